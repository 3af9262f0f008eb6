package threshold

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lognormal returns n deterministic log-normal latency samples (median 1s, σ 0.3).
func lognormal(n int, seed uint64) []float64 {
	r := rand.New(rand.NewPCG(seed, seed))
	xs := make([]float64, n)
	for i := range xs {
		xs[i] = math.Exp(0.3 * r.NormFloat64())
	}
	return xs
}

// scaled returns xs·k.
func scaled(xs []float64, k float64) []float64 {
	out := make([]float64, len(xs))
	for i, x := range xs {
		out[i] = x * k
	}
	return out
}

func TestCompare(t *testing.T) {
	base := lognormal(1000, 1)
	other := lognormal(1000, 2) // an independent draw from the same distribution
	tests := []struct {
		name       string
		metric     string
		src        string
		base, cand Observation
		status     Status
		reason     string
		change     float64 // the relative change, when the verdict has one
		msg        string  // the whole message when set
		has        string  // a part of the message when set
	}{
		// Latency with a bootstrap interval.
		{name: "p95-shifted-5pct-passes", metric: "ttft", src: "p(95) <= +10%",
			base: Observation{Independent: true, Samples: base}, cand: Observation{Independent: true, Samples: scaled(base, 1.05)},
			status: Pass, change: 0.05},
		{name: "p95-shifted-20pct-fails", metric: "ttft", src: "p(95) <= +10%",
			base: Observation{Independent: true, Samples: base}, cand: Observation{Independent: true, Samples: scaled(base, 1.20)},
			status: Fail, change: 0.20},
		{name: "p95-faster-passes", metric: "e2el", src: "p(95) <= +5%",
			base: Observation{Independent: true, Samples: base}, cand: Observation{Independent: true, Samples: scaled(base, 0.8)},
			status: Pass, change: -0.20},
		{name: "p95-same-distribution", metric: "ttft", src: "p(95) <= +10%",
			base: Observation{Independent: true, Samples: base}, cand: Observation{Independent: true, Samples: other},
			status: Pass,
			msg:    "ttft p(95) <= +10%: PASS — baseline 1.65s, candidate 1.61s, change -2.86% [90% CI -7.04% to +3%], n=1000 vs 1000"},
		{name: "identical-at-boundary-lesseq", metric: "ttft", src: "p(95) <= +0%",
			base: Observation{Independent: true, Samples: base}, cand: Observation{Independent: true, Samples: base}, status: Pass, change: 0},
		// A change of 0 breaks "< +0%". Its interval reaches below 0, so the interval
		// cannot tell, and the point decides: a close FAIL.
		{name: "identical-at-boundary-less", metric: "ttft", src: "p(95) < +0%",
			base: Observation{Independent: true, Samples: base}, cand: Observation{Independent: true, Samples: base}, status: Fail, change: 0,
			has: "close: the interval also reaches -5.57%, which the gate allows — more samples would be needed to be sure, so the point estimate decides"},
		{name: "avg-shifted", metric: "tpot", src: "avg <= +10%",
			base: Observation{Independent: true, Samples: base}, cand: Observation{Independent: true, Samples: scaled(base, 1.15)}, status: Fail, change: 0.15},
		{name: "max-shifted", metric: "tpot", src: "max <= +10%",
			base: Observation{Independent: true, Samples: base}, cand: Observation{Independent: true, Samples: scaled(base, 1.05)}, status: Pass, change: 0.05},
		{name: "min-shifted", metric: "tpot", src: "min >= -10%",
			base: Observation{Independent: true, Samples: base}, cand: Observation{Independent: true, Samples: scaled(base, 0.5)}, status: Fail, change: -0.5},
		{name: "p99-too-few-in-candidate", metric: "ttft", src: "p(99) <= +10%",
			base: Observation{Independent: true, Samples: base}, cand: Observation{Independent: true, Samples: base[:100]},
			status: Inconclusive, reason: ReasonTooFewSamples,
			msg: "ttft p(99) <= +10%: INCONCLUSIVE — too few samples in the candidate: p99 needs at least 299 samples for a 90% confidence interval, have 100: no upper bound"},
		{name: "no-baseline-samples", metric: "ttft", src: "p(95) <= +10%",
			base: Observation{}, cand: Observation{Independent: true, Samples: base},
			status: Inconclusive, reason: ReasonNoSamples,
			msg: "ttft p(95) <= +10%: INCONCLUSIVE — no samples in the baseline"},
		{name: "no-candidate-samples-avg", metric: "ttft", src: "avg <= +10%",
			base: Observation{Independent: true, Samples: base}, cand: Observation{},
			status: Inconclusive, reason: ReasonNoSamples},
		{name: "nan-sample-fails", metric: "ttft", src: "avg <= +10%",
			base: Observation{Independent: true, Samples: []float64{1, math.NaN()}}, cand: Observation{Independent: true, Samples: base},
			status: Fail, reason: ReasonError, has: "baseline sample 1 is NaN"},

		{name: "inf-first-candidate-sample-fails", metric: "ttft", src: "p(95) <= +10%",
			base: Observation{Independent: true, Samples: base}, cand: Observation{Independent: true, Samples: []float64{math.Inf(1), 1, 2}},
			status: Fail, reason: ReasonError,
			msg: "ttft p(95) <= +10%: FAIL — error: candidate sample 0 is +Inf"},

		// Rate, Ratio, Count: the change of Value, no interval.
		{name: "rate-small-drop-passes", metric: "goodput_rph", src: ">= -2%",
			base: Observation{Value: 0.9, N: 300}, cand: Observation{Value: 0.891, N: 300},
			status: Pass, change: -0.01,
			msg: "goodput_rph >= -2%: PASS — baseline 3240/h, candidate 3210/h, change -1%, n=300 vs 300"},
		{name: "rate-big-drop-fails", metric: "goodput_rph", src: ">= -2%",
			base: Observation{Value: 0.9, N: 300}, cand: Observation{Value: 0.88, N: 300},
			status: Fail, change: 0.88/0.9 - 1,
			msg: "goodput_rph >= -2%: FAIL — baseline 3240/h, candidate 3170/h, change -2.22%, n=300 vs 300"},
		{name: "rate-at-boundary", metric: "throughput_rps", src: ">= -2%",
			base: Observation{Value: 2, N: 100}, cand: Observation{Value: 1.96, N: 100}, status: Pass, change: -0.02},
		{name: "ratio-from-zero-to-zero", metric: "error_rate", src: "<= +10%",
			base: Observation{Value: 0, N: 300}, cand: Observation{Value: 0, N: 300}, status: Pass, change: 0,
			msg: "error_rate <= +10%: PASS — baseline 0%, candidate 0%, change +0%, n=300 vs 300"},
		{name: "ratio-from-zero-up-fails", metric: "error_rate", src: "<= +10%",
			base: Observation{Value: 0, N: 300}, cand: Observation{Value: 0.01, N: 300}, status: Fail, change: math.Inf(1),
			msg: "error_rate <= +10%: FAIL — baseline 0%, candidate 1%, change +∞, n=300 vs 300"},
		{name: "count-doubled-fails", metric: "preemptions", src: "<= +50%",
			base: Observation{Value: 4, N: 300}, cand: Observation{Value: 8, N: 300}, status: Fail, change: 1},
		{name: "ratio-no-baseline-requests", metric: "goodput_ratio", src: ">= -2%",
			base: Observation{}, cand: Observation{Value: 0.9, N: 300},
			status: Inconclusive, reason: ReasonNoSamples,
			msg: "goodput_ratio >= -2%: INCONCLUSIVE — no requests in the baseline"},
		{name: "negative-baseline", metric: "goodput_rps", src: ">= -2%",
			base: Observation{Value: -1, N: 10}, cand: Observation{Value: 1, N: 10},
			status: Inconclusive, reason: ReasonInvalid},

		// Missing data on either side is never a pass.
		{name: "candidate-unavailable", metric: "prefix_hit_ratio", src: ">= -5%",
			base: Observation{Value: 0.7, N: 300}, cand: Observation{Value: 0.7, N: 300, Unavailable: "no /metrics"},
			status: Inconclusive, reason: ReasonUnavailable,
			msg: "prefix_hit_ratio >= -5%: INCONCLUSIVE — candidate unavailable: no /metrics"},
		{name: "baseline-invalid", metric: "ttft", src: "p(95) <= +10%",
			base: Observation{Independent: true, Samples: base, Invalid: "generator fell behind"}, cand: Observation{Independent: true, Samples: base},
			status: Inconclusive, reason: ReasonInvalid,
			msg: "ttft p(95) <= +10%: INCONCLUSIVE — baseline invalid: generator fell behind"},

		// A compare gate must be relative.
		{name: "absolute-expression-fails", metric: "ttft", src: "p(95) < 1.5s",
			base: Observation{Independent: true, Samples: base}, cand: Observation{Independent: true, Samples: base}, status: Fail, reason: ReasonError,
			has: "a compare gate on ttft needs a signed change"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, m := mustParse(t, tt.src), metric(t, tt.metric)
			got := Compare(e, m, tt.base, tt.cand, DefaultLevel, 42)
			assert.Equal(t, tt.status, got.Status, "Compare(%q on %s).Status; message: %s", tt.src, tt.metric, got.Message)
			assert.Equal(t, tt.reason, got.Reason, "Compare(%q on %s).Reason", tt.src, tt.metric)
			if tt.msg != "" {
				assert.Equal(t, tt.msg, got.Message, "Compare(%q on %s).Message", tt.src, tt.metric)
			}
			if tt.has != "" {
				assert.Contains(t, got.Message, tt.has, "Compare(%q on %s).Message", tt.src, tt.metric)
			}
			if tt.reason == "" && tt.msg == "" {
				if math.IsInf(tt.change, 0) {
					assert.Equal(t, tt.change, got.Value, "Compare(%q on %s).Value", tt.src, tt.metric)
				} else {
					assert.InDelta(t, tt.change, got.Value, 1e-9, "Compare(%q on %s).Value", tt.src, tt.metric)
				}
			}
			if got.Reason == "" && m.Kind == Latency {
				require.False(t, math.IsNaN(got.Lo) || math.IsNaN(got.Hi), "Compare(%q on %s) Lo, Hi = %v, %v, want an interval", tt.src, tt.metric, got.Lo, got.Hi)
				assert.LessOrEqual(t, got.Lo, got.Value+1e-12, "Compare(%q on %s) Lo ≤ Value", tt.src, tt.metric)
				assert.GreaterOrEqual(t, got.Hi, got.Value-1e-12, "Compare(%q on %s) Hi ≥ Value", tt.src, tt.metric)
			}
		})
	}
}

