package client

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptrace"
	"net/textproto"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	openai "github.com/sashabaranov/go-openai"

	"github.com/infergate/infergate/internal/body"
	"github.com/infergate/infergate/internal/secret"
)

// Config says where and how to send.
type Config struct {
	// BaseURL is the API root, such as http://127.0.0.1:8000/v1: scheme http or https,
	// a host, and a path ending in /v1 (a trailing slash is allowed); no user:password,
	// query or fragment.
	BaseURL string
	// Model is the served model name sent in every request.
	Model string
	// APIKey is sent as "Authorization: Bearer <key>" when not empty. It is never
	// logged, stored in a Record or put in an error message; Config's String method
	// hides it.
	APIKey string
	// Timeout is the per-request deadline from Sent to the end of the stream (0: none).
	// A request that runs past it ends with Class Timeout.
	Timeout time.Duration
	// HTTPClient is optional; nil gets a Transport tuned for many concurrent streams
	// (see NewTransport). When given, its Transport (or http.DefaultTransport) is
	// wrapped, not modified.
	HTTPClient *http.Client
	// ContinuousUsage asks for stream_options.continuous_usage_stats (a vLLM
	// extension), so that every event says how many tokens it carried.
	ContinuousUsage bool
	// Headers are extra request headers (such as X-Sim-Fault in tests). They may not
	// set Authorization (use APIKey), Content-Length or Content-Type.
	Headers map[string]string
	// ViaGoOpenAI sends every request through go-openai's request path — its
	// encoding of the request, then this package's body merge — as the client did
	// before issue 14. By default the client writes the same request itself, byte for
	// byte (the tests compare the two), without go-openai's per-request work; the
	// option remains as the tests' reference and for the side-by-side comparison in
	// internal/lab/wirebench.
	ViaGoOpenAI bool
	// UserSpaceTimes stamps every event when the client read it, as vllm bench serve
	// does, instead of with the kernel's receive time of its bytes (see the package
	// doc). It is for comparing the two (internal/lab/wirebench); the kernel's time is the
	// better measurement, since it leaves out how long a busy generator took to read.
	UserSpaceTimes bool
}

// String describes c for logs with the API key hidden.
func (c Config) String() string {
	key := "none"
	if c.APIKey != "" {
		key = "set"
	}
	return fmt.Sprintf("client.Config{BaseURL: %s, Model: %q, APIKey: %s, Timeout: %v, ContinuousUsage: %t, Headers: %d}",
		secret.URL(c.BaseURL), c.Model, key, c.Timeout, c.ContinuousUsage, len(c.Headers))
}

// GoString is String, so that %#v hides the API key too.
func (c Config) GoString() string { return c.String() }

// Client sends streaming generation requests and measures them. It is safe for
// concurrent use; build it with New.
type Client struct {
	model           string
	timeout         time.Duration
	continuousUsage bool
	apiKey          string // only for scrubbing error texts
	oa              *openai.Client
	http            *http.Client
	// For the direct path (not ViaGoOpenAI).
	viaGoOpenAI bool
	userTimes   bool
	beforeRead  func()      // a test's hook before each read of the stream; nil otherwise
	base        string      // the API root, without a trailing slash
	modelJSON   []byte      // the model name as a JSON string
	auth        string      // "Bearer <key>", or "" without a key
	headers     http.Header // Config.Headers
}

