package threshold

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/stats"
)

// burstySeries is n latencies in arrival order around scale whose slow ones come in
// runs of run requests, as a queue's do: serially correlated, so a p95's interval
// has no upper bound at a strict level.
func burstySeries(n, run int, scale float64, seed uint64) []float64 {
	rng := rand.New(rand.NewPCG(seed, seed))
	xs := make([]float64, n)
	slow := false
	for i := range xs {
		if i%run == 0 {
			slow = rng.Float64() < 0.08
		}
		x := scale * (1 + 0.2*rng.Float64())
		if slow {
			x *= 2 + rng.Float64()
		}
		xs[i] = x
	}
	return xs
}

// TestCompareOneSidedInterval: a percentile change whose interval has only its near
// end is decided by its point like any other, and that end says how sure: past the
// gate, the regression is shown; reaching back, the FAIL is close.
func TestCompareOneSidedInterval(t *testing.T) {
	ttft, _ := Lookup("ttft")
	gate, err := Parse("p(95) <= +10%")
	require.NoError(t, err)
	base := Observation{Samples: burstySeries(800, 1, 1, 1)}
	tests := []struct {
		name   string
		scale  float64
		status Status
	}{
		// +29 % at the point, the near end -2.8 %: the interval cannot tell, the point
		// decides (close).
		{"near end within the gate", 1.15, Fail},
		// +180 % at the point, the near end +111 %: shown.
		{"near end past the gate", 2.5, Fail},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cand := Observation{Samples: burstySeries(800, 20, tt.scale, 5)}
			ch, err := stats.SeriesPercentileChange(base.Samples, cand.Samples, 0.95, 0.9)
			require.NoError(t, err)
			own, err := stats.SeriesPercentile(cand.Samples, 0.95, 0.9)
			require.NoError(t, err)
			require.True(t, ch.Point > 0.1 && !math.IsNaN(ch.Lo) && math.IsNaN(ch.Hi) && !own.TooFew,
				"the case: a point past the gate, a near end, no far end, and enough samples for the candidate's own p95 (change %+.3f [%v, %v])", ch.Point, ch.Lo, ch.Hi)

			v := Compare(gate, ttft, base, cand, 0.9, 1)
			assert.Equal(t, tt.status, v.Status, v.Message)
			assert.Contains(t, v.Message, "to no upper bound]", "the end it has is shown")
			assert.Empty(t, v.Reason, v.Message)
			assert.Equal(t, tt.scale < 2, v.Close, "only the run that cannot show it is close: %s", v.Message)
		})
	}
}

// TestComparePassWithoutFarEnd: a change within the gate whose interval has no bound
// on the side that would break it passes, close: nothing bounds how much worse the
// candidate could be.
func TestComparePassWithoutFarEnd(t *testing.T) {
	ttft, _ := Lookup("ttft")
	gate, err := Parse("p(95) <= +10%")
	require.NoError(t, err)
	base, cand := burstySeries(800, 1, 1, 1), burstySeries(800, 20, 0.9, 5)
	ch, err := stats.SeriesPercentileChange(base, cand, 0.95, 0.9)
	require.NoError(t, err)
	require.True(t, ch.Point < 0.1 && !math.IsNaN(ch.Lo) && math.IsNaN(ch.Hi), "the case: a point within the gate, a low end, no high end (%+.3f [%v, %v])", ch.Point, ch.Lo, ch.Hi)

	v := Compare(gate, ttft, Observation{Samples: base}, Observation{Samples: cand}, 0.9, 1)
	assert.Equal(t, Pass, v.Status, v.Message)
	assert.True(t, v.Close, v.Message)
	assert.Contains(t, v.Message, "close: the interval has no bound on the side that breaks the gate")
}
