package wirebench

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"
)

// Schedule is the server's fixed emission schedule, measured from the moment a
// request's body has been read (Truth.Recv). Like vLLM, the role chunk and the first
// token are written in the same instant, First after the request arrived; every
// further token follows Gap after the one before; the finish chunk, the usage chunk
// and [DONE] follow the last token at once.
type Schedule struct {
	First time.Duration
	Gap   time.Duration
}

// String formats s as ParseSchedule reads it.
func (s Schedule) String() string { return fmt.Sprintf("first=%v,gap=%v", s.First, s.Gap) }

// ParseSchedule reads "first=40ms,gap=40ms" (both fields required, durations in
// time.ParseDuration syntax, neither negative).
func ParseSchedule(spec string) (Schedule, error) {
	var s Schedule
	seen := map[string]bool{}
	for f := range strings.SplitSeq(spec, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(f), "=")
		if !ok {
			return s, fmt.Errorf("schedule %q: field %q is not key=value", spec, f)
		}
		d, err := time.ParseDuration(v)
		if err != nil {
			return s, fmt.Errorf("schedule %q: %s: %w", spec, k, err)
		}
		if d < 0 {
			return s, fmt.Errorf("schedule %q: %s %v is negative", spec, k, d)
		}
		switch k {
		case "first":
			s.First = d
		case "gap":
			s.Gap = d
		default:
			return s, fmt.Errorf("schedule %q: unknown field %q (want first, gap)", spec, k)
		}
		seen[k] = true
	}
	if !seen["first"] || !seen["gap"] {
		return s, fmt.Errorf("schedule %q: want both first= and gap=", spec)
	}
	return s, nil
}

// Truth is what the server did for one request, in wall-clock Unix nanoseconds.
type Truth struct {
	// ID is the request's X-Request-Id.
	ID string `json:"id"`
	// Recv is when the request's body had been read: the schedule's zero.
	Recv int64 `json:"recv"`
	// Events[i] is the true emission time of the stream's i-th data event (the role
	// chunk, the tokens, the finish chunk, the usage chunk, [DONE]): read just before
	// its write and flush. Due[i] is when the schedule wanted it.
	Events []int64 `json:"events"`
	Due    []int64 `json:"due"`
	// Err is set when the stream could not be written to the end.
	Err string `json:"err,omitempty"`
}

// maxTokens bounds the tokens of one stream, and defaultTokens is the count without
// max_tokens.
const (
	maxTokens     = 4096
	defaultTokens = 16
)

// Report is what GET /truths returns: the truths of every request that ended since
// the last report, and how many connections were opened meanwhile.
type Report struct {
	Truths []Truth `json:"truths"`
	Conns  int     `json:"conns"`
}

// ByID indexes the truths by request ID.
func (r Report) ByID() map[string]Truth {
	out := make(map[string]Truth, len(r.Truths))
	for _, t := range r.Truths {
		out[t.ID] = t
	}
	return out
}

// Server is the fixed-schedule SSE server's http.Handler: POST /v1/chat/completions
// with "stream": true streams like vLLM on the schedule; GET /truths returns the
// Report since the last GET /truths, as JSON, and forgets it. Its ConnState method,
// set as the http.Server's, counts the connections.
type Server struct {
	sched Schedule

	mu     sync.Mutex
	truths []Truth
	conns  int
	active int           // streams being served
	idle   chan struct{} // closed and replaced whenever active drops to 0
}

// NewServer returns a server with schedule s.
func NewServer(s Schedule) *Server { return &Server{sched: s, idle: make(chan struct{})} }

// truthWait bounds how long GET /truths waits for streams still being served.
const truthWait = 5 * time.Second

// ServeHTTP implements http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch {
	case r.Method == http.MethodPost && r.URL.Path == "/v1/chat/completions":
		s.stream(w, r)
	case r.Method == http.MethodGet && r.URL.Path == "/truths":
		// A client has its [DONE] a moment before the handler that wrote it files the
		// truth: wait for the streams still being served (bounded).
		timer := time.NewTimer(truthWait)
		defer timer.Stop()
		for {
			s.mu.Lock()
			active, idle := s.active, s.idle
			s.mu.Unlock()
			if active == 0 {
				break
			}
			select {
			case <-idle:
				continue
			case <-timer.C:
			case <-r.Context().Done():
				return
			}
			break
		}
		s.mu.Lock()
		out := Report{Truths: s.truths, Conns: s.conns}
		s.truths, s.conns = nil, 0
		s.mu.Unlock()
		if out.Truths == nil {
			out.Truths = []Truth{}
		}
		w.Header().Set("Content-Type", "application/json")
		if err := json.NewEncoder(w).Encode(out); err != nil {
			return // the reader went away; nothing to tell it
		}
	default:
		http.Error(w, `{"error":{"message":"not found","type":"NotFoundError","code":404}}`, http.StatusNotFound)
	}
}

