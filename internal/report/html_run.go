package report

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/infergate/infergate/internal/secret"
	"github.com/infergate/infergate/internal/verdict"
	"github.com/infergate/infergate/internal/words"

	"github.com/infergate/infergate/internal/chart"
	"github.com/infergate/infergate/internal/results"
)

// runHead is the run page's headline: WriteRun's verdict and counts (TallyRun).
type runHead struct {
	Verdict, Class, Why                              string
	Passed, Failed, Inconclusive, Skipped, Checks    int
	Cells                                            int
	HasTests                                         bool
	TestsPassed, TestsFailed, TestsSkipped, TestsBad int
	SkipReasons                                      string
	Quality                                          *qualityHead
	Quick, Partial                                   bool
}

// qualityHead is the quality line of the run page's headline.
type qualityHead struct {
	Verdict, Class string
	Passed, Cases  int
}

// WriteRunHTML writes one run as a self-contained HTML page: the verdict and counts
// of the Markdown report (TallyRun), the matrix at a glance, goodput against offered
// load from the capacity search, the burst timeline, every cell's checks and its
// TTFT, ITL and E2EL distributions from the records with the plan's thresholds, the
// quality cases (opt.Quality) and the manifest. What the file does not hold (no
// capacity search, no burst timeline, records without inter-token gaps, no quality
// results) is said where it would be drawn.
func WriteRunHTML(w io.Writer, r *results.Run, opt HTMLOptions) error {
	if r == nil {
		return errors.New("write run page: nil run")
	}
	p := &page{Facts: manifestFacts(r)}
	name := r.Manifest.Plan.Name
	if name == "" {
		name = orNA(r.Manifest.Plan.File)
	}
	p.Title = "infergate report: " + name
	if opt.Name != "" {
		p.Files = append(p.Files, fact{"results file", opt.Name})
	}
	p.Files = append(p.Files, fact{"started", fmtTime(r.Manifest.StartedAt)}, fact{"scale", orNA(r.Manifest.Scale)})
	if s := verdict.Summarize(r); s.Traffic > 0 {
		p.Files = append(p.Files, fact{"traffic time (simulated)", fmt.Sprintf("%s used, %s planned", fmtDuration(s.Traffic), fmtDuration(s.Planned))})
		if len(s.RanOn) > 0 {
			p.Files = append(p.Files, fact{"ran on until decided", strings.Join(s.RanOn, ", ")})
		}
		if len(s.Retried) > 0 {
			p.Files = append(p.Files, fact{"ran again after the machine fell behind", strings.Join(s.Retried, ", ")})
		}
	}
	p.Run = newRunHead(r, opt)
	if len(r.Cells) > 0 {
		p.Matrix = newMatrix(r.Cells, func(c *results.Cell) matrixCell {
			return matrixCell{Status: cellStatus(c), Title: cellVerdict(c)}
		})
		p.Matrix.Caption = "Each cell's own verdict on the plan's thresholds; a cell links to its details."
	}
	p.Capacity = runCapacity(r)
	t, why := burstOf(r)
	if t != nil {
		var f figure
		var ok bool
		if f, why, ok = burstFigure("", t); ok {
			p.Burst.Figures = append(p.Burst.Figures, f)
		}
	}
	if why != "" {
		p.Burst.Notes = append(p.Burst.Notes, "No burst timeline: "+why+".")
	}
	for i := range r.Cells {
		c := &r.Cells[i]
		p.Cells = append(p.Cells, runCell(c))
	}
	p.Quality = runQuality(opt)
	if err := renderPage(w, p); err != nil {
		return fmt.Errorf("write run page: %w", err)
	}
	return nil
}

