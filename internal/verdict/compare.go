package verdict

import (
	"cmp"
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/infergate/infergate/internal/grade"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/threshold"
)

// Class says what a change amounts to, judged on its confidence interval against a
// tolerance tol (CompareOptions.Tolerance) on the relative change, with "worse"
// meaning slower for latencies and fewer for goodput:
//
//   - regression: even the most favourable end of the interval is more than tol
//     worse;
//   - improvement: even the least favourable end is more than tol better;
//   - neutral: the whole interval lies within ±tol;
//   - inconclusive: anything else — the interval is too wide to say, or there are too
//     few samples for the statistic.
//
// Classes describe; they do not gate. What fails a comparison is the plan's
// pre-registered compare gates (and new critical quality failures).
type Class string

// The classes of a change.
const (
	Improvement  Class = "improvement"
	Neutral      Class = "neutral"
	Regression   Class = "regression"
	Inconclusive Class = "inconclusive"
)

// DefaultTolerance is the relative change within which a difference counts as
// neutral.
const DefaultTolerance = 0.05

// CompareOptions says how Compare works.
type CompareOptions struct {
	// BaseName and CandName name the two files in messages.
	BaseName, CandName string
	// QualityBase and QualityCand are the quality results of the two deployments;
	// either may be nil. QualityBaseName and QualityCandName name their files, and
	// QualityAlpha is the one-sided level of their McNemar test (default
	// grade.DefaultAlpha); see grade.Compare.
	QualityBase, QualityCand         *grade.Result
	QualityBaseName, QualityCandName string
	QualityAlpha                     float64
	// Tolerance is the band of neutral relative change (default DefaultTolerance).
	Tolerance float64
}

// Change is one statistic of one cell, baseline against candidate.
type Change struct {
	// Label names the statistic ("TTFT p99", "good req/h").
	Label string
	// Base and Cand are the statistic in the two runs (seconds, or requests per
	// hour); NaN when a run has no data.
	Base, Cand float64
	// Rel is Cand/Base − 1; Lo and Hi its interval at Level (a latency's from
	// threshold.LatencyChange, as the compare gates', goodput's from goodInterval;
	// NaN when there is none).
	Rel, Lo, Hi float64
	// HigherBetter is set for goodput.
	HigherBetter bool
	// Class is what the change amounts to; Note says why it is inconclusive.
	Class Class
	Note  string
	// Unit is "s" or "/h", for display.
	Unit string
	// Paired is set when the interval pairs the two runs' requests by schedule
	// position (the runs are paired, Comparison.Paired), and Block is the block
	// length of the bootstrap that drew it (0 when none did); see threshold.Interval.
	Paired bool
	Block  int
}

// CellChanges are a cell's changes.
type CellChanges struct {
	Cell    string
	Rate    float64
	Changes []Change
	// Analysis says how the cell's intervals were drawn (analysisOf): "paired
	// (blocks of 7)", with the range of block lengths when the statistics' differ,
	// or "unpaired"; a statistic that could not be paired in a paired comparison is
	// named.
	Analysis string
	// closedRate is a closed loop's requests per second in the candidate.
	closedRate float64
}

// Headline is the answer for one workload, at its peak load: the cell of the
// workload with the highest open-loop rate in both runs (or, among closed loops, the
// highest rate of requests the candidate completed).
type Headline struct {
	Workload, Cell string
	Rate           float64
	Good           Change // good requests per hour
	TTFT99, E2EL99 Change
	// BaseCapacity and CandCapacity are the capacities (req/s) each run measured for
	// the workload; NaN when a run did not measure one (a candidate that reused its
	// baseline's without its own search).
	BaseCapacity, CandCapacity float64
}

// Outcomes counts how requests ended in a run.
type Outcomes struct {
	Total, OK, Failed, Timeouts int
}

// QualityChange compares the quality results of the two deployments.
type QualityChange struct {
	// Held and Cases count the candidate's passing cases; BaseHeld the baseline's.
	Held, Cases, BaseHeld, BaseCases int
	// NewCritical lists "case: check" for every critical check that passed in every
	// ask of the baseline and fails in the candidate (grade.Comparison.NewCritical);
	// NewFailures lists cases that passed and now fail.
	NewCritical, NewFailures []string
	// Stats pairs the cases of the two runs: the McNemar test, the pass rates with
	// their Wilson intervals, per check; nil unless both runs were given.
	Stats *grade.Comparison
	// BaseStability and CandStability sum up each side's repeat and under-load
	// modes (stabilityNote); empty when a side ran neither.
	BaseStability, CandStability string
}

