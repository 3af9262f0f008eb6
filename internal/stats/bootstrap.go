package stats

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
)

// Diff is a bootstrap estimate of how a statistic moved from a baseline sample to a
// candidate sample, for compare gates such as "p(95) <= +10%".
type Diff struct {
	// Point is stat(cand) − stat(base) on the full samples; Lo and Hi are the percentile
	// bootstrap interval of that difference.
	Point, Lo, Hi float64
	// RelPoint is stat(cand)/stat(base) − 1 on the full samples (0.10 is +10 %); RelLo and
	// RelHi are its percentile bootstrap interval from the same resamples. All three are
	// NaN when stat(base) is 0 on the full baseline or on any resample.
	RelPoint, RelLo, RelHi float64
	// Median and RelMedian are the medians of the resampled differences and relative
	// changes (RelMedian NaN with RelLo): where the bootstrap distribution is centred,
	// which is not the point when the statistic is biased under resampling (a maximum,
	// say, or a change of percentiles drawn in pairs; see PairedQuantileChange).
	Median, RelMedian float64
	// Level is the two-sided confidence level, e.g. 0.95.
	Level float64
	// Resamples is the number of bootstrap resamples.
	Resamples int
	// Seed is the seed the resamples were drawn with.
	Seed uint64
	// Block is the block length the resamples were drawn in (1: independent draws);
	// Paired is set when the same blocks were drawn from both runs (PairedDiff).
	Block  int
	Paired bool
	// Widen is the factor the interval's ends were moved away from the point by
	// (PairedQuantileChange); 0 or 1 when they were not.
	Widen float64
}

// BootstrapDiff estimates stat(cand) − stat(base) and stat(cand)/stat(base) − 1 with a
// seeded percentile bootstrap. Each of the resamples draws len(base) values from base and
// then len(cand) values from cand, uniformly with replacement, and records the difference
// and the ratio of the statistic on the two resamples. Lo and Hi are the (1−level)/2 and
// (1+level)/2 quantiles of the recorded differences by Quantile's definition (numpy
// linear), and likewise RelLo and RelHi.
//
// The result is a pure function of its arguments: indices come from
// rand.NewPCG(seed, seed) (PCG-DXSM, whose output math/rand/v2 fixes) mapped to [0, n) by
// Lemire's multiply-and-reject method implemented here, so the same seed gives the same
// Diff on every platform and Go release.
//
// stat receives a scratch slice that is overwritten after it returns: it may reorder it
// but must not keep it. stat must return a finite value for every resample; NaN or ±Inf
// is an error. Errors: an empty base or cand (wrapping ErrNoSamples), non-finite samples,
// a nil stat, resamples < 1, and level outside (0, 1).
func BootstrapDiff(base, cand []float64, stat func([]float64) float64, resamples int, level float64, seed uint64) (Diff, error) {
	return bootstrapDiff(base, cand, stat, resamples, level, seed, 1)
}

// SeriesBootstrapDiff is BootstrapDiff for time series (see SeriesPercentile): base
// and cand in arrival order, neighbours possibly correlated. Each resample is a
// circular block bootstrap: blocks of b = ⌈n/SeriesBatches⌉ consecutive samples
// (wrapping around the end) start at uniform positions and are laid end to end until
// n values are drawn, so that a burst's correlated latencies are resampled together
// instead of as independent draws, which would make the interval of a change too
// narrow. With b = 1 this is BootstrapDiff.
//
// The block length matches SeriesPercentile's batches: the same assumption (the
// correlation time is shorter than a batch) underlies both, and the
// coverage study that justifies one measures the other (BENCHMARKS.md, "Interval
// coverage under queueing").
func SeriesBootstrapDiff(base, cand []float64, stat func([]float64) float64, resamples int, level float64, seed uint64) (Diff, error) {
	return bootstrapDiff(base, cand, stat, resamples, level, seed, SeriesBatches)
}

// blockLen is the block length for n samples split into about batches blocks.
func blockLen(n, batches int) int {
	if batches <= 1 {
		return 1
	}
	return max(1, (n+batches-1)/batches)
}

