package stats_test

import (
	"encoding/binary"
	"math"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/stats"
)

// numpy is not installed where these tests were written, so the expected values are
// either numpy's own documented outputs (cited) or worked by hand from numpy's
// definition — i = q·(n−1), then _lerp — with a pure-Python transcription of
// numpy's _get_indexes/_lerp used to find the rounding-sensitive cases.
func TestQuantile(t *testing.T) {
	tests := []struct {
		name string
		xs   []float64
		q    float64
		want float64
	}{
		// np.percentile([1, 2, 3, 4], [0, 25, 50, 75, 90, 100]) = [1, 1.75, 2.5, 3.25, 3.7, 4].
		{name: "numpy-1234-p0", xs: []float64{1, 2, 3, 4}, q: 0, want: 1},
		{name: "numpy-1234-p25", xs: []float64{1, 2, 3, 4}, q: 0.25, want: 1.75},
		{name: "numpy-1234-p50", xs: []float64{1, 2, 3, 4}, q: 0.5, want: 2.5},
		{name: "numpy-1234-p75", xs: []float64{1, 2, 3, 4}, q: 0.75, want: 3.25},
		// i = 2.7, t = 0.7 ≥ 0.5: 4 − 1·(1−0.7) = 3.7 exactly, as numpy prints it.
		{name: "numpy-1234-p90", xs: []float64{1, 2, 3, 4}, q: 0.9, want: 3.7},
		{name: "numpy-1234-p100", xs: []float64{1, 2, 3, 4}, q: 1, want: 4},
		// Wikipedia's "percentile" example, linear (C = 1) method: 29.
		{name: "wikipedia-p40", xs: []float64{15, 20, 35, 40, 50}, q: 0.4, want: 29},
		// numpy.percentile docstring: np.percentile([[10, 7, 4], [3, 2, 1]], 50) = 3.5.
		{name: "numpy-docstring-median", xs: []float64{10, 7, 4, 3, 2, 1}, q: 0.5, want: 3.5},
		{name: "single-element-p0", xs: []float64{42}, q: 0, want: 42},
		{name: "single-element-p99", xs: []float64{42}, q: 0.99, want: 42},
		{name: "single-element-p100", xs: []float64{42}, q: 1, want: 42},
		{name: "unsorted", xs: []float64{4, 1, 3, 2}, q: 0.25, want: 1.75},
		{name: "negative-values", xs: []float64{-3, -1, -2}, q: 0.5, want: -2},
		{name: "duplicates", xs: []float64{5, 5, 5, 1}, q: 0.5, want: 5},
		// Rounding-sensitive cases where numpy's _lerp takes the b − (b−a)(1−t) branch
		// (t ≥ 0.5) and the textbook a + (b−a)t would differ in the last bit.
		{name: "lerp-upper-branch-p70", xs: []float64{0.1, 0.7}, q: 0.7, want: 0.5199999999999999}, // naive: 0.52
		{name: "lerp-upper-branch-p75", xs: []float64{0.1, 1.3}, q: 0.75, want: 1.0},               // naive: 0.9999999999999999
		{name: "lerp-upper-branch-p55", xs: []float64{0.1, 0.7}, q: 0.55, want: 0.43},              // naive: 0.43000000000000005
		// The documented difference from numpy: MaxFloat64 − (−MaxFloat64) overflows, so the
		// result is a·(1−t) + b·t = −Max/2 + Max/2 = 0, where numpy gives NaN.
		{name: "overflowing-difference-p50", xs: []float64{math.MaxFloat64, -math.MaxFloat64}, q: 0.5, want: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := stats.Quantile(tt.xs, tt.q)
			require.NoError(t, err, "Quantile(%v, %v)", tt.xs, tt.q)
			assert.Equal(t, tt.want, got, "Quantile(%v, %v)", tt.xs, tt.q)
		})
	}
}

func TestQuantileDoesNotModifyInput(t *testing.T) {
	xs := []float64{9, 1, 8, 2, 7, 3}
	orig := slices.Clone(xs)
	_, err := stats.Quantile(xs, 0.5)
	require.NoError(t, err)
	_, err = stats.Quantiles(xs, 0.1, 0.9)
	require.NoError(t, err)
	_, err = stats.Percentile(xs, 0.5, 0.95)
	require.NoError(t, err)
	_, err = stats.Summarize(xs)
	require.NoError(t, err)
	assert.Equal(t, orig, xs, "input after Quantile/Quantiles/Percentile/Summarize")
}

func TestQuantileErrors(t *testing.T) {
	tests := []struct {
		name      string
		xs        []float64
		q         float64
		noSamples bool
	}{
		{name: "empty", xs: nil, q: 0.5, noSamples: true},
		{name: "empty-non-nil", xs: []float64{}, q: 0.99, noSamples: true},
		{name: "q-negative", xs: []float64{1}, q: -0.01},
		{name: "q-above-one", xs: []float64{1}, q: 1.01},
		{name: "q-nan", xs: []float64{1}, q: math.NaN()},
		{name: "sample-nan", xs: []float64{1, math.NaN()}, q: 0.5},
		{name: "sample-inf", xs: []float64{math.Inf(1), 1}, q: 0.5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := stats.Quantile(tt.xs, tt.q)
			require.Error(t, err, "Quantile(%v, %v) = %v, want an error", tt.xs, tt.q, got)
			assert.True(t, math.IsNaN(got), "Quantile(%v, %v) value on error = %v, want NaN (never a silent 0)", tt.xs, tt.q, got)
			assert.Equal(t, tt.noSamples, errorsIs(err, stats.ErrNoSamples), "Quantile(%v, %v) error %q wraps ErrNoSamples", tt.xs, tt.q, err)
		})
	}
}

