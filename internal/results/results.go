package results

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"path"
	"slices"
	"strings"
	"time"
)

// Schema is the version of the format this package writes. Bump the major ("v2" →
// "v3") on an incompatible change; Read refuses files of other majors than this one
// and the one before it, which it converts (see Read).
//
// v2 (from v1): a Stat holds either a distribution (latencies) or a Value, never zeros
// in the other; the server block is snake_case like the rest of the file; Summary and
// Partial are new.
const Schema = "infergate.results/v2"

// Run is one results file: everything a report or a baseline comparison needs.
type Run struct {
	// Schema is the file's format version; Write sets it to the package's Schema.
	Schema string `json:"schema"`
	// Summary is the run's verdict at a glance, at the top of the file so that a
	// reader sees it first; see Summarize. Files before v2 have none.
	Summary *Summary `json:"summary,omitempty"`
	// Partial is set when the run did not cover its whole plan (a -run filter, a
	// test that stopped early): its verdict is not the plan's. Write never lets a
	// partial run replace the latest.json of a complete one.
	Partial  bool     `json:"partial,omitempty"`
	Manifest Manifest `json:"manifest"`
	// Capacity holds TestCapacity's results, one per measured workload, so that a
	// candidate run can reuse the baseline's rates.
	Capacity []Capacity `json:"capacity,omitempty"`
	// Cells are the matrix cells, in the order they ran.
	Cells []Cell `json:"cells"`
	// Tests are the run's tests that are not matrix cells (burst, capacity).
	Tests []Test `json:"tests,omitempty"`
}

// Manifest records what was measured and compared: the tool, the plan, the workload,
// the target and the deployment. Diff lists the differences between two manifests.
type Manifest struct {
	// Tool is "infergate"; ToolVersion its version (module version or VCS revision);
	// GoVersion the Go toolchain that built it (runtime.Version()).
	Tool        string `json:"tool"`
	ToolVersion string `json:"tool_version"`
	GoVersion   string `json:"go_version"`
	// StartedAt and FinishedAt bound the run (wall clock).
	StartedAt  time.Time `json:"started_at"`
	FinishedAt time.Time `json:"finished_at"`
	// Plan is the acceptance plan the run judged against.
	Plan PlanInfo `json:"plan"`
	// Scale is INFERGATE_SCALE: "quick" or "full".
	Scale string `json:"scale"`
	// Seeds are the base seeds the workloads and arrivals were drawn from.
	Seeds []uint64 `json:"seeds,omitempty"`
	// WorkloadDigest is the hex SHA-256 over the cells' workload digests: equal digests
	// mean byte-identical requests apart from each run's own marks (its name in
	// request IDs and its cache-busting salt, which keep runs on one server out of
	// each other's prefix cache), so a baseline and a candidate of the same plan, seed
	// and model have equal digests and their comparison is paired.
	WorkloadDigest string `json:"workload_digest"`
	Target         Target `json:"target"`
	// CacheConfig holds the labels of the server's vllm:cache_config_info (cache_dtype,
	// block_size, enable_prefix_caching, num_gpu_blocks, …) as the server reported them;
	// nil when the server exports none.
	CacheConfig map[string]string `json:"cache_config,omitempty"`
	// Deployment holds the facts the user declared in INFERGATE_DEPLOYMENT, parsed by
	// ParseDeployment (gpu=H200, tp=1, kv_cache_dtype=fp8, …).
	Deployment map[string]string `json:"deployment,omitempty"`
	// Shard is set in the file of one shard of a sharded run (INFERGATE_SHARD):
	// its records are its share of every cell, and its verdicts judge that share
	// alone. `infergate merge` pools the shards into the run's file, which has none.
	Shard *Shard `json:"shard,omitempty"`
	// Merged lists the shard files a merged run was pooled from.
	Merged []string `json:"merged,omitempty"`
}

