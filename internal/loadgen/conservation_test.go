package loadgen

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/client"
)

// stopper is a Doer that stops the run itself, so that a cancellation lands at a known
// point of the run rather than at a time: the call numbered cancelAt (counting from 1)
// cancels the run's context. That call, every later one and, when block is set, every
// call waits for the context to end and ends canceled; the other calls succeed at once
// with two output tokens.
type stopper struct {
	cancelAt int
	block    bool
	cancel   context.CancelFunc

	mu    sync.Mutex
	calls int
}

func (d *stopper) Do(ctx context.Context, r client.Request) client.Record {
	d.mu.Lock()
	d.calls++
	n := d.calls
	d.mu.Unlock()
	rec := client.Record{ID: r.ID, Group: r.Group, Sent: time.Now(), InputTokens: r.InputTokens}
	if n == d.cancelAt {
		d.cancel()
	}
	if d.block || (d.cancelAt > 0 && n >= d.cancelAt) {
		<-ctx.Done()
		rec.Class, rec.Err = client.Canceled, "canceled by the caller"
		return rec
	}
	at := time.Now()
	rec.Events = []client.Event{{At: at, Tokens: 1}, {At: at, Tokens: 1}}
	rec.TTFT, rec.E2EL = at.Sub(rec.Sent), at.Sub(rec.Sent)
	rec.OutputTokens, rec.CompletionTokens, rec.PromptTokens, rec.HasUsage = 2, 2, 10, true
	rec.Class = client.OK
	return rec
}

func (d *stopper) count() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.calls
}

// offsets returns n arrival offsets: the first k at 0, the others an hour later (which
// no test reaches: the run is stopped before).
func offsets(n, k int) []time.Duration {
	out := make([]time.Duration, n)
	for i := k; i < n; i++ {
		out[i] = time.Hour
	}
	return out
}

