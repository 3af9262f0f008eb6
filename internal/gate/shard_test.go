package gate

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/stats"
)

func TestParseShard(t *testing.T) {
	start := "2026-12-01T10:00:00Z"
	tests := []struct {
		name, shard, start, slack, slot string
		want                            string // error text; "" for none
	}{
		{"ok", "1/3", start, "", "", ""},
		{"ok-with-slot", "0/1", start, "5s", "2m", ""},
		{"index-too-big", "3/3", start, "", "", `INFERGATE_SHARD="3/3": want i/n with 0 <= i < n`},
		{"one-based-guess", "1", start, "", "", `INFERGATE_SHARD="1"`},
		{"no-start", "0/2", "", "", "", "needs INFERGATE_START_AT"},
		{"bad-start", "0/2", "10:00", "", "", `INFERGATE_START_AT="10:00"`},
		{"bad-slack", "0/2", start, "soon", "", `INFERGATE_SHARD_SLACK="soon"`},
		{"zero-slot", "0/2", start, "", "0s", `INFERGATE_SHARD_SLOT="0s"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := ParseShard(tt.shard, tt.start, tt.slack, tt.slot)
			if tt.want != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.want)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.shard, s.String())
		})
	}
	_, err := LoadEnv(func(k string) string { return map[string]string{"INFERGATE_START_AT": start}[k] }, "/")
	assert.ErrorContains(t, err, "INFERGATE_START_AT is set without INFERGATE_SHARD")
}

// TestShardShares: the shards' shares of an open loop and of a closed loop are
// disjoint and together the whole, with the closed loop's users split in proportion.
func TestShardShares(t *testing.T) {
	for _, n := range []int{1, 2, 3, 7} {
		seen := map[int]int{}
		users := 0
		seenClosed := map[int]int{}
		for i := range n {
			s := &Shard{Index: i, Count: n}
			for _, k := range s.openShare(100) {
				seen[k]++
			}
			u, idx := s.closedShare(5, 100)
			users += u
			for _, k := range idx {
				seenClosed[k]++
			}
			if u == 0 {
				assert.Empty(t, idx, "n=%d shard %d: no users, no requests", n, i)
			} else {
				assert.InDelta(t, 100*u/5, len(idx), 1, "n=%d shard %d: requests in proportion to its %d users", n, i, u)
			}
		}
		assert.Equal(t, 5, users, "n=%d: every user is some shard's", n)
		for k := range 100 {
			assert.Equal(t, 1, seen[k], "n=%d: open arrival %d sent by exactly one shard", n, k)
			assert.Equal(t, 1, seenClosed[k], "n=%d: closed request %d sent by exactly one shard", n, k)
		}
	}
}

// buildBinaries builds infergate and the acceptance test binary into dir, as a
// sharded deployment ships them.
func buildBinaries(t *testing.T, dir string) (infergate, accept string) {
	t.Helper()
	mod := root(t)
	infergate, accept = filepath.Join(dir, "infergate"), filepath.Join(dir, "acceptance.test")
	ctx, cancel := context.WithTimeout(t.Context(), 5*time.Minute)
	defer cancel()
	for _, args := range [][]string{{"build", "-o", infergate, "./cmd/infergate"}, {"test", "-c", "-o", accept, "./acceptance"}} {
		cmd := exec.CommandContext(ctx, "go", args...)
		cmd.Dir = mod
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "go %s:\n%s", strings.Join(args, " "), out)
	}
	return infergate, accept
}

// startSim starts `infergate sim` on a free loopback port in its own process and
// returns its base URL; t.Cleanup stops it.
func startSim(t *testing.T, bin string, flags ...string) string {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"sim", "-addr", "127.0.0.1:0"}, flags...)...)
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	cmd.Stderr = os.Stderr
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		_ = cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
	})
	urls := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		re := regexp.MustCompile(`serving on (http://\S+/v1)`)
		for sc.Scan() {
			if m := re.FindStringSubmatch(sc.Text()); m != nil {
				urls <- m[1]
				break
			}
		}
		_, _ = io.Copy(io.Discard, stdout)
	}()
	select {
	case u := <-urls:
		return u
	case <-time.After(30 * time.Second):
		t.Fatal("infergate sim did not say where it serves within 30s")
		return ""
	}
}

// gateProcess runs the acceptance test binary's matrix with env (and nothing of this
// process's INFERGATE_ variables), and returns its results file.
func gateProcess(ctx context.Context, accept, modRoot string, env map[string]string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, accept, "-test.run", "Matrix", "-test.count", "1", "-test.v")
	cmd.Dir = filepath.Join(modRoot, "acceptance")
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "INFERGATE_") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	return cmd
}

// onlyResults returns the one results file a run wrote to dir.
func onlyResults(t *testing.T, dir string) string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "[0-9]*Z-*.json"))
	require.NoError(t, err)
	require.Len(t, files, 1, "one results file in %s", dir)
	return files[0]
}