// Shard identifies one of the generators of a sharded run.
type Shard struct {
	// Index is this shard's number, 0 ≤ Index < Count.
	Index int `json:"index"`
	Count int `json:"count"`
	// StartAt is the common wall-clock start all shards of the run were given; cell
	// slots are laid out from it.
	StartAt time.Time `json:"start_at"`
	// RunID marks the run's requests; all shards of a run share it.
	RunID string `json:"run_id"`
}

// PlanInfo identifies the plan file a run used.
type PlanInfo struct {
	// File is the plan's path as given; Name the plan's name; Hash the hex SHA-256 of
	// the file's bytes, which fixes the thresholds before the run.
	File string `json:"file"`
	Name string `json:"name"`
	Hash string `json:"hash"`
	// Compare are the plan's relative gates, Level its confidence level and Skip the
	// inconclusive reasons the run skipped (the plan's, and in a quick run the quick
	// ones too): what `infergate compare` needs to judge this run against a baseline
	// exactly as the run did.
	Compare []Gate   `json:"compare,omitempty"`
	Level   float64  `json:"level,omitempty"`
	Skip    []string `json:"skip,omitempty"`
	// SLO is the plan's definition of a good request, in seconds (0: not set), so
	// that goodput can be recomputed from the records.
	SLO *SLO `json:"slo,omitempty"`
}

// SLO is a plan's per-request service level in seconds; a zero field is not set.
type SLO struct {
	TTFT float64 `json:"ttft,omitempty"`
	// TTFO is the time to first output token a good request meets (stats.SLO.TTFO);
	// files before it have none.
	TTFO float64 `json:"ttfo,omitempty"`
	TPOT float64 `json:"tpot,omitempty"`
	E2EL float64 `json:"e2el,omitempty"`
}

// Gate is one compare gate of a plan: a metric, a relative expression in
// internal/threshold's grammar ("p(95) <= +10%") and where the plan wrote it.
type Gate struct {
	Metric string `json:"metric"`
	Expr   string `json:"expr"`
	Pos    string `json:"pos,omitempty"`
	// Cells is the cells pattern of a gate the plan sets for some cells only
	// (compare.cells: "*" or workload/prefix/load globs); empty for a gate of every
	// cell. See GatesFor.
	Cells string `json:"cells,omitempty"`
}

// GatesFor returns the gates of gates that apply to cell c: the plan-wide ones
// (Cells empty), then, pattern by pattern in the order the plan wrote them, those of
// every pattern that matches c, each replacing all earlier gates of the metrics it
// names — as a cells pattern overrides a metric's thresholds. So a plan can judge a
// cell whose p(95) is a coin toss between two modes at its p(90), and keep p(95)
// everywhere else.
func GatesFor(gates []Gate, c *Cell) []Gate {
	w, x, l := c.Workload, c.Prefix, c.Load
	if parts := strings.Split(c.Name, "/"); (w == "" || x == "" || l == "") && len(parts) == 3 {
		w, x, l = parts[0], parts[1], parts[2] // a cell written without its axes
	}
	return ResolveGates(gates, func(g Gate) (string, string) { return g.Metric, g.Cells },
		func(pattern string) bool { return CellMatches(pattern, w, x, l) })
}

// ResolveGates is GatesFor's rule for any kind of gate: key gives a gate's metric and
// cells pattern ("" for every cell), matches whether a pattern covers the cell.
func ResolveGates[T any](gates []T, key func(T) (metric, cells string), matches func(pattern string) bool) []T {
	var out []T
	for _, g := range gates {
		if _, cells := key(g); cells == "" {
			out = append(out, g)
		}
	}
	var seen []string
	for _, g := range gates {
		_, pattern := key(g)
		if pattern == "" || slices.Contains(seen, pattern) {
			continue
		}
		seen = append(seen, pattern)
		if !matches(pattern) {
			continue
		}
		var mine []T
		var metrics []string
		for _, h := range gates {
			if m, cells := key(h); cells == pattern {
				mine = append(mine, h)
				metrics = append(metrics, m)
			}
		}
		out = slices.DeleteFunc(out, func(h T) bool {
			m, _ := key(h)
			return slices.Contains(metrics, m)
		})
		out = append(out, mine...)
	}
	return out
}

