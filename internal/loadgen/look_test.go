package loadgen

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/client"
)

// lookLog records the looks a run made and stops it at stopAt (0: never).
type lookLog struct {
	stopAt int
	mu     sync.Mutex
	seen   []int
	bad    []string
}

func (l *lookLog) look(m int, recs []client.Record, lags []time.Duration) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.seen = append(l.seen, m)
	if len(recs) != m || len(lags) != m {
		l.bad = append(l.bad, "look got a different number of records than its count")
	}
	for _, r := range recs {
		if r.ID == "" || r.Class == "" {
			l.bad = append(l.bad, "look saw an unfinished request")
			break
		}
	}
	return l.stopAt > 0 && m >= l.stopAt
}

func TestLooks(t *testing.T) {
	closed := func() Config { return Config{Concurrency: 4} }
	open := func() Config {
		offs, err := Constant(100, 1000) // 1 ms apart
		if err != nil {
			panic(err)
		}
		return Config{Arrivals: offs}
	}
	tests := []struct {
		name     string
		cfg      func() Config
		stopAt   int
		wantSeen []int
	}{
		{"closed loop runs on when no look stops it", closed, 0, []int{25, 50, 75}},
		{"closed loop stops at the second look", closed, 50, []int{25, 50}},
		{"open loop runs on when no look stops it", open, 0, []int{25, 50, 75}},
		{"open loop stops at the first look", open, 25, []int{25}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := &fake{took: 3 * time.Millisecond}
			l := &lookLog{stopAt: tt.stopAt}
			cfg := tt.cfg()
			cfg.LookAt, cfg.Look = []int{25, 50, 75}, l.look
			given := reqs(100)
			res, err := Run(context.Background(), f, given, cfg)
			require.NoError(t, err)
			assert.Empty(t, l.bad)
			assert.Equal(t, tt.wantSeen, l.seen, "looks in order, each once")
			assert.Zero(t, res.Dropped, "a stopped schedule drops nothing: what was not sent was not meant to be")
			for i, r := range res.Records {
				assert.True(t, r.OK(), "request %d finished (%s): requests in flight are never cut off", i, r.Class)
				assert.True(t, res.Sent[i])
			}
			if tt.stopAt == 0 {
				assert.False(t, res.Stopped)
				assert.Len(t, res.Records, 100)
				return
			}
			assert.True(t, res.Stopped)
			assert.Equal(t, tt.stopAt, res.Looked)
			assert.GreaterOrEqual(t, len(res.Records), tt.stopAt, "every request the look judged is kept")
			assert.Less(t, len(res.Records), 100, "the schedule ended early")
			assert.Len(t, f.sentOrder, len(res.Records), "only kept requests were sent")
			assertConserved(t, res, given[:len(res.Records)])
		})
	}
}

// TestEnd: closing Config.End ends an open loop's schedule there: the requests sent
// finish and are kept, nothing later is sent or counted as dropped; a run whose End
// never closes runs its whole schedule.
func TestEnd(t *testing.T) {
	offs, err := Constant(200, 100) // 10 ms apart: 2 s
	require.NoError(t, err)
	for _, tt := range []struct {
		name  string
		after time.Duration // when End closes; 0: never
	}{
		{"never closed", 0},
		{"closed after half a second", 500 * time.Millisecond},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := &fake{took: 30 * time.Millisecond}
			end := make(chan struct{})
			if tt.after > 0 {
				timer := time.AfterFunc(tt.after, func() { close(end) })
				t.Cleanup(func() { timer.Stop() })
			}
			given := reqs(200)
			res, err := Run(context.Background(), f, given, Config{Arrivals: offs, End: end})
			require.NoError(t, err)
			assert.Zero(t, res.Dropped)
			for i, r := range res.Records {
				assert.True(t, r.OK(), "request %d finished (%s)", i, r.Class)
			}
			if tt.after == 0 {
				assert.False(t, res.Stopped)
				assert.Len(t, res.Records, 200)
				return
			}
			assert.True(t, res.Stopped)
			assert.Zero(t, res.Looked)
			assert.InDelta(t, 50, len(res.Records), 15, "about half a second of arrivals")
			assert.Len(t, f.sentOrder, len(res.Records), "only kept requests were sent")
			assertConserved(t, res, given[:len(res.Records)])
		})
	}
}

func TestLookConfigErrors(t *testing.T) {
	noop := func(int, []client.Record, []time.Duration) bool { return false }
	tests := []struct {
		name string
		cfg  Config
		want string
	}{
		{"not increasing", Config{Concurrency: 1, LookAt: []int{5, 5}, Look: noop}, "look 2 at 5 requests"},
		{"zero", Config{Concurrency: 1, LookAt: []int{0}, Look: noop}, "look 1 at 0 requests"},
		{"at the end", Config{Concurrency: 1, LookAt: []int{10}, Look: noop}, "within [1, 10)"},
		{"no function", Config{Concurrency: 1, LookAt: []int{5}}, "no Look function"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Run(context.Background(), &fake{}, reqs(10), tt.cfg)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

// TestStartAt: an open loop with StartAt waits for it and schedules its arrivals from
// it; one whose StartAt has passed sends the overdue arrivals at once and counts their
// lateness as dispatch lag.
func TestStartAt(t *testing.T) {
	reqs := []client.Request{{ID: "a"}, {ID: "b"}}
	arr := []time.Duration{10 * time.Millisecond, 20 * time.Millisecond}
	t.Run("future", func(t *testing.T) {
		at := time.Now().Add(50 * time.Millisecond)
		res, err := Run(t.Context(), &fake{took: time.Millisecond}, reqs, Config{Arrivals: arr, StartAt: at})
		require.NoError(t, err)
		assert.Equal(t, at, res.Start)
		for i, rec := range res.Records {
			assert.False(t, rec.Intended.Before(at.Add(arr[i])), "request %d intended at its offset from StartAt", i)
			assert.False(t, rec.Sent.Before(at.Add(arr[i])), "request %d not sent before its time", i)
		}
	})
	t.Run("past", func(t *testing.T) {
		at := time.Now().Add(-time.Second)
		res, err := Run(t.Context(), &fake{took: time.Millisecond}, reqs, Config{Arrivals: arr, StartAt: at})
		require.NoError(t, err)
		for i := range reqs {
			assert.Greater(t, res.Lag[i], 900*time.Millisecond, "request %d was due a second ago", i)
		}
	})
}
