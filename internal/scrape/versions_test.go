package scrape_test

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/scrape"
)

// The expositions read here are written by testdata/gen_expositions.py with the real
// prometheus_client; the figures each test expects are the cells scripted there.

// readShape returns the text of testdata/<shape>-<when>.txt.
func readShape(t testing.TB, shape, when string) string {
	t.Helper()
	b, err := os.ReadFile("testdata/" + shape + "-" + when + ".txt")
	require.NoError(t, err)
	return string(b)
}

// parseText parses an exposition as a snapshot of canonURL.
func parseText(t testing.TB, text string) *scrape.Snapshot {
	t.Helper()
	s, err := scrape.Parse(strings.NewReader(text), canonURL, time.Unix(1764400000, 0))
	require.NoError(t, err)
	return s
}

// loadShape parses testdata/<shape>-before.txt and -after.txt.
func loadShape(t testing.TB, shape string) (before, after *scrape.Snapshot) {
	t.Helper()
	return parseText(t, readShape(t, shape, "before")), parseText(t, readShape(t, shape, "after"))
}

// twoModels is the exposition name (a v0.10 shape) with a second model_name, "second",
// as a proxy aggregating two servers would show.
func twoModels(t testing.TB, name string) *scrape.Snapshot {
	t.Helper()
	text := readShape(t, strings.TrimSuffix(strings.TrimSuffix(name, "-before"), "-after"), name[strings.LastIndex(name, "-")+1:])
	const typ = "# TYPE vllm:num_requests_waiting gauge\n"
	require.Contains(t, text, typ)
	text = strings.Replace(text, typ, typ+`vllm:num_requests_waiting{engine="0",model_name="second"} 0.0`+"\n", 1)
	return parseText(t, text)
}

// shapeWant is what a shape's cell must read as.
type shapeWant struct {
	shape, model                   string
	queries, hits, ratio           float64
	unit                           string
	preemptions, prompt, gen, reqs float64
	success                        map[string]float64
	ttftMean                       float64
	names                          map[string]string // Cell.MetricNames, every entry
	blockSize                      string
	engines                        string
	waiting, kv                    float64 // sampled maxima over before → after
	kvSource                       string  // in MaxKVUsage's Source
}

var shapes = []shapeWant{
	{
		shape: "v0.8.5", model: "meta-llama/Llama-3.1-8B-Instruct",
		// 400 blocks queried, 304 hit, block_size 16.
		queries: 6400, hits: 4864, ratio: 0.76, unit: scrape.UnitTokens,
		preemptions: 3, prompt: 6400, gen: 1600, reqs: 16,
		success:  map[string]float64{"stop": 8, "length": 8, "abort": 0},
		ttftMean: 0.3,
		names: map[string]string{
			scrape.MetricPrefixCacheQueries: scrape.MetricGPUPrefixCacheQueries,
			scrape.MetricPrefixCacheHits:    scrape.MetricGPUPrefixCacheHits,
			scrape.MetricKVCacheUsage:       scrape.MetricGPUCacheUsage,
		},
		blockSize: "16", engines: "", waiting: 4, kv: 0.62, kvSource: "max of vllm:gpu_cache_usage_perc{",
	},
	{
		shape: "v0.10", model: "llama-8b",
		queries: 10000, hits: 6400, ratio: 0.64, unit: scrape.UnitTokens,
		preemptions: 0, prompt: 10000, gen: 500, reqs: 10,
		success:  map[string]float64{"stop": 6, "length": 4, "abort": 0},
		ttftMean: 0.15,
		names: map[string]string{
			scrape.MetricPrefixCacheQueries: scrape.MetricPrefixCacheQueries,
			scrape.MetricPrefixCacheHits:    scrape.MetricPrefixCacheHits,
			scrape.MetricKVCacheUsage:       scrape.MetricKVCacheUsage,
		},
		blockSize: "16", engines: "0", waiting: 2, kv: 0.35, kvSource: "max of vllm:kv_cache_usage_perc{",
	},
	{
		shape: "v0.11-multiproc", model: "Qwen/Qwen3-8B",
		queries: 6144, hits: 3072, ratio: 0.5, unit: scrape.UnitTokens,
		preemptions: 2, prompt: 6144, gen: 768, reqs: 12,
		success:  map[string]float64{"stop": 12, "length": 0, "abort": 0},
		ttftMean: 0.07,
		names: map[string]string{
			scrape.MetricPrefixCacheQueries: scrape.MetricPrefixCacheQueries,
			scrape.MetricKVCacheUsage:       scrape.MetricKVCacheUsage,
		},
		// kv: pid 102's 0.55 after the cell, not pid 101's stale 0.9.
		blockSize: "16", engines: "0", waiting: 3, kv: 0.55,
		kvSource: "(per engine, the API server process series that changed last)",
	},
	{
		shape: "current-multiproc", model: "Qwen/Qwen3-8B",
		queries: 16384, hits: 12288, ratio: 0.75, unit: scrape.UnitTokens,
		preemptions: 0, prompt: 16384, gen: 1024, reqs: 8,
		success:  map[string]float64{"stop": 6, "length": 2, "abort": 0},
		ttftMean: 0.5,
		names: map[string]string{
			scrape.MetricPrefixCacheQueries: scrape.MetricPrefixCacheQueries,
			scrape.MetricKVCacheUsage:       scrape.MetricKVCacheUsage,
		},
		blockSize: "16", engines: "0", waiting: 7, kv: 0.81, kvSource: "max of vllm:kv_cache_usage_perc{",
	},
	{
		shape: "current-dp2", model: "Qwen/Qwen3-8B",
		queries: 3000, hits: 1500, ratio: 0.5, unit: scrape.UnitTokens,
		preemptions: 1, prompt: 3000, gen: 300, reqs: 10,
		success:  map[string]float64{"stop": 10, "length": 0, "abort": 0},
		ttftMean: 0.25,
		names: map[string]string{
			scrape.MetricPrefixCacheQueries: scrape.MetricPrefixCacheQueries,
			scrape.MetricKVCacheUsage:       scrape.MetricKVCacheUsage,
		},
		// waiting: 2 + 5 over the engines; kv: the fuller engine.
		blockSize: "16", engines: "0,1", waiting: 7, kv: 0.6, kvSource: "max of vllm:kv_cache_usage_perc{",
	},
}

