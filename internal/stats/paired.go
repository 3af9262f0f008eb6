package stats

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
)

// PairedDiff estimates how stat moved from a baseline run to a candidate run that sent
// the same requests on the same schedule (common random numbers): base[i] and cand[i]
// are the two runs' values at position i of the schedule, NaN where that run has no
// sample there (see the package doc for what a pair is). Because both runs met the
// same bursts, their latencies at one position move together (a correlation of 0.9 and
// more per request), and the change between them is measured far more precisely than
// either run's own percentile: the noise both runs share cancels.
//
// Each resample is a circular block bootstrap over positions that resamples the same
// blocks in both runs: blocks of PairedBlockLength(base, cand) consecutive positions
// start at uniform positions (wrapping around the end) until n positions are drawn;
// stat is then taken on each run's values at the drawn positions, skipping its NaNs,
// and the difference and ratio recorded. Lo, Hi, RelLo and RelHi are the (1−level)/2
// and (1+level)/2 quantiles of the recorded differences and ratios (the percentile
// bootstrap), as in BootstrapDiff; Diff.Block and Diff.Paired say how it was drawn.
// A resample that leaves a run with no value is drawn again (at most resamples times
// in all); more than that is an error.
//
// Errors: base and cand of different lengths, a run with no value at all (wrapping
// ErrNoSamples), ±Inf samples, a nil stat, resamples < 1, level outside (0, 1) and a
// statistic that is not finite.
func PairedDiff(base, cand []float64, stat func([]float64) float64, resamples int, level float64, seed uint64) (Diff, error) {
	if stat == nil {
		return Diff{}, errors.New("paired diff: nil statistic")
	}
	if err := checkPaired(base, cand); err != nil {
		return Diff{}, fmt.Errorf("paired diff: %w", err)
	}
	buf := make([]float64, 0, len(base))
	on := func(xs []float64) func([]int) float64 {
		return func(idx []int) float64 {
			buf = buf[:0]
			for _, i := range idx {
				if !math.IsNaN(xs[i]) {
					buf = append(buf, xs[i])
				}
			}
			if len(buf) == 0 {
				return math.NaN()
			}
			return stat(buf)
		}
	}
	return PairedBootstrap(len(base), PairedBlockLength(base, cand), on(base), on(cand), resamples, level, seed)
}

// checkPaired checks two position-aligned series for PairedDiff: equal lengths, no
// ±Inf, and at least one value in each.
func checkPaired(base, cand []float64) error {
	if len(base) != len(cand) {
		return fmt.Errorf("%d baseline positions and %d candidate positions", len(base), len(cand))
	}
	for _, side := range []struct {
		name string
		xs   []float64
	}{{"baseline", base}, {"candidate", cand}} {
		have := 0
		for i, x := range side.xs {
			if math.IsInf(x, 0) {
				return fmt.Errorf("%s sample %d is %v", side.name, i, x)
			}
			if !math.IsNaN(x) {
				have++
			}
		}
		if have == 0 {
			return fmt.Errorf("%s: %w", side.name, ErrNoSamples)
		}
	}
	return nil
}

