package report

import (
	"bytes"
	"errors"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/infergate/infergate/internal/verdict"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/grade"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/stats"
)

// readRun reads a results file from testdata.
func readRun(t testing.TB, name string) *results.Run {
	t.Helper()
	r, err := results.Read(filepath.Join("testdata", name))
	require.NoError(t, err)
	return r
}

// render is WriteRun into a string.
func render(t *testing.T, r *results.Run, q *grade.Result) string {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, WriteRun(&b, r, q))
	return b.String()
}

// tableUnder returns the cells of the first Markdown table after the line heading,
// header row first and the delimiter row left out, each cell trimmed and unescaped.
func tableUnder(t *testing.T, md, heading string) [][]string {
	t.Helper()
	lines := strings.Split(md, "\n")
	i := 0
	for i < len(lines) && lines[i] != heading {
		i++
	}
	require.Less(t, i, len(lines), "no heading %q in:\n%s", heading, md)
	for i < len(lines) && !strings.HasPrefix(lines[i], "|") {
		i++
	}
	var rows [][]string
	for ; i < len(lines) && strings.HasPrefix(lines[i], "|"); i++ {
		cells := splitRow(lines[i])
		if len(rows) == 1 && strings.Trim(strings.Join(cells, ""), "-: ") == "" {
			continue // the delimiter row
		}
		rows = append(rows, cells)
	}
	require.NotEmpty(t, rows, "no table under %q", heading)
	return rows
}

// splitRow splits a table row on its unescaped '|'.
func splitRow(line string) []string {
	line = strings.TrimSpace(line)
	line = strings.TrimPrefix(line, "|")
	line = strings.TrimSuffix(line, "|")
	var cells []string
	var cur strings.Builder
	for i := 0; i < len(line); i++ {
		switch {
		case line[i] == '\\' && i+1 < len(line) && line[i+1] == '|':
			cur.WriteByte('|')
			i++
		case line[i] == '|':
			cells = append(cells, strings.TrimSpace(cur.String()))
			cur.Reset()
		default:
			cur.WriteByte(line[i])
		}
	}
	return append(cells, strings.TrimSpace(cur.String()))
}

// rowFor returns the row of rows whose first cell is key, as a map from header to cell.
func rowFor(t *testing.T, rows [][]string, key string) map[string]string {
	t.Helper()
	for _, r := range rows[1:] {
		if r[0] == key {
			m := map[string]string{}
			for i, h := range rows[0] {
				m[h] = r[i]
			}
			return m
		}
	}
	require.Failf(t, "no row", "no row %q in %v", key, rows)
	return nil
}

// verdictLine is the report's verdict line.
func verdictLine(t *testing.T, md string) string {
	t.Helper()
	for _, l := range strings.Split(md, "\n") {
		if strings.HasPrefix(l, "**Verdict: ") {
			return l
		}
	}
	require.Failf(t, "no verdict line", "%s", md)
	return ""
}

func TestWriteRunGolden(t *testing.T) {
	for _, tc := range []struct {
		file, quality, golden string
	}{
		{"base.json", "", "base.golden.md"},
		{"cand.json", "quality.json", "cand.golden.md"},
	} {
		t.Run(tc.file, func(t *testing.T) {
			var q *grade.Result
			if tc.quality != "" {
				var err error
				q, err = grade.ReadResult(filepath.Join("testdata", tc.quality))
				require.NoError(t, err)
			}
			got := render(t, readRun(t, tc.file), q)
			golden(t, tc.golden, []byte(got))
			assert.Equal(t, got, render(t, readRun(t, tc.file), q), "the report must not depend on map order")
		})
	}
}

