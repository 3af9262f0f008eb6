package client

import (
	"context"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNewValidatesConfig(t *testing.T) {
	tests := []struct {
		name    string
		cfg     Config
		wantErr string // "" for a valid config
	}{
		{name: "valid", cfg: Config{BaseURL: "http://127.0.0.1:8000/v1", Model: "m"}},
		{name: "valid-trailing-slash", cfg: Config{BaseURL: "https://gw.example/vllm/v1/", Model: "m"}},
		{name: "valid-prefix-path", cfg: Config{BaseURL: "http://host/team/llm/v1", Model: "m", Timeout: time.Second}},
		{name: "empty-base-url", cfg: Config{Model: "m"}, wantErr: "BaseURL is empty"},
		{name: "bad-scheme", cfg: Config{BaseURL: "ftp://host/v1", Model: "m"}, wantErr: "BaseURL"},
		{name: "no-scheme", cfg: Config{BaseURL: "127.0.0.1:8000/v1", Model: "m"}, wantErr: "BaseURL"},
		{name: "no-host", cfg: Config{BaseURL: "http:///v1", Model: "m"}, wantErr: "BaseURL http:///v1 has no host"},
		{name: "no-v1", cfg: Config{BaseURL: "http://host:8000", Model: "m"}, wantErr: "does not end in /v1"},
		{name: "v1-not-last", cfg: Config{BaseURL: "http://host:8000/v1/chat", Model: "m"}, wantErr: "does not end in /v1"},
		{name: "v10-is-not-v1", cfg: Config{BaseURL: "http://host:8000/v10", Model: "m"}, wantErr: "does not end in /v1"},
		{name: "credentials-in-url", cfg: Config{BaseURL: "http://user:pw@host:8000/v1", Model: "m"}, wantErr: "carries credentials"},
		{name: "query", cfg: Config{BaseURL: "http://host:8000/v1?x=1", Model: "m"}, wantErr: "no query"},
		{name: "empty-model", cfg: Config{BaseURL: "http://host/v1"}, wantErr: "Model is empty"},
		{name: "negative-timeout", cfg: Config{BaseURL: "http://host/v1", Model: "m", Timeout: -time.Second}, wantErr: "Timeout"},
		{name: "header-authorization", cfg: Config{BaseURL: "http://host/v1", Model: "m", Headers: map[string]string{"authorization": "Bearer x"}}, wantErr: "Headers may not set Authorization"},
		{name: "header-content-length", cfg: Config{BaseURL: "http://host/v1", Model: "m", Headers: map[string]string{"Content-Length": "3"}}, wantErr: "Headers may not set Content-Length"},
		{name: "header-bad-name", cfg: Config{BaseURL: "http://host/v1", Model: "m", Headers: map[string]string{"X Bad": "1"}}, wantErr: "not a valid header name"},
		{name: "header-control-character", cfg: Config{BaseURL: "http://host/v1", Model: "m", Headers: map[string]string{"X-\x1fBad": "1"}}, wantErr: "not a valid header name"},
		{name: "header-del", cfg: Config{BaseURL: "http://host/v1", Model: "m", Headers: map[string]string{"X-\x7fBad": "1"}}, wantErr: "not a valid header name"},
		{name: "header-non-ascii", cfg: Config{BaseURL: "http://host/v1", Model: "m", Headers: map[string]string{"X-Grüße": "1"}}, wantErr: "not a valid header name"},
		{name: "header-separator", cfg: Config{BaseURL: "http://host/v1", Model: "m", Headers: map[string]string{"X-A:B": "1"}}, wantErr: "not a valid header name"},
		{name: "header-empty-name", cfg: Config{BaseURL: "http://host/v1", Model: "m", Headers: map[string]string{"": "1"}}, wantErr: "not a valid header name"},
		{name: "header-tilde-is-a-token", cfg: Config{BaseURL: "http://host/v1", Model: "m", Headers: map[string]string{"X-A~B": "1"}}},
		{name: "header-line-break", cfg: Config{BaseURL: "http://host/v1", Model: "m", Headers: map[string]string{"X-A": "1\r\nX-B: 2"}}, wantErr: "line break"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := New(tt.cfg)
			if tt.wantErr == "" {
				require.NoError(t, err)
				c.CloseIdleConnections()
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.wantErr)
			assert.Equal(t, strings.ToLower(err.Error()[:1]), err.Error()[:1], "errors start lowercase")
		})
	}
}

