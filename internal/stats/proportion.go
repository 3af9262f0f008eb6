package stats

import (
	"fmt"
	"math"
)

// Proportion returns the exact (Clopper–Pearson) two-sided confidence interval at
// level for a binomial proportion with k successes in n trials: lo is the p at which
// P(B ≥ k) = (1−level)/2 (0 when k = 0) and hi the p at which P(B ≤ k) = (1−level)/2
// (1 when k = n), found by bisection on the exact binomial tails to 1e-12. It is the
// interval a sequential gate needs to decide a rate such as "error_rate < 0.5%" before
// the cell ends: with no errors in n requests the upper bound is 1 − ((1−level)/2)^(1/n),
// below 0.5 % only from n = 736 at level 0.95.
func Proportion(k, n int, level float64) (lo, hi float64, err error) {
	if err := checkLevel(level); err != nil {
		return 0, 0, fmt.Errorf("proportion: %w", err)
	}
	if n < 1 || k < 0 || k > n {
		return 0, 0, fmt.Errorf("proportion: %d of %d: want 0 ≤ k ≤ n and n ≥ 1", k, n)
	}
	a := (1 - level) / 2
	lo, hi = 0, 1
	if k > 0 {
		// P(B ≥ k | p) grows with p.
		lo = bisect(func(p float64) bool { return 1-binomialCDF(k-1, n, p) < a })
	}
	if k < n {
		// P(B ≤ k | p) falls with p.
		hi = bisect(func(p float64) bool { return binomialCDF(k, n, p) > a })
	}
	return lo, hi, nil
}

// bisect returns the p in [0, 1] where below(p) turns from true to false.
func bisect(below func(float64) bool) float64 {
	l, h := 0.0, 1.0
	for h-l > 1e-12 {
		m := (l + h) / 2
		if below(m) {
			l = m
		} else {
			h = m
		}
	}
	return (l + h) / 2
}

// binomialCDF is P(B ≤ k) for B ~ Binomial(n, p), from binomialPMF's window.
func binomialCDF(k, n int, p float64) float64 {
	if k < 0 {
		return 0
	}
	if k >= n {
		return 1
	}
	first, pmf := binomialPMF(n, p)
	sum := 0.0
	for j := first; j <= min(k, first+len(pmf)-1); j++ {
		sum += pmf[j-first]
	}
	return math.Min(sum, 1)
}
