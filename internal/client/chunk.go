package client

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
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

// delta is a chat chunk's delta. A reasoning model's thinking comes apart from its
// answer: vLLM's reasoning parsers put it in reasoning_content, and newer vLLM (and
// other servers) in reasoning; the client reads both, since the field a server uses
// says nothing about how long it thinks.
type delta struct {
	Role             string  `json:"role"`
	Content          *string `json:"content"`
	ReasoningContent *string `json:"reasoning_content"`
	Reasoning        *string `json:"reasoning"`
}

type usage struct {
	PromptTokens            int                `json:"prompt_tokens"`
	CompletionTokens        *int               `json:"completion_tokens"`
	PromptTokensDetails     *details           `json:"prompt_tokens_details"`
	CompletionTokensDetails *completionDetails `json:"completion_tokens_details"`
}

type details struct {
	CachedTokens *int `json:"cached_tokens"`
}

// completionDetails is usage.completion_tokens_details: OpenAI's split of the
// completion tokens, of which the gate reads the reasoning share.
type completionDetails struct {
	ReasoningTokens *int `json:"reasoning_tokens"`
}

// decodeChunk decodes one SSE payload as encoding/json would decode it into chunk —
// unknown fields ignored (but checked to be JSON), null and absent alike, a field of
// the wrong type an error — in one pass over the payload that builds no tree and
// allocates nothing for a token event but its text. (Duplicate keys, which no server
// sends, may decode differently.) Every token event of every stream passes through
// here while the clock is running, on the cores the client shares with the server
// (and with the embedded simulator): with 256 streams on 2 cores the reflection-based
// decoder was a quarter of the CPU that delivers an engine step's events, and at 1,024
// streams against an external server fastjson's Parse, Validate and Visit were still
// four fifths of the CPU the client spends per event beyond reading it (BENCHMARKS.md,
// "chunk decoding" and issue 14). Two deliberate differences: keys match exactly
// (encoding/json also accepts "Choices"), and a payload that is not an object is
// malformed (encoding/json accepts a bare null as an empty chunk).
//
// The chunk it returns owns its memory; a stream's decoder (measurement) calls decode
// with its own scratch instead, which reuses it from payload to payload.
func decodeChunk(raw []byte) (chunk, error) {
	var s scratch
	return decode(raw, &s)
}

// scratch is the memory a chunk points into, reused for every payload of a stream.
type scratch struct {
	choices []choice
	slots   []*slot
	usage   usage
	details details
	cdet    completionDetails
	// completion, cached and reasoning back usage.completion_tokens, cached_tokens
	// and reasoning_tokens.
	completion, cached, reasoning int
}

// slot backs one choice's pointers.
type slot struct {
	delta                                      delta
	text, content, reasoningContent, reasoning string
	finish                                     string
}

// decode is decodeChunk with s's memory: the chunk is valid until the next decode
// with s.
func decode(raw []byte, s *scratch) (chunk, error) {
	var c chunk
	sc := scanner{b: raw}
	first := sc.peek()
	if first != '{' {
		if err := sc.skip(); err != nil {
			return c, err
		}
		if err := sc.end(); err != nil {
			return c, err
		}
		return c, fmt.Errorf("the payload is a JSON %s, not an object", kindOf(first))
	}
	err := sc.object(func(key []byte) error {
		switch string(key) {
		case "choices":
			return sc.choices(&c, s)
		case "usage":
			if sc.null() {
				c.Usage = nil
				return nil
			}
			if sc.peek() != '{' {
				return sc.typeError("usage")
			}
			s.usage = usage{}
			c.Usage = &s.usage
			return sc.usage(c.Usage, s)
		case "error":
			start := sc.i
			if err := sc.skip(); err != nil {
				return err
			}
			c.Error = append(json.RawMessage(nil), sc.b[start:sc.i]...)
			return nil
		case "object":
			return sc.str(&c.Object, "object")
		case "message":
			return sc.str(&c.Message, "message")
		}
		return sc.skip()
	})
	if err != nil {
		return chunk{}, err
	}
	return c, sc.end()
}

