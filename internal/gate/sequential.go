package gate

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/loadgen"
	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/threshold"
)

// Sequential stopping (the plan's sequential:). A cell is looked at after each
// 1/Looks of its planned requests, pooled over trials in arrival order. A look sees
// only requests that have ended — the first m sent, all of them finished — so a slow
// request still in flight is never left out of what it judges. At a look every check
// of the cell, compare gates included, must be decided at the look's confidence:
//
//   - a percentile by its interval (stats.SeriesPercentile, widened for serial
//     correlation) lying wholly on one side of the threshold;
//   - a share of requests (error_rate, timeout_rate, goodput_ratio) by its exact
//     binomial interval (stats.Proportion) lying wholly on one side;
//   - a compare gate on a percentile by the interval of the change
//     (threshold.LatencyChange, as the gate judges it at the end: paired with the
//     baseline by schedule position when the cell is paired with it, else
//     stats.SeriesPercentileChange) lying wholly on one side;
//   - the server's preemption counter, read from /metrics at every look, only once it
//     is already past an upper limit ("preemptions <= 0" after one preemption): a
//     counter never goes down, so more traffic can only confirm the FAIL, while a count
//     still within its limit can grow before the end and decides nothing.
//
// Everything else — avg, min and max, rates, counts, and the server's ratios and
// gauges (prefix_hit_ratio, max_waiting, kv_usage_max), which are judged over the
// whole cell — cannot be decided before the cell ends, so a plan that checks one of
// them never stops early; the look says so.
//
// The looks spend the plan's error 1 − level between them (stats.SequentialRule): the
// end of the cell, the K-th look, keeps the share sequential.final (1/K when unset,
// Bonferroni's even split) and the K − 1 looks before it split the rest evenly, so the
// chance that any look decides a verdict wrongly is at most what one evaluation at the
// plan's level risks. A cell with looks is therefore judged at its end at the final
// level, not at the plan's (SequentialResult.Level): judging the end at the plan's
// level as well would spend the error twice. A cell that stopped early reports its
// verdicts at the level of the look that stopped it. The cell
// also runs at least sequential.min_duration of traffic and one turnover of its
// requests (the mean E2EL of those that ended) before it may stop, so that a stop
// never rests on a batch that has not yet cycled. An open loop stops by ending its
// arrival schedule: requests in flight finish and are counted in every count and
// share; its percentiles are judged on the requests the stopping look saw (see
// looker.latencies).

// Running on (sequential.max, sequential.max_duration): a cell that is still
// undecided at its planned end runs on in its last trial — an open loop's arrival
// schedule goes on from the same seed, a closed loop's users send more requests —
// with more looks at the same spacing, up to sequential.max times its planned
// requests (or, for an open loop, as many as sequential.max_duration of traffic holds
// at its rate). The last trial's requests are built to that maximum before it starts,
// so a baseline and a candidate of one plan send the same requests in the same
// order however far each ran. From the planned end on, a look asks what the end of
// the cell asks: the cell stops at the first look at which no check and no compare
// gate would be INCONCLUSIVE for too few samples (a share, a rate or a server figure
// is judged on its value there, and more traffic cannot settle an unavailable or
// invalid one) and every compare gate's percentile has the plan's compare.tail
// samples beyond it (looker.shortTails); it also stops once its traffic reaches
// sequential.max_duration. The
// error is spread over every look the maximum allows before the cell starts
// (stats.SequentialRule), and the cell is judged at the level of the look it
// stopped at (SequentialResult.Level). One exception: a compare gate paired with a
// baseline that sent fewer of the cell's requests than this run has reached compares
// the same requests at every look from there on, since a request past the
// baseline's end has no partner. Its data is final: it is judged at the level those
// looks pool (stats.SequentialRule.PooledLevel; results.Sequential.PairedLevel in
// infergate compare), and, undecided there, it does not keep the cell running.

// seqLook is one look of a cell: the cumulative requests it judges and its number
// in the rule (1-based; rule.Looks is the planned end).
type seqLook struct{ at, k int }

// lookSchedule returns the looks of a cell of total planned requests under rule,
// without repeated counts, and the cell's most requests (the end, which is not a
// look: the cell then ends whatever is decided).
func lookSchedule(rule stats.SequentialRule, total int) (looks []seqLook, end int) {
	pts := rule.Points(total)
	end = pts[len(pts)-1]
	for i, m := range pts[:len(pts)-1] {
		if m >= 1 && m < end && (len(looks) == 0 || m > looks[len(looks)-1].at) {
			looks = append(looks, seqLook{at: m, k: i + 1})
		}
	}
	return looks, end
}

