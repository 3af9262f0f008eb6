package sim

import (
	"flag"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/infergate/infergate/internal/sim/engine"
	"github.com/infergate/infergate/internal/sim/fault"
	"github.com/infergate/infergate/internal/sim/metrics"
	"github.com/infergate/infergate/internal/sim/reply"
)

// Options configures a simulated server: the engine, its clock, what it answers and
// which faults it injects. Build one with DefaultOptions, then ParseSpec or Flags.
type Options struct {
	// Engine is the engine's configuration (a preset with overrides).
	Engine engine.Config
	// TimeScale runs the engine k times faster than real time (1 ≤ k ≤ 10 in practice;
	// fractions slow it down). /sim/info reports it so a client can rescale what it measures.
	TimeScale float64
	// Responder decides the answer text; nil means reply.Filler.
	Responder reply.Responder
	// Faults are injected by rate; nil means none. Per-request faults come from the
	// X-Sim-Fault header whatever this says.
	Faults *fault.Plan
	// MaxWaitingQueue > 0 answers 429 when that many requests already wait (llm-d's
	// behaviour); 0 queues without bound, as vLLM does.
	MaxWaitingQueue int
	// StartupDelay keeps /health at 503 and refuses requests for this long after start.
	StartupDelay time.Duration
	// MeanOutputTokens is the mean of the geometric EOS distribution used when the
	// responder has no natural end and the request does not set ignore_eos.
	MeanOutputTokens int
	// Timelines > 0 keeps the engine's timelines of the last that many requests, for
	// GET /sim/requests/{id} and Server.Timeline; 0 keeps none.
	Timelines int
	// PromptTokensDetails adds usage.prompt_tokens_details.cached_tokens, as vLLM does
	// with --enable-prompt-tokens-details: only when it is not 0, since vLLM leaves the
	// object out at 0. On by default here: the gate reads it.
	PromptTokensDetails bool
	// VLLMVersion is the vLLM release whose /metrics names and units the simulator
	// imitates: metrics.Current (the default) or an older one such as metrics.V085, so
	// that a baseline on the version people upgrade from can be simulated too.
	VLLMVersion metrics.Version
	// Degrade, if set, is one of reply.DegradeKinds: every answer of the fixture
	// responder (Responder must be a *reply.Table) is damaged that way, as a broken
	// deployment would answer, so the quality gate can prove it catches the damage.
	Degrade string
	// Unstable, between 0 and 1, is the fraction of requests whose answer changes
	// when they arrive while other requests run (reply.Unsteady): greedy output that
	// batching changes, as an FP8 KV cache or batch-variant kernels do under load, so
	// that the quality gate's repeat and under-load modes can be tested. A request
	// that runs alone always gets its answer unchanged. 0, the default, is off.
	Unstable float64
	// ReasoningTokens > 0 makes the model a reasoning model that thinks that many
	// tokens before it answers: the first ReasoningTokens output tokens of each
	// request are thinking, streamed on /v1/chat/completions as delta.reasoning_content
	// (vLLM's field with a --reasoning-parser) before the answer's delta.content. They
	// are decoded tokens like any other: they cost the engine what any output token
	// costs, count against max_tokens and in usage.completion_tokens, and come before
	// an answer that keeps its own length unless max_tokens cuts it (with ignore_eos,
	// as the gate's workloads send, the answer gets what the thinking leaves of
	// max_tokens). /v1/completions has no reasoning parser in vLLM, so there the
	// thinking is plain text. 0, the default, thinks nothing: a model whose first
	// token is its answer's, so that TTFO can be gated apart from TTFT.
	ReasoningTokens int
	// GatewayDelay is a gateway or network hop's delay before the engine sees a
	// request; GatewayChunkDelay its delay on each streamed chunk on the way back; and
	// GatewayJitter, 0..1, the sigma of a mean-1 lognormal factor on each (gateway.go).
	GatewayDelay, GatewayChunkDelay time.Duration
	GatewayJitter                   float64
}

// DefaultOptions is the h200-llama8b preset in real time, answering with filler text.
func DefaultOptions() Options {
	cfg, err := engine.Preset("h200-llama8b")
	if err != nil {
		panic(err) // the default preset always exists
	}
	return Options{Engine: cfg, TimeScale: 1, MeanOutputTokens: 256, PromptTokensDetails: true, VLLMVersion: metrics.Current}
}

