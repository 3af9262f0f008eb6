package score

import "testing"

// Blind batch 87's misses prompted these rules: an English business noun inside a
// German sentence or at the head of a German compound, a salutation run into the
// letter's first sentence, humble 申し上げ stacked on いたす, 貴殿 for a customer, a
// German legal form before the firm's name, a line cut mid-sentence inside the answer,
// and a request said as a mere reply or handling. What they catch, and paraphrases
// they let pass.
func TestRules87Catch(t *testing.T) {
	deLetter := "Sehr geehrter Herr Weiß,\n\nvielen Dank für Ihre Nachricht. Wir senden Ihnen am 20.10.2026 eine Ersatzlampe zu.\n\nMit freundlichen Grüßen"
	deSummary := "- Frau Köhler hat die Maschine bestellt, Rechnungsbetrag 1.249,90 €.\n- Frau Müller meldet, dass in der Wohnung von Herrn Weiß Wasser tropft.\n- Frau Köhler bittet um ein Rücksendeetikett."
	deMinutes := "- Die Inbetriebnahme verschiebt sich auf den 07.12.2026.\n- Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände, die der Ausschuss freigegeben hat.\n- Die nächste Sitzung findet am 12.11.2026 statt."
	jaLetter := "松本様\nこのたびはご迷惑をおかけし、誠に申し訳ございません。\n交換品は10月19日に発送いたします。"
	tests := []typedCatch{
		{"de_english_noun", TypePurity, deGolden(deSummary), editOnce(deSummary, "in der Wohnung von", "in der apartment von"), "apartment"},
		{"de_english_compound_head", TypePurity, deGolden(deSummary), editOnce(deSummary, "Rechnungsbetrag", "invoicesbetrag"), "invoicesbetrag"},
		{"de_salutation_joined", TypeWellFormed, deGolden(deLetter), editOnce(deLetter, "Herr Weiß,\n\nvielen", "Herr Weiß vielen"), "salutation runs into"},
		{"ja_salutation_joined", TypeWellFormed, jaGolden(jaLetter), editOnce(jaLetter, "松本様\n", "松本様"), "salutation runs into"},
		{"ja_humble_stacked", TypeWellFormed, jaGolden(jaLetter), editOnce(jaLetter, "発送いたします", "発送申し上げいたします"), "申し上げいたし"},
		{"ja_kiden_for_customer", TypeStance, jaGolden(jaLetter), editOnce(jaLetter, "交換品は", "貴殿への交換品は"), "貴殿"},
		{"de_legal_form_first", TypeWellFormed, deGolden("| Anbieter | Preis |\n|---|---|\n| Kühltechnik Straßburger GmbH | 14.890,00 € |"), "| Anbieter | Preis |\n|---|---|\n| GmbH Kühltechnik Straßburger | 14.890,00 € |", "legal form stands before"},
		{"de_line_cut_inside", TypeTruncation, deGolden(deMinutes), editOnce(deMinutes, "für Schallschutzwände, die der Ausschuss freigegeben hat.", "für"), "a line stops mid-sentence"},
		{"de_request_made_reply", TypeStance, deGolden(deSummary), editOnce(deSummary, "bittet um ein Rücksendeetikett", "bittet um Rückmeldung"), "a mere reply or handling"},
		{"ja_request_made_handling", TypeStance, jaGolden("10月22日までの交換品到着を希望。"), "10月22日までの対応を希望。", "a mere reply or handling"},
	}
	assertTypedCatches(t, tests)
}

func TestRules87PassParaphrases(t *testing.T) {
	deLetter := "Sehr geehrter Herr Weiß,\n\nvielen Dank für Ihre Nachricht. Wir senden Ihnen am 20.10.2026 eine Ersatzlampe zu.\n\nMit freundlichen Grüßen"
	deMinutes := "- Die Inbetriebnahme verschiebt sich auf den 07.12.2026.\n- Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände, die der Ausschuss freigegeben hat.\n- Die nächste Sitzung findet am 12.11.2026 statt."
	tests := []typedPass{
		{"de_salutation_without_comma_on_its_line", TypeWellFormed, deGolden(deLetter), editOnce(deLetter, "Herr Weiß,\n", "Herr Weiß\n")},
		{"de_english_loanword", TypePurity, deGolden(deLetter), editOnce(deLetter, "vielen Dank für Ihre Nachricht.", "vielen Dank für Ihre Nachricht an unser Service-Team.")},
		{"de_legal_form_after_name", TypeWellFormed, deGolden("Die Kühltechnik Straßburger GmbH bietet 14.890,00 €."), "Die Firma Kühltechnik Straßburger GmbH bietet 14.890,00 €."},
		{"de_line_wrapped_by_a_mailer", TypeTruncation, deGolden(deMinutes), editOnce(deMinutes, "für Schallschutzwände, die", "für\nSchallschutzwände, die")},
		{"de_reply_asked_by_the_case", TypeStance, generalCase{lang: "de", golden: "- Frau Köhler bittet um Rückmeldung bis Freitag.", request: "Bitte um Rückmeldung bis Freitag."}, "- Frau Köhler bittet um Rückmeldung bis Freitag."},
	}
	assertTypedPasses(t, tests)
}