func TestQuantiles(t *testing.T) {
	got, err := stats.Quantiles([]float64{4, 3, 2, 1}, 0, 0.25, 0.5, 0.75, 0.9, 1)
	require.NoError(t, err)
	assert.Equal(t, []float64{1, 1.75, 2.5, 3.25, 3.7, 4}, got, "Quantiles([4 3 2 1], 0 .25 .5 .75 .9 1)")

	_, err = stats.Quantiles([]float64{1}, 0.5, 2)
	assert.Error(t, err, "Quantiles with q = 2")
}

// numpy issue #10373: every percentile of a constant array is that constant.
func TestQuantileConstantArray(t *testing.T) {
	xs := make([]float64, 279)
	for i := range xs {
		xs[i] = 0.56758051638767337
	}
	for p := 0; p <= 100; p++ {
		q := float64(p) / 100
		got, err := stats.Quantile(xs, q)
		require.NoError(t, err)
		assert.Equal(t, xs[0], got, "Quantile(279×%v, %v)", xs[0], q)
	}
}

// numpy issue #14685 (fixed by PR #16273): percentiles of this sample must be sorted when
// the requested percentiles are.
func TestQuantileMonotoneNumpyIssue14685(t *testing.T) {
	raw := []float64{0, 1, 1, 2, 2, 3, 3, 4, 5, 5, 1, 1, 9, 9, 9, 8, 8, 7}
	xs := make([]float64, len(raw))
	for i, v := range raw {
		xs[i] = v * 0.1
	}
	qs := make([]float64, 100)
	for k := range qs {
		qs[k] = float64(k) * 0.01 * 100 / 100 // np.arange(0, 1, 0.01) * 100, then /100 inside np.percentile
	}
	got, err := stats.Quantiles(xs, qs...)
	require.NoError(t, err)
	assert.True(t, slices.IsSorted(got), "Quantiles(issue-14685 sample, 0…0.99) not sorted: %v", got)
}

func TestQuantileOf(t *testing.T) {
	p90 := stats.QuantileOf(0.9)
	assert.Equal(t, 3.7, p90([]float64{1, 2, 3, 4}), "QuantileOf(0.9)([1 2 3 4])")
	assert.True(t, math.IsNaN(p90(nil)), "QuantileOf(0.9)(nil) = %v, want NaN", p90(nil))
	assert.Panics(t, func() { stats.QuantileOf(1.5) }, "QuantileOf(1.5)")
}

// FuzzQuantile checks, for any finite sample, that every quantile lies within
// [min, max], that q = 0 and q = 1 give min and max, and that Quantile is monotone in q.
func FuzzQuantile(f *testing.F) {
	enc := func(xs ...float64) []byte {
		b := make([]byte, 0, 8*len(xs))
		for _, x := range xs {
			b = binary.LittleEndian.AppendUint64(b, math.Float64bits(x))
		}
		return b
	}
	f.Add(enc(1, 2, 3, 4), 0.25, 0.9)
	f.Add(enc(15, 20, 35, 40, 50), 0.4, 0.4)
	f.Add(enc(0.1, 0.7), 0.49999999999999994, 0.5)
	f.Add(enc(-math.MaxFloat64, math.MaxFloat64), 0.3, 0.7)
	f.Add(enc(5), 0.0, 1.0)
	f.Fuzz(func(t *testing.T, data []byte, q1, q2 float64) {
		var xs []float64
		for len(data) >= 8 {
			x := math.Float64frombits(binary.LittleEndian.Uint64(data))
			data = data[8:]
			if !math.IsNaN(x) && !math.IsInf(x, 0) {
				xs = append(xs, x)
			}
		}
		if len(xs) == 0 {
			return
		}
		q1, q2 = unit(q1), unit(q2)
		if q1 > q2 {
			q1, q2 = q2, q1
		}
		lo, hi := slices.Min(xs), slices.Max(xs)
		v1, err := stats.Quantile(xs, q1)
		if err != nil {
			t.Fatalf("Quantile(%v, %v): %v", xs, q1, err)
		}
		v2, err := stats.Quantile(xs, q2)
		if err != nil {
			t.Fatalf("Quantile(%v, %v): %v", xs, q2, err)
		}
		if v1 < lo || v1 > hi || v2 < lo || v2 > hi {
			t.Errorf("Quantile(%v, %v) = %v and Quantile(…, %v) = %v, want within [%v, %v]", xs, q1, v1, q2, v2, lo, hi)
		}
		if v1 > v2 {
			t.Errorf("Quantile(%v, %v) = %v > Quantile(…, %v) = %v: not monotone in q", xs, q1, v1, q2, v2)
		}
		if v, _ := stats.Quantile(xs, 0); v != lo {
			t.Errorf("Quantile(%v, 0) = %v, want min %v", xs, v, lo)
		}
		if v, _ := stats.Quantile(xs, 1); v != hi {
			t.Errorf("Quantile(%v, 1) = %v, want max %v", xs, v, hi)
		}
	})
}

// unit maps any float64 into [0, 1], keeping values already there unchanged.
func unit(q float64) float64 {
	switch {
	case math.IsNaN(q) || math.IsInf(q, 0):
		return 0.5
	case q >= 0 && q <= 1:
		return q
	}
	_, frac := math.Modf(math.Abs(q))
	return frac
}
