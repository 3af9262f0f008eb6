package verdict

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/infergate/infergate/internal/results"
)

func TestClassify(t *testing.T) {
	c := &Comparison{Opt: CompareOptions{Tolerance: 0.05}}
	nan := math.NaN()
	for _, tt := range []struct {
		name   string
		lo, hi float64
		higher bool
		want   Class
	}{
		{"slower-beyond-tolerance", 0.06, 0.20, false, Regression},
		{"slower-but-not-surely-material", 0.01, 0.20, false, Inconclusive},
		{"faster-beyond-tolerance", -0.30, -0.08, false, Improvement},
		{"within-tolerance", -0.04, 0.049, false, Neutral},
		{"straddles", -0.10, 0.10, false, Inconclusive},
		{"fewer-good-requests", -0.30, -0.10, true, Regression},
		{"more-good-requests", 0.06, 0.10, true, Improvement},
		{"no-interval", nan, nan, false, Inconclusive},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ch := c.classify(Change{Lo: tt.lo, Hi: tt.hi, HigherBetter: tt.higher}, "")
			assert.Equal(t, tt.want, ch.Class)
		})
	}
	ch := c.classify(Change{Lo: 0.5, Hi: 0.9}, "too few samples")
	assert.Equal(t, Inconclusive, ch.Class, "a note makes any change inconclusive")
}

func TestFactors(t *testing.T) {
	m := func(sim string, dep map[string]string) results.Manifest {
		return results.Manifest{Target: results.Target{Simulated: true, SimOptions: sim, Model: "m"}, Deployment: dep}
	}
	for _, tt := range []struct {
		name string
		a, b results.Manifest
		want []string
	}{
		{"none", m("time_scale=4", nil), m("time_scale=10", nil), nil},
		{"fp8-and-its-blocks", results.Manifest{CacheConfig: map[string]string{"cache_dtype": "auto", "num_gpu_blocks": "1"}},
			results.Manifest{CacheConfig: map[string]string{"cache_dtype": "fp8", "num_gpu_blocks": "2"}}, []string{"KV-cache dtype"}},
		{"two-factors", m("", map[string]string{"vllm": "0.10.0", "tp": "1"}), m("", map[string]string{"vllm": "0.11.0", "tp": "2"}), []string{"engine version", "tensor parallelism"}},
		{"speculative-decoding", m("time_scale=4", nil), m("time_scale=4,num_speculative_tokens=4,spec_acceptance=0.6", nil), []string{"speculative decoding"}},
		{"int4-and-its-blocks", results.Manifest{Target: results.Target{Simulated: true, SimOptions: ""}, CacheConfig: map[string]string{"num_gpu_blocks": "1"}},
			results.Manifest{Target: results.Target{Simulated: true, SimOptions: "quantization=int4"}, CacheConfig: map[string]string{"num_gpu_blocks": "3"}}, []string{"quantization"}},
		{"tp2-and-its-blocks", m("", nil), m("tensor_parallel_size=2", nil), []string{"tensor parallelism"}},
		{"kv-offload", m("", nil), m("kv_offloading_size=16", nil), []string{"KV offload"}},
		{"disaggregation", m("", nil), m("pd_disagg_gbps=90", nil), []string{"prefill/decode disaggregation"}},
		{"gateway-hop", m("", nil), m("gateway_delay=30ms,gateway_jitter=0.2", nil), []string{"gateway hop"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := factors(tt.a, tt.b)
			if len(tt.want) == 0 {
				assert.Empty(t, got, "the time scale is the machine's, not the deployment's")
				return
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

// TestGoodFlagsTTFO: a file's SLO on ttfo is applied to each record's stored ttfo, and
// a successful request without one (it only thought) is not good under it.
func TestGoodFlagsTTFO(t *testing.T) {
	cell := &results.Cell{Name: "c", Records: []results.Record{
		{ID: "answered-in-time", Class: "ok", TTFT: 0.1, TTFO: 0.4, E2EL: 2, OutputTokens: 20},
		{ID: "answered-late", Class: "ok", TTFT: 0.1, TTFO: 0.6, E2EL: 2, OutputTokens: 20},
		{ID: "only-thought", Class: "ok", TTFT: 0.1, E2EL: 2, OutputTokens: 20},
		{ID: "failed", Class: "http_error", Status: 503},
	}}
	tests := []struct {
		name string
		slo  results.SLO
		want []float64
	}{
		{"ttfo", results.SLO{TTFO: 0.5}, []float64{1, 0, 0, 0}},
		{"ttft", results.SLO{TTFT: 0.5}, []float64{1, 1, 1, 0}},
		{"both", results.SLO{TTFT: 0.05, TTFO: 0.5}, []float64{0, 0, 0, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			good, _, why := goodFlags(&tt.slo, cell)
			assert.Empty(t, why)
			assert.Equal(t, tt.want, good)
		})
	}
}
