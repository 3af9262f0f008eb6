package cost

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/threshold"
)

// readPlan reads testdata/name.
func readPlan(t *testing.T, name string) *plan.Plan {
	t.Helper()
	p, err := plan.ReadFile(filepath.Join("testdata", name))
	require.NoError(t, err)
	return p
}

// readPilot reads testdata/pilot.json, a trimmed quick run of the default plan.
func readPilot(t *testing.T) *Pilot {
	t.Helper()
	p, err := ReadPilot(filepath.Join("testdata", "pilot.json"))
	require.NoError(t, err)
	return p
}

// compute estimates plan file name at scale.
func compute(t *testing.T, name string, scale Scale, in Inputs) *Estimate {
	t.Helper()
	e, err := Compute(readPlan(t, name), scale, in)
	require.NoError(t, err)
	return e
}

// cellOf returns the estimate's cell called name.
func cellOf(t *testing.T, e *Estimate, name string) *Cell {
	t.Helper()
	for i := range e.Cells {
		if e.Cells[i].Name == name {
			return &e.Cells[i]
		}
	}
	require.Failf(t, "no cell", "%s in %s", name, e.Plan.File)
	return nil
}

// checkOf returns cell c's check called name.
func checkOf(t *testing.T, c *Cell, name string) *Check {
	t.Helper()
	for i := range c.Checks {
		if c.Checks[i].Name == name {
			return &c.Checks[i]
		}
	}
	require.Failf(t, "no check", "%q in %s", name, c.Name)
	return nil
}

// text writes the estimates as plan cost prints them.
func text(t *testing.T, pilot *Pilot, ests ...*Estimate) string {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, Write(&b, ests, pilot))
	return b.String()
}

func TestDecidablePlan(t *testing.T) {
	e := compute(t, "decidable.yaml", Full, Inputs{})
	require.Len(t, e.Cells, 1)
	c := &e.Cells[0]
	assert.Empty(t, e.Undecidable())
	assert.Equal(t, 400, c.Planned)
	assert.Equal(t, 400, c.Needed)
	assert.Equal(t, 400, c.MaxRequests, "no sequential.max")

	// A closed loop's default D for ttft is 4 at 30 requests, 4·(400/30)^0.25 at 400.
	grown := 4 * math.Pow(400.0/30, DesignEffectGrowth)
	tests := []struct {
		check      string
		judged     Judged
		d          float64
		source     string
		minSamples int
		needs      int
	}{
		// The planned end of 4 looks with final 80 % is judged at 92 %: a p50 needs 5
		// independent samples (5 × 4 = 20 requests, below the 30 D was measured at),
		// a p90 31 ((31 × 4 / 30^0.25)^(4/3) = 200 requests, D grown to 6.4 there).
		{"ttft p(50) < 600ms", Percentile, grown, "default", 5, 20},
		{"ttft p(90) < 1.5s", Percentile, grown, "default", 31, 200},
		{"ttft avg < 1s", AtEnd, 1, "", 0, 0},
		{"error_rate < 0.5%", AtEnd, 1, "", 0, 0},
		{"goodput_ratio >= 95%", AtEnd, 1, "", 0, 0},
		{"dispatch_lag p(99) < 50ms", Percentile, 1, "independent", 321, 321},
	}
	for _, tt := range tests {
		t.Run(tt.check, func(t *testing.T) {
			k := checkOf(t, c, tt.check)
			assert.True(t, k.Decidable)
			assert.Equal(t, tt.judged, k.Judged)
			assert.InDelta(t, tt.d, k.D, 1e-9)
			assert.Equal(t, tt.source, k.DSource)
			assert.Equal(t, tt.minSamples, k.MinSamples)
			assert.Equal(t, tt.needs, k.Needs)
			assert.Equal(t, "planned end", k.At)
			assert.Equal(t, 4, k.Look)
			assert.Equal(t, 400, k.Requests)
		})
	}
	out := text(t, nil, e)
	assert.NotContains(t, out, "UNDECIDABLE")
	assert.Contains(t, out, "D from the defaults per load kind")
	assert.Contains(t, out, "default 4@30")
	assert.Contains(t, out, "level 90%, 4 sequential looks (final 80%): the planned end is judged at 92%")
	assert.Contains(t, out, "full total: matrix ")
}

