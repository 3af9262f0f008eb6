package cost

import (
	"math"

	"github.com/infergate/infergate/internal/plan"
)

// LoadKind is the arrival process of a cell, which sets how serially correlated its
// latencies are (the default design effects) and how its requests turn into traffic
// time.
type LoadKind string

// The kinds of load a plan's cell may run.
const (
	// Closed is a closed loop: concurrency users, each sending its next request when
	// its last one ended.
	Closed LoadKind = "closed loop"
	// Open is an open loop at a fixed rate.
	Open LoadKind = "open loop"
	// Share is an open loop at a share of the workload's measured capacity.
	Share LoadKind = "capacity share"
	// Replay is an open loop that replays a recorded trace.
	Replay LoadKind = "replay"
)

// kindOf returns the kind of load l.
func kindOf(l plan.Load) LoadKind {
	switch {
	case l.Replay != nil:
		return Replay
	case l.Closed():
		return Closed
	case l.Capacity > 0:
		return Share
	}
	return Open
}

// DefaultDesignEffect returns the design effect D a percentile of metric is assumed
// to have under a load of kind when no pilot run measured it, and whether the table
// has one (metrics judged as independent samples, dispatch_lag, have D = 1 and are
// not in it). gapsPerRequest is the mean number of inter-token gaps per request (the
// workload's mean output − 1): the inter-token latencies' D grows with it, because
// the gaps of one request are alike, so their default is a factor per gap.
//
// The defaults sit near the upper end (about the 90th percentile, rounded up) of
// what the simulator showed: stats.SeriesPercentile's Inflation at p(95) and p(99)
// on every cell of the four quick-scale runs of the default plan on the embedded
// simulator in results/*.json and results/test/*.json (4 runs × 6 cells per kind ×
// 2 percentiles = 48 figures per entry; low is the closed loop of 4 users, normal
// the open loop at 2/s, peak the open loop at 0.9 × capacity), printed by
// TestMeasureDesignEffects (INFERGATE_COST_RESULTS=$PWD/results go test
// ./internal/cost -run Measure -v). The closed and open cells had only 30 requests
// each (6 batches of 5), so their figures are coarse; the peak cells 46–612. Measured
// D, minimum / median / 90th percentile / maximum, and the default:
//
//	              closed loop                   open loop                     capacity share
//	ttft          1.3 / 3.2 / 3.7 / 5.2  → 4     1.3 / 1.8 / 3.2 / 3.2  → 3.5   1.7 / 4.6 / 7.4 / 39   → 7.5
//	e2el          1.3 / 1.6 / 1.6 / 3.2  → 2     1.3 / 2.3 / 4.2 / 6.1  → 4.5   2.4 / 6.7 / 9.5 / 17   → 10
//	tpot          1.3 / 2.8 / 5.2 / 7.1  → 5.5   2.3 / 4.2 / 7.1 / 9.0  → 7.5   4.9 / 28 / 77 / 97     → 80
//	queue_wait    1   / 1   / 1   / 1    → 1     1.3 / 1.8 / 3.2 / 3.2  → 3.5   1   / 1.9 / 3.7 / 5.4  → 4
//	itl, per gap  .011/ .070/ .27 / .61  → 0.3   .019/ .23 / .74 / 1.5  → 0.8   .11 / .36 / 2.1 / 2.8  → 2.2
//
// They are D at the sizes they were measured at, 30 requests for the closed and
// open loops and about 100 for the capacity shares (defaultRequests), and an
// estimate grows them with a cell's requests (DesignEffectGrowth).
//
// ITL's per-gap figures are D divided by the mean gaps per request of the cell (149
// short-chat, 119 long-doc, 999 long-output): D itself ranged from 1.3 (long-doc,
// closed loop) to 970 (long-output, open loop). They come from the ITLs the results
// files keep (every request of the 30-request cells, up to 64 of a peak cell's). The
// *_from_intended latencies take ttft's and e2el's figures (ttfo ttft's: no pilot has
// measured a reasoning model's), itl_per_token itl's;
// replays take the open loop's column; other latencies the larger of ttft's and
// e2el's.
func DefaultDesignEffect(kind LoadKind, metric string, gapsPerRequest float64) (float64, bool) {
	col := kind
	if col == Replay {
		col = Open
	}
	group := metric
	switch metric {
	case "ttft_from_intended", "ttft_later_turns", "ttfo":
		group = "ttft"
	case "e2el_from_intended":
		group = "e2el"
	case "itl_per_token":
		group = "itl"
	}
	d, ok := defaultD[col][group]
	if !ok {
		return 0, false
	}
	if group == "itl" {
		d = math.Max(1, d*gapsPerRequest)
	}
	return d, true
}