// SequentialResult is what sequential stopping did in a cell.
type SequentialResult struct {
	// Looks is the plan's number of looks up to the planned end; Stopped the look
	// (1-based; Looks is the planned end, later ones ran on past it) the cell stopped
	// at, 0 when it ran to its end (its maximum, or its planned end without one).
	Looks, Stopped int
	// Planned is the cell's planned requests over all trials; Limit the most it may
	// send (Max × Planned); Sent how many were sent.
	Planned, Limit, Sent int
	// Max is how far the cell may run on, as a multiple of Planned (1: not at all).
	Max float64
	// Traffic is the traffic time the cell used (simulated seconds) and Saved the
	// traffic time it did not need, estimated at the rate it ran: Traffic ×
	// (Planned/Sent − 1), negative when it ran on past its plan.
	Traffic, Saved float64
	// Undecided lists the checks the last look before the end could not decide, with
	// why; empty when the cell stopped.
	Undecided []string
	// Level is the two-sided confidence level the cell's verdicts and compare gates
	// are judged at: that of the look it stopped at, or of its end.
	Level float64
	// Why says why the cell stopped where it did.
	Why string
	// Points are the cumulative requests of every look the rule allows (look k at
	// Points[k−1], repeats included) and Levels each one's level (results.Sequential).
	Points []int
	Levels []float64
}

// sequentialSetup returns the cell's sequential rule, or false when the plan does not
// look (no sequential: or fewer than two looks and no max).
func (g *Gate) sequentialSetup(c *plan.Cell, load plan.Load, capacityRate float64) (stats.SequentialRule, bool) {
	sq := g.Plan.Sequential
	rule := stats.SequentialRule{Level: g.level()}
	if sq == nil {
		return rule, false
	}
	rule.Looks, rule.Final, rule.Max = sq.Looks, sq.Final, g.Plan.SequentialMax(c, capacityRate)
	if load.Replay != nil && rule.Max > 1 {
		g.logf("%s: a replay sends its trace and no more: the cell does not run on past it (sequential.max)", c.Name)
		rule.Max = 1
	}
	if rule.Looks < 2 && rule.Max <= 1 {
		return rule, false
	}
	return rule, true
}

// level is the plan's confidence level, 0.90 when unset.
func (g *Gate) level() float64 {
	if g.Plan.Level > 0 {
		return g.Plan.Level
	}
	return threshold.DefaultLevel
}

// looker judges one cell's looks. prev are the trials that finished; the current
// trial's records come with each look.
type looker struct {
	g        *Gate
	res      *CellResult
	rule     stats.SequentialRule
	looks    []seqLook // cumulative
	perTrial int       // planned requests per trial
	trials   int       // planned trials
	last     int       // the last trial's requests: perTrial plus the room to run on
	base     *results.Cell
	seq      *SequentialResult
	// trialStart is the wall time the current trial's schedule started; scale its
	// time scale.
	trialStart time.Time
	scale      float64
	// cut is how many of its last trial's requests the stopping look judged, when it
	// stopped inside a trial; 0 otherwise.
	cut int
	// server reads the server's counters over the cell so far (the finished trials and
	// the current one up to now), for the looks; nil when there is nothing to read.
	server func() ServerView
	// digest is the cell's workload digest over the trials begun so far: the digest
	// the cell records if it stops now, which decides whether it is paired with the
	// baseline's (Gate.Paired).
	digest func() string
	// finalNoted is set once the log has said that a compare gate's data is final.
	finalNoted bool
}

// within returns the current trial's look points (counts within trial t) and whether
// a look falls exactly at the trial's end.
func (l *looker) within(t int) (pts []int, atEnd bool) {
	lo, hi := t*l.perTrial, (t+1)*l.perTrial
	if t == l.trials-1 {
		hi = lo + l.last
	}
	for _, p := range l.looks {
		switch {
		case p.at > lo && p.at < hi:
			pts = append(pts, p.at-lo)
		case p.at == hi:
			atEnd = true
		}
	}
	return pts, atEnd
}

// index is the look number of cumulative count m (see seqLook).
func (l *looker) index(m int) int {
	for _, p := range l.looks {
		if p.at == m {
			return p.k
		}
	}
	return 0
}

