package loadgen

import (
	"errors"
	"fmt"
	"time"

	"github.com/infergate/infergate/internal/client"
)

// Samples are a run's measurements as flat series in simulated seconds (wall × Scale),
// ready for the stats package. Latency series hold successful requests only, as vllm
// bench serve's do; failures are counted by class.
type Samples struct {
	// From the actual send (vllm bench serve's definitions).
	TTFT, E2EL, TPOT []float64
	// TTFO is the time to first output token (client.Record.TTFO) of the successful
	// requests whose stream carried answer text; NoOutput counts the successful ones
	// whose did not (a reasoning model that only thought), which TTFO leaves out.
	TTFO     []float64
	NoOutput int
	// ReasoningTokens sums the successful requests' reasoning tokens
	// (client.Record.ReasoningTokens); 0 for a model that does not think.
	ReasoningTokens int
	// ITL holds one gap per token-bearing event, pooled over requests; ITLPerToken
	// divides each gap by the tokens its event carried.
	ITL, ITLPerToken []float64
	// From the intended send: what a user who arrived on schedule waited, including
	// any time the generator or a concurrency cap held the request back.
	TTFTFromIntended, E2ELFromIntended []float64
	// TTFTLaterTurns is the TTFT of the turns of a session after its first (Turn ≥
	// 2), whose prompts start with history; empty outside sessions.
	TTFTLaterTurns []float64
	// QueueWait is actual − intended send per sent request; DispatchLag is the
	// generator's own lateness per sent request (excluding concurrency waits).
	QueueWait, DispatchLag []float64
	// Counts.
	Total, Succeeded, Dropped int
	ByClass                   map[client.Class]int
	// Tokens of successful requests: prompt tokens (usage, else the workload target)
	// and output tokens.
	InputTokens, OutputTokens int
	// EstimatedTokens counts successful requests whose output count came from events
	// rather than usage (the server sent no usage chunk).
	EstimatedTokens int
	// Duration is the measured span in simulated time.
	Duration time.Duration
	// Cache is the prompt-cache accounting of successful requests, for cached_ratio.
	Cache CacheTally
}

// CacheTally counts the prompt tokens of successful requests by what their usage said
// about cached tokens, so that cached_ratio follows vLLM's omission rule: vLLM leaves
// usage.prompt_tokens_details out when cached_tokens is 0 (serving_chat.py and
// serving_completion.py: "if self.enable_prompt_tokens_details and
// num_cached_tokens"), and only then. A usage without it is therefore a request that
// hit nothing once the server has shown that it reports cached tokens at all;
// counting only the requests that carried the figure would read the hits alone (half
// the requests at 80 % and half at 0 % would give 0.8 instead of 0.4). A server that
// never shows the figure may not report it (vLLM without
// --enable-prompt-tokens-details), and then the ratio is unavailable, not 0.
//
// The fields are sums, so tallies of several runs add up (Add) before Ratio decides.
type CacheTally struct {
	// Cached is the sum of usage.prompt_tokens_details.cached_tokens over the
	// successful requests that carried it; ReportedPrompt is their prompt tokens and
	// Reported their number.
	Cached, ReportedPrompt, Reported int
	// OmittedPrompt and Omitted are the prompt tokens and number of the successful
	// requests whose usage had no prompt_tokens_details.
	OmittedPrompt, Omitted int
	// Shown is set when any response of the run carried prompt_tokens_details,
	// warm-up and failed requests included: the server reports cached tokens.
	Shown bool
}

// Add adds o's counts to t.
func (t *CacheTally) Add(o CacheTally) {
	t.Cached += o.Cached
	t.ReportedPrompt += o.ReportedPrompt
	t.Reported += o.Reported
	t.OmittedPrompt += o.OmittedPrompt
	t.Omitted += o.Omitted
	t.Shown = t.Shown || o.Shown
}

