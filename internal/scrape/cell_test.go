package scrape_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/scrape"
	"github.com/infergate/infergate/internal/sim"
)

func TestSummarizeCanned(t *testing.T) {
	before, after := load(t, "vllm-before"), load(t, "vllm-after")
	sampled := map[string]scrape.Value{
		scrape.MetricRequestsWaiting: {V: 9, OK: true, Source: "max"},
		scrape.MetricKVCacheUsage:    {V: 0.8, OK: true, Source: "max"},
	}
	for _, m := range []string{"", modelName} {
		name := "all-models"
		if m != "" {
			name = "one-model"
		}
		t.Run(name, func(t *testing.T) {
			c := scrape.Summarize(before, after, sampled, m)
			checkValue(t, "PrefixCacheQueries", c.PrefixCacheQueries, 6400, "")
			checkValue(t, "PrefixCacheHits", c.PrefixCacheHits, 4800, "")
			checkValue(t, "PrefixHitRatio", c.PrefixHitRatio, 0.75, "")
			checkValue(t, "Preemptions", c.Preemptions, 3, "")
			checkValue(t, "PromptTokens", c.PromptTokens, 6400, "")
			checkValue(t, "GenerationTokens", c.GenerationTokens, 1600, "")
			checkValue(t, "Requests", c.Requests, 16, "")
			assert.Len(t, c.Success, 4)
			for reason, want := range map[string]float64{"stop": 8, "length": 8, "abort": 0, "error": 0} {
				checkValue(t, "Success["+reason+"]", c.Success[reason], want, "")
			}
			checkValue(t, "MaxWaiting", c.MaxWaiting, 9, "")
			checkValue(t, "MaxKVUsage", c.MaxKVUsage, 0.8, "")
			checkValue(t, "TTFT.Observations", c.TTFT.Observations, 16, "")
			checkValue(t, "TTFT.Quantile(0.99)", c.TTFT.Quantile(0.99), 0.49, "")
			checkValue(t, "QueueTime.Quantile(0.5)", c.QueueTime.Quantile(0.5), 0.15, "")
			checkValue(t, "E2E.Quantile(0.9)", c.E2E.Quantile(0.9), 2.4, "")
			checkValue(t, "CacheConfigInfo", c.CacheConfigInfo, 1, "")
			assert.Equal(t, "fp8", c.CacheConfig["cache_dtype"])
			assert.Equal(t, "16", c.CacheConfig["block_size"])
			assert.Equal(t, before.At, c.From)
			assert.Equal(t, after.At, c.To)
			assert.Nil(t, c.SimLost, "SimLost of a vLLM server, which has no such counter")
		})
	}
}

// TestSummarizeSimLost: the simulator's lost time is the counter's delta over the
// cell, per model like every other figure.
func TestSummarizeSimLost(t *testing.T) {
	const series = `# TYPE infergate_sim_lost_seconds_total counter
infergate_sim_lost_seconds_total{engine="0",model_name="m"} %s
`
	before := parseText(t, fmt.Sprintf(series, "1.25"))
	after := parseText(t, fmt.Sprintf(series, "4.75"))
	c := scrape.Summarize(before, after, nil, "m")
	require.NotNil(t, c.SimLost)
	checkValue(t, "SimLost", *c.SimLost, 3.5, "")
	c = scrape.Summarize(before, parseText(t, "# TYPE other counter\nother 1\n"), nil, "m")
	if assert.NotNil(t, c.SimLost, "a counter that vanished after the cell") {
		assert.False(t, c.SimLost.OK)
	}
}

// TestSummarizeUnavailable: without /metrics, or with a wrong model, every figure is
// unavailable with a reason naming the metric, never 0.
func TestSummarizeUnavailable(t *testing.T) {
	before, after, restarted := load(t, "vllm-before"), load(t, "vllm-after"), load(t, "vllm-restarted")
	twoBefore, twoAfter := twoModels(t, "v0.10-before"), twoModels(t, "v0.10-after")
	down := unavailableSnapshot(t)
	tests := []struct {
		name          string
		before, after *scrape.Snapshot
		model         string
		wantReason    string // in every counter figure's reason
	}{
		{name: "endpoint-down", before: down, after: down, wantReason: "unavailable: GET http://127.0.0.1:"},
		{name: "no-before", before: nil, after: after, wantReason: "no snapshot taken"},
		{name: "wrong-model", before: twoBefore, after: twoAfter, model: "other",
			wantReason: `model_name="other"}: the server exports model_name "llama-8b", "second", none of them "other"`},
		{name: "server-restarted", before: before, after: restarted, wantReason: "counter reset (server restarted?)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := scrape.Summarize(tt.before, tt.after, nil, tt.model)
			for name, v := range map[string]scrape.Value{
				"PrefixCacheQueries": c.PrefixCacheQueries, "PrefixCacheHits": c.PrefixCacheHits,
				"PrefixHitRatio": c.PrefixHitRatio, "Preemptions": c.Preemptions,
				"PromptTokens": c.PromptTokens, "GenerationTokens": c.GenerationTokens,
				"Requests": c.Requests, "Success[length]": c.Success["length"],
				"TTFT": c.TTFT.Observations, "QueueTime": c.QueueTime.Observations, "E2E": c.E2E.Observations,
				"TTFT.Quantile(0.5)": c.TTFT.Quantile(0.5),
			} {
				checkValue(t, name, v, 0, tt.wantReason)
				assert.Contains(t, v.Reason, `metric "vllm:`, "%s reason names the metric", name)
			}
			checkValue(t, "MaxWaiting", c.MaxWaiting, 0, `metric "vllm:num_requests_waiting" not sampled during the cell`)
			checkValue(t, "MaxKVUsage", c.MaxKVUsage, 0, `metric "vllm:kv_cache_usage_perc" not sampled during the cell`)
		})
	}
}

