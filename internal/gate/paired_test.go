package gate

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/loadgen"
	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/threshold"
)

// sharedTrials are a baseline's and a candidate's trial of n requests, one every
// 100 ms, that met the same load: request i's E2EL is a common, strongly
// autocorrelated latency (a log-AR(1) of coefficient 0.95) times a little noise of
// each run's own (σ 0.02 in log), the candidate's times k; TTFT is a tenth of it.
func sharedTrials(n int, k float64, seed uint64) (base, cand *loadgen.Result) {
	const phi = 0.95
	r := rand.New(rand.NewPCG(seed, seed))
	start := time.Unix(1_700_000_000, 0)
	mk := func() *loadgen.Result {
		return &loadgen.Result{Start: start, End: start.Add(time.Duration(n)*100*time.Millisecond + 10*time.Second), Scale: 1}
	}
	base, cand = mk(), mk()
	z := 0.0
	for i := range n {
		z = phi*z + math.Sqrt(1-phi*phi)*r.NormFloat64()
		common := math.Exp(0.6 * z)
		sent := start.Add(time.Duration(i) * 100 * time.Millisecond)
		for _, side := range []struct {
			res *loadgen.Result
			k   float64
		}{{base, 1}, {cand, k}} {
			e2el := time.Duration(side.k * common * math.Exp(0.02*r.NormFloat64()) * float64(time.Second))
			rec := client.Record{ID: fmt.Sprintf("r-%d", i), Intended: sent, Sent: sent, Class: client.OK, TTFT: e2el / 10, E2EL: e2el,
				PromptTokens: 100, CompletionTokens: 3, OutputTokens: 3, HasUsage: true, InputTokens: 100, OutputTarget: 3}
			side.res.Records = append(side.res.Records, rec)
			side.res.Sent = append(side.res.Sent, true)
			side.res.Lag = append(side.res.Lag, 0)
		}
	}
	return base, cand
}

// pairedRun is a run of p with a baseline whose one cell is base, recorded with
// workload digest digest and the baseline manifest's seeds.
func pairedRun(t *testing.T, p *plan.Plan, base *loadgen.Result, digest string, seeds []uint64) *Run {
	t.Helper()
	r := &Run{Gate: &Gate{Plan: p, Seed: 1}, Env: Env{Seed: 1}}
	res := &CellResult{Cell: &p.Cells[0], Trials: []*loadgen.Result{base}, Samples: base.Samples(), Requests: len(base.Records), Digest: digest}
	r.baseline = &results.Run{Cells: []results.Cell{r.cellRecord(res)}}
	r.baseline.Manifest.Seeds, r.baseline.Manifest.WorkloadDigest = seeds, "the baseline run's digest"
	r.Gate.Baseline, r.Gate.Paired = r.Baseline, r.paired
	return r
}

