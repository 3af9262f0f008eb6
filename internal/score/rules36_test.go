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
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(tt.typ, tt.text)
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
