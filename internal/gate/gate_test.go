package gate

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/threshold"
)

// The gate judged end to end against the embedded simulator at 10× speed, on small
// plans in testdata/. These are the tests that prove a bad deployment fails the cells a
// user would expect, with messages that say why.

func root(t testing.TB) string {
	t.Helper()
	wd, err := os.Getwd()
	require.NoError(t, err)
	r, err := ModuleRoot(wd)
	require.NoError(t, err)
	return r
}

// openGate starts a simulator with the given options and a gate for planFile.
func openGate(t testing.TB, planFile string, vars map[string]string) *Run {
	t.Helper()
	env := map[string]string{
		"INFERGATE_PLAN":  planFile,
		"INFERGATE_OUT":   t.TempDir(),
		"INFERGATE_SCALE": "full",
	}
	for k, v := range vars {
		env[k] = v
	}
	if _, ok := env["INFERGATE_SIM"]; env["INFERGATE_BASE_URL"] != "" {
		// An external target: simulator options do not apply.
	} else if !ok {
		env["INFERGATE_SIM"] = "time_scale=10"
	} else if !strings.Contains(env["INFERGATE_SIM"], "time_scale") {
		env["INFERGATE_SIM"] += ",time_scale=10"
	}
	r, err := Start(context.Background(), func(k string) string { return env[k] }, root(t))
	require.NoError(t, err)
	t.Cleanup(r.Close)
	r.Gate.Logf = t.Logf
	return r
}

func runOnly(t testing.TB, r *Run) *CellResult {
	t.Helper()
	require.Len(t, r.Gate.Plan.Cells, 1)
	res := runValid(t, r, &r.Gate.Plan.Cells[0], 0)
	t.Log(res.Summary())
	for _, j := range res.Judgements {
		t.Log(j.Message)
	}
	return res
}

// runValid runs a cell. The gate itself runs a cell again while the machine spoils
// it (MachineRetries): another process starving the generator or the simulator of
// CPU says nothing about what these tests check, which is the gate's verdict on the
// simulated deployment. A cell the machine spoils in every attempt still comes back
// INVALID and fails the test.
func runValid(t testing.TB, r *Run, c *plan.Cell, capacity float64) *CellResult {
	t.Helper()
	res, err := r.Gate.RunCell(t.Context(), c, capacity)
	require.NoError(t, err)
	return res
}

// failed returns the metrics whose checks are FAIL (not INCONCLUSIVE), sorted.
func failed(res *CellResult) []string {
	var out []string
	for _, j := range res.Judgements {
		if j.Status == threshold.Fail {
			out = append(out, j.Metric)
		}
	}
	sort.Strings(out)
	return out
}

// failing returns the metrics whose checks failed, sorted.
func failing(res *CellResult) []string {
	var out []string
	for _, j := range res.Failures() {
		out = append(out, j.Metric)
	}
	sort.Strings(out)
	// A metric counts once: with 20 serially correlated samples even ttft's p(50)
	// can be too few, beside its p(99).
	return slices.Compact(out)
}

func message(res *CellResult, metric string) string {
	for _, j := range res.Judgements {
		if j.Metric == metric {
			return j.Message
		}
	}
	return ""
}