// option is one user-settable simulator option, shared by the command line (dashes)
// and spec strings such as INFERGATE_SIM (underscores).
type option struct {
	name  string
	usage string
	set   func(o *Options, v string) error
	// get renders the option's value in o in the syntax set accepts (or "none" when
	// unset), so that `infergate sim -h` can show every default.
	get func(o *Options) string
}

// none renders an unset option that has no value of its own (no fault, no degrade).
const none = "none"

func intOpt(name, usage string, field func(*Options) *int) option {
	return option{name, usage, func(o *Options, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil {
			return fmt.Errorf("want an integer")
		}
		*field(o) = n
		return nil
	}, func(o *Options) string { return strconv.Itoa(*field(o)) }}
}

func floatOpt(name, usage string, field func(*Options) *float64) option {
	return option{name, usage, func(o *Options, v string) error {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return fmt.Errorf("want a number")
		}
		*field(o) = f
		return nil
	}, func(o *Options) string { return formatFloat(*field(o)) }}
}

// secondsOpt sets a cost-model time in seconds from a Go duration ("0.6ms", "15us").
func secondsOpt(name, usage string, field func(*Options) *float64) option {
	return option{name, usage, func(o *Options, v string) error {
		d, err := time.ParseDuration(v)
		if err != nil {
			return fmt.Errorf("want a duration such as 600us")
		}
		*field(o) = d.Seconds()
		return nil
	}, func(o *Options) string { return time.Duration(math.Round(*field(o) * 1e9)).String() }}
}

func durOpt(name, usage string, field func(*Options) *time.Duration) option {
	return option{name, usage, func(o *Options, v string) error {
		d, err := time.ParseDuration(v)
		if err != nil {
			return fmt.Errorf("want a duration such as 5s")
		}
		*field(o) = d
		return nil
	}, func(o *Options) string { return field(o).String() }}
}

func boolOpt(name, usage string, field func(*Options) *bool) option {
	return option{name, usage, func(o *Options, v string) error {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return fmt.Errorf("want true or false")
		}
		*field(o) = b
		return nil
	}, func(o *Options) string { return strconv.FormatBool(*field(o)) }}
}

// formatFloat renders f as ParseFloat reads it back, exactly and briefly (4.08e+12).
func formatFloat(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }

