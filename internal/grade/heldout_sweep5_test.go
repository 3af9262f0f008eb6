package grade

// A fifth false-alarm sweep (hoHarmlessSweep5): harmless variants only, each the very
// same answer as a named real tool writes it: a database or a C/Perl/jq JSON
// serialiser, a Markdown serialiser (pandoc/remark, cmark, html2text), a word
// processor's plain-text list export, a mail client's wrapping (RFC 3676 flowed
// lines, Japanese 35-character or 72-column kinsoku wrapping), a rich-text editor's
// Unicode line or paragraph separators, an IME's ideographic space in names, Excel's
// JIS() full-width conversion, an i18n library's bidi isolates around placeables,
// BudouX's zero-width phrase breaks, NFKD. None of them changes a word, a number, the
// order of anything or the language; JSON re-serialisations keep every value, number
// literal and string as written (only layout, key order or escaping changes).

import (
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/require"
	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/width"
)

// hs5JSON is a JSON value kept as written: object members in order, numbers and
// literals as their source text.
type hs5JSON struct {
	kind byte // 'o' object, 'a' array, 's' string, 'r' raw (number, true, false, null)
	keys []string
	vals []*hs5JSON
	str  string
	raw  string
}

func hs5ParseJSON(s string) (*hs5JSON, error) {
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	var parse func() (*hs5JSON, error)
	parse = func() (*hs5JSON, error) {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		switch v := tok.(type) {
		case json.Delim:
			n := &hs5JSON{kind: 'o'}
			if v == '[' {
				n.kind = 'a'
			}
			for dec.More() {
				if n.kind == 'o' {
					kt, err := dec.Token()
					if err != nil {
						return nil, err
					}
					n.keys = append(n.keys, kt.(string))
				}
				e, err := parse()
				if err != nil {
					return nil, err
				}
				n.vals = append(n.vals, e)
			}
			if _, err := dec.Token(); err != nil { // closing delimiter
				return nil, err
			}
			return n, nil
		case string:
			return &hs5JSON{kind: 's', str: v}, nil
		case json.Number:
			return &hs5JSON{kind: 'r', raw: v.String()}, nil
		case bool:
			return &hs5JSON{kind: 'r', raw: fmt.Sprint(v)}, nil
		case nil:
			return &hs5JSON{kind: 'r', raw: "null"}, nil
		}
		return nil, fmt.Errorf("unexpected token %v", tok)
	}
	return parse()
}

// hs5Quote writes s as a JSON string: the escapes every encoder makes, and, with
// ascii, every non-ASCII character as a lower-case \uXXXX (surrogate pairs above the
// BMP), as jq -a or ensure_ascii do.
func hs5Quote(s string, ascii bool) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20:
			fmt.Fprintf(&b, `\u%04x`, r)
		case ascii && r > 0x7e:
			if r > 0xffff {
				r -= 0x10000
				fmt.Fprintf(&b, `\u%04x\u%04x`, 0xd800+(r>>10), 0xdc00+(r&0x3ff))
			} else {
				fmt.Fprintf(&b, `\u%04x`, r)
			}
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// hs5Order gives the member order of an object: as written, or sorted.
type hs5Order func(keys []string) []int

func hs5AsWritten(keys []string) []int {
	idx := make([]int, len(keys))
	for i := range idx {
		idx[i] = i
	}
	return idx
}

// hs5LengthFirst is PostgreSQL jsonb's key order: shorter keys first, keys of one
// length by their bytes.
func hs5LengthFirst(keys []string) []int {
	idx := hs5AsWritten(keys)
	sort.SliceStable(idx, func(a, b int) bool {
		ka, kb := keys[idx[a]], keys[idx[b]]
		if len(ka) != len(kb) {
			return len(ka) < len(kb)
		}
		return ka < kb
	})
	return idx
}