// look judges the cell on the finished trials plus recs (the first m requests of
// the current trial, all ended, with their dispatch lags) and reports whether it may
// stop.
func (l *looker) look(trial int, recs []client.Record, lags []time.Duration) bool {
	part := &loadgen.Result{Records: recs, Lag: lags, Sent: make([]bool, len(recs)), Scale: l.scale,
		Start: l.trialStart, End: time.Now()}
	for i := range part.Sent {
		part.Sent[i] = true
	}
	trials := append(append([]*loadgen.Result{}, l.res.Trials...), part)
	cum := trial*l.perTrial + len(recs)
	if l.judge(trials, cum) {
		l.cut = len(recs)
		return true
	}
	return false
}

// judge decides whether the cell may stop after cum requests, given their trials.
func (l *looker) judge(trials []*loadgen.Result, cum int) bool {
	k := l.index(cum)
	level := l.rule.LevelAt(k)
	tmp := &CellResult{Cell: l.res.Cell, Trials: trials, Samples: pool(trials), unavailable: l.res.unavailable,
		Requests: l.res.Requests, Warmup: l.res.Warmup, Rate: l.res.Rate}
	ending := k >= l.rule.Looks // the planned end, or past it
	if l.server != nil && (ending || slices.ContainsFunc(l.res.Cell.Checks, func(c plan.Check) bool { return runningCount(c.Metric.Name) })) {
		// One /metrics scrape a look, and only for a cell that checks a server count
		// or is judged as its end would be.
		tmp.Server = l.server()
	}
	var undecided []string
	if ending {
		undecided = l.unsettled(tmp, k, level)
	} else {
		undecided = l.undecided(tmp, cum, level)
	}
	traffic := tmp.Samples.Duration.Seconds()
	var why []string
	if len(undecided) > 0 {
		why = undecided
	}
	why = append(why, l.shortTails(tmp)...)
	if !ending {
		if minD := l.g.Plan.Sequential.MinDuration.Seconds(); traffic < minD {
			why = append(why, fmt.Sprintf("%.3gs of traffic, the plan's min_duration is %.3gs", traffic, minD))
		}
		if e, err := stats.Summarize(tmp.Samples.E2EL); err == nil && traffic < e.Mean {
			why = append(why, fmt.Sprintf("%.3gs of traffic is less than one turnover of the requests (mean E2EL %.3gs)", traffic, e.Mean))
		}
	}
	name, total := l.res.Cell.Name, l.rule.TotalLooks()
	if len(why) > 0 {
		l.seq.Undecided = why
		if maxD := l.g.Plan.Sequential.MaxDuration; ending && maxD > 0 && traffic >= maxD.Seconds() {
			l.seq.Stopped = k
			l.seq.Why = fmt.Sprintf("stopped undecided at look %d of %d: %.3gs of traffic reached sequential.max_duration %v", k, total, traffic, maxD)
			l.g.logf("%s: look %d/%d at %d requests: %s", name, k, total, cum, l.seq.Why)
			return true
		}
		l.g.logf("%s: look %d/%d at %d of %d requests: runs on — %s", name, k, total, cum, l.seq.Planned, strings.Join(why, "; "))
		return false
	}
	l.seq.Stopped, l.seq.Undecided = k, nil
	switch {
	case k < l.rule.Looks:
		l.seq.Why = fmt.Sprintf("every check decided early, at look %d of %d (%.4g%% confidence)", k, l.rule.Looks, 100*level)
	case k == l.rule.Looks:
		l.seq.Why = fmt.Sprintf("every check decided at its planned end (%.4g%% confidence)", 100*level)
	default:
		l.seq.Why = fmt.Sprintf("ran on past its plan until every check was decided, at look %d: %.3g× the planned requests (%.4g%% confidence)",
			k, float64(cum)/float64(l.seq.Planned), 100*level)
	}
	l.g.logf("%s: look %d/%d at %d of %d requests: %s; the cell stops (requests in flight finish)", name, k, total, cum, l.seq.Planned, l.seq.Why)
	return true
}

