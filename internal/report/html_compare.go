package report

import (
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/infergate/infergate/internal/verdict"

	"github.com/infergate/infergate/internal/chart"
	"github.com/infergate/infergate/internal/grade"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/threshold"
)

// compareHead is the compare page's headline: WriteCompare's answer, from the same
// Comparison.
type compareHead struct {
	Verdict, Class                        string
	Gates, Cells                          int
	Passed, Failed, Inconclusive, Skipped int
	Rows                                  []headRow
	BaseErrors, CandErrors                string
	CandFailedChecks                      int
	Quality, QualityClass                 string
	Paired                                bool
	PairNote                              string
	Factors                               []string
}

// headRow is one workload's answer at its peak load.
type headRow struct {
	Workload, Cell, Load                      string
	GoodBase, GoodCand, GoodChange, GoodClass string
	TTFTBase, TTFTCand, TTFTChange, TTFTClass string
	E2ELBase, E2ELCand, E2ELChange, E2ELClass string
}

// changeClass is the CSS class of a change's class.
func changeClass(c verdict.Class) string {
	switch c {
	case verdict.Regression:
		return "fail"
	case verdict.Improvement:
		return "pass"
	case verdict.Neutral:
		return "neutral"
	}
	return "inconclusive"
}

// WriteCompareHTML writes a comparison as a self-contained HTML page: the answer of
// WriteCompare (the same Comparison: verdict, gate counts, each workload's good
// requests per hour and p99 latencies at its peak load, errors, quality), the
// matrix coloured by the compare gates, goodput against offered load from both
// capacity searches, both burst timelines, and per cell the changes, the gates, the
// candidate's own checks and the TTFT, ITL and E2EL distributions of baseline and
// candidate overlaid. The quality results are the Comparison's (CompareOptions);
// opt.Floors adds the chrF floors, and opt's Name and Quality are not used.
func WriteCompareHTML(w io.Writer, c *verdict.Comparison, opt HTMLOptions) error {
	if c == nil || c.Base == nil || c.Cand == nil {
		return errors.New("write compare page: missing comparison")
	}
	p := &page{Compare: true, Title: "Candidate against baseline: " + orNA(c.Cand.Manifest.Plan.Name)}
	p.Files = []fact{{"baseline", orNA(c.Opt.BaseName)}, {"candidate", orNA(c.Opt.CandName)}}
	p.Cmp = newCompareHead(c)
	baseCells := map[string]*results.Cell{}
	for i := range c.Base.Cells {
		baseCells[c.Base.Cells[i].Name] = &c.Base.Cells[i]
	}
	gates := map[string][]verdict.GateVerdict{}
	for _, g := range c.Gates {
		gates[g.Cell] = append(gates[g.Cell], g)
	}
	if len(c.Cand.Cells) > 0 {
		p.Matrix = newMatrix(c.Cand.Cells, func(cc *results.Cell) matrixCell {
			st := gateStatus(gates[cc.Name])
			return matrixCell{Status: st, Sub: "own checks: " + cellStatus(cc), Title: gateText(gates[cc.Name])}
		})
		p.Matrix.Caption = "Each cell coloured by the plan's compare gates (the candidate against the baseline), with the candidate's own verdict below; a cell links to its details."
	}
	p.Capacity = compareCapacity(c)
	for _, side := range []struct {
		who string
		r   *results.Run
	}{{" (baseline)", c.Base}, {" (candidate)", c.Cand}} {
		t, why := burstOf(side.r)
		if t != nil {
			var f figure
			var ok bool
			if f, why, ok = burstFigure(side.who, t); ok {
				p.Burst.Figures = append(p.Burst.Figures, f)
			}
		}
		if why != "" {
			p.Burst.Notes = append(p.Burst.Notes, "No burst timeline for the "+strings.Trim(side.who, " ()")+": "+why+".")
		}
	}
	for _, ch := range c.Cells {
		var cc *results.Cell
		for i := range c.Cand.Cells {
			if c.Cand.Cells[i].Name == ch.Cell {
				cc = &c.Cand.Cells[i]
			}
		}
		if cc == nil {
			continue
		}
		p.Cells = append(p.Cells, compareCell(ch, baseCells[ch.Cell], cc, gates[ch.Cell]))
	}
	p.Missing = c.Missing
	p.Quality = compareQualityView(c, opt.Floors)
	p.Diffs = c.Manifest
	p.Facts = []fact{
		{"plan", orNA(c.Cand.Manifest.Plan.Name)},
		{"confidence level", fmtLevel(c.Level)},
		{"neutral band", "±" + sig3(100*c.Opt.Tolerance) + "%"},
		{"baseline started", fmtTime(c.Base.Manifest.StartedAt)},
		{"candidate started", fmtTime(c.Cand.Manifest.StartedAt)},
		{"scale", orNA(c.Base.Manifest.Scale) + " → " + orNA(c.Cand.Manifest.Scale)},
	}
	if err := renderPage(w, p); err != nil {
		return fmt.Errorf("write compare page: %w", err)
	}
	return nil
}

