package gate

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/infergate/infergate/internal/secret"
	"github.com/infergate/infergate/internal/verdict"

	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/threshold"
	"github.com/infergate/infergate/internal/workload"
)

// Version is the gate's version, recorded in every results file.
const Version = "0.1.0"

// Run is one go test invocation of the gate: the environment, the target, the plan,
// and everything measured so far, which Finish writes as the results file.
type Run struct {
	Env  Env
	Gate *Gate

	mu       sync.Mutex
	started  time.Time
	capacity map[string]*results.Capacity // by workload
	measured map[string]*CapacityResult   // the searches this run made, by workload
	baseline *results.Run
	capFile  *results.Run // INFERGATE_CAPACITY
	cells    []results.Cell
	tests    []results.Test
	digests  []string
}

// Start reads the environment, opens the target (or starts the simulator), loads the
// plan (scaled for a quick run) and the workload corpus.
func Start(ctx context.Context, getenv func(string) string, root string) (*Run, error) {
	env, err := LoadEnv(getenv, root)
	if err != nil {
		return nil, err
	}
	p, err := plan.ReadFile(env.Plan)
	if err != nil {
		return nil, err
	}
	if env.Scale == ScaleQuick {
		if env.BaseURL == "" && p.Quick.Sim != "" {
			env.Sim = joinSpec(p.Quick.Sim, env.Sim) // INFERGATE_SIM wins: it comes last
		}
		p = p.QuickPlan()
	}
	corpus, err := workload.Load(filepath.Join(root, "fixtures", "workloads"))
	if err != nil {
		return nil, err
	}
	r := &Run{Env: env, started: time.Now()}
	if env.Baseline != "" {
		b, err := results.Read(env.Baseline)
		if err != nil {
			return nil, fmt.Errorf("INFERGATE_BASELINE: %w", err)
		}
		r.baseline = b
	}
	if env.Capacity != "" {
		c, err := results.Read(env.Capacity)
		if err != nil {
			return nil, fmt.Errorf("INFERGATE_CAPACITY: %w", err)
		}
		if len(c.Capacity) == 0 {
			return nil, fmt.Errorf("INFERGATE_CAPACITY: %s has no measured capacity (run go test ./acceptance -run Capacity to make one)", env.Capacity)
		}
		r.capFile = c
	}
	t, err := Open(ctx, env)
	if err != nil {
		return nil, err
	}
	g, err := New(t, p, corpus, env)
	if err != nil {
		t.Close()
		return nil, err
	}
	r.Gate = g
	if r.baseline != nil {
		g.Baseline = r.Baseline
		g.Paired = r.paired
		g.Gates = r.Compare
	}
	return r, nil
}

// Close stops the simulator if the run started one.
func (r *Run) Close() { r.Gate.Target.Close() }

// Describe says what is being tested, for the top of the log.
func (r *Run) Describe() string {
	t, p := r.Gate.Target, r.Gate.Plan
	var b strings.Builder
	if t.Simulated() {
		fmt.Fprintf(&b, "acceptance: target: embedded simulator %s (%s), model %q, time scale %g", t.Version, orNone(t.SimOptions), t.Model, t.TimeScale)
	} else {
		fmt.Fprintf(&b, "acceptance: target: %s, model %q, version %s", secret.URL(t.BaseURL), t.Model, orNone(t.Version))
	}
	if t.MaxModelLen > 0 {
		fmt.Fprintf(&b, ", max_model_len %d", t.MaxModelLen)
	}
	fmt.Fprintf(&b, "\nacceptance: plan %s (%s, sha256 %.12s), scale %s, %d cells, %d trial(s) per cell, %d warm-up requests per trial, seed %d",
		p.Name, p.File, p.Hash, r.Env.Scale, len(p.Cells), p.Trials, p.Warmup, r.Env.Seed)
	if r.baseline != nil {
		fmt.Fprintf(&b, "\nacceptance: baseline %s", r.Env.Baseline)
	}
	return b.String()
}

func orNone(s string) string {
	if s == "" {
		return "defaults"
	}
	return s
}

