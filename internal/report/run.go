package report

import (
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/infergate/infergate/internal/secret"
	"github.com/infergate/infergate/internal/verdict"
	"github.com/infergate/infergate/internal/words"

	"github.com/infergate/infergate/internal/grade"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/threshold"
)

// runLevel is the confidence level of the report's intervals: the plan's, as the run
// judged its percentiles, or the gate's default when the file does not say.
func runLevel(r *results.Run) float64 {
	if l := r.Manifest.Plan.Level; l > 0 && l < 1 {
		return l
	}
	return threshold.DefaultLevel
}

// WriteRun writes the Markdown report of one run; q may be nil.
//
// The report leads with the run's verdict (see TallyRun) and its counts, then gives
// the manifest, the capacity per workload, one row per cell (latency percentiles with
// order-statistic confidence intervals recomputed from the records at the plan's
// level; ITL, goodput, errors and server figures from the cell's summary), each cell's
// server figures per replica side by side when the run read several /metrics
// endpoints, each cell's TTFT split into vLLM's share and the front end's where the file has it, the failing,
// inconclusive and skipped checks, the other tests and, when q is given, the quality
// cases. Every figure is one the file holds, rounded for reading; a figure the file
// lacks, or stores as null, is written "n/a". The output depends only on its inputs.
func WriteRun(w io.Writer, r *results.Run, q *grade.Result) error {
	if r == nil {
		return errors.New("write run report: nil run")
	}
	rw := &runWriter{r: r, q: q, level: runLevel(r), tally: verdict.TallyRun(r)}
	if err := rw.write(); err != nil {
		return fmt.Errorf("write run report: %w", err)
	}
	if _, err := io.WriteString(w, rw.b.String()); err != nil {
		return fmt.Errorf("write run report: %w", err)
	}
	return nil
}

// runWriter renders one run into b.
type runWriter struct {
	b     strings.Builder
	r     *results.Run
	q     *grade.Result
	level float64
	tally verdict.Tally
}

func (w *runWriter) printf(format string, args ...any) { fmt.Fprintf(&w.b, format, args...) }

func (w *runWriter) write() error {
	w.head()
	w.manifest()
	w.capacity()
	if err := w.cells(); err != nil {
		return err
	}
	w.checks()
	w.tests()
	if w.q != nil {
		w.quality()
	}
	return nil
}

