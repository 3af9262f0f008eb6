//go:build engine

package realengine

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/gate"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/threshold"
)

// serverMetrics are the checks that read the server's Prometheus /metrics, and
// cached_ratio the one that reads usage.prompt_tokens_details: Ollama has neither,
// so they must come out INCONCLUSIVE with the reason unavailable — never a pass.
var unavailable = map[string]bool{
	"prefix_hit_ratio": true, "preemptions": true, "max_waiting": true, "kv_usage_max": true,
	"ttft_overhead": true, "cached_ratio": true,
}

// speed are the checks that judge how fast the engine serves: latencies and goodput.
// The CPU engine's speed is the machine's (a 1k-token prefill on one llama.cpp thread
// took 0.9 s on one CI machine and 1.4 s on another, and goodput under the SLO moves
// with it), so on a slow or busy machine one of them may FAIL; it must then fail
// properly, with the measured value, its sample count and the plan line. What the
// gate itself must get right on any machine — no errors, no timeouts, every request
// accounted for, a generator that kept up, the unavailable server metrics never
// passing — must hold.
var speed = map[string]bool{
	"ttft": true, "itl": true, "itl_per_token": true, "tpot": true, "e2el": true,
	"ttft_from_intended": true, "e2el_from_intended": true, "queue_wait": true,
	"goodput_ratio": true, "goodput_rps": true, "goodput_rph": true,
}

// runPlan runs thresholds/cpu-engine.yaml through the gate against baseURL, as
// acceptance/ does, checks every cell's verdicts, and returns the results file it
// wrote under out.
func runPlan(t *testing.T, baseURL, deployment, out string) string {
	t.Helper()
	root := moduleRoot(t)
	vars := map[string]string{
		"INFERGATE_BASE_URL":   baseURL,
		"INFERGATE_PLAN":       "thresholds/cpu-engine.yaml",
		"INFERGATE_OUT":        out,
		"INFERGATE_SCALE":      "full",
		"INFERGATE_DEPLOYMENT": deployment,
	}
	r, err := gate.Start(t.Context(), func(k string) string { return vars[k] }, root)
	require.NoError(t, err)
	defer r.Close()
	t.Log(r.Describe())
	g := r.Gate
	g.Logf = t.Logf
	defer func() { g.Logf = nil }()
	assert.Equal(t, "tiny:latest", g.Target.Model, "the first of /v1/models")
	assert.False(t, g.Target.Simulated())

	p := g.Plan
	require.Len(t, p.Cells, 8, "2 workloads x 2 prefixes x 2 loads")
	for i := range p.Cells {
		c := &p.Cells[i]
		res, err := r.Cell(t.Context(), c)
		require.NoError(t, err, c.Name)
		t.Log(res.Summary())
		seen := map[string]bool{}
		for _, j := range res.Judgements {
			seen[j.Metric] = true
			if unavailable[j.Metric] {
				assert.Equal(t, threshold.Inconclusive, j.Status, "%s: %s", c.Name, j.Message)
				assert.Equal(t, threshold.ReasonUnavailable, j.Reason, "%s: %s", c.Name, j.Message)
				assert.True(t, j.Skipped, "%s: %s: the plan skips unavailable", c.Name, j.Metric)
				if j.Metric == "ttft_overhead" {
					// No vLLM TTFT histogram: the split says so rather than inventing one.
					assert.Contains(t, j.Message, "engine share unavailable", "%s: %s", c.Name, j.Message)
				}
				continue
			}
			assert.NotEqual(t, threshold.ReasonUnavailable, j.Reason, "%s: %s is measured by the gate itself: %s", c.Name, j.Metric, j.Message)
			if speed[j.Metric] && j.Status == threshold.Fail {
				// The engine was slower than the plan on this machine (see speed).
				assert.Contains(t, j.Message, "FAIL — measured", "%s: %s", c.Name, j.Message)
				assert.Positive(t, j.N, "%s: %s", c.Name, j.Message)
				assert.NotEmpty(t, j.Pos, "%s: %s", c.Name, j.Message)
				t.Logf("%s: the engine was slower than the plan here (a speed check, not the gate's fault): %s (%s)", c.Name, j.Message, j.Pos)
				continue
			}
			// A pass, or too few samples for an interval (the plan skips it: its
			// cells are small); never a failure.
			assert.False(t, j.Failed(), "%s: %s (%s)", c.Name, j.Message, j.Pos)
			if j.Status == threshold.Inconclusive {
				assert.Equal(t, threshold.ReasonTooFewSamples, j.Reason, "%s: %s", c.Name, j.Message)
			}
		}
		for _, ch := range c.Checks {
			assert.True(t, seen[ch.Metric.Name] || ch.Metric.Name == "dispatch_lag", "%s: %s was not judged", c.Name, ch.Metric.Name)
		}
		for _, m := range []string{"preemptions", "ttft", "itl", "error_rate"} {
			assert.True(t, seen[m], "%s: %s judged", c.Name, m)
		}
	}
	f, err := r.FinishRun()
	require.NoError(t, err)
	require.NotNil(t, f)
	assert.Empty(t, f.Missing)
	run, err := results.Read(f.Stored.Path)
	require.NoError(t, err)
	assert.Len(t, run.Cells, len(p.Cells))
	for _, c := range run.Cells {
		// The results file records the split's client side and why it has no engine side.
		if assert.NotNil(t, c.TTFTSplit, c.Name) {
			assert.Nil(t, c.TTFTSplit.Engine, c.Name)
			assert.Contains(t, c.TTFTSplit.EngineWhy, "engine share unavailable", c.Name)
			assert.NotNil(t, c.TTFTSplit.Client, c.Name)
		}
	}
	assert.Equal(t, "tiny:latest", run.Manifest.Target.Model)
	return f.Stored.Path
}

