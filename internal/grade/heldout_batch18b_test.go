package grade

// Batch 18b of the held-out study, written blind (no check, no other batch read):
// FACTS and STRUCTURE damage as an outside evaluator would invent it fresh. Half of
// the kinds damage one figure of the answer the way a model that mangles numbers
// does (a digit doubled inside a longer figure, a decimal separator moved by one
// place, the year of the last date off by one, a clock time converted wrongly between
// 12 h and 24 h, a count that no longer matches the items listed, one digit of a
// postcode or phone number changed, two characters of an ID transposed, one amount's
// currency swapped with its number kept). The other half damage the answer's shape
// (a list item split in two at a comma, a table's header row or a section's lead-in
// dropped, one row, item or sentence repeated, a JSON field renamed to a synonym, a
// JSON value's type flipped, a nested JSON object or array flattened, the answer cut
// off in the middle of a list item or table row). Each kind damages one place of the
// answer, not every occurrence, and returns the answer unchanged where it does not
// apply. No fixture has a percentage, so no kind changes one.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

var (
	ho18bListItem  = regexp.MustCompile(`^(?:(\d+)\. |[-*] |・)`)
	ho18bTableSep  = regexp.MustCompile(`^\|[-:| ]+\|\s*$`)
	ho18bJSONNum   = regexp.MustCompile(`(:\s*)(\d+)(\.\d+)?([,}\]\s])`)
	ho18bDeAmount  = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})+|\d+),(\d{2})( ?€)`)
	ho18bDeDecimal = regexp.MustCompile(`(^|[^\d.,])(\d{1,2}),(\d)([^\d])`)
	ho18bJaMan     = regexp.MustCompile(`(\d[\d,]*)万円`)
	ho18bJaEuro    = regexp.MustCompile(`(\d[\d,]*)ユーロ`)
	ho18bJaAmount  = regexp.MustCompile(`\d{1,3}(?:,\d{3})+`)
	ho18bDeBigAmt  = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})+|\d{4,}),\d{2}`)
	ho18bJSONBig   = regexp.MustCompile(`(:\s*)(\d{4,})(\.\d+)?([,}\]\s])`)
	ho18bID        = regexp.MustCompile(`[A-Z]{1,5}-\d[\d-]*\d|\d{2}-\d{4}-[A-Z]{2}|[A-Z]{1,3}\d{3,}`)
	ho18bJaPostal  = regexp.MustCompile(`(^|[^\d-])(\d{3}-\d{4})($|[^\d-])`)
	ho18bJaPhone   = regexp.MustCompile(`(^|[^\d-])(0\d{1,4}-\d{1,4}-\d{4})($|[^\d-])`)
	ho18bDePLZ     = regexp.MustCompile(`(^|[^\d.,-])(\d{5})($| \p{Lu})`)
	ho18bJSONKey   = regexp.MustCompile(`"([a-z_]+)":`)
	ho18bYearRes   = []*regexp.Regexp{
		regexp.MustCompile(`(20\d\d)-\d\d-\d\d`),
		regexp.MustCompile(`\d{1,2}\.\d{1,2}\.(20\d\d)`),
		regexp.MustCompile(`\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (20\d\d)`),
		regexp.MustCompile(`(20\d\d)年\d{1,2}月`),
		regexp.MustCompile(`令和(\d{1,2})年`),
	}
)

// ho18bIsJSON reports whether s is a JSON object answer.
func ho18bIsJSON(s string) bool {
	return strings.HasPrefix(strings.TrimSpace(s), "{") && json.Valid([]byte(s))
}

