package score

import (
	"encoding/json"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// TypeJSONShape is the general check that a JSON answer has the golden's shape: the
// same keys at every level (an array's elements taken together) with values of the
// same JSON type. A consumer of an extraction reads fixed keys and types, so a key
// renamed (order_id → orderId) or dropped, or a number sent as a string ("12800"),
// breaks it; key order, layout, escapes and the way a number is written (1249.90,
// 1249.9) do not, since the documents are compared as parsed values. An answer that
// is no JSON is json_parse's; a golden that is no JSON document has no shape to keep.
const TypeJSONShape = "json_shape"

// jsonTypes maps each path of a JSON value ($.items[].product) to the JSON types found
// there.
func jsonTypes(v any, path string, out map[string][]string) {
	walkJSON(v, path, func(p string, v any) {
		typ := "null"
		switch v.(type) {
		case map[string]any:
			typ = "object"
		case []any:
			typ = "array"
		case string:
			typ = "string"
		case float64, json.Number:
			typ = "number"
		case bool:
			typ = "boolean"
		}
		if !slices.Contains(out[p], typ) {
			out[p] = append(out[p], typ)
		}
	})
}

// walkJSON calls f with each value of a decoded JSON document and its path (path,
// then ".key" for an object's member and "[]" for every element of an array), an
// object before its members, which come in key order, an array's in document order.
func walkJSON(v any, path string, f func(path string, v any)) {
	f(path, v)
	switch x := v.(type) {
	case map[string]any:
		for _, k := range slices.Sorted(maps.Keys(x)) {
			walkJSON(x[k], path+"."+k, f)
		}
	case []any:
		for _, e := range x {
			walkJSON(e, path+"[]", f)
		}
	}
}

// jsonShape compares the answer's paths and types with the golden's.
func (c Check) jsonShape(res Result, text string) Result {
	var g, a any
	gt := strings.TrimSpace(c.Golden)
	if !strings.HasPrefix(gt, "{") && !strings.HasPrefix(gt, "[") || json.Unmarshal([]byte(gt), &g) != nil {
		// Prose served as a JSON document ({"text": "Sehr geehrte …"}): a reader gets
		// the serialisation, not the letter.
		if at := strings.TrimSpace(text); (strings.HasPrefix(at, "{") || strings.HasPrefix(at, "[")) && json.Unmarshal([]byte(at), &a) == nil {
			return fail(res, 0, "the answer is a JSON document where the golden is prose")
		}
		return pass(res, 1, "the golden is no JSON document")
	}
	if json.Unmarshal([]byte(strings.TrimSpace(text)), &a) != nil {
		return pass(res, 1, "not JSON (json_parse's business)")
	}
	gp, ap := map[string][]string{}, map[string][]string{}
	jsonTypes(g, "$", gp)
	jsonTypes(a, "$", ap)
	var problems []string
	for _, p := range slices.Sorted(maps.Keys(gp)) {
		at, ok := ap[p]
		switch {
		case !ok:
			problems = append(problems, p+" missing")
		case !typesAgree(gp[p], at):
			problems = append(problems, fmt.Sprintf("%s is %s, the golden's %s", p, strings.Join(at, "/"), strings.Join(gp[p], "/")))
		}
		if ok && slices.Contains(at, "null") && !slices.Contains(gp[p], "null") {
			problems = append(problems, fmt.Sprintf("%s is null where the golden has a value", p))
		}
	}
	for _, p := range slices.Sorted(maps.Keys(ap)) {
		if _, ok := gp[p]; !ok {
			problems = append(problems, p+" not in the golden")
		}
	}
	problems = append(problems, stringForms(g, a)...)
	problems = append(problems, quotedValues(g, a)...)
	problems = append(problems, labelledValues(g, a)...)
	problems = append(problems, recordsShaped(g, a)...)
	problems = append(problems, valuesTraded(g, a)...)
	problems = append(problems, ungroundedValues(c.Request, gt, g, a)...)
	if len(problems) > 0 {
		return fail(res, 0, "JSON shape differs: %s", strings.Join(problems, "; "))
	}
	return pass(res, 1, "the golden's keys and types")
}

// fieldLabel is a label before a value (Kunde: Bäckerei Großmann OHG, 契約先：サクラ
// 物流株式会社): the source document's field name carried into the value.
var fieldLabel = regexp.MustCompile(`^\p{L}[\p{L} ]{0,24}[:：]\s*\S`)

// labelledValues names the answer's strings that open with a field label where the
// golden's strings at that path are names, numbers or codes (short, no sentence, no
// colon): a consumer reads the label as part of the name, number or company. A note
// may open with a label in any wording.
func labelledValues(golden, answer any) []string {
	// prose holds each path where the golden has a string: whether one of them reads
	// as prose.
	prose := map[string]bool{}
	walkJSON(golden, "$", func(p string, v any) {
		if s, ok := v.(string); ok {
			prose[p] = prose[p] || strings.ContainsAny(s, ":：。.!?！？") || utf8.RuneCountInString(s) > 40 || len(strings.Fields(s)) > 4
		}
	})
	var out []string
	walkJSON(answer, "$", func(p string, v any) {
		if s, ok := v.(string); ok && fieldLabel.MatchString(s) {
			if isProse, seen := prose[p]; !seen || isProse {
				return
			}
			out = append(out, fmt.Sprintf("%s %q carries a field label", p, clipRunes(s, 40)))
		}
	})
	return out
}

// quotedValues names the answer's strings that carry their own quotation marks
// ("\"RE-2026-0815\"") where no golden string does: a value encoded twice, which a
// consumer compares and looks up as another value.
func quotedValues(golden, answer any) []string {
	quoted := func(v any) bool {
		s, ok := v.(string)
		return ok && len(s) >= 3 && (s[0] == '"' && s[len(s)-1] == '"' || s[0] == '\'' && s[len(s)-1] == '\'')
	}
	found := false
	walkJSON(golden, "$", func(_ string, v any) { found = found || quoted(v) })
	if found {
		return nil
	}
	var out []string
	walkJSON(answer, "$", func(p string, v any) {
		if quoted(v) {
			out = append(out, fmt.Sprintf("%s holds its own quotes (%s)", p, clipRunes(v.(string), 30)))
		}
	})
	return out
}

// recordsShaped compares each object of an answer's array with the keys every
// object of the golden's array at that path has: taken together, the answer's
// elements may have all the keys while one of them lacks one (a record's field
// shifted into the next record).
func recordsShaped(golden, answer any) []string {
	keys := map[string][]string{}
	walkJSON(golden, "$", func(p string, v any) {
		arr, ok := v.([]any)
		if !ok || len(arr) == 0 {
			return
		}
		var set []string
		for i, e := range arr {
			obj, ok := e.(map[string]any)
			if !ok {
				return
			}
			ks := slices.Sorted(maps.Keys(obj))
			if i > 0 && !slices.Equal(ks, set) {
				return
			}
			set = ks
		}
		keys[p] = set
	})
	var out []string
	walkJSON(answer, "$", func(p string, v any) {
		arr, ok := v.([]any)
		want, known := keys[p]
		if !ok || !known {
			return
		}
		for i, e := range arr {
			obj, ok := e.(map[string]any)
			if !ok {
				continue
			}
			if ks := slices.Sorted(maps.Keys(obj)); !slices.Equal(ks, want) {
				out = append(out, fmt.Sprintf("%s element %d has the keys %s, the golden's elements %s", p, i+1, strings.Join(ks, ", "), strings.Join(want, ", ")))
			}
		}
	})
	return out
}

// typesAgree reports whether the answer's types at a path are the golden's; a null
// where the golden has a value, or a value where it has null, is a missing or an
// invented value rather than another type: jsonShape names the first itself (a
// value the document gives, lost), the fact checks the second.
func typesAgree(golden, answer []string) bool {
	for _, t := range answer {
		if t != "null" && !slices.Contains(golden, t) && !slices.Contains(golden, "null") {
			return false
		}
	}
	return true
}

// isoDateValue is a JSON string that is an ISO date, the form extractions ask for.
var isoDateValue = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

// markdownMarkup is Markdown emphasis or code in a string value: **, __, a backtick.
var markdownMarkup = regexp.MustCompile("\\*\\*|__|`")

// jsonStrings maps each path of a JSON value to its string values.
func jsonStrings(v any, path string, out map[string][]string) {
	walkJSON(v, path, func(p string, v any) {
		if x, ok := v.(string); ok {
			out[p] = append(out[p], x)
		}
	})
}

// schemaDefault is what a decoder writes for a value it did not find: N/A, unknown,
// 不明, 未定, a dash.
var schemaDefault = regexp.MustCompile(`^(?i:n/?a|none|null|nil|unknown|unbekannt|k\.?\s?a\.?|tbd|tba|offen|-|–|—|\?+)$|^(?:不明|未定|なし|該当なし|未記載|ー|－)$`)

// stringForms names string values that lose the form the golden's have at their
// path: a path whose golden values are all filled gets no empty string (a field's
// value lost, its key kept), a path whose golden values are all ISO dates (2026-10-19)
// gets no other date form (19.10.2026, 2026年10月19日), and no value carries Markdown markup (**name**)
// that no golden value has: a consumer reads the value as written.
func stringForms(golden, answer any) []string {
	gs, as := map[string][]string{}, map[string][]string{}
	jsonStrings(golden, "$", gs)
	jsonStrings(answer, "$", as)
	goldenMarkup := false
	for _, vs := range gs {
		for _, v := range vs {
			goldenMarkup = goldenMarkup || markdownMarkup.MatchString(v)
		}
	}
	var out []string
	for _, p := range slices.Sorted(maps.Keys(as)) {
		iso := len(gs[p]) > 0
		for _, v := range gs[p] {
			iso = iso && isoDateValue.MatchString(v)
		}
		filled := len(gs[p]) > 0 && !slices.ContainsFunc(gs[p], func(v string) bool { return strings.TrimSpace(v) == "" })
		for i, v := range as[p] {
			if filled && schemaDefault.MatchString(strings.TrimSpace(v)) && !slices.Contains(gs[p], v) {
				out = append(out, fmt.Sprintf("%s is %q, a placeholder where the golden has a value", p, v))
				break
			}
			if len(as[p]) == len(gs[p]) {
				if why := misspeltValue(gs[p][i], v); why != "" {
					out = append(out, fmt.Sprintf("%s is %q, the golden's %q %s", p, clipRunes(v, 40), clipRunes(gs[p][i], 40), why))
					break
				}
			}
			if filled && strings.TrimSpace(v) == "" {
				out = append(out, fmt.Sprintf("%s is empty where the golden has a value", p))
				break
			}
			if iso && !isoDateValue.MatchString(strings.TrimSpace(norm.NFKC.String(v))) {
				out = append(out, fmt.Sprintf("%s is %q, the golden's an ISO date", p, v))
				break
			}
			if !goldenMarkup && markdownMarkup.MatchString(norm.NFKC.String(v)) {
				out = append(out, fmt.Sprintf("%s has Markdown markup (%q)", p, clipRunes(v, 40)))
				break
			}
			if extra := absorbed(gs[p], v); extra != "" {
				out = append(out, fmt.Sprintf("%s is %q: the golden's value with %q, which belongs elsewhere", p, clipRunes(v, 40), extra))
				break
			}
		}
	}
	return out
}

// absorbed is what a string value adds with a number in it to one of the golden's
// values at its path (Schloßstraße 27, 01067 Dresden for Schloßstraße 27; 交換用パッキン
// ×2): another field's value, a quantity or a postcode, run into this one.
func absorbed(golden []string, v string) string {
	for _, g := range golden {
		if g == "" || v == g || len(v) <= len(g) {
			continue
		}
		var extra string
		switch {
		case strings.HasPrefix(v, g):
			extra = v[len(g):]
		case strings.HasSuffix(v, g):
			extra = v[:len(v)-len(g)]
		default:
			continue
		}
		if strings.ContainsFunc(extra, isDigit) && !strings.ContainsFunc(g, isDigit) || strings.ContainsFunc(extra, isDigit) && runeLen(strings.TrimSpace(extra)) >= 3 {
			return strings.TrimSpace(extra)
		}
	}
	return ""
}

// misspeltValue says how a short string value misspells the golden's value at its
// place, or "": a voicing mark or a small kana gone or added (クレジットカード →
// クレジットカート), or a katakana long vowel lost where JIS spelling keeps it
// (クレジットカード → クレジットカド; プリンタ for プリンター is JIS's and passes).
// Sentences of text are well_formed's; a value of a few words is too short for it. A
// glyph selector (髙󠄀) or another width is the same value.
func misspeltValue(golden, v string) string {
	plain := func(s string) string {
		return norm.NFKC.String(strings.Map(func(r rune) rune {
			if isGlyphSelector(r) {
				return -1
			}
			return r
		}, s))
	}
	if golden == v || plain(golden) == plain(v) {
		return ""
	}
	if spellingKey(golden) == spellingKey(v) {
		return "misspelt (a voicing mark or kana size changed)"
	}
	g, a := []rune(golden), []rune(v)
	if len(a) != len(g)-1 {
		return ""
	}
	for i, r := range g {
		if r == 'ー' && !jisLongVowel(g, i) && string(g[:i])+string(g[i+1:]) == v {
			return "misspelt (a long vowel lost)"
		}
	}
	return ""
}

// jsonLeaves maps each scalar of a decoded JSON document to its exact path, with an
// array element's index ($.items[1].quantity).
func jsonLeaves(v any, path string, out map[string]any) {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			jsonLeaves(e, path+"."+k, out)
		}
	case []any:
		for i, e := range x {
			jsonLeaves(e, fmt.Sprintf("%s[%d]", path, i), out)
		}
	default:
		out[path] = v
	}
}

// lastKey is the member name a leaf's path ends in.
func lastKey(p string) string {
	p = strings.TrimRight(p, "]0123456789[")
	return p[strings.LastIndexByte(p, '.')+1:]
}

// valuesTraded names two fields of different names whose values the answer gives
// each other's (quantity 1100 and unit_price 2 for 2 and 1100; start_date and
// end_date): the shape holds and every value is the golden's, and the record says
// something else. Records reordered trade whole objects between fields of one name,
// which is no error in a list.
func valuesTraded(golden, answer any) []string {
	g, a := map[string]any{}, map[string]any{}
	jsonLeaves(golden, "$", g)
	jsonLeaves(answer, "$", a)
	for _, p := range slices.Sorted(maps.Keys(g)) {
		av, ok := a[p]
		if !ok || av == g[p] {
			continue
		}
		for _, q := range slices.Sorted(maps.Keys(g)) {
			if q <= p || lastKey(q) == lastKey(p) {
				continue
			}
			if aq, ok := a[q]; ok && g[q] != g[p] && av == g[q] && aq == g[p] {
				return []string{fmt.Sprintf("%s and %s trade their values (%v, %v)", p, q, g[p], g[q])}
			}
		}
	}
	return nil
}
