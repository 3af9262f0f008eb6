package gate

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/report"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/scrape"
)

// buildInfergate builds cmd/infergate into dir once for a test.
func buildInfergate(t *testing.T, dir string) string {
	t.Helper()
	bin := filepath.Join(dir, "infergate")
	ctx, cancel := context.WithTimeout(t.Context(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "go", "build", "-o", bin, "./cmd/infergate")
	cmd.Dir = root(t)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "go build ./cmd/infergate:\n%s", out)
	return bin
}

// roundRobin is a gateway in front of replicas: each request to the OpenAI API
// (a POST under /v1/) goes to the next replica in turn, and everything else
// (/v1/models, /version, /sim/info, /tokenize) to the first. sent counts the API
// requests each replica was given.
type roundRobin struct {
	proxies []*httputil.ReverseProxy
	next    atomic.Uint64
	sent    []atomic.Int64
}

func newRoundRobin(t *testing.T, bases []string) *httptest.Server {
	t.Helper()
	rr := &roundRobin{sent: make([]atomic.Int64, len(bases))}
	for _, b := range bases {
		u, err := url.Parse(b)
		require.NoError(t, err)
		p := httputil.NewSingleHostReverseProxy(&url.URL{Scheme: u.Scheme, Host: u.Host})
		p.FlushInterval = -1 // stream each SSE event as the replica sends it
		tr := http.DefaultTransport.(*http.Transport).Clone()
		t.Cleanup(tr.CloseIdleConnections)
		p.Transport = wholeBody{tr}
		rr.proxies = append(rr.proxies, p)
	}
	srv := httptest.NewServer(rr)
	t.Cleanup(srv.Close)
	return srv
}

func (rr *roundRobin) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	i := 0
	if r.Method == http.MethodPost && strings.HasPrefix(r.URL.Path, "/v1/") {
		i = int((rr.next.Add(1) - 1) % uint64(len(rr.proxies)))
		rr.sent[i].Add(1)
	}
	// Read the request body before proxying it: net/http may refuse further reads of
	// an HTTP/1.1 request body once the response's headers are flushed, and the
	// replica answers (its headers flushed at once) while the transport may still be
	// reading the body's EOF, which then fails and closes the replica's connection
	// mid-stream.
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, "read request body: "+err.Error(), http.StatusBadRequest)
		return
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	rr.proxies[i].ServeHTTP(w, r)
}

// counters reads the /metrics at u and returns each named counter summed over its
// series: the test's own reading, apart from the gate's.
func counters(t *testing.T, u string, names ...string) map[string]float64 {
	t.Helper()
	resp, err := http.Get(u)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	text, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	fams, err := scrape.ParseText(text)
	require.NoError(t, err)
	out := map[string]float64{}
	for _, name := range names {
		f, ok := fams[name]
		require.True(t, ok, "%s exports %s", u, name)
		for _, m := range f.GetMetric() {
			out[name] += m.GetCounter().GetValue()
		}
	}
	return out
}