// count adds one record: successful ones to the counts, any that carried the figure
// to Shown.
func (t *CacheTally) count(rec *client.Record) {
	t.Shown = t.Shown || rec.HasCached
	switch {
	case !rec.OK() || !rec.HasUsage:
	case rec.HasCached:
		t.Cached += rec.CachedTokens
		t.ReportedPrompt += rec.PromptTokens
		t.Reported++
	default:
		t.OmittedPrompt += rec.PromptTokens
		t.Omitted++
	}
}

// ErrNoCachedTokens says that the server never reported cached tokens, so cached_ratio
// cannot be told from 0.
var ErrNoCachedTokens = errors.New("the target reports no usage.prompt_tokens_details.cached_tokens (vLLM needs --enable-prompt-tokens-details)")

// Ratio is cached_ratio: cached prompt tokens over prompt tokens of the successful
// requests with usage, a request without prompt_tokens_details counting as 0 cached
// once the server has shown that it reports them (Shown); n is the number of requests
// counted. The error is ErrNoCachedTokens when the server never showed the figure,
// and says so when the requests had no prompt tokens.
func (t CacheTally) Ratio() (ratio float64, n int, err error) {
	if !t.Shown && t.Reported == 0 {
		return 0, 0, ErrNoCachedTokens
	}
	prompt := t.ReportedPrompt + t.OmittedPrompt
	n = t.Reported + t.Omitted
	if prompt <= 0 {
		return 0, n, fmt.Errorf("cached ratio: %d successful requests with usage reported no prompt tokens", n)
	}
	return float64(t.Cached) / float64(prompt), n, nil
}

// Samples flattens the run's records.
func (r *Result) Samples() Samples {
	k := r.Scale
	if k == 0 {
		k = 1
	}
	sec := func(d time.Duration) float64 { return d.Seconds() * k }
	s := Samples{ByClass: map[client.Class]int{}, Dropped: r.Dropped, Duration: r.Duration(), Total: len(r.Records)}
	for i := range r.Warmup {
		s.Cache.Shown = s.Cache.Shown || r.Warmup[i].HasCached
	}
	for i := range r.Records {
		rec := &r.Records[i]
		s.ByClass[rec.Class]++
		s.Cache.count(rec)
		if r.Sent[i] {
			s.QueueWait = append(s.QueueWait, sec(rec.QueueWait()))
			s.DispatchLag = append(s.DispatchLag, sec(r.Lag[i]))
		}
		if !rec.OK() {
			continue
		}
		s.Succeeded++
		s.TTFT = append(s.TTFT, sec(rec.TTFT))
		if rec.Turn >= 2 {
			s.TTFTLaterTurns = append(s.TTFTLaterTurns, sec(rec.TTFT))
		}
		s.E2EL = append(s.E2EL, sec(rec.E2EL))
		if rec.HasTTFO {
			s.TTFO = append(s.TTFO, sec(rec.TTFO))
		} else {
			s.NoOutput++
		}
		s.ReasoningTokens += rec.ReasoningTokens
		wait := rec.QueueWait()
		s.TTFTFromIntended = append(s.TTFTFromIntended, sec(rec.TTFT+wait))
		s.E2ELFromIntended = append(s.E2ELFromIntended, sec(rec.E2EL+wait))
		if tpot, ok := rec.TPOT(); ok {
			s.TPOT = append(s.TPOT, sec(tpot))
		}
		for j := 1; j < len(rec.Events); j++ {
			gap := sec(rec.Events[j].At.Sub(rec.Events[j-1].At))
			s.ITL = append(s.ITL, gap)
			s.ITLPerToken = append(s.ITLPerToken, gap/float64(max(rec.Events[j].Tokens, 1)))
		}
		in := rec.PromptTokens
		if !rec.HasUsage {
			in = rec.InputTokens
		}
		s.InputTokens += in
		s.OutputTokens += rec.OutputTokens
		if rec.TokensEstimated && !rec.HasUsage {
			s.EstimatedTokens++
		}
	}
	return s
}
