package plan

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOverheadChecks: a plan may gate ttft_overhead's avg; any other aggregation, and
// a compare gate on it, fail when the plan is read, naming the file and line.
func TestOverheadChecks(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want string // a substring of the error; "" for a valid plan
	}{
		{"avg", with(10, `  "*": {ttft_overhead: ["avg < 50ms"]}`), ""},
		{"p95", with(10, `  "*": {ttft_overhead: ["p(95) < 50ms"]}`),
			`t.yaml:10: cells["*"].ttft_overhead: threshold "p(95) < 50ms": p(95) does not apply to ttft_overhead: only avg does, because vLLM keeps the engine's TTFT as a histogram`},
		{"med-second-line", with(10, "  \"*\":\n    ttft_overhead:\n      - avg < 50ms\n      - med < 40ms"),
			`t.yaml:13: cells["*"].ttft_overhead: threshold "med < 40ms": p(50) does not apply to ttft_overhead`},
		{"compare", plus("compare: {ttft_overhead: [\"avg <= +10%\"]}"),
			`t.yaml:11: compare.ttft_overhead: ttft_overhead cannot be compared against a baseline: the front end's share of TTFT is a difference of two means`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte(tt.src), "t.yaml")
			if tt.want == "" {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}
