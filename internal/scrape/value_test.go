package scrape_test

import (
	"math"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/scrape"
)

var byModel = map[string]string{"model_name": modelName}

// checkValue asserts that v is available with value want (within 1e-9), or, when
// wantReason is not empty, that it is unavailable with a reason containing every
// "|"-separated part of wantReason.
func checkValue(t *testing.T, call string, v scrape.Value, want float64, wantReason string) {
	t.Helper()
	if wantReason == "" {
		if assert.True(t, v.OK, "%s unavailable: %s", call, v.Reason) {
			assert.InDelta(t, want, v.V, 1e-9, "%s = %v, want %v", call, v.V, want)
		}
		assert.Empty(t, v.Reason, "%s reason", call)
		return
	}
	assert.False(t, v.OK, "%s = %v, want unavailable (%s)", call, v.V, wantReason)
	assert.Zero(t, v.V, "%s: an unavailable value carries no number", call)
	for _, part := range strings.Split(wantReason, "|") {
		assert.Contains(t, v.Reason, part, "%s reason", call)
	}
}

func TestSnapshotReadsCannedExposition(t *testing.T) {
	after := load(t, "vllm-after")
	tests := []struct {
		name       string
		read       func(*scrape.Snapshot) scrape.Value
		call       string
		want       float64
		wantReason string
	}{
		{name: "gauge-waiting", call: `Gauge(vllm:num_requests_waiting, model)`, want: 3,
			read: func(s *scrape.Snapshot) scrape.Value { return s.Gauge("vllm:num_requests_waiting", byModel) }},
		{name: "gauge-kv-usage-all-series", call: `Gauge(vllm:kv_cache_usage_perc, nil)`, want: 0.42,
			read: func(s *scrape.Snapshot) scrape.Value { return s.Gauge("vllm:kv_cache_usage_perc", nil) }},
		{name: "gauge-without-labels", call: `Gauge(process_resident_memory_bytes)`, want: 2.2e9,
			read: func(s *scrape.Snapshot) scrape.Value { return s.Gauge("process_resident_memory_bytes", nil) }},
		{name: "counter-prompt-tokens-cumulative", call: `Counter(vllm:prompt_tokens_total)`, want: 18400,
			read: func(s *scrape.Snapshot) scrape.Value { return s.Counter("vllm:prompt_tokens_total", byModel) }},
		{name: "counter-sums-series", call: `Counter(vllm:request_success_total, nil)`, want: 28 + 18 + 1,
			read: func(s *scrape.Snapshot) scrape.Value { return s.Counter("vllm:request_success_total", nil) }},
		{name: "counter-one-label", call: `Counter(vllm:request_success_total{finished_reason="length"})`, want: 18,
			read: func(s *scrape.Snapshot) scrape.Value {
				return s.Counter("vllm:request_success_total", map[string]string{"finished_reason": "length", "model_name": modelName})
			}},
		{name: "counter-http-handler", call: `Counter(http_requests_total{handler="/metrics"})`, want: 6,
			read: func(s *scrape.Snapshot) scrape.Value {
				return s.Counter("http_requests_total", map[string]string{"handler": "/metrics"})
			}},
		{name: "missing-metric", call: `Counter(vllm:spec_decode_num_drafts_total)`,
			wantReason: `metric "vllm:spec_decode_num_drafts_total" not exported by ` + canonURL,
			read:       func(s *scrape.Snapshot) scrape.Value { return s.Counter("vllm:spec_decode_num_drafts_total", nil) }},
		{name: "other-model", call: `Gauge(vllm:num_requests_waiting{model_name="other"})`,
			wantReason: `metric "vllm:num_requests_waiting" at ` + canonURL + ` has no series with {model_name="other"}`,
			read: func(s *scrape.Snapshot) scrape.Value {
				return s.Gauge("vllm:num_requests_waiting", map[string]string{"model_name": "other"})
			}},
		{name: "absent-label-matches-empty", call: `Gauge(process_resident_memory_bytes{engine=""})`, want: 2.2e9,
			read: func(s *scrape.Snapshot) scrape.Value {
				return s.Gauge("process_resident_memory_bytes", map[string]string{"engine": ""})
			}},
		{name: "counter-read-as-gauge", call: `Gauge(vllm:prompt_tokens_total)`,
			wantReason: `metric "vllm:prompt_tokens_total" at ` + canonURL + ` is a counter, not a gauge`,
			read:       func(s *scrape.Snapshot) scrape.Value { return s.Gauge("vllm:prompt_tokens_total", nil) }},
		{name: "histogram-named-total-is-not-a-counter", call: `Counter(vllm:iteration_tokens_total)`,
			wantReason: `metric "vllm:iteration_tokens_total" at ` + canonURL + ` is a histogram, not a counter`,
			read:       func(s *scrape.Snapshot) scrape.Value { return s.Counter("vllm:iteration_tokens_total", nil) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkValue(t, tt.call, tt.read(after), tt.want, tt.wantReason)
		})
	}
}

