package gate

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/loadgen"
	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/scrape"
	"github.com/infergate/infergate/internal/threshold"
	"github.com/infergate/infergate/internal/workload"
)

// MachineRetries is how many more times a cell runs after an attempt the measuring
// machine spoiled: INVALID because the simulator or the load generator fell behind the
// wall clock (see SimLostLimit and the validity checks). Such an attempt says nothing
// about the deployment, only that the machine was busy while it ran (a shared CI
// runner's neighbours, a compile beside the run), and such stalls come and go in
// seconds. Each new attempt runs the whole cell again from its start with fresh
// prompts (the first attempt's prefixes would otherwise be cached), on the same
// schedule, so its workload digest and any pairing with a baseline are unchanged.
// The discarded attempts' reasons are kept (CellResult.Retried); their data is not.
// A cell still INVALID after the last attempt stays INVALID: a machine that cannot
// keep up at all fails the run, as it should. A shard never runs again: its
// generators keep a shared timetable with the other shards'.
//
// An attempt the machine stalled is spoiled too when it leaves a check undecided for
// too few samples (see stalledUndecided), though it is valid: the stall delayed every
// request in flight at once, and that one cluster of slow requests can make a cell's
// samples count as a handful of independent ones (on a 2-core CI runner at time scale
// 4, a chat cell at 4× its plan measured a first-token p(95) design effect of 67
// against its median's 7, and its 5,440 requests counted as 81). The last attempt's
// verdicts stand as they are, INCONCLUSIVE included.
const MachineRetries = 2

// RunCell runs a cell's trials and judges its checks, again (up to MachineRetries
// times) while the machine spoils the attempt. capacityRate is the measured capacity
// (req/s) for capacity loads; 0 when unknown.
func (g *Gate) RunCell(ctx context.Context, c *plan.Cell, capacityRate float64) (*CellResult, error) {
	var spoiled []string
	for attempt := 1; ; attempt++ {
		res, err := g.runCell(ctx, c, capacityRate, attempt)
		if err != nil {
			return nil, err
		}
		res.Retried = spoiled
		why := res.Invalid
		if why != "" {
			why = "INVALID: " + why
		} else {
			why = res.stalledUndecided(g.Plan)
		}
		if why == "" || attempt > MachineRetries || g.Shard != nil || ctx.Err() != nil {
			return res, nil
		}
		spoiled = append(spoiled, why)
		g.logf("%s: attempt %d of at most %d is spoiled, so the cell runs again from its start with fresh prompts (the machine, not the deployment, spoiled it): %s",
			c.Name, attempt, MachineRetries+1, why)
	}
}

// stalledUndecided says why a valid attempt is spoiled all the same: the embedded
// simulator fell behind the wall clock in it (it skipped simulated time, however
// little), and a percentile check the plan does not excuse is INCONCLUSIVE for too
// few samples though the cell holds enough for it as independent draws — only their
// serial correlation removed a bound, which is what a stall does. It is "" otherwise:
// a check too big for the cell at any correlation gains nothing from another attempt,
// and a target that is not the infergate simulator never reports its stalls apart
// from the deployment's own.
func (r *CellResult) stalledUndecided(p *plan.Plan) string {
	if r.Invalid != "" {
		return ""
	}
	_, lost, ok := r.Server.SimLost(r.scale())
	if !ok || lost <= 0 {
		return ""
	}
	var undecided []string
	for _, j := range r.Judgements {
		if !j.Skipped && j.UndecidedByCorrelation(r.level(p)) {
			undecided = append(undecided, fmt.Sprintf("%s %s (design effect %.2g)", j.Metric, j.Expr, j.DesignEffect))
		}
	}
	if len(undecided) == 0 {
		return ""
	}
	return fmt.Sprintf("undecided after the machine stalled the simulator: it fell behind the wall clock and skipped %s of the cell's simulated time, "+
		"and %s could not be decided: a stall delays every request in flight at once, and that one cluster of slow requests makes the cell's samples count as fewer independent ones",
		fmtSeconds(lost), strings.Join(undecided, ", "))
}