// TestTradeoffs runs the same document cell on three simulated deployments. The
// default (8192-token chunks) is ITL-bound: whole prefills stall every stream. A
// 512-token budget fixes ITL but starves prefill near saturation, so TTFT fails. A KV
// cache too small for the load preempts, and the recomputation shows in TTFT.
//
// Each case names the checks that must FAIL and, in either, the ones it leaves open:
// with the small KV cache the recomputed prefills put ITL p99 at 85–110 ms, its 90 %
// interval straddling the 100 ms threshold, so either verdict is right. Everything else
// sits well clear of its threshold. The simulator runs at time scale 5, not the usual
// 10: a scheduling hiccup of a few wall milliseconds on a loaded machine becomes five
// times that in simulated ITL, and at scale 10 it pushed the 512-token case's ITL p99
// from 35 ms to 65 ms with two busy loops beside the test.
func TestTradeoffs(t *testing.T) {
	tests := []struct {
		name   string
		sim    string
		want   []string
		either []string          // checks whose verdict the case leaves open
		why    map[string]string // metric → text its failure message must contain
	}{
		{"default-chunk-8192", "", []string{"itl"}, nil, map[string]string{"itl": "itl p(99) < 100ms: FAIL"}},
		{"chunk-512", "max_num_batched_tokens=512", []string{"ttft"}, nil, map[string]string{"ttft": "ttft p(95) < 1.5s: FAIL"}},
		{"kv-too-small", "num_gpu_blocks=2000", []string{"preemptions", "ttft"}, []string{"itl"}, map[string]string{"preemptions": "preemptions <= 0: FAIL"}},
	}
	planFile := filepath.Join("internal", "gate", "testdata", "tradeoff.yaml")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := openGate(t, planFile, map[string]string{"INFERGATE_SIM": strings.TrimPrefix(tt.sim+",time_scale=5", ",")})
			res := runOnly(t, r)
			got := slices.DeleteFunc(failed(res), func(m string) bool { return slices.Contains(tt.either, m) })
			assert.Equal(t, tt.want, got, "checks that FAIL (leaving open %v)", tt.either)
			for _, j := range res.Judgements {
				// A 30 s cell is too short to prove a percentile that sits well inside
				// its threshold once the samples' serial correlation is counted
				// (ITL p99 rests on about a hundred effective samples of 46,000): such
				// a check is INCONCLUSIVE, never a FAIL and never a silent PASS.
				if j.Status == threshold.Inconclusive {
					assert.Equal(t, threshold.ReasonTooFewSamples, j.Reason, j.Message)
				}
			}
			for metric, text := range tt.why {
				assert.Contains(t, message(res, metric), text)
			}
		})
	}
}

// TestInconclusiveNeverPasses: a metric the target cannot provide, and a percentile
// with too few samples, are INCONCLUSIVE and fail the cell unless the plan skips them.
func TestInconclusiveNeverPasses(t *testing.T) {
	dir := t.TempDir()
	write := func(name, skip string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(`name: inconclusive-test
slo: {ttft: 2s}
workloads:
  short-chat: {input: {mean: 200, spread: 0.1}, output: {mean: 20, spread: 0}}
prefix:
  reused: {shared: 0.5, groups: 2, prime: true}
loads:
  few: {concurrency: 2, requests: 20}
cells:
  "*":
    ttft: ["p(50) < 2s", "p(99) < 2s"]
    prefix_hit_ratio: [">= 0.3"]
skip: [`+skip+`]
`), 0o644))
		return p
	}
	tests := []struct {
		name, skip string
		failed     []string
		skipped    []string
	}{
		{"fail-by-default", "", []string{"prefix_hit_ratio", "ttft"}, nil},
		{"plan-opts-into-skips", "too_few_samples, unavailable", nil, []string{"prefix_hit_ratio", "ttft"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// The metrics URL points at a closed port: server metrics are unavailable.
			r := openGate(t, write(tt.name+".yaml", tt.skip), map[string]string{"INFERGATE_METRICS_URL": "http://127.0.0.1:1/metrics"})
			res := runOnly(t, r)
			assert.Equal(t, tt.failed, failing(res))
			var skipped []string
			for _, j := range res.Judgements {
				if j.Skipped {
					skipped = append(skipped, j.Metric)
				}
			}
			sort.Strings(skipped)
			assert.Equal(t, tt.skipped, slices.Compact(skipped))
			assert.Contains(t, message(res, "prefix_hit_ratio"), "INCONCLUSIVE — unavailable")
			for _, j := range res.Judgements {
				if j.Metric == "ttft" && j.Expr.Q == 0.99 {
					assert.Equal(t, threshold.Inconclusive, j.Status)
					assert.Contains(t, j.Message, "too few samples")
				}
			}
		})
	}
}

