package chart

import (
	"bytes"
	"encoding/xml"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/pmezard/go-difflib/difflib"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite testdata/*.svg")

// golden compares got with testdata/name and fails with a unified diff labelled
// want/got when they differ; under -update it rewrites the file instead.
func golden(t testing.TB, name string, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "go test ./internal/chart -update creates it")
	if string(want) == got {
		return
	}
	diff, err := difflib.GetUnifiedDiffString(difflib.UnifiedDiff{
		A: difflib.SplitLines(string(want)), B: difflib.SplitLines(got),
		FromFile: "want", ToFile: "got", Context: 2,
	})
	require.NoError(t, err)
	t.Errorf("%s differs (go test ./internal/chart -update rewrites it after a deliberate change):\n%s", path, diff)
}

// wellFormed fails unless svg is one well-formed XML element, and returns the text
// of its <title>.
func wellFormed(t testing.TB, svg string) string {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(svg))
	var title strings.Builder
	depth, inTitle, roots := 0, false, 0
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		require.NoError(t, err, "the SVG is not well-formed XML")
		switch tok := tok.(type) {
		case xml.StartElement:
			if depth == 0 {
				roots++
			}
			depth++
			inTitle = tok.Name.Local == "title"
		case xml.EndElement:
			depth--
			inTitle = false
		case xml.CharData:
			if inTitle {
				title.Write(tok)
			}
		}
	}
	require.Equal(t, 1, roots, "one root element")
	return title.String()
}

var dataPoints = regexp.MustCompile(`^<svg [^>]*class="chart"[^>]*data-points="(\d+)"`)

// points returns the root's data-points.
func points(t testing.TB, svg string) int {
	t.Helper()
	m := dataPoints.FindStringSubmatch(svg)
	require.NotNil(t, m, "the root <svg> carries class=\"chart\" and data-points")
	n, err := strconv.Atoi(m[1])
	require.NoError(t, err)
	return n
}

func TestChartGolden(t *testing.T) {
	base := []float64{0.021, 0.025, 0.03, 0.032, 0.04, 0.05, 0.07, 0.11, 0.2, 0.9}
	cand := []float64{0.03, 0.035, 0.05, 0.06, 0.08, 0.1, 0.2, 0.4, 1.1, 2.5}
	tests := []struct {
		name   string
		chart  Chart
		points int
	}{
		{"cdf", Chart{
			Title: "TTFT of short-chat/fresh/peak: baseline and candidate",
			X:     Axis{Label: "TTFT (log scale)", Scale: Log, Format: Seconds},
			Y:     Axis{Label: "share of requests", Min: 0, Max: 1, Format: Percent},
			Series: []Series{
				{Name: "baseline", Points: ECDF(base, 0), Style: Step},
				{Name: "candidate", Points: ECDF(cand, 0), Style: Step, Dashed: true},
			},
			VLines: []Marker{{At: 1.5, Label: "p(95) < 1.5s"}, {At: 0.6, Label: "p(50) < 600ms"}},
			HLines: []Marker{{At: 0.95, Label: "p95"}, {At: 0.5, Label: "p50"}},
		}, 22},
		{"goodput", Chart{
			Title: "Goodput ratio against offered load: long-doc",
			X:     Axis{Label: "offered load (req/s, log scale)", Scale: Log},
			Y:     Axis{Label: "goodput ratio", Min: 0, Max: 1, Format: Percent},
			Series: []Series{
				{Name: "baseline", Style: LineDots, Points: []Point{{1, 1}, {3, 1}, {5.2, 1}, {9, 0.122}}},
				{Name: "candidate", Style: LineDots, Points: []Point{{1, 1}, {3, 1}, {4.1, 0.97}, {5.2, 0.6}, {9, 0.05}}},
			},
			HLines: []Marker{{At: 0.95, Label: "goodput_ratio >= 95%"}},
			VLines: []Marker{{At: 5.2, Label: "baseline capacity 5.2 req/s", Color: Palette[0]}, {At: 4.1, Label: "candidate capacity 4.1 req/s", Color: Palette[1]}},
		}, 9},
		{"timeline", Chart{
			Title: "Burst timeline",
			X:     Axis{Label: "seconds since the start", FromZero: true, Format: Seconds},
			Y:     Axis{Label: "requests", FromZero: true},
			Y2:    &Axis{Label: "TTFT (log scale)", Scale: Log, Format: Seconds},
			Series: []Series{
				{Name: "arrivals per second", Style: Step, Points: []Point{{0, 4}, {1, 5}, {2, 3}, {3, 20}, {4, 21}, {5, 19}, {6, 4}, {7, 4}, {8, 4}}},
				{Name: "in flight", Style: Step, Points: []Point{{0, 0}, {0.2, 1}, {3.1, 6}, {5.9, 13}, {6.4, 2}, {8, 0}}},
				{Name: "TTFT", Style: Dots, Right: true, Points: []Point{{0.2, 0.03}, {1.1, 0.04}, {3.2, 0.2}, {4.5, 0.9}, {6.1, 0.4}, {7.5, 0.035}}},
			},
			Bands:  []Band{{From: 3, To: 6, Label: "spike"}},
			VLines: []Marker{{At: 11, Label: "recovery deadline"}},
			HLines: []Marker{{At: 0.138, Label: "recovery limit 138ms", Right: true}},
		}, 21},
		{"empty", Chart{
			Title:  "ITL: no samples",
			X:      Axis{Label: "ITL", Scale: Log, Format: Seconds},
			Y:      Axis{Min: 0, Max: 1, Format: Percent},
			Series: []Series{{Name: "run", Style: Step, Points: []Point{{0, 0.5}, {-1, 1}}}},
		}, 0},
		{"escaping", Chart{
			Title:  `<script>alert("x")</script> & 'friends'`,
			X:      Axis{Label: "a < b & c > d"},
			Y:      Axis{Label: `"quoted"`},
			Series: []Series{{Name: "</text><script>", Points: []Point{{1, 2}, {2, 3}}}},
			VLines: []Marker{{At: 1.5, Label: "x < 1.5 && y > 2", Color: `red" onload="x`}},
		}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			svg := tt.chart.SVG()
			wellFormed(t, svg)
			assert.Equal(t, tt.points, points(t, svg), "data-points")
			assert.Equal(t, tt.points, tt.chart.Points(), "Points")
			assert.NotContains(t, svg, "<script", "text is escaped")
			assert.NotContains(t, svg, "NaN")
			golden(t, tt.name+".svg", svg+"\n")
		})
	}
}

