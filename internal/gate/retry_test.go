package gate

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/scrape"
	"github.com/infergate/infergate/internal/sim/metrics"
	"github.com/infergate/infergate/internal/threshold"
)

const retryPlan = `name: retry-test
slo: {ttft: 2s, e2el: 60s}
trials: 1
warmup: {requests: 2}
workloads:
  short-chat: {input: {mean: 300, spread: 0}, output: {mean: 16, spread: 0}}
prefix:
  fresh: {}
loads:
  light: {concurrency: 2, requests: 30}
cells:
  "*":
    error_rate: ["< 1%"]
    ttft: ["p(50) < 2s"]
`

// lostProxy serves the embedded simulator's /metrics with its lost-time counter
// raised by step simulated seconds at every scrape while spoiling (100 unless set): a
// machine that keeps falling behind, without having to starve one.
type lostProxy struct {
	fetch    func() (string, error)
	mu       sync.Mutex
	spoiling bool
	step     float64
	offset   float64
}

var lostLine = regexp.MustCompile(`(?m)^(` + metrics.MetricLost + `\{[^}]*\}) (\S+)$`)

func (p *lostProxy) ServeHTTP(w http.ResponseWriter, _ *http.Request) {
	text, err := p.fetch()
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	p.mu.Lock()
	if p.spoiling {
		p.offset += p.step
	}
	offset := p.offset
	p.mu.Unlock()
	text = lostLine.ReplaceAllStringFunc(text, func(line string) string {
		m := lostLine.FindStringSubmatch(line)
		v, err := strconv.ParseFloat(m[2], 64)
		if err != nil {
			return line
		}
		return fmt.Sprintf("%s %g", m[1], v+offset)
	})
	_, _ = io.WriteString(w, text)
}

func (p *lostProxy) spoil(on bool) {
	p.mu.Lock()
	p.spoiling = on
	p.mu.Unlock()
}

// spoiledGate is a gate on retryPlan whose /metrics goes through a lostProxy.
func spoiledGate(t *testing.T) (*Run, *lostProxy) {
	t.Helper()
	return spoiledGateOn(t, retryPlan)
}

