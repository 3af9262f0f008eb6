package cost

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/threshold"
	"github.com/infergate/infergate/internal/words"
)

// Scale is the size a plan runs at.
type Scale string

// The scales of a plan.
const (
	// Full is the plan as written.
	Full Scale = "full"
	// Quick is INFERGATE_SCALE=quick: plan.Plan.QuickPlan.
	Quick Scale = "quick"
)

// Inputs is what an estimate knows beyond the plan.
type Inputs struct {
	// Pilot, when set, gives the design effects, mean latencies and capacities it
	// measured; nil uses the defaults (DefaultDesignEffect, DefaultTPOT,
	// DefaultPrefillRate) and needs Capacity for capacity loads.
	Pilot *Pilot
	// Capacity maps a workload to its capacity in requests per second (--capacity);
	// it takes precedence over the pilot's.
	Capacity map[string]float64
}

// Judged says how a check is decided.
type Judged int

const (
	// Percentile is a percentile of a latency, decided by its confidence interval
	// once there are enough samples for both bounds.
	Percentile Judged = iota + 1
	// AtEnd is judged on its value at the cell's planned end: a share of requests,
	// an average, minimum or maximum, a rate, a count or a server metric. It is
	// decidable with the planned requests and never makes a cell run on.
	AtEnd
	// Paired is a compare gate on a percentile: a paired interval against the
	// baseline, which needs a minimum of samples and then depends on the change.
	Paired
)

// Estimate is the cost of a plan at one scale.
type Estimate struct {
	// Scale is the scale estimated; Plan the plan as it runs at that scale.
	Scale Scale
	Plan  *plan.Plan
	// Level is the plan's two-sided confidence level; Trials the trials per cell.
	Level  float64
	Trials int
	// Skip lists the inconclusive reasons the plan skips at this scale.
	Skip []string
	// Cells are the matrix cells in plan order.
	Cells []Cell
	// Tests are the plan's fixed-length tests: burst, overload, restart and the
	// capacity search.
	Tests []Test
}

// Cell is the cost of one matrix cell.
type Cell struct {
	// Name is the cell's name, workload/prefix/load.
	Name string
	// Kind is the cell's load kind; Load says in words how it sends its requests.
	Kind LoadKind
	Load string
	// Unknown, when set, says why the cell cannot be estimated (a capacity load whose
	// workload's capacity is unknown); it is then left out of the totals.
	Unknown string
	// Planned is the cell's planned requests over all its trials; MaxRequests the most
	// it may send (sequential.max), Max that as a multiple of Planned (1: none).
	Planned, MaxRequests int
	Max                  float64
	// Rate is the open-loop arrival rate (requests per second), 0 for a closed loop;
	// RateSource says where a capacity share's capacity came from.
	Rate       float64
	RateSource string
	// PilotNote, when set, says why the pilot's cell of this name was not used (it
	// ran another load); its figures then come from the defaults.
	PilotNote string
	// E2EL is the mean end-to-end latency (seconds) the traffic time assumes, from
	// E2ELSource ("pilot" or "default").
	E2EL       float64
	E2ELSource string
	// Needed is the requests the cell sends: those of the first look from its planned
	// end on at which every check it does not skip is decided (the gate's rule), or
	// MaxRequests when there is none.
	Needed int
	// Traffic is the traffic time of Needed requests in seconds, as the gate records
	// it (SequentialResult.Traffic: the trials' durations from the start of their
	// schedules to the end of their last requests, pooled; simulated seconds on the
	// embedded simulator).
	Traffic float64
	// Checks are the cell's checks, then the plan's compare gates.
	Checks []Check

	perRequest, tail float64 // see traffic
	trials           int
	// turns is the mean turns per session of a session workload (its requests are
	// turns), 1 otherwise.
	turns float64
}

// traffic returns the traffic time of m requests over the cell's trials: m requests
// at perRequest seconds each (1/rate for an open loop, E2EL/concurrency for a closed
// one), plus, for an open loop, the E2EL of its last request per trial, which the gate
// waits for before a trial ends.
func (c *Cell) traffic(m int) float64 {
	return float64(m)*c.perRequest + float64(c.trials)*c.tail
}

