package verdict

import (
	"fmt"
	"slices"
	"strings"

	"github.com/infergate/infergate/internal/results"
)

// Summarize is r at a glance, for the top of the results file and the verdict block
// that ends a run: the verdict and counts of TallyRun, and each workload's capacity
// with its bracket.
func Summarize(r *results.Run) results.Summary {
	t := TallyRun(r)
	s := results.Summary{
		Verdict: t.Verdict,
		Checks:  map[string]int{"PASS": t.Passed, "FAIL": t.Failed, "INCONCLUSIVE": t.Inconclusive, "SKIPPED": t.Skipped},
		Cells:   len(r.Cells),
		Scale:   r.Manifest.Scale, Quick: strings.EqualFold(r.Manifest.Scale, "quick"), Partial: r.Partial,
	}
	for _, c := range r.Cells {
		if slices.Contains(t.FailedCells, c.Name) || slices.Contains(t.InconclusiveCells, c.Name) {
			s.FailedCells = append(s.FailedCells, c.Name)
		}
		for _, v := range c.Verdicts {
			if StatusOf(v.Status) == results.StatusSkipped {
				if s.SkippedReasons == nil {
					s.SkippedReasons = map[string]int{}
				}
				s.SkippedReasons[v.Reason]++
			}
		}
	}
	if len(r.Tests) > 0 {
		s.Tests = map[string]int{"PASS": t.TestsPassed, "FAIL": t.TestsFailed, "SKIPPED": t.TestsSkipped}
		if t.TestsUnknown > 0 {
			s.Tests["UNKNOWN"] = t.TestsUnknown
		}
	}
	for _, c := range r.Capacity {
		s.Capacity = append(s.Capacity, results.CapacitySummary{Workload: c.Workload, Rate: c.Rate, FirstFail: c.FirstFail,
			Precision: c.Precision, Imprecise: c.Imprecise, Source: c.Source})
		if c.Source == "" {
			for _, st := range c.Steps {
				s.CapacityTraffic += st.TrafficSeconds()
			}
		}
	}
	for _, c := range r.Cells {
		if n := len(c.Retried); n > 0 {
			s.Retried = append(s.Retried, fmt.Sprintf("%s: %d attempts", c.Name, n+1))
		}
		s.Traffic += c.Duration
		sq := c.Sequential
		if sq == nil || sq.Sent <= 0 {
			s.Planned += c.Duration
			continue
		}
		s.Planned += c.Duration * float64(sq.Planned) / float64(sq.Sent)
		if sq.RanOn() {
			s.RanOn = append(s.RanOn, fmt.Sprintf("%s %.2g×", c.Name, float64(sq.Sent)/float64(sq.Planned)))
		}
	}
	return s
}
