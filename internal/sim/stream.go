package sim

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/infergate/infergate/internal/sim/engine"
	"github.com/infergate/infergate/internal/sim/fault"
)

// chunk renders one SSE payload (without "data: "). p is the new text: the answer's,
// and on chat the thinking's apart; role adds the chat role chunk's delta; finish is
// the finish_reason or ""; completion is the number of tokens so far (for continuous
// usage stats). As vLLM's reasoning parsers do, a delta carries reasoning_content
// alone while the model thinks, content alone once it answers, and both in the step
// that ends the thinking and starts the answer.
func (g *gen) chunk(b []byte, p piece, role bool, finish string, completion int) []byte {
	thinking, text := p.thinking, p.answer
	b = g.appendHead(b)
	b = append(b, `,"choices":[{"index":0,`...)
	if g.chat {
		switch {
		case role:
			b = append(b, `"delta":{"role":"assistant","content":""}`...)
		case p.thinks && !p.answers:
			b = append(b, `"delta":{"reasoning_content":`...)
			b = appendJSONString(b, thinking)
			b = append(b, '}')
		case p.thinks:
			b = append(b, `"delta":{"reasoning_content":`...)
			b = appendJSONString(b, thinking)
			b = append(b, `,"content":`...)
			b = appendJSONString(b, text)
			b = append(b, '}')
		default:
			b = append(b, `"delta":{"content":`...)
			b = appendJSONString(b, text)
			b = append(b, '}')
		}
	} else {
		b = append(b, `"text":`...)
		b = appendJSONString(b, text)
	}
	b = append(b, `,"logprobs":null,"finish_reason":`...)
	if finish == "" {
		b = append(b, `null`...)
	} else {
		b = appendJSONString(b, finish)
		b = append(b, `,"stop_reason":null`...)
	}
	b = append(b, '}', ']')
	if g.continuous {
		b = append(b, `,"usage":`...)
		b = g.appendUsage(b, completion, -1)
	}
	return append(b, '}')
}

// appendHead opens a chunk object with its id, object, created and model fields.
func (g *gen) appendHead(b []byte) []byte {
	b = append(b, `{"id":`...)
	b = appendJSONString(b, g.id)
	if g.chat {
		b = append(b, `,"object":"chat.completion.chunk","created":`...)
	} else {
		b = append(b, `,"object":"text_completion","created":`...)
	}
	b = strconv.AppendInt(b, g.created, 10)
	b = append(b, `,"model":`...)
	return appendJSONString(b, g.model)
}

// appendUsage renders a usage object. prompt_tokens_details is there only when the
// server reports it (g.details) and cached_tokens is not 0: vLLM leaves it out at 0,
// in every version since the option came (serving_chat.py, serving_completion.py: "if
// self.enable_prompt_tokens_details and num_cached_tokens"), so a client must read
// its absence as 0 once it has seen the server report it. Continuous usage stats pass
// cached < 0: vLLM's per-chunk usage has no details either.
func (g *gen) appendUsage(b []byte, completion, cached int) []byte {
	b = append(b, `{"prompt_tokens":`...)
	b = strconv.AppendInt(b, int64(g.promptTokens), 10)
	b = append(b, `,"total_tokens":`...)
	b = strconv.AppendInt(b, int64(g.promptTokens+completion), 10)
	b = append(b, `,"completion_tokens":`...)
	b = strconv.AppendInt(b, int64(completion), 10)
	if cached > 0 && g.details {
		b = append(b, `,"prompt_tokens_details":{"cached_tokens":`...)
		b = strconv.AppendInt(b, int64(cached), 10)
		b = append(b, '}')
	}
	return append(b, '}')
}

// usageChunk is the final chunk of a stream with include_usage: empty choices.
func (g *gen) usageChunk(b []byte, completion, cached int) []byte {
	b = g.appendHead(b)
	b = append(b, `,"choices":[],"usage":`...)
	b = g.appendUsage(b, completion, cached)
	return append(b, '}')
}

