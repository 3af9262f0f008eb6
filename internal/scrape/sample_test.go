package scrape_test

import (
	"context"
	"fmt"
	"net/http"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/scrape"
)

// changingGauges serves two engines whose gauges follow steps, one step per scrape, then
// stay at the last step. It returns the server and its scrape counter.
func changingGauges(t testing.TB, steps [][4]float64) (*http.Client, string, *atomic.Int64) {
	t.Helper()
	var n atomic.Int64
	srv := serve(t, func(w http.ResponseWriter, r *http.Request) {
		i := int(n.Add(1)) - 1
		s := steps[min(i, len(steps)-1)]
		w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
		fmt.Fprintf(w, "# TYPE vllm:num_requests_waiting gauge\n"+
			"vllm:num_requests_waiting{model_name=\"m\",engine=\"0\"} %g\n"+
			"vllm:num_requests_waiting{model_name=\"m\",engine=\"1\"} %g\n"+
			"# TYPE vllm:kv_cache_usage_perc gauge\n"+
			"vllm:kv_cache_usage_perc{model_name=\"m\",engine=\"0\"} %g\n"+
			"vllm:kv_cache_usage_perc{model_name=\"m\",engine=\"1\"} %g\n", s[0], s[1], s[2], s[3])
	})
	return client(t, nil), srv.URL + "/metrics", &n
}

func TestSampleKeepsMaximum(t *testing.T) {
	// waiting is summed over engines at each scrape, then maxed over time: 4+3 = 7 at
	// step 2 beats 6+0 at step 1 (a per-engine max would say 6). kv usage, a fraction,
	// takes the largest engine: 0.9 at step 3, where the sum would be 1.1.
	steps := [][4]float64{
		{0, 0, 0.1, 0.1},
		{6, 0, 0.3, 0.2},
		{4, 3, 0.5, 0.4},
		{1, 1, 0.2, 0.9},
		{0, 0, 0.1, 0.1},
	}
	hc, url, n := changingGauges(t, steps)
	sm := scrape.New(url, hc).Sample(context.Background(), 2*time.Millisecond, nil,
		"vllm:num_requests_waiting", "vllm:kv_cache_usage_perc", "vllm:num_requests_running")
	require.Eventually(t, func() bool { return n.Load() >= int64(len(steps)+2) }, 10*time.Second, time.Millisecond)
	got := sm.Stop()
	checkValue(t, "Stop()[waiting]", got["vllm:num_requests_waiting"], 7, "")
	checkValue(t, "Stop()[kv]", got["vllm:kv_cache_usage_perc"], 0.9, "")
	checkValue(t, "Stop()[running]", got["vllm:num_requests_running"], 0,
		`metric "vllm:num_requests_running" not exported by `+url)
	assert.Contains(t, got["vllm:num_requests_waiting"].Source, "max of vllm:num_requests_waiting over")

	// Stop is idempotent and the goroutine is gone: no more scrapes.
	seen := n.Load()
	time.Sleep(20 * time.Millisecond)
	assert.Equal(t, seen, n.Load(), "scrapes after Stop")
	assert.Equal(t, got, sm.Stop(), "second Stop()")
}

func TestSampleWithMatch(t *testing.T) {
	hc, url, n := changingGauges(t, [][4]float64{{2, 5, 0.1, 0.2}})
	sm := scrape.New(url, hc).Sample(context.Background(), time.Millisecond,
		map[string]string{"engine": "1"}, "vllm:num_requests_waiting")
	require.Eventually(t, func() bool { return n.Load() >= 2 }, 10*time.Second, time.Millisecond)
	checkValue(t, "Stop()[waiting]", sm.Stop()["vllm:num_requests_waiting"], 5, "")
}

// blockingTransport holds every request until its context ends, then waits a little more
// before returning, so a Stop that did not wait for the goroutine would return first.
type blockingTransport struct {
	started, returned atomic.Int64
}

func (b *blockingTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	b.started.Add(1)
	<-r.Context().Done()
	time.Sleep(30 * time.Millisecond)
	b.returned.Add(1)
	return nil, r.Context().Err()
}