// shortTails lists the cell's compare gates on a percentile whose samples so far hold
// fewer than the plan's compare.tail beyond it, with how many they need. It asks this
// of every run, with a baseline or without: each run is the baseline of a later one,
// whose paired intervals can only draw on the requests this one sent.
func (l *looker) shortTails(tmp *CellResult) []string {
	want := l.g.Plan.CompareTail
	if want <= 0 {
		return nil
	}
	var out []string
	for _, c := range l.res.Cell.Compare {
		if c.Metric.Kind != threshold.Latency || c.Expr.Agg != threshold.P {
			continue
		}
		n := len(tmp.observe(c.Metric.Name, l.g.Plan).Samples)
		tail := min(c.Expr.Q, 1-c.Expr.Q)
		if have := float64(n) * tail; have < float64(want)-1e-9 {
			out = append(out, fmt.Sprintf("compare %s %s: %d samples hold %.3g beyond %s, compare.tail asks %d (%d samples) so that a run against this one can decide",
				c.Metric.Name, c.Expr, n, have, fmt.Sprintf("p(%g)", c.Expr.Pct), want, int(math.Ceil(float64(want)/tail-1e-9))))
		}
	}
	return out
}

// unsettled lists the cell's checks and compare gates that, judged now as the end of
// the cell judges them (look k, at level), would be INCONCLUSIVE for too few samples
// — the only reason more traffic can settle — and that the plan does not skip. A
// compare gate paired with a baseline whose every request already has its partner
// here is left out: more of this cell's traffic adds nothing it compares (see
// pairedLevel).
func (l *looker) unsettled(tmp *CellResult, k int, level float64) []string {
	tmp.Sequential = &SequentialResult{Level: level, Stopped: k, Points: l.seq.Points, Levels: l.seq.Levels}
	if l.digest != nil {
		tmp.Digest = l.digest()
	}
	tmp.judge(l.g.Plan, l.g.Quick)
	var out []string
	add := func(js []Judgement) {
		for _, j := range js {
			if j.Status == threshold.Inconclusive && j.Reason == threshold.ReasonTooFewSamples && !j.Skipped {
				out = append(out, j.Message)
			}
		}
	}
	add(tmp.Judgements)
	if l.g.Gates != nil {
		gs := l.g.Gates(tmp)
		if _, final := l.pairedLevel(l.seq.Points[k-1]); final {
			l.noteFinal(gs)
		} else {
			add(gs)
		}
	}
	return out
}

// pairedLevel returns the level the cell's compare gates are judged at once it has
// sent cum requests, and true, when they are paired with the baseline's record of
// the cell and cum already covers every request the baseline sent: from the first
// look that did, the paired comparison sees the same positions at every look, and
// those looks' shares of the error are pooled onto it
// (results.Sequential.PairedLevel on the looks the cell records, the rule of stats.SequentialRule.PooledLevel).
func (l *looker) pairedLevel(cum int) (float64, bool) {
	if l.base == nil || l.g.Paired == nil || l.digest == nil || !l.g.Paired(l.base, l.digest()) {
		return 0, false
	}
	n := len(l.base.Records)
	if cum < n {
		return 0, false
	}
	// The looks' counts and levels the results file records: the same pooling
	// infergate compare applies to the stored cell.
	seq := results.Sequential{Points: l.seq.Points, Levels: l.seq.Levels}
	return seq.PairedLevel(n)
}

// noteFinal logs, once per cell, the compare gates that more traffic cannot settle
// because their data is final (pairedLevel), so that a reader of the log knows why
// the cell did not run on for them.
func (l *looker) noteFinal(gs []Judgement) {
	if l.finalNoted {
		return
	}
	for _, j := range gs {
		if j.Status == threshold.Inconclusive && !j.Skipped {
			l.g.logf("%s: %s — every request the baseline sent of this cell is already paired, so running on cannot settle it", l.res.Cell.Name, j.Message)
			l.finalNoted = true
		}
	}
}

// undecided lists the cell's checks (and compare gates) that the samples so far (cum
// requests) cannot decide at the look's level, each with why. A paired compare gate
// whose data is final (pairedLevel) is judged at its pooled level and, undecided
// there, does not hold the cell: more traffic adds nothing it compares.
func (l *looker) undecided(tmp *CellResult, cum int, level float64) []string {
	var out []string
	for _, c := range l.res.Cell.Checks {
		if ok, why := decided(c, tmp.observeLook(c.Metric.Name, l.g.Plan), level); !ok {
			out = append(out, fmt.Sprintf("%s %s: %s", c.Metric.Name, c.Expr, why))
		}
	}
	glevel, final := l.pairedLevel(cum)
	if !final {
		glevel = level
	}
	for _, c := range l.res.Cell.Compare {
		ok, why := l.decidedChange(c, tmp, glevel)
		switch {
		case ok:
		case final:
			if !l.finalNoted {
				l.g.logf("%s: %s %s: %s — every request the baseline sent of this cell is already paired, so more traffic cannot settle it", l.res.Cell.Name, c.Metric.Name, c.Expr, why)
				l.finalNoted = true
			}
		default:
			out = append(out, fmt.Sprintf("%s %s: %s", c.Metric.Name, c.Expr, why))
		}
	}
	return out
}

