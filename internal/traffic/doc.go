// Package traffic turns what production already records into a proposed plan and
// into replayable arrival sequences: request logs (JSON Lines with the OpenAI usage
// object, as API gateways log them) and a vLLM server's Prometheus metrics (length
// histograms and request counters sampled over a window).
//
// What it derives, and from what, is stated in every number's comment in the plan
// it writes (see WriteYAML), so a reviewer can check each figure before the plan is
// committed.
package traffic