// TestSecretsStayOut runs a cell with a canary API key and checks that the key appears
// in no log line, message or results file.
func TestSecretsStayOut(t *testing.T) {
	const canary = "sk-canary-7f3a9c1e5b2d4f60"
	var logs strings.Builder
	r := openGate(t, filepath.Join("internal", "gate", "testdata", "tradeoff.yaml"), map[string]string{
		"INFERGATE_API_KEY":    canary,
		"INFERGATE_DEPLOYMENT": "gpu=H200,tp=1",
	})
	r.Gate.Logf = func(format string, args ...any) {
		logs.WriteString(strings.TrimSpace(sprintf(format, args...)) + "\n")
	}
	res := runOnly(t, r)
	r.Record(res)
	logs.WriteString(r.Describe() + "\n" + res.Summary() + "\n")
	for _, j := range res.Judgements {
		logs.WriteString(j.Message + "\n")
	}
	path, err := r.Finish()
	require.NoError(t, err)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.NotContains(t, string(data), canary, "results file")
	assert.NotContains(t, string(data), canary[:12], "results file")
	assert.NotContains(t, logs.String(), canary, "log")
	var run struct {
		Manifest struct {
			Deployment map[string]string `json:"deployment"`
		} `json:"manifest"`
	}
	require.NoError(t, json.Unmarshal(data, &run))
	assert.Equal(t, "H200", run.Manifest.Deployment["gpu"], "declared facts are kept")
}

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }

// TestContextLengthRejectedUpFront: a cell whose requests cannot fit the target's
// max_model_len fails before anything is sent, saying which request and by how much.
func TestContextLengthRejectedUpFront(t *testing.T) {
	r := openGate(t, filepath.Join("internal", "gate", "testdata", "tradeoff.yaml"), map[string]string{"INFERGATE_SIM": "max_model_len=4096"})
	require.Equal(t, 4096, r.Gate.Target.MaxModelLen, "max_model_len comes from /v1/models")
	_, err := r.Gate.RunCell(t.Context(), &r.Gate.Plan.Cells[0], 0)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "cell long-doc/fresh/busy: request")
	assert.Contains(t, err.Error(), "but the target's max_model_len is 4096")
	n := r.Gate.Target.Sim.Engine().Steps()
	assert.Zero(t, n, "nothing was sent")
}

// TestPromptLengthsReported: a cell reports how far the target's prompt token counts
// are from the workload's targets, from /tokenize before the run and from usage after
// it, in the log and in the results file. On the simulator, whose tokenizer sized the
// prompts, both are close.
func TestPromptLengthsReported(t *testing.T) {
	var logs strings.Builder
	r := openGate(t, filepath.Join("internal", "gate", "testdata", "tradeoff.yaml"), nil)
	r.Gate.Logf = func(format string, args ...any) { logs.WriteString(sprintf(format, args...) + "\n") }
	res := runOnly(t, r)
	require.Len(t, res.PromptChecks, 2, "tokenize and usage")
	tok, use := res.PromptChecks[0], res.PromptChecks[1]
	assert.Equal(t, "tokenize", tok.Source)
	assert.Equal(t, 50, tok.N, "a sample of the requests")
	assert.Equal(t, "usage", use.Source)
	assert.Equal(t, res.Requests, use.N, "every measured request")
	for _, chk := range res.PromptChecks {
		assert.Less(t, chk.MeanAbsErr, 0.05, "%s: %+v", chk.Source, chk)
	}
	assert.Contains(t, logs.String(), "long-doc/fresh/busy: prompt lengths from tokenize over 50 requests: mean |error|")
	assert.Contains(t, logs.String(), "long-doc/fresh/busy: prompt lengths from usage over 180 requests")

	r.Record(res)
	path, err := r.Finish()
	require.NoError(t, err)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var run struct {
		Cells []struct {
			PromptLengths []struct {
				Source string `json:"source"`
				N      int    `json:"n"`
			} `json:"prompt_lengths"`
		} `json:"cells"`
	}
	require.NoError(t, json.Unmarshal(data, &run))
	require.Len(t, run.Cells, 1)
	require.Len(t, run.Cells[0].PromptLengths, 2)
	assert.Equal(t, "usage", run.Cells[0].PromptLengths[1].Source)
}

