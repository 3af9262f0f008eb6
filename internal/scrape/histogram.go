package scrape

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"

	dto "github.com/prometheus/client_model/go"
)

// Bucket is one cumulative bucket of a classic Prometheus histogram.
//
// In JSON it is {"le": "0.25", "count": 12}, the bound written as Prometheus writes the
// le label ("+Inf" for the last bucket), since JSON numbers cannot hold infinity.
type Bucket struct {
	UpperBound float64 // inclusive upper bound, the "le" label; the last bucket's is +Inf
	Count      float64 // observations ≤ UpperBound (cumulative)
}

type bucketJSON struct {
	LE    string  `json:"le"`
	Count float64 `json:"count"`
}

// MarshalJSON writes the bucket as {"le": bound, "count": n}.
func (b Bucket) MarshalJSON() ([]byte, error) {
	return json.Marshal(bucketJSON{LE: strconv.FormatFloat(b.UpperBound, 'g', -1, 64), Count: b.Count})
}

// UnmarshalJSON reads a bucket written by MarshalJSON.
func (b *Bucket) UnmarshalJSON(data []byte) error {
	var j bucketJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	ub, err := strconv.ParseFloat(j.LE, 64)
	if err != nil {
		return fmt.Errorf("histogram bucket le %q: %w", j.LE, err)
	}
	*b = Bucket{UpperBound: ub, Count: j.Count}
	return nil
}

// Histogram is a classic Prometheus histogram, typically the change of one during a cell
// (see HistogramDelta). Buckets are sorted by UpperBound and end with the +Inf bucket.
type Histogram struct {
	Buckets []Bucket `json:"buckets,omitempty"`
	Count   float64  `json:"count"` // observations
	Sum     float64  `json:"sum"`   // sum of the observed values
	// Source names the histogram and the /metrics URL; Quantile's reasons quote it.
	Source string `json:"source,omitempty"`
}

// Quantile returns the q-quantile (0 ≤ q ≤ 1) estimated from the buckets with the
// semantics of PromQL's histogram_quantile over classic buckets:
//
//   - buckets are sorted by upper bound, buckets with equal bounds merged, and counts
//     made monotonic; the highest bucket must be +Inf;
//   - rank = q × (count of the +Inf bucket); the answer lies in the first bucket whose
//     cumulative count is ≥ rank, interpolated linearly between that bucket's lower
//     bound (the previous upper bound; 0 for the lowest bucket when its upper bound is
//     positive) and its upper bound;
//   - when that bucket is the +Inf bucket, the answer is the highest finite upper bound
//     (so a quantile never exceeds it: it is a lower bound on the truth there);
//   - when it is the lowest bucket and that bucket's upper bound is ≤ 0, the answer is
//     that upper bound.
//
// Where PromQL returns NaN or ±Inf, Quantile is unavailable with a reason instead: q
// outside [0, 1] or NaN, no +Inf bucket, no finite bucket, no observations. One
// deviation: for q = 0 with an empty lowest bucket PromQL divides 0 by 0 (NaN); Quantile
// returns the lowest bucket's lower bound.
func (h Histogram) Quantile(q float64) Value {
	src := h.Source
	if src == "" {
		src = "histogram"
	}
	source := fmt.Sprintf("histogram_quantile(%g, %s)", q, src)
	if math.IsNaN(q) || q < 0 || q > 1 {
		return unavailable(source, "quantile %g of %s outside [0, 1]", q, src)
	}
	if len(h.Buckets) == 0 {
		return unavailable(source, "%s has no buckets", src)
	}
	bs := slices.Clone(h.Buckets)
	slices.SortStableFunc(bs, func(a, b Bucket) int {
		switch {
		case a.UpperBound < b.UpperBound:
			return -1
		case a.UpperBound > b.UpperBound:
			return 1
		}
		return 0
	})
	if !math.IsInf(bs[len(bs)-1].UpperBound, 1) {
		return unavailable(source, "%s has no +Inf bucket", src)
	}
	bs = coalesce(bs)
	for i := 1; i < len(bs); i++ {
		bs[i].Count = math.Max(bs[i].Count, bs[i-1].Count)
	}
	if len(bs) < 2 {
		return unavailable(source, "%s has no finite buckets", src)
	}
	observations := bs[len(bs)-1].Count
	if !(observations > 0) {
		return unavailable(source, "%s has no observations", src)
	}
	rank := q * observations
	b := sort.Search(len(bs)-1, func(i int) bool { return bs[i].Count >= rank })
	if b == len(bs)-1 {
		return available(bs[len(bs)-2].UpperBound, source)
	}
	if b == 0 && bs[0].UpperBound <= 0 {
		return available(bs[0].UpperBound, source)
	}
	start, end, count := 0.0, bs[b].UpperBound, bs[b].Count
	if b > 0 {
		start = bs[b-1].UpperBound
		count -= bs[b-1].Count
		rank -= bs[b-1].Count
	}
	if count == 0 { // only when rank == 0 and the lowest bucket is empty
		return available(start, source)
	}
	return available(start+(end-start)*(rank/count), source)
}

// coalesce merges adjacent buckets of sorted bs that share an upper bound.
func coalesce(bs []Bucket) []Bucket {
	out := bs[:1]
	for _, b := range bs[1:] {
		if last := &out[len(out)-1]; b.UpperBound == last.UpperBound {
			last.Count += b.Count
			continue
		}
		out = append(out, b)
	}
	return out
}

