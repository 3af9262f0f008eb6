package scrape

import (
	"slices"
	"time"
)

// vLLM V1 wire names (design/vllm-reference.md §5) of the server-side figures of a cell.
const (
	MetricPrefixCacheQueries = "vllm:prefix_cache_queries_total"
	MetricPrefixCacheHits    = "vllm:prefix_cache_hits_total"
	MetricPreemptions        = "vllm:num_preemptions_total"
	MetricPromptTokens       = "vllm:prompt_tokens_total"
	MetricGenerationTokens   = "vllm:generation_tokens_total"
	MetricRequestSuccess     = "vllm:request_success_total" // label finished_reason
	MetricRequestsWaiting    = "vllm:num_requests_waiting"
	MetricKVCacheUsage       = "vllm:kv_cache_usage_perc" // fraction 0–1
	MetricTTFT               = "vllm:time_to_first_token_seconds"
	MetricQueueTime          = "vllm:request_queue_time_seconds"
	MetricE2E                = "vllm:e2e_request_latency_seconds"
	MetricCacheConfig        = "vllm:cache_config_info"

	// LabelModel and LabelEngine are on every V1 engine metric; LabelFinishedReason is on
	// MetricRequestSuccess.
	LabelModel          = "model_name"
	LabelEngine         = "engine"
	LabelFinishedReason = "finished_reason"
)

// finishedReasons are vLLM's FinishReason values. Cell.Success always has an entry for
// each (unavailable if the server has no such series), plus any other reason it exports.
var finishedReasons = []string{"stop", "length", "abort", "error"}

// CellGauges returns the gauges to sample during a cell for Summarize:
// MetricRequestsWaiting and MetricKVCacheUsage.
func CellGauges() []string { return []string{MetricRequestsWaiting, MetricKVCacheUsage} }

// ModelMatch returns the label matcher for one served model: nil (every series) for "",
// else model_name=model.
func ModelMatch(model string) map[string]string {
	if model == "" {
		return nil
	}
	return map[string]string{LabelModel: model}
}

// Cell is the server-side summary of one cell, from /metrics snapshots taken before and
// after it and a sampling during it. Counter figures are deltas over the cell; each Value
// is available or says why not.
type Cell struct {
	// From and To are when the before and after snapshots were read (zero if absent).
	From time.Time `json:"from"`
	To   time.Time `json:"to"`

	PrefixCacheQueries Value `json:"prefix_cache_queries"` // prompt tokens looked up in the prefix cache
	PrefixCacheHits    Value `json:"prefix_cache_hits"`    // of which found cached
	PrefixHitRatio     Value `json:"prefix_hit_ratio"`     // hits / queries; unavailable when there were no queries

	Preemptions      Value `json:"preemptions"`
	PromptTokens     Value `json:"prompt_tokens"`
	GenerationTokens Value `json:"generation_tokens"`

	// Requests is the number of finished requests (request_success_total, all reasons);
	// Success splits it by finished_reason ("stop", "length", "abort", "error", and any
	// other reason the server exports).
	Requests Value            `json:"requests"`
	Success  map[string]Value `json:"success,omitempty"`

	MaxWaiting Value `json:"max_waiting"`  // max of vllm:num_requests_waiting over the sampling
	MaxKVUsage Value `json:"max_kv_usage"` // max of vllm:kv_cache_usage_perc over the sampling (fraction 0–1)

	TTFT      Distribution `json:"ttft"`       // vllm:time_to_first_token_seconds (frontend arrival → first token)
	QueueTime Distribution `json:"queue_time"` // vllm:request_queue_time_seconds
	E2E       Distribution `json:"e2e"`        // vllm:e2e_request_latency_seconds

	// CacheConfig holds the labels of vllm:cache_config_info in the after snapshot
	// (cache_dtype, block_size, enable_prefix_caching, …) for the run manifest; nil when
	// unavailable, with the reason in CacheConfigInfo.
	CacheConfig     map[string]string `json:"cache_config,omitempty"`
	CacheConfigInfo Value             `json:"cache_config_info"`
}

// Summarize computes a cell's server-side figures from the snapshots before and after it
// and the maxima sampled during it (by Sampling.Stop over CellGauges; a gauge missing from
// sampled is unavailable). model "" takes every model_name; otherwise only that model's
// series are used. vllm:cache_config_info is read without a model filter, since vLLM
// labels it with the engine but not the model.
func Summarize(before, after *Snapshot, sampled map[string]Value, model string) Cell {
	m := ModelMatch(model)
	c := Cell{
		PrefixCacheQueries: CounterDelta(before, after, MetricPrefixCacheQueries, m),
		PrefixCacheHits:    CounterDelta(before, after, MetricPrefixCacheHits, m),
		Preemptions:        CounterDelta(before, after, MetricPreemptions, m),
		PromptTokens:       CounterDelta(before, after, MetricPromptTokens, m),
		GenerationTokens:   CounterDelta(before, after, MetricGenerationTokens, m),
		Requests:           CounterDelta(before, after, MetricRequestSuccess, m),
		MaxWaiting:         sampledValue(sampled, MetricRequestsWaiting, m, after),
		MaxKVUsage:         sampledValue(sampled, MetricKVCacheUsage, m, after),
		TTFT:               distribution(before, after, MetricTTFT, m),
		QueueTime:          distribution(before, after, MetricQueueTime, m),
		E2E:                distribution(before, after, MetricE2E, m),
	}
	if before != nil {
		c.From = before.At
	}
	if after != nil {
		c.To = after.At
	}
	c.PrefixHitRatio = Ratio(c.PrefixCacheHits, c.PrefixCacheQueries)
	if c.PrefixCacheQueries.OK && c.PrefixCacheQueries.V == 0 {
		c.PrefixHitRatio.Reason = "no prefix-cache queries in the cell (" + c.PrefixCacheQueries.Source + " is 0)"
	}
	c.Success = map[string]Value{}
	for _, reason := range successReasons(before, after, m) {
		rm := map[string]string{LabelFinishedReason: reason}
		for k, v := range m {
			rm[k] = v
		}
		c.Success[reason] = CounterDelta(before, after, MetricRequestSuccess, rm)
	}
	c.CacheConfig, c.CacheConfigInfo = after.Info(MetricCacheConfig)
	return c
}

// successReasons lists the known finished reasons plus any other the snapshots export.
func successReasons(before, after *Snapshot, match map[string]string) []string {
	reasons := slices.Clone(finishedReasons)
	for _, s := range []*Snapshot{before, after} {
		ms, _, ok := s.series(MetricRequestSuccess, counterTypes, match, "", false)
		if !ok {
			continue
		}
		for _, m := range ms {
			for _, lp := range m.GetLabel() {
				if lp.GetName() == LabelFinishedReason && !slices.Contains(reasons, lp.GetValue()) {
					reasons = append(reasons, lp.GetValue())
				}
			}
		}
	}
	return reasons
}

func sampledValue(sampled map[string]Value, name string, match map[string]string, after *Snapshot) Value {
	if v, ok := sampled[name]; ok {
		return v
	}
	source := "max of " + selector(name, match) + " at " + after.where()
	return unavailable(source, "metric %q not sampled during the cell (%s)", name, after.where())
}

func distribution(before, after *Snapshot, name string, match map[string]string) Distribution {
	h, v := HistogramDelta(before, after, name, match)
	return Distribution{Histogram: h, Observations: v}
}