// TestSummarizeShapes reads each generated exposition pair as a cell.
func TestSummarizeShapes(t *testing.T) {
	for _, w := range shapes {
		t.Run(w.shape, func(t *testing.T) {
			before, after := loadShape(t, w.shape)
			c := scrape.Summarize(before, after, nil, w.model)
			checkValue(t, "PrefixCacheQueries", c.PrefixCacheQueries, w.queries, "")
			checkValue(t, "PrefixCacheHits", c.PrefixCacheHits, w.hits, "")
			checkValue(t, "PrefixHitRatio", c.PrefixHitRatio, w.ratio, "")
			assert.Equal(t, w.unit, c.PrefixCacheUnit, "PrefixCacheUnit")
			checkValue(t, "Preemptions", c.Preemptions, w.preemptions, "")
			checkValue(t, "PromptTokens", c.PromptTokens, w.prompt, "")
			checkValue(t, "GenerationTokens", c.GenerationTokens, w.gen, "")
			checkValue(t, "Requests", c.Requests, w.reqs, "")
			for reason, want := range w.success {
				checkValue(t, "Success["+reason+"]", c.Success[reason], want, "")
			}
			checkValue(t, "TTFT.Observations", c.TTFT.Observations, w.reqs, "")
			checkValue(t, "TTFT.Mean", c.TTFT.Mean(), w.ttftMean, "")
			checkValue(t, "E2E.Observations", c.E2E.Observations, w.reqs, "")
			checkValue(t, "QueueTime.Observations", c.QueueTime.Observations, w.reqs, "")
			for current, found := range w.names {
				assert.Equal(t, found, c.MetricNames[current], "MetricNames[%s]", current)
			}
			assert.Equal(t, scrape.MetricTTFT, c.MetricNames[scrape.MetricTTFT], "MetricNames[TTFT]")
			assert.Equal(t, w.model, c.ModelName)
			assert.Empty(t, c.ModelNote)
			assert.Equal(t, w.blockSize, c.CacheConfig["block_size"], "CacheConfig[block_size]")
			assert.Equal(t, w.engines, c.CacheConfig["engine"], "CacheConfig[engine]")
			assert.NotContains(t, c.CacheConfig, scrape.LabelPID)
		})
	}
}

