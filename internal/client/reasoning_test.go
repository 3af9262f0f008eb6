package client

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// reasoningDelta is a chat chunk whose delta is the JSON object fields (without
// braces), finish "" leaving finish_reason null.
func reasoningDelta(fields, finish string) string {
	f := "null"
	if finish != "" {
		f = `"` + finish + `"`
	}
	return fmt.Sprintf(`{"id":"chatcmpl-1","object":"chat.completion.chunk","model":"tiny","choices":[{"index":0,"delta":{%s},"logprobs":null,"finish_reason":%s}]}`, fields, f)
}

const roleChunk = `{"id":"chatcmpl-1","object":"chat.completion.chunk","model":"tiny","choices":[{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}]}`

// TestReasoningStreams: a reasoning model's thinking is timed apart from its answer.
// TTFT stays the first event of any kind, as vllm bench serve has it; TTFO is the
// first event with answer text; the thinking is counted from the events, or taken
// from usage.completion_tokens_details.reasoning_tokens when the server sends it.
// Each stream pauses before its answer, so that TTFO is measurably later than TTFT.
func TestReasoningStreams(t *testing.T) {
	const pause = 40 * time.Millisecond
	tests := []struct {
		name string
		chat bool
		// before are the events sent at once, after those sent after pause.
		before, after []string
		wantTTFO      bool // an answer came, after the pause
		wantEvents    int
		reasoning     int
		fromUsage     bool
	}{
		{
			name: "reasoning-content-vllm",
			chat: true,
			before: []string{roleChunk,
				reasoningDelta(`"reasoning_content":"Let"`, ""), reasoningDelta(`"reasoning_content":" me"`, ""), reasoningDelta(`"reasoning_content":" think"`, "")},
			after:      []string{reasoningDelta(`"content":"Yes"`, ""), reasoningDelta(`"content":"."`, "stop"), usageChunk},
			wantTTFO:   true,
			wantEvents: 6, reasoning: 3,
		},
		{
			name: "reasoning-newer-vllm",
			chat: true,
			before: []string{roleChunk,
				reasoningDelta(`"reasoning":"Hmm"`, ""), reasoningDelta(`"reasoning":"."`, "")},
			after:      []string{reasoningDelta(`"content":"No"`, "stop")},
			wantTTFO:   true,
			wantEvents: 4, reasoning: 2,
		},
		{
			// One step ends the thinking and starts the answer: the answer starts there.
			name: "mixed-event",
			chat: true,
			before: []string{roleChunk,
				reasoningDelta(`"reasoning_content":"a"`, "")},
			after:      []string{reasoningDelta(`"reasoning_content":"b","content":"c"`, ""), reasoningDelta(`"content":"d"`, "stop")},
			wantTTFO:   true,
			wantEvents: 4, reasoning: 2,
		},
		{
			// Empty reasoning and content fields carry nothing: only the answer's
			// text, after the pause, is the first output token.
			name: "empty-fields-are-not-output",
			chat: true,
			before: []string{roleChunk,
				reasoningDelta(`"reasoning_content":"","content":""`, ""), reasoningDelta(`"reasoning":null,"content":null`, "")},
			after:      []string{reasoningDelta(`"content":"x"`, "stop")},
			wantTTFO:   true,
			wantEvents: 4, reasoning: 0,
		},
		{
			// A model cut off by max_tokens while it thinks: a successful request
			// with no answer, so no TTFO.
			name: "reasoning-only",
			chat: true,
			before: []string{roleChunk,
				reasoningDelta(`"reasoning_content":"one"`, ""), reasoningDelta(`"reasoning_content":" two"`, "length")},
			wantEvents: 3, reasoning: 2,
		},
		{
			// The server's own count wins over the events': only it knows how its
			// tokens split.
			name: "usage-reasoning-tokens",
			chat: true,
			before: []string{roleChunk,
				reasoningDelta(`"reasoning_content":"thinking hard"`, "")},
			after: []string{reasoningDelta(`"content":"ok"`, "stop"),
				`{"choices":[],"usage":{"prompt_tokens":5,"completion_tokens":9,"completion_tokens_details":{"reasoning_tokens":7}}}`},
			wantTTFO:   true,
			wantEvents: 3, reasoning: 7, fromUsage: true,
		},
		{
			// A non-reasoning model: TTFO is the first content event, at TTFT's step.
			name:       "plain-chat",
			chat:       true,
			before:     []string{roleChunk, reasoningDelta(`"content":"Hi"`, "")},
			after:      []string{reasoningDelta(`"content":"!"`, "stop")},
			wantTTFO:   true,
			wantEvents: 3,
		},
		{
			// Completions have no reasoning field: the first text is the output.
			name:       "plain-completion",
			before:     []string{completionChunk("a", "")},
			after:      []string{completionChunk("b", "stop")},
			wantTTFO:   true,
			wantEvents: 2,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := newSSEServer(t, func(w http.ResponseWriter, r *http.Request) {
				startSSE(w)
				writeSSE(w, tt.before...)
				if len(tt.after) > 0 {
					time.Sleep(pause)
					writeSSE(w, tt.after...)
				}
				writeSSE(w, "[DONE]")
			})
			c := newClient(t, Config{BaseURL: srv.URL + "/v1", Timeout: 5 * time.Second})
			req := completion(tt.name, 8)
			if tt.chat {
				req = chat(tt.name, 8)
			}
			rec := c.Do(testCtx(t), req)
			require.Equal(t, OK, rec.Class, "err: %s", rec.Err)
			require.Len(t, rec.Events, tt.wantEvents)
			assert.Equal(t, rec.Events[0].At.Sub(rec.Sent), rec.TTFT, "TTFT is the first event of any kind")
			assert.Equal(t, tt.wantTTFO, rec.HasTTFO, "HasTTFO")
			switch {
			case !tt.wantTTFO:
				assert.Zero(t, rec.TTFO)
			case tt.name == "plain-chat" || tt.name == "plain-completion":
				assert.Less(t, rec.TTFO, pause, "without thinking the answer starts with the first token")
				assert.GreaterOrEqual(t, rec.TTFO, rec.TTFT)
			default:
				assert.GreaterOrEqual(t, rec.TTFO-rec.TTFT, pause, "the answer started after the pause")
				assert.Less(t, rec.TTFT, pause, "TTFT is the thinking's first token")
			}
			assert.Equal(t, tt.reasoning, rec.ReasoningTokens, "reasoning tokens")
			assert.Equal(t, tt.fromUsage, rec.ReasoningFromUsage, "ReasoningFromUsage")
		})
	}
}