// ho18bGroup groups an integer's digits in threes with sep.
func ho18bGroup(digits, sep string) string {
	var b strings.Builder
	for i, r := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// ho18bDeMoney writes cents as a German amount without its currency (391,25).
func ho18bDeMoney(cents int64) string {
	return ho18bGroup(strconv.FormatInt(cents/100, 10), ".") + "," + fmt.Sprintf("%02d", cents%100)
}

// ho18bSpan is one place of a text and what it becomes.
type ho18bSpan struct {
	at, end int
	out     string
}

// ho18bPick replaces the middle one of the spans (in order of position).
func ho18bPick(s string, spans []ho18bSpan) string {
	if len(spans) == 0 {
		return s
	}
	slices.SortStableFunc(spans, func(a, b ho18bSpan) int { return a.at - b.at })
	sp := spans[len(spans)/2]
	return s[:sp.at] + sp.out + s[sp.end:]
}

// ho18bSpans lists every match of re with what f makes of it (f's "" skips a match).
func ho18bSpans(re *regexp.Regexp, s string, f func(m []string) string) []ho18bSpan {
	var out []ho18bSpan
	for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
		m := make([]string, len(loc)/2)
		for i := range m {
			if loc[2*i] >= 0 {
				m[i] = s[loc[2*i]:loc[2*i+1]]
			}
		}
		if r := f(m); r != "" && r != m[0] {
			out = append(out, ho18bSpan{loc[0], loc[1], r})
		}
	}
	return out
}

// ho18bIsItem reports whether a line is a list item (numbered, dash, star or ・).
func ho18bIsItem(l string) bool { return ho18bListItem.MatchString(l) }

// ho18bIsTableRow reports whether a line is a Markdown table row.
func ho18bIsTableRow(l string) bool { return strings.HasPrefix(strings.TrimSpace(l), "|") }

// ho18bTable finds the first Markdown table: its header line and its data rows.
func ho18bTable(lines []string) (header int, rows []int) {
	for i := 0; i+1 < len(lines); i++ {
		if ho18bIsTableRow(lines[i]) && ho18bTableSep.MatchString(lines[i+1]) {
			for j := i + 2; j < len(lines) && ho18bIsTableRow(lines[j]); j++ {
				rows = append(rows, j)
			}
			return i, rows
		}
	}
	return -1, nil
}

// ho18bItems lists the line numbers of all list items.
func ho18bItems(lines []string) []int {
	var out []int
	for i, l := range lines {
		if ho18bIsItem(l) {
			out = append(out, i)
		}
	}
	return out
}

// ho18bFlip gives the hour as a wrong 12 h / 24 h conversion: afternoon hours lose
// their 12, morning hours gain 12.
func ho18bFlip(h int) int {
	switch {
	case h >= 13:
		return h - 12
	case h == 12:
		return 0
	}
	return h + 12
}

// ho18bSplitAt finds where an item's text splits into two plausible items: the
// comma (or 、, or ;) nearest its middle outside brackets and quotes, both halves at
// least 8 runes. It returns the byte offsets of the separator, or -1.
func ho18bSplitAt(lang, text string) (int, int) {
	rs := []rune(text)
	bestAt, bestLen, bestDist := -1, 0, len(rs)
	depth := 0
	off := 0
	for i, r := range rs {
		switch r {
		case '(', '（', '„', '「':
			depth++
		case ')', '）', '“', '」':
			depth--
		}
		sep := ""
		if lang == "ja" && (r == '、' || r == '；') {
			sep = string(r)
		} else if lang != "ja" && (r == ',' || r == ';') && i+1 < len(rs) && rs[i+1] == ' ' {
			sep = string(r) + " "
		}
		if sep != "" && depth <= 0 && i >= 8 && len(rs)-i-len([]rune(sep)) >= 8 {
			if d := ho18bAbs(i - len(rs)/2); d < bestDist {
				bestAt, bestLen, bestDist = off, len(sep), d
			}
		}
		off += len(string(r))
	}
	return bestAt, bestLen
}

func ho18bAbs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// ho18bMembers decodes one JSON object's members in order, their values raw.
func ho18bMembers(obj string) ([]string, []json.RawMessage, bool) {
	dec := json.NewDecoder(strings.NewReader(obj))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil, nil, false
	}
	var keys []string
	var vals []json.RawMessage
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, nil, false
		}
		k, ok := t.(string)
		if !ok {
			return nil, nil, false
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, nil, false
		}
		keys, vals = append(keys, k), append(vals, v)
	}
	return keys, vals, true
}

// ho18bJSONString encodes s as a JSON string without HTML escaping.
func ho18bJSONString(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}

