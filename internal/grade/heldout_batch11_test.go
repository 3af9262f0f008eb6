package grade

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

// The eleventh blind batch of the held-out study: damage kinds and harmless variants
// written after reading only the goldens, the prompts, the harness and the names of
// the earlier kinds, before reading any check.
//
// Its angle is what a reviewer of German and Japanese business correspondence would
// reject in an answer that almost gets it right: the wrong one of two dates, amounts or
// parties of the prompt, a letter whose salutation, greeting or keigo does not fit,
// numbers restated in another unit or basis, tables and JSON records shifted, merged or
// retyped. Every kind is deterministic; the harmless variants change typography or
// serialisation only.
//
// TestHeldOutDamage logs its total as "batch 11". At first sight (2026-12-04): 130 of
// 202 (64.4 %) and 0 false alarms on 69 variant answers; after the rules it prompted
// 173 of 202 (85.6 %), 0 false alarms.

// ---- JSON helpers -------------------------------------------------------------------

// ho11ParseJSON decodes a JSON answer keeping key order, or reports that s is none.
func ho11ParseJSON(s string) (*jsonNode, bool) {
	if !strings.HasPrefix(strings.TrimSpace(s), "{") {
		return nil, false
	}
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	n, err := readNode(dec)
	if err != nil {
		return nil, false
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, false
	}
	return n, true
}

// ho11Encode writes n compactly, as the harness writes a damaged JSON answer.
func ho11Encode(n *jsonNode) string {
	var b strings.Builder
	ho11Emit(n, &b, ho11CompactStyle, 0)
	return b.String()
}

func ho11Clone(n *jsonNode) *jsonNode {
	c := *n
	c.keys = append([]string(nil), n.keys...)
	c.vals = nil
	for _, v := range n.vals {
		c.vals = append(c.vals, ho11Clone(v))
	}
	c.elems = nil
	for _, e := range n.elems {
		c.elems = append(c.elems, ho11Clone(e))
	}
	if n.str != nil {
		s := *n.str
		c.str = &s
	}
	return &c
}

func ho11Str(s string) *jsonNode { return &jsonNode{str: &s} }

func ho11IsNumber(n *jsonNode) bool {
	if n.object || n.array || n.str != nil {
		return false
	}
	_, err := strconv.ParseFloat(n.scalar, 64)
	return err == nil
}

// ho11Walk visits every node of n, parents before children.
func ho11Walk(n *jsonNode, f func(n *jsonNode)) {
	f(n)
	for _, v := range n.vals {
		ho11Walk(v, f)
	}
	for _, e := range n.elems {
		ho11Walk(e, f)
	}
}

// ho11Records finds the first array of two or more objects (invoice positions, order
// items).
func ho11Records(n *jsonNode) *jsonNode {
	var found *jsonNode
	ho11Walk(n, func(m *jsonNode) {
		if found != nil || !m.array || len(m.elems) < 2 {
			return
		}
		for _, e := range m.elems {
			if !e.object {
				return
			}
		}
		found = m
	})
	return found
}

// ho11JSONOnly damages JSON answers with f and leaves text answers alone.
func ho11JSONOnly(f func(lang string, doc *jsonNode)) func(lang, s string) string {
	return func(lang, s string) string {
		doc, ok := ho11ParseJSON(s)
		if !ok {
			return s
		}
		f(lang, doc)
		return ho11Encode(doc)
	}
}

// ---- Markdown table helpers ---------------------------------------------------------

// ho11Table locates a Markdown table: the lines of s, the header line and the data rows.
func ho11Table(s string) (lines []string, header int, rows []int) {
	lines = strings.Split(s, "\n")
	header = -1
	for i := 0; i+1 < len(lines); i++ {
		if strings.HasPrefix(lines[i], "|") && strings.HasPrefix(lines[i+1], "|") && strings.Contains(lines[i+1], "---") {
			header = i
			for j := i + 2; j < len(lines) && strings.HasPrefix(lines[j], "|"); j++ {
				rows = append(rows, j)
			}
			break
		}
	}
	return lines, header, rows
}

func ho11Cells(line string) []string {
	parts := strings.Split(strings.Trim(strings.TrimSpace(line), "|"), "|")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	return parts
}

func ho11Row(cells []string) string { return "| " + strings.Join(cells, " | ") + " |" }

// ---- number helpers -----------------------------------------------------------------

