package loadgen

import (
	"fmt"
	"math"
	"math/rand/v2"
	"time"
)

// Constant returns n arrivals at a fixed rate (requests per second): gaps of 1/rate,
// the first at 1/rate, so the last lands at n/rate.
func Constant(n int, rate float64) ([]time.Duration, error) {
	return Gamma(n, rate, math.Inf(1), 0)
}

// Poisson returns n arrivals of a Poisson process at rate: exponential gaps
// (gamma with burstiness 1).
func Poisson(n int, rate float64, seed uint64) ([]time.Duration, error) {
	return Gamma(n, rate, 1, seed)
}

// Gamma returns n arrival offsets as `vllm bench serve --request-rate rate
// --burstiness k` makes them: gaps drawn from Gamma(shape=k, scale=1/(rate·k)) — mean
// 1/rate, coefficient of variation 1/√k; k=1 is Poisson, k<1 burstier, k=+Inf constant —
// then the cumulative schedule rescaled so that the last arrival lands exactly at n/rate
// (vLLM PR #21108). Like vLLM, the first request also waits its own first gap.
func Gamma(n int, rate, burstiness float64, seed uint64) ([]time.Duration, error) {
	if n < 0 {
		return nil, fmt.Errorf("arrivals: %d requests: must be >= 0", n)
	}
	if !(rate > 0) || math.IsInf(rate, 0) {
		return nil, fmt.Errorf("arrivals: rate %g/s: must be a finite value > 0", rate)
	}
	if !(burstiness > 0) {
		return nil, fmt.Errorf("arrivals: burstiness %g: must be > 0 (1 is Poisson, +Inf constant)", burstiness)
	}
	out := make([]time.Duration, n)
	if n == 0 {
		return out, nil
	}
	rng := rand.New(rand.NewPCG(seed, 0xa441))
	cum := make([]float64, n)
	total := 0.0
	for i := range n {
		// The gaps are drawn at scale 1: the rescaling below sets the schedule's scale,
		// so the 1/(rate·k) of vLLM's draw would only be divided out again.
		gap := 1.0
		if !math.IsInf(burstiness, 1) {
			gap = gammaSample(rng, burstiness)
		}
		total += gap
		cum[i] = total
	}
	scale := 1.0
	if total > 0 {
		scale = float64(n) / rate / total
	}
	for i, c := range cum {
		out[i] = time.Duration(c * scale * 1e9)
	}
	return out, nil
}

// Segment is one stretch of a rate series: Rate requests per second for Duration.
type Segment struct {
	Rate       float64
	Duration   time.Duration
	Burstiness float64 // 0 means 1 (Poisson)
}

// Series returns the arrivals of consecutive segments (a base rate, a spike, the base
// again): each segment gets round(Rate·Duration) gamma arrivals spread over its own
// span, offset by the segments before it.
func Series(segments []Segment, seed uint64) ([]time.Duration, error) {
	var out []time.Duration
	var start time.Duration
	for i, s := range segments {
		if s.Duration <= 0 {
			return nil, fmt.Errorf("arrivals: segment %d: duration %v: must be > 0", i, s.Duration)
		}
		k := s.Burstiness
		if k == 0 {
			k = 1
		}
		n := int(math.Round(s.Rate * s.Duration.Seconds()))
		offs, err := Gamma(n, s.Rate, k, seed+uint64(i)*0x9e3779b9)
		if err != nil {
			return nil, fmt.Errorf("arrivals: segment %d: %w", i, err)
		}
		// Gamma ends exactly at n/rate, which may differ from Duration by rounding;
		// squeeze into the segment so segments never overlap.
		span := time.Duration(float64(n) / s.Rate * 1e9)
		for _, o := range offs {
			if span > s.Duration {
				o = time.Duration(float64(o) * float64(s.Duration) / float64(span))
			}
			out = append(out, start+o)
		}
		start += s.Duration
	}
	return out, nil
}

// gammaSample draws Gamma(shape k, scale 1) by Marsaglia and Tsang, with the usual
// boost for k < 1.
func gammaSample(rng *rand.Rand, k float64) float64 {
	if k < 1 {
		u := rng.Float64()
		for u == 0 {
			u = rng.Float64()
		}
		return gammaSample(rng, k+1) * math.Pow(u, 1/k)
	}
	d := k - 1.0/3
	c := 1 / math.Sqrt(9*d)
	for {
		x := rng.NormFloat64()
		v := 1 + c*x
		if v <= 0 {
			continue
		}
		v = v * v * v
		u := rng.Float64()
		if u < 1-0.0331*x*x*x*x || math.Log(u) < 0.5*x*x+d*(1-v+math.Log(v)) {
			return d * v
		}
	}
}
