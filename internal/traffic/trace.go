package traffic

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/infergate/infergate/internal/workload"
)

// Trace is a recorded arrival sequence with each request's lengths: what a replay
// load sends. It is read from a request log or a standard trace (ReadTrace), so a
// gateway's log replays as it is, and WriteTrace writes one that holds nothing but
// timestamps and token counts. A Mooncake trace's requests carry their hash_ids
// (HashIDs), so that the replay shares prompt prefixes as they do.
type Trace struct {
	// File is the path the trace was read from; Hash is the sha256 of its bytes in
	// lower-case hex, so results can say which trace a run replayed.
	File, Hash string
	// Offsets are the arrivals relative to the first, non-decreasing.
	Offsets []time.Duration
	// Lengths are each arrival's prompt and completion tokens (usage.prompt_tokens
	// and usage.completion_tokens, or the trace format's fields).
	Lengths []workload.Length
	// HashIDs are each arrival's hash_ids when the trace is a Mooncake trace (one
	// per block of BlockSize prompt tokens), else nil.
	HashIDs [][]int64
	// Format is the format the trace was read as; BlockSize the tokens per hash id
	// of a Mooncake trace, 0 for the other formats.
	Format    Format
	BlockSize int
}

// PrefixHitRatio is the share of the trace's prompt tokens that its hash_ids imply
// a prefix cache serves (PrefixHits over the trace in order); false when the trace
// has no hash_ids.
func (t *Trace) PrefixHitRatio() (float64, bool) {
	if t.HashIDs == nil || len(t.Lengths) == 0 {
		return 0, false
	}
	inputs := make([]int, len(t.Lengths))
	for i, l := range t.Lengths {
		inputs[i] = l.Input
	}
	hits, total := PrefixHits(inputs, t.HashIDs, t.BlockSize)
	sum := 0
	for _, h := range hits {
		sum += h
	}
	return float64(sum) / float64(total), true
}

// Span is the time from the first arrival to the last.
func (t *Trace) Span() time.Duration {
	if len(t.Offsets) == 0 {
		return 0
	}
	return t.Offsets[len(t.Offsets)-1]
}

// ReadTrace reads the request log or trace at path, in opt's format (detected when
// opt.Format is ""), as a trace. Every line must be good (a replay that silently
// left requests out would not be the recorded traffic), so opt.SkipBad must be
// false.
func ReadTrace(path string, opt LogOptions) (*Trace, error) {
	if opt.SkipBad {
		return nil, fmt.Errorf("read trace %s: a replay sends every line, so it cannot skip bad ones", path)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read trace: %w", err)
	}
	l, err := ReadLog(bytes.NewReader(data), path, opt)
	if err != nil {
		return nil, fmt.Errorf("read trace: %w", err)
	}
	sum := sha256.Sum256(data)
	return NewTrace(l, path, hex.EncodeToString(sum[:])), nil
}

// NewTrace makes the trace of a log's requests.
func NewTrace(l *Log, file, hash string) *Trace {
	t := &Trace{File: file, Hash: hash, Format: l.Format, BlockSize: l.BlockSize}
	start := l.Requests[0].Time
	for _, r := range l.Requests {
		t.Offsets = append(t.Offsets, r.Time.Sub(start))
		t.Lengths = append(t.Lengths, workload.Length{Input: r.Prompt, Output: r.Completion})
		if l.Format == FormatMooncake {
			t.HashIDs = append(t.HashIDs, r.HashIDs)
		}
	}
	return t
}

// WriteTrace writes l's requests as a request log that holds only what a replay
// needs: each line's timestamp (RFC 3339, nanoseconds) and usage (prompt,
// completion and, where known, cached tokens), in arrival order.
func WriteTrace(w io.Writer, l *Log) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	type details struct {
		Cached int `json:"cached_tokens"`
	}
	type usage struct {
		Prompt     int      `json:"prompt_tokens"`
		Completion int      `json:"completion_tokens"`
		Details    *details `json:"prompt_tokens_details,omitempty"`
	}
	type line struct {
		Timestamp string `json:"timestamp"`
		Usage     usage  `json:"usage"`
	}
	for _, r := range l.Requests {
		ln := line{Timestamp: r.Time.UTC().Format(time.RFC3339Nano), Usage: usage{Prompt: r.Prompt, Completion: r.Completion}}
		if r.HasCached {
			ln.Usage.Details = &details{Cached: r.Cached}
		}
		if err := enc.Encode(ln); err != nil {
			return fmt.Errorf("write trace: %w", err)
		}
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write trace: %w", err)
	}
	return nil
}
