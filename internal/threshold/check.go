package threshold

import (
	"errors"
	"fmt"
	"math"
)

// Check type-checks e against metric m. relative says whether e is a compare gate
// (judged by Compare against a baseline), which must be a signed relative change such as
// "p(95) <= +10%"; otherwise e must be absolute. The aggregation must fit m's kind (a
// Latency needs one, the other kinds take none, and a percentile lies strictly between 0
// and 100) and an absolute value's unit must fit m's dimension: a time for a Latency, a
// percentage in [0, 100] or a plain fraction in [0, 1] for a Ratio, /s, /min or /h for
// a Rate, no unit for a Count. Errors name the metric, what is wrong and what would be
// valid, e.g.
//
//	threshold "p(95) < 1%": p(95) does not apply to error_rate (a ratio): write e.g. "< 0.5%"
func Check(e Expr, m Metric, relative bool) error {
	if err := check(e, infoFor(m), relative); err != nil {
		return fmt.Errorf("threshold %q: %w", exprText(e), err)
	}
	return nil
}

// exprText is the expression as written, or its canonical form when built by hand.
func exprText(e Expr) string {
	if e.Src != "" {
		return e.Src
	}
	return e.String()
}

func check(e Expr, mi metricInfo, relative bool) error {
	m := mi.Metric
	what := fmt.Sprintf("%s (a %s)", m.Name, m.Kind)
	if m.Name == "" {
		return errors.New("no metric")
	}
	switch m.Kind {
	case Latency, Ratio, Rate, Count:
	default:
		return fmt.Errorf("metric %s has unknown kind %d", m.Name, int(m.Kind))
	}
	switch e.Op {
	case Less, LessEq, Greater, GreaterEq:
	default:
		return fmt.Errorf("no operator: expected %s", opList)
	}
	switch e.Agg {
	case None, P, Avg, Min, Max:
	default:
		return fmt.Errorf("unknown aggregation %d: expected %s", int(e.Agg), aggList)
	}

	if relative && !e.Relative {
		return fmt.Errorf("a compare gate on %s needs a signed change against the baseline: write e.g. %q",
			m.Name, relativeExample(mi))
	}
	if !relative && e.Relative {
		return fmt.Errorf("a signed value (%s%s) is a change against a baseline, which only compare gates take: write an absolute threshold for %s, e.g. %q",
			signed(e.Num), e.Unit, what, absoluteExample(mi))
	}
	if e.Relative && e.Unit != "%" {
		return fmt.Errorf("a relative change is a percentage, not %q: write e.g. %q", e.Unit, relativeExample(mi))
	}

	if m.Kind != Latency {
		if e.Agg != None {
			ex := absoluteExample(mi)
			if relative {
				ex = relativeExample(mi)
			}
			return fmt.Errorf("%s does not apply to %s: write e.g. %q", aggText(e), what, ex)
		}
		if relative {
			return nil
		}
	}

	switch m.Kind {
	case Latency:
		if !relative {
			switch e.Unit {
			case "s", "ms", "us", "µs", "μs":
			case "":
				return fmt.Errorf("%s needs a time unit (us, µs, ms or s): write e.g. %q", what, absoluteExample(mi))
			default:
				return fmt.Errorf("unit %q does not fit %s: use us, µs, ms or s, e.g. %q", e.Unit, what, absoluteExample(mi))
			}
		}
		if e.Agg == None {
			ex := absoluteExample(mi)
			if relative {
				ex = relativeExample(mi)
			}
			return fmt.Errorf("%s needs an aggregation (%s): write e.g. %q", what, aggList, ex)
		}
		if mi.avgOnly != "" && e.Agg != Avg {
			return fmt.Errorf("%s does not apply to %s: only avg does, because %s: write e.g. %q",
				aggText(e), m.Name, mi.avgOnly, absoluteExample(mi))
		}
		if e.Agg == P && !(e.Q > 0 && e.Q < 1) {
			return fmt.Errorf("%s on %s: a percentile lies strictly between 0 and 100, e.g. p(50), p(99) or p(99.9)",
				aggText(e), m.Name)
		}
	case Ratio:
		switch e.Unit {
		case "%":
			if e.Value > 1 {
				return fmt.Errorf("%s%% is over 100%% for %s: a ratio lies in 0–100%%, e.g. %q",
					formatNumber(e.Num), what, absoluteExample(mi))
			}
		case "":
			if e.Value > 1 {
				return fmt.Errorf("%s is not a fraction between 0 and 1 for %s: write %s%% or %s",
					formatNumber(e.Num), what, formatNumber(e.Num), formatNumber(e.Num/100))
			}
		default:
			return fmt.Errorf("unit %q does not fit %s: write a percentage or a plain fraction, e.g. %q or %q",
				e.Unit, what, absoluteExample(mi), fractionExample(mi))
		}
	case Rate:
		switch e.Unit {
		case "/s", "/min", "/h":
		case "":
			return fmt.Errorf("%s needs a unit (/s, /min or /h): write e.g. %q", what, absoluteExample(mi))
		default:
			return fmt.Errorf("unit %q does not fit %s: use /s, /min or /h, e.g. %q", e.Unit, what, absoluteExample(mi))
		}
	case Count:
		if e.Unit != "" {
			return fmt.Errorf("unit %q does not fit %s: write a plain number without a unit, e.g. %q",
				e.Unit, what, absoluteExample(mi))
		}
	}
	return nil
}

// aggText is the aggregation in canonical form: "p(95)", "avg", …, "" for None.
func aggText(e Expr) string {
	if e.Agg != P {
		return e.Agg.String()
	}
	pct := e.Pct
	if pct/100 != e.Q { // built by hand rather than by Parse
		pct = e.Q * 100
	}
	return "p(" + formatNumber(pct) + ")"
}

// signed writes v with an explicit sign, as Expr.String does: +10, -2, +0, -0.
func signed(v float64) string {
	if math.Signbit(v) {
		return "-" + formatNumber(math.Abs(v))
	}
	return "+" + formatNumber(v)
}

// absoluteExample is a plausible absolute threshold for the metric, for error messages.
func absoluteExample(mi metricInfo) string {
	switch {
	case mi.avgOnly != "":
		return "avg < 50ms"
	case mi.Kind == Latency:
		return "p(95) < 1.5s"
	case mi.Kind == Ratio:
		if mi.higher {
			return ">= 95%"
		}
		return "< 0.5%"
	case mi.Kind == Rate:
		if mi.unit == "/h" {
			return ">= 7200/h"
		}
		return ">= 2/s"
	}
	return "<= 0"
}

// fractionExample is absoluteExample with a plain fraction.
func fractionExample(mi metricInfo) string {
	if mi.higher {
		return ">= 0.95"
	}
	return "< 0.005"
}

// relativeExample is a plausible compare gate for the metric, for error messages.
func relativeExample(mi metricInfo) string {
	switch {
	case mi.avgOnly != "":
		return "avg <= +10%"
	case mi.Kind == Latency:
		return "p(95) <= +10%"
	case mi.higher:
		return ">= -2%"
	}
	return "<= +10%"
}
