package grade

// A seventh false-alarm sweep (hoHarmlessSweep7): harmless variants, typography or
// serialisation only. Each is the very same answer as another tool, platform or locale
// renders, stores or transmits it, and no user would call it a different answer: no
// word, number, sentence or list item changes, nor their order or language. The tools
// are ones the earlier sweeps did not model, or model a narrower or mixed use of a
// known character:
//   - Unicode: one line pasted from macOS in NFD among NFC lines, or from a CRM that
//     NFKC-normalises, or from an HTML page whose spaces were &nbsp;; product names in
//     „…“ / 「…」 in NFD as Finder gives them; German ligature suppression with ZWNJ at
//     compound joints (Prüf|labor), as DTP tools do; a BOM at the start of every chunk
//     of concatenated text files.
//   - CMS and mail-merge: widow control (the last space of a paragraph or list item a
//     no-break space); given and family name joined by a no-break space; Japanese
//     paragraphs indented with an em space (&emsp;) instead of an ideographic space.
//   - JSON serialisers: Python's float repr (185.00 → 185.0), Java org.json (HashMap
//     key order, compact, trailing zeros stripped), Go (struct order at the top, map
//     keys sorted inside, MarshalIndent), jq 1.6 (numbers as doubles, pretty).
//   - Storage and rendering: a fixed-width NCHAR(2000) field padded with spaces; a
//     lynx -dump of a text letter (every line indented by three spaces); Markdown as
//     turndown writes it back from HTML ("*   ", "1.  ", "| --- |").
//   - Japanese conventions: 公用文 commas (，with 。); dates with full-width digits as
//     Word's date insertion writes them; a signature right-aligned with ideographic
//     spaces; full-width spaces left at line ends; one number typed in full-width
//     mode; one pair of brackets typed half-width.
//   - German conventions, mixed within one answer: one quote pair typed straight; one
//     amount grouped with narrow no-break spaces (DIN 5008) while the others use dots.
//
// First sight (2026-12-04): 223 variant answers changed, 0 false alarms, no check fired.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// hoS7JSON is a JSON value with its object keys in written order and its numbers as
// written, for the serialiser variants.
type hoS7JSON struct {
	kind byte // 'o' object, 'a' array, 's' string, 'n' number, 'b' bool, 'z' null
	keys []string
	vals []*hoS7JSON
	lit  string // a string's value, a number's literal, "true"/"false"
}

func hoS7ParseJSON(s string) (*hoS7JSON, bool) {
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	v, err := hoS7ParseValue(dec)
	if err != nil {
		return nil, false
	}
	if _, err := dec.Token(); err == nil {
		return nil, false // trailing data
	}
	return v, true
}

func hoS7ParseValue(dec *json.Decoder) (*hoS7JSON, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch v := tok.(type) {
	case json.Delim:
		n := &hoS7JSON{kind: 'a'}
		if v == '{' {
			n.kind = 'o'
		}
		for dec.More() {
			if n.kind == 'o' {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				k, ok := kt.(string)
				if !ok {
					return nil, fmt.Errorf("key %v", kt)
				}
				n.keys = append(n.keys, k)
			}
			val, err := hoS7ParseValue(dec)
			if err != nil {
				return nil, err
			}
			n.vals = append(n.vals, val)
		}
		if _, err := dec.Token(); err != nil { // the closing delimiter
			return nil, err
		}
		return n, nil
	case string:
		return &hoS7JSON{kind: 's', lit: v}, nil
	case json.Number:
		return &hoS7JSON{kind: 'n', lit: string(v)}, nil
	case bool:
		return &hoS7JSON{kind: 'b', lit: strconv.FormatBool(v)}, nil
	case nil:
		return &hoS7JSON{kind: 'z', lit: "null"}, nil
	}
	return nil, fmt.Errorf("token %v", tok)
}

// hoS7JSONStyle is how one serialiser writes a value.
type hoS7JSONStyle struct {
	indent       string // "" writes one line
	colon, comma string // separators of a one-line value
	num          func(lit string) string
	order        func(n *hoS7JSON, depth int) []int // the order of an object's members
	escape       func(r rune) bool                  // runes written as \uXXXX besides controls
}

