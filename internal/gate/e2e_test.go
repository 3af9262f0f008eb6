package gate

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/report"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/threshold"
	"github.com/infergate/infergate/internal/verdict"
)

// gateRun is one run of a whole plan, as make accept runs it.
type gateRun struct {
	path   string   // the results file
	failed []string // failing checks, "cell: message"
	// compare holds each cell's compare-gate messages as the run printed them.
	compare map[string][]string
}

// runPlan runs every cell of planFile on the embedded simulator as TestCapacity and
// TestMatrix do — capacity first (unless a baseline gives it), then each cell with
// its compare gates — and writes the results file.
func runPlan(t *testing.T, planFile string, vars map[string]string) gateRun {
	t.Helper()
	r := openGate(t, planFile, vars)
	r.Gate.Logf = func(string, ...any) {}
	ctx := t.Context()
	if r.baseline == nil && r.capFile == nil {
		for _, w := range r.Gate.Plan.CapacityWorkloads() {
			c, err := r.MeasureCapacity(ctx, w)
			require.NoError(t, err)
			t.Logf("capacity of %s: %.3g req/s", w, c.Rate)
		}
	}
	out := gateRun{compare: map[string][]string{}}
	for i := range r.Gate.Plan.Cells {
		c := &r.Gate.Plan.Cells[i]
		capacity := 0.0
		if _, ok := r.Gate.Plan.CapacityWorkload(c); ok {
			rate, _, err := r.Capacity(ctx, c)
			require.NoError(t, err)
			capacity = rate
		}
		res := runValid(t, r, c, capacity)
		cmp := r.Compare(res)
		for _, j := range cmp {
			out.compare[c.Name] = append(out.compare[c.Name], j.Message)
		}
		res.Judgements = append(res.Judgements, cmp...)
		r.Record(res)
		for _, j := range res.Judgements {
			if j.Failed() {
				out.failed = append(out.failed, c.Name+": "+j.Message)
			}
		}
	}
	path, err := r.Finish()
	require.NoError(t, err)
	out.path = path
	return out
}

func compareFiles(t *testing.T, base, cand string) *verdict.Comparison {
	t.Helper()
	b, err := results.Read(base)
	require.NoError(t, err)
	c, err := results.Read(cand)
	require.NoError(t, err)
	cmp, err := verdict.Compare(b, c, verdict.CompareOptions{BaseName: base, CandName: cand})
	require.NoError(t, err)
	var md strings.Builder
	require.NoError(t, report.WriteCompare(&md, cmp))
	t.Logf("infergate compare %s %s:\n%s", filepath.Base(base), filepath.Base(cand), md.String())
	return cmp
}

// sameVerdicts checks that the comparison of the two files judges every compare gate
// as the run did.
func sameVerdicts(t assert.TestingT, run gateRun, cmp *verdict.Comparison) {
	got := map[string][]string{}
	for _, g := range cmp.Gates {
		got[g.Cell] = append(got[g.Cell], g.Message)
	}
	assert.Equal(t, run.compare, got, "infergate compare judges the compare gates as the run did")
}

func headline(t *testing.T, cmp *verdict.Comparison, workload string) verdict.Headline {
	t.Helper()
	for _, h := range cmp.Headlines {
		if h.Workload == workload {
			return h
		}
	}
	t.Fatalf("no headline for %s", workload)
	return verdict.Headline{}
}

// tally collects the failures of one attempt of a comparison (it is an
// assert.TestingT), so that a noisy attempt can be run again before anything fails.
type tally struct{ failures []string }

func (a *tally) Errorf(format string, args ...any) {
	a.failures = append(a.failures, fmt.Sprintf(format, args...))
}

// comparisonAttempts is how often a comparison of two runs is measured before its
// failures count. Two runs of the in-process simulator drift apart when another
// process takes the cores for a while (with two busy loops beside the test, an
// identical candidate read +24 % E2EL at p50); a real difference between two
// deployments shows in every attempt, a neighbour's burst rarely twice.
const comparisonAttempts = 2

// attempt runs check up to comparisonAttempts times until an attempt records no
// failure; each failed attempt is logged, and the last one's failures fail t.
func attempt(t *testing.T, check func(a *tally)) {
	t.Helper()
	for i := 1; ; i++ {
		a := &tally{}
		check(a)
		if len(a.failures) == 0 {
			return
		}
		if i == comparisonAttempts {
			for _, f := range a.failures {
				t.Error(f)
			}
			return
		}
		t.Logf("attempt %d of %d failed, measuring again:\n%s", i, comparisonAttempts, strings.Join(a.failures, "\n"))
	}
}

