package acceptance

import (
	"slices"
	"testing"

	"github.com/infergate/infergate/internal/plan"
)

// TestMatrix runs every cell of the plan as TestMatrix/<workload>/<prefix>/<load>
// (so -run 'Matrix/long-doc/.*/peak' selects cells) and fails a cell on any FAIL, or
// any INCONCLUSIVE verdict the plan does not skip.
//
// A quick run runs the cells its plan's quick.cells names (all of them when unset);
// the others are not subtests at all, so nothing in the quick run's JUnit looks like a
// check that was skipped.
func TestMatrix(t *testing.T) {
	p := run.Gate.Plan
	has := func(w, x, l string) bool {
		return slices.ContainsFunc(p.Cells, func(c plan.Cell) bool {
			return (w == "" || c.Workload == w) && (x == "" || c.Prefix == x) && (l == "" || c.Load == l)
		})
	}
	for _, w := range p.Workloads {
		if !has(w.Name, "", "") {
			continue
		}
		t.Run(w.Name, func(t *testing.T) {
			for _, x := range p.Prefixes {
				if !has(w.Name, x.Name, "") {
					continue
				}
				t.Run(x.Name, func(t *testing.T) {
					for _, l := range p.Loads {
						c, ok := p.Cell(w.Name + "/" + x.Name + "/" + l.Name)
						if !ok {
							continue
						}
						t.Run(l.Name, func(t *testing.T) { runCell(t, c) })
					}
				})
			}
		})
	}
}

func runCell(t *testing.T, c *plan.Cell) {
	t.Helper()
	g := run.Gate
	g.Logf = t.Logf
	defer func() { g.Logf = nil }()
	res, err := run.Cell(t.Context(), c)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(res.Summary())
	for _, j := range res.Judgements {
		switch {
		case j.Failed():
			t.Errorf("%s: %s (%s)", c.Name, j.Message, j.Pos)
		case j.Skipped:
			t.Logf("%s: SKIPPED %s (%s; the plan skips %q)", c.Name, j.Message, j.Pos, j.Reason)
		default:
			t.Logf("%s: %s", c.Name, j.Message)
		}
	}
}
