package verdict

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/threshold"
)

// sharedCells builds a baseline and a candidate open-loop cell of one trial that sent
// n requests on one Poisson schedule at rate and met the same load: request i's
// latency is a common, strongly autocorrelated one (a log-AR(1) of coefficient 0.95,
// a queue that fills and drains) times a little noise of each run's own (σ 0.05 in
// log), the candidate's times k. TTFT is a tenth of E2EL; every request meets
// gateSLO.
func sharedCells(n int, rate, k float64, seed uint64) (base, cand *results.Cell) {
	const phi = 0.95
	r := rand.New(rand.NewPCG(seed, seed))
	var b, c []results.Record
	at, z := 0.0, 0.0
	for range n {
		at += r.ExpFloat64() / rate
		z = phi*z + math.Sqrt(1-phi*phi)*r.NormFloat64()
		common := math.Exp(0.6 * z)
		for _, side := range []struct {
			recs *[]results.Record
			k    float64
		}{{&b, 1}, {&c, k}} {
			e := side.k * common * math.Exp(0.05*r.NormFloat64())
			*side.recs = append(*side.recs, results.Record{ID: "r", Class: "ok", TTFT: e / 10, E2EL: e, OutputTokens: 100, At: at})
		}
	}
	return cellOf(rate, b), cellOf(rate, c)
}

// cellOf is an open-loop cell of one trial holding recs, with vllm bench's duration
// (the schedule's zero to the end of the last request) and its goodput under gateSLO.
func cellOf(rate float64, recs []results.Record) *results.Cell {
	c := &results.Cell{Name: "chat/fresh/peak", Workload: "chat", Rate: rate, Records: recs, Trials: 1}
	end, good, sent := 0.0, 0, 0
	for _, rec := range recs {
		if rec.Unsent() {
			continue
		}
		sent++
		end = max(end, rec.At+rec.QueueWait+rec.E2EL)
		if rec.Class == "ok" && rec.TTFT <= gateSLO.TTFT && rec.E2EL <= gateSLO.E2EL {
			good++
		}
	}
	c.Duration, c.TrialDurations = end, []float64{end}
	c.Summary = map[string]results.Stat{"goodput_rps": {N: sent, Value: float64(good) / end, Unit: "req/s"}}
	return c
}

var pairedGates = []results.Gate{
	{Metric: "ttft", Expr: "p(95) <= +10%", Pos: "plan.yaml:1"},
	{Metric: "e2el", Expr: "avg <= +10%", Pos: "plan.yaml:2"},
	{Metric: "goodput_rph", Expr: ">= -2%", Pos: "plan.yaml:3"},
}

