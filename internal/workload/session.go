package workload

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"time"

	"github.com/infergate/infergate/internal/client"
)

// The session kinds: each of a Spec's Requests is a session of several turns, and
// each turn's prompt is the whole conversation so far, so that every turn after the
// first starts with the previous turn's prompt exactly and the server's prefix cache
// can serve it.
const (
	// MultiTurn is a support conversation: a system prompt with help-center excerpts
	// and a customer's first message, then turns that each add the agent's answer and
	// the customer's next message.
	MultiTurn Kind = "multi-turn"
	// Agentic is a tool-using agent: a system prompt and a task, then turns that each
	// add the model's short, tool-call-shaped answer and the tool's long result, so
	// the context grows by hundreds of tokens a turn while the outputs stay short.
	Agentic Kind = "agentic"
)

// IsSession reports whether k is a session kind, whose requests are sessions.
func (k Kind) IsSession() bool { return k == MultiTurn || k == Agentic }

// DefaultSessionHeader is the header that carries a session's id on every one of its
// requests, for gateways with session affinity (vLLM's router and bench use it).
const DefaultSessionHeader = "X-Session-ID"

// MaxTurns bounds the turns of one session: each turn re-sends the conversation so
// far, so the prompt tokens of a session grow with the square of its turns.
const MaxTurns = 1000

// Session shapes the sessions of a session kind (Spec.Session).
type Session struct {
	// Turns is the number of turns of a session, a distribution drawn once per
	// session; a draw below 1 is 1.
	Turns Dist
	// Append is what every turn after the first adds to the conversation after the
	// previous answer, in tokens: the customer's next message (MultiTurn) or the
	// tool's result (Agentic).
	Append Dist
	// Think is the pause between the end of one turn's answer and the next turn's
	// send, in simulated time: a user reading and typing, or a tool running.
	Think Think
	// Header names the header that carries the session's id; empty means
	// DefaultSessionHeader.
	Header string `json:",omitempty"`
}

// Think is a think-time distribution: durations drawn uniformly from
// Mean·(1 ± Spread). Spread is in [0, 1); 0 makes every pause Mean.
type Think struct {
	Mean   time.Duration
	Spread float64 `json:",omitempty"`
}

// Draw maps h, a uniformly distributed 64-bit number, to a pause.
func (t Think) Draw(h uint64) time.Duration {
	u := float64(h>>11) / (1 << 53)
	return time.Duration(math.Round(float64(t.Mean) * (1 - t.Spread + 2*t.Spread*u)))
}

// DefaultSession returns the session shape a session kind has when its Spec sets
// none: a few turns of a conversation with a short pause, or many tool turns that
// each add a few hundred tokens with almost no pause.
func DefaultSession(k Kind) Session {
	if k == Agentic {
		return Session{Turns: Dist{Mean: 8, Spread: 0.25}, Append: Dist{Mean: 300, Spread: 0.3}, Think: Think{Mean: 200 * time.Millisecond, Spread: 0.5}}
	}
	return Session{Turns: Dist{Mean: 4, Spread: 0.5}, Append: Dist{Mean: 60, Spread: 0.5}, Think: Think{Mean: 3 * time.Second, Spread: 0.5}}
}

// SessionRange places one session in a Set's Requests: Requests[First] to
// Requests[First+Turns-1] are its turns, in order. Think[k] is the pause before turn
// k+1 (from the end of turn k's answer); Think[0] is 0.
type SessionRange struct {
	ID           string
	First, Turns int
	Think        []time.Duration
}

// headerPattern is an HTTP header name (RFC 9110 token).
var headerPattern = regexp.MustCompile("^[A-Za-z0-9!#$%&'*+.^_`|~-]+$")

// ValidHeader reports why name cannot carry a session id, or nil.
func ValidHeader(name string) error {
	if !headerPattern.MatchString(name) {
		return fmt.Errorf("%q is not a valid header name (letters, digits and !#$%%&'*+.^_`|~-)", name)
	}
	switch http := canonicalHeader(name); http {
	case "Authorization", "Content-Length", "Content-Type", "Host", "X-Request-Id":
		return fmt.Errorf("%s is set by the client; name another header", http)
	}
	return nil
}

