package gate

import (
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/scrape"
	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/threshold"
)

// The plans of TestUpgrades, relative to the module root.
var (
	upgradesPlan = filepath.Join("internal", "gate", "testdata", "upgrades.yaml")
	offloadPlan  = filepath.Join("internal", "gate", "testdata", "upgrades-offload.yaml")
)

// The cells of TestUpgrades.
const (
	lightCell = "long-doc/fresh/light"  // one stream of 1k-8k-token documents, 64 tokens out
	busyCell  = "long-doc/fresh/busy"   // the same documents at 4/s: prefill interference
	cycleCell = "long-doc/reused/cycle" // 8k-token documents whose prefixes overflow the GPU cache
)

// upgradeMove is a change a case expects between the baseline and the candidate in
// one cell: the measure, and its sign (-1 falls, +1 rises, 0 stays within
// ±unchanged).
type upgradeMove struct {
	measure string
	sign    int
}

// The measures an upgradeMove can name. The relative ones are the plan's compare
// gates' own changes, so a direction asserted here is the one the gate reported.
const (
	mTTFT    = "ttft p50"     // compare gate ttft p(50): relative change
	mTPOT    = "tpot p50"     // compare gate tpot p(50): relative change
	mGoodput = "goodput_rph"  // compare gate goodput_rph: relative change
	mITL99   = "itl p99"      // pooled inter-token gaps, each side's p99
	mCached  = "cached share" // cached prompt tokens / prompt tokens, from usage
)

// unchanged is how far a measure may move and still count as unchanged: two runs of
// one deployment on a shared two-core machine differed by up to 16 % at a paired
// median.
const unchanged = 0.20

// upgradeCase is one upgrade kind: its simulator keys and, per cell, the checks and
// compare gates that must FAIL (every other one must PASS), the ones it leaves open,
// and the changes it must show.
type upgradeCase struct {
	name    string
	sim     string // INFERGATE_SIM keys of the candidate, on top of the default
	offload bool   // runs the light cell and upgrades-offload.yaml's cycle instead of light and busy
	fail    map[string][]string
	either  map[string][]string
	moves   map[string][]upgradeMove
}

