package metrics_test

import (
	"maps"
	"math"
	"mime"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/sim/engine"
	"github.com/infergate/infergate/internal/sim/metrics"
)

// vLLM's bucket layouts, written out again (not taken from the package) so that a
// typo on either side fails the test.
var (
	vllmIterationTokens = []float64{1, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384}
	vllmTTFT            = []float64{0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1, 0.25, 0.5, 0.75, 1.0, 2.5, 5.0, 7.5, 10.0, 20.0, 40.0, 80.0, 160.0, 640.0, 2560.0}
	vllmITL             = []float64{0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1.0, 2.5, 5.0, 7.5, 10.0, 20.0, 40.0, 80.0}
	vllmLatency         = []float64{0.3, 0.5, 0.8, 1.0, 1.5, 2.0, 2.5, 5.0, 10.0, 15.0, 20.0, 30.0, 40.0, 50.0, 60.0, 120.0, 240.0, 480.0, 960.0, 1920.0, 7680.0}
	// vLLM's build_1_2_5_buckets(16384), the tiny preset's max_model_len.
	vllm125Tiny = []float64{1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000}
)

func tinyConfig(t testing.TB) engine.Config {
	t.Helper()
	cfg, err := engine.Preset("tiny")
	require.NoError(t, err)
	return cfg
}

// scrape serves one GET /metrics from h and parses the text body, with the legacy
// name rules so that a name a classic Prometheus could not ingest fails the test.
func scrape(t testing.TB, h http.Handler) map[string]*dto.MetricFamily {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	require.Equal(t, http.StatusOK, rec.Code, "GET /metrics status")
	p := expfmt.NewTextParser(model.LegacyValidation)
	mfs, err := p.TextToMetricFamilies(rec.Body)
	require.NoError(t, err, "parse /metrics body")
	return mfs
}

// only returns the single series of family name.
func only(t testing.TB, mfs map[string]*dto.MetricFamily, name string) *dto.Metric {
	t.Helper()
	mf, ok := mfs[name]
	require.True(t, ok, "family %s missing", name)
	require.Len(t, mf.GetMetric(), 1, "series of %s", name)
	return mf.GetMetric()[0]
}

func labelsOf(m *dto.Metric) map[string]string {
	l := make(map[string]string, len(m.GetLabel()))
	for _, p := range m.GetLabel() {
		l[p.GetName()] = p.GetValue()
	}
	return l
}

// bounds returns the finite bucket upper bounds of h, after checking that the text
// ends with the +Inf bucket holding every observation.
func bounds(t testing.TB, h *dto.Histogram) []float64 {
	t.Helper()
	bk := h.GetBucket()
	require.NotEmpty(t, bk, "histogram has no buckets")
	last := bk[len(bk)-1]
	require.True(t, math.IsInf(last.GetUpperBound(), 1), "last bucket le=%g, want +Inf", last.GetUpperBound())
	assert.Equal(t, h.GetSampleCount(), last.GetCumulativeCount(), "+Inf bucket vs sample count")
	var b []float64
	for _, x := range bk[:len(bk)-1] {
		b = append(b, x.GetUpperBound())
	}
	return b
}

// cumulative returns the cumulative count of the bucket with upper bound le.
func cumulative(t testing.TB, h *dto.Histogram, le float64) uint64 {
	t.Helper()
	for _, bk := range h.GetBucket() {
		if bk.GetUpperBound() == le {
			return bk.GetCumulativeCount()
		}
	}
	t.Fatalf("no bucket le=%g", le)
	return 0
}

