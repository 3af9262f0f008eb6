// Package threshold is the acceptance gate's threshold language: k6-style expressions
// such as "p(95) < 1.5s" or ">= 95%" that a plan attaches to a metric of the vocabulary
// in Metrics. Parsing, type-checking and evaluating are separate steps:
//
//   - Parse checks the syntax of one expression and returns an Expr, or a *SyntaxError
//     with the byte position and what was expected there;
//   - Check type-checks an Expr against a Metric: the aggregation must fit the metric's
//     kind, the unit its dimension, and signed (relative) values belong to compare gates
//     only;
//   - Evaluate judges an Observation of the metric, and Compare judges a candidate
//     against a baseline for compare gates, each returning a Verdict: PASS, FAIL or
//     INCONCLUSIVE with a machine-readable reason and a one-line message.
//
// # Grammar
//
// In EBNF (https://go.dev/ref/spec#Notation):
//
//	expr     = [ agg ] op value .
//	agg      = "p(" number ")" | "avg" | "min" | "max" | "med" .
//	op       = "<" | "<=" | ">" | ">=" .
//	value    = number [ unit ] | sign number "%" .
//	unit     = "us" | "µs" | "ms" | "s" | "%" | "/s" | "/min" | "/h" .
//	sign     = "+" | "-" .
//	number   = digits [ "." [ digits ] ] [ exponent ] | "." digits [ exponent ] .
//	exponent = ( "e" | "E" ) [ sign ] digits .
//	digits   = "0" … "9" { "0" … "9" } .
//
// Spaces and tabs may separate the aggregation, the operator, the number and its unit,
// and may surround the expression; a token itself ("p(99.9)", "<=", "+10", "/min") has
// no space inside. Words and units are case-sensitive. "μs" (Greek mu) is accepted as
// well as "µs" (micro sign). Examples:
//
//	p(95) < 1.5s      p(99.9)<=800ms     avg < 250 ms     med < 40ms
//	< 0.5%            >= 0.6             >= 2/s           >= 7200/h        <= 0
//	p(95) <= +10%     >= -2%                                    (compare gates)
//
// # Meaning
//
// p(N) is the N-th percentile of the exact samples by numpy's default linear
// interpolation (stats.Quantile with q = N/100), 0 < N < 100; med is p(50). avg is the
// arithmetic mean (np.mean), min and max the smallest and largest sample.
//
// Values are converted to a canonical unit: times to seconds (us and µs are
// microseconds), percentages to fractions (5% is 0.05), rates to per second (/min
// divides by 60, /h by 3600). A number without a unit is taken as it stands. A signed
// value ("+10%", "-2%") is a relative change against a baseline, cand/base − 1, and only
// compare gates take one; compare gates take nothing else, so "p(95) <= +10%" means
// "the candidate's p95 is at most 10 % above the baseline's".
//
// What fits which metric (Check):
//
//	kind     aggregation                         value
//	Latency  required: p(N), avg, min, max, med  a time: us, µs, ms, s
//	Ratio    none                                a percentage in [0, 100] or a fraction in [0, 1]
//	Rate     none                                a rate: /s, /min, /h
//	Count    none                                a plain number without a unit
//
// One latency takes avg only: ttft_overhead, the front end's share of TTFT (client
// TTFT less vLLM's own), whose mean is exact but whose percentiles cannot be had, since
// vLLM keeps its TTFT as a histogram rather than per request.
//
// # Verdicts
//
// A verdict is PASS only when there is enough data and the point estimate satisfies the
// operator: "<=" and ">=" include the threshold, "<" and ">" exclude it. Two values
// within a relative 1e-12 of each other count as equal, so that 0.3% and 3 of 1000
// compare as equal despite binary rounding. No samples, too few samples for the
// percentile's confidence interval (stats.Percentile: p99 needs 299 samples at the gate's
// level 0.90, whose bounds are each one-sided 95 % bounds), a metric the target cannot
// provide and an invalid cell are INCONCLUSIVE, never PASS. With too few samples, a FAIL
// is still reported when the one bound that exists already violates the threshold. An
// expression that does not fit its metric, a bad level or non-finite data is a FAIL with
// reason "error".
//
// A compare gate is decided by its point estimate, the measured change; the change's
// interval says how sure that is, and a verdict whose interval reaches both sides of
// the gate is marked Close (Compare). The gate keeps a cell running while a compare
// gate is close, so Compare judges final data, as a truncated sequential test decides
// at its last look. When the two runs are paired — they sent
// the same requests on the same schedule, and the caller gives each sample its
// schedule position (Observation.Pos) — the interval pairs them request by request
// (LatencyChange, stats.PairedDiff): the bursts both runs met cancel, and the verdict's
// message names the analysis ("paired, blocks of 7").
package threshold