func hoS7Quote(s string, escape func(r rune) bool) string {
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
		case r < 0x20 || (escape != nil && escape(r)):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

func (st hoS7JSONStyle) encode(b *strings.Builder, n *hoS7JSON, depth int) {
	switch n.kind {
	case 's':
		b.WriteString(hoS7Quote(n.lit, st.escape))
		return
	case 'n':
		if st.num != nil {
			b.WriteString(st.num(n.lit))
		} else {
			b.WriteString(n.lit)
		}
		return
	case 'b', 'z':
		b.WriteString(n.lit)
		return
	}
	open, close := "[", "]"
	if n.kind == 'o' {
		open, close = "{", "}"
	}
	idx := make([]int, len(n.vals))
	for i := range idx {
		idx[i] = i
	}
	if n.kind == 'o' && st.order != nil {
		idx = st.order(n, depth)
	}
	b.WriteString(open)
	if len(idx) == 0 {
		b.WriteString(close)
		return
	}
	for j, i := range idx {
		if j > 0 {
			if st.indent == "" {
				b.WriteString(st.comma)
			} else {
				b.WriteString(",")
			}
		}
		if st.indent != "" {
			b.WriteString("\n" + strings.Repeat(st.indent, depth+1))
		}
		if n.kind == 'o' {
			b.WriteString(hoS7Quote(n.keys[i], st.escape))
			if st.indent == "" {
				b.WriteString(st.colon)
			} else {
				b.WriteString(": ")
			}
		}
		st.encode(b, n.vals[i], depth+1)
	}
	if st.indent != "" {
		b.WriteString("\n" + strings.Repeat(st.indent, depth))
	}
	b.WriteString(close)
}

// hoS7Reserialise writes a JSON answer again in a serialiser's style; a text answer,
// or one that does not parse, is returned unchanged.
func hoS7Reserialise(c *Case, st hoS7JSONStyle) string {
	if c.Output.Kind != "json" {
		return c.Golden
	}
	n, ok := hoS7ParseJSON(c.Golden)
	if !ok {
		return c.Golden
	}
	var b strings.Builder
	st.encode(&b, n, 0)
	return b.String()
}

// hoS7AsDouble writes a number literal as a double's shortest form: with ".0" for an
// integral value when pointZero (Python's repr), without it otherwise (jq 1.6, JS).
// Integers written without a fraction stay as they are.
func hoS7AsDouble(lit string, pointZero bool) string {
	if !strings.ContainsAny(lit, ".eE") {
		return lit
	}
	f, err := strconv.ParseFloat(lit, 64)
	if err != nil {
		return lit
	}
	s := strconv.FormatFloat(f, 'f', -1, 64)
	if pointZero && !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
}

// hoS7JavaHashOrder is the iteration order of a java.util.HashMap filled with the keys
// in written order: buckets by the spread String.hashCode, in order within a bucket.
func hoS7JavaHashOrder(keys []string) []int {
	n := 16
	for float64(len(keys)) > 0.75*float64(n) {
		n *= 2
	}
	bucket := func(k string) int {
		var h int32
		for _, u := range utf16Units(k) {
			h = 31*h + int32(u)
		}
		x := uint32(h)
		x ^= x >> 16
		return int(x & uint32(n-1))
	}
	idx := make([]int, len(keys))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return bucket(keys[a]) - bucket(keys[b]) })
	return idx
}

func utf16Units(s string) []uint16 {
	var out []uint16
	for _, r := range s {
		if r >= 0x10000 {
			r -= 0x10000
			out = append(out, uint16(0xD800+(r>>10)), uint16(0xDC00+(r&0x3FF)))
			continue
		}
		out = append(out, uint16(r))
	}
	return out
}

// hoS7OrgJSONNumber is org.json's JSONObject.numberToString of a BigDecimal: trailing
// zeros of the fraction stripped, and the point with them.
func hoS7OrgJSONNumber(lit string) string {
	if !strings.Contains(lit, ".") || strings.ContainsAny(lit, "eE") {
		return lit
	}
	lit = strings.TrimRight(lit, "0")
	return strings.TrimSuffix(lit, ".")
}

// hoS7OneString applies f to one string of the answer: a JSON answer's longest string
// value that f changes (re-encoded as written), or a text answer as a whole.
func hoS7OneString(t *testing.T, c *Case, f func(string) string) string {
	if c.Output.Kind != "json" {
		return f(c.Golden)
	}
	doc := parseJSONNode(t, c.Golden)
	var strs []*string
	var walk func(n *jsonNode)
	walk = func(n *jsonNode) {
		if n.str != nil {
			strs = append(strs, n.str)
		}
		for _, e := range slices.Concat(n.vals, n.elems) {
			walk(e)
		}
	}
	walk(doc)
	var best *string
	for _, p := range strs {
		if f(*p) != *p && (best == nil || len(*p) > len(*best)) {
			best = p
		}
	}
	if best == nil {
		return c.Golden
	}
	*best = f(*best)
	var b bytes.Buffer
	doc.encode(&b, same, false)
	return b.String()
}

