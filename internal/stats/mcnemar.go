package stats

import (
	"fmt"
	"math"
)

// Wilson returns the Wilson score interval at two-sided level for a binomial
// proportion with k successes in n trials:
//
//	centre = (p̂ + z²/2n) / (1 + z²/n)
//	half   = z / (1 + z²/n) · √(p̂(1−p̂)/n + z²/4n²)
//
// with p̂ = k/n and z the standard normal quantile at (1+level)/2 (1.959964 at 0.95).
// lo is exactly 0 when k = 0 and hi exactly 1 when k = n. Unlike the Wald interval it
// never leaves [0, 1] and does not collapse to a point at 0 or n successes, and unlike
// Proportion (Clopper–Pearson) it is not conservative: its coverage is close to the
// level on average, which is what a pass rate reported beside a test wants (8 of 10
// at 0.95 gives [0.490, 0.943]; Clopper–Pearson gives [0.444, 0.975]).
func Wilson(k, n int, level float64) (lo, hi float64, err error) {
	if err := checkLevel(level); err != nil {
		return 0, 0, fmt.Errorf("wilson: %w", err)
	}
	if n < 1 || k < 0 || k > n {
		return 0, 0, fmt.Errorf("wilson: %d of %d: want 0 ≤ k ≤ n and n ≥ 1", k, n)
	}
	z := math.Sqrt2 * math.Erfinv(level)
	nf, p := float64(n), float64(k)/float64(n)
	d := 1 + z*z/nf
	centre := (p + z*z/(2*nf)) / d
	half := z / d * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	lo, hi = math.Max(centre-half, 0), math.Min(centre+half, 1)
	if k == 0 {
		lo = 0
	}
	if k == n {
		hi = 1
	}
	return lo, hi, nil
}

// McNemar is the exact McNemar test of paired binary outcomes: the same units (a
// quality gate's cases) observed under two conditions (a baseline and a candidate).
// Only the discordant pairs carry information about a difference between the
// conditions; under the null hypothesis that both conditions have the same
// probability of success, each discordant pair is equally likely to go either way, so
// B ~ Binomial(B+C, 1/2) given B+C.
type McNemar struct {
	// B counts the pairs that succeeded in the first condition and failed in the
	// second (a case that passed in the baseline and fails in the candidate: newly
	// failing); C the pairs that failed in the first and succeeded in the second
	// (newly passing).
	B, C int
	// P is the exact two-sided p-value, min(1, 2·P(X ≤ min(B, C))) for
	// X ~ Binomial(B+C, 1/2) (the doubled smaller tail, as R's mcnemar.exact and
	// statsmodels' mcnemar(exact=True)); 1 when there is no discordant pair. B = 0,
	// C = 5 gives 0.0625.
	P float64
	// PWorse is the exact one-sided p-value against the alternative that the second
	// condition fails more often than the first: P(X ≥ B) for X ~ Binomial(B+C, 1/2);
	// 1 when there is no discordant pair. B = 5, C = 0 gives 0.03125, and B = 4,
	// C = 0 gives 0.0625: with no pair going the other way, 5 discordant pairs are
	// the fewest that reach 0.05.
	PWorse float64
}

// McNemarExact tests b pairs that went from success to failure against c pairs that
// went from failure to success (see McNemar). The tails are summed exactly from the
// binomial probabilities (binomialPMF at p = 1/2, relative error about n·2⁻⁵³), not
// from the χ² approximation, which is poor for the few discordant pairs a quality
// suite of some dozens of cases has. Errors: b or c negative.
func McNemarExact(b, c int) (McNemar, error) {
	if b < 0 || c < 0 {
		return McNemar{}, fmt.Errorf("mcnemar: %d and %d discordant pairs: want counts ≥ 0", b, c)
	}
	t := McNemar{B: b, C: c, P: 1, PWorse: 1}
	n := b + c
	if n == 0 {
		return t, nil
	}
	t.P = math.Min(1, 2*binomialCDF(min(b, c), n, 0.5))
	// P(X ≥ b) = P(X ≤ n−b) by the symmetry of Binomial(n, 1/2), summed from the
	// small end so that a small p-value keeps its precision.
	t.PWorse = binomialCDF(n-b, n, 0.5)
	return t, nil
}