// TestSequentialStops runs the plan's sequential looks end to end: a cell whose checks
// are all decided stops at an early look, sends no more than it needed (and drops
// nothing it sent), and records what it saved; a cell with a check that only the end
// of a cell can judge runs its planned size and says why.
func TestSequentialStops(t *testing.T) {
	r := openGate(t, filepath.Join(root(t), "internal/gate/testdata/sequential.yaml"), nil)
	for _, c := range r.Gate.Plan.Cells {
		t.Run(c.Name, func(t *testing.T) {
			res := runValid(t, r, &c, 0)
			t.Log(res.Summary())
			sq := res.Sequential
			require.NotNil(t, sq)
			assert.Equal(t, 4, sq.Looks)
			assert.Equal(t, 2*res.Requests, sq.Planned)
			for _, j := range res.Judgements {
				assert.False(t, j.Failed(), j.Message)
			}
			assert.Zero(t, res.Samples.Dropped, "a stop ends the schedule; it never drops what was sent")
			assert.Equal(t, res.Samples.Total, res.Samples.Succeeded, "requests in flight at the stop finish")
			rec := r.cellRecord(res)
			kept := 0
			for _, x := range rec.Records {
				if len(x.ITLs) > 0 {
					kept++
				}
			}
			assert.LessOrEqual(t, kept, ITLRequests)
			assert.GreaterOrEqual(t, kept, ITLRequests/2, "an evenly spaced sample of the requests keeps its inter-token gaps for the report's ITL distribution")
			require.NotNil(t, rec.Sequential)
			assert.Equal(t, sq.Sent, len(rec.Records))
			// The looks spent the plan's error: a cell that ran to its end is judged at
			// the end's level, one that stopped at the stopping look's, never at the
			// plan's 90 %; its compare gates and the results file say the same.
			rule := stats.SequentialRule{Looks: 4, Level: threshold.DefaultLevel, Final: 0.7}
			want := rule.FinalLevel()
			if sq.Stopped > 0 {
				want = rule.LookLevel()
			}
			assert.InDelta(t, want, sq.Level, 1e-12)
			assert.Equal(t, sq.Level, rec.Sequential.Level)
			var judged bool
			for _, j := range res.Judgements {
				if j.Metric != "ttft" {
					continue
				}
				est, err := stats.SeriesPercentile(res.Samples.TTFT, 0.5, sq.Level)
				require.NoError(t, err)
				assert.Equal(t, est.Lo, j.Lo, "the verdict's interval is at the cell's level")
				assert.Equal(t, est.Hi, j.Hi)
				assert.Contains(t, j.Message, fmt.Sprintf("[%g%% CI", math.Round(sq.Level*1000)/10))
				judged = true
			}
			assert.True(t, judged, "the cell has a ttft verdict")
			if c.Workload == "counted" {
				assert.Zero(t, sq.Stopped, "preemptions are read only at the end of a cell")
				assert.Equal(t, sq.Planned, sq.Sent)
				assert.Zero(t, sq.Saved)
				require.NotEmpty(t, sq.Undecided)
				assert.Contains(t, strings.Join(sq.Undecided, "; "), "preemptions <= 0")
				return
			}
			assert.Positive(t, sq.Stopped, "every check is far inside its threshold: %v", sq.Undecided)
			assert.LessOrEqual(t, len(res.Samples.TTFT), sq.Sent, "percentiles rest on the requests the stopping look judged")
			assert.Less(t, sq.Stopped, sq.Looks)
			assert.Less(t, sq.Sent, sq.Planned)
			assert.Positive(t, sq.Saved)
			assert.Empty(t, sq.Undecided)
		})
	}
}

