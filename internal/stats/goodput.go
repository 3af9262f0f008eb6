package stats

import (
	"fmt"
	"math/bits"
	"time"
)

// SLO is the per-request service level that makes a request "good", as given to
// `vllm bench serve --goodput ttft:… tpot:… e2el:…`. A zero field is not set and does
// not constrain; negative fields are invalid. (vLLM accepts an explicit 0 ms, which no
// request can meet; here 0 means "not set".)
//
// TTFO, the time to first output token, is the gate's addition for reasoning models,
// whose first token is thinking a user does not see: setting it instead of TTFT makes
// the answer's first token the one goodput waits for (both may be set).
type SLO struct {
	TTFT, TTFO, TPOT, E2EL time.Duration
}

// Outcome is what goodput needs to know about one request that was sent.
type Outcome struct {
	// OK is false for a failed request (HTTP error, transport error, mid-stream error,
	// truncated stream, timeout). Failed requests are never good.
	OK bool
	// TTFT and E2EL are the request's time to first token and end-to-end latency.
	TTFT, E2EL time.Duration
	// TTFO is the time to its first output token (the answer's, after any
	// thinking); HasTTFO is false when the request streamed no answer text, which
	// never meets a TTFO SLO.
	TTFO    time.Duration
	HasTTFO bool
	// OutputTokens is the number of generated tokens (usage.completion_tokens).
	OutputTokens int
}

// TPOT returns the request's time per output token as vLLM computes it for goodput:
// (E2EL − TTFT)/(OutputTokens − 1) when OutputTokens > 1, else 0 (vLLM's all_tpots entry
// for a request with at most one output token). The quotient is truncated to whole
// nanoseconds; Goodput compares against the SLO without that truncation.
func (o Outcome) TPOT() time.Duration {
	if o.OutputTokens <= 1 {
		return 0
	}
	return (o.E2EL - o.TTFT) / time.Duration(o.OutputTokens-1)
}

// Meets reports whether o is a good request under s, vLLM's rule: o succeeded and every
// SLO that is set is met inclusively — TTFT ≤ s.TTFT, TTFO ≤ s.TTFO, TPOT ≤ s.TPOT,
// E2EL ≤ s.E2EL — with TPOT as Outcome.TPOT defines it but compared exactly, as
// E2EL − TTFT ≤ s.TPOT·(OutputTokens − 1). A request without an output token never
// meets a TTFO SLO: its user never saw an answer start. With no SLO set, every
// successful request is good.
func (s SLO) Meets(o Outcome) bool {
	if !o.OK {
		return false
	}
	if s.TTFT > 0 && o.TTFT > s.TTFT {
		return false
	}
	if s.TTFO > 0 && (!o.HasTTFO || o.TTFO > s.TTFO) {
		return false
	}
	if s.E2EL > 0 && o.E2EL > s.E2EL {
		return false
	}
	if s.TPOT > 0 && o.OutputTokens > 1 {
		decode := o.E2EL - o.TTFT
		if decode > 0 {
			// decode ≤ TPOT·(out−1), in 128-bit arithmetic so the product cannot overflow.
			hi, lo := bits.Mul64(uint64(s.TPOT), uint64(o.OutputTokens-1))
			if hi == 0 && lo < uint64(decode) {
				return false
			}
		}
	}
	return true
}

// GoodputResult counts good requests and turns them into vLLM's goodput figures.
type GoodputResult struct {
	// Good is the number of successful requests that met every SLO; Completed the
	// number of successful requests; Total the number of requests sent, failed included.
	Good, Completed, Total int
	// PerSecond is Good / duration in seconds: vLLM's request_goodput. Failed requests do
	// not enter it except by not being good.
	PerSecond float64
	// PerHour is PerSecond · 3600.
	PerHour float64
	// Ratio is Good / Total: the share of all requests sent that were good, so failures
	// count against it.
	Ratio float64
}

// Goodput applies slo to every outcome (SLO.Meets) over a benchmark that lasted duration
// (vLLM's dur_s: from the first scheduled arrival to the end of the last request).
// An empty outs is an error wrapping ErrNoSamples; a non-positive duration or a negative
// SLO field is an error.
func Goodput(outs []Outcome, slo SLO, duration time.Duration) (GoodputResult, error) {
	if len(outs) == 0 {
		return GoodputResult{}, fmt.Errorf("goodput: %w", ErrNoSamples)
	}
	if duration <= 0 {
		return GoodputResult{}, fmt.Errorf("goodput: duration %v is not positive", duration)
	}
	if slo.TTFT < 0 || slo.TTFO < 0 || slo.TPOT < 0 || slo.E2EL < 0 {
		return GoodputResult{}, fmt.Errorf("goodput: negative slo %+v", slo)
	}
	r := GoodputResult{Total: len(outs)}
	for _, o := range outs {
		if o.OK {
			r.Completed++
		}
		if slo.Meets(o) {
			r.Good++
		}
	}
	r.PerSecond = float64(r.Good) / duration.Seconds()
	r.PerHour = r.PerSecond * 3600
	r.Ratio = float64(r.Good) / float64(r.Total)
	return r, nil
}

// Throughput holds vLLM's throughput figures, all per second of benchmark duration and
// over successful requests only.
type Throughput struct {
	// Requests is completed / duration: vLLM's request_throughput.
	Requests float64
	// OutputTokens is Σ output tokens / duration: vLLM's output_throughput.
	OutputTokens float64
	// TotalTokens is (Σ input + Σ output tokens) / duration: vLLM's
	// total_token_throughput.
	TotalTokens float64
}

// Rates divides the totals of the successful requests — their count and their summed
// input (prompt) and output tokens — by the benchmark duration, as vLLM's
// calculate_metrics does. Zero completed requests over a valid duration is a measured
// rate of 0, not an error. A non-positive duration or negative count is an error.
func Rates(completed, inputTokens, outputTokens int, duration time.Duration) (Throughput, error) {
	if duration <= 0 {
		return Throughput{}, fmt.Errorf("rates: duration %v is not positive", duration)
	}
	if completed < 0 || inputTokens < 0 || outputTokens < 0 {
		return Throughput{}, fmt.Errorf("rates: negative count (completed %d, input tokens %d, output tokens %d)",
			completed, inputTokens, outputTokens)
	}
	s := duration.Seconds()
	return Throughput{
		Requests:     float64(completed) / s,
		OutputTokens: float64(outputTokens) / s,
		TotalTokens:  (float64(inputTokens) + float64(outputTokens)) / s,
	}, nil
}
