package gate

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"time"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/scrape"
	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/threshold"
	"github.com/infergate/infergate/internal/words"
)

// Judgement is one check's verdict in a cell.
type Judgement struct {
	threshold.Verdict
	Pos string // where the plan set the check, file:line
	// Skipped marks an INCONCLUSIVE verdict whose reason the plan treats as a skip.
	Skipped bool
}

// Failed reports whether the judgement fails the cell: FAIL, or INCONCLUSIVE that the
// plan does not skip. Inconclusive is never a pass.
func (j Judgement) Failed() bool {
	return j.Status == threshold.Fail || (j.Status == threshold.Inconclusive && !j.Skipped)
}

// validityMetrics say whether the generator kept up; when one fails, the cell is invalid
// and every other check is inconclusive rather than judged on a distorted run.
var validityMetrics = map[string]bool{"dispatch_lag": true, "dropped": true}

// SimLostLimit is the share of a cell's simulated time that the infergate simulator
// may skip before the cell is INVALID. The simulator skips time when the machine
// running it falls behind the wall clock for longer than engine.MaxLag; the
// simulated deployment serves nothing in that time, so near capacity every later
// request queues longer (a run that lost 1 % of its time at 80 % load waits about 4 %
// longer), and an A/A comparison on a busy machine reads as a regression. Two
// percent is about half of what a +5 % compare gate can absorb at peak.
const SimLostLimit = 0.02

// judge evaluates the cell's checks against its pooled observations.
func (r *CellResult) judge(p *plan.Plan, quick bool) {
	skip := map[string]bool{}
	for _, s := range p.Skip {
		skip[s] = true
	}
	if quick {
		for _, s := range p.Quick.Skip {
			skip[s] = true
		}
	}
	level := r.level(p)
	if share, lost, ok := r.Server.SimLost(r.scale()); ok && share > SimLostLimit && r.Invalid == "" {
		r.Invalid = fmt.Sprintf("the simulator fell behind the wall clock: it skipped %s of the cell's simulated time (%.1f%%, more than %.0f%%), "+
			"in which the simulated deployment served nothing, so its latencies are the machine's, not the deployment's; "+
			"run on a quieter machine or at a lower INFERGATE_SIM time_scale", fmtSeconds(lost), 100*share, 100*SimLostLimit)
	}
	var out []Judgement
	for _, c := range r.Cell.Checks {
		if !validityMetrics[c.Metric.Name] {
			continue
		}
		v := threshold.Evaluate(c.Expr, c.Metric, r.observe(c.Metric.Name, p), level)
		if v.Status == threshold.Fail && r.Invalid == "" {
			r.Invalid = "the load generator fell behind: " + v.Message +
				"; this load is more than one generator can deliver here: shard it over more generators (INFERGATE_SHARD, see the README)"
		}
		out = append(out, Judgement{Verdict: v, Pos: c.Pos, Skipped: v.Status == threshold.Inconclusive && skip[v.Reason]})
	}
	for _, c := range r.Cell.Checks {
		if validityMetrics[c.Metric.Name] {
			continue
		}
		obs := r.observe(c.Metric.Name, p)
		if r.Invalid != "" {
			obs.Invalid = r.Invalid
		}
		v := threshold.Evaluate(c.Expr, c.Metric, obs, level)
		j := Judgement{Verdict: v, Pos: c.Pos, Skipped: v.Status == threshold.Inconclusive && skip[v.Reason]}
		if quick && v.Status == threshold.Inconclusive && v.Reason == threshold.ReasonTooFewSamples && !j.Skipped {
			// Only the checks the plan names as beyond a quick run are skipped for too
			// few samples, each with the plan's reason; any other one fails.
			if why, pos, ok := p.Quick.UnjudgedWhy(r.Cell, c); ok {
				j.Skipped = true
				j.Message += fmt.Sprintf(" — left unjudged in quick runs (quick.unjudged, %s): %s", pos, why)
			}
		}
		out = append(out, j)
	}
	r.Judgements = out
}

// level is the two-sided confidence level the cell's checks are judged at: the plan's,
// or what the looks left of its error (see SequentialResult.Level).
func (r *CellResult) level(p *plan.Plan) float64 {
	level := p.Level
	if level == 0 {
		level = threshold.DefaultLevel
	}
	if sq := r.Sequential; sq != nil && sq.Level > 0 {
		level = sq.Level
	}
	return level
}

