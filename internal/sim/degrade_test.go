package sim

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/sim/reply"
)

const (
	degradeJSONPrompt = "Extrahiere die Bestellung als JSON."
	degradeJSONAnswer = `{"name": "Jörg Weißmüller", "order_id": "88-4412-DE", "delivery_date": "2026-10-19", "total": 1249.9}`
	degradeJAPrompt   = "髙橋様への返信を書いてください。"
	degradeJAAnswer   = "髙橋様\nご連絡ありがとうございます。交換品は2026年10月19日にお届けします。ご不便をおかけし、申し訳ございません。"
)

// degradeSim starts a simulator whose fixture table knows one JSON and one Japanese
// case and damages them as kind says.
func degradeSim(t *testing.T, kind string) *Server {
	t.Helper()
	table := reply.NewTable(nil)
	table.AddCase(degradeJSONPrompt, degradeJSONAnswer, reply.Hints{ProperNouns: []string{"Weißmüller", "88-4412-DE"}})
	table.AddCase(degradeJAPrompt, degradeJAAnswer, reply.Hints{ProperNouns: []string{"髙橋"}})
	return newSim(t, func(o *Options) {
		o.Responder = table
		require.NoError(t, o.ParseSpec("degrade="+kind, "test"))
	})
}

// chatOnce sends one chat request and returns the answer text and finish_reason.
func chatOnce(t *testing.T, s *Server, prompt string) (string, string) {
	t.Helper()
	body, err := json.Marshal(map[string]any{
		"model":       s.Options().Engine.Model,
		"messages":    []map[string]string{{"role": "user", "content": prompt}},
		"temperature": 0,
		"max_tokens":  400,
	})
	require.NoError(t, err)
	resp := post(t, s, "/v1/chat/completions", string(body))
	require.Equal(t, http.StatusOK, resp.StatusCode)
	var out struct {
		Choices []struct {
			Message      struct{ Content string } `json:"message"`
			FinishReason string                   `json:"finish_reason"`
		} `json:"choices"`
	}
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&out))
	require.Len(t, out.Choices, 1)
	return out.Choices[0].Message.Content, out.Choices[0].FinishReason
}

func TestDegradeOverHTTP(t *testing.T) {
	tests := []struct {
		name   string
		kind   string
		prompt string
		finish string
		check  func(t *testing.T, got string)
	}{
		{"drop_proper_noun_ja", reply.DropProperNoun, degradeJAPrompt, "stop", func(t *testing.T, got string) {
			assert.NotContains(t, got, "髙橋")
			assert.Contains(t, got, "様\n")
		}},
		{"drop_proper_noun_json", reply.DropProperNoun, degradeJSONPrompt, "stop", func(t *testing.T, got string) {
			assert.NotContains(t, got, "Weißmüller")
			assert.Contains(t, got, "88-4412-DE")
		}},
		{"wrong_date_ja", reply.WrongDate, degradeJAPrompt, "stop", func(t *testing.T, got string) {
			assert.Contains(t, got, "2026年10月20日")
			assert.NotContains(t, got, "10月19日")
		}},
		{"wrong_date_json", reply.WrongDate, degradeJSONPrompt, "stop", func(t *testing.T, got string) {
			assert.Contains(t, got, `"2026-10-20"`)
			assert.True(t, json.Valid([]byte(got)))
		}},
		{"broken_json", reply.BrokenJSON, degradeJSONPrompt, "stop", func(t *testing.T, got string) {
			assert.False(t, json.Valid([]byte(got)))
			assert.True(t, strings.HasSuffix(got, ","), got)
		}},
		{"broken_json_leaves_text", reply.BrokenJSON, degradeJAPrompt, "stop", func(t *testing.T, got string) {
			assert.Equal(t, degradeJAAnswer, got)
		}},
		{"casual_register_ja", reply.CasualRegister, degradeJAPrompt, "stop", func(t *testing.T, got string) {
			assert.Contains(t, got, "髙橋さん")
			assert.Contains(t, got, "ごめん")
			assert.NotContains(t, got, "ます")
		}},
		{"truncated_ja", reply.Truncated, degradeJAPrompt, "length", func(t *testing.T, got string) {
			assert.Equal(t, string([]rune(degradeJAAnswer)[:len([]rune(degradeJAAnswer))/2]), got)
		}},
		{"truncated_json", reply.Truncated, degradeJSONPrompt, "length", func(t *testing.T, got string) {
			assert.False(t, json.Valid([]byte(got)))
		}},
		{"umlaut_loss", reply.UmlautLoss, degradeJSONPrompt, "stop", func(t *testing.T, got string) {
			assert.Contains(t, got, "Jorg Weissmuller")
		}},
		{"repetition_ja", reply.Repetition, degradeJAPrompt, "stop", func(t *testing.T, got string) {
			assert.Equal(t, 7, strings.Count(got, "交換品は2026年10月19日にお届けします。"))
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := degradeSim(t, tc.kind)
			got, finish := chatOnce(t, s, tc.prompt)
			assert.Equal(t, tc.finish, finish)
			tc.check(t, got)
		})
	}
}

func TestDegradeLeavesUnknownPromptsAlone(t *testing.T) {
	s := degradeSim(t, reply.Truncated)
	got, finish := chatOnce(t, s, "Something the table does not know.")
	assert.NotEmpty(t, got)
	assert.NotEqual(t, "", finish)
}

func TestDegradeOptionErrors(t *testing.T) {
	tests := []struct {
		name      string
		spec      string
		responder reply.Responder
		want      string
	}{
		{"unknown_kind", "degrade=garbled", reply.NewTable(nil), "unknown degrade kind"},
		{"filler_responder", "degrade=truncated", reply.Filler{}, "degrade needs the fixture responder"},
		{"nil_responder", "degrade=truncated", nil, "degrade needs the fixture responder"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			opts := DefaultOptions()
			opts.Responder = tc.responder
			err := opts.ParseSpec(tc.spec, "test")
			if err == nil {
				_, err = NewServer(opts)
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			assert.Contains(t, err.Error(), "degrade")
			if tc.name == "unknown_kind" {
				for _, k := range reply.DegradeKinds() {
					assert.Contains(t, err.Error(), k)
				}
			}
		})
	}
}