// canonicalHeader is textproto.CanonicalMIMEHeaderKey for valid names.
func canonicalHeader(s string) string {
	b := []byte(s)
	upper := true
	for i, c := range b {
		switch {
		case upper && 'a' <= c && c <= 'z':
			b[i] = c - 'a' + 'A'
		case !upper && 'A' <= c && c <= 'Z':
			b[i] = c - 'A' + 'a'
		}
		upper = c == '-'
	}
	return string(b)
}

// normalizeSession fills in a session kind's defaults and validates its Session.
func normalizeSession(spec Spec) (Spec, error) {
	bad := func(field, format string, args ...any) (Spec, error) {
		return spec, fmt.Errorf("%w: %s: %s", ErrSpec, field, fmt.Sprintf(format, args...))
	}
	if !spec.Kind.IsSession() {
		if spec.Session != nil {
			return bad("session", "only the session kinds (%s, %s) take a session", MultiTurn, Agentic)
		}
		return spec, nil
	}
	s := DefaultSession(spec.Kind)
	if spec.Session != nil {
		s = *spec.Session
	}
	switch {
	case !spec.Prefix.Fresh():
		return bad("prefix.shared", "%s is a session kind, whose prefix is its own conversation history; run it with a fresh prefix", spec.Kind)
	case spec.Lengths != nil || spec.HashIDs != nil:
		return bad("lengths", "%s is a session kind, which draws its own lengths per turn; it cannot replay a trace", spec.Kind)
	}
	for _, d := range []struct {
		name string
		dist *Dist
		max  int
	}{{"session.turns", &s.Turns, MaxTurns}, {"session.append", &s.Append, MaxInputTokens}} {
		if d.dist.IsEmpirical() {
			e, err := Empirical(d.dist.Quantiles)
			if err != nil {
				return bad(d.name+".quantiles", "%v", err)
			}
			*d.dist = e
		} else if !(d.dist.Spread >= 0 && d.dist.Spread < 1) {
			return bad(d.name+".spread", "%v is not in [0, 1)", d.dist.Spread)
		} else if d.dist.Mean < 1 {
			return bad(d.name+".mean", "%d is not valid (want at least 1)", d.dist.Mean)
		}
		if _, hi := d.dist.Bounds(); hi > d.max {
			return bad(d.name, "up to %d exceeds the maximum of %d", hi, d.max)
		}
	}
	switch {
	case s.Think.Mean < 0:
		return bad("session.think.mean", "%v is negative (want 0 or more)", s.Think.Mean)
	case !(s.Think.Spread >= 0 && s.Think.Spread < 1):
		return bad("session.think.spread", "%v is not in [0, 1)", s.Think.Spread)
	}
	if s.Header == "" {
		s.Header = DefaultSessionHeader
	}
	if err := ValidHeader(s.Header); err != nil {
		return bad("session.header", "%v", err)
	}
	spec.Session = &s
	return spec, nil
}

// sessions builds the turns of every session, in session order, and their ranges.
//
// Each later turn carries the conversation so far: the previous turn's prompt, the
// answer to it and the new message. The answer is the planned answer, text of the
// length the turn asked for (max_tokens, with ignore_eos), not the text the target
// returned: a Set is built before anything is sent, so that its digest pairs a
// baseline and a candidate, checkContext can refuse a too-long prompt before the
// run, and two runs send byte-identical conversations. The turn's prefix still comes
// from the history: everything up to the previous answer is the previous prompt,
// which the server has cached; only the answer's own blocks differ from what the
// server generated, as they would after any edit or re-tokenization.
func (b *builder) sessions() ([]client.Request, []SessionRange, error) {
	ss := b.spec.Session
	var reqs []client.Request
	ranges := make([]SessionRange, 0, b.spec.Requests)
	header := ss.Header
	for s := range b.spec.Requests {
		l := b.lang(s)
		b.use(l)
		turns := min(max(ss.Turns.Draw(b.draw(streamTurns, s)), 1), MaxTurns)
		sid := b.id("s" + strconv.Itoa(s))
		r := SessionRange{ID: sid, First: len(reqs), Turns: turns, Think: make([]time.Duration, turns)}
		var prev client.Request
		// in1 is the first turn's target length and e1 its estimate: a later turn's
		// length is in1 plus what it adds to the first turn's estimate. That
		// difference holds no cache-busting tag, so a baseline and a candidate
		// (which differ only in their tags) plan the same lengths and pair.
		var in1, e1 int
		for k := range turns {
			n := len(reqs) // the request's index draws its lengths
			var req client.Request
			var err error
			if k == 0 {
				req, err = b.firstTurn(l, s, n)
			} else {
				r.Think[k] = ss.Think.Draw(b.draw(streamThink, n))
				req, err = b.laterTurn(l, prev, n)
			}
			id := b.id("s" + strconv.Itoa(s) + "-t" + strconv.Itoa(k+1))
			if err != nil {
				return nil, nil, fmt.Errorf("build request %s: %w", id, err)
			}
			in := Estimate(b.est, &req)
			if k == 0 {
				in1, e1 = b.freshLen(n), in
				in = in1
			} else {
				in = in1 + in - e1
			}
			b.finish(&req, id, -1, in, b.outputLen(n))
			req.Session, req.Turn = sid, k+1
			req.Headers = map[string]string{header: sid}
			reqs = append(reqs, req)
			prev = req
		}
		ranges = append(ranges, r)
	}
	return reqs, ranges, nil
}

