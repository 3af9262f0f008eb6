package scrape_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/scrape"
	"github.com/infergate/infergate/internal/sim/engine"
	"github.com/infergate/infergate/internal/sim/metrics"
)

// phase is one request as the simulator's engine reports it: its time queued and its
// prefill, whose sum is its TTFT (arrival → first token).
type phase struct{ queue, prefill time.Duration }

// simSnapshot parses the simulator registry's /metrics as a snapshot of canonURL.
func simSnapshot(t *testing.T, m *metrics.Metrics, at time.Time) *scrape.Snapshot {
	t.Helper()
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	require.Equal(t, http.StatusOK, rec.Code)
	s, err := scrape.Parse(rec.Body, canonURL, at)
	require.NoError(t, err)
	return s
}

// observe feeds requests to the simulator's metrics as its engine would: the first
// tokens in one step, then each request's finish with its phase timestamps.
func observe(m *metrics.Metrics, reqs []phase) {
	st := engine.StepStats{}
	for _, r := range reqs {
		st.TTFTs = append(st.TTFTs, r.queue+r.prefill)
	}
	m.ObserveStep(&st)
	for _, r := range reqs {
		first := r.queue + r.prefill
		m.ObserveFinish(&engine.RequestStats{Arrival: 0, FirstScheduled: r.queue, FirstToken: first,
			LastToken: first + time.Second, PromptTokens: 100, OutputTokens: 10, Finish: engine.FinishLength})
	}
}

// simTrials runs trials on a fresh simulator registry that has already served one
// earlier request (so every figure is a delta, not a total) and returns Summarize's
// view of each.
func simTrials(t *testing.T, trials ...[]phase) []scrape.Cell {
	t.Helper()
	cfg, err := engine.Preset("tiny")
	require.NoError(t, err)
	m := metrics.New(cfg)
	observe(m, []phase{{queue: 2 * time.Second, prefill: 3 * time.Second}})
	at := time.Unix(1764400000, 0)
	var out []scrape.Cell
	for _, reqs := range trials {
		before := simSnapshot(t, m, at)
		observe(m, reqs)
		at = at.Add(time.Minute)
		out = append(out, scrape.Summarize(before, simSnapshot(t, m, at), nil, cfg.Model))
	}
	return out
}

// plus returns each request's TTFT plus d: a client behind a hop of d.
func plus(reqs []phase, d float64) []float64 {
	out := make([]float64, len(reqs))
	for i, r := range reqs {
		out[i] = (r.queue + r.prefill).Seconds() + d
	}
	return out
}

// TestSplitTTFTExact: against the simulator's /metrics the split is exact. Four
// requests with TTFTs 0.1, 0.2, 0.3 and 0.6 s (queue + prefill 0.05+0.05, 0.1+0.1,
// 0.1+0.2, 0.2+0.4) seen by a client 30 ms later each: engine mean 0.3 s, queue
// 0.1125 s, prefill 0.1875 s, client 0.33 s, front end 0.03 s. Over vLLM's TTFT
// buckets (…, 0.1, 0.25, 0.5, 0.75, …) histogram_quantile puts the median at 0.25
// (rank 2 fills the 0.1–0.25 bucket) and p95 at 0.5 + 0.25 × 0.8 = 0.7.
func TestSplitTTFTExact(t *testing.T) {
	ms := time.Millisecond
	four := []phase{{50 * ms, 50 * ms}, {100 * ms, 100 * ms}, {100 * ms, 200 * ms}, {200 * ms, 400 * ms}}
	one := []phase{{100 * ms, 300 * ms}}
	tests := []struct {
		name   string
		trials [][]phase
		client [][]float64
		want   map[string]float64 // figure → seconds
	}{
		{name: "one trial", trials: [][]phase{four}, client: [][]float64{plus(four, 0.03)},
			want: map[string]float64{"client": 0.33, "engine": 0.3, "queue": 0.1125, "prefill": 0.1875, "front end": 0.03,
				"engine p50": 0.25, "engine p95": 0.7}},
		// Pooled over trials as Σsum/Σcount: engine (1.2 + 0.4)/5, client (1.32 + 0.45)/5.
		{name: "two trials", trials: [][]phase{four, one}, client: [][]float64{plus(four, 0.03), plus(one, 0.05)},
			want: map[string]float64{"client": 0.354, "engine": 0.32, "queue": 0.55 / 5, "prefill": 1.05 / 5, "front end": 0.034}},
		// Through no hop at all the front end's share is 0, exactly, and available.
		{name: "no hop", trials: [][]phase{four}, client: [][]float64{plus(four, 0)},
			want: map[string]float64{"client": 0.3, "engine": 0.3, "front end": 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sp := scrape.SplitTTFT(tt.client, simTrials(t, tt.trials...))
			got := map[string]scrape.Value{"client": sp.Client, "engine": sp.Engine, "queue": sp.Queue, "prefill": sp.Prefill,
				"front end": sp.FrontEnd, "engine p50": sp.EngineP50, "engine p95": sp.EngineP95}
			for name, want := range tt.want {
				v := got[name]
				if assert.True(t, v.OK, "%s: %s", name, v.Reason) {
					assert.InDelta(t, want, v.V, 1e-12, name)
				}
			}
			n := 0
			for _, xs := range tt.client {
				n += len(xs)
			}
			assert.Equal(t, n, sp.Requests)
			assert.Contains(t, sp.Engine.Source, scrape.MetricTTFT)
		})
	}
}

