package report

import (
	"cmp"
	"embed"
	"fmt"
	"html/template"
	"io"
	"maps"
	"math"
	"slices"
	"strings"

	"github.com/infergate/infergate/internal/verdict"

	"github.com/infergate/infergate/internal/chart"
	"github.com/infergate/infergate/internal/grade"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/threshold"
)

// The HTML pages are one file each: inline CSS, inline SVG charts (internal/chart),
// no script and nothing fetched from anywhere, so that an approver can open the file
// from a CI artifact offline and print it. html/template escapes every piece of
// text from the results files; the charts escape their own.

//go:embed html/page.tmpl html/page.css
var htmlFiles embed.FS

var pageTemplate = template.Must(template.New("page.tmpl").Funcs(template.FuncMap{"anchor": anchor}).ParseFS(htmlFiles, "html/page.tmpl"))

// pageCSS is the pages' style sheet, inlined into each page.
var pageCSS = func() template.CSS {
	b, err := htmlFiles.ReadFile("html/page.css")
	if err != nil {
		panic(err) // embedded at build time: cannot be missing
	}
	return template.CSS(b)
}()

// HTMLOptions says what a page needs beyond the results files.
type HTMLOptions struct {
	// Name is how the run page names the results file (its path as given).
	Name string
	// Quality is the run page's quality results; nil when none were given. The
	// compare page takes the two quality results from its Comparison.
	Quality *grade.Result
	// Floors are the quality fixtures' score floors (see LoadFloors), for the
	// quality table's chrF column; nil when unknown: quality results files do not
	// record the floors their cases were judged against.
	Floors Floors
}

// Floors are quality score floors by case id and score id (chrf, chrf_reply,
// fact_recall, …): chrF in points, fact recall as a share.
type Floors map[string]map[string]float64

// LoadFloors reads the score floors of the quality fixtures under dir
// (fixtures/quality: <lang>/*.yaml).
func LoadFloors(dir string) (Floors, error) {
	cases, err := grade.Load(dir)
	if err != nil {
		return nil, fmt.Errorf("quality floors: %w", err)
	}
	f := Floors{}
	for _, c := range cases {
		for _, s := range c.Scores {
			if s.Floor > 0 {
				if f[c.ID] == nil {
					f[c.ID] = map[string]float64{}
				}
				f[c.ID][s.ID] = s.Floor
			}
		}
	}
	return f, nil
}

// page is what the template renders: one run, or a comparison.
type page struct {
	Compare  bool
	Title    string
	CSS      template.CSS
	Files    []fact
	Run      *runHead
	Cmp      *compareHead
	Notes    []string
	Matrix   *matrixView
	Capacity section
	Burst    section
	Cells    []cellView
	Missing  []string
	Quality  qualityView
	Facts    []fact
	Diffs    []string
}

// fact is a label and its value.
type fact struct{ Label, Value string }

// figure is one chart with its caption.
type figure struct {
	SVG     template.HTML
	Caption string
	Facts   []fact
}

// section is a list of figures, or notes on why there are none; Grid sets the
// figures side by side.
type section struct {
	Figures []figure
	Notes   []string
	Grid    bool
}

// statusClass is the CSS class of a status word.
func statusClass(status string) string {
	switch strings.ToUpper(status) {
	case "PASS":
		return "pass"
	case "FAIL", "REGRESSION":
		return "fail"
	case "INCONCLUSIVE", "INVALID":
		return "inconclusive"
	case "SKIPPED", "SKIP":
		return "skipped"
	}
	return "none"
}

// anchor is the id of a cell's details: "cell-" and the name with everything but
// letters, digits, '-' and '_' replaced by '-'.
func anchor(cell string) string {
	b := []byte(cell)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			b[i] = '-'
		}
	}
	return "cell-" + string(b)
}

