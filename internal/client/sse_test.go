package client

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	openai "github.com/sashabaranov/go-openai"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rawSSE answers 200 with an event-stream content type and writes body as it is, so
// that a test controls every byte of the framing (comments, blank lines, line ends).
func rawSSE(body string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		startSSE(w)
		_, _ = io.WriteString(w, body)
	}
}

// data frames payloads as vLLM does: "data: <payload>" and a blank line each.
func data(payloads ...string) string {
	var b strings.Builder
	for _, p := range payloads {
		fmt.Fprintf(&b, "data: %s\n\n", p)
	}
	return b.String()
}

const vllmError = `{"error":{"object":"error","message":"engine died","type":"InternalServerError","param":null,"code":500}}`

// TestStreamFraming checks classification when the stream carries what proxies and
// other servers add around vLLM's events: SSE comments (keep-alives, pings), event
// and id fields, CRLF line ends. A comment before an error event once made the
// stream reader return neither an error nor a payload, so the request was classed
// Malformed instead of Midstream.
func TestStreamFraming(t *testing.T) {
	tok, last := completionChunk("a", ""), completionChunk("b", "stop")
	tests := []struct {
		name    string
		body    string
		want    Class
		events  int
		wantErr string
	}{
		{name: "keep-alive-comment-before-error", body: data(tok) + ": keep-alive\n\n" + data(vllmError, "[DONE]"),
			want: Midstream, events: 1, wantErr: "error event after 1 events: engine died"},
		{name: "ping-comment-before-error", body: data(tok) + ":ping\n" + data(vllmError, "[DONE]"),
			want: Midstream, events: 1, wantErr: "error event after 1 events: engine died"},
		{name: "comment-before-first-event-then-error", body: ": ping\n\n" + data(vllmError, "[DONE]"),
			want: Midstream, events: 0, wantErr: "error event after 0 events: engine died"},
		{name: "comments-between-events-then-error", body: data(tok) + ": ping\n\n" + data(tok) + ": ping\n\n: ping\n\n" + data(vllmError),
			want: Midstream, events: 2, wantErr: "error event after 2 events: engine died"},
		{name: "error-without-done", body: data(tok, vllmError),
			want: Midstream, events: 1, wantErr: "error event after 1 events: engine died"},
		{name: "error-string", body: data(tok, `{"error":"upstream timed out"}`, "[DONE]"),
			want: Midstream, events: 1, wantErr: `error event after 1 events: "upstream timed out"`},
		{name: "error-null-message", body: data(`{"error":{"message":null,"code":502}}`, "[DONE]"),
			want: Midstream, events: 0, wantErr: `error event after 0 events: {"message":null,"code":502}`},
		{name: "error-event-type", body: data(tok) + "event: error\ndata: {\"message\":\"rate limited by proxy\"}\n\n",
			want: Midstream, events: 1, wantErr: "error event after 1 events: rate limited by proxy"},
		{name: "error-event-type-not-json", body: data(tok) + "event: error\ndata: upstream reset\n\n",
			want: Midstream, events: 1, wantErr: "error event after 1 events: upstream reset"},
		{name: "comments-between-events-are-ignored", body: ": hello\n\n" + data(tok) + ": keep-alive\n\n:ping\n\n" + data(last, usageChunk) + ": bye\n\n" + data("[DONE]"),
			want: OK, events: 2},
		{name: "event-id-retry-fields-are-ignored", body: "retry: 1000\n\nid: 1\nevent: message\n" + data(tok) + "id: 2\nevent: message\n" + data(last, "[DONE]"),
			want: OK, events: 2},
		{name: "crlf-line-ends", body: strings.ReplaceAll(": ping\n\n"+data(tok, last, "[DONE]"), "\n", "\r\n"),
			want: OK, events: 2},
		{name: "data-without-space", body: "data:" + tok + "\n\ndata:" + last + "\n\ndata:[DONE]\n\n",
			want: OK, events: 2},
		{name: "comment-then-truncated", body: data(tok) + ": keep-alive\n\n",
			want: Truncated, events: 1, wantErr: "without a finish_reason"},
		{name: "only-comments", body: ": keep-alive\n\n: keep-alive\n\n",
			want: Truncated, events: 0, wantErr: "without a finish_reason"},
		{name: "events-after-done-are-not-read", body: data(tok, last, "[DONE]", vllmError),
			want: OK, events: 2},
		{name: "incomplete-last-line-is-dropped", body: data(tok, last) + "data: " + vllmError,
			want: OK, events: 2},
		{name: "line-longer-than-the-read-buffer", body: data(completionChunk(strings.Repeat("x", 70_000), ""), last, "[DONE]"),
			want: OK, events: 2},
		{name: "malformed-after-comment", body: data(tok) + ": ping\n\n" + data(`{"choices":[`),
			want: Malformed, events: 1, wantErr: "malformed chunk after 1 events"},
		{name: "empty-data", body: data(tok, ""),
			want: Malformed, events: 1, wantErr: "malformed chunk after 1 events"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := newSSEServer(t, rawSSE(tt.body))
			bodies := newBodyTracker()
			c := newClient(t, Config{BaseURL: srv.URL + "/v1", Timeout: 5 * time.Second, HTTPClient: &http.Client{Transport: bodies}})
			rec := c.Do(testCtx(t), completion(tt.name, 2))
			require.Equal(t, tt.want, rec.Class, "err: %s", rec.Err)
			assert.Len(t, rec.Events, tt.events)
			assert.Contains(t, rec.Err, tt.wantErr)
			assert.Equal(t, 200, rec.Status)
			assert.Zero(t, bodies.open.Load(), "every response body is closed")
		})
	}
}