// Comparison is a candidate run judged against a baseline run.
type Comparison struct {
	Base, Cand *results.Run
	Opt        CompareOptions
	Level      float64
	// Paired is set when both runs sent byte-identical requests (equal workload
	// digests and seeds); PairNote says why not.
	Paired   bool
	PairNote string
	// PairedCells counts the cells paired although the runs are not (PairedCell): a
	// partial run, or one that ran other cells, whose common cells sent the same
	// requests on the same schedule.
	PairedCells int
	// Headlines answer the question per workload.
	Headlines []Headline
	// BaseOut and CandOut count request outcomes over all cells.
	BaseOut, CandOut Outcomes
	// CandFailedChecks counts the candidate's own failing checks (its absolute
	// thresholds), for the headline.
	CandFailedChecks int
	Quality          *QualityChange
	Cells            []CellChanges
	// Gates are the plan's compare gates judged on every cell the runs share.
	Gates []GateVerdict
	// Manifest lists every manifest difference; Factors the deployment factors that
	// changed (a gain can be attributed to one cause only when there is one).
	Manifest, Factors []string
	// Missing lists cells in one run only.
	Missing []string
}

// Exit codes of a comparison, as `infergate compare` exits.
const (
	ExitPass         = 0
	ExitRegression   = 1
	ExitInconclusive = 3
)

// ExitCode is 1 when a compare gate fails or the quality comparison is a regression
// (a critical check that passed in every baseline ask newly fails, or the newly
// failing cases outnumber the newly passing beyond chance; see grade.Compare), 3
// when a compare gate is inconclusive (and the plan does not skip its reason) or the
// runs share no cell, else 0.
func (c *Comparison) ExitCode() int {
	inconclusive := len(c.Cells) == 0
	for _, g := range c.Gates {
		switch {
		case g.Status == threshold.Fail:
			return ExitRegression
		case g.Failed():
			inconclusive = true
		}
	}
	if q := c.Quality; q != nil && (len(q.NewCritical) > 0 || q.Stats != nil && q.Stats.Regression) {
		return ExitRegression
	}
	if inconclusive {
		return ExitInconclusive
	}
	return ExitPass
}

// Compare judges cand against base: headlines, per-cell changes with intervals,
// the candidate plan's compare gates (exactly as the gate judged them during the
// run, see JudgeGates), outcomes, quality and manifest differences.
func Compare(base, cand *results.Run, opt CompareOptions) (*Comparison, error) {
	if base == nil || cand == nil {
		return nil, fmt.Errorf("compare: missing run")
	}
	if !(opt.Tolerance > 0) {
		opt.Tolerance = DefaultTolerance
	}
	c := &Comparison{Base: base, Cand: cand, Opt: opt, Level: cand.Manifest.Plan.Level}
	if !(c.Level > 0 && c.Level < 1) {
		c.Level = threshold.DefaultLevel
	}
	c.pairing()
	seed := uint64(1)
	if s := cand.Manifest.Seeds; len(s) > 0 {
		seed = s[0]
	}
	baseCells := map[string]*results.Cell{}
	for i := range base.Cells {
		baseCells[base.Cells[i].Name] = &base.Cells[i]
	}
	for i := range cand.Cells {
		cc := &cand.Cells[i]
		bc, ok := baseCells[cc.Name]
		paired := c.Paired
		if !ok {
			c.Missing = append(c.Missing, cc.Name+" (candidate only)")
		} else {
			paired = PairedCell(base.Manifest, cand.Manifest, bc, cc)
			if paired && !c.Paired {
				c.PairedCells++
			}
			c.Cells = append(c.Cells, c.cellChanges(bc, cc, seed, paired))
		}
		c.Gates = append(c.Gates, JudgeGates(results.GatesFor(cand.Manifest.Plan.Compare, cc), bc, cc, Judging{
			BaseName: opt.BaseName, Level: c.Level, Skip: cand.Manifest.Plan.Skip, Seed: seed,
			BaseSLO: base.Manifest.Plan.SLO, CandSLO: cand.Manifest.Plan.SLO, Paired: paired})...)
		for _, v := range cc.Verdicts {
			if v.Status == "FAIL" || v.Status == "INCONCLUSIVE" {
				c.CandFailedChecks++
			}
		}
	}
	candNames := map[string]bool{}
	for _, cc := range cand.Cells {
		candNames[cc.Name] = true
	}
	for _, bc := range base.Cells {
		if !candNames[bc.Name] {
			c.Missing = append(c.Missing, bc.Name+" (baseline only)")
		}
	}
	c.BaseOut, c.CandOut = outcomes(base), outcomes(cand)
	c.headlines(baseCells)
	c.Manifest = results.Diff(base.Manifest, cand.Manifest)
	c.Factors = factors(base.Manifest, cand.Manifest)
	if opt.QualityBase != nil || opt.QualityCand != nil {
		q, err := compareQuality(opt)
		if err != nil {
			return nil, fmt.Errorf("compare: %w", err)
		}
		c.Quality = q
	}
	return c, nil
}

