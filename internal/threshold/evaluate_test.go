package threshold

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/stats"
)

// ramp returns n samples lo, lo+step, lo+2·step, … in seconds.
func ramp(n int, lo, step float64) []float64 {
	xs := make([]float64, n)
	for i := range xs {
		xs[i] = lo + float64(i)*step
	}
	return xs
}

// constant returns n samples equal to v.
func constant(n int, v float64) []float64 { return ramp(n, v, 0) }

func TestEvaluate(t *testing.T) {
	tests := []struct {
		name   string
		metric string
		src    string
		obs    Observation
		status Status
		reason string
		msg    string // the whole message when set
		has    string // a part of the message when set
	}{
		// Latency: percentiles with their interval.
		{name: "p95-pass", metric: "ttft", src: "p(95) < 1.5s", obs: Observation{Independent: true, Samples: ramp(360, 1, 0.001)}, status: Pass,
			msg: "ttft p(95) < 1.5s: PASS — measured 1.34s [90% CI 1.33s–1.35s], n=360"},
		{name: "p95-fail", metric: "ttft", src: "p(95) < 1.5s", obs: Observation{Independent: true, Samples: ramp(360, 1.5, 0.001)}, status: Fail,
			msg: "ttft p(95) < 1.5s: FAIL — measured 1.84s [90% CI 1.83s–1.85s], n=360"},
		{name: "p99-ms-pass", metric: "itl", src: "p(99) < 150ms", obs: Observation{Independent: true, Samples: ramp(1000, 0.020, 0.0001)}, status: Pass,
			msg: "itl p(99) < 150ms: PASS — measured 119ms [90% CI 118ms–120ms], n=1000"},
		{name: "p50-us", metric: "itl_per_token", src: "med < 500us", obs: Observation{Independent: true, Samples: ramp(100, 0.0002, 0.000001)}, status: Pass,
			msg: "itl_per_token p(50) < 500us: PASS — measured 249µs [90% CI 241µs–258µs], n=100"},
		// The boundary: inclusive operators pass on equality, strict ones fail.
		{name: "lesseq-at-boundary-passes", metric: "ttft", src: "p(95) <= 1.5s", obs: Observation{Independent: true, Samples: constant(360, 1.5)}, status: Pass},
		{name: "less-at-boundary-fails", metric: "ttft", src: "p(95) < 1.5s", obs: Observation{Independent: true, Samples: constant(360, 1.5)}, status: Fail},
		{name: "greatereq-at-boundary-passes", metric: "ttft", src: "p(95) >= 1500ms", obs: Observation{Independent: true, Samples: constant(360, 1.5)}, status: Pass},
		{name: "greater-at-boundary-fails", metric: "ttft", src: "p(95) > 1500ms", obs: Observation{Independent: true, Samples: constant(360, 1.5)}, status: Fail},
		{name: "ms-boundary-passes", metric: "e2el", src: "p(50) <= 100ms", obs: Observation{Independent: true, Samples: constant(10, 0.1)}, status: Pass},
		// Too few samples: p99 needs 299 at level 0.90.
		{name: "p99-n100-inconclusive", metric: "ttft", src: "p(99) < 3s", obs: Observation{Independent: true, Samples: ramp(100, 1, 0.01)}, status: Inconclusive, reason: ReasonTooFewSamples,
			msg: "ttft p(99) < 3s: INCONCLUSIVE — too few samples: p99 needs at least 299 samples for a 90% confidence interval, have 100: no upper bound; measured 1.98s [90% CI from 1.96s, no upper bound], n=100"},
		{name: "p99-n298-inconclusive", metric: "ttft", src: "p(99) < 3s", obs: Observation{Independent: true, Samples: ramp(298, 1, 0.001)}, status: Inconclusive, reason: ReasonTooFewSamples,
			has: "have 298"},
		{name: "p99-n299-decides", metric: "ttft", src: "p(99) < 3s", obs: Observation{Independent: true, Samples: ramp(299, 1, 0.001)}, status: Pass},
		{name: "p99-n100-lower-bound-already-fails", metric: "ttft", src: "p(99) < 3s", obs: Observation{Independent: true, Samples: ramp(100, 5, 0.01)}, status: Fail,
			msg: "ttft p(99) < 3s: FAIL — measured 5.98s [90% CI from 5.96s, no upper bound], n=100; the lower bound alone already violates the threshold (for both bounds: p99 needs at least 299 samples for a 90% confidence interval, have 100: no upper bound)"},
		{name: "p99-n100-greater-inconclusive", metric: "ttft", src: "p(99) > 3s", obs: Observation{Independent: true, Samples: ramp(100, 1, 0.01)}, status: Inconclusive, reason: ReasonTooFewSamples},
		{name: "p1-n100-upper-bound-already-fails", metric: "tpot", src: "p(1) > 1s", obs: Observation{Independent: true, Samples: ramp(100, 0.01, 0.001)}, status: Fail,
			has: "the upper bound alone already violates the threshold"},
		{name: "p1-n100-greater-inconclusive", metric: "tpot", src: "p(1) > 1ms", obs: Observation{Independent: true, Samples: ramp(100, 0.01, 0.001)}, status: Inconclusive, reason: ReasonTooFewSamples,
			has: "no lower bound"},
		{name: "no-samples", metric: "ttft", src: "p(95) < 1.5s", obs: Observation{}, status: Inconclusive, reason: ReasonNoSamples,
			msg: "ttft p(95) < 1.5s: INCONCLUSIVE — no samples; p95 needs at least 59 for a 90% confidence interval"},
		{name: "no-samples-avg", metric: "e2el", src: "avg < 1s", obs: Observation{Independent: true, Samples: []float64{}}, status: Inconclusive, reason: ReasonNoSamples,
			msg: "e2el avg < 1s: INCONCLUSIVE — no samples"},
		{name: "n-ignored-for-latency", metric: "e2el", src: "avg < 1s", obs: Observation{N: 360}, status: Inconclusive, reason: ReasonNoSamples},
		// Latency: exact aggregates without an interval.
		{name: "avg-pass", metric: "e2el", src: "avg < 1s", obs: Observation{Independent: true, Samples: []float64{0.5, 0.7, 0.9}}, status: Pass,
			msg: "e2el avg < 1s: PASS — measured 700ms, n=3"},
		{name: "avg-fail", metric: "e2el", src: "avg < 600ms", obs: Observation{Independent: true, Samples: []float64{0.5, 0.7, 0.9}}, status: Fail},
		{name: "min-pass", metric: "queue_wait", src: "min >= 0s", obs: Observation{Independent: true, Samples: []float64{0, 0.1}}, status: Pass},
		{name: "max-fail", metric: "dispatch_lag", src: "max < 50ms", obs: Observation{Independent: true, Samples: []float64{0.001, 0.062}}, status: Fail,
			msg: "dispatch_lag max < 50ms: FAIL — measured 62ms, n=2"},
		{name: "nan-sample-fails", metric: "ttft", src: "p(95) < 1s", obs: Observation{Independent: true, Samples: []float64{0.1, math.NaN()}}, status: Fail, reason: ReasonError,
			has: "error: percentile: sample 1 is NaN"},
		{name: "inf-sample-avg-fails", metric: "ttft", src: "avg < 1s", obs: Observation{Independent: true, Samples: []float64{math.Inf(1)}}, status: Fail, reason: ReasonError},

		// Ratio.
		{name: "ratio-pass", metric: "error_rate", src: "< 0.5%", obs: Observation{Value: 1.0 / 360, N: 360}, status: Pass,
			msg: "error_rate < 0.5%: PASS — measured 0.278% (1 of 360)"},
		{name: "ratio-fail", metric: "error_rate", src: "< 0.5%", obs: Observation{Value: 2.0 / 360, N: 360}, status: Fail,
			msg: "error_rate < 0.5%: FAIL — measured 0.556% (2 of 360)"},
		{name: "ratio-zero-passes", metric: "timeout_rate", src: "< 0.1%", obs: Observation{Value: 0, N: 360}, status: Pass,
			msg: "timeout_rate < 0.1%: PASS — measured 0% (0 of 360)"},
		{name: "ratio-fraction", metric: "prefix_hit_ratio", src: ">= 0.6", obs: Observation{Value: 0.523, N: 360}, status: Fail,
			msg: "prefix_hit_ratio >= 0.6: FAIL — measured 52.3%, n=360"},
		{name: "ratio-lesseq-at-boundary", metric: "error_rate", src: "<= 0.3%", obs: Observation{Value: 3.0 / 1000, N: 1000}, status: Pass},
		{name: "ratio-less-at-boundary", metric: "error_rate", src: "< 0.3%", obs: Observation{Value: 3.0 / 1000, N: 1000}, status: Fail},
		{name: "ratio-greatereq-at-boundary", metric: "goodput_ratio", src: ">= 95%", obs: Observation{Value: 342.0 / 360, N: 360}, status: Pass,
			msg: "goodput_ratio >= 95%: PASS — measured 95% (342 of 360)"},
		{name: "ratio-no-requests", metric: "error_rate", src: "< 0.5%", obs: Observation{}, status: Inconclusive, reason: ReasonNoSamples,
			msg: "error_rate < 0.5%: INCONCLUSIVE — no requests"},
		{name: "ratio-nan-fails", metric: "error_rate", src: "< 0.5%", obs: Observation{Value: math.NaN(), N: 10}, status: Fail, reason: ReasonError},

		// Rate.
		{name: "rate-per-hour", metric: "goodput_rph", src: ">= 3000/h", obs: Observation{Value: 0.9, N: 300}, status: Pass,
			msg: "goodput_rph >= 3000/h: PASS — measured 3240/h, n=300"},
		{name: "rate-per-second-fail", metric: "throughput_rps", src: ">= 2/s", obs: Observation{Value: 1.5, N: 90}, status: Fail,
			msg: "throughput_rps >= 2/s: FAIL — measured 1.5/s, n=90"},
		{name: "rate-per-minute-boundary", metric: "output_tps", src: ">= 6000/min", obs: Observation{Value: 100, N: 90}, status: Pass,
			msg: "output_tps >= 6000/min: PASS — measured 6000/min, n=90"},
		{name: "rate-no-requests", metric: "goodput_rps", src: ">= 2/s", obs: Observation{Value: 5}, status: Inconclusive, reason: ReasonNoSamples},

		// Count.
		{name: "count-zero-passes", metric: "preemptions", src: "<= 0", obs: Observation{Value: 0, N: 360}, status: Pass,
			msg: "preemptions <= 0: PASS — measured 0, n=360"},
		{name: "count-fails", metric: "dropped", src: "<= 0", obs: Observation{Value: 3, N: 360}, status: Fail,
			msg: "dropped <= 0: FAIL — measured 3, n=360"},
		{name: "count-written-in-full", metric: "max_waiting", src: "< 1000", obs: Observation{Value: 1234, N: 360}, status: Fail,
			msg: "max_waiting < 1000: FAIL — measured 1234, n=360"},
		{name: "count-no-requests", metric: "max_waiting", src: "< 10", obs: Observation{N: 0}, status: Inconclusive, reason: ReasonNoSamples},
		{name: "count-negative-n", metric: "max_waiting", src: "< 10", obs: Observation{N: -1}, status: Inconclusive, reason: ReasonNoSamples},

		// Unavailable and invalid are never a pass, even when the value would pass.
		{name: "unavailable", metric: "prefix_hit_ratio", src: ">= 0.6",
			obs:    Observation{Value: 0.9, N: 360, Unavailable: `metric "vllm:prefix_cache_hits_total" not exported by http://127.0.0.1:8000/metrics`},
			status: Inconclusive, reason: ReasonUnavailable,
			msg: `prefix_hit_ratio >= 0.6: INCONCLUSIVE — unavailable: metric "vllm:prefix_cache_hits_total" not exported by http://127.0.0.1:8000/metrics`},
		{name: "invalid", metric: "ttft", src: "p(95) < 1.5s",
			obs:    Observation{Independent: true, Samples: constant(360, 0.1), Invalid: "dispatch lag p99 62ms over budget 50ms"},
			status: Inconclusive, reason: ReasonInvalid,
			msg: "ttft p(95) < 1.5s: INCONCLUSIVE — invalid: dispatch lag p99 62ms over budget 50ms"},
		{name: "invalid-before-unavailable", metric: "preemptions", src: "<= 0",
			obs:    Observation{N: 10, Invalid: "generator fell behind", Unavailable: "no /metrics"},
			status: Inconclusive, reason: ReasonInvalid},

		// An expression that does not fit the metric is a FAIL, never skipped.
		{name: "bad-expression-fails", metric: "error_rate", src: "p(95) < 1%", obs: Observation{Value: 0, N: 360}, status: Fail, reason: ReasonError,
			msg: `error_rate p(95) < 1%: FAIL — error: threshold "p(95) < 1%": p(95) does not apply to error_rate (a ratio): write e.g. "< 0.5%"`},
		{name: "relative-expression-fails", metric: "ttft", src: "p(95) <= +10%", obs: Observation{Independent: true, Samples: constant(360, 0.1)}, status: Fail, reason: ReasonError},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, m := mustParse(t, tt.src), metric(t, tt.metric)
			got := Evaluate(e, m, tt.obs, DefaultLevel)
			assert.Equal(t, tt.status, got.Status, "Evaluate(%q on %s).Status; message: %s", tt.src, tt.metric, got.Message)
			assert.Equal(t, tt.reason, got.Reason, "Evaluate(%q on %s).Reason", tt.src, tt.metric)
			if tt.msg != "" {
				assert.Equal(t, tt.msg, got.Message, "Evaluate(%q on %s).Message", tt.src, tt.metric)
			}
			if tt.has != "" {
				assert.Contains(t, got.Message, tt.has, "Evaluate(%q on %s).Message", tt.src, tt.metric)
			}
			assert.Equal(t, tt.metric, got.Metric, "Evaluate(%q on %s).Metric", tt.src, tt.metric)
			assert.Equal(t, e, got.Expr, "Evaluate(%q on %s).Expr", tt.src, tt.metric)
			assert.True(t, strings.HasPrefix(got.Message, tt.metric+" "+e.String()+": "+string(got.Status)+" — "),
				"Evaluate(%q on %s).Message = %q, want it to start with the metric, expression and status", tt.src, tt.metric, got.Message)
			assert.True(t, math.IsNaN(got.Baseline) && math.IsNaN(got.Candidate), "Evaluate(%q on %s) Baseline, Candidate = %v, %v, want NaN", tt.src, tt.metric, got.Baseline, got.Candidate)
		})
	}
}

