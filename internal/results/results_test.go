package results_test

import (
	"encoding/json"
	"errors"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/scrape"
)

// canary stands for an API key: it must never reach a results file.
const canary = "sk-canary-1234567890abcdef"

var nan = math.NaN()

// started is the start time of the sample runs.
var started = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

// sampleRun is a run with every part filled, including figures that cannot be computed.
func sampleRun(t testing.TB) *results.Run {
	t.Helper()
	server, err := json.Marshal([]scrape.Cell{{
		From:               started,
		To:                 started.Add(time.Minute),
		PrefixCacheQueries: scrape.Value{V: 4000, OK: true, Source: "vllm:prefix_cache_queries_total delta"},
		PrefixHitRatio:     scrape.Value{Reason: "no prefix-cache queries", Source: "hits / queries"},
		TTFT: scrape.Distribution{
			Histogram: scrape.Histogram{
				Buckets: []scrape.Bucket{{UpperBound: 0.1, Count: 3}, {UpperBound: math.Inf(1), Count: 5}},
				Count:   5, Sum: 1.5,
			},
			Observations: scrape.Value{V: 5, OK: true},
		},
		CacheConfig: map[string]string{"cache_dtype": "fp8", "block_size": "16"},
	}})
	require.NoError(t, err)
	return &results.Run{
		Schema: results.Schema,
		Manifest: results.Manifest{
			Tool: "infergate", ToolVersion: "v0.1.0", GoVersion: "go1.26.0",
			StartedAt: started, FinishedAt: started.Add(10 * time.Minute),
			Plan:           results.PlanInfo{File: "thresholds/default.yaml", Name: "interactive-assistant", Hash: strings.Repeat("ab", 32)},
			Scale:          "quick",
			Seeds:          []uint64{1, 1<<63 + 7},
			WorkloadDigest: strings.Repeat("cd", 32),
			Target: results.Target{
				BaseURL: "http://vllm:8000/v1", Model: "meta-llama/Llama-3.1-8B-Instruct",
				Version: "0.11.0", MaxModelLen: 32768, TimeScale: 1,
			},
			CacheConfig: map[string]string{"cache_dtype": "fp8", "block_size": "16"},
			Deployment:  map[string]string{"gpu": "H200", "tp": "1", "kv_cache_dtype": "fp8"},
		},
		Capacity: []results.Capacity{{
			Workload: "short-chat", Prefix: "fresh", Rate: 7.25, GoodputRatio: 0.96,
			Steps: []results.CapacityStep{
				{Rate: 4, GoodputRatio: 1, Requests: 40, Passed: true},
				{Rate: 8, GoodputRatio: 0.9, Requests: 80},
				{Rate: 16, GoodputRatio: nan, Requests: 0},
			},
		}},
		Cells: []results.Cell{{
			Name: "short-chat/fresh/low", Workload: "short-chat", Prefix: "fresh", Load: "low",
			Trials: 3, Requests: 2, Warmup: 8, WorkloadDigest: strings.Repeat("ef", 32),
			Summary: map[string]results.Stat{
				"ttft":             {N: 6, Mean: 0.2, P50: 0.19, P90: 0.3, P95: 0.31, P99: nan, Max: 0.32, Value: nan, Unit: "s"},
				"error_rate":       {N: 6, Mean: nan, P50: nan, P90: nan, P95: nan, P99: nan, Max: nan, Value: 0, Unit: "ratio"},
				"prefix_hit_ratio": {Mean: nan, P50: nan, P90: nan, P95: nan, P99: nan, Max: nan, Value: nan, Unit: "ratio"},
			},
			Server: server,
			Verdicts: []results.Verdict{
				{Metric: "ttft", Expr: "p(95) < 1.5s", Status: "pass", Message: "ttft p(95) = 310ms < 1.5s", Pos: "default.yaml:22", Value: 0.31, Lo: 0.25, Hi: math.Inf(1), N: 6},
				{Metric: "ttft", Expr: "p(99) < 3s", Status: "inconclusive", Reason: "too few samples", Pos: "default.yaml:22", Value: nan, Lo: math.Inf(-1), Hi: nan, N: 6},
			},
			Records: []results.Record{
				{ID: "r1-0", Trial: 0, Class: "ok", Status: 200, TTFT: 0.19, E2EL: 1.5, OutputTokens: 150, PromptTokens: 400, CachedTokens: 0, HasCached: true, QueueWait: 0.001, ITLs: []float64{0.01, 0.0125}},
				{ID: "r1-1", Trial: 1, Class: "http_error", Err: "HTTP 503: overloaded <retry>", Status: 503},
			},
		}, {
			Name: "long-doc/reused/peak", Workload: "long-doc", Prefix: "reused", Load: "peak", Rate: 6.5,
			Invalid: "dispatch lag p(99) 80ms over the 50ms budget",
		}},
		Tests: []results.Test{
			{Name: "TestBurst", Status: "pass", Messages: []string{"recovered in 4.2s <= 20s"}},
			{Name: "TestCapacity", Status: "pass"},
		},
	}
}

// cmpOpts compares runs read back from disk: NaN equals NaN, nil equals empty.
var cmpOpts = cmp.Options{cmpopts.EquateNaNs(), cmpopts.EquateEmpty()}

// noInf replaces ±Inf by NaN in a run's verdicts, as a round trip through JSON does.
func noInf(r *results.Run) {
	for i := range r.Cells {
		for j := range r.Cells[i].Verdicts {
			v := &r.Cells[i].Verdicts[j]
			for _, f := range []*float64{&v.Value, &v.Lo, &v.Hi} {
				if math.IsInf(*f, 0) {
					*f = nan
				}
			}
		}
	}
}

