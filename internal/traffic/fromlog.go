package traffic

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"time"

	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/words"
	"github.com/infergate/infergate/internal/workload"
)

// LogDerive says how FromLog groups requests.
type LogDerive struct {
	// Clusters is the number of workloads to propose; 0 lets FromLog choose (see
	// choose: the best silhouette of 2 to 4 clusters if the split is clear, else 1).
	Clusters int
}

// FromLog proposes a plan from a request log: workloads by clustering the requests'
// (prompt, completion) lengths, each with its empirical length distributions; load
// levels from per-minute arrival counts; the burst from the busiest SpikeWindow; the
// prefix share from cached tokens.
func FromLog(l *Log, opt LogDerive) (*Proposal, error) {
	if l == nil || len(l.Requests) == 0 {
		return nil, fmt.Errorf("derive from request log: no requests")
	}
	if opt.Clusters < 0 || opt.Clusters > 8 {
		return nil, fmt.Errorf("derive from request log: %d clusters: want 0 (choose) to 8", opt.Clusters)
	}
	reqs := l.Requests
	p := &Proposal{
		Source:   sourceName(l),
		From:     reqs[0].Time,
		To:       reqs[len(reqs)-1].Time,
		Requests: len(reqs),
	}
	if n := len(l.Skipped); n > 0 {
		p.Notes = append(p.Notes, fmt.Sprintf("%s of %s skipped as malformed (--skip-bad); the first, line %d: %v", words.Count(n, "line", "lines"), l.File, l.Skipped[0].Line, l.Skipped[0].Err))
	}
	var err error
	if p.Clusters, err = logClusters(reqs, opt.Clusters, &p.Notes); err != nil {
		return nil, err
	}
	if p.Normal, p.Peak, err = levels(perMinute(reqs), "arrivals in the log"); err != nil {
		return nil, fmt.Errorf("derive from request log %s: %w (the log spans %v)", l.File, err, p.To.Sub(p.From).Round(time.Millisecond))
	}
	p.Spike = logSpike(reqs)
	p.Cached, p.HasCached, p.CachedNote = logCached(reqs)
	if l.Format == FormatMooncake {
		p.CachedNote = fmt.Sprintf("implied by the trace's hash_ids: the tokens of %d-token blocks whose id an earlier request had, over all prompt tokens", l.BlockSize)
	}
	if !p.HasCached {
		for i := range p.Clusters {
			p.Clusters[i].HasCached = false
		}
	}
	return p, nil
}

// sourceName names the log in the plan: "request log FILE", or the trace format's
// name, whose times count from the trace's start (the Unix epoch in the plan).
func sourceName(l *Log) string {
	switch l.Format {
	case FormatMooncake:
		return "Mooncake trace " + l.File + " (times from its start)"
	case FormatAzure:
		return "Azure LLM inference trace " + l.File
	case FormatBurstGPT:
		return "BurstGPT trace " + l.File + " (times from its start)"
	}
	return "request log " + l.File
}

// logClusters groups reqs and describes each group.
func logClusters(reqs []Request, k int, notes *[]string) ([]Cluster, error) {
	pts := make([]point, len(reqs))
	for i, r := range reqs {
		pts[i] = lengthPoint(r)
	}
	c := choose(pts, k)
	how := "one cluster: no split into 2 to 4 clusters was clear (silhouette below 0.5)"
	switch {
	case k > 1:
		how = fmt.Sprintf("k-means on log lengths, %d clusters as asked (silhouette %.2f)", c.k, c.silhouette)
	case k == 1:
		how = "one cluster, as asked"
	case c.k > 1:
		how = fmt.Sprintf("k-means on log lengths, %d clusters (silhouette %.2f)", c.k, c.silhouette)
	}
	groups := make([][]Request, c.k)
	for i, r := range reqs {
		groups[c.assign[i]] = append(groups[c.assign[i]], r)
	}
	groups = slices.DeleteFunc(groups, func(g []Request) bool { return len(g) == 0 })
	slices.SortStableFunc(groups, func(a, b []Request) int { return cmp.Compare(len(b), len(a)) })
	var out []Cluster
	zeroOut := 0
	for _, g := range groups {
		in := make([]float64, len(g))
		outLen := make([]float64, len(g))
		for i, r := range g {
			in[i], outLen[i] = float64(r.Prompt), float64(r.Completion)
			if r.Completion == 0 {
				zeroOut++
			}
		}
		cl := Cluster{Requests: len(g), InputMean: meanOf(in), OutputMean: meanOf(outLen), Note: how}
		var err error
		if cl.Input, err = empirical(in); err != nil {
			return nil, fmt.Errorf("derive input lengths: %w", err)
		}
		if cl.Output, err = empirical(outLen); err != nil {
			return nil, fmt.Errorf("derive output lengths: %w", err)
		}
		cl.Kind = KindOf(cl.InputMean, cl.OutputMean)
		cl.Cached, cl.HasCached, _ = logCached(g)
		out = append(out, cl)
	}
	nameClusters(out)
	if zeroOut > 0 {
		*notes = append(*notes, fmt.Sprintf("%s logged 0 completion tokens; the plan asks for at least 1", words.Count(zeroOut, "request", "requests")))
	}
	return out, nil
}

