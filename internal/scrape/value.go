package scrape

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	dto "github.com/prometheus/client_model/go"
)

// Value is a server-side figure that may be unavailable. An unavailable value is never 0:
// OK is false, V is 0 and must not be read, and Reason says why, naming the metric and the
// /metrics URL (or the fetch error, which names the URL).
type Value struct {
	V      float64 `json:"v"`
	OK     bool    `json:"ok"`
	Reason string  `json:"reason,omitempty"` // why the value is unavailable; empty when OK
	// Source says what the value is and where it came from, e.g.
	// `vllm:prompt_tokens_total{model_name="m"} delta at http://h:8000/metrics`.
	// It is set whether or not the value is available.
	Source string `json:"source,omitempty"`
}

// String returns V formatted with %g, or "unavailable: " and the reason.
func (v Value) String() string {
	if !v.OK {
		return "unavailable: " + v.Reason
	}
	return fmt.Sprintf("%g", v.V)
}

// available returns an available value, unless v is NaN or infinite, which no threshold
// can judge and which is therefore reported as unavailable.
func available(v float64, source string) Value {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return Value{Reason: fmt.Sprintf("%s is %g", source, v), Source: source}
	}
	return Value{V: v, OK: true, Source: source}
}

func unavailable(source, format string, args ...any) Value {
	return Value{Reason: fmt.Sprintf(format, args...), Source: source}
}

// Ratio returns num/den. It is unavailable when either operand is (with that operand's
// reason) or when den is 0 (no events in the cell, so no ratio, rather than 0 or NaN).
func Ratio(num, den Value) Value {
	source := num.Source + " / " + den.Source
	switch {
	case !num.OK:
		return Value{Reason: num.Reason, Source: source}
	case !den.OK:
		return Value{Reason: den.Reason, Source: source}
	case den.V == 0:
		return unavailable(source, "ratio undefined: %s is 0", den.Source)
	}
	return available(num.V/den.V, source)
}

// Snapshot is one parsed /metrics exposition. A Snapshot whose fetch failed is
// unavailable: every value read from it is unavailable with the fetch error as reason.
// A nil *Snapshot is valid too, and equally unavailable.
//
// A Snapshot is read-only after it is made and safe for concurrent reads.
type Snapshot struct {
	At  time.Time // when the exposition was read
	URL string    // the /metrics URL, redacted; "" for a canned exposition without one

	families map[string]*dto.MetricFamily
	err      error
	source   string // names the snapshot's origin in reasons when URL is ""
}

// Err returns why the snapshot is unavailable (for a nil *Snapshot, that none was
// taken), or nil.
func (s *Snapshot) Err() error {
	if s == nil {
		return errNoSnapshot
	}
	return s.err
}

var errNoSnapshot = fmt.Errorf("no snapshot taken")

