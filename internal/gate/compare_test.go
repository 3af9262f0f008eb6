package gate

import (
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/report"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/threshold"
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

	for _, m := range threshold.Metrics() {
		t.Run(m.Name, func(t *testing.T) {
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
			vs := report.JudgeGates(gates, c, c, report.Judging{BaseName: path, Level: 0.90, Seed: 1, BaseSLO: run.Manifest.Plan.SLO, CandSLO: run.Manifest.Plan.SLO})
			require.Len(t, vs, 1)
			v := vs[0]
			assert.NotEqual(t, threshold.ReasonUnavailable, v.Reason, "%s: %s", m.Name, v.Message)
			assert.False(t, math.IsNaN(v.Baseline), "%s: the baseline has a value: %s", m.Name, v.Message)
			assert.Equal(t, threshold.Pass, v.Status, "%s compared with itself: %s", m.Name, v.Message)
		})
	}
}
