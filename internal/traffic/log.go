package traffic

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Request is one request of a request log: when it arrived and its token counts.
// Nothing else of a log line is kept; prompt and answer text in particular are
// neither stored nor read beyond JSON syntax.
type Request struct {
	// Time is when the request arrived (the line's timestamp).
	Time time.Time
	// Prompt and Completion are usage.prompt_tokens and usage.completion_tokens.
	Prompt, Completion int
	// Cached is usage.prompt_tokens_details.cached_tokens; HasCached reports whether
	// the line carried it.
	Cached    int
	HasCached bool
	// Line is the line of the log the request was read from, for messages.
	Line int
	// HashIDs are a Mooncake trace's hash_ids: one id per block of Log.BlockSize
	// prompt tokens, the last block holding what remains. Requests whose ids agree
	// on their first k blocks share their first k blocks of prompt. Nil in other
	// formats.
	HashIDs []int64
}

// Log is a request log read by ReadLog: its requests in arrival order.
type Log struct {
	// File names the log in messages and notes.
	File string
	// Requests are the log's requests, sorted by Time (stable: lines with equal
	// times keep their order).
	Requests []Request
	// Skipped are the malformed lines that LogOptions.SkipBad let through, in line
	// order.
	Skipped []*LineError
	// Format is the format the log was read as; BlockSize the tokens per hash id of
	// a Mooncake trace (0 in other formats).
	Format    Format
	BlockSize int
}

// LogOptions says how ReadLog reads a log: its format and what to do with bad lines.
type LogOptions struct {
	// SkipBad skips malformed lines, recording them in Log.Skipped, instead of
	// failing on the first. A log with no good line is an error either way.
	SkipBad bool
	// Format is the format to read; "" tells it from the first line (Detect).
	Format Format
	// BlockSize is the tokens per hash id of a Mooncake trace; 0 means
	// DefaultBlockSize. Only a Mooncake trace takes one.
	BlockSize int
}

// LineError is a malformed line of a request log.
type LineError struct {
	File string
	Line int
	Err  error
}

func (e *LineError) Error() string { return fmt.Sprintf("%s:%d: %v", e.File, e.Line, e.Err) }
func (e *LineError) Unwrap() error { return e.Err }

// maxLine is the longest log line ReadLog accepts: a line carries a whole request and
// response, and long-context prompts run to megabytes.
const maxLine = 64 << 20

// ReadLogFile reads the request log at path; see ReadLog.
func ReadLogFile(path string, opt LogOptions) (*Log, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("read request log: %w", err)
	}
	defer f.Close()
	return ReadLog(f, path, opt)
}

// ReadLog reads a request log or a standard trace in opt.Format, told from its
// first line when that is "" (see Detect): infergate's request log (below), a
// Mooncake trace (parseMooncake), an Azure LLM inference trace or a BurstGPT trace
// (readCSV). Every line must be good unless opt.SkipBad is set: a bad one is a
// *LineError naming the file, the line and the field.
//
// A request log is JSON Lines, one request per line, blank lines ignored. A line
// needs
//
//   - a timestamp, the first present of "timestamp", "time", "ts" and "created":
//     an RFC 3339 string, or Unix seconds as a number or a numeric string (a value
//     that can only be milliseconds or later is refused rather than guessed);
//   - token counts, from the OpenAI "usage" object ({"prompt_tokens": …,
//     "completion_tokens": …, "prompt_tokens_details": {"cached_tokens": …}}) or the
//     same names as top-level fields ("cached_tokens" flat as well).
//
// Everything else on the line (prompt and answer text, model, ids) is ignored. The
// timestamp is taken as the request's arrival; a gateway that logs completion
// times shifts every arrival by that request's latency, which moves per-minute rates
// little but smooths the sharpest spikes. name is used in messages.
func ReadLog(r io.Reader, name string, opt LogOptions) (*Log, error) {
	br := bufio.NewReaderSize(r, 1<<16)
	f := opt.Format
	if f == "" {
		var err error
		if f, err = Detect(br, name); err != nil {
			return nil, err
		}
	}
	bs := opt.BlockSize
	switch {
	case bs != 0 && f != FormatMooncake:
		return nil, fmt.Errorf("read %s: a block size goes with a Mooncake trace, and this is read as %s", name, f)
	case bs == 0:
		bs = DefaultBlockSize
	case bs < 1 || bs > MaxBlockSize:
		return nil, fmt.Errorf("read %s: block size %d: want 1 to %d tokens per hash id", name, bs, MaxBlockSize)
	}
	var (
		l   *Log
		err error
	)
	switch f {
	case FormatLog:
		l, err = readLines(br, name, opt, parseLine)
	case FormatMooncake:
		l, err = readLines(br, name, opt, func(line []byte) (Request, error) { return parseMooncake(line, bs) })
		if l != nil {
			l.BlockSize = bs
		}
	case FormatAzure:
		l, err = readCSV(br, name, opt, azureColumns)
	case FormatBurstGPT:
		l, err = readCSV(br, name, opt, burstColumns)
	default:
		_, err = ParseFormat(string(f))
		return nil, fmt.Errorf("read %s: %w", name, err)
	}
	if err != nil {
		return nil, err
	}
	l.Format = f
	if len(l.Requests) == 0 {
		if len(l.Skipped) > 0 {
			return nil, fmt.Errorf("read request log %s: no good line: all %d lines are malformed (first: %v)", name, len(l.Skipped), l.Skipped[0])
		}
		return nil, fmt.Errorf("read request log %s: no requests", name)
	}
	slices.SortStableFunc(l.Requests, func(a, b Request) int { return a.Time.Compare(b.Time) })
	if f == FormatMooncake {
		markCached(l)
	}
	return l, nil
}