// TestUpgrades runs each upgrade kind the simulator models against the default
// simulator as its baseline, as a team would before the upgrade, and checks that the
// gate FAILs and PASSes the cells a reviewer expects and sees each change in the
// right direction. The baseline runs once; every candidate takes its results file as
// INFERGATE_BASELINE, so its compare gates (ttft p(50) <= +20%, tpot p(50) <= +20%,
// goodput_rph >= -2%; Δttft, Δtpot and Δgoodput_rph below) judge it on the same
// requests sent on the same schedule (paired). ITL has no compare gate (results
// files keep per-request figures, not every gap), so decode speed is compared on
// TPOT, and ITL's p99 is compared here from the two runs' samples.
//
// The plans (testdata/upgrades.yaml, testdata/upgrades-offload.yaml) have three
// cells. light: one stream of 1k-8k-token documents, 64 tokens out, decode-bound (a
// token costs about 6.2 ms, 4.5 ms of it reading 16 GB of BF16 weights). busy: the
// same documents at 4/s; prefills take about 40 % of the GPU, and an 8k-token one
// stalls every running stream for about 180 ms. cycle: 128 groups of 8k-token
// documents sharing 95 % within a group, asked in turn, whose prefixes exceed the
// H200's GPU prefix cache. The baseline FAILs tpot p(50) < 5ms when light, itl
// p(99) < 60ms ("no prefill stalls") when busy, and ttft p(50) < 100ms on the cycle,
// whose cached_ratio >= 50% is INCONCLUSIVE (nothing cached, and vLLM leaves the
// figure out of usage at 0).
//
// The expectations, written from each kind's model (internal/sim/engine) before the
// gate measured them:
//
//   - FP8 weights (quantization=fp8). A decode step reads half the weight bytes, so
//     TPOT falls (about -35 % light, -25 % busy) and light passes tpot < 5ms. The
//     model keeps compute-bound GEMMs at BF16 speed (quant.go), so a prefill, and
//     with it TTFT and busy goodput, is unchanged, and so are the prefill stalls:
//     busy still FAILs the ITL check. Light goodput (a closed loop) rises with the
//     shorter requests.
//   - INT4 weights (quantization=int4, Marlin W4A16). The same, with TPOT falling
//     further (about -55 % light, -40 % busy).
//   - Speculative decoding (num_speculative_tokens=4, spec_acceptance=0.6, the
//     calibrated pair). Light: a step verifies 2.3 tokens on average for the price of
//     four draft passes, so TPOT falls about a third and light passes tpot < 5ms;
//     TTFT is unchanged (the draft's prefill is not charged). Busy: every step pays
//     the draft passes and the verify tokens, which the compute-bound prefill steps
//     pay in full, so the stalls lengthen (ITL p99 rises, the ITL check FAILs) and
//     TTFT rises a little, while TPOT still falls: a stalled step now yields 2.3
//     tokens. The published loss of throughput at high QPS needs a decode-bound
//     batch of 128 or more streams, which this test cannot drive at 10× time scale
//     on two cores; the engine's TestSpecDecode pins it.
//   - Tensor parallelism 2 (tensor_parallel_size=2). Every per-GPU term halves and
//     the all-reduces cost 64 × 8 µs a step and more: everything is faster. TTFT
//     falls about 40 % light and 50 % busy, TPOT about 35-50 %, the 8k-prefill stall
//     to about 100 ms (ITL p99 about halves), and busy goodput rises to about 100 %
//     good.
//   - KV offload to CPU (kv_offloading_size=200 GiB). A fresh cell is unchanged (no
//     prefix is ever reused; the copies out are not charged). On the cycle the CPU
//     tier holds every group's prefix: the cached share of the prompt rises from 0
//     to about 95 %, and TTFT falls from about 300 ms to the 20 ms load of 475 blocks
//     plus a 400-token prefill, so the cycle passes both checks.
//   - Prefill/decode disaggregation (pd_disagg_gbps=100). Decode steps carry no
//     prefills: busy ITL p99 falls from over 100 ms to under 10 ms (the ITL check
//     passes) and busy TPOT falls by a third or more. TTFT gains the transfer of the
//     prompt's KV cache (4.5k tokens, 590 MB, 47 ms at 100 Gbit/s) and a decode step:
//     +55 % light (Δttft FAILs), +30-40 % busy; light goodput (a closed loop) falls
//     with the longer requests (Δgoodput_rph FAILs), busy goodput may go either way.
//     (Measured: light goodput -9 to -17 %, but a baseline whose light cell met one
//     burst reads 10 % slow, and two such runs showed +1 to +5 %: the light goodput
//     verdict and direction are left open.)
//
// Where the gate's measurements differed from this, and why the test asserts what
// it does:
//
//   - Noise. Two runs of one deployment on a shared two-core machine move a median
//     by up to 16 % (a neighbour's burst of CPU is ten times longer in simulated
//     time), and an open loop near saturation turns that into a queue: at 6/s the
//     busy cell moved FP8's TPOT by +94 % in one run. Busy runs at 4/s, the median
//     gates allow 20 %, changes the model puts within that noise are not asserted
//     (busy goodput of FP8, INT4 and speculative decoding; speculative decoding's
//     busy TTFT, +2 to +5 % in the model), "unchanged" means within ±20 %, and each
//     case is measured again once when it fails (attempt).
//   - ITL p99 is where the stalls' share of the gaps crosses 1 %, and faster decode
//     lowers that share (fewer decode gaps of a request meet a prefill): the gate
//     measured FP8's and INT4's busy ITL p99 30-40 % lower than the baseline's where
//     the model's own runs give no change. Their stalls are still there (the check
//     that the stalls are gone FAILs); the p99 itself is not asserted.
//   - The KV offload tier's hits are not in prefix_hit_ratio: the simulator, like
//     vLLM, counts vllm:prefix_cache_hits_total on the GPU prefix cache alone, and
//     exports no vllm:external_prefix_cache_hits_total, which vLLM has for a KV
//     connector's hits. The cycle is judged on cached_ratio (usage's cached tokens
//     count the blocks loaded from the CPU).
//   - For the same reason TP2's busy ITL p99 lands at 45-75 ms (the model's own runs:
//     70-80 ms), astride the 60 ms of the check, which is left open; its fall is
//     asserted. Speculative decoding's rises by 20-55 % where the model's runs give
//     +3 to +6 %; only its direction is asserted. Disaggregation's is 15-40 ms, not
//     under 10: a decode step is 0.6 ms of wall time at 10×, and a millisecond of
//     the client's scheduling is 10 ms; the check still passes.
//
// Every cell must have its error_rate < 1% PASS, and every check that is neither an
// expected FAIL nor left open must PASS (or, for an absolute check, be INCONCLUSIVE
// for too few samples, which the gate reports only when the measured value keeps
// the threshold).
func TestUpgrades(t *testing.T) {
	start := time.Now()
	base := runUpgradeBaseline(t)
	t.Logf("baseline: %v", time.Since(start).Round(time.Millisecond))

	tests := []upgradeCase{
		{
			name: "fp8-weights", sim: "quantization=fp8",
			fail:   map[string][]string{busyCell: {"itl"}},
			either: map[string][]string{busyCell: {"Δgoodput_rph"}},
			moves: map[string][]upgradeMove{
				lightCell: {{mTPOT, -1}, {mTTFT, 0}, {mGoodput, +1}},
				busyCell:  {{mTPOT, -1}, {mTTFT, 0}},
			},
		},
		{
			name: "int4-weights", sim: "quantization=int4",
			fail:   map[string][]string{busyCell: {"itl"}},
			either: map[string][]string{busyCell: {"Δgoodput_rph"}},
			moves: map[string][]upgradeMove{
				lightCell: {{mTPOT, -1}, {mTTFT, 0}, {mGoodput, +1}},
				busyCell:  {{mTPOT, -1}, {mTTFT, 0}},
			},
		},
		{
			name: "speculative-decoding", sim: "num_speculative_tokens=4,spec_acceptance=0.6",
			fail:   map[string][]string{busyCell: {"itl"}},
			either: map[string][]string{busyCell: {"Δgoodput_rph"}},
			moves: map[string][]upgradeMove{
				lightCell: {{mTPOT, -1}, {mTTFT, 0}, {mGoodput, +1}},
				busyCell:  {{mTPOT, -1}, {mITL99, +1}},
			},
		},
		{
			name: "tensor-parallel-2", sim: "tensor_parallel_size=2",
			either: map[string][]string{busyCell: {"itl"}},
			moves: map[string][]upgradeMove{
				lightCell: {{mTPOT, -1}, {mTTFT, -1}, {mGoodput, +1}},
				busyCell:  {{mTPOT, -1}, {mTTFT, -1}, {mITL99, -1}, {mGoodput, +1}},
			},
		},
		{
			name: "kv-offload", sim: "kv_offloading_size=200", offload: true,
			fail:   map[string][]string{lightCell: {"tpot"}},
			either: map[string][]string{lightCell: {"Δgoodput_rph"}},
			moves: map[string][]upgradeMove{
				lightCell: {{mTPOT, 0}, {mTTFT, 0}},
				cycleCell: {{mCached, +1}, {mTTFT, -1}, {mGoodput, +1}},
			},
		},
		{
			name: "pd-disaggregation", sim: "pd_disagg_gbps=100",
			fail:   map[string][]string{lightCell: {"tpot", "Δttft"}},
			either: map[string][]string{lightCell: {"Δgoodput_rph"}, busyCell: {"Δttft", "Δgoodput_rph"}},
			moves: map[string][]upgradeMove{
				lightCell: {{mTTFT, +1}, {mTPOT, 0}},
				busyCell:  {{mTTFT, +1}, {mTPOT, -1}, {mITL99, -1}},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			attempt(t, func(a *tally) {
				start := time.Now()
				var cand map[string]*upgradeCell
				if tt.offload {
					// Fresh prompts never reach the CPU tier: the light cell shows it.
					cand = runUpgrade(t, upgradesPlan, tt.sim, base.files[upgradesPlan], lightCell)
					cand[cycleCell] = runUpgrade(t, offloadPlan, tt.sim, base.files[offloadPlan], cycleCell)[cycleCell]
				} else {
					cand = runUpgrade(t, upgradesPlan, tt.sim, base.files[upgradesPlan], lightCell, busyCell)
				}
				t.Logf("%s: %v", tt.name, time.Since(start).Round(time.Millisecond))
				for _, name := range sortedKeys(cand) {
					c, b := cand[name], base.cells[name]
					require.NotNil(t, b, "the baseline ran %s", name)
					t.Logf("%s %s: %s", tt.name, name, c.describe(b))
					assertVerdicts(a, name, c, tt.fail[name], tt.either[name])
					for _, m := range tt.moves[name] {
						assertMove(a, name, m, b, c)
					}
				}
			})
		})
	}
	t.Logf("TestUpgrades: %v in all", time.Since(start).Round(time.Millisecond))
}