// TestReplicas runs a cell through a round-robin proxy in front of two `infergate
// sim` processes, with INFERGATE_METRICS_URL listing both replicas' /metrics, and
// checks the results file against the replicas' own counters read before and after
// the cell: each counter of the cell is the sum of the replicas' deltas, each
// replica's figures are its own, its gauges are kept apart, and the proxy split the
// requests evenly. Calibration is turned off by INFERGATE_CALIBRATION (so no request
// outside the cell reaches the replicas), and the file and report say so.
func TestReplicas(t *testing.T) {
	dir := t.TempDir()
	bin := buildInfergate(t, dir)
	bases := []string{startSim(t, bin, "-time-scale", "10"), startSim(t, bin, "-time-scale", "10")}
	// The list carries a credential and a query, as a scraper's URL may: the
	// replicas ignore them, and no output may show them.
	const canary = "c4nary-9f3e"
	var metrics, listed []string
	for _, b := range bases {
		m := strings.TrimSuffix(b, "/v1") + "/metrics"
		metrics = append(metrics, m)
		listed = append(listed, strings.Replace(m, "http://", "http://scraper:"+canary+"@", 1)+"?token="+canary)
	}
	proxy := newRoundRobin(t, bases)
	r := openGate(t, filepath.Join(root(t), "internal", "gate", "testdata", "replicas.yaml"), map[string]string{
		"INFERGATE_BASE_URL":    proxy.URL + "/v1",
		"INFERGATE_METRICS_URL": strings.Join(listed, " , "),
		"INFERGATE_CALIBRATION": "off",
	})
	assert.Equal(t, metrics, r.Gate.Scraper.URLs(), "the replicas as shown: redacted")
	assert.Equal(t, "INFERGATE_CALIBRATION=off", r.Gate.CalibrationOff)

	names := []string{scrape.MetricPromptTokens, scrape.MetricGenerationTokens, scrape.MetricPrefixCacheQueries,
		scrape.MetricPrefixCacheHits, scrape.MetricRequestSuccess}
	var before []map[string]float64
	for _, m := range metrics {
		before = append(before, counters(t, m, names...))
	}
	res := runOnly(t, r)
	assert.Empty(t, failed(res), "the cell passes through the proxy")
	r.Record(res)
	var delta []map[string]float64
	for i, m := range metrics {
		after := counters(t, m, names...)
		d := map[string]float64{}
		for _, n := range names {
			d[n] = after[n] - before[i][n]
		}
		delta = append(delta, d)
	}
	path, err := r.Finish()
	require.NoError(t, err)

	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.NotContains(t, string(data), canary, "the results file holds the replicas' credential")
	run, err := results.Read(path)
	require.NoError(t, err)
	assert.Equal(t, metrics, run.Manifest.Target.Replicas)
	require.Len(t, run.Cells, 1)
	cell := &run.Cells[0]
	if assert.NotNil(t, cell.Calibration) {
		assert.Equal(t, "INFERGATE_CALIBRATION=off", cell.Calibration.Off)
	}
	var views []scrape.Cell
	require.NoError(t, json.Unmarshal(cell.Server, &views))
	require.Len(t, views, 1)
	v := views[0]
	require.Len(t, v.Replicas, 2)

	for _, f := range []struct {
		metric string
		cell   scrape.Value
		rep    func(scrape.Replica) scrape.Value
	}{
		{scrape.MetricPromptTokens, v.PromptTokens, func(x scrape.Replica) scrape.Value { return x.PromptTokens }},
		{scrape.MetricGenerationTokens, v.GenerationTokens, func(x scrape.Replica) scrape.Value { return x.GenerationTokens }},
		{scrape.MetricPrefixCacheQueries, v.PrefixCacheQueries, func(x scrape.Replica) scrape.Value { return x.PrefixCacheQueries }},
		{scrape.MetricPrefixCacheHits, v.PrefixCacheHits, func(x scrape.Replica) scrape.Value { return x.PrefixCacheHits }},
		{scrape.MetricRequestSuccess, v.Requests, func(x scrape.Replica) scrape.Value { return x.Requests }},
	} {
		sum := 0.0
		for i, rep := range v.Replicas {
			got := f.rep(rep)
			require.True(t, got.OK, "replica %d %s: %s", i+1, f.metric, got.Reason)
			// A busy machine may spoil an attempt: the cell then runs again and keeps
			// only its last attempt's deltas, while the counters read around the whole
			// run also count the discarded attempts' traffic.
			if len(cell.Retried) == 0 {
				assert.Equal(t, delta[i][f.metric], got.V, "replica %d's %s in the file is its own delta", i+1, f.metric)
			} else {
				assert.LessOrEqual(t, got.V, delta[i][f.metric], "replica %d's %s in the file is part of its delta over the run", i+1, f.metric)
			}
			sum += got.V
		}
		require.True(t, f.cell.OK, "%s: %s", f.metric, f.cell.Reason)
		assert.Equal(t, sum, f.cell.V, "the cell's %s is the sum of the replicas' deltas", f.metric)
		assert.Positive(t, sum, "%s counted something", f.metric)
	}
	assert.Equal(t, float64(res.Requests), v.Requests.V, "the replicas finished every measured request, and only those")

	kv, waiting := math.Inf(-1), math.Inf(-1)
	for i, rep := range v.Replicas {
		assert.Equal(t, metrics[i], rep.URL)
		require.True(t, rep.MaxKVUsage.OK, "replica %d: %s", i+1, rep.MaxKVUsage.Reason)
		require.True(t, rep.MaxWaiting.OK, "replica %d: %s", i+1, rep.MaxWaiting.Reason)
		assert.Contains(t, rep.MaxKVUsage.Source, metrics[i], "replica %d's gauge is read from it", i+1)
		assert.Positive(t, rep.MaxKVUsage.V, "replica %d's KV cache held its requests while sampled", i+1)
		kv, waiting = math.Max(kv, rep.MaxKVUsage.V), math.Max(waiting, rep.MaxWaiting.V)
		// Requests split roughly evenly: the proxy alternates.
		share := rep.Requests.V / v.Requests.V
		assert.InDelta(t, 0.5, share, 0.1, "replica %d served %.0f of %.0f requests", i+1, rep.Requests.V, v.Requests.V)
	}
	assert.Equal(t, kv, v.MaxKVUsage.V, "the cell's KV usage is the fullest replica's")
	assert.Equal(t, waiting, v.MaxWaiting.V, "the cell's max waiting is the busiest replica's")
	for i := range v.Replicas {
		t.Logf("replica %d: %v requests, %v prompt tokens, %v prefix cache queries, max waiting %v, max KV usage %.3f",
			i+1, v.Replicas[i].Requests.V, v.Replicas[i].PromptTokens.V, v.Replicas[i].PrefixCacheQueries.V,
			v.Replicas[i].MaxWaiting.V, v.Replicas[i].MaxKVUsage.V)
	}

	var md strings.Builder
	require.NoError(t, report.WriteRun(&md, run, nil))
	assert.Contains(t, md.String(), "### Server figures per replica")
	assert.Contains(t, md.String(), "| 1: "+metrics[0])
	assert.Contains(t, md.String(), "| 2: "+metrics[1])
	assert.Contains(t, md.String(), "- calibration: off, turned off by INFERGATE_CALIBRATION=off")
	assert.Contains(t, md.String(), "- replicas: 2 /metrics endpoints")
	assert.NotContains(t, md.String(), canary, "the report holds the replicas' credential")
}