// skipHint ends the message of a bad line when opt.SkipBad is not set.
const skipHint = " (pass --skip-bad to skip malformed lines)"

// readLines reads JSON Lines, one request per line parsed by parse, blank lines
// ignored; the Log it returns is in line order.
func readLines(br *bufio.Reader, name string, opt LogOptions, parse func([]byte) (Request, error)) (*Log, error) {
	l := &Log{File: name}
	for n := 1; ; n++ {
		line, err := readLine(br)
		if err != nil && !errors.Is(err, io.EOF) {
			le := &LineError{File: name, Line: n, Err: err}
			if errors.Is(err, errLineTooLong) && opt.SkipBad {
				l.Skipped = append(l.Skipped, le)
				continue
			}
			return nil, le
		}
		if len(bytes.TrimSpace(line)) > 0 {
			req, perr := parse(line)
			if err := l.keep(name, n, req, perr, opt); err != nil {
				return nil, err
			}
		}
		if errors.Is(err, io.EOF) {
			break
		}
	}
	return l, nil
}

var errLineTooLong = fmt.Errorf("line longer than %d MiB", maxLine>>20)

// readLine returns the next line without its newline; io.EOF comes with the last
// line (possibly empty).
func readLine(br *bufio.Reader) ([]byte, error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if len(buf)+len(chunk) > maxLine {
			// Skip the rest of the line so that reading can go on.
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = br.ReadSlice('\n')
			}
			if err != nil && !errors.Is(err, io.EOF) {
				return nil, err
			}
			return nil, errLineTooLong
		}
		buf = append(buf, chunk...)
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err != nil:
			return buf, err
		}
		return bytes.TrimSuffix(buf, []byte("\n")), nil
	}
}

type usageJSON struct {
	PromptTokens        *int64       `json:"prompt_tokens"`
	CompletionTokens    *int64       `json:"completion_tokens"`
	PromptTokensDetails *detailsJSON `json:"prompt_tokens_details"`
	CachedTokens        *int64       `json:"cached_tokens"`
}

type detailsJSON struct {
	CachedTokens *int64 `json:"cached_tokens"`
}

// lineJSON is the part of a log line ReadLog reads. Unknown fields, prompt text
// included, are skipped by the decoder without being kept.
type lineJSON struct {
	Timestamp json.RawMessage `json:"timestamp"`
	Time      json.RawMessage `json:"time"`
	TS        json.RawMessage `json:"ts"`
	Created   json.RawMessage `json:"created"`
	Usage     *usageJSON      `json:"usage"`
	usageJSON
}

// timeKeys are the timestamp fields ReadLog accepts, in order of preference.
var timeKeys = []string{"timestamp", "time", "ts", "created"}