func TestUndecidablePlan(t *testing.T) {
	e := compute(t, "undecidable.yaml", Full, Inputs{})
	c := cellOf(t, e, "chat/fresh/normal")
	assert.Equal(t, 360, c.Planned, "2/s × 60 s × 3 trials")
	assert.InDelta(t, 3, c.Max, 1e-9)
	assert.Equal(t, 1080, c.MaxRequests)
	assert.Equal(t, 1080, c.Needed, "an undecidable check runs the cell to its max")

	// Past the planned end each look is at 99.33 %: a p99 needs 568 independent
	// samples; at the open loop's default D for e2el, 4.5 at 30 requests growing as
	// (m/30)^0.25, that takes (568 × 4.5 / 30^0.25)^(4/3) = 11,248 requests.
	p99 := checkOf(t, c, "e2el p(99) < 20s")
	assert.False(t, p99.Decidable)
	assert.Empty(t, p99.Skipped)
	assert.Equal(t, 568, p99.MinSamples)
	assert.Equal(t, 11248, p99.Needs)
	assert.Equal(t, 1080, p99.Requests)
	assert.InDelta(t, 4.5*math.Pow(1080.0/30, DesignEffectGrowth), p99.D, 1e-9)

	// ttft's p95 (D 3.5 at 30): the planned end (97.33 %, 85 samples) and the looks
	// after it (99.33 %, 112) lack it until look 11, 2.75× the plan: 990 requests at D
	// 3.5·33^0.25 = 8.4 are 118 independent samples.
	p95 := checkOf(t, c, "ttft p(95) < 1.5s")
	assert.True(t, p95.Decidable)
	assert.Equal(t, 11, p95.Look)
	assert.Equal(t, "look 11 = 2.75× plan", p95.At)
	assert.Equal(t, 990, p95.Requests)

	fail := e.Failing()
	require.Len(t, fail, 1)
	assert.Equal(t, "e2el p(99) < 20s", fail[0].Check.Name)
	out := text(t, nil, e)
	assert.Contains(t, out, "UNDECIDABLE: e2el p(99) < 20s in chat/fresh/normal needs ~11,248 requests, the max allows 1,080 (3× the plan): raise sequential.max, send more, or drop the check")
	assert.Contains(t, out, "the planned end is judged at 97.33%, looks past it up to 3× the plan at 99.33% each")
	assert.Contains(t, out, "runs to its max (3×)")
}

// TestQuickSkip: at quick scale the plan skips too_few_samples, so a check that
// cannot be decided is named but does not fail the run.
func TestQuickSkip(t *testing.T) {
	e := compute(t, "matrix.yaml", Quick, Inputs{Pilot: readPilot(t)})
	assert.Equal(t, 1, e.Trials)
	c := cellOf(t, e, "short-chat/fresh/low")
	assert.Equal(t, 30, c.Planned, "120 × 0.25, one trial")
	k := checkOf(t, c, "ttft p(95) < 1.5s")
	assert.False(t, k.Decidable)
	assert.Equal(t, "quick.skip lists too_few_samples", k.Skipped)
	assert.NotEmpty(t, e.Undecidable())
	assert.Empty(t, e.Failing())
	out := text(t, nil, e)
	assert.Contains(t, out, "undecidable, but the plan's quick.skip lists too_few_samples")
	assert.Contains(t, out, "short-chat/fresh/low: ttft p(95) < 1.5s (~")
	assert.NotContains(t, out, "UNDECIDABLE:")

	// At full scale nothing is skipped: the pilot's D, measured on 30 requests and
	// grown to 360, leaves the p(95) short of its samples, and that fails.
	full := compute(t, "matrix.yaml", Full, Inputs{Pilot: readPilot(t)})
	fc := cellOf(t, full, "short-chat/fresh/low")
	assert.Equal(t, 360, fc.Planned)
	fk := checkOf(t, fc, "ttft p(95) < 1.5s")
	assert.False(t, fk.Decidable)
	assert.Empty(t, fk.Skipped)
	assert.Greater(t, fk.Needs, 360)
	assert.NotEmpty(t, full.Failing())
}