func TestWriteRunVerdict(t *testing.T) {
	for _, tc := range []struct {
		file    string
		verdict string
		// failed names cells whose checks must be listed as failing.
		failed []string
	}{
		{"base.json", "PASS", nil},
		// The candidate's 512-token chunk budget fails the compare gate on TTFT p(95)
		// of long-doc/fresh/peak.
		{"cand.json", "FAIL", []string{"long-doc/fresh/peak"}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			r := readRun(t, tc.file)
			md := render(t, r, nil)
			line := verdictLine(t, md)
			assert.True(t, strings.HasPrefix(line, "**Verdict: "+tc.verdict+"**"), line)
			assert.Equal(t, tc.verdict, verdict.TallyRun(r).Verdict)

			// The counts add up to the verdicts in the file.
			m := regexp.MustCompile(`(?m)^Checks: (\d+) passed, (\d+) failed, (\d+) inconclusive, (\d+) skipped \((\d+) in all`).FindStringSubmatch(md)
			require.NotNil(t, m, md)
			sum := 0
			for _, s := range m[1:5] {
				n, err := strconv.Atoi(s)
				require.NoError(t, err)
				sum += n
			}
			verdicts := 0
			for _, c := range r.Cells {
				verdicts += len(c.Verdicts)
			}
			assert.Equal(t, verdicts, sum)
			assert.Equal(t, strconv.Itoa(verdicts), m[5])

			if len(tc.failed) == 0 {
				assert.Contains(t, md, "## Failing and inconclusive checks\n\nNone.\n")
				return
			}
			rows := tableUnder(t, md, "## Failing and inconclusive checks")
			for _, cell := range tc.failed {
				assert.Contains(t, line, cell)
				row := rowFor(t, rows, cell)
				assert.Equal(t, "ttft", row["metric"])
				assert.Equal(t, "p(95) <= +10%", row["expression"])
				assert.Equal(t, "FAIL", row["status"])
				assert.Contains(t, row["message"], "FAIL — baseline")
				assert.True(t, strings.HasSuffix(row["plan"], "small.yaml:22"), row["plan"])
				assert.True(t, strings.HasPrefix(rowFor(t, tableUnder(t, md, "### Goodput, errors and server"), cell)["verdict"],
					"FAIL: ttft p(95) <= +10%"))
			}
		})
	}
}

func TestWriteRunCapacity(t *testing.T) {
	r := readRun(t, "base.json")
	// The search of long-doc climbed 1 → 3 (pass) → 9 (fail) and bisected to √27 ≈
	// 5.196 (pass): the bracket it ended with is [5.196, 9], not the [3, 9] it had
	// before its last step.
	var steps []results.CapacityStep
	for _, c := range r.Capacity {
		if c.Workload == "long-doc" {
			steps = c.Steps
		}
	}
	lo, loOK, hi, hiOK := capacityBracket(steps)
	require.True(t, loOK && hiOK)
	assert.InDelta(t, 5.196152422706632, lo, 1e-12)
	assert.Equal(t, 9.0, hi)

	rows := tableUnder(t, render(t, r, nil), "## Capacity")
	long := rowFor(t, rows, "long-doc/fresh")
	assert.Equal(t, "[5.2 req/s, 9 req/s]", long["search bracket"])
	assert.Equal(t, "5.2 req/s", long["capacity"])
	assert.Equal(t, "18,706 req/h", long["per hour"], "the TestCapacity message says 18706 req/h")
	assert.Equal(t, "measured in this run", long["source"])
	short := rowFor(t, rows, "short-chat/fresh")
	assert.Contains(t, short["search bracket"], "no failing step: the capacity may be higher")
	assert.Equal(t, "97,200 req/h", short["per hour"])

	cand := rowFor(t, tableUnder(t, render(t, readRun(t, "cand.json"), nil), "## Capacity"), "long-doc/fresh")
	assert.Equal(t, "taken from the baseline /tmp/fx-base/latest.json", cand["source"])

	// A brief pass did not count: it is marked, and the bracket ends below it.
	brief := append([]results.CapacityStep{}, steps...)
	brief = append(brief, results.CapacityStep{Rate: 7, GoodputRatio: 1, Passed: true, Brief: true, Requests: 420})
	lo, _, _, _ = capacityBracket(brief)
	assert.InDelta(t, 5.196152422706632, lo, 1e-12, "a brief pass at 7 req/s is not the bracket's lower end")
	for i := range r.Capacity {
		if r.Capacity[i].Workload == "long-doc" {
			r.Capacity[i].Steps = brief
		}
	}
	long = rowFor(t, tableUnder(t, render(t, r, nil), "## Capacity"), "long-doc/fresh")
	assert.Contains(t, long["steps tried (rate → goodput ratio)"], "7 → 100% ✓ brief")
}

