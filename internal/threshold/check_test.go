package threshold

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// mustParse parses src or stops the test.
func mustParse(t testing.TB, src string) Expr {
	t.Helper()
	e, err := Parse(src)
	require.NoError(t, err, "Parse(%q)", src)
	return e
}

// metric looks name up or stops the test.
func metric(t testing.TB, name string) Metric {
	t.Helper()
	m, ok := Lookup(name)
	require.True(t, ok, "Lookup(%q) found nothing", name)
	return m
}

func TestCheckValid(t *testing.T) {
	tests := []struct {
		name     string
		metric   string
		src      string
		relative bool
	}{
		{"latency-percentile", "ttft", "p(95) < 1.5s", false},
		{"latency-p99.9-ms", "e2el", "p(99.9) <= 800ms", false},
		{"latency-avg-us", "itl", "avg < 500us", false},
		{"latency-min-micro-sign", "tpot", "min >= 1µs", false},
		{"latency-max", "dispatch_lag", "max < 50ms", false},
		{"latency-med", "queue_wait", "med < 10ms", false},
		{"ratio-percent", "error_rate", "< 0.5%", false},
		{"ratio-percent-100", "goodput_ratio", ">= 100%", false},
		{"ratio-percent-0", "timeout_rate", "<= 0%", false},
		{"ratio-fraction", "prefix_hit_ratio", ">= 0.6", false},
		{"ratio-fraction-1", "kv_usage_max", "<= 1", false},
		{"rate-per-second", "throughput_rps", ">= 2/s", false},
		{"rate-per-minute", "output_tps", ">= 6000/min", false},
		{"rate-per-hour", "goodput_rph", ">= 7200/h", false},
		{"rate-per-hour-on-rps", "goodput_rps", ">= 7200/h", false},
		{"count", "preemptions", "<= 0", false},
		{"count-fraction", "max_waiting", "< 2.5", false},
		{"compare-latency", "ttft", "p(95) <= +10%", true},
		{"ttfo-percentile", "ttfo", "p(50) < 3s", false},
		{"ttfo-avg", "ttfo", "avg <= 2500ms", false},
		{"compare-ttfo", "ttfo", "p(95) <= +10%", true},
		{"compare-latency-avg", "e2el", "avg <= +5%", true},
		{"compare-rate", "goodput_rph", ">= -2%", true},
		{"compare-ratio", "error_rate", "<= +50%", true},
		{"compare-count", "preemptions", "<= +0%", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Check(mustParse(t, tt.src), metric(t, tt.metric), tt.relative)
			assert.NoError(t, err, "Check(%q, %s, %v)", tt.src, tt.metric, tt.relative)
		})
	}
}