func TestDesignEffectSource(t *testing.T) {
	pilot := readPilot(t)
	// The pilot's own figure, as the gate would compute it.
	pc := pilot.cell("short-chat/fresh/low")
	require.NotNil(t, pc)
	ttft, _ := threshold.Lookup("ttft")
	est, err := stats.SeriesPercentile(results.Observe(pc, ttft).Samples, 0.95, 0.9)
	require.NoError(t, err)
	require.Greater(t, est.Inflation, 1.0)

	tests := []struct {
		name   string
		pilot  *Pilot
		cell   string
		check  string
		d      float64
		source string
	}{
		{"pilot", pilot, "short-chat/fresh/low", "ttft p(95) < 1.5s", est.Inflation, "pilot"},
		{"no-pilot", nil, "short-chat/fresh/low", "ttft p(95) < 1.5s", 4, "default"},
		{"default-open", nil, "short-chat/fresh/normal", "ttft p(95) < 1.5s", 3.5, "default"},
		{"default-share", nil, "short-chat/fresh/peak", "ttft p(95) < 1.5s", 7.5, "default"},
		// The pilot keeps ITLs only for short-chat/fresh/low: elsewhere the default,
		// 0.8 per gap × 149 gaps for an open loop.
		{"pilot-itl", pilot, "short-chat/fresh/low", "itl p(95) < 60ms", 0, "pilot"},
		{"pilot-lacks-itl", pilot, "short-chat/fresh/normal", "itl p(95) < 60ms", 0.8 * 149, "default"},
		{"default-itl-long", nil, "long-output/fresh/low", "itl p(95) < 60ms", 0.3 * 999, "default"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := compute(t, "matrix.yaml", Full, Inputs{Pilot: tt.pilot, Capacity: map[string]float64{"short-chat": 45, "long-output": 7.8}})
			c := cellOf(t, e, tt.cell)
			k := checkOf(t, c, tt.check)
			assert.Equal(t, tt.source, k.DSource)
			if tt.d > 0 {
				assert.InDelta(t, tt.d, k.DBase, 1e-9)
			} else {
				assert.Greater(t, k.DBase, 1.0)
			}
			// D grows from where it was measured to the cell's requests.
			assert.InDelta(t, k.DBase*math.Pow(math.Max(1, float64(k.Requests)/float64(k.DBaseRequests)), DesignEffectGrowth), k.D, 1e-9)
		})
	}
}

func TestPilotDesignEffectErrors(t *testing.T) {
	pilot := readPilot(t)
	ttft, _ := threshold.Lookup("ttft")
	_, _, err := pilot.DesignEffect("long-doc/fresh/low", ttft, 0.95, 0.9)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no cell long-doc/fresh/low")

	itl, _ := threshold.Lookup("itl")
	_, _, err = pilot.DesignEffect("short-chat/fresh/normal", itl, 0.95, 0.9)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "has 0 samples of itl")

	bad := &Pilot{File: "x.json", Run: &results.Run{Cells: []results.Cell{{Name: "a/b/c", Invalid: "the generator fell behind"}}}}
	_, _, err = bad.DesignEffect("a/b/c", ttft, 0.95, 0.9)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "is invalid")
}

// TestTrafficAgainstPilot compares the traffic time estimated for the pilot's own
// plan and scale with the traffic the gate recorded for each cell (its sequential
// block's traffic, the trials' pooled durations): within ±30 % per cell, and the
// total within ±10 %, from the pilot's E2EL and capacities and from the defaults.
func TestTrafficAgainstPilot(t *testing.T) {
	pilot := readPilot(t)
	caps := map[string]float64{}
	for _, c := range pilot.Run.Capacity {
		caps[c.Workload] = c.Rate
	}
	for name, in := range map[string]Inputs{"pilot": {Pilot: pilot}, "defaults": {Capacity: caps}} {
		t.Run(name, func(t *testing.T) {
			e := compute(t, "matrix.yaml", Quick, in)
			est, meas := 0.0, 0.0
			for _, c := range e.Cells {
				pc := pilot.cell(c.Name)
				require.NotNil(t, pc, c.Name)
				require.NotNil(t, pc.Sequential, c.Name)
				got, want := c.Traffic, pc.Sequential.Traffic
				assert.InEpsilon(t, want, got, 0.30, "%s: estimated %.1fs, the gate recorded %.1fs", c.Name, got, want)
				assert.Equal(t, pc.Sequential.Planned, c.Planned, c.Name)
				est += got
				meas += want
			}
			assert.InEpsilon(t, meas, est, 0.10, "total: estimated %.1fs, recorded %.1fs", est, meas)
		})
	}
}

