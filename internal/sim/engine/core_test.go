package engine

import (
	"context"
	"errors"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func tiny(tb testing.TB, mod func(*Config)) Config {
	tb.Helper()
	cfg, err := Preset("tiny")
	require.NoError(tb, err)
	if mod != nil {
		mod(&cfg)
	}
	return cfg
}

func TestPresetUnknown(t *testing.T) {
	_, err := Preset("a100")
	require.Error(t, err)
	assert.Contains(t, err.Error(), `"a100"`)
	assert.Contains(t, err.Error(), "h200-llama8b, h100-llama8b, tiny")
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name string
		mod  func(*Config)
		want string
	}{
		{"budget-below-seqs", func(c *Config) { c.MaxNumBatchedTokens = 8 }, "max_num_batched_tokens 8"},
		{"zero-block-size", func(c *Config) { c.BlockSize = 0 }, "block_size"},
		{"bad-dtype", func(c *Config) { c.KVCacheDtype = "int4" }, `kv_cache_dtype "int4"`},
		{"no-blocks", func(c *Config) { c.NumGPUBlocks = 0; c.GPUMemBytes = 1 }, "kv cache"},
		{"negative-threshold", func(c *Config) { c.LongPrefillTokenThreshold = -1 }, "long_prefill_token_threshold"},
		{"zero-bandwidth", func(c *Config) { c.Cost.BWKV = 0 }, "cost.bw_kv"},
		{"jitter", func(c *Config) { c.StepJitter = 2 }, "step_jitter"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := tiny(t, tt.mod)
			err := cfg.Validate()
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
	for _, p := range Presets() {
		cfg, err := Preset(p)
		require.NoError(t, err)
		assert.NoError(t, cfg.Validate(), "preset %s", p)
	}
}

func TestCheck(t *testing.T) {
	cfg := tiny(t, func(c *Config) { c.MaxModelLen = 100; c.NumGPUBlocks = 4 })
	tests := []struct {
		name        string
		prompt, out int
		want        error
	}{
		{"fits", 40, 10, nil},
		{"no-output", 10, 0, errNoOutput},
		{"over-context", 95, 10, errTooLong},
		{"over-cache", 60, 10, errTooLong},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Check(&cfg, request("x", tokens(1, tt.prompt), tt.out))
			if tt.want == nil {
				assert.NoError(t, err)
				return
			}
			assert.ErrorIs(t, err, tt.want)
		})
	}
}

func TestStepTimeMonotone(t *testing.T) {
	for _, p := range Presets() {
		cfg, err := Preset(p)
		require.NoError(t, err)
		prev := time.Duration(0)
		for _, n := range []int{1, 64, 256, 512, 1024, 2048, 4096, 8192, 12000} {
			d := cfg.Cost.StepTime(StepShape{Seqs: 1, Tokens: n, PrefillWork: float64(n) * float64(n) / 2}, KVAuto)
			assert.Greater(t, d, prev, "%s: StepTime(prefill %d) = %v, not above %v", p, n, d, prev)
			prev = d
		}
		assert.Zero(t, cfg.Cost.StepTime(StepShape{}, KVAuto), "an empty step takes no time")
	}
}

// step runs one planned step to completion and returns its duration.
func step(t *testing.T, c *Core) time.Duration {
	t.Helper()
	d, ok := c.Plan()
	require.True(t, ok, "Plan found nothing to run")
	c.Commit(c.Now() + d)
	return d
}