// TestStreamLineTooLong: a line that never ends is cut off at maxSSELine instead of
// growing without bound, and the request is Malformed.
func TestStreamLineTooLong(t *testing.T) {
	srv := newSSEServer(t, func(w http.ResponseWriter, r *http.Request) {
		startSSE(w)
		_, _ = io.WriteString(w, "data: ")
		chunk := strings.Repeat("x", 1<<16)
		for written := 0; written <= maxSSELine; written += len(chunk) {
			if _, err := io.WriteString(w, chunk); err != nil {
				return
			}
		}
	})
	c := newClient(t, Config{BaseURL: srv.URL + "/v1", Timeout: 10 * time.Second})
	rec := c.Do(testCtx(t), completion("long", 2))
	require.Equal(t, Malformed, rec.Class, rec.Err)
	assert.Contains(t, rec.Err, "longer than")
}

// TestStreamTooLarge: a stream of well-formed events that never ends is cut off at
// maxSSEBytes (lowered here) and the request is Malformed, whatever the deadline.
func TestStreamTooLarge(t *testing.T) {
	defer func(n int64) { maxSSEBytes = n }(maxSSEBytes)
	maxSSEBytes = 1 << 20
	srv := newSSEServer(t, func(w http.ResponseWriter, r *http.Request) {
		startSSE(w)
		ev := "data: {\"choices\":[{\"index\":0,\"text\":\"x\",\"finish_reason\":null}]}\n\n"
		for written := 0; written <= 2<<20; written += len(ev) {
			if _, err := io.WriteString(w, ev); err != nil {
				return
			}
		}
	})
	c := newClient(t, Config{BaseURL: srv.URL + "/v1"})
	rec := c.Do(testCtx(t), completion("endless", 2))
	require.Equal(t, Malformed, rec.Class, rec.Err)
	assert.Contains(t, rec.Err, "went on past 1048576 bytes")
}

// TestCallerClientTimeoutMidStream: the caller's own http.Client.Timeout passing while
// the stream is read is a Timeout, as it was when go-openai read the body.
func TestCallerClientTimeoutMidStream(t *testing.T) {
	srv := newSSEServer(t, func(w http.ResponseWriter, r *http.Request) {
		startSSE(w)
		writeSSE(w, completionChunk("a", ""))
		select {
		case <-r.Context().Done():
		case <-time.After(5 * time.Second):
		}
	})
	c := newClient(t, Config{BaseURL: srv.URL + "/v1", Timeout: 10 * time.Second, HTTPClient: &http.Client{Timeout: 300 * time.Millisecond}})
	rec := c.Do(testCtx(t), completion("client-timeout", 2))
	require.Equal(t, Timeout, rec.Class, rec.Err)
	assert.Len(t, rec.Events, 1)
}

// TestSSEReaderMatchesGoOpenAI reads the same well-formed streams with the client's
// reader and with go-openai's stream reader, which the client used before: the
// payloads must be the same, byte for byte and in order. (On comments before an error
// event the two differ on purpose; TestStreamFraming covers that.)
func TestSSEReaderMatchesGoOpenAI(t *testing.T) {
	tok, last := completionChunk("a", ""), completionChunk("b", "length")
	role := `{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}]}`
	streams := map[string]string{
		"vllm-completions":   data(tok, tok, last, usageChunk, "[DONE]"),
		"vllm-chat":          data(role, `{"choices":[{"index":0,"delta":{"content":"Hi"},"finish_reason":"stop"}]}`, "[DONE]"),
		"no-done":            data(tok, last),
		"crlf":               strings.ReplaceAll(data(tok, last, "[DONE]"), "\n", "\r\n"),
		"data-without-space": "data:" + tok + "\ndata:" + last + "\n",
		"extra-spaces":       "data:    " + tok + "   \n\n\n\n" + "data: [DONE] \n\n",
		"long-line":          data(completionChunk(strings.Repeat("ü", 40_000), ""), last),
		"after-done":         data(tok, "[DONE]", last),
		"not-json":           data("hello", "world"),
		"incomplete-last":    data(tok) + "data: " + last,
	}
	for name, body := range streams {
		t.Run(name, func(t *testing.T) {
			srv := newSSEServer(t, rawSSE(body))

			oc := openai.DefaultConfig("")
			oc.BaseURL = srv.URL + "/v1"
			stream, err := openai.NewClientWithConfig(oc).CreateCompletionStream(context.Background(), openai.CompletionRequest{Model: "gpt-3.5-turbo-instruct", Prompt: "x", Stream: true})
			require.NoError(t, err)
			defer stream.Close()
			var theirs []string
			for {
				raw, err := stream.RecvRaw()
				if err != nil {
					require.ErrorIs(t, err, io.EOF)
					break
				}
				theirs = append(theirs, string(raw))
			}

			rd := newSSEReader(strings.NewReader(body))
			var ours []string
			for {
				raw, event, err := rd.next()
				if err != nil {
					require.ErrorIs(t, err, io.EOF)
					break
				}
				assert.Empty(t, event)
				ours = append(ours, string(raw))
			}
			assert.Equal(t, theirs, ours)
		})
	}
}