func ho11Group(n int64, sep string) string {
	s := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// ho11DeAmount writes 1050.336 as 1.050,34.
func ho11DeAmount(v float64) string {
	cents := int64(math.Round(v * 100))
	return fmt.Sprintf("%s,%02d", ho11Group(cents/100, "."), cents%100)
}

func ho11ParseDe(s string) float64 {
	v, _ := strconv.ParseFloat(strings.ReplaceAll(strings.ReplaceAll(s, ".", ""), ",", "."), 64)
	return v
}

func ho11ParseJa(s string) int64 {
	v, _ := strconv.ParseInt(strings.ReplaceAll(s, ",", ""), 10, 64)
	return v
}

// ho11Garble is a figure a careless writer puts in words: its last two digits
// transposed, or ten more when they are equal.
func ho11Garble(n int64) int64 {
	d1, d0 := (n/10)%10, n%10
	if n >= 10 && d1 != d0 {
		return n - d1*10 - d0 + d0*10 + d1
	}
	return n + 10
}

var ho11DeSmall = []string{"", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn"}
var ho11DeTens = []string{"", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"}

func ho11DeUnder100(n int64, inner bool) string {
	if n < 20 {
		if n == 1 && inner {
			return "ein"
		}
		return ho11DeSmall[n]
	}
	t, u := n/10, n%10
	if u == 0 {
		return ho11DeTens[t]
	}
	unit := ho11DeSmall[u]
	if u == 1 {
		unit = "ein"
	}
	return unit + "und" + ho11DeTens[t]
}

func ho11DeUnder1000(n int64, inner bool) string {
	h, r := n/100, n%100
	s := ""
	if h == 1 {
		s = "einhundert"
	} else if h > 1 {
		s = ho11DeSmall[h] + "hundert"
	}
	if r > 0 {
		s += ho11DeUnder100(r, inner)
	}
	return s
}

// ho11DeWords writes n (below a million) in German words, as in "in Worten".
func ho11DeWords(n int64) string {
	if n == 0 {
		return "null"
	}
	th, r := n/1000, n%1000
	s := ""
	if th == 1 {
		s = "eintausend"
	} else if th > 1 {
		s = ho11DeUnder1000(th, true) + "tausend"
	}
	if r > 0 {
		s += ho11DeUnder1000(r, false)
	}
	return s
}

func ho11Kanji4(n int64) string {
	const digits = "〇一二三四五六七八九"
	d := []rune(digits)
	var b strings.Builder
	for _, u := range []struct {
		v    int64
		name string
	}{{1000, "千"}, {100, "百"}, {10, "十"}} {
		k := n / u.v % 10
		if k == 0 {
			continue
		}
		if k > 1 {
			b.WriteRune(d[k])
		}
		b.WriteString(u.name)
	}
	if k := n % 10; k > 0 {
		b.WriteRune(d[k])
	}
	return b.String()
}

// ho11Kanji writes n in kanji numerals, as an amount in words is written in Japanese.
func ho11Kanji(n int64) string {
	if n == 0 {
		return "〇"
	}
	s := ""
	if oku := n / 100000000; oku > 0 {
		s += ho11Kanji4(oku) + "億"
	}
	if man := n / 10000 % 10000; man > 0 {
		s += ho11Kanji4(man) + "万"
	}
	return s + ho11Kanji4(n%10000)
}

// trimmed decimal of v/1000 with the language's decimal mark: 24800 -> 24.8, 14890 -> 14,89
func ho11Thousandths(v int64, mark string) string {
	s := strconv.FormatFloat(float64(v)/1000, 'f', -1, 64)
	return strings.ReplaceAll(s, ".", mark)
}

// ---- letter helpers -----------------------------------------------------------------

// ho11JaAddressee splits a Japanese letter into its addressee line (山田様, 佐藤部長)
// and the rest.
func ho11JaAddressee(s string) (line, rest string, ok bool) {
	line, rest, found := strings.Cut(s, "\n")
	if !found || utf8.RuneCountInString(line) > 16 {
		return "", "", false
	}
	if strings.HasSuffix(line, "様") || strings.HasSuffix(line, "部長") {
		return line, rest, true
	}
	return "", "", false
}

// ho11JaBodyStart is the offset of the first body line after the addressee line and
// any blank lines, or -1.
func ho11JaBodyStart(s string) int {
	line, rest, ok := ho11JaAddressee(s)
	if !ok {
		return -1
	}
	off := len(line) + 1
	for strings.HasPrefix(rest, "\n") {
		rest = rest[1:]
		off++
	}
	return off
}

func ho11IsDeLetter(s string) bool { return strings.HasPrefix(s, "Sehr geehrte") }

// ho11Pairs replaces, of the (old, new) pairs, the first whose old occurs in s, at
// its first occurrence only.
func ho11Pairs(pairs ...string) func(lang, s string) string {
	return func(lang, s string) string {
		for i := 0; i+1 < len(pairs); i += 2 {
			if strings.Contains(s, pairs[i]) {
				return strings.Replace(s, pairs[i], pairs[i+1], 1)
			}
		}
		return s
	}
}

// ---- regular expressions ------------------------------------------------------------

var (
	ho11DeDate        = regexp.MustCompile(`\b\d{2}\.\d{2}\.\d{4}\b`)
	ho11JaDate        = regexp.MustCompile(`\d{1,2}月\d{1,2}日`)
	ho11ISODate       = regexp.MustCompile(`\d{4}-\d{2}-\d{2}`)
	ho11ISODateOnly   = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
	ho11DeEuro        = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*),(\d{2}) €`)
	ho11JaYenOrEuro   = regexp.MustCompile(`(\d{1,3}(?:,\d{3})*)(円|ユーロ)`)
	ho11DeDateMoved   = regexp.MustCompile(`vom (\d{2}\.\d{2}\.\d{4})( \([A-Za-z]+\))? auf den \d{2}\.\d{2}\.\d{4}(?: \([A-Za-z]+\))?`)
	ho11DeDateInstead = regexp.MustCompile(`(?:erst )?am \d{2}\.\d{2}\.\d{4} statt am (\d{2}\.\d{2}\.\d{4})`)
	ho11JaDateMoved   = regexp.MustCompile(`((?:\d{4}年)?\d{1,2}月\d{1,2}日)から\d{1,2}月\d{1,2}日(?:（.）)?に`)
	ho11JaOldDelivery = regexp.MustCompile(`(\d{1,2}月\d{1,2}日)にお届けする予定`)
	ho11JaNewDelivery = regexp.MustCompile(`新しいお届け予定日は\d{1,2}月\d{1,2}日（.）`)
	ho11JaTaxIncl     = regexp.MustCompile(`(\d{1,3}(?:,\d{3})*)円（税込）`)
	ho11DeInvoiceSum  = regexp.MustCompile(`(Rechnungsbetrag\D{0,40}?)(\d{1,3}(?:\.\d{3})*,\d{2}) €`)
	ho11DeThousands   = regexp.MustCompile(`(\d{2,3})\.(\d{3}),(\d{2}) €`)
	ho11JaYenBig      = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+)円|(\d{1,3}(?:,\d{3})*)万円`)
	ho11JaHour        = regexp.MustCompile(`(\d{2})時`)
	ho11DeHour        = regexp.MustCompile(`(^|[^:\d])(\d{2}) Uhr`)
	ho11DeMorning     = regexp.MustCompile(`\b(\d{1,2})(:\d{2})? Uhr\b`)
	ho11DigitString   = regexp.MustCompile(`^\d[\d-]*$`)
	ho11HdPerson      = regexp.MustCompile(`z\. Hd\. (Frau|Herrn?) ((?:Prof\. )?(?:Dr\. )?)(?:\p{Lu}\p{Ll}+ )?(\p{Lu}\p{Ll}+)`)
	ho11DeSignerName  = regexp.MustCompile(`^\p{Lu}\p{Ll}+ (\p{Lu}\p{Ll}+)$`)
)

// ---- the kinds ----------------------------------------------------------------------

var heldOutBatch11 = []heldOutKind{
	// A postponement reported with the old date in the new date's place.
	{"new_date_reverted_to_old", "strings", func(lang, s string) string {
		if lang == "de" {
			s = ho11DeDateMoved.ReplaceAllString(s, "auf den $1$2")
			return ho11DeDateInstead.ReplaceAllString(s, "am $1")
		}
		s = ho11JaDateMoved.ReplaceAllString(s, "${1}に")
		if m := ho11JaOldDelivery.FindStringSubmatch(s); m != nil {
			s = ho11JaNewDelivery.ReplaceAllString(s, "新しいお届け予定日は"+m[1])
		}
		return s
	}},

	// The net figure written where the gross (tax-inclusive) one belongs.
	{"gross_replaced_by_net_figure", "raw", func(lang, s string) string {
		if doc, ok := ho11ParseJSON(s); ok {
			ho11Walk(doc, func(n *jsonNode) {
				if !n.object {
					return
				}
				idx := map[string]int{}
				for i, k := range n.keys {
					idx[k] = i
				}
				for i, k := range n.keys {
					v := n.vals[i]
					switch k {
					case "brutto":
						if j, ok := idx["netto"]; ok {
							v.scalar = n.vals[j].scalar
						}
					case "monthly_fee":
						if f, err := strconv.ParseFloat(v.scalar, 64); err == nil {
							v.scalar = strconv.FormatInt(int64(math.Round(f/1.1)), 10)
						}
					case "total":
						for j, kk := range v.keys {
							f, err := strconv.ParseFloat(v.vals[j].scalar, 64)
							if kk != "value" || err != nil {
								continue
							}
							if lang == "de" {
								v.vals[j].scalar = fmt.Sprintf("%.2f", f/1.19)
							} else {
								v.vals[j].scalar = strconv.FormatInt(int64(f/1.1), 10)
							}
						}
					}
				}
			})
			return ho11Encode(doc)
		}
		if lang == "de" {
			return ho11DeInvoiceSum.ReplaceAllStringFunc(s, func(m string) string {
				g := ho11DeInvoiceSum.FindStringSubmatch(m)
				return g[1] + ho11DeAmount(ho11ParseDe(g[2])/1.19) + " €"
			})
		}
		return ho11JaTaxIncl.ReplaceAllStringFunc(s, func(m string) string {
			g := ho11JaTaxIncl.FindStringSubmatch(m)
			return ho11Group(int64(math.Round(float64(ho11ParseJa(g[1]))/1.1)), ",") + "円（税込）"
		})
	}},

	// The first amount followed by its amount in words, which states another figure.
	{"amount_in_words_contradicts_figure", "strings", func(lang, s string) string {
		if lang == "de" {
			loc := ho11DeEuro.FindStringSubmatchIndex(s)
			if loc == nil {
				return s
			}
			euros := int64(ho11ParseDe(s[loc[2]:loc[3]]))
			words := ho11DeWords(ho11Garble(euros)) + " Euro"
			if c := s[loc[4]:loc[5]]; c != "00" {
				n, _ := strconv.ParseInt(c, 10, 64)
				words += " und " + ho11DeWords(n) + " Cent"
			}
			return s[:loc[1]] + " (in Worten: " + words + ")" + s[loc[1]:]
		}
		loc := ho11JaYenOrEuro.FindStringSubmatchIndex(s)
		if loc == nil {
			return s
		}
		words := ho11Kanji(ho11Garble(ho11ParseJa(s[loc[2]:loc[3]])))
		if s[loc[4]:loc[5]] == "円" {
			words = "金" + words + "円"
		} else {
			words += "ユーロ"
		}
		return s[:loc[1]] + "（" + words + "）" + s[loc[1]:]
	}},

	// A letter to a named person opened as a circular to anyone.
	{"salutation_generic_despite_name", "strings", func(lang, s string) string {
		if lang == "de" {
			if !ho11IsDeLetter(s) {
				return s
			}
			_, rest, _ := strings.Cut(s, "\n")
			return "Sehr geehrte Damen und Herren,\n" + rest
		}
		line, rest, ok := ho11JaAddressee(s)
		if !ok {
			return s
		}
		if strings.HasSuffix(line, "様") {
			return "お客様各位\n" + rest
		}
		return "関係者各位\n" + rest
	}},

	// The opening thanks belongs to another occasion (an application, a donation...).
	{"thanks_for_other_occasion", "strings", func(lang, s string) string {
		return strings.NewReplacer(
			"vielen Dank für Ihre Nachricht", "vielen Dank für Ihre Bewerbung",
			"vielen Dank für Ihre gute Zusammenarbeit", "vielen Dank für Ihre Glückwünsche zu unserem Firmenjubiläum",
			"いつもハルカゼ寝具店をご利用いただき", "このたびはハルカゼ寝具店の求人にご応募いただき",
			"修理のご依頼をいただき", "資料のご請求をいただき",
			"お問い合わせいただき、ありがとうございます。", "ご入会いただき、ありがとうございます。",
			"当研究室をご訪問いただき", "当研究室にご寄付をいただき",
		).Replace(s)
	}},

	// The customer's actions in humble form: ご確認してください for ご確認ください.
	{"go_shite_kudasai_misuse", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, v := range []string{"ご確認", "お問い合わせ", "ご返信", "ご返送", "ご連絡", "お待ち", "お送り"} {
			s = strings.ReplaceAll(s, v+"ください", v+"してください")
		}
		return s
	}},

	// One of the company's own actions in respectful form: お送りなさいます.
	{"sonkeigo_nasaru_for_own_actions", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for i := 0; ; {
			j := strings.Index(s[i:], "いたしま")
			if j < 0 {
				return s
			}
			j += i
			if !strings.HasSuffix(s[:j], "願い") {
				return s[:j] + "なさいま" + s[j+len("いたしま"):]
			}
			i = j + len("いたしま")
		}
	}},

	// The last date of the answer takes the value of its first date.
	{"later_date_copies_earlier", "raw", func(lang, s string) string {
		re := ho11DeDate
		if ho11ISODate.MatchString(s) {
			re = ho11ISODate
		} else if lang == "ja" {
			re = ho11JaDate
		}
		locs := re.FindAllStringIndex(s, -1)
		if len(locs) < 2 {
			return s
		}
		first := s[locs[0][0]:locs[0][1]]
		for i := len(locs) - 1; i > 0; i-- {
			if l := locs[i]; s[l[0]:l[1]] != first {
				return s[:l[0]] + first + s[l[1]:]
			}
		}
		return s
	}},

	// The last row or record moved one cell to the right under its headers.
	{"record_cells_shifted_one_right", "raw", func(lang, s string) string {
		if doc, ok := ho11ParseJSON(s); ok {
			if recs := ho11Records(doc); recs != nil {
				last := recs.elems[len(recs.elems)-1]
				vals := append([]*jsonNode{{scalar: "null"}}, last.vals[:len(last.vals)-1]...)
				last.vals = vals
			}
			return ho11Encode(doc)
		}
		lines, _, rows := ho11Table(s)
		if len(rows) == 0 {
			return s
		}
		r := rows[len(rows)-1]
		c := ho11Cells(lines[r])
		lines[r] = ho11Row(append([]string{""}, c[:len(c)-1]...))
		return strings.Join(lines, "\n")
	}},

	// A field label or table header renamed to something it is not.
	{"field_label_misnamed", "strings", func(lang, s string) string {
		return strings.NewReplacer(
			"- Mehrkosten:", "- Einsparungen:",
			"- Mangel:", "- Zubehör:",
			"| Lieferzeit |", "| Zahlungsziel |",
			"訪問日時：", "受付日時：",
			"納品希望日：", "発注日：",
			"| 単価 |", "| 原価 |",
		).Replace(s)
	}},

	// The last row or record repeated, with its second value changed in the copy.
	{"record_duplicated_qty_bumped", "raw", func(lang, s string) string {
		if doc, ok := ho11ParseJSON(s); ok {
			if recs := ho11Records(doc); recs != nil {
				cp := ho11Clone(recs.elems[len(recs.elems)-1])
				for _, v := range cp.vals {
					if ho11IsNumber(v) {
						f, _ := strconv.ParseFloat(v.scalar, 64)
						v.scalar = strconv.FormatFloat(f+1, 'f', -1, 64)
						break
					}
				}
				recs.elems = append(recs.elems, cp)
			}
			return ho11Encode(doc)
		}
		lines, _, rows := ho11Table(s)
		if len(rows) == 0 {
			return s
		}
		r := rows[len(rows)-1]
		c := ho11Cells(lines[r])
		rs := []rune(c[1])
		for i, ch := range rs {
			if ch >= '0' && ch <= '9' {
				rs[i] = '0' + (ch-'0'+1)%10
				break
			}
		}
		c[1] = string(rs)
		out := append(append(append([]string{}, lines[:r+1]...), ho11Row(c)), lines[r+1:]...)
		return strings.Join(out, "\n")
	}},

	// The last two rows or records merged into one, which keeps the first one's figures.
	{"last_two_records_merged", "raw", func(lang, s string) string {
		if doc, ok := ho11ParseJSON(s); ok {
			if recs := ho11Records(doc); recs != nil {
				n := len(recs.elems)
				a, b := recs.elems[n-2], recs.elems[n-1]
				for i, v := range a.vals {
					if v.str != nil && i < len(b.vals) && b.vals[i].str != nil {
						joined := *v.str + " / " + *b.vals[i].str
						v.str = &joined
					}
				}
				recs.elems = recs.elems[:n-1]
			}
			return ho11Encode(doc)
		}
		lines, _, rows := ho11Table(s)
		if len(rows) < 2 {
			return s
		}
		ra, rb := rows[len(rows)-2], rows[len(rows)-1]
		a, b := ho11Cells(lines[ra]), ho11Cells(lines[rb])
		a[0] += " / " + b[0]
		lines[ra] = ho11Row(a)
		return strings.Join(append(lines[:rb:rb], lines[rb+1:]...), "\n")
	}},

	// Numbers of four or more digits as strings with a German thousands dot: 33000 as
	// "33.000", which a reader of decimal points takes for 33.
	{"json_number_dotted_thousands_string", "raw", ho11JSONOnly(func(lang string, doc *jsonNode) {
		ho11Walk(doc, func(n *jsonNode) {
			if !ho11IsNumber(n) {
				return
			}
			f, _ := strconv.ParseFloat(n.scalar, 64)
			if f < 1000 {
				return
			}
			s := ho11Group(int64(f), ".")
			n.scalar, n.str = "", &s
		})
	})},

	// Arrays of records flattened into one list of values, arrays of strings into one
	// string.
	{"json_array_of_records_flattened", "raw", ho11JSONOnly(func(lang string, doc *jsonNode) {
		ho11Walk(doc, func(n *jsonNode) {
			if !n.array || len(n.elems) < 2 {
				return
			}
			allObj, allStr := true, true
			for _, e := range n.elems {
				allObj = allObj && e.object
				allStr = allStr && e.str != nil
			}
			switch {
			case allObj:
				var flat []*jsonNode
				for _, e := range n.elems {
					flat = append(flat, e.vals...)
				}
				n.elems = flat
			case allStr:
				var parts []string
				for _, e := range n.elems {
					parts = append(parts, *e.str)
				}
				sep := " "
				if lang == "ja" {
					sep = ""
				}
				joined := strings.Join(parts, sep)
				n.array, n.elems, n.str = false, nil, &joined
			}
		})
	})},

	// Strings of digits and hyphens (dates, postcodes) as bare numbers: "01067" as 1067,
	// "2026-10-21" as 20261021.
	{"json_digit_strings_as_bare_numbers", "raw", ho11JSONOnly(func(lang string, doc *jsonNode) {
		ho11Walk(doc, func(n *jsonNode) {
			if n.str == nil || !ho11DigitString.MatchString(*n.str) || !(strings.Contains(*n.str, "-") || strings.HasPrefix(*n.str, "0")) {
				return
			}
			d := strings.TrimLeft(strings.ReplaceAll(*n.str, "-", ""), "0")
			if d == "" {
				d = "0"
			}
			n.str, n.scalar = nil, d
		})
	})},

	// A summary that states the opposite of its source's conclusion.
	{"source_conclusion_reversed", "strings", func(lang, s string) string {
		return strings.NewReplacer(
			"bleibt eingehalten", "wird überschritten",
			"die der Ausschuss freigegeben hat", "die der Ausschuss zurückgestellt hat",
			"Gewünscht ist keine Reparatur, sondern ein Austauschgerät", "Gewünscht ist eine Reparatur statt eines Austauschgeräts",
			"Sie bittet darum, dass noch am selben Tag ein Installateur kommt.", "Sie bittet darum, dass der Installateur erst nach der Rückkehr von Herrn Weiß kommt.",
			"延期することを提案している", "延期せず予定どおり進めることを提案している",
			"FAX番号（06-6345-7790）は変わりません", "FAX番号（06-6345-7790）も変わります",
			"9月分までは正常", "9月分以前も同様",
			"写真で破損を確認済みで", "写真では破損を確認できず",
		).Replace(s)
	}},

	// A customer letter opened with 前略 (no preliminaries) and closed with 敬具, an
	// opening and closing that do not belong together.
	{"zenryaku_with_keigu_pair", "strings", func(lang, s string) string {
		i := ho11JaBodyStart(s)
		if lang != "ja" || i < 0 {
			return s
		}
		return s[:i] + "前略　" + s[i:] + "\n\n敬具"
	}},

	// One element of a compound (Rechnungs-/Liefer-, 出張/持込) replaced, so the word
	// names another thing.
	{"compound_element_replaced", "first", func(lang, s string) string {
		if lang == "de" {
			return ho11Pairs(
				"Rechnungsanschrift", "Lieferanschrift",
				"Kontrolltermin", "Behandlungstermin",
				"Rücksendeetikett", "Versandetikett",
				"Spitzenlastkessel", "Grundlastkessel",
				"Schallschutzwände", "Brandschutzwände",
				"Badezimmerdecke", "Küchendecke",
				"Wochenplan", "Tagesplan",
				"Rechnungsbetrag", "Restbetrag",
			)(lang, s)
		}
		return ho11Pairs(
			"出張修理", "持込修理",
			"基本料金", "初期費用",
			"旧事務所", "新事務所",
			"差し込み口", "注ぎ口",
			"勤怠データ", "売上データ",
			"在庫引当", "在庫棚卸",
			"振動試験", "騒音試験",
			"体脂肪率", "筋肉量",
			"配送センター", "製造工場",
		)(lang, s)
	}},

	// A subject line from a dunning letter put above a friendly letter.
	{"subject_line_from_dunning_letter", "strings", func(lang, s string) string {
		if lang == "de" {
			if ho11IsDeLetter(s) {
				return "Betreff: Zahlungserinnerung – 2. Mahnung\n\n" + s
			}
			return s
		}
		if _, _, ok := ho11JaAddressee(s); ok {
			return "件名：【再送】お支払い期限経過のお知らせ\n\n" + s
		}
		return s
	}},

	// A seasonal greeting of the wrong season (spring, Easter) in an October letter.
	{"seasonal_greeting_wrong_season", "strings", func(lang, s string) string {
		if lang == "de" {
			return strings.Replace(s, "\n\nMit freundlichen Grüßen", "\nWir wünschen Ihnen schon heute frohe Ostern.\n\nMit freundlichen Grüßen", 1)
		}
		i := ho11JaBodyStart(s)
		if i < 0 {
			return s
		}
		return s[:i] + "新緑の候、ますますご清祥のこととお慶び申し上げます。\n" + s[i:]
	}},

	// A customer addressed with 殿, the form for a subordinate or an official notice.
	{"sama_as_dono_to_customer", "strings", func(lang, s string) string {
		line, rest, ok := ho11JaAddressee(s)
		if lang != "ja" || !ok || !strings.HasSuffix(line, "様") {
			return s
		}
		return strings.TrimSuffix(line, "様") + "殿\n" + rest
	}},

	// The salutation's adjective ending does not match the addressee's gender.
	{"salutation_ending_gender_mismatch", "strings", func(lang, s string) string {
		return strings.NewReplacer("Sehr geehrter Herr", "Sehr geehrte Herr", "Sehr geehrte Frau", "Sehr geehrter Frau").Replace(s)
	}},

	// A processing fee the prompt never mentions.
	{"invented_fee_clause", "strings", func(lang, s string) string {
		if lang == "de" {
			return strings.Replace(s, "\n\nMit freundlichen Grüßen", "\nFür die Bearbeitung berechnen wir eine Servicepauschale von 29,00 €.\n\nMit freundlichen Grüßen", 1)
		}
		for _, anchor := range []string{"ご不明な点", "今後とも", "よろしくお願いいたします"} {
			if i := strings.Index(s, anchor); i >= 0 {
				return s[:i] + "なお、本件の事務手数料として1,100円（税込）を申し受けます。\n" + s[i:]
			}
		}
		return s
	}},

	// The first line's quantity (or delivery time) taken from the last line.
	{"quantity_taken_from_other_line", "raw", func(lang, s string) string {
		if doc, ok := ho11ParseJSON(s); ok {
			if recs := ho11Records(doc); recs != nil {
				first, last := recs.elems[0], recs.elems[len(recs.elems)-1]
				for i, k := range first.keys {
					if k != "menge" && k != "quantity" {
						continue
					}
					for j, kk := range last.keys {
						if kk == k {
							first.vals[i] = ho11Clone(last.vals[j])
						}
					}
				}
			}
			return ho11Encode(doc)
		}
		lines, header, rows := ho11Table(s)
		if len(rows) < 2 {
			return s
		}
		for col, h := range ho11Cells(lines[header]) {
			if h != "数量" && h != "Menge" && h != "Lieferzeit" {
				continue
			}
			first, last := ho11Cells(lines[rows[0]]), ho11Cells(lines[rows[len(rows)-1]])
			first[col] = last[col]
			lines[rows[0]] = ho11Row(first)
			break
		}
		return strings.Join(lines, "\n")
	}},

	// The first five-figure amount restated in a unit a thousand (German Mio. for
	// thousands) or ten (Japanese 万 and 億) times too large.
	{"thousands_written_as_larger_unit", "strings", func(lang, s string) string {
		if lang == "de" {
			loc := ho11DeThousands.FindStringSubmatchIndex(s)
			if loc == nil {
				return s
			}
			v := ho11ParseJa(s[loc[2]:loc[3]])*1000 + ho11ParseJa(s[loc[4]:loc[5]])
			return s[:loc[0]] + ho11Thousandths(v, ",") + " Mio. €" + s[loc[1]:]
		}
		for _, loc := range ho11JaYenBig.FindAllStringSubmatchIndex(s, -1) {
			if loc[2] >= 0 {
				v := ho11ParseJa(s[loc[2]:loc[3]])
				if v < 10000 {
					continue
				}
				return s[:loc[0]] + ho11Thousandths(v, ".") + "万円" + s[loc[1]:]
			}
			v := ho11ParseJa(s[loc[4]:loc[5]])
			return s[:loc[0]] + ho11Thousandths(v, ".") + "億円" + s[loc[1]:]
		}
		return s
	}},

	// The letter addressed to another party of the prompt: the person it is to be
	// delivered to, or its own signer.
	{"letter_addressed_to_other_party", "strings", func(lang, s string) string {
		if lang == "de" {
			if !ho11IsDeLetter(s) {
				return s
			}
			_, rest, _ := strings.Cut(s, "\n")
			if m := ho11HdPerson.FindStringSubmatch(s); m != nil {
				anrede := "Sehr geehrte Frau "
				if m[1] != "Frau" {
					anrede = "Sehr geehrter Herr "
				}
				return anrede + m[2] + m[3] + ",\n" + rest
			}
			lines := strings.Split(s, "\n")
			for i, l := range lines {
				if l == "Mit freundlichen Grüßen" && i+1 < len(lines) {
					if m := ho11DeSignerName.FindStringSubmatch(lines[i+1]); m != nil && !strings.HasPrefix(lines[i+1], "Ihr") {
						return "Sehr geehrter Herr " + m[1] + ",\n" + rest
					}
				}
			}
			return s
		}
		_, rest, ok := ho11JaAddressee(s)
		if !ok {
			return s
		}
		lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
		last := lines[len(lines)-1]
		if strings.HasSuffix(last, "。") || strings.HasSuffix(last, "様") {
			return s
		}
		f := strings.Fields(strings.TrimSuffix(last, "教授"))
		return f[len(f)-1] + "様\n" + rest
	}},

	// 税込/税抜/税別 dropped from every Japanese amount.
	{"tax_qualifier_stripped", "strings", func(lang, s string) string {
		return strings.NewReplacer("（税込）", "", "（税抜）", "", "（税別）", "").Replace(s)
	}},

	// Nested objects written as positional arrays of their values.
	{"json_objects_as_positional_arrays", "raw", ho11JSONOnly(func(lang string, doc *jsonNode) {
		var conv func(n *jsonNode, root bool)
		conv = func(n *jsonNode, root bool) {
			for _, c := range n.vals {
				conv(c, false)
			}
			for _, c := range n.elems {
				conv(c, false)
			}
			if n.object && !root {
				n.object, n.array, n.elems, n.vals, n.keys = false, true, n.vals, nil, nil
			}
		}
		conv(doc, true)
	})},

	// Dates and identifiers with a label inside the value: "Datum: 2026-10-21".
	{"json_value_prefixed_with_label", "raw", ho11JSONOnly(func(lang string, doc *jsonNode) {
		dateLabel, idLabel := "Datum: ", "Nr. "
		if lang == "ja" {
			dateLabel, idLabel = "日付：", "番号："
		}
		ho11Walk(doc, func(n *jsonNode) {
			for i, k := range n.keys {
				v := n.vals[i]
				if v.str == nil {
					continue
				}
				switch {
				case ho11ISODateOnly.MatchString(*v.str):
					p := dateLabel + *v.str
					v.str = &p
				case strings.HasSuffix(k, "_id") || strings.Contains(k, "nummer"):
					p := idLabel + *v.str
					v.str = &p
				}
			}
		})
	})},

	// Dates as UTC timestamps of local midnight, whose date part is the day before.
	{"json_date_as_utc_timestamp_previous_day", "raw", ho11JSONOnly(func(lang string, doc *jsonNode) {
		ho11Walk(doc, func(n *jsonNode) {
			if n.str == nil || !ho11ISODateOnly.MatchString(*n.str) {
				return
			}
			d, err := time.Parse("2006-01-02", *n.str)
			if err != nil {
				return
			}
			off := 9
			if lang == "de" {
				off = 1
				if d.Before(time.Date(2026, 10, 25, 0, 0, 0, 0, time.UTC)) && d.Month() >= 4 {
					off = 2
				}
			}
			local := time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, time.FixedZone("", off*3600))
			ts := local.UTC().Format(time.RFC3339)
			n.str = &ts
		})
	})},

	// Afternoon hours misread by ten: 17時 as 午後7時, 22 Uhr as 12 Uhr abends.
	{"afternoon_hour_misread_minus_ten", "strings", func(lang, s string) string {
		if lang == "de" {
			return ho11DeHour.ReplaceAllStringFunc(s, func(m string) string {
				g := ho11DeHour.FindStringSubmatch(m)
				h, _ := strconv.Atoi(g[2])
				if h < 13 {
					return m
				}
				return g[1] + strconv.Itoa(h-10) + " Uhr abends"
			})
		}
		return ho11JaHour.ReplaceAllStringFunc(s, func(m string) string {
			h, _ := strconv.Atoi(m[:2])
			if h < 13 || h > 23 {
				return m
			}
			return "午後" + strconv.Itoa(h-10) + "時"
		})
	}},

	// The letter's sign-off switches to du: Dein Kundenservice.
	{"closing_possessive_switched_to_du", "strings", func(lang, s string) string {
		return strings.NewReplacer(
			"Mit freundlichen Grüßen\nIhre ", "Mit freundlichen Grüßen\nDeine ",
			"Mit freundlichen Grüßen\nIhr ", "Mit freundlichen Grüßen\nDein ",
		).Replace(s)
	}},

	// A product's variant attribute changed: size, material, battery type, paper format,
	// radio band.
	{"product_variant_attribute_changed", "first", ho11Pairs(
		"ダブル", "シングル",
		"Edelstahl", "Kupfer",
		"CR2032", "CR2025",
		"コピー用紙A4", "コピー用紙A3",
		"2,4-GHz-Band", "5-GHz-Band",
	)},

	// The first string value with a space split into an array of its two parts.
	{"json_string_split_into_array", "raw", ho11JSONOnly(func(lang string, doc *jsonNode) {
		done := false
		ho11Walk(doc, func(n *jsonNode) {
			if done || n.str == nil || !strings.Contains(*n.str, " ") {
				return
			}
			a, b, _ := strings.Cut(*n.str, " ")
			n.str, n.array, n.elems = nil, true, []*jsonNode{ho11Str(a), ho11Str(b)}
			done = true
		})
	})},

	// A morning clock time labelled as evening: 10:30 Uhr abends.
	{"morning_time_labelled_evening", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho11DeMorning.ReplaceAllStringFunc(s, func(m string) string {
			g := ho11DeMorning.FindStringSubmatch(m)
			if h, _ := strconv.Atoi(g[1]); h > 12 {
				return m
			}
			return m + " abends"
		})
	}},
}

