package report

import (
	"bytes"
	"html"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/infergate/infergate/internal/verdict"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/grade"
	"github.com/infergate/infergate/internal/results"
)

// fixtureFloors are the floors of the repository's quality fixtures.
func fixtureFloors(t testing.TB) Floors {
	t.Helper()
	f, err := LoadFloors("../../fixtures/quality")
	require.NoError(t, err)
	return f
}

var (
	svgTag  = regexp.MustCompile(`<svg [^>]*>`)
	svgPts  = regexp.MustCompile(`^<svg [^>]*class="chart"[^>]*data-points="(\d+)"`)
	idAttr  = regexp.MustCompile(`\sid="([^"]*)"`)
	hrefRef = regexp.MustCompile(`\shref="([^"]*)"`)
)

// emptyIcon is the page's one <link>: an inline, empty icon, without which a
// browser asks the server for /favicon.ico.
const emptyIcon = `<link rel="icon" href="data:,">`

// checkPage fails unless page is one self-contained HTML document: no script, no
// event handler, nothing loaded from anywhere (no src, no <link> but the empty
// inline icon, no CSS url() or @import), every link an anchor to an id of the page,
// ids unique, and every chart an <svg class="chart"> with data points. It returns
// the number of charts.
func checkPage(t testing.TB, page string) int {
	t.Helper()
	require.True(t, strings.HasPrefix(page, "<!DOCTYPE html>"), "page starts %.40q", page)
	require.Equal(t, 1, strings.Count(page, emptyIcon), "the inline icon")
	page = strings.Replace(page, emptyIcon, "", 1)
	low := strings.ToLower(page)
	for _, bad := range []string{"<script", "<link", "<img", "<iframe", "<object", "<embed", "@import", "url("} {
		assert.NotContains(t, low, bad)
	}
	assert.NotRegexp(t, `(?i)<[^>]*\ssrc\s*=`, page)
	assert.NotRegexp(t, `(?i)<[^>]*\son[a-z]+\s*=`, page, "an event handler attribute is a script")
	ids := map[string]int{}
	for _, m := range idAttr.FindAllStringSubmatch(page, -1) {
		ids[html.UnescapeString(m[1])]++
	}
	for id, n := range ids {
		assert.Equal(t, 1, n, "id %q is not unique", id)
	}
	for _, m := range hrefRef.FindAllStringSubmatch(page, -1) {
		href := html.UnescapeString(m[1])
		if assert.True(t, strings.HasPrefix(href, "#"), "link %q leaves the page", href) {
			assert.Contains(t, ids, href[1:], "link %q has no target", href)
		}
	}
	svgs := svgTag.FindAllString(page, -1)
	for _, s := range svgs {
		m := svgPts.FindStringSubmatch(s)
		if assert.NotNil(t, m, "svg without class=chart and data-points: %s", s) {
			n, _ := strconv.Atoi(m[1])
			assert.Positive(t, n, "an empty chart: %s", s)
		}
	}
	return len(svgs)
}

// runPage is WriteRunHTML into a string.
func runPage(t testing.TB, r *results.Run, opt HTMLOptions) string {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, WriteRunHTML(&b, r, opt))
	return b.String()
}

// comparePage is WriteCompareHTML into a string.
func comparePage(t testing.TB, c *verdict.Comparison, opt HTMLOptions) string {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, WriteCompareHTML(&b, c, opt))
	return b.String()
}