func TestFamilies(t *testing.T) {
	// family is what the scrape says about one metric family. Its fields are exported
	// for go-cmp.
	type family struct {
		Type   dto.MetricType
		Help   string
		Labels []string // label names, sorted
	}
	perEngine := []string{"engine", "model_name"}
	withReason := []string{"engine", "finished_reason", "model_name"}
	cacheConfig := []string{"block_size", "cache_dtype", "enable_prefix_caching", "gpu_memory_utilization", "num_gpu_blocks", "prefix_caching_hash_algo"}
	// The families both versions export under the same names.
	common := map[string]family{
		"vllm:num_requests_running":           {dto.MetricType_GAUGE, "Number of requests in model execution batches.", perEngine},
		"vllm:num_requests_waiting":           {dto.MetricType_GAUGE, "Number of requests waiting to be processed.", perEngine},
		"vllm:num_preemptions_total":          {dto.MetricType_COUNTER, "Cumulative number of preemption from the engine.", perEngine},
		"vllm:prompt_tokens_total":            {dto.MetricType_COUNTER, "Number of prefill tokens processed.", perEngine},
		"vllm:generation_tokens_total":        {dto.MetricType_COUNTER, "Number of generation tokens processed.", perEngine},
		"vllm:request_success_total":          {dto.MetricType_COUNTER, "Count of successfully processed requests.", withReason},
		"vllm:iteration_tokens_total":         {dto.MetricType_HISTOGRAM, "Histogram of number of tokens per engine_step.", perEngine},
		"vllm:time_to_first_token_seconds":    {dto.MetricType_HISTOGRAM, "Histogram of time to first token in seconds.", perEngine},
		"vllm:e2e_request_latency_seconds":    {dto.MetricType_HISTOGRAM, "Histogram of e2e request latency in seconds.", perEngine},
		"vllm:request_queue_time_seconds":     {dto.MetricType_HISTOGRAM, "Histogram of time spent in WAITING phase for request.", perEngine},
		"vllm:request_prefill_time_seconds":   {dto.MetricType_HISTOGRAM, "Histogram of time spent in PREFILL phase for request.", perEngine},
		"vllm:request_decode_time_seconds":    {dto.MetricType_HISTOGRAM, "Histogram of time spent in DECODE phase for request.", perEngine},
		"vllm:request_inference_time_seconds": {dto.MetricType_HISTOGRAM, "Histogram of time spent in RUNNING phase for request.", perEngine},
		"vllm:request_prompt_tokens":          {dto.MetricType_HISTOGRAM, "Number of prefill tokens processed.", perEngine},
		"vllm:request_generation_tokens":      {dto.MetricType_HISTOGRAM, "Number of generation tokens processed.", perEngine},
		"vllm:request_params_max_tokens":      {dto.MetricType_HISTOGRAM, "Histogram of the max_tokens request parameter.", perEngine},
	}
	with := func(extra map[string]family) map[string]family {
		out := maps.Clone(common)
		maps.Copy(out, extra)
		return out
	}
	tests := []struct {
		name string
		m    *metrics.Metrics
		want map[string]family
	}{
		{
			name: "current",
			m:    metrics.New(tinyConfig(t)),
			want: with(map[string]family{
				"vllm:kv_cache_usage_perc":                   {dto.MetricType_GAUGE, "KV-cache usage. 1 means 100 percent usage.", perEngine},
				"vllm:prefix_cache_queries_total":            {dto.MetricType_COUNTER, "Prefix cache queries, in terms of number of queried tokens.", perEngine},
				"vllm:prefix_cache_hits_total":               {dto.MetricType_COUNTER, "Prefix cache hits, in terms of number of cached tokens.", perEngine},
				"vllm:inter_token_latency_seconds":           {dto.MetricType_HISTOGRAM, "Histogram of inter-token latency in seconds.", perEngine},
				"vllm:request_time_per_output_token_seconds": {dto.MetricType_HISTOGRAM, "Histogram of time_per_output_token_seconds per request.", perEngine},
				// vLLM sets no model_name on it, and the engine label since the engine index
				// came in.
				"vllm:cache_config_info": {dto.MetricType_GAUGE, "Information of the LLMEngine CacheConfig", sorted(append([]string{"engine"}, cacheConfig...))},
			}),
		},
		{
			name: "vllm-0.8.5",
			m:    metrics.NewVersion(tinyConfig(t), metrics.V085),
			want: with(map[string]family{
				"vllm:gpu_cache_usage_perc":           {dto.MetricType_GAUGE, "GPU KV-cache usage. 1 means 100 percent usage.", perEngine},
				"vllm:gpu_prefix_cache_queries_total": {dto.MetricType_COUNTER, "GPU prefix cache queries, in terms of number of queried blocks.", perEngine},
				"vllm:gpu_prefix_cache_hits_total":    {dto.MetricType_COUNTER, "GPU prefix cache hits, in terms of number of cached blocks.", perEngine},
				"vllm:time_per_output_token_seconds":  {dto.MetricType_HISTOGRAM, "Histogram of time per output token in seconds.", perEngine},
				"vllm:cache_config_info":              {dto.MetricType_GAUGE, "Information of the LLMEngine CacheConfig", cacheConfig},
			}),
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mfs := scrape(t, tt.m.Handler()) // before any traffic: every family must already be there
			got := make(map[string]family, len(mfs))
			for name, mf := range mfs {
				f := family{Type: mf.GetType(), Help: mf.GetHelp()}
				if len(mf.GetMetric()) > 0 {
					f.Labels = sorted(slices.Collect(maps.Keys(labelsOf(mf.GetMetric()[0]))))
				}
				got[name] = f
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("families mismatch (-want +got):\n%s", diff)
			}

			for name, mf := range mfs {
				require.NotEmpty(t, mf.GetMetric(), "%s has no series before traffic", name)
				for _, s := range mf.GetMetric() {
					l := labelsOf(s)
					if _, ok := l["model_name"]; ok {
						assert.Equal(t, "tiny", l["model_name"], "%s model_name", name)
					}
					if _, ok := l["engine"]; ok {
						assert.Equal(t, "0", l["engine"], "%s engine", name)
					}
				}
			}

			gathered, err := tt.m.Registry().Gather()
			require.NoError(t, err)
			assert.Len(t, gathered, len(mfs), "Registry().Gather() families vs scraped families")
		})
	}
}

