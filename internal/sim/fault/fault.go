package fault

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Header is the request header that injects one fault into that request alone. Its
// value is a spec in Parse syntax without a rate (use ParseHeader), for example
// "X-Sim-Fault: kind=stall,after_tokens=5,dur=2s". It lets a test provoke a specific
// failure on a specific request instead of waiting for a rate-based Plan to hit.
const Header = "X-Sim-Fault"

// Kind names a fault. The values are the wire names used in specs.
type Kind string

// The fault kinds. Each comment lists the fields the kind accepts besides rate, which
// every kind accepts.
const (
	// HTTPError answers with an OpenAI-style error JSON before the response starts.
	// Fields: code (400, 401, 403, 404, 408, 429, 500, 502, 503, 504; default 500).
	HTTPError Kind = "http_error"
	// QueueFull answers 429 as if the waiting queue were full. No fields.
	QueueFull Kind = "queue_full"
	// Stall pauses this request's stream while the connection stays open.
	// Fields: after_tokens (default 1), dur (required).
	Stall Kind = "stall"
	// EngineStall pauses every running request, like a GC or NCCL hiccup.
	// Fields: dur (required).
	EngineStall Kind = "engine_stall"
	// Drop closes the connection without [DONE].
	// Fields: after_tokens (default 1).
	Drop Kind = "drop"
	// MidstreamError sends an SSE error event and then [DONE], as vLLM does on
	// engine errors. Fields: after_tokens (default 1).
	MidstreamError Kind = "midstream_error"
	// MalformedChunk sends a chunk that is not valid JSON.
	// Fields: after_tokens (default 1).
	MalformedChunk Kind = "malformed_chunk"
	// SlowHeaders delays the response headers. Fields: dur (required).
	SlowHeaders Kind = "slow_headers"
	// Unhealthy makes /health return 503 and every request 500 for the window.
	// Fields: window (required).
	Unhealthy Kind = "unhealthy"
	// KVShrink reduces the KV cache capacity by blocks for the window, which forces
	// preemption storms. Fields: blocks (required, > 0), window (required).
	KVShrink Kind = "kv_shrink"
)

// Field names in canonical order: String renders fields in this order, and error
// messages list them in it, so both are stable.
const (
	fieldKind        = "kind"
	fieldCode        = "code"
	fieldAfterTokens = "after_tokens"
	fieldDur         = "dur"
	fieldWindow      = "window"
	fieldBlocks      = "blocks"
	fieldRate        = "rate"
)

var fieldOrder = []string{fieldCode, fieldAfterTokens, fieldDur, fieldWindow, fieldBlocks, fieldRate}

// Defaults applied by Parse when the field is absent.
const (
	defaultCode        = 500
	defaultAfterTokens = 1
)

// httpCodes are the status codes an http_error may use: the ones an OpenAI-compatible
// server or the proxy in front of it plausibly returns, so clients are tested against
// realistic failures only.
var httpCodes = []int{400, 401, 403, 404, 408, 429, 500, 502, 503, 504}

// kindInfo says which fields a kind accepts (in fieldOrder) and which of them must be given.
type kindInfo struct {
	kind     Kind
	fields   []string
	required []string
}

// kinds is the single table the parser, the renderer and Kinds read, so adding a kind
// is one line here plus its constant.
var kinds = []kindInfo{
	{HTTPError, []string{fieldCode, fieldRate}, nil},
	{QueueFull, []string{fieldRate}, nil},
	{Stall, []string{fieldAfterTokens, fieldDur, fieldRate}, []string{fieldDur}},
	{EngineStall, []string{fieldDur, fieldRate}, []string{fieldDur}},
	{Drop, []string{fieldAfterTokens, fieldRate}, nil},
	{MidstreamError, []string{fieldAfterTokens, fieldRate}, nil},
	{MalformedChunk, []string{fieldAfterTokens, fieldRate}, nil},
	{SlowHeaders, []string{fieldDur, fieldRate}, []string{fieldDur}},
	{Unhealthy, []string{fieldWindow, fieldRate}, []string{fieldWindow}},
	{KVShrink, []string{fieldBlocks, fieldWindow, fieldRate}, []string{fieldBlocks, fieldWindow}},
}

func lookupKind(k Kind) (kindInfo, bool) {
	for _, ki := range kinds {
		if ki.kind == k {
			return ki, true
		}
	}
	return kindInfo{}, false
}

// Kinds returns every fault kind in documentation order. The slice is a fresh copy,
// so callers (flag help, admin listings) may modify it.
func Kinds() []Kind {
	out := make([]Kind, len(kinds))
	for i, ki := range kinds {
		out[i] = ki.kind
	}
	return out
}