// Check is the cost of one check in one cell.
type Check struct {
	// Name is the check as a report prints it, "ttft p(99) < 3s" (compare gates
	// "compare ttft p(95) <= +10%").
	Name string
	// Compare is set for a compare gate.
	Compare bool
	// Judged is how the check is decided.
	Judged Judged
	// PerRequest is the samples each request adds (itl: the mean gaps per request).
	PerRequest float64
	// D is the design effect assumed at Requests (it grows with a cell's size, see
	// DesignEffectGrowth), from DSource ("pilot verdict", "pilot", "default",
	// "independent"); 1 for checks that are not percentiles.
	D       float64
	DSource string
	// DBase is the design effect as the source gives it, measured (or assumed) on
	// DBaseRequests requests of the cell; D grows from it (0 requests: it does not
	// grow, the samples are independent).
	DBase         float64
	DBaseRequests int
	// MinSamples is the independent samples both bounds need at the deciding look's
	// level (at the last allowed look's level when undecidable); for a compare gate
	// the samples per run its paired interval needs at least.
	MinSamples int
	// Needs is the requests MinSamples takes: the fewest m with m·PerRequest/D(m) ≥
	// MinSamples, D growing with m.
	Needs int
	// Look is the 1-based look that decides the check (the plan's looks, then those
	// past the planned end); 0 when undecidable.
	Look int
	// At says where the check is decided: "planned end", "look 6 = 1.5× plan".
	At string
	// Requests is the cell's request count at the deciding look (at the last allowed
	// look when undecidable); Traffic its traffic time in seconds.
	Requests int
	Traffic  float64
	// Decidable is false when no look up to the cell's maximum decides the check.
	Decidable bool
	// Skipped, when set, says why the plan skips at this scale the INCONCLUSIVE
	// (too_few_samples) verdict the check gets when it is not decided: it then
	// neither fails the run nor keeps its cell running.
	Skipped string
	// Why says why the check cannot be decided when there are no samples at all.
	Why string
	// TailNeeds is, for a compare gate on a percentile, the requests that hold the
	// plan's compare.tail samples beyond it, which the cell runs on for; 0 without
	// compare.tail.
	TailNeeds int
}

// Test is one of the plan's fixed-length tests.
type Test struct {
	// Name is the test ("burst", "overload", "restart", "capacity search"); What
	// describes its traffic.
	Name, What string
	// Traffic is its traffic time in seconds; Bound is set when that is an upper
	// bound (the capacity search stops once it has bracketed the capacity).
	Traffic float64
	Bound   bool
}

// Compute estimates the cost of plan p (as read from its file) at scale.
func Compute(p *plan.Plan, scale Scale, in Inputs) (*Estimate, error) {
	var sp *plan.Plan
	skip := slices.Clone(p.Skip)
	switch scale {
	case Full:
		sp = p
	case Quick:
		sp = p.QuickPlan()
		skip = append(skip, p.Quick.Skip...)
	default:
		return nil, fmt.Errorf("scale %q: want full or quick", scale)
	}
	level := sp.Level
	if level == 0 {
		level = threshold.DefaultLevel
	}
	e := &Estimate{Scale: scale, Plan: sp, Level: level, Trials: max(sp.Trials, 1), Skip: skip}
	for i := range sp.Cells {
		c, err := e.cell(&sp.Cells[i], in)
		if err != nil {
			return nil, err
		}
		e.Cells = append(e.Cells, c)
	}
	e.Tests = tests(sp, in.Pilot)
	return e, nil
}

// rule returns the sequential rule of a cell whose maximum is max times its plan:
// the plan's looks, or a single look at the plan's level without them.
func (e *Estimate) rule(max float64) stats.SequentialRule {
	sq := e.Plan.Sequential
	if sq == nil || sq.Looks < 1 {
		return stats.SequentialRule{Looks: 1, Level: e.Level}
	}
	return stats.SequentialRule{Looks: sq.Looks, Level: e.Level, Final: sq.Final, Max: max}
}

