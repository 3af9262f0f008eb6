package gate

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"time"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/loadgen"
	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/scrape"
	"github.com/infergate/infergate/internal/stats"
)

// What TestOverload measures and how it judges.
//
// Each step offers a Poisson open loop at a multiple of the workload's capacity for
// the plan's step duration, with no cap on requests in flight (as a crowd arrives).
// A request the target refuses is one that ended HTTP 429 or 503 before its stream;
// its refusal latency is from the send to the response headers. Everything else
// that was not OK is a failure. The queueing a user sees is the TTFT from the
// intended send, so that requests the generator could not send on time count too.
//
// The target sheds at a step when it refused more than OverloadShedShare of the
// offered requests. Policy queue then fails on any shedding, and on a step whose p95
// TTFT exceeds max_queue_wait; policy shed fails when the highest step was not shed,
// on a refusal p95 above max_shed_latency, and on accepted requests of which fewer
// than capacity.goodput met the SLO. Either fails on failures other than refusals
// above OverloadShedShare (overload must not break requests), and when the generator
// fell behind: a dispatch lag p99 above OverloadMaxLag of the step's duration means
// the step's rate was not delivered within that share.

// Overload thresholds of the judgement.
const (
	OverloadShedShare = 0.01
	OverloadMaxLag    = 0.05
)

// OverloadStep is one multiple of capacity, offered.
type OverloadStep struct {
	Multiple, Rate float64 // × capacity; req/s
	// Offered requests; Accepted ended OK; Refused ended 429/503 before the stream;
	// Failed ended otherwise.
	Offered, Accepted, Refused, Failed int
	// RefusalP95 is the p95 time to a refusal's headers, TTFTP95 the p95 TTFT of the
	// accepted requests from their intended send; seconds, simulated (NaN: none).
	RefusalP95, TTFTP95 float64
	// GoodShare is the share of accepted requests that met the SLO (NaN: none).
	GoodShare float64
	// LagP99 is the generator's dispatch lag p99, seconds.
	LagP99 float64
	// MaxWaiting is the server's largest waiting queue during the step.
	MaxWaiting scrape.Value
}

// Sheds reports whether the target refused more than OverloadShedShare at the step.
func (s OverloadStep) Sheds() bool {
	return s.Offered > 0 && float64(s.Refused)/float64(s.Offered) > OverloadShedShare
}

// String describes the step for the log and the results file.
func (s OverloadStep) String() string {
	w := "n/a"
	if s.MaxWaiting.OK {
		w = fmt.Sprintf("%.0f", s.MaxWaiting.V)
	}
	return fmt.Sprintf("%g× capacity (%.3g req/s): %d offered, %d accepted, %d refused (429/503, p95 %s to refuse), %d failed; accepted: TTFT p95 %s, %s good; max waiting %s; dispatch lag p99 %s",
		s.Multiple, s.Rate, s.Offered, s.Accepted, s.Refused, fmtOr(s.RefusalP95), s.Failed, fmtOr(s.TTFTP95), pctOr(s.GoodShare), w, fmtSeconds(s.LagP99))
}

func fmtOr(v float64) string {
	if math.IsNaN(v) {
		return "n/a"
	}
	return fmtSeconds(v)
}

func pctOr(v float64) string {
	if math.IsNaN(v) {
		return "n/a"
	}
	return fmt.Sprintf("%.1f%%", 100*v)
}

// OverloadResult is TestOverload's measurement and verdict.
type OverloadResult struct {
	Workload, Prefix, Policy string
	// Capacity is the rate the multiples are of, req/s.
	Capacity float64
	Steps    []OverloadStep
	// Failures say why the target did not do what the policy expects; empty: PASS.
	Failures []string
}

// Behaviour is what the target did with the excess: "shed" when it refused at any
// step, else "queue".
func (r *OverloadResult) Behaviour() string {
	for _, s := range r.Steps {
		if s.Sheds() {
			return plan.OverloadShed
		}
	}
	return plan.OverloadQueue
}

// Overload runs the plan's overload steps at multiples of capacity and judges them.
func (g *Gate) Overload(ctx context.Context, capacity float64) (*OverloadResult, error) {
	o := g.Plan.Overload
	if o == nil {
		return nil, fmt.Errorf("plan %s has no overload section", g.Plan.File)
	}
	if !(capacity > 0) || math.IsInf(capacity, 0) {
		return nil, fmt.Errorf("overload: the capacity of %s is %g req/s: want a measured capacity", o.Workload, capacity)
	}
	est, _, err := g.estimator(ctx, o.Workload)
	if err != nil {
		return nil, fmt.Errorf("overload: %w", err)
	}
	res := &OverloadResult{Workload: o.Workload, Prefix: o.Prefix, Policy: o.Policy, Capacity: capacity}
	for i, m := range o.Multiples {
		rate := m * capacity
		n := max(int(math.Round(rate*o.StepDuration.Seconds())), 10)
		c := &plan.Cell{Name: fmt.Sprintf("overload/%s/%s", o.Workload, o.Prefix), Workload: o.Workload, Prefix: o.Prefix}
		spec, err := g.spec(c, i, n, fmt.Sprintf("-x%g", m))
		if err != nil {
			return nil, err
		}
		set, err := g.Corpus.Build(spec, est)
		if err != nil {
			return nil, fmt.Errorf("overload at %g× capacity: %w", m, err)
		}
		if err := g.checkContext(c.Name, set.Requests); err != nil {
			return nil, err
		}
		arr, err := loadgen.Poisson(n, rate, spec.Seed)
		if err != nil {
			return nil, fmt.Errorf("overload: %w", err)
		}
		before, _ := g.Scraper.Snapshot(ctx)
		sampling := g.Scraper.Sample(ctx, time.Second, scrape.ModelMatch(g.Target.Model), scrape.CellGauges()...)
		run, err := loadgen.Run(ctx, g.Client, set.Requests, loadgen.Config{Arrivals: arr, Scale: g.Target.TimeScale, Warmup: set.Prime})
		sampled := sampling.Stop()
		if err != nil {
			return nil, fmt.Errorf("overload at %g× capacity: %w", m, err)
		}
		after, _ := g.Scraper.Snapshot(ctx)
		st := overloadStep(run, m, rate, g.Plan.SLO)
		st.MaxWaiting = scrape.SummarizeReplicas(before, after, sampled, g.Target.Model).MaxWaiting
		res.Steps = append(res.Steps, st)
		g.logf("overload %s: %s", o.Workload, st)
	}
	res.Failures = judgeOverload(res.Steps, o, g.Plan.Capacity.Goodput)
	return res, nil
}

