package gate

import (
	"context"
	"fmt"
	"math"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/loadgen"
	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/scrape"
	"github.com/infergate/infergate/internal/stats"
)

// CapacityStep is one probe of the capacity search.
type CapacityStep struct {
	Rate         float64 // req/s offered
	GoodputRatio float64
	Requests     int
	Passed       bool
	// Confirm marks a re-probe of a rate that had passed once (with other arrivals
	// and prompts): the capacity is a rate that passed twice.
	Confirm bool
	// Short marks a climbing probe, which offers its rate for a quarter of the step
	// duration: far below the capacity a short probe is enough to move on, and the
	// rate the climb ends at is probed again at full length before it counts.
	Short bool
	// StoppedEarly is set when the probe was stopped as soon as so many requests had
	// missed the SLO that it could no longer pass; its GoodputRatio counts the
	// requests it never sent or canceled as missed.
	StoppedEarly bool
	// Brief marks a full probe that passed but was shorter than its own answers ask
	// for (plan.FullProbe with its median e2el): its queue and KV cache may still
	// have been filling when it ended, so its pass does not count, and the search
	// probes the rate again at the longer length.
	Brief bool
	// Duration is how long the probe offered its rate (simulated time): the plan's
	// step_duration, a quarter of it for a climbing probe, or longer for long answers
	// (see Capacity).
	Duration time.Duration
	// Traffic is how long the probe actually ran (simulated time), from its first
	// arrival until its last request ended or was canceled: shorter than Duration
	// when it stopped early, a little longer when its last answers were still running.
	Traffic time.Duration
	// E2ELMedian is the median end-to-end latency of the probe's successful requests
	// (simulated time); 0 when none succeeded.
	E2ELMedian time.Duration
	// Lost is the share of the probe's simulated time that the embedded simulator
	// skipped because the machine fell behind (see SimLostLimit); 0 for other targets.
	Lost float64
}

// CapacityResult is the outcome of the capacity search for one workload.
type CapacityResult struct {
	Workload, Prefix string
	// Rate is the capacity: the highest rate that met the plan's goodput ratio twice
	// (or once, when Precise is false and no probe was left to confirm it);
	// GoodputRatio was measured there.
	Rate         float64
	GoodputRatio float64
	// FirstFail is the lowest rate above Rate that did not meet it; 0 when none did.
	// The capacity lies in [Rate, FirstFail).
	FirstFail float64
	// Precision is the plan's: the search aims at FirstFail <= (1+Precision) × Rate.
	Precision float64
	// Goodput is the plan's capacity.goodput: the ratio a rate must keep.
	Goodput float64
	// Imprecise says why the search did not reach the plan's precision ("" when it
	// did): it ran out of probes, Rate was never confirmed, or even max_rate passed.
	Imprecise string
	// AtMax is set when even the plan's max_rate passed: the true capacity is higher.
	AtMax bool
	Steps []CapacityStep

	confirmedClimb bool // the climb's last pass has been re-probed at full length
}

// Precise reports whether the search bracketed the capacity within the plan's
// precision and confirmed its answer.
func (c *CapacityResult) Precise() bool { return c.Imprecise == "" }

