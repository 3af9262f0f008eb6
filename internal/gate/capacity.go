package gate

import (
	"context"
	"fmt"
	"math"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/loadgen"
	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/stats"
)

// CapacityStep is one probe of the capacity search.
type CapacityStep struct {
	Rate         float64 // req/s offered
	GoodputRatio float64
	Requests     int
	Passed       bool
}

// CapacityResult is the highest offered rate whose goodput ratio met the plan.
type CapacityResult struct {
	Workload, Prefix string
	Rate             float64
	GoodputRatio     float64
	// AtMax is set when even the plan's max_rate passed: the true capacity is higher.
	AtMax bool
	Steps []CapacityStep
}

// Capacity searches, for one workload, for the highest Poisson arrival rate at which
// the goodput ratio (requests meeting every SLO, over all sent) stays at or above the
// plan's target, with the plan's capacity prefix mode. It probes min_rate, then climbs
// by a factor of 3 until a rate fails (or max_rate passes), then bisects geometrically
// between the highest rate that passed and the lowest that failed, for at most the
// plan's number of probes, each lasting step_duration.
//
// Climbing instead of probing max_rate first keeps every failing probe within 3× of the
// true capacity: a probe far above it floods the server with a backlog that takes
// longer to drain than the probe itself ran (100 req/s of 8k-token documents against a
// capacity of ~3 req/s), and the search would spend its time waiting, not measuring.
func (g *Gate) Capacity(ctx context.Context, workload string) (*CapacityResult, error) {
	cp := g.Plan.Capacity
	cp.Workload = workload
	res := &CapacityResult{Workload: workload, Prefix: cp.Prefix}
	probe := func(rate float64) (CapacityStep, error) {
		st, err := g.probe(ctx, cp, rate, len(res.Steps))
		if err == nil {
			res.Steps = append(res.Steps, st)
			g.logf("capacity %s probe %d: %.3g req/s → goodput ratio %.1f%% over %d requests: %s",
				workload, len(res.Steps), rate, 100*st.GoodputRatio, st.Requests, passWord(st.Passed))
		}
		return st, err
	}
	st, err := probe(cp.MinRate)
	if err != nil {
		return nil, err
	}
	if !st.Passed {
		return res, fmt.Errorf("capacity of %s: even min_rate %.3g req/s keeps only %.1f%% good requests (plan wants %.0f%%): lower capacity.min_rate or check the target",
			workload, cp.MinRate, 100*st.GoodputRatio, 100*cp.Goodput)
	}
	maxProbes := max(cp.Steps, 2)
	best, high := st, 0.0
	for high == 0 {
		if best.Rate >= cp.MaxRate {
			res.Rate, res.GoodputRatio, res.AtMax = best.Rate, best.GoodputRatio, true
			return res, nil
		}
		if len(res.Steps) >= maxProbes {
			break
		}
		next := math.Min(3*best.Rate, cp.MaxRate)
		st, err := probe(next)
		if err != nil {
			return nil, err
		}
		if st.Passed {
			best = st
		} else {
			high = next
		}
	}
	for high > 0 && len(res.Steps) < maxProbes {
		mid := math.Sqrt(best.Rate * high)
		st, err := probe(mid)
		if err != nil {
			return nil, err
		}
		if st.Passed {
			best = st
		} else {
			high = mid
		}
	}
	res.Rate, res.GoodputRatio = best.Rate, best.GoodputRatio
	return res, nil
}

func passWord(ok bool) string {
	if ok {
		return "meets the target"
	}
	return "below the target"
}

// probe offers rate for the plan's step duration and measures the goodput ratio.
func (g *Gate) probe(ctx context.Context, cp plan.Capacity, rate float64, step int) (CapacityStep, error) {
	n := max(int(math.Round(rate*cp.StepDuration.Seconds())), 10)
	c := &plan.Cell{Name: fmt.Sprintf("capacity/%s/%s", cp.Workload, cp.Prefix), Workload: cp.Workload, Prefix: cp.Prefix}
	spec, err := g.spec(c, step, n, fmt.Sprintf("-cap%d", step))
	if err != nil {
		return CapacityStep{}, err
	}
	set, err := g.Corpus.Build(spec, nil)
	if err != nil {
		return CapacityStep{}, fmt.Errorf("capacity probe at %.3g req/s: %w", rate, err)
	}
	if err := g.checkContext(c.Name, set.Requests); err != nil {
		return CapacityStep{}, err
	}
	if len(set.Prime) > 0 {
		if _, err := loadgen.Run(ctx, g.Client, set.Prime, loadgen.Config{Concurrency: len(set.Prime), Scale: g.Target.TimeScale}); err != nil {
			return CapacityStep{}, err
		}
	}
	arr, err := loadgen.Poisson(n, rate, spec.Seed)
	if err != nil {
		return CapacityStep{}, err
	}
	run, err := loadgen.Run(ctx, g.Client, set.Requests, loadgen.Config{Arrivals: arr, Scale: g.Target.TimeScale})
	if err != nil {
		return CapacityStep{}, err
	}
	gp, err := goodputOf(run, g.Plan.SLO)
	if err != nil {
		return CapacityStep{}, fmt.Errorf("capacity probe at %.3g req/s: %w", rate, err)
	}
	return CapacityStep{Rate: rate, GoodputRatio: gp.Ratio, Requests: n, Passed: gp.Ratio >= cp.Goodput}, nil
}

func goodputOf(run *loadgen.Result, slo stats.SLO) (stats.GoodputResult, error) {
	k := run.Scale
	if k == 0 {
		k = 1
	}
	outs := make([]stats.Outcome, 0, len(run.Records))
	for _, rec := range run.Records {
		outs = append(outs, outcome(rec, k))
	}
	return stats.Goodput(outs, slo, run.Duration())
}

func outcome(rec client.Record, k float64) stats.Outcome {
	return stats.Outcome{OK: rec.OK(), TTFT: scaleDur(rec.TTFT, k), E2EL: scaleDur(rec.E2EL, k), OutputTokens: rec.OutputTokens}
}
