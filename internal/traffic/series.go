package traffic

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/prometheus/common/expfmt"

	"github.com/infergate/infergate/internal/scrape"
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
		if _, err := scrape.ParseText(text); err != nil {
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
