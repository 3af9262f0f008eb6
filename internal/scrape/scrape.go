package scrape

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"

	"github.com/infergate/infergate/internal/secret"
	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
)

// DefaultTimeout bounds one fetch when New is given a nil *http.Client.
const DefaultTimeout = 30 * time.Second

// maxBody caps the size of a /metrics response. vLLM's is well under 1 MiB; anything far
// larger is not a metrics endpoint.
const maxBody = 64 << 20

// acceptHeader asks for the text format: prometheus_client serves it unless OpenMetrics is
// requested, and client_golang's promhttp negotiates to it.
const acceptHeader = "text/plain;version=0.0.4;q=1,*/*;q=0.1"

// Scraper fetches one target's /metrics. It is safe for concurrent use.
type Scraper struct {
	url     string // as given, used for requests
	display string // redacted, used in errors and reasons
	urlErr  error  // non-nil when url is empty or invalid
	hc      *http.Client
}

// New returns a Scraper for the /metrics URL rawURL, fetched with hc (nil means a client
// with DefaultTimeout). It never fails: an empty or invalid URL yields a Scraper whose
// every Snapshot is unavailable with a reason saying so.
func New(rawURL string, hc *http.Client) *Scraper {
	if hc == nil {
		hc = &http.Client{Timeout: DefaultTimeout}
	}
	s := &Scraper{url: rawURL, hc: hc}
	s.display, s.urlErr = CheckURL(rawURL)
	return s
}

// CheckURL validates a /metrics URL and returns the form that may be shown to people
// (secret.URL); the error never quotes the URL unredacted.
func CheckURL(rawURL string) (string, error) {
	if rawURL == "" {
		return "", errors.New("no /metrics URL configured")
	}
	u, err := url.Parse(rawURL)
	if err != nil {
		// url.Parse's error quotes the whole input, which may hold a password: keep only
		// the cause.
		return "<invalid URL>", fmt.Errorf("invalid /metrics URL: %w", UnwrapURLError(err))
	}
	display := secret.URL(u.String())
	if u.Scheme != "http" && u.Scheme != "https" {
		return display, fmt.Errorf("invalid /metrics URL %s: scheme must be http or https", display)
	}
	if u.Host == "" {
		return display, fmt.Errorf("invalid /metrics URL %s: no host", display)
	}
	return display, nil
}

// URL returns the target's /metrics URL as it may be shown: redacted, or "" when none
// was configured.
func (s *Scraper) URL() string { return s.display }

// where names the target in reasons.
func (s *Scraper) where() string {
	if s.display == "" {
		return "no /metrics URL"
	}
	return s.display
}

// Snapshot fetches and parses the target's /metrics once.
//
// The returned *Snapshot is never nil. When the fetch or the parse fails, the error names
// the URL and the cause (status code, transport error) and the snapshot is unavailable:
// every value read from it is unavailable with that error as its reason, so a caller may
// record the error and carry on.
func (s *Scraper) Snapshot(ctx context.Context) (*Snapshot, error) {
	fams, err := s.fetch(ctx)
	snap := &Snapshot{At: time.Now(), URL: s.display, families: fams, err: err, source: s.where()}
	if err != nil {
		snap.families = nil
		return snap, err
	}
	return snap, nil
}

func (s *Scraper) fetch(ctx context.Context) (map[string]*dto.MetricFamily, error) {
	if s.urlErr != nil {
		return nil, s.urlErr
	}
	body, f, err := Fetch(ctx, s.hc, s.url, s.display)
	if err != nil {
		return nil, err
	}
	fams, err := parse(bytes.NewReader(body), f)
	if err != nil {
		return nil, fmt.Errorf("parse %s: %w", s.display, UnwrapURLError(err))
	}
	return fams, nil
}