func newCompareHead(c *verdict.Comparison) *compareHead {
	level := fmtLevel(c.Level)
	h := &compareHead{Verdict: map[int]string{verdict.ExitPass: "PASS", verdict.ExitRegression: "REGRESSION", verdict.ExitInconclusive: "INCONCLUSIVE"}[c.ExitCode()],
		Gates: len(c.Gates), Cells: len(c.Cells), BaseErrors: outcomeText(c.BaseOut), CandErrors: outcomeText(c.CandOut),
		CandFailedChecks: c.CandFailedChecks, Paired: c.Paired, PairNote: c.PairNote, Factors: c.Factors}
	h.Class = statusClass(h.Verdict)
	t := verdict.TallyGates(c.Gates)
	h.Passed, h.Failed, h.Inconclusive, h.Skipped = t.Passed, t.Failed, t.Inconclusive, t.Skipped
	for _, hl := range c.Headlines {
		load := "closed loop"
		if hl.Rate > 0 {
			load = fmt.Sprintf("%.3g req/s", hl.Rate)
		}
		if !math.IsNaN(hl.BaseCapacity) && !math.IsNaN(hl.CandCapacity) && hl.BaseCapacity > 0 {
			load += fmt.Sprintf("; measured capacity %s → %s, %s", fmtRate(hl.BaseCapacity), fmtRate(hl.CandCapacity), fmtChange(hl.CandCapacity/hl.BaseCapacity-1))
		}
		h.Rows = append(h.Rows, headRow{Workload: hl.Workload, Cell: hl.Cell, Load: load,
			GoodBase: fmtThousands(hl.Good.Base), GoodCand: fmtThousands(hl.Good.Cand), GoodChange: changeText(hl.Good, level), GoodClass: changeClass(hl.Good.Class),
			TTFTBase: fmtDuration(hl.TTFT99.Base), TTFTCand: fmtDuration(hl.TTFT99.Cand), TTFTChange: changeText(hl.TTFT99, level), TTFTClass: changeClass(hl.TTFT99.Class),
			E2ELBase: fmtDuration(hl.E2EL99.Base), E2ELCand: fmtDuration(hl.E2EL99.Cand), E2ELChange: changeText(hl.E2EL99, level), E2ELClass: changeClass(hl.E2EL99.Class)})
	}
	if q := c.Quality; q != nil {
		h.QualityClass = "pass"
		if len(q.NewCritical) > 0 || q.Stats != nil && q.Stats.Regression {
			h.QualityClass = "fail"
		}
		h.Quality = strings.ReplaceAll(qualityLine(q), "**", "") + "."
		if st := strings.TrimSpace(q.CandStability + " " + q.BaseStability); st != "" {
			h.Quality += " Stability: " + st
		}
	}
	return h
}

// gateStatus is the compare gates of one cell in one word: FAIL when one fails,
// INCONCLUSIVE when one is and the plan does not skip its reason, SKIPPED when
// every gate was skipped, PASS otherwise; "no gates" when the plan has none.
func gateStatus(gs []verdict.GateVerdict) string {
	if len(gs) == 0 {
		return "no gates"
	}
	skipped := 0
	status := "PASS"
	for _, g := range gs {
		switch {
		case g.Status == threshold.Fail:
			return "FAIL"
		case g.Failed():
			status = "INCONCLUSIVE"
		case g.Skipped:
			skipped++
		}
	}
	if status == "PASS" && skipped == len(gs) {
		return "SKIPPED"
	}
	return status
}

