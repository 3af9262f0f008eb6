package wirebench

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"time"

	"github.com/infergate/infergate/internal/client"
)

// Bare is the floor: a streaming reader with nothing but net/http and bufio. It sends
// the chat request with a body it writes itself, reads the stream a line at a time,
// and stamps every data line the moment it has been read (the clock read in user
// space, as vllm bench serve reads it); it decodes no JSON. It uses the gate's
// transport settings (client.NewTransport) with a plain dialer, so the difference
// between it and the gate's client is the client's own work and its use of the
// kernel's receive times. It satisfies loadgen.Doer.
type Bare struct {
	url   string
	model []byte
	hc    *http.Client
}

// NewBare returns a bare reader for the API root baseURL (such as
// http://127.0.0.1:8000/v1) and the served model name. A nil hc gets the gate's
// transport (client.NewTransport) with a plain net.Dialer, whose connections carry
// no kernel receive times and cost the reader nothing to ask for them.
func NewBare(baseURL, model string, hc *http.Client) *Bare {
	m, _ := json.Marshal(model) // a string always encodes
	if hc == nil {
		tr := client.NewTransport()
		tr.DialContext = (&net.Dialer{Timeout: 30 * time.Second, KeepAlive: 30 * time.Second}).DialContext
		hc = &http.Client{Transport: tr}
	}
	return &Bare{url: baseURL + "/chat/completions", model: m, hc: hc}
}

// CloseIdleConnections closes the reader's kept-alive connections.
func (b *Bare) CloseIdleConnections() { b.hc.CloseIdleConnections() }

// Do sends r as a streaming chat request and reads the stream to [DONE]. The record
// has Sent, FirstByte, an Event (Tokens 1) for every data line but [DONE] — the usage
// chunk included, since the bare reader does not look inside —, TTFT and E2EL from
// the first and last of them, and Class OK when [DONE] came, else Transport or
// HTTPError with Err set.
func (b *Bare) Do(ctx context.Context, r client.Request) (rec client.Record) {
	rec = client.Record{ID: r.ID, Group: r.Group, InputTokens: r.InputTokens, OutputTarget: r.OutputTokens,
		Events: make([]client.Event, 0, r.MaxTokens+4)}
	body := make([]byte, 0, 256)
	body = append(body, `{"model":`...)
	body = append(body, b.model...)
	body = append(body, `,"messages":[`...)
	for i, m := range r.Messages {
		if i > 0 {
			body = append(body, ',')
		}
		role, _ := json.Marshal(m.Role) // strings always encode
		content, _ := json.Marshal(m.Content)
		body = append(body, `{"role":`...)
		body = append(body, role...)
		body = append(body, `,"content":`...)
		body = append(body, content...)
		body = append(body, '}')
	}
	body = append(body, `],"max_tokens":`...)
	body = strconv.AppendInt(body, int64(r.MaxTokens), 10)
	body = append(body, `,"stream":true,"stream_options":{"include_usage":true}}`...)

	req, err := http.NewRequestWithContext(ctx, http.MethodPost, b.url, bytes.NewReader(body))
	if err != nil {
		rec.Class, rec.Err = client.Transport, err.Error()
		return rec
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("X-Request-Id", r.ID)
	rec.Sent = time.Now()
	resp, err := b.hc.Do(req)
	if err != nil {
		rec.Class, rec.Err = client.Transport, err.Error()
		return rec
	}
	defer resp.Body.Close()
	rec.FirstByte, rec.Status = time.Now(), resp.StatusCode
	if resp.StatusCode >= 400 {
		rec.Class, rec.Err = client.HTTPError, fmt.Sprintf("http %d", resp.StatusCode)
		return rec
	}
	br := bufio.NewReaderSize(resp.Body, 4096)
	for range maxLines {
		line, err := br.ReadSlice('\n')
		at := time.Now()
		if err != nil {
			if errors.Is(err, io.EOF) {
				err = io.ErrUnexpectedEOF
			}
			rec.Class, rec.Err = client.Transport, fmt.Sprintf("reading the stream after %d events: %v", len(rec.Events), err)
			return rec
		}
		payload, ok := bytes.CutPrefix(line, []byte("data:"))
		if !ok {
			continue
		}
		if bytes.Equal(bytes.TrimSpace(payload), []byte("[DONE]")) {
			rec.Class = client.OK
			if n := len(rec.Events); n > 0 {
				rec.TTFT, rec.E2EL = rec.Events[0].At.Sub(rec.Sent), rec.Events[n-1].At.Sub(rec.Sent)
			}
			rec.OutputTokens = len(rec.Events)
			return rec
		}
		rec.Events = append(rec.Events, client.Event{At: at, Tokens: 1})
	}
	rec.Class, rec.Err = client.Transport, fmt.Sprintf("the stream went on past %d lines", maxLines)
	return rec
}

// maxLines bounds the lines the bare reader reads from one stream.
const maxLines = 1 << 20
