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

// SequentialRule judges a percentile threshold such as "p(95) < 1.5s" at Looks interim
// evaluations during a cell (say after 1/4, 2/4, 3/4 and all of the planned samples), so
// that a cell whose verdict is already clear can stop early, without giving up the error
// guarantee of a single evaluation at the end.
//
// Each look evaluates SeriesPercentile at the Bonferroni level LookLevel = 1 − α/K, with
// α = 1 − Level and K = Looks. Why that keeps the guarantee: suppose an upper limit t is
// not met, i.e. the true quantile ξ ≥ t. A look declares PASS only when its upper bound
// Hi < t ≤ ξ: its interval lies wholly below ξ, a one-sided miss that at LookLevel has
// probability at most α/(2K) (exactly so for independent samples, and for correlated
// ones as far as SeriesPercentile's widening restores the coverage). The union bound
// over the K looks gives
//
//	P(some look wrongly declares PASS) ≤ K · α/(2K) = α/2,
//
// the same one-sided guarantee as one look at Level over the full sample, and stopping
// at the first decided look can only remove later passes. A wrong FAIL (Lo ≥ t while
// ξ < t) and the lower-limit mirror are bounded in the same way.
//
// The rule is conservative: the looks share their samples, so their errors largely
// coincide, and the union bound, which adds them as if they never did, overstates the
// chance that any look errs; an alpha-spending rule such as O'Brien–Fleming exploits
// that correlation to spend less confidence at each look. We accept the loss because
// Bonferroni is simple, holds for any look schedule fixed in advance (not only equally
// spaced ones) and for any dependence between the looks, and needs no joint law of the
// interval bounds — which for SeriesPercentile's data-dependent widening for serial
// correlation we do not have; the two compose without further analysis. On independent
// samples the bound is far from tight: BenchmarkSequentialStudy measured false passes at
// the threshold in 0.5–1.3 % of runs with four looks, against 5 %. Most of that slack is
// not the split across looks — a single look at Level false-passed in 0.9–1.9 % — but
// SeriesPercentile's widening, which treats independent samples as about half as many
// (see below).
//
// The cost is sample size. A PASS on an upper limit needs the interval's upper rank to
// exist, i.e. at least MinSamples(q, LookLevel()) independent samples at that look: with
// Level 0.90 and 4 looks (LookLevel 0.975), p99 needs n ≥ 437 where a single look at
// 0.90 needs 299, p95 86 instead of 59, p50 7 instead of 5. SeriesPercentile's design
// effect raises the count further, also on independent samples: its batch-means estimate
// with the fixed-batch factor of 1.5 (6 batches) comes out above 1 for most of them (about 2 on
// average for p95 and p99 in BenchmarkSequentialStudy), so in practice p99 wants roughly
// twice 437 before a look can pass: at 1200 samples the upper bound was still missing in
// about a sixth of the runs, at 2000 in about 2 %. A percentile whose planned
// sample size sits near its minimum cannot stop early: the early looks lack the bound,
// and only the last one can decide. BenchmarkSequentialStudy prints the simulated error
// rates, power and savings for BENCHMARKS.md.
type SequentialRule struct {
	// Looks is the number of evaluations K, at least 1; with 1 the rule is a single
	// evaluation at Level.
	Looks int
	// Level is the plan's two-sided confidence level, e.g. 0.90: the level a single
	// look at the end would use.
	Level float64
}

// LookLevel returns the two-sided confidence level of each look, 1 − (1−Level)/Looks,
// which splits the plan's error evenly across the looks; NaN when Looks < 1.
func (r SequentialRule) LookLevel() float64 {
	if r.Looks < 1 {
		return math.NaN()
	}
	return 1 - (1-r.Level)/float64(r.Looks)
}

// MinSamples returns the number of independent samples a look needs before both bounds
// of the q-quantile's interval exist at LookLevel, the size from which a look can decide
// in either direction; serially correlated samples need proportionally more.
func (r SequentialRule) MinSamples(q float64) (int, error) {
	if err := r.validate(q); err != nil {
		return 0, err
	}
	n, err := MinSamples(q, r.LookLevel())
	if err != nil {
		return 0, fmt.Errorf("sequential rule: %w", err)
	}
	return n, nil
}

// Decide is one look: it judges the threshold on the samples collected so far, xs in
// arrival order (SeriesPercentile widens the interval for their serial correlation).
// upper is true when threshold is an upper limit on the q-quantile ("p(q) < t" or
// "<=") and false for a lower limit (">" or ">="). The verdict is PASS only when the
// interval at LookLevel lies strictly on the passing side (Hi < t for an upper limit,
// Lo > t for a lower one) and FAIL when it reaches the failing side (Lo ≥ t, Hi ≤ t):
// a bound equal to the threshold counts against the check, as the strict operators
// read it. A bound that does not exist for this many samples decides nothing in its
// direction, so too few samples give Undecided, not an error. The Estimate is returned
// for the report.
func (r SequentialRule) Decide(xs []float64, q, threshold float64, upper bool) (Decision, Estimate, error) {
	if err := r.validate(q); err != nil {
		return Undecided, Estimate{}, err
	}
	if math.IsNaN(threshold) || math.IsInf(threshold, 0) {
		return Undecided, Estimate{}, fmt.Errorf("sequential rule: threshold %v: must be finite", threshold)
	}
	e, err := SeriesPercentile(xs, q, r.LookLevel())
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
	if !(q > 0 && q < 1) {
		return fmt.Errorf("sequential rule: q %v: outside (0, 1)", q)
	}
	return nil
}
