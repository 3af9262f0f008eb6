package results

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestIndent(t *testing.T) {
	tests := []struct {
		name     string
		in       string
		maxDepth int
		want     string
	}{
		{"scalar", `1`, 4, "1\n"},
		{"empty_containers", `{"a":{},"b":[]}`, 4, "{\n  \"a\": {},\n  \"b\": []\n}\n"},
		{"depth_limit", `{"a":[{"b":1,"c":[2,3]}]}`, 2, "{\n  \"a\": [\n    {\"b\":1,\"c\":[2,3]}\n  ]\n}\n"},
		{"depth_zero", `{"a":[1,2]}`, 0, "{\"a\":[1,2]}\n"},
		{"brackets_in_strings", `{"a{":"}],:","b":["[\"{"]}`, 4, "{\n  \"a{\": \"}],:\",\n  \"b\": [\n    \"[\\\"{\"\n  ]\n}\n"},
		{"escaped_backslash_before_quote", `{"a":"x\\","b":1}`, 4, "{\n  \"a\": \"x\\\\\",\n  \"b\": 1\n}\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			indent(&buf, []byte(tc.in), tc.maxDepth)
			assert.Equal(t, tc.want, buf.String())
			assert.True(t, json.Valid(buf.Bytes()))
			var compact bytes.Buffer
			assert.NoError(t, json.Compact(&compact, buf.Bytes()))
			assert.Equal(t, tc.in, compact.String(), "indent changed more than whitespace")
		})
	}
}

func TestSchemaVersion(t *testing.T) {
	tests := []struct {
		name         string
		in           string
		major, minor int
		ok           bool
	}{
		{"current", Schema, 1, 0, true},
		{"minor", "infergate.results/v1.2", 1, 2, true},
		{"major_two", "infergate.results/v2", 2, 0, true},
		{"no_number", "infergate.results/v", 0, 0, false},
		{"suffix", "infergate.results/v1beta", 0, 0, false},
		{"sign", "infergate.results/v+1", 0, 0, false},
		{"empty_minor", "infergate.results/v1.", 0, 0, false},
		{"other_prefix", "results/v1", 0, 0, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			major, minor, ok := schemaVersion(tc.in)
			assert.Equal(t, tc.ok, ok)
			assert.Equal(t, tc.major, major)
			assert.Equal(t, tc.minor, minor)
		})
	}
}
