package plan

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/traffic"
	"github.com/infergate/infergate/internal/workload"
)

// TestShippedPlans parses every plan in thresholds/, so that a plan written by
// `infergate plan derive` and committed there is checked like the hand-written ones.
func TestShippedPlans(t *testing.T) {
	files, err := filepath.Glob(shipped("*.yaml"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			p := mustRead(t, f)
			assert.NotEmpty(t, p.Cells)
			q := p.QuickPlan()
			for i := range q.Cells {
				c := &q.Cells[i]
				if _, ok := p.CapacityWorkload(c); ok {
					continue
				}
				n, ok := q.ExpectedRequests(c, 0)
				assert.True(t, ok, "cell %s", c.Name)
				assert.Positive(t, n, "cell %s", c.Name)
			}
		})
	}
}

func TestEmpiricalLengths(t *testing.T) {
	src := with(4, "  short-chat: {input: {quantiles: {0: 20, 0.5: 400, 0.99: 3000, 1: 9000}}, output: {quantiles: {0: 1, 1: 300}}}")
	p, err := Parse([]byte(src), "t.yaml")
	require.NoError(t, err)
	w := p.Workloads[0]
	assert.Equal(t, []workload.Quantile{{P: 0, Tokens: 20}, {P: 0.5, Tokens: 400}, {P: 0.99, Tokens: 3000}, {P: 1, Tokens: 9000}}, w.Input.Quantiles)
	// The mean of the piecewise-linear quantile function: .5·210 + .49·1700 + .01·6000.
	assert.Equal(t, 998, w.Input.Mean)
	assert.Equal(t, 151, w.Output.Mean)
	lo, hi := w.Input.Bounds()
	assert.Equal(t, [2]int{20, 9000}, [2]int{lo, hi})

	// An empirical input is lengthened to the builder's minimums rather than
	// rejected: short real prompts stay in the table, with or without a shared prefix.
	lines := append([]string{}, valid...)
	lines[3] = "  short-chat: {input: {quantiles: {0: 10, 0.5: 300, 1: 600}}, output: {mean: 100}}"
	lines[5] = "  fresh: {}\n  reused: {shared: 0.5, groups: 2}"
	p, err = Parse([]byte(strings.Join(lines, "\n")), "t.yaml")
	require.NoError(t, err)
	assert.Equal(t, 10, p.Workloads[0].Input.Quantiles[0].Tokens)
}