// New checks cfg and builds a client. Errors name the offending Config field.
func New(cfg Config) (*Client, error) {
	base, err := checkBaseURL(cfg.BaseURL)
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(cfg.Model) == "" {
		return nil, errors.New("client config: Model is empty (want the served model name)")
	}
	if cfg.Timeout < 0 {
		return nil, fmt.Errorf("client config: Timeout %v is negative (want 0 for none, or a positive duration)", cfg.Timeout)
	}
	if strings.ContainsAny(cfg.APIKey, "\r\n") {
		return nil, errors.New("client config: APIKey contains a line break")
	}
	headers := http.Header{}
	for k, v := range cfg.Headers {
		if err := checkHeader(k, v); err != nil {
			return nil, err
		}
		headers.Set(k, v)
	}

	hc := &http.Client{Transport: NewTransport()}
	if cfg.HTTPClient != nil {
		cp := *cfg.HTTPClient
		hc = &cp
		if hc.Transport == nil {
			hc.Transport = http.DefaultTransport
		}
	}
	hc.Transport = &transport{base: hc.Transport, headers: headers}

	oc := openai.DefaultConfig(cfg.APIKey)
	oc.BaseURL = base
	oc.HTTPClient = doer{hc}
	model, err := body.Marshal(cfg.Model)
	if err != nil {
		return nil, fmt.Errorf("client config: Model: %w", err) // not reached: a string always encodes
	}
	auth := ""
	if cfg.APIKey != "" {
		auth = "Bearer " + cfg.APIKey
	}
	return &Client{
		model:           cfg.Model,
		timeout:         cfg.Timeout,
		continuousUsage: cfg.ContinuousUsage,
		apiKey:          cfg.APIKey,
		oa:              openai.NewClientWithConfig(oc),
		http:            hc,
		viaGoOpenAI:     cfg.ViaGoOpenAI,
		userTimes:       cfg.UserSpaceTimes,
		base:            strings.TrimRight(base, "/"),
		modelJSON:       model,
		auth:            auth,
		headers:         headers,
	}, nil
}

// CloseIdleConnections closes the kept-alive connections of the client's transport,
// for the end of a run (and for tests that check for leaked goroutines).
func (c *Client) CloseIdleConnections() { c.http.CloseIdleConnections() }

// NewTransport returns the default transport for many concurrent streams: HTTP/1.1
// only (one stream per connection, as vllm bench serve's aiohttp does), a large idle
// pool per host so that a closed loop of C streams reuses C connections, no
// transparent compression (gzip would make a proxy buffer the stream), and, on 64-bit
// Linux, TCP connections that report the kernel's receive time of what they read
// (see the package doc).
// Dial, TLS and proxy settings are those of http.DefaultTransport.
func NewTransport() *http.Transport {
	var p http.Protocols
	p.SetHTTP1(true)
	return &http.Transport{
		Proxy:                 http.ProxyFromEnvironment,
		DialContext:           dialStamped(&net.Dialer{Timeout: 30 * time.Second, KeepAlive: 30 * time.Second}),
		Protocols:             &p,
		MaxIdleConns:          0, // no global cap
		MaxIdleConnsPerHost:   4096,
		IdleConnTimeout:       90 * time.Second,
		TLSHandshakeTimeout:   10 * time.Second,
		ExpectContinueTimeout: time.Second,
		DisableCompression:    true,
	}
}

func checkBaseURL(raw string) (string, error) {
	if raw == "" {
		return "", errors.New("client config: BaseURL is empty (want a URL such as http://127.0.0.1:8000/v1)")
	}
	u, err := url.Parse(raw)
	if err != nil {
		// url.Parse quotes the input in its error; don't repeat it (it may hold a password).
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return "", fmt.Errorf("client config: BaseURL is not a URL: %w", err)
	}
	shown := secret.URL(raw)
	switch {
	case u.Scheme != "http" && u.Scheme != "https":
		return "", fmt.Errorf("client config: BaseURL %s: scheme %q is not http or https", shown, u.Scheme)
	case u.Host == "" || u.Hostname() == "":
		return "", fmt.Errorf("client config: BaseURL %s has no host", shown)
	case u.User != nil:
		return "", fmt.Errorf("client config: BaseURL %s carries credentials (put the key in APIKey, which is kept out of logs)", shown)
	case u.RawQuery != "" || u.Fragment != "":
		return "", fmt.Errorf("client config: BaseURL %s: want no query or fragment", shown)
	}
	path := strings.TrimSuffix(u.Path, "/")
	if path != "/v1" && !strings.HasSuffix(path, "/v1") {
		return "", fmt.Errorf("client config: BaseURL %s: path %q does not end in /v1 (want e.g. http://host:8000/v1)", shown, u.Path)
	}
	u.Path = path
	u.RawPath = ""
	return u.String(), nil
}