func TestEvaluateFields(t *testing.T) {
	ttft := metric(t, "ttft")
	xs := ramp(360, 1, 0.001)
	est, err := stats.Percentile(xs, 0.95, DefaultLevel)
	require.NoError(t, err)

	got := Evaluate(mustParse(t, "p(95) < 1.5s"), ttft, Observation{Independent: true, Samples: xs}, DefaultLevel)
	assert.Equal(t, est.Value, got.Value, "Value")
	assert.Equal(t, est.Lo, got.Lo, "Lo")
	assert.Equal(t, est.Hi, got.Hi, "Hi")
	assert.Equal(t, 360, got.N, "N")

	got = Evaluate(mustParse(t, "avg < 1.5s"), ttft, Observation{Independent: true, Samples: []float64{1, 2}}, DefaultLevel)
	assert.Equal(t, 1.5, got.Value, "avg Value")
	assert.True(t, math.IsNaN(got.Lo) && math.IsNaN(got.Hi), "avg Lo, Hi = %v, %v, want NaN", got.Lo, got.Hi)

	got = Evaluate(mustParse(t, "p(99) < 3s"), ttft, Observation{Independent: true, Samples: ramp(100, 1, 0.01)}, DefaultLevel)
	assert.False(t, math.IsNaN(got.Lo), "p99 at n=100: Lo = NaN, want the lower bound")
	assert.True(t, math.IsNaN(got.Hi), "p99 at n=100: Hi = %v, want NaN", got.Hi)

	got = Evaluate(mustParse(t, "p(95) < 1.5s"), ttft, Observation{}, DefaultLevel)
	assert.True(t, math.IsNaN(got.Value), "no samples: Value = %v, want NaN", got.Value)
	assert.Equal(t, 0, got.N, "no samples: N")

	er := metric(t, "error_rate")
	got = Evaluate(mustParse(t, "< 1%"), er, Observation{Value: 0.005, N: 200}, DefaultLevel)
	assert.Equal(t, 0.005, got.Value, "ratio Value")
	assert.Equal(t, 200, got.N, "ratio N")
	assert.True(t, math.IsNaN(got.Lo) && math.IsNaN(got.Hi), "ratio Lo, Hi = %v, %v, want NaN", got.Lo, got.Hi)
}

