package scrape

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// Exposition names of the server-side figures of a cell, as vLLM's V1 engine exports
// them from 0.9.2 on (the newest name of each; Alternatives lists older ones, and the
// package doc's table says which version exports which).
const (
	MetricPrefixCacheQueries = "vllm:prefix_cache_queries_total"
	MetricPrefixCacheHits    = "vllm:prefix_cache_hits_total"
	MetricPreemptions        = "vllm:num_preemptions_total"
	MetricPromptTokens       = "vllm:prompt_tokens_total"
	MetricGenerationTokens   = "vllm:generation_tokens_total"
	MetricRequestSuccess     = "vllm:request_success_total" // label finished_reason
	MetricRequestsWaiting    = "vllm:num_requests_waiting"
	MetricKVCacheUsage       = "vllm:kv_cache_usage_perc" // fraction 0–1 (vllm:gpu_cache_usage_perc before 0.9.2)
	MetricTTFT               = "vllm:time_to_first_token_seconds"
	MetricQueueTime          = "vllm:request_queue_time_seconds"
	MetricPrefillTime        = "vllm:request_prefill_time_seconds"
	MetricE2E                = "vllm:e2e_request_latency_seconds"
	MetricCacheConfig        = "vllm:cache_config_info"
	// MetricSimLost is the embedded simulator's own counter of simulated seconds it
	// skipped because the machine running it fell behind; vLLM has no such series.
	MetricSimLost = "infergate_sim_lost_seconds_total"

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
// MetricRequestsWaiting and MetricKVCacheUsage (which Sample also finds under its older
// name).
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
	// PrefixCacheUnit is what PrefixCacheQueries and PrefixCacheHits count: UnitTokens,
	// or, from a vLLM 0.8 or earlier whose block size vllm:cache_config_info does not
	// give, UnitBlocks (KV blocks; PrefixHitRatio is unit-free and unaffected), or
	// UnitUnknown. Block counts are converted to tokens when the block size is known.
	PrefixCacheUnit string `json:"prefix_cache_unit,omitempty"`

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

	// SimLost is the simulated time the infergate simulator skipped during the cell
	// because the machine running it fell behind the wall clock (MetricSimLost, in
	// seconds; with several replicas the largest). Unavailable on any other server,
	// and nil in files written before it was read.
	SimLost *Value `json:"sim_lost,omitempty"`

	TTFT      Distribution `json:"ttft"`       // vllm:time_to_first_token_seconds (frontend arrival → first token)
	QueueTime Distribution `json:"queue_time"` // vllm:request_queue_time_seconds
	E2E       Distribution `json:"e2e"`        // vllm:e2e_request_latency_seconds
	// PrefillTime is vllm:request_prefill_time_seconds (first scheduled → first token),
	// one of the V1 engine's request phase histograms; files written before it was
	// read lack it, and a server without it leaves it unavailable with the reason.
	PrefillTime Distribution `json:"prefill_time"`

	// CacheConfig holds the labels of vllm:cache_config_info in the after snapshot
	// (cache_dtype, block_size, enable_prefix_caching, …) for the run manifest; nil when
	// unavailable, with the reason in CacheConfigInfo.
	CacheConfig     map[string]string `json:"cache_config,omitempty"`
	CacheConfigInfo Value             `json:"cache_config_info"`

	// MetricNames maps each figure's metric, by its current name, to the name the server
	// exports it under (an older one on an older vLLM), for the run manifest: e.g.
	// "vllm:kv_cache_usage_perc": "vllm:gpu_cache_usage_perc" on vLLM 0.8. A metric the
	// server exports under no name is absent.
	MetricNames map[string]string `json:"metric_names,omitempty"`

	// ModelName is the model_name whose series were read ("" for every model), and
	// ModelNote why it differs from the model asked for: an alias or a LoRA adapter is
	// counted under the server's first --served-model-name (see Summarize).
	ModelName string `json:"model_name,omitempty"`
	ModelNote string `json:"model_note,omitempty"`

	// Replicas holds each replica's own figures when the cell was read from several
	// /metrics endpoints (SummarizeReplicas), in the order of INFERGATE_METRICS_URL;
	// absent with one endpoint, and in files written before lists existed.
	Replicas []Replica `json:"replicas,omitempty"`
}