// serveSequence serves texts in order, one per scrape, then the last one forever, and
// returns the /metrics URL and a client.
func serveSequence(t testing.TB, texts ...string) (*http.Client, string, *atomic.Int64) {
	t.Helper()
	var n atomic.Int64
	srv := serve(t, func(w http.ResponseWriter, r *http.Request) {
		i := int(n.Add(1)) - 1
		w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
		_, _ = w.Write([]byte(texts[min(i, len(texts)-1)]))
	})
	return client(t, nil), srv.URL + "/metrics", &n
}

// sampleSequence samples CellGauges over texts served one per scrape, for a few scrapes
// past the last.
func sampleSequence(t *testing.T, model string, texts ...string) map[string]scrape.Value {
	t.Helper()
	hc, url, n := serveSequence(t, texts...)
	sm := scrape.New(url, hc).Sample(context.Background(), 2*time.Millisecond, scrape.ModelMatch(model), scrape.CellGauges()...)
	require.Eventually(t, func() bool { return n.Load() >= int64(len(texts)+2) }, 10*time.Second, time.Millisecond)
	return sm.Stop()
}

// TestSampleShapes samples the gauges of each shape over its before and after
// expositions: old names, per-process series and engines are combined by the gauges'
// semantics.
func TestSampleShapes(t *testing.T) {
	for _, w := range shapes {
		t.Run(w.shape, func(t *testing.T) {
			got := sampleSequence(t, w.model, readShape(t, w.shape, "before"), readShape(t, w.shape, "after"))
			checkValue(t, "MaxWaiting", got[scrape.MetricRequestsWaiting], w.waiting, "")
			checkValue(t, "MaxKVUsage", got[scrape.MetricKVCacheUsage], w.kv, "")
			assert.Contains(t, got[scrape.MetricKVCacheUsage].Source, w.kvSource)
		})
	}
}

// TestSampleStalePerProcessSeries: per-process series that disagree and never change
// tell nothing about the current value, which is then unavailable rather than the max.
func TestSampleStalePerProcessSeries(t *testing.T) {
	got := sampleSequence(t, "Qwen/Qwen3-8B", readShape(t, "v0.11-multiproc", "before"))
	checkValue(t, "MaxKVUsage", got[scrape.MetricKVCacheUsage], 0,
		`metric "vllm:kv_cache_usage_perc" at http://127.0.0.1:|one series per API server process (label pid) that disagree|none has changed`)
	checkValue(t, "MaxWaiting", got[scrape.MetricRequestsWaiting], 1, "")
}

// TestProcessSeriesAgree: per-process series that agree need no change to be read.
func TestProcessSeriesAgree(t *testing.T) {
	text := "# TYPE vllm:kv_cache_usage_perc gauge\n" +
		`vllm:kv_cache_usage_perc{engine="0",model_name="m",pid="1"} 0.25` + "\n" +
		`vllm:kv_cache_usage_perc{engine="0",model_name="m",pid="2"} 0.25` + "\n" +
		`vllm:kv_cache_usage_perc{engine="1",model_name="m",pid="1"} 0.5` + "\n"
	got := sampleSequence(t, "m", text)
	checkValue(t, "MaxKVUsage", got[scrape.MetricKVCacheUsage], 0.5, "")
}

func TestGaugeAggregation(t *testing.T) {
	for name, want := range map[string]string{
		scrape.MetricRequestsWaiting: scrape.AggregateSum,
		scrape.MetricRequestsRunning: scrape.AggregateSum,
		scrape.MetricKVCacheUsage:    scrape.AggregateMax,
		scrape.MetricGPUCacheUsage:   scrape.AggregateMax,
	} {
		assert.Equal(t, want, scrape.GaugeAggregation(name), name)
	}
}