func TestEvaluateLevel(t *testing.T) {
	ttft := metric(t, "ttft")
	e := mustParse(t, "p(99) < 3s")
	xs := ramp(300, 1, 0.001)
	assert.Equal(t, Pass, Evaluate(e, ttft, Observation{Independent: true, Samples: xs}, 0.90).Status, "p99 at n=300, level 0.90")
	got := Evaluate(e, ttft, Observation{Independent: true, Samples: xs}, 0.95)
	assert.Equal(t, Inconclusive, got.Status, "p99 at n=300, level 0.95 (needs 368)")
	assert.Contains(t, got.Message, "368", "p99 at n=300, level 0.95")
	for _, level := range []float64{0, 1, -0.5, math.NaN()} {
		got := Evaluate(e, ttft, Observation{Independent: true, Samples: xs}, level)
		assert.Equal(t, Fail, got.Status, "Evaluate at level %v", level)
		assert.Equal(t, ReasonError, got.Reason, "Evaluate at level %v", level)
	}
}

// anyObservation returns data of m whose aggregate is value, to check that
// Unavailable and Invalid override it.
func anyObservation(m Metric, value float64) Observation {
	if m.Kind == Latency {
		return Observation{Independent: true, Samples: constant(1000, value)}
	}
	return Observation{Value: value, N: 1000}
}

