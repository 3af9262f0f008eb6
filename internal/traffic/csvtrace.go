package traffic

import (
	"bufio"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
)

// csvColumns says which columns of a CSV trace ReadLog reads and how.
type csvColumns struct {
	// title names the format in messages.
	title string
	// need are the columns a header must have: time, prompt and completion.
	need                     []string
	time, prompt, completion string
	// total, when the header has it, must be prompt + completion on every line.
	total string
	// parseTime reads the time column.
	parseTime func(string) (time.Time, error)
}

// azureColumns are the Azure LLM inference trace's (AzureLLMInferenceTrace_*.csv).
var azureColumns = csvColumns{
	title: "an Azure LLM inference trace",
	need:  []string{"TIMESTAMP", "ContextTokens", "GeneratedTokens"},
	time:  "TIMESTAMP", prompt: "ContextTokens", completion: "GeneratedTokens",
	parseTime: azureTime,
}

// burstColumns are BurstGPT's (BurstGPT_*.csv); Model and Log Type are not read.
var burstColumns = csvColumns{
	title: "a BurstGPT trace",
	need:  []string{"Timestamp", "Request tokens", "Response tokens"},
	time:  "Timestamp", prompt: "Request tokens", completion: "Response tokens", total: "Total tokens",
	parseTime: relativeSeconds,
}

// readCSV reads a CSV trace with a header line: one request per record, its
// arrival from cols.time and its token counts from cols.prompt (at least 1) and
// cols.completion (0 or more). Other columns are not read. Lines are numbered as in
// the file, the header being line 1.
func readCSV(br *bufio.Reader, name string, opt LogOptions, cols csvColumns) (*Log, error) {
	l := &Log{File: name}
	cr := csv.NewReader(br)
	cr.ReuseRecord = true
	header, err := cr.Read()
	if err != nil {
		return nil, &LineError{File: name, Line: 1, Err: fmt.Errorf("header: %w", csvCause(err))}
	}
	hl, _ := cr.FieldPos(0)
	header = trimmed(header)
	at := map[string]int{}
	for _, c := range append(slices.Clone(cols.need), cols.total) {
		if i := slices.Index(header, c); i >= 0 {
			at[c] = i
		} else if c != cols.total {
			return nil, &LineError{File: name, Line: hl, Err: fmt.Errorf("header: no column %q (%s has the columns %s)", c, cols.title, strings.Join(cols.need, ", "))}
		}
	}
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		n, _ := cr.FieldPos(0)
		var req Request
		if err == nil {
			req, err = cols.parse(rec, at)
		} else {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				n = pe.Line
			}
			if errors.Is(err, csv.ErrFieldCount) {
				err = fmt.Errorf("%d fields, want %d as in the header (%s)", len(rec), len(header), strings.Join(header, ","))
			} else {
				err = csvCause(err)
			}
		}
		if err := l.keep(name, n, req, err, opt); err != nil {
			return nil, err
		}
	}
	return l, nil
}

// csvCause is what went wrong in a CSV read error, without the position that
// LineError gives.
func csvCause(err error) error {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return fmt.Errorf("not CSV: %w", pe.Err)
	}
	return err
}

// parse reads one record.
func (cols csvColumns) parse(rec []string, at map[string]int) (Request, error) {
	field := func(c string) string { return strings.TrimSpace(rec[at[c]]) }
	t, err := cols.parseTime(field(cols.time))
	if err != nil {
		return Request{}, fmt.Errorf("%s: %w", cols.time, err)
	}
	req := Request{Time: t}
	if req.Prompt, err = csvCount(field(cols.prompt), cols.prompt, 1); err != nil {
		return Request{}, err
	}
	if req.Completion, err = csvCount(field(cols.completion), cols.completion, 0); err != nil {
		return Request{}, err
	}
	if _, ok := at[cols.total]; ok && cols.total != "" {
		total, err := csvCount(field(cols.total), cols.total, 0)
		if err != nil {
			return Request{}, err
		}
		if total != req.Prompt+req.Completion {
			return Request{}, fmt.Errorf("%s: %d is not %s + %s (%d + %d = %d)", cols.total, total, cols.prompt, cols.completion, req.Prompt, req.Completion, req.Prompt+req.Completion)
		}
	}
	return req, nil
}

// csvCount reads a token count of at least lo.
func csvCount(s, field string, lo int64) (int, error) {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%s: %q is not an integer", field, s)
	}
	return count(field, n, lo)
}

// azureLayouts are the datetimes of the Azure traces: "2023-11-16 18:15:46.6805900"
// (UTC, any number of fractional digits), with a zone, or RFC 3339.
var azureLayouts = []string{"2006-01-02 15:04:05", "2006-01-02 15:04:05Z07:00", time.RFC3339Nano}

// azureTime reads an Azure trace's TIMESTAMP.
func azureTime(s string) (time.Time, error) {
	for _, layout := range azureLayouts {
		if t, err := time.Parse(layout, s); err == nil {
			return t.UTC(), nil
		}
	}
	return time.Time{}, fmt.Errorf("%q is not a datetime (want e.g. 2023-11-16 18:15:46.6805900)", s)
}

// relativeSeconds reads seconds since a trace's start, as BurstGPT's Timestamp.
func relativeSeconds(s string) (time.Time, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) {
		return time.Time{}, fmt.Errorf("%q is not a number of seconds since the trace's start", s)
	}
	if f < 0 || f >= maxTraceMillis/1000 {
		return time.Time{}, fmt.Errorf("%s is not seconds since the trace's start (want 0 to %g)", s, maxTraceMillis/1000)
	}
	return traceEpoch.Add(time.Duration(math.Round(f * float64(time.Second)))), nil
}