// options lists every simulator option. preset is applied before the others whatever
// its position, since it replaces the whole engine configuration.
var options = []option{
	{"preset", "engine preset: " + strings.Join(engine.Presets(), ", "), func(o *Options, v string) error {
		cfg, err := engine.Preset(v)
		if err != nil {
			return err
		}
		o.Engine = cfg
		return nil
	}, func(o *Options) string { return o.Engine.Preset }},
	{"model", "served model name", func(o *Options, v string) error {
		if strings.TrimSpace(v) == "" {
			return fmt.Errorf("want a non-empty name")
		}
		o.Engine.Model = v
		return nil
	}, func(o *Options) string { return o.Engine.Model }},
	intOpt("max-model-len", "context length in tokens (prompt + output)", func(o *Options) *int { return &o.Engine.MaxModelLen }),
	intOpt("max-num-seqs", "maximum running requests (vLLM --max-num-seqs)", func(o *Options) *int { return &o.Engine.MaxNumSeqs }),
	intOpt("max-num-batched-tokens", "token budget per engine step (vLLM --max-num-batched-tokens)", func(o *Options) *int { return &o.Engine.MaxNumBatchedTokens }),
	intOpt("long-prefill-token-threshold", "per-request prefill chunk cap per step, 0 = off", func(o *Options) *int { return &o.Engine.LongPrefillTokenThreshold }),
	intOpt("block-size", "tokens per KV block", func(o *Options) *int { return &o.Engine.BlockSize }),
	intOpt("num-gpu-blocks", "KV cache size in blocks, overriding the derived size when > 0 (vLLM --num-gpu-blocks-override)", func(o *Options) *int { return &o.Engine.NumGPUBlocks }),
	floatOpt("gpu-memory-utilization", "fraction of GPU memory for weights, activations and KV cache", func(o *Options) *float64 { return &o.Engine.GPUMemUtil }),
	floatOpt("gpu-memory-bytes", "GPU memory in bytes", func(o *Options) *float64 { return &o.Engine.GPUMemBytes }),
	{"kv-cache-dtype", "KV cache dtype: auto or fp8", func(o *Options, v string) error {
		o.Engine.KVCacheDtype = engine.KVDtype(v)
		if o.Engine.KVCacheDtype != engine.KVAuto && o.Engine.KVCacheDtype != engine.KVFP8 {
			return fmt.Errorf("want auto or fp8")
		}
		return nil
	}, func(o *Options) string { return string(o.Engine.KVCacheDtype) }},
	boolOpt("enable-prefix-caching", "automatic prefix caching", func(o *Options) *bool { return &o.Engine.EnablePrefixCaching }),
	{"quantization", "weight quantization: none, fp8 or int4 (vLLM --quantization)", func(o *Options, v string) error {
		q := engine.WeightDtype(v)
		if q != engine.QuantNone && q != engine.QuantFP8 && q != engine.QuantINT4 {
			return fmt.Errorf("want none, fp8 or int4")
		}
		o.Engine.Quantization = q
		return nil
	}, func(o *Options) string { return string(o.Engine.Quantization) }},
	intOpt("num-speculative-tokens", "speculative decoding: draft tokens per step k, with spec-acceptance; 0 = off", func(o *Options) *int { return &o.Engine.SpecTokens }),
	floatOpt("spec-acceptance", "speculative decoding: probability α that a draft token is accepted, in (0, 1]", func(o *Options) *float64 { return &o.Engine.SpecAcceptance }),
	intOpt("tensor-parallel-size", "tensor-parallel degree: 1, 2, 4 or 8 (vLLM --tensor-parallel-size)", func(o *Options) *int { return &o.Engine.TensorParallel }),
	floatOpt("kv-offloading-size", "CPU memory in GiB that extends the prefix cache (vLLM --kv-offloading-size); 0 = off", func(o *Options) *float64 { return &o.Engine.KVOffloadGiB }),
	floatOpt("pd-disagg-gbps", "prefill/decode disaggregation: KV transfer link in Gbit/s; 0 = colocated", func(o *Options) *float64 { return &o.Engine.PDTransferGbps }),
	durOpt("gateway-delay", "gateway or network hop: delay before the engine sees a request", func(o *Options) *time.Duration { return &o.GatewayDelay }),
	durOpt("gateway-chunk-delay", "gateway or network hop: delay of each streamed chunk to the client", func(o *Options) *time.Duration { return &o.GatewayChunkDelay }),
	floatOpt("gateway-jitter", "gateway or network hop: sigma (0..1) of a mean-1 lognormal factor on each delay", func(o *Options) *float64 { return &o.GatewayJitter }),
	{"seed", "seed for EOS sampling, step jitter and fault decisions", func(o *Options, v string) error {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return fmt.Errorf("want an integer")
		}
		o.Engine.Seed = n
		return nil
	}, func(o *Options) string { return strconv.FormatInt(o.Engine.Seed, 10) }},
	floatOpt("step-jitter", "sigma of a lognormal factor on each step time (0 = exact)", func(o *Options) *float64 { return &o.Engine.StepJitter }),
	floatOpt("time-scale", fmt.Sprintf("virtual seconds per wall second (<= %d)", engine.MaxTimeScale), func(o *Options) *float64 { return &o.TimeScale }),
	intOpt("max-waiting-queue", "answer 429 when this many requests wait; 0 = unbounded", func(o *Options) *int { return &o.MaxWaitingQueue }),
	durOpt("startup-delay", "/health answers 503 and requests are refused for this long after start", func(o *Options) *time.Duration { return &o.StartupDelay }),
	intOpt("mean-output-tokens", "mean output length when a request may stop at EOS", func(o *Options) *int { return &o.MeanOutputTokens }),
	intOpt("reasoning-tokens", "a reasoning model: think this many tokens (delta.reasoning_content on chat) before each answer; 0 = off", func(o *Options) *int { return &o.ReasoningTokens }),
	intOpt("timelines", "keep the engine timelines of the last N requests for /sim/requests/{id}", func(o *Options) *int { return &o.Timelines }),
	boolOpt("prompt-tokens-details", "report usage.prompt_tokens_details.cached_tokens when it is not 0 (vLLM --enable-prompt-tokens-details)", func(o *Options) *bool { return &o.PromptTokensDetails }),
	{"vllm-version", "vLLM release whose /metrics names and units to imitate: " + strings.Join(versionNames(), ", "), func(o *Options, v string) error {
		ver, err := metrics.ParseVersion(v)
		if err != nil {
			return err
		}
		o.VLLMVersion = ver
		return nil
	}, func(o *Options) string { return string(o.VLLMVersion) }},
	{"fault", "inject a fault by rate, e.g. kind=stall,after_tokens=5,dur=2s,rate=0.01 (repeatable)", func(o *Options, v string) error {
		spec, err := fault.Parse(v)
		if err != nil {
			return err
		}
		if spec.Rate <= 0 {
			return fmt.Errorf("fault %q: a rate fault needs rate=P with 0 < P <= 1", v)
		}
		if o.Faults == nil {
			o.Faults = &fault.Plan{}
		}
		o.Faults.Specs = append(o.Faults.Specs, spec)
		return nil
	}, func(o *Options) string {
		if o.Faults == nil || len(o.Faults.Specs) == 0 {
			return none
		}
		specs := make([]string, len(o.Faults.Specs))
		for i, spec := range o.Faults.Specs {
			specs[i] = spec.String()
		}
		return strings.Join(specs, " ")
	}},
	secondsOpt("cost-t0", "cost model: fixed per-step overhead", func(o *Options) *float64 { return &o.Engine.Cost.T0 }),
	secondsOpt("cost-tseq", "cost model: per scheduled sequence", func(o *Options) *float64 { return &o.Engine.Cost.TSeq }),
	floatOpt("cost-weight-bytes", "cost model: weight bytes streamed per step", func(o *Options) *float64 { return &o.Engine.Cost.WeightBytes }),
	floatOpt("cost-bw-weights", "cost model: weight-streaming bandwidth, bytes/s", func(o *Options) *float64 { return &o.Engine.Cost.BWWeights }),
	floatOpt("cost-flops-per-token", "cost model: GEMM FLOPs per token", func(o *Options) *float64 { return &o.Engine.Cost.FLOPsPerTok }),
	floatOpt("cost-flops-gemm", "cost model: achieved GEMM FLOP/s", func(o *Options) *float64 { return &o.Engine.Cost.FLOPSGemm }),
	{"cost-gemm-table", "cost model: use the preset's measured GEMM table (false = roofline)", func(o *Options, v string) error {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return fmt.Errorf("want true or false")
		}
		if !b {
			o.Engine.Cost.GemmTable = nil
		} else if len(o.Engine.Cost.GemmTable) == 0 {
			return fmt.Errorf("preset %s has no measured GEMM table", o.Engine.Preset)
		}
		return nil
	}, func(o *Options) string { return strconv.FormatBool(len(o.Engine.Cost.GemmTable) > 0) }},
	floatOpt("cost-attn-flops-per-pair", "cost model: prefill attention FLOPs per (query, key) pair", func(o *Options) *float64 { return &o.Engine.Cost.AttnFLOPsPerPair }),
	floatOpt("cost-flops-attn", "cost model: achieved prefill-attention FLOP/s", func(o *Options) *float64 { return &o.Engine.Cost.FLOPSAttn }),
	floatOpt("cost-kv-bytes-per-token", "cost model: BF16 KV bytes per token", func(o *Options) *float64 { return &o.Engine.Cost.KVBytesPerToken }),
	floatOpt("cost-bw-kv", "cost model: decode-attention bandwidth, bytes/s", func(o *Options) *float64 { return &o.Engine.Cost.BWKV }),
	floatOpt("cost-b0", "cost model: decode-attention efficiency ramp D/(D+B0)", func(o *Options) *float64 { return &o.Engine.Cost.B0 }),
	floatOpt("cost-fp8-decode-factor", "cost model: fp8 KV-read time multiplier", func(o *Options) *float64 { return &o.Engine.Cost.FP8DecodeFactor }),
	floatOpt("cost-fp8-prefill-factor", "cost model: fp8 prefill-attention multiplier", func(o *Options) *float64 { return &o.Engine.Cost.FP8PrefillFactor }),
	secondsOpt("cost-fp8-quant-per-token", "cost model: fp8 quantize-on-write time per token", func(o *Options) *float64 { return &o.Engine.Cost.FP8QuantPerTok }),
	{"degrade", "damage the fixture responder's answers: " + strings.Join(reply.DegradeKinds(), ", "), func(o *Options, v string) error {
		if err := checkDegrade(v); err != nil {
			return err
		}
		o.Degrade = v
		return nil
	}, func(o *Options) string {
		if o.Degrade == "" {
			return none
		}
		return o.Degrade
	}},
	{"unstable", "change this fraction (0..1) of the answers of requests that arrive while others run, as batching changes greedy output", func(o *Options, v string) error {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || !(f >= 0 && f <= 1) {
			return fmt.Errorf("want a fraction between 0 and 1")
		}
		o.Unstable = f
		return nil
	}, func(o *Options) string { return formatFloat(o.Unstable) }},
	secondsOpt("cost-fp8-step-overhead", "cost model: fp8 extra time per step", func(o *Options) *float64 { return &o.Engine.Cost.FP8StepOverhead }),
	floatOpt("cost-spec-draft-ratio", "cost model: draft model GEMM time as a fraction of the target's", func(o *Options) *float64 { return &o.Engine.Cost.SpecDraftRatio }),
	secondsOpt("cost-allreduce-latency", "cost model: fixed time of one tensor-parallel all-reduce", func(o *Options) *float64 { return &o.Engine.Cost.AllReduceLatency }),
	floatOpt("cost-allreduce-bw", "cost model: tensor-parallel all-reduce bus bandwidth, bytes/s", func(o *Options) *float64 { return &o.Engine.Cost.AllReduceBW }),
	floatOpt("cost-offload-bw", "cost model: CPU→GPU KV block load bandwidth, bytes/s", func(o *Options) *float64 { return &o.Engine.Cost.OffloadBW }),
}

