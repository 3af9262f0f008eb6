package grade

// Blind batch 49c: tables and JSON extractions. Every kind damages a Markdown table,
// a JSON extraction, or a labelled figure or date of a text at one place, so that a
// consumer of the record reads a wrong value, a wrong type or a field it cannot find:
// a key or column header renamed to its sibling's (two fields now share one name), a
// money key or header given a tax basis the prompt contradicts, an invented tax-rate
// member, a count made fractional, a labelled deadline one day early, a second part
// written as the running total or as the difference to the first record, a key with a
// trailing space, a Cyrillic letter or the prompt's format hint in it, an ID string
// double-encoded, an invented "done" flag, a sum left as an arithmetic expression, a
// later date stitched from an earlier date's day or year, and a later amount that took
// an earlier amount's last digit group.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// ho49cIsJSON tells a JSON object answer from a text.
func ho49cIsJSON(s string) bool {
	t := strings.TrimSpace(s)
	return strings.HasPrefix(t, "{") && strings.HasSuffix(t, "}")
}

// ho49cDeCents reads a German amount (1.234,56) as cents.
func ho49cDeCents(s string) (int64, bool) {
	s = strings.ReplaceAll(s, ".", "")
	s = strings.Replace(s, ",", "", 1)
	v, err := strconv.ParseInt(s, 10, 64)
	return v, err == nil
}

// ho49cDeFmt writes cents as a German amount: 21150,00 is 21.150,00, negatives with −.
func ho49cDeFmt(cents int64) string {
	sign := ""
	if cents < 0 {
		sign = "−"
		cents = -cents
	}
	return sign + ho49cGroup(cents/100, ".") + fmt.Sprintf(",%02d", cents%100)
}

// ho49cJaYen reads a Japanese grouped amount (38,500) as yen.
func ho49cJaYen(s string) (int64, bool) {
	v, err := strconv.ParseInt(strings.ReplaceAll(s, ",", ""), 10, 64)
	return v, err == nil
}

func ho49cGroup(n int64, sep string) string {
	d := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, r := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// ho49cJaFmt writes yen grouped with commas, negatives with −.
func ho49cJaFmt(yen int64) string {
	if yen < 0 {
		return "−" + ho49cGroup(-yen, ",")
	}
	return ho49cGroup(yen, ",")
}

// ho49cNumLit reads a JSON number literal as hundredths and the count of decimals it
// was written with.
func ho49cNumLit(s string) (int64, int, bool) {
	dec := 0
	if i := strings.IndexByte(s, '.'); i >= 0 {
		dec = len(s) - i - 1
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || dec > 2 {
		return 0, 0, false
	}
	if f < 0 {
		return int64(f*100 - 0.5), dec, true
	}
	return int64(f*100 + 0.5), dec, true
}

// ho49cNumFmt writes hundredths as a JSON number literal with dec decimals.
func ho49cNumFmt(h int64, dec int) string {
	if dec == 0 {
		return strconv.FormatInt(h/100, 10)
	}
	return strconv.FormatFloat(float64(h)/100, 'f', dec, 64)
}

var (
	ho49cJSONKey        = regexp.MustCompile(`"([a-z_]+)":`)
	ho49cJSONIDMember   = regexp.MustCompile(`"([a-z_]*(?:_id|nummer))": "([^"\\]+)"`)
	ho49cJSONISODate    = regexp.MustCompile(`"([a-z_]+)": "(\d{4})-(\d{2})-(\d{2})"`)
	ho49cJaLabelDate    = regexp.MustCompile(`(納品希望日|訪問日時|お届け予定日|お支払い期限)(：|は)(\d{4})年(\d{1,2})月(\d{1,2})日`)
	ho49cJSONPrice      = regexp.MustCompile(`"(einzelpreis|unit_price)": (-?\d+(?:\.\d+)?)`)
	ho49cJSONQtyPrice   = regexp.MustCompile(`"(?:menge|quantity)": (\d+), "(?:einzelpreis|unit_price)": (\d+(?:\.\d+)?)`)
	ho49cTableRow       = regexp.MustCompile(`^\|.*\|$`)
	ho49cTableDelim     = regexp.MustCompile(`^\|(?:\s*:?-+:?\s*\|)+$`)
	ho49cCellDeAmount   = regexp.MustCompile(`^(\d{1,3}(?:\.\d{3})*,\d{2}) €$`)
	ho49cCellJaAmount   = regexp.MustCompile(`^(\d{1,3}(?:,\d{3})*)円$`)
	ho49cDeSumPair      = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2}) €([^.;\n]{0,40}?) und (\d{1,3}(?:\.\d{3})*,\d{2}) €`)
	ho49cJaSumPair      = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+)円((?:（税込）|（税抜）)?と[^、。\n]{0,15}?)(\d{1,3}(?:,\d{3})*)円`)
	ho49cISODateText    = regexp.MustCompile(`(\d{4})-(\d{2})-(\d{2})`)
	ho49cDeNumDate      = regexp.MustCompile(`(\d{2})\.(\d{2})\.(\d{4})`)
	ho49cJaMDDate       = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	ho49cDeGrouped      = regexp.MustCompile(`\d{1,3}(?:\.\d{3})+,\d{2}`)
	ho49cJaGrouped      = regexp.MustCompile(`\d{1,3}(?:,\d{3})+`)
	ho49cJSONNetto      = regexp.MustCompile(`("netto": )\d+(?:\.\d+)?`)
	ho49cJSONTotalValue = regexp.MustCompile(`("total": \{"value": )\d+(?:\.\d+)?`)
	ho49cLeadDigits     = regexp.MustCompile(`^\d+`)
)

