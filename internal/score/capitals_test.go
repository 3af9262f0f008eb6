package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

const capDeLetter = "Sehr geehrte Frau Weber,\n\nvielen Dank für Ihre Nachricht. Ihre Lieferung erfolgt am 12.11.2026. Wir bitten Sie, die Rechnung bis zum 30.11.2026 zu begleichen. Gern senden wir Ihnen die Unterlagen zu.\n\nMit freundlichen Grüßen"

func TestCapitalsCatches(t *testing.T) {
	formal := generalCase{lang: "de", golden: capDeLetter, formal: true}
	tests := []struct {
		name   string
		g      generalCase
		text   string
		reason string
	}{
		{"noun_lowered", formal, editOnce(capDeLetter, "Ihre Lieferung", "Ihre lieferung"), `"lieferung"`},
		{"two_nouns_lowered", formal, editOnce(editOnce(capDeLetter, "die Rechnung", "die rechnung"), "die Unterlagen", "die unterlagen"), `"rechnung", "unterlagen"`},
		{"sie_lowered", formal, editOnce(capDeLetter, "bitten Sie", "bitten sie"), `"sie" written in lower case`},
		{"ihnen_lowered", formal, editOnce(capDeLetter, "wir Ihnen", "wir ihnen"), `"ihnen" in lower case`},
		{"informal_plural", formal, editOnce(capDeLetter, "Wir bitten Sie, die Rechnung", "Wir bitten euch, die Rechnung"), `the reader addressed as ihr: "euch"`},
		{"informal_plural_verb", formal, editOnce(capDeLetter, "Gern senden wir Ihnen die Unterlagen zu.", "Die Unterlagen erhaltet ihr gern. Bitte beachtet, dass ihr erhaltet alles."), `"ihr erhaltet"`},
		{"plural_imperative", generalCase{lang: "de", formal: true, golden: "Bitte schicken Sie die defekte Lampe an uns zurück. Gern senden wir Ihnen die Unterlagen zu."},
			"Bitte schickt die defekte Lampe an uns zurück. Gern senden wir Ihnen die Unterlagen zu.", `"Bitte schickt"`},
		{"sentence_opened_lower", generalCase{lang: "de", golden: "Frau Müller kann die Wohnung ab 8 Uhr aufschließen. Sie bittet um einen Installateur."},
			"Frau Müller kann die Wohnung ab 8 Uhr aufschließen. ihr bittet um einen Installateur.", `sentences opened in lower case: "aufschließen. ihr"`},
		{"imperative_opens_sentence", generalCase{lang: "de", formal: true, golden: "8. Öffnen Sie in der App den Bereich „Zeitprogramm“ und tippen Sie auf „Neu“."},
			"8. Öffnet in der App den Bereich „Zeitprogramm“ und tippt auf „Neu“.", `the reader addressed as ihr: "Öffnet"`},
		{"reader_in_third_person", formal, editOnce(capDeLetter, "vielen Dank für Ihre Nachricht. Ihre Lieferung", "vielen Dank für seine Nachricht. Seine Lieferung"), "given to someone else"},
		{"reader_made_us", formal, editOnce(capDeLetter, "Ihre Lieferung erfolgt", "Unsere Lieferung erfolgt"), `"Unsere Lieferung"`},
		{"sentence_shouted", formal, editOnce(capDeLetter, "Ihre Lieferung erfolgt am 12.11.2026.", "IHRE LIEFERUNG ERFOLGT AM 12.11.2026."), `"IHRE LIEFERUNG ERFOLGT AM"`},
		{"every_address_lowered", formal, "Sehr geehrte Frau Weber,\n\nvielen Dank für ihre Nachricht. ihre Lieferung erfolgt am 12.11.2026. Wir bitten sie, die Rechnung zu begleichen.", "never does"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(TypeCapitals, tt.text)
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

// Other wording keeps the capitals; words German writes both ways, sentence starts,
// a "sie" that is someone else next to the reader's Sie, and other languages pass.
func TestCapitalsParaphrasesPass(t *testing.T) {
	formal := generalCase{lang: "de", golden: capDeLetter, formal: true}
	tests := []struct {
		name string
		g    generalCase
		text string
	}{
		{"reworded", formal, "Sehr geehrte Frau Weber,\n\nherzlichen Dank für Ihre Nachricht. Die Lieferung kommt am 12.11.2026. Bitte begleichen Sie die Rechnung bis zum 30.11.2026. Die Unterlagen schicken wir Ihnen gern.\n\nMit freundlichen Grüßen"},
		{"bitte_and_Bitte", generalCase{lang: "de", golden: "Wir haben Ihre Bitte erhalten."}, "Wir haben Ihre Nachricht erhalten und bitte Sie um Geduld."},
		{"sentence_start_lower_in_golden", formal, "Sehr geehrte Frau Weber,\n\nvielen Dank. Ihre Lieferung erfolgt am 12.11.2026, und wir bitten Sie, die Rechnung zu begleichen; die Unterlagen senden wir Ihnen gern zu.\n\nMit freundlichen Grüßen"},
		{"sie_is_the_delivery", formal, "Sehr geehrte Frau Weber,\n\nvielen Dank für Ihre Nachricht. Ihre Lieferung ist unterwegs; sie erreicht Sie am 12.11.2026. Wir bitten Sie, die Rechnung bis zum 30.11.2026 zu begleichen. Gern senden wir Ihnen die Unterlagen zu.\n\nMit freundlichen Grüßen"},
		{"not_german", generalCase{lang: "ja", golden: "Lieferung"}, "lieferung"},
		// Abbreviations in capitals stand alone or carry lower-case letters, and a run
		// of them names no "die" or "am".
		{"bitte_before_a_participle", generalCase{lang: "de", formal: true, golden: "Bitte schicken Sie die Lampe zurück."}, "Die Lampe wird, bitte beachtet das, abgeholt. Bitte schicken Sie die Lampe zurück."},
		{"her_not_you", formal, "Sehr geehrte Frau Weber,\n\nvielen Dank für Ihre Nachricht. Frau Klein hat ihr Paket erhalten; ihr bisheriger Termin entfällt. Ihre Lieferung erfolgt am 12.11.2026. Wir bitten Sie, die Rechnung bis zum 30.11.2026 zu begleichen.\n\nMit freundlichen Grüßen"},
		{"abbreviations", formal, "Sehr geehrte Frau Weber,\n\nvielen Dank für Ihre Nachricht. Ihre Lieferung (PLZ 80331, inkl. MwSt., gemäß EU-DSGVO und AGB) erfolgt am 12.11.2026 per DHL UPS DPD. Wir bitten Sie, die Rechnung bis zum 30.11.2026 zu begleichen. Gern senden wir Ihnen die Unterlagen als PDF zu.\n\nMit freundlichen Grüßen"},
		// Abbreviations end no sentence; a condition opened by its verb has Sie in it.
		{"abbreviation_stops", generalCase{lang: "de", golden: "Die Lieferung kommt am 12.11.2026."}, "Die Lieferung kommt ca. zwei Tage später, inkl. aller Teile bzw. des Zubehörs, usw. und z. B. auch d. h. alles."},
		{"condition_opened_by_verb", generalCase{lang: "de", formal: true, golden: "Öffnen Sie die App. Starten Sie die Kopplung erneut."},
			"Öffnen Sie die App. Klappt die Kopplung nicht, starten Sie sie erneut. Öffnet sich die App nicht, starten Sie das Smartphone neu."},
		{"golden_shouts_too", generalCase{lang: "de", golden: "WICHTIG: BITTE NICHT KNICKEN. Die Unterlagen liegen bei."}, "WICHTIG: BITTE NICHT KNICKEN. Die Unterlagen sind beigefügt."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(TypeCapitals, tt.text)
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