// head writes the title, the verdict line, the counts and the warnings of a shard,
// a quick run and a partial run.
func (w *runWriter) head() {
	m := &w.r.Manifest
	name := m.Plan.Name
	if name == "" {
		name = m.Plan.File
	}
	if name == "" {
		name = "unnamed plan"
	}
	w.printf("# infergate report: %s\n\n", name)

	t := w.tally
	var why []string
	if t.Failed > 0 {
		why = append(why, fmt.Sprintf("%s failed (%s)", words.Count(t.Failed, "check", "checks"), strings.Join(t.FailedCells, ", ")))
	}
	if t.TestsFailed > 0 {
		why = append(why, fmt.Sprintf("%s failed", strings.Join(t.FailedTests, ", ")))
	}
	if t.Inconclusive > 0 {
		why = append(why, fmt.Sprintf("%s inconclusive for a reason the plan does not skip (%s)",
			words.Count(t.Inconclusive, "check is", "checks are"), strings.Join(t.InconclusiveCells, ", ")))
	}
	if n := len(t.InvalidCells); n > 0 {
		why = append(why, fmt.Sprintf("%s invalid (%s)", words.Count(n, "cell is", "cells are"), strings.Join(t.InvalidCells, ", ")))
	}
	if t.TestsUnknown > 0 {
		why = append(why, fmt.Sprintf("%s no known status (%s)", words.Count(t.TestsUnknown, "test has", "tests have"), strings.Join(t.UnknownTests, ", ")))
	}
	tests := "every test passed"
	if t.TestsSkipped > 0 {
		tests = "every test passed or was skipped"
	}
	switch {
	case t.Verdict == verdict.VerdictPass && t.Checks() > 0 && len(w.r.Tests) > 0:
		why = append(why, "every check passed or was skipped by the plan, and "+tests)
	case t.Verdict == verdict.VerdictPass && t.Checks() > 0:
		why = append(why, "every check passed or was skipped by the plan")
	case t.Verdict == verdict.VerdictPass:
		why = append(why, tests)
	case len(why) == 0 && t.NothingJudged():
		why = append(why, "nothing was judged: the file holds no check or test that passed or failed")
	}
	note := ""
	if t.Verdict == verdict.VerdictInconclusive {
		note = " (this fails the gate, as FAIL does)"
	}
	w.printf("**Verdict: %s**%s — %s.\n\n", t.Verdict, note, strings.Join(why, "; "))

	w.printf("Checks: %d passed, %d failed, %d inconclusive, %d skipped (%d in all, in %s).",
		t.Passed, t.Failed, t.Inconclusive, t.Skipped, t.Checks(), words.Count(len(w.r.Cells), "cell", "cells"))
	if len(w.r.Tests) > 0 {
		w.printf(" Other tests: %d passed, %d failed, %d skipped", t.TestsPassed, t.TestsFailed, t.TestsSkipped)
		if t.TestsUnknown > 0 {
			w.printf(", %d with an unknown status", t.TestsUnknown)
		}
		w.printf(".")
	}
	w.printf("\n")
	if t.Skipped > 0 {
		w.printf("A skipped check is inconclusive for a reason the plan lists under `skip:` (%s); it does not fail the run.\n",
			orNA(strings.Join(m.Plan.Skip, ", ")))
	}
	if w.q != nil {
		pass, n := qualityCounts(w.q)
		qv := verdict.VerdictPass
		switch {
		case n == 0:
			qv = verdict.VerdictInconclusive
		case pass < n:
			qv = verdict.VerdictFail
		}
		w.printf("\nQuality: **%s** — %d of %s pass.\n", qv, pass, words.Count(n, "case", "cases"))
	}
	if sh := m.Shard; sh != nil {
		w.printf("\n> **Shard %d of %d: not the run's verdict.** This file holds one generator's share of every cell, judged alone; "+
			"`infergate merge` pools the %d shards' files into the run's results, which are judged on all of their records.\n", sh.Index, sh.Count, sh.Count)
	}
	if strings.EqualFold(m.Scale, "quick") {
		w.printf("\n> **Quick scale: this run is a smoke test, not a release verdict.** It ran the plan's quick scale, " +
			"with fewer requests than the plan registers; run INFERGATE_SCALE=full before approving a release.\n")
	}
	if w.r.Partial {
		missing := ""
		if s := w.r.Summary; s != nil && len(s.Missing) > 0 {
			const shown = 8
			list := s.Missing
			more := ""
			if len(list) > shown {
				list, more = list[:shown], fmt.Sprintf(" and %d more", len(s.Missing)-shown)
			}
			missing = fmt.Sprintf(" Not run: %s%s.", strings.Join(list, ", "), more)
		}
		w.printf("\n> **Partial run: it did not cover the whole plan, so its verdict is not the plan's.**%s\n", missing)
	}
	w.printf("\n")
}