// Capacity returns the capacity rate (req/s) that a capacity load of cell c takes a
// share of: the baseline's when a baseline is set (so a candidate is loaded exactly as
// its baseline was), else the rate TestCapacity measured in this run, measuring it now
// if it has not run. The string says where the rate came from.
func (r *Run) Capacity(ctx context.Context, c *plan.Cell) (float64, string, error) {
	w, ok := r.Gate.Plan.CapacityWorkload(c)
	if !ok {
		return 0, "", fmt.Errorf("cell %s has no capacity load", c.Name)
	}
	return r.capacityOf(ctx, w)
}

// capacityOf is Capacity for a workload.
func (r *Run) capacityOf(ctx context.Context, w string) (float64, string, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.baseline == nil && r.capFile != nil {
		if rate, ok := r.borrow(r.capFile, w, "INFERGATE_CAPACITY "+r.Env.Capacity); ok {
			return rate, "from INFERGATE_CAPACITY " + r.Env.Capacity, nil
		}
		return 0, "", fmt.Errorf("INFERGATE_CAPACITY %s has no capacity for workload %s", r.Env.Capacity, w)
	}
	if r.baseline != nil {
		if rate, ok := r.borrow(r.baseline, w, "the baseline "+r.Env.Baseline); ok {
			return rate, "from the baseline " + r.Env.Baseline, nil
		}
		return 0, "", fmt.Errorf("the baseline %s has no capacity for workload %s: run the baseline with TestCapacity", r.Env.Baseline, w)
	}
	if got, ok := r.capacity[w]; ok {
		return got.Rate, "measured by TestCapacity in this run", nil
	}
	if r.Gate.Shard != nil {
		return 0, "", errShardCapacity
	}
	res, err := r.Gate.Capacity(ctx, w)
	if err != nil {
		return 0, "", err
	}
	r.keepCapacity(res)
	return res.Rate, "measured now (TestCapacity did not run first)", nil
}

// borrow returns from's capacity of workload w and keeps it, marked with source, for
// this run's results file, which then says which capacity its peaks used. The caller
// holds r.mu.
func (r *Run) borrow(from *results.Run, w, source string) (float64, bool) {
	for _, fc := range from.Capacity {
		if fc.Workload != w {
			continue
		}
		if _, kept := r.capacity[w]; !kept {
			c := fc
			c.Source = source
			if r.capacity == nil {
				r.capacity = map[string]*results.Capacity{}
			}
			r.capacity[w] = &c
		}
		return fc.Rate, true
	}
	return 0, false
}

// MeasureCapacity runs the capacity search for one workload (TestCapacity) and keeps
// the result for the peak cells and the results file. A search this run already made
// (for a peak cell or the burst that ran first) is returned, not repeated.
func (r *Run) MeasureCapacity(ctx context.Context, workload string) (*CapacityResult, error) {
	r.mu.Lock()
	done := r.measured[workload]
	r.mu.Unlock()
	if done != nil {
		return done, nil
	}
	if r.Gate.Shard != nil {
		return nil, errShardCapacity
	}
	c, err := r.Gate.Capacity(ctx, workload)
	if err == nil {
		r.mu.Lock()
		r.keepCapacity(c)
		r.mu.Unlock()
	}
	return c, err
}

func (r *Run) keepCapacity(c *CapacityResult) {
	// Each map on its own: with a baseline, capacity already holds the baseline's
	// rates when a search of this run is kept.
	if r.capacity == nil {
		r.capacity = map[string]*results.Capacity{}
	}
	if r.measured == nil {
		r.measured = map[string]*CapacityResult{}
	}
	r.capacity[c.Workload] = capacityRecord(c)
	r.measured[c.Workload] = c
}