func TestNeverPassWithoutData(t *testing.T) {
	// For every metric and operator, a threshold that the data would pass is
	// INCONCLUSIVE when the metric is unavailable, the cell invalid, or there is no data.
	for _, m := range Metrics() {
		for _, op := range []string{"<", "<=", ">", ">="} {
			src := op + " 0.5"
			switch m.Kind {
			case Latency:
				src = "p(50) " + op + " 500ms"
				if m.Name == "ttft_overhead" { // avg only
					src = "avg " + op + " 500ms"
				}
			case Rate:
				src = op + " 0.5/s"
			}
			e := mustParse(t, src)
			value := 0.25
			if op[0] == '>' {
				value = 0.75
			}
			t.Run(m.Name+"-"+map[string]string{"<": "lt", "<=": "le", ">": "gt", ">=": "ge"}[op], func(t *testing.T) {
				obs := anyObservation(m, value)
				require.Equal(t, Pass, Evaluate(e, m, obs, DefaultLevel).Status, "Evaluate(%q on %s) with data", src, m.Name)

				un := obs
				un.Unavailable = "no /metrics"
				assert.Equal(t, Inconclusive, Evaluate(e, m, un, DefaultLevel).Status, "Evaluate(%q on %s) unavailable", src, m.Name)

				inv := obs
				inv.Invalid = "generator fell behind"
				assert.Equal(t, Inconclusive, Evaluate(e, m, inv, DefaultLevel).Status, "Evaluate(%q on %s) invalid", src, m.Name)

				got := Evaluate(e, m, Observation{}, DefaultLevel)
				assert.Equal(t, Inconclusive, got.Status, "Evaluate(%q on %s) without data", src, m.Name)
				assert.Equal(t, ReasonNoSamples, got.Reason, "Evaluate(%q on %s) without data", src, m.Name)
			})
		}
	}
}

