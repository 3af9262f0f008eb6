package sim

import (
	"math"
	"math/rand/v2"
	"sync"
	"time"
)

// A gateway or network hop in front of the engine (gateway_delay, gateway_chunk_delay,
// gateway_jitter): what a client measures beyond what vLLM measures. A request
// reaches the engine's frontend gateway_delay after the client sent it, so vLLM's
// arrival time, and with it every engine-side latency metric, starts after the hop;
// each streamed chunk (or a whole non-streamed answer) reaches the client
// gateway_chunk_delay after the engine released it, in order. With jitter σ each
// delay is multiplied by a lognormal factor exp(σ·Z − σ²/2), whose mean is 1, so the
// mean hop stays as configured while its tail grows. The hop lives in the HTTP layer:
// the engine never sees it, which is what lets a client's TTFT be split into the
// engine's share and the rest.

// hop draws a gateway's delays from a seeded source shared by the handlers.
type hop struct {
	mu    sync.Mutex
	rng   *rand.Rand
	sigma float64
}

func newHop(seed int64, sigma float64) *hop {
	return &hop{rng: rand.New(rand.NewPCG(uint64(seed), 0x6a7e3a1)), sigma: sigma}
}

// delay is d with the hop's jitter applied; 0 for d <= 0.
func (h *hop) delay(d time.Duration) time.Duration {
	if d <= 0 {
		return 0
	}
	if h.sigma == 0 {
		return d
	}
	h.mu.Lock()
	z := h.rng.NormFloat64()
	h.mu.Unlock()
	return time.Duration(float64(d) * math.Exp(h.sigma*z-h.sigma*h.sigma/2))
}