// Fetch GETs one /metrics exposition from rawURL with hc and returns its body, at
// most 64 MiB, and the format the server declared for it: the one request path of
// both a Scraper's snapshots and a sampled traffic series (traffic.Sample), which
// keeps the raw text. It asks for the Prometheus text format 0.0.4, which vLLM's
// prometheus_client serves unless OpenMetrics is requested. display is rawURL as
// errors may show it (secret.URL); a status other than 200 OK is a *StatusError, and the
// body of such an answer is never quoted, since an error page may echo request
// details.
func Fetch(ctx context.Context, hc *http.Client, rawURL, display string) ([]byte, expfmt.Format, error) {
	var none expfmt.Format
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, rawURL, nil)
	if err != nil {
		return nil, none, fmt.Errorf("GET %s: build request: %w", display, UnwrapURLError(err))
	}
	req.Header.Set("Accept", acceptHeader)
	resp, err := hc.Do(req)
	if err != nil {
		return nil, none, fmt.Errorf("GET %s: %w", display, UnwrapURLError(err))
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
		return nil, none, fmt.Errorf("GET %s: %w", display, &StatusError{Code: resp.StatusCode})
	}
	body := &limitedReader{r: resp.Body, n: maxBody}
	data, err := io.ReadAll(body)
	if body.exceeded {
		return nil, none, fmt.Errorf("GET %s: response larger than %d bytes", display, maxBody)
	}
	if err != nil {
		return nil, none, fmt.Errorf("GET %s: read body: %w", display, UnwrapURLError(err))
	}
	return data, expfmt.ResponseFormat(resp.Header), nil
}

// ParseText parses one exposition in the Prometheus text format, as a Scraper does.
func ParseText(text []byte) (map[string]*dto.MetricFamily, error) {
	return parse(bytes.NewReader(text), expfmt.FmtText)
}

// StatusError is the cause of a Snapshot error when /metrics answered with a status other
// than 200 OK.
type StatusError struct {
	Code int // HTTP status code
}

// Error returns the status, e.g. "status 404 Not Found".
func (e *StatusError) Error() string {
	return fmt.Sprintf("status %d %s", e.Code, http.StatusText(e.Code))
}

// UnwrapURLError drops net/http's *url.Error wrapper, whose message repeats the
// unredacted URL (query included); the cause stays in the chain for errors.Is.
func UnwrapURLError(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) && ue.Err != nil {
		return ue.Err
	}
	return err
}

// limitedReader is io.LimitReader that remembers whether the limit was hit, so that a
// truncated body is reported as too large rather than as a parse error.
type limitedReader struct {
	r        io.Reader
	n        int64
	exceeded bool
}

func (l *limitedReader) Read(p []byte) (int, error) {
	if l.n <= 0 {
		// Probe one byte to tell "exactly at the limit" from "over it".
		var b [1]byte
		if n, _ := l.r.Read(b[:]); n > 0 {
			l.exceeded = true
		}
		return 0, io.EOF
	}
	if int64(len(p)) > l.n {
		p = p[:l.n]
	}
	n, err := l.r.Read(p)
	l.n -= int64(n)
	return n, err
}

// Parse reads one exposition in the Prometheus text format from r and returns it as a
// snapshot taken at at from the /metrics URL source (shown in reasons; "" is fine). It is
// how canned expositions are read in tests and tools.
func Parse(r io.Reader, source string, at time.Time) (*Snapshot, error) {
	fams, err := parse(r, expfmt.FmtText)
	if err != nil {
		snap := &Snapshot{At: at, URL: source}
		err = fmt.Errorf("parse %s: %w", snap.where(), err)
		snap.err = err
		return snap, err
	}
	return &Snapshot{At: at, URL: source, families: fams}, nil
}

// parse decodes an exposition in format f. The text format goes through a TextParser made
// by NewTextParser (its zero value is invalid from prometheus/common v0.67.0).
func parse(r io.Reader, f expfmt.Format) (map[string]*dto.MetricFamily, error) {
	switch f.FormatType() {
	case expfmt.TypeOpenMetrics, expfmt.TypeProtoDelim:
		dec := expfmt.NewDecoder(r, f)
		fams := map[string]*dto.MetricFamily{}
		for {
			mf := &dto.MetricFamily{}
			err := dec.Decode(mf)
			if errors.Is(err, io.EOF) {
				return fams, nil
			}
			if err != nil {
				return nil, err
			}
			if prev, ok := fams[mf.GetName()]; ok {
				prev.Metric = append(prev.Metric, mf.Metric...)
				continue
			}
			fams[mf.GetName()] = mf
		}
	default:
		p := expfmt.NewTextParser(model.UTF8Validation)
		return p.TextToMetricFamilies(r)
	}
}