// versionNames lists metrics.Versions as the vllm-version option takes them.
func versionNames() []string {
	var out []string
	for _, v := range metrics.Versions() {
		out = append(out, string(v))
	}
	return out
}

func lookupOption(name string) (*option, bool) {
	name = strings.ReplaceAll(strings.TrimSpace(name), "_", "-")
	for i := range options {
		if options[i].name == name {
			return &options[i], true
		}
	}
	return nil, false
}

// OptionNames lists the option names in spec form (underscores), sorted.
func OptionNames() []string {
	out := make([]string, 0, len(options))
	for _, o := range options {
		out = append(out, strings.ReplaceAll(o.name, "-", "_"))
	}
	sort.Strings(out)
	return out
}

type setting struct{ name, value string }

// apply applies settings to o, preset first, then checks the result.
func (o *Options) apply(settings []setting, origin string) error {
	sort.SliceStable(settings, func(i, j int) bool { return settings[i].name == "preset" && settings[j].name != "preset" })
	seqsSet := false
	for _, s := range settings {
		opt, ok := lookupOption(s.name)
		if !ok {
			return fmt.Errorf("%s: unknown simulator option %q (want one of %s)", origin, s.name, strings.Join(OptionNames(), ", "))
		}
		if err := opt.set(o, strings.TrimSpace(s.value)); err != nil {
			return fmt.Errorf("%s: option %s=%q: %w", origin, s.name, s.value, err)
		}
		seqsSet = seqsSet || opt.name == "max-num-seqs"
	}
	// vLLM refuses max_num_batched_tokens < max_num_seqs. A user who only lowers the
	// budget (the classic ITL experiment, max_num_batched_tokens=512) means "and as many
	// sequences as fit", so lower max_num_seqs to match instead of failing.
	if !seqsSet && o.Engine.MaxNumBatchedTokens < o.Engine.MaxNumSeqs && o.Engine.MaxNumBatchedTokens > 0 {
		o.Engine.MaxNumSeqs = o.Engine.MaxNumBatchedTokens
	}
	// The responder is usually set after the spec is parsed, so whether degrade has the
	// fixture responder is left to Check, which NewServer calls.
	return o.checkSettings()
}

