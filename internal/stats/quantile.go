package stats

import (
	"errors"
	"fmt"
	"math"
	"slices"
)

// ErrNoSamples is wrapped by every error caused by an empty sample. A gate treats it as
// "no data", which is never a pass.
var ErrNoSamples = errors.New("no samples")

// Quantile returns the q-quantile (0 ≤ q ≤ 1) of xs by numpy's default method "linear"
// (Hyndman–Fan type 7). With s the ascending sort of xs, n = len(xs), i = q·(n−1),
// j = ⌊i⌋ and t = i − j:
//
//	Quantile = s[n−1]                        if i ≥ n−1
//	         = s[j] + (s[j+1]−s[j])·t        if t < 0.5
//	         = s[j+1] − (s[j+1]−s[j])·(1−t)  otherwise
//
// which is numpy's _get_indexes/_lerp step for step (each product is rounded before the
// addition, as numpy's separate ufunc calls do), so Quantile(xs, 0.99) equals
// np.percentile(xs, 99) and np.quantile(xs, 0.99). To reproduce np.percentile(xs, p) for
// a p that is not a whole number, pass q = p/100 computed in float64, as numpy does.
// The one deliberate difference: when s[j+1]−s[j] overflows to ±Inf (samples near
// ±math.MaxFloat64), the result is s[j]·(1−t) + s[j+1]·t instead of numpy's ±Inf or NaN.
//
// xs need not be sorted and is not modified. An empty xs is an error wrapping
// ErrNoSamples; q outside [0, 1] and non-finite samples are errors.
func Quantile(xs []float64, q float64) (float64, error) {
	s, err := sortedCopy(xs)
	if err != nil {
		return math.NaN(), fmt.Errorf("quantile: %w", err)
	}
	if err := checkQ(q); err != nil {
		return math.NaN(), fmt.Errorf("quantile: %w", err)
	}
	return quantileSorted(s, q), nil
}

// Quantiles returns Quantile(xs, q) for each of qs, sorting xs (a copy) once.
func Quantiles(xs []float64, qs ...float64) ([]float64, error) {
	s, err := sortedCopy(xs)
	if err != nil {
		return nil, fmt.Errorf("quantiles: %w", err)
	}
	out := make([]float64, len(qs))
	for k, q := range qs {
		if err := checkQ(q); err != nil {
			return nil, fmt.Errorf("quantiles: %w", err)
		}
		out[k] = quantileSorted(s, q)
	}
	return out, nil
}

// QuantileOf returns Quantile(·, q) as a statistic for BootstrapDiff. The function it
// returns gives NaN for an empty or non-finite sample, and panics if q is outside [0, 1]
// when QuantileOf is called, since that is a programming error in a constant.
func QuantileOf(q float64) func([]float64) float64 {
	if err := checkQ(q); err != nil {
		panic(fmt.Sprintf("stats.QuantileOf: %v", err))
	}
	return func(xs []float64) float64 {
		v, err := Quantile(xs, q)
		if err != nil {
			return math.NaN()
		}
		return v
	}
}

// quantileSorted is Quantile on an already sorted, non-empty, finite sample.
func quantileSorted(s []float64, q float64) float64 {
	n := len(s)
	// numpy: virtual_indexes = (n - 1) * quantiles.
	v := float64(n-1) * q
	if v >= float64(n-1) {
		// numpy sets both neighbours to the last element; _lerp(a, a, t) is a.
		return s[n-1]
	}
	j := math.Floor(v)
	return lerp(s[int(j)], s[int(j)+1], v-j)
}

// lerp is numpy's _lerp for scalars. The explicit float64 conversions round each product
// before the addition: the Go spec lets a compiler fuse x*y+z into one FMA otherwise
// (it does on arm64, and on amd64 with GOAMD64=v3), which numpy never does here.
func lerp(a, b, t float64) float64 {
	d := b - a
	if math.IsInf(d, 0) {
		return float64(a*(1-t)) + float64(b*t)
	}
	if t >= 0.5 {
		return b - float64(d*(1-t))
	}
	return a + float64(d*t)
}

// sortedCopy validates xs (non-empty, all finite) and returns an ascending copy.
func sortedCopy(xs []float64) ([]float64, error) {
	if err := checkSample(xs); err != nil {
		return nil, err
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	return s, nil
}

// checkSample reports an empty sample (wrapping ErrNoSamples) or the first non-finite
// value.
func checkSample(xs []float64) error {
	if len(xs) == 0 {
		return ErrNoSamples
	}
	for i, x := range xs {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return fmt.Errorf("sample %d is %v: samples must be finite", i, x)
		}
	}
	return nil
}

// checkQ reports a quantile outside [0, 1] (NaN included).
func checkQ(q float64) error {
	if !(q >= 0 && q <= 1) {
		return fmt.Errorf("q %v outside [0, 1]", q)
	}
	return nil
}
