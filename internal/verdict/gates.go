package verdict

import (
	"fmt"
	"maps"
	"math"
	"slices"

	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/threshold"
)

// GateVerdict is one compare gate judged on one cell.
type GateVerdict struct {
	threshold.Verdict
	// Cell is the cell the gate was judged on; Pos where the plan wrote the gate.
	Cell, Pos string
	// Skipped marks an INCONCLUSIVE verdict whose reason the run skips.
	Skipped bool
}

// Failed reports whether the verdict fails: FAIL, or INCONCLUSIVE not skipped.
func (v GateVerdict) Failed() bool {
	return v.Status == threshold.Fail || (v.Status == threshold.Inconclusive && !v.Skipped)
}

// GateTally counts compare gates by outcome: Passed, Failed, Inconclusive (not
// skipped) and Skipped add up to all of them; Close counts those, of any status, whose
// point estimate decided them (threshold.Verdict.Close).
type GateTally struct {
	Passed, Failed, Inconclusive, Skipped, Close int
}

// TallyGates counts gs by outcome, for the answer's line in every rendering.
func TallyGates(gs []GateVerdict) GateTally {
	var t GateTally
	for _, g := range gs {
		if g.Close {
			t.Close++
		}
		switch {
		case g.Status == threshold.Fail:
			t.Failed++
		case g.Skipped:
			t.Skipped++
		case g.Status == threshold.Inconclusive:
			t.Inconclusive++
		default:
			t.Passed++
		}
	}
	return t
}

// Judging says how JudgeGates judges: the baseline's name for messages, the
// confidence level of the change's interval (the plan's; a candidate cell that had
// sequential looks is judged at the level it recorded, results.Sequential.Level, as
// its own checks were), the inconclusive reasons that count as
// skips, the bootstrap seed, each run's SLO (results.PlanInfo.SLO; nil when the
// file has none), from which a goodput gate's interval is resampled, and whether the
// two runs are paired (PairedRuns): sent the same requests on the same schedule, so
// that every interval pairs their requests by schedule position.
type Judging struct {
	BaseName         string
	Level            float64
	Skip             []string
	Seed             uint64
	BaseSLO, CandSLO *results.SLO
	Paired           bool
}

