package score

import (
	"testing"
)

// Opposite particles and prefixes, a comparative made plain, a figure cut, a
// sentence said twice with another value, the voice of an act changed and claims
// the case never makes: the rules blind batches on structure, morphology and a
// support lead's review prompted. What each catches, and paraphrases it lets pass.
func TestReversalEchoVoiceClaimRulesCatch(t *testing.T) {
	tests := []typedCatch{
		{"de_particle_reversed", TypePolarity, deGolden("Der Kompressor baut seit Montag keinen Druck mehr auf; die Anzeige blinkt rot."),
			"Der Kompressor baut seit Montag keinen Druck mehr ab; die Anzeige blinkt rot.", `particle "auf" made "ab"`},
		{"de_pending_made_fixed", TypePolarity, deGolden("Die Prüfung ist bestanden, die Freigabe der Behörde steht noch aus."),
			"Die Prüfung ist bestanden, die Freigabe der Behörde steht noch fest.", `particle "aus" made "fest"`},
		{"de_prefix_reversed", TypePolarity, deGolden("Wegen der fehlenden Teile verschiebt sich die Inbetriebnahme der Anlage auf den 09.02.2027."),
			"Wegen der fehlenden Teile verschiebt sich die Außerbetriebnahme der Anlage auf den 09.02.2027.", "the opposite direction"},
		{"de_comparative_made_plain", TypePolarity, deGolden("Die Kosten bleiben im Rahmen, da der Zuschuss mit 80.000,00 € statt 60.000,00 € höher ausfällt."),
			"Die Kosten bleiben im Rahmen, da der Zuschuss mit 80.000,00 € statt 60.000,00 € hoch ausfällt.", "the comparative \"höher\" made \"hoch\""},
		{"ja_comparison_dropped", TypePolarity, jaGolden("検査装置は月末まで予約で埋まっており、残念ながら、それより早い実施はできません。"),
			"検査装置は月末まで予約で埋まっており、残念ながら、早い実施はできません。", "the comparison \"それより\" dropped"},
		{"de_time_window_cut", TypePolarity, deGolden("vielen Dank für Ihre Bestellung. Die Lieferung erfolgt am 03.02.2027 zwischen 9 und 13 Uhr. Bitte beachten Sie, dass wir nur werktags zustellen."),
			"vielen Dank für Ihre Bestellung. Die Lieferung erfolgt am 03.02.2027. Bitte beachten Sie, dass wir nur werktags zustellen.", "given nowhere else"},
		{"ja_sentence_echoed_with_other_person", TypePolarity, jaGolden("・営業の担当は引き続き山本部長です。\n・請求書の送付先は総務部の中川課長に変わります。"),
			"・営業の担当は引き続き山本部長です。\n・請求書の送付先は総務部の中川課長に変わります。\n・営業の担当は引き続き中川課長です。", "two answers to one question"},
		{"ja_own_act_made_passive", TypePolarity, jaGolden("お送りいただいた写真で、外箱の破損を確認いたしました。"),
			"お送りいただいた写真で、外箱の破損を確認されました。", "done by someone else"},
		{"ja_own_act_made_causative", TypePolarity, jaGolden("ご相談のとおり、保守契約のお見積もりをお送りいたします。"),
			"ご相談のとおり、保守契約のお見積もりを送らせます。", "causative"},
		{"ja_favour_made_our_giving", TypePolarity, jaGolden("いつも当店をご利用いただき、誠にありがとうございます。"),
			"いつも当店をご利用さしあげ、誠にありがとうございます。", "the reader's act received as a favour made the writer's own act"},
		{"ja_inability_made_refusal", TypePolarity, jaGolden("畳の上では正しく測定できないことがありますので、床の上に置いてください。"),
			"畳の上では正しく測定しないことがありますので、床の上に置いてください。", "an inability made a plain negation"},
		{"ja_delay_invented", TypeStance, generalCase{lang: "ja", golden: "修理の日時を下記のとおり確定いたしました。", request: "修理の日時を確定してください。"},
			"修理の日時を下記のとおり確定いたしました。また、お届けが遅れましたことを深くお詫び申し上げます。", "a delay or a postponement"},
		{"de_cancellation_refusal_invented", TypeStance, generalCase{lang: "de", golden: "Ihre Bestellung wird am 03.02.2027 geliefert.", request: "Wann kommt meine Bestellung?"},
			"Ihre Bestellung wird am 03.02.2027 geliefert. Eine Stornierung ist leider nicht möglich.", "a cancellation"},
		{"de_proof_of_purchase_invented", TypeStance, generalCase{lang: "de", golden: "Frau Kern meldet einen Defekt an der Kaffeemühle.", request: "Die Mühle mahlt nicht mehr."},
			"Frau Kern meldet einen Defekt an der Kaffeemühle. Eine Bearbeitung ist nur mit Kaufbeleg möglich.", "a proof of purchase"},
		{"ja_praise_invented", TypeStance, generalCase{lang: "ja", golden: "このたびは修理のご依頼をいただき、誠にありがとうございます。", request: "冷蔵庫が冷えません。"},
			"このたびは温かいお褒めの言葉をいただき、誠にありがとうございます。", "praise from the reader"},
		{"ja_given_address_asked_again", TypeStance, generalCase{lang: "ja", golden: "新しいご住所に12月5日にお届けします。", request: "新住所：大阪市北区1-2-3"},
			"新しいご住所に12月5日にお届けします。お手数ですが、ご住所を改めてお知らせいただけますでしょうか。", "give again"},
		{"de_same_day_call_invented", TypeStance, generalCase{lang: "de", golden: "Unser Techniker kommt am Montag.", request: "Bitte schicken Sie einen Techniker. Telefon 030 1234567"},
			"Unser Techniker kommt am Montag. Er meldet sich heute noch bei Ihnen.", "a relative day"},
	}
	assertTypedCatches(t, tests)
}

func TestReversalEchoVoiceClaimRulesPassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_prefix_not_opposite", TypePolarity, deGolden("Unser Techniker überprüft die Anlage am Montag vor Ort."),
			"Unser Techniker prüft die Anlage am Montag vor Ort."},
		{"de_comparative_kept", TypePolarity, deGolden("Der Zuschuss fällt mit 80.000,00 € höher aus als geplant."),
			"Der Zuschuss fällt mit 80.000,00 € deutlich höher aus als geplant."},
		{"de_figure_kept_elsewhere", TypePolarity, deGolden("Die Lieferung erfolgt am 03.02.2027 zwischen 9 und 13 Uhr. Zustellfenster: 9 bis 13 Uhr."),
			"Die Lieferung erfolgt am 03.02.2027. Zustellfenster: 9 bis 13 Uhr."},
		{"de_sentence_after_date", TypePolarity, deGolden("Die Lieferung erfolgt am 03.02.2027. Bitte seien Sie anwesend."),
			"Die Lieferung erfolgt am 03.02.2027. Bitte seien Sie dann anwesend."},
		{"ja_sentence_said_once_reworded", TypePolarity, jaGolden("・営業の担当は引き続き山本部長です。\n・請求書の送付先は総務部の中川課長に変わります。"),
			"・営業のご担当は引き続き山本部長です。\n・請求書の送付先は総務部の中川課長に変更となります。"},
		{"ja_humble_causative_kept", TypePolarity, jaGolden("代替品は12月3日に発送いたします。"), "代替品は12月3日に発送させていただきます。"},
		{"ja_inform_reworded", TypePolarity, jaGolden("結果は追ってご連絡いたします。"), "結果は追ってお知らせいたします。"},
		{"ja_delay_the_case_gives", TypeStance, generalCase{lang: "ja", golden: "配送センターの作業遅延により発送が遅れている。", request: "配送センターの作業遅延"},
			"配送センターで作業が遅延しており、発送に遅れが出ている。"},
		{"de_postponement_the_case_gives", TypeStance, generalCase{lang: "de", golden: "Der Rechnungsbetrag bleibt unverändert.", request: "Der Versand verschiebt sich um eine Woche."},
			"Da sich nur der Versand verschiebt, bleibt der Rechnungsbetrag unverändert."},
	}
	assertTypedPasses(t, tests)
}