// TestCompareEndToEnd runs the gate twice at quick scale, the second run against
// the first as its baseline, as an approver would, and reads the answer with the
// same code as infergate compare. The baseline and both candidates are measured
// again together when an attempt fails (see attempt).
//
// The baseline takes long-doc's capacity from a file (INFERGATE_CAPACITY) instead of
// searching: 3.4 req/s, what the search measured for this plan on the simulator
// (3.42-3.66 req/s over runs). The search is TestCapacity's, in the acceptance run,
// and took 40 of this test's 72 s.
func TestCompareEndToEnd(t *testing.T) {
	planFile := filepath.Join("internal", "gate", "testdata", "compare.yaml")
	capFile, err := results.Write(t.TempDir(), &results.Run{Manifest: results.Manifest{Plan: results.PlanInfo{Name: "capacity"}},
		Capacity: []results.Capacity{{Workload: "long-doc", Prefix: "fresh", Rate: 3.4}}})
	require.NoError(t, err)
	quick := map[string]string{"INFERGATE_SCALE": "quick", "INFERGATE_SIM": "time_scale=5", "INFERGATE_CAPACITY": capFile}
	attempt(t, func(a *tally) {
		base := runPlan(t, planFile, quick)
		assert.Empty(a, base.failed, "the baseline passes its own plan")

		// identical
		vars := map[string]string{"INFERGATE_SCALE": "quick", "INFERGATE_SIM": "time_scale=5", "INFERGATE_BASELINE": base.path}
		cand := runPlan(t, planFile, vars)
		assert.Empty(a, cand.failed, "identical: no gate fails against an identical baseline")
		cmp := compareFiles(t, base.path, cand.path)
		assert.Equal(a, verdict.ExitPass, cmp.ExitCode(), "identical: exit code")
		assert.True(a, cmp.Paired, "identical: same plan, seed and model: paired (%s)", cmp.PairNote)
		for _, cc := range cmp.Cells {
			for _, ch := range cc.Changes {
				assert.NotEqual(a, verdict.Regression, ch.Class, "identical: %s %s: %+.1f%% [%+.1f%%, %+.1f%%]", cc.Cell, ch.Label, 100*ch.Rel, 100*ch.Lo, 100*ch.Hi)
			}
		}
		sameVerdicts(a, cand, cmp)

		// chunk-512
		vars = map[string]string{"INFERGATE_SCALE": "quick", "INFERGATE_SIM": "time_scale=5,max_num_batched_tokens=512", "INFERGATE_BASELINE": base.path}
		cand = runPlan(t, planFile, vars)
		var peakFails []string
		for _, f := range cand.failed {
			if strings.HasPrefix(f, "long-doc/fresh/peak: ") {
				peakFails = append(peakFails, f)
			}
		}
		assert.NotEmpty(a, peakFails, "chunk-512: long-doc at peak fails with a 512-token chunk budget")
		cmp = compareFiles(t, base.path, cand.path)
		// About 77 long-doc requests at peak, counted for their serial correlation,
		// show chunk-512's goodput loss (-13 % to -26 % over runs) as a regression in
		// some runs and leave its interval reaching back past -2 % in others; the
		// quick plan skips too_few_samples, so the answer is then not a regression
		// but never a pass of that gate either.
		if code := cmp.ExitCode(); code != verdict.ExitRegression {
			g := gateVerdict(cmp, "long-doc/fresh/peak", "goodput_rph")
			assert.Equal(a, threshold.ReasonTooFewSamples, g.Reason, "chunk-512: exit %d without a regression: %s", code, g.Message)
			assert.Less(a, g.Value, -0.02, "chunk-512: the goodput change itself breaks the gate: %s", g.Message)
		}
		h := headline(t, cmp, "long-doc")
		assert.Equal(a, "long-doc/fresh/peak", h.Cell)
		assert.Less(a, h.Good.Cand, h.Good.Base, "chunk-512: fewer good long-doc requests per hour at peak")
		assert.Equal(a, []string{"chunk budget"}, cmp.Factors)
		sameVerdicts(a, cand, cmp)
	})
}

// TestFP8EndToEnd is the seeds' FP8 KV-cache experiment run as a comparison: fp8
// against auto at 8k in / 1k out and concurrency 1, 4 and 16, read with the same code
// as infergate compare.
func TestFP8EndToEnd(t *testing.T) {
	fp8Plan := filepath.Join("internal", "gate", "testdata", "fp8.yaml")
	attempt(t, func(a *tally) { fp8Comparison(t, a, fp8Plan) })
}

