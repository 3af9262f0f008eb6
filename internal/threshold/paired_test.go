package threshold

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/stats"
)

// sharedRuns returns n latencies of a baseline and of a candidate that met the same
// load: a common, strongly autocorrelated latency (a log-AR(1) with coefficient 0.95,
// as a queue that fills and drains), times a little noise of each run's own (σ 0.05
// in log) and the candidate's slowdown k. The two runs' latencies at one position
// move together; along the order neighbours do too.
func sharedRuns(n int, k float64, seed uint64) (base, cand []float64) {
	const phi = 0.95
	r := rand.New(rand.NewPCG(seed, seed))
	base, cand = make([]float64, n), make([]float64, n)
	z := 0.0
	for i := range n {
		z = phi*z + math.Sqrt(1-phi*phi)*r.NormFloat64()
		common := 0.5 * math.Exp(0.6*z)
		base[i] = common * math.Exp(0.05*r.NormFloat64())
		cand[i] = k * common * math.Exp(0.05*r.NormFloat64())
	}
	return base, cand
}

// upTo returns 0, 1, …, n−1: the positions of a run that got an answer to every
// request.
func upTo(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// TestComparePaired: the same samples judged unpaired and paired by schedule
// position. Unpaired, the serial correlation leaves a p95 of 200 samples too few
// (they count as 9) and the other intervals span the runs' shared swings, so only the
// point decides (a close verdict); paired, the swings both runs met cancel and the
// interval decides.
func TestComparePaired(t *testing.T) {
	base, same := sharedRuns(200, 1, 3)
	_, slower := sharedRuns(200, 1.3, 3)
	pos := upTo(200)
	tests := []struct {
		name     string
		src      string
		cand     []float64
		unpaired Status
		reason   string // the unpaired verdict's
		close    bool   // the unpaired verdict's: decided by the point alone
		paired   Status
	}{
		{name: "aa-p95-passes-only-paired", src: "p(95) <= +10%", cand: same,
			unpaired: Inconclusive, reason: ReasonTooFewSamples, paired: Pass},
		{name: "aa-median-passes-either-way", src: "p(50) <= +10%", cand: same,
			unpaired: Pass, close: true, paired: Pass},
		{name: "slower-30pct-p95-fails-paired", src: "p(95) <= +10%", cand: slower,
			unpaired: Inconclusive, reason: ReasonTooFewSamples, paired: Fail},
		{name: "slower-30pct-median-fails-paired", src: "p(50) <= +10%", cand: slower,
			unpaired: Fail, close: true, paired: Fail},
		{name: "slower-30pct-avg-fails-paired", src: "avg <= +10%", cand: slower,
			unpaired: Fail, close: true, paired: Fail},
		{name: "slower-30pct-lower-bound-gate", src: "p(50) >= -10%", cand: slower,
			unpaired: Pass, close: true, paired: Pass},
	}
	m, ok := Lookup("ttft")
	require.True(t, ok)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := Parse(tt.src)
			require.NoError(t, err)
			u := Compare(e, m, Observation{Samples: base}, Observation{Samples: tt.cand}, DefaultLevel, 1)
			p := Compare(e, m, Observation{Samples: base, Pos: pos}, Observation{Samples: tt.cand, Pos: pos}, DefaultLevel, 1)
			t.Logf("unpaired: %s", u.Message)
			t.Logf("paired:   %s", p.Message)

			assert.Equal(t, tt.unpaired, u.Status, u.Message)
			assert.Equal(t, tt.reason, u.Reason, u.Message)
			assert.Equal(t, tt.close, u.Close, u.Message)
			assert.False(t, u.Paired)
			assert.NotContains(t, u.Message, "paired")

			assert.Equal(t, tt.paired, p.Status, p.Message)
			assert.Empty(t, p.Reason, p.Message)
			assert.True(t, p.Paired)
			assert.Positive(t, p.Block)
			assert.Contains(t, p.Message, ", paired, blocks of ")
			assert.False(t, math.IsNaN(p.Lo) || math.IsNaN(p.Hi), "a paired interval has both bounds: %s", p.Message)
			if tt.paired == Fail {
				assert.Greater(t, p.Lo, 0.1, "the regression is shown: %s", p.Message)
				assert.False(t, p.Close, p.Message)
			}
			if !math.IsNaN(u.Value) {
				assert.Equal(t, u.Value, p.Value, "pairing changes the interval, not the point")
				assert.Equal(t, u.Baseline, p.Baseline)
				assert.Equal(t, u.Candidate, p.Candidate)
			}
		})
	}
}

