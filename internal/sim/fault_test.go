package sim

import (
	"bufio"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every fault kind, and what a client sees of it. The simulator runs at 10× speed, so
// a simulated 1s is 100 ms of wall time.

// timedEvent is an SSE payload with the wall time it arrived.
type timedEvent struct {
	data string
	at   time.Time
}

// readTimed reads SSE events as they arrive until the body ends; err is what ended it
// (nil for a clean end).
func readTimed(t testing.TB, body io.Reader) ([]timedEvent, error) {
	t.Helper()
	br := bufio.NewReader(body)
	var out []timedEvent
	for {
		line, err := br.ReadString('\n')
		if strings.HasPrefix(line, "data: ") && strings.HasSuffix(line, "\n") {
			out = append(out, timedEvent{strings.TrimSuffix(strings.TrimPrefix(line, "data: "), "\n"), time.Now()})
		}
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
	}
}

// background streams a completion of n tokens; the channel gets its events at the end.
func background(t testing.TB, s *Server, n int) <-chan []timedEvent {
	t.Helper()
	bg := post(t, s, "/v1/completions", `{"model":"tiny","prompt":"Hello","max_tokens":`+itoa(n)+`,"ignore_eos":true,"stream":true}`)
	require.Equal(t, 200, bg.StatusCode)
	done := make(chan []timedEvent, 1)
	go func() {
		evs, _ := readTimed(t, bg.Body)
		done <- evs
	}()
	return done
}

func wait(t testing.TB, done <-chan []timedEvent) []timedEvent {
	t.Helper()
	select {
	case evs := <-done:
		return evs
	case <-time.After(10 * time.Second):
		t.Fatal("background stream did not end")
		return nil
	}
}

const streamBody = `{"model":"tiny","prompt":"Hello","max_tokens":6,"ignore_eos":true,"stream":true,"stream_options":{"include_usage":true}}`

func errorOf(t testing.TB, resp *http.Response) (string, string) {
	t.Helper()
	var e struct {
		Error struct {
			Message string `json:"message"`
			Type    string `json:"type"`
		} `json:"error"`
	}
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&e))
	return e.Error.Type, e.Error.Message
}

