// Package plan owns the acceptance plan: it reads a pre-registered plan file
// (thresholds/*.yaml), validates it strictly and expands it into the matrix of cells the
// gate runs, each with the checks it must pass. The plan is fixed before the run; its
// Hash (sha256 of the file's bytes) goes into the results manifest.
//
// # File format
//
// A plan is one YAML mapping. Unknown keys are errors; keys not marked required may be
// left out and take the default shown.
//
//	name: interactive-assistant            # required: the plan's name in results and reports
//	description: what the plan protects    # free text
//	slo: {ttft: 2s, tpot: 80ms, e2el: 60s} # required (at least one): when a request is "good";
//	                                       # ttfo (answer's first token) in place of or beside ttft
//	trials: 3                              # repetitions of every cell, pooled (default 1)
//	warmup: {requests: 8}                  # per cell and trial, never measured (default 0)
//	confidence: 0.90                       # two-sided level of percentile CIs (default 0.90)
//	sequential: {looks: 4, min_duration: 30s} # cells may stop early once decided (default: never)
//	calibration: on                        # off: prompt lengths not fitted to the target's tokenizer (default on)
//	workloads:                             # required: name → request shape, in matrix order
//	  short-chat: {input: {mean: 400, spread: 0.3}, output: {mean: 150, spread: 0.3}}
//	  docs: {kind: long-doc, input: {mean: 8000}, output: {mean: 120}, completions: false, langs: [ja, de]}
//	prefix:                                # required: name → prefix sharing
//	  fresh: {}                            # every request cache-busted
//	  reused: {shared: 0.8, groups: 4, prime: true}
//	loads:                                 # required: name → arrivals; exactly one of
//	  low:    {concurrency: 1, requests: 100}                        # a closed loop,
//	  normal: {rate: 2/s, duration: 60s, burstiness: 1, max_concurrency: 64} # an open loop,
//	  peak:   {capacity: 0.9, duration: 60s}                         # a share of capacity,
//	  prod:   {replay: traces/prod.jsonl, time_scale: 10, max_concurrency: 0} # or a trace
//	burst: {workload: short-chat, prefix: fresh, base: 2/s, spike: 20/s,
//	        spike_for: 10s, duration: 60s, recover_within: 20s, max_concurrency: 0}
//	capacity: {prefix: fresh, min_rate: 0.5/s, max_rate: 64/s, steps: 8,
//	           step_duration: 60s, goodput: 95%}
//	cells:                                 # required: pattern → metric → expressions
//	  "*":            {ttft: ["p(95) < 1.5s"], error_rate: ["< 0.5%"]}
//	  "long-doc/*/*": {ttft: ["p(95) < 4s"]}
//	compare: {ttft: ["p(95) <= +10%"], tail: 10} # relative gates against a baseline run;
//	                                       # tail: requests past each gate's percentile a cell collects
//	skip: [unavailable]                    # inconclusive reasons treated as skips
//	quick: {factor: 0.25, skip: [too_few_samples]} # INFERGATE_SCALE=quick
//
// Names of workloads, prefixes and loads are lower case, without spaces or slashes
// ([a-z0-9][a-z0-9_.-]*), because the cell "long-doc/reused/peak" is also the test path
// TestMatrix/long-doc/reused/peak. A workload's kind defaults to its name when the name
// is a kind (short-chat, long-doc, long-output, multi-turn, agentic).
//
// The session kinds (multi-turn, agentic) send sessions of several turns, each turn
// carrying the conversation so far; their session: key shapes them ({turns, think,
// append, header}, see workload.Session), and their loads count sessions (a rate is
// sessions per second). They run only with fresh prefixes and with open loops at a
// rate or closed loops, and the burst, overload, restart and capacity tests refuse
// them: the plan says so at its file:line.
//
// A length distribution (input, output) is uniform, {mean: 400, spread: 0.3}: lengths
// drawn evenly from mean × (1 ± spread); or empirical, {quantiles: {0: 35, 0.5: 410,
// 0.99: 5200, 1: 7900}}: knots p → tokens from 0 to 1, lengths not decreasing,
// sampled by linear interpolation between them, as `infergate plan derive` writes
// them from production traffic. Empirical prompts shorter than the workload package's
// minimum (a prompt frame needs a few dozen tokens) are lengthened to it.
//
// A replay load sends a recorded trace as an open loop: its arrival times and each
// request's prompt and completion lengths, from a request log (JSON Lines with a
// timestamp and the OpenAI usage object) or a standard trace: a Mooncake trace
// (JSON Lines with hash_ids), an Azure LLM inference trace or a BurstGPT trace (CSV);
// see internal/traffic. The format is told from the file's first line, or named by
// format: (jsonl, mooncake, azure, burstgpt); block_size: is a Mooncake trace's
// tokens per hash id (default 512, at least 32). The path is relative to the plan
// file's directory. time_scale k replays k times faster; duration, when set, replays
// only the arrivals within it; quick runs replay the first quarter. The cell's
// workload then picks only the prompt text (kind, langs, completions) and its prefix
// mode still applies, except to a Mooncake trace: its prompts are made of its
// hash_ids' blocks, sharing prefixes exactly as the ids do, under every prefix mode
// (the gate says so in its log when the mode is not fresh).
//
//	mooncake: {replay: traces/mooncake.jsonl, format: mooncake, block_size: 512, time_scale: 10}
//
// Durations are Go durations with a unit ("60s", "1m30s"). Rates are "2/s", "120/min",
// "7200/h" or a bare number of requests per second. Fractions (spreads, shares,
// confidence, capacity, goodput) are a number or a percentage ("0.9" or "90%").
//
// A cells pattern is "*" (every cell) or workload/prefix/load with a path.Match glob on
// each axis ("long-doc/*/*", "*/reused/*", "short-*/*/peak"). Patterns apply in file
// order, metric by metric: a metric under a later matching pattern replaces that
// metric's expressions from earlier patterns, and every other metric is kept. A
// pattern that matches no cell is an error, and so is a cell that no check applies to
// (it could only pass). A metric takes a list of expressions or a single one, in
// internal/threshold's grammar; cells take absolute values ("p(95) < 1.5s"), compare
// takes relative ones ("p(95) <= +10%").
//
// A capacity load's rate is its share of the capacity TestCapacity measured for the
// cell's own workload (see Capacity), so "peak" means the same load for a chat turn
// and for an 8k-token document.
//
// # Errors
//
// Parse reports every problem it finds, not just the first: the returned error joins
// one *Error per problem, each on its own line as "file:line: field: what is wrong
// (what would be valid)".
package plan
