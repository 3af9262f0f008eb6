package report

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/infergate/infergate/internal/verdict"
	"github.com/infergate/infergate/internal/words"

	"github.com/infergate/infergate/internal/results"
)

// WriteCompare writes the comparison as Markdown, answer first: one line per
// workload at its peak load (good requests per hour, and how long the slowest users
// wait), errors, quality and the compare gates' outcome; then the changes per cell,
// the compare gates one by one, the quality runs compared case by case (when both
// were given: quality.Comparison's answer and per-check table), and every manifest
// difference.
func WriteCompare(w io.Writer, c *verdict.Comparison) error {
	var b bytes.Buffer
	pf := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	level := fmtLevel(c.Level)
	pf("# Candidate against baseline: %s\n\n", c.Cand.Manifest.Plan.Name)
	pf("Baseline `%s`, candidate `%s`.\n\n", c.Opt.BaseName, c.Opt.CandName)

	pf("## The answer\n\n")
	t := verdict.TallyGates(c.Gates)
	verdict := map[int]string{verdict.ExitPass: "**PASS**: no compare gate fails", verdict.ExitRegression: "**REGRESSION**", verdict.ExitInconclusive: "**INCONCLUSIVE**"}[c.ExitCode()]
	pf("%s — %s over %s: %d passed, %d failed, %d inconclusive, %d skipped.",
		verdict, words.Count(len(c.Gates), "compare gate", "compare gates"), words.Count(len(c.Cells), "cell", "cells"),
		t.Passed, t.Failed, t.Inconclusive, t.Skipped)
	pf("\n\n")
	if t.Close > 0 {
		pf("%s close: the change's interval reaches both sides of the gate, so its point estimate decided (marked \"close\" below). More samples would be needed to be sure of %s.\n\n",
			words.Count(t.Close, "verdict was", "verdicts were"), words.Pick(t.Close, "it", "them"))
	}
	for _, h := range c.Headlines {
		load := "closed loop"
		if h.Rate > 0 {
			load = fmt.Sprintf("%.3g req/s", h.Rate)
		}
		if !math.IsNaN(h.BaseCapacity) && !math.IsNaN(h.CandCapacity) && h.BaseCapacity > 0 {
			load += fmt.Sprintf("; measured capacity %s → %s, %s", fmtRate(h.BaseCapacity), fmtRate(h.CandCapacity), fmtChange(h.CandCapacity/h.BaseCapacity-1))
		}
		pf("- **%s** at its peak load (`%s`, %s): **%s → %s good requests per hour** (%s); the slowest users wait p99 TTFT %s → %s (%s), p99 E2EL %s → %s (%s).\n",
			h.Workload, h.Cell, load, fmtThousands(h.Good.Base), fmtThousands(h.Good.Cand), changeText(h.Good, level),
			fmtDuration(h.TTFT99.Base), fmtDuration(h.TTFT99.Cand), changeText(h.TTFT99, level),
			fmtDuration(h.E2EL99.Base), fmtDuration(h.E2EL99.Cand), changeText(h.E2EL99, level))
	}
	pf("- **Errors**: baseline %s, candidate %s.\n", outcomeText(c.BaseOut), outcomeText(c.CandOut))
	if c.CandFailedChecks > 0 {
		pf("- **The candidate's own checks**: %d failed or inconclusive in its run (see its report).\n", c.CandFailedChecks)
	}
	if q := c.Quality; q != nil {
		pf("- **Quality**: %s.\n", qualityLine(q))
		if q.CandStability != "" || q.BaseStability != "" {
			pf("- **Quality stability** (repeated asks and asks under load): %s\n", strings.TrimSpace(q.CandStability+" "+q.BaseStability))
		}
	} else {
		pf("- **Quality**: not compared (give --quality-base and --quality-cand).\n")
	}
	if c.Paired {
		pf("- **Paired**: both runs sent the same requests on the same schedule (equal workload digests: same plan, seeds, model and prompt corpus; the bodies differ only in each run's cache-busting tag), so differences are the deployments'; the intervals pair requests by schedule position (request k of a trial in one run against request k of that trial in the other), so the noise both runs met cancels.\n")
	} else if c.PairedCells > 0 {
		pf("- **Paired cell by cell**: the runs as a whole are not (%s), but %d of their %d common cells sent the same requests on the same schedule (equal cell workload digests and seeds), and those cells' intervals pair requests by schedule position; the per-cell table says which.\n", c.PairNote, c.PairedCells, len(c.Cells))
	} else {
		pf("- ⚠ **Not paired**: %s. Differences mix the deployments with the draw: with other seeds one configuration measured p95 TTFT from 209 to 395 ms on one long-doc cell of 120 requests.\n", c.PairNote)
	}
	if len(c.Factors) > 1 {
		pf("- ⚠ **%d deployment factors changed** (%s): a difference cannot be attributed to one of them. Change one thing at a time.\n", len(c.Factors), strings.Join(c.Factors, ", "))
	} else if len(c.Factors) == 1 {
		pf("- One deployment factor changed: %s.\n", c.Factors[0])
	}
	pf("\n")

	pf("## Changes per cell\n\n")
	pf("Baseline → candidate, the relative change with its %s interval, and its class (regression or improvement: the whole interval is beyond ±%g%%; neutral: within it). The last column says how each cell's intervals were drawn: paired (a block bootstrap that draws the same schedule positions from both runs, with its block lengths) or unpaired (each run on its own).\n\n", level, 100*c.Opt.Tolerance)
	if len(c.Cells) > 0 {
		pf("| cell |")
		for _, ch := range c.Cells[0].Changes {
			pf(" %s |", ch.Label)
		}
		pf(" analysis |\n|---|")
		for range c.Cells[0].Changes {
			pf("---|")
		}
		pf("---|\n")
		for _, cc := range c.Cells {
			pf("| `%s` |", cc.Cell)
			for _, ch := range cc.Changes {
				pf(" %s |", cellText(ch))
			}
			pf(" %s |\n", escapeCell(cc.Analysis))
		}
		pf("\n")
	}
	if len(c.Missing) > 0 {
		pf("Not compared: %s.\n\n", strings.Join(c.Missing, ", "))
	}

	pf("## Compare gates\n\n")
	if len(c.Gates) == 0 {
		pf("The candidate's plan has no compare gates.\n\n")
	} else {
		if lv := sequentialLevels(c.Cand); lv != "" {
			pf("The candidate's cells ran with sequential looks, which spend the plan's error between them: their gates are judged at the level each cell recorded (%s), not at the plan's %s — except a paired cell that ran on past every request its baseline sent: the looks from there on compare the same requests, and their shares of the error are pooled (each gate's interval names its level).\n\n", lv, fmtLevel(c.Level))
		}
		pf("| cell | gate | status | detail | plan |\n|---|---|---|---|---|\n")
		for _, g := range c.Gates {
			status := gateLabel(g)
			detail := g.Message
			if i := strings.Index(detail, " — "); i >= 0 {
				detail = detail[i+len(" — "):]
			}
			pf("| `%s` | `%s %s` | %s | %s | %s |\n", g.Cell, g.Metric, g.Expr, status, escapeCell(detail), escapeCell(g.Pos))
		}
		pf("\n")
	}

	if q := c.Quality; q != nil && q.Stats != nil {
		pf("## Quality against the baseline\n\n")
		if c.Opt.QualityBaseName != "" && c.Opt.QualityCandName != "" {
			pf("Quality results `%s` (candidate) against `%s` (baseline).\n\n", c.Opt.QualityCandName, c.Opt.QualityBaseName)
		}
		if err := q.Stats.WriteAnswer(&b); err != nil {
			return err
		}
		pf("\n### Checks\n\n")
		if err := q.Stats.WriteChecks(&b); err != nil {
			return err
		}
		pf("\n")
	}

	pf("## Manifest differences\n\n")
	if len(c.Manifest) == 0 {
		pf("None.\n")
	} else {
		for _, d := range c.Manifest {
			pf("- %s\n", escapeCell(d))
		}
	}
	_, err := w.Write(b.Bytes())
	return err
}

