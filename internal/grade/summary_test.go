package grade

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestFormatScores(t *testing.T) {
	tests := []struct {
		name   string
		scores map[string]float64
		want   string
	}{
		{"none", nil, "none"},
		{"chrf_one_decimal_fact_recall_two", map[string]float64{"fact_recall": 1, "chrf": 45.234589234567891}, "chrf 45.2, fact_recall 1.00"},
		{"share_rounds", map[string]float64{"fact_recall": 5.0 / 6}, "fact_recall 0.83"},
		{"id_order", map[string]float64{"chrf_summary": 100, "chrf_vs_baseline": 87.06, "chrf_reply": 98.249, "fact_recall": 0.5},
			"chrf_reply 98.2, chrf_summary 100.0, chrf_vs_baseline 87.1, fact_recall 0.50"},
		{"not_a_number", map[string]float64{"chrf": math.NaN()}, "chrf NaN"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, FormatScores(tt.scores))
		})
	}
}

func TestSummary(t *testing.T) {
	type add struct {
		lang string
		o    Outcome
	}
	many := func(lang string, o Outcome, n int) []add {
		out := make([]add, n)
		for i := range out {
			out[i] = add{lang, o}
		}
		return out
	}
	cat := func(xs ...[]add) []add {
		var out []add
		for _, x := range xs {
			out = append(out, x...)
		}
		return out
	}
	tests := []struct {
		name     string
		adds     []add
		results  string
		baseline string
		want     string
	}{
		{"nothing_ran", nil, "", "", ""},
		{"all_pass_per_language", cat(many("ja", Passed, 8), many("de", Passed, 8)), "results/quality-20261130T222956Z.json", "",
			"quality: 16 passed, 0 failed of 16 fixtures (ja 8 passed, 0 failed; de 8 passed, 0 failed); results: results/quality-20261130T222956Z.json"},
		{"failures_in_suite_order", cat(many("ja", Passed, 7), many("ja", Failed, 1), many("de", Failed, 2), many("de", Passed, 6)), "/tmp/q/quality-x.json", "",
			"quality: 13 passed, 3 failed of 16 fixtures (ja 7 passed, 1 failed; de 6 passed, 2 failed); results: /tmp/q/quality-x.json"},
		{"skipped_only_when_some", cat(many("de", Passed, 2), many("de", Skipped, 1), many("ja", Passed, 1)), "", "",
			"quality: 3 passed, 0 failed, 1 skipped of 4 fixtures (de 2 passed, 0 failed, 1 skipped; ja 1 passed, 0 failed)"},
		{"one_language_not_repeated", many("ja", Failed, 2), "", "",
			"quality: 0 passed, 2 failed of 2 fixtures"},
		{"against_the_baseline", many("de", Failed, 1), "/tmp/q/quality-x.json", "against the baseline: 1 case newly failing, 0 newly passing, McNemar exact p = 1 over 1 paired case; REGRESSION",
			"quality: 0 passed, 1 failed of 1 fixtures; against the baseline: 1 case newly failing, 0 newly passing, McNemar exact p = 1 over 1 paired case; REGRESSION; results: /tmp/q/quality-x.json"},
		{"update", cat(many("ja", Updated, 1), many("de", Updated, 1), many("de", Failed, 1)), "", "",
			"quality: 0 passed, 1 failed, 2 rewritten (-update) of 3 fixtures (ja 0 passed, 0 failed, 1 rewritten (-update); de 0 passed, 1 failed, 1 rewritten (-update))"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s Summary
			for _, a := range tt.adds {
				s.Add(a.lang, a.o)
			}
			if tt.results != "" {
				s.SetResults(tt.results)
			}
			s.SetBaseline(tt.baseline)
			assert.Equal(t, tt.want, s.String())
		})
	}
}
