package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Bounds put on a fixed date and the other rules a blind batch on speech acts,
// reference and degree prompted: what each catches, and paraphrases it lets pass.
func TestBoundSpeechActDegreeRulesCatch(t *testing.T) {
	de := func(golden string) generalCase { return generalCase{lang: "de", golden: golden} }
	ja := func(golden string) generalCase { return generalCase{lang: "ja", golden: golden} }
	tests := []struct {
		name, typ string
		g         generalCase
		text      string
		reason    string
	}{
		// A fixed date made the first possible day.
		{"de_fixed_date_made_earliest", TypePolarity, de("Die Lieferung erfolgt am 12.11.2026 an die neue Anschrift."),
			"Die Lieferung erfolgt ab dem 12.11.2026 an die neue Anschrift.", "reverses the golden's clause"},
		{"ja_fixed_date_made_earliest", TypePolarity, ja("交換品は10月19日に発送予定です。"),
			"交換品は10月19日以降に発送予定です。", "reverses the golden's clause"},
		// A speech act turned into another with the words kept.
		{"de_thanks_made_regret", TypePolarity, de("vielen Dank für Ihre Nachricht."), "wir bedauern Ihre Nachricht.", "the golden's thanks made regret"},
		{"de_request_made_offer", TypePolarity, de("- Frau Köhler bittet um ein Rücksendeetikett für die defekte Maschine."),
			"- Frau Köhler bietet ein Rücksendeetikett für die defekte Maschine an.", "the golden's a request made an offer"},
		{"ja_promise_made_permission_question", TypePolarity, ja("当日は、作業員が訪問の30分前にお電話いたします。"),
			"当日は、作業員が訪問の30分前にお電話してもよろしいでしょうか。", "made of the golden's statement"},
		{"ja_proposal_made_order", TypePolarity, ja("出荷開始日を11月24日に延期することを提案している。"),
			"出荷開始日を11月24日に延期するよう指示している。", "the golden's a proposal made an order"},
		{"ja_question_made_statement", TypePolarity, ja("- スマートフォンの位置情報の設定は、オンになっていますか。"),
			"- スマートフォンの位置情報の設定は、オンになっています。", "question made a statement"},
		{"ja_worry_made_certainty", TypePolarity, ja("髙橋様は月末の給与計算に間に合うかを心配されている。"),
			"髙橋様は月末の給与計算に間に合うと確信されている。", "made a certainty"},
		{"de_instruction_made_optional", TypePolarity, de("- Stellen Sie sicher, dass der Router nicht zu weit entfernt ist."),
			"- Wenn Sie möchten, stellen Sie sicher, dass der Router nicht zu weit entfernt ist.", "an option made of the golden's statement"},
		// A degree put for another, added, dropped or moved.
		{"de_cap_made_floor", TypePolarity, de("Die App überträgt die Daten an das Gerät; das kann bis zu zwei Minuten dauern."),
			"Die App überträgt die Daten an das Gerät; das kann über zwei Minuten dauern.", "a cap (at most) made a bound above which"},
		{"de_comparative_made_equality", TypePolarity, de("Nordkälte AG ist zwar günstiger, bietet aber nur 2 Jahre Garantie."),
			"Nordkälte AG ist zwar gleich günstig, bietet aber nur 2 Jahre Garantie.", "made an equality"},
		{"ja_cap_made_exact", TypePolarity, ja("- 本体とスマートフォンの距離は、2メートル以内ですか。"),
			"- 本体とスマートフォンの距離は、ちょうど2メートルですか。", "an exact figure added"},
		{"ja_from_made_only", TypePolarity, ja("今月から追加ユーザー分の料金5,500円が加算されております。"),
			"今月のみ追加ユーザー分の料金5,500円が加算されております。", "a floor (at least) made a focus on one (only)"},
		{"de_count_made_additional", TypePolarity, de("Die alte Gasheizung wird durch zwei Wärmepumpen mit Spitzenlastkessel ersetzt."),
			"Die alte Gasheizung wird durch zwei weitere Wärmepumpen mit Spitzenlastkessel ersetzt.", "an addition added"},
		{"de_date_framed_as_late", TypePolarity, de("Die nächste Sitzung findet am 12.11.2026 statt."),
			"Die nächste Sitzung findet erst am 12.11.2026 statt.", "a focus on lateness (not until) added"},
		{"de_only_moved", TypePolarity, de("Netze, die nur im 5-GHz-Band funken, werden nicht unterstützt."),
			"Nur Netze, die im 5-GHz-Band funken, werden nicht unterstützt.", "moved to another part of the sentence"},
		{"de_contrast_made_addition", TypePolarity, de("Herr Weiß ist bis zum 22.10.2026 verreist, aber Frau Müller kann die Wohnung aufschließen."),
			"Herr Weiß ist bis zum 22.10.2026 verreist, und Frau Müller kann die Wohnung aufschließen.", "a contrast made a conjunction"},
		{"ja_total_made_per_item", TypePolarity, ja("見積もりの合計（税抜）は53,900円です。"), "見積もりの1品目あたり（税抜）は53,900円です。", "a total made a figure per item"},
		{"ja_object_made_contrastive", TypePolarity, ja("お詫びとして、500円分のクーポンをお送りいたします。"),
			"お詫びとして、500円分のクーポンはお送りいたします。", "the particle \"を\" made \"は\""},
		{"ja_counter_swapped", TypePolarity, ja("付属のコイン形電池2個を入れてから、カバーを閉じてください。"),
			"付属のコイン形電池2台を入れてから、カバーを閉じてください。", "the counter \"個\" made \"台\""},
		{"de_one_made_a_pair", TypePolarity, de("Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu."),
			"Wir senden Ihnen am 20.10.2026 kostenlos ein Paar Ersatzlampen zu.", "a unit of count (pairs, sets) added"},
		{"de_cell_made_ditto", TypePolarity, de("| Nordkälte AG | 12.450,00 € | 4 Wochen | 2 Jahre |"),
			"| Nordkälte AG | 12.450,00 € | 4 Wochen | dito |", "a ditto mark added"},
		// How far along a thing is, how often, and whether one or either.
		{"de_result_made_running", TypePolarity, de("Die Druckbehälterprüfung ist bestanden, die Genehmigung steht noch aus."),
			"Die Druckbehälterprüfung läuft noch, die Genehmigung steht noch aus.", "a result reached made a process still running"},
		{"de_since_made_from_next", TypePolarity, de("In der Wohnung tropft seit Mittwoch Wasser aus der Decke."),
			"In der Wohnung tropft ab kommendem Mittwoch Wasser aus der Decke.", "a start in the past (since) made"},
		{"ja_start_made_end", TypePolarity, ja("試験の開始は、早くても2026年11月9日となります。"), "試験の完了は、早くても2026年11月9日となります。", "a start made an end"},
		{"de_every_day_made_today", TypePolarity, de("Legen Sie für jeden Wochentag die gewünschten Heizzeiten fest."),
			"Legen Sie für den heutigen Wochentag die gewünschten Heizzeiten fest.", "every one (always) made now"},
		{"ja_and_made_or", TypePolarity, ja("「カイケイクラウド Pro」と「タイムレコ」の連携で勤怠データが取り込めない。"),
			"「カイケイクラウド Pro」または「タイムレコ」の連携で勤怠データが取り込めない。", "an alternative (or) added"},
		// What the writer knows, said on a source or a hedge the case never gives.
		{"de_amount_from_memory", TypeStance, de("- Mehrkosten: 18.750,00 € für die Stahlträger."),
			"- Mehrkosten: 18.750,00 €, wenn wir uns recht erinnern, für die Stahlträger.", "a source or a hedge on what is known"},
		{"ja_cause_made_hearsay", TypeStance, ja("作業遅延により発送が遅れております。"), "作業遅延によるのだそうで、発送が遅れております。", "a source or a hedge on what is known"},
		{"ja_request_by_phone", TypeStance, ja("お問い合わせいただき、ありがとうございます。"), "お電話でお問い合わせいただき、ありがとうございます。", "a contact by phone"},
		{"ja_change_to_come_told_as_done", TypePolarity, ja("・請求書の送付先は経理部の小西課長に変わります。"),
			"・請求書の送付先は経理部の小西課長に変わりました。", "an act to come told as done"},
		// How two events hang together.
		{"ja_cause_made_purpose", TypePolarity, ja("9月20日にユーザーを1名追加していただいたため、今月から料金が加算されております。"),
			"9月20日にユーザーを1名追加していただくため、今月から料金が加算されております。", "a cause made a purpose"},
		{"de_time_made_cause", TypePolarity, de("Sobald die Verbindung steht, zeigt das Bedienteil ein WLAN-Symbol."),
			"Da die Verbindung steht, zeigt das Bedienteil ein WLAN-Symbol.", "a time (once, until then) made a cause"},
		{"ja_juxtaposition_made_concession", TypePolarity, ja("写真で破損を確認済みで、交換品は10月19日に発送予定。"),
			"写真で破損を確認済みにもかかわらず、交換品は10月19日に発送予定。", "a concession added"},
		// A pointer bound to another thing: a pronoun, a demonstrative, a model code.
		{"de_she_made_he", TypePolarity, de("Sie bittet darum, dass noch am selben Tag ein Installateur kommt."),
			"Er bittet darum, dass noch am selben Tag ein Installateur kommt.", "the pronoun \"Sie\" made \"Er\""},
		{"de_pronoun_gender_changed", TypePolarity, de("Laden Sie die WärmeApp herunter und installieren Sie sie auf Ihrem Smartphone."),
			"Laden Sie die WärmeApp herunter und installieren Sie ihn auf Ihrem Smartphone.", "the pronoun \"sie\" made \"ihn\""},
		{"de_name_made_demonstrative", TypePolarity, de("Herr Weiß ist verreist, aber Frau Müller kann die Wohnung am Montag aufschließen."),
			"Herr Weiß ist verreist, aber dieser kann die Wohnung am Montag aufschließen.", "made \"dieser\""},
		{"de_person_made_unnamed", TypePolarity, de("Frau Müller von der Hausverwaltung Schößler meldet einen Wasserschaden in der Wohnung."),
			"Jemand von der Hausverwaltung Schößler meldet einen Wasserschaden in der Wohnung.", "no longer named"},
		{"de_person_put_beside_subject", TypePolarity, de("Herr Weiß ist bis zum 22.10.2026 verreist, aber Frau Müller kann aufschließen."),
			"Herr Weiß und Frau Müller sind bis zum 22.10.2026 verreist, aber Frau Müller kann aufschließen.", "Frau Müller put beside the one who acts"},
		{"ja_person_put_beside", TypePolarity, ja("・営業の担当は引き続き松田部長で、請求書の送付先は経理部の小西課長に変わります。"),
			"・営業の担当は引き続き松田部長と小西課長で、請求書の送付先は経理部の小西課長に変わります。", "put beside the person the golden names"},
		{"ja_prior_call_invented", TypeStance, ja("担当の西村が調査し、10月19日（月）17時までに回答する。"),
			"先日お電話でお伝えしたとおり、担当の西村が調査し、10月19日（月）17時までに回答する。", "earlier exchange"},
		{"de_model_code_copied", TypePolarity, de("So verbinden Sie Ihre Wärmepumpe „Nordwärme L9“ mit der WärmeApp und richten einen Plan ein:"),
			"So verbinden Sie Ihre Wärmepumpe „Nordwärme L9“ mit der WärmeApp L9 und richten einen Plan ein:", "given the code \"L9\""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(tt.typ, tt.text)
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

func TestBoundSpeechActDegreeRulesPassParaphrases(t *testing.T) {
	de := func(golden string) generalCase { return generalCase{lang: "de", golden: golden} }
	ja := func(golden string) generalCase { return generalCase{lang: "ja", golden: golden} }
	tests := []struct {
		name, typ string
		g         generalCase
		text      string
	}{
		{"de_fixed_date_reworded", TypePolarity, de("Die Lieferung erfolgt am 12.11.2026 an die neue Anschrift."),
			"Am 12.11.2026 liefern wir an Ihre neue Anschrift."},
		{"de_deadline_said_as_due_date", TypePolarity, de("Bitte zahlen Sie bis zum 30.10.2026."),
			"Der Betrag ist am 30.10.2026 fällig."},
		{"ja_fixed_date_reworded", TypePolarity, ja("交換品は10月19日に発送予定です。"),
			"10月19日に交換品を発送する予定です。"},
		{"de_thanks_reworded", TypePolarity, de("vielen Dank für Ihre Nachricht."), "herzlichen Dank für Ihre Nachricht."},
		{"ja_check_question_as_request", TypePolarity, ja("- スマートフォンの位置情報の設定は、オンになっていますか。"),
			"- スマートフォンの位置情報の設定がオンになっているか、ご確認ください。"},
		{"ja_cushion_before_request", TypePolarity, ja("それでも解決しない場合は、サポート窓口までお問い合わせください。"),
			"それでも解決しない場合は、お手数ですが、サポート窓口までお問い合わせください。"},
		{"de_cap_reworded", TypePolarity, de("Die App überträgt die Daten an das Gerät; das kann bis zu zwei Minuten dauern."),
			"Die App überträgt die Daten an das Gerät; das kann höchstens zwei Minuten dauern."},
		{"ja_approximation_reworded", TypePolarity, ja("約10秒で測定が終わります。"), "10秒程度で測定が終わります。"},
		{"ja_total_label_reworded", TypePolarity, ja("合計（税抜）：53,900円"), "税抜合計：53,900円"},
		{"de_contrast_reworded", TypePolarity, de("Herr Weiß ist bis zum 22.10.2026 verreist, aber Frau Müller kann die Wohnung aufschließen."),
			"Herr Weiß ist bis zum 22.10.2026 verreist, Frau Müller kann die Wohnung jedoch aufschließen."},
		{"de_further_questions", TypePolarity, de("Bei Fragen sind wir gern für Sie da."), "Bei weiteren Fragen sind wir gern für Sie da."},
		{"ja_subject_made_topic", TypePolarity, ja("約10秒で測定が終わり、結果は自動的にアプリへ送られます。"), "約10秒で測定は終わり、結果は自動的にアプリへ送られます。"},
		{"ja_as_far_as_possible", TypePolarity, ja("早めにご連絡いたします。"), "できるだけ早めにご連絡いたします。"},
		{"de_or_under_negation", TypePolarity, de("Achten Sie darauf, dass am Anfang oder Ende kein Leerzeichen steht."),
			"Achten Sie darauf, dass am Anfang und Ende kein Leerzeichen steht."},
		{"ja_plan_said_of_a_future_act", TypePolarity, ja("担当の西村が調査し、10月19日（月）17時までに回答する。"),
			"担当の西村が調査し、10月19日（月）17時までに回答する予定。"},
		{"de_always_good_cooperation", TypePolarity, de("vielen Dank für die gute Zusammenarbeit."), "vielen Dank für die stets gute Zusammenarbeit."},
		{"de_phone_the_case_gives", TypeStance, generalCase{lang: "de", golden: "Bei Fragen sind wir für Sie da.", request: "Kontakt: Telefon 0621 123456"},
			"Bei Fragen erreichen Sie uns telefonisch."},
		{"ja_hedge_the_case_gives", TypeStance, generalCase{lang: "ja", golden: "不具合が見つかった。", request: "不具合の可能性が指摘された。"},
			"不具合の可能性が指摘された。"},
		{"ja_change_reworded", TypePolarity, ja("・請求書の送付先は経理部の小西課長に変わります。"), "・請求書の送付先は経理部の小西課長に変更となります。"},
		{"de_person_kept_with_role", TypePolarity, de("Frau Müller von der Hausverwaltung Schößler meldet einen Wasserschaden in der Wohnung."),
			"Frau Müller, Hausverwaltung Schößler, meldet einen Wasserschaden in der Wohnung."},
		{"ja_both_persons_of_the_golden", TypePolarity, ja("担当は松田部長と小西課長です。"), "担当は松田部長と小西課長となります。"},
		{"ja_cause_named_in_other_words", TypePolarity, ja("このたびはご迷惑をおかけし、申し訳ございません。"), "このたびは商品の不具合によりご迷惑をおかけし、申し訳ございません。"},
		{"de_once_said_again", TypePolarity, de("- Starten Sie den Kopplungsmodus erneut, wenn die Verbindung abbricht."),
			"- Starten Sie den Kopplungsmodus erneut, sobald die Verbindung abbricht."},
		{"de_polite_you_kept", TypePolarity, de("Sie erhalten am 20.10.2026 eine Ersatzlampe von uns."), "Sie erhalten am 20.10.2026 eine neue Ersatzlampe von uns."},
		{"de_pronoun_with_its_noun", TypePolarity, de("Laden Sie die WärmeApp herunter und installieren Sie sie auf Ihrem Smartphone."),
			"Laden Sie das Programm herunter und installieren Sie es auf Ihrem Smartphone."},
		{"de_model_code_of_its_own", TypePolarity, de("So verbinden Sie Ihre Wärmepumpe „Nordwärme L9“ mit der WärmeApp:"),
			"So verbinden Sie Ihre Wärmepumpe „Nordwärme L9“ mit der App:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(tt.typ, tt.text)
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
