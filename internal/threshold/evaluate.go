package threshold

import (
	"fmt"
	"math"
	"slices"

	"github.com/infergate/infergate/internal/stats"
)

// Status is a verdict's outcome.
type Status string

const (
	// Pass: there is enough data and the measured value satisfies the threshold.
	Pass Status = "PASS"
	// Fail: the measured value violates the threshold, or the threshold could not be
	// judged for a reason that is the gate's own fault (Reason "error").
	Fail Status = "FAIL"
	// Inconclusive: the data cannot decide (Reason says why). Never a pass.
	Inconclusive Status = "INCONCLUSIVE"
)

// Machine-readable reasons of a Verdict. A plan may treat some reasons of INCONCLUSIVE
// verdicts as skips; ReasonError belongs to a FAIL and cannot be skipped.
const (
	// ReasonNoSamples: no latency samples, or no requests behind a value.
	ReasonNoSamples = "no_samples"
	// ReasonTooFewSamples: too few samples for the percentile's confidence interval.
	ReasonTooFewSamples = "too_few_samples"
	// ReasonUnavailable: the target cannot provide the metric (Observation.Unavailable).
	ReasonUnavailable = "unavailable"
	// ReasonInvalid: the cell itself is invalid (Observation.Invalid), or a compare
	// gate's baseline makes a relative change meaningless.
	ReasonInvalid = "invalid"
	// ReasonImprecise: a search (TestCapacity's) ran out of probes before it bracketed
	// its answer within the plan's precision. No threshold verdict has it; it is
	// listed here so that a plan can skip it like the others.
	ReasonImprecise = "imprecise"
	// ReasonError: the expression does not fit the metric (Check), the level is outside
	// (0, 1), or the data holds NaN or ±Inf. The verdict is FAIL.
	ReasonError = "error"
)

// DefaultLevel is the gate's two-sided confidence level for percentile intervals: each
// bound is a one-sided 95 % bound (p99 needs n ≥ 299 for its upper bound).
const DefaultLevel = 0.90

// Resamples is the number of bootstrap resamples Compare draws for a latency.
const Resamples = 1000

// Observation is what was measured of one metric in one cell.
type Observation struct {
	// Samples are a Latency metric's exact samples in seconds, in arrival order (trials
	// one after the other): the intervals widen for serial correlation along that
	// order (stats.SeriesPercentile). Only Latency uses them.
	Samples []float64
	// Value is a Ratio, Rate or Count metric's measured value in the canonical unit
	// (a fraction, per second, a count).
	Value float64
	// N is how many requests (or events) Value rests on; 0 means no data. Latency
	// metrics use len(Samples) instead.
	N int
	// Unavailable, when set, says why the target cannot provide the metric (no
	// /metrics, no streaming, …); the verdict is INCONCLUSIVE.
	Unavailable string
	// Independent marks Samples as independent draws — a random sample rather than a
	// run's requests in arrival order — so that percentile intervals are the exact
	// order-statistic ones (stats.Percentile, stats.BootstrapDiff) with no design
	// effect estimated from the order. The gate never sets it: requests under load are
	// not independent.
	Independent bool
	// Invalid, when set, says why the cell itself is invalid (e.g. the generator fell
	// behind); the verdict is INCONCLUSIVE. It takes precedence over Unavailable.
	Invalid string
	// Pos, when set, holds the schedule position of each of Samples (as long as
	// Samples, ascending): a key of the request that gave the sample, comparable
	// across runs that sent the same requests on the same schedule
	// (results.Observe's is trial<<32 | k for request k of the trial's schedule). Set
	// it only when the two runs of a comparison are paired: LatencyChange then pairs
	// their samples by position. Evaluate does not use it.
	Pos []int
}

