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
//
// # Running on past the planned size
//
// With Max > 1 a cell that is still undecided at its planned end (look K) runs on:
// more looks follow at the same spacing, N/K samples apart, up to Max·N samples, and
// the cell stops at the first of them at which everything is decided, or at Max·N.
// Every look the maximum allows is fixed before the cell starts, so the error is
// spread over all of them in advance, and a cell that stops sooner simply leaves
// some of it unspent. The interim looks before the planned end keep their share
// α·(1 − Final) as above; the share α·Final, which the planned end alone spends
// without a maximum, is spread over the planned end and the looks past it in
// proportion to the samples each adds (a linear spending function in information
// time, Lan and DeMets 1983):
//
//	planned end (look K)   spends α·Final·(1/Max)
//	look K + j             spends α·Final·(g_j − g_{j−1})/Max,  g_j = min(1 + j/K, Max)
//
// which adds up to α·Final, so the union bound above holds over every look, those
// past the plan included. With Level 0.90, four looks, Final 0.8 and Max 3 the
// interim looks stay at 99.33 %, the planned end is judged at 97.33 % and each of
// the eight looks past it at 99.33 %: a p99 needs 430 independent samples at the
// planned end instead of 321, and 568 past it, in exchange for a cell that can
// grow to three times its plan when its samples are more correlated than planned.
// Max = 1 (or 0) is the rule without running on, and its levels are the ones above.
type SequentialRule struct {
	// Looks is the number of evaluations K up to the planned end, at least 1, the
	// planned end included; with 1 (and no Max) the rule is a single evaluation at
	// Level.
	Looks int
	// Level is the plan's two-sided confidence level, e.g. 0.90: the level a single
	// evaluation at the end of a cell without looks would use.
	Level float64
	// Final is the share of the plan's error 1 − Level that the last look keeps, in
	// (0, 1); the interim looks split the rest evenly. 0 means 1/Looks, an even split
	// over all looks (Bonferroni). Ignored when Looks is 1.
	Final float64
	// Max is the most samples a cell may take, as a multiple of the planned N, at
	// least 1; 0 means 1, no running on past the planned end.
	Max float64
}

// share is the share of the error the planned end and the looks past it keep.
func (r SequentialRule) share() float64 {
	switch {
	case r.Looks <= 1:
		return 1
	case r.Final > 0:
		return r.Final
	}
	return 1 / float64(r.Looks)
}

// max is Max, 1 when unset.
func (r SequentialRule) max() float64 {
	if r.Max > 1 {
		return r.Max
	}
	return 1
}

// extra is the number of looks past the planned end: ⌈(Max − 1)·Looks⌉, so that they
// keep the planned looks' spacing and the last one is at Max·N.
func (r SequentialRule) extra() int {
	if r.Looks < 1 {
		return 0
	}
	return int(math.Ceil((r.max()-1)*float64(r.Looks) - 1e-9))
}

// TotalLooks returns the number of looks the rule allows, the planned ones and those
// past the planned end up to Max: Looks + ⌈(Max − 1)·Looks⌉.
func (r SequentialRule) TotalLooks() int { return r.Looks + r.extra() }

// Fraction returns look k's sample size as a fraction of the planned N (1-based k):
// k/Looks up to the planned end, then min(1 + (k − Looks)/Looks, Max); NaN outside
// 1 … TotalLooks.
func (r SequentialRule) Fraction(k int) float64 {
	switch {
	case r.Looks < 1 || k < 1 || k > r.TotalLooks():
		return math.NaN()
	case k <= r.Looks:
		return float64(k) / float64(r.Looks)
	}
	return math.Min(1+float64(k-r.Looks)/float64(r.Looks), r.max())
}

// Points returns the cumulative sample counts of every look for a planned size of n:
// ⌈Fraction(k)·n⌉ for k = 1 … TotalLooks, the planned end exactly n and the last
// exactly ⌈Max·n⌉. Looks that would repeat a count (n smaller than the looks) are
// kept, so that look k is always Points(n)[k−1]; a caller skips the repeats.
func (r SequentialRule) Points(n int) []int {
	out := make([]int, r.TotalLooks())
	for k := range out {
		out[k] = int(math.Ceil(r.Fraction(k+1)*float64(n) - 1e-9))
	}
	if len(out) >= r.Looks && r.Looks >= 1 {
		out[r.Looks-1] = n
	}
	return out
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

// FinalLevel returns the two-sided confidence level of the planned end (look
// Looks): 1 − (1 − Level)·Final/Max (1 − (1 − Level)/Looks for an even split and no
// Max), Level itself when Looks is 1 and there is no Max, and NaN when Looks < 1. A
// cell that looked and stopped at its planned end is judged at this level.
func (r SequentialRule) FinalLevel() float64 {
	if r.Looks < 1 {
		return math.NaN()
	}
	return 1 - (1-r.Level)*r.share()/r.max()
}

// LevelAt returns the level of look k (1-based, up to TotalLooks): LookLevel before
// the planned end, FinalLevel at it, and past it 1 − (1 − Level)·Final·(g_k −
// g_{k−1})/Max for the fractions g = Fraction; NaN outside 1 … TotalLooks.
func (r SequentialRule) LevelAt(k int) float64 {
	switch {
	case r.Looks < 1 || k < 1 || k > r.TotalLooks():
		return math.NaN()
	case k < r.Looks:
		return r.LookLevel()
	case k == r.Looks:
		return r.FinalLevel()
	}
	return 1 - (1-r.Level)*r.share()*(r.Fraction(k)-r.Fraction(k-1))/r.max()
}

// MinSamples returns the number of independent samples look k (1-based; Looks is the
// planned end) needs before both bounds of the q-quantile's interval exist at its level, the
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

// Decide is look k (1-based; Looks is the planned end, TotalLooks the last): it judges the threshold on the samples
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
	if k < 1 || k > r.TotalLooks() {
		return Undecided, Estimate{}, fmt.Errorf("sequential rule: look %d: outside 1…%d", k, r.TotalLooks())
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
	if !(r.Max == 0 || (r.Max >= 1 && !math.IsInf(r.Max, 0))) {
		return fmt.Errorf("sequential rule: max %v: must be at least 1 (a multiple of the planned samples), or 0 for none", r.Max)
	}
	if !(q > 0 && q < 1) {
		return fmt.Errorf("sequential rule: q %v: outside (0, 1)", q)
	}
	return nil
}

// PooledLevel returns the level of one evaluation that stands for every look from
// look k (1-based) to the last, 1 − Σ_{j=k}^{TotalLooks} (1 − LevelAt(j)): the level
// a statistic whose data stops growing at look k is judged at. A paired comparison
// with a baseline that sent n requests sees the same positions at every look past n
// (the candidate's later requests have no partner), so the looks from the first that
// reached n on evaluate one statistic on one sample: the union of their wrong
// verdicts is the event of the least strict of them, and their shares of the error,
// fixed before the cell started, may be spent on it together without the total
// passing 1 − Level. NaN outside 1 … TotalLooks.
func (r SequentialRule) PooledLevel(k int) float64 {
	if r.Looks < 1 || k < 1 || k > r.TotalLooks() {
		return math.NaN()
	}
	spent := 0.0
	for j := k; j <= r.TotalLooks(); j++ {
		spent += 1 - r.LevelAt(j)
	}
	return 1 - spent
}
