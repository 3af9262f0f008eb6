package cost

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSessionCells: a session workload's load counts sessions, so its cell's
// requests are the sessions times their mean turns, its traffic includes the think
// times, and ttft_later_turns takes samples from every turn but a session's first.
func TestSessionCells(t *testing.T) {
	e := compute(t, "sessions.yaml", Full, Inputs{})
	chat := defaultE2EL(400, 100, 0, 2)
	chatOpen := defaultE2EL(400, 100, 0, 0)
	agentOpen := defaultE2EL(400, 20, 0, 0)
	for _, tt := range []struct {
		cell    string
		planned int
		traffic float64
		later   float64
	}{
		// 10 sessions × 4 turns by 2 users, each turn an E2EL and 3 in 4 a 2 s think.
		{"chat/fresh/closed", 40, 40 * (chat + 2*3.0/4) / 2, 0.75},
		// 10 sessions at 0.5/s, 40 turns; the last session's 4 turns and 3 thinks after it.
		{"chat/fresh/open", 40, 40/(0.5*4) + 4*chatOpen + 3*2, 0.75},
		// The agentic default: 8 turns, 200 ms thinks.
		{"agent/fresh/open", 80, 80/(0.5*8) + 8*agentOpen + 7*0.2, 7.0 / 8},
	} {
		t.Run(tt.cell, func(t *testing.T) {
			c := cellOf(t, e, tt.cell)
			assert.Equal(t, tt.planned, c.Planned)
			assert.InDelta(t, tt.traffic, c.Traffic, 1e-6)
			assert.Contains(t, c.Load, "sessions of")
			assert.InDelta(t, 1, checkOf(t, c, "ttft p(50) < 1s").PerRequest, 1e-9)
			assert.InDelta(t, tt.later, checkOf(t, c, "ttft_later_turns p(50) < 1s").PerRequest, 1e-9)
		})
	}
}