func TestEmpiricalErrors(t *testing.T) {
	for _, tt := range []struct {
		name, line, want string
	}{
		{"mean-and-quantiles", "  short-chat: {input: {mean: 400, quantiles: {0: 1, 1: 2}}, output: {mean: 100}}",
			"t.yaml:4: workloads.short-chat.input: sets both mean and quantiles"},
		{"spread-with-quantiles", "  short-chat: {input: {spread: 0.2, quantiles: {0: 1, 1: 2}}, output: {mean: 100}}",
			"t.yaml:4: workloads.short-chat.input.spread: only a uniform distribution (mean) takes a spread"},
		{"neither", "  short-chat: {input: {}, output: {mean: 100}}",
			`t.yaml:4: workloads.short-chat.input: missing field "mean" (or "quantiles"`},
		{"no-zero-knot", "  short-chat: {input: {quantiles: {0.5: 300, 1: 900}}, output: {mean: 100}}",
			"t.yaml:4: workloads.short-chat.input.quantiles:"},
		{"decreasing", "  short-chat: {input: {quantiles: {0: 300, 0.5: 200, 1: 900}}, output: {mean: 100}}",
			"t.yaml:4: workloads.short-chat.input.quantiles:"},
		{"probability-out-of-range", "  short-chat: {input: {quantiles: {0: 30, 1.5: 200}}, output: {mean: 100}}",
			"t.yaml:4: workloads.short-chat.input.quantiles: probability 1.5 is outside [0, 1]"},
		{"probability-text", "  short-chat: {input: {quantiles: {zero: 30, 1: 200}}, output: {mean: 100}}",
			`t.yaml:4: workloads.short-chat.input.quantiles: want a probability in [0, 1] as key (0, 0.5, 1), got "zero"`},
		{"tokens-zero", "  short-chat: {input: {quantiles: {0: 0, 1: 200}}, output: {mean: 100}}",
			"t.yaml:4: workloads.short-chat.input.quantiles.0: 0 is too small"},
		{"not-a-mapping", "  short-chat: {input: {quantiles: [1, 2]}, output: {mean: 100}}",
			"t.yaml:4: workloads.short-chat.input.quantiles: want a mapping, got a list"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte(with(4, tt.line)), "t.yaml")
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

func TestReplayLoad(t *testing.T) {
	file := filepath.Join("testdata", "plan.yaml") // the trace resolves beside it
	p, err := Parse([]byte(with(8, "  low: {replay: trace.jsonl, time_scale: 2, max_concurrency: 8}")), file)
	require.NoError(t, err)
	l := p.Loads[0]
	require.NotNil(t, l.Replay)
	assert.Equal(t, filepath.Join("testdata", "trace.jsonl"), l.Replay.File)
	assert.Len(t, l.Replay.Hash, 64)
	assert.False(t, l.Closed())
	assert.Equal(t, 8, l.MaxConcurrency)
	at, lens := l.ReplayArrivals()
	require.Len(t, at, 20)
	assert.Equal(t, 4750*time.Millisecond, at[19], "the last arrival, 9.5 s into the trace, at time scale 2")
	assert.Equal(t, workload.Length{Input: 100, Output: 20}, lens[0])
	n, ok := p.ExpectedRequests(&p.Cells[0], 0)
	assert.True(t, ok)
	assert.Equal(t, 20, n)

	// A duration replays the start of the trace; quick runs replay a quarter.
	p, err = Parse([]byte(with(8, "  low: {replay: trace.jsonl, duration: 2s}")), file)
	require.NoError(t, err)
	n, _ = p.ExpectedRequests(&p.Cells[0], 0)
	assert.Equal(t, 5, n, "arrivals at 0, 0.5, 1, 1.5 and 2 s")
	p, err = Parse([]byte(with(8, "  low: {replay: trace.jsonl}")), file)
	require.NoError(t, err)
	q := p.Scaled(0.25)
	n, _ = q.ExpectedRequests(&q.Cells[0], 0)
	assert.Equal(t, 5, n, "a quarter of the 9.5 s trace is 2.4 s: arrivals at 0, 0.5, 1, 1.5 and 2 s")
}

func TestReplayErrors(t *testing.T) {
	file := filepath.Join("testdata", "plan.yaml")
	for _, tt := range []struct {
		name, line, want string
	}{
		{"missing-file", "  low: {replay: nope.jsonl}", "testdata/plan.yaml:8: loads.low.replay: read trace: open testdata/nope.jsonl: no such file or directory"},
		{"bad-line", "  low: {replay: bad-trace.jsonl}", "testdata/plan.yaml:8: loads.low.replay: read trace: testdata/bad-trace.jsonl:2: field timestamp: \"later\" is neither RFC 3339"},
		{"with-rate", "  low: {replay: trace.jsonl, rate: 2/s}", "testdata/plan.yaml:8: loads.low: sets both rate and replay"},
		{"with-requests", "  low: {replay: trace.jsonl, requests: 5}", "loads.low.requests: a replay load sends the trace's requests"},
		{"time-scale-zero", "  low: {replay: trace.jsonl, time_scale: 0}", "loads.low.time_scale: 0 is not a positive finite number"},
		{"time-scale-elsewhere", "  low: {concurrency: 1, requests: 10, time_scale: 2}", "loads.low.time_scale: only a replay load takes a time scale"},
		{"duration-too-short", "  low: {replay: trace.jsonl, duration: 1ns}", ""},
		{"unknown-format", "  low: {replay: trace.jsonl, format: sharegpt}", `testdata/plan.yaml:8: loads.low.format: unknown format "sharegpt" (valid: jsonl, mooncake, azure, burstgpt; leave format out to tell it from the file)`},
		{"format-not-the-file's", "  low: {replay: trace.jsonl, format: azure}", `testdata/plan.yaml:8: loads.low.replay: read trace: testdata/trace.jsonl:1: header: not CSV: bare " in non-quoted-field`},
		{"block-size-small", "  low: {replay: ../../traffic/testdata/mooncake.jsonl, block_size: 16}", "testdata/plan.yaml:8: loads.low.block_size: 16 is too small (want a whole number ≥ 32)"},
		{"block-size-wrong", "  low: {replay: ../../traffic/testdata/mooncake.jsonl, block_size: 256}", "testdata/plan.yaml:8: loads.low.replay: read trace: ../traffic/testdata/mooncake.jsonl:1: hash_ids: 2 ids for input_length 892: want 4, one per 256-token block (is the block size 256 the trace's?)"},
		{"block-size-csv", "  low: {replay: ../../traffic/testdata/azure.csv, format: azure, block_size: 512}", "testdata/plan.yaml:8: loads.low.block_size: only a Mooncake trace has blocks, and format is azure"},
		{"block-size-detected-csv", "  low: {replay: ../../traffic/testdata/azure.csv, block_size: 512}", "testdata/plan.yaml:8: loads.low.replay: read trace: read ../traffic/testdata/azure.csv: a block size goes with a Mooncake trace, and this is read as azure"},
		{"format-elsewhere", "  low: {concurrency: 1, requests: 10, format: mooncake}", "testdata/plan.yaml:8: loads.low.format: only a replay load reads a trace file"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte(with(8, tt.line)), file)
			if tt.want == "" {
				require.NoError(t, err, "the first arrival is at 0, inside any duration")
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

// TestReplayStandardTraces reads each standard trace fixture as a replay load, its
// format told from the file or named; a Mooncake trace keeps its hash_ids.
func TestReplayStandardTraces(t *testing.T) {
	file := filepath.Join("testdata", "plan.yaml")
	for _, tt := range []struct {
		name, line string
		format     traffic.Format
		n, bs      int
	}{
		{"mooncake", "  low: {replay: ../../traffic/testdata/mooncake.jsonl, time_scale: 5}", traffic.FormatMooncake, 40, 512},
		{"mooncake-named", "  low: {replay: ../../traffic/testdata/mooncake.jsonl, format: mooncake, block_size: 512}", traffic.FormatMooncake, 40, 512},
		{"azure", "  low: {replay: ../../traffic/testdata/azure.csv}", traffic.FormatAzure, 30, 0},
		{"burstgpt-named", "  low: {replay: ../../traffic/testdata/burstgpt.csv, format: burstgpt}", traffic.FormatBurstGPT, 30, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Parse([]byte(with(8, tt.line)), file)
			require.NoError(t, err)
			r := p.Loads[0].Replay
			require.NotNil(t, r)
			assert.Equal(t, tt.format, r.Format)
			assert.Equal(t, tt.bs, r.BlockSize)
			assert.Len(t, r.Lengths, tt.n)
			if tt.bs > 0 {
				require.Len(t, r.HashIDs, tt.n)
				assert.Equal(t, []int64{6, 7}, r.HashIDs[0])
			} else {
				assert.Nil(t, r.HashIDs)
			}
		})
	}
}

// TestCompareNotKept: a compare gate on a metric that results files do not keep per
// request could never find its baseline, so the plan is refused when read.
func TestCompareNotKept(t *testing.T) {
	_, err := Parse([]byte(plus(`compare: {itl: ["p(99) <= +10%"], ttft: ["p(95) <= +10%"]}`)), "t.yaml")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "t.yaml:11: compare.itl: itl cannot be compared against a baseline: results files keep per-request figures, not every inter-token gap (comparable: ")
	assert.NotContains(t, err.Error(), "compare.ttft")
}
