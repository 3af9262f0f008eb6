package report

import (
	"fmt"
	"slices"

	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/threshold"
)

// GateVerdict is one compare gate judged on one cell.
type GateVerdict struct {
	threshold.Verdict
	// Cell is the cell the gate was judged on; Pos where the plan wrote the gate.
	Cell, Pos string
	// Skipped marks an INCONCLUSIVE verdict whose reason the run skips.
	Skipped bool
}

// Failed reports whether the verdict fails: FAIL, or INCONCLUSIVE not skipped.
func (v GateVerdict) Failed() bool {
	return v.Status == threshold.Fail || (v.Status == threshold.Inconclusive && !v.Skipped)
}

// JudgeGates judges compare gates on one cell of a baseline (nil when the baseline
// has no such cell; baseName names the baseline in that message) and the same cell
// of the candidate, both read through results.Observe. level is the confidence level
// of the change's interval, skip the inconclusive reasons that count as skips, and
// seed seeds the bootstrap. The gate calls it on the cell it has just recorded and
// `infergate compare` on the two files, so both print the same verdicts.
func JudgeGates(gates []results.Gate, base, cand *results.Cell, baseName string, level float64, skip []string, seed uint64) []GateVerdict {
	if !(level > 0 && level < 1) {
		level = threshold.DefaultLevel
	}
	var out []GateVerdict
	for _, g := range gates {
		gv := GateVerdict{Cell: cand.Name, Pos: g.Pos}
		m, ok := threshold.Lookup(g.Metric)
		if !ok {
			gv.Verdict = threshold.Verdict{Metric: g.Metric, Status: threshold.Fail, Reason: threshold.ReasonError,
				Message: fmt.Sprintf("%s %s: FAIL — error: unknown metric %q", g.Metric, g.Expr, g.Metric)}
			out = append(out, gv)
			continue
		}
		e, err := threshold.Parse(g.Expr)
		if err == nil {
			err = threshold.Check(e, m, true)
		}
		if err != nil {
			gv.Verdict = threshold.Verdict{Metric: g.Metric, Status: threshold.Fail, Reason: threshold.ReasonError,
				Message: fmt.Sprintf("%s %s: FAIL — error: %v", g.Metric, g.Expr, err)}
			out = append(out, gv)
			continue
		}
		bobs := threshold.Observation{Unavailable: fmt.Sprintf("the baseline %s has no cell %s", baseName, cand.Name)}
		if base != nil {
			bobs = results.Observe(base, m)
		}
		gv.Verdict = threshold.Compare(e, m, bobs, results.Observe(cand, m), level, seed)
		gv.Skipped = gv.Status == threshold.Inconclusive && slices.Contains(skip, gv.Reason)
		out = append(out, gv)
	}
	return out
}
