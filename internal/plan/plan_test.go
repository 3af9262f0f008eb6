package plan

import (
	"crypto/sha256"
	"encoding/hex"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/threshold"
	"github.com/infergate/infergate/internal/workload"
)

// shipped is the path of a plan file in thresholds/ at the module root.
func shipped(name string) string { return filepath.Join("..", "..", "thresholds", name) }

// mustRead reads a plan file or stops the test.
func mustRead(t testing.TB, path string) *Plan {
	t.Helper()
	p, err := ReadFile(path)
	require.NoError(t, err, "ReadFile(%s)", path)
	return p
}

// mustParse parses a plan from lines (line i+1 is lines[i]) or stops the test.
func mustParse(t testing.TB, lines ...string) *Plan {
	t.Helper()
	p, err := Parse([]byte(strings.Join(lines, "\n")), "t.yaml")
	require.NoError(t, err)
	return p
}

// checkList renders a cell's checks as "metric expr [pattern]" lines.
func checkList(c *Cell) []string {
	var out []string
	for _, k := range c.Checks {
		out = append(out, k.Metric.Name+" "+k.Expr.Src+" ["+k.Pattern+"]")
	}
	return out
}

func cellNames(p *Plan) []string {
	var out []string
	for _, c := range p.Cells {
		out = append(out, c.Name)
	}
	return out
}

func TestShippedDefault(t *testing.T) {
	p := mustRead(t, shipped("default.yaml"))
	var want []string
	for _, w := range []string{"short-chat", "long-doc", "long-output"} {
		for _, x := range []string{"fresh", "reused"} {
			for _, l := range []string{"low", "normal", "peak"} {
				want = append(want, w+"/"+x+"/"+l)
			}
		}
	}
	if diff := cmp.Diff(want, cellNames(p)); diff != "" {
		t.Errorf("default.yaml cells mismatch (-want +got):\n%s", diff)
	}
	assert.Equal(t, "interactive-assistant", p.Name)
	assert.Equal(t, stats.SLO{TTFT: 2 * time.Second, TPOT: 80 * time.Millisecond, E2EL: 60 * time.Second}, p.SLO)
	assert.Equal(t, 1, p.Trials)
	assert.Equal(t, 8, p.Warmup)
	assert.InDelta(t, 0.90, p.Level, 1e-12)
	require.NotNil(t, p.Sequential)
	assert.Equal(t, Sequential{Looks: 4, MinDuration: 30 * time.Second, Final: 0.8, Max: 4, MaxDuration: 5 * time.Minute}, *p.Sequential,
		"cells run on until decided, up to four times their plan")
	assert.Equal(t, []string{"imprecise"}, p.Quick.Skip, "a quick run never skips too_few_samples wholesale")
	assert.Equal(t, 1.0, p.Quick.Factor, "a quick run runs its cells at full size")
	assert.Equal(t, []string{"short-chat/*/*", "long-doc/fresh/low"}, p.Quick.Cells)
	q := p.QuickPlan()
	assert.Equal(t, []string{"short-chat/fresh/low", "short-chat/fresh/normal", "short-chat/fresh/peak",
		"short-chat/reused/low", "short-chat/reused/normal", "short-chat/reused/peak", "long-doc/fresh/low"}, cellNames(q))
	assert.Equal(t, []string{"short-chat"}, q.CapacityWorkloads(), "a quick run measures only chat's capacity")
	assert.Equal(t, 1, q.Trials)
	assert.Equal(t, 10, q.Capacity.Steps)
	assert.Equal(t, 30*time.Second, q.Capacity.StepDuration)
	assert.InDelta(t, 0.2, q.Capacity.Precision, 1e-12)
	assert.InDelta(t, 0.1, p.Capacity.Precision, 1e-12, "QuickPlan leaves the plan's precision alone")
	assert.Len(t, p.Cells, 18, "QuickPlan leaves the plan alone")
	assert.Empty(t, p.Skip, "a release plan skips nothing")
	require.NotNil(t, p.Burst)
	assert.Equal(t, "short-chat", p.Burst.Workload)
	assert.Equal(t, "fresh", p.Capacity.Prefix)
	require.NotNil(t, p.Overload, "the default plan gates overload")
	assert.Equal(t, Overload{Workload: "short-chat", Prefix: "fresh", Multiples: []float64{1, 2, 3}, StepDuration: 30 * time.Second,
		Policy: OverloadQueue, MaxQueueWait: 75 * time.Second}, *p.Overload)
	assert.Equal(t, 30*time.Second, p.QuickPlan().Overload.StepDuration, "quick runs keep the steps (factor 1)")
	assert.Equal(t, 30*time.Second, p.Overload.StepDuration, "QuickPlan leaves the plan alone")
	require.NotNil(t, p.Restart, "the default plan gates a restart")
	assert.Equal(t, Restart{Workload: "short-chat", Prefix: "fresh", Rate: 4, Before: 20 * time.Second, After: 60 * time.Second,
		ColdStart: 20 * time.Second, MaxHealth: 40 * time.Second, MaxFirstToken: 40 * time.Second, MaxRecovery: 45 * time.Second}, *p.Restart)
	qr := p.QuickPlan().Restart
	assert.Equal(t, 20*time.Second, qr.Before, "quick runs keep the restart test's timeline")
	assert.Equal(t, 60*time.Second, qr.After)
	assert.Equal(t, []string{"short-chat", "long-doc", "long-output"}, p.CapacityWorkloads())
	assert.Len(t, p.Compare, 8, "three for every cell, a p(75) for fresh long documents at light load, p(90)s for long documents from the cache and long answers at light load")
	assert.Equal(t, 10, p.CompareTail)
	gatesOf := func(cell string) []string {
		c, ok := p.Cell(cell)
		require.True(t, ok, cell)
		var gates []string
		for _, k := range c.Compare {
			gates = append(gates, k.Metric.Name+" "+k.Expr.Src)
		}
		return gates
	}
	assert.Equal(t, []string{"e2el p(95) <= +5%", "goodput_rph >= -2%", "ttft p(75) <= +10%"}, gatesOf("long-doc/fresh/low"))
	assert.Equal(t, []string{"goodput_rph >= -2%", "ttft p(90) <= +10%", "e2el p(90) <= +5%"}, gatesOf("long-doc/reused/low"))
	assert.Equal(t, []string{"goodput_rph >= -2%", "ttft p(90) <= +10%", "e2el p(90) <= +5%"}, gatesOf("long-output/fresh/low"))
	assert.Equal(t, []string{"ttft p(95) <= +10%", "e2el p(95) <= +5%", "goodput_rph >= -2%"}, gatesOf("long-doc/fresh/normal"))
	for _, k := range p.Compare {
		assert.True(t, k.Expr.Relative, "compare %s %s", k.Metric.Name, k.Expr.Src)
	}

	w := p.Workloads[1]
	assert.Equal(t, Workload{Name: "long-doc", Kind: workload.LongDoc, Input: workload.Dist{Mean: 8000, Spread: 0.1}, Output: workload.Dist{Mean: 120, Spread: 0.3}}, w)
	assert.Equal(t, Prefix{Name: "reused", Prefix: workload.Prefix{Shared: 0.8, Groups: 4, Prime: true}}, p.Prefixes[1])
	assert.Equal(t, Load{Name: "normal", Capacity: 0.5, Burstiness: 1, MaxConcurrency: 64, Duration: time.Minute}, p.Loads[1])

	// Spot checks of the overrides the file documents.
	for _, tt := range []struct {
		cell, metric string
		want         []string
	}{
		{"short-chat/fresh/low", "ttft", []string{"p(50) < 600ms", "p(95) < 1.5s"}},
		{"short-chat/fresh/peak", "ttft", []string{"p(50) < 600ms", "p(90) < 1.5s"}},
		{"long-doc/fresh/low", "ttft", []string{"p(50) < 1s", "p(90) < 4s"}},
		{"long-doc/reused/peak", "ttft", []string{"p(50) < 1s"}},
		{"long-doc/reused/peak", "prefix_hit_ratio", []string{">= 0.6"}},
		{"short-chat/fresh/normal", "prefix_hit_ratio", nil},
		{"long-output/fresh/normal", "e2el", []string{"p(75) < 15s"}},
		{"long-output/fresh/peak", "e2el", []string{"p(50) < 40s"}},
		{"long-output/fresh/peak", "itl", []string{"p(50) < 50ms"}},
		{"long-output/fresh/peak", "goodput_ratio", []string{">= 95%"}},
	} {
		t.Run(strings.ReplaceAll(tt.cell, "/", ".")+"."+tt.metric, func(t *testing.T) {
			c, ok := p.Cell(tt.cell)
			require.True(t, ok, "Cell(%q)", tt.cell)
			var got []string
			for _, k := range c.Checks {
				if k.Metric.Name == tt.metric {
					got = append(got, k.Expr.Src)
				}
			}
			assert.Equal(t, tt.want, got, "%s %s", tt.cell, tt.metric)
		})
	}
}