// spoiledGateOn is spoiledGate on the plan text planText.
func spoiledGateOn(t *testing.T, planText string) (*Run, *lostProxy) {
	t.Helper()
	planFile := filepath.Join(t.TempDir(), "retry.yaml")
	require.NoError(t, os.WriteFile(planFile, []byte(planText), 0o644))
	r := openGate(t, planFile, nil)
	hc := r.Gate.Target.httpClient(scrape.DefaultTimeout)
	p := &lostProxy{step: 100, fetch: func() (string, error) {
		resp, err := hc.Get(r.Gate.Target.Root + "/metrics")
		if err != nil {
			return "", err
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		return string(b), err
	}}
	srv := httptest.NewServer(p)
	t.Cleanup(srv.Close)
	r.Gate.Scraper = scrape.NewReplicas([]string{srv.URL + "/metrics"}, nil)
	return r, p
}

// TestMachineRetries: a cell the machine spoiled (the simulator fell behind) runs
// again from its start with fresh prompts and the same workload digest, keeps why
// the discarded attempt was INVALID, and is judged on its clean attempt; a machine
// that never keeps up leaves the cell INVALID after MachineRetries more attempts.
func TestMachineRetries(t *testing.T) {
	t.Run("once", func(t *testing.T) {
		r, p := spoiledGate(t)
		p.spoil(true)
		var attempts int
		r.Gate.Logf = func(format string, args ...any) {
			line := fmt.Sprintf(format, args...)
			if strings.Contains(line, "runs again from its start") {
				attempts++
				p.spoil(false)
			}
			t.Log(line)
		}
		c := &r.Gate.Plan.Cells[0]
		res, err := r.Gate.RunCell(t.Context(), c, 0)
		require.NoError(t, err)
		t.Log(res.Summary())
		assert.Equal(t, 1, attempts)
		assert.Empty(t, res.Invalid, "the second attempt ran on a machine that kept up")
		require.Len(t, res.Retried, 1)
		assert.Contains(t, res.Retried[0], "the simulator fell behind the wall clock")
		assert.Contains(t, res.Summary(), "attempt 2: the machine spoiled 1 attempt before it")
		for _, j := range res.Judgements {
			assert.False(t, j.Failed(), j.Message)
		}
		rec := r.cellRecord(res)
		assert.Equal(t, res.Retried, rec.Retried)
		require.NotEmpty(t, rec.Records)
		for _, rr := range rec.Records {
			require.Contains(t, rr.ID, "-t0-a2-", "the second attempt's requests carry its mark, so its prompts are fresh")
		}

		// The same cell on a machine that kept up from the start: the same schedule
		// and workload, so a baseline pairs with either.
		r2, _ := spoiledGate(t)
		res2, err := r2.Gate.RunCell(t.Context(), &r2.Gate.Plan.Cells[0], 0)
		require.NoError(t, err)
		assert.Empty(t, res2.Retried)
		assert.Equal(t, res2.Digest, res.Digest, "a retried attempt has the first attempt's workload digest")
	})
	t.Run("always", func(t *testing.T) {
		r, p := spoiledGate(t)
		p.spoil(true)
		res, err := r.Gate.RunCell(t.Context(), &r.Gate.Plan.Cells[0], 0)
		require.NoError(t, err)
		t.Log(res.Summary())
		assert.Contains(t, res.Invalid, "the simulator fell behind the wall clock")
		assert.Len(t, res.Retried, MachineRetries, "every attempt the gate allows ran")
		for _, j := range res.Judgements {
			assert.True(t, j.Failed(), "an INVALID cell never passes: %s", j.Message)
		}
	})
}

// TestCleanProbe: a capacity probe the machine spoiled is probed again, up to
// MachineRetries more times, and the last spoiled attempt says why.
func TestCleanProbe(t *testing.T) {
	tests := []struct {
		name    string
		lost    []float64 // per attempt
		want    int       // attempts run
		spoiled bool
	}{
		{name: "clean", lost: []float64{0}, want: 1},
		{name: "at the limit is clean", lost: []float64{SimLostLimit}, want: 1},
		{name: "spoiled once", lost: []float64{0.3, 0.001}, want: 2},
		{name: "always spoiled", lost: []float64{0.3, 0.3, 0.3, 0.3, 0.3}, want: MachineRetries + 1, spoiled: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var ran, told []int
			st, spoiled, err := cleanProbe(func(attempt int) (CapacityStep, error) {
				ran = append(ran, attempt)
				return CapacityStep{Rate: 1, Lost: tt.lost[attempt-1]}, nil
			}, func(why string, next int) {
				assert.Contains(t, why, "the simulator fell behind the wall clock")
				told = append(told, next)
			})
			require.NoError(t, err)
			assert.Len(t, ran, tt.want)
			assert.Len(t, told, tt.want-1, "every attempt after the first is announced")
			assert.Equal(t, tt.lost[tt.want-1], st.Lost, "the last attempt is returned")
			assert.Equal(t, tt.spoiled, spoiled != "", spoiled)
		})
	}
}

// TestProbeMeasuresLost: a capacity probe reads the simulator's lost time over its
// own traffic, which cleanProbe then judges.
func TestProbeMeasuresLost(t *testing.T) {
	r, p := spoiledGate(t)
	cp := plan.Capacity{Workload: "short-chat", Prefix: "fresh", Goodput: 0.5, StepDuration: 4 * time.Second}
	st, err := r.Gate.probe(t.Context(), cp, 4, cp.StepDuration, 0, 1, false, 0)
	require.NoError(t, err)
	assert.Zero(t, st.Lost, "a machine that kept up")
	assert.True(t, st.Passed)
	p.spoil(true)
	st, err = r.Gate.probe(t.Context(), cp, 4, cp.StepDuration, 1, 2, false, 0)
	require.NoError(t, err)
	assert.Greater(t, st.Lost, SimLostLimit, "100 simulated seconds lost at a scrape in a probe of 4 s")
}

