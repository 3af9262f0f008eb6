package wirebench

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/client"
)

// cannedTransport answers every request at once with one recorded stream of the
// server's shape, so that a client's own CPU per request can be measured without a
// network or a server.
type cannedTransport struct{ stream []byte }

func (c cannedTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.Body != nil {
		_, _ = io.Copy(io.Discard, r.Body)
		r.Body.Close()
	}
	return &http.Response{StatusCode: http.StatusOK, Status: "200 OK", Proto: "HTTP/1.1", ProtoMajor: 1, ProtoMinor: 1,
		Header: http.Header{"Content-Type": {"text/event-stream; charset=utf-8"}},
		Body:   io.NopCloser(bytes.NewReader(c.stream)), Request: r}, nil
}

// recordStream captures one stream of n tokens from the server.
func recordStream(tb testing.TB, n int) []byte {
	tb.Helper()
	h := NewServer(Schedule{})
	req, err := http.NewRequestWithContext(context.Background(), http.MethodPost, "/v1/chat/completions",
		strings.NewReader(fmt.Sprintf(`{"model":"wirebench","messages":[{"role":"user","content":"x"}],"max_tokens":%d,"stream":true}`, n)))
	require.NoError(tb, err)
	req.Header.Set("X-Request-Id", "gate-1024-0-c-512")
	w := &flushRecorder{header: http.Header{}}
	h.ServeHTTP(w, req)
	return w.body.Bytes()
}

type flushRecorder struct {
	header http.Header
	body   bytes.Buffer
}

func (f *flushRecorder) Header() http.Header         { return f.header }
func (f *flushRecorder) Write(b []byte) (int, error) { return f.body.Write(b) }
func (f *flushRecorder) WriteHeader(int)             {}
func (f *flushRecorder) Flush()                      {}

// extraPath adds contenders to BenchmarkClientPath (a build-tagged file may set it).
var extraPath func(hc *http.Client) []contender

// BenchmarkClientPath is each client's own CPU for one request — the request
// written and handed to the transport, the stream read, timed and (for the gate)
// decoded — with a transport that answers at once from a recorded stream: what the
// client adds per request on top of the network, side by side. With 1 token it is
// mostly the request path, with 32 mostly the 35 events.
func BenchmarkClientPath(b *testing.B) {
	for _, tokens := range []int{1, 32} {
		stream := recordStream(b, tokens)
		hc := &http.Client{Transport: cannedTransport{stream}}
		gate, err := client.New(client.Config{BaseURL: "http://127.0.0.1:1/v1", Model: "wirebench", Timeout: time.Minute, HTTPClient: hc})
		require.NoError(b, err)
		via, err := client.New(client.Config{BaseURL: "http://127.0.0.1:1/v1", Model: "wirebench", Timeout: time.Minute, HTTPClient: hc, ViaGoOpenAI: true})
		require.NoError(b, err)
		cs := []contender{{name: "gate", r: gate}, {name: "gate-go-openai", r: via}, {name: "bare", r: NewBare("http://127.0.0.1:1/v1", "wirebench", hc)}}
		if extraPath != nil {
			cs = append(cs, extraPath(hc)...)
		}
		for _, c := range cs {
			b.Run(fmt.Sprintf("tokens=%d/client=%s", tokens, c.name), func(b *testing.B) {
				b.ReportAllocs()
				req := request("gate-1024-0-c-512", tokens)
				for b.Loop() {
					if rec := c.r.Do(context.Background(), req); rec.Class != client.OK {
						b.Fatalf("%s: %s", rec.Class, rec.Err)
					}
				}
			})
		}
	}
}
