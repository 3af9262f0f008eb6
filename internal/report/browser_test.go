//go:build !race

// The browser test drives an external Chromium: the race detector has nothing to
// check in it and only slows it (and its chromedp dependency's build), so make test
// runs it in the step without the detector.

package report

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/infergate/infergate/internal/verdict"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/grade"
	"github.com/infergate/infergate/internal/results"
)

// TestBrowser opens the HTML pages in headless Chromium, as an approver opens them,
// and checks what a reader relies on: the page loads with no console error or
// exception; the browser requests nothing but the page itself (the page is served
// from a test server on 127.0.0.1 that counts its requests, and every network
// request the browser makes is recorded); every svg.chart has data points; every
// link is an anchor in the page; and the headline's figures, read from the rendered
// page, are those of the Markdown report of the same file(s). It writes a full-page
// screenshot of each page under the module's results/ directory (gitignored):
// report.png (the candidate's run page), compare.png and, for a README,
// compare-top.png (the first screen). It is skipped only when no Chromium is found
// (chromium, chromium-browser, google-chrome or $CHROME_PATH).
//
// By default it renders testdata's base.json and cand.json with their quality files,
// and burst.json (report-burst.png). To screenshot any two results files, such as the
// README's compare report of the embedded simulator, fp8 against auto:
//
//	INFERGATE_HTML_BASE=/path/auto.json INFERGATE_HTML_CAND=/path/fp8.json \
//	  go test -count=1 ./internal/report -run Browser -v
//
// INFERGATE_HTML_QUALITY_BASE and INFERGATE_HTML_QUALITY_CAND add quality files.
func TestBrowser(t *testing.T) {
	chrome, ok := findChromium()
	if !ok {
		t.Skip("chromium not found: apt-get install chromium (the .ci/run script does), or set CHROME_PATH to a Chromium or Chrome binary")
	}
	root := moduleRoot(t)
	out := filepath.Join(root, "results")
	require.NoError(t, os.MkdirAll(out, 0o755))

	basePath, candPath := os.Getenv("INFERGATE_HTML_BASE"), os.Getenv("INFERGATE_HTML_CAND")
	qbPath, qcPath := os.Getenv("INFERGATE_HTML_QUALITY_BASE"), os.Getenv("INFERGATE_HTML_QUALITY_CAND")
	custom := basePath != "" || candPath != ""
	if custom {
		require.True(t, basePath != "" && candPath != "", "set both INFERGATE_HTML_BASE and INFERGATE_HTML_CAND")
	} else {
		basePath, candPath = filepath.Join("testdata", "base.json"), filepath.Join("testdata", "cand.json")
		qbPath, qcPath = filepath.Join("testdata", "quality-base.json"), filepath.Join("testdata", "quality.json")
	}
	base, cand := readResults(t, basePath), readResults(t, candPath)
	qb, qc := readQualityFile(t, qbPath), readQualityFile(t, qcPath)
	floors, err := LoadFloors(filepath.Join(root, "fixtures", "quality"))
	require.NoError(t, err)

	type browserPage struct {
		name, shot, top string
		html, md        bytes.Buffer
		headline        func(testing.TB, string) map[string]string
	}
	var pages []*browserPage
	addRun := func(name, shot, path string, r *results.Run, q *grade.Result) {
		p := &browserPage{name: name, shot: shot, headline: mdRunHeadline}
		require.NoError(t, WriteRunHTML(&p.html, r, HTMLOptions{Name: path, Quality: q, Floors: floors}))
		require.NoError(t, WriteRun(&p.md, r, q))
		pages = append(pages, p)
	}
	addRun("report", "report.png", candPath, cand, qc)
	c, err := verdict.Compare(base, cand, verdict.CompareOptions{BaseName: basePath, CandName: candPath, QualityBase: qb, QualityCand: qc})
	require.NoError(t, err)
	cp := &browserPage{name: "compare", shot: "compare.png", top: "compare-top.png", headline: mdCompareHeadline}
	require.NoError(t, WriteCompareHTML(&cp.html, c, HTMLOptions{Floors: floors}))
	require.NoError(t, WriteCompare(&cp.md, c))
	pages = append(pages, cp)
	if !custom {
		addRun("burst", "report-burst.png", "testdata/burst.json", readResults(t, filepath.Join("testdata", "burst.json")), nil)
	}

	ctx, cancel := context.WithTimeout(t.Context(), 60*time.Second)
	defer cancel()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chrome),
		chromedp.NoSandbox, // Chromium refuses to run as root with its sandbox (CI containers)
		chromedp.Flag("disable-gpu", true),
		chromedp.WindowSize(1200, 900),
	)
	alloc, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	defer cancelAlloc()
	browser, cancelBrowser := chromedp.NewContext(alloc)
	defer cancelBrowser()
	require.NoError(t, chromedp.Do(browser), "start %s", chrome)

	for _, p := range pages {
		t.Run(p.name, func(t *testing.T) {
			start := time.Now()
			v := openPage(t, browser, p.html.Bytes(), p.top != "")
			require.NoError(t, os.WriteFile(filepath.Join(out, p.shot), v.full, 0o644))
			if p.top != "" {
				require.NoError(t, os.WriteFile(filepath.Join(out, p.top), v.top, 0o644))
			}
			assert.Empty(t, v.problems, "console errors, warnings or exceptions")
			assert.Equal(t, []string{"/"}, v.served, "the server saw requests other than the page")
			assert.Equal(t, []string{v.url}, v.requested, "the browser requested more than the page")
			assert.Empty(t, v.page.Resources, "resources loaded by the page")
			assert.Zero(t, v.page.Scripts, "scripts in the page")
			assert.NotEmpty(t, v.page.Charts, "the page has no chart")
			assert.Empty(t, emptyCharts(v.page.Charts), "charts without data points")
			for _, href := range v.page.Links {
				assert.True(t, len(href) > 1 && href[0] == '#', "link %q leaves the page", href)
			}
			assert.Empty(t, v.page.Unresolved, "anchors without a target")
			if diff := cmp.Diff(p.headline(t, p.md.String()), v.page.Headline); diff != "" {
				t.Errorf("the headline in the browser differs from the Markdown's (-want +got):\n%s", diff)
			}
			t.Logf("%s: %d charts, %d headline figures, %d bytes of HTML, screenshot %s (%d bytes), %v",
				p.name, len(v.page.Charts), len(v.page.Headline), p.html.Len(), filepath.Join(out, p.shot), len(v.full), time.Since(start).Round(time.Millisecond))
		})
	}

	// The checks above pass only if they can fail: a page with a script that logs an
	// error, an image from the server, a stylesheet import, a link out and an empty
	// chart trips every one of them.
	t.Run("self-check", func(t *testing.T) {
		bad := `<!DOCTYPE html><html><head><title>bad</title><style>@import "/style.css";</style></head><body>
<script>console.error("boom")</script><img src="/x.png" alt=""><a href="https://example.invalid/">out</a><a href="#nowhere">in</a>
<svg class="chart" data-points="0" viewBox="0 0 10 10"></svg><svg viewBox="0 0 10 10"></svg>
<span data-headline="verdict">PASS</span></body></html>`
		v := openPage(t, browser, []byte(bad), false)
		assert.Contains(t, v.problems, "console.error")
		assert.Contains(t, v.served, "/x.png")
		assert.Contains(t, v.served, "/style.css")
		assert.Greater(t, len(v.requested), 1)
		assert.NotEmpty(t, v.page.Resources)
		assert.Equal(t, 1, v.page.Scripts)
		assert.Equal(t, []string{"chart 0: data-points \"0\"", "chart 1: data-points \"not a chart\""}, emptyCharts(v.page.Charts))
		assert.Equal(t, []string{"https://example.invalid/", "#nowhere"}, v.page.Links)
		assert.Equal(t, []string{"#nowhere"}, v.page.Unresolved)
		assert.Equal(t, map[string]string{"verdict": "PASS"}, v.page.Headline)
	})
}

