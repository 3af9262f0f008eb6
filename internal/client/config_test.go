package client

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestConfigString: a Config prints what a log reader needs (where, which model,
// whether a key is set) and never the key or a password in the URL.
func TestConfigString(t *testing.T) {
	tests := []struct {
		name string
		cfg  Config
		want []string
	}{
		{
			name: "with-key",
			cfg:  Config{BaseURL: "http://vllm:8000/v1", Model: "m", APIKey: canary, Timeout: time.Minute, ContinuousUsage: true, Headers: map[string]string{"X-A": "1"}},
			want: []string{"BaseURL: http://vllm:8000/v1", `Model: "m"`, "APIKey: set", "Timeout: 1m0s", "ContinuousUsage: true", "Headers: 1"},
		},
		{
			name: "without-key",
			cfg:  Config{BaseURL: "http://vllm:8000/v1", Model: "m"},
			want: []string{"APIKey: none", "Timeout: 0s", "ContinuousUsage: false", "Headers: 0"},
		},
		{
			name: "password-in-url",
			cfg:  Config{BaseURL: "http://user:" + canary + "@vllm:8000/v1", Model: "m"},
			want: []string{"BaseURL: http://vllm:8000/v1", "APIKey: none"},
		},
		{
			name: "invalid-url",
			cfg:  Config{BaseURL: "http://user:" + canary + "@vllm\x7f/v1", Model: "m"},
			want: []string{"BaseURL: http://vllm\x7f/v1"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, s := range []string{tt.cfg.String(), tt.cfg.GoString(), fmt.Sprintf("%v %+v %#v", tt.cfg, tt.cfg, tt.cfg)} {
				for _, w := range tt.want {
					assert.Contains(t, s, w)
				}
				assert.NotContains(t, s, canary)
			}
		})
	}
}

// TestNewTransport checks the documented defaults for many concurrent streams: HTTP/1.1
// only, a large idle pool per host, no transparent compression, and
// http.DefaultTransport's proxy, idle, TLS and 100-continue settings.
func TestNewTransport(t *testing.T) {
	tr := NewTransport()
	def := http.DefaultTransport.(*http.Transport)
	require.NotNil(t, tr.Protocols)
	assert.True(t, tr.Protocols.HTTP1())
	assert.False(t, tr.Protocols.HTTP2())
	assert.False(t, tr.Protocols.UnencryptedHTTP2())
	assert.GreaterOrEqual(t, tr.MaxIdleConnsPerHost, 4096, "a closed loop of thousands of streams reuses its connections")
	assert.Zero(t, tr.MaxIdleConns, "no global cap on idle connections")
	assert.True(t, tr.DisableCompression)
	assert.NotNil(t, tr.Proxy)
	assert.NotNil(t, tr.DialContext)
	assert.Equal(t, def.IdleConnTimeout, tr.IdleConnTimeout)
	assert.Equal(t, def.TLSHandshakeTimeout, tr.TLSHandshakeTimeout)
	assert.Equal(t, def.ExpectContinueTimeout, tr.ExpectContinueTimeout)
}

// TestZeroTimeoutIsNoDeadline: Timeout 0 sets no per-request deadline; the request
// runs as long as the caller's context lets it.
func TestZeroTimeoutIsNoDeadline(t *testing.T) {
	srv := newSSEServer(t, func(w http.ResponseWriter, r *http.Request) {
		startSSE(w)
		writeSSE(w, completionChunk("a", ""))
		time.Sleep(5 * time.Millisecond)
		writeSSE(w, completionChunk("b", "stop"), usageChunk, "[DONE]")
	})
	c, err := New(Config{BaseURL: srv.URL + "/v1", Model: "m"})
	require.NoError(t, err)
	t.Cleanup(c.CloseIdleConnections)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second) // bounds the test only
	defer cancel()
	rec := c.Do(ctx, completion("no-deadline", 2))
	require.Equal(t, OK, rec.Class, rec.Err)
	assert.Len(t, rec.Events, 2)
}
