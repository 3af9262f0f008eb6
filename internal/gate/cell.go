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
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/scrape"
	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/threshold"
	"github.com/infergate/infergate/internal/workload"
)

// Gate runs one plan against one target.
type Gate struct {
	Target *Target
	Plan   *plan.Plan
	Corpus *workload.Corpus
	Client *client.Client
	// Scraper reads the target's /metrics: one endpoint, or each replica's when
	// INFERGATE_METRICS_URL lists several (scrape.SummarizeReplicas).
	Scraper *scrape.Replicas
	// Quick marks a quick-scale run: the plan's quick skip reasons apply.
	Quick bool
	// Seed is the base seed; trial t of a cell uses Seed+t.
	Seed uint64
	// RunID makes every request of this run unique on a long-lived server, so that
	// nothing hits another run's prefix cache by accident.
	RunID string
	// Logf receives progress lines (t.Logf in the tests); nil discards them.
	Logf func(format string, args ...any)
	// Baseline, when set, returns the baseline's record of a cell, for the compare
	// gates a sequential look must decide.
	Baseline func(cell string) (*results.Cell, bool)
	// Paired, when set, reports whether a cell whose trials so far have the
	// workload digest digest is paired with the baseline's record of it, base (see
	// Run.Compare): a sequential look then judges a compare gate on the paired
	// interval the cell would be judged on if it stopped there.
	Paired func(base *results.Cell, digest string) bool
	// Gates, when set, judges the compare gates on a cell as the end of the cell
	// would (Run.Compare): a look from the planned end on runs on while one of them
	// is INCONCLUSIVE for too few samples.
	Gates func(res *CellResult) []Judgement
	// Shard, when set, makes this gate one shard of a sharded run: it sends its share
	// of every cell in the cell's common time slot (see Shard).
	Shard *Shard
	slots map[string][]time.Time // the shard's trial slots, laid out on first use
	// CellTimeout and RequestTimeout bound each trial (see Env.CellTimeout).
	CellTimeout, RequestTimeout time.Duration
	// CalibrationOff says what turned the prompt-length calibration off
	// ("INFERGATE_CALIBRATION=off", or the plan's calibration: off with its
	// file:line), or "" when it is on. Every Calibration then says so.
	CalibrationOff string
	// calibrated holds each workload's prompt-length calibration, made on first use.
	calibrated map[string]*Calibration
}

