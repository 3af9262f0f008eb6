package stats_test

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/stats"
)

// periodic returns n samples cycling through 1..period: every batch of a multiple of
// period samples holds the same share below any threshold, so the batch means do not
// vary and the design effect is exactly 1.
func periodic(n, period int) []float64 {
	xs := make([]float64, n)
	for i := range xs {
		xs[i] = float64(i%period + 1)
	}
	return xs
}

// clustered returns n samples whose first half is all below the second half: the
// extreme of serial correlation, a queue that built up halfway through.
func clustered(n int) []float64 {
	xs := make([]float64, n)
	for i := range xs {
		xs[i] = float64(i + 1)
	}
	return xs
}

func TestDesignEffect(t *testing.T) {
	// Hand-computed: n = 12 gives min(6, 12/3) = 4 batches of 3. With t = 6.5 the
	// indicator x ≤ t is 1 for 1..6: batch means 1, 1, 0, 0; p = 0.5;
	// σ̂² = Σ 3·(±0.5)² / 3 = 1; D = 1/0.25 · (t₀.₉₅,₃/z₀.₉₅)² = 4 · (2.353363/1.644854)².
	r := 2.353363 / 1.6448536269514722
	tests := []struct {
		name string
		xs   []float64
		t    float64
		want float64
	}{
		{"clustered, hand-computed", clustered(12), 6.5, 4 * r * r},
		{"no variation between batches", periodic(120, 20), 10.5, 1},
		{"threshold below everything", clustered(120), 0, 1},
		{"threshold above everything", clustered(120), 1000, 1},
		{"too short for three batches", clustered(8), 4.5, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.InDelta(t, tt.want, stats.DesignEffect(tt.xs, tt.t), 1e-4)
		})
	}
}

func TestSeriesPercentileWithoutCorrelationIsPercentile(t *testing.T) {
	xs := periodic(600, 100)
	for _, q := range []float64{0.5, 0.95} {
		want, err := stats.Percentile(xs, q, 0.9)
		require.NoError(t, err)
		got, err := stats.SeriesPercentile(xs, q, 0.9)
		require.NoError(t, err)
		assert.Equal(t, want, got, "q=%g: a series with no batch-to-batch variation is treated as independent", q)
		assert.Equal(t, 1.0, got.Inflation)
	}
}

func TestSeriesPercentileWidensForCorrelation(t *testing.T) {
	// Regimes of 20 requests at random levels, with noise as large as the levels'
	// spread: correlated, but not so much that no interval is left.
	r := rand.New(rand.NewPCG(5, 6))
	xs := make([]float64, 720)
	level := 0.0
	for i := range xs {
		if i%20 == 0 {
			level = r.Float64()
		}
		xs[i] = level + r.Float64()
	}
	iid, err := stats.Percentile(xs, 0.5, 0.9)
	require.NoError(t, err)
	ser, err := stats.SeriesPercentile(xs, 0.5, 0.9)
	require.NoError(t, err)
	require.False(t, ser.TooFew, ser.Reason)
	assert.Greater(t, ser.Inflation, 1.5)
	assert.Equal(t, iid.Value, ser.Value, "the point estimate does not depend on the order")
	assert.Less(t, ser.Lo, iid.Lo)
	assert.Greater(t, ser.Hi, iid.Hi)
	// The ranks are Percentile's for n' = ⌊n/D⌋, scaled back to n.
	eff := int(math.Floor(720 / ser.Inflation))
	small, err := stats.Percentile(clustered(eff), 0.5, 0.9)
	require.NoError(t, err)
	scale := 720 / float64(eff)
	assert.Equal(t, int(math.Floor(float64(small.LoRank-1)*scale))+1, ser.LoRank)
	assert.Equal(t, int(math.Ceil(float64(small.HiRank)*scale)), ser.HiRank)
	assert.Equal(t, small.Coverage, ser.Coverage)
}

