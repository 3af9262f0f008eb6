package gate

import (
	"context"
	"fmt"
	"math"
	"sort"
	"time"

	"github.com/infergate/infergate/internal/loadgen"
	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/stats"
)

// BurstResult is what a traffic spike did. Times are simulated, offsets from the start
// of the schedule.
type BurstResult struct {
	Base, Spike float64 // planned req/s
	// SpikeSource says where Spike came from: the plan, or a multiple of a capacity.
	SpikeSource          string
	SpikeStart, SpikeEnd time.Duration
	// AchievedSpikeRate is the rate at which requests were actually sent during the
	// spike: below the plan, the generator (not the target) fell behind.
	AchievedSpikeRate float64
	PeakInFlight      int
	// SpikeRequests, SpikeFailed and SpikeQueueP95 describe requests intended inside
	// the spike: how many, how many failed, and the client queueing they met.
	SpikeRequests, SpikeFailed int
	SpikeQueueP95              float64 // seconds
	Failed, Total              int     // over the whole test
	// BaselineTTFT is the p95 TTFT (from the intended send) before the spike;
	// RecoveryLimit is max(2 × BaselineTTFT, BaselineTTFT + 0.1 s).
	BaselineTTFT, RecoveryLimit float64
	// Recovery is the time from the spike's end to the arrival of the first request
	// whose TTFT is within RecoveryLimit and from which on the p95 TTFT of all later
	// requests is too
	// (0 when the first request after the spike already is); Recovered is false when
	// no such request leaves at least 20 requests to judge, and Recovery is then the
	// last arrival's offset from the spike's end.
	Recovery  time.Duration
	Recovered bool
	// AfterSpike counts the successful requests intended after the spike, which the
	// recovery rule judges.
	AfterSpike int
	Run        *loadgen.Result
	// Workload and Prefix name the traffic; Arrivals are the intended send offsets
	// (simulated), Duration the schedule's length and RecoverWithin the plan's
	// limit: with Run, what Timeline needs.
	Workload, Prefix        string
	Arrivals                []time.Duration
	Duration, RecoverWithin time.Duration
}

// Burst runs the plan's burst with a spike of spike req/s: the base rate, the spike,
// and the base rate again, and measures the spike and the recovery after it. Run.Burst
// resolves a spike relative to capacity.
func (g *Gate) Burst(ctx context.Context, spike float64) (*BurstResult, error) {
	b := g.Plan.Burst
	if b == nil {
		return nil, fmt.Errorf("plan %s has no burst section", g.Plan.File)
	}
	if !(spike > b.Base) {
		return nil, fmt.Errorf("burst: spike %.3g req/s is not above base %g/s", spike, b.Base)
	}
	rest := b.Duration - b.SpikeFor
	pre := rest / 3
	post := rest - pre
	arr, err := loadgen.Series([]loadgen.Segment{
		{Rate: b.Base, Duration: pre}, {Rate: spike, Duration: b.SpikeFor}, {Rate: b.Base, Duration: post},
	}, g.Seed)
	if err != nil {
		return nil, fmt.Errorf("burst: %w", err)
	}
	c := &plan.Cell{Name: fmt.Sprintf("burst/%s/%s", b.Workload, b.Prefix), Workload: b.Workload, Prefix: b.Prefix}
	spec, err := g.spec(c, 0, len(arr), "")
	if err != nil {
		return nil, err
	}
	est, _, err := g.estimator(ctx, b.Workload)
	if err != nil {
		return nil, fmt.Errorf("burst: %w", err)
	}
	set, err := g.Corpus.Build(spec, est)
	if err != nil {
		return nil, fmt.Errorf("burst: %w", err)
	}
	if err := g.checkContext(c.Name, set.Requests); err != nil {
		return nil, err
	}
	run, err := loadgen.Run(ctx, g.Client, set.Requests, loadgen.Config{
		Arrivals: arr, MaxConcurrency: b.MaxConcurrency, Scale: g.Target.TimeScale, Warmup: set.Prime,
	})
	if err != nil {
		return nil, err
	}
	res := analyzeBurst(run, arr, b.Base, spike, pre, pre+b.SpikeFor)
	res.Workload, res.Prefix, res.Arrivals, res.Duration, res.RecoverWithin = b.Workload, b.Prefix, arr, b.Duration, b.RecoverWithin
	return res, nil
}

