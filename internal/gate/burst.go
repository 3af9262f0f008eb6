package gate

import (
	"context"
	"fmt"
	"math"
	"sort"
	"time"

	"github.com/infergate/infergate/internal/loadgen"
	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/stats"
)

// BurstResult is what a traffic spike did. Times are simulated, offsets from the start
// of the schedule.
type BurstResult struct {
	Base, Spike          float64 // planned req/s
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
	// BaselineTTFT is the p95 TTFT (from the intended send) before the spike; the
	// service has recovered when requests again see at most RecoveryLimit.
	BaselineTTFT, RecoveryLimit float64
	// Recovery is how long after the spike's end requests kept exceeding the limit;
	// Recovered is false when they still did at the end of the test.
	Recovery  time.Duration
	Recovered bool
	Run       *loadgen.Result
}

// Burst runs the plan's burst: the base rate, a spike, and the base rate again, and
// measures the spike and the recovery after it.
func (g *Gate) Burst(ctx context.Context) (*BurstResult, error) {
	b := g.Plan.Burst
	if b == nil {
		return nil, fmt.Errorf("plan %s has no burst section", g.Plan.File)
	}
	rest := b.Duration - b.SpikeFor
	pre := rest / 3
	post := rest - pre
	arr, err := loadgen.Series([]loadgen.Segment{
		{Rate: b.Base, Duration: pre}, {Rate: b.Spike, Duration: b.SpikeFor}, {Rate: b.Base, Duration: post},
	}, g.Seed)
	if err != nil {
		return nil, fmt.Errorf("burst: %w", err)
	}
	c := &plan.Cell{Name: fmt.Sprintf("burst/%s/%s", b.Workload, b.Prefix), Workload: b.Workload, Prefix: b.Prefix}
	spec, err := g.spec(c, 0, len(arr), "")
	if err != nil {
		return nil, err
	}
	set, err := g.Corpus.Build(spec, nil)
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
	return analyzeBurst(run, arr, b.Base, b.Spike, pre, pre+b.SpikeFor), nil
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
	// The service has recovered from the first request after which no request
	// exceeds the limit.
	res.Recovered = true
	lastBad := -1
	for i, l := range after {
		if l.ttft > res.RecoveryLimit {
			lastBad = i
		}
	}
	switch {
	case lastBad == len(after)-1 && len(after) > 0:
		res.Recovered = false
		res.Recovery = after[lastBad].at - end
	case lastBad >= 0:
		res.Recovery = after[lastBad+1].at - end
	}
	return res
}
