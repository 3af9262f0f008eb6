package acceptance

import (
	"fmt"
	"testing"

	"github.com/infergate/infergate/internal/gate"
	"github.com/infergate/infergate/internal/threshold"
)

// TestCapacity searches, for every workload the plan runs at a share of capacity, for
// the highest Poisson request rate whose goodput ratio meets the plan's capacity
// target (TestCapacity/<workload>), bracketed within capacity.precision: a search that
// runs out of probes first is INCONCLUSIVE (imprecise) and fails unless the plan skips
// that reason. The "peak" loads of the matrix run at a fraction
// of it; with INFERGATE_BASELINE set, at a fraction of the baseline's, so a candidate
// is loaded exactly as its baseline was.
//
// A candidate measures its own capacity all the same: it is half the answer (how many
// more requests per hour), and it runs the candidate through the same steps as its
// baseline. Without it the matrix met a cold process: two runs of one configuration
// on the embedded simulator, one with the search before the matrix and one without,
// differed by +19 % in E2EL p(95) and +40 % in TTFT p(95) at short-chat/reused/peak,
// while two runs that both searched differed by under 1 %.
func TestCapacity(t *testing.T) {
	p := run.Gate.Plan
	workloads := p.CapacityWorkloads()
	if len(workloads) == 0 {
		t.Skipf("plan %s has no load relative to capacity", p.File)
	}
	if sh := run.Gate.Shard; sh != nil {
		t.Skipf("shard %s: not measured here: a sharded run takes its capacity from INFERGATE_CAPACITY or INFERGATE_BASELINE", sh)
	}
	for _, w := range workloads {
		t.Run(w, func(t *testing.T) {
			g := run.Gate
			g.Logf = t.Logf
			defer func() { g.Logf = nil }()
			c, err := run.MeasureCapacity(t.Context(), w)
			if err != nil {
				run.AddTest("TestCapacity/"+w, "FAIL", err.Error())
				t.Fatalf("capacity: %v", err)
			}
			msg := fmt.Sprintf("capacity for %s/%s: %.3g req/s (%.0f req/h) at a goodput ratio of %.1f%%, %s",
				c.Workload, c.Prefix, c.Rate, 3600*c.Rate, 100*c.GoodputRatio, bracketText(c))
			if c.Precise() {
				t.Log(msg)
				run.AddTest("TestCapacity/"+w, "PASS", msg)
				return
			}
			msg += fmt.Sprintf(": INCONCLUSIVE (%s) — %s", threshold.ReasonImprecise, c.Imprecise)
			if run.Skips(threshold.ReasonImprecise) {
				t.Log(msg + "; skipped: the plan lists " + threshold.ReasonImprecise + " under skip")
				run.AddTest("TestCapacity/"+w, "SKIP", msg)
				return
			}
			run.AddTest("TestCapacity/"+w, "FAIL", msg)
			t.Errorf("%s; raise capacity.steps or widen capacity.precision, or list %s under skip to accept it", msg, threshold.ReasonImprecise)
		})
	}
}

// bracketText says where the capacity lies.
func bracketText(c *gate.CapacityResult) string {
	if c.FirstFail == 0 {
		return fmt.Sprintf("no rate up to %.3g req/s failed", c.Rate)
	}
	return fmt.Sprintf("bracket [%.3g, %.3g) req/s (%.1f%% wide, precision %.0f%%)", c.Rate, c.FirstFail, 100*(c.FirstFail/c.Rate-1), 100*c.Precision)
}