// TestJudgeGatesPaired judges the same constructed cells with the runs paired and
// not: paired, every interval pairs requests by schedule position (the verdicts say
// so), and the runs' shared swings cancel; unpaired, JudgeGates drops the positions
// and judges as before.
func TestJudgeGatesPaired(t *testing.T) {
	const n, rate = 240, 4.0
	aaBase, aaCand := sharedCells(n, rate, 1, 11)
	slowBase, slowCand := sharedCells(n, rate, 1.3, 11)

	failed := func(c *results.Cell, i int) *results.Cell {
		recs := append([]results.Record(nil), c.Records...)
		recs[i].Class, recs[i].Status, recs[i].TTFT, recs[i].E2EL = "http_error", 503, 0, 0
		return cellOf(c.Rate, recs)
	}
	stopped := func(c *results.Cell, at int) *results.Cell {
		recs := append([]results.Record(nil), c.Records...)
		for i := at; i < len(recs); i++ {
			recs[i] = results.Record{ID: "r", Class: "canceled", Err: "never sent: the run stopped first", At: recs[i].At}
		}
		return cellOf(c.Rate, recs)
	}

	type want struct {
		status  threshold.Status
		paired  bool
		message string // a part of the message
	}
	tests := []struct {
		name       string
		base, cand *results.Cell
		paired     bool
		want       map[string]want // by metric
	}{
		{name: "aa-unpaired", base: aaBase, cand: aaCand, paired: false, want: map[string]want{
			"ttft":        {threshold.Inconclusive, false, "serially correlated"},
			"e2el":        {threshold.Pass, false, "n=240 vs 240"},
			"goodput_rph": {threshold.Pass, false, "n=240 vs 240"},
		}},
		{name: "aa-paired", base: aaBase, cand: aaCand, paired: true, want: map[string]want{
			"ttft":        {threshold.Pass, true, ", paired, blocks of "},
			"e2el":        {threshold.Pass, true, ", paired, blocks of "},
			"goodput_rph": {threshold.Pass, true, ", paired, blocks of "},
		}},
		{name: "slower-30pct-unpaired", base: slowBase, cand: slowCand, paired: false, want: map[string]want{
			"ttft":        {threshold.Inconclusive, false, "too few samples in the"},
			"e2el":        {threshold.Fail, false, "close: the interval also reaches"},
			"goodput_rph": {threshold.Pass, false, ""},
		}},
		{name: "slower-30pct-paired", base: slowBase, cand: slowCand, paired: true, want: map[string]want{
			"ttft":        {threshold.Fail, true, ", paired, blocks of "},
			"e2el":        {threshold.Fail, true, ", paired, blocks of "},
			"goodput_rph": {threshold.Pass, true, ", paired, blocks of "},
		}},
		// A request that failed in the candidate only: its baseline latency stays in
		// the baseline's sample, unpaired; goodput's slots are the same.
		{name: "slower-30pct-paired-across-a-failure", base: slowBase, cand: failed(slowCand, 100), paired: true, want: map[string]want{
			"ttft":        {threshold.Fail, true, "n=240 vs 239"},
			"e2el":        {threshold.Fail, true, ", paired, blocks of "},
			"goodput_rph": {threshold.Pass, true, ", paired, blocks of "},
		}},
		// A candidate that stopped after 200 of 240 requests: latencies pair on the
		// positions both runs have, goodput cannot pair its slots and is unpaired.
		{name: "slower-30pct-candidate-stopped-earlier", base: slowBase, cand: stopped(slowCand, 200), paired: true, want: map[string]want{
			"ttft":        {threshold.Fail, true, "n=240 vs 200"},
			"e2el":        {threshold.Fail, true, ", paired, blocks of "},
			"goodput_rph": {threshold.Pass, false, "n=240 vs 200"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			vs := JudgeGates(pairedGates, tt.base, tt.cand, Judging{BaseName: "base.json", Level: 0.9, Seed: 7,
				BaseSLO: gateSLO, CandSLO: gateSLO, Paired: tt.paired})
			require.Len(t, vs, len(pairedGates))
			for _, v := range vs {
				w, ok := tt.want[v.Metric]
				require.True(t, ok, v.Metric)
				t.Log(v.Message)
				assert.Equal(t, w.status, v.Status, v.Message)
				assert.Equal(t, w.paired, v.Paired, v.Message)
				assert.Contains(t, v.Message, w.message)
				if w.paired {
					assert.Positive(t, v.Block, v.Message)
				} else {
					assert.NotContains(t, v.Message, "paired", v.Message)
				}
			}
		})
	}
}

func TestPairedSlots(t *testing.T) {
	base, cand := sharedCells(30, 4, 1, 1)
	unsent := func(c *results.Cell, idx ...int) *results.Cell {
		out := *c
		out.Records = append([]results.Record(nil), c.Records...)
		for _, i := range idx {
			out.Records[i] = results.Record{ID: "r", Class: "canceled"}
		}
		return &out
	}
	retrial := func(c *results.Cell, from int) *results.Cell {
		out := *c
		out.Records = append([]results.Record(nil), c.Records...)
		for i := from; i < len(out.Records); i++ {
			out.Records[i].Trial = 1
		}
		return &out
	}
	tests := []struct {
		name       string
		base, cand *results.Cell
		want       bool
	}{
		{"same-slots", base, cand, true},
		{"same-unsent-slot", unsent(base, 4), unsent(cand, 4), true},
		{"failed-is-still-sent", base, func() *results.Cell {
			c := *cand
			c.Records = append([]results.Record(nil), cand.Records...)
			c.Records[3].Class = "http_error"
			return &c
		}(), true},
		{"candidate-stopped-earlier", base, unsent(cand, 28, 29), false},
		{"as-many-slots-elsewhere", unsent(base, 2), unsent(cand, 7), false},
		{"other-trial-split", retrial(base, 10), retrial(cand, 11), false},
		{"no-records", &results.Cell{}, &results.Cell{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, pairedSlots(tt.base, tt.cand))
		})
	}
}

