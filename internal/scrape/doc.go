// Package scrape owns the gate's view of a target's Prometheus /metrics: it fetches and
// parses snapshots, turns before/after pairs into per-cell counter and histogram deltas,
// samples gauges during a cell, and summarises a cell's vLLM server-side figures into a
// Cell: the prefix cache hit ratio (the gate's prefix_hit_ratio check), preemptions
// (preemptions), the most requests waiting (max_waiting) and the fullest KV cache
// (kv_usage_max), plus token and request counts, latency histograms and the cache
// configuration, which the run manifest records.
//
// # Unavailable, never zero
//
// Every figure is a Value that may be unavailable. An unavailable Value is never 0: it
// carries a Reason naming the metric and the /metrics URL (or the fetch error), so that a
// threshold on it is judged INCONCLUSIVE with that reason, never passed. Counters are
// cumulative on the server, so cell figures are always deltas between two snapshots.
//
// # Metric names per vLLM version
//
// The gate approves upgrades, so the baseline often runs an older vLLM than the
// candidate. The names below are those of vLLM's V1 engine as declared in its
// vllm/v1/metrics/loggers.py (read at 0.8.x, 0.10.x, 0.11.x and 0.12-era main), with the
// changes dated by vLLM's pull requests. A reader tries the names of a figure newest
// first (Alternatives) and uses the first with a series, so a figure means the same on
// both sides of an upgrade; Cell.MetricNames records which name was found.
//
//	figure                 vLLM          name in the exposition                  counts
//	prefix cache queries   ≤ 0.8         vllm:gpu_prefix_cache_queries_total     KV blocks looked up
//	                       0.9.0–0.9.1   vllm:gpu_prefix_cache_queries_total     prompt tokens looked up (see below)
//	                       0.9.2–0.10    both names, equal                       tokens
//	                       0.11          vllm:prefix_cache_queries_total         tokens (old name hidden)
//	                       ≥ 0.12        vllm:prefix_cache_queries_total         tokens
//	prefix cache hits      as queries, with _hits_ in the names                  blocks or tokens found cached
//	KV cache usage         ≤ 0.9.1       vllm:gpu_cache_usage_perc               fraction 0–1 of KV blocks in use
//	                       0.9.2–0.10    both names, equal                       fraction 0–1
//	                       ≥ 0.11        vllm:kv_cache_usage_perc                fraction 0–1 (old name hidden in 0.11)
//	preemptions            all           vllm:num_preemptions_total              preempted requests
//	waiting, running       all           vllm:num_requests_waiting, _running     requests
//	TTFT                   all           vllm:time_to_first_token_seconds        histogram (buckets grew over time)
//	queue time             all           vllm:request_queue_time_seconds         histogram
//	prefill time           V1 engine     vllm:request_prefill_time_seconds       histogram (absent: unavailable)
//	end-to-end latency     all           vllm:e2e_request_latency_seconds        histogram
//	cache configuration    ≤ 0.8         vllm:cache_config_info                  labels, no engine label
//	                       ≥ 0.10        vllm:cache_config_info                  labels, one series per engine
//
// The sources of the changes:
//   - The V1 prefix cache counters were added as vllm:gpu_prefix_cache_queries and
//     _hits (vLLM PR #12592) to replace V0's vllm:gpu_prefix_cache_hit_rate gauge. Up to
//     0.8 they count KV blocks: full blocks of each prompt looked up, and of those found
//     cached; their HELP text says "in terms of number of queried blocks". PR #18003
//     (May 2025) made them count tokens, the HELP text saying "tokens".
//   - PR #18354, released in 0.9.2, renamed vllm:gpu_cache_usage_perc,
//     vllm:gpu_prefix_cache_queries and vllm:gpu_prefix_cache_hits to
//     vllm:kv_cache_usage_perc, vllm:prefix_cache_queries and vllm:prefix_cache_hits,
//     exporting both names. Counted as deprecated in 0.10, PR #24245 hid the old names
//     in 0.11 unless the server runs with --show-hidden-metrics-for-version=0.10, and PR
//     #29330 removed them in 0.12.
//   - The V0 engine (the default before 0.8) exports no prefix cache counter, only the
//     vllm:gpu_prefix_cache_hit_rate gauge, deprecated in 0.8 and hidden from 0.9 (PR
//     #15458): on V0 prefix_hit_ratio is unavailable, and the reason says so.
//
// Block-counted prefix counters are recognised by their HELP text, so the exact release
// that switched to tokens (in the 0.9 series) need not be known. They are converted to tokens with the
// block_size label of vllm:cache_config_info (blocks × block_size: the tokens of the
// full blocks, a little under the prompt tokens, since a prompt's partial last block is
// never looked up). Without a block size they stay in blocks and Cell.PrefixCacheUnit
// says so. The hit ratio is unaffected either way: hits and queries count the same
// unit, so hits/queries is unit-free, and it is the same figure PR #18003 meant to keep.
//
// # TTFT: the engine's share and the front end's
//
// vLLM's TTFT histogram counts from when its front end received the request, so it
// leaves out what lies before: the network, a gateway, a load balancer. SplitTTFT
// takes the histogram's change over a cell as the engine's share of the client's TTFT
// and the rest as the front end's (TTFTSplit says exactly what each figure is, and
// when the split is unavailable rather than wrong).
//
// # Labels: model_name and engine
//
// Every V1 engine metric carries model_name and engine. model_name is the model's first
// --served-model-name only (vLLM's get_served_model_name), while /v1/models lists every
// alias and every LoRA adapter; requests to an alias or an adapter are counted under
// that first name, with the base model's own. So when the model asked for has no series
// and the server exports exactly one model_name, that one is read and the mapping is
// stated in Cell.ModelNote and in every Source (for a LoRA adapter, which
// vllm:lora_requests_info names, that the base model's series are read). With several
// model_names and none matching, every figure is unavailable with a reason listing them.
// vllm:cache_config_info has no model_name and is read for the whole server.
//
// engine is the data parallel rank: with --data-parallel-size N each figure has N
// series. Counters and histograms are summed over them; gauges are combined by
// GaugeAggregation: requests waiting or running are summed (the deployment's queue),
// KV cache usage takes the fullest engine (a sum of fractions means nothing and a mean
// would hide one full engine).
//
// # Several API server processes
//
// With --api-server-count above 1 (common with data parallelism), vLLM serves
// /metrics from prometheus_client's multiprocess collector
// (PROMETHEUS_MULTIPROC_DIR). Each process has a stat logger for every engine, and an
// engine's scheduler stats go to one process at a time. The collector then merges the
// processes' files by each metric's multiprocess mode:
//   - counters and histograms: summed over processes, no pid label, read as is;
//   - vllm:num_requests_waiting, vllm:num_requests_running, vllm:gpu_cache_usage_perc
//     and vllm:cache_config_info: "mostrecent", one series per engine holding the last
//     value written by any process;
//   - vllm:kv_cache_usage_perc: declared without a mode from 0.9.2 until PR #28792
//     (November 2025) gave it "mostrecent", so meanwhile it has the default "all": one
//     series per process (label pid), each the engine's usage when that process last got
//     stats. A process that no longer gets them keeps its old value, so the largest is
//     not the current one. While sampling, the series that changed most recently is
//     taken per engine (what "mostrecent" returns); when they disagree and none has
//     changed yet, that scrape does not count (see Scraper.Sample);
//   - vllm:lora_requests_info: "sum".
//
// Info drops the pid label, since it names the writing process, not the configuration.
//
// # Several replicas
//
// Behind one gateway, each replica is a vLLM server with its own /metrics (not data
// parallel engines of one server, which share one exposition, above). Replicas scrapes
// each of them, and SummarizeReplicas summarizes each replica on its own, so a
// counter reset is found per replica exactly as on one server. A cell's counters and
// histograms are the sum of the replicas' deltas (each request is counted by the
// replica that served it); max_waiting and max_kv_usage are the largest of the
// replicas' own maxima, the busiest replica, since the replicas are sampled at
// slightly different instants and a sum of their peaks would add peaks that never
// coincided. Each replica's figures are kept in Cell.Replicas. A figure that any
// replica cannot give is unavailable, naming that replica: a sum over the replicas
// that answered would count only part of the traffic. One replica is exactly a
// Scraper and Summarize, and its Cell has no Replicas.
//
// # Disabled stats
//
// vLLM started with --disable-log-stats creates no stat logger: /metrics then has only
// the HTTP and process metrics. A figure read from such an exposition is unavailable
// with the reason "the server exports no engine metrics: vLLM started with
// --disable-log-stats?" rather than a bare "not exported".
//
// # Format and secrets
//
// The scraper asks for the Prometheus text format 0.0.4 (what vLLM's prometheus_client
// serves by default) and parses it with expfmt.TextParser. If a server answers with
// OpenMetrics or delimited protobuf anyway, expfmt's decoder for that format is used;
// any other content type is parsed as text.
//
// URLs are shown with their password and query redacted, and no request header
// (Authorization included) or response body ever appears in an error or a reason.
//
// # Test expositions
//
// testdata/gen_expositions.py writes, with the real Python prometheus_client and the
// declarations above, before/after pairs for vLLM 0.8.5, 0.10, a 0.11 server with three
// API server processes, a current one with two, data parallelism 2, and
// --disable-log-stats; its header says how to run it.
package scrape
