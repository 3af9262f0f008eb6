package traffic

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"time"

	dto "github.com/prometheus/client_model/go"

	"github.com/infergate/infergate/internal/scrape"
	"github.com/infergate/infergate/internal/workload"
)

// SeriesOptions says which of the server's series FromSeries reads.
type SeriesOptions struct {
	// Model is the model_name to derive for. Empty takes every series, which is only
	// allowed when the metrics show one model: lengths and rates of different models
	// do not make one workload.
	Model string
}

// vLLM metric names FromSeries reads, besides those internal/scrape names.
const (
	seriesPromptLen     = "vllm:request_prompt_tokens"
	seriesGenerationLen = "vllm:request_generation_tokens"
	// vLLM before 0.9.2 names the prefix-cache counters with a gpu_ prefix.
	seriesOldPrefixHits    = "vllm:gpu_prefix_cache_hits_total"
	seriesOldPrefixQueries = "vllm:gpu_prefix_cache_queries_total"
)

// seriesMaxWindow bounds the span of a series FromSeries reads (and so the number of
// minutes it counts): a year.
const seriesMaxWindow = 366 * 24 * time.Hour

// seriesCalibrationSlack is how far (relatively) the exact mean may lie outside what
// the buckets allow before FromSeries says so in a note: float rounding, not a finding.
const seriesCalibrationSlack = 1e-9

// FromSeries proposes a plan from a sampled series of a vLLM server's /metrics: one
// workload from the increase of the length histograms vllm:request_prompt_tokens and
// vllm:request_generation_tokens over the window (they are marginal, so prompts and
// answers cannot be paired and nothing is clustered), the load levels from per-minute
// increases of vllm:request_success_total, the burst from its largest increase over
// SpikeWindow, and the prefix share from the prefix-cache counters.
//
// Counters and histograms are read per series and interval, so a server restart in
// the window (a value that went down, or a changed _created time) loses nothing: the
// interval's increase is the new value, as in PromQL's increase().
//
// Each length table is the histogram's quantiles at Knots, interpolated within
// buckets as histogram_quantile does (on whole tokens: the lowest bucket starts at 1,
// and the +Inf bucket is held at the largest finite bound), then calibrated: the
// interior knots move within their own buckets, all by one power γ of their position
// there, until the table's mean is the exact mean _sum/_count, or as close as the
// buckets allow.
func FromSeries(s *Series, opt SeriesOptions) (*Proposal, error) {
	if s == nil {
		return nil, errors.New("derive from vLLM metrics: no series")
	}
	src := s.Source
	if src == "" {
		src = "series"
	}
	if len(s.Scrapes) < 2 {
		return nil, fmt.Errorf("derive from %s: want at least 2 scrapes (the start and the end of a window), got %d", src, len(s.Scrapes))
	}
	pts, err := seriesPoints(s, src)
	if err != nil {
		return nil, err
	}
	if err := seriesCheckModels(pts, src, opt.Model); err != nil {
		return nil, err
	}
	match := scrape.ModelMatch(opt.Model)
	from, to := pts[0].at, pts[len(pts)-1].at
	if to.Sub(from) > seriesMaxWindow {
		return nil, fmt.Errorf("derive from %s: the scrapes span %v, more than the %v a series may", src, to.Sub(from).Round(time.Second), seriesMaxWindow)
	}
	p := &Proposal{Source: "vLLM metrics " + s.Source, From: from, To: to}
	if s.Source == "" {
		p.Source = "vLLM metrics"
	}
	p.Notes = append(p.Notes, fmt.Sprintf("one workload: vLLM's length histograms (%s, %s) are marginal, so prompt and answer lengths cannot be paired and the traffic cannot be clustered; a request log can", seriesPromptLen, seriesGenerationLen))
	var resets seriesResets

	prompt, err := seriesLengths(pts, src, seriesPromptLen, match, &resets)
	if err != nil {
		return nil, err
	}
	gen, err := seriesLengths(pts, src, seriesGenerationLen, match, &resets)
	if err != nil {
		return nil, err
	}
	if prompt.Count <= 0 || gen.Count <= 0 {
		return nil, fmt.Errorf("derive from %s: empty window: no request finished between %s and %s", src, from.UTC().Format(time.RFC3339), to.UTC().Format(time.RFC3339))
	}
	in, err := seriesTable(prompt, seriesPromptLen, "prompt", &p.Notes)
	if err != nil {
		return nil, fmt.Errorf("derive from %s: %w", src, err)
	}
	out, err := seriesTable(gen, seriesGenerationLen, "answer", &p.Notes)
	if err != nil {
		return nil, fmt.Errorf("derive from %s: %w", src, err)
	}
	cl := Cluster{
		Requests:   int(math.Round(prompt.Count)),
		Input:      in,
		Output:     out,
		InputMean:  prompt.Sum / prompt.Count,
		OutputMean: gen.Sum / gen.Count,
		Note: fmt.Sprintf("the marginal histograms %s and %s over the window: not clustered, since they cannot pair a prompt with its answer; "+
			"each knot is exact to its bucket, moved within it so that the table's mean is the exact mean (_sum/_count)", seriesPromptLen, seriesGenerationLen),
	}
	cl.Kind = KindOf(cl.InputMean, cl.OutputMean)
	cl.Name = string(cl.Kind)
	p.Clusters = []Cluster{cl}

	success, err := seriesCounter(pts, src, scrape.MetricRequestSuccess, match, &resets)
	if err != nil {
		return nil, err
	}
	p.Requests = int(math.Round(success.total))
	xs := make([]float64, len(pts))
	for i, pt := range pts {
		xs[i] = pt.at.Sub(from).Seconds()
	}
	if p.Normal, p.Peak, err = levels(seriesPerMinute(xs, success.cum), "the increase of "+scrape.MetricRequestSuccess); err != nil {
		return nil, fmt.Errorf("derive rates from %s: %w (the window is %v)", src, err, to.Sub(from).Round(time.Millisecond))
	}
	p.Notes = append(p.Notes, fmt.Sprintf("rates count finished requests (%s, every finished_reason): at a steady load that is the arrival rate, but a burst shows up spread over its requests' latency", scrape.MetricRequestSuccess))
	p.Spike = seriesSpike(from, xs, success.cum)
	p.Cached, p.HasCached, p.CachedNote, err = seriesCached(pts, src, match, &resets)
	if err != nil {
		return nil, err
	}
	if n := resets.note(); n != "" {
		p.Notes = append(p.Notes, n)
	}
	return p, nil
}

