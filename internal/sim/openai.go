package sim

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"unicode/utf8"
)

// apiError is an error answered before a response starts, in vLLM's nested shape
// (v0.10.1+): {"error":{"message":…,"type":…,"param":null,"code":N}}.
type apiError struct {
	status int
	typ    string
	msg    string
	param  string
}

func (e *apiError) Error() string { return e.msg }

func badRequest(format string, args ...any) *apiError {
	return &apiError{status: http.StatusBadRequest, typ: "BadRequestError", msg: fmt.Sprintf(format, args...)}
}

func errorBody(e *apiError) []byte {
	var param any
	if e.param != "" {
		param = e.param
	}
	b, _ := json.Marshal(map[string]any{"error": map[string]any{
		"message": e.msg, "type": e.typ, "param": param, "code": e.status,
	}})
	return b
}

func writeError(w http.ResponseWriter, e *apiError) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(e.status)
	_, _ = w.Write(errorBody(e))
}

// errorTypes maps statuses to the OpenAI error types vLLM uses.
func errorType(status int) string {
	switch status {
	case 400:
		return "BadRequestError"
	case 401:
		return "AuthenticationError"
	case 403:
		return "PermissionDeniedError"
	case 404:
		return "NotFoundError"
	case 408:
		return "RequestTimeoutError"
	case 429:
		return "RateLimitError"
	case 501:
		return "NotImplementedError"
	case 503:
		return "ServiceUnavailableError"
	default:
		return "InternalServerError"
	}
}

func statusError(status int, msg string) *apiError {
	return &apiError{status: status, typ: errorType(status), msg: msg}
}

// streamOptions is OpenAI's stream_options with vLLM's continuous_usage_stats.
type streamOptions struct {
	IncludeUsage         *bool `json:"include_usage"`
	ContinuousUsageStats *bool `json:"continuous_usage_stats"`
}

type chatMessage struct {
	Role    string          `json:"role"`
	Content json.RawMessage `json:"content"`
}

// genRequest holds the fields of /v1/chat/completions and /v1/completions bodies that
// the simulator honours; vLLM's extras (ignore_eos, min_tokens, cache_salt) included.
// Other fields are accepted and ignored, as vLLM ignores what it doesn't use.
type genRequest struct {
	Model               *string         `json:"model"`
	Messages            []chatMessage   `json:"messages"`
	Prompt              json.RawMessage `json:"prompt"`
	MaxTokens           *int            `json:"max_tokens"`
	MaxCompletionTokens *int            `json:"max_completion_tokens"`
	MinTokens           int             `json:"min_tokens"`
	IgnoreEOS           bool            `json:"ignore_eos"`
	Seed                *int64          `json:"seed"`
	Temperature         *float64        `json:"temperature"`
	Stream              bool            `json:"stream"`
	StreamOptions       *streamOptions  `json:"stream_options"`
	CacheSalt           string          `json:"cache_salt"`
	N                   *int            `json:"n"`
}

// text extracts a message's content: a string, or an array of {"type":"text"} parts
// (what `vllm bench serve --backend openai-chat` sends).
func (m chatMessage) text() (string, *apiError) {
	if len(m.Content) == 0 || string(m.Content) == "null" {
		return "", nil
	}
	var s string
	if err := json.Unmarshal(m.Content, &s); err == nil {
		return s, nil
	}
	var parts []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	}
	if err := json.Unmarshal(m.Content, &parts); err != nil {
		return "", badRequest("messages: content must be a string or an array of content parts")
	}
	var b strings.Builder
	for _, p := range parts {
		if p.Type != "text" {
			return "", &apiError{status: http.StatusBadRequest, typ: "BadRequestError", msg: fmt.Sprintf("messages: content part type %q is not supported by the simulator (only text)", p.Type)}
		}
		b.WriteString(p.Text)
	}
	return b.String(), nil
}

// promptValue decodes a completions prompt: a string or a list of token ids. A list of
// strings (batched prompts) is refused explicitly.
func promptValue(raw json.RawMessage) (text string, ids []uint32, err *apiError) {
	if len(raw) == 0 || string(raw) == "null" {
		return "", nil, badRequest("prompt is required")
	}
	if err := json.Unmarshal(raw, &text); err == nil {
		return text, nil, nil
	}
	var nums []int64
	if err := json.Unmarshal(raw, &nums); err == nil {
		if len(nums) == 0 {
			return "", nil, badRequest("prompt: empty token list")
		}
		ids = make([]uint32, len(nums))
		for i, n := range nums {
			if n < 0 || n >= 1<<32 {
				return "", nil, badRequest("prompt: token id %d out of range", n)
			}
			ids[i] = uint32(n)
		}
		return "", ids, nil
	}
	var batch []json.RawMessage
	if err := json.Unmarshal(raw, &batch); err == nil {
		return "", nil, &apiError{status: http.StatusBadRequest, typ: "BadRequestError", msg: "prompt: batched prompts (a list) are not supported by the simulator; send one prompt per request"}
	}
	return "", nil, badRequest("prompt must be a string or a list of token ids")
}

// appendJSONString appends s as a JSON string literal. It is the hot path of every
// streamed token, so it avoids encoding/json; invalid UTF-8 becomes U+FFFD as there.
func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