// visit is what openPage saw of one page.
type visit struct {
	url                         string
	served, requested, problems []string
	page                        renderedPage
	full, top                   []byte
}

// openPage serves html from a test server on 127.0.0.1, opens it in a new tab of
// browser, and returns the paths the server was asked for, the URLs the browser
// requested, the console errors, warnings and exceptions, what the rendered page
// holds (renderedPageJS) and a full-page screenshot (and, with top, one of the
// first screen).
func openPage(t testing.TB, browser context.Context, html []byte, top bool) *visit {
	t.Helper()
	v := &visit{}
	// The server's handlers and the tab's listener write these under mu, and may
	// still run while the tab closes: v gets copies.
	var mu sync.Mutex
	var served, requested, problems []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		served = append(served, r.URL.Path)
		mu.Unlock()
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(html)
	}))
	defer srv.Close()
	v.url = srv.URL + "/"

	tab, cancel := chromedp.NewContext(browser)
	defer cancel()
	require.NoError(t, chromedp.Listen(tab, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch e := ev.(type) {
		case *network.EventRequestWillBeSent:
			requested = append(requested, e.Request.URL)
		case *runtime.EventExceptionThrown:
			problems = append(problems, "exception: "+e.ExceptionDetails.Text)
		case *runtime.EventConsoleAPICalled:
			if e.Type == runtime.ConsoleAPICalledTypeError || e.Type == runtime.ConsoleAPICalledTypeAssert || e.Type == runtime.ConsoleAPICalledTypeWarning {
				problems = append(problems, "console."+string(e.Type))
			}
		case *log.EventEntryAdded:
			if e.Entry.Level == log.EntryLevelError || e.Entry.Level == log.EntryLevelWarning {
				problems = append(problems, "log "+string(e.Entry.Level)+": "+e.Entry.Text)
			}
		}
	}))
	require.NoError(t, chromedp.Do(tab, chromedp.Navigate(v.url)))
	var err error
	v.page, err = chromedp.Run(tab, chromedp.Evaluate[renderedPage](renderedPageJS))
	require.NoError(t, err)
	v.full, err = chromedp.Run(tab, chromedp.FullScreenshot(100))
	require.NoError(t, err)
	if top {
		v.top, err = chromedp.Run(tab, chromedp.CaptureScreenshot())
		require.NoError(t, err)
	}
	mu.Lock()
	defer mu.Unlock()
	v.served, v.requested, v.problems = slices.Clone(served), slices.Clone(requested), slices.Clone(problems)
	return v
}