// Capacity searches, for one workload, for the highest Poisson arrival rate at which
// the goodput ratio (requests meeting every SLO, over all sent) stays at or above the
// plan's target, with the plan's capacity prefix mode. Each probe offers one rate for
// step_duration:
//
//  1. min_rate, then ×3 each time until a rate fails (or max_rate passes: AtMax), each
//     climbing probe a quarter of step_duration long (at least 10 requests);
//  2. a confirmation of the climb's highest pass at full length, with other arrivals
//     and prompts; if it fails it becomes the bracket's upper end;
//  3. geometric bisection between the highest rate that passed and the lowest that
//     failed, until the bracket is within the plan's precision;
//  4. a confirmation of the highest rate that passed; if it fails, back to 3.
//
// A full probe that passes in less than three quarters of the length its own answers
// ask for (Brief: plan.ProbeLifetimes times its median e2el) does not count as a
// pass: the search probes that rate again at once, at the longer length, instead of
// bisecting above a pass that a longer probe would fail (on the simulator, 60 s
// probes passed long-output at 17.8 req/s; probes of four answers failed it, and
// the search had first spent two probes above it).
//
// The search makes at most capacity.steps full-length probes (the climb's short ones,
// at most log₃(max_rate/min_rate) + 2, do not count); when they run out first, the
// result says so (Imprecise) rather than reporting the last rate that happened to
// pass as the capacity.
//
// Why confirm: near capacity a queue builds or not by the luck of the arrivals (on the
// embedded simulator, three seeds at one rate of long-doc gave 97 %, 93 % and 60 %
// good), so the highest rate that passed once is biased upward, and loads at 90 % of
// it then fail. A rate that passed twice rarely sits above the capacity.
//
// Why a full probe lasts at least plan.ProbeLifetimes answers: a queue that grows without
// bound shows only once its answers have been through it several times. A probe of a
// minute is 30 lifetimes of a 2 s chat answer, but two of a 30 s long answer, whose
// batch, KV cache and queue are still filling when the probe ends: on the simulator
// 60 s probes of long-output passed 20.4 req/s twice, and a cell at 80 % of that rate
// then grew without bound (its median e2el rose from 27 s to 95 s over 3 minutes).
// So a full probe offers its rate for step_duration or for plan.ProbeLifetimes times the
// longest median e2el of a passing full-length probe so far, whichever is longer, up
// to plan.ProbeCap steps (plan.FullProbe). On the simulator this put long-output's
// capacity at 11.8 req/s, where 60 s probes had said 20.4. A probe whose own answers
// show, at its planned end, that it is that short runs on to plan.ProbeCap steps (see
// probe), rather than ending and being probed again.
//
// Why climb instead of probing max_rate first: a probe far above the capacity floods
// the server with a backlog that takes longer to drain than the probe ran. Probes also
// stop as soon as enough requests missed the SLO that the probe cannot pass any more,
// canceling what is in flight, so a failing probe costs seconds, not a drained backlog.
func (g *Gate) Capacity(ctx context.Context, workload string) (*CapacityResult, error) {
	cp := g.Plan.Capacity
	cp.Workload = workload
	res := &CapacityResult{Workload: workload, Prefix: cp.Prefix, Precision: cp.Precision, Goodput: cp.Goodput}
	lengths := &probeLengths{step: cp.StepDuration}
	// lost says why a probe's outcome is the machine's, not the deployment's: a rate
	// that failed only because the machine could not keep up says nothing about the
	// capacity, so the search's answer is not to be trusted, and says so.
	var lost string
	probe := func(rate float64, confirm, short bool) (CapacityStep, error) {
		dur := lengths.next(short)
		st, spoiled, err := cleanProbe(func(attempt int) (CapacityStep, error) {
			return g.probe(ctx, cp, rate, dur, len(res.Steps), attempt, !short, lengths.lifetime)
		}, func(why string, next int) {
			g.logf("capacity %s: probe %d: %s; probing the rate again (attempt %d of at most %d)", workload, len(res.Steps)+1, why, next, MachineRetries+1)
		})
		if err != nil {
			return st, err
		}
		if spoiled != "" && lost == "" {
			lost = fmt.Sprintf("probe %d at %.3g req/s: %s in all %d attempts; run on a quieter machine or at a lower INFERGATE_SIM time_scale",
				len(res.Steps)+1, rate, spoiled, MachineRetries+1)
		}
		st.Brief = lengths.observe(st, dur, short)
		st.Confirm, st.Short = confirm, short
		res.Steps = append(res.Steps, st)
		what := ""
		switch {
		case confirm:
			what = " (confirming)"
		case short:
			what = " (short: climbing)"
		}
		said := passWord(st.Passed)
		if st.Brief {
			said = fmt.Sprintf("meets the target, but in less than %d of its answers' median e2el: probing it again for %s", plan.ProbeLifetimes, lengths.next(false))
		}
		ratio := fmt.Sprintf("%.1f%%", 100*st.GoodputRatio)
		if st.StoppedEarly {
			ratio = fmt.Sprintf("at most %s (stopped early, after %s)", ratio, st.Traffic.Round(time.Second))
		}
		g.logf("capacity %s probe %d: %.3g req/s for %s%s → goodput ratio %s over %d requests (median e2el %s): %s",
			workload, len(res.Steps), rate, st.Duration, what, ratio, st.Requests, st.E2ELMedian.Round(time.Millisecond), said)
		return st, nil
	}
	err := search(res, cp, probe)
	if lost != "" {
		res.Imprecise = strings.TrimSuffix(lost+"; "+res.Imprecise, "; ")
	}
	return res, err
}