// cell estimates one cell.
func (e *Estimate) cell(pc *plan.Cell, in Inputs) (Cell, error) {
	p := e.Plan
	l, ok := p.CellLoad(pc)
	if !ok {
		return Cell{}, fmt.Errorf("plan %s: cell %s: no load %q", p.File, pc.Name, pc.Load)
	}
	w, ok := p.Workload(pc.Workload)
	if !ok {
		return Cell{}, fmt.Errorf("plan %s: cell %s: no workload %q", p.File, pc.Name, pc.Workload)
	}
	x, _ := p.Prefix(pc.Prefix)
	c := Cell{Name: pc.Name, Kind: kindOf(l), trials: e.Trials}

	var capRate float64
	if c.Kind == Share {
		cw, _ := p.CapacityWorkload(pc)
		switch r, ok := in.Capacity[cw]; {
		case ok:
			capRate, c.RateSource = r, "--capacity"
		default:
			if r, ok := in.Pilot.Capacity(cw); ok {
				capRate, c.RateSource = r, "pilot"
			}
		}
		if capRate == 0 {
			c.Load = fmt.Sprintf("%s × the capacity of %s for %v", pct(l.Capacity), cw, l.Duration)
			c.Unknown = fmt.Sprintf("capacity of %s unknown: give --pilot with its capacity results or --capacity %s=RATE", cw, cw)
			return c, nil
		}
	}
	perTrial, ok := p.ExpectedRequests(pc, capRate)
	if !ok {
		return Cell{}, fmt.Errorf("plan %s: cell %s: no request count (capacity %g/s)", p.File, pc.Name, capRate)
	}
	// A session workload's load counts sessions; the cell's requests are their turns.
	sess := sessionShape(w)
	c.turns = sess.turns
	perTrial = int(math.Round(float64(perTrial) * sess.turns))
	c.Planned = perTrial * e.Trials

	// The requests' shape: the workload's, or the trace's for a replay.
	in0, out0 := float64(w.Input.Mean), float64(w.Output.Mean)
	if c.Kind == Replay {
		if _, lens := l.ReplayArrivals(); len(lens) > 0 {
			in0, out0 = 0, 0
			for _, n := range lens {
				in0 += float64(n.Input)
				out0 += float64(n.Output)
			}
			in0, out0 = in0/float64(len(lens)), out0/float64(len(lens))
		}
	}
	switch c.Kind {
	case Open:
		c.Rate = l.Rate
	case Share:
		c.Rate = l.Capacity * capRate
	}
	if why := in.Pilot.mismatch(pc.Name, c.Kind, c.Rate); why != "" {
		// The pilot's cell of that name ran another load: its latencies are not
		// this cell's.
		c.PilotNote = why
		in.Pilot = nil
	}
	if d, ok := in.Pilot.MeanE2EL(pc.Name); ok {
		c.E2EL, c.E2ELSource = d, "pilot"
	} else {
		c.E2EL, c.E2ELSource = defaultE2EL(in0, out0, x.Shared, l.Concurrency), "default"
	}

	switch c.Kind {
	case Closed:
		// A user's turn takes its E2EL and, but for a session's first, a think time.
		c.perRequest = (c.E2EL + sess.think*(sess.turns-1)/sess.turns) / float64(l.Concurrency)
		c.Load = fmt.Sprintf("%d users × %s requests", l.Concurrency, words.Thousands(perTrial))
		if sess.turns > 1 {
			c.Load = fmt.Sprintf("%d users × %s sessions", l.Concurrency, words.Thousands(l.Requests))
		}
	case Replay:
		offs, _ := l.ReplayArrivals()
		span := 0.0
		if len(offs) > 0 {
			span = offs[len(offs)-1].Seconds()
		}
		c.perRequest, c.tail = span/float64(max(perTrial, 1)), c.E2EL
		c.Load = fmt.Sprintf("%s requests over %s", words.Thousands(perTrial), fmtDur(span))
	default:
		rate := c.Rate
		switch {
		case c.Kind == Share:
			c.Load = fmt.Sprintf("%s × %.3g/s (%s) = %.3g/s for %v", pct(l.Capacity), capRate, c.RateSource, rate, l.Duration)
		case l.Requests > 0:
			c.Load = fmt.Sprintf("%.3g/s for %s requests", rate, words.Thousands(l.Requests))
		default:
			c.Load = fmt.Sprintf("%.3g/s for %v", rate, l.Duration)
		}
		c.perRequest, c.tail = 1/rate, c.E2EL
		if sess.turns > 1 {
			// Sessions arrive at rate; the last one's turns run on after it.
			c.perRequest = 1 / (rate * sess.turns)
			c.tail = c.E2EL*sess.turns + sess.think*(sess.turns-1)
		}
	}
	if sess.turns > 1 {
		c.Load += fmt.Sprintf(", sessions of %.3g turns on average", sess.turns)
	}
	if e.Trials > 1 {
		c.Load += fmt.Sprintf(" × %d trials", e.Trials)
	}

	c.Max = max(p.SequentialMax(pc, capRate), 1)
	if c.Kind == Replay {
		c.Max = 1 // a replay sends its trace and no more (as the gate does)
	}
	rule := e.rule(c.Max)
	points := rule.Points(c.Planned)
	allowed := rule.TotalLooks()
	if sq := p.Sequential; sq != nil && sq.Max >= 1 && sq.MaxDuration > 0 {
		// max_duration caps the traffic of a cell whose max is a multiple.
		for allowed > rule.Looks && c.traffic(points[allowed-1]) > sq.MaxDuration.Seconds() {
			allowed--
		}
	}
	c.MaxRequests = points[allowed-1]

	gaps := math.Max(out0-1, 0)
	var pcts []*percentile
	for _, pk := range pc.Checks {
		ck, pt := e.check(&c, pc, pk, rule, gaps, in)
		c.Checks = append(c.Checks, ck)
		if pt != nil {
			pt.i = len(c.Checks) - 1
			pcts = append(pcts, pt)
		}
	}
	// The gate's rule from the planned end on: the cell stops at the first look at
	// which no check it does not skip would be INCONCLUSIVE for too few samples, else
	// at its maximum.
	stop := allowed
	for k := rule.Looks; k <= allowed; k++ {
		if !slices.ContainsFunc(pcts, func(pt *percentile) bool { return !pt.skipped && !pt.decides(k, points[k-1]) }) {
			stop = k
			break
		}
	}
	// compare.tail: the cell also runs on until each compare percentile has that many
	// requests beyond it.
	var gates []Check
	for _, pk := range pc.Compare {
		ck := e.compare(&c, pk, points[rule.Looks-1])
		if ck.TailNeeds > 0 {
			k := rule.Looks
			for k < allowed && points[k-1] < ck.TailNeeds {
				k++
			}
			ck.Look, ck.Requests, ck.Traffic = k, points[k-1], c.traffic(points[k-1])
			ck.At = "planned end"
			if k > rule.Looks {
				ck.At = fmt.Sprintf("look %d = %s× plan", k, num(rule.Fraction(k)))
			}
			if ck.Decidable = points[k-1] >= ck.TailNeeds; !ck.Decidable {
				ck.At = "UNDECIDABLE"
				ck.Why = fmt.Sprintf("compare.tail asks %d samples beyond its percentile, %s requests, more than the cell's maximum of %s",
					e.Plan.CompareTail, words.Thousands(ck.TailNeeds), words.Thousands(points[allowed-1]))
			}
			stop = max(stop, k)
		}
		gates = append(gates, ck)
	}
	c.Needed = points[stop-1]
	for _, pt := range pcts {
		e.settle(&c, &c.Checks[pt.i], pt, points, allowed, stop)
	}
	c.Checks = append(c.Checks, gates...)
	c.Traffic = c.traffic(c.Needed)
	return c, nil
}

