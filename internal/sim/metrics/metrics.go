package metrics

import (
	"math"
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"github.com/prometheus/common/expfmt"

	"github.com/infergate/infergate/internal/sim/engine"
)

// engineIndex is the value of the engine label. The simulator is one engine core,
// which vLLM numbers "0".
const engineIndex = "0"

// finishError is vLLM's FinishReason.ERROR. The engine never reports it today, but
// vLLM pre-creates a request_success series for every reason, so a scrape shows it.
const finishError = "error"

// Bucket layouts, copied from vLLM's PrometheusStatLogger so that histogram_quantile
// over the simulator's series interpolates exactly as over a real server's.
var (
	iterationTokensBuckets = []float64{1, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384}
	ttftBuckets            = []float64{
		0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1, 0.25, 0.5, 0.75,
		1.0, 2.5, 5.0, 7.5, 10.0, 20.0, 40.0, 80.0, 160.0, 640.0, 2560.0,
	}
	// itlBuckets also serves request_time_per_output_token_seconds, as in vLLM.
	itlBuckets = []float64{
		0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75,
		1.0, 2.5, 5.0, 7.5, 10.0, 20.0, 40.0, 80.0,
	}
	requestLatencyBuckets = []float64{
		0.3, 0.5, 0.8, 1.0, 1.5, 2.0, 2.5, 5.0, 10.0, 15.0, 20.0, 30.0,
		40.0, 50.0, 60.0, 120.0, 240.0, 480.0, 960.0, 1920.0, 7680.0,
	}
)

// Metrics is the simulator's /metrics: it implements engine.Observer, turning the
// engine's step and request statistics into vLLM's series, and serves them with Handler.
//
// Every series is resolved to its label values once, in New, so the observer methods
// only touch atomics: ObserveStep runs once per virtual engine step, which in
// virtual-time tests means up to ~100k calls per second. Observer methods and scrapes
// may run concurrently.
type Metrics struct {
	reg     *prometheus.Registry
	handler http.Handler

	// Scheduler state, set from every step.
	running, waiting, kvUsage prometheus.Gauge

	// Per-step counters. prefixInBlocks counts the prefix cache in blocks (Version V085).
	prefixQueries, prefixHits, preemptions prometheus.Counter
	promptTokens, generationTokens         prometheus.Counter
	prefixInBlocks                         bool

	// request_success by finished_reason: the known reasons are pre-resolved, anything
	// else goes through the vector (allocating, but no engine reason does).
	successStop, successLength, successAbort, successError prometheus.Counter
	success                                                *prometheus.CounterVec
	model                                                  string

	// Per-step histograms.
	iterationTokens, ttft, itl prometheus.Observer

	// Per-request histograms; tpot is nil where the version has none.
	tpot, e2e, queue, prefill, decode, inference prometheus.Observer
	promptLen, generationLen, maxTokens          prometheus.Observer
}

var _ engine.Observer = (*Metrics)(nil)

// New builds the registry of today's vLLM (Current) for an engine with configuration
// cfg; see NewVersion.
func New(cfg engine.Config) *Metrics { return NewVersion(cfg, Current) }