// TestConservation checks that a run accounts for every request it was given, whether
// it ran to the end, was stopped part way or dropped arrivals: one record per request
// in request order, every request sent or dropped (never both), every record in
// exactly one class, and the per-send series (queue wait, dispatch lag) holding one
// entry per sent request. The stopper decides where a run stops by counting calls,
// so the counts below do not depend on the machine's speed.
func TestConservation(t *testing.T) {
	tests := []struct {
		name string
		n    int
		cfg  Config
		d    *stopper
		// wantSent is the exact number of requests sent, or -1 when only the
		// accounting is fixed (how many arrivals beat the stop is the scheduler's).
		wantSent int
		// wantOK is the number of successful requests.
		wantOK int
	}{
		{name: "closed-complete", n: 12, cfg: Config{Concurrency: 3}, d: &stopper{}, wantSent: 12, wantOK: 12},
		{name: "closed-with-warmup", n: 5, cfg: Config{Concurrency: 2, Warmup: reqs(3)}, d: &stopper{}, wantSent: 5, wantOK: 5},
		// The fourth call stops the run; the other two users may each have taken one
		// more request before they saw it, which ends canceled.
		{name: "closed-canceled", n: 20, cfg: Config{Concurrency: 3}, d: &stopper{cancelAt: 4}, wantSent: -1, wantOK: 3},
		{name: "closed-canceled-one-user", n: 10, cfg: Config{Concurrency: 1}, d: &stopper{cancelAt: 3}, wantSent: 3, wantOK: 2},
		{name: "closed-canceled-by-first", n: 6, cfg: Config{Concurrency: 6}, d: &stopper{cancelAt: 1, block: true}, wantSent: -1, wantOK: 0},
		{name: "open-complete", n: 10, cfg: Config{Arrivals: offsets(10, 10)}, d: &stopper{}, wantSent: 10, wantOK: 10},
		// Four arrivals are due at once and the rest an hour later: the fourth call
		// stops the run while the generator waits for the fifth.
		{name: "open-canceled", n: 10, cfg: Config{Arrivals: offsets(10, 4)}, d: &stopper{cancelAt: 4}, wantSent: 4, wantOK: 3},
		// All ten are due at once and only three may be in flight: the three sent
		// hold their slots until the third call stops the run, so seven are dropped.
		{name: "open-max-in-flight", n: 10, cfg: Config{Arrivals: offsets(10, 10), MaxInFlight: 3}, d: &stopper{cancelAt: 3, block: true}, wantSent: 3, wantOK: 0},
		// One slot: the first request holds it until it stops the run; the arrivals
		// dispatched meanwhile end canceled while waiting for the slot.
		{name: "open-max-concurrency-canceled", n: 8, cfg: Config{Arrivals: offsets(8, 8), MaxConcurrency: 1}, d: &stopper{cancelAt: 1, block: true}, wantSent: -1, wantOK: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// The deadline only bounds a broken run; every case stops on its own.
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			tt.d.cancel = cancel
			given := reqs(tt.n)
			res, err := Run(ctx, tt.d, given, tt.cfg)
			require.NoError(t, err)
			require.NotErrorIs(t, context.Cause(ctx), context.DeadlineExceeded, "the run was not stopped by its own calls")
			sent := assertConserved(t, res, given)
			if tt.wantSent >= 0 {
				assert.Equal(t, tt.wantSent, sent, "requests sent")
			}
			// The peak in flight counts requests, each once: never more than were sent,
			// than the users of a closed loop, or than an open loop's bound.
			assert.GreaterOrEqual(t, res.MaxInFlight, 1)
			assert.LessOrEqual(t, res.MaxInFlight, sent, "peak in flight")
			if tt.cfg.Concurrency > 0 {
				assert.LessOrEqual(t, res.MaxInFlight, tt.cfg.Concurrency, "peak in flight")
			}
			if tt.cfg.MaxInFlight > 0 {
				assert.Equal(t, tt.cfg.MaxInFlight, res.MaxInFlight, "peak in flight")
			}
			s := res.Samples()
			assert.Equal(t, tt.wantOK, s.Succeeded, "successful requests")
			assert.Len(t, res.Warmup, len(tt.cfg.Warmup))
			calls := tt.d.count() - len(tt.cfg.Warmup)
			if tt.cfg.MaxConcurrency == 0 {
				assert.Equal(t, sent, calls, "without a concurrency cap every sent request reached the Doer")
			} else {
				assert.LessOrEqual(t, calls, sent, "a request canceled while waiting for a slot is sent but never reaches the Doer")
			}
		})
	}
}

// assertConserved checks a run's accounting of the requests given and returns how many
// were sent.
func assertConserved(tb testing.TB, res *Result, given []client.Request) int {
	tb.Helper()
	n := len(given)
	require.Len(tb, res.Records, n, "one record per request")
	require.Len(tb, res.Sent, n)
	require.Len(tb, res.Lag, n)
	s := res.Samples()
	assert.Equal(tb, n, s.Total, "Total counts every request given, sent or not")

	sent, dropped := 0, 0
	for i, rec := range res.Records {
		assert.Equal(tb, given[i].ID, rec.ID, "record %d is request %d", i, i)
		if res.Sent[i] {
			sent++
			continue
		}
		dropped++
		assert.Equal(tb, client.Canceled, rec.Class, "%s was never sent", rec.ID)
		assert.True(tb, rec.Sent.IsZero(), "%s was never sent", rec.ID)
		assert.Contains(tb, rec.Err, "never sent")
		assert.Equal(tb, given[i].InputTokens, rec.InputTokens)
	}
	assert.Equal(tb, n, sent+dropped)
	assert.Equal(tb, dropped, res.Dropped, "Dropped counts the requests never sent")
	assert.Equal(tb, res.Dropped, s.Dropped)

	classes := 0
	for c, k := range s.ByClass {
		assert.NotEmpty(tb, c, "every record has a class")
		classes += k
	}
	assert.Equal(tb, n, classes, "the classes add up to the total")
	assert.Equal(tb, s.ByClass[client.OK], s.Succeeded)
	assert.GreaterOrEqual(tb, s.ByClass[client.Canceled], dropped, "a dropped request counts as canceled")

	assert.Len(tb, s.QueueWait, sent, "one queue wait per sent request")
	assert.Len(tb, s.DispatchLag, sent, "one dispatch lag per sent request")
	for _, w := range s.QueueWait {
		assert.GreaterOrEqual(tb, w, 0.0, "a queue wait is never negative")
	}
	for _, l := range s.DispatchLag {
		assert.GreaterOrEqual(tb, l, 0.0, "the generator never dispatches early")
	}
	for i, rec := range res.Records {
		if res.Sent[i] && rec.Sent.IsZero() {
			assert.Equal(tb, client.Canceled, rec.Class, "%s was dispatched but never sent", rec.ID)
			assert.True(tb, strings.Contains(rec.Err, "concurrency slot"), "%s: %s", rec.ID, rec.Err)
		}
	}
	return sent
}