func (c *Comparison) pairing() {
	c.Paired, c.PairNote = PairedRuns(c.Base.Manifest, c.Cand.Manifest)
}

// PairedRuns reports whether two runs are paired — sent the same requests on the
// same schedule, so that request k of a trial is the same request in both and their
// latencies can be compared request by request — and if not, why: both manifests
// have a workload digest, the digests are equal and so are the seeds. infergate
// compare pairs two files by it, and the gate a cell with its baseline's (its
// manifest then holds the cell's own digests and the run's seeds).
func PairedRuns(base, cand results.Manifest) (bool, string) {
	switch {
	case base.WorkloadDigest == "" || cand.WorkloadDigest == "":
		return false, "a run has no workload digest"
	case base.WorkloadDigest != cand.WorkloadDigest:
		return false, "the runs sent different requests (workload digests differ)"
	case !slices.Equal(base.Seeds, cand.Seeds):
		return false, "the runs used different seeds"
	}
	return true, ""
}

// PairedCell reports whether a cell of two runs is paired: the runs are
// (PairedRuns), or, when they are not as a whole — a partial run, or runs of plans
// with other cells — the two cells have the same workload digest and the runs the
// same seeds, so that the cell sent the same requests on the same schedule in both.
func PairedCell(base, cand results.Manifest, bc, cc *results.Cell) bool {
	if ok, _ := PairedRuns(base, cand); ok {
		return true
	}
	return bc != nil && cc != nil && bc.WorkloadDigest != "" && bc.WorkloadDigest == cc.WorkloadDigest &&
		slices.Equal(base.Seeds, cand.Seeds)
}

// latencyLabels are the latency statistics of the per-cell table.
var latencyStats = []struct {
	label, metric string
	q             float64
}{
	{"TTFT p50", "ttft", .50}, {"TTFT p95", "ttft", .95}, {"TTFT p99", "ttft", .99},
	{"E2EL p50", "e2el", .50}, {"E2EL p95", "e2el", .95}, {"E2EL p99", "e2el", .99}, {"TPOT p50", "tpot", .50},
}

func (c *Comparison) cellChanges(bc, cc *results.Cell, seed uint64, paired bool) CellChanges {
	out := CellChanges{Cell: cc.Name, Rate: cc.Rate}
	if paired {
		// Like with like: the schedule positions both runs sent (commonSchedule).
		bc, cc = commonSchedule(bc, cc, c.Base.Manifest.Plan.SLO, c.Cand.Manifest.Plan.SLO)
	}
	if cc.Duration > 0 {
		out.closedRate = float64(len(cc.Records)) / cc.Duration
	}
	for _, ls := range latencyStats {
		out.Changes = append(out.Changes, c.latencyChange(ls.label, ls.metric, ls.q, bc, cc, seed, paired))
	}
	out.Changes = append(out.Changes, c.goodChange(bc, cc, seed, paired))
	out.Analysis = analysisOf(paired, out.Changes)
	return out
}