func TestPairedRuns(t *testing.T) {
	m := func(digest string, seeds ...uint64) results.Manifest {
		return results.Manifest{WorkloadDigest: digest, Seeds: seeds}
	}
	tests := []struct {
		name       string
		base, cand results.Manifest
		paired     bool
		note       string
	}{
		{"same", m("abc", 1, 2), m("abc", 1, 2), true, ""},
		{"no-digest", m("", 1), m("abc", 1), false, "a run has no workload digest"},
		{"other-requests", m("abc", 1), m("abd", 1), false, "the runs sent different requests (workload digests differ)"},
		{"other-seeds", m("abc", 1), m("abc", 2), false, "the runs used different seeds"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ok, note := PairedRuns(tt.base, tt.cand)
			assert.Equal(t, tt.paired, ok)
			assert.Equal(t, tt.note, note)
		})
	}
}

// pairedRuns wraps constructed cells into two runs of one plan with a compare gate,
// paired (equal digests and seeds) or not.
func pairedRuns(paired bool, cells ...[2]*results.Cell) (base, cand *results.Run) {
	base, cand = &results.Run{Schema: results.Schema}, &results.Run{Schema: results.Schema}
	for _, r := range []*results.Run{base, cand} {
		r.Manifest.Plan.Name = "paired-fixture"
		r.Manifest.Plan.SLO = gateSLO
		r.Manifest.Plan.Compare = pairedGates
		r.Manifest.WorkloadDigest, r.Manifest.Seeds = "d1", []uint64{1}
	}
	if !paired {
		cand.Manifest.Seeds = []uint64{2}
	}
	for _, c := range cells {
		base.Cells, cand.Cells = append(base.Cells, *c[0]), append(cand.Cells, *c[1])
	}
	return base, cand
}

// TestCompareNamesTheAnalysis: each cell's changes say how their intervals were
// drawn — paired by schedule position (with its block lengths), or unpaired, and
// which statistic of a paired cell could not be paired.
func TestCompareNamesTheAnalysis(t *testing.T) {
	b1, c1 := sharedCells(240, 4, 1.3, 11)
	b2, c2 := sharedCells(240, 4, 1, 12)
	b2.Name, c2.Name = "chat/fresh/low", "chat/fresh/low"
	// The second cell's candidate stopped early: its goodput cannot be paired.
	for i := 200; i < len(c2.Records); i++ {
		c2.Records[i] = results.Record{ID: "r", Class: "canceled", At: c2.Records[i].At}
	}
	c2 = cellOf(c2.Rate, c2.Records)
	c2.Name = "chat/fresh/low"

	tests := []struct {
		name   string
		paired bool
		rows   map[string]string // the analysis by cell
		note   string
	}{
		{name: "paired", paired: true, rows: map[string]string{
			"chat/fresh/peak": "paired (blocks of ",
			"chat/fresh/low":  "; unpaired: good req/h",
		}},
		{name: "unpaired", paired: false, rows: map[string]string{
			"chat/fresh/peak": "unpaired",
			"chat/fresh/low":  "unpaired",
		}, note: "different seeds"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			base, cand := pairedRuns(tt.paired, [2]*results.Cell{b1, c1}, [2]*results.Cell{b2, c2})
			c, err := Compare(base, cand, CompareOptions{BaseName: "base.json", CandName: "cand.json"})
			require.NoError(t, err)
			require.Equal(t, tt.paired, c.Paired, c.PairNote)
			assert.Contains(t, c.PairNote, tt.note)
			require.Len(t, c.Cells, 2)
			for _, cc := range c.Cells {
				part, ok := tt.rows[cc.Cell]
				require.True(t, ok, cc.Cell)
				assert.Contains(t, cc.Analysis, part)
			}
		})
	}
}