// gateLabel is a compare gate's status for people: SKIPPED with its reason, or the
// status, marked "(close)" when the point estimate decided it.
func gateLabel(g verdict.GateVerdict) string {
	switch {
	case g.Skipped:
		return "SKIPPED (" + g.Reason + ")"
	case g.Close:
		return string(g.Status) + " (close)"
	}
	return string(g.Status)
}

// qualityLine is the answer's quality line, with the new critical failures and a
// significant excess of newly failing cases in bold: the candidate's passing cases
// (and the baseline's), the new critical failures, and with both runs the McNemar
// figure and the newly failing cases.
func qualityLine(q *verdict.QualityChange) string {
	line := fmt.Sprintf("%d of %d fixtures hold in the candidate", q.Held, q.Cases)
	if q.BaseCases > 0 {
		line += fmt.Sprintf(" (baseline %d of %d)", q.BaseHeld, q.BaseCases)
	}
	switch {
	case len(q.NewCritical) > 0:
		line += "; **new critical failures**: " + strings.Join(q.NewCritical, ", ")
	case q.BaseCases > 0:
		line += "; no new critical failure"
	}
	st := q.Stats
	if st == nil {
		if len(q.NewFailures) > 0 {
			line += "; newly failing: " + strings.Join(q.NewFailures, ", ")
		}
		return line
	}
	line += "; " + st.Line()
	if len(st.NewlyFailing) > 0 {
		line += " (newly failing: " + strings.Join(st.NewlyFailing, ", ") + ")"
	}
	if st.Regression && len(q.NewCritical) == 0 {
		line += "; **significant**: the newly failing outnumber the newly passing beyond chance"
	}
	return line
}