// ho49cTableCells splits a Markdown table row into its trimmed cells.
func ho49cTableCells(line string) []string {
	inner := strings.TrimSuffix(strings.TrimPrefix(line, "|"), "|")
	cells := strings.Split(inner, "|")
	for i := range cells {
		cells[i] = strings.TrimSpace(cells[i])
	}
	return cells
}

func ho49cTableJoin(cells []string) string {
	return "| " + strings.Join(cells, " | ") + " |"
}

// ho49cDataRows lists the line numbers of a Markdown table's data rows (after its
// delimiter row).
func ho49cDataRows(lines []string) []int {
	var rows []int
	inTable := false
	for i, l := range lines {
		l = strings.TrimSpace(l)
		switch {
		case ho49cTableDelim.MatchString(l):
			inTable = true
		case inTable && ho49cTableRow.MatchString(l):
			rows = append(rows, i)
		default:
			inTable = false
		}
	}
	return rows
}

// ho49cCellAmount reads a table cell holding one amount: cents for €, yen·100 for 円.
func ho49cCellAmount(cell string) (int64, bool, bool) {
	if m := ho49cCellDeAmount.FindStringSubmatch(cell); m != nil {
		v, ok := ho49cDeCents(m[1])
		return v, true, ok
	}
	if m := ho49cCellJaAmount.FindStringSubmatch(cell); m != nil {
		v, ok := ho49cJaYen(m[1])
		return v * 100, false, ok
	}
	return 0, false, false
}

func ho49cCellFmt(h int64, euro bool, signed bool) string {
	if euro {
		s := ho49cDeFmt(h) + " €"
		if signed && h >= 0 {
			s = "+" + s
		}
		return s
	}
	s := ho49cJaFmt(h/100) + "円"
	if signed && h >= 0 {
		s = "+" + s
	}
	return s
}

// ho49cTableSecondRowCell rewrites, in the second data row, the cell of the first
// column (from the left, or only the last when last is set) holding an amount, with
// f of the first and second rows' amounts in that column.
func ho49cTableSecondRowCell(s string, last bool, f func(a, b int64, euro bool) string) string {
	lines := strings.Split(s, "\n")
	rows := ho49cDataRows(lines)
	if len(rows) < 2 {
		return s
	}
	r1 := ho49cTableCells(strings.TrimSpace(lines[rows[0]]))
	r2 := ho49cTableCells(strings.TrimSpace(lines[rows[1]]))
	if len(r1) != len(r2) {
		return s
	}
	cols := make([]int, 0, len(r2))
	if last {
		cols = append(cols, len(r2)-1)
	} else {
		for i := range r2 {
			cols = append(cols, i)
		}
	}
	for _, c := range cols {
		a, euroA, okA := ho49cCellAmount(r1[c])
		b, euroB, okB := ho49cCellAmount(r2[c])
		if !okA || !okB || euroA != euroB {
			continue
		}
		nw := f(a, b, euroA)
		if nw == "" || nw == r2[c] {
			continue
		}
		r2[c] = nw
		lines[rows[1]] = ho49cTableJoin(r2)
		return strings.Join(lines, "\n")
	}
	return s
}