// TestReasoningFromEventTokens: with continuous usage stats each event's tokens are
// exact, and the thinking is the tokens of the events that carried it (a mixed event
// giving all but one to the thinking).
func TestReasoningFromEventTokens(t *testing.T) {
	srv := newSSEServer(t, func(w http.ResponseWriter, r *http.Request) {
		startSSE(w)
		writeSSE(w,
			`{"choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}],"usage":{"prompt_tokens":4,"completion_tokens":0}}`,
			`{"choices":[{"index":0,"delta":{"reasoning_content":"abc"},"finish_reason":null}],"usage":{"prompt_tokens":4,"completion_tokens":3}}`,
			`{"choices":[{"index":0,"delta":{"reasoning_content":"d","content":"ef"},"finish_reason":null}],"usage":{"prompt_tokens":4,"completion_tokens":6}}`,
			`{"choices":[{"index":0,"delta":{"content":"g"},"finish_reason":"stop"}],"usage":{"prompt_tokens":4,"completion_tokens":7}}`,
			`{"choices":[],"usage":{"prompt_tokens":4,"completion_tokens":7}}`,
			"[DONE]")
	})
	c := newClient(t, Config{BaseURL: srv.URL + "/v1", Timeout: 5 * time.Second, ContinuousUsage: true})
	rec := c.Do(testCtx(t), chat("tokens", 8))
	require.Equal(t, OK, rec.Class, "err: %s", rec.Err)
	require.Len(t, rec.Events, 4)
	assert.Equal(t, []int{0, 3, 3, 1}, []int{rec.Events[0].Tokens, rec.Events[1].Tokens, rec.Events[2].Tokens, rec.Events[3].Tokens})
	assert.Equal(t, 3+2, rec.ReasoningTokens, "3 in the thinking event, all but one of the mixed one's 3")
	assert.False(t, rec.ReasoningFromUsage)
	assert.Equal(t, 7, rec.OutputTokens, "output tokens include the thinking, as usage.completion_tokens does")
	assert.Equal(t, rec.Events[2].At.Sub(rec.Sent), rec.TTFO, "the answer starts in the mixed event")
}

// TestReasoningAgainstSimulator: the simulator's reasoning model, read through the
// client: its role chunk gives TTFT, its thinking is counted token by token, and the
// first answer step gives TTFO.
func TestReasoningAgainstSimulator(t *testing.T) {
	tests := []struct {
		name       string
		continuous bool
	}{{"estimated-counts", false}, {"continuous-usage", true}}
	s := newSim(t, "reasoning_tokens=4,time_scale=10")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newClient(t, Config{BaseURL: s.URL() + "/v1", ContinuousUsage: tt.continuous})
			rec := c.Do(testCtx(t), chat(tt.name, 10))
			require.Equal(t, OK, rec.Class, "err: %s", rec.Err)
			require.Len(t, rec.Events, 11, "the role chunk and one event per token")
			assert.Equal(t, 4, rec.ReasoningTokens)
			assert.False(t, rec.ReasoningFromUsage, "vLLM's usage has no reasoning_tokens")
			assert.Equal(t, 10, rec.OutputTokens)
			require.True(t, rec.HasTTFO)
			assert.Equal(t, rec.Events[5].At.Sub(rec.Sent), rec.TTFO, "the answer starts after the role chunk and 4 thinking steps")
			assert.Equal(t, rec.Events[0].At.Sub(rec.Sent), rec.TTFT)
		})
	}
}
