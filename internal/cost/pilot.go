package cost

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/threshold"
)

// Pilot is an earlier run's results file that an estimate takes its design effects,
// mean latencies and capacities from, cell by cell (matched by name).
type Pilot struct {
	// File is the path the pilot was read from.
	File string
	// Run is the results file's contents.
	Run *results.Run
}

// ReadPilot reads the results file at path as a pilot; an error names the file.
func ReadPilot(path string) (*Pilot, error) {
	r, err := results.Read(path)
	if err != nil {
		return nil, err // it names the file
	}
	if len(r.Cells) == 0 && len(r.Capacity) == 0 {
		return nil, fmt.Errorf("pilot %s: no cells and no capacity results: nothing to estimate from", path)
	}
	return &Pilot{File: path, Run: r}, nil
}

// minPilotSamples is the fewest samples a pilot cell must have of a metric for its
// design effect to be used: SeriesBatches batches of 3, below which stats estimates
// none (D = 1) and the default is the better guess.
const minPilotSamples = 3 * stats.SeriesBatches

// cell returns the pilot's cell called name, or nil.
func (p *Pilot) cell(name string) *results.Cell {
	if p == nil || p.Run == nil {
		return nil
	}
	for i := range p.Run.Cells {
		if p.Run.Cells[i].Name == name {
			return &p.Run.Cells[i]
		}
	}
	return nil
}

// DesignEffect returns the design effect of the q-quantile of metric m that the
// pilot's cell called name shows, and where it came from: the one the gate recorded
// with the cell's verdict on that percentile ("pilot verdict"), else the Inflation
// of stats.SeriesPercentile on the samples the cell's records keep, in arrival order
// ("pilot"). It fails, saying why, when the
// pilot has no such cell, the cell is invalid, or it holds fewer than 18 samples of
// the metric. Inter-token latencies come from the ITLs the records keep (the gate
// keeps them for up to 64 evenly spaced requests per cell), everything else through
// results.Observe.
func (p *Pilot) DesignEffect(name string, m threshold.Metric, q, level float64) (d float64, source string, err error) {
	c := p.cell(name)
	if c == nil {
		return 0, "", fmt.Errorf("the pilot has no cell %s", name)
	}
	if c.Invalid != "" {
		return 0, "", fmt.Errorf("the pilot's cell %s is invalid", name)
	}
	// The gate's own figure, on every sample of the cell (results files record it
	// with each percentile verdict since it was added).
	for _, v := range c.Verdicts {
		if v.Metric != m.Name || !(v.DesignEffect >= 1) {
			continue
		}
		if x, err := threshold.Parse(v.Expr); err == nil && x.Agg == threshold.P && x.Q == q {
			return v.DesignEffect, "pilot verdict", nil
		}
	}
	var xs []float64
	source = "pilot"
	switch m.Name {
	case "itl", "itl_per_token":
		with := 0
		for _, r := range c.Records {
			if len(r.ITLs) > 0 {
				with++
				xs = append(xs, r.ITLs...)
			}
		}
		if with < len(c.Records) {
			source = fmt.Sprintf("pilot (ITLs of %d/%d req)", with, len(c.Records))
		}
	default:
		obs := results.Observe(c, m)
		if obs.Unavailable != "" || obs.Invalid != "" {
			return 0, "", fmt.Errorf("the pilot does not keep %s per request", m.Name)
		}
		xs = obs.Samples
	}
	if len(xs) < minPilotSamples {
		return 0, "", fmt.Errorf("the pilot's cell %s has %d samples of %s, fewer than %d", name, len(xs), m.Name, minPilotSamples)
	}
	e, err := stats.SeriesPercentile(xs, q, level)
	if err != nil {
		return 0, "", fmt.Errorf("pilot %s: cell %s: %s: %w", p.File, name, m.Name, err)
	}
	return math.Max(e.Inflation, 1), source, nil
}