func sorted(s []string) []string {
	slices.Sort(s)
	return s
}

// TestVersionCounting feeds the same steps to both versions: today's counts the prefix
// cache in tokens, 0.8.5's the same lookups in blocks, and each exports the gauge and
// the inter-token histogram under its own name only.
func TestVersionCounting(t *testing.T) {
	steps := []engine.StepStats{
		{
			Shape: engine.StepShape{Seqs: 2, Tokens: 130}, Running: 2, KVUsage: 0.25,
			PrefixQueries: 130, PrefixHits: 64, PrefixQueryBlocks: 7, PrefixHitBlocks: 4,
			TTFTs: []time.Duration{10 * time.Millisecond}, ITLs: []time.Duration{20 * time.Millisecond},
		},
		{
			Shape: engine.StepShape{Seqs: 1, Tokens: 1, Decodes: 1}, Running: 1, KVUsage: 0.375,
			ITLs: []time.Duration{30 * time.Millisecond},
		},
	}
	tests := []struct {
		name                        string
		version                     metrics.Version
		kvUsage, queries, hits, itl string
		wantQueries, wantHits       float64
		absent                      []string
	}{
		{
			name: "current", version: metrics.Current,
			kvUsage: "vllm:kv_cache_usage_perc", queries: "vllm:prefix_cache_queries_total", hits: "vllm:prefix_cache_hits_total",
			itl: "vllm:inter_token_latency_seconds", wantQueries: 130, wantHits: 64,
			absent: []string{"vllm:gpu_cache_usage_perc", "vllm:gpu_prefix_cache_queries_total", "vllm:gpu_prefix_cache_hits_total", "vllm:time_per_output_token_seconds"},
		},
		{
			name: "vllm-0.8.5-counts-blocks", version: metrics.V085,
			kvUsage: "vllm:gpu_cache_usage_perc", queries: "vllm:gpu_prefix_cache_queries_total", hits: "vllm:gpu_prefix_cache_hits_total",
			itl: "vllm:time_per_output_token_seconds", wantQueries: 7, wantHits: 4,
			absent: []string{"vllm:kv_cache_usage_perc", "vllm:prefix_cache_queries_total", "vllm:prefix_cache_hits_total", "vllm:inter_token_latency_seconds", "vllm:request_time_per_output_token_seconds"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := metrics.NewVersion(tinyConfig(t), tt.version)
			for i := range steps {
				m.ObserveStep(&steps[i])
			}
			m.ObserveFinish(&engine.RequestStats{Arrival: 0, FirstScheduled: 0, FirstToken: time.Second, LastToken: 3 * time.Second, OutputTokens: 3, Finish: engine.FinishStop})
			mfs := scrape(t, m.Handler())
			assert.Equal(t, 0.375, only(t, mfs, tt.kvUsage).GetGauge().GetValue(), tt.kvUsage)
			assert.Equal(t, tt.wantQueries, only(t, mfs, tt.queries).GetCounter().GetValue(), tt.queries)
			assert.Equal(t, tt.wantHits, only(t, mfs, tt.hits).GetCounter().GetValue(), tt.hits)
			assert.Equal(t, uint64(2), only(t, mfs, tt.itl).GetHistogram().GetSampleCount(), tt.itl)
			assert.Equal(t, uint64(1), only(t, mfs, "vllm:e2e_request_latency_seconds").GetHistogram().GetSampleCount())
			for _, name := range tt.absent {
				assert.NotContains(t, mfs, name)
			}
		})
	}
}