func TestSnapshotInfo(t *testing.T) {
	tests := []struct {
		name       string
		file       string
		want       map[string]string // a subset of the labels
		wantSeries float64
	}{
		{name: "cache-config-one-engine", file: "vllm-after", wantSeries: 1,
			want: map[string]string{"cache_dtype": "fp8", "block_size": "16", "enable_prefix_caching": "True", "engine": "0", "num_gpu_blocks": "27305"}},
		{name: "cache-config-two-engines-join-differences", file: "two-engines", wantSeries: 2,
			want: map[string]string{"cache_dtype": "auto", "block_size": "16", "engine": "0,1", "num_gpu_blocks": "1000,1024"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			labels, v := load(t, tt.file).Info("vllm:cache_config_info")
			checkValue(t, "Info(vllm:cache_config_info)", v, tt.wantSeries, "")
			for k, want := range tt.want {
				assert.Equal(t, want, labels[k], "Info(vllm:cache_config_info)[%q]", k)
			}
		})
	}
	t.Run("missing", func(t *testing.T) {
		labels, v := load(t, "two-engines").Info("vllm:model_config_info")
		assert.Nil(t, labels)
		checkValue(t, "Info(vllm:model_config_info)", v, 0, `metric "vllm:model_config_info" not exported by `+canonURL)
	})
}

func TestCounterDelta(t *testing.T) {
	before, after, restarted := load(t, "vllm-before"), load(t, "vllm-after"), load(t, "vllm-restarted")
	down := unavailableSnapshot(t)
	tests := []struct {
		name          string
		before, after *scrape.Snapshot
		metric        string
		match         map[string]string
		want          float64
		wantReason    string
	}{
		{name: "prompt-tokens", before: before, after: after, metric: "vllm:prompt_tokens_total", match: byModel, want: 6400},
		{name: "generation-tokens", before: before, after: after, metric: "vllm:generation_tokens_total", match: byModel, want: 1600},
		{name: "prefix-cache-hits", before: before, after: after, metric: "vllm:prefix_cache_hits_total", match: nil, want: 4800},
		{name: "preemptions", before: before, after: after, metric: "vllm:num_preemptions_total", match: byModel, want: 3},
		{name: "success-all-reasons", before: before, after: after, metric: "vllm:request_success_total", want: 16},
		{name: "success-abort-unchanged-is-zero", before: before, after: after, metric: "vllm:request_success_total",
			match: map[string]string{"finished_reason": "abort"}, want: 0},
		{name: "same-snapshot", before: after, after: after, metric: "vllm:prompt_tokens_total", want: 0},
		{name: "counter-went-down", before: before, after: restarted, metric: "vllm:generation_tokens_total",
			wantReason: `metric "vllm:generation_tokens_total" at ` + canonURL + `: counter reset (server restarted?)`},
		{name: "counter-grew-but-created-changed", before: before, after: restarted, metric: "vllm:prompt_tokens_total",
			wantReason: `counter reset (server restarted?)|vllm:prompt_tokens_created changed`},
		{name: "after-before-swapped", before: after, after: before, metric: "vllm:prompt_tokens_total",
			wantReason: `counter reset (server restarted?)`},
		{name: "missing-metric", before: before, after: after, metric: "vllm:num_preemptions",
			wantReason: `before the cell: metric "vllm:num_preemptions" not exported by ` + canonURL},
		{name: "no-matching-series", before: before, after: after, metric: "vllm:prompt_tokens_total",
			match: map[string]string{"model_name": "other"}, wantReason: `has no series with {model_name="other"}`},
		{name: "nil-before", before: nil, after: after, metric: "vllm:prompt_tokens_total",
			wantReason: `before the cell: metric "vllm:prompt_tokens_total" unavailable: no snapshot taken`},
		{name: "nil-after", before: before, after: nil, metric: "vllm:prompt_tokens_total",
			wantReason: `metric "vllm:prompt_tokens_total" unavailable: no snapshot taken`},
		{name: "before-endpoint-down", before: down, after: after, metric: "vllm:prompt_tokens_total",
			wantReason: `before the cell: metric "vllm:prompt_tokens_total" unavailable: GET http://127.0.0.1:`},
		{name: "after-endpoint-down", before: before, after: down, metric: "vllm:prompt_tokens_total",
			wantReason: `metric "vllm:prompt_tokens_total" unavailable: GET http://127.0.0.1:`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := scrape.CounterDelta(tt.before, tt.after, tt.metric, tt.match)
			checkValue(t, "CounterDelta("+tt.metric+")", v, tt.want, tt.wantReason)
			assert.Contains(t, v.Source, tt.metric, "CounterDelta(%s).Source", tt.metric)
		})
	}
}

