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
	// LookAt are the request counts, increasing and each in [1, len(reqs)), at which a
	// sequential gate looks at the run: Look(m, recs) is called once the first m
	// requests (in the order given, which is the arrival order) have all ended, with
	// their records and dispatch lags. When it returns true the schedule ends there: no further request
	// is sent, the requests already sent finish and are recorded, and the Result holds
	// only the requests that were sent (Stopped tells). A look sees only whole
	// requests, so a slow request still in flight is never left out of the samples it
	// judges. Look runs on one goroutine of Run's, one call at a time, and must not
	// keep recs.
	LookAt []int
	Look   func(m int, recs []client.Record, lags []time.Duration) bool
	// End, when set, ends the schedule once it is closed, as a stopping look does: no
	// further request is sent, the requests already sent finish and are recorded, and
	// the Result holds only those (Stopped tells, Looked is 0). A caller that decides
	// while the run goes on how long it should be (a capacity probe that lengthens
	// itself) schedules the longest run it may want and closes End at its end.
	End <-chan struct{}
	// StartAt, when set, is the schedule's zero on the wall clock: after warm-up, Run
	// waits for it, and an open loop's arrivals are due at StartAt + offset/Scale. A
	// StartAt already past leaves the overdue arrivals to go out at once, late, and
	// their lag says so. Generators that share one schedule (shards on several
	// machines) set the same StartAt.
	StartAt time.Time
	// GCPercent is the garbage collector's target (as GOGC) while the run measures,
	// from the end of warm-up to the end of the last request: 0 means
	// DefaultGCPercent, negative leaves the runtime's setting alone. The setting is
	// the process's: concurrent runs share the first one's, GOGC in the environment
	// always wins, and the setting before the first run is restored after the last.
	GCPercent int
	// Sessions, when set, make the requests multi-turn sessions (see Session): an
	// open loop's Arrivals are then one per session, and a closed loop's users each
	// run whole sessions. Looks are not supported with sessions.
	Sessions []Session
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
	// Stopped is set when a look (Config.Look) or Config.End ended the schedule early; Looked is the
	// count of requests the stopping look judged. Records, Lag and Sent then hold the
	// len(Records) requests that had been sent when it stopped — those the look judged
	// and those in flight, which finished — and no undispatched ones.
	Stopped bool
	Looked  int
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
	case open && c.Sessions == nil && len(c.Arrivals) != n:
		return fmt.Errorf("loadgen: %d arrivals for %d requests", len(c.Arrivals), n)
	case c.MaxConcurrency < 0:
		return fmt.Errorf("loadgen: max_concurrency %d: must be >= 0", c.MaxConcurrency)
	case c.Scale < 0 || math.IsNaN(c.Scale) || math.IsInf(c.Scale, 0):
		return fmt.Errorf("loadgen: time scale %g: must be > 0", c.Scale)
	case c.MaxInFlight < 0:
		return fmt.Errorf("loadgen: max in flight %d: must be >= 0", c.MaxInFlight)
	}
	for i, m := range c.LookAt {
		if m < 1 || m >= n || (i > 0 && m <= c.LookAt[i-1]) {
			return fmt.Errorf("loadgen: look %d at %d requests: looks must increase within [1, %d)", i+1, m, n)
		}
	}
	if c.Sessions != nil {
		if err := c.checkSessions(n); err != nil {
			return err
		}
	}
	if len(c.LookAt) > 0 && c.Look == nil {
		return errors.New("loadgen: looks are set but no Look function")
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
	closedLoop(ctx, d, cfg.Warmup, max(cfg.Concurrency, 1), res.Warmup, nil, nil)
	defer holdGC(cfg.GCPercent)()
	var inflight gauge
	lk := newLooker(cfg, res.Records, res.Lag)
	if !cfg.StartAt.IsZero() {
		if wait := time.Until(cfg.StartAt); wait > 0 {
			t := time.NewTimer(wait)
			select {
			case <-t.C:
			case <-ctx.Done():
				t.Stop()
			}
		}
	}
	res.Start = time.Now()
	if !cfg.StartAt.IsZero() && cfg.Concurrency == 0 {
		// The arrivals are due against the shared zero even when it has passed; a
		// closed loop has no schedule to be late for, and starts now.
		res.Start = cfg.StartAt
	}
	switch {
	case cfg.Sessions != nil:
		sessionLoop(ctx, d, reqs, cfg, res, &inflight)
	case cfg.Concurrency > 0:
		closedLoop(ctx, d, reqs, cfg.Concurrency, res.Records, &inflight, lk)
		for i := range res.Sent {
			res.Sent[i] = !res.Records[i].Sent.IsZero()
		}
	default:
		openLoop(ctx, d, reqs, cfg, res, &inflight, lk)
	}
	res.End = time.Now()
	if sent := lk.finish(); sent >= 0 {
		// The schedule ended at a look: what was never sent was never meant to be.
		res.Stopped, res.Looked = true, lk.looked
		res.Records, res.Lag, res.Sent = res.Records[:sent], res.Lag[:sent], res.Sent[:sent]
	}
	for i, ok := range res.Sent {
		if !ok {
			res.Dropped++
			if cfg.Sessions == nil || res.Records[i].Class == "" { // a session's turn has its reason
				res.Records[i] = unsentRecord(reqs[i])
			}
		}
	}
	res.MaxInFlight = inflight.peak()
	return res, nil
}

