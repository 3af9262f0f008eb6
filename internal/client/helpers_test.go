package client

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/sim"
)

// newSim starts the simulator with the tiny preset and spec's settings on a loopback
// port, stopped when the test ends.
func newSim(t testing.TB, spec string) *sim.Server {
	t.Helper()
	opts := sim.DefaultOptions()
	s := "preset=tiny"
	if spec != "" {
		s += "," + spec
	}
	require.NoError(t, opts.ParseSpec(s, "test"))
	srv, err := sim.NewServer(opts)
	require.NoError(t, err)
	require.NoError(t, srv.Listen("127.0.0.1:0"))
	t.Cleanup(func() { srv.Close() })
	return srv
}

// newClient builds a client whose idle connections are closed when the test ends and
// whose requests are bounded by a Timeout.
func newClient(t testing.TB, cfg Config) *Client {
	t.Helper()
	if cfg.Model == "" {
		cfg.Model = "tiny"
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = 20 * time.Second // bounds every request of a test
	}
	c, err := New(cfg)
	require.NoError(t, err)
	t.Cleanup(c.CloseIdleConnections)
	return c
}

// newSSEServer serves h on a loopback port until the test ends.
func newSSEServer(t testing.TB, h http.HandlerFunc) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv
}

// writeSSE writes each payload as one "data: …" event and flushes it.
func writeSSE(w http.ResponseWriter, payloads ...string) {
	for _, p := range payloads {
		fmt.Fprintf(w, "data: %s\n\n", p)
		w.(http.Flusher).Flush()
	}
}

// startSSE answers 200 with an event-stream content type.
func startSSE(w http.ResponseWriter) {
	w.Header().Set("Content-Type", "text/event-stream")
	w.WriteHeader(http.StatusOK)
	w.(http.Flusher).Flush()
}

// completionChunk is a completions token chunk; finish "" leaves finish_reason null.
func completionChunk(text, finish string) string {
	f := "null"
	if finish != "" {
		f = `"` + finish + `"`
	}
	return fmt.Sprintf(`{"id":"cmpl-1","object":"text_completion","model":"tiny","choices":[{"index":0,"text":%q,"logprobs":null,"finish_reason":%s}]}`, text, f)
}

const usageChunk = `{"id":"cmpl-1","object":"text_completion","model":"tiny","choices":[],"usage":{"prompt_tokens":5,"total_tokens":7,"completion_tokens":2}}`

// testCtx is the caller's context for a request. It is never canceled; the client's
// Timeout bounds each request instead (newClient sets one).
func testCtx(t testing.TB) context.Context {
	t.Helper()
	return context.Background()
}

// bodyTracker is an http.RoundTripper that counts response bodies not yet closed, to
// check that the client closes every body on every path.
type bodyTracker struct {
	base http.RoundTripper
	open atomic.Int64
}

func newBodyTracker() *bodyTracker { return &bodyTracker{base: NewTransport()} }

// RoundTrip implements http.RoundTripper.
func (b *bodyTracker) RoundTrip(r *http.Request) (*http.Response, error) {
	resp, err := b.base.RoundTrip(r)
	if err != nil {
		return nil, err
	}
	b.open.Add(1)
	resp.Body = &trackedBody{ReadCloser: resp.Body, open: &b.open}
	return resp, nil
}

// CloseIdleConnections reaches the base transport.
func (b *bodyTracker) CloseIdleConnections() { b.base.(*http.Transport).CloseIdleConnections() }

type trackedBody struct {
	io.ReadCloser
	open   *atomic.Int64
	closed atomic.Bool
}

func (t *trackedBody) Close() error {
	if t.closed.CompareAndSwap(false, true) {
		t.open.Add(-1)
	}
	return t.ReadCloser.Close()
}

// completion is a small completions request.
func completion(id string, maxTokens int) Request {
	return Request{ID: id, Prompt: "Hello there", MaxTokens: maxTokens, IgnoreEOS: true, Group: -1}
}

// chat is a small chat request.
func chat(id string, maxTokens int) Request {
	return Request{ID: id, Messages: []Message{{Role: "user", Content: "Hello there"}}, MaxTokens: maxTokens, IgnoreEOS: true, Group: -1}
}

func jsonReader(s string) io.Reader { return strings.NewReader(s) }
