package wirebench

import (
	"context"
	"fmt"
	"math"
	"os"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/lab/wakeup"
	"github.com/infergate/infergate/internal/loadgen"
	"github.com/infergate/infergate/internal/stats"
)

// spawn starts the server in its own process (this test binary again, with serveEnv
// set) and stops it in Cleanup.
func spawn(tb testing.TB, sched Schedule) *Process {
	tb.Helper()
	exe, err := os.Executable()
	require.NoError(tb, err)
	p, err := Spawn(context.Background(), exe, []string{"-test.run=^$"}, []string{serveEnv + "=" + sched.String(), "GOGC=100"})
	require.NoError(tb, err)
	tb.Cleanup(func() { require.NoError(tb, p.Stop()) })
	return p
}

// reader is one client under study.
type reader interface {
	loadgen.Doer
	CloseIdleConnections()
}

// contender is a named client.
type contender struct {
	name string
	r    reader
	gc   int // loadgen.Config.GCPercent of its runs
}

// extra adds contenders (a build-tagged file may set it).
var extra func(url string) []contender

// contenders builds the clients compared side by side: the gate's client, the same
// reading the clock in user space instead of taking the kernel's receive times
// (client.Config.UserSpaceTimes), the same with go-openai's request path
// (client.Config.ViaGoOpenAI), the gate's client with the collector left at the
// process's setting during its runs (loadgen.Config.GCPercent < 0; GOGC=100 unless the
// environment says otherwise), and the bare reader.
func contenders(tb testing.TB, p *Process) []contender {
	tb.Helper()
	gate, err := client.New(client.Config{BaseURL: p.URL(), Model: "wirebench", Timeout: time.Minute})
	require.NoError(tb, err)
	via, err := client.New(client.Config{BaseURL: p.URL(), Model: "wirebench", Timeout: time.Minute, ViaGoOpenAI: true})
	require.NoError(tb, err)
	user, err := client.New(client.Config{BaseURL: p.URL(), Model: "wirebench", Timeout: time.Minute, UserSpaceTimes: true})
	require.NoError(tb, err)
	out := []contender{{name: "gate", r: gate}, {name: "gate-user-space", r: user}, {name: "gate-go-openai", r: via},
		{name: "gate-no-gc-hold", r: gate, gc: -1}, {name: "bare", r: NewBare(p.URL(), "wirebench", nil)}}
	if extra != nil {
		out = append(out, extra(p.URL())...)
	}
	if keep := os.Getenv("WIREBENCH_CLIENTS"); keep != "" {
		out = slices.DeleteFunc(out, func(c contender) bool { return !slices.Contains(strings.Split(keep, ","), c.name) })
	}
	for _, c := range out {
		tb.Cleanup(c.r.CloseIdleConnections)
	}
	return out
}

// load is one load shape.
type load struct {
	streams int
	poisson bool
	tokens  int     // token chunks per stream
	perUser int     // closed loop: requests per user
	span    float64 // Poisson: seconds of arrivals
}

func (l load) String() string {
	if l.poisson {
		return fmt.Sprintf("streams=%d/poisson", l.streams)
	}
	return fmt.Sprintf("streams=%d/closed", l.streams)
}

// outcome is one run of one client.
type outcome struct {
	errs    Errors
	lag     []float64     // dispatch lag, ms (open loop)
	peak    int           // most requests in flight
	conns   int           // connections the server saw opened during the run
	events  int           // events read
	cpu     time.Duration // this process's CPU time (user + system) during the run
	noise   float64       // the machine's wake-up lateness p99 during the run, ms (package wakeup)
	waited  time.Duration // how long the run waited for a quiet machine (waitQuiet)
	elapsed time.Duration
}

// streamTime is how long a stream of n tokens lasts on sched.
func streamTime(sched Schedule, n int) time.Duration {
	return sched.First + time.Duration(n-1)*sched.Gap
}