// simCase is one request against the simulator and how it must end.
type simCase struct {
	name        string
	spec        string // simulator settings after preset=tiny
	req         Request
	fault       string // X-Sim-Fault
	timeout     time.Duration
	continuous  bool
	cancelAfter time.Duration // cancel the caller's context this long after Do starts
	// settle keeps the simulator up this long after Do started, for a request the
	// client abandoned while the simulator's handler still runs: sim.Server.Close
	// waits for in-flight handlers with a WaitGroup whose first Add is not ordered
	// before that Wait, which the race detector reports when a handler is still
	// running at Close. By default the test waits briefly after abandoning a request.
	settle     time.Duration
	want       Class
	wantStatus int
	check      func(t *testing.T, rec Record, elapsed time.Duration)
}

// TestClassifySimulatorFaults runs every simulator fault kind through the client. The
// simulator runs 10× faster than real time: a simulated 1s is 100 ms of wall time.
func TestClassifySimulatorFaults(t *testing.T) {
	tests := []simCase{
		{
			name: "ok-completions", req: completion("ok-completions", 6), want: OK, wantStatus: 200,
			check: func(t *testing.T, rec Record, _ time.Duration) {
				require.Len(t, rec.Events, 6)
				assert.Equal(t, "length", rec.FinishReason)
				assert.True(t, rec.HasUsage)
				assert.Equal(t, 6, rec.CompletionTokens)
				assert.Equal(t, 6, rec.OutputTokens)
				assert.Positive(t, rec.PromptTokens)
				assert.False(t, rec.HasCached, "a first request hits nothing, and like vLLM the simulator then leaves prompt_tokens_details out")
				assert.True(t, rec.TokensEstimated)
				for _, ev := range rec.Events {
					assert.Equal(t, 1, ev.Tokens)
				}
				assertTimes(t, rec)
			},
		},
		{
			name: "ok-chat-role-chunk-is-first-event", req: chat("ok-chat", 6), want: OK, wantStatus: 200,
			check: func(t *testing.T, rec Record, _ time.Duration) {
				require.Len(t, rec.Events, 7, "role chunk and 6 tokens")
				assert.Equal(t, 0, rec.Events[0].Tokens, "the role chunk carries no token")
				assert.Equal(t, 6, rec.OutputTokens)
				assert.Equal(t, rec.Events[0].At.Sub(rec.Sent), rec.TTFT, "TTFT is at the role chunk")
				assertTimes(t, rec)
			},
		},
		{
			name: "ok-chat-continuous-usage", req: chat("ok-chat-cu", 6), continuous: true, want: OK, wantStatus: 200,
			check: func(t *testing.T, rec Record, _ time.Duration) {
				require.Len(t, rec.Events, 7)
				assert.False(t, rec.TokensEstimated)
				assert.Equal(t, 0, rec.Events[0].Tokens)
				sum := 0
				for _, ev := range rec.Events {
					sum += ev.Tokens
				}
				assert.Equal(t, 6, sum)
				assert.Equal(t, 6, rec.OutputTokens)
			},
		},
		{
			name: "ok-without-prompt-tokens-details", spec: "prompt_tokens_details=false", req: completion("no-details", 3), want: OK, wantStatus: 200,
			check: func(t *testing.T, rec Record, _ time.Duration) {
				assert.True(t, rec.HasUsage)
				assert.False(t, rec.HasCached, "absent is not the same as 0")
			},
		},
		{
			name: "ok-vllm-extras-accepted",
			req:  Request{ID: "extras", Prompt: "Hi", MaxTokens: 8, MinTokens: 8, CacheSalt: "s1", Temperature: new(float32(0))},
			want: OK, wantStatus: 200,
			check: func(t *testing.T, rec Record, _ time.Duration) {
				assert.Equal(t, 8, rec.OutputTokens, "min_tokens reached the simulator")
			},
		},
		{name: "http-error-400", req: completion("e400", 6), fault: "kind=http_error,code=400", want: HTTPError, wantStatus: 400, check: errContains("simulated fault: http_error 400")},
		{name: "http-error-503", req: chat("e503", 6), fault: "kind=http_error,code=503", want: HTTPError, wantStatus: 503, check: errContains("http 503: simulated fault")},
		{name: "queue-full-429", req: completion("q429", 6), fault: "kind=queue_full", want: HTTPError, wantStatus: 429, check: errContains("waiting queue is full")},
		{name: "unhealthy-500", req: completion("u500", 6), fault: "kind=unhealthy,window=1s", want: HTTPError, wantStatus: 500, check: errContains("unhealthy")},
		{
			name: "drop-is-transport", req: chat("drop", 6), fault: "kind=drop,after_tokens=2", want: Transport, wantStatus: 200,
			check: func(t *testing.T, rec Record, _ time.Duration) {
				assert.Len(t, rec.Events, 3, "role chunk and 2 tokens before the connection dropped")
				assert.Contains(t, rec.Err, "unexpected EOF")
			},
		},
		{
			name: "midstream-error", req: completion("mid", 6), fault: "kind=midstream_error,after_tokens=2", want: Midstream, wantStatus: 200,
			check: func(t *testing.T, rec Record, _ time.Duration) {
				assert.Len(t, rec.Events, 2)
				assert.Contains(t, rec.Err, "simulated fault: midstream_error")
				assert.Empty(t, rec.FinishReason)
			},
		},
		{
			name: "malformed-chunk", req: chat("bad", 6), fault: "kind=malformed_chunk,after_tokens=1", want: Malformed, wantStatus: 200,
			check: func(t *testing.T, rec Record, _ time.Duration) {
				assert.Len(t, rec.Events, 2, "role chunk and 1 token before the bad chunk")
				assert.Contains(t, rec.Err, "malformed chunk")
			},
		},
		{
			name: "stall-past-timeout", req: completion("stall-timeout", 6), fault: "kind=stall,after_tokens=2,dur=30s",
			timeout: 300 * time.Millisecond, want: Timeout, wantStatus: 200,
			check: func(t *testing.T, rec Record, elapsed time.Duration) {
				assert.Len(t, rec.Events, 2)
				assert.Less(t, elapsed, 2*time.Second, "the deadline ends the wait, not the stall")
				assert.GreaterOrEqual(t, elapsed, 300*time.Millisecond)
				assert.Contains(t, rec.Err, "per-request timeout")
			},
		},
		{
			name: "stall-within-timeout-is-ok", req: completion("stall-ok", 6), fault: "kind=stall,after_tokens=2,dur=2s",
			timeout: 5 * time.Second, want: OK, wantStatus: 200,
			check: func(t *testing.T, rec Record, _ time.Duration) {
				itls := rec.ITLs()
				require.Len(t, itls, 5)
				assert.GreaterOrEqual(t, itls[1], 190*time.Millisecond, "the stall shows as one ITL gap: %v", itls)
				assert.Less(t, itls[0], 100*time.Millisecond)
			},
		},
		{
			name: "slow-headers-within-timeout-is-ok", req: completion("slow-ok", 6), fault: "kind=slow_headers,dur=2s",
			timeout: 5 * time.Second, want: OK, wantStatus: 200,
			check: func(t *testing.T, rec Record, _ time.Duration) {
				assert.GreaterOrEqual(t, rec.FirstByte.Sub(rec.Sent), 190*time.Millisecond)
				assert.GreaterOrEqual(t, rec.TTFT, rec.FirstByte.Sub(rec.Sent))
			},
		},
		{
			name: "slow-headers-past-timeout", req: completion("slow-timeout", 6), fault: "kind=slow_headers,dur=2s",
			// The simulator's slow_headers sleep does not notice that the client left.
			timeout: 80 * time.Millisecond, settle: 300 * time.Millisecond, want: Timeout, wantStatus: 0,
			check: func(t *testing.T, rec Record, elapsed time.Duration) {
				assert.True(t, rec.FirstByte.IsZero())
				assert.Empty(t, rec.Events)
				assert.Less(t, elapsed, 190*time.Millisecond, "the deadline ends the wait, not the headers")
			},
		},
		{
			name: "engine-stall-is-ok", req: completion("engine-stall", 6), fault: "kind=engine_stall,dur=2s", want: OK, wantStatus: 200,
			check: func(t *testing.T, rec Record, _ time.Duration) { assert.Len(t, rec.Events, 6) },
		},
		{
			name: "kv-shrink-is-ok", req: completion("kv-shrink", 6), fault: "kind=kv_shrink,blocks=10,window=1s", want: OK, wantStatus: 200,
			check: func(t *testing.T, rec Record, _ time.Duration) { assert.Equal(t, 6, rec.OutputTokens) },
		},
		{
			name: "caller-cancels-mid-stream", req: completion("cancel", 6), fault: "kind=stall,after_tokens=2,dur=30s",
			timeout: 10 * time.Second, cancelAfter: 150 * time.Millisecond, want: Canceled, wantStatus: 200,
			check: func(t *testing.T, rec Record, elapsed time.Duration) {
				assert.Len(t, rec.Events, 2)
				assert.Less(t, elapsed, 2*time.Second)
				assert.Contains(t, rec.Err, "canceled by the caller")
			},
		},
		{
			name: "caller-canceled-before-send", req: completion("pre-cancel", 6), cancelAfter: -1, want: Canceled, wantStatus: 0,
			check: func(t *testing.T, rec Record, _ time.Duration) {
				assert.Empty(t, rec.Events)
				assert.False(t, rec.Sent.IsZero())
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			spec := "time_scale=10"
			if tt.spec != "" {
				spec += "," + tt.spec
			}
			s := newSim(t, spec)
			bodies := newBodyTracker()
			cfg := Config{BaseURL: s.URL() + "/v1", Timeout: tt.timeout, ContinuousUsage: tt.continuous, HTTPClient: &http.Client{Transport: bodies}}
			if tt.fault != "" {
				cfg.Headers = map[string]string{"X-Sim-Fault": tt.fault}
			}
			c := newClient(t, cfg)
			ctx, cancel := context.WithCancel(testCtx(t))
			defer cancel()
			switch {
			case tt.cancelAfter < 0:
				cancel()
			case tt.cancelAfter > 0:
				stop := time.AfterFunc(tt.cancelAfter, cancel)
				defer stop.Stop()
			}
			start := time.Now()
			rec := c.Do(ctx, tt.req)
			elapsed := time.Since(start)
			t.Logf("class=%s status=%d events=%d err=%q", rec.Class, rec.Status, len(rec.Events), rec.Err)
			require.Equal(t, tt.want, rec.Class, "err: %s", rec.Err)
			assert.Equal(t, tt.wantStatus, rec.Status)
			assert.Equal(t, tt.req.ID, rec.ID)
			assert.Zero(t, bodies.open.Load(), "every response body is closed")
			if tt.want == OK {
				assert.Empty(t, rec.Err)
			} else {
				assert.NotEmpty(t, rec.Err, "every failure says why")
			}
			if tt.check != nil {
				tt.check(t, rec, elapsed)
			}
			switch {
			case tt.settle > 0:
				time.Sleep(time.Until(start.Add(tt.settle)))
			case rec.Class == Timeout || rec.Class == Canceled || rec.Class == Transport:
				time.Sleep(20 * time.Millisecond)
			}
		})
	}
}

