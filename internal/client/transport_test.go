package client

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// captured is what the capture server saw of one request.
type captured struct {
	path          string
	body          map[string]any
	rawLen        int
	contentLength int64
	header        http.Header
}

// newCaptureServer records every request and answers with a short complete stream.
func newCaptureServer(t testing.TB) (string, func() []captured) {
	t.Helper()
	var mu sync.Mutex
	var got []captured
	srv := newSSEServer(t, func(w http.ResponseWriter, r *http.Request) {
		raw, err := io.ReadAll(r.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		var body map[string]any
		if err := json.Unmarshal(raw, &body); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		mu.Lock()
		got = append(got, captured{r.URL.Path, body, len(raw), r.ContentLength, r.Header.Clone()})
		mu.Unlock()
		startSSE(w)
		writeSSE(w, completionChunk("a", ""), completionChunk("b", "length"), usageChunk, "[DONE]")
	})
	return srv.URL + "/v1", func() []captured {
		mu.Lock()
		defer mu.Unlock()
		return append([]captured(nil), got...)
	}
}

func TestTransportMergesVLLMFields(t *testing.T) {
	zero := float32(0)
	seed := 7
	tests := []struct {
		name       string
		cfg        Config
		req        Request
		wantPath   string
		want       map[string]any // fields that must have these values
		absent     []string       // fields that must not be sent
		wantStream map[string]any
	}{
		{
			name: "completions-all-extras",
			cfg:  Config{Model: "tiny", ContinuousUsage: true},
			req: Request{ID: "r1", Prompt: "Hi <b>&</b>", MaxTokens: 40, MinTokens: 10, IgnoreEOS: true,
				CacheSalt: "salt-1", Temperature: &zero, Seed: &seed},
			wantPath: "/v1/completions",
			want: map[string]any{"model": "tiny", "prompt": "Hi <b>&</b>", "max_tokens": 40.0, "min_tokens": 10.0,
				"ignore_eos": true, "cache_salt": "salt-1", "temperature": 0.0, "seed": 7.0, "stream": true},
			absent:     []string{"messages", "max_completion_tokens"},
			wantStream: map[string]any{"include_usage": true, "continuous_usage_stats": true},
		},
		{
			name:       "completions-minimal",
			cfg:        Config{Model: "tiny"},
			req:        Request{ID: "r2", Prompt: "Hi"},
			wantPath:   "/v1/completions",
			want:       map[string]any{"model": "tiny", "prompt": "Hi", "stream": true},
			absent:     []string{"max_tokens", "min_tokens", "ignore_eos", "cache_salt", "temperature", "seed"},
			wantStream: map[string]any{"include_usage": true},
		},
		{
			name:     "chat-sends-max-tokens",
			cfg:      Config{Model: "tiny"},
			req:      Request{ID: "r3", Messages: []Message{{Role: "system", Content: "Be brief."}, {Role: "user", Content: "Hi"}}, MaxTokens: 12, IgnoreEOS: true},
			wantPath: "/v1/chat/completions",
			want: map[string]any{"model": "tiny", "max_tokens": 12.0, "ignore_eos": true, "stream": true,
				"messages": []any{map[string]any{"role": "system", "content": "Be brief."}, map[string]any{"role": "user", "content": "Hi"}}},
			absent:     []string{"prompt", "max_completion_tokens", "temperature"},
			wantStream: map[string]any{"include_usage": true},
		},
		{
			// go-openai refuses OpenAI chat model names on /v1/completions and
			// max_tokens for reasoning-model names; a vLLM may serve under any name.
			name:       "catalogue-model-names-pass",
			cfg:        Config{Model: "gpt-4o"},
			req:        Request{ID: "r4", Prompt: "Hi", MaxTokens: 3},
			wantPath:   "/v1/completions",
			want:       map[string]any{"model": "gpt-4o", "max_tokens": 3.0},
			wantStream: map[string]any{"include_usage": true},
		},
		{
			name:       "reasoning-model-name-chat",
			cfg:        Config{Model: "gpt-5-mini"},
			req:        Request{ID: "r5", Messages: []Message{{Role: "user", Content: "Hi"}}, MaxTokens: 3},
			wantPath:   "/v1/chat/completions",
			want:       map[string]any{"model": "gpt-5-mini", "max_tokens": 3.0},
			wantStream: map[string]any{"include_usage": true},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			base, got := newCaptureServer(t)
			tt.cfg.BaseURL = base
			tt.cfg.APIKey = "sk-test-key"
			tt.cfg.Headers = map[string]string{"X-Sim-Fault": "kind=stall,dur=1s", "X-Extra": "yes"}
			c := newClient(t, tt.cfg)
			rec := c.Do(testCtx(t), tt.req)
			require.Equal(t, OK, rec.Class, rec.Err)

			reqs := got()
			require.Len(t, reqs, 1)
			g := reqs[0]
			assert.Equal(t, tt.wantPath, g.path)
			for k, v := range tt.want {
				assert.Equal(t, v, g.body[k], "field %s", k)
			}
			for _, k := range tt.absent {
				assert.NotContains(t, g.body, k)
			}
			assert.Equal(t, tt.wantStream, g.body["stream_options"])
			assert.Equal(t, int64(g.rawLen), g.contentLength, "Content-Length matches the merged body")
			assert.Equal(t, tt.req.ID, g.header.Get("X-Request-Id"))
			assert.Equal(t, "kind=stall,dur=1s", g.header.Get("X-Sim-Fault"))
			assert.Equal(t, "yes", g.header.Get("X-Extra"))
			assert.Equal(t, "Bearer sk-test-key", g.header.Get("Authorization"))
			assert.Equal(t, "text/event-stream", g.header.Get("Accept"))
		})
	}
}