func TestTrafficByLoad(t *testing.T) {
	e := compute(t, "loads.yaml", Full, Inputs{Capacity: map[string]float64{"chat": 10}})
	e2el := defaultE2EL(400, 150, 0, 0)
	tests := []struct {
		cell    string
		kind    LoadKind
		planned int
		traffic float64
	}{
		// 2 trials × 100 requests by 4 users, each taking a mean E2EL.
		{"chat/fresh/closed", Closed, 200, 200 * defaultE2EL(400, 150, 0, 4) / 4},
		// 5/s × 20 s × 2 trials, and each trial waits for its last request.
		{"chat/fresh/open", Open, 200, 200.0/5 + 2*e2el},
		// 0.5 × 10/s × 30 s × 2 trials.
		{"chat/fresh/share", Share, 300, 300.0/5 + 2*e2el},
		// trace.jsonl: 20 arrivals over 9.5 s, replayed in each trial.
		{"chat/fresh/replay", Replay, 40, 2*9.5 + 2*defaultE2EL(195, 29.5, 0, 0)},
	}
	for _, tt := range tests {
		t.Run(tt.cell, func(t *testing.T) {
			c := cellOf(t, e, tt.cell)
			assert.Empty(t, c.Unknown)
			assert.Equal(t, tt.kind, c.Kind)
			assert.Equal(t, tt.planned, c.Planned)
			assert.InDelta(t, tt.traffic, c.Traffic, 1e-6)
			assert.Equal(t, "default", c.E2ELSource)
		})
	}
	assert.InDelta(t, 5, cellOf(t, e, "chat/fresh/share").Rate, 1e-9)
	assert.Equal(t, "--capacity", cellOf(t, e, "chat/fresh/share").RateSource)
}

func TestCapacitySource(t *testing.T) {
	pilot := readPilot(t)
	tests := []struct {
		name   string
		in     Inputs
		rate   float64
		source string
	}{
		{"pilot", Inputs{Pilot: pilot}, 0.9 * 45.34434629747115, "pilot"},
		{"flag-wins", Inputs{Pilot: pilot, Capacity: map[string]float64{"short-chat": 20}}, 18, "--capacity"},
		{"flag-only", Inputs{Capacity: map[string]float64{"short-chat": 20}}, 18, "--capacity"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := compute(t, "matrix.yaml", Full, tt.in)
			c := cellOf(t, e, "short-chat/fresh/peak")
			assert.Empty(t, c.Unknown)
			assert.InDelta(t, tt.rate, c.Rate, 1e-9)
			assert.Equal(t, tt.source, c.RateSource)
			assert.Equal(t, 3*int(math.Round(tt.rate*60)), c.Planned)
		})
	}
}

// TestCapacityUnknown: a capacity load whose capacity neither the pilot nor a flag
// knows is named, left out of the totals, and not an error.
func TestCapacityUnknown(t *testing.T) {
	e := compute(t, "loads.yaml", Full, Inputs{})
	c := cellOf(t, e, "chat/fresh/share")
	assert.Contains(t, c.Unknown, "capacity of chat unknown: give --pilot with its capacity results or --capacity chat=RATE")
	assert.Empty(t, c.Checks)
	known := 0.0
	for _, x := range e.Cells {
		if x.Name != c.Name {
			known += x.Traffic
		}
	}
	assert.InDelta(t, known, e.MatrixTraffic(), 1e-9)
	out := text(t, nil, e)
	assert.Contains(t, out, "NOTE: chat/fresh/share: capacity of chat unknown")
	assert.Contains(t, out, "left out of the totals")
	assert.Contains(t, out, "3 cells, 1 with capacity unknown left out")
}

func TestFixedTests(t *testing.T) {
	full := compute(t, "loads.yaml", Full, Inputs{})
	quick := compute(t, "loads.yaml", Quick, Inputs{})
	byName := func(e *Estimate) map[string]Test {
		out := map[string]Test{}
		for _, x := range e.Tests {
			out[x.Name] = x
		}
		return out
	}
	f, q := byName(full), byName(quick)
	assert.InDelta(t, 60, f["burst"].Traffic, 1e-9)
	assert.InDelta(t, 15, q["burst"].Traffic, 1e-9, "60 s × 0.25")
	// 10 probes × 60 s plus the climb from 0.5/s to 64/s: ⌊log₃ 128⌋ + 2 = 6 short
	// probes of 15 s.
	assert.InDelta(t, 600+6*15, f["capacity search"].Traffic, 1e-9)
	assert.True(t, f["capacity search"].Bound)
	assert.InDelta(t, 60+690, full.TestsTraffic(), 1e-9)
	// Quick runs keep the capacity search's probes unless quick: says otherwise.
	assert.InDelta(t, 690, q["capacity search"].Traffic, 1e-9)
}

