package chart

import (
	"math"
	"slices"
)

// Scale says how an axis maps values to positions.
type Scale int

const (
	// Linear spaces equal differences equally.
	Linear Scale = iota
	// Log spaces equal ratios equally (log10): latencies, whose tails span decades.
	// Values that are not positive cannot be drawn on it and are left out.
	Log
)

// Axis describes one axis of a chart.
type Axis struct {
	// Label names the axis and its unit ("TTFT (s)").
	Label string
	Scale Scale
	// Min and Max fix the range when Max > Min (a share 0–1, say). Otherwise the
	// range is that of the data and markers, widened to the nearest ticks.
	Min, Max float64
	// FromZero starts a linear range computed from the data at 0, for counts and
	// rates, whose size reads wrong from any other origin.
	FromZero bool
	// Format writes a tick label; nil writes plain numbers (Number).
	Format func(float64) string
}

// drawable reports whether v can be placed on the axis.
func (a *Axis) drawable(v float64) bool {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return false
	}
	return a.Scale != Log || v > 0
}

func (a *Axis) format(v float64) string {
	if a.Format != nil {
		return a.Format(v)
	}
	return Number(v)
}

// domain is the axis range for the drawable values vals, and its ticks.
func (a *Axis) domain(vals []float64) (lo, hi float64, ticks []float64) {
	if a.Max > a.Min && a.drawable(a.Min) && a.drawable(a.Max) {
		lo, hi = a.Min, a.Max
		if a.Scale == Log {
			return lo, hi, LogTicks(lo, hi)
		}
		return lo, hi, LinearTicks(lo, hi, 5)
	}
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, v := range vals {
		if a.drawable(v) {
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
	}
	if a.Scale == Log {
		if lo > hi { // nothing to draw
			lo, hi = 0.1, 1
		}
		if lo == hi {
			lo, hi = lo/2, hi*2
		}
		lo, hi = floor125(lo), ceil125(hi)
		return lo, hi, LogTicks(lo, hi)
	}
	if lo > hi {
		lo, hi = 0, 1
	}
	if a.FromZero {
		lo, hi = math.Min(lo, 0), math.Max(hi, 0)
	}
	if lo == hi {
		span := math.Abs(lo)
		if span == 0 {
			span = 1
		}
		lo, hi = lo-span/2, hi+span/2
		if a.FromZero && lo < 0 && hi > 0 && lo+span/2 >= 0 {
			lo = 0
		}
	}
	step := niceStep((hi - lo) / 5)
	lo, hi = math.Floor(lo/step+1e-9)*step, math.Ceil(hi/step-1e-9)*step
	return lo, hi, LinearTicks(lo, hi, 5)
}

// pow10 is m × 10^k, computed so that 5 × 10^-3 is the float64 nearest to 0.005
// (division by an exact power of ten rounds once).
func pow10(m float64, k int) float64 {
	if k >= 0 {
		return m * math.Pow10(k)
	}
	return m / math.Pow10(-k)
}

// decade is the k with 10^k <= v < 10^(k+1), for v > 0, exact at powers of ten.
func decade(v float64) int {
	k := int(math.Floor(math.Log10(v)))
	for pow10(1, k) > v {
		k--
	}
	for pow10(1, k+1) <= v {
		k++
	}
	return k
}

// floor125 is the largest 1, 2 or 5 × 10^k at most v (v > 0).
func floor125(v float64) float64 {
	k := decade(v)
	for _, m := range []float64{5, 2, 1} {
		if t := pow10(m, k); t <= v {
			return t
		}
	}
	return pow10(1, k)
}

// ceil125 is the smallest 1, 2 or 5 × 10^k at least v (v > 0).
func ceil125(v float64) float64 {
	k := decade(v)
	for _, m := range []float64{1, 2, 5, 10} {
		if t := pow10(m, k); t >= v {
			return t
		}
	}
	return pow10(1, k+1)
}

// niceStep is the 1, 2 or 5 × 10^k nearest above raw (raw > 0), the spacing of
// linear ticks.
func niceStep(raw float64) float64 {
	if !(raw > 0) || math.IsInf(raw, 0) {
		return 1
	}
	return ceil125(raw)
}

// LinearTicks returns ticks in [lo, hi], 1, 2 or 5 × 10^k apart and about n of
// them, each a whole multiple of the spacing.
func LinearTicks(lo, hi float64, n int) []float64 {
	if !(hi > lo) || n < 1 || math.IsInf(hi-lo, 0) {
		return nil
	}
	step := niceStep((hi - lo) / float64(n))
	var out []float64
	for i := math.Ceil(lo/step - 1e-9); i*step <= hi+step*1e-9; i++ {
		v := i * step
		if v == 0 {
			v = 0 // no "-0"
		}
		out = append(out, v)
	}
	return out
}

// LogTicks returns ticks in [lo, hi] (0 < lo < hi) at 1, 2 and 5 × 10^k. A range of
// many decades keeps only the powers of ten (and then only every few decades), and a
// range too narrow for three such ticks gets every integer mantissa 1…9 instead, so
// that an axis always reads.
func LogTicks(lo, hi float64) []float64 {
	if !(lo > 0) || !(hi > lo) || math.IsInf(hi, 0) {
		return nil
	}
	const eps = 1e-9
	collect := func(mants []float64, every int) []float64 {
		var out []float64
		for k := decade(lo); k <= decade(hi); k++ {
			if every > 1 && k%every != 0 {
				continue
			}
			for _, m := range mants {
				v := pow10(m, k)
				if v >= lo*(1-eps) && v <= hi*(1+eps) {
					out = append(out, v)
				}
			}
		}
		return out
	}
	ticks := collect([]float64{1, 2, 5}, 1)
	switch {
	case len(ticks) > 10:
		every := 1
		for ticks = collect([]float64{1}, every); len(ticks) > 10; ticks = collect([]float64{1}, every) {
			every++
		}
	case len(ticks) < 3:
		ticks = collect([]float64{1, 2, 3, 4, 5, 6, 7, 8, 9}, 1)
	}
	slices.Sort(ticks)
	return slices.Compact(ticks)
}

// mapping places values of one axis on a pixel range.
type mapping struct {
	log            bool
	lo, hi, p0, p1 float64
}

func newMapping(a *Axis, lo, hi, p0, p1 float64) mapping {
	return mapping{log: a.Scale == Log, lo: lo, hi: hi, p0: p0, p1: p1}
}

// at is the pixel position of v, clamped to the axis: a value outside a fixed range
// is drawn at its edge rather than over the labels.
func (m mapping) at(v float64) float64 {
	var t float64
	if m.log {
		t = (math.Log10(v) - math.Log10(m.lo)) / (math.Log10(m.hi) - math.Log10(m.lo))
	} else {
		t = (v - m.lo) / (m.hi - m.lo)
	}
	t = math.Max(0, math.Min(1, t))
	return m.p0 + t*(m.p1-m.p0)
}
