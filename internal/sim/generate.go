package sim

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"math"
	"math/rand/v2"
	"net/http"
	"strconv"
	"time"

	"github.com/infergate/infergate/internal/sim/engine"
	"github.com/infergate/infergate/internal/sim/fault"
	"github.com/infergate/infergate/internal/sim/reply"
	"github.com/infergate/infergate/internal/sim/token"
)

// maxBody bounds a request body; a 128k-token prompt is well under it.
const maxBody = 32 << 20

// gen is one accepted generation request on its way through the engine.
type gen struct {
	chat         bool
	id           string // response id: chatcmpl-… or cmpl-…
	engineID     string
	model        string
	created      int64
	promptTokens int
	pieces       []string // text of each output token
	reasoning    int      // how many of the first pieces are thinking, streamed apart (chat only)
	stream       bool
	usage        bool // include_usage
	continuous   bool // continuous_usage_stats
	details      bool // prompt_tokens_details
	fault        fault.Spec
	hasFault     bool
	timeline     *Timeline // nil unless the server keeps timelines
	store        *timelines
}

// storeTimeline files the request's timeline once. It runs before the last bytes of a
// response go out, so a client that has read [DONE] can fetch the timeline at once.
func (g *gen) storeTimeline() {
	if g.store != nil {
		g.store.put(g.timeline)
		g.store = nil
	}
}

// record notes an engine event in the request's timeline.
func (g *gen) record(ev engine.Event) {
	tl := g.timeline
	if tl == nil {
		return
	}
	if ev.Count > 0 {
		tl.Events = append(tl.Events, ev.Time.Seconds())
		tl.Tokens = append(tl.Tokens, ev.Count)
	}
	tl.CachedTokens = ev.Cached
	if ev.Finish != "" {
		tl.Finish = ev.Finish
	}
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}

// pickFault returns the request's fault: the X-Sim-Fault header if present, else the
// rate plan's choice for the request id.
func (s *Server) pickFault(r *http.Request, id string) (fault.Spec, bool, *apiError) {
	if h := r.Header.Get(fault.Header); h != "" {
		spec, err := fault.ParseHeader(h)
		if err != nil {
			return fault.Spec{}, false, badRequest("header %s: %v", fault.Header, err)
		}
		return spec, true, nil
	}
	spec, ok := s.faults.Pick(id)
	return spec, ok, nil
}

// sleep waits a simulated duration, or until ctx ends.
func (s *Server) sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(s.clock.Wall(d))
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (s *Server) generate(w http.ResponseWriter, r *http.Request, chat bool) {
	// A gateway in front of the engine holds the request before the frontend sees it.
	if d := s.hop.delay(s.opts.GatewayDelay); d > 0 && s.sleep(r.Context(), d) != nil {
		return
	}
	arrived := s.clock.Now() // vLLM's arrival_time: when the frontend got the request
	s.generating.Add(1)
	defer s.generating.Add(-1)
	n := s.requests.Add(1)
	engineID := "req-" + strconv.FormatUint(n, 10)
	reqID := r.Header.Get("X-Request-Id")
	if reqID == "" {
		reqID = engineID
	}
	w.Header().Set("X-Request-Id", reqID)
	if e := s.unavailable(); e != nil {
		writeError(w, e)
		return
	}
	spec, hasFault, ferr := s.pickFault(r, reqID)
	if ferr != nil {
		writeError(w, ferr)
		return
	}
	if hasFault {
		switch spec.Kind {
		case fault.HTTPError:
			writeError(w, statusError(spec.Code, fmt.Sprintf("simulated fault: http_error %d", spec.Code)))
			return
		case fault.QueueFull:
			writeError(w, statusError(http.StatusTooManyRequests, "simulated fault: the waiting queue is full"))
			return
		case fault.Unhealthy:
			s.unhealthyUntil.Store(time.Now().Add(s.clock.Wall(spec.Window)).UnixNano())
			writeError(w, s.unavailable())
			return
		case fault.EngineStall:
			s.eng.Stall(spec.Dur)
		case fault.KVShrink:
			s.eng.ShrinkKV(spec.Blocks, spec.Window)
		}
	}

	g, req, e := s.accept(r, chat, n)
	if e != nil {
		writeError(w, e)
		return
	}
	g.engineID, g.fault, g.hasFault = engineID, spec, hasFault
	// slow_headers waits after the body is read: only then does net/http watch the
	// connection, so a client that gives up ends the wait.
	if hasFault && spec.Kind == fault.SlowHeaders && s.sleep(r.Context(), spec.Dur) != nil {
		return
	}
	if m := s.opts.MaxWaitingQueue; m > 0 && s.eng.Waiting() >= m {
		writeError(w, statusError(http.StatusTooManyRequests, fmt.Sprintf("the waiting queue is full (%d requests; max_waiting_queue=%d)", s.eng.Waiting(), m)))
		return
	}
	st := engine.NewStream()
	req.ID, req.Sink = engineID, st
	if s.timelines != nil {
		g.timeline = &Timeline{ID: reqID, Arrival: arrived.Seconds(), PromptTokens: g.promptTokens}
		g.store = s.timelines
		defer g.storeTimeline()
	}
	if err := s.eng.SubmitAt(req, arrived); err != nil {
		if errors.Is(err, engine.ErrClosed) {
			writeError(w, statusError(http.StatusServiceUnavailable, "the simulator is shutting down"))
			return
		}
		writeError(w, badRequest("%v", err))
		return
	}
	if g.stream {
		s.stream(w, r, g, st)
	} else {
		s.complete(w, r, g, st)
	}
}

