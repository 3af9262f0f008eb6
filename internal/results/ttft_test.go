package results_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/results"
)

// TestTTFTSplitRoundTrip: a cell's TTFT split is written with its figures in seconds
// and the reasons of those it lacks (absent, never 0), read back as written, and a
// file written before the split was recorded still reads, without one.
func TestTTFTSplitRoundTrip(t *testing.T) {
	f := func(x float64) *float64 { return &x }
	tests := []struct {
		name  string
		split *results.TTFTSplit
		json  []string // substrings of the written file
		not   []string // keys it must not hold
	}{
		{"full", &results.TTFTSplit{Requests: 40, Client: f(0.0526), Engine: f(0.0164), Queue: f(0.0027), Prefill: f(0.0137),
			FrontEnd: f(0.0362), EngineP50: f(0.0151), EngineP95: f(0.0321)},
			[]string{`"ttft_split": {`, `"requests": 40`, `"front_end": 0.0362`, `"engine_p95": 0.0321`},
			[]string{`_unavailable"`}},
		{"engine unavailable", &results.TTFTSplit{Requests: 40, Client: f(0.0182),
			EngineWhy:   "engine share unavailable: GET http://h/metrics: status 404 Not Found",
			FrontEndWhy: "engine share unavailable: GET http://h/metrics: status 404 Not Found",
			QueueWhy:    "queue phase unavailable: 404", PrefillWhy: "prefill phase unavailable: 404"},
			[]string{`"engine_unavailable": "engine share unavailable: GET http://h/metrics`, `"client": 0.0182`},
			[]string{`"engine":`, `"front_end":`, `"queue":`}},
		{"old file", nil, nil, []string{`"ttft_split"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			run := sampleRun(t)
			run.Cells[0].TTFTSplit = tt.split
			path, err := results.Write(t.TempDir(), run)
			require.NoError(t, err)
			raw, err := os.ReadFile(path)
			require.NoError(t, err)
			for _, s := range tt.json {
				assert.Contains(t, string(raw), s)
			}
			for _, s := range tt.not {
				assert.NotContains(t, string(raw), s)
			}
			got, err := results.Read(path)
			require.NoError(t, err)
			assert.Equal(t, tt.split, got.Cells[0].TTFTSplit)
		})
	}
}

// TestTTFTSplitOldFile: a results file from before the split (no ttft_split, no
// prefill_time in its server view) reads with no split.
func TestTTFTSplitOldFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.json")
	body := `{"schema":"` + results.Schema + `","manifest":{"scale":"full"},` +
		`"cells":[{"name":"a/b/c","server":[{"ttft":{"count":2,"sum":0.3,"observations":{"v":2,"ok":true}}}]}]}`
	require.NoError(t, os.WriteFile(path, []byte(body), 0o644))
	r, err := results.Read(path)
	require.NoError(t, err)
	require.Len(t, r.Cells, 1)
	assert.Nil(t, r.Cells[0].TTFTSplit)
	assert.True(t, strings.Contains(string(r.Cells[0].Server), `"ttft"`))
}