// assertTimes checks the ordering every complete record has: Sent ≤ FirstByte ≤
// first event ≤ last event, with TTFT and E2EL measured from Sent.
func assertTimes(t testing.TB, rec Record) {
	t.Helper()
	require.NotEmpty(t, rec.Events)
	assert.False(t, rec.FirstByte.Before(rec.Sent))
	assert.False(t, rec.Events[0].At.Before(rec.FirstByte))
	assert.Equal(t, rec.Events[0].At.Sub(rec.Sent), rec.TTFT)
	assert.Equal(t, rec.Events[len(rec.Events)-1].At.Sub(rec.Sent), rec.E2EL)
	assert.GreaterOrEqual(t, rec.E2EL, rec.TTFT)
	for i := 1; i < len(rec.Events); i++ {
		assert.False(t, rec.Events[i].At.Before(rec.Events[i-1].At))
	}
}

func errContains(s string) func(t *testing.T, rec Record, _ time.Duration) {
	return func(t *testing.T, rec Record, _ time.Duration) {
		assert.Contains(t, rec.Err, s)
	}
}

func TestConnectionRefusedIsTransport(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	require.NoError(t, ln.Close())
	c := newClient(t, Config{BaseURL: "http://" + addr + "/v1", Timeout: 5 * time.Second})
	rec := c.Do(testCtx(t), completion("refused", 4))
	assert.Equal(t, Transport, rec.Class)
	assert.Contains(t, rec.Err, "connection refused")
	assert.Zero(t, rec.Status)
	assert.True(t, rec.FirstByte.IsZero())
}