// TestComparePairedTooFew: paired, a percentile needs stats.PairedTooFew's samples,
// not the unpaired interval's (which serial correlation can raise far above them).
func TestComparePairedTooFew(t *testing.T) {
	m, ok := Lookup("e2el")
	require.True(t, ok)
	e, err := Parse("p(95) <= +10%")
	require.NoError(t, err)
	base, cand := sharedRuns(40, 1, 5)
	tests := []struct {
		name   string
		n      int
		paired bool
		status Status
		has    string
	}{
		{"unpaired-40-too-few", 40, false, Inconclusive, "too few samples in the baseline: p95 needs at least 59"},
		{"paired-40-enough", 40, true, Pass, ", paired, blocks of "},
		{"paired-15-too-few", 15, true, Inconclusive,
			"too few samples: a paired interval of p95's change needs at least 20 samples in each run (one beyond the percentile), have 15 and 15"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, c := Observation{Samples: base[:tt.n]}, Observation{Samples: cand[:tt.n]}
			if tt.paired {
				b.Pos, c.Pos = upTo(tt.n), upTo(tt.n)
			}
			v := Compare(e, m, b, c, DefaultLevel, 1)
			assert.Equal(t, tt.status, v.Status, v.Message)
			assert.Contains(t, v.Message, tt.has)
			assert.Equal(t, tt.paired, v.Paired)
			if tt.status == Inconclusive {
				assert.Equal(t, ReasonTooFewSamples, v.Reason)
			}
		})
	}
}