// observe is the measured data behind one metric.
func (r *CellResult) observe(metric string, p *plan.Plan) threshold.Observation {
	if why, ok := r.unavailable[metric]; ok {
		return threshold.Observation{Unavailable: why}
	}
	s := &r.Samples
	sent := s.Total - s.Dropped
	ratio := func(num int) threshold.Observation {
		if sent <= 0 {
			return threshold.Observation{N: 0}
		}
		return threshold.Observation{Value: float64(num) / float64(sent), N: sent}
	}
	server := func(v scrape.Value) threshold.Observation {
		if !v.OK {
			return threshold.Observation{Unavailable: v.Reason}
		}
		return threshold.Observation{Value: v.V, N: max(sent, 1)}
	}
	switch metric {
	case "ttft":
		return threshold.Observation{Samples: s.TTFT}
	case "ttfo":
		if len(s.TTFO) == 0 && s.NoOutput > 0 {
			// Not zero samples to call too few: no request answered at all.
			return threshold.Observation{Unavailable: fmt.Sprintf("no successful request streamed answer text (%s: a reasoning model that only thought, or empty answers), so there is no first output token to time",
				words.Count(s.NoOutput, "successful request", "successful requests"))}
		}
		return threshold.Observation{Samples: s.TTFO}
	case "itl":
		return threshold.Observation{Samples: s.ITL}
	case "itl_per_token":
		return threshold.Observation{Samples: s.ITLPerToken}
	case "tpot":
		return threshold.Observation{Samples: s.TPOT}
	case "e2el":
		return threshold.Observation{Samples: s.E2EL}
	case "ttft_from_intended":
		return threshold.Observation{Samples: s.TTFTFromIntended}
	case "ttft_later_turns":
		if r.Sessions == 0 {
			return threshold.Observation{Unavailable: "the cell's workload is not a session kind: only a session's later turns carry history"}
		}
		return threshold.Observation{Samples: s.TTFTLaterTurns}
	case "e2el_from_intended":
		return threshold.Observation{Samples: s.E2ELFromIntended}
	case "queue_wait":
		return threshold.Observation{Samples: s.QueueWait}
	case "dispatch_lag":
		// The generator's own lateness says whether this run delivered the load it
		// planned: it describes the run itself, not a latency of the deployment to be
		// estimated, so its percentile is judged as a plain sample, with no design
		// effect (serial correlation would otherwise leave a healthy generator's
		// p(99) without an upper bound and the cell INVALID for no fault of either).
		return threshold.Observation{Samples: s.DispatchLag, Independent: true}
	case "error_rate":
		return ratio(sent - s.Succeeded - s.ByClass[client.Timeout])
	case "timeout_rate":
		return ratio(s.ByClass[client.Timeout])
	case "dropped":
		return threshold.Observation{Value: float64(s.Dropped), N: max(s.Total, 1)}
	case "goodput_ratio", "goodput_rps", "goodput_rph":
		g, err := r.goodput(p)
		if err != nil {
			return threshold.Observation{Unavailable: err.Error()}
		}
		switch metric {
		case "goodput_ratio":
			return threshold.Observation{Value: g.Ratio, N: g.Total}
		case "goodput_rps":
			return threshold.Observation{Value: g.PerSecond, N: g.Total}
		default: // a rate is canonical per second; the plan may write it per hour
			return threshold.Observation{Value: g.PerSecond, N: g.Total}
		}
	case "throughput_rps":
		if s.Duration <= 0 {
			return threshold.Observation{}
		}
		return threshold.Observation{Value: float64(s.Succeeded) / s.Duration.Seconds(), N: sent}
	case "output_tps":
		if s.Duration <= 0 {
			return threshold.Observation{}
		}
		return threshold.Observation{Value: float64(s.OutputTokens) / s.Duration.Seconds(), N: sent}
	case "cached_ratio":
		// vLLM leaves prompt_tokens_details out when nothing was cached, so once the
		// server has shown the figure, a request without it counts as 0 cached tokens.
		v, n, err := s.Cache.Ratio()
		if err != nil {
			return threshold.Observation{Unavailable: err.Error()}
		}
		return threshold.Observation{Value: v, N: n}
	case "prefix_hit_ratio":
		v := scrape.Ratio(r.Server.PrefixHits, r.Server.PrefixQueries)
		return server(v)
	case "preemptions":
		return server(r.Server.Preemptions)
	case "max_waiting":
		return server(r.Server.MaxWaiting)
	case "kv_usage_max":
		return server(r.Server.MaxKVUsage)
	case "ttft_overhead":
		return r.observeOverhead()
	}
	return threshold.Observation{Unavailable: fmt.Sprintf("the gate does not measure %q", metric)}
}