// renderPage executes the template into w.
func renderPage(w io.Writer, p *page) error {
	p.CSS = pageCSS
	var b strings.Builder
	if err := pageTemplate.Execute(&b, p); err != nil {
		return err
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// cellStatus is a cell's own verdict in one word: INVALID, FAIL, INCONCLUSIVE,
// SKIPPED (every check skipped), PASS, or "no checks".
func cellStatus(c *results.Cell) string {
	if c.Invalid != "" {
		return "INVALID"
	}
	var pass, fail, undecided, skipped int
	for _, v := range c.Verdicts {
		switch verdict.StatusOf(v.Status) {
		case results.StatusPass:
			pass++
		case results.StatusFail:
			fail++
		case results.StatusSkipped:
			skipped++
		default:
			undecided++
		}
	}
	switch {
	case fail > 0:
		return "FAIL"
	case undecided > 0:
		return "INCONCLUSIVE"
	case pass > 0:
		return "PASS"
	case skipped > 0:
		return "SKIPPED"
	}
	return "no checks"
}

// matrixView is the grid of cells: workloads down, prefix/load across.
type matrixView struct {
	Caption string
	Cols    []string
	Rows    []matrixRow
}

type matrixRow struct {
	Workload string
	Cells    []matrixCell
}

// matrixCell is one square of the grid; an empty Name is a combination the run has
// no cell for.
type matrixCell struct {
	Name, Anchor, Status, Class, Sub, Title string
}

// newMatrix lays cells out by workload and prefix/load, in the order they ran;
// status gives each cell's square.
func newMatrix(cells []results.Cell, status func(c *results.Cell) matrixCell) *matrixView {
	m := &matrixView{}
	var workloads []string
	at := map[[2]string]*results.Cell{}
	for i := range cells {
		c := &cells[i]
		col := c.Prefix + "/" + c.Load
		if !slices.Contains(workloads, c.Workload) {
			workloads = append(workloads, c.Workload)
		}
		if !slices.Contains(m.Cols, col) {
			m.Cols = append(m.Cols, col)
		}
		at[[2]string{c.Workload, col}] = c
	}
	for _, w := range workloads {
		row := matrixRow{Workload: w}
		for _, col := range m.Cols {
			c, ok := at[[2]string{w, col}]
			if !ok {
				row.Cells = append(row.Cells, matrixCell{Status: "not run", Class: "none"})
				continue
			}
			mc := status(c)
			mc.Name, mc.Anchor = c.Name, anchor(c.Name)
			if mc.Class == "" {
				mc.Class = statusClass(mc.Status)
			}
			row.Cells = append(row.Cells, mc)
		}
		m.Rows = append(m.Rows, row)
	}
	return m
}

// checkRow is one threshold verdict in a cell's details.
type checkRow struct {
	Metric, Expr, Status, Class, Message string
}

func checkRows(c *results.Cell) []checkRow {
	var out []checkRow
	for _, v := range c.Verdicts {
		st := v.Status
		if verdict.StatusOf(st) == results.StatusSkipped {
			st = "SKIPPED"
		}
		msg := v.Message
		if i := strings.Index(msg, " — "); i >= 0 {
			msg = msg[i+len(" — "):]
		}
		if msg == "" {
			msg = v.Reason
		}
		out = append(out, checkRow{Metric: v.Metric, Expr: v.Expr, Status: strings.ToUpper(st), Class: statusClass(st), Message: msg})
	}
	return out
}

// sampleSet is one run's samples of a metric in one cell.
type sampleSet struct {
	Name string
	Xs   []float64
}

// cdfPoints is how many points a CDF keeps (chart.ECDF).
const cdfPoints = 400

// latencyMetrics are the distributions drawn per cell.
var latencyMetrics = []struct{ metric, label string }{
	{"ttft", "TTFT"}, {"itl", "ITL"}, {"e2el", "E2EL"},
}

// cellSamples returns a cell's samples of a latency metric from its records: TTFT
// and E2EL of the requests that ended ok (as the gate judges them, see
// results.Observe), and the inter-token gaps of those requests when the records kept
// them.
func cellSamples(c *results.Cell, metric string) []float64 {
	if c == nil {
		return nil
	}
	if metric != "itl" {
		m, _ := threshold.Lookup(metric)
		return results.Observe(c, m).Samples
	}
	var xs []float64
	for _, r := range c.Records {
		if r.Class == "ok" {
			xs = append(xs, r.ITLs...)
		}
	}
	return xs
}

// statusColor is a marker's colour for a verdict status.
func statusColor(status string) string {
	switch verdict.StatusOf(status) {
	case results.StatusPass:
		return "#1a7f37"
	case results.StatusFail:
		return "#cf222e"
	}
	return "#7d6200"
}

// cdfFigures draws a cell's latency CDFs, one chart per metric with every run's
// samples overlaid and the cell's absolute thresholds (from verdicts) as markers; a
// metric no run has samples of becomes a note saying why.
func cdfFigures(cell string, sets func(metric string) []sampleSet, verdicts []results.Verdict, itlNote string) (figs []figure, notes []string) {
	for _, lm := range latencyMetrics {
		ss := sets(lm.metric)
		c := chart.Chart{
			Title: fmt.Sprintf("%s of %s: share of requests that ended ok at or below each latency", lm.label, cell),
			Width: 560, Height: 300,
			X: chart.Axis{Label: lm.label + " (log scale, simulated time)", Scale: chart.Log, Format: chart.Seconds},
			Y: chart.Axis{Label: "share ≤ x", Min: 0, Max: 1, Format: chart.Percent},
		}
		if lm.metric == "itl" {
			c.Title = fmt.Sprintf("ITL of %s: share of inter-token gaps at or below each gap (the gaps of the requests whose records kept them: up to 64 per cell, evenly spaced)", cell)
			c.Y.Label = "share of gaps ≤ x"
		}
		var counts []string
		for j, s := range ss {
			pts := chart.ECDF(s.Xs, cdfPoints)
			counts = append(counts, fmt.Sprintf("%s n=%d", s.Name, len(s.Xs)))
			c.Series = append(c.Series, chart.Series{Name: s.Name, Points: pts, Style: chart.Step, Dashed: j == 1, Color: chart.Palette[j%len(chart.Palette)]})
		}
		if c.Points() == 0 {
			switch {
			case lm.metric == "itl":
				notes = append(notes, itlNote)
			default:
				notes = append(notes, fmt.Sprintf("%s: no request of this cell ended ok, so there is no %s distribution to draw.", lm.label, lm.label))
			}
			continue
		}
		seenQ := map[float64]bool{}
		for _, v := range verdicts {
			if v.Metric != lm.metric {
				continue
			}
			e, err := threshold.Parse(v.Expr)
			if err != nil || e.Relative || !(e.Value > 0) {
				continue
			}
			col := statusColor(v.Status)
			c.VLines = append(c.VLines, chart.Marker{At: e.Value, Label: v.Expr + ": " + strings.ToUpper(v.Status), Color: col})
			if e.Agg == threshold.P && !seenQ[e.Q] {
				seenQ[e.Q] = true
				c.HLines = append(c.HLines, chart.Marker{At: e.Q, Label: "p" + threshold.Sig3(e.Pct)})
			}
		}
		caption := fmt.Sprintf("%s, %s: %s.", lm.label, cell, strings.Join(counts, ", "))
		if len(c.VLines) > 0 {
			caption += " Dashed verticals: the plan's thresholds, coloured by their verdict; dotted horizontals: their percentiles."
		}
		figs = append(figs, figure{SVG: template.HTML(c.SVG()), Caption: caption})
	}
	return figs, notes
}

// itlSummary says what the summary holds of a cell's ITL, for the note that
// replaces the ITL chart when the records hold no gaps.
func itlSummary(c *results.Cell) string {
	if c == nil {
		return ""
	}
	s, ok := c.Summary["itl"]
	if !ok {
		return ""
	}
	return fmt.Sprintf(" The cell's summary gives ITL p50 %s, p99 %s (n=%d).", fmtDuration(s.P50), fmtDuration(s.P99), s.N)
}

// goodputTarget is the goodput ratio the capacity search aimed at: the plan's
// capacity.goodput from the capacity record (caps, any of which may be nil), or, in
// files from before it was stored, the cells' own goodput_ratio threshold (">= 95%")
// for the workload, and the label says so. ok is false when neither is there.
func goodputTarget(caps []*results.Capacity, cells []results.Cell, workload string) (chart.Marker, bool) {
	for _, c := range caps {
		if c != nil && c.Goodput > 0 {
			return chart.Marker{At: c.Goodput, Label: "goodput target " + fmtPercent(c.Goodput) + " (capacity.goodput)", Color: "#1a7f37"}, true
		}
	}
	for _, c := range cells {
		if c.Workload != workload {
			continue
		}
		for _, v := range c.Verdicts {
			if v.Metric != "goodput_ratio" {
				continue
			}
			e, err := threshold.Parse(v.Expr)
			if err != nil || e.Relative || (e.Op != threshold.GreaterEq && e.Op != threshold.Greater) {
				continue
			}
			return chart.Marker{At: e.Value, Label: "goodput_ratio " + v.Expr + " (the cells' threshold)", Color: "#1a7f37"}, true
		}
	}
	return chart.Marker{}, false
}

// capacitySeries is a capacity search's probes sorted by rate.
func capacitySeries(name string, c *results.Capacity, color string) chart.Series {
	steps := slices.Clone(c.Steps)
	slices.SortStableFunc(steps, func(a, b results.CapacityStep) int { return cmp.Compare(a.Rate, b.Rate) })
	s := chart.Series{Name: name, Style: chart.LineDots, Color: color}
	for _, st := range steps {
		s.Points = append(s.Points, chart.Point{X: st.Rate, Y: st.GoodputRatio})
	}
	return s
}

// capacityChart is the goodput-against-load chart of one workload; ok is false
// when no probe has a rate and a goodput ratio to draw.
func capacityChart(workload string, series []chart.Series, capacities []chart.Marker, target *chart.Marker) (svg template.HTML, ok bool) {
	c := chart.Chart{
		Title: "Goodput ratio against offered load: " + workload,
		Width: 560, Height: 300,
		X:      chart.Axis{Label: "offered load (req/s, log scale)", Scale: chart.Log},
		Y:      chart.Axis{Label: "goodput ratio", Min: 0, Max: 1, Format: chart.Percent},
		Series: series,
		VLines: capacities,
	}
	if target != nil {
		c.HLines = []chart.Marker{*target}
	}
	if c.Points() == 0 {
		return "", false
	}
	return template.HTML(c.SVG()), true
}

// capacityText is a capacity with its bracket, as the verdict block writes it.
func capacityText(c *results.Capacity) string {
	return results.CapacitySummary{Workload: c.Workload, Rate: c.Rate, FirstFail: c.FirstFail, Precision: c.Precision,
		Imprecise: c.Imprecise, Source: c.Source}.Text()
}

// burstOf returns a run's TestBurst record with its timeline, or nil and why not.
func burstOf(r *results.Run) (*results.Test, string) {
	for i := range r.Tests {
		t := &r.Tests[i]
		if t.Name != "TestBurst" {
			continue
		}
		if t.Burst == nil {
			return nil, "TestBurst ran (" + orNA(t.Status) + ") but the file holds no timeline: it was written before results files kept one"
		}
		return t, ""
	}
	return nil, "the file holds no TestBurst result: the burst did not run"
}

// burstFigure draws one run's burst timeline: arrivals per second and requests in
// flight on the left axis, each request's TTFT (from its intended send, what the
// recovery rule judges) on the right, the spike shaded, the recovery limit and
// deadline marked. It says why instead (ok false) when the timeline holds no
// request to draw.
func burstFigure(who string, t *results.Test) (f figure, why string, ok bool) {
	b := t.Burst
	if len(t.Requests) == 0 {
		return figure{}, "the timeline holds no requests", false
	}
	c := chart.Chart{
		Title: fmt.Sprintf("Burst timeline%s: %s/%s, %s req/s with a spike to %s req/s", who, b.Workload, b.Prefix, sig3(b.Base), sig3(b.Spike)),
		Width: 900, Height: 340,
		X:     chart.Axis{Label: "seconds since the start of the schedule (simulated)", FromZero: true, Format: chart.Seconds},
		Y:     chart.Axis{Label: "requests", FromZero: true},
		Y2:    &chart.Axis{Label: "TTFT from intended send (log)", Scale: chart.Log, Format: chart.Seconds},
		Bands: []chart.Band{{From: b.SpikeStart, To: b.SpikeEnd, Label: "spike"}},
	}
	if b.Duration > 0 {
		c.X.Min, c.X.Max = 0, math.Max(b.Duration, b.RecoveryDeadline)
	}
	end := b.Duration
	for _, r := range t.Requests {
		if finite(r.Intended) {
			end = math.Max(end, r.Intended)
		}
	}
	bin := 1.0 // seconds: about a hundred bins at most
	for end/bin > 90 && bin < 1e12 {
		bin *= 2
	}
	nb := max(int(math.Ceil(end/bin)), 1)
	counts := make([]float64, nb)
	var events [][2]float64
	var ttft []chart.Point
	failed := 0
	for _, r := range t.Requests {
		if i := int(r.Intended / bin); i >= 0 && i < nb {
			counts[i]++
		} else if i >= nb {
			counts[nb-1]++
		}
		if r.Class != "ok" {
			failed++
		}
		if r.Unsent {
			continue
		}
		events = append(events, [2]float64{r.Sent, 1}, [2]float64{r.Sent + math.Max(r.E2EL, r.TTFT), -1})
		if r.Class == "ok" {
			ttft = append(ttft, chart.Point{X: r.Intended, Y: r.TTFT + (r.Sent - r.Intended)})
		}
	}
	arrivals := chart.Series{Name: "arrivals per second", Style: chart.Step, Color: chart.Palette[0]}
	for i, n := range counts {
		arrivals.Points = append(arrivals.Points, chart.Point{X: float64(i) * bin, Y: n / bin})
	}
	arrivals.Points = append(arrivals.Points, chart.Point{X: float64(nb) * bin, Y: counts[nb-1] / bin})
	slices.SortStableFunc(events, func(x, y [2]float64) int {
		return cmp.Or(cmp.Compare(x[0], y[0]), cmp.Compare(x[1], y[1])) // ends before starts at one instant
	})
	inflight := chart.Series{Name: "in flight", Style: chart.Step, Color: chart.Palette[1], Points: []chart.Point{{X: 0, Y: 0}}}
	n := 0.0
	for i, e := range events {
		n += e[1]
		if i+1 < len(events) && events[i+1][0] == e[0] {
			continue
		}
		inflight.Points = append(inflight.Points, chart.Point{X: e[0], Y: n})
	}
	c.Series = []chart.Series{arrivals, inflight, {Name: "TTFT of each request", Style: chart.Dots, Right: true, Points: ttft, Color: chart.Palette[2]}}
	if b.RecoveryLimit > 0 {
		c.HLines = append(c.HLines, chart.Marker{At: b.RecoveryLimit, Right: true, Color: "#cf222e",
			Label: "recovery limit " + fmtDuration(b.RecoveryLimit) + " (pre-spike p95 " + fmtDuration(b.BaselineTTFT) + ")"})
	}
	if b.Recovered {
		c.VLines = append(c.VLines, chart.Marker{At: b.SpikeEnd + b.Recovery, Label: "recovered", Color: "#1a7f37"})
	}
	if b.RecoveryDeadline > 0 {
		c.VLines = append(c.VLines, chart.Marker{At: b.RecoveryDeadline, Label: "recovery deadline", Color: "#cf222e"})
	}
	recovery := "not recovered by the end of the test"
	if b.Recovered {
		recovery = fmt.Sprintf("recovered %s after the spike (deadline %s after it)", fmtDuration(b.Recovery), fmtDuration(b.RecoveryDeadline-b.SpikeEnd))
	}
	if c.Points() == 0 {
		return figure{}, "no request of the timeline has a time the chart can show", false
	}
	f = figure{SVG: template.HTML(c.SVG()),
		Caption: fmt.Sprintf("TestBurst%s: %s. %d requests, %d did not end ok; spike from %s to %s, sent at %s req/s (planned %s), peak %d in flight; %s.",
			who, orNA(t.Status), len(t.Requests), failed, fmtDuration(b.SpikeStart), fmtDuration(b.SpikeEnd), sig3(b.AchievedSpike), sig3(b.Spike),
			b.PeakInFlight, recovery)}
	for _, m := range t.Messages {
		f.Facts = append(f.Facts, fact{Value: m})
	}
	return f, "", true
}

// qualityView is the quality table.
type qualityView struct {
	Summary string
	Notes   []string
	Header  []string
	Rows    []qualityRow
	// Checks is the compare page's per-check table (grade.Comparison.Checks); nil
	// on the run page and without both quality runs.
	Checks *checkTable
}

// checkTable is a table of checks: a caption, a header after the check column, and
// one row per check (the row's Lang is not shown).
type checkTable struct {
	Caption string
	Header  []string
	Rows    []qualityRow
	Notes   []string
}

type qualityRow struct {
	ID, Lang string
	Cells    []qualityCell
}

type qualityCell struct {
	Text, Class string
}

// chrfText writes a case's chrF scores against their floors: "91.3 (floor 35)", one
// per chrF score id, marking a score under its floor.
func chrfText(c grade.CaseResult, floors Floors) qualityCell {
	var parts []string
	class := ""
	for _, id := range slices.Sorted(maps.Keys(c.Scores)) {
		if !strings.HasPrefix(id, "chrf") {
			continue
		}
		s := fmtScore(id, c.Scores)
		if id != "chrf" {
			s = strings.TrimPrefix(id, "chrf_") + " " + s
		}
		if fl, ok := floors[c.ID][id]; ok {
			s += " (floor " + sig3(fl) + ")"
			if v := c.Scores[id]; finite(v) && v < fl {
				s += " UNDER"
				class = "fail"
			}
		}
		parts = append(parts, s)
	}
	return qualityCell{Text: joinOr(parts, "; ", noInterval), Class: class}
}

// passText is a case's result as a table cell.
func passText(c grade.CaseResult) qualityCell {
	if c.Passed {
		return qualityCell{Text: "PASS", Class: "pass"}
	}
	return qualityCell{Text: "FAIL", Class: "fail"}
}

// floorsNote says where the chrF floors come from, or that they are unknown.
func floorsNote(f Floors) string {
	if f == nil {
		return "Floors unknown: quality results files do not record the floors their cases were judged against; give the fixtures (infergate report --quality-fixtures fixtures/quality) to show them."
	}
	return "Floors are those of the quality fixtures given to this report (fixtures/quality), which may have changed since the quality run."
}

// manifestFacts are the manifest of a run as the Markdown report lists it.
func manifestFacts(r *results.Run) []fact {
	rw := &runWriter{r: r, level: runLevel(r), tally: verdict.TallyRun(r)}
	rw.manifest()
	var out []fact
	for _, line := range strings.Split(rw.b.String(), "\n") {
		label, value, ok := strings.Cut(strings.TrimPrefix(line, "- "), ": ")
		if ok && strings.HasPrefix(line, "- ") {
			out = append(out, fact{Label: label, Value: value})
		}
	}
	return out
}