// upgradeCell is what one run measured in one cell: the result, and its verdicts by
// check ("tpot") and compare gate ("Δtpot").
type upgradeCell struct {
	res      *CellResult
	verdicts map[string]threshold.Verdict
}

// upgradeBaseline is the default simulator's run of both plans: the results files,
// by plan, and the cells.
type upgradeBaseline struct {
	files map[string]string
	cells map[string]*upgradeCell
}

// runUpgradeBaseline runs every cell of both plans on the default simulator and
// writes a results file for each, which lives as long as t. It checks the baseline's
// own verdicts, which each case's expectations start from, and that the main plan's
// figures are the model's (upgradeBaselineSane): a baseline that a neighbour's burst
// slowed would make every candidate look better than it is, so that plan is
// measured again once. The cycle's changes are several-fold and need no such care.
func runUpgradeBaseline(t *testing.T) upgradeBaseline {
	t.Helper()
	b := upgradeBaseline{files: map[string]string{}, cells: map[string]*upgradeCell{}}
	for _, p := range []string{upgradesPlan, offloadPlan} {
		for i := 1; ; i++ {
			r := openGate(t, p, nil)
			r.Gate.Logf = func(string, ...any) {}
			for j := range r.Gate.Plan.Cells {
				res := runUpgradeCell(t, r, &r.Gate.Plan.Cells[j])
				r.Record(res)
				b.cells[res.Cell.Name] = newUpgradeCell(res, nil)
			}
			path, err := r.Finish()
			require.NoError(t, err)
			b.files[p] = path
			r.Close()
			if p != upgradesPlan {
				break
			}
			bad := upgradeBaselineSane(b)
			if len(bad) == 0 {
				break
			}
			if i == comparisonAttempts {
				// The cases judge; a failing one will show this beside its figures.
				t.Logf("the baseline stays off the model after %d attempts (a busy machine?):\n%s", i, strings.Join(bad, "\n"))
				break
			}
			t.Logf("baseline attempt %d of %d is off the model, measuring it again:\n%s", i, comparisonAttempts, strings.Join(bad, "\n"))
		}
	}
	for _, name := range []string{lightCell, busyCell, cycleCell} {
		require.NotNil(t, b.cells[name], "baseline cell %s", name)
		t.Logf("baseline %s: %s", name, b.cells[name].res.Summary())
	}
	assertVerdicts(t, "baseline "+lightCell, b.cells[lightCell], []string{"tpot"}, nil)
	assertVerdicts(t, "baseline "+busyCell, b.cells[busyCell], []string{"itl"}, nil)
	// No request of the baseline's cycle has a cached token, and vLLM leaves the
	// figure out of usage at 0, so cached_ratio cannot tell 0 from "not reported":
	// INCONCLUSIVE, which fails the cell as a FAIL would.
	assertVerdicts(t, "baseline "+cycleCell, b.cells[cycleCell], []string{"ttft"}, []string{"cached_ratio"})
	cr := b.cells[cycleCell].verdicts["cached_ratio"]
	assert.True(t, cr.Status == threshold.Fail || cr.Reason == threshold.ReasonUnavailable, "baseline %s: %s", cycleCell, cr.Message)
	return b
}