// seriesPoint is one parsed scrape: only the families FromSeries reads.
type seriesPoint struct {
	at   time.Time
	fams map[string]*dto.MetricFamily
	vllm bool // whether the scrape has any vllm: family at all
}

// seriesWanted are the families seriesPoints keeps, with their _created companions.
var seriesWanted = []string{
	seriesPromptLen, seriesGenerationLen, scrape.MetricRequestSuccess,
	scrape.MetricPrefixCacheHits, scrape.MetricPrefixCacheQueries,
	seriesOldPrefixHits, seriesOldPrefixQueries,
}

// seriesCreated returns the name of the gauge prometheus_client exposes beside a
// counter "x_total" or a histogram "h" with each series' start time.
func seriesCreated(name string) string {
	return strings.TrimSuffix(name, "_total") + "_created"
}

// seriesPoints parses every scrape of s, keeping only the families FromSeries reads
// so that a long series does not hold every exposition parsed at once.
func seriesPoints(s *Series, src string) ([]seriesPoint, error) {
	keep := map[string]bool{}
	for _, n := range seriesWanted {
		keep[n], keep[seriesCreated(n)] = true, true
	}
	pts := make([]seriesPoint, len(s.Scrapes))
	for i, sc := range s.Scrapes {
		if i > 0 && !sc.At.After(s.Scrapes[i-1].At) {
			return nil, fmt.Errorf("derive from %s: scrape %d at %s is not after scrape %d at %s", src, i+1, seriesTime(sc.At), i, seriesTime(s.Scrapes[i-1].At))
		}
		fams, err := scrape.ParseText(sc.Text)
		if err != nil {
			return nil, fmt.Errorf("derive from %s: scrape %d at %s: %w", src, i+1, seriesTime(sc.At), err)
		}
		pt := seriesPoint{at: sc.At, fams: map[string]*dto.MetricFamily{}}
		for name, f := range fams {
			if strings.HasPrefix(name, "vllm:") {
				pt.vllm = true
			}
			if keep[name] {
				pt.fams[name] = f
			}
		}
		pts[i] = pt
	}
	return pts, nil
}

