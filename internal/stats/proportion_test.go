package stats_test

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/stats"
)

func TestProportion(t *testing.T) {
	tests := []struct {
		name   string
		k, n   int
		level  float64
		lo, hi float64
	}{
		// Closed forms at the edges: k = 0 gives hi = 1 − (α/2)^(1/n), k = n gives
		// lo = (α/2)^(1/n).
		{"no successes", 0, 100, 0.95, 0, 1 - math.Pow(0.025, 1.0/100)},
		{"all successes", 100, 100, 0.95, math.Pow(0.025, 1.0/100), 1},
		// Bisection on the exact tails summed with Python's math.comb (200 halvings):
		// (0.0164318792, 0.1128349111).
		{"5 of 100", 5, 100, 0.95, 0.0164318792, 0.1128349111},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lo, hi, err := stats.Proportion(tt.k, tt.n, tt.level)
			require.NoError(t, err)
			assert.InDelta(t, tt.lo, lo, 1e-6)
			assert.InDelta(t, tt.hi, hi, 1e-6)
		})
	}
	for _, bad := range [][2]int{{-1, 10}, {11, 10}, {0, 0}} {
		_, _, err := stats.Proportion(bad[0], bad[1], 0.9)
		assert.Error(t, err, "%d of %d", bad[0], bad[1])
	}
	_, _, err := stats.Proportion(1, 10, 1)
	assert.Error(t, err)
}
