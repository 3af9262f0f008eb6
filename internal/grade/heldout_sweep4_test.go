package grade

// A fourth false-alarm sweep of the held-out study: 30 harmless variants of typography
// and serialisation, written blind by a helper that read the fixtures and the study's
// harness only (no check, no earlier variant's body). Each one is what another serving
// stack, API client, Markdown tool, JSON serialiser, word processor or OS text pipeline
// would write for the very same answer.
//
// First sight (2026-12-04): the 30 variants changed 182 answers; 8 false alarms, all
// from two variants. sweep4_ja_ivs_on_name_kanji failed all 4 answers it changed: the
// name checks (name, names) miss "髙橋"/"渡辺 弘様" once U+E0100 follows the kanji, and
// default-well-formed calls two ja summaries misspelt ("marks, kana size or long vowels
// moved"). sweep4_ja_space_before_sama_line failed all 4: salutation, names and
// names-reply miss "小林 恵子様", "渡辺 弘様", "中島 大輔様", "松本様" once the line reads
// "… 様". The other 28 variants (174 answers) fired no check of any severity.
// After: 0, Tidy dropping a glyph's variation selector and a space before 様.

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// hs4Markdown applies f to a Markdown answer only; other answers stay as they are.
func hs4Markdown(c *Case, f func(string) string) string {
	if c.Output.Kind != "markdown" {
		return c.Golden
	}
	return f(c.Golden)
}

// hs4JSON applies f to a JSON answer's parsed document only.
func hs4JSON(t *testing.T, c *Case, f func(n *jsonNode) string) string {
	if c.Output.Kind != "json" {
		return c.Golden
	}
	return f(parseJSONNode(t, c.Golden))
}

// hs4Lines applies f to each line of s.
func hs4Lines(s string, f func(string) string) string {
	ls := strings.Split(s, "\n")
	for i, l := range ls {
		ls[i] = f(l)
	}
	return strings.Join(ls, "\n")
}

var (
	hs4ListItem  = regexp.MustCompile(`^( *)([-*+]|\d+[.)])( +)(.*)$`)
	hs4TableRow  = regexp.MustCompile(`^\s*\|.*\|\s*$`)
	hs4AlignRow  = regexp.MustCompile(`^\s*\|(\s*:?-+:?\s*\|)+\s*$`)
	hs4DeTitle   = regexp.MustCompile(`\b(Dr|Prof)\. `)
	hs4DeOrdinal = regexp.MustCompile(`(\b\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|OG)\b`)
	hs4DeUnit    = regexp.MustCompile(`(\d) (Uhr|Wochen|Jahren|Jahre|Minuten|Stunden|°C)`)
	hs4ModelCode = regexp.MustCompile(`(\p{L}) ([A-Z]{1,3}-?\d+)\b`)
	hs4LegalForm = regexp.MustCompile(`(\p{L}) (GmbH|AG|KG|OHG|Ltd\.)`)
	hs4DeEuro    = regexp.MustCompile(`(\d) €`)
	hs4NumeroJa  = regexp.MustCompile(`No\.(\d)`)
	hs4SamaLine  = regexp.MustCompile(`^(\S.{0,15}[^\s　])様$`)
)

// hs4IsNumber tells a JSON number scalar from true, false and null.
func hs4IsNumber(s string) bool {
	return s != "" && (s[0] == '-' || (s[0] >= '0' && s[0] <= '9'))
}

// hs4JSONStyle is one serialiser's way of writing the same JSON document.
type hs4JSONStyle struct {
	indent   string // "" writes compactly
	nl       string // line ending of pretty output
	colon    string // between key and value
	comma    string // between members of compact output
	jackson  bool   // Jackson's DefaultPrettyPrinter: arrays inline as [ a, b ]
	sortKeys bool
	quote    func(string) string
	num      func(string) string // nil keeps numbers as written
}

