package gate

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/loadgen"
)

// burstRun builds a run of one request every 100 ms (simulated time = wall, scale 1)
// whose TTFT is ttft(i) for request i at offset i × 100 ms.
func burstRun(tb testing.TB, n int, ttft func(i int) time.Duration) (*loadgen.Result, []time.Duration) {
	tb.Helper()
	t0 := time.Unix(1_700_000_000, 0)
	run := &loadgen.Result{Records: make([]client.Record, n), Sent: make([]bool, n), Lag: make([]time.Duration, n), Scale: 1, Start: t0}
	arr := make([]time.Duration, n)
	for i := range n {
		arr[i] = time.Duration(i) * 100 * time.Millisecond
		at := t0.Add(arr[i])
		run.Records[i] = client.Record{Class: client.OK, Intended: at, Sent: at, TTFT: ttft(i), E2EL: ttft(i) + time.Second}
		run.Sent[i] = true
	}
	run.End = t0.Add(arr[n-1] + 2*time.Second)
	return run, arr
}

// TestAnalyzeBurstRecovery pins the recovery rule: the first request after the spike
// within the limit from which on the p95 TTFT of the rest (at least MinRecoveryTail
// requests) stays within it.
func TestAnalyzeBurstRecovery(t *testing.T) {
	const n = 200 // 20 s: spike from 5 s to 8 s, then 12 s of base traffic (119 requests)
	start, end := 5*time.Second, 8*time.Second
	ms := time.Millisecond
	at := func(i int) time.Duration { return time.Duration(i) * 100 * ms }
	tests := []struct {
		name      string
		ttft      func(i int) time.Duration
		recovered bool
		recovery  time.Duration
	}{
		{"no effect", func(int) time.Duration { return 50 * ms }, true, 0},
		{"queue drains in 2 s", func(i int) time.Duration {
			if at(i) > start && at(i) <= end+2*time.Second {
				return 3 * time.Second
			}
			return 50 * ms
		}, true, 2100 * ms},
		// One slow request among the 100 after recovery is the ordinary tail, not a
		// queue: the old rule (no request over the limit afterwards) put recovery at
		// 15.1 s here.
		{"one late outlier", func(i int) time.Duration {
			switch {
			case at(i) > start && at(i) <= end+time.Second:
				return 3 * time.Second
			case at(i) == end+15*time.Second:
				return time.Second
			}
			return 50 * ms
		}, true, 1100 * ms},
		// A short drain hidden in a long good tail still counts: the first request
		// after the spike was over the limit.
		{"three slow requests right after", func(i int) time.Duration {
			if at(i) > end && at(i) <= end+300*ms {
				return 3 * time.Second
			}
			return 50 * ms
		}, true, 400 * ms},
		{"never recovers", func(i int) time.Duration {
			if at(i) > start {
				return 3 * time.Second
			}
			return 50 * ms
		}, false, at(n-1) - end},
		// Recovered only in the last 19 requests: too few to judge.
		{"recovers too late to judge", func(i int) time.Duration {
			if at(i) > start && i < n-19 {
				return 3 * time.Second
			}
			return 50 * ms
		}, false, at(n-1) - end},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			run, arr := burstRun(t, n, tt.ttft)
			res := analyzeBurst(run, arr, 10, 50, start, end)
			assert.InDelta(t, 0.05, res.BaselineTTFT, 1e-9, "pre-spike p95")
			assert.InDelta(t, 0.15, res.RecoveryLimit, 1e-9, "limit: p95 + 100 ms")
			assert.Equal(t, n-1-int(end/(100*ms)), res.AfterSpike, "requests after the spike")
			assert.Equal(t, tt.recovered, res.Recovered, "recovered")
			assert.Equal(t, tt.recovery, res.Recovery, "recovery")
		})
	}
}

// TestBurstTimeline: the timeline keeps every arrival in schedule order with its
// intended and actual send and its latencies in simulated seconds (the wall times
// times the run's scale), marks the requests never sent, and puts the recovery
// deadline at the spike's end plus recover_within.
func TestBurstTimeline(t *testing.T) {
	ms := time.Millisecond
	run, arr := burstRun(t, 40, func(int) time.Duration { return 20 * ms })
	run.Scale = 2
	for i := range arr {
		arr[i] *= 2 // simulated offsets, as loadgen.Series gives them at scale 2
	}
	run.Records[3].Sent = run.Records[3].Sent.Add(5 * ms) // dispatched 5 ms (wall) late
	run.Records[39] = client.Record{Class: client.Canceled, Intended: run.Records[39].Intended}
	run.Sent[39] = false
	res := analyzeBurst(run, arr, 5, 25, time.Second, 2*time.Second)
	res.Workload, res.Prefix, res.Arrivals, res.Duration, res.RecoverWithin = "short-chat", "fresh", arr, 8*time.Second, 3*time.Second

	b, reqs := res.Timeline()
	assert.Equal(t, "short-chat", b.Workload)
	assert.InDelta(t, 1.0, b.SpikeStart, 1e-12)
	assert.InDelta(t, 2.0, b.SpikeEnd, 1e-12)
	assert.InDelta(t, 5.0, b.RecoveryDeadline, 1e-12, "spike end + recover_within")
	assert.InDelta(t, 8.0, b.Duration, 1e-12)
	assert.GreaterOrEqual(t, b.Recovery, 0.0)
	if assert.Len(t, reqs, 40) {
		assert.InDelta(t, 0.6, reqs[3].Intended, 1e-12)
		assert.InDelta(t, 0.61, reqs[3].Sent, 1e-12, "sent 5 ms wall = 10 ms simulated late")
		assert.InDelta(t, 0.04, reqs[3].TTFT, 1e-12, "TTFT in simulated seconds")
		assert.InDelta(t, 2.04, reqs[3].E2EL, 1e-12)
		assert.Equal(t, "ok", reqs[3].Class)
		assert.True(t, reqs[39].Unsent)
		assert.Zero(t, reqs[39].Sent)
		assert.Equal(t, "canceled", reqs[39].Class)
	}

	r := &Run{}
	r.RecordBurst("PASS", res, "a message")
	r.RecordBurst("FAIL", nil, "the burst could not run")
	if assert.Len(t, r.tests, 2) {
		assert.Equal(t, "TestBurst", r.tests[0].Name)
		assert.Equal(t, b, r.tests[0].Burst)
		assert.Len(t, r.tests[0].Requests, 40)
		assert.Nil(t, r.tests[1].Burst)
		assert.Equal(t, []string{"the burst could not run"}, r.tests[1].Messages)
	}
}
