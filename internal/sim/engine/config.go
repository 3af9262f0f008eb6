package engine

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"time"
)

// KVDtype is the storage type of the KV cache, as vLLM's --kv-cache-dtype.
type KVDtype string

// The KV cache dtypes the simulator models. "auto" means the model dtype (BF16).
const (
	KVAuto KVDtype = "auto"
	KVFP8  KVDtype = "fp8"
)

// Config is the engine's configuration: vLLM's scheduler and cache settings plus the
// cost model that turns a scheduled batch into a step time. The zero value is not
// usable; start from Preset and override fields.
type Config struct {
	// Preset is the name the configuration was derived from (informational).
	Preset string
	// Model is the served model name.
	Model string
	// MaxModelLen is the context length: prompt plus output tokens.
	MaxModelLen int
	// MaxNumSeqs caps the running batch (vLLM --max-num-seqs).
	MaxNumSeqs int
	// MaxNumBatchedTokens is the per-step token budget (vLLM --max-num-batched-tokens).
	MaxNumBatchedTokens int
	// LongPrefillTokenThreshold caps one request's prefill chunk per step; 0 is off.
	LongPrefillTokenThreshold int
	// BlockSize is the number of tokens per KV block (vLLM default 16).
	BlockSize int
	// NumGPUBlocks overrides the derived KV capacity when > 0
	// (vLLM --num-gpu-blocks-override). It is given in blocks of the chosen dtype.
	NumGPUBlocks int
	// GPUMemBytes is the device memory in bytes.
	GPUMemBytes float64
	// GPUMemUtil is vLLM's --gpu-memory-utilization.
	GPUMemUtil float64
	// ActReserveBytes is memory held back for activations and the CUDA graph pool.
	ActReserveBytes float64
	// KVCacheDtype is auto (BF16) or fp8.
	KVCacheDtype KVDtype
	// EnablePrefixCaching turns automatic prefix caching on (vLLM V1 default).
	EnablePrefixCaching bool
	// Seed makes EOS sampling, step jitter and hash salts reproducible.
	Seed int64
	// StepJitter is the sigma of a lognormal factor on each step time; 0 is exact.
	StepJitter float64
	// Quantization is the weights' storage type (vLLM --quantization): none (BF16),
	// fp8 or int4. See quant.go.
	Quantization WeightDtype
	// SpecTokens is speculative decoding's draft length k (vLLM
	// num_speculative_tokens); 0, with SpecAcceptance 0, is off. See specdecode.go.
	SpecTokens int
	// SpecAcceptance is α, the probability that the target model accepts a draft token.
	SpecAcceptance float64
	// TensorParallel is the tensor-parallel degree (vLLM --tensor-parallel-size):
	// 1, 2, 4 or 8. See parallel.go.
	TensorParallel int
	// KVOffloadGiB is the CPU memory, in GiB, that backs the prefix cache (vLLM
	// --kv-offloading-size); 0 is off. See offload.go.
	KVOffloadGiB float64
	// PDTransferGbps > 0 disaggregates prefill and decode: prompts are prefilled on
	// a separate instance and their KV cache crosses a link of this many Gbit/s
	// before decoding starts here; 0 is colocated. See disagg.go.
	PDTransferGbps float64
	// Cost is the step-time model.
	Cost CostModel
}

// CostModel holds the roofline step-time parameters of the engine model (see the
// package doc): a step costs the larger of its memory traffic over the bandwidth and
// its FLOPs over the throughput, plus fixed overheads. Times are in
// seconds, bandwidths in bytes per second and throughputs in FLOP per second.
type CostModel struct {
	T0   float64 // fixed per-step overhead (schedule, launch, sample, output processing)
	TSeq float64 // per scheduled sequence

	WeightBytes float64 // W: weight bytes streamed per step
	BWWeights   float64 // BW_w: achieved HBM bandwidth for weights
	FLOPsPerTok float64 // F_tok: 2 × non-embedding parameters
	FLOPSGemm   float64 // achieved GEMM FLOP/s
	// GemmTable, when set, replaces max(W/BW_w, F_tok·N/FLOPS_gemm) by a measured table of
	// GEMM milliseconds per step by tokens in the step, interpolated piecewise-linearly and
	// extrapolated linearly past its last point. The H200 preset uses the calibration run.
	GemmTable []gemmPoint

	AttnFLOPsPerPair float64 // 4·L·H·d_head FLOPs per (query, key) pair
	FLOPSAttn        float64 // achieved prefill-attention FLOP/s

	KVBytesPerToken float64 // BF16 KV bytes per token: 2·L·kv_heads·d_head·2
	BWKV            float64 // achieved decode-attention bandwidth at large batch
	B0              float64 // decode-attention efficiency ramp: eff = D/(D+B0)

	FP8DecodeFactor  float64 // f_dec: KV-read time multiplier under fp8
	FP8PrefillFactor float64 // f_pre: prefill-attention multiplier under fp8
	FP8QuantPerTok   float64 // q: quantize-on-write seconds per new token
	FP8StepOverhead  float64 // T_fp8: extra seconds per step

	// SpecDraftRatio is the draft model's GEMM time as a fraction of the target's
	// (speculative decoding; see specdecode.go).
	SpecDraftRatio float64
	// AllReduceLatency is the fixed cost of one all-reduce under tensor parallelism,
	// in seconds; AllReduceBW its bus bandwidth in bytes per second; ActBytesPerToken
	// the activation bytes one token contributes (hidden size × 2); Layers the
	// number of transformer layers, each with two all-reduces (see parallel.go).
	AllReduceLatency float64
	AllReduceBW      float64
	ActBytesPerToken float64
	Layers           int
	// OffloadBW is the achieved CPU→GPU bandwidth of a KV block load, in bytes per
	// second (see offload.go).
	OffloadBW float64
}