// CheckCells reports whether pattern is a gate's cells pattern: empty (every cell),
// "*", or three path.Match globs joined by "/".
func CheckCells(pattern string) error {
	if pattern == "" || pattern == "*" {
		return nil
	}
	parts := strings.Split(pattern, "/")
	if len(parts) != 3 {
		return fmt.Errorf("cells pattern %q has %d part(s): want workload/prefix/load, or \"*\"", pattern, len(parts))
	}
	for _, part := range parts {
		if _, err := path.Match(part, ""); err != nil || part == "" {
			return fmt.Errorf("cells pattern %q: %q is not a name or a path.Match glob", pattern, part)
		}
	}
	return nil
}

// CellMatches reports whether the cells pattern covers the cell (workload, prefix,
// load): "*" covers every cell, else the pattern is three path.Match globs, one per
// axis, joined by "/".
func CellMatches(pattern, workload, prefix, load string) bool {
	if pattern == "*" {
		return true
	}
	parts := strings.Split(pattern, "/")
	if len(parts) != 3 {
		return false
	}
	for i, name := range [3]string{workload, prefix, load} {
		if ok, _ := path.Match(parts[i], name); !ok {
			return false
		}
	}
	return true
}

// Target is the server under test as the gate found it.
type Target struct {
	// BaseURL is the OpenAI base URL without userinfo, query or fragment (see Redact).
	// For the embedded simulator it is an ephemeral loopback address.
	BaseURL string `json:"base_url"`
	// Model is the served model name the requests used.
	Model string `json:"model"`
	// Version is what the server's /version reported; "" when it has none.
	Version string `json:"version,omitempty"`
	// MaxModelLen is the context length from /v1/models; 0 when the server did not say.
	MaxModelLen int `json:"max_model_len,omitempty"`
	// Simulated is set when the target was the embedded simulator, started with
	// SimOptions (INFERGATE_SIM).
	Simulated  bool   `json:"simulated,omitempty"`
	SimOptions string `json:"sim_options,omitempty"`
	// TimeScale is simulated seconds per wall second (1 for a real server).
	TimeScale float64 `json:"time_scale"`
	// Replicas are the /metrics URLs (redacted) of the replicas behind the base URL
	// when INFERGATE_METRICS_URL listed several; each cell's server view then holds
	// every replica's figures. Absent with one /metrics URL.
	Replicas []string `json:"replicas,omitempty"`
}

// Capacity is the result of TestCapacity's search: the highest open-loop rate of a
// workload that keeps the plan's goodput ratio.
type Capacity struct {
	Workload string `json:"workload"`
	Prefix   string `json:"prefix"`
	// Rate is the capacity in requests per (simulated) second; GoodputRatio the goodput
	// ratio measured at that rate.
	Rate         float64 `json:"rate"`
	GoodputRatio float64 `json:"goodput_ratio"`
	// FirstFail is the lowest rate above Rate that did not keep the goodput ratio (0:
	// none did): the capacity lies in [Rate, FirstFail). Files before this field
	// leave it 0; the report then brackets from Steps.
	FirstFail float64 `json:"first_fail,omitempty"`
	// Precision is the plan's capacity.precision the search aimed at; Goodput the
	// plan's capacity.goodput, the ratio a rate had to keep (0 in files before it).
	Precision float64 `json:"precision,omitempty"`
	Goodput   float64 `json:"goodput,omitempty"`
	// Imprecise says why the search did not reach Precision ("" when it did or the
	// file predates the field).
	Imprecise string `json:"imprecise,omitempty"`
	// AtMax is set when even the plan's max_rate kept the goodput ratio.
	AtMax bool `json:"at_max,omitempty"`
	// Steps are the rates tried, in order.
	Steps []CapacityStep `json:"steps,omitempty"`
	// Source says where a run took the capacity from when it did not measure it:
	// "the baseline <file>" for a candidate loaded exactly as its baseline was.
	Source string `json:"source,omitempty"`
}

