package cost

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/words"
)

// Write prints the estimates (one block per scale, in the order given) as plain
// text for a terminal: a first line saying where the design effects come from and
// at which level the checks are judged, then per scale a table of cells and their
// checks, the checks that cannot be decided, the fixed-length tests and the totals.
// pilot is the pilot the estimates used, or nil.
func Write(w io.Writer, ests []*Estimate, pilot *Pilot) error {
	if len(ests) == 0 {
		return nil
	}
	b := &strings.Builder{}
	e0 := ests[0]
	src := "the defaults per load kind (no --pilot; measured on the simulator, see internal/cost)"
	if pilot != nil {
		src = "pilot " + pilot.File + " cell by cell (the defaults per load kind where it lacks the cell or metric)"
	}
	fmt.Fprintf(b, "D from %s, grown with a cell's requests m as (m/m0)^%s from the m0 it was measured at; level %s\n", src, num(DesignEffectGrowth), levelText(e0))
	fmt.Fprintf(b, "plan %s (%s). Traffic time is what the gate records as a cell's traffic (its trials' durations, pooled, warm-up excluded): simulated seconds on the embedded simulator, wall seconds against a real target.\n",
		e0.Plan.File, e0.Plan.Name)
	grand, bound := 0.0, false
	for _, e := range ests {
		b.WriteString("\n")
		if err := writeScale(b, e); err != nil {
			return err
		}
		grand += e.MatrixTraffic() + e.TestsTraffic()
		for _, t := range e.Tests {
			bound = bound || t.Bound
		}
	}
	if len(ests) > 1 {
		var parts []string
		for _, e := range ests {
			parts = append(parts, fmt.Sprintf("%s %s", e.Scale, fmtDur(e.MatrixTraffic()+e.TestsTraffic())))
		}
		upTo := ""
		if bound {
			upTo = "up to "
		}
		fmt.Fprintf(b, "\ngrand total: %s%s of traffic (%s)\n", upTo, fmtDur(grand), strings.Join(parts, " + "))
	}
	if k, ok := pilot.TimeScale(); ok {
		upTo := ""
		if bound {
			upTo = "up to "
		}
		fmt.Fprintf(b, "against the embedded simulator at the pilot's time scale %s (INFERGATE_SIM=time_scale=%s) that is %s%s of wall time\n", num(k), num(k), upTo, fmtDur(grand/k))
	}
	_, err := io.WriteString(w, trimLines(b.String()))
	return err
}

// trimLines removes the spaces tabwriter leaves at the ends of lines.
func trimLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}

// levelText says at which level the plan's checks are judged.
func levelText(e *Estimate) string {
	s := pct(e.Level)
	sq := e.Plan.Sequential
	if sq == nil || sq.Looks < 1 {
		return s + ", one look at each cell's planned end"
	}
	r := e.rule(sq.Max)
	s += fmt.Sprintf(", %d sequential looks", sq.Looks)
	if sq.Final > 0 {
		s += fmt.Sprintf(" (final %s)", pct(sq.Final))
	}
	s += fmt.Sprintf(": the planned end is judged at %s", pct(r.FinalLevel()))
	switch {
	case sq.Max >= 1:
		s += fmt.Sprintf(", looks past it up to %s× the plan at %s each", num(sq.Max), pct(r.LevelAt(r.Looks+1)))
	case sq.MaxDuration > 0:
		s += fmt.Sprintf(", open loops may run on for up to %v of traffic", sq.MaxDuration)
	default:
		s += ", no sequential.max: cells end at their plan"
	}
	return s
}