// seriesCheckModels refuses to mix models: with opt.Model empty the families read must
// show at most one model_name, and a named model must be among them.
func seriesCheckModels(pts []seriesPoint, src, want string) error {
	seen := map[string]bool{}
	for _, pt := range pts {
		for _, f := range pt.fams {
			for _, m := range f.GetMetric() {
				for _, lp := range m.GetLabel() {
					if lp.GetName() == scrape.LabelModel {
						seen[lp.GetValue()] = true
					}
				}
			}
		}
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	slices.Sort(names)
	list := `"` + strings.Join(names, `", "`) + `"`
	switch {
	case want == "" && len(names) > 1:
		return fmt.Errorf("derive from %s: the metrics show %d models (model_name %s): %w", src, len(names), list, ErrAmbiguousModel)
	case want != "" && len(names) > 0 && !seen[want]:
		return fmt.Errorf("derive from %s: no series with model_name %q (the metrics show %s)", src, want, list)
	}
	return nil
}

// seriesKey identifies a series within a family by its sorted labels (le excluded).
func seriesKey(m *dto.Metric) string {
	var parts []string
	for _, lp := range m.GetLabel() {
		if lp.GetName() != "le" {
			parts = append(parts, lp.GetName()+"\xff"+lp.GetValue())
		}
	}
	slices.Sort(parts)
	return strings.Join(parts, "\xfe")
}

// seriesCreatedTimes maps each series of a _created family to its start time.
func seriesCreatedTimes(f *dto.MetricFamily) map[string]float64 {
	if f == nil {
		return nil
	}
	out := make(map[string]float64, len(f.GetMetric()))
	for _, m := range f.GetMetric() {
		v := m.GetGauge().GetValue()
		if m.GetUntyped() != nil {
			v = m.GetUntyped().GetValue()
		}
		out[seriesKey(m)] = v
	}
	return out
}

// seriesState is the last seen value of one series: a counter's value, or a
// histogram's cumulative buckets (ending with +Inf), count and sum.
type seriesState struct {
	value   float64
	buckets []scrape.Bucket
	sum     float64
	created float64
	hasCrt  bool
}

// seriesReset reports whether a series went from was to now through a restart: its
// start time changed, its value went down, or (a histogram) its bucket layout
// changed or a bucket went down.
func seriesReset(was, now seriesState) bool {
	if was.hasCrt && now.hasCrt && was.created != now.created {
		return true
	}
	if now.value < was.value {
		return true
	}
	if was.buckets == nil {
		return false
	}
	if len(was.buckets) != len(now.buckets) {
		return true
	}
	for i := range now.buckets {
		if now.buckets[i].UpperBound != was.buckets[i].UpperBound || now.buckets[i].Count < was.buckets[i].Count {
			return true
		}
	}
	return false
}

// seriesWalk calls add for every interval increase of every matching series of
// family name: per series, the change from the last scrape that showed it, or on a
// reset (seriesReset) or for a series first seen after the first scrape, its whole
// value. read turns a metric into its state; a metric read returns ok false for is
// skipped. It returns the resets it found, for the notes, and whether the family was
// in any scrape at all.
func seriesWalk(pts []seriesPoint, name string, match map[string]string, read func(*dto.Metric) (seriesState, bool),
	add func(interval int, inc seriesState) error) (resets []time.Time, found bool, err error) {
	last := map[string]seriesState{}
	for i, pt := range pts {
		f := pt.fams[name]
		if f == nil {
			continue
		}
		found = true
		created := seriesCreatedTimes(pt.fams[seriesCreated(name)])
		reset := false
		for _, m := range f.GetMetric() {
			if !scrape.Matches(m, match) {
				continue
			}
			key := seriesKey(m)
			now, ok := read(m)
			if !ok {
				continue
			}
			now.created, now.hasCrt = created[key]
			was, seen := last[key]
			last[key] = now
			if i == 0 {
				continue
			}
			inc := now
			switch {
			case !seen:
				// A series first seen inside the window started from zero.
			case seriesReset(was, now):
				reset = true
			default:
				inc.value -= was.value
				inc.sum -= was.sum
				if now.buckets != nil {
					inc.buckets = slices.Clone(now.buckets)
					for j := range inc.buckets {
						inc.buckets[j].Count -= was.buckets[j].Count
					}
				}
			}
			if err := add(i, inc); err != nil {
				return nil, true, err
			}
		}
		if reset {
			resets = append(resets, pt.at)
		}
	}
	return resets, found, nil
}

// seriesResets collects the resets FromSeries found, for one note.
type seriesResets struct {
	names []string    // metrics that were reset
	at    []time.Time // scrapes that ended an interval with a reset
}

// add records the resets of metric name found by seriesWalk.
func (r *seriesResets) add(name string, at []time.Time) {
	if len(at) == 0 {
		return
	}
	r.names = append(r.names, name)
	for _, t := range at {
		if !slices.ContainsFunc(r.at, t.Equal) {
			r.at = append(r.at, t)
		}
	}
}

// note describes the resets for the plan's notes ("" for none).
func (r *seriesResets) note() string {
	if len(r.names) == 0 {
		return ""
	}
	slices.SortFunc(r.at, time.Time.Compare)
	return fmt.Sprintf("counters were reset in %d of the intervals between scrapes (server restarted?), first in the one ending %s: %s; such an interval counts from zero, as PromQL's increase() does",
		len(r.at), r.at[0].UTC().Format(time.RFC3339), strings.Join(r.names, ", "))
}

// seriesMissing explains a family the scrapes lack.
func seriesMissing(pts []seriesPoint, src, name, what string) error {
	for _, pt := range pts {
		if pt.vllm {
			return fmt.Errorf("derive from %s: no %s %s in any scrape: vLLM exports it; is this a vLLM server's /metrics?", src, name, what)
		}
	}
	return fmt.Errorf("derive from %s: no %s %s in any scrape, and no vllm: metric at all: vLLM exports it unless the engine's metrics are disabled (--disable-log-stats)", src, name, what)
}

// seriesCheckType refuses a family of the wrong type in any scrape.
func seriesCheckType(pts []seriesPoint, src, name string, want ...dto.MetricType) error {
	for _, pt := range pts {
		if f := pt.fams[name]; f != nil && !slices.Contains(want, f.GetType()) {
			return fmt.Errorf("derive from %s: %s in the scrape at %s is a %s, not a %s", src, name, seriesTime(pt.at),
				strings.ToLower(f.GetType().String()), strings.ToLower(want[0].String()))
		}
	}
	return nil
}

// seriesLengths sums the increase of the length histogram name over the window and
// its matching series.
func seriesLengths(pts []seriesPoint, src, name string, match map[string]string, rs *seriesResets) (scrape.Histogram, error) {
	if err := seriesCheckType(pts, src, name, dto.MetricType_HISTOGRAM); err != nil {
		return scrape.Histogram{}, err
	}
	total := scrape.Histogram{Source: name}
	matched := false
	read := func(m *dto.Metric) (seriesState, bool) {
		h := m.GetHistogram()
		if h == nil {
			return seriesState{}, false
		}
		matched = true
		return seriesState{value: scrape.HistCount(h), buckets: scrape.Buckets(h), sum: h.GetSampleSum()}, true
	}
	add := func(i int, inc seriesState) error {
		if total.Buckets == nil {
			total.Buckets = slices.Clone(inc.buckets)
		} else {
			if len(total.Buckets) != len(inc.buckets) {
				return fmt.Errorf("derive from %s: the series of %s have different bucket layouts and cannot be summed (name a model?)", src, name)
			}
			for j := range inc.buckets {
				if inc.buckets[j].UpperBound != total.Buckets[j].UpperBound {
					return fmt.Errorf("derive from %s: the series of %s have different bucket layouts and cannot be summed (name a model?)", src, name)
				}
				total.Buckets[j].Count += inc.buckets[j].Count
			}
		}
		total.Count += inc.value
		total.Sum += inc.sum
		return nil
	}
	resets, found, err := seriesWalk(pts, name, match, read, add)
	switch {
	case err != nil:
		return scrape.Histogram{}, err
	case !found:
		return scrape.Histogram{}, seriesMissing(pts, src, name, "histogram")
	case !matched:
		return scrape.Histogram{}, fmt.Errorf("derive from %s: %s has no series with %s", src, name, seriesMatchString(match))
	}
	rs.add(name, resets)
	if total.Buckets == nil {
		// Only one scrape showed the histogram: nothing to subtract, nothing finished.
		total.Buckets = []scrape.Bucket{{UpperBound: math.Inf(1)}}
	}
	return total, nil
}

// seriesMatchString renders a label matcher for messages.
func seriesMatchString(match map[string]string) string {
	if len(match) == 0 {
		return "any labels"
	}
	return scrape.FormatMatch(match)
}

// seriesCount is a counter's increase over the window: cum[i] is the increase from
// the first scrape to scrape i (cum[0] = 0), total the last of them.
type seriesCount struct {
	cum   []float64
	total float64
}

// seriesCounter sums the per-interval increases of counter name's matching series.
func seriesCounter(pts []seriesPoint, src, name string, match map[string]string, rs *seriesResets) (seriesCount, error) {
	c, found, err := seriesCounterMaybe(pts, src, name, match, rs)
	if err != nil {
		return seriesCount{}, err
	}
	if !found {
		return seriesCount{}, seriesMissing(pts, src, name, "counter")
	}
	return c, nil
}

// seriesCounterMaybe is seriesCounter for a counter that may be absent (found false).
func seriesCounterMaybe(pts []seriesPoint, src, name string, match map[string]string, rs *seriesResets) (seriesCount, bool, error) {
	if err := seriesCheckType(pts, src, name, dto.MetricType_COUNTER, dto.MetricType_UNTYPED); err != nil {
		return seriesCount{}, false, err
	}
	inc := make([]float64, len(pts))
	read := func(m *dto.Metric) (seriesState, bool) {
		switch {
		case m.GetCounter() != nil:
			return seriesState{value: m.GetCounter().GetValue()}, true
		case m.GetUntyped() != nil:
			return seriesState{value: m.GetUntyped().GetValue()}, true
		}
		return seriesState{}, false
	}
	add := func(i int, d seriesState) error {
		if math.IsNaN(d.value) || math.IsInf(d.value, 0) {
			return fmt.Errorf("derive from %s: %s is not a finite number in the scrape at %s", src, name, seriesTime(pts[i].at))
		}
		inc[i] += d.value
		return nil
	}
	resets, found, err := seriesWalk(pts, name, match, read, add)
	if err != nil || !found {
		return seriesCount{}, found, err
	}
	rs.add(name, resets)
	c := seriesCount{cum: make([]float64, len(pts))}
	for i := 1; i < len(pts); i++ {
		c.cum[i] = c.cum[i-1] + inc[i]
	}
	c.total = c.cum[len(pts)-1]
	return c, true, nil
}

// seriesAt interpolates the cumulative count cum, known at times xs (seconds from the
// first scrape, increasing), linearly at x within [xs[0], xs[last]].
func seriesAt(xs, cum []float64, x float64) float64 {
	j := sort.SearchFloat64s(xs, x) // first xs[j] ≥ x
	switch {
	case j == 0:
		return cum[0]
	case j >= len(xs):
		return cum[len(cum)-1]
	}
	f := (x - xs[j-1]) / (xs[j] - xs[j-1])
	return cum[j-1] + f*(cum[j]-cum[j-1])
}

// seriesPerMinute counts finished requests in each whole minute from the first scrape;
// a minute boundary between scrapes takes the count interpolated there, which shares
// an interval's increase among the minutes it overlaps in proportion to the overlap.
// A last, partial minute is left out, since it would read as a lull.
func seriesPerMinute(xs, cum []float64) []float64 {
	minutes := int(xs[len(xs)-1] / 60)
	out := make([]float64, minutes)
	for k := range minutes {
		out[k] = seriesAt(xs, cum, float64(k+1)*60) - seriesAt(xs, cum, float64(k)*60)
	}
	return out
}

// seriesSpike finds the largest increase of the cumulative count over SpikeWindow.
//
// When no two scrapes are more than SpikeWindow apart (allowing 10 % for scheduling
// jitter), it takes the count interpolated at both ends of windows that start or end
// at a scrape: the interpolated count is linear between scrapes, so its increase over
// a window of fixed length is largest where an edge of the window meets a scrape.
// Scrapes further apart cannot resolve SpikeWindow; then the spike is the busiest
// interval between two scrapes, and the note says so.
func seriesSpike(from time.Time, xs, cum []float64) Spike {
	w := SpikeWindow.Seconds()
	widest := 0.0
	for i := 1; i < len(xs); i++ {
		widest = max(widest, xs[i]-xs[i-1])
	}
	if widest > 1.1*w {
		best, at := -1.0, 0
		for i := 1; i < len(xs); i++ {
			if r := (cum[i] - cum[i-1]) / (xs[i] - xs[i-1]); r > best {
				best, at = r, i-1
			}
		}
		d := seriesDur(xs[at+1] - xs[at])
		start := from.Add(seriesDur(xs[at]))
		return Spike{
			Rate:   best,
			Window: d,
			At:     start,
			Note: fmt.Sprintf("scrapes up to %v apart cannot resolve %v: the busiest interval between two scrapes, %.0f finished requests in %v from %s",
				seriesDur(widest).Round(time.Millisecond), SpikeWindow, cum[at+1]-cum[at], d.Round(time.Millisecond), start.UTC().Format(time.RFC3339)),
		}
	}
	end := xs[len(xs)-1]
	best, bestAt := -1.0, 0.0
	try := func(x0 float64) {
		if x0 < 0 || x0+w > end {
			return
		}
		if n := seriesAt(xs, cum, x0+w) - seriesAt(xs, cum, x0); n > best {
			best, bestAt = n, x0
		}
	}
	for _, x := range xs {
		try(x)
		try(x - w)
	}
	if best < 0 {
		return Spike{Note: fmt.Sprintf("the window is shorter than %v", SpikeWindow)}
	}
	start := from.Add(seriesDur(bestAt))
	return Spike{
		Rate:   best / w,
		Window: SpikeWindow,
		At:     start,
		Note: fmt.Sprintf("busiest %v of %s (interpolated between scrapes up to %v apart): %.1f finished requests from %s",
			SpikeWindow, scrape.MetricRequestSuccess, seriesDur(widest).Round(time.Millisecond), best, start.UTC().Format(time.RFC3339)),
	}
}

// seriesDur converts seconds to a Duration.
func seriesDur(sec float64) time.Duration {
	return time.Duration(math.Round(sec * float64(time.Second)))
}

// seriesCached returns the share of prompt tokens the prefix cache served:
// Δ hits / Δ queries, from vLLM's current counter names or the gpu_-prefixed ones of
// vLLM before 0.9.2.
func seriesCached(pts []seriesPoint, src string, match map[string]string, rs *seriesResets) (float64, bool, string, error) {
	hitsName, queriesName, old := scrape.MetricPrefixCacheHits, scrape.MetricPrefixCacheQueries, ""
	queries, found, err := seriesCounterMaybe(pts, src, queriesName, match, rs)
	if err != nil {
		return 0, false, "", err
	}
	if !found {
		hitsName, queriesName = seriesOldPrefixHits, seriesOldPrefixQueries
		old = fmt.Sprintf(" (vLLM before 0.9.2 names them so; later versions %s and %s)", scrape.MetricPrefixCacheHits, scrape.MetricPrefixCacheQueries)
		if queries, found, err = seriesCounterMaybe(pts, src, queriesName, match, rs); err != nil {
			return 0, false, "", err
		}
		if !found {
			return 0, false, fmt.Sprintf("the prefix share is unknown: the metrics have neither %s nor %s (vLLM before 0.9.2)", scrape.MetricPrefixCacheQueries, seriesOldPrefixQueries), nil
		}
	}
	hits, found, err := seriesCounterMaybe(pts, src, hitsName, match, rs)
	if err != nil {
		return 0, false, "", err
	}
	if !found {
		return 0, false, fmt.Sprintf("the prefix share is unknown: the metrics have %s but not %s", queriesName, hitsName), nil
	}
	if queries.total <= 0 {
		return 0, false, fmt.Sprintf("the prefix share is unknown: no prefix-cache queries in the window (Δ %s is 0; is prefix caching disabled?)", queriesName), nil
	}
	share := min(max(hits.total/queries.total, 0), 1)
	note := fmt.Sprintf("Δ %s / Δ %s over the window: %.0f of %.0f prompt tokens looked up were cached%s", hitsName, queriesName, hits.total, queries.total, old)
	return share, true, note, nil
}

// seriesBucket is one bucket of a length histogram's increase, as the table reads it:
// the whole-token range [lo, hi] its observations can take and the cumulative count
// up to and including it.
type seriesBucket struct {
	lo, hi float64
	n      float64 // observations in the bucket
	cum    float64 // observations up to and including it
	inf    bool    // the +Inf bucket
}

// seriesKnot is where a knot sits: its bucket and its position u in [0, 1] there, by
// linear interpolation of the CDF.
type seriesKnot struct {
	b int
	u float64
}

// seriesTable turns the increase of the length histogram name (of prompts or answers:
// what) into an empirical distribution at Knots, calibrated to the exact mean (see
// FromSeries), and adds notes on what the buckets could not show.
func seriesTable(h scrape.Histogram, name, what string, notes *[]string) (workload.Dist, error) {
	bs, err := seriesTableBuckets(h, name)
	if err != nil {
		return workload.Dist{}, err
	}
	total := bs[len(bs)-1].cum
	if inf := bs[len(bs)-1]; inf.n > 0 {
		*notes = append(*notes, fmt.Sprintf("%.0f of %.0f %ss (%.2g %%) are longer than the largest bucket bound of %s, %.0f tokens: the table holds them at %.0f, so their tail is understated",
			inf.n, total, what, 100*inf.n/total, name, inf.lo, inf.lo))
	}
	knots := make([]seriesKnot, len(Knots))
	for i, p := range Knots {
		knots[i] = seriesLocate(bs, p*total)
	}
	tokens := func(gamma float64) ([]workload.Quantile, float64) {
		qs := make([]workload.Quantile, len(knots))
		mean, prev := 0.0, 1
		for i, k := range knots {
			b := bs[k.b]
			t := b.lo + (b.hi-b.lo)*math.Pow(k.u, gamma)
			n := int(math.Round(min(max(t, b.lo, 1), b.hi, float64(workload.MaxInputTokens))))
			n = max(n, prev)
			qs[i] = workload.Quantile{P: Knots[i], Tokens: n}
			prev = n
			if i > 0 {
				mean += (Knots[i] - Knots[i-1]) * float64(qs[i-1].Tokens+n) / 2
			}
		}
		return qs, mean
	}
	exact := h.Sum / h.Count
	// The table's mean falls as γ grows (every knot moves towards its bucket's lower
	// edge). Bisect on log γ over a range wide enough that its ends put the interior
	// knots at their buckets' edges, on the rounded table itself, so that the
	// whole-token knots get the mean closest to the exact one.
	const span = 30.0
	loX, hiX := -span, span
	qsLo, meanHi := tokens(math.Exp(loX)) // the largest mean the buckets allow
	qsHi, meanLo := tokens(math.Exp(hiX)) // the smallest
	var qs []workload.Quantile
	var got float64
	switch {
	case exact >= meanHi:
		qs, got = qsLo, meanHi
	case exact <= meanLo:
		qs, got = qsHi, meanLo
	default:
		for range 200 {
			mid := (loX + hiX) / 2
			if _, m := tokens(math.Exp(mid)); m >= exact {
				loX = mid
			} else {
				hiX = mid
			}
			if hiX-loX < 1e-12 {
				break
			}
		}
		a, ma := tokens(math.Exp(loX))
		b, mb := tokens(math.Exp(hiX))
		qs, got = a, ma
		if math.Abs(mb-exact) < math.Abs(ma-exact) {
			qs, got = b, mb
		}
	}
	if exact > meanHi*(1+seriesCalibrationSlack) || exact < meanLo*(1-seriesCalibrationSlack) {
		*notes = append(*notes, fmt.Sprintf("the exact mean %s length (%s _sum/_count) is %.1f tokens, outside the %.1f to %.1f the buckets allow: the table's mean is %.1f",
			what, name, exact, meanLo, meanHi, got))
	}
	if top := bs[knots[len(knots)-1].b]; qs[len(qs)-1].Tokens >= workload.MaxInputTokens && top.hi > float64(workload.MaxInputTokens) {
		*notes = append(*notes, fmt.Sprintf("%s lengths of %s are capped at %d tokens, the most a workload may draw", what, name, workload.MaxInputTokens))
	}
	d, err := workload.Empirical(qs)
	if err != nil {
		return workload.Dist{}, fmt.Errorf("%s length table from %s: %w", what, name, err)
	}
	return d, nil
}

// seriesTableBuckets checks a histogram increase and turns it into whole-token
// buckets: lengths are whole tokens of at least 1, so the bucket (a, b] holds
// floor(a)+1 … floor(b), the lowest bucket starts at 1, and the +Inf bucket is held at
// the largest finite bound, as histogram_quantile does.
func seriesTableBuckets(h scrape.Histogram, name string) ([]seriesBucket, error) {
	if !(h.Count > 0) || math.IsInf(h.Count, 0) || math.IsNaN(h.Sum) || math.IsInf(h.Sum, 0) {
		return nil, fmt.Errorf("%s: count %g and sum %g are not a histogram's", name, h.Count, h.Sum)
	}
	raw := h.Buckets
	if len(raw) < 2 || !math.IsInf(raw[len(raw)-1].UpperBound, 1) {
		return nil, fmt.Errorf("%s has no finite buckets", name)
	}
	out := make([]seriesBucket, 0, len(raw))
	prevBound, prevCum := math.Inf(-1), 0.0
	for i, b := range raw {
		if math.IsNaN(b.UpperBound) || math.IsNaN(b.Count) || math.IsInf(b.Count, 0) || b.Count < 0 {
			return nil, fmt.Errorf("%s: bucket le=%g holds %g: not a histogram's", name, b.UpperBound, b.Count)
		}
		if b.UpperBound <= prevBound {
			return nil, fmt.Errorf("%s: bucket bounds do not increase at le=%g", name, b.UpperBound)
		}
		cum := max(b.Count, prevCum) // as histogram_quantile does: counts made monotonic
		sb := seriesBucket{n: cum - prevCum, cum: cum}
		switch {
		case i == len(raw)-1:
			edge := max(math.Floor(prevBound), 1)
			sb.lo, sb.hi, sb.inf = edge, edge, true
		case i == 0:
			sb.lo, sb.hi = 1, max(math.Floor(b.UpperBound), 1)
		default:
			sb.lo, sb.hi = max(math.Floor(prevBound)+1, 1), max(math.Floor(b.UpperBound), 1)
			if sb.hi < sb.lo {
				// A bucket narrower than a token (bounds that are not whole numbers)
				// holds no whole length; keep histogram_quantile's edges for it.
				sb.lo, sb.hi = max(prevBound, 1), max(b.UpperBound, 1)
			}
		}
		out = append(out, sb)
		prevBound, prevCum = b.UpperBound, cum
	}
	if out[len(out)-1].cum <= 0 {
		return nil, fmt.Errorf("%s has no observations in its buckets", name)
	}
	return out, nil
}

// seriesLocate finds the bucket holding rank (observations below the knot) and the
// knot's position in it: the first non-empty bucket whose cumulative count reaches
// rank, at the share of the bucket's observations below rank.
func seriesLocate(bs []seriesBucket, rank float64) seriesKnot {
	below := 0.0
	last := 0
	for j, b := range bs {
		if b.n <= 0 {
			continue
		}
		last = j
		if b.cum >= rank {
			return seriesKnot{b: j, u: min(max((rank-below)/b.n, 0), 1)}
		}
		below = b.cum
	}
	return seriesKnot{b: last, u: 1}
}
