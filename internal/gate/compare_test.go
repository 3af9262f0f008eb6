package gate

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/threshold"
	"github.com/infergate/infergate/internal/verdict"
)

// TestBaselineRoundTrip writes a real results file, reads it back as a baseline and
// compares it with itself for every metric a compare gate may name: each comparison
// finds a value on both sides (none is silently unavailable) and passes, and each
// metric a results file cannot give back is refused by name.
func TestBaselineRoundTrip(t *testing.T) {
	dir := t.TempDir()
	planFile := filepath.Join(dir, "roundtrip.yaml")
	require.NoError(t, os.WriteFile(planFile, []byte(`name: roundtrip
slo: {ttft: 2s, tpot: 80ms, e2el: 60s}
workloads:
  short-chat: {input: {mean: 400, spread: 0.3}, output: {mean: 40, spread: 0.3}}
prefix:
  reused: {shared: 0.5, groups: 2, prime: true}
loads:
  normal: {rate: 10/s, duration: 4s}
cells:
  "*": {error_rate: ["< 1%"]}
`), 0o644))
	r := openGate(t, planFile, nil)
	res := runOnly(t, r)
	r.Record(res)
	path, err := r.Finish()
	require.NoError(t, err)
	run, err := results.Read(path)
	require.NoError(t, err)
	require.Len(t, run.Cells, 1)
	c := &run.Cells[0]
	assert.False(t, run.Partial, "the run covered its one-cell plan")
	require.NotNil(t, run.Summary, "the summary heads the file")
	assert.Equal(t, verdict.VerdictPass, run.Summary.Verdict)
	assert.Equal(t, 1, run.Summary.Checks["PASS"], "error_rate")
	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Contains(t, string(raw), `"prefix_cache_queries":{"v":`, "the server block is snake_case")
	assert.NotContains(t, string(raw), `"PrefixCacheQueries"`)

	for _, m := range threshold.Metrics() {
		t.Run(m.Name, func(t *testing.T) {
			if m.Name == "ttft_later_turns" {
				// A single-turn cell has no later turns: the file says so, and
				// TestAgenticPlan compares a session cell with itself.
				assert.Contains(t, results.Observe(c, m).Unavailable, "not a session workload")
				return
			}
			if ok, why := results.Comparable(m.Name); !ok {
				assert.NotEmpty(t, why)
				obs := results.Observe(c, m)
				assert.Contains(t, obs.Unavailable, "cannot be read back from a results file", "a metric that is not kept says so")
				return
			}
			expr := map[threshold.Kind]string{threshold.Latency: "p(50) <= +0%", threshold.Ratio: "<= +0%", threshold.Rate: ">= -0%", threshold.Count: "<= +0%"}[m.Kind]
			if m.Kind == threshold.Ratio && (m.Name == "goodput_ratio" || m.Name == "prefix_hit_ratio" || m.Name == "cached_ratio") {
				expr = ">= -0%"
			}
			gates := []results.Gate{{Metric: m.Name, Expr: expr, Pos: "test"}}
			vs := verdict.JudgeGates(gates, c, c, verdict.Judging{BaseName: path, Level: 0.90, Seed: 1, BaseSLO: run.Manifest.Plan.SLO, CandSLO: run.Manifest.Plan.SLO})
			require.Len(t, vs, 1)
			v := vs[0]
			assert.NotEqual(t, threshold.ReasonUnavailable, v.Reason, "%s: %s", m.Name, v.Message)
			assert.False(t, math.IsNaN(v.Baseline), "%s: the baseline has a value: %s", m.Name, v.Message)
			assert.Equal(t, threshold.Pass, v.Status, "%s compared with itself: %s", m.Name, v.Message)
		})
	}
}

