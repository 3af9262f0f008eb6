package plan

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math"
	"os"
	"slices"
	"time"

	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/threshold"
	"github.com/infergate/infergate/internal/traffic"
	"github.com/infergate/infergate/internal/workload"
)

// Plan is a validated plan file with its matrix expanded.
type Plan struct {
	// File is the path the plan was read from, as given; Hash is the sha256 of its bytes
	// in lower-case hex, recorded in the results manifest.
	File, Hash string
	// Name and Description identify the plan in results and reports.
	Name, Description string
	// SLO says what makes a request "good" for goodput (vLLM's inclusive rule; a zero
	// field is not checked). Its TTFO field, slo.ttfo, makes goodput wait for a
	// reasoning model's answer rather than its first thinking token.
	SLO stats.SLO
	// Trials is how many times every cell runs; samples are pooled over trials. At
	// least 1 (the default).
	Trials int
	// Warmup is how many requests run before the measurement of every cell and trial
	// (warmup.requests); they are excluded from everything measured.
	Warmup int
	// Level is the two-sided confidence level of percentile intervals (the file's
	// confidence), in (0, 1). The default 0.90 makes each bound a one-sided 95 % bound.
	Level float64
	// Sequential, when set, lets a cell stop early once every verdict is decided; nil
	// runs every cell to its planned size.
	Sequential *Sequential
	// CalibrationOff is where the plan turned the prompt-length calibration off
	// (calibration: off, as "file:line"), or "" when it is on (the default). Off is
	// for targets whose token counts mean nothing (a gateway that rewrites prompts,
	// a mock that reports fixed usage): calibrating against them would scale the
	// prompts to noise or fail the workload's cells.
	CalibrationOff string
	// Workloads, Prefixes and Loads are the three axes of the matrix, in file order.
	Workloads []Workload
	Prefixes  []Prefix
	Loads     []Load
	// Burst is the spike test (TestBurst), or nil when the plan has none.
	Burst *Burst
	// Overload is TestOverload's section; nil when the plan has none.
	Overload *Overload
	// Restart is TestRestart's section; nil when the plan has none.
	Restart *Restart
	// Capacity says how TestCapacity searches; defaults when the file has no capacity
	// section.
	Capacity Capacity
	// Cells is the expanded matrix: every workload × prefix × load, workloads outermost
	// and loads innermost, each axis in file order.
	Cells []Cell
	// Compare holds the relative gates against a baseline results file; each applies to
	// its metric in every cell.
	Compare []Check
	// CompareTail (compare.tail) is how many requests every cell collects beyond each
	// of its compare gates' percentiles before it may stop, within sequential's
	// maximum: a run is the next run's baseline, and a paired interval of a p(95)'s
	// change drawn from 7 requests beyond it cannot tell a +25 % regression from
	// +10 %. 0 asks nothing beyond what a paired interval needs at all
	// (stats.PairedTooFew).
	CompareTail int
	// Skip lists the inconclusive reasons the plan treats as skips rather than failures
	// (see SkipReasons).
	Skip []string
	// Quick is how INFERGATE_SCALE=quick shrinks the plan.
	Quick Quick
}

// Sequential is the plan's early-stopping rule for matrix cells (sequential:). A cell
// is looked at Looks − 1 times before its end, after each 1/Looks of its planned
// requests (pooled over trials, in arrival order), and stops at the first look at
// which every verdict is decided at that look's confidence and the cell has run at
// least MinDuration of traffic and one turnover of its requests. A look that cannot
// decide everything lets the cell run on to its end, the last look. The looks spend
// the plan's error 1 − confidence between them (stats.SequentialRule): the end keeps
// the share Final and the looks before it split the rest, so a cell with looks is
// judged at its end at 1 − (1 − confidence)·Final, not at the plan's confidence.
type Sequential struct {
	// Looks is the number of evaluations, the end included, at least 2
	// (sequential.looks).
	Looks int
	// MinDuration is the least traffic time (simulated) before a cell may stop
	// (sequential.min_duration, default 0); quick runs scale it like the loads.
	MinDuration time.Duration
	// Final is the share of the error the end keeps, in (0, 1) (sequential.final);
	// 0 when unset, which splits the error evenly over the looks (1/Looks).
	Final float64
	// Max lets a cell that is still undecided at its planned end run on, with more
	// looks at the same spacing, up to Max times its planned requests
	// (sequential.max, "3x"); 0 when unset: the cell ends where it was planned to,
	// unless MaxDuration is set.
	Max float64
	// MaxDuration caps the traffic time a cell may use, over all its trials
	// (sequential.max_duration; quick runs scale it like the loads). Without Max it
	// also sets how far an open loop may run on: its rate × MaxDuration requests.
	MaxDuration time.Duration
}