// listDir returns the names in dir.
func listDir(t testing.TB, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// assertNoTemp fails when dir holds a temporary file of Write's.
func assertNoTemp(t testing.TB, dir string) {
	t.Helper()
	for _, n := range listDir(t, dir) {
		assert.False(t, strings.HasPrefix(n, ".") || strings.HasSuffix(n, ".tmp"), "temporary file %s left in %s", n, dir)
	}
}

func TestWriteReadRoundTrip(t *testing.T) {
	tests := []struct {
		name string
		run  func(testing.TB) *results.Run
		file string // the run file's name
	}{
		{"full_run", sampleRun, "20260301T120000Z-interactive-assistant.json"},
		{"empty_run", func(testing.TB) *results.Run {
			return &results.Run{Manifest: results.Manifest{StartedAt: started, Plan: results.PlanInfo{Name: "batch"}}}
		}, "20260301T120000Z-batch.json"},
		{"plan_name_needs_cleaning", func(t testing.TB) *results.Run {
			r := sampleRun(t)
			r.Manifest.Plan.Name = "../Interactive Assistant/ß"
			r.Manifest.StartedAt = time.Date(2026, 3, 1, 13, 0, 0, 0, time.FixedZone("CET", 3600))
			return r
		}, "20260301T120000Z-Interactive-Assistant.json"},
		{"replicas_and_calibration_off", func(t testing.TB) *results.Run {
			r := sampleRun(t)
			r.Manifest.Target.Replicas = []string{"http://a:8000/metrics", "http://b:8000/metrics"}
			r.Cells[0].Calibration = &results.Calibration{Source: "none", Off: "INFERGATE_CALIBRATION=off"}
			return r
		}, "20260301T120000Z-interactive-assistant.json"},
		{"no_plan_name", func(t testing.TB) *results.Run {
			r := sampleRun(t)
			r.Manifest.Plan.Name = ""
			return r
		}, "20260301T120000Z-run.json"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "results", "nested")
			in := tc.run(t)
			want := tc.run(t)
			want.Schema = results.Schema
			noInf(want)

			path, err := results.Write(dir, in)
			require.NoError(t, err)
			assert.Equal(t, filepath.Join(dir, tc.file), path)
			assert.ElementsMatch(t, []string{tc.file, results.Latest}, listDir(t, dir))
			assert.Empty(t, cmp.Diff(tc.run(t), in, cmpOpts), "Write modified its argument")

			got, err := results.Read(path)
			require.NoError(t, err)
			assert.Empty(t, cmp.Diff(want, got, cmpOpts), "Read(Write(run)) differs (-want +got)")

			runBytes, err := os.ReadFile(path)
			require.NoError(t, err)
			latest, err := os.ReadFile(filepath.Join(dir, results.Latest))
			require.NoError(t, err)
			assert.Equal(t, string(runBytes), string(latest), "latest.json is not a copy of the run file")
			fi, err := os.Lstat(filepath.Join(dir, results.Latest))
			require.NoError(t, err)
			assert.True(t, fi.Mode().IsRegular(), "latest.json is not a regular file")
			assert.True(t, json.Valid(runBytes))
			assert.True(t, strings.HasPrefix(string(runBytes), "{\n  \"schema\": \""+results.Schema+"\",\n"), "file starts %.60q", runBytes)
		})
	}
}

func TestWriteLayout(t *testing.T) {
	dir := t.TempDir()
	path, err := results.Write(dir, sampleRun(t))
	require.NoError(t, err)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	text := string(data)

	// One line per record and per verdict, and no HTML escaping of expressions.
	assert.Contains(t, text, "\n        {\"id\":\"r1-0\"")
	assert.NotContains(t, text, `\u003c`)
	assert.Contains(t, text, `"expr":"p(95) < 1.5s"`)
	assert.Contains(t, text, `"err":"HTTP 503: overloaded <retry>"`)
	lines := strings.Split(text, "\n")
	for _, l := range lines {
		if strings.Contains(l, `"id":"r1-0"`) {
			assert.Contains(t, l, `"itls":[0.01,0.0125]`)
		}
	}
	assert.Less(t, len(lines), 150, "the file is indented too deep:\n%s", text)
}

func TestWriteAtomic(t *testing.T) {
	tests := []struct {
		name    string
		prepare func(t *testing.T, dir string) // before the writes
		writes  int
		wantErr string // from the last write
		want    []string
	}{
		{
			name:   "new_directory",
			writes: 1,
			want:   []string{"20260301T120000Z-interactive-assistant.json", results.Latest},
		},
		{
			name:   "same_name_is_not_overwritten",
			writes: 3,
			want: []string{"20260301T120000Z-interactive-assistant.json", "20260301T120000Z-interactive-assistant-2.json",
				"20260301T120000Z-interactive-assistant-3.json", results.Latest},
		},
		{
			name: "latest_is_replaced",
			prepare: func(t *testing.T, dir string) {
				require.NoError(t, os.MkdirAll(dir, 0o755))
				require.NoError(t, os.WriteFile(filepath.Join(dir, results.Latest), []byte("old"), 0o644))
			},
			writes: 1,
			want:   []string{"20260301T120000Z-interactive-assistant.json", results.Latest},
		},
		{
			name: "latest_cannot_be_replaced",
			prepare: func(t *testing.T, dir string) {
				require.NoError(t, os.MkdirAll(filepath.Join(dir, results.Latest, "x"), 0o755))
			},
			writes:  1,
			wantErr: filepath.Join(results.Latest),
			want:    []string{"20260301T120000Z-interactive-assistant.json", results.Latest},
		},
		{
			name: "unencodable_record",
			prepare: func(t *testing.T, dir string) {
				require.NoError(t, os.MkdirAll(dir, 0o755))
			},
			writes:  -1, // one write of a run with a NaN record
			wantErr: "unsupported value: NaN",
			want:    nil,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "out")
			if tc.prepare != nil {
				tc.prepare(t, dir)
			}
			var err error
			if tc.writes < 0 {
				r := sampleRun(t)
				r.Cells[0].Records[0].TTFT = nan
				_, err = results.Write(dir, r)
			}
			for range tc.writes {
				_, err = results.Write(dir, sampleRun(t))
			}
			if tc.wantErr != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.wantErr)
				assert.Contains(t, err.Error(), dir, "the error names the file or directory")
			} else {
				require.NoError(t, err)
			}
			assert.ElementsMatch(t, tc.want, listDir(t, dir))
			assertNoTemp(t, dir)
			if tc.wantErr == "" {
				got, err := results.Read(filepath.Join(dir, results.Latest))
				require.NoError(t, err)
				assert.Equal(t, "interactive-assistant", got.Manifest.Plan.Name)
			}
		})
	}
}