// TestFinishPartial: a run that covers only part of its plan is marked partial, says
// what it left out, and leaves the latest.json of a complete run alone.
func TestFinishPartial(t *testing.T) {
	dir := t.TempDir()
	planFile := filepath.Join(dir, "partial.yaml")
	require.NoError(t, os.WriteFile(planFile, []byte(`name: partial
slo: {ttft: 2s, tpot: 80ms, e2el: 60s}
workloads:
  short-chat: {input: {mean: 200, spread: 0.3}, output: {mean: 20, spread: 0.3}}
prefix:
  fresh: {}
loads:
  a: {rate: 10/s, duration: 2s}
cells:
  "*": {error_rate: ["< 1%"]}
`), 0o644))
	out := filepath.Join(dir, "out")
	complete := openGate(t, planFile, map[string]string{"INFERGATE_OUT": out})
	complete.Record(runOnly(t, complete))
	f, err := complete.FinishRun()
	require.NoError(t, err)
	require.NotNil(t, f)
	assert.Empty(t, f.Missing)
	assert.True(t, f.Stored.Latest)

	// The same plan with a second load: the run below records only the first.
	require.NoError(t, os.WriteFile(planFile, []byte(strings.Replace(mustRead(t, planFile), "  a: {rate: 10/s, duration: 2s}\n",
		"  a: {rate: 10/s, duration: 2s}\n  b: {rate: 10/s, duration: 2s}\n", 1)), 0o644))
	partial := openGate(t, planFile, map[string]string{"INFERGATE_OUT": out})
	c := &partial.Gate.Plan.Cells[0]
	partial.Record(runValid(t, partial, c, 0))
	f, err = partial.FinishRun()
	require.NoError(t, err)
	assert.Equal(t, []string{"cell short-chat/fresh/b"}, f.Missing)
	assert.False(t, f.Stored.Latest, "a partial run does not replace a complete latest.json")
	assert.Contains(t, f.Stored.LatestKept, "holds a complete run")
	own, err := results.Read(f.Stored.Path)
	require.NoError(t, err)
	assert.True(t, own.Partial)
	assert.Equal(t, []string{"cell short-chat/fresh/b"}, own.Summary.Missing)
	latest, err := results.Read(filepath.Join(out, results.Latest))
	require.NoError(t, err)
	assert.False(t, latest.Partial, "latest.json still holds the complete run")
}

func mustRead(tb testing.TB, path string) string {
	tb.Helper()
	b, err := os.ReadFile(path)
	require.NoError(tb, err)
	return string(b)
}

// TestCellRecordsItsCompareGates: Run.Cell measures a cell, judges its compare gates
// against the baseline and records it once, so the results file holds every
// verdict the cell reported, the compare gates' included, in the same order.
func TestCellRecordsItsCompareGates(t *testing.T) {
	dir := t.TempDir()
	planFile := filepath.Join(dir, "cell.yaml")
	require.NoError(t, os.WriteFile(planFile, []byte(`name: cell
slo: {ttft: 2s, e2el: 60s}
workloads:
  short-chat: {input: {mean: 300, spread: 0.2}, output: {mean: 20, spread: 0.2}}
prefix:
  fresh: {}
loads:
  normal: {rate: 10/s, duration: 3s}
cells:
  "*": {error_rate: ["< 1%"]}
compare:
  ttft: ["p(50) <= +50%"]
  goodput_rph: [">= -50%"]
`), 0o644))
	runOnce := func(vars map[string]string) (*CellResult, string) {
		r := openGate(t, planFile, vars)
		res, err := r.Cell(t.Context(), &r.Gate.Plan.Cells[0])
		require.NoError(t, err)
		path, err := r.Finish()
		require.NoError(t, err)
		return res, path
	}
	_, basePath := runOnce(nil)
	res, candPath := runOnce(map[string]string{"INFERGATE_BASELINE": basePath})
	run, err := results.Read(candPath)
	require.NoError(t, err)
	require.Len(t, run.Cells, 1)
	var want, got []string
	for _, j := range res.Judgements {
		want = append(want, j.Metric+" "+string(j.Status))
	}
	for _, v := range run.Cells[0].Verdicts {
		got = append(got, v.Metric+" "+v.Status)
	}
	assert.Equal(t, want, got, "the record holds the cell's verdicts, compare gates included")
	assert.Len(t, res.Judgements, 3, "error_rate and two compare gates")
}