// cleanProbe runs a probe (attempt numbers from 1) until the machine did not spoil
// it, up to MachineRetries more times, telling again why each spoiled attempt is run
// again. spoiled is why the last attempt was spoiled too ("" when it was clean); that
// attempt is returned, for the search must go on with some answer.
func cleanProbe(probe func(attempt int) (CapacityStep, error), again func(why string, next int)) (st CapacityStep, spoiled string, err error) {
	for attempt := 1; ; attempt++ {
		st, err = probe(attempt)
		if err != nil || st.Lost <= SimLostLimit {
			return st, "", err
		}
		spoiled = fmt.Sprintf("the simulator fell behind the wall clock and skipped %.1f%% of the probe's simulated time (more than %.0f%%), in which the simulated deployment served nothing",
			100*st.Lost, 100*SimLostLimit)
		if attempt > MachineRetries {
			return st, spoiled, nil
		}
		again(spoiled, attempt+1)
	}
}

// probeLengths says how long the capacity search's next probe lasts. A full probe
// lasts plan.FullProbe of the longest median e2el of a passing full probe so far
// (lifetime), and, once a full probe's answers outlived it (it was lengthened, or
// passed brief), as long as a probe may (plan.ProbeCap steps): near capacity such
// answers grow with the probe's length, as the KV cache and the queue fill (long
// answers at 15.5 req/s had a median of 22 s over 60 s, 29 s over 90 s and 34 s over
// 115 s), so each length they asked for was brief again.
type probeLengths struct {
	step     time.Duration
	lifetime time.Duration
	outlived bool
}

// next is the length of the next probe, a climbing (short) one or a full one.
func (p *probeLengths) next(short bool) time.Duration {
	switch {
	case short:
		return p.step / 4
	case p.outlived:
		return max(plan.FullProbe(p.step, p.lifetime), plan.ProbeCap*p.step)
	}
	return plan.FullProbe(p.step, p.lifetime)
}

// observe takes in a probe that was planned to last planned (and ran st.Duration,
// longer when it lengthened itself) and reports whether its pass was brief: its
// answers ask for a quarter more than it ran. A climbing probe's answers teach
// nothing: a quarter of a step far above the capacity can pass on a queue that has
// not yet grown, with answers it slowed down. A quarter, not any more: a
// confirmation's median e2el a few seconds above the first pass's is noise near the
// capacity, not a probe that ended before its queue filled.
func (p *probeLengths) observe(st CapacityStep, planned time.Duration, short bool) bool {
	if short {
		return false
	}
	p.outlived = p.outlived || st.Duration > planned
	if !st.Passed {
		return false
	}
	p.lifetime = max(p.lifetime, st.E2ELMedian)
	brief := plan.FullProbe(p.step, p.lifetime) > st.Duration+st.Duration/4
	p.outlived = p.outlived || brief
	return brief
}