// ho49cSecondJSONPrice rewrites the second item's unit price from the first's and its
// own (hundredths), keeping the decimals the second was written with.
func ho49cSecondJSONPrice(s string, f func(a, b int64) int64) string {
	locs := ho49cJSONPrice.FindAllStringSubmatchIndex(s, 2)
	if len(locs) < 2 {
		return s
	}
	a, _, okA := ho49cNumLit(s[locs[0][4]:locs[0][5]])
	b, dec, okB := ho49cNumLit(s[locs[1][4]:locs[1][5]])
	if !okA || !okB {
		return s
	}
	nw := ho49cNumFmt(f(a, b), dec)
	return s[:locs[1][4]] + nw + s[locs[1][5]:]
}

// ho49cInsertBeforeClose inserts member before the closing brace of the top-level
// object.
func ho49cInsertBeforeClose(s, member string) string {
	i := strings.LastIndex(s, "}")
	if i < 0 {
		return s
	}
	return s[:i] + ", " + member + s[i:]
}

// ho49cHomoglyph maps Latin letters to their Cyrillic look-alikes.
var ho49cHomoglyph = map[rune]rune{'a': 'а', 'e': 'е', 'o': 'о', 'c': 'с', 'p': 'р'}

// ho49cDate is one date found in a text, with the form it was written in.
type ho49cDate struct {
	at, end int
	y, m, d int
	yearOpt bool // a ja date written without its year
	form    string
}

func (d ho49cDate) write(y, m, day int) string {
	switch d.form {
	case "iso":
		return fmt.Sprintf("%04d-%02d-%02d", y, m, day)
	case "de":
		return fmt.Sprintf("%02d.%02d.%04d", day, m, y)
	default:
		if d.yearOpt {
			return fmt.Sprintf("%d月%d日", m, day)
		}
		return fmt.Sprintf("%d年%d月%d日", y, m, day)
	}
}

// ho49cFindDates lists the numeric dates of a text in order: ISO dates, and German
// dd.mm.yyyy or Japanese (yyyy年)m月d日 dates by language. A ja date without a year takes
// the year of the date before it, else 2026.
func ho49cFindDates(lang, s string) []ho49cDate {
	var out []ho49cDate
	for _, l := range ho49cISODateText.FindAllStringSubmatchIndex(s, -1) {
		y, _ := strconv.Atoi(s[l[2]:l[3]])
		m, _ := strconv.Atoi(s[l[4]:l[5]])
		d, _ := strconv.Atoi(s[l[6]:l[7]])
		out = append(out, ho49cDate{at: l[0], end: l[1], y: y, m: m, d: d, form: "iso"})
	}
	if lang == "ja" {
		for _, l := range ho49cJaMDDate.FindAllStringSubmatchIndex(s, -1) {
			dt := ho49cDate{at: l[0], end: l[1], form: "ja", y: 0}
			if l[2] >= 0 {
				dt.y, _ = strconv.Atoi(s[l[2]:l[3]])
			} else {
				dt.yearOpt = true
			}
			dt.m, _ = strconv.Atoi(s[l[4]:l[5]])
			dt.d, _ = strconv.Atoi(s[l[6]:l[7]])
			out = append(out, dt)
		}
	} else {
		for _, l := range ho49cDeNumDate.FindAllStringSubmatchIndex(s, -1) {
			d, _ := strconv.Atoi(s[l[2]:l[3]])
			m, _ := strconv.Atoi(s[l[4]:l[5]])
			y, _ := strconv.Atoi(s[l[6]:l[7]])
			out = append(out, ho49cDate{at: l[0], end: l[1], y: y, m: m, d: d, form: "de"})
		}
	}
	// order by position; fill missing ja years from the date before.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].at < out[j-1].at; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	year := 2026
	for i := range out {
		if out[i].y == 0 {
			out[i].y = year
		}
		year = out[i].y
	}
	return out
}

func ho49cValidDate(y, m, d int) bool {
	if m < 1 || m > 12 || d < 1 {
		return false
	}
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	return t.Day() == d
}