// ---- harmless variants --------------------------------------------------------------

// ho11JSONStyle is one way to write a JSON document: separators, string quoting and
// whether the top-level members stand on lines of their own.
type ho11JSONStyle struct {
	comma, colon string
	quote        func(string) string
	topLines     bool
}

var ho11CompactStyle = ho11JSONStyle{comma: ", ", colon: ": ", quote: ho11Quote}

func ho11Quote(s string) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}

func ho11Emit(n *jsonNode, b *strings.Builder, st ho11JSONStyle, depth int) {
	open, sep, end := "", st.comma, ""
	if st.topLines && depth == 0 {
		open, sep, end = "\n", ",\n", "\n"
	}
	switch {
	case n.object:
		b.WriteString("{" + open)
		for i, k := range n.keys {
			if i > 0 {
				b.WriteString(sep)
			}
			b.WriteString(st.quote(k) + st.colon)
			ho11Emit(n.vals[i], b, st, depth+1)
		}
		b.WriteString(end + "}")
	case n.array:
		b.WriteString("[" + open)
		for i, e := range n.elems {
			if i > 0 {
				b.WriteString(sep)
			}
			ho11Emit(e, b, st, depth+1)
		}
		b.WriteString(end + "]")
	case n.str != nil:
		b.WriteString(st.quote(*n.str))
	default:
		b.WriteString(n.scalar)
	}
}

