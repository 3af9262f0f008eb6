package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The numbers check catches a date in another date's place: two dates swapped, or
// one moved where the golden has another, though every date is the golden's.
func TestNumbersCatchesMovedDates(t *testing.T) {
	tests := []struct {
		name, lang, golden, answer, reason string
	}{
		{"swapped_de", "de", "Der Versand verschiebt sich vom 19.10.2026 (Montag) auf den 26.10.2026 (Montag).",
			"Der Versand verschiebt sich vom 26.10.2026 (Montag) auf den 19.10.2026 (Montag).", "another date's place"},
		{"swapped_statt_de", "de", "Der Verdichter kommt erst am 23.11.2026 statt am 02.11.2026.",
			"Der Verdichter kommt erst am 02.11.2026 statt am 23.11.2026.", "another date's place"},
		{"swapped_ja", "ja", "交換品は10月19日に発送いたしますので、10月22日（木）までにお届けできる見込みです。",
			"交換品は10月22日に発送いたしますので、10月19日（木）までにお届けできる見込みです。", "another date's place"},
		{"swapped_json_keys", "ja", `{"start_date": "2026-12-01", "end_date": "2027-11-30"}`,
			`{"start_date": "2027-11-30", "end_date": "2026-12-01"}`, "another date's place"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chk := Check{Type: TypeNumbers, Lang: tt.lang, Golden: tt.golden}
			assert.True(t, chk.Run(Output{Text: tt.golden, RefYear: 2026}).Pass)
			r := chk.Run(Output{Text: tt.answer, RefYear: 2026})
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

// A paraphrase that puts the same dates in other words, or says a common phrase (auf
// den) of two dates, moves none.
func TestNumbersPassesRewordedDates(t *testing.T) {
	tests := []struct {
		name, lang, golden, answer string
	}{
		{"auf_den_twice", "de", "Laut Frau Dr. Vogt kommt der Verdichter erst am 23.11.2026 statt am 02.11.2026; die Inbetriebnahme verschiebt sich auf den 07.12.2026.",
			"Die Lieferung des Verdichters verzögert sich vom 02.11.2026 auf den 23.11.2026, die Inbetriebnahme deshalb auf den 07.12.2026."},
		{"other_things_in_the_places", "de", "Laut Frau Dr. Vogt kommt der Verdichter erst am 23.11.2026 statt am 02.11.2026; die Inbetriebnahme verschiebt sich auf den 07.12.2026.",
			"Lieferung des Verdichters verzögert sich vom 02.11.2026 auf den 23.11.2026 (Bericht Frau Dr. Vogt), Inbetriebnahme damit erst am 07.12.2026."},
		{"reordered_de", "de", "Der Versand verschiebt sich vom 19.10.2026 auf den 26.10.2026.",
			"Statt am 19.10.2026 versenden wir die Teile erst am 26.10.2026."},
		{"reordered_ja", "ja", "交換品は10月19日に発送いたしますので、10月22日（木）までにお届けできる見込みです。",
			"10月22日（木）までにお届けできるよう、交換品を10月19日に発送いたします。"},
		{"json_same_keys", "ja", `{"start_date": "2026-12-01", "end_date": "2027-11-30"}`,
			`{"end_date": "2027-11-30", "start_date": "2026-12-01"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{Type: TypeNumbers, Lang: tt.lang, Golden: tt.golden}.Run(Output{Text: tt.answer, RefYear: 2026})
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