// MaxSequential is the largest sequential.max a plan may ask for: a cell that needs
// more than ten times its planned requests is planned too small, and plan cost says
// by how much.
const MaxSequential = 10

// SequentialMax returns how far cell c may run on past its planned requests, as a
// multiple of them (1: not at all), given the capacity rate for capacity loads:
// sequential.max when set, else for an open loop the requests sequential.max_duration
// of traffic holds at its rate, over its trials (at most MaxSequential times the plan,
// never less than the plan).
func (p *Plan) SequentialMax(c *Cell, capacityRate float64) float64 {
	sq := p.Sequential
	if sq == nil || sq.Looks < 1 {
		return 1
	}
	if sq.Max >= 1 {
		return sq.Max
	}
	if sq.MaxDuration <= 0 || c == nil {
		return 1
	}
	l, ok := p.CellLoad(c)
	if !ok || l.Closed() || l.Replay != nil {
		return 1
	}
	rate := l.Rate
	if l.Capacity > 0 {
		rate = l.Capacity * capacityRate
	}
	n, ok := p.ExpectedRequests(c, capacityRate)
	if !ok || !(rate > 0) || n <= 0 {
		return 1
	}
	trials := max(p.Trials, 1)
	m := rate * sq.MaxDuration.Seconds() / float64(trials*n)
	return min(max(m, 1), MaxSequential)
}

// Workload is one request shape of the matrix.
type Workload struct {
	// Name is the workload's name on the matrix axis.
	Name string
	// Kind is the corpus template; it defaults to Name when Name is a kind.
	Kind workload.Kind
	// Input and Output are the prompt and answer length distributions, in tokens.
	Input, Output workload.Dist
	// Completions sends /v1/completions prompts instead of chat messages.
	Completions bool
	// Langs are the corpus languages, round-robin; empty means workload.DefaultLangs.
	Langs []string
	// Session shapes a session kind's sessions (turns, think time, what each turn
	// adds, the affinity header); nil means workload.DefaultSession. A session
	// workload's loads count sessions: its rate is sessions per second, a closed
	// loop's requests are sessions, and every session sends several requests.
	Session *workload.Session
}

// Prefix is one prefix-sharing mode of the matrix: {} is fresh (every request
// cache-busted), {shared: 0.8, groups: 4, prime: true} shares 80 % of each input among
// one of 4 groups, primed before measurement.
type Prefix struct {
	// Name is the prefix mode's name on the matrix axis.
	Name string
	workload.Prefix
}

// Load is one arrival process of the matrix. Exactly one of three modes is set:
//
//   - a closed loop: Concurrency users send Requests requests, each user sending its
//     next request when its previous one ends;
//   - an open loop: arrivals at Rate per second (gamma gaps with Burstiness, 1 being
//     Poisson) for Duration, or for Requests arrivals;
//   - a capacity-relative open loop: Capacity (in (0, 1]) times the measured capacity
//     (see Plan.CapacityWorkload), for Duration.
//
// MaxConcurrency caps requests in flight in an open loop (0: no cap); the wait for a
// slot counts as client queueing.
type Load struct {
	// Name is the load's name on the matrix axis.
	Name string
	// Concurrency and Requests define a closed loop; Requests may also bound an open
	// loop instead of Duration.
	Concurrency, Requests int
	// Rate is the open-loop arrival rate in requests per second; Burstiness is the
	// gamma shape of the gaps (default 1, Poisson; +Inf is a constant rate).
	Rate, Burstiness float64
	// MaxConcurrency caps an open loop's requests in flight; 0 means no cap.
	MaxConcurrency int
	// Duration is how long an open loop's arrivals last.
	Duration time.Duration
	// Capacity is the share of measured capacity a capacity-relative load offers.
	Capacity float64
	// Replay, when set, makes the load a replay of a recorded trace: its arrivals
	// and each request's input and output lengths, as an open loop. TimeScale (> 0,
	// default 1) compresses it: 10 replays ten times faster. A Duration, when set,
	// replays only the arrivals within it (after scaling).
	Replay    *traffic.Trace
	TimeScale float64
}

