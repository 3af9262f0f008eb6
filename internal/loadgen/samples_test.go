package loadgen

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/client"
)

// TestSamples flattens a hand-made run of a simulator at 10× real time: every series
// is in simulated seconds, latencies come from successful requests only, queue waits
// and dispatch lags from sent requests only, and tokens follow usage when there is
// one.
func TestSamples(t *testing.T) {
	t0 := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	ms := time.Millisecond
	at := func(d time.Duration) time.Time { return t0.Add(d) }
	res := &Result{
		Records: []client.Record{
			{ // Sent 20 ms late; a role chunk, then events of 3 and 2 tokens.
				ID: "usage", Class: client.OK, Intended: at(0), Sent: at(20 * ms),
				Events:       []client.Event{{At: at(120 * ms), Tokens: 0}, {At: at(150 * ms), Tokens: 3}, {At: at(170 * ms), Tokens: 2}},
				TTFT:         100 * ms,
				E2EL:         150 * ms,
				OutputTokens: 5, CompletionTokens: 5, PromptTokens: 40, HasUsage: true, InputTokens: 42,
			},
			{ // No usage: the output count came from the events, the input from the workload.
				ID: "no-usage", Class: client.OK, Intended: at(10 * ms), Sent: at(10 * ms),
				Events:       []client.Event{{At: at(60 * ms), Tokens: 1}, {At: at(100 * ms), Tokens: 1}},
				TTFT:         50 * ms,
				E2EL:         90 * ms,
				OutputTokens: 2, TokensEstimated: true, InputTokens: 30,
			},
			{ID: "failed", Class: client.HTTPError, Status: 503, Intended: at(30 * ms), Sent: at(35 * ms), InputTokens: 50},
			{ID: "dropped", Class: client.Canceled, Err: "never sent: the run stopped first", InputTokens: 60},
			{ // One output token: no TPOT and no ITL.
				ID: "one-token", Class: client.OK, Intended: at(40 * ms), Sent: at(40 * ms),
				Events:       []client.Event{{At: at(100 * ms), Tokens: 1}},
				TTFT:         60 * ms,
				E2EL:         60 * ms,
				OutputTokens: 1, CompletionTokens: 1, PromptTokens: 10, HasUsage: true, TokensEstimated: true, InputTokens: 12,
			},
		},
		Lag:     []time.Duration{2 * ms, 0, ms, 0, 4 * ms},
		Sent:    []bool{true, true, true, false, true},
		Dropped: 1,
		Start:   t0,
		End:     at(300 * ms),
		Scale:   10,
	}
	s := res.Samples()

	series := []struct {
		name      string
		got, want []float64
	}{
		{"ttft", s.TTFT, []float64{1, 0.5, 0.6}},
		{"e2el", s.E2EL, []float64{1.5, 0.9, 0.6}},
		{"tpot", s.TPOT, []float64{0.125, 0.4}},
		{"itl", s.ITL, []float64{0.3, 0.2, 0.4}},
		{"itl_per_token", s.ITLPerToken, []float64{0.1, 0.1, 0.4}},
		{"ttft_from_intended", s.TTFTFromIntended, []float64{1.2, 0.5, 0.6}},
		{"e2el_from_intended", s.E2ELFromIntended, []float64{1.7, 0.9, 0.6}},
		{"queue_wait", s.QueueWait, []float64{0.2, 0, 0.05, 0}},
		{"dispatch_lag", s.DispatchLag, []float64{0.02, 0, 0.01, 0.04}},
	}
	for _, sr := range series {
		t.Run(sr.name, func(t *testing.T) {
			require.Len(t, sr.got, len(sr.want))
			assert.InDeltaSlice(t, sr.want, sr.got, 1e-9)
		})
	}
	t.Run("counts", func(t *testing.T) {
		assert.Equal(t, 5, s.Total)
		assert.Equal(t, 3, s.Succeeded)
		assert.Equal(t, 1, s.Dropped)
		assert.Equal(t, map[client.Class]int{client.OK: 3, client.HTTPError: 1, client.Canceled: 1}, s.ByClass)
		assert.Equal(t, 40+30+10, s.InputTokens, "usage's prompt tokens, else the workload's target")
		assert.Equal(t, 5+2+1, s.OutputTokens)
		assert.Equal(t, 1, s.EstimatedTokens, "only the request without usage")
		assert.Equal(t, 3*time.Second, s.Duration, "300 ms of wall time at 10×")
	})
}