// Burst runs the plan's TestBurst, with a spike relative to capacity resolved first
// (see plan.Burst): the baseline's capacity with a baseline, else this run's,
// measured now if TestCapacity has not run.
func (r *Run) Burst(ctx context.Context) (*BurstResult, error) {
	b := r.Gate.Plan.Burst
	if b == nil {
		return nil, fmt.Errorf("plan %s has no burst section", r.Gate.Plan.File)
	}
	if r.Gate.Shard != nil {
		return nil, ErrShardBurst
	}
	spike, src := b.Spike, "the plan"
	if b.SpikeCapacity > 0 {
		rate, from, err := r.capacityOf(ctx, b.Workload)
		if err != nil {
			return nil, fmt.Errorf("burst: spike_capacity needs the capacity of %s: %w", b.Workload, err)
		}
		spike = b.SpikeCapacity * rate
		src = fmt.Sprintf("%g × the capacity of %s, %.3g req/s, %s", b.SpikeCapacity, b.Workload, rate, from)
		if spike <= b.Base {
			return nil, fmt.Errorf("burst: the spike, %s = %.3g req/s, is not above base %g/s: lower burst.base", src, spike, b.Base)
		}
	}
	res, err := r.Gate.Burst(ctx, spike)
	if res != nil {
		res.SpikeSource = src
	}
	return res, err
}

// Overload runs the plan's TestOverload at multiples of the overload workload's
// capacity: the baseline's with a baseline (or INFERGATE_CAPACITY's), else this run's,
// measured now if TestCapacity has not run. A shard does not run it.
func (r *Run) Overload(ctx context.Context) (*OverloadResult, error) {
	o := r.Gate.Plan.Overload
	if o == nil {
		return nil, fmt.Errorf("plan %s has no overload section", r.Gate.Plan.File)
	}
	if r.Gate.Shard != nil {
		return nil, ErrShardOverload
	}
	rate, _, err := r.capacityOf(ctx, o.Workload)
	if err != nil {
		return nil, fmt.Errorf("overload needs the capacity of %s: %w", o.Workload, err)
	}
	return r.Gate.Overload(ctx, rate)
}

// Restart runs the plan's TestRestart (see Gate.Restart); a shard does not run it.
func (r *Run) Restart(ctx context.Context) (*RestartResult, error) {
	if r.Gate.Shard != nil {
		return nil, ErrShardRestart
	}
	return r.Gate.Restart(ctx, r.Env.RestartCmd)
}

func capacityRecord(c *CapacityResult) *results.Capacity {
	out := &results.Capacity{Workload: c.Workload, Prefix: c.Prefix, Rate: c.Rate, GoodputRatio: c.GoodputRatio,
		FirstFail: c.FirstFail, Precision: c.Precision, Goodput: c.Goodput, Imprecise: c.Imprecise, AtMax: c.AtMax}
	for _, s := range c.Steps {
		out.Steps = append(out.Steps, results.CapacityStep{Rate: s.Rate, GoodputRatio: s.GoodputRatio, Requests: s.Requests, Passed: s.Passed,
			Confirm: s.Confirm, StoppedEarly: s.StoppedEarly, Brief: s.Brief, Seconds: s.Duration.Seconds(), Traffic: s.Traffic.Seconds()})
	}
	return out
}

// Baseline returns the baseline's record of a cell, if a baseline is set and has it.
func (r *Run) Baseline(cell string) (*results.Cell, bool) {
	if r.baseline == nil {
		return nil, false
	}
	for i := range r.baseline.Cells {
		if r.baseline.Cells[i].Name == cell {
			return &r.baseline.Cells[i], true
		}
	}
	return nil, false
}

// Record keeps a cell's result for the results file.
func (r *Run) Record(res *CellResult) {
	r.store(r.cellRecord(res), res.Digest)
}

// store adds a cell's record, with its workload digest, to the run.
func (r *Run) store(c results.Cell, digest string) {
	r.mu.Lock()
	r.cells = append(r.cells, c)
	r.digests = append(r.digests, digest)
	r.mu.Unlock()
}

