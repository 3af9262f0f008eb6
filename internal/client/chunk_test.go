package client

import (
	"bytes"
	"encoding/json"
	"slices"
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
	"completion":          `{"id":"cmpl-1","object":"text_completion","created":1,"model":"m","choices":[{"index":0,"text":" the","logprobs":null,"finish_reason":null}]}`,
	"completion-last":     `{"id":"cmpl-1","object":"text_completion","created":1,"model":"m","choices":[{"index":0,"text":".","logprobs":null,"finish_reason":"length","stop_reason":null}]}`,
	"chat-role":           `{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}]}`,
	"chat-content":        `{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"Gr\u00fc\u00dfe \"x\"\n"},"logprobs":null,"finish_reason":null}]}`,
	"chat-null-content":   `{"choices":[{"index":0,"delta":{"role":"assistant","content":null},"finish_reason":"stop"}]}`,
	"continuous-usage":    `{"choices":[{"index":0,"delta":{"content":"abc"},"finish_reason":null}],"usage":{"prompt_tokens":4,"total_tokens":7,"completion_tokens":3}}`,
	"usage-chunk":         `{"id":"cmpl-1","object":"text_completion","created":1,"model":"m","choices":[],"usage":{"prompt_tokens":5,"total_tokens":9,"completion_tokens":4,"prompt_tokens_details":{"cached_tokens":0}}}`,
	"usage-null":          `{"choices":[],"usage":null}`,
	"usage-details-null":  `{"choices":[],"usage":{"prompt_tokens":5,"completion_tokens":4,"prompt_tokens_details":null}}`,
	"reasoning-content":   `{"choices":[{"index":0,"delta":{"reasoning_content":"Let me think"},"logprobs":null,"finish_reason":null}]}`,
	"reasoning":           `{"choices":[{"index":0,"delta":{"reasoning":"Hmm \u00e9"},"finish_reason":null}]}`,
	"reasoning-mixed":     `{"choices":[{"index":0,"delta":{"reasoning_content":"so","reasoning":null,"content":"Yes"}}]}`,
	"reasoning-usage":     `{"choices":[],"usage":{"prompt_tokens":5,"completion_tokens":9,"completion_tokens_details":{"reasoning_tokens":7,"audio_tokens":0}}}`,
	"reasoning-usage-nil": `{"choices":[],"usage":{"prompt_tokens":5,"completion_tokens":9,"completion_tokens_details":null}}`,
	"no-choices":          `{"id":"x"}`,
	"choices-null":        `{"choices":null}`,
	"choice-null":         `{"choices":[null,{"text":"a"}]}`,
	"several-choices":     `{"choices":[{"text":"a"},{"text":"b","finish_reason":"stop"}]}`,
	"error-nested":        `{"error":{"object":"error","message":"engine died","type":"InternalServerError","param":null,"code":500}}`,
	"error-null":          `{"error":null,"choices":[{"text":"a"}]}`,
	"error-string":        `{"error":"boom"}`,
	"error-flat":          `{"object":"error","message":"engine died","type":"InternalServerError","code":500}`,
	"unknown-fields":      `{"x":[1,{"y":2}],"choices":[{"text":"a","z":{"k":[]}}],"w":true}`,
	"whitespace":          " {\n \"choices\" : [ { \"text\" : \"a\" } ] } ",
	"escapes":             `{"choices":[{"text":"a\"b\\c\/d\be\ff\ng\rh\ti\u00e9\u20AC"}]}`,
	"surrogate-pair":      `{"choices":[{"delta":{"content":"\ud83d\ude00 ok"}}]}`,
	"lone-surrogates":     `{"choices":[{"text":"\ud83d x \ude00\ud83d \ud83d\u0041 \ud83d"}]}`,
	"escaped-keys":        `{"ch\u006fices":[{"te\u0078t":"a","finish_reason":"st\u006fp"}],"usage":null}`,
	"many-choices":        `{"choices":[{"text":"a"},null,{"delta":{"role":"assistant","content":"b"},"finish_reason":"stop"},{"text":"c"},{"text":"d"}]}`,
	"numbers":             `{"x":[-0,0.5,1e10,-2.5E-3,123],"choices":[],"usage":{"prompt_tokens":-0,"completion_tokens":9223372036854775807}}`,
	"int-min":             `{"choices":[],"usage":{"prompt_tokens":-9223372036854775808,"completion_tokens":1}}`,
	"negative-tokens":     `{"choices":[],"usage":{"prompt_tokens":-1,"completion_tokens":0}}`,

	// Rejected by both decoders.
	"broken":               `{"choices":[{"text":"a"`,
	"trailing-garbage":     `{"choices":[]} x`,
	"empty":                ``,
	"choices-object":       `{"choices":{"text":"a"}}`,
	"text-number":          `{"choices":[{"text":1}]}`,
	"finish-reason-bool":   `{"choices":[{"text":"a","finish_reason":true}]}`,
	"delta-string":         `{"choices":[{"delta":"a"}]}`,
	"role-number":          `{"choices":[{"delta":{"role":1}}]}`,
	"usage-array":          `{"choices":[],"usage":[]}`,
	"tokens-float":         `{"choices":[],"usage":{"prompt_tokens":1.5,"completion_tokens":2}}`,
	"tokens-string":        `{"choices":[],"usage":{"prompt_tokens":1,"completion_tokens":"2"}}`,
	"cached-bool":          `{"choices":[],"usage":{"completion_tokens":2,"prompt_tokens_details":{"cached_tokens":false}}}`,
	"reasoning-number":     `{"choices":[{"delta":{"reasoning_content":1}}]}`,
	"reasoning-object":     `{"choices":[{"delta":{"reasoning":{"text":"a"}}}]}`,
	"reasoning-tokens-str": `{"choices":[],"usage":{"completion_tokens":2,"completion_tokens_details":{"reasoning_tokens":"1"}}}`,
	"details-array":        `{"choices":[],"usage":{"completion_tokens":2,"completion_tokens_details":[]}}`,
	"tokens-overflow":      `{"choices":[],"usage":{"completion_tokens":99999999999999999999}}`,
	"tokens-overflow-1":    `{"choices":[],"usage":{"completion_tokens":9223372036854775808}}`,
	"tokens-exponent":      `{"choices":[],"usage":{"completion_tokens":1e2}}`,
	"leading-zero":         `{"x":01,"choices":[]}`,
	"bare-minus":           `{"x":-,"choices":[]}`,
	"bad-literal":          `{"x":nul,"choices":[]}`,
	"trailing-comma":       `{"choices":[1,],"x":1}`,
	"bad-unicode-escape":   `{"choices":[{"text":"\u12G4"}]}`,
	"missing-colon":        `{"choices" []}`,
	"object-number":        `{"object":1}`,
	"control-char-string":  "{\"choices\":[{\"text\":\"a\x01b\"}]}",
	"bad-escape":           `{"choices":[{"text":"a\qb"}]}`,
	// fastjson's Validate alone takes minutes on this (its error grows with each level).
	"deep-nesting": strings.Repeat("[", 100_000),
}