// goodput applies the plan's SLO to the pooled requests (vLLM's inclusive rule).
func (r *CellResult) goodput(p *plan.Plan) (stats.GoodputResult, error) {
	var outs []stats.Outcome
	for _, t := range r.Trials {
		k := t.Scale
		if k == 0 {
			k = 1
		}
		for _, rec := range t.Records {
			outs = append(outs, outcome(rec, k))
		}
	}
	return stats.Goodput(outs, p.SLO, r.Samples.Duration)
}

// Failures lists the judgements that fail the cell.
func (r *CellResult) Failures() []Judgement {
	var out []Judgement
	for _, j := range r.Judgements {
		if j.Failed() {
			out = append(out, j)
		}
	}
	return out
}

// Summary is a one-line account of the cell for the test log (and so for JUnit).
func (r *CellResult) Summary() string {
	s := &r.Samples
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d trial(s) × %d requests (+%d warm-up each), %d ok, %d failed, %d timed out, %d dropped",
		r.Cell.Name, len(r.Trials), r.Requests, r.Warmup, s.Succeeded, s.Total-s.Succeeded-s.ByClass[client.Timeout]-s.Dropped, s.ByClass[client.Timeout], s.Dropped)
	fmt.Fprintf(&b, "; TTFT p50/p95/p99 %s/%s/%s (n=%d)", fmtQuantile(s.TTFT, .5), fmtQuantile(s.TTFT, .95), fmtQuantile(s.TTFT, .99), len(s.TTFT))
	if s.ReasoningTokens > 0 || s.NoOutput > 0 {
		fmt.Fprintf(&b, "; TTFO p50/p95/p99 %s/%s/%s (n=%d, %d without answer text); %.1f reasoning tokens per request",
			fmtQuantile(s.TTFO, .5), fmtQuantile(s.TTFO, .95), fmtQuantile(s.TTFO, .99), len(s.TTFO), s.NoOutput, float64(s.ReasoningTokens)/float64(max(s.Succeeded, 1)))
	}
	fmt.Fprintf(&b, "; ITL p50/p95/p99 %s/%s/%s (n=%d)", fmtQuantile(s.ITL, .5), fmtQuantile(s.ITL, .95), fmtQuantile(s.ITL, .99), len(s.ITL))
	fmt.Fprintf(&b, "; E2EL p50/p95/p99 %s/%s/%s", fmtQuantile(s.E2EL, .5), fmtQuantile(s.E2EL, .95), fmtQuantile(s.E2EL, .99))
	if v := scrape.Ratio(r.Server.PrefixHits, r.Server.PrefixQueries); v.OK {
		fmt.Fprintf(&b, "; prefix hits %.1f%%", 100*v.V)
	}
	if r.Server.Preemptions.OK {
		fmt.Fprintf(&b, "; preemptions %.0f", r.Server.Preemptions.V)
	}
	if sp := r.TTFTSplit(); sp.FrontEnd.OK {
		fmt.Fprintf(&b, "; mean TTFT %s = engine %s + front end %s", fmtSeconds(sp.Client.V), fmtSeconds(sp.Engine.V), fmtSeconds(sp.FrontEnd.V))
	}
	if share, lost, ok := r.Server.SimLost(r.scale()); ok && lost > 0 {
		fmt.Fprintf(&b, "; simulator behind the wall clock for %s (%.2f%% of the cell)", fmtSeconds(lost), 100*share)
	}
	if r.Invalid != "" {
		fmt.Fprintf(&b, "; INVALID: %s", r.Invalid)
	}
	if n := len(r.Retried); n > 0 {
		fmt.Fprintf(&b, "; attempt %d: the machine spoiled %s before it (discarded)", n+1, words.Count(n, "attempt", "attempts"))
	}
	return b.String()
}

func digestOf(parts []string) string {
	h := sha256.New()
	for _, p := range parts {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}

func scaleDur(d time.Duration, k float64) time.Duration { return time.Duration(float64(d) * k) }

// scale is the cell's simulated seconds per wall second (1 for a real target).
func (r *CellResult) scale() float64 {
	for _, t := range r.Trials {
		if t != nil && t.Scale > 0 {
			return t.Scale
		}
	}
	return 1
}