// hs5Compact writes n on one line with the given separators.
func hs5Compact(n *hs5JSON, comma, colon string, order hs5Order, ascii bool) string {
	switch n.kind {
	case 's':
		return hs5Quote(n.str, ascii)
	case 'r':
		return n.raw
	case 'a':
		parts := make([]string, len(n.vals))
		for i, v := range n.vals {
			parts[i] = hs5Compact(v, comma, colon, order, ascii)
		}
		return "[" + strings.Join(parts, comma) + "]"
	}
	var parts []string
	for _, i := range order(n.keys) {
		parts = append(parts, hs5Quote(n.keys[i], ascii)+colon+hs5Compact(n.vals[i], comma, colon, order, ascii))
	}
	return "{" + strings.Join(parts, comma) + "}"
}

// hs5Pretty writes n one member or element a line, indented by indent per level.
func hs5Pretty(n *hs5JSON, indent, colon string, order hs5Order, ascii bool, depth int) string {
	switch n.kind {
	case 's':
		return hs5Quote(n.str, ascii)
	case 'r':
		return n.raw
	}
	open, closing := "{", "}"
	if n.kind == 'a' {
		open, closing = "[", "]"
	}
	if len(n.vals) == 0 {
		return open + closing
	}
	in := strings.Repeat(indent, depth+1)
	var parts []string
	if n.kind == 'a' {
		for _, v := range n.vals {
			parts = append(parts, in+hs5Pretty(v, indent, colon, order, ascii, depth+1))
		}
	} else {
		for _, i := range order(n.keys) {
			parts = append(parts, in+hs5Quote(n.keys[i], ascii)+colon+hs5Pretty(n.vals[i], indent, colon, order, ascii, depth+1))
		}
	}
	return open + "\n" + strings.Join(parts, ",\n") + "\n" + strings.Repeat(indent, depth) + closing
}