func TestMergeBody(t *testing.T) {
	tests := []struct {
		name    string
		body    string
		extra   extraBody
		want    string
		wantErr string
	}{
		{
			name:  "nothing-to-merge-keeps-bytes",
			body:  `{"b":1, "a":2}`,
			extra: extraBody{},
			want:  `{"b":1, "a":2}`,
		},
		{
			name:  "fields-replace-and-add",
			body:  `{"model":"","prompt":"<x>","stream":true}`,
			extra: extraBody{fields: map[string]any{"model": "m", "ignore_eos": true, "cache_salt": "s&t"}},
			want:  `{"model":"m","prompt":"<x>","stream":true,"cache_salt":"s&t","ignore_eos":true}`,
		},
		{
			name:  "splice-go-openai-shape",
			body:  `{"model":"","prompt":"say \"max_tokens\": 3 <b>","stream":true}`,
			extra: extraBody{fields: map[string]any{"model": "m<1>", "max_tokens": 3}, streamOptions: map[string]any{"include_usage": true}},
			want:  `{"model":"m<1>","prompt":"say \"max_tokens\": 3 <b>","stream":true,"max_tokens":3,"stream_options":{"include_usage":true}}`,
		},
		{
			name:  "splice-empty-object",
			body:  ` {} `,
			extra: extraBody{fields: map[string]any{"b": 1, "a": "x"}},
			want:  `{"a":"x","b":1}`,
		},
		{
			name:  "splice-model-only",
			body:  `{"model":""}`,
			extra: extraBody{fields: map[string]any{"model": "m", "a": 1}},
			want:  `{"model":"m","a":1}`,
		},
		{
			name:  "existing-field-is-replaced-not-duplicated",
			body:  `{"model":"","max_tokens":5,"stream":true}`,
			extra: extraBody{fields: map[string]any{"model": "m", "max_tokens": 7}},
			want:  `{"max_tokens":7,"model":"m","stream":true}`,
		},
		{
			name:  "model-not-first-takes-general-path",
			body:  `{"stream":true,"model":""}`,
			extra: extraBody{fields: map[string]any{"model": "m"}},
			want:  `{"model":"m","stream":true}`,
		},
		{
			name:  "stream-options-merge-keeps-others",
			body:  `{"stream_options":{"include_usage":false,"x":1}}`,
			extra: extraBody{streamOptions: map[string]any{"include_usage": true, "continuous_usage_stats": true}},
			want:  `{"stream_options":{"continuous_usage_stats":true,"include_usage":true,"x":1}}`,
		},
		{
			name:  "stream-options-null",
			body:  `{"stream_options":null}`,
			extra: extraBody{streamOptions: map[string]any{"continuous_usage_stats": true}},
			want:  `{"stream_options":{"continuous_usage_stats":true}}`,
		},
		{
			name:    "not-an-object",
			body:    `[1,2]`,
			extra:   extraBody{fields: map[string]any{"a": 1}},
			wantErr: "request body: not a JSON object",
		},
		{
			name:    "null-body",
			body:    `null`,
			extra:   extraBody{fields: map[string]any{"a": 1}},
			wantErr: "request body: not a JSON object",
		},
		{
			name:    "stream-options-not-an-object",
			body:    `{"stream_options":3}`,
			extra:   extraBody{streamOptions: map[string]any{"include_usage": true}},
			wantErr: "stream_options is not a JSON object",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := mergeBody([]byte(tt.body), tt.extra)
			if tt.wantErr != "" {
				require.ErrorIs(t, err, errBody)
				assert.ErrorContains(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, string(got))
			assert.True(t, json.Valid(got))
			decoded, err := mergeDecoded([]byte(tt.body), tt.extra)
			require.NoError(t, err)
			assert.JSONEq(t, string(decoded), string(got), "splice and general path agree")
		})
	}
}

