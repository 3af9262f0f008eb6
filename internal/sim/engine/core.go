package engine

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"time"
)

// seq is the engine's state of one request.
type seq struct {
	req         *Request
	promptLen   int
	numTokens   int // prompt + emitted output
	numComputed int
	numCached   int // prefix-cache hit at first scheduling; −1 before
	blocks      []*block
	hashes      []uint64 // chained hashes of full blocks, extended lazily
	cachedUpTo  int      // blocks [0, cachedUpTo) are registered in the prefix cache
	emitted     int
	salt        uint64

	arrival, firstSched, firstTok, lastTok time.Duration
	preemptions                            int
	running                                bool
	sched                                  int // tokens scheduled in the current step
	draft                                  int // of which draft tokens to verify
	load                                   int // blocks loaded from the CPU tier in the current step

	ready    time.Duration // disaggregated: when the KV cache has arrived from the prefill instance
	remoteKV int           // disaggregated: prompt tokens computed remotely, not yet scheduled here
}

func (s *seq) token(i int) uint32 {
	if i < s.promptLen {
		return s.req.Prompt[i]
	}
	return s.req.Output[i-s.promptLen]
}

// blockHashes returns the chained hashes of the first n full blocks.
func (s *seq) blockHashes(n, bs int, root uint64) []uint64 {
	for j := len(s.hashes); j < n; j++ {
		parent, salt := root, uint64(0)
		if j > 0 {
			parent = s.hashes[j-1]
		} else {
			salt = s.salt
		}
		var buf [64]uint32
		toks := buf[:0]
		if bs > len(buf) {
			toks = make([]uint32, 0, bs)
		}
		for i := j * bs; i < (j+1)*bs; i++ {
			toks = append(toks, s.token(i))
		}
		s.hashes = append(s.hashes, hashBlock(parent, toks, salt))
	}
	return s.hashes[:n]
}

type shrink struct {
	until  time.Duration
	blocks int
}

// Core is the engine's state machine: vLLM V1's scheduler, KV block pool and prefix
// cache, and the step-time model, on a virtual clock. It is not safe for concurrent use:
// Engine owns one on a single goroutine, and self-tests drive one directly in virtual
// time. A step is Plan (schedule and price it) followed by Commit (advance time, emit).
type Core struct {
	cfg     Config
	obs     Observer
	pool    *blockPool
	root    uint64 // NONE_HASH: the parent of every first block, fixed by the seed
	rng     *rand.Rand
	now     time.Duration
	live    map[string]*seq
	running []*seq
	waiting []*seq // FCFS; preempted requests are put back at the head

	planned  []*seq // scheduled in the pending step
	emits    []emit
	planDur  time.Duration
	stall    time.Duration // engine_stall added to the next step
	shrinks  []shrink
	stats    StepStats
	reqStats RequestStats
	steps    int64

	cpu    *cpuTier      // KV offload's CPU tier; nil when off
	remote []*seq        // disaggregated: prefilling remotely, by arrival of their KV cache
	pfFree time.Duration // disaggregated: when the prefill instance is next free
}

// Errors returned by Core.Add and Engine.Submit.
var (
	errDuplicateID = errors.New("duplicate request id")
	errTooLong     = errors.New("request exceeds the model's context length")
	errNoOutput    = errors.New("request has no output tokens")
	ErrClosed      = errors.New("engine stopped")
)

// NewCore validates cfg and returns an idle core at virtual time 0. obs may be nil.
func NewCore(cfg Config, obs Observer) (*Core, error) {
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("engine config: %w", err)
	}
	seed := uint64(cfg.Seed)
	c := &Core{
		cfg:  cfg,
		obs:  obs,
		pool: newBlockPool(cfg.GPUBlocks()),
		root: hashBlock(0, nil, seed^0x9e3779b97f4a7c15),
		rng:  rand.New(rand.NewPCG(seed, 0x5eed)),
		live: make(map[string]*seq),
	}
	if cfg.KVOffloadGiB > 0 {
		c.cpu = newCPUTier(cfg.cpuBlocks())
	}
	return c, nil
}

// Config returns the configuration the core runs with.
func (c *Core) Config() Config { return c.cfg }

// Now is the core's virtual time.
func (c *Core) Now() time.Duration { return c.now }

// AdvanceTo moves virtual time forward to t (never back); used while idle.
func (c *Core) AdvanceTo(t time.Duration) {
	if t > c.now {
		c.now = t
	}
}