// ReplayArrivals returns a replay load's arrival offsets (trace offsets divided by
// TimeScale, only those within Duration when it is set) and the matching lengths.
func (l Load) ReplayArrivals() ([]time.Duration, []workload.Length) {
	n, ks := l.replayCount()
	if n == 0 {
		return nil, nil
	}
	out := make([]time.Duration, n)
	for i := range out {
		out[i] = time.Duration(float64(l.Replay.Offsets[i]) / ks)
	}
	return out, slices.Clone(l.Replay.Lengths[:n])
}

// replayCount returns how many of the trace's arrivals a replay load sends, and its
// time scale.
func (l Load) replayCount() (int, float64) {
	if l.Replay == nil {
		return 0, 1
	}
	ks := l.TimeScale
	if !(ks > 0) {
		ks = 1
	}
	if l.Duration <= 0 {
		return len(l.Replay.Offsets), ks
	}
	n, _ := slices.BinarySearchFunc(l.Replay.Offsets, l.Duration, func(off, d time.Duration) int {
		if time.Duration(float64(off)/ks) <= d {
			return -1
		}
		return 1
	})
	return n, ks
}

// Closed reports whether the load is a closed loop.
func (l Load) Closed() bool { return l.Concurrency > 0 }

// Burst describes TestBurst: Base requests per second for Duration, with a spike to
// Spike requests per second (or SpikeCapacity × the workload's measured capacity)
// lasting SpikeFor; after the spike the target must be back to normal within
// RecoverWithin.
//
// A spike relative to capacity asks the same of every deployment: the backlog it
// leaves is (SpikeCapacity − 1) × capacity × SpikeFor requests and drains at capacity
// − Base, so the recovery it should take barely depends on how fast the deployment
// is. An absolute spike (the morning log-in wave your product sees) is harsher on a
// smaller deployment, which is the point when the traffic is fixed.
type Burst struct {
	// Workload and Prefix name the traffic; they default to the first workload and
	// the first prefix of the file.
	Workload, Prefix string
	// Base and Spike are arrival rates in requests per second; Spike > Base. Spike is 0
	// when SpikeCapacity is set.
	Base, Spike float64
	// SpikeCapacity, when > 0, is the spike as a multiple (> 1) of the capacity
	// TestCapacity measures for the burst's workload (or the baseline's, with a
	// baseline), which must then exceed Base.
	SpikeCapacity float64
	// SpikeFor is the spike's length, Duration the whole test's; RecoverWithin is how
	// soon after the spike the target must have recovered. SpikeFor + RecoverWithin <
	// Duration, so there is base traffic on both sides of the spike.
	SpikeFor, Duration, RecoverWithin time.Duration
	// MaxConcurrency caps requests in flight; 0 means no cap.
	MaxConcurrency int
}

// Overload says how TestOverload drives a workload past its capacity and what the
// target is expected to do there: queue the excess (vLLM's unbounded waiting queue:
// TTFT and E2EL grow, nothing is refused) or shed it (a gateway or a bounded queue
// answers 429 or 503 at once, and the requests it accepts still meet the SLO).
type Overload struct {
	// Workload and Prefix name the traffic; they default to the first workload that
	// runs at a share of capacity (else the first) and the capacity search's prefix.
	Workload, Prefix string
	// Multiples are the shares of the workload's capacity offered, one open-loop step
	// each, increasing (default 1, 2, 3).
	Multiples []float64
	// StepDuration is each step's length (default 30s).
	StepDuration time.Duration
	// Policy is OverloadQueue or OverloadShed.
	Policy string
	// MaxQueueWait (queue) bounds the p95 TTFT of the requests at every step: how
	// long the queue may keep a user waiting. 0: not checked.
	MaxQueueWait time.Duration
	// MaxShedLatency (shed) bounds the p95 time to a refusal's response headers.
	// 0: not checked.
	MaxShedLatency time.Duration
}

