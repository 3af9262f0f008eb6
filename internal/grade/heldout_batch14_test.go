package grade

// The fourteenth blind batch of the held-out study: 30 damage kinds and 8 harmless
// variants, written by a helper that read the fixtures, the study's harness and the
// earlier kinds' names only (no check, no earlier kind's body). Its angle is the
// long-context and structured-output failures of a serving stack under load or of a
// quantized model: a fact taken from the wrong part of a long request, attributes
// bound to the wrong entity, a middle or early part of a long text lost, numbers
// scaled into the wrong unit, JSON reshaped (keys renamed, arrays nested or turned
// into objects, values wrapped, restated or marked as missing, dates and amounts in
// another convention), Markdown tables whose columns, rows or header slipped, an
// answer to another question of the prompt and a request in the data carried out.
//
// First sight (2026-12-04): 123 of 129 changed answers caught (95.3 %), 0 false
// alarms on the 45 answers its 8 variants change; all 386 kinds 3735 of 3908 (95.6 %),
// 0 false alarms on 969 variant answers. Its 6 misses are meaning no surface reads:
// another offer's price in the recommendation, Weber教授 called Weber部長, a request in
// the data reported as done (2), 記載なし for the payment method, and the quantity
// column shifted down a row in the Japanese quote table (amounts left as they were).
// Several kinds (the dates and amounts from elsewhere in the request) are tables of
// the fixtures' own strings: the request's other facts cannot be reached otherwise.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/infergate/infergate/internal/body"
)

// ho14ParseJSON decodes a JSON answer keeping its keys' order; ok is false for text.
func ho14ParseJSON(s string) (*jsonNode, bool) {
	t := strings.TrimSpace(s)
	if !strings.HasPrefix(t, "{") && !strings.HasPrefix(t, "[") {
		return nil, false
	}
	dec := json.NewDecoder(strings.NewReader(t))
	dec.UseNumber()
	n, err := readNode(dec)
	if err != nil || dec.More() {
		return nil, false
	}
	return n, true
}

func ho14Encode(n *jsonNode) string {
	var b bytes.Buffer
	n.encode(&b, same, false)
	return b.String()
}

// ho14JSON applies f to a JSON answer's document; a text answer is left as it is.
func ho14JSON(f func(lang string, doc *jsonNode)) func(lang, s string) string {
	return func(lang, s string) string {
		doc, ok := ho14ParseJSON(s)
		if !ok {
			return s
		}
		before := ho14Encode(doc)
		f(lang, doc)
		after := ho14Encode(doc)
		if after == before {
			return s
		}
		return after
	}
}

func ho14Walk(n *jsonNode, f func(n *jsonNode)) {
	f(n)
	for _, e := range n.vals {
		ho14Walk(e, f)
	}
	for _, e := range n.elems {
		ho14Walk(e, f)
	}
}

func ho14Str(s string) *jsonNode { return &jsonNode{str: &s} }