// TestBlockCountedWithoutBlockSize: without vllm:cache_config_info, 0.8's block counts
// stay blocks and the ratio is still judged.
func TestBlockCountedWithoutBlockSize(t *testing.T) {
	drop := func(text string) string {
		var keep []string
		for _, l := range strings.SplitAfter(text, "\n") {
			if !strings.Contains(l, "vllm:cache_config_info") {
				keep = append(keep, l)
			}
		}
		return strings.Join(keep, "")
	}
	before := parseText(t, drop(readShape(t, "v0.8.5", "before")))
	after := parseText(t, drop(readShape(t, "v0.8.5", "after")))
	c := scrape.Summarize(before, after, nil, "")
	checkValue(t, "PrefixCacheQueries", c.PrefixCacheQueries, 400, "")
	checkValue(t, "PrefixCacheHits", c.PrefixCacheHits, 304, "")
	checkValue(t, "PrefixHitRatio", c.PrefixHitRatio, 0.76, "")
	assert.Equal(t, scrape.UnitBlocks, c.PrefixCacheUnit)
	assert.Contains(t, c.PrefixCacheQueries.Source, "KV blocks, not tokens")
	assert.Contains(t, c.PrefixHitRatio.Source, "both count KV blocks: the ratio is unit-free")
	assert.False(t, c.CacheConfigInfo.OK)
}

// TestSummarizeConvertedSource: a converted block count says so.
func TestSummarizeConvertedSource(t *testing.T) {
	before, after := loadShape(t, "v0.8.5")
	c := scrape.Summarize(before, after, nil, "")
	assert.Contains(t, c.PrefixCacheQueries.Source, "vllm:gpu_prefix_cache_queries_total delta at "+canonURL+" × block_size 16")
}

