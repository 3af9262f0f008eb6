package gate

import (
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/scrape"
	"github.com/infergate/infergate/internal/threshold"
)

// ttftSplitPlan is one cell of 40 requests sent one at a time (about a wall second
// at time scale 5, and no request queues behind another, so the engine's share moves
// only with the simulator's own step timing) that gates the front end's share of TTFT
// at 20 ms: a 30 ms hop must fail it, the simulator alone must not.
const ttftSplitPlan = `name: ttft-split-test
slo: {ttft: 2s, e2el: 60s}
trials: 1
warmup: {requests: 2}
workloads:
  short-chat: {input: {mean: 500, spread: 0}, output: {mean: 16, spread: 0}}
prefix:
  fresh: {}
loads:
  light: {concurrency: 1, requests: 40}
cells:
  "*":
    error_rate: ["< 1%"]
    ttft_overhead: ["avg < 20ms"]
`

// TestGatewayHopTTFTSplit runs one cell on the simulator alone, behind a 30 ms gateway
// hop (gateway_delay: the engine sees each request 30 ms after the client sent it),
// and with a /metrics that answers 404 as Ollama's missing one does. The hop must show
// as about 30 ms more front-end TTFT while vLLM's share stays where it was, and fail
// "avg < 20ms"; without /metrics the check is INCONCLUSIVE with "engine share
// unavailable", never a number.
func TestGatewayHopTTFTSplit(t *testing.T) {
	planFile := filepath.Join(t.TempDir(), "ttft-split.yaml")
	require.NoError(t, os.WriteFile(planFile, []byte(ttftSplitPlan), 0o644))
	noMetrics := httptest.NewServer(http.NotFoundHandler())
	defer noMetrics.Close()
	tests := []struct {
		name string
		vars map[string]string
		want threshold.Status // ttft_overhead's verdict
	}{
		{"simulator", map[string]string{"INFERGATE_SIM": "time_scale=5"}, threshold.Pass},
		{"30ms-hop", map[string]string{"INFERGATE_SIM": "time_scale=5,gateway_delay=30ms"}, threshold.Fail},
		{"no-metrics", map[string]string{"INFERGATE_SIM": "time_scale=5", "INFERGATE_METRICS_URL": noMetrics.URL + "/metrics"}, threshold.Inconclusive},
	}
	splits := map[string]scrape.TTFTSplit{}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := openGate(t, planFile, tt.vars)
			res := runOnly(t, r)
			sp := res.TTFTSplit()
			splits[tt.name] = sp
			ms := func(v scrape.Value) string {
				if !v.OK {
					return "n/a"
				}
				return fmtSeconds(v.V)
			}
			t.Logf("%s: mean TTFT over %d requests: client %s, engine %s (queue %s, prefill %s), front end %s",
				tt.name, sp.Requests, ms(sp.Client), ms(sp.Engine), ms(sp.Queue), ms(sp.Prefill), ms(sp.FrontEnd))
			var j *Judgement
			for i := range res.Judgements {
				switch res.Judgements[i].Metric {
				case "ttft_overhead":
					j = &res.Judgements[i]
				case "error_rate":
					assert.Equal(t, threshold.Pass, res.Judgements[i].Status, res.Judgements[i].Message)
				}
			}
			require.NotNil(t, j, "ttft_overhead judged")
			assert.Equal(t, tt.want, j.Status, j.Message)
			rec := cellRecord(res, r.Gate.Plan, false).TTFTSplit
			require.NotNil(t, rec, "the results file records the split")
			assert.Equal(t, sp.Requests, rec.Requests)
			if tt.want == threshold.Inconclusive {
				assert.Equal(t, threshold.ReasonUnavailable, j.Reason)
				assert.Contains(t, j.Message, "engine share unavailable")
				assert.Nil(t, rec.Engine, "no engine figure without /metrics")
				assert.Nil(t, rec.FrontEnd)
				assert.Contains(t, rec.EngineWhy, "engine share unavailable")
				require.NotNil(t, rec.Client, "the client's own mean stays")
				return
			}
			require.True(t, sp.FrontEnd.OK, sp.FrontEnd.Reason)
			require.True(t, sp.Queue.OK, sp.Queue.Reason)
			require.True(t, sp.Prefill.OK, sp.Prefill.Reason)
			require.NotNil(t, rec.FrontEnd)
			assert.InDelta(t, sp.FrontEnd.V, *rec.FrontEnd, 1e-12)
			assert.InDelta(t, sp.Engine.V, *rec.Engine, 1e-12)
			// vLLM's TTFT runs from arrival: its queue and prefill phases make it up.
			assert.InDelta(t, sp.Engine.V, sp.Queue.V+sp.Prefill.V, 1e-3, "engine TTFT = queue + prefill")
			assert.GreaterOrEqual(t, sp.FrontEnd.V, 0.0, "the client cannot see a token before the engine makes it")
		})
	}
	base, hop := splits["simulator"], splits["30ms-hop"]
	if !base.FrontEnd.OK || !hop.FrontEnd.OK {
		return // reported above
	}
	// The hop adds 30 ms at the front end (the client's own delivery, a fraction of a
	// wall millisecond scaled 5×, is in both) and nothing at the engine. The hop is a
	// 6 ms wall timer at time scale 5 (scale 10 doubled every wall jitter below, and
	// read 33-37 ms), and a timer fires late, never early: each 0.1 ms it overshoots
	// reads as 0.5 ms more, so the bound above is looser than below.
	delta := hop.FrontEnd.V - base.FrontEnd.V
	assert.True(t, delta >= 0.025 && delta <= 0.050, "the hop shows as ~30 ms of front-end TTFT: %s with it, %s without", hop.FrontEnd, base.FrontEnd)
	// The engine's share is in virtual time, but the engine loop wakes on wall-clock
	// timers, whose lateness (scaled 5×) moved its mean by up to 2 ms between runs of
	// the same cell: 4 ms tells "where it was" from a hop counted in it (30 ms).
	assert.InDelta(t, base.Engine.V, hop.Engine.V, math.Max(0.004, 0.2*base.Engine.V), "the engine's share stays: %s vs %s", hop.Engine, base.Engine)
}