func TestDefaultDesignEffect(t *testing.T) {
	tests := []struct {
		kind   LoadKind
		metric string
		gaps   float64
		want   float64
		ok     bool
	}{
		{Closed, "ttft", 149, 4, true},
		{Closed, "ttft_from_intended", 149, 4, true},
		{Open, "e2el_from_intended", 149, 4.5, true},
		{Replay, "tpot", 149, 7.5, true},
		{Share, "queue_wait", 149, 4, true},
		{Share, "itl", 119, 2.2 * 119, true},
		{Closed, "itl_per_token", 999, 0.3 * 999, true},
		{Closed, "itl", 1, 1, true},
		{Open, "dispatch_lag", 149, 0, false},
	}
	for _, tt := range tests {
		t.Run(string(tt.kind)+"/"+tt.metric, func(t *testing.T) {
			d, ok := DefaultDesignEffect(tt.kind, tt.metric, tt.gaps)
			assert.Equal(t, tt.ok, ok)
			assert.InDelta(t, tt.want, d, 1e-9)
		})
	}
}

// TestDefaultE2EL: without a pilot, a closed loop's mean E2EL comes from the
// simulator preset's figures; on the pilot's closed-loop cells it is within 30 %.
func TestDefaultE2EL(t *testing.T) {
	pilot := readPilot(t)
	tests := []struct {
		cell          string
		input, output float64
	}{
		{"short-chat/fresh/low", 400, 150},
		{"long-output/fresh/low", 300, 1000},
	}
	for _, tt := range tests {
		t.Run(tt.cell, func(t *testing.T) {
			want, ok := pilot.MeanE2EL(tt.cell)
			require.True(t, ok)
			assert.InEpsilon(t, want, defaultE2EL(tt.input, tt.output, 0, 4), 0.30)
		})
	}
}

func TestParseCapacity(t *testing.T) {
	tests := []struct {
		in       string
		workload string
		rate     float64
		err      string
	}{
		{"long-doc=3.4/s", "long-doc", 3.4, ""},
		{"chat=120/min", "chat", 2, ""},
		{"chat=7200/h", "chat", 2, ""},
		{" chat = 2.5 ", "chat", 2.5, ""},
		{"chat", "", 0, `capacity "chat": want workload=RATE, e.g. long-doc=3.4/s`},
		{"=3/s", "", 0, "want workload=RATE"},
		{"chat=fast", "", 0, `capacity "chat=fast": rate "fast"`},
		{"chat=3/day", "", 0, `unknown rate unit "day" (valid: /s, /min, /h)`},
		{"chat=0", "", 0, `rate "0" is not a positive finite rate`},
		{"chat=-1/s", "", 0, "is not a positive finite rate"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			w, r, err := ParseCapacity(tt.in)
			if tt.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.workload, w)
			assert.InDelta(t, tt.rate, r, 1e-12)
		})
	}
}

func TestReadPilotErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		t.Helper()
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(body), 0o644))
		return p
	}
	tests := []struct {
		name string
		path string
		want []string
	}{
		{"missing", filepath.Join(dir, "nope.json"), []string{"read results", "nope.json", "no such file"}},
		{"not-json", write("bad.json", "{oops"), []string{"read results", "bad.json", "not a JSON results file"}},
		{"no-schema", write("plain.json", `{"cells": []}`), []string{"plain.json", `no "schema" field`}},
		{"empty", write("empty.json", `{"schema": "infergate.results/v2", "cells": []}`), []string{"empty.json", "no cells and no capacity results"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadPilot(tt.path)
			require.Error(t, err)
			for _, w := range tt.want {
				assert.Contains(t, err.Error(), w)
			}
		})
	}
}

func TestComputeBadScale(t *testing.T) {
	_, err := Compute(readPlan(t, "decidable.yaml"), "huge", Inputs{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), `scale "huge": want full or quick`)
}

func TestWriteBothScales(t *testing.T) {
	pilot := readPilot(t)
	p := readPlan(t, "matrix.yaml")
	var ests []*Estimate
	for _, s := range []Scale{Quick, Full} {
		e, err := Compute(p, s, Inputs{Pilot: pilot})
		require.NoError(t, err)
		ests = append(ests, e)
	}
	out := text(t, pilot, ests...)
	lines := bytes.Split([]byte(out), []byte("\n"))
	assert.Contains(t, string(lines[0]), "D from pilot testdata/pilot.json cell by cell")
	assert.Contains(t, out, "== quick scale: 6 cells × 1 trial ==")
	assert.Contains(t, out, "== full scale: 6 cells × 3 trials ==")
	assert.Contains(t, out, "ttft p(95) <= +10%: ≥ 20 requests per run, then depends on the change")
	assert.Contains(t, out, "capacity search  ≤ ")
	assert.Contains(t, out, "grand total: up to ")
	for _, l := range lines {
		assert.False(t, bytes.HasSuffix(l, []byte(" ")), "trailing space in %q", l)
	}
}