// TestSequentialStopsOnPreemption: a look reads the server's preemption counter, and
// a count already past "preemptions <= 0" decides the check (FAIL) before the end of
// the cell, so a cell whose other checks are decided too stops early, and reports the
// FAIL with the count the whole cell reached.
func TestSequentialStopsOnPreemption(t *testing.T) {
	r := openGate(t, filepath.Join(root(t), "internal/gate/testdata/sequential-preempt.yaml"), map[string]string{"INFERGATE_SIM": "num_gpu_blocks=110"})
	res := runOnly(t, r)
	sq := res.Sequential
	require.NotNil(t, sq)
	assert.Positive(t, sq.Stopped, "the preemption counter is read at every look: %v", sq.Undecided)
	assert.Less(t, sq.Sent, sq.Planned)
	assert.Equal(t, res.Samples.Total, res.Samples.Succeeded, "requests in flight at the stop finish")
	byMetric := map[string]Judgement{}
	for _, j := range res.Judgements {
		byMetric[j.Metric] = j
	}
	require.Contains(t, byMetric, "preemptions")
	assert.Equal(t, threshold.Fail, byMetric["preemptions"].Status, byMetric["preemptions"].Message)
	require.True(t, res.Server.Preemptions.OK, res.Server.Preemptions.Reason)
	assert.Positive(t, res.Server.Preemptions.V)
	assert.Equal(t, threshold.Pass, byMetric["ttft"].Status, byMetric["ttft"].Message)
	assert.Equal(t, threshold.Pass, byMetric["error_rate"].Status, byMetric["error_rate"].Message)
}

// TestBothSides pins when a look's interval decides a check: wholly passing or wholly
// failing, and with one bound missing only the failing direction.
func TestBothSides(t *testing.T) {
	nan := math.NaN()
	tests := []struct {
		name   string
		op     threshold.Op
		lo, hi float64
		want   bool
	}{
		{"below an upper limit", threshold.Less, 1, 2, true},
		{"straddles an upper limit", threshold.Less, 1, 4, false},
		{"above an upper limit", threshold.Less, 4, 5, true},
		{"no upper bound, lower below", threshold.Less, 1, nan, false},
		{"no upper bound, lower past", threshold.Less, 4, nan, true},
		{"above a lower limit", threshold.GreaterEq, 4, 5, true},
		{"no lower bound, upper below a lower limit", threshold.GreaterEq, nan, 2, true},
		{"no lower bound, upper above a lower limit", threshold.GreaterEq, nan, 5, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, bothSides(tt.op, tt.lo, tt.hi, 3))
		})
	}
}

// TestDecidedRunningCount pins when a look decides a check on the server's preemption
// counter: only once the count so far is past an upper limit (or already at a lower
// one), because a counter can only grow before the end of the cell.
func TestDecidedRunningCount(t *testing.T) {
	m, ok := threshold.Lookup("preemptions")
	require.True(t, ok)
	tests := []struct {
		expr  string
		count float64
		want  bool
	}{
		{"<= 0", 0, false},
		{"<= 0", 1, true},
		{"< 3", 2, false},
		{"< 3", 3, true},
		{">= 2", 1, false},
		{">= 2", 2, true},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s at %g", tt.expr, tt.count), func(t *testing.T) {
			e, err := threshold.Parse(tt.expr)
			require.NoError(t, err)
			got, why := decided(plan.Check{Metric: m, Expr: e}, threshold.Observation{Value: tt.count, N: 10}, 0.99)
			assert.Equal(t, tt.want, got, why)
			if !got {
				assert.Contains(t, why, "can still grow")
			}
		})
	}
	t.Run("no /metrics", func(t *testing.T) {
		e, err := threshold.Parse("<= 0")
		require.NoError(t, err)
		got, why := decided(plan.Check{Metric: m, Expr: e}, threshold.Observation{Unavailable: "no /metrics"}, 0.99)
		assert.False(t, got)
		assert.Equal(t, "no /metrics", why)
	})
}

