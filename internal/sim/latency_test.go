package sim

import (
	"bytes"
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// histSum is one histogram's sample sum and count over all its series.
type histSum struct {
	sum   float64
	count uint64
}

// histograms scrapes /metrics and returns the named histograms' sums and counts: the
// figures a dashboard divides to get a mean latency.
func histograms(t testing.TB, s *Server, names ...string) map[string]histSum {
	t.Helper()
	code, body := get(t, s, "/metrics")
	require.Equal(t, http.StatusOK, code)
	p := expfmt.NewTextParser(model.UTF8Validation)
	fams, err := p.TextToMetricFamilies(bytes.NewReader(body))
	require.NoError(t, err)
	out := make(map[string]histSum, len(names))
	for _, name := range names {
		f, ok := fams[name]
		require.True(t, ok, "/metrics has no %s", name)
		var h histSum
		for _, m := range f.GetMetric() {
			require.NotNil(t, m.GetHistogram(), "%s is not a histogram", name)
			h.sum += m.GetHistogram().GetSampleSum()
			h.count += m.GetHistogram().GetSampleCount()
		}
		out[name] = h
	}
	return out
}

// streamOnce streams one completion and returns when it was sent, when its first
// token and its last event arrived (wall clock).
func streamOnce(t *testing.T, s *Server, body string) (send, first, last time.Time) {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.URL()+"/v1/completions", strings.NewReader(body))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/json")
	send = time.Now()
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	evs, err := readTimed(t, resp.Body)
	require.NoError(t, err)
	require.Greater(t, len(evs), 1, "a token event and [DONE]")
	require.Equal(t, "[DONE]", evs[len(evs)-1].data)
	return send, evs[0].at, evs[len(evs)-1].at
}

// TestServerLatencyExcludesIdleTime pins that the server's latency histograms measure
// each request from its own arrival. A request that arrives after the engine idled
// (the run's first one, or one after a pause) must add what the client measured to
// the TTFT and end-to-end histograms, and next to nothing to the queue time: idle time
// before the arrival is no one's latency. A server-side TTFT that disagrees with the
// client's by the length of the pause sends a capacity investigation the wrong way.
//
// The server reports simulated seconds, so the client's wall times are multiplied by
// the time scale before they are compared.
func TestServerLatencyExcludesIdleTime(t *testing.T) {
	const (
		pause = 400 * time.Millisecond // wall time idle before the measured request
		// tol bounds, in wall time, what the client measures beyond the server: the
		// HTTP trip on loopback, generous for -race on a busy machine, and far below
		// the pause a clock that counts idle time would add.
		tol  = 40 * time.Millisecond
		body = `{"model":"tiny","prompt":"Hello","max_tokens":8,"ignore_eos":true,"stream":true}`
	)
	tests := []struct {
		name   string
		scale  float64
		warmup bool // stream one request first, so the pause follows engine steps
	}{
		{"first-request-real-time", 1, false},
		{"first-request-10x", 10, false},
		{"after-a-pause-real-time", 1, true},
		{"after-a-pause-10x", 10, true},
	}
	names := []string{
		"vllm:time_to_first_token_seconds",
		"vllm:e2e_request_latency_seconds",
		"vllm:request_queue_time_seconds",
		"vllm:request_prefill_time_seconds",
		"vllm:request_inference_time_seconds",
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newSim(t, func(o *Options) { o.TimeScale = tt.scale })
			if tt.warmup {
				streamOnce(t, s, body)
			}
			before := histograms(t, s, names...)
			time.Sleep(pause)
			send, first, last := streamOnce(t, s, body)
			after := histograms(t, s, names...)

			delta := func(name string) float64 {
				t.Helper()
				require.Equal(t, uint64(1), after[name].count-before[name].count, "%s counts the one request", name)
				return after[name].sum - before[name].sum
			}
			k := tt.scale
			wall := func(virtual float64) time.Duration { return time.Duration(virtual / k * float64(time.Second)) }
			clientTTFT, clientE2E := first.Sub(send), last.Sub(send)
			serverTTFT := wall(delta("vllm:time_to_first_token_seconds"))
			serverE2E := wall(delta("vllm:e2e_request_latency_seconds"))
			queue := wall(delta("vllm:request_queue_time_seconds"))
			prefill := wall(delta("vllm:request_prefill_time_seconds"))
			inference := wall(delta("vllm:request_inference_time_seconds"))
			t.Logf("client TTFT %v, server %v; client E2E %v, server %v; queue %v, prefill %v, inference %v (wall)",
				clientTTFT, serverTTFT, clientE2E, serverE2E, queue, prefill, inference)

			// The server's interval lies inside the client's: it starts after the send
			// and its first token leaves before the client reads it.
			assert.LessOrEqual(t, serverTTFT, clientTTFT+time.Millisecond, "server TTFT within the client's")
			assert.Less(t, clientTTFT-serverTTFT, tol, "server TTFT misses what the client waited for")
			assert.LessOrEqual(t, serverE2E, clientE2E+time.Millisecond, "server E2E within the client's")
			assert.Less(t, clientE2E-serverE2E, tol, "server E2E misses what the client waited for")
			assert.GreaterOrEqual(t, queue, time.Duration(0), "queue time")
			assert.Less(t, queue, tol, "an idle engine schedules a new request at once")
			assert.LessOrEqual(t, prefill, serverTTFT+time.Millisecond, "prefill is part of TTFT")
			assert.LessOrEqual(t, inference, serverE2E+time.Millisecond, "inference is part of E2E")
		})
	}
}
