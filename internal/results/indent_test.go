package results

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
		{"members_at_the_limit", `{"a":1,"b":[1,2],"c":{"d":3}}`, 1, "{\n  \"a\": 1,\n  \"b\": [1,2],\n  \"c\": {\"d\":3}\n}\n"},
		{"elements_at_the_limit", `[{"a":1},[2,3],4]`, 1, "[\n  {\"a\":1},\n  [2,3],\n  4\n]\n"},
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
		{"current", Schema, 2, 0, true},
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

func TestFileName(t *testing.T) {
	at := time.Date(2026, 3, 1, 13, 4, 5, 0, time.FixedZone("CET", 3600))
	tests := []struct {
		name, plan, want string
	}{
		{"plain", "interactive-assistant", "20260301T120405Z-interactive-assistant.json"},
		{"every_kept_character", "azAZ09._-x", "20260301T120405Z-azAZ09._-x.json"},
		{"others_become_dashes", "a/b c:d\\eäf", "20260301T120405Z-a-b-c-d-e--f.json"},
		{"trimmed", "../plan.", "20260301T120405Z-plan.json"},
		{"empty", "", "20260301T120405Z-run.json"},
		{"only_punctuation", "/:", "20260301T120405Z-run.json"},
		{"64_characters_kept", strings.Repeat("p", 64), "20260301T120405Z-" + strings.Repeat("p", 64) + ".json"},
		{"cut_at_64", strings.Repeat("q", 63) + "rst", "20260301T120405Z-" + strings.Repeat("q", 63) + "r.json"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, fileName(Manifest{StartedAt: at, Plan: PlanInfo{Name: tc.plan}}))
		})
	}
}

func TestFreeName(t *testing.T) {
	const name = "20260301T120000Z-plan.json"
	taken := func(n int) []string { // the names of the first n runs of the same name
		out := []string{name}
		for i := 2; i <= n; i++ {
			out = append(out, "20260301T120000Z-plan-"+strconv.Itoa(i)+".json")
		}
		return out[:n]
	}
	tests := []struct {
		name     string
		existing []string
		want     string // "" when no name is left
	}{
		{"first", nil, name},
		{"second", taken(1), "20260301T120000Z-plan-2.json"},
		{"gap_is_reused", []string{name, "20260301T120000Z-plan-3.json"}, "20260301T120000Z-plan-2.json"},
		{"last_of_1000", taken(999), "20260301T120000Z-plan-1000.json"},
		{"all_1000_taken", taken(1000), ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			// The runs already there are hard links to one empty file outside dir:
			// creating a thousand files takes seconds on some file systems.
			empty := filepath.Join(t.TempDir(), "empty")
			require.NoError(t, os.WriteFile(empty, nil, 0o644))
			for _, n := range tc.existing {
				require.NoError(t, os.Link(empty, filepath.Join(dir, n)))
			}
			got, err := freeName(dir, name)
			if tc.want == "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), "1000 files named 20260301T120000Z-plan*")
				assert.Contains(t, err.Error(), dir)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, filepath.Join(dir, tc.want), got)
		})
	}
}