// nameClusters names each cluster by its kind, numbering repeats (short-chat,
// short-chat-2) in order of size.
func nameClusters(cs []Cluster) {
	seen := map[workload.Kind]int{}
	for i := range cs {
		seen[cs[i].Kind]++
		cs[i].Name = string(cs[i].Kind)
		if n := seen[cs[i].Kind]; n > 1 {
			cs[i].Name = fmt.Sprintf("%s-%d", cs[i].Kind, n)
		}
	}
}

// empirical tabulates xs at Knots (numpy's linear quantiles), rounded to whole
// tokens of at least 1.
func empirical(xs []float64) (workload.Dist, error) {
	qs, err := stats.Quantiles(xs, Knots...)
	if err != nil {
		return workload.Dist{}, err
	}
	table := make([]workload.Quantile, len(Knots))
	prev := 1
	for i, q := range qs {
		t := max(int(math.Round(q)), prev)
		table[i] = workload.Quantile{P: Knots[i], Tokens: t}
		prev = t
	}
	return workload.Empirical(table)
}

// perMinute counts arrivals in each whole minute from the first arrival on; a last,
// partial minute is left out, since it would read as a lull.
func perMinute(reqs []Request) []float64 {
	start := reqs[0].Time
	minutes := int(reqs[len(reqs)-1].Time.Sub(start) / time.Minute)
	counts := make([]float64, minutes)
	for _, r := range reqs {
		if m := int(r.Time.Sub(start) / time.Minute); m < minutes {
			counts[m]++
		}
	}
	return counts
}

// logSpike finds the SpikeWindow holding the most arrivals.
func logSpike(reqs []Request) Spike {
	best, at := 0, 0
	j := 0
	for i := range reqs {
		for reqs[i].Time.Sub(reqs[j].Time) >= SpikeWindow {
			j++
		}
		if n := i - j + 1; n > best {
			best, at = n, j
		}
	}
	return Spike{
		Rate:   float64(best) / SpikeWindow.Seconds(),
		Window: SpikeWindow,
		At:     reqs[at].Time,
		Note:   fmt.Sprintf("busiest %v of the log (%d arrivals from %s)", SpikeWindow, best, reqs[at].Time.UTC().Format(time.RFC3339)),
	}
}

// logCached returns the share of prompt tokens served from the prefix cache. vLLM
// leaves prompt_tokens_details out when nothing was cached, so once any line reports
// cached tokens, a line without them counts as 0 cached; a log where no line does
// has no figure.
func logCached(reqs []Request) (share float64, ok bool, note string) {
	var cached, prompt float64
	reported := 0
	for _, r := range reqs {
		prompt += float64(r.Prompt)
		if r.HasCached {
			cached += float64(r.Cached)
			reported++
		}
	}
	if reported == 0 {
		return 0, false, "no line reports cached_tokens, so the prefix share is unknown"
	}
	note = fmt.Sprintf("cached_tokens / prompt_tokens over the log; %d of %d lines report cached tokens, and as vLLM omits them when none were cached, the rest count as 0", reported, len(reqs))
	return cached / prompt, true, note
}
