package client

import (
	"bytes"
	"io"
	"math"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// wire is a request as it left the client.
type wire struct {
	method, url string
	header      http.Header
	body        []byte
}

// cannedClient returns a client (direct, or via go-openai) whose transport records
// every request as it would go on the wire and answers with status and body.
func cannedClient(t *testing.T, cfg Config, status int, body string) (*Client, *[]wire) {
	t.Helper()
	var got []wire
	cfg.HTTPClient = &http.Client{Transport: roundTripFunc(func(r *http.Request) (*http.Response, error) {
		raw, err := io.ReadAll(r.Body)
		require.NoError(t, err)
		r.Body.Close()
		require.Equal(t, int64(len(raw)), r.ContentLength, "Content-Length")
		got = append(got, wire{r.Method, r.URL.String(), r.Header.Clone(), raw})
		ct := "text/event-stream"
		if status >= 300 {
			ct = "application/json"
		}
		return &http.Response{StatusCode: status, Status: http.StatusText(status), Header: http.Header{"Content-Type": {ct}},
			Body: io.NopCloser(strings.NewReader(body)), Request: r}, nil
	})}
	return newClient(t, cfg), &got
}

const cannedStream = "data: {\"choices\":[{\"index\":0,\"text\":\"a\",\"finish_reason\":null}]}\n\n" +
	"data: {\"choices\":[{\"index\":0,\"text\":\"b\",\"finish_reason\":\"length\"}]}\n\n" +
	"data: {\"choices\":[],\"usage\":{\"prompt_tokens\":3,\"completion_tokens\":2}}\n\ndata: [DONE]\n\n"

// TestDirectRequestMatchesGoOpenAI is the differential test of the direct request
// path against go-openai's (Config.ViaGoOpenAI): for requests of every shape —
// chat and completions, every vLLM extra, strings that encoding/json escapes (HTML,
// U+2028, control characters, invalid UTF-8), empty contents, odd model names — the
// request on the wire is the same: method, URL, every header and the body byte for
// byte; and the records agree.
func TestDirectRequestMatchesGoOpenAI(t *testing.T) {
	zero, warm, tiny := float32(0), float32(0.7), float32(1e-7)
	seed, neg := 7, -3
	long := strings.Repeat("Grüße <b>&amp;</b> 髙橋 ", 4000)
	reqs := []Request{
		{ID: "chat", Messages: []Message{{Role: "system", Content: "Be brief."}, {Role: "user", Content: "Hi"}}, MaxTokens: 12, IgnoreEOS: true},
		{ID: "chat-all", Messages: []Message{{Role: "user", Content: "<x> & \u2028 \x01 \"q\" \\"}}, MaxTokens: 5, MinTokens: 2,
			IgnoreEOS: true, CacheSalt: "s<&>", Temperature: &warm, Seed: &seed},
		{ID: "chat-empty-content", Messages: []Message{{Role: "assistant"}, {Role: "", Content: "x"}}, Temperature: &zero, Seed: &neg},
		{ID: "chat-invalid-utf8", Messages: []Message{{Role: "user", Content: "a\xffb\xc3"}}, MaxTokens: 1},
		{ID: "chat-long", Messages: []Message{{Role: "user", Content: long}}, MaxTokens: 64, CacheSalt: "salt"},
		{ID: "chat-session-turn", Messages: []Message{{Role: "user", Content: "Hi"}, {Role: "assistant", Content: "Hello"}, {Role: "user", Content: "Again"}},
			MaxTokens: 2, Headers: map[string]string{"X-Session-ID": "run-s1", "x-extra": "2"}, Session: "run-s1", Turn: 2},
		{ID: "completion", Prompt: "Hello there", MaxTokens: 3},
		{ID: "completion-all", Prompt: "Hi <b>&</b>", MaxTokens: 40, MinTokens: 10, IgnoreEOS: true, CacheSalt: "salt-1", Temperature: &tiny, Seed: &seed},
		{ID: "completion-empty", Prompt: ""},
		{ID: "", Prompt: "no id"},
		{ID: "completion-long", Prompt: long, Seed: &neg},
	}
	cfgs := map[string]Config{
		"plain":   {Model: "tiny"},
		"all":     {Model: "m<1> é", APIKey: "sk-test", ContinuousUsage: true, Headers: map[string]string{"X-Sim-Fault": "kind=stall", "x-extra": "1"}},
		"catalog": {Model: "gpt-4o", BaseURL: "http://127.0.0.1:1/prefix/v1/"},
	}
	for name, cfg := range cfgs {
		for _, req := range reqs {
			t.Run(name+"/"+req.ID, func(t *testing.T) {
				if cfg.BaseURL == "" {
					cfg.BaseURL = "http://127.0.0.1:1/v1"
				}
				via := cfg
				via.ViaGoOpenAI = true
				direct, dw := cannedClient(t, cfg, http.StatusOK, cannedStream)
				ref, rw := cannedClient(t, via, http.StatusOK, cannedStream)
				dr, rr := direct.Do(testCtx(t), req), ref.Do(testCtx(t), req)
				require.Len(t, *dw, 1)
				require.Len(t, *rw, 1)
				d, r := (*dw)[0], (*rw)[0]
				assert.Equal(t, r.method, d.method)
				assert.Equal(t, r.url, d.url)
				assert.Equal(t, r.header, d.header)
				if !bytes.Equal(r.body, d.body) {
					t.Errorf("bodies differ:\ngo-openai %.300s\ndirect    %.300s", r.body, d.body)
				}
				assertSameRecord(t, rr, dr)
			})
		}
	}
}

// TestDirectErrorsMatchGoOpenAI: every failure before the stream is classified and
// explained alike on both paths (apiError is go-openai's handleErrorResp).
func TestDirectErrorsMatchGoOpenAI(t *testing.T) {
	tests := []struct {
		name   string
		status int
		body   string
		req    Request
	}{
		{"openai-error", 400, `{"error":{"message":"max_tokens is too large","type":"invalid_request_error","param":"max_tokens","code":null}}`, chat("r", 3)},
		{"vllm-flat-error", 400, `{"object":"error","message":"This model's maximum context length is 8 tokens","type":"BadRequestError","param":null,"code":400}`, chat("r", 3)},
		{"message-array", 422, `{"error":{"message":["a","b"],"type":"x"}}`, completion("r", 3)},
		{"plain-text", 502, `Bad Gateway`, completion("r", 3)},
		{"empty", 503, ``, completion("r", 3)},
		{"error-null", 500, `{"error":null}`, completion("r", 3)},
		{"not-found", 404, `{"detail":"Not Found"}`, chat("r", 3)},
		{"rate-limit", 429, `{"error":{"message":"slow down","type":"rate_limit","code":"429"}}`, chat("r", 3)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := Config{BaseURL: "http://127.0.0.1:1/v1", APIKey: "sk-secret"}
			via := cfg
			via.ViaGoOpenAI = true
			direct, _ := cannedClient(t, cfg, tt.status, tt.body)
			ref, _ := cannedClient(t, via, tt.status, tt.body)
			dr, rr := direct.Do(testCtx(t), tt.req), ref.Do(testCtx(t), tt.req)
			assert.NotEqual(t, OK, dr.Class)
			assertSameRecord(t, rr, dr)
		})
	}
}