func TestShippedBatch(t *testing.T) {
	p := mustRead(t, shipped("batch.yaml"))
	assert.Equal(t, "offline-batch", p.Name)
	assert.Equal(t, []string{"long-doc/fresh/c64", "long-doc/fresh/c256", "long-output/fresh/c64", "long-output/fresh/c256"}, cellNames(p))
	assert.Nil(t, p.Burst)
	assert.Empty(t, p.CapacityWorkloads())
	for _, c := range p.Cells {
		var metrics []string
		for _, k := range c.Checks {
			metrics = append(metrics, k.Metric.Name)
			assert.NotEqual(t, "ttft", k.Metric.Name, "%s: a batch plan sets no TTFT limit", c.Name)
		}
		for _, m := range []string{"goodput_rph", "output_tps", "error_rate", "e2el"} {
			assert.Contains(t, metrics, m, "cell %s", c.Name)
		}
	}
}

// perRequest are the latency metrics with one sample per request (itl has one per
// token event, far more).
var perRequest = map[string]bool{"ttft": true, "tpot": true, "e2el": true, "ttft_from_intended": true,
	"e2el_from_intended": true, "queue_wait": true, "dispatch_lag": true}

// TestShippedSampleSizes checks that every percentile a shipped plan asserts on a
// per-request metric can have both bounds within its cell's maximum at full scale,
// even on independent samples (infergate plan cost adds the measured design effect),
// and that a quick run either has the samples for it or the plan names it under
// quick.unjudged with why.
func TestShippedSampleSizes(t *testing.T) {
	// The smallest capacity the default plan documents as enough for its peak cells.
	const capacity = 1.9
	for _, file := range []string{"default.yaml", "batch.yaml"} {
		t.Run(file, func(t *testing.T) {
			full := mustRead(t, shipped(file))
			quick := full.QuickPlan()
			check := func(t *testing.T, p *Plan, c *Cell, scale string) {
				n, ok := p.ExpectedRequests(c, capacity)
				require.True(t, ok, "ExpectedRequests(%s)", c.Name)
				total := n * max(p.Trials, 1)
				rule := stats.SequentialRule{Looks: 1, Level: p.Level}
				if sq := p.Sequential; sq != nil {
					rule = stats.SequentialRule{Looks: sq.Looks, Level: p.Level, Final: sq.Final, Max: p.SequentialMax(c, capacity)}
				}
				most := rule.Points(total)[rule.TotalLooks()-1]
				for _, k := range c.Checks {
					if k.Expr.Agg != threshold.P || !perRequest[k.Metric.Name] {
						continue
					}
					need, err := stats.MinSamples(k.Expr.Q, rule.LevelAt(rule.TotalLooks()))
					require.NoError(t, err)
					if most >= need {
						continue
					}
					if scale == "quick" {
						_, _, named := full.Quick.UnjudgedWhy(c, k)
						assert.True(t, named, "%s: quick runs have at most %d samples for %s %s (%s), which needs %d: name it under quick.unjudged", c.Name, most, k.Metric.Name, k.Expr.Src, k.Pos, need)
						continue
					}
					t.Errorf("%s: %s %s (%s) needs %d samples, the cell's maximum is %d", c.Name, k.Metric.Name, k.Expr.Src, k.Pos, need, most)
				}
			}
			for i := range full.Cells {
				check(t, full, &full.Cells[i], "full")
			}
			for i := range quick.Cells {
				check(t, quick, &quick.Cells[i], "quick")
			}
		})
	}
}