// TestComparePairsCellsWithTheBaseline: the gate's own compare gates pair a cell with
// the baseline's as infergate compare will pair the files — equal seeds, and here
// the cell's equal workload digest — and judge a 30 % slowdown of every request that
// the unpaired interval cannot show (unpaired, the p95 has no interval and the
// average's reaches back past the gate, so only its point decides: a close FAIL).
func TestComparePairsCellsWithTheBaseline(t *testing.T) {
	p, err := plan.Parse([]byte(judgePlan+"compare:\n  e2el: [\"p(95) <= +10%\", \"avg <= +10%\"]\n"), "judge-test.yaml")
	require.NoError(t, err)
	base, cand := sharedTrials(240, 1.3, 3)
	tests := []struct {
		name         string
		baseDigest   string
		baseSeeds    []uint64
		paired       bool
		p95, average threshold.Status
	}{
		{"paired", "cell digest", []uint64{1}, true, threshold.Fail, threshold.Fail},
		{"other-seeds", "cell digest", []uint64{2}, false, threshold.Inconclusive, threshold.Fail},
		{"other-requests", "another cell digest", []uint64{1}, false, threshold.Inconclusive, threshold.Fail},
		{"baseline-without-digest", "", []uint64{1}, false, threshold.Inconclusive, threshold.Fail},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := pairedRun(t, p, base, tt.baseDigest, tt.baseSeeds)
			assert.Equal(t, []uint64{1}, r.seeds(), "the seeds FinishRun records")
			res := &CellResult{Cell: &p.Cells[0], Trials: []*loadgen.Result{cand}, Samples: cand.Samples(), Requests: 240, Digest: "cell digest"}
			bc, _ := r.Baseline(p.Cells[0].Name)
			assert.Equal(t, tt.paired, r.paired(bc, res.Digest))
			js := r.Compare(res)
			require.Len(t, js, 2)
			for i, want := range []threshold.Status{tt.p95, tt.average} {
				j := js[i]
				t.Log(j.Message)
				assert.Equal(t, want, j.Status, j.Message)
				assert.Equal(t, !tt.paired && want == threshold.Fail, j.Close, "only the unpaired FAIL is close: %s", j.Message)
				assert.Equal(t, tt.paired, j.Paired, j.Message)
				if tt.paired {
					assert.Contains(t, j.Message, ", paired, blocks of ")
				} else {
					assert.NotContains(t, j.Message, "paired")
				}
			}
		})
	}
	t.Run("no-baseline-cell", func(t *testing.T) {
		r := pairedRun(t, p, base, "cell digest", []uint64{1})
		assert.False(t, r.paired(nil, "cell digest"))
	})
}

// TestCompareAtALookPairs: a sequential look decides a compare gate on the interval
// the cell would be judged on if it stopped there — paired when the trials begun so
// far have the baseline cell's digest.
func TestCompareAtALookPairs(t *testing.T) {
	p, err := plan.Parse([]byte(judgePlan+"compare:\n  e2el: [\"p(95) <= +10%\"]\n"), "judge-test.yaml")
	require.NoError(t, err)
	base, slower := sharedTrials(240, 1.3, 3)
	_, same := sharedTrials(240, 1, 3)
	tests := []struct {
		name    string
		cand    *loadgen.Result
		digest  string
		decided bool
		why     string
	}{
		{"paired-regression-is-decided", slower, "cell digest", true, ""},
		{"paired-aa-is-decided", same, "cell digest", true, ""},
		{"unpaired-regression-runs-on", slower, "the digest of fewer trials", false, "too few samples in the"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := pairedRun(t, p, base, "cell digest", []uint64{1})
			bc, ok := r.Baseline(p.Cells[0].Name)
			require.True(t, ok)
			l := &looker{g: r.Gate, res: &CellResult{Cell: &p.Cells[0]}, base: bc, digest: func() string { return tt.digest }}
			tmp := &CellResult{Cell: &p.Cells[0], Trials: []*loadgen.Result{tt.cand}, Samples: tt.cand.Samples()}
			rule := stats.SequentialRule{Looks: 4, Level: threshold.DefaultLevel, Final: 0.7}
			ok, why := l.decidedChange(p.Compare[0], tmp, rule.LookLevel())
			t.Log(why)
			assert.Equal(t, tt.decided, ok, why)
			assert.Contains(t, why, tt.why)
		})
	}
}

// cutTrial is the first n requests of t.
func cutTrial(t *loadgen.Result, n int) *loadgen.Result {
	out := *t
	out.Records, out.Sent, out.Lag = t.Records[:n], t.Sent[:n], t.Lag[:n]
	return &out
}

