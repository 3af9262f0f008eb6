package gate

import (
	"bytes"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/report"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/scrape"
	"github.com/infergate/infergate/internal/threshold"
	"github.com/infergate/infergate/internal/verdict"
)

// TestAgenticPlan runs the shipped thresholds/agentic.yaml on the embedded simulator:
// every cell passes with the prefix cache on, and every cell fails its
// prefix_hit_ratio check with it off. It also checks that sessions behave as planned:
// every turn ends once, carries its turn index, and later turns find their history
// cached.
func TestAgenticPlan(t *testing.T) {
	planFile := filepath.Join(root(t), "thresholds", "agentic.yaml")
	for _, tc := range []struct {
		name, sim string
		pass      bool
	}{
		{"prefix-cache", "time_scale=10", true},
		{"no-prefix-cache", "time_scale=10,enable_prefix_caching=false", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := openGate(t, planFile, map[string]string{"INFERGATE_SIM": tc.sim})
			for i := range r.Gate.Plan.Cells {
				c := &r.Gate.Plan.Cells[i]
				res := runValid(t, r, c, 0)
				t.Log(res.Summary())
				for _, j := range res.Judgements {
					t.Log(j.Message)
				}
				hits := scrape.Ratio(res.Server.PrefixHits, res.Server.PrefixQueries)
				t.Logf("%s: prefix_hit_ratio %s, TTFT p50 by turn %v", c.Name, hits, ttftByTurn(res))
				assert.Positive(t, res.Sessions, c.Name)
				assert.Len(t, res.Trials[0].Records, res.Requests, "%s: every turn recorded", c.Name)
				for _, rec := range res.Trials[0].Records {
					assert.Positive(t, rec.Turn, "%s: %s has a turn index", c.Name, rec.ID)
				}
				r.Record(res)
				if tc.pass {
					assert.Empty(t, failing(res), c.Name)
				} else {
					assert.Contains(t, failing(res), "prefix_hit_ratio", c.Name)
					if c.Workload == "agent" {
						assert.Contains(t, failing(res), "ttft_later_turns", c.Name)
					}
				}
			}
			if tc.pass {
				checkSessionFile(t, r)
			}
		})
	}
}

// checkSessionFile writes the run's results file and checks what it keeps of the
// sessions: every record's turn and session, the cells' sessions, ttft_later_turns
// read back from the records, and the report's TTFT-by-turn table.
func checkSessionFile(t *testing.T, r *Run) {
	t.Helper()
	f, err := r.FinishRun()
	require.NoError(t, err)
	require.NotNil(t, f)
	run, err := results.Read(f.Stored.Path)
	require.NoError(t, err)
	m, ok := threshold.Lookup("ttft_later_turns")
	require.True(t, ok)
	for _, c := range run.Cells {
		assert.Positive(t, c.Sessions, c.Name)
		for _, rec := range c.Records {
			assert.Positive(t, rec.Turn, "%s: %s", c.Name, rec.ID)
			assert.NotEmpty(t, rec.Session, "%s: %s", c.Name, rec.ID)
		}
		obs := results.Observe(&c, m)
		assert.Empty(t, obs.Unavailable, c.Name)
		assert.NotEmpty(t, obs.Samples, "%s: later turns read back from the records", c.Name)
		gates := []results.Gate{{Metric: m.Name, Expr: "p(50) <= +0%", Pos: "test"}}
		vs := verdict.JudgeGates(gates, &c, &c, verdict.Judging{BaseName: f.Stored.Path, Level: 0.90, Seed: 1, BaseSLO: run.Manifest.Plan.SLO, CandSLO: run.Manifest.Plan.SLO})
		if assert.Len(t, vs, 1) {
			assert.Equal(t, threshold.Pass, vs[0].Status, "%s: ttft_later_turns compared with itself: %s", c.Name, vs[0].Message)
		}
	}
	var md bytes.Buffer
	require.NoError(t, report.WriteRun(&md, run, nil))
	assert.Contains(t, md.String(), "### TTFT by turn")
	for _, c := range run.Cells {
		assert.Contains(t, md.String(), "| "+c.Name+" ", "a row of TTFT by turn for %s", c.Name)
	}
}

// ttftByTurn is the median TTFT of the successful requests by turn index, in
// simulated seconds, for the log.
func ttftByTurn(res *CellResult) map[int]float64 {
	by := map[int][]float64{}
	for _, run := range res.Trials {
		for _, rec := range run.Records {
			if rec.Class == client.OK {
				by[rec.Turn] = append(by[rec.Turn], rec.TTFT.Seconds()*run.Scale)
			}
		}
	}
	out := map[int]float64{}
	for k, v := range by {
		out[k] = median(v)
	}
	return out
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}
