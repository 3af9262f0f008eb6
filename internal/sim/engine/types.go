package engine

import "time"

// Finish reasons, as vLLM's request_success_total{finished_reason}.
const (
	FinishStop   = "stop"
	FinishLength = "length"
	FinishAbort  = "abort"
)

// Request is one generation request as the engine sees it. The caller decides the whole
// output up front (the responder's tokens, EOS or max_tokens), so the engine only has
// to decide when each token is produced.
type Request struct {
	// ID identifies the request for Abort; it must be unique among live requests.
	ID string
	// Prompt is the prompt's token ids (after the chat template).
	Prompt []uint32
	// Output is the exact token ids the engine will emit, in order.
	Output []uint32
	// Finish is the finish_reason reported when the last Output token is emitted:
	// FinishStop (EOS) or FinishLength (max_tokens).
	Finish string
	// CacheSalt isolates prefix caching: it enters the first block's hash.
	CacheSalt string
	// MaxTokens is the request's max_tokens (for the request_params_max_tokens metric).
	MaxTokens int
	// Sink receives the request's events. It is called from the engine's goroutine and
	// must not block.
	Sink Sink
}

// Sink receives a request's progress from the engine.
type Sink interface {
	Emit(Event)
}

// SinkFunc adapts a function to Sink.
type SinkFunc func(Event)

// Emit calls f(ev).
func (f SinkFunc) Emit(ev Event) { f(ev) }

// Event reports what one engine step did for one request: new tokens, the end, or both.
type Event struct {
	// Time is the virtual time the event left the engine: the end of its step, or
	// later when a real-time engine woke up late (what a client could see).
	Time time.Duration
	// Index is the position in Request.Output of the first new token.
	Index int
	// Count is the number of new tokens (0 for an abort).
	Count int
	// Finish is "" while the request runs, else its finish_reason.
	Finish string
	// Cached is the number of prompt tokens served from the prefix cache (block aligned,
	// at most len(Prompt)−1), fixed at first scheduling.
	Cached int
}

// Observer is told what the engine does, for metrics. It is called on the engine's
// goroutine; it must not retain the pointers it is given.
type Observer interface {
	ObserveStep(*StepStats)
	ObserveFinish(*RequestStats)
}

// StepStats describes one engine step after it was committed. Its slices are reused.
type StepStats struct {
	Start, End time.Duration // virtual times
	Shape      StepShape
	Running    int     // requests running after the step
	Waiting    int     // requests waiting (including preempted) after the step
	KVUsage    float64 // 1 − free/total blocks, cached-but-unreferenced blocks count as free
	// Preemptions is the number of requests preempted while scheduling this step.
	Preemptions int
	// PrefixQueries and PrefixHits are prompt tokens looked up and found cached for
	// requests scheduled for the first time in this step (vLLM's counters).
	PrefixQueries, PrefixHits int
	// PrefixQueryBlocks and PrefixHitBlocks count the same lookups in KV blocks, as vLLM
	// counted them before May 2025 (0.8.x, vllm/v1/core/kv_cache_manager.py
	// get_computed_blocks: queries += len(block_hashes), hits += len(computed_blocks)):
	// the full blocks of the prompt, less the last one when the prompt fills it exactly
	// (vLLM recomputes it for the logits), and the leading ones found cached. Like
	// vLLM, they stay 0 without prefix caching.
	PrefixQueryBlocks, PrefixHitBlocks int
	// PromptTokens is the sum of prompt lengths of requests whose first token came out
	// in this step (vLLM's prompt_tokens counter).
	PromptTokens int
	// GenerationTokens is the number of tokens produced in this step.
	GenerationTokens int
	// TTFTs holds arrival→first token for requests whose first token came out here.
	TTFTs []time.Duration
	// ITLs holds, per request that produced a later token, the gap since its previous one.
	ITLs []time.Duration
}

// RequestStats is the life of one finished (or aborted) request.
type RequestStats struct {
	ID             string
	Arrival        time.Duration // accepted by the engine
	FirstScheduled time.Duration // first time it got a slot; −1 if never
	FirstToken     time.Duration // −1 if none
	LastToken      time.Duration // −1 if none
	PromptTokens   int
	OutputTokens   int // tokens emitted
	CachedTokens   int
	MaxTokens      int
	Preemptions    int
	Finish         string
}
