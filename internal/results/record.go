package results

import (
	"math"
	"time"

	"github.com/infergate/infergate/internal/client"
)

// Record is one measured request, compact: what a report needs to redraw latency
// distributions and what a comparison needs to resample, without the per-event
// timestamps. Durations are seconds in simulated time.
type Record struct {
	ID    string `json:"id"`
	Trial int    `json:"trial"`
	// Class is how the request ended (client.Class: ok, http_error, transport, …); Err
	// the client's error text (already scrubbed of the API key) and Status the HTTP
	// status (0 if none).
	Class  string `json:"class"`
	Err    string `json:"err,omitempty"`
	Status int    `json:"status,omitempty"`
	// TTFT and E2EL are measured from the actual send; 0 when no token-bearing event
	// arrived.
	TTFT float64 `json:"ttft"`
	E2EL float64 `json:"e2el"`
	// TTFO is the time to first output token (client.Record.TTFO), from the actual
	// send; 0 when no event carried answer text, and in files written before it was
	// kept. ReasoningTokens is how many output tokens were a reasoning model's
	// thinking (client.Record.ReasoningTokens); 0 for a model that does not think.
	TTFO            float64 `json:"ttfo,omitempty"`
	ReasoningTokens int     `json:"reasoning_tokens,omitempty"`
	// OutputTokens is usage.completion_tokens, or the count of streamed tokens when the
	// server sent no usage (then OutputEstimated is set if the per-event counts were
	// assumed to be 1). PromptTokens is usage.prompt_tokens (0 without usage).
	OutputTokens    int  `json:"output_tokens"`
	OutputEstimated bool `json:"output_estimated,omitempty"`
	PromptTokens    int  `json:"prompt_tokens"`
	// CachedTokens is usage.prompt_tokens_details.cached_tokens; HasCached is false when
	// the server did not report it, which is not the same as 0 cached tokens.
	CachedTokens int  `json:"cached_tokens,omitempty"`
	HasCached    bool `json:"has_cached,omitempty"`
	// QueueWait is actual − intended send (0 for a closed loop or an unsent request).
	QueueWait float64 `json:"queue_wait,omitempty"`
	// At is when the request was due, from the start of its trial's schedule (the
	// intended send; the actual send in a closed loop), and Lag how late the
	// generator dispatched it (0 in a closed loop). A merge of shards orders their
	// records by At, as one generator would have sent them, and pools Lag into
	// dispatch_lag. Files before these fields leave them 0.
	At  float64 `json:"at,omitempty"`
	Lag float64 `json:"lag,omitempty"`
	// ITLs are the gaps between consecutive token-bearing events, one per event (not
	// per token), when the run kept them: the gate keeps them for up to 64 evenly
	// spaced requests per cell (gate.ITLRequests), for the report's ITL distribution.
	ITLs []float64 `json:"itls,omitempty"`
	// Session and Turn place a turn of a session workload: its session's id and its
	// index from 1 (TTFT by turn in the report). Absent outside sessions.
	Session string `json:"session,omitempty"`
	Turn    int    `json:"turn,omitempty"`
}

// FromClient converts a client record of trial into a Record. scale is the target's time
// scale (simulated seconds per wall second; anything but a positive finite number
// means 1): every duration is
// multiplied by it, as loadgen.Result.Samples does, so the record's seconds match the
// cell's summaries. withITLs keeps the inter-token gaps, which is most of a record's size.
// FromClient leaves At and Lag to the caller, who knows the schedule.
func FromClient(r client.Record, trial int, scale float64, withITLs bool) Record {
	if !(scale > 0) || math.IsInf(scale, 1) {
		scale = 1
	}
	sec := func(d time.Duration) float64 { return d.Seconds() * scale }
	out := Record{
		ID:              r.ID,
		Trial:           trial,
		Class:           string(r.Class),
		Err:             r.Err,
		Status:          r.Status,
		TTFT:            sec(r.TTFT),
		E2EL:            sec(r.E2EL),
		ReasoningTokens: r.ReasoningTokens,
		OutputTokens:    r.OutputTokens,
		OutputEstimated: !r.HasUsage && r.TokensEstimated,
		PromptTokens:    r.PromptTokens,
		CachedTokens:    r.CachedTokens,
		HasCached:       r.HasCached,
		Session:         r.Session,
		Turn:            r.Turn,
	}
	if !r.Sent.IsZero() {
		out.QueueWait = sec(r.QueueWait())
	}
	if r.HasTTFO {
		// A first output token is always after the send; a clock that said otherwise
		// would store 0, which reads as none.
		out.TTFO = max(sec(r.TTFO), 1e-9)
	}
	if withITLs {
		if itls := r.ITLs(); len(itls) > 0 {
			out.ITLs = make([]float64, len(itls))
			for i, d := range itls {
				out.ITLs[i] = sec(d)
			}
		}
	}
	return out
}

// Unsent reports whether the record stands for an arrival that was never sent (the
// run stopped first, or the generator dropped it): a canceled request with neither a
// queue wait nor a first token. Records do not mark it otherwise.
func (r Record) Unsent() bool { return r.Class == "canceled" && r.QueueWait == 0 && r.TTFT == 0 }
