package sim

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRestart: POST /sim/restart aborts the streams in flight, refuses requests and
// fails /health for the cold start, and comes back with an empty prefix cache.
func TestRestart(t *testing.T) {
	s := newSim(t, func(o *Options) { o.PromptTokensDetails = true })
	prompt := strings.Repeat("the same long prompt about prefix caching ", 40)
	body := `{"model":"` + s.opts.Engine.Model + `","prompt":"` + prompt + `","max_tokens":2,"stream":true,"stream_options":{"include_usage":true}}`
	cached := func() int {
		resp := post(t, s, "/v1/completions", body)
		require.Equal(t, http.StatusOK, resp.StatusCode)
		evs := events(t, resp.Body)
		for _, e := range evs {
			if e == "[DONE]" {
				continue
			}
			if c := decode(t, e); c.Usage != nil && c.Usage.PromptTokensDetails != nil {
				return c.Usage.PromptTokensDetails.CachedTokens
			}
		}
		return 0
	}
	cached()
	require.Positive(t, cached(), "the second identical prompt hits the prefix cache")

	// A long stream in flight when the restart comes.
	long := post(t, s, "/v1/completions", `{"model":"`+s.opts.Engine.Model+`","prompt":"hi","max_tokens":2000,"ignore_eos":true,"stream":true}`)
	require.Equal(t, http.StatusOK, long.StatusCode)

	restart := post(t, s, "/sim/restart?cold_start=5s", "")
	require.Equal(t, http.StatusOK, restart.StatusCode)
	evs := events(t, long.Body)
	assert.Contains(t, evs[len(evs)-1]+evs[max(0, len(evs)-2)], "abort", "the stream in flight ends aborted")

	code, _ := get(t, s, "/health")
	assert.Equal(t, http.StatusServiceUnavailable, code, "/health during the cold start")
	refused := post(t, s, "/v1/completions", body)
	assert.Equal(t, http.StatusServiceUnavailable, refused.StatusCode, "requests during the cold start")

	deadline := time.Now().Add(5 * time.Second) // the 5 s cold start is 0.5 s at 10×
	for code != http.StatusOK && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
		code, _ = get(t, s, "/health")
	}
	require.Equal(t, http.StatusOK, code, "/health answers again after the cold start")
	assert.Zero(t, cached(), "the prefix cache came back empty")

	bad := post(t, s, "/sim/restart?cold_start=soon", "")
	assert.Equal(t, http.StatusBadRequest, bad.StatusCode)
}
