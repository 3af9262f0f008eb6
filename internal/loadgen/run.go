package loadgen

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sync"
	"time"

	"github.com/infergate/infergate/internal/client"
)

// Doer sends one request and measures it; *client.Client satisfies it.
type Doer interface {
	Do(ctx context.Context, r client.Request) client.Record
}

// Config says how a set of requests is sent. Exactly one of Concurrency (closed loop)
// and Arrivals (open loop) is set.
type Config struct {
	// Concurrency > 0 runs a closed loop: that many users, each sending its next
	// request as soon as its previous one ends.
	Concurrency int
	// Arrivals are the intended send offsets (simulated time) of an open loop, one per
	// request, non-decreasing.
	Arrivals []time.Duration
	// MaxConcurrency caps requests in flight in an open loop, as vllm bench's
	// --max-concurrency: an arrival waits for a slot, and that wait is client queueing
	// (Record.QueueWait). 0 means no cap.
	MaxConcurrency int
	// Scale is the target's time scale: wall = simulated / Scale. 0 means 1.
	Scale float64
	// Warmup requests run before the measurement starts (closed loop at the cell's
	// concurrency, or sequentially for an open loop) and are excluded from everything.
	Warmup []client.Request
	// MaxInFlight bounds the goroutines an open loop may have waiting or running; an
	// arrival beyond it is dropped and counted. 0 means 10,000.
	MaxInFlight int
}

// Result is one run: the measured records in request order, and the generator's own
// health.
type Result struct {
	// Records are the measured requests, in the order given (index i is reqs[i]).
	Records []client.Record
	// Lag[i] is how late the generator dispatched request i: actual dispatch −
	// intended time (before any MaxConcurrency wait). Zero in a closed loop.
	Lag []time.Duration
	// Sent[i] reports whether request i was dispatched at all.
	Sent []bool
	// Dropped counts arrivals that were never sent (MaxInFlight, or the run stopped).
	Dropped int
	// Warmup holds the warm-up records, for the log.
	Warmup []client.Record
	// Start and End bound the measurement on the wall clock: from the schedule's zero
	// (after warm-up) to the end of the last request.
	Start, End time.Time
	// Scale is the time scale the run used.
	Scale float64
	// MaxInFlight is the most requests in flight at once.
	MaxInFlight int
}

// Duration is the measured span in simulated time (wall × Scale), as vllm bench's
// benchmark duration: from the start of the schedule to the end of the last request.
func (r *Result) Duration() time.Duration {
	return time.Duration(float64(r.End.Sub(r.Start)) * r.Scale)
}

func (c *Config) check(n int) error {
	open := c.Arrivals != nil
	switch {
	case c.Concurrency < 0:
		return fmt.Errorf("loadgen: concurrency %d: must be >= 0", c.Concurrency)
	case c.Concurrency > 0 && open:
		return errors.New("loadgen: both concurrency (closed loop) and arrivals (open loop) are set; choose one")
	case c.Concurrency == 0 && !open:
		return errors.New("loadgen: neither concurrency (closed loop) nor arrivals (open loop) is set")
	case open && len(c.Arrivals) != n:
		return fmt.Errorf("loadgen: %d arrivals for %d requests", len(c.Arrivals), n)
	case c.MaxConcurrency < 0:
		return fmt.Errorf("loadgen: max_concurrency %d: must be >= 0", c.MaxConcurrency)
	case c.Scale < 0 || math.IsNaN(c.Scale) || math.IsInf(c.Scale, 0):
		return fmt.Errorf("loadgen: time scale %g: must be > 0", c.Scale)
	case c.MaxInFlight < 0:
		return fmt.Errorf("loadgen: max in flight %d: must be >= 0", c.MaxInFlight)
	}
	for i := 1; i < len(c.Arrivals); i++ {
		if c.Arrivals[i] < c.Arrivals[i-1] {
			return fmt.Errorf("loadgen: arrival %d at %v is before arrival %d at %v", i, c.Arrivals[i], i-1, c.Arrivals[i-1])
		}
	}
	return nil
}

