package acceptance

import (
	"testing"

	"github.com/infergate/infergate/internal/gate"
)

// TestRestart restarts the target under the plan's steady traffic — the embedded
// simulator restarts itself; a real target is restarted by INFERGATE_RESTART_CMD — and
// checks the time until /health answers again, until the first token, and until TTFT
// p95 is back within the SLO against the plan's bounds. It runs last: the target it
// leaves behind has an empty prefix cache.
func TestRestart(t *testing.T) {
	rp := run.Gate.Plan.Restart
	if rp == nil {
		t.Skipf("plan %s has no restart section", run.Gate.Plan.File)
	}
	if sh := run.Gate.Shard; sh != nil {
		t.Skipf("shard %s: %v", sh, gate.ErrShardRestart)
	}
	g := run.Gate
	g.Logf = t.Logf
	defer func() { g.Logf = nil }()
	res, err := run.Restart(t.Context())
	if err != nil {
		run.AddTest("TestRestart", "FAIL", err.Error())
		t.Fatalf("restart: %v", err)
	}
	msgs := append([]string{res.Summary()}, res.Timeline...)
	status := "PASS"
	for _, f := range res.Failures {
		status = "FAIL"
		msgs = append(msgs, "FAIL: "+f)
		t.Errorf("restart: %s", f)
	}
	for _, m := range msgs {
		t.Log(m)
	}
	run.AddTest("TestRestart", status, msgs...)
}