// JudgeGates judges compare gates on one cell of a baseline (nil when the baseline
// has no such cell) and the same cell of the candidate, both read through
// results.Observe. The gate calls it on the cell it has just recorded and `infergate
// compare` on the two files, so both print the same verdicts.
//
// A goodput gate (goodput_rph, goodput_rps) gets an interval from the records, so
// that, as for latencies, a change its interval cannot show is marked close (see
// threshold.Compare): in an open loop the requests are resampled into the run's own
// send times and both the good count and the duration (vllm bench's, which includes
// the drain after the last arrival) recomputed (openGoodInterval); in a closed loop,
// where goodput is bound by latency, the pairs (good, e2el) are resampled and goodput
// taken as Σ good / Σ e2el times the loop's effective concurrency.
//
// When j.Paired, every interval pairs the two runs' requests by their position in
// the schedule (results.Observe's Pos; see threshold.LatencyChange and
// goodInterval), and the verdict says so; otherwise the positions are dropped and the
// intervals are the unpaired ones.
func JudgeGates(gates []results.Gate, base, cand *results.Cell, j Judging) []GateVerdict {
	level := j.Level
	if !(level > 0 && level < 1) {
		level = threshold.DefaultLevel
	}
	if l, ok := cand.Sequential.JudgedAt(); ok {
		// The candidate's looks spent the rest of the plan's error on this cell.
		level = l
	}
	if j.Paired && base != nil {
		// Every position the baseline sent has its partner from some look on: the
		// looks from there see one sample, and their error is pooled onto it.
		if l, ok := cand.Sequential.PairedLevel(len(base.Records)); ok {
			level = l
		}
	}
	if j.Paired {
		// Like with like: the schedule positions both runs sent.
		base, cand = commonSchedule(base, cand, j.BaseSLO, j.CandSLO)
	}
	var out []GateVerdict
	for _, g := range gates {
		gv := GateVerdict{Cell: cand.Name, Pos: g.Pos}
		m, ok := threshold.Lookup(g.Metric)
		if !ok {
			gv.Verdict = threshold.Verdict{Metric: g.Metric, Status: threshold.Fail, Reason: threshold.ReasonError,
				Message: fmt.Sprintf("%s %s: FAIL — error: unknown metric %q", g.Metric, g.Expr, g.Metric)}
			out = append(out, gv)
			continue
		}
		e, err := threshold.Parse(g.Expr)
		if err == nil {
			err = threshold.Check(e, m, true)
		}
		if err != nil {
			gv.Verdict = threshold.Verdict{Metric: g.Metric, Status: threshold.Fail, Reason: threshold.ReasonError,
				Message: fmt.Sprintf("%s %s: FAIL — error: %v", g.Metric, g.Expr, err)}
			out = append(out, gv)
			continue
		}
		bobs := threshold.Observation{Unavailable: fmt.Sprintf("the baseline %s has no cell %s", j.BaseName, cand.Name)}
		iv := threshold.NoInterval()
		if base != nil {
			bobs = results.Observe(base, m)
			if m.Name == "goodput_rph" || m.Name == "goodput_rps" {
				iv = goodInterval(base, cand, j.BaseSLO, j.CandSLO, level, j.Seed, j.Paired)
			}
		}
		cobs := results.Observe(cand, m)
		if !j.Paired {
			bobs.Pos, cobs.Pos = nil, nil
		}
		gv.Verdict = threshold.CompareInterval(e, m, bobs, cobs, level, j.Seed, iv)
		gv.Skipped = gv.Status == threshold.Inconclusive && slices.Contains(j.Skip, gv.Reason)
		out = append(out, gv)
	}
	return out
}

// goodInterval is the bootstrap interval of the relative change of good requests
// per second between two cells (no bounds when the files cannot give it); see
// JudgeGates and openGoodInterval. When paired is set and both cells sent requests
// at the same schedule positions (pairedSlots), each resample draws one set of
// positions for both runs (stats.PairedBootstrap) and each run's statistic is taken
// on its own requests at those positions, exactly as the unpaired resample takes it
// on its own draws. The block length is stats.PairedBlockLength of the two runs' E2EL
// series (position by position), not of their good flags: a request's latency
// carries the queue's memory that makes neighbours good or late together and sets
// the drain, while the flags are mostly all 1 — a constant series that would give
// blocks of 1 and an interval too narrow for that memory.
func goodInterval(bc, cc *results.Cell, bslo, cslo *results.SLO, level float64, seed uint64, paired bool) threshold.Interval {
	none := threshold.NoInterval()
	bg, be, berr := goodFlags(bslo, bc)
	cg, ce, cerr := goodFlags(cslo, cc)
	if berr != "" || cerr != "" || !(bc.Duration > 0) || !(cc.Duration > 0) {
		return none
	}
	block := 0
	if paired && pairedSlots(bc, cc) {
		block = stats.PairedBlockLength(be, ce)
	}
	if cc.Rate > 0 && bc.Rate > 0 {
		bo, bok := openSchedule(bc, bg, be)
		co, cok := openSchedule(cc, cg, ce)
		if bok && cok {
			return openGoodInterval(bo, co, bc, cc, level, seed, block)
		}
		// A file without the records' send times (written before At was kept): the
		// duration is taken as fixed, so the interval is too narrow by the drain's
		// variability.
		var d stats.Diff
		var err error
		if block > 0 {
			mean := func(good []float64) func([]int) float64 {
				return func(idx []int) float64 {
					g := 0.0
					for _, i := range idx {
						g += good[i]
					}
					return g / float64(len(idx))
				}
			}
			d, err = stats.PairedBootstrap(len(bg), block, mean(bg), mean(cg), threshold.Resamples, level, seed)
		} else {
			d, err = stats.SeriesBootstrapDiff(bg, cg, stats.MeanOf, threshold.Resamples, level, seed)
		}
		if err != nil || math.IsNaN(d.RelLo) {
			return none
		}
		k := (float64(len(cg)) / cc.Duration) / (float64(len(bg)) / bc.Duration)
		return threshold.Interval{Lo: (1+d.RelLo)*k - 1, Hi: (1+d.RelHi)*k - 1, Paired: d.Paired, Block: d.Block}
	}
	// Closed loop: Σ good / Σ e2el × (Σ e2el / duration).
	if total(be) == 0 || total(ce) == 0 {
		return none
	}
	var d stats.Diff
	var err error
	if block > 0 {
		ratio := func(good, e2el []float64) func([]int) float64 {
			return func(idx []int) float64 {
				var g, t float64
				for _, i := range idx {
					g += good[i]
					t += e2el[i]
				}
				if t == 0 {
					return math.NaN()
				}
				return g / t
			}
		}
		d, err = stats.PairedBootstrap(len(bg), block, ratio(bg, be), ratio(cg, ce), threshold.Resamples, level, seed)
	} else {
		// Indices into the joined arrays stand for the pairs, so one statistic serves
		// both sides.
		goods, e2els := append(slices.Clone(bg), cg...), append(slices.Clone(be), ce...)
		stat := func(xs []float64) float64 {
			var g, t float64
			for _, x := range xs {
				g += goods[int(x)]
				t += e2els[int(x)]
			}
			if t == 0 {
				return math.NaN()
			}
			return g / t
		}
		d, err = stats.SeriesBootstrapDiff(positions(0, len(bg)), positions(len(bg), len(cg)), stat, threshold.Resamples, level, seed)
	}
	if err != nil || math.IsNaN(d.RelLo) {
		return none
	}
	k := (total(ce) / cc.Duration) / (total(be) / bc.Duration)
	return threshold.Interval{Lo: (1+d.RelLo)*k - 1, Hi: (1+d.RelHi)*k - 1, Paired: d.Paired, Block: d.Block}
}

