package score

import "testing"

// Blind batch 73's misses prompted these rules: one German word put in a form its
// place cannot take (an adjective without its ending, a participle for an
// infinitive, zu after a modal verb, Sie for Ihnen, ins for im) and a Japanese clause
// in its ます form before its noun or a passive with ておく; a kanji word made a
// katakana loan the case never writes (初期設定 → イニシャルセットアップ), an English legal
// form (OHG → LLP) and a bracket cut to its first letters ((Edelstahl) → (E.)). What
// they catch, and paraphrases they let pass.
func TestRules73Catch(t *testing.T) {
	deProc := "Laden Sie die kostenlose WärmeApp herunter. Ein Repeater in der Nähe des Heizungsraums kann helfen. Die alte Gasheizung im Verwaltungsgebäude wird ersetzt."
	tests := []typedCatch{
		{"de_adjective_without_ending", TypePolarity, deGolden(deProc), editOnce(deProc, "die kostenlose WärmeApp", "die kostenlos WärmeApp"), "lost its ending"},
		{"de_zu_after_modal", TypePolarity, deGolden(deProc), editOnce(deProc, "kann helfen", "kann zu helfen"), "zu put before"},
		{"de_contraction_of_another_case", TypePolarity, deGolden(deProc), editOnce(deProc, "im Verwaltungsgebäude", "ins Verwaltungsgebäude"), "another case"},
		{"de_participle_for_infinitive", TypePolarity, deGolden("Prof. Dr. Kühn hat das Sicherheitsgutachten vorgestellt: Die Prüfung ist bestanden."),
			"Prof. Dr. Kühn hat das Sicherheitsgutachten vorstellen: Die Prüfung ist bestanden.", "a participle and an infinitive"},
		{"de_sie_for_ihnen", TypePolarity, deGolden("Bitte bringen Sie Ihre Versichertenkarte mit."), "Bitte bringen Ihnen Ihre Versichertenkarte mit.", "another case"},
		{"ja_masu_before_noun", TypeWellFormed, jaGolden("うまくつながらない場合は、以下の点をご確認ください。"), "うまくつながりません場合は、以下の点をご確認ください。", "cannot follow"},
		{"ja_passive_teoku", TypeWellFormed, jaGolden("体重が表示されていることを確認すれば、設定は完了です。"), "体重が表示されておくことを確認すれば、設定は完了です。", "cannot follow"},
		{"ja_katakana_loan", TypeSupported, jaGolden("「カラダノート S5」の初期設定は、次の手順で行います。箱から本体を取り出します。以上です。"),
			"「カラダノート S5」のイニシャルセットアップは、次の手順で行います。箱から本体を取り出します。以上です。", "loanword"},
		{"de_english_legal_form", TypeLegalForms, deGolden("Kunde: Bäckerei Großmann OHG, Dresden."), "Kunde: Bäckerei Großmann LLP, Dresden.", "OHG"},
		{"de_gloss_cut", TypeWellFormed, deGolden("Frau Köhler hat die Siebträgermaschine „Barista Duo“ (Edelstahl) bestellt."),
			"Frau Köhler hat die Siebträgermaschine „Barista Duo“ (E.) bestellt.", "cut to its first letters"},
	}
	assertTypedCatches(t, tests)
}

func TestRules73PassParaphrases(t *testing.T) {
	deProc := "Laden Sie die kostenlose WärmeApp herunter. Ein Repeater in der Nähe des Heizungsraums kann helfen. Die alte Gasheizung im Verwaltungsgebäude wird ersetzt."
	tests := []typedPass{
		{"de_adjective_for_adjective", TypePolarity, deGolden(deProc), editOnce(deProc, "die kostenlose WärmeApp", "die kostenfreie WärmeApp")},
		{"de_modal_infinitive_kept", TypePolarity, deGolden(deProc), editOnce(deProc, "kann helfen", "kann dabei helfen")},
		{"ja_plain_before_noun", TypeWellFormed, jaGolden("うまくつながらない場合は、以下の点をご確認ください。"), "うまく接続できない場合は、以下の点をご確認ください。"},
		{"ja_teoku_active", TypeWellFormed, jaGolden("事前に充電してください。"), "事前に充電しておいてください。"},
		{"ja_loan_of_the_case", TypeSupported, jaGolden("「タイムレコ」の連携で勤怠データが取り込めないとの問い合わせがあった。原因を調査中。以上。"),
			"「タイムレコ」との連携で勤怠データが取り込めないとの問い合わせがあった。原因を調査中。以上。"},
		{"de_weekday_short", TypeWellFormed, deGolden("Der Versand verschiebt sich auf den 26.10.2026 (Montag)."), "Der Versand verschiebt sich auf den 26.10.2026 (Mo.)."},
	}
	assertTypedPasses(t, tests)
}
