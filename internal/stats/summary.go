package stats

import (
	"fmt"
	"math"
)

// Summary holds the aggregates `vllm bench serve` prints for each metric, with numpy's
// definitions.
type Summary struct {
	// N is the number of samples.
	N int
	// Mean is np.mean: the pairwise sum (numpy's summation order) divided by N.
	Mean float64
	// Std is np.std with ddof=0, the population standard deviation:
	// sqrt(pairwise Σ(x−Mean)² / N). vLLM's std_*_ms is this value.
	Std float64
	// Median is np.median: the middle sample for odd N, the mean of the two middle
	// samples ((a+b)/2) for even N. It can differ from Quantile(xs, 0.5) in the last bit.
	Median float64
	// Min and Max are the smallest and largest samples.
	Min, Max float64
}

// Summarize returns the Summary of xs. xs is not modified. An empty xs is an error
// wrapping ErrNoSamples (vLLM would report 0); non-finite samples are errors.
func Summarize(xs []float64) (Summary, error) {
	s, err := sortedCopy(xs)
	if err != nil {
		return Summary{}, fmt.Errorf("summarize: %w", err)
	}
	n := len(s)
	// Mean and Std sum xs in its given order, as numpy does; the sorted copy is only for
	// Median, Min and Max.
	mean := pairwiseSum(xs) / float64(n)
	sq := make([]float64, n)
	for i, x := range xs {
		d := x - mean
		sq[i] = float64(d * d)
	}
	median := s[n/2]
	if n%2 == 0 {
		median = (s[n/2-1] + s[n/2]) / 2
	}
	return Summary{
		N:      n,
		Mean:   mean,
		Std:    math.Sqrt(pairwiseSum(sq) / float64(n)),
		Median: median,
		Min:    s[0],
		Max:    s[n-1],
	}, nil
}

// MeanOf returns the arithmetic mean of xs as Summary.Mean computes it, as a statistic for
// BootstrapDiff. It returns NaN for an empty xs.
func MeanOf(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	return pairwiseSum(xs) / float64(len(xs))
}

// pairwiseBlock is numpy's PW_BLOCKSIZE.
const pairwiseBlock = 128

// pairwiseSum adds a in the order numpy's pairwise_sum uses for a contiguous float64
// array (numpy/_core/src/umath/loops_utils.h.src): fewer than 8 values are added left to
// right; up to 128 values go into 8 interleaved accumulators combined as
// ((r0+r1)+(r2+r3))+((r4+r5)+(r6+r7)), then the remainder; longer arrays split at half,
// rounded down to a multiple of 8, and recurse. The rounding error grows as O(log n).
func pairwiseSum(a []float64) float64 {
	n := len(a)
	switch {
	case n < 8:
		res := 0.0
		for _, v := range a {
			res += v
		}
		return res
	case n <= pairwiseBlock:
		var r [8]float64
		copy(r[:], a[:8])
		i := 8
		for ; i < n-n%8; i += 8 {
			r[0] += a[i]
			r[1] += a[i+1]
			r[2] += a[i+2]
			r[3] += a[i+3]
			r[4] += a[i+4]
			r[5] += a[i+5]
			r[6] += a[i+6]
			r[7] += a[i+7]
		}
		res := ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]))
		for ; i < n; i++ {
			res += a[i]
		}
		return res
	default:
		n2 := n / 2
		n2 -= n2 % 8
		return pairwiseSum(a[:n2]) + pairwiseSum(a[n2:])
	}
}