func TestCompareFields(t *testing.T) {
	ttft := metric(t, "ttft")
	base := lognormal(500, 3)
	cand := scaled(base, 1.1)
	got := Compare(mustParse(t, "p(95) <= +10%"), ttft, Observation{Independent: true, Samples: base}, Observation{Independent: true, Samples: cand}, DefaultLevel, 7)
	// Scaling every sample by 1.1 scales the p95 by 1.1, up to rounding: the change is
	// +10% within the tolerance, so "<= +10%" holds.
	assert.Equal(t, Pass, got.Status, "Compare: %s", got.Message)
	assert.InDelta(t, 1.1, got.Candidate/got.Baseline, 1e-12, "Candidate/Baseline")
	assert.Equal(t, 500, got.N, "N")
	assert.Equal(t, 500, got.BaseN, "BaseN")
	// The sides are resampled independently, so the interval is wide around +10%.
	assert.Less(t, got.Lo, 0.1, "Lo")
	assert.Greater(t, got.Hi, 0.1, "Hi")

	er := metric(t, "error_rate")
	got = Compare(mustParse(t, "<= +10%"), er, Observation{Value: 0.01, N: 100}, Observation{Value: 0.02, N: 200}, DefaultLevel, 7)
	assert.Equal(t, 0.01, got.Baseline, "Baseline")
	assert.Equal(t, 0.02, got.Candidate, "Candidate")
	assert.Equal(t, 100, got.BaseN, "BaseN")
	assert.Equal(t, 200, got.N, "N")
	assert.True(t, math.IsNaN(got.Lo) && math.IsNaN(got.Hi), "ratio Lo, Hi = %v, %v, want NaN", got.Lo, got.Hi)
}

