package plan

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/workload"
)

// sessionLine is line 4 of valid as a multi-turn workload with a session.
const sessionLine = "  chat: {kind: multi-turn, input: {mean: 400}, output: {mean: 100}, session: {turns: {mean: 4, spread: 0.5}, think: {mean: 2s, spread: 0.5}, append: {mean: 60}, header: X-Affinity}}"

// TestSessionWorkload: a session workload's keys are read as given, missing ones
// take the kind's defaults, and the shipped agentic plan has its two session kinds.
func TestSessionWorkload(t *testing.T) {
	p, err := Parse([]byte(with(4, sessionLine)), "t.yaml")
	require.NoError(t, err)
	w := p.Workloads[0]
	require.NotNil(t, w.Session)
	assert.Equal(t, workload.Session{Turns: workload.Dist{Mean: 4, Spread: 0.5}, Append: workload.Dist{Mean: 60},
		Think: workload.Think{Mean: 2 * time.Second, Spread: 0.5}, Header: "X-Affinity"}, *w.Session)

	p, err = Parse([]byte(with(4, "  agent: {kind: agentic, input: {mean: 400}, output: {mean: 20}, session: {think: {mean: 0}}}")), "t.yaml")
	require.NoError(t, err)
	def := workload.DefaultSession(workload.Agentic)
	def.Think = workload.Think{}
	assert.Equal(t, def, *p.Workloads[0].Session)

	p, err = Parse([]byte(with(4, "  agent: {kind: agentic, input: {mean: 400}, output: {mean: 20}}")), "t.yaml")
	require.NoError(t, err)
	assert.Nil(t, p.Workloads[0].Session, "no session: key, the kind's defaults at build time")

	a := mustRead(t, shipped("agentic.yaml"))
	kinds := map[string]workload.Kind{}
	for _, w := range a.Workloads {
		kinds[w.Name] = w.Kind
		assert.True(t, w.Kind.IsSession(), w.Name)
	}
	assert.Equal(t, map[string]workload.Kind{"chat": workload.MultiTurn, "agent": workload.Agentic}, kinds)
	for _, c := range a.Cells {
		var metrics []string
		for _, k := range c.Checks {
			metrics = append(metrics, k.Metric.Name)
		}
		assert.Contains(t, metrics, "prefix_hit_ratio", c.Name)
		if c.Workload == "agent" {
			assert.Contains(t, metrics, "ttft_later_turns", c.Name)
		}
	}
}

// TestSessionErrors: what a plan with session workloads may not say, each at its
// file:line.
func TestSessionErrors(t *testing.T) {
	for _, tt := range []struct {
		name string
		src  string
		want []string
	}{
		{"session-on-single-turn", with(4, "  short-chat: {input: {mean: 400}, output: {mean: 100}, session: {turns: {mean: 2}}}"),
			[]string{"t.yaml:4: workloads.short-chat.session: only the session kinds (multi-turn, agentic) take a session; short-chat is single-turn"}},
		{"session-unknown-key", with(4, "  chat: {kind: multi-turn, input: {mean: 400}, output: {mean: 100}, session: {turn: {mean: 2}}}"),
			[]string{`t.yaml:4: workloads.chat.session: unknown field "turn" (valid: turns, append, think, header)`}},
		{"turns-too-many", with(4, "  chat: {kind: multi-turn, input: {mean: 400}, output: {mean: 100}, session: {turns: {mean: 1500}}}"),
			[]string{"t.yaml:4: workloads.chat.session.turns: up to 1500 turns exceed the maximum of 1000"}},
		{"think-no-unit", with(4, "  chat: {kind: multi-turn, input: {mean: 400}, output: {mean: 100}, session: {think: {mean: 2}}}"),
			[]string{"t.yaml:4: workloads.chat.session.think.mean: want a duration with a unit"}},
		{"header-bad", with(4, "  chat: {kind: multi-turn, input: {mean: 400}, output: {mean: 100}, session: {header: X-Request-Id}}"),
			[]string{"t.yaml:4: workloads.chat.session.header: X-Request-Id is set by the client"}},
		{"shared-prefix", with(6, "  reused: {shared: 0.5, groups: 2}"),
			[]string{"t.yaml:4: workloads.chat.kind: multi-turn is a session kind, whose prefix is its own conversation history, but prefix reused shares one"}},
		{"capacity-load", with(8, "  peak: {capacity: 0.5, duration: 30s}"),
			[]string{"t.yaml:4: workloads.chat.kind: multi-turn is a session kind, whose loads start sessions, but load peak is a share of a capacity"}},
		{"burst", plus("burst: {base: 1/s, spike: 4/s, spike_for: 5s, duration: 30s, recover_within: 10s}"),
			[]string{"t.yaml:11: burst.workload: burst runs a session workload"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := tt.src
			if !strings.Contains(src, "short-chat: {input: {mean: 400}, output: {mean: 100}, session") && !strings.Contains(src, "session: {") {
				src = strings.Replace(src, valid[3], sessionLine, 1)
			}
			p, err := Parse([]byte(src), "t.yaml")
			require.Error(t, err, "Parse(%s) = nil error, want %q", tt.name, tt.want)
			assert.Nil(t, p)
			lines := strings.Split(err.Error(), "\n")
			if !assert.Len(t, lines, len(tt.want), "Parse(%s) errors:\n%s", tt.name, err) {
				return
			}
			for i, w := range tt.want {
				assert.Contains(t, lines[i], w, "Parse(%s) error %d", tt.name, i+1)
			}
			var pe *Error
			assert.True(t, errors.As(err, &pe))
		})
	}
}
