package client

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/valyala/fastjson"
)

// chunkPayloads are SSE payloads of every shape the client meets: vLLM's chat and
// completion chunks, usage chunks, both error shapes, and payloads that must be
// rejected (wrong types, broken JSON).
var chunkPayloads = map[string]string{
	"completion":         `{"id":"cmpl-1","object":"text_completion","created":1,"model":"m","choices":[{"index":0,"text":" the","logprobs":null,"finish_reason":null}]}`,
	"completion-last":    `{"id":"cmpl-1","object":"text_completion","created":1,"model":"m","choices":[{"index":0,"text":".","logprobs":null,"finish_reason":"length","stop_reason":null}]}`,
	"chat-role":          `{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}]}`,
	"chat-content":       `{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"Gr\u00fc\u00dfe \"x\"\n"},"logprobs":null,"finish_reason":null}]}`,
	"chat-null-content":  `{"choices":[{"index":0,"delta":{"role":"assistant","content":null},"finish_reason":"stop"}]}`,
	"continuous-usage":   `{"choices":[{"index":0,"delta":{"content":"abc"},"finish_reason":null}],"usage":{"prompt_tokens":4,"total_tokens":7,"completion_tokens":3}}`,
	"usage-chunk":        `{"id":"cmpl-1","object":"text_completion","created":1,"model":"m","choices":[],"usage":{"prompt_tokens":5,"total_tokens":9,"completion_tokens":4,"prompt_tokens_details":{"cached_tokens":0}}}`,
	"usage-null":         `{"choices":[],"usage":null}`,
	"usage-details-null": `{"choices":[],"usage":{"prompt_tokens":5,"completion_tokens":4,"prompt_tokens_details":null}}`,
	"no-choices":         `{"id":"x"}`,
	"choices-null":       `{"choices":null}`,
	"choice-null":        `{"choices":[null,{"text":"a"}]}`,
	"several-choices":    `{"choices":[{"text":"a"},{"text":"b","finish_reason":"stop"}]}`,
	"error-nested":       `{"error":{"object":"error","message":"engine died","type":"InternalServerError","param":null,"code":500}}`,
	"error-null":         `{"error":null,"choices":[{"text":"a"}]}`,
	"error-string":       `{"error":"boom"}`,
	"error-flat":         `{"object":"error","message":"engine died","type":"InternalServerError","code":500}`,
	"unknown-fields":     `{"x":[1,{"y":2}],"choices":[{"text":"a","z":{"k":[]}}],"w":true}`,
	"whitespace":         " {\n \"choices\" : [ { \"text\" : \"a\" } ] } ",
	"negative-tokens":    `{"choices":[],"usage":{"prompt_tokens":-1,"completion_tokens":0}}`,

	// Rejected by both decoders.
	"broken":              `{"choices":[{"text":"a"`,
	"trailing-garbage":    `{"choices":[]} x`,
	"empty":               ``,
	"choices-object":      `{"choices":{"text":"a"}}`,
	"text-number":         `{"choices":[{"text":1}]}`,
	"finish-reason-bool":  `{"choices":[{"text":"a","finish_reason":true}]}`,
	"delta-string":        `{"choices":[{"delta":"a"}]}`,
	"role-number":         `{"choices":[{"delta":{"role":1}}]}`,
	"usage-array":         `{"choices":[],"usage":[]}`,
	"tokens-float":        `{"choices":[],"usage":{"prompt_tokens":1.5,"completion_tokens":2}}`,
	"tokens-string":       `{"choices":[],"usage":{"prompt_tokens":1,"completion_tokens":"2"}}`,
	"cached-bool":         `{"choices":[],"usage":{"completion_tokens":2,"prompt_tokens_details":{"cached_tokens":false}}}`,
	"tokens-overflow":     `{"choices":[],"usage":{"completion_tokens":99999999999999999999}}`,
	"object-number":       `{"object":1}`,
	"control-char-string": "{\"choices\":[{\"text\":\"a\x01b\"}]}",
	"bad-escape":          `{"choices":[{"text":"a\qb"}]}`,
	// fastjson's Validate alone takes minutes on this (its error grows with each level).
	"deep-nesting": strings.Repeat("[", 100_000),
}