// Restart says how TestRestart restarts the target under steady traffic and how soon
// it must be back: /health answering, a first token served, and TTFT p95 within the
// SLO again, each timed from the moment the restart began.
type Restart struct {
	// Workload and Prefix name the steady traffic (default: the first of each).
	Workload, Prefix string
	// Rate is the steady Poisson rate, req/s.
	Rate float64
	// Before and After are the traffic before the restart and after it.
	Before, After time.Duration
	// ColdStart is the embedded simulator's model-loading time after the restart (a
	// real target takes what it takes).
	ColdStart time.Duration
	// MaxHealth, MaxFirstToken and MaxRecovery bound the three times.
	MaxHealth, MaxFirstToken, MaxRecovery time.Duration
}

// Overload policies.
const (
	OverloadQueue = "queue"
	OverloadShed  = "shed"
)

// Capacity says how TestCapacity finds the highest arrival rate at which the target
// still keeps Goodput of its requests good: each of Steps probes offers one Poisson rate
// between MinRate and MaxRate for StepDuration.
//
// The capacity that a capacity-relative load takes a share of is measured per workload:
// an 8k-token prompt costs many times a chat turn, so one rate cannot be "90 % of
// capacity" for both. With Workload empty (the default) TestCapacity measures every
// workload that a capacity load runs with (see Plan.CapacityWorkloads) and each cell
// uses its own workload's capacity; with Workload set, only that workload is measured
// and its capacity applies to every capacity load. Prefix is the prefix mode of the
// search for every workload: by default the first fresh prefix of the file (the most
// expensive traffic), else the first prefix, so cells with a reused prefix run at the
// same rate as fresh ones and show what the cache buys.
type Capacity struct {
	// Workload, if set, is the only workload measured; see the type's comment.
	Workload string
	// Prefix is the prefix mode the search runs with.
	Prefix string
	// MinRate and MaxRate bound the search, in requests per second (defaults 0.5/s and
	// 64/s).
	MinRate, MaxRate float64
	// StepDuration is how long each probe offers its rate (default 60s), at least:
	// probes much shorter than the requests' own latency end before the KV cache and
	// the queue fill up, and overestimate what the target sustains, so a full probe
	// lasts at least ProbeLifetimes times the longest median e2el of a passing probe.
	StepDuration time.Duration
	// Steps is the most full-length probes a search makes, at least 2 (default 10;
	// the climb's short probes do not count, see Gate.Capacity in package gate). A search
	// that runs out of probes before it reaches Precision has not measured the
	// capacity: its verdict is INCONCLUSIVE (imprecise).
	Steps int
	// Precision is how close the search must bracket the capacity: it ends when the
	// lowest failing rate is at most (1 + Precision) × the highest rate that passed
	// twice, in (0, 1) (default 0.10).
	Precision float64
	// Goodput is the goodput ratio a rate must keep to count as sustainable, in (0, 1]
	// (default 0.95).
	Goodput float64
}

// ProbeLifetimes is how many answers' median e2el a full capacity probe lasts at
// least: a queue that grows without bound shows only once answers have been through
// it several times (see Capacity.StepDuration). ProbeCap bounds the lengthening, in
// steps: a probe of answers that take over 45 s to a 60 s step lasts 3 minutes.
const (
	ProbeLifetimes = 4
	ProbeCap       = 3
)

// FullProbe is the length of a full capacity probe: step, or ProbeLifetimes ×
// lifetime (the longest median e2el of a passing probe so far) rounded up to a
// second when that is longer, at most ProbeCap × step.
func FullProbe(step, lifetime time.Duration) time.Duration {
	long := (ProbeLifetimes*lifetime + time.Second - 1).Truncate(time.Second)
	return max(step, min(long, ProbeCap*step))
}