func newRunHead(r *results.Run, opt HTMLOptions) *runHead {
	t := verdict.TallyRun(r)
	h := &runHead{Verdict: t.Verdict, Class: statusClass(t.Verdict), Passed: t.Passed, Failed: t.Failed,
		Inconclusive: t.Inconclusive, Skipped: t.Skipped, Checks: t.Checks(), Cells: len(r.Cells),
		HasTests: len(r.Tests) > 0, TestsPassed: t.TestsPassed, TestsFailed: t.TestsFailed, TestsSkipped: t.TestsSkipped,
		TestsBad: t.TestsUnknown, Quick: strings.EqualFold(r.Manifest.Scale, "quick"), Partial: r.Partial}
	h.Why = verdictWhy(r, opt)
	if t.Skipped > 0 {
		h.SkipReasons = orNA(strings.Join(r.Manifest.Plan.Skip, ", "))
	}
	if q := opt.Quality; q != nil {
		pass, n := qualityCounts(q)
		qh := &qualityHead{Verdict: verdict.VerdictPass, Passed: pass, Cases: n}
		switch {
		case n == 0:
			qh.Verdict = verdict.VerdictInconclusive
		case pass < n:
			qh.Verdict = verdict.VerdictFail
		}
		qh.Class = statusClass(qh.Verdict)
		h.Quality = qh
	}
	return h
}

// runCapacity draws each workload's probes: goodput ratio against offered load.
func runCapacity(r *results.Run) section {
	s := section{Grid: true}
	if len(r.Capacity) == 0 {
		s.Notes = append(s.Notes, "The file holds no capacity result: TestCapacity did not run (or the plan has no capacity load).")
		return s
	}
	for i := range r.Capacity {
		c := &r.Capacity[i]
		if len(c.Steps) == 0 {
			s.Notes = append(s.Notes, fmt.Sprintf("%s: capacity %s; the file records no probes to draw.", c.Workload, capacityText(c)))
			continue
		}
		name := "probes"
		if c.Source != "" {
			name = "probes of " + c.Source
		}
		var target *chart.Marker
		if m, ok := goodputTarget([]*results.Capacity{c}, r.Cells, c.Workload); ok {
			target = &m
		}
		svg, ok := capacityChart(c.Workload, []chart.Series{capacitySeries(name, c, chart.Palette[0])},
			[]chart.Marker{{At: c.Rate, Label: "capacity " + fmtRate(c.Rate), Color: chart.Palette[0]}}, target)
		if !ok {
			s.Notes = append(s.Notes, fmt.Sprintf("%s: capacity %s; no probe has a rate and a goodput ratio to draw.", c.Workload, capacityText(c)))
			continue
		}
		s.Figures = append(s.Figures, figure{SVG: svg, Caption: fmt.Sprintf("%s/%s: capacity %s.", c.Workload, c.Prefix, capacityText(c))})
	}
	return s
}

// cellView is one cell's details.
type cellView struct {
	Name, Anchor, Status, Class, Verdict string
	Facts                                []fact
	Checks                               []checkRow
	Changes                              []changeRow
	Gates                                []checkRow
	// Replicas is the cell's server figures per replica, when the run read several
	// /metrics endpoints; nil otherwise.
	Replicas *replicaTable
	Charts   []figure
	Notes    []string
}

// replicaTable is a cell's server figures per replica and for all of them, as the
// Markdown report's "Server figures per replica" shows them.
type replicaTable struct {
	Header []string
	Rows   [][]string // the replica's label, then its figures; the last row is "all"
	Note   string
}

// changeRow is one statistic's change in a compared cell.
type changeRow struct {
	Label, Text, Class string
}

func runCell(c *results.Cell) cellView {
	st := cellStatus(c)
	v := cellView{Name: c.Name, Anchor: anchor(c.Name), Status: st, Class: statusClass(st), Verdict: cellVerdict(c), Checks: checkRows(c)}
	v.Facts = cellFacts(c)
	v.Replicas = cellReplicaTable(c)
	sets := func(metric string) []sampleSet { return []sampleSet{{Name: "this run", Xs: cellSamples(c, metric)}} }
	v.Charts, v.Notes = cdfFigures(c.Name, sets, c.Verdicts, itlNote(c))
	return v
}