// analysisOf sums up how a cell's intervals were drawn, for CellChanges.Analysis.
func analysisOf(paired bool, changes []Change) string {
	if !paired {
		return "unpaired"
	}
	lo, hi := 0, 0
	var unpaired []string
	for _, ch := range changes {
		if !ch.Paired {
			if !math.IsNaN(ch.Lo) || !math.IsNaN(ch.Hi) {
				// An interval that could not be paired (goodput of runs whose
				// sent requests differ); a statistic with no interval has no
				// analysis to name.
				unpaired = append(unpaired, ch.Label)
			}
			continue
		}
		if ch.Block > 0 {
			if lo == 0 || ch.Block < lo {
				lo = ch.Block
			}
			hi = max(hi, ch.Block)
		}
	}
	out := "paired"
	switch {
	case lo == 0:
	case lo == hi:
		out += fmt.Sprintf(" (blocks of %d)", lo)
	default:
		out += fmt.Sprintf(" (blocks of %d–%d)", lo, hi)
	}
	if len(unpaired) > 0 {
		out += "; unpaired: " + strings.Join(unpaired, ", ")
	}
	return out
}

// observe is results.Observe of a latency metric, with the schedule positions only
// when the cell is paired.
func observe(cell *results.Cell, metric string, paired bool) threshold.Observation {
	m, _ := threshold.Lookup(metric)
	obs := results.Observe(cell, m)
	if !paired {
		obs.Pos = nil
	}
	return obs
}

// latencyChange is the change of a latency's q-quantile, from
// threshold.LatencyChange: the analysis of the compare gates, paired when the runs
// are.
func (c *Comparison) latencyChange(label, metric string, q float64, bc, cc *results.Cell, seed uint64, paired bool) Change {
	ch := Change{Label: label, Unit: "s", Base: math.NaN(), Cand: math.NaN(), Rel: math.NaN(), Lo: math.NaN(), Hi: math.NaN()}
	bo, co := observe(bc, metric, paired), observe(cc, metric, paired)
	bs, cs := bo.Samples, co.Samples
	if len(bs) == 0 || len(cs) == 0 {
		return c.classify(ch, "no samples in a run")
	}
	lc, err := threshold.LatencyChange(threshold.P, q, bo, co, c.Level, seed)
	ch.Base, ch.Cand, ch.Paired = lc.Base, lc.Cand, lc.Paired
	ch.Rel = ch.Cand/ch.Base - 1
	if err != nil {
		return c.classify(ch, "no interval: "+err.Error())
	}
	if lc.TooFew != "" {
		return c.classify(ch, fmt.Sprintf("too few samples for p%g (%d and %d)", 100*q, len(bs), len(cs)))
	}
	ch.Lo, ch.Hi, ch.Block = lc.Lo, lc.Hi, lc.Block
	return c.classify(ch, "")
}

// goodChange is good requests per hour: good requests (the plan's SLO applied to
// the records) per hour of the cell's duration. Its interval is goodInterval's: in
// an open loop the requests are resampled into the run's send times and the
// duration, drain included, recomputed from them; only a file whose records have no
// send times has the durations taken as they are (and, when every request was good in
// both runs, an interval that is the point).
func (c *Comparison) goodChange(bc, cc *results.Cell, seed uint64, paired bool) Change {
	ch := Change{Label: "good req/h", Unit: "/h", HigherBetter: true, Base: math.NaN(), Cand: math.NaN(), Rel: math.NaN(), Lo: math.NaN(), Hi: math.NaN()}
	bslo, cslo := c.Base.Manifest.Plan.SLO, c.Cand.Manifest.Plan.SLO
	bg, _, berr := goodFlags(bslo, bc)
	cg, _, cerr := goodFlags(cslo, cc)
	switch {
	case berr != "" || cerr != "":
		return c.classify(ch, berr+cerr)
	case !(bc.Duration > 0) || !(cc.Duration > 0):
		return c.classify(ch, "a cell records no duration")
	}
	ch.Base, ch.Cand = total(bg)/bc.Duration*3600, total(cg)/cc.Duration*3600
	if ch.Base == 0 {
		return c.classify(ch, "no good request in the baseline")
	}
	ch.Rel = ch.Cand/ch.Base - 1
	iv := goodInterval(bc, cc, bslo, cslo, c.Level, seed, paired)
	ch.Lo, ch.Hi, ch.Paired, ch.Block = iv.Lo, iv.Hi, iv.Paired, iv.Block
	return c.classify(ch, "")
}