// observeLook is observe for a look: of the server's figures only the preemption
// counter is read at a look (see runningCount); its ratios and gauges are judged over
// the whole cell.
func (r *CellResult) observeLook(metric string, p *plan.Plan) threshold.Observation {
	switch metric {
	case "prefix_hit_ratio", "max_waiting", "kv_usage_max":
		return threshold.Observation{Unavailable: "the server's /metrics ratios and gauges are judged over the whole cell, at its end"}
	}
	return r.observe(metric, p)
}

// runningCount reports whether metric is a count that can only grow as the cell goes
// on (the server's preemption counter), so that a look can decide it only once it is
// already past an upper limit or already meets a lower one.
func runningCount(metric string) bool { return metric == "preemptions" }

// decided reports whether observation obs decides check c at level, or why not.
func decided(c plan.Check, obs threshold.Observation, level float64) (bool, string) {
	switch {
	case obs.Invalid != "":
		return false, obs.Invalid
	case obs.Unavailable != "":
		return false, obs.Unavailable
	}
	e := c.Expr
	switch {
	case c.Metric.Kind == threshold.Latency && e.Agg == threshold.P:
		pct := stats.SeriesPercentile
		if obs.Independent {
			pct = stats.Percentile
		}
		est, err := pct(obs.Samples, e.Q, level)
		if err != nil {
			return false, err.Error()
		}
		if bothSides(e.Op, est.Lo, est.Hi, e.Value) {
			return true, ""
		}
		if est.TooFew {
			return false, "too few samples yet: " + est.Reason
		}
		return false, fmt.Sprintf("its %.4g%% interval %s–%s still reaches both sides", 100*level, fmtSeconds(est.Lo), fmtSeconds(est.Hi))
	case runningCount(c.Metric.Name):
		// More traffic can only raise the count: an upper limit it already breaks, or a
		// lower one it already meets, stays so.
		upper := e.Op == threshold.Less || e.Op == threshold.LessEq
		if e.Op.Holds(obs.Value, e.Value) != upper {
			return true, ""
		}
		return false, fmt.Sprintf("%g so far, and a count can still grow before the end of the cell (only a count already past an upper limit, or already at a lower one, is decided early)", obs.Value)
	case isShare(c.Metric.Name):
		if obs.N <= 0 {
			return false, "no requests yet"
		}
		k := int(math.Round(obs.Value * float64(obs.N)))
		lo, hi, err := stats.Proportion(k, obs.N, level)
		if err != nil {
			return false, err.Error()
		}
		if bothSides(e.Op, lo, hi, e.Value) {
			return true, ""
		}
		return false, fmt.Sprintf("%d of %d: its %.4g%% interval %.3g%%–%.3g%% still reaches both sides", k, obs.N, 100*level, 100*lo, 100*hi)
	}
	return false, "only judged at the end of a cell (avg, min, max, rates, counts and server counters have no interval to stop on)"
}

// isShare reports whether metric is a share of requests, whose count is binomial.
func isShare(metric string) bool {
	switch metric {
	case "error_rate", "timeout_rate", "goodput_ratio":
		return true
	}
	return false
}

// bothSides reports whether the interval [lo, hi] lies wholly on one side of the
// threshold t under op: all of it passing, or all of it failing. A missing (NaN)
// bound decides nothing in its direction.
func bothSides(op threshold.Op, lo, hi, t float64) bool {
	if math.IsNaN(lo) || math.IsNaN(hi) {
		// One bound can still show a failure: the lower one for an upper limit.
		if op == threshold.Less || op == threshold.LessEq {
			return !math.IsNaN(lo) && !op.Holds(lo, t)
		}
		return !math.IsNaN(hi) && !op.Holds(hi, t)
	}
	return op.Holds(lo, t) == op.Holds(hi, t)
}