func TestChunkedPrefillAndDecode(t *testing.T) {
	var events []Event
	c, err := NewCore(tiny(t, func(c *Config) { c.MaxNumBatchedTokens = 512 }), nil)
	require.NoError(t, err)
	r := request("a", tokens(1, 1200), 3)
	r.Sink = SinkFunc(func(ev Event) { events = append(events, ev) })
	require.NoError(t, c.Add(r, 0))
	// 1200 prompt tokens in chunks of 512, 512, 176: the third step emits token 0.
	for i := range 2 {
		step(t, c)
		assert.Empty(t, events, "no token before the prompt is computed (step %d)", i)
	}
	step(t, c)
	require.Len(t, events, 1)
	assert.Equal(t, 0, events[0].Index)
	step(t, c)
	step(t, c)
	require.Len(t, events, 3)
	assert.Equal(t, FinishLength, events[2].Finish)
	assert.True(t, c.Idle())
	assert.Equal(t, 0.0, c.KVUsage(), "finished requests' blocks are free (cached blocks count as free)")
	for i := 1; i < len(events); i++ {
		assert.Greater(t, events[i].Time, events[i-1].Time)
	}
}

func TestLongPrefillThreshold(t *testing.T) {
	obs := &counting{}
	c, err := NewCore(tiny(t, func(c *Config) { c.LongPrefillTokenThreshold = 100 }), obs)
	require.NoError(t, err)
	require.NoError(t, c.Add(request("a", tokens(1, 350), 1), 0))
	for c.Running()+c.Waiting() > 0 {
		step(t, c)
	}
	assert.Equal(t, []int{100, 100, 100, 50}, obs.tokensPerStep)
}

func TestPrefixHitCappedAtPromptMinusOne(t *testing.T) {
	tests := []struct {
		name   string
		prompt int
		want   int
	}{
		{"block-aligned", 64, 48}, // the last token must be recomputed: it costs a whole block
		{"one-over", 65, 64},
		{"short", 15, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := newDriver(t, tiny(t, nil), nil)
			p := tokens(5, tt.prompt)
			d.at(0, request("first", p, 1))
			d.at(time.Second, request("again", p, 1))
			d.run(1000)
			assert.Equal(t, tt.want, d.recs["again"].cached)
			assert.Equal(t, 0, d.recs["first"].cached)
		})
	}
}

// TestPrefixBlockCounters checks the counts vLLM 0.8.x exported: the full blocks looked
// up per request (the last one left out when the prompt fills it exactly, since it is
// recomputed) and the ones found cached, nothing without prefix caching; with it, the
// token counters count the same lookups in tokens.
func TestPrefixBlockCounters(t *testing.T) {
	tests := []struct {
		name                   string
		prompt                 int
		caching                bool
		queryBlocks, hitBlocks int // over both requests
		queries, hits          int
	}{
		{name: "block-aligned", prompt: 64, caching: true, queryBlocks: 2 * 3, hitBlocks: 3, queries: 2 * 64, hits: 48},
		{name: "one-over", prompt: 65, caching: true, queryBlocks: 2 * 4, hitBlocks: 4, queries: 2 * 65, hits: 64},
		{name: "shorter-than-a-block", prompt: 15, caching: true, queryBlocks: 0, hitBlocks: 0, queries: 2 * 15, hits: 0},
		{name: "no-prefix-caching", prompt: 65, caching: false, queryBlocks: 0, hitBlocks: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			obs := &counting{}
			d := newDriver(t, tiny(t, func(c *Config) { c.EnablePrefixCaching = tt.caching }), obs)
			p := tokens(5, tt.prompt)
			d.at(0, request("first", p, 1))
			d.at(time.Second, request("again", p, 1))
			d.run(1000)
			assert.Equal(t, tt.queryBlocks, obs.queryBlocks, "PrefixQueryBlocks")
			assert.Equal(t, tt.hitBlocks, obs.hitBlocks, "PrefixHitBlocks")
			if tt.caching {
				assert.Equal(t, tt.queries, obs.queries, "PrefixQueries")
				assert.Equal(t, tt.hits, obs.hits, "PrefixHits")
			}
		})
	}
}