// gateText lists a cell's gates with their outcomes, for the matrix's tooltip.
func gateText(gs []verdict.GateVerdict) string {
	var out []string
	for _, g := range gs {
		out = append(out, g.Metric+" "+g.Expr.String()+": "+gateLabel(g))
	}
	return joinOr(out, "; ", "the plan has no compare gates")
}

// changeRowOf writes one change for a compared cell's table.
func changeRowOf(ch verdict.Change) changeRow {
	val := fmtDuration
	if ch.Unit == "/h" {
		val = fmtThousands
	}
	text := notAvail
	if !math.IsNaN(ch.Base) && !math.IsNaN(ch.Cand) {
		text = val(ch.Base) + " → " + val(ch.Cand)
		if !math.IsNaN(ch.Rel) {
			text += " (" + fmtChange(ch.Rel)
			if !math.IsNaN(ch.Lo) {
				text += " [" + fmtChange(ch.Lo) + ", " + fmtChange(ch.Hi) + "]"
			}
			text += ")"
		}
	}
	class := string(ch.Class)
	if ch.Class == verdict.Inconclusive && ch.Note != "" {
		class += ": " + ch.Note
	}
	return changeRow{Label: ch.Label, Text: text + " " + class, Class: changeClass(ch.Class)}
}

func compareCell(ch verdict.CellChanges, bc, cc *results.Cell, gs []verdict.GateVerdict) cellView {
	if bc == nil {
		bc = &results.Cell{Name: cc.Name}
	}
	st := gateStatus(gs)
	v := cellView{Name: cc.Name, Anchor: anchor(cc.Name), Status: st, Class: statusClass(st),
		Verdict: "compare gates: " + gateText(gs) + ". The candidate's own checks: " + cellVerdict(cc) + ".",
		Checks:  ownChecks(cc)}
	load := "closed loop"
	if cc.Rate > 0 {
		load = fmtRate(cc.Rate)
	}
	_, _, bok := okSamples(bc)
	_, _, cok := okSamples(cc)
	v.Facts = []fact{{"load (candidate)", load}, {"requests ok/total", fmt.Sprintf("baseline %d/%d, candidate %d/%d", bok, len(bc.Records), cok, len(cc.Records))},
		{"intervals", orNA(ch.Analysis)}}
	for _, c := range ch.Changes {
		v.Changes = append(v.Changes, changeRowOf(c))
	}
	for _, g := range gs {
		status := string(g.Status)
		if g.Skipped {
			status = "SKIPPED"
		}
		msg := g.Message
		if i := strings.Index(msg, " — "); i >= 0 {
			msg = msg[i+len(" — "):]
		}
		v.Gates = append(v.Gates, checkRow{Metric: g.Metric, Expr: g.Expr.String(), Status: status, Class: statusClass(status), Message: msg})
	}
	sets := func(metric string) []sampleSet {
		return []sampleSet{{Name: "baseline", Xs: cellSamples(bc, metric)}, {Name: "candidate", Xs: cellSamples(cc, metric)}}
	}
	note := "ITL: neither run's records hold inter-token gaps (the runs did not keep them), so no ITL distribution can be drawn."
	if s := itlSummary(cc); s != "" {
		note += strings.Replace(s, "The cell's summary", "The candidate cell's summary", 1)
	}
	v.Charts, v.Notes = cdfFigures(cc.Name, sets, cc.Verdicts, note)
	return v
}

// ownCapacity is a run's own capacity search for a workload (nil when it has none:
// not measured, or taken from its baseline).
func ownCapacity(r *results.Run, w string) *results.Capacity {
	for i := range r.Capacity {
		if c := &r.Capacity[i]; c.Workload == w && c.Source == "" {
			return c
		}
	}
	return nil
}