// TestComparePairsCellByCell: a candidate that ran only some of the plan's cells
// (go test -run 'Matrix/chat/fresh/peak') has another workload digest than its
// baseline, yet the cell it ran sent the same requests on the same schedule, with the
// same seeds: compare pairs that cell, and says so; a cell whose own digest differs
// stays unpaired.
func TestComparePairsCellByCell(t *testing.T) {
	b1, c1 := sharedCells(240, 4, 1.3, 11)
	b2, c2 := sharedCells(240, 4, 1, 12)
	b2.Name, c2.Name = "chat/fresh/low", "chat/fresh/low"
	b1.WorkloadDigest, c1.WorkloadDigest = "cell-1", "cell-1"
	b2.WorkloadDigest, c2.WorkloadDigest = "cell-2", "cell-2-other"
	base, cand := pairedRuns(true, [2]*results.Cell{b1, c1}, [2]*results.Cell{b2, c2})
	cand.Manifest.WorkloadDigest = "partial"
	c, err := Compare(base, cand, CompareOptions{BaseName: "base.json", CandName: "cand.json"})
	require.NoError(t, err)
	assert.False(t, c.Paired, "the runs as a whole are not paired")
	assert.Equal(t, 1, c.PairedCells)
	require.Len(t, c.Cells, 2)
	assert.Contains(t, c.Cells[0].Analysis, "paired (blocks of ")
	assert.Equal(t, "unpaired", c.Cells[1].Analysis)
	assert.Equal(t, "the runs sent different requests (workload digests differ)", c.PairNote)
	for _, g := range c.Gates {
		if g.Cell == "chat/fresh/peak" && g.Metric == "ttft" {
			assert.True(t, g.Paired, "the paired cell's gates pair too: %s", g.Message)
		}
	}
	// Other seeds: no cell is paired, whatever its digest.
	cand.Manifest.Seeds = []uint64{2}
	c, err = Compare(base, cand, CompareOptions{})
	require.NoError(t, err)
	assert.Zero(t, c.PairedCells)
}

// TestPairedCellsOfUnequalLength: a candidate that ran on past its plan (the baseline
// was decided sooner) holds a longer stretch of the same schedule; its extra requests,
// here met by a queue that drifted to three times the latency, have no counterpart in
// the baseline, and a paired comparison judges only the positions both runs sent —
// latencies, goodput and its drain alike — so an identical deployment passes.
func TestPairedCellsOfUnequalLength(t *testing.T) {
	b, c := sharedCells(240, 4, 1, 21)
	long := slices.Clone(c.Records)
	at := long[len(long)-1].At
	for i := range 240 {
		r := long[i]
		at += 0.25
		r.At, r.TTFT, r.E2EL = at, 3*r.TTFT, 3*r.E2EL
		long = append(long, r)
	}
	c = cellOf(c.Rate, long)
	require.Len(t, c.Records, 480)
	base, cand := pairedRuns(true, [2]*results.Cell{b, c})
	cmp, err := Compare(base, cand, CompareOptions{})
	require.NoError(t, err)
	require.True(t, cmp.Paired)
	for _, g := range cmp.Gates {
		assert.Equal(t, threshold.Pass, g.Status, "%s", g.Message)
		assert.Contains(t, g.Message, "n=240 vs 240", "only the positions both runs sent")
	}
	// Cut by hand, the cells keep their first 240 records, and the candidate's
	// duration ends with its 240th answer, not its 480th.
	bc, cc := commonSchedule(b, c, gateSLO, gateSLO)
	assert.Len(t, bc.Records, 240)
	assert.Len(t, cc.Records, 240)
	assert.InDelta(t, b.Duration, cc.Duration, b.Duration*0.2)
	assert.Less(t, cc.Duration, c.Duration)
	assert.InDelta(t, b.Summary["goodput_rps"].Value, cc.Summary["goodput_rps"].Value, b.Summary["goodput_rps"].Value*0.2)
	assert.Len(t, c.Records, 480, "the cell itself is left alone")
}