// parsePlan parses a plan written inline, as if it were testdata/name (so that a
// replay's trace resolves beside it).
func parsePlan(t *testing.T, name, yaml string) *plan.Plan {
	t.Helper()
	p, err := plan.Parse([]byte(yaml), filepath.Join("testdata", name))
	require.NoError(t, err)
	return p
}

// withLines returns testdata/name with extra lines appended.
func withLines(t *testing.T, name string, lines ...string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	require.NoError(t, err)
	s := string(b)
	for _, l := range lines {
		s += l + "\n"
	}
	return s
}

// TestSkippedChecksDoNotRunOn: a check whose INCONCLUSIVE verdict the plan skips
// never keeps its cell running (the gate's rule), and does not fail the run.
func TestSkippedChecksDoNotRunOn(t *testing.T) {
	p := parsePlan(t, "skip.yaml", withLines(t, "undecidable.yaml", "skip: [too_few_samples]"))
	e, err := Compute(p, Full, Inputs{})
	require.NoError(t, err)
	c := cellOf(t, e, "chat/fresh/normal")
	p99 := checkOf(t, c, "e2el p(99) < 20s")
	assert.False(t, p99.Decidable)
	assert.Equal(t, "skip lists too_few_samples", p99.Skipped)
	assert.Equal(t, 360, c.Needed, "no check keeps the cell running past its planned end")
	assert.Equal(t, 360, p99.Requests)
	p95 := checkOf(t, c, "ttft p(95) < 1.5s")
	assert.False(t, p95.Decidable, "look 11 would decide it, but the cell stops at its planned end")
	assert.Empty(t, e.Failing())
	assert.Len(t, e.Undecidable(), 2)
	assert.Contains(t, text(t, nil, e), "undecidable, but the plan's skip lists too_few_samples: at full scale")
}

func TestQuickUnjudged(t *testing.T) {
	p := parsePlan(t, "unjudged.yaml", withLines(t, "undecidable.yaml",
		"quick:",
		"  unjudged:",
		`    - {cells: "*", checks: ["e2el p(99)"], why: "a quick cell holds too few requests"}`))
	e, err := Compute(p, Quick, Inputs{})
	require.NoError(t, err)
	c := cellOf(t, e, "chat/fresh/normal")
	assert.Equal(t, 90, c.Planned, "2/s × 15 s × 3 trials")
	p99 := checkOf(t, c, "e2el p(99) < 20s")
	assert.Equal(t, "quick.unjudged (testdata/unjudged.yaml:20) names it: a quick cell holds too few requests", p99.Skipped)
	p95 := checkOf(t, c, "ttft p(95) < 1.5s")
	assert.Empty(t, p95.Skipped, "not named: it fails the quick run")
	fail := e.Failing()
	require.Len(t, fail, 1)
	assert.Equal(t, p95.Name, fail[0].Check.Name)
	assert.Equal(t, 270, c.Needed, "the unnamed p(95) runs the cell to its max")

	full, err := Compute(p, Full, Inputs{})
	require.NoError(t, err)
	assert.Empty(t, checkOf(t, cellOf(t, full, "chat/fresh/normal"), "e2el p(99) < 20s").Skipped, "quick.unjudged is for quick runs only")
}

// TestReplayDoesNotRunOn: a replay sends its trace and no more, whatever
// sequential.max says (as the gate does).
func TestReplayDoesNotRunOn(t *testing.T) {
	p := parsePlan(t, "replay.yaml", withLines(t, "loads.yaml", "sequential: {looks: 4, max: 3x}"))
	e, err := Compute(p, Full, Inputs{Capacity: map[string]float64{"chat": 10}})
	require.NoError(t, err)
	r := cellOf(t, e, "chat/fresh/replay")
	assert.InDelta(t, 1, r.Max, 1e-9)
	assert.Equal(t, r.Planned, r.MaxRequests)
	o := cellOf(t, e, "chat/fresh/open")
	assert.InDelta(t, 3, o.Max, 1e-9)
	assert.Equal(t, 3*o.Planned, o.MaxRequests)
}