// TestLatencyChangePairsByPosition: samples are paired by their schedule position,
// not by their index: a request that failed in one run leaves the other run's sample
// at that position unpaired (NaN on the failed side), and so does every position of
// a run that stopped earlier. The points are the unpaired ones.
func TestLatencyChangePairsByPosition(t *testing.T) {
	base, cand := sharedRuns(200, 1.3, 7)
	// drop removes the samples at the given positions.
	drop := func(xs []float64, gone ...int) Observation {
		var o Observation
		for i, x := range xs {
			if !slices.Contains(gone, i) {
				o.Samples, o.Pos = append(o.Samples, x), append(o.Pos, i)
			}
		}
		return o
	}
	tests := []struct {
		name       string
		base, cand Observation
		// nanBase and nanCand are the positions where a side must be NaN after
		// alignment.
		nanBase, nanCand []int
		// matched: nearly every position has both runs, so the 30 % slowdown of
		// every request is measured tightly; a run that stopped earlier compares
		// its positions with more of the other's, an interval that must be wider.
		matched bool
	}{
		{name: "every-request-answered", base: drop(base), cand: drop(cand), matched: true},
		{name: "failed-request-in-one-run", base: drop(base, 17), cand: drop(cand, 3, 150),
			nanBase: []int{17}, nanCand: []int{3, 150}, matched: true},
		{name: "candidate-stopped-earlier", base: drop(base), cand: drop(cand[:120]),
			nanCand: upTo(200)[120:]},
		{name: "baseline-stopped-earlier-and-failed", base: drop(base[:150], 40), cand: drop(cand, 41),
			nanBase: append([]int{40}, upTo(200)[150:]...), nanCand: []int{41}},
	}
	all, err := LatencyChange(Avg, 0, drop(base), drop(cand), DefaultLevel, 1)
	require.NoError(t, err)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			bx, cx, err := align(tt.base, tt.cand)
			require.NoError(t, err)
			require.Len(t, bx, 200, "the union of both runs' positions")
			require.Len(t, cx, 200)
			for i := range 200 {
				assert.Equal(t, slices.Contains(tt.nanBase, i), math.IsNaN(bx[i]), "baseline position %d", i)
				assert.Equal(t, slices.Contains(tt.nanCand, i), math.IsNaN(cx[i]), "candidate position %d", i)
				if !math.IsNaN(bx[i]) {
					assert.Equal(t, base[i], bx[i], "baseline position %d holds its own request", i)
				}
				if !math.IsNaN(cx[i]) {
					assert.Equal(t, cand[i], cx[i], "candidate position %d holds its own request", i)
				}
			}

			for _, agg := range []Agg{P, Avg, Max} {
				p, err := LatencyChange(agg, 0.95, tt.base, tt.cand, DefaultLevel, 1)
				require.NoError(t, err)
				unpaired := func(o Observation) Observation { o.Pos = nil; return o }
				u, err := LatencyChange(agg, 0.95, unpaired(tt.base), unpaired(tt.cand), DefaultLevel, 1)
				require.NoError(t, err)
				assert.True(t, p.Paired)
				assert.False(t, u.Paired)
				assert.Positive(t, p.Block)
				assert.Empty(t, p.TooFew)
				assert.Equal(t, u.Base, p.Base, "%v: the points are the unpaired ones", agg)
				assert.Equal(t, u.Cand, p.Cand)
				assert.Equal(t, u.Rel, p.Rel)
				assert.Less(t, p.Lo, p.Hi, "%v", agg)
			}
			p, err := LatencyChange(Avg, 0, tt.base, tt.cand, DefaultLevel, 1)
			require.NoError(t, err)
			if tt.matched {
				// A 30 % slowdown of every request shows through a failed one.
				assert.Greater(t, p.Lo, 0.25, "[%.3g, %.3g]", p.Lo, p.Hi)
				assert.Less(t, p.Hi, 0.35, "[%.3g, %.3g]", p.Lo, p.Hi)
			} else {
				assert.Greater(t, p.Hi-p.Lo, 2*(all.Hi-all.Lo), "positions one run lacks widen the interval: [%.3g, %.3g] against [%.3g, %.3g] with every position paired",
					p.Lo, p.Hi, all.Lo, all.Hi)
			}
		})
	}
}

func TestAlign(t *testing.T) {
	nan := math.NaN()
	tests := []struct {
		name       string
		base, cand Observation
		bx, cx     []float64
		err        string
	}{
		{name: "interleaved",
			base: Observation{Samples: []float64{1, 2, 4}, Pos: []int{0, 1, 3}},
			cand: Observation{Samples: []float64{20, 30, 40, 50}, Pos: []int{1, 2, 3, 4}},
			bx:   []float64{1, 2, nan, 4, nan}, cx: []float64{nan, 20, 30, 40, 50}},
		{name: "trials-as-keys",
			base: Observation{Samples: []float64{1, 2}, Pos: []int{0, 1 << 32}},
			cand: Observation{Samples: []float64{10, 20, 30}, Pos: []int{0, 1, 1 << 32}},
			bx:   []float64{1, nan, 2}, cx: []float64{10, 20, 30}},
		{name: "unsorted-positions-are-sorted",
			base: Observation{Samples: []float64{3, 1}, Pos: []int{2, 0}},
			cand: Observation{Samples: []float64{10, 30}, Pos: []int{0, 2}},
			bx:   []float64{1, 3}, cx: []float64{10, 30}},
		{name: "repeated-position",
			base: Observation{Samples: []float64{1, 2}, Pos: []int{4, 4}},
			cand: Observation{Samples: []float64{1}, Pos: []int{4}},
			err:  "baseline: repeated schedule position 4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			bx, cx, err := align(tt.base, tt.cand)
			if tt.err != "" {
				require.ErrorIs(t, err, errRepeatedPosition)
				assert.EqualError(t, err, tt.err)
				return
			}
			require.NoError(t, err)
			assertSameFloats(t, tt.bx, bx)
			assertSameFloats(t, tt.cx, cx)
		})
	}
}

