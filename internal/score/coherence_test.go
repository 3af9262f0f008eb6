package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

const (
	cohGoldenDe = "Frau Müller meldet, dass in der Wohnung von Herrn Weiß (Brückenstraße 12, 2. OG) seit Mittwoch Wasser tropft. Herr Weiß ist bis zum 22.10.2026 verreist."
	cohGoldenJa = "・新しいお届け予定日は10月21日（水）です。\n・500円分のクーポンをお送りいたします。"
	cohTableDe  = "| Anbieter | Preis |\n|---|---|\n| Angebot 1 der Firma Nord aus Kiel | 14.890,00 € |\n| Angebot 2 der Firma Nord aus Kiel | 12.450,00 € |"
)

// coherence catches a date the calendar does not have and a sentence restated with
// another number.
func TestCoherenceCatches(t *testing.T) {
	tests := []struct {
		name, lang, golden, answer, want string
	}{
		{"day_36_de", "de", cohGoldenDe, replaceOnce(cohGoldenDe, "22.10.2026", "36.10.2026"), "no such date"},
		{"day_36_written_out", "de", cohGoldenDe, replaceOnce(cohGoldenDe, "22.10.2026", "36. Oktober 2026"), "no such date"},
		{"february_30_ja", "ja", cohGoldenJa, replaceOnce(cohGoldenJa, "10月21日", "2月30日"), "no such date"},
		{"restated_with_other_number_de", "de", cohGoldenDe, replaceOnce(cohGoldenDe, "tropft.", "tropft. Frau Müller meldet, dass in der Wohnung von Herrn Weiß (Brückenstraße 22, 2. OG) seit Mittwoch Wasser tropft."), "stated again"},
		{"item_restated_ja", "ja", cohGoldenJa, cohGoldenJa + "\n・新しいお届け予定日は10月22日（水）です。", "stated again"},
		{"free_weekday_changed_de", "de", cohGoldenDe, replaceOnce(cohGoldenDe, "seit Mittwoch", "seit Donnerstag"), "Donnerstag is a day the case does not name"},
		{"free_weekday_added_ja", "ja", cohGoldenJa, cohGoldenJa + "\n・火曜日にご連絡いたします。", "火曜日 is a day the case does not name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chk := Check{Type: TypeCoherence, Lang: tt.lang, Golden: tt.golden}
			assert.True(t, chk.Run(Output{Text: tt.golden}).Pass, "the golden passes")
			r := chk.Run(Output{Text: tt.answer})
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.want)
		})
	}
}

// Paraphrases keep real dates; rows or steps that differ in a number where the golden
// has such rows too are its own pattern.
func TestCoherencePassesParaphrases(t *testing.T) {
	tests := []struct {
		name, lang, golden, answer string
	}{
		{"leap_day_and_versions", "de", cohGoldenDe, "Herr Weiß ist bis 22. Oktober 2026 verreist; die Firmware 1.10.2 ist aktuell, Stichtag war der 29.02.2028."},
		{"golden_rows_alike", "de", cohTableDe, cohTableDe},
		{"two_addresses_of_one_town", "de", cohGoldenDe, cohGoldenDe + "\nLieferanschrift:\nHochschule Rheinstadt\n67059 Ludwigshafen am Rhein\n\nRechnungsanschrift:\nHochschule Rheinstadt\n67002 Ludwigshafen am Rhein"},
		{"same_sentence_twice", "de", cohGoldenDe, cohGoldenDe + " " + cohGoldenDe},
		{"weekday_beside_its_date", "de", cohGoldenDe, cohGoldenDe + " Er kommt am Donnerstag, 22.10.2026, zurück."},
		{"weekday_of_the_case_reworded", "ja", cohGoldenJa, "・お届けは水曜日、10月21日の予定です。\n・500円分のクーポンをお送りいたします。"},
		{"reworded_ja", "ja", cohGoldenJa, "・お届けは10月21日（水）の予定です。\n・お詫びに500円分のクーポンをお送りします。"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{Type: TypeCoherence, Lang: tt.lang, Golden: tt.golden}.Run(Output{Text: tt.answer})
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