// decidedChange reports whether a compare gate is decided on the samples so far. The
// change is threshold.LatencyChange's, as the gate judges it at the end of the cell
// (Run.Compare): on the records the results file would hold if the cell stopped now,
// paired with the baseline's by schedule position when the cell is paired with it
// (Gate.Paired, on the digest of the trials begun so far — a cell that stops in an
// earlier trial than its baseline ran is not).
func (l *looker) decidedChange(c plan.Check, tmp *CellResult, level float64) (bool, string) {
	if l.base == nil {
		if l.g.Baseline == nil {
			return true, "" // no baseline: the gate is not judged at all
		}
		return false, "the baseline has no record of this cell"
	}
	e := c.Expr
	if c.Metric.Kind != threshold.Latency || e.Agg != threshold.P {
		return false, "only judged at the end of a cell (a change of a rate or count has no interval to stop on)"
	}
	base := results.Observe(l.base, c.Metric)
	if base.Unavailable != "" || base.Invalid != "" || len(base.Samples) == 0 {
		return false, "the baseline has no samples of it"
	}
	cand := results.Observe(&results.Cell{Name: tmp.Cell.Name, Records: lookRecords(tmp.Trials)}, c.Metric)
	if len(cand.Samples) == 0 {
		return false, "no samples yet"
	}
	if l.g.Paired == nil || l.digest == nil || !l.g.Paired(l.base, l.digest()) {
		base.Pos, cand.Pos = nil, nil
	}
	ch, err := threshold.LatencyChange(e.Agg, e.Q, base, cand, level, l.g.Seed)
	if err != nil {
		return false, err.Error()
	}
	if bothSides(e.Op, ch.Lo, ch.Hi, e.Value) {
		return true, ""
	}
	if ch.TooFew != "" {
		return false, ch.TooFew
	}
	how := ""
	if a := ch.Analysis(); a != "" {
		how = " (" + a + ")"
	}
	return false, fmt.Sprintf("the change's %.4g%% interval%s still reaches both sides", 100*level, how)
}

// lookRecords are a look's trials as the results file stores their records
// (cellRecord), without the inter-token gaps.
func lookRecords(trials []*loadgen.Result) []results.Record {
	var out []results.Record
	for ti, t := range trials {
		for _, rec := range t.Records {
			out = append(out, results.FromClient(rec, ti, t.Scale, false))
		}
	}
	return out
}

// latencies makes the cell's latency series those of the requests the stopping look
// judged, when it stopped inside a trial: the requests that were in flight then
// finished and count in every count and share (errors, timeouts, goodput), but a
// percentile rests on what the look decided it on, so that the verdicts the cell
// reports are the ones the look saw decided (the design effect, re-estimated on a few
// more requests, could otherwise drop a bound the look had).
func (l *looker) latencies() {
	if l.cut == 0 || len(l.res.Trials) == 0 {
		return
	}
	trials := append([]*loadgen.Result{}, l.res.Trials...)
	last := *trials[len(trials)-1]
	last.Records, last.Lag, last.Sent = last.Records[:l.cut], last.Lag[:l.cut], last.Sent[:l.cut]
	trials[len(trials)-1] = &last
	judged := pool(trials)
	s := &l.res.Samples
	s.TTFT, s.E2EL, s.TPOT = judged.TTFT, judged.E2EL, judged.TPOT
	s.TTFO = judged.TTFO
	s.ITL, s.ITLPerToken = judged.ITL, judged.ITLPerToken
	s.TTFTFromIntended, s.E2ELFromIntended = judged.TTFTFromIntended, judged.E2ELFromIntended
	s.QueueWait, s.DispatchLag = judged.QueueWait, judged.DispatchLag
}

// finish fills in what the cell used, and the level its verdicts are judged at, once
// its trials are done.
func (l *looker) finish() {
	sent := 0
	for _, t := range l.res.Trials {
		sent += len(t.Records)
	}
	l.seq.Sent = sent
	l.seq.Traffic = l.res.Samples.Duration.Seconds()
	if l.seq.Stopped > 0 {
		l.seq.Level = l.rule.LevelAt(l.seq.Stopped)
		if sent > 0 {
			l.seq.Saved = l.seq.Traffic * (float64(l.seq.Planned)/float64(sent) - 1)
		}
		return
	}
	// The end: the planned end without a max, else the max, the last look allowed.
	l.seq.Level = l.rule.LevelAt(l.rule.TotalLooks())
	switch {
	case l.rule.TotalLooks() == l.rule.Looks:
		l.seq.Why = "ran to its planned end (sequential.max is not set, so it does not run on)"
	default:
		l.seq.Why = fmt.Sprintf("ran to its maximum, %g× the planned requests, with checks still undecided", l.rule.Max)
	}
	if sent > 0 && sent != l.seq.Planned {
		l.seq.Saved = l.seq.Traffic * (float64(l.seq.Planned)/float64(sent) - 1)
	}
}
