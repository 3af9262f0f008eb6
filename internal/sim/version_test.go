package sim

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/sim/metrics"
	"github.com/infergate/infergate/internal/sim/token"
)

// TestVLLMVersionExposition sends the same chat twice (a miss, then a hit on every
// full block but the last) and reads /metrics as the imitated vLLM release exports it:
// today's names and token counts by default, 0.8.5's names and block counts with
// vllm_version=0.8.5. Neither exports the other's names.
func TestVLLMVersionExposition(t *testing.T) {
	prompt := len(token.Chat([]token.Message{{Role: "user", Content: "Where is my order 4711?"}}))
	blocks := (prompt - 1) / 16 // full blocks looked up: the last token is always recomputed
	require.Positive(t, blocks, "the prompt must fill a block for the test to say anything")
	tests := []struct {
		name                        string
		spec                        string
		kvUsage, queries, hits, itl string
		queriesPerRequest, hitsOnce float64
		absent                      []string
		info                        map[string]string // cache_config_info labels checked
		version                     string            // what /version says
	}{
		{
			name: "default-is-current", spec: "",
			kvUsage: "vllm:kv_cache_usage_perc", queries: "vllm:prefix_cache_queries_total", hits: "vllm:prefix_cache_hits_total",
			itl: "vllm:inter_token_latency_seconds", queriesPerRequest: float64(prompt), hitsOnce: float64(blocks * 16),
			absent:  []string{"vllm:gpu_cache_usage_perc", "vllm:gpu_prefix_cache_queries_total", "vllm:gpu_prefix_cache_hits_total", "vllm:time_per_output_token_seconds"},
			info:    map[string]string{"engine": "0", "prefix_caching_hash_algo": "sha256"},
			version: "infergate-sim/" + Version,
		},
		{
			name: "vllm-0.8.5", spec: "vllm_version=0.8.5",
			kvUsage: "vllm:gpu_cache_usage_perc", queries: "vllm:gpu_prefix_cache_queries_total", hits: "vllm:gpu_prefix_cache_hits_total",
			itl: "vllm:time_per_output_token_seconds", queriesPerRequest: float64(blocks), hitsOnce: float64(blocks),
			absent:  []string{"vllm:kv_cache_usage_perc", "vllm:prefix_cache_queries_total", "vllm:prefix_cache_hits_total", "vllm:inter_token_latency_seconds", "vllm:request_time_per_output_token_seconds"},
			info:    map[string]string{"prefix_caching_hash_algo": "builtin"},
			version: "infergate-sim/" + Version + " vllm/0.8.5",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newSim(t, func(o *Options) { require.NoError(t, o.ParseSpec(tt.spec, "test")) })
			before := scrape(t, s)
			for range 2 {
				resp := post(t, s, "/v1/chat/completions", chatBody)
				require.Equal(t, http.StatusOK, resp.StatusCode)
				events(t, resp.Body)
			}
			after := scrape(t, s)
			delta := func(name string) float64 {
				require.Contains(t, after, name)
				return after[name].value() - before[name].value()
			}
			assert.Equal(t, 2*tt.queriesPerRequest, delta(tt.queries), tt.queries)
			assert.Equal(t, tt.hitsOnce, delta(tt.hits), tt.hits)
			assert.Equal(t, 8.0, delta(tt.itl), "%s: 4 gaps per request", tt.itl)
			assert.Contains(t, after, tt.kvUsage)
			for _, name := range []string{"vllm:num_requests_running", "vllm:num_requests_waiting", "vllm:num_preemptions_total",
				"vllm:time_to_first_token_seconds", "vllm:request_queue_time_seconds", "vllm:e2e_request_latency_seconds"} {
				require.Contains(t, after, name, "both versions export %s", name)
				for _, m := range after[name].samples {
					assert.Equal(t, "tiny", m.labels["model_name"], name)
				}
			}
			assert.Equal(t, 2.0, delta("vllm:e2e_request_latency_seconds"))
			for _, name := range tt.absent {
				assert.NotContains(t, after, name)
			}

			require.Contains(t, after, "vllm:cache_config_info")
			require.Len(t, after["vllm:cache_config_info"].samples, 1)
			info := after["vllm:cache_config_info"].samples[0].labels
			assert.NotContains(t, info, "model_name", "vLLM sets no model_name on cache_config_info")
			if _, want := tt.info["engine"]; !want {
				assert.NotContains(t, info, "engine")
			}
			for k, v := range tt.info {
				assert.Equal(t, v, info[k], "cache_config_info %s", k)
			}

			_, body := get(t, s, "/version")
			var v struct{ Version string }
			require.NoError(t, json.Unmarshal(body, &v))
			assert.Equal(t, tt.version, v.Version)
			_, body = get(t, s, "/sim/info")
			var simInfo struct {
				VLLMVersion string `json:"vllm_version"`
			}
			require.NoError(t, json.Unmarshal(body, &simInfo))
			assert.Equal(t, string(s.Options().VLLMVersion), simInfo.VLLMVersion)
		})
	}
}