// TestGoOpenAIBodiesTakeTheSplice pins the shape the fast path relies on: go-openai
// encodes the gate's requests with {"model":"" first and none of the merged fields. If
// an upgrade changes that, requests still work (general path) but this test says the
// splice no longer applies.
func TestGoOpenAIBodiesTakeTheSplice(t *testing.T) {
	zero := float32(0)
	seed := 3
	for _, req := range []Request{
		{ID: "completions", Prompt: "Hi", MaxTokens: 5, MinTokens: 1, IgnoreEOS: true, CacheSalt: "s", Temperature: &zero, Seed: &seed},
		{ID: "chat", Messages: []Message{{Role: "user", Content: "Hi"}}, MaxTokens: 5, IgnoreEOS: true, Temperature: &zero, Seed: &seed},
	} {
		t.Run(req.ID, func(t *testing.T) {
			var raw []byte
			c := newClient(t, Config{BaseURL: "http://127.0.0.1:1/v1", ContinuousUsage: true, ViaGoOpenAI: true})
			c.http.Transport = roundTripFunc(func(r *http.Request) (*http.Response, error) {
				raw, _ = io.ReadAll(r.Body)
				r.Body.Close()
				return nil, errors.New("captured")
			})
			rec := c.Do(testCtx(t), req)
			require.Equal(t, Transport, rec.Class)
			require.NotEmpty(t, raw)
			_, ok, err := splice(raw, c.extra(&req))
			require.NoError(t, err)
			assert.True(t, ok, "go-openai body %s", raw)
		})
	}
}

type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

func TestTransportPassesThroughOtherRequests(t *testing.T) {
	srv := newSSEServer(t, func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		assert.Empty(t, r.Header.Get("X-Request-Id"))
		_, _ = w.Write(b)
	})
	tr := &transport{base: NewTransport(), headers: http.Header{"X-Extra": {"1"}}}
	hc := &http.Client{Transport: tr}
	t.Cleanup(hc.CloseIdleConnections)
	req, err := http.NewRequestWithContext(testCtx(t), http.MethodPost, srv.URL, jsonReader(`{"a":1}`))
	require.NoError(t, err)
	resp, err := hc.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	assert.Equal(t, `{"a":1}`, string(b), "a request without an exchange is sent as is")
}
