package acceptance

import (
	"fmt"
	"testing"
)

// TestCapacity searches, for every workload the plan runs at a share of capacity, for
// the highest Poisson request rate whose goodput ratio meets the plan's capacity
// target (TestCapacity/<workload>). The "peak" loads of the matrix run at a fraction
// of it; with INFERGATE_BASELINE set, the baseline's capacity is used instead, so a
// candidate is loaded exactly as its baseline was.
func TestCapacity(t *testing.T) {
	p := run.Gate.Plan
	workloads := p.CapacityWorkloads()
	if len(workloads) == 0 {
		t.Skipf("plan %s has no load relative to capacity", p.File)
	}
	if run.Env.Baseline != "" {
		t.Skipf("INFERGATE_BASELINE is set: peak loads use the baseline's capacity, so that a candidate is loaded as its baseline was")
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
			msg := fmt.Sprintf("capacity for %s/%s: %.3g req/s (%.0f req/h) at a goodput ratio of %.1f%%", c.Workload, c.Prefix, c.Rate, 3600*c.Rate, 100*c.GoodputRatio)
			if c.AtMax {
				msg += " — the search's max_rate still passed: the true capacity is higher (raise capacity.max_rate)"
			}
			t.Log(msg)
			run.AddTest("TestCapacity/"+w, "PASS", msg)
		})
	}
}