// hs4Encode writes n in the style st.
func hs4Encode(n *jsonNode, st hs4JSONStyle) string {
	var b strings.Builder
	var enc func(n *jsonNode, depth int)
	pad := func(d int) string { return strings.Repeat(st.indent, d) }
	enc = func(n *jsonNode, depth int) {
		switch {
		case n.object:
			idx := make([]int, len(n.keys))
			for i := range idx {
				idx[i] = i
			}
			if st.sortKeys {
				slices.SortStableFunc(idx, func(a, c int) int { return strings.Compare(n.keys[a], n.keys[c]) })
			}
			if len(idx) == 0 {
				if st.jackson {
					b.WriteString("{ }")
				} else {
					b.WriteString("{}")
				}
				return
			}
			b.WriteByte('{')
			for j, i := range idx {
				if j > 0 {
					if st.indent == "" {
						b.WriteString(st.comma)
					} else {
						b.WriteByte(',')
					}
				}
				if st.indent != "" {
					b.WriteString(st.nl + pad(depth+1))
				}
				b.WriteString(st.quote(n.keys[i]))
				b.WriteString(st.colon)
				enc(n.vals[i], depth+1)
			}
			if st.indent != "" {
				b.WriteString(st.nl + pad(depth))
			}
			b.WriteByte('}')
		case n.array:
			if len(n.elems) == 0 {
				if st.jackson {
					b.WriteString("[ ]")
				} else {
					b.WriteString("[]")
				}
				return
			}
			if st.jackson {
				// Jackson's arrays are inline and do not nest the indentation.
				b.WriteString("[ ")
				for i, e := range n.elems {
					if i > 0 {
						b.WriteString(", ")
					}
					enc(e, depth)
				}
				b.WriteString(" ]")
				return
			}
			b.WriteByte('[')
			for i, e := range n.elems {
				if i > 0 {
					if st.indent == "" {
						b.WriteString(st.comma)
					} else {
						b.WriteByte(',')
					}
				}
				if st.indent != "" {
					b.WriteString(st.nl + pad(depth+1))
				}
				enc(e, depth+1)
			}
			if st.indent != "" {
				b.WriteString(st.nl + pad(depth))
			}
			b.WriteByte(']')
		case n.str != nil:
			b.WriteString(st.quote(*n.str))
		default:
			if st.num != nil && hs4IsNumber(n.scalar) {
				b.WriteString(st.num(n.scalar))
			} else {
				b.WriteString(n.scalar)
			}
		}
	}
	enc(n, 0)
	return b.String()
}

// hs4Quoter builds a JSON string quoter: esc says which runes become \u escapes
// (upper: upper-case hex), special overrides single runes, slash escapes "/" as "\/".
func hs4Quoter(esc func(r rune) bool, upper bool, special map[rune]string, slash bool) func(string) string {
	hex := func(r rune) string {
		if upper {
			return fmt.Sprintf(`\u%04X`, r)
		}
		return fmt.Sprintf(`\u%04x`, r)
	}
	return func(s string) string {
		var b strings.Builder
		b.WriteByte('"')
		for _, r := range s {
			if sp, ok := special[r]; ok {
				b.WriteString(sp)
				continue
			}
			switch r {
			case '"':
				b.WriteString(`\"`)
			case '\\':
				b.WriteString(`\\`)
			case '\n':
				b.WriteString(`\n`)
			case '\r':
				b.WriteString(`\r`)
			case '\t':
				b.WriteString(`\t`)
			case '/':
				if slash {
					b.WriteString(`\/`)
				} else {
					b.WriteByte('/')
				}
			default:
				switch {
				case r < 0x20:
					b.WriteString(hex(r))
				case esc != nil && esc(r):
					if r > 0xFFFF {
						r -= 0x10000
						b.WriteString(hex(0xD800 + (r >> 10)))
						b.WriteString(hex(0xDC00 + (r & 0x3FF)))
					} else {
						b.WriteString(hex(r))
					}
				default:
					b.WriteRune(r)
				}
			}
		}
		b.WriteByte('"')
		return b.String()
	}
}