// sseCase is one scripted server behaviour and how the client must classify it.
type sseCase struct {
	name    string
	chat    bool
	handler http.HandlerFunc
	want    Class
	check   func(t *testing.T, rec Record)
}

func TestClassifyScriptedStreams(t *testing.T) {
	tests := []sseCase{
		{
			name: "truncated-clean-close-without-done",
			handler: func(w http.ResponseWriter, r *http.Request) {
				startSSE(w)
				writeSSE(w, completionChunk("a", ""), completionChunk("b", ""))
			},
			want: Truncated,
			check: func(t *testing.T, rec Record) {
				assert.Len(t, rec.Events, 2)
				assert.Contains(t, rec.Err, "without a finish_reason")
			},
		},
		{
			name: "truncated-with-done",
			handler: func(w http.ResponseWriter, r *http.Request) {
				startSSE(w)
				writeSSE(w, completionChunk("a", ""), completionChunk("b", ""), usageChunk, "[DONE]")
			},
			want: Truncated,
		},
		{
			name: "truncated-empty-stream",
			handler: func(w http.ResponseWriter, r *http.Request) {
				startSSE(w)
				writeSSE(w, "[DONE]")
			},
			want:  Truncated,
			check: func(t *testing.T, rec Record) { assert.Empty(t, rec.Events); assert.Zero(t, rec.TTFT) },
		},
		{
			name: "finish-without-done-is-ok",
			handler: func(w http.ResponseWriter, r *http.Request) {
				startSSE(w)
				writeSSE(w, completionChunk("a", ""), completionChunk("b", "stop"))
			},
			want: OK,
			check: func(t *testing.T, rec Record) {
				assert.False(t, rec.HasUsage)
				assert.Equal(t, 2, rec.OutputTokens, "no usage: events are counted")
				assert.True(t, rec.TokensEstimated)
				assert.Equal(t, "stop", rec.FinishReason)
			},
		},
		{
			name: "usage-chunk-and-done-do-not-move-e2el",
			handler: func(w http.ResponseWriter, r *http.Request) {
				startSSE(w)
				writeSSE(w, completionChunk("a", ""), completionChunk("b", "length"))
				time.Sleep(60 * time.Millisecond)
				writeSSE(w, usageChunk)
				time.Sleep(60 * time.Millisecond)
				writeSSE(w, "[DONE]")
			},
			want: OK,
			check: func(t *testing.T, rec Record) {
				assert.Equal(t, rec.Events[1].At.Sub(rec.Sent), rec.E2EL)
				assert.Less(t, rec.E2EL, 60*time.Millisecond, "E2EL ends at the last token-bearing event")
				assert.True(t, rec.HasUsage)
				assert.False(t, rec.HasCached)
				assert.Equal(t, 5, rec.PromptTokens)
			},
		},
		{
			name: "continuous-usage-multi-token-events",
			chat: true,
			handler: func(w http.ResponseWriter, r *http.Request) {
				startSSE(w)
				writeSSE(w,
					`{"choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}],"usage":{"prompt_tokens":4,"completion_tokens":0}}`,
					`{"choices":[{"index":0,"delta":{"content":"abc"},"finish_reason":null}],"usage":{"prompt_tokens":4,"completion_tokens":3}}`)
				time.Sleep(30 * time.Millisecond)
				writeSSE(w,
					`{"choices":[{"index":0,"delta":{"content":"de"},"finish_reason":"stop"}],"usage":{"prompt_tokens":4,"completion_tokens":5}}`,
					`{"choices":[],"usage":{"prompt_tokens":4,"completion_tokens":5,"prompt_tokens_details":{"cached_tokens":0}}}`,
					"[DONE]")
			},
			want: OK,
			check: func(t *testing.T, rec Record) {
				require.Len(t, rec.Events, 3)
				assert.Equal(t, []int{0, 3, 2}, []int{rec.Events[0].Tokens, rec.Events[1].Tokens, rec.Events[2].Tokens})
				assert.False(t, rec.TokensEstimated)
				assert.True(t, rec.HasCached, "cached_tokens 0 is reported, not absent")
				assert.Equal(t, 0, rec.CachedTokens)
				perEvent, perToken := rec.ITLs(), rec.ITLsPerToken()
				require.Len(t, perEvent, 2)
				require.Len(t, perToken, 2)
				assert.Equal(t, perEvent[1]/2, perToken[1], "a 2-token event halves its ITL per token")
				tpot, ok := rec.TPOT()
				require.True(t, ok)
				assert.Equal(t, (rec.E2EL-rec.TTFT)/4, tpot)
			},
		},
		{
			name: "not-an-event-stream",
			handler: func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "application/json")
				_, _ = w.Write([]byte(`{"id":"cmpl-1","choices":[{"index":0,"text":"hi","finish_reason":"stop"}]}`))
			},
			want:  Malformed,
			check: func(t *testing.T, rec Record) { assert.Contains(t, rec.Err, "not an event stream") },
		},
		{
			name: "error-event-flat-shape",
			handler: func(w http.ResponseWriter, r *http.Request) {
				startSSE(w)
				writeSSE(w, completionChunk("a", ""), `{"object":"error","message":"boom","type":"InternalServerError","code":500}`, "[DONE]")
			},
			want:  Midstream,
			check: func(t *testing.T, rec Record) { assert.Contains(t, rec.Err, "boom") },
		},
		{
			// After other fields the error event reaches the client's own decoder, not
			// go-openai's: the error's message when it has one, else the error as sent.
			name: "error-event-after-other-fields",
			handler: func(w http.ResponseWriter, r *http.Request) {
				startSSE(w)
				writeSSE(w, completionChunk("a", ""), `{"id":"x","error":{"message":"kv load failed","code":500}}`, "[DONE]")
			},
			want:  Midstream,
			check: func(t *testing.T, rec Record) { assert.Equal(t, "error event after 1 events: kv load failed", rec.Err) },
		},
		{
			// A role chunk without content (servers other than vLLM omit it) carries no
			// token; one that also ends the stream is counted like any final chunk.
			name: "role-chunks-without-content",
			chat: true,
			handler: func(w http.ResponseWriter, r *http.Request) {
				startSSE(w)
				writeSSE(w,
					`{"choices":[{"index":0,"delta":{"role":"assistant"},"finish_reason":null}]}`,
					`{"choices":[{"index":0,"delta":{"content":"a"},"finish_reason":null}]}`,
					`{"choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":"stop"}]}`,
					"[DONE]")
			},
			want: OK,
			check: func(t *testing.T, rec Record) {
				require.Len(t, rec.Events, 3)
				assert.Equal(t, []int{0, 1, 1}, []int{rec.Events[0].Tokens, rec.Events[1].Tokens, rec.Events[2].Tokens})
				assert.Equal(t, 2, rec.OutputTokens)
				assert.True(t, rec.TokensEstimated)
				assert.Equal(t, "stop", rec.FinishReason)
			},
		},
		{
			name: "error-event-message",
			handler: func(w http.ResponseWriter, r *http.Request) {
				startSSE(w)
				writeSSE(w, completionChunk("a", ""), `{"error":{"message":"kv load failed","code":500}}`, "[DONE]")
			},
			want:  Midstream,
			check: func(t *testing.T, rec Record) { assert.Equal(t, "error event after 1 events: kv load failed", rec.Err) },
		},
		{
			name: "error-event-after-other-fields-without-message",
			handler: func(w http.ResponseWriter, r *http.Request) {
				startSSE(w)
				writeSSE(w, `{"id":"x","error":{"code":500,"message":""}}`, "[DONE]")
			},
			want: Midstream,
			check: func(t *testing.T, rec Record) {
				assert.Equal(t, `error event after 0 events: {"code":500,"message":""}`, rec.Err)
			},
		},
		{
			name: "error-event-after-other-fields-string",
			handler: func(w http.ResponseWriter, r *http.Request) {
				startSSE(w)
				writeSSE(w, `{"id":"x","error":"engine died"}`, "[DONE]")
			},
			want:  Midstream,
			check: func(t *testing.T, rec Record) { assert.Equal(t, `error event after 0 events: "engine died"`, rec.Err) },
		},
		{
			// Data events under another content type: the events decide, not the header.
			name: "events-without-event-stream-type",
			handler: func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/plain")
				writeSSE(w, completionChunk("a", ""))
			},
			want:  Truncated,
			check: func(t *testing.T, rec Record) { assert.Len(t, rec.Events, 1) },
		},
		{
			name: "http-error-non-json-body",
			handler: func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/html")
				w.WriteHeader(http.StatusBadGateway)
				_, _ = w.Write([]byte("<html>upstream gone</html>"))
			},
			want: HTTPError,
			check: func(t *testing.T, rec Record) {
				assert.Equal(t, 502, rec.Status)
				assert.Contains(t, rec.Err, "upstream gone")
			},
		},
		{
			name: "sse-comments-are-skipped",
			handler: func(w http.ResponseWriter, r *http.Request) {
				startSSE(w)
				for range 400 { // more than go-openai's default empty-message limit
					_, _ = w.Write([]byte(": ping\n\n"))
				}
				writeSSE(w, completionChunk("a", "stop"), "[DONE]")
			},
			want: OK,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := newSSEServer(t, tt.handler)
			bodies := newBodyTracker()
			c := newClient(t, Config{BaseURL: srv.URL + "/v1", Timeout: 5 * time.Second, HTTPClient: &http.Client{Transport: bodies}})
			req := completion(tt.name, 2)
			if tt.chat {
				req = chat(tt.name, 2)
			}
			rec := c.Do(testCtx(t), req)
			require.Equal(t, tt.want, rec.Class, "err: %s", rec.Err)
			assert.Zero(t, bodies.open.Load(), "every response body is closed")
			if tt.want != OK {
				assert.NotEmpty(t, rec.Err)
			}
			if tt.check != nil {
				tt.check(t, rec)
			}
		})
	}
}

func TestCallerHTTPClientIsWrappedNotModified(t *testing.T) {
	s := newSim(t, "time_scale=10")
	hc := &http.Client{}
	c := newClient(t, Config{BaseURL: s.URL() + "/v1", HTTPClient: hc})
	rec := c.Do(testCtx(t), completion("own-client", 3))
	require.Equal(t, OK, rec.Class, rec.Err)
	assert.Nil(t, hc.Transport, "the caller's client is left as it was")
	http.DefaultTransport.(*http.Transport).CloseIdleConnections()
}

func TestConcurrentRequestsShareTheClient(t *testing.T) {
	s := newSim(t, "time_scale=10")
	c := newClient(t, Config{BaseURL: s.URL() + "/v1", Timeout: 10 * time.Second})
	const n = 16
	recs := make(chan Record, n)
	for i := range n {
		go func() {
			req := completion("c"+string(rune('a'+i)), 5)
			if i%2 == 1 {
				req = chat(req.ID, 5)
			}
			recs <- c.Do(testCtx(t), req)
		}()
	}
	for range n {
		rec := <-recs
		assert.Equal(t, OK, rec.Class, rec.Err)
		assert.Equal(t, 5, rec.OutputTokens)
	}
}
