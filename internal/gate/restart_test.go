package gate

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func restartPlan(t *testing.T, cold, maxHealth string) string {
	t.Helper()
	planFile := filepath.Join(t.TempDir(), "restart.yaml")
	require.NoError(t, os.WriteFile(planFile, []byte(`name: restart-test
slo: {ttft: 1s, tpot: 80ms, e2el: 30s}
workloads:
  short-chat: {input: {mean: 300, spread: 0.2}, output: {mean: 16, spread: 0.2}}
prefix:
  fresh: {}
loads:
  l: {concurrency: 1, requests: 10}
cells:
  "*":
    error_rate: ["< 1%"]
restart: {rate: 10/s, before: 5s, after: 25s, cold_start: `+cold+`, max_health: `+maxHealth+`, max_first_token: 12s, max_recovery: 20s}
`), 0o644))
	return planFile
}

// TestRestartTimes restarts the embedded simulator under steady traffic: /health
// fails for the cold start and answers again after it, the first token and the
// recovery come after it, requests sent in between fail, and a cold start longer than
// the plan allows fails the test with the time measured.
func TestRestartTimes(t *testing.T) {
	tests := []struct {
		name, cold, maxHealth string
		fail                  string // "" for a pass
	}{
		{"within", "5s", "10s", ""},
		{"slow-cold-start", "8s", "6s", "/health answered OK again after"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := openGate(t, restartPlan(t, tt.cold, tt.maxHealth), nil)
			res, err := r.Gate.Restart(t.Context(), "")
			require.NoError(t, err)
			t.Log(res.Summary())
			for _, l := range res.Timeline {
				t.Log(l)
			}
			require.True(t, res.HealthFailed, "/health failed during the cold start")
			cold := map[string]float64{"5s": 5, "8s": 8}[tt.cold]
			assert.InDelta(t, cold, res.Health, 1.5, "/health answers again after the cold start (simulated seconds)")
			assert.GreaterOrEqual(t, res.FirstToken, cold-0.5, "no token while the model loads")
			assert.False(t, math.IsNaN(res.Recovered))
			assert.GreaterOrEqual(t, res.Recovered, res.FirstToken-1)
			assert.NotEmpty(t, res.Timeline)
			assert.Contains(t, strings.Join(res.Timeline, "\n"), "from the restart")
			if tt.fail == "" {
				assert.Empty(t, res.Failures)
				return
			}
			require.NotEmpty(t, res.Failures)
			assert.Contains(t, strings.Join(res.Failures, "\n"), tt.fail)
			assert.Contains(t, strings.Join(res.Failures, "\n"), "over the plan's 6s")
		})
	}
}

// TestRestartCommand: INFERGATE_RESTART_CMD is run at the restart; a target it never
// takes down (here the command only leaves a mark) is healthy throughout, and a
// command that fails fails the test without repeating the command.
func TestRestartCommand(t *testing.T) {
	mark := filepath.Join(t.TempDir(), "restarted")
	r := openGate(t, restartPlan(t, "5s", "10s"), nil)
	res, err := r.Gate.Restart(t.Context(), "echo done > "+mark)
	require.NoError(t, err)
	t.Log(res.Summary())
	_, err = os.Stat(mark)
	assert.NoError(t, err, "the command ran")
	assert.Equal(t, "INFERGATE_RESTART_CMD", res.How)
	assert.False(t, res.HealthFailed)
	assert.Contains(t, res.Summary(), "/health OK again (it never failed)")
	assert.Empty(t, res.Failures)

	_, err = r.Gate.Restart(t.Context(), "exit 3 # sk-secret-in-the-command")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "INFERGATE_RESTART_CMD: exit status 3")
	assert.NotContains(t, err.Error(), "sk-secret")
}