// percentile is what deciding a percentile check takes: MinSamples at each look's
// level, of samples worth D each.
type percentile struct {
	i      int // the check's index in Cell.Checks
	rule   stats.SequentialRule
	q      float64
	perReq float64
	// d0 is the design effect measured (or assumed) at m0 requests; dAt grows it
	// with the requests of a look. m0 = 0: no growth (independent samples).
	d0      float64
	m0      float64
	skipped bool
}

// dAt returns the design effect of the check's samples at a look of m requests:
// d0 × (m/m0)^DesignEffectGrowth past m0, d0 up to it.
func (pt *percentile) dAt(m int) float64 {
	if pt.m0 <= 0 || float64(m) <= pt.m0 {
		return pt.d0
	}
	return pt.d0 * math.Pow(float64(m)/pt.m0, DesignEffectGrowth)
}

// requestsFor returns the fewest requests whose samples, over dAt of that many,
// reach n independent ones.
func (pt *percentile) requestsFor(n int) int {
	if pt.perReq <= 0 {
		return 0
	}
	m := float64(n) * pt.d0 / pt.perReq
	if pt.m0 > 0 && m > pt.m0 {
		// m·perReq / (d0·(m/m0)^β) = n  ⇒  m^(1−β) = n·d0 / (perReq·m0^β)
		m = math.Pow(float64(n)*pt.d0/(pt.perReq*math.Pow(pt.m0, DesignEffectGrowth)), 1/(1-DesignEffectGrowth))
	}
	return int(math.Ceil(m - 1e-9))
}

