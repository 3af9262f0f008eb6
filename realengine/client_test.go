//go:build engine

package realengine

import (
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/client"
)

// model is the name .ci/engine creates the tiny model under; /v1/models lists it as
// tiny:latest, and Ollama takes either.
const model = "tiny"

func newClient(t *testing.T, name string) *client.Client {
	t.Helper()
	c, err := client.New(client.Config{BaseURL: engineURL, Model: name, Timeout: 2 * time.Minute})
	require.NoError(t, err)
	t.Cleanup(c.CloseIdleConnections)
	return c
}

func chat(id, text string, maxTokens int) client.Request {
	return client.Request{ID: id, Messages: []client.Message{{Role: "user", Content: text}},
		MaxTokens: maxTokens, Temperature: ptr(float32(0)), Seed: ptr(1), Group: -1}
}

// TestClientAgainstTheEngine checks what the client measures on one request of each
// endpoint: the class, the finish reason, the usage and the order of its timings.
func TestClientAgainstTheEngine(t *testing.T) {
	c := newClient(t, model)
	cases := []struct {
		name string
		req  client.Request
	}{
		{"chat", chat("chat-1", "Bitte fassen Sie die Bestellung von Frau Müller zusammen.", 24)},
		{"chat-ja", chat("chat-2", "髙橋様のご注文（12,800円）を要約してください。", 24)},
		{"completions", client.Request{ID: "cmpl-1", Prompt: "The order of 19.10.2026 was", MaxTokens: 24,
			Temperature: ptr(float32(0)), Seed: ptr(1), Group: -1}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			before := time.Now()
			rec := c.Do(t.Context(), tc.req)
			wall := time.Since(before)
			require.Equal(t, client.OK, rec.Class, "error: %s", rec.Err)
			assert.Equal(t, "length", rec.FinishReason, "the tiny model never ends by itself: max_tokens ends it")
			assert.True(t, rec.HasUsage, "the stream's usage")
			assert.Equal(t, tc.req.MaxTokens, rec.CompletionTokens)
			assert.Equal(t, tc.req.MaxTokens, rec.OutputTokens)
			assert.Positive(t, rec.PromptTokens)
			// One event per token (Ollama sends no role chunk), and perhaps a
			// finish chunk of its own.
			assert.GreaterOrEqual(t, len(rec.Events), tc.req.MaxTokens)
			assert.LessOrEqual(t, len(rec.Events), tc.req.MaxTokens+1)
			// Timing sanity: sent, headers, first token, last token, all within the
			// wall time the test measured around the call.
			assert.False(t, rec.FirstByte.Before(rec.Sent))
			assert.Positive(t, rec.TTFT)
			assert.GreaterOrEqual(t, rec.E2EL, rec.TTFT)
			assert.LessOrEqual(t, rec.E2EL, wall)
			assert.Less(t, rec.TTFT, 5*time.Second)
			itls := rec.ITLs()
			require.Len(t, itls, len(rec.Events)-1)
			var sum time.Duration
			for _, d := range itls {
				assert.GreaterOrEqual(t, d, time.Duration(0))
				sum += d
			}
			assert.Equal(t, rec.E2EL-rec.TTFT, sum, "the gaps add up to E2EL - TTFT")
			tpot, ok := rec.TPOT()
			require.True(t, ok)
			assert.Positive(t, tpot)
		})
	}
}

// TestClientErrors checks the client's classification of the engine's errors.
func TestClientErrors(t *testing.T) {
	t.Run("unknown-model", func(t *testing.T) {
		rec := newClient(t, "no-such-model").Do(t.Context(), chat("err-1", "Hallo", 8))
		assert.Equal(t, client.HTTPError, rec.Class)
		assert.Equal(t, http.StatusNotFound, rec.Status)
		assert.Contains(t, rec.Err, `model "no-such-model" not found`, "the server's own message")
		assert.Empty(t, rec.Events)
	})
	t.Run("context-too-long", func(t *testing.T) {
		// Ollama truncates a prompt beyond num_ctx rather than refusing it: the
		// request succeeds, and its usage shows what the model saw.
		rec := newClient(t, model).Do(t.Context(), chat("err-2", words(99, 9000), 4))
		require.Equal(t, client.OK, rec.Class, rec.Err)
		assert.LessOrEqual(t, rec.PromptTokens, 8192)
	})
	t.Run("deadline", func(t *testing.T) {
		c, err := client.New(client.Config{BaseURL: engineURL, Model: model, Timeout: 50 * time.Millisecond})
		require.NoError(t, err)
		defer c.CloseIdleConnections()
		rec := c.Do(t.Context(), chat("err-3", words(98, 3000), 512))
		assert.Equal(t, client.Timeout, rec.Class, rec.Err)
	})
}

// TestNoMetricsNoTokenize pins what the gate must live without on Ollama: no
// Prometheus /metrics (so server-side checks are unavailable) and no /tokenize (so
// calibration uses usage.prompt_tokens).
func TestNoMetricsNoTokenize(t *testing.T) {
	hc := &http.Client{Timeout: 10 * time.Second}
	for _, path := range []string{"/metrics", "/tokenize", "/v1/tokenize"} {
		req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, engineRoot()+path, strings.NewReader(`{"model":"tiny","prompt":"hi"}`))
		require.NoError(t, err)
		if path == "/metrics" {
			req.Method, req.Body = http.MethodGet, http.NoBody
		}
		resp, err := hc.Do(req)
		require.NoError(t, err)
		resp.Body.Close()
		assert.Equal(t, http.StatusNotFound, resp.StatusCode, path)
	}
	resp, err := hc.Get(engineURL + "/models")
	require.NoError(t, err)
	defer resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode)
}

// TestParallelStreamsInterleave sends 4 streams at once: with 4 parallel slots the
// engine decodes them together, so each stream's tokens arrive while the others' do.
func TestParallelStreamsInterleave(t *testing.T) {
	c := newClient(t, model)
	const n = 4
	recs := make([]client.Record, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { recs[i] = c.Do(t.Context(), chat("par-"+string(rune('a'+i)), words(uint64(200+i), 50), 64)) })
	}
	wg.Wait()
	for i, r := range recs {
		require.Equal(t, client.OK, r.Class, "stream %d: %s", i, r.Err)
	}
	// Every stream's first token came before every other stream's last one.
	for i := range recs {
		for j := range recs {
			if i == j {
				continue
			}
			first := recs[i].Events[0].At
			last := recs[j].Events[len(recs[j].Events)-1].At
			assert.True(t, first.Before(last), "stream %d started after stream %d ended: the streams did not interleave", i, j)
		}
	}
}