// Quick is how a quick run (INFERGATE_SCALE=quick) shrinks the plan: Scaled(Factor),
// plus inconclusive reasons skipped in quick runs only.
type Quick struct {
	// Factor multiplies request counts and durations (not the capacity search), in
	// (0, 1] (default 0.25).
	Factor float64
	// Skip lists inconclusive reasons skipped in quick runs, in addition to Plan.Skip.
	Skip []string
	// Trials, when > 0, replaces the plan's trials in quick runs.
	Trials int
	// CapacitySteps and CapacityStepDuration, when set, replace the capacity search's
	// probes in quick runs: short probes read capacity high (a backlog needs time to
	// show in TTFT), so quick peaks are short too and consistent with them.
	CapacitySteps        int
	CapacityStepDuration time.Duration
	// CapacityPrecision, when set, replaces capacity.precision in quick runs: each
	// halving of the bracket costs a full-length probe, and a quick run's peak cells
	// need a capacity, not its last few percent.
	CapacityPrecision float64
	// Sim holds simulator options for quick runs against the embedded simulator
	// (prepended to INFERGATE_SIM), e.g. a time scale that fits the machine.
	Sim string
	// Cells, when set, are the cells patterns a quick run runs (quick.cells): a quick
	// run judges fully what it runs, and a cell too slow to judge at quick scale is
	// left to the full run rather than run and left unjudged.
	Cells []string
	// Unjudged names the checks a quick run cannot decide, each with why
	// (quick.unjudged): in a quick run such a check that is INCONCLUSIVE for too
	// few samples is skipped with the plan's reason, while every other check that
	// cannot be decided fails the run. A PASS or FAIL still counts.
	Unjudged []Unjudged
}

// Unjudged is one entry of quick.unjudged: checks of matching cells that a quick run
// leaves unjudged, and why.
type Unjudged struct {
	// Cells is the cells pattern ("*", "*/*/low").
	Cells string
	// Checks are the selected checks as written: a metric, or a metric and its
	// aggregation ("e2el p(95)").
	Checks []string
	// Why is the plan's reason, which a skipped verdict quotes.
	Why string
	// Pos is where the entry is written, "file:line".
	Pos string
}

// selector is one parsed entry of Unjudged.Checks.
type selector struct {
	metric string
	agg    threshold.Agg
	q      float64
	any    bool // no aggregation given: every expression of the metric
}

// UnjudgedWhy returns the reason the plan gives for leaving check c of cell unjudged
// in quick runs, and where it gives it, or false when it names no such check.
func (q Quick) UnjudgedWhy(cell *Cell, c Check) (why, pos string, ok bool) {
	for _, u := range q.Unjudged {
		if !patternMatches(u.Cells, cell) {
			continue
		}
		for _, src := range u.Checks {
			s, err := parseSelector(src)
			if err == nil && s.selects(c) {
				return u.Why, u.Pos, true
			}
		}
	}
	return "", "", false
}

// QuickPlan returns the plan as a quick run executes it: Scaled(Quick.Factor), with
// the quick trials and capacity search when the plan sets them.
func (p *Plan) QuickPlan() *Plan {
	q := p.Scaled(p.Quick.Factor)
	if p.Quick.Trials > 0 {
		q.Trials = p.Quick.Trials
	}
	if p.Quick.CapacitySteps > 0 {
		q.Capacity.Steps = p.Quick.CapacitySteps
	}
	if p.Quick.CapacityStepDuration > 0 {
		q.Capacity.StepDuration = p.Quick.CapacityStepDuration
	}
	if p.Quick.CapacityPrecision > 0 {
		q.Capacity.Precision = p.Quick.CapacityPrecision
	}
	if len(p.Quick.Cells) > 0 {
		q.Cells = slices.DeleteFunc(slices.Clone(q.Cells), func(c Cell) bool { return !p.Quick.Runs(&c) })
	}
	return q
}

// Runs reports whether a quick run runs cell c: every cell unless quick.cells names
// the ones it does.
func (q Quick) Runs(c *Cell) bool {
	if len(q.Cells) == 0 {
		return true
	}
	for _, src := range q.Cells {
		if patternMatches(src, c) {
			return true
		}
	}
	return false
}

// patternMatches reports whether the cells pattern src (already checked by Parse)
// covers cell c.
func patternMatches(src string, c *Cell) bool {
	return results.CellMatches(src, c.Workload, c.Prefix, c.Load)
}

// selects reports whether s selects check c.
func (s selector) selects(c Check) bool {
	return s.metric == c.Metric.Name && (s.any || (s.agg == c.Expr.Agg && s.q == c.Expr.Q))
}

