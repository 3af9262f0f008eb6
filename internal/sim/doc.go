// Package sim is infergate's embedded vLLM-like inference server: the engine of
// internal/sim/engine behind an OpenAI-compatible HTTP API with vLLM's streaming shape,
// error shape and /metrics, plus seeded fault injection. It lets the gate run on a
// laptop with nothing else installed, and gives the measurement code a ground truth:
// the engine's own emission times.
//
// All durations inside the simulator (step times, fault durations, startup delay) are
// simulated time. With a time scale k they pass k times faster on the wall clock, and
// /sim/info and the X-Sim-Time-Scale header say k so that a client can rescale.
package sim
