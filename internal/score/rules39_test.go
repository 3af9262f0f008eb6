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
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(tt.typ, tt.text)
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