// syntheticRun is a small run with every part the page draws: a capacity search, a
// burst timeline, records with inter-token gaps, and text that needs escaping.
func syntheticRun() *results.Run {
	r := &results.Run{Schema: results.Schema, Manifest: results.Manifest{
		Tool: "infergate", ToolVersion: "0.1.0", StartedAt: time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC),
		Plan:  results.PlanInfo{Name: "synthetic <plan> & co", Level: 0.9, SLO: &results.SLO{TTFT: 2, TPOT: 0.08, E2EL: 60}},
		Scale: "quick", Target: results.Target{Model: "m", Simulated: true, TimeScale: 4},
	}}
	r.Capacity = []results.Capacity{{Workload: "chat", Prefix: "fresh", Rate: 6, GoodputRatio: 0.97, FirstFail: 6.5, Precision: 0.1,
		Steps: []results.CapacityStep{{Rate: 1, GoodputRatio: 1, Passed: true}, {Rate: 3, GoodputRatio: 1, Passed: true},
			{Rate: 9, GoodputRatio: 0.4}, {Rate: 6.5, GoodputRatio: 0.9}, {Rate: 6, GoodputRatio: 0.97, Passed: true, Confirm: true}}}}
	for ci, load := range []string{"low", "peak"} {
		c := results.Cell{Name: "chat/fresh/" + load, Workload: "chat", Prefix: "fresh", Load: load, Trials: 1, Requests: 40, Duration: 20,
			Summary: map[string]results.Stat{"goodput_ratio": {N: 40, Value: 0.975, Unit: "ratio"}}}
		if load == "peak" {
			c.Rate = 5.4
		}
		for i := range 40 {
			rec := results.Record{ID: "r" + strconv.Itoa(i), Class: "ok", TTFT: 0.02 + 0.002*float64(i*(ci+1)), E2EL: 1 + 0.05*float64(i), OutputTokens: 100}
			for k := range 5 {
				rec.ITLs = append(rec.ITLs, 0.008+0.001*float64((i+k)%7))
			}
			if i == 39 {
				rec = results.Record{ID: "r39", Class: "http_error", Err: "HTTP 503 <overloaded>", Status: 503}
			}
			c.Records = append(c.Records, rec)
		}
		c.Verdicts = []results.Verdict{
			{Metric: "ttft", Expr: "p(95) < 100ms", Status: "PASS", Message: "ttft p(95) < 100ms: PASS — measured 95ms", Value: 0.095, Lo: 0.09, Hi: 0.1, N: 39},
			{Metric: "itl", Expr: "p(99) < 13ms", Status: "FAIL", Message: "itl p(99) < 13ms: FAIL — measured 14ms <script>alert(1)</script>", Value: 0.014, Lo: math.NaN(), Hi: math.NaN(), N: 195},
			{Metric: "e2el", Expr: "p(99) < 10s", Status: "SKIPPED", Reason: "too_few_samples", Value: math.NaN(), Lo: math.NaN(), Hi: math.NaN(), N: 39},
			{Metric: "goodput_ratio", Expr: ">= 95%", Status: "PASS", Value: 0.975, Lo: math.NaN(), Hi: math.NaN(), N: 40},
			{Metric: "ttft", Expr: "p(95) <= +10%", Status: "PASS", Value: 0.01, Lo: -0.02, Hi: 0.04, N: 39},
		}
		r.Cells = append(r.Cells, c)
	}
	bt := results.Test{Name: "TestBurst", Status: "PASS", Messages: []string{"burst chat/fresh: 2 req/s, spike to 10 req/s"},
		Burst: &results.Burst{Workload: "chat", Prefix: "fresh", Base: 2, Spike: 10, AchievedSpike: 10, SpikeStart: 4, SpikeEnd: 6, Duration: 12,
			RecoveryDeadline: 9, BaselineTTFT: 0.03, RecoveryLimit: 0.13, Recovered: true, Recovery: 1.5, PeakInFlight: 7}}
	at := 0.0
	for i := 0; at < 12; i++ {
		step := 0.5
		if at >= 4 && at < 6 {
			step = 0.1
		}
		ttft := 0.03
		if at >= 4 && at < 7.5 {
			ttft = 0.03 + 0.1*(at-3.9)
		}
		req := results.BurstRequest{Intended: at, Sent: at + 0.001, TTFT: ttft, E2EL: ttft + 0.8, Class: "ok"}
		if i == 7 {
			req = results.BurstRequest{Intended: at, Class: "canceled", Unsent: true}
		}
		bt.Requests = append(bt.Requests, req)
		at += step
	}
	r.Tests = []results.Test{bt, {Name: "TestCapacity/chat", Status: "PASS"}}
	return r
}

// degenerateRun is a run whose figures cannot be drawn: capacity probes without a
// finite rate, a burst timeline without requests, a cell with no request that ended
// ok and one marked invalid, null summaries.
func degenerateRun() *results.Run {
	nan := math.NaN()
	return &results.Run{
		Capacity: []results.Capacity{{Workload: "w", Rate: nan, GoodputRatio: nan, Steps: []results.CapacityStep{{Rate: nan, GoodputRatio: 1}, {Rate: 0, GoodputRatio: nan}}}},
		Cells: []results.Cell{
			{Name: "w/p/l", Workload: "w", Prefix: "p", Load: "l", Records: []results.Record{{ID: "a", Class: "timeout"}},
				Summary:  map[string]results.Stat{"itl": {P50: nan, P99: nan, Value: nan, Unit: "s"}, "goodput_ratio": {Value: nan}},
				Verdicts: []results.Verdict{{Metric: "ttft", Expr: "not an expression", Status: "weird", Value: nan, Lo: nan, Hi: nan}}},
			{Name: "w/p/m", Workload: "w", Prefix: "p", Load: "m", Invalid: "dispatch lag"},
		},
		Tests: []results.Test{{Name: "TestBurst", Status: "FAIL", Burst: &results.Burst{}}},
	}
}