func TestFormat(t *testing.T) {
	tests := []struct {
		name string
		got  string
		want string
	}{
		{"duration-seconds", formatDuration(1.8349), "1.83s"},
		{"duration-round-seconds", formatDuration(2), "2s"},
		{"duration-large", formatDuration(125.4), "125s"},
		{"duration-ms", formatDuration(0.0183), "18.3ms"},
		{"duration-rounds-up-to-seconds", formatDuration(0.99951), "1s"},
		{"duration-rounds-up-to-ms", formatDuration(0.00099951), "1ms"},
		{"duration-us", formatDuration(0.000412), "412µs"},
		{"duration-sub-us", formatDuration(0.0000005), "0.5µs"},
		{"duration-zero", formatDuration(0), "0s"},
		{"duration-negative", formatDuration(-0.0021), "-2.1ms"},
		{"duration-nan", formatDuration(math.NaN()), "NaN"},
		{"sig3-thousands", sig3(1834.9), "1830"},
		{"sig3-small", sig3(0.0027777), "0.00278"},
		{"sig3-tiny", sig3(1.234e-9), "1.23e-09"},
		// Plain notation from one millionth up to, not including, 1e15.
		{"sig3-one-millionth", sig3(1e-6), "0.000001"},
		{"sig3-below-a-millionth", sig3(9.99e-7), "9.99e-07"},
		{"sig3-below-1e15", sig3(9.99e14), "999000000000000"},
		{"sig3-1e15", sig3(1e15), "1e+15"},
		{"sig3-nan", sig3(math.NaN()), "NaN"},
		{"sig3-infinite", sig3(math.Inf(-1)), "-Inf"},
		{"count-whole", formatValue(infoFor(Metric{Name: "dropped", Kind: Count}), Expr{}, 1234), "1234"},
		{"count-fraction", formatValue(infoFor(Metric{Name: "dropped", Kind: Count}), Expr{}, 2.345), "2.35"},
		{"count-whole-1e15", formatValue(infoFor(Metric{Name: "dropped", Kind: Count}), Expr{}, 1e15), "1e+15"},
		{"rate-of-unknown-metric-per-second", formatValue(infoFor(Metric{Name: "my_rps", Kind: Rate}), Expr{Unit: "%"}, 2.5), "2.5/s"},
		{"change-positive", formatChange(0.15), "+15%"},
		{"change-negative", formatChange(-0.02222), "-2.22%"},
		{"change-zero", formatChange(0), "+0%"},
		{"change-infinite", formatChange(math.Inf(1)), "+∞"},
		{"change-nan", formatChange(math.NaN()), "n/a"},
		{"ci-both", ciText(0.9, 1.71, 1.97), " [90% CI 1.71s–1.97s]"},
		{"ci-none", ciText(0.9, math.NaN(), math.NaN()), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.got)
		})
	}
}