func TestCompareSeeded(t *testing.T) {
	ttft := metric(t, "ttft")
	e := mustParse(t, "p(95) <= +10%")
	base, cand := Observation{Independent: true, Samples: lognormal(400, 4)}, Observation{Independent: true, Samples: lognormal(400, 5)}
	a := Compare(e, ttft, base, cand, DefaultLevel, 99)
	b := Compare(e, ttft, base, cand, DefaultLevel, 99)
	assert.Equal(t, a.Message, b.Message, "Compare with the same seed")
	c := Compare(e, ttft, base, cand, DefaultLevel, 100)
	assert.Equal(t, a.Value, c.Value, "the point change does not depend on the seed")
	assert.NotEqual(t, a.Lo, c.Lo, "the interval depends on the seed")
}

func TestCompareDoesNotModifySamples(t *testing.T) {
	base := []float64{3, 1, 2, 5, 4, 6, 9, 8, 7, 10}
	cand := []float64{10, 9, 8, 7, 6, 5, 4, 3, 2, 1}
	b0, c0 := append([]float64(nil), base...), append([]float64(nil), cand...)
	Compare(mustParse(t, "p(50) <= +10%"), metric(t, "ttft"), Observation{Independent: true, Samples: base}, Observation{Independent: true, Samples: cand}, DefaultLevel, 1)
	assert.Equal(t, b0, base, "baseline samples after Compare")
	assert.Equal(t, c0, cand, "candidate samples after Compare")
}