// TestOpenLoopIntendedTimes: an open loop's schedule is simulated time, mapped to the
// wall clock by the time scale. Each record's intended send is the run's start plus
// its offset ÷ scale exactly, nothing is sent before it, and the samples are back in
// simulated time.
func TestOpenLoopIntendedTimes(t *testing.T) {
	const scale = 10
	offs := []time.Duration{0, 20 * time.Millisecond, 20 * time.Millisecond, 50 * time.Millisecond} // 0–5 ms on the wall
	d := &stopper{}
	res, err := Run(context.Background(), d, reqs(len(offs)), Config{Arrivals: offs, Scale: scale})
	require.NoError(t, err)
	require.Equal(t, len(offs), assertConserved(t, res, reqs(len(offs))))
	s := res.Samples()
	for i, rec := range res.Records {
		assert.Equal(t, offs[i]/scale, rec.Intended.Sub(res.Start), "%s is intended at its offset ÷ scale", rec.ID)
		assert.GreaterOrEqual(t, res.Lag[i], time.Duration(0), "%s is not dispatched early", rec.ID)
		assert.False(t, rec.Sent.Before(rec.Intended), "%s is not sent early", rec.ID)
		assert.InDelta(t, scale*rec.QueueWait().Seconds(), s.QueueWait[i], 1e-9)
		assert.InDelta(t, scale*res.Lag[i].Seconds(), s.DispatchLag[i], 1e-9)
	}
	assert.False(t, res.End.Before(res.Records[len(offs)-1].Sent))
	assert.Equal(t, time.Duration(float64(res.End.Sub(res.Start))*scale), s.Duration)
}

// crowd is a Doer that measures how many calls overlap: each call holds on until
// another would exceed limit beside it or 2 ms have passed, so that calls let through
// together do overlap.
type crowd struct {
	limit int

	mu        sync.Mutex
	cur, peak int
	more      chan struct{} // closed when cur exceeds limit
}

func (c *crowd) Do(ctx context.Context, r client.Request) client.Record {
	c.mu.Lock()
	c.cur++
	c.peak = max(c.peak, c.cur)
	if c.cur > c.limit {
		close(c.more)
		c.more = make(chan struct{})
	}
	more := c.more
	c.mu.Unlock()
	rec := client.Record{ID: r.ID, Sent: time.Now(), Class: client.OK}
	hold := time.NewTimer(2 * time.Millisecond)
	select {
	case <-more:
	case <-hold.C:
	}
	hold.Stop()
	c.mu.Lock()
	c.cur--
	c.mu.Unlock()
	return rec
}

// TestMaxConcurrencyCaps: with a concurrency cap, arrivals due together are sent at
// most that many at a time; the rest wait for a slot, and that wait is queue wait.
func TestMaxConcurrencyCaps(t *testing.T) {
	tests := []struct {
		name string
		cap  int
	}{
		{"one", 1},
		{"two", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := &crowd{limit: tt.cap, more: make(chan struct{})}
			res, err := Run(context.Background(), c, reqs(6), Config{Arrivals: offsets(6, 6), MaxConcurrency: tt.cap})
			require.NoError(t, err)
			require.Equal(t, 6, assertConserved(t, res, reqs(6)))
			assert.LessOrEqual(t, c.peak, tt.cap, "requests at the server at once")
			assert.Equal(t, 6, res.Samples().Succeeded)
		})
	}
}
