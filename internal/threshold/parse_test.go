package threshold

import (
	"errors"
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParse(t *testing.T) {
	// Q is the percentile divided by 100 in float64, as numpy computes np.percentile's q
	// (99.9/100 is 0.9990000000000001, not the constant 0.999).
	pct999 := 99.9
	tests := []struct {
		name string
		src  string
		want Expr // Src is filled in from src
	}{
		{"p95-seconds", "p(95) < 1.5s", Expr{Agg: P, Q: 0.95, Pct: 95, Op: Less, Num: 1.5, Value: 1.5, Unit: "s"}},
		{"p99-ms-no-spaces", "p(99)<=800ms", Expr{Agg: P, Q: 0.99, Pct: 99, Op: LessEq, Num: 800, Value: 0.8, Unit: "ms"}},
		{"p99.9", "p(99.9) < 3s", Expr{Agg: P, Q: pct999 / 100, Pct: 99.9, Op: Less, Num: 3, Value: 3, Unit: "s"}},
		{"p50", "p(50) < 600ms", Expr{Agg: P, Q: 0.5, Pct: 50, Op: Less, Num: 600, Value: 0.6, Unit: "ms"}},
		{"med-is-p50", "med < 600ms", Expr{Agg: P, Q: 0.5, Pct: 50, Op: Less, Num: 600, Value: 0.6, Unit: "ms"}},
		{"avg-space-before-unit", "avg < 250 ms", Expr{Agg: Avg, Op: Less, Num: 250, Value: 0.25, Unit: "ms"}},
		{"min", "min >= 1ms", Expr{Agg: Min, Op: GreaterEq, Num: 1, Value: 0.001, Unit: "ms"}},
		{"max-greater", "max > 2s", Expr{Agg: Max, Op: Greater, Num: 2, Value: 2, Unit: "s"}},
		{"microseconds-us", "p(95) < 500us", Expr{Agg: P, Q: 0.95, Pct: 95, Op: Less, Num: 500, Value: 500e-6, Unit: "us"}},
		{"microseconds-micro-sign", "p(95) < 500µs", Expr{Agg: P, Q: 0.95, Pct: 95, Op: Less, Num: 500, Value: 500e-6, Unit: "µs"}},
		{"microseconds-greek-mu", "p(95) < 500μs", Expr{Agg: P, Q: 0.95, Pct: 95, Op: Less, Num: 500, Value: 500e-6, Unit: "μs"}},
		{"percent", "< 0.5%", Expr{Op: Less, Num: 0.5, Value: 0.005, Unit: "%"}},
		{"percent-ge", ">= 95%", Expr{Op: GreaterEq, Num: 95, Value: 0.95, Unit: "%"}},
		{"fraction", ">= 0.6", Expr{Op: GreaterEq, Num: 0.6, Value: 0.6}},
		{"rate-per-second", ">= 2/s", Expr{Op: GreaterEq, Num: 2, Value: 2, Unit: "/s"}},
		{"rate-per-minute", ">= 120/min", Expr{Op: GreaterEq, Num: 120, Value: 2, Unit: "/min"}},
		{"rate-per-hour", ">= 7200/h", Expr{Op: GreaterEq, Num: 7200, Value: 2, Unit: "/h"}},
		{"count", "<= 0", Expr{Op: LessEq, Num: 0, Value: 0}},
		{"relative-plus", "p(95) <= +10%", Expr{Agg: P, Q: 0.95, Pct: 95, Op: LessEq, Num: 10, Value: 0.1, Unit: "%", Relative: true}},
		{"relative-minus", ">= -2%", Expr{Op: GreaterEq, Num: -2, Value: -0.02, Unit: "%", Relative: true}},
		{"surrounding-space-and-tabs", " \tp(95)\t<\t1s ", Expr{Agg: P, Q: 0.95, Pct: 95, Op: Less, Num: 1, Value: 1, Unit: "s"}},
		{"leading-dot", "< .5", Expr{Op: Less, Num: 0.5, Value: 0.5}},
		{"trailing-dot", "< 5.", Expr{Op: Less, Num: 5, Value: 5}},
		{"exponent", "< 1.5e3ms", Expr{Op: Less, Num: 1500, Value: 1.5, Unit: "ms"}},
		{"exponent-signed", "< 5E-1s", Expr{Op: Less, Num: 0.5, Value: 0.5, Unit: "s"}},
		{"percentile-with-exponent", "p(9.5e1) < 1s", Expr{Agg: P, Q: 0.95, Pct: 95, Op: Less, Num: 1, Value: 1, Unit: "s"}},
		{"out-of-range-percentile-parses", "p(150) < 1s", Expr{Agg: P, Q: 1.5, Pct: 150, Op: Less, Num: 1, Value: 1, Unit: "s"}},
		{"unit-check-is-not-syntax", "p(95) < 5%", Expr{Agg: P, Q: 0.95, Pct: 95, Op: Less, Num: 5, Value: 0.05, Unit: "%"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse(tt.src)
			require.NoError(t, err, "Parse(%q)", tt.src)
			tt.want.Src = tt.src
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Parse(%q) mismatch (-want +got):\n%s", tt.src, diff)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		pos  int
		want string // the whole error
	}{
		{"empty", "", 0, `threshold "": at 0: empty threshold: expected e.g. "p(95) < 1.5s" or "< 0.5%"`},
		{"blank", "   ", 3, `threshold "   ": at 3: empty threshold: expected e.g. "p(95) < 1.5s" or "< 0.5%"`},
		{"unclosed-percentile", "p(95 < 1s", 4, `threshold "p(95 < 1s": at 4: expected ")" after the percentile`},
		{"percentile-not-a-number", "p(x) < 1s", 2, `threshold "p(x) < 1s": at 2: expected the percentile after "p("`},
		{"space-inside-percentile", "p( 95) < 1s", 2, `threshold "p( 95) < 1s": at 2: expected the percentile after "p("`},
		{"p95-without-parens", "p95 < 1s", 0, `threshold "p95 < 1s": at 0: unknown aggregation "p95": write p(95)`},
		{"p99.9-without-parens", "p99.9<1s", 0, `threshold "p99.9<1s": at 0: unknown aggregation "p99.9": write p(99.9)`},
		{"unknown-aggregation", "rate < 1%", 0, `threshold "rate < 1%": at 0: unknown aggregation "rate": expected p(N), avg, min, max or med`},
		{"upper-case-aggregation", "AVG < 1s", 0, `threshold "AVG < 1s": at 0: unknown aggregation "AVG": expected p(N), avg, min, max or med`},
		{"no-operator", "p(95)", 5, `threshold "p(95)": at 5: expected an operator (<, <=, > or >=) after the aggregation`},
		{"no-operator-after-avg", "avg 1s", 4, `threshold "avg 1s": at 4: expected an operator (<, <=, > or >=) after the aggregation`},
		{"number-first", "1s", 0, `threshold "1s": at 0: expected an aggregation (p(N), avg, min, max or med) or an operator (<, <=, > or >=)`},
		{"sign-first", "+5%", 0, `threshold "+5%": at 0: expected an aggregation (p(N), avg, min, max or med) or an operator (<, <=, > or >=)`},
		{"double-equals", "== 5", 0, `threshold "== 5": at 0: unsupported operator "==": expected <, <=, > or >=`},
		{"not-equal", "avg != 5ms", 4, `threshold "avg != 5ms": at 4: unsupported operator "!=": expected <, <=, > or >=`},
		{"reversed-operator", "=< 5", 0, `threshold "=< 5": at 0: unsupported operator "=<": expected <, <=, > or >=`},
		{"space-inside-operator", "< = 5", 2, `threshold "< = 5": at 2: expected a number`},
		{"no-value", "p(95) <", 7, `threshold "p(95) <": at 7: expected a number`},
		{"word-value", "< fast", 2, `threshold "< fast": at 2: expected a number`},
		{"space-after-sign", "<= + 5%", 4, `threshold "<= + 5%": at 4: expected a number right after '+'`},
		{"signed-without-percent", "< +5", 4, `threshold "< +5": at 4: expected "%" after a signed number: a signed value is a relative change, written like +10% or -2%`},
		{"signed-with-time-unit", "p(95) <= +10ms", 12, `threshold "p(95) <= +10ms": at 12: unit "ms" after a signed number: a signed value is a relative change and takes "%", like +10% or -2%`},
		{"unknown-unit", "< 5sec", 3, `threshold "< 5sec": at 3: unknown unit "sec": expected us, µs, ms, s, %, /s, /min or /h`},
		{"minutes-ambiguous", "< 5m", 3, `threshold "< 5m": at 3: unknown unit "m": expected us, µs, ms, s, %, /s, /min or /h`},
		{"nanoseconds", "< 5ns", 3, `threshold "< 5ns": at 3: unknown unit "ns": expected us, µs, ms, s, %, /s, /min or /h`},
		{"bad-rate-unit", ">= 5/sec", 4, `threshold ">= 5/sec": at 4: unknown unit "/sec": expected us, µs, ms, s, %, /s, /min or /h`},
		{"bare-slash", ">= 5/", 4, `threshold ">= 5/": at 4: unknown unit "/": expected us, µs, ms, s, %, /s, /min or /h`},
		{"upper-case-unit", "< 5MS", 3, `threshold "< 5MS": at 3: unknown unit "MS": expected us, µs, ms, s, %, /s, /min or /h`},
		{"trailing-garbage", "<1s x", 4, `threshold "<1s x": at 4: unexpected "x" after the value`},
		{"two-units", "< 1s%", 4, `threshold "< 1s%": at 4: unexpected "%" after the value`},
		{"exponent-without-digits", "< 1e", 4, `threshold "< 1e": at 4: expected the digits of the exponent`},
		{"exponent-sign-without-digits", "< 1e+s", 5, `threshold "< 1e+s": at 5: expected the digits of the exponent`},
		{"out-of-range", "< 1e999", 2, `threshold "< 1e999": at 2: number 1e999 is out of range`},
		{"negative-absolute-is-relative", "< -5", 4, `threshold "< -5": at 4: expected "%" after a signed number: a signed value is a relative change, written like +10% or -2%`},
		{"hex", "< 0x10", 3, `threshold "< 0x10": at 3: unknown unit "x": expected us, µs, ms, s, %, /s, /min or /h`},
		{"percentile-out-of-range", "p(1e999) < 1s", 2, `threshold "p(1e999) < 1s": at 2: number 1e999 is out of range`},
		{"aggregation-only", "avg", 3, `threshold "avg": at 3: expected an operator (<, <=, > or >=) after the aggregation`},
		{"bare-p", "p < 1s", 0, `threshold "p < 1s": at 0: unknown aggregation "p": expected p(N), avg, min, max or med`},
		{"upper-case-p95", "P95 < 1s", 0, `threshold "P95 < 1s": at 0: unknown aggregation "P95": write p(95)`},
		// The whole word is named, whatever its letters.
		{"aggregation-starting-with-z", "zero < 1s", 0, `threshold "zero < 1s": at 0: unknown aggregation "zero": expected p(N), avg, min, max or med`},
		{"aggregation-starting-with-Z", "Zero < 1s", 0, `threshold "Zero < 1s": at 0: unknown aggregation "Zero": expected p(N), avg, min, max or med`},
		{"aggregation-with-z", "maximize < 1s", 0, `threshold "maximize < 1s": at 0: unknown aggregation "maximize": expected p(N), avg, min, max or med`},
		{"aggregation-with-Z", "MAXIMIZE < 1s", 0, `threshold "MAXIMIZE < 1s": at 0: unknown aggregation "MAXIMIZE": expected p(N), avg, min, max or med`},
		{"rate-per-day", ">= 100/day", 6, `threshold ">= 100/day": at 6: unknown unit "/day": expected us, µs, ms, s, %, /s, /min or /h`},
		{"rate-per-day-upper-case", ">= 100/DAY", 6, `threshold ">= 100/DAY": at 6: unknown unit "/DAY": expected us, µs, ms, s, %, /s, /min or /h`},
		{"hertz", ">= 2Hz", 4, `threshold ">= 2Hz": at 4: unknown unit "Hz": expected us, µs, ms, s, %, /s, /min or /h`},
		{"hertz-upper-case", ">= 2HZ", 4, `threshold ">= 2HZ": at 4: unknown unit "HZ": expected us, µs, ms, s, %, /s, /min or /h`},
		{"invalid-utf8-unit", "< 5\x80", 3, `threshold "< 5\x80": at 3: unknown unit "\x80": expected us, µs, ms, s, %, /s, /min or /h`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse(tt.src)
			require.Error(t, err, "Parse(%q) = %+v, want error", tt.src, got)
			assert.Equal(t, tt.want, err.Error(), "Parse(%q) error", tt.src)
			var se *SyntaxError
			require.True(t, errors.As(err, &se), "Parse(%q) error is %T, want *SyntaxError", tt.src, err)
			assert.Equal(t, tt.pos, se.Pos, "Parse(%q) error position", tt.src)
			assert.Equal(t, tt.src, se.Src, "Parse(%q) error source", tt.src)
			assert.Equal(t, Expr{}, got, "Parse(%q) expression on error", tt.src)
		})
	}
}

func TestExprString(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want string
	}{
		{"canonical", "p(95) < 1.5s", "p(95) < 1.5s"},
		{"spaces-normalised", "  p(99)<=800 ms\t", "p(99) <= 800ms"},
		{"unit-kept-as-written", "avg < 1500ms", "avg < 1500ms"},
		{"micro-sign-kept", "p(90) < 250µs", "p(90) < 250µs"},
		{"greek-mu-kept", "p(90) < 250μs", "p(90) < 250μs"},
		{"med-is-p50", "med < 40ms", "p(50) < 40ms"},
		{"fractional-percentile", "p(99.9)<3s", "p(99.9) < 3s"},
		{"trailing-zeros-dropped", "< 1.50s", "< 1.5s"},
		{"exponent-expanded", "< 1.5e3ms", "< 1500ms"},
		{"percent", "<0.5%", "< 0.5%"},
		{"fraction", ">=.6", ">= 0.6"},
		{"rate", ">=7200/h", ">= 7200/h"},
		{"relative-keeps-sign", "p(95)<=+10%", "p(95) <= +10%"},
		{"relative-negative", ">=-2.5%", ">= -2.5%"},
		{"relative-zero", "<= +0%", "<= +0%"},
		{"relative-negative-zero", "<= -0%", "<= -0%"},
		{"tiny", "< 1e-9s", "< 1e-09s"},
		{"tiny-keeps-every-digit", "< 2.5e-9s", "< 2.5e-09s"},
		{"huge", "< 1e300/s", "< 1e+300/s"},
		// Plain notation from one millionth up to, not including, 1e21.
		{"plain-at-a-millionth", "< 0.000001s", "< 0.000001s"},
		{"exponent-at-1e21", "< 1e21/s", "< 1e+21/s"},
		// 0.9/100·100 and 29/100·100 are not 0.9 and 29 in float64: the number written
		// is printed, not one recomputed from Value or Q.
		{"percent-as-written", "< 0.9%", "< 0.9%"},
		{"percentile-as-written", "p(29) < 1s", "p(29) < 1s"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := Parse(tt.src)
			require.NoError(t, err, "Parse(%q)", tt.src)
			got := e.String()
			assert.Equal(t, tt.want, got, "Parse(%q).String()", tt.src)
			back, err := Parse(got)
			require.NoError(t, err, "Parse(%q) of the canonical form", got)
			e.Src, back.Src = "", ""
			if diff := cmp.Diff(e, back); diff != "" {
				t.Errorf("Parse(%q) of %q's canonical form mismatch (-want +got):\n%s", got, tt.src, diff)
			}
		})
	}
}

