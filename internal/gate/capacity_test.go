package gate

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/stats"
)

// TestCapacitySearch runs the capacity search against scripted targets: pass(rate, n)
// says whether the n-th probe (from 0) at rate meets the goodput target.
func TestCapacitySearch(t *testing.T) {
	cp := plan.Capacity{Workload: "w", MinRate: 0.5, MaxRate: 100, Steps: 12, StepDuration: time.Minute, Goodput: 0.95, Precision: 0.1}
	below := func(c float64) func(float64, int) bool { return func(r float64, _ int) bool { return r <= c } }
	tests := []struct {
		name      string
		cp        func(plan.Capacity) plan.Capacity
		pass      func(rate float64, n int) bool
		brief     func(rate float64, n int) bool // a pass of the n-th probe is Brief
		rate      float64                        // want, to 3 significant digits
		probes    []string                       // want, "rate:passed" in order; nil: not checked
		firstFail float64                        // want, 0: none
		imprecise string                         // a substring of Imprecise, "" for a precise result
		err       string
	}{
		{name: "brackets within precision and confirms", pass: below(4.2), rate: 3.92, firstFail: 4.20},
		// 4.5 passes once by luck: the confirmation fails it and the search goes on below.
		{name: "a lucky pass is not confirmed", pass: func(r float64, n int) bool { return r <= 4.2 || (r == 4.5 && n == 2) },
			rate: 3.92, firstFail: 4.20},
		// The first full probe at 3.42 passes, but its answers outlived it: it is probed
		// again at once, and only that pass counts.
		{name: "a brief pass is probed again", pass: below(4.2), brief: func(r float64, n int) bool { return n == 5 },
			rate: 3.92, firstFail: 4.20,
			probes: []string{"0.5:true", "1.5:true", "4.5:false", "1.5:true", "2.6:true", "3.42:true", "3.42:true",
				"3.92:true", "4.2:false", "3.92:true"}},
		{name: "at max", pass: below(1000), rate: 100, firstFail: 0, imprecise: "even max_rate 100 req/s met the goodput target"},
		{name: "out of probes", cp: func(c plan.Capacity) plan.Capacity { c.Steps = 3; return c }, pass: below(4.2),
			rate: 3.42, firstFail: 4.5, imprecise: "capacity.steps (3 full-length probes) ran out before the search narrowed [3.42, 4.5)"},
		{name: "out of probes before confirming", cp: func(c plan.Capacity) plan.Capacity { c.Precision = 0.5; c.Steps = 3; return c },
			pass: below(4.2), rate: 3.42, firstFail: 4.5, imprecise: "ran out before the search confirmed 3.42 req/s with a second probe"},
		{name: "min_rate fails", pass: below(0.1), err: "even min_rate 0.5 req/s keeps only"},
		{name: "min_rate fails when confirmed", cp: func(c plan.Capacity) plan.Capacity { c.MinRate = 4; return c },
			pass: func(r float64, n int) bool { return r <= 4 && n == 0 }, err: "min_rate 4 req/s passed once, then failed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := cp
			if tt.cp != nil {
				c = tt.cp(c)
			}
			res := &CapacityResult{Workload: c.Workload, Precision: c.Precision}
			seen := map[float64]int{}
			probe := func(rate float64, confirm, short bool) (CapacityStep, error) {
				assert.Equal(t, short, len(res.Steps) == 0 || (!confirm && allPassed(res.Steps)), "probe %d: short exactly while climbing", len(res.Steps))
				ok := tt.pass(rate, len(res.Steps))
				assert.Equal(t, seen[rate] > 0, confirm, "probe %d at %.3g: confirm is set exactly for a rate probed before", len(res.Steps), rate)
				seen[rate]++
				// Passes near the capacity are narrow (96 %), as on a real target.
				ratio := map[bool]float64{true: 1, false: 0.5}[ok]
				if ok && tt.pass(rate*1.05, -1) == false {
					ratio = 0.96
				}
				st := CapacityStep{Rate: rate, GoodputRatio: ratio, Passed: ok, Confirm: confirm, Short: short,
					Brief: ok && !short && tt.brief != nil && tt.brief(rate, len(res.Steps))}
				res.Steps = append(res.Steps, st)
				return st, nil
			}
			err := search(res, c, probe)
			var steps []string
			for _, s := range res.Steps {
				steps = append(steps, fmt.Sprintf("%.3g:%v", s.Rate, s.Passed))
			}
			t.Logf("probes: %v", steps)
			if tt.probes != nil {
				assert.Equal(t, tt.probes, steps)
			}
			if tt.err != "" {
				require.ErrorContains(t, err, tt.err)
				return
			}
			require.NoError(t, err)
			full := 0
			for _, s := range res.Steps {
				if !s.Short {
					full++
				}
			}
			assert.LessOrEqual(t, full, c.Steps, "full-length probes")
			if tt.rate != 0 {
				assert.InDelta(t, tt.rate, res.Rate, 0.01, "capacity")
			}
			assert.InDelta(t, tt.firstFail, res.FirstFail, 0.01, "first failing rate")
			if tt.imprecise == "" {
				assert.True(t, res.Precise(), "precise: %s", res.Imprecise)
				assert.LessOrEqual(t, res.FirstFail/res.Rate-1, c.Precision, "bracket within precision")
				assert.GreaterOrEqual(t, seen[res.Rate], 2, "the capacity passed twice")
				assert.Positive(t, res.GoodputRatio)
			} else {
				assert.Contains(t, res.Imprecise, tt.imprecise)
			}
			for _, s := range res.Steps {
				if s.Rate > res.Rate && res.FirstFail > 0 {
					assert.GreaterOrEqual(t, s.Rate, res.FirstFail, "no probe inside the final bracket")
				}
			}
		})
	}
}