// TestWriteRunIntervals checks the recomputed percentiles against the verdicts the run
// itself stored: an absolute p(50) or p(95) check on ttft or e2el was judged on the
// same samples at the same level, so the report's figure and interval must read
// exactly like the verdict's.
func TestWriteRunIntervals(t *testing.T) {
	for _, file := range []string{"base.json", "cand.json"} {
		r := readRun(t, file)
		rows := tableUnder(t, render(t, r, nil), "### Latency (90% confidence intervals)")
		checked := 0
		for _, c := range r.Cells {
			row := rowFor(t, rows, c.Name)
			for _, v := range c.Verdicts {
				col := map[string]string{"ttft p(50) < 600ms": "TTFT p50", "ttft p(95) < 1.5s": "TTFT p95", "e2el p(95) < 10s": "E2EL p95"}[v.Metric+" "+v.Expr]
				if col == "" {
					continue
				}
				// The fixtures stored intervals that assumed independent samples; the
				// report widens them for serial correlation, so its interval holds the
				// stored one, and the point estimate is the same.
				ttft, e2el, _ := okSamples(&c)
				xs := ttft
				if v.Metric == "e2el" {
					xs = e2el
				}
				q := map[string]float64{"TTFT p50": 0.5, "TTFT p95": 0.95, "E2EL p95": 0.95}[col]
				est, err := stats.SeriesPercentile(xs, q, 0.9)
				require.NoError(t, err)
				want := fmtDuration(est.Value) + " " + fmtRange(est.Lo, est.Hi, fmtDuration)
				assert.Equal(t, want, row[col], "%s %s %s", file, c.Name, col)
				assert.Equal(t, fmtDuration(v.Value), fmtDuration(est.Value), "%s %s %s: the stored point estimate", file, c.Name, col)
				if !math.IsNaN(est.Lo) && !math.IsNaN(v.Lo) {
					assert.LessOrEqual(t, est.Lo, v.Lo, "%s %s %s: the widened interval holds the stored one", file, c.Name, col)
				}
				if !math.IsNaN(est.Hi) && !math.IsNaN(v.Hi) {
					assert.GreaterOrEqual(t, est.Hi, v.Hi, "%s %s %s: the widened interval holds the stored one", file, c.Name, col)
				}
				checked++
			}
		}
		assert.Equal(t, 3*len(r.Cells), checked, file)
	}
}

func TestWriteRunQuick(t *testing.T) {
	const smoke = "smoke test, not a release verdict"
	r := readRun(t, "base.json")
	assert.NotContains(t, render(t, r, nil), smoke)
	quick := *r
	quick.Manifest.Scale = "quick"
	md := render(t, &quick, nil)
	assert.Contains(t, md, smoke)
	assert.Less(t, strings.Index(md, smoke), strings.Index(md, "## Manifest"), "the warning leads the report")
	assert.Equal(t, "full", r.Manifest.Scale, "the copy must not change the original")
}

// TestWriteRunPartial: a partial run's report says before anything else that its
// verdict is not the plan's, and names what did not run.
func TestWriteRunPartial(t *testing.T) {
	const partial = "Partial run: it did not cover the whole plan"
	r := readRun(t, "base.json")
	require.False(t, r.Partial)
	assert.NotContains(t, render(t, r, nil), partial)
	for _, tc := range []struct {
		name    string
		missing []string
		want    string
	}{
		{"no summary", nil, ""},
		{"few missing", []string{"long-doc/fresh/low", "TestBurst"}, "Not run: long-doc/fresh/low, TestBurst."},
		{"many missing", []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j"}, "Not run: a, b, c, d, e, f, g, h and 2 more."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := *r
			p.Partial = true
			if tc.missing != nil {
				p.Summary = &results.Summary{Missing: tc.missing}
			}
			md := render(t, &p, nil)
			assert.Contains(t, md, partial)
			assert.Less(t, strings.Index(md, partial), strings.Index(md, "## Manifest"), "the warning leads the report")
			if tc.want != "" {
				assert.Contains(t, md, tc.want)
			}
		})
	}
}