// Mean returns Sum/Count, unavailable when there are no observations.
func (h Histogram) Mean() Value {
	src := h.Source
	if src == "" {
		src = "histogram"
	}
	source := "mean of " + src
	if !(h.Count > 0) {
		return unavailable(source, "%s has no observations", src)
	}
	return available(h.Sum/h.Count, source)
}

// Distribution is a histogram delta together with its availability, as a Cell holds it.
type Distribution struct {
	Histogram
	// Observations is the number of observations during the cell (the histogram's count
	// delta), or why the histogram is unavailable.
	Observations Value `json:"observations"`
}

// Quantile is Histogram.Quantile, unavailable with the Observations reason when the
// histogram itself is unavailable.
func (d Distribution) Quantile(q float64) Value {
	if !d.Observations.OK {
		return Value{Reason: d.Observations.Reason, Source: fmt.Sprintf("histogram_quantile(%g, %s)", q, d.Observations.Source)}
	}
	return d.Histogram.Quantile(q)
}

// Mean is Histogram.Mean, unavailable with the Observations reason when the histogram
// itself is unavailable.
func (d Distribution) Mean() Value {
	if !d.Observations.OK {
		return Value{Reason: d.Observations.Reason, Source: "mean of " + d.Observations.Source}
	}
	return d.Histogram.Mean()
}

// histCount returns a histogram's observation count, integer or float.
// HistCount returns a histogram's observation count, integer or float.
func HistCount(h *dto.Histogram) float64 {
	if h.GetSampleCountFloat() > 0 {
		return h.GetSampleCountFloat()
	}
	return float64(h.GetSampleCount())
}

// Buckets returns the classic buckets of h, sorted, ending with +Inf. The text format
// lists the +Inf bucket; client_golang's protobuf leaves it implicit in the count.
func Buckets(h *dto.Histogram) []Bucket {
	bs := make([]Bucket, 0, len(h.GetBucket())+1)
	for _, b := range h.GetBucket() {
		c := float64(b.GetCumulativeCount())
		if b.GetCumulativeCountFloat() > 0 {
			c = b.GetCumulativeCountFloat()
		}
		bs = append(bs, Bucket{UpperBound: b.GetUpperBound(), Count: c})
	}
	slices.SortStableFunc(bs, func(a, b Bucket) int {
		switch {
		case a.UpperBound < b.UpperBound:
			return -1
		case a.UpperBound > b.UpperBound:
			return 1
		}
		return 0
	})
	if len(bs) == 0 || !math.IsInf(bs[len(bs)-1].UpperBound, 1) {
		bs = append(bs, Bucket{UpperBound: math.Inf(1), Count: HistCount(h)})
	}
	return bs
}

func sameBounds(a, b []Bucket) bool {
	return slices.EqualFunc(a, b, func(x, y Bucket) bool { return x.UpperBound == y.UpperBound })
}

// HistogramDelta returns the change of the histogram's matching series (nil matches all)
// between before and after, summed over series, and its availability (V = observations
// during the cell). The rules of CounterDelta apply, with buckets and count as the
// counters; in addition, a bucket layout that changed between the snapshots is a reset,
// and series with different layouts cannot be summed.
func HistogramDelta(before, after *Snapshot, name string, match map[string]string) (Histogram, Value) {
	source := selector(name, match) + " delta at " + pairWhere(before, after)
	bs, v, ok := before.series(name, histogramTypes, match, source, false)
	if !ok {
		return Histogram{Source: source}, beforeReason(v)
	}
	as, v, ok := after.series(name, histogramTypes, match, source, true)
	if !ok {
		return Histogram{Source: source}, v
	}
	fail := func(format string, args ...any) (Histogram, Value) {
		return Histogram{Source: source}, unavailable(source, "metric %q at %s: %s", name, after.where(), fmt.Sprintf(format, args...))
	}
	if r := resetReason(before, after, name+"_created", bs, as); r != "" {
		return fail("%s", r)
	}
	prev := map[string]*dto.Metric{}
	for _, m := range bs {
		prev[seriesKey(m)] = m
	}
	total := Histogram{Source: source}
	for _, m := range as {
		cur := Buckets(m.GetHistogram())
		count, sum := HistCount(m.GetHistogram()), m.GetHistogram().GetSampleSum()
		if p, ok := prev[seriesKey(m)]; ok {
			old := Buckets(p.GetHistogram())
			if !sameBounds(old, cur) {
				return fail("%s: bucket layout changed", resetMsg)
			}
			for i := range cur {
				cur[i].Count -= old[i].Count
				if cur[i].Count < 0 {
					return fail("%s", resetMsg)
				}
			}
			count -= HistCount(p.GetHistogram())
			sum -= p.GetHistogram().GetSampleSum()
		}
		if total.Buckets == nil {
			total.Buckets = cur
		} else {
			if !sameBounds(total.Buckets, cur) {
				return fail("series have different bucket layouts")
			}
			for i := range cur {
				total.Buckets[i].Count += cur[i].Count
			}
		}
		total.Count += count
		total.Sum += sum
	}
	return total, available(total.Count, source)
}
