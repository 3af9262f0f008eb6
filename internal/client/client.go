package client

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/textproto"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	openai "github.com/sashabaranov/go-openai"
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
}

// String describes c for logs with the API key hidden.
func (c Config) String() string {
	key := "none"
	if c.APIKey != "" {
		key = "set"
	}
	return fmt.Sprintf("client.Config{BaseURL: %s, Model: %q, APIKey: %s, Timeout: %v, ContinuousUsage: %t, Headers: %d}",
		redactURL(c.BaseURL), c.Model, key, c.Timeout, c.ContinuousUsage, len(c.Headers))
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
	return &Client{
		model:           cfg.Model,
		timeout:         cfg.Timeout,
		continuousUsage: cfg.ContinuousUsage,
		apiKey:          cfg.APIKey,
		oa:              openai.NewClientWithConfig(oc),
		http:            hc,
	}, nil
}

// CloseIdleConnections closes the kept-alive connections of the client's transport,
// for the end of a run (and for tests that check for leaked goroutines).
func (c *Client) CloseIdleConnections() { c.http.CloseIdleConnections() }

// NewTransport returns the default transport for many concurrent streams: HTTP/1.1
// only (one stream per connection, as vllm bench serve's aiohttp does), a large idle
// pool per host so that a closed loop of C streams reuses C connections, and no
// transparent compression (gzip would make a proxy buffer the stream).
// Dial, TLS and proxy settings are those of http.DefaultTransport.
func NewTransport() *http.Transport {
	var p http.Protocols
	p.SetHTTP1(true)
	return &http.Transport{
		Proxy:                 http.ProxyFromEnvironment,
		DialContext:           (&net.Dialer{Timeout: 30 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
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
	shown := u.Redacted()
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

func redactURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "(invalid)"
	}
	return u.Redacted()
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
	rec = Record{ID: r.ID, Group: r.Group, InputTokens: r.InputTokens, OutputTarget: r.OutputTokens}
	m := measurement{rec: &rec, chat: r.Chat(), clip: c.clip}
	if n := r.OutputTokens + 2; n > 2 && n <= 1<<16 {
		rec.Events = make([]Event, 0, n)
	}
	x := &exchange{id: r.ID, extra: c.extra(&r)}
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

	rec.Sent = time.Now()
	err := c.open(rctx, &r)
	rec.FirstByte, rec.Status = x.firstByte, x.status
	if err == nil && x.body == nil {
		err = errors.New("the HTTP client returned no response body") // not reached: doer sets it
	}
	if err != nil {
		c.classify(ctx, rctx, &rec, err, true)
		return rec
	}
	sse := newSSEReader(x.body)
	for range maxPayloads {
		raw, event, err := sse.next()
		at := time.Now()
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

// open builds the go-openai request and sends it; on success the response body is in
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
