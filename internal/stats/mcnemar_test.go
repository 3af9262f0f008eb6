package stats_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/stats"
)

func TestWilson(t *testing.T) {
	// The bounds from the closed form with z = NormalDist().inv_cdf((1+level)/2) in
	// Python's statistics module, to 10 decimals.
	tests := []struct {
		name   string
		k, n   int
		level  float64
		lo, hi float64
	}{
		{"8 of 10", 8, 10, 0.95, 0.4901624715, 0.9433178485},
		{"8 of 10 at 90%", 8, 10, 0.90, 0.5407928057, 0.9314420123},
		{"none of 10", 0, 10, 0.95, 0, 0.2775327999},
		{"all of 10", 10, 10, 0.95, 0.7224672001, 1},
		{"23 of 24", 23, 24, 0.95, 0.7975819352, 0.9926065438},
		{"1 of 2", 1, 2, 0.95, 0.0945312057, 0.9054687943},
		{"95 of 100", 95, 100, 0.95, 0.8882495308, 0.9784563208},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lo, hi, err := stats.Wilson(tt.k, tt.n, tt.level)
			require.NoError(t, err)
			assert.InDelta(t, tt.lo, lo, 1e-9, "lo")
			assert.InDelta(t, tt.hi, hi, 1e-9, "hi")
		})
	}
	t.Run("edges are exact", func(t *testing.T) {
		lo, _, err := stats.Wilson(0, 7, 0.95)
		require.NoError(t, err)
		assert.Zero(t, lo)
		_, hi, err := stats.Wilson(7, 7, 0.95)
		require.NoError(t, err)
		assert.Equal(t, 1.0, hi)
	})
	t.Run("narrower than Clopper-Pearson", func(t *testing.T) {
		wlo, whi, err := stats.Wilson(8, 10, 0.95)
		require.NoError(t, err)
		plo, phi, err := stats.Proportion(8, 10, 0.95)
		require.NoError(t, err)
		assert.InDelta(t, 0.444, plo, 5e-4)
		assert.InDelta(t, 0.975, phi, 5e-4)
		assert.Less(t, whi-wlo, phi-plo)
	})
	for _, bad := range []struct {
		name  string
		k, n  int
		level float64
	}{{"negative k", -1, 10, 0.95}, {"k above n", 11, 10, 0.95}, {"no trials", 0, 0, 0.95}, {"level 1", 1, 10, 1}, {"level 0", 1, 10, 0}} {
		t.Run(bad.name, func(t *testing.T) {
			_, _, err := stats.Wilson(bad.k, bad.n, bad.level)
			assert.Error(t, err)
		})
	}
}

func TestMcNemarExact(t *testing.T) {
	// Exact tails summed with Python's math.comb: two-sided min(1, 2·P(X ≤ min(b, c))),
	// one-sided P(X ≥ b), X ~ Binomial(b+c, 1/2). They agree with R's
	// binom.test(b, b+c) and mcnemar.exact.
	tests := []struct {
		name      string
		b, c      int
		p, pWorse float64
	}{
		{"none newly failing, 5 newly passing", 0, 5, 0.0625, 1},
		{"5 newly failing, none newly passing", 5, 0, 0.0625, 0.03125},
		{"4 newly failing", 4, 0, 0.125, 0.0625},
		{"1 and 9", 1, 9, 0.021484375, 0.9990234375},
		{"2 and 8", 2, 8, 0.109375, 0.9892578125},
		{"balanced", 3, 3, 1, 0.65625},
		{"no discordant pair", 0, 0, 1, 1},
		{"one newly passing", 0, 1, 1, 1},
		{"one newly failing", 1, 0, 1, 0.5},
		{"10 and 2", 10, 2, 0.03857421875, 0.019287109375},
		{"30 and 10", 30, 10, 0.0022214337732293643, 0.0011107168866146822},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := stats.McNemarExact(tt.b, tt.c)
			require.NoError(t, err)
			assert.Equal(t, tt.b, got.B)
			assert.Equal(t, tt.c, got.C)
			assert.InDelta(t, tt.p, got.P, 1e-12, "two-sided")
			assert.InDelta(t, tt.pWorse, got.PWorse, 1e-12, "one-sided")
		})
	}
	t.Run("small p keeps its precision", func(t *testing.T) {
		got, err := stats.McNemarExact(60, 0)
		require.NoError(t, err)
		assert.InEpsilon(t, 0x1p-60, got.PWorse, 1e-9)
		assert.InEpsilon(t, 0x1p-59, got.P, 1e-9)
	})
	_, err := stats.McNemarExact(-1, 2)
	assert.Error(t, err)
}
