// Package engine is the simulator's model of a vLLM V1 engine in virtual time: the
// scheduler (token budget, running requests first, FCFS admission, recompute
// preemption), the KV block pool with its LRU prefix cache, and a roofline cost
// model that turns each scheduled batch into a step time (CostModel.StepTime). Core
// is the state machine, driven step by step by tests; Engine runs a Core against a
// scaled wall clock for the HTTP server.
//
// # Deployment upgrades
//
// Besides the KV-cache dtype, the chunk budget and prefix caching, the model
// expresses the upgrades a deployment is tested before, each a Config field that
// leaves the original model untouched at its default and is documented, with the
// published figure it is calibrated to, in its own file:
//
//   - weight quantization, Config.Quantization (quant.go);
//   - speculative decoding, Config.SpecTokens and Config.SpecAcceptance (specdecode.go);
//   - tensor parallelism, Config.TensorParallel (parallel.go; roofline only, no
//     published figure found);
//   - KV offload to CPU memory, Config.KVOffloadGiB (offload.go);
//   - prefill/decode disaggregation, Config.PDTransferGbps (disagg.go).
//
// A gateway or network hop in front of the engine is not the engine's business: the
// HTTP server models it (package sim, gateway.go).
package engine
