package threshold

import (
	"math"
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
		{name: "p95-pass", metric: "ttft", src: "p(95) < 1.5s", obs: Observation{Samples: ramp(360, 1, 0.001)}, status: Pass,
			msg: "ttft p(95) < 1.5s: PASS — measured 1.34s [90% CI 1.33s–1.35s], n=360"},
		{name: "p95-fail", metric: "ttft", src: "p(95) < 1.5s", obs: Observation{Samples: ramp(360, 1.5, 0.001)}, status: Fail,
			msg: "ttft p(95) < 1.5s: FAIL — measured 1.84s [90% CI 1.83s–1.85s], n=360"},
		{name: "p99-ms-pass", metric: "itl", src: "p(99) < 150ms", obs: Observation{Samples: ramp(1000, 0.020, 0.0001)}, status: Pass,
			msg: "itl p(99) < 150ms: PASS — measured 119ms [90% CI 118ms–120ms], n=1000"},
		{name: "p50-us", metric: "itl_per_token", src: "med < 500us", obs: Observation{Samples: ramp(100, 0.0002, 0.000001)}, status: Pass,
			msg: "itl_per_token p(50) < 500us: PASS — measured 249µs [90% CI 241µs–258µs], n=100"},
		// The boundary: inclusive operators pass on equality, strict ones fail.
		{name: "lesseq-at-boundary-passes", metric: "ttft", src: "p(95) <= 1.5s", obs: Observation{Samples: constant(360, 1.5)}, status: Pass},
		{name: "less-at-boundary-fails", metric: "ttft", src: "p(95) < 1.5s", obs: Observation{Samples: constant(360, 1.5)}, status: Fail},
		{name: "greatereq-at-boundary-passes", metric: "ttft", src: "p(95) >= 1500ms", obs: Observation{Samples: constant(360, 1.5)}, status: Pass},
		{name: "greater-at-boundary-fails", metric: "ttft", src: "p(95) > 1500ms", obs: Observation{Samples: constant(360, 1.5)}, status: Fail},
		{name: "ms-boundary-passes", metric: "e2el", src: "p(50) <= 100ms", obs: Observation{Samples: constant(10, 0.1)}, status: Pass},
		// Too few samples: p99 needs 299 at level 0.90.
		{name: "p99-n100-inconclusive", metric: "ttft", src: "p(99) < 3s", obs: Observation{Samples: ramp(100, 1, 0.01)}, status: Inconclusive, reason: ReasonTooFewSamples,
			msg: "ttft p(99) < 3s: INCONCLUSIVE — too few samples: p99 needs at least 299 samples for a 90% confidence interval, have 100: no upper bound; measured 1.98s [90% CI from 1.96s, no upper bound], n=100"},
		{name: "p99-n298-inconclusive", metric: "ttft", src: "p(99) < 3s", obs: Observation{Samples: ramp(298, 1, 0.001)}, status: Inconclusive, reason: ReasonTooFewSamples,
			has: "have 298"},
		{name: "p99-n299-decides", metric: "ttft", src: "p(99) < 3s", obs: Observation{Samples: ramp(299, 1, 0.001)}, status: Pass},
		{name: "p99-n100-lower-bound-already-fails", metric: "ttft", src: "p(99) < 3s", obs: Observation{Samples: ramp(100, 5, 0.01)}, status: Fail,
			msg: "ttft p(99) < 3s: FAIL — measured 5.98s [90% CI from 5.96s, no upper bound], n=100; the lower bound alone already violates the threshold (for both bounds: p99 needs at least 299 samples for a 90% confidence interval, have 100: no upper bound)"},
		{name: "p99-n100-greater-inconclusive", metric: "ttft", src: "p(99) > 3s", obs: Observation{Samples: ramp(100, 1, 0.01)}, status: Inconclusive, reason: ReasonTooFewSamples},
		{name: "p1-n100-upper-bound-already-fails", metric: "tpot", src: "p(1) > 1s", obs: Observation{Samples: ramp(100, 0.01, 0.001)}, status: Fail,
			has: "the upper bound alone already violates the threshold"},
		{name: "p1-n100-greater-inconclusive", metric: "tpot", src: "p(1) > 1ms", obs: Observation{Samples: ramp(100, 0.01, 0.001)}, status: Inconclusive, reason: ReasonTooFewSamples,
			has: "no lower bound"},
		{name: "no-samples", metric: "ttft", src: "p(95) < 1.5s", obs: Observation{}, status: Inconclusive, reason: ReasonNoSamples,
			msg: "ttft p(95) < 1.5s: INCONCLUSIVE — no samples; p95 needs at least 59 for a 90% confidence interval"},
		{name: "no-samples-avg", metric: "e2el", src: "avg < 1s", obs: Observation{Samples: []float64{}}, status: Inconclusive, reason: ReasonNoSamples,
			msg: "e2el avg < 1s: INCONCLUSIVE — no samples"},
		{name: "n-ignored-for-latency", metric: "e2el", src: "avg < 1s", obs: Observation{N: 360}, status: Inconclusive, reason: ReasonNoSamples},
		// Latency: exact aggregates without an interval.
		{name: "avg-pass", metric: "e2el", src: "avg < 1s", obs: Observation{Samples: []float64{0.5, 0.7, 0.9}}, status: Pass,
			msg: "e2el avg < 1s: PASS — measured 700ms, n=3"},
		{name: "avg-fail", metric: "e2el", src: "avg < 600ms", obs: Observation{Samples: []float64{0.5, 0.7, 0.9}}, status: Fail},
		{name: "min-pass", metric: "queue_wait", src: "min >= 0s", obs: Observation{Samples: []float64{0, 0.1}}, status: Pass},
		{name: "max-fail", metric: "dispatch_lag", src: "max < 50ms", obs: Observation{Samples: []float64{0.001, 0.062}}, status: Fail,
			msg: "dispatch_lag max < 50ms: FAIL — measured 62ms, n=2"},
		{name: "nan-sample-fails", metric: "ttft", src: "p(95) < 1s", obs: Observation{Samples: []float64{0.1, math.NaN()}}, status: Fail, reason: ReasonError,
			has: "error: percentile: sample 1 is NaN"},
		{name: "inf-sample-avg-fails", metric: "ttft", src: "avg < 1s", obs: Observation{Samples: []float64{math.Inf(1)}}, status: Fail, reason: ReasonError},

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
		{name: "count-no-requests", metric: "max_waiting", src: "< 10", obs: Observation{N: 0}, status: Inconclusive, reason: ReasonNoSamples},
		{name: "count-negative-n", metric: "max_waiting", src: "< 10", obs: Observation{N: -1}, status: Inconclusive, reason: ReasonNoSamples},

		// Unavailable and invalid are never a pass, even when the value would pass.
		{name: "unavailable", metric: "prefix_hit_ratio", src: ">= 0.6",
			obs:    Observation{Value: 0.9, N: 360, Unavailable: `metric "vllm:prefix_cache_hits_total" not exported by http://127.0.0.1:8000/metrics`},
			status: Inconclusive, reason: ReasonUnavailable,
			msg: `prefix_hit_ratio >= 0.6: INCONCLUSIVE — unavailable: metric "vllm:prefix_cache_hits_total" not exported by http://127.0.0.1:8000/metrics`},
		{name: "invalid", metric: "ttft", src: "p(95) < 1.5s",
			obs:    Observation{Samples: constant(360, 0.1), Invalid: "dispatch lag p99 62ms over budget 50ms"},
			status: Inconclusive, reason: ReasonInvalid,
			msg: "ttft p(95) < 1.5s: INCONCLUSIVE — invalid: dispatch lag p99 62ms over budget 50ms"},
		{name: "invalid-before-unavailable", metric: "preemptions", src: "<= 0",
			obs:    Observation{N: 10, Invalid: "generator fell behind", Unavailable: "no /metrics"},
			status: Inconclusive, reason: ReasonInvalid},

		// An expression that does not fit the metric is a FAIL, never skipped.
		{name: "bad-expression-fails", metric: "error_rate", src: "p(95) < 1%", obs: Observation{Value: 0, N: 360}, status: Fail, reason: ReasonError,
			msg: `error_rate p(95) < 1%: FAIL — error: threshold "p(95) < 1%": p(95) does not apply to error_rate (a ratio): write e.g. "< 0.5%"`},
		{name: "relative-expression-fails", metric: "ttft", src: "p(95) <= +10%", obs: Observation{Samples: constant(360, 0.1)}, status: Fail, reason: ReasonError},
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

	got := Evaluate(mustParse(t, "p(95) < 1.5s"), ttft, Observation{Samples: xs}, DefaultLevel)
	assert.Equal(t, est.Value, got.Value, "Value")
	assert.Equal(t, est.Lo, got.Lo, "Lo")
	assert.Equal(t, est.Hi, got.Hi, "Hi")
	assert.Equal(t, 360, got.N, "N")

	got = Evaluate(mustParse(t, "avg < 1.5s"), ttft, Observation{Samples: []float64{1, 2}}, DefaultLevel)
	assert.Equal(t, 1.5, got.Value, "avg Value")
	assert.True(t, math.IsNaN(got.Lo) && math.IsNaN(got.Hi), "avg Lo, Hi = %v, %v, want NaN", got.Lo, got.Hi)

	got = Evaluate(mustParse(t, "p(99) < 3s"), ttft, Observation{Samples: ramp(100, 1, 0.01)}, DefaultLevel)
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
	assert.Equal(t, Pass, Evaluate(e, ttft, Observation{Samples: xs}, 0.90).Status, "p99 at n=300, level 0.90")
	got := Evaluate(e, ttft, Observation{Samples: xs}, 0.95)
	assert.Equal(t, Inconclusive, got.Status, "p99 at n=300, level 0.95 (needs 368)")
	assert.Contains(t, got.Message, "368", "p99 at n=300, level 0.95")
	for _, level := range []float64{0, 1, -0.5, math.NaN()} {
		got := Evaluate(e, ttft, Observation{Samples: xs}, level)
		assert.Equal(t, Fail, got.Status, "Evaluate at level %v", level)
		assert.Equal(t, ReasonError, got.Reason, "Evaluate at level %v", level)
	}
}

// anyObservation returns data of m whose aggregate is value, to check that
// Unavailable and Invalid override it.
func anyObservation(m Metric, value float64) Observation {
	if m.Kind == Latency {
		return Observation{Samples: constant(1000, value)}
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