// Verdict is the judgement of one threshold expression on one metric.
type Verdict struct {
	// Expr is the expression judged.
	Expr Expr
	// Metric is the metric's name.
	Metric string
	// Status is PASS, FAIL or INCONCLUSIVE.
	Status Status
	// Reason is "" for a judgement on the data, else one of the Reason constants.
	Reason string
	// Value is the measured statistic in the canonical unit (for Compare, the relative
	// change cand/base − 1); Lo and Hi are its confidence bounds. Each is NaN when there
	// is none.
	Value, Lo, Hi float64
	// N is the number of samples or requests behind Value (for Compare, the
	// candidate's).
	N int
	// Baseline and Candidate are Compare's statistic of each side in the canonical
	// unit; NaN for Evaluate.
	Baseline, Candidate float64
	// BaseN is the number of samples or requests behind Baseline; 0 for Evaluate.
	BaseN int
	// Paired is set when Compare's interval paired the two runs' requests by
	// schedule position (see LatencyChange), and Block is the block length of the
	// bootstrap behind Lo and Hi (1: independent draws; 0: no bootstrap drew them, or
	// there are none). See Interval.
	Paired bool
	Block  int
	// DesignEffect is the serial-correlation widening behind a percentile's interval
	// (stats.Estimate.Inflation: the samples counted as N/DesignEffect independent
	// ones); 0 when Evaluate drew no such interval.
	DesignEffect float64
	// Close is set on a compare gate whose change's interval reaches both sides of the
	// gate, so that its point estimate decided it (see Compare): on these samples a true
	// change this near the gate could have gone either way. A close FAIL is still a FAIL.
	Close bool
	// Message is one line for people: the metric, the expression, the status and the
	// evidence, e.g. "ttft p(95) < 1.5s: FAIL — measured 1.83s [90% CI 1.71s–1.97s], n=360".
	Message string
}

// String returns v.Message.
func (v Verdict) String() string { return v.Message }

// Evaluate judges the absolute threshold e on metric m's observation. level is the
// two-sided confidence level of percentile intervals (DefaultLevel in the gate).
//
// A Latency metric is aggregated over obs.Samples: p(N) by stats.SeriesPercentile, which
// also gives the interval [Lo, Hi], widened for the serial correlation of latencies
// under queueing; avg, min and max exactly, with no interval. The verdict is
// PASS when the point estimate satisfies the operator and FAIL otherwise. A percentile
// whose interval needs more samples than there are is INCONCLUSIVE (too_few_samples) —
// unless the one bound that does exist already proves a violation (for "p(99) < 3s", a
// lower bound of 3s or more), which is a FAIL, or there are enough samples for the
// percentile as independent draws (stats.MinSamples) and only their serial correlation
// removed a bound, and the measured value violates the threshold, which is a FAIL too:
// a pass needs the interval, a measured violation on that many samples does not. No
// samples is INCONCLUSIVE (no_samples).
//
// A Ratio, Rate or Count is judged on obs.Value; obs.N == 0 is INCONCLUSIVE
// (no_samples, "no requests").
//
// obs.Invalid and obs.Unavailable make the verdict INCONCLUSIVE with their reason. An
// expression that does not pass Check(e, m, false), a level outside (0, 1) or non-finite
// data is a FAIL with reason "error". Nothing without data passes.
func Evaluate(e Expr, m Metric, obs Observation, level float64) Verdict {
	mi := infoFor(m)
	v := newVerdict(e, m)
	if err := Check(e, m, false); err != nil {
		return v.error(err.Error())
	}
	if !(level > 0 && level < 1) {
		return v.error(fmt.Sprintf("confidence level %v outside (0, 1)", level))
	}
	if obs.Invalid != "" {
		return v.inconclusive(ReasonInvalid, "invalid: "+obs.Invalid)
	}
	if obs.Unavailable != "" {
		return v.inconclusive(ReasonUnavailable, "unavailable: "+obs.Unavailable)
	}
	if m.Kind == Latency {
		return v.latency(e, obs.Samples, obs.Independent, level)
	}

	v.N = max(obs.N, 0)
	if obs.N <= 0 {
		return v.inconclusive(ReasonNoSamples, "no requests")
	}
	if math.IsNaN(obs.Value) || math.IsInf(obs.Value, 0) {
		return v.error(fmt.Sprintf("measured value is %v", obs.Value))
	}
	v.Value = obs.Value
	detail := "measured " + formatValue(mi, e, obs.Value)
	if k := obs.Value * float64(obs.N); mi.ofN && math.Abs(k-math.Round(k)) <= 1e-6 {
		detail += fmt.Sprintf(" (%.0f of %d)", math.Round(k), obs.N)
	} else {
		detail += fmt.Sprintf(", n=%d", obs.N)
	}
	return v.decide(e.Op.holds(obs.Value, e.Value), detail)
}