// TestWriteRunShards: a shard's report says, before anything else, that it is not the
// run's verdict; a merged run's manifest names its shards.
func TestWriteRunShards(t *testing.T) {
	const notVerdict = "Shard 1 of 3: not the run's verdict"
	r := readRun(t, "base.json")
	assert.NotContains(t, render(t, r, nil), notVerdict)
	shard := *r
	shard.Manifest.Shard = &results.Shard{Index: 1, Count: 3, RunID: "s1", StartAt: r.Manifest.StartedAt}
	md := render(t, &shard, nil)
	assert.Contains(t, md, notVerdict)
	assert.Less(t, strings.Index(md, notVerdict), strings.Index(md, "## Manifest"), "the warning leads the report")
	assert.Contains(t, md, "1 of 3, run s1")
	merged := *r
	merged.Manifest.Merged = []string{"a/shard-0.json", "b/shard-1.json"}
	assert.Contains(t, render(t, &merged, nil), "2 shards: a/shard-0.json, b/shard-1.json")
}

func TestWriteRunQuality(t *testing.T) {
	q, err := grade.ReadResult(filepath.Join("testdata", "quality.json"))
	require.NoError(t, err)
	md := render(t, readRun(t, "cand.json"), q)
	assert.Contains(t, md, "Quality: **FAIL** — 2 of 3 cases pass.")
	assert.Contains(t, md, "## Quality\n\n2 of 3 cases pass (")
	rows := tableUnder(t, md, "## Quality")
	bad := rowFor(t, rows, "ja-reply-invoice-01")
	assert.Equal(t, "FAIL", bad["result"])
	assert.Equal(t, "closed-dates (critical)", bad["failing checks"])
	assert.Equal(t, "91.3", bad["chrF"])
	assert.Equal(t, "fact_recall 0.75", bad["other scores"])
	minor := rowFor(t, rows, "ja-support-summary-reply-01")
	assert.Equal(t, "PASS", minor["result"])
	assert.Equal(t, "length", minor["failing checks"], "a failing non-critical check is shown, unmarked")
	assert.Equal(t, "—", minor["chrF"])
	assert.Equal(t, "chrf_reply 98.2, chrf_summary 100.0, fact_recall 1", minor["other scores"])
}

// nanStat is a summary entry whose figures were stored as null.
func nanStat() results.Stat {
	n := math.NaN()
	return results.Stat{N: 0, Mean: n, P50: n, P90: n, P95: n, P99: n, Max: n, Value: n}
}

