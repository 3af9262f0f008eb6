package realengine

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/client"
)

// scenario is one captured exchange with the engine: the request TestCapture sent and,
// once captured, the response's status and Content-Type (the body is NAME.sse).
type scenario struct {
	Name        string         `json:"name"`
	Path        string         `json:"path"`
	Request     map[string]any `json:"request"`
	Status      int            `json:"status,omitempty"`
	ContentType string         `json:"content_type,omitempty"`
}

// scenarios are the exchanges captured from Ollama v0.6.8 (the tiny model, seed 1).
var scenarios = []scenario{
	{Name: "chat-stream", Path: "/v1/chat/completions", Request: map[string]any{
		"model": "tiny", "messages": []map[string]string{{"role": "user", "content": "Bitte antworten Sie Frau Müller kurz."}},
		"max_tokens": 12, "temperature": 0, "seed": 1, "stream": true, "stream_options": map[string]any{"include_usage": true}}},
	{Name: "chat-stream-ja", Path: "/v1/chat/completions", Request: map[string]any{
		"model": "tiny", "messages": []map[string]string{{"role": "user", "content": "髙橋様、12,800円のご注文を要約してください。"}},
		"max_tokens": 8, "temperature": 0, "seed": 1, "stream": true, "stream_options": map[string]any{"include_usage": true}}},
	{Name: "completions-stream", Path: "/v1/completions", Request: map[string]any{
		"model": "tiny", "prompt": "Das Paket kam am 19.10.2026 an und",
		"max_tokens": 12, "temperature": 0, "seed": 1, "stream": true, "stream_options": map[string]any{"include_usage": true}}},
	{Name: "chat-unknown-model", Path: "/v1/chat/completions", Request: map[string]any{
		"model": "no-such-model", "messages": []map[string]string{{"role": "user", "content": "Hallo"}},
		"max_tokens": 8, "stream": true, "stream_options": map[string]any{"include_usage": true}}},
}

// captured is a scenario read back from testdata/.
type captured struct {
	scenario
	Body   []byte
	Events [][]byte // the data: payloads, [DONE] included
}

func load(t *testing.T, name string) captured {
	t.Helper()
	var c captured
	meta, err := os.ReadFile(filepath.Join("testdata", name+".json"))
	require.NoError(t, err, "run TestCapture with -tags engine -capture to make it")
	require.NoError(t, json.Unmarshal(meta, &c.scenario))
	c.Body, err = os.ReadFile(filepath.Join("testdata", name+".sse"))
	require.NoError(t, err)
	for _, line := range strings.Split(string(c.Body), "\n") {
		if p, ok := strings.CutPrefix(line, "data: "); ok {
			c.Events = append(c.Events, []byte(p))
		}
	}
	return c
}

// serve replays a capture: the status and Content-Type as captured, then the body
// event by event (each flushed, 2 ms apart), as the engine wrote it.
func serve(t *testing.T, c captured) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != c.Path {
			http.Error(w, "unexpected path "+r.URL.Path, http.StatusTeapot)
			return
		}
		w.Header().Set("Content-Type", c.ContentType)
		w.WriteHeader(c.Status)
		parts := bytes.SplitAfter(c.Body, []byte("\n\n"))
		for i, p := range parts {
			if i > 0 {
				time.Sleep(2 * time.Millisecond)
			}
			w.Write(p)
			if f, ok := w.(http.Flusher); ok {
				f.Flush()
			}
		}
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/v1"
}

// chunk is what the replay tests read from a captured payload themselves.
type chunk struct {
	Choices []struct {
		Text         *string `json:"text"`
		Delta        *struct{ Role, Content string }
		FinishReason *string `json:"finish_reason"`
	} `json:"choices"`
	Usage *struct {
		PromptTokens     int `json:"prompt_tokens"`
		CompletionTokens int `json:"completion_tokens"`
	} `json:"usage"`
}

func parse(t *testing.T, c captured) (chunks []chunk, done bool) {
	t.Helper()
	for i, e := range c.Events {
		if string(e) == "[DONE]" {
			require.Equal(t, len(c.Events)-1, i, "[DONE] is the last event")
			return chunks, true
		}
		var ch chunk
		require.NoError(t, json.Unmarshal(e, &ch), "event %d", i)
		chunks = append(chunks, ch)
	}
	return chunks, false
}

func replay(t *testing.T, c captured) client.Record {
	t.Helper()
	cl, err := client.New(client.Config{BaseURL: serve(t, c), Model: c.Request["model"].(string), Timeout: time.Minute})
	require.NoError(t, err)
	defer cl.CloseIdleConnections()
	req := client.Request{ID: c.Name, MaxTokens: int(c.Request["max_tokens"].(float64)), Group: -1}
	if msgs, ok := c.Request["messages"].([]any); ok {
		for _, m := range msgs {
			m := m.(map[string]any)
			req.Messages = append(req.Messages, client.Message{Role: m["role"].(string), Content: m["content"].(string)})
		}
	} else {
		req.Prompt = c.Request["prompt"].(string)
	}
	return cl.Do(t.Context(), req)
}

