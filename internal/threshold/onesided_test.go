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
// end is judged by that end — not by the point, which once failed a candidate whose
// interval reached -7 % against a gate of +10 %.
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
		// +29 % at the point, the near end -2.8 %: the run cannot tell.
		{"near end within the gate", 1.15, Inconclusive},
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
			if tt.status == Inconclusive {
				assert.Equal(t, ReasonTooFewSamples, v.Reason)
			}
		})
	}
}