func TestCacheSaltIsolates(t *testing.T) {
	p := tokens(5, 200)
	tests := []struct {
		name         string
		salt1, salt2 string
		want         int
	}{
		{"no-salt", "", "", 192},
		{"same-salt", "tenant-a", "tenant-a", 192},
		{"other-salt", "tenant-a", "tenant-b", 0},
		{"salt-vs-none", "tenant-a", "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := newDriver(t, tiny(t, nil), nil)
			a, b := request("a", p, 1), request("b", p, 1)
			a.CacheSalt, b.CacheSalt = tt.salt1, tt.salt2
			d.at(0, a)
			d.at(time.Second, b)
			d.run(1000)
			assert.Equal(t, tt.want, d.recs["b"].cached)
		})
	}
}

func TestPrefixCachingDisabled(t *testing.T) {
	d := newDriver(t, tiny(t, func(c *Config) { c.EnablePrefixCaching = false }), nil)
	p := tokens(5, 200)
	d.at(0, request("a", p, 1))
	d.at(time.Second, request("b", p, 1))
	d.run(1000)
	assert.Equal(t, 0, d.recs["b"].cached)
}

func TestLRUEviction(t *testing.T) {
	// 12 blocks: request a caches 6 full blocks; b (unrelated, 8 blocks) must evict some
	// of them, tail first; c then repeats a's prompt and finds only the head.
	d := newDriver(t, tiny(t, func(c *Config) { c.NumGPUBlocks = 12 }), nil)
	pa := tokens(1, 6*16+1)
	d.at(0, request("a", pa, 1))
	d.at(time.Second, request("b", tokens(2, 8*16), 1))
	d.at(2*time.Second, request("c", pa, 1))
	d.run(1000)
	// a held 7 blocks (6 full and hashed, 1 partial) and freed them in reverse, so the
	// free list is: 5 never-used blocks, a's partial block, a's full blocks 6..1. b pops
	// 8: the 5 unused, a's partial, a's blocks 6 and 5. c finds a's blocks 1–4.
	assert.Equal(t, 4*16, d.recs["c"].cached)
}

func TestFCFSHeadOfLineBlocking(t *testing.T) {
	// max_num_seqs 2: the third request waits although the budget has room.
	obs := &counting{}
	d := newDriver(t, tiny(t, func(c *Config) { c.MaxNumSeqs = 2; c.MaxNumBatchedTokens = 2048 }), obs)
	for i := range 3 {
		d.at(0, request("r"+strconv.Itoa(i), tokens(uint64(i+1), 32), 5))
	}
	d.run(1000)
	assert.Equal(t, 2, obs.maxRunning)
	assert.Greater(t, d.recs["r2"].first, d.recs["r1"].last, "r2 starts only after a slot frees")
	// Budget-based head-of-line blocking: a head too big for the KV space blocks a small one.
	d = newDriver(t, tiny(t, func(c *Config) { c.NumGPUBlocks = 10 }), nil)
	d.at(0, request("big", tokens(1, 100), 40))                // 9 blocks at the end
	d.at(time.Millisecond, request("huge", tokens(2, 140), 2)) // needs 9 blocks: waits
	d.at(time.Millisecond, request("small", tokens(3, 10), 2)) // would fit, but is behind huge
	d.run(10000)
	assert.GreaterOrEqual(t, d.recs["small"].first, d.recs["huge"].first, "FCFS: small must not overtake huge")
	assert.Greater(t, d.recs["small"].first, d.recs["big"].last-time.Millisecond, "small waits for big's blocks although one block was free")
}

func TestPreemptionRecomputes(t *testing.T) {
	// Two requests that cannot both finish in 8 blocks: the later one is preempted
	// (last in), recomputes, and its client sees a gap, not lost tokens.
	obs := &counting{}
	d := newDriver(t, tiny(t, func(c *Config) { c.NumGPUBlocks = 8 }), obs)
	d.at(0, request("first", tokens(1, 40), 40))
	d.at(0, request("second", tokens(2, 40), 40))
	d.run(10000)
	assert.Greater(t, obs.preemptions, 0)
	for _, id := range []string{"first", "second"} {
		assert.Equal(t, 40, d.recs[id].tokens, "%s emits every token exactly once", id)
		assert.Equal(t, FinishLength, d.recs[id].finish)
	}
	gaps := d.recs["second"].itls()
	assert.Greater(t, quantile(durSeconds(gaps), 1), 3*quantile(durSeconds(gaps), .5), "the preempted request shows an ITL gap")
	assert.Equal(t, 0.0, d.core.KVUsage())
}