var (
	hs4QuoteRaw      = hs4Quoter(nil, false, nil, false)
	hs4QuoteASCII    = hs4Quoter(func(r rune) bool { return r > 0x7E }, false, nil, false)
	hs4QuotePHP      = hs4Quoter(func(r rune) bool { return r > 0x7E }, false, nil, true)
	hs4DotnetSpecial = map[rune]string{'"': `\u0022`, '&': `\u0026`, '\'': `\u0027`, '+': `\u002B`, '<': `\u003C`, '>': `\u003E`, '`': `\u0060`}
	// System.Text.Json's default encoder: everything outside Basic Latin escaped.
	hs4QuoteDotnet = hs4Quoter(func(r rune) bool { return r > 0x7E }, true, hs4DotnetSpecial, false)
	// JavaScriptEncoder.Create(BasicLatin, CjkUnifiedIdeographs, Hiragana, Katakana):
	// kanji and kana stay, CJK punctuation, full-width forms and Latin-1 are escaped.
	hs4QuoteDotnetCJK = hs4Quoter(func(r rune) bool {
		switch {
		case r <= 0x7E:
			return false
		case r >= 0x4E00 && r <= 0x9FFF, r >= 0x3040 && r <= 0x309F, r >= 0x30A0 && r <= 0x30FF:
			return false
		}
		return true
	}, true, hs4DotnetSpecial, false)
	// Go's encoding/json with its default HTML escaping.
	hs4QuoteGo = hs4Quoter(func(r rune) bool { return r == 0x2028 || r == 0x2029 }, false,
		map[rune]string{'<': `\u003c`, '>': `\u003e`, '&': `\u0026`}, false)
)

// hs4JSShortest writes a number as JavaScript's JSON.stringify does: 185.00 is 185,
// 64.50 is 64.5 (the same double).
func hs4JSShortest(s string) string {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return s
	}
	return strconv.FormatFloat(f, 'f', -1, 64)
}

// hs4PyFloat writes a number as Python's json.dumps does after json.loads: a number
// with a fraction is a float in its shortest repr (185.00 → 185.0, 64.50 → 64.5), an
// integer stays.
func hs4PyFloat(s string) string {
	if !strings.ContainsAny(s, ".eE") {
		return s
	}
	f := hs4JSShortest(s)
	if !strings.ContainsAny(f, ".eE") {
		f += ".0"
	}
	return f
}

// hs4EastAsianWidth is a cell's display width as Prettier's string-width counts it.
func hs4EastAsianWidth(s string) int {
	w := 0
	for _, r := range s {
		switch {
		case r >= 0x1100 && r <= 0x115F, r >= 0x2E80 && r <= 0xA4CF, r >= 0xAC00 && r <= 0xD7A3,
			r >= 0xF900 && r <= 0xFAFF, r >= 0xFE30 && r <= 0xFE4F, r >= 0xFF00 && r <= 0xFF60, r >= 0xFFE0 && r <= 0xFFE6:
			w += 2
		default:
			w++
		}
	}
	return w
}

// hs4SplitRow splits a table row into its trimmed cells.
func hs4SplitRow(l string) []string {
	l = strings.TrimSpace(l)
	l = strings.TrimSuffix(strings.TrimPrefix(l, "|"), "|")
	cells := strings.Split(l, "|")
	for i := range cells {
		cells[i] = strings.TrimSpace(cells[i])
	}
	return cells
}

