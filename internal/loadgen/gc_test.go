package loadgen

import (
	"context"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/client"
)

// gogc reads the collector's target without changing it.
func gogc(tb testing.TB) int {
	tb.Helper()
	s := []metrics.Sample{{Name: "/gc/gogc:percent"}}
	metrics.Read(s)
	require.Equal(tb, metrics.KindUint64, s[0].Value.Kind())
	return int(s[0].Value.Uint64())
}

// gcWatcher is a Doer that notes the collector's target at every request.
type gcWatcher struct {
	tb      testing.TB
	mu      sync.Mutex
	seen    []int
	wait    time.Duration
	started chan struct{} // closed at the first request, when not nil
	once    sync.Once
}

func (w *gcWatcher) Do(ctx context.Context, r client.Request) client.Record {
	p := gogc(w.tb)
	w.mu.Lock()
	w.seen = append(w.seen, p)
	w.mu.Unlock()
	if w.started != nil {
		w.once.Do(func() { close(w.started) })
	}
	time.Sleep(w.wait)
	return client.Record{ID: r.ID, Class: client.OK, Sent: time.Now()}
}

func TestRunHoldsTheCollectorBack(t *testing.T) {
	t.Setenv("GOGC", "") // the hold yields to a GOGC the user set; this test sets none
	prev := debug.SetGCPercent(100)
	t.Cleanup(func() { debug.SetGCPercent(prev) })

	tests := []struct {
		name    string
		percent int
		want    int
	}{
		{"default", 0, DefaultGCPercent},
		{"chosen", 300, 300},
		{"left alone", -1, 100},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := &gcWatcher{tb: t}
			_, err := Run(context.Background(), w, reqs(6), Config{Concurrency: 2, Warmup: reqs(2), GCPercent: tt.percent})
			require.NoError(t, err)
			require.Len(t, w.seen, 8)
			assert.Equal(t, []int{100, 100}, w.seen[:2], "warm-up is not measured and not held")
			for _, p := range w.seen[2:] {
				assert.Equal(t, tt.want, p, "during the measurement")
			}
			assert.Equal(t, 100, gogc(t), "restored when the run ends")
		})
	}

	t.Run("a higher setting stays", func(t *testing.T) {
		debug.SetGCPercent(2000)
		defer debug.SetGCPercent(100)
		w := &gcWatcher{tb: t}
		_, err := Run(context.Background(), w, reqs(3), Config{Concurrency: 1})
		require.NoError(t, err)
		assert.Equal(t, []int{2000, 2000, 2000}, w.seen)
		assert.Equal(t, 2000, gogc(t))
	})

	t.Run("concurrent runs share one hold", func(t *testing.T) {
		long := &gcWatcher{tb: t, wait: 20 * time.Millisecond, started: make(chan struct{})}
		short := &gcWatcher{tb: t}
		var wg sync.WaitGroup
		wg.Go(func() {
			_, err := Run(context.Background(), long, reqs(10), Config{Concurrency: 1})
			assert.NoError(t, err)
		})
		select {
		case <-long.started: // the long run holds from here to its end, 10 × 20 ms later
		case <-time.After(10 * time.Second):
			t.Fatal("the long run never sent a request")
		}
		_, err := Run(context.Background(), short, reqs(3), Config{Concurrency: 1, GCPercent: 300})
		require.NoError(t, err)
		assert.Equal(t, DefaultGCPercent, gogc(t), "the short run's end does not end the long run's hold")
		wg.Wait()
		assert.Equal(t, []int{DefaultGCPercent, DefaultGCPercent, DefaultGCPercent}, short.seen, "the first run's setting holds")
		assert.Equal(t, 100, gogc(t), "restored after the last run")
	})
}

func TestRunYieldsToTheUsersGOGC(t *testing.T) {
	t.Setenv("GOGC", "150")
	prev := debug.SetGCPercent(150)
	t.Cleanup(func() { debug.SetGCPercent(prev) })
	w := &gcWatcher{tb: t}
	_, err := Run(context.Background(), w, reqs(3), Config{Concurrency: 1})
	require.NoError(t, err)
	assert.Equal(t, []int{150, 150, 150}, w.seen)
}