// Steps is the number of steps committed so far.
func (c *Core) Steps() int64 { return c.steps }

// Running and Waiting are the current queue lengths.
func (c *Core) Running() int { return len(c.running) }

// Waiting is the number of requests queued for admission, preempted ones included.
func (c *Core) Waiting() int { return len(c.waiting) }

// KVUsage is the fraction of KV blocks in use.
func (c *Core) KVUsage() float64 { return c.pool.usage() }

// NumBlocks is the KV cache size in blocks.
func (c *Core) NumBlocks() int { return c.pool.total() }

// Idle reports whether no request is running or waiting (or, disaggregated, being
// prefilled elsewhere).
func (c *Core) Idle() bool { return len(c.running) == 0 && len(c.waiting) == 0 && len(c.remote) == 0 }

// Check reports whether r can ever run under cfg; it does not touch engine state.
func Check(cfg *Config, r *Request) error {
	if len(r.Output) == 0 {
		return errNoOutput
	}
	total := len(r.Prompt) + len(r.Output)
	if total > cfg.MaxModelLen {
		return fmt.Errorf("%w: %d prompt + %d output tokens > max_model_len %d", errTooLong, len(r.Prompt), len(r.Output), cfg.MaxModelLen)
	}
	// The last output token is never computed, so total−1 tokens need KV slots.
	if need := (total - 1 + cfg.BlockSize - 1) / cfg.BlockSize; need > cfg.GPUBlocks() {
		return fmt.Errorf("%w: needs %d KV blocks, the cache has %d", errTooLong, need, cfg.GPUBlocks())
	}
	return nil
}

// Add queues r, arriving at virtual time arrival, from which its TTFT, queue time and
// end-to-end latency are measured (vLLM's arrival_time). An arrival later than Now is
// kept as given, not moved back to Now: a real-time engine's timeline trails the wall
// clock by up to MaxLag while busy, and moving the arrival back would add that lag to
// the request's latencies. Such a request is not scheduled before its arrival
// (its queue time is never negative); it should not arrive after the next step ends.
func (c *Core) Add(r *Request, arrival time.Duration) error {
	if err := Check(&c.cfg, r); err != nil {
		return err
	}
	if _, ok := c.live[r.ID]; ok {
		return fmt.Errorf("%w %q", errDuplicateID, r.ID)
	}
	s := &seq{
		req:        r,
		promptLen:  len(r.Prompt),
		numTokens:  len(r.Prompt),
		numCached:  -1,
		arrival:    arrival,
		firstSched: -1,
		firstTok:   -1,
		lastTok:    -1,
	}
	if r.CacheSalt != "" {
		s.salt = hashString(r.CacheSalt)
	}
	c.live[r.ID] = s
	if c.cfg.disaggregated() {
		c.prefillRemotely(s, arrival)
		return nil
	}
	c.waiting = append(c.waiting, s)
	return nil
}

func hashString(v string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(v); i++ {
		h = (h ^ uint64(v[i])) * 1099511628211
	}
	return h | 1 // never 0, which means "no salt"
}

// Abort ends a live request at the next step boundary, freeing its blocks; it reports
// whether the request was live. The request's sink gets a final abort event.
func (c *Core) Abort(id string) bool {
	s, ok := c.live[id]
	if !ok {
		return false
	}
	if s.running {
		c.running = removeSeq(c.running, s)
	} else {
		c.waiting = removeSeq(c.waiting, s)
		c.remote = removeSeq(c.remote, s)
	}
	c.finish(s, FinishAbort)
	if s.req.Sink != nil {
		s.req.Sink.Emit(Event{Time: c.now, Index: s.emitted, Finish: FinishAbort, Cached: max(s.numCached, 0)})
	}
	return true
}

// AbortAll aborts every live request (engine shutdown).
func (c *Core) AbortAll() {
	for len(c.running) > 0 {
		c.Abort(c.running[len(c.running)-1].req.ID)
	}
	for len(c.waiting) > 0 {
		c.Abort(c.waiting[len(c.waiting)-1].req.ID)
	}
	for len(c.remote) > 0 {
		c.Abort(c.remote[len(c.remote)-1].req.ID)
	}
}

func removeSeq(list []*seq, s *seq) []*seq {
	for i, x := range list {
		if x == s {
			return append(list[:i], list[i+1:]...)
		}
	}
	return list
}

