package results

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSnake(t *testing.T) {
	for in, want := range map[string]string{
		"From": "from", "V": "v", "OK": "ok", "TTFT": "ttft", "E2E": "e2e", "QueueTime": "queue_time",
		"PrefixCacheQueries": "prefix_cache_queries", "MaxKVUsage": "max_kv_usage", "CacheConfigInfo": "cache_config_info",
		"UpperBound": "upper_bound",
	} {
		assert.Equal(t, want, snake(in), in)
	}
}

// TestReadV1 reads a file the previous schema wrote: its server block comes back in
// v2's snake_case, with finish reasons and cache_config labels (data, not names) as
// they were, and its Stats in v2's shapes.
func TestReadV1(t *testing.T) {
	v1 := `{"schema":"infergate.results/v1","manifest":{"scale":"quick"},"cells":[{"name":"a/b/c",
	  "summary":{"ttft":{"n":3,"mean":0.1,"p50":0.1,"p90":0.1,"p95":0.1,"p99":0.1,"max":0.1,"value":0,"unit":"s"},
	             "error_rate":{"n":3,"mean":0,"p50":0,"p90":0,"p95":0,"p99":0,"max":0,"value":0.25,"unit":"fraction"}},
	  "server":[{"From":"2026-11-30T19:58:22Z","MaxKVUsage":{"V":0.5,"OK":true,"Reason":"","Source":"s"},
	             "Success":{"stop":{"V":3,"OK":true}},"CacheConfig":{"cache_dtype":"fp8","block_size":"16"},
	             "TTFT":{"Buckets":[{"le":"+Inf","count":3}],"Count":3,"Sum":0.3,"Observations":{"V":3,"OK":true}}}]}]}`
	path := filepath.Join(t.TempDir(), "v1.json")
	require.NoError(t, os.WriteFile(path, []byte(v1), 0o644))
	r, err := Read(path)
	require.NoError(t, err)
	var server []map[string]any
	require.NoError(t, json.Unmarshal(r.Cells[0].Server, &server))
	require.Len(t, server, 1)
	want := map[string]any{
		"from":         "2026-11-30T19:58:22Z",
		"max_kv_usage": map[string]any{"v": 0.5, "ok": true, "reason": "", "source": "s"},
		"success":      map[string]any{"stop": map[string]any{"v": 3.0, "ok": true}},
		"cache_config": map[string]any{"cache_dtype": "fp8", "block_size": "16"},
		"ttft": map[string]any{"buckets": []any{map[string]any{"le": "+Inf", "count": 3.0}}, "count": 3.0, "sum": 0.3,
			"observations": map[string]any{"v": 3.0, "ok": true}},
	}
	assert.Equal(t, want, server[0])

	ttft, rate := r.Cells[0].Summary["ttft"], r.Cells[0].Summary["error_rate"]
	assert.InDelta(t, 0.1, ttft.P95, 1e-12)
	assert.True(t, math.IsNaN(ttft.Value), "a latency has no value")
	assert.InDelta(t, 0.25, rate.Value, 1e-12)
	assert.True(t, math.IsNaN(rate.P50), "a ratio has no p50")
}

// TestStorePartial: a partial run never replaces the latest.json of a complete one,
// and says so; a complete run always does.
func TestStorePartial(t *testing.T) {
	dir := t.TempDir()
	run := func(partial bool, start time.Time) *Run {
		return &Run{Partial: partial, Manifest: Manifest{Plan: PlanInfo{Name: "p"}, StartedAt: start}}
	}
	t0 := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	steps := []struct {
		name       string
		partial    bool
		wantLatest bool
	}{
		{"partial into an empty dir", true, true},
		{"partial over partial", true, true},
		{"complete", false, true},
		{"partial over complete", true, false},
		{"complete again", false, true},
	}
	for i, s := range steps {
		st, err := Store(dir, run(s.partial, t0.Add(time.Duration(i)*time.Minute)))
		require.NoError(t, err, s.name)
		assert.FileExists(t, st.Path, s.name)
		assert.Equal(t, s.wantLatest, st.Latest, s.name)
		latest, err := Read(filepath.Join(dir, Latest))
		require.NoError(t, err, s.name)
		if s.wantLatest {
			assert.Empty(t, st.LatestKept, s.name)
			assert.Equal(t, s.partial, latest.Partial, s.name)
		} else {
			assert.Contains(t, st.LatestKept, "holds a complete run", s.name)
			assert.False(t, latest.Partial, s.name)
			assert.Equal(t, t0.Add(2*time.Minute), latest.Manifest.StartedAt, "%s: the complete run stays", s.name)
		}
	}
}

func TestWriteBlock(t *testing.T) {
	r := &Run{Manifest: Manifest{Scale: "quick"},
		Cells: []Cell{{Name: "a/b/c", Verdicts: []Verdict{{Status: "PASS"}, {Status: "SKIPPED", Reason: "too_few_samples"}, {Status: "FAIL"}}}},
		Tests: []Test{{Name: "TestBurst", Status: "PASS"}},
		Capacity: []Capacity{{Workload: "long-doc", Rate: 3.92, FirstFail: 4.2, Precision: 0.1},
			{Workload: "chat", Rate: 40.5, FirstFail: 100, Precision: 0.1, Imprecise: "capacity.steps (6 probes) ran out"}}}
	var b strings.Builder
	s := Summary{Verdict: "FAIL", Checks: map[string]int{"PASS": 1, "FAIL": 1, "SKIPPED": 1}, SkippedReasons: map[string]int{"too_few_samples": 1},
		Cells: 1, FailedCells: []string{"a/b/c"}, Tests: map[string]int{"PASS": 1}, Scale: "quick", Quick: true}
	for _, c := range r.Capacity {
		s.Capacity = append(s.Capacity, CapacitySummary{Workload: c.Workload, Rate: c.Rate, FirstFail: c.FirstFail, Precision: c.Precision, Imprecise: c.Imprecise})
	}
	require.NoError(t, s.WriteBlock(&b, [][2]string{{"results", "results/x.json"}, {"junit", ""}}))
	out := b.String()
	for _, want := range []string{
		"infergate verdict: FAIL (quick: a smoke test, not a release verdict)",
		"checks: 1 passed, 1 failed, 0 inconclusive, 1 skipped (never judged: 1 too_few_samples) in 1 cells",
		"failing cells: a/b/c",
		"other tests (burst, capacity): 1 passed, 0 failed, 0 skipped",
		"capacity long-doc: 3.92 req/s (14112 req/h), in [3.92, 4.2) req/s: 7.1% wide, precision 10%",
		"capacity chat: 40.5 req/s (145800 req/h), in [40.5, 100) req/s: 146.9% wide, precision 10% — IMPRECISE: capacity.steps (6 probes) ran out",
		"results: results/x.json",
		"QUICK RUN",
	} {
		assert.Contains(t, out, want)
	}
	assert.NotContains(t, out, "junit:", "a file without a path is left out")
}

func TestParseStatus(t *testing.T) {
	for in, want := range map[string]Status{
		"PASS": StatusPass, "pass": StatusPass, " FAIL ": StatusFail, "INCONCLUSIVE": StatusInconclusive,
		"SKIPPED": StatusSkipped, "skip": StatusSkipped, "": StatusUnknown, "OK": StatusUnknown,
	} {
		assert.Equal(t, want, ParseStatus(in), "%q", in)
	}
}
