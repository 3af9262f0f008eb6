package stats_test

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/stats"
)

const ms = time.Millisecond

func TestSLOMeets(t *testing.T) {
	slo := stats.SLO{TTFT: 500 * ms, TPOT: 50 * ms, E2EL: 2000 * ms}
	tests := []struct {
		name string
		slo  stats.SLO
		o    stats.Outcome
		want bool
	}{
		{name: "all-met", slo: slo, o: stats.Outcome{OK: true, TTFT: 100 * ms, E2EL: 1000 * ms, OutputTokens: 20}, want: true},
		// vLLM: is_good_req = all(s >= r): the boundary is good.
		{name: "ttft-equal-slo-is-good", slo: slo, o: stats.Outcome{OK: true, TTFT: 500 * ms, E2EL: 600 * ms, OutputTokens: 3}, want: true},
		{name: "ttft-1ns-over", slo: slo, o: stats.Outcome{OK: true, TTFT: 500*ms + 1, E2EL: 600 * ms, OutputTokens: 3}, want: false},
		{name: "e2el-equal-slo-is-good", slo: slo, o: stats.Outcome{OK: true, TTFT: 100 * ms, E2EL: 2000 * ms, OutputTokens: 40}, want: true},
		{name: "e2el-over", slo: slo, o: stats.Outcome{OK: true, TTFT: 100 * ms, E2EL: 2001 * ms, OutputTokens: 400}, want: false},
		// TPOT = (1100−100)/(21−1) = 50 ms exactly.
		{name: "tpot-equal-slo-is-good", slo: slo, o: stats.Outcome{OK: true, TTFT: 100 * ms, E2EL: 1100 * ms, OutputTokens: 21}, want: true},
		// TPOT = (1100ms+1ns−100ms)/20 = 50 ms + 0.05 ns: over, though Outcome.TPOT()
		// truncates it to exactly 50 ms.
		{name: "tpot-over-by-a-fraction-of-a-ns", slo: slo, o: stats.Outcome{OK: true, TTFT: 100 * ms, E2EL: 1100*ms + 1, OutputTokens: 21}, want: false},
		// A 1-token request has TPOT 0 in vLLM's goodput, however long its latency.
		{name: "one-token-tpot-free", slo: stats.SLO{TPOT: 1 * ms}, o: stats.Outcome{OK: true, TTFT: 30 * time.Second, E2EL: 90 * time.Second, OutputTokens: 1}, want: true},
		{name: "zero-tokens-tpot-free", slo: stats.SLO{TPOT: 1 * ms}, o: stats.Outcome{OK: true, TTFT: time.Second, E2EL: 2 * time.Second, OutputTokens: 0}, want: true},
		{name: "one-token-still-bound-by-e2el", slo: stats.SLO{TPOT: 1 * ms, E2EL: time.Second}, o: stats.Outcome{OK: true, TTFT: 30 * time.Second, E2EL: 90 * time.Second, OutputTokens: 1}, want: false},
		{name: "failed-never-good", slo: slo, o: stats.Outcome{OK: false, TTFT: 1 * ms, E2EL: 2 * ms, OutputTokens: 5}, want: false},
		{name: "failed-never-good-without-slo", slo: stats.SLO{}, o: stats.Outcome{OK: false}, want: false},
		{name: "no-slo-success-is-good", slo: stats.SLO{}, o: stats.Outcome{OK: true, TTFT: time.Hour, E2EL: 2 * time.Hour, OutputTokens: 5}, want: true},
		{name: "only-ttft-set", slo: stats.SLO{TTFT: 500 * ms}, o: stats.Outcome{OK: true, TTFT: 400 * ms, E2EL: time.Hour, OutputTokens: 2}, want: true},
		// A reasoning model: TTFO is the answer's first token, after the thinking.
		{name: "ttfo-met", slo: stats.SLO{TTFO: 3 * time.Second}, o: stats.Outcome{OK: true, TTFT: 100 * ms, TTFO: 3 * time.Second, HasTTFO: true, E2EL: 5 * time.Second, OutputTokens: 50}, want: true},
		{name: "ttfo-over-though-ttft-met", slo: stats.SLO{TTFT: 500 * ms, TTFO: 3 * time.Second}, o: stats.Outcome{OK: true, TTFT: 100 * ms, TTFO: 3*time.Second + 1, HasTTFO: true, E2EL: 5 * time.Second, OutputTokens: 50}, want: false},
		{name: "no-output-token-misses-ttfo", slo: stats.SLO{TTFO: time.Hour}, o: stats.Outcome{OK: true, TTFT: 100 * ms, E2EL: 5 * time.Second, OutputTokens: 50}, want: false},
		{name: "no-output-token-without-ttfo-slo", slo: stats.SLO{TTFT: time.Second}, o: stats.Outcome{OK: true, TTFT: 100 * ms, E2EL: 5 * time.Second, OutputTokens: 50}, want: true},
		{name: "tpot-huge-product-no-overflow", slo: stats.SLO{TPOT: time.Hour}, o: stats.Outcome{OK: true, TTFT: 0, E2EL: time.Duration(1<<62 + 1), OutputTokens: 1 << 40}, want: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.slo.Meets(tt.o), "%+v.Meets(%+v)", tt.slo, tt.o)
		})
	}
}

