package client

import (
	"encoding/json"
	"errors"
	"fmt"
	"mime"
	"time"
)

// Errors found in the stream's payloads; classOf maps them to a Class.
var (
	errMalformed = errors.New("malformed chunk")
	errMidstream = errors.New("error event")
)

func classOf(err error) Class {
	if errors.Is(err, errMidstream) {
		return Midstream
	}
	return Malformed
}

// measurement accumulates one stream into its Record.
type measurement struct {
	rec        *Record
	scratch    scratch // what a decoded chunk points into, reused for every payload
	chat       bool
	clip       func(s string, n int) string // scrubs and shortens server text for Err
	sawJSON    bool                         // a JSON payload was read, token-bearing or not
	cumulative []int                        // per event: cumulative completion_tokens, or -1 when absent
	estimate   []int                        // per event: the token count assumed without usage stats
	// usageReasoning is usage.completion_tokens_details.reasoning_tokens from the
	// final usage chunk, or -1 when the server sent none.
	usageReasoning int
	// firstEvent is Trace.FirstEvent, run when the first token-bearing event is read.
	firstEvent func()
}

// event reads one SSE payload that arrived at at. It returns an errMalformed or
// errMidstream error when the stream must end.
func (m *measurement) event(raw []byte, at time.Time) error {
	c, err := decode(raw, &m.scratch)
	if err != nil {
		return fmt.Errorf("%w after %d events: %s (payload %q)", errMalformed, len(m.rec.Events), m.clip(err.Error(), 300), m.clip(string(raw), 200))
	}
	m.sawJSON = true
	if len(c.Error) > 0 && string(c.Error) != "null" {
		return fmt.Errorf("%w after %d events: %s", errMidstream, len(m.rec.Events), m.clip(errorMessage(c.Error), 1024))
	}
	if c.Object == "error" {
		return fmt.Errorf("%w after %d events: %s", errMidstream, len(m.rec.Events), m.clip(c.Message, 1024))
	}
	if len(c.Choices) == 0 {
		// The final usage chunk (vllm bench serve's elif branch); not a token event.
		if u := c.Usage; u != nil && u.CompletionTokens != nil {
			m.rec.HasUsage = true
			m.rec.PromptTokens = u.PromptTokens
			m.rec.CompletionTokens = *u.CompletionTokens
			if d := u.PromptTokensDetails; d != nil && d.CachedTokens != nil {
				m.rec.HasCached, m.rec.CachedTokens = true, *d.CachedTokens
			}
			if d := u.CompletionTokensDetails; d != nil && d.ReasoningTokens != nil {
				m.usageReasoning = *d.ReasoningTokens
			}
		}
		return nil
	}
	ev := Event{At: at}
	for _, ch := range c.Choices {
		if ch.Text != nil && *ch.Text != "" {
			ev.Output = true
		}
		if d := ch.Delta; d != nil {
			ev.Output = ev.Output || (d.Content != nil && *d.Content != "")
			ev.Reasoning = ev.Reasoning || (d.ReasoningContent != nil && *d.ReasoningContent != "") || (d.Reasoning != nil && *d.Reasoning != "")
		}
	}
	m.rec.Events = append(m.rec.Events, ev)
	if len(m.rec.Events) == 1 && m.firstEvent != nil {
		m.firstEvent()
	}
	cum := -1
	if c.Usage != nil && c.Usage.CompletionTokens != nil {
		cum = *c.Usage.CompletionTokens
	}
	m.cumulative = append(m.cumulative, cum)
	est := 1
	for _, ch := range c.Choices {
		if ch.FinishReason != nil && *ch.FinishReason != "" {
			m.rec.FinishReason = *ch.FinishReason
		}
	}
	if ch := c.Choices[0]; m.chat && ch.Delta != nil && ch.Delta.Role != "" && !ev.Output && !ev.Reasoning &&
		(ch.FinishReason == nil || *ch.FinishReason == "") {
		est = 0 // vLLM's role chunk carries no token (continuous usage says 0 too)
	}
	m.estimate = append(m.estimate, est)
	return nil
}

