package traffic

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"mime"
	"net/http"
	"os"
	"slices"
	"sort"
	"strings"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	"github.com/infergate/infergate/internal/scrape"
	"github.com/infergate/infergate/internal/workload"
)

// Series is a vLLM server's /metrics sampled over a window: the raw expositions, in
// order, so that a window can be saved, reviewed and derived from again later
// (FromSeries) without the server.
//
// Saved, a series is a text file (Write, ReadSeries): the expositions concatenated,
// each preceded by one line
//
//	# infergate-scrape <time>
//
// where <time> is when the scrape was taken in RFC 3339 with nanoseconds
// (2026-01-02T15:04:05.123456789Z), and followed by a newline. The header is a
// comment in the Prometheus text format, so a file of one scrape is still a valid
// exposition. Times must increase from scrape to scrape.
type Series struct {
	// Source names where the scrapes came from: the /metrics URL, redacted, or the
	// file the series was read from.
	Source string
	// Scrapes are the expositions in the order they were taken.
	Scrapes []Scrape
}

// Scrape is one /metrics exposition of a Series as the server sent it (Prometheus
// text format 0.0.4), kept raw so that it can be saved byte for byte.
type Scrape struct {
	// At is when the scrape was taken.
	At time.Time
	// Text is the exposition.
	Text []byte
}

// ErrAmbiguousModel is wrapped by FromSeries' error when the metrics hold several
// model_name values and SeriesOptions.Model names none of them.
var ErrAmbiguousModel = errors.New("name the one to derive for")

// seriesHeader starts the line before each exposition of a saved Series.
const seriesHeader = "# infergate-scrape"

// seriesMaxBody caps one /metrics response, as internal/scrape does: vLLM's is well
// under 1 MiB, anything far larger is not a metrics endpoint.
const seriesMaxBody = 64 << 20

// seriesMaxScrapes bounds Sample's loop: a day at one scrape per second is 86,401.
const seriesMaxScrapes = 100_000

// seriesMinTimeout is the least time Sample gives one scrape. A scrape may take
// longer than the interval between scrapes (it then runs late, and the next one on
// time), so that a tight interval does not turn a slow but healthy server into
// failures.
const seriesMinTimeout = 5 * time.Second

// seriesAccept asks for the text format 0.0.4: vLLM's prometheus_client serves it
// unless OpenMetrics is requested, and it is the format a saved Series holds.
const seriesAccept = "text/plain;version=0.0.4;q=1,*/*;q=0.1"

// Sample scrapes the /metrics URL url at once and then every every until window has
// passed (window/every + 1 scrapes, on a schedule of absolute times so that a slow
// scrape does not shift the ones after it) and returns the expositions. progress, if
// not nil, is called after each scrape with how many were attempted and how many
// will be.
//
// The first scrape must succeed: a transport error, a status other than 2xx or a body
// that is not a Prometheus text exposition fails Sample at once, since the URL is
// then likely wrong. A later failure is counted and the next scrape is taken on
// schedule; more than half failed is an error. When ctx ends first, Sample returns
// the scrapes taken so far with an error saying how many, so that a caller may still
// save them. URLs in errors are redacted (scrape.Redact); hc nil means a default
// client.
func Sample(ctx context.Context, hc *http.Client, url string, window, every time.Duration, progress func(done, total int)) (*Series, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	display, err := scrape.CheckURL(url)
	if err != nil {
		return nil, fmt.Errorf("sample /metrics: %w", err)
	}
	switch {
	case window <= 0:
		return nil, fmt.Errorf("sample %s: window %v: want a positive duration", display, window)
	case every <= 0:
		return nil, fmt.Errorf("sample %s: interval %v: want a positive duration", display, every)
	case every > window:
		return nil, fmt.Errorf("sample %s: interval %v is longer than the window %v", display, every, window)
	case window/every >= seriesMaxScrapes:
		return nil, fmt.Errorf("sample %s: a window of %v every %v is %d scrapes, more than the %d allowed", display, window, every, window/every+1, seriesMaxScrapes)
	}
	if hc == nil {
		hc = &http.Client{}
	}
	total := int(window/every) + 1
	timeout := max(every, seriesMinTimeout)
	s := &Series{Source: display}
	// Times are the wall clock at the start plus the monotonic time since, so they
	// increase even if the wall clock is stepped during the window, and they survive a
	// round trip through a saved file unchanged.
	start := time.Now()
	wallStart := start.Round(0)
	timer := time.NewTimer(time.Hour)
	timer.Stop() // reset to each scrape's due time below
	defer timer.Stop()
	failed := 0
	var lastErr error
	for k := range total {
		if k > 0 {
			due := start.Add(time.Duration(k) * every)
			if d := time.Until(due); d > 0 {
				timer.Reset(d)
				select {
				case <-ctx.Done():
					timer.Stop()
					return s, seriesCanceled(ctx, display, len(s.Scrapes), total)
				case <-timer.C:
				}
			}
		}
		if ctx.Err() != nil {
			return s, seriesCanceled(ctx, display, len(s.Scrapes), total)
		}
		at := wallStart.Add(time.Since(start))
		body, err := seriesFetch(ctx, hc, url, display, timeout)
		if ctx.Err() != nil {
			return s, seriesCanceled(ctx, display, len(s.Scrapes), total)
		}
		switch {
		case err != nil && k == 0:
			return nil, fmt.Errorf("sample %s: first scrape: %w", display, err)
		case err != nil:
			failed++
			lastErr = err
		default:
			s.Scrapes = append(s.Scrapes, Scrape{At: at, Text: body})
		}
		if progress != nil {
			progress(k+1, total)
		}
	}
	if failed*2 > total {
		return nil, fmt.Errorf("sample %s: %d of %d scrapes failed (last: %w)", display, failed, total, lastErr)
	}
	return s, nil
}