// compareCapacity draws each workload's probes of both runs.
func compareCapacity(c *verdict.Comparison) section {
	s := section{Grid: true}
	var workloads []string
	for _, r := range []*results.Run{c.Base, c.Cand} {
		for _, cp := range r.Capacity {
			if !slices.Contains(workloads, cp.Workload) {
				workloads = append(workloads, cp.Workload)
			}
		}
	}
	if len(workloads) == 0 {
		s.Notes = append(s.Notes, "Neither file holds a capacity result: TestCapacity did not run (or the plan has no capacity load).")
		return s
	}
	for _, w := range workloads {
		var series []chart.Series
		var marks []chart.Marker
		var texts []string
		for i, side := range []struct {
			name string
			r    *results.Run
		}{{"baseline", c.Base}, {"candidate", c.Cand}} {
			cp := ownCapacity(side.r, w)
			col := chart.Palette[i]
			switch {
			case cp != nil && len(cp.Steps) > 0:
				series = append(series, capacitySeries(side.name, cp, col))
				marks = append(marks, chart.Marker{At: cp.Rate, Label: side.name + " capacity " + fmtRate(cp.Rate), Color: col})
				texts = append(texts, side.name+" "+capacityText(cp))
			case cp != nil:
				texts = append(texts, side.name+" "+capacityText(cp)+" (no probes recorded)")
			default:
				texts = append(texts, side.name+": no search of its own"+takenFrom(side.r, w))
			}
		}
		if len(series) == 0 {
			s.Notes = append(s.Notes, fmt.Sprintf("%s: no probes to draw; %s.", w, strings.Join(texts, "; ")))
			continue
		}
		var target *chart.Marker
		caps := []*results.Capacity{capacityOf(c.Cand, w), capacityOf(c.Base, w)}
		if m, ok := goodputTarget(caps, c.Cand.Cells, w); ok {
			target = &m
		} else if m, ok := goodputTarget(nil, c.Base.Cells, w); ok {
			target = &m
		}
		svg, ok := capacityChart(w, series, marks, target)
		if !ok {
			s.Notes = append(s.Notes, fmt.Sprintf("%s: no probe has a rate and a goodput ratio to draw; %s.", w, strings.Join(texts, "; ")))
			continue
		}
		s.Figures = append(s.Figures, figure{SVG: svg, Caption: w + ": " + strings.Join(texts, "; ") + "."})
	}
	return s
}

// takenFrom says where a run took a workload's capacity from, when it did.
func takenFrom(r *results.Run, w string) string {
	for _, c := range r.Capacity {
		if c.Workload == w && c.Source != "" {
			return " (it took " + fmtRate(c.Rate) + " from " + c.Source + ")"
		}
	}
	return ""
}

func compareQualityView(c *verdict.Comparison, floors Floors) qualityView {
	var v qualityView
	qb, qc := c.Opt.QualityBase, c.Opt.QualityCand
	if qb == nil && qc == nil {
		v.Notes = append(v.Notes, "Quality not compared: give --quality-base and --quality-cand.")
		return v
	}
	if qb == nil {
		v.Notes = append(v.Notes, "No baseline quality results (--quality-base): new failures cannot be told from old ones.")
	}
	if qc == nil {
		v.Notes = append(v.Notes, "No candidate quality results (--quality-cand).")
	}
	byID := func(q *grade.Result) map[string]grade.CaseResult {
		m := map[string]grade.CaseResult{}
		if q != nil {
			for _, cs := range q.Cases {
				m[cs.ID] = cs
			}
		}
		return m
	}
	base, cand := byID(qb), byID(qc)
	var ids []string
	for _, q := range []*grade.Result{qc, qb} {
		if q == nil {
			continue
		}
		for _, cs := range q.Cases {
			if !slices.Contains(ids, cs.ID) {
				ids = append(ids, cs.ID)
			}
		}
	}
	if len(ids) == 0 {
		v.Notes = append(v.Notes, "The quality files hold no cases.")
		return v
	}
	newCrit := map[string][]string{}
	if c.Quality != nil {
		for _, nc := range c.Quality.NewCritical {
			id, check, _ := strings.Cut(nc, ": ")
			newCrit[id] = append(newCrit[id], check)
		}
	}
	missing := qualityCell{Text: "not run", Class: "none"}
	v.Header = []string{"baseline", "candidate", "failing checks (candidate)", "chrF baseline", "chrF candidate"}
	stable := qc.HasStability()
	if stable {
		v.Header = append(v.Header, "repeats and under load (candidate)")
	}
	for _, id := range ids {
		row := qualityRow{ID: id}
		bc, bok := base[id]
		cc, cok := cand[id]
		row.Lang = cc.Lang
		if !cok {
			row.Lang = bc.Lang
		}
		row.Lang = orNA(row.Lang)
		cells := []qualityCell{missing, missing, {Text: noInterval}, missing, missing}
		if bok {
			cells[0], cells[3] = passText(bc), chrfText(bc, floors)
		}
		if cok {
			cells[1], cells[4] = passText(cc), chrfText(cc, floors)
			cells[2] = qualityCell{Text: failingChecks(cc)}
		}
		if nc := newCrit[id]; len(nc) > 0 {
			cells[2] = qualityCell{Text: cells[2].Text + "; NEW critical failure: " + strings.Join(nc, ", "), Class: "fail"}
		}
		if stable {
			st := missing
			if cok {
				st = qualityCell{Text: stabilityText(cc), Class: stabilityClass(cc)}
			}
			cells = append(cells, st)
		}
		row.Cells = cells
		v.Rows = append(v.Rows, row)
	}
	v.Notes = append(v.Notes, floorsNote(floors))
	if c.Quality != nil {
		for _, st := range []string{c.Quality.CandStability, c.Quality.BaseStability} {
			if st != "" {
				v.Notes = append(v.Notes, "Stability, "+st)
			}
		}
		if st := c.Quality.Stats; st != nil {
			v.Summary = strings.ReplaceAll(st.Answer(), "**", "")
			if len(st.OnlyBase)+len(st.OnlyCand) > 0 {
				v.Notes = append(v.Notes, fmt.Sprintf("Not paired (in one run only, not counted by the test): baseline only: %s; candidate only: %s.",
					joinOr(st.OnlyBase, ", ", "none"), joinOr(st.OnlyCand, ", ", "none")))
			}
			v.Checks = checksTable(st)
		}
	}
	return v
}