func TestOutcomeTPOT(t *testing.T) {
	tests := []struct {
		name string
		o    stats.Outcome
		want time.Duration
	}{
		{name: "vllm-formula", o: stats.Outcome{TTFT: 100 * ms, E2EL: 1100 * ms, OutputTokens: 21}, want: 50 * ms},
		{name: "one-token", o: stats.Outcome{TTFT: 100 * ms, E2EL: 1100 * ms, OutputTokens: 1}, want: 0},
		{name: "no-tokens", o: stats.Outcome{TTFT: 100 * ms, E2EL: 1100 * ms}, want: 0},
		{name: "two-tokens", o: stats.Outcome{TTFT: 100 * ms, E2EL: 130 * ms, OutputTokens: 2}, want: 30 * ms},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.o.TPOT(), "%+v.TPOT()", tt.o)
		})
	}
}

func TestGoodput(t *testing.T) {
	slo := stats.SLO{TTFT: 500 * ms, TPOT: 50 * ms}
	outs := []stats.Outcome{
		{OK: true, TTFT: 500 * ms, E2EL: 1500 * ms, OutputTokens: 21},       // good: both on the boundary
		{OK: true, TTFT: 501 * ms, E2EL: 600 * ms, OutputTokens: 3},         // TTFT over
		{OK: true, TTFT: 100 * ms, E2EL: 9 * time.Second, OutputTokens: 1},  // good: 1 token, no TPOT
		{OK: true, TTFT: 100 * ms, E2EL: 3 * time.Second, OutputTokens: 11}, // TPOT 290 ms
		{OK: false, TTFT: 10 * ms, E2EL: 20 * ms, OutputTokens: 2},          // failed: in Total, never good
	}
	got, err := stats.Goodput(outs, slo, 10*time.Second)
	require.NoError(t, err)
	want := stats.GoodputResult{Good: 2, Completed: 4, Total: 5, PerSecond: 0.2, PerHour: 720, Ratio: 0.4}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Goodput(5 outcomes, %+v, 10s) mismatch (-want +got):\n%s", slo, diff)
	}
}

