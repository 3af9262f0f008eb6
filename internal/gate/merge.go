package gate

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/infergate/infergate/internal/verdict"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/loadgen"
	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/scrape"
)

// ShardFile is one results file Merge reads, with its name for messages.
type ShardFile struct {
	Name string // the file's path, for messages and the merged manifest
	Run  *results.Run
}

// Merge pools the results files of one sharded run's shards into the run's results
// file, as if one generator had sent all of the run's traffic:
//
//   - it refuses files that are not one run's shards: another plan (hash), seed,
//     scale, target or start, a shard missing or given twice, a cell whose workload
//     differs between shards;
//   - per cell and trial it pools the shards' raw records in the order they were due
//     (Record.At), and judges every check of the plan again on the pooled records:
//     percentiles are computed from all samples, never averaged over shards; itl and
//     dispatch_lag from every shard's gaps and lags; goodput and throughput per
//     second of the trial's span, the longest shard's (they started together);
//   - the server-side view (prefix-cache hits, preemptions, waiting, KV usage) is the
//     shard's whose scrape window was widest: all shards scraped the same server over
//     the same slot, so the widest window holds every shard's traffic, and summing
//     them would count it n times;
//   - a cell a shard found INVALID (it fell behind, or reached the slot late) stays
//     INVALID, with that shard's reason;
//   - a cell that not every shard ran is left out and the merged run is partial.
//
// itl_per_token is not kept per event in a results file, so the merged run reports it
// unavailable. Compare gates are not judged here: run `infergate compare` on the
// merged file. p is the plan the shards ran, as they ran it (the quick plan for a
// quick run); its hash must be theirs.
//
// tests, when not nil, is the results file of the run's one-process part (TestCapacity
// and TestBurst, which are not sharded) against the same target and plan: its tests
// join the merged file, so that the merged run covers the whole plan.
func Merge(shards []ShardFile, p *plan.Plan, tests *ShardFile) (*results.Run, error) {
	if len(shards) == 0 {
		return nil, fmt.Errorf("merge: no shard files given")
	}
	if err := checkShards(shards, p); err != nil {
		return nil, err
	}
	first := shards[0].Run
	quick := first.Manifest.Scale == ScaleQuick
	out := &results.Run{Schema: results.Schema, Capacity: first.Capacity}
	if tests != nil {
		tm, fm := tests.Run.Manifest, first.Manifest
		switch {
		case tm.Shard != nil:
			return nil, fmt.Errorf("merge: -tests %s is a shard's file; give the one-process run of TestCapacity and TestBurst", tests.Name)
		case tm.Plan.Hash != fm.Plan.Hash:
			return nil, fmt.Errorf("merge: -tests %s ran another plan (sha256 %s) than the shards (%s)", tests.Name, short(tm.Plan.Hash), short(fm.Plan.Hash))
		case tm.Target.BaseURL != fm.Target.BaseURL || tm.Target.Model != fm.Target.Model:
			return nil, fmt.Errorf("merge: -tests %s measured another target (%s %s) than the shards (%s %s)", tests.Name, tm.Target.BaseURL, tm.Target.Model, fm.Target.BaseURL, fm.Target.Model)
		}
		out.Tests = tests.Run.Tests
		if len(out.Capacity) == 0 {
			out.Capacity = tests.Run.Capacity
		}
	}
	var digests, missing []string
	for i := range p.Cells {
		pc := &p.Cells[i]
		cells := make([]*results.Cell, len(shards))
		var lacking []string
		for s, sh := range shards {
			for j := range sh.Run.Cells {
				if sh.Run.Cells[j].Name == pc.Name {
					cells[s] = &sh.Run.Cells[j]
				}
			}
			if cells[s] == nil {
				lacking = append(lacking, sh.Name)
			}
		}
		if len(lacking) == len(shards) {
			missing = append(missing, "cell "+pc.Name)
			continue
		}
		if len(lacking) > 0 {
			missing = append(missing, fmt.Sprintf("cell %s (not in %s)", pc.Name, strings.Join(lacking, ", ")))
			continue
		}
		res, err := mergeCell(pc, cells, shards)
		if err != nil {
			return nil, err
		}
		res.judge(p, quick)
		if len(res.conservation) > 0 {
			res.Judgements = append(res.Judgements, conservationJudgement(res.conservation))
		}
		c := cellRecord(res, p, false)
		c.PromptLengths, c.Calibration = cells[0].PromptLengths, cells[0].Calibration
		out.Cells = append(out.Cells, c)
		digests = append(digests, res.Digest)
	}
	m := first.Manifest
	m.Shard = nil
	for _, sh := range shards {
		m.Merged = append(m.Merged, sh.Name)
		if t := sh.Run.Manifest.StartedAt; t.Before(m.StartedAt) {
			m.StartedAt = t
		}
		if t := sh.Run.Manifest.FinishedAt; t.After(m.FinishedAt) {
			m.FinishedAt = t
		}
	}
	sort.Strings(digests)
	m.WorkloadDigest = digestOf(digests)
	out.Manifest = m
	for _, test := range []struct {
		name string
		in   bool
	}{{"TestBurst", p.Burst != nil}, {"TestOverload", p.Overload != nil}, {"TestRestart", p.Restart != nil}} {
		if test.in && !slices.ContainsFunc(out.Tests, func(t results.Test) bool { return t.Name == test.name }) {
			missing = append(missing, test.name)
		}
	}
	for _, w := range p.CapacityWorkloads() {
		if !slices.ContainsFunc(out.Capacity, func(c results.Capacity) bool { return c.Workload == w }) {
			missing = append(missing, "the capacity of "+w)
		}
	}
	out.Partial = len(missing) > 0
	sum := verdict.Summarize(out)
	sum.Missing = missing
	out.Summary = &sum
	return out, nil
}