// ho11Restyle rewrites a JSON golden in another style, the same parsed value.
func ho11Restyle(t *testing.T, c *Case, st ho11JSONStyle) string {
	if c.Output.Kind != "json" {
		return c.Golden
	}
	var b strings.Builder
	ho11Emit(parseJSONNode(t, c.Golden), &b, st, 0)
	return b.String()
}

// ho11EscapeRunes writes the runes keep selects as \u escapes inside a quoted string.
func ho11EscapeRunes(keep func(r rune) bool) func(string) string {
	return func(s string) string {
		var b strings.Builder
		for _, r := range ho11Quote(s) {
			switch {
			case !keep(r):
				b.WriteRune(r)
			case r > 0xFFFF:
				r1, r2 := utf16.EncodeRune(r)
				fmt.Fprintf(&b, "\\u%04x\\u%04x", r1, r2)
			default:
				fmt.Fprintf(&b, "\\u%04x", r)
			}
		}
		return b.String()
	}
}

var (
	ho11MdDate   = regexp.MustCompile(`\b\d{2}\.\d{2}\.\d{4}\b|(?:令和\d{1,2}年|\d{4}年)?\d{1,2}月\d{1,2}日`)
	ho11JaCount  = regexp.MustCompile(`(\d)([箱個枚冊秒桁名台件])`)
	ho11DeClosed = regexp.MustCompile(`(?m)^Mit freundlichen Grüßen\n`)
)

