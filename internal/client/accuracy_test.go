package client

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/lab/wakeup"
	"github.com/infergate/infergate/internal/sim"
)

// The accuracy targets, in milliseconds: the client's readings against the server's
// writes.
const (
	maxMedianError = 1.0
	maxP99Error    = 5.0
)

// accuracy is one run's comparison of client and server timings, in milliseconds.
type accuracy struct {
	// The client's own error: |client ITL − gap between the server's two writes|, and
	// the first event's read − its write.
	// the first event's read − write. readLow, the smallest, is negative only if the
	// client stamped an event before the server began to write it.
	itlMedian, itlP99, readMedian, readP99, readLow float64
	// Against the engine's releases, which adds the simulator's delivery queue: ITL,
	// and client TTFT − engine TTFT (which also holds the request's trip).
	engineITLP99, ttftMin, ttftMedian, ttftMax float64
	itlSamples, requests, inFlight             int
	resyncs                                    int64   // engine steps that ran late (see sim's Engine.Resyncs)
	noise                                      float64 // the machine's wake-up lateness p99 over the run (package wakeup)
}

func (a accuracy) String() string {
	return fmt.Sprintf("client's own error over %d gaps and %d first events: ITL median %.3f ms, p99 %.3f ms; first read − write median %.3f ms, p99 %.3f ms; "+
		"against the engine: ITL p99 %.3f ms, TTFT client − engine min %.3f ms, median %.3f ms, max %.3f ms; %d streams in flight at once; %d late engine steps; wake-up lateness p99 %.3f ms",
		a.itlSamples, a.requests, a.itlMedian, a.itlP99, a.readMedian, a.readP99,
		a.engineITLP99, a.ttftMin, a.ttftMedian, a.ttftMax, a.inFlight, a.resyncs, a.noise)
}

// TestTimingAccuracyAgainstEngine checks the client's clock against the simulator's own
// records with 32 concurrent streams of 40 tokens in real time: each client ITL
// against the gap between the server's writes of the same two events, and the first
// event's read against its write. The client's TTFT against the engine's (first event
// − arrival) also covers the request's trip and the simulator's delivery queue, so it
// is only required never to be shorter.
//
// Why writes and not the engine's releases: the simulator's delivery queue runs in the
// same process as the client, and on a shared 2-core machine another process taking a
// core for a few milliseconds delays the server's writes, which moves the p99 against
// the engine to 10 ms while the client's own error stays near 1 ms. The client cannot
// see, and should not subtract, a server's delivery delay: its users wait for it too.
//
// The streams start 0.5 ms apart, and all 32 are in flight together (the test checks
// it). A p99 over 1,248 gaps rests on its dozen worst, and no client reads sooner than
// the machine lets a goroutine run, so each p99 bound is 5 ms plus the wake-up
// lateness p99 measured over the same run (package wakeup), and the run is repeated up
// to three times until one meets every bound, with each attempt logged; a client that
// reads late or stamps in the wrong place moves the medians and fails all three. Under
// the race detector the figures are only logged: it slows the client, not what is
// being checked.
func TestTimingAccuracyAgainstEngine(t *testing.T) {
	s := newSim(t, "time_scale=1,timelines=1000")
	c := newClient(t, Config{BaseURL: s.URL() + "/v1", Timeout: 20 * time.Second})

	// Warm the connection pool so that the measured requests do not pay for dials.
	var wg sync.WaitGroup
	for i := range 32 {
		wg.Go(func() { c.Do(testCtx(t), completion(fmt.Sprintf("warm-%d", i), 1)) })
	}
	wg.Wait()

	const attempts = 3
	for run := range attempts {
		a := measureAccuracy(t, s, c, run, 32, 40)
		t.Logf("attempt %d: %v", run+1, a)
		require.GreaterOrEqual(t, a.ttftMin, 0.0, "the client's TTFT is never shorter than the engine's")
		require.GreaterOrEqual(t, a.readLow, 0.0, "the client never reads an event before the server wrote it")
		if raceEnabled {
			// The race detector slows the client, and other packages' tests share the
			// cores: the streams need not even overlap, and nothing timed is checked.
			t.Logf("race detector on: timing targets not checked (%d of 32 streams in flight at once)", a.inFlight)
			return
		}
		require.Equal(t, 32, a.inFlight, "the streams ran concurrently")
		var missed []string
		for _, b := range []struct {
			name      string
			got, want float64
		}{
			{"ITL error median", a.itlMedian, maxMedianError}, {"ITL error p99", a.itlP99, maxP99Error + a.noise},
			{"first-event read delay median", a.readMedian, maxMedianError}, {"first-event read delay p99", a.readP99, maxP99Error + a.noise},
		} {
			if !(b.got < b.want) {
				missed = append(missed, fmt.Sprintf("%s %.3f ms ≥ %.3f ms", b.name, b.got, b.want))
			}
		}
		if len(missed) == 0 {
			return
		}
		t.Logf("attempt %d missed: %s", run+1, strings.Join(missed, "; "))
		if run == attempts-1 {
			t.Errorf("client timing accuracy: every one of %d attempts missed a bound; the last: %s", attempts, strings.Join(missed, "; "))
		}
	}
}