// ParseSpec applies a comma-separated list of name=value settings, such as the
// INFERGATE_SIM variable: "kv_cache_dtype=fp8,max_num_batched_tokens=2048". Names take
// underscores or dashes; fault may repeat. origin names the source in errors.
func (o *Options) ParseSpec(spec, origin string) error {
	var settings []setting
	for _, item := range splitSpec(spec) {
		name, value, ok := strings.Cut(item, "=")
		if !ok {
			return fmt.Errorf("%s: %q is not name=value (options: %s)", origin, item, strings.Join(OptionNames(), ", "))
		}
		settings = append(settings, setting{strings.TrimSpace(name), value})
	}
	return o.apply(settings, origin)
}

// splitSpec splits on commas, except that a fault's own comma-separated fields stay
// with it: "fault=kind=stall,dur=2s,rate=0.1,seed=3" → ["fault=kind=stall,dur=2s,rate=0.1", "seed=3"].
func splitSpec(spec string) []string {
	var out []string
	for _, part := range strings.Split(spec, ",") {
		if strings.TrimSpace(part) == "" {
			continue
		}
		name, _, _ := strings.Cut(part, "=")
		if len(out) > 0 && strings.HasPrefix(strings.TrimSpace(out[len(out)-1]), "fault=") {
			if _, isOpt := lookupOption(name); !isOpt {
				out[len(out)-1] += "," + part
				continue
			}
		}
		out = append(out, part)
	}
	return out
}