func TestOverride(t *testing.T) {
	p := mustParse(t,
		"name: override",
		"slo: {ttft: 2s}",
		"workloads:",
		"  short-chat: {input: {mean: 400}, output: {mean: 100}}",
		"  long-doc: {input: {mean: 4000}, output: {mean: 100}}",
		"prefix: {fresh: {}, reused: {shared: 0.5, groups: 2}}",
		"loads: {low: {concurrency: 1, requests: 10}, peak: {capacity: 0.9, duration: 10s}}",
		"cells:",
		`  "*": {ttft: ["p(50) < 1s", "p(95) < 2s"], error_rate: ["< 1%"]}`,
		`  "*/reused/*": {ttft: ["p(95) < 500ms"], prefix_hit_ratio: [">= 40%"]}`,
		`  "long-*/*/*": {itl: ["p(99) < 300ms"]}`,
		`  "*/*/peak": {error_rate: ["< 2%"]}`,
		`  "long-doc/reused/peak": {ttft: "p(99) < 3s"}`,
	)
	for _, tt := range []struct {
		cell string
		want []string
	}{
		{"short-chat/fresh/low", []string{"ttft p(50) < 1s [*]", "ttft p(95) < 2s [*]", "error_rate < 1% [*]"}},
		{"short-chat/reused/low", []string{"ttft p(95) < 500ms [*/reused/*]", "error_rate < 1% [*]", "prefix_hit_ratio >= 40% [*/reused/*]"}},
		{"short-chat/fresh/peak", []string{"ttft p(50) < 1s [*]", "ttft p(95) < 2s [*]", "error_rate < 2% [*/*/peak]"}},
		{"long-doc/fresh/low", []string{"ttft p(50) < 1s [*]", "ttft p(95) < 2s [*]", "error_rate < 1% [*]", "itl p(99) < 300ms [long-*/*/*]"}},
		{"long-doc/reused/peak", []string{"ttft p(99) < 3s [long-doc/reused/peak]", "error_rate < 2% [*/*/peak]", "prefix_hit_ratio >= 40% [*/reused/*]", "itl p(99) < 300ms [long-*/*/*]"}},
	} {
		t.Run(strings.ReplaceAll(tt.cell, "/", "."), func(t *testing.T) {
			c, ok := p.Cell(tt.cell)
			require.True(t, ok, "Cell(%q)", tt.cell)
			if diff := cmp.Diff(tt.want, checkList(c)); diff != "" {
				t.Errorf("Cell(%q).Checks mismatch (-want +got):\n%s", tt.cell, diff)
			}
		})
	}
	c, _ := p.Cell("short-chat/fresh/low")
	assert.Equal(t, "t.yaml:9", c.Checks[0].Pos)
	_, ok := p.Cell("short-chat/fresh")
	assert.False(t, ok, "Cell of a partial name")
}

func TestDefaults(t *testing.T) {
	p := mustParse(t,
		"name: defaults",
		"slo: {e2el: 1m}",
		"workloads: {docs: {kind: long-doc, input: {mean: 4000, spread: 10%}, output: {mean: 50}, completions: true, langs: [de]}}",
		"prefix: {shared: {shared: 50%, groups: 1}, fresh: }",
		"loads: {open: {rate: 120/min, requests: 30}, peak: {capacity: 100%, duration: 1m}}",
		`cells: {"*": {goodput_rph: [">= 100/h"]}}`,
	)
	assert.Equal(t, 1, p.Trials)
	assert.Equal(t, 0, p.Warmup)
	assert.InDelta(t, DefaultLevel, p.Level, 1e-12)
	assert.Equal(t, Quick{Factor: DefaultQuickFactor, Skip: []string{}}, p.Quick)
	assert.Equal(t, []string{}, p.Skip)
	assert.Nil(t, p.Burst)
	assert.Empty(t, p.Compare)
	assert.Equal(t, Capacity{Prefix: "fresh", MinRate: 0.5, MaxRate: 64, StepDuration: time.Minute, Steps: 10, Goodput: 0.95, Precision: 0.10}, p.Capacity,
		"the capacity prefix defaults to the first fresh one")
	assert.Equal(t, Workload{Name: "docs", Kind: workload.LongDoc, Input: workload.Dist{Mean: 4000, Spread: 0.1}, Output: workload.Dist{Mean: 50}, Completions: true, Langs: []string{"de"}}, p.Workloads[0])
	assert.Equal(t, []Prefix{{Name: "shared", Prefix: workload.Prefix{Shared: 0.5, Groups: 1}}, {Name: "fresh"}}, p.Prefixes)
	assert.Equal(t, []Load{{Name: "open", Rate: 2, Burstiness: 1, Requests: 30}, {Name: "peak", Capacity: 1, Burstiness: 1, Duration: time.Minute}}, p.Loads)
	assert.Equal(t, []string{"docs"}, p.CapacityWorkloads())
	c, _ := p.Cell("docs/fresh/peak")
	w, ok := p.CapacityWorkload(c)
	assert.True(t, ok)
	assert.Equal(t, "docs", w)
	c, _ = p.Cell("docs/fresh/open")
	_, ok = p.CapacityWorkload(c)
	assert.False(t, ok, "CapacityWorkload of an open-loop cell")
}

