package cost

import (
	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/workload"
)

// session is what the cost of a session workload's cell needs of its sessions.
type session struct {
	// turns is the mean turns per session (1 for a single-turn workload); think the
	// mean think time between turns, in seconds.
	turns, think float64
}

// sessionShape returns w's sessions' shape: its session, or its kind's default.
func sessionShape(w plan.Workload) session {
	if !w.Kind.IsSession() {
		return session{turns: 1}
	}
	s := workload.DefaultSession(w.Kind)
	if w.Session != nil {
		s = *w.Session
	}
	return session{turns: float64(max(s.Turns.Mean, 1)), think: s.Think.Mean.Seconds()}
}
