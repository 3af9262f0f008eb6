package client

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRequestHeaders: a request's own headers (a session's affinity header) go out
// with it, after the configured ones, and its session and turn are in its record; a
// header the client owns or a malformed one ends the request as malformed, unsent.
func TestRequestHeaders(t *testing.T) {
	for _, tt := range []struct {
		name    string
		headers map[string]string
		want    map[string]string
		wantErr string
	}{
		{name: "session", headers: map[string]string{"X-Session-ID": "run-s3"}, want: map[string]string{"X-Session-Id": "run-s3", "X-Extra": "yes"}},
		{name: "overrides-config", headers: map[string]string{"x-extra": "mine"}, want: map[string]string{"X-Extra": "mine"}},
		{name: "none", want: map[string]string{"X-Extra": "yes"}},
		{name: "authorization", headers: map[string]string{"Authorization": "Bearer x"}, wantErr: "may not set Authorization"},
		{name: "line-break", headers: map[string]string{"X-Session-ID": "a\r\nb"}, wantErr: "line break"},
		{name: "bad-name", headers: map[string]string{"X Session": "a"}, wantErr: "not a valid header name"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			for _, via := range []bool{false, true} {
				base, got := newCaptureServer(t)
				c := newClient(t, Config{BaseURL: base, Model: "m", Headers: map[string]string{"X-Extra": "yes"}, ViaGoOpenAI: via})
				req := Request{ID: "r1", Messages: []Message{{Role: "user", Content: "Hi"}}, MaxTokens: 2, Headers: tt.headers, Session: "run-s3", Turn: 2}
				rec := c.Do(testCtx(t), req)
				if tt.wantErr != "" {
					assert.Equal(t, Malformed, rec.Class)
					assert.Contains(t, rec.Err, tt.wantErr)
					assert.Empty(t, got(), "nothing was sent")
					continue
				}
				require.Equal(t, OK, rec.Class, rec.Err)
				assert.Equal(t, "run-s3", rec.Session)
				assert.Equal(t, 2, rec.Turn)
				reqs := got()
				require.Len(t, reqs, 1)
				for k, v := range tt.want {
					assert.Equal(t, v, reqs[0].header.Get(k), "%s (via go-openai: %t)", k, via)
				}
			}
		})
	}
}
