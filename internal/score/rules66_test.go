package score

import "testing"

// Blind batch 66's misses prompted these rules: a third person of the reader's side
// put in (die Nachricht Ihrer Kollegin, ご家族の方から), a protest (抗議), a reversal of
// an earlier statement (前回の報告を翻す形で), a report made a denial (meldet →
// bestreitet). What they catch, and paraphrases they let pass.
func TestRules66Catch(t *testing.T) {
	tests := []typedCatch{
		{"de_colleagues_message", TypeStance, deGolden("vielen Dank für Ihre Nachricht."), "vielen Dank für die Nachricht Ihrer Kollegin.", "a third person of the reader's side"},
		{"de_sons_appointment", TypeStance, deGolden("hiermit bestätigen wir Ihren Kontrolltermin am Montag, 26. Oktober 2026."),
			"hiermit bestätigen wir den Kontrolltermin Ihres Sohnes am Montag, 26. Oktober 2026.", "a third person of the reader's side"},
		{"ja_family_request", TypeStance, jaGolden("このたびは修理のご依頼をいただき、誠にありがとうございます。"),
			"このたびはご家族の方から修理のご依頼をいただき、誠にありがとうございます。", "a third person of the reader's side"},
		{"ja_protest", TypeStance, jaGolden("お問い合わせいただき、ありがとうございます。"), "ご抗議をいただき、ありがとうございます。", "a protest"},
		{"ja_reversal", TypeStance, jaGolden("責任者の髙橋が第3回進捗を報告した。"), "責任者の髙橋が前回の報告を翻す形で第3回進捗を報告した。", "a reversal of an earlier statement"},
		{"de_report_made_denial", TypePolarity, deGolden("- Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände, die der Ausschuss freigegeben hat."),
			"- Herr Oßwald bestreitet Mehrkosten von 36.400,00 € für Schallschutzwände, die der Ausschuss freigegeben hat.", "a denial"},
	}
	assertTypedCatches(t, tests)
}

func TestRules66PassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_your_colleagues_the_golden_names", TypeStance, deGolden("Ihre Kollegin Frau Berg hat uns bereits informiert."), "Wie Ihre Kollegin Frau Berg uns mitteilte, ist alles geklärt."},
		{"de_your_staff_in_a_b2b_letter", TypeStance, deGolden("Gern liefern wir die Bestellung an Ihr Prüflabor."), "Gern liefern wir die Bestellung direkt an Ihr Prüflabor."},
		{"de_report_reworded", TypePolarity, deGolden("- Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände, die der Ausschuss freigegeben hat."),
			"- Herr Oßwald berichtet von Mehrkosten von 36.400,00 € für Schallschutzwände, die der Ausschuss freigegeben hat."},
		{"ja_question_reworded", TypeStance, jaGolden("お問い合わせいただき、ありがとうございます。"), "ご質問いただき、ありがとうございます。"},
	}
	assertTypedPasses(t, tests)
}