func TestCapacityWorkloadSet(t *testing.T) {
	p := mustParse(t,
		"name: one-capacity",
		"slo: {ttft: 1s}",
		"workloads: {short-chat: {input: {mean: 400}, output: {mean: 100}}, long-doc: {input: {mean: 4000}, output: {mean: 100}}}",
		"prefix: {fresh: {}}",
		"loads: {peak: {capacity: 0.5, duration: 10s}}",
		"capacity: {workload: short-chat, min_rate: 1/s, max_rate: 7200/h, steps: 3, step_duration: 10s, goodput: 0.9, precision: 5%}",
		`cells: {"*": {goodput_ratio: [">= 90%"]}}`,
	)
	assert.Equal(t, Capacity{Workload: "short-chat", Prefix: "fresh", MinRate: 1, MaxRate: 2, StepDuration: 10 * time.Second, Steps: 3, Goodput: 0.9, Precision: 0.05}, p.Capacity)
	assert.Equal(t, []string{"short-chat"}, p.CapacityWorkloads())
	w, ok := p.CapacityWorkload(&p.Cells[1])
	assert.True(t, ok)
	assert.Equal(t, "short-chat", w, "CapacityWorkload(%s) with capacity.workload set", p.Cells[1].Name)
}

// matrix is a plan with one load of each kind, for ExpectedRequests and Scaled.
var matrix = []string{
	"name: matrix",
	"slo: {ttft: 2s}",
	"warmup: {requests: 8}",
	"workloads:",
	"  short-chat: {input: {mean: 400}, output: {mean: 100}, langs: [ja, en]}",
	"prefix: {fresh: {}, reused: {shared: 0.5, groups: 4, prime: true}}",
	"loads:",
	"  closed: {concurrency: 4, requests: 100}",
	"  timed: {rate: 2/s, duration: 60s}",
	"  counted: {rate: 5/s, requests: 30}",
	"  peak: {capacity: 0.9, duration: 60s}",
	"  slow: {rate: 0.1/s, duration: 50s}",
	"burst: {base: 2/s, spike: 10/s, spike_for: 10s, duration: 60s, recover_within: 20s}",
	"capacity: {step_duration: 20s}",
	`cells: {"*": {error_rate: ["< 1%"]}}`,
}

func TestExpectedRequests(t *testing.T) {
	p := mustParse(t, matrix...)
	for _, tt := range []struct {
		name     string
		cell     string
		capacity float64
		want     int
		ok       bool
	}{
		{"closed-loop", "short-chat/fresh/closed", 0, 100, true},
		{"rate-times-duration", "short-chat/fresh/timed", 0, 120, true},
		{"rate-and-requests", "short-chat/fresh/counted", 0, 30, true},
		{"capacity-share", "short-chat/fresh/peak", 10, 540, true},
		{"capacity-unknown", "short-chat/fresh/peak", 0, 0, false},
		{"capacity-negative", "short-chat/fresh/peak", -1, 0, false},
		{"slow-rate", "short-chat/fresh/slow", 0, 5, true},
		{"tiny-capacity-floor", "short-chat/fresh/peak", 0.001, 1, true},
		{"groups-floor", "short-chat/reused/peak", 0.01, 4, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c, ok := p.Cell(tt.cell)
			require.True(t, ok, "Cell(%q)", tt.cell)
			got, ok := p.ExpectedRequests(c, tt.capacity)
			assert.Equal(t, tt.ok, ok, "ExpectedRequests(%s, %v) ok", tt.cell, tt.capacity)
			assert.Equal(t, tt.want, got, "ExpectedRequests(%s, %v)", tt.cell, tt.capacity)
		})
	}
	_, ok := p.ExpectedRequests(nil, 1)
	assert.False(t, ok, "ExpectedRequests(nil)")
	_, ok = p.ExpectedRequests(&Cell{Name: "x/y/z", Load: "z"}, 1)
	assert.False(t, ok, "ExpectedRequests of a foreign cell")
}