// search runs Capacity's search with probe, recording into res.
func search(res *CapacityResult, cp plan.Capacity, probe func(rate float64, confirm, short bool) (CapacityStep, error)) error {
	workload, maxProbes := cp.Workload, max(cp.Steps, 2)
	st, err := probe(cp.MinRate, false, true)
	if err != nil {
		return err
	}
	if !st.Passed {
		return fmt.Errorf("capacity of %s: even min_rate %.3g req/s keeps only %.1f%% good requests (plan wants %.0f%%): lower capacity.min_rate or check the target",
			workload, cp.MinRate, 100*st.GoodputRatio, 100*cp.Goodput)
	}
	// passes counts the passing probes per rate; best is the highest rate that passed
	// and was not failed by a probe at or below it, high the lowest rate that failed.
	passes := map[float64]int{st.Rate: 1}
	ratio := map[float64]float64{st.Rate: st.GoodputRatio}
	best, high := st.Rate, 0.0
	bisecting := false
	full := 0    // full-length probes made: the climb's short ones do not count
	again := 0.0 // a rate whose pass was Brief, to probe again at the longer length
	for {
		var next float64
		confirm := false
		switch {
		case again > 0:
			next, confirm, again = again, true, 0
		case high == 0 && best >= cp.MaxRate:
			res.AtMax = true
			res.Imprecise = fmt.Sprintf("even max_rate %.3g req/s met the goodput target: the capacity is higher (raise capacity.max_rate)", cp.MaxRate)
		case high == 0:
			next = math.Min(3*best, cp.MaxRate)
		case !bisecting && passes[best] < 2 && !res.confirmedClimb:
			// The climb's last pass was short and may be a lucky one: confirm it at
			// full length before bisecting above it, where a failure of the final
			// confirmation would send the search back a factor of 3.
			next, confirm, res.confirmedClimb = best, true, true
		case high/best-1 > cp.Precision:
			next, bisecting = math.Sqrt(best*high), true
		case passes[best] < 2:
			next, confirm = best, true
		}
		if next == 0 {
			break
		}
		short := high == 0
		if !short && full >= maxProbes {
			res.Imprecise = fmt.Sprintf("capacity.steps (%d full-length probes) ran out before the search %s", maxProbes, unfinished(best, high, cp.Precision))
			break
		}
		st, err := probe(next, confirm, short)
		if err != nil {
			return err
		}
		if !short {
			full++
		}
		if st.Passed && st.Brief {
			again = next // not a pass yet: its answers outlived the probe
			continue
		}
		if st.Passed {
			passes[next]++
			ratio[next] = st.GoodputRatio
			best = math.Max(best, next)
			continue
		}
		high = next
		if next <= best {
			// A rate that passed before failed now: nothing at or above it counts as
			// sustainable; fall back to the highest rate below it that passed.
			best = 0
			for r := range passes {
				if r < next && r > best {
					best = r
				}
			}
			if best == 0 {
				return fmt.Errorf("capacity of %s: min_rate %.3g req/s passed once, then failed with %.1f%% good requests (plan wants %.0f%%): lower capacity.min_rate or check the target",
					workload, next, 100*st.GoodputRatio, 100*cp.Goodput)
			}
		}
	}
	res.Rate, res.GoodputRatio, res.FirstFail = best, ratio[best], high
	return nil
}

// unfinished says what the capacity search had left to do.
func unfinished(best, high, precision float64) string {
	switch {
	case high == 0:
		return fmt.Sprintf("found a failing rate (%.3g req/s passed)", best)
	case high/best-1 > precision:
		return fmt.Sprintf("narrowed [%.3g, %.3g) req/s (%.0f%% wide) to the plan's precision of %.0f%%", best, high, 100*(high/best-1), 100*precision)
	default:
		return fmt.Sprintf("confirmed %.3g req/s with a second probe", best)
	}
}

func passWord(ok bool) string {
	if ok {
		return "meets the target"
	}
	return "below the target"
}

