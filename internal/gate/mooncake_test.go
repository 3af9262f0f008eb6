package gate

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/scrape"
)

// mooncakePlan writes a plan that replays the Mooncake fixture (40 requests over
// 74 s of trace, 512-token blocks, 47.6 % of its prompt tokens in blocks an earlier
// request had) at 5x, under a fresh and a reused prefix mode, and returns its path.
// On the simulator at 4x the replay takes about 4 s, its arrivals 0.24 s apart or
// more in simulated time: long after the prefill of the request before (a prefix is
// cached once computed).
func mooncakePlan(t *testing.T) string {
	t.Helper()
	fixture, err := filepath.Abs(filepath.Join("..", "traffic", "testdata", "mooncake.jsonl"))
	require.NoError(t, err)
	planFile := filepath.Join(t.TempDir(), "mooncake.yaml")
	require.NoError(t, os.WriteFile(planFile, fmt.Appendf(nil, `name: mooncake-test
slo: {ttft: 2s, tpot: 80ms, e2el: 60s}
warmup: {requests: 2}
workloads:
  long-doc: {input: {mean: 2000}, output: {mean: 60}}
prefix:
  fresh: {}
  reused: {shared: 0.5, groups: 2}
loads:
  mooncake: {replay: %q, format: mooncake, block_size: 512, time_scale: 5}
cells:
  "*":
    error_rate: ["< 1%%"]
`, fixture), 0o644))
	return planFile
}

// TestMooncakeReplayPrefixHits replays the Mooncake fixture on the embedded
// simulator and checks that the server's prefix-cache hit ratio over the cell
// (Δ vllm:prefix_cache_hits_total / Δ queries, the gate's prefix_hit_ratio) is the
// one its hash_ids imply, within 5 points: the prompts rebuilt from the hash_ids
// share exactly the prefixes the trace says, and the simulator's cache (16-token
// blocks) serves them. The cell's prefix mode does not change that. With the
// prefix cache off, nothing is served: the ratio measures the sharing.
func TestMooncakeReplayPrefixHits(t *testing.T) {
	planFile := mooncakePlan(t)
	for _, tc := range []struct {
		name, sim string
		cached    bool
	}{
		{"prefix-cache", "time_scale=4", true},
		{"no-prefix-cache", "time_scale=4,enable_prefix_caching=false", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := openGate(t, planFile, map[string]string{"INFERGATE_SIM": tc.sim})
			load, ok := r.Gate.Plan.Load("mooncake")
			require.True(t, ok)
			implied, ok := load.Replay.PrefixHitRatio()
			require.True(t, ok, "the fixture has hash_ids")
			for i := range r.Gate.Plan.Cells {
				c := &r.Gate.Plan.Cells[i]
				if !tc.cached && c.Prefix != "fresh" {
					continue
				}
				res := runValid(t, r, c, 0)
				t.Log(res.Summary())
				assert.Empty(t, failing(res), c.Name)
				got := scrape.Ratio(res.Server.PrefixHits, res.Server.PrefixQueries)
				require.True(t, got.OK, got.String())
				t.Logf("%s: prefix-cache hit ratio implied by the hash_ids %.4f, served %.4f (%s)", c.Name, implied, got.V, got.Source)
				if tc.cached {
					assert.Less(t, math.Abs(got.V-implied), 0.05, "%s: hit ratio within 5 points of the implied %.4f", c.Name, implied)
				} else {
					assert.Zero(t, got.V, "%s: no prefix cache, no hits", c.Name)
				}
			}
		})
	}
}