func TestReadErrors(t *testing.T) {
	tests := []struct {
		name     string
		content  string // "" for a missing file
		isSchema bool
		want     []string // substrings of the error, besides the file name
	}{
		{"other_major", `{"schema":"infergate.results/v3","cells":"a v3 shape"}`, true,
			[]string{`"infergate.results/v3"`, `"` + results.Schema + `"`}},
		{"older_major", `{"schema":"infergate.results/v0"}`, true,
			[]string{`"infergate.results/v0"`, `"` + results.Schema + `"`}},
		{"foreign_schema", `{"schema":"someone.else/v1"}`, true, []string{`"someone.else/v1"`, results.Schema}},
		{"malformed_version", `{"schema":"infergate.results/v1beta"}`, true, []string{`"infergate.results/v1beta"`}},
		{"no_schema", `{"cells":[]}`, false, []string{`no "schema" field`}},
		{"not_json", `<html>`, false, []string{"not a JSON results file"}},
		{"wrong_shape", `{"schema":"infergate.results/v1","cells":{}}`, false, []string{"cannot unmarshal"}},
		{"missing_file", "", false, []string{"no such file"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "base.json")
			if tc.content != "" {
				require.NoError(t, os.WriteFile(path, []byte(tc.content), 0o644))
			}
			r, err := results.Read(path)
			require.Error(t, err)
			assert.Nil(t, r)
			assert.Contains(t, err.Error(), path)
			assert.Equal(t, tc.isSchema, errors.Is(err, results.ErrSchema), "errors.Is(err, ErrSchema): %v", err)
			for _, w := range tc.want {
				assert.Contains(t, err.Error(), w)
			}
			assert.Equal(t, strings.ToLower(err.Error()[:1]), err.Error()[:1], "errors start lower-case")
		})
	}
}

func TestReadAcceptsMinorVersions(t *testing.T) {
	tests := []struct{ name, schema string }{
		{"same", results.Schema},
		{"newer_minor_with_new_fields", results.Schema + ".3"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "run.json")
			body := `{"schema":"` + tc.schema + `","future":{"x":1},"manifest":{"scale":"full","new_field":true},` +
				`"cells":[{"name":"a/b/c","server":{ "x" : [1, 2] },"verdicts":[{"metric":"ttft","value":null,"lo":1,"hi":null}]}]}`
			require.NoError(t, os.WriteFile(path, []byte(body), 0o644))
			r, err := results.Read(path)
			require.NoError(t, err)
			assert.Equal(t, tc.schema, r.Schema)
			assert.Equal(t, "full", r.Manifest.Scale)
			require.Len(t, r.Cells, 1)
			assert.JSONEq(t, `{"x":[1,2]}`, string(r.Cells[0].Server))
			assert.Equal(t, `{"x":[1,2]}`, string(r.Cells[0].Server), "Read compacts the server view")
			v := r.Cells[0].Verdicts[0]
			assert.True(t, math.IsNaN(v.Value) && math.IsNaN(v.Hi))
			assert.Equal(t, 1.0, v.Lo)
		})
	}
}

