package verdict

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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

// TestSummarizeTraffic: the summary adds up the matrix's traffic time, what was
// planned at each cell's own rate, and the capacity search's probes, and names the
// cells that ran on past their plan; the verdict block prints them.
func TestSummarizeTraffic(t *testing.T) {
	r := results.Run{
		Cells: []results.Cell{
			{Name: "a/x/low", Duration: 60, Sequential: &results.Sequential{Planned: 100, Sent: 100}},
			{Name: "b/x/low", Duration: 150, Sequential: &results.Sequential{Looks: 4, StoppedAt: 10, Planned: 100, Sent: 250, Limit: 300, Max: 3}},
			{Name: "e/x/low", Duration: 61, Sequential: &results.Sequential{Looks: 4, StoppedAt: 4, Planned: 100, Sent: 102, Limit: 300, Max: 3}},
			{Name: "c/x/low", Duration: 30, Sequential: &results.Sequential{Looks: 4, Planned: 100, Sent: 50, StoppedAt: 2}},
			{Name: "d/x/low", Duration: 10, Retried: []string{"the simulator fell behind", "the load generator fell behind"}},
		},
		Capacity: []results.Capacity{
			{Workload: "a", Steps: []results.CapacityStep{{Rate: 2, Requests: 60}, {Rate: 4, Requests: 120}}},
			// A probe that stopped early ran 7.5 of its planned 30 s: what it ran counts.
			{Workload: "c", Steps: []results.CapacityStep{{Rate: 4, Requests: 120, StoppedEarly: true, Traffic: 7.5}}},
			{Workload: "b", Source: "the baseline x.json", Steps: []results.CapacityStep{{Rate: 2, Requests: 60}}},
		},
	}
	s := Summarize(&r)
	assert.InDelta(t, 311, s.Traffic, 1e-9)
	assert.InDelta(t, 60+60+60+10+61*100.0/102, s.Planned, 1e-9, "each cell's plan at its own rate")
	assert.InDelta(t, 67.5, s.CapacityTraffic, 1e-9, "a capacity taken from the baseline cost nothing; a probe that stopped early counts what it ran")
	assert.Equal(t, []string{"b/x/low 2.5×"}, s.RanOn, "a cell decided at its planned end did not run on, whatever was in flight")
	var b strings.Builder
	require.NoError(t, s.WriteBlock(&b, nil))
	assert.Contains(t, b.String(), "traffic (simulated time): matrix 5m11s, planned 4m10s; capacity search 1m8s")
	assert.Contains(t, b.String(), "ran on past their plan until decided: b/x/low 2.5×")
	assert.Equal(t, []string{"d/x/low: 3 attempts"}, s.Retried)
	assert.Contains(t, b.String(), "ran again after the machine fell behind (earlier attempts discarded): d/x/low: 3 attempts")
}
