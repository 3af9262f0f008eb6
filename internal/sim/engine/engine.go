package engine

import (
	"context"
	"fmt"
	"math"
	"sync"
	"sync/atomic"
	"time"
)

// MaxTimeScale bounds Clock's speed-up. Past about 10× the smallest step (≈4.5 ms on the
// GPU presets) is under 0.5 ms of wall time, and scheduler and HTTP jitter multiplied by
// the scale would dominate the inter-token latencies a client measures.
const MaxTimeScale = 10

// Clock maps the engine's virtual time onto the wall clock, k virtual seconds per wall
// second. Engine-side timestamps are exact virtual times; a client that measures wall
// durations multiplies them by Scale to compare.
type Clock struct {
	origin time.Time
	k      float64
}

// NewClock returns a clock running scale times faster than real time, starting now.
func NewClock(scale float64) (*Clock, error) {
	if !(scale > 0) || scale > MaxTimeScale || math.IsInf(scale, 0) {
		return nil, fmt.Errorf("time scale %g: want 0 < k <= %d", scale, MaxTimeScale)
	}
	return &Clock{origin: time.Now(), k: scale}, nil
}

// Scale is k, virtual seconds per wall second.
func (c *Clock) Scale() float64 { return c.k }

// Now is the virtual time since the clock started.
func (c *Clock) Now() time.Duration { return time.Duration(float64(time.Since(c.origin)) * c.k) }

// WallTime is the wall-clock instant of virtual time v, so that engine timestamps can
// be compared with a client's clock readings in the same process.
func (c *Clock) WallTime(v time.Duration) time.Time { return c.origin.Add(c.Wall(v)) }

// Wall converts a virtual duration to wall time.
func (c *Clock) Wall(d time.Duration) time.Duration { return time.Duration(float64(d) / c.k) }

