package scrape

import (
	"fmt"
	"math"
)

// EngineShareUnavailable starts the reason of every engine figure of a TTFTSplit that
// cannot be given, and so of the front end's share: a reader (and a plan's verdict)
// can tell at once that the split, not the client's TTFT, is what is missing.
const EngineShareUnavailable = "engine share unavailable: "

// TTFTSplit is a cell's client TTFT decomposed into the engine's share and the front
// end's. A client measures TTFT from its send; vLLM measures it from when its front end
// received the request (the request's arrival_time), so its histogram leaves out the
// network, any gateway or load balancer, and the HTTP and SSE handling on both ends.
// Teams need the two apart: an upgrade that moves the gateway's share is a different
// problem from one that moves the engine's.
//
// Every figure is a mean in seconds (simulated seconds against a simulator, as the
// client's samples are), over the same requests:
//
//   - Client is the mean of the client's TTFT samples: the requests that ended ok.
//   - Engine is vLLM's mean TTFT over the cell: Δsum / Δcount of
//     vllm:time_to_first_token_seconds between the snapshots before and after each
//     trial, pooled over trials (Σ Δsum / Σ Δcount). It is exact: no bucket enters it.
//   - Queue and Prefill are the means of vllm:request_queue_time_seconds (arrival →
//     first scheduled) and vllm:request_prefill_time_seconds (first scheduled → first
//     token) the same way, where the server exports them; with Engine they say where
//     the engine spent its share (what Engine has beyond their sum is the front end's
//     own processing inside vLLM: tokenisation, the trip to the engine core).
//   - FrontEnd is Client − Engine: network, gateway, tokenisation and queueing in
//     front of vLLM. Both means are over the same requests, so it is the exact mean of
//     the per-request differences, though no request's own difference is known.
//
// The means are only over the same requests when vLLM counted exactly the requests the
// client measured: in every trial, the histogram's Δcount must equal the number of the
// client's TTFT samples. When it does not — other traffic reached the server during
// the cell (another client, a second shard's generator), or requests got a first
// token and then failed, which the engine counts and the client's latencies leave out
// — the figure is unavailable with a reason giving both counts, never a mean over
// different requests. Warm-up requests are sent before the first snapshot and so are
// in neither. A server without the histogram (Ollama has no /metrics at all; vLLM
// with --disable-log-stats exports none) makes Engine, and so FrontEnd, unavailable
// with a reason that starts with EngineShareUnavailable and says why; Queue and
// Prefill follow the same rules on their own, their reasons starting "queue phase
// unavailable: " and "prefill phase unavailable: ".
//
// EngineP50 and EngineP95 are the engine TTFT's median and 95th percentile
// interpolated from the pooled Δbuckets by Histogram.Quantile, PromQL's
// histogram_quantile: the rank q × count is found in the first bucket whose
// cumulative count reaches it and interpolated linearly between that bucket's lower
// and upper bound. They are estimates, off by up to the width of that bucket (vLLM's
// TTFT buckets are 0.1, 0.25, 0.5, 0.75, 1, 2.5 s, …), so they are shown, never gated.
type TTFTSplit struct {
	// Requests is the number of client TTFT samples behind Client, and, when Engine
	// is available, vLLM's count behind it too.
	Requests int
	Client   Value
	Engine   Value
	Queue    Value
	Prefill  Value
	FrontEnd Value
	// EngineP50 and EngineP95 are bucket-interpolated estimates (see the type's doc).
	EngineP50, EngineP95 Value
}

