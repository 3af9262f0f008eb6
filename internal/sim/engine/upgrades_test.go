package engine

import (
	"math"
	"math/rand/v2"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// These tests pin each upgrade kind's simulated headline against the published figure
// its doc comment cites, within ±25 %, and print both for BENCHMARKS.md.

// within25 asserts got within ±25 % of the cited figure and logs the comparison.
func within25(t *testing.T, what string, got, cited float64) {
	t.Helper()
	t.Logf("%s: simulated %.3g, cited %.3g (ratio %.2f)", what, got, cited, got/cited)
	assert.InEpsilon(t, cited, got, 0.25, "%s = %.3g, want %.3g ±25%%", what, got, cited)
}

// throughput is output tokens per second from the first arrival to the last token.
func throughput(recs []*rec) float64 {
	n, first, last := 0, time.Duration(math.MaxInt64), time.Duration(0)
	for _, r := range recs {
		n += r.tokens
		first, last = min(first, r.arrival), max(last, r.last)
	}
	return float64(n) / (last - first).Seconds()
}

func TestWeightQuantization(t *testing.T) {
	t.Run("fp8-throughput", func(t *testing.T) {
		// "Up to 1.6x": the largest output-throughput ratio over loads from one
		// client to 64, decode-heavy (1k in, 512 out).
		best := 0.0
		for _, conc := range []int{1, 4, 16, 64} {
			bf := closedLoop(t, h200(t, nil), conc, 3, 1000, 512, 0.05, nil)
			fp := closedLoop(t, h200(t, func(c *Config) { c.Quantization = QuantFP8 }), conc, 3, 1000, 512, 0.05, nil)
			r := throughput(fp) / throughput(bf)
			t.Logf("conc %d: bf16 %.0f tok/s, fp8 %.0f tok/s, ratio %.2f", conc, throughput(bf), throughput(fp), r)
			best = max(best, r)
		}
		within25(t, "fp8 weights: max throughput ratio vs bf16 (vLLM FP8 docs: up to 1.6x)", best, 1.6)
	})
	t.Run("prefill-changes-little", func(t *testing.T) {
		for _, q := range []WeightDtype{QuantFP8, QuantINT4} {
			bf, qc := h200(t, nil), h200(t, func(c *Config) { c.Quantization = q })
			sh := StepShape{Seqs: 1, Tokens: 8192, PrefillWork: 8192 * 8192 / 2}
			r := qc.stepTime(sh).Seconds() / bf.stepTime(sh).Seconds()
			t.Logf("%s: 8192-token prefill step %.2f× bf16's", q, r)
			assert.InDelta(t, 1, r, 0.05, "%s prefill step ratio", q)
			assert.Greater(t, qc.GPUBlocks(), bf.GPUBlocks(), "%s weights leave room for more KV blocks", q)
		}
	})
	t.Run("int4-gemm", func(t *testing.T) {
		cfg := h200(t, func(c *Config) { c.Quantization = QuantINT4 })
		for _, n := range []int{1, 16} {
			g := cfg.Cost.gemm(n)
			r := g / cfg.Cost.quantGemm(g, n, QuantINT4)
			within25(t, "int4 GEMM speed-up at "+strconv.Itoa(n)+" tokens (Marlin: close to ideal 4x up to batch 16-32)", r, 4)
		}
		bf := closedLoop(t, h200(t, nil), 1, 3, 1000, 512, 0.05, nil)
		q := closedLoop(t, cfg, 1, 3, 1000, 512, 0.05, nil)
		t.Logf("int4 weights: batch-1 TPOT %.2f ms vs bf16 %.2f ms (%.2f×)", 1e3*quantile(durations(q, (*rec).tpot), .5),
			1e3*quantile(durations(bf, (*rec).tpot), .5), quantile(durations(bf, (*rec).tpot), .5)/quantile(durations(q, (*rec).tpot), .5))
	})
}

func TestSpecDecode(t *testing.T) {
	spec := func(c *Config) { c.SpecTokens, c.SpecAcceptance = 4, 0.6 }
	t.Run("acceptance", func(t *testing.T) {
		c, err := NewCore(h200(t, spec), nil)
		require.NoError(t, err)
		const n = 200_000
		sum := 0
		for range n {
			sum += 1 + c.accept(4)
		}
		want := expectedTokens(4, 0.6)
		t.Logf("tokens per verify step: %.3f drawn, (1−α^(k+1))/(1−α) = %.3f", float64(sum)/n, want)
		assert.InEpsilon(t, want, float64(sum)/n, 0.01)
	})
	t.Run("low-qps-itl", func(t *testing.T) {
		base := closedLoop(t, h200(t, nil), 1, 4, 512, 256, 0.05, nil)
		sd := closedLoop(t, h200(t, spec), 1, 4, 512, 256, 0.05, nil)
		b, s := mean(durations(base, (*rec).tpot)), mean(durations(sd, (*rec).tpot))
		t.Logf("one client: mean TPOT %.2f ms → %.2f ms", 1e3*b, 1e3*s)
		within25(t, "spec decode: low-load ITL speed-up (vLLM blog Oct 2024: up to 1.5x at QPS 1)", b/s, 1.5)
	})
	t.Run("high-qps-throughput", func(t *testing.T) {
		base := closedLoop(t, h200(t, nil), 256, 3, 512, 256, 0.05, nil)
		sd := closedLoop(t, h200(t, spec), 256, 3, 512, 256, 0.05, nil)
		b, s := throughput(base), throughput(sd)
		t.Logf("256 clients: %.0f tok/s → %.0f tok/s", b, s)
		within25(t, "spec decode: high-load slowdown (vLLM blog Oct 2024: 1.4x at high QPS)", b/s, 1.4)
	})
}

func TestTensorParallel(t *testing.T) {
	tp1, tp2 := h200(t, nil), h200(t, func(c *Config) { c.TensorParallel = 2 })
	tests := []struct {
		name  string
		shape StepShape
		want  float64 // TP1/TP2 step-time ratio the roofline expects; no published figure
	}{
		// Per-GPU work halves; the fixed overheads and 64 all-reduces do not.
		{"decode-bs1-ctx1k", StepShape{Seqs: 1, Tokens: 1, Decodes: 1, DecodeCtx: 1000}, 1.5},
		{"decode-bs64-ctx1k", StepShape{Seqs: 64, Tokens: 64, Decodes: 64, DecodeCtx: 64 * 1000}, 1.5},
		{"prefill-8192", StepShape{Seqs: 1, Tokens: 8192, PrefillWork: 8192 * 8192 / 2}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := tp1.stepTime(tt.shape), tp2.stepTime(tt.shape)
			t.Logf("step %v at TP1, %v at TP2", a, b)
			within25(t, "TP2 step-time speed-up, "+tt.name+" (roofline expectation, not a published figure)", a.Seconds()/b.Seconds(), tt.want)
		})
	}
	t.Run("kv-blocks", func(t *testing.T) {
		r := float64(tp2.GPUBlocks()) / float64(tp1.GPUBlocks())
		t.Logf("KV blocks: %d at TP1, %d at TP2 (%.2f×)", tp1.GPUBlocks(), tp2.GPUBlocks(), r)
		assert.Greater(t, r, 2.0, "two GPUs hold more than twice the KV cache: the weights are split too")
	})
	t.Run("throughput", func(t *testing.T) {
		a := throughput(closedLoop(t, tp1, 64, 3, 1000, 256, 0.05, nil))
		b := throughput(closedLoop(t, tp2, 64, 3, 1000, 256, 0.05, nil))
		t.Logf("64 clients: %.0f tok/s at TP1, %.0f at TP2 (%.2f×)", a, b, b/a)
		assert.Greater(t, b/a, 1.2)
		assert.Less(t, b/a, 2.0, "two GPUs never double one's throughput")
	})
}