func TestSizes(t *testing.T) {
	p := mustParse(t, append(slices.Clone(matrix),
		`sizes: {"*/*/closed": 0.5, "*/reused/closed": 30%, "*/*/timed": 2x, "*/*/peak": 0.25, "*/reused/counted": 0.01}`)...)
	for _, tt := range []struct {
		name     string
		cell     string
		capacity float64
		want     int
		size     float64
	}{
		{"closed-halved", "short-chat/fresh/closed", 0, 50, 0.5},
		{"later-pattern-wins", "short-chat/reused/closed", 0, 30, 0.3},
		{"timed-doubled", "short-chat/fresh/timed", 0, 240, 2},
		{"capacity-duration", "short-chat/fresh/peak", 10, 135, 0.25},
		{"unsized", "short-chat/fresh/counted", 0, 30, 0},
		{"groups-floor", "short-chat/reused/counted", 0, 4, 0.01},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c, ok := p.Cell(tt.cell)
			require.True(t, ok, "Cell(%q)", tt.cell)
			assert.Equal(t, tt.size, c.Size, "%s: Size", tt.cell)
			got, ok := p.ExpectedRequests(c, tt.capacity)
			require.True(t, ok, "ExpectedRequests(%s)", tt.cell)
			assert.Equal(t, tt.want, got, "ExpectedRequests(%s, %v)", tt.cell, tt.capacity)
		})
	}
	// The named load itself is unchanged: the size is the cell's.
	l, ok := p.Load("closed")
	require.True(t, ok)
	assert.Equal(t, 100, l.Requests, "Load(closed).Requests")
	c, _ := p.Cell("short-chat/fresh/timed")
	cl, ok := p.CellLoad(c)
	require.True(t, ok)
	assert.Equal(t, 2*time.Minute, cl.Duration, "CellLoad(timed).Duration")
	// A quick run scales the sized cell again.
	q := p.QuickPlan()
	qc, _ := q.Cell("short-chat/fresh/closed")
	n, _ := q.ExpectedRequests(qc, 0)
	assert.Equal(t, 13, n, "quick ExpectedRequests(short-chat/fresh/closed)") // round(round(100×0.25)×0.5), half away from zero
}

func TestScaled(t *testing.T) {
	p := mustParse(t, matrix...)
	orig := p.clone()
	for _, tt := range []struct {
		name     string
		factor   float64
		warmup   int
		requests []int           // closed, timed, counted, peak, slow
		duration []time.Duration // closed, timed, counted, peak, slow
		burst    [3]time.Duration
	}{
		{"quarter", 0.25, 2, []int{25, 0, 8, 0, 0}, []time.Duration{0, 15 * time.Second, 0, 15 * time.Second, 12500 * time.Millisecond},
			[3]time.Duration{2500 * time.Millisecond, 15 * time.Second, 5 * time.Second}},
		{"floors", 0.001, 1, []int{4, 0, 4, 0, 0}, []time.Duration{0, time.Second, 0, time.Second, time.Second},
			[3]time.Duration{time.Second, 3 * time.Second, time.Second}},
		{"identity", 1, 8, []int{100, 0, 30, 0, 0}, []time.Duration{0, time.Minute, 0, time.Minute, 50 * time.Second},
			[3]time.Duration{10 * time.Second, time.Minute, 20 * time.Second}},
		{"double", 2, 16, []int{200, 0, 60, 0, 0}, []time.Duration{0, 2 * time.Minute, 0, 2 * time.Minute, 100 * time.Second},
			[3]time.Duration{20 * time.Second, 2 * time.Minute, 40 * time.Second}},
		{"invalid-is-identity", -1, 8, []int{100, 0, 30, 0, 0}, []time.Duration{0, time.Minute, 0, time.Minute, 50 * time.Second},
			[3]time.Duration{10 * time.Second, time.Minute, 20 * time.Second}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			q := p.Scaled(tt.factor)
			assert.Equal(t, tt.warmup, q.Warmup, "Scaled(%v).Warmup", tt.factor)
			var reqs []int
			var durs []time.Duration
			for _, l := range q.Loads {
				reqs = append(reqs, l.Requests)
				durs = append(durs, l.Duration)
			}
			assert.Equal(t, tt.requests, reqs, "Scaled(%v) requests", tt.factor)
			assert.Equal(t, tt.duration, durs, "Scaled(%v) durations", tt.factor)
			assert.Equal(t, tt.burst, [3]time.Duration{q.Burst.SpikeFor, q.Burst.Duration, q.Burst.RecoverWithin}, "Scaled(%v) burst", tt.factor)
			assert.Greater(t, q.Burst.Duration, q.Burst.SpikeFor+q.Burst.RecoverWithin, "Scaled(%v) burst keeps base traffic around the spike", tt.factor)
			assert.Equal(t, p.Capacity, q.Capacity, "Scaled(%v) leaves the capacity search alone", tt.factor)
			// Unscaled: rates, concurrency, shares, trials, thresholds, identity.
			assert.Equal(t, p.Loads[0].Concurrency, q.Loads[0].Concurrency)
			assert.Equal(t, p.Loads[1].Rate, q.Loads[1].Rate)
			assert.Equal(t, p.Loads[3].Capacity, q.Loads[3].Capacity)
			assert.Equal(t, p.Burst.Spike, q.Burst.Spike)
			assert.Equal(t, p.Trials, q.Trials)
			assert.Equal(t, p.Hash, q.Hash)
			assert.Equal(t, p.Cells, q.Cells)
		})
	}
	// The copy is deep: changing it leaves p alone.
	q := p.Scaled(0.5)
	q.Workloads[0].Langs[0] = "xx"
	q.Cells[0].Checks[0].Pos = "elsewhere"
	q.Burst.Base = 99
	q.Quick.Skip = append(q.Quick.Skip, "invalid")
	if diff := cmp.Diff(orig, p); diff != "" {
		t.Errorf("Scaled changed its receiver (-before +after):\n%s", diff)
	}
}

