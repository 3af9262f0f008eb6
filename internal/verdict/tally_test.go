package verdict

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/infergate/infergate/internal/results"
)

func TestTallyRun(t *testing.T) {
	cell := func(name string, statuses ...string) results.Cell {
		c := results.Cell{Name: name}
		for _, s := range statuses {
			c.Verdicts = append(c.Verdicts, results.Verdict{Metric: "ttft", Expr: "p(50) < 1s", Status: s})
		}
		return c
	}
	for _, tc := range []struct {
		name    string
		run     results.Run
		verdict string
	}{
		{"all pass", results.Run{Cells: []results.Cell{cell("a", "PASS", "SKIPPED")}}, VerdictPass},
		{"a failing check", results.Run{Cells: []results.Cell{cell("a", "PASS", "FAIL")}}, VerdictFail},
		{"an inconclusive check", results.Run{Cells: []results.Cell{cell("a", "PASS", "INCONCLUSIVE")}}, VerdictInconclusive},
		{"lower-case and skip", results.Run{Cells: []results.Cell{cell("a", "pass", "skip")}}, VerdictPass},
		{"an unknown status", results.Run{Cells: []results.Cell{cell("a", "PASS", "MAYBE")}}, VerdictInconclusive},
		{"only skipped", results.Run{Cells: []results.Cell{cell("a", "SKIPPED")}}, VerdictInconclusive},
		{"an invalid cell", results.Run{Cells: []results.Cell{{Name: "a", Invalid: "behind", Verdicts: cell("a", "PASS").Verdicts}}}, VerdictInconclusive},
		{"a failing test", results.Run{Cells: []results.Cell{cell("a", "PASS")}, Tests: []results.Test{{Name: "TestBurst", Status: "FAIL"}}}, VerdictFail},
		{"tests only", results.Run{Tests: []results.Test{{Name: "TestBurst", Status: "PASS"}}}, VerdictPass},
		{"a skipped test", results.Run{Cells: []results.Cell{cell("a", "PASS")}, Tests: []results.Test{{Name: "TestCapacity", Status: "SKIP"}}}, VerdictPass},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := TallyRun(&tc.run)
			assert.Equal(t, tc.verdict, got.Verdict)
			n := 0
			for _, c := range tc.run.Cells {
				n += len(c.Verdicts)
			}
			assert.Equal(t, n, got.Checks())
		})
	}
}