// seriesCanceled is Sample's error when ctx ended before the window did.
func seriesCanceled(ctx context.Context, display string, taken, total int) error {
	return fmt.Errorf("sample %s: stopped after %d of %d scrapes: %w", display, taken, total, context.Cause(ctx))
}

// seriesFetch GETs one exposition and checks that it parses, so that every scrape a
// Series holds can be saved and read back.
func seriesFetch(ctx context.Context, hc *http.Client, rawURL, display string, timeout time.Duration) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, rawURL, nil)
	if err != nil {
		return nil, fmt.Errorf("GET %s: build request: %w", display, scrape.UnwrapURLError(err))
	}
	req.Header.Set("Accept", seriesAccept)
	resp, err := hc.Do(req)
	if err != nil {
		return nil, fmt.Errorf("GET %s: %w", display, scrape.UnwrapURLError(err))
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		// The body is not quoted: an error page may echo request details.
		_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
		return nil, fmt.Errorf("GET %s: %w", display, &scrape.StatusError{Code: resp.StatusCode})
	}
	if mt, _, err := mime.ParseMediaType(resp.Header.Get("Content-Type")); err == nil && mt == "application/vnd.google.protobuf" {
		return nil, fmt.Errorf("GET %s: answered in protobuf, not the Prometheus text format", display)
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, seriesMaxBody+1))
	if err != nil {
		return nil, fmt.Errorf("GET %s: read body: %w", display, scrape.UnwrapURLError(err))
	}
	if len(body) > seriesMaxBody {
		return nil, fmt.Errorf("GET %s: response larger than %d bytes", display, seriesMaxBody)
	}
	if seriesHasHeader(body) {
		return nil, fmt.Errorf("GET %s: the exposition holds a %q line, which a saved series cannot tell from its own", display, seriesHeader)
	}
	if _, err := seriesParse(body); err != nil {
		return nil, fmt.Errorf("parse %s: %w", display, err)
	}
	return body, nil
}

// seriesParse parses one exposition in the Prometheus text format, as internal/scrape
// does.
func seriesParse(text []byte) (map[string]*dto.MetricFamily, error) {
	p := expfmt.NewTextParser(model.UTF8Validation)
	return p.TextToMetricFamilies(bytes.NewReader(text))
}

// seriesIsHeader reports whether line (without its newline) is a scrape header.
func seriesIsHeader(line []byte) bool {
	rest, ok := bytes.CutPrefix(line, []byte(seriesHeader))
	return ok && (len(rest) == 0 || rest[0] == ' ' || rest[0] == '\t' || rest[0] == '\r')
}

// seriesHasHeader reports whether text holds a line that reads as a scrape header.
func seriesHasHeader(text []byte) bool {
	for line := range bytes.Lines(text) {
		if seriesIsHeader(bytes.TrimRight(line, "\n")) {
			return true
		}
	}
	return false
}