// CapacityStep is one rate the capacity search tried.
type CapacityStep struct {
	Rate         float64 `json:"rate"`
	GoodputRatio float64 `json:"goodput_ratio"`
	Requests     int     `json:"requests"`
	// Passed is set when the step kept the goodput ratio.
	Passed bool `json:"passed"`
	// Confirm marks a second probe of a rate that had passed once.
	Confirm bool `json:"confirm,omitempty"`
	// StoppedEarly marks a probe stopped once it could no longer pass; its
	// GoodputRatio counts what it never sent or canceled as missed.
	StoppedEarly bool `json:"stopped_early,omitempty"`
	// Brief marks a pass that did not count: the probe ran shorter than its own
	// answers asked for, and the search probed the rate again at the longer length.
	Brief bool `json:"brief,omitempty"`
	// Seconds is how long the probe offered its rate (simulated time); 0 in files
	// written before it was recorded.
	Seconds float64 `json:"seconds,omitempty"`
	// Traffic is how long the probe actually ran (simulated seconds), from its first
	// arrival until its last request ended or was canceled: less than Seconds when it
	// stopped early. 0 in files written before it was recorded.
	Traffic float64 `json:"traffic,omitempty"`
}

// TrafficSeconds is the probe's traffic time: Traffic, or, in files written before
// it was recorded, its planned length (Requests at Rate), an upper bound for a probe
// that stopped early.
func (s CapacityStep) TrafficSeconds() float64 {
	switch {
	case s.Traffic > 0:
		return s.Traffic
	case s.Rate > 0:
		return float64(s.Requests) / s.Rate
	}
	return 0
}

// Cell is one matrix cell (workload/prefix/load), pooled over its trials.
type Cell struct {
	// Name is "workload/prefix/load", also the go test -run path under TestMatrix.
	Name     string `json:"name"`
	Workload string `json:"workload"`
	Prefix   string `json:"prefix"`
	Load     string `json:"load"`
	// Trials is the number of independent repetitions; Requests the measured requests
	// per trial; Warmup the warm-up requests sent before each trial (not measured).
	Trials   int `json:"trials"`
	Requests int `json:"requests"`
	Warmup   int `json:"warmup"`
	// Sessions is a session workload's planned sessions per trial (its Requests
	// are then the first trial's turns); absent for single-turn workloads.
	Sessions int `json:"sessions,omitempty"`
	// Rate is the open-loop arrival rate the cell used, in requests per simulated
	// second (sessions per second for a session workload); 0 for a closed loop.
	Rate float64 `json:"rate,omitempty"`
	// Duration is the measured span in simulated seconds, summed over trials (vllm
	// bench's benchmark duration): what goodput and throughput are per second of.
	Duration float64 `json:"duration,omitempty"`
	// TrialDurations are the trials' spans, which Duration sums (absent in files
	// before the field).
	TrialDurations []float64 `json:"trial_durations,omitempty"`
	// WorkloadDigest is the hex SHA-256 over the trials' workload digests.
	WorkloadDigest string `json:"workload_digest,omitempty"`
	// Summary holds one Stat per metric, keyed by the plan's metric names (ttft, itl,
	// e2el, error_rate, goodput_ratio, …).
	Summary map[string]Stat `json:"summary,omitempty"`
	// Server is the server-side view of the cell (scrape.Cell values, per trial or
	// pooled, as JSON). It is kept raw so that this package depends on neither the
	// scrape package nor its schema; Read returns it compacted.
	Server json.RawMessage `json:"server,omitempty"`
	// Verdicts are the cell's threshold verdicts, in plan order.
	Verdicts []Verdict `json:"verdicts,omitempty"`
	// Records are the measured requests of all trials (warm-up excluded).
	Records []Record `json:"records,omitempty"`
	// Invalid says why the cell cannot be judged (the generator fell behind), or "".
	Invalid string `json:"invalid,omitempty"`
	// Retried holds why the machine running the gate spoiled each earlier attempt at
	// the cell, in order: "INVALID: …" (it fell behind), or "undecided after the
	// machine stalled the simulator: …" (a stall left a check undecided); results
	// written before that prefix hold the INVALID reason alone. The cell ran again from
	// its start, and only the last attempt's data and verdicts are kept.
	Retried []string `json:"retried,omitempty"`
	// PromptLengths say how far the target's prompt token counts were from the
	// workload's input-length targets, from /tokenize and from usage.
	PromptLengths []PromptCheck `json:"prompt_lengths,omitempty"`
	// Sequential is what the plan's early stopping did in the cell; absent when the
	// plan has none.
	Sequential *Sequential `json:"sequential,omitempty"`
	// Calibration is how the cell's prompts were fitted to the target's tokenizer
	// (absent in files before it).
	Calibration *Calibration `json:"calibration,omitempty"`
	// TTFTSplit is the cell's client TTFT decomposed into vLLM's share and the front
	// end's, for the report and for reading back ttft_overhead's figures; absent in
	// files written before it was recorded.
	TTFTSplit *TTFTSplit `json:"ttft_split,omitempty"`
}