var (
	hoS7MdBlock     = regexp.MustCompile(`^(?:[-*+] |\d+\. |\|)`)
	hoS7Bracketed   = regexp.MustCompile(`„[^“\n]+“|「[^」\n]+」`)
	hoS7Word        = regexp.MustCompile(`\p{L}+`)
	hoS7FullName    = regexp.MustCompile(`\b(Petra|Julia|Ken|Katharina) (\p{Lu})`)
	hoS7LowQuote    = regexp.MustCompile(`„([^“\n]*)“`)
	hoS7JaDateNum   = regexp.MustCompile(`(?:\d{4}年)?\d{1,2}月\d{1,2}日|令和\d{1,2}年`)
	hoS7JaParens    = regexp.MustCompile(`（([^（）\n]*)）`)
	hoS7Number      = regexp.MustCompile(`[0-9](?:[0-9,]*[0-9])?`)
	hoS7TableRule   = regexp.MustCompile(`^\|(?:-+\|)+$`)
	hoS7OrderedItem = regexp.MustCompile(`^(\d+)\. `)
)

// hoS7Lines applies f to each line of a text or Markdown answer (a JSON answer
// unchanged) with its index and all lines.
func hoS7Lines(c *Case, f func(i int, lines []string) string) string {
	if c.Output.Kind == "json" {
		return c.Golden
	}
	lines := strings.Split(c.Golden, "\n")
	out := slices.Clone(lines)
	for i := range lines {
		out[i] = f(i, lines)
	}
	return strings.Join(out, "\n")
}

// hoS7MdStructural reports a Markdown line whose start is syntax (a list item or a
// table row): an invisible character before it would change how it renders.
func hoS7MdStructural(c *Case, line string) bool {
	return c.Output.Kind == "markdown" && hoS7MdBlock.MatchString(line)
}

// hoS7Fullwidth writes ASCII digits and commas as their full-width forms.
func hoS7Fullwidth(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= '0' && r <= '9':
			return r + 0xFEE0
		case r == ',':
			return '，'
		}
		return r
	}, s)
}

// hoS7Width is a line's width in monospace columns (East Asian wide characters two).
func hoS7Width(s string) int {
	w := 0
	for _, r := range s {
		if unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) || (r >= 0x3000 && r <= 0x303F) || (r >= 0xFF01 && r <= 0xFF60) {
			w += 2
		} else {
			w++
		}
	}
	return w
}

// hoS7LigatureStems are German stems ending in f that begin compounds; a ZWNJ after
// one, before f, i, l or t and a word of its own, keeps a ligature from the joint.
var hoS7LigatureStems = []string{"auf", "lauf", "prüf", "kauf", "brief", "kopf", "schiff", "tief", "ruf", "schlaf", "straf"}

func hoS7ZWNJJoints(s string) string {
	return hoS7Word.ReplaceAllStringFunc(s, func(w string) string {
		lw := strings.ToLower(w)
		var at []int
		for _, stem := range hoS7LigatureStems {
			for from := 0; ; {
				i := strings.Index(lw[from:], stem)
				if i < 0 {
					break
				}
				p := from + i + len(stem)
				from = from + i + 1
				if p < len(lw) && strings.ContainsRune("filt", rune(lw[p])) && utf8.RuneCountInString(lw[p:]) >= 4 && !slices.Contains(at, p) {
					at = append(at, p)
				}
			}
		}
		if len(at) == 0 {
			return w
		}
		slices.Sort(at)
		var b strings.Builder
		prev := 0
		for _, p := range at {
			b.WriteString(w[prev:p] + "\u200c")
			prev = p
		}
		b.WriteString(w[prev:])
		return b.String()
	})
}

