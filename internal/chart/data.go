package chart

import (
	"math"
	"slices"
)

// ECDF returns the empirical CDF of xs as points for a Step series: (x₍₁₎, 0), then
// (x₍ᵢ₎, i/n) for the sorted samples, so that the curve rises at each sample and
// reaches 1 at the largest. Non-finite samples are left out. Beyond limit points
// (limit > 1) the curve keeps limit of them at evenly spaced ranks, always the first
// and the last: a few hundred steps draw a CDF as well as tens of thousands of
// inter-token gaps would, at a fraction of the page's size.
func ECDF(xs []float64, limit int) []Point {
	s := make([]float64, 0, len(xs))
	for _, x := range xs {
		if !math.IsNaN(x) && !math.IsInf(x, 0) {
			s = append(s, x)
		}
	}
	if len(s) == 0 {
		return nil
	}
	slices.Sort(s)
	n := len(s)
	out := []Point{{s[0], 0}}
	if limit < 2 || n <= limit {
		for i, x := range s {
			out = append(out, Point{x, float64(i+1) / float64(n)})
		}
		return out
	}
	for j := range limit {
		i := int(math.Round(float64(j) * float64(n-1) / float64(limit-1)))
		out = append(out, Point{s[i], float64(i+1) / float64(n)})
	}
	return out
}