// Cell is one point of the matrix with the checks it must pass.
type Cell struct {
	// Name is "workload/prefix/load", also the test path under TestMatrix.
	Name string
	// Workload, Prefix and Load name the cell's coordinates.
	Workload, Prefix, Load string
	// Checks are the cell's thresholds after pattern overrides: metrics in the order they
	// first appear among the matching patterns, each metric's expressions in the order
	// written.
	Checks []Check
	// Size multiplies the requests (or the duration) the cell's load plans, from the
	// plan's sizes section; 0 means 1. CellLoad applies it.
	Size float64
	// Compare are the compare gates that judge this cell against a baseline: the
	// plan's compare gates after compare.cells overrides (Plan.CompareFor).
	Compare []Check
}

// CompareFor returns the compare gates that judge cell c: the plan-wide ones, with
// those of every compare.cells pattern that matches c replacing the gates of the
// metrics it names, by results.ResolveGates — the rule infergate compare applies to
// a results file's gates (results.GatesFor).
func (p *Plan) CompareFor(c *Cell) []Check {
	return results.ResolveGates(p.Compare, func(k Check) (string, string) { return k.Metric.Name, k.Pattern },
		func(pattern string) bool { return patternMatches(pattern, c) })
}

// CellLoad returns the load c runs: its named load with the requests and duration
// multiplied by c.Size (sizes:), so that one expensive cell (a long answer at light
// load) can send fewer requests than the column it sits in. A scaled count keeps at
// least one request, a scaled duration at least a second; rates, concurrency and
// capacity shares are unchanged. It reports false for a load not of this plan.
func (p *Plan) CellLoad(c *Cell) (Load, bool) {
	l, ok := p.Load(c.Load)
	if !ok || c.Size == 0 || c.Size == 1 {
		return l, ok
	}
	l.Requests = scaleCount(l.Requests, c.Size, minScaledRequests)
	l.Duration = scaleDuration(l.Duration, c.Size)
	return l, true
}

// scaleCount returns n × factor rounded, at least floor and at most MaxRequests; a
// count that is not positive stays as it is (not set).
func scaleCount(n int, factor float64, floor int) int {
	if n <= 0 {
		return n
	}
	return max(int(min(math.Round(float64(n)*factor), MaxRequests)), floor)
}

// scaleDuration returns d × factor rounded, at least minScaledDuration; a duration
// that is not positive stays as it is (not set).
func scaleDuration(d time.Duration, factor float64) time.Duration {
	if d <= 0 {
		return d
	}
	x := math.Round(float64(d) * factor)
	if x >= math.MaxInt64 {
		return math.MaxInt64
	}
	return max(time.Duration(x), minScaledDuration)
}

// Check is one threshold expression on one metric.
type Check struct {
	// Metric is the metric the expression judges.
	Metric threshold.Metric
	// Expr is the parsed, type-checked expression.
	Expr threshold.Expr
	// Pos is where the expression is written, "file:line".
	Pos string
	// Pattern is the cells pattern the check came from ("*", "long-doc/*/*"); for a
	// compare gate, its compare.cells pattern, empty for a gate of every cell.
	Pattern string
}

// SkipReasons returns the inconclusive reasons valid in skip and quick.skip: the
// threshold package's reasons except "error", which is a FAIL and cannot be skipped.
func SkipReasons() []string {
	return []string{threshold.ReasonNoSamples, threshold.ReasonTooFewSamples, threshold.ReasonUnavailable, threshold.ReasonInvalid, threshold.ReasonImprecise}
}

// Defaults of optional plan settings.
const (
	DefaultTrials            = 1
	DefaultLevel             = threshold.DefaultLevel
	DefaultQuickFactor       = 0.25
	DefaultCapacityMinRate   = 0.5 // requests per second
	DefaultCapacityMaxRate   = 64  // requests per second
	DefaultCapacityStep      = 60 * time.Second
	DefaultCapacitySteps     = 10
	DefaultCapacityGoodput   = 0.95
	DefaultCapacityPrecision = 0.10
)

// MaxRequests is the most requests one trial of a cell may send: a bound against typos
// (a rate in /s meant per hour) that would otherwise exhaust the load generator.
const MaxRequests = 10_000_000

// Unexported defaults and the floors of Scaled.
const (
	defaultBurstiness = 1 // Poisson arrivals
	minScaledDuration = time.Second
	minScaledRequests = 1
)

// ReadFile reads and parses the plan file at path. (It is not called Load: that name
// is the Load type, one axis of the matrix.)
func ReadFile(path string) (*Plan, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("load plan: %w", err)
	}
	return Parse(data, path)
}

