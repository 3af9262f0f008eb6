package threshold

import (
	"fmt"
	"slices"
)

// Kind is the dimension of a metric, which decides the aggregations and units its
// thresholds may use.
type Kind int

const (
	// Latency is a time in seconds, one sample per request or event; thresholds need an
	// aggregation (p(N), avg, min, max, med) and a time unit.
	Latency Kind = iota + 1
	// Ratio is a fraction in [0, 1], written as a percentage or a plain fraction, with no
	// aggregation.
	Ratio
	// Rate is a quantity per second, written with /s, /min or /h, with no aggregation.
	Rate
	// Count is a plain number with no unit and no aggregation.
	Count
)

// String returns the kind's name in lower case: "latency", "ratio", "rate", "count".
func (k Kind) String() string {
	switch k {
	case Latency:
		return "latency"
	case Ratio:
		return "ratio"
	case Rate:
		return "rate"
	case Count:
		return "count"
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Metric describes one metric a threshold may be set on.
type Metric struct {
	// Name is the metric's key in a plan, e.g. "ttft".
	Name string
	// Kind is the metric's dimension.
	Kind Kind
	// Server is set when the value comes from the target's Prometheus /metrics (deltas
	// or maxima over the cell); a target without /metrics makes it unavailable.
	Server bool
	// Doc says in one line what the metric is and how it is measured.
	Doc string
}

// metricInfo is a row of the vocabulary: the exported Metric plus what the package
// needs to write helpful errors and messages.
type metricInfo struct {
	Metric
	// higher is set when a larger value is better (goodput, hit ratios, throughput); it
	// picks the operator of the examples in error messages.
	higher bool
	// unit is how a Rate is shown when the threshold does not say (relative gates).
	unit string
	// ofN is set for a Ratio whose Observation.N is the number of requests it counts
	// over, so the message can say "1 of 360".
	ofN bool
	// avgOnly, when set, restricts a Latency to the avg aggregation and says why
	// (Check's error quotes it): its other aggregations have no exact value.
	avgOnly string
}

// vocabulary is the one table of metrics, grouped by kind. Latency definitions follow
// `vllm bench serve`: client-side timers start at the actual send unless
// the name says from_intended.
var vocabulary = []metricInfo{
	{Metric: Metric{Name: "ttft", Kind: Latency,
		Doc: "time to first token: from the actual send to the first SSE event with non-empty choices"}},
	{Metric: Metric{Name: "ttfo", Kind: Latency,
		Doc: "time to first output token: from the actual send to the first SSE event with answer text (delta.content or text), a reasoning model's thinking left out; requests that streamed no answer text have none"}},
	{Metric: Metric{Name: "itl", Kind: Latency,
		Doc: "inter-token latency per event: gaps between consecutive token-bearing SSE events, pooled over requests (vllm bench's ITL)"}},
	{Metric: Metric{Name: "itl_per_token", Kind: Latency,
		Doc: "inter-token latency per token: each gap between token-bearing events divided by the tokens the later event carried"}},
	{Metric: Metric{Name: "tpot", Kind: Latency,
		Doc: "time per output token: (e2el − ttft)/(output_tokens − 1), for requests with more than one output token"}},
	{Metric: Metric{Name: "e2el", Kind: Latency,
		Doc: "end-to-end latency: from the actual send to the last token-bearing event"}},
	{Metric: Metric{Name: "ttft_from_intended", Kind: Latency,
		Doc: "time to first token measured from the intended send of the arrival schedule, so coordinated omission cannot hide overload"}},
	{Metric: Metric{Name: "e2el_from_intended", Kind: Latency,
		Doc: "end-to-end latency measured from the intended send of the arrival schedule, so coordinated omission cannot hide overload"}},
	{Metric: Metric{Name: "ttft_later_turns", Kind: Latency,
		Doc: "time to first token of every turn of a session but its first (session workloads only): the turns whose prompt starts with the conversation so far, which the prefix cache should serve"}},
	{Metric: Metric{Name: "queue_wait", Kind: Latency,
		Doc: "client-side queueing: actual send − intended send (waiting for a concurrency slot included)"}},
	{Metric: Metric{Name: "ttft_overhead", Kind: Latency, Server: true,
		Doc: "the front end's share of TTFT (network, gateway, tokenisation, queueing in front of vLLM): mean client ttft − mean of Δvllm:time_to_first_token_seconds over the same requests; avg only"},
		avgOnly: "vLLM keeps the engine's TTFT as a histogram, not per request: only the mean of the front end's share is exact (client p(q) minus a bucket-interpolated engine p(q) is not the front end's p(q))"},
	{Metric: Metric{Name: "dispatch_lag", Kind: Latency,
		Doc: "the load generator's own lateness in dispatching scheduled arrivals; over budget makes the cell invalid"}},

	{Metric: Metric{Name: "error_rate", Kind: Ratio,
		Doc: "failed requests / requests sent: HTTP status ≥ 400, transport errors, mid-stream errors, truncated streams (timeouts count in timeout_rate)"},
		ofN: true},
	{Metric: Metric{Name: "timeout_rate", Kind: Ratio,
		Doc: "requests that hit the per-request deadline / requests sent"},
		ofN: true},
	{Metric: Metric{Name: "goodput_ratio", Kind: Ratio,
		Doc: "good requests / all requests sent, vLLM's inclusive SLO rule (ttft ≤ slo.ttft, ttfo ≤ slo.ttfo, tpot ≤ slo.tpot, e2el ≤ slo.e2el); failures are never good"},
		higher: true, ofN: true},
	{Metric: Metric{Name: "prefix_hit_ratio", Kind: Ratio, Server: true,
		Doc: "server prefix-cache hit ratio over the cell: Δvllm:prefix_cache_hits_total / Δvllm:prefix_cache_queries_total"},
		higher: true},
	{Metric: Metric{Name: "cached_ratio", Kind: Ratio,
		Doc: "client-side cached share of the prompt: Σ usage.prompt_tokens_details.cached_tokens / Σ usage.prompt_tokens"},
		higher: true},
	{Metric: Metric{Name: "kv_usage_max", Kind: Ratio, Server: true,
		Doc: "maximum of vllm:kv_cache_usage_perc (0..1) sampled during the cell"}},

	{Metric: Metric{Name: "goodput_rps", Kind: Rate,
		Doc: "good requests per second of benchmark duration (vLLM's request_goodput)"},
		higher: true, unit: "/s"},
	{Metric: Metric{Name: "goodput_rph", Kind: Rate,
		Doc: "goodput per hour: the same measure as goodput_rps, shown per hour (the report's headline)"},
		higher: true, unit: "/h"},
	{Metric: Metric{Name: "throughput_rps", Kind: Rate,
		Doc: "completed requests per second of benchmark duration (vLLM's request_throughput)"},
		higher: true, unit: "/s"},
	{Metric: Metric{Name: "output_tps", Kind: Rate,
		Doc: "output tokens per second of benchmark duration (vLLM's output_throughput)"},
		higher: true, unit: "/s"},

	{Metric: Metric{Name: "preemptions", Kind: Count, Server: true,
		Doc: "Δvllm:num_preemptions_total over the cell"}},
	{Metric: Metric{Name: "max_waiting", Kind: Count, Server: true,
		Doc: "maximum of vllm:num_requests_waiting sampled during the cell"}},
	{Metric: Metric{Name: "dropped", Kind: Count,
		Doc: "scheduled arrivals that were never sent because the generator or the concurrency cap could not keep up"}},
}

// Metrics returns the vocabulary, grouped by kind (latencies, ratios, rates, counts).
// The slice is a fresh copy.
func Metrics() []Metric {
	out := make([]Metric, len(vocabulary))
	for i, mi := range vocabulary {
		out[i] = mi.Metric
	}
	return out
}

// Lookup returns the metric called name, and whether there is one.
func Lookup(name string) (Metric, bool) {
	mi, ok := info(name)
	return mi.Metric, ok
}

// Names returns the metric names sorted, e.g. for "unknown metric" errors.
func Names() []string {
	out := make([]string, len(vocabulary))
	for i, mi := range vocabulary {
		out[i] = mi.Name
	}
	slices.Sort(out)
	return out
}

// info returns the vocabulary row of name.
func info(name string) (metricInfo, bool) {
	for _, mi := range vocabulary {
		if mi.Name == name {
			return mi, true
		}
	}
	return metricInfo{}, false
}

// infoFor returns the vocabulary row of m, or a row with m and defaults for a metric
// that is not in the vocabulary (a caller's own Metric value); formatValue shows such a
// Rate per second.
func infoFor(m Metric) metricInfo {
	if mi, ok := info(m.Name); ok && mi.Kind == m.Kind {
		mi.Metric = m
		return mi
	}
	return metricInfo{Metric: m}
}
