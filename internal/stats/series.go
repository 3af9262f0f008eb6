package stats

import (
	"fmt"
	"math"
)

// SeriesPercentile is Percentile for a time series: xs in the order the requests
// arrived (or events happened), whose neighbours may be correlated. Latencies under
// load are: a burst of arrivals raises the TTFT of every request queued behind it, so
// n samples carry less information than n independent ones, and Percentile's interval,
// which assumes independence, is too narrow — on the simulator near capacity it
// covered the true p95 in as few as 5 % of runs.
//
// The interval keeps Percentile's order statistics and widens their ranks by the
// series' design effect D, estimated by batch means of the exceedance indicator:
//
//	Y_i = 1 if x_i ≤ t else 0
//	m = SeriesBatches batches of b = ⌊n/m⌋ consecutive samples (the last takes the rest)
//	σ̂² = Σ_j len_j·(Ȳ_j − Ȳ)² / (m − 1)     the long-run variance of Y
//	D(t) = max(1, σ̂² / (Ȳ(1 − Ȳ)) · (t₀.₉₅,ₘ₋₁ / z₀.₉₅)²)
//
// The last factor, (2.015/1.645)² ≈ 1.50 for m = 6, is the fixed-batch correction: σ̂²
// has only m − 1 degrees of freedom, so the interval's half-width uses Student's t
// rather than the normal quantile. D is the larger of D at the sample quantile x̂_q
// and D at the sample median: an extreme quantile's indicator has too few exceedances
// per batch to show how they cluster (3.6 of 360 at p99), and the tail of a queue is
// at least as clustered as its body (on the simulator, using D at p99 alone left the
// p99 intervals of short-chat near capacity covering in 82 % of runs).
//
// The count B of samples at or below the true quantile, whose binomial law makes
// Percentile's interval exact for independent samples, has variance about D·n·q(1−q)
// instead of n·q(1−q): it behaves like n/D independent samples scaled by D. So the
// ranks are those of Percentile for n' = ⌊n/D⌋ samples, scaled back to n and rounded
// outwards: the counts at or below each bound scale by n/n', so l = ⌊(l'−1)·n/n'⌋ + 1
// and u = ⌈u'·n/n'⌉. With D = 1 this is Percentile exactly.
// TooFew is set when n' is below MinSamples, and Reason then names the design effect:
// a p99 needs 299 independent samples for its one-sided 95 % upper bound, and 360
// requests whose design effect is 2 count as 180.
//
// Why batch means over arrival order: they need no model of the queue; with a fixed
// number of batches they adapt to any correlation time up to a sixth of the series
// (and trials concatenated in order give the batches their independent restarts);
// they are cheap (one pass per quantile). Intervals across trials alone have too few
// degrees of freedom (3 trials: t₀.₉₅,₂ = 2.92), and a block bootstrap cannot reach past
// the sample maximum for a tail percentile. The choice is justified by measurement:
// BENCHMARKS.md, "Interval coverage under queueing", from the virtual-time study in
// internal/sim/engine (BenchmarkCoverageStudy), where the order-statistic interval
// covered the pooled value in 5–95 % of runs and this one in at least 85 % of runs of
// every stationary configuration. A cell above capacity, whose queue grows without
// bound, has no stationary percentile: its value depends on how long it ran.
//
// For fewer than 3 batches' worth of samples (n < 3·3) D is 1. Estimate.Inflation
// reports D.
func SeriesPercentile(xs []float64, q, level float64) (Estimate, error) {
	es, err := SeriesPercentiles(xs, level, q)
	if err != nil {
		return Estimate{}, err
	}
	return es[0], nil
}

// SeriesBatches is the number of batches SeriesPercentile's design effect uses.
const SeriesBatches = 6

// SeriesPercentiles returns SeriesPercentile(xs, q, level) for each of qs.
func SeriesPercentiles(xs []float64, level float64, qs ...float64) ([]Estimate, error) {
	s, out, err := percentiles(xs, level, qs)
	if err != nil {
		return nil, err
	}
	if len(xs) == 0 {
		return out, nil
	}
	// The tail of a queue is at least as clustered as its body, and an extreme
	// quantile's indicator has too few exceedances to show it: every quantile's
	// design effect is at least the median's.
	central := DesignEffect(xs, quantileSorted(s, 0.5))
	for k := range qs {
		d := max(central, DesignEffect(xs, out[k].Value))
		if d <= 1 {
			continue
		}
		out[k] = widened(s, out[k], d)
	}
	return out, nil
}

// batches is the number of batches for n samples: SeriesBatches, fewer when n is
// small so that each batch has at least 3 samples.
func batches(n int) int { return min(SeriesBatches, n/3) }

// DesignEffect returns the variance inflation of the indicator x_i ≤ t along the
// series xs, estimated by batch means with the fixed-batch correction (see
// SeriesPercentile); at least 1, and 1 when there are fewer than 3 batches.
func DesignEffect(xs []float64, t float64) float64 {
	n := len(xs)
	m := batches(n)
	if m < 3 {
		return 1
	}
	b := n / m
	below := 0
	for _, x := range xs {
		if x <= t {
			below++
		}
	}
	p := float64(below) / float64(n)
	if p <= 0 || p >= 1 {
		return 1
	}
	ss := 0.0
	for j := range m {
		lo, hi := j*b, (j+1)*b
		if j == m-1 {
			hi = n
		}
		c := 0
		for _, x := range xs[lo:hi] {
			if x <= t {
				c++
			}
		}
		dev := float64(c)/float64(hi-lo) - p
		ss += float64(hi-lo) * dev * dev
	}
	r := tQuantile95[m-1] / z95
	return max(1, ss/float64(m-1)/(p*(1-p))*r*r)
}