// Flags registers every option on fs (as -max-num-batched-tokens and so on), each
// with its value in o as the default that fs.PrintDefaults shows: a user choosing a
// token budget or a time scale needs to know what they change it from. After
// fs.Parse, call the returned function to apply what was given.
func (o *Options) Flags(fs *flag.FlagSet) func() error {
	var settings []setting
	for i := range options {
		fs.Var(&optionFlag{opt: &options[i], opts: o, settings: &settings}, options[i].name, options[i].usage)
	}
	return func() error { return o.apply(settings, "flags") }
}

// optionFlag is one option as a flag.Value. Set only records the setting, since apply
// orders them (preset first) and checks the result.
type optionFlag struct {
	opt      *option
	opts     *Options
	settings *[]setting
}

// String renders the option's value in the options Flags was given. flag.Var reads it
// once, before parsing, as the default that PrintDefaults shows. The zero optionFlag,
// which flag builds to recognise a zero default, renders as "", so that every default
// is shown, 0 and false included.
func (f *optionFlag) String() string {
	if f == nil || f.opt == nil || f.opts == nil {
		return ""
	}
	return f.opt.get(f.opts)
}

// Set records v for the function Flags returned.
func (f *optionFlag) Set(v string) error {
	*f.settings = append(*f.settings, setting{f.opt.name, v})
	return nil
}

// Check reports the first option that cannot work, including degrade without the
// fixture responder.
func (o *Options) Check() error {
	if err := o.checkSettings(); err != nil {
		return err
	}
	if o.Degrade != "" {
		if _, ok := o.Responder.(*reply.Table); !ok {
			return fmt.Errorf("degrade=%s: degrade needs the fixture responder (a *reply.Table), not %T", o.Degrade, o.Responder)
		}
	}
	return nil
}

// checkDegrade reports whether kind is a degrade kind.
func checkDegrade(kind string) error {
	for _, k := range reply.DegradeKinds() {
		if kind == k {
			return nil
		}
	}
	return fmt.Errorf("unknown degrade kind %q (want one of %s)", kind, strings.Join(reply.DegradeKinds(), ", "))
}

// checkSettings is Check without the pairing of options and responder.
func (o *Options) checkSettings() error {
	if o.Degrade != "" {
		if err := checkDegrade(o.Degrade); err != nil {
			return fmt.Errorf("degrade: %w", err)
		}
	}
	if !(o.Unstable >= 0 && o.Unstable <= 1) {
		return fmt.Errorf("unstable %g: want a fraction between 0 and 1", o.Unstable)
	}
	if err := o.Engine.Validate(); err != nil {
		return err
	}
	if !(o.TimeScale > 0) || o.TimeScale > engine.MaxTimeScale {
		return fmt.Errorf("time_scale %g: want 0 < k <= %d", o.TimeScale, engine.MaxTimeScale)
	}
	if o.MeanOutputTokens < 1 {
		return fmt.Errorf("mean_output_tokens %d: must be >= 1", o.MeanOutputTokens)
	}
	if o.ReasoningTokens < 0 {
		return fmt.Errorf("reasoning_tokens %d: must be >= 0", o.ReasoningTokens)
	}
	if o.MaxWaitingQueue < 0 {
		return fmt.Errorf("max_waiting_queue %d: must be >= 0", o.MaxWaitingQueue)
	}
	if o.Timelines < 0 || o.Timelines > 1_000_000 {
		return fmt.Errorf("timelines %d: want 0..1000000", o.Timelines)
	}
	if o.StartupDelay < 0 {
		return fmt.Errorf("startup_delay %v: must be >= 0", o.StartupDelay)
	}
	if o.GatewayDelay < 0 {
		return fmt.Errorf("gateway_delay %v: must be >= 0", o.GatewayDelay)
	}
	if o.GatewayChunkDelay < 0 {
		return fmt.Errorf("gateway_chunk_delay %v: must be >= 0", o.GatewayChunkDelay)
	}
	if !(o.GatewayJitter >= 0 && o.GatewayJitter <= 1) {
		return fmt.Errorf("gateway_jitter %g: want 0..1", o.GatewayJitter)
	}
	if o.VLLMVersion != "" {
		if _, err := metrics.ParseVersion(string(o.VLLMVersion)); err != nil {
			return fmt.Errorf("vllm_version: %w", err)
		}
	}
	return nil
}