// TestCompareCellGates: a results file's gate with a cells pattern judges the cells
// the pattern matches in place of the plan-wide gate of its metric, and only those.
func TestCompareCellGates(t *testing.T) {
	b1, c1 := sharedCells(240, 4, 1, 11)
	b2, c2 := sharedCells(240, 4, 1, 12)
	b2.Name, c2.Name = "chat/fresh/low", "chat/fresh/low"
	base, cand := pairedRuns(true, [2]*results.Cell{b1, c1}, [2]*results.Cell{b2, c2})
	cand.Manifest.Plan.Compare = append(slices.Clone(pairedGates), results.Gate{Metric: "ttft", Expr: "p(90) <= +10%", Pos: "plan.yaml:5", Cells: "*/*/low"})
	c, err := Compare(base, cand, CompareOptions{BaseName: "base.json", CandName: "cand.json"})
	require.NoError(t, err)
	got := map[string][]string{}
	for _, g := range c.Gates {
		got[g.Cell] = append(got[g.Cell], g.Metric+"@"+g.Pos)
	}
	want := map[string][]string{
		b1.Name:          {"ttft@plan.yaml:1", "e2el@plan.yaml:2", "goodput_rph@plan.yaml:3"},
		"chat/fresh/low": {"e2el@plan.yaml:2", "goodput_rph@plan.yaml:3", "ttft@plan.yaml:5"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("gates by cell (-want +got):\n%s", diff)
	}
}

// closedCells are an A/A pair of closed-loop cells (users at a time, each sending its
// next request when its last one is answered) that share per-position latencies, the
// first wave three times slower (a cold start), the baseline running nb requests and
// the candidate nc; every record holds its send time, as the gate writes it.
func closedCells(users, nb, nc int, seed uint64) (base, cand *results.Cell) {
	r := rand.New(rand.NewPCG(seed, seed))
	lat := make([]float64, max(nb, nc))
	for i := range lat {
		lat[i] = math.Exp(0.3 * r.NormFloat64())
		if i < users {
			lat[i] *= 3
		}
	}
	run := func(n int) *results.Cell {
		free := make([]float64, users)
		var recs []results.Record
		end := 0.0
		for i := range n {
			u := slices.Index(free, slices.Min(free))
			e := lat[i] * math.Exp(0.02*r.NormFloat64())
			recs = append(recs, results.Record{ID: "r", Class: "ok", TTFT: e / 10, E2EL: e, OutputTokens: 100, At: free[u]})
			free[u] += e
			end = max(end, free[u])
		}
		c := &results.Cell{Name: "chat/fresh/low", Workload: "chat", Records: recs, Trials: 1, Duration: end, TrialDurations: []float64{end}}
		c.Summary = map[string]results.Stat{"goodput_rps": {N: n, Value: float64(n) / end, Unit: "req/s"}}
		return c
	}
	return run(nb), run(nc)
}

// TestClosedLoopCutKeepsRampAndDrain: a closed-loop baseline that ran on to twice
// its candidate's requests, cut to the candidate's, keeps its own ramp-up and drain
// whole: its duration runs to the last kept answer, so an A/A pair keeps its goodput
// (the share of the longer run's duration would have credited the baseline with half
// its cold start, a change of several percent no deployment made).
func TestClosedLoopCutKeepsRampAndDrain(t *testing.T) {
	b, c := closedCells(4, 400, 200, 5)
	bc, cc := commonSchedule(b, c, gateSLO, gateSLO)
	require.Len(t, bc.Records, 200)
	require.Len(t, cc.Records, 200)
	change := cc.Summary["goodput_rps"].Value/bc.Summary["goodput_rps"].Value - 1
	assert.InDelta(t, 0, change, 0.005, "A/A goodput change after the cut")
	share := b.Duration * 200 / 400
	assert.Greater(t, bc.Duration, share*1.01, "the cut keeps the whole cold start, which the share would halve")

	base, cand := pairedRuns(true, [2]*results.Cell{b, c})
	cmp, err := Compare(base, cand, CompareOptions{})
	require.NoError(t, err)
	for _, g := range cmp.Gates {
		if g.Metric == "goodput_rph" {
			assert.Equal(t, threshold.Pass, g.Status, "%s", g.Message)
		}
	}
}