var ho11HarmlessVariants = []hoHarmless{
	{"json_space_before_commas", func(t *testing.T, lang string, c *Case) string {
		return ho11Restyle(t, c, ho11JSONStyle{comma: " , ", colon: ": ", quote: ho11Quote})
	}},
	{"json_hyphen_unicode_escaped", func(t *testing.T, lang string, c *Case) string {
		return ho11Restyle(t, c, ho11JSONStyle{comma: ", ", colon: ": ", quote: ho11EscapeRunes(func(r rune) bool { return r == '-' })})
	}},
	{"json_braces_on_own_lines", func(t *testing.T, lang string, c *Case) string {
		return ho11Restyle(t, c, ho11JSONStyle{comma: ", ", colon: ": ", quote: ho11Quote, topLines: true})
	}},
	{"json_escape_non_ascii_symbols", func(t *testing.T, lang string, c *Case) string {
		return ho11Restyle(t, c, ho11JSONStyle{comma: ", ", colon: ": ", quote: ho11EscapeRunes(func(r rune) bool {
			return r >= 0x80 && !unicode.IsLetter(r) && !unicode.IsNumber(r)
		})})
	}},
	{"json_tab_whitespace", func(t *testing.T, lang string, c *Case) string {
		return ho11Restyle(t, c, ho11JSONStyle{comma: ",\t", colon: ":\t", quote: ho11Quote})
	}},
	{"json_escape_latin1_letters", func(t *testing.T, lang string, c *Case) string {
		return ho11Restyle(t, c, ho11JSONStyle{comma: ", ", colon: ": ", quote: ho11EscapeRunes(func(r rune) bool {
			return r >= 0xC0 && r <= 0xFF
		})})
	}},
	{"md_bold_dates", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "markdown" {
			return c.Golden
		}
		return ho11MdDate.ReplaceAllString(c.Golden, "**$0**")
	}},
	{"md_table_first_column_bold", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "markdown" {
			return c.Golden
		}
		lines, _, rows := ho11Table(c.Golden)
		for _, r := range rows {
			cells := ho11Cells(lines[r])
			cells[0] = "**" + cells[0] + "**"
			lines[r] = ho11Row(cells)
		}
		return strings.Join(lines, "\n")
	}},
	// Table rows are left alone: a cell after the closing pipe would unmake the table.
	{"trailing_nbsp_at_line_ends", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" {
			return c.Golden
		}
		lines := strings.Split(c.Golden, "\n")
		for i, l := range lines {
			if l != "" && !strings.HasPrefix(l, "|") {
				lines[i] = l + "\u00a0"
			}
		}
		return strings.Join(lines, "\n")
	}},
	{"blank_line_after_closing_formula", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" || c.Output.Kind == "json" {
			return c.Golden
		}
		return ho11DeClosed.ReplaceAllString(c.Golden, "Mit freundlichen Grüßen\n\n")
	}},
	{"ja_thin_space_before_counters", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" || c.Output.Kind == "json" {
			return c.Golden
		}
		return ho11JaCount.ReplaceAllString(c.Golden, "$1\u2009$2")
	}},
	{"mixed_line_endings", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" {
			return c.Golden
		}
		return strings.ReplaceAll(c.Golden, "\n\n", "\r\n\r\n")
	}},
}