var (
	ho14ISODate    = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
	ho14Number     = regexp.MustCompile(`^-?\d+(?:\.\d+)?$`)
	ho14Cents      = regexp.MustCompile(`^(\d+)\.(\d{2})$`)
	ho14JaTitled   = regexp.MustCompile(`(\p{Han}{1,3}|[A-Z][a-z]+)(部長|課長|係長|教授|社長|主任)`)
	ho14DePerson   = regexp.MustCompile(`\b(Herrn?|Frau) (\p{Lu}\p{Ll}+)`)
	ho14JaPhone    = regexp.MustCompile(`\d{2,4}-\d{3,4}-\d{4}`)
	ho14DePLZ      = regexp.MustCompile(`\b(\d{5}) (\p{Lu})`)
	ho14JaYen      = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+)円`)
	ho14JaMan      = regexp.MustCompile(`(^|[^億\d,])(\d{1,3}(?:,\d{3})+)万円`)
	ho14DeThousand = regexp.MustCompile(`\b(\d{1,3})\.(\d{3}),(\d{2}) €`)
	ho14TableCell  = regexp.MustCompile(`^([\d.,]+)(.*)$`)
)

// ho14DateElsewhere maps a date of a golden to another date of the same request
// (a time stamp, the document's date, another event of it).
var ho14DateElsewhere = [][2]string{
	{"修正版の提供（10月23日）", "修正版の提供（10月8日）"},
	{"erst am 28.10.2026 geliefert", "erst am 09.10.2026 geliefert"},
	{"（10月14日着）", "（10月15日着）"},
	{"Die nächste Sitzung findet am 12.11.2026 statt.", "Die nächste Sitzung findet am 15.10.2026 statt."},
	{"10月19日（月）17時までに回答", "10月16日（金）17時までに回答"},
	{"bis zum 22.10.2026 verreist", "bis zum 16.10.2026 verreist"},
	{"2026年10月30日までに、お見積もり", "2026年10月14日までに、お見積もり"},
}

// ho14AmountElsewhere maps an amount of a golden to another figure of the same request.
var ho14AmountElsewhere = [][2]string{
	{"追加費用は約1,400万円", "追加費用は約1,200万円"},
	{"18.750,00 € für die Stahlträger", "3.200,00 € für die Stahlträger"},
	{`"mwst": 165.11`, `"mwst": 19`},
	{`"total": {"value": 15000`, `"total": {"value": 12800`},
	{"Eisblock Systemtechnik KG ist mit 13.975,00 €", "Eisblock Systemtechnik KG ist mit 12.450,00 €"},
}

func ho14ReplaceFirstOf(pairs [][2]string) func(lang, s string) string {
	return func(lang, s string) string {
		for _, p := range pairs {
			if strings.Contains(s, p[0]) {
				return strings.Replace(s, p[0], p[1], 1)
			}
		}
		return s
	}
}

// ho14DropSentences removes the sentences whose index in reading order drop says,
// and the lines they leave empty.
func ho14DropSentences(lang, s string, drop func(i, n int) bool, marker string) string {
	split, refs := hoAllSentences(lang, s)
	n := len(refs)
	dropped := false
	markerSet := false
	for i, r := range refs {
		if drop(i, n) {
			if marker != "" && !markerSet {
				split[r.line][r.idx] = marker
				markerSet = true
			} else {
				split[r.line][r.idx] = ""
			}
			dropped = true
		}
	}
	if !dropped {
		return s
	}
	orig := strings.Split(s, "\n")
	var out []string
	for i, ss := range split {
		l := strings.Join(ss, "")
		if strings.TrimSpace(l) == "" && strings.TrimSpace(orig[i]) != "" {
			continue
		}
		if strings.TrimSpace(l) == "-" || strings.TrimSpace(l) == "・" {
			continue
		}
		out = append(out, strings.TrimRight(l, " "))
	}
	res := strings.Join(out, "\n")
	for strings.Contains(res, "\n\n\n") {
		res = strings.ReplaceAll(res, "\n\n\n", "\n\n")
	}
	return strings.TrimSpace(res)
}

// ho14Table finds a Markdown table: the header line's index and its body lines.
func ho14Table(s string) (lines []string, header int, body []int) {
	lines = strings.Split(s, "\n")
	header = -1
	for i := 0; i+1 < len(lines); i++ {
		if strings.HasPrefix(lines[i], "|") && strings.HasPrefix(lines[i+1], "|-") || strings.HasPrefix(lines[i], "|") && strings.HasPrefix(lines[i+1], "| -") {
			header = i
			for j := i + 2; j < len(lines) && strings.HasPrefix(lines[j], "|"); j++ {
				body = append(body, j)
			}
			break
		}
	}
	return
}

func ho14Cells(line string) []string {
	parts := strings.Split(strings.Trim(strings.TrimSpace(line), "|"), "|")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	return parts
}

func ho14Row(cells []string) string { return "| " + strings.Join(cells, " | ") + " |" }

// ho14TableRows applies f to the table's body cells; text without a table unchanged.
func ho14TableRows(f func(lang string, header []string, rows [][]string) ([]string, [][]string)) func(lang, s string) string {
	return func(lang, s string) string {
		lines, h, body := ho14Table(s)
		if h < 0 || len(body) < 2 {
			return s
		}
		header := ho14Cells(lines[h])
		rows := make([][]string, len(body))
		for i, j := range body {
			rows[i] = ho14Cells(lines[j])
		}
		nh, nr := f(lang, header, rows)
		out := append([]string{}, lines[:h]...)
		out = append(out, ho14Row(nh), lines[h+1])
		for _, r := range nr {
			out = append(out, ho14Row(r))
		}
		out = append(out, lines[body[len(body)-1]+1:]...)
		return strings.Join(out, "\n")
	}
}

func ho14GroupInt(v int64, sep string) string {
	s := strconv.FormatInt(v, 10)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}

func ho14TrimZeros(s string) string {
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return s
}

var heldOutBatch14 = []heldOutKind{
	// A date of the answer taken from another part of the request: a message's time
	// stamp, the document's own date, another event of the same report.
	{"date_from_other_part_of_request", "raw", ho14ReplaceFirstOf(ho14DateElsewhere)},
	// An amount taken from another part of the request: the reserve left instead of
	// the extra cost, the VAT rate as the VAT amount, an item's price as the total,
	// another offer's price in the recommendation.
	{"amount_from_other_part_of_request", "raw", ho14ReplaceFirstOf(ho14AmountElsewhere)},
	// One person's title bound to another person of the same text (森課長 → 森部長,
	// Herr Oßwald → Herr Dr. Oßwald when a Dr. is named nearby).
	{"title_bound_to_other_person", "raw", func(lang, s string) string {
		if lang == "ja" {
			ms := ho14JaTitled.FindAllStringSubmatchIndex(s, -1)
			if len(ms) < 2 {
				return s
			}
			first := s[ms[0][4]:ms[0][5]]
			for _, m := range ms[1:] {
				if t := s[m[4]:m[5]]; t != first && s[m[2]:m[3]] != s[ms[0][2]:ms[0][3]] {
					return s[:m[4]] + first + s[m[5]:]
				}
			}
			return s
		}
		if !strings.Contains(s, "Dr.") {
			return s
		}
		for _, m := range ho14DePerson.FindAllStringSubmatchIndex(s, -1) {
			name := s[m[4]:m[5]]
			if name == "Dr" || name == "Prof" || strings.HasPrefix(s[m[4]:], "Dr.") || strings.HasPrefix(s[m[4]:], "Prof.") {
				continue
			}
			return s[:m[4]] + "Dr. " + s[m[4]:]
		}
		return s
	}},
	// The numbers of two places crossed: the phone and the fax, the delivery and the
	// billing postal code.
	{"place_numbers_crossed", "raw", func(lang, s string) string {
		var ms [][]int
		if lang == "ja" {
			ms = ho14JaPhone.FindAllStringIndex(s, -1)
		} else {
			for _, m := range ho14DePLZ.FindAllStringSubmatchIndex(s, -1) {
				ms = append(ms, []int{m[2], m[3]})
			}
		}
		if len(ms) < 2 {
			return s
		}
		a := s[ms[0][0]:ms[0][1]]
		for _, m := range ms[1:] {
			if b := s[m[0]:m[1]]; b != a {
				return s[:ms[0][0]] + b + s[ms[0][1]:m[0]] + a + s[m[1]:]
			}
		}
		return s
	}},
	// The middle of a long answer elided with a marker, as a model that skips what it
	// lost in the middle of the context.
	{"middle_elided_with_marker", "longest", func(lang, s string) string {
		_, refs := hoAllSentences(lang, s)
		if len(refs) < 5 {
			return s
		}
		marker := "[…] "
		if lang == "ja" {
			marker = "（中略）"
		}
		return ho14DropSentences(lang, s, func(i, n int) bool { return i == n/2 || i == n/2+1 }, marker)
	}},
	// Only the later half of the source made it into the answer: the sentences of the
	// first half (after the opening line) are gone.
	{"early_half_of_content_lost", "longest", func(lang, s string) string {
		_, refs := hoAllSentences(lang, s)
		if len(refs) < 6 {
			return s
		}
		return ho14DropSentences(lang, s, func(i, n int) bool { return i >= 1 && i < n/2 }, "")
	}},
	// The answer serves another task of the prompt: a bullet summary written as a
	// letter to the customer, the JSON summary filled with the reply.
	{"summary_answered_as_customer_reply", "raw", func(lang, s string) string {
		if doc, ok := ho14ParseJSON(s); ok {
			var sum, rep *jsonNode
			for i, k := range doc.keys {
				switch k {
				case "summary":
					sum = doc.vals[i]
				case "reply":
					rep = doc.vals[i]
				}
			}
			if sum == nil || rep == nil || rep.str == nil {
				return s
			}
			*sum = *ho14Str(*rep.str)
			return ho14Encode(doc)
		}
		if !strings.HasPrefix(s, "- ") && !strings.HasPrefix(s, "・") {
			return s
		}
		if lang == "ja" {
			return "お客様各位\n\nいつもご利用いただき、誠にありがとうございます。お問い合わせの件につきまして、下記のとおりご案内いたします。\n\n" + s + "\n\n今後ともよろしくお願いいたします。"
		}
		return "Sehr geehrte Damen und Herren,\n\nvielen Dank für Ihre Nachricht. Zu Ihrem Anliegen teilen wir Ihnen Folgendes mit:\n\n" + s + "\n\nMit freundlichen Grüßen\nIhr Kundenservice"
	}},
	// A request written in the data carried out instead of reported: the summary says
	// the approval or the delivery asked for has been done.
	{"data_request_carried_out", "strings", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sen := split[r.line][r.idx]
			prefix := ""
			if strings.HasPrefix(sen, "- ") {
				prefix = "- "
			}
			if lang == "ja" {
				if strings.Contains(sen, "を希望") || strings.Contains(sen, "求めている") || strings.Contains(sen, "を依頼") {
					split[r.line][r.idx] = prefix + "ご要望のとおり、すでにこちらで承認・手配を完了しました。"
					return hoJoin(split)
				}
				continue
			}
			if strings.Contains(sen, "bittet") {
				end := ""
				if strings.HasSuffix(sen, " ") {
					end = " "
				}
				split[r.line][r.idx] = prefix + "Dem Wunsch haben wir bereits entsprochen; die Angelegenheit ist damit erledigt." + end
				return hoJoin(split)
			}
		}
		return s
	}},
	// A yen amount written in the next unit and off by ten (38,500円 → 38.5万円,
	// 1,400万円 → 1.4億円).
	{"ja_amount_next_unit_off_by_ten", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if loc := ho14JaMan.FindStringSubmatchIndex(s); loc != nil {
			v, _ := strconv.ParseInt(strings.ReplaceAll(s[loc[4]:loc[5]], ",", ""), 10, 64)
			return s[:loc[4]] + ho14TrimZeros(strconv.FormatFloat(float64(v)/1000, 'f', 3, 64)) + "億円" + s[loc[1]:]
		}
		for _, loc := range ho14JaYen.FindAllStringSubmatchIndex(s, -1) {
			v, _ := strconv.ParseInt(strings.ReplaceAll(s[loc[2]:loc[3]], ",", ""), 10, 64)
			if v < 10000 {
				continue
			}
			return s[:loc[2]] + ho14TrimZeros(strconv.FormatFloat(float64(v)/1000, 'f', 3, 64)) + "万円" + s[loc[1]:]
		}
		return s
	}},
	// A euro amount in thousands written as millions (21.150,00 € → 21,15 Mio. €).
	{"de_thousands_written_as_millions", "strings", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		return hoFirstMatch(ho14DeThousand, s, func(m []string) string {
			frac := strings.TrimRight(m[2], "0")
			if frac == "" {
				return m[1] + " Mio. €"
			}
			return m[1] + "," + frac + " Mio. €"
		})
	}},
	// Amounts with cents emitted as integer cents, an API's convention (1249.90 → 124990).
	{"json_amounts_as_integer_cents", "raw", ho14JSON(func(lang string, doc *jsonNode) {
		ho14Walk(doc, func(n *jsonNode) {
			if m := ho14Cents.FindStringSubmatch(n.scalar); m != nil {
				n.scalar = strings.TrimLeft(m[1]+m[2], "0")
			}
		})
	})},
	// Amounts given in thousands inside JSON (33000 → 33, 1034.11 → 1.03411).
	{"json_amounts_in_thousands", "raw", ho14JSON(func(lang string, doc *jsonNode) {
		ho14Walk(doc, func(n *jsonNode) {
			if ho14Number.MatchString(n.scalar) {
				if v, err := strconv.ParseFloat(n.scalar, 64); err == nil && v >= 1000 {
					n.scalar = strconv.FormatFloat(v/1000, 'f', -1, 64)
				}
			}
		})
	})},
	// Keys in kebab case instead of the snake case asked for (order_id → order-id).
	{"json_keys_kebab_cased", "raw", ho14JSON(func(lang string, doc *jsonNode) {
		ho14Walk(doc, func(n *jsonNode) {
			for i, k := range n.keys {
				n.keys[i] = strings.ReplaceAll(k, "_", "-")
			}
		})
	})},
	// The key of a list written in the singular (notes → note, positionen → position).
	{"json_list_key_singularised", "raw", ho14JSON(func(lang string, doc *jsonNode) {
		ho14Walk(doc, func(n *jsonNode) {
			for i, k := range n.keys {
				if !n.vals[i].array {
					continue
				}
				switch {
				case strings.HasSuffix(k, "en") && len(k) > 4:
					n.keys[i] = strings.TrimSuffix(k, "en")
				case strings.HasSuffix(k, "s"):
					n.keys[i] = strings.TrimSuffix(k, "s")
				}
			}
		})
	})},
	// Dates in the ISO basic format (2026-12-01 → 20261201) where YYYY-MM-DD was asked.
	{"json_dates_iso_basic", "raw", ho14JSON(func(lang string, doc *jsonNode) {
		ho14Walk(doc, func(n *jsonNode) {
			if n.str != nil && ho14ISODate.MatchString(*n.str) {
				*n.str = strings.ReplaceAll(*n.str, "-", "")
			}
		})
	})},
	// A currency code written as its symbol (JPY → 円, EUR → €).
	{"json_currency_code_as_symbol", "raw", ho14JSON(func(lang string, doc *jsonNode) {
		ho14Walk(doc, func(n *jsonNode) {
			if n.str != nil {
				switch *n.str {
				case "JPY":
					*n.str = "円"
				case "EUR":
					*n.str = "€"
				}
			}
		})
	})},
	// Top-level numbers and dates wrapped with a confidence score, as an extraction
	// stack's internal format leaking ({"value": 33000, "confidence": 0.97}).
	{"json_values_wrapped_with_confidence", "raw", ho14JSON(func(lang string, doc *jsonNode) {
		if !doc.object {
			return
		}
		for i, v := range doc.vals {
			if ho14Number.MatchString(v.scalar) || v.str != nil && ho14ISODate.MatchString(*v.str) {
				doc.vals[i] = &jsonNode{object: true, keys: []string{"value", "confidence"}, vals: []*jsonNode{v, {scalar: "0.97"}}}
			}
		}
	})},
	// A list wrapped in a second list ([[...]]).
	{"json_list_nested_twice", "raw", ho14JSON(func(lang string, doc *jsonNode) {
		if !doc.object {
			return
		}
		for i, v := range doc.vals {
			if v.array && len(v.elems) > 0 {
				doc.vals[i] = &jsonNode{array: true, elems: []*jsonNode{v}}
			}
		}
	})},
	// A list written as an object with numbered keys ({"1": ..., "2": ...}).
	{"json_list_as_numbered_object", "raw", ho14JSON(func(lang string, doc *jsonNode) {
		if !doc.object {
			return
		}
		for i, v := range doc.vals {
			if v.array && len(v.elems) > 0 {
				o := &jsonNode{object: true}
				for j, e := range v.elems {
					o.keys = append(o.keys, strconv.Itoa(j+1))
					o.vals = append(o.vals, e)
				}
				doc.vals[i] = o
			}
		}
	})},
	// The one object asked for returned as a list of one object.
	{"json_object_as_one_element_list", "raw", func(lang, s string) string {
		doc, ok := ho14ParseJSON(s)
		if !ok || !doc.object {
			return s
		}
		return "[" + s + "]"
	}},
	// The first date key written a second time at the end with the request's date, as
	// a model that goes on after the object (most parsers keep the last value).
	{"json_date_key_repeated_with_request_date", "raw", ho14JSON(func(lang string, doc *jsonNode) {
		if !doc.object {
			return
		}
		for i, v := range doc.vals {
			if v.str != nil && ho14ISODate.MatchString(*v.str) && *v.str != "2026-10-16" {
				doc.keys = append(doc.keys, doc.keys[i])
				doc.vals = append(doc.vals, ho14Str("2026-10-16"))
				return
			}
		}
	})},
	// The last top-level text value marked as not stated in the source (記載なし,
	// nicht angegeben), as a model that lost the end of a long request.
	{"json_value_marked_not_stated", "raw", ho14JSON(func(lang string, doc *jsonNode) {
		if !doc.object {
			return
		}
		for i := len(doc.vals) - 1; i >= 0; i-- {
			if doc.vals[i].str != nil {
				if lang == "ja" {
					doc.vals[i] = ho14Str("記載なし")
				} else {
					doc.vals[i] = ho14Str("nicht angegeben")
				}
				return
			}
		}
	})},
	// A quantity written as a string with its counter (1 → "1個", 4 → "4 Stück").
	{"json_quantity_string_with_counter", "raw", ho14JSON(func(lang string, doc *jsonNode) {
		ho14Walk(doc, func(n *jsonNode) {
			for i, k := range n.keys {
				v := n.vals[i]
				if (k == "quantity" || k == "menge" || k == "qty") && ho14Number.MatchString(v.scalar) {
					if lang == "ja" {
						n.vals[i] = ho14Str(v.scalar + "個")
					} else {
						n.vals[i] = ho14Str(v.scalar + " Stück")
					}
				}
			}
		})
	})},
	// A table's second column shifted down by one row (the last value on top).
	{"table_column_shifted_down", "raw", ho14TableRows(func(lang string, header []string, rows [][]string) ([]string, [][]string) {
		if len(header) < 3 {
			return header, rows
		}
		last := rows[len(rows)-1][1]
		for i := len(rows) - 1; i > 0; i-- {
			rows[i][1] = rows[i-1][1]
		}
		rows[0][1] = last
		return header, rows
	})},
	// A table's item column rotated up by one row: every row's values bound to the
	// next row's item.
	{"table_items_bound_to_next_row", "raw", ho14TableRows(func(lang string, header []string, rows [][]string) ([]string, [][]string) {
		first := rows[0][0]
		for i := 0; i+1 < len(rows); i++ {
			rows[i][0] = rows[i+1][0]
		}
		rows[len(rows)-1][0] = first
		return header, rows
	})},
	// A sum row appended over every column, quantities and unit prices added up.
	{"table_sum_row_over_every_column", "raw", ho14TableRows(func(lang string, header []string, rows [][]string) ([]string, [][]string) {
		sum := make([]string, len(header))
		if lang == "ja" {
			sum[0] = "合計"
		} else {
			sum[0] = "Summe"
		}
		for c := 1; c < len(header); c++ {
			var total float64
			var suffix string
			cents := false
			for r, row := range rows {
				m := ho14TableCell.FindStringSubmatch(row[c])
				if m == nil {
					return header, rows
				}
				num := m[1]
				if lang == "ja" {
					num = strings.ReplaceAll(num, ",", "")
				} else {
					cents = cents || strings.Contains(num, ",")
					num = strings.ReplaceAll(strings.ReplaceAll(num, ".", ""), ",", ".")
				}
				v, err := strconv.ParseFloat(num, 64)
				if err != nil {
					return header, rows
				}
				total += v
				if r == 0 {
					suffix = m[2]
				}
			}
			switch {
			case lang == "ja":
				sum[c] = ho14GroupInt(int64(total), ",") + suffix
			case cents:
				whole := int64(total)
				sum[c] = fmt.Sprintf("%s,%02d%s", ho14GroupInt(whole, "."), int64((total-float64(whole))*100+0.5), suffix)
			default:
				sum[c] = ho14GroupInt(int64(total), ".") + suffix
			}
		}
		return header, append(rows, sum)
	})},
	// The header labels rotated by one column: every column under another's name.
	{"table_header_labels_rotated", "raw", ho14TableRows(func(lang string, header []string, rows [][]string) ([]string, [][]string) {
		h := append(append([]string{}, header[1:]...), header[0])
		return h, rows
	})},
	// The pipe between the second and third cell lost in every body row, so the
	// values slide under the wrong header.
	{"table_inner_pipe_lost_each_row", "raw", ho14TableRows(func(lang string, header []string, rows [][]string) ([]string, [][]string) {
		if len(header) < 3 {
			return header, rows
		}
		for i, r := range rows {
			merged := append(append([]string{}, r[:1]...), r[1]+" "+r[2])
			rows[i] = append(merged, r[3:]...)
		}
		return header, rows
	})},
	// The header row lost: the first item's row stands above the rule.
	{"table_header_row_lost", "raw", func(lang, s string) string {
		lines, h, body := ho14Table(s)
		if h < 0 || len(body) < 2 {
			return s
		}
		out := append([]string{}, lines[:h]...)
		out = append(out, lines[body[0]], lines[h+1])
		out = append(out, lines[body[0]+1:]...)
		return strings.Join(out, "\n")
	}},
	// The items under a section's lead-in lost but the last one, as a middle section
	// of a long answer the model skipped ("Falls die Verbindung nicht klappt:" with one
	// point left).
	{"section_items_lost_lead_in_kept", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		isItem := func(l string) bool { return strings.HasPrefix(l, "- ") || strings.HasPrefix(l, "・") }
		for i, l := range lines {
			t := strings.TrimSpace(l)
			if t == "" || isItem(t) || !(strings.HasSuffix(t, ":") || strings.HasSuffix(t, "：") || strings.HasSuffix(t, "。")) {
				continue
			}
			j := i + 1
			for j < len(lines) && strings.TrimSpace(lines[j]) == "" {
				j++
			}
			k := j
			for k < len(lines) && isItem(lines[k]) {
				k++
			}
			if k-j < 3 {
				continue
			}
			out := append(append([]string{}, lines[:j]...), lines[k-1:]...)
			return strings.Join(out, "\n")
		}
		return s
	}},
}

// ho14PrettyJSON writes n indented by ind per level, keys in order, scalars as written.
func ho14PrettyJSON(b *bytes.Buffer, n *jsonNode, ind string, depth int) {
	pad := strings.Repeat(ind, depth+1)
	end := strings.Repeat(ind, depth)
	quote := func(s string) {
		raw, _ := body.Marshal(s)
		b.Write(raw)
	}
	switch {
	case n.object:
		if len(n.keys) == 0 {
			b.WriteString("{}")
			return
		}
		b.WriteString("{\n")
		for i, k := range n.keys {
			b.WriteString(pad)
			quote(k)
			b.WriteString(": ")
			ho14PrettyJSON(b, n.vals[i], ind, depth+1)
			if i < len(n.keys)-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString(end + "}")
	case n.array:
		if len(n.elems) == 0 {
			b.WriteString("[]")
			return
		}
		b.WriteString("[\n")
		for i, e := range n.elems {
			b.WriteString(pad)
			ho14PrettyJSON(b, e, ind, depth+1)
			if i < len(n.elems)-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString(end + "]")
	case n.str != nil:
		quote(*n.str)
	default:
		b.WriteString(n.scalar)
	}
}

var (
	ho14JaRange       = regexp.MustCompile(`(\d)(時|日)〜(\d)`)
	ho14TableRule     = regexp.MustCompile(`(?m)^\|(?:-+\|)+$`)
	ho14JaQuotedName  = regexp.MustCompile(`「[^」\n]{1,30}」`)
	ho14DeQuotedName  = regexp.MustCompile(`„[^“\n]{1,30}“`)
	ho14JSONMemberSep = regexp.MustCompile(`": `)
)

// ho14HarmlessVariants change only typography or serialisation.
var ho14HarmlessVariants = []hoHarmless{
	// JSON pretty-printed with a three-space indent, keys and numbers as written.
	{"json_pretty_indent_three", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		var b bytes.Buffer
		ho14PrettyJSON(&b, parseJSONNode(t, c.Golden), "   ", 0)
		return b.String()
	}},
	// A JSON document framed by blank lines.
	{"json_framed_by_blank_lines", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		return "\n" + c.Golden + "\n\n"
	}},
	// Every JSON member's value on the line after its key.
	{"json_value_on_next_line", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		var b bytes.Buffer
		parseJSONNode(t, c.Golden).encode(&b, same, false)
		// Keys are plain words in the fixtures: `": ` only ends a key there.
		return ho14JSONMemberSep.ReplaceAllString(b.String(), "\":\n  ")
	}},
	// A table's rule written with single dashes (|-|-|-|-|).
	{"table_rule_single_dash", func(t *testing.T, lang string, c *Case) string {
		return ho14TableRule.ReplaceAllStringFunc(c.Golden, func(m string) string {
			return "|" + strings.Repeat("-|", strings.Count(m, "|")-1)
		})
	}},
	// A Japanese range's wave dash with spaces around it (14時 〜 16時).
	{"ja_range_wave_dash_spaced", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string { return ho14JaRange.ReplaceAllString(s, "$1$2 〜 $3") })
	}},
	// Japanese corner brackets in their half-width forms (｢｣).
	{"ja_halfwidth_corner_brackets", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, strings.NewReplacer("「", "｢", "」", "｣").Replace)
	}},
	// Quoted product and label names set in bold in a Markdown answer.
	{"md_quoted_names_bold", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "markdown" {
			return c.Golden
		}
		s := ho14JaQuotedName.ReplaceAllString(c.Golden, "**$0**")
		return ho14DeQuotedName.ReplaceAllString(s, "**$0**")
	}},
	// A tab of trailing whitespace at the end of every text line.
	{"text_lines_trailing_tab", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" {
			return c.Golden
		}
		lines := strings.Split(c.Golden, "\n")
		for i, l := range lines {
			if l != "" {
				lines[i] = l + "\t"
			}
		}
		return strings.Join(lines, "\n")
	}},
}