// Cell runs one cell of the plan from start to record: the target's capacity when
// the cell's load is a share of it (Capacity), the cell's trials and verdicts
// (Gate.RunCell), its compare gates against the baseline, judged on the record the
// results file will hold (Compare), and that record, built once, in the run
// (Record). The result holds every verdict, the compare gates' included; an error
// means the cell could not run, and nothing is recorded.
func (r *Run) Cell(ctx context.Context, c *plan.Cell) (*CellResult, error) {
	capacity := 0.0
	if l, ok := r.Gate.Plan.Load(c.Load); ok && l.Capacity > 0 {
		rate, source, err := r.Capacity(ctx, c)
		if err != nil {
			return nil, fmt.Errorf("%s: needs the target's capacity: %w", c.Name, err)
		}
		capacity = rate
		r.Gate.logf("%s: %.0f%% of capacity %.3g req/s (%s)", c.Name, 100*l.Capacity, rate, source)
	}
	res, err := r.Gate.RunCell(ctx, c, capacity)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.Name, err)
	}
	rec := r.cellRecord(res)
	gates := r.compare(res, &rec)
	res.Judgements = append(res.Judgements, gates...)
	for _, j := range gates {
		rec.Verdicts = append(rec.Verdicts, verdictRecord(j))
	}
	r.store(rec, res.Digest)
	return res, nil
}

// cellRecord is a cell's result as the results file stores it.
func (r *Run) cellRecord(res *CellResult) results.Cell {
	return cellRecord(res, r.Gate.Plan, r.Gate.Shard != nil)
}

// cellRecord is res as the results file stores it; allITLs keeps every request's
// inter-token gaps instead of ITLRequests' (a shard's file, for the merge).
func cellRecord(res *CellResult, p *plan.Plan, allITLs bool) results.Cell {
	c := results.Cell{
		Name: res.Cell.Name, Workload: res.Cell.Workload, Prefix: res.Cell.Prefix, Load: res.Cell.Load,
		Trials: len(res.Trials), Requests: res.Requests, Sessions: res.Sessions, Warmup: res.Warmup, Invalid: res.Invalid, Rate: res.Rate,
		Retried:  slices.Clone(res.Retried),
		Duration: res.Samples.Duration.Seconds(), WorkloadDigest: res.Digest,
		Summary: summaryOf(res, p),
	}
	if b, err := json.Marshal(res.Server.Trials); err == nil {
		c.Server = b
	}
	c.TTFTSplit = ttftSplitRecord(res.TTFTSplit())
	for _, j := range res.Judgements {
		c.Verdicts = append(c.Verdicts, verdictRecord(j))
	}
	for _, chk := range res.PromptChecks {
		c.PromptLengths = append(c.PromptLengths, results.PromptCheck{
			Source: chk.Source, N: chk.N, MeanAbsErr: chk.MeanAbsErr, MaxAbsErr: chk.MaxAbsErr, Worst: chk.Worst,
		})
	}
	total := 0
	for _, t := range res.Trials {
		total += len(t.Records)
	}
	stride, k := max(1, (total+ITLRequests-1)/ITLRequests), 0
	if allITLs {
		// A shard keeps every gap: the merge judges itl on the pooled gaps of all
		// requests, as one generator's run would.
		stride = 1
	}
	for ti, t := range res.Trials {
		c.TrialDurations = append(c.TrialDurations, t.Duration().Seconds())
		sc := t.Scale
		if !(sc > 0) {
			sc = 1
		}
		for i, rec := range t.Records {
			out := results.FromClient(rec, ti, t.Scale, k%stride == 0)
			if !rec.Intended.IsZero() {
				out.At = max(0, rec.Intended.Sub(t.Start).Seconds()*sc)
			}
			if i < len(t.Lag) {
				out.Lag = max(0, t.Lag[i].Seconds()*sc)
			}
			c.Records = append(c.Records, out)
			k++
		}
	}
	if cal := res.Calibration; cal != nil {
		c.Calibration = &results.Calibration{Source: cal.Source, Ratio: cal.Ratio, Before: cal.Before, After: cal.After, Rounds: cal.Rounds, Note: cal.Note, Off: cal.Off}
	}
	if sq := res.Sequential; sq != nil {
		c.Sequential = &results.Sequential{Looks: sq.Looks, StoppedAt: sq.Stopped, Planned: sq.Planned, Sent: sq.Sent,
			Limit: sq.Limit, Max: sq.Max, Traffic: sq.Traffic, Saved: sq.Saved, Undecided: sq.Undecided, Level: sq.Level, Why: sq.Why,
			Points: slices.Clone(sq.Points), Levels: slices.Clone(sq.Levels)}
	}
	return c
}

