package results_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/threshold"
)

// observedCell is a stored cell with requests of every kind. Figures are exact binary
// fractions so that sums and quotients compare exactly.
func observedCell() *results.Cell {
	return &results.Cell{
		Name: "short-chat/fresh/low",
		Summary: map[string]results.Stat{
			"goodput_rps": {N: 9, Value: 1.5, Unit: "req/s"},
			"error_rate":  {N: 9, Value: 0.25, Unit: "ratio"},
			"dropped":     {N: 10, Value: 1},
		},
		Records: []results.Record{
			// Successful: five output tokens, then one (no tpot), then two.
			{ID: "ok-5", Class: "ok", TTFT: 0.25, E2EL: 1.25, OutputTokens: 5, QueueWait: 0.5},
			{ID: "ok-1", Class: "ok", TTFT: 0.125, E2EL: 0.125, OutputTokens: 1},
			{ID: "ok-2", Class: "ok", TTFT: 0.5, E2EL: 2.5, OutputTokens: 2, QueueWait: 0.25},
			// Failed after a send: they have queue waits, and some have latencies too,
			// which must not reach the latency samples.
			{ID: "http", Class: "http_error", Status: 503, QueueWait: 0.125},
			{ID: "truncated", Class: "truncated", TTFT: 4, E2EL: 8, OutputTokens: 9, QueueWait: 0.0625},
			{ID: "timeout", Class: "timeout", TTFT: 16, E2EL: 32, OutputTokens: 3, QueueWait: 0.75},
			{ID: "midstream", Class: "midstream", TTFT: 2, E2EL: 3, OutputTokens: 4},
			// Canceled after the first token: sent, with a queue wait of 0.
			{ID: "canceled-sent", Class: "canceled", TTFT: 1, E2EL: 1, OutputTokens: 2},
			// Canceled after a late send, before the first token.
			{ID: "canceled-late", Class: "canceled", QueueWait: 0.375},
			// Never sent.
			{ID: "unsent", Class: "canceled", Err: "never sent: the run stopped first"},
		},
	}
}

// reasoningCell is observedCell as a reasoning model answered it: each successful
// request thought before it answered, but ok-1 only thought.
func reasoningCell() *results.Cell {
	c := observedCell()
	c.Records[0].TTFO, c.Records[0].ReasoningTokens = 0.75, 3
	c.Records[1].ReasoningTokens = 1
	c.Records[2].TTFO, c.Records[2].ReasoningTokens = 1.5, 1
	c.Records[4].TTFO = 6 // truncated: never a sample
	return c
}

// metric looks up a metric of the vocabulary.
func metric(tb testing.TB, name string) threshold.Metric {
	tb.Helper()
	m, ok := threshold.Lookup(name)
	require.True(tb, ok, "metric %s", name)
	return m
}

