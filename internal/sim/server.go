package sim

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"runtime/debug"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/infergate/infergate/internal/sim/engine"
	"github.com/infergate/infergate/internal/sim/fault"
	"github.com/infergate/infergate/internal/sim/metrics"
	"github.com/infergate/infergate/internal/sim/reply"
)

// Version is the simulator's version, reported by /version and /sim/info.
const Version = "0.1.0"

// TimeScaleHeader carries the time scale on every response.
const TimeScaleHeader = "X-Sim-Time-Scale"

// Server is a simulated inference server. Build it with NewServer, serve with Start,
// stop with Close.
type Server struct {
	opts      Options
	eng       *engine.Engine
	clock     *engine.Clock
	metrics   *metrics.Metrics
	resp      reply.Responder
	faults    *fault.Plan
	handler   http.Handler
	created   int64 // unix seconds, for the "created" fields
	timelines *timelines
	hop       *hop // the gateway in front of the engine (gateway.go)

	started        time.Time
	requests       atomic.Uint64
	generating     atomic.Int64 // generation requests being handled
	unhealthyUntil atomic.Int64 // wall unix nanoseconds
	restartedUntil atomic.Int64 // wall unix nanoseconds: a restart's cold start ends

	// lifecycle: owned by Start and Close.
	mu       sync.Mutex
	http     *http.Server
	addr     string
	stop     context.CancelFunc
	running  sync.WaitGroup // engine and HTTP goroutines
	inflight sync.WaitGroup // request handlers
	closed   bool
	onClose  []func() // run by Close, last first
}

// NewServer checks opts and builds the engine, its metrics and the HTTP handler.
// Nothing runs until Start; Handler is usable once Start has run the engine.
func NewServer(opts Options) (*Server, error) {
	if err := opts.Check(); err != nil {
		return nil, fmt.Errorf("simulator options: %w", err)
	}
	clock, err := engine.NewClock(opts.TimeScale)
	if err != nil {
		return nil, fmt.Errorf("simulator options: %w", err)
	}
	m := metrics.NewVersion(opts.Engine, opts.VLLMVersion)
	eng, err := engine.New(opts.Engine, clock, m)
	if err != nil {
		return nil, err
	}
	m.TrackLost(eng.Lost)
	s := &Server{
		opts:      opts,
		eng:       eng,
		clock:     clock,
		metrics:   m,
		resp:      opts.Responder,
		faults:    opts.Faults,
		created:   time.Now().Unix(),
		timelines: newTimelines(opts.Timelines),
		hop:       newHop(opts.Engine.Seed, opts.GatewayJitter),
	}
	if s.resp == nil {
		s.resp = reply.Filler{}
	}
	if s.faults != nil {
		plan := *s.faults
		plan.Seed = opts.Engine.Seed
		s.faults = &plan
	}
	s.handler = s.routes()
	return s, nil
}

// Options returns the options the server runs with.
func (s *Server) Options() Options { return s.opts }

// Engine returns the server's engine, for tests that compare against its state.
func (s *Server) Engine() *engine.Engine { return s.eng }

// Clock returns the engine's clock.
func (s *Server) Clock() *engine.Clock { return s.clock }

// Handler serves the API; Start serves it on a listener.
func (s *Server) Handler() http.Handler { return s.handler }

// Start runs the engine and serves HTTP on ln until Close. The server owns ln.
func (s *Server) Start(ln net.Listener) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.http != nil || s.closed {
		return errors.New("simulator: Start called twice or after Close")
	}
	ctx, cancel := context.WithCancel(context.Background())
	s.stop = cancel
	s.started = time.Now()
	s.addr = ln.Addr().String()
	s.http = &http.Server{
		Handler:           s.handler,
		ReadHeaderTimeout: 10 * time.Second,
	}
	s.running.Add(2)
	go func() {
		defer s.running.Done()
		_ = s.eng.Run(ctx)
	}()
	go func() {
		defer s.running.Done()
		_ = s.http.Serve(ln) // returns http.ErrServerClosed after Close
	}()
	return nil
}

// Listen starts the server on addr ("127.0.0.1:0" picks a free loopback port).
func (s *Server) Listen(addr string) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("simulator listen %s: %w", addr, err)
	}
	if err := s.Start(ln); err != nil {
		ln.Close()
		return err
	}
	return nil
}

// URL is the server's base URL, such as http://127.0.0.1:41234 (add /v1 for clients).
func (s *Server) URL() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return "http://" + s.addr
}

// Close stops serving: open connections are closed, the engine aborts what is left,
// and Close returns when every goroutine the server started has ended.
func (s *Server) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	srv, stop := s.http, s.stop
	s.mu.Unlock()
	var err error
	if srv != nil {
		err = srv.Close()
		stop()
	}
	s.running.Wait()
	s.inflight.Wait()
	for i := len(s.onClose) - 1; i >= 0; i-- {
		s.onClose[i]()
	}
	return err
}

