package threshold

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/infergate/infergate/internal/stats"
)

// Interval is the confidence interval of a relative change cand/base − 1 and how it
// was drawn.
type Interval struct {
	// Lo and Hi are the interval's bounds; each is NaN when there is none.
	Lo, Hi float64
	// Paired is set when the interval pairs the two runs' requests by their position
	// in the schedule both sent (stats.PairedDiff, stats.PairedBootstrap): the noise
	// both runs met cancels, and the interval is far narrower than an unpaired one.
	Paired bool
	// Block is the block length of the bootstrap that drew the interval (1:
	// independent draws); 0 when no bootstrap drew it (the Bonferroni combination of
	// two percentile intervals, stats.SeriesPercentileChange) or there is none.
	Block int
	// Widen is the factor a paired percentile's interval was widened by for few
	// samples beyond the percentile (stats.PairedQuantileChange); 0 or 1: not widened.
	Widen float64
}

// NoInterval is an Interval with neither bound.
func NoInterval() Interval { return Interval{Lo: math.NaN(), Hi: math.NaN()} }

// Analysis names how the interval was drawn, for reports: "paired, blocks of 7"
// for a paired bootstrap, "" otherwise.
func (iv Interval) Analysis() string {
	if !iv.Paired {
		return ""
	}
	s := "paired"
	if iv.Block > 0 {
		s += fmt.Sprintf(", blocks of %d", iv.Block)
	}
	if iv.Widen >= 1.05 {
		s += fmt.Sprintf(", widened %.2g× for a thin tail", iv.Widen)
	}
	return s
}

// Change is how a latency statistic moved from a baseline to a candidate
// (LatencyChange).
type Change struct {
	// Base and Cand are the statistic of each side's samples, in seconds.
	Base, Cand float64
	// Rel is the relative change Cand/Base − 1 (0 when both are 0, +Inf when only
	// the baseline is).
	Rel float64
	// Interval is Rel's confidence interval and the analysis that drew it; Paired is
	// set whenever the pairing was used, even when TooFew left no interval.
	Interval
	// TooFew, when set, says why there are too few samples for a percentile's
	// interval; the change must then not be decided on the interval. An unpaired
	// change keeps any bound the samples do give (one bound can still show a
	// regression); a paired one has none.
	TooFew string
}