// ho49cLaterAmountTakesLastGroup gives the first later amount with as many digit
// groups as the first amount, but another last group, the first amount's last group.
func ho49cLaterAmountTakesLastGroup(lang, s string) string {
	re, sep := ho49cDeGrouped, "."
	if lang == "ja" {
		re, sep = ho49cJaGrouped, ","
	}
	locs := re.FindAllStringIndex(s, -1)
	if len(locs) < 2 {
		return s
	}
	split := func(a string) (groups []string, tail string) {
		if lang != "ja" {
			i := strings.LastIndexByte(a, ',')
			a, tail = a[:i], a[i:]
		}
		return strings.Split(a, sep), tail
	}
	seen := map[string]bool{}
	for _, l := range locs {
		seen[s[l[0]:l[1]]] = true
	}
	ga, _ := split(s[locs[0][0]:locs[0][1]])
	for _, l := range locs[1:] {
		gb, tail := split(s[l[0]:l[1]])
		if len(gb) != len(ga) || gb[len(gb)-1] == ga[len(ga)-1] {
			continue
		}
		gb[len(gb)-1] = ga[len(ga)-1]
		nw := strings.Join(gb, sep) + tail
		if seen[nw] {
			continue
		}
		return s[:l[0]] + nw + s[l[1]:]
	}
	return s
}