// runCell is one attempt at a cell: its trials and its verdicts.
func (g *Gate) runCell(ctx context.Context, c *plan.Cell, capacityRate float64, attempt int) (*CellResult, error) {
	cr, err := g.startCell(ctx, c, capacityRate)
	if err != nil {
		return nil, err
	}
	if attempt > 1 {
		cr.suffix = fmt.Sprintf("-a%d", attempt)
	}
	for trial := range cr.trials {
		stop, err := cr.runTrial(ctx, trial)
		if err != nil {
			return nil, err
		}
		if stop {
			break
		}
	}
	cr.finish()
	return cr.res, nil
}

// cellRun is one cell in progress: what RunCell's steps share.
type cellRun struct {
	g    *Gate
	c    *plan.Cell
	load plan.Load
	// n is the planned requests per trial, rate the open loop's rate (req/s);
	// trials the planned trials.
	n, trials int
	rate      float64
	// replayAt and replayLen are a replay's arrivals and lengths (nil otherwise).
	replayAt  []time.Duration
	replayLen []workload.Length
	est       workload.Estimator
	res       *CellResult
	lk        *looker // nil without sequential looks
	// digests, views and measured are the trials' workload digests, server views
	// and requests so far.
	digests  []string
	views    []scrape.Cell
	measured []client.Request
	// suffix marks a later attempt's run names (and so its prompts); "" in the first.
	suffix string
}

// startCell resolves the cell's load, request count, rate and prompt estimator, and
// sets up its sequential looks.
func (g *Gate) startCell(ctx context.Context, c *plan.Cell, capacityRate float64) (*cellRun, error) {
	load, ok := g.Plan.CellLoad(c)
	if !ok {
		return nil, fmt.Errorf("cell %s: unknown load %q", c.Name, c.Load)
	}
	n, ok := g.Plan.ExpectedRequests(c, capacityRate)
	if !ok {
		return nil, fmt.Errorf("cell %s: load %s is %.0f%% of capacity, but no capacity is known: run TestCapacity first or set INFERGATE_BASELINE to a results file that has one", c.Name, load.Name, 100*load.Capacity)
	}
	cr := &cellRun{g: g, c: c, load: load, n: n, trials: max(g.Plan.Trials, 1), rate: load.Rate}
	if load.Capacity > 0 {
		cr.rate = load.Capacity * capacityRate
	}
	// A replay sends the trace's own arrivals and lengths; its rate is the trace's
	// mean rate, for the log and the results.
	if load.Replay != nil {
		cr.replayAt, cr.replayLen = load.ReplayArrivals()
		if len(cr.replayAt) != n {
			return nil, fmt.Errorf("cell %s: replay of %s has %d arrivals, the plan expected %d", c.Name, load.Replay.File, len(cr.replayAt), n)
		}
		if span := cr.replayAt[n-1]; span > 0 && n > 1 {
			cr.rate = float64(n-1) / span.Seconds()
		}
	}
	est, cal, err := g.estimator(ctx, c.Workload)
	if err != nil {
		return nil, fmt.Errorf("cell %s: %w", c.Name, err)
	}
	cr.est = est
	cr.res = &CellResult{Cell: c, Requests: n, Warmup: g.Plan.Warmup, Rate: cr.rate, Calibration: cal}
	if load.Concurrency > 0 {
		cr.res.Rate = 0
	}
	if w, _ := g.Plan.Workload(c.Workload); w.Kind.IsSession() {
		if g.Shard != nil {
			return nil, fmt.Errorf("cell %s: a session workload cannot be sharded (a session's turns must come from one generator, in order): run it unsharded", c.Name)
		}
		cr.res.Sessions = n
		if g.Plan.Sequential != nil {
			g.logf("%s: a session workload runs every trial to its planned end (no sequential looks: a look would cut sessions in half)", c.Name)
		}
		return cr, nil
	}
	cr.setupLooks(capacityRate)
	return cr, nil
}

