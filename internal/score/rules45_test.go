package score

import (
	"testing"
)

// The side of the conversation a thing is given to, time words of another span,
// and formulas of another occasion: the rules blind batches on perspective, time
// expressions and corpus perturbations prompted. What each catches, and paraphrases
// it lets pass.
func TestSideTimeFormulaRulesCatch(t *testing.T) {
	tests := []typedCatch{
		{"de_we_made_i", TypePolarity, deGolden("Wir senden Ihnen am 02.02.2027 kostenlos ein Ersatzteil zu. Bei Fragen erreichen Sie uns jederzeit."),
			"Ich sende Ihnen am 02.02.2027 kostenlos ein Ersatzteil zu. Bei Fragen erreichen Sie uns jederzeit.", "one person speaks"},
		{"de_person_made_reader", TypePolarity, deGolden("- Herr Brandt bittet um einen neuen Liefertermin für die Regale."),
			"- Sie bitten um einen neuen Liefertermin für die Regale.", "made the reader"},
		{"ja_our_side_made_theirs", TypePolarity, jaGolden("当方の検査装置は月末まで予約で埋まっております。"),
			"先方の検査装置は月末まで予約で埋まっております。", "given to the other party"},
		{"ja_other_side_put_in", TypePolarity, jaGolden("・請求書の送付先は経理部の中川課長に変わります。"),
			"・請求書の送付先は貴社経理部の中川課長に変わります。", "placed with another party"},
		{"ja_own_staff_given_go", TypePolarity, jaGolden("担当の森田が調査し、12月8日までに回答する。"),
			"ご担当の森田が調査し、12月8日までに回答する。", "ご put before the company's own"},
		{"ja_own_worker_given_respect", TypePolarity, jaGolden("当日は、作業員が訪問の1時間前にお電話いたします。"),
			"当日は、作業員の方が訪問の1時間前にお電話いたします。", "after the company's own staff"},
		{"ja_readers_act_without_o", TypePolarity, jaGolden("お送りいただいた写真で、外箱の破損を確認いたしました。"),
			"送りいただいた写真で、外箱の破損を確認いたしました。", "dropped from the reader's act"},
		{"de_deadline_made_effective_date", TypePolarity, deGolden("Herr Lang bittet, den Nachtrag bis zum 15.01.2027 freizugeben."),
			"Herr Lang bittet, den Nachtrag mit Wirkung zum 15.01.2027 freizugeben.", "made an effective date"},
		{"de_every_day_made_every_other", TypePolarity, deGolden("Legen Sie für jeden Wochentag die gewünschten Zeiten und Temperaturen fest."),
			"Legen Sie für jeden zweiten Wochentag die gewünschten Zeiten und Temperaturen fest.", "every other one added"},
		{"ja_every_other_month_added", TypePolarity, jaGolden("今月から追加ユーザー分の料金3,300円（税込）が加算されております。"),
			"今月から隔月で追加ユーザー分の料金3,300円（税込）が加算されております。", "every other one added"},
		{"de_working_days_made_weekdays", TypePolarity, deGolden("Bitte beachten Sie, dass wir nur werktags und nicht am Wochenende zustellen."),
			"Bitte beachten Sie, dass wir nur dienstags und nicht am Wochenende zustellen.", "made on named weekdays"},
		{"de_new_dropped", TypePolarity, deGolden("Herr Lang bittet, die Mehrkosten und den neuen Termin bis zum 15.01.2027 freizugeben."),
			"Herr Lang bittet, die Mehrkosten und den Termin bis zum 15.01.2027 freizugeben.", "a new one dropped"},
		{"ja_send_made_prepare", TypePolarity, jaGolden("お詫びとして、1,000円分のクーポンをお送りいたします。"),
			"お詫びとして、1,000円分のクーポンをご用意いたします。", "a dispatch made a preparation"},
		{"ja_condolence_invented", TypeStance, generalCase{lang: "ja", golden: "今後ともよろしくお願いいたします。", request: "請求額について質問です。"},
			"心よりお悔やみ申し上げます。", "a condolence"},
		{"de_congratulation_invented", TypeStance, generalCase{lang: "de", golden: "vielen Dank für Ihre Nachricht.", request: "Meine Lampe flackert."},
			"herzlichen Glückwunsch zu Ihrer Nachricht.", "a congratulation"},
	}
	assertTypedCatches(t, tests)
}

func TestSideTimeFormulaRulesPassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_i_where_the_letter_says_i", TypePolarity, deGolden("Ich sende Ihnen am 02.02.2027 kostenlos ein Ersatzteil zu."),
			"Ich sende Ihnen am 02.02.2027 gern kostenlos ein Ersatzteil zu."},
		{"ja_outside_person_given_go", TypePolarity, jaGolden("・営業の担当は引き続き山本部長です。"), "・営業のご担当は引き続き山本部長です。"},
		{"ja_visit_reworded", TypePolarity, jaGolden("2026年12月1日には当社工場をご訪問いただき、ありがとうございました。"),
			"2026年12月1日には当社工場にお越しいただき、ありがとうございました。"},
		{"ja_new_reworded", TypePolarity, jaGolden("・新しい電話番号は03-1234-5678です。"), "・新電話番号は03-1234-5678です。"},
		{"de_new_added", TypePolarity, deGolden("Sie erhalten am 02.02.2027 eine Ersatzlampe von uns."), "Sie erhalten am 02.02.2027 eine neue Ersatzlampe von uns."},
		{"de_replacement_device_as_new_device", TypePolarity, deGolden("- Gewünscht ist keine Reparatur, sondern ein Austauschgerät bis spätestens 05.02.2027."),
			"- Gewünscht ist keine Reparatur, sondern ein neues Gerät bis spätestens 05.02.2027."},
		{"de_hard_wrapped_line", TypePolarity, deGolden("Frau Albers von der Hausverwaltung Nord meldet, dass im Keller seit Montag Wasser tropft. Sie bittet um einen Installateur."),
			"Frau Albers von der Hausverwaltung Nord meldet, dass im\nKeller seit Montag Wasser tropft. Sie\nbittet um einen Installateur."},
		{"ja_readers_act_kept", TypePolarity, jaGolden("お送りいただいた写真で、外箱の破損を確認いたしました。"), "お送りいただいた写真にて、外箱の破損を確認いたしました。"},
	}
	assertTypedPasses(t, tests)
}