// mismatch says why the pilot's cell called name did not run the load of a cell of
// kind at rate requests per second (0 for a closed loop), or "" when it did or the
// pilot has no such cell: an open loop whose rate differs by more than a third, or a
// closed loop against an open one. A pilot of another version of the plan may share
// a cell's name but not its load, and then not its latencies.
func (p *Pilot) mismatch(name string, kind LoadKind, rate float64) string {
	c := p.cell(name)
	if c == nil {
		return ""
	}
	switch {
	case kind == Closed && c.Rate > 0:
		return fmt.Sprintf("the pilot's %s was an open loop at %.3g/s, this one is a closed loop", name, c.Rate)
	case kind != Closed && c.Rate == 0:
		return fmt.Sprintf("the pilot's %s was a closed loop, this one an open loop", name)
	case kind != Closed && rate > 0 && (c.Rate/rate > 4.0/3 || rate/c.Rate > 4.0/3):
		return fmt.Sprintf("the pilot's %s ran at %.3g/s, this one at %.3g/s", name, c.Rate, rate)
	}
	return ""
}

// requests returns how many requests the pilot's cell called name recorded: the
// size its design effects were measured at.
func (p *Pilot) requests(name string) int {
	if c := p.cell(name); c != nil {
		return len(c.Records)
	}
	return 0
}

// MeanE2EL returns the mean E2EL of the pilot cell's successful requests, in
// seconds, and false when the pilot has no such cell or no successful request in it.
func (p *Pilot) MeanE2EL(name string) (float64, bool) {
	c := p.cell(name)
	if c == nil {
		return 0, false
	}
	sum, n := 0.0, 0
	for _, r := range c.Records {
		if r.Class == "ok" {
			sum += r.E2EL
			n++
		}
	}
	if n == 0 {
		return 0, false
	}
	return sum / float64(n), true
}

// TimeScale returns the time scale of the embedded simulator the pilot ran against
// (simulated seconds per wall second), and false when it ran against a real target
// or at real time.
func (p *Pilot) TimeScale() (float64, bool) {
	if p == nil || p.Run == nil {
		return 0, false
	}
	t := p.Run.Manifest.Target
	if !t.Simulated || !(t.TimeScale > 1) {
		return 0, false
	}
	return t.TimeScale, true
}

// Capacity returns the capacity TestCapacity measured for workload in the pilot
// (results.Capacity.Rate, requests per simulated second), and false when it has none.
func (p *Pilot) Capacity(workload string) (float64, bool) {
	if p == nil || p.Run == nil {
		return 0, false
	}
	for _, c := range p.Run.Capacity {
		if c.Workload == workload && c.Rate > 0 && !math.IsInf(c.Rate, 0) {
			return c.Rate, true
		}
	}
	return 0, false
}

// ProbeSeconds returns the length of the longest full-length probe the pilot's
// capacity search of workload made (its climbing probes, a quarter of the step, are
// shorter), in seconds: long answers lengthen probes past step_duration
// (plan.ProbeLifetimes). ok is false when the pilot has no probe lengths for it
// (a file from before they were recorded).
func (p *Pilot) ProbeSeconds(workload string) (float64, bool) {
	if p == nil || p.Run == nil {
		return 0, false
	}
	longest := 0.0
	for _, c := range p.Run.Capacity {
		if c.Workload != workload {
			continue
		}
		for _, s := range c.Steps {
			longest = math.Max(longest, s.Seconds)
		}
	}
	return longest, longest > 0
}

// ParseCapacity parses a --capacity value, "workload=RATE" with RATE in the plan's
// syntax ("3.4/s", "120/min", "7200/h" or a bare number of requests per second), and
// returns the workload and the rate in requests per second.
func ParseCapacity(s string) (workload string, rate float64, err error) {
	w, r, ok := strings.Cut(s, "=")
	w, r = strings.TrimSpace(w), strings.TrimSpace(r)
	if !ok || w == "" || r == "" {
		return "", 0, fmt.Errorf("capacity %q: want workload=RATE, e.g. long-doc=3.4/s", s)
	}
	num, per := r, 1.0
	if i := strings.IndexByte(r, '/'); i >= 0 {
		switch unit := strings.TrimSpace(r[i+1:]); unit {
		case "s":
		case "min":
			per = 60
		case "h":
			per = 3600
		default:
			return "", 0, fmt.Errorf("capacity %q: unknown rate unit %q (valid: /s, /min, /h)", s, unit)
		}
		num = strings.TrimSpace(r[:i])
	}
	v, perr := strconv.ParseFloat(num, 64)
	if perr != nil {
		return "", 0, fmt.Errorf("capacity %q: rate %q: %w", s, r, perr)
	}
	v /= per
	if !(v > 0) || math.IsInf(v, 0) {
		return "", 0, fmt.Errorf("capacity %q: rate %q is not a positive finite rate", s, r)
	}
	return w, v, nil
}
