package sim

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGatewayHop pins where a gateway's delay shows: a client's TTFT grows by the
// request hop plus one chunk hop, while the engine's own TTFT histogram, which starts
// when the frontend got the request, does not see it.
func TestGatewayHop(t *testing.T) {
	const (
		delay, chunk = 30 * time.Millisecond, 5 * time.Millisecond
		// tol bounds what the client measures beyond the server and the hop in wall
		// time: the HTTP trip on loopback on a busy machine.
		tol  = 25 * time.Millisecond
		body = `{"model":"tiny","prompt":"Hello","max_tokens":8,"ignore_eos":true,"stream":true}`
	)
	s := newSim(t, func(o *Options) {
		o.TimeScale = 1 // the hop is simulated time too; real time keeps it unscaled
		o.GatewayDelay, o.GatewayChunkDelay = delay, chunk
	})
	const ttft = "vllm:time_to_first_token_seconds"
	before := histograms(t, s, ttft)
	send, first, last := streamOnce(t, s, body)
	after := histograms(t, s, ttft)
	require.Equal(t, uint64(1), after[ttft].count-before[ttft].count)
	server := time.Duration((after[ttft].sum - before[ttft].sum) * float64(time.Second))
	client := first.Sub(send)
	t.Logf("client TTFT %v, engine TTFT %v, front-end share %v (hop %v + %v); E2E %v", client, server, client-server, delay, chunk, last.Sub(send))
	assert.Less(t, server, 10*time.Millisecond, "the engine's TTFT excludes the gateway")
	assert.GreaterOrEqual(t, client-server, delay+chunk, "the client waits for both hops")
	assert.Less(t, client-server, delay+chunk+tol, "and for little else")
}