// Stall adds d to the next step: an engine-wide hiccup every running request sees.
func (c *Core) Stall(d time.Duration) {
	if d > 0 {
		c.stall += d
	}
}

// ShrinkKV withholds up to blocks KV blocks until virtual time Now()+window, as if the
// cache had shrunk; running requests that then run out of blocks are preempted.
func (c *Core) ShrinkKV(blocks int, window time.Duration) {
	if blocks <= 0 || window <= 0 {
		return
	}
	c.shrinks = append(c.shrinks, shrink{until: c.now + window, blocks: blocks})
	c.applyShrinks()
}

func (c *Core) applyShrinks() {
	kept, total := c.shrinks[:0], 0
	for _, s := range c.shrinks {
		if s.until > c.now {
			kept = append(kept, s)
			total += s.blocks
		}
	}
	c.shrinks = kept
	c.pool.reserved = min(total, c.pool.total())
}

// NextWake is the next virtual time at which the core's state changes by itself (a
// kv_shrink window ending, or a remotely prefilled request's KV cache arriving), and
// false when there is none.
func (c *Core) NextWake() (time.Duration, bool) {
	var t time.Duration
	ok := false
	if len(c.remote) > 0 {
		t, ok = c.remote[0].ready, true
	}
	for _, s := range c.shrinks {
		if !ok || s.until < t {
			t, ok = s.until, true
		}
	}
	return t, ok
}

// allocate finds KV slots for n more tokens of s beyond its computed ones, taking hit
// (already computed, cached) blocks first for a newly admitted request. It reports
// false, changing nothing, when too few blocks are free (vLLM's allocate_slots → None).
func (c *Core) allocate(s *seq, n int, hits []*block) bool {
	bs := c.cfg.BlockSize
	have := len(s.blocks) + len(hits)
	computed := s.numComputed + len(hits)*bs
	need := (computed+n+bs-1)/bs - have
	if need < 0 {
		need = 0
	}
	fromFree := need
	for _, b := range hits {
		if b.ref == 0 {
			fromFree++ // touching an unreferenced cached block takes it off the free list
		}
	}
	if fromFree > c.pool.usable() {
		return false
	}
	for _, b := range hits {
		c.pool.touch(b)
		s.blocks = append(s.blocks, b)
	}
	for range need {
		s.blocks = append(s.blocks, c.pool.pop())
	}
	return true
}

// freeBlocks releases s's blocks in reverse order, so that a chain's tail is evicted
// before its head (vLLM appends freed blocks reversed).
func (c *Core) freeBlocks(s *seq) {
	for i := len(s.blocks) - 1; i >= 0; i-- {
		c.pool.release(s.blocks[i])
	}
	s.blocks = s.blocks[:0]
	s.cachedUpTo = 0
}

func (c *Core) preempt(s *seq) {
	c.freeBlocks(s)
	s.numComputed = 0
	s.running = false
	s.preemptions++
	c.waiting = append(c.waiting, nil)
	copy(c.waiting[1:], c.waiting)
	c.waiting[0] = s
	c.stats.Preemptions++
}