// setupLooks gives the cell its looker when the plan looks (and the run is not a
// shard, whose generators cannot agree to stop without talking to each other).
func (cr *cellRun) setupLooks(capacityRate float64) {
	g, c, n, trials := cr.g, cr.c, cr.n, cr.trials
	if g.Shard != nil && g.Plan.Sequential != nil {
		g.logf("%s: shard %s: no sequential looks (shards cannot agree to stop early without talking to each other); every trial runs to its planned end", c.Name, g.Shard)
		return
	}
	rule, ok := g.sequentialSetup(c, cr.load, capacityRate)
	if !ok {
		return
	}
	looks, end := lookSchedule(rule, trials*n)
	lk := &looker{g: g, res: cr.res, rule: rule, looks: looks, perTrial: n, trials: trials, last: end - (trials-1)*n,
		scale: g.Target.TimeScale,
		seq:   &SequentialResult{Looks: rule.Looks, Planned: trials * n, Limit: end, Max: max(rule.Max, 1), Points: rule.Points(trials * n)}}
	for k := range lk.seq.Points {
		lk.seq.Levels = append(lk.seq.Levels, rule.LevelAt(k+1))
	}
	if g.Baseline != nil {
		lk.base, _ = g.Baseline(c.Name)
	}
	lk.digest = func() string { return cellDigest(cr.digests, cr.load) }
	cr.res.Sequential = lk.seq
	cr.lk = lk
}

// runTrial builds, warms up and measures one trial, and reports whether the cell
// stops after it (a look decided it, or the load generator stopped).
func (cr *cellRun) runTrial(ctx context.Context, trial int) (stop bool, err error) {
	spec, set, err := cr.buildTrial(ctx, trial)
	if err != nil {
		return false, err
	}
	if err := cr.warmUp(ctx, trial, spec, set); err != nil {
		return false, err
	}
	cfg, reqs, err := cr.loadConfig(trial, spec, set)
	if err != nil {
		return false, err
	}
	var lookAtEnd bool
	if lk := cr.lk; lk != nil {
		var pts []int
		pts, lookAtEnd = lk.within(trial)
		if len(pts) > 0 {
			cfg.LookAt = pts
			cfg.Look = func(_ int, recs []client.Record, lags []time.Duration) bool { return lk.look(trial, recs, lags) }
		}
	}
	run, err := cr.measure(ctx, trial, cfg, reqs)
	if err != nil {
		return false, err
	}
	return run.Stopped || (lookAtEnd && trial < cr.trials-1 && cr.lk.judge(cr.res.Trials, (trial+1)*cr.n)), nil
}

// buildTrial builds the trial's requests (to the cell's maximum in the last trial of
// a cell that may run on) and checks them against the target before anything is
// sent.
func (cr *cellRun) buildTrial(ctx context.Context, trial int) (workload.Spec, *workload.Set, error) {
	g, c := cr.g, cr.c
	count := cr.n
	if cr.lk != nil && trial == cr.trials-1 {
		// The last trial is built to the cell's maximum, so that it can run on.
		count = cr.lk.last
	}
	spec, err := g.spec(c, trial, count, cr.suffix)
	if err != nil {
		return spec, nil, err
	}
	spec.Lengths = cr.replayLen
	g.replayBlocks(c, cr.load, &spec, trial)
	set, err := g.Corpus.Build(spec, cr.est)
	if err != nil {
		return spec, nil, fmt.Errorf("cell %s trial %d: %w", c.Name, trial, err)
	}
	cr.digests = append(cr.digests, set.ShapeDigest)
	if err := g.checkContext(c.Name, set.Requests); err != nil {
		return spec, nil, err
	}
	if trial == 0 {
		g.checkTokenize(ctx, cr.res, set.Requests)
		if set.Sessions != nil {
			cr.res.Requests = len(set.Requests)
		}
	}
	cr.measured = append(cr.measured, set.Requests...)
	return spec, set, nil
}