func TestNonFiniteNumbers(t *testing.T) {
	tests := []struct {
		name  string
		value float64
		json  string
	}{
		{"nan", nan, "null"},
		{"plus_inf", math.Inf(1), "null"},
		{"minus_inf", math.Inf(-1), "null"},
		{"zero", 0, "0"},
		{"small", 1.25e-7, "1.25e-7"},
		{"negative", -0.5, "-0.5"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			want := tc.value
			if math.IsInf(want, 0) {
				want = nan
			}
			eq := func(t *testing.T, got float64) {
				t.Helper()
				if math.IsNaN(want) {
					assert.True(t, math.IsNaN(got), "got %g, want NaN", got)
				} else {
					assert.Equal(t, want, got)
				}
			}

			v := results.Verdict{Metric: "ttft", Expr: "p(99) < 3s", Status: "inconclusive", Value: tc.value, Lo: tc.value, Hi: tc.value, N: 3}
			b, err := json.Marshal(v)
			require.NoError(t, err)
			assert.JSONEq(t, `{"metric":"ttft","expr":"p(99) < 3s","status":"inconclusive","n":3,"value":`+tc.json+`,"lo":`+tc.json+`,"hi":`+tc.json+`}`, string(b))
			var gv results.Verdict
			require.NoError(t, json.Unmarshal(b, &gv))
			eq(t, gv.Value)
			eq(t, gv.Lo)
			eq(t, gv.Hi)

			// A latency Stat writes its six distribution figures and no value; a ratio
			// writes its value and no distribution. Read back, the other shape is NaN.
			s := results.Stat{N: 1, Mean: tc.value, P50: tc.value, P90: tc.value, P95: tc.value, P99: tc.value, Max: tc.value, Value: tc.value, Unit: "s"}
			b, err = json.Marshal(s)
			require.NoError(t, err)
			assert.Equal(t, 6, strings.Count(string(b), ":"+tc.json), "%s", b)
			assert.NotContains(t, string(b), `"value"`)
			var gs results.Stat
			require.NoError(t, json.Unmarshal(b, &gs))
			for _, f := range []float64{gs.Mean, gs.P50, gs.P90, gs.P95, gs.P99, gs.Max} {
				eq(t, f)
			}
			assert.True(t, math.IsNaN(gs.Value), "a latency's value reads NaN")
			s.Unit = "fraction"
			b, err = json.Marshal(s)
			require.NoError(t, err)
			assert.JSONEq(t, `{"n":1,"unit":"fraction","value":`+tc.json+`}`, string(b))
			gs = results.Stat{}
			require.NoError(t, json.Unmarshal(b, &gs))
			eq(t, gs.Value)
			for _, f := range []float64{gs.Mean, gs.P50, gs.P90, gs.P95, gs.P99, gs.Max} {
				assert.True(t, math.IsNaN(f), "a ratio's distribution reads NaN")
			}

			c := results.Capacity{Rate: tc.value, GoodputRatio: tc.value, Steps: []results.CapacityStep{{Rate: tc.value, GoodputRatio: tc.value}}}
			b, err = json.Marshal(c)
			require.NoError(t, err)
			var gc results.Capacity
			require.NoError(t, json.Unmarshal(b, &gc))
			eq(t, gc.Rate)
			eq(t, gc.GoodputRatio)
			eq(t, gc.Steps[0].Rate)
			eq(t, gc.Steps[0].GoodputRatio)

			tg := results.Target{Model: "m", TimeScale: tc.value}
			b, err = json.Marshal(tg)
			require.NoError(t, err)
			var gt results.Target
			require.NoError(t, json.Unmarshal(b, &gt))
			eq(t, gt.TimeScale)
			assert.Equal(t, "m", gt.Model)

			// And through a file.
			r := sampleRun(t)
			r.Cells[0].Verdicts = []results.Verdict{v}
			path, err := results.Write(t.TempDir(), r)
			require.NoError(t, err)
			got, err := results.Read(path)
			require.NoError(t, err)
			eq(t, got.Cells[0].Verdicts[0].Value)
			eq(t, got.Cells[0].Verdicts[0].Lo)
			eq(t, got.Cells[0].Verdicts[0].Hi)
		})
	}
}

func TestFromClient(t *testing.T) {
	t0 := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	ms := time.Millisecond
	rec := client.Record{
		ID:        "r-7",
		Intended:  t0,
		Sent:      t0.Add(2 * ms),
		FirstByte: t0.Add(50 * ms),
		Events: []client.Event{
			{At: t0.Add(102 * ms), Tokens: 1},
			{At: t0.Add(112 * ms), Tokens: 2},
			{At: t0.Add(132 * ms), Tokens: 1},
		},
		TTFT: 100 * ms, E2EL: 130 * ms,
		PromptTokens: 400, CompletionTokens: 4, HasUsage: true,
		CachedTokens: 320, HasCached: true,
		OutputTokens: 4, FinishReason: "stop",
		Class: client.OK, Status: 200,
	}
	tests := []struct {
		name  string
		rec   client.Record
		trial int
		scale float64
		itls  bool
		want  results.Record
	}{
		{"real_time", rec, 0, 1, true, results.Record{
			ID: "r-7", Class: "ok", Status: 200, TTFT: 0.1, E2EL: 0.13, OutputTokens: 4, PromptTokens: 400,
			CachedTokens: 320, HasCached: true, QueueWait: 0.002, ITLs: []float64{0.01, 0.02},
		}},
		{"simulator_at_10x", rec, 2, 10, true, results.Record{
			ID: "r-7", Trial: 2, Class: "ok", Status: 200, TTFT: 1, E2EL: 1.3, OutputTokens: 4, PromptTokens: 400,
			CachedTokens: 320, HasCached: true, QueueWait: 0.02, ITLs: []float64{0.1, 0.2},
		}},
		{"zero_scale_means_1", rec, 1, 0, false, results.Record{
			ID: "r-7", Trial: 1, Class: "ok", Status: 200, TTFT: 0.1, E2EL: 0.13, OutputTokens: 4, PromptTokens: 400,
			CachedTokens: 320, HasCached: true, QueueWait: 0.002,
		}},
		{"nan_scale_means_1", rec, 0, nan, false, results.Record{
			ID: "r-7", Class: "ok", Status: 200, TTFT: 0.1, E2EL: 0.13, OutputTokens: 4, PromptTokens: 400,
			CachedTokens: 320, HasCached: true, QueueWait: 0.002,
		}},
		{"no_usage_estimated_tokens", client.Record{
			ID: "r-8", Sent: t0, TTFT: 100 * ms, E2EL: 100 * ms,
			Events: []client.Event{{At: t0.Add(100 * ms), Tokens: 1}}, OutputTokens: 1, TokensEstimated: true,
			Class: client.Truncated, Err: "stream ended without a finish_reason", Status: 200,
		}, 0, 1, true, results.Record{
			ID: "r-8", Class: "truncated", Err: "stream ended without a finish_reason", Status: 200,
			TTFT: 0.1, E2EL: 0.1, OutputTokens: 1, OutputEstimated: true,
		}},
		{"reasoning_model", client.Record{
			ID: "r-10", Sent: t0, TTFT: 100 * ms, E2EL: 900 * ms, TTFO: 600 * ms, HasTTFO: true,
			Events:       []client.Event{{At: t0.Add(100 * ms), Tokens: 1, Reasoning: true}, {At: t0.Add(600 * ms), Tokens: 1, Output: true}},
			OutputTokens: 40, ReasoningTokens: 25, Class: client.OK, Status: 200,
		}, 0, 10, false, results.Record{
			ID: "r-10", Class: "ok", Status: 200, TTFT: 1, E2EL: 9, TTFO: 6, ReasoningTokens: 25, OutputTokens: 40,
		}},
		{"reasoning_only_has_no_ttfo", client.Record{
			ID: "r-11", Sent: t0, TTFT: 100 * ms, E2EL: 900 * ms,
			Events:       []client.Event{{At: t0.Add(100 * ms), Tokens: 1, Reasoning: true}},
			OutputTokens: 40, ReasoningTokens: 40, Class: client.OK, Status: 200,
		}, 0, 1, false, results.Record{
			ID: "r-11", Class: "ok", Status: 200, TTFT: 0.1, E2EL: 0.9, ReasoningTokens: 40, OutputTokens: 40,
		}},
		{"dropped_before_send", client.Record{
			ID: "r-9", Intended: t0, Class: client.Canceled, Err: "context canceled",
		}, 0, 1, true, results.Record{ID: "r-9", Class: "canceled", Err: "context canceled"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := results.FromClient(tc.rec, tc.trial, tc.scale, tc.itls)
			assert.Empty(t, cmp.Diff(tc.want, got, cmpopts.EquateApprox(0, 1e-12)))
		})
	}
}