func TestParseVersion(t *testing.T) {
	tests := []struct {
		in      string
		want    metrics.Version
		wantErr string
	}{
		{in: "current", want: metrics.Current},
		{in: "0.8.5", want: metrics.V085},
		{in: " 0.8.5 ", want: metrics.V085},
		{in: "0.8.4", wantErr: `unknown vLLM version "0.8.4" (want one of current, 0.8.5)`},
		{in: "", wantErr: "unknown vLLM version"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := metrics.ParseVersion(tt.in)
			if tt.wantErr != "" {
				require.ErrorContains(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestHistogramBuckets(t *testing.T) {
	tests := []struct {
		name string
		want []float64
	}{
		{"vllm:iteration_tokens_total", vllmIterationTokens},
		{"vllm:time_to_first_token_seconds", vllmTTFT},
		{"vllm:inter_token_latency_seconds", vllmITL},
		{"vllm:request_time_per_output_token_seconds", vllmITL},
		{"vllm:e2e_request_latency_seconds", vllmLatency},
		{"vllm:request_queue_time_seconds", vllmLatency},
		{"vllm:request_prefill_time_seconds", vllmLatency},
		{"vllm:request_decode_time_seconds", vllmLatency},
		{"vllm:request_inference_time_seconds", vllmLatency},
		{"vllm:request_prompt_tokens", vllm125Tiny},
		{"vllm:request_generation_tokens", vllm125Tiny},
		{"vllm:request_params_max_tokens", vllm125Tiny},
	}
	mfs := scrape(t, metrics.New(tinyConfig(t)).Handler())
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := bounds(t, only(t, mfs, tt.name).GetHistogram())
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("%s buckets mismatch (-want +got):\n%s", tt.name, diff)
			}
		})
	}
}

func TestTokenBucketsFollowMaxModelLen(t *testing.T) {
	tests := []struct {
		name        string
		maxModelLen int
		want        []float64
	}{
		// The first is the docstring example of vLLM's build_1_2_5_buckets.
		{"max-100", 100, []float64{1, 2, 5, 10, 20, 50, 100}},
		{"max-2", 2, []float64{1, 2}},
		{"max-131072", 131072, []float64{1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := tinyConfig(t)
			cfg.MaxModelLen = tt.maxModelLen
			mfs := scrape(t, metrics.New(cfg).Handler())
			for _, name := range []string{"vllm:request_prompt_tokens", "vllm:request_generation_tokens", "vllm:request_params_max_tokens"} {
				got := bounds(t, only(t, mfs, name).GetHistogram())
				if diff := cmp.Diff(tt.want, got); diff != "" {
					t.Errorf("%s buckets for max_model_len %d mismatch (-want +got):\n%s", name, tt.maxModelLen, diff)
				}
			}
		})
	}
}

func TestObserveStep(t *testing.T) {
	m := metrics.New(tinyConfig(t))
	steps := []engine.StepStats{
		{
			Shape:   engine.StepShape{Seqs: 3, Tokens: 600},
			Running: 3, Waiting: 5, KVUsage: 0.25,
			PrefixQueries: 1000, PrefixHits: 480,
			PromptTokens: 900, GenerationTokens: 3,
			TTFTs: []time.Duration{10 * time.Millisecond, 300 * time.Millisecond},
			ITLs:  []time.Duration{20 * time.Millisecond},
		},
		{
			Shape:   engine.StepShape{Seqs: 4, Tokens: 4, Decodes: 4},
			Running: 4, Waiting: 2, KVUsage: 0.5,
			Preemptions:      2,
			GenerationTokens: 4,
			ITLs:             []time.Duration{10 * time.Millisecond, 10 * time.Millisecond, 100 * time.Millisecond, 90 * time.Second},
		},
		// An empty step (nothing scheduled) updates the gauges but is no iteration.
		{Running: 0, Waiting: 7, KVUsage: 0.125},
	}
	for i := range steps {
		m.ObserveStep(&steps[i])
	}
	mfs := scrape(t, m.Handler())

	t.Run("gauges", func(t *testing.T) {
		for _, tt := range []struct {
			name string
			want float64
		}{
			{"vllm:num_requests_running", 0},
			{"vllm:num_requests_waiting", 7},
			{"vllm:kv_cache_usage_perc", 0.125},
		} {
			assert.Equal(t, tt.want, only(t, mfs, tt.name).GetGauge().GetValue(), "%s after the last step", tt.name)
		}
	})

	t.Run("counters", func(t *testing.T) {
		for _, tt := range []struct {
			name string
			want float64
		}{
			{"vllm:prefix_cache_queries_total", 1000},
			{"vllm:prefix_cache_hits_total", 480},
			{"vllm:num_preemptions_total", 2},
			{"vllm:prompt_tokens_total", 900},
			{"vllm:generation_tokens_total", 7},
		} {
			assert.Equal(t, tt.want, only(t, mfs, tt.name).GetCounter().GetValue(), "%s summed over the steps", tt.name)
		}
	})

	t.Run("histograms", func(t *testing.T) {
		for _, tt := range []struct {
			name    string
			count   uint64
			sum     float64
			buckets map[float64]uint64 // le → cumulative count
		}{
			{"vllm:iteration_tokens_total", 2, 604, map[float64]uint64{1: 0, 8: 1, 512: 1, 1024: 2}},
			{"vllm:time_to_first_token_seconds", 2, 0.31, map[float64]uint64{0.005: 0, 0.01: 1, 0.25: 1, 0.5: 2}},
			{"vllm:inter_token_latency_seconds", 5, 90.14, map[float64]uint64{0.01: 2, 0.025: 3, 0.1: 4, 80: 4}},
		} {
			h := only(t, mfs, tt.name).GetHistogram()
			assert.Equal(t, tt.count, h.GetSampleCount(), "%s count", tt.name)
			assert.InDelta(t, tt.sum, h.GetSampleSum(), 1e-9, "%s sum", tt.name)
			for le, want := range tt.buckets {
				assert.Equal(t, want, cumulative(t, h, le), "%s bucket le=%g", tt.name, le)
			}
		}
	})
}

func TestRequestSuccess(t *testing.T) {
	m := metrics.New(tinyConfig(t))
	reasons := func(mfs map[string]*dto.MetricFamily) map[string]float64 {
		got := map[string]float64{}
		for _, s := range mfs["vllm:request_success_total"].GetMetric() {
			got[labelsOf(s)["finished_reason"]] = s.GetCounter().GetValue()
		}
		return got
	}

	t.Run("before-traffic", func(t *testing.T) {
		want := map[string]float64{"stop": 0, "length": 0, "abort": 0, "error": 0}
		if diff := cmp.Diff(want, reasons(scrape(t, m.Handler()))); diff != "" {
			t.Errorf("request_success_total by reason (-want +got):\n%s", diff)
		}
	})

	t.Run("by-reason", func(t *testing.T) {
		feed := []struct {
			reason string
			n      int
		}{
			{engine.FinishStop, 3},
			{engine.FinishLength, 2},
			{engine.FinishAbort, 1},
			{"repetition", 1}, // a reason without a pre-made series still counts
		}
		for _, f := range feed {
			for range f.n {
				m.ObserveFinish(&engine.RequestStats{
					Finish: f.reason, FirstScheduled: -1, FirstToken: -1, LastToken: -1,
				})
			}
		}
		want := map[string]float64{"stop": 3, "length": 2, "abort": 1, "error": 0, "repetition": 1}
		if diff := cmp.Diff(want, reasons(scrape(t, m.Handler()))); diff != "" {
			t.Errorf("request_success_total by reason (-want +got):\n%s", diff)
		}
	})
}

func TestObserveFinish(t *testing.T) {
	sec := func(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }
	type obs struct {
		count uint64
		sum   float64
	}
	// none is what a histogram that must not be observed holds.
	none := obs{}
	tests := []struct {
		name string
		r    engine.RequestStats
		want map[string]obs
	}{
		{
			name: "completed",
			r: engine.RequestStats{
				Arrival: sec(1), FirstScheduled: sec(1.5), FirstToken: sec(2), LastToken: sec(6),
				PromptTokens: 100, OutputTokens: 9, MaxTokens: 16, Finish: engine.FinishStop,
			},
			want: map[string]obs{
				"vllm:e2e_request_latency_seconds":           {1, 5},
				"vllm:request_queue_time_seconds":            {1, 0.5},
				"vllm:request_prefill_time_seconds":          {1, 0.5},
				"vllm:request_decode_time_seconds":           {1, 4},
				"vllm:request_inference_time_seconds":        {1, 4.5},
				"vllm:request_time_per_output_token_seconds": {1, 0.5},
				"vllm:request_prompt_tokens":                 {1, 100},
				"vllm:request_generation_tokens":             {1, 9},
				"vllm:request_params_max_tokens":             {1, 16},
			},
		},
		{
			name: "single-token",
			r: engine.RequestStats{
				Arrival: 0, FirstScheduled: 0, FirstToken: sec(0.25), LastToken: sec(0.25),
				PromptTokens: 10, OutputTokens: 1, MaxTokens: 1, Finish: engine.FinishLength,
			},
			want: map[string]obs{
				"vllm:e2e_request_latency_seconds":           {1, 0.25},
				"vllm:request_queue_time_seconds":            {1, 0},
				"vllm:request_prefill_time_seconds":          {1, 0.25},
				"vllm:request_decode_time_seconds":           {1, 0},
				"vllm:request_inference_time_seconds":        {1, 0.25},
				"vllm:request_time_per_output_token_seconds": {1, 0}, // vLLM: 0 when ≤ 1 token
				"vllm:request_prompt_tokens":                 {1, 10},
				"vllm:request_generation_tokens":             {1, 1},
				"vllm:request_params_max_tokens":             {1, 1},
			},
		},
		{
			name: "abort-before-first-token",
			r: engine.RequestStats{
				Arrival: sec(1), FirstScheduled: sec(3), FirstToken: -1, LastToken: -1,
				PromptTokens: 50, OutputTokens: 0, MaxTokens: 8, Finish: engine.FinishAbort,
			},
			want: map[string]obs{
				"vllm:e2e_request_latency_seconds":           none,
				"vllm:request_queue_time_seconds":            {1, 2},
				"vllm:request_prefill_time_seconds":          none,
				"vllm:request_decode_time_seconds":           none,
				"vllm:request_inference_time_seconds":        none,
				"vllm:request_time_per_output_token_seconds": none,
				"vllm:request_prompt_tokens":                 {1, 50},
				"vllm:request_generation_tokens":             {1, 0},
				"vllm:request_params_max_tokens":             {1, 8},
			},
		},
		{
			name: "abort-while-queued",
			r: engine.RequestStats{
				Arrival: sec(1), FirstScheduled: -1, FirstToken: -1, LastToken: -1,
				PromptTokens: 50, Finish: engine.FinishAbort, // MaxTokens unknown: not observed
			},
			want: map[string]obs{
				"vllm:e2e_request_latency_seconds":           none,
				"vllm:request_queue_time_seconds":            none,
				"vllm:request_prefill_time_seconds":          none,
				"vllm:request_decode_time_seconds":           none,
				"vllm:request_inference_time_seconds":        none,
				"vllm:request_time_per_output_token_seconds": none,
				"vllm:request_prompt_tokens":                 {1, 50},
				"vllm:request_generation_tokens":             {1, 0},
				"vllm:request_params_max_tokens":             none,
			},
		},
		{
			name: "abort-after-tokens",
			r: engine.RequestStats{
				Arrival: sec(2), FirstScheduled: sec(2), FirstToken: sec(2.5), LastToken: sec(3.5),
				PromptTokens: 20, OutputTokens: 5, MaxTokens: 100, Finish: engine.FinishAbort,
			},
			want: map[string]obs{
				"vllm:e2e_request_latency_seconds":           {1, 1.5},
				"vllm:request_queue_time_seconds":            {1, 0},
				"vllm:request_prefill_time_seconds":          {1, 0.5},
				"vllm:request_decode_time_seconds":           {1, 1},
				"vllm:request_inference_time_seconds":        {1, 1.5},
				"vllm:request_time_per_output_token_seconds": {1, 0.25},
				"vllm:request_prompt_tokens":                 {1, 20},
				"vllm:request_generation_tokens":             {1, 5},
				"vllm:request_params_max_tokens":             {1, 100},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := metrics.New(tinyConfig(t))
			m.ObserveFinish(&tt.r)
			mfs := scrape(t, m.Handler())
			for name, want := range tt.want {
				h := only(t, mfs, name).GetHistogram()
				assert.Equal(t, want.count, h.GetSampleCount(), "%s count", name)
				assert.InDelta(t, want.sum, h.GetSampleSum(), 1e-9, "%s sum", name)
			}
		})
	}
}

func TestCacheConfigInfo(t *testing.T) {
	tests := []struct {
		name    string
		preset  string
		version metrics.Version
		edit    func(*engine.Config)
		want    map[string]string
	}{
		{
			name:   "tiny-fp8",
			preset: "tiny",
			edit:   func(c *engine.Config) { c.KVCacheDtype = engine.KVFP8 },
			want: map[string]string{
				"engine":     "0",
				"block_size": "16", "cache_dtype": "fp8", "enable_prefix_caching": "True",
				"gpu_memory_utilization": "0.9", "num_gpu_blocks": "8192", "prefix_caching_hash_algo": "sha256",
			},
		},
		{
			name:   "tiny-auto-no-prefix-caching",
			preset: "tiny",
			edit: func(c *engine.Config) {
				c.EnablePrefixCaching = false
				c.GPUMemUtil = 1 // Python prints 1.0
				c.BlockSize = 32
				c.NumGPUBlocks = 4096
			},
			want: map[string]string{
				"engine":     "0",
				"block_size": "32", "cache_dtype": "auto", "enable_prefix_caching": "False",
				"gpu_memory_utilization": "1.0", "num_gpu_blocks": "4096", "prefix_caching_hash_algo": "sha256",
			},
		},
		{
			// 0.8.5's info gauge had the CacheConfig fields only, and hashed with Python's
			// built-in hash by default.
			name:    "vllm-0.8.5",
			preset:  "tiny",
			version: metrics.V085,
			edit:    func(c *engine.Config) {},
			want: map[string]string{
				"block_size": "16", "cache_dtype": "auto", "enable_prefix_caching": "True",
				"gpu_memory_utilization": "0.9", "num_gpu_blocks": "4096", "prefix_caching_hash_algo": "builtin",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg, err := engine.Preset(tt.preset)
			require.NoError(t, err)
			tt.edit(&cfg)
			s := only(t, scrape(t, metrics.NewVersion(cfg, tt.version).Handler()), "vllm:cache_config_info")
			assert.Equal(t, 1.0, s.GetGauge().GetValue(), "vllm:cache_config_info value")
			if diff := cmp.Diff(tt.want, labelsOf(s)); diff != "" {
				t.Errorf("vllm:cache_config_info labels (-want +got):\n%s", diff)
			}
		})
	}

	// Without an override the block count is derived, and fp8 doubles it.
	t.Run("derived-blocks", func(t *testing.T) {
		for _, dtype := range []engine.KVDtype{engine.KVAuto, engine.KVFP8} {
			cfg, err := engine.Preset("h200-llama8b")
			require.NoError(t, err)
			cfg.KVCacheDtype = dtype
			l := labelsOf(only(t, scrape(t, metrics.New(cfg).Handler()), "vllm:cache_config_info"))
			assert.Equal(t, string(dtype), l["cache_dtype"])
			assert.NotEqual(t, "0", l["num_gpu_blocks"], "num_gpu_blocks for %s", dtype)
			assert.Equal(t, strconv.Itoa(cfg.GPUBlocks()), l["num_gpu_blocks"], "num_gpu_blocks for %s", dtype)
		}
	})
}

func TestContentType(t *testing.T) {
	srv := httptest.NewServer(metrics.New(tinyConfig(t)).Handler())
	t.Cleanup(srv.Close)

	tests := []struct {
		name   string
		accept string
	}{
		{"no-accept", ""},
		// What Prometheus sends: it prefers protobuf, which vLLM never serves.
		{"prometheus-scraper", "application/vnd.google.protobuf;proto=io.prometheus.client.MetricFamily;encoding=delimited;q=0.7,text/plain;version=0.0.4;q=0.3,*/*;q=0.1"},
		{"openmetrics", "application/openmetrics-text;version=1.0.0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, srv.URL, nil)
			require.NoError(t, err)
			if tt.accept != "" {
				req.Header.Set("Accept", tt.accept)
			}
			resp, err := srv.Client().Do(req)
			require.NoError(t, err)
			defer resp.Body.Close()
			require.Equal(t, http.StatusOK, resp.StatusCode)

			ct := resp.Header.Get("Content-Type")
			mt, params, err := mime.ParseMediaType(ct)
			require.NoError(t, err, "parse Content-Type %q", ct)
			assert.Equal(t, "text/plain", mt, "media type of %q", ct)
			assert.Equal(t, "0.0.4", params["version"], "version of %q", ct)

			p := expfmt.NewTextParser(model.LegacyValidation)
			mfs, err := p.TextToMetricFamilies(resp.Body)
			require.NoError(t, err)
			assert.Contains(t, mfs, "vllm:num_requests_running")
		})
	}
}