// need returns the independent samples both bounds need at look k.
func (pt *percentile) need(k int) int {
	n, err := stats.MinSamples(pt.q, pt.rule.LevelAt(k))
	if err != nil {
		return math.MaxInt
	}
	return n
}

// decides reports whether look k, at m requests, decides the check: its samples over
// D (stats.SeriesPercentile counts n samples as ⌊n/D⌋ independent ones) reach need(k).
func (pt *percentile) decides(k, m int) bool {
	return pt.perReq > 0 && math.Floor(float64(m)*pt.perReq/pt.dAt(m)+1e-9) >= float64(pt.need(k))
}

// check estimates one threshold of cell c (the plan's cell pc); for a percentile it
// also returns what deciding it takes, which settle completes once the cell's stop
// is known.
func (e *Estimate) check(c *Cell, pc *plan.Cell, pk plan.Check, rule stats.SequentialRule, gaps float64, in Inputs) (Check, *percentile) {
	ck := Check{Name: pk.Metric.Name + " " + pk.Expr.String(), D: 1, Judged: AtEnd}
	if pk.Metric.Kind != threshold.Latency || pk.Expr.Agg != threshold.P {
		planned := c.Planned
		ck.Decidable, ck.Look, ck.At = true, rule.Looks, "planned end"
		ck.Requests, ck.Traffic = planned, c.traffic(planned)
		return ck, nil
	}
	ck.Judged = Percentile
	q := pk.Expr.Q
	ck.PerRequest = samplesPerRequest(pk.Metric.Name, gaps)
	if pk.Metric.Name == "ttft_later_turns" {
		ck.PerRequest = 0 // only a session's turns after its first
		if c.turns > 1 {
			ck.PerRequest = (c.turns - 1) / c.turns
		}
	}
	var m0 float64 // the requests the design effect was measured at
	switch d, src, err := in.Pilot.DesignEffect(c.Name, pk.Metric, q, e.Level); {
	case pk.Metric.Name == "dispatch_lag":
		ck.DSource = "independent" // the gate judges the generator's lag as a plain sample
	case in.Pilot != nil && err == nil:
		ck.D, ck.DSource, m0 = d, src, float64(in.Pilot.requests(c.Name))
	default:
		if d, ok := DefaultDesignEffect(c.Kind, pk.Metric.Name, gaps); ok {
			ck.D = d
		} else {
			ck.D = fallbackD(c.Kind)
		}
		ck.DSource, m0 = "default", defaultRequests(c.Kind)
	}
	// The gate skips an INCONCLUSIVE verdict whose reason the scale's skip lists
	// name, and in quick runs one that quick.unjudged names.
	switch {
	case slices.Contains(e.Skip, threshold.ReasonTooFewSamples):
		list := "skip"
		if e.Scale == Quick && !slices.Contains(e.Plan.Skip, threshold.ReasonTooFewSamples) {
			list = "quick.skip"
		}
		ck.Skipped = fmt.Sprintf("%s lists %s", list, threshold.ReasonTooFewSamples)
	case e.Scale == Quick:
		if why, pos, ok := e.Plan.Quick.UnjudgedWhy(pc, pk); ok {
			ck.Skipped = fmt.Sprintf("quick.unjudged (%s) names it: %s", pos, why)
		}
	}
	if ck.PerRequest <= 0 {
		ck.Why = "its requests give no samples (answers of one token have no gaps)"
	}
	ck.DBase, ck.DBaseRequests = ck.D, int(m0)
	return ck, &percentile{rule: rule, q: q, perReq: ck.PerRequest, d0: ck.D, m0: m0, skipped: ck.Skipped != ""}
}