// ITLRequests is how many of a cell's requests, evenly spaced in arrival order,
// keep their inter-token gaps in the results file: enough for the HTML report's ITL
// distribution (about 64,000 gaps of long answers), while keeping every request's
// gaps would put a million numbers in a full-scale long-output cell.
const ITLRequests = 64

func verdictRecord(j Judgement) results.Verdict {
	status := string(j.Status)
	if j.Skipped {
		status = "SKIPPED"
	}
	v := results.Verdict{
		Metric: j.Metric, Expr: j.Expr.String(), Status: status, Reason: j.Reason, Message: j.Message, Pos: j.Pos,
		Value: j.Value, Lo: j.Lo, Hi: j.Hi, N: j.N, Close: j.Close,
	}
	if d := j.DesignEffect; d > 0 && !math.IsInf(d, 0) {
		v.DesignEffect = d
	}
	return v
}

func summaryOf(res *CellResult, p *plan.Plan) map[string]results.Stat {
	s := &res.Samples
	out := map[string]results.Stat{}
	for name, xs := range map[string][]float64{
		"ttft": s.TTFT, "itl": s.ITL, "tpot": s.TPOT, "e2el": s.E2EL, "ttft_from_intended": s.TTFTFromIntended,
		"e2el_from_intended": s.E2ELFromIntended, "queue_wait": s.QueueWait, "dispatch_lag": s.DispatchLag,
		"ttft_later_turns": s.TTFTLaterTurns,
	} {
		if len(xs) == 0 {
			continue
		}
		sum, err := stats.Summarize(xs)
		if err != nil {
			continue
		}
		qs, err := stats.Quantiles(xs, .5, .9, .95, .99)
		if err != nil {
			continue
		}
		out[name] = results.Stat{N: sum.N, Mean: sum.Mean, P50: qs[0], P90: qs[1], P95: qs[2], P99: qs[3], Max: sum.Max, Unit: "s"}
	}
	// ttfo is its own figure only for a model that thinks: otherwise it is ttft's step,
	// and every report would show the same distribution twice. The records keep it
	// either way, for compare gates.
	if len(s.TTFO) > 0 && (s.ReasoningTokens > 0 || s.NoOutput > 0) {
		sum, err := stats.Summarize(s.TTFO)
		qs, qerr := stats.Quantiles(s.TTFO, .5, .9, .95, .99)
		if err == nil && qerr == nil {
			out["ttfo"] = results.Stat{N: sum.N, Mean: sum.Mean, P50: qs[0], P90: qs[1], P95: qs[2], P99: qs[3], Max: sum.Max, Unit: "s"}
		}
	}
	for _, m := range []string{"error_rate", "timeout_rate", "goodput_ratio", "goodput_rps", "throughput_rps", "output_tps", "cached_ratio", "prefix_hit_ratio", "preemptions", "max_waiting", "kv_usage_max", "dropped"} {
		obs := res.observe(m, p)
		if obs.Unavailable != "" || obs.N == 0 {
			continue
		}
		mt, _ := threshold.Lookup(m)
		out[m] = results.Stat{N: obs.N, Value: obs.Value, Unit: unitOf(mt)}
	}
	return out
}

func unitOf(m threshold.Metric) string {
	switch m.Kind {
	case threshold.Ratio:
		return "fraction"
	case threshold.Rate:
		return "/s"
	default:
		return "count"
	}
}

// AddTest records a non-cell test (burst, capacity) for the results file.
func (r *Run) AddTest(name, status string, messages ...string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.tests = append(r.tests, results.Test{Name: name, Status: status, Messages: messages})
}

// Finish writes the results file and returns its path ("" when nothing ran).
func (r *Run) Finish() (string, error) {
	f, err := r.FinishRun()
	if f == nil {
		return "", err
	}
	return f.Stored.Path, err
}