// syntheticQuality is a quality result with a score under its floor.
func syntheticQuality() *grade.Result {
	return &grade.Result{Schema: grade.QualitySchema, Model: "m", Cases: []grade.CaseResult{
		{ID: "ja-reply-invoice-01", Lang: "ja", Passed: false, Checks: map[string]bool{"closed-dates": false, "names": true},
			Critical: map[string]bool{"closed-dates": false}, Scores: map[string]float64{"chrf": 30.5, "fact_recall": 0.75}},
		{ID: "de-reply-formal-01", Lang: "de", Passed: true, Checks: map[string]bool{"names": true}, Scores: map[string]float64{"chrf": 100}},
	}}
}

func TestWriteRunHTML(t *testing.T) {
	tests := []struct {
		name   string
		run    func(testing.TB) *results.Run
		q      *grade.Result
		floors bool
		charts int      // <svg> elements
		want   []string // in the page's text
	}{
		{"fixture with quality", func(t testing.TB) *results.Run { return readRun(t, "cand.json") }, readQuality(t, "quality.json"), true,
			2 + 4*2, []string{"records hold no inter-token gaps", "91.3 (floor 35)", "No burst timeline: TestBurst ran (PASS) but the file holds no timeline", "probes of the baseline"}},
		{"fixture without quality", func(t testing.TB) *results.Run { return readRun(t, "base.json") }, nil, false,
			2 + 4*2, []string{"No quality results given", "capacity 5.2 req/s"}},
		{"burst only", func(t testing.TB) *results.Run { return readRun(t, "burst.json") }, nil, false,
			1, []string{"The file holds no matrix cells.", "The file holds no capacity result", "Burst timeline: short-chat/fresh", "Partial run"}},
		{"synthetic", func(testing.TB) *results.Run { return syntheticRun() }, syntheticQuality(), true,
			1 + 1 + 2*3, []string{"30.5 (floor 35) UNDER", "ITL of chat/fresh/low", "recovery deadline", "Quick scale"}},
		{"synthetic without floors", func(testing.TB) *results.Run { return syntheticRun() }, syntheticQuality(), false,
			1 + 1 + 2*3, []string{"Floors unknown", "30.5"}},
		{"degenerate", func(testing.TB) *results.Run { return degenerateRun() }, &grade.Result{}, false,
			0, []string{"no probe has a rate and a goodput ratio to draw", "the timeline holds no requests", "no request of this cell ended ok",
				"INVALID", "The quality file holds no cases."}},
		{"empty", func(testing.TB) *results.Run { return &results.Run{} }, nil, false,
			0, []string{"The file holds no matrix cells.", "The file holds no capacity result", "the file holds no TestBurst result", "No quality results given", "nothing was judged"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.run(t)
			opt := HTMLOptions{Name: tt.name + ".json", Quality: tt.q}
			if tt.floors {
				opt.Floors = fixtureFloors(t)
			}
			page := runPage(t, r, opt)
			assert.Equal(t, tt.charts, checkPage(t, page), "charts")
			text := html.UnescapeString(page)
			for _, w := range tt.want {
				assert.Contains(t, text, w)
			}
			var md bytes.Buffer
			require.NoError(t, WriteRun(&md, r, tt.q))
			if diff := cmp.Diff(mdRunHeadline(t, md.String()), pageHeadline(t, page)); diff != "" {
				t.Errorf("the page's headline differs from the Markdown's (-want +got):\n%s", diff)
			}
		})
	}
}

// TestWriteRunHTMLGolden pins the page of a small synthetic run: the template, the
// style sheet and the charts together (go test ./internal/report -update rewrites
// it after a deliberate change; open it in a browser to review).
func TestWriteRunHTMLGolden(t *testing.T) {
	golden(t, "synthetic.golden.html", []byte(runPage(t, syntheticRun(), HTMLOptions{Name: "synthetic.json", Quality: syntheticQuality(), Floors: fixtureFloors(t)})))
}

