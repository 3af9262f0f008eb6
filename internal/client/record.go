package client

import (
	"time"
)

// Message is one chat message.
type Message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// Request is one generation request as the gate sends it: a chat conversation or a
// completions prompt, with vLLM's extras. The load generator decides when it is sent.
type Request struct {
	// ID is unique within a run; it goes out as the X-Request-Id header.
	ID string
	// Messages makes a /v1/chat/completions request; when empty, Prompt makes a
	// /v1/completions request.
	Messages []Message
	Prompt   string
	// MaxTokens is max_tokens (chat: max_completion_tokens is not sent; vLLM takes
	// max_tokens for both endpoints).
	MaxTokens int
	// MinTokens and IgnoreEOS are vLLM's min_tokens and ignore_eos (sent when set).
	MinTokens int
	IgnoreEOS bool
	// CacheSalt is vLLM's cache_salt (sent when not empty).
	CacheSalt string
	// Temperature and Seed are sent when not nil.
	Temperature *float32
	Seed        *int
	// Group is the prefix group the workload put the request in (−1: fresh prefix);
	// informational, carried into the record.
	Group int
	// InputTokens and OutputTokens are the workload's target lengths; informational.
	InputTokens, OutputTokens int
	// Headers are this request's own extra headers, such as a session's affinity
	// header (X-Session-ID), sent after Config.Headers and overriding them. The same
	// names as Config.Headers are refused.
	Headers map[string]string `json:",omitempty"`
	// Session and Turn place a turn of a multi-turn session: the session's id and
	// the turn's index from 1. Turn is 0 for a request outside a session. Both are
	// informational, carried into the record for per-turn metrics.
	Session string `json:",omitempty"`
	Turn    int    `json:",omitempty"`
}

// Chat reports whether r goes to /v1/chat/completions.
func (r *Request) Chat() bool { return len(r.Messages) > 0 }

// Class says how a request ended. Only OK counts as a success.
type Class string

// The error classes. Every request ends in exactly one.
const (
	OK        Class = "ok"
	HTTPError Class = "http_error" // status >= 400 before the stream started
	Transport Class = "transport"  // connection refused, reset, closed mid-body
	Midstream Class = "midstream"  // an SSE {"error":…} event after a 200
	Truncated Class = "truncated"  // the stream ended without a finish_reason
	Malformed Class = "malformed"  // a chunk that is not valid JSON, or a bad body
	Timeout   Class = "timeout"    // the per-request deadline passed
	Canceled  Class = "canceled"   // the run was stopped (context canceled)
)

// Event is one token-bearing SSE event: an event whose choices are not empty.
type Event struct {
	// At is the wall time the event was read.
	At time.Time
	// Tokens is the number of tokens the event carried: from continuous usage stats
	// when the server sends them, else 1 (and the record's TokensEstimated is set).
	Tokens int
	// Output is set when the event carried answer text (a non-empty delta.content, or
	// text for completions), Reasoning when it carried a reasoning model's thinking (a
	// non-empty delta.reasoning_content or delta.reasoning). The event that ends the
	// thinking and starts the answer may carry both; vLLM's role chunk carries neither.
	Output, Reasoning bool
}