// emptyCharts lists the charts whose data-points is not a positive number.
func emptyCharts(points []string) []string {
	var out []string
	for i, p := range points {
		if n, err := strconv.Atoi(p); err != nil || n <= 0 {
			out = append(out, fmt.Sprintf("chart %d: data-points %q", i, p))
		}
	}
	return out
}

// renderedPage is what renderedPageJS reads from the page the browser rendered.
type renderedPage struct {
	Charts     []string          `json:"charts"`
	Headline   map[string]string `json:"headline"`
	Links      []string          `json:"links"`
	Unresolved []string          `json:"unresolved"`
	Scripts    int               `json:"scripts"`
	Resources  []string          `json:"resources"`
}

// renderedPageJS runs in the loaded page (the test's own evaluation; the page has
// no script): every svg's data-points ("not a chart" for an svg without the class),
// the headline figures, the links (but the page's empty inline icon) and those
// whose anchor has no target, the scripts, and every resource the page loaded after
// itself.
const renderedPageJS = `(() => ({
  charts: [...document.querySelectorAll('svg')].map(s => s.classList.contains('chart') ? (s.getAttribute('data-points') ?? '') : 'not a chart'),
  headline: Object.fromEntries([...document.querySelectorAll('[data-headline]')].map(e => [e.dataset.headline, e.textContent])),
  links: [...document.querySelectorAll('[href]:not(link[rel=icon][href="data:,"])')].map(e => e.getAttribute('href')),
  unresolved: [...document.querySelectorAll('a[href^="#"]')].filter(a => !document.getElementById(decodeURIComponent(a.getAttribute('href').slice(1)))).map(a => a.getAttribute('href')),
  scripts: document.scripts.length,
  resources: performance.getEntriesByType('resource').map(e => e.name),
}))()`

// findChromium returns a Chromium or Chrome binary: $CHROME_PATH, else the first
// of the usual names on $PATH.
func findChromium() (string, bool) {
	if p := os.Getenv("CHROME_PATH"); p != "" {
		if path, err := exec.LookPath(p); err == nil {
			return path, true
		}
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if path, err := exec.LookPath(name); err == nil {
			return path, true
		}
	}
	return "", false
}

// moduleRoot walks up from the working directory to the directory of go.mod.
func moduleRoot(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	require.NoError(t, err)
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		} else if !errors.Is(err, os.ErrNotExist) {
			require.NoError(t, err)
		}
		parent := filepath.Dir(dir)
		require.NotEqual(t, dir, parent, "no go.mod above the working directory")
		dir = parent
	}
}

// readResults reads a results file by path.
func readResults(t testing.TB, path string) *results.Run {
	t.Helper()
	r, err := results.Read(path)
	require.NoError(t, err)
	return r
}

// readQualityFile reads a quality results file by path; nil for "".
func readQualityFile(t testing.TB, path string) *grade.Result {
	t.Helper()
	if path == "" {
		return nil
	}
	q, err := grade.ReadResult(path)
	require.NoError(t, err)
	return q
}