func TestWriteRunRobust(t *testing.T) {
	nan := math.NaN()
	for _, tc := range []struct {
		name    string
		run     results.Run
		verdict string
		want    []string
		// latency and server are cells expected in the cell's rows of the two tables.
		latency, server map[string]string
	}{
		{
			name:    "no cells",
			run:     results.Run{Schema: results.Schema},
			verdict: verdict.VerdictInconclusive,
			want:    []string{"nothing was judged", "The file holds no matrix cells.", "The file holds no capacity result.", "- plan hash: n/a"},
		},
		{
			name: "cell without records",
			run: results.Run{Cells: []results.Cell{{Name: "w/p/l", Verdicts: []results.Verdict{
				{Metric: "ttft", Expr: "p(95) < 1s", Status: "INCONCLUSIVE", Reason: "no_samples", Value: nan, Lo: nan, Hi: nan},
			}}}},
			verdict: verdict.VerdictInconclusive,
			latency: map[string]string{"load": "closed loop", "ok/total": "0/0", "TTFT p50": "n/a", "E2EL p99": "n/a", "ITL p50¹": "n/a"},
			server:  map[string]string{"goodput ratio": "n/a", "preemptions": "n/a", "verdict": "INCONCLUSIVE: ttft p(95) < 1s (no_samples)"},
		},
		{
			name: "NaN figures",
			run: results.Run{
				Manifest: results.Manifest{Target: results.Target{TimeScale: nan}},
				Capacity: []results.Capacity{{Workload: "w", Rate: nan, GoodputRatio: nan,
					Steps: []results.CapacityStep{{Rate: nan, GoodputRatio: nan}}}},
				Cells: []results.Cell{{Name: "w/p/l", Rate: 2, Invalid: "the load generator fell behind",
					Summary:  map[string]results.Stat{"itl": nanStat(), "goodput_ratio": nanStat(), "error_rate": nanStat(), "preemptions": nanStat()},
					Records:  []results.Record{{Class: "ok", TTFT: 0.1, E2EL: 1}, {Class: "http_error", Status: 500}},
					Verdicts: []results.Verdict{{Metric: "dispatch_lag", Expr: "p(99) < 50ms", Status: "FAIL", Value: nan, Lo: nan, Hi: nan}},
				}},
				Tests: []results.Test{{Name: "TestBurst", Status: "FAIL", Messages: []string{"burst: 3 of 10 requests failed | oops"}}},
			},
			verdict: verdict.VerdictFail,
			want:    []string{"- time scale: n/a", "3 of 10 requests failed | oops", "TestBurst failed", "| w        |      n/a |      n/a |           n/a | n/a "},
			latency: map[string]string{"load": "2 req/s", "ok/total": "1/2", "TTFT p50": "100ms [—]", "E2EL p95": "1s [—]", "ITL p99¹": "n/a"},
			server:  map[string]string{"goodput ratio": "n/a", "error rate": "n/a", "prefix-hit ratio": "n/a", "verdict": "INVALID: the load generator fell behind"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			md := render(t, &tc.run, nil)
			assert.True(t, strings.HasPrefix(verdictLine(t, md), "**Verdict: "+tc.verdict+"**"), verdictLine(t, md))
			assert.NotContains(t, md, "NaN")
			for _, w := range tc.want {
				assert.Contains(t, md, w)
			}
			if tc.latency != nil {
				row := rowFor(t, tableUnder(t, md, "### Latency (90% confidence intervals)"), "w/p/l")
				for k, v := range tc.latency {
					assert.Equal(t, v, row[k], k)
				}
			}
			if tc.server != nil {
				row := rowFor(t, tableUnder(t, md, "### Goodput, errors and server"), "w/p/l")
				for k, v := range tc.server {
					assert.Equal(t, v, row[k], k)
				}
			}
		})
	}
}

// TestWriteRunNullsFromFile renders a results file whose figures are JSON nulls, read
// as a user's file would be.
func TestWriteRunNullsFromFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nulls.json")
	require.NoError(t, os.WriteFile(path, []byte(`{"schema": "infergate.results/v1",
		"manifest": {"scale": "quick", "target": {"time_scale": null}, "plan": {"name": "p"}},
		"capacity": [{"workload": "w", "prefix": "fresh", "rate": null, "goodput_ratio": null, "steps": [{"rate": 1, "goodput_ratio": null, "requests": 10, "passed": false}]}],
		"cells": [{"name": "w/fresh/low", "workload": "w", "prefix": "fresh", "load": "low", "trials": 1, "requests": 0, "warmup": 0,
			"summary": {"prefix_hit_ratio": {"n": 0, "mean": null, "p50": null, "p90": null, "p95": null, "p99": null, "max": null, "value": null}},
			"verdicts": [{"metric": "ttft", "expr": "p(95) < 1s", "status": "SKIPPED", "reason": "no_samples", "value": null, "lo": null, "hi": null, "n": 0}]}]}`), 0o644))
	r, err := results.Read(path)
	require.NoError(t, err)
	md := render(t, r, nil)
	assert.NotContains(t, md, "NaN")
	assert.Contains(t, md, "**Verdict: INCONCLUSIVE**")
	assert.Contains(t, md, "Checks: 0 passed, 0 failed, 0 inconclusive, 1 skipped (1 in all, in 1 cell).")
	assert.Contains(t, md, "smoke test, not a release verdict")
	assert.Contains(t, md, "[—, 1 req/s]: no passing step")
	row := rowFor(t, tableUnder(t, md, "### Goodput, errors and server"), "w/fresh/low")
	assert.Equal(t, "n/a", row["prefix-hit ratio"])
	assert.Equal(t, "n/a", row["preemptions"], "a metric the summary lacks")
	assert.Equal(t, "PASS (1 skipped)", row["verdict"])
}