// accept decodes and validates a generation request and decides its output.
func (s *Server) accept(r *http.Request, chat bool, n uint64) (*gen, *engine.Request, *apiError) {
	body, err := io.ReadAll(http.MaxBytesReader(nil, r.Body, maxBody))
	if err != nil {
		return nil, nil, badRequest("reading the request body: %v", err)
	}
	var in genRequest
	if err := json.Unmarshal(body, &in); err != nil {
		return nil, nil, badRequest("invalid JSON in the request body: %v", err)
	}
	cfg := s.opts.Engine
	switch {
	case in.Model == nil || *in.Model == "":
		return nil, nil, badRequest("model is required (this server serves %q)", cfg.Model)
	case *in.Model != cfg.Model:
		return nil, nil, &apiError{status: http.StatusNotFound, typ: "NotFoundError", msg: fmt.Sprintf("The model `%s` does not exist.", *in.Model), param: "model"}
	case in.StreamOptions != nil && !in.Stream:
		return nil, nil, badRequest("Stream options can only be defined when `stream=True`.")
	case in.N != nil && *in.N != 1:
		return nil, nil, badRequest("n=%d is not supported by the simulator (only n=1)", *in.N)
	case in.MinTokens < 0:
		return nil, nil, badRequest("min_tokens must be greater than or equal to 0, got %d.", in.MinTokens)
	}

	g := &gen{chat: chat, model: cfg.Model, created: s.created, stream: in.Stream, details: s.opts.PromptTokensDetails}
	if in.StreamOptions != nil {
		// vLLM's StreamOptions.include_usage defaults to true: {"stream_options":{}} asks for usage.
		g.usage = in.StreamOptions.IncludeUsage == nil || *in.StreamOptions.IncludeUsage
		g.continuous = g.usage && in.StreamOptions.ContinuousUsageStats != nil && *in.StreamOptions.ContinuousUsageStats
	}
	// The engine's counts are published once per step; the handlers in flight are
	// counted the moment they arrive, so a request that overlaps another is always seen
	// doing so.
	q := reply.Query{Model: cfg.Model, Serial: n, Concurrent: max(s.eng.Running()+s.eng.Waiting(), int(s.generating.Load())-1)}
	var prompt []uint32
	if chat {
		g.id = "chatcmpl-" + strconv.FormatUint(n, 16)
		if len(in.Messages) == 0 {
			return nil, nil, badRequest("messages is required and must not be empty")
		}
		msgs := make([]token.Message, len(in.Messages))
		for i, m := range in.Messages {
			text, e := m.text()
			if e != nil {
				return nil, nil, e
			}
			if m.Role == "" {
				return nil, nil, badRequest("messages[%d].role is required", i)
			}
			msgs[i] = token.Message{Role: m.Role, Content: text}
			q.Messages = append(q.Messages, reply.Message{Role: m.Role, Content: text})
		}
		prompt = token.Chat(msgs)
	} else {
		g.id = "cmpl-" + strconv.FormatUint(n, 16)
		text, ids, e := promptValue(in.Prompt)
		if e != nil {
			return nil, nil, e
		}
		q.Prompt = text
		if ids != nil {
			prompt = ids
		} else {
			// A completions prompt gets the tokenizer's BOS, as with a Llama-3 tokenizer.
			prompt = append([]uint32{token.BeginOfText}, token.Encode(text)...)
		}
	}
	g.promptTokens = len(prompt)

	maxTokens := 16 // vLLM's completions default
	if chat {
		maxTokens = cfg.MaxModelLen - len(prompt)
	}
	given := false
	for _, v := range []*int{in.MaxCompletionTokens, in.MaxTokens} {
		if v != nil {
			maxTokens, given = *v, true
			break
		}
	}
	if maxTokens < 1 {
		if given {
			return nil, nil, badRequest("max_tokens must be at least 1, got %d.", maxTokens)
		}
		return nil, nil, badRequest("This model's maximum context length is %d tokens. However, your request has %d input tokens. Please reduce the length of the input messages.", cfg.MaxModelLen, len(prompt))
	}
	if len(prompt)+maxTokens > cfg.MaxModelLen {
		return nil, nil, badRequest("This model's maximum context length is %d tokens. However, you requested %d tokens (%d in the messages, %d in the completion). Please reduce the length of the messages or completion.",
			cfg.MaxModelLen, len(prompt)+maxTokens, len(prompt), maxTokens)
	}
	if in.MinTokens > maxTokens {
		return nil, nil, badRequest("min_tokens must be less than or equal to max_tokens=%d, got %d.", maxTokens, in.MinTokens)
	}

	seed := s.seedFor(&in, q, n)
	q.Seed = seed
	// A reasoning model thinks first, within the same max_tokens and min_tokens: the
	// answer gets what the thinking leaves.
	think := min(s.opts.ReasoningTokens, maxTokens)
	pieces, ids, finish := s.answer(q, seed, maxTokens-think, max(in.MinTokens-think, 0), in.IgnoreEOS)
	if think > 0 {
		tp, tids := thinking(seed, think)
		pieces, ids = append(tp, pieces...), append(tids, ids...)
		if chat {
			g.reasoning = think
		}
	}
	g.pieces = pieces
	return g, &engine.Request{Prompt: prompt, Output: ids, Finish: finish, CacheSalt: in.CacheSalt, MaxTokens: maxTokens}, nil
}

