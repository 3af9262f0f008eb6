package traffic

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"time"
)

// mooncakeJSON is a line of a Mooncake trace, each field kept raw so that a bad one
// is named in its own words.
type mooncakeJSON struct {
	Timestamp    json.RawMessage `json:"timestamp"`
	InputLength  json.RawMessage `json:"input_length"`
	OutputLength json.RawMessage `json:"output_length"`
	HashIDs      json.RawMessage `json:"hash_ids"`
}

// maxTraceMillis bounds a Mooncake timestamp: about 31 years of milliseconds, far
// beyond any trace and far from overflowing a time.Duration.
const maxTraceMillis = 1e12

// traceEpoch is the time of a relative trace's start (Mooncake, BurstGPT): their
// timestamps count from the first request, so their requests' Times are the Unix
// epoch plus the offset.
var traceEpoch = time.Unix(0, 0).UTC()

// parseMooncake reads a line of a Mooncake trace:
//
//	{"timestamp": 27482, "input_length": 6955, "output_length": 52, "hash_ids": [46, 47, 48, …]}
//
// timestamp is the arrival in milliseconds since the trace's start (an integer or a
// fraction), input_length the prompt tokens (at least 1), output_length the answer's
// (0 or more), and hash_ids one integer per block of bs prompt tokens, the last block
// holding what remains: exactly ceil(input_length / bs) of them, which also catches a
// block size that is not the trace's. Other fields are ignored.
func parseMooncake(line []byte, bs int) (Request, error) {
	var v mooncakeJSON
	if err := json.Unmarshal(line, &v); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return Request{}, fmt.Errorf("not JSON: %v at byte %d", se, se.Offset)
		}
		return Request{}, fmt.Errorf("not a JSON object: %v", err)
	}
	var req Request
	ms, err := jsonNumber(v.Timestamp, "timestamp", "milliseconds since the trace's start")
	if err != nil {
		return Request{}, err
	}
	if !(ms >= 0) || ms >= maxTraceMillis {
		return Request{}, fmt.Errorf("timestamp: %s is not milliseconds since the trace's start (want 0 to %g)", v.Timestamp, maxTraceMillis)
	}
	req.Time = traceEpoch.Add(time.Duration(math.Round(ms * float64(time.Millisecond))))
	if req.Prompt, err = jsonCount(v.InputLength, "input_length", 1); err != nil {
		return Request{}, err
	}
	if req.Completion, err = jsonCount(v.OutputLength, "output_length", 0); err != nil {
		return Request{}, err
	}
	if req.HashIDs, err = hashIDs(v.HashIDs, bs); err != nil {
		return Request{}, err
	}
	if want := blocks(req.Prompt, bs); len(req.HashIDs) != want {
		return Request{}, fmt.Errorf("hash_ids: %d ids for input_length %d: want %d, one per %d-token block (is the block size %d the trace's?)", len(req.HashIDs), req.Prompt, want, bs, bs)
	}
	return req, nil
}

// blocks is the number of bs-token blocks that hold n tokens, the last one partial.
func blocks(n, bs int) int { return (n + bs - 1) / bs }

// jsonNumber reads a JSON number field; what says what it counts.
func jsonNumber(raw json.RawMessage, field, what string) (float64, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return 0, fmt.Errorf("%s: missing (want %s)", field, what)
	}
	f, err := strconv.ParseFloat(string(raw), 64)
	if err != nil || raw[0] == '"' {
		return 0, fmt.Errorf("%s: %s is not a number (want %s)", field, raw, what)
	}
	return f, nil
}

// jsonInt reads a JSON integer.
func jsonInt(raw json.RawMessage, field string) (int64, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return 0, fmt.Errorf("%s: missing", field)
	}
	n, err := strconv.ParseInt(string(raw), 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%s: %s is not an integer", field, raw)
	}
	return n, nil
}