func TestObserveStepDoesNotAllocate(t *testing.T) {
	m := metrics.New(tinyConfig(t))
	s := benchStep(4, 60)
	if n := testing.AllocsPerRun(100, func() { m.ObserveStep(s) }); n != 0 {
		t.Errorf("ObserveStep allocates %v times per call, want 0", n)
	}
	r := &engine.RequestStats{Arrival: 0, FirstScheduled: 1, FirstToken: 2, LastToken: 9, OutputTokens: 4, MaxTokens: 8, Finish: engine.FinishStop}
	if n := testing.AllocsPerRun(100, func() { m.ObserveFinish(r) }); n != 0 {
		t.Errorf("ObserveFinish allocates %v times per call, want 0", n)
	}
}

// TestScrapeWhileObserving is for -race: the engine goroutine observes while HTTP
// scrapes read.
func TestScrapeWhileObserving(t *testing.T) {
	m := metrics.New(tinyConfig(t))
	s := benchStep(2, 30)
	var wg sync.WaitGroup
	wg.Go(func() {
		for range 2000 {
			m.ObserveStep(s)
			m.ObserveFinish(&engine.RequestStats{FirstScheduled: 1, FirstToken: 2, LastToken: 3, OutputTokens: 2, Finish: engine.FinishStop})
		}
	})
	for range 5 {
		scrape(t, m.Handler())
	}
	wg.Wait()
	mfs := scrape(t, m.Handler())
	assert.Equal(t, uint64(2000*30), only(t, mfs, "vllm:inter_token_latency_seconds").GetHistogram().GetSampleCount())
}