// hs4Tables rewrites every Markdown table (header, alignment row, body) with f.
func hs4Tables(s string, f func(header []string, align []string, body [][]string) []string) string {
	ls := strings.Split(s, "\n")
	var out []string
	for i := 0; i < len(ls); i++ {
		if i+1 < len(ls) && hs4TableRow.MatchString(ls[i]) && hs4AlignRow.MatchString(ls[i+1]) {
			header, align := hs4SplitRow(ls[i]), hs4SplitRow(ls[i+1])
			j := i + 2
			var body [][]string
			for j < len(ls) && hs4TableRow.MatchString(ls[j]) {
				body = append(body, hs4SplitRow(ls[j]))
				j++
			}
			out = append(out, f(header, align, body)...)
			i = j - 1
			continue
		}
		out = append(out, ls[i])
	}
	return strings.Join(out, "\n")
}

// hs4NumericColumns marks the columns whose body cells all begin with a digit.
func hs4NumericColumns(n int, body [][]string) []bool {
	num := make([]bool, n)
	for k := range num {
		num[k] = len(body) > 0
		for _, row := range body {
			if k >= len(row) || row[k] == "" || !unicode.IsDigit([]rune(row[k])[0]) {
				num[k] = false
			}
		}
	}
	return num
}

func hs4Row(cells []string) string {
	return "| " + strings.Join(cells, " | ") + " |"
}

