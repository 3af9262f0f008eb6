package report

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/infergate/infergate/internal/results"
)

func TestSummarize(t *testing.T) {
	cell := func(name string, statuses ...string) results.Cell {
		c := results.Cell{Name: name}
		for _, s := range statuses {
			v := results.Verdict{Metric: "ttft", Status: s}
			if s == "SKIPPED" || s == "INCONCLUSIVE" {
				v.Reason = "too_few_samples"
			}
			c.Verdicts = append(c.Verdicts, v)
		}
		return c
	}
	tests := []struct {
		name    string
		run     results.Run
		verdict string
		failed  []string
	}{
		{"all pass", results.Run{Cells: []results.Cell{cell("a", "PASS", "PASS")}}, VerdictPass, nil},
		{"skips do not fail", results.Run{Cells: []results.Cell{cell("a", "PASS", "SKIPPED")}}, VerdictPass, nil},
		{"a failing check", results.Run{Cells: []results.Cell{cell("a", "PASS"), cell("b", "PASS", "FAIL")}}, VerdictFail, []string{"b"}},
		{"an unskipped inconclusive", results.Run{Cells: []results.Cell{cell("a", "PASS", "INCONCLUSIVE")}}, VerdictInconclusive, []string{"a"}},
		{"a failing test", results.Run{Cells: []results.Cell{cell("a", "PASS")}, Tests: []results.Test{{Name: "TestBurst", Status: "FAIL"}}}, VerdictFail, nil},
		{"nothing judged", results.Run{Cells: []results.Cell{cell("a", "SKIPPED")}}, VerdictInconclusive, nil},
		{"empty", results.Run{}, VerdictInconclusive, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := Summarize(&tt.run)
			assert.Equal(t, tt.verdict, s.Verdict)
			assert.Equal(t, tt.failed, s.FailedCells)
			total := 0
			for _, c := range tt.run.Cells {
				total += len(c.Verdicts)
			}
			assert.Equal(t, total, s.Checks["PASS"]+s.Checks["FAIL"]+s.Checks["INCONCLUSIVE"]+s.Checks["SKIPPED"], "every check counted once")
		})
	}
}
