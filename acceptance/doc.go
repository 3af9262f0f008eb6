// Package acceptance is the gate itself, run as go tests:
//
//	go test -p 1 -count=1 -timeout 2h ./acceptance -run Matrix   # the cells only
//	make accept                                                # matrix, burst, capacity; JUnit in results/junit.xml
//
// TestCapacity finds the highest request rate whose goodput ratio meets the plan (the
// "peak" loads are a fraction of it), TestMatrix runs every cell of the plan as
// TestMatrix/<workload>/<prefix>/<load> and TestBurst a traffic spike. Each cell's
// failure message names the cell, the expression, where the plan set it, the measured
// value with its confidence interval and the sample count; the figures also go to the
// test log. The results file holds every verdict, and `infergate junit` (run by make
// accept) makes the JUnit from it: one testcase per cell, burst and capacity result,
// with figures. The run ends with a verdict block. An INCONCLUSIVE verdict (no samples, too few for
// the percentile, a metric the target cannot provide, a generator that fell behind)
// fails the test unless the plan lists its reason under skip: — never a pass.
//
// Run the gate alone and uncached: -p 1 (packages must not load the target at once)
// and -count=1 (a cached pass against a live server means nothing). Never under -race,
// which slows the client. The tests never call t.Parallel.
//
// # Environment
//
//   - INFERGATE_BASE_URL: the target's OpenAI-compatible base URL, e.g. http://vllm:8000/v1.
//     Unset, the tests start the embedded vLLM-like simulator in the same process and
//     reach it through an in-memory connection (http://embedded-simulator/v1), so that
//     no kernel TCP path shares the 2 cores with the engine and the client; run
//     `infergate sim` and point INFERGATE_BASE_URL at it to measure over loopback.
//   - INFERGATE_MODEL: the served model name (default: the first of /v1/models).
//   - INFERGATE_API_KEY (or OPENAI_API_KEY): sent as a bearer token; never logged,
//     stored or printed.
//   - INFERGATE_METRICS_URL: the target's Prometheus endpoint (default: /metrics on the
//     base URL's host). Without one, server-side metrics are unavailable and checks on
//     them INCONCLUSIVE. A comma-separated list names the /metrics of each replica
//     behind one gateway: counters are summed over the replicas, gauges kept per
//     replica (max_waiting and kv_usage_max: the busiest replica's), and one replica
//     unreachable makes the server figures unavailable, naming it (see
//     scrape.SummarizeReplicas). A bad entry in a list stops the run, naming its
//     position.
//   - INFERGATE_CALIBRATION: off turns the prompt-length calibration off, for targets
//     whose token counts mean nothing; on keeps it on over the plan's calibration: off.
//     Unset, the plan decides (default on). The results say what turned it off.
//   - INFERGATE_PLAN: the plan file (default thresholds/default.yaml).
//   - INFERGATE_BASELINE: an earlier results file: enables the plan's compare gates and
//     runs peak loads at its measured capacity, so "90 % of capacity" means the same
//     load for a baseline and a candidate (TestCapacity still measures the
//     candidate's own, for the answer). The gates are judged from the two files as stored
//     (verdict.JudgeGates), so `infergate compare BASE CAND` prints the same verdicts.
//   - INFERGATE_OUT: where results go (default results/): one versioned JSON file per run
//     plus latest.json.
//   - INFERGATE_SCALE: full (default) or quick. Quick scales the plan's requests and
//     durations by its quick.factor, runs the embedded simulator with the plan's
//     quick.sim options (4× faster than real time in the default plan), and treats the
//     plan's quick.skip reasons (normally too_few_samples) as skips: a smoke test for
//     pull requests, not a release verdict. `make accept` defaults to quick; plain
//     `go test ./acceptance` to full.
//   - INFERGATE_DEPLOYMENT: declared facts for the manifest, e.g.
//     gpu=H200,tp=1,kv_cache_dtype=fp8,vllm=0.11.0 (no secrets).
//   - INFERGATE_SIM: simulator options when no endpoint is set, e.g.
//     kv_cache_dtype=fp8,max_num_batched_tokens=2048 (see infergate sim -h).
//   - INFERGATE_REQUEST_TIMEOUT: per-request deadline (default 10m).
//   - INFERGATE_CELL_TIMEOUT: deadline of each trial of a cell (default: an open loop's
//     arrival span plus the request deadline plus 30 s; none for a closed loop); a
//     trial past it is cut off, its requests counted, and the cell fails.
//   - INFERGATE_SEED: base seed of workloads and arrivals (default 1).
//   - INFERGATE_RESTART_CMD: the shell command TestRestart runs to restart a real
//     target; never logged (it may carry a credential). The embedded simulator
//     restarts itself.
//   - INFERGATE_CAPACITY: a results file whose measured capacities the capacity loads
//     take a share of, instead of searching.
//   - INFERGATE_SHARD=i/n with INFERGATE_START_AT (RFC 3339): this process is shard i
//     of n generators that share every cell's load from a common start (see
//     gate.Shard); INFERGATE_SHARD_SLACK (30s) is the wall time after each open-loop
//     trial and INFERGATE_SHARD_SLOT each closed-loop trial's slot. TestCapacity and
//     TestBurst skip in a shard; `infergate merge` pools the shards' files.
package acceptance