func TestHash(t *testing.T) {
	path := shipped("default.yaml")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	sum := sha256.Sum256(data)
	p1 := mustRead(t, path)
	p2, err := Parse(slices.Clone(data), path)
	require.NoError(t, err)
	assert.Equal(t, hex.EncodeToString(sum[:]), p1.Hash, "Hash of %s", path)
	assert.Equal(t, p1.Hash, p2.Hash, "Hash is a function of the bytes")
	assert.Equal(t, path, p1.File)
	assert.Len(t, p1.Hash, 64)

	// Any edit, even to a comment, changes the hash: the plan is pre-registered.
	p3, err := Parse(append(slices.Clone(data), "# edited\n"...), path)
	require.NoError(t, err)
	assert.NotEqual(t, p1.Hash, p3.Hash, "Hash after editing a comment")
}

func TestReadFileMissing(t *testing.T) {
	_, err := ReadFile(filepath.Join(t.TempDir(), "nope.yaml"))
	require.Error(t, err)
	assert.ErrorIs(t, err, os.ErrNotExist)
	assert.Contains(t, err.Error(), "load plan: ")
}

func TestSkipReasons(t *testing.T) {
	assert.Equal(t, []string{"no_samples", "too_few_samples", "unavailable", "invalid", "imprecise"}, SkipReasons())
}

// everySection is a compact plan that uses every section and most value syntaxes.
var everySection = []string{
	"name: every-section",
	"description: a compact plan",
	"slo: {ttft: 2s, tpot: 80ms, e2el: 1m}",
	"trials: 3",
	"warmup: {requests: 8}",
	"confidence: 90%",
	"workloads:",
	"  short-chat: {input: {mean: 400, spread: 0.3}, output: {mean: 150, spread: 30%}, langs: [ja, de]}",
	"  docs: {kind: long-doc, input: {mean: 8000, spread: 0.1}, output: {mean: 120}, completions: true}",
	"prefix: {fresh: {}, reused: {shared: 0.8, groups: 4, prime: true}}",
	"loads:",
	"  low: {concurrency: 4, requests: 120}",
	"  normal: {rate: 120/min, burstiness: .inf, max_concurrency: 64, duration: 60s}",
	"  peak: {capacity: 0.9, duration: 1m}",
	"burst: {workload: docs, prefix: fresh, base: 2/s, spike: 36000/h, spike_for: 10s, duration: 60s, recover_within: 20s, max_concurrency: 8}",
	"capacity: {workload: short-chat, prefix: fresh, min_rate: 0.5, max_rate: 64/s, steps: 8, step_duration: 30s, goodput: 0.95}",
	"cells:",
	`  "*": {ttft: ["p(50) < 600ms", "med < 1s"], itl: "p(99.9) < 150ms", error_rate: ["< 0.5%"], goodput_ratio: [">= 0.95"]}`,
	`  "docs/*/*": {ttft: [p(95) < 4s], goodput_rph: [">= 7200/h"], preemptions: ["<= 0"]}`,
	`  "*/reused/p*": {prefix_hit_ratio: [">= 0.6"]}`,
	`compare: {ttft: ["p(95) <= +10%"], goodput_rph: [">= -2%"]}`,
	"skip: [unavailable]",
	"quick: {factor: 0.25, skip: [too_few_samples, invalid]}",
}

func TestEverySection(t *testing.T) {
	p := mustParse(t, everySection...)
	assert.Equal(t, "a compact plan", p.Description)
	assert.Len(t, p.Cells, 2*2*3)
	assert.True(t, math.IsInf(p.Loads[1].Burstiness, 1), "burstiness .inf is a constant rate")
	assert.InDelta(t, 2, p.Loads[1].Rate, 1e-12)
	assert.Equal(t, &Burst{Workload: "docs", Prefix: "fresh", Base: 2, Spike: 10, SpikeFor: 10 * time.Second, Duration: time.Minute, RecoverWithin: 20 * time.Second, MaxConcurrency: 8}, p.Burst)
	assert.Equal(t, []string{"unavailable"}, p.Skip)
	assert.Equal(t, []string{"too_few_samples", "invalid"}, p.Quick.Skip)
	c, _ := p.Cell("docs/reused/peak")
	assert.Equal(t, []string{
		"ttft p(95) < 4s [docs/*/*]", "itl p(99.9) < 150ms [*]", "error_rate < 0.5% [*]", "goodput_ratio >= 0.95 [*]",
		"goodput_rph >= 7200/h [docs/*/*]", "preemptions <= 0 [docs/*/*]", "prefix_hit_ratio >= 0.6 [*/reused/p*]",
	}, checkList(c))
	c, _ = p.Cell("short-chat/fresh/low")
	assert.Equal(t, threshold.P, c.Checks[1].Expr.Agg, "med is p(50)")
}

func TestBurstSpikeCapacity(t *testing.T) {
	p := mustParse(t,
		"name: relative-spike",
		"slo: {ttft: 1s}",
		"workloads: {short-chat: {input: {mean: 400}, output: {mean: 100}}}",
		"prefix: {fresh: {}}",
		"loads: {low: {concurrency: 1, requests: 10}}",
		"burst: {base: 2/s, spike_capacity: 1.5, spike_for: 10s, duration: 60s, recover_within: 20s}",
		`cells: {"*": {error_rate: ["< 1%"]}}`,
	)
	require.NotNil(t, p.Burst)
	assert.Equal(t, 1.5, p.Burst.SpikeCapacity)
	assert.Zero(t, p.Burst.Spike, "no absolute spike")
}