// LatencyChange measures how the aggregation agg (for P, the q-quantile; Avg, Min
// or Max) of a latency's samples moved from base to cand, with its interval at
// level. It is the one analysis behind a compare gate on a latency (Compare), the
// per-cell table of infergate compare and a sequential look at a compare gate.
//
// The points are agg of each side's Samples. When both observations carry
// positions (Pos as long as Samples: the two runs sent the same requests on the same
// schedule), the samples are aligned by position over the union of both sides'
// positions, NaN where a side has no sample (a request that failed in one run, or a
// run that stopped earlier), and the interval is stats.PairedDiff's paired block
// bootstrap (for a percentile stats.PairedQuantileChange, which widens it for a thin tail) with Resamples resamples drawn with seed; a percentile with fewer samples
// than stats.PairedTooFew allows is TooFew, with no interval. Otherwise the interval
// is the unpaired one: for a percentile, TooFew when either side's own interval
// (stats.SeriesPercentile, or stats.Percentile for Independent samples) lacks a
// bound, and stats.SeriesPercentileChange (stats.BootstrapDiff when both sides are
// Independent); for avg, min and max stats.SeriesBootstrapDiff (stats.BootstrapDiff
// when both sides are Independent).
//
// Errors: a side without samples (wrapping stats.ErrNoSamples), non-finite samples,
// an aggregation that is not a latency's, q outside (0, 1) for P, repeated positions
// and whatever the interval's statistics return.
func LatencyChange(agg Agg, q float64, base, cand Observation, level float64, seed uint64) (Change, error) {
	ch := Change{Base: math.NaN(), Cand: math.NaN(), Rel: math.NaN(), Interval: NoInterval()}
	var stat func([]float64) float64
	switch agg {
	case P:
		if !(q > 0 && q < 1) {
			return ch, fmt.Errorf("latency change: quantile %v outside (0, 1)", q)
		}
	case Avg, Min, Max:
	default:
		return ch, fmt.Errorf("latency change: aggregation %v is not a latency's", agg)
	}
	stat = aggregation(agg, q)
	sides := []struct {
		name string
		obs  Observation
	}{{"baseline", base}, {"candidate", cand}}
	for _, s := range sides {
		if len(s.obs.Samples) == 0 {
			return ch, fmt.Errorf("latency change: %s: %w", s.name, stats.ErrNoSamples)
		}
		if i := slices.IndexFunc(s.obs.Samples, notFinite); i >= 0 {
			return ch, fmt.Errorf("latency change: %s sample %d is %v", s.name, i, s.obs.Samples[i])
		}
	}
	ch.Base, ch.Cand = stat(slices.Clone(base.Samples)), stat(slices.Clone(cand.Samples))
	ch.Rel = relChange(ch.Base, ch.Cand)

	if len(base.Pos) == len(base.Samples) && len(cand.Pos) == len(cand.Samples) {
		ch.Paired = true
		if agg == P {
			if why := stats.PairedTooFew(len(base.Samples), len(cand.Samples), q); why != "" {
				ch.TooFew = "too few samples: " + why
				return ch, nil
			}
		}
		bx, cx, err := align(base, cand)
		if err != nil {
			return ch, fmt.Errorf("latency change: %w", err)
		}
		var d stats.Diff
		if agg == P {
			d, err = stats.PairedQuantileChange(bx, cx, q, Resamples, level, seed)
		} else {
			d, err = stats.PairedDiff(bx, cx, stat, Resamples, level, seed)
		}
		if err != nil {
			return ch, fmt.Errorf("latency change: %w", err)
		}
		ch.Lo, ch.Hi, ch.Block, ch.Widen = d.RelLo, d.RelHi, d.Block, d.Widen
		return ch, nil
	}

	independent := base.Independent && cand.Independent
	if agg == P {
		for _, s := range sides {
			est, err := percentile(s.obs.Samples, q, level, s.obs.Independent)
			if err != nil {
				return ch, fmt.Errorf("latency change: %s: %w", s.name, err)
			}
			if est.TooFew && ch.TooFew == "" {
				ch.TooFew = fmt.Sprintf("too few samples in the %s: %s", s.name, est.Reason)
			}
		}
		if !independent {
			pc, err := stats.SeriesPercentileChange(base.Samples, cand.Samples, q, level)
			switch {
			case err == nil:
				ch.Lo, ch.Hi = pc.Lo, pc.Hi
			case ch.TooFew == "":
				return ch, fmt.Errorf("latency change: %w", err)
			}
			return ch, nil
		}
		if ch.TooFew != "" {
			return ch, nil
		}
	}
	diff := stats.SeriesBootstrapDiff
	if independent {
		diff = stats.BootstrapDiff
	}
	d, err := diff(base.Samples, cand.Samples, stat, Resamples, level, seed)
	if err != nil {
		return ch, fmt.Errorf("latency change: %w", err)
	}
	ch.Lo, ch.Hi, ch.Block = d.RelLo, d.RelHi, d.Block
	return ch, nil
}

// align lays the two observations' samples out on the union of their positions, in
// ascending order, NaN where a side has no sample at a position.
func align(base, cand Observation) (bx, cx []float64, err error) {
	bi, err := byPosition(base.Pos)
	if err != nil {
		return nil, nil, fmt.Errorf("baseline: %w", err)
	}
	ci, err := byPosition(cand.Pos)
	if err != nil {
		return nil, nil, fmt.Errorf("candidate: %w", err)
	}
	nan := math.NaN()
	n := len(bi) + len(ci)
	bx, cx = make([]float64, 0, n), make([]float64, 0, n)
	for i, j := 0, 0; i < len(bi) || j < len(ci); {
		switch {
		case j == len(ci) || i < len(bi) && base.Pos[bi[i]] < cand.Pos[ci[j]]:
			bx, cx = append(bx, base.Samples[bi[i]]), append(cx, nan)
			i++
		case i == len(bi) || cand.Pos[ci[j]] < base.Pos[bi[i]]:
			bx, cx = append(bx, nan), append(cx, cand.Samples[ci[j]])
			j++
		default:
			bx, cx = append(bx, base.Samples[bi[i]]), append(cx, cand.Samples[ci[j]])
			i, j = i+1, j+1
		}
	}
	return bx, cx, nil
}

// errRepeatedPosition is a position that two samples of one observation share.
var errRepeatedPosition = errors.New("repeated schedule position")

// byPosition returns the indices of pos in ascending order of position (pos itself
// is normally ascending already), or an error when a position repeats.
func byPosition(pos []int) ([]int, error) {
	idx := make([]int, len(pos))
	for i := range idx {
		idx[i] = i
	}
	if !slices.IsSorted(pos) {
		slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(pos[a], pos[b]) })
	}
	for k := 1; k < len(idx); k++ {
		if pos[idx[k]] == pos[idx[k-1]] {
			return nil, fmt.Errorf("%w %d", errRepeatedPosition, pos[idx[k]])
		}
	}
	return idx, nil
}
