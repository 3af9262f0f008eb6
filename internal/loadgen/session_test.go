package loadgen

import (
	"context"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/client"
)

// sessionReqs returns the turns of sessions of the given lengths, session after
// session, with their sessions and the think time before every later turn.
func sessionReqs(think time.Duration, turns ...int) ([]client.Request, []Session) {
	var reqs []client.Request
	var ss []Session
	for s, n := range turns {
		sess := Session{First: len(reqs), Turns: n, Think: make([]time.Duration, n)}
		for k := range n {
			if k > 0 {
				sess.Think[k] = think
			}
			reqs = append(reqs, client.Request{ID: "s" + strconv.Itoa(s) + "-t" + strconv.Itoa(k+1), Prompt: "x", MaxTokens: 2,
				InputTokens: 10, Session: "s" + strconv.Itoa(s), Turn: k + 1})
		}
		ss = append(ss, sess)
	}
	return reqs, ss
}

// failing is a Doer that answers after took, and fails the requests it names with
// a 500.
type failing struct {
	took time.Duration
	fail map[string]bool
	mu   sync.Mutex
	seen []client.Record
}

func (f *failing) Do(ctx context.Context, r client.Request) client.Record {
	rec := (&fake{took: f.took}).Do(ctx, r)
	rec.Session, rec.Turn = r.Session, r.Turn
	if f.fail[r.ID] {
		rec.Class, rec.Err, rec.Status = client.HTTPError, "500 Internal Server Error", 500
	}
	f.mu.Lock()
	f.seen = append(f.seen, rec)
	f.mu.Unlock()
	return rec
}

// TestSessionsRunTurnsInOrder: in a closed and in an open loop, every turn of a
// session is sent only after the previous turn's answer ended plus its think time
// (scaled), every planned turn ends exactly once, and a failed turn ends its session:
// the turns after it are never sent and are counted as dropped, with the reason.
func TestSessionsRunTurnsInOrder(t *testing.T) {
	const think, took, scale = 40 * time.Millisecond, 5 * time.Millisecond, 2
	for _, tc := range []struct {
		name     string
		cfg      Config
		fail     []string
		dropped  []string
		sessions int
	}{
		{name: "closed", cfg: Config{Concurrency: 2}, sessions: 4},
		{name: "open", cfg: Config{Arrivals: []time.Duration{0, 10 * time.Millisecond, 20 * time.Millisecond, 30 * time.Millisecond}}, sessions: 4},
		{name: "closed-failed-turn", cfg: Config{Concurrency: 2}, sessions: 4, fail: []string{"s1-t2"}, dropped: []string{"s1-t3"}},
		{name: "open-failed-first-turn", cfg: Config{Arrivals: make([]time.Duration, 4), MaxConcurrency: 2}, sessions: 4,
			fail: []string{"s2-t1"}, dropped: []string{"s2-t2"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			reqs, ss := sessionReqs(think, 3, 3, 2, 1)
			require.Len(t, ss, tc.sessions)
			cfg := tc.cfg
			cfg.Sessions, cfg.Scale = ss, scale
			d := &failing{took: took, fail: map[string]bool{}}
			for _, id := range tc.fail {
				d.fail[id] = true
			}
			res, err := Run(context.Background(), d, reqs, cfg)
			require.NoError(t, err)
			sent := assertConserved(t, res, reqs)
			assert.Equal(t, len(reqs)-len(tc.dropped), sent)
			assert.Len(t, d.seen, sent, "every sent turn was sent once")
			for i, rec := range res.Records {
				assert.Equal(t, reqs[i].Turn, rec.Turn, "%s keeps its turn index", rec.ID)
				if !res.Sent[i] {
					assert.Contains(t, tc.dropped, rec.ID)
					assert.Contains(t, rec.Err, "which ends the session", rec.ID)
					continue
				}
				if reqs[i].Turn > 1 {
					prev := res.Records[i-1]
					end := prev.Events[len(prev.Events)-1].At
					assert.False(t, rec.Sent.Before(end.Add(think/scale)), "%s sent %v after the previous answer ended, want at least %v",
						rec.ID, rec.Sent.Sub(end), think/scale)
				}
			}
			if cfg.Arrivals != nil {
				for _, s := range ss {
					assert.GreaterOrEqual(t, res.Lag[s.First], time.Duration(0), "a session's first turn has its dispatch lag")
				}
			}
		})
	}
}

// TestSessionsCancel: a run canceled while sessions think ends with every turn
// recorded once: those not sent yet dropped, as the run stopped first.
func TestSessionsCancel(t *testing.T) {
	reqs, ss := sessionReqs(time.Hour, 3, 3)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	res, err := Run(ctx, &fake{took: time.Millisecond}, reqs, Config{Concurrency: 2, Sessions: ss})
	require.NoError(t, err)
	assert.Equal(t, 2, assertConserved(t, res, reqs), "only the first turns went out")
	assert.Equal(t, 4, res.Dropped)
}

// TestSessionConfigErrors: sessions must tile the requests, an open loop gives one
// arrival per session, and looks cannot cut sessions.
func TestSessionConfigErrors(t *testing.T) {
	reqs, ss := sessionReqs(0, 2, 2)
	for _, tc := range []struct {
		name string
		cfg  Config
		want string
	}{
		{"gap", Config{Concurrency: 1, Sessions: []Session{ss[0], {First: 3, Turns: 1, Think: make([]time.Duration, 1)}}}, "starts at request 3, want 2"},
		{"short", Config{Concurrency: 1, Sessions: ss[:1]}, "sessions hold 2 turns for 4 requests"},
		{"no-turns", Config{Concurrency: 1, Sessions: []Session{{First: 0, Turns: 0}}}, "has 0 turns"},
		{"think", Config{Concurrency: 1, Sessions: []Session{{First: 0, Turns: 4}}}, "0 think times for 4 turns"},
		{"arrivals", Config{Arrivals: make([]time.Duration, 4), Sessions: ss}, "4 arrivals for 2 sessions"},
		{"looks", Config{Concurrency: 1, Sessions: ss, LookAt: []int{2}, Look: func(int, []client.Record, []time.Duration) bool { return false }}, "not supported with sessions"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Run(context.Background(), &fake{}, reqs, tc.cfg)
			assert.ErrorContains(t, err, tc.want)
		})
	}
}