// gemmPoint is one measured GEMM time: Ms milliseconds for a step of Tokens tokens.
type gemmPoint struct {
	Tokens int
	Ms     float64
}

// Presets lists the preset names accepted by Preset.
func Presets() []string { return []string{"h200-llama8b", "h100-llama8b", "tiny"} }

// llama8B is the Llama-3.1-8B BF16 TP1 shape shared by the GPU presets.
var llama8B = CostModel{
	T0:               0.6e-3,
	TSeq:             15e-6,
	WeightBytes:      16.06e9,
	FLOPsPerTok:      14e9,
	FLOPSGemm:        643e12,
	AttnFLOPsPerPair: 4 * 32 * 32 * 128,
	KVBytesPerToken:  2 * 32 * 8 * 128 * 2,
	B0:               4,
	FP8DecodeFactor:  0.85,
	FP8PrefillFactor: 1.35,
	FP8QuantPerTok:   0.6e-6,
	FP8StepOverhead:  0.05e-3,
	SpecDraftRatio:   specDraftRatio,
	AllReduceLatency: allReduceLatency,
	AllReduceBW:      allReduceBW,
	ActBytesPerToken: 4096 * 2,
	Layers:           32,
	OffloadBW:        offloadBW,
}

// h200Gemm is the GEMM time per step by batched tokens measured on an H200 serving
// Llama-3.1-8B (milliseconds), which the h200-llama8b preset interpolates.
var h200Gemm = []gemmPoint{
	{1, 4.542}, {4, 4.497}, {16, 4.651}, {64, 4.696}, {256, 6.489},
	{512, 10.443}, {1024, 18.761}, {2048, 36.488}, {4096, 71.861}, {8192, 154.132},
}

// Preset returns the named configuration. h200-llama8b is the default: Llama-3.1-8B
// on one H200, calibrated against a measured H200 run (its GEMM table is used as is;
// prefill attention uses the FLOP rate that reproduces the measured 8192-token causal
// attention time, 29.3 ms). h100-llama8b uses the plain roofline with H100 bandwidths.
// tiny keeps the same formulas at a small scale so that tests finish in milliseconds.
func Preset(name string) (Config, error) {
	base := Config{
		Model:               "llama-3.1-8b-instruct",
		MaxModelLen:         131072,
		MaxNumSeqs:          1024,
		MaxNumBatchedTokens: 8192,
		BlockSize:           16,
		GPUMemUtil:          0.9,
		ActReserveBytes:     4e9,
		KVCacheDtype:        KVAuto,
		EnablePrefixCaching: true,
		Quantization:        QuantNone,
		TensorParallel:      1,
		Cost:                llama8B,
	}
	switch name {
	case "h200-llama8b", "":
		base.Preset = "h200-llama8b"
		base.GPUMemBytes = 143771 * (1 << 20) // nvidia-smi's 143771 MiB
		base.Cost.BWWeights = 4.08e12
		base.Cost.BWKV = 3.36e12
		base.Cost.FLOPSAttn = 600e12
		base.Cost.GemmTable = h200Gemm
	case "h100-llama8b":
		base.Preset = "h100-llama8b"
		base.GPUMemBytes = 81559 * (1 << 20) // nvidia-smi's 81559 MiB
		base.Cost.BWWeights = 2.85e12
		base.Cost.BWKV = 2.35e12
		base.Cost.FLOPSAttn = 396e12
	case "tiny":
		base.Preset = "tiny"
		base.Model = "tiny"
		base.MaxModelLen = 16384
		base.MaxNumSeqs = 256
		base.MaxNumBatchedTokens = 2048
		// 4096 BF16 blocks, derived (not overridden) so that fp8 doubles them as on a GPU.
		base.ActReserveBytes = 0.5e9
		base.GPUMemBytes = (4096*16*16384 + 1e9 + 0.5e9 + 1e3) / 0.9
		base.Cost = CostModel{
			T0:               0.2e-3,
			TSeq:             2e-6,
			WeightBytes:      1e9,
			BWWeights:        1e12, // 1 ms weight floor
			FLOPsPerTok:      1e9,
			FLOPSGemm:        100e12, // knee at 100 tokens
			AttnFLOPsPerPair: 65536,
			FLOPSAttn:        100e12,
			KVBytesPerToken:  16384,
			BWKV:             1e12,
			B0:               4,
			FP8DecodeFactor:  0.85,
			FP8PrefillFactor: 1.35,
			FP8QuantPerTok:   0.1e-6,
			FP8StepOverhead:  0.02e-3,
			SpecDraftRatio:   specDraftRatio,
			AllReduceLatency: allReduceLatency,
			AllReduceBW:      allReduceBW,
			ActBytesPerToken: 1024 * 2,
			Layers:           8,
			OffloadBW:        offloadBW,
		}
	default:
		return Config{}, fmt.Errorf("unknown simulator preset %q (want one of %s)", name, strings.Join(Presets(), ", "))
	}
	return base, nil
}

