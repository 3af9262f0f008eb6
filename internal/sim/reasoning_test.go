package sim

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/sim/token"
)

// reasoningChunk is the part of a chat chunk a reasoning stream's test reads.
type reasoningChunk struct {
	Choices []struct {
		Delta struct {
			Role             *string `json:"role"`
			Content          *string `json:"content"`
			ReasoningContent *string `json:"reasoning_content"`
		} `json:"delta"`
		Text         *string `json:"text"`
		FinishReason *string `json:"finish_reason"`
	} `json:"choices"`
	Usage *struct {
		CompletionTokens int `json:"completion_tokens"`
	} `json:"usage"`
}

// TestReasoningStream: with reasoning_tokens=N the first N output tokens of a chat
// answer stream as delta.reasoning_content, then the answer as delta.content, within
// the same max_tokens and usage.completion_tokens; the engine decodes them like any
// token. Completions carry the thinking as plain text, and without the option no
// chunk mentions reasoning.
func TestReasoningStream(t *testing.T) {
	tests := []struct {
		name      string
		reasoning int
		chat      bool
		maxTokens int
		// want is each token chunk's kind in order: r (thinking), c (answer), m (both,
		// the step that ends the thinking), t (text).
		want   string
		finish string
		spec   string // more simulator options
	}{
		{"off", 0, true, 5, "ccccc", "length", ""},
		{"think-then-answer", 3, true, 8, "rrrccccc", "length", ""},
		{"think-past-max-tokens", 10, true, 4, "rrrr", "length", ""},
		{"completions-think-in-text", 3, false, 5, "ttttt", "length", ""},
		// Speculative decoding accepts 3 drafts and a bonus token per step: the
		// second step carries the last 2 thinking tokens and the first 2 answer ones.
		{"one-step-ends-thinking-starts-answer", 3, true, 9, "rmc", "length", "num_speculative_tokens=3,spec_acceptance=1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newSim(t, func(o *Options) {
				o.ReasoningTokens = tt.reasoning
				if tt.spec != "" {
					require.NoError(t, o.ParseSpec(tt.spec, "test"))
				}
			})
			before := scrape(t, s)
			path, body := "/v1/completions", fmt.Sprintf(`{"model":"tiny","prompt":"Where is my order?","max_tokens":%d,"ignore_eos":true,"stream":true,"stream_options":{"include_usage":true}}`, tt.maxTokens)
			if tt.chat {
				path, body = "/v1/chat/completions", fmt.Sprintf(`{"model":"tiny","messages":[{"role":"user","content":"Where is my order?"}],"max_tokens":%d,"ignore_eos":true,"stream":true,"stream_options":{"include_usage":true}}`, tt.maxTokens)
			}
			resp := post(t, s, path, body)
			require.Equal(t, http.StatusOK, resp.StatusCode)
			evs := events(t, resp.Body)
			if tt.chat {
				require.Contains(t, evs[0], `"delta":{"role":"assistant","content":""}`, "the role chunk comes first, as without thinking")
				evs = evs[1:]
			}
			require.Equal(t, "[DONE]", evs[len(evs)-1])
			var kinds strings.Builder
			var thinking, answer strings.Builder
			finish := ""
			for _, ev := range evs[:len(evs)-2] {
				if tt.reasoning == 0 {
					assert.NotContains(t, ev, "reasoning", "no thinking unless asked")
				}
				var c reasoningChunk
				require.NoError(t, json.Unmarshal([]byte(ev), &c), ev)
				require.Len(t, c.Choices, 1)
				ch := c.Choices[0]
				switch d := ch.Delta; {
				case ch.Text != nil:
					kinds.WriteByte('t')
				case d.ReasoningContent != nil && d.Content != nil:
					kinds.WriteByte('m')
					thinking.WriteString(*d.ReasoningContent)
					answer.WriteString(*d.Content)
				case d.ReasoningContent != nil:
					assert.Nil(t, d.Content, "a thinking step carries no answer")
					kinds.WriteByte('r')
					thinking.WriteString(*d.ReasoningContent)
				case d.Content != nil:
					kinds.WriteByte('c')
					answer.WriteString(*d.Content)
				}
				if ch.FinishReason != nil {
					finish = *ch.FinishReason
				}
			}
			assert.Equal(t, tt.want, kinds.String(), "token chunks")
			assert.Equal(t, tt.finish, finish)
			if tt.chat {
				assert.Equal(t, min(tt.reasoning, tt.maxTokens), token.Count(thinking.String()), "thinking tokens")
				assert.Equal(t, tt.maxTokens-min(tt.reasoning, tt.maxTokens), token.Count(answer.String()), "answer tokens")
			}
			var u reasoningChunk
			require.NoError(t, json.Unmarshal([]byte(evs[len(evs)-2]), &u))
			require.NotNil(t, u.Usage)
			assert.Equal(t, tt.maxTokens, u.Usage.CompletionTokens, "the thinking counts in completion_tokens")
			after := scrape(t, s)
			assert.Equal(t, float64(tt.maxTokens), after["vllm:generation_tokens_total"].value()-before["vllm:generation_tokens_total"].value(),
				"the engine decodes the thinking like any token")
		})
	}
}

// TestReasoningNonStreaming: a whole chat answer carries the thinking in
// message.reasoning_content beside the answer's content.
func TestReasoningNonStreaming(t *testing.T) {
	s := newSim(t, func(o *Options) { o.ReasoningTokens = 6 })
	resp := post(t, s, "/v1/chat/completions", `{"model":"tiny","messages":[{"role":"user","content":"Where is my order?"}],"max_tokens":10,"ignore_eos":true}`)
	require.Equal(t, http.StatusOK, resp.StatusCode)
	var out struct {
		Choices []struct {
			Message struct {
				Content          string `json:"content"`
				ReasoningContent string `json:"reasoning_content"`
			} `json:"message"`
		} `json:"choices"`
		Usage struct {
			CompletionTokens int `json:"completion_tokens"`
		} `json:"usage"`
	}
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&out))
	require.Len(t, out.Choices, 1)
	assert.Equal(t, 6, token.Count(out.Choices[0].Message.ReasoningContent))
	assert.Equal(t, 4, token.Count(out.Choices[0].Message.Content))
	assert.Equal(t, 10, out.Usage.CompletionTokens)
}