func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/chat/completions", func(w http.ResponseWriter, r *http.Request) { s.generate(w, r, true) })
	mux.HandleFunc("POST /v1/completions", func(w http.ResponseWriter, r *http.Request) { s.generate(w, r, false) })
	mux.HandleFunc("GET /v1/models", s.models)
	mux.HandleFunc("GET /health", s.health)
	mux.HandleFunc("GET /version", s.version)
	mux.HandleFunc("POST /tokenize", s.tokenize)
	mux.HandleFunc("POST /detokenize", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, statusError(http.StatusNotImplemented, "/detokenize is not supported by the simulator: its token ids are hashes of text pieces"))
	})
	mux.HandleFunc("GET /sim/info", s.info)
	mux.HandleFunc("GET /sim/requests/{id}", s.timeline)
	mux.HandleFunc("POST /sim/restart", s.restart)
	mux.Handle("GET /metrics", s.metrics.Handler())
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, statusError(http.StatusNotFound, fmt.Sprintf("no route for %s %s", r.Method, r.URL.Path)))
	})
	scale := strconv.FormatFloat(s.opts.TimeScale, 'g', -1, 64)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Add under the lock that Close takes before Wait, so no handler can join the
		// group once Close is waiting on it.
		s.mu.Lock()
		if s.closed {
			s.mu.Unlock()
			writeError(w, statusError(http.StatusServiceUnavailable, "the simulator is shutting down"))
			return
		}
		s.inflight.Add(1)
		s.mu.Unlock()
		defer s.inflight.Done()
		w.Header().Set(TimeScaleHeader, scale)
		mux.ServeHTTP(w, r)
	})
}

// unavailable reports why the server refuses work now: starting up, or inside an
// unhealthy window.
func (s *Server) unavailable() *apiError {
	if d := s.clock.Wall(s.opts.StartupDelay); d > 0 && time.Since(s.started) < d {
		return statusError(http.StatusServiceUnavailable, "simulated startup: the server is not ready yet")
	}
	if time.Now().UnixNano() < s.restartedUntil.Load() {
		return statusError(http.StatusServiceUnavailable, "simulated restart: the server is loading the model again")
	}
	if time.Now().UnixNano() < s.unhealthyUntil.Load() {
		return statusError(http.StatusInternalServerError, "simulated unhealthy window: the engine is dead (EngineDeadError)")
	}
	return nil
}

func (s *Server) health(w http.ResponseWriter, r *http.Request) {
	if e := s.unavailable(); e != nil {
		w.WriteHeader(http.StatusServiceUnavailable)
		return
	}
	w.WriteHeader(http.StatusOK)
}

// vllmVersion is the imitated vLLM release; an Options built without DefaultOptions
// imitates the current one.
func (s *Server) vllmVersion() metrics.Version {
	if s.opts.VLLMVersion == "" {
		return metrics.Current
	}
	return s.opts.VLLMVersion
}

func (s *Server) version(w http.ResponseWriter, r *http.Request) {
	v := "infergate-sim/" + Version
	if s.vllmVersion() != metrics.Current {
		// A run against an imitated old release must not look like a run against today's.
		v += " vllm/" + string(s.opts.VLLMVersion)
	}
	writeJSON(w, map[string]string{"version": v})
}

func (s *Server) models(w http.ResponseWriter, r *http.Request) {
	cfg := s.opts.Engine
	writeJSON(w, map[string]any{
		"object": "list",
		"data": []map[string]any{{
			"id":            cfg.Model,
			"object":        "model",
			"created":       s.created,
			"owned_by":      "vllm",
			"root":          cfg.Model,
			"parent":        nil,
			"max_model_len": cfg.MaxModelLen,
			"permission":    []any{},
		}},
	})
}