// New wires a gate from an opened target and a loaded plan and corpus.
func New(t *Target, p *plan.Plan, corpus *workload.Corpus, env Env) (*Gate, error) {
	cfg := client.Config{BaseURL: t.BaseURL, Model: t.Model, APIKey: t.APIKey, Timeout: env.Timeout}
	if t.Transport != nil {
		cfg.HTTPClient = t.httpClient(0)
	}
	c, err := client.New(cfg)
	if err != nil {
		return nil, err
	}
	metrics, err := scrape.ParseURLs(t.MetricsURL)
	if err != nil {
		return nil, fmt.Errorf("INFERGATE_METRICS_URL: %w", err)
	}
	g := &Gate{
		Target:  t,
		Plan:    p,
		Corpus:  corpus,
		Client:  c,
		Scraper: scrape.NewReplicas(metrics, t.httpClient(scrape.DefaultTimeout)),
		Quick:   env.Scale == ScaleQuick,
		Seed:    env.Seed,
		RunID:   fmt.Sprintf("r%x", time.Now().UnixNano()%(1<<32)),
		Shard:   env.Shard,

		CellTimeout:    env.CellTimeout,
		RequestTimeout: env.Timeout,
	}
	g.CalibrationOff = calibrationOff(env.Calibration, p.CalibrationOff)
	if g.Shard != nil {
		g.RunID = g.Shard.RunID()
		if _, err := g.shardSlots(); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// shardSlots returns the shard's trial slots, laid out from the plan on first use.
func (g *Gate) shardSlots() (map[string][]time.Time, error) {
	if g.slots != nil {
		return g.slots, nil
	}
	sl, err := g.Shard.slots(g.Plan, g.Target.TimeScale, func(c *plan.Cell) (time.Duration, bool) {
		l, ok := g.Plan.CellLoad(c)
		switch {
		case !ok || l.Closed():
			return 0, false
		case l.Replay != nil:
			at, _ := l.ReplayArrivals()
			if len(at) == 0 {
				return 0, true
			}
			return at[len(at)-1], true
		case l.Duration > 0:
			return l.Duration, true
		case l.Rate > 0 && l.Requests > 0:
			return time.Duration(float64(l.Requests) / l.Rate * float64(time.Second)), true
		}
		return 0, false
	})
	g.slots = sl
	return sl, err
}

func (g *Gate) logf(format string, args ...any) {
	if g.Logf != nil {
		g.Logf(format, args...)
	}
}

// CellResult is one cell's measurements and verdicts, pooled over its trials.
type CellResult struct {
	Cell    *plan.Cell
	Trials  []*loadgen.Result
	Samples loadgen.Samples // pooled over trials
	// Server is the server-side view, pooled over trials.
	Server     ServerView
	Judgements []Judgement
	// Invalid says why the cell cannot be judged (the generator fell behind), or "".
	Invalid string
	// Retried holds why the machine spoiled each earlier attempt at the cell, in order
	// ("INVALID: …", or "undecided after the machine stalled the simulator: …"); the
	// cell then ran again (MachineRetries), and only this attempt's data is here.
	Retried  []string
	Requests int // measured requests per trial (a session workload's: the first trial's turns)
	// Sessions is the planned sessions per trial of a session workload, 0 otherwise.
	Sessions int
	Warmup   int
	Rate     float64 // the open-loop rate used, req/s (0 for a closed loop)
	Digest   string  // sha256 over the trials' workload shape digests (run marks taken out)
	// PromptChecks say how far the target's prompt token counts were from the
	// workload's targets: from /tokenize before the first trial (when the target has
	// one), and from usage.prompt_tokens of the measured requests.
	PromptChecks []workload.Check
	// Sequential is what the plan's early stopping did in the cell; nil when the plan
	// has none.
	Sequential *SequentialResult
	// unavailable holds metrics the cell's data cannot give, with the reason (a
	// merge of shards has no per-token gaps).
	unavailable map[string]string
	// Calibration is how the cell's workload was fitted to the target's tokenizer.
	Calibration *Calibration
	// conservation lists what did not add up in the cell's request accounting;
	// deadline the trials cut off at their deadline.
	conservation, deadline []string
}

// ServerView is the server's side of a cell, pooled over trials: counter deltas are
// summed and sampled gauges maxed. A value that any trial could not read is unavailable.
type ServerView struct {
	PrefixHits, PrefixQueries, Preemptions scrape.Value
	MaxWaiting, MaxKVUsage                 scrape.Value
	CacheConfig                            map[string]string
	Trials                                 []scrape.Cell
}

// SimLost returns the share of the cell's simulated time that the infergate simulator
// skipped because the machine running it fell behind (scrape.Cell.SimLost over the
// trials' spans), and the lost simulated seconds; ok is false when the target is not
// that simulator or a trial could not read it. scale is simulated seconds per wall
// second.
func (v ServerView) SimLost(scale float64) (share, lost float64, ok bool) {
	if scale <= 0 {
		scale = 1
	}
	var span float64
	for _, t := range v.Trials {
		if t.SimLost == nil || !t.SimLost.OK || t.From.IsZero() || !t.To.After(t.From) {
			return 0, 0, false
		}
		lost += t.SimLost.V
		span += t.To.Sub(t.From).Seconds() * scale
	}
	if span <= 0 {
		return 0, 0, false
	}
	return lost / span, lost, true
}

// spec builds the workload spec of a cell's trial.
func (g *Gate) spec(c *plan.Cell, trial, requests int, suffix string) (workload.Spec, error) {
	w, ok := g.Plan.Workload(c.Workload)
	if !ok {
		return workload.Spec{}, fmt.Errorf("cell %s: unknown workload %q", c.Name, c.Workload)
	}
	p, ok := g.Plan.Prefix(c.Prefix)
	if !ok {
		return workload.Spec{}, fmt.Errorf("cell %s: unknown prefix %q", c.Name, c.Prefix)
	}
	return workload.Spec{
		Kind: w.Kind, Input: w.Input, Output: w.Output, Prefix: p.Prefix, Requests: requests,
		Seed: g.Seed + uint64(trial), Run: runName(g.RunID, c.Name, trial, suffix),
		Langs: w.Langs, Completions: w.Completions, Model: g.Target.Model, Session: w.Session,
	}, nil
}

// cellDigest is the workload digest of a cell whose trials had the workload shape
// digests trials, under load.
func cellDigest(trials []string, load plan.Load) string {
	parts := slices.Clone(trials)
	if load.Replay != nil {
		parts = append(parts, "replay:"+load.Replay.Hash)
	}
	return digestOf(parts)
}

func runName(id, cell string, trial int, suffix string) string {
	r := strings.NewReplacer("/", ".", " ", "_").Replace(cell)
	return fmt.Sprintf("%s-%s-t%d%s", id, r, trial, suffix)
}

// checkContext rejects requests that cannot fit the target's context length, before
// anything is sent.
func (g *Gate) checkContext(cell string, reqs []client.Request) error {
	max := g.Target.MaxModelLen
	if max <= 0 {
		return nil
	}
	for _, r := range reqs {
		if need := r.InputTokens + r.MaxTokens; need > max {
			return fmt.Errorf("cell %s: request %s needs %d tokens (%d in, %d out) but the target's max_model_len is %d: shorten the workload's input or output in the plan",
				cell, r.ID, need, r.InputTokens, r.MaxTokens, max)
		}
	}
	return nil
}

// trialDeadline is the wall-time deadline of one trial: CellTimeout when set, else for
// an open loop its arrival span plus the request deadline plus 30 s, and none for a
// closed loop (whose length is not planned).
func (g *Gate) trialDeadline(cfg loadgen.Config) time.Duration {
	if g.CellTimeout > 0 {
		return g.CellTimeout
	}
	if len(cfg.Arrivals) == 0 || g.RequestTimeout <= 0 {
		return 0
	}
	scale := cfg.Scale
	if !(scale > 0) {
		scale = 1
	}
	d := time.Duration(float64(cfg.Arrivals[len(cfg.Arrivals)-1]) / scale)
	if len(cfg.Sessions) > 0 {
		return d + sessionSpan(cfg.Sessions, g.RequestTimeout, scale) + 30*time.Second
	}
	if !cfg.StartAt.IsZero() {
		d += time.Until(cfg.StartAt)
	}
	return d + g.RequestTimeout + 30*time.Second
}

// shardTrial narrows a trial to this shard's share (see Shard): its arrivals or users
// and their requests, due at the trial's common slot. It returns the requests to send
// and, when the shard reached the slot late, why the cell is invalid.
func (g *Gate) shardTrial(c *plan.Cell, trial int, cfg *loadgen.Config, reqs []client.Request) ([]client.Request, string, error) {
	slots, err := g.shardSlots()
	if err != nil {
		return nil, "", err
	}
	if trial >= len(slots[c.Name]) {
		return nil, "", fmt.Errorf("cell %s: shard %s has no slot for trial %d (the plan has %d trials)", c.Name, g.Shard, trial, len(slots[c.Name]))
	}
	at := slots[c.Name][trial]
	var idx []int
	if cfg.Concurrency > 0 {
		cfg.Concurrency, idx = g.Shard.closedShare(cfg.Concurrency, len(reqs))
	} else {
		idx = g.Shard.openShare(len(reqs))
		arr := make([]time.Duration, len(idx))
		for i, k := range idx {
			arr[i] = cfg.Arrivals[k]
		}
		cfg.Arrivals = arr
		if cfg.MaxConcurrency > 0 {
			// The cap is the whole run's: each shard holds its share of it.
			cfg.MaxConcurrency = max(1, (cfg.MaxConcurrency*(g.Shard.Index+1))/g.Shard.Count-(cfg.MaxConcurrency*g.Shard.Index)/g.Shard.Count)
		}
	}
	out := make([]client.Request, len(idx))
	for i, k := range idx {
		out[i] = reqs[k]
	}
	cfg.StartAt = at
	late := ""
	if d := time.Since(at); d > lateness {
		late = fmt.Sprintf("shard %s reached trial %d of %s %v after its slot began: the shards did not send together, so this is not the plan's load (start the shards before INFERGATE_START_AT, and raise INFERGATE_SHARD_SLACK, or INFERGATE_SHARD_SLOT for closed loops, if the cell before ran over)",
			g.Shard, trial+1, c.Name, d.Round(time.Millisecond))
	} else {
		g.logf("%s trial %d: shard %s sends %d of %d requests from %s", c.Name, trial+1, g.Shard, len(out), len(reqs), at.UTC().Format(time.RFC3339Nano))
	}
	return out, late, nil
}

// promptErrWarn is the mean relative prompt-length error above which the log says
// that the cell's token targets do not hold on the target.
const promptErrWarn = 0.10

// checkTokenize asks the target's /tokenize for the prompt lengths of (a sample of) a
// cell's requests before they are sent, and logs how far they are from the
// workload's targets: the workload sizes prompts with the simulator's tokenizer, and a
// real model's can count differently. A target without /tokenize is checked from
// usage after the run instead; any other failure is logged, not fatal.
func (g *Gate) checkTokenize(ctx context.Context, res *CellResult, reqs []client.Request) {
	// vLLM guards only /v1 with --api-key, but a gateway in front may guard all.
	chk, err := workload.CheckTokenize(ctx, g.Target.BaseURL, g.Target.Model, g.Target.authClient(30*time.Second), reqs)
	switch {
	case errors.Is(err, workload.ErrTokenizeUnavailable):
		g.logf("%s: the target has no /tokenize; prompt lengths are checked from usage.prompt_tokens after the run", res.Cell.Name)
	case err != nil:
		g.logf("%s: prompt lengths not checked against /tokenize: %v", res.Cell.Name, scrub(err, g.Target.APIKey))
	case chk.N > 0:
		res.PromptChecks = append(res.PromptChecks, chk)
		g.logf("%s", promptCheckLine(res.Cell.Name, chk))
	}
}

// checkUsage compares usage.prompt_tokens of every measured request that reported
// usage with its target.
func (g *Gate) checkUsage(res *CellResult, reqs []client.Request) {
	counts := map[string]int{}
	for _, t := range res.Trials {
		for _, r := range t.Records {
			if r.HasUsage {
				counts[r.ID] = r.PromptTokens
			}
		}
	}
	if chk := workload.CheckUsage(reqs, counts); chk.N > 0 {
		res.PromptChecks = append(res.PromptChecks, chk)
		g.logf("%s", promptCheckLine(res.Cell.Name, chk))
	}
}

func promptCheckLine(cell string, chk workload.Check) string {
	line := fmt.Sprintf("%s: prompt lengths from %s over %d requests: mean |error| %.1f%%, worst %s",
		cell, chk.Source, chk.N, 100*chk.MeanAbsErr, chk.Worst)
	if chk.MeanAbsErr > promptErrWarn {
		line += fmt.Sprintf(" — more than %.0f%% off: the cell's input lengths do not hold on this target's tokenizer", 100*promptErrWarn)
	}
	return line
}

func loadDesc(l plan.Load, rate float64) string {
	if l.Concurrency > 0 {
		return fmt.Sprintf("closed loop, %d users", l.Concurrency)
	}
	if l.Replay != nil {
		s := fmt.Sprintf("replay of %s at %gx, mean %.3g req/s", l.Replay.File, l.TimeScale, rate)
		if l.MaxConcurrency > 0 {
			s += fmt.Sprintf(", max %d in flight", l.MaxConcurrency)
		}
		return s
	}
	s := fmt.Sprintf("open loop, %.3g req/s", rate)
	if l.Capacity > 0 {
		s += fmt.Sprintf(" = %.0f%% of capacity", 100*l.Capacity)
	}
	if l.MaxConcurrency > 0 {
		s += fmt.Sprintf(", max %d in flight", l.MaxConcurrency)
	}
	return s
}

func fmtQuantile(xs []float64, q float64) string {
	v, err := stats.Quantile(xs, q)
	if err != nil {
		return "n/a"
	}
	return fmtSeconds(v)
}

// fmtSeconds writes seconds as the verdicts do (threshold.FormatSeconds), so that a
// figure in a log line reads like the same figure in a verdict: 0.9996 → "1s"; "n/a"
// for a figure that could not be computed.
func fmtSeconds(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "n/a"
	}
	return threshold.FormatSeconds(v)
}

// pool concatenates the trials' samples.
func pool(trials []*loadgen.Result) loadgen.Samples {
	var p loadgen.Samples
	for _, t := range trials {
		s := t.Samples()
		p.TTFT = append(p.TTFT, s.TTFT...)
		p.TTFTLaterTurns = append(p.TTFTLaterTurns, s.TTFTLaterTurns...)
		p.TTFO = append(p.TTFO, s.TTFO...)
		p.NoOutput += s.NoOutput
		p.ReasoningTokens += s.ReasoningTokens
		p.E2EL = append(p.E2EL, s.E2EL...)
		p.TPOT = append(p.TPOT, s.TPOT...)
		p.ITL = append(p.ITL, s.ITL...)
		p.ITLPerToken = append(p.ITLPerToken, s.ITLPerToken...)
		p.TTFTFromIntended = append(p.TTFTFromIntended, s.TTFTFromIntended...)
		p.E2ELFromIntended = append(p.E2ELFromIntended, s.E2ELFromIntended...)
		p.QueueWait = append(p.QueueWait, s.QueueWait...)
		p.DispatchLag = append(p.DispatchLag, s.DispatchLag...)
		p.Total += s.Total
		p.Succeeded += s.Succeeded
		p.Cache.Add(s.Cache)
		p.Dropped += s.Dropped
		if p.ByClass == nil {
			p.ByClass = map[client.Class]int{}
		}
		for k, v := range s.ByClass {
			p.ByClass[k] += v
		}
		p.InputTokens += s.InputTokens
		p.OutputTokens += s.OutputTokens
		p.EstimatedTokens += s.EstimatedTokens
		p.Duration += s.Duration
	}
	return p
}

func poolServer(views []scrape.Cell) ServerView {
	sum := func(get func(scrape.Cell) scrape.Value) scrape.Value {
		out := scrape.Value{OK: true}
		for _, v := range views {
			x := get(v)
			if !x.OK {
				return x
			}
			out.V += x.V
			out.Source = x.Source
		}
		if len(views) == 0 {
			return scrape.Value{Reason: "no trials"}
		}
		return out
	}
	maxOf := func(get func(scrape.Cell) scrape.Value) scrape.Value {
		out := scrape.Value{OK: true, V: math.Inf(-1)}
		for _, v := range views {
			x := get(v)
			if !x.OK {
				return x
			}
			out.V = math.Max(out.V, x.V)
			out.Source = x.Source
		}
		if len(views) == 0 {
			return scrape.Value{Reason: "no trials"}
		}
		return out
	}
	sv := ServerView{
		PrefixHits:    sum(func(c scrape.Cell) scrape.Value { return c.PrefixCacheHits }),
		PrefixQueries: sum(func(c scrape.Cell) scrape.Value { return c.PrefixCacheQueries }),
		Preemptions:   sum(func(c scrape.Cell) scrape.Value { return c.Preemptions }),
		MaxWaiting:    maxOf(func(c scrape.Cell) scrape.Value { return c.MaxWaiting }),
		MaxKVUsage:    maxOf(func(c scrape.Cell) scrape.Value { return c.MaxKVUsage }),
		Trials:        views,
	}
	if len(views) > 0 {
		sv.CacheConfig = views[len(views)-1].CacheConfig
	}
	return sv
}