// measureAccuracy runs n concurrent streams of tokens tokens, started 0.5 ms apart, and
// compares them with the simulator's timelines.
func measureAccuracy(t testing.TB, s *sim.Server, c *Client, run, n, tokens int) accuracy {
	t.Helper()
	resyncs := s.Engine().Resyncs()
	recs := make([]Record, n)
	var wg sync.WaitGroup
	probe := wakeup.Start()
	for i := range n {
		wg.Go(func() { recs[i] = c.Do(testCtx(t), completion(fmt.Sprintf("acc-%d-%d", run, i), tokens)) })
		time.Sleep(500 * time.Microsecond)
	}
	wg.Wait()
	noise := 1e3 * wakeup.Quantile(probe.Stop(), .99).Seconds()

	clk := s.Clock()
	var itlErr, engineITLErr, readDelay, ttftGap []float64 // milliseconds
	var lastSent, firstEnd time.Time
	for _, rec := range recs {
		require.Equal(t, OK, rec.Class, "%s: %s", rec.ID, rec.Err)
		tl, ok := s.Timeline(rec.ID)
		require.True(t, ok, "timeline of %s", rec.ID)
		require.Len(t, rec.Events, tokens)
		require.Len(t, tl.Events, len(rec.Events), "%s: one SSE event per engine event", rec.ID)
		require.Len(t, tl.Written, len(rec.Events), "%s: one write per event", rec.ID)
		for i, got := range rec.ITLs() {
			itlErr = append(itlErr, math.Abs(got.Seconds()-(tl.Written[i+1]-tl.Written[i]))*1e3)
			engineITLErr = append(engineITLErr, math.Abs(got.Seconds()-(tl.Events[i+1]-tl.Events[i]))*1e3)
		}
		readDelay = append(readDelay, rec.Events[0].At.Sub(clk.WallTime(time.Duration(tl.Written[0]*1e9))).Seconds()*1e3)
		ttftGap = append(ttftGap, (rec.TTFT.Seconds()-(tl.Events[0]-tl.Arrival))*1e3)
		if rec.Sent.After(lastSent) {
			lastSent = rec.Sent
		}
		if end := rec.Sent.Add(rec.E2EL); firstEnd.IsZero() || end.Before(firstEnd) {
			firstEnd = end
		}
	}
	inFlight := 0
	for _, rec := range recs { // streams running when the last one was sent
		if !rec.Sent.After(lastSent) && rec.Sent.Add(rec.E2EL).After(lastSent) {
			inFlight++
		}
	}
	for _, xs := range [][]float64{itlErr, engineITLErr, readDelay, ttftGap} {
		slices.Sort(xs)
	}
	return accuracy{
		itlMedian: quantile(itlErr, 0.5), itlP99: quantile(itlErr, 0.99),
		readMedian: quantile(readDelay, 0.5), readP99: quantile(readDelay, 0.99), readLow: readDelay[0],
		engineITLP99: quantile(engineITLErr, 0.99),
		ttftMin:      ttftGap[0], ttftMedian: quantile(ttftGap, 0.5), ttftMax: ttftGap[len(ttftGap)-1],
		itlSamples: len(itlErr), requests: len(ttftGap), inFlight: inFlight,
		resyncs: s.Engine().Resyncs() - resyncs, noise: noise,
	}
}

// quantile is numpy's default (linear) percentile of sorted xs.
func quantile(xs []float64, p float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	pos := p * float64(len(xs)-1)
	i := int(pos)
	if i+1 >= len(xs) {
		return xs[len(xs)-1]
	}
	return xs[i] + (pos-float64(i))*(xs[i+1]-xs[i])
}
