package report

import (
	"bytes"
	"html"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/results"
)

// TestWriteRunTTFTSplit: the Markdown report shows each cell's TTFT split — client,
// engine with its queue and prefill phases, front end — and, where the engine's share
// is unavailable, n/a with the reason; a file without any split has no such section.
func TestWriteRunTTFTSplit(t *testing.T) {
	f := func(x float64) *float64 { return &x }
	const why = "engine share unavailable: before the cell: GET http://h/metrics: status 404 Not Found"
	r := readRun(t, "base.json")
	assert.NotContains(t, render(t, r, nil), "### TTFT: engine and front end", "no split in the file, no section")

	r.Cells[0].TTFTSplit = &results.TTFTSplit{Requests: 40, Client: f(0.0526), Engine: f(0.0164), Queue: f(0.0027),
		Prefill: f(0.0137), FrontEnd: f(0.0362), EngineP50: f(0.0151), EngineP95: f(0.0321)}
	r.Cells[1].TTFTSplit = &results.TTFTSplit{Requests: 38, Client: f(0.0182), EngineWhy: why, FrontEndWhy: why,
		QueueWhy: "queue phase unavailable: 404", PrefillWhy: "prefill phase unavailable: 404"}
	md := render(t, r, nil)
	rows := tableUnder(t, md, "### TTFT: engine and front end")
	assert.Equal(t, []string{"cell", "requests", "client TTFT", "engine TTFT", "queue", "prefill", "front end", "engine p95≈"}, rows[0])
	assert.Len(t, rows, 3, "a row per cell with a split")
	assert.Equal(t, map[string]string{"cell": "short-chat/fresh/low", "requests": "40", "client TTFT": "52.6ms", "engine TTFT": "16.4ms",
		"queue": "2.7ms", "prefill": "13.7ms", "front end": "36.2ms", "engine p95≈": "32.1ms"}, rowFor(t, rows, "short-chat/fresh/low"))
	peak := rowFor(t, rows, "short-chat/fresh/peak")
	assert.Equal(t, "18.2ms", peak["client TTFT"])
	assert.Equal(t, "n/a", peak["engine TTFT"])
	assert.Equal(t, "n/a", peak["front end"])
	assert.Contains(t, md, "- short-chat/fresh/peak: "+why)
	assert.Contains(t, md, "histogram_quantile")
}

// TestRunHTMLTTFTSplit: the HTML report's cell facts carry the split on one line.
func TestRunHTMLTTFTSplit(t *testing.T) {
	f := func(x float64) *float64 { return &x }
	r := readRun(t, "base.json")
	r.Cells[0].TTFTSplit = &results.TTFTSplit{Requests: 40, Client: f(0.0526), Engine: f(0.0164), Queue: f(0.0027),
		Prefill: f(0.0137), FrontEnd: f(0.0362)}
	r.Cells[1].TTFTSplit = &results.TTFTSplit{Requests: 38, Client: f(0.0182), EngineWhy: "engine share unavailable: no /metrics"}
	tests := []struct {
		cell int
		want string
	}{
		{0, "client 52.6ms = engine 16.4ms (queue 2.7ms, prefill 13.7ms) + front end 36.2ms, means of 40 requests"},
		{1, "client 18.2ms; engine share unavailable: no /metrics"},
	}
	for _, tt := range tests {
		t.Run(r.Cells[tt.cell].Name, func(t *testing.T) {
			assert.Equal(t, tt.want, ttftSplitText(&r.Cells[tt.cell]))
		})
	}
	var b bytes.Buffer
	require.NoError(t, WriteRunHTML(&b, r, HTMLOptions{Name: "base.json"}))
	page := html.UnescapeString(b.String())
	assert.True(t, strings.Contains(page, "<dt>mean TTFT</dt><dd>client 52.6ms = engine 16.4ms (queue 2.7ms, prefill 13.7ms) + front end 36.2ms"), "the page shows the split")
	assert.Equal(t, "", ttftSplitText(&r.Cells[2]), "no split, no fact")
}