// checkShards refuses files that are not the shards of one run of p.
func checkShards(shards []ShardFile, p *plan.Plan) error {
	first := shards[0]
	fm := first.Run.Manifest
	if fm.Shard == nil {
		return fmt.Errorf("merge: %s is not a shard's results file (its manifest has no shard): merge takes the files that INFERGATE_SHARD runs wrote", first.Name)
	}
	seen := map[int]string{}
	for _, sh := range shards {
		m := sh.Run.Manifest
		if m.Shard == nil {
			return fmt.Errorf("merge: %s is not a shard's results file (its manifest has no shard)", sh.Name)
		}
		differ := func(field string, a, b any) error {
			return fmt.Errorf("merge: %s and %s are not shards of one run: %s differs (%v vs %v)", first.Name, sh.Name, field, a, b)
		}
		switch {
		case m.Shard.Count != fm.Shard.Count:
			return differ("manifest.shard.count", fm.Shard.Count, m.Shard.Count)
		case !m.Shard.StartAt.Equal(fm.Shard.StartAt):
			return differ("manifest.shard.start_at", fm.Shard.StartAt.Format(time.RFC3339Nano), m.Shard.StartAt.Format(time.RFC3339Nano))
		case m.Shard.RunID != fm.Shard.RunID:
			return differ("manifest.shard.run_id", fm.Shard.RunID, m.Shard.RunID)
		case m.Plan.Hash != fm.Plan.Hash:
			return differ("the plan (manifest.plan.hash)", short(fm.Plan.Hash), short(m.Plan.Hash))
		case !slices.Equal(m.Seeds, fm.Seeds):
			return differ("manifest.seeds", fm.Seeds, m.Seeds)
		case m.Scale != fm.Scale:
			return differ("manifest.scale", fm.Scale, m.Scale)
		case m.Target.BaseURL != fm.Target.BaseURL || m.Target.Model != fm.Target.Model:
			return differ("the target (manifest.target base_url, model)", fm.Target.BaseURL+" "+fm.Target.Model, m.Target.BaseURL+" "+m.Target.Model)
		case m.Target.SimOptions != fm.Target.SimOptions || m.Target.TimeScale != fm.Target.TimeScale:
			return differ("the target's options (manifest.target sim_options, time_scale)", fmt.Sprintf("%q at %g", fm.Target.SimOptions, fm.Target.TimeScale), fmt.Sprintf("%q at %g", m.Target.SimOptions, m.Target.TimeScale))
		case m.Shard.Index < 0 || m.Shard.Index >= m.Shard.Count:
			return fmt.Errorf("merge: %s: manifest.shard.index %d is outside [0, %d)", sh.Name, m.Shard.Index, m.Shard.Count)
		}
		if prev, dup := seen[m.Shard.Index]; dup {
			return fmt.Errorf("merge: %s and %s are both shard %d/%d", prev, sh.Name, m.Shard.Index, m.Shard.Count)
		}
		seen[m.Shard.Index] = sh.Name
	}
	if len(seen) != fm.Shard.Count {
		var absent []string
		for i := range fm.Shard.Count {
			if _, ok := seen[i]; !ok {
				absent = append(absent, fmt.Sprintf("%d/%d", i, fm.Shard.Count))
			}
		}
		return fmt.Errorf("merge: the run has %d shards and shard %s is missing: a merge of some shards is not the run's load", fm.Shard.Count, strings.Join(absent, ", "))
	}
	if fm.Plan.Hash != p.Hash {
		return fmt.Errorf("merge: the shards ran plan %s with sha256 %s, but %s has sha256 %s: give the plan file they ran (-plan)", fm.Plan.File, short(fm.Plan.Hash), p.File, short(p.Hash))
	}
	return nil
}

func short(h string) string {
	if len(h) > 12 {
		return h[:12]
	}
	return h
}

