// Package results owns the gate's results file: the one JSON document each run of
// go test ./acceptance writes to INFERGATE_OUT, and that reports and baseline comparisons
// read later. A Run holds the run manifest (what was measured, against what, with which
// plan and deployment), the capacity TestCapacity measured, and per cell the summaries,
// the server-side view, the TTFT split into vLLM's share and the front end's, the
// verdicts and compact per-request records.
//
// The format is versioned. Every file carries Schema ("infergate.results/v<major>" with
// an optional ".<minor>"); a change that an older reader would misread bumps the major,
// and Read refuses a file of another major with an error naming the file and both
// versions. Fields added within a major are optional, and readers ignore fields they do
// not know.
//
// Conventions of the format:
//
//   - Durations are float64 seconds in simulated time (wall × the target's time scale),
//     like the stats package's samples, so a simulator run at 10× reads like real time.
//   - JSON cannot hold NaN or ±Inf. Verdict, Stat, Capacity, CapacityStep and Target
//     write a non-finite number as null and read null back as NaN (an infinite bound
//     therefore comes back as NaN: "no finite value"). Records never hold non-finite
//     numbers; Write fails rather than write one.
//   - No field carries a secret. Target.BaseURL and Target.Replicas (the replicas'
//     /metrics URLs) are stored through Redact, deployment
//     facts are refused when their key names a credential or their value looks like one
//     (ParseDeployment, checked again by Write), and records carry the client's error
//     text, which the client has already scrubbed of the API key.
//   - A Stat has one shape: a latency's distribution (n, mean, p50…max, in seconds)
//     or a single value (ratios, rates, counts), never zeros in the other.
//   - Every key is snake_case, the cells' server block included.
//   - Summary heads the file (the verdict, checks by status, capacities), and
//     Partial marks a run that did not cover its whole plan.
//
// Write (and Store) puts a run atomically (a temporary file renamed into place) in
// "<UTC start time>-<plan name>.json" and in a copy named latest.json, except that a
// partial run never replaces a latest.json that holds a complete one. Read accepts the
// current major version and the one before it, converted.
package results