// manifest writes what was measured, against what, with which plan.
func (w *runWriter) manifest() {
	m := &w.r.Manifest
	w.printf("## Manifest\n\n")
	t := &factList{}
	tool := strings.TrimSpace(m.Tool + " " + m.ToolVersion)
	if m.GoVersion != "" {
		tool += " (" + m.GoVersion + ")"
	}
	t.row("tool", orNA(tool))
	t.row("started", fmtTime(m.StartedAt))
	finished := fmtTime(m.FinishedAt)
	if !m.StartedAt.IsZero() && !m.FinishedAt.IsZero() && !m.FinishedAt.Before(m.StartedAt) {
		finished += fmt.Sprintf(" (%s later)", m.FinishedAt.Sub(m.StartedAt).Round(time.Second))
	}
	t.row("finished", finished)
	if len(m.Merged) > 0 {
		t.row("merged from", fmt.Sprintf("%d shards: %s", len(m.Merged), strings.Join(m.Merged, ", ")))
	}
	if sh := m.Shard; sh != nil {
		t.row("shard", fmt.Sprintf("%d of %d, run %s, common start %s", sh.Index, sh.Count, sh.RunID, fmtTime(sh.StartAt)))
	}
	t.row("plan", orNA(m.Plan.Name))
	t.row("plan file", orNA(m.Plan.File))
	t.row("plan hash", orNA(shortHash(m.Plan.Hash)))
	level := fmtLevel(w.level)
	if l := m.Plan.Level; !(l > 0 && l < 1) {
		level += " (the default: the file does not say)"
	}
	t.row("confidence level", level)
	t.row("skipped reasons", joinOr(m.Plan.Skip, ", ", "none"))
	var gates []string
	for _, g := range m.Plan.Compare {
		if g.Cells != "" {
			gates = append(gates, fmt.Sprintf("%s %s (in %s)", g.Metric, g.Expr, g.Cells))
			continue
		}
		gates = append(gates, g.Metric+" "+g.Expr)
	}
	t.row("compare gates", joinOr(gates, "; ", "none"))
	t.row("scale", orNA(m.Scale))
	var seeds []string
	for _, s := range m.Seeds {
		seeds = append(seeds, strconv.FormatUint(s, 10))
	}
	t.row("seeds", joinOr(seeds, ", ", notAvail))
	t.row("workload digest", orNA(shortHash(m.WorkloadDigest)))

	tg := &m.Target
	t.row("model", orNA(tg.Model))
	t.row("server version", orNA(tg.Version))
	if tg.Simulated {
		opts := tg.SimOptions
		if opts == "" {
			opts = "default options"
		}
		t.row("target", "embedded simulator ("+opts+")")
	} else {
		// Redact again: the file stores the URL redacted, but a report must not be the
		// place where a hand-edited file's credential gets printed.
		t.row("target", orNA(secret.URL(tg.BaseURL)))
	}
	if len(tg.Replicas) > 0 {
		t.row("replicas", fmt.Sprintf("%d /metrics endpoints: %s (server figures are summed over them; see Server figures per replica)",
			len(tg.Replicas), replicaList(tg.Replicas)))
	}
	if by := calibrationOff(w.r.Cells); by != "" {
		t.row("calibration", "off, turned off by "+by+": prompt lengths are the workload's own estimate, not fitted to the target's tokenizer")
	}
	scale := notAvail
	if finite(tg.TimeScale) && tg.TimeScale > 0 {
		scale = strconv.FormatFloat(tg.TimeScale, 'g', -1, 64) + " (simulated seconds per wall second; every duration here is simulated time)"
	}
	t.row("time scale", scale)
	maxLen := notAvail
	if tg.MaxModelLen > 0 {
		maxLen = strconv.Itoa(tg.MaxModelLen)
	}
	t.row("max_model_len", maxLen)
	t.row("deployment", joinMap(m.Deployment, "none declared"))
	t.row("cache_config", joinMap(m.CacheConfig, "not exported by the server"))
	w.b.WriteString(t.String())
	w.printf("\n")
}

// factList is a Markdown list of "label: value" lines. The manifest is a list, not a
// table: one long value (cache_config) would pad every row of a table to its width.
type factList struct{ b strings.Builder }

// row adds one fact; line breaks in the value become spaces so that it stays one item.
func (l *factList) row(label, value string) {
	value = strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(value)
	fmt.Fprintf(&l.b, "- %s: %s\n", label, value)
}

// String is the list, one line per fact.
func (l *factList) String() string { return l.b.String() }

// fmtTime writes a wall-clock time in UTC to the second; notAvail when zero.
func fmtTime(t time.Time) string {
	if t.IsZero() {
		return notAvail
	}
	return t.UTC().Format("2006-01-02 15:04:05 UTC")
}

// joinOr joins xs, or returns none when there are none.
func joinOr(xs []string, sep, none string) string {
	if len(xs) == 0 {
		return none
	}
	return strings.Join(xs, sep)
}

// joinMap writes a map as "k=v, k=v" in key order, or none when it is empty.
func joinMap(m map[string]string, none string) string {
	var parts []string
	for _, k := range slices.Sorted(maps.Keys(m)) {
		parts = append(parts, k+"="+m[k])
	}
	return joinOr(parts, ", ", none)
}