func TestSummarizeNoPrefixQueries(t *testing.T) {
	after := load(t, "vllm-after")
	c := scrape.Summarize(after, after, nil, "")
	checkValue(t, "PrefixCacheQueries", c.PrefixCacheQueries, 0, "")
	checkValue(t, "PrefixHitRatio", c.PrefixHitRatio, 0,
		"no prefix-cache queries in the cell (vllm:prefix_cache_queries_total delta at "+canonURL+" is 0)")
}

// completion is the part of a /v1/completions response the end-to-end test reads.
type completion struct {
	Choices []struct {
		FinishReason string `json:"finish_reason"`
	} `json:"choices"`
	Usage struct {
		PromptTokens     int `json:"prompt_tokens"`
		CompletionTokens int `json:"completion_tokens"`
	} `json:"usage"`
}

// TestSimulatorEndToEnd scrapes the embedded simulator around three identical
// completions: the deltas must equal the usage the responses report, and the second and
// third must hit the prefix cache.
func TestSimulatorEndToEnd(t *testing.T) {
	opts := sim.DefaultOptions()
	require.NoError(t, opts.ParseSpec("preset=tiny,time_scale=10", "test"))
	s, err := sim.NewServer(opts)
	require.NoError(t, err)
	require.NoError(t, s.Listen("127.0.0.1:0"))
	t.Cleanup(func() { s.Close() })
	hc := client(t, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()

	scr := scrape.New(s.URL()+"/metrics", hc)
	before, err := scr.Snapshot(ctx)
	require.NoError(t, err)
	sm := scr.Sample(ctx, 5*time.Millisecond, scrape.ModelMatch("tiny"), scrape.CellGauges()...)

	body, err := json.Marshal(map[string]any{
		"model": "tiny", "prompt": strings.Repeat("hello world ", 50), "max_tokens": 12, "ignore_eos": true,
	})
	require.NoError(t, err)
	var prompt, generated int
	for i := range 3 {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.URL()+"/v1/completions", bytes.NewReader(body))
		require.NoError(t, err)
		req.Header.Set("Content-Type", "application/json")
		resp, err := hc.Do(req)
		require.NoError(t, err)
		var c completion
		err = json.NewDecoder(resp.Body).Decode(&c)
		resp.Body.Close()
		require.NoError(t, err)
		require.Equal(t, http.StatusOK, resp.StatusCode, "completion %d", i)
		require.Len(t, c.Choices, 1)
		assert.Equal(t, "length", c.Choices[0].FinishReason)
		require.Positive(t, c.Usage.PromptTokens)
		prompt += c.Usage.PromptTokens
		generated += c.Usage.CompletionTokens
	}
	sampled := sm.Stop()
	after, err := scr.Snapshot(ctx)
	require.NoError(t, err)

	c := scrape.Summarize(before, after, sampled, "tiny")
	checkValue(t, "PromptTokens", c.PromptTokens, float64(prompt), "")
	checkValue(t, "GenerationTokens", c.GenerationTokens, float64(generated), "")
	assert.Equal(t, 36, generated, "usage.completion_tokens total")
	checkValue(t, "PrefixCacheQueries", c.PrefixCacheQueries, float64(prompt), "")
	if assert.True(t, c.PrefixHitRatio.OK, c.PrefixHitRatio.Reason) {
		// Requests 2 and 3 hit every whole block but the last token's: 2·⌊(n−1)/16⌋·16 of 3n.
		n := prompt / 3
		want := float64(2*((n-1)/16)*16) / float64(prompt)
		assert.InDelta(t, want, c.PrefixHitRatio.V, 1e-9, "PrefixHitRatio")
		assert.Positive(t, c.PrefixHitRatio.V)
	}
	checkValue(t, "Success[length]", c.Success["length"], 3, "")
	checkValue(t, "Success[stop]", c.Success["stop"], 0, "")
	checkValue(t, "Requests", c.Requests, 3, "")
	checkValue(t, "Preemptions", c.Preemptions, 0, "")
	checkValue(t, "TTFT.Observations", c.TTFT.Observations, 3, "")
	checkValue(t, "E2E.Observations", c.E2E.Observations, 3, "")
	checkValue(t, "QueueTime.Observations", c.QueueTime.Observations, 3, "")
	assert.True(t, c.TTFT.Quantile(0.5).OK, c.TTFT.Quantile(0.5).Reason)
	assert.True(t, c.MaxWaiting.OK, c.MaxWaiting.Reason)
	assert.True(t, c.MaxKVUsage.OK, c.MaxKVUsage.Reason)
	assert.NotEmpty(t, c.CacheConfig["cache_dtype"], "CacheConfig[cache_dtype]")
	assert.Equal(t, "16", c.CacheConfig["block_size"], "CacheConfig[block_size]")
	if assert.NotNil(t, c.SimLost, "SimLost from the simulator's own counter") {
		assert.True(t, c.SimLost.OK, c.SimLost.Reason)
		assert.GreaterOrEqual(t, c.SimLost.V, 0.0)
	}
}