// upgradeBaselineSane lists how the baseline's figures stray from what the default
// simulator's model gives for these cells in virtual time, by more than the
// scheduling noise of a quiet machine: light TPOT 6.2 ms and requests of 0.4-0.6 s
// (a closed loop's goodput is its speed: one stalled request moves it); busy TTFT
// 115-135 ms and TPOT 10-13 ms at the median over seeds.
func upgradeBaselineSane(b upgradeBaseline) []string {
	var bad []string
	for _, lim := range []struct {
		cell, what string
		xs         []float64
		q, max     float64
	}{
		{lightCell, "TPOT p50", b.cells[lightCell].res.Samples.TPOT, .5, 0.0075},
		{lightCell, "E2EL max", b.cells[lightCell].res.Samples.E2EL, 1, 0.750},
		{busyCell, "TTFT p50", b.cells[busyCell].res.Samples.TTFT, .5, 0.200},
		{busyCell, "TPOT p50", b.cells[busyCell].res.Samples.TPOT, .5, 0.020},
	} {
		if v, err := stats.Quantile(lim.xs, lim.q); err != nil || v > lim.max {
			bad = append(bad, fmt.Sprintf("baseline %s: %s %.1fms, the model's is under %.1fms (%v)", lim.cell, lim.what, 1e3*v, 1e3*lim.max, err))
		}
	}
	return bad
}