// TestPlanAndCompare runs thresholds/cpu-engine.yaml on the engine (4 parallel
// slots unless OLLAMA_NUM_PARALLEL said otherwise when it started), then on a second
// engine with 1 slot, and compares the two with infergate compare: a baseline and a
// candidate that differ in one deployment factor.
func TestPlanAndCompare(t *testing.T) {
	parallel := os.Getenv("OLLAMA_NUM_PARALLEL")
	if parallel == "" {
		parallel = "4"
	}
	const deployment = "engine=ollama-v0.6.8,model=infergate-tiny-seed1,num_parallel="
	var cand, base string
	dir := t.TempDir() // the subtests' results outlive them
	t.Run("parallel-"+parallel, func(t *testing.T) {
		cand = runPlan(t, engineURL, deployment+parallel, filepath.Join(dir, "cand"))
	})
	t.Run("parallel-1", func(t *testing.T) {
		url := startEngine(t, map[string]string{"OLLAMA_NUM_PARALLEL": "1"})
		base = runPlan(t, url, deployment+"1", filepath.Join(dir, "base"))
	})
	require.NotEmpty(t, cand)
	require.NotEmpty(t, base)

	root := moduleRoot(t)
	bin := filepath.Join(t.TempDir(), "infergate")
	build := exec.CommandContext(t.Context(), "go", "build", "-o", bin, "./cmd/infergate")
	build.Dir = root
	outb, err := build.CombinedOutput()
	require.NoError(t, err, string(outb))
	md := filepath.Join(t.TempDir(), "compare.md")
	cmd := exec.CommandContext(t.Context(), bin, "compare", "-o", md, base, cand)
	cmd.Env = withoutGateEnv(os.Environ()) // no $GITHUB_STEP_SUMMARY side effects from here
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err = cmd.Run()
	code := 0
	if exit, ok := err.(*exec.ExitError); ok {
		code = exit.ExitCode()
	} else {
		require.NoError(t, err)
	}
	// 0 every gate passes, 1 a regression, 3 a gate inconclusive; 2 is misuse or an
	// unreadable file, which two files the gate just wrote must never be.
	assert.Contains(t, []int{0, 1, 3}, code, stderr.String())
	report, err := os.ReadFile(md)
	require.NoError(t, err)
	text := string(report)
	t.Logf("infergate compare exit %d:\n%s", code, text)
	assert.Contains(t, text, "**Paired**", "same plan, seeds, model and prompts: the comparison is paired")
	assert.Contains(t, text, "One deployment factor changed: num_parallel.")
	for _, cell := range []string{"short-chat/fresh/low", "long-doc/reused/normal"} {
		assert.Contains(t, text, cell)
	}
}

// startEngine starts another engine with .ci/engine (its own state file, the extra
// environment given) and stops it when the test ends.
func startEngine(t *testing.T, env map[string]string) string {
	t.Helper()
	root := moduleRoot(t)
	state := filepath.Join(t.TempDir(), "engine.state")
	environ := append(os.Environ(), "INFERGATE_ENGINE_STATE="+state)
	for k, v := range env {
		environ = append(environ, k+"="+v)
	}
	start := exec.CommandContext(t.Context(), "bash", filepath.Join(root, ".ci", "engine"), "start")
	start.Env = environ
	var stderr bytes.Buffer
	start.Stderr = &stderr
	out, err := start.Output()
	t.Cleanup(func() {
		// Not t.Context(): it is canceled before cleanups run.
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		stop := exec.CommandContext(ctx, "bash", filepath.Join(root, ".ci", "engine"), "stop")
		stop.Env = environ
		if b, err := stop.CombinedOutput(); err != nil {
			t.Errorf(".ci/engine stop: %v\n%s", err, b)
		}
	})
	require.NoError(t, err, ".ci/engine start:\n%s", stderr.String())
	url := strings.TrimSpace(string(out))
	require.True(t, strings.HasPrefix(url, "http://127.0.0.1:") && strings.HasSuffix(url, "/v1"), "base URL %q", url)
	return url
}