// capacity writes TestCapacity's result per workload.
func (w *runWriter) capacity() {
	w.printf("## Capacity\n\n")
	if len(w.r.Capacity) == 0 {
		w.printf("The file holds no capacity result.\n\n")
		return
	}
	t := newTable("workload", "capacity", "per hour", "goodput ratio", "search bracket", "steps tried (rate → goodput ratio)", "source").
		alignRight(1, 2, 3)
	for _, c := range w.r.Capacity {
		name := c.Workload
		if c.Prefix != "" {
			name += "/" + c.Prefix
		}
		var steps []string
		for _, s := range c.Steps {
			mark := "✗"
			switch {
			case s.Passed && s.Brief:
				mark = "✓ brief"
			case s.Passed && s.Confirm:
				mark = "✓✓"
			case s.Passed:
				mark = "✓"
			case s.StoppedEarly:
				mark = "✗ stopped"
			}
			steps = append(steps, fmt.Sprintf("%s → %s %s", sig3(s.Rate), fmtPercent(s.GoodputRatio), mark))
		}
		source := "measured in this run"
		if c.Source != "" {
			source = "taken from " + c.Source
		}
		t.row(name, fmtRate(c.Rate), fmtPerHour(c.Rate), fmtPercent(c.GoodputRatio), capacityRange(c),
			joinOr(steps, ", ", "none recorded"), source)
	}
	w.b.WriteString(t.String())
	w.printf("\nThe bracket is [highest rate that kept the goodput ratio, lowest rate above it that did not] (req/s); ✓✓ marks a rate confirmed by a second probe, \"stopped\" a probe stopped once it could no longer pass, \"brief\" a pass that did not count because the probe ran shorter than its answers asked for (the rate was probed again at the longer length).\n\n")
}

// capacityRange is the capacity column's bracket: the one the search recorded, with
// its precision and why it fell short of it, or for older files the one its steps
// imply.
func capacityRange(c results.Capacity) string {
	if c.Precision == 0 {
		return bracket(c.Steps)
	}
	var s string
	switch {
	case c.FirstFail > 0 && finite(c.Rate) && c.Rate > 0:
		s = fmt.Sprintf("[%s, %s): %.1f%% wide, precision %.0f%%", fmtRate(c.Rate), fmtRate(c.FirstFail), 100*(c.FirstFail/c.Rate-1), 100*c.Precision)
	default:
		s = fmt.Sprintf("[%s, —]", fmtRate(c.Rate))
	}
	if c.Imprecise != "" {
		s += ": **imprecise** — " + c.Imprecise
	}
	return s
}

// capacityBracket returns the rates the capacity search ended between: the highest
// step that passed and the lowest that failed (ok false when there is no such step).
func capacityBracket(steps []results.CapacityStep) (lo float64, loOK bool, hi float64, hiOK bool) {
	for _, s := range steps {
		if !finite(s.Rate) {
			continue
		}
		if s.Passed && !s.Brief && (!loOK || s.Rate > lo) {
			lo, loOK = s.Rate, true
		}
		if !s.Passed && (!hiOK || s.Rate < hi) {
			hi, hiOK = s.Rate, true
		}
	}
	return lo, loOK, hi, hiOK
}

// bracket writes Bracket's result for the capacity table.
func bracket(steps []results.CapacityStep) string {
	lo, loOK, hi, hiOK := capacityBracket(steps)
	switch {
	case len(steps) == 0:
		return notAvail
	case loOK && hiOK:
		return fmt.Sprintf("[%s, %s]", fmtRate(lo), fmtRate(hi))
	case loOK:
		// The search stops at max_rate or after capacity.steps probes; the file
		// records neither, so the report cannot say which ended it.
		return fmt.Sprintf("[%s, —]: no failing step: the capacity may be higher (no rate the search tried failed)", fmtRate(lo))
	case hiOK:
		return fmt.Sprintf("[—, %s]: no passing step: even the lowest rate tried failed", fmtRate(hi))
	}
	return notAvail
}