func TestSequential(t *testing.T) {
	p := mustParse(t, append(append([]string{}, valid...), "sequential: {looks: 4, min_duration: 30s, final: 80%}")...)
	require.NotNil(t, p.Sequential)
	assert.Equal(t, Sequential{Looks: 4, MinDuration: 30 * time.Second, Final: 0.8}, *p.Sequential)
	q := p.Scaled(0.25)
	require.NotNil(t, q.Sequential)
	assert.Equal(t, Sequential{Looks: 4, MinDuration: 7500 * time.Millisecond, Final: 0.8}, *q.Sequential, "quick runs scale the duration, never the split")

	p = mustParse(t, append(append([]string{}, valid...), "sequential: {looks: 3}")...)
	assert.Equal(t, Sequential{Looks: 3}, *p.Sequential, "final unset: an even split")
	assert.Equal(t, 1.0, p.SequentialMax(&p.Cells[0], 0), "no max: the cell ends at its plan")

	p = mustParse(t, append(append([]string{}, valid...), "sequential: {looks: 4, max: 2.5x, max_duration: 10m}")...)
	assert.Equal(t, Sequential{Looks: 4, Max: 2.5, MaxDuration: 10 * time.Minute}, *p.Sequential)
	assert.Equal(t, 2.5, p.SequentialMax(&p.Cells[0], 0))
	assert.Equal(t, Sequential{Looks: 4, Max: 2.5, MaxDuration: 150 * time.Second}, *p.Scaled(0.25).Sequential, "quick runs scale max_duration, never max")

	// max_duration alone: an open loop runs on to the requests it holds at its rate,
	// over all trials; a capacity load at the rate the capacity gives.
	lines := append([]string{}, valid...)
	lines[7] = "  low: {rate: 2/s, duration: 60s}\n  peak: {capacity: 0.5, duration: 60s}"
	p = mustParse(t, append(append(lines, "trials: 2"), "sequential: {looks: 4, max_duration: 6m}")...)
	require.Len(t, p.Cells, 2)
	assert.InDelta(t, 3.0, p.SequentialMax(&p.Cells[0], 0), 1e-9, "2/s × 360 s over 2 × 120 planned")
	assert.InDelta(t, 3.0, p.SequentialMax(&p.Cells[1], 4), 1e-9, "0.5 × 4/s × 360 s over 2 × 120 planned")
	assert.Equal(t, 1.0, p.SequentialMax(&p.Cells[1], 0), "no capacity known: no running on")
	p = mustParse(t, append(append(lines, "trials: 2"), "sequential: {looks: 4, max_duration: 1h}")...)
	assert.Equal(t, float64(MaxSequential), p.SequentialMax(&p.Cells[0], 0), "capped")
}

func TestQuickUnjudged(t *testing.T) {
	lines := append([]string{}, valid...)
	lines[9] = `  "*": {error_rate: ["< 1%"], ttft: ["p(50) < 1s", "p(95) < 2s"], e2el: ["avg < 3s"]}`
	p := mustParse(t, append(lines,
		"quick:",
		"  unjudged:",
		`    - {cells: "*/*/low", checks: ["ttft p(95)", "e2el"], why: "30 requests hold too few samples"}`)...)
	require.Len(t, p.Quick.Unjudged, 1)
	u := p.Quick.Unjudged[0]
	assert.Equal(t, "*/*/low", u.Cells)
	assert.Equal(t, []string{"ttft p(95)", "e2el"}, u.Checks)
	assert.Equal(t, "t.yaml:13", u.Pos)
	cell := &p.Cells[0]
	byExpr := map[string]Check{}
	for _, c := range cell.Checks {
		byExpr[c.Metric.Name+" "+c.Expr.String()] = c
	}
	tests := []struct {
		check string
		want  bool
	}{
		{"ttft p(95) < 2s", true},
		{"ttft p(50) < 1s", false},
		{"e2el avg < 3s", true},
		{"error_rate < 1%", false},
	}
	for _, tt := range tests {
		t.Run(tt.check, func(t *testing.T) {
			c, ok := byExpr[tt.check]
			require.True(t, ok, "no check %q in %v", tt.check, byExpr)
			why, pos, got := p.Quick.UnjudgedWhy(cell, c)
			assert.Equal(t, tt.want, got)
			if tt.want {
				assert.Equal(t, "30 requests hold too few samples", why)
				assert.Equal(t, "t.yaml:13", pos)
			}
		})
	}
	_, _, ok := p.QuickPlan().Quick.UnjudgedWhy(cell, byExpr["ttft p(95) < 2s"])
	assert.True(t, ok, "the quick plan keeps the entries")

	errs := []struct {
		name, entry, want string
	}{
		{"unknown metric", `{cells: "*", checks: ["ttfb p(95)"], why: "x"}`, `unknown metric "ttfb"`},
		{"no such check", `{cells: "*", checks: ["ttft p(99)"], why: "x"}`, `"ttft p(99)" matches no check of the cells "*"`},
		{"bad aggregation", `{cells: "*", checks: ["ttft p95"], why: "x"}`, `"p95" is not an aggregation`},
		{"no cell", `{cells: "*/*/peak", checks: ["ttft"], why: "x"}`, `pattern "*/*/peak" matches no cell`},
		{"no why", `{cells: "*", checks: ["ttft"]}`, `missing field "why"`},
		{"empty why", `{cells: "*", checks: ["ttft"], why: ""}`, `why: must not be empty`},
	}
	for _, tt := range errs {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte(strings.Join(append(lines, "quick:", "  unjudged:", "    - "+tt.entry), "\n")), "t.yaml")
			require.Error(t, err)
			assert.Contains(t, err.Error(), "quick.unjudged[0]")
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

func TestQuickCells(t *testing.T) {
	lines := append([]string{}, valid...)
	lines[7] = "  low: {concurrency: 1, requests: 10}\n  peak: {rate: 5/s, requests: 40}"
	p := mustParse(t, append(lines, "quick:", `  cells: ["*/*/peak"]`)...)
	assert.Equal(t, []string{"short-chat/fresh/low", "short-chat/fresh/peak"}, cellNames(p), "the plan keeps every cell")
	q := p.QuickPlan()
	assert.Equal(t, []string{"short-chat/fresh/peak"}, cellNames(q), "a quick run runs the cells quick.cells names")
	assert.False(t, p.Quick.Runs(&p.Cells[0]))
	assert.True(t, p.Quick.Runs(&p.Cells[1]))
	assert.Equal(t, cellNames(p), cellNames(mustParse(t, lines...).QuickPlan()), "no quick.cells: every cell")

	for _, tt := range []struct{ name, entry, want string }{
		{"no such cell", `  cells: ["*/*/busy"]`, `quick.cells: pattern "*/*/busy" matches no cell`},
		{"empty", `  cells: []`, `quick.cells: empty`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte(strings.Join(append(append([]string{}, lines...), "quick:", tt.entry), "\n")), "t.yaml")
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

func TestFullProbe(t *testing.T) {
	for _, tc := range []struct {
		name           string
		step, lifetime time.Duration
		want           time.Duration
	}{
		{"no pass yet", time.Minute, 0, time.Minute},
		{"chat answers: the step", time.Minute, 2 * time.Second, time.Minute},
		{"exactly the step", time.Minute, 15 * time.Second, time.Minute},
		{"long answers: four of them", time.Minute, 25 * time.Second, 100 * time.Second},
		{"rounded up to a second", time.Minute, 20*time.Second + 100*time.Millisecond, 81 * time.Second},
		{"at most three steps", time.Minute, 50 * time.Second, 3 * time.Minute},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, FullProbe(tc.step, tc.lifetime))
		})
	}
}