func TestParseDeployment(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		want    map[string]string
		wantErr []string // substrings; nil when no error
		secret  bool     // the error wraps ErrSecret
	}{
		{name: "typical", in: "gpu=H200, tp=1,kv_cache_dtype=fp8",
			want: map[string]string{"gpu": "H200", "tp": "1", "kv_cache_dtype": "fp8"}},
		{name: "empty", in: "", want: map[string]string{}},
		{name: "spaces_and_empty_items", in: "  gpu = H200 ,, tp=1 , ",
			want: map[string]string{"gpu": "H200", "tp": "1"}},
		{name: "value_with_equals_and_spaces", in: "args=--enforce-eager --swap-space=4,image=vllm/vllm-openai:v0.11.0",
			want: map[string]string{"args": "--enforce-eager --swap-space=4", "image": "vllm/vllm-openai:v0.11.0"}},
		{name: "token_counts_are_not_secrets", in: "max_num_batched_tokens=8192,tokenizer=meta-llama/Llama-3.1-8B,author.team=infra,disk-type=nvme",
			want: map[string]string{"max_num_batched_tokens": "8192", "tokenizer": "meta-llama/Llama-3.1-8B", "author.team": "infra", "disk-type": "nvme"}},
		{name: "no_equals", in: "gpu=H200,tp", wantErr: []string{`item 2 "tp"`, "want key=value"}},
		{name: "empty_key", in: "=H200", wantErr: []string{`item 1 "=H200"`, "empty key"}},
		{name: "empty_value", in: "gpu=H200, tp=", wantErr: []string{`item 2 "tp="`, "empty value"}},
		{name: "upper_case_key", in: "GPU=H200", wantErr: []string{`item 1 "GPU=H200"`, `key "GPU"`, "lower-case"}},
		{name: "space_in_key", in: "kv cache=fp8", wantErr: []string{`item 1 "kv cache=fp8"`, `key "kv cache"`}},
		{name: "duplicate_key", in: "tp=1,gpu=H200,tp=2", wantErr: []string{`item 3 "tp=2"`, `duplicate key "tp"`, "item 1"}},
		{name: "api_key", in: "gpu=H200,api_key=" + canary, secret: true, wantErr: []string{"item 2"}},
		{name: "api_key_innocent_value", in: "api_key=none", secret: true, wantErr: []string{`key "api_key"`}},
		{name: "hf_token", in: "hf_token=abc", secret: true, wantErr: []string{`key "hf_token"`}},
		{name: "secret", in: "db.secret=abc", secret: true, wantErr: []string{`key "db.secret"`}},
		{name: "password", in: "admin-password=abc", secret: true, wantErr: []string{`key "admin-password"`}},
		{name: "authorization", in: "authorization=abc", secret: true, wantErr: []string{`key "authorization"`}},
		{name: "openai_apikey", in: "openai_apikey=abc", secret: true},
		{name: "key_looking_value", in: "note=" + canary, secret: true, wantErr: []string{`key "note"`, "value looks like a credential"}},
		{name: "bearer_value", in: "header=Bearer " + canary, secret: true},
		{name: "hf_value", in: "model_access=hf_abcdefghijklmnopqrstuvwxyz", secret: true},
		{name: "bare_key", in: "gpu=H200," + canary, secret: true},
		{name: "key_shaped_key", in: canary + "=1", secret: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := results.ParseDeployment(tc.in)
			if tc.wantErr == nil && !tc.secret {
				require.NoError(t, err)
				assert.Equal(t, tc.want, got)
				return
			}
			require.Error(t, err)
			assert.Nil(t, got)
			msg := err.Error()
			for _, w := range tc.wantErr {
				assert.Contains(t, msg, w)
			}
			assert.Equal(t, tc.secret, errors.Is(err, results.ErrSecret), "errors.Is(err, ErrSecret): %v", err)
			if tc.secret {
				assert.Contains(t, msg, "deployment facts must not carry secrets")
				assert.NotContains(t, msg, canary)
				assert.NotContains(t, msg, "abc")
				assert.NotContains(t, msg, "hf_abc")
			}
		})
	}
}