func TestObserve(t *testing.T) {
	invalid := observedCell()
	invalid.Invalid = "dispatch lag p(99) 80ms over the 50ms budget"
	noGoodput := observedCell()
	delete(noGoodput.Summary, "goodput_rps")
	empty := &results.Cell{Name: "empty/fresh/low"}

	tests := []struct {
		name   string
		cell   *results.Cell
		metric string
		// want is the exact observation, unless unavailable is set: then the
		// observation is Unavailable with a reason holding every one of these.
		want        threshold.Observation
		unavailable []string
	}{
		{name: "ttft-ok-requests-only", cell: observedCell(), metric: "ttft",
			want: threshold.Observation{Samples: []float64{0.25, 0.125, 0.5}, Pos: []int{0, 1, 2}}},
		{name: "e2el-ok-requests-only", cell: observedCell(), metric: "e2el",
			want: threshold.Observation{Samples: []float64{1.25, 0.125, 2.5}, Pos: []int{0, 1, 2}}},
		// (1.25−0.25)/(5−1) and (2.5−0.5)/(2−1); one output token has no tpot.
		{name: "tpot-more-than-one-token", cell: observedCell(), metric: "tpot",
			want: threshold.Observation{Samples: []float64{0.25, 2}, Pos: []int{0, 2}}},
		{name: "ttft-from-intended-adds-queue-wait", cell: observedCell(), metric: "ttft_from_intended",
			want: threshold.Observation{Samples: []float64{0.75, 0.125, 0.75}, Pos: []int{0, 1, 2}}},
		{name: "e2el-from-intended-adds-queue-wait", cell: observedCell(), metric: "e2el_from_intended",
			want: threshold.Observation{Samples: []float64{1.75, 0.125, 2.75}, Pos: []int{0, 1, 2}}},
		{name: "queue-wait-every-sent-request", cell: observedCell(), metric: "queue_wait",
			want: threshold.Observation{Samples: []float64{0.5, 0, 0.25, 0.125, 0.0625, 0.75, 0, 0, 0.375}, Pos: []int{0, 1, 2, 3, 4, 5, 6, 7, 8}}},
		// ttfo: the successful requests that answered; ok-1 streamed no answer text.
		{name: "ttfo-ok-requests-with-an-answer", cell: reasoningCell(), metric: "ttfo",
			want: threshold.Observation{Samples: []float64{0.75, 1.5}, Pos: []int{0, 2}}},
		// A file written before ttfo was kept has none in any record.
		{name: "ttfo-of-an-older-file", cell: observedCell(), metric: "ttfo",
			unavailable: []string{"cell short-chat/fresh/low keeps no ttfo", "written before ttfo was kept"}},
		{name: "latency-of-a-cell-without-records", cell: empty, metric: "ttft",
			want: threshold.Observation{Samples: []float64{}, Pos: []int{}}},

		{name: "goodput-rph-reads-goodput-rps", cell: observedCell(), metric: "goodput_rph",
			want: threshold.Observation{Value: 1.5, N: 9}},
		{name: "goodput-rps", cell: observedCell(), metric: "goodput_rps",
			want: threshold.Observation{Value: 1.5, N: 9}},
		{name: "ratio-from-summary", cell: observedCell(), metric: "error_rate",
			want: threshold.Observation{Value: 0.25, N: 9}},
		{name: "count-from-summary", cell: observedCell(), metric: "dropped",
			want: threshold.Observation{Value: 1, N: 10}},

		{name: "missing-summary-metric", cell: observedCell(), metric: "output_tps",
			unavailable: []string{"cell short-chat/fresh/low has no output_tps", "(it has dropped, error_rate, goodput_rps)"}},
		{name: "goodput-rph-names-the-summary-it-reads", cell: noGoodput, metric: "goodput_rph",
			unavailable: []string{"has no goodput_rps", "(it has dropped, error_rate)"}},
		{name: "cell-without-summary", cell: empty, metric: "error_rate",
			unavailable: []string{"cell empty/fresh/low has no error_rate"}},

		{name: "invalid-cell-latency", cell: invalid, metric: "ttft",
			want: threshold.Observation{Invalid: "dispatch lag p(99) 80ms over the 50ms budget"}},
		{name: "invalid-cell-summary", cell: invalid, metric: "goodput_rph",
			want: threshold.Observation{Invalid: "dispatch lag p(99) 80ms over the 50ms budget"}},

		{name: "itl-not-kept", cell: observedCell(), metric: "itl",
			unavailable: []string{"itl cannot be read back", "inter-token gap"}},
		{name: "itl-per-token-not-kept", cell: observedCell(), metric: "itl_per_token",
			unavailable: []string{"itl_per_token cannot be read back"}},
		{name: "dispatch-lag-not-kept", cell: observedCell(), metric: "dispatch_lag",
			unavailable: []string{"dispatch_lag cannot be read back", "dispatch lag"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := results.Observe(tt.cell, metric(t, tt.metric))
			if tt.unavailable == nil {
				assert.Equal(t, tt.want, got)
				return
			}
			assert.Empty(t, got.Samples)
			assert.Zero(t, got.N, "an unavailable metric is not a zero")
			assert.Empty(t, got.Invalid)
			for _, w := range tt.unavailable {
				assert.Contains(t, got.Unavailable, w)
			}
		})
	}
}