// PairedBootstrap is PairedDiff for statistics that read more than one value per
// position (goodput reads whether each request was good and when it ended): base and
// cand return the statistic of their run at the positions idx, a multiset of
// positions in [0, n) in the order drawn, or NaN when those positions give it no
// value. The point is taken at 0, 1, …, n−1. idx is overwritten after they return.
// block is the block length (at least 1); PairedBlockLength chooses it for value
// series.
func PairedBootstrap(n, block int, base, cand func(idx []int) float64, resamples int, level float64, seed uint64) (Diff, error) {
	switch {
	case n < 1:
		return Diff{}, fmt.Errorf("paired bootstrap: %w", ErrNoSamples)
	case base == nil || cand == nil:
		return Diff{}, errors.New("paired bootstrap: nil statistic")
	case resamples < 1:
		return Diff{}, fmt.Errorf("paired bootstrap: %d resamples, need at least 1", resamples)
	case block < 1:
		return Diff{}, fmt.Errorf("paired bootstrap: block length %d, need at least 1", block)
	}
	if err := checkLevel(level); err != nil {
		return Diff{}, fmt.Errorf("paired bootstrap: %w", err)
	}
	block = min(block, n)
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	sb, sc := base(idx), cand(idx)
	for _, s := range []struct {
		name string
		v    float64
	}{{"baseline", sb}, {"candidate", sc}} {
		if math.IsNaN(s.v) || math.IsInf(s.v, 0) {
			return Diff{}, fmt.Errorf("paired bootstrap: statistic of the %s is %v", s.name, s.v)
		}
	}
	d := Diff{Point: sc - sb, RelPoint: sc/sb - 1, Level: level, Resamples: resamples, Seed: seed, Block: block, Paired: true}
	relOK := sb != 0

	src := rand.NewPCG(seed, seed)
	diffs := make([]float64, 0, resamples)
	rels := make([]float64, 0, resamples)
	for tries := 0; len(diffs) < resamples; tries++ {
		if tries >= 2*resamples {
			return Diff{}, fmt.Errorf("paired bootstrap: %d of %d resamples left a run with no value; too few samples to resample", tries-len(diffs), tries)
		}
		for i := 0; i < n; {
			start := uniformIndex(src, n)
			for k := 0; k < block && i < n; k++ {
				idx[i] = (start + k) % n
				i++
			}
		}
		rb := base(idx)
		rc := cand(idx)
		if math.IsNaN(rb) || math.IsNaN(rc) {
			continue
		}
		if math.IsInf(rb, 0) || math.IsInf(rc, 0) {
			return Diff{}, errors.New("paired bootstrap: a resample's statistic is infinite")
		}
		diffs = append(diffs, rc-rb)
		if rb == 0 {
			relOK = false
			rels = append(rels, 0)
		} else {
			rels = append(rels, rc/rb-1)
		}
	}
	if err := d.percentiles(diffs, rels, relOK); err != nil {
		return Diff{}, fmt.Errorf("paired bootstrap: %w", err)
	}
	return d, nil
}

// PairedBlockLength is the block length PairedDiff resamples base and cand with
// (position-aligned, NaN for no value; see PairedDiff): the largest of
// OptimalBlockLength of the baseline's ranks, of the candidate's ranks and of the
// paired log-ratios log(cand[i]/base[i]) (where both are positive), rounded up and
// kept within [1, n/3]. Ranks, because a latency's heavy tail would otherwise let a
// few extreme requests set every autocorrelation; the log-ratios, because they are
// what a change of a ratio is made of, and carry the memory of what the two runs do
// not share (a step both runs' overlapping requests took at a different speed). The
// largest, because a block must be long enough for whichever series remembers
// longest.
func PairedBlockLength(base, cand []float64) int {
	n := len(base)
	if n < 3 || len(cand) != n {
		return 1
	}
	var diff []float64
	for i := range n {
		if base[i] > 0 && cand[i] > 0 {
			diff = append(diff, math.Log(cand[i]/base[i]))
		}
	}
	b := 1.0
	for _, xs := range [][]float64{dropNaN(rankOf(base)), dropNaN(rankOf(cand)), diff} {
		b = max(b, OptimalBlockLength(xs))
	}
	return max(1, min(int(math.Ceil(b)), n/3))
}

// OptimalBlockLength is Politis and White's (2004) automatic block length for the
// circular block bootstrap of the mean of the series xs, with the correction of
// Patton, Politis and White (2009):
//
//	b = (2·G² / D)^(1/3) · n^(1/3),  G = Σ_{|k|≤M} λ(k/M)·|k|·R(k),  D = 4/3·(Σ_{|k|≤M} λ(k/M)·R(k))²
//
// with R the sample autocovariances, λ the flat-top (trapezoid) kernel (1 up to
// ½, then falling linearly to 0 at 1), and M = 2·m̂, where m̂ is the smallest lag
// after which K = 5 autocorrelations in a row are within ±2·√(log₁₀ n / n) (at most
// ⌈√n⌉ + K). The result is capped at min(3·√n, n/3), as in the reference
// implementation (arch's optimal_block_length), and is 1 for a series of fewer than
// 8 values or of constant values. It is the rate-optimal length for the variance of a
// smooth statistic; a series with no memory gets a length near 1.
func OptimalBlockLength(xs []float64) float64 {
	n := len(xs)
	if n < 8 {
		return 1
	}
	mean := 0.0
	for _, x := range xs {
		mean += x
	}
	mean /= float64(n)
	eps := make([]float64, n)
	for i, x := range xs {
		eps[i] = x - mean
	}
	const kn = 5
	mMax := int(math.Ceil(math.Sqrt(float64(n)))) + kn
	mMax = min(mMax, n-1)
	acv := make([]float64, mMax+1)
	for k := 0; k <= mMax; k++ {
		s := 0.0
		for i := k; i < n; i++ {
			s += eps[i] * eps[i-k]
		}
		acv[k] = s / float64(n)
	}
	if !(acv[0] > 0) {
		return 1
	}
	cv := 2 * math.Sqrt(math.Log10(float64(n))/float64(n))
	mHat := -1
	for m := 0; m+kn <= mMax; m++ {
		quiet := true
		for j := 1; j <= kn; j++ {
			if math.Abs(acv[m+j]/acv[0]) >= cv {
				quiet = false
				break
			}
		}
		if quiet {
			mHat = m
			break
		}
	}
	bigM := mMax
	if mHat >= 0 {
		bigM = min(2*max(mHat, 1), mMax)
	}
	g, lr := 0.0, acv[0]
	for k := 1; k <= bigM; k++ {
		lam := 1.0
		if r := float64(k) / float64(bigM); r > 0.5 {
			lam = 2 * (1 - r)
		}
		g += 2 * lam * float64(k) * acv[k]
		lr += 2 * lam * acv[k]
	}
	bMax := math.Ceil(min(3*math.Sqrt(float64(n)), float64(n)/3))
	dcb := 4.0 / 3.0 * lr * lr
	if !(dcb > 0) {
		return bMax
	}
	b := math.Cbrt(2*g*g/dcb) * math.Cbrt(float64(n))
	return max(1, min(b, bMax))
}