func parseLine(line []byte) (Request, error) {
	var v lineJSON
	if err := json.Unmarshal(line, &v); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return Request{}, fmt.Errorf("not JSON: %v at byte %d", se, se.Offset)
		}
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return Request{}, fmt.Errorf("field %s: want a %s, got a JSON %s", te.Field, te.Type, te.Value)
		}
		return Request{}, fmt.Errorf("not a JSON object: %v", err)
	}
	var req Request
	raw := []json.RawMessage{v.Timestamp, v.Time, v.TS, v.Created}
	found := false
	for i, r := range raw {
		if len(r) == 0 || string(r) == "null" {
			continue
		}
		t, err := parseTime(r)
		if err != nil {
			return Request{}, fmt.Errorf("field %s: %w", timeKeys[i], err)
		}
		req.Time, found = t, true
		break
	}
	if !found {
		return Request{}, fmt.Errorf("no timestamp: want one of %s (RFC 3339 or Unix seconds)", strings.Join(timeKeys, ", "))
	}
	u, where := v.Usage, "usage."
	if u == nil {
		u, where = &v.usageJSON, ""
	}
	if u.PromptTokens == nil || u.CompletionTokens == nil {
		return Request{}, errors.New("no token counts: want usage.prompt_tokens and usage.completion_tokens (or the same names as top-level fields)")
	}
	var err error
	if req.Prompt, err = count(where+"prompt_tokens", *u.PromptTokens, 1); err != nil {
		return Request{}, err
	}
	if req.Completion, err = count(where+"completion_tokens", *u.CompletionTokens, 0); err != nil {
		return Request{}, err
	}
	cached, field := u.CachedTokens, where+"cached_tokens"
	if d := u.PromptTokensDetails; d != nil && d.CachedTokens != nil {
		cached, field = d.CachedTokens, where+"prompt_tokens_details.cached_tokens"
	}
	if cached != nil {
		if req.Cached, err = count(field, *cached, 0); err != nil {
			return Request{}, err
		}
		if req.Cached > req.Prompt {
			return Request{}, fmt.Errorf("%s: %d cached tokens of a %d-token prompt", field, req.Cached, req.Prompt)
		}
		req.HasCached = true
	}
	return req, nil
}

// maxTokens bounds a token count from a log: far beyond any context length, and
// small enough that sums of millions of requests cannot overflow.
const maxTokens = 1 << 30

func count(field string, v, lo int64) (int, error) {
	if v < lo || v > maxTokens {
		return 0, fmt.Errorf("%s: %d is not a token count (want %d to %d)", field, v, lo, maxTokens)
	}
	return int(v), nil
}

// maxUnixSeconds is 5138-11-16: a larger "Unix seconds" value is a timestamp in
// milliseconds or finer, which ReadLog refuses rather than guesses.
const maxUnixSeconds = 1e11

func parseTime(raw json.RawMessage) (time.Time, error) {
	var s string
	if raw[0] == '"' {
		if err := json.Unmarshal(raw, &s); err != nil {
			return time.Time{}, err
		}
		if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
			return t, nil
		}
		if _, err := strconv.ParseFloat(s, 64); err != nil {
			return time.Time{}, fmt.Errorf("%q is neither RFC 3339 (2026-11-30T18:00:00Z) nor Unix seconds", s)
		}
		raw = json.RawMessage(s)
	}
	f, err := strconv.ParseFloat(string(raw), 64)
	if err != nil {
		return time.Time{}, fmt.Errorf("%s is neither RFC 3339 nor Unix seconds", raw)
	}
	if !(f >= 0) || f >= maxUnixSeconds || math.IsInf(f, 0) {
		return time.Time{}, fmt.Errorf("%s is not Unix seconds (milliseconds? want seconds since 1970, or RFC 3339)", raw)
	}
	sec, frac := math.Modf(f)
	return time.Unix(int64(sec), int64(math.Round(frac*1e9))).UTC(), nil
}

// keep adds line n of file name to l: its request, or, when it did not parse
// (perr) and opt.SkipBad is set, the line's error; without SkipBad the error ends the
// read, naming the file and line.
func (l *Log) keep(name string, n int, req Request, perr error, opt LogOptions) error {
	switch {
	case perr == nil:
		req.Line = n
		l.Requests = append(l.Requests, req)
	case opt.SkipBad:
		l.Skipped = append(l.Skipped, &LineError{File: name, Line: n, Err: perr})
	default:
		return &LineError{File: name, Line: n, Err: fmt.Errorf("%w"+skipHint, perr)}
	}
	return nil
}
