package workload

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"strings"

	"github.com/infergate/infergate/internal/client"
)

// Check is how far the target's prompt token counts are from the requests' targets
// (client.Request.InputTokens). Errors are relative: (actual − target) / target.
type Check struct {
	// N is the number of requests compared.
	N int
	// MeanAbsErr and MaxAbsErr are the mean and largest absolute relative error;
	// MeanErr is the mean signed one (positive: the target counts more tokens).
	MeanAbsErr, MaxAbsErr, MeanErr float64
	// Source is where the actual counts came from: "tokenize" or "usage".
	Source string
	// Worst describes the request with the largest error, e.g.
	// "long-doc-7: 8160 tokens, target 8000 (+2.0%)"; empty when N is 0.
	Worst string
}

// Sources of a Check.
const (
	SourceTokenize = "tokenize"
	SourceUsage    = "usage"
)

// MaxTokenizeSample is the most requests CheckTokenize sends to /tokenize.
const MaxTokenizeSample = 50

// ErrTokenizeUnavailable is returned (wrapped) by CheckTokenize when the target has no
// /tokenize endpoint; the caller falls back to CheckUsage after the run.
var ErrTokenizeUnavailable = errors.New("tokenize unavailable")

// checker accumulates relative errors.
type checker struct {
	c      Check
	sum    float64
	signed float64
	worst  float64
}

func (k *checker) add(r *client.Request, actual int) {
	if r.InputTokens <= 0 {
		return
	}
	e := float64(actual-r.InputTokens) / float64(r.InputTokens)
	k.c.N++
	k.sum += math.Abs(e)
	k.signed += e
	if k.c.N == 1 || math.Abs(e) > k.worst {
		k.worst = math.Abs(e)
		k.c.MaxAbsErr = k.worst
		k.c.Worst = fmt.Sprintf("%s: %d tokens, target %d (%+.1f%%)", r.ID, actual, r.InputTokens, 100*e)
	}
}

func (k *checker) done() Check {
	if k.c.N > 0 {
		k.c.MeanAbsErr = k.sum / float64(k.c.N)
		k.c.MeanErr = k.signed / float64(k.c.N)
	}
	return k.c
}

// CheckUsage compares the requests' targets with the usage.prompt_tokens the server
// reported, by request ID. Requests without a reported count, or without a target,
// are left out.
func CheckUsage(reqs []client.Request, promptTokens map[string]int) Check {
	k := checker{c: Check{Source: SourceUsage}}
	for i := range reqs {
		if n, ok := promptTokens[reqs[i].ID]; ok {
			k.add(&reqs[i], n)
		}
	}
	return k.done()
}

// CheckTokenize asks the target's POST /tokenize (vLLM's and the simulator's) how many
// tokens each request's prompt is, for all requests or an evenly spaced sample of
// MaxTokenizeSample, and compares that with the targets. Chat requests are sent as
// {"model","messages"}, which the server renders with its chat template and the
// generation prompt; completions prompts as {"model","prompt"}, counted with the
// special tokens the server adds. baseURL is the server root, without /v1 (a trailing
// /v1 is removed). A 404, 405 or 501 that is not about the model returns an error
// wrapping ErrTokenizeUnavailable; hc nil means http.DefaultClient.
func CheckTokenize(ctx context.Context, baseURL, model string, hc *http.Client, reqs []client.Request) (Check, error) {
	if hc == nil {
		hc = http.DefaultClient
	}
	url := strings.TrimSuffix(strings.TrimSuffix(baseURL, "/"), "/v1") + "/tokenize"
	k := checker{c: Check{Source: SourceTokenize}}
	for _, i := range sample(len(reqs), MaxTokenizeSample) {
		r := &reqs[i]
		n, err := tokenize(ctx, hc, url, model, r)
		if err != nil {
			return k.done(), fmt.Errorf("check prompt lengths: request %s: %w", r.ID, err)
		}
		k.add(r, n)
	}
	return k.done(), nil
}

// sample returns up to k evenly spaced indices below n.
func sample(n, k int) []int {
	if n <= k {
		k = n
	}
	out := make([]int, k)
	for i := range out {
		out[i] = i * n / k
	}
	return out
}

func tokenize(ctx context.Context, hc *http.Client, url, model string, r *client.Request) (int, error) {
	body := map[string]any{}
	if model != "" {
		body["model"] = model
	}
	if r.Chat() {
		body["messages"] = r.Messages
	} else {
		body["prompt"] = r.Prompt
	}
	data, err := json.Marshal(body)
	if err != nil {
		return 0, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(data))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := hc.Do(req)
	if err != nil {
		return 0, fmt.Errorf("post %s: %w", url, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 16<<20))
	if err != nil {
		return 0, fmt.Errorf("post %s: reading the response: %w", url, err)
	}
	if resp.StatusCode != http.StatusOK {
		msg := errorMessage(raw)
		switch {
		case resp.StatusCode == http.StatusNotFound && strings.Contains(msg, "does not exist"):
			return 0, fmt.Errorf("post %s: model %q: %s", url, model, msg)
		case resp.StatusCode == http.StatusNotFound, resp.StatusCode == http.StatusMethodNotAllowed, resp.StatusCode == http.StatusNotImplemented:
			return 0, fmt.Errorf("post %s: %w (status %d)", url, ErrTokenizeUnavailable, resp.StatusCode)
		}
		return 0, fmt.Errorf("post %s: status %d: %s", url, resp.StatusCode, msg)
	}
	var out struct {
		Count  *int    `json:"count"`
		Tokens []int64 `json:"tokens"`
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		return 0, fmt.Errorf("post %s: decoding the response: %w", url, err)
	}
	if out.Count != nil {
		return *out.Count, nil
	}
	if out.Tokens == nil {
		return 0, fmt.Errorf("post %s: the response has neither count nor tokens", url)
	}
	return len(out.Tokens), nil
}

// errorMessage extracts the message of an OpenAI-style error body ({"error":
// {"message"}} or vLLM's older {"message"}), or returns the body itself, shortened.
func errorMessage(raw []byte) string {
	var e struct {
		Message string `json:"message"`
		Error   *struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	if json.Unmarshal(raw, &e) == nil {
		if e.Error != nil && e.Error.Message != "" {
			return e.Error.Message
		}
		if e.Message != "" {
			return e.Message
		}
	}
	s := strings.TrimSpace(string(raw))
	if len(s) > 200 {
		s = s[:200] + "…"
	}
	return s
}