// TestReplayChat replays Ollama's chat streams. How they differ from vLLM's, and what
// the client must make of it:
//   - no role chunk: the first event already carries the first token, and every
//     delta repeats "role": "assistant" — each one is still a token, so TTFT is the
//     first token and every event counts one;
//   - the finish_reason comes in a chunk of its own after the last token, with an
//     empty delta (vLLM puts it on the last token's chunk);
//   - the usage comes in a chunk with "choices": [] before [DONE], as vLLM's does.
func TestReplayChat(t *testing.T) {
	for _, name := range []string{"chat-stream", "chat-stream-ja"} {
		t.Run(name, func(t *testing.T) {
			c := load(t, name)
			require.Equal(t, http.StatusOK, c.Status)
			chunks, done := parse(t, c)
			require.True(t, done, "the stream ends with [DONE]")
			last := chunks[len(chunks)-1]
			require.Empty(t, last.Choices, "the usage chunk has choices: []")
			require.NotNil(t, last.Usage)
			tokens := chunks[:len(chunks)-1]
			for i, ch := range tokens {
				require.Len(t, ch.Choices, 1)
				require.NotNil(t, ch.Choices[0].Delta, "chunk %d", i)
				assert.Equal(t, "assistant", ch.Choices[0].Delta.Role, "chunk %d repeats the role", i)
			}
			maxTokens := int(c.Request["max_tokens"].(float64))

			rec := replay(t, c)
			require.Equal(t, client.OK, rec.Class, rec.Err)
			assert.Equal(t, "length", rec.FinishReason)
			assert.True(t, rec.HasUsage)
			assert.Equal(t, last.Usage.PromptTokens, rec.PromptTokens)
			assert.Equal(t, last.Usage.CompletionTokens, rec.CompletionTokens)
			assert.Equal(t, maxTokens, rec.CompletionTokens)
			assert.Equal(t, maxTokens, rec.OutputTokens)
			assert.False(t, rec.HasCached, "Ollama reports no cached tokens")
			require.Len(t, rec.Events, len(tokens), "every chunk with choices is an event")
			// Each event carrying text counts one token, role or not.
			counted := 0
			for i, e := range rec.Events {
				if tokens[i].Choices[0].Delta.Content != "" {
					assert.Equal(t, 1, e.Tokens, "event %d carries a token though its delta repeats the role", i)
				}
				counted += e.Tokens
			}
			assert.GreaterOrEqual(t, counted, maxTokens)
			assert.Positive(t, rec.TTFT)
			assert.Greater(t, rec.E2EL, rec.TTFT)
			assert.Len(t, rec.ITLs(), len(rec.Events)-1)
			tpot, ok := rec.TPOT()
			require.True(t, ok)
			assert.Positive(t, tpot)
		})
	}
}

// TestReplayCompletions replays Ollama's streaming /v1/completions, which differs
// from vLLM's in one more way: every chunk carries a usage object, zeroed
// ({"prompt_tokens":0,"completion_tokens":0,…}) until the final usage chunk. A client
// that took those as vLLM's continuous usage stats would count every event as 0
// tokens; each event must count one, and the output tokens are the final usage's.
func TestReplayCompletions(t *testing.T) {
	c := load(t, "completions-stream")
	require.Equal(t, http.StatusOK, c.Status)
	chunks, done := parse(t, c)
	require.True(t, done)
	last := chunks[len(chunks)-1]
	require.Empty(t, last.Choices)
	require.NotNil(t, last.Usage)
	tokens := chunks[:len(chunks)-1]
	for i, ch := range tokens {
		require.NotNil(t, ch.Usage, "chunk %d carries a usage", i)
		assert.Zero(t, ch.Usage.CompletionTokens, "chunk %d's usage is zeroed", i)
	}
	maxTokens := int(c.Request["max_tokens"].(float64))

	rec := replay(t, c)
	require.Equal(t, client.OK, rec.Class, rec.Err)
	assert.Equal(t, "length", rec.FinishReason)
	assert.True(t, rec.HasUsage)
	assert.Equal(t, last.Usage.PromptTokens, rec.PromptTokens)
	assert.Equal(t, maxTokens, rec.CompletionTokens)
	assert.Equal(t, maxTokens, rec.OutputTokens)
	require.Len(t, rec.Events, len(tokens))
	counted := 0
	for i, e := range rec.Events {
		if tx := tokens[i].Choices[0].Text; tx != nil && *tx != "" {
			assert.Equal(t, 1, e.Tokens, "event %d: a zeroed usage is not a count of 0 tokens", i)
		}
		counted += e.Tokens
	}
	assert.GreaterOrEqual(t, counted, maxTokens)
	assert.NotEmpty(t, rec.ITLsPerToken(), "per-token gaps exist: events carry tokens")
}

// TestReplayError replays Ollama's answer to an unknown model: a 404 with an
// OpenAI-style error body before any stream.
func TestReplayError(t *testing.T) {
	c := load(t, "chat-unknown-model")
	require.Equal(t, http.StatusNotFound, c.Status)
	var body struct {
		Error struct{ Message, Type string }
	}
	require.NoError(t, json.Unmarshal(c.Body, &body), "an OpenAI-style error body")
	require.NotEmpty(t, body.Error.Message)
	rec := replay(t, c)
	assert.Equal(t, client.HTTPError, rec.Class)
	assert.Equal(t, http.StatusNotFound, rec.Status)
	assert.Contains(t, rec.Err, body.Error.Message, "the server's message")
	assert.Empty(t, rec.Events)
	assert.False(t, rec.HasUsage)
}
