package grade

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"github.com/infergate/infergate/internal/body"
	"io"
	"net/http"
)

// Wire is the JSON body fields a case's request carries besides its messages: every
// pinned sampling parameter, written out even where it equals OpenAI's documented
// default. go-openai drops a zero temperature (and a zero top_p, n or penalty) under
// omitempty, and an absent field is not the API default on vLLM: it takes the
// model's generation_config.json (vLLM's --generation-config auto), which often sets
// temperature 0.6–0.7, top_p 0.8–0.95, top_k 20 and repetition_penalty 1.05. The
// last applies even to greedy decoding, so the vLLM sampling extras (top_k, min_p,
// repetition_penalty) are pinned to their neutral values too. model is the served
// name; it goes here rather than through go-openai, whose checks of OpenAI model
// names (max_tokens refused for o1/o3/gpt-5 names) must not refuse a self-hosted
// server's name.
func (p Params) Wire(model string) map[string]any {
	return map[string]any{
		"model":              model,
		"stream":             false,
		"n":                  1,
		"temperature":        p.Temperature,
		"top_p":              p.topP(),
		"top_k":              -1,
		"min_p":              0,
		"presence_penalty":   0,
		"frequency_penalty":  0,
		"repetition_penalty": 1,
		"seed":               p.Seed,
		"max_tokens":         p.MaxTokens,
	}
}

// topP is the pinned top_p: the fixture's, else 1 (no nucleus truncation).
func (p Params) topP() float64 {
	if p.TopP == nil {
		return 1
	}
	return *p.TopP
}

// validate refuses parameters no server would accept, naming the field.
func (p Params) validate() error {
	switch {
	case p.Temperature < 0:
		return fmt.Errorf("request.params.temperature %g: want 0 or more (0 is greedy)", p.Temperature)
	case p.TopP != nil && (*p.TopP <= 0 || *p.TopP > 1):
		return fmt.Errorf("request.params.top_p %g: want a share in (0, 1]", *p.TopP)
	case p.MaxTokens <= 0:
		return fmt.Errorf("request.params.max_tokens must be > 0")
	}
	return nil
}

// errWireBody marks a request body pinTransport could not rewrite.
var errWireBody = errors.New("pinning the request body")

type pinKey struct{}

// withPinned attaches the fields pinTransport writes into the request's JSON body.
func withPinned(ctx context.Context, fields map[string]any) context.Context {
	return context.WithValue(ctx, pinKey{}, fields)
}

// pinTransport writes the pinned fields of the request's context into its JSON body,
// replacing what go-openai wrote (or left out). It is the quality gate's counterpart
// of the measurement client's body-merging RoundTripper (internal/client): the same
// way around go-openai's omitempty, for small non-streaming bodies, so it decodes and
// re-encodes the body rather than splicing it. Requests without pinned fields (the
// model listing) pass through untouched.
type pinTransport struct {
	base http.RoundTripper
}

// RoundTrip implements http.RoundTripper. It does not modify req: it sends a clone.
func (t *pinTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	fields, _ := req.Context().Value(pinKey{}).(map[string]any)
	if fields == nil || req.Body == nil || req.Body == http.NoBody {
		return t.base.RoundTrip(req)
	}
	raw, err := io.ReadAll(req.Body)
	req.Body.Close()
	if err != nil {
		return nil, fmt.Errorf("%w: reading: %w", errWireBody, err)
	}
	merged, err := body.Set(raw, fields)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", errWireBody, err)
	}
	out := req.Clone(req.Context())
	out.Body = io.NopCloser(bytes.NewReader(merged))
	out.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(merged)), nil }
	out.ContentLength = int64(len(merged))
	out.Header.Del("Content-Length") // the transport writes it from ContentLength
	return t.base.RoundTrip(out)
}

// CloseIdleConnections reaches through to the base transport.
func (t *pinTransport) CloseIdleConnections() {
	if ci, ok := t.base.(interface{ CloseIdleConnections() }); ok {
		ci.CloseIdleConnections()
	}
}