func checkHeader(k, v string) error {
	if k == "" || strings.ContainsFunc(k, func(r rune) bool { return r <= ' ' || r >= 0x7f || strings.ContainsRune(`"(),/:;<=>?@[\]{}`, r) }) {
		return fmt.Errorf("client config: Headers: %q is not a valid header name", k)
	}
	if strings.ContainsAny(v, "\r\n\x00") {
		return fmt.Errorf("client config: Headers: %s value contains a line break or NUL", k)
	}
	switch textproto.CanonicalMIMEHeaderKey(k) {
	case "Authorization":
		return errors.New("client config: Headers may not set Authorization (use APIKey, which is kept out of logs)")
	case "Content-Length", "Content-Type", "Host":
		return fmt.Errorf("client config: Headers may not set %s (the client sets it)", k)
	}
	return nil
}

// doer is the HTTP client go-openai sends with. It notes the response, as go-openai
// receives it, in the request's exchange: Do reads the stream body itself (see
// sseReader) and leaves go-openai's stream reader unread. The body is the one
// http.Client returns, so a caller's http.Client.Timeout still ends a read with a
// timeout error.
type doer struct{ hc *http.Client }

// Do implements go-openai's HTTPDoer.
func (d doer) Do(req *http.Request) (*http.Response, error) {
	resp, err := d.hc.Do(req)
	if err == nil {
		if x := exchangeFrom(req.Context()); x != nil {
			x.body = resp.Body
		}
	}
	return resp, err
}

// errTimeout is the cause of a per-request deadline, which tells it from the caller's
// own cancellation or deadline.
var errTimeout = errors.New("per-request timeout")

// Do sends r, reads its stream to the end and returns what it measured. It always
// returns a classified Record and never panics; the Record's Err explains every class
// but OK. Canceling ctx ends the request with Class Canceled (whatever the reason ctx
// ended); Config.Timeout passing ends it with Class Timeout.
func (c *Client) Do(ctx context.Context, r Request) (rec Record) {
	rec = Record{ID: r.ID, Group: r.Group, InputTokens: r.InputTokens, OutputTarget: r.OutputTokens, Session: r.Session, Turn: r.Turn}
	m := measurement{rec: &rec, chat: r.Chat(), clip: c.clip, usageReasoning: -1}
	if t := TraceOf(ctx); t != nil {
		m.firstEvent = t.FirstEvent
	}
	if n := r.OutputTokens + 2; n > 2 && n <= 1<<16 {
		rec.Events = make([]Event, 0, n)
		per := make([]int, 2*n) // one allocation for both per-event series
		m.cumulative, m.estimate = per[:0:n], per[n:n:2*n]
	}
	x := &exchange{id: r.ID, direct: !c.viaGoOpenAI, headers: r.Headers}
	if c.viaGoOpenAI {
		x.extra = c.extra(&r)
	}
	defer func() {
		if p := recover(); p != nil {
			rec.Class, rec.Err = Malformed, fmt.Sprintf("client panic while reading the response: %v", p)
		}
		if x.body != nil {
			x.body.Close()
		}
		if x.resp != nil {
			x.resp.Body.Close() // idempotent; covers go-openai's error paths
		}
		m.finish()
		rec.Err = c.scrub(rec.Err)
		rec.FinishReason = c.scrub(rec.FinishReason)
	}()

	// The request's own context is always canceled on return: besides closing every
	// body explicitly, this tears down a connection whatever path Do took.
	rctx, cancel := context.WithCancel(ctx)
	if c.timeout > 0 {
		rctx, cancel = context.WithTimeoutCause(ctx, c.timeout, errTimeout)
	}
	defer cancel()
	rctx = withExchange(rctx, x)
	if !c.userTimes {
		rctx = httptrace.WithClientTrace(rctx, &httptrace.ClientTrace{GotConn: x.gotConn})
	}

	// As in vllm bench serve (aiohttp encodes the JSON inside session.post), the
	// request's encoding is inside the timer.
	rec.Sent = time.Now()
	for k, v := range r.Headers {
		if err := checkHeader(k, v); err != nil {
			// Refused before anything went out: a bad request, as a malformed body is.
			rec.Class, rec.Err = Malformed, "request "+strings.TrimPrefix(err.Error(), "client config: ")
			return rec
		}
	}
	var err error
	if x.direct {
		err = c.send(rctx, &r, x)
	} else {
		err = c.open(rctx, &r)
	}
	rec.FirstByte, rec.Status = x.firstByte, x.status
	if err == nil && x.body == nil {
		err = errors.New("the HTTP client returned no response body") // not reached: doer sets it
	}
	if err != nil {
		c.classify(ctx, rctx, &rec, err, true)
		return rec
	}
	sse := newSSEReader(x.body)
	defer sse.release() // after the last use of a payload, which points into its buffer
	for range maxPayloads {
		if c.beforeRead != nil {
			c.beforeRead()
		}
		raw, event, err := sse.next()
		at := time.Now()
		if x.conn != nil {
			if a, ok := x.conn.arrival(); ok && a.Before(at) {
				at = a
			}
		}
		if err != nil {
			c.classify(ctx, rctx, &rec, err, false)
			if rec.Class == OK {
				m.checkEnd(x.contentType)
			}
			return rec
		}
		if event == "error" {
			err = m.errorEvent(raw)
		} else {
			err = m.event(raw, at)
		}
		if err != nil {
			rec.Class, rec.Err = classOf(err), err.Error()
			return rec
		}
	}
	rec.Class, rec.Err = Malformed, fmt.Sprintf("the stream went on past %d events", maxPayloads)
	return rec
}