func (s *Server) info(w http.ResponseWriter, r *http.Request) {
	cfg := s.opts.Engine
	var faults []string
	if s.faults != nil {
		for _, f := range s.faults.Specs {
			faults = append(faults, f.String())
		}
	}
	c := cfg.Cost
	writeJSON(w, map[string]any{
		"version":                      Version,
		"preset":                       cfg.Preset,
		"model":                        cfg.Model,
		"time_scale":                   s.opts.TimeScale,
		"virtual_time_seconds":         s.clock.Now().Seconds(),
		"max_model_len":                cfg.MaxModelLen,
		"max_num_seqs":                 cfg.MaxNumSeqs,
		"max_num_batched_tokens":       cfg.MaxNumBatchedTokens,
		"long_prefill_token_threshold": cfg.LongPrefillTokenThreshold,
		"block_size":                   cfg.BlockSize,
		"num_gpu_blocks":               s.eng.NumBlocks(),
		"gpu_memory_utilization":       cfg.GPUMemUtil,
		"kv_cache_dtype":               cfg.KVCacheDtype,
		"enable_prefix_caching":        cfg.EnablePrefixCaching,
		"seed":                         cfg.Seed,
		"step_jitter":                  cfg.StepJitter,
		"quantization":                 cfg.Quantization,
		"num_speculative_tokens":       cfg.SpecTokens,
		"spec_acceptance":              cfg.SpecAcceptance,
		"tensor_parallel_size":         cfg.TensorParallel,
		"kv_offloading_size":           cfg.KVOffloadGiB,
		"pd_disagg_gbps":               cfg.PDTransferGbps,
		"gateway_delay_seconds":        s.opts.GatewayDelay.Seconds(),
		"gateway_chunk_delay_seconds":  s.opts.GatewayChunkDelay.Seconds(),
		"gateway_jitter":               s.opts.GatewayJitter,
		"max_waiting_queue":            s.opts.MaxWaitingQueue,
		"startup_delay_seconds":        s.opts.StartupDelay.Seconds(),
		"mean_output_tokens":           s.opts.MeanOutputTokens,
		"prompt_tokens_details":        s.opts.PromptTokensDetails,
		"vllm_version":                 s.vllmVersion(),
		"timelines":                    s.opts.Timelines,
		"faults":                       faults,
		"cost": map[string]any{
			"t0_seconds": c.T0, "tseq_seconds": c.TSeq, "weight_bytes": c.WeightBytes, "bw_weights": c.BWWeights,
			"flops_per_token": c.FLOPsPerTok, "flops_gemm": c.FLOPSGemm, "gemm_table": len(c.GemmTable) > 0,
			"attn_flops_per_pair": c.AttnFLOPsPerPair, "flops_attn": c.FLOPSAttn,
			"kv_bytes_per_token": c.KVBytesPerToken, "bw_kv": c.BWKV, "b0": c.B0,
			"fp8_decode_factor": c.FP8DecodeFactor, "fp8_prefill_factor": c.FP8PrefillFactor,
			"fp8_quant_per_token_seconds": c.FP8QuantPerTok, "fp8_step_overhead_seconds": c.FP8StepOverhead,
			"spec_draft_ratio": c.SpecDraftRatio, "allreduce_latency_seconds": c.AllReduceLatency,
			"allreduce_bw": c.AllReduceBW, "offload_bw": c.OffloadBW,
		},
		"running":  s.eng.Running(),
		"waiting":  s.eng.Waiting(),
		"kv_usage": s.eng.KVUsage(),
	})
}

// StartLocal builds a server from the default options, base (applied first, e.g. to set
// a responder) and a spec string such as INFERGATE_SIM (origin names it in errors), and
// serves it on a free loopback port. It is how the quality suite starts the embedded
// simulator.
func StartLocal(spec, origin string, base func(*Options)) (*Server, error) {
	s, err := build(spec, origin, base)
	if err != nil {
		return nil, err
	}
	if err := s.Listen("127.0.0.1:0"); err != nil {
		return nil, err
	}
	return s, nil
}

// StartInMemory is StartLocal on a PipeListener instead of a port: the server's URL is
// http://embedded-simulator, reachable only by dialing through the returned listener.
// It is how the gate starts the embedded simulator, so that no socket sits between
// the engine and the client measuring it (see PipeListener). Until Close it also sets
// the garbage collector to EmbeddedGCPercent, unless GOGC is set.
func StartInMemory(spec, origin string, base func(*Options)) (*Server, *PipeListener, error) {
	s, err := build(spec, origin, base)
	if err != nil {
		return nil, nil, err
	}
	ln := NewPipeListener()
	if err := s.Start(ln); err != nil {
		ln.Close()
		return nil, nil, err
	}
	if os.Getenv("GOGC") == "" {
		prev := debug.SetGCPercent(EmbeddedGCPercent)
		s.onClose = append(s.onClose, func() { debug.SetGCPercent(prev) })
	}
	return s, ln, nil
}

// EmbeddedGCPercent is the garbage collector's target while StartInMemory's server
// runs, unless GOGC is set. The simulator in the process shares the client's heap, so
// its garbage starts collections whose mark phase takes CPU from the delivery of an
// engine step: at 256 streams one such step held the client's ITL p99 error above
// 5 ms in a third of short runs at the default of 100, and in none of ten at 400
// (TestTimingAccuracyAt256Streams). A separate server process would not do that to its
// client; collecting a quarter as often comes closest. The heap grows up to 5× the
// live heap, tens of MB for the simulator.
const EmbeddedGCPercent = 400

func build(spec, origin string, base func(*Options)) (*Server, error) {
	opts := DefaultOptions()
	if base != nil {
		base(&opts)
	}
	if err := opts.ParseSpec(spec, origin); err != nil {
		return nil, err
	}
	return NewServer(opts)
}