// checksTable is the per-check table of the compare page: the rows of
// WriteChecks's Markdown table.
func checksTable(st *grade.Comparison) *checkTable {
	rows, same := st.ChangedChecks()
	t := &checkTable{
		Caption: fmt.Sprintf("Per check id over the paired cases that carry it, from each case's first ask: the pass rate in each run with its %s Wilson interval, the cases that changed, and the exact McNemar p (two-sided); for reading, not gating (%d checks).", fmtLevel(st.Opt.Level), len(st.Checks)),
		Header:  []string{"critical", "baseline", "candidate", "newly failing", "newly passing", "McNemar exact p"},
	}
	for _, ch := range rows {
		crit := "no"
		if ch.Critical {
			crit = "yes"
		}
		p := grade.FormatP(ch.Test.P)
		if ch.Paired == 0 {
			p = noInterval
		}
		failing := qualityCell{Text: fmt.Sprint(ch.Test.B)}
		if ch.Test.B > 0 {
			failing.Class = "fail"
		}
		t.Rows = append(t.Rows, qualityRow{ID: ch.ID, Cells: []qualityCell{{Text: crit}, {Text: ch.Base.String()}, {Text: ch.Cand.String()}, failing, {Text: fmt.Sprint(ch.Test.C)}, {Text: p}}})
	}
	switch {
	case len(rows) == 0:
		t.Notes = append(t.Notes, "Every check passed in every paired case of both runs.")
	case same > 0:
		t.Notes = append(t.Notes, fmt.Sprintf("%d more checks passed in every paired case of both runs.", same))
	}
	if len(st.CandOnlyChecks)+len(st.BaseOnlyChecks) > 0 {
		t.Notes = append(t.Notes, fmt.Sprintf("The runs were judged by different checks (candidate only: %s; baseline only: %s): such a check is not paired.",
			joinOr(st.CandOnlyChecks, ", ", "none"), joinOr(st.BaseOnlyChecks, ", ", "none")))
	}
	return t
}

// ownChecks are the candidate cell's absolute thresholds: the relative ones it also
// stores are the compare gates, listed (judged from the files) beside them.
func ownChecks(cc *results.Cell) []checkRow {
	var out []checkRow
	for i, row := range checkRows(cc) {
		if e, err := threshold.Parse(cc.Verdicts[i].Expr); err == nil && e.Relative {
			continue
		}
		out = append(out, row)
	}
	return out
}

// capacityOf is r's capacity record for workload w, or nil.
func capacityOf(r *results.Run, w string) *results.Capacity {
	if r == nil {
		return nil
	}
	for i := range r.Capacity {
		if r.Capacity[i].Workload == w {
			return &r.Capacity[i]
		}
	}
	return nil
}