// defaultD holds DefaultDesignEffect's figures by load kind and metric; itl's is per
// gap of a request.
var defaultD = map[LoadKind]map[string]float64{
	Closed: {"ttft": 4, "e2el": 2, "tpot": 5.5, "queue_wait": 1, "itl": 0.3},
	Open:   {"ttft": 3.5, "e2el": 4.5, "tpot": 7.5, "queue_wait": 3.5, "itl": 0.8},
	Share:  {"ttft": 7.5, "e2el": 10, "tpot": 80, "queue_wait": 4, "itl": 2.2},
}

// DesignEffectGrowth is the exponent β with which a design effect measured on m0
// requests is taken to grow at a look of m > m0 requests: D(m) = D(m0)·(m/m0)^β.
// SeriesPercentile's batch means cover a sixth of the series each, so a longer cell
// shows slower drifts (a queue building and draining, the prefix cache filling)
// that a shorter one averages within a batch, and its D is larger: a percentile then
// needs more than proportionally more requests (with β = 1 running on would never
// decide it), and a quick pilot's D (30–600 requests) understates a full-scale
// cell's.
//
// Measured between the looks of two full-scale runs of the default plan on the
// embedded simulator (INFERGATE_SIM=time_scale=4; ttft and e2el p(95), 50 to 6,900
// requests a cell), the slope of log D over log m was −0.3 to 1.1, median about
// 0.45: short-chat/fresh/peak's e2el D went 14, 51, 75, 94 at 860, 1,719, 3,437 and
// 4,297 requests; short-chat/reused/low's ttft D 3.3, 3.5, 6.1, 10 at 50, 150, 300,
// 550; long-doc/fresh/normal's ttft D stayed 4–9 from 50 to 350. The exponent is the
// one that best estimated that run's traffic (15 cells, 40 minutes) from the quick
// pilot results/test/latest.json and from the defaults: the matrix total was −27 %
// and −21 % off with β = 0, −9 % and −8 % with 0.25, +16 % and +27 % with 0.5. Cells
// differ more than any one exponent: per cell the estimates at 0.25 ranged from −66 %
// (short-chat/fresh/peak, which ran to its max) to +189 % (long-doc/fresh/low, which
// stopped at its plan), so read a single cell's figure as its order of magnitude.
const DesignEffectGrowth = 0.25

// defaultRequests is the size the default design effects were measured at: the
// closed and open loops' 30 requests and the capacity cells' typical 100 (46–612).
func defaultRequests(kind LoadKind) float64 {
	if kind == Share {
		return 100
	}
	return 30
}

// fallbackD is the design effect of a latency metric the table does not know (a
// per-request latency): the largest per-request figure of the kind's column, ttft's
// or e2el's.
func fallbackD(kind LoadKind) float64 {
	col := kind
	if col == Replay {
		col = Open
	}
	return math.Max(defaultD[col]["ttft"], defaultD[col]["e2el"])
}

// Default figures of the mean-E2EL estimate for a cell without a pilot, from the
// embedded simulator's default preset (internal/sim/engine, h200-llama8b: Llama-3.1-8B
// on one H200).
const (
	// DefaultTPOT is the time per output token at light load: the preset's decode step
	// at a small batch, 4.5 ms of GEMM (its measured table up to 64 tokens) plus 0.6 ms
	// of fixed overhead and the per-sequence and attention costs; the simulator's
	// measured TPOT p50 at low load was 5.3–5.5 ms (short-chat, long-output).
	DefaultTPOT = 0.0055 // seconds
	// DefaultPrefillRate is the prompt tokens per second of prefill: the preset
	// prefills 8,192 tokens in 154 ms of GEMM and 29 ms of attention, ~45,000
	// tokens/s (long-doc's 7,900-token prompts took a TTFT p50 of 0.19 s at low load).
	DefaultPrefillRate = 45000 // tokens per second
)

// defaultE2EL estimates a request's mean end-to-end latency from its shape: its own
// prefill (the unshared part of the prompt when the prefix is shared), the other
// users' prefills that stall its decode in a closed loop of concurrency users (each
// sends about one request while it runs), and its decode at DefaultTPOT. On the
// simulator's quick runs this was within −28 % … +9 % of the measured mean E2EL of
// the closed-loop cells.
func defaultE2EL(input, output, shared float64, concurrency int) float64 {
	prefill := input * (1 - shared) / DefaultPrefillRate
	others := float64(max(concurrency-1, 0))
	return prefill*(1+others) + math.Max(output-1, 0)*DefaultTPOT
}
