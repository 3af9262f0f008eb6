package client

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTraceFirstEvent: Trace.FirstEvent runs once, when the first token event is
// read and before the stream ends, and the Record's TTFT ends at that event.
func TestTraceFirstEvent(t *testing.T) {
	release := make(chan struct{})
	srv := newSSEServer(t, func(w http.ResponseWriter, r *http.Request) {
		startSSE(w)
		writeSSE(w, completionChunk("a", ""))
		select { // the rest of the answer waits until the hook has run
		case <-release:
		case <-time.After(10 * time.Second):
		}
		writeSSE(w, completionChunk("b", "stop"), usageChunk, "[DONE]")
	})
	c := newClient(t, Config{BaseURL: srv.URL + "/v1"})
	calls := 0
	var at time.Time
	ctx := WithTrace(testCtx(t), &Trace{FirstEvent: func() {
		calls++
		at = time.Now()
		close(release)
	}})
	rec := c.Do(ctx, completion("trace-1", 2))
	require.Equal(t, OK, rec.Class, rec.Err)
	assert.Equal(t, 1, calls, "once per request")
	require.NotEmpty(t, rec.Events)
	assert.WithinDuration(t, rec.Events[0].At, at, 50*time.Millisecond, "the hook runs as the first event is read")
	assert.Equal(t, rec.Events[0].At.Sub(rec.Sent), rec.TTFT)
}

// TestTraceNotCalledWithoutEvents: a request that fails before any token never runs
// the hook, and a context without a Trace runs nothing.
func TestTraceNotCalledWithoutEvents(t *testing.T) {
	srv := newSSEServer(t, func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, `{"error":{"message":"overloaded"}}`, http.StatusServiceUnavailable)
	})
	c := newClient(t, Config{BaseURL: srv.URL + "/v1"})
	calls := 0
	rec := c.Do(WithTrace(testCtx(t), &Trace{FirstEvent: func() { calls++ }}), completion("trace-2", 2))
	assert.NotEqual(t, OK, rec.Class)
	assert.Zero(t, calls)
	rec = c.Do(WithTrace(testCtx(t), &Trace{}), completion("trace-3", 2))
	assert.NotEqual(t, OK, rec.Class, "a Trace without hooks is fine")
}
