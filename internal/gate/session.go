package gate

import (
	"fmt"
	"strings"
	"time"

	"github.com/infergate/infergate/internal/loadgen"
	"github.com/infergate/infergate/internal/workload"
)

// loadDesc describes the cell's load for the log: a session workload's loads start
// sessions, not requests.
func (cr *cellRun) loadDesc() string {
	s := loadDesc(cr.load, cr.rate)
	if cr.res.Sessions > 0 {
		s = strings.Replace(s, " req/s", " sessions/s", 1) + fmt.Sprintf(", %d sessions", cr.res.Sessions)
	}
	return s
}

// sessionsOf is the load generator's view of a Set's sessions (nil for a Set of
// single requests).
func sessionsOf(set *workload.Set) []loadgen.Session {
	if set.Sessions == nil {
		return nil
	}
	out := make([]loadgen.Session, len(set.Sessions))
	for i, s := range set.Sessions {
		out[i] = loadgen.Session{First: s.First, Turns: s.Turns, Think: s.Think}
	}
	return out
}

// sessionSpan is the longest a session can take after its arrival (wall time): each
// turn up to the request deadline, plus its think time. A trial's deadline adds it
// to the last arrival, since a session that arrives last runs its turns after.
func sessionSpan(ss []loadgen.Session, timeout time.Duration, scale float64) time.Duration {
	var longest time.Duration
	for _, s := range ss {
		d := time.Duration(s.Turns) * timeout
		for _, t := range s.Think {
			d += time.Duration(float64(t) / scale)
		}
		longest = max(longest, d)
	}
	return longest
}