// TestWriteRunNoSecrets: a hand-edited file with a credential in the base URL does not
// get it printed.
func TestWriteRunNoSecrets(t *testing.T) {
	r := readRun(t, "base.json")
	r.Manifest.Target.Simulated = false
	r.Manifest.Target.BaseURL = "https://user:sk-test1234567890@vllm.internal:8000/v1?api_key=hunter2#frag"
	md := render(t, r, nil)
	assert.Contains(t, md, "- target: https://vllm.internal:8000/v1\n")
	for _, s := range []string{"sk-test", "hunter2", "user:"} {
		assert.NotContains(t, md, s)
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriteRunErrors(t *testing.T) {
	err := WriteRun(&bytes.Buffer{}, nil, nil)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "nil run")
	err = WriteRun(failingWriter{}, &results.Run{}, nil)
	require.Error(t, err)
	assert.Equal(t, "write run report: disk full", err.Error())
}

func TestFormat(t *testing.T) {
	nan := math.NaN()
	for _, tc := range []struct{ got, want string }{
		{fmtDuration(1.2345), "1.23s"},
		{fmtDuration(0.0456), "45.6ms"},
		{fmtDuration(0.000412), "412µs"},
		{fmtDuration(0.9996), "1s"},
		{fmtDuration(0), "0s"},
		{fmtDuration(123.4), "123s"},
		{fmtDuration(nan), "n/a"},
		{fmtDuration(math.Inf(1)), "n/a"},
		{fmtPercent(0.13333333), "13.3%"},
		{fmtPercent(1), "100%"},
		{fmtPercent(0.0042), "0.42%"},
		{fmtPercent(nan), "n/a"},
		{fmtChange(0.10630691336434328), "+10.6%"},
		{fmtChange(-0.005463537237578753), "-0.546%"},
		{fmtRate(5.196152422706632), "5.2 req/s"},
		{fmtRate(nan), "n/a"},
		{fmtPerHour(5.196152422706632), "18,706 req/h"},
		{fmtPerHour(27), "97,200 req/h"},
		{fmtPerHour(0.1), "360 req/h"},
		{fmtThousands(1234567.4), "1,234,567"},
		{fmtThousands(-1234.6), "-1,235"},
		{fmtThousands(999), "999"},
		{fmtThousands(-0.2), "0"},
		{fmtCount(3), "3"},
		{fmtCount(2.5), "2.5"},
		{fmtCI(1.1, 1.4, 0.9, fmtDuration), "[90% CI 1.1s–1.4s]"},
		{fmtCI(0.0178, nan, 0.9, fmtDuration), "[90% CI from 17.8ms, no upper bound]"},
		{fmtCI(nan, 2, 0.95, fmtDuration), "[95% CI up to 2s, no lower bound]"},
		{fmtCI(nan, nan, 0.9, fmtDuration), "[90% CI —]"},
		{fmtRange(0.916, 1.13, fmtDuration), "[916ms–1.13s]"},
		{fmtRange(0.916, nan, fmtDuration), "[—]"},
		{shortHash("3408d1c99f3f8db5ebaa579422cc45dff55e95b50f819e3f9eca8b1a15ba1deb"), "3408d1c99f3f"},
	} {
		assert.Equal(t, tc.want, tc.got)
	}
}

func TestFormatEstimate(t *testing.T) {
	xs := make([]float64, 12)
	for i := range xs {
		xs[i] = float64(i+1) / 100
	}
	es, err := stats.Percentiles(xs, 0.9, 0.5, 0.95)
	require.NoError(t, err)
	assert.False(t, es[0].TooFew)
	assert.Equal(t, "65ms [30ms–100ms]", fmtEstimate(es[0]))
	assert.True(t, es[1].TooFew, "p95 needs 59 samples at 90%")
	assert.Equal(t, "114ms [—]", fmtEstimate(es[1]))
	none, err := stats.Percentile(nil, 0.5, 0.9)
	require.NoError(t, err)
	assert.Equal(t, "n/a", fmtEstimate(none))
}

func TestTable(t *testing.T) {
	tb := newTable("name", "value").alignRight(1)
	tb.row("a|b", "1")
	tb.row("line\nbreak", "22", "dropped")
	tb.row("short")
	want := "" +
		"| name       | value |\n" +
		"| ---------- | ----: |\n" +
		"| a\\|b       |     1 |\n" +
		"| line break |    22 |\n" +
		"| short      |       |\n"
	assert.Equal(t, want, tb.String())
	assert.Equal(t, [][]string{{"name", "value"}, {"a|b", "1"}, {"line break", "22"}, {"short", ""}},
		tableUnder(t, "# t\n\n"+tb.String(), "# t"))
}

func TestFmtTime(t *testing.T) {
	assert.Equal(t, "n/a", fmtTime(time.Time{}))
	at := time.Date(2026, 11, 30, 20, 32, 19, 523523982, time.FixedZone("CET", 3600))
	assert.Equal(t, "2026-11-30 19:32:19 UTC", fmtTime(at))
}

func TestCapacityRange(t *testing.T) {
	tests := []struct {
		name string
		c    results.Capacity
		want string
	}{
		{"precise", results.Capacity{Rate: 4, FirstFail: 4.3, Precision: 0.1}, "[4 req/s, 4.3 req/s): 7.5% wide, precision 10%"},
		{"out of probes", results.Capacity{Rate: 4, FirstFail: 6, Precision: 0.1, Imprecise: "capacity.steps (6 probes) ran out"},
			"[4 req/s, 6 req/s): 50.0% wide, precision 10%: **imprecise** — capacity.steps (6 probes) ran out"},
		{"at max", results.Capacity{Rate: 100, Precision: 0.1, AtMax: true, Imprecise: "even max_rate passed"},
			"[100 req/s, —]: **imprecise** — even max_rate passed"},
		{"older file: from the steps", results.Capacity{Rate: 4, Steps: []results.CapacityStep{{Rate: 4, Passed: true}, {Rate: 5}}},
			"[4 req/s, 5 req/s]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, capacityRange(tt.c))
		})
	}
}

