package engine

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lives records what the observer hears of each finished request and each TTFT; it is
// safe for an Engine's goroutine and the test's.
type lives struct {
	mu    sync.Mutex
	stats map[string]RequestStats
	ttfts []time.Duration
}

func (l *lives) ObserveStep(s *StepStats) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.ttfts = append(l.ttfts, s.TTFTs...)
}

func (l *lives) ObserveFinish(r *RequestStats) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.stats == nil {
		l.stats = map[string]RequestStats{}
	}
	l.stats[r.ID] = *r
}

func (l *lives) get(id string) (RequestStats, []time.Duration, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	r, ok := l.stats[id]
	return r, append([]time.Duration(nil), l.ttfts...), ok
}

// TestAddKeepsLaterArrival pins that a request's latencies start at the arrival it was
// added with, also when that is later than the core's time (a real-time engine's
// timeline trails the wall clock while busy): moving it back to Now would count the
// lag as latency, and scheduling it before it arrived would make its queue time
// negative.
func TestAddKeepsLaterArrival(t *testing.T) {
	obs := &lives{}
	c, err := NewCore(tiny(t, nil), obs)
	require.NoError(t, err)
	require.NoError(t, c.Add(request("busy", tokens(1, 16), 50), 0))
	step(t, c)
	arrival := c.Now() + time.Millisecond
	require.NoError(t, c.Add(request("late", tokens(2, 16), 2), arrival))
	for c.Running()+c.Waiting() > 0 {
		step(t, c)
	}
	r, ttfts, ok := obs.get("late")
	require.True(t, ok)
	assert.Equal(t, arrival, r.Arrival, "the arrival as given")
	assert.Equal(t, arrival, r.FirstScheduled, "scheduled at its arrival, not before")
	assert.Contains(t, ttfts, r.FirstToken-arrival, "TTFT from the arrival")
}

// TestEngineAfterIdle pins the real-time engine's clock after a pause: what arrives
// after the engine idled happens at its own time, not at the end of the last step. A
// request's latencies start at its arrival, and a kv_shrink window asked for with it
// lasts its full length from then on.
func TestEngineAfterIdle(t *testing.T) {
	const (
		scale  = 10
		pause  = 300 * time.Millisecond // wall: 3 s of virtual idle time
		window = time.Second            // virtual: 100 ms of wall time
	)
	tests := []struct {
		name   string
		shrink bool
	}{
		{"request", false},
		{"request-behind-a-kv-shrink", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clk, err := NewClock(scale)
			require.NoError(t, err)
			obs := &lives{}
			e, err := New(tiny(t, nil), clk, obs)
			require.NoError(t, err)
			ctx, cancel := context.WithCancel(context.Background())
			done := make(chan error, 1)
			go func() { done <- e.Run(ctx) }()
			t.Cleanup(func() { cancel(); <-done })

			finish := func(id string) RequestStats {
				t.Helper()
				var r RequestStats
				require.Eventually(t, func() bool {
					var ok bool
					r, _, ok = obs.get(id)
					return ok
				}, 5*time.Second, time.Millisecond, "request %s did not finish", id)
				return r
			}
			require.NoError(t, e.Submit(request("warmup", tokens(1, 32), 4)))
			finish("warmup")
			time.Sleep(pause)

			if tt.shrink {
				e.ShrinkKV(e.NumBlocks(), window)
			}
			arrival := clk.Now()
			require.NoError(t, e.SubmitAt(request("after", tokens(2, 32), 4), arrival))
			r := finish("after")
			assert.Equal(t, arrival, r.Arrival, "the request's own arrival")
			queue, ttft := r.FirstScheduled-arrival, r.FirstToken-arrival
			t.Logf("queue %v, TTFT %v (virtual)", queue, ttft)
			assert.GreaterOrEqual(t, queue, time.Duration(0))
			if !tt.shrink {
				assert.Less(t, queue, 100*time.Millisecond, "an idle engine schedules at once (10 ms of wall time)")
				return
			}
			assert.GreaterOrEqual(t, queue, window, "the shrink window runs from when it was asked for")
			assert.Less(t, queue, window+500*time.Millisecond)
		})
	}
}
