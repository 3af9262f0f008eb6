package gate

import (
	"bytes"
	"encoding/json"
	"io"
	"math"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/traffic"
)

// writeTrace writes a request log of Poisson arrivals whose rate steps between
// 1/s and 6/s every minute for minutes, with short prompts and answers, and returns
// its path and arrival offsets.
func writeTrace(t testing.TB, dir string, minutes int) (string, []time.Duration) {
	t.Helper()
	rng := rand.New(rand.NewPCG(11, 3))
	start := time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC)
	var offs []time.Duration
	for m := range minutes {
		rate := []float64{1, 6, 3, 2}[m%4]
		end := time.Duration(m+1) * time.Minute
		for at := time.Duration(m) * time.Minute; ; {
			at += time.Duration(rng.ExpFloat64() / rate * float64(time.Second))
			if at >= end {
				break
			}
			offs = append(offs, at)
		}
	}
	path := filepath.Join(dir, "trace.jsonl")
	f, err := os.Create(path)
	require.NoError(t, err)
	enc := json.NewEncoder(f)
	for _, at := range offs {
		require.NoError(t, enc.Encode(map[string]any{
			"timestamp": start.Add(at).Format(time.RFC3339Nano),
			"usage":     map[string]int{"prompt_tokens": 40 + rng.IntN(200), "completion_tokens": 1 + rng.IntN(12)},
		}))
	}
	require.NoError(t, f.Close())
	// Offsets relative to the first arrival, as a replay sends them.
	first := offs[0]
	for i := range offs {
		offs[i] -= first
	}
	return path, offs
}

// TestReplayReproducesTrace replays a 5-minute trace (all four of its rates and a
// step back) at time scale 10 and checks
// that every request went out at its recorded time (in trace time), so that the
// per-second arrival counts are the trace's except for requests that the measured
// dispatch lag moved across a second's boundary, and that the lag stayed within the
// plan's dispatch_lag bound.
func TestReplayReproducesTrace(t *testing.T) {
	dir := t.TempDir()
	_, offs := writeTrace(t, dir, 5)
	planFile := filepath.Join(dir, "replay.yaml")
	require.NoError(t, os.WriteFile(planFile, []byte(`name: replay-test
slo: {ttft: 2s, tpot: 80ms, e2el: 60s}
workloads:
  short-chat: {input: {mean: 100}, output: {mean: 8}}
prefix:
  fresh: {}
loads:
  prod: {replay: trace.jsonl, time_scale: 10}
cells:
  "*":
    error_rate: ["< 1%"]
    dispatch_lag: ["p(99) < 100ms"]
`), 0o644))
	// The simulator at 2x: the 30 s of replayed (simulated) time take 15 s. The
	// dispatch_lag bound, 50 ms on the wall, is what the machine allows when other
	// processes keep both cores busy; replay's own accuracy is what the per-second
	// counts below check.
	r := openGate(t, planFile, map[string]string{"INFERGATE_SIM": "time_scale=2"})
	res := runOnly(t, r)
	require.Empty(t, res.Invalid, "the generator kept up")
	assert.Empty(t, failing(res))
	require.Len(t, res.Trials, 1)
	run := res.Trials[0]
	require.Len(t, run.Records, len(offs))
	assert.Equal(t, 0, run.Dropped)

	// Trace time = wall time since the start × the target's time scale × the replay's.
	k := run.Scale * 10
	toTrace := func(at time.Time) time.Duration { return time.Duration(float64(at.Sub(run.Start)) * k) }
	var maxLag time.Duration
	want := map[int]int{}
	got := map[int]int{}
	for i, rec := range run.Records {
		require.True(t, run.Sent[i], "request %d sent", i)
		intended := toTrace(rec.Intended)
		assert.InDelta(t, float64(offs[i]), float64(intended), float64(time.Microsecond)*k, "request %d intended at its trace offset", i)
		actual := toTrace(rec.Intended.Add(run.Lag[i]))
		maxLag = max(maxLag, actual-intended)
		want[int(offs[i]/time.Second)]++
		got[int(actual/time.Second)]++
	}
	// Arrivals that a lag up to maxLag could move into the next second.
	movable := 0
	for _, o := range offs {
		if o%time.Second >= time.Second-maxLag {
			movable++
		}
	}
	diff := 0
	for s := range max(len(want), len(got)) + 1 {
		diff += int(math.Abs(float64(got[s] - want[s])))
	}
	t.Logf("%d arrivals over %v of trace; largest lag %v in trace time (%v simulated); per-second counts differ by %d in all, %d arrivals were within the lag of a boundary",
		len(offs), offs[len(offs)-1].Round(time.Millisecond), maxLag, maxLag/10, diff, movable)
	assert.LessOrEqual(t, diff, 2*movable, "per-second counts differ only where the lag can move an arrival")
}