// Finished is what FinishRun wrote: the file, whether latest.json now holds it, and
// the run's summary.
type Finished struct {
	Stored  results.Stored
	Summary results.Summary
	// Missing lists what the plan has and this run did not cover (cells, TestBurst,
	// a workload's capacity); not empty means the run is partial.
	Missing []string
}

// FinishRun writes the results file, with the run's summary at its top and marked
// partial when the run did not cover the whole plan, and returns what it wrote (nil
// when nothing ran).
func (r *Run) FinishRun() (*Finished, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.cells) == 0 && len(r.tests) == 0 && r.capacity == nil {
		return nil, nil
	}
	t, p := r.Gate.Target, r.Gate.Plan
	run := &results.Run{Schema: results.Schema, Cells: r.cells, Tests: r.tests}
	missing := r.missing()
	run.Partial = len(missing) > 0
	for _, w := range sortedKeys(r.capacity) {
		run.Capacity = append(run.Capacity, *r.capacity[w])
	}
	m := &run.Manifest
	m.Tool, m.ToolVersion, m.GoVersion = "infergate", Version, runtime.Version()
	m.StartedAt, m.FinishedAt = r.started.UTC(), time.Now().UTC()
	m.Plan.File, m.Plan.Name, m.Plan.Hash = p.File, p.Name, p.Hash
	m.Plan.Compare, m.Plan.Level, m.Plan.Skip = planGates(p), p.Level, r.skips()
	m.Plan.SLO = planSLO(p)
	m.Scale = r.Env.Scale
	m.Seeds = r.seeds()
	sort.Strings(r.digests)
	m.WorkloadDigest = digestOf(r.digests)
	m.Target = results.Target{
		BaseURL: secret.URL(t.BaseURL), Model: t.Model, Version: t.Version, MaxModelLen: t.MaxModelLen,
		Simulated: t.Simulated(), SimOptions: t.SimOptions, TimeScale: t.TimeScale,
	}
	if r.Gate.Scraper != nil && r.Gate.Scraper.Len() > 1 {
		m.Target.Replicas = r.Gate.Scraper.URLs()
	}
	if len(r.cells) > 0 {
		m.CacheConfig = lastCacheConfig(r.cells)
	}
	m.Deployment = r.Env.Deployment
	if sh := r.Gate.Shard; sh != nil {
		m.Shard = &results.Shard{Index: sh.Index, Count: sh.Count, StartAt: sh.StartAt.UTC(), RunID: r.Gate.RunID}
	}
	sum := verdict.Summarize(run)
	sum.Missing = missing
	run.Summary = &sum
	st, err := results.Store(r.Env.Out, run)
	return &Finished{Stored: st, Summary: sum, Missing: missing}, err
}