// warmUp sends the plan's warm-up (fresh requests of the trial's shape) and the
// prefix priming, before the snapshot and outside everything measured.
func (cr *cellRun) warmUp(ctx context.Context, trial int, spec workload.Spec, set *workload.Set) error {
	g, c := cr.g, cr.c
	warm := set.Prime
	if g.Plan.Warmup > 0 {
		wspec := spec
		wspec.Requests, wspec.Run, wspec.Prefix = g.Plan.Warmup, runName(g.RunID, c.Name, trial, cr.suffix+"-warm"), workload.Prefix{}
		if spec.Session != nil {
			// Warm up with single-turn sessions: first turns, sent alone.
			ws := *spec.Session
			ws.Turns = workload.Dist{Mean: 1}
			wspec.Session = &ws
		}
		if cr.replayLen != nil {
			// Warm up with the trace's first lengths: its workload may have no
			// length distribution of its own.
			wspec.Lengths, wspec.HashIDs, wspec.BlockSize = make([]workload.Length, g.Plan.Warmup), nil, 0
			for i := range wspec.Lengths {
				wspec.Lengths[i] = cr.replayLen[i%len(cr.replayLen)]
			}
		}
		wset, err := g.Corpus.Build(wspec, cr.est)
		if err != nil {
			return fmt.Errorf("cell %s trial %d warm-up: %w", c.Name, trial, err)
		}
		warm = append(append([]client.Request{}, wset.Requests...), warm...)
	}
	if len(warm) == 0 {
		return nil
	}
	_, err := loadgen.Run(ctx, g.Client, warm, loadgen.Config{Concurrency: max(cr.load.Concurrency, min(len(warm), 8)), Scale: g.Target.TimeScale})
	return err
}

// loadConfig is the trial's load: its arrivals (the replay's, or gamma arrivals at
// the cell's rate) or users, and this shard's share of its requests.
func (cr *cellRun) loadConfig(trial int, spec workload.Spec, set *workload.Set) (loadgen.Config, []client.Request, error) {
	g, c, load := cr.g, cr.c, cr.load
	cfg := loadgen.Config{Concurrency: load.Concurrency, MaxConcurrency: load.MaxConcurrency, Scale: g.Target.TimeScale}
	switch {
	case cr.replayAt != nil:
		cfg.Arrivals = cr.replayAt
	case load.Concurrency == 0:
		burst := load.Burstiness
		if burst == 0 {
			burst = 1
		}
		n := len(set.Requests)
		if set.Sessions != nil {
			n = len(set.Sessions) // an open loop starts sessions
		}
		arr, err := loadgen.Gamma(n, cr.rate, burst, spec.Seed)
		if err != nil {
			return cfg, nil, fmt.Errorf("cell %s: %w", c.Name, err)
		}
		cfg.Arrivals = arr
	}
	cfg.Sessions = sessionsOf(set)
	reqs := set.Requests
	if g.Shard != nil {
		var late string
		var err error
		reqs, late, err = g.shardTrial(c, trial, &cfg, reqs)
		if err != nil {
			return cfg, nil, err
		}
		if late != "" && cr.res.Invalid == "" {
			cr.res.Invalid = late
		}
	}
	return cfg, reqs, nil
}