func durSeconds(ds []time.Duration) []float64 {
	out := make([]float64, len(ds))
	for i, d := range ds {
		out[i] = d.Seconds()
	}
	return out
}

func TestAbortFreesBlocks(t *testing.T) {
	var evs []Event
	c, err := NewCore(tiny(t, nil), nil)
	require.NoError(t, err)
	r := request("a", tokens(1, 300), 100)
	r.Sink = SinkFunc(func(ev Event) { evs = append(evs, ev) })
	require.NoError(t, c.Add(r, 0))
	step(t, c)
	step(t, c)
	assert.Greater(t, c.KVUsage(), 0.0)
	assert.True(t, c.Abort("a"))
	assert.False(t, c.Abort("a"), "a second abort finds nothing")
	assert.Equal(t, 0.0, c.KVUsage())
	assert.True(t, c.Idle())
	require.NotEmpty(t, evs)
	assert.Equal(t, FinishAbort, evs[len(evs)-1].Finish)
	_, ok := c.Plan()
	assert.False(t, ok)
}

func TestDuplicateID(t *testing.T) {
	c, err := NewCore(tiny(t, nil), nil)
	require.NoError(t, err)
	require.NoError(t, c.Add(request("a", tokens(1, 10), 1), 0))
	assert.ErrorIs(t, c.Add(request("a", tokens(1, 10), 1), 0), errDuplicateID)
}

func TestStallAndShrink(t *testing.T) {
	c, err := NewCore(tiny(t, func(c *Config) { c.NumGPUBlocks = 64 }), nil)
	require.NoError(t, err)
	require.NoError(t, c.Add(request("a", tokens(1, 10), 50), 0))
	base := step(t, c)
	c.Stall(100 * time.Millisecond)
	assert.InDelta(t, base+100*time.Millisecond, step(t, c), float64(10*time.Microsecond), "the stall lengthens exactly one step")
	assert.Less(t, step(t, c), 50*time.Millisecond)
	// Shrinking the cache to nothing blocks the request until the window ends.
	c.ShrinkKV(64, time.Second)
	assert.Equal(t, 1.0, c.KVUsage())
	end := c.Now() + time.Second
	for range 100 { // the request runs until it needs a new block, then preempts itself
		if _, ok := c.Plan(); !ok {
			break
		}
		c.Commit(c.Now())
	}
	_, ok := c.Plan()
	assert.False(t, ok, "no block is usable during the shrink")
	w, ok := c.NextWake()
	require.True(t, ok)
	assert.Equal(t, end, w)
	c.AdvanceTo(w)
	_, ok = c.Plan()
	assert.True(t, ok, "the request resumes after the window")
}

// runRealTime starts an engine of cfg on a clock at 10× real time, submits a request
// of prompt tokens asking for out tokens, and returns the engine, its clock, the
// request's events up to its finish (at most 5 s) and stop, which ends Run and
// returns its error; t.Cleanup stops it if the test did not.
func runRealTime(t *testing.T, cfg Config, prompt []uint32, out int) (e *Engine, clk *Clock, evs []Event, stop func() error) {
	t.Helper()
	clk, err := NewClock(10)
	require.NoError(t, err)
	e, err = New(cfg, clk, nil)
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- e.Run(ctx) }()
	stop = sync.OnceValue(func() error { cancel(); return <-done })
	t.Cleanup(func() { _ = stop() })

	s := NewStream()
	r := request("a", prompt, out)
	r.Sink = s
	require.NoError(t, e.Submit(r))
	deadline := time.After(5 * time.Second)
	for len(evs) == 0 || evs[len(evs)-1].Finish == "" {
		select {
		case <-s.Ready():
			evs = s.Take(evs)
		case <-deadline:
			t.Fatalf("no finish after 5s; %d events", len(evs))
		}
	}
	return e, clk, evs, stop
}

