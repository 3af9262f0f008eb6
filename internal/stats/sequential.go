package stats

import (
	"fmt"
	"math"
)

// Decision is the verdict of one look of a SequentialRule: whether the cell may stop
// with a result or must keep collecting samples.
type Decision int

const (
	// Undecided means the interval still straddles the threshold (or a bound that would
	// decide is missing): keep sampling, and at the last look report inconclusive.
	Undecided Decision = iota
	// DecidedPass means the whole interval is on the passing side of the threshold.
	DecidedPass
	// DecidedFail means the whole interval is on the failing side of the threshold.
	DecidedFail
)

// String returns the word a report prints for d: "undecided", "pass" or "fail".
func (d Decision) String() string {
	switch d {
	case Undecided:
		return "undecided"
	case DecidedPass:
		return "pass"
	case DecidedFail:
		return "fail"
	}
	return fmt.Sprintf("Decision(%d)", int(d))
}

// SequentialRule judges a percentile threshold such as "p(95) < 1.5s" at Looks
// evaluations of a cell (say after 1/4, 2/4, 3/4 and all of the planned samples): the
// Looks − 1 interim looks, at which a cell whose verdict is already clear may stop, and
// the last one, the cell's end, which judges whatever is still open. Together they keep
// the error guarantee of a single evaluation at the end at Level.
//
// The plan's error α = 1 − Level is spent, not reused: the last look keeps the share
// Final of it and the K − 1 = Looks − 1 interim looks split the rest evenly, so
//
//	interim level LookLevel  = 1 − α·(1 − Final)/(K − 1)
//	final level   FinalLevel = 1 − α·Final
//
// and Σ (1 − level) over the K looks is (K − 1)·α·(1 − Final)/(K − 1) + α·Final = α.
// Final = 1/K (the default) is Bonferroni's even split, every look at 1 − α/K; a larger
// Final is a Haybittle–Peto-style rule: strict interim looks that stop only clear
// cases, and an end whose verdicts are nearly those of a run without looks (with Level
// 0.90, 4 looks and Final 0.8: interim looks at 99.33 %, the end at 92 %). The end of a
// cell with looks must be judged at FinalLevel, never at Level: the interim looks have
// already spent the rest, and judging the end at Level as well would let the run err
// with probability up to α·(2K − 1)/K (1.75 α for four looks).
//
// Why the split keeps the guarantee: suppose an upper limit t is not met, i.e. the true
// quantile ξ ≥ t. Look k declares PASS only when its upper bound Hi < t ≤ ξ: its
// interval lies wholly below ξ, a one-sided miss that at look k's level L_k has
// probability at most (1 − L_k)/2 (exactly so for independent samples, and for
// correlated ones as far as SeriesPercentile's widening restores the coverage). The
// union bound over the K looks gives
//
//	P(some look wrongly declares PASS) ≤ Σ_k (1 − L_k)/2 = α/2,
//
// the same one-sided guarantee as one look at Level over the full sample, and stopping
// at the first decided look can only remove later passes. A wrong FAIL (Lo ≥ t while
// ξ < t) and the lower-limit mirror are bounded in the same way.
//
// The rule is conservative: the looks share their samples, so their errors largely
// coincide, and the union bound, which adds them as if they never did, overstates the
// chance that any look errs; an alpha-spending rule such as O'Brien–Fleming exploits
// that correlation to spend less confidence at each look. We accept the loss because
// the union bound is simple, holds for any look schedule fixed in advance (not only
// equally spaced ones) and for any dependence between the looks, and needs no joint law
// of the interval bounds — which for SeriesPercentile's data-dependent widening for
// serial correlation we do not have; the two compose without further analysis. On
// independent samples the bound is far from tight (BenchmarkSequentialStudy measures
// it): most of the slack is not the split across looks but SeriesPercentile's
// widening, which treats independent samples as about half as many (see below).
//
// The cost is sample size. A PASS on an upper limit needs the interval's upper rank to
// exist, i.e. at least MinSamples(q, level) independent samples at that look: with
// Level 0.90 and 4 looks split evenly (every look at 0.975), p99 needs n ≥ 437 where a
// single look at 0.90 needs 299, p95 86 instead of 59, p50 7 instead of 5; with Final
// 0.8 the interim looks (0.9933) need 568, 112 and 9, the end (0.92) 321, 63 and 5.
// SeriesPercentile's design effect raises the count further, also on independent
// samples: its batch-means estimate with the fixed-batch factor of 1.5 (6 batches)
// comes out above 1 for most of them (about 2 on average for p95 and p99 in
// BenchmarkSequentialStudy), so in practice p99 wants roughly twice 437 before an evenly
// split look can pass: at 1200 samples the upper bound was still missing in about a
// sixth of the runs, at 2000 in about 2 %. A percentile whose planned sample size sits
// near its minimum cannot stop early: the early looks lack the bound, and only the last
// one can decide. BenchmarkSequentialStudy prints the simulated error rates, power and
// savings for BENCHMARKS.md.
type SequentialRule struct {
	// Looks is the number of evaluations K, at least 1, the cell's end included; with 1
	// the rule is a single evaluation at Level.
	Looks int
	// Level is the plan's two-sided confidence level, e.g. 0.90: the level a single
	// evaluation at the end of a cell without looks would use.
	Level float64
	// Final is the share of the plan's error 1 − Level that the last look keeps, in
	// (0, 1); the interim looks split the rest evenly. 0 means 1/Looks, an even split
	// over all looks (Bonferroni). Ignored when Looks is 1.
	Final float64
}