// TestDecodeChunkMatchesEncodingJSON checks decodeChunk against the reference decoding
// (encoding/json into the same type) on every payload shape: the same chunk, or an
// error from both.
func TestDecodeChunkMatchesEncodingJSON(t *testing.T) {
	for name, raw := range chunkPayloads {
		t.Run(name, func(t *testing.T) {
			var want chunk
			wantErr := json.Unmarshal([]byte(raw), &want)
			got, err := decodeChunk([]byte(raw))
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
	for _, raw := range []string{`null`, `[]`, `"x"`, `1`} {
		_, err := decodeChunk([]byte(raw))
		assert.ErrorContains(t, err, "not an object", raw)
	}
	got, err := decodeChunk([]byte(`{"Choices":[{"text":"a"}]}`))
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
	var s scratch // one for every input, as a stream reuses it: nothing may leak from one to the next
	f.Fuzz(func(t *testing.T, raw []byte) {
		got, err := decode(raw, &s)
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
// token event, side by side in one run, and with decode as a stream uses it (one
// scratch for every payload) on a completion and a chat token event.
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
	b.Run("decoder=decodeChunk", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := decodeChunk(raw); err != nil {
				b.Fatal(err)
			}
		}
	})
	for _, name := range []string{"completion", "chat-content"} {
		b.Run("decoder=decode-stream/"+name, func(b *testing.B) {
			b.ReportAllocs()
			raw := []byte(chunkPayloads[name])
			var s scratch
			for b.Loop() {
				if _, err := decode(raw, &s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestDecodeReusesScratchSafely decodes every payload shape in turn with one scratch,
// as a stream does, in two orders: each chunk must equal encoding/json's decoding of
// its own payload, so nothing of an earlier chunk shows through.
func TestDecodeReusesScratchSafely(t *testing.T) {
	names := make([]string, 0, len(chunkPayloads))
	for name := range chunkPayloads {
		if name != "deep-nesting" {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	reversed := slices.Clone(names)
	slices.Reverse(reversed)
	for _, order := range [][]string{names, reversed} {
		var s scratch
		for _, name := range order {
			raw := chunkPayloads[name]
			var want chunk
			wantErr := json.Unmarshal([]byte(raw), &want)
			got, err := decode([]byte(raw), &s)
			if wantErr != nil {
				require.Error(t, err, name)
				continue
			}
			require.NoError(t, err, name)
			assertSameChunk(t, want, got)
		}
	}
}
