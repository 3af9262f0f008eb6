package sim

import (
	"flag"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/sim/engine"
	"github.com/infergate/infergate/internal/sim/fault"
)

func TestParseSpec(t *testing.T) {
	tests := []struct {
		name  string
		spec  string
		check func(t *testing.T, o Options)
	}{
		{"empty", "", func(t *testing.T, o Options) { assert.Equal(t, "h200-llama8b", o.Engine.Preset) }},
		{"fp8-and-budget", "kv_cache_dtype=fp8,max_num_batched_tokens=2048", func(t *testing.T, o Options) {
			assert.Equal(t, engine.KVFP8, o.Engine.KVCacheDtype)
			assert.Equal(t, 2048, o.Engine.MaxNumBatchedTokens)
		}},
		{"preset-applies-first", "max_num_seqs=64,preset=h100-llama8b", func(t *testing.T, o Options) {
			assert.Equal(t, "h100-llama8b", o.Engine.Preset)
			assert.Equal(t, 64, o.Engine.MaxNumSeqs, "a later preset must not undo earlier overrides")
		}},
		{"small-budget-lowers-seqs", "max_num_batched_tokens=512", func(t *testing.T, o Options) {
			assert.Equal(t, 512, o.Engine.MaxNumBatchedTokens)
			assert.Equal(t, 512, o.Engine.MaxNumSeqs)
		}},
		{"dashes-and-spaces", " max-num-seqs = 8 , time-scale=5", func(t *testing.T, o Options) {
			assert.Equal(t, 8, o.Engine.MaxNumSeqs)
			assert.Equal(t, 5.0, o.TimeScale)
		}},
		{"faults-keep-their-commas", "fault=kind=stall,after_tokens=3,dur=2s,rate=0.1,seed=9,fault=kind=http_error,code=503,rate=0.2", func(t *testing.T, o Options) {
			require.NotNil(t, o.Faults)
			require.Len(t, o.Faults.Specs, 2)
			assert.Equal(t, fault.Spec{Kind: fault.Stall, AfterTokens: 3, Dur: 2 * time.Second, Rate: 0.1}, o.Faults.Specs[0])
			assert.Equal(t, 503, o.Faults.Specs[1].Code)
			assert.Equal(t, int64(9), o.Engine.Seed)
		}},
		{"cost-override", "cost_t0=1ms,cost_gemm_table=false,cost_bw_weights=2e12", func(t *testing.T, o Options) {
			assert.InDelta(t, 1e-3, o.Engine.Cost.T0, 1e-12)
			assert.Nil(t, o.Engine.Cost.GemmTable)
			assert.Equal(t, 2e12, o.Engine.Cost.BWWeights)
		}},
		{"unstable", "unstable=0.2", func(t *testing.T, o Options) { assert.Equal(t, 0.2, o.Unstable) }},
		{"reasoning", "reasoning_tokens=64", func(t *testing.T, o Options) { assert.Equal(t, 64, o.ReasoningTokens) }},
		{"no-reasoning-by-default", "", func(t *testing.T, o Options) { assert.Zero(t, o.ReasoningTokens) }},
		{"undersized-kv", "num_gpu_blocks=512,enable_prefix_caching=false", func(t *testing.T, o Options) {
			assert.Equal(t, 512, o.Engine.GPUBlocks())
			assert.False(t, o.Engine.EnablePrefixCaching)
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := DefaultOptions()
			require.NoError(t, o.ParseSpec(tt.spec, "INFERGATE_SIM"))
			tt.check(t, o)
		})
	}
}