// firstTurn is a session's first prompt: a system prompt with the session's tag and
// help-center excerpts, then the customer's conversation (MultiTurn) or a task
// (Agentic), input tokens long.
func (b *builder) firstTurn(l *language, s, n int) (client.Request, error) {
	in := b.freshLen(n)
	f := &l.frame
	d := &draft{lang: l, role: "system", head: b.tag("s", s), lead: f.system + "\n\n" + f.knowledge + "\n"}
	d.fill = d.lead + b.stream(l, pick(b.draw(streamFiller, n), len(l.blocks)), in)
	if b.spec.Kind == Agentic {
		t := l.tasks[pick(b.draw(streamContent, n), len(l.tasks))]
		d.turns = []client.Message{{Role: "user", Content: t.text}}
	} else {
		c := l.conversations[pick(b.draw(streamContent, n), len(l.conversations))]
		d.turns = append([]client.Message(nil), c.turns...)
	}
	return b.size(d, in)
}

// laterTurn extends the previous turn's prompt with the answer it asked for and the
// next message: the customer's follow-up or the tool's result.
func (b *builder) laterTurn(l *language, prev client.Request, n int) (client.Request, error) {
	count := func(s string) int { return b.est.Count(s) }
	wrap := b.answerShape()
	text, _ := fit(b.answerText(l, n, prev.MaxTokens), prev.MaxTokens, func(s string) int { return count(wrap(s)) })
	answer := wrap(text)
	add := max(b.spec.Session.Append.Draw(b.draw(streamAppend, n)), 1)
	msg, _ := fit(b.appendText(l, n, add), add, count)
	f := &l.frame
	if !b.chat {
		// The transcript ends with the agent's label: the answer continues it.
		return client.Request{Prompt: prev.Prompt + " " + answer + "\n\n" + f.user + ": " + msg + "\n\n" + f.assistant + ":"}, nil
	}
	msgs := make([]client.Message, 0, len(prev.Messages)+2)
	msgs = append(msgs, prev.Messages...)
	msgs = append(msgs, client.Message{Role: "assistant", Content: answer}, client.Message{Role: "user", Content: msg})
	return client.Request{Messages: msgs}, nil
}

// answerText is the prose of the planned answer before request n, longer than out
// tokens; answerShape gives it its form.
func (b *builder) answerText(l *language, n, out int) string {
	return b.stream(l, pick(b.draw(streamAnswer, n), len(l.blocks)), out)
}

// answerShape returns how an answer's prose is written: as it is (MultiTurn), or as
// the argument of a tool call (Agentic), whole, so that the prose is what is cut to
// the answer's length.
func (b *builder) answerShape() func(string) string {
	if b.spec.Kind == Agentic {
		return func(s string) string { return `{"tool": "search", "arguments": {"query": ` + strconv.Quote(s) + `}}` }
	}
	return func(s string) string { return s }
}

// appendText is the new message of later turn n, longer than tokens: the customer's
// follow-up, or the result of the tool the model called.
func (b *builder) appendText(l *language, n, tokens int) string {
	text := b.stream(l, pick(b.draw(streamAppendFiller, n), len(l.blocks)), tokens)
	if b.spec.Kind == Agentic {
		return "Tool result (search):\n" + text
	}
	return text
}
