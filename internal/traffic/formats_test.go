package traffic_test

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/traffic"
)

// fixture is the path of a committed trace fixture.
func fixture(name string) string { return filepath.Join("testdata", name) }

// TestReadFormats reads each committed fixture, its format told from its first
// line and named explicitly, and checks its first and last requests.
func TestReadFormats(t *testing.T) {
	epoch := time.Unix(0, 0).UTC()
	tests := []struct {
		file        string
		format      traffic.Format
		n           int
		first, last traffic.Request
	}{
		{"mooncake.jsonl", traffic.FormatMooncake, 40,
			traffic.Request{Time: epoch, Prompt: 892, Completion: 46, HasCached: true, Line: 1, HashIDs: []int64{6, 7}},
			traffic.Request{Time: epoch.Add(73663 * time.Millisecond), Prompt: 1875, Completion: 46, Cached: 1024, HasCached: true, Line: 40, HashIDs: []int64{50, 51, 111, 112}}},
		{"azure.csv", traffic.FormatAzure, 30,
			traffic.Request{Time: time.Date(2023, 11, 16, 18, 15, 48, 859716200, time.UTC), Prompt: 454, Completion: 42, Line: 2},
			traffic.Request{Time: time.Date(2023, 11, 16, 18, 16, 58, 644082500, time.UTC), Prompt: 178, Completion: 238, Line: 31}},
		{"burstgpt.csv", traffic.FormatBurstGPT, 30,
			traffic.Request{Time: epoch.Add(6 * time.Second), Prompt: 778, Completion: 385, Line: 2},
			traffic.Request{Time: epoch.Add(81 * time.Second), Prompt: 148, Completion: 195, Line: 31}},
	}
	for _, tt := range tests {
		for _, format := range []traffic.Format{"", tt.format} {
			t.Run(tt.file+"/"+string(format), func(t *testing.T) {
				l, err := traffic.ReadLogFile(fixture(tt.file), traffic.LogOptions{Format: format})
				require.NoError(t, err)
				assert.Equal(t, tt.format, l.Format)
				require.Len(t, l.Requests, tt.n)
				assert.Equal(t, tt.first, l.Requests[0])
				assert.Equal(t, tt.last, l.Requests[tt.n-1])
				assert.Empty(t, l.Skipped)
			})
		}
	}
}

// TestMooncakeImpliedHits reads the Mooncake fixture as a replay trace and checks
// the prefix-hit ratio its hash_ids imply, computed apart: 43520 of its 91362 prompt
// tokens are in blocks whose id an earlier request had.
func TestMooncakeImpliedHits(t *testing.T) {
	tr, err := traffic.ReadTrace(fixture("mooncake.jsonl"), traffic.LogOptions{})
	require.NoError(t, err)
	assert.Equal(t, 512, tr.BlockSize)
	require.Len(t, tr.HashIDs, 40)
	got, ok := tr.PrefixHitRatio()
	require.True(t, ok)
	assert.InDelta(t, 43520.0/91362, got, 1e-12)

	csv, err := traffic.ReadTrace(fixture("azure.csv"), traffic.LogOptions{})
	require.NoError(t, err)
	_, ok = csv.PrefixHitRatio()
	assert.False(t, ok, "an Azure trace has no hash_ids")
}

// TestPrefixHits pins how hits are counted: whole blocks whose id an earlier request
// had, a partial last block counting its own tokens, repeats within a request not.
func TestPrefixHits(t *testing.T) {
	tests := []struct {
		name   string
		inputs []int
		ids    [][]int64
		hits   []int
		total  int
	}{
		{"shared-system-prompt", []int{20, 25}, [][]int64{{1, 2, 3}, {1, 2, 4}}, []int{0, 16}, 45},
		{"partial-last-block-hit", []int{20, 12}, [][]int64{{1, 2, 3}, {1, 2}}, []int{0, 12}, 32},
		{"whole-prompt-again", []int{20, 20}, [][]int64{{1, 2, 3}, {1, 2, 3}}, []int{0, 20}, 40},
		{"repeat-within-a-request", []int{24}, [][]int64{{1, 1, 1}}, []int{0}, 24},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			hits, total := traffic.PrefixHits(tt.inputs, tt.ids, 8)
			assert.Equal(t, tt.hits, hits)
			assert.Equal(t, tt.total, total)
		})
	}
}