// TestCompareCloseVerdicts: a compare gate is decided by its point, and a verdict
// whose interval reaches back past the gate is close; a regression the whole interval
// shows is not. A caller's interval for a rate is used the same way.
func TestCompareCloseVerdicts(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	noisy := func(n int, scale float64) []float64 {
		xs := make([]float64, n)
		for i := range xs {
			xs[i] = scale * (1 + rng.ExpFloat64())
		}
		return xs
	}
	ttft, _ := Lookup("ttft")
	gate, err := Parse("p(50) <= +5%")
	require.NoError(t, err)
	// 400 samples each, the candidate 30 % slower: proven.
	v := Compare(gate, ttft, Observation{Independent: true, Samples: noisy(400, 1)}, Observation{Independent: true, Samples: noisy(400, 1.3)}, DefaultLevel, 1)
	assert.Equal(t, Fail, v.Status, v.Message)
	// 40 samples each, the candidate exactly 8 % slower at the point: not shown by the
	// interval, so the point decides, and the verdict says it was close.
	small := noisy(40, 1)
	slower := make([]float64, len(small))
	for i, x := range small {
		slower[i] = 1.08 * x
	}
	v = Compare(gate, ttft, Observation{Independent: true, Samples: small}, Observation{Independent: true, Samples: slower}, DefaultLevel, 1)
	assert.InDelta(t, 0.08, v.Value, 1e-9)
	assert.Equal(t, Fail, v.Status, v.Message)
	assert.Empty(t, v.Reason)
	assert.True(t, v.Close, v.Message)
	assert.Contains(t, v.Message, "close: the interval also reaches -4.03%, which the gate allows")
	v = Compare(gate, ttft, Observation{Independent: true, Samples: noisy(400, 1)}, Observation{Independent: true, Samples: noisy(400, 1.3)}, DefaultLevel, 1)
	assert.False(t, v.Close, "a regression the interval shows is not close: %s", v.Message)

	rph, _ := Lookup("goodput_rph")
	rgate, err := Parse(">= -2%")
	require.NoError(t, err)
	b, c := Observation{Value: 1, N: 30}, Observation{Value: 0.97, N: 30}
	assert.Equal(t, Fail, Compare(rgate, rph, b, c, DefaultLevel, 1).Status, "no interval: the point estimate decides")
	v = CompareInterval(rgate, rph, b, c, DefaultLevel, 1, Interval{Lo: -0.08, Hi: 0.02})
	assert.True(t, v.Status == Fail && v.Close, "an interval that reaches -2%% or better: the point decides, close: %s", v.Message)
	assert.Equal(t, Fail, CompareInterval(rgate, rph, b, c, DefaultLevel, 1, Interval{Lo: -0.05, Hi: -0.025}).Status, "an interval wholly below -2%")
	assert.Equal(t, Pass, CompareInterval(rgate, rph, b, Observation{Value: 0.99, N: 30}, DefaultLevel, 1, Interval{Lo: -0.05, Hi: 0.03}).Status, "a point within the gate passes")
}