// mergeCell pools one cell's shards into a CellResult ready to judge.
func mergeCell(pc *plan.Cell, cells []*results.Cell, shards []ShardFile) (*CellResult, error) {
	c0 := cells[0]
	res := &CellResult{Cell: pc, Requests: c0.Requests, Warmup: c0.Warmup, Rate: c0.Rate, Digest: c0.WorkloadDigest,
		unavailable: map[string]string{"itl_per_token": "a merge of shards has the inter-token gaps per event, not the tokens each event carried"}}
	trials := 0
	for s, c := range cells {
		if c.WorkloadDigest != c0.WorkloadDigest {
			return nil, fmt.Errorf("merge: cell %s: %s and %s sent different workloads (workload_digest %s vs %s): not shards of one run",
				pc.Name, shards[0].Name, shards[s].Name, short(c0.WorkloadDigest), short(c.WorkloadDigest))
		}
		if c.Invalid != "" && res.Invalid == "" {
			res.Invalid = fmt.Sprintf("shard %d/%d: %s", shards[s].Run.Manifest.Shard.Index, shards[s].Run.Manifest.Shard.Count, c.Invalid)
		}
		trials = max(trials, c.Trials)
	}
	var views []scrape.Cell
	for t := range max(trials, 1) {
		var recs []shardRecord
		span := 0.0
		var best *scrape.Cell
		for s, c := range cells {
			for _, r := range c.Records {
				if r.Trial == t {
					recs = append(recs, shardRecord{Record: r, shard: s})
				}
			}
			if t < len(c.TrialDurations) {
				span = max(span, c.TrialDurations[t])
			} else if c.Trials > 0 {
				span = max(span, c.Duration/float64(c.Trials))
			}
			var vs []scrape.Cell
			if len(c.Server) > 0 && json.Unmarshal(c.Server, &vs) == nil && t < len(vs) {
				if best == nil || vs[t].To.Sub(vs[t].From) > best.To.Sub(best.From) {
					v := vs[t]
					best = &v
				}
			}
		}
		if best != nil {
			views = append(views, *best)
		}
		// Every planned request of the trial once, from some shard.
		seen := map[string]int{}
		var dup []string
		for _, r := range recs {
			if seen[r.ID]++; seen[r.ID] == 2 {
				dup = append(dup, r.ID)
			}
		}
		if len(dup) > 0 {
			res.conservation = append(res.conservation, fmt.Sprintf("trial %d: %d requests sent by more than one shard: %s", t+1, len(dup), firstFew(dup)))
		}
		if len(recs) != c0.Requests {
			res.conservation = append(res.conservation, fmt.Sprintf("trial %d: the shards hold %d records of the %d requests planned", t+1, len(recs), c0.Requests))
		}
		sort.SliceStable(recs, func(i, j int) bool {
			if recs[i].At != recs[j].At {
				return recs[i].At < recs[j].At
			}
			return recs[i].shard < recs[j].shard
		})
		res.Trials = append(res.Trials, pooledTrial(recs, span))
	}
	res.Samples = pool(res.Trials)
	res.Server = poolServer(views)
	return res, nil
}

// shardRecord is a record with the shard it came from.
type shardRecord struct {
	results.Record
	shard int
}

// pooledTrial rebuilds a loadgen result from stored records (durations already in
// simulated seconds, so at scale 1) whose span is span seconds.
func pooledTrial(recs []shardRecord, span float64) *loadgen.Result {
	zero := time.Unix(0, 0)
	sec := func(x float64) time.Duration { return time.Duration(x * float64(time.Second)) }
	out := &loadgen.Result{Scale: 1, Start: zero, End: zero.Add(sec(span))}
	for _, r := range recs {
		intended := zero.Add(sec(r.At))
		cr := client.Record{
			ID: r.ID, Class: client.Class(r.Class), Err: r.Err, Status: r.Status,
			TTFT: sec(r.TTFT), E2EL: sec(r.E2EL), OutputTokens: r.OutputTokens, PromptTokens: r.PromptTokens,
			TTFO: sec(r.TTFO), HasTTFO: r.TTFO > 0, ReasoningTokens: r.ReasoningTokens,
			HasUsage: r.PromptTokens > 0 || !r.OutputEstimated, TokensEstimated: r.OutputEstimated,
			CachedTokens: r.CachedTokens, HasCached: r.HasCached,
		}
		sent := !r.Unsent()
		if sent {
			cr.Intended = intended
			cr.Sent = intended.Add(sec(r.QueueWait))
		}
		if cr.OK() {
			// The events the record keeps: the first token, then one per kept gap.
			at := cr.Sent.Add(cr.TTFT)
			cr.Events = append(cr.Events, client.Event{At: at, Tokens: 1})
			for _, g := range r.ITLs {
				at = at.Add(sec(g))
				cr.Events = append(cr.Events, client.Event{At: at, Tokens: 1})
			}
		}
		out.Records = append(out.Records, cr)
		out.Lag = append(out.Lag, sec(r.Lag))
		out.Sent = append(out.Sent, sent)
		if !sent {
			out.Dropped++
		}
	}
	return out
}