// missing lists what the plan asks for that this run has not recorded. The caller
// holds r.mu.
func (r *Run) missing() []string {
	p := r.Gate.Plan
	done := map[string]bool{}
	for _, c := range r.cells {
		done[c.Name] = true
	}
	var out []string
	for _, c := range p.Cells {
		if !done[c.Name] {
			out = append(out, "cell "+c.Name)
		}
	}
	if p.Burst != nil && !slices.ContainsFunc(r.tests, func(t results.Test) bool { return t.Name == "TestBurst" }) {
		out = append(out, "TestBurst")
	}
	if p.Overload != nil && !slices.ContainsFunc(r.tests, func(t results.Test) bool { return t.Name == "TestOverload" }) {
		out = append(out, "TestOverload")
	}
	if p.Restart != nil && !slices.ContainsFunc(r.tests, func(t results.Test) bool { return t.Name == "TestRestart" }) {
		out = append(out, "TestRestart")
	}
	for _, w := range p.CapacityWorkloads() {
		if _, ok := r.capacity[w]; !ok {
			out = append(out, "the capacity of "+w)
		}
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func lastCacheConfig(cells []results.Cell) map[string]string {
	var views []struct {
		CacheConfig map[string]string `json:"cache_config"`
	}
	if err := json.Unmarshal(cells[len(cells)-1].Server, &views); err != nil || len(views) == 0 {
		return nil
	}
	return views[len(views)-1].CacheConfig
}

// Compare evaluates the plan's relative gates for a cell against the baseline's record
// of the same cell, both read back as the results file stores them (verdict.JudgeGates),
// so that `infergate compare` on the two files gives the same verdicts. Without a
// baseline it returns nothing; with one that lacks the cell or the metric, the gate is
// INCONCLUSIVE. Inconclusive reasons the plan skips (quick ones in a quick run) are
// skips here too.
func (r *Run) Compare(res *CellResult) []Judgement {
	rec := r.cellRecord(res)
	return r.compare(res, &rec)
}

// compare is Compare on the cell's record as the results file will store it.
func (r *Run) compare(res *CellResult, cand *results.Cell) []Judgement {
	p := r.Gate.Plan
	if r.baseline == nil || len(p.Compare) == 0 {
		return nil
	}
	var base *results.Cell
	if b, ok := r.Baseline(res.Cell.Name); ok {
		base = b
	}
	j := verdict.Judging{BaseName: r.Env.Baseline, Level: p.Level, Skip: r.skips(), Seed: r.Env.Seed,
		BaseSLO: r.baseline.Manifest.Plan.SLO, CandSLO: planSLO(p), Paired: r.paired(base, res.Digest)}
	var out []Judgement
	for _, v := range verdict.JudgeGates(results.GatesFor(planGates(p), cand), base, cand, j) {
		out = append(out, Judgement{Verdict: v.Verdict, Pos: v.Pos, Skipped: v.Skipped})
	}
	return out
}

// paired reports whether this run's cell with workload digest digest is paired with
// the baseline's record of it, base (nil: the baseline has none), as infergate
// compare will pair the two files (verdict.PairedRuns): equal workload digests and
// equal seeds. The run's workload digest covers every cell and is known only when
// the run finishes (FinishRun), so a cell is paired on what the run's manifest
// will hold for it — the run's seeds — and the cell's own digest against the
// baseline cell's; when every cell is paired so, the files' digests are equal too.
func (r *Run) paired(base *results.Cell, digest string) bool {
	if r.baseline == nil || base == nil {
		return false
	}
	ok, _ := verdict.PairedRuns(
		results.Manifest{Seeds: r.baseline.Manifest.Seeds, WorkloadDigest: base.WorkloadDigest},
		results.Manifest{Seeds: r.seeds(), WorkloadDigest: digest})
	return ok
}

// seeds are the base seeds of the run's trials, sorted, as its manifest records them.
func (r *Run) seeds() []uint64 {
	var out []uint64
	for i := range max(r.Gate.Plan.Trials, 1) {
		if s := r.Env.Seed + uint64(i); !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return out
}

// planSLO is the plan's SLO as the results file records it.
func planSLO(p *plan.Plan) *results.SLO {
	return &results.SLO{TTFT: p.SLO.TTFT.Seconds(), TTFO: p.SLO.TTFO.Seconds(), TPOT: p.SLO.TPOT.Seconds(), E2EL: p.SLO.E2EL.Seconds()}
}

// planGates is the plan's compare gates as the results file records them.
func planGates(p *plan.Plan) []results.Gate {
	var out []results.Gate
	for _, c := range p.Compare {
		out = append(out, results.Gate{Metric: c.Metric.Name, Expr: c.Expr.String(), Pos: c.Pos, Cells: c.Pattern})
	}
	return out
}

// Skips reports whether this run treats an inconclusive verdict with reason as a skip
// (the plan's skip list, plus quick.skip in a quick run).
func (r *Run) Skips(reason string) bool { return slices.Contains(r.skips(), reason) }

// skips is the inconclusive reasons this run skips: the plan's, and the quick ones in
// a quick run.
func (r *Run) skips() []string {
	p := r.Gate.Plan
	out := slices.Clone(p.Skip)
	if r.Gate.Quick {
		for _, s := range p.Quick.Skip {
			if !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	return out
}