func (sc *scanner) choices(c *chunk, s *scratch) error {
	if sc.null() {
		c.Choices = nil
		return nil
	}
	if sc.peek() != '[' {
		return sc.typeError("choices")
	}
	if s.choices == nil {
		s.choices = make([]choice, 0, 1)
	}
	c.Choices = s.choices[:0] // never nil: encoding/json makes [] an empty slice
	err := sc.array(func() error {
		n := len(c.Choices)
		if n == len(s.slots) {
			s.slots = append(s.slots, new(slot)) // a slot stays put as the slice grows
		}
		sl := s.slots[n]
		*sl = slot{}
		c.Choices = append(c.Choices, choice{})
		if sc.null() {
			return nil // a null element decodes as an empty choice
		}
		if sc.peek() != '{' {
			return sc.typeError("choices[]")
		}
		return sc.choice(&c.Choices[n], sl)
	})
	s.choices = c.Choices[:0] // keep what the array grew to
	return err
}

func (sc *scanner) choice(c *choice, s *slot) error {
	return sc.object(func(key []byte) error {
		switch string(key) {
		case "text":
			return sc.strPtr(&c.Text, &s.text, "choices[].text")
		case "finish_reason":
			return sc.strPtr(&c.FinishReason, &s.finish, "choices[].finish_reason")
		case "delta":
			if sc.null() {
				c.Delta = nil
				return nil
			}
			if sc.peek() != '{' {
				return sc.typeError("choices[].delta")
			}
			s.delta = delta{}
			c.Delta = &s.delta
			return sc.object(func(key []byte) error {
				switch string(key) {
				case "role":
					return sc.str(&c.Delta.Role, "choices[].delta.role")
				case "content":
					return sc.strPtr(&c.Delta.Content, &s.content, "choices[].delta.content")
				case "reasoning_content":
					return sc.strPtr(&c.Delta.ReasoningContent, &s.reasoningContent, "choices[].delta.reasoning_content")
				case "reasoning":
					return sc.strPtr(&c.Delta.Reasoning, &s.reasoning, "choices[].delta.reasoning")
				}
				return sc.skip()
			})
		}
		return sc.skip()
	})
}

func (sc *scanner) usage(u *usage, s *scratch) error {
	return sc.object(func(key []byte) error {
		switch string(key) {
		case "prompt_tokens":
			return sc.int(&u.PromptTokens, "usage.prompt_tokens")
		case "completion_tokens":
			return sc.intPtr(&u.CompletionTokens, &s.completion, "usage.completion_tokens")
		case "prompt_tokens_details":
			if sc.null() {
				u.PromptTokensDetails = nil
				return nil
			}
			if sc.peek() != '{' {
				return sc.typeError("usage.prompt_tokens_details")
			}
			s.details = details{}
			u.PromptTokensDetails = &s.details
			return sc.object(func(key []byte) error {
				if string(key) == "cached_tokens" {
					return sc.intPtr(&u.PromptTokensDetails.CachedTokens, &s.cached, "usage.prompt_tokens_details.cached_tokens")
				}
				return sc.skip()
			})
		case "completion_tokens_details":
			if sc.null() {
				u.CompletionTokensDetails = nil
				return nil
			}
			if sc.peek() != '{' {
				return sc.typeError("usage.completion_tokens_details")
			}
			s.cdet = completionDetails{}
			u.CompletionTokensDetails = &s.cdet
			return sc.object(func(key []byte) error {
				if string(key) == "reasoning_tokens" {
					return sc.intPtr(&u.CompletionTokensDetails.ReasoningTokens, &s.reasoning, "usage.completion_tokens_details.reasoning_tokens")
				}
				return sc.skip()
			})
		}
		return sc.skip()
	})
}

// maxDepth is encoding/json's nesting limit.
const maxDepth = 10000

// scanner reads one JSON text strictly, as encoding/json's scanner accepts it:
// RFC 8259 values with space, tab, CR and LF between tokens, no control characters
// in strings, only the escapes JSON defines, at most maxDepth levels of nesting.
// Bytes of invalid UTF-8 inside strings are accepted, as encoding/json accepts them
// (decoding turns them into U+FFFD).
type scanner struct {
	b     []byte
	i     int
	depth int
}