// run warms c's connections, runs l once, and compares the records with the truths.
// In a Poisson run only the requests that arrived after one stream time (when the
// load has reached its level) are compared.
func run(ctx context.Context, p *Process, sched Schedule, c contender, l load, tag string) (outcome, error) {
	var o outcome
	// Warm the pool with a little more than the peak the run will reach.
	warm := l.streams
	if l.poisson {
		warm = l.streams + l.streams/4 + 16
	}
	wr := make([]client.Request, warm)
	for i := range wr {
		wr[i] = request(fmt.Sprintf("%s-warm-%d", tag, i), 1)
	}
	if _, err := loadgen.Run(ctx, c.r, wr, loadgen.Config{Concurrency: warm}); err != nil {
		return o, err
	}
	if _, err := p.Report(ctx); err != nil { // forget the warm-up's
		return o, err
	}

	cfg := loadgen.Config{Concurrency: l.streams, GCPercent: c.gc}
	n := l.streams * l.perUser
	var skip time.Duration
	if l.poisson {
		st := streamTime(sched, l.tokens)
		rate := float64(l.streams) / st.Seconds()
		n = int(rate * l.span)
		arr, err := loadgen.Poisson(n, rate, uint64(len(tag)))
		if err != nil {
			return o, err
		}
		cfg = loadgen.Config{Arrivals: arr, GCPercent: c.gc}
		skip = st
	}
	reqs := make([]client.Request, n)
	for i := range reqs {
		reqs[i] = request(fmt.Sprintf("%s-%d", tag, i), l.tokens)
	}
	runtime.GC() // the warm-up's garbage is not the run's
	o.waited = waitQuiet(ctx)
	probe := wakeup.Start()
	cpu0 := cpuTime()
	start := time.Now()
	res, err := loadgen.Run(ctx, c.r, reqs, cfg)
	if err != nil {
		return o, err
	}
	o.elapsed = time.Since(start)
	o.cpu = cpuTime() - cpu0
	o.noise = ms(int64(wakeup.Quantile(probe.Stop(), .99)))
	rep, err := p.Report(ctx)
	if err != nil {
		return o, err
	}
	o.conns = rep.Conns
	var recs []client.Record
	for i, r := range res.Records {
		o.events += len(r.Events)
		if l.poisson {
			o.lag = append(o.lag, ms(int64(res.Lag[i])))
			if cfg.Arrivals[i] < skip {
				continue
			}
		}
		recs = append(recs, r)
	}
	o.peak = res.MaxInFlight
	o.errs, err = Match(recs, rep.ByID(), func(client.Record) int { return l.tokens + 2 })
	return o, err
}

// Quiet is a wake-up lateness p99 under quietNoise over quietWindow; waitQuiet waits
// for it at most quietWait.
const (
	quietNoise  = 2 * time.Millisecond
	quietWindow = 250 * time.Millisecond
	quietWait   = time.Second
)

// waitQuiet waits until the machine is quiet — this process's goroutines wake up
// within quietNoise at p99 over quietWindow, so that no other process is busy on the
// cores — or quietWait has passed, and returns how long it waited. A run that starts
// in the middle of someone else's burst measures the burst; one that meets a burst
// later still does (the wake-up column shows it).
func waitQuiet(ctx context.Context) time.Duration {
	start := time.Now()
	for time.Since(start) < quietWait && ctx.Err() == nil {
		p := wakeup.Start()
		time.Sleep(quietWindow)
		if wakeup.Quantile(p.Stop(), .99) < quietNoise {
			break
		}
	}
	return time.Since(start)
}

// request is a chat request for n tokens.
func request(id string, n int) client.Request {
	return client.Request{ID: id, Messages: []client.Message{{Role: "user", Content: "Count for request " + id + "."}},
		MaxTokens: n, IgnoreEOS: true, OutputTokens: n, Group: -1}
}

// cpuTime is this process's CPU time so far: the client's, since the server runs in
// its own process.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// figures are one run's summary, in milliseconds.
type figures struct {
	ttft50, ttft99, read50, read99, send50, send99, late99, lag99 float64
	peak, conns                                                   int
	eventsPerSec                                                  float64
	cpuPerEvent                                                   float64 // µs of client CPU per event read
	noise                                                         float64
}