// TestEvaluateLowerLimitOnPercentileUsesUpperBound covers ">=" and ">" thresholds on a
// percentile. Once both bounds exist, the point estimate decides, whatever the interval
// straddles. With too few samples, the bound that can prove a lower limit violated is the
// upper one: a FAIL when it is already below the limit, INCONCLUSIVE otherwise — and a
// lower bound alone proves nothing about a lower limit.
func TestEvaluateLowerLimitOnPercentileUsesUpperBound(t *testing.T) {
	// 10ms, 11ms, …, 109ms. p1 is 10.99ms. At level 0.90 with n = 100 and B ~ Bin(100,
	// 0.01): P(B = 0) = 0.366 > 0.05, so there is no lower rank; P(B ≥ 4) = 0.018 ≤ 0.05 <
	// P(B ≥ 3) = 0.079, so the upper bound is x_(4) = 13ms. For p99, by symmetry, the
	// lower bound is x_(97) = 106ms and there is no upper one.
	few := ramp(100, 0.010, 0.001)
	// 10ms … 409ms: p5 is 29.95ms (shown as 30ms) with the 90% interval [x_(13), x_(28)] = [22ms, 37ms].
	enough := ramp(400, 0.010, 0.001)
	tests := []struct {
		name   string
		src    string
		xs     []float64
		status Status
		reason string
		has    string
	}{
		{name: "too-few-upper-bound-below-greatereq-fails", src: "p(1) >= 20ms", xs: few, status: Fail,
			has: "up to 13ms, no lower bound], n=100; the upper bound alone already violates the threshold"},
		{name: "too-few-upper-bound-below-greater-fails", src: "p(1) > 20ms", xs: few, status: Fail,
			has: "the upper bound alone already violates the threshold"},
		{name: "too-few-upper-bound-at-greatereq-inconclusive", src: "p(1) >= 13ms", xs: few, status: Inconclusive, reason: ReasonTooFewSamples},
		{name: "too-few-upper-bound-at-greater-fails", src: "p(1) > 13ms", xs: few, status: Fail,
			has: "the upper bound alone already violates the threshold"},
		{name: "too-few-point-below-upper-bound-above-inconclusive", src: "p(1) >= 12ms", xs: few, status: Inconclusive, reason: ReasonTooFewSamples,
			has: "too few samples: p1 needs at least 299 samples for a 90% confidence interval, have 100: no lower bound"},
		{name: "too-few-point-above-never-passes", src: "p(1) >= 10ms", xs: few, status: Inconclusive, reason: ReasonTooFewSamples},
		{name: "too-few-greater-point-above-never-passes", src: "p(1) > 10ms", xs: few, status: Inconclusive, reason: ReasonTooFewSamples},
		// Only a lower bound (106ms): below the limit, yet the true p99 may still reach it.
		{name: "too-few-lower-bound-below-greatereq-inconclusive", src: "p(99) >= 200ms", xs: few, status: Inconclusive, reason: ReasonTooFewSamples,
			has: "no upper bound"},
		{name: "too-few-lower-bound-below-greater-inconclusive", src: "p(99) > 200ms", xs: few, status: Inconclusive, reason: ReasonTooFewSamples},
		{name: "too-few-lower-bound-above-greatereq-inconclusive", src: "p(99) >= 50ms", xs: few, status: Inconclusive, reason: ReasonTooFewSamples},

		{name: "interval-above-greatereq-passes", src: "p(5) >= 20ms", xs: enough, status: Pass,
			has: "measured 30ms [90% CI 22ms–37ms], n=400"},
		{name: "interval-straddles-point-above-passes", src: "p(5) >= 25ms", xs: enough, status: Pass},
		{name: "interval-straddles-point-above-greater-passes", src: "p(5) > 25ms", xs: enough, status: Pass},
		{name: "interval-straddles-point-below-fails", src: "p(5) >= 35ms", xs: enough, status: Fail},
		{name: "interval-below-greatereq-fails", src: "p(5) >= 40ms", xs: enough, status: Fail},
		{name: "interval-below-greater-fails", src: "p(5) > 40ms", xs: enough, status: Fail},
	}
	tpot := metric(t, "tpot")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := mustParse(t, tt.src)
			got := Evaluate(e, tpot, Observation{Independent: true, Samples: tt.xs}, DefaultLevel)
			assert.Equal(t, tt.status, got.Status, "Evaluate(%q).Status; message: %s", tt.src, got.Message)
			assert.Equal(t, tt.reason, got.Reason, "Evaluate(%q).Reason", tt.src)
			if tt.has != "" {
				assert.Contains(t, got.Message, tt.has, "Evaluate(%q).Message", tt.src)
			}
			est, err := stats.Percentile(tt.xs, e.Q, DefaultLevel)
			require.NoError(t, err)
			assert.Equal(t, est.Value, got.Value, "Evaluate(%q).Value", tt.src)
			assert.Equal(t, math.IsNaN(est.Lo), math.IsNaN(got.Lo), "Evaluate(%q).Lo = %v, want %v", tt.src, got.Lo, est.Lo)
			assert.Equal(t, math.IsNaN(est.Hi), math.IsNaN(got.Hi), "Evaluate(%q).Hi = %v, want %v", tt.src, got.Hi, est.Hi)
		})
	}
}