func TestDiff(t *testing.T) {
	base := sampleRun(t).Manifest
	sim := base
	sim.Target = results.Target{BaseURL: "http://127.0.0.1:41234/v1", Model: "sim-llama", Version: "infergate-sim", Simulated: true, SimOptions: "preset=tiny", TimeScale: 10}

	tests := []struct {
		name   string
		base   results.Manifest
		change func(m *results.Manifest)
		want   []string
	}{
		{"identical", base, func(*results.Manifest) {}, nil},
		{"run_times_and_plan_path_are_not_compared", base, func(m *results.Manifest) {
			m.StartedAt, m.FinishedAt = m.StartedAt.Add(time.Hour), m.FinishedAt.Add(time.Hour)
			m.Plan.File = "/ci/checkout/thresholds/default.yaml"
		}, nil},
		{"replicas_added", base, func(m *results.Manifest) {
			m.Target.Replicas = []string{"http://a:8000/metrics", "http://u:pw@b:8000/metrics?k=v"}
		}, []string{"target replicas: (none) → 2: http://a:8000/metrics, http://b:8000/metrics"}},
		{"one_deployment_fact", base, func(m *results.Manifest) {
			m.Deployment = map[string]string{"gpu": "H200", "tp": "1", "kv_cache_dtype": "auto"}
		}, []string{"deployment kv_cache_dtype: fp8 → auto"}},
		{"fact_added", base, func(m *results.Manifest) {
			m.Deployment = map[string]string{"gpu": "H200", "tp": "1", "kv_cache_dtype": "fp8", "spec_decode": "eagle3"}
		}, []string{"deployment spec_decode: (unset) → eagle3"}},
		{"facts_undeclared", base, func(m *results.Manifest) { m.Deployment = nil }, []string{
			"deployment gpu: H200 → (unset)",
			"deployment kv_cache_dtype: fp8 → (unset)",
			"deployment tp: 1 → (unset)",
		}},
		{"tool_version", base, func(m *results.Manifest) { m.ToolVersion = "v0.2.0" }, []string{"tool version: v0.1.0 → v0.2.0"}},
		{"go_version", base, func(m *results.Manifest) { m.GoVersion = "go1.26.1" }, []string{"tool go version: go1.26.0 → go1.26.1"}},
		{"tool_and_go_version", base, func(m *results.Manifest) { m.ToolVersion, m.GoVersion = "v0.2.0", "go1.26.1" }, []string{
			"tool version: infergate v0.1.0 (go1.26.0) → infergate v0.2.0 (go1.26.1)",
		}},
		{"base_url_is_redacted", base, func(m *results.Manifest) { m.Target.BaseURL = "http://u:" + canary + "@vllm-b:8000/v1?k=" + canary }, []string{
			"target base_url: http://vllm:8000/v1 → http://vllm-b:8000/v1",
		}},
		{"simulator_port_is_not_compared", sim, func(m *results.Manifest) { m.Target.BaseURL = "http://127.0.0.1:50000/v1" }, nil},
		{"simulator_options", sim, func(m *results.Manifest) {
			m.Target.SimOptions, m.Target.TimeScale = "preset=tiny,kv_cache_dtype=fp8", 1
		}, []string{
			"target simulator: preset=tiny, time scale 10 → preset=tiny,kv_cache_dtype=fp8, time scale 1",
		}},
		{"simulator_to_real_server", sim, func(m *results.Manifest) { m.Target = base.Target }, []string{
			"target: simulator (preset=tiny, time scale 10) → http://vllm:8000/v1",
			"target model: sim-llama → meta-llama/Llama-3.1-8B-Instruct",
			"target version: infergate-sim → 0.11.0",
			"target max_model_len: (none) → 32768",
		}},
		{"plan_hash", base, func(m *results.Manifest) { m.Plan.Hash = strings.Repeat("12", 32) }, []string{"plan hash: abababababab → 121212121212"}},
		{"plan_renamed", base, func(m *results.Manifest) { m.Plan.Name, m.Plan.Hash = "batch", strings.Repeat("12", 32) }, []string{
			"plan hash: abababababab (interactive-assistant) → 121212121212 (batch)",
		}},
		{"hashes_alike_in_prefix", base, func(m *results.Manifest) { m.WorkloadDigest = strings.Repeat("cd", 31) + "00" }, []string{
			"workload digest: " + strings.Repeat("cd", 32) + " → " + strings.Repeat("cd", 31) + "00",
		}},
		{"several_changes", base, func(m *results.Manifest) {
			m.Target.Model = "Qwen/Qwen3-8B"
			m.Target.Version = "0.11.1"
			m.WorkloadDigest = strings.Repeat("99", 32)
			m.Scale = "full"
			m.Seeds = []uint64{2}
			m.Deployment = map[string]string{"gpu": "H100", "tp": "2", "kv_cache_dtype": "fp8"}
			m.CacheConfig = map[string]string{"cache_dtype": "auto", "block_size": "16", "num_gpu_blocks": "4096"}
		}, []string{
			"target model: meta-llama/Llama-3.1-8B-Instruct → Qwen/Qwen3-8B",
			"target version: 0.11.0 → 0.11.1",
			"scale: quick → full",
			"seeds: 1,9223372036854775815 → 2",
			"workload digest: cdcdcdcdcdcd → 999999999999 (follows from the model, scale, seeds change)",
			"deployment gpu: H200 → H100",
			"deployment tp: 1 → 2",
			"cache_config cache_dtype: fp8 → auto",
			"cache_config num_gpu_blocks: (unset) → 4096",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cand := tc.base
			cand.Deployment = cloneMap(tc.base.Deployment)
			cand.CacheConfig = cloneMap(tc.base.CacheConfig)
			tc.change(&cand)
			got := results.Diff(tc.base, cand)
			assert.Equal(t, tc.want, got)
			for _, l := range got {
				assert.NotContains(t, l, canary)
			}
		})
	}
}