// pairedSlots reports whether two cells sent requests at the same schedule
// positions: the same number of sent records (goodFlags' slots), trial by trial, each
// at the same position (results.Position of its trial and its index among the
// trial's records). Only then can goodput's resamples take one set of positions for
// both runs; a run that stopped earlier, or dropped an arrival the other sent, leaves
// goodput unpaired.
func pairedSlots(bc, cc *results.Cell) bool {
	bp, cp := sentPositions(bc), sentPositions(cc)
	return len(bp) > 0 && slices.Equal(bp, cp)
}

// sentPositions lists the schedule positions of a cell's sent records, in order.
func sentPositions(c *results.Cell) []int {
	var out []int
	next := map[int]int{}
	for _, rec := range c.Records {
		k := next[rec.Trial]
		next[rec.Trial]++
		if !rec.Unsent() { // as goodFlags
			out = append(out, results.Position(rec.Trial, k))
		}
	}
	return out
}

// openRun is an open-loop cell's measured requests as slots of its schedule: slot k
// was sent at send[k] (seconds from the start of its trial's schedule, in trial
// trial[k]), and what was sent there was good or not and took e2el. floor[t] is the
// last send of trial t: a trial lasts at least until then.
type openRun struct {
	good, e2el, send []float64
	trial            []int
	floor            []float64
}

// openSchedule reads cell's sent requests as an openRun, given goodFlags' good and
// e2el of the same cell (one per sent record, in order), or false when the file cannot
// give one (no trial durations, or records without send times).
func openSchedule(cell *results.Cell, good, e2el []float64) (openRun, bool) {
	o := openRun{good: good, e2el: e2el}
	if len(cell.TrialDurations) == 0 {
		return o, false
	}
	o.floor = make([]float64, len(cell.TrialDurations))
	timed := false
	for _, rec := range cell.Records {
		if rec.Unsent() {
			continue // as goodFlags
		}
		if rec.Trial < 0 || rec.Trial >= len(o.floor) {
			return o, false
		}
		send := rec.At + rec.QueueWait
		timed = timed || rec.At > 0
		o.send, o.trial = append(o.send, send), append(o.trial, rec.Trial)
		o.floor[rec.Trial] = max(o.floor[rec.Trial], send)
	}
	return o, timed && len(o.send) == len(good) && len(good) > 0
}