func TestParseSpecErrors(t *testing.T) {
	tests := []struct {
		name, spec string
		want       []string
	}{
		{"unknown-option", "kv_dtype=fp8", []string{"INFERGATE_SIM", `unknown simulator option "kv_dtype"`, "kv_cache_dtype"}},
		{"not-name-value", "fp8", []string{`"fp8" is not name=value`}},
		{"bad-int", "max_num_seqs=many", []string{"max_num_seqs", "want an integer"}},
		{"bad-dtype", "kv_cache_dtype=int4", []string{"kv_cache_dtype", "want auto or fp8"}},
		{"bad-preset", "preset=b200", []string{`unknown simulator preset "b200"`, "h200-llama8b"}},
		{"bad-scale", "time_scale=100", []string{"time_scale 100", "<= 10"}},
		{"explicit-seqs-above-budget", "max_num_seqs=1024,max_num_batched_tokens=512", []string{"max_num_batched_tokens 512", "max_num_seqs"}},
		{"fault-without-rate", "fault=kind=drop", []string{"rate"}},
		{"bad-fault", "fault=kind=explode,rate=0.1", []string{`unknown kind "explode"`}},
		{"bad-duration", "cost_t0=fast", []string{"cost_t0", "duration"}},
		{"no-gemm-table", "preset=h100-llama8b,cost_gemm_table=true", []string{"no measured GEMM table"}},
		{"unstable-above-one", "unstable=1.5", []string{"unstable", "between 0 and 1"}},
		{"unstable-not-a-number", "unstable=often", []string{"unstable", "between 0 and 1"}},
		{"reasoning-negative", "reasoning_tokens=-1", []string{"reasoning_tokens -1", ">= 0"}},
		{"reasoning-not-an-int", "reasoning_tokens=many", []string{"reasoning_tokens", "want an integer"}},
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

func TestFlags(t *testing.T) {
	o := DefaultOptions()
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	apply := o.Flags(fs)
	require.NoError(t, fs.Parse([]string{"-kv-cache-dtype", "fp8", "-preset", "tiny", "-fault", "kind=drop,after_tokens=2,rate=0.5"}))
	require.NoError(t, apply())
	assert.Equal(t, "tiny", o.Engine.Preset)
	assert.Equal(t, engine.KVFP8, o.Engine.KVCacheDtype)
	require.Len(t, o.Faults.Specs, 1)
	// Every option is a flag.
	for _, name := range OptionNames() {
		opt, ok := lookupOption(name)
		require.True(t, ok)
		assert.NotNil(t, fs.Lookup(opt.name), "flag -%s", opt.name)
	}
}

// TestFlagDefaults pins that `infergate sim -h` shows every option's default, and that
// each shown default is the option's value in the syntax the option accepts: set to
// what the help shows, the options stay as they were.
func TestFlagDefaults(t *testing.T) {
	tests := []struct {
		name string
		spec string // applied to DefaultOptions before the flags are registered
		want map[string]string
	}{
		{"default-preset", "", map[string]string{
			"preset": "h200-llama8b", "max-num-batched-tokens": "8192", "time-scale": "1",
			"cost-t0": "600µs", "enable-prefix-caching": "true", "num-gpu-blocks": "0",
			"startup-delay": "0s", "fault": "none", "degrade": "none", "cost-gemm-table": "true",
			"unstable": "0",
		}},
		{"tiny-faster", "preset=tiny,time_scale=4,fault=kind=drop,after_tokens=2,rate=0.5", map[string]string{
			"preset": "tiny", "max-num-batched-tokens": "2048", "time-scale": "4",
			"cost-t0": "200µs", "cost-gemm-table": "false", "fault": "kind=drop,after_tokens=2,rate=0.5",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := DefaultOptions()
			if tt.spec != "" {
				require.NoError(t, o.ParseSpec(tt.spec, "test"))
			}
			fs := flag.NewFlagSet("sim", flag.ContinueOnError)
			fs.SetOutput(io.Discard)
			o.Flags(fs)
			var help strings.Builder
			fs.SetOutput(&help)
			fs.PrintDefaults()
			for _, name := range OptionNames() {
				opt, ok := lookupOption(name)
				require.True(t, ok)
				f := fs.Lookup(opt.name)
				require.NotNil(t, f, "flag -%s", opt.name)
				assert.NotEmpty(t, f.DefValue, "-%s has a default", opt.name)
				assert.Contains(t, help.String(), opt.usage+" (default "+f.DefValue+")", "-%s shows its default", opt.name)
				if want, ok := tt.want[opt.name]; ok {
					assert.Equal(t, want, f.DefValue, "-%s", opt.name)
				}
				if f.DefValue == none || opt.name == "fault" {
					continue // nothing to set, or a repeatable option that adds to its value
				}
				again := o
				require.NoError(t, again.ParseSpec(name+"="+f.DefValue, "test"), "-%s=%s", opt.name, f.DefValue)
				assert.Equal(t, o, again, "-%s=%s changes nothing", opt.name, f.DefValue)
			}
		})
	}
}
