package report

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/results"
)

// fig is a stored server figure: available with v, or unavailable (ok false).
func fig(v float64, ok bool) map[string]any {
	if !ok {
		return map[string]any{"v": 0, "ok": false, "reason": "replica 2 of 2: GET http://b/metrics: connection refused"}
	}
	return map[string]any{"v": v, "ok": true}
}

// figs is one stored set of server figures (a trial's view or a replica's).
func figs(url string, requests, prompt, waiting, kv float64, kvOK bool) map[string]any {
	return map[string]any{
		"url": url, "requests": fig(requests, true), "prompt_tokens": fig(prompt, true),
		"generation_tokens": fig(requests*10, true), "prefix_cache_queries": fig(prompt, true),
		"prefix_cache_hits": fig(prompt/2, true), "preemptions": fig(0, true),
		"max_waiting": fig(waiting, true), "max_kv_usage": fig(kv, kvOK),
	}
}

// TestWriteRunReplicas: a run over two replicas lists them (redacted) in the manifest
// and shows each cell's figures per replica, pooled over its trials, beside the cell's
// own; a figure one replica lacked in one trial is n/a for it and for the cell. The
// calibration opt-out is stated in the manifest.
func TestWriteRunReplicas(t *testing.T) {
	r := readRun(t, "base.json")
	require.NotEmpty(t, r.Cells)
	r.Manifest.Target.Replicas = []string{"http://a:8000/metrics", "http://user:hunter2@b:8000/metrics?token=s3cret"}
	trial := func(a, b map[string]any, all map[string]any) map[string]any {
		all["replicas"] = []any{a, b}
		return all
	}
	views := []any{
		trial(figs("http://a:8000/metrics", 10, 4000, 3, 0.2, true), figs("http://b:8000/metrics", 11, 4400, 1, 0.5, true),
			figs("", 21, 8400, 3, 0.5, true)),
		trial(figs("http://a:8000/metrics", 12, 4800, 5, 0.3, true), figs("http://b:8000/metrics", 9, 3600, 2, 0, false),
			figs("", 21, 8400, 5, 0, false)),
	}
	raw, err := json.Marshal(views)
	require.NoError(t, err)
	r.Cells[0].Server = raw
	r.Cells[0].Calibration = &results.Calibration{Source: "none", Off: "INFERGATE_CALIBRATION=off"}

	md := render(t, r, nil)
	assert.Contains(t, md, "- replicas: 2 /metrics endpoints: 1: http://a:8000/metrics, 2: http://b:8000/metrics (")
	assert.Contains(t, md, "- calibration: off, turned off by INFERGATE_CALIBRATION=off:")
	for _, s := range []string{"hunter2", "s3cret", "user:"} {
		assert.NotContains(t, md, s)
	}
	rows := tableUnder(t, md, "### Server figures per replica")
	require.Len(t, rows, 4, "a header, two replicas and the cell's row")
	assert.Equal(t, []string{"cell", "replica", "requests", "prompt tokens", "generation tokens", "prefix-hit ratio",
		"preemptions", "max waiting", "max KV usage"}, rows[0])
	assert.Equal(t, []string{r.Cells[0].Name, "1: http://a:8000/metrics", "22", "8,800", "220", "50%", "0", "5", "30%"}, rows[1])
	assert.Equal(t, []string{"", "2: http://b:8000/metrics", "20", "8,000", "200", "50%", "0", "2", "n/a"}, rows[2])
	assert.Equal(t, []string{"", "all", "42", "16,800", "420", "50%", "0", "5", "n/a"}, rows[3])

	// The HTML page shows the same table in the cell's details.
	page := runPage(t, r, HTMLOptions{})
	assert.Contains(t, page, "<h4>Server figures per replica</h4>")
	assert.Contains(t, page, `<tr><th scope="row">1: http://a:8000/metrics</th><td>22</td><td>8,800</td><td>220</td><td>50%</td><td>0</td><td>5</td><td>30%</td></tr>`)
	assert.Contains(t, page, `<tr><th scope="row">2: http://b:8000/metrics</th><td>20</td><td>8,000</td><td>200</td><td>50%</td><td>0</td><td>2</td><td>n/a</td></tr>`)
	assert.Contains(t, page, `<tr><th scope="row">all</th><td>42</td><td>16,800</td><td>420</td><td>50%</td><td>0</td><td>5</td><td>n/a</td></tr>`)
	for _, s := range []string{"hunter2", "s3cret", "user:"} {
		assert.NotContains(t, page, s)
	}
}

// TestWriteRunOneReplica: a file from one /metrics URL (or before replicas) has no
// replica table and no replicas line.
func TestWriteRunOneReplica(t *testing.T) {
	md := render(t, readRun(t, "base.json"), nil)
	assert.NotContains(t, md, "Server figures per replica")
	assert.NotContains(t, md, "- replicas:")
	assert.NotContains(t, md, "- calibration:")
	assert.NotContains(t, runPage(t, readRun(t, "base.json"), HTMLOptions{}), "Server figures per replica")
}
