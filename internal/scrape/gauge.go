package scrape

import (
	"fmt"
	"math"
	"slices"
	"strings"

	dto "github.com/prometheus/client_model/go"
)

// Aggregations of a gauge's series across engines (GaugeAggregation).
const (
	AggregateSum = "sum" // counts: requests waiting or running add up across engines
	AggregateMax = "max" // fractions: the fullest engine's KV cache
)

// GaugeAggregation says how the series of gauge name that differ by engine (data
// parallelism) are combined into one figure: AggregateMax for a fraction such as
// vllm:kv_cache_usage_perc (any name ending in "_perc"), whose sum means nothing and
// whose mean would hide one full engine; AggregateSum otherwise, as for
// vllm:num_requests_waiting and vllm:num_requests_running.
func GaugeAggregation(name string) string {
	if strings.HasSuffix(name, "_perc") {
		return AggregateMax
	}
	return AggregateSum
}

// processTracker remembers, across the scrapes of one Sampling, when each per-process
// series of a gauge last changed, to tell the live process from stale ones.
//
// In prometheus_client's multiprocess mode a gauge without a multiprocess mode (vLLM's
// vllm:kv_cache_usage_perc from 0.9.2 until the fix of November 2025) is exported once
// per API server process, with a pid label. Every process keeps a stat logger for every
// engine, and vLLM hands an engine's scheduler stats to one process at a time, so each
// pid's series is that engine's value when the process last got stats: the newest is
// right, an older one is stale and may be higher. One exposition holds no write times,
// so the tracker takes the series that changed most recently between scrapes, which is
// what vLLM's "mostrecent" mode (used for its other gauges) returns.
type processTracker struct {
	scrape  int                // scrapes seen, counting the current one
	last    map[string]float64 // value by full series key (pid included)
	changed map[string]int     // scrape at which the series last changed; 0: never seen to
}

func newProcessTracker() *processTracker {
	return &processTracker{last: map[string]float64{}, changed: map[string]int{}}
}

// combine reduces the matching series ms of gauge name in one scrape to one figure:
// per-process series (label pid) of the same engine to the one that changed last, then
// engines by GaugeAggregation. perProcess reports whether pid series were seen. When the
// per-process series of an engine disagree and none has changed since the sampling
// began, the current value cannot be told: ok is false and reason says so.
func (t *processTracker) combine(name, where string, ms []*dto.Metric) (v float64, perProcess, ok bool, reason string) {
	t.scrape++
	groups := map[string][]*dto.Metric{}
	var order []string
	for _, m := range ms {
		key := seriesKey(m)
		val := sampleValue(m)
		if prev, seen := t.last[key]; seen && prev != val {
			t.changed[key] = t.scrape
		}
		t.last[key] = val
		g := seriesKeyWithout(m, LabelPID)
		if _, seen := groups[g]; !seen {
			order = append(order, g)
		}
		groups[g] = append(groups[g], m)
	}
	agg := GaugeAggregation(name)
	first := true
	for _, g := range order {
		members := groups[g]
		gv := sampleValue(members[0])
		if len(members) > 1 {
			perProcess = true
			var decided bool
			gv, decided = t.newest(members)
			if !decided {
				return 0, true, false, fmt.Sprintf("metric %q at %s has one series per API server process (label %s) that disagree, "+
					"and none has changed since the sampling began, so the current value is unknown", name, where, LabelPID)
			}
		}
		switch {
		case first:
			v = gv
		case agg == AggregateMax:
			v = math.Max(v, gv)
		default:
			v += gv
		}
		first = false
	}
	return v, perProcess, true, ""
}

// newest returns the value of the per-process series that changed last (the largest if
// several changed at that scrape), or their common value when none has changed and all
// agree.
func (t *processTracker) newest(members []*dto.Metric) (float64, bool) {
	latest := 0
	for _, m := range members {
		latest = max(latest, t.changed[seriesKey(m)])
	}
	if latest == 0 {
		v := sampleValue(members[0])
		agree := !slices.ContainsFunc(members, func(m *dto.Metric) bool { return sampleValue(m) != v })
		return v, agree
	}
	v := math.Inf(-1)
	for _, m := range members {
		if t.changed[seriesKey(m)] == latest {
			v = math.Max(v, sampleValue(m))
		}
	}
	return v, true
}

// seriesKeyWithout is seriesKey ignoring the label drop as well as le.
func seriesKeyWithout(m *dto.Metric, drop string) string {
	var parts []string
	for _, lp := range m.GetLabel() {
		if lp.GetName() == "le" || lp.GetName() == drop {
			continue
		}
		parts = append(parts, lp.GetName()+"\xff"+lp.GetValue())
	}
	slices.Sort(parts)
	return strings.Join(parts, "\xfe")
}