// probe offers rate for dur and measures the goodput ratio. A full-length probe
// (grow) lengthens itself while it runs: when, at its planned end, the answers so far
// already show a median e2el that makes it brief (plan.FullProbe of it, or of
// lifetime, is more than a quarter longer), its arrivals go on to the longest a full
// probe may last, plan.ProbeCap steps. Not to the length that median asks for: in a
// queue that is still growing, the answers in flight end far later than they have
// run so far, and a probe lengthened by the lower bound alone was still brief at its
// new end (on the simulator, 17.8 req/s of long answers went 60 s → 82 s → 103 s,
// and then asked for 174 s). The median of what has ended, with what is still in flight
// counted at its elapsed time, is (but for requests in flight that will fail) a lower
// bound of the median the probe would end with, so a probe is only lengthened when
// it would be brief anyway; lengthened, it is the probe it would have been had its
// length been known at its start, without the drain and the second start of probing
// the rate again.
//
// attempt numbers the probes of one step: a probe the machine spoiled (Lost) is run
// again with fresh prompts.
func (g *Gate) probe(ctx context.Context, cp plan.Capacity, rate float64, dur time.Duration, step, attempt int, grow bool, lifetime time.Duration) (CapacityStep, error) {
	count := func(d time.Duration) int { return max(int(math.Round(rate*d.Seconds())), 10) }
	longest := dur
	if grow {
		longest = max(dur, plan.ProbeCap*cp.StepDuration)
	}
	n := count(longest)
	c := &plan.Cell{Name: fmt.Sprintf("capacity/%s/%s", cp.Workload, cp.Prefix), Workload: cp.Workload, Prefix: cp.Prefix}
	suffix := fmt.Sprintf("-cap%d", step)
	if attempt > 1 {
		suffix += fmt.Sprintf("-a%d", attempt)
	}
	spec, err := g.spec(c, step, n, suffix)
	if err != nil {
		return CapacityStep{}, err
	}
	est, _, err := g.estimator(ctx, cp.Workload)
	if err != nil {
		return CapacityStep{}, fmt.Errorf("capacity probe at %.3g req/s: %w", rate, err)
	}
	set, err := g.Corpus.Build(spec, est)
	if err != nil {
		return CapacityStep{}, fmt.Errorf("capacity probe at %.3g req/s: %w", rate, err)
	}
	if err := g.checkContext(c.Name, set.Requests); err != nil {
		return CapacityStep{}, err
	}
	if len(set.Prime) > 0 {
		if _, err := loadgen.Run(ctx, g.Client, set.Prime, loadgen.Config{Concurrency: len(set.Prime), Scale: g.Target.TimeScale}); err != nil {
			return CapacityStep{}, err
		}
	}
	arr, err := loadgen.Poisson(n, rate, spec.Seed)
	if err != nil {
		return CapacityStep{}, err
	}
	pctx, stop := context.WithCancel(ctx)
	defer stop()
	d := &stopper{Doer: g.Client, slo: g.Plan.SLO, scale: g.Target.TimeScale, n: count(dur), goodput: cp.Goodput, stop: stop,
		started: map[string]time.Time{}}
	cfg := loadgen.Config{Arrivals: arr, Scale: g.Target.TimeScale}
	planned := dur
	var wg sync.WaitGroup
	done := make(chan struct{})
	if longest > dur {
		end := make(chan struct{})
		cfg.End = end
		wg.Add(1)
		go func() {
			defer wg.Done()
			planned = g.lengthen(pctx, done, end, d, cp, rate, dur, longest, lifetime, step, count)
		}()
	}
	before, _ := g.Scraper.Snapshot(ctx)
	run, err := loadgen.Run(pctx, d, set.Requests, cfg)
	close(done)
	wg.Wait()
	if err != nil {
		return CapacityStep{}, err
	}
	after, _ := g.Scraper.Snapshot(ctx)
	lost, _, _ := ServerView{Trials: []scrape.Cell{scrape.SummarizeReplicas(before, after, nil, g.Target.Model)}}.SimLost(g.Target.TimeScale)
	dur = planned
	if m := count(dur); d.stopped() && len(run.Records) > m {
		// Stopped as failing before its schedule's end: it is judged on the requests
		// of the length it was planned to, not on the longest it might have grown to.
		run.Records, run.Lag, run.Sent = run.Records[:m], run.Lag[:m], run.Sent[:m]
	}
	if ctx.Err() != nil {
		return CapacityStep{}, fmt.Errorf("capacity probe at %.3g req/s: %w", rate, ctx.Err())
	}
	gp, err := goodputOf(run, g.Plan.SLO)
	if err != nil {
		return CapacityStep{}, fmt.Errorf("capacity probe at %.3g req/s: %w", rate, err)
	}
	return CapacityStep{Rate: rate, GoodputRatio: gp.Ratio, Requests: len(run.Records), Passed: gp.Ratio >= cp.Goodput, StoppedEarly: d.stopped(),
		Duration: dur, Traffic: run.Duration(), E2ELMedian: medianE2EL(run), Lost: lost}, nil
}