// jsonCount reads a token count of at least lo.
func jsonCount(raw json.RawMessage, field string, lo int64) (int, error) {
	n, err := jsonInt(raw, field)
	if err != nil {
		return 0, err
	}
	return count(field, n, lo)
}

// hashIDs reads a hash_ids array of integers.
func hashIDs(raw json.RawMessage, bs int) ([]int64, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, fmt.Errorf("hash_ids: missing (want one integer per %d-token block of the prompt)", bs)
	}
	var elems []json.RawMessage
	if err := json.Unmarshal(raw, &elems); err != nil {
		return nil, fmt.Errorf("hash_ids: %.40s is not an array of integers", raw)
	}
	ids := make([]int64, len(elems))
	for i, e := range elems {
		n, err := jsonInt(e, fmt.Sprintf("hash_ids[%d]", i))
		if err != nil {
			return nil, err
		}
		ids[i] = n
	}
	return ids, nil
}

// PrefixHits is what a trace's hash_ids imply a prefix cache serves, with each
// request's blocks of bs tokens (the last one partial: input − (blocks−1)·bs tokens).
// Over the requests in order, a block is a hit when an earlier request had its hash
// id (repeats within one request do not count); the hit tokens are the request's own
// tokens of that block, the partial last block counting only the tokens it has.
// hits[i] is request i's hit tokens; total is every request's prompt tokens. Traces
// whose ids name whole prefixes (Mooncake's: an id is the hash of its block and all
// before it) only repeat an id after the same ids, so every hit lies in a prefix
// that an earlier request computed, which is what a prefix cache can serve.
func PrefixHits(inputs []int, ids [][]int64, bs int) (hits []int, total int) {
	seen := map[int64]bool{}
	hits = make([]int, len(inputs))
	for i, in := range inputs {
		total += in
		for j, id := range ids[i] {
			if seen[id] {
				hits[i] += min(bs, in-j*bs)
			}
		}
		for _, id := range ids[i] {
			seen[id] = true
		}
	}
	return hits, total
}

// markCached sets a Mooncake trace's requests' Cached tokens to PrefixHits, in the
// log's order, so that what is derived from it (the prefix share) is what its
// hash_ids imply.
func markCached(l *Log) {
	inputs := make([]int, len(l.Requests))
	ids := make([][]int64, len(l.Requests))
	for i, r := range l.Requests {
		inputs[i], ids[i] = r.Prompt, r.HashIDs
	}
	hits, _ := PrefixHits(inputs, ids, l.BlockSize)
	for i := range l.Requests {
		l.Requests[i].Cached, l.Requests[i].HasCached = hits[i], true
	}
}

// WriteMooncake writes l's requests as a Mooncake trace: timestamp in milliseconds
// since the first request, input_length, output_length and hash_ids, in arrival
// order. l must have been read from one (its requests carry hash_ids).
func WriteMooncake(w io.Writer, l *Log) error {
	if len(l.Requests) == 0 {
		return fmt.Errorf("write trace: %s has no requests", l.File)
	}
	bw := bufio.NewWriter(w)
	start := l.Requests[0].Time
	for _, r := range l.Requests {
		if r.HashIDs == nil {
			return fmt.Errorf("write trace: line %d of %s has no hash_ids", r.Line, l.File)
		}
		ids, err := json.Marshal(r.HashIDs)
		if err != nil {
			return fmt.Errorf("write trace: %w", err)
		}
		ms := strconv.FormatFloat(float64(r.Time.Sub(start))/float64(time.Millisecond), 'f', -1, 64)
		var b bytes.Buffer
		fmt.Fprintf(&b, `{"timestamp": %s, "input_length": %d, "output_length": %d, "hash_ids": %s}`+"\n", ms, r.Prompt, r.Completion, ids)
		if _, err := bw.Write(b.Bytes()); err != nil {
			return fmt.Errorf("write trace: %w", err)
		}
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write trace: %w", err)
	}
	return nil
}