func changeText(ch verdict.Change, level string) string {
	if math.IsNaN(ch.Rel) {
		return "no change computed: " + ch.Note
	}
	s := fmtChange(ch.Rel)
	if !math.IsNaN(ch.Lo) {
		s += fmt.Sprintf(", %s CI %s to %s", level, fmtChange(ch.Lo), fmtChange(ch.Hi))
	}
	s += ", " + string(ch.Class)
	if ch.Class == verdict.Inconclusive && ch.Note != "" {
		s += ": " + ch.Note
	}
	return s
}

func cellText(ch verdict.Change) string {
	val := fmtDuration
	if ch.Unit == "/h" {
		val = fmtThousands
	}
	if math.IsNaN(ch.Base) || math.IsNaN(ch.Cand) {
		return "n/a"
	}
	s := val(ch.Base) + " → " + val(ch.Cand)
	if !math.IsNaN(ch.Rel) {
		s += " (" + fmtChange(ch.Rel)
		if !math.IsNaN(ch.Lo) {
			s += " [" + fmtChange(ch.Lo) + ", " + fmtChange(ch.Hi) + "]"
		}
		s += ")"
	}
	mark := map[verdict.Class]string{verdict.Regression: " **regression**", verdict.Improvement: " improvement", verdict.Neutral: " neutral", verdict.Inconclusive: " inconclusive"}[ch.Class]
	return s + mark
}

func outcomeText(o verdict.Outcomes) string {
	if o.Total == 0 {
		return "no requests"
	}
	return fmt.Sprintf("%d failed and %d timed out of %d requests (%.2f%%)", o.Failed, o.Timeouts, o.Total, 100*float64(o.Failed+o.Timeouts)/float64(o.Total))
}

// sequentialLevels lists the distinct levels the run's cells with sequential looks
// were judged at ("92%", or "92%, 99.3%"), empty when none recorded one.
func sequentialLevels(r *results.Run) string {
	var out []string
	for i := range r.Cells {
		lv, ok := r.Cells[i].Sequential.JudgedAt()
		if !ok {
			continue
		}
		if l := fmtLevel(lv); !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	return strings.Join(out, ", ")
}