// TestShardsMerge runs a plan as three shards, each its own process, against one
// `infergate sim` over TCP, merges their files with `infergate merge`, and checks the
// merge against the shards and against one process running the same plan: every
// planned request sent exactly once, the pooled percentiles those of all the shards'
// records, and the verdicts those of the single run within their intervals.
func TestShardsMerge(t *testing.T) {
	dir := t.TempDir()
	infergate, accept := buildBinaries(t, dir)
	url := startSim(t, infergate, "-time-scale", "4")
	mod := root(t)
	planFile := filepath.Join(mod, "internal", "gate", "testdata", "shard.yaml")
	ctx, cancel := context.WithTimeout(t.Context(), 4*time.Minute)
	defer cancel()
	base := map[string]string{"INFERGATE_BASE_URL": url, "INFERGATE_PLAN": planFile, "INFERGATE_SCALE": "full"}

	// Three shards, started together a few seconds before their common start.
	const n = 3
	start := time.Now().Add(4 * time.Second).UTC().Format(time.RFC3339Nano)
	var cmds []*exec.Cmd
	var outs []string
	for i := range n {
		out := filepath.Join(dir, fmt.Sprintf("shard-%d", i))
		env := map[string]string{"INFERGATE_OUT": out, "INFERGATE_SHARD": fmt.Sprintf("%d/%d", i, n),
			"INFERGATE_START_AT": start, "INFERGATE_SHARD_SLACK": "2s", "INFERGATE_SHARD_SLOT": "6s"}
		for k, v := range base {
			env[k] = v
		}
		cmd := gateProcess(ctx, accept, mod, env)
		log, err := os.Create(out + ".log")
		require.NoError(t, err)
		defer log.Close()
		cmd.Stdout, cmd.Stderr = log, log
		require.NoError(t, cmd.Start())
		cmds, outs = append(cmds, cmd), append(outs, out)
	}
	for i, cmd := range cmds {
		err := cmd.Wait()
		logText, _ := os.ReadFile(outs[i] + ".log")
		require.NoError(t, err, "shard %d/%d:\n%s", i, n, logText)
	}
	var shardFiles []string
	var shards []*results.Run
	for _, out := range outs {
		f := onlyResults(t, out)
		r, err := results.Read(f)
		require.NoError(t, err)
		require.NotNil(t, r.Manifest.Shard)
		shardFiles, shards = append(shardFiles, f), append(shards, r)
	}

	// infergate merge, as the merge job runs it.
	mergedDir := filepath.Join(dir, "merged")
	cmd := exec.CommandContext(ctx, infergate, append([]string{"merge", "-out", mergedDir}, shardFiles...)...)
	out, err := cmd.CombinedOutput()
	t.Logf("infergate merge:\n%s", out)
	require.NoError(t, err, "the merged run passes")
	merged, err := results.Read(onlyResults(t, mergedDir))
	require.NoError(t, err)
	assert.Nil(t, merged.Manifest.Shard)
	assert.Equal(t, shardFiles, merged.Manifest.Merged)

	// One process, the same plan, on the same server.
	single := filepath.Join(dir, "single")
	env := map[string]string{"INFERGATE_OUT": single}
	for k, v := range base {
		env[k] = v
	}
	scmd := gateProcess(ctx, accept, mod, env)
	sout, err := scmd.CombinedOutput()
	require.NoError(t, err, "single process:\n%s", sout)
	one, err := results.Read(onlyResults(t, single))
	require.NoError(t, err)

	p, err := plan.ReadFile(planFile)
	require.NoError(t, err)
	require.Len(t, merged.Cells, len(p.Cells))
	assert.Equal(t, one.Manifest.WorkloadDigest, merged.Manifest.WorkloadDigest, "the merged run sent the single run's workload")
	for ci := range merged.Cells {
		mc := &merged.Cells[ci]
		t.Run(mc.Name, func(t *testing.T) {
			// Conservation: every planned request exactly once over the shards.
			ids := map[string]int{}
			var ttft, itl []float64
			for _, s := range shards {
				for _, c := range s.Cells {
					if c.Name != mc.Name {
						continue
					}
					for _, r := range c.Records {
						ids[r.ID]++
						if r.Class == "ok" {
							ttft = append(ttft, r.TTFT)
						}
						itl = append(itl, r.ITLs...)
					}
				}
			}
			assert.Len(t, ids, mc.Requests, "every planned request was sent by some shard")
			for id, k := range ids {
				assert.Equal(t, 1, k, "request %s sent by exactly one shard", id)
			}
			assert.Len(t, mc.Records, mc.Requests, "the merged cell holds every request")

			// Pooled percentiles are those of all the shards' records.
			for _, q := range []struct {
				name string
				xs   []float64
				got  results.Stat
			}{{"ttft", ttft, mc.Summary["ttft"]}, {"itl", itl, mc.Summary["itl"]}} {
				want, err := stats.Quantiles(q.xs, .5, .95, .99)
				require.NoError(t, err)
				// Within 2 ns: the merge rebuilds each request's events on the
				// nanosecond clock, so a gap can move by a nanosecond's rounding.
				assert.InDeltaSlice(t, want, []float64{q.got.P50, q.got.P95, q.got.P99}, 2e-9, "%s p50/p95/p99 from all records", q.name)
			}

			// The merged verdicts are the single process's, within their intervals.
			var sc *results.Cell
			for i := range one.Cells {
				if one.Cells[i].Name == mc.Name {
					sc = &one.Cells[i]
				}
			}
			require.NotNil(t, sc, "the single run has the cell")
			require.Len(t, mc.Verdicts, len(sc.Verdicts))
			for i, mv := range mc.Verdicts {
				sv := sc.Verdicts[i]
				t.Logf("%s %s: merged %s %.4g [%.4g, %.4g] n=%d; single %s %.4g [%.4g, %.4g] n=%d",
					mv.Metric, mv.Expr, mv.Status, mv.Value, mv.Lo, mv.Hi, mv.N, sv.Status, sv.Value, sv.Lo, sv.Hi, sv.N)
				if mv.Status == sv.Status {
					continue
				}
				// Different verdicts are allowed only where the two measurements agree
				// within their intervals: one side's interval straddles the threshold.
				assert.True(t, overlap(mv, sv), "%s %s: merged %s (%s) but single %s (%s), and their intervals do not overlap",
					mv.Metric, mv.Expr, mv.Status, mv.Message, sv.Status, sv.Message)
			}
		})
	}

	// Bad merges are refused with the reason.
	for _, tt := range []struct {
		name  string
		files []string
		want  string
	}{
		{"missing-shard", shardFiles[:2], "shard 2/3 is missing"},
		{"twice", []string{shardFiles[0], shardFiles[0], shardFiles[1]}, "are both shard 0/3"},
		{"not-a-shard", []string{onlyResults(t, single)}, "is not a shard's results file"},
	} {
		t.Run("refuses/"+tt.name, func(t *testing.T) {
			cmd := exec.CommandContext(ctx, infergate, append([]string{"merge", "-out", t.TempDir()}, tt.files...)...)
			out, err := cmd.CombinedOutput()
			require.Error(t, err)
			assert.Equal(t, 2, cmd.ProcessState.ExitCode(), "bad input exits 2")
			assert.Contains(t, string(out), tt.want)
		})
	}
}

