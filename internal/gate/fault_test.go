package gate

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/threshold"
)

// TestFaultMatrix injects each of the simulator's fault kinds into a cell and checks
// that the gate sees what the fault implies: the requests it fails end in the right
// class at the injected rate (within the 99.9 % Clopper–Pearson interval of what was
// counted), and exactly the checks the fault breaks FAIL, never fewer and never more.
// unhealthy is left out: it changes /health only, which no cell reads.
func TestFaultMatrix(t *testing.T) {
	dir := t.TempDir()
	planFile := filepath.Join(dir, "faults.yaml")
	require.NoError(t, os.WriteFile(planFile, []byte(`name: fault-matrix
slo: {ttft: 2s, tpot: 80ms, e2el: 30s}
trials: 1
warmup: {requests: 2}
workloads:
  short-chat: {input: {mean: 300, spread: 0.2}, output: {mean: 24, spread: 0.2}}
prefix:
  fresh: {}
loads:
  l: {rate: 40/s, duration: 10s}
cells:
  "*":
    error_rate: ["< 1%"]
    timeout_rate: ["< 1%"]
    ttft: ["p(99) < 1s"]
    itl: ["max < 1s"]
    preemptions: ["<= 0"]
skip: [too_few_samples]
`), 0o644))
	tests := []struct {
		name  string
		fault string       // the simulator's fault spec; "" for none
		class client.Class // the class of the requests it fails; "" for none
		rate  float64
		fail  []string // the metrics whose checks FAIL
		// either are checks the fault may or may not push over their threshold: a
		// shrunken KV cache queues requests behind the preempted ones as well.
		either []string
	}{
		{"none", "", "", 0, nil, nil},
		{"http-503", "kind=http_error,code=503,rate=0.05", client.HTTPError, 0.05, []string{"error_rate"}, nil},
		{"queue-full-429", "kind=queue_full,rate=0.05", client.HTTPError, 0.05, []string{"error_rate"}, nil},
		{"midstream-error", "kind=midstream_error,after_tokens=3,rate=0.05", client.Midstream, 0.05, []string{"error_rate"}, nil},
		{"dropped-connection", "kind=drop,after_tokens=3,rate=0.05", client.Transport, 0.05, []string{"error_rate"}, nil},
		{"malformed-sse", "kind=malformed_chunk,after_tokens=3,rate=0.05", client.Malformed, 0.05, []string{"error_rate"}, nil},
		{"stall-past-timeout", "kind=stall,after_tokens=3,dur=20s,rate=0.05", client.Timeout, 0.05, []string{"timeout_rate"}, nil},
		{"slow-headers", "kind=slow_headers,dur=3s,rate=0.05", "", 0, []string{"ttft"}, nil},
		{"engine-stall", "kind=engine_stall,dur=3s,rate=0.02", "", 0, []string{"itl", "ttft"}, nil},
		{"kv-shrink", "kind=kv_shrink,blocks=55000,window=1s,rate=0.02", "", 0, []string{"preemptions"}, []string{"ttft", "itl"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sim := "time_scale=10"
			if tt.fault != "" {
				sim += ",fault=" + tt.fault
			}
			// 1 s on the wall is 10 s simulated: a 20 s stall times out, a chat answer
			// of 24 tokens (about 0.3 s simulated) never does. The other faults get
			// ten times as long, so that what they queue is late, not timed out.
			timeout := "10s"
			if tt.class == client.Timeout {
				timeout = "1s"
			}
			r := openGate(t, planFile, map[string]string{"INFERGATE_SIM": sim, "INFERGATE_REQUEST_TIMEOUT": timeout})
			res, err := r.Gate.RunCell(t.Context(), &r.Gate.Plan.Cells[0], 0)
			require.NoError(t, err)
			t.Log(res.Summary())
			s := res.Samples
			sent := s.Total - s.Dropped
			require.Positive(t, sent)
			if tt.class != "" {
				k := s.ByClass[tt.class]
				lo, hi, err := stats.Proportion(k, sent, 0.999)
				require.NoError(t, err)
				assert.True(t, lo <= tt.rate && tt.rate <= hi, "%d of %d requests ended %s (%.1f%%, 99.9%% interval [%.1f%%, %.1f%%]); the fault's rate is %.1f%%",
					k, sent, tt.class, 100*float64(k)/float64(sent), 100*lo, 100*hi, 100*tt.rate)
			}
			for class, k := range s.ByClass {
				if class != client.OK && class != tt.class && k > 0 {
					t.Errorf("%d requests ended %s, which %s does not cause", k, class, tt.name)
				}
			}
			var failed []string
			for _, j := range res.Judgements {
				if j.Status == threshold.Fail && !slices.Contains(tt.either, j.Metric) {
					failed = append(failed, j.Metric)
				}
				t.Log(j.Message)
			}
			sort.Strings(failed)
			want := append([]string(nil), tt.fail...)
			sort.Strings(want)
			assert.Equal(t, fmt.Sprint(want), fmt.Sprint(failed), "the checks that FAIL (leaving %v open)", tt.either)
			assert.Empty(t, res.conservation, "every request accounted for")
		})
	}
}