// Calibration records how the gate fitted a workload's prompt lengths to the
// target's own tokenizer before its first cell (gate.Calibration).
type Calibration struct {
	// Source is where the target's counts came from: tokenize, usage or none.
	Source string `json:"source"`
	// Ratio is the applied scale per language; empty when nothing needed scaling.
	Ratio map[string]float64 `json:"ratio,omitempty"`
	// Before and After are the mean relative errors of the target's counts per
	// language before calibration and after its last round.
	Before map[string]float64 `json:"before,omitempty"`
	After  map[string]float64 `json:"after,omitempty"`
	Rounds int                `json:"rounds,omitempty"`
	// Note says why the workload was not calibrated, when it was not.
	Note string `json:"note,omitempty"`
	// Off says what turned the calibration off: "INFERGATE_CALIBRATION=off" or the
	// plan's calibration: off with its file:line; absent when it was on (and in files
	// before the opt-out).
	Off string `json:"off,omitempty"`
}

// Sequential records a cell's sequential looks (the plan's sequential:).
type Sequential struct {
	// Looks is the plan's number of looks; StoppedAt the look (1-based) at which the
	// cell stopped, 0 when it ran to its planned end.
	Looks     int `json:"looks"`
	StoppedAt int `json:"stopped_at"`
	// Planned is the cell's planned requests over all trials; Sent how many it sent;
	// Limit the most it could have sent, running on past its plan while undecided
	// (Max × Planned; 0 in files written before cells could run on: Planned).
	Planned int `json:"planned"`
	Sent    int `json:"sent"`
	Limit   int `json:"limit,omitempty"`
	// Max is the plan's sequential maximum for the cell, a multiple of Planned (0 or
	// 1: the cell could not run on).
	Max float64 `json:"max,omitempty"`
	// Traffic is the traffic time the cell used and Saved the traffic time it did not
	// need, estimated at the rate it ran (simulated seconds).
	Traffic float64 `json:"traffic"`
	Saved   float64 `json:"saved"`
	// Undecided lists the checks the last look could not decide and why, when the
	// cell did not stop.
	Undecided []string `json:"undecided,omitempty"`
	// Level is the two-sided confidence level the cell's verdicts and compare gates
	// were judged at: the looks spend the plan's error between them, so a cell with
	// looks is judged at its end (or at the look that stopped it) at a stricter level
	// than the plan's. 0 in files written before it was recorded: the plan's level.
	Level float64 `json:"level,omitempty"`
	// Why says why the cell stopped where it did: decided early, at its planned end,
	// after running on, or at its maximum still undecided.
	Why string `json:"why,omitempty"`
	// Points are the cumulative requests of every look the cell's rule allowed, the
	// planned end and the looks past it included (look k at Points[k−1]), and Levels
	// each look's confidence level; empty in files written before they were recorded.
	// They let a paired comparison pool the looks at which its data no longer grew
	// (PairedLevel).
	Points []int     `json:"points,omitempty"`
	Levels []float64 `json:"levels,omitempty"`
}

