// Package metrics owns the simulator's Prometheus registry: the vLLM V1 /metrics
// families with vLLM's wire names, label sets, help strings and bucket layouts, fed by
// the engine through engine.Observer in virtual time and served in the text format.
// The names and units are those of one vLLM release (Version): today's by default, or
// an older one's, so that readers are tested against the versions people upgrade from.
//
// The point is that anything which reads a real vLLM server's /metrics (the gate's
// checks, histogram_quantile over the buckets, a dashboard) reads the simulator's the
// same way. Names and buckets therefore follow vllm/v1/metrics/loggers.py, not Go
// naming conventions: counters carry their "_total" suffix in the name because
// prometheus_client appends it on the wire and client_golang does not.
package metrics