// correlatedOnly reports n samples of a p(q) whose interval at level lacks a bound
// only because their serial correlation (design effect d) counts them as fewer: as
// independent draws they would be enough (stats.MinSamples).
func correlatedOnly(q float64, n int, d, level float64) bool {
	need, err := stats.MinSamples(q, level)
	return err == nil && d > 1 && n >= need
}

// UndecidedByCorrelation reports an INCONCLUSIVE percentile threshold (not a compare
// gate) whose samples would have been enough as independent draws at level: only
// their serial correlation kept it undecided, so more or steadier data can decide it.
func (v Verdict) UndecidedByCorrelation(level float64) bool {
	return v.Status == Inconclusive && v.Reason == ReasonTooFewSamples && v.Expr.Agg == P && !v.Expr.Relative &&
		correlatedOnly(v.Expr.Q, v.N, v.DesignEffect, level)
}

// latency judges e on latency samples.
func (v Verdict) latency(e Expr, xs []float64, independent bool, level float64) Verdict {
	v.N = len(xs)
	if e.Agg == P {
		est, err := percentile(xs, e.Q, level, independent)
		if err != nil {
			return v.error(err.Error())
		}
		if len(xs) == 0 {
			return v.inconclusive(ReasonNoSamples, est.Reason)
		}
		v.Value, v.Lo, v.Hi, v.DesignEffect = est.Value, est.Lo, est.Hi, est.Inflation
		detail := fmt.Sprintf("measured %s%s, n=%d", formatDuration(est.Value), ciText(level, est.Lo, est.Hi), len(xs))
		if est.Inflation > 1 {
			detail += fmt.Sprintf(" (serially correlated: design effect %.2g)", est.Inflation)
		}
		if est.TooFew {
			// The bound that exists is a one-sided (1+level)/2 bound on its own: when it
			// already violates the threshold, more samples cannot rescue the cell.
			bound, name := est.Lo, "lower"
			if e.Op == Greater || e.Op == GreaterEq {
				bound, name = est.Hi, "upper"
			}
			if !math.IsNaN(bound) && !e.Op.holds(bound, e.Value) {
				return v.decide(false, fmt.Sprintf("%s; the %s bound alone already violates the threshold (for both bounds: %s)",
					detail, name, est.Reason))
			}
			if correlatedOnly(e.Q, len(xs), est.Inflation, level) && !e.Op.holds(est.Value, e.Value) {
				// Enough samples for the percentile itself, too correlated for both
				// bounds: the measured value violates the threshold, and a pass is
				// what needs the interval, not a failure — a queue that keeps growing
				// (the usual cause) only makes the true percentile worse.
				return v.decide(false, fmt.Sprintf("%s; its interval lacks a bound because the samples are serially correlated (%s), but the measured value itself violates the threshold",
					detail, est.Reason))
			}
			return v.inconclusive(ReasonTooFewSamples, "too few samples: "+est.Reason+"; "+detail)
		}
		return v.decide(e.Op.holds(est.Value, e.Value), detail)
	}
	if len(xs) == 0 {
		return v.inconclusive(ReasonNoSamples, "no samples")
	}
	s, err := stats.Summarize(xs)
	if err != nil {
		return v.error(err.Error())
	}
	switch e.Agg {
	case Avg:
		v.Value = s.Mean
	case Min:
		v.Value = s.Min
	default:
		v.Value = s.Max
	}
	return v.decide(e.Op.holds(v.Value, e.Value), fmt.Sprintf("measured %s, n=%d", formatDuration(v.Value), len(xs)))
}