// NewVersion builds the registry for an engine with configuration cfg as vLLM release
// v exports it (an unknown v is Current). Every series exists from the start
// (histograms empty, counters at 0, request_success at 0 for stop, length, abort and
// error) so that a scrape before any traffic already shows the full set, as on a
// freshly started vLLM. The model_name label is cfg.Model.
func NewVersion(cfg engine.Config, v Version) *Metrics {
	d := v.dialect()
	m := &Metrics{reg: prometheus.NewRegistry(), model: cfg.Model, prefixInBlocks: d.prefixInBlocks}
	labels := []string{"model_name", "engine"}
	values := []string{cfg.Model, engineIndex}

	gauge := func(name, help string) prometheus.Gauge {
		v := prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: name, Help: help}, labels)
		m.reg.MustRegister(v)
		return v.WithLabelValues(values...)
	}
	counter := func(name, help string) prometheus.Counter {
		v := prometheus.NewCounterVec(prometheus.CounterOpts{Name: name, Help: help}, labels)
		m.reg.MustRegister(v)
		return v.WithLabelValues(values...)
	}
	histogram := func(name, help string, buckets []float64) prometheus.Observer {
		v := prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: name, Help: help, Buckets: buckets}, labels)
		m.reg.MustRegister(v)
		return v.WithLabelValues(values...)
	}

	m.running = gauge("vllm:num_requests_running", "Number of requests in model execution batches.")
	m.waiting = gauge("vllm:num_requests_waiting", "Number of requests waiting to be processed.")
	m.kvUsage = gauge(d.kvUsage, d.kvUsageHelp)

	m.prefixQueries = counter(d.prefixQueries, d.prefixQueriesHelp)
	m.prefixHits = counter(d.prefixHits, d.prefixHitsHelp)
	m.preemptions = counter("vllm:num_preemptions_total", "Cumulative number of preemption from the engine.")
	m.promptTokens = counter("vllm:prompt_tokens_total", "Number of prefill tokens processed.")
	m.generationTokens = counter("vllm:generation_tokens_total", "Number of generation tokens processed.")

	m.success = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "vllm:request_success_total",
		Help: "Count of successfully processed requests.",
	}, append(labels[:len(labels):len(labels)], "finished_reason"))
	m.reg.MustRegister(m.success)
	m.successStop = m.success.WithLabelValues(cfg.Model, engineIndex, engine.FinishStop)
	m.successLength = m.success.WithLabelValues(cfg.Model, engineIndex, engine.FinishLength)
	m.successAbort = m.success.WithLabelValues(cfg.Model, engineIndex, engine.FinishAbort)
	m.successError = m.success.WithLabelValues(cfg.Model, engineIndex, finishError)

	tokens := build125Buckets(cfg.MaxModelLen)
	m.promptLen = histogram("vllm:request_prompt_tokens", "Number of prefill tokens processed.", tokens)
	m.generationLen = histogram("vllm:request_generation_tokens", "Number of generation tokens processed.", tokens)
	m.maxTokens = histogram("vllm:request_params_max_tokens", "Histogram of the max_tokens request parameter.", tokens)
	m.iterationTokens = histogram("vllm:iteration_tokens_total", "Histogram of number of tokens per engine_step.", iterationTokensBuckets)

	m.ttft = histogram("vllm:time_to_first_token_seconds", "Histogram of time to first token in seconds.", ttftBuckets)
	m.itl = histogram(d.itl, d.itlHelp, itlBuckets)
	if d.requestTPOT {
		m.tpot = histogram("vllm:request_time_per_output_token_seconds", "Histogram of time_per_output_token_seconds per request.", itlBuckets)
	}
	m.e2e = histogram("vllm:e2e_request_latency_seconds", "Histogram of e2e request latency in seconds.", requestLatencyBuckets)
	m.queue = histogram("vllm:request_queue_time_seconds", "Histogram of time spent in WAITING phase for request.", requestLatencyBuckets)
	m.inference = histogram("vllm:request_inference_time_seconds", "Histogram of time spent in RUNNING phase for request.", requestLatencyBuckets)
	m.prefill = histogram("vllm:request_prefill_time_seconds", "Histogram of time spent in PREFILL phase for request.", requestLatencyBuckets)
	m.decode = histogram("vllm:request_decode_time_seconds", "Histogram of time spent in DECODE phase for request.", requestLatencyBuckets)

	// vLLM emulates an Info metric with a gauge fixed at 1 whose labels are the
	// CacheConfig fields (CacheConfig.metrics_info), printed as Python's str() would; a
	// gate reads cache_dtype and enable_prefix_caching from it to check how the server
	// under test was started. vLLM sets no model_name on it; since the engine label came
	// in (after 0.8), it carries the engine index too. The simulator shows the fields a
	// reader of this gauge looks at, not all of CacheConfig's.
	infoLabels := prometheus.Labels{
		"block_size":               strconv.Itoa(cfg.BlockSize),
		"cache_dtype":              string(cfg.KVCacheDtype),
		"enable_prefix_caching":    pyBool(cfg.EnablePrefixCaching),
		"gpu_memory_utilization":   pyFloat(cfg.GPUMemUtil),
		"num_gpu_blocks":           strconv.Itoa(cfg.GPUBlocks()),
		"prefix_caching_hash_algo": d.prefixCachingHashAlgo,
	}
	if d.cacheConfigEngine {
		infoLabels["engine"] = engineIndex
	}
	info := prometheus.NewGauge(prometheus.GaugeOpts{
		Name:        "vllm:cache_config_info",
		Help:        "Information of the LLMEngine CacheConfig",
		ConstLabels: infoLabels,
	})
	info.Set(1)
	m.reg.MustRegister(info)

	m.handler = promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{
		// prometheus_client only speaks text (and OpenMetrics on request); offering
		// client_golang's default protobuf would hand a Prometheus scraper a format
		// that a vLLM server never sends.
		AcceptedFormats: []expfmt.Format{expfmt.FmtText},
	})
	return m
}

