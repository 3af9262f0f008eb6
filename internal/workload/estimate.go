package workload

import (
	"math"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/sim/token"
)

// Estimator is the local estimate of how many tokens a text costs on the target
// model. Build sizes prompts with it; CheckTokenize and CheckUsage measure how far the
// target's real counts are from it.
type Estimator interface {
	Count(text string) int
}

// TokenEstimator counts with the simulator's pseudo-tokenizer (internal/sim/token),
// which is tuned to Llama-3's counts: about 1.3 tokens per English word, somewhat more
// for German, one per Japanese character. It is exact for the simulator and only
// approximate for a real model, whose counts can differ by several percent (more for
// Japanese); check them against the target with CheckTokenize or CheckUsage.
type TokenEstimator struct{}

// Count returns token.Count(text).
func (TokenEstimator) Count(text string) int { return token.Count(text) }

var _ Estimator = TokenEstimator{}

// LangEstimator is an Estimator that counts each corpus language differently: Build
// sizes a request of language code with For(code). Count is its estimate for text
// of no known language.
type LangEstimator interface {
	Estimator
	For(lang string) Estimator
}

// Calibrated is Base scaled per language by how many tokens the target really spends
// per Base token (Ratio, by language code; a language without one is Base's), so that
// prompts sized with it come out at the workload's lengths on the target's own
// tokenizer. Special tokens of the chat template are not scaled: Estimate counts them
// apart from the text.
type Calibrated struct {
	Base  Estimator
	Ratio map[string]float64
}

// Count is Base's count: text of no known language is not scaled.
func (c Calibrated) Count(text string) int { return c.Base.Count(text) }

// For returns the estimator for text of language lang.
func (c Calibrated) For(lang string) Estimator {
	k, ok := c.Ratio[lang]
	if !ok || !(k > 0) || k == 1 {
		return c.Base
	}
	return scaled{base: c.Base, k: k}
}

// scaled multiplies base's counts by k.
type scaled struct {
	base Estimator
	k    float64
}

func (s scaled) Count(text string) int { return int(math.Round(float64(s.base.Count(text)) * s.k)) }

// Estimate returns the estimated prompt length of r in tokens, as the server counts
// it. A chat request is counted as rendered by the Llama-3 chat template, which is the
// simulator's template and a few tokens off for other models:
//
//	<|begin_of_text|> then, per message, <|start_header_id|> role <|end_header_id|>
//	"\n\n"+content <|eot_id|>, then the generation prompt <|start_header_id|>
//	assistant <|end_header_id|> "\n\n"
//
// with each special token costing one token and each text counted by est. A
// completions prompt costs its text plus one <|begin_of_text|>. With TokenEstimator
// both equal what the simulator reports as usage.prompt_tokens.
func Estimate(est Estimator, r *client.Request) int {
	if !r.Chat() {
		return 1 + est.Count(r.Prompt)
	}
	n := 1 // <|begin_of_text|>
	for _, m := range r.Messages {
		n += headerCount(est, m.Role) + est.Count("\n\n"+m.Content) + 1 // + <|eot_id|>
	}
	return n + headerCount(est, "assistant") + est.Count("\n\n")
}

// headerCount is <|start_header_id|> role <|end_header_id|>.
func headerCount(est Estimator, role string) int { return 2 + est.Count(role) }

// leadingCount is the estimated number of tokens from the start of a prompt through
// the end of text, when text starts the first message (with role) or the completions
// prompt.
func leadingCount(est Estimator, chat bool, role, text string) int {
	if !chat {
		return 1 + est.Count(text)
	}
	return 1 + headerCount(est, role) + est.Count("\n\n"+text)
}
