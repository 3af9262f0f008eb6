package grade

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// recordingServer answers every chat completion with "ok" and keeps each request's
// decoded JSON body, its raw length and its Content-Length, as they arrived.
type recorded struct {
	path          string
	body          map[string]any
	rawLen        int
	contentLength int64
	auth          string
}

func recordingServer(t *testing.T) (baseURL string, got func() []recorded) {
	t.Helper()
	var mu sync.Mutex
	var reqs []recorded
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
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
		reqs = append(reqs, recorded{path: r.URL.Path, body: body, rawLen: len(raw), contentLength: r.ContentLength, auth: r.Header.Get("Authorization")})
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"id":"x","object":"chat.completion","model":"m","choices":[{"index":0,"message":{"role":"assistant","content":"ok"},"finish_reason":"stop"}]}`)
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/v1", func() []recorded {
		mu.Lock()
		defer mu.Unlock()
		return append([]recorded(nil), reqs...)
	}
}

// The pinned request goes on the wire with every sampling parameter written out:
// go-openai leaves out temperature 0 (and top_p, n, penalties at 0), and vLLM then
// samples with the model's generation_config defaults instead.
func TestAskSendsEveryPinnedParameter(t *testing.T) {
	half := 0.5
	tests := []struct {
		name   string
		model  string
		params Params
		want   map[string]any
	}{
		{"greedy", "served-model", Params{Temperature: 0, Seed: 20261019, MaxTokens: 600},
			map[string]any{"temperature": 0.0, "top_p": 1.0, "seed": 20261019.0, "max_tokens": 600.0}},
		{"seed_zero_is_sent", "served-model", Params{Seed: 0, MaxTokens: 5},
			map[string]any{"temperature": 0.0, "seed": 0.0, "max_tokens": 5.0}},
		{"fixture_top_p_and_temperature", "served-model", Params{Temperature: 0.25, TopP: &half, Seed: 1, MaxTokens: 50},
			map[string]any{"temperature": 0.25, "top_p": 0.5}},
		// go-openai refuses max_tokens for reasoning-model names; a vLLM may serve under any.
		{"reasoning_model_name", "gpt-5-mini", Params{Seed: 7, MaxTokens: 40},
			map[string]any{"model": "gpt-5-mini", "max_tokens": 40.0, "temperature": 0.0}},
	}
	// Always on the wire whatever the fixture says: the neutral values of the knobs a
	// model's generation_config may set.
	always := map[string]any{"stream": false, "n": 1.0, "top_k": -1.0, "min_p": 0.0,
		"presence_penalty": 0.0, "frequency_penalty": 0.0, "repetition_penalty": 1.0}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			base, got := recordingServer(t)
			c := &Case{ID: "de-x", Lang: "de", Request: Request{
				System:   "Antworte <kurz> & höflich.",
				Messages: []Message{{Role: "user", Content: "Frage"}},
				Params:   tt.params,
			}}
			target, err := Open(t.Context(), base, tt.model, "sk-test", "", nil)
			require.NoError(t, err)
			defer target.Close()
			a, err := target.Ask(t.Context(), c)
			require.NoError(t, err)
			assert.Equal(t, Answer{Text: "ok", FinishReason: "stop"}, a)

			reqs := got()
			require.Len(t, reqs, 1)
			r := reqs[0]
			assert.Equal(t, "/v1/chat/completions", r.path)
			assert.Equal(t, "Bearer sk-test", r.auth)
			assert.Equal(t, int64(r.rawLen), r.contentLength, "Content-Length matches the rewritten body")
			assert.Equal(t, tt.model, r.body["model"])
			for k, v := range tt.want {
				require.Contains(t, r.body, k, "%s must be on the wire", k)
				assert.Equal(t, v, r.body[k], "field %s", k)
			}
			for k, v := range always {
				require.Contains(t, r.body, k, "%s must be on the wire", k)
				assert.Equal(t, v, r.body[k], "field %s", k)
			}
			assert.NotContains(t, r.body, "max_completion_tokens")
			assert.Equal(t, []any{
				map[string]any{"role": "system", "content": "Antworte <kurz> & höflich."},
				map[string]any{"role": "user", "content": "Frage"},
			}, r.body["messages"])
		})
	}
}

// Every shipped fixture's request carries its own pinned parameters.
func TestShippedFixturesPinOnTheWire(t *testing.T) {
	cases, err := Load("../../fixtures/quality")
	require.NoError(t, err)
	base, got := recordingServer(t)
	target, err := Open(t.Context(), base, "served-model", "", "", nil)
	require.NoError(t, err)
	defer target.Close()
	for i, c := range cases {
		t.Run(c.ID, func(t *testing.T) {
			_, err := target.Ask(t.Context(), c)
			require.NoError(t, err)
			reqs := got()
			require.Len(t, reqs, i+1)
			body := reqs[i].body
			for _, k := range []string{"temperature", "top_p", "seed", "max_tokens", "model"} {
				require.Contains(t, body, k)
			}
			assert.InDelta(t, float64(c.Request.Params.Temperature), body["temperature"], 1e-9)
			assert.Equal(t, strconv.Itoa(c.Request.Params.Seed), strconv.FormatFloat(body["seed"].(float64), 'f', -1, 64))
			assert.InDelta(t, float64(c.Request.Params.MaxTokens), body["max_tokens"], 0)
		})
	}
}

func TestLoadChecksParams(t *testing.T) {
	tests := []struct {
		name, params, wantErr string
	}{
		{"valid", "{temperature: 0, seed: 1, max_tokens: 50}", ""},
		{"top_p", "{temperature: 0, top_p: 0.9, seed: 1, max_tokens: 50}", ""},
		{"negative_temperature", "{temperature: -1, seed: 1, max_tokens: 50}", "request.params.temperature -1: want 0 or more"},
		{"top_p_zero", "{temperature: 0, top_p: 0, seed: 1, max_tokens: 50}", "request.params.top_p 0: want a share in (0, 1]"},
		{"no_max_tokens", "{temperature: 0, seed: 1}", "request.params.max_tokens must be > 0"},
		{"unknown_param", "{temperature: 0, seed: 1, max_tokens: 50, top_q: 1}", "field top_q not found"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeFixture(t, "de", "de-x", `id: de-x
lang: de
request:
  messages: [{role: user, content: "Frage"}]
  params: `+tt.params+`
golden: "Antwort."
checks:
  - {id: finish, type: finish_reason, equals: stop, severity: critical}
`)
			_, err := Load(dirOf(path))
			if tt.wantErr == "" {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), path)
			assert.Contains(t, err.Error(), tt.wantErr)
		})
	}
}