func TestSampleStopCancelsHungScrape(t *testing.T) {
	bt := &blockingTransport{}
	sm := scrape.New("http://vllm:8000/metrics", &http.Client{Transport: bt}).
		Sample(context.Background(), time.Millisecond, nil, "vllm:num_requests_waiting")
	require.Eventually(t, func() bool { return bt.started.Load() == 1 }, 10*time.Second, time.Millisecond)
	start := time.Now()
	got := sm.Stop()
	assert.GreaterOrEqual(t, time.Since(start), scrape.StopGrace, "Stop returned before the grace period")
	assert.Equal(t, int64(1), bt.returned.Load(), "in-flight scrape still running after Stop returned")
	// The canceled scrape is neither a sample nor a failure.
	checkValue(t, "Stop()[waiting]", got["vllm:num_requests_waiting"], 0,
		`metric "vllm:num_requests_waiting" not sampled: stopped before the first scrape of http://vllm:8000/metrics completed`)
}

// slowTransport delays every request, then forwards it.
type slowTransport struct {
	delay   time.Duration
	started atomic.Int64
	next    http.RoundTripper
}

func (s *slowTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	s.started.Add(1)
	time.Sleep(s.delay)
	return s.next.RoundTrip(r)
}

// TestSampleStopWaitsForScrapeInFlight: a cell shorter than one scrape still gets the
// sample that was in flight when it ended.
func TestSampleStopWaitsForScrapeInFlight(t *testing.T) {
	hc, url, n := changingGauges(t, [][4]float64{{1, 3, 0.1, 0.2}})
	st := &slowTransport{delay: 100 * time.Millisecond, next: hc.Transport}
	sm := scrape.New(url, &http.Client{Transport: st}).Sample(context.Background(), time.Hour, nil, "vllm:num_requests_waiting")
	require.Eventually(t, func() bool { return st.started.Load() == 1 }, 10*time.Second, time.Millisecond)
	got := sm.Stop()
	assert.Equal(t, int64(1), n.Load(), "scrapes served when Stop returned")
	checkValue(t, "Stop()[waiting]", got["vllm:num_requests_waiting"], 4, "")
}

func TestSampleEndsWithContext(t *testing.T) {
	hc, url, n := changingGauges(t, [][4]float64{{1, 1, 0.5, 0.5}})
	ctx, cancel := context.WithCancel(context.Background())
	sm := scrape.New(url, hc).Sample(ctx, time.Millisecond, nil, "vllm:kv_cache_usage_perc")
	require.Eventually(t, func() bool { return n.Load() >= 2 }, 10*time.Second, time.Millisecond)
	cancel()
	require.Eventually(t, func() bool {
		seen := n.Load()
		time.Sleep(10 * time.Millisecond)
		return seen == n.Load()
	}, 10*time.Second, time.Millisecond, "sampling goes on after its context ended")
	checkValue(t, "Stop()[kv]", sm.Stop()["vllm:kv_cache_usage_perc"], 0.5, "")
}

func TestSampleUnavailable(t *testing.T) {
	down := closedURL(t)
	tests := []struct {
		name       string
		url        string
		wantReason string
	}{
		{name: "closed-port", url: down, wantReason: `metric "vllm:num_requests_waiting" not sampled: GET ` + down + ": |connection refused"},
		{name: "no-url", url: "", wantReason: `metric "vllm:num_requests_waiting" not sampled: no /metrics URL configured`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sm := scrape.New(tt.url, client(t, nil)).Sample(context.Background(), time.Millisecond, nil, "vllm:num_requests_waiting")
			time.Sleep(20 * time.Millisecond)
			got := sm.Stop()
			checkValue(t, "Stop()[waiting]", got["vllm:num_requests_waiting"], 0, tt.wantReason)
		})
	}
}

func TestSampleDefaultInterval(t *testing.T) {
	hc, url, n := changingGauges(t, [][4]float64{{1, 2, 0.1, 0.2}})
	sm := scrape.New(url, hc).Sample(context.Background(), 0, nil, "vllm:num_requests_waiting")
	time.Sleep(200 * time.Millisecond) // well past the first scrape, well before the next (1s)
	checkValue(t, "Stop()[waiting]", sm.Stop()["vllm:num_requests_waiting"], 3, "")
	assert.Equal(t, int64(1), n.Load(), "scrapes with the default interval in a 200ms cell")
}