// assertSameFloats compares float slices, NaN equal to NaN.
func assertSameFloats(t *testing.T, want, got []float64) {
	t.Helper()
	require.Len(t, got, len(want))
	for i := range want {
		if math.IsNaN(want[i]) {
			assert.True(t, math.IsNaN(got[i]), "index %d: want NaN, got %v", i, got[i])
			continue
		}
		assert.Equal(t, want[i], got[i], "index %d", i)
	}
}

// TestLatencyChangeUnpairedWithoutBothPositions: positions on one side only, or not
// as many as the samples, leave the change unpaired, exactly as without any.
func TestLatencyChangeUnpairedWithoutBothPositions(t *testing.T) {
	base, cand := sharedRuns(300, 1.05, 9)
	tests := []struct {
		name             string
		basePos, candPos []int
	}{
		{"baseline-only", upTo(300), nil},
		{"candidate-only", nil, upTo(300)},
		{"too-few-positions", upTo(300), upTo(299)},
	}
	for _, tt := range tests {
		for _, agg := range []Agg{P, Avg} {
			t.Run(tt.name+"-"+agg.String(), func(t *testing.T) {
				want, err := LatencyChange(agg, 0.5, Observation{Samples: base}, Observation{Samples: cand}, DefaultLevel, 1)
				require.NoError(t, err)
				got, err := LatencyChange(agg, 0.5, Observation{Samples: base, Pos: tt.basePos}, Observation{Samples: cand, Pos: tt.candPos}, DefaultLevel, 1)
				require.NoError(t, err)
				assert.False(t, got.Paired)
				assert.Equal(t, want.Block, got.Block)
				assert.Equal(t, want.TooFew, got.TooFew)
				assertSameFloats(t, []float64{want.Base, want.Cand, want.Rel, want.Lo, want.Hi}, []float64{got.Base, got.Cand, got.Rel, got.Lo, got.Hi})
			})
		}
	}
}

func TestLatencyChangeErrors(t *testing.T) {
	xs := []float64{1, 2, 3}
	tests := []struct {
		name       string
		agg        Agg
		q          float64
		base, cand Observation
		is         error
		has        string
	}{
		{name: "no-baseline-samples", agg: Avg, base: Observation{}, cand: Observation{Samples: xs},
			is: stats.ErrNoSamples, has: "latency change: baseline: no samples"},
		{name: "inf-candidate-sample", agg: Avg, base: Observation{Samples: xs}, cand: Observation{Samples: []float64{1, math.Inf(1)}},
			has: "latency change: candidate sample 1 is +Inf"},
		{name: "quantile-outside", agg: P, q: 1, base: Observation{Samples: xs}, cand: Observation{Samples: xs},
			has: "latency change: quantile 1 outside (0, 1)"},
		{name: "not-a-latency-aggregation", agg: None, base: Observation{Samples: xs}, cand: Observation{Samples: xs},
			has: "not a latency's"},
		{name: "repeated-position", agg: Avg, base: Observation{Samples: xs, Pos: []int{0, 1, 1}}, cand: Observation{Samples: xs, Pos: []int{0, 1, 2}},
			is: errRepeatedPosition, has: "latency change: baseline: repeated schedule position 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := LatencyChange(tt.agg, tt.q, tt.base, tt.cand, DefaultLevel, 1)
			require.Error(t, err)
			if tt.is != nil {
				assert.ErrorIs(t, err, tt.is)
			}
			assert.Contains(t, err.Error(), tt.has)
		})
	}
}