// RanOn reports whether the cell ran on past its plan because a check was still
// undecided at its planned end: it stopped at a look past it, or ran to its maximum.
// (A cell decided at its planned end may have sent a few more than planned: an open
// loop's requests dispatched while the last planned ones were still in flight.) s
// may be nil.
func (s *Sequential) RanOn() bool {
	if s == nil {
		return false
	}
	if s.StoppedAt > 0 && s.Looks > 0 {
		return s.StoppedAt > s.Looks
	}
	return s.Sent > s.Planned
}

// JudgedAt returns the level the cell's verdicts and compare gates were judged at
// when s records one (a cell that had sequential looks), and false otherwise, when
// they were judged at the plan's level. s may be nil.
func (s *Sequential) JudgedAt() (float64, bool) {
	if s == nil || !(s.Level > 0 && s.Level < 1) {
		return 0, false
	}
	return s.Level, true
}

// PairedLevel returns the level a compare gate paired with a baseline that sent n
// requests is judged at on this (the candidate's) cell, and true, when the cell's
// judging look — the one it stopped at, or its last — had reached n: from the first
// look that reached n on, a paired comparison sees the same n positions of both runs
// at every look (the candidate's later requests have no partner), so those looks'
// shares of the error are pooled onto it (stats.SequentialRule.PooledLevel). It
// returns false when s records no looks or the cell stopped short of n; the gate is
// then judged at JudgedAt's level, on data that was still growing. s may be nil.
func (s *Sequential) PairedLevel(n int) (float64, bool) {
	if s == nil || len(s.Points) == 0 || len(s.Points) != len(s.Levels) || n < 1 {
		return 0, false
	}
	judged := s.StoppedAt
	if judged < 1 || judged > len(s.Points) {
		judged = len(s.Points)
	}
	if s.Points[judged-1] < n {
		return 0, false
	}
	spent := 0.0
	for k, p := range s.Points {
		if p >= n {
			spent += 1 - s.Levels[k]
		}
	}
	if l := 1 - spent; l > 0 && l < 1 {
		return l, true
	}
	return 0, false
}

// PromptCheck is one comparison of prompt token counts with the workload's targets
// (the gate's workload.Check): errors are relative, (actual − target) / target.
type PromptCheck struct {
	// Source is "tokenize" (asked before the run, up to 50 requests) or "usage"
	// (usage.prompt_tokens of the measured requests).
	Source string `json:"source"`
	N      int    `json:"n"`
	// MeanAbsErr and MaxAbsErr are the mean and largest absolute relative error.
	MeanAbsErr float64 `json:"mean_abs_err"`
	MaxAbsErr  float64 `json:"max_abs_err"`
	// Worst describes the request with the largest error.
	Worst string `json:"worst,omitempty"`
}

// Stat summarises one metric of a cell, in one of two shapes. A latency (Unit "s",
// see Distribution) fills N and the distribution figures Mean…Max, in seconds, and its
// Value is NaN; a ratio, rate or count fills N and Value, and its distribution figures
// are NaN. The file holds only the figures of the Stat's shape. A figure that could not
// be computed is NaN (null in the file).
type Stat struct {
	N     int     `json:"n"`
	Mean  float64 `json:"mean"`
	P50   float64 `json:"p50"`
	P90   float64 `json:"p90"`
	P95   float64 `json:"p95"`
	P99   float64 `json:"p99"`
	Max   float64 `json:"max"`
	Value float64 `json:"value"`
	Unit  string  `json:"unit,omitempty"`
}

// Verdict is the outcome of one threshold expression.
type Verdict struct {
	// Metric and Expr are the plan's metric and expression ("ttft", "p(95) < 1.5s").
	Metric string `json:"metric"`
	Expr   string `json:"expr"`
	// Status is the threshold package's outcome (pass, fail, inconclusive, skip).
	Status string `json:"status"`
	// Reason says why a verdict is inconclusive or skipped; Message is the full line
	// shown in the test output; Pos is the expression's file:line in the plan.
	Reason  string `json:"reason,omitempty"`
	Message string `json:"message,omitempty"`
	Pos     string `json:"pos,omitempty"`
	// Value is the measured value, with its confidence interval [Lo, Hi] (NaN when
	// there is none) and the sample count N.
	Value float64 `json:"value"`
	Lo    float64 `json:"lo"`
	Hi    float64 `json:"hi"`
	N     int     `json:"n"`
	// DesignEffect is how much a percentile's interval was widened for the serial
	// correlation of its samples (they counted as N/DesignEffect independent ones);
	// absent when there was no such interval. plan cost reads it from a pilot run.
	DesignEffect float64 `json:"design_effect,omitempty"`
	// Close marks a compare gate whose change's interval reached both sides of the
	// gate, so that its point estimate decided it (threshold.Verdict.Close).
	Close bool `json:"close,omitempty"`
}

