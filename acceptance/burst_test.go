package acceptance

import (
	"fmt"
	"testing"
	"time"

	"github.com/infergate/infergate/internal/gate"
)

// TestBurst sends the plan's base rate, a spike and the base rate again, and checks
// that the generator really delivered the spike, that requests did not fail during it,
// and that first-token latency came back within recover_within after it: from some
// request on, the p95 TTFT of all later requests (at least 20) is at most twice the
// pre-spike p95 (at least that plus 100 ms).
func TestBurst(t *testing.T) {
	b := run.Gate.Plan.Burst
	if b == nil {
		t.Skipf("plan %s has no burst section", run.Gate.Plan.File)
	}
	if sh := run.Gate.Shard; sh != nil {
		t.Skipf("shard %s: %v", sh, gate.ErrShardBurst)
	}
	g := run.Gate
	g.Logf = t.Logf
	defer func() { g.Logf = nil }()
	res, err := run.Burst(t.Context())
	if err != nil {
		t.Fatalf("burst: %v", err)
	}
	var msgs []string
	logf := func(format string, args ...any) {
		msgs = append(msgs, fmt.Sprintf(format, args...))
		t.Logf(format, args...)
	}
	logf("burst %s/%s: %.3g req/s, spike to %.3g req/s (%s) from %v to %v (simulated), %d requests, %d failed",
		b.Workload, b.Prefix, res.Base, res.Spike, res.SpikeSource, res.SpikeStart.Round(time.Millisecond), res.SpikeEnd.Round(time.Millisecond), res.Total, res.Failed)
	logf("spike: %d requests intended, sent at %.3g req/s (planned %.3g), %d failed, client queueing p95 %.3gs, peak %d in flight",
		res.SpikeRequests, res.AchievedSpikeRate, res.Spike, res.SpikeFailed, res.SpikeQueueP95, res.PeakInFlight)
	status := "PASS"
	fail := func(format string, args ...any) {
		status = "FAIL"
		msgs = append(msgs, fmt.Sprintf(format, args...))
		t.Errorf(format, args...)
	}
	if res.AchievedSpikeRate < 0.9*res.Spike {
		fail("burst: INCONCLUSIVE — the generator sent the spike at %.3g req/s, under 90%% of the planned %.3g: the run cannot judge the target", res.AchievedSpikeRate, res.Spike)
	}
	if res.Total > 0 && float64(res.Failed)/float64(res.Total) > 0.005 {
		fail("burst: %d of %d requests failed (%.2f%%, limit 0.5%%)", res.Failed, res.Total, 100*float64(res.Failed)/float64(res.Total))
	}
	switch {
	case res.BaselineTTFT == 0 && res.RecoveryLimit == 0:
		fail("burst: INCONCLUSIVE — no successful request before the spike to set a baseline TTFT")
	case res.AfterSpike < gate.MinRecoveryTail:
		fail("burst: INCONCLUSIVE — only %d successful requests after the spike; judging recovery needs %d (raise burst.base or burst.duration)",
			res.AfterSpike, gate.MinRecoveryTail)
	case !res.Recovered:
		fail("burst: TTFT had not recovered by the end of the test: from no request after the spike on did the p95 TTFT of the rest (at least %d requests, the last %v after the spike) stay under %.3gs (2× the pre-spike p95 of %.3gs)",
			gate.MinRecoveryTail, res.Recovery.Round(time.Millisecond), res.RecoveryLimit, res.BaselineTTFT)
	case res.Recovery > b.RecoverWithin:
		fail("burst: TTFT took %v to recover after the spike (limit %v): until then the p95 TTFT of the requests that followed exceeded %.3gs, 2× the pre-spike p95 of %.3gs",
			res.Recovery.Round(time.Millisecond), b.RecoverWithin, res.RecoveryLimit, res.BaselineTTFT)
	default:
		logf("recovery: p95 TTFT of the requests that followed back under %.3gs (2× the pre-spike p95 of %.3gs) %v after the spike (limit %v)",
			res.RecoveryLimit, res.BaselineTTFT, res.Recovery.Round(time.Millisecond), b.RecoverWithin)
	}
	// The timeline (every arrival's send, TTFT and E2EL, the spike and the deadline)
	// goes into the results file for the HTML report's burst chart.
	run.RecordBurst(status, res, msgs...)
}