// Summarize computes a cell's server-side figures from the snapshots before and after it
// and the maxima sampled during it (by Sampling.Stop over CellGauges; a gauge missing from
// sampled is unavailable). model "" takes every model_name; otherwise only that model's
// series are used. vllm:cache_config_info is read without a model filter, since vLLM
// labels it with the engine but not the model.
//
// Version differences are absorbed here (see the package doc for the table):
//   - each metric is read under the newest of its Alternatives the after snapshot
//     exports, and Cell.MetricNames records which;
//   - prefix cache counters that count KV blocks (vLLM 0.8 and earlier, told by their HELP
//     text) are converted to tokens with vllm:cache_config_info's block_size, or kept
//     in blocks with PrefixCacheUnit saying so; the hit ratio is the same either way;
//   - a model without series is matched to the server's only model_name, with
//     Cell.ModelNote and every Source saying so, since vLLM labels an alias's and a LoRA
//     adapter's requests with its first --served-model-name; with several model_names
//     and none matching, every figure is unavailable with a reason naming them.
func Summarize(before, after *Snapshot, sampled map[string]Value, model string) Cell {
	ref := after
	if ref.Err() != nil && before.Err() == nil {
		ref = before
	}
	mc := ref.chooseModel(ModelMatch(model))
	m := mc.match
	c := Cell{
		Preemptions:      CounterDelta(before, after, MetricPreemptions, m),
		PromptTokens:     CounterDelta(before, after, MetricPromptTokens, m),
		GenerationTokens: CounterDelta(before, after, MetricGenerationTokens, m),
		Requests:         CounterDelta(before, after, MetricRequestSuccess, m),
		MaxWaiting:       sampledValue(sampled, MetricRequestsWaiting, m, after),
		MaxKVUsage:       sampledValue(sampled, MetricKVCacheUsage, m, after),
		TTFT:             distribution(before, after, MetricTTFT, m),
		QueueTime:        distribution(before, after, MetricQueueTime, m),
		PrefillTime:      distribution(before, after, MetricPrefillTime, m),
		E2E:              distribution(before, after, MetricE2E, m),
		SimLost:          simLost(before, after, m),
		MetricNames:      map[string]string{},
		ModelName:        m[LabelModel],
		ModelNote:        mc.note,
	}
	if before != nil {
		c.From = before.At
	}
	if after != nil {
		c.To = after.At
	}
	c.CacheConfig, c.CacheConfigInfo = after.Info(MetricCacheConfig)
	c.prefixCache(before, after, m)
	c.Success = map[string]Value{}
	for _, reason := range successReasons(before, after, m) {
		rm := map[string]string{LabelFinishedReason: reason}
		for k, v := range m {
			rm[k] = v
		}
		c.Success[reason] = CounterDelta(before, after, MetricRequestSuccess, rm)
	}
	for _, name := range []string{MetricPreemptions, MetricPromptTokens, MetricGenerationTokens, MetricRequestSuccess,
		MetricTTFT, MetricQueueTime, MetricPrefillTime, MetricE2E, MetricCacheConfig} {
		if found, ok := resolvePair(before, after, name, m); ok {
			c.MetricNames[name] = found
		}
	}
	for _, name := range CellGauges() {
		if found, ok := after.resolve(name, m); ok {
			c.MetricNames[name] = found
		}
	}
	suffix := mc.mappedSuffix(model)
	mark := func(v Value) Value {
		switch {
		case mc.reason != "" && !v.OK && !strings.HasSuffix(v.Reason, mc.reason): // sampled values may have it
			v.Reason += ": " + mc.reason
		case suffix != "" && !strings.HasSuffix(v.Source, suffix): // sampled values have it
			v.Source += suffix
		}
		return v
	}
	for _, v := range c.values() {
		*v = mark(*v)
	}
	for k, v := range c.Success {
		c.Success[k] = mark(v)
	}
	return c
}

// simLost is MetricSimLost's delta, or nil when the server does not export it (any
// server but infergate's simulator), so that results keep no figure that cannot exist.
func simLost(before, after *Snapshot, m map[string]string) *Value {
	v := CounterDelta(before, after, MetricSimLost, m)
	_, inBefore := before.resolve(MetricSimLost, m)
	if _, inAfter := after.resolve(MetricSimLost, m); !inBefore && !inAfter && !v.OK {
		return nil
	}
	return &v
}

// prefixCache fills the prefix cache figures, under the names and in the unit the
// server has (see Summarize).
func (c *Cell) prefixCache(before, after *Snapshot, m map[string]string) {
	qName, qFound := resolvePair(before, after, MetricPrefixCacheQueries, m)
	hName, hFound := resolvePair(before, after, MetricPrefixCacheHits, m)
	queries := CounterDelta(before, after, qName, m)
	hits := CounterDelta(before, after, hName, m)
	for _, f := range []struct {
		v           *Value
		name, found string
		ok          bool
	}{{&queries, MetricPrefixCacheQueries, qName, qFound}, {&hits, MetricPrefixCacheHits, hName, hFound}} {
		if f.ok {
			c.MetricNames[f.name] = f.found
		} else if note := after.missingNote(f.name); note != "" && !f.v.OK {
			f.v.Reason += " (" + note + ")"
		}
	}
	unit := after.prefixUnit(qName)
	c.PrefixHitRatio = Ratio(hits, queries)
	switch {
	case !qFound:
	case after.prefixUnit(hName) != unit:
		c.PrefixHitRatio = unavailable(c.PrefixHitRatio.Source, "%s counts %s but %s counts %s: no ratio",
			qName, unit, hName, after.prefixUnit(hName))
	case queries.OK && queries.V == 0:
		c.PrefixHitRatio.Reason = "no prefix-cache queries in the cell (" + queries.Source + " is 0)"
	case unit == UnitBlocks && c.PrefixHitRatio.OK:
		c.PrefixHitRatio.Source += " (both count KV blocks: the ratio is unit-free)"
	}
	if qFound {
		c.PrefixCacheUnit = unit
	}
	if unit == UnitBlocks {
		if bs, ok := blockSize(c.CacheConfig); ok {
			for _, v := range []*Value{&queries, &hits} {
				if v.OK {
					v.V *= float64(bs)
				}
				v.Source += fmt.Sprintf(" × block_size %d (vLLM 0.8 and earlier counted KV blocks)", bs)
			}
			c.PrefixCacheUnit = UnitTokens
		} else {
			for _, v := range []*Value{&queries, &hits} {
				v.Source += " (KV blocks, not tokens: vLLM 0.8 or earlier, block_size unknown)"
			}
		}
	}
	c.PrefixCacheQueries, c.PrefixCacheHits = queries, hits
}

// values returns pointers to the cell's model-filtered Values but Success's.
func (c *Cell) values() []*Value {
	return []*Value{&c.PrefixCacheQueries, &c.PrefixCacheHits, &c.PrefixHitRatio, &c.Preemptions, &c.PromptTokens,
		&c.GenerationTokens, &c.Requests, &c.MaxWaiting, &c.MaxKVUsage, &c.TTFT.Observations,
		&c.QueueTime.Observations, &c.PrefillTime.Observations, &c.E2E.Observations}
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
