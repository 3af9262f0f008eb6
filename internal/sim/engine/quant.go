package engine

import "math"

// WeightDtype is the storage type of the model's weights, as vLLM's --quantization.
type WeightDtype string

// The weight types the simulator models.
//
// Weight quantization shrinks the bytes a step streams from HBM, so the GEMMs of a
// small batch — bound by reading the weights — get faster by the byte ratio, while a
// large batch's GEMMs, bound by arithmetic, stay as they are: prefill changes little.
// The model scales the BF16 GEMM time g(N) of a step of N tokens by the roofline
// ratio
//
//	g_q(N) = g(N) · max(ρ·W/BW_w, C(N)) / max(W/BW_w, C(N)),   C(N) = F_tok·N/FLOPS_gemm
//
// with ρ the stored bytes per BF16 byte: 0.5 for FP8 (per-channel scales are
// negligible) and 0.2578 for INT4 with one 16-bit scale per 128 weights
// (4.125/16). Compute-bound GEMMs are left at BF16 speed: FP8 W8A8 runs on FP8
// tensor cores but quantizes activations on the fly, and INT4 (Marlin) dequantizes
// to BF16 before the multiply.
//
// Calibration: vLLM's FP8 W8A8 documentation (docs.vllm.ai, features/quantization/fp8)
// states "a 2x reduction in model memory requirements and up to a 1.6x improvement in
// throughput"; the FP8 test finds the largest output-throughput ratio over a range
// of loads near 1.6 on the H200 preset. For INT4, the Marlin kernel's README
// (github.com/IST-DASLab/marlin) reports "close to ideal (4x) speedups up to
// batchsizes of 16-32 tokens" for its FP16×INT4 matmul; the model's GEMM speed-up at
// 1–16 tokens is 1/ρ ≈ 3.9.
const (
	QuantNone WeightDtype = "none"
	QuantFP8  WeightDtype = "fp8"
	QuantINT4 WeightDtype = "int4"
)

// weightRatio is ρ, the stored weight bytes per BF16 byte.
func (q WeightDtype) weightRatio() float64 {
	switch q {
	case QuantFP8:
		return 0.5
	case QuantINT4:
		return 4.125 / 16
	}
	return 1
}

// quantized reports whether q stores fewer bytes than BF16.
func (q WeightDtype) quantized() bool { return q == QuantFP8 || q == QuantINT4 }

// quantGemm scales the BF16 GEMM time g of a step of n tokens to the weight type q by
// the roofline ratio described at QuantNone.
func (m *CostModel) quantGemm(g float64, n int, q WeightDtype) float64 {
	if !q.quantized() {
		return g
	}
	floor := m.WeightBytes / m.BWWeights
	compute := m.FLOPsPerTok * float64(n) / m.FLOPSGemm
	return g * math.Max(q.weightRatio()*floor, compute) / math.Max(floor, compute)
}