// maxPayloads bounds the events read from one stream, far above any max_tokens a
// server accepts, so that a server that never ends a stream cannot hold Do forever when
// there is no Timeout.
const maxPayloads = 1 << 22

// send writes r's request (encode) and sends it, setting the headers go-openai and
// the transport would set; on success the response body is in x. A failure status is
// turned into go-openai's error types as go-openai does (apiError), so that classify
// treats both paths alike.
func (c *Client) send(ctx context.Context, r *Request, x *exchange) error {
	b, err := c.encode(r)
	if err != nil {
		return err
	}
	path := "/completions"
	if r.Chat() {
		path = "/chat/completions"
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+path, bytes.NewReader(b))
	if err != nil {
		return err
	}
	h := make(http.Header, 8+len(c.headers))
	if c.auth != "" {
		h["Authorization"] = []string{c.auth}
	}
	h["Content-Type"] = []string{"application/json"}
	h["Accept"] = []string{"text/event-stream"}
	h["Cache-Control"] = []string{"no-cache"}
	h["Connection"] = []string{"keep-alive"}
	for k, vs := range c.headers {
		h[k] = vs // never modified: the transport does not write to a direct request
	}
	for k, v := range r.Headers {
		h[textproto.CanonicalMIMEHeaderKey(k)] = []string{v}
	}
	if r.ID != "" {
		h["X-Request-Id"] = []string{r.ID}
	}
	req.Header = h
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	x.body = resp.Body
	if resp.StatusCode < http.StatusOK || resp.StatusCode >= http.StatusBadRequest {
		return apiError(resp)
	}
	return nil
}

// apiError is go-openai's handleErrorResp (client.go, v1.43.0): the error body read
// whole and decoded as an OpenAI error response, an *openai.APIError when it is one,
// else an *openai.RequestError with the body.
func apiError(resp *http.Response) error {
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return fmt.Errorf("error, reading response body: %w", err)
	}
	var er openai.ErrorResponse
	err = json.Unmarshal(raw, &er)
	if err != nil || er.Error == nil {
		re := &openai.RequestError{HTTPStatus: resp.Status, HTTPStatusCode: resp.StatusCode, Err: err, Body: raw}
		if er.Error != nil {
			re.Err = er.Error
		}
		return re
	}
	er.Error.HTTPStatus = resp.Status
	er.Error.HTTPStatusCode = resp.StatusCode
	return er.Error
}