// Run sends reqs as cfg says and returns when every dispatched request has ended or
// ctx ends (in-flight requests are then canceled and recorded as such; undispatched
// arrivals count as dropped). It returns an error only for a bad configuration.
func Run(ctx context.Context, d Doer, reqs []client.Request, cfg Config) (*Result, error) {
	if err := cfg.check(len(reqs)); err != nil {
		return nil, err
	}
	if cfg.Scale == 0 {
		cfg.Scale = 1
	}
	if cfg.MaxInFlight == 0 {
		cfg.MaxInFlight = 10_000
	}
	res := &Result{
		Records: make([]client.Record, len(reqs)),
		Lag:     make([]time.Duration, len(reqs)),
		Sent:    make([]bool, len(reqs)),
		Scale:   cfg.Scale,
	}
	res.Warmup = make([]client.Record, len(cfg.Warmup))
	closedLoop(ctx, d, cfg.Warmup, max(cfg.Concurrency, 1), res.Warmup, nil)
	var inflight gauge
	res.Start = time.Now()
	if cfg.Concurrency > 0 {
		closedLoop(ctx, d, reqs, cfg.Concurrency, res.Records, &inflight)
		for i := range res.Sent {
			res.Sent[i] = !res.Records[i].Sent.IsZero()
		}
	} else {
		openLoop(ctx, d, reqs, cfg, res, &inflight)
	}
	res.End = time.Now()
	for i, ok := range res.Sent {
		if !ok {
			res.Dropped++
			res.Records[i] = client.Record{ID: reqs[i].ID, Group: reqs[i].Group, Class: client.Canceled, Err: "never sent: the run stopped first",
				InputTokens: reqs[i].InputTokens, OutputTarget: reqs[i].OutputTokens}
		}
	}
	res.MaxInFlight = inflight.peak()
	return res, nil
}

// closedLoop runs conc users over reqs in order; out[i] gets reqs[i]'s record.
func closedLoop(ctx context.Context, d Doer, reqs []client.Request, conc int, out []client.Record, inflight *gauge) {
	var mu sync.Mutex
	next := 0
	var wg sync.WaitGroup
	for range min(conc, len(reqs)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= len(reqs) || ctx.Err() != nil {
					return
				}
				inflight.add(1)
				rec := d.Do(ctx, reqs[i])
				inflight.add(-1)
				rec.Intended = rec.Sent // a closed loop has no schedule to fall behind
				out[i] = rec
			}
		}()
	}
	wg.Wait()
}

// openLoop dispatches reqs at their intended times from one goroutine, against
// absolute deadlines; each request then runs in its own goroutine.
func openLoop(ctx context.Context, d Doer, reqs []client.Request, cfg Config, res *Result, inflight *gauge) {
	var sem chan struct{}
	if cfg.MaxConcurrency > 0 {
		sem = make(chan struct{}, cfg.MaxConcurrency)
	}
	var wg sync.WaitGroup
	defer wg.Wait()
	timer := time.NewTimer(0)
	defer timer.Stop()
	<-timer.C
	for i, off := range cfg.Arrivals {
		intended := res.Start.Add(time.Duration(float64(off) / cfg.Scale))
		if wait := time.Until(intended); wait > 0 {
			timer.Reset(wait)
			select {
			case <-timer.C:
			case <-ctx.Done():
				return
			}
		}
		if ctx.Err() != nil {
			return
		}
		dispatched := time.Now()
		if inflight.load() >= cfg.MaxInFlight {
			continue // dropped: counted from Sent[i] == false
		}
		res.Sent[i] = true
		res.Lag[i] = dispatched.Sub(intended)
		inflight.add(1)
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer inflight.add(-1)
			if sem != nil {
				select {
				case sem <- struct{}{}:
					defer func() { <-sem }()
				case <-ctx.Done():
					res.Records[i] = client.Record{ID: reqs[i].ID, Group: reqs[i].Group, Intended: intended, Class: client.Canceled,
						Err: "canceled while waiting for a concurrency slot", InputTokens: reqs[i].InputTokens, OutputTarget: reqs[i].OutputTokens}
					return
				}
			}
			rec := d.Do(ctx, reqs[i])
			rec.Intended = intended
			res.Records[i] = rec
		}()
	}
}

// gauge counts requests in flight and remembers the peak.
type gauge struct {
	mu      sync.Mutex
	n, high int
}

func (g *gauge) add(d int) {
	if g == nil {
		return
	}
	g.mu.Lock()
	g.n += d
	g.high = max(g.high, g.n)
	g.mu.Unlock()
}

func (g *gauge) load() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.n
}

func (g *gauge) peak() int {
	if g == nil {
		return 0
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.high
}