func summarize(o outcome) figures {
	q := func(xs []float64, p float64) float64 {
		v, err := stats.Quantile(xs, p)
		if err != nil {
			return math.NaN()
		}
		return v
	}
	f := figures{
		ttft50: q(o.errs.TTFT, .5), ttft99: q(o.errs.TTFT, .99),
		read50: q(o.errs.Read, .5), read99: q(o.errs.Read, .99),
		send50: q(o.errs.Send, .5), send99: q(o.errs.Send, .99),
		late99: q(o.errs.Late, .99), peak: o.peak, conns: o.conns,
		eventsPerSec: float64(o.events) / o.elapsed.Seconds(),
		cpuPerEvent:  float64(o.cpu.Microseconds()) / float64(max(o.events, 1)),
		noise:        o.noise,
	}
	if len(o.lag) > 0 {
		f.lag99 = q(o.lag, .99)
	}
	return f
}

// spread is a median with its min and max over runs.
type spread struct{ med, lo, hi float64 }

func spreadOf(xs []float64) spread {
	s := slices.Clone(xs)
	slices.Sort(s)
	med, _ := stats.Quantile(s, .5)
	return spread{med, s[0], s[len(s)-1]}
}

func (s spread) String() string {
	return fmt.Sprintf("%.2f (%.2f–%.2f)", s.med, s.lo, s.hi)
}

// study runs every load with every contender reps times, interleaved (A B C, B C A,
// C A B, …, so that machine noise hits every client alike), and returns each
// contender's figures per load, one per run.
func study(ctx context.Context, tb testing.TB, p *Process, sched Schedule, cs []contender, loads []load, reps int) map[string]map[string][]figures {
	tb.Helper()
	out := map[string]map[string][]figures{}
	for _, l := range loads {
		out[l.String()] = map[string][]figures{}
		for rep := range reps {
			for k := range cs {
				c := cs[(k+rep)%len(cs)]
				tag := fmt.Sprintf("%s-%d-%d-%s", c.name, l.streams, rep, map[bool]string{true: "p", false: "c"}[l.poisson])
				o, err := run(ctx, p, sched, c, l, tag)
				require.NoError(tb, err, "%s, %s, run %d", l, c.name, rep)
				out[l.String()][c.name] = append(out[l.String()][c.name], summarize(o))
			}
		}
	}
	return out
}

// column is one figure of every run, as the median and spread the tables show.
func column(fs []figures, get func(figures) float64) string {
	xs := make([]float64, len(fs))
	for i, f := range fs {
		xs[i] = get(f)
	}
	return spreadOf(xs).String()
}

// table renders a study as Markdown: per load and contender, the median over runs
// and the spread (min–max) of each figure.
func table(loads []load, cs []contender, res map[string]map[string][]figures) string {
	var b strings.Builder
	b.WriteString("| load | client | TTFT err p50 | TTFT err p99 | read err p50 | read err p99 | send p50 | send p99 | server late p99 | dispatch lag p99 | peak in flight | new conns | events/s | client CPU µs/event | wake-up p99 |\n")
	b.WriteString("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, l := range loads {
		for _, c := range cs {
			fs := res[l.String()][c.name]
			col := func(get func(figures) float64) string { return column(fs, get) }
			fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", l, c.name,
				col(func(f figures) float64 { return f.ttft50 }), col(func(f figures) float64 { return f.ttft99 }),
				col(func(f figures) float64 { return f.read50 }), col(func(f figures) float64 { return f.read99 }),
				col(func(f figures) float64 { return f.send50 }), col(func(f figures) float64 { return f.send99 }),
				col(func(f figures) float64 { return f.late99 }), col(func(f figures) float64 { return f.lag99 }),
				col(func(f figures) float64 { return float64(f.peak) }), col(func(f figures) float64 { return float64(f.conns) }), col(func(f figures) float64 { return f.eventsPerSec }),
				col(func(f figures) float64 { return f.cpuPerEvent }), col(func(f figures) float64 { return f.noise }))
		}
	}
	return b.String()
}