func (sc *scanner) syntax(what string) error {
	if sc.i >= len(sc.b) {
		return fmt.Errorf("invalid JSON: unexpected end of the payload (want %s)", what)
	}
	return fmt.Errorf("invalid JSON: unexpected %q at byte %d (want %s)", sc.b[sc.i], sc.i, what)
}

// typeError is the error for a field whose value (at sc.i) is of the wrong type.
func (sc *scanner) typeError(field string) error {
	return fmt.Errorf("field %s: a JSON %s is not the expected type", field, kindOf(sc.peek()))
}

// kindOf names the type of the value that starts with b.
func kindOf(b byte) string {
	switch b {
	case '{':
		return "object"
	case '[':
		return "array"
	case '"':
		return "string"
	case 't':
		return "true"
	case 'f':
		return "false"
	case 'n':
		return "null"
	}
	return "number"
}

// peek skips white space and returns the next byte (0 at the end).
func (sc *scanner) peek() byte {
	if sc.i < len(sc.b) && sc.b[sc.i] > ' ' {
		return sc.b[sc.i] // the common case: compact JSON
	}
	for sc.i < len(sc.b) {
		switch sc.b[sc.i] {
		case ' ', '\t', '\n', '\r':
			sc.i++
		default:
			return sc.b[sc.i]
		}
	}
	return 0
}

// end checks that only white space follows.
func (sc *scanner) end() error {
	if sc.peek() != 0 {
		return sc.syntax("the end of the payload")
	}
	return nil
}

// null consumes a null literal if one is next.
func (sc *scanner) null() bool {
	if sc.peek() == 'n' && bytes.HasPrefix(sc.b[sc.i:], []byte("null")) {
		sc.i += 4
		return true
	}
	return false
}

// object reads an object (the next byte must be '{'), calling member for each
// member with its key (unescaped) once the scanner is at the value, which member
// must consume.
func (sc *scanner) object(member func(key []byte) error) error {
	sc.i++ // '{'
	if sc.depth++; sc.depth > maxDepth {
		return fmt.Errorf("invalid JSON: nested deeper than %d", maxDepth)
	}
	defer func() { sc.depth-- }()
	if sc.peek() == '}' {
		sc.i++
		return nil
	}
	for {
		if sc.peek() != '"' {
			return sc.syntax("a member name")
		}
		key, err := sc.key()
		if err != nil {
			return err
		}
		if sc.peek() != ':' {
			return sc.syntax("':'")
		}
		sc.i++
		if sc.peek() == 0 {
			return sc.syntax("a value")
		}
		if err := member(key); err != nil {
			return err
		}
		switch sc.peek() {
		case ',':
			sc.i++
		case '}':
			sc.i++
			return nil
		default:
			return sc.syntax("',' or '}'")
		}
	}
}

// array reads an array (the next byte must be '['), calling element once the
// scanner is at each element, which element must consume.
func (sc *scanner) array(element func() error) error {
	sc.i++ // '['
	if sc.depth++; sc.depth > maxDepth {
		return fmt.Errorf("invalid JSON: nested deeper than %d", maxDepth)
	}
	defer func() { sc.depth-- }()
	if sc.peek() == ']' {
		sc.i++
		return nil
	}
	for {
		if sc.peek() == 0 {
			return sc.syntax("a value")
		}
		if err := element(); err != nil {
			return err
		}
		switch sc.peek() {
		case ',':
			sc.i++
		case ']':
			sc.i++
			return nil
		default:
			return sc.syntax("',' or ']'")
		}
	}
}

// skip reads any value.
func (sc *scanner) skip() error {
	switch b := sc.peek(); {
	case b == '{':
		return sc.object(func([]byte) error { return sc.skip() })
	case b == '[':
		return sc.array(sc.skip)
	case b == '"':
		_, _, err := sc.string()
		return err
	case b == 't':
		return sc.literal("true")
	case b == 'f':
		return sc.literal("false")
	case b == 'n':
		return sc.literal("null")
	case b == '-' || (b >= '0' && b <= '9'):
		_, err := sc.number()
		return err
	}
	return sc.syntax("a value")
}