func TestFaultHTTPError(t *testing.T) {
	s := newSim(t, nil)
	for _, code := range []int{400, 429, 500, 503} {
		resp := post(t, s, "/v1/completions", streamBody, "X-Sim-Fault", "kind=http_error,code="+itoa(code))
		assert.Equal(t, code, resp.StatusCode)
		typ, msg := errorOf(t, resp)
		assert.Equal(t, errorType(code), typ)
		assert.Contains(t, msg, "simulated fault")
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

func TestFaultQueueFull(t *testing.T) {
	t.Run("header", func(t *testing.T) {
		s := newSim(t, nil)
		resp := post(t, s, "/v1/completions", streamBody, "X-Sim-Fault", "kind=queue_full")
		assert.Equal(t, http.StatusTooManyRequests, resp.StatusCode)
		typ, _ := errorOf(t, resp)
		assert.Equal(t, "RateLimitError", typ)
	})
	t.Run("max-waiting-queue", func(t *testing.T) {
		s := newSim(t, func(o *Options) {
			o.MaxWaitingQueue = 1
			o.Engine.MaxNumSeqs = 1
		})
		long := `{"model":"tiny","prompt":"Hello","max_tokens":2000,"ignore_eos":true,"stream":true}`
		first := post(t, s, "/v1/completions", long)
		require.Equal(t, 200, first.StatusCode)
		second := post(t, s, "/v1/completions", long)
		require.Equal(t, 200, second.StatusCode)
		require.Eventually(t, func() bool { return s.Engine().Waiting() == 1 }, 5*time.Second, 5*time.Millisecond)
		third := post(t, s, "/v1/completions", long)
		assert.Equal(t, http.StatusTooManyRequests, third.StatusCode)
		_, msg := errorOf(t, third)
		assert.Contains(t, msg, "max_waiting_queue=1")
	})
}

func TestFaultStall(t *testing.T) {
	s := newSim(t, nil)
	resp := post(t, s, "/v1/completions", streamBody, "X-Sim-Fault", "kind=stall,after_tokens=2,dur=1s")
	require.Equal(t, 200, resp.StatusCode)
	evs, err := readTimed(t, resp.Body)
	require.NoError(t, err)
	require.Len(t, evs, 8, "6 tokens, usage, [DONE]: the stall loses nothing")
	gap := evs[2].at.Sub(evs[1].at)
	assert.GreaterOrEqual(t, gap, 95*time.Millisecond, "the stream pauses 1s simulated (100ms wall) after 2 tokens")
	assert.Less(t, evs[1].at.Sub(evs[0].at), 50*time.Millisecond)
	assert.Equal(t, "[DONE]", evs[7].data)
}

func TestFaultEngineStall(t *testing.T) {
	s := newSim(t, nil)
	// 3000 tokens stream for about 0.4 s of wall time, so the stall lands mid-stream even
	// when a loaded machine delays the second request by a few hundred milliseconds.
	done := background(t, s, 3000)
	time.Sleep(20 * time.Millisecond)
	resp := post(t, s, "/v1/completions", `{"model":"tiny","prompt":"Hi","max_tokens":1}`, "X-Sim-Fault", "kind=engine_stall,dur=2s")
	require.Equal(t, 200, resp.StatusCode)
	_, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	stalled := time.Now()
	evs := wait(t, done)
	require.True(t, evs[len(evs)-1].at.After(stalled), "the background stream ended before the stall request did; the test needs a longer stream")
	longest := time.Duration(0)
	for i := 1; i < len(evs); i++ {
		longest = max(longest, evs[i].at.Sub(evs[i-1].at))
	}
	// The gap is read at the client, so a token held up on its way by a loaded machine
	// before the stall shortens it (189.6 ms once under -race beside other jobs);
	// three quarters of the stall still stands far above a token's few milliseconds.
	assert.GreaterOrEqual(t, longest, 150*time.Millisecond, "another request's stream pauses for the engine stall (2s simulated, 200 ms wall)")
	assert.Equal(t, "[DONE]", evs[len(evs)-1].data)
}

func TestFaultDrop(t *testing.T) {
	s := newSim(t, nil)
	resp := post(t, s, "/v1/chat/completions", chatBody, "X-Sim-Fault", "kind=drop,after_tokens=2")
	require.Equal(t, 200, resp.StatusCode)
	evs, err := readTimed(t, resp.Body)
	require.Error(t, err, "the connection closes mid-body")
	assert.True(t, errors.Is(err, io.ErrUnexpectedEOF), "want unexpected EOF, got %v", err)
	require.Len(t, evs, 3, "role chunk and 2 tokens, then nothing")
	for _, ev := range evs {
		assert.NotEqual(t, "[DONE]", ev.data)
		assert.NotContains(t, ev.data, `"finish_reason":"`)
	}
	require.Eventually(t, func() bool { return s.Engine().Running() == 0 }, 5*time.Second, 5*time.Millisecond, "the engine aborts the dropped request")
}

func TestFaultMidstreamError(t *testing.T) {
	s := newSim(t, nil)
	resp := post(t, s, "/v1/completions", streamBody, "X-Sim-Fault", "kind=midstream_error,after_tokens=2")
	require.Equal(t, 200, resp.StatusCode, "the status is already 200 when the error comes")
	evs := events(t, resp.Body)
	require.Len(t, evs, 4, "2 tokens, the error event, [DONE]: %q", evs)
	e := decode(t, evs[2])
	require.NotNil(t, e.Error)
	assert.Equal(t, 500, e.Error.Code)
	assert.Equal(t, "InternalServerError", e.Error.Type)
	assert.Empty(t, e.Choices)
	assert.Equal(t, "[DONE]", evs[3])
	for _, ev := range evs[:2] {
		assert.Nil(t, decode(t, ev).Choices[0].FinishReason, "no finish_reason reaches the client")
	}
}

func TestFaultMalformedChunk(t *testing.T) {
	s := newSim(t, nil)
	resp := post(t, s, "/v1/completions", streamBody, "X-Sim-Fault", "kind=malformed_chunk,after_tokens=1")
	require.Equal(t, 200, resp.StatusCode)
	evs, err := readTimed(t, resp.Body)
	require.NoError(t, err)
	bad := 0
	for _, ev := range evs {
		if ev.data != "[DONE]" && !json.Valid([]byte(ev.data)) {
			bad++
		}
	}
	assert.Equal(t, 1, bad, "exactly one chunk is not valid JSON")
	assert.Equal(t, "[DONE]", evs[len(evs)-1].data)
}

func TestFaultSlowHeaders(t *testing.T) {
	s := newSim(t, nil)
	start := time.Now()
	resp := post(t, s, "/v1/completions", streamBody, "X-Sim-Fault", "kind=slow_headers,dur=2s")
	assert.GreaterOrEqual(t, time.Since(start), 195*time.Millisecond, "headers arrive after 2s simulated")
	require.Equal(t, 200, resp.StatusCode)
	evs := events(t, resp.Body)
	assert.Equal(t, "[DONE]", evs[len(evs)-1])
}

func TestFaultUnhealthy(t *testing.T) {
	s := newSim(t, nil)
	resp := post(t, s, "/v1/completions", streamBody, "X-Sim-Fault", "kind=unhealthy,window=3s")
	assert.Equal(t, http.StatusInternalServerError, resp.StatusCode)
	_, msg := errorOf(t, resp)
	assert.Contains(t, msg, "unhealthy")
	code, _ := get(t, s, "/health")
	assert.Equal(t, http.StatusServiceUnavailable, code, "/health reports the dead engine")
	resp = post(t, s, "/v1/completions", streamBody)
	assert.Equal(t, http.StatusInternalServerError, resp.StatusCode, "every request fails inside the window")
	require.Eventually(t, func() bool { c, _ := get(t, s, "/health"); return c == 200 }, 5*time.Second, 10*time.Millisecond)
	resp = post(t, s, "/v1/completions", streamBody)
	assert.Equal(t, 200, resp.StatusCode, "the server recovers after the window")
}

func TestFaultKVShrink(t *testing.T) {
	s := newSim(t, nil)
	before := scrape(t, s)
	done := background(t, s, 3000) // long enough to still run when the shrink lands
	time.Sleep(10 * time.Millisecond)
	resp := post(t, s, "/v1/completions", `{"model":"tiny","prompt":"Hi","max_tokens":1}`, "X-Sim-Fault", "kind=kv_shrink,blocks=4096,window=2s")
	// The shrinking request itself cannot get a block until the window ends.
	require.Equal(t, 200, resp.StatusCode)
	evs := wait(t, done)
	assert.Len(t, evs, 3001, "3000 tokens and [DONE]: preemption recomputes, it loses nothing")
	after := scrape(t, s)
	assert.Greater(t, after["vllm:num_preemptions_total"].value()-before["vllm:num_preemptions_total"].value(), 0.0)
}

func TestStartupDelay(t *testing.T) {
	s := newSim(t, func(o *Options) { o.StartupDelay = 2 * time.Second })
	code, _ := get(t, s, "/health")
	assert.Equal(t, http.StatusServiceUnavailable, code)
	resp := post(t, s, "/v1/completions", streamBody)
	assert.Equal(t, http.StatusServiceUnavailable, resp.StatusCode)
	require.Eventually(t, func() bool { c, _ := get(t, s, "/health"); return c == 200 }, 5*time.Second, 10*time.Millisecond)
	resp = post(t, s, "/v1/completions", streamBody)
	assert.Equal(t, 200, resp.StatusCode)
}

func TestRateFaultsAreSeeded(t *testing.T) {
	outcome := func(seed string) []int {
		s := newSim(t, func(o *Options) {
			require.NoError(t, o.ParseSpec("seed="+seed+",fault=kind=http_error,code=503,rate=0.3", "test"))
		})
		var codes []int
		for i := range 40 {
			resp := post(t, s, "/v1/completions", `{"model":"tiny","prompt":"Hi","max_tokens":1}`, "X-Request-Id", "req-"+itoa(i))
			codes = append(codes, resp.StatusCode)
			resp.Body.Close()
		}
		return codes
	}
	a, b, c := outcome("1"), outcome("1"), outcome("2")
	assert.Equal(t, a, b, "the same seed fails the same requests")
	assert.NotEqual(t, a, c, "another seed fails other requests")
	failed := 0
	for _, code := range a {
		if code == 503 {
			failed++
		}
	}
	assert.InDelta(t, 12, failed, 8, "about 30%% of 40 requests fail")
}