// TestGoodputOneSLO: with a single SLO set (vllm bench serve --goodput e2el:2000), the
// unset ones do not constrain and are not "negative".
func TestGoodputOneSLO(t *testing.T) {
	outs := []stats.Outcome{
		{OK: true, TTFT: 100 * ms, E2EL: 1100 * ms, OutputTokens: 21}, // TPOT 50ms
		{OK: true, TTFT: 900 * ms, E2EL: 1500 * ms, OutputTokens: 11}, // TPOT 60ms
		{OK: true, TTFT: 200 * ms, E2EL: 3000 * ms, OutputTokens: 57}, // TPOT 50ms
		{OK: false, TTFT: 100 * ms, E2EL: 200 * ms, OutputTokens: 2},  // failed
		{OK: true, TTFT: 300 * ms, E2EL: 2000 * ms, OutputTokens: 1},  // one token: TPOT 0
		{OK: true, TTFT: 600 * ms, E2EL: 2500 * ms, OutputTokens: 39}, // TPOT 50ms
		{OK: true, TTFT: 50 * ms, E2EL: 5050 * ms, OutputTokens: 101}, // TPOT 50ms
		{OK: true, TTFT: 500 * ms, E2EL: 500 * ms, OutputTokens: 3},   // TPOT 0
		{OK: true, TTFT: 400 * ms, E2EL: 4400 * ms, OutputTokens: 41}, // TPOT 100ms
		{OK: true, TTFT: 100 * ms, E2EL: 100*ms + 1, OutputTokens: 2}, // TPOT 1ns
	}
	tests := []struct {
		name string
		slo  stats.SLO
		good int
	}{
		// Of the 9 successful requests, TTFT ≤ 500ms fails the 2nd and 6th.
		{name: "ttft-only", slo: stats.SLO{TTFT: 500 * ms}, good: 7},
		// TPOT ≤ 50ms fails the 2nd (60ms) and 9th (100ms).
		{name: "tpot-only", slo: stats.SLO{TPOT: 50 * ms}, good: 7},
		// E2EL ≤ 2s fails the 3rd, 6th, 7th and 9th; the 5th is on the boundary.
		{name: "e2el-only", slo: stats.SLO{E2EL: 2000 * ms}, good: 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := stats.Goodput(outs, tt.slo, 10*time.Second)
			require.NoError(t, err, "Goodput(%+v)", tt.slo)
			assert.Equal(t, tt.good, got.Good, "Goodput(%+v).Good", tt.slo)
			assert.Equal(t, 9, got.Completed, "Goodput(%+v).Completed", tt.slo)
			assert.Equal(t, 10, got.Total, "Goodput(%+v).Total", tt.slo)
			assert.InDelta(t, float64(tt.good)/10, got.PerSecond, 1e-12, "Goodput(%+v).PerSecond", tt.slo)
		})
	}
}

func TestGoodputErrors(t *testing.T) {
	ok := []stats.Outcome{{OK: true, TTFT: ms, E2EL: 2 * ms, OutputTokens: 2}}
	tests := []struct {
		name      string
		outs      []stats.Outcome
		slo       stats.SLO
		dur       time.Duration
		noSamples bool
	}{
		{name: "no-requests", outs: nil, dur: time.Second, noSamples: true},
		{name: "zero-duration", outs: ok, dur: 0},
		{name: "negative-duration", outs: ok, dur: -time.Second},
		{name: "negative-slo", outs: ok, slo: stats.SLO{TPOT: -ms}, dur: time.Second},
		{name: "negative-ttfo-slo", outs: ok, slo: stats.SLO{TTFO: -ms}, dur: time.Second},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := stats.Goodput(tt.outs, tt.slo, tt.dur)
			require.Error(t, err, "Goodput(%s)", tt.name)
			assert.Equal(t, tt.noSamples, errorsIs(err, stats.ErrNoSamples), "Goodput(%s) error %q wraps ErrNoSamples", tt.name, err)
		})
	}
}

func TestRates(t *testing.T) {
	tests := []struct {
		name                    string
		completed, input, outpt int
		dur                     time.Duration
		want                    stats.Throughput
	}{
		{name: "vllm-formulas", completed: 100, input: 40_000, outpt: 15_000, dur: 50 * time.Second,
			want: stats.Throughput{Requests: 2, OutputTokens: 300, TotalTokens: 1100}},
		{name: "nothing-completed-is-a-measured-zero", completed: 0, dur: time.Second,
			want: stats.Throughput{}},
		{name: "fractional-duration", completed: 3, input: 30, outpt: 6, dur: 1500 * ms,
			want: stats.Throughput{Requests: 2, OutputTokens: 4, TotalTokens: 24}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := stats.Rates(tt.completed, tt.input, tt.outpt, tt.dur)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got, "Rates(%d, %d, %d, %v)", tt.completed, tt.input, tt.outpt, tt.dur)
		})
	}
	_, err := stats.Rates(1, 1, 1, 0)
	assert.Error(t, err, "Rates with zero duration")
	_, err = stats.Rates(-1, 0, 0, time.Second)
	assert.Error(t, err, "Rates with a negative count")
}