// TestSLOFirstToken: the SLO names its first-token figure by its key, ttft (the
// first token of any kind) or ttfo (the answer's, after a reasoning model's
// thinking), or both; goodput then waits for each that is set.
func TestSLOFirstToken(t *testing.T) {
	tests := []struct {
		name, slo  string
		ttft, ttfo time.Duration
	}{
		{"ttft-only", "slo: {ttft: 2s, tpot: 80ms}", 2 * time.Second, 0},
		{"ttfo-only", "slo: {ttfo: 3s, tpot: 80ms}", 0, 3 * time.Second},
		{"both", "slo: {ttft: 1s, ttfo: 3s}", time.Second, 3 * time.Second},
		{"both-equal", "slo: {ttft: 2s, ttfo: 2s}", 2 * time.Second, 2 * time.Second},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Parse([]byte(with(2, tt.slo)), "t.yaml")
			require.NoError(t, err)
			assert.Equal(t, tt.ttft, p.SLO.TTFT, "slo.ttft")
			assert.Equal(t, tt.ttfo, p.SLO.TTFO, "slo.ttfo")
		})
	}
}

// TestCompareCells: compare.cells patterns replace the plan-wide compare gates of the
// metrics they name, in the cells they match, later patterns winning; the other
// metrics' gates stay. compare.tail is read beside them.
func TestCompareCells(t *testing.T) {
	p := mustParse(t,
		"name: cc",
		"slo: {ttft: 2s}",
		"workloads:",
		"  chat: {kind: short-chat, input: {mean: 400}, output: {mean: 100}}",
		"  docs: {kind: long-doc, input: {mean: 4000}, output: {mean: 100}}",
		"prefix: {fresh: {}}",
		"loads: {low: {concurrency: 1, requests: 10}, high: {rate: 2/s, duration: 10s}}",
		"cells:",
		`  "*": {error_rate: ["< 1%"]}`,
		"compare:",
		`  ttft: ["p(95) <= +10%"]`,
		`  goodput_rph: [">= -2%"]`,
		"  tail: 12",
		"  cells:",
		`    "docs/*/*": {ttft: ["p(90) <= +10%", "p(50) <= +5%"]}`,
		`    "docs/*/low": {ttft: ["p(75) <= +10%"]}`,
	)
	gates := func(name string) []string {
		c, ok := p.Cell(name)
		require.True(t, ok, name)
		var out []string
		for _, k := range c.Compare {
			out = append(out, k.Metric.Name+" "+k.Expr.Src+" ["+k.Pattern+"]")
		}
		return out
	}
	tests := []struct {
		cell string
		want []string
	}{
		{"chat/fresh/low", []string{"ttft p(95) <= +10% []", "goodput_rph >= -2% []"}},
		{"docs/fresh/high", []string{"goodput_rph >= -2% []", "ttft p(90) <= +10% [docs/*/*]", "ttft p(50) <= +5% [docs/*/*]"}},
		{"docs/fresh/low", []string{"goodput_rph >= -2% []", "ttft p(75) <= +10% [docs/*/low]"}},
	}
	for _, tt := range tests {
		t.Run(tt.cell, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, gates(tt.cell)); diff != "" {
				t.Errorf("compare gates (-want +got):\n%s", diff)
			}
		})
	}
	assert.Len(t, p.Compare, 5, "the plan keeps every gate, each with its pattern, for the results file")
	q := p.QuickPlan()
	c, _ := q.Cell("docs/fresh/low")
	assert.Len(t, c.Compare, 2, "a quick plan's cells keep their gates")
	assert.Equal(t, 12, p.CompareTail, "compare.tail is a setting, not a metric")
	assert.Equal(t, 12, q.CompareTail, "and a quick plan keeps it")
}