func TestWriteRunSequential(t *testing.T) {
	r := readRun(t, "base.json")
	assert.NotContains(t, render(t, r, nil), "### Sequential stopping", "a run without looks has no section")
	seq := *r
	seq.Cells = slices.Clone(r.Cells)
	seq.Cells[0].Sequential = &results.Sequential{Looks: 4, StoppedAt: 1, Planned: 360, Sent: 92, Traffic: 46, Saved: 134, Level: 1 - 0.02/3}
	seq.Cells[1].Sequential = &results.Sequential{Looks: 4, Planned: 360, Sent: 360, Traffic: 180, Level: 0.92,
		Undecided: []string{"preemptions <= 0: the server's /metrics counters are read at the end of the cell"}}
	md := render(t, &seq, nil)
	assert.Contains(t, md, "1 of 2 cells stopped early")
	assert.Contains(t, md, "Traffic time: 226s used, about 134s saved (37.2% of the planned 360s")
	assert.Regexp(t, `\| short-chat/fresh/low +\| +4 \| +look 1 \|`, md)
	assert.Contains(t, md, "The looks spend the plan's 10% error between them")
	rows := tableUnder(t, md, "### Sequential stopping")
	assert.Equal(t, "99.3%", rowFor(t, rows, "short-chat/fresh/low")["verdicts at"], "the stopping look's level")
	assert.Equal(t, "92%", rowFor(t, rows, seq.Cells[1].Name)["verdicts at"], "the end's level")
	assert.Contains(t, md, "92/360")
	assert.Contains(t, md, "preemptions <= 0 — first: preemptions <= 0: the server's /metrics counters are read at the end of the cell")
}

