package gate

import (
	"fmt"
	"path/filepath"
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
	"github.com/infergate/infergate/internal/scrape"
	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/threshold"
)

// judgePlan is a one-cell plan whose checks cover the vocabulary the judging tests
// need; the thresholds are loose so that only what a test arranges can fail.
const judgePlan = `name: judge-test
slo: {ttft: 1s, e2el: 4s}
workloads:
  short-chat: {input: {mean: 100, spread: 0}, output: {mean: 4, spread: 0}}
prefix:
  fresh: {}
loads:
  steady: {rate: 1/s, duration: 10s}
cells:
  "*":
    ttft: ["p(50) < 10s"]
    e2el: ["p(50) < 10s"]
    error_rate: ["< 50%"]
    timeout_rate: ["< 50%"]
    goodput_rph: [">= 360/h"]
    dispatch_lag: ["p(50) < 100ms"]
    dropped: ["<= 1"]
`

func parseJudgePlan(tb testing.TB) *plan.Plan {
	tb.Helper()
	p, err := plan.Parse([]byte(judgePlan), "judge-test.yaml")
	require.NoError(tb, err)
	require.Len(tb, p.Cells, 1)
	return p
}

// synthetic is a trial of ten requests over ten seconds at time scale 1: six
// succeed (TTFT 0.5 s; E2EL 1, 2, 3, 3.5, 5 and 6 s, so four meet the SLO; 4 tokens in
// 4 events; 25 of 100 prompt tokens cached), two time out, one fails with HTTP 503 and
// one is never sent (dropped). Every request was dispatched lag late.
func synthetic(lag time.Duration) *loadgen.Result {
	start := time.Unix(1_700_000_000, 0)
	res := &loadgen.Result{Start: start, End: start.Add(10 * time.Second), Scale: 1, Dropped: 1}
	e2el := []float64{1, 2, 3, 3.5, 5, 6}
	for i := range 10 {
		sent := start.Add(time.Duration(i) * time.Second)
		rec := client.Record{ID: string(rune('a' + i)), Intended: sent, Sent: sent.Add(lag), InputTokens: 100, OutputTarget: 4}
		switch {
		case i < 6:
			d := time.Duration(e2el[i] * float64(time.Second))
			first := rec.Sent.Add(500 * time.Millisecond)
			rec.Class, rec.TTFT, rec.E2EL = client.OK, 500*time.Millisecond, d
			rec.TTFO, rec.HasTTFO = rec.TTFT, true // a model that does not think
			rec.Events = []client.Event{{At: first, Tokens: 1}, {At: first.Add((d - 500*time.Millisecond) / 3), Tokens: 1},
				{At: first.Add(2 * (d - 500*time.Millisecond) / 3), Tokens: 1}, {At: rec.Sent.Add(d), Tokens: 1}}
			rec.PromptTokens, rec.CompletionTokens, rec.OutputTokens, rec.HasUsage = 100, 4, 4, true
			rec.CachedTokens, rec.HasCached = 25, true
		case i < 8:
			rec.Class, rec.Err = client.Timeout, "deadline"
		case i == 8:
			rec.Class, rec.Status, rec.Err = client.HTTPError, 503, "overloaded"
		default:
			rec = client.Record{ID: rec.ID, Class: client.Canceled, Err: "never sent: the run stopped first"}
		}
		res.Records = append(res.Records, rec)
		res.Sent = append(res.Sent, i < 9)
		res.Lag = append(res.Lag, lag)
	}
	return res
}

func syntheticCell(tb testing.TB, p *plan.Plan, lag time.Duration) *CellResult {
	tb.Helper()
	tr := synthetic(lag)
	return &CellResult{Cell: &p.Cells[0], Trials: []*loadgen.Result{tr}, Samples: tr.Samples(), Requests: 10}
}