// Parse parses and validates a plan file's contents; file names it in errors and in
// Plan.File. On any problem it returns a nil plan and an error joining one *Error per
// problem.
func Parse(data []byte, file string) (*Plan, error) {
	sum := sha256.Sum256(data)
	p, err := parse(data, file)
	if err != nil {
		return nil, err
	}
	p.File, p.Hash = file, hex.EncodeToString(sum[:])
	return p, nil
}

// Cell returns the cell called name ("short-chat/fresh/low").
func (p *Plan) Cell(name string) (*Cell, bool) {
	for i := range p.Cells {
		if p.Cells[i].Name == name {
			return &p.Cells[i], true
		}
	}
	return nil, false
}

// Workload returns the workload called name (a cell's Workload).
func (p *Plan) Workload(name string) (Workload, bool) {
	return byName(p.Workloads, name, Workload.name)
}

// Prefix returns the prefix mode called name (a cell's Prefix).
func (p *Plan) Prefix(name string) (Prefix, bool) { return byName(p.Prefixes, name, Prefix.name) }

// Load returns the load called name (a cell's Load).
func (p *Plan) Load(name string) (Load, bool) { return byName(p.Loads, name, Load.name) }

func (w Workload) name() string { return w.Name }
func (x Prefix) name() string   { return x.Name }
func (l Load) name() string     { return l.Name }

// byName returns the element of xs whose name is name.
func byName[T any](xs []T, name string, nameOf func(T) string) (T, bool) {
	i := slices.IndexFunc(xs, func(x T) bool { return nameOf(x) == name })
	if i < 0 {
		var zero T
		return zero, false
	}
	return xs[i], true
}

// ExpectedRequests returns how many requests one trial of c measures (warm-up and
// priming excluded): a closed loop's or a bounded open loop's requests,
// round(rate × duration) for a timed open loop, and round(share × capacityRate ×
// duration) for a capacity-relative load, where capacityRate is the measured capacity
// (req/s) of the cell's capacity workload (CapacityWorkload). The count is at least 1
// and at least the number of prefix groups of the cell's prefix, so that every group
// has a request. It reports false for a capacity load when capacityRate is not a
// positive finite number or the count would exceed MaxRequests, and for a cell not of
// this plan.
func (p *Plan) ExpectedRequests(c *Cell, capacityRate float64) (int, bool) {
	if c == nil {
		return 0, false
	}
	l, ok := p.CellLoad(c)
	if !ok {
		return 0, false
	}
	var n float64
	switch {
	case l.Replay != nil:
		k, _ := l.replayCount()
		n = float64(k)
	case l.Closed(), l.Requests > 0:
		n = float64(l.Requests)
	case l.Rate > 0:
		n = math.Round(l.Rate * l.Duration.Seconds())
	case l.Capacity > 0:
		if !(capacityRate > 0) || math.IsInf(capacityRate, 0) {
			return 0, false
		}
		n = math.Round(l.Capacity * capacityRate * l.Duration.Seconds())
		if n > MaxRequests {
			return 0, false
		}
	default:
		return 0, false
	}
	floor := minScaledRequests
	if x, ok := p.Prefix(c.Prefix); ok {
		floor = max(floor, x.Groups)
	}
	return int(max(n, float64(floor))), true
}

// CapacityWorkloads returns the workloads TestCapacity measures, in file order:
// Capacity.Workload when set, else every workload that runs with a capacity-relative
// load. It is empty when the plan needs no capacity.
func (p *Plan) CapacityWorkloads() []string {
	if p.Capacity.Workload != "" {
		return []string{p.Capacity.Workload}
	}
	var out []string
	for _, c := range p.Cells {
		if l, ok := p.Load(c.Load); ok && l.Capacity > 0 && !slices.Contains(out, c.Workload) {
			out = append(out, c.Workload)
		}
	}
	return out
}

// CapacityWorkload returns the workload whose measured capacity c's load takes a share
// of (the cell's own workload unless Capacity.Workload is set), and false when c's load
// is not capacity-relative.
func (p *Plan) CapacityWorkload(c *Cell) (string, bool) {
	if c == nil {
		return "", false
	}
	l, ok := p.Load(c.Load)
	if !ok || l.Capacity == 0 {
		return "", false
	}
	if p.Capacity.Workload != "" {
		return p.Capacity.Workload, true
	}
	return c.Workload, true
}