// overloadStep measures one step's run.
func overloadStep(run *loadgen.Result, m, rate float64, slo stats.SLO) OverloadStep {
	k := run.Scale
	if !(k > 0) {
		k = 1
	}
	st := OverloadStep{Multiple: m, Rate: rate, Offered: len(run.Records), RefusalP95: math.NaN(), TTFTP95: math.NaN(), GoodShare: math.NaN()}
	var refusal, ttft []float64
	var outs []stats.Outcome
	for _, rec := range run.Records {
		switch {
		case rec.OK():
			st.Accepted++
			ttft = append(ttft, (rec.TTFT+rec.QueueWait()).Seconds()*k)
			outs = append(outs, outcome(rec, k))
		case rec.Class == client.HTTPError && (rec.Status == http.StatusTooManyRequests || rec.Status == http.StatusServiceUnavailable):
			st.Refused++
			if !rec.FirstByte.IsZero() && !rec.Sent.IsZero() {
				refusal = append(refusal, rec.FirstByte.Sub(rec.Sent).Seconds()*k)
			}
		default:
			st.Failed++
		}
	}
	if q, err := stats.Quantile(refusal, 0.95); err == nil {
		st.RefusalP95 = q
	}
	if q, err := stats.Quantile(ttft, 0.95); err == nil {
		st.TTFTP95 = q
	}
	if len(outs) > 0 {
		if g, err := stats.Goodput(outs, slo, run.Duration()); err == nil {
			st.GoodShare = g.Ratio
		}
	}
	lags := make([]float64, 0, len(run.Lag))
	for i, l := range run.Lag {
		if run.Sent[i] {
			lags = append(lags, l.Seconds()*k)
		}
	}
	if q, err := stats.Quantile(lags, 0.99); err == nil {
		st.LagP99 = q
	}
	return st
}

// judgeOverload returns why the steps break the plan's overload policy (nil: PASS).
// goodput is the share of accepted requests that must meet the SLO under shedding.
func judgeOverload(steps []OverloadStep, o *plan.Overload, goodput float64) []string {
	var out []string
	maxLag := OverloadMaxLag * o.StepDuration.Seconds()
	for _, s := range steps {
		if s.LagP99 > maxLag {
			out = append(out, fmt.Sprintf("at %g× capacity the generator fell behind (dispatch lag p99 %s, over %.0f%% of the %v step): the overload was not delivered; shard the load (INFERGATE_SHARD) or lower the multiples",
				s.Multiple, fmtSeconds(s.LagP99), 100*OverloadMaxLag, o.StepDuration))
		}
		if s.Offered > 0 && float64(s.Failed)/float64(s.Offered) > OverloadShedShare {
			out = append(out, fmt.Sprintf("at %g× capacity %d of %d requests failed other than by a refusal (%.1f%%): overload must not break requests",
				s.Multiple, s.Failed, s.Offered, 100*float64(s.Failed)/float64(s.Offered)))
		}
	}
	switch o.Policy {
	case plan.OverloadQueue:
		for _, s := range steps {
			if s.Sheds() {
				out = append(out, fmt.Sprintf("the target shed instead of queueing: at %g× capacity it refused %d of %d requests with 429/503 (policy queue expects none refused)",
					s.Multiple, s.Refused, s.Offered))
				break
			}
		}
		if o.MaxQueueWait > 0 {
			for _, s := range steps {
				if s.TTFTP95 > o.MaxQueueWait.Seconds() {
					out = append(out, fmt.Sprintf("at %g× capacity the queue kept users waiting: TTFT p95 %s over max_queue_wait %v",
						s.Multiple, fmtSeconds(s.TTFTP95), o.MaxQueueWait))
				}
			}
		}
	case plan.OverloadShed:
		if len(steps) > 0 {
			if top := steps[len(steps)-1]; !top.Sheds() {
				out = append(out, fmt.Sprintf("the target queued instead of shedding: at %g× capacity it refused %d of %d requests and kept users waiting TTFT p95 %s (policy shed expects the excess refused with 429/503)",
					top.Multiple, top.Refused, top.Offered, fmtOr(top.TTFTP95)))
			}
		}
		for _, s := range steps {
			if o.MaxShedLatency > 0 && s.RefusalP95 > o.MaxShedLatency.Seconds() {
				out = append(out, fmt.Sprintf("at %g× capacity refusals took p95 %s, over max_shed_latency %v", s.Multiple, fmtSeconds(s.RefusalP95), o.MaxShedLatency))
			}
			if goodput > 0 && s.GoodShare < goodput {
				out = append(out, fmt.Sprintf("at %g× capacity only %s of the accepted requests met the SLO (want %.0f%%): shedding must protect the requests it accepts",
					s.Multiple, pctOr(s.GoodShare), 100*goodput))
			}
		}
	}
	return out
}