// Test is a test that is not a matrix cell (TestBurst, TestCapacity).
type Test struct {
	Name string `json:"name"`
	// Status is pass, fail or skip.
	Status   string   `json:"status"`
	Messages []string `json:"messages,omitempty"`
	// Burst and Requests are TestBurst's timeline (nil for other tests, and in files
	// written before the timeline was kept). The requests sit beside Burst rather
	// than in it so that Write puts one request on a line, as it does a cell's
	// records.
	Burst    *Burst         `json:"burst,omitempty"`
	Requests []BurstRequest `json:"requests,omitempty"`
}

// finite is a float64 that JSON-encodes NaN and ±Inf as null, and decodes null as NaN.
type finite float64

// MarshalJSON writes f as a JSON number, or null when f is NaN or infinite.
func (f finite) MarshalJSON() ([]byte, error) {
	v := float64(f)
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return []byte("null"), nil
	}
	return json.Marshal(v)
}

// UnmarshalJSON reads a JSON number, or null as NaN.
func (f *finite) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		*f = finite(math.NaN())
		return nil
	}
	var v float64
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*f = finite(v)
	return nil
}

// marshal is json.Marshal without HTML escaping, so that expressions such as
// "p(95) < 1.5s" stay readable in the file.
func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// The NaN-safe encodings below embed the type under another name (so its methods do
// not recurse) and shadow its float fields with finite fields of the same JSON name.

// MarshalJSON writes v with a non-finite Value, Lo or Hi as null.
func (v Verdict) MarshalJSON() ([]byte, error) {
	type plain Verdict
	return marshal(struct {
		plain
		Value finite `json:"value"`
		Lo    finite `json:"lo"`
		Hi    finite `json:"hi"`
	}{plain(v), finite(v.Value), finite(v.Lo), finite(v.Hi)})
}