// Scaled returns a copy of p with request counts and durations multiplied by factor,
// as quick runs use it (factor Quick.Factor): loads' requests and durations, warm-up
// requests and the burst's durations. A scaled count is rounded and kept at least 1
// (and at least the largest number of prefix groups, so every group keeps a request)
// and at most MaxRequests, a scaled duration is kept at least 1 s, and the burst keeps
// room around its spike. Rates, concurrency, capacity shares, trials and thresholds
// are unchanged, and so are File and Hash: the plan is still the file that was
// registered.
//
// The capacity search is not scaled either: a probe much shorter than the requests'
// own latency ends before the KV cache and the queue fill up, so it measures a higher
// capacity, not the same one less precisely, and capacity loads would then run
// overloaded (on the simulator, 15 s probes put long-doc's capacity 35 % and
// long-output's 95 % above what 60 s probes find). A factor that is not a positive
// finite number is taken as 1.
func (p *Plan) Scaled(factor float64) *Plan {
	if !(factor > 0) || math.IsInf(factor, 0) {
		factor = 1
	}
	q := p.clone()
	minReq := minScaledRequests
	for _, x := range q.Prefixes {
		minReq = max(minReq, x.Groups)
	}
	count := func(n, floor int) int { return scaleCount(n, factor, floor) }
	dur := func(d time.Duration) time.Duration { return scaleDuration(d, factor) }
	q.Warmup = count(q.Warmup, 1)
	if p.Sequential != nil {
		sq := *p.Sequential
		sq.MinDuration = dur(sq.MinDuration)
		sq.MaxDuration = dur(sq.MaxDuration)
		q.Sequential = &sq
	}
	for i := range q.Loads {
		l := &q.Loads[i]
		l.Requests = count(l.Requests, minReq)
		if l.Replay != nil && l.Duration == 0 && factor != 1 {
			// The whole trace, as a duration, so that a quick run replays its start.
			_, ks := l.replayCount()
			l.Duration = time.Duration(float64(l.Replay.Span())/ks) + time.Nanosecond
		}
		l.Duration = dur(l.Duration)
	}
	if o := q.Overload; o != nil {
		o.StepDuration = dur(o.StepDuration)
	}
	if r := q.Restart; r != nil {
		// The restart itself takes what it takes: only the traffic around it shrinks,
		// and never below the time the target is given to recover.
		r.Before = dur(r.Before)
		r.After = max(dur(r.After), r.MaxRecovery, r.MaxFirstToken)
	}
	if b := q.Burst; b != nil {
		b.SpikeFor, b.Duration, b.RecoverWithin = dur(b.SpikeFor), dur(b.Duration), dur(b.RecoverWithin)
		if need := addSat(addSat(b.SpikeFor, b.RecoverWithin), minScaledDuration); b.Duration < need {
			b.Duration = need
		}
	}
	return q
}

// addSat adds two non-negative durations, saturating at the largest duration.
func addSat(a, b time.Duration) time.Duration {
	if a > math.MaxInt64-b {
		return math.MaxInt64
	}
	return a + b
}

// clone returns a deep copy of p (expressions are values and shared safely).
func (p *Plan) clone() *Plan {
	q := *p
	q.Workloads = slices.Clone(p.Workloads)
	for i := range q.Workloads {
		q.Workloads[i].Langs = slices.Clone(q.Workloads[i].Langs)
	}
	q.Prefixes = slices.Clone(p.Prefixes)
	q.Loads = slices.Clone(p.Loads)
	if p.Burst != nil {
		b := *p.Burst
		q.Burst = &b
	}
	if p.Overload != nil {
		o := *p.Overload
		o.Multiples = slices.Clone(o.Multiples)
		q.Overload = &o
	}
	if p.Restart != nil {
		r := *p.Restart
		q.Restart = &r
	}
	q.Cells = slices.Clone(p.Cells)
	for i := range q.Cells {
		q.Cells[i].Checks = slices.Clone(q.Cells[i].Checks)
	}
	q.Compare = slices.Clone(p.Compare)
	q.Skip = slices.Clone(p.Skip)
	q.Quick.Skip = slices.Clone(p.Quick.Skip)
	return &q
}
