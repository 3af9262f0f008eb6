package results

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
	"time"
)

// Summary is a run at a glance: what an approver reads first, at the top of the
// results file and as the verdict block at the end of a run.
type Summary struct {
	// Verdict is PASS, FAIL or INCONCLUSIVE, decided as verdict.TallyRun decides it
	// (verdict.Summarize fills the Summary).
	Verdict string `json:"verdict"`
	// Checks counts the cells' threshold verdicts by status: "PASS", "FAIL",
	// "INCONCLUSIVE" (not skipped: fails the test) and "SKIPPED" (inconclusive for a
	// reason the plan skips: never judged).
	Checks map[string]int `json:"checks"`
	// SkippedReasons counts the skipped checks by reason (too_few_samples, …).
	SkippedReasons map[string]int `json:"skipped_reasons,omitempty"`
	// Cells is the number of matrix cells; FailedCells those with a failing or
	// unskipped inconclusive check.
	Cells       int      `json:"cells"`
	FailedCells []string `json:"failed_cells,omitempty"`
	// Tests counts the non-cell tests (burst, capacity) by status.
	Tests map[string]int `json:"tests,omitempty"`
	// Capacity is each measured workload's capacity with its bracket.
	Capacity []CapacitySummary `json:"capacity,omitempty"`
	// Scale is the run's scale; Quick is set for a quick run, which is a smoke test,
	// not a release verdict.
	Scale string `json:"scale"`
	Quick bool   `json:"quick,omitempty"`
	// Partial repeats Run.Partial; Missing lists what the plan has and the run did not
	// cover.
	Partial bool     `json:"partial,omitempty"`
	Missing []string `json:"missing,omitempty"`
	// Traffic is the traffic time the matrix cells used, in simulated seconds, and
	// Planned the traffic their planned requests would have taken at the rate each
	// ran (Traffic where a cell records no plan); CapacityTraffic the capacity
	// search's probes (results.CapacityStep.TrafficSeconds: what each ran, or its
	// planned length in older files).
	Traffic         float64 `json:"traffic,omitempty"`
	Planned         float64 `json:"planned_traffic,omitempty"`
	CapacityTraffic float64 `json:"capacity_traffic,omitempty"`
	// RanOn lists the cells that ran on past their planned requests because a check
	// was still undecided, each with how far ("long-doc/fresh/peak 1.8×").
	RanOn []string `json:"ran_on,omitempty"`
	// Retried lists the cells that ran again because the machine running the gate
	// spoiled an attempt (Cell.Retried), each with its attempts
	// ("short-chat/reused/peak: 2 attempts").
	Retried []string `json:"retried,omitempty"`
}

// CapacitySummary is one workload's capacity: Rate req/s, below FirstFail (0: no rate
// failed), within the plan's Precision unless Imprecise says why not.
type CapacitySummary struct {
	Workload  string  `json:"workload"`
	Rate      float64 `json:"rate"`
	FirstFail float64 `json:"first_fail,omitempty"`
	Precision float64 `json:"precision,omitempty"`
	Imprecise string  `json:"imprecise,omitempty"`
	Source    string  `json:"source,omitempty"`
}

