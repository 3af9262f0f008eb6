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
// raised by 100 simulated seconds at every scrape while spoiling: a machine that
// keeps falling behind, without having to starve one.
type lostProxy struct {
	fetch    func() (string, error)
	mu       sync.Mutex
	spoiling bool
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
		p.offset += 100
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
	planFile := filepath.Join(t.TempDir(), "retry.yaml")
	require.NoError(t, os.WriteFile(planFile, []byte(retryPlan), 0o644))
	r := openGate(t, planFile, nil)
	hc := r.Gate.Target.httpClient(scrape.DefaultTimeout)
	p := &lostProxy{fetch: func() (string, error) {
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