// Compare judges the compare gate e — a signed relative change such as "p(95) <= +10%"
// or ">= -2%" — on a candidate against a baseline. The relative change is
// stat(cand)/stat(base) − 1 (0 when both are 0, +Inf when only the baseline is 0). The
// verdict is PASS when that point estimate satisfies the operator, and FAIL when it
// does not. The change's interval says how sure that is: a verdict whose interval
// reaches both sides of the gate is Close, and its message says so. Compare judges
// final data — during a run the gate keeps a cell running while a compare gate's
// interval reaches both sides (up to the cell's maximum, or its paired baseline's
// end), and only then records the verdict — so, as a truncated sequential test does at
// its last look, the point decides what the interval could not. An interval with one
// end (a percentile's interval with no upper bound on one side) is judged by the end
// it has: the missing far end lies past the gate anyway. When the end that could show
// a regression is missing, or a percentile's change has no interval at all, a change
// past the gate is INCONCLUSIVE (too_few_samples): the samples are too few to say
// anything about it. A ratio, rate or count without an interval is decided by its
// point.
//
// For a Latency the statistic is e's aggregation of each side's samples, and the
// change and its interval [Lo, Hi] are LatencyChange's: when both observations carry
// schedule positions (Observation.Pos, set only for paired runs) a paired block
// bootstrap over the requests both runs sent (stats.PairedDiff), which the message
// names ("paired, blocks of 7"); otherwise, for a percentile, the two sides'
// intervals widened for serial correlation and combined by Bonferroni
// (stats.SeriesPercentileChange), and for avg, min or max a block bootstrap along
// arrival order (stats.SeriesBootstrapDiff) — or, for Independent samples on both
// sides, stats.BootstrapDiff. Bootstraps draw Resamples resamples at level with seed,
// so the verdict is reproducible. A percentile with too few samples for its interval
// (unpaired: on either side, as in Evaluate; paired: stats.PairedTooFew) is
// INCONCLUSIVE. For a Ratio, Rate or Count the change is that of Value, with no
// interval.
//
// Missing data on either side — no samples, N == 0, Unavailable, Invalid — is
// INCONCLUSIVE, and so is a negative baseline statistic. An expression that does not
// pass Check(e, m, true), a level outside (0, 1) or non-finite data is a FAIL with
// reason "error".
func Compare(e Expr, m Metric, base, cand Observation, level float64, seed uint64) Verdict {
	return CompareInterval(e, m, base, cand, level, seed, NoInterval())
}

