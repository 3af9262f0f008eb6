package workload

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sessionSpec is a session workload of n sessions.
func sessionSpec(kind Kind, n int, completions bool) Spec {
	out := Dist{Mean: 80, Spread: 0.3}
	if kind == Agentic {
		out = Dist{Mean: 30, Spread: 0.3}
	}
	return Spec{Kind: kind, Input: Dist{Mean: 600, Spread: 0.2}, Output: out, Requests: n, Seed: 7, Run: "test", Completions: completions}
}

// TestSessionsCarryHistory: every later turn of a session is its previous turn's
// prompt, token for token as the simulator counts them, followed by the planned
// answer and the new message, so the prefix cache can serve the history; every turn
// carries its session's id in the session header, its turn index and its place, and
// an agent's turns add a long tool result but ask for a short answer.
func TestSessionsCarryHistory(t *testing.T) {
	c := loadCorpus(t)
	for _, kind := range SessionKinds() {
		for _, completions := range []bool{false, true} {
			name := string(kind) + "-chat"
			if completions {
				name = string(kind) + "-completions"
			}
			t.Run(name, func(t *testing.T) {
				spec := sessionSpec(kind, 6, completions)
				set, err := c.Build(spec, nil)
				require.NoError(t, err)
				require.Len(t, set.Sessions, 6)
				def := DefaultSession(kind)
				lo, hi := def.Turns.Bounds()
				tlo, thi := def.Think.Mean*time.Duration(1-def.Think.Spread*1.001), time.Duration(float64(def.Think.Mean)*(1+def.Think.Spread))+1
				alo, _ := def.Append.Bounds()
				next := 0
				for _, s := range set.Sessions {
					assert.Equal(t, next, s.First, "sessions tile the requests")
					assert.GreaterOrEqual(t, s.Turns, max(lo, 1))
					assert.LessOrEqual(t, s.Turns, hi)
					next += s.Turns
					for k := range s.Turns {
						r := &set.Requests[s.First+k]
						assert.Equal(t, s.ID, r.Session)
						assert.Equal(t, k+1, r.Turn)
						assert.Equal(t, map[string]string{DefaultSessionHeader: s.ID}, r.Headers)
						assert.True(t, strings.HasSuffix(r.ID, "-t"+strconv.Itoa(k+1)), r.ID)
						if k == 0 {
							assert.Zero(t, s.Think[0])
							continue
						}
						assert.GreaterOrEqual(t, s.Think[k], tlo)
						assert.LessOrEqual(t, s.Think[k], thi)
						prev := &set.Requests[s.First+k-1]
						pi, ri := ids(prev), ids(r)
						shared := commonPrefix(pi, ri)
						// The previous prompt, but for a chat template's end-of-prompt
						// marker (the assistant header), is this prompt's start.
						assert.GreaterOrEqual(t, shared, len(pi)-8, "%s starts with %s", r.ID, prev.ID)
						assert.GreaterOrEqual(t, r.InputTokens-prev.InputTokens, alo, "%s adds the answer and a message", r.ID)
						if kind == Agentic && !completions {
							last := r.Messages[len(r.Messages)-2:]
							assert.Equal(t, "assistant", last[0].Role)
							assert.True(t, strings.HasPrefix(last[0].Content, `{"tool": "search"`) && strings.HasSuffix(last[0].Content, `"}}`), "a whole tool call: %s", last[0].Content)
							assert.True(t, strings.HasPrefix(last[1].Content, "Tool result"), "a tool result: %.60s", last[1].Content)
						}
					}
				}
				assert.Len(t, set.Requests, next)
				again, err := c.Build(spec, nil)
				require.NoError(t, err)
				assert.Equal(t, set.Digest, again.Digest, "deterministic")
				assert.Equal(t, set.Sessions, again.Sessions)
			})
		}
	}
}

// TestSessionSpec: a spec's session shape is used as given, two runs of a spec plan
// the same sessions (their shape digests agree), and single-turn kinds are unchanged by the session fields (their Sets carry no
// sessions, headers or turns).
func TestSessionSpec(t *testing.T) {
	c := loadCorpus(t)
	spec := sessionSpec(MultiTurn, 3, false)
	spec.Session = &Session{Turns: Dist{Mean: 2}, Append: Dist{Mean: 40}, Think: Think{Mean: time.Second}, Header: "X-Affinity"}
	set, err := c.Build(spec, nil)
	require.NoError(t, err)
	require.Len(t, set.Requests, 6)
	for _, s := range set.Sessions {
		assert.Equal(t, []time.Duration{0, time.Second}, s.Think)
	}
	assert.Equal(t, map[string]string{"X-Affinity": set.Sessions[0].ID}, set.Requests[0].Headers)

	// A baseline and a candidate differ only in their runs' tags: they plan the same
	// turns and lengths, and pair.
	for _, kind := range SessionKinds() {
		for _, completions := range []bool{false, true} {
			a, b := sessionSpec(kind, 5, completions), sessionSpec(kind, 5, completions)
			a.Run, b.Run = "rbaseline1-cell-t0", "rcandidate22-cell-t0"
			sa, err := c.Build(a, nil)
			require.NoError(t, err)
			sb, err := c.Build(b, nil)
			require.NoError(t, err)
			assert.NotEqual(t, sa.Digest, sb.Digest)
			assert.Equal(t, sa.ShapeDigest, sb.ShapeDigest, "%s (completions %t) pairs", kind, completions)
		}
	}

	single, err := c.Build(plan(ShortChat, fresh, 4), nil)
	require.NoError(t, err)
	assert.Nil(t, single.Sessions)
	for _, r := range single.Requests {
		assert.Nil(t, r.Headers)
		assert.Zero(t, r.Turn)
		assert.Empty(t, r.Session)
	}
}

// TestSessionSpecErrors: what a session workload cannot be given.
func TestSessionSpecErrors(t *testing.T) {
	c := loadCorpus(t)
	with := func(f func(s *Session)) func(*Spec) {
		return func(sp *Spec) {
			s := DefaultSession(sp.Kind)
			f(&s)
			sp.Session = &s
		}
	}
	checkSpecErrors(t, c, sessionSpec(Agentic, 4, false), []specErrorCase{
		{"shared-prefix", func(s *Spec) { s.Prefix = Prefix{Shared: 0.5, Groups: 2} }, "prefix.shared: agentic is a session kind, whose prefix is its own conversation history"},
		{"lengths", func(s *Spec) { s.Lengths = make([]Length, 4) }, "lengths: agentic is a session kind, which draws its own lengths per turn"},
		{"single-turn-kind", func(s *Spec) { s.Kind = ShortChat; s.Session = &Session{} }, "session: only the session kinds"},
		{"turns-zero", with(func(s *Session) { s.Turns = Dist{} }), "session.turns.mean: 0 is not valid"},
		{"turns-too-many", with(func(s *Session) { s.Turns = Dist{Mean: 2000} }), "session.turns: up to 2000 exceeds the maximum of 1000"},
		{"append-spread", with(func(s *Session) { s.Append.Spread = 1 }), "session.append.spread: 1 is not in [0, 1)"},
		{"think-negative", with(func(s *Session) { s.Think.Mean = -time.Second }), "session.think.mean: -1s is negative"},
		{"think-spread", with(func(s *Session) { s.Think.Spread = 1 }), "session.think.spread: 1 is not in [0, 1)"},
		{"header-bad", with(func(s *Session) { s.Header = "X Session" }), `session.header: "X Session" is not a valid header name`},
		{"header-owned", with(func(s *Session) { s.Header = "x-request-id" }), "session.header: X-Request-Id is set by the client"},
	})
}