func TestExprStringByHand(t *testing.T) {
	// An Expr built without Parse (no Num or Pct) still prints from Value and Q.
	tests := []struct {
		name string
		e    Expr
		want string
	}{
		{"latency", Expr{Agg: P, Q: 0.95, Op: Less, Value: 1.5, Unit: "s"}, "p(95) < 1.5s"},
		{"millis", Expr{Agg: Avg, Op: LessEq, Value: 0.25, Unit: "ms"}, "avg <= 250ms"},
		{"ratio", Expr{Op: GreaterEq, Value: 0.95, Unit: "%"}, ">= 95%"},
		{"relative", Expr{Op: GreaterEq, Value: -0.02, Unit: "%", Relative: true}, ">= -2%"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.e.String(), "%+v.String()", tt.e)
		})
	}
}

func TestOpHolds(t *testing.T) {
	tests := []struct {
		name string
		op   Op
		v, t float64
		want bool
	}{
		{"less-below", Less, 1, 2, true},
		{"less-equal", Less, 2, 2, false},
		{"less-above", Less, 3, 2, false},
		{"lesseq-equal", LessEq, 2, 2, true},
		{"lesseq-above", LessEq, 2.0000001, 2, false},
		{"greater-equal", Greater, 2, 2, false},
		{"greater-above", Greater, 3, 2, true},
		{"greatereq-equal", GreaterEq, 2, 2, true},
		{"greatereq-below", GreaterEq, 1, 2, false},
		// 3 of 1000 and 0.3% differ in the last bit; they are equal.
		{"lesseq-decimal-rounding", LessEq, 3.0 / 1000, 0.3 / 100, true},
		{"less-decimal-rounding", Less, 3.0 / 1000, 0.3 / 100, false},
		{"greatereq-decimal-rounding", GreaterEq, 0.1 + 0.2, 0.3, true},
		// The tolerance is relative: 100.0001µs is one part in a million above 100µs, far
		// more than 1e-12 of it, although the absolute difference is only 1e-10 s.
		{"lesseq-relative-tolerance-microseconds", LessEq, 100.0001e-6, 100e-6, false},
		{"greater-relative-tolerance-microseconds", Greater, 100.0001e-6, 100e-6, true},
		{"nan-never-holds-less", Less, math.NaN(), 1, false},
		{"nan-never-holds-greatereq", GreaterEq, math.NaN(), 1, false},
		{"plus-inf-lesseq", LessEq, math.Inf(1), 0.1, false},
		{"plus-inf-greatereq", GreaterEq, math.Inf(1), -0.02, true},
		{"no-op", 0, 1, 2, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.op.holds(tt.v, tt.t), "%v.holds(%v, %v)", tt.op, tt.v, tt.t)
		})
	}
}

func TestAggOpString(t *testing.T) {
	for a, want := range map[Agg]string{None: "", P: "p", Avg: "avg", Min: "min", Max: "max", 9: "Agg(9)"} {
		assert.Equal(t, want, a.String(), "Agg(%d).String()", int(a))
	}
	for o, want := range map[Op]string{Less: "<", LessEq: "<=", Greater: ">", GreaterEq: ">=", 0: "Op(0)"} {
		assert.Equal(t, want, o.String(), "Op(%d).String()", int(o))
	}
}