// TestStalledUndecided: a valid attempt is spoiled when the simulator skipped any time
// in it and a percentile check is INCONCLUSIVE although the cell holds enough samples
// for it as independent draws (only serial correlation removed a bound); never for a
// check too big for the cell, a check the plan excuses, a decided one, a compare
// gate, or a target that does not report the simulator's lost time.
func TestStalledUndecided(t *testing.T) {
	p := &plan.Plan{Level: 0.98}
	from := time.Date(2026, 12, 7, 0, 0, 0, 0, time.UTC)
	server := func(lost float64, ok bool) ServerView {
		return ServerView{Trials: []scrape.Cell{{From: from, To: from.Add(60 * time.Second), SimLost: &scrape.Value{V: lost, OK: ok}}}}
	}
	judgement := func(expr string, status threshold.Status, reason string, n int, d float64) Judgement {
		e, err := threshold.Parse(expr)
		require.NoError(t, err)
		return Judgement{Verdict: threshold.Verdict{Metric: "ttft", Expr: e, Status: status, Reason: reason, N: n, DesignEffect: d}}
	}
	stalled := judgement("p(95) < 1.5s", threshold.Inconclusive, threshold.ReasonTooFewSamples, 5440, 67)
	cases := []struct {
		name   string
		server ServerView
		js     []Judgement
		want   string // "" when the attempt stands
	}{
		{name: "stall and a bound lost to correlation", server: server(0.05, true), js: []Judgement{stalled},
			want: "ttft p(95) < 1.5s (design effect 67) could not be decided"},
		{name: "no stall", server: server(0, true), js: []Judgement{stalled}},
		{name: "not the simulator", server: server(0, false), js: []Judgement{stalled}},
		{name: "too few samples at any correlation", server: server(0.05, true),
			js: []Judgement{judgement("p(99) < 2s", threshold.Inconclusive, threshold.ReasonTooFewSamples, 30, 1.4)}},
		{name: "independent samples", server: server(0.05, true),
			js: []Judgement{judgement("p(95) < 1.5s", threshold.Inconclusive, threshold.ReasonTooFewSamples, 5440, 0)}},
		{name: "excused by the plan", server: server(0.05, true),
			js: []Judgement{func() Judgement { j := stalled; j.Skipped = true; return j }()}},
		{name: "decided", server: server(0.05, true),
			js: []Judgement{judgement("p(95) < 1.5s", threshold.Pass, "", 5440, 67)}},
		{name: "compare gate", server: server(0.05, true),
			js: []Judgement{judgement("p(95) <= +10%", threshold.Inconclusive, threshold.ReasonTooFewSamples, 5440, 67)}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := &CellResult{Server: tc.server, Judgements: tc.js}
			got := r.stalledUndecided(p)
			if tc.want == "" {
				assert.Empty(t, got)
				return
			}
			assert.Contains(t, got, "undecided after the machine stalled the simulator")
			assert.Contains(t, got, "skipped 50ms")
			assert.Contains(t, got, tc.want)
		})
	}
}

// TestStalledUndecidedRuns: through RunCell, a stalled cell (its simulator skipped a
// little time, far below SimLostLimit) stays valid, and a check beyond the cell at
// any correlation (60 requests cannot bound a p(99)) never sends it round again:
// another attempt could not decide it either. The p(50) decides on 60 requests unless
// a cold machine clusters them past a design effect of about 10; such an attempt is
// run again for the p(50), which is the rule working, not the p(99).
func TestStalledUndecidedRuns(t *testing.T) {
	decided := strings.Replace(retryPlan, `requests: 30}`, `requests: 60}`, 1)
	tooBig := strings.Replace(decided, `ttft: ["p(50) < 2s"]`, `ttft: ["p(50) < 2s", "p(99) < 2s"]`, 1)
	require.NotEqual(t, retryPlan, decided)
	require.NotEqual(t, decided, tooBig)
	for name, planText := range map[string]string{"decided": decided, "too big for the cell": tooBig} {
		t.Run(name, func(t *testing.T) {
			r, p := spoiledGateOn(t, planText)
			p.step = 0.001
			p.spoil(true)
			res, err := r.Gate.RunCell(t.Context(), &r.Gate.Plan.Cells[0], 0)
			require.NoError(t, err)
			t.Log(res.Summary())
			_, lost, ok := res.Server.SimLost(res.scale())
			require.True(t, ok)
			assert.Positive(t, lost, "the proxy reports a stall")
			assert.Empty(t, res.Invalid, "a stall this short leaves the cell valid")
			for _, why := range res.Retried {
				assert.NotContains(t, why, "p(99)", "a check beyond the cell at any correlation sent it round again")
				assert.Contains(t, why, "ttft p(50) < 2s", "only the p(50), which more data decides, may send it round again")
			}
		})
	}
}