// hoHarmlessSweep7 is the seventh sweep's variants (see the file comment).
var hoHarmlessSweep7 = []hoHarmless{
	// One line pasted from a macOS app in NFD among NFC lines (a JSON answer: its
	// longest string that decomposes): ü as u + U+0308, が as か + U+3099.
	{"hoS7_nfd_one_line_mixed_forms", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" {
			return hoS7OneString(t, c, norm.NFD.String)
		}
		lines := strings.Split(c.Golden, "\n")
		var cands []int
		for i, l := range lines {
			if norm.NFD.String(l) != l {
				cands = append(cands, i)
			}
		}
		if len(cands) == 0 {
			return c.Golden
		}
		i := cands[len(cands)/2]
		lines[i] = norm.NFD.String(lines[i])
		return strings.Join(lines, "\n")
	}},
	// Product and menu names in „…“ / 「…」 in NFD, as copied from a macOS file name.
	{"hoS7_nfd_bracketed_names_from_finder", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string {
			return hoS7Bracketed.ReplaceAllStringFunc(s, norm.NFD.String)
		})
	}},
	// German DTP ligature suppression: a ZERO WIDTH NON-JOINER at a compound joint
	// after an f (Prüf|labor, Vorlauf|temperatur).
	{"hoS7_de_zwnj_at_ligature_joints", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hoStringsOrText(t, c, hoS7ZWNJJoints)
	}},
	// Text files concatenated with their byte order marks: U+FEFF at the start of
	// every paragraph (not before Markdown list or table syntax).
	{"hoS7_bom_at_each_concatenated_chunk", func(t *testing.T, lang string, c *Case) string {
		return hoS7Lines(c, func(i int, lines []string) string {
			l := lines[i]
			if l == "" || (i > 0 && lines[i-1] != "") || hoS7MdStructural(c, l) {
				return l
			}
			return "\ufeff" + l
		})
	}},
	// A CMS's widow control (typogrify's widont): the last space of each paragraph and
	// list item a no-break space. Table rows are left alone.
	{"hoS7_cms_widont_nbsp", func(t *testing.T, lang string, c *Case) string {
		return hoS7Lines(c, func(i int, lines []string) string {
			l := lines[i]
			if l == "" || strings.HasPrefix(l, "|") {
				return l
			}
			last := i+1 == len(lines) || lines[i+1] == "" || hoS7MdStructural(c, lines[i+1]) || strings.HasPrefix(lines[i+1], "|")
			if !last {
				return l
			}
			k := strings.LastIndex(strings.TrimRight(l, " "), " ")
			if k <= 0 || l[k-1] == ' ' || (hoS7MdStructural(c, l) && k <= len(hoS7MdBlock.FindString(l))-1) {
				return l
			}
			return l[:k] + "\u00a0" + l[k+1:]
		})
	}},
	// Python json.dumps(json.loads(s), ensure_ascii=False): numbers with a fraction
	// become floats and print as their repr (185.00 → 185.0, 1249.90 → 1249.9).
	{"hoS7_json_python_float_repr", func(t *testing.T, lang string, c *Case) string {
		return hoS7Reserialise(c, hoS7JSONStyle{colon: ": ", comma: ", ", num: func(l string) string { return hoS7AsDouble(l, true) }})
	}},
	// Java org.json: new JSONObject(s).toString(): members in HashMap order, compact,
	// BigDecimal trailing zeros stripped (185.00 → 185), U+2000–U+20FF escaped.
	{"hoS7_json_org_json_hashmap_compact", func(t *testing.T, lang string, c *Case) string {
		return hoS7Reserialise(c, hoS7JSONStyle{colon: ":", comma: ",", num: hoS7OrgJSONNumber,
			order:  func(n *hoS7JSON, _ int) []int { return hoS7JavaHashOrder(n.keys) },
			escape: func(r rune) bool { return (r >= 0x80 && r < 0xa0) || (r >= 0x2000 && r < 0x2100) }})
	}},
	// Go: a struct at the top level (fields in declared order) holding nested objects as
	// map[string]any (keys sorted), written with json.MarshalIndent and two spaces.
	{"hoS7_json_go_inner_maps_sorted", func(t *testing.T, lang string, c *Case) string {
		return hoS7Reserialise(c, hoS7JSONStyle{indent: "  ", order: func(n *hoS7JSON, depth int) []int {
			idx := make([]int, len(n.keys))
			for i := range idx {
				idx[i] = i
			}
			if depth > 0 {
				slices.SortStableFunc(idx, func(a, b int) int { return strings.Compare(n.keys[a], n.keys[b]) })
			}
			return idx
		}, escape: func(r rune) bool { return r == '<' || r == '>' || r == '&' || r == 0x2028 || r == 0x2029 }})
	}},
	// jq 1.6 '.': pretty with two spaces, numbers read as doubles and written shortest
	// (185.00 → 185, 64.50 → 64.5), key order kept.
	{"hoS7_json_jq16_pretty_doubles", func(t *testing.T, lang string, c *Case) string {
		return hoS7Reserialise(c, hoS7JSONStyle{indent: "  ", num: func(l string) string { return hoS7AsDouble(l, false) },
			escape: func(r rune) bool { return r == 0x7f }})
	}},
	// A text letter as lynx -dump renders it from its HTML mail: every line indented
	// by three spaces.
	{"hoS7_lynx_dump_indented_text", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "text" {
			return c.Golden
		}
		return hoS7Lines(c, func(i int, lines []string) string {
			if lines[i] == "" {
				return ""
			}
			return "   " + lines[i]
		})
	}},
	// Japanese lines ending in an ideographic space, as an IME leaves one typed before
	// Enter (not on table rows).
	{"hoS7_ja_trailing_ideographic_spaces", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoS7Lines(c, func(i int, lines []string) string {
			l := lines[i]
			if l == "" || strings.HasPrefix(l, "|") {
				return l
			}
			return l + "\u3000"
		})
	}},
	// Markdown as turndown writes it back from the rendered HTML: "*   " bullets,
	// "1.  " ordered markers, "| --- |" table rules.
	{"hoS7_md_turndown_list_markers", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "markdown" {
			return c.Golden
		}
		return hoS7Lines(c, func(i int, lines []string) string {
			l := lines[i]
			switch {
			case strings.HasPrefix(l, "- "):
				return "*   " + l[2:]
			case hoS7OrderedItem.MatchString(l):
				return hoS7OrderedItem.ReplaceAllString(l, "$1.  ")
			case hoS7TableRule.MatchString(l):
				return "|" + strings.Repeat(" --- |", strings.Count(l, "|")-1)
			}
			return l
		})
	}},
	// A mail merge of «Vorname» «Nachname» with a protected space: given and family
	// name joined by a no-break space (Petra Müller, Katharina Weber).
	{"hoS7_de_nbsp_between_given_and_family_name", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string { return hoS7FullName.ReplaceAllString(s, "$1\u00a0$2") })
	}},
	// Stored in a fixed-width NCHAR(2000) column and read back: padded with spaces to
	// 2000 characters.
	{"hoS7_fixed_width_field_space_padding", func(t *testing.T, lang string, c *Case) string {
		n := utf8.RuneCountInString(c.Golden)
		if n >= 2000 {
			return c.Golden
		}
		return c.Golden + strings.Repeat(" ", 2000-n)
	}},
	// One number typed in the IME's full-width mode, the others half-width (５，５００円
	// among 33,000円): the second number of the answer, not a list marker or part of a
	// code (a JSON answer: its longest string with one).
	{"hoS7_ja_one_number_typed_fullwidth", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoS7OneString(t, c, func(s string) string {
			var cands [][]int
			for _, loc := range hoS7Number.FindAllStringIndex(s, -1) {
				before, _ := utf8.DecodeLastRuneInString(s[:loc[0]])
				after, _ := utf8.DecodeRuneInString(s[loc[1]:])
				code := func(r rune) bool { return r < 0x80 && (unicode.IsLetter(r) || r == '-' || r == '.' || r == '/') }
				// a version after a Latin word (iOS 16) is part of a name
				prev, _ := utf8.DecodeLastRuneInString(strings.TrimSuffix(s[:loc[0]], " "))
				if code(before) || code(after) || (before == ' ' && code(prev)) || ((loc[0] == 0 || before == '\n') && strings.HasPrefix(s[loc[1]:], ". ")) {
					continue
				}
				cands = append(cands, loc)
			}
			if len(cands) == 0 {
				return s
			}
			loc := cands[min(1, len(cands)-1)]
			return s[:loc[0]] + hoS7Fullwidth(s[loc[0]:loc[1]]) + s[loc[1]:]
		})
	}},
	// One pair of German quotes typed straight on a keyboard without autocorrect (the
	// last pair), the others „…“.
	{"hoS7_de_last_quote_pair_straight", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hoS7OneString(t, c, func(s string) string {
			locs := hoS7LowQuote.FindAllStringSubmatchIndex(s, -1)
			if len(locs) == 0 {
				return s
			}
			l := locs[len(locs)-1]
			return s[:l[0]] + `"` + s[l[2]:l[3]] + `"` + s[l[1]:]
		})
	}},
	// A Japanese letter's signature right-aligned with ideographic spaces to 70
	// columns (右寄せ), as a word processor's plain-text export lays it out.
	{"hoS7_ja_signature_right_aligned", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" || c.Output.Kind != "text" {
			return c.Golden
		}
		lines := strings.Split(c.Golden, "\n")
		last := len(lines) - 1
		for last > 0 && lines[last] == "" {
			last--
		}
		l := lines[last]
		if last < 2 || lines[last-1] != "" || strings.HasSuffix(l, "。") {
			return c.Golden
		}
		pad := 70 - hoS7Width(l)
		if pad <= 0 {
			return c.Golden
		}
		lines[last] = strings.Repeat("\u3000", pad/2) + strings.Repeat(" ", pad%2) + l
		return strings.Join(lines, "\n")
	}},
	// One amount grouped the DIN 5008 way with narrow no-break spaces (21 150,00 €),
	// the others with dots: the last amount of a German text.
	{"hoS7_de_last_amount_din_grouping", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" || c.Output.Kind == "json" {
			return c.Golden
		}
		s := c.Golden
		locs := hoDeAmount.FindAllStringIndex(s, -1)
		for k := len(locs) - 1; k >= 0; k-- {
			m := s[locs[k][0]:locs[k][1]]
			if strings.Contains(m, ".") {
				return s[:locs[k][0]] + strings.ReplaceAll(m, ".", "\u202f") + s[locs[k][1]:]
			}
		}
		return s
	}},
	// One pair of brackets typed half-width, the others full-width: the first （…）.
	{"hoS7_ja_one_paren_pair_halfwidth", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoS7OneString(t, c, func(s string) string {
			return hoFirstMatch(hoS7JaParens, s, func(m []string) string { return "(" + m[1] + ")" })
		})
	}},
	// A Japanese CMS's paragraph indent (字下げ) written as &emsp;: an em space before
	// each paragraph ending in 。 (not before Markdown syntax).
	{"hoS7_ja_cms_emsp_paragraph_indent", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoS7Lines(c, func(i int, lines []string) string {
			l := lines[i]
			if !strings.HasSuffix(l, "。") || hoS7MdStructural(c, l) || strings.HasPrefix(l, "・") {
				return l
			}
			return "\u2003" + l
		})
	}},
	// One line pasted from an HTML page whose spaces were &nbsp;: every space of the
	// middle line with spaces a no-break space (a JSON answer: its longest string).
	{"hoS7_one_line_spaces_as_nbsp_from_html", func(t *testing.T, lang string, c *Case) string {
		nbsp := func(s string) string { return strings.ReplaceAll(s, " ", "\u00a0") }
		if c.Output.Kind == "json" {
			return hoS7OneString(t, c, nbsp)
		}
		lines := strings.Split(c.Golden, "\n")
		var cands []int
		for i, l := range lines {
			if strings.Contains(strings.TrimSpace(l), " ") && !hoS7MdStructural(c, l) {
				cands = append(cands, i)
			}
		}
		if len(cands) == 0 {
			return c.Golden
		}
		i := cands[len(cands)/2]
		lines[i] = nbsp(lines[i])
		return strings.Join(lines, "\n")
	}},
	// One line as a CRM that NFKC-normalises its notes for search gives it back
	// (（税込） → (税込), ： → :), the others as written: the line with the most
	// compatibility characters (a JSON answer: its longest string with one).
	{"hoS7_nfkc_one_line_from_crm", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" {
			return hoS7OneString(t, c, norm.NFKC.String)
		}
		lines := strings.Split(c.Golden, "\n")
		best, most := -1, 0
		for i, l := range lines {
			n := 0
			for _, r := range l {
				if norm.NFKC.String(string(r)) != string(r) {
					n++
				}
			}
			if n > most {
				best, most = i, n
			}
		}
		if best < 0 {
			return c.Golden
		}
		lines[best] = norm.NFKC.String(lines[best])
		return strings.Join(lines, "\n")
	}},
	// 公用文 punctuation (1952 rules, still in textbooks and science): 、 written as
	// the full-width comma ，, 。 kept.
	{"hoS7_ja_koyobun_comma", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string { return strings.ReplaceAll(s, "、", "，") })
	}},
	// Dates with full-width digits, as Word's Japanese date insertion (全角) writes
	// them: ２０２６年１０月２３日, 令和８年; other numbers half-width.
	{"hoS7_ja_word_dates_fullwidth_digits", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string { return hoS7JaDateNum.ReplaceAllStringFunc(s, hoS7Fullwidth) })
	}},
}

// hoS7JSONValue decodes a JSON answer with numbers as float64, for comparing values.
func hoS7JSONValue(s string) (any, error) {
	var v any
	err := json.Unmarshal([]byte(strings.TrimSpace(strings.TrimPrefix(s, "\ufeff"))), &v)
	return v, err
}