// TestObserveCanonicalUnits pins what every metric of the vocabulary measures on a
// known cell, in canonical units: seconds, ratios of sent requests, requests per
// second. A rate a plan writes per hour is compared in per second, so goodput_rph
// observes the same number as goodput_rps.
func TestObserveCanonicalUnits(t *testing.T) {
	p := parseJudgePlan(t)
	r := syntheticCell(t, p, 2*time.Millisecond)
	r.Server = ServerView{
		PrefixHits: scrape.Value{V: 30, OK: true}, PrefixQueries: scrape.Value{V: 120, OK: true},
		Preemptions: scrape.Value{V: 2, OK: true}, MaxWaiting: scrape.Value{V: 5, OK: true},
		MaxKVUsage: scrape.Value{Reason: "no kv gauge", OK: false},
		// vLLM saw the six requests that ended ok, at 0.4 s TTFT on average: the
		// client's 0.5 s leaves 0.1 s to the front end.
		Trials: []scrape.Cell{{TTFT: scrape.Distribution{Histogram: scrape.Histogram{Count: 6, Sum: 2.4},
			Observations: scrape.Value{V: 6, OK: true}}}},
	}
	tests := []struct {
		metric string
		value  float64
		n      int
		// samples, when set, is the observation's sample count, and value its median.
		samples int
		reason  string // for an unavailable metric: text its reason must contain
	}{
		{metric: "ttft", samples: 6, value: 0.5},
		{metric: "ttfo", samples: 6, value: 0.5},
		{metric: "e2el", samples: 6, value: 3.25},
		// Sent 2 ms after the intended time: the from_intended latencies include it.
		{metric: "ttft_from_intended", samples: 6, value: 0.502},
		{metric: "e2el_from_intended", samples: 6, value: 3.252},
		// A single-turn cell has no later turns (TestAgenticPlan measures them).
		{metric: "ttft_later_turns", reason: "not a session kind"},
		{metric: "itl", samples: 18},
		{metric: "itl_per_token", samples: 18},
		{metric: "tpot", samples: 6, value: (3.25 - 0.5) / 3},
		{metric: "queue_wait", samples: 9, value: 0.002},
		{metric: "ttft_overhead", samples: 6, value: 0.1},
		{metric: "dispatch_lag", samples: 9, value: 0.002},
		// 9 sent: 6 ok, 2 timed out, 1 error. Timeouts are their own rate.
		{metric: "error_rate", value: 1.0 / 9, n: 9},
		{metric: "timeout_rate", value: 2.0 / 9, n: 9},
		{metric: "dropped", value: 1, n: 10},
		// Four requests meet TTFT ≤ 1 s and E2EL ≤ 4 s, over 10 s; the dropped one counts
		// as not good, so the ratio is of all ten.
		{metric: "goodput_ratio", value: 4.0 / 10, n: 10},
		{metric: "goodput_rps", value: 0.4, n: 10},
		{metric: "goodput_rph", value: 0.4, n: 10},
		{metric: "throughput_rps", value: 0.6, n: 9},
		{metric: "output_tps", value: 2.4, n: 9},
		{metric: "prefix_hit_ratio", value: 0.25, n: 9},
		{metric: "preemptions", value: 2, n: 9},
		{metric: "max_waiting", value: 5, n: 9},
		{metric: "kv_usage_max", reason: "no kv gauge"},
		{metric: "cached_ratio", value: 0.25, n: 6},
		{metric: "no_such_metric", reason: "does not measure"},
	}
	covered := map[string]bool{}
	for _, tt := range tests {
		covered[tt.metric] = true
	}
	for _, m := range threshold.Metrics() {
		assert.True(t, covered[m.Name], "metric %s has no case here", m.Name)
	}
	for _, tt := range tests {
		t.Run(tt.metric, func(t *testing.T) {
			obs := r.observe(tt.metric, p)
			switch {
			case tt.reason != "":
				assert.Contains(t, obs.Unavailable, tt.reason)
			case tt.samples > 0:
				require.Len(t, obs.Samples, tt.samples)
				if tt.value != 0 {
					median, err := stats.Quantile(obs.Samples, 0.5)
					require.NoError(t, err)
					assert.InDelta(t, tt.value, median, 1e-9, "median")
				}
			default:
				assert.Empty(t, obs.Unavailable)
				assert.InDelta(t, tt.value, obs.Value, 1e-9)
				assert.Equal(t, tt.n, obs.N)
			}
		})
	}
}