var heldOutBatch49c = []heldOutKind{
	// A JSON key or a table column header renamed to its sibling's, so that two fields
	// or columns share one name and a consumer reads one value under the other's name
	// (a JSON reader keeps the later member):
	// {"start_date": "2026-12-01", "end_date": "2027-11-30"} → {"start_date":
	// "2026-12-01", "start_date": "2027-11-30"}; | 単価 | 金額 | → | 単価 | 単価 |.
	{"b49c_label_renamed_to_sibling_label", "raw", hoByLang(
		[]hoRule{
			hoR(`"end_date":`, `"start_date":`),
			hoR(`"reply":`, `"summary":`),
			hoR(`"unit_price":`, `"quantity":`),
			hoR(`\| 金額 \|`, `| 単価 |`),
		},
		[]hoRule{
			hoR(`"faellig_am":`, `"rechnungsdatum":`),
			hoR(`"city":`, `"name":`),
			hoR(`\| Garantie \|`, `| Lieferzeit |`),
		})},

	// A money key or price header given a tax basis the prompt contradicts: net unit
	// prices keyed as gross, a tax-included fee keyed as excluding tax, a net total
	// labelled tax-included: "einzelpreis": 185.00 → "einzelpreis_brutto": 185.00;
	// 合計（税抜）：53,900円 → 合計（税込）：53,900円.
	{"b49c_money_key_gets_wrong_tax_basis_suffix", "raw", hoByLang(
		[]hoRule{
			hoR(`"monthly_fee":`, `"monthly_fee_excl_tax":`),
			hoR(`"total":`, `"total_excl_tax":`),
			hoR(`合計（税抜）`, `合計（税込）`),
		},
		[]hoRule{
			hoR(`"einzelpreis":`, `"einzelpreis_brutto":`),
			hoR(`"total":`, `"total_netto":`),
			hoR(`\| Preis \|`, `| Preis (brutto) |`),
		})},

	// An invented tax-rate member or note with a rate the prompt contradicts or never
	// gave (19 % USt. on the invoice, 10 % consumption tax on a kettle):
	// "mwst": 165.11 → "mwst_satz": 7, "mwst": 165.11; "currency": "JPY"} →
	// "currency": "JPY", "tax_rate": 8}; 合計（税抜）： → 合計（税抜、消費税率8%）：.
	{"b49c_json_gains_wrong_tax_rate_member", "raw", hoByLang(
		[]hoRule{
			hoR(`("monthly_fee": \d+),`, `$1, "tax_rate": 8,`),
			hoR(`("currency": "JPY")\}`, `$1, "tax_rate": 8}`),
			hoR(`合計（税抜）：`, `合計（税抜、消費税率8%）：`),
		},
		[]hoRule{
			hoR(`"mwst": `, `"mwst_satz": 7, "mwst": `),
			hoR(`("currency": "EUR")\}`, `$1, "vat_rate": 7}`),
		})},

	// A count of whole pieces made fractional at one place (a table cell, a JSON
	// quantity, a count in the text): "menge": 4 → "menge": 4.5; | 10箱 | → | 10.5箱 |;
	// ユーザーを1名追加 → ユーザーを1.5名追加.
	{"b49c_count_gains_fraction", "raw", hoByLang(
		[]hoRule{
			hoR(`"quantity": (\d+)([,}])`, `"quantity": $1.5$2`),
			hoR(`\| (\d+)(箱|個) \|`, `| $1.5$2 |`),
			hoR(`([^\d.,])(\d+)(個|名)`, `$1$2.5$3`),
		},
		[]hoRule{
			hoR(`"menge": (\d+)([,}])`, `"menge": $1.5$2`),
		})},

	// The last ISO date field of an extraction (due, delivery, end date) or a labelled
	// date line one day early: "faellig_am": "2026-11-04" → "faellig_am": "2026-11-03";
	// 納品希望日：2026年11月2日 → 納品希望日：2026年11月1日.
	{"b49c_labelled_date_field_one_day_early", "raw", func(lang, s string) string {
		if locs := ho49cJSONISODate.FindAllStringSubmatchIndex(s, -1); len(locs) > 0 && ho49cIsJSON(s) {
			l := locs[len(locs)-1]
			y, _ := strconv.Atoi(s[l[4]:l[5]])
			m, _ := strconv.Atoi(s[l[6]:l[7]])
			d, _ := strconv.Atoi(s[l[8]:l[9]])
			t := time.Date(y, time.Month(m), d-1, 0, 0, 0, 0, time.UTC)
			return s[:l[4]] + t.Format("2006-01-02") + s[l[9]:]
		}
		if lang == "ja" {
			return hoFirstMatch(ho49cJaLabelDate, s, func(m []string) string {
				y, _ := strconv.Atoi(m[3])
				mo, _ := strconv.Atoi(m[4])
				d, _ := strconv.Atoi(m[5])
				t := time.Date(y, time.Month(mo), d-1, 0, 0, 0, 0, time.UTC)
				return fmt.Sprintf("%s%s%d年%d月%d日", m[1], m[2], t.Year(), int(t.Month()), t.Day())
			})
		}
		return s
	}},

	// The second part of a breakdown written as the running total of the first two
	// (the second line amount, the second unit price, the second addend):
	// | 3個 | 8,900円 | 26,700円 | → | 3個 | 8,900円 | 51,500円 |; "unit_price": 1100 →
	// "unit_price": 13900; 18.750,00 € … und 2.400,00 € → … und 21.150,00 €.
	{"b49c_second_part_figure_made_running_total", "raw", func(lang, s string) string {
		if ho49cIsJSON(s) {
			return ho49cSecondJSONPrice(s, func(a, b int64) int64 { return a + b })
		}
		if nw := ho49cTableSecondRowCell(s, true, func(a, b int64, euro bool) string {
			return ho49cCellFmt(a+b, euro, false)
		}); nw != s {
			return nw
		}
		if lang == "ja" {
			return hoFirstMatch(ho49cJaSumPair, s, func(m []string) string {
				a, okA := ho49cJaYen(m[1])
				b, okB := ho49cJaYen(m[3])
				if !okA || !okB {
					return m[0]
				}
				return m[1] + "円" + m[2] + ho49cJaFmt(a+b) + "円"
			})
		}
		return hoFirstMatch(ho49cDeSumPair, s, func(m []string) string {
			a, okA := ho49cDeCents(m[1])
			b, okB := ho49cDeCents(m[3])
			if !okA || !okB {
				return m[0]
			}
			return m[1] + " €" + m[2] + " und " + ho49cDeFmt(a+b) + " €"
		})
	}},

	// The first key of a JSON extraction written with a trailing space, so that a
	// consumer looking the field up by its name does not find it:
	// {"order_id": "JP-58217", … → {"name ": "髙橋 美咲", … (the first key).
	{"b49c_json_key_gains_trailing_space", "raw", func(lang, s string) string {
		if !ho49cIsJSON(s) {
			return s
		}
		return hoFirstMatch(ho49cJSONKey, s, func(m []string) string { return `"` + m[1] + ` ":` })
	}},

	// The second record's figure written as its difference to the first record's, as a
	// spreadsheet delta column would, under the header or key of the figure itself:
	// | Nordkälte AG | 12.450,00 € | → | Nordkälte AG | −2.440,00 € |;
	// "unit_price": 1100 → "unit_price": -11700.
	{"b49c_second_record_figure_as_delta_to_first", "raw", func(lang, s string) string {
		if ho49cIsJSON(s) {
			return ho49cSecondJSONPrice(s, func(a, b int64) int64 { return b - a })
		}
		return ho49cTableSecondRowCell(s, false, func(a, b int64, euro bool) string {
			if a == b {
				return ""
			}
			return ho49cCellFmt(b-a, euro, true)
		})
	}},

	// An invented status flag set to true that the prompt contradicts: the invoice
	// marked paid before its due date, the awaited order marked delivered, the contract
	// that forbids early termination marked cancellable, the open exchange marked
	// resolved: …"faellig_am": "2026-11-04"} → …"faellig_am": "2026-11-04", "bezahlt": true}.
	{"b49c_json_gains_invented_done_flag_true", "raw", func(lang, s string) string {
		if !ho49cIsJSON(s) {
			return s
		}
		switch {
		case strings.Contains(s, `"faellig_am"`):
			return ho49cInsertBeforeClose(s, `"bezahlt": true`)
		case strings.Contains(s, `"notes"`):
			return ho49cInsertBeforeClose(s, `"early_termination_allowed": true`)
		case strings.Contains(s, `"reply"`):
			return ho49cInsertBeforeClose(s, `"resolved": true`)
		case strings.Contains(s, `"delivery_date"`):
			return ho49cInsertBeforeClose(s, `"delivered": true`)
		}
		return s
	}},

	// A computed sum left as the arithmetic expression it came from, a string where a
	// number is asked for (JSON) or a formula where the amount belongs (table):
	// "netto": 869.00 → "netto": "4 * 185.00 + 2 * 64.50"; | 24,800円 | → | 10×2,480円 |.
	{"b49c_number_field_left_as_arithmetic_expression", "raw", func(lang, s string) string {
		if ho49cIsJSON(s) {
			var terms []string
			for _, m := range ho49cJSONQtyPrice.FindAllStringSubmatch(s, -1) {
				terms = append(terms, m[1]+" * "+m[2])
			}
			if len(terms) < 2 {
				return s
			}
			expr := `"` + strings.Join(terms, " + ") + `"`
			return hoReplaceFirst(s, []hoRule{{ho49cJSONNetto, "${1}" + expr}, {ho49cJSONTotalValue, "${1}" + expr}})
		}
		lines := strings.Split(s, "\n")
		rows := ho49cDataRows(lines)
		if len(rows) == 0 {
			return s
		}
		cells := ho49cTableCells(strings.TrimSpace(lines[rows[0]]))
		n := len(cells)
		if n < 3 {
			return s
		}
		if _, _, ok := ho49cCellAmount(cells[n-1]); !ok {
			return s
		}
		if _, _, ok := ho49cCellAmount(cells[n-2]); !ok {
			return s
		}
		q := ho49cLeadDigits.FindString(cells[n-3])
		if q == "" {
			return s
		}
		cells[n-1] = q + "×" + cells[n-2]
		lines[rows[0]] = ho49cTableJoin(cells)
		return strings.Join(lines, "\n")
	}},

	// A later date stitched from an earlier one: it keeps its own month but takes the
	// first date's day (or, a year later, the first date's year), a valid date that
	// appears nowhere in the prompt: "faellig_am": "2026-11-04" → "2026-11-21" (day of
	// rechnungsdatum 2026-10-21); vom 02.11.2026 auf den 16.11.2026 → vom 28.11.2026 ….
	{"b49c_later_date_stitched_from_first_date", "raw", func(lang, s string) string {
		ds := ho49cFindDates(lang, s)
		if len(ds) < 2 {
			return s
		}
		a := ds[0]
		exists := map[[3]int]bool{}
		for _, d := range ds {
			exists[[3]int{d.y, d.m, d.d}] = true
		}
		for _, b := range ds[1:] {
			y, m, d := b.y, b.m, b.d
			switch {
			case b.y != a.y && b.form == "iso":
				y = a.y
			case b.m != a.m:
				d = a.d
			default:
				continue
			}
			if !ho49cValidDate(y, m, d) || exists[[3]int{y, m, d}] {
				continue
			}
			return s[:b.at] + b.write(y, m, d) + s[b.end:]
		}
		return s
	}},

	// One key of a JSON extraction spelt with a Cyrillic look-alike letter, the same to
	// the eye but not to a consumer looking it up (the first date, ID or number key):
	// "rechnungsnummer" → "rеchnungsnummer" (Cyrillic е).
	{"b49c_json_key_gets_cyrillic_homoglyph", "raw", func(lang, s string) string {
		if !ho49cIsJSON(s) {
			return s
		}
		locs := ho49cJSONKey.FindAllStringSubmatchIndex(s, -1)
		pick := -1
		for i, l := range locs {
			k := s[l[2]:l[3]]
			if strings.Contains(k, "date") || strings.Contains(k, "datum") || strings.HasSuffix(k, "_id") || strings.HasSuffix(k, "nummer") {
				pick = i
				break
			}
		}
		if pick < 0 {
			if len(locs) == 0 {
				return s
			}
			pick = 0
		}
		l := locs[pick]
		key := []rune(s[l[2]:l[3]])
		for i, r := range key {
			if c, ok := ho49cHomoglyph[r]; ok {
				key[i] = c
				return s[:l[2]] + string(key) + s[l[3]:]
			}
		}
		return s
	}},

	// An ID member's string double-encoded, its quotes now part of the value, so that
	// the ID no longer matches the record it names:
	// "order_id": "DE-55102" → "order_id": "\"DE-55102\"".
	{"b49c_json_id_value_double_quoted", "raw", func(lang, s string) string {
		if !ho49cIsJSON(s) {
			return s
		}
		return hoFirstMatch(ho49cJSONIDMember, s, func(m []string) string {
			return `"` + m[1] + `": "\"` + m[2] + `\""`
		})
	}},

	// A key copied from the prompt together with the format hint the prompt gave for it,
	// so that the field the schema names is missing:
	// "rechnungsdatum": "2026-10-21" → "rechnungsdatum (JJJJ-MM-TT)": "2026-10-21";
	// "name": "髙橋 美咲" → "name（敬称なし）": "髙橋 美咲".
	{"b49c_json_key_keeps_prompt_format_hint", "raw", hoByLang(
		[]hoRule{
			hoR(`"monthly_fee":`, `"monthly_fee（数値、円、税込）":`),
			hoR(`"name":`, `"name（敬称なし）":`),
		},
		[]hoRule{
			hoR(`"rechnungsdatum":`, `"rechnungsdatum (JJJJ-MM-TT)":`),
			hoR(`"delivery_date":`, `"delivery_date (YYYY-MM-DD)":`),
		})},

	// A later amount that took the last digit group of the first amount of the text (a
	// cell, a part of a breakdown), a figure the prompt never gives:
	// | Nordkälte AG | 12.450,00 € | → | Nordkälte AG | 12.890,00 € | (group of
	// 14.890,00 €); 基本料金33,000円 → 基本料金33,500円 (group of 5,500円).
	{"b49c_later_amount_takes_earlier_amounts_last_group", "raw", ho49cLaterAmountTakesLastGroup},
}

// ho49cDiffSnippet gives the golden's and the damaged text's first differing
// sentence, or for one-line JSON a window around the first difference.
func ho49cDiffSnippet(lang, a, b string) (string, string) {
	sa, ra := hoAllSentences(lang, a)
	sb, rb := hoAllSentences(lang, b)
	if len(ra) == len(rb) {
		for i := range ra {
			x, y := sa[ra[i].line][ra[i].idx], sb[rb[i].line][rb[i].idx]
			if x != y && utf8.RuneCountInString(x) < 200 {
				return x, y
			}
		}
	}
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	for i > 0 && !utf8.RuneStart(a[i]) {
		i--
	}
	start := i - 60
	if start < 0 {
		start = 0
	}
	for start > 0 && !utf8.RuneStart(a[start]) {
		start--
	}
	cut := func(s string, n int) string {
		if start >= len(s) {
			return ""
		}
		s = s[start:]
		r := []rune(s)
		if len(r) > n {
			r = r[:n]
		}
		return string(r)
	}
	return cut(a, 120), cut(b, 130)
}