// measure sends the trial's requests between two /metrics snapshots, with the
// server's gauges sampled every second, under the trial's deadline, and adds the
// trial and the server's view of it to the cell.
func (cr *cellRun) measure(ctx context.Context, trial int, cfg loadgen.Config, reqs []client.Request) (*loadgen.Result, error) {
	g, c, res, lk := cr.g, cr.c, cr.res, cr.lk
	before, _ := g.Scraper.Snapshot(ctx)
	sampling := g.Scraper.Sample(ctx, time.Second, scrape.ModelMatch(g.Target.Model), scrape.CellGauges()...)
	if lk != nil {
		lk.trialStart = time.Now()
		done := slices.Clip(slices.Clone(cr.views))
		lk.server = func() ServerView {
			now, _ := g.Scraper.Snapshot(ctx)
			return poolServer(append(done, scrape.SummarizeReplicas(before, now, nil, g.Target.Model)))
		}
	}
	var run *loadgen.Result
	var err error
	if len(reqs) == 0 {
		// This shard has no share of the cell (fewer users than shards).
		now := time.Now()
		run = &loadgen.Result{Start: now, End: now, Scale: cfg.Scale}
	} else {
		tctx, cancel := ctx, context.CancelFunc(func() {})
		deadline := g.trialDeadline(cfg)
		if deadline > 0 {
			tctx, cancel = context.WithTimeout(ctx, deadline)
		}
		run, err = loadgen.Run(tctx, g.Client, reqs, cfg)
		if err == nil && ctx.Err() == nil && errors.Is(tctx.Err(), context.DeadlineExceeded) {
			canceled := 0
			for _, r := range run.Records {
				if r.Class == client.Canceled {
					canceled++
				}
			}
			res.deadline = append(res.deadline, fmt.Sprintf("trial %d ran past its deadline of %v (INFERGATE_CELL_TIMEOUT, or the arrival span plus the request deadline): %d of %d requests were cut off",
				trial+1, deadline, canceled, len(run.Records)))
		}
		cancel()
	}
	sampled := sampling.Stop()
	if err != nil {
		return nil, fmt.Errorf("cell %s trial %d: %w", c.Name, trial, err)
	}
	after, _ := g.Scraper.Snapshot(ctx)
	cr.views = append(cr.views, scrape.SummarizeReplicas(before, after, sampled, g.Target.Model))
	res.Trials = append(res.Trials, run)
	res.conservation = append(res.conservation, conservation(trial, reqs, run)...)
	smp := run.Samples()
	g.logf("%s trial %d/%d: %d requests (%s), %d ok, %v simulated; TTFT p50 %s, ITL p50 %s",
		c.Name, trial+1, g.Plan.Trials, len(run.Records), cr.loadDesc(), smp.Succeeded, smp.Duration.Round(time.Millisecond),
		fmtQuantile(smp.TTFT, .5), fmtQuantile(smp.ITL, .5))
	if lk != nil {
		done := slices.Clone(cr.views)
		lk.server = func() ServerView { return poolServer(done) }
	}
	return run, nil
}

// finish pools the trials and judges the cell: its checks, the accounting of its
// requests and the trials' deadlines.
func (cr *cellRun) finish() {
	g, res := cr.g, cr.res
	res.Digest = cellDigest(cr.digests, cr.load)
	g.checkUsage(res, cr.measured)
	res.Samples = pool(res.Trials)
	res.Server = poolServer(cr.views)
	if cr.lk != nil {
		cr.lk.latencies()
		cr.lk.finish()
	}
	res.judge(g.Plan, g.Quick)
	if len(res.conservation) > 0 {
		res.Judgements = append(res.Judgements, conservationJudgement(res.conservation))
	}
	if len(res.deadline) > 0 {
		e, _ := threshold.Parse("<= 0")
		res.Judgements = append(res.Judgements, Judgement{Verdict: threshold.Verdict{Metric: "cell_deadline", Expr: e, Status: threshold.Fail,
			Message: "cell_deadline <= 0: FAIL — " + strings.Join(res.deadline, "; "), Value: float64(len(res.deadline)), Lo: math.NaN(), Hi: math.NaN()},
			Pos: "the gate's own deadline"})
	}
}