func TestCheckErrors(t *testing.T) {
	tests := []struct {
		name     string
		metric   string
		src      string
		relative bool
		want     string   // the whole error
		contains []string // the valid choices it names
	}{
		{name: "percentile-on-ratio", metric: "error_rate", src: "p(95) < 1%",
			want: `threshold "p(95) < 1%": p(95) does not apply to error_rate (a ratio): write e.g. "< 0.5%"`},
		{name: "avg-on-higher-ratio", metric: "goodput_ratio", src: "avg >= 95%",
			want: `threshold "avg >= 95%": avg does not apply to goodput_ratio (a ratio): write e.g. ">= 95%"`},
		{name: "percentile-on-rate", metric: "goodput_rps", src: "p(95) >= 2/s",
			want: `threshold "p(95) >= 2/s": p(95) does not apply to goodput_rps (a rate): write e.g. ">= 2/s"`},
		{name: "max-on-count", metric: "preemptions", src: "max <= 0",
			want: `threshold "max <= 0": max does not apply to preemptions (a count): write e.g. "<= 0"`},
		{name: "med-on-count-reads-p50", metric: "dropped", src: "med <= 0",
			want: `threshold "med <= 0": p(50) does not apply to dropped (a count): write e.g. "<= 0"`},
		{name: "percent-on-latency", metric: "ttft", src: "< 5%",
			want:     `threshold "< 5%": unit "%" does not fit ttft (a latency): use us, µs, ms or s, e.g. "p(95) < 1.5s"`,
			contains: []string{"us", "µs", "ms", "s"}},
		{name: "rate-unit-on-latency", metric: "itl", src: "p(95) < 5/s",
			want: `threshold "p(95) < 5/s": unit "/s" does not fit itl (a latency): use us, µs, ms or s, e.g. "p(95) < 1.5s"`},
		{name: "ttfo-needs-aggregation", metric: "ttfo", src: "< 3s",
			want: `threshold "< 3s": ttfo (a latency) needs an aggregation (p(N), avg, min, max or med): write e.g. "p(95) < 1.5s"`},
		{name: "no-unit-on-latency", metric: "ttft", src: "p(95) < 1.5",
			want: `threshold "p(95) < 1.5": ttft (a latency) needs a time unit (us, µs, ms or s): write e.g. "p(95) < 1.5s"`},
		{name: "no-aggregation-on-latency", metric: "e2el", src: "< 45s",
			want:     `threshold "< 45s": e2el (a latency) needs an aggregation (p(N), avg, min, max or med): write e.g. "p(95) < 1.5s"`,
			contains: []string{"p(N)", "avg", "min", "max", "med"}},
		{name: "p0", metric: "ttft", src: "p(0) < 1s",
			want: `threshold "p(0) < 1s": p(0) on ttft: a percentile lies strictly between 0 and 100, e.g. p(50), p(99) or p(99.9)`},
		{name: "p100", metric: "ttft", src: "p(100) < 1s",
			want: `threshold "p(100) < 1s": p(100) on ttft: a percentile lies strictly between 0 and 100, e.g. p(50), p(99) or p(99.9)`},
		{name: "p150", metric: "ttft", src: "p(150) < 1s",
			want: `threshold "p(150) < 1s": p(150) on ttft: a percentile lies strictly between 0 and 100, e.g. p(50), p(99) or p(99.9)`},
		{name: "fraction-over-1", metric: "error_rate", src: "< 5",
			want: `threshold "< 5": 5 is not a fraction between 0 and 1 for error_rate (a ratio): write 5% or 0.05`},
		{name: "percent-over-100", metric: "error_rate", src: "< 120%",
			want: `threshold "< 120%": 120% is over 100% for error_rate (a ratio): a ratio lies in 0–100%, e.g. "< 0.5%"`},
		{name: "time-unit-on-ratio", metric: "prefix_hit_ratio", src: ">= 5ms",
			want: `threshold ">= 5ms": unit "ms" does not fit prefix_hit_ratio (a ratio): write a percentage or a plain fraction, e.g. ">= 95%" or ">= 0.95"`},
		{name: "rate-unit-on-ratio", metric: "error_rate", src: "< 1/s",
			want: `threshold "< 1/s": unit "/s" does not fit error_rate (a ratio): write a percentage or a plain fraction, e.g. "< 0.5%" or "< 0.005"`},
		{name: "no-unit-on-rate", metric: "goodput_rph", src: ">= 3000",
			want:     `threshold ">= 3000": goodput_rph (a rate) needs a unit (/s, /min or /h): write e.g. ">= 7200/h"`,
			contains: []string{"/s", "/min", "/h"}},
		{name: "percent-on-rate", metric: "throughput_rps", src: ">= 5%",
			want: `threshold ">= 5%": unit "%" does not fit throughput_rps (a rate): use /s, /min or /h, e.g. ">= 2/s"`},
		{name: "unit-on-count", metric: "preemptions", src: "<= 1%",
			want: `threshold "<= 1%": unit "%" does not fit preemptions (a count): write a plain number without a unit, e.g. "<= 0"`},
		{name: "time-on-count", metric: "max_waiting", src: "< 5s",
			want: `threshold "< 5s": unit "s" does not fit max_waiting (a count): write a plain number without a unit, e.g. "<= 0"`},
		{name: "relative-outside-compare", metric: "ttft", src: "p(95) <= +10%",
			want: `threshold "p(95) <= +10%": a signed value (+10%) is a change against a baseline, which only compare gates take: write an absolute threshold for ttft (a latency), e.g. "p(95) < 1.5s"`},
		{name: "relative-zero-outside-compare", metric: "ttft", src: "p(95) <= +0%",
			want: `threshold "p(95) <= +0%": a signed value (+0%) is a change against a baseline, which only compare gates take: write an absolute threshold for ttft (a latency), e.g. "p(95) < 1.5s"`},
		{name: "relative-negative-zero-outside-compare", metric: "ttft", src: "p(95) <= -0%",
			want: `threshold "p(95) <= -0%": a signed value (-0%) is a change against a baseline, which only compare gates take: write an absolute threshold for ttft (a latency), e.g. "p(95) < 1.5s"`},
		{name: "relative-ratio-outside-compare", metric: "goodput_ratio", src: ">= -2%",
			want: `threshold ">= -2%": a signed value (-2%) is a change against a baseline, which only compare gates take: write an absolute threshold for goodput_ratio (a ratio), e.g. ">= 95%"`},
		{name: "absolute-in-compare", metric: "ttft", src: "p(95) < 1.5s", relative: true,
			want: `threshold "p(95) < 1.5s": a compare gate on ttft needs a signed change against the baseline: write e.g. "p(95) <= +10%"`},
		{name: "unsigned-percent-in-compare", metric: "goodput_rph", src: ">= 2%", relative: true,
			want: `threshold ">= 2%": a compare gate on goodput_rph needs a signed change against the baseline: write e.g. ">= -2%"`},
		{name: "compare-latency-needs-aggregation", metric: "ttft", src: "<= +10%", relative: true,
			want: `threshold "<= +10%": ttft (a latency) needs an aggregation (p(N), avg, min, max or med): write e.g. "p(95) <= +10%"`},
		{name: "compare-rate-no-aggregation", metric: "goodput_rph", src: "avg >= -2%", relative: true,
			want: `threshold "avg >= -2%": avg does not apply to goodput_rph (a rate): write e.g. ">= -2%"`},
		{name: "compare-bad-percentile", metric: "e2el", src: "p(100) <= +5%", relative: true,
			want: `threshold "p(100) <= +5%": p(100) on e2el: a percentile lies strictly between 0 and 100, e.g. p(50), p(99) or p(99.9)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Check(mustParse(t, tt.src), metric(t, tt.metric), tt.relative)
			require.Error(t, err, "Check(%q, %s, %v)", tt.src, tt.metric, tt.relative)
			assert.Equal(t, tt.want, err.Error(), "Check(%q, %s, %v)", tt.src, tt.metric, tt.relative)
			assert.Contains(t, err.Error(), tt.metric, "Check(%q, %s) error names the metric", tt.src, tt.metric)
			for _, c := range tt.contains {
				assert.Contains(t, err.Error(), c, "Check(%q, %s) error names the valid choice %q", tt.src, tt.metric, c)
			}
		})
	}
}

func TestCheckHandBuilt(t *testing.T) {
	ttft := metric(t, "ttft")
	tests := []struct {
		name string
		e    Expr
		m    Metric
		want string
	}{
		{"no-operator", Expr{Agg: P, Q: 0.95, Value: 1, Unit: "s"}, ttft, "no operator: expected <, <=, > or >="},
		{"bad-aggregation", Expr{Agg: 7, Op: Less, Value: 1, Unit: "s"}, ttft, "unknown aggregation 7"},
		{"no-metric", Expr{Op: Less, Value: 1}, Metric{}, "no metric"},
		{"bad-kind", Expr{Op: Less, Value: 1}, Metric{Name: "x"}, "metric x has unknown kind 0"},
		{"relative-not-percent", Expr{Agg: P, Q: 0.95, Op: LessEq, Value: 0.1, Unit: "s", Relative: true}, ttft,
			`a relative change is a percentage, not "s"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Check(tt.e, tt.m, tt.e.Relative)
			require.Error(t, err, "Check(%+v, %s)", tt.e, tt.m.Name)
			assert.Contains(t, err.Error(), tt.want, "Check(%+v, %s)", tt.e, tt.m.Name)
		})
	}
}

func TestCheckEveryMetric(t *testing.T) {
	// Every metric accepts the example its own errors suggest.
	for _, m := range Metrics() {
		t.Run(m.Name, func(t *testing.T) {
			mi := infoFor(m)
			for _, src := range []string{absoluteExample(mi)} {
				assert.NoError(t, Check(mustParse(t, src), m, false), "Check(%q, %s, false)", src, m.Name)
			}
			if m.Kind == Ratio {
				src := fractionExample(mi)
				assert.NoError(t, Check(mustParse(t, src), m, false), "Check(%q, %s, false)", src, m.Name)
			}
			src := relativeExample(mi)
			assert.NoError(t, Check(mustParse(t, src), m, true), "Check(%q, %s, true)", src, m.Name)
		})
	}
}