// A run's quality section shows the repeat and under-load records when the quality
// results carry them, and only then.
func TestWriteRunQualityStability(t *testing.T) {
	q, err := grade.ReadResult(filepath.Join("testdata", "quality-stability.json"))
	require.NoError(t, err)
	md := render(t, readRun(t, "cand.json"), q)
	rows := tableUnder(t, md, "## Quality")
	changed := rowFor(t, rows, "de-reply-formal-01")
	assert.Equal(t, "FAIL", changed["result"])
	assert.Equal(t, "3 of 3 passed, 2 distinct answers; under load: differs (chrF 98.7 against the isolated answer), fails dates, facts, default-facts-grounded", changed["repeats and under load"])
	assert.Equal(t, "3 of 3 passed, 1 distinct answer; under load: same answer", rowFor(t, rows, "ja-support-summary-reply-01")["repeats and under load"])
	assert.Contains(t, md, "Stability: repeat ×3: 6 of 9 answers passed, 1 case answered differently; under load (8 concurrent, 412 background requests): 1 of 3 answers differ from the isolated ones, 1 fails; answers that change under load: de-reply-formal-01 (fails under load).")

	var page bytes.Buffer
	require.NoError(t, WriteRunHTML(&page, readRun(t, "cand.json"), HTMLOptions{Quality: q}))
	assert.Contains(t, page.String(), "repeats and under load")

	plain, err := grade.ReadResult(filepath.Join("testdata", "quality.json"))
	require.NoError(t, err)
	assert.NotContains(t, render(t, readRun(t, "cand.json"), plain), "repeats and under load")
}

// TestWriteRunRetried: a cell that ran again because the machine spoiled an attempt
// says so, with why each discarded attempt was INVALID, in the Markdown and in the
// HTML page's facts; a run without one says nothing of it.
func TestWriteRunRetried(t *testing.T) {
	const head = "### Cells run again"
	r := readRun(t, "base.json")
	require.NotEmpty(t, r.Cells)
	assert.NotContains(t, render(t, r, nil), head)
	r.Cells[0].Retried = []string{"the simulator fell behind the wall clock: it skipped 1.4s"}
	md := render(t, r, nil)
	assert.Contains(t, md, head)
	assert.Contains(t, md, "- "+r.Cells[0].Name+", attempt 1 of 2: INVALID: the simulator fell behind the wall clock: it skipped 1.4s",
		"a reason written before the gate named its kind reads as INVALID")
	r.Cells[0].Retried = []string{"INVALID: the simulator fell behind the wall clock: it skipped 1.4s",
		"undecided after the machine stalled the simulator: it fell behind the wall clock and skipped 50ms"}
	md = render(t, r, nil)
	assert.Contains(t, md, "- "+r.Cells[0].Name+", attempt 1 of 3: INVALID: the simulator fell behind the wall clock: it skipped 1.4s")
	assert.Contains(t, md, "- "+r.Cells[0].Name+", attempt 2 of 3: undecided after the machine stalled the simulator")
	assert.NotContains(t, md, "INVALID: INVALID")
	r.Cells[0].Retried = r.Cells[0].Retried[:1]
	var h strings.Builder
	require.NoError(t, WriteRunHTML(&h, r, HTMLOptions{}))
	assert.Contains(t, h.String(), "ran again after the machine fell behind")
	assert.Contains(t, h.String(), r.Cells[0].Name+": 2 attempts")
}