// writeScale prints one scale's block.
func writeScale(b *strings.Builder, e *Estimate) error {
	trials := "trial"
	if e.Trials != 1 {
		trials = "trials"
	}
	fmt.Fprintf(b, "== %s scale: %s × %d %s ==\n", e.Scale, words.Count(len(e.Cells), "cell", "cells"), e.Trials, trials)
	tw := tabwriter.NewWriter(b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "CELL / CHECK\tPER REQ\tD\tD FROM\tMIN SAMPLES\tNEEDS\tDECIDED AT\tREQUESTS\tTRAFFIC\t")
	var notes []string
	for i := range e.Cells {
		c := &e.Cells[i]
		if c.Unknown != "" {
			fmt.Fprintf(tw, "%s\t\t\t\t\t\tcapacity unknown\t\t—\t%s, %s\n", c.Name, c.Kind, c.Load)
			notes = append(notes, fmt.Sprintf("NOTE: %s: %s; left out of the totals", c.Name, c.Unknown))
			continue
		}
		fmt.Fprintf(tw, "%s\t\t\t\t\t\t%s\t%s\t%s\t%s, %s; mean E2EL %s (%s)\n", c.Name, cellAt(c), words.Thousands(c.Needed), fmtDur(c.Traffic),
			c.Kind, c.Load, fmtDur(c.E2EL), c.E2ELSource)
		if c.PilotNote != "" {
			notes = append(notes, fmt.Sprintf("NOTE: %s: %s: its D and E2EL are not this cell's, the defaults are used", c.Name, c.PilotNote))
		}
		for j := range c.Checks {
			if k := &c.Checks[j]; !k.Compare {
				writeCheck(tw, k)
			}
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	b.WriteString("(value): a share, avg/min/max, rate, count or server metric is judged on its value at the planned end: the planned requests decide it, and it never makes a cell run on.\n")
	writeCompare(b, e)
	writeUndecidable(b, e)
	for _, n := range notes {
		b.WriteString(n + "\n")
	}
	if len(e.Tests) > 0 {
		b.WriteString("fixed-length tests:\n")
		tw = tabwriter.NewWriter(b, 0, 0, 2, ' ', 0)
		for _, t := range e.Tests {
			upTo := ""
			if t.Bound {
				upTo = "≤ "
			}
			fmt.Fprintf(tw, "  %s\t%s%s\t%s\n", t.Name, upTo, fmtDur(t.Traffic), t.What)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	requests, planned, known := 0, 0, 0
	for _, c := range e.Cells {
		if c.Unknown == "" {
			requests += c.Needed
			planned += c.Planned
			known++
		}
	}
	left := ""
	if n := len(e.Cells) - known; n > 0 {
		left = fmt.Sprintf(", %d with capacity unknown left out", n)
	}
	upTo := ""
	for _, t := range e.Tests {
		if t.Bound {
			upTo = "up to "
		}
	}
	fmt.Fprintf(b, "%s total: matrix %s (%s%s, %s requests, %s planned) + fixed-length tests %s%s = %s%s\n",
		e.Scale, fmtDur(e.MatrixTraffic()), words.Count(known, "cell", "cells"), left, words.Thousands(requests), words.Thousands(planned), upTo, fmtDur(e.TestsTraffic()), upTo, fmtDur(e.MatrixTraffic()+e.TestsTraffic()))
	return nil
}

// writeCompare prints each of the plan's compare gates once, with the cells it judges
// when compare.cells leaves it out of some, and the cells too short for it.
func writeCompare(b *strings.Builder, e *Estimate) {
	if len(e.Plan.Compare) == 0 || len(e.Cells) == 0 {
		return
	}
	// Which cells a gate judges comes from the plan, so that a cell whose capacity is
	// unknown (left out of the estimate) still counts.
	in := map[string][]string{}
	for i := range e.Plan.Cells {
		pc := &e.Plan.Cells[i]
		for _, k := range pc.Compare {
			n := "compare " + k.Metric.Name + " " + k.Expr.String()
			in[n] = append(in[n], pc.Name)
		}
	}
	total := len(e.Plan.Cells)
	var names []string
	first := map[string]*Check{}
	for i := range e.Cells {
		x := &e.Cells[i]
		if x.Unknown != "" {
			continue
		}
		for j := range x.Checks {
			if k := &x.Checks[j]; k.Compare && first[k.Name] == nil {
				first[k.Name] = k
				names = append(names, k.Name)
			}
		}
	}
	if len(names) == 0 {
		return
	}
	everywhere := true
	for _, n := range names {
		everywhere = everywhere && len(in[n]) == total
	}
	if everywhere {
		b.WriteString("compare gates (with a baseline, in every cell):\n")
	} else {
		b.WriteString("compare gates (with a baseline; compare.cells sets some for some cells only):\n")
	}
	for _, n := range names {
		k := first[n]
		name := strings.TrimPrefix(n, "compare ")
		switch {
		case len(in[n]) == total:
		case 2*len(in[n]) > total:
			var but []string
			for i := range e.Plan.Cells {
				if c := e.Plan.Cells[i].Name; !slices.Contains(in[n], c) {
					but = append(but, c)
				}
			}
			name += " (every cell but " + strings.Join(but, ", ") + ")"
		default:
			name += " (in " + strings.Join(in[n], ", ") + ")"
		}
		if k.Judged != Paired {
			fmt.Fprintf(b, "  %s: on its value at the planned end (value)\n", name)
			continue
		}
		var short, longer []string
		for i := range e.Cells {
			x := &e.Cells[i]
			if x.Unknown != "" || !slices.Contains(in[n], x.Name) {
				continue
			}
			switch {
			case k.TailNeeds > 0 && x.MaxRequests >= k.Needs && x.Planned < k.Needs:
				longer = append(longer, x.Name)
			case x.Planned < k.Needs && (k.TailNeeds == 0 || x.MaxRequests < k.Needs):
				short = append(short, x.Name)
			}
		}
		if k.TailNeeds > 0 {
			fmt.Fprintf(b, "  %s: ≥ %s requests per run (compare.tail: %d beyond the percentile, so that a run can serve as a baseline), then depends on the change\n",
				name, words.Thousands(k.Needs), e.Plan.CompareTail)
		} else {
			fmt.Fprintf(b, "  %s: ≥ %s requests per run, then depends on the change (a paired interval needs at least %d samples in each run and one beyond the percentile: k = n·min(q, 1−q) ≥ 1)\n",
				name, words.Thousands(k.Needs), stats.PairedMinSamples)
		}
		if len(longer) > 0 {
			fmt.Fprintf(b, "    fewer planned in %s: those run on for it\n", strings.Join(longer, ", "))
		}
		if len(short) > 0 {
			what := "planned"
			if k.TailNeeds > 0 {
				what = "allowed"
			}
			fmt.Fprintf(b, "    fewer %s in %s: INCONCLUSIVE there\n", what, strings.Join(short, ", "))
		}
	}
}

// cellAt says how far a cell runs.
func cellAt(c *Cell) string {
	switch {
	case c.Needed <= c.Planned:
		return "runs to its planned end"
	case c.Needed >= c.MaxRequests && c.Max > 1:
		return fmt.Sprintf("runs to its max (%s×)", num(round(float64(c.MaxRequests)/float64(c.Planned), 2)))
	}
	return fmt.Sprintf("runs on to %s× the plan", num(round(float64(c.Needed)/float64(c.Planned), 2)))
}

// writeCheck prints one check's row.
func writeCheck(tw io.Writer, k *Check) {
	if k.Judged != Percentile {
		fmt.Fprintf(tw, "  %s\t\t\t\t\t\t%s (value)\t%s\t%s\t\n", k.Name, k.At, words.Thousands(k.Requests), fmtDur(k.Traffic))
		return
	}
	needs := "—"
	if k.Needs > 0 {
		needs = "≥ " + words.Thousands(k.Needs)
	}
	from := k.DSource
	if k.DBaseRequests > 0 {
		from += fmt.Sprintf(" %s@%s", sig3(k.DBase), words.Thousands(k.DBaseRequests))
	}
	fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", k.Name, num(round(k.PerRequest, 1)), sig3(k.D), from,
		words.Thousands(k.MinSamples), needs, k.At, words.Thousands(k.Requests), fmtDur(k.Traffic), k.Why)
}

// writeUndecidable names every check that cannot be decided: a line each for
// those that fail the run, one line per cell for those the scale's skip list
// makes INCONCLUSIVE-but-skipped.
func writeUndecidable(b *strings.Builder, e *Estimate) {
	var skipped []string
	why := ""
	var cell string
	var checks []string
	flush := func() {
		if len(checks) > 0 {
			skipped = append(skipped, fmt.Sprintf("  %s: %s", cell, strings.Join(checks, ", ")))
		}
		checks = nil
	}
	for _, u := range e.Undecidable() {
		if u.Check.Skipped == "" {
			b.WriteString(undecidableLine(u) + "\n")
			continue
		}
		if u.Cell.Name != cell {
			flush()
			cell = u.Cell.Name
		}
		why = u.Check.Skipped
		need := ""
		if u.Check.Needs > 0 {
			need = " (~" + words.Thousands(u.Check.Needs) + ")"
		}
		checks = append(checks, u.Check.Name+need)
	}
	flush()
	if len(skipped) > 0 {
		fmt.Fprintf(b, "undecidable, but the plan's %s: at %s scale they are INCONCLUSIVE and skipped, not failures (~ the requests each would need):\n%s\n",
			why, e.Scale, strings.Join(skipped, "\n"))
	}
}

// undecidableLine is the line that names an undecidable check and what to do.
func undecidableLine(u Undecided) string {
	c, k := u.Cell, u.Check
	if k.Why != "" {
		return fmt.Sprintf("UNDECIDABLE: %s in %s: %s", k.Name, c.Name, k.Why)
	}
	allows := fmt.Sprintf("the plan allows %s (no sequential.max)", words.Thousands(c.MaxRequests))
	fix := "set sequential.max, send more, or drop the check"
	switch {
	case c.Kind == Replay:
		allows = fmt.Sprintf("the trace holds %s (a replay does not run on)", words.Thousands(c.MaxRequests))
		fix = "replay a longer trace, or drop the check"
	case c.Max >= plan.MaxSequential:
		allows = fmt.Sprintf("the max allows %s (%s× the plan, sequential.max's limit)", words.Thousands(c.MaxRequests), num(round(float64(c.MaxRequests)/float64(c.Planned), 2)))
		fix = "send more, or drop the check"
	case c.Max > 1:
		allows = fmt.Sprintf("the max allows %s (%s× the plan)", words.Thousands(c.MaxRequests), num(round(float64(c.MaxRequests)/float64(c.Planned), 2)))
		fix = "raise sequential.max, send more, or drop the check"
	}
	return fmt.Sprintf("UNDECIDABLE: %s in %s needs ~%s requests, %s: %s", k.Name, c.Name, words.Thousands(k.Needs), allows, fix)
}

// num writes v in its shortest form: 3, 1.5, 0.25.
func num(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

// sig3 writes v with 3 significant digits, in plain notation: 2.76, 38.9, 2198.
func sig3(v float64) string {
	if math.Abs(v) >= 100 {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'g', 3, 64)
}

// round rounds v to digits decimals.
func round(v float64, digits int) float64 {
	k := math.Pow(10, float64(digits))
	return math.Round(v*k) / k
}

// pct writes a fraction as a percentage: 0.9 → "90%".
func pct(f float64) string { return num(round(100*f, 2)) + "%" }

// fmtDur writes seconds as a short duration: 0.79s, 37s, 4m05s, 1h02m.
func fmtDur(sec float64) string {
	switch {
	case math.IsNaN(sec) || sec < 0:
		return "?"
	case sec < 10:
		return num(round(sec, 2)) + "s"
	case sec < 60:
		return fmt.Sprintf("%.0fs", sec)
	case sec < 3600:
		s := int(math.Round(sec))
		return fmt.Sprintf("%dm%02ds", s/60, s%60)
	}
	m := int(math.Round(sec / 60))
	return fmt.Sprintf("%dh%02dm", m/60, m%60)
}