// byValue returns the indices of xs's non-NaN values in ascending order of value,
// ties in index order.
func byValue(xs []float64) []int {
	idx := make([]int, 0, len(xs))
	for i, x := range xs {
		if !math.IsNaN(x) {
			idx = append(idx, i)
		}
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(xs[a], xs[b]) })
	return idx
}

// rankOf returns each value's rank among the non-NaN values of xs (mid-ranks for
// ties), NaN where xs is NaN.
func rankOf(xs []float64) []float64 {
	idx := byValue(xs)
	out := make([]float64, len(xs))
	for i := range out {
		out[i] = math.NaN()
	}
	for i := 0; i < len(idx); {
		j := i
		for j+1 < len(idx) && xs[idx[j+1]] == xs[idx[i]] {
			j++
		}
		r := float64(i+j)/2 + 1
		for k := i; k <= j; k++ {
			out[idx[k]] = r
		}
		i = j + 1
	}
	return out
}

func dropNaN(xs []float64) []float64 {
	out := make([]float64, 0, len(xs))
	for _, x := range xs {
		if !math.IsNaN(x) {
			out = append(out, x)
		}
	}
	return out
}

// PairedMinSamples is the fewest values each run must have at the positions of a
// paired comparison before any paired interval is used.
const PairedMinSamples = 10

// PairedTailFactor is c in PairedQuantileChange's small-sample widening √(1 + c/k).
const PairedTailFactor = 2.5

// PairedTooFew says why a paired interval of the q-quantile's change cannot be
// trusted with nBase and nCand values (empty when it can): fewer than
// PairedMinSamples in a run, or fewer than one expected value beyond the quantile,
// k = n·min(q, 1−q) < 1 (p95 needs 20 values, p99 100), when no request of the
// run lies past the quantile for the pairs to speak of.
func PairedTooFew(nBase, nCand int, q float64) string {
	n := min(nBase, nCand)
	if n < PairedMinSamples {
		return fmt.Sprintf("a paired interval needs at least %d samples in each run, have %d and %d", PairedMinSamples, nBase, nCand)
	}
	if k := float64(n) * min(q, 1-q); k < 1 {
		need := int(math.Ceil(1 / min(q, 1-q)))
		return fmt.Sprintf("a paired interval of %s's change needs at least %d samples in each run (one beyond the percentile), have %d and %d",
			percentName(q), need, nBase, nCand)
	}
	return ""
}

