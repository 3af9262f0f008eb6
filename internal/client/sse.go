package client

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"sync"
)

// errSSE marks a response body that cannot be read as an event stream (a line without
// end, or no end of lines at all); Do classifies it as Malformed.
var errSSE = errors.New("event stream")

// maxSSELine bounds one line of the stream. vLLM's chunks are a few hundred bytes (a
// few kilobytes with logprobs); a line that goes on past this is not a stream that
// anything will ever finish reading, and holding it would grow without bound.
const maxSSELine = 16 << 20

// maxSSELines bounds the lines of one stream, comments and blank lines included, so
// that a server that sends keep-alives forever cannot hold Do when there is no
// Timeout. It is far above the two lines per event of maxPayloads events.
const maxSSELines = 1 << 26

// maxSSEBytes bounds the bytes of one response stream: 256 MiB is a hundred times a
// 32k-token answer with logprobs, and a server that streams past it is not answering
// one request. A variable so that the tests can lower it.
var maxSSEBytes int64 = 256 << 20

// sseReader reads a text/event-stream response body, for Do.
//
// The client reads the stream itself rather than through go-openai's stream reader,
// because that reader treats every line that is not a data line as part of an error
// body: an SSE comment (": keep-alive", ":ping", which proxies and gateways send
// during long stalls) before a data: {"error":…} event made it return neither an
// error nor a payload, and the request was classed Malformed instead of Midstream.
// Here comments, blank lines and the id and retry fields are skipped, as the SSE
// specification says, and every payload, error events included, goes to the client's
// own decoder.
//
// Each data line is one payload, handed over the moment the line is read, not at the
// blank line that ends the event: that is what go-openai did (so timings are taken at
// the same point) and what every OpenAI-compatible server sends, one data line per
// event. The line is trimmed of surrounding white space, as go-openai trimmed it, and
// "[DONE]" ends the stream; what follows it is not read. A last line without its line
// end (the connection closed in the middle of it) is dropped, as an incomplete event
// is in the specification.
type sseReader struct {
	r     *bufio.Reader
	long  []byte // a line longer than r's buffer, assembled
	event string // the event field of the event being read; "" is the default "message"
	lines int
	bytes int64
	done  bool
}

// sseBufferSize is the read buffer of one stream: go-openai's, which holds any vLLM
// chunk without logprobs. Longer lines are assembled in sseReader.long.
const sseBufferSize = 4096

func newSSEReader(body io.Reader) *sseReader {
	br, _ := readers.Get().(*bufio.Reader)
	if br == nil {
		br = bufio.NewReaderSize(body, sseBufferSize)
	} else {
		br.Reset(body)
	}
	return &sseReader{r: br}
}

// readers recycles the streams' read buffers: a run of thousands of streams would
// otherwise allocate (and zero, and collect) one per request.
var readers sync.Pool

// release returns the read buffer for reuse; s must not be used afterwards.
func (s *sseReader) release() {
	if s.r == nil {
		return
	}
	s.r.Reset(nil)
	readers.Put(s.r)
	s.r, s.long = nil, nil
}

// next returns the next data payload and the type of the event it belongs to ("" for
// the default). The payload is valid until the next call. At the end of the stream —
// [DONE] or a clean end of the body — the error is io.EOF; a read error is returned
// as it is, and a stream that breaks the limits gives an errSSE error.
func (s *sseReader) next() (payload []byte, event string, err error) {
	if s.done {
		return nil, "", io.EOF
	}
	for {
		line, err := s.line()
		if err != nil {
			return nil, "", err
		}
		line = bytes.TrimSpace(line)
		if len(line) == 0 {
			s.event = "" // a blank line ends the event
			continue
		}
		if line[0] == ':' {
			continue // a comment
		}
		name, value, _ := bytes.Cut(line, []byte{':'})
		switch string(name) {
		case "data":
			value = bytes.TrimSpace(value)
			if string(value) == "[DONE]" {
				s.done = true
				return nil, "", io.EOF
			}
			return value, s.event, nil
		case "event":
			s.event = string(bytes.TrimSpace(value))
		}
		// id, retry and unknown fields are ignored, as the specification says.
	}
}

// line reads one line with its line end.
func (s *sseReader) line() ([]byte, error) {
	s.lines++
	if s.lines > maxSSELines {
		return nil, fmt.Errorf("%w: the stream went on past %d lines", errSSE, maxSSELines)
	}
	line, err := s.r.ReadSlice('\n')
	if s.bytes += int64(len(line)); s.bytes > maxSSEBytes {
		return nil, fmt.Errorf("%w: the response went on past %d bytes", errSSE, maxSSEBytes)
	}
	if err != bufio.ErrBufferFull {
		return line, err // at io.EOF, a partial line is dropped
	}
	s.long = append(s.long[:0], line...)
	for {
		line, err = s.r.ReadSlice('\n')
		if s.bytes += int64(len(line)); s.bytes > maxSSEBytes {
			return nil, fmt.Errorf("%w: the response went on past %d bytes", errSSE, maxSSEBytes)
		}
		if len(s.long)+len(line) > maxSSELine {
			return nil, fmt.Errorf("%w: a line longer than %d bytes", errSSE, maxSSELine)
		}
		s.long = append(s.long, line...)
		if err != bufio.ErrBufferFull {
			return s.long, err
		}
	}
}