// TestRunHTMLEscapes: text from a results file is text, never markup.
func TestRunHTMLEscapes(t *testing.T) {
	page := runPage(t, syntheticRun(), HTMLOptions{Name: `<img src=x onerror="alert(1)">`})
	checkPage(t, page)
	assert.Contains(t, page, "synthetic &lt;plan&gt; &amp; co")
	assert.Contains(t, page, "&lt;script&gt;alert(1)&lt;/script&gt;")
	assert.Contains(t, page, "&lt;img src=x onerror=&#34;alert(1)&#34;&gt;")
}

func TestWriteCompareHTML(t *testing.T) {
	tests := []struct {
		name   string
		c      func(testing.TB) *verdict.Comparison
		floors bool
		charts int
		want   []string
	}{
		{"fixtures with quality", compareFixtures, true, 2 + 4*2,
			[]string{"REGRESSION", "NEW critical failure: closed-dates", "91.3 (floor 35)", "candidate: no search of its own", "No burst timeline for the baseline",
				"REGRESSION: 1 case newly failing, 0 newly passing, McNemar exact p = 1", "<th scope=\"row\">closed-dates</th>", "1/1 = 100% [20.7%, 100%]",
				"18 more checks passed in every paired case of both runs."}},
		{"same run, no quality", func(t testing.TB) *verdict.Comparison {
			c, err := verdict.Compare(readRun(t, "base.json"), readRun(t, "base.json"), verdict.CompareOptions{BaseName: "base.json", CandName: "base.json"})
			require.NoError(t, err)
			return c
		}, false, 2 + 4*2, []string{"Quality not compared", "baseline capacity 27 req/s", "candidate capacity 27 req/s"}},
		{"burst only", func(t testing.TB) *verdict.Comparison {
			c, err := verdict.Compare(readRun(t, "burst.json"), readRun(t, "burst.json"), verdict.CompareOptions{BaseName: "a", CandName: "b"})
			require.NoError(t, err)
			return c
		}, false, 2, []string{"INCONCLUSIVE", "Burst timeline (baseline)", "Burst timeline (candidate)", "Neither file holds a capacity result"}},
		{"degenerate", func(t testing.TB) *verdict.Comparison {
			c, err := verdict.Compare(degenerateRun(), degenerateRun(), verdict.CompareOptions{QualityCand: &grade.Result{}})
			require.NoError(t, err)
			return c
		}, false, 0, []string{"no probe has a rate and a goodput ratio to draw", "the timeline holds no requests", "no request of this cell ended ok",
			"No baseline quality results", "The quality files hold no cases."}},
		{"synthetic, candidate without quality", func(t testing.TB) *verdict.Comparison {
			c, err := verdict.Compare(syntheticRun(), syntheticRun(), verdict.CompareOptions{BaseName: "a", CandName: "b", QualityBase: syntheticQuality()})
			require.NoError(t, err)
			return c
		}, true, 1 + 2 + 2*3, []string{"No candidate quality results", "ITL of chat/fresh/peak"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := tt.c(t)
			var opt HTMLOptions
			if tt.floors {
				opt.Floors = fixtureFloors(t)
			}
			page := comparePage(t, c, opt)
			assert.Equal(t, tt.charts, checkPage(t, page), "charts")
			text := html.UnescapeString(page)
			for _, w := range tt.want {
				assert.Contains(t, text, w)
			}
			var md bytes.Buffer
			require.NoError(t, WriteCompare(&md, c))
			if diff := cmp.Diff(mdCompareHeadline(t, md.String()), pageHeadline(t, page)); diff != "" {
				t.Errorf("the page's headline differs from the Markdown's (-want +got):\n%s", diff)
			}
		})
	}
}

func TestHTMLNilInput(t *testing.T) {
	var b bytes.Buffer
	assert.Error(t, WriteRunHTML(&b, nil, HTMLOptions{}))
	assert.Error(t, WriteCompareHTML(&b, nil, HTMLOptions{}))
	assert.Error(t, WriteCompareHTML(&b, &verdict.Comparison{}, HTMLOptions{}))
	assert.Error(t, WriteRunHTML(failingWriter{}, syntheticRun(), HTMLOptions{}))
}

func TestLoadFloors(t *testing.T) {
	f := fixtureFloors(t)
	assert.Equal(t, 35.0, f["ja-reply-invoice-01"]["chrf"])
	_, err := LoadFloors(t.TempDir())
	assert.ErrorContains(t, err, "quality floors")
}

func TestAnchor(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"short-chat/fresh/low", "cell-short-chat-fresh-low"},
		{`a b"<c>`, "cell-a-b--c-"},
		{"burst_1", "cell-burst_1"},
	} {
		t.Run(tt.in, func(t *testing.T) { assert.Equal(t, tt.want, anchor(tt.in)) })
	}
}