// kvBytesPerToken is the stored KV size per token for the configured dtype.
func (c *Config) kvBytesPerToken() float64 {
	if c.KVCacheDtype == KVFP8 {
		return c.Cost.KVBytesPerToken / 2
	}
	return c.Cost.KVBytesPerToken
}

// GPUBlocks is the number of KV blocks: NumGPUBlocks when set, else
// floor((mem·util − W − reserve) / (block_size · kv_bytes_per_token)), which fp8 doubles.
// Under tensor parallelism t each GPU holds W/t of the weights and 1/t of every
// token's KV heads, so the cache grows to t·(mem·util − W/t − reserve) of BF16 KV;
// quantized weights leave room for more blocks too.
func (c *Config) GPUBlocks() int {
	if c.NumGPUBlocks > 0 {
		return c.NumGPUBlocks
	}
	if !c.plainWeights() {
		return c.upgradedBlocks()
	}
	free := c.GPUMemBytes*c.GPUMemUtil - c.Cost.WeightBytes - c.ActReserveBytes
	n := math.Floor(free / (float64(c.BlockSize) * c.kvBytesPerToken()))
	if n < 0 {
		return 0
	}
	return int(n)
}

// Validate reports the first setting that cannot work, naming the field.
func (c *Config) Validate() error {
	switch {
	case c.BlockSize <= 0:
		return fmt.Errorf("block_size %d: must be > 0", c.BlockSize)
	case c.MaxNumSeqs <= 0:
		return fmt.Errorf("max_num_seqs %d: must be > 0", c.MaxNumSeqs)
	case c.MaxNumBatchedTokens < c.MaxNumSeqs:
		return fmt.Errorf("max_num_batched_tokens %d: must be >= max_num_seqs (%d), as vLLM requires", c.MaxNumBatchedTokens, c.MaxNumSeqs)
	case c.MaxModelLen <= 1:
		return fmt.Errorf("max_model_len %d: must be > 1", c.MaxModelLen)
	case c.LongPrefillTokenThreshold < 0:
		return fmt.Errorf("long_prefill_token_threshold %d: must be >= 0", c.LongPrefillTokenThreshold)
	case c.KVCacheDtype != KVAuto && c.KVCacheDtype != KVFP8:
		return fmt.Errorf("kv_cache_dtype %q: want auto or fp8", c.KVCacheDtype)
	case c.StepJitter < 0 || c.StepJitter > 1:
		return fmt.Errorf("step_jitter %g: want 0..1", c.StepJitter)
	case c.NumGPUBlocks < 0:
		return fmt.Errorf("num_gpu_blocks %d: must be >= 0", c.NumGPUBlocks)
	}
	if err := c.validateUpgrades(); err != nil {
		return err
	}
	if c.NumGPUBlocks == 0 && (c.GPUMemUtil <= 0 || c.GPUMemUtil > 1) {
		return fmt.Errorf("gpu_memory_utilization %g: want (0, 1]", c.GPUMemUtil)
	}
	if b := c.GPUBlocks(); b*c.BlockSize < c.BlockSize*2 {
		return fmt.Errorf("kv cache: %d blocks of %d tokens leaves no room for a request (raise gpu_memory_utilization or num_gpu_blocks)", b, c.BlockSize)
	}
	m := c.Cost
	for _, f := range []struct {
		name string
		v    float64
	}{
		{"cost.t0", m.T0}, {"cost.tseq", m.TSeq}, {"cost.weight_bytes", m.WeightBytes},
		{"cost.flops_per_token", m.FLOPsPerTok}, {"cost.attn_flops_per_pair", m.AttnFLOPsPerPair},
		{"cost.kv_bytes_per_token", m.KVBytesPerToken}, {"cost.b0", m.B0},
		{"cost.fp8_quant_per_token", m.FP8QuantPerTok}, {"cost.fp8_step_overhead", m.FP8StepOverhead},
		{"cost.spec_draft_ratio", m.SpecDraftRatio}, {"cost.allreduce_latency", m.AllReduceLatency},
		{"cost.act_bytes_per_token", m.ActBytesPerToken},
	} {
		if f.v < 0 || math.IsNaN(f.v) || math.IsInf(f.v, 0) {
			return fmt.Errorf("%s %g: must be a finite value >= 0", f.name, f.v)
		}
	}
	for _, f := range []struct {
		name string
		v    float64
	}{
		{"cost.bw_weights", m.BWWeights}, {"cost.flops_gemm", m.FLOPSGemm}, {"cost.flops_attn", m.FLOPSAttn},
		{"cost.bw_kv", m.BWKV}, {"cost.fp8_decode_factor", m.FP8DecodeFactor}, {"cost.fp8_prefill_factor", m.FP8PrefillFactor},
	} {
		if !(f.v > 0) || math.IsInf(f.v, 0) {
			return fmt.Errorf("%s %g: must be a finite value > 0", f.name, f.v)
		}
	}
	if !sort.SliceIsSorted(m.GemmTable, func(i, j int) bool { return m.GemmTable[i].Tokens < m.GemmTable[j].Tokens }) {
		return fmt.Errorf("cost.gemm_table: points must be sorted by tokens")
	}
	return nil
}

