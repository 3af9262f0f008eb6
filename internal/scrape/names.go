package scrape

import (
	"slices"
	"strconv"
	"strings"

	dto "github.com/prometheus/client_model/go"
)

// Names that older vLLM versions use for figures the gate reads; the package doc's table
// says which version exports which.
const (
	// MetricGPUPrefixCacheQueries and MetricGPUPrefixCacheHits are the V1 engine's prefix
	// cache counters before the rename of vLLM 0.9.2. They count KV blocks up to 0.8.x
	// and tokens from the 0.9 series (their HELP text says which); 0.11 hides them unless started
	// with --show-hidden-metrics-for-version=0.10, and 0.12 removes them.
	MetricGPUPrefixCacheQueries = "vllm:gpu_prefix_cache_queries_total"
	MetricGPUPrefixCacheHits    = "vllm:gpu_prefix_cache_hits_total"
	// MetricGPUCacheUsage is vllm:kv_cache_usage_perc's name before 0.9.2 (a fraction
	// 0–1 too), with the same deprecation schedule as the gpu_prefix_cache counters.
	MetricGPUCacheUsage = "vllm:gpu_cache_usage_perc"
	// MetricV0PrefixCacheHitRate is the V0 engine's prefix cache figure: a hit-rate
	// gauge, from which no per-cell ratio can be derived. A server exporting it and no
	// prefix cache counter runs the V0 engine.
	MetricV0PrefixCacheHitRate = "vllm:gpu_prefix_cache_hit_rate"
	// MetricRequestsRunning is the number of requests in the engine's batches.
	MetricRequestsRunning = "vllm:num_requests_running"
	// MetricLoRAInfo lists the LoRA adapters running and waiting in its labels.
	MetricLoRAInfo = "vllm:lora_requests_info"

	// LabelPID is added by prometheus_client's multiprocess collector to the series of
	// a gauge whose multiprocess mode keeps one series per process ("all", "liveall").
	LabelPID = "pid"
)

// Units of the prefix cache counters (Cell.PrefixCacheUnit).
const (
	UnitTokens  = "tokens"
	UnitBlocks  = "blocks"  // KV blocks: vLLM 0.8 or earlier, block size unknown
	UnitUnknown = "unknown" // an old name without a HELP text saying which
)

// alternatives maps a gated metric's current name to its names, newest first, with the
// versions that export each older one (for reasons).
var alternatives = map[string][]string{
	MetricPrefixCacheQueries: {MetricPrefixCacheQueries, MetricGPUPrefixCacheQueries},
	MetricPrefixCacheHits:    {MetricPrefixCacheHits, MetricGPUPrefixCacheHits},
	MetricKVCacheUsage:       {MetricKVCacheUsage, MetricGPUCacheUsage},
}

// olderEra says which versions export an older name.
var olderEra = map[string]string{
	MetricGPUPrefixCacheQueries: "vLLM before 0.9.2; hidden in 0.11, removed in 0.12",
	MetricGPUPrefixCacheHits:    "vLLM before 0.9.2; hidden in 0.11, removed in 0.12",
	MetricGPUCacheUsage:         "vLLM before 0.9.2; hidden in 0.11, removed in 0.12",
}

// engineMetrics are the families vLLM's Prometheus stat logger exports in every version
// the gate knows. A /metrics that has none of them (only HTTP and process metrics) comes
// from a vLLM started with --disable-log-stats, which creates no stat logger.
var engineMetrics = []string{
	MetricPrefixCacheQueries, MetricPrefixCacheHits, MetricGPUPrefixCacheQueries, MetricGPUPrefixCacheHits,
	MetricV0PrefixCacheHitRate, MetricPreemptions, MetricPromptTokens, MetricGenerationTokens,
	MetricRequestSuccess, MetricRequestsWaiting, MetricRequestsRunning, MetricKVCacheUsage, MetricGPUCacheUsage,
	MetricTTFT, MetricQueueTime, MetricE2E, MetricCacheConfig,
}

