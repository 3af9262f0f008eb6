package loadgen

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/infergate/infergate/internal/client"
)

// Session is one multi-turn session of a run (Config.Sessions): requests First to
// First+Turns−1, in turn order. A turn is sent only once the previous turn's answer
// has ended and Think[k] (simulated time) has passed since: a user reads and types,
// a tool runs. Think[0] is unused.
type Session struct {
	First, Turns int
	Think        []time.Duration
}

// checkSessions checks that sessions tile n requests in order, and that the loop
// fits them.
func (c *Config) checkSessions(n int) error {
	next := 0
	for j, s := range c.Sessions {
		switch {
		case s.First != next:
			return fmt.Errorf("loadgen: session %d starts at request %d, want %d (sessions tile the requests in order)", j, s.First, next)
		case s.Turns < 1:
			return fmt.Errorf("loadgen: session %d has %d turns, want at least 1", j, s.Turns)
		case len(s.Think) != s.Turns:
			return fmt.Errorf("loadgen: session %d has %d think times for %d turns", j, len(s.Think), s.Turns)
		}
		next += s.Turns
	}
	switch {
	case next != n:
		return fmt.Errorf("loadgen: sessions hold %d turns for %d requests", next, n)
	case c.Arrivals != nil && len(c.Arrivals) != len(c.Sessions):
		return fmt.Errorf("loadgen: %d arrivals for %d sessions (an open loop starts sessions)", len(c.Arrivals), len(c.Sessions))
	case len(c.LookAt) > 0:
		return fmt.Errorf("loadgen: sequential looks are not supported with sessions")
	case c.End != nil:
		return fmt.Errorf("loadgen: ending the schedule (End) is not supported with sessions")
	}
	return nil
}

// sessionLoop runs cfg.Sessions: an open loop starts each session at its arrival, a
// closed loop's users each run one session after another. Every turn's record and
// Sent flag is set here; a turn never sent gets unsentRecord's shape with the reason.
func sessionLoop(ctx context.Context, d Doer, reqs []client.Request, cfg Config, res *Result, inflight *gauge) {
	var sem chan struct{}
	if cfg.MaxConcurrency > 0 && cfg.Concurrency == 0 {
		sem = make(chan struct{}, cfg.MaxConcurrency)
	}
	sr := &sessionRun{ctx: ctx, d: d, reqs: reqs, cfg: cfg, res: res, inflight: inflight, sem: sem}
	var wg sync.WaitGroup
	defer wg.Wait()
	if cfg.Concurrency > 0 {
		var mu sync.Mutex
		next := 0
		for range min(cfg.Concurrency, len(cfg.Sessions)) {
			wg.Go(func() {
				for {
					mu.Lock()
					j := next
					next++
					mu.Unlock()
					if j >= len(cfg.Sessions) {
						return
					}
					sr.run(cfg.Sessions[j], time.Now(), false)
				}
			})
		}
		return
	}
	timer := time.NewTimer(0)
	defer timer.Stop()
	<-timer.C
	var started sessionGauge
	for j, off := range cfg.Arrivals {
		s := cfg.Sessions[j]
		intended := res.Start.Add(time.Duration(float64(off) / cfg.Scale))
		waitUntil(ctx, timer, intended)
		if ctx.Err() != nil {
			for _, s := range cfg.Sessions[j:] {
				sr.drop(s, 0, "never sent: the run stopped first")
			}
			return
		}
		if started.load() >= cfg.MaxInFlight {
			sr.drop(s, 0, "never sent: the generator's in-flight cap was full when its session arrived")
			continue
		}
		res.Lag[s.First] = time.Since(intended)
		started.add(1)
		wg.Go(func() {
			defer started.add(-1)
			sr.run(s, intended, true)
		})
	}
}

// sessionGauge counts the sessions of an open loop under way.
type sessionGauge struct {
	mu sync.Mutex
	n  int
}

func (g *sessionGauge) add(d int) { g.mu.Lock(); g.n += d; g.mu.Unlock() }
func (g *sessionGauge) load() int { g.mu.Lock(); defer g.mu.Unlock(); return g.n }

// sessionRun is what every session of one sessionLoop shares.
type sessionRun struct {
	ctx      context.Context
	d        Doer
	reqs     []client.Request
	cfg      Config
	res      *Result
	inflight *gauge
	sem      chan struct{}
}

// run sends one session's turns. intended is when its first turn was due; each
// later turn is due at the end of the previous one plus its think time. A turn that
// does not succeed ends the session: the turns after it are never sent, and are
// recorded as dropped with the reason, so that every planned turn ends exactly once.
func (sr *sessionRun) run(s Session, intended time.Time, open bool) {
	ctx, res := sr.ctx, sr.res
	timer := time.NewTimer(0)
	defer timer.Stop()
	<-timer.C
	for k := range s.Turns {
		i := s.First + k
		if k > 0 {
			intended = time.Now().Add(time.Duration(float64(s.Think[k]) / sr.cfg.Scale))
			waitUntil(ctx, timer, intended)
		}
		if ctx.Err() != nil {
			sr.drop(s, k, "never sent: the run stopped first")
			return
		}
		res.Sent[i] = true
		if sr.sem != nil {
			select {
			case sr.sem <- struct{}{}:
			case <-ctx.Done():
				r := sr.reqs[i]
				res.Records[i] = client.Record{ID: r.ID, Group: r.Group, Intended: intended, Class: client.Canceled, Session: r.Session, Turn: r.Turn,
					Err: "canceled while waiting for a concurrency slot", InputTokens: r.InputTokens, OutputTarget: r.OutputTokens}
				sr.drop(s, k+1, "never sent: the run stopped first")
				return
			}
		}
		sr.inflight.add(1)
		rec := sr.d.Do(ctx, sr.reqs[i])
		sr.inflight.add(-1)
		if sr.sem != nil {
			<-sr.sem
		}
		rec.Intended = intended
		if !open {
			rec.Intended = rec.Sent // a closed loop has no schedule to fall behind
		}
		res.Records[i] = rec
		if !rec.OK() {
			sr.drop(s, k+1, fmt.Sprintf("never sent: turn %d of its session (%s) ended %s, which ends the session", k+1, orNone(rec.ID), rec.Class))
			return
		}
	}
}

// drop records turns from..Turns−1 of s as never sent, for why.
func (sr *sessionRun) drop(s Session, from int, why string) {
	for k := from; k < s.Turns; k++ {
		i := s.First + k
		rec := unsentRecord(sr.reqs[i])
		rec.Err = why
		sr.res.Records[i] = rec
	}
}

func orNone(id string) string {
	if id == "" {
		return "(no id)"
	}
	return id
}

// waitUntil blocks on timer (stopped and drained) until t or until ctx ends.
func waitUntil(ctx context.Context, timer *time.Timer, t time.Time) {
	if wait := time.Until(t); wait > 0 {
		timer.Reset(wait)
		select {
		case <-timer.C:
		case <-ctx.Done():
		}
	}
}
