package gate

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/plan"
)

// TestOverloadPolicies drives a small simulated deployment (4 running sequences) to
// three times a rate above what it serves, once as vLLM queues (unbounded waiting
// queue) and once as a gateway sheds (max_waiting_queue=4 answers 429), and judges each
// measurement against both policies: each target passes its own policy and fails the
// other with the reason.
func TestOverloadPolicies(t *testing.T) {
	dir := t.TempDir()
	planFile := filepath.Join(dir, "overload.yaml")
	require.NoError(t, os.WriteFile(planFile, []byte(`name: overload-test
slo: {ttft: 2s, tpot: 80ms, e2el: 30s}
workloads:
  short-chat: {input: {mean: 300, spread: 0.2}, output: {mean: 24, spread: 0.2}}
prefix:
  fresh: {}
loads:
  l: {concurrency: 1, requests: 10}
cells:
  "*":
    error_rate: ["< 1%"]
overload: {multiples: [1, 2, 3], step_duration: 6s, policy: queue, max_queue_wait: 60s}
`), 0o644))
	queue := plan.Overload{Policy: plan.OverloadQueue, MaxQueueWait: time.Minute, StepDuration: 6 * time.Second}
	shed := plan.Overload{Policy: plan.OverloadShed, MaxShedLatency: 100 * time.Millisecond, StepDuration: 6 * time.Second}
	tests := []struct {
		name, sim string
		pass      plan.Overload
		fail      plan.Overload
		why       string // in the failure against the other policy
	}{
		{"vllm-queues", "max_num_seqs=4", queue, shed, "the target queued instead of shedding"},
		{"gateway-sheds", "max_num_seqs=4,max_waiting_queue=4", shed, queue, "the target shed instead of queueing"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := openGate(t, planFile, map[string]string{"INFERGATE_SIM": tt.sim + ",time_scale=5"})
			res, err := r.Gate.Overload(t.Context(), 20)
			require.NoError(t, err)
			require.Len(t, res.Steps, 3)
			for _, s := range res.Steps {
				t.Log(s)
				assert.Equal(t, s.Offered, s.Accepted+s.Refused+s.Failed, "every request accounted for")
			}
			top := res.Steps[2]
			assert.Equal(t, tt.pass.Policy, res.Behaviour())
			if tt.pass.Policy == plan.OverloadQueue {
				assert.Greater(t, top.TTFTP95, 2*res.Steps[0].TTFTP95, "the queue shows in TTFT at 3×")
			} else {
				assert.Less(t, top.RefusalP95, 0.1, "refusals are quick")
				assert.False(t, math.IsNaN(top.GoodShare))
			}
			assert.Empty(t, judgeOverload(res.Steps, &tt.pass, 0.95), "%s passes its own policy", tt.name)
			got := judgeOverload(res.Steps, &tt.fail, 0.95)
			require.NotEmpty(t, got, "%s fails the other policy", tt.name)
			assert.Contains(t, strings.Join(got, "\n"), tt.why)
		})
	}
}

// TestJudgeOverload covers the judgement's other reasons on synthetic steps.
func TestJudgeOverload(t *testing.T) {
	ok := OverloadStep{Multiple: 3, Offered: 100, Accepted: 60, Refused: 40, RefusalP95: 0.01, TTFTP95: 0.2, GoodShare: 1, LagP99: 0.001}
	tests := []struct {
		name string
		step func(s *OverloadStep)
		o    plan.Overload
		want string
	}{
		{"passes", func(*OverloadStep) {}, plan.Overload{Policy: plan.OverloadShed, MaxShedLatency: 50 * time.Millisecond}, ""},
		{"slow-refusals", func(s *OverloadStep) { s.RefusalP95 = 0.3 }, plan.Overload{Policy: plan.OverloadShed, MaxShedLatency: 50 * time.Millisecond}, "refusals took p95 300ms, over max_shed_latency 50ms"},
		{"accepted-miss-slo", func(s *OverloadStep) { s.GoodShare = 0.5 }, plan.Overload{Policy: plan.OverloadShed}, "only 50.0% of the accepted requests met the SLO"},
		{"broken-requests", func(s *OverloadStep) { s.Failed, s.Accepted = 5, 55 }, plan.Overload{Policy: plan.OverloadShed}, "5 of 100 requests failed other than by a refusal"},
		{"generator-behind", func(s *OverloadStep) { s.LagP99 = 0.5 }, plan.Overload{Policy: plan.OverloadShed, StepDuration: 5 * time.Second}, "dispatch lag p99 500ms, over 5% of the 5s step"},
		{"generator-in-time", func(s *OverloadStep) { s.LagP99 = 0.2 }, plan.Overload{Policy: plan.OverloadShed, StepDuration: 5 * time.Second}, ""},
		{"queue-too-long", func(s *OverloadStep) { s.Refused, s.Accepted, s.TTFTP95 = 0, 100, 9 }, plan.Overload{Policy: plan.OverloadQueue, MaxQueueWait: 5 * time.Second}, "TTFT p95 9s over max_queue_wait 5s"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := ok
			tt.step(&s)
			if tt.o.StepDuration == 0 {
				tt.o.StepDuration = 30 * time.Second
			}
			got := judgeOverload([]OverloadStep{s}, &tt.o, 0.95)
			if tt.want == "" {
				assert.Empty(t, got)
				return
			}
			assert.Contains(t, strings.Join(got, "\n"), tt.want)
		})
	}
}
