package engine

import "math"

// Speculative decoding (vLLM num_speculative_tokens with a draft model): each step a
// draft model proposes k tokens for every decoding sequence, one draft pass per
// token, and the target verifies them in the step it runs anyway, scoring k+1
// positions per sequence. The target accepts each draft token with probability α
// until the first rejection and then adds one token of its own, so a sequence gains
// 1 + a tokens with a the number of leading acceptances: in expectation
//
//	E = (1 − α^(k+1)) / (1 − α)
//
// (Leviathan et al., "Fast Inference from Transformers via Speculative Decoding",
// ICML 2023, eq. 1). The cost is twofold. The verify step schedules k more tokens per
// sequence, which costs nothing while the GEMMs are bound by reading the weights and
// costs in full once they are bound by compute. And each of the k draft passes is a
// forward pass of its own, with the engine's per-step and per-sequence overheads
// plus the draft model's GEMMs (cost.spec_draft_ratio of the target's; 0.06 for a
// 0.5B draft and an 8B target):
//
//	t_draft = k · (T0 + Tseq·D + r·GEMM(D))
//
// So at low load inter-token latency falls by about E/(1 + draft share), and at high
// load the batch is compute bound, the verify tokens are paid for and throughput is
// lost. vLLM's blog post "How Speculative Decoding Boosts vLLM Performance by up to
// 2.8x" (blog.vllm.ai, 17 October 2024) measured up to 1.5× at QPS 1 with a draft model
// on ShareGPT, and a 1.4× slowdown at high QPS (Llama-3-70B, 4×H100); the
// speculative decoding test reproduces both within ±25 % with k = 4 and α = 0.6.
// The draft's own prefill of new prompts is not charged (an EAGLE-style draft
// reuses the target's hidden states), and α is one value for the deployment, not
// per request.

// expectedTokens is E, the expected tokens a sequence gains per verify step.
func expectedTokens(k int, alpha float64) float64 {
	if alpha >= 1 {
		return float64(k + 1)
	}
	return (1 - math.Pow(alpha, float64(k+1))) / (1 - alpha)
}

// specDrafts is the number of draft tokens s verifies this step: k for a decoding
// sequence, fewer near the end of its output or of the token budget left (the
// verify tokens count against max_num_batched_tokens, as in vLLM), 0 otherwise.
func (c *Core) specDrafts(s *seq, budget int) int {
	k := c.cfg.SpecTokens
	if k == 0 || s.emitted == 0 || s.numComputed != s.numTokens-1 {
		return 0
	}
	return max(min(k, len(s.req.Output)-s.emitted-1, budget-1), 0)
}

// accept draws how many of k draft tokens the target accepts: the leading run of
// successes with probability α each.
func (c *Core) accept(k int) int {
	a := 0
	for a < k && c.rng.Float64() < c.cfg.SpecAcceptance {
		a++
	}
	return a
}

// draftTime is the draft model's time in a step that verifies s.SpecDrafts tokens
// for s.SpecSeqs sequences.
func (c *Config) draftTime(s StepShape) float64 {
	if s.SpecDrafts == 0 {
		return 0
	}
	m := &c.Cost
	pass := m.T0 + m.TSeq*float64(s.SpecSeqs) + m.SpecDraftRatio*m.gemm(s.SpecSeqs)/float64(c.tp())
	return float64(s.SpecDrafts) * pass
}