// SplitTTFT decomposes a cell's TTFT (see TTFTSplit): client holds each trial's client
// TTFT samples in seconds (the requests that ended ok), trials the server's view of
// the same trials, in the same order, as Summarize made them.
func SplitTTFT(client [][]float64, trials []Cell) TTFTSplit {
	s := TTFTSplit{}
	sum := 0.0
	for _, xs := range client {
		s.Requests += len(xs)
		for _, x := range xs {
			sum += x
		}
	}
	src := "mean client TTFT of the requests that ended ok"
	if s.Requests == 0 {
		s.Client = unavailable(src, "no request of the cell ended ok")
	} else {
		s.Client = available(sum/float64(s.Requests), src)
	}
	var pooled Histogram
	s.Engine, pooled = poolMean(client, trials, MetricTTFT, EngineShareUnavailable, func(c Cell) Distribution { return c.TTFT })
	s.Queue, _ = poolMean(client, trials, MetricQueueTime, "queue phase unavailable: ", func(c Cell) Distribution { return c.QueueTime })
	s.Prefill, _ = poolMean(client, trials, MetricPrefillTime, "prefill phase unavailable: ", func(c Cell) Distribution { return c.PrefillTime })
	for _, q := range []struct {
		v *Value
		q float64
	}{{&s.EngineP50, 0.5}, {&s.EngineP95, 0.95}} {
		if !s.Engine.OK {
			*q.v = Value{Reason: s.Engine.Reason, Source: fmt.Sprintf("histogram_quantile(%g, %s)", q.q, s.Engine.Source)}
			continue
		}
		*q.v = pooled.Quantile(q.q)
	}
	src = "mean client TTFT − mean engine TTFT (" + s.Engine.Source + ")"
	switch {
	case !s.Engine.OK:
		s.FrontEnd = Value{Reason: s.Engine.Reason, Source: src}
	case !s.Client.OK:
		s.FrontEnd = Value{Reason: s.Client.Reason, Source: src}
	default:
		s.FrontEnd = available(s.Client.V-s.Engine.V, src)
	}
	return s
}

// poolMean is the mean of the histogram name over the trials' deltas (Σ Δsum / Σ
// Δcount), available only when every trial's Δcount equals its client sample count,
// with the pooled Δbuckets (nil when the trials' layouts differ). An unavailable
// mean's reason starts with what.
func poolMean(client [][]float64, trials []Cell, name, what string, get func(Cell) Distribution) (Value, Histogram) {
	src := "Δsum / Δcount of " + name + " over the cell"
	fail := func(format string, args ...any) (Value, Histogram) {
		return unavailable(src, what+format, args...), Histogram{}
	}
	switch {
	case len(trials) == 0:
		return fail("no /metrics snapshots of the cell")
	case len(trials) != len(client):
		return fail("%d trials measured by the client but %d /metrics views of them", len(client), len(trials))
	}
	var pooled Histogram
	for i, c := range trials {
		d := get(c)
		trial := ""
		if len(trials) > 1 {
			trial = fmt.Sprintf("trial %d: ", i+1)
		}
		if !d.Observations.OK {
			return fail("%s%s", trial, d.Observations.Reason)
		}
		if n := len(client[i]); d.Count != float64(n) {
			return fail("%s%s counted %s requests over the cell, the client measured %d that ended ok: "+
				"the means would not be over the same requests (other traffic on the server during the cell, "+
				"or requests that failed after their first token)", trial, name, fmtCount(d.Count), n)
		}
		pooled = addHistogram(pooled, d.Histogram, i == 0)
		pooled.Source = d.Source
	}
	if !(pooled.Count > 0) {
		return fail("%s counted no requests over the cell", name)
	}
	return available(pooled.Sum/pooled.Count, src+" ("+pooled.Source+")"), pooled
}

// addHistogram adds h to the running total; differing bucket layouts (a server
// restarted with other buckets between trials) drop the buckets, not the sum and count.
func addHistogram(total, h Histogram, first bool) Histogram {
	switch {
	case first:
		total.Buckets = append([]Bucket(nil), h.Buckets...)
	case total.Buckets != nil && sameBounds(total.Buckets, h.Buckets):
		for i := range h.Buckets {
			total.Buckets[i].Count += h.Buckets[i].Count
		}
	default:
		total.Buckets = nil
	}
	total.Count += h.Count
	total.Sum += h.Sum
	return total
}

// fmtCount writes a histogram count: an integer as such, anything else with %g.
func fmtCount(x float64) string {
	if x == math.Trunc(x) && math.Abs(x) < 1e15 {
		return fmt.Sprintf("%.0f", x)
	}
	return fmt.Sprintf("%g", x)
}
