package verdict

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/threshold"
)

// openCell builds an open-loop cell of one trial: Poisson arrivals at rate, each
// request good unless bad(i), with e2el from lat(i), its duration vllm bench's (the
// schedule's zero to the end of the last request) and its goodput from that. timed
// false leaves the records without send times, as files before At were written.
func openCell(n int, rate float64, arrivals *rand.Rand, lat func(i int) float64, bad func(i int) bool, timed bool) *results.Cell {
	c := &results.Cell{Name: "long-output/fresh/normal", Rate: rate}
	at, end, good := 0.0, 0.0, 0
	for i := range n {
		at += arrivals.ExpFloat64() / rate
		e := lat(i)
		rec := results.Record{ID: "r", Class: "ok", TTFT: 0.1, E2EL: e, OutputTokens: 100}
		if bad(i) {
			rec.Class, rec.Status = "http_error", 503
		} else {
			good++
		}
		if timed {
			rec.At = at
		}
		end = max(end, at+e)
		c.Records = append(c.Records, rec)
	}
	c.Duration, c.TrialDurations = end, []float64{end}
	c.Summary = map[string]results.Stat{"goodput_rps": {N: n, Value: float64(good) / end, Unit: "req/s"}}
	return c
}

var gateSLO = &results.SLO{TTFT: 2, E2EL: 60}

func judgeGoodput(tb testing.TB, expr string, base, cand *results.Cell) GateVerdict {
	tb.Helper()
	vs := JudgeGates([]results.Gate{{Metric: "goodput_rph", Expr: expr, Pos: "plan.yaml:1"}}, base, cand,
		Judging{BaseName: "base.json", Level: 0.9, Seed: 7, BaseSLO: gateSLO, CandSLO: gateSLO})
	require.Len(tb, vs, 1)
	return vs[0]
}

// TestGoodputGateCountsTheDrain pins the open-loop goodput gate's interval: the
// duration's drain after the last arrival is as random as a latency, so a candidate
// whose last answer ends later is not a certain loss — its point decides, and the
// verdict says it was close — while one that loses good requests fails outright.
func TestGoodputGateCountsTheDrain(t *testing.T) {
	const n, rate = 300, 10.0
	lat := func(r *rand.Rand) func(int) float64 { return func(int) float64 { return 6 + 4*r.Float64() } }
	never := func(int) bool { return false }

	t.Run("a later last answer alone", func(t *testing.T) {
		base := openCell(n, rate, rand.New(rand.NewPCG(1, 1)), lat(rand.New(rand.NewPCG(2, 2))), never, true)
		last, end := 0, 0.0
		for i, rec := range base.Records {
			if e := rec.At + rec.E2EL; e > end {
				last, end = i, e
			}
		}
		// The same arrivals and latencies, but the answer that ended last ends 1.5 s
		// later: 300 good requests in a longer duration, about -3.5 %.
		slow := lat(rand.New(rand.NewPCG(2, 2)))
		cand := openCell(n, rate, rand.New(rand.NewPCG(1, 1)), func(i int) float64 {
			if i == last {
				return slow(i) + 1.5
			}
			return slow(i)
		}, never, true)
		require.Less(t, cand.Summary["goodput_rps"].Value/base.Summary["goodput_rps"].Value-1, -0.02, "the point alone would fail the gate")
		v := judgeGoodput(t, ">= -2%", base, cand)
		t.Log(v.Message)
		assert.Equal(t, threshold.Fail, v.Status, "the point decides: %s", v.Message)
		assert.True(t, v.Close, "the interval reaches the gate: %s", v.Message)
		assert.Greater(t, v.Hi, -0.02, "the drain's randomness reaches back past the gate: %s", v.Message)
		assert.Less(t, v.Lo, v.Hi, "an interval of some width: %s", v.Message)

		t.Run("without send times, as older files", func(t *testing.T) {
			// The fallback holds the duration fixed: every request is good on both
			// sides, so its interval has no width and the drain reads as certain.
			b := openCell(n, rate, rand.New(rand.NewPCG(1, 1)), lat(rand.New(rand.NewPCG(2, 2))), never, false)
			c := openCell(n, rate, rand.New(rand.NewPCG(1, 1)), func(i int) float64 {
				if i == n-1 {
					return 20
				}
				return 8
			}, never, false)
			v := judgeGoodput(t, ">= -2%", b, c)
			assert.InDelta(t, v.Lo, v.Hi, 1e-12, v.Message)
		})
	})

	t.Run("lost good requests", func(t *testing.T) {
		base := openCell(n, rate, rand.New(rand.NewPCG(1, 1)), lat(rand.New(rand.NewPCG(2, 2))), never, true)
		cand := openCell(n, rate, rand.New(rand.NewPCG(1, 1)), lat(rand.New(rand.NewPCG(2, 2))), func(i int) bool { return i%6 == 0 }, true)
		v := judgeGoodput(t, ">= -2%", base, cand)
		t.Log(v.Message)
		assert.Equal(t, threshold.Fail, v.Status, v.Message)
		assert.Less(t, v.Hi, -0.1, "a sixth of the requests lost: %s", v.Message)
	})
}

// TestGoodputIntervalCoverage runs pairs of open-loop cells drawn from one process
// (one Poisson schedule for both, as the gate sends baseline and candidate on the
// plan's seed; uniform latencies, one request in ten failing at random) and
// counts how often the goodput change's 90 % interval misses the true change, 0. With
// the drain resampled it should miss about 10 % of the time, paired by schedule
// position or not (the runs share their schedule, so pairing them is right; their
// latencies share nothing else here, so it gains little); with the duration held
// fixed (records without send times) it misses far more often, because the drain is
// a large part of the runs' differences at this size.
func TestGoodputIntervalCoverage(t *testing.T) {
	const reps, n, rate = 200, 200, 5.0
	run := func(timed, paired bool) float64 {
		miss := 0
		for r := range uint64(reps) {
			cell := func(k uint64) *results.Cell {
				// One schedule for both (the gate runs baseline and candidate on the
				// plan's seed), latencies and failures of their own.
				rng := rand.New(rand.NewPCG(r, k))
				return openCell(n, rate, rand.New(rand.NewPCG(r, 0)), func(int) float64 { return 2 + 8*rng.Float64() },
					func(int) bool { return rng.Float64() < 0.1 }, timed)
			}
			base, cand := cell(1), cell(2)
			iv := goodInterval(base, cand, gateSLO, gateSLO, 0.9, r, paired)
			require.False(t, math.IsNaN(iv.Lo) || math.IsNaN(iv.Hi), "rep %d: no interval", r)
			require.Equal(t, paired, iv.Paired, "rep %d", r)
			if iv.Lo > 0 || iv.Hi < 0 {
				miss++
			}
		}
		return float64(miss) / reps
	}
	resampled, paired, fixed := run(true, false), run(true, true), run(false, false)
	t.Logf("90%% intervals missing the true change: %.1f%% with the drain resampled, %.1f%% paired, %.1f%% with the duration fixed", 100*resampled, 100*paired, 100*fixed)
	assert.LessOrEqual(t, resampled, 0.16, "the drain-aware interval covers near its level")
	assert.LessOrEqual(t, paired, 0.16, "and so does the paired one")
	assert.Greater(t, fixed, resampled+0.05, "holding the duration fixed under-covers")
}