// TestCompareIntervalReportsCallersInterval: the interval a caller gives for a rate's
// change is reported in the verdict and its message at the plan's level, and decides a
// point estimate that breaks the gate.
func TestCompareIntervalReportsCallersInterval(t *testing.T) {
	base := Observation{Value: 1, N: 30} // 3600/h
	tests := []struct {
		name   string
		cand   float64
		lo, hi float64
		level  float64
		status Status
		close  bool
		msg    string
	}{
		{name: "point-within-passes", cand: 0.99, lo: -0.05, hi: 0.03, level: 0.90, status: Pass, close: true,
			msg: "goodput_rph >= -2%: PASS — baseline 3600/h, candidate 3560/h, change -1% [90% CI -5% to +3%], n=30 vs 30; close: the interval also reaches -5%, which breaks the gate — more samples would be needed to be sure, so the point estimate decides"},
		{name: "interval-within-passes", cand: 0.99, lo: -0.015, hi: 0.01, level: 0.90, status: Pass,
			msg: "goodput_rph >= -2%: PASS — baseline 3600/h, candidate 3560/h, change -1% [90% CI -1.5% to +1%], n=30 vs 30"},
		{name: "interval-reaches-gate-fails-close", cand: 0.97, lo: -0.08, hi: 0.02, level: 0.95, status: Fail, close: true,
			msg: "goodput_rph >= -2%: FAIL — baseline 3600/h, candidate 3490/h, change -3% [95% CI -8% to +2%], n=30 vs 30; close: the interval also reaches +2%, which the gate allows — more samples would be needed to be sure, so the point estimate decides"},
		{name: "interval-wholly-below-fails", cand: 0.97, lo: -0.05, hi: -0.025, level: 0.80, status: Fail,
			msg: "goodput_rph >= -2%: FAIL — baseline 3600/h, candidate 3490/h, change -3% [80% CI -5% to -2.5%], n=30 vs 30"},
	}
	rph := metric(t, "goodput_rph")
	gate := mustParse(t, ">= -2%")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := CompareInterval(gate, rph, base, Observation{Value: tt.cand, N: 30}, tt.level, 1, Interval{Lo: tt.lo, Hi: tt.hi})
			assert.Equal(t, tt.status, got.Status, "CompareInterval: %s", got.Message)
			assert.Equal(t, tt.msg, got.Message, "CompareInterval message")
			assert.Equal(t, tt.close, got.Close, "CompareInterval Close")
			assert.Equal(t, tt.lo, got.Lo, "CompareInterval Lo")
			assert.Equal(t, tt.hi, got.Hi, "CompareInterval Hi")
		})
	}
}