// share is the share of the error the last look keeps.
func (r SequentialRule) share() float64 {
	if r.Final > 0 {
		return r.Final
	}
	return 1 / float64(r.Looks)
}

// LookLevel returns the two-sided confidence level of each interim look,
// 1 − (1 − Level)·(1 − Final)/(Looks − 1) (1 − (1 − Level)/Looks for an even split),
// Level itself when Looks is 1, and NaN when Looks < 1.
func (r SequentialRule) LookLevel() float64 {
	switch {
	case r.Looks < 1:
		return math.NaN()
	case r.Looks == 1:
		return r.Level
	}
	return 1 - (1-r.Level)*(1-r.share())/float64(r.Looks-1)
}

// FinalLevel returns the two-sided confidence level of the last look, the end of the
// cell: 1 − (1 − Level)·Final (1 − (1 − Level)/Looks for an even split), Level itself
// when Looks is 1, and NaN when Looks < 1. A cell that looked and ran to its end is
// judged at this level.
func (r SequentialRule) FinalLevel() float64 {
	switch {
	case r.Looks < 1:
		return math.NaN()
	case r.Looks == 1:
		return r.Level
	}
	return 1 - (1-r.Level)*r.share()
}

// LevelAt returns the level of look k (1-based): LookLevel before the last look,
// FinalLevel at it.
func (r SequentialRule) LevelAt(k int) float64 {
	if k >= r.Looks {
		return r.FinalLevel()
	}
	return r.LookLevel()
}

// MinSamples returns the number of independent samples look k (1-based; Looks is the
// end) needs before both bounds of the q-quantile's interval exist at its level, the
// size from which the look can decide in either direction; serially correlated samples
// need proportionally more.
func (r SequentialRule) MinSamples(k int, q float64) (int, error) {
	if err := r.validate(q); err != nil {
		return 0, err
	}
	n, err := MinSamples(q, r.LevelAt(k))
	if err != nil {
		return 0, fmt.Errorf("sequential rule: %w", err)
	}
	return n, nil
}

// Decide is look k (1-based; Looks is the end): it judges the threshold on the samples
// collected so far, xs in arrival order (SeriesPercentile widens the interval for their
// serial correlation), at LevelAt(k).
// upper is true when threshold is an upper limit on the q-quantile ("p(q) < t" or
// "<=") and false for a lower limit (">" or ">="). The verdict is PASS only when the
// interval lies strictly on the passing side (Hi < t for an upper limit,
// Lo > t for a lower one) and FAIL when it reaches the failing side (Lo ≥ t, Hi ≤ t):
// a bound equal to the threshold counts against the check, as the strict operators
// read it. A bound that does not exist for this many samples decides nothing in its
// direction, so too few samples give Undecided, not an error. The Estimate is returned
// for the report.
func (r SequentialRule) Decide(k int, xs []float64, q, threshold float64, upper bool) (Decision, Estimate, error) {
	if err := r.validate(q); err != nil {
		return Undecided, Estimate{}, err
	}
	if math.IsNaN(threshold) || math.IsInf(threshold, 0) {
		return Undecided, Estimate{}, fmt.Errorf("sequential rule: threshold %v: must be finite", threshold)
	}
	if k < 1 || k > r.Looks {
		return Undecided, Estimate{}, fmt.Errorf("sequential rule: look %d: outside 1…%d", k, r.Looks)
	}
	e, err := SeriesPercentile(xs, q, r.LevelAt(k))
	if err != nil {
		return Undecided, Estimate{}, fmt.Errorf("sequential rule: %w", err)
	}
	return decideOn(e, threshold, upper), e, nil
}

// decideOn is Decide's verdict on an estimate already computed; it is separate so that
// the simulation study can judge several thresholds on one look's estimate.
func decideOn(e Estimate, threshold float64, upper bool) Decision {
	// Comparisons with NaN are false, so a missing bound never decides.
	if upper {
		switch {
		case e.Hi < threshold:
			return DecidedPass
		case e.Lo >= threshold:
			return DecidedFail
		}
		return Undecided
	}
	switch {
	case e.Lo > threshold:
		return DecidedPass
	case e.Hi <= threshold:
		return DecidedFail
	}
	return Undecided
}

// validate reports the first field of r, or the quantile q, that makes the rule
// meaningless.
func (r SequentialRule) validate(q float64) error {
	if r.Looks < 1 {
		return fmt.Errorf("sequential rule: looks %d: must be at least 1", r.Looks)
	}
	if !(r.Level > 0 && r.Level < 1) {
		return fmt.Errorf("sequential rule: level %v: outside (0, 1)", r.Level)
	}
	if r.Looks > 1 && !(r.Final >= 0 && r.Final < 1) {
		return fmt.Errorf("sequential rule: final %v: outside [0, 1) (0 splits the error evenly; 1 would leave the interim looks none)", r.Final)
	}
	if !(q > 0 && q < 1) {
		return fmt.Errorf("sequential rule: q %v: outside (0, 1)", q)
	}
	return nil
}