// settle completes a percentile check once its cell's stopping look is known: the
// first look from the planned end on that decides it, and whether the cell, which
// stops at look stop, gets there.
func (e *Estimate) settle(c *Cell, ck *Check, pt *percentile, points []int, allowed, stop int) {
	first := 0
	for k := pt.rule.Looks; k <= allowed; k++ {
		if pt.decides(k, points[k-1]) {
			first = k
			break
		}
	}
	at := stop // where the cell ends
	switch {
	case first == 0:
	case first > stop || !pt.decides(stop, points[stop-1]):
		// A skipped check the cell stops without, or one that only another look than
		// the cell's last decides.
		if !pt.skipped && ck.Why == "" {
			ck.Why = fmt.Sprintf("look %d alone would decide it, but the cell's other checks are decided together at no look up to its max", first)
		}
	default:
		ck.Decidable, ck.Look = true, first
	}
	// What it needs: at the look that first decides it, else at the last one allowed.
	ck.MinSamples = pt.need(allowed)
	if first > 0 {
		ck.MinSamples = pt.need(first)
	}
	ck.Needs = pt.requestsFor(ck.MinSamples)
	switch {
	case ck.Decidable && first == pt.rule.Looks:
		ck.At = "planned end"
	case ck.Decidable:
		ck.At = fmt.Sprintf("look %d = %s× plan", first, num(pt.rule.Fraction(first)))
	default:
		ck.At = "UNDECIDABLE"
	}
	if ck.Decidable {
		at = first
	}
	ck.Requests, ck.Traffic = points[at-1], c.traffic(points[at-1])
	ck.D = pt.dAt(ck.Requests)
}

// compare estimates one compare gate in cell c, whose planned requests are planned.
func (e *Estimate) compare(c *Cell, pk plan.Check, planned int) Check {
	ck := Check{Name: "compare " + pk.Metric.Name + " " + pk.Expr.String(), Compare: true, D: 1,
		Judged: AtEnd, Decidable: true, At: "planned end", Requests: planned, Traffic: c.traffic(planned)}
	if pk.Metric.Kind != threshold.Latency || pk.Expr.Agg != threshold.P {
		return ck
	}
	ck.Judged = Paired
	q := pk.Expr.Q
	// stats.PairedTooFew: at least PairedMinSamples per run, and k = n·min(q, 1−q) ≥ 1.
	ck.MinSamples = max(stats.PairedMinSamples, int(math.Ceil(1/math.Min(q, 1-q)-1e-9)))
	ck.PerRequest = samplesPerRequest(pk.Metric.Name, 0)
	ck.Needs = ck.MinSamples
	if ck.PerRequest > 0 {
		ck.Needs = int(math.Ceil(float64(ck.MinSamples)/ck.PerRequest - 1e-9))
		if t := e.Plan.CompareTail; t > 0 {
			ck.TailNeeds = int(math.Ceil(float64(t)/(math.Min(q, 1-q)*ck.PerRequest) - 1e-9))
			ck.Needs = max(ck.Needs, ck.TailNeeds)
		}
	}
	return ck
}

// samplesPerRequest is how many samples of a latency metric one request gives: one
// gap per streamed token event after the first for the inter-token latencies (gaps
// per request), one for everything else (ttft, e2el, tpot, the from_intended
// latencies, queue_wait, dispatch_lag). See the gate's CellResult.observe.
func samplesPerRequest(metric string, gaps float64) float64 {
	switch metric {
	case "itl", "itl_per_token":
		return gaps
	case "tpot":
		// tpot needs more than one output token.
		if gaps <= 0 {
			return 0
		}
	}
	return 1
}

