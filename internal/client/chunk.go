package client

import (
	"encoding/json"
	"fmt"

	"github.com/valyala/fastjson"
)

// chunk is the part of an SSE payload the gate reads. It is the same for chat and
// completions (text vs delta), and pointers tell "absent" from zero. The json tags
// are the reference decoding (encoding/json) that decodeChunk is tested against.
type chunk struct {
	Choices []choice `json:"choices"`
	Usage   *usage   `json:"usage"`
	// Error is vLLM's nested mid-stream error; Object and Message its older flat shape.
	Error   json.RawMessage `json:"error"`
	Object  string          `json:"object"`
	Message string          `json:"message"`
}

type choice struct {
	Text         *string `json:"text"`
	Delta        *delta  `json:"delta"`
	FinishReason *string `json:"finish_reason"`
}

type delta struct {
	Role    string  `json:"role"`
	Content *string `json:"content"`
}

type usage struct {
	PromptTokens        int      `json:"prompt_tokens"`
	CompletionTokens    *int     `json:"completion_tokens"`
	PromptTokensDetails *details `json:"prompt_tokens_details"`
}

type details struct {
	CachedTokens *int `json:"cached_tokens"`
}

// decodeChunk decodes one SSE payload as encoding/json would decode it into chunk —
// unknown fields ignored, null and absent alike, a field of the wrong type an error —
// but with fastjson, which reuses p's memory
// instead of reflecting and allocating. (Duplicate keys, which no server sends, may
// decode differently.) Every token event of every stream passes
// through here while the clock is running: with 256 streams on 2 cores the
// reflection-based decoder was a quarter of the CPU that delivers an engine step's
// events, and so a share of every event's measured delay (BENCHMARKS.md, "chunk
// decoding"). Two deliberate differences: keys match exactly (encoding/json also
// accepts "Choices"), and a payload that is not an object is malformed (encoding/json
// accepts a bare null as an empty chunk).
func decodeChunk(p *fastjson.Parser, raw []byte) (chunk, error) {
	var c chunk
	v, err := p.ParseBytes(raw)
	if err != nil {
		return c, err
	}
	// Parse accepts some texts that are not JSON (raw control characters in strings,
	// for one); Validate keeps decodeChunk as strict as encoding/json. It runs second
	// because its error grows with every level of nesting, which costs seconds on a
	// payload of thousands of open brackets; Parse refuses more than fastjson.MaxDepth
	// levels at once.
	if err := fastjson.ValidateBytes(raw); err != nil {
		return c, err
	}
	o, err := v.Object()
	if err != nil {
		return c, fmt.Errorf("the payload is a JSON %s, not an object", v.Type())
	}
	var d decoder
	o.Visit(func(key []byte, v *fastjson.Value) {
		switch string(key) {
		case "choices":
			c.Choices = nil
			if v.Type() == fastjson.TypeNull {
				return
			}
			arr, err := v.Array()
			if err != nil {
				d.fail("choices", v)
				return
			}
			c.Choices = make([]choice, len(arr))
			for i, el := range arr {
				d.choice(&c.Choices[i], el)
			}
		case "usage":
			c.Usage = nil
			if v.Type() == fastjson.TypeNull {
				return
			}
			c.Usage = &usage{}
			d.usage(c.Usage, v)
		case "error":
			c.Error = v.MarshalTo(nil)
		case "object":
			d.str(&c.Object, "object", v)
		case "message":
			d.str(&c.Message, "message", v)
		}
	})
	return c, d.err
}

// decoder keeps the first type error of a decoding.
type decoder struct{ err error }

func (d *decoder) fail(field string, v *fastjson.Value) {
	if d.err == nil {
		d.err = fmt.Errorf("field %s: a JSON %s is not the expected type", field, v.Type())
	}
}

// object visits v's fields; null is an object with none.
func (d *decoder) object(field string, v *fastjson.Value, f func(key string, v *fastjson.Value)) {
	if v.Type() == fastjson.TypeNull {
		return
	}
	o, err := v.Object()
	if err != nil {
		d.fail(field, v)
		return
	}
	o.Visit(func(key []byte, v *fastjson.Value) { f(string(key), v) })
}

// str sets *dst from a string; null leaves it unchanged.
func (d *decoder) str(dst *string, field string, v *fastjson.Value) {
	if v.Type() == fastjson.TypeNull {
		return
	}
	b, err := v.StringBytes()
	if err != nil {
		d.fail(field, v)
		return
	}
	*dst = string(b)
}

// strPtr sets *dst to a new string, or nil for null.
func (d *decoder) strPtr(dst **string, field string, v *fastjson.Value) {
	*dst = nil
	if v.Type() == fastjson.TypeNull {
		return
	}
	s := ""
	d.str(&s, field, v)
	*dst = &s
}

// int sets *dst from an integer; null leaves it unchanged.
func (d *decoder) int(dst *int, field string, v *fastjson.Value) {
	if v.Type() == fastjson.TypeNull {
		return
	}
	n, err := v.Int()
	if err != nil {
		d.fail(field, v)
		return
	}
	*dst = n
}

// intPtr sets *dst to a new integer, or nil for null.
func (d *decoder) intPtr(dst **int, field string, v *fastjson.Value) {
	*dst = nil
	if v.Type() == fastjson.TypeNull {
		return
	}
	n := 0
	d.int(&n, field, v)
	*dst = &n
}

func (d *decoder) choice(c *choice, v *fastjson.Value) {
	d.object("choices[]", v, func(key string, v *fastjson.Value) {
		switch key {
		case "text":
			d.strPtr(&c.Text, "choices[].text", v)
		case "finish_reason":
			d.strPtr(&c.FinishReason, "choices[].finish_reason", v)
		case "delta":
			c.Delta = nil
			if v.Type() == fastjson.TypeNull {
				return
			}
			c.Delta = &delta{}
			d.object("choices[].delta", v, func(key string, v *fastjson.Value) {
				switch key {
				case "role":
					d.str(&c.Delta.Role, "choices[].delta.role", v)
				case "content":
					d.strPtr(&c.Delta.Content, "choices[].delta.content", v)
				}
			})
		}
	})
}

func (d *decoder) usage(u *usage, v *fastjson.Value) {
	d.object("usage", v, func(key string, v *fastjson.Value) {
		switch key {
		case "prompt_tokens":
			d.int(&u.PromptTokens, "usage.prompt_tokens", v)
		case "completion_tokens":
			d.intPtr(&u.CompletionTokens, "usage.completion_tokens", v)
		case "prompt_tokens_details":
			u.PromptTokensDetails = nil
			if v.Type() == fastjson.TypeNull {
				return
			}
			u.PromptTokensDetails = &details{}
			d.object("usage.prompt_tokens_details", v, func(key string, v *fastjson.Value) {
				if key == "cached_tokens" {
					d.intPtr(&u.PromptTokensDetails.CachedTokens, "usage.prompt_tokens_details.cached_tokens", v)
				}
			})
		}
	})
}