// benchStep is a step with ttfts new first tokens and itls continuing decodes.
func benchStep(ttfts, itls int) *engine.StepStats {
	s := &engine.StepStats{
		Shape:   engine.StepShape{Seqs: ttfts + itls, Tokens: ttfts*512 + itls, Decodes: itls},
		Running: ttfts + itls, Waiting: 3, KVUsage: 0.42,
		PrefixQueries: ttfts * 512, PrefixHits: ttfts * 256,
		PromptTokens: ttfts * 512, GenerationTokens: ttfts + itls,
	}
	for i := range ttfts {
		s.TTFTs = append(s.TTFTs, time.Duration(50+i)*time.Millisecond)
	}
	for i := range itls {
		s.ITLs = append(s.ITLs, time.Duration(20+i%10)*time.Millisecond)
	}
	return s
}

func BenchmarkObserveStep(b *testing.B) {
	for _, bb := range []struct {
		name        string
		ttfts, itls int
	}{
		{"decode-8", 0, 8},
		{"mixed-4+60", 4, 60},
		{"decode-256", 0, 256},
	} {
		b.Run(bb.name, func(b *testing.B) {
			m := metrics.New(tinyConfig(b))
			s := benchStep(bb.ttfts, bb.itls)
			b.ReportAllocs()
			for b.Loop() {
				m.ObserveStep(s)
			}
		})
	}
}

func BenchmarkObserveFinish(b *testing.B) {
	m := metrics.New(tinyConfig(b))
	r := &engine.RequestStats{Arrival: 0, FirstScheduled: 1e6, FirstToken: 5e7, LastToken: 2e9, PromptTokens: 900, OutputTokens: 128, MaxTokens: 256, Finish: engine.FinishStop}
	b.ReportAllocs()
	for b.Loop() {
		m.ObserveFinish(r)
	}
}