// overlap reports whether two verdicts' intervals overlap: a missing bound (NaN) is
// unbounded on its side, and a verdict with neither bound is its value alone.
func overlap(a, b results.Verdict) bool {
	span := func(v results.Verdict) (float64, float64) {
		lo, hi := v.Lo, v.Hi
		if math.IsNaN(lo) && math.IsNaN(hi) {
			return v.Value, v.Value
		}
		if math.IsNaN(lo) {
			lo = math.Inf(-1)
		}
		if math.IsNaN(hi) {
			hi = math.Inf(1)
		}
		return lo, hi
	}
	alo, ahi := span(a)
	blo, bhi := span(b)
	return alo <= bhi && blo <= ahi
}

// TestCapacityFromFile: INFERGATE_CAPACITY gives the peak loads their capacity
// without a search, and the results file says where it came from; a workload the
// file lacks is an error that names the file, and a shard never searches.
func TestCapacityFromFile(t *testing.T) {
	dir := t.TempDir()
	file, err := results.Write(dir, &results.Run{Manifest: results.Manifest{Plan: results.PlanInfo{Name: "cap"}},
		Capacity: []results.Capacity{{Workload: "long-doc", Prefix: "fresh", Rate: 3.5}}})
	require.NoError(t, err)
	planFile := filepath.Join("internal", "gate", "testdata", "compare.yaml")
	r := openGate(t, planFile, map[string]string{"INFERGATE_CAPACITY": file})
	c, ok := r.Gate.Plan.Cell("long-doc/fresh/peak")
	require.True(t, ok)
	rate, from, err := r.Capacity(t.Context(), c)
	require.NoError(t, err)
	assert.InDelta(t, 3.5, rate, 1e-12)
	assert.Contains(t, from, "INFERGATE_CAPACITY "+file)
	r.mu.Lock()
	assert.Equal(t, "INFERGATE_CAPACITY "+file, r.capacity["long-doc"].Source)
	r.mu.Unlock()

	_, err = results.Write(dir, &results.Run{Manifest: results.Manifest{Plan: results.PlanInfo{Name: "other"}},
		Capacity: []results.Capacity{{Workload: "short-chat", Rate: 40}}})
	require.NoError(t, err)
	other := filepath.Join(dir, "latest.json")
	r = openGate(t, planFile, map[string]string{"INFERGATE_CAPACITY": other})
	_, _, err = r.Capacity(t.Context(), c)
	assert.ErrorContains(t, err, "INFERGATE_CAPACITY "+other+" has no capacity for workload long-doc")

	r = openGate(t, planFile, map[string]string{"INFERGATE_SHARD": "0/2", "INFERGATE_START_AT": time.Now().UTC().Format(time.RFC3339)})
	_, err = r.MeasureCapacity(t.Context(), "long-doc")
	assert.ErrorIs(t, err, errShardCapacity)
	_, _, err = r.Capacity(t.Context(), c)
	assert.ErrorIs(t, err, errShardCapacity)
	_, err = r.Burst(t.Context())
	assert.Error(t, err, "compare.yaml has no burst, and a shard runs none")
}