// encode writes r's JSON body in one pass, byte for byte what the go-openai path
// sends: go-openai's encoding of the request (encoding/json, which escapes <, > and &
// in strings; a chat message's empty content left out; seed after stream in chat,
// before it in completions) with the model in front and the merged fields after it
// in key order, encoded without HTML escaping (see splice).
func (c *Client) encode(r *Request) ([]byte, error) {
	n := 256 + len(r.Prompt)
	for _, m := range r.Messages {
		n += len(m.Content) + 32
	}
	b := make([]byte, 0, n+n/16)
	b = append(b, `{"model":`...)
	b = append(b, c.modelJSON...)
	seed := func(b []byte) []byte {
		if r.Seed != nil {
			b = append(b, `,"seed":`...)
			b = strconv.AppendInt(b, int64(*r.Seed), 10)
		}
		return b
	}
	var err error
	if r.Chat() {
		b = append(b, `,"messages":[`...)
		for i, m := range r.Messages {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"role":`...)
			if b, err = appendString(b, m.Role); err != nil {
				return nil, err
			}
			if m.Content != "" {
				b = append(b, `,"content":`...)
				if b, err = appendString(b, m.Content); err != nil {
					return nil, err
				}
			}
			b = append(b, '}')
		}
		b = append(b, `],"stream":true`...)
		b = seed(b)
	} else {
		b = append(b, `,"prompt":`...)
		if b, err = appendString(b, r.Prompt); err != nil {
			return nil, err
		}
		b = seed(b)
		b = append(b, `,"stream":true`...)
	}
	if r.CacheSalt != "" {
		v, err := body.Marshal(r.CacheSalt)
		if err != nil {
			return nil, fmt.Errorf("%w: field cache_salt: %w", errBody, err)
		}
		b = append(b, `,"cache_salt":`...)
		b = append(b, v...)
	}
	if r.IgnoreEOS {
		b = append(b, `,"ignore_eos":true`...)
	}
	if r.MaxTokens > 0 {
		b = append(b, `,"max_tokens":`...)
		b = strconv.AppendInt(b, int64(r.MaxTokens), 10)
	}
	if r.MinTokens > 0 {
		b = append(b, `,"min_tokens":`...)
		b = strconv.AppendInt(b, int64(r.MinTokens), 10)
	}
	if c.continuousUsage {
		b = append(b, `,"stream_options":{"continuous_usage_stats":true,"include_usage":true}`...)
	} else {
		b = append(b, `,"stream_options":{"include_usage":true}`...)
	}
	if r.Temperature != nil {
		v, err := body.Marshal(*r.Temperature)
		if err != nil {
			return nil, fmt.Errorf("%w: field temperature: %w", errBody, err)
		}
		b = append(b, `,"temperature":`...)
		b = append(b, v...)
	}
	return append(b, '}'), nil
}

// appendString appends s as encoding/json encodes a string (HTML-escaped, as
// go-openai's json.Marshal sends it). Printable ASCII without a character JSON or
// HTML escaping would touch is copied as it is.
func appendString(b []byte, s string) ([]byte, error) {
	plain := true
	for i := range len(s) {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			plain = false
			break
		}
	}
	if plain {
		b = append(b, '"')
		b = append(b, s...)
		return append(b, '"'), nil
	}
	v, err := json.Marshal(s)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", errBody, err) // not reached: a string always encodes
	}
	return append(b, v...), nil
}

// open (ViaGoOpenAI) builds the go-openai request and sends it; on success the response body is in
// the request's exchange (doer puts it there) and go-openai's stream is left unread.
// The model, max_tokens and stream_options go through the body merge (extra):
// go-openai checks model names against OpenAI's catalogue (refusing, say, a vLLM
// served as "gpt-4o" on /v1/completions, or max_tokens for "gpt-5…" names), and a
// self-hosted server may use any name; its StreamOptions has no
// continuous_usage_stats.
func (c *Client) open(ctx context.Context, r *Request) error {
	if r.Chat() {
		msgs := make([]openai.ChatCompletionMessage, len(r.Messages))
		for i, m := range r.Messages {
			msgs[i] = openai.ChatCompletionMessage{Role: m.Role, Content: m.Content}
		}
		_, err := c.oa.CreateChatCompletionStream(ctx, openai.ChatCompletionRequest{
			Messages: msgs,
			Seed:     r.Seed,
			Stream:   true,
		})
		return err
	}
	_, err := c.oa.CreateCompletionStream(ctx, openai.CompletionRequest{
		Prompt: r.Prompt,
		Seed:   r.Seed,
		Stream: true,
	})
	return err
}

// extra is what the transport merges into r's body.
func (c *Client) extra(r *Request) extraBody {
	f := map[string]any{"model": c.model}
	if r.MaxTokens > 0 {
		f["max_tokens"] = r.MaxTokens
	}
	if r.IgnoreEOS {
		f["ignore_eos"] = true
	}
	if r.MinTokens > 0 {
		f["min_tokens"] = r.MinTokens
	}
	if r.CacheSalt != "" {
		f["cache_salt"] = r.CacheSalt
	}
	if r.Temperature != nil {
		f["temperature"] = *r.Temperature // go-openai omits 0, which is greedy decoding
	}
	so := map[string]any{"include_usage": true}
	if c.continuousUsage {
		so["continuous_usage_stats"] = true
	}
	return extraBody{fields: f, streamOptions: so}
}

// classify sets the record's Class and Err for err, which ended the request. parent
// is the caller's context, rctx the request's (with the per-request deadline). opening
// says whether the stream had not started yet. io.EOF is a clean end: OK here, and
// checkEnd decides whether the stream was complete.
func (c *Client) classify(parent, rctx context.Context, rec *Record, err error, opening bool) {
	var apiErr *openai.APIError
	var reqErr *openai.RequestError
	switch {
	case rctx.Err() != nil && context.Cause(rctx) == errTimeout:
		rec.Class = Timeout
		rec.Err = fmt.Sprintf("no complete response within the %v per-request timeout", c.timeout)
		if !opening {
			rec.Err += fmt.Sprintf(" (after %d events)", len(rec.Events))
		}
	case parent.Err() != nil:
		rec.Class = Canceled
		rec.Err = fmt.Sprintf("canceled by the caller: %v", context.Cause(parent))
	case errors.Is(err, errBody):
		rec.Class, rec.Err = Malformed, err.Error()
	case errors.Is(err, errSSE):
		rec.Class = Malformed
		rec.Err = fmt.Sprintf("reading the stream after %d events: %v", len(rec.Events), err)
	case opening && errors.As(err, &apiErr) && apiErr.HTTPStatusCode > 0:
		rec.Class, rec.Status = HTTPError, apiErr.HTTPStatusCode
		rec.Err = fmt.Sprintf("http %d: %s", apiErr.HTTPStatusCode, apiErr.Message)
	case opening && errors.As(err, &reqErr):
		rec.Class, rec.Status = HTTPError, reqErr.HTTPStatusCode
		rec.Err = fmt.Sprintf("http %d: %s", reqErr.HTTPStatusCode, c.clip(string(reqErr.Body), 512))
	case !opening && errors.Is(err, io.EOF):
		rec.Class = OK
	case errors.Is(err, context.DeadlineExceeded) || isNetTimeout(err):
		// An http.Client.Timeout or a dial timeout from a caller-supplied client.
		rec.Class, rec.Err = Timeout, err.Error()
	default:
		rec.Class = Transport
		if opening {
			rec.Err = "sending the request: " + err.Error()
		} else {
			rec.Err = fmt.Sprintf("reading the stream after %d events: %v", len(rec.Events), err)
		}
	}
}

func isNetTimeout(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}

// scrub removes the API key from a text that came from the server or the network.
func (c *Client) scrub(s string) string {
	if c.apiKey == "" || s == "" {
		return s
	}
	return strings.ReplaceAll(s, c.apiKey, "[redacted]")
}

// clip scrubs s and then shortens it to about n bytes for an error message. Scrubbing
// first matters: a cut through the key would leave a prefix that scrub cannot find.
func (c *Client) clip(s string, n int) string {
	s = c.scrub(s)
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