// openGoodInterval is goodInterval for two open-loop cells. Goodput is vllm bench
// serve's: good requests over the benchmark duration, which runs from the schedule's
// zero to the end of the last request, so it includes the drain after the last
// arrival. The drain is as random as any latency: a candidate whose last few answers
// happen to end later loses good requests per second without being slower, and with
// the duration held fixed (resampling good/not-good alone) that loss would look
// certain, with an interval of zero width when every request is good. So each
// resample puts resampled requests (a block bootstrap along arrival order, so bursts
// stay together) into the run's own send times, slot by slot, and recomputes both the
// good count and each trial's duration: the latest of its last send and every slot's
// send + e2el. The resamples' relative changes, around their median, are moved onto
// the change of the files' own goodputs, so that the verdict's point lies inside its
// interval.
//
// With block > 0 the two runs are paired (goodInterval): each resample draws one set
// of positions in blocks of block (stats.PairedBootstrap), and each run puts its own
// requests at those positions into its own send times. Otherwise each run's requests
// are resampled on their own (stats.SeriesBootstrapDiff).
func openGoodInterval(bo, co openRun, bc, cc *results.Cell, level float64, seed uint64, block int) threshold.Interval {
	none := threshold.NoInterval()
	nb := len(bo.good)
	runs := [2]*openRun{&bo, &co}
	ends := make([]float64, max(len(bo.floor), len(co.floor)))
	// goodput is run o's statistic when slot k gets its request at(k).
	goodput := func(o *openRun, n int, at func(k int) int) float64 {
		copy(ends, o.floor)
		g := 0.0
		for k := range n {
			i := at(k)
			g += o.good[i]
			if e := o.send[k] + o.e2el[i]; e > ends[o.trial[k]] {
				ends[o.trial[k]] = e
			}
		}
		d := total(ends[:len(o.floor)])
		if !(d > 0) {
			return math.NaN()
		}
		return g / d
	}
	var d stats.Diff
	var err error
	if block > 0 {
		side := func(o *openRun) func([]int) float64 {
			return func(idx []int) float64 { return goodput(o, len(idx), func(k int) int { return idx[k] }) }
		}
		d, err = stats.PairedBootstrap(nb, block, side(&bo), side(&co), threshold.Resamples, level, seed)
	} else {
		stat := func(xs []float64) float64 {
			side, off := 0, 0
			if int(xs[0]) >= nb {
				side, off = 1, nb
			}
			return goodput(runs[side], len(xs), func(k int) int { return int(xs[k]) - off })
		}
		d, err = stats.SeriesBootstrapDiff(positions(0, nb), positions(nb, len(co.good)), stat, threshold.Resamples, level, seed)
	}
	if err != nil || math.IsNaN(d.RelLo) || !(d.RelMedian > -1) {
		return none
	}
	// The files' goodputs (good requests over the recorded durations) and the
	// resamples' spread around their median. A resampled duration is rarely as long as
	// an observed one that a single late answer set, so the resamples centre below
	// such a point; the interval keeps their spread and is moved onto the point.
	k := (total(co.good) / cc.Duration) / (total(bo.good) / bc.Duration) / (1 + d.RelMedian)
	if math.IsNaN(k) || math.IsInf(k, 0) {
		return none
	}
	return threshold.Interval{Lo: (1+d.RelLo)*k - 1, Hi: (1+d.RelHi)*k - 1, Paired: d.Paired, Block: d.Block}
}

// positions returns from, from+1, …, from+n−1: indices into two sides' joined data,
// which a bootstrap resamples in place of the data so that one statistic can read
// several fields of each request, and tell the sides apart.
func positions(from, n int) []float64 {
	out := make([]float64, n)
	for i := range out {
		out[i] = float64(from + i)
	}
	return out
}

