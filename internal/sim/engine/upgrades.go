package engine

import (
	"fmt"
	"math"
	"time"
)

// Defaults of the upgrade cost parameters shared by the presets; each is explained
// where it is used (specdecode.go, parallel.go, offload.go).
const (
	specDraftRatio   = 0.06  // a 0.5B draft for an 8B target
	allReduceLatency = 8e-6  // one small all-reduce over NVLink
	allReduceBW      = 360e9 // achieved NVLink all-reduce bus bandwidth, bytes/s
	offloadBW        = 50e9  // CPU→GPU DMA of large KV blocks, bytes/s
	maxSpecTokens    = 16    // catches a mistyped k; published setups draft 1–8 tokens
)

// tp is the tensor-parallel degree, 1 when unset.
func (c *Config) tp() int { return max(c.TensorParallel, 1) }

// plainWeights reports whether the weights are BF16 on one GPU, as the original
// model assumes.
func (c *Config) plainWeights() bool {
	return !c.Quantization.quantized() && c.tp() == 1
}

// blockBytes is the size of one KV block of the configured dtype, over all GPUs.
func (c *Config) blockBytes() float64 { return float64(c.BlockSize) * c.kvBytesPerToken() }

// upgradedBlocks is GPUBlocks for quantized weights or tensor parallelism: t GPUs each
// give mem·util − reserve, less the (quantized) weights spread over them.
func (c *Config) upgradedBlocks() int {
	t := float64(c.tp())
	free := t*(c.GPUMemBytes*c.GPUMemUtil-c.ActReserveBytes) - c.Cost.WeightBytes*c.Quantization.weightRatio()
	n := math.Floor(free / c.blockBytes())
	if n < 0 {
		return 0
	}
	return int(n)
}

// validateUpgrades checks the upgrade settings, naming each by its INFERGATE_SIM key.
func (c *Config) validateUpgrades() error {
	switch c.Quantization {
	case "", QuantNone, QuantFP8, QuantINT4:
	default:
		return fmt.Errorf("quantization %q: want none, fp8 or int4", c.Quantization)
	}
	switch c.TensorParallel {
	case 1, 2, 4, 8:
	default:
		return fmt.Errorf("tensor_parallel_size %d: want 1, 2, 4 or 8", c.TensorParallel)
	}
	if c.TensorParallel > 1 {
		if !(c.Cost.AllReduceBW > 0) || math.IsInf(c.Cost.AllReduceBW, 0) {
			return fmt.Errorf("cost.allreduce_bw %g: must be a finite value > 0 with tensor_parallel_size %d", c.Cost.AllReduceBW, c.TensorParallel)
		}
		if c.Cost.Layers <= 0 {
			return fmt.Errorf("cost.layers %d: must be > 0 with tensor_parallel_size %d", c.Cost.Layers, c.TensorParallel)
		}
	}
	if c.SpecTokens != 0 || c.SpecAcceptance != 0 {
		switch {
		case c.SpecTokens < 1 || c.SpecTokens > maxSpecTokens:
			return fmt.Errorf("num_speculative_tokens %d: want 1..%d when speculative decoding is on (spec_acceptance %g)", c.SpecTokens, maxSpecTokens, c.SpecAcceptance)
		case !(c.SpecAcceptance > 0 && c.SpecAcceptance <= 1):
			return fmt.Errorf("spec_acceptance %g: want a probability in (0, 1] with num_speculative_tokens %d", c.SpecAcceptance, c.SpecTokens)
		}
	}
	if !(c.KVOffloadGiB >= 0) || math.IsInf(c.KVOffloadGiB, 0) {
		return fmt.Errorf("kv_offloading_size %g: want a finite size in GiB >= 0", c.KVOffloadGiB)
	}
	if c.KVOffloadGiB > 0 {
		if !c.EnablePrefixCaching {
			return fmt.Errorf("kv_offloading_size %g: needs enable_prefix_caching=true (the CPU tier extends the prefix cache)", c.KVOffloadGiB)
		}
		if !(c.Cost.OffloadBW > 0) || math.IsInf(c.Cost.OffloadBW, 0) {
			return fmt.Errorf("cost.offload_bw %g: must be a finite value > 0 with kv_offloading_size %g", c.Cost.OffloadBW, c.KVOffloadGiB)
		}
	}
	if !(c.PDTransferGbps >= 0) || math.IsInf(c.PDTransferGbps, 0) {
		return fmt.Errorf("pd_disagg_gbps %g: want a finite bandwidth in Gbit/s >= 0 (0 = colocated)", c.PDTransferGbps)
	}
	return nil
}

// stepTime is the duration of a step of shape s under c: CostModel.StepTime, exactly,
// for BF16 weights on one GPU with nothing drafted or loaded; otherwise the same
// terms with the weight GEMMs quantized (quant.go), every per-GPU term divided by
// the tensor-parallel degree plus its all-reduces (parallel.go), the draft model's
// passes (specdecode.go) and the CPU→GPU block loads (offload.go).
func (c *Config) stepTime(s StepShape) time.Duration {
	if c.plainWeights() && s.SpecDrafts == 0 && s.LoadBlocks == 0 {
		return c.Cost.StepTime(s, c.KVCacheDtype)
	}
	if s.Seqs == 0 {
		return 0
	}
	m := &c.Cost
	tp := float64(c.tp())
	t := m.T0 + m.TSeq*float64(s.Seqs) + m.quantGemm(m.gemm(s.Tokens), s.Tokens, c.Quantization)/tp
	if s.Decodes > 0 {
		kv := m.KVBytesPerToken / m.BWKV * s.DecodeCtx * (1 + m.B0/float64(s.Decodes))
		if c.KVCacheDtype == KVFP8 {
			kv *= m.FP8DecodeFactor
		}
		t += kv / tp
	}
	attn := m.AttnFLOPsPerPair / m.FLOPSAttn * s.PrefillWork
	if c.KVCacheDtype == KVFP8 {
		attn *= m.FP8PrefillFactor
		t += m.FP8QuantPerTok*float64(s.Tokens)/tp + m.FP8StepOverhead
	}
	t += attn / tp
	t += c.allReduce(s.Tokens)
	t += c.draftTime(s)
	t += c.loadTime(s.LoadBlocks)
	return time.Duration(t * 1e9)
}