// CompareInterval is Compare with the interval of the relative change of a Ratio,
// Rate or Count given by the caller (NoInterval: none), who has the per-request data
// to bootstrap it, with the analysis that drew it, which the verdict records (Paired,
// Block) and its message names when it was paired. A Latency's interval is always
// Compare's own.
func CompareInterval(e Expr, m Metric, base, cand Observation, level float64, seed uint64, given Interval) Verdict {
	mi := infoFor(m)
	v := newVerdict(e, m)
	if err := Check(e, m, true); err != nil {
		return v.error(err.Error())
	}
	if !(level > 0 && level < 1) {
		return v.error(fmt.Sprintf("confidence level %v outside (0, 1)", level))
	}
	sides := []struct {
		name string
		obs  Observation
	}{{"baseline", base}, {"candidate", cand}}
	for _, s := range sides {
		if s.obs.Invalid != "" {
			return v.inconclusive(ReasonInvalid, s.name+" invalid: "+s.obs.Invalid)
		}
	}
	for _, s := range sides {
		if s.obs.Unavailable != "" {
			return v.inconclusive(ReasonUnavailable, s.name+" unavailable: "+s.obs.Unavailable)
		}
	}

	var sb, sc float64
	ci := ""
	if m.Kind == Latency {
		v.BaseN, v.N = len(base.Samples), len(cand.Samples)
		for _, s := range sides {
			if len(s.obs.Samples) == 0 {
				return v.inconclusive(ReasonNoSamples, "no samples in the "+s.name)
			}
			if i := slices.IndexFunc(s.obs.Samples, notFinite); i >= 0 {
				return v.error(fmt.Sprintf("%s sample %d is %v", s.name, i, s.obs.Samples[i]))
			}
		}
		ch, err := LatencyChange(e.Agg, e.Q, base, cand, level, seed)
		if err != nil {
			return v.error(err.Error())
		}
		v.Paired = ch.Paired
		if ch.TooFew != "" {
			return v.inconclusive(ReasonTooFewSamples, ch.TooFew)
		}
		sb, sc = ch.Base, ch.Cand
		v.Lo, v.Hi, v.Block = ch.Lo, ch.Hi, ch.Block
		ci = changeInterval(level, ch.Interval)
	} else {
		v.BaseN, v.N = max(base.N, 0), max(cand.N, 0)
		for _, s := range sides {
			if s.obs.N <= 0 {
				return v.inconclusive(ReasonNoSamples, "no requests in the "+s.name)
			}
			if notFinite(s.obs.Value) {
				return v.error(fmt.Sprintf("%s value is %v", s.name, s.obs.Value))
			}
		}
		sb, sc = base.Value, cand.Value
		if !math.IsNaN(given.Lo) && !math.IsNaN(given.Hi) {
			v.Lo, v.Hi, v.Paired, v.Block = given.Lo, given.Hi, given.Paired, given.Block
			ci = changeInterval(level, given)
		}
	}
	v.Baseline, v.Candidate = sb, sc
	if sb < 0 {
		return v.inconclusive(ReasonInvalid, fmt.Sprintf("the baseline's value %s is negative: no relative change",
			formatValue(mi, e, sb)))
	}
	v.Value = relChange(sb, sc)
	detail := fmt.Sprintf("baseline %s, candidate %s, change %s%s, n=%d vs %d",
		formatValue(mi, e, sb), formatValue(mi, e, sc), formatChange(v.Value), ci, v.BaseN, v.N)
	// The most favourable end of the interval: the low end for an upper bound on the
	// change ("<= +10%"), the high end for a lower bound (">= -2%"); worst the other.
	best, worst := v.Lo, v.Hi
	if e.Op == Greater || e.Op == GreaterEq {
		best, worst = v.Hi, v.Lo
	}
	if e.Op.holds(v.Value, e.Value) {
		switch {
		case math.IsNaN(best):
			// No interval (or only its far end): nothing says how sure.
		case math.IsNaN(worst):
			v.Close = true
			detail += closeNote("has no bound on the side that breaks the gate")
		case !e.Op.holds(worst, e.Value):
			v.Close = true
			detail += closeNote("also reaches " + formatChange(worst) + ", which breaks the gate")
		}
		return v.decide(true, detail)
	}
	if math.IsNaN(v.Lo) && math.IsNaN(v.Hi) && !(m.Kind == Latency && e.Agg == P) {
		// No interval at all (a ratio, rate or count whose caller had none): the
		// point decides.
		return v.decide(false, detail)
	}
	if math.IsNaN(best) {
		// The end of the interval that could show the regression is missing: the
		// percentile intervals behind the change are too short on that side. The
		// other end, when there is one, cannot show it.
		return v.inconclusive(ReasonTooFewSamples, detail+"; the change breaks the gate, but the samples are too few (or too correlated) for an interval that could show it at this confidence")
	}
	// A missing far end (no upper bound on a slowdown) leaves the near end to decide:
	// the interval then reaches from best to beyond the gate.
	if !e.Op.holds(best, e.Value) {
		return v.decide(false, detail)
	}
	// The interval reaches both sides. The data is final — the gate runs on while a
	// compare gate is undecided, up to its maximum or its baseline's end, and judges
	// once there — so, as a truncated sequential test does at its last look, the point
	// estimate decides, and the verdict says how close it was.
	v.Close = true
	return v.decide(false, detail+closeNote("also reaches "+formatChange(best)+", which the gate allows"))
}