// resample fills buf from xs by a circular block bootstrap with blocks of b.
func resample(src *rand.PCG, buf, xs []float64, b int) {
	n := len(xs)
	if b <= 1 {
		for i := range buf {
			buf[i] = xs[uniformIndex(src, n)]
		}
		return
	}
	for i := 0; i < len(buf); {
		start := uniformIndex(src, n)
		for k := 0; k < b && i < len(buf); k++ {
			buf[i] = xs[(start+k)%n]
			i++
		}
	}
}

func bootstrapDiff(base, cand []float64, stat func([]float64) float64, resamples int, level float64, seed uint64, batches int) (Diff, error) {
	if err := checkSample(base); err != nil {
		return Diff{}, fmt.Errorf("bootstrap diff: baseline: %w", err)
	}
	if err := checkSample(cand); err != nil {
		return Diff{}, fmt.Errorf("bootstrap diff: candidate: %w", err)
	}
	if stat == nil {
		return Diff{}, errors.New("bootstrap diff: nil statistic")
	}
	if resamples < 1 {
		return Diff{}, fmt.Errorf("bootstrap diff: %d resamples, need at least 1", resamples)
	}
	if err := checkLevel(level); err != nil {
		return Diff{}, fmt.Errorf("bootstrap diff: %w", err)
	}

	bufB := make([]float64, len(base))
	bufC := make([]float64, len(cand))
	eval := func(what string, buf []float64) (float64, error) {
		v := stat(buf)
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return 0, fmt.Errorf("bootstrap diff: statistic of %s is %v", what, v)
		}
		return v, nil
	}

	copy(bufB, base)
	copy(bufC, cand)
	sb, err := eval("baseline", bufB)
	if err != nil {
		return Diff{}, err
	}
	sc, err := eval("candidate", bufC)
	if err != nil {
		return Diff{}, err
	}
	d := Diff{
		Point: sc - sb, RelPoint: sc/sb - 1,
		Level: level, Resamples: resamples, Seed: seed,
	}
	relOK := sb != 0

	src := rand.NewPCG(seed, seed)
	diffs := make([]float64, resamples)
	rels := make([]float64, resamples)
	bb, bc := blockLen(len(base), batches), blockLen(len(cand), batches)
	if batches <= 1 {
		bb, bc = 1, 1
	}
	d.Block = max(bb, bc)
	for r := range resamples {
		resample(src, bufB, base, bb)
		resample(src, bufC, cand, bc)
		if sb, err = eval("a baseline resample", bufB); err != nil {
			return Diff{}, err
		}
		if sc, err = eval("a candidate resample", bufC); err != nil {
			return Diff{}, err
		}
		diffs[r] = sc - sb
		if sb == 0 {
			relOK = false
		} else {
			rels[r] = sc/sb - 1
		}
	}

	if err := d.percentiles(diffs, rels, relOK); err != nil {
		return Diff{}, fmt.Errorf("bootstrap diff: %w", err)
	}
	return d, nil
}

// percentiles sets d's interval from the resampled differences and relative changes
// (the percentile bootstrap at d.Level): Lo and Hi, and, when relOK (no baseline
// statistic was 0), RelLo, RelMedian and RelHi; otherwise those and RelPoint are NaN.
func (d *Diff) percentiles(diffs, rels []float64, relOK bool) error {
	lo, hi := (1-d.Level)/2, (1+d.Level)/2
	qs, err := Quantiles(diffs, lo, 0.5, hi)
	if err != nil {
		// Differences of finite statistics can only overflow to ±Inf.
		return err
	}
	d.Lo, d.Median, d.Hi = qs[0], qs[1], qs[2]
	d.RelLo, d.RelHi, d.RelMedian = math.NaN(), math.NaN(), math.NaN()
	if !relOK {
		d.RelPoint = math.NaN()
		return nil
	}
	if qs, err = Quantiles(rels, lo, 0.5, hi); err != nil {
		return fmt.Errorf("relative: %w", err)
	}
	d.RelLo, d.RelMedian, d.RelHi = qs[0], qs[1], qs[2]
	return nil
}

// uniformIndex returns a uniform integer in [0, n), n ≥ 1, by Lemire's nearly
// divisionless method ("Fast Random Integer Generation in an Interval", 2019).
func uniformIndex(src *rand.PCG, n int) int {
	un := uint64(n)
	hi, lo := bits.Mul64(src.Uint64(), un)
	if lo < un {
		thresh := -un % un
		for lo < thresh {
			hi, lo = bits.Mul64(src.Uint64(), un)
		}
	}
	return int(hi)
}