// runUpgrade runs the named cells of planFile on the simulator with the candidate's
// keys, each with its compare gates against baselineFile.
func runUpgrade(t *testing.T, planFile, sim, baselineFile string, cells ...string) map[string]*upgradeCell {
	t.Helper()
	r := openGate(t, planFile, map[string]string{"INFERGATE_SIM": sim, "INFERGATE_BASELINE": baselineFile})
	r.Gate.Logf = func(string, ...any) {}
	out := map[string]*upgradeCell{}
	for i := range r.Gate.Plan.Cells {
		if !slices.Contains(cells, r.Gate.Plan.Cells[i].Name) {
			continue
		}
		res := runUpgradeCell(t, r, &r.Gate.Plan.Cells[i])
		out[res.Cell.Name] = newUpgradeCell(res, r.Compare(res))
	}
	r.Close()
	return out
}

// runUpgradeCell runs cell c and logs how long it took and how often the simulator's
// engine fell behind the wall clock in it.
func runUpgradeCell(t testing.TB, r *Run, c *plan.Cell) *CellResult {
	t.Helper()
	eng := r.Gate.Target.Sim.Engine()
	before, start := eng.Resyncs(), time.Now()
	res := runValid(t, r, c, 0)
	t.Logf("%s: %v, %d engine resyncs", c.Name, time.Since(start).Round(time.Millisecond), eng.Resyncs()-before)
	return res
}

func newUpgradeCell(res *CellResult, compare []Judgement) *upgradeCell {
	c := &upgradeCell{res: res, verdicts: map[string]threshold.Verdict{}}
	for _, j := range res.Judgements {
		c.verdicts[j.Metric] = j.Verdict
	}
	for _, j := range compare {
		c.verdicts["Δ"+j.Metric] = j.Verdict
	}
	return c
}

// assertVerdicts checks that exactly the checks in fail FAIL in c, leaving those in
// either open, and that every other check PASSes. An absolute check may instead be
// INCONCLUSIVE for too few samples (a p99 of serially correlated gaps can lack an
// upper bound; the gate says FAIL when the measured value breaks the threshold). A
// compare gate that is INCONCLUSIVE has broken the gate on its point estimate, which
// an expected PASS must not.
func assertVerdicts(a assert.TestingT, cell string, c *upgradeCell, fail, either []string) {
	var failed []string
	for _, name := range sortedKeys(c.verdicts) {
		v := c.verdicts[name]
		switch {
		case slices.Contains(either, name):
		case v.Status == threshold.Fail:
			failed = append(failed, name)
		case v.Status == threshold.Inconclusive && v.Reason == threshold.ReasonTooFewSamples && !strings.HasPrefix(name, "Δ"):
		default:
			assert.Equal(a, threshold.Pass, v.Status, "%s: %s", cell, v.Message)
		}
	}
	want := slices.Clone(fail)
	sort.Strings(want)
	if len(want) == 0 {
		want = nil
	}
	assert.Equal(a, want, failed, "%s: checks that FAIL (leaving open %v)", cell, either)
}