// TestDirectBodyErrorIsMalformed: a body that cannot be encoded (a NaN temperature)
// is Malformed on both paths, and nothing is sent. The one difference: go-openai's
// path finds it inside http.Client, whose error names the URL it never posted to.
func TestDirectBodyErrorIsMalformed(t *testing.T) {
	nan := float32(math.NaN())
	req := Request{ID: "r", Prompt: "x", Temperature: &nan}
	cfg := Config{BaseURL: "http://127.0.0.1:1/v1"}
	via := cfg
	via.ViaGoOpenAI = true
	direct, dw := cannedClient(t, cfg, http.StatusOK, cannedStream)
	ref, _ := cannedClient(t, via, http.StatusOK, cannedStream)
	dr, rr := direct.Do(testCtx(t), req), ref.Do(testCtx(t), req)
	assert.Equal(t, Malformed, dr.Class)
	assert.Equal(t, rr.Class, dr.Class)
	assert.Equal(t, "request body: field temperature: json: unsupported value: NaN", dr.Err)
	assert.True(t, strings.HasSuffix(rr.Err, dr.Err), "go-openai path: %s", rr.Err)
	assert.Empty(t, *dw, "nothing sent")
}

// assertSameRecord compares two records of the same request without their times.
func assertSameRecord(t *testing.T, want, got Record) {
	t.Helper()
	assert.Equal(t, want.Class, got.Class)
	assert.Equal(t, want.Err, got.Err)
	assert.Equal(t, want.Status, got.Status)
	assert.Equal(t, want.FinishReason, got.FinishReason)
	assert.Equal(t, want.OutputTokens, got.OutputTokens)
	assert.Equal(t, want.PromptTokens, got.PromptTokens)
	assert.Len(t, got.Events, len(want.Events))
}