func mustExpr(tb testing.TB, s string) threshold.Expr {
	tb.Helper()
	e, err := threshold.Parse(s)
	require.NoError(tb, err)
	return e
}

// TestJudgeInvalidCell: when a validity check fails (the generator dispatched late, or
// dropped requests), every other check of the cell is INCONCLUSIVE with the reason,
// never PASS, and the cell fails.
func TestJudgeInvalidCell(t *testing.T) {
	tests := []struct {
		name    string
		lag     time.Duration
		dropped string // the plan's dropped check
		invalid bool
	}{
		{"on time", 2 * time.Millisecond, "<= 1", false},
		{"dispatch lag", 300 * time.Millisecond, "<= 1", true},
		{"dropped", 2 * time.Millisecond, "<= 0", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := parseJudgePlan(t)
			for i, c := range p.Cells[0].Checks {
				if c.Metric.Name == "dropped" {
					p.Cells[0].Checks[i].Expr = mustExpr(t, tt.dropped)
				}
			}
			r := syntheticCell(t, p, tt.lag)
			r.judge(p, false)
			require.Len(t, r.Judgements, len(p.Cells[0].Checks))
			if !tt.invalid {
				assert.Empty(t, r.Invalid)
				assert.Empty(t, r.Failures(), "every check passes on the synthetic cell")
				return
			}
			assert.Contains(t, r.Invalid, "the load generator fell behind")
			assert.Contains(t, r.Invalid, "shard it over more generators (INFERGATE_SHARD", "the message says what to do")
			assert.NotEmpty(t, r.Failures())
			for _, j := range r.Judgements {
				if validityMetrics[j.Metric] {
					continue
				}
				assert.Equal(t, threshold.Inconclusive, j.Status, "%s: %s", j.Metric, j.Message)
				assert.True(t, j.Failed(), "%s fails the cell", j.Metric)
			}
		})
	}
}

// TestJudgeSimLost: a cell in which the simulator skipped more than SimLostLimit of
// its simulated time is INVALID, every check INCONCLUSIVE with the reason; a cell at
// the limit, or a target that does not export the counter, is judged.
func TestJudgeSimLost(t *testing.T) {
	from := time.Unix(1_700_000_000, 0)
	for _, tt := range []struct {
		name    string
		lost    *scrape.Value // over 40 seconds
		invalid bool
	}{
		{"not the simulator", nil, false},
		{"none lost", &scrape.Value{V: 0, OK: true}, false},
		{"at the limit", &scrape.Value{V: 0.8, OK: true}, false},
		{"over the limit", &scrape.Value{V: 2, OK: true}, true},
		{"unreadable", &scrape.Value{Reason: "counter reset"}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := parseJudgePlan(t)
			r := syntheticCell(t, p, 2*time.Millisecond)
			r.Server.Trials = []scrape.Cell{{From: from, To: from.Add(40 * time.Second), SimLost: tt.lost}}
			r.judge(p, false)
			if !tt.invalid {
				assert.Empty(t, r.Invalid)
				assert.Empty(t, r.Failures())
				return
			}
			assert.Equal(t, "the simulator fell behind the wall clock: it skipped 2s of the cell's simulated time (5.0%, more than 2%), "+
				"in which the simulated deployment served nothing, so its latencies are the machine's, not the deployment's; "+
				"run on a quieter machine or at a lower INFERGATE_SIM time_scale", r.Invalid)
			for _, j := range r.Judgements {
				if !validityMetrics[j.Metric] {
					assert.Equal(t, threshold.Inconclusive, j.Status, "%s: %s", j.Metric, j.Message)
				}
			}
			assert.Contains(t, r.Summary(), "simulator behind the wall clock for 2s (5.00% of the cell)")
		})
	}
	// The span is wall time; the lost seconds are simulated: at time scale 4, 10 wall
	// seconds are 40 simulated.
	v := ServerView{Trials: []scrape.Cell{{From: from, To: from.Add(10 * time.Second), SimLost: &scrape.Value{V: 2, OK: true}}}}
	share, lost, ok := v.SimLost(4)
	require.True(t, ok)
	assert.InDelta(t, 0.05, share, 1e-12)
	assert.InDelta(t, 2.0, lost, 1e-12)
}

