package client

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestRecordQueueWait(t *testing.T) {
	t0 := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		name string
		rec  Record
		want time.Duration
	}{
		{"late", Record{Intended: t0, Sent: t0.Add(30 * time.Millisecond)}, 30 * time.Millisecond},
		{"on-time", Record{Intended: t0, Sent: t0}, 0},
		{"not-scheduled", Record{Sent: t0}, 0},
		// The load generator canceled it while it waited for a concurrency slot: it
		// never went out, so it has no send to be late with (not Sent − Intended with
		// a zero Sent, which is −292 years).
		{"never-sent", Record{Intended: t0, Class: Canceled}, 0},
		{"neither", Record{}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.rec.QueueWait())
		})
	}
}

func TestRecordTimings(t *testing.T) {
	t0 := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	ms := time.Millisecond
	ev := func(at time.Duration, tokens int) Event { return Event{At: t0.Add(at), Tokens: tokens} }
	tests := []struct {
		name        string
		rec         Record
		itls        []time.Duration
		perToken    []time.Duration
		tpot        time.Duration
		tpotDefined bool
	}{
		{
			name: "no-events",
			rec:  Record{OutputTokens: 3},
		},
		{
			name: "one-event-one-token",
			rec:  Record{Events: []Event{ev(100*ms, 1)}, TTFT: 100 * ms, E2EL: 100 * ms, OutputTokens: 1},
		},
		{
			name: "one-event-many-tokens",
			rec:  Record{Events: []Event{ev(100*ms, 5)}, TTFT: 100 * ms, E2EL: 100 * ms, OutputTokens: 5},
			tpot: 0, tpotDefined: true,
		},
		{
			name:     "two-tokens",
			rec:      Record{Events: []Event{ev(100*ms, 1), ev(130*ms, 1)}, TTFT: 100 * ms, E2EL: 130 * ms, OutputTokens: 2},
			itls:     []time.Duration{30 * ms},
			perToken: []time.Duration{30 * ms},
			tpot:     30 * ms, tpotDefined: true,
		},
		{
			// A role chunk (no token) first, then a 3-token event and a 1-token one.
			name:     "multi-token-events",
			rec:      Record{Events: []Event{ev(100*ms, 0), ev(160*ms, 3), ev(180*ms, 1)}, TTFT: 100 * ms, E2EL: 180 * ms, OutputTokens: 4},
			itls:     []time.Duration{60 * ms, 20 * ms},
			perToken: []time.Duration{20 * ms, 20 * ms},
			tpot:     80 * ms / 3, tpotDefined: true,
		},
		{
			// A gap to an event that carried no token has no per-token view.
			name:     "gap-to-an-empty-event",
			rec:      Record{Events: []Event{ev(100*ms, 1), ev(110*ms, 0), ev(150*ms, 2)}, TTFT: 100 * ms, E2EL: 150 * ms, OutputTokens: 3},
			itls:     []time.Duration{10 * ms, 40 * ms},
			perToken: []time.Duration{20 * ms},
			tpot:     25 * ms, tpotDefined: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.itls, tt.rec.ITLs())
			assert.Equal(t, tt.perToken, tt.rec.ITLsPerToken())
			tpot, ok := tt.rec.TPOT()
			assert.Equal(t, tt.tpotDefined, ok)
			assert.Equal(t, tt.tpot, tpot)
		})
	}
}