var hoHarmlessSweep4 = []hoHarmless{
	// CommonMark's other ordered-list delimiter and another bullet character, as some
	// Markdown writers emit them: "1)" for "1." and "+" for "-".
	{"sweep4_md_ordered_paren_plus_bullets", func(t *testing.T, lang string, c *Case) string {
		return hs4Markdown(c, func(s string) string {
			return hs4Lines(s, func(l string) string {
				m := hs4ListItem.FindStringSubmatch(l)
				if m == nil {
					return l
				}
				marker := m[2]
				if marker == "-" {
					marker = "+"
				} else if strings.HasSuffix(marker, ".") {
					marker = strings.TrimSuffix(marker, ".") + ")"
				}
				return m[1] + marker + m[3] + m[4]
			})
		})
	}},
	// List items indented by two spaces (a nested-list habit of some renderers' source
	// output); up to three spaces still open a top-level list.
	{"sweep4_md_list_items_indented_two", func(t *testing.T, lang string, c *Case) string {
		return hs4Markdown(c, func(s string) string {
			return hs4Lines(s, func(l string) string {
				if hs4ListItem.MatchString(l) {
					return "  " + l
				}
				return l
			})
		})
	}},
	// Gemini/pandoc-style list markers: "*   item" and "1.  item", the content aligned
	// to the fourth column.
	{"sweep4_md_gemini_aligned_markers", func(t *testing.T, lang string, c *Case) string {
		return hs4Markdown(c, func(s string) string {
			return hs4Lines(s, func(l string) string {
				m := hs4ListItem.FindStringSubmatch(l)
				if m == nil {
					return l
				}
				marker := m[2]
				if marker == "-" || marker == "+" {
					marker = "*"
				}
				sp := max(1, 4-len(marker))
				return m[1] + marker + strings.Repeat(" ", sp) + m[4]
			})
		})
	}},
	// Table columns whose cells are all figures right-aligned ("---:"), as spreadsheet
	// exporters and table generators write them.
	{"sweep4_md_table_numeric_right_aligned", func(t *testing.T, lang string, c *Case) string {
		return hs4Markdown(c, func(s string) string {
			return hs4Tables(s, func(header, align []string, body [][]string) []string {
				num := hs4NumericColumns(len(header), body)
				al := make([]string, len(header))
				for k := range al {
					al[k] = "---"
					if num[k] {
						al[k] = "---:"
					}
				}
				out := []string{"| " + strings.Join(header, " | ") + " |", "|" + strings.Join(al, "|") + "|"}
				for _, row := range body {
					out = append(out, hs4Row(row))
				}
				return out
			})
		})
	}},
	// A table as Prettier formats it: cells padded to the column's display width (a
	// CJK character counts two), the rule row dashed to the same width.
	{"sweep4_md_table_prettier_format", func(t *testing.T, lang string, c *Case) string {
		return hs4Markdown(c, func(s string) string {
			return hs4Tables(s, func(header, align []string, body [][]string) []string {
				w := make([]int, len(header))
				for k := range w {
					w[k] = max(3, hs4EastAsianWidth(header[k]))
					for _, row := range body {
						if k < len(row) {
							w[k] = max(w[k], hs4EastAsianWidth(row[k]))
						}
					}
				}
				padRow := func(cells []string) string {
					p := make([]string, len(cells))
					for k, x := range cells {
						p[k] = x
						if k < len(w) {
							p[k] = x + strings.Repeat(" ", w[k]-hs4EastAsianWidth(x))
						}
					}
					return hs4Row(p)
				}
				rule := make([]string, len(header))
				for k := range rule {
					rule[k] = strings.Repeat("-", w[k])
				}
				out := []string{padRow(header), hs4Row(rule)}
				for _, row := range body {
					out = append(out, padRow(row))
				}
				return out
			})
		})
	}},
	// A compact centred rule row "|:-:|:-:|", another table generator's default.
	{"sweep4_md_table_centered_compact_rule", func(t *testing.T, lang string, c *Case) string {
		return hs4Markdown(c, func(s string) string {
			return hs4Tables(s, func(header, align []string, body [][]string) []string {
				out := []string{hs4Row(header), "|" + strings.Repeat(":-:|", len(header))}
				for _, row := range body {
					out = append(out, hs4Row(row))
				}
				return out
			})
		})
	}},
	// CommonMark's backslash hard line break at the end of a line that a further
	// paragraph line follows (some editors' "keep my line breaks" export).
	{"sweep4_md_hard_break_backslash", func(t *testing.T, lang string, c *Case) string {
		return hs4Markdown(c, func(s string) string {
			ls := strings.Split(s, "\n")
			for i := 0; i+1 < len(ls); i++ {
				cur, next := ls[i], ls[i+1]
				if strings.TrimSpace(cur) == "" || strings.TrimSpace(next) == "" || hs4TableRow.MatchString(cur) ||
					hs4TableRow.MatchString(next) || hs4ListItem.MatchString(next) || strings.HasSuffix(cur, "\\") {
					continue
				}
				ls[i] = cur + "\\"
			}
			return strings.Join(ls, "\n")
		})
	}},
	// Java Jackson's DefaultPrettyPrinter: "key" : value, two-space objects, arrays
	// inline as [ {, }, { ].
	{"sweep4_json_jackson_default_pretty", func(t *testing.T, lang string, c *Case) string {
		return hs4JSON(t, c, func(n *jsonNode) string {
			return hs4Encode(n, hs4JSONStyle{indent: "  ", nl: "\n", colon: " : ", jackson: true, quote: hs4QuoteRaw})
		})
	}},
	// .NET System.Text.Json with WriteIndented and its default encoder: every
	// non-ASCII character as an upper-case \uXXXX escape, a quote mark as \u0022.
	{"sweep4_json_dotnet_default_encoder", func(t *testing.T, lang string, c *Case) string {
		return hs4JSON(t, c, func(n *jsonNode) string {
			return hs4Encode(n, hs4JSONStyle{indent: "  ", nl: "\n", colon: ": ", quote: hs4QuoteDotnet})
		})
	}},
	// .NET with an encoder allowing Basic Latin, CJK ideographs and kana: kanji and
	// kana raw, CJK punctuation, full-width forms and umlauts escaped.
	{"sweep4_json_dotnet_cjk_ranges_encoder", func(t *testing.T, lang string, c *Case) string {
		return hs4JSON(t, c, func(n *jsonNode) string {
			return hs4Encode(n, hs4JSONStyle{indent: "  ", nl: "\n", colon: ": ", quote: hs4QuoteDotnetCJK})
		})
	}},
	// Newtonsoft Json.NET Formatting.Indented on Windows: two spaces, CRLF line
	// endings, nothing escaped.
	{"sweep4_json_newtonsoft_indented_crlf", func(t *testing.T, lang string, c *Case) string {
		return hs4JSON(t, c, func(n *jsonNode) string {
			return hs4Encode(n, hs4JSONStyle{indent: "  ", nl: "\r\n", colon: ": ", quote: hs4QuoteRaw})
		})
	}},
	// JavaScript JSON.stringify(v, null, 2): two spaces, and numbers as the doubles
	// they parse to (185.00 → 185, 64.50 → 64.5).
	{"sweep4_json_js_stringify_indent2", func(t *testing.T, lang string, c *Case) string {
		return hs4JSON(t, c, func(n *jsonNode) string {
			return hs4Encode(n, hs4JSONStyle{indent: "  ", nl: "\n", colon: ": ", quote: hs4QuoteRaw, num: hs4JSShortest})
		})
	}},
	// Go's json.Encoder over a map: keys sorted at every level, compact, a final
	// newline.
	{"sweep4_json_go_encoder_sorted_compact", func(t *testing.T, lang string, c *Case) string {
		return hs4JSON(t, c, func(n *jsonNode) string {
			return hs4Encode(n, hs4JSONStyle{colon: ":", comma: ",", sortKeys: true, quote: hs4QuoteGo}) + "\n"
		})
	}},
	// PHP json_encode with its defaults: compact, non-ASCII as \u escapes, "/" as "\/".
	{"sweep4_json_php_default", func(t *testing.T, lang string, c *Case) string {
		return hs4JSON(t, c, func(n *jsonNode) string {
			return hs4Encode(n, hs4JSONStyle{colon: ":", comma: ",", quote: hs4QuotePHP})
		})
	}},
	// Python json.dumps(json.loads(answer), sort_keys=True, indent=4): default
	// ensure_ascii, floats in Python's repr.
	{"sweep4_json_py_sorted_indent4_ascii", func(t *testing.T, lang string, c *Case) string {
		return hs4JSON(t, c, func(n *jsonNode) string {
			return hs4Encode(n, hs4JSONStyle{indent: "    ", nl: "\n", colon: ": ", sortKeys: true, quote: hs4QuoteASCII, num: hs4PyFloat})
		})
	}},
	// Swift JSONEncoder .prettyPrinted: two spaces and "key" : value.
	{"sweep4_json_swift_pretty", func(t *testing.T, lang string, c *Case) string {
		return hs4JSON(t, c, func(n *jsonNode) string {
			return hs4Encode(n, hs4JSONStyle{indent: "  ", nl: "\n", colon: " : ", quote: hs4Quoter(nil, false, nil, true)})
		})
	}},
	// Python json.dumps(v, indent=1, ensure_ascii=False): one space per level.
	{"sweep4_json_indent_one_space", func(t *testing.T, lang string, c *Case) string {
		return hs4JSON(t, c, func(n *jsonNode) string {
			return hs4Encode(n, hs4JSONStyle{indent: " ", nl: "\n", colon: ": ", quote: hs4QuoteRaw})
		})
	}},
	// A pretty-printed JSON file saved as UTF-8 with a byte order mark (Windows
	// PowerShell's Set-Content -Encoding UTF8).
	{"sweep4_json_utf8_bom_pretty", func(t *testing.T, lang string, c *Case) string {
		return hs4JSON(t, c, func(n *jsonNode) string {
			return "\ufeff" + hs4Encode(n, hs4JSONStyle{indent: "  ", nl: "\n", colon: ": ", quote: hs4QuoteRaw})
		})
	}},
	// Classic Notepad: a UTF-8 byte order mark and CRLF line endings at once.
	{"sweep4_bom_crlf_notepad", func(t *testing.T, lang string, c *Case) string {
		return "\ufeff" + strings.ReplaceAll(c.Golden, "\n", "\r\n")
	}},
	// A detokeniser's leading space and a client's final newline at once.
	{"sweep4_leading_space_final_newline", func(t *testing.T, lang string, c *Case) string {
		return " " + c.Golden + "\n"
	}},
	// German word processors' no-break space after Dr./Prof. and in "26. Oktober",
	// "2. OG", keeping the title with the name and the day with its month.
	{"sweep4_de_nbsp_after_titles_and_day", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string {
			s = hs4DeTitle.ReplaceAllString(s, "$1.\u00a0")
			return hs4DeOrdinal.ReplaceAllString(s, "$1.\u00a0$2")
		})
	}},
	// A narrow no-break space between a figure and its unit word (10:30 Uhr, 6 Wochen,
	// 21 °C), as DIN 5008-minded typesetting does.
	{"sweep4_de_narrow_nbsp_number_unit_word", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string {
			return hs4DeUnit.ReplaceAllString(s, "$1\u202f$2")
		})
	}},
	// A no-break space before a legal form (Weißenfels Elektrotechnik GmbH), which
	// German office templates set to keep the company name on one line.
	{"sweep4_de_nbsp_before_legal_form", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string {
			return hs4LegalForm.ReplaceAllString(s, "$1\u00a0$2")
		})
	}},
	// Book typography in German at once: »…« for „…“ and a no-break space before €.
	{"sweep4_de_guillemets_and_nbsp_euro", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string {
			s = strings.NewReplacer("„", "»", "“", "«").Replace(s)
			return hs4DeEuro.ReplaceAllString(s, "$1\u00a0€")
		})
	}},
	// A no-break space between a word and the code after it (Nordwärme L9, ケトル K1,
	// Bestellung WE-20417), in both languages.
	{"sweep4_nbsp_before_model_codes", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string {
			return hs4ModelCode.ReplaceAllString(s, "$1\u00a0$2")
		})
	}},
	// Japanese name kanji with an ideographic variation selector (髙 + U+E0100, 辺 +
	// U+E0100), as resident-register and government text pipelines store them.
	{"sweep4_ja_ivs_on_name_kanji", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, strings.NewReplacer("髙", "髙\U000E0100", "辺", "辺\U000E0100").Replace)
	}},
	// Japanese compatibility characters of JIS/Windows fonts: the square era ㋿ for 令和
	// and № for "No.".
	{"sweep4_ja_square_era_and_numero", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string {
			s = strings.ReplaceAll(s, "令和", "㋿")
			return hs4NumeroJa.ReplaceAllString(s, "№$1")
		})
	}},
	// Japanese at once with “…” for 「…」 and the full-width tilde ～ for 〜, as a
	// Windows IME user without the corner-bracket habit types.
	{"sweep4_ja_curly_quotes_and_fullwidth_tilde", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, strings.NewReplacer("「", "“", "」", "”", "〜", "～").Replace)
	}},
	// Half-width parentheses with Latin-style spaces around them in Japanese
	// (10月21日 (水) です), common in technical writing.
	{"sweep4_ja_ascii_parens_spaced", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string {
			rs := []rune(s)
			var b []rune
			for i, r := range rs {
				switch r {
				case '（':
					if n := len(b); n > 0 && b[n-1] != ' ' && b[n-1] != '\n' && b[n-1] != '　' {
						b = append(b, ' ')
					}
					b = append(b, '(')
				case '）':
					b = append(b, ')')
					if i+1 < len(rs) && (unicode.IsLetter(rs[i+1]) || unicode.IsDigit(rs[i+1])) {
						b = append(b, ' ')
					}
				default:
					b = append(b, r)
				}
			}
			return string(b)
		})
	}},
	// A space before 様 on a letter's addressee line (小林 恵子 様), as Japanese mail
	// templates set it.
	{"sweep4_ja_space_before_sama_line", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string {
			return hs4Lines(s, func(l string) string {
				return hs4SamaLine.ReplaceAllString(l, "$1 様")
			})
		})
	}},
}