// latencyQuantiles are the percentiles of the cell table.
var latencyQuantiles = []float64{0.50, 0.95, 0.99}

// okSamples returns the TTFT and E2EL of a cell's requests that ended ok, the samples
// the gate's latency checks judge (results.Observe).
func okSamples(c *results.Cell) (ttft, e2el []float64, ok int) {
	for _, r := range c.Records {
		if r.Class != "ok" {
			continue
		}
		ttft = append(ttft, r.TTFT)
		e2el = append(e2el, r.E2EL)
	}
	return ttft, e2el, len(ttft)
}

// fmtEstimate writes a percentile with its interval for a table whose header gives the
// level: "1.02s [916ms–1.13s]", "37ms [—]" when the sample is too small for one, and
// notAvail without samples.
func fmtEstimate(e stats.Estimate) string {
	if !finite(e.Value) {
		return notAvail
	}
	if e.TooFew {
		return fmtDuration(e.Value) + " [" + noInterval + "]"
	}
	return fmtDuration(e.Value) + " " + fmtRange(e.Lo, e.Hi, fmtDuration)
}

// summaryValue returns a cell summary's Value, or NaN when the summary lacks it.
func summaryValue(c *results.Cell, metric string) float64 {
	if s, ok := c.Summary[metric]; ok {
		return s.Value
	}
	return math.NaN()
}

// summaryQuantile returns a cell summary's p50 or p99, or NaN when it lacks the metric.
func summaryQuantile(c *results.Cell, metric string, q float64) float64 {
	s, ok := c.Summary[metric]
	if !ok {
		return math.NaN()
	}
	switch q {
	case 0.50:
		return s.P50
	case 0.90:
		return s.P90
	case 0.95:
		return s.P95
	case 0.99:
		return s.P99
	}
	return math.NaN()
}