// Spec is one fault with its parameters, as parsed from a header, the configuration
// or the admin endpoint. Fields that do not apply to Kind are zero.
type Spec struct {
	// Kind is the fault.
	Kind Kind
	// Code is the HTTP status of an http_error (Parse defaults it to 500).
	Code int
	// AfterTokens is how many tokens are streamed before a stall, drop,
	// midstream_error or malformed_chunk strikes; 0 means before the first token.
	// Parse defaults it to 1.
	AfterTokens int
	// Dur is how long a stall, engine_stall or slow_headers lasts.
	Dur time.Duration
	// Window is how long an unhealthy or kv_shrink condition lasts.
	Window time.Duration
	// Blocks is how many KV blocks a kv_shrink removes.
	Blocks int
	// Rate is the probability per request when the spec is used in a Plan; it is 0 in
	// a header, where the fault always applies.
	Rate float64
}

// Parse reads one fault spec. The grammar is
//
//	spec  -> item ( "," item )*
//	item  -> ws* key ws* "=" ws* value ws*
//	key   -> "kind" | "code" | "after_tokens" | "dur" | "window" | "blocks" | "rate"
//
// kind is required and may come anywhere; every other key must be one the kind
// accepts, each key at most once. code, after_tokens and blocks are decimal integers,
// dur and window are time.ParseDuration durations > 0, and rate is a number in [0, 1].
// Examples:
//
//	kind=stall,after_tokens=5,dur=2s
//	kind=http_error,code=503
//	kind=kv_shrink,blocks=2000,window=10s,rate=0.01
//
// Defaults (code 500, after_tokens 1) are applied after validation, so an error never
// depends on them. Parse accepts a rate so that one syntax serves both headers and
// plans; ParseHeader and ParsePlan enforce where it belongs.
func Parse(s string) (Spec, error) {
	spec, err := parse(s)
	if err != nil {
		return Spec{}, fmt.Errorf("fault %q: %w", s, err)
	}
	return spec, nil
}

// ParseHeader reads the value of the X-Sim-Fault header: a Parse spec without a rate,
// because a header fault always applies to its request and a rate there would most
// likely be a spec pasted from a plan by mistake.
func ParseHeader(s string) (Spec, error) {
	spec, err := Parse(s)
	if err != nil {
		return Spec{}, err
	}
	if spec.Rate != 0 {
		return Spec{}, fmt.Errorf("fault %q: field rate does not apply in the %s header (the fault always applies to its request)", s, Header)
	}
	return spec, nil
}

func parse(s string) (Spec, error) {
	if strings.TrimSpace(s) == "" {
		return Spec{}, fmt.Errorf("empty spec (want kind=<kind>[,field=value...] with kind one of %s)", kindList())
	}
	type pair struct{ key, val string }
	var pairs []pair
	for i, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			return Spec{}, fmt.Errorf("empty item %d (want key=value separated by commas)", i+1)
		}
		key, val, ok := strings.Cut(item, "=")
		key, val = strings.TrimSpace(key), strings.TrimSpace(val)
		if !ok || key == "" {
			return Spec{}, fmt.Errorf("item %q is not key=value (keys: %s, %s)", item, fieldKind, strings.Join(fieldOrder, ", "))
		}
		for _, p := range pairs {
			if p.key == key {
				return Spec{}, fmt.Errorf("duplicate field %s (give each field once)", key)
			}
		}
		pairs = append(pairs, pair{key, val})
	}

	// The kind decides which fields are valid, and it may come last, so find it first.
	var info kindInfo
	found := false
	for _, p := range pairs {
		if p.key != fieldKind {
			continue
		}
		ki, ok := lookupKind(Kind(p.val))
		if !ok {
			return Spec{}, fmt.Errorf("unknown kind %q (want one of %s)", p.val, kindList())
		}
		info, found = ki, true
	}
	if !found {
		return Spec{}, fmt.Errorf("kind is required (want one of %s)", kindList())
	}

	spec := Spec{Kind: info.kind}
	given := map[string]bool{}
	for _, p := range pairs {
		if p.key == fieldKind {
			continue
		}
		if !slices.Contains(fieldOrder, p.key) {
			return Spec{}, fmt.Errorf("unknown field %q for %s (fields: %s)", p.key, info.kind, strings.Join(info.fields, ", "))
		}
		if !slices.Contains(info.fields, p.key) {
			return Spec{}, fmt.Errorf("field %s does not apply to %s (fields: %s)", p.key, info.kind, strings.Join(info.fields, ", "))
		}
		if err := spec.set(p.key, p.val); err != nil {
			return Spec{}, err
		}
		given[p.key] = true
	}
	for _, f := range info.required {
		if !given[f] {
			return Spec{}, fmt.Errorf("%s is required for %s (%s)", f, info.kind, fieldHint(f))
		}
	}

	if slices.Contains(info.fields, fieldCode) && !given[fieldCode] {
		spec.Code = defaultCode
	}
	if slices.Contains(info.fields, fieldAfterTokens) && !given[fieldAfterTokens] {
		spec.AfterTokens = defaultAfterTokens
	}
	return spec, nil
}