func cloneMap(m map[string]string) map[string]string {
	if m == nil {
		return nil
	}
	out := make(map[string]string, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// TestSecretsNeverWritten puts the canary key into every input a run is built from that
// could carry it, and checks that no file Write produces contains it.
func TestSecretsNeverWritten(t *testing.T) {
	tests := []struct {
		name       string
		deployment string // INFERGATE_DEPLOYMENT as the user set it
		baseURL    string
	}{
		{"url_userinfo_and_query", "gpu=H200,tp=1", "http://user:" + canary + "@host/v1?key=" + canary},
		{"deployment_key", "gpu=H200,api_key=" + canary, "http://host/v1"},
		{"deployment_token", "hf_token=" + canary + ",tp=1", "http://host/v1"},
		{"deployment_value", "gpu=H200,note=" + canary, "http://host/v1"},
		{"deployment_bearer", "authorization=Bearer " + canary, "http://host/v1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			r := sampleRun(t)
			r.Manifest.Target.BaseURL = tc.baseURL
			r.Manifest.Target.Replicas = []string{tc.baseURL, tc.baseURL}
			facts, err := results.ParseDeployment(tc.deployment)
			if err != nil {
				assert.ErrorIs(t, err, results.ErrSecret)
				assert.NotContains(t, err.Error(), canary)
			} else {
				r.Manifest.Deployment = facts
			}
			path, err := results.Write(dir, r)
			require.NoError(t, err)
			assertNoCanary(t, dir)
			got, err := results.Read(path)
			require.NoError(t, err)
			assert.Equal(t, "http://host/v1", got.Manifest.Target.BaseURL)
			assert.Equal(t, []string{"http://host/v1", "http://host/v1"}, got.Manifest.Target.Replicas)
		})
	}

	// Facts that bypass ParseDeployment are checked again by Write.
	bypass := []struct {
		name  string
		facts map[string]string
	}{
		{"secret_key", map[string]string{"api_key": canary}},
		{"secret_value", map[string]string{"note": canary}},
		{"key_shaped_key", map[string]string{canary: "1"}},
	}
	for _, tc := range bypass {
		t.Run("write_refuses_"+tc.name, func(t *testing.T) {
			dir := t.TempDir()
			r := sampleRun(t)
			r.Manifest.Deployment = tc.facts
			_, err := results.Write(dir, r)
			require.Error(t, err)
			assert.ErrorIs(t, err, results.ErrSecret)
			assert.NotContains(t, err.Error(), canary)
			assert.Empty(t, listDir(t, dir))
		})
	}
}

// assertNoCanary fails when any file under dir contains the canary.
func assertNoCanary(t testing.TB, dir string) {
	t.Helper()
	n := 0
	require.NoError(t, filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		n++
		assert.NotContains(t, string(data), canary, "%s carries the key", path)
		assert.NotContains(t, string(data), "sk-canary", "%s carries part of the key", path)
		return nil
	}))
	assert.Equal(t, 2, n, "the run file and latest.json")
}

// fileNameRE is the form of a run file's name.
var fileNameRE = regexp.MustCompile(`^\d{8}T\d{6}Z-[A-Za-z0-9._-]+(-\d+)?\.json$`)

func TestFileNameWithoutStartTime(t *testing.T) {
	dir := t.TempDir()
	r := sampleRun(t)
	r.Manifest.StartedAt = time.Time{}
	before := time.Now().UTC().Truncate(time.Second)
	path, err := results.Write(dir, r)
	require.NoError(t, err)
	name := filepath.Base(path)
	require.Regexp(t, fileNameRE, name)
	at, err := time.Parse("20060102T150405Z", name[:16])
	require.NoError(t, err)
	assert.False(t, at.Before(before), "%s is before %s", at, before)
}

func TestSequentialPairedLevel(t *testing.T) {
	// Four looks of 100 requests, 80 % of 0.10 kept for the end, up to 2×: interim
	// looks at 1 − 0.02/3, the end at 0.96, four looks past it at 0.99.
	points := []int{25, 50, 75, 100, 125, 150, 175, 200}
	levels := []float64{1 - 0.02/3, 1 - 0.02/3, 1 - 0.02/3, 0.96, 0.99, 0.99, 0.99, 0.99}
	seq := func(stopped int) *results.Sequential {
		return &results.Sequential{Looks: 4, StoppedAt: stopped, Points: points, Levels: levels}
	}
	tests := []struct {
		name  string
		s     *results.Sequential
		n     int
		want  float64
		found bool
	}{
		{"the baseline stopped at the planned end, the candidate ran on", seq(7), 100, 0.92, true},
		{"the candidate ran to its maximum", seq(0), 100, 0.92, true},
		{"the baseline ran on to 140: from the look at 150", seq(8), 140, 1 - 0.03, true},
		{"the baseline stopped early at 60: from the look at 75", seq(5), 60, 1 - 0.02/3 - 0.08, true},
		{"the candidate stopped before the baseline's end", seq(4), 120, 0, false},
		{"no looks recorded (an older file)", &results.Sequential{Looks: 4, StoppedAt: 5}, 100, 0, false},
		{"no baseline requests", seq(7), 0, 0, false},
		{"a nil record", nil, 100, 0, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := tc.s.PairedLevel(tc.n)
			require.Equal(t, tc.found, ok)
			assert.InDelta(t, tc.want, got, 1e-12)
		})
	}
}