// cells writes the two per-cell tables.
func (w *runWriter) cells() error {
	w.printf("## Cells\n\n")
	if len(w.r.Cells) == 0 {
		w.printf("The file holds no matrix cells.\n\n")
		return nil
	}
	lvl := fmtLevel(w.level)
	w.printf("Latency of the requests that ended ok, recomputed from the records: each percentile with its %s order-statistic confidence interval, widened for the serial correlation of latencies under load; [—] means the sample is too small for an interval at that percentile. Durations are simulated time.\n\n", lvl)
	lat := newTable("cell", "load", "ok/total",
		"TTFT p50", "TTFT p95", "TTFT p99", "E2EL p50", "E2EL p95", "E2EL p99", "ITL p50¹", "ITL p99¹").
		alignRight(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
	for i := range w.r.Cells {
		c := &w.r.Cells[i]
		ttft, e2el, ok := okSamples(c)
		te, err := stats.SeriesPercentiles(ttft, w.level, latencyQuantiles...)
		if err != nil {
			return fmt.Errorf("cell %s: ttft: %w", c.Name, err)
		}
		ee, err := stats.SeriesPercentiles(e2el, w.level, latencyQuantiles...)
		if err != nil {
			return fmt.Errorf("cell %s: e2el: %w", c.Name, err)
		}
		load := "closed loop"
		if c.Rate > 0 {
			load = fmtRate(c.Rate)
		}
		lat.row(c.Name, load, fmt.Sprintf("%d/%d", ok, len(c.Records)),
			fmtEstimate(te[0]), fmtEstimate(te[1]), fmtEstimate(te[2]),
			fmtEstimate(ee[0]), fmtEstimate(ee[1]), fmtEstimate(ee[2]),
			fmtDuration(summaryQuantile(c, "itl", 0.50)), fmtDuration(summaryQuantile(c, "itl", 0.99)))
	}
	w.printf("### Latency (%s confidence intervals)\n\n", lvl)
	w.b.WriteString(lat.String())
	w.printf("\n¹ ITL, the gap between streamed events, is from the cell's summary: results files do not keep the individual gaps, so it has no confidence interval here.\n\n")

	srv := newTable("cell", "goodput ratio", "goodput", "error rate", "timeout rate", "prefix-hit ratio", "preemptions", "verdict").
		alignRight(1, 2, 3, 4, 5, 6)
	for i := range w.r.Cells {
		c := &w.r.Cells[i]
		srv.row(c.Name,
			fmtPercent(summaryValue(c, "goodput_ratio")), fmtRate(summaryValue(c, "goodput_rps")),
			fmtPercent(summaryValue(c, "error_rate")), fmtPercent(summaryValue(c, "timeout_rate")),
			fmtPercent(summaryValue(c, "prefix_hit_ratio")), fmtCount(summaryValue(c, "preemptions")),
			cellVerdict(c))
	}
	w.printf("### Goodput, errors and server\n\n")
	w.b.WriteString(srv.String())
	w.printf("\nn/a: the cell's summary does not hold the figure (the server exports no such metric, or nothing could be computed). Prefix hits and preemptions are the server's own counters.\n\n")
	w.retried()
	w.replicas()
	w.ttftSplit()
	w.turns()
	w.sequential()
	return nil
}

// retried says which cells ran again because the machine spoiled an attempt, and why
// each discarded attempt was (INVALID, or undecided after the machine stalled the
// simulator): an approver should know the machine was busy.
func (w *runWriter) retried() {
	var lines []string
	for _, c := range w.r.Cells {
		for i, why := range c.Retried {
			if !strings.HasPrefix(why, "INVALID: ") && !strings.HasPrefix(why, "undecided ") {
				why = "INVALID: " + why // results written before the gate named the kind
			}
			lines = append(lines, fmt.Sprintf("- %s, attempt %d of %d: %s", c.Name, i+1, len(c.Retried)+1, why))
		}
	}
	if len(lines) == 0 {
		return
	}
	w.printf("### Cells run again\n\n")
	w.printf("The machine running the gate fell behind in these attempts, so they measured the machine, not the deployment (INVALID), or its stall left a check undecided. Each cell ran again from its start with fresh prompts on the same schedule; only its last attempt's data and verdicts are above.\n\n")
	w.printf("%s\n\n", strings.Join(lines, "\n"))
}

// undecidedNames shortens a cell's undecided checks ("metric expr: why") to their
// names, with the first reason in full: the table stays readable, the results file
// and the test log keep every reason.
func undecidedNames(u []string) string {
	var names []string
	for _, x := range u {
		name, _, ok := strings.Cut(x, ": ")
		if !ok {
			name = x
		}
		names = append(names, name)
	}
	out := strings.Join(names, ", ")
	if len(u) > 0 {
		out += " — first: " + u[0]
	}
	return out
}

// sequential writes what the plan's early stopping did, when the run had it: the
// traffic time used and saved over all cells, and per cell the look it stopped at or
// what kept it running.
func (w *runWriter) sequential() {
	var cells []*results.Cell
	var used, saved float64
	stopped := 0
	for i := range w.r.Cells {
		c := &w.r.Cells[i]
		if c.Sequential == nil {
			continue
		}
		cells = append(cells, c)
		used += c.Sequential.Traffic
		saved += c.Sequential.Saved
		if sq := c.Sequential; sq.StoppedAt > 0 && sq.StoppedAt < sq.Looks {
			stopped++
		}
	}
	if len(cells) == 0 {
		return
	}
	w.printf("### Sequential stopping\n\n")
	share := "0%"
	if used+saved > 0 {
		share = fmtPercent(saved / (used + saved))
	}
	var ranOn []string
	for _, c := range cells {
		if c.Sequential.RanOn() {
			ranOn = append(ranOn, fmt.Sprintf("%s (%.2g× its plan)", c.Name, float64(c.Sequential.Sent)/float64(c.Sequential.Planned)))
		}
	}
	if saved >= 0 {
		w.printf("%d of %d cells stopped early (every check decided at a look before the planned end). Traffic time: %s used, about %s saved (%s of the planned %s; the saving is estimated at each cell's own rate).\n\n",
			stopped, len(cells), fmtDuration(used), fmtDuration(saved), share, fmtDuration(used+saved))
	} else {
		w.printf("%d of %d cells stopped early (every check decided at a look before the planned end). Traffic time: %s used, about %s more than the planned %s (estimated at each cell's own rate).\n\n",
			stopped, len(cells), fmtDuration(used), fmtDuration(-saved), fmtDuration(used+saved))
	}
	if len(ranOn) > 0 {
		w.printf("%d cells ran on past their planned requests until every check was decided (sequential.max): %s.\n\n", len(ranOn), strings.Join(ranOn, ", "))
	}
	w.printf("The looks spend the plan's %s error between them, so a cell's verdicts and compare gates are judged at the level in \"verdicts at\": that of the look it stopped at, or of its end.\n\n",
		fmtLevel(1-w.level))
	t := newTable("cell", "looks", "stopped at", "requests sent/planned (max)", "traffic", "saved", "verdicts at", "why it stopped there").alignRight(1, 2, 3, 4, 5, 6)
	for _, c := range cells {
		sq := c.Sequential
		at, why := "—", sq.Why
		if sq.StoppedAt > 0 {
			at = fmt.Sprintf("look %d", sq.StoppedAt)
		}
		if len(sq.Undecided) > 0 {
			if why != "" {
				why += ": "
			}
			why += undecidedNames(sq.Undecided)
		}
		sent := fmt.Sprintf("%d/%d", sq.Sent, sq.Planned)
		if sq.Limit > sq.Planned {
			sent += fmt.Sprintf(" (%d)", sq.Limit)
		}
		level := "the plan's (not recorded)"
		if l, ok := sq.JudgedAt(); ok {
			level = fmtLevel(l)
		}
		t.row(c.Name, fmt.Sprint(sq.Looks), at, sent, fmtDuration(sq.Traffic), fmtDuration(sq.Saved), level, why)
	}
	w.b.WriteString(t.String())
	w.printf("\n")
}

// cellVerdict is a cell's verdict with its reason: INVALID (why), FAIL (the failing
// checks), INCONCLUSIVE (the undecided checks and why), or PASS.
func cellVerdict(c *results.Cell) string {
	if c.Invalid != "" {
		return "INVALID: " + c.Invalid
	}
	var failed, undecided []string
	skipped := 0
	for _, v := range c.Verdicts {
		switch verdict.StatusOf(v.Status) {
		case results.StatusFail:
			failed = append(failed, v.Metric+" "+v.Expr)
		case results.StatusInconclusive:
			reason := v.Reason
			if reason == "" {
				reason = "status " + v.Status
			}
			undecided = append(undecided, fmt.Sprintf("%s %s (%s)", v.Metric, v.Expr, reason))
		case results.StatusSkipped:
			skipped++
		}
	}
	switch {
	case len(failed) > 0:
		return "FAIL: " + strings.Join(failed, "; ")
	case len(undecided) > 0:
		return "INCONCLUSIVE: " + strings.Join(undecided, "; ")
	case len(c.Verdicts) == 0:
		return "no checks"
	case skipped > 0:
		return fmt.Sprintf("PASS (%d skipped)", skipped)
	}
	return "PASS"
}

// checks lists the failing and inconclusive checks, then the skipped ones.
func (w *runWriter) checks() {
	w.printf("## Failing and inconclusive checks\n\n")
	bad := newTable("cell", "metric", "expression", "status", "message", "plan")
	skipped := newTable("cell", "metric", "expression", "reason")
	for i := range w.r.Cells {
		c := &w.r.Cells[i]
		for _, v := range c.Verdicts {
			switch verdict.StatusOf(v.Status) {
			case results.StatusFail, results.StatusInconclusive:
				bad.row(c.Name, v.Metric, v.Expr, v.Status, orNA(v.Message), orNA(v.Pos))
			case results.StatusSkipped:
				skipped.row(c.Name, v.Metric, v.Expr, orNA(v.Reason))
			}
		}
	}
	if bad.len() == 0 {
		w.printf("None.\n\n")
	} else {
		w.b.WriteString(bad.String())
		w.printf("\n")
	}
	if skipped.len() > 0 {
		w.printf("### Skipped checks\n\nInconclusive for a reason the plan skips; they do not fail the run.\n\n")
		w.b.WriteString(skipped.String())
		w.printf("\n")
	}
}

// tests writes the run's other tests (burst, capacity) with their messages.
func (w *runWriter) tests() {
	w.printf("## Other tests\n\n")
	if len(w.r.Tests) == 0 {
		w.printf("The file records no other tests.\n\n")
		return
	}
	for _, t := range w.r.Tests {
		w.printf("- **%s: %s**\n", orNA(t.Name), orNA(t.Status))
		for _, m := range t.Messages {
			w.printf("  - %s\n", strings.ReplaceAll(m, "\n", " "))
		}
	}
	w.printf("\n")
}

// qualityCounts returns how many of q's cases passed, and how many there are.
func qualityCounts(q *grade.Result) (pass, n int) {
	for _, c := range q.Cases {
		if c.Passed {
			pass++
		}
	}
	return pass, len(q.Cases)
}

// quality writes the quality cases.
func (w *runWriter) quality() {
	q := w.q
	pass, n := qualityCounts(q)
	w.printf("## Quality\n\n")
	w.printf("%d of %s pass", pass, words.Count(n, "case", "cases"))
	var about []string
	if q.Model != "" {
		about = append(about, "model "+q.Model)
	}
	if q.Target != "" {
		about = append(about, "target "+secret.URL(q.Target))
	}
	if q.SimSpec != "" {
		about = append(about, "simulator options "+q.SimSpec)
	}
	if !q.Started.IsZero() {
		about = append(about, "started "+fmtTime(q.Started))
	}
	if q.Baseline != "" {
		about = append(about, "baseline "+q.Baseline)
	}
	if len(about) > 0 {
		w.printf(" (%s)", strings.Join(about, ", "))
	}
	w.printf(".\n\n")
	if n == 0 {
		w.printf("The quality file holds no cases.\n\n")
		return
	}
	cols := []string{"case", "lang", "result", "failing checks", "chrF", "other scores"}
	stable := q.HasStability()
	if stable {
		cols = append(cols, "repeats and under load")
	}
	t := newTable(cols...).alignRight(4)
	for _, c := range q.Cases {
		result := "FAIL"
		if c.Passed {
			result = "PASS"
		}
		row := []string{c.ID, orNA(c.Lang), result, failingChecks(c), fmtScore("chrf", c.Scores), otherScores(c.Scores)}
		if stable {
			row = append(row, stabilityText(c))
		}
		t.row(row...)
	}
	w.b.WriteString(t.String())
	w.printf("\nA case fails on a failing critical check or a score under its floor; other failing checks are reported, not gated.\n\n")
	if st := q.StabilityNote("Stability: "); st != "" {
		w.printf("%s A case also fails when one of its repeated answers or its answer under load fails.\n\n", st)
	}
}

// failingChecks lists a case's failing checks in id order, critical ones marked.
func failingChecks(c grade.CaseResult) string {
	ids := map[string]bool{}
	for id, ok := range c.Checks {
		if !ok {
			ids[id] = true
		}
	}
	for id, ok := range c.Critical {
		if !ok {
			ids[id] = true
		}
	}
	var out []string
	for _, id := range slices.Sorted(maps.Keys(ids)) {
		if _, crit := c.Critical[id]; crit {
			id += " (critical)"
		}
		out = append(out, id)
	}
	if len(out) == 0 {
		if c.Passed {
			return "none"
		}
		return "none recorded (a score under its floor fails a case too)"
	}
	return strings.Join(out, ", ")
}

// fmtScore writes one score: chrF-style scores (0–100) with one decimal, others
// (fact_recall, a share) with three significant digits; "—" when the case has none.
func fmtScore(id string, scores map[string]float64) string {
	v, ok := scores[id]
	switch {
	case !ok:
		return noInterval
	case !finite(v):
		return notAvail
	case strings.HasPrefix(id, "chrf"):
		return strconv.FormatFloat(v, 'f', 1, 64)
	}
	return sig3(v)
}

// otherScores writes a case's scores other than chrf, in id order.
func otherScores(scores map[string]float64) string {
	var out []string
	for _, id := range slices.Sorted(maps.Keys(scores)) {
		if id == "chrf" {
			continue
		}
		out = append(out, id+" "+fmtScore(id, scores))
	}
	return joinOr(out, ", ", noInterval)
}