// Plan schedules the next step by vLLM V1's rules and prices it. It returns false when
// nothing can be scheduled (idle, or everything blocked on KV space).
func (c *Core) Plan() (time.Duration, bool) {
	c.applyShrinks()
	if len(c.remote) > 0 {
		c.admitRemote()
	}
	st := &c.stats
	*st = StepStats{TTFTs: st.TTFTs[:0], ITLs: st.ITLs[:0]}
	c.planned = c.planned[:0]
	budget := c.cfg.MaxNumBatchedTokens
	thr := c.cfg.LongPrefillTokenThreshold
	preempted := false

	// RUNNING first, in admission order.
	for i := 0; i < len(c.running) && budget > 0; i++ {
		s := c.running[i]
		n := s.numTokens - s.numComputed
		if thr > 0 && n > thr {
			n = thr
		}
		n = min(n, budget)
		if n <= 0 {
			continue
		}
		s.draft = c.specDrafts(s, budget)
		n += s.draft
		scheduled := true
		for !c.allocate(s, n, nil) {
			victim := c.running[len(c.running)-1]
			c.running = c.running[:len(c.running)-1]
			c.preempt(victim)
			preempted = true
			if victim == s {
				scheduled = false
				break
			}
		}
		if !scheduled {
			s.draft = 0
			break
		}
		s.sched = n
		c.planned = append(c.planned, s)
		budget -= n
	}

	// WAITING next, FCFS with head-of-line blocking, unless this step preempted.
	for !preempted && len(c.waiting) > 0 && budget > 0 && len(c.running) < c.cfg.MaxNumSeqs {
		s := c.waiting[0]
		var hits []*block
		first := s.numCached < 0
		if c.cfg.EnablePrefixCaching {
			hits = c.lookup(s)
		}
		// Blocks found in the CPU tier and a prompt prefilled elsewhere are computed
		// too, but need fresh blocks here: extra tokens beyond the GPU hits.
		load := c.cpuLookup(s, len(hits))
		computed := (len(hits) + load) * c.cfg.BlockSize
		cached := computed
		if s.remoteKV > computed {
			computed = s.remoteKV
		}
		extra := computed - len(hits)*c.cfg.BlockSize
		n := s.numTokens - computed
		if thr > 0 && n > thr {
			n = thr
		}
		n = min(n, budget)
		if !c.allocate(s, n+extra, hits) {
			break
		}
		s.load, s.remoteKV = load, 0
		c.waiting = c.waiting[1:]
		s.running = true
		s.numComputed = computed
		s.cachedUpTo = len(hits)
		if first {
			s.numCached = cached
			s.firstSched = max(c.now, s.arrival)
			st.PrefixQueries += s.numTokens
			st.PrefixHits += len(hits) * c.cfg.BlockSize
			if c.cfg.EnablePrefixCaching {
				st.PrefixQueryBlocks += max((s.numTokens-1)/c.cfg.BlockSize, 0)
				st.PrefixHitBlocks += len(hits)
			}
		}
		c.running = append(c.running, s)
		s.sched = n
		c.planned = append(c.planned, s)
		budget -= n
	}

	if len(c.planned) == 0 {
		if st.Preemptions > 0 && c.obs != nil {
			// Everything that ran was preempted: no step runs, but the preemptions
			// happened and must be counted.
			st.Start, st.End = c.now, c.now
			st.Running, st.Waiting, st.KVUsage = len(c.running), len(c.waiting), c.pool.usage()
			c.obs.ObserveStep(st)
		}
		return 0, false
	}
	sh := StepShape{Seqs: len(c.planned)}
	for _, s := range c.planned {
		sh.Tokens += s.sched
		sh.LoadBlocks += s.load
		if s.sched == 1+s.draft && s.emitted > 0 && s.numComputed == s.numTokens-1 {
			sh.Decodes++
			sh.DecodeCtx += float64(s.numTokens)
			if s.draft > 0 {
				sh.SpecSeqs++
				sh.SpecDrafts = max(sh.SpecDrafts, s.draft)
			}
		} else {
			p, ch := float64(s.numComputed), float64(s.sched)
			sh.PrefillWork += ch * (p + ch/2)
		}
	}
	st.Shape = sh
	d := c.cfg.stepTime(sh)
	if c.cfg.StepJitter > 0 {
		sig := c.cfg.StepJitter
		d = time.Duration(float64(d) * math.Exp(sig*c.rng.NormFloat64()-sig*sig/2))
	}
	d += c.stall
	c.stall = 0
	c.planDur = d
	return d, true
}

// lookup returns the cached blocks of s's longest full-block prefix, capped so that at
// least the last token is recomputed (vLLM's max_cache_hit_length = num_tokens − 1).
func (c *Core) lookup(s *seq) []*block {
	bs := c.cfg.BlockSize
	maxBlocks := (s.numTokens - 1) / bs
	if maxBlocks <= 0 {
		return nil
	}
	var hits []*block
	for j, h := range s.blockHashes(maxBlocks, bs, c.root) {
		b := c.pool.lookup(h)
		if b == nil {
			break
		}
		if hits == nil {
			hits = make([]*block, 0, maxBlocks-j)
		}
		hits = append(hits, b)
	}
	return hits
}

// Commit ends the planned step at virtual time end (at least Now()+the planned time):
// computed tokens advance, full blocks enter the prefix cache, caught-up requests emit
// a token, finished ones free their blocks. Events carry the time end.
func (c *Core) Commit(end time.Duration) { c.CommitReleased(end, end) }