// analyzeBurst measures a burst run. It is separate from Burst so that it can be
// tested on synthetic records.
func analyzeBurst(run *loadgen.Result, arr []time.Duration, base, spike float64, start, end time.Duration) *BurstResult {
	k := run.Scale
	if k == 0 {
		k = 1
	}
	res := &BurstResult{Base: base, Spike: spike, SpikeStart: start, SpikeEnd: end, PeakInFlight: run.MaxInFlight, Run: run, Total: len(run.Records)}
	var preTTFT, spikeQueue []float64
	var sentInSpike int
	type late struct {
		at   time.Duration
		ttft float64
	}
	var after []late
	for i, rec := range run.Records {
		at := arr[i]
		if !rec.OK() {
			res.Failed++
		}
		inSpike := at > start && at <= end
		if inSpike {
			res.SpikeRequests++
			if !rec.OK() {
				res.SpikeFailed++
			}
			if run.Sent[i] {
				sentInSpike++
				spikeQueue = append(spikeQueue, rec.QueueWait().Seconds()*k)
			}
		}
		if !rec.OK() {
			continue
		}
		ttft := (rec.TTFT + rec.QueueWait()).Seconds() * k
		switch {
		case at <= start:
			preTTFT = append(preTTFT, ttft)
		case at > end:
			after = append(after, late{at, ttft})
		}
	}
	if span := (end - start).Seconds(); span > 0 {
		res.AchievedSpikeRate = float64(sentInSpike) / span
	}
	if q, err := stats.Quantile(spikeQueue, .95); err == nil {
		res.SpikeQueueP95 = q
	}
	p95, err := stats.Quantile(preTTFT, .95)
	if err != nil {
		res.Recovered = false
		res.Recovery = -1
		return res
	}
	res.BaselineTTFT = p95
	res.RecoveryLimit = math.Max(2*p95, p95+0.1)
	sort.Slice(after, func(i, j int) bool { return after[i].at < after[j].at })
	// The service has recovered from the first request after the spike that is within
	// the limit and from which on the p95 TTFT of all later requests is too, with at
	// least MinRecoveryTail of them to judge. A p95, not every request: one slow request
	// among dozens after recovery is the ordinary tail the pre-spike p95 also allowed
	// (and on a busy runner under a time-scaled simulator, a scheduler hiccup), not a
	// queue still draining.
	res.AfterSpike = len(after)
	ttfts := make([]float64, len(after))
	for i, l := range after {
		ttfts[i] = l.ttft
	}
	res.Recovered = false
	if len(after) > 0 {
		res.Recovery = after[len(after)-1].at - end
	}
	for i := 0; i+MinRecoveryTail <= len(after); i++ {
		if ttfts[i] > res.RecoveryLimit {
			continue
		}
		if p, err := stats.Quantile(ttfts[i:], .95); err == nil && p <= res.RecoveryLimit {
			res.Recovered = true
			res.Recovery = max(after[i].at-end, 0)
			if i == 0 {
				res.Recovery = 0
			}
			break
		}
	}
	return res
}

// MinRecoveryTail is how many requests after the recovery point the recovery rule
// needs: a p95 over fewer is one request's latency.
const MinRecoveryTail = 20

// Timeline is the burst as the results file keeps it (results.Burst): the window, the
// recovery rule's figures and every arrival's intended and actual send, TTFT, E2EL
// and class, in simulated seconds, for the report's timeline. A result without its
// run (nil Run) has no requests.
func (b *BurstResult) Timeline() (*results.Burst, []results.BurstRequest) {
	sec := func(d time.Duration) float64 { return d.Seconds() }
	out := &results.Burst{Workload: b.Workload, Prefix: b.Prefix, Base: b.Base, Spike: b.Spike, AchievedSpike: b.AchievedSpikeRate,
		SpikeStart: sec(b.SpikeStart), SpikeEnd: sec(b.SpikeEnd), Duration: sec(b.Duration),
		RecoveryDeadline: sec(b.SpikeEnd + b.RecoverWithin), BaselineTTFT: b.BaselineTTFT, RecoveryLimit: b.RecoveryLimit,
		Recovered: b.Recovered, Recovery: math.Max(0, sec(b.Recovery)), PeakInFlight: b.PeakInFlight}
	if b.Run == nil {
		return out, nil
	}
	k := b.Run.Scale
	if k == 0 {
		k = 1
	}
	reqs := make([]results.BurstRequest, len(b.Run.Records))
	for i, rec := range b.Run.Records {
		r := results.BurstRequest{TTFT: sec(rec.TTFT) * k, E2EL: sec(rec.E2EL) * k, Class: string(rec.Class)}
		if i < len(b.Arrivals) {
			r.Intended = sec(b.Arrivals[i])
		}
		if rec.Sent.IsZero() {
			r.Unsent = true
		} else {
			r.Sent = sec(rec.Sent.Sub(b.Run.Start)) * k
		}
		reqs[i] = r
	}
	return out, reqs
}

// RecordBurst records TestBurst for the results file, as AddTest does, with its
// timeline (see Timeline); res is nil when the burst could not run.
func (r *Run) RecordBurst(status string, res *BurstResult, messages ...string) {
	t := results.Test{Name: "TestBurst", Status: status, Messages: messages}
	if res != nil {
		t.Burst, t.Requests = res.Timeline()
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.tests = append(r.tests, t)
}