// TestLevelOutsideOpenIntervalFails: a confidence level outside (0, 1) is the gate's own
// error for every kind of metric, not only where a percentile interval would use it.
func TestLevelOutsideOpenIntervalFails(t *testing.T) {
	tests := []struct {
		name       string
		metric     string
		src        string
		base, cand Observation // base is only used by Compare
		compare    bool
	}{
		{name: "evaluate-ratio", metric: "error_rate", src: "< 0.5%", cand: Observation{Value: 0, N: 360}},
		{name: "evaluate-avg", metric: "e2el", src: "avg < 1s", cand: Observation{Independent: true, Samples: []float64{0.5, 0.7, 0.9}}},
		{name: "compare-rate", metric: "goodput_rph", src: ">= -2%", compare: true,
			base: Observation{Value: 0.9, N: 300}, cand: Observation{Value: 0.9, N: 300}},
		{name: "compare-count", metric: "preemptions", src: "<= +50%", compare: true,
			base: Observation{Value: 4, N: 300}, cand: Observation{Value: 4, N: 300}},
	}
	for _, tt := range tests {
		for _, level := range []float64{0, 1} {
			t.Run(fmt.Sprintf("%s-level-%v", tt.name, level), func(t *testing.T) {
				e, m := mustParse(t, tt.src), metric(t, tt.metric)
				var got Verdict
				if tt.compare {
					got = Compare(e, m, tt.base, tt.cand, level, 1)
				} else {
					got = Evaluate(e, m, tt.cand, level)
				}
				assert.Equal(t, Fail, got.Status, "%q on %s at level %v: %s", tt.src, tt.metric, level, got.Message)
				assert.Equal(t, ReasonError, got.Reason, "%q on %s at level %v", tt.src, tt.metric, level)
				assert.Contains(t, got.Message, fmt.Sprintf("error: confidence level %v outside (0, 1)", level))
			})
		}
	}
}

