package traffic

import (
	"time"

	"github.com/infergate/infergate/internal/workload"
)

// Proposal is what derive found in a traffic source: the workloads, load levels,
// burst and prefix share a plan should be written with, each with where it came
// from. WriteYAML renders it as a commented plan.
type Proposal struct {
	// Source names where the traffic came from, for the plan's comments: "request
	// log prod.jsonl" or "vLLM metrics http://host:8000/metrics".
	Source string
	// From and To bound the window the figures cover.
	From, To time.Time
	// Requests is how many requests the window holds (for a metrics source, the
	// increase of the request counters).
	Requests int
	// Clusters are the proposed workloads, largest first.
	Clusters []Cluster
	// Normal and Peak are the proposed "normal" and "peak" open-loop rates.
	Normal, Peak Rate
	// Spike is the largest short-window rate, for the burst test; a zero Spike.Rate
	// means the source could not show one.
	Spike Spike
	// Cached is the share of prompt tokens served from the prefix cache; HasCached
	// reports whether the source showed it at all.
	Cached    float64
	HasCached bool
	// CachedNote says what Cached was computed from ("cached_tokens of 812 of 1,000
	// requests", "Δ vllm:prefix_cache_hits_total / Δ queries").
	CachedNote string
	// Notes are caveats the plan's reader should see (clamped lengths, skipped log
	// lines, marginal histograms that cannot be clustered), written as comments at the
	// top of the plan.
	Notes []string
}

// Cluster is one proposed workload: a group of requests with similar lengths.
type Cluster struct {
	// Name is the workload's name in the plan; Kind its prompt template.
	Name string
	Kind workload.Kind
	// Requests is how many requests of the window fall in the cluster.
	Requests int
	// Input and Output are the empirical length distributions (Quantiles set, Mean
	// their mean), in tokens.
	Input, Output workload.Dist
	// InputMean and OutputMean are the observed mean lengths (exact, before the
	// quantile table rounds them).
	InputMean, OutputMean float64
	// Cached is the share of the cluster's prompt tokens served from the prefix
	// cache; HasCached reports whether the source showed it per cluster.
	Cached    float64
	HasCached bool
	// Note says how the cluster was found ("k-means on log lengths, 2 clusters", "the
	// marginal histograms: not clustered").
	Note string
}

// Rate is a proposed arrival rate with how it was computed.
type Rate struct {
	// PerSecond is the rate in requests per second.
	PerSecond float64
	// Note says how it was computed ("median of 60 per-minute counts").
	Note string
}

// Spike is the largest rate over a short window.
type Spike struct {
	// Rate is the spike's rate in requests per second, over Window.
	Rate float64
	// Window is the length of the window the spike was counted over (10 s when the
	// source resolves it).
	Window time.Duration
	// At is when the spike's window began.
	At time.Time
	// Note says how it was computed.
	Note string
}