// PairedQuantileChange is PairedDiff of the q-quantile (QuantileOf(q)), with the
// interval recentred on the point and widened for few samples in the tail.
//
// Recentred: the resampled changes of a percentile drawn in pairs are centred
// nearer 0 than the change itself. A resample that draws a position twice draws it
// in both runs, so the two runs' percentiles fall on one and the same request more
// often than in the samples, where neighbouring requests interleave; their change is
// then that request's own, small, difference. The percentile interval is therefore
// moved by Point − Median (and RelPoint − RelMedian), keeping its width and shape.
// In the paired study it covered 0 in 98–100 % of A/A pairs in 14 of 24 full-size
// rows while its width matched the spread of the changes from pair to pair; recentred,
// 20 of the 24 cover 85–97 % (BENCHMARKS.md, "Paired comparisons").
//
// Widened: a block bootstrap of a percentile
// that only a few requests lie beyond resamples those same few requests, and its
// spread then understates how much the percentile's change varies from pair to pair
// of runs: in the paired study (BENCHMARKS.md, "Paired comparisons") the standard
// deviation of the p95 change over A/A pairs was 1.2–2.6 times the bootstrap's at
// 30 requests per run (k = 1.5 beyond p95), 1.0–1.3 times at k = 3–9 and 1.0 from
// k ≈ 16 on. Each end of the interval is therefore moved away from the point by
// the factor √(1 + c/k), k = n·min(q, 1−q) with n the smaller run's count and c =
// PairedTailFactor (2.5, the median of k·(ratio² − 1) over the study's cells),
// which is 1.6 at k = 1.5, 1.3 at k = 3.6 and tends to 1. Diff.Widen records it.
// PairedTooFew must be empty for nBase and nCand, else this is an error.
func PairedQuantileChange(base, cand []float64, q float64, resamples int, level float64, seed uint64) (Diff, error) {
	if err := checkQ(q); err != nil {
		return Diff{}, fmt.Errorf("paired change: %w", err)
	}
	nb, nc := len(dropNaN(base)), len(dropNaN(cand))
	if why := PairedTooFew(nb, nc, q); why != "" {
		return Diff{}, fmt.Errorf("paired change: %s", why)
	}
	if err := checkPaired(base, cand); err != nil {
		return Diff{}, fmt.Errorf("paired change: %w", err)
	}
	d, err := PairedBootstrap(len(base), PairedBlockLength(base, cand), quantileAt(base, q), quantileAt(cand, q), resamples, level, seed)
	if err != nil {
		return Diff{}, err
	}
	// Recentre on the point: a resample that draws a position twice draws it in both
	// runs, so both runs' percentiles land on the same request more often than they
	// do in the samples themselves, and the resampled changes huddle toward 0.
	d.Lo, d.Hi = d.Lo+d.Point-d.Median, d.Hi+d.Point-d.Median
	if !math.IsNaN(d.RelLo) {
		d.RelLo, d.RelHi = d.RelLo+d.RelPoint-d.RelMedian, d.RelHi+d.RelPoint-d.RelMedian
	}
	k := float64(min(nb, nc)) * min(q, 1-q)
	f := math.Sqrt(1 + PairedTailFactor/k)
	d.Widen = f
	d.Lo, d.Hi = d.Point-f*(d.Point-d.Lo), d.Point+f*(d.Hi-d.Point)
	if !math.IsNaN(d.RelLo) {
		d.RelLo, d.RelHi = d.RelPoint-f*(d.RelPoint-d.RelLo), d.RelPoint+f*(d.RelHi-d.RelPoint)
		d.RelLo = max(d.RelLo, -1) // a percentile cannot fall below 0
	}
	return d, nil
}

// quantileAt returns Quantile(·, q) of xs's values at a multiset of positions (NaN
// positions skipped; NaN when none is left), exactly as QuantileOf(q) on those values
// gives it, without sorting every resample: xs's values are sorted once, each
// resample counts how often it drew each rank, and the cumulative counts find the two
// order statistics numpy's linear method interpolates. A resample then costs O(n)
// instead of O(n log n) and no allocation (BENCHMARKS.md, "Paired comparisons").
func quantileAt(xs []float64, q float64) func(idx []int) float64 {
	order := byValue(xs)
	sorted := make([]float64, len(order))
	rank := make([]int, len(xs))
	for i := range rank {
		rank[i] = -1
	}
	for r, i := range order {
		sorted[r], rank[i] = xs[i], r
	}
	count := make([]int, len(sorted))
	return func(idx []int) float64 {
		clear(count)
		m := 0
		for _, i := range idx {
			if r := rank[i]; r >= 0 {
				count[r]++
				m++
			}
		}
		if m == 0 {
			return math.NaN()
		}
		// quantileSorted on the m drawn values: order statistics j and j+1 (0-based).
		v := float64(m-1) * q
		j := m - 1
		if v < float64(m-1) {
			j = int(math.Floor(v))
		}
		a, b, seen := math.NaN(), math.NaN(), 0
		for r, c := range count {
			if c == 0 {
				continue
			}
			seen += c
			if math.IsNaN(a) && seen > j {
				a = sorted[r]
			}
			if seen > j+1 || seen == m {
				b = sorted[r]
				break
			}
		}
		if v >= float64(m-1) {
			return a
		}
		return lerp(a, b, v-float64(j))
	}
}