// Write saves the series in the format described at Series. It refuses scrapes whose
// times do not increase and expositions holding a line that would read as a header,
// since ReadSeries could not read them back.
func (s *Series) Write(w io.Writer) error {
	if s == nil {
		return errors.New("write series: no series")
	}
	bw := bufio.NewWriter(w)
	for i, sc := range s.Scrapes {
		if i > 0 && !sc.At.After(s.Scrapes[i-1].At) {
			return fmt.Errorf("write series %s: scrape %d at %s is not after scrape %d at %s", s.Source, i+1, seriesTime(sc.At), i, seriesTime(s.Scrapes[i-1].At))
		}
		if seriesHasHeader(sc.Text) {
			return fmt.Errorf("write series %s: scrape %d holds a line starting with %q", s.Source, i+1, seriesHeader)
		}
		fmt.Fprintf(bw, "%s %s\n", seriesHeader, sc.At.Format(time.RFC3339Nano))
		bw.Write(sc.Text)
		bw.WriteByte('\n')
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write series %s: %w", s.Source, err)
	}
	return nil
}

// seriesTime formats a scrape time for messages.
func seriesTime(t time.Time) string { return t.Format(time.RFC3339Nano) }

// ReadSeriesFile reads a series saved by Write from the file at path.
func ReadSeriesFile(path string) (*Series, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("read series: %w", err)
	}
	defer f.Close()
	return ReadSeries(f, path)
}

// ReadSeries reads a series saved by Write from r; name (the file's name) is the
// series' Source and prefixes errors, which give the line: "series.txt:1: want '#
// infergate-scrape <time>' before the first exposition". Every exposition must parse
// in the Prometheus text format, and times must increase.
func ReadSeries(r io.Reader, name string) (*Series, error) {
	s := &Series{Source: name}
	br := bufio.NewReader(r)
	var (
		body      bytes.Buffer
		open      bool // a header has been read
		at        time.Time
		headerNo  int
		lineNo    int
		prevAt    time.Time
		prevFound bool
	)
	flush := func() error {
		if !open {
			return nil
		}
		text := slices.Clone(body.Bytes())
		// Write adds one newline after each exposition; an exposition normally ends
		// with its own, so the file shows a blank line there. Strip the added one only
		// when it is there, so that a hand-edited file without it still parses.
		if bytes.HasSuffix(text, []byte("\n\n")) {
			text = text[:len(text)-1]
		}
		if _, err := seriesParse(text); err != nil {
			var pe expfmt.ParseError
			if errors.As(err, &pe) {
				return fmt.Errorf("%s:%d: scrape at %s: %s", name, headerNo+pe.Line, seriesTime(at), pe.Msg)
			}
			return fmt.Errorf("%s:%d: scrape at %s: %w", name, headerNo, seriesTime(at), err)
		}
		s.Scrapes = append(s.Scrapes, Scrape{At: at, Text: text})
		body.Reset()
		return nil
	}
	for {
		line, rerr := br.ReadBytes('\n')
		if len(line) > 0 {
			lineNo++
			trimmed := bytes.TrimRight(line, "\r\n")
			switch {
			case seriesIsHeader(trimmed):
				if err := flush(); err != nil {
					return nil, err
				}
				field := strings.TrimSpace(string(trimmed[len(seriesHeader):]))
				t, err := time.Parse(time.RFC3339Nano, field)
				if err != nil {
					return nil, fmt.Errorf("%s:%d: scrape time %q: want RFC 3339, such as 2026-01-02T15:04:05.123Z", name, lineNo, field)
				}
				if prevFound && !t.After(prevAt) {
					return nil, fmt.Errorf("%s:%d: scrape time %s is not after the previous scrape's %s: times must increase", name, lineNo, field, seriesTime(prevAt))
				}
				at, prevAt, prevFound, headerNo, open = t, t, true, lineNo, true
			case !open:
				if len(bytes.TrimSpace(line)) == 0 {
					continue
				}
				return nil, fmt.Errorf("%s:%d: want '%s <time>' before the first exposition", name, lineNo, seriesHeader)
			default:
				body.Write(line)
			}
		}
		if errors.Is(rerr, io.EOF) {
			break
		}
		if rerr != nil {
			return nil, fmt.Errorf("read series %s: %w", name, rerr)
		}
	}
	if err := flush(); err != nil {
		return nil, err
	}
	if len(s.Scrapes) == 0 {
		return nil, fmt.Errorf("%s: no scrapes (want '%s <time>' lines, each before an exposition)", name, seriesHeader)
	}
	return s, nil
}

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
		fams, err := seriesParse(sc.Text)
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
