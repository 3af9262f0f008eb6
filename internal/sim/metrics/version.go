package metrics

import (
	"fmt"
	"strings"
)

// Version is the vLLM release whose /metrics the simulator imitates. The gate most
// often approves an upgrade from an older vLLM to a newer one, so the baseline runs on
// a version whose exposition differs from today's: other names, other units, other
// labels. A simulator that only spoke the newest dialect would let the gate's tests
// pass while every reader of an old server's /metrics failed.
type Version string

// The versions the simulator imitates. Only what the two differ in is switched; the
// rest (num_requests_running/waiting, num_preemptions_total, prompt/generation tokens,
// request_success_total, time_to_first_token_seconds, e2e_request_latency_seconds,
// request_queue_time_seconds and the other phase histograms, their buckets, the
// model_name and engine labels) has the same names in both.
const (
	// Current is today's vLLM (0.12 and later): kv_cache_usage_perc,
	// prefix_cache_queries/hits_total counted in tokens, inter_token_latency_seconds and
	// request_time_per_output_token_seconds, and an engine label on cache_config_info.
	// The names deprecated in 0.9–0.10 and hidden in 0.11 are gone.
	Current Version = "current"
	// V085 is vLLM 0.8.5 (April 2025, vllm/v1/metrics/loggers.py): gpu_cache_usage_perc;
	// gpu_prefix_cache_queries/hits_total counted in KV blocks, not tokens (vLLM
	// switched to tokens in May 2025 and renamed the counters in 0.9.2);
	// time_per_output_token_seconds for the inter-token gaps and no per-request TPOT
	// histogram; cache_config_info with the CacheConfig fields only (no engine label)
	// and prefix_caching_hash_algo "builtin", its default then.
	V085 Version = "0.8.5"
)

// Versions lists the versions the simulator imitates, the default first.
func Versions() []Version { return []Version{Current, V085} }

// ParseVersion reads a version name as the vllm_version option gives it.
func ParseVersion(s string) (Version, error) {
	for _, v := range Versions() {
		if Version(strings.TrimSpace(s)) == v {
			return v, nil
		}
	}
	names := make([]string, 0, len(Versions()))
	for _, v := range Versions() {
		names = append(names, string(v))
	}
	return "", fmt.Errorf("unknown vLLM version %q (want one of %s)", s, strings.Join(names, ", "))
}

// dialect is what a Version changes in the exposition.
type dialect struct {
	kvUsage, kvUsageHelp             string
	prefixQueries, prefixQueriesHelp string
	prefixHits, prefixHitsHelp       string
	prefixInBlocks                   bool
	itl, itlHelp                     string
	requestTPOT                      bool // vllm:request_time_per_output_token_seconds exists
	cacheConfigEngine                bool // cache_config_info carries the engine label
	prefixCachingHashAlgo            string
}

func (v Version) dialect() dialect {
	if v == V085 {
		return dialect{
			kvUsage:               "vllm:gpu_cache_usage_perc",
			kvUsageHelp:           "GPU KV-cache usage. 1 means 100 percent usage.",
			prefixQueries:         "vllm:gpu_prefix_cache_queries_total",
			prefixQueriesHelp:     "GPU prefix cache queries, in terms of number of queried blocks.",
			prefixHits:            "vllm:gpu_prefix_cache_hits_total",
			prefixHitsHelp:        "GPU prefix cache hits, in terms of number of cached blocks.",
			prefixInBlocks:        true,
			itl:                   "vllm:time_per_output_token_seconds",
			itlHelp:               "Histogram of time per output token in seconds.",
			prefixCachingHashAlgo: "builtin",
		}
	}
	return dialect{
		kvUsage:               "vllm:kv_cache_usage_perc",
		kvUsageHelp:           "KV-cache usage. 1 means 100 percent usage.",
		prefixQueries:         "vllm:prefix_cache_queries_total",
		prefixQueriesHelp:     "Prefix cache queries, in terms of number of queried tokens.",
		prefixHits:            "vllm:prefix_cache_hits_total",
		prefixHitsHelp:        "Prefix cache hits, in terms of number of cached tokens.",
		itl:                   "vllm:inter_token_latency_seconds",
		itlHelp:               "Histogram of inter-token latency in seconds.",
		requestTPOT:           true,
		cacheConfigEngine:     true,
		prefixCachingHashAlgo: "sha256",
	}
}
