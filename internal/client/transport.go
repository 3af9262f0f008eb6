package client

import (
	"bytes"
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptrace"
	"slices"
	"time"

	"github.com/infergate/infergate/internal/body"
)

// errBody marks a request body the transport could not rewrite; Do classifies it as
// Malformed rather than Transport, since nothing went over the wire.
var errBody = errors.New("request body")

// extraBody is what a request adds to the JSON body go-openai produced: top-level
// fields that replace go-openai's (or that it has no field for), and fields merged into
// the stream_options object (include_usage, vLLM's continuous_usage_stats).
type extraBody struct {
	fields        map[string]any
	streamOptions map[string]any
}

// exchange is one request's state shared between Do and the transport through the
// request context: what to add going out, and what was seen coming back. Do and
// RoundTrip run on the same goroutine (http.Client.Do calls RoundTrip synchronously),
// so it needs no lock.
type exchange struct {
	id    string
	extra extraBody
	// headers are the request's own (Request.Headers), set after the configured ones.
	headers map[string]string
	// direct is set when Do wrote the request itself (Client.send): body and headers
	// are final, and the transport sends the request as it is.
	direct bool
	// Filled by RoundTrip.
	firstByte   time.Time
	status      int
	contentType string
	resp        *http.Response // closed again by Do on every path
	// Filled by doer: the response body as http.Client returned it, which Do reads.
	body io.ReadCloser
	// conn is the connection the request went out on when it reports kernel receive
	// times (set by gotConn), else nil.
	conn *stampConn
}

// gotConn is the request's httptrace.ClientTrace.GotConn: it notes a stampConn,
// under TLS too.
func (x *exchange) gotConn(info httptrace.GotConnInfo) {
	c := info.Conn
	if tc, ok := c.(*tls.Conn); ok {
		c = tc.NetConn()
	}
	x.conn, _ = c.(*stampConn)
}

type exchangeKey struct{}

func withExchange(ctx context.Context, x *exchange) context.Context {
	return context.WithValue(ctx, exchangeKey{}, x)
}

func exchangeFrom(ctx context.Context) *exchange {
	x, _ := ctx.Value(exchangeKey{}).(*exchange)
	return x
}

// transport is the client's http.RoundTripper. For every request that carries an
// exchange it notes when the response headers arrived. A request go-openai built
// (Config.ViaGoOpenAI) it rewrites first: the extra fields merged into the JSON body
// (fixing Content-Length), the configured headers and X-Request-Id set. A request Do
// wrote itself (exchange.direct) is final and goes as it is, and requests without an
// exchange pass through untouched.
type transport struct {
	base    http.RoundTripper
	headers http.Header
}

// RoundTrip implements http.RoundTripper. It does not modify req: it sends a clone
// when it rewrites.
func (t *transport) RoundTrip(req *http.Request) (*http.Response, error) {
	x := exchangeFrom(req.Context())
	if x == nil {
		return t.base.RoundTrip(req)
	}
	if x.direct {
		resp, err := t.base.RoundTrip(req)
		return t.note(x, resp, err)
	}
	out := req.Clone(req.Context())
	if req.Body != nil && req.Body != http.NoBody {
		body, err := io.ReadAll(req.Body)
		req.Body.Close()
		if err != nil {
			return nil, fmt.Errorf("%w: reading: %w", errBody, err)
		}
		merged, err := mergeBody(body, x.extra)
		if err != nil {
			return nil, err
		}
		out.Body = io.NopCloser(bytes.NewReader(merged))
		out.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(merged)), nil }
		out.ContentLength = int64(len(merged))
		out.Header.Del("Content-Length") // the transport writes it from ContentLength
	}
	for k, vs := range t.headers {
		out.Header[k] = append([]string(nil), vs...)
	}
	for k, v := range x.headers {
		out.Header.Set(k, v)
	}
	if x.id != "" {
		out.Header.Set("X-Request-Id", x.id)
	}
	resp, err := t.base.RoundTrip(out)
	return t.note(x, resp, err)
}

// note records in x when the response headers arrived (the kernel's receive time
// when the connection reports it, as for the events), and what they said.
func (t *transport) note(x *exchange, resp *http.Response, err error) (*http.Response, error) {
	if err != nil {
		return nil, err
	}
	x.firstByte = time.Now()
	if x.conn != nil {
		// On the connection's clock, like the events: the headers arrived by the
		// latest read's receive time.
		if a, ok := x.conn.arrival(); ok && a.Before(x.firstByte) {
			x.firstByte = a
		}
	}
	x.status = resp.StatusCode
	x.contentType = resp.Header.Get("Content-Type")
	x.resp = resp
	return resp, nil
}