// SleepUntil blocks until virtual time t (an absolute deadline, so steps never drift)
// or until ctx ends.
func (c *Clock) SleepUntil(ctx context.Context, t time.Duration) error {
	wait := time.Until(c.origin.Add(c.Wall(t)))
	if wait <= 0 {
		return ctx.Err()
	}
	tm := time.NewTimer(wait)
	defer tm.Stop()
	select {
	case <-tm.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

type cmdKind int

const (
	cmdAdd cmdKind = iota
	cmdAbort
	cmdStall
	cmdShrink
	cmdRestart
)

type command struct {
	kind   cmdKind
	req    *Request
	id     string
	at     time.Duration
	dur    time.Duration
	blocks int
}

// MaxLag is how far (in wall time) the engine may run behind the wall clock before its
// virtual time is pulled forward to match. Less behind, it catches up by running the
// next steps back to back, so a hiccup of the machine (a garbage collection, another
// process's time slice) delays a few tokens but costs the simulated deployment no
// capacity; only a machine that stays behind loses time, which Lost counts. At 2 ms,
// cells on a quiet 2-core machine at time scale 4 lost 0.9–2.8 % of their time, and
// near capacity a lost share reads as a slower deployment; at 20 ms, 0–0.7 % (18 cells of a full run).
const MaxLag = 20 * time.Millisecond

// Engine runs a Core in real (or scaled) time on one goroutine, the only one that
// touches engine state. Other goroutines talk to it through a command queue that never
// blocks them, and receive events through each request's Sink.
type Engine struct {
	core  *Core
	clock *Clock

	mu     sync.Mutex
	inbox  []command
	closed bool
	wake   chan struct{}

	running, waiting atomic.Int64
	resyncs, steps   atomic.Int64
	lost             atomic.Int64  // virtual time skipped at resyncs, ns
	kvUsage          atomic.Uint64 // float64 bits
}

// New returns an engine for cfg on clock. obs, if not nil, is called on the engine's
// goroutine. Nothing runs until Run.
func New(cfg Config, clock *Clock, obs Observer) (*Engine, error) {
	core, err := NewCore(cfg, obs)
	if err != nil {
		return nil, err
	}
	return &Engine{core: core, clock: clock, wake: make(chan struct{}, 1)}, nil
}

// Config returns the engine's configuration.
func (e *Engine) Config() Config { return e.core.cfg }

// NumBlocks is the KV cache size in blocks.
func (e *Engine) NumBlocks() int { return e.core.pool.total() }

// Clock returns the engine's clock.
func (e *Engine) Clock() *Clock { return e.clock }

// Running is the number of running requests after the last step.
func (e *Engine) Running() int { return int(e.running.Load()) }

// Waiting is the number of waiting requests after the last step.
func (e *Engine) Waiting() int { return int(e.waiting.Load()) }

// Resyncs counts the busy steps at which the engine had fallen more than MaxLag behind
// the wall clock: a measure of whether the machine keeps up with the simulated load.
func (e *Engine) Resyncs() int64 { return e.resyncs.Load() }

// Lost is the virtual time skipped at resyncs so far: time in which the simulated
// deployment did nothing because the machine running it could not keep up. Near
// capacity it reads as a slower deployment in every latency (a run that lost 10 % of
// its time serves about 10 % less), so a cell's share of it says whether its
// latencies describe the deployment or the machine.
func (e *Engine) Lost() time.Duration { return time.Duration(e.lost.Load()) }

// Steps is the number of engine steps run so far (safe to call while running).
func (e *Engine) Steps() int64 { return e.steps.Load() }

// KVUsage is the KV cache usage after the last step.
func (e *Engine) KVUsage() float64 { return math.Float64frombits(e.kvUsage.Load()) }

func (e *Engine) send(c command) error {
	e.mu.Lock()
	if e.closed {
		e.mu.Unlock()
		return ErrClosed
	}
	e.inbox = append(e.inbox, c)
	e.mu.Unlock()
	select {
	case e.wake <- struct{}{}:
	default:
	}
	return nil
}

// Submit queues r, arriving now; its events go to r.Sink. It fails at once for a
// request that can never run (Check) or after the engine stopped.
func (e *Engine) Submit(r *Request) error { return e.SubmitAt(r, e.clock.Now()) }

// SubmitAt queues r with an earlier arrival time (virtual), such as when the server
// received it: vLLM's TTFT and queue-time metrics start at the frontend's arrival.
func (e *Engine) SubmitAt(r *Request, arrival time.Duration) error {
	if err := Check(&e.core.cfg, r); err != nil {
		return err
	}
	return e.send(command{kind: cmdAdd, req: r, at: arrival})
}

// Abort ends request id at the next step boundary; its sink gets an abort event.
func (e *Engine) Abort(id string) { _ = e.send(command{kind: cmdAbort, id: id}) }

// Stall makes the next step d (virtual) longer for every running request.
func (e *Engine) Stall(d time.Duration) { _ = e.send(command{kind: cmdStall, dur: d}) }

// Restart models the engine process restarting: every running and waiting request is
// aborted (its sink gets an abort event) and the prefix cache comes back empty.
func (e *Engine) Restart() { _ = e.send(command{kind: cmdRestart}) }

// ShrinkKV withholds blocks KV blocks for a virtual window.
func (e *Engine) ShrinkKV(blocks int, window time.Duration) {
	_ = e.send(command{kind: cmdShrink, blocks: blocks, dur: window})
}

func (e *Engine) apply() {
	e.mu.Lock()
	cmds := e.inbox
	e.inbox = nil
	e.mu.Unlock()
	c := e.core
	for i := range cmds {
		cmd := &cmds[i]
		switch cmd.kind {
		case cmdAdd:
			if err := c.Add(cmd.req, cmd.at); err != nil && cmd.req.Sink != nil {
				// Only a duplicate id can fail here; Submit checked the rest.
				cmd.req.Sink.Emit(Event{Time: c.now, Finish: FinishAbort})
			}
		case cmdAbort:
			c.Abort(cmd.id)
		case cmdStall:
			c.Stall(cmd.dur)
		case cmdShrink:
			c.ShrinkKV(cmd.blocks, cmd.dur)
		case cmdRestart:
			c.AbortAll()
			c.pool.forget()
		}
	}
}

// Run steps the engine until ctx ends, then aborts every live request (their sinks get
// abort events) and refuses new ones. It returns nil on a clean stop.
func (e *Engine) Run(ctx context.Context) error {
	defer func() {
		e.mu.Lock()
		e.closed = true
		e.mu.Unlock()
		e.apply() // requests submitted before closing still get their abort event
		e.core.AbortAll()
		e.publish()
	}()
	c := e.core
	var idleTimer *time.Timer
	maxLag := time.Duration(float64(MaxLag) * e.clock.Scale())
	idle := true
	for {
		// An idle engine's virtual time follows the wall clock, so it is brought up to
		// date before the commands are applied: a request that arrives after a pause is
		// then added at its own arrival, not at the end of the last step (or at 0 for
		// the run's first request), and a kv_shrink window starts when it was asked
		// for. Applied first, the commands would see the time the engine went idle, and
		// every latency metric of that request would count the idle time.
		if idle {
			c.AdvanceTo(e.clock.Now())
		}
		e.apply()
		if ctx.Err() != nil {
			return nil
		}
		// Busy steps follow each other on the virtual timeline, so the wake-up latency
		// of a sleeping goroutine (tens of µs, times the scale) does not pile up step
		// after step. Virtual time jumps to the wall clock when the engine was idle, or
		// when it has fallen more than MaxLag behind (an overloaded machine): then the
		// timestamps say when tokens really went out.
		if now := e.clock.Now(); idle || now-c.Now() > maxLag {
			if !idle {
				e.resyncs.Add(1)
				e.lost.Add(int64(now - c.Now()))
			}
			c.AdvanceTo(now)
		}
		d, ok := c.Plan()
		idle = !ok
		if !ok {
			e.publish()
			// Nothing to run: wait for a command, a kv_shrink window to end, or the stop.
			var timeout <-chan time.Time
			if t, ok := c.NextWake(); ok {
				wait := e.clock.Wall(t-e.clock.Now()) + time.Millisecond
				if idleTimer == nil {
					idleTimer = time.NewTimer(wait)
				} else {
					idleTimer.Reset(wait)
				}
				timeout = idleTimer.C
			}
			select {
			case <-e.wake:
			case <-timeout:
			case <-ctx.Done():
				return nil
			}
			continue
		}
		end := c.Now() + d
		if err := e.clock.SleepUntil(ctx, end); err != nil {
			return nil
		}
		c.CommitReleased(end, e.clock.Now())
		e.publish()
	}
}

func (e *Engine) publish() {
	e.steps.Store(e.core.Steps())
	e.running.Store(int64(e.core.Running()))
	e.waiting.Store(int64(e.core.Waiting()))
	e.kvUsage.Store(math.Float64bits(e.core.KVUsage()))
}

// Stream is a Sink that buffers events for one consumer without ever blocking the
// engine: Emit appends and signals Ready; the consumer drains with Take.
type Stream struct {
	mu     sync.Mutex
	events []Event
	ready  chan struct{}
}

// NewStream returns an empty stream.
func NewStream() *Stream { return &Stream{ready: make(chan struct{}, 1)} }

// Emit records ev and wakes the consumer.
func (s *Stream) Emit(ev Event) {
	s.mu.Lock()
	s.events = append(s.events, ev)
	s.mu.Unlock()
	select {
	case s.ready <- struct{}{}:
	default:
	}
}

// Ready is signalled after Emit; one signal may stand for several events.
func (s *Stream) Ready() <-chan struct{} { return s.ready }

// Take appends the buffered events to dst, empties the buffer and returns dst.
func (s *Stream) Take(dst []Event) []Event {
	s.mu.Lock()
	dst = append(dst, s.events...)
	s.events = s.events[:0]
	s.mu.Unlock()
	return dst
}