// scrapeText fetches the target's /metrics exposition as a traffic.Scrape.
func scrapeText(t testing.TB, r *Run, at time.Time) traffic.Scrape {
	t.Helper()
	resp, err := r.Gate.Target.httpClient(10 * time.Second).Get(r.Gate.Target.MetricsURL)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	text, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return traffic.Scrape{At: at, Text: text}
}

// TestDeriveFromSimulatorMetrics runs two cells on the embedded simulator, derives a
// plan from nothing but its /metrics before and after, and checks that the proposed
// workload's mean lengths are within 10 % of what the run sent; then it runs a cell
// of the derived plan.
func TestDeriveFromSimulatorMetrics(t *testing.T) {
	dir := t.TempDir()
	planFile := filepath.Join(dir, "mix.yaml")
	require.NoError(t, os.WriteFile(planFile, []byte(`name: derive-test
slo: {ttft: 2s, tpot: 80ms, e2el: 60s}
workloads:
  short-chat: {input: {mean: 400, spread: 0.3}, output: {mean: 150, spread: 0.3}}
  long-doc:   {input: {mean: 6000, spread: 0.2}, output: {mean: 100, spread: 0.3}}
prefix:
  fresh: {}
loads:
  low: {concurrency: 8, requests: 40}
cells:
  "*": {error_rate: ["< 1%"]}
`), 0o644))
	r := openGate(t, planFile, nil)
	// The scrape times matter only for the rates, which a simulator running at 10x
	// cannot give in production terms; two minutes apart makes them computable.
	t0 := time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC)
	series := &traffic.Series{Source: "embedded simulator", Scrapes: []traffic.Scrape{scrapeText(t, r, t0)}}
	var prompt, completion float64
	n := 0
	for i := range r.Gate.Plan.Cells {
		// One attempt, kept even when a busy machine spoils it: RunCell would run a
		// spoiled cell again and drop the first attempt's records, whose requests the
		// server's histograms still count.
		res, err := r.Gate.runCell(t.Context(), &r.Gate.Plan.Cells[i], 0, 1)
		require.NoError(t, err)
		for _, rec := range res.Trials[0].Records {
			require.True(t, rec.HasUsage, "request %s reported usage", rec.ID)
			prompt += float64(rec.PromptTokens)
			completion += float64(rec.OutputTokens)
			n++
		}
	}
	series.Scrapes = append(series.Scrapes, scrapeText(t, r, t0.Add(2*time.Minute)))
	p, err := traffic.FromSeries(series, traffic.SeriesOptions{})
	require.NoError(t, err)
	require.Len(t, p.Clusters, 1, "histograms are marginal: one workload")
	c := p.Clusters[0]
	wantIn, wantOut := prompt/float64(n), completion/float64(n)
	t.Logf("sent %d requests: mean %.1f prompt, %.1f completion tokens; derived %s: mean %d (observed %.1f) prompt, %d (observed %.1f) completion",
		n, wantIn, wantOut, c.Name, c.Input.Mean, c.InputMean, c.Output.Mean, c.OutputMean)
	assert.Equal(t, n, c.Requests)
	assert.InEpsilon(t, wantIn, float64(c.Input.Mean), 0.10, "proposed mean prompt length")
	assert.InEpsilon(t, wantOut, float64(c.Output.Mean), 0.10, "proposed mean completion length")

	// The proposal is a plan that parses and runs.
	var yml bytes.Buffer
	require.NoError(t, traffic.WriteYAML(&yml, p, traffic.WriteOptions{Name: "derived-from-sim"}))
	derived := filepath.Join(dir, "derived.yaml")
	require.NoError(t, os.WriteFile(derived, yml.Bytes(), 0o644))
	r2 := openGate(t, derived, map[string]string{"INFERGATE_SCALE": "quick"})
	cell := &r2.Gate.Plan.Cells[0]
	require.Equal(t, "low", cell.Load, "the derived plan's first cell is its closed loop")
	res, err := r2.Gate.RunCell(t.Context(), cell, 0)
	require.NoError(t, err)
	t.Log(res.Summary())
	assert.Empty(t, res.Invalid)
	assert.Equal(t, res.Requests, res.Samples.Succeeded, "every request of the derived cell succeeded")
	assert.NotEmpty(t, res.Judgements)
}