func TestEngineRealTime(t *testing.T) {
	e, clk, evs, stop := runRealTime(t, tiny(t, nil), tokens(1, 100), 20)
	require.Len(t, evs, 20)
	// Virtual timestamps follow the wall clock at 10× and never run behind it.
	assert.LessOrEqual(t, evs[len(evs)-1].Time, clk.Now())

	// An aborted request's stream ends with an abort event.
	s2 := NewStream()
	r2 := request("b", tokens(2, 100), 10000)
	r2.Sink = s2
	require.NoError(t, e.Submit(r2))
	e.Abort("b")
	evs = nil
	for len(evs) == 0 || evs[len(evs)-1].Finish == "" {
		select {
		case <-s2.Ready():
			evs = s2.Take(evs)
		case <-time.After(5 * time.Second):
			t.Fatal("no abort event")
		}
	}
	assert.Equal(t, FinishAbort, evs[len(evs)-1].Finish)

	// After Run stops, Submit fails with ErrClosed and live requests got abort events.
	s3 := NewStream()
	r3 := request("c", tokens(3, 100), 10000)
	r3.Sink = s3
	require.NoError(t, e.Submit(r3))
	require.NoError(t, stop())
	evs = s3.Take(nil)
	require.NotEmpty(t, evs)
	assert.Equal(t, FinishAbort, evs[len(evs)-1].Finish)
	assert.True(t, errors.Is(e.Submit(request("d", tokens(4, 10), 1)), ErrClosed))
}

func TestClockScale(t *testing.T) {
	for _, k := range []float64{0, -1, 11} {
		_, err := NewClock(k)
		assert.Error(t, err, "NewClock(%g)", k)
	}
	clk, err := NewClock(4)
	require.NoError(t, err)
	assert.Equal(t, 250*time.Millisecond, clk.Wall(time.Second))
}

func TestPreemptionWithoutStepIsCounted(t *testing.T) {
	// A shrink that leaves no block preempts the only running request; no step runs,
	// but the observer still hears of the preemption.
	obs := &counting{}
	c, err := NewCore(tiny(t, func(c *Config) { c.NumGPUBlocks = 64 }), obs)
	require.NoError(t, err)
	require.NoError(t, c.Add(request("a", tokens(1, 16), 50), 0))
	step(t, c)
	c.ShrinkKV(64, time.Second)
	for range 100 {
		if _, ok := c.Plan(); !ok {
			break
		}
		c.Commit(c.Now())
	}
	assert.Equal(t, 1, obs.preemptions)
	assert.Equal(t, 1, c.Waiting())
}

// TestStepEventsNewestFirst pins the order in which one step's events are handed to
// the sinks: newest sequence first, so that a request's first token is not the last
// of the step to be delivered (see CommitReleased).
func TestStepEventsNewestFirst(t *testing.T) {
	c, err := NewCore(tiny(t, nil), nil)
	require.NoError(t, err)
	var order []string
	add := func(id string) {
		r := request(id, tokens(uint64(len(id)), 16), 8)
		r.Sink = SinkFunc(func(Event) { order = append(order, id) })
		require.NoError(t, c.Add(r, c.Now()))
	}
	add("old")
	step(t, c) // old's prefill and first token
	add("new")
	order = nil
	step(t, c) // old decodes, new prefills: both emit
	assert.Equal(t, []string{"new", "old"}, order)
	order = nil
	step(t, c)
	assert.Equal(t, []string{"new", "old"}, order, "the order holds from step to step")
}