// Record is everything measured about one request. Times are wall-clock; durations
// are wall durations (a caller multiplies by the target's time scale for a simulator
// running faster than real time).
type Record struct {
	ID    string
	Group int
	// Intended is when the arrival schedule wanted the request sent (set by the load
	// generator; zero when the request was not scheduled).
	Intended time.Time
	// Sent is when the request was actually handed to the HTTP client.
	Sent time.Time
	// FirstByte is when the response headers arrived.
	FirstByte time.Time
	// Events are the token-bearing events in arrival order.
	Events []Event
	// TTFT is Sent → first event with non-empty choices (vllm bench serve's definition),
	// whatever it carried, a reasoning model's first thinking token included;
	// E2EL is Sent → last such event. Both 0 when there was no such event.
	TTFT, E2EL time.Duration
	// TTFO, the time to first output token, is Sent → the first event that carried
	// answer text (Event.Output): what a user of a reasoning model waits before the
	// answer starts, which TTFT no longer says once the model thinks first. For a
	// model that does not think it is TTFT or just after it (vLLM's role chunk comes
	// in the same engine step as the first token). HasTTFO is false, and TTFO 0, when
	// no event carried answer text: a stream of thinking alone, or an empty answer.
	TTFO    time.Duration
	HasTTFO bool
	// ReasoningTokens is how many of the output tokens were thinking:
	// usage.completion_tokens_details.reasoning_tokens when the server sent it
	// (ReasoningFromUsage), else counted from the events that carried reasoning
	// (measurement.reasoning). OutputTokens includes them, as vLLM's
	// completion_tokens does: they are decoded tokens like any other.
	ReasoningTokens    int
	ReasoningFromUsage bool
	// Usage from the final usage chunk; HasUsage is false when the server sent none.
	PromptTokens, CompletionTokens int
	HasUsage                       bool
	// CachedTokens is usage.prompt_tokens_details.cached_tokens; HasCached is false
	// when the server did not report it (which is not the same as 0).
	CachedTokens int
	HasCached    bool
	// OutputTokens is CompletionTokens when HasUsage, else the sum of event tokens.
	OutputTokens int
	// TokensEstimated is set when per-event token counts were assumed to be 1.
	TokensEstimated bool
	FinishReason    string
	// Class and Err say how the request ended; Status is the HTTP status (0 if none).
	Class  Class
	Err    string
	Status int
	// InputTokens and OutputTarget are the workload's targets for the request.
	InputTokens, OutputTarget int
	// Session and Turn are the request's (Request.Session, Request.Turn): the turn
	// index from 1 within its session, 0 outside a session.
	Session string
	Turn    int
}

// OK reports whether the request succeeded.
func (r *Record) OK() bool { return r.Class == OK }

// ITLs returns the gaps between consecutive token-bearing events (per event, as vllm
// bench serve reports them).
func (r *Record) ITLs() []time.Duration {
	if len(r.Events) < 2 {
		return nil
	}
	out := make([]time.Duration, 0, len(r.Events)-1)
	for i := 1; i < len(r.Events); i++ {
		out = append(out, r.Events[i].At.Sub(r.Events[i-1].At))
	}
	return out
}

// ITLsPerToken returns each gap between consecutive token-bearing events divided by
// the number of tokens the later event carried: the per-token view of ITLs for streams
// whose events carry k > 1 tokens (speculative decoding, stream intervals). Gaps to
// events that carried no token
// are left out.
func (r *Record) ITLsPerToken() []time.Duration {
	if len(r.Events) < 2 {
		return nil
	}
	out := make([]time.Duration, 0, len(r.Events)-1)
	for i := 1; i < len(r.Events); i++ {
		if k := r.Events[i].Tokens; k > 0 {
			out = append(out, r.Events[i].At.Sub(r.Events[i-1].At)/time.Duration(k))
		}
	}
	return out
}

// TPOT is (E2EL − TTFT) / (output_tokens − 1), defined only for more than one token.
func (r *Record) TPOT() (time.Duration, bool) {
	if r.OutputTokens <= 1 || len(r.Events) == 0 {
		return 0, false
	}
	return (r.E2EL - r.TTFT) / time.Duration(r.OutputTokens-1), true
}

// QueueWait is actual send − intended send: how late the generator sent the request.
// It is 0 without both times: a request that was not scheduled, or that never went
// out (the load generator dropped it, or canceled it while it waited for a
// concurrency slot), has no send to be late with.
func (r *Record) QueueWait() time.Duration {
	if r.Intended.IsZero() || r.Sent.IsZero() {
		return 0
	}
	return r.Sent.Sub(r.Intended)
}
