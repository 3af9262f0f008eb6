package sim

import (
	"net/http"
	"sync"
)

// Timeline is the engine's own record of one request, in simulated seconds on the
// engine's clock: when the server received it and when each token-bearing event left
// the engine. It is the ground truth a client's TTFT and ITL can be checked against:
// the client's TTFT corresponds to Events[0] − Arrival, its ITLs to the gaps between
// Events (each times the time scale, when the client measured wall time).
type Timeline struct {
	ID      string    `json:"id"`
	Arrival float64   `json:"arrival_s"`
	Events  []float64 `json:"event_times_s"`
	// Written is when the server put each event into the buffer it writes to the
	// connection next (microseconds before the write), on the same clock:
	// Written[i] − Events[i] is the server's own queueing delay, and what a client
	// reads later is the write, the transport and the client.
	Written      []float64 `json:"written_s,omitempty"`
	Tokens       []int     `json:"event_tokens"`
	Finish       string    `json:"finish_reason"`
	PromptTokens int       `json:"prompt_tokens"`
	CachedTokens int       `json:"cached_tokens"`
}

// timelines keeps the last n timelines by request id (X-Request-Id, or the server's
// own id when the client sent none).
type timelines struct {
	mu    sync.Mutex
	byID  map[string]*Timeline
	order []string // ring of ids, oldest at next
	next  int
}

func newTimelines(n int) *timelines {
	if n <= 0 {
		return nil
	}
	return &timelines{byID: make(map[string]*Timeline, n), order: make([]string, n)}
}

func (t *timelines) put(tl *Timeline) {
	if t == nil || tl == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if old := t.order[t.next]; old != "" {
		delete(t.byID, old)
	}
	t.order[t.next] = tl.ID
	t.next = (t.next + 1) % len(t.order)
	t.byID[tl.ID] = tl
}

func (t *timelines) get(id string) (*Timeline, bool) {
	if t == nil {
		return nil, false
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	tl, ok := t.byID[id]
	return tl, ok
}

// Timeline returns the engine's record of a finished request by its id, when the
// server keeps timelines (Options.Timelines > 0).
func (s *Server) Timeline(id string) (Timeline, bool) {
	tl, ok := s.timelines.get(id)
	if !ok {
		return Timeline{}, false
	}
	return *tl, true
}

// timeline serves GET /sim/requests/{id}.
func (s *Server) timeline(w http.ResponseWriter, r *http.Request) {
	if s.timelines == nil {
		writeError(w, statusError(http.StatusNotFound, "request timelines are off: start the simulator with -timelines N (or timelines=N) to keep the last N"))
		return
	}
	tl, ok := s.Timeline(r.PathValue("id"))
	if !ok {
		writeError(w, statusError(http.StatusNotFound, "no timeline for request "+r.PathValue("id")+" (unknown, still running, or older than the last timelines kept)"))
		return
	}
	writeJSON(w, tl)
}