// TestEvaluateWidensForArrivalOrder pins the gate's default: samples are a run's
// requests in arrival order, and a ramp — latency rising through the cell as a queue
// builds — is as correlated as a series gets. The same samples that pass as
// independent draws are then too few for a p(95) and say why.
func TestEvaluateWidensForArrivalOrder(t *testing.T) {
	e := mustParse(t, "p(95) < 1.5s")
	m := metric(t, "ttft")
	xs := ramp(360, 1, 0.001)
	iid := Evaluate(e, m, Observation{Independent: true, Samples: xs}, DefaultLevel)
	require.Equal(t, Pass, iid.Status, iid.Message)
	got := Evaluate(e, m, Observation{Samples: xs}, DefaultLevel)
	assert.Equal(t, Inconclusive, got.Status, got.Message)
	assert.Equal(t, ReasonTooFewSamples, got.Reason)
	assert.Contains(t, got.Message, "serially correlated (design effect")
	assert.Equal(t, iid.Value, got.Value, "the order changes the interval, never the percentile")

	// Shuffled, the same samples carry no order: the interval is close to the
	// independent one and the verdict is decided.
	sh := shuffled(xs, 3)
	got = Evaluate(e, m, Observation{Samples: sh}, DefaultLevel)
	assert.Equal(t, Pass, got.Status, got.Message)
	assert.LessOrEqual(t, got.Lo, iid.Lo)
	assert.GreaterOrEqual(t, got.Hi, iid.Hi)

	// A compare gate between two ramps: the block bootstrap's interval of the
	// change is wider than the independent bootstrap's.
	c := mustParse(t, "p(95) <= +10%")
	indep := Compare(c, m, Observation{Independent: true, Samples: lognormal(600, 1)}, Observation{Independent: true, Samples: lognormal(600, 2)}, DefaultLevel, 7)
	ser := Compare(c, m, Observation{Samples: lognormal(600, 1)}, Observation{Samples: lognormal(600, 2)}, DefaultLevel, 7)
	assert.Equal(t, indep.Value, ser.Value)
	assert.NotEqual(t, indep.Hi-indep.Lo, ser.Hi-ser.Lo, "the series bootstrap resamples blocks")
}

// shuffled returns a copy of xs in a seeded random order.
func shuffled(xs []float64, seed uint64) []float64 {
	out := append([]float64(nil), xs...)
	r := rand.New(rand.NewPCG(seed, seed))
	r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// TestEvaluateCorrelatedViolationFails: a queue that builds through the cell makes the
// samples so correlated that the p(95) interval has no upper bound, but 360 samples
// are plenty for a p(95) as such: a measured violation is a FAIL, while a measured
// pass on the same evidence stays INCONCLUSIVE.
func TestEvaluateCorrelatedViolationFails(t *testing.T) {
	m := metric(t, "ttft")
	xs := ramp(360, 1, 0.01) // 1s … 4.59s, rising: p(95) ≈ 4.41s
	fail := Evaluate(mustParse(t, "p(95) < 3s"), m, Observation{Samples: xs}, DefaultLevel)
	assert.Equal(t, Fail, fail.Status, fail.Message)
	assert.Contains(t, fail.Message, "the measured value itself violates the threshold")
	pass := Evaluate(mustParse(t, "p(95) < 10s"), m, Observation{Samples: xs}, DefaultLevel)
	assert.Equal(t, Inconclusive, pass.Status, pass.Message)
	assert.Equal(t, ReasonTooFewSamples, pass.Reason)
	few := Evaluate(mustParse(t, "p(95) < 3s"), m, Observation{Samples: ramp(40, 1, 0.1)}, DefaultLevel)
	assert.Equal(t, Inconclusive, few.Status, "40 samples are too few for a p(95) however they are ordered: %s", few.Message)
}