// z95 is the standard normal 0.95 quantile.
const z95 = 1.6448536269514722

// tQuantile95[k] is Student's t 0.95 quantile with k degrees of freedom, k = 1 … 5
// (index 0 unused): the batch counts SeriesPercentile uses.
var tQuantile95 = [SeriesBatches]float64{0, 6.313752, 2.919986, 2.353363, 2.131847, 2.015048}

// widened recomputes e's interval on the sorted sample s for design effect d > 1.
func widened(s []float64, e Estimate, d float64) Estimate {
	n := len(s)
	e.Inflation = d
	eff := int(math.Floor(float64(n) / d))
	e.LoRank, e.HiRank, e.Lo, e.Hi, e.Coverage = 0, 0, math.NaN(), math.NaN(), math.NaN()
	e.TooFew, e.Reason = false, ""
	if eff >= 1 {
		r := ciRanks(eff, e.Q, e.Level)
		scale := float64(n) / float64(eff)
		if r.lo >= 1 {
			// P(B' ≤ l'−1) ≤ α/2 scales to P(B ≤ (l'−1)·n/n') ≤ α/2: the count below
			// the bound scales, not the rank (for n' = 1, l' = 1 is the minimum).
			e.LoRank = min(n, int(math.Floor(float64(r.lo-1)*scale))+1)
			e.Lo = s[e.LoRank-1]
		}
		if r.hi <= eff {
			e.HiRank = min(n, int(math.Ceil(float64(r.hi)*scale)))
			e.Hi = s[e.HiRank-1]
		}
		if e.LoRank > 0 && e.HiRank > 0 {
			e.Coverage = r.coverage
			return e
		}
	}
	e.TooFew = true
	missing := missingBounds(e)
	need, err := MinSamples(e.Q, e.Level)
	if err != nil {
		e.Reason = fmt.Sprintf("%s has no distribution-free confidence interval at any sample size: %s", percentName(e.Q), missing)
		return e
	}
	e.Reason = fmt.Sprintf("%s needs at least %d independent samples for a %s%% confidence interval; the %d samples are serially correlated (design effect %.2g) and count as %d: %s",
		percentName(e.Q), need, formatLevel(e.Level), n, d, eff, missing)
	return e
}

// Change is the relative change of a percentile from a baseline series to a candidate
// series, cand/base − 1, with a confidence interval.
type Change struct {
	// Point is the change of the sample percentiles; Lo and Hi its bounds, NaN when
	// either side's interval lacks the bound they need.
	Point, Lo, Hi float64
	// Base and Cand are the two sides' estimates, each at level 1 − (1 − Level)/2.
	Base, Cand Estimate
	// Level is the two-sided confidence level of [Lo, Hi].
	Level float64
}

// SeriesPercentileChange returns the relative change of the q-quantile from base to
// cand (both time series, see SeriesPercentile) with an interval at level built from
// the two sides' own intervals: each side's SeriesPercentile at level 1 − (1 −
// level)/2, combined as
//
//	[cand.Lo/base.Hi − 1, cand.Hi/base.Lo − 1]
//
// which contains the true change whenever both sides' intervals contain their true
// percentiles, so by Bonferroni with probability at least level. It is conservative —
// wider than an exact interval — but it inherits the widening for serial correlation
// that the coverage study measured, where a block bootstrap of the two runs covered a
// true change of 0 in as few as 55 % of pairs (BENCHMARKS.md, "Interval coverage under
// queueing"). Point is NaN when the baseline's percentile is 0; a bound is NaN when a
// side's interval lacks the bound it needs or base.Lo is 0.
func SeriesPercentileChange(base, cand []float64, q, level float64) (Change, error) {
	if err := checkLevel(level); err != nil {
		return Change{}, fmt.Errorf("percentile change: %w", err)
	}
	side := 1 - (1-level)/2
	b, err := SeriesPercentile(base, q, side)
	if err != nil {
		return Change{}, fmt.Errorf("percentile change: baseline: %w", err)
	}
	c, err := SeriesPercentile(cand, q, side)
	if err != nil {
		return Change{}, fmt.Errorf("percentile change: candidate: %w", err)
	}
	ch := Change{Point: math.NaN(), Lo: math.NaN(), Hi: math.NaN(), Base: b, Cand: c, Level: level}
	if b.Value != 0 && !math.IsNaN(b.Value) && !math.IsNaN(c.Value) {
		ch.Point = c.Value/b.Value - 1
	}
	if !math.IsNaN(c.Lo) && !math.IsNaN(b.Hi) && b.Hi != 0 {
		ch.Lo = c.Lo/b.Hi - 1
	}
	if !math.IsNaN(c.Hi) && !math.IsNaN(b.Lo) && b.Lo != 0 {
		ch.Hi = c.Hi/b.Lo - 1
	}
	return ch, nil
}