// ho18bKeySynonyms are field names a model might use instead of the requested ones.
var ho18bKeySynonyms = map[string]string{
	"rechnungsnummer": "rechnungsnr", "rechnungsdatum": "datum", "kunde": "kundenname", "strasse": "adresse",
	"plz": "postleitzahl", "ort": "stadt", "positionen": "artikel", "bezeichnung": "artikel", "menge": "anzahl",
	"einzelpreis": "preis", "netto": "summe_netto", "mwst": "ust", "brutto": "gesamt", "faellig_am": "zahlungsziel",
	"name": "customer_name", "city": "town", "order_id": "order_number", "total": "amount", "value": "amount",
	"currency": "curr", "delivery_date": "shipping_date", "company": "company_name", "contract_id": "contract_no",
	"primary_contact": "contact", "deputy_contact": "contact_deputy", "postal_code": "zip", "address": "location",
	"start_date": "begin", "end_date": "valid_until", "monthly_fee": "price", "notes": "remarks", "items": "products",
	"product": "name", "quantity": "qty", "unit_price": "price", "payment": "payment_method", "summary": "overview",
	"reply": "response",
}

var heldOutBatch18b = []heldOutKind{
	// A digit doubled inside one longer figure, regrouped as the locale writes it
	// (1.249,90 € → 12.249,90 €, 38,500円 → 388,500円, JSON 12800 → 122800): the middle
	// one of the answer's figures of four digits or more.
	{"ho18b_digit_doubled_in_figure", "raw", func(lang, s string) string {
		double := func(d string) string { return d[:2] + d[1:] }
		if ho18bIsJSON(s) {
			return ho18bPick(s, ho18bSpans(ho18bJSONBig, s, func(m []string) string { return m[1] + double(m[2]) + m[3] + m[4] }))
		}
		if lang == "ja" {
			// not the part of a figure after 億 (3億2,000万円)
			var spans []ho18bSpan
			for _, sp := range ho18bSpans(ho18bJaAmount, s, func(m []string) string {
				return ho18bGroup(double(strings.ReplaceAll(m[0], ",", "")), ",")
			}) {
				if !strings.HasSuffix(s[:sp.at], "億") {
					spans = append(spans, sp)
				}
			}
			return ho18bPick(s, spans)
		}
		return ho18bPick(s, ho18bSpans(ho18bDeBigAmt, s, func(m []string) string {
			return ho18bGroup(double(strings.ReplaceAll(m[1], ".", "")), ".") + m[0][len(m[1]):]
		}))
	}},
	// A decimal separator moved by one place in one figure: an amount a tenth of what
	// it is (3.912,50 € → 391,25 €, 1,400万円 → 140万円, JSON 1249.90 → 124.99), a
	// decimal figure ten times (2,4-GHz → 24-GHz), euros read as cents (1,480ユーロ →
	// 14.80ユーロ).
	{"ho18b_decimal_moved", "raw", func(lang, s string) string {
		if ho18bIsJSON(s) {
			return ho18bPick(s, ho18bSpans(ho18bJSONNum, s, func(m []string) string {
				v, _ := strconv.ParseFloat(m[2]+m[3], 64)
				if v < 100 {
					return ""
				}
				var n string
				switch {
				case m[3] != "":
					n = strconv.FormatFloat(v/10, 'f', len(m[3])-1, 64)
				case strings.HasSuffix(m[2], "0"):
					n = m[2][:len(m[2])-1]
				default:
					n = strconv.FormatFloat(v/10, 'f', 1, 64)
				}
				return m[1] + n + m[4]
			}))
		}
		if lang == "ja" {
			spans := ho18bSpans(ho18bJaMan, s, func(m []string) string {
				d := strings.ReplaceAll(m[1], ",", "")
				if len(d) < 2 || !strings.HasSuffix(d, "0") {
					return ""
				}
				return ho18bGroup(d[:len(d)-1], ",") + "万円"
			})
			spans = append(spans, ho18bSpans(ho18bJaEuro, s, func(m []string) string {
				d := strings.ReplaceAll(m[1], ",", "")
				if len(d) < 3 {
					return ""
				}
				return d[:len(d)-2] + "." + d[len(d)-2:] + "ユーロ"
			})...)
			return ho18bPick(s, spans)
		}
		spans := ho18bSpans(ho18bDeAmount, s, func(m []string) string {
			c, err := strconv.ParseInt(strings.ReplaceAll(m[1], ".", "")+m[2], 10, 64)
			if err != nil || c < 1000 {
				return ""
			}
			return ho18bDeMoney((c+5)/10) + m[3]
		})
		spans = append(spans, ho18bSpans(ho18bDeDecimal, s, func(m []string) string { return m[1] + m[2] + m[3] + m[4] })...)
		return ho18bPick(s, spans)
	}},
	// The year of the last dated statement one later (the answer's last date only:
	// 2026-11-04 → 2027-11-04, 12.11.2026 → 12.11.2027, 2026年10月30日 → 2027年10月30日).
	{"ho18b_last_date_year_off", "raw", func(lang, s string) string {
		best := []int(nil)
		for _, re := range ho18bYearRes {
			for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
				if best == nil || loc[0] > best[0] {
					best = loc
				}
			}
		}
		if best == nil {
			return s
		}
		n, _ := strconv.Atoi(s[best[2]:best[3]])
		return s[:best[2]] + strconv.Itoa(n+1) + s[best[3]:]
	}},
	// The first clock time converted wrongly between 12 h and 24 h (10:30 Uhr → 22:30
	// Uhr, von 6 bis 22 Uhr → von 6 bis 10 Uhr, ab 8 Uhr → ab 20 Uhr, 14時〜16時 →
	// 2時〜4時, 17時まで → 5時まで).
	{"ho18b_clock_12h_24h", "first", func(lang, s string) string {
		var spans []ho18bSpan
		add := func(re *regexp.Regexp, f func(m []string) string) {
			if loc := re.FindStringSubmatchIndex(s); loc != nil {
				sp := ho18bSpans(re, s[loc[0]:loc[1]], f)
				if len(sp) > 0 {
					spans = append(spans, ho18bSpan{loc[0], loc[1], sp[0].out})
				}
			}
		}
		atoi := func(x string) int { n, _ := strconv.Atoi(x); return n }
		if lang == "ja" {
			add(regexp.MustCompile(`(^|[^\d])(\d{1,2})時(\s*(?:〜|～|~|-|から)\s*)(\d{1,2})時`), func(m []string) string {
				a, b := atoi(m[2]), atoi(m[4])
				if a >= 13 && b >= 13 {
					return fmt.Sprintf("%s%d時%s%d時", m[1], a-12, m[3], b-12)
				}
				return fmt.Sprintf("%s%d時%s%d時", m[1], a, m[3], ho18bFlip(b))
			})
			add(regexp.MustCompile(`(^|[^\d])(\d{1,2})時([^間]|$)`), func(m []string) string {
				return fmt.Sprintf("%s%d時%s", m[1], ho18bFlip(atoi(m[2])), m[3])
			})
			add(regexp.MustCompile(`(^|[^\d])(\d{1,2}):(\d{2})`), func(m []string) string {
				return fmt.Sprintf("%s%d:%s", m[1], ho18bFlip(atoi(m[2])), m[3])
			})
		} else {
			add(regexp.MustCompile(`(zwischen|von) (\d{1,2}) (und|bis) (\d{1,2}) Uhr`), func(m []string) string {
				a, b := atoi(m[2]), atoi(m[4])
				switch {
				case b >= 13 && a < 13:
					b -= 12
				case b >= 13:
					a, b = a-12, b-12
				case a < 12 && b <= 12:
					a, b = a+12, b+12
				}
				return fmt.Sprintf("%s %d %s %d Uhr", m[1], a, m[3], b)
			})
			add(regexp.MustCompile(`(^|[^\d:.,])(\d{1,2}):(\d{2}) Uhr`), func(m []string) string {
				return fmt.Sprintf("%s%d:%s Uhr", m[1], ho18bFlip(atoi(m[2])), m[3])
			})
			add(regexp.MustCompile(`(^|[^\d:.,])(\d{1,2}) Uhr`), func(m []string) string {
				return fmt.Sprintf("%s%d Uhr", m[1], ho18bFlip(atoi(m[2])))
			})
		}
		if len(spans) == 0 {
			return s
		}
		// the earliest time of the answer; a range before its own end
		slices.SortStableFunc(spans, func(a, b ho18bSpan) int { return a.at - b.at })
		sp := spans[0]
		return s[:sp.at] + sp.out + s[sp.end:]
	}},
	// A count stated for the first list or table that no longer matches the items it
	// has: one more than there are, in the lead-in the answer already has (… ein – in
	// 11 Schritten:, 次の9つの手順で, 合計（税抜、4品目）) or in one it adds before a
	// list that has none (Die 6 wichtigsten Punkte:, 要点は次の6点です。).
	{"ho18b_count_mismatch", "raw", func(lang, s string) string {
		if ho18bIsJSON(s) {
			return s
		}
		lines := strings.Split(s, "\n")
		if h, rows := ho18bTable(lines); h >= 0 && len(rows) >= 2 {
			n := len(rows) + 1
			for i := rows[len(rows)-1] + 1; i < len(lines); i++ {
				l := lines[i]
				switch {
				case lang == "de" && strings.HasPrefix(l, "Empfehlung:"):
					lines[i] = fmt.Sprintf("Empfehlung nach Vergleich aller %d Angebote:", n) + strings.TrimPrefix(l, "Empfehlung:")
					return strings.Join(lines, "\n")
				case lang == "ja" && strings.HasPrefix(l, "合計") && strings.Contains(l, "）："):
					lines[i] = strings.Replace(l, "）：", fmt.Sprintf("、%d品目）：", n), 1)
					return strings.Join(lines, "\n")
				}
			}
			return s
		}
		start := -1
		for i, l := range lines {
			if ho18bIsItem(l) {
				start = i
				break
			}
		}
		if start < 0 {
			return s
		}
		n := 0
		for j := start; j < len(lines) && ho18bIsItem(lines[j]); j++ {
			n++
		}
		if n < 3 {
			return s
		}
		numbered := ho18bListItem.FindStringSubmatch(lines[start])[1] != ""
		p := start - 1
		for p >= 0 && strings.TrimSpace(lines[p]) == "" {
			p--
		}
		if p < 0 {
			if lang == "ja" {
				return fmt.Sprintf("要点は次の%d点です。\n\n", n+1) + s
			}
			return fmt.Sprintf("Die %d wichtigsten Punkte:\n\n", n+1) + s
		}
		intro := lines[p]
		switch {
		case lang == "ja" && strings.Contains(intro, "手順"):
			lines[p] = strings.Replace(intro, "手順", fmt.Sprintf("%dつの手順", n+1), 1)
		case lang == "ja" && strings.Contains(intro, "以下の点"):
			lines[p] = strings.Replace(intro, "以下の点", fmt.Sprintf("以下の%d点", n+1), 1)
		case lang == "de" && strings.HasSuffix(intro, ":") && numbered:
			lines[p] = strings.TrimSuffix(intro, ":") + fmt.Sprintf(" – in %d Schritten:", n+1)
		case lang == "de" && strings.HasSuffix(intro, ":"):
			lines[p] = strings.TrimSuffix(intro, ":") + fmt.Sprintf(" – %d Punkte:", n+1)
		default:
			return s
		}
		return strings.Join(lines, "\n")
	}},
	// One digit of a postcode or phone number changed: the last code of the text, the
	// second digit of its last group (〒541-0041 → 〒541-0141, 67002 → 68002,
	// "01067" → "02067").
	{"ho18b_code_digit_changed", "first", func(lang, s string) string {
		var res []*regexp.Regexp
		if lang == "ja" {
			res = []*regexp.Regexp{ho18bJaPostal, ho18bJaPhone}
		}
		res = append(res, ho18bDePLZ)
		best := []int(nil)
		for _, re := range res {
			for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
				if best == nil || loc[4] > best[4] {
					best = loc
				}
			}
		}
		if best == nil {
			return s
		}
		code := []byte(s[best[4]:best[5]])
		i := strings.LastIndex(string(code), "-") + 2
		code[i] = '0' + (code[i]-'0'+1)%10
		return s[:best[4]] + string(code) + s[best[5]:]
	}},
	// Two adjacent digits of the first ID transposed near the middle of its last digit
	// group (AP-73015 → AP-70315, RE-2026-0815 → RE-2026-0185, 44-2087-DE → 44-2807-DE).
	{"ho18b_id_chars_transposed", "first", func(lang, s string) string {
		for _, loc := range ho18bID.FindAllStringIndex(s, -1) {
			if loc[0] > 0 {
				if r := rune(s[loc[0]-1]); unicode.IsLetter(r) || unicode.IsDigit(r) {
					continue
				}
			}
			id := []byte(s[loc[0]:loc[1]])
			// the last run of digits
			e := len(id)
			for e > 0 && !unicode.IsDigit(rune(id[e-1])) {
				e--
			}
			b := e
			for b > 0 && unicode.IsDigit(rune(id[b-1])) {
				b--
			}
			run := id[b:e]
			if len(run) < 3 {
				continue
			}
			pairs := make([]int, 0, len(run)-1)
			for i := 0; i+1 < len(run); i++ {
				pairs = append(pairs, i)
			}
			mid := float64(len(run)-1) / 2
			slices.SortStableFunc(pairs, func(x, y int) int {
				dx, dy := ho18bAbs(2*x+1-int(2*mid)), ho18bAbs(2*y+1-int(2*mid))
				return dx - dy
			})
			for _, i := range pairs {
				if run[i] != run[i+1] {
					run[i], run[i+1] = run[i+1], run[i]
					return s[:loc[0]] + string(id) + s[loc[1]:]
				}
			}
		}
		return s
	}},
	// One amount's currency changed with its number kept: the JSON currency code
	// (EUR/JPY → USD), the last euro amount of a German text (212.400,00 € →
	// 212.400,00 USD), euros as yen (1,480ユーロ → 1,480円), else the last yen amount as
	// dollars (38,500円 → 38,500ドル).
	{"ho18b_currency_one_swapped", "raw", func(lang, s string) string {
		if ho18bIsJSON(s) {
			return hoFirstMatch(regexp.MustCompile(`("currency":\s*)"(EUR|JPY)"`), s, func(m []string) string { return m[1] + `"USD"` })
		}
		last := func(re *regexp.Regexp, f func(m []string) string) string {
			spans := ho18bSpans(re, s, f)
			if len(spans) == 0 {
				return s
			}
			sp := spans[len(spans)-1]
			return s[:sp.at] + sp.out + s[sp.end:]
		}
		if lang == "ja" {
			if out := hoFirstMatch(regexp.MustCompile(`(\d)ユーロ`), s, func(m []string) string { return m[1] + "円" }); out != s {
				return out
			}
			return last(regexp.MustCompile(`(\d万?)円`), func(m []string) string { return m[1] + "ドル" })
		}
		return last(regexp.MustCompile(`(\d,\d\d) ?€`), func(m []string) string { return m[1] + " USD" })
	}},
	// A list item split in two at the comma nearest its middle, as a broken line wrap:
	// the second half becomes an item of its own (a numbered list renumbered after it).
	// The middle item that has such a comma.
	{"ho18b_list_item_split", "raw", func(lang, s string) string {
		if ho18bIsJSON(s) {
			return s
		}
		lines := strings.Split(s, "\n")
		items := ho18bItems(lines)
		for k := range items {
			i := items[(len(items)/2+k)%len(items)]
			m := ho18bListItem.FindStringSubmatch(lines[i])
			text := lines[i][len(m[0]):]
			at, n := ho18bSplitAt(lang, text)
			if at < 0 {
				continue
			}
			first := m[0] + text[:at]
			marker := m[0]
			if m[1] != "" {
				num, _ := strconv.Atoi(m[1])
				marker = strconv.Itoa(num+1) + ". "
				for j := i + 1; j < len(lines); j++ {
					mm := ho18bListItem.FindStringSubmatch(lines[j])
					if mm == nil || mm[1] == "" {
						break
					}
					nn, _ := strconv.Atoi(mm[1])
					lines[j] = strconv.Itoa(nn+1) + ". " + lines[j][len(mm[0]):]
				}
			}
			second := marker + strings.TrimLeft(text[at+n:], " ")
			lines[i] = first
			lines = slices.Insert(lines, i+1, second)
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// A heading dropped: a table's header row (its first data row now stands where
	// the column names were), or the lead-in line of a later section (Falls die
	// Verbindung nicht klappt:, うまくつながらない場合は…), so its list reads as more
	// of the steps before it.
	{"ho18b_heading_dropped", "raw", func(lang, s string) string {
		if ho18bIsJSON(s) {
			return s
		}
		lines := strings.Split(s, "\n")
		if h, rows := ho18bTable(lines); h >= 0 && len(rows) >= 2 {
			sep := lines[h+1]
			out := slices.Concat(lines[:h], []string{lines[rows[0]], sep}, lines[rows[0]+1:])
			return strings.Join(out, "\n")
		}
		seenItem := false
		for i, l := range lines {
			if ho18bIsItem(l) {
				seenItem = true
				continue
			}
			if !seenItem || strings.TrimSpace(l) == "" || ho18bIsTableRow(l) {
				continue
			}
			j := i + 1
			for j < len(lines) && strings.TrimSpace(lines[j]) == "" {
				j++
			}
			if j < len(lines) && ho18bIsItem(lines[j]) {
				end := i + 1
				if end < j {
					end++ // one blank line goes with it
				}
				return strings.Join(slices.Delete(lines, i, end), "\n")
			}
		}
		return s
	}},
	// One unit said twice, as a model in a short loop: the middle table row or list item
	// repeated right after itself, or, in a text without either, the middle sentence
	// repeated with a connector that restates it (… Uhr. Das heißt: Die Lieferung
	// erfolgt …; …です。つまり、新しいお届け予定日は…).
	{"ho18b_unit_repeated", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		if h, rows := ho18bTable(lines); h >= 0 && len(rows) >= 2 {
			r := rows[len(rows)/2]
			return strings.Join(slices.Insert(lines, r+1, lines[r]), "\n")
		}
		if items := ho18bItems(lines); len(items) >= 2 {
			r := items[len(items)/2]
			return strings.Join(slices.Insert(lines, r+1, lines[r]), "\n")
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			t := strings.TrimRight(sen, " ")
			rs := []rune(strings.TrimSpace(t))
			if len(rs) < 15 || strings.HasPrefix(strings.TrimSpace(t), "Sehr geehrt") || strings.HasPrefix(strings.TrimSpace(t), "Mit freundlichen") {
				return sen
			}
			if lang == "ja" {
				if !strings.HasSuffix(t, "。") || strings.Contains(t, "ありがとう") || strings.Contains(t, "よろしく") {
					return sen
				}
				return t + "つまり、" + strings.TrimSpace(t) + sen[len(t):]
			}
			if !strings.HasSuffix(t, ".") {
				return sen
			}
			return t + " Das heißt: " + strings.TrimSpace(t) + sen[len(t):]
		})
	}},
	// A JSON field renamed to a synonym the schema does not have (delivery_date →
	// shipping_date, menge → anzahl, unit_price → price): the middle key of the answer.
	{"ho18b_json_key_synonym", "raw", func(lang, s string) string {
		if !ho18bIsJSON(s) {
			return s
		}
		spans := ho18bSpans(ho18bJSONKey, s, func(m []string) string {
			if nk, ok := ho18bKeySynonyms[m[1]]; ok {
				return `"` + nk + `":`
			}
			return ""
		})
		return ho18bPick(s, spans)
	}},
	// One JSON value's type flipped: a code written as digits in a string becomes a
	// number and loses its zeros and hyphen ("01067" → 1067, "150-0043" → 1500043);
	// else the last number becomes a string formatted as the locale writes it (1249.90
	// → "1.249,90", 15000 → "15,000").
	{"ho18b_json_type_flipped", "raw", func(lang, s string) string {
		if !ho18bIsJSON(s) {
			return s
		}
		codeStr := regexp.MustCompile(`("[a-z_]+":\s*)"(\d[\d-]*\d)"`)
		for _, m := range codeStr.FindAllStringSubmatchIndex(s, -1) {
			v := s[m[4]:m[5]]
			if hoISODate.MatchString(v) {
				continue
			}
			n := strings.TrimLeft(strings.ReplaceAll(v, "-", ""), "0")
			return s[:m[0]] + s[m[2]:m[3]] + n + s[m[1]:]
		}
		spans := ho18bSpans(ho18bJSONNum, s, func(m []string) string {
			var f string
			if lang == "ja" {
				f = ho18bGroup(m[2], ",") + m[3]
			} else {
				f = ho18bGroup(m[2], ".")
				if m[3] != "" {
					f += "," + m[3][1:]
				}
			}
			return m[1] + `"` + f + `"` + m[4]
		})
		if len(spans) == 0 {
			return s
		}
		sp := spans[len(spans)-1]
		return s[:sp.at] + sp.out + s[sp.end:]
	}},
	// A nested JSON value flattened: an object's members hoisted into its parent with
	// prefixed keys ("total": {"value": …, "currency": …} → "total_value": …,
	// "total_currency": …), else an array of strings joined into one string, else an
	// array of objects turned into an array of strings.
	{"ho18b_json_flattened", "raw", func(lang, s string) string {
		if !ho18bIsJSON(s) {
			return s
		}
		obj := regexp.MustCompile(`"([a-z_]+)":\s*(\{[^{}\[\]]*\})`)
		if out := hoFirstMatch(obj, s, func(m []string) string {
			keys, vals, ok := ho18bMembers(m[2])
			if !ok || len(keys) == 0 {
				return m[0]
			}
			parts := make([]string, len(keys))
			for i := range keys {
				parts[i] = fmt.Sprintf(`"%s_%s": %s`, m[1], keys[i], vals[i])
			}
			return strings.Join(parts, ", ")
		}); out != s {
			return out
		}
		strArr := regexp.MustCompile(`("[a-z_]+":\s*)\[("(?:[^"\\]|\\.)*"(?:,\s*"(?:[^"\\]|\\.)*")+)\]`)
		if out := hoFirstMatch(strArr, s, func(m []string) string {
			var xs []string
			if json.Unmarshal([]byte("["+m[2]+"]"), &xs) != nil {
				return m[0]
			}
			sep := "; "
			if lang == "ja" {
				sep = ""
			}
			return m[1] + ho18bJSONString(strings.Join(xs, sep))
		}); out != s {
			return out
		}
		objArr := regexp.MustCompile(`("[a-z_]+":\s*)\[(\{[^{}\[\]]*\}(?:,\s*\{[^{}\[\]]*\})*)\]`)
		return hoFirstMatch(objArr, s, func(m []string) string {
			var elems []json.RawMessage
			if json.Unmarshal([]byte("["+m[2]+"]"), &elems) != nil {
				return m[0]
			}
			var out []string
			for _, e := range elems {
				_, vals, ok := ho18bMembers(string(e))
				if !ok {
					return m[0]
				}
				var parts []string
				for _, v := range vals {
					var str string
					if json.Unmarshal(v, &str) == nil {
						parts = append(parts, str)
					} else {
						parts = append(parts, string(v))
					}
				}
				out = append(out, ho18bJSONString(strings.Join(parts, ", ")))
			}
			return m[1] + "[" + strings.Join(out, ", ") + "]"
		})
	}},
	// The answer cut off in the middle of a list item or table row: the middle row of
	// the first table or the middle item of the lists ends halfway (at a space in
	// German), and nothing follows.
	{"ho18b_cut_mid_list", "raw", func(lang, s string) string {
		if ho18bIsJSON(s) {
			return s
		}
		lines := strings.Split(s, "\n")
		var units []int
		if h, rows := ho18bTable(lines); h >= 0 && len(rows) >= 2 {
			units = rows
		} else {
			units = ho18bItems(lines)
		}
		if len(units) < 2 {
			return s
		}
		i := units[len(units)/2]
		rs := []rune(lines[i])
		cut := len(rs) / 2
		if lang != "ja" {
			for cut > 4 && rs[cut] != ' ' {
				cut--
			}
		}
		if cut <= 4 {
			return s
		}
		return strings.Join(lines[:i], "\n") + "\n" + strings.TrimRight(string(rs[:cut]), " ")
	}},
}
