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

// usageRec is a successful request with usage of prompt tokens; cached < 0 means its
// usage had no prompt_tokens_details (vLLM's omission when cached_tokens is 0, or a
// server that does not report it).
func usageRec(prompt, cached int) client.Record {
	r := client.Record{Class: client.OK, HasUsage: true, PromptTokens: prompt, CompletionTokens: 1, OutputTokens: 1}
	if cached >= 0 {
		r.HasCached, r.CachedTokens = true, cached
	}
	return r
}

func repeat(n int, r client.Record) []client.Record {
	out := make([]client.Record, n)
	for i := range out {
		out[i] = r
	}
	return out
}

// TestCachedRatio checks cached_ratio under vLLM's omission rule: a usage without
// prompt_tokens_details counts as 0 cached tokens once any response of the run carried
// the figure, and the ratio is unavailable, not 0, when none did.
func TestCachedRatio(t *testing.T) {
	hit, omitted := usageRec(100, 80), usageRec(100, -1)
	tests := []struct {
		name    string
		records []client.Record
		warmup  []client.Record
		want    float64
		wantN   int
		wantErr string
	}{
		{
			// Half the requests at 80 %, half at 0 % with the details left out: 0.4. Counting
			// only the requests that carried the figure would give 0.8.
			name:    "half-hit-details-omitted-at-zero",
			records: append(repeat(5, hit), repeat(5, omitted)...),
			want:    0.4, wantN: 10,
		},
		{
			name:    "half-hit-zero-sent-explicitly",
			records: append(repeat(5, hit), repeat(5, usageRec(100, 0))...),
			want:    0.4, wantN: 10,
		},
		{
			name:    "never-reported-is-unavailable",
			records: repeat(10, omitted),
			wantErr: "reports no usage.prompt_tokens_details.cached_tokens",
		},
		{
			name:    "shown-only-by-the-warm-up",
			records: repeat(4, omitted),
			warmup:  []client.Record{usageRec(100, 60)},
			want:    0, wantN: 4,
		},
		{
			name:    "shown-by-a-failed-request",
			records: append(repeat(4, omitted), client.Record{Class: client.Midstream, HasUsage: true, PromptTokens: 100, HasCached: true, CachedTokens: 100}),
			want:    0, wantN: 4,
		},
		{
			name: "weighted-by-prompt-tokens",
			records: []client.Record{
				usageRec(300, 240), usageRec(100, -1), // 240 of 400
			},
			want: 0.6, wantN: 2,
		},
		{
			name: "failed-and-usage-less-requests-are-left-out",
			records: []client.Record{
				hit, omitted,
				{Class: client.Truncated, HasUsage: true, PromptTokens: 100},
				{Class: client.OK, PromptTokens: 0, OutputTokens: 3, TokensEstimated: true},
			},
			want: 0.4, wantN: 2,
		},
		{
			name:    "no-prompt-tokens",
			records: []client.Record{usageRec(0, 0)},
			wantErr: "reported no prompt tokens",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := &Result{Records: tt.records, Warmup: tt.warmup, Lag: make([]time.Duration, len(tt.records)), Sent: make([]bool, len(tt.records)), Scale: 1}
			ratio, n, err := res.Samples().Cache.Ratio()
			if tt.wantErr != "" {
				require.ErrorContains(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.InDelta(t, tt.want, ratio, 1e-12)
			assert.Equal(t, tt.wantN, n)
		})
	}
}

// TestCacheTallyAdd: tallies of several trials add up before the omission rule is
// applied, so a trial in which every request missed (and so carried no details) still
// counts as 0 when another trial showed the figure.
func TestCacheTallyAdd(t *testing.T) {
	hits := (&Result{Records: repeat(5, usageRec(100, 80)), Lag: make([]time.Duration, 5), Sent: make([]bool, 5)}).Samples().Cache
	misses := (&Result{Records: repeat(5, usageRec(100, -1)), Lag: make([]time.Duration, 5), Sent: make([]bool, 5)}).Samples().Cache
	_, _, err := misses.Ratio()
	require.ErrorIs(t, err, ErrNoCachedTokens, "alone, the missing trial shows nothing")

	var pooled CacheTally
	pooled.Add(misses)
	pooled.Add(hits)
	ratio, n, err := pooled.Ratio()
	require.NoError(t, err)
	assert.InDelta(t, 0.4, ratio, 1e-12)
	assert.Equal(t, 10, n)
	assert.Equal(t, CacheTally{Cached: 400, ReportedPrompt: 500, Reported: 5, OmittedPrompt: 500, Omitted: 5, Shown: true}, pooled)
}
