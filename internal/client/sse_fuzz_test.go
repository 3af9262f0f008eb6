package client

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
)

// refEvents is the event stream reading rule the client documents, written the
// simplest way: whole lines only (a last line without its end is dropped), trimmed;
// blank lines end an event; comments, id, retry and unknown fields are skipped; each
// data line is one payload of the current event type, until data: [DONE].
func refEvents(data []byte) (payloads, events []string) {
	lines := bytes.Split(data, []byte("\n"))
	lines = lines[:len(lines)-1] // the part after the last "\n" has no line end
	event := ""
	for _, l := range lines {
		l = bytes.TrimSpace(l)
		switch {
		case len(l) == 0:
			event = ""
			continue
		case l[0] == ':':
			continue
		}
		name, value, _ := bytes.Cut(l, []byte(":"))
		switch string(name) {
		case "data":
			v := string(bytes.TrimSpace(value))
			if v == "[DONE]" {
				return payloads, events
			}
			payloads, events = append(payloads, v), append(events, event)
		case "event":
			event = string(bytes.TrimSpace(value))
		}
	}
	return payloads, events
}

// FuzzSSE checks the client's event stream reader against refEvents on any bytes: the
// same payloads of the same event types in the same order, and never a panic. Seeds
// cover vLLM's and Ollama's streams, comments before an error event, CRLF line ends,
// a line longer than the read buffer, and bytes after [DONE].
func FuzzSSE(f *testing.F) {
	for _, s := range []string{
		"data: {\"choices\":[{\"delta\":{\"role\":\"assistant\",\"content\":\"\"}}]}\n\ndata: {\"choices\":[{\"delta\":{\"content\":\"Hi\"}}]}\n\ndata: {\"choices\":[],\"usage\":{\"prompt_tokens\":3}}\n\ndata: [DONE]\n\n",
		": keep-alive\n\n:ping\ndata: {\"error\":{\"message\":\"boom\"}}\n\n",
		"event: error\ndata: {\"message\":\"engine dead\"}\n\ndata: {}\n",
		"data: a\r\n\r\ndata: b\r\n",
		"data: [DONE]\n\ndata: after\n",
		"id: 7\nretry: 10\nfield\ndata:x\n",
		"data: " + strings.Repeat("x", 5000) + "\n\ndata: y\n",
		"data: cut off in the midd",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		wantP, wantE := refEvents(data)
		r := newSSEReader(bytes.NewReader(data))
		defer r.release()
		var gotP, gotE []string
		for i := 0; ; i++ {
			if i > len(data)+1 {
				t.Fatalf("more payloads than bytes: the reader does not end")
			}
			p, ev, err := r.next()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				t.Fatalf("next: %v (only a line over %d bytes may fail, and fuzz inputs are shorter)", err, maxSSELine)
			}
			gotP, gotE = append(gotP, string(p)), append(gotE, ev)
		}
		if strings.Join(gotP, "\x00") != strings.Join(wantP, "\x00") || len(gotP) != len(wantP) {
			t.Fatalf("payloads %q, want %q", gotP, wantP)
		}
		if strings.Join(gotE, "\x00") != strings.Join(wantE, "\x00") {
			t.Fatalf("event types %q, want %q", gotE, wantE)
		}
	})
}