// WriteBlock writes s as the verdict block that ends a run: the verdict, the counts,
// the capacities, the given files (label → path, in order) and, for a quick or
// partial run, a banner that says what the verdict is not.
func (s Summary) WriteBlock(w io.Writer, files [][2]string) error {
	var b strings.Builder
	line := strings.Repeat("=", 78)
	fmt.Fprintln(&b, line)
	verdict := s.Verdict
	if s.Quick {
		verdict += " (quick: a smoke test, not a release verdict)"
	}
	if s.Partial {
		verdict += " (partial run: not the plan's verdict)"
	}
	fmt.Fprintf(&b, "infergate verdict: %s\n", verdict)
	fmt.Fprintf(&b, "  checks: %d passed, %d failed, %d inconclusive, %d skipped (never judged",
		s.Checks["PASS"], s.Checks["FAIL"], s.Checks["INCONCLUSIVE"], s.Checks["SKIPPED"])
	if len(s.SkippedReasons) > 0 {
		fmt.Fprintf(&b, ": %s", countsText(s.SkippedReasons))
	}
	fmt.Fprintf(&b, ") in %d cells\n", s.Cells)
	if len(s.FailedCells) > 0 {
		fmt.Fprintf(&b, "  failing cells: %s\n", strings.Join(s.FailedCells, ", "))
	}
	if len(s.Tests) > 0 {
		fmt.Fprintf(&b, "  other tests (burst, capacity): %d passed, %d failed, %d skipped", s.Tests["PASS"], s.Tests["FAIL"], s.Tests["SKIPPED"])
		if n := s.Tests["UNKNOWN"]; n > 0 {
			fmt.Fprintf(&b, ", %d with an unknown status", n)
		}
		fmt.Fprintln(&b)
	}
	for _, c := range s.Capacity {
		fmt.Fprintf(&b, "  capacity %s: %s\n", c.Workload, c.Text())
	}
	if s.Traffic > 0 {
		fmt.Fprintf(&b, "  traffic (simulated time): matrix %s, planned %s", clock(s.Traffic), clock(s.Planned))
		if s.CapacityTraffic > 0 {
			fmt.Fprintf(&b, "; capacity search %s", clock(s.CapacityTraffic))
		}
		fmt.Fprintln(&b)
		if len(s.RanOn) > 0 {
			fmt.Fprintf(&b, "  ran on past their plan until decided: %s\n", strings.Join(s.RanOn, ", "))
		}
	}
	if len(s.Retried) > 0 {
		fmt.Fprintf(&b, "  ran again after the machine fell behind (earlier attempts discarded): %s\n", strings.Join(s.Retried, ", "))
	}
	for _, f := range files {
		if f[1] != "" {
			fmt.Fprintf(&b, "  %s: %s\n", f[0], f[1])
		}
	}
	if s.Quick {
		fmt.Fprintln(&b, "  QUICK RUN: fewer requests, one trial, a shorter capacity search and a faster simulator;")
		fmt.Fprintln(&b, "  checks the plan names under quick.unjudged were skipped when too few samples could")
		fmt.Fprintln(&b, "  not decide them. Run the full plan before approving.")
	}
	fmt.Fprintln(&b, line)
	_, err := io.WriteString(w, b.String())
	return err
}

// Text is the capacity with its bracket, e.g. "3.92 req/s (14,112 req/h), in
// [3.92, 4.2) req/s: 7.1 % wide, precision 10 %".
func (c CapacitySummary) Text() string {
	t := fmt.Sprintf("%.3g req/s (%.0f req/h)", c.Rate, 3600*c.Rate)
	switch {
	case c.FirstFail > 0 && c.Rate > 0 && !math.IsNaN(c.Rate):
		t += fmt.Sprintf(", in [%.3g, %.3g) req/s: %.1f%% wide", c.Rate, c.FirstFail, 100*(c.FirstFail/c.Rate-1))
	case c.Precision > 0:
		t += ", no rate above it failed"
	}
	if c.Precision > 0 {
		t += fmt.Sprintf(", precision %.0f%%", 100*c.Precision)
	}
	if c.Imprecise != "" {
		t += " — IMPRECISE: " + c.Imprecise
	}
	if c.Source != "" {
		t += " (from " + c.Source + ")"
	}
	return t
}

func countsText(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, 0, len(keys))
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%d %s", m[k], k))
	}
	return strings.Join(parts, ", ")
}

// clock formats seconds as a duration rounded to the second ("41m12s").
func clock(sec float64) string {
	if !(sec > 0) || math.IsInf(sec, 0) {
		return "0s"
	}
	return (time.Duration(math.Round(sec)) * time.Second).String()
}
