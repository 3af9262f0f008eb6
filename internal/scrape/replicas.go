package scrape

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"
)

// ParseURLs splits INFERGATE_METRICS_URL, a comma-separated list of the /metrics URLs of
// the replicas behind one gateway, into its entries, spaces around them trimmed.
//
// One URL is returned as it is, unchecked: a bad one has always left every server
// figure unavailable with the reason rather than stopping the run, and a single URL
// behaves exactly as before lists existed. In a list of several, each entry must pass
// CheckURL, and the error names the position of every bad one ("replica 2 of 3: …"),
// redacted: with several replicas a bad entry would make every figure unavailable
// anyway (a sum over fewer replicas is never taken), so the run is better stopped at
// once, at the entry to fix.
func ParseURLs(list string) ([]string, error) {
	parts := strings.Split(list, ",")
	if len(parts) == 1 {
		return []string{strings.TrimSpace(list)}, nil
	}
	var errs []error
	urls := make([]string, len(parts))
	for i, p := range parts {
		urls[i] = strings.TrimSpace(p)
		if urls[i] == "" {
			errs = append(errs, fmt.Errorf("replica %d of %d: empty /metrics URL", i+1, len(parts)))
			continue
		}
		if _, err := CheckURL(urls[i]); err != nil {
			errs = append(errs, fmt.Errorf("replica %d of %d: %w", i+1, len(parts), err))
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return urls, nil
}

// Replicas fetches the /metrics of every replica of one deployment: the engines a
// gateway spreads requests over, each a vLLM server with its own counters. With one
// replica it is exactly a Scraper: SummarizeReplicas is then Summarize and the Cell
// has no Replicas.
//
// It is safe for concurrent use.
type Replicas struct {
	scrapers []*Scraper
}

// NewReplicas returns the Replicas of the /metrics URLs urls (as ParseURLs gives them),
// each fetched with hc (nil: a client with DefaultTimeout). Like New it never fails:
// a URL that is empty or invalid yields a replica whose figures are unavailable.
func NewReplicas(urls []string, hc *http.Client) *Replicas {
	if hc == nil {
		hc = &http.Client{Timeout: DefaultTimeout}
	}
	if len(urls) == 0 {
		urls = []string{""}
	}
	r := &Replicas{}
	for _, u := range urls {
		r.scrapers = append(r.scrapers, New(u, hc))
	}
	return r
}

// URLs returns the replicas' /metrics URLs as they may be shown (redacted), in order.
func (r *Replicas) URLs() []string {
	out := make([]string, len(r.scrapers))
	for i, s := range r.scrapers {
		out[i] = s.URL()
	}
	return out
}

// Len is the number of replicas.
func (r *Replicas) Len() int { return len(r.scrapers) }

// Snapshots holds one snapshot per replica, in the order of the list.
type Snapshots []*Snapshot

// Snapshot fetches every replica's /metrics at once (in parallel, so that the
// snapshots are as close in time as the replicas allow). Every entry is non-nil; the
// error joins the replicas' errors, each of which names its URL.
func (r *Replicas) Snapshot(ctx context.Context) (Snapshots, error) {
	snaps := make(Snapshots, len(r.scrapers))
	errs := make([]error, len(r.scrapers))
	if len(r.scrapers) == 1 {
		snaps[0], errs[0] = r.scrapers[0].Snapshot(ctx)
		return snaps, errs[0]
	}
	var wg sync.WaitGroup
	for i, s := range r.scrapers {
		wg.Go(func() { snaps[i], errs[i] = s.Snapshot(ctx) })
	}
	wg.Wait()
	return snaps, errors.Join(errs...)
}

// ReplicaSampling is one Sampling per replica, started and stopped together.
type ReplicaSampling struct {
	samplings []*Sampling
}

// Sample starts a Sampling (Scraper.Sample) of the gauges names on every replica.
func (r *Replicas) Sample(ctx context.Context, every time.Duration, match map[string]string, names ...string) *ReplicaSampling {
	rs := &ReplicaSampling{}
	for _, s := range r.scrapers {
		rs.samplings = append(rs.samplings, s.Sample(ctx, every, match, names...))
	}
	return rs
}

// Stop stops every replica's sampling (concurrently, so that the grace of a scrape in
// flight is spent once) and returns each replica's maxima, in order.
func (rs *ReplicaSampling) Stop() []map[string]Value {
	out := make([]map[string]Value, len(rs.samplings))
	var wg sync.WaitGroup
	for i, sm := range rs.samplings {
		wg.Go(func() { out[i] = sm.Stop() })
	}
	wg.Wait()
	return out
}

// Replica is one replica's own figures over a cell, as SummarizeReplicas records them
// in Cell.Replicas: the same figures as the Cell's, read from that replica's /metrics
// alone.
type Replica struct {
	URL                string `json:"url"` // redacted
	PrefixCacheQueries Value  `json:"prefix_cache_queries"`
	PrefixCacheHits    Value  `json:"prefix_cache_hits"`
	PrefixHitRatio     Value  `json:"prefix_hit_ratio"`
	Preemptions        Value  `json:"preemptions"`
	PromptTokens       Value  `json:"prompt_tokens"`
	GenerationTokens   Value  `json:"generation_tokens"`
	Requests           Value  `json:"requests"`
	MaxWaiting         Value  `json:"max_waiting"`
	MaxKVUsage         Value  `json:"max_kv_usage"`
}

// SummarizeReplicas is Summarize over several replicas: before[i], after[i] and
// sampled[i] are replica i's snapshots and gauge maxima (sampled may be nil, as
// Summarize's may: the gauges are then unavailable). With one replica it returns
// Summarize's Cell unchanged. With several, each replica is summarized on its own (so a
// counter reset on one replica is found, and makes the figure unavailable, exactly as
// on a single server), its figures are kept in Cell.Replicas, and the cell's figures
// are defined as follows:
//   - counters (prefix cache queries and hits, preemptions, prompt and generation
//     tokens, requests, each finished reason) and histograms (TTFT, queue, prefill,
//     end-to-end): the sum of the replicas' deltas, since each request is counted
//     by the one replica that served it; the prefix hit ratio is the summed hits over
//     the summed queries;
//   - max_waiting and max_kv_usage: the largest of the replicas' own maxima, i.e. the
//     most requests waiting at any one replica and its fullest KV cache. Not a sum:
//     the replicas' gauges are sampled at slightly different instants, so a sum of
//     maxima would add peaks that never coincided, and a replica that queues while
//     another idles is what a gateway's imbalance looks like;
//   - the cache configuration, model name and metric names: those of the first
//     replica that exports vllm:cache_config_info (else the first replica's).
//
// A figure that any replica cannot give is unavailable, its reason naming that
// replica ("replica 2 of 2 (URL): …"): a sum over the replicas that answered would
// silently count only part of the traffic.
func SummarizeReplicas(before, after Snapshots, sampled []map[string]Value, model string) Cell {
	n := max(len(before), len(after), 1)
	at := func(s Snapshots, i int) *Snapshot {
		if i < len(s) {
			return s[i]
		}
		return nil
	}
	cells := make([]Cell, n)
	for i := range n {
		var sm map[string]Value
		if i < len(sampled) {
			sm = sampled[i]
		}
		cells[i] = Summarize(at(before, i), at(after, i), sm, model)
	}
	if n == 1 {
		return cells[0]
	}
	urls := make([]string, n)
	for i := range n {
		if s := at(after, i); s != nil && s.URL != "" {
			urls[i] = s.URL
		} else {
			urls[i] = at(before, i).where()
		}
	}
	return combineReplicas(cells, urls)
}

// combineReplicas makes the cell of several replicas from each one's Cell (see
// SummarizeReplicas); urls name the replicas.
func combineReplicas(cells []Cell, urls []string) Cell {
	n := len(cells)
	first := cells[0]
	// The configuration and names are the first replica's that exported them (the
	// replicas of one deployment share them), so that one replica down does not
	// also hide the others' configuration from the manifest.
	ref := first
	if k := slices.IndexFunc(cells, func(rc Cell) bool { return rc.CacheConfigInfo.OK }); k >= 0 {
		ref = cells[k]
	}
	c := Cell{
		CacheConfig: ref.CacheConfig, CacheConfigInfo: ref.CacheConfigInfo,
		MetricNames: ref.MetricNames, ModelName: ref.ModelName, ModelNote: ref.ModelNote,
	}
	for i, rc := range cells {
		if !rc.From.IsZero() && (c.From.IsZero() || rc.From.Before(c.From)) {
			c.From = rc.From
		}
		if rc.To.After(c.To) {
			c.To = rc.To
		}
		c.Replicas = append(c.Replicas, Replica{
			URL: urls[i], PrefixCacheQueries: rc.PrefixCacheQueries, PrefixCacheHits: rc.PrefixCacheHits,
			PrefixHitRatio: rc.PrefixHitRatio, Preemptions: rc.Preemptions, PromptTokens: rc.PromptTokens,
			GenerationTokens: rc.GenerationTokens, Requests: rc.Requests, MaxWaiting: rc.MaxWaiting, MaxKVUsage: rc.MaxKVUsage,
		})
	}
	field := func(get func(*Cell) Value) []Value {
		vs := make([]Value, n)
		for i := range cells {
			vs[i] = get(&cells[i])
		}
		return vs
	}
	c.PrefixCacheQueries = sumReplicas(field(func(c *Cell) Value { return c.PrefixCacheQueries }), urls)
	c.PrefixCacheHits = sumReplicas(field(func(c *Cell) Value { return c.PrefixCacheHits }), urls)
	if k := slices.IndexFunc(cells, func(rc Cell) bool { return rc.PrefixCacheUnit != "" }); k >= 0 {
		c.PrefixCacheUnit = cells[k].PrefixCacheUnit
	}
	// Only a sum that exists can mix units (an unavailable replica has none).
	if i := slices.IndexFunc(cells, func(rc Cell) bool { return rc.PrefixCacheUnit != first.PrefixCacheUnit }); i >= 0 &&
		c.PrefixCacheQueries.OK {
		why := fmt.Sprintf("the replicas' prefix cache counters count different units (%s at %s, %s at %s): no sum",
			orUnknown(first.PrefixCacheUnit), urls[0], orUnknown(cells[i].PrefixCacheUnit), urls[i])
		c.PrefixCacheQueries = unavailable(c.PrefixCacheQueries.Source, "%s", why)
		c.PrefixCacheHits = unavailable(c.PrefixCacheHits.Source, "%s", why)
	}
	c.PrefixHitRatio = Ratio(c.PrefixCacheHits, c.PrefixCacheQueries)
	if q := c.PrefixCacheQueries; q.OK && q.V == 0 {
		c.PrefixHitRatio.Reason = "no prefix-cache queries in the cell (" + q.Source + " is 0)"
	}
	c.Preemptions = sumReplicas(field(func(c *Cell) Value { return c.Preemptions }), urls)
	c.PromptTokens = sumReplicas(field(func(c *Cell) Value { return c.PromptTokens }), urls)
	c.GenerationTokens = sumReplicas(field(func(c *Cell) Value { return c.GenerationTokens }), urls)
	c.Requests = sumReplicas(field(func(c *Cell) Value { return c.Requests }), urls)
	c.MaxWaiting = maxReplicas(field(func(c *Cell) Value { return c.MaxWaiting }), urls)
	c.MaxKVUsage = maxReplicas(field(func(c *Cell) Value { return c.MaxKVUsage }), urls)
	c.SimLost = nil
	if slices.ContainsFunc(cells, func(rc Cell) bool { return rc.SimLost != nil }) {
		// Each simulator loses its own time: the slowest replica's share is the cell's.
		lost := maxReplicas(field(func(c *Cell) Value {
			if c.SimLost == nil {
				return Value{Reason: "no " + MetricSimLost}
			}
			return *c.SimLost
		}), urls)
		c.SimLost = &lost
	}
	c.TTFT = sumDistributions(cells, urls, func(c *Cell) Distribution { return c.TTFT })
	c.QueueTime = sumDistributions(cells, urls, func(c *Cell) Distribution { return c.QueueTime })
	c.PrefillTime = sumDistributions(cells, urls, func(c *Cell) Distribution { return c.PrefillTime })
	c.E2E = sumDistributions(cells, urls, func(c *Cell) Distribution { return c.E2E })
	var reasons []string
	for _, rc := range cells {
		for k := range rc.Success {
			if !slices.Contains(reasons, k) {
				reasons = append(reasons, k)
			}
		}
	}
	if len(reasons) > 0 {
		c.Success = map[string]Value{}
	}
	for _, k := range reasons {
		vs := field(func(rc *Cell) Value {
			if v, ok := rc.Success[k]; ok {
				return v
			}
			// A reason first seen on another replica: this one has no such series,
			// which for a counter means none finished that way.
			return available(0, fmt.Sprintf("%s{%s=%q} (no series)", MetricRequestSuccess, LabelFinishedReason, k))
		})
		c.Success[k] = sumReplicas(vs, urls)
	}
	return c
}

func orUnknown(unit string) string {
	if unit == "" {
		return UnitUnknown
	}
	return unit
}

// replicaWhy names replica i of the list in a reason.
func replicaWhy(i int, urls []string, reason string) string {
	return fmt.Sprintf("replica %d of %d (%s): %s", i+1, len(urls), urls[i], reason)
}

// sumReplicas adds the replicas' values; unavailable, naming the first replica that
// could not give its value, when any could not.
func sumReplicas(vs []Value, urls []string) Value {
	source := fmt.Sprintf("sum over %d replicas of %s", len(vs), joinSources(vs))
	total := 0.0
	for i, v := range vs {
		if !v.OK {
			return unavailable(source, "%s", replicaWhy(i, urls, v.Reason))
		}
		total += v.V
	}
	return available(total, source)
}

// maxReplicas is the largest of the replicas' values, unavailable as sumReplicas.
func maxReplicas(vs []Value, urls []string) Value {
	source := fmt.Sprintf("largest over %d replicas of %s", len(vs), joinSources(vs))
	top := math.Inf(-1)
	for i, v := range vs {
		if !v.OK {
			return unavailable(source, "%s", replicaWhy(i, urls, v.Reason))
		}
		top = math.Max(top, v.V)
	}
	return available(top, source)
}

func joinSources(vs []Value) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = v.Source
	}
	return "(" + strings.Join(parts, "; ") + ")"
}

// sumDistributions adds the replicas' histogram deltas: their counts and sums, and
// their buckets when every replica has the same layout (else the buckets are dropped,
// so a quantile is unavailable while the mean stays right).
func sumDistributions(cells []Cell, urls []string, get func(*Cell) Distribution) Distribution {
	obs := make([]Value, len(cells))
	var total Histogram
	for i := range cells {
		d := get(&cells[i])
		obs[i] = d.Observations
		total = addHistogram(total, d.Histogram, i == 0)
	}
	out := Distribution{Observations: sumReplicas(obs, urls)}
	if !out.Observations.OK {
		out.Observations.V = 0
		return out
	}
	total.Source = out.Observations.Source
	out.Histogram = total
	return out
}