// tests lists the plan's fixed-length tests at its scale; pilot, when set, gives
// the capacity probes' lengths.
func tests(p *plan.Plan, pilot *Pilot) []Test {
	var out []Test
	if b := p.Burst; b != nil {
		out = append(out, Test{Name: "burst", What: fmt.Sprintf("%s/%s, %v with a %v spike", b.Workload, b.Prefix, b.Duration, b.SpikeFor), Traffic: b.Duration.Seconds()})
	}
	if o := p.Overload; o != nil {
		ms := make([]string, len(o.Multiples))
		for i, m := range o.Multiples {
			ms[i] = num(m)
		}
		out = append(out, Test{Name: "overload", What: fmt.Sprintf("%s at %s× capacity, %d steps × %v", o.Workload, strings.Join(ms, ", "), len(o.Multiples), o.StepDuration),
			Traffic: float64(len(o.Multiples)) * o.StepDuration.Seconds()})
	}
	if r := p.Restart; r != nil {
		out = append(out, Test{Name: "restart", What: fmt.Sprintf("%s at %.3g/s, %v before + %v after the restart", r.Workload, r.Rate, r.Before, r.After),
			Traffic: (r.Before + r.After).Seconds()})
	}
	if ws := p.CapacityWorkloads(); len(ws) > 0 {
		cp := p.Capacity
		// The climb's short probes (a quarter of step_duration each, from min_rate ×3
		// until one fails: at most ⌊log₃(max/min)⌋ + 2) do not count against steps.
		climb := 2
		if cp.MinRate > 0 && cp.MaxRate > cp.MinRate {
			climb += int(math.Floor(math.Log(cp.MaxRate/cp.MinRate)/math.Log(3) + 1e-9))
		}
		total := 0.0
		var parts []string
		for _, w := range ws {
			// A full probe lasts plan.ProbeLifetimes answers when that is longer than
			// step_duration: the pilot's longest says how long it was for this workload.
			probe := cp.StepDuration
			if s, ok := pilot.ProbeSeconds(w); ok {
				probe = max(probe, time.Duration(s*float64(time.Second)).Round(time.Second))
			}
			total += float64(cp.Steps)*probe.Seconds() + float64(climb)*cp.StepDuration.Seconds()/4
			parts = append(parts, fmt.Sprintf("%s: %d probes × %v + %d climbing × %v", w, cp.Steps, probe, climb, cp.StepDuration/4))
		}
		what := "up to " + strings.Join(parts, "; ")
		if pilot == nil {
			what += fmt.Sprintf(" (a probe of long answers lasts %d of them when that is longer: give --pilot for their lengths)", plan.ProbeLifetimes)
		}
		out = append(out, Test{Name: "capacity search", Bound: true, Traffic: total, What: what})
	}
	return out
}

// MatrixTraffic returns the traffic time of the cells that could be estimated, in
// seconds.
func (e *Estimate) MatrixTraffic() float64 {
	t := 0.0
	for _, c := range e.Cells {
		if c.Unknown == "" {
			t += c.Traffic
		}
	}
	return t
}

// TestsTraffic returns the traffic time of the fixed-length tests in seconds (the
// capacity search at its bound).
func (e *Estimate) TestsTraffic() float64 {
	t := 0.0
	for _, x := range e.Tests {
		t += x.Traffic
	}
	return t
}

// Undecided is a check that cannot be decided within its cell's maximum.
type Undecided struct {
	// Cell is the check's cell, Check the check (both within the Estimate).
	Cell  *Cell
	Check *Check
}

// Undecidable returns the checks no look up to their cell's maximum decides, skipped
// ones included (see Check.Skipped).
func (e *Estimate) Undecidable() []Undecided {
	var out []Undecided
	for i := range e.Cells {
		c := &e.Cells[i]
		for j := range c.Checks {
			if !c.Checks[j].Decidable {
				out = append(out, Undecided{c, &c.Checks[j]})
			}
		}
	}
	return out
}

// Failing returns the undecidable checks that would fail the run: those whose
// inconclusive verdict the plan does not skip at this scale.
func (e *Estimate) Failing() []Undecided {
	var out []Undecided
	for _, u := range e.Undecidable() {
		if u.Check.Skipped == "" {
			out = append(out, u)
		}
	}
	return out
}