// ObserveStep records one committed engine step: the scheduler gauges, the per-step
// counters, the step's token count and the TTFTs and inter-token gaps it produced.
// It does not allocate.
func (m *Metrics) ObserveStep(s *engine.StepStats) {
	m.running.Set(float64(s.Running))
	m.waiting.Set(float64(s.Waiting))
	m.kvUsage.Set(s.KVUsage)

	if m.prefixInBlocks {
		add(m.prefixQueries, s.PrefixQueryBlocks)
		add(m.prefixHits, s.PrefixHitBlocks)
	} else {
		add(m.prefixQueries, s.PrefixQueries)
		add(m.prefixHits, s.PrefixHits)
	}
	add(m.preemptions, s.Preemptions)
	add(m.promptTokens, s.PromptTokens)
	add(m.generationTokens, s.GenerationTokens)

	// A step that scheduled nothing ran no forward pass; counting it would pile
	// phantom iterations into the lowest bucket.
	if s.Shape.Tokens > 0 {
		m.iterationTokens.Observe(float64(s.Shape.Tokens))
	}
	for _, d := range s.TTFTs {
		m.ttft.Observe(d.Seconds())
	}
	for _, d := range s.ITLs {
		m.itl.Observe(d.Seconds())
	}
}

// ObserveFinish records one finished or aborted request: request_success by its
// finish reason, its token counts and the phase intervals whose endpoints exist.
func (m *Metrics) ObserveFinish(r *engine.RequestStats) {
	m.successCounter(r.Finish).Inc()

	m.promptLen.Observe(float64(r.PromptTokens))
	m.generationLen.Observe(float64(r.OutputTokens))
	// vLLM skips a falsy max_tokens_param too; here 0 means the caller did not say.
	if r.MaxTokens > 0 {
		m.maxTokens.Observe(float64(r.MaxTokens))
	}

	// A time of −1 means the event never happened (an abort while queued, or before
	// the first token). vLLM would subtract its zero timestamps and observe nonsense;
	// the simulator leaves such intervals out instead.
	interval(m.e2e, r.Arrival, r.LastToken)
	interval(m.queue, r.Arrival, r.FirstScheduled)
	interval(m.prefill, r.FirstScheduled, r.FirstToken)
	interval(m.decode, r.FirstToken, r.LastToken)
	interval(m.inference, r.FirstScheduled, r.LastToken)

	// The per-request TPOT is derived from the decode interval, so it too needs a
	// first and a last token. With a single token vLLM reports 0.
	if m.tpot != nil && r.FirstToken >= 0 && r.LastToken >= r.FirstToken {
		tpot := 0.0
		if r.OutputTokens > 1 {
			tpot = (r.LastToken - r.FirstToken).Seconds() / float64(r.OutputTokens-1)
		}
		m.tpot.Observe(tpot)
	}
}

