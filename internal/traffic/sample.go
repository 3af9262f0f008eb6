package traffic

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"github.com/prometheus/common/expfmt"

	"github.com/infergate/infergate/internal/scrape"
)

// seriesMaxScrapes bounds Sample's loop: a day at one scrape per second is 86,401.
const seriesMaxScrapes = 100_000

// seriesMinTimeout is the least time Sample gives one scrape. A scrape may take
// longer than the interval between scrapes (it then runs late, and the next one on
// time), so that a tight interval does not turn a slow but healthy server into
// failures.
const seriesMinTimeout = 5 * time.Second

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
// save them. URLs in errors are redacted (secret.URL); hc nil means a default
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

// seriesFetch GETs one exposition (scrape.Fetch) and checks that it is text that
// parses, so that every scrape a Series holds can be saved and read back.
func seriesFetch(ctx context.Context, hc *http.Client, rawURL, display string, timeout time.Duration) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	body, f, err := scrape.Fetch(ctx, hc, rawURL, display)
	if err != nil {
		return nil, err
	}
	if f.FormatType() == expfmt.TypeProtoDelim {
		return nil, fmt.Errorf("GET %s: answered in protobuf, not the Prometheus text format", display)
	}
	if seriesHasHeader(body) {
		return nil, fmt.Errorf("GET %s: the exposition holds a %q line, which a saved series cannot tell from its own", display, seriesHeader)
	}
	if _, err := scrape.ParseText(body); err != nil {
		return nil, fmt.Errorf("parse %s: %w", display, err)
	}
	return body, nil
}