// TestPilotVerdictDesignEffect: the design effect the gate recorded with a verdict
// wins over one computed from the records, which the percentiles without a verdict
// use.
func TestPilotVerdictDesignEffect(t *testing.T) {
	var recs []results.Record
	for i := range 60 {
		recs = append(recs, results.Record{Class: "ok", TTFT: 0.1 + 0.001*float64(i%7), E2EL: 1 + 0.01*float64(i%5), OutputTokens: 100})
	}
	pilot := &Pilot{File: "pilot.json", Run: &results.Run{Cells: []results.Cell{{
		Name: "a/b/c", Records: recs,
		Verdicts: []results.Verdict{
			{Metric: "ttft", Expr: "p(95) < 1.5s", DesignEffect: 6.5},
			{Metric: "e2el", Expr: "p(95) < 10s"}, // no design effect recorded
		},
	}}}}
	ttft, _ := threshold.Lookup("ttft")
	e2el, _ := threshold.Lookup("e2el")
	tests := []struct {
		name   string
		metric threshold.Metric
		q      float64
		d      float64
		source string
	}{
		{"verdict", ttft, 0.95, 6.5, "pilot verdict"},
		{"other-quantile", ttft, 0.5, 0, "pilot"},
		{"no-figure", e2el, 0.95, 0, "pilot"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, src, err := pilot.DesignEffect("a/b/c", tt.metric, tt.q, 0.9)
			require.NoError(t, err)
			assert.Equal(t, tt.source, src)
			if tt.d > 0 {
				assert.InDelta(t, tt.d, d, 1e-9)
				return
			}
			est, err := stats.SeriesPercentile(results.Observe(&pilot.Run.Cells[0], tt.metric).Samples, tt.q, 0.9)
			require.NoError(t, err)
			assert.InDelta(t, est.Inflation, d, 1e-9)
		})
	}
}

func TestWallTime(t *testing.T) {
	pilot := readPilot(t)
	k, ok := pilot.TimeScale()
	require.True(t, ok, "the pilot ran on the embedded simulator")
	assert.InDelta(t, 4, k, 1e-9)
	e := compute(t, "decidable.yaml", Full, Inputs{Pilot: pilot})
	assert.Contains(t, text(t, pilot, e), "against the embedded simulator at the pilot's time scale 4 (INFERGATE_SIM=time_scale=4) that is "+fmtDur(e.MatrixTraffic()/4)+" of wall time")
	_, ok = (*Pilot)(nil).TimeScale()
	assert.False(t, ok)
}

func TestUndecidableLine(t *testing.T) {
	k := &Check{Name: "ttft p(99) < 3s", Needs: 2400}
	tests := []struct {
		name string
		cell Cell
		want string
	}{
		{"no-max", Cell{Name: "a/b/c", Kind: Open, Planned: 360, MaxRequests: 360, Max: 1},
			"UNDECIDABLE: ttft p(99) < 3s in a/b/c needs ~2,400 requests, the plan allows 360 (no sequential.max): set sequential.max, send more, or drop the check"},
		{"max", Cell{Name: "a/b/c", Kind: Open, Planned: 360, MaxRequests: 1080, Max: 3},
			"UNDECIDABLE: ttft p(99) < 3s in a/b/c needs ~2,400 requests, the max allows 1,080 (3× the plan): raise sequential.max, send more, or drop the check"},
		{"max-at-limit", Cell{Name: "a/b/c", Kind: Closed, Planned: 200, MaxRequests: 2000, Max: plan.MaxSequential},
			"the max allows 2,000 (10× the plan, sequential.max's limit): send more, or drop the check"},
		{"replay", Cell{Name: "a/b/c", Kind: Replay, Planned: 500, MaxRequests: 500, Max: 1},
			"the trace holds 500 (a replay does not run on): replay a longer trace, or drop the check"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Contains(t, undecidableLine(Undecided{Cell: &tt.cell, Check: k}), tt.want)
		})
	}
}

// TestPilotOfAnotherLoad: a pilot cell of the same name that ran another load gives
// neither D nor E2EL; the defaults do, and the output says why.
func TestPilotOfAnotherLoad(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "matrix.yaml"))
	require.NoError(t, err)
	y := strings.Replace(string(b), "normal: {rate: 2/s, burstiness: 1, max_concurrency: 64, duration: 60s}", "normal: {capacity: 0.5, duration: 60s}", 1)
	y = strings.Replace(y, "low:    {concurrency: 4, requests: 120}", "low:    {rate: 1/s, requests: 120}", 1)
	pilot := readPilot(t)
	e, err := Compute(parsePlan(t, "other-load.yaml", y), Full, Inputs{Pilot: pilot})
	require.NoError(t, err)
	tests := []struct{ cell, note string }{
		{"short-chat/fresh/normal", "the pilot's short-chat/fresh/normal ran at 2/s, this one at 22.7/s"},
		{"short-chat/fresh/low", "the pilot's short-chat/fresh/low was a closed loop, this one an open loop"},
		{"short-chat/fresh/peak", ""},
	}
	for _, tt := range tests {
		t.Run(tt.cell, func(t *testing.T) {
			c := cellOf(t, e, tt.cell)
			assert.Equal(t, tt.note, c.PilotNote)
			want := "pilot"
			if tt.note != "" {
				want = "default"
			}
			assert.Equal(t, want, c.E2ELSource)
			assert.Equal(t, want, checkOf(t, c, "ttft p(95) < 1.5s").DSource)
		})
	}
	assert.Contains(t, text(t, pilot, e), "NOTE: short-chat/fresh/normal: the pilot's short-chat/fresh/normal ran at 2/s, this one at 22.7/s: its D and E2EL are not this cell's, the defaults are used")
}

