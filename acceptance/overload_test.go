package acceptance

import (
	"testing"

	"github.com/infergate/infergate/internal/gate"
)

// TestOverload offers the plan's overload workload at multiples of its capacity (1, 2
// and 3 times by default) and checks that the target does with the excess what the
// plan's policy says: queue it (nothing refused; TTFT p95 within max_queue_wait) or
// shed it (429/503 within max_shed_latency, the requests it accepts still within the
// SLO). Each step's figures are in the log and the results file.
func TestOverload(t *testing.T) {
	o := run.Gate.Plan.Overload
	if o == nil {
		t.Skipf("plan %s has no overload section", run.Gate.Plan.File)
	}
	if sh := run.Gate.Shard; sh != nil {
		t.Skipf("shard %s: %v", sh, gate.ErrShardOverload)
	}
	g := run.Gate
	g.Logf = t.Logf
	defer func() { g.Logf = nil }()
	res, err := run.Overload(t.Context())
	if err != nil {
		run.AddTest("TestOverload", "FAIL", err.Error())
		t.Fatalf("overload: %v", err)
	}
	msgs := []string{"overload " + o.Workload + "/" + o.Prefix + ": policy " + o.Policy + ", the target did " + res.Behaviour()}
	for _, s := range res.Steps {
		msgs = append(msgs, s.String())
	}
	status := "PASS"
	for _, f := range res.Failures {
		status = "FAIL"
		msgs = append(msgs, "FAIL: "+f)
		t.Errorf("overload: %s", f)
	}
	run.AddTest("TestOverload", status, msgs...)
	t.Log(msgs[0])
}