func (sc *scanner) literal(lit string) error {
	if !bytes.HasPrefix(sc.b[sc.i:], []byte(lit)) {
		return sc.syntax(lit)
	}
	sc.i += len(lit)
	return nil
}

// number reads a number and returns its text.
func (sc *scanner) number() ([]byte, error) {
	start := sc.i
	digits := func() int {
		n := 0
		for sc.i < len(sc.b) && sc.b[sc.i] >= '0' && sc.b[sc.i] <= '9' {
			sc.i++
			n++
		}
		return n
	}
	if sc.b[sc.i] == '-' {
		sc.i++
	}
	switch {
	case sc.i < len(sc.b) && sc.b[sc.i] == '0':
		sc.i++
	case digits() == 0:
		return nil, sc.syntax("a digit")
	}
	if sc.i < len(sc.b) && sc.b[sc.i] == '.' {
		sc.i++
		if digits() == 0 {
			return nil, sc.syntax("a digit after the decimal point")
		}
	}
	if sc.i < len(sc.b) && (sc.b[sc.i] == 'e' || sc.b[sc.i] == 'E') {
		sc.i++
		if sc.i < len(sc.b) && (sc.b[sc.i] == '+' || sc.b[sc.i] == '-') {
			sc.i++
		}
		if digits() == 0 {
			return nil, sc.syntax("a digit in the exponent")
		}
	}
	return sc.b[start:sc.i], nil
}

// string reads a string and returns what is between the quotes, and whether it
// holds an escape: one pass, a table lookup per byte (a payload is mostly short
// strings).
func (sc *scanner) string() (inner []byte, escaped bool, err error) {
	sc.i++ // '"'
	start := sc.i
	b := sc.b
	for i := sc.i; i < len(b); {
		switch strClass[b[i]] {
		case plainByte:
			i++
			continue
		case quoteByte:
			sc.i = i + 1
			return b[start:i], escaped, nil
		case controlByte:
			sc.i = i
			return nil, false, sc.syntax("a character (control characters must be escaped)")
		}
		escaped = true // a backslash
		i++
		if i >= len(b) {
			sc.i = i
			return nil, false, sc.syntax("an escape")
		}
		switch b[i] {
		case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			i++
		case 'u':
			i++
			for range 4 {
				if i >= len(b) || !isHex(b[i]) {
					sc.i = i
					return nil, false, sc.syntax("a hex digit")
				}
				i++
			}
		default:
			sc.i = i
			return nil, false, sc.syntax("an escape")
		}
	}
	sc.i = len(b)
	return nil, false, sc.syntax("'\"'")
}

// The classes of bytes inside a string.
const (
	plainByte = iota
	quoteByte
	backslashByte
	controlByte
)

// strClass classifies every byte for string.
var strClass = func() (t [256]byte) {
	for c := range 0x20 {
		t[c] = controlByte
	}
	t['"'] = quoteByte
	t['\\'] = backslashByte
	return t
}()

func isHex(c byte) bool {
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')
}

// key reads a member name. An escaped name (never sent, but legal) is unescaped as
// encoding/json does before it is matched.
func (sc *scanner) key() ([]byte, error) {
	start := sc.i
	inner, escaped, err := sc.string()
	if err != nil || !escaped {
		return inner, err
	}
	var k string
	if err := json.Unmarshal(sc.b[start:sc.i], &k); err != nil {
		return nil, err
	}
	return []byte(k), nil
}

// text reads a string value as encoding/json decodes it: escapes resolved and
// invalid UTF-8 replaced by U+FFFD (both rare, and done by encoding/json itself).
func (sc *scanner) text() (string, error) {
	start := sc.i
	inner, escaped, err := sc.string()
	if err != nil {
		return "", err
	}
	if utf8.Valid(inner) {
		if !escaped {
			return intern(inner), nil
		}
		return unescape(inner), nil
	}
	var t string // invalid UTF-8: encoding/json's own replacement rules
	if err := json.Unmarshal(sc.b[start:sc.i], &t); err != nil {
		return "", err
	}
	return t, nil
}