// goodFlags returns, for every request of the cell that was sent, 1 when it was good
// under slo and 0 otherwise, and its E2EL (0 for a request that streamed nothing).
func goodFlags(slo *results.SLO, cell *results.Cell) (good, e2el []float64, why string) {
	if slo == nil {
		return nil, nil, "the results file records no SLO (written before the SLO was kept)"
	}
	s := stats.SLO{TTFT: secs(slo.TTFT), TTFO: secs(slo.TTFO), TPOT: secs(slo.TPOT), E2EL: secs(slo.E2EL)}
	for _, rec := range cell.Records {
		if rec.Unsent() {
			continue // never sent
		}
		o := stats.Outcome{OK: rec.Class == "ok", TTFT: secs(rec.TTFT), TTFO: secs(rec.TTFO), HasTTFO: rec.TTFO > 0,
			E2EL: secs(rec.E2EL), OutputTokens: rec.OutputTokens}
		g := 0.0
		if s.Meets(o) {
			g = 1
		}
		good, e2el = append(good, g), append(e2el, rec.E2EL)
	}
	if len(good) == 0 {
		return nil, nil, fmt.Sprintf("cell %s has no requests", cell.Name)
	}
	return good, e2el, ""
}

func secs(x float64) time.Duration { return time.Duration(math.Round(x * 1e9)) }

// classify sets the change's class from its interval.
func (c *Comparison) classify(ch Change, note string) Change {
	if note != "" || math.IsNaN(ch.Lo) || math.IsNaN(ch.Hi) {
		ch.Class, ch.Note = Inconclusive, note
		if ch.Note == "" {
			ch.Note = "no interval"
		}
		return ch
	}
	lo, hi := ch.Lo, ch.Hi // worse is positive
	if ch.HigherBetter {
		lo, hi = -ch.Hi, -ch.Lo
	}
	tol := c.Opt.Tolerance
	switch {
	case lo > tol:
		ch.Class = Regression
	case hi < -tol:
		ch.Class = Improvement
	case lo >= -tol && hi <= tol:
		ch.Class = Neutral
	default:
		ch.Class = Inconclusive
		ch.Note = fmt.Sprintf("the interval reaches beyond ±%g%%", 100*tol)
	}
	return ch
}

func (c *Comparison) headlines(baseCells map[string]*results.Cell) {
	var workloads []string
	for _, cc := range c.Cand.Cells {
		if !slices.Contains(workloads, cc.Workload) {
			workloads = append(workloads, cc.Workload)
		}
	}
	for _, w := range workloads {
		var peak *CellChanges
		for i := range c.Cells {
			cc := &c.Cells[i]
			if !strings.HasPrefix(cc.Cell, w+"/") {
				continue
			}
			if peak == nil || offered(cc) > offered(peak) {
				peak = cc
			}
		}
		if peak == nil {
			continue
		}
		h := Headline{Workload: w, Cell: peak.Cell, Rate: peak.Rate,
			BaseCapacity: measured(c.Base, w), CandCapacity: measured(c.Cand, w)}
		for _, ch := range peak.Changes {
			switch ch.Label {
			case "good req/h":
				h.Good = ch
			case "TTFT p99":
				h.TTFT99 = ch
			case "E2EL p99":
				h.E2EL99 = ch
			}
		}
		c.Headlines = append(c.Headlines, h)
	}
}

// measured is the capacity a run measured for workload w itself, or NaN.
func measured(r *results.Run, w string) float64 {
	for _, c := range r.Capacity {
		if c.Workload == w && c.Source == "" {
			return c.Rate
		}
	}
	return math.NaN()
}

// offered is the cell's open-loop rate, or below any open loop, its closed loop's
// requests per second.
func offered(cc *CellChanges) float64 {
	if cc.Rate > 0 {
		return 1e9 + cc.Rate
	}
	return cc.closedRate
}

func outcomes(r *results.Run) Outcomes {
	var o Outcomes
	for _, cell := range r.Cells {
		for _, rec := range cell.Records {
			o.Total++
			switch rec.Class {
			case "ok":
				o.OK++
			case "timeout":
				o.Timeouts++
			default:
				o.Failed++
			}
		}
	}
	return o
}