// TestUsageOmitsZeroCachedTokens: like vLLM (every version since
// --enable-prompt-tokens-details), the simulator leaves usage.prompt_tokens_details
// out when cached_tokens is 0 and sends it when something was cached, streaming or
// not; without the option it never sends it.
func TestUsageOmitsZeroCachedTokens(t *testing.T) {
	const stream = `{"model":"tiny","prompt":"%s","max_tokens":2,"ignore_eos":true,"stream":true,"stream_options":{"include_usage":true}}`
	const whole = `{"model":"tiny","prompt":"%s","max_tokens":2,"ignore_eos":true}`
	prompt := strings.Repeat("the same long prompt for the prefix cache ", 8)
	tests := []struct {
		name    string
		spec    string
		body    string
		details bool // whether the hit reports cached tokens
	}{
		{name: "stream", body: stream, details: true},
		{name: "not-streamed", body: whole, details: true},
		{name: "stream-vllm-0.8.5", spec: "vllm_version=0.8.5", body: stream, details: true},
		{name: "stream-without-details", spec: "prompt_tokens_details=false", body: stream},
		{name: "not-streamed-without-details", spec: "prompt_tokens_details=false", body: whole},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newSim(t, func(o *Options) { require.NoError(t, o.ParseSpec(tt.spec, "test")) })
			usage := func() chunk {
				resp := post(t, s, "/v1/completions", strings.Replace(tt.body, "%s", prompt, 1))
				require.Equal(t, http.StatusOK, resp.StatusCode)
				if !strings.Contains(tt.body, `"stream":true`) {
					var c chunk
					require.NoError(t, json.NewDecoder(resp.Body).Decode(&c))
					return c
				}
				evs := events(t, resp.Body)
				return decode(t, evs[len(evs)-2])
			}
			miss := usage()
			require.NotNil(t, miss.Usage)
			assert.Nil(t, miss.Usage.PromptTokensDetails, "0 cached tokens: no prompt_tokens_details")
			hit := usage()
			require.NotNil(t, hit.Usage)
			if !tt.details {
				assert.Nil(t, hit.Usage.PromptTokensDetails)
				return
			}
			require.NotNil(t, hit.Usage.PromptTokensDetails, "a prefix hit reports its cached tokens")
			assert.Equal(t, (hit.Usage.PromptTokens-1)/16*16, hit.Usage.PromptTokensDetails.CachedTokens)
		})
	}
}

func TestVLLMVersionOption(t *testing.T) {
	tests := []struct {
		spec    string
		want    metrics.Version
		wantErr string
	}{
		{spec: "", want: metrics.Current},
		{spec: "vllm_version=current", want: metrics.Current},
		{spec: "vllm_version=0.8.5", want: metrics.V085},
		{spec: "vllm-version=0.8.5", want: metrics.V085},
		{spec: "vllm_version=0.9.0", wantErr: `option vllm_version="0.9.0": unknown vLLM version "0.9.0" (want one of current, 0.8.5)`},
	}
	for _, tt := range tests {
		t.Run(tt.spec, func(t *testing.T) {
			o := DefaultOptions()
			err := o.ParseSpec(tt.spec, "test")
			if tt.wantErr != "" {
				require.ErrorContains(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, o.VLLMVersion)
		})
	}
}