// fp8Comparison is one attempt of TestFP8EndToEnd: both runs, the comparison, and its
// checks recorded in a.
func fp8Comparison(t *testing.T, a *tally, fp8Plan string) {
	auto := runPlan(t, fp8Plan, map[string]string{"INFERGATE_SIM": "time_scale=5,kv_cache_dtype=auto"})
	fp8 := runPlan(t, fp8Plan, map[string]string{"INFERGATE_SIM": "time_scale=5,kv_cache_dtype=fp8", "INFERGATE_BASELINE": auto.path})
	cmp := compareFiles(t, auto.path, fp8.path)
	b, err := results.Read(auto.path)
	require.NoError(t, err)
	c, err := results.Read(fp8.path)
	require.NoError(t, err)
	for _, cc := range cmp.Cells {
		byLabel := map[string]verdict.Change{}
		for _, ch := range cc.Changes {
			byLabel[ch.Label] = ch
		}
		if !strings.HasSuffix(cc.Cell, "/c4") {
			// Four users of a closed loop fall into step with one another: whether a
			// prompt's prefill queues behind another's depends on that phase, which
			// fp8's faster decode shifts, so c4's median TTFT moved by -8 % to +40 %
			// over runs: it is logged, not asserted.
			assert.Greater(a, byLabel["TTFT p50"].Rel, 0.0, "%s: fp8 raises the median TTFT", cc.Cell)
		}
		bt, ct := cellStat(b, cc.Cell, "output_tps").Value, cellStat(c, cc.Cell, "output_tps").Value
		bd, cd := decodeGap(t, b, cc.Cell), decodeGap(t, c, cc.Cell)
		switch {
		case strings.HasSuffix(cc.Cell, "/c1"):
			// At concurrency 1 the simulated decode gain is -2.9 % (one stream reads
			// little KV), within how much two runs of one process drift on a shared
			// 2-core machine: run alone c1 gave TPOT -2.9 to -3.1 %, but two clean-clone
			// make test runs gave +3.3 % and +1.9 %. c1 is logged, not asserted.
		case strings.HasSuffix(cc.Cell, "/c4"):
			// Four users in lockstep waves: a request's TPOT also holds the 8k-token
			// prefills of the others that land during its decode (0 to 4 of them, 0.19 s
			// each, 2.3 % of its TPOT apiece), and how many land is the phase that
			// moves c4's TTFT, so c4's TPOT, E2EL and throughput went from -3.7 % to
			// +4.4 % over machines. Its decode gap without those stalls is what fp8 must
			// lower.
			assert.Less(a, cd, bd, "%s: fp8 lowers the decode gap (%.2f → %.2f ms)", cc.Cell, 1e3*bd, 1e3*cd)
		default:
			assert.Less(a, cd, bd, "%s: fp8 lowers the decode gap (%.2f → %.2f ms)", cc.Cell, 1e3*bd, 1e3*cd)
			assert.Less(a, byLabel["TPOT p50"].Rel, 0.0, "%s: fp8 lowers TPOT", cc.Cell)
			assert.Less(a, byLabel["E2EL p50"].Rel, 0.0, "%s: fp8 lowers E2EL", cc.Cell)
			assert.Greater(a, ct, bt, "%s: fp8 raises output throughput (%.0f → %.0f tokens/s)", cc.Cell, bt, ct)
		}
		t.Logf("%s: TTFT p50 %+.1f%%, TPOT p50 %+.1f%%, E2EL p50 %+.1f%%, decode gap %.2f → %.2f ms (%+.1f%%), output %.0f → %.0f tokens/s",
			cc.Cell, 100*byLabel["TTFT p50"].Rel, 100*byLabel["TPOT p50"].Rel, 100*byLabel["E2EL p50"].Rel,
			1e3*bd, 1e3*cd, 100*(cd/bd-1), bt, ct)
	}
	assert.Equal(a, []string{"KV-cache dtype"}, cmp.Factors, "one change (the blocks it frees are its consequence)")
	pooled := func(r *results.Run) float64 {
		var xs []float64
		for i := range r.Cells {
			m, _ := threshold.Lookup("ttft")
			xs = append(xs, results.Observe(&r.Cells[i], m).Samples...)
		}
		q, err := stats.Quantile(xs, 0.5)
		require.NoError(t, err)
		return q
	}
	bm, cm := pooled(b), pooled(c)
	t.Logf("median TTFT over the three loads: %.1f ms → %.1f ms (%+.1f%%)", 1e3*bm, 1e3*cm, 100*(cm/bm-1))
}

// cellStat is the summary figure name of cell in r, or a zero Stat.
func cellStat(r *results.Run, cell, name string) results.Stat {
	for _, c := range r.Cells {
		if c.Name == cell {
			return c.Summary[name]
		}
	}
	return results.Stat{}
}

// decodeGap is the median over cell's requests of each one's mean inter-token gap
// without its stalls — gaps over five times its median gap, another request's
// prefill landing in its decode — so that it measures the decode step alone, which
// the phase of a closed loop's waves does not move. 0 when no request kept its gaps.
func decodeGap(t testing.TB, r *results.Run, cell string) float64 {
	t.Helper()
	var means []float64
	for _, c := range r.Cells {
		if c.Name != cell {
			continue
		}
		for _, rec := range c.Records {
			if len(rec.ITLs) < 10 {
				continue
			}
			med, err := stats.Quantile(rec.ITLs, 0.5)
			require.NoError(t, err)
			var sum float64
			n := 0
			for _, g := range rec.ITLs {
				if g <= 5*med {
					sum += g
					n++
				}
			}
			means = append(means, sum/float64(n))
		}
	}
	if len(means) == 0 {
		return 0
	}
	m, err := stats.Quantile(means, 0.5)
	require.NoError(t, err)
	return m
}

// gateVerdict is the comparison's verdict of a compare gate in a cell, or a zero one.
func gateVerdict(c *verdict.Comparison, cell, metric string) verdict.GateVerdict {
	for _, g := range c.Gates {
		if g.Cell == cell && g.Metric == metric {
			return g
		}
	}
	return verdict.GateVerdict{}
}