// factorKeys maps deployment facts and cache_config labels to the deployment factor
// they describe.
var factorKeys = map[string]string{
	"gpu": "GPU", "gpus": "GPU", "tp": "tensor parallelism", "tensor_parallel_size": "tensor parallelism",
	"pp": "pipeline parallelism", "pipeline_parallel_size": "pipeline parallelism", "dp": "data parallelism",
	"kv_cache_dtype": "KV-cache dtype", "cache_dtype": "KV-cache dtype", "quantization": "quantization",
	"dtype": "weights dtype", "vllm": "engine version", "engine": "engine", "speculative": "speculative decoding",
	"speculative_config": "speculative decoding", "spec_decode": "speculative decoding",
	"max_num_batched_tokens": "chunk budget", "max_num_seqs": "max_num_seqs", "enable_prefix_caching": "prefix caching",
	"num_gpu_blocks": "KV-cache size", "gpu_memory_utilization": "KV-cache size", "model": "model",
	"temperature": "sampling", "sampling": "sampling", "block_size": "block size",
	"num_speculative_tokens": "speculative decoding", "spec_acceptance": "speculative decoding",
	"kv_offloading_size": "KV offload", "pd_disagg_gbps": "prefill/decode disaggregation",
	"gateway_delay": "gateway hop", "gateway_chunk_delay": "gateway hop", "gateway_jitter": "gateway hop",
}

// factors lists the deployment factors that differ between two manifests: the
// model, the engine version, and every declared fact, cache label or simulator
// option that changed, each factor once.
func factors(b, c results.Manifest) []string {
	var out []string
	add := func(f string) {
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	if b.Target.Model != c.Target.Model {
		add("model")
	}
	if b.Target.Version != c.Target.Version {
		add("engine version")
	}
	diff := func(x, y map[string]string) {
		keys := map[string]bool{}
		for k := range x {
			keys[k] = true
		}
		for k := range y {
			keys[k] = true
		}
		for _, k := range slices.Sorted(maps.Keys(keys)) {
			if x[k] == y[k] {
				continue
			}
			if f, ok := factorKeys[k]; ok {
				add(f)
			} else {
				add(k)
			}
		}
	}
	diff(b.Deployment, c.Deployment)
	diff(b.CacheConfig, c.CacheConfig)
	if b.Target.Simulated && c.Target.Simulated {
		diff(specMap(b.Target.SimOptions), specMap(c.Target.SimOptions))
	}
	// The simulator's time scale describes the test machine, not the deployment; a
	// KV-cache dtype, quantized weights and tensor parallelism each bring their own
	// number of blocks (fp8 doubles them, smaller weights and more GPUs free memory).
	sized := slices.Contains(out, "KV-cache dtype") || slices.Contains(out, "quantization") || slices.Contains(out, "tensor parallelism")
	out = slices.DeleteFunc(out, func(f string) bool { return f == "time_scale" || sized && f == "KV-cache size" })
	slices.SortStableFunc(out, func(a, b string) int { return cmp.Compare(a, b) })
	return out
}

// specMap reads a simulator option string "k=v,k=v" (fault specs keep their commas
// inside and are compared as a whole value).
func specMap(s string) map[string]string {
	out := map[string]string{}
	for _, kv := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(kv), "=")
		if ok && k != "" {
			out[k] = v
		}
	}
	return out
}

// compareQuality compares the quality results of opt; with both runs it pairs their
// cases (grade.Compare), whose error it returns.
func compareQuality(opt CompareOptions) (*QualityChange, error) {
	base, cand := opt.QualityBase, opt.QualityCand
	q := &QualityChange{
		BaseStability: base.StabilityNote("baseline: "),
		CandStability: cand.StabilityNote("candidate: "),
	}
	if cand != nil {
		q.Cases = len(cand.Cases)
		for _, cs := range cand.Cases {
			if cs.Passed {
				q.Held++
			}
		}
	}
	if base == nil || cand == nil {
		return q, nil
	}
	st, err := grade.Compare(base, cand, grade.CompareOptions{BaseName: opt.QualityBaseName, CandName: opt.QualityCandName, Alpha: opt.QualityAlpha})
	if err != nil {
		return nil, err
	}
	q.Stats, q.NewCritical = st, st.NewCritical
	q.BaseCases = len(base.Cases)
	byID := map[string]grade.CaseResult{}
	for _, bc := range base.Cases {
		byID[bc.ID] = bc
		if bc.Passed {
			q.BaseHeld++
		}
	}
	for _, cs := range cand.Cases {
		bc, ok := byID[cs.ID]
		if !ok {
			continue
		}
		if bc.Passed && !cs.Passed {
			q.NewFailures = append(q.NewFailures, cs.ID)
		}
	}
	return q, nil
}
