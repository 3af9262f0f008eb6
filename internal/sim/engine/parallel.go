package engine

// Tensor parallelism over t GPUs (vLLM --tensor-parallel-size) splits every weight
// matrix and every token's KV heads t ways (Megatron-LM's layout: Shoeybi et al.,
// "Megatron-LM", 2019, §3). Each GPU streams W/t of the weights, does 1/t of the
// FLOPs and reads 1/t of the KV cache, so every per-GPU term of a step is divided
// by t, while the fixed per-step and per-sequence overheads (scheduling, sampling,
// output processing on the CPU) are not. The price is two all-reduces per layer in
// the forward pass (after the attention output projection and after the MLP), each
// of the step's activations:
//
//	t_ar = 2·L·(lat + N·act_bytes·2(t−1)/t / BW_ar)
//
// with a ring all-reduce's 2(t−1)/t traffic factor. lat = 8 µs is a small
// all-reduce over NVLink with vLLM's custom all-reduce kernel and BW_ar = 360 GB/s
// its achieved bus bandwidth on H100/H200 NVLink (900 GB/s bidirectional). The KV
// cache grows because the weights take W/t per GPU (Config.GPUBlocks).
//
// The resulting TP1→TP2 figures on the H200 preset are what the TP test prints; no
// published measurement of Llama-3.1-8B at TP1 and TP2 on one node was found to
// calibrate them against, so they rest on the roofline alone.

// allReduce is the all-reduce time of a step of n tokens under tensor parallelism.
func (c *Config) allReduce(n int) float64 {
	t := c.tp()
	if t == 1 || n == 0 {
		return 0
	}
	m := &c.Cost
	bytes := float64(n) * m.ActBytesPerToken * 2 * float64(t-1) / float64(t)
	return 2 * float64(m.Layers) * (m.AllReduceLatency + bytes/m.AllReduceBW)
}