// closeNote is a close verdict's addition to its message, given what the interval
// does ("also reaches +2%, which the gate allows").
func closeNote(interval string) string {
	return "; close: the interval " + interval + " — more samples would be needed to be sure, so the point estimate decides"
}

// changeInterval renders a change's interval for a verdict's message: both ends, one
// end and the side that has none, or nothing when neither end exists; a paired
// interval says so, with its block length.
func changeInterval(level float64, iv Interval) string {
	lo, hi := iv.Lo, iv.Hi
	var s string
	switch {
	case !math.IsNaN(lo) && !math.IsNaN(hi):
		s = fmt.Sprintf("%s%% CI %s to %s", sig3(level*100), formatChange(lo), formatChange(hi))
	case !math.IsNaN(lo):
		s = fmt.Sprintf("%s%% CI %s to no upper bound", sig3(level*100), formatChange(lo))
	case !math.IsNaN(hi):
		s = fmt.Sprintf("%s%% CI no lower bound to %s", sig3(level*100), formatChange(hi))
	default:
		return ""
	}
	if a := iv.Analysis(); a != "" {
		s += ", " + a
	}
	return " [" + s + "]"
}

// percentile is stats.SeriesPercentile, or stats.Percentile for independent samples.
func percentile(xs []float64, q, level float64, independent bool) (stats.Estimate, error) {
	if independent {
		return stats.Percentile(xs, q, level)
	}
	return stats.SeriesPercentile(xs, q, level)
}

// aggregation returns agg (for P, the q-quantile) as a statistic of a non-empty,
// finite sample.
func aggregation(agg Agg, q float64) func([]float64) float64 {
	switch agg {
	case P:
		return stats.QuantileOf(q)
	case Avg:
		return stats.MeanOf
	case Min:
		return slices.Min[[]float64]
	default:
		return slices.Max[[]float64]
	}
}

// relChange is cand/base − 1, with 0 → 0 a change of 0 and 0 → x > 0 a change of +Inf.
func relChange(base, cand float64) float64 {
	if base == 0 {
		if cand == 0 {
			return 0
		}
		return math.Inf(int(math.Copysign(1, cand)))
	}
	return cand/base - 1
}

func notFinite(x float64) bool { return math.IsNaN(x) || math.IsInf(x, 0) }

// newVerdict starts a verdict with no data.
func newVerdict(e Expr, m Metric) Verdict {
	nan := math.NaN()
	return Verdict{Expr: e, Metric: m.Name, Value: nan, Lo: nan, Hi: nan, Baseline: nan, Candidate: nan}
}

// finish sets the status, reason and message.
func (v Verdict) finish(s Status, reason, detail string) Verdict {
	v.Status, v.Reason = s, reason
	v.Message = fmt.Sprintf("%s %s: %s — %s", v.Metric, v.Expr, s, detail)
	return v
}

func (v Verdict) decide(ok bool, detail string) Verdict {
	if ok {
		return v.finish(Pass, "", detail)
	}
	return v.finish(Fail, "", detail)
}

func (v Verdict) inconclusive(reason, detail string) Verdict {
	return v.finish(Inconclusive, reason, detail)
}

func (v Verdict) error(detail string) Verdict {
	return v.finish(Fail, ReasonError, "error: "+detail)
}
