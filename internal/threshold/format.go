package threshold

import (
	"math"
	"strconv"
	"strings"
)

// formatValue writes v, in m's canonical unit, as people read it: a duration with µs, ms
// or s, a ratio as a percentage, a rate per the unit the threshold was written with (or
// the metric's usual one), a count as a plain number.
func formatValue(mi metricInfo, e Expr, v float64) string {
	switch mi.Kind {
	case Latency:
		return formatDuration(v)
	case Ratio:
		return sig3(v*100) + "%"
	case Rate:
		unit := e.Unit
		if _, ok := unitDivisor[unit]; !ok || !strings.HasPrefix(unit, "/") {
			unit = mi.unit
			if unit == "" {
				unit = "/s"
			}
		}
		return sig3(v*unitDivisor[unit]) + unit
	}
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	return sig3(v)
}

// formatDuration writes seconds with three significant digits in µs, ms or s:
// 0.000412 → "412µs", 0.0183 → "18.3ms", 1.8349 → "1.83s".
func formatDuration(sec float64) string {
	if math.IsNaN(sec) || math.IsInf(sec, 0) {
		return sig3(sec)
	}
	r := round3(sec)
	switch a := math.Abs(r); {
	case a == 0:
		return "0s"
	case a < 1e-3:
		return sig3(r*1e6) + "µs"
	case a < 1:
		return sig3(r*1e3) + "ms"
	}
	return sig3(r) + "s"
}

// formatChange writes a relative change as a signed percentage: 0.15 → "+15%".
func formatChange(rel float64) string {
	switch {
	case math.IsNaN(rel):
		return "n/a"
	case math.IsInf(rel, 1):
		return "+∞"
	case math.IsInf(rel, -1):
		return "−∞"
	}
	s := sig3(rel * 100)
	if !strings.HasPrefix(s, "-") {
		s = "+" + s
	}
	return s + "%"
}

// ciText writes a percentile's interval, " [90% CI 1.71s–1.97s]", naming a missing
// bound; "" when neither bound exists.
func ciText(level, lo, hi float64) string {
	l := sig3(level*100) + "% CI "
	switch {
	case !math.IsNaN(lo) && !math.IsNaN(hi):
		return " [" + l + formatDuration(lo) + "–" + formatDuration(hi) + "]"
	case !math.IsNaN(lo):
		return " [" + l + "from " + formatDuration(lo) + ", no upper bound]"
	case !math.IsNaN(hi):
		return " [" + l + "up to " + formatDuration(hi) + ", no lower bound]"
	}
	return ""
}

// round3 rounds v to three significant digits.
func round3(v float64) float64 {
	r, err := strconv.ParseFloat(strconv.FormatFloat(v, 'e', 2, 64), 64)
	if err != nil {
		return v
	}
	return r
}

// sig3 writes v with three significant digits in plain notation, without trailing
// zeros: 1.8349 → "1.83", 1834.9 → "1830", 0.00278 → "0.00278", 2 → "2".
func sig3(v float64) string {
	r := round3(v)
	a := math.Abs(r)
	if a == 0 {
		return "0"
	}
	if !(a >= 1e-6 && a < 1e15) { // NaN and ±Inf too
		return strconv.FormatFloat(r, 'g', 3, 64)
	}
	exp := int(math.Floor(math.Log10(a)))
	s := strconv.FormatFloat(r, 'f', max(0, 2-exp), 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return s
}

// Sig3 writes v with three significant digits in plain notation, as verdict messages
// write their figures, so reports that quote them read alike (1.8349 → "1.83").
func Sig3(v float64) string { return sig3(v) }

// FormatSeconds writes a duration given in seconds as verdict messages do: three
// significant digits in µs, ms or s (0.0183 → "18.3ms").
func FormatSeconds(sec float64) string { return formatDuration(sec) }