func allPassed(steps []CapacityStep) bool {
	for _, s := range steps {
		if !s.Passed {
			return false
		}
	}
	return true
}

// TestKeepCapacityAfterBaseline: with a baseline, the run already holds the baseline's
// capacity (for the burst or a peak cell) when TestCapacity keeps its own search; a
// make accept against a baseline panicked here once.
func TestKeepCapacityAfterBaseline(t *testing.T) {
	r := &Run{capacity: map[string]*results.Capacity{"short-chat": {Workload: "short-chat", Rate: 40, Source: "the baseline b.json"}}}
	own := &CapacityResult{Workload: "short-chat", Rate: 42}
	require.NotPanics(t, func() { r.keepCapacity(own) })
	assert.Same(t, own, r.measured["short-chat"], "the run's own search is kept for TestCapacity")
	assert.InDelta(t, 42, r.capacity["short-chat"].Rate, 0, "the results file records the run's own capacity")
}

// hung answers nothing until its context is canceled (or 5 s pass), like a server
// whose queue has grown past any answer.
type hung struct{}

func (hung) Do(ctx context.Context, r client.Request) client.Record {
	select {
	case <-ctx.Done():
	case <-time.After(5 * time.Second):
	}
	return client.Record{ID: r.ID}
}

// TestStopperCountsLateRequestsWhileTheyRun: a request that has run past the SLO's
// e2el is a miss already, so a probe of requests that never end stops at the SLO,
// not when they end.
func TestStopperCountsLateRequestsWhileTheyRun(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// Time scale 4: the SLO's 200 ms of simulated time are 50 ms of wall time.
	s := &stopper{Doer: hung{}, slo: stats.SLO{E2EL: 200 * time.Millisecond}, scale: 4, n: 10, goodput: 0.95, stop: cancel}
	start := time.Now()
	s.Do(ctx, client.Request{ID: "r0"})
	took := time.Since(start)
	assert.True(t, s.stopped(), "one late request of 10 leaves the probe below 95 %")
	assert.Less(t, took, 2*time.Second, "stopped at the SLO (50 ms of wall time), not at the request's end")
	s.mu.Lock()
	defer s.mu.Unlock()
	assert.Equal(t, 1, s.missed, "counted once: when it passed the SLO, not again when it ended")
}

// firstThenHang sends its first token after first (wall time), through the
// request's client.Trace as Client.Do does, then never ends until canceled.
type firstThenHang struct{ first time.Duration }

func (f firstThenHang) Do(ctx context.Context, r client.Request) client.Record {
	select {
	case <-time.After(f.first):
		if tr := client.TraceOf(ctx); tr != nil && tr.FirstEvent != nil {
			tr.FirstEvent()
		}
	case <-ctx.Done():
		return client.Record{ID: r.ID}
	}
	<-ctx.Done()
	return client.Record{ID: r.ID}
}

// TestStopperCountsLateFirstTokens: a request still without its first token when
// the SLO's TTFT has passed is a miss already, long before its e2el could tell; one
// whose first token came in time is not counted for it.
func TestStopperCountsLateFirstTokens(t *testing.T) {
	tests := []struct {
		name   string
		first  time.Duration // wall time to the first token
		missed int           // counted 300 ms in, past the TTFT's SLO, before the e2el's
	}{
		{name: "first token late", first: 5 * time.Second, missed: 1},
		{name: "first token in time", first: 10 * time.Millisecond, missed: 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			// Time scale 4: the SLO's TTFT of 400 ms is 100 ms of wall time; its e2el
			// of 4 s (1 s of wall time) is what would count the request otherwise.
			s := &stopper{Doer: firstThenHang{first: tc.first}, slo: stats.SLO{TTFT: 400 * time.Millisecond, E2EL: 4 * time.Second},
				scale: 4, n: 10, goodput: 0.95, stop: cancel}
			missed := make(chan int, 1)
			go func() {
				time.Sleep(300 * time.Millisecond)
				s.mu.Lock()
				missed <- s.missed
				s.mu.Unlock()
				cancel() // end the request either way
			}()
			s.Do(ctx, client.Request{ID: "r0"})
			assert.Equal(t, tc.missed, <-missed)
			s.mu.Lock()
			defer s.mu.Unlock()
			assert.Equal(t, 1, s.missed, "a request counts once, however many of its limits it missed (a canceled one missed)")
		})
	}
}

