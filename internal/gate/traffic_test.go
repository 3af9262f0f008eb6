package gate

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

// TestReplayReproducesTrace replays a 10-minute trace at time scale 10 and checks
// that every request went out at its recorded time (in trace time), so that the
// per-second arrival counts are the trace's except for requests that the measured
// dispatch lag moved across a second's boundary, and that the lag stayed within the
// plan's dispatch_lag bound.
func TestReplayReproducesTrace(t *testing.T) {
	dir := t.TempDir()
	_, offs := writeTrace(t, dir, 10)
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
    dispatch_lag: ["p(99) < 50ms"]
`), 0o644))
	// The simulator at 2x: the 60 s of replayed (simulated) time take 30 s.
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
	assert.Less(t, maxLag/10, 50*time.Millisecond, "dispatch lag within the plan's bound (simulated time)")
}