// lengthen ends a growing probe's schedule (closes end) at its planned end, or, when
// its answers so far say there that it would be brief (see probe), at longest. It
// returns the length the probe ran to, and returns early when done (the run ended)
// or ctx is.
func (g *Gate) lengthen(ctx context.Context, done <-chan struct{}, end chan<- struct{}, d *stopper, cp plan.Capacity,
	rate float64, planned, longest, lifetime time.Duration, step int, count func(time.Duration) int) time.Duration {
	k := g.Target.TimeScale
	if k <= 0 {
		k = 1
	}
	start := time.Now()
	until := func(length time.Duration) bool {
		timer := time.NewTimer(time.Until(start.Add(time.Duration(float64(length) / k))))
		defer timer.Stop()
		select {
		case <-timer.C:
			return true
		case <-done:
		case <-ctx.Done():
		}
		return false
	}
	if !until(planned) {
		return planned
	}
	atLeast := d.medianAtLeast(time.Now())
	if plan.FullProbe(cp.StepDuration, max(lifetime, atLeast)) > planned+planned/4 {
		g.logf("capacity %s probe %d: %.3g req/s at %s: its answers' median e2el is already at least %s, so it would be brief: lengthened to %s, the longest a probe runs",
			cp.Workload, step+1, rate, planned, atLeast.Round(time.Millisecond), longest)
		planned = longest
		d.grow(count(planned))
		if !until(planned) {
			return planned
		}
	}
	close(end)
	return planned
}

// medianE2EL is the median end-to-end latency of run's successful requests, in
// simulated time; 0 when none succeeded.
func medianE2EL(run *loadgen.Result) time.Duration {
	k := run.Scale
	if k == 0 {
		k = 1
	}
	var xs []float64
	for _, rec := range run.Records {
		if rec.OK() {
			xs = append(xs, scaleDur(rec.E2EL, k).Seconds())
		}
	}
	return medianSeconds(xs)
}

// medianSeconds is the median of xs (seconds) as a duration; 0 for none.
func medianSeconds(xs []float64) time.Duration {
	if len(xs) == 0 {
		return 0
	}
	m, err := stats.Quantile(xs, 0.5)
	if err != nil {
		return 0
	}
	return time.Duration(m * float64(time.Second))
}

// stopper sends a probe's requests and stops the probe (cancels its context) once so
// many of them missed the SLO that its goodput ratio can no longer reach the target.
// Far above capacity that happens within seconds, and canceling the requests in flight
// spares the next probe a backlog (vLLM and the simulator abort a request whose client
// went away).
type stopper struct {
	loadgen.Doer
	slo     stats.SLO
	scale   float64
	n       int     // requests in the probe
	goodput float64 // the target ratio
	stop    context.CancelFunc

	mu     sync.Mutex
	missed int
	done   bool
	// started holds when each request in flight was sent, ended the simulated e2el
	// of each that succeeded: what medianAtLeast reads.
	started map[string]time.Time
	ended   []time.Duration
}