// UnmarshalJSON reads a verdict written by MarshalJSON; null numbers become NaN.
func (v *Verdict) UnmarshalJSON(b []byte) error {
	type plain Verdict
	var aux struct {
		plain
		Value finite `json:"value"`
		Lo    finite `json:"lo"`
		Hi    finite `json:"hi"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*v = Verdict(aux.plain)
	v.Value, v.Lo, v.Hi = float64(aux.Value), float64(aux.Lo), float64(aux.Hi)
	return nil
}

// Distribution reports whether s is a latency distribution (Unit "s") rather than a
// single Value.
func (s Stat) Distribution() bool { return s.Unit == "s" }

// MarshalJSON writes the figures of s's shape (see Stat), non-finite ones as null.
func (s Stat) MarshalJSON() ([]byte, error) {
	if s.Distribution() {
		return marshal(struct {
			N    int    `json:"n"`
			Unit string `json:"unit"`
			Mean finite `json:"mean"`
			P50  finite `json:"p50"`
			P90  finite `json:"p90"`
			P95  finite `json:"p95"`
			P99  finite `json:"p99"`
			Max  finite `json:"max"`
		}{s.N, s.Unit, finite(s.Mean), finite(s.P50), finite(s.P90), finite(s.P95), finite(s.P99), finite(s.Max)})
	}
	return marshal(struct {
		N     int    `json:"n"`
		Unit  string `json:"unit,omitempty"`
		Value finite `json:"value"`
	}{s.N, s.Unit, finite(s.Value)})
}

// UnmarshalJSON reads a Stat written by MarshalJSON (or by schema v1, which wrote
// every figure): null figures and those outside the Stat's shape become NaN.
func (s *Stat) UnmarshalJSON(b []byte) error {
	nan := finite(math.NaN())
	aux := struct {
		N     int    `json:"n"`
		Unit  string `json:"unit"`
		Mean  finite `json:"mean"`
		P50   finite `json:"p50"`
		P90   finite `json:"p90"`
		P95   finite `json:"p95"`
		P99   finite `json:"p99"`
		Max   finite `json:"max"`
		Value finite `json:"value"`
	}{Mean: nan, P50: nan, P90: nan, P95: nan, P99: nan, Max: nan, Value: nan}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*s = Stat{N: aux.N, Unit: aux.Unit, Mean: float64(aux.Mean), P50: float64(aux.P50), P90: float64(aux.P90),
		P95: float64(aux.P95), P99: float64(aux.P99), Max: float64(aux.Max), Value: float64(aux.Value)}
	if s.Distribution() {
		s.Value = math.NaN()
	} else {
		s.Mean, s.P50, s.P90, s.P95, s.P99, s.Max = math.NaN(), math.NaN(), math.NaN(), math.NaN(), math.NaN(), math.NaN()
	}
	return nil
}

// MarshalJSON writes c with a non-finite Rate or GoodputRatio as null.
func (c Capacity) MarshalJSON() ([]byte, error) {
	type plain Capacity
	return marshal(struct {
		plain
		Rate         finite         `json:"rate"`
		GoodputRatio finite         `json:"goodput_ratio"`
		Steps        []CapacityStep `json:"steps,omitempty"` // after the figures
	}{plain(c), finite(c.Rate), finite(c.GoodputRatio), c.Steps})
}

// UnmarshalJSON reads a Capacity written by MarshalJSON; null numbers become NaN.
func (c *Capacity) UnmarshalJSON(b []byte) error {
	type plain Capacity
	var aux struct {
		plain
		Rate         finite `json:"rate"`
		GoodputRatio finite `json:"goodput_ratio"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*c = Capacity(aux.plain)
	c.Rate, c.GoodputRatio = float64(aux.Rate), float64(aux.GoodputRatio)
	return nil
}

// MarshalJSON writes s with a non-finite Rate or GoodputRatio as null.
func (s CapacityStep) MarshalJSON() ([]byte, error) {
	type plain CapacityStep
	return marshal(struct {
		plain
		Rate         finite  `json:"rate"`
		GoodputRatio finite  `json:"goodput_ratio"`
		Requests     int     `json:"requests"` // after the figures
		Passed       bool    `json:"passed"`
		Confirm      bool    `json:"confirm,omitempty"`
		StoppedEarly bool    `json:"stopped_early,omitempty"`
		Seconds      float64 `json:"seconds,omitempty"`
	}{plain(s), finite(s.Rate), finite(s.GoodputRatio), s.Requests, s.Passed, s.Confirm, s.StoppedEarly, s.Seconds})
}

// UnmarshalJSON reads a CapacityStep written by MarshalJSON; null numbers become NaN.
func (s *CapacityStep) UnmarshalJSON(b []byte) error {
	type plain CapacityStep
	var aux struct {
		plain
		Rate         finite `json:"rate"`
		GoodputRatio finite `json:"goodput_ratio"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*s = CapacityStep(aux.plain)
	s.Rate, s.GoodputRatio = float64(aux.Rate), float64(aux.GoodputRatio)
	return nil
}

// MarshalJSON writes t with a non-finite TimeScale as null.
func (t Target) MarshalJSON() ([]byte, error) {
	type plain Target
	return marshal(struct {
		plain
		TimeScale finite `json:"time_scale"`
	}{plain(t), finite(t.TimeScale)})
}

// UnmarshalJSON reads a Target written by MarshalJSON; a null time scale becomes NaN.
func (t *Target) UnmarshalJSON(b []byte) error {
	type plain Target
	var aux struct {
		plain
		TimeScale finite `json:"time_scale"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*t = Target(aux.plain)
	t.TimeScale = float64(aux.TimeScale)
	return nil
}