// TestProbeLengthens: a full probe whose answers, at its planned end, already show a
// median e2el that makes it brief goes on to the longest a probe runs
// (plan.ProbeCap steps), instead of ending and being probed again; one whose
// answers are short ends as planned. Time scale 100: a 60 s step is 0.6 s of wall
// time.
func TestProbeLengthens(t *testing.T) {
	cp := plan.Capacity{Workload: "w", StepDuration: time.Minute}
	for _, tc := range []struct {
		name     string
		inFlight time.Duration // simulated time each of ten requests has been running at the start
		ended    time.Duration // the simulated e2el of ten that succeeded
		want     time.Duration
	}{
		{name: "short answers end as planned", inFlight: 0, ended: 2 * time.Second, want: time.Minute},
		// Ten answers of 30 s ask for 4 × 30 s = 2 min, past 75 s: it runs to 3 steps.
		{name: "long answers lengthen it", inFlight: 0, ended: 30 * time.Second, want: 3 * time.Minute},
		// Not brief: answers of 18 s ask for 72 s, within a quarter past 60 s.
		{name: "a little long is not brief", inFlight: 0, ended: 18 * time.Second, want: time.Minute},
		// Answers of 50 s, and ten still running: they ask for 200 s, capped at 3 steps.
		{name: "capped at three steps", inFlight: 50 * time.Second, ended: 50 * time.Second, want: 3 * time.Minute},
	} {
		t.Run(tc.name, func(t *testing.T) {
			const k = 100
			var logged []string
			g := &Gate{Target: &Target{TimeScale: k}, Logf: func(f string, a ...any) { logged = append(logged, fmt.Sprintf(f, a...)) }}
			d := &stopper{scale: k, n: 10, goodput: 0.95, started: map[string]time.Time{}}
			now := time.Now()
			for i := range 10 {
				d.ended = append(d.ended, tc.ended)
				if tc.inFlight > 0 {
					d.started[fmt.Sprint(i)] = now.Add(-tc.inFlight / k)
				}
			}
			end := make(chan struct{})
			got := g.lengthen(context.Background(), make(chan struct{}), end, d, cp, 1, time.Minute, 3*time.Minute, 0, 0,
				func(d time.Duration) int { return int(d.Seconds()) })
			assert.Equal(t, tc.want, got)
			select {
			case <-end:
			default:
				t.Fatal("the schedule was not ended")
			}
			if tc.want > time.Minute {
				require.NotEmpty(t, logged)
				assert.Contains(t, logged[0], "so it would be brief: lengthened to")
				assert.GreaterOrEqual(t, d.n, int(tc.want.Seconds()), "the stopper counts the lengthened probe's requests")
			} else {
				assert.Empty(t, logged)
				assert.Equal(t, 10, d.n)
			}
		})
	}
}

// TestProbeLengths: full probes last four of the longest passing median e2el (at
// least a step, at most three), and every full probe after one whose answers
// outlived it (lengthened, or a brief pass) lasts three steps; climbing probes a
// quarter of a step, always.
func TestProbeLengths(t *testing.T) {
	const step = time.Minute
	type probe struct {
		short  bool
		ran    time.Duration // st.Duration: longer than planned when it lengthened itself
		passed bool
		median time.Duration
	}
	for _, tc := range []struct {
		name   string
		probes []probe
		brief  []bool
		next   []time.Duration // the length of the probe after each
	}{
		{name: "short answers keep a step",
			probes: []probe{{passed: true, ran: step, median: 2 * time.Second}, {passed: false, ran: step, median: 9 * time.Second}},
			brief:  []bool{false, false}, next: []time.Duration{step, step}},
		{name: "a climbing probe teaches nothing",
			probes: []probe{{short: true, passed: true, ran: step / 4, median: 40 * time.Second}},
			brief:  []bool{false}, next: []time.Duration{step}},
		{name: "a brief pass makes every later probe three steps",
			probes: []probe{{passed: true, ran: step, median: 22 * time.Second}, {passed: true, ran: 3 * step, median: 25 * time.Second}},
			brief:  []bool{true, false}, next: []time.Duration{3 * step, 3 * step}},
		{name: "a pass within a quarter is not brief",
			probes: []probe{{passed: true, ran: step, median: 18 * time.Second}},
			brief:  []bool{false}, next: []time.Duration{72 * time.Second}},
		{name: "a failing probe that lengthened itself does too",
			probes: []probe{{passed: false, ran: 3 * step, median: 29 * time.Second}},
			brief:  []bool{false}, next: []time.Duration{3 * step}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := &probeLengths{step: step}
			for i, pr := range tc.probes {
				planned := p.next(pr.short)
				if pr.short {
					assert.Equal(t, step/4, planned)
				}
				got := p.observe(CapacityStep{Passed: pr.passed, Duration: max(planned, pr.ran), E2ELMedian: pr.median}, planned, pr.short)
				assert.Equal(t, tc.brief[i], got, "probe %d brief", i)
				assert.Equal(t, tc.next[i], p.next(false), "after probe %d", i)
			}
		})
	}
}