// TestEscaping: any title and label, markup or not, comes back as the same text
// from a well-formed document; control characters XML cannot hold are dropped.
func TestEscaping(t *testing.T) {
	for i, s := range []string{
		"<&>", `"'`, "</svg><svg onload=alert(1)>", "p(95) < 1.5s", "&amp;", "ja: 髙橋様 12,800円", "bell\x07tab\tend", "]]>", "",
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			c := Chart{Title: s, X: Axis{Label: s}, Y: Axis{Label: s},
				Series: []Series{{Name: s, Color: s, Points: []Point{{1, 1}}}}, VLines: []Marker{{At: 1, Label: s, Color: s}},
				HLines: []Marker{{At: 1, Label: s}}, Bands: []Band{{From: 0.5, To: 1, Label: s}}}
			svg := c.SVG()
			want := strings.ReplaceAll(s, "\x07", "")
			assert.Equal(t, want, wellFormed(t, svg))
			assert.NotContains(t, svg, "<svg onload")
		})
	}
}

// TestDataPoints: data-points counts what is drawn: non-finite values, and on a log
// axis values that are not positive, are left out.
func TestDataPoints(t *testing.T) {
	nan := func() float64 { var z float64; return z / z }()
	tests := []struct {
		name  string
		x, y  Scale
		right bool
		pts   []Point
		want  int
	}{
		{"linear", Linear, Linear, false, []Point{{0, 0}, {-1, 2}, {3, -4}}, 3},
		{"nan", Linear, Linear, false, []Point{{nan, 0}, {1, nan}, {1, 1}}, 1},
		{"log-x", Log, Linear, false, []Point{{0, 1}, {-1, 1}, {0.5, 0}, {2, 1}}, 2},
		{"log-y", Linear, Log, false, []Point{{0, 0}, {1, 0.1}}, 1},
		{"right-log", Linear, Linear, true, []Point{{1, 0}, {1, 2}}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Chart{X: Axis{Scale: tt.x}, Y: Axis{Scale: tt.y}, Series: []Series{{Points: tt.pts, Style: Dots, Right: tt.right}}}
			if tt.right {
				c.Y2 = &Axis{Scale: Log}
			}
			svg := c.SVG()
			wellFormed(t, svg)
			assert.Equal(t, tt.want, points(t, svg))
			assert.Equal(t, tt.want, c.Points())
			assert.Equal(t, tt.want, strings.Count(svg, "h0"), "one dot per point")
		})
	}
}

func TestSVGHasTitleAndViewBox(t *testing.T) {
	svg := (&Chart{Title: "t", Width: 320, Height: 200, Series: []Series{{Points: []Point{{1, 1}}}}}).SVG()
	assert.True(t, strings.HasPrefix(svg, `<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 320 200"`), svg[:80])
	assert.Contains(t, svg, "<title>t</title>")
	assert.Contains(t, svg, `aria-label="t"`)
	assert.True(t, bytes.HasSuffix([]byte(svg), []byte("</svg>")))
}