// assertMove checks that measure m moved from the baseline b to the candidate c in
// the direction the case expects.
func assertMove(a assert.TestingT, cell string, m upgradeMove, b, c *upgradeCell) {
	rel, what := c.change(m.measure, b)
	switch {
	case math.IsNaN(rel):
		assert.Fail(a, "no change measured", "%s: %s: %s", cell, m.measure, what)
	case m.sign < 0:
		assert.Less(a, rel, 0.0, "%s: %s must fall: %s", cell, m.measure, what)
	case m.sign > 0:
		assert.Greater(a, rel, 0.0, "%s: %s must rise: %s", cell, m.measure, what)
	default:
		assert.Less(a, math.Abs(rel), unchanged, "%s: %s must stay within ±%.0f%%: %s", cell, m.measure, 100*unchanged, what)
	}
}

// change is measure's move from b to c: a relative change for latencies and goodput
// (the compare gate's own), the difference for the cached share; and a line for
// people.
func (c *upgradeCell) change(measure string, b *upgradeCell) (float64, string) {
	gate := map[string]string{mTTFT: "Δttft", mTPOT: "Δtpot", mGoodput: "Δgoodput_rph"}[measure]
	switch {
	case gate != "":
		v, ok := c.verdicts[gate]
		if !ok {
			return math.NaN(), "no compare gate " + gate
		}
		return v.Value, v.Message
	case measure == mITL99:
		bv, err1 := stats.Quantile(b.res.Samples.ITL, .99)
		cv, err2 := stats.Quantile(c.res.Samples.ITL, .99)
		if err1 != nil || err2 != nil {
			return math.NaN(), fmt.Sprint(err1, err2)
		}
		return cv/bv - 1, fmt.Sprintf("itl p99 %.1fms → %.1fms (%+.0f%%)", 1e3*bv, 1e3*cv, 100*(cv/bv-1))
	case measure == mCached:
		bv, cv := cachedShare(b.res), cachedShare(c.res)
		return cv - bv, fmt.Sprintf("cached share %.1f%% → %.1f%% (GPU prefix hits %.1f%% → %.1f%%)", 100*bv, 100*cv, 100*hitRate(b.res), 100*hitRate(c.res))
	}
	return math.NaN(), "unknown measure " + measure
}

// cachedShare is the cached share of the cell's prompt tokens as usage reported it.
// Unlike cached_ratio it takes a usage without prompt_tokens_details as 0 cached even
// when no response ever carried one: the simulator reports the figure whenever it is
// not 0 (vLLM with --enable-prompt-tokens-details), so the baseline's cycle, which
// caches nothing, has a share of 0 rather than none.
func cachedShare(res *CellResult) float64 {
	t := res.Samples.Cache
	if prompt := t.ReportedPrompt + t.OmittedPrompt; prompt > 0 {
		return float64(t.Cached) / float64(prompt)
	}
	return math.NaN()
}

// hitRate is the server's GPU prefix-cache hit ratio over the cell.
func hitRate(res *CellResult) float64 {
	v := scrape.Ratio(res.Server.PrefixHits, res.Server.PrefixQueries)
	if !v.OK {
		return math.NaN()
	}
	return v.V
}

// describe is one line of the changes from b to c, for the log and BENCHMARKS.md.
func (c *upgradeCell) describe(b *upgradeCell) string {
	var parts []string
	for _, m := range []string{mTTFT, mTPOT, mITL99, mGoodput, mCached} {
		rel, _ := c.change(m, b)
		if math.IsNaN(rel) {
			continue
		}
		if m == mCached {
			if bs, cs := cachedShare(b.res), cachedShare(c.res); bs > 0 || cs > 0 {
				parts = append(parts, fmt.Sprintf("%s %.0f%% → %.0f%% (GPU prefix hits %.0f%% → %.0f%%)", m, 100*bs, 100*cs, 100*hitRate(b.res), 100*hitRate(c.res)))
			}
			continue
		}
		parts = append(parts, fmt.Sprintf("%s %+.0f%%", m, 100*rel))
	}
	var verdicts []string
	for _, name := range sortedKeys(c.verdicts) {
		verdicts = append(verdicts, name+" "+string(c.verdicts[name].Status))
	}
	return strings.Join(parts, ", ") + "; " + strings.Join(verdicts, ", ") + "; " + c.res.Summary()
}