// CommitReleased is Commit for a real-time driver whose step ended at end on the
// virtual timeline but whose tokens left at release (≥ end, when the driver woke up
// late): the timeline goes on from end, so wake-up latency does not pile up, while
// events and latency metrics carry release, the time a client could see the tokens.
func (c *Core) CommitReleased(end, release time.Duration) {
	st := &c.stats
	st.Start = c.now
	if earliest := c.now + c.planDur; end < earliest {
		end = earliest
	}
	release = max(release, end)
	c.now = end
	c.steps++
	bs := c.cfg.BlockSize
	finished := false
	for _, s := range c.planned {
		s.numComputed += s.sched
		count := 1 // tokens s emits if it has caught up
		if s.draft > 0 {
			// Rejected draft tokens leave no KV behind; the target's own token
			// follows the accepted ones.
			a := c.accept(s.draft)
			s.numComputed -= s.draft - a
			count += a
		}
		s.sched, s.draft, s.load = 0, 0, 0
		if c.cfg.EnablePrefixCaching {
			full := s.numComputed / bs
			if full > s.cachedUpTo {
				hs := s.blockHashes(full, bs, c.root)
				for j := s.cachedUpTo; j < full; j++ {
					c.pool.cache(s.blocks[j], hs[j])
					if c.cpu != nil {
						c.cpu.put(hs[j])
					}
				}
				s.cachedUpTo = full
			}
		}
		if s.numComputed < s.numTokens {
			continue // still prefilling (or recomputing after preemption)
		}
		idx := s.emitted
		s.emitted += count
		s.numTokens += count
		st.GenerationTokens += count
		if idx == 0 {
			s.firstTok = release
			st.TTFTs = append(st.TTFTs, release-s.arrival)
			st.PromptTokens += s.promptLen
		} else {
			st.ITLs = append(st.ITLs, release-s.lastTok)
		}
		s.lastTok = release
		ev := Event{Time: release, Index: idx, Count: count, Cached: s.numCached}
		if s.emitted == len(s.req.Output) {
			ev.Finish = s.req.Finish
			if ev.Finish == "" {
				ev.Finish = FinishLength
			}
			s.running = false
			finished = true
		}
		c.emits = append(c.emits, emit{s.req.Sink, ev})
		if ev.Finish != "" {
			c.finish(s, ev.Finish)
		}
	}
	if finished {
		kept := c.running[:0]
		for _, s := range c.running {
			if s.running {
				kept = append(kept, s)
			}
		}
		clear(c.running[len(kept):])
		c.running = kept
	}
	st.End = end
	st.Running = len(c.running)
	st.Waiting = len(c.waiting)
	st.KVUsage = c.pool.usage()
	if c.obs != nil {
		c.obs.ObserveStep(st)
	}
	// Metrics first, events second: a client that scrapes /metrics right after its
	// stream ended must see its own request counted.
	//
	// Within the step the events are handed out newest sequence first (c.planned runs
	// from the oldest running sequence to the newly admitted ones). All of them carry
	// the same release time, but the frontend delivers them one after another, so each
	// event reaches its client with a delay that grows with its place in this order —
	// about 2 ms for the last of 256 on 2 cores. A sequence keeps nearly the same place
	// step after step, so the delay cancels in its ITLs; it does not cancel in TTFT, a
	// single reading, so first tokens go first. (vLLM's output processor walks its
	// batch the other way, running requests before new ones; the simulator's frontend
	// is not a model of that, only a harness whose own delay should bias no metric.)
	for i := len(c.emits) - 1; i >= 0; i-- {
		if e := c.emits[i]; e.sink != nil {
			e.sink.Emit(e.ev)
		}
		c.emits[i] = emit{}
	}
	c.emits = c.emits[:0]
}

// emit is an event held back until the step's metrics are recorded.
type emit struct {
	sink Sink
	ev   Event
}

// finish frees s and reports it to the observer.
func (c *Core) finish(s *seq, reason string) {
	c.freeBlocks(s)
	s.running = false
	delete(c.live, s.req.ID)
	if c.obs == nil {
		return
	}
	c.reqStats = RequestStats{
		ID:             s.req.ID,
		Arrival:        s.arrival,
		FirstScheduled: s.firstSched,
		FirstToken:     s.firstTok,
		LastToken:      s.lastTok,
		PromptTokens:   s.promptLen,
		OutputTokens:   s.emitted,
		CachedTokens:   max(s.numCached, 0),
		MaxTokens:      s.req.MaxTokens,
		Preemptions:    s.preemptions,
		Finish:         reason,
	}
	c.obs.ObserveFinish(&c.reqStats)
}