// TestObservePositions: a latency's samples carry the schedule position of the
// request behind them, trial<<32 | k for the k-th record of the trial, counted over
// every record of the trial (failed and unsent ones too), so that two runs of one
// schedule can be paired request by request whatever failed in either.
func TestObservePositions(t *testing.T) {
	cell := &results.Cell{Name: "short-chat/fresh/low", Records: []results.Record{
		{ID: "a", Trial: 0, Class: "ok", TTFT: 0.5, E2EL: 1, OutputTokens: 3},
		{ID: "b", Trial: 0, Class: "http_error", Status: 503, QueueWait: 0.25},
		{ID: "c", Trial: 0, Class: "ok", TTFT: 0.25, E2EL: 2, OutputTokens: 1, QueueWait: 0.125},
		{ID: "d", Trial: 1, Class: "ok", TTFT: 0.75, E2EL: 3, OutputTokens: 5},
		{ID: "e", Trial: 1, Class: "timeout", TTFT: 4, E2EL: 8, QueueWait: 0.5},
		{ID: "f", Trial: 1, Class: "ok", TTFT: 0.125, E2EL: 1.5, OutputTokens: 2},
		{ID: "g", Trial: 1, Class: "canceled", Err: "never sent"},
	}}
	tests := []struct {
		name    string
		metric  string
		samples []float64
		pos     []int
	}{
		{"ttft-ok-only", "ttft", []float64{0.5, 0.25, 0.75, 0.125},
			[]int{results.Position(0, 0), results.Position(0, 2), results.Position(1, 0), results.Position(1, 2)}},
		{"tpot-more-than-one-token", "tpot", []float64{0.25, 0.5625, 1.375},
			[]int{0, 1<<32 | 0, 1<<32 | 2}},
		{"queue-wait-every-sent-request", "queue_wait", []float64{0, 0.25, 0.125, 0, 0.5, 0},
			[]int{0, 1, 2, 1 << 32, 1<<32 | 1, 1<<32 | 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := results.Observe(cell, metric(t, tt.metric))
			assert.Equal(t, tt.samples, got.Samples)
			assert.Equal(t, tt.pos, got.Pos)
			assert.True(t, slices.IsSorted(got.Pos), "ascending")
		})
	}
	assert.Equal(t, 3<<32|7, results.Position(3, 7))
}

// TestObserveUnknownMetric: a metric outside the vocabulary is not read back as zero.
func TestObserveUnknownMetric(t *testing.T) {
	got := results.Observe(observedCell(), threshold.Metric{Name: "ttlt", Kind: threshold.Latency})
	assert.Empty(t, got.Samples)
	assert.Contains(t, got.Unavailable, "ttlt cannot be read back from a results file: not a metric")
}

func TestComparable(t *testing.T) {
	tests := []struct {
		metric string
		ok     bool
		why    string
	}{
		{"ttft", true, ""},
		{"queue_wait", true, ""},
		{"goodput_rph", true, ""},
		{"prefix_hit_ratio", true, ""},
		{"itl", false, "not every inter-token gap"},
		{"itl_per_token", false, "not every inter-token gap"},
		{"dispatch_lag", false, "dispatch lag"},
		{"ttft_overhead", false, "difference of two means"},
		{"ttlt", false, "not a metric"},
	}
	for _, tt := range tests {
		t.Run(tt.metric, func(t *testing.T) {
			ok, why := results.Comparable(tt.metric)
			assert.Equal(t, tt.ok, ok)
			if !tt.ok {
				assert.Contains(t, why, tt.why)
			}
		})
	}
	names := results.ComparableNames()
	assert.True(t, slices.IsSorted(names), "sorted: %v", names)
	assert.Len(t, names, len(threshold.Names())-4, "every metric but itl, itl_per_token, dispatch_lag and ttft_overhead")
	assert.NotContains(t, names, "itl")
	assert.NotContains(t, names, "dispatch_lag")
	assert.Contains(t, names, "ttft")
}
