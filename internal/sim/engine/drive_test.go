package engine

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"testing"
	"time"
)

// The self-tests drive a Core directly in virtual time: no HTTP, no goroutines, no
// sleeping. A run is a list of arrivals (open loop) or clients that send their next
// request when the previous one ends (closed loop).

// rec is what a perfect client would measure for one request.
type rec struct {
	id         string
	arrival    time.Duration
	first      time.Duration
	last       time.Duration
	tokens     int
	cached     int
	prompt     int
	finish     string
	tokenTimes []time.Duration
}

func (r *rec) ttft() time.Duration { return r.first - r.arrival }
func (r *rec) e2e() time.Duration  { return r.last - r.arrival }

func (r *rec) tpot() time.Duration {
	if r.tokens < 2 {
		return 0
	}
	return (r.last - r.first) / time.Duration(r.tokens-1)
}

func (r *rec) itls() []time.Duration {
	out := make([]time.Duration, 0, len(r.tokenTimes))
	for i := 1; i < len(r.tokenTimes); i++ {
		out = append(out, r.tokenTimes[i]-r.tokenTimes[i-1])
	}
	return out
}

// arrival is one request to send at a virtual time.
type arrival struct {
	at  time.Duration
	req *Request
}

// driver runs a core in virtual time.
type driver struct {
	tb      testing.TB
	core    *Core
	recs    map[string]*rec
	order   []*rec
	pending []arrival // sorted by at
	// next, if set, is called when a request finishes and may return the next request
	// of the same client (closed loop).
	next func(done *rec) *Request
}

func newDriver(tb testing.TB, cfg Config, obs Observer) *driver {
	tb.Helper()
	c, err := NewCore(cfg, obs)
	if err != nil {
		tb.Fatalf("NewCore: %v", err)
	}
	return &driver{tb: tb, core: c, recs: map[string]*rec{}}
}

func (d *driver) at(t time.Duration, r *Request) {
	i := sort.Search(len(d.pending), func(i int) bool { return d.pending[i].at > t })
	d.pending = slices.Insert(d.pending, i, arrival{at: t, req: r})
}

func (d *driver) add(r *Request, at time.Duration) {
	rc := &rec{id: r.ID, arrival: at, first: -1, prompt: len(r.Prompt)}
	d.recs[r.ID] = rc
	d.order = append(d.order, rc)
	r.Sink = SinkFunc(func(ev Event) {
		rc.cached = ev.Cached
		if ev.Count > 0 {
			if rc.first < 0 {
				rc.first = ev.Time
			}
			rc.last = ev.Time
			rc.tokens += ev.Count
			rc.tokenTimes = append(rc.tokenTimes, ev.Time)
		}
		if ev.Finish != "" {
			rc.finish = ev.Finish
			if d.next != nil {
				if nr := d.next(rc); nr != nil {
					d.at(ev.Time, nr)
				}
			}
		}
	})
	if err := d.core.Add(r, at); err != nil {
		d.tb.Fatalf("Add(%s): %v", r.ID, err)
	}
}

// run steps until every request finished, or maxSteps (a bug guard) is reached.
func (d *driver) run(maxSteps int) {
	d.tb.Helper()
	c := d.core
	for steps := 0; ; steps++ {
		if steps > maxSteps {
			d.tb.Fatalf("driver: no end after %d steps (running %d, waiting %d)", maxSteps, c.Running(), c.Waiting())
		}
		for len(d.pending) > 0 && d.pending[0].at <= c.Now() {
			a := d.pending[0]
			d.pending = d.pending[1:]
			d.add(a.req, a.at)
		}
		dur, ok := c.Plan()
		if ok {
			c.Commit(c.Now() + dur)
			continue
		}
		// Nothing runnable: jump to the next arrival or the end of a kv_shrink window.
		next, have := time.Duration(0), false
		if len(d.pending) > 0 {
			next, have = d.pending[0].at, true
		}
		if w, ok := c.NextWake(); ok && (!have || w < next) {
			next, have = w, true
		}
		if !have {
			if !c.Idle() {
				d.tb.Fatalf("driver: stuck with %d running, %d waiting and nothing to wait for", c.Running(), c.Waiting())
			}
			return
		}
		c.AdvanceTo(next)
	}
}

// tokens makes n distinct pseudo-random token ids from a seed.
func tokens(seed uint64, n int) []uint32 {
	r := rand.New(rand.NewPCG(seed, 7))
	out := make([]uint32, n)
	for i := range out {
		out[i] = uint32(r.IntN(128000))
	}
	return out
}

func request(id string, prompt []uint32, out int) *Request {
	return &Request{ID: id, Prompt: prompt, Output: tokens(uint64(len(id))*31+uint64(out), out), Finish: FinishLength, MaxTokens: out}
}

// closedLoop runs conc clients that each send perClient requests back to back; prompt
// lengths get ±jitter so that clients do not lock into step.
func closedLoop(tb testing.TB, cfg Config, conc, perClient, in, out int, jitter float64, obs Observer) []*rec {
	tb.Helper()
	d := newDriver(tb, cfg, obs)
	rng := rand.New(rand.NewPCG(42, 1))
	sent := map[int]int{}
	mk := func(client int) *Request {
		n := sent[client]
		sent[client]++
		l := in
		if jitter > 0 {
			l = int(float64(in) * (1 + jitter*(2*rng.Float64()-1)))
		}
		id := fmt.Sprintf("c%d-r%d", client, n)
		return request(id, tokens(uint64(client*1000+n+1), l), out)
	}
	clientOf := map[string]int{}
	d.next = func(done *rec) *Request {
		c := clientOf[done.id]
		if sent[c] >= perClient {
			return nil
		}
		r := mk(c)
		clientOf[r.ID] = c
		return r
	}
	for c := range conc {
		r := mk(c)
		clientOf[r.ID] = c
		// Stagger starts by a few milliseconds, as real clients do.
		d.at(time.Duration(c)*3*time.Millisecond, r)
	}
	d.run(50_000_000)
	// Discard each client's first request (warm-up, and the synchronized start).
	var keep []*rec
	for _, r := range d.order {
		var c, n int
		fmt.Sscanf(r.id, "c%d-r%d", &c, &n)
		if n > 0 {
			keep = append(keep, r)
		}
	}
	return keep
}

func durations(recs []*rec, f func(*rec) time.Duration) []float64 {
	out := make([]float64, 0, len(recs))
	for _, r := range recs {
		out = append(out, f(r).Seconds())
	}
	return out
}

func allITLs(recs []*rec) []float64 {
	var out []float64
	for _, r := range recs {
		for _, d := range r.itls() {
			out = append(out, d.Seconds())
		}
	}
	return out
}

// quantile is numpy's linear method; the engine tests need no more than that.
func quantile(xs []float64, q float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	pos := q * float64(len(s)-1)
	i := int(pos)
	if i+1 >= len(s) {
		return s[len(s)-1]
	}
	return s[i] + (s[i+1]-s[i])*(pos-float64(i))
}

func mean(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	t := 0.0
	for _, x := range xs {
		t += x
	}
	return t / float64(len(xs))
}