// TestRecordReasoningFields: ttfo and reasoning_tokens are optional in a record, so
// that files written before them read as before (no first output token kept, no
// thinking) and a run without a reasoning model writes the records it always wrote.
func TestRecordReasoningFields(t *testing.T) {
	tests := []struct {
		name string
		json string
		want results.Record
	}{
		{"older-file", `{"id":"a","trial":0,"class":"ok","ttft":0.5,"e2el":2,"output_tokens":8,"prompt_tokens":4}`,
			results.Record{ID: "a", Class: "ok", TTFT: 0.5, E2EL: 2, OutputTokens: 8, PromptTokens: 4}},
		{"plain-model", `{"id":"b","trial":0,"class":"ok","ttft":0.5,"e2el":2,"ttfo":0.5,"output_tokens":8,"prompt_tokens":4}`,
			results.Record{ID: "b", Class: "ok", TTFT: 0.5, E2EL: 2, TTFO: 0.5, OutputTokens: 8, PromptTokens: 4}},
		{"reasoning-model", `{"id":"c","trial":0,"class":"ok","ttft":0.5,"e2el":2,"ttfo":1.25,"reasoning_tokens":6,"output_tokens":8,"prompt_tokens":4}`,
			results.Record{ID: "c", Class: "ok", TTFT: 0.5, E2EL: 2, TTFO: 1.25, ReasoningTokens: 6, OutputTokens: 8, PromptTokens: 4}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got results.Record
			require.NoError(t, json.Unmarshal([]byte(tt.json), &got))
			assert.Equal(t, tt.want, got)
			out, err := json.Marshal(got)
			require.NoError(t, err)
			assert.JSONEq(t, tt.json, string(out), "written back as read")
		})
	}
}

// TestGatesFor: the plan-wide gates apply to every cell; a cells pattern that matches
// replaces the gates of the metrics it names, later patterns winning, and leaves the
// other metrics' gates.
func TestGatesFor(t *testing.T) {
	gates := []results.Gate{
		{Metric: "ttft", Expr: "p(95) <= +10%"},
		{Metric: "e2el", Expr: "p(95) <= +5%"},
		{Metric: "ttft", Expr: "p(90) <= +10%", Cells: "long-doc/*/*"},
		{Metric: "ttft", Expr: "p(75) <= +10%", Cells: "long-doc/*/low"},
		{Metric: "e2el", Expr: "p(90) <= +5%", Cells: "*/reused/*"},
	}
	tests := []struct {
		name string
		cell results.Cell
		want []string
	}{
		{"plan-wide", results.Cell{Workload: "short-chat", Prefix: "fresh", Load: "low"}, []string{"ttft p(95) <= +10%", "e2el p(95) <= +5%"}},
		{"one pattern", results.Cell{Workload: "long-doc", Prefix: "fresh", Load: "peak"}, []string{"e2el p(95) <= +5%", "ttft p(90) <= +10%"}},
		{"later pattern wins", results.Cell{Workload: "long-doc", Prefix: "fresh", Load: "low"}, []string{"e2el p(95) <= +5%", "ttft p(75) <= +10%"}},
		{"two metrics replaced", results.Cell{Workload: "long-doc", Prefix: "reused", Load: "low"}, []string{"ttft p(75) <= +10%", "e2el p(90) <= +5%"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, g := range results.GatesFor(gates, &tt.cell) {
				got = append(got, g.Metric+" "+g.Expr)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("gates (-want +got):\n%s", diff)
			}
		})
	}
	assert.False(t, results.CellMatches("long-doc/*", "long-doc", "fresh", "low"), "a pattern of two parts matches nothing")
	assert.True(t, results.CellMatches("*", "a", "b", "c"))
}

// TestReadRejectsBadGateCells: a results file whose compare gate has a cells pattern
// that cannot match any cell is refused, naming the gate, rather than read with the
// gate silently dropped from every cell.
func TestReadRejectsBadGateCells(t *testing.T) {
	for _, tt := range []struct{ cells, want string }{
		{"long-doc/*", `cells pattern "long-doc/*" has 2 part(s)`},
		{"long-doc//low", `cells pattern "long-doc//low": "" is not a name`},
		{"long-doc/[/low", `cells pattern "long-doc/[/low": "[" is not a name`},
	} {
		t.Run(tt.cells, func(t *testing.T) {
			r := &results.Run{Schema: results.Schema}
			r.Manifest.Plan.Compare = []results.Gate{{Metric: "ttft", Expr: "p(90) <= +10%", Cells: tt.cells}}
			p, err := results.Write(t.TempDir(), r)
			require.NoError(t, err)
			_, err = results.Read(p)
			require.Error(t, err)
			assert.Contains(t, err.Error(), "manifest.plan.compare[0] (ttft p(90) <= +10%)")
			assert.Contains(t, err.Error(), tt.want)
		})
	}
	r := &results.Run{Schema: results.Schema}
	r.Manifest.Plan.Compare = []results.Gate{{Metric: "ttft", Expr: "p(90) <= +10%", Cells: "long-doc/*/low"}}
	p, err := results.Write(t.TempDir(), r)
	require.NoError(t, err)
	got, err := results.Read(p)
	require.NoError(t, err)
	assert.Equal(t, "long-doc/*/low", got.Manifest.Plan.Compare[0].Cells, "a gate's cells pattern survives the file")
}