// unescape resolves the escapes of a string's inside (valid UTF-8, escapes checked
// by string) as encoding/json's unquote does: a \\u surrogate pair is one rune, and
// a surrogate without its pair is U+FFFD. Tokens carry escapes often (a quote, a
// line break), so this is not left to encoding/json.
func unescape(in []byte) string {
	var b strings.Builder
	b.Grow(len(in))
	for i := 0; i < len(in); {
		c := in[i]
		if c != '\\' {
			j := i + 1
			for j < len(in) && in[j] != '\\' {
				j++
			}
			b.Write(in[i:j])
			i = j
			continue
		}
		switch e := in[i+1]; e {
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'u':
			r := hex4(in[i+2 : i+6])
			i += 6
			if utf16.IsSurrogate(r) {
				if i+6 <= len(in) && in[i] == '\\' && in[i+1] == 'u' {
					if d := utf16.DecodeRune(r, hex4(in[i+2:i+6])); d != unicode.ReplacementChar {
						b.WriteRune(d)
						i += 6
						continue
					}
				}
				r = unicode.ReplacementChar
			}
			b.WriteRune(r)
			continue
		default: // '"', '\\', '/'
			b.WriteByte(e)
		}
		i += 2
	}
	return b.String()
}

// hex4 is the value of four hex digits (checked by string).
func hex4(h []byte) rune {
	var r rune
	for _, c := range h {
		switch {
		case c >= '0' && c <= '9':
			c -= '0'
		case c >= 'a' && c <= 'f':
			c = c - 'a' + 10
		default:
			c = c - 'A' + 10
		}
		r = r<<4 | rune(c)
	}
	return r
}

// str sets *dst from a string; null leaves it unchanged.
func (sc *scanner) str(dst *string, field string) error {
	if sc.null() {
		return nil
	}
	if sc.peek() != '"' {
		return sc.typeError(field)
	}
	t, err := sc.text()
	if err != nil {
		return err
	}
	*dst = t
	return nil
}

// strPtr sets *dst to slot, filled from a string, or to nil for null.
func (sc *scanner) strPtr(dst **string, slot *string, field string) error {
	*dst = nil
	if sc.null() {
		return nil
	}
	*slot = ""
	if err := sc.str(slot, field); err != nil {
		return err
	}
	*dst = slot
	return nil
}

// intern returns b as a string, without allocating for the values every stream
// repeats.
func intern(b []byte) string {
	switch string(b) {
	case "":
		return ""
	case "assistant":
		return "assistant"
	case "length":
		return "length"
	case "stop":
		return "stop"
	case "chat.completion.chunk":
		return "chat.completion.chunk"
	case "text_completion":
		return "text_completion"
	case "error":
		return "error"
	}
	return string(b)
}

// int sets *dst from an integer (as encoding/json decodes into an int: a number
// without fraction or exponent, within range); null leaves it unchanged.
func (sc *scanner) int(dst *int, field string) error {
	if sc.null() {
		return nil
	}
	if b := sc.peek(); b != '-' && (b < '0' || b > '9') {
		return sc.typeError(field)
	}
	num, err := sc.number()
	if err != nil {
		return err
	}
	neg := num[0] == '-'
	if neg {
		num = num[1:]
	}
	var n uint64
	for _, d := range num {
		if d < '0' || d > '9' {
			return fmt.Errorf("field %s: %s is not an integer", field, num)
		}
		if n > (math.MaxUint64-9)/10 {
			return fmt.Errorf("field %s: %s is out of range", field, num)
		}
		n = n*10 + uint64(d-'0')
	}
	switch {
	case !neg && n <= math.MaxInt64:
		*dst = int(n)
	case neg && n <= 1<<63:
		*dst = int(-int64(n-1) - 1)
	default:
		return fmt.Errorf("field %s: %s is out of range", field, num)
	}
	return nil
}

// intPtr sets *dst to slot, filled from an integer, or to nil for null.
func (sc *scanner) intPtr(dst **int, slot *int, field string) error {
	*dst = nil
	if sc.null() {
		return nil
	}
	*slot = 0
	if err := sc.int(slot, field); err != nil {
		return err
	}
	*dst = slot
	return nil
}