// TestSplitTTFTUnavailable: when the engine's share cannot be had over the client's
// requests, it and the front end's share are unavailable with a reason saying so and
// why, never a number; the client's mean stays.
func TestSplitTTFTUnavailable(t *testing.T) {
	ms := time.Millisecond
	two := []phase{{10 * ms, 90 * ms}, {20 * ms, 180 * ms}}
	// A target without /metrics, as Ollama: both snapshots fail.
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	scr := scrape.New(srv.URL+"/metrics", srv.Client())
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	before, _ := scr.Snapshot(ctx)
	after, _ := scr.Snapshot(ctx)
	noMetrics := scrape.Summarize(before, after, nil, "")

	tests := []struct {
		name   string
		client [][]float64
		trials []scrape.Cell
		want   string // substrings of the reason, "|"-separated
	}{
		{"no /metrics", [][]float64{{0.1, 0.2}}, []scrape.Cell{noMetrics},
			"engine share unavailable: |vllm:time_to_first_token_seconds|404"},
		{"other traffic", [][]float64{{0.13}}, simTrials(t, two),
			"engine share unavailable: |vllm:time_to_first_token_seconds counted 2 requests over the cell, the client measured 1 that ended ok|other traffic"},
		{"second trial differs", [][]float64{plus(two, 0.03), {0.13}}, simTrials(t, two, two),
			"engine share unavailable: trial 2: |counted 2 requests|measured 1"},
		{"no snapshots", [][]float64{{0.1}}, nil, "engine share unavailable: no /metrics snapshots of the cell"},
		{"views and trials differ", [][]float64{{0.1}, {0.1}}, simTrials(t, two), "2 trials measured by the client but 1 /metrics views"},
		{"nothing ended ok", [][]float64{{}}, simTrials(t, nil), "engine share unavailable: |counted no requests"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sp := scrape.SplitTTFT(tt.client, tt.trials)
			checkValue(t, "Engine", sp.Engine, 0, tt.want)
			checkValue(t, "FrontEnd", sp.FrontEnd, 0, tt.want)
			checkValue(t, "EngineP95", sp.EngineP95, 0, "engine share unavailable: ")
			if sp.Requests > 0 {
				assert.True(t, sp.Client.OK, "the client's mean is the client's own: %s", sp.Client.Reason)
			} else {
				checkValue(t, "Client", sp.Client, 0, "no request of the cell ended ok")
			}
		})
	}
}

// TestSplitTTFTWithoutPhases: a server whose version exports TTFT but not the prefill
// histogram (the canned exposition) gives the engine's and front end's shares, and
// says why the prefill phase is missing.
func TestSplitTTFTWithoutPhases(t *testing.T) {
	c := scrape.Summarize(load(t, "vllm-before"), load(t, "vllm-after"), nil, modelName)
	require.True(t, c.TTFT.Observations.OK)
	client := make([]float64, int(c.TTFT.Count))
	for i := range client {
		client[i] = 1
	}
	sp := scrape.SplitTTFT([][]float64{client}, []scrape.Cell{c})
	checkValue(t, "Engine", sp.Engine, c.TTFT.Sum/c.TTFT.Count, "")
	checkValue(t, "FrontEnd", sp.FrontEnd, 1-c.TTFT.Sum/c.TTFT.Count, "")
	checkValue(t, "Prefill", sp.Prefill, 0, "prefill phase unavailable: |vllm:request_prefill_time_seconds|not exported")
	assert.True(t, sp.Queue.OK, sp.Queue.Reason)
}