// TestCounterDeltaNewSeries covers a label combination first exported during the cell
// (client_golang and prometheus_client create labelled children lazily): it started at 0.
func TestCounterDeltaNewSeries(t *testing.T) {
	const head = "# TYPE vllm:request_success_total counter\n"
	parse := func(body string) *scrape.Snapshot {
		s, err := scrape.Parse(strings.NewReader(head+body), canonURL, time.Now())
		require.NoError(t, err)
		return s
	}
	before := parse(`vllm:request_success_total{finished_reason="stop"} 4` + "\n")
	after := parse(`vllm:request_success_total{finished_reason="stop"} 6` + "\n" +
		`vllm:request_success_total{finished_reason="abort"} 2` + "\n")
	tests := []struct {
		name  string
		match map[string]string
		want  float64
	}{
		{name: "all", match: nil, want: 4},
		{name: "new-series", match: map[string]string{"finished_reason": "abort"}, want: 2},
		{name: "old-series", match: map[string]string{"finished_reason": "stop"}, want: 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkValue(t, "CounterDelta", scrape.CounterDelta(before, after, "vllm:request_success_total", tt.match), tt.want, "")
		})
	}
	t.Run("series-disappeared", func(t *testing.T) {
		later := parse(`vllm:request_success_total{finished_reason="stop"} 7` + "\n")
		v := scrape.CounterDelta(after, later, "vllm:request_success_total", nil)
		checkValue(t, "CounterDelta", v, 0, `counter reset (server restarted?)|{finished_reason="abort"} disappeared`)
	})
}

func TestRatio(t *testing.T) {
	num := scrape.Value{V: 3, OK: true, Source: "hits"}
	den := scrape.Value{V: 4, OK: true, Source: "queries"}
	zero := scrape.Value{V: 0, OK: true, Source: "queries"}
	gone := scrape.Value{Reason: `metric "queries" not exported by ` + canonURL, Source: "queries"}
	tests := []struct {
		name       string
		num, den   scrape.Value
		want       float64
		wantReason string
	}{
		{name: "both-available", num: num, den: den, want: 0.75},
		{name: "zero-numerator", num: scrape.Value{OK: true, Source: "hits"}, den: den, want: 0},
		{name: "zero-denominator", num: scrape.Value{OK: true, Source: "hits"}, den: zero, wantReason: "ratio undefined: queries is 0"},
		{name: "denominator-unavailable", num: num, den: gone, wantReason: gone.Reason},
		{name: "numerator-unavailable", num: gone, den: den, wantReason: gone.Reason},
		{name: "infinite-is-unavailable", num: scrape.Value{V: math.Inf(1), OK: true, Source: "hits"}, den: den, wantReason: "hits / queries is +Inf"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkValue(t, "Ratio", scrape.Ratio(tt.num, tt.den), tt.want, tt.wantReason)
		})
	}
}

func TestValueString(t *testing.T) {
	assert.Equal(t, "0.75", scrape.Value{V: 0.75, OK: true}.String())
	assert.Equal(t, "unavailable: no /metrics URL configured", scrape.Value{Reason: "no /metrics URL configured"}.String())
}

func TestParseErrorIsUnavailable(t *testing.T) {
	s, err := scrape.Parse(strings.NewReader("vllm:x{model_name=\"m\" 1\n"), canonURL, time.Now())
	require.Error(t, err)
	assert.Contains(t, err.Error(), "parse "+canonURL)
	require.NotNil(t, s)
	assert.Equal(t, err, s.Err(), "Snapshot.Err() after a failed Parse")
	checkValue(t, "Gauge(vllm:x)", s.Gauge("vllm:x", nil), 0, `metric "vllm:x" unavailable: parse `+canonURL)
}