// seedFor picks the request's sampling seed: the request's seed; else, at temperature
// 0, one derived from the prompt (greedy decoding repeats itself); else one derived from
// the server seed and the request number.
func (s *Server) seedFor(in *genRequest, q reply.Query, n uint64) uint64 {
	switch {
	case in.Seed != nil:
		return uint64(*in.Seed)
	case in.Temperature != nil && *in.Temperature == 0:
		h := fnv.New64a()
		_, _ = io.WriteString(h, q.Prompt)
		for _, m := range q.Messages {
			_, _ = io.WriteString(h, m.Role+"\x00"+m.Content+"\x00")
		}
		return h.Sum64()
	default:
		return splitmix(uint64(s.opts.Engine.Seed) ^ splitmix(n))
	}
}

func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// answer decides the output tokens: the responder's answer ends at EOS (finish "stop"),
// unless ignore_eos or min_tokens make the model go on (with filler text) or max_tokens
// cuts it (finish "length"). An open-ended answer stops at a length drawn from a
// geometric EOS distribution with mean MeanOutputTokens. A truncated answer (the degrade
// option's truncated kind) ends at its last token with finish "length" and no filler.
func (s *Server) answer(q reply.Query, seed uint64, maxTokens, minTokens int, ignoreEOS bool) ([]string, []uint32, string) {
	resp := s.resp
	if t, ok := resp.(*reply.Table); ok && s.opts.Degrade != "" {
		resp = reply.Degrading{Inner: t, Kind: s.opts.Degrade}
	}
	if s.opts.Unstable > 0 {
		resp = reply.Unsteady{Inner: resp, Rate: s.opts.Unstable}
	}
	ans := resp.Reply(q)
	if ans.Truncated && !ans.Open {
		n := min(max(token.Count(ans.Text), 1), maxTokens)
		pieces, ids := token.Split(ans.Text), token.Encode(ans.Text)
		for len(pieces) < n {
			pieces, ids = append(pieces, ""), append(ids, 0)
		}
		return pieces[:n], ids[:n], engine.FinishLength
	}
	text, natural := ans.Text, 0
	if ans.Open {
		text = ""
		natural = geometric(seed, s.opts.MeanOutputTokens)
	} else {
		natural = max(token.Count(text), 1) // an empty answer is a lone EOS token
	}
	n := max(natural, minTokens)
	if ignoreEOS {
		n = maxTokens
	}
	finish := engine.FinishStop
	if n >= maxTokens {
		n, finish = maxTokens, engine.FinishLength
	}
	full := text
	if have := token.Count(text); have < n {
		sep := " "
		if text == "" || ans.Lang == "ja" {
			sep = ""
		}
		full = text + sep + reply.Fill(ans.Lang, seed, n-have+1)
	}
	pieces, ids := token.Split(full), token.Encode(full)
	for len(pieces) < n { // Fill promises enough tokens; never emit fewer than decided
		pieces, ids = append(pieces, ""), append(ids, 0)
	}
	return pieces[:n], ids[:n], finish
}