// ConnState counts new connections; set it as the http.Server's ConnState.
func (s *Server) ConnState(_ net.Conn, st http.ConnState) {
	if st == http.StateNew {
		s.mu.Lock()
		s.conns++
		s.mu.Unlock()
	}
}

type chatRequest struct {
	Model     string `json:"model"`
	MaxTokens *int   `json:"max_tokens"`
	Stream    bool   `json:"stream"`
	Messages  []struct {
		Content string `json:"content"`
	} `json:"messages"`
}

func (s *Server) stream(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	s.active++
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		s.active--
		if s.active == 0 {
			close(s.idle)
			s.idle = make(chan struct{})
		}
		s.mu.Unlock()
	}()
	raw, err := io.ReadAll(io.LimitReader(r.Body, 64<<20))
	recv := time.Now()
	if err != nil {
		http.Error(w, "reading the body: "+err.Error(), http.StatusBadRequest)
		return
	}
	var req chatRequest
	if err := json.Unmarshal(raw, &req); err != nil || !req.Stream {
		http.Error(w, `{"error":{"message":"want a JSON chat request with \"stream\": true","type":"BadRequestError","code":400}}`, http.StatusBadRequest)
		return
	}
	n := defaultTokens
	if req.MaxTokens != nil {
		n = *req.MaxTokens
	}
	n = min(max(n, 1), maxTokens)
	prompt := 0
	for _, m := range req.Messages {
		prompt += len(m.Content)/4 + 1
	}
	t := Truth{ID: r.Header.Get("X-Request-Id"), Recv: recv.UnixNano(), Events: make([]int64, 0, n+4), Due: make([]int64, 0, n+4)}
	defer func() {
		s.mu.Lock()
		s.truths = append(s.truths, t)
		s.mu.Unlock()
	}()

	fl, ok := w.(http.Flusher)
	if !ok {
		t.Err = "the response writer cannot flush"
		http.Error(w, t.Err, http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/event-stream; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusOK)

	id, _ := json.Marshal("chatcmpl-" + t.ID) // strings always encode
	model, _ := json.Marshal(req.Model)
	head := fmt.Appendf(nil, `data: {"id":%s,"object":"chat.completion.chunk","created":%d,"model":%s,"choices":[`, id, recv.Unix(), model)
	events := make([][]byte, 0, n+3)
	events = append(events, chunk(head, `{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}]`))
	for i := range n {
		events = append(events, chunk(head, fmt.Sprintf(`{"index":0,"delta":{"content":" tok%d"},"logprobs":null,"finish_reason":null}]`, i)))
	}
	events = append(events,
		chunk(head, `{"index":0,"delta":{"content":""},"logprobs":null,"finish_reason":"length","stop_reason":null}]`),
		chunk(head, fmt.Sprintf(`],"usage":{"prompt_tokens":%d,"total_tokens":%d,"completion_tokens":%d}`, prompt, prompt+n, n)),
		[]byte("data: [DONE]\n\n"))

	timer := time.NewTimer(0)
	defer timer.Stop()
	<-timer.C
	for i, ev := range events {
		// Event 0 (role) and 1 (first token) at First; token k at First + (k−1)·Gap;
		// finish, usage and [DONE] with the last token.
		k := min(max(i-1, 0), n-1)
		due := recv.Add(s.sched.First + time.Duration(k)*s.sched.Gap)
		if d := time.Until(due); d > 0 {
			timer.Reset(d)
			select {
			case <-timer.C:
			case <-r.Context().Done():
				t.Err = "the client went away"
				return
			}
		}
		at := time.Now().UnixNano()
		t.Events = append(t.Events, at)
		t.Due = append(t.Due, due.UnixNano())
		if _, err := w.Write(ev); err != nil {
			t.Err = err.Error()
			return
		}
		fl.Flush()
	}
}

func chunk(head []byte, rest string) []byte {
	b := make([]byte, 0, len(head)+len(rest)+3)
	b = append(b, head...)
	b = append(b, rest...)
	return append(b, "}\n\n"...)
}

// ServeProcess is the body of the server's own process: it listens on a free
// loopback port, writes the address ("127.0.0.1:PORT\n") to out, and serves until in
// reaches its end — the parent closed the pipe, or died.
func ServeProcess(in io.Reader, out io.Writer, sched Schedule) error {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return fmt.Errorf("wirebench server: %w", err)
	}
	h := NewServer(sched)
	srv := &http.Server{Handler: h, ConnState: h.ConnState, ReadHeaderTimeout: 10 * time.Second}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	if _, err := fmt.Fprintf(out, "%s\n", ln.Addr()); err != nil {
		srv.Close()
		return fmt.Errorf("wirebench server: announcing the address: %w", err)
	}
	_, _ = io.Copy(io.Discard, bufio.NewReader(in)) // until the parent goes
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	if err := srv.Shutdown(ctx); err != nil {
		srv.Close() // streams still running: cut them
	}
	if err := <-served; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("wirebench server: %w", err)
	}
	return nil
}