// TestGoodputPerHour: a plan writes goodput per hour, and the verdict converts its
// threshold, not the measurement: the synthetic cell completes 0.4 good requests per
// second, 1,440 per hour.
func TestGoodputPerHour(t *testing.T) {
	tests := []struct {
		expr string
		want threshold.Status
	}{
		{">= 1400/h", threshold.Pass},
		{">= 1500/h", threshold.Fail},
		{">= 0.39/s", threshold.Pass},
		{">= 24/min", threshold.Pass},
		{">= 25/min", threshold.Fail},
	}
	p := parseJudgePlan(t)
	r := syntheticCell(t, p, 0)
	for _, tt := range tests {
		t.Run(tt.expr, func(t *testing.T) {
			m, ok := threshold.Lookup("goodput_rph")
			require.True(t, ok)
			v := threshold.Evaluate(mustExpr(t, tt.expr), m, r.observe("goodput_rph", p), 0.9)
			assert.Equal(t, tt.want, v.Status, "%s", v.Message)
		})
	}
}

// TestCompareHonoursSkip: a compare gate that cannot be decided (p99 of six
// requests) is INCONCLUSIVE; the plan's skip list decides whether that fails the cell,
// exactly as for an ordinary check.
func TestCompareHonoursSkip(t *testing.T) {
	tests := []struct {
		name    string
		skip    []string
		skipped bool
	}{
		{"not skipped", nil, false},
		{"skipped", []string{"too_few_samples"}, true},
		{"other reason skipped", []string{"unavailable"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := plan.Parse([]byte(judgePlan+"compare:\n  e2el: [\"p(99) <= +10%\"]\n"), "judge-test.yaml")
			require.NoError(t, err)
			p.Skip = tt.skip
			r := &Run{Gate: &Gate{Plan: p}}
			res := syntheticCell(t, p, 0)
			res.judge(p, false)
			r.baseline = &results.Run{Cells: []results.Cell{r.cellRecord(res)}}
			js := r.Compare(res)
			require.Len(t, js, 1)
			j := js[0]
			assert.Equal(t, threshold.Inconclusive, j.Status, "%s", j.Message)
			assert.Equal(t, threshold.ReasonTooFewSamples, j.Reason)
			assert.Equal(t, tt.skipped, j.Skipped, "%s", j.Message)
			assert.Equal(t, !tt.skipped, j.Failed(), "an inconclusive gate fails the cell unless the plan skips its reason")
		})
	}
}

// TestShippedPlansCompareWithThemselves: under each shipped plan, a cell recorded,
// written as a results file, read back as the baseline and compared with the same
// measurement passes every compare gate. A gate that cannot find its metric in a
// results file, or reads a different one on each side, fails here.
func TestShippedPlansCompareWithThemselves(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(root(t), "thresholds", "*.yaml"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			p, err := plan.ReadFile(file)
			require.NoError(t, err)
			require.NotEmpty(t, p.Cells)
			if len(p.Compare) == 0 {
				t.Skipf("%s has no compare gates", file)
			}
			r := &Run{Gate: &Gate{Plan: p}}
			tr := manyGood(400)
			res := &CellResult{Cell: &p.Cells[0], Trials: []*loadgen.Result{tr}, Samples: tr.Samples(), Requests: 400}
			res.judge(p, false)
			base := &results.Run{Schema: results.Schema, Cells: []results.Cell{r.cellRecord(res)}}
			base.Manifest.Plan.SLO = planSLO(p)
			base.Manifest.Plan.Compare = planGates(p)
			path, err := results.Write(t.TempDir(), base)
			require.NoError(t, err)
			r.baseline, err = results.Read(path)
			require.NoError(t, err)
			js := r.Compare(res)
			require.Len(t, js, len(p.Cells[0].Compare), "one verdict per compare gate of the cell")
			for _, j := range js {
				assert.Equal(t, threshold.Pass, j.Status, "%s", j.Message)
			}
		})
	}
}