// TestDetect tells formats from first lines.
func TestDetect(t *testing.T) {
	tests := []struct {
		name, head string
		want       traffic.Format
		wantErr    string
	}{
		{"request-log", `{"timestamp":1,"usage":{"prompt_tokens":1,"completion_tokens":1}}`, traffic.FormatLog, ""},
		{"mooncake", `{"timestamp": 0, "input_length": 10, "output_length": 1, "hash_ids": [0]}`, traffic.FormatMooncake, ""},
		{"mooncake-without-ids", `{"timestamp": 0, "input_length": 10, "output_length": 1}`, traffic.FormatMooncake, ""},
		{"azure-after-blank-line", "\n\ufeffTIMESTAMP,ContextTokens,GeneratedTokens\n", traffic.FormatAzure, ""},
		{"burstgpt", "Timestamp,Model,Request tokens,Response tokens,Total tokens,Log Type\n", traffic.FormatBurstGPT, ""},
		{"garbage-is-a-bad-log", "garbage\n", traffic.FormatLog, ""},
		{"unknown-csv", "time,prompt,completion\n", "", `read x: cannot tell its format from its first line "time,prompt,completion": want JSON Lines (a request log with timestamp and usage, or a Mooncake trace with hash_ids), an Azure LLM inference CSV (TIMESTAMP,ContextTokens,GeneratedTokens) or a BurstGPT CSV (Timestamp,Request tokens,Response tokens); or name the format (jsonl, mooncake, azure, burstgpt)`},
		{"empty", "\n \n", "", "read request log x: no requests"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := traffic.Detect(bufio.NewReader(strings.NewReader(tt.head)), "x")
			if tt.wantErr != "" {
				assert.EqualError(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

// TestBadTraceLines checks the message of each kind of bad line, per format: the
// file, the line, the field and what is wrong.
func TestBadTraceLines(t *testing.T) {
	const (
		mc    = `{"timestamp": 0, "input_length": 600, "output_length": 5, "hash_ids": [1, 2]}` + "\n"
		azure = "TIMESTAMP,ContextTokens,GeneratedTokens\n2023-11-16 18:15:46.6805900,374,44\n"
		burst = "Timestamp,Model,Request tokens,Response tokens,Total tokens,Log Type\n5,ChatGPT,472,18,490,Conversation log\n"
		hint  = " (pass --skip-bad to skip malformed lines)"
	)
	tests := []struct {
		name, format, text, want string
	}{
		{"mooncake-not-json", "mooncake", mc + "{\"timestamp\": 1,\n", "t:2: not JSON: unexpected end of JSON input at byte 16"},
		{"mooncake-negative-time", "mooncake", mc + `{"timestamp": -1, "input_length": 6, "output_length": 1, "hash_ids": [3]}`, "t:2: timestamp: -1 is not milliseconds since the trace's start (want 0 to 1e+12)"},
		{"mooncake-time-string", "mooncake", mc + `{"timestamp": "soon", "input_length": 6, "output_length": 1, "hash_ids": [3]}`, `t:2: timestamp: "soon" is not a number (want milliseconds since the trace's start)`},
		{"mooncake-no-time", "mooncake", mc + `{"input_length": 6, "output_length": 1, "hash_ids": [3]}`, "t:2: timestamp: missing (want milliseconds since the trace's start)"},
		{"mooncake-no-input", "mooncake", mc + `{"timestamp": 1, "output_length": 1, "hash_ids": [3]}`, "t:2: input_length: missing"},
		{"mooncake-zero-input", "mooncake", mc + `{"timestamp": 1, "input_length": 0, "output_length": 1, "hash_ids": []}`, "t:2: input_length: 0 is not a token count (want 1 to 1073741824)"},
		{"mooncake-fractional-output", "mooncake", mc + `{"timestamp": 1, "input_length": 6, "output_length": 1.5, "hash_ids": [3]}`, "t:2: output_length: 1.5 is not an integer"},
		{"mooncake-no-ids", "mooncake", mc + `{"timestamp": 1, "input_length": 6, "output_length": 1}`, "t:2: hash_ids: missing (want one integer per 512-token block of the prompt)"},
		{"mooncake-ids-not-array", "mooncake", mc + `{"timestamp": 1, "input_length": 6, "output_length": 1, "hash_ids": 3}`, "t:2: hash_ids: 3 is not an array of integers"},
		{"mooncake-id-not-integer", "mooncake", mc + `{"timestamp": 1, "input_length": 600, "output_length": 1, "hash_ids": [3, "x"]}`, `t:2: hash_ids[1]: "x" is not an integer`},
		{"mooncake-id-count", "mooncake", mc + `{"timestamp": 1, "input_length": 1100, "output_length": 1, "hash_ids": [1, 2]}`, "t:2: hash_ids: 2 ids for input_length 1100: want 3, one per 512-token block (is the block size 512 the trace's?)"},
		{"azure-datetime", "azure", azure + "2023-11-16T25:00,374,44\n", `t:3: TIMESTAMP: "2023-11-16T25:00" is not a datetime (want e.g. 2023-11-16 18:15:46.6805900)`},
		{"azure-not-integer", "azure", azure + "2023-11-16 18:15:47,3.5e2,44\n", `t:3: ContextTokens: "3.5e2" is not an integer`},
		{"azure-zero-context", "azure", azure + "2023-11-16 18:15:47,0,44\n", "t:3: ContextTokens: 0 is not a token count (want 1 to 1073741824)"},
		{"azure-negative-generated", "azure", azure + "2023-11-16 18:15:47,374,-4\n", "t:3: GeneratedTokens: -4 is not a token count (want 0 to 1073741824)"},
		{"azure-fields", "azure", azure + "2023-11-16 18:15:47,374\n", "t:3: 2 fields, want 3 as in the header (TIMESTAMP,ContextTokens,GeneratedTokens)"},
		{"azure-quote", "azure", azure + "2023-11-16 18:15:47,3\"74,44\n", "t:3: not CSV: bare \" in non-quoted-field"},
		{"azure-header", "azure", burst, `t:1: header: no column "TIMESTAMP" (an Azure LLM inference trace has the columns TIMESTAMP, ContextTokens, GeneratedTokens)`},
		{"burstgpt-time", "burstgpt", burst + "five,ChatGPT,472,18,490,API log\n", `t:3: Timestamp: "five" is not a number of seconds since the trace's start`},
		{"burstgpt-negative-time", "burstgpt", burst + "-3,ChatGPT,472,18,490,API log\n", "t:3: Timestamp: -3 is not seconds since the trace's start (want 0 to 1e+09)"},
		{"burstgpt-zero-request", "burstgpt", burst + "6,ChatGPT,0,18,18,API log\n", "t:3: Request tokens: 0 is not a token count (want 1 to 1073741824)"},
		{"burstgpt-response", "burstgpt", burst + "6,ChatGPT,472,n/a,490,API log\n", `t:3: Response tokens: "n/a" is not an integer`},
		{"burstgpt-total", "burstgpt", burst + "6,ChatGPT,472,18,500,API log\n", "t:3: Total tokens: 500 is not Request tokens + Response tokens (472 + 18 = 490)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, format := range []traffic.Format{traffic.Format(tt.format), ""} {
				if tt.name == "azure-header" && format == "" {
					continue // told apart as BurstGPT, which it is
				}
				_, err := traffic.ReadLog(strings.NewReader(tt.text), "t", traffic.LogOptions{Format: format})
				want := tt.want
				if !strings.Contains(want, ": header:") {
					want += hint
				}
				require.EqualError(t, err, want, "format %q", format)
				var le *traffic.LineError
				assert.ErrorAs(t, err, &le)
			}
			// Skipped with --skip-bad, and counted.
			if !strings.Contains(tt.want, ": header:") {
				l, err := traffic.ReadLog(strings.NewReader(tt.text), "t", traffic.LogOptions{Format: traffic.Format(tt.format), SkipBad: true})
				require.NoError(t, err)
				assert.Len(t, l.Requests, 1)
				require.Len(t, l.Skipped, 1)
				assert.Equal(t, strings.TrimSuffix(tt.want, hint), l.Skipped[0].Error())
			}
		})
	}
}

// TestReadOptionErrors checks options that do not fit the file.
func TestReadOptionErrors(t *testing.T) {
	tests := []struct {
		name string
		opt  traffic.LogOptions
		file string
		want string
	}{
		{"block-size-on-csv", traffic.LogOptions{BlockSize: 64}, "azure.csv", "read testdata/azure.csv: a block size goes with a Mooncake trace, and this is read as azure"},
		{"negative-block-size", traffic.LogOptions{BlockSize: -1}, "mooncake.jsonl", "read testdata/mooncake.jsonl: block size -1: want 1 to 1048576 tokens per hash id"},
		{"wrong-block-size", traffic.LogOptions{BlockSize: 256}, "mooncake.jsonl", "testdata/mooncake.jsonl:1: hash_ids: 2 ids for input_length 892: want 4, one per 256-token block (is the block size 256 the trace's?) (pass --skip-bad to skip malformed lines)"},
		{"unknown-format", traffic.LogOptions{Format: "sharegpt"}, "mooncake.jsonl", `read testdata/mooncake.jsonl: unknown format "sharegpt" (valid: jsonl, mooncake, azure, burstgpt)`},
		{"csv-as-json", traffic.LogOptions{Format: traffic.FormatMooncake}, "azure.csv", "testdata/azure.csv:1: not JSON: invalid character 'T' looking for beginning of value at byte 1 (pass --skip-bad to skip malformed lines)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := traffic.ReadLogFile(fixture(tt.file), tt.opt)
			assert.EqualError(t, err, tt.want)
		})
	}
	_, err := traffic.ReadTrace(fixture("azure.csv"), traffic.LogOptions{SkipBad: true})
	assert.EqualError(t, err, "read trace testdata/azure.csv: a replay sends every line, so it cannot skip bad ones")
}

// TestWriteMooncake writes the Mooncake fixture back and reads the same requests.
func TestWriteMooncake(t *testing.T) {
	l, err := traffic.ReadLogFile(fixture("mooncake.jsonl"), traffic.LogOptions{})
	require.NoError(t, err)
	var b bytes.Buffer
	require.NoError(t, traffic.WriteMooncake(&b, l))
	back, err := traffic.ReadLog(&b, "back", traffic.LogOptions{})
	require.NoError(t, err)
	assert.Equal(t, traffic.FormatMooncake, back.Format)
	assert.Equal(t, l.Requests, back.Requests)
}

// FuzzReadLog reads arbitrary bytes in every format, and as detected: a log or
// trace is read or refused with an error, never a panic, and what is read holds
// good requests in time order.
func FuzzReadLog(f *testing.F) {
	for _, name := range []string{"mooncake.jsonl", "azure.csv", "burstgpt.csv"} {
		data, err := os.ReadFile(fixture(name))
		require.NoError(f, err)
		f.Add(data[:min(len(data), 600)], "", false)
	}
	f.Add([]byte("\ufeff\n"), "", true)
	f.Add([]byte(`{"timestamp": 1, "input_length": 3, "output_length": 0, "hash_ids": [1]}`), "mooncake", true)
	f.Add([]byte("Timestamp,Request tokens,Response tokens\n1,\"2\n"), "burstgpt", false)
	f.Fuzz(func(t *testing.T, data []byte, format string, skipBad bool) {
		fm, err := traffic.ParseFormat(format)
		if err != nil {
			return
		}
		l, err := traffic.ReadLog(bytes.NewReader(data), "fuzz", traffic.LogOptions{Format: fm, SkipBad: skipBad})
		if err != nil {
			return
		}
		require.NotEmpty(t, l.Requests)
		for i, r := range l.Requests {
			require.Positive(t, r.Prompt)
			require.GreaterOrEqual(t, r.Completion, 0)
			if i > 0 {
				require.False(t, r.Time.Before(l.Requests[i-1].Time))
			}
			if l.Format == traffic.FormatMooncake {
				require.Len(t, r.HashIDs, (r.Prompt+l.BlockSize-1)/l.BlockSize)
				require.LessOrEqual(t, r.Cached, r.Prompt)
			}
		}
	})
}

// TestAzureTimestamps reads the datetimes of the 2023 and 2024 Azure traces.
func TestAzureTimestamps(t *testing.T) {
	tests := []struct {
		name, stamp string
		want        time.Time
	}{
		{"2023", "2023-11-16 18:15:46.6805900", time.Date(2023, 11, 16, 18, 15, 46, 680590000, time.UTC)},
		{"2024-with-zone", "2024-05-10 00:00:00.009930+00:00", time.Date(2024, 5, 10, 0, 0, 0, 9930000, time.UTC)},
		{"whole-seconds", "2023-11-16 18:15:46", time.Date(2023, 11, 16, 18, 15, 46, 0, time.UTC)},
		{"rfc3339", "2023-11-16T19:15:46+01:00", time.Date(2023, 11, 16, 18, 15, 46, 0, time.UTC)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, err := traffic.ReadLog(strings.NewReader("TIMESTAMP,ContextTokens,GeneratedTokens\n"+tt.stamp+",10,2\n"), "t", traffic.LogOptions{})
			require.NoError(t, err)
			assert.Equal(t, tt.want, l.Requests[0].Time)
		})
	}
}
