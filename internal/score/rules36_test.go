package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Currencies, leaked source words and nouns put for their siblings with the words
// that agree with them: the rules a blind batch on translation faults prompted, what
// each catches and paraphrases it lets pass.
func TestCurrencyLeakAgreementRulesCatch(t *testing.T) {
	de := func(golden string) generalCase { return generalCase{lang: "de", golden: golden} }
	ja := func(golden string) generalCase { return generalCase{lang: "ja", golden: golden} }
	tests := []struct {
		name, typ string
		g         generalCase
		text      string
		reason    string
	}{
		// A noun put for another of its kind, its article, adjective and pronoun agreeing.
		{"de_appointment_made_deadline_with_pronoun", TypePolarity, de("Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte spätestens 24 Stunden vorher ab."),
			"Falls Sie die Frist nicht wahrnehmen können, sagen Sie sie bitte spätestens 24 Stunden vorher ab.", `"Termin" made "Frist"`},
		{"de_appointment_made_deadline_with_adjective", TypePolarity, de("Herr Strauß bittet, die Mehrkosten und den neuen Termin bis zum 21.10.2026 freizugeben."),
			"Herr Strauß bittet, die Mehrkosten und die neue Frist bis zum 21.10.2026 freizugeben.", `"Termin" made "Frist"`},
		{"de_shipping_made_by_sea", TypePolarity, de("Aufgrund des Fertigungsablaufs verschiebt sich der Versand der Teile auf den 26.10.2026."),
			"Aufgrund des Fertigungsablaufs verschiebt sich die Verschiffung der Teile auf den 26.10.2026.", `"Versand" made "Verschiffung"`},
		// An apology made regret about the state of things.
		{"de_apology_made_regret", TypeStance, de("Vielen Dank für Ihre Nachricht, und es tut uns leid, dass Ihre Stehlampe flackert."),
			"Vielen Dank für Ihre Nachricht, und es ist schade, dass Ihre Stehlampe flackert.", "the golden apologises"},
		{"de_apology_made_a_judgement", TypeStance, de("Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen."),
			"Die Unannehmlichkeiten sind bedauerlich.", "the golden apologises"},
		{"ja_apology_made_regret", TypeStance, ja("ご迷惑をおかけし、誠に申し訳ございません。交換品を発送いたします。"),
			"誠に残念です。交換品を発送いたします。", "the golden apologises"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(tt.typ, tt.text)
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

func TestCurrencyLeakAgreementRulesPassParaphrases(t *testing.T) {
	de := func(golden string) generalCase { return generalCase{lang: "de", golden: golden} }
	tests := []struct {
		name, typ string
		g         generalCase
		text      string
	}{
		{"de_appointment_made_meeting", TypePolarity, de("Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte spätestens 24 Stunden vorher ab."),
			"Falls Sie die Besprechung nicht wahrnehmen können, sagen Sie sie bitte spätestens 24 Stunden vorher ab."},
		{"de_adjective_only", TypePolarity, de("Herr Strauß bittet, den neuen Termin bis zum 21.10.2026 freizugeben."),
			"Herr Strauß bittet, den neuen Termin bis spätestens 21.10.2026 freizugeben."},
		{"de_shipping_made_dispatch", TypePolarity, de("Aufgrund des Fertigungsablaufs verschiebt sich der Versand der Teile auf den 26.10.2026."),
			"Aufgrund des Fertigungsablaufs verschiebt sich die Versendung der Teile auf den 26.10.2026."},
		{"de_apology_as_we_regret", TypeStance, de("Vielen Dank für Ihre Nachricht, und es tut uns leid, dass Ihre Stehlampe flackert."),
			"Wir bedauern sehr, dass Ihre Stehlampe flackert, und danken Ihnen für Ihre Nachricht."},
		{"de_apology_as_excuse", TypeStance, de("Es tut uns leid, dass Ihre Stehlampe flackert."),
			"Bitte entschuldigen Sie, dass Ihre Stehlampe flackert."},
		{"ja_apology_as_inconvenience", TypeStance, generalCase{lang: "ja", golden: "ご迷惑をおかけし、誠に申し訳ございません。"},
			"ご不便をおかけしましたことを深くお詫び申し上げます。"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(tt.typ, tt.text)
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
