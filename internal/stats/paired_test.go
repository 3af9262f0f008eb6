package stats

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ar1 is an AR(1) series x_i = phi·x_{i−1} + e_i, e standard normal, shifted by 10.
func ar1(n int, phi float64, seed uint64) []float64 {
	r := rand.New(rand.NewPCG(seed, 3))
	out := make([]float64, n)
	x := 0.0
	for i := range out {
		x = phi*x + r.NormFloat64()
		out[i] = 10 + x
	}
	return out
}

func TestOptimalBlockLength(t *testing.T) {
	tests := []struct {
		name   string
		xs     []float64
		lo, hi float64
	}{
		{"independent", ar1(2000, 0, 1), 1, 3},
		{"ar1 0.5", ar1(2000, 0.5, 2), 4, 20},
		{"ar1 0.9", ar1(2000, 0.9, 3), 15, 60},
		{"short", []float64{1, 2, 3}, 1, 1},
		{"constant", []float64{5, 5, 5, 5, 5, 5, 5, 5, 5, 5}, 1, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := OptimalBlockLength(tt.xs)
			assert.GreaterOrEqual(t, b, tt.lo)
			assert.LessOrEqual(t, b, tt.hi)
		})
	}
	// Longer memory, longer blocks.
	assert.Less(t, OptimalBlockLength(ar1(2000, 0.5, 9)), OptimalBlockLength(ar1(2000, 0.9, 9)))
}

func TestPairedBlockLength(t *testing.T) {
	base := ar1(600, 0.9, 4)
	cand := make([]float64, len(base))
	for i, x := range base {
		cand[i] = x * 1.01
	}
	b := PairedBlockLength(base, cand)
	assert.GreaterOrEqual(t, b, 10, "a queue's memory needs long blocks")
	assert.LessOrEqual(t, b, len(base)/3)
	assert.Equal(t, 1, PairedBlockLength([]float64{1, 2}, []float64{1, 2}))
	assert.Equal(t, 1, PairedBlockLength(ar1(100, 0, 5), ar1(50, 0, 5)), "mismatched lengths")
}

func TestPairedDiff(t *testing.T) {
	base := ar1(400, 0.8, 6)
	r := rand.New(rand.NewPCG(7, 7))
	noisy := func(f float64) []float64 {
		out := make([]float64, len(base))
		for i, x := range base {
			out[i] = f * x * math.Exp(0.01*r.NormFloat64())
		}
		return out
	}
	t.Run("a/a covers 0 and is narrow", func(t *testing.T) {
		d, err := PairedDiff(base, noisy(1), QuantileOf(0.95), 1000, 0.9, 1)
		require.NoError(t, err)
		assert.True(t, d.Paired)
		assert.LessOrEqual(t, d.RelLo, 0.0)
		assert.GreaterOrEqual(t, d.RelHi, 0.0)
		assert.Less(t, d.RelHi-d.RelLo, 0.02, "pairing cancels the queue both runs share")
		// The same resampling done one run at a time is far wider.
		u, err := SeriesBootstrapDiff(base, noisy(1), QuantileOf(0.95), 1000, 0.9, 1)
		require.NoError(t, err)
		assert.Greater(t, u.RelHi-u.RelLo, 3*(d.RelHi-d.RelLo))
	})
	t.Run("a 5% slowdown is shown", func(t *testing.T) {
		d, err := PairedDiff(base, noisy(1.05), QuantileOf(0.5), 1000, 0.9, 1)
		require.NoError(t, err)
		assert.Greater(t, d.RelLo, 0.03)
		assert.Less(t, d.RelHi, 0.07)
	})
	t.Run("reproducible", func(t *testing.T) {
		c := noisy(1)
		a, err := PairedDiff(base, c, MeanOf, 200, 0.9, 42)
		require.NoError(t, err)
		b, err := PairedDiff(base, c, MeanOf, 200, 0.9, 42)
		require.NoError(t, err)
		assert.Equal(t, a, b)
	})
	t.Run("a missing value counts for the other run only", func(t *testing.T) {
		b := []float64{1, 2, 3, math.NaN(), 5, 6, 7, 8, 9, 10}
		c := []float64{1, 2, 3, 100, 5, 6, 7, 8, 9, math.NaN()}
		d, err := PairedDiff(b, c, slicesMax, 100, 0.9, 1)
		require.NoError(t, err)
		assert.InDelta(t, 90, d.Point, 1e-12, "max of 1..10 without 4 is 10; with 100 and without 10 it is 100")
	})
}

func slicesMax(xs []float64) float64 {
	m := xs[0]
	for _, x := range xs {
		m = max(m, x)
	}
	return m
}

