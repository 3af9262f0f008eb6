package client

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const canary = "sk-canary-1234567890abcdef"

// echoingServer fails in every way the client knows, and puts the Authorization header
// it received into everything it sends back: the gate must not carry it into results.
// The failure is chosen by X-Request-Id.
func echoingServer(t testing.TB, sawKey *atomic.Bool) string {
	t.Helper()
	srv := newSSEServer(t, func(w http.ResponseWriter, r *http.Request) {
		auth := r.Header.Get("Authorization")
		if auth == "Bearer "+canary {
			sawKey.Store(true)
		}
		w.Header().Set("X-Echo", auth)
		msg, _ := json.Marshal("you sent " + auth)
		switch r.Header.Get("X-Request-Id") {
		case "http-json":
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			fmt.Fprintf(w, `{"error":{"message":%s,"type":"AuthenticationError","code":401}}`, msg)
		case "http-text":
			w.WriteHeader(http.StatusInternalServerError)
			fmt.Fprintf(w, "internal error for %s", auth)
		case "http-long": // the key straddles the point where the error text is cut
			w.WriteHeader(http.StatusBadGateway)
			fmt.Fprintf(w, "%s%s and more", strings.Repeat("x", 489), auth)
		case "malformed-long":
			startSSE(w)
			writeSSE(w, `{"choices":[{"text":"`+strings.Repeat("y", 156)+auth)
		case "midstream":
			startSSE(w)
			writeSSE(w, completionChunk("a", ""), fmt.Sprintf(`{"error":{"message":%s,"code":500}}`, msg), "[DONE]")
		case "midstream-flat":
			startSSE(w)
			writeSSE(w, fmt.Sprintf(`{"object":"error","message":%s}`, msg))
		case "malformed":
			startSSE(w)
			writeSSE(w, `{"choices":[{"text":"`+auth)
		case "finish-reason":
			startSSE(w)
			writeSSE(w, completionChunk("a", auth), "[DONE]")
		case "not-sse":
			w.Header().Set("Content-Type", "text/plain; note="+strings.ReplaceAll(auth, " ", "_"))
			fmt.Fprint(w, auth)
		case "truncated":
			startSSE(w)
			writeSSE(w, completionChunk(auth, ""))
		case "stall":
			startSSE(w)
			writeSSE(w, completionChunk(auth, ""))
			select {
			case <-r.Context().Done():
			case <-time.After(5 * time.Second):
			}
		case "drop":
			startSSE(w)
			writeSSE(w, completionChunk(auth, ""))
			panic(http.ErrAbortHandler)
		default:
			startSSE(w)
			writeSSE(w, completionChunk(auth, "stop"), usageChunk, "[DONE]")
		}
	})
	return srv.URL + "/v1"
}

func TestAPIKeyNeverLeaks(t *testing.T) {
	var sawKey atomic.Bool // the race detector sees no ordering through the socket (see stampConn)
	base := echoingServer(t, &sawKey)
	bodies := newBodyTracker()
	c := newClient(t, Config{BaseURL: base, APIKey: canary, Timeout: 200 * time.Millisecond, Model: "m", HTTPClient: &http.Client{Transport: bodies}})
	refused := newClient(t, Config{BaseURL: "http://127.0.0.1:1/v1", APIKey: canary, Model: "m"})

	cases := []struct {
		id   string // selects the server's failure
		want Class
	}{
		{"http-json", HTTPError}, {"http-text", HTTPError}, {"http-long", HTTPError}, {"malformed-long", Malformed}, {"midstream", Midstream}, {"midstream-flat", Midstream},
		{"malformed", Malformed}, {"finish-reason", OK}, {"not-sse", Malformed}, {"truncated", Truncated},
		{"stall", Timeout}, {"drop", Transport}, {"ok", OK},
	}
	var recs []Record
	for _, tc := range cases {
		rec := c.Do(testCtx(t), completion(tc.id, 2))
		assert.Equal(t, tc.want, rec.Class, "%s: %s", tc.id, rec.Err)
		recs = append(recs, rec)
	}
	recs = append(recs, refused.Do(testCtx(t), completion("refused", 2)))
	assert.Zero(t, bodies.open.Load(), "every response body is closed")
	require.True(t, sawKey.Load(), "the Authorization header reaches the server")

	b, err := json.Marshal(recs)
	require.NoError(t, err)
	assert.NotContains(t, string(b), canary, "no record field holds the key")
	for _, rec := range recs {
		assert.NotContains(t, rec.Err, canary)
		assert.NotContains(t, fmt.Sprintf("%v %+v %#v", rec, rec, rec), canary)
	}
	assert.Contains(t, string(b), "[redacted]", "the echoed key was scrubbed, not lost silently")
	assert.NotContains(t, string(b), canary[:12], "no prefix of the key survives a cut")

	cfg := Config{BaseURL: base, APIKey: canary, Model: "m"}
	assert.NotContains(t, fmt.Sprintf("%v %+v %#v %s", cfg, cfg, cfg, cfg), canary, "Config prints without the key")

	for _, u := range []string{"http://user:" + canary + "@host/v1", "http://user:" + canary + "@host/v2", "ftp://user:" + canary + "@host/v1"} {
		_, err = New(Config{BaseURL: u, APIKey: canary, Model: "m"})
		require.Error(t, err)
		assert.NotContains(t, err.Error(), canary, "a password in BaseURL is not echoed")
	}
	_, err = New(Config{BaseURL: "http://user:" + canary + "@host\x7f/v1", Model: "m"})
	require.Error(t, err)
	assert.NotContains(t, err.Error(), canary)
}

// TestClip: server text in an error is scrubbed of the key first and then cut to about
// n bytes at a character boundary, so an error message stays short and valid UTF-8.
func TestClip(t *testing.T) {
	c := &Client{apiKey: canary}
	tests := []struct {
		name string
		s    string
		n    int
		want string
	}{
		{"short", "boom", 8, "boom"},
		{"exactly-n", "boom", 4, "boom"},
		{"one-over", "booms", 4, "boom…"},
		{"cut-before-a-two-byte-rune", "abcé", 4, "abc…"},
		{"cut-inside-a-three-byte-rune", "ab€cd", 3, "ab…"},
		{"cut-after-a-rune", "ab€cd", 5, "ab€…"},
		{"invalid-utf8-has-no-boundary", "\x80\x80\x80\x80", 2, "…"},
		{"key-scrubbed-before-the-cut", "key " + canary + " and more", 8, "key [red…"},
		{"key-straddling-the-cut", strings.Repeat("x", 10) + canary, 12, strings.Repeat("x", 10) + "[r…"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := c.clip(tt.s, tt.n)
			assert.Equal(t, tt.want, got)
			assert.NotContains(t, got, canary[:4])
		})
	}
}