// CloseIdleConnections closes the base transport's idle connections, so that
// http.Client.CloseIdleConnections reaches through the wrapper.
func (t *transport) CloseIdleConnections() {
	if ci, ok := t.base.(interface{ CloseIdleConnections() }); ok {
		ci.CloseIdleConnections()
	}
}

// mergeBody adds extra to a JSON object body: each field replaces a top-level field of
// the same name, and the stream options are merged into stream_options, keeping the
// options already there. Values are encoded as compact JSON without HTML escaping.
//
// The body go-openai produces for the gate starts with {"model":"" (Model is the first
// field of its request structs and the client leaves it empty) and has none of the
// other fields, so the merge is a splice that copies the body once: decoding and
// re-encoding a 128k-token prompt would cost milliseconds before the request leaves,
// all of it inside TTFT. Any other body takes the general path.
func mergeBody(raw []byte, extra extraBody) ([]byte, error) {
	if len(extra.fields) == 0 && len(extra.streamOptions) == 0 {
		return raw, nil
	}
	if out, ok, err := splice(raw, extra); ok || err != nil {
		return out, err
	}
	return mergeDecoded(raw, extra)
}

// modelPrefix is how go-openai's encoding of a request with an empty Model starts.
var modelPrefix = []byte(`{"model":""`)

// splice is mergeBody's fast path; ok is false when body is not the shape it handles.
func splice(raw []byte, extra extraBody) (out []byte, ok bool, err error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) < 2 || raw[0] != '{' || raw[len(raw)-1] != '}' {
		return nil, false, nil
	}
	keys := make([]string, 0, len(extra.fields)+1)
	for k := range extra.fields {
		keys = append(keys, k)
	}
	if len(extra.streamOptions) > 0 {
		keys = append(keys, "stream_options")
	}
	slices.Sort(keys)
	inner := raw[1 : len(raw)-1] // the members, without the braces
	if _, ok := extra.fields["model"]; ok {
		if !bytes.HasPrefix(raw, modelPrefix) {
			return nil, false, nil
		}
		inner = raw[len(modelPrefix) : len(raw)-1]
	}
	// A quote cannot appear unescaped inside a JSON string, so `"key":` found in the body
	// is a member name: then the field exists already and must be replaced, not added.
	for _, k := range keys {
		if k != "model" && bytes.Contains(inner, []byte(`"`+k+`":`)) {
			return nil, false, nil
		}
	}
	out = make([]byte, 0, len(raw)+64*len(keys))
	out = append(out, '{')
	empty := len(bytes.TrimSpace(inner)) == 0
	if v, ok := extra.fields["model"]; ok {
		raw, err := body.Marshal(v)
		if err != nil {
			return nil, true, fmt.Errorf("%w: field model: %w", errBody, err)
		}
		out = append(out, `"model":`...)
		out = append(out, raw...)
		empty = false
	}
	out = append(out, inner...)
	for _, k := range keys {
		if k == "model" {
			continue
		}
		v := any(extra.streamOptions)
		if k != "stream_options" {
			v = extra.fields[k]
		}
		raw, err := body.Marshal(v)
		if err != nil {
			return nil, true, fmt.Errorf("%w: field %s: %w", errBody, k, err)
		}
		if !empty {
			out = append(out, ',')
		}
		out = append(out, '"')
		out = append(out, k...)
		out = append(out, `":`...)
		out = append(out, raw...)
		empty = false
	}
	return append(out, '}'), true, nil
}

// mergeDecoded is mergeBody's general path: decode the top level, set, re-encode.
func mergeDecoded(raw []byte, extra extraBody) ([]byte, error) {
	obj, err := body.Decode(raw)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", errBody, err)
	}
	if err := body.Put(obj, extra.fields); err != nil {
		return nil, fmt.Errorf("%w: %w", errBody, err)
	}
	if len(extra.streamOptions) > 0 {
		opts := map[string]json.RawMessage{}
		if raw, ok := obj["stream_options"]; ok && !bytes.Equal(raw, []byte("null")) {
			if err := json.Unmarshal(raw, &opts); err != nil {
				return nil, fmt.Errorf("%w: stream_options is not a JSON object: %w", errBody, err)
			}
		}
		if err := body.Put(opts, extra.streamOptions); err != nil {
			return nil, fmt.Errorf("%w: stream_options: %w", errBody, err)
		}
		raw, err := body.Marshal(opts)
		if err != nil {
			return nil, fmt.Errorf("%w: stream_options: %w", errBody, err)
		}
		obj["stream_options"] = raw
	}
	out, err := body.Marshal(obj)
	if err != nil {
		return nil, fmt.Errorf("%w: encoding: %w", errBody, err)
	}
	return out, nil
}