func appendEvent(b, payload []byte) []byte {
	b = append(b, "data: "...)
	b = append(b, payload...)
	return append(b, '\n', '\n')
}

const doneEvent = "data: [DONE]\n\n"

// errorEvent is vLLM's mid-stream error: the status is already 200, so the error rides
// in an SSE event, followed by [DONE].
func errorEvent(status int, msg string) []byte {
	return appendEvent(nil, errorBody(statusError(status, msg)))
}

// text joins the pieces of output tokens [from, from+n).
func (g *gen) text(from, n int) string {
	if n == 1 {
		return g.pieces[from]
	}
	return strings.Join(g.pieces[from:from+n], "")
}

// piece is the text of some output tokens, the thinking apart from the answer;
// thinks and answers say whether any token was of each kind (a token's text may be
// empty).
type piece struct {
	thinking, answer string
	thinks, answers  bool
}

// split returns output tokens [from, from+n): the tokens before g.reasoning are
// thinking, the others the answer.
func (g *gen) split(from, n int) piece {
	k := min(n, max(g.reasoning-from, 0))
	return piece{thinking: g.text(from, k), answer: g.text(from+k, n-k), thinks: k > 0, answers: k < n}
}

// stream writes the request's tokens as SSE, one event per engine step, with vLLM's
// shape: (chat) a role chunk with the first token, content chunks, finish_reason on the
// last token's chunk, the usage chunk when asked, then [DONE]. A stream fault fires
// once, before the chunk that would take the stream past after_tokens (or before the
// last chunk of a shorter answer).
func (s *Server) stream(w http.ResponseWriter, r *http.Request, g *gen, st *engine.Stream) {
	ctx := r.Context()
	rc := http.NewResponseController(w)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusOK)
	if err := rc.Flush(); err != nil {
		s.eng.Abort(g.engineID)
		return
	}
	fired := !g.hasFault || !streamFault(g.fault.Kind)
	var evs []engine.Event
	var buf, payload []byte
	written := 0
	flush := func() bool {
		if len(buf) == 0 {
			return rc.Flush() == nil
		}
		_, err := w.Write(buf)
		buf = buf[:0]
		return err == nil && rc.Flush() == nil
	}
	for {
		select {
		case <-st.Ready():
		case <-ctx.Done():
			s.eng.Abort(g.engineID) // the client went away: free its blocks at the next step
			return
		}
		evs = st.Take(evs[:0])
		for _, ev := range evs {
			g.record(ev)
			if ev.Finish == engine.FinishAbort {
				buf = append(buf, errorEvent(http.StatusInternalServerError, "the request was aborted by the engine (server shutting down)")...)
				buf = append(buf, doneEvent...)
				flush()
				return
			}
			if ev.Count == 0 {
				continue
			}
			if !fired && (written+ev.Count > g.fault.AfterTokens || ev.Finish != "") {
				fired = true
				switch g.fault.Kind {
				case fault.Stall:
					if !flush() || s.sleep(ctx, g.fault.Dur) != nil {
						s.eng.Abort(g.engineID)
						return
					}
				case fault.Drop:
					flush()
					s.eng.Abort(g.engineID)
					// Abort the response: net/http closes the connection without the
					// chunked terminator, so the client sees a truncated stream.
					panic(http.ErrAbortHandler)
				case fault.MidstreamError:
					buf = append(buf, errorEvent(http.StatusInternalServerError, "simulated fault: midstream_error (engine error during generation)")...)
					buf = append(buf, doneEvent...)
					flush()
					s.eng.Abort(g.engineID)
					return
				case fault.MalformedChunk:
					buf = append(buf, `data: {"id":"`+g.id+`","choices":[{"index":0,"delta":{"content":"`+"\n\n"...)
				}
			}
			// Through a gateway the chunk reaches the client a hop after the engine
			// released it; the chunks already due go out first.
			if d := s.hop.delay(s.opts.GatewayChunkDelay); d > 0 {
				if !flush() || s.clock.SleepUntil(ctx, ev.Time+d) != nil {
					s.eng.Abort(g.engineID)
					return
				}
			}
			if written == 0 && g.chat {
				payload = g.chunk(payload[:0], piece{}, true, "", 0)
				buf = appendEvent(buf, payload)
			}
			written += ev.Count
			if tl := g.timeline; tl != nil {
				// The event goes into buf now and is written at the end of this batch.
				tl.Written = append(tl.Written, s.clock.Now().Seconds())
			}
			payload = g.chunk(payload[:0], g.split(ev.Index, ev.Count), false, ev.Finish, written)
			buf = appendEvent(buf, payload)
			if ev.Finish != "" {
				if g.usage {
					payload = g.usageChunk(payload[:0], written, ev.Cached)
					buf = appendEvent(buf, payload)
				}
				buf = append(buf, doneEvent...)
				g.storeTimeline()
				flush()
				return
			}
		}
		if !flush() {
			s.eng.Abort(g.engineID)
			return
		}
	}
}