// manyGood is a trial of n successful requests at 10 per second, with TTFT spread over
// 50–250 ms and E2EL over 1–3 s.
func manyGood(n int) *loadgen.Result {
	start := time.Unix(1_700_000_000, 0)
	res := &loadgen.Result{Start: start, End: start.Add(time.Duration(n) * 100 * time.Millisecond).Add(3 * time.Second), Scale: 1}
	for i := range n {
		sent := start.Add(time.Duration(i) * 100 * time.Millisecond)
		ttft := time.Duration(50+(i*37)%200) * time.Millisecond
		e2el := time.Second + time.Duration((i*53)%2000)*time.Millisecond
		rec := client.Record{ID: fmt.Sprintf("good-%d", i), Intended: sent, Sent: sent, Class: client.OK, TTFT: ttft, E2EL: e2el,
			PromptTokens: 100, CompletionTokens: 3, OutputTokens: 3, HasUsage: true, HasCached: true, CachedTokens: 50, InputTokens: 100, OutputTarget: 3}
		rec.Events = []client.Event{{At: sent.Add(ttft), Tokens: 1}, {At: sent.Add((ttft + e2el) / 2), Tokens: 1}, {At: sent.Add(e2el), Tokens: 1}}
		res.Records = append(res.Records, rec)
		res.Sent = append(res.Sent, true)
		res.Lag = append(res.Lag, 0)
	}
	return res
}

// TestQuickUnjudged: in a quick run, a check the plan names under quick.unjudged that
// is INCONCLUSIVE for too few samples is skipped with the plan's reason; an unnamed
// one fails the cell, and a named one that is decided keeps its verdict.
func TestQuickUnjudged(t *testing.T) {
	src := `name: t
slo: {ttft: 2s}
workloads:
  short-chat: {input: {mean: 400}, output: {mean: 100}}
prefix:
  fresh: {}
loads:
  low: {concurrency: 1, requests: 10}
cells:
  "*": {ttft: ["p(50) < 1s", "p(99) < 3s"], e2el: ["p(99) < 30s"]}
quick:
  unjudged:
    - {cells: "*", checks: ["ttft p(99)", "ttft p(50)"], why: "ten requests cannot bound a p(99)"}
`
	p, err := plan.Parse([]byte(src), "quick.yaml")
	require.NoError(t, err)
	for _, quick := range []bool{false, true} {
		t.Run(fmt.Sprintf("quick=%v", quick), func(t *testing.T) {
			r := syntheticCell(t, p, 0)
			r.judge(p, quick)
			got := map[string]Judgement{}
			for _, j := range r.Judgements {
				got[j.Metric+" "+j.Expr.String()] = j
			}
			p99, med, e2el := got["ttft p(99) < 3s"], got["ttft p(50) < 1s"], got["e2el p(99) < 30s"]
			assert.Equal(t, threshold.Inconclusive, p99.Status, p99.Message)
			assert.Equal(t, quick, p99.Skipped, "only a quick run skips it")
			if quick {
				assert.Contains(t, p99.Message, "left unjudged in quick runs (quick.unjudged, quick.yaml:13): ten requests cannot bound a p(99)")
			} else {
				assert.NotContains(t, p99.Message, "quick.unjudged")
			}
			assert.Equal(t, threshold.Pass, med.Status, "a named check that is decided keeps its verdict: %s", med.Message)
			assert.Equal(t, threshold.Inconclusive, e2el.Status, e2el.Message)
			assert.True(t, e2el.Failed(), "a check the plan does not name fails for too few samples, quick or not")
		})
	}
}