// TestDecodeChunkMatchesEncodingJSON checks decodeChunk against the reference decoding
// (encoding/json into the same type) on every payload shape: the same chunk, or an
// error from both.
func TestDecodeChunkMatchesEncodingJSON(t *testing.T) {
	var p fastjson.Parser
	for name, raw := range chunkPayloads {
		t.Run(name, func(t *testing.T) {
			var want chunk
			wantErr := json.Unmarshal([]byte(raw), &want)
			got, err := decodeChunk(&p, []byte(raw))
			if wantErr != nil {
				require.Error(t, err, "encoding/json says: %v", wantErr)
				return
			}
			require.NoError(t, err)
			assertSameChunk(t, want, got)
		})
	}
}

// TestDecodeChunkStricter pins the two documented differences from encoding/json.
func TestDecodeChunkStricter(t *testing.T) {
	var p fastjson.Parser
	for _, raw := range []string{`null`, `[]`, `"x"`, `1`} {
		_, err := decodeChunk(&p, []byte(raw))
		assert.ErrorContains(t, err, "not an object", raw)
	}
	got, err := decodeChunk(&p, []byte(`{"Choices":[{"text":"a"}]}`))
	require.NoError(t, err)
	assert.Empty(t, got.Choices, "keys match exactly")
}

// assertSameChunk compares two decodings; Error is compared as JSON, since decodeChunk
// re-renders it compactly.
func assertSameChunk(t testing.TB, want, got chunk) {
	t.Helper()
	compact := func(raw json.RawMessage) string {
		if raw == nil {
			return ""
		}
		var b bytes.Buffer
		require.NoError(t, json.Compact(&b, raw))
		return b.String()
	}
	assert.Equal(t, compact(want.Error), compact(got.Error), "error field")
	want.Error, got.Error = nil, nil
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("decodeChunk (-want +got):\n%s", diff)
	}
}

// FuzzDecodeChunk checks decodeChunk against encoding/json on arbitrary payloads:
// never a panic, and where both accept, the same chunk. Inputs that meet the documented
// differences (case-insensitive or duplicate keys, non-objects, invalid UTF-8, which
// encoding/json replaces) are only run for panics.
func FuzzDecodeChunk(f *testing.F) {
	for _, raw := range chunkPayloads {
		f.Add([]byte(raw))
	}
	var p fastjson.Parser
	f.Fuzz(func(t *testing.T, raw []byte) {
		got, err := decodeChunk(&p, raw)
		var want chunk
		wantErr := json.Unmarshal(raw, &want)
		if !comparable(raw) {
			return
		}
		if wantErr != nil {
			require.Error(t, err, "encoding/json rejects it: %v", wantErr)
			return
		}
		require.NoError(t, err, "encoding/json accepts it")
		assertSameChunk(t, want, got)
	})
}

// comparable reports whether raw avoids every documented difference between the two
// decoders: it must be a JSON object in valid UTF-8 whose objects have no duplicate
// keys and no key that matches a chunk field only when case is ignored.
func comparable(raw []byte) bool {
	if !utf8.Valid(raw) || !json.Valid(raw) || !bytes.HasPrefix(bytes.TrimLeft(raw, " \t\r\n"), []byte("{")) {
		return false
	}
	var v fastjson.Parser
	root, err := v.ParseBytes(raw)
	if err != nil {
		return false
	}
	fields := []string{"choices", "usage", "error", "object", "message", "text", "delta", "finish_reason", "role", "content",
		"prompt_tokens", "completion_tokens", "prompt_tokens_details", "cached_tokens"}
	ok := true
	var walk func(v *fastjson.Value)
	walk = func(v *fastjson.Value) {
		switch v.Type() {
		case fastjson.TypeObject:
			o, _ := v.Object()
			seen := map[string]bool{}
			o.Visit(func(k []byte, v *fastjson.Value) {
				key := string(k)
				if seen[key] {
					ok = false
				}
				seen[key] = true
				for _, f := range fields {
					if key != f && bytes.EqualFold(k, []byte(f)) {
						ok = false
					}
				}
				walk(v)
			})
		case fastjson.TypeArray:
			arr, _ := v.Array()
			for _, el := range arr {
				walk(el)
			}
		}
	}
	walk(root)
	return ok
}

// BenchmarkDecodeChunk compares the reference decoding with decodeChunk on a typical
// token event, side by side in one run.
func BenchmarkDecodeChunk(b *testing.B) {
	raw := []byte(chunkPayloads["completion"])
	b.Run("decoder=encoding-json", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var c chunk
			if err := json.Unmarshal(raw, &c); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("decoder=fastjson", func(b *testing.B) {
		b.ReportAllocs()
		var p fastjson.Parser
		for b.Loop() {
			if _, err := decodeChunk(&p, raw); err != nil {
				b.Fatal(err)
			}
		}
	})
}