// TestSummarizeModelMapping: an alias or a LoRA adapter has no series of its own; the
// server's only model_name is read, and every figure says so.
func TestSummarizeModelMapping(t *testing.T) {
	before, after := loadShape(t, "v0.10")
	tests := []struct {
		name, model, wantNote string
	}{
		{name: "alias", model: "llama", wantNote: `model "llama" has no series at ` + canonURL +
			`; read model_name "llama-8b", the only one it exports (vLLM labels metrics with the first --served-model-name: "llama" is another alias or a LoRA adapter)`},
		{name: "lora-adapter", model: "sql-lora", wantNote: `model "sql-lora" is a LoRA adapter (vllm:lora_requests_info lists it): read its base model_name "llama-8b"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := scrape.Summarize(before, after, nil, tt.model)
			assert.Equal(t, "llama-8b", c.ModelName)
			assert.Contains(t, c.ModelNote, tt.wantNote)
			checkValue(t, "PromptTokens", c.PromptTokens, 10000, "")
			checkValue(t, "PrefixHitRatio", c.PrefixHitRatio, 0.64, "")
			suffix := `(model "` + tt.model + `" read as model_name "llama-8b")`
			assert.Contains(t, c.PromptTokens.Source, `vllm:prompt_tokens_total{model_name="llama-8b"} delta`)
			assert.True(t, strings.HasSuffix(c.PromptTokens.Source, suffix), c.PromptTokens.Source)
			assert.True(t, strings.HasSuffix(c.Success["stop"].Source, suffix), c.Success["stop"].Source)

			got := sampleSequence(t, tt.model, readShape(t, "v0.10", "before"), readShape(t, "v0.10", "after"))
			checkValue(t, "MaxWaiting", got[scrape.MetricRequestsWaiting], 2, "")
			assert.True(t, strings.HasSuffix(got[scrape.MetricRequestsWaiting].Source, suffix), got[scrape.MetricRequestsWaiting].Source)
		})
	}
	t.Run("several-models", func(t *testing.T) {
		c := scrape.Summarize(twoModels(t, "v0.10-before"), twoModels(t, "v0.10-after"), nil, "llama")
		want := `the server exports model_name "llama-8b", "second", none of them "llama", so no series can be attributed to it`
		checkValue(t, "PromptTokens", c.PromptTokens, 0, `has no series with {model_name="llama"}: `+want)
		checkValue(t, "PrefixHitRatio", c.PrefixHitRatio, 0, want)
		assert.Empty(t, c.ModelNote)
		assert.Equal(t, []string{"llama-8b", "second"}, twoModels(t, "v0.10-after").ModelNames())
	})
}

// TestDisabledLogStats: a vLLM without engine metrics is said to be one.
func TestDisabledLogStats(t *testing.T) {
	const want = "the server exports no engine metrics: vLLM started with --disable-log-stats?"
	before, after := loadShape(t, "nostats")
	c := scrape.Summarize(before, after, nil, "m")
	for name, v := range map[string]scrape.Value{
		"PrefixCacheQueries": c.PrefixCacheQueries, "PrefixHitRatio": c.PrefixHitRatio, "Preemptions": c.Preemptions,
		"PromptTokens": c.PromptTokens, "TTFT": c.TTFT.Observations, "CacheConfigInfo": c.CacheConfigInfo,
	} {
		checkValue(t, name, v, 0, `metric "vllm:|`+want)
		assert.NotContains(t, v.Reason, "older name", name)
	}
	got := sampleSequence(t, "m", readShape(t, "nostats", "after"))
	checkValue(t, "MaxKVUsage", got[scrape.MetricKVCacheUsage], 0, want)
	checkValue(t, "MaxWaiting", got[scrape.MetricRequestsWaiting], 0, want)
	// The HTTP metrics are still there.
	checkValue(t, "http_requests_total", after.Counter("http_requests_total", nil), 11, "")
}

// TestMissingNamesNamed: a metric missing under every name says which were tried, and
// a V0 engine is recognised.
func TestMissingNamesNamed(t *testing.T) {
	text := "# TYPE vllm:prompt_tokens_total counter\n" + `vllm:prompt_tokens_total{model_name="m"} 5` + "\n" +
		"# TYPE vllm:gpu_prefix_cache_hit_rate gauge\n" + `vllm:gpu_prefix_cache_hit_rate{model_name="m"} 0.5` + "\n"
	s := parseText(t, text)
	c := scrape.Summarize(s, s, nil, "m")
	checkValue(t, "PrefixCacheQueries", c.PrefixCacheQueries, 0, `metric "vllm:prefix_cache_queries_total" not exported by `+canonURL+
		` (nor under its older name "vllm:gpu_prefix_cache_queries_total" (vLLM before 0.9.2; hidden in 0.11, removed in 0.12); `+
		`the server runs vLLM's V0 engine`)
	checkValue(t, "PromptTokens", c.PromptTokens, 0, "")
	assert.NotContains(t, c.MetricNames, scrape.MetricPrefixCacheQueries)
	assert.Equal(t, scrape.MetricPromptTokens, c.MetricNames[scrape.MetricPromptTokens])
}

func TestAlternatives(t *testing.T) {
	assert.Equal(t, []string{scrape.MetricPrefixCacheQueries, scrape.MetricGPUPrefixCacheQueries}, scrape.Alternatives(scrape.MetricPrefixCacheQueries))
	assert.Equal(t, []string{scrape.MetricKVCacheUsage, scrape.MetricGPUCacheUsage}, scrape.Alternatives(scrape.MetricKVCacheUsage))
	assert.Equal(t, []string{scrape.MetricPreemptions}, scrape.Alternatives(scrape.MetricPreemptions))

	// v0.10 exports both generations: the current one wins; v0.8.5 only the old.
	_, v010 := loadShape(t, "v0.10")
	_, v085 := loadShape(t, "v0.8.5")
	assert.Equal(t, scrape.MetricKVCacheUsage, v010.Resolve(scrape.MetricKVCacheUsage, nil))
	assert.Equal(t, scrape.MetricGPUCacheUsage, v085.Resolve(scrape.MetricKVCacheUsage, nil))
	assert.Equal(t, scrape.MetricKVCacheUsage, (*scrape.Snapshot)(nil).Resolve(scrape.MetricKVCacheUsage, nil))
}

// TestCellJSONRecordsNames: the manifest gets the names found, the unit and the model.
func TestCellJSONRecordsNames(t *testing.T) {
	before, after := loadShape(t, "v0.8.5")
	b, err := json.Marshal(scrape.Summarize(before, after, nil, "meta-llama/Llama-3.1-8B-Instruct"))
	require.NoError(t, err)
	var got struct {
		MetricNames map[string]string `json:"metric_names"`
		Unit        string            `json:"prefix_cache_unit"`
		ModelName   string            `json:"model_name"`
	}
	require.NoError(t, json.Unmarshal(b, &got))
	assert.Equal(t, scrape.MetricGPUPrefixCacheQueries, got.MetricNames[scrape.MetricPrefixCacheQueries])
	assert.Equal(t, scrape.MetricGPUCacheUsage, got.MetricNames[scrape.MetricKVCacheUsage])
	assert.Equal(t, scrape.UnitTokens, got.Unit)
	assert.Equal(t, "meta-llama/Llama-3.1-8B-Instruct", got.ModelName)
}