// noEngineMetrics ends the reason of a metric missing from a /metrics without any.
const noEngineMetrics = "the server exports no engine metrics: vLLM started with --disable-log-stats?"

// Alternatives returns the exposition names vLLM has used for the metric name, newest
// first (name alone when it was never renamed). Readers try them in order, so that a
// baseline on an old vLLM is judged on the same figure as a candidate on a new one.
func Alternatives(name string) []string {
	if alts, ok := alternatives[name]; ok {
		return slices.Clone(alts)
	}
	return []string{name}
}

// Resolve returns the name under which the snapshot exports the metric name: the newest
// of Alternatives(name) with a series matching match, else the newest exported at all,
// else name itself (whose reads then say why it is missing).
func (s *Snapshot) Resolve(name string, match map[string]string) string {
	if found, ok := s.resolve(name, match); ok {
		return found
	}
	return name
}

// resolve is Resolve that also says whether any alternative is exported.
func (s *Snapshot) resolve(name string, match map[string]string) (string, bool) {
	if s == nil || s.err != nil {
		return name, false
	}
	alts := Alternatives(name)
	for _, n := range alts {
		if s.hasSeries(n, match) {
			return n, true
		}
	}
	for _, n := range alts {
		if _, ok := s.families[n]; ok {
			return n, true
		}
	}
	return name, false
}

// resolvePair resolves name for a before/after pair: after decides, then before.
func resolvePair(before, after *Snapshot, name string, match map[string]string) (string, bool) {
	if n, ok := after.resolve(name, match); ok {
		return n, true
	}
	return before.resolve(name, match)
}

// hasSeries reports whether the family name has a series matching match.
func (s *Snapshot) hasSeries(name string, match map[string]string) bool {
	mf, ok := s.families[name]
	if !ok {
		return false
	}
	return slices.ContainsFunc(mf.GetMetric(), func(m *dto.Metric) bool { return Matches(m, match) })
}

// exportsEngineMetrics reports whether the snapshot has any of vLLM's engine metrics.
func (s *Snapshot) exportsEngineMetrics() bool {
	return slices.ContainsFunc(engineMetrics, func(n string) bool { _, ok := s.families[n]; return ok })
}

// missingNote explains, for a metric none of whose names the snapshot exports, which
// older names were tried and whether the server runs the V0 engine; "" when name has
// no older names or the snapshot has no engine metric at all (the reason says so).
func (s *Snapshot) missingNote(name string) string {
	if s == nil || s.err != nil || !s.exportsEngineMetrics() {
		return ""
	}
	var notes []string
	for _, n := range Alternatives(name)[1:] {
		notes = append(notes, "nor under its older name "+strconv.Quote(n)+" ("+olderEra[n]+")")
	}
	if (name == MetricPrefixCacheQueries || name == MetricPrefixCacheHits) && s.families[MetricV0PrefixCacheHitRate] != nil {
		notes = append(notes, "the server runs vLLM's V0 engine, whose "+MetricV0PrefixCacheHitRate+
			" gauge gives no per-cell ratio")
	}
	return strings.Join(notes, "; ")
}

// prefixUnit returns what the prefix cache counter name counts at this server, from its
// HELP text (vLLM writes "in terms of number of queried blocks" up to 0.8 and "…
// tokens" after), or from its name when there is no HELP: the current names always
// count tokens, the gpu_ names did either.
func (s *Snapshot) prefixUnit(name string) string {
	var help string
	if s != nil {
		help = strings.ToLower(s.families[name].GetHelp())
	}
	switch {
	case strings.Contains(help, "block"):
		return UnitBlocks
	case strings.Contains(help, "token"):
		return UnitTokens
	case name == MetricPrefixCacheQueries || name == MetricPrefixCacheHits:
		return UnitTokens
	}
	return UnitUnknown
}

// blockSize reads the KV block size from vllm:cache_config_info's labels; false when it
// is missing, not a positive integer, or differs between engines.
func blockSize(cacheConfig map[string]string) (int, bool) {
	bs, err := strconv.Atoi(cacheConfig["block_size"])
	return bs, err == nil && bs > 0
}
