package traffic

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
)

// Format names a kind of request log or trace file that ReadLog reads.
type Format string

// The formats ReadLog reads. Each is told apart by its first line (see Detect).
const (
	// FormatLog is infergate's own request log: JSON Lines with a timestamp and the
	// OpenAI usage object, as API gateways log them (see ReadLog).
	FormatLog Format = "jsonl"
	// FormatMooncake is a Mooncake trace: JSON Lines with timestamp (milliseconds
	// since the trace's start), input_length, output_length and hash_ids, one id per
	// block of LogOptions.BlockSize prompt tokens (see parseMooncake).
	FormatMooncake Format = "mooncake"
	// FormatAzure is the Azure LLM inference trace: CSV with the columns TIMESTAMP (a
	// datetime, "2023-11-16 18:15:46.6805900"), ContextTokens and GeneratedTokens.
	FormatAzure Format = "azure"
	// FormatBurstGPT is the BurstGPT trace: CSV with the columns Timestamp (seconds
	// since the trace's start), Model, Request tokens, Response tokens, Total tokens
	// and Log Type.
	FormatBurstGPT Format = "burstgpt"
)

// Formats returns every format, in the order ReadLog's documentation names them.
func Formats() []Format {
	return []Format{FormatLog, FormatMooncake, FormatAzure, FormatBurstGPT}
}

// formatNames is the list of format names for messages.
func formatNames() string {
	var names []string
	for _, f := range Formats() {
		names = append(names, string(f))
	}
	return strings.Join(names, ", ")
}

// ParseFormat returns the format named s (as Formats spells them); "" is "", which
// ReadLog reads as "detect the format".
func ParseFormat(s string) (Format, error) {
	if s == "" || slices.Contains(Formats(), Format(s)) {
		return Format(s), nil
	}
	return "", fmt.Errorf("unknown format %q (valid: %s)", s, formatNames())
}

// DefaultBlockSize is the tokens per hash id of a Mooncake trace when
// LogOptions.BlockSize is 0: the block size of Mooncake's published traces.
const DefaultBlockSize = 512

// MaxBlockSize bounds LogOptions.BlockSize.
const MaxBlockSize = 1 << 20

// Detect tells the format of a log or trace from its first line that is not blank:
// a JSON object with hash_ids or input_length is a Mooncake trace, any other JSON
// object a request log; a CSV header with TIMESTAMP, ContextTokens and
// GeneratedTokens is an Azure trace, and one with Timestamp, Request tokens and
// Response tokens a BurstGPT trace. Column names are matched exactly (a UTF-8 byte
// order mark and spaces around them are ignored). A CSV header with other columns
// is an error naming the formats; any other line is taken for a request log's
// (whose reader says what is wrong with it). name is used in messages.
func Detect(br *bufio.Reader, name string) (Format, error) {
	// Peek (without consuming) as much as the buffer holds: a first line longer than
	// that is JSON or nothing this reader knows.
	peek, err := br.Peek(br.Size())
	if err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, bufio.ErrBufferFull) {
		return "", fmt.Errorf("read %s: %w", name, err)
	}
	var line []byte
	for rest := peek; len(rest) > 0; {
		line, rest, _ = bytes.Cut(rest, []byte("\n"))
		if len(bytes.TrimSpace(line)) > 0 {
			break
		}
	}
	if len(bytes.TrimSpace(line)) == 0 {
		if len(peek) == br.Size() {
			return FormatLog, nil
		}
		return "", fmt.Errorf("read request log %s: no requests", name)
	}
	line = bytes.TrimSpace(bytes.TrimPrefix(bytes.TrimSpace(line), []byte("\ufeff")))
	if len(line) == 0 {
		return FormatLog, nil // a byte order mark alone: the log's reader says so
	}
	if line[0] == '{' {
		var keys map[string]json.RawMessage
		if json.Unmarshal(line, &keys) == nil {
			if _, ok := keys["hash_ids"]; ok {
				return FormatMooncake, nil
			}
			if _, ok := keys["input_length"]; ok {
				return FormatMooncake, nil
			}
		}
		// A first line too long to peek whole, or malformed, is read as a request
		// log, whose reader says what is wrong with it.
		return FormatLog, nil
	}
	header, err := csv.NewReader(bytes.NewReader(line)).Read()
	if err != nil || len(header) < 2 {
		// Not a CSV header: a request log whose first line is bad, which its
		// reader reports (or skips).
		return FormatLog, nil
	}
	switch cols := trimmed(header); {
	case hasAll(cols, azureColumns.need):
		return FormatAzure, nil
	case hasAll(cols, burstColumns.need):
		return FormatBurstGPT, nil
	}
	first := string(line)
	if len(first) > 80 {
		first = first[:80] + "…"
	}
	return "", fmt.Errorf("read %s: cannot tell its format from its first line %q: want JSON Lines (a request log with timestamp and usage, or a Mooncake trace with hash_ids), an Azure LLM inference CSV (%s) or a BurstGPT CSV (%s); or name the format (%s)",
		name, first, strings.Join(azureColumns.need, ","), strings.Join(burstColumns.need, ","), formatNames())
}

// trimmed returns the CSV header's column names without spaces or a byte order mark.
func trimmed(header []string) []string {
	out := make([]string, len(header))
	for i, h := range header {
		out[i] = strings.TrimSpace(strings.TrimPrefix(h, "\ufeff"))
	}
	return out
}

func hasAll(cols, need []string) bool {
	for _, n := range need {
		if !slices.Contains(cols, n) {
			return false
		}
	}
	return true
}