// unsentRecord is the record of an arrival that was never sent.
func unsentRecord(r client.Request) client.Record {
	return client.Record{ID: r.ID, Group: r.Group, Class: client.Canceled, Err: "never sent: the run stopped first",
		InputTokens: r.InputTokens, OutputTarget: r.OutputTokens, Session: r.Session, Turn: r.Turn}
}

// closedLoop runs conc users over reqs in order; out[i] gets reqs[i]'s record.
func closedLoop(ctx context.Context, d Doer, reqs []client.Request, conc int, out []client.Record, inflight *gauge, lk *looker) {
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
				if lk.stopped() {
					i = len(reqs)
				}
				next++
				mu.Unlock()
				if i >= len(reqs) || ctx.Err() != nil {
					return
				}
				lk.sent(i)
				inflight.add(1)
				rec := d.Do(ctx, reqs[i])
				inflight.add(-1)
				rec.Intended = rec.Sent // a closed loop has no schedule to fall behind
				out[i] = rec
				lk.done(i)
			}
		}()
	}
	wg.Wait()
}

// openLoop dispatches reqs at their intended times from one goroutine, against
// absolute deadlines; each request then runs in its own goroutine.
func openLoop(ctx context.Context, d Doer, reqs []client.Request, cfg Config, res *Result, inflight *gauge, lk *looker) {
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
			case <-lk.stopC():
				return
			}
		}
		if ctx.Err() != nil || lk.stopped() {
			return
		}
		dispatched := time.Now()
		if inflight.load() >= cfg.MaxInFlight {
			// Dropped: counted from Sent[i] == false. It has ended as far as a look
			// is concerned, as a failure.
			res.Records[i] = unsentRecord(reqs[i])
			lk.done(i)
			continue
		}
		res.Sent[i] = true
		lk.sent(i)
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
					lk.done(i)
					return
				}
			}
			rec := d.Do(ctx, reqs[i])
			rec.Intended = intended
			res.Records[i] = rec
			lk.done(i)
		}()
	}
}

// looker runs a sequential gate's looks: it tracks the longest prefix of requests
// that have all ended, hands each look point's records to Config.Look on its own
// goroutine, and closes stop when a look says so. A nil looker (no looks) does
// nothing.
type looker struct {
	look  func(int, []client.Record, []time.Duration) bool
	at    []int
	recs  []client.Record
	lags  []time.Duration
	stop  chan struct{}
	calls chan int
	wg    sync.WaitGroup

	mu       sync.Mutex
	ended    []bool
	prefix   int // requests 0..prefix-1 have all ended
	next     int // index into at of the next look point
	maxSent  int // 1 + the highest index sent
	isDone   bool
	looked   int
	stopOnce sync.Once
	quit     chan struct{} // closed by finish: Config.End's watcher returns
}

func newLooker(cfg Config, recs []client.Record, lags []time.Duration) *looker {
	if len(cfg.LookAt) == 0 && cfg.End == nil {
		return nil
	}
	lk := &looker{look: cfg.Look, at: cfg.LookAt, recs: recs, lags: lags, stop: make(chan struct{}),
		calls: make(chan int, len(cfg.LookAt)), ended: make([]bool, len(recs)), quit: make(chan struct{})}
	if cfg.End != nil {
		lk.wg.Add(1)
		go func() {
			defer lk.wg.Done()
			select {
			case <-cfg.End:
				lk.stopOnce.Do(func() { close(lk.stop) })
			case <-lk.stop:
			case <-lk.quit:
			}
		}()
	}
	lk.wg.Add(1)
	go func() {
		defer lk.wg.Done()
		for m := range lk.calls {
			if lk.stopped() {
				continue
			}
			// The first m records are complete and nothing writes them any more.
			if lk.look(m, lk.recs[:m], lk.lags[:m]) {
				lk.mu.Lock()
				lk.looked = m
				lk.mu.Unlock()
				lk.stopOnce.Do(func() { close(lk.stop) })
			}
		}
	}()
	return lk
}

// stopC is closed when a look ends the schedule; nil (never ready) without looks.
func (lk *looker) stopC() <-chan struct{} {
	if lk == nil {
		return nil
	}
	return lk.stop
}

// stopped reports whether a look has ended the schedule.
func (lk *looker) stopped() bool {
	if lk == nil {
		return false
	}
	select {
	case <-lk.stop:
		return true
	default:
		return false
	}
}

// sent notes that request i was dispatched.
func (lk *looker) sent(i int) {
	if lk == nil {
		return
	}
	lk.mu.Lock()
	lk.maxSent = max(lk.maxSent, i+1)
	lk.mu.Unlock()
}

// done notes that request i ended (its record is written) and queues the looks whose
// prefix is now complete.
func (lk *looker) done(i int) {
	if lk == nil {
		return
	}
	lk.mu.Lock()
	defer lk.mu.Unlock()
	lk.ended[i] = true
	for lk.prefix < len(lk.ended) && lk.ended[lk.prefix] {
		lk.prefix++
	}
	for lk.next < len(lk.at) && lk.at[lk.next] <= lk.prefix {
		lk.calls <- lk.at[lk.next] // buffered for every look: never blocks
		lk.next++
	}
}

// finish waits for the last look and returns how many requests were sent when the
// schedule stopped, or -1 when no look stopped it.
func (lk *looker) finish() int {
	if lk == nil {
		return -1
	}
	lk.mu.Lock()
	close(lk.calls)
	lk.mu.Unlock()
	close(lk.quit)
	lk.wg.Wait()
	if !lk.stopped() {
		return -1
	}
	lk.mu.Lock()
	defer lk.mu.Unlock()
	return lk.maxSent
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
