// Package realengine holds the gate's tests against a real inference engine, so that a
// misunderstanding of the protocol shared by the gate and its own simulator cannot go
// unnoticed: Ollama (llama.cpp on CPU) serving the tiny random-weight model of
// internal/gguf, which .ci/engine builds, starts and stops.
//
// Two kinds of test live here:
//
//   - Without a build tag (part of make test): replays of real Ollama streams captured
//     into testdata/ (chat and completions, streaming with usage, an error), served
//     byte for byte by an httptest server to the gate's client, which must handle
//     every way Ollama's streaming differs from vLLM's.
//   - With -tags engine, against the running engine whose base URL (…/v1) is in
//     INFERGATE_ENGINE_URL — the tests fail, never skip, when it is missing: the
//     client's timing, usage and errors; thresholds/cpu-engine.yaml run through the
//     gate, with the checks that need /metrics INCONCLUSIVE (unavailable), exactly;
//     the quality gate's plumbing (every pinned parameter on the wire, answers scored
//     and written, and the random model's failures reported); a baseline comparison
//     of 1 parallel slot against 4 through infergate compare; the engine figures of
//     BENCHMARKS.md; and, with -capture, the streams the replay tests use.
//
// Run the engine tests (make test-engine does this, and stops the engine even when
// they fail):
//
//	.ci/engine build && url=$(.ci/engine start)
//	INFERGATE_ENGINE_URL=$url go test -tags engine -count=1 -p 1 ./realengine/...
//	.ci/engine stop
package realengine