// TestComparePoolsTheLooksPastTheBaseline: once a paired candidate has sent every
// request its baseline sent, its later looks compare the same requests, so its
// compare gates are judged at the level those looks pool (0.92 here, where the look
// it stopped at alone is 0.99), and a gate that is still undecided there does not
// keep the cell running.
func TestComparePoolsTheLooksPastTheBaseline(t *testing.T) {
	p, err := plan.Parse([]byte(judgePlan+"compare:\n  e2el: [\"p(95) <= +10%\"]\n"), "judge-test.yaml")
	require.NoError(t, err)
	base, cand := sharedTrials(240, 1.02, 3)
	// Level 0.90, four looks, 80 % kept for the end, up to 2×: the planned end at
	// 0.96 and four looks past it at 0.99, which pool to 0.92.
	rule := stats.SequentialRule{Looks: 4, Level: threshold.DefaultLevel, Final: 0.8, Max: 2}
	seqOf := func(planned, stopped int) *SequentialResult {
		s := &SequentialResult{Looks: rule.Looks, Planned: planned, Stopped: stopped, Points: rule.Points(planned)}
		for k := range s.Points {
			s.Levels = append(s.Levels, rule.LevelAt(k+1))
		}
		if stopped > 0 {
			s.Level = rule.LevelAt(stopped)
		}
		return s
	}
	lookerOf := func(r *Run, planned int, digest string) *looker {
		bc, ok := r.Baseline(p.Cells[0].Name)
		require.True(t, ok)
		return &looker{g: r.Gate, res: &CellResult{Cell: &p.Cells[0]}, rule: rule, base: bc, seq: seqOf(planned, 0),
			digest: func() string { return digest }}
	}

	t.Run("pooled-once-every-baseline-request-is-paired", func(t *testing.T) {
		l := lookerOf(pairedRun(t, p, cutTrial(base, 120), "cell digest", []uint64{1}), 120, "cell digest")
		for _, tc := range []struct {
			cum   int
			level float64
			final bool
		}{{90, 0, false}, {119, 0, false}, {120, 0.92, true}, {210, 0.92, true}} {
			got, final := l.pairedLevel(tc.cum)
			assert.Equal(t, tc.final, final, "at %d requests", tc.cum)
			assert.InDelta(t, tc.level, got, 1e-12, "at %d requests", tc.cum)
		}
	})
	t.Run("unpaired-does-not-pool", func(t *testing.T) {
		l := lookerOf(pairedRun(t, p, cutTrial(base, 120), "cell digest", []uint64{1}), 120, "the digest of fewer trials")
		_, final := l.pairedLevel(200)
		assert.False(t, final)
	})
	t.Run("the-end-judges-at-the-pooled-level", func(t *testing.T) {
		r := pairedRun(t, p, cutTrial(base, 120), "cell digest", []uint64{1})
		res := &CellResult{Cell: &p.Cells[0], Trials: []*loadgen.Result{cand}, Samples: cand.Samples(), Requests: 120,
			Digest: "cell digest", Sequential: seqOf(120, 8)}
		js := r.Compare(res)
		require.Len(t, js, 1)
		t.Log(js[0].Message)
		assert.Contains(t, js[0].Message, "[92% CI ")
		assert.Contains(t, js[0].Message, "n=120 vs 120")

		// Without the looks recorded (a file from before), the look it stopped at.
		res.Sequential.Points, res.Sequential.Levels = nil, nil
		js = r.Compare(res)
		require.Len(t, js, 1)
		assert.Contains(t, js[0].Message, "[99% CI ")
	})
	t.Run("a-final-gate-does-not-hold-the-cell", func(t *testing.T) {
		// 12 baseline requests are too few for a paired p95 (it needs 20): no amount
		// of the candidate's traffic can change that once all 12 are paired.
		for _, tc := range []struct {
			name, digest string
			held         bool
		}{{"paired", "cell digest", false}, {"unpaired", "the digest of fewer trials", true}} {
			t.Run(tc.name, func(t *testing.T) {
				r := pairedRun(t, p, cutTrial(base, 12), "cell digest", []uint64{1})
				r.Gate.Gates = r.Compare
				l := lookerOf(r, 12, tc.digest)
				part := cutTrial(cand, 18)
				tmp := &CellResult{Cell: &p.Cells[0], Trials: []*loadgen.Result{part}, Samples: part.Samples(), Requests: 12}
				k := slices.Index(l.seq.Points, 18) + 1
				require.Positive(t, k)
				out := l.unsettled(tmp, k, rule.LevelAt(k))
				t.Log(out)
				assert.Equal(t, tc.held, slices.ContainsFunc(out, func(s string) bool { return strings.Contains(s, "e2el p(95) <= +10%") }), out)
			})
		}
	})
}