func TestPairedDiffErrors(t *testing.T) {
	ok := []float64{1, 2, 3}
	tests := []struct {
		name       string
		base, cand []float64
		stat       func([]float64) float64
		resamples  int
		level      float64
		want       string
	}{
		{"lengths", ok, []float64{1, 2}, MeanOf, 10, 0.9, "3 baseline positions and 2 candidate positions"},
		{"no values", []float64{math.NaN(), math.NaN(), math.NaN()}, ok, MeanOf, 10, 0.9, "baseline: no samples"},
		{"inf", ok, []float64{1, math.Inf(1), 2}, MeanOf, 10, 0.9, "candidate sample 1 is +Inf"},
		{"nil stat", ok, ok, nil, 10, 0.9, "nil statistic"},
		{"resamples", ok, ok, MeanOf, 0, 0.9, "0 resamples"},
		{"level", ok, ok, MeanOf, 10, 1, "level"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := PairedDiff(tt.base, tt.cand, tt.stat, tt.resamples, tt.level, 1)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
	_, err := PairedBootstrap(3, 0, func([]int) float64 { return 1 }, func([]int) float64 { return 1 }, 10, 0.9, 1)
	assert.ErrorContains(t, err, "block length 0")
	// A statistic that has a value on the full sample only: every resample fails.
	identity := func(idx []int) float64 {
		for k, i := range idx {
			if i != k {
				return math.NaN()
			}
		}
		return 1
	}
	_, err = PairedBootstrap(50, 1, identity, identity, 100, 0.9, 1)
	assert.ErrorContains(t, err, "left a run with no value")
}

func TestPairedTooFew(t *testing.T) {
	tests := []struct {
		name   string
		nb, nc int
		q      float64
		want   string
	}{
		{"p95 at 20", 20, 25, 0.95, ""},
		{"p95 at 19", 19, 25, 0.95, "needs at least 20 samples in each run (one beyond the percentile), have 19 and 25"},
		{"p99 at 100", 100, 100, 0.99, ""},
		{"p99 at 99", 99, 120, 0.99, "needs at least 100"},
		{"p50 at 10", 10, 10, 0.5, ""},
		{"p50 at 9", 9, 10, 0.5, "at least 10 samples in each run, have 9 and 10"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := PairedTooFew(tt.nb, tt.nc, tt.q)
			if tt.want == "" {
				assert.Empty(t, got)
				return
			}
			assert.Contains(t, got, tt.want)
		})
	}
}

// TestQuantileAtMatchesQuantile: the counting quantile of a resample is Quantile of
// the drawn values, to the last bit, for every q and with NaN positions and ties.
func TestQuantileAtMatchesQuantile(t *testing.T) {
	xs := ar1(200, 0.5, 12)
	for i := range xs {
		switch {
		case i%17 == 0:
			xs[i] = math.NaN()
		case i%5 == 0:
			xs[i] = math.Round(xs[i]) // ties
		}
	}
	r := rand.New(rand.NewPCG(3, 3))
	for _, q := range []float64{0, 0.01, 0.5, 0.9, 0.95, 0.99, 0.999, 1} {
		at := quantileAt(xs, q)
		for range 50 {
			idx := make([]int, 1+r.IntN(len(xs)))
			var vals []float64
			for k := range idx {
				idx[k] = r.IntN(len(xs))
				if !math.IsNaN(xs[idx[k]]) {
					vals = append(vals, xs[idx[k]])
				}
			}
			want := math.NaN()
			if len(vals) > 0 {
				want, _ = Quantile(vals, q)
			}
			got := at(idx)
			if math.IsNaN(want) {
				assert.True(t, math.IsNaN(got), "q %g", q)
				continue
			}
			require.Equal(t, want, got, "q %g, %d positions", q, len(idx))
		}
	}
}

func TestPairedQuantileChange(t *testing.T) {
	base := ar1(30, 0.5, 8)
	cand := make([]float64, len(base))
	for i, x := range base {
		cand[i] = x * (1 + 0.02*math.Sin(float64(i)))
	}
	raw, err := PairedDiff(base, cand, QuantileOf(0.95), 500, 0.9, 3)
	require.NoError(t, err)
	got, err := PairedQuantileChange(base, cand, 0.95, 500, 0.9, 3)
	require.NoError(t, err)
	// Recentred on the point (by RelPoint − RelMedian), then k = 30 × 0.05 = 1.5: the
	// ends move away from the point by √(1 + 2.5/1.5).
	require.NotEqual(t, raw.RelPoint, raw.RelMedian, "a case where recentring moves the interval")
	f := math.Sqrt(1 + PairedTailFactor/1.5)
	sh := raw.RelPoint - raw.RelMedian
	assert.InDelta(t, f, got.Widen, 1e-12)
	assert.InDelta(t, raw.RelPoint-f*(raw.RelPoint-raw.RelLo-sh), got.RelLo, 1e-12)
	assert.InDelta(t, raw.RelPoint+f*(raw.RelHi+sh-raw.RelPoint), got.RelHi, 1e-12)
	assert.Equal(t, raw.RelPoint, got.RelPoint)
	ash := raw.Point - raw.Median
	assert.InDelta(t, raw.Point-f*(raw.Point-raw.Lo-ash), got.Lo, 1e-12)
	assert.InDelta(t, raw.Point+f*(raw.Hi+ash-raw.Point), got.Hi, 1e-12)

	_, err = PairedQuantileChange(base[:19], cand[:19], 0.95, 100, 0.9, 1)
	assert.ErrorContains(t, err, "needs at least 20")
}

// BenchmarkPairedQuantileChange is one paired p99 change of two 10,000-request runs
// with the gate's 1,000 resamples: the cost infergate compare pays per statistic of a
// large cell.
func BenchmarkPairedQuantileChange(b *testing.B) {
	base := ar1(10_000, 0.9, 11)
	cand := make([]float64, len(base))
	for i, x := range base {
		cand[i] = x * 1.01
	}
	b.ResetTimer()
	for range b.N {
		if _, err := PairedQuantileChange(base, cand, 0.99, 1000, 0.9, 1); err != nil {
			b.Fatal(err)
		}
	}
}