// total is the sum of xs.
func total(xs []float64) float64 {
	t := 0.0
	for _, x := range xs {
		t += x
	}
	return t
}

// commonSchedule returns two paired cells cut to the schedule positions both of them
// sent: per trial, the first min(n_base, n_cand) records of each. Two runs of one plan
// that stopped at different looks (one ran on past its plan while the other was
// decided sooner) hold different stretches of the same schedule, and comparing the
// whole of each would compare a longer run with a shorter one: a queue that drifts,
// or a drain that is a larger share of a shorter run, shows up as a change neither
// deployment made. The cut cells' duration and goodput are recomputed from the
// records they keep (an open loop's duration runs to the end of its last kept
// answer, and so does a closed loop's, whose records carry their send times; only a
// closed loop without them scales with the share of requests kept). Cells of equal
// length are returned as they are.
func commonSchedule(bc, cc *results.Cell, bslo, cslo *results.SLO) (*results.Cell, *results.Cell) {
	if bc == nil || cc == nil {
		return bc, cc
	}
	counts := func(c *results.Cell) map[int]int {
		n := map[int]int{}
		for _, r := range c.Records {
			n[r.Trial]++
		}
		return n
	}
	bn, cn := counts(bc), counts(cc)
	keep := map[int]int{}
	cut := false
	for t, n := range bn {
		keep[t] = min(n, cn[t])
		cut = cut || keep[t] != n || keep[t] != cn[t]
	}
	for t, n := range cn {
		if _, ok := bn[t]; !ok && n > 0 {
			keep[t], cut = 0, true
		}
	}
	if !cut {
		return bc, cc
	}
	return cutCell(bc, keep, bn, bslo), cutCell(cc, keep, cn, cslo)
}

// cutCell is c with only the first keep[t] records of each trial t (whose full count
// is all[t]), its duration and goodput recomputed from them.
func cutCell(c *results.Cell, keep, all map[int]int, slo *results.SLO) *results.Cell {
	out := *c
	out.Records = nil
	seen := map[int]int{}
	ends := map[int]float64{}
	timed := map[int]bool{}
	for _, r := range c.Records {
		if seen[r.Trial] >= keep[r.Trial] {
			continue
		}
		seen[r.Trial]++
		out.Records = append(out.Records, r)
		if !r.Unsent() {
			ends[r.Trial] = max(ends[r.Trial], r.At+r.QueueWait+r.E2EL)
			timed[r.Trial] = timed[r.Trial] || r.At > 0
		}
	}
	trials := make([]int, 0, len(all))
	for t := range all {
		trials = append(trials, t)
	}
	slices.Sort(trials)
	out.Duration, out.TrialDurations = 0, nil
	for i, t := range trials {
		d := 0.0
		switch {
		case c.Rate > 0 || timed[t]:
			// A closed loop's records hold their send times too: its first keep[t]
			// requests took until the last of them was answered. The share of the
			// trial's duration would keep only that share of its ramp-up and drain,
			// which a longer run spreads over more requests, and a baseline that ran
			// on would gain goodput its candidate never could (an A/A run of a
			// low-load closed loop lost 2 % that way).
			d = ends[t]
		case i < len(c.TrialDurations) && all[t] > 0:
			d = c.TrialDurations[i] * float64(keep[t]) / float64(all[t])
		case all[t] > 0:
			d = c.Duration * float64(keep[t]) / float64(len(c.Records))
		}
		out.Duration += d
		out.TrialDurations = append(out.TrialDurations, d)
	}
	out.Summary = maps.Clone(c.Summary)
	if good, _, why := goodFlags(slo, &out); why == "" && out.Duration > 0 {
		if out.Summary == nil {
			out.Summary = map[string]results.Stat{}
		}
		out.Summary["goodput_rps"] = results.Stat{N: len(good), Value: total(good) / out.Duration, Unit: "req/s"}
	}
	return &out
}