// grow raises the probe's planned request count to n (a lengthened probe).
func (s *stopper) grow(n int) {
	s.mu.Lock()
	s.n = max(s.n, n)
	s.mu.Unlock()
}

// medianAtLeast is a lower bound of the median e2el the probe's successful requests
// will show (simulated time): the median over those that succeeded and those still in
// flight, each of the latter at the time it has been running by now. 0 before any.
func (s *stopper) medianAtLeast(now time.Time) time.Duration {
	k := s.scale
	if k == 0 {
		k = 1
	}
	s.mu.Lock()
	xs := make([]float64, 0, len(s.ended)+len(s.started))
	for _, e := range s.ended {
		xs = append(xs, e.Seconds())
	}
	for _, t := range s.started {
		xs = append(xs, now.Sub(t).Seconds()*k)
	}
	s.mu.Unlock()
	return medianSeconds(xs)
}

// Do sends r and counts it when it missed the SLO. A request still running when its
// e2el passes the SLO's counts as missed at that moment, not when it ends, and so
// does one still without its first token when its TTFT passes the SLO's: above a long answer's capacity the queue grows for minutes
// before answers end late, and the probe can stop as soon as enough of them are
// already late. Each request counts at most once.
func (s *stopper) Do(ctx context.Context, r client.Request) client.Record {
	k := s.scale
	if k == 0 {
		k = 1
	}
	var counted atomic.Bool
	missOnce := func() {
		if counted.CompareAndSwap(false, true) {
			s.miss()
		}
	}
	var late, firstLate *time.Timer
	if s.slo.E2EL > 0 {
		late = time.AfterFunc(time.Duration(float64(s.slo.E2EL)/k), missOnce)
	}
	if s.slo.TTFT > 0 {
		firstLate = time.AfterFunc(time.Duration(float64(s.slo.TTFT)/k), missOnce)
		ctx = client.WithTrace(ctx, &client.Trace{FirstEvent: func() { firstLate.Stop() }})
	}
	s.mu.Lock()
	if s.started != nil {
		s.started[r.ID] = time.Now()
	}
	s.mu.Unlock()
	rec := s.Doer.Do(ctx, r)
	for _, t := range []*time.Timer{late, firstLate} {
		if t != nil {
			t.Stop()
		}
	}
	s.mu.Lock()
	if s.started != nil {
		delete(s.started, r.ID)
		if rec.OK() {
			s.ended = append(s.ended, scaleDur(rec.E2EL, k))
		}
	}
	s.mu.Unlock()
	if !s.slo.Meets(outcome(rec, k)) {
		missOnce()
	}
	return rec
}

// miss counts one request that missed the SLO and stops the probe once it can no
// longer reach its goodput target.
func (s *stopper) miss() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.missed++
	// The same comparison as the probe's verdict, on the best case that every request
	// not yet counted is good.
	if !s.done && float64(s.n-s.missed)/float64(s.n) < s.goodput {
		s.done = true
		s.stop()
	}
}

func (s *stopper) stopped() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.done
}

func goodputOf(run *loadgen.Result, slo stats.SLO) (stats.GoodputResult, error) {
	k := run.Scale
	if k == 0 {
		k = 1
	}
	outs := make([]stats.Outcome, 0, len(run.Records))
	for _, rec := range run.Records {
		outs = append(outs, outcome(rec, k))
	}
	return stats.Goodput(outs, slo, run.Duration())
}

func outcome(rec client.Record, k float64) stats.Outcome {
	return stats.Outcome{OK: rec.OK(), TTFT: scaleDur(rec.TTFT, k), TTFO: scaleDur(rec.TTFO, k), HasTTFO: rec.HasTTFO,
		E2EL: scaleDur(rec.E2EL, k), OutputTokens: rec.OutputTokens}
}