// TestObserveReasoning: on a reasoning model ttfo is the answer's first token, apart
// from ttft; a request that only thought has none, and a cell where none answered has
// no ttfo to judge rather than too few samples. An SLO on ttfo makes goodput wait for
// the answer, and a request without one is never good under it.
func TestObserveReasoning(t *testing.T) {
	start := time.Unix(1_700_000_000, 0)
	// trial has one successful request per TTFO, each sent a second apart with TTFT
	// 0.1 s and E2EL 3 s; a TTFO of 0 is a request that only thought.
	trial := func(ttfos ...float64) *loadgen.Result {
		res := &loadgen.Result{Start: start, End: start.Add(time.Duration(len(ttfos)) * time.Second), Scale: 1}
		for i, x := range ttfos {
			sent := start.Add(time.Duration(i) * time.Second)
			rec := client.Record{ID: fmt.Sprint(i), Intended: sent, Sent: sent, Class: client.OK,
				TTFT: 100 * time.Millisecond, E2EL: 3 * time.Second, OutputTokens: 50, ReasoningTokens: 20}
			rec.Events = []client.Event{{At: sent.Add(rec.TTFT), Tokens: 1, Reasoning: true}, {At: sent.Add(rec.E2EL), Tokens: 1, Output: x > 0}}
			if x > 0 {
				rec.TTFO, rec.HasTTFO = time.Duration(x*float64(time.Second)), true
			}
			res.Records = append(res.Records, rec)
			res.Sent = append(res.Sent, true)
			res.Lag = append(res.Lag, 0)
		}
		return res
	}
	tests := []struct {
		name    string
		slo     string
		ttfos   []float64
		ttfo    []float64 // the ttfo samples, unless unavailable is set
		reason  string    // text the unavailable reason must contain
		goodput float64   // goodput_ratio
	}{
		{"all-answered", "slo: {ttfo: 1s}", []float64{0.5, 1, 1.5, 2}, []float64{0.5, 1, 1.5, 2}, "", 0.5},
		{"one-only-thought", "slo: {ttfo: 1s}", []float64{0.5, 0, 1.5, 0.75}, []float64{0.5, 1.5, 0.75}, "", 0.5},
		{"none-answered", "slo: {ttfo: 1s}", []float64{0, 0}, nil, "no successful request streamed answer text (2 successful requests", 0},
		{"ttft-slo-ignores-the-answer", "slo: {ttft: 1s}", []float64{0.5, 0, 1.5, 2}, []float64{0.5, 1.5, 2}, "", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := plan.Parse([]byte(strings.Replace(judgePlan, "slo: {ttft: 1s, e2el: 4s}", tt.slo, 1)), "judge-test.yaml")
			require.NoError(t, err)
			tr := trial(tt.ttfos...)
			r := &CellResult{Cell: &p.Cells[0], Trials: []*loadgen.Result{tr}, Samples: tr.Samples(), Requests: len(tt.ttfos)}
			obs := r.observe("ttfo", p)
			if tt.reason != "" {
				assert.Contains(t, obs.Unavailable, tt.reason)
				assert.Empty(t, obs.Samples)
			} else {
				assert.Empty(t, obs.Unavailable)
				assert.Equal(t, tt.ttfo, obs.Samples)
			}
			assert.Equal(t, slices.Repeat([]float64{0.1}, len(tt.ttfos)), r.observe("ttft", p).Samples, "ttft is the first thinking token")
			assert.Equal(t, 20*len(tt.ttfos), r.Samples.ReasoningTokens)
			g := r.observe("goodput_ratio", p)
			assert.InDelta(t, tt.goodput, g.Value, 1e-9, "goodput_ratio")
		})
	}
}
