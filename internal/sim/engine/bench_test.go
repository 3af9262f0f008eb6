package engine_test

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/infergate/infergate/internal/sim/engine"
	"github.com/infergate/infergate/internal/sim/metrics"
)

// BenchmarkSteps measures engine steps per second of CPU in virtual time: a closed loop
// of `seqs` requests (1k-token prompts, 256 output tokens, fresh prefixes) that are
// replaced as they finish, so every step mixes decodes with the odd prefill. The goal
// (issue 2) is ≥ 100,000 simulated steps per second.
func BenchmarkSteps(b *testing.B) {
	for _, seqs := range []int{8, 64, 256} {
		for _, withMetrics := range []bool{false, true} {
			name := "seqs=" + strconv.Itoa(seqs)
			if withMetrics {
				name += "/metrics"
			}
			b.Run(name, func(b *testing.B) {
				cfg, err := engine.Preset("h200-llama8b")
				if err != nil {
					b.Fatal(err)
				}
				var obs engine.Observer
				if withMetrics {
					obs = metrics.New(cfg)
				}
				c, err := engine.NewCore(cfg, obs)
				if err != nil {
					b.Fatal(err)
				}
				rng := rand.New(rand.NewPCG(1, 2))
				n := 0
				base := make([]uint32, 1024)
				for i := range base {
					base[i] = uint32(rng.IntN(128000))
				}
				// A distinct first token makes every block hash distinct: fresh prefixes,
				// no cache hits, without paying for 1024 random numbers per request.
				prompt := func() []uint32 {
					p := append(make([]uint32, 0, len(base)), base...)
					p[0] = uint32(n)
					return p
				}
				output := make([]uint32, 256)
				var refill []string
				sink := engine.SinkFunc(func(ev engine.Event) {
					if ev.Finish != "" {
						refill = append(refill, "")
					}
				})
				add := func() {
					n++
					r := &engine.Request{ID: strconv.Itoa(n), Prompt: prompt(), Output: output, Finish: engine.FinishLength, Sink: sink}
					if err := c.Add(r, c.Now()); err != nil {
						b.Fatal(err)
					}
				}
				for range seqs {
					add()
				}
				b.ReportAllocs()
				b.ResetTimer()
				for range b.N {
					d, ok := c.Plan()
					if !ok {
						b.Fatal("engine idle in a closed loop")
					}
					c.Commit(c.Now() + d)
					for range refill {
						add()
					}
					refill = refill[:0]
				}
				b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "steps/s")
				b.ReportMetric(c.Now().Seconds()/b.Elapsed().Seconds(), "sim-s/s")
			})
		}
	}
}