// set parses and validates one field's value into s.
func (s *Spec) set(key, val string) error {
	switch key {
	case fieldCode:
		n, err := strconv.Atoi(val)
		if err != nil || !slices.Contains(httpCodes, n) {
			return fmt.Errorf("code %q is not allowed (%s)", val, fieldHint(key))
		}
		s.Code = n
	case fieldAfterTokens:
		n, err := strconv.Atoi(val)
		if err != nil || n < 0 {
			return fmt.Errorf("after_tokens %q is not valid (%s)", val, fieldHint(key))
		}
		s.AfterTokens = n
	case fieldBlocks:
		n, err := strconv.Atoi(val)
		if err != nil || n <= 0 {
			return fmt.Errorf("blocks %q is not valid (%s)", val, fieldHint(key))
		}
		s.Blocks = n
	case fieldDur, fieldWindow:
		d, err := time.ParseDuration(val)
		if err != nil {
			return fmt.Errorf("%s %q is not valid (%s): %w", key, val, fieldHint(key), err)
		}
		if d <= 0 {
			return fmt.Errorf("%s %q is not valid (%s)", key, val, fieldHint(key))
		}
		if key == fieldDur {
			s.Dur = d
		} else {
			s.Window = d
		}
	case fieldRate:
		r, err := strconv.ParseFloat(val, 64)
		// Written as a negated range so that NaN, which fails every comparison, is rejected.
		if err != nil || !(r >= 0 && r <= 1) {
			return fmt.Errorf("rate %q is not valid (%s)", val, fieldHint(key))
		}
		if r == 0 {
			r = 0 // so that "-0" parses to the same Spec as "0"
		}
		s.Rate = r
	}
	return nil
}

// fieldHint describes a field's valid values for error messages.
func fieldHint(field string) string {
	switch field {
	case fieldCode:
		codes := make([]string, len(httpCodes))
		for i, c := range httpCodes {
			codes[i] = strconv.Itoa(c)
		}
		return "want one of " + strings.Join(codes, ", ")
	case fieldAfterTokens:
		return "want an integer >= 0"
	case fieldBlocks:
		return "want an integer > 0"
	case fieldDur, fieldWindow:
		return "want a duration > 0 such as 500ms or 2s"
	case fieldRate:
		return "want a number in [0, 1]"
	}
	return ""
}

func kindList() string {
	names := make([]string, len(kinds))
	for i, ki := range kinds {
		names[i] = string(ki.kind)
	}
	return strings.Join(names, ", ")
}

// String renders s in canonical Parse syntax: kind first, then the fields the kind
// accepts in a fixed order, leaving out defaults and a zero rate. For any s returned
// by Parse, Parse(s.String()) returns s again, so a spec can be logged and replayed.
func (s Spec) String() string {
	var b strings.Builder
	b.WriteString(fieldKind + "=" + string(s.Kind))
	info, ok := lookupKind(s.Kind)
	if !ok {
		return b.String()
	}
	add := func(key, val string) {
		b.WriteString("," + key + "=" + val)
	}
	for _, f := range info.fields {
		switch f {
		case fieldCode:
			if s.Code != defaultCode && s.Code != 0 {
				add(f, strconv.Itoa(s.Code))
			}
		case fieldAfterTokens:
			if s.AfterTokens != defaultAfterTokens {
				add(f, strconv.Itoa(s.AfterTokens))
			}
		case fieldDur:
			add(f, formatDuration(s.Dur))
		case fieldWindow:
			add(f, formatDuration(s.Window))
		case fieldBlocks:
			add(f, strconv.Itoa(s.Blocks))
		case fieldRate:
			if s.Rate != 0 {
				add(f, strconv.FormatFloat(s.Rate, 'g', -1, 64))
			}
		}
	}
	return b.String()
}

// formatDuration is time.Duration.String with "us" for "µs", so canonical specs stay
// ASCII and can be typed and sent in an HTTP header; ParseDuration reads both.
func formatDuration(d time.Duration) string {
	return strings.Replace(d.String(), "µs", "us", 1)
}