func TestKVOffload(t *testing.T) {
	t.Run("per-block-load", func(t *testing.T) {
		cfg := h200(t, func(c *Config) { c.KVOffloadGiB = 100 })
		per := cfg.loadTime(1)
		t.Logf("one %.2f MB block loads in %.1f µs", cfg.blockBytes()/1e6, per*1e6)
		within25(t, "KV offload: CPU→GPU bandwidth, GB/s (vLLM offloading blog: ≈50 GB/s one way)", cfg.blockBytes()/per/1e9, 50)
	})
	t.Run("ttft-512", func(t *testing.T) {
		// A 512-token prompt computed, evicted from the GPU, then served from the CPU.
		cfg := h200(t, func(c *Config) { c.KVOffloadGiB = 100 })
		d := newDriver(t, cfg, nil)
		p := tokens(5, 512)
		d.at(0, request("miss", p, 2))
		d.run(1000)
		d.core.pool.forget() // the GPU cache lost it; the CPU tier did not
		d.at(d.core.Now()+time.Second, request("hit", p, 2))
		d.run(1000)
		miss, hit := d.recs["miss"], d.recs["hit"]
		assert.Equal(t, 496, hit.cached, "every full block but the last comes from the CPU")
		within25(t, "KV offload: TTFT recompute / CPU hit at 512 tokens (vLLM offloading blog: 2x)", miss.ttft().Seconds()/hit.ttft().Seconds(), 2)
	})
	t.Run("hit-rate", func(t *testing.T) {
		// 24 documents of 2048 tokens asked in turn: 3072 blocks against a GPU cache of
		// 2048, so LRU evicts each before it comes back; a 16 GiB CPU tier holds them all.
		run := func(gb float64) float64 {
			cfg := h200(t, func(c *Config) { c.NumGPUBlocks, c.KVOffloadGiB = 2048, gb })
			docs := make([][]uint32, 24)
			for i := range docs {
				docs[i] = tokens(uint64(100+i), 2048)
			}
			recs := openLoop(t, cfg, 4, 240, func(i int, _ *rand.Rand) *Request {
				p := append(append([]uint32{}, docs[i%len(docs)]...), tokens(uint64(i+1), 32)...)
				return request("r"+strconv.Itoa(i), p, 16)
			}, nil)
			cached, prompt := 0, 0
			for _, r := range recs[len(docs):] { // after every document was seen once
				cached += r.cached
				prompt += r.prompt
			}
			return float64(cached) / float64(prompt)
		}
		gpu, cpu := run(0), run(16)
		t.Logf("prefix hit rate: %.2f with the GPU cache alone, %.2f with a 16 GiB CPU tier", gpu, cpu)
		assert.Less(t, gpu, 0.1, "the GPU cache alone thrashes")
		assert.InDelta(t, 2048.0/2080, cpu, 0.02, "the CPU tier serves every document")
	})
}