// cellReplicaTable is c's per-replica table, or nil when c's server view holds no
// replicas.
func cellReplicaTable(c *results.Cell) *replicaTable {
	all, reps, ok := cellReplicas(c)
	if !ok {
		return nil
	}
	t := &replicaTable{Header: replicaHeader[1:], Note: replicasNote}
	for ri, r := range reps {
		t.Rows = append(t.Rows, append([]string{fmt.Sprintf("%d: %s", ri+1, orNA(secret.URL(r.URL)))}, figureCells(r)...))
	}
	t.Rows = append(t.Rows, append([]string{"all"}, figureCells(all)...))
	return t
}

// itlNote replaces the ITL chart of a cell whose records hold no gaps.
func itlNote(c *results.Cell) string {
	return "ITL: the records hold no inter-token gaps (the run did not keep them), so no ITL distribution can be drawn." + itlSummary(c)
}

// cellFacts are a cell's load and request counts.
func cellFacts(c *results.Cell) []fact {
	_, _, ok := okSamples(c)
	load := "closed loop"
	if c.Rate > 0 {
		load = fmtRate(c.Rate)
	}
	fs := []fact{
		{"load", load},
		{"requests ok/total", fmt.Sprintf("%d/%d", ok, len(c.Records))},
		{"trials", fmt.Sprint(c.Trials)},
		{"goodput ratio", fmtPercent(summaryValue(c, "goodput_ratio"))},
		{"traffic time", fmtDuration(c.Duration)},
	}
	if s := ttftSplitText(c); s != "" {
		fs = append(fs, fact{"mean TTFT", s})
	}
	if s := turnsText(c); s != "" {
		fs = append(fs, fact{"p50 TTFT by turn", s})
	}
	if sq := c.Sequential; sq != nil {
		sent := fmt.Sprintf("%d of %d planned", sq.Sent, sq.Planned)
		if sq.Limit > sq.Planned {
			sent += fmt.Sprintf(" (at most %d)", sq.Limit)
		}
		fs = append(fs, fact{"requests sent", sent})
		if sq.Why != "" {
			fs = append(fs, fact{"stopped", sq.Why})
		}
	}
	return fs
}

func runQuality(opt HTMLOptions) qualityView {
	q := opt.Quality
	var v qualityView
	if q == nil {
		v.Notes = append(v.Notes, "No quality results given: infergate report --quality quality-latest.json adds them.")
		return v
	}
	pass, n := qualityCounts(q)
	v.Summary = fmt.Sprintf("%d of %s pass.", pass, words.Count(n, "case", "cases"))
	if n == 0 {
		v.Notes = append(v.Notes, "The quality file holds no cases.")
		return v
	}
	v.Header = []string{"result", "failing checks", "chrF against its floor", "other scores"}
	stable := q.HasStability()
	if stable {
		v.Header = append(v.Header, "repeats and under load")
	}
	for _, c := range q.Cases {
		cells := []qualityCell{passText(c), {Text: failingChecks(c)}, chrfText(c, opt.Floors), {Text: otherScores(c.Scores)}}
		if stable {
			cells = append(cells, qualityCell{Text: stabilityText(c), Class: stabilityClass(c)})
		}
		v.Rows = append(v.Rows, qualityRow{ID: c.ID, Lang: orNA(c.Lang), Cells: cells})
	}
	v.Notes = append(v.Notes, floorsNote(opt.Floors))
	if st := q.StabilityNote("Stability: "); st != "" {
		v.Notes = append(v.Notes, st)
	}
	return v
}

// verdictWhy is the reason the Markdown report gives for the run's verdict (the
// text after the dash of its verdict line), so that both say the same.
func verdictWhy(r *results.Run, opt HTMLOptions) string {
	rw := &runWriter{r: r, q: opt.Quality, level: runLevel(r), tally: verdict.TallyRun(r)}
	rw.head()
	for _, line := range strings.Split(rw.b.String(), "\n") {
		if !strings.HasPrefix(line, "**Verdict: ") {
			continue
		}
		if _, why, ok := strings.Cut(line, " — "); ok {
			return strings.TrimSuffix(why, ".")
		}
	}
	return ""
}
