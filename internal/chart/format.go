package chart

import (
	"math"
	"strconv"
	"strings"
)

// round3 rounds v to three significant digits.
func round3(v float64) float64 {
	if v == 0 || math.IsNaN(v) || math.IsInf(v, 0) {
		return v
	}
	p := math.Pow10(2 - int(math.Floor(math.Log10(math.Abs(v)))))
	return math.Round(v*p) / p
}

// plain writes v with three significant digits, without exponent or trailing zeros.
func plain(v float64) string {
	s := strconv.FormatFloat(round3(v), 'f', -1, 64)
	if s == "-0" {
		return "0"
	}
	return s
}

// Seconds writes a duration in seconds with an SI unit and three significant
// digits, the unit chosen after rounding: 0.02 → "20ms", 1.5 → "1.5s", 0.0005 →
// "500µs", 0.9996 → "1s", 0 → "0".
func Seconds(v float64) string {
	switch r := round3(v); {
	case math.IsNaN(v) || math.IsInf(v, 0):
		return "n/a"
	case r == 0:
		return "0"
	case math.Abs(r) < 1e-3:
		return plain(r*1e6) + "µs"
	case math.Abs(r) < 1:
		return plain(r*1e3) + "ms"
	default:
		return plain(r) + "s"
	}
}

// Percent writes a share (0.95) as a percentage ("95%").
func Percent(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "n/a"
	}
	return plain(v*100) + "%"
}

// Number writes v with three significant digits, thousands as "k" from 10,000 on:
// 0.5 → "0.5", 120 → "120", 25000 → "25k".
func Number(v float64) string {
	switch {
	case math.IsNaN(v) || math.IsInf(v, 0):
		return "n/a"
	case math.Abs(v) >= 1e6:
		return plain(v/1e6) + "M"
	case math.Abs(v) >= 1e4:
		return plain(v/1e3) + "k"
	}
	return plain(v)
}

// escaper makes text safe as XML character data and attribute values.
var escaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#39;")

// esc escapes s for SVG text and attributes, and drops control characters that XML
// cannot hold at all.
func esc(s string) string {
	s = strings.Map(func(r rune) rune {
		if r < 0x20 && r != '\t' && r != '\n' && r != '\r' || r == 0xFFFE || r == 0xFFFF {
			return -1
		}
		return r
	}, s)
	return escaper.Replace(s)
}

// num writes a pixel coordinate with one decimal, without a trailing ".0": enough
// for a 640-unit viewBox, and a fifth of the bytes of full precision.
func num(v float64) string {
	s := strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64)
	if s == "-0" {
		return "0"
	}
	return s
}