func TestDisaggregation(t *testing.T) {
	pd := func(c *Config) { c.PDTransferGbps = 90 }
	t.Run("ttft-transfer", func(t *testing.T) {
		one := func(cfg Config) *rec {
			d := newDriver(t, cfg, nil)
			d.at(0, request("r", tokens(9, 8192), 8))
			d.run(1000)
			return d.recs["r"]
		}
		co, dis := one(h200(t, nil)), one(h200(t, pd))
		cost := dis.ttft() - co.ttft()
		cfg := h200(t, nil)
		gb := 8192 * cfg.kvBytesPerToken() / 1e9
		t.Logf("8192-token prompt (%.2f GB of KV) at 90 Gbps: TTFT %v colocated, %v disaggregated (+%v)", gb, co.ttft(), dis.ttft(), cost)
		// DistServe: 1.13 GB at 90 Gbps, ≈ 100 ms; scale to this prompt's KV size.
		within25(t, "P/D: TTFT cost of the KV transfer, ms (DistServe: 1.13 GB over 90 Gbps ≈ 100 ms, scaled)", cost.Seconds()*1e3, 1.13e9*8/90e9*1e3*gb/1.13)
	})
	t.Run("itl-tail", func(t *testing.T) {
		gen := func(i int, rng *rand.Rand) *Request {
			return request("r"+strconv.Itoa(i), tokens(uint64(i+1), 1000+rng.IntN(7001)), 256)
		}
		co := allITLs(openLoop(t, h200(t, nil), 4, 200, gen, nil))
		dis := allITLs(openLoop(t, h200(t, pd), 4, 200, gen, nil))
		t.Logf("ITL p50/p99: colocated %.1f/%.1f ms, disaggregated %.1f/%.1f ms",
			1e3*quantile(co, .5), 1e3*quantile(co, .99), 1e3*quantile(dis, .5), 1e3*quantile(dis, .99))
		t.Logf("P/D: ITL p99 falls %.1f× (vLLM docs: disaggregation is for controlling tail ITL)", quantile(co, .99)/quantile(dis, .99))
		assert.Less(t, quantile(dis, .99), 1.5*quantile(dis, .5), "without prefills the ITL tail stays near the median")
		assert.Greater(t, quantile(co, .99), 10*quantile(dis, .99), "colocated prefills stretch the ITL tail")
	})
}