// TestRequestsFor: the requests a percentile needs are the fewest whose samples,
// over the design effect grown to that many requests, reach its minimum.
func TestRequestsFor(t *testing.T) {
	tests := []struct {
		name         string
		n            int
		perReq, d, m float64
	}{
		{"below-m0", 5, 1, 4, 30},
		{"grows", 63, 1, 4, 30},
		{"p99-open", 568, 1, 4.5, 30},
		{"itl", 568, 149, 300, 30},
		{"independent", 321, 1, 1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pt := &percentile{perReq: tt.perReq, d0: tt.d, m0: tt.m}
			m := pt.requestsFor(tt.n)
			enough := func(m int) bool { return float64(m)*pt.perReq/pt.dAt(m) >= float64(tt.n)-1e-6 }
			assert.True(t, enough(m), "%d requests", m)
			assert.False(t, enough(m-1), "%d requests", m-1)
		})
	}
}

// TestCapacityProbesOfLongAnswers: a pilot whose capacity search lengthened its
// probes for long answers bounds the search with those lengths, per workload.
func TestCapacityProbesOfLongAnswers(t *testing.T) {
	pilot := &Pilot{File: "pilot.json", Run: &results.Run{Capacity: []results.Capacity{{
		Workload: "chat", Rate: 10,
		Steps: []results.CapacityStep{{Rate: 4.5, Seconds: 15}, {Rate: 10, Seconds: 125}, {Rate: 12, Seconds: 125}},
	}}}}
	e := compute(t, "loads.yaml", Full, Inputs{Pilot: pilot})
	var search Test
	for _, x := range e.Tests {
		if x.Name == "capacity search" {
			search = x
		}
	}
	// 10 probes of 125 s plus 6 climbing probes of 15 s.
	assert.InDelta(t, 1250+6*15, search.Traffic, 1e-9)
	assert.Contains(t, search.What, "chat: 10 probes × 2m5s + 6 climbing × 15s")
	assert.NotContains(t, search.What, "give --pilot")
}

// TestCompareTail: compare.tail runs a cell on until each compare percentile has that
// many requests beyond it, as the gate does, and a cell whose maximum holds fewer
// names the gate as undecidable.
func TestCompareTail(t *testing.T) {
	p := parsePlan(t, "tail.yaml", withLines(t, "loads.yaml",
		"sequential: {looks: 4, max: 3x}",
		`compare: {ttft: ["p(95) <= +10%"], tail: 15}`))
	e, err := Compute(p, Full, Inputs{Capacity: map[string]float64{"chat": 10}})
	require.NoError(t, err)
	c := cellOf(t, e, "chat/fresh/closed")
	assert.Equal(t, 200, c.Planned)
	assert.Equal(t, 300, c.Needed, "15 beyond p(95) are 300 requests")
	g := checkOf(t, c, "compare ttft p(95) <= +10%")
	assert.True(t, g.Decidable)
	assert.Equal(t, 300, g.TailNeeds)
	assert.Equal(t, 300, g.Requests)
	assert.Equal(t, "look 6 = 1.5× plan", g.At)
	assert.InDelta(t, c.traffic(300), c.Traffic, 1e-9, "the cell's traffic is that of the requests it runs on to")

	r := cellOf(t, e, "chat/fresh/replay")
	rg := checkOf(t, r, "compare ttft p(95) <= +10%")
	assert.False(t, rg.Decidable, "a replay of 20 arrivals (×2 trials) never holds 300")
	assert.Equal(t, "UNDECIDABLE", rg.At)
	assert.Contains(t, rg.Why, "compare.tail asks 15 samples beyond its percentile, 300 requests")
	assert.Contains(t, text(t, nil, e), "compare.tail: 15 beyond the percentile")

	p.CompareTail = 0
	e0, err := Compute(p, Full, Inputs{Capacity: map[string]float64{"chat": 10}})
	require.NoError(t, err)
	assert.Equal(t, 200, cellOf(t, e0, "chat/fresh/closed").Needed, "without compare.tail the cell stops at its planned end")
}
