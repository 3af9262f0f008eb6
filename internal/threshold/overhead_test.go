package threshold

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOverheadAvgOnly: ttft_overhead, the front end's share of TTFT, takes avg and
// nothing else, and the error says why and what to write instead.
func TestOverheadAvgOnly(t *testing.T) {
	const why = "only avg does, because vLLM keeps the engine's TTFT as a histogram, not per request: " +
		"only the mean of the front end's share is exact (client p(q) minus a bucket-interpolated engine p(q) is not the front end's p(q))"
	tests := []struct {
		name     string
		src      string
		relative bool
		want     string // the whole error; "" for none
	}{
		{name: "avg", src: "avg < 50ms"},
		{name: "avg-compare", src: "avg <= +10%", relative: true},
		{name: "p95", src: "p(95) < 50ms",
			want: `threshold "p(95) < 50ms": p(95) does not apply to ttft_overhead: ` + why + `: write e.g. "avg < 50ms"`},
		{name: "med", src: "med < 50ms",
			want: `threshold "med < 50ms": p(50) does not apply to ttft_overhead: ` + why + `: write e.g. "avg < 50ms"`},
		{name: "max", src: "max < 50ms",
			want: `threshold "max < 50ms": max does not apply to ttft_overhead: ` + why + `: write e.g. "avg < 50ms"`},
		{name: "min", src: "min > 0s",
			want: `threshold "min > 0s": min does not apply to ttft_overhead: ` + why + `: write e.g. "avg < 50ms"`},
		{name: "no-aggregation", src: "< 50ms",
			want: `threshold "< 50ms": ttft_overhead (a latency) needs an aggregation (p(N), avg, min, max or med): write e.g. "avg < 50ms"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Check(mustParse(t, tt.src), metric(t, "ttft_overhead"), tt.relative)
			if tt.want == "" {
				assert.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Equal(t, tt.want, err.Error())
		})
	}
}

// TestOverheadEvaluate: avg of ttft_overhead is judged on its samples as any latency's
// avg is, and an unavailable split is INCONCLUSIVE with its reason.
func TestOverheadEvaluate(t *testing.T) {
	m := metric(t, "ttft_overhead")
	e := mustParse(t, "avg < 50ms")
	v := Evaluate(e, m, Observation{Samples: []float64{0.02, 0.03, 0.04}}, DefaultLevel)
	assert.Equal(t, Pass, v.Status, v.Message)
	assert.InDelta(t, 0.03, v.Value, 1e-15)
	assert.Equal(t, 3, v.N)

	v = Evaluate(e, m, Observation{Unavailable: "engine share unavailable: no /metrics"}, DefaultLevel)
	assert.Equal(t, Inconclusive, v.Status)
	assert.Equal(t, ReasonUnavailable, v.Reason)
	assert.Contains(t, v.Message, "engine share unavailable: no /metrics")
}