func TestUpgradeValidation(t *testing.T) {
	tests := []struct {
		name string
		mod  func(*Config)
		want string
	}{
		{"spec-k-zero", func(c *Config) { c.SpecAcceptance = 0.7 }, "num_speculative_tokens 0"},
		{"spec-k-negative", func(c *Config) { c.SpecTokens, c.SpecAcceptance = -1, 0.7 }, "num_speculative_tokens -1"},
		{"spec-no-acceptance", func(c *Config) { c.SpecTokens = 4 }, "spec_acceptance 0"},
		{"spec-acceptance-above-1", func(c *Config) { c.SpecTokens, c.SpecAcceptance = 4, 1.2 }, "spec_acceptance 1.2"},
		{"spec-acceptance-nan", func(c *Config) { c.SpecTokens, c.SpecAcceptance = 4, math.NaN() }, "spec_acceptance NaN"},
		{"tp-3", func(c *Config) { c.TensorParallel = 3 }, "tensor_parallel_size 3"},
		{"tp-0", func(c *Config) { c.TensorParallel = 0 }, "tensor_parallel_size 0"},
		{"quantization", func(c *Config) { c.Quantization = "int3" }, `quantization "int3"`},
		{"offload-negative", func(c *Config) { c.KVOffloadGiB = -1 }, "kv_offloading_size -1"},
		{"offload-without-prefix-caching", func(c *Config) { c.KVOffloadGiB, c.EnablePrefixCaching = 10, false }, "enable_prefix_caching"},
		{"pd-negative-bandwidth", func(c *Config) { c.PDTransferGbps = -10 }, "pd_disagg_gbps -10"},
		{"pd-infinite-bandwidth", func(c *Config) { c.PDTransferGbps = math.Inf(1) }, "pd_disagg_gbps +Inf"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := h200(t, tt.mod)
			err := cfg.Validate()
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
	t.Run("defaults", func(t *testing.T) {
		for _, p := range Presets() {
			cfg, err := Preset(p)
			require.NoError(t, err)
			assert.NoError(t, cfg.Validate(), p)
			assert.True(t, cfg.plainWeights(), "%s runs the original model", p)
		}
	})
}

// TestEngineRunsUpgrades runs every upgrade at once on the real-time engine: an idle
// engine must wake when a remotely prefilled request's KV cache arrives, and a
// speculative step's several tokens must reach the sink in order.
func TestEngineRunsUpgrades(t *testing.T) {
	cfg := tiny(t, func(c *Config) {
		c.Quantization, c.TensorParallel, c.KVOffloadGiB = QuantFP8, 2, 1
		c.SpecTokens, c.SpecAcceptance, c.PDTransferGbps = 3, 0.8, 50
	})
	_, _, evs, _ := runRealTime(t, cfg, tokens(1, 300), 40)
	n := 0
	for _, ev := range evs {
		assert.Equal(t, n, ev.Index, "tokens arrive in order")
		n += ev.Count
	}
	assert.Equal(t, 40, n)
	assert.Less(t, len(evs), 40, "speculative steps emit several tokens at once")
}