func TestSeriesPercentileLowerBoundWithOneEffectiveSample(t *testing.T) {
	// A design effect near n leaves one effective sample: its lower rank 1 must stay
	// the minimum, not scale up to the maximum.
	xs := clustered(60)
	e, err := stats.SeriesPercentile(xs, 0.95, 0.9)
	require.NoError(t, err)
	require.True(t, e.TooFew)
	if !math.IsNaN(e.Lo) {
		assert.LessOrEqual(t, e.Lo, e.Value, "a lower bound never exceeds the estimate")
	}
}

func TestSeriesPercentileTooFewNamesTheDesignEffect(t *testing.T) {
	// 360 samples are enough for an independent p99 upper bound at level 0.9 (299), but
	// not when they are correlated.
	r := rand.New(rand.NewPCG(1, 2))
	xs := make([]float64, 360)
	level := 0.0
	for i := range xs {
		if i%60 == 0 {
			level = r.Float64() * 10 // a new regime every 60 requests
		}
		xs[i] = level + r.Float64()
	}
	iid, err := stats.Percentile(xs, 0.99, 0.9)
	require.NoError(t, err)
	require.False(t, iid.TooFew)
	ser, err := stats.SeriesPercentile(xs, 0.99, 0.9)
	require.NoError(t, err)
	require.True(t, ser.TooFew)
	assert.Contains(t, ser.Reason, "p99 needs at least 299 independent samples")
	assert.Contains(t, ser.Reason, "serially correlated (design effect")
	assert.True(t, math.IsNaN(ser.Hi), "no upper bound")
	assert.False(t, math.IsNaN(ser.Lo), "the lower bound still exists and may still fail a gate")
	assert.Equal(t, iid.Value, ser.Value)
}

func TestSeriesPercentilesMatchesOneAtATime(t *testing.T) {
	xs := clustered(500)
	r := rand.New(rand.NewPCG(3, 4))
	for i := range xs {
		xs[i] += 300 * r.NormFloat64()
	}
	all, err := stats.SeriesPercentiles(xs, 0.9, 0.5, 0.95, 0.99)
	require.NoError(t, err)
	for i, q := range []float64{0.5, 0.95, 0.99} {
		one, err := stats.SeriesPercentile(xs, q, 0.9)
		require.NoError(t, err)
		if d := cmp.Diff(one, all[i], cmpopts.EquateNaNs()); d != "" {
			t.Errorf("q=%g (-one at a time +together):\n%s", q, d)
		}
	}
	empty, err := stats.SeriesPercentile(nil, 0.5, 0.9)
	require.NoError(t, err)
	assert.True(t, empty.TooFew)
	_, err = stats.SeriesPercentile([]float64{1, math.NaN()}, 0.5, 0.9)
	assert.Error(t, err)
}

func TestSeriesBootstrapDiffWidensForCorrelation(t *testing.T) {
	// Two runs of one configuration whose latencies drift in regimes: the block
	// bootstrap's interval of the change must be wider than the independent one's.
	mk := func(seed uint64) []float64 {
		r := rand.New(rand.NewPCG(seed, 9))
		xs := make([]float64, 600)
		level := 0.0
		for i := range xs {
			if i%100 == 0 {
				level = 1 + 4*r.Float64()
			}
			xs[i] = level * (1 + 0.1*r.Float64())
		}
		return xs
	}
	base, cand := mk(1), mk(2)
	stat := stats.QuantileOf(0.95)
	iid, err := stats.BootstrapDiff(base, cand, stat, 500, 0.9, 7)
	require.NoError(t, err)
	ser, err := stats.SeriesBootstrapDiff(base, cand, stat, 500, 0.9, 7)
	require.NoError(t, err)
	assert.Equal(t, iid.RelPoint, ser.RelPoint)
	assert.Greater(t, ser.RelHi-ser.RelLo, 1.5*(iid.RelHi-iid.RelLo))
	again, err := stats.SeriesBootstrapDiff(slices.Clone(base), slices.Clone(cand), stat, 500, 0.9, 7)
	require.NoError(t, err)
	assert.Equal(t, ser, again, "seeded: the same inputs give the same interval")
}
