package wakeup

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestProbeSamplesUntilStopped(t *testing.T) {
	p := Start()
	time.Sleep(60 * time.Millisecond)
	got := p.Stop()
	// 1 ms sleeps over 60 ms: many samples even on a loaded machine, fewer than 60.
	require.GreaterOrEqual(t, len(got), 5)
	assert.LessOrEqual(t, len(got), 60)
	assert.IsNonDecreasing(t, got)
	assert.GreaterOrEqual(t, got[0], time.Duration(0))
}

func TestQuantile(t *testing.T) {
	xs := []time.Duration{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	tests := []struct {
		q    float64
		want time.Duration
	}{{0, 1}, {0.5, 5}, {0.99, 9}, {1, 10}}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Quantile(xs, tt.q), "q=%v", tt.q)
	}
	assert.Zero(t, Quantile(nil, 0.99))
}