// Handler serves the registry in the Prometheus text format 0.0.4 (content type
// "text/plain; version=0.0.4"), whatever the Accept header asks for, as vLLM does.
func (m *Metrics) Handler() http.Handler { return m.handler }

// MetricLost is the simulator's own counter of the virtual seconds its engine skipped
// because the machine running it fell behind the wall clock (engine.Engine.Lost).
// vLLM has no such series; a gate reads it to tell a slow machine from a slow
// deployment.
const MetricLost = "infergate_sim_lost_seconds_total"

// TrackLost exports lost, read at each scrape, as MetricLost with the labels of the
// engine's other series.
func (m *Metrics) TrackLost(lost func() time.Duration) {
	m.reg.MustRegister(prometheus.NewCounterFunc(prometheus.CounterOpts{
		Name:        MetricLost,
		Help:        "Simulated seconds the engine skipped because the machine running it fell behind the wall clock (not a vLLM metric).",
		ConstLabels: prometheus.Labels{"model_name": m.model, "engine": engineIndex},
	}, func() float64 { return lost().Seconds() }))
}

// Registry is the registry behind Handler, for callers that gather in-process (tests,
// or a server that merges it with its own HTTP metrics).
func (m *Metrics) Registry() *prometheus.Registry { return m.reg }

func (m *Metrics) successCounter(reason string) prometheus.Counter {
	switch reason {
	case engine.FinishStop:
		return m.successStop
	case engine.FinishLength:
		return m.successLength
	case engine.FinishAbort:
		return m.successAbort
	case finishError:
		return m.successError
	}
	return m.success.WithLabelValues(m.model, engineIndex, reason)
}

// add adds n to c. Counter.Add panics on a negative value, and the simulator must not
// crash a test over a metric; a zero add is skipped because it is still an atomic op.
func add(c prometheus.Counter, n int) {
	if n > 0 {
		c.Add(float64(n))
	}
}

// interval observes to−from in seconds when both endpoints happened (are ≥ 0) and are
// in order.
func interval(o prometheus.Observer, from, to time.Duration) {
	if from >= 0 && to >= from {
		o.Observe((to - from).Seconds())
	}
}

// build125Buckets is vLLM's build_1_2_5_buckets: 1, 2, 5, 10, 20, 50, … up to and
// including max. For max < 1 (a config engine.Config.Validate rejects) it is empty,
// and client_golang then falls back to its default buckets.
func build125Buckets(max int) []float64 {
	var b []float64
	for p := 1; ; p *= 10 {
		for _, mant := range [...]int{1, 2, 5} {
			v := mant * p
			if v > max {
				return b
			}
			b = append(b, float64(v))
		}
	}
}

// pyBool prints b as Python's str(bool) does.
func pyBool(b bool) string {
	if b {
		return "True"
	}
	return "False"
}

// pyFloat prints f as Python's str(float) (repr) does: the shortest round-trip
// digits, always with a decimal point or exponent ("1.0", not "1"), and scientific
// notation only outside [1e-4, 1e16).
func pyFloat(f float64) string {
	switch {
	case math.IsNaN(f):
		return "nan"
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	}
	if a := math.Abs(f); a != 0 && (a < 1e-4 || a >= 1e16) {
		// Go's shortest 'e' form matches Python's: "1e-05", "1.5e+16".
		return strconv.FormatFloat(f, 'e', -1, 64)
	}
	s := strconv.FormatFloat(f, 'f', -1, 64)
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			return s
		}
	}
	return s + ".0"
}
