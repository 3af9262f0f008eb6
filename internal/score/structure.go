package score

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// Structural check types: the answer's JSON shape and its lists.
const (
	typeJSONSchema     = "json_schema"
	typeJSONPathEquals = "json_path_equals"
	typeBullets        = "bullets"
)

// jsonSchema validates the text against the check's inline JSON Schema (draft
// 2020-12, with a maintained validator), naming the first violations.
func (c Check) jsonSchema(res Result, text string) Result {
	if len(c.Schema) == 0 {
		res.Reason = "json_schema needs a schema"
		return res
	}
	// Round-trip through JSON: a YAML-decoded schema holds Go ints, the validator wants
	// JSON values.
	raw, err := json.Marshal(c.Schema)
	if err != nil {
		res.Reason = fmt.Sprintf("invalid schema: %v", err)
		return res
	}
	doc, err := jsonschema.UnmarshalJSON(strings.NewReader(string(raw)))
	if err != nil {
		res.Reason = fmt.Sprintf("invalid schema: %v", err)
		return res
	}
	comp := jsonschema.NewCompiler()
	if err := comp.AddResource("fixture.schema.json", doc); err != nil {
		res.Reason = fmt.Sprintf("invalid schema: %v", err)
		return res
	}
	sch, err := comp.Compile("fixture.schema.json")
	if err != nil {
		res.Reason = fmt.Sprintf("invalid schema: %v", err)
		return res
	}
	inst, err := jsonschema.UnmarshalJSON(strings.NewReader(strings.TrimSpace(text)))
	if err != nil {
		res.Reason = fmt.Sprintf("not valid JSON: %v", err)
		return res
	}
	inst = c.tidyStrings(inst)
	if err := sch.Validate(inst); err != nil {
		res.Reason = "does not match the schema: " + strings.ReplaceAll(err.Error(), "\n", "; ")
		return res
	}
	res.Pass, res.Score, res.Reason = true, 1, "matches the schema"
	return res
}

// jsonPathEquals compares the value at a dotted path ($.total.value, $.items[0].sku)
// with Equals: numerically when both are numbers (1249.90 == 1249.9, and 1.24990 is
// the classic decimal-comma mis-parse that fails), else as NFC strings.
func (c Check) jsonPathEquals(res Result, text string) Result {
	var doc any
	if err := json.Unmarshal([]byte(strings.TrimSpace(text)), &doc); err != nil {
		res.Reason = fmt.Sprintf("not valid JSON: %v", err)
		return res
	}
	v, err := walk(doc, c.Path)
	if err != nil {
		res.Reason = err.Error()
		return res
	}
	got := ""
	switch x := v.(type) {
	case string:
		got = x
	case float64:
		if want, err := strconv.ParseFloat(c.Equals, 64); err == nil {
			if math.Abs(x-want) <= 1e-9*math.Max(1, math.Abs(want)) {
				res.Pass, res.Score, res.Reason = true, 1, fmt.Sprintf("%s = %v", c.Path, x)
				return res
			}
			res.Reason = fmt.Sprintf("%s = %v, want %s", c.Path, x, c.Equals)
			return res
		}
		got = strconv.FormatFloat(x, 'f', -1, 64)
	default:
		b, _ := json.Marshal(x)
		got = string(b)
	}
	g, _ := Normalize(normNFC, c.tidy(got))
	w, _ := Normalize(normNFC, c.tidy(c.Equals))
	if g != w {
		res.Reason = fmt.Sprintf("%s = %q, want %q", c.Path, got, c.Equals)
		return res
	}
	res.Pass, res.Score, res.Reason = true, 1, fmt.Sprintf("%s = %q", c.Path, got)
	return res
}

// tidyStrings tidies every string value of a decoded JSON document (not its keys),
// so that a schema's pattern or length sees what the other checks see.
func (c Check) tidyStrings(v any) any {
	switch x := v.(type) {
	case string:
		return c.tidy(x)
	case map[string]any:
		for k, e := range x {
			x[k] = c.tidyStrings(e)
		}
	case []any:
		for i, e := range x {
			x[i] = c.tidyStrings(e)
		}
	}
	return v
}

// walk follows a path of the form $.a.b[2].c.
func walk(doc any, path string) (any, error) {
	p := strings.TrimPrefix(strings.TrimSpace(path), "$")
	cur := doc
	for p != "" {
		switch {
		case strings.HasPrefix(p, "."):
			p = p[1:]
			end := strings.IndexAny(p, ".[")
			if end < 0 {
				end = len(p)
			}
			key := p[:end]
			p = p[end:]
			m, ok := cur.(map[string]any)
			if !ok {
				return nil, fmt.Errorf("path %s: %q is not an object", path, key)
			}
			if cur, ok = m[key]; !ok {
				return nil, fmt.Errorf("path %s: no key %q", path, key)
			}
		case strings.HasPrefix(p, "["):
			end := strings.IndexByte(p, ']')
			if end < 0 {
				return nil, fmt.Errorf("path %s: unclosed [", path)
			}
			i, err := strconv.Atoi(p[1:end])
			if err != nil {
				return nil, fmt.Errorf("path %s: index %q is not a number", path, p[1:end])
			}
			p = p[end+1:]
			a, ok := cur.([]any)
			if !ok || i < 0 || i >= len(a) {
				return nil, fmt.Errorf("path %s: no element %d", path, i)
			}
			cur = a[i]
		default:
			return nil, fmt.Errorf("path %s: want $.key or [index] segments", path)
		}
	}
	return cur, nil
}

// bulletMarkers start a list item: Markdown and the Japanese list styles (・ ● •, and
// numbered items, full-width digits included once normalised).
var bulletMarkers = []string{"- ", "* ", "• ", "・", "●", "■"}

// bullets counts the list items (lines starting with a marker or "N." / "N)" not
// followed by a digit) and checks Min/Max.
func (c Check) bullets(res Result, text string) Result {
	n := 0
	for _, line := range strings.Split(text, "\n") {
		l := strings.TrimSpace(line)
		if isBullet(l) {
			n++
		}
	}
	res.Score = float64(n)
	if c.Min != nil && float64(n) < *c.Min {
		res.Reason = fmt.Sprintf("%d list items, fewer than min %g", n, *c.Min)
		return res
	}
	if c.Max != nil && float64(n) > *c.Max {
		res.Reason = fmt.Sprintf("%d list items, more than max %g", n, *c.Max)
		return res
	}
	res.Pass, res.Reason = true, fmt.Sprintf("%d list items", n)
	return res
}

func isBullet(l string) bool {
	for _, m := range bulletMarkers {
		if strings.HasPrefix(l, m) {
			return true
		}
	}
	i := 0
	for i < len(l) && l[i] >= '0' && l[i] <= '9' {
		i++
	}
	if i == 0 || i == len(l) || (l[i] != '.' && l[i] != ')') {
		return false
	}
	// A digit after the dot is a number (1.249,90 €, 19.10.2026), not a list item.
	next, _ := utf8.DecodeRuneInString(l[i+1:])
	return !isDigit(next)
}