// hs5CJSON writes n as cJSON_Print lays it out: an object's members one a line,
// indented by tabs, a tab after the colon; an array's elements on one line after
// "[", separated by ", ", an object inside it opening on that line.
func hs5CJSON(n *hs5JSON, depth int) string {
	switch n.kind {
	case 's':
		return hs5Quote(n.str, false)
	case 'r':
		return n.raw
	case 'a':
		parts := make([]string, len(n.vals))
		for i, v := range n.vals {
			parts[i] = hs5CJSON(v, depth)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	depth++
	var b strings.Builder
	b.WriteString("{\n")
	for i, k := range n.keys {
		b.WriteString(strings.Repeat("\t", depth) + hs5Quote(k, false) + ":\t" + hs5CJSON(n.vals[i], depth))
		if i+1 < len(n.keys) {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString(strings.Repeat("\t", depth-1) + "}")
	return b.String()
}

// hs5ReJSON re-serialises a JSON answer with render; any other answer is unchanged.
func hs5ReJSON(t *testing.T, c *Case, render func(n *hs5JSON) string) string {
	if c.Output.Kind != "json" {
		return c.Golden
	}
	n, err := hs5ParseJSON(c.Golden)
	require.NoError(t, err, c.ID)
	return render(n)
}

var (
	hs5Bullet      = regexp.MustCompile(`(?m)^- `)
	hs5OneDigitNum = regexp.MustCompile(`(?m)^([1-9])\. `)
	hs5AnyNum      = regexp.MustCompile(`(?m)^(\d+)\. `)
	hs5ListItem    = regexp.MustCompile(`^(- |\d+\. )(.*)$`)
	hs5Code        = regexp.MustCompile(`[A-Z]{2,5}-\d[\d-]*\d|\d{2}-\d{4}-[A-Z]{2}`)
	hs5Date        = regexp.MustCompile(`\d{2}\.\d{2}\.\d{4}|(?:\d{4}年)?\d{1,2}月\d{1,2}日`)
	hs5JaNameSama  = regexp.MustCompile(`(\p{Han}{1,3}) (\p{Han}{1,3})様`)
	hs5JaNameAlone = regexp.MustCompile(`^(\p{Han}{1,3}) (\p{Han}{1,3})$`)
)

// hs5Markdown applies f to a Markdown answer only.
func hs5Markdown(c *Case, f func(string) string) string {
	if c.Output.Kind != "markdown" {
		return c.Golden
	}
	return f(c.Golden)
}

// hs5Text applies f to a plain-text answer only (letters and summaries: what a mail
// client or a text editor carries).
func hs5Text(c *Case, f func(string) string) string {
	if c.Output.Kind != "text" {
		return c.Golden
	}
	return f(c.Golden)
}

// hs5Lines applies f to every line of s.
func hs5Lines(s string, f func(string) []string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		out = append(out, f(l)...)
	}
	return strings.Join(out, "\n")
}

// hs5FlowedWrap wraps a line longer than max at spaces as an RFC 3676 format=flowed
// mail does: every soft break keeps its space at the end of the line.
func hs5FlowedWrap(line string, max int) []string {
	if utf8.RuneCountInString(line) <= max {
		return []string{line}
	}
	words := strings.Split(line, " ")
	var out []string
	cur := words[0]
	for _, w := range words[1:] {
		if utf8.RuneCountInString(cur)+1+utf8.RuneCountInString(w) > max {
			out = append(out, cur+" ")
			cur = w
			continue
		}
		cur += " " + w
	}
	return append(out, cur)
}

// hs5JaTotenWrap breaks a Japanese line longer than max runes after a 、 or 。, as
// Japanese business mail is wrapped by its writer at about 35 characters: at the last
// one within max unless that leaves a stub of a line, else at the first one after;
// never inside brackets.
func hs5JaTotenWrap(line string, max int) []string {
	rs := []rune(line)
	var out []string
	for len(rs) > max {
		before, after, depth := -1, -1, 0
		for i := 0; i+1 < len(rs); i++ {
			switch rs[i] {
			case '（', '「', '『':
				depth++
			case '）', '」', '』':
				depth--
			}
			if depth > 0 || rs[i] != '、' && rs[i] != '。' {
				continue
			}
			if i < max {
				before = i
			} else if after < 0 {
				after = i
			}
		}
		j := before
		if j < max/3 && after >= 0 {
			j = after
		}
		if j < 0 {
			break
		}
		out = append(out, string(rs[:j+1]))
		rs = rs[j+1:]
	}
	return append(out, string(rs))
}

func hs5Cols(r rune) int {
	switch width.LookupRune(r).Kind() {
	case width.EastAsianWide, width.EastAsianFullwidth:
		return 2
	}
	return 1
}

const (
	hs5NoStart = "、。，．）」』】〕・：；？！ー〜ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ)]}.,:;!?"
	hs5NoEnd   = "（「『【〔〒([{"
)

func hs5WordRune(r rune) bool {
	return r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune(".,-/", r))
}

// hs5KinsokuWrap wraps a line at cols display columns (full-width characters two) as
// a Japanese mailer does: a character that may not start a line hangs on the line
// before, one that may not end a line moves down, a run of Latin letters and digits
// is not split nor parted from what follows it (2026年, 1,400万円), and a space at a
// break goes.
func hs5KinsokuWrap(line string, cols int) []string {
	var out []string
	var cur []rune
	col := 0
	for _, r := range line {
		w := hs5Cols(r)
		if col+w <= cols || len(cur) == 0 {
			cur = append(cur, r)
			col += w
			continue
		}
		if strings.ContainsRune(hs5NoStart, r) {
			out = append(out, string(append(cur, r)))
			cur, col = nil, 0
			continue
		}
		k := len(cur)
		if r != ' ' {
			for k > 0 && hs5WordRune(cur[k-1]) {
				k--
			}
			if k == 0 {
				k = len(cur)
			}
		}
		for k > 1 && strings.ContainsRune(hs5NoEnd, cur[k-1]) {
			k--
		}
		out = append(out, strings.TrimRight(string(cur[:k]), " "))
		cur = append(append([]rune{}, cur[k:]...), r)
		if cur[0] == ' ' {
			cur = cur[1:]
		}
		col = 0
		for _, x := range cur {
			col += hs5Cols(x)
		}
	}
	return append(out, string(cur))
}

// hs5SemanticBreaks puts each sentence of a Markdown paragraph or list item on a line
// of its own ("semantic line breaks"), a list item's continuation lines indented to
// its content: the rendered document is the same.
func hs5SemanticBreaks(lang, s string) string {
	return hs5Lines(s, func(l string) []string {
		if l == "" || strings.HasPrefix(l, "|") || strings.HasPrefix(l, "・") {
			return []string{l}
		}
		marker, body := "", l
		if m := hs5ListItem.FindStringSubmatch(l); m != nil {
			marker, body = m[1], m[2]
		}
		sens := hoSentences(lang, body)
		if len(sens) < 2 {
			return []string{l}
		}
		pad := strings.Repeat(" ", len(marker))
		var out []string
		for i, sen := range sens {
			sen = strings.TrimRight(sen, " ")
			if sen == "" {
				continue
			}
			if i == 0 {
				out = append(out, marker+sen)
			} else {
				out = append(out, pad+sen)
			}
		}
		return out
	})
}

// hs5Particles end a Japanese phrase (bunsetsu) when a kanji, a katakana word or a
// bracket follows.
const hs5Particles = "をにがはでとのもへやてら"

// hs5BudouX inserts a zero-width space at Japanese phrase boundaries, as BudouX does
// to let a browser break lines between phrases: after a particle or a te-form before
// a kanji, a katakana word or an opening bracket.
func hs5BudouX(s string) string {
	rs := []rune(s)
	var b strings.Builder
	for i, r := range rs {
		if i > 0 && strings.ContainsRune(hs5Particles, rs[i-1]) &&
			(unicode.Is(unicode.Han, r) || (unicode.Is(unicode.Katakana, r) && r != 'ー' && r != '・') || r == '「') {
			b.WriteRune('\u200b')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// hs5Isolate wraps every match of re in U+2068 … U+2069.
func hs5Isolate(re *regexp.Regexp, s string) string {
	return re.ReplaceAllStringFunc(s, func(m string) string { return "\u2068" + m + "\u2069" })
}

// hs5JIS is Excel's JIS(): every half-width ASCII character full width, the space an
// ideographic space.
func hs5JIS(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == ' ':
			return '\u3000'
		case r > 0x20 && r < 0x7f:
			return r + 0xfee0
		}
		return r
	}, s)
}

// hoHarmlessSweep5 is the fifth sweep of harmless variants (see the file comment).
var hoHarmlessSweep5 = []hoHarmless{
	// PostgreSQL jsonb::text: members ordered shorter keys first, ", " and ": ", numbers
	// as written (numeric keeps 185.00).
	{"sweep5_json_postgres_jsonb_text", func(t *testing.T, lang string, c *Case) string {
		return hs5ReJSON(t, c, func(n *hs5JSON) string { return hs5Compact(n, ", ", ": ", hs5LengthFirst, false) })
	}},
	// PostgreSQL jsonb_pretty(): four-space indent, jsonb's key order.
	{"sweep5_json_postgres_jsonb_pretty", func(t *testing.T, lang string, c *Case) string {
		return hs5ReJSON(t, c, func(n *hs5JSON) string { return hs5Pretty(n, "    ", ": ", hs5LengthFirst, false, 0) })
	}},
	// PostgreSQL json_build_object / json_build_array: one line, `"key" : value`,
	// members in the order built.
	{"sweep5_json_postgres_json_build_object", func(t *testing.T, lang string, c *Case) string {
		return hs5ReJSON(t, c, func(n *hs5JSON) string { return hs5Compact(n, ", ", " : ", hs5AsWritten, false) })
	}},
	// Perl json_pp (JSON::PP pretty): three-space indent, `"key" : value`, a final
	// newline.
	{"sweep5_json_perl_json_pp", func(t *testing.T, lang string, c *Case) string {
		return hs5ReJSON(t, c, func(n *hs5JSON) string { return hs5Pretty(n, "   ", " : ", hs5AsWritten, false, 0) + "\n" })
	}},
	// cJSON_Print's layout: tabs, a tab after each colon, arrays inline.
	{"sweep5_json_cjson_print", func(t *testing.T, lang string, c *Case) string {
		return hs5ReJSON(t, c, func(n *hs5JSON) string { return hs5CJSON(n, 0) })
	}},
	// jq -a .: two-space indent, non-ASCII as lower-case \u escapes, a final newline.
	{"sweep5_json_jq_ascii_output", func(t *testing.T, lang string, c *Case) string {
		return hs5ReJSON(t, c, func(n *hs5JSON) string { return hs5Pretty(n, "  ", ": ", hs5AsWritten, true, 0) + "\n" })
	}},
	// (The helper's 26th variant, a bare ``` fence around the JSON, is left out: the
	// fixtures ask for JSON alone, and a fence is what batch 6 counts as damage,
	// json_code_fenced, since a client parsing the body as JSON fails on it.)
	// A JSON grammar's trailing whitespace rule (llama.cpp json.gbnf) run on after the
	// closing brace: newlines and spaces until the stop.
	{"sweep5_json_grammar_trailing_ws", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		return c.Golden + "\n\n\n\n  "
	}},
	// pandoc's Markdown writer and remark-stringify's tab-stop list indent: "-   item",
	// "1.  item", "10. item".
	{"sweep5_md_pandoc_list_tab_stop", func(t *testing.T, lang string, c *Case) string {
		return hs5Markdown(c, func(s string) string {
			return hs5OneDigitNum.ReplaceAllString(hs5Bullet.ReplaceAllString(s, "-   "), "$1.  ")
		})
	}},
	// cmark -t commonmark: bullets as "  - item", ordered items "1.  item".
	{"sweep5_md_cmark_list_markers", func(t *testing.T, lang string, c *Case) string {
		return hs5Markdown(c, func(s string) string {
			return hs5OneDigitNum.ReplaceAllString(hs5Bullet.ReplaceAllString(s, "  - "), "$1.  ")
		})
	}},
	// html2text: list items indented two spaces, bullets as "*".
	{"sweep5_md_html2text_lists", func(t *testing.T, lang string, c *Case) string {
		return hs5Markdown(c, func(s string) string {
			return hs5AnyNum.ReplaceAllString(hs5Bullet.ReplaceAllString(s, "  * "), "  $1. ")
		})
	}},
	// A word processor's plain-text export of its lists: "•" or the number, then a tab.
	{"sweep5_word_txt_list_tabs", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" {
			return c.Golden
		}
		return hs5AnyNum.ReplaceAllString(hs5Bullet.ReplaceAllString(c.Golden, "•\t"), "$1.\t")
	}},
	// German DIN 5008 lists: the en dash as the bullet.
	{"sweep5_de_din5008_en_dash_bullets", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" || c.Output.Kind == "json" {
			return c.Golden
		}
		return hs5Bullet.ReplaceAllString(c.Golden, "– ")
	}},
	// A German letter sent as format=flowed plain text (Thunderbird): lines over 72
	// characters wrapped at spaces, each soft break marked by its trailing space.
	{"sweep5_de_mail_flowed_wrap72", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hs5Text(c, func(s string) string {
			return hs5Lines(s, func(l string) []string { return hs5FlowedWrap(l, 72) })
		})
	}},
	// Japanese business mail wrapped by its writer at about 35 characters, after a
	// 、 or 。.
	{"sweep5_ja_mail_wrap_toten35", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hs5Text(c, func(s string) string {
			return hs5Lines(s, func(l string) []string { return hs5JaTotenWrap(l, 35) })
		})
	}},
	// A Japanese mailer's fixed wrap at 72 columns with kinsoku rules.
	{"sweep5_ja_mailer_wrap72_kinsoku", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hs5Text(c, func(s string) string {
			return hs5Lines(s, func(l string) []string { return hs5KinsokuWrap(l, 72) })
		})
	}},
	// Semantic line breaks in Markdown: one sentence a line, list continuations
	// indented.
	{"sweep5_md_semantic_line_breaks", func(t *testing.T, lang string, c *Case) string {
		return hs5Markdown(c, func(s string) string { return hs5SemanticBreaks(lang, s) })
	}},
	// Outlook's HTML mail as plain text: an empty paragraph is a line holding one
	// no-break space.
	{"sweep5_outlook_nbsp_blank_lines", func(t *testing.T, lang string, c *Case) string {
		return hs5Text(c, func(s string) string {
			return hs5Lines(s, func(l string) []string {
				if l == "" {
					return []string{"\u00a0"}
				}
				return []string{l}
			})
		})
	}},
	// A rich-text editor's forced line breaks (Pages, TextEdit, InDesign): a line break
	// inside a block (address, signature, consecutive lines) is U+2028; paragraphs
	// stay.
	{"sweep5_rich_text_line_separators", func(t *testing.T, lang string, c *Case) string {
		return hs5Text(c, func(s string) string {
			lines := strings.Split(s, "\n")
			var b strings.Builder
			for i, l := range lines {
				if i > 0 {
					if l != "" && lines[i-1] != "" {
						b.WriteString("\u2028")
					} else {
						b.WriteString("\n")
					}
				}
				b.WriteString(l)
			}
			return b.String()
		})
	}},
	// Text copied from a Qt text widget (QTextCursor::selectedText): every line break
	// is U+2029.
	{"sweep5_qt_paragraph_separators", func(t *testing.T, lang string, c *Case) string {
		return hs5Text(c, func(s string) string { return strings.ReplaceAll(s, "\n", "\u2029") })
	}},
	// NFKD: compatibility and canonical decomposition (（ → (, が → か + ゙, ü → u + ̈).
	{"sweep5_nfkd", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, norm.NFKD.String)
	}},
	// BudouX's zero-width spaces between Japanese phrases (prose only: text, Markdown,
	// JSON strings of 40 characters or more).
	{"sweep5_ja_budoux_zwsp", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string {
			if c.Output.Kind == "json" && utf8.RuneCountInString(s) < 40 {
				return s
			}
			return hs5BudouX(s)
		})
	}},
	// Mozilla Fluent's isolation of placeables: order numbers and dates in a text or
	// Markdown answer wrapped in U+2068 … U+2069.
	{"sweep5_fluent_bidi_isolates", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" {
			return c.Golden
		}
		return hs5Isolate(hs5Date, hs5Isolate(hs5Code, c.Golden))
	}},
	// A Japanese IME's full-width space between family and given name (小林　恵子様).
	{"sweep5_ja_name_ideographic_space", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string {
			s = hs5JaNameAlone.ReplaceAllString(s, "${1}\u3000${2}")
			return hs5JaNameSama.ReplaceAllString(s, "${1}\u3000${2}様")
		})
	}},
	// Excel's JIS() over a Japanese text answer or the Japanese text fields of a JSON
	// answer: all ASCII full width, spaces ideographic.
	{"sweep5_ja_excel_jis_fullwidth", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" || c.Output.Kind == "markdown" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string {
			// In a JSON answer only the Japanese text fields (a column one would convert),
			// not ISO dates, codes or postal codes.
			if c.Output.Kind == "json" && !strings.ContainsFunc(s, func(r rune) bool { return r > 0x7f }) {
				return s
			}
			return hs5JIS(s)
		})
	}},
}
