package stats_test

import (
	"errors"
	"math"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/stats"
)

func errorsIs(err, target error) bool { return errors.Is(err, target) }

func TestSummarize(t *testing.T) {
	tests := []struct {
		name string
		xs   []float64
		want stats.Summary
	}{
		// The textbook example: population std (np.std, ddof=0) is exactly 2; the sample
		// std (ddof=1) would be √(32/7) ≈ 2.138.
		{name: "population-std", xs: []float64{2, 4, 4, 4, 5, 5, 7, 9},
			want: stats.Summary{N: 8, Mean: 5, Std: 2, Median: 4.5, Min: 2, Max: 9}},
		{name: "single-element", xs: []float64{0.25},
			want: stats.Summary{N: 1, Mean: 0.25, Std: 0, Median: 0.25, Min: 0.25, Max: 0.25}},
		{name: "odd-median-unsorted", xs: []float64{3, 1, 2},
			want: stats.Summary{N: 3, Mean: 2, Std: math.Sqrt(2.0 / 3), Median: 2, Min: 1, Max: 3}},
		// numpy sums pairwise: np.mean([0.1]*10) is 0.1 exactly (8 accumulators give 0.8,
		// then +0.1 +0.1 = 1.0), where a left-to-right sum gives 0.9999999999999999 and a
		// mean of 0.09999999999999999. Worked by hand from numpy's pairwise_sum.
		{name: "pairwise-sum-like-numpy", xs: []float64{0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1},
			want: stats.Summary{N: 10, Mean: 0.1, Std: 0, Median: 0.1, Min: 0.1, Max: 0.1}},
		// np.mean([0.1]*16) is 0.1: the 8 accumulators each add two values (0.2), and
		// ((0.4+0.4)+(0.4+0.4)) = 1.6 = 16·0.1 exactly; 0.8 plus eight 0.1 one by one gives
		// 1.6000000000000005 and a mean of 0.10000000000000003.
		{name: "pairwise-sum-16-like-numpy", xs: slices.Repeat([]float64{0.1}, 16),
			want: stats.Summary{N: 16, Mean: 0.1, Std: 0, Median: 0.1, Min: 0.1, Max: 0.1}},
		// 1…20, shuffled: every value enters the sum once. Mean 10.5, median 10.5, and the
		// population variance (n²−1)/12 = 33.25, all exact in float64.
		{name: "ramp-1-to-20", xs: []float64{7, 19, 2, 14, 11, 5, 20, 1, 16, 9, 3, 12, 18, 6, 15, 10, 4, 13, 17, 8},
			want: stats.Summary{N: 20, Mean: 10.5, Std: math.Sqrt(33.25), Median: 10.5, Min: 1, Max: 20}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := stats.Summarize(tt.xs)
			require.NoError(t, err, "Summarize(%v)", tt.xs)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Summarize(%v) mismatch (-want +got):\n%s", tt.xs, diff)
			}
		})
	}
}

// np.median averages the two middle values, (a+b)/2, while the linear quantile at 0.5
// computes b − (b−a)·0.5; the two differ in the last bit for this pair (worked in Python
// float arithmetic), and Summary.Median must be the former.
func TestSummarizeMedianIsNumpyMedian(t *testing.T) {
	xs := []float64{1010.4937544979813, 30.73882718724874}
	s, err := stats.Summarize(xs)
	require.NoError(t, err)
	assert.Equal(t, 520.6162908426151, s.Median, "Summarize(%v).Median", xs)
	q, err := stats.Quantile(xs, 0.5)
	require.NoError(t, err)
	assert.Equal(t, 520.616290842615, q, "Quantile(%v, 0.5)", xs)
}

func TestSummarizeAccuracy(t *testing.T) {
	// 10^6 copies of 0.1 plus one 1e6: the exact mean of the float64 values is within an
	// ulp or two of (1e5+1e6)/(1e6+1); pairwise summation keeps the error far below the
	// ~1e-10 relative drift of a left-to-right sum.
	xs := make([]float64, 1_000_001)
	for i := range xs {
		xs[i] = 0.1
	}
	xs[len(xs)/2] = 1e6
	s, err := stats.Summarize(xs)
	require.NoError(t, err)
	want := (1e6*0.1 + 1e6) / 1_000_001
	assert.InEpsilon(t, want, s.Mean, 1e-13, "Summarize(1e6×0.1 + 1e6).Mean")
	assert.Equal(t, 0.1, s.Median)
	assert.Equal(t, 1e6, s.Max)
}

func TestSummarizeErrors(t *testing.T) {
	_, err := stats.Summarize(nil)
	require.Error(t, err, "Summarize(nil)")
	assert.ErrorIs(t, err, stats.ErrNoSamples, "Summarize(nil)")
	assert.Equal(t, "summarize: no samples", err.Error())

	_, err = stats.Summarize([]float64{1, math.NaN()})
	require.Error(t, err, "Summarize([1 NaN])")
	assert.Contains(t, err.Error(), "sample 1 is NaN")
}

func TestMeanOf(t *testing.T) {
	assert.Equal(t, 2.5, stats.MeanOf([]float64{1, 2, 3, 4}), "MeanOf([1 2 3 4])")
	assert.True(t, math.IsNaN(stats.MeanOf(nil)), "MeanOf(nil) = %v, want NaN", stats.MeanOf(nil))
}