// errorEvent reads the payload of an SSE event of type "error" (event: error), which
// some gateways send instead of vLLM's data: {"error":…}: the request ends Midstream
// with the error's message when the payload has one, else with the payload as sent.
func (m *measurement) errorEvent(raw []byte) error {
	msg := string(raw)
	if c, err := decode(raw, &m.scratch); err == nil {
		switch {
		case len(c.Error) > 0 && string(c.Error) != "null":
			msg = errorMessage(c.Error)
		case c.Message != "":
			msg = c.Message
		}
	}
	return fmt.Errorf("%w after %d events: %s", errMidstream, len(m.rec.Events), m.clip(msg, 1024))
}

// errorMessage extracts the message of an OpenAI error object, or returns it raw.
func errorMessage(raw json.RawMessage) string {
	var e struct {
		Message string `json:"message"`
	}
	if json.Unmarshal(raw, &e) == nil && e.Message != "" {
		return e.Message
	}
	return string(raw)
}

// checkEnd judges a stream that ended cleanly: without a finish_reason it was
// truncated, or, when nothing in it was an SSE payload and it was not an event stream,
// it was not a stream at all.
func (m *measurement) checkEnd(contentType string) {
	if m.rec.FinishReason != "" {
		return
	}
	if !m.sawJSON && !isEventStream(contentType) {
		m.rec.Class = Malformed
		m.rec.Err = fmt.Sprintf("the response is not an event stream (Content-Type %q) and has no data events", contentType)
		return
	}
	m.rec.Class = Truncated
	m.rec.Err = fmt.Sprintf("the stream ended after %d token events without a finish_reason", len(m.rec.Events))
}

func isEventStream(contentType string) bool {
	mt, _, err := mime.ParseMediaType(contentType)
	return err == nil && mt == "text/event-stream"
}

// finish fills what follows from the events: per-event tokens, TTFT, TTFO, E2EL and
// the output and reasoning token counts.
func (m *measurement) finish() {
	rec := m.rec
	n := len(rec.Events)
	defer m.reasoning()
	if n == 0 || len(m.cumulative) != n || len(m.estimate) != n {
		rec.OutputTokens = 0
		if rec.HasUsage {
			rec.OutputTokens = rec.CompletionTokens
		}
		return
	}
	// The per-chunk counts are exact only when they count something: Ollama's streaming
	// /v1/completions sends a zeroed usage on every chunk before the real one, and
	// taking those zeros as exact would give every event 0 tokens.
	exact := m.cumulative[n-1] > 0
	for _, c := range m.cumulative {
		if c < 0 {
			exact = false
			break
		}
	}
	sum, prev := 0, 0
	for i := range rec.Events {
		k := m.estimate[i]
		if exact {
			k = max(m.cumulative[i]-prev, 0)
			prev = max(prev, m.cumulative[i])
		}
		rec.Events[i].Tokens = k
		sum += k
	}
	rec.TokensEstimated = !exact
	rec.TTFT = rec.Events[0].At.Sub(rec.Sent)
	rec.E2EL = rec.Events[n-1].At.Sub(rec.Sent)
	for _, ev := range rec.Events {
		if ev.Output {
			rec.TTFO, rec.HasTTFO = ev.At.Sub(rec.Sent), true
			break
		}
	}
	rec.OutputTokens = sum
	if rec.HasUsage {
		rec.OutputTokens = rec.CompletionTokens
	}
}

// reasoning counts the request's reasoning tokens: the server's own count
// (usage.completion_tokens_details.reasoning_tokens) when it sent one, since only
// the server knows how its tokens split; else the tokens of the events that carried
// reasoning, an event that carried the end of the reasoning and the start of the
// answer together giving all its tokens but one (at least one) to the reasoning.
func (m *measurement) reasoning() {
	rec := m.rec
	if m.usageReasoning >= 0 && rec.HasUsage {
		rec.ReasoningTokens, rec.ReasoningFromUsage = m.usageReasoning, true
		return
	}
	rec.ReasoningTokens = 0
	for _, ev := range rec.Events {
		switch {
		case !ev.Reasoning:
		case ev.Output:
			rec.ReasoningTokens += max(ev.Tokens-1, 1)
		default:
			rec.ReasoningTokens += ev.Tokens
		}
	}
}