// StepShape is what the cost model needs to know about one scheduled batch.
type StepShape struct {
	Seqs        int     // S: scheduled sequences
	Tokens      int     // N: scheduled tokens
	Decodes     int     // D: sequences decoding one token
	DecodeCtx   float64 // Σ context length read by the decodes
	PrefillWork float64 // Σ c·(p + c/2) over prefill chunks of c tokens after p computed
	// SpecDrafts is the most draft tokens any sequence verifies in the step (the
	// draft model's passes) and SpecSeqs the sequences that verify any; both 0
	// without speculative decoding.
	SpecDrafts, SpecSeqs int
	// LoadBlocks is the number of KV blocks copied in from the CPU tier.
	LoadBlocks int
}

// StepTime is the modelled duration of one engine step of the given shape.
//
//	t = T0 + Tseq·S + GEMM(N) + KVR·Σctx·(1 + B0/D)·[f_dec] + A·Σc(p+c/2)·[f_pre] [+ q·N + T_fp8]
//
// with GEMM(N) = max(W/BW_w, F_tok·N/FLOPS_gemm) or the measured table.
func (m *CostModel) StepTime(s StepShape, dtype KVDtype) time.Duration {
	if s.Seqs == 0 {
		return 0
	}
	t := m.T0 + m.TSeq*float64(s.Seqs) + m.gemm(s.Tokens)
	if s.Decodes > 0 {
		kv := m.KVBytesPerToken / m.BWKV * s.DecodeCtx * (1 + m.B0/float64(s.Decodes))
		if dtype == KVFP8 {
			kv *= m.FP8DecodeFactor
		}
		t += kv
	}
	attn := m.AttnFLOPsPerPair / m.FLOPSAttn * s.PrefillWork
	if dtype == KVFP8 {
		attn *= m.FP8PrefillFactor
		t += m.FP8QuantPerTok*float64(s.Tokens) + m.FP8StepOverhead
	}
	t += attn
	return time.Duration(t * 1e9)
}

func (m *CostModel) gemm(n int) float64 {
	if len(m.GemmTable) == 0 {
		return math.Max(m.WeightBytes/m.BWWeights, m.FLOPsPerTok*float64(n)/m.FLOPSGemm)
	}
	tab := m.GemmTable
	if n <= tab[0].Tokens {
		return tab[0].Ms / 1e3
	}
	i := sort.Search(len(tab), func(i int) bool { return tab[i].Tokens >= n })
	if i == len(tab) {
		i = len(tab) - 1 // extrapolate along the last segment
	}
	a, b := tab[i-1], tab[i]
	ms := a.Ms + (b.Ms-a.Ms)*float64(n-a.Tokens)/float64(b.Tokens-a.Tokens)
	return ms / 1e3
}