// streamFault reports whether a fault kind acts on the response stream.
func streamFault(k fault.Kind) bool {
	switch k {
	case fault.Stall, fault.Drop, fault.MidstreamError, fault.MalformedChunk:
		return true
	}
	return false
}

// complete answers a non-streaming request when the engine has finished it.
func (s *Server) complete(w http.ResponseWriter, r *http.Request, g *gen, st *engine.Stream) {
	ctx := r.Context()
	var evs []engine.Event
	tokens, cached := 0, 0
	finish := ""
	var released time.Duration
	for finish == "" {
		select {
		case <-st.Ready():
		case <-ctx.Done():
			s.eng.Abort(g.engineID)
			return
		}
		evs = st.Take(evs[:0])
		for _, ev := range evs {
			g.record(ev)
			tokens += ev.Count
			cached = ev.Cached
			if ev.Finish != "" {
				finish, released = ev.Finish, ev.Time
			}
		}
	}
	if finish == engine.FinishAbort {
		writeError(w, statusError(http.StatusInternalServerError, "the request was aborted by the engine (server shutting down)"))
		return
	}
	if d := s.hop.delay(s.opts.GatewayChunkDelay); d > 0 && s.clock.SleepUntil(ctx, released+d) != nil {
		return
	}
	if g.hasFault && streamFault(g.fault.Kind) {
		switch g.fault.Kind {
		case fault.Stall:
			if s.sleep(ctx, g.fault.Dur) != nil {
				return
			}
		case fault.Drop:
			panic(http.ErrAbortHandler)
		case fault.MidstreamError:
			writeError(w, statusError(http.StatusInternalServerError, "simulated fault: midstream_error (engine error during generation)"))
			return
		case fault.MalformedChunk:
			w.Header().Set("Content-Type", "application/json")
			_, _ = w.Write([]byte(`{"id":"` + g.id + `","choices":[{"index":0,`))
			return
		}
	}
	g.storeTimeline()
	p := g.split(0, tokens)
	choice := map[string]any{"index": 0, "logprobs": nil, "finish_reason": finish, "stop_reason": nil}
	object := "text_completion"
	if g.chat {
		object = "chat.completion"
		msg := map[string]any{"role": "assistant", "content": p.answer}
		if g.reasoning > 0 {
			msg["reasoning_content"] = p.thinking
		}
		choice["message"] = msg
	} else {
		choice["text"] = p.answer
	}
	writeJSON(w, map[string]any{
		"id":      g.id,
		"object":  object,
		"created": g.created,
		"model":   g.model,
		"choices": []any{choice},
		"usage":   json.RawMessage(g.appendUsage(nil, tokens, cached)),
	})
}
