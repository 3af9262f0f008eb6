package sim

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/sim/engine"
)

// TestParseSpecUpgrades pins the INFERGATE_SIM keys of the upgrade kinds: each sets its
// engine or gateway field, and a bad value is refused with an error naming its key.
func TestParseSpecUpgrades(t *testing.T) {
	t.Run("all-set", func(t *testing.T) {
		o := DefaultOptions()
		require.NoError(t, o.ParseSpec("quantization=fp8,num_speculative_tokens=4,spec_acceptance=0.6,tensor_parallel_size=2,"+
			"kv_offloading_size=64,pd_disagg_gbps=100,gateway_delay=30ms,gateway_chunk_delay=1ms,gateway_jitter=0.2", "INFERGATE_SIM"))
		e := o.Engine
		assert.Equal(t, engine.QuantFP8, e.Quantization)
		assert.Equal(t, 4, e.SpecTokens)
		assert.Equal(t, 0.6, e.SpecAcceptance)
		assert.Equal(t, 2, e.TensorParallel)
		assert.Equal(t, 64.0, e.KVOffloadGiB)
		assert.Equal(t, 100.0, e.PDTransferGbps)
		assert.Equal(t, 30*time.Millisecond, o.GatewayDelay)
		assert.Equal(t, time.Millisecond, o.GatewayChunkDelay)
		assert.Equal(t, 0.2, o.GatewayJitter)
	})
	t.Run("defaults-off", func(t *testing.T) {
		o := DefaultOptions()
		assert.Equal(t, engine.QuantNone, o.Engine.Quantization)
		assert.Equal(t, 1, o.Engine.TensorParallel)
		assert.Zero(t, o.Engine.SpecTokens)
		assert.Zero(t, o.Engine.KVOffloadGiB)
		assert.Zero(t, o.Engine.PDTransferGbps)
		assert.Zero(t, o.GatewayDelay+o.GatewayChunkDelay)
	})
	tests := []struct {
		name, spec string
		want       []string
	}{
		{"spec-k-zero", "num_speculative_tokens=0,spec_acceptance=0.7", []string{"num_speculative_tokens 0"}},
		{"spec-k-without-acceptance", "num_speculative_tokens=4", []string{"spec_acceptance 0"}},
		{"spec-acceptance-above-one", "num_speculative_tokens=4,spec_acceptance=1.5", []string{"spec_acceptance 1.5", "(0, 1]"}},
		{"spec-acceptance-zero", "num_speculative_tokens=4,spec_acceptance=0", []string{"spec_acceptance 0"}},
		{"tp-3", "tensor_parallel_size=3", []string{"tensor_parallel_size 3", "1, 2, 4 or 8"}},
		{"tp-16", "tensor_parallel_size=16", []string{"tensor_parallel_size 16"}},
		{"quantization-int3", "quantization=int3", []string{"quantization", "want none, fp8 or int4"}},
		{"offload-negative", "kv_offloading_size=-4", []string{"kv_offloading_size -4"}},
		{"pd-negative-bandwidth", "pd_disagg_gbps=-100", []string{"pd_disagg_gbps -100"}},
		{"gateway-negative-delay", "gateway_delay=-5ms", []string{"gateway_delay -5ms"}},
		{"gateway-negative-chunk-delay", "gateway_chunk_delay=-1ms", []string{"gateway_chunk_delay -1ms"}},
		{"gateway-jitter-above-one", "gateway_jitter=2", []string{"gateway_jitter 2", "0..1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := DefaultOptions()
			err := o.ParseSpec(tt.spec, "INFERGATE_SIM")
			require.Error(t, err)
			for _, w := range tt.want {
				assert.Contains(t, err.Error(), w)
			}
		})
	}
}