// TestSequentialRunsOn runs cells that cannot be decided at their planned size: one
// runs on past its plan, with more looks, until its median is decided and stops there;
// the other, a p(99.9) that no sample size within the maximum can bound, runs to its
// maximum and is INCONCLUSIVE. Both record what they planned, what they could have
// sent, what they sent and why they stopped, and are judged at the level of the look
// they stopped at.
func TestSequentialRunsOn(t *testing.T) {
	r := openGate(t, filepath.Join(root(t), "internal/gate/testdata/sequential-runs-on.yaml"), nil)
	rule := stats.SequentialRule{Looks: 4, Level: threshold.DefaultLevel, Final: 0.8, Max: 10}
	for _, c := range r.Gate.Plan.Cells {
		t.Run(c.Name, func(t *testing.T) {
			res := runValid(t, r, &c, 0)
			t.Log(res.Summary())
			sq := res.Sequential
			require.NotNil(t, sq)
			assert.Equal(t, 6, sq.Planned)
			assert.Equal(t, 60, sq.Limit)
			assert.Equal(t, 10.0, sq.Max)
			assert.Greater(t, sq.Sent, sq.Planned, "a median on 6 requests is never decided at the planned end: the cell runs on")
			assert.Equal(t, res.Samples.Total, res.Samples.Succeeded, "requests in flight at the stop finish")
			rec := r.cellRecord(res)
			require.NotNil(t, rec.Sequential)
			assert.True(t, rec.Sequential.RanOn())
			assert.Equal(t, sq.Why, rec.Sequential.Why)
			assert.Equal(t, sq.Limit, rec.Sequential.Limit)
			byExpr := map[string]Judgement{}
			for _, j := range res.Judgements {
				byExpr[j.Metric+" "+j.Expr.String()] = j
			}
			if c.Workload == "rare" {
				assert.Zero(t, sq.Stopped, "a p(99.9) cannot be bounded within 60 requests")
				assert.Equal(t, sq.Limit, sq.Sent, "the open loop sent its whole extended schedule")
				assert.Contains(t, sq.Why, "ran to its maximum, 10× the planned requests")
				assert.InDelta(t, rule.LevelAt(rule.TotalLooks()), sq.Level, 1e-12, "judged at the last look's level")
				j := byExpr["ttft p(99.9) < 2s"]
				assert.Equal(t, threshold.Inconclusive, j.Status, j.Message)
				assert.Equal(t, threshold.ReasonTooFewSamples, j.Reason)
				require.NotEmpty(t, sq.Undecided)
				assert.Contains(t, strings.Join(sq.Undecided, "; "), "p(99.9)")
				return
			}
			require.Greater(t, sq.Stopped, sq.Looks, "stopped at a look past the planned end: %v", sq.Undecided)
			assert.Less(t, sq.Sent, sq.Limit, "stopped before its maximum")
			assert.Contains(t, sq.Why, "ran on past its plan until every check was decided")
			assert.InDelta(t, rule.LevelAt(sq.Stopped), sq.Level, 1e-12, "judged at the stopping look's level")
			assert.Empty(t, sq.Undecided)
			assert.Negative(t, sq.Saved, "running on costs traffic")
			j := byExpr["ttft p(50) < 2s"]
			assert.Equal(t, threshold.Pass, j.Status, j.Message)
			assert.Contains(t, j.Message, fmt.Sprintf("[%s%% CI", threshold.Sig3(sq.Level*100)))
		})
	}
}

// TestCompareTailRunsOn: compare.tail keeps a cell whose checks are all decided
// running until its compare gate's percentile has that many requests beyond it (a
// run is the next run's baseline), and no further; without it the cell stops at its
// planned end.
func TestCompareTailRunsOn(t *testing.T) {
	for _, tc := range []struct {
		name     string
		tail     int
		min, max int // samples judged, requests sent (an open loop's next arrival may be in flight at the stop)
		why      string
	}{
		{"compare.tail 3", 3, 30, 40, "ran on past its plan"},
		{"no compare.tail", 0, 10, 12, "every check decided at its planned end"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := openGate(t, filepath.Join(root(t), "internal/gate/testdata/compare-tail.yaml"), nil)
			r.Gate.Plan.CompareTail = tc.tail
			c := r.Gate.Plan.Cells[0]
			require.Len(t, c.Compare, 1)
			res := runValid(t, r, &c, 0)
			t.Log(res.Summary())
			sq := res.Sequential
			require.NotNil(t, sq)
			assert.Equal(t, 10, sq.Planned)
			assert.GreaterOrEqual(t, len(res.Samples.TTFT), tc.min, "p(90) of %d samples holds %d beyond it", len(res.Samples.TTFT), tc.tail)
			assert.LessOrEqual(t, sq.Sent, tc.max, "stops at the first look that holds them")
			assert.Contains(t, sq.Why, tc.why)
			assert.Empty(t, sq.Undecided)
		})
	}
}