// thinking returns n tokens of a reasoning model's thinking: English filler, since
// what it says does not matter, only how many tokens it takes.
func thinking(seed uint64, n int) ([]string, []uint32) {
	text := reply.Fill("en", splitmix(seed^0x7468696e6b), n+1)
	pieces, ids := token.Split(text), token.Encode(text)
	for len(pieces) < n {
		pieces, ids = append(pieces, ""), append(ids, 0)
	}
	return pieces[:n], ids[:n]
}

// geometric draws an output length ≥ 1 with the given mean: EOS is equally likely
// after every token.
func geometric(seed uint64, mean int) int {
	if mean <= 1 {
		return 1
	}
	u := rand.New(rand.NewPCG(seed, 0xe05)).Float64()
	p := 1 / float64(mean)
	return 1 + int(math.Floor(math.Log1p(-u)/math.Log1p(-p)))
}

// tokenize is vLLM's POST /tokenize: {"prompt"} or {"messages"} → the token ids the
// server would compute, so a client can size prompts exactly.
func (s *Server) tokenize(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Model            *string         `json:"model"`
		Prompt           json.RawMessage `json:"prompt"`
		Messages         []chatMessage   `json:"messages"`
		AddSpecialTokens *bool           `json:"add_special_tokens"`
	}
	body, err := io.ReadAll(http.MaxBytesReader(nil, r.Body, maxBody))
	if err != nil {
		writeError(w, badRequest("reading the request body: %v", err))
		return
	}
	if err := json.Unmarshal(body, &in); err != nil {
		writeError(w, badRequest("invalid JSON in the request body: %v", err))
		return
	}
	cfg := s.opts.Engine
	if in.Model != nil && *in.Model != cfg.Model {
		writeError(w, &apiError{status: http.StatusNotFound, typ: "NotFoundError", msg: fmt.Sprintf("The model `%s` does not exist.", *in.Model), param: "model"})
		return
	}
	var ids []uint32
	switch {
	case len(in.Messages) > 0:
		msgs := make([]token.Message, len(in.Messages))
		for i, m := range in.Messages {
			text, e := m.text()
			if e != nil {
				writeError(w, e)
				return
			}
			msgs[i] = token.Message{Role: m.Role, Content: text}
		}
		ids = token.Chat(msgs)
	default:
		text, given, e := promptValue(in.Prompt)
		if e != nil {
			writeError(w, badRequest("tokenize needs a prompt (a string) or messages"))
			return
		}
		ids = given
		if given == nil {
			if in.AddSpecialTokens == nil || *in.AddSpecialTokens {
				ids = append(ids, token.BeginOfText)
			}
			ids = append(ids, token.Encode(text)...)
		}
	}
	if ids == nil {
		ids = []uint32{}
	}
	writeJSON(w, map[string]any{"count": len(ids), "max_model_len": cfg.MaxModelLen, "tokens": ids, "token_strs": nil})
}