// Names returns the sorted metric family names in the snapshot (nil when unavailable).
func (s *Snapshot) Names() []string {
	if s == nil || s.err != nil {
		return nil
	}
	names := make([]string, 0, len(s.families))
	for n := range s.families {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// where names the snapshot's source in a reason.
func (s *Snapshot) where() string {
	switch {
	case s == nil:
		return "no snapshot"
	case s.URL != "":
		return s.URL
	case s.source != "":
		return s.source
	}
	return "exposition"
}

var (
	gaugeTypes     = []dto.MetricType{dto.MetricType_GAUGE, dto.MetricType_UNTYPED}
	counterTypes   = []dto.MetricType{dto.MetricType_COUNTER, dto.MetricType_UNTYPED}
	histogramTypes = []dto.MetricType{dto.MetricType_HISTOGRAM}
)

// series returns the metrics of family name whose labels match, checking the family's
// type. found is false, with the reason in v, when the snapshot is unavailable, the family
// is missing or of another type, or (only if needSeries) no series matches. source is
// used as the Value's Source.
func (s *Snapshot) series(name string, types []dto.MetricType, match map[string]string, source string, needSeries bool) (ms []*dto.Metric, v Value, found bool) {
	switch {
	case s == nil:
		return nil, unavailable(source, "metric %q unavailable: %v", name, errNoSnapshot), false
	case s.err != nil:
		return nil, unavailable(source, "metric %q unavailable: %v", name, s.err), false
	}
	mf, ok := s.families[name]
	if !ok {
		if strings.HasPrefix(name, "vllm:") && !s.exportsEngineMetrics() {
			return nil, unavailable(source, "metric %q not exported by %s: %s", name, s.where(), noEngineMetrics), false
		}
		return nil, unavailable(source, "metric %q not exported by %s", name, s.where()), false
	}
	if !slices.Contains(types, mf.GetType()) {
		return nil, unavailable(source, "metric %q at %s is a %s, not a %s", name, s.where(),
			typeName(mf.GetType()), typeName(types[0])), false
	}
	for _, m := range mf.GetMetric() {
		if Matches(m, match) {
			ms = append(ms, m)
		}
	}
	if len(ms) == 0 && needSeries {
		return nil, unavailable(source, "metric %q at %s has no series with %s", name, s.where(), FormatMatch(match)), false
	}
	return ms, Value{}, true
}

func typeName(t dto.MetricType) string {
	return strings.ToLower(strings.ReplaceAll(t.String(), "_", " "))
}

// Matches reports whether m carries every label in match. As in PromQL, a label the
// series lacks matches only the empty value.
func Matches(m *dto.Metric, match map[string]string) bool {
	for k, want := range match {
		got := ""
		for _, lp := range m.GetLabel() {
			if lp.GetName() == k {
				got = lp.GetValue()
				break
			}
		}
		if got != want {
			return false
		}
	}
	return true
}

// FormatMatch renders a label matcher in PromQL's selector style, sorted by label name.
func FormatMatch(match map[string]string) string {
	if len(match) == 0 {
		return "{}"
	}
	keys := make([]string, 0, len(match))
	for k := range match {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s=%q", k, match[k])
	}
	return "{" + strings.Join(parts, ",") + "}"
}

// selector is name with its matcher, as shown in a Source.
func selector(name string, match map[string]string) string {
	if len(match) == 0 {
		return name
	}
	return name + FormatMatch(match)
}

// seriesKey identifies a series within a family by its sorted labels (le excluded).
func seriesKey(m *dto.Metric) string { return seriesKeyWithout(m, "le") }

func sampleValue(m *dto.Metric) float64 {
	switch {
	case m.GetGauge() != nil:
		return m.GetGauge().GetValue()
	case m.GetCounter() != nil:
		return m.GetCounter().GetValue()
	default:
		return m.GetUntyped().GetValue()
	}
}

// Gauge returns the sum of the gauge's series whose labels match (nil matches all).
// It is unavailable when the snapshot is, when the metric is not exported, when it is not
// a gauge (or untyped), or when no series matches.
func (s *Snapshot) Gauge(name string, match map[string]string) Value {
	return s.read(name, gaugeTypes, match)
}

// Counter returns the sum of the counter's matching series (nil matches all) as the
// server reports it: cumulative since the server started. Cell figures want
// CounterDelta; Counter is for reporting and tests.
func (s *Snapshot) Counter(name string, match map[string]string) Value {
	return s.read(name, counterTypes, match)
}

func (s *Snapshot) read(name string, types []dto.MetricType, match map[string]string) Value {
	source := selector(name, match) + " at " + s.where()
	ms, v, ok := s.series(name, types, match, source, true)
	if !ok {
		return v
	}
	sum := 0.0
	for _, m := range ms {
		sum += sampleValue(m)
	}
	return available(sum, source)
}

// CounterDelta returns after − before for the counter's matching series (nil matches
// all), summed over series: the counter's increase during the cell.
//
// Rules, all of which favour "unavailable" over a wrong number:
//   - a nil or unavailable snapshot, a metric missing from either snapshot, or no
//     matching series in after makes the delta unavailable;
//   - a series present in after but not in before (a label combination first used during
//     the cell) started from 0, as Prometheus counters do;
//   - a series that decreased, disappeared, or whose "_created" timestamp (exposed by
//     prometheus_client, hence by vLLM) changed means the counter was reset: the delta is
//     unavailable with reason "counter reset (server restarted?)".
func CounterDelta(before, after *Snapshot, name string, match map[string]string) Value {
	source := selector(name, match) + " delta at " + pairWhere(before, after)
	bs, v, ok := before.series(name, counterTypes, match, source, false)
	if !ok {
		return beforeReason(v)
	}
	as, v, ok := after.series(name, counterTypes, match, source, true)
	if !ok {
		return v
	}
	if r := resetReason(before, after, strings.TrimSuffix(name, "_total")+"_created", bs, as); r != "" {
		return unavailable(source, "metric %q at %s: %s", name, after.where(), r)
	}
	prev := map[string]float64{}
	for _, m := range bs {
		prev[seriesKey(m)] += sampleValue(m)
	}
	delta := 0.0
	for _, m := range as {
		delta += sampleValue(m) - prev[seriesKey(m)]
	}
	return available(delta, source)
}

// beforeReason marks a reason as coming from the before snapshot.
func beforeReason(v Value) Value {
	v.Reason = "before the cell: " + v.Reason
	return v
}

// pairWhere names the source of a before/after pair.
func pairWhere(before, after *Snapshot) string {
	switch {
	case after != nil:
		return after.where()
	case before != nil:
		return before.where()
	}
	return "no snapshot"
}

const resetMsg = "counter reset (server restarted?)"

// resetReason returns why the matching series bs (before) → as (after) cannot be
// subtracted, or "". It compares counter values (or, for histograms, counts) and the
// values of the gauge family created: prometheus_client exposes a counter "x_total" with
// "x_created", and a histogram "h" with "h_created", holding each series' start time.
func resetReason(before, after *Snapshot, created string, bs, as []*dto.Metric) string {
	now := map[string]*dto.Metric{}
	for _, m := range as {
		now[seriesKey(m)] = m
	}
	for _, b := range bs {
		a, ok := now[seriesKey(b)]
		if !ok {
			return resetMsg + ": series " + labelString(b) + " disappeared"
		}
		if counterish(a) < counterish(b) {
			return resetMsg
		}
	}
	bc, ac := before.families[created], after.families[created]
	if bc == nil || ac == nil {
		return ""
	}
	was := map[string]float64{}
	for _, m := range bc.GetMetric() {
		was[seriesKey(m)] = sampleValue(m)
	}
	for _, m := range ac.GetMetric() {
		if t, ok := was[seriesKey(m)]; ok && t != sampleValue(m) && now[seriesKey(m)] != nil {
			return resetMsg + ": " + created + " changed"
		}
	}
	return ""
}

// counterish is the monotonic figure of a counter or histogram series.
func counterish(m *dto.Metric) float64 {
	if h := m.GetHistogram(); h != nil {
		return HistCount(h)
	}
	return sampleValue(m)
}

func labelString(m *dto.Metric) string {
	match := map[string]string{}
	for _, lp := range m.GetLabel() {
		match[lp.GetName()] = lp.GetValue()
	}
	return FormatMatch(match)
}

// Info returns the labels of an info gauge such as vllm:cache_config_info, whose value is
// 1 and whose labels carry the configuration. With several series (one per engine), a
// label whose values differ maps to its distinct values, sorted and joined by ",". The
// pid label of a per-process exposition is left out: it says which API server process
// wrote the series, not how the engine is configured. The Value is available (V =
// number of series) when the labels are.
func (s *Snapshot) Info(name string) (map[string]string, Value) {
	source := name + " at " + s.where()
	ms, v, ok := s.series(name, gaugeTypes, nil, source, true)
	if !ok {
		return nil, v
	}
	values := map[string][]string{}
	for _, m := range ms {
		for _, lp := range m.GetLabel() {
			if lp.GetName() == LabelPID {
				continue
			}
			if !slices.Contains(values[lp.GetName()], lp.GetValue()) {
				values[lp.GetName()] = append(values[lp.GetName()], lp.GetValue())
			}
		}
	}
	labels := make(map[string]string, len(values))
	for k, vs := range values {
		slices.Sort(vs)
		labels[k] = strings.Join(vs, ",")
	}
	return labels, available(float64(len(ms)), source)
}
