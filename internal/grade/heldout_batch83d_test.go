package grade

import (
	"regexp"
	"slices"
	"strings"
)

// Batch 83d (blind): structured answers. Each kind damages one place of a JSON
// answer, a markdown table or a labelled line, and keeps the rest of the golden: a
// key, header or label written in the case's other study language, a record's name
// left blank, a record's quantity zeroed or its figures copied from the record above,
// a date member cut to its bare day number, a count or price key or header tagged with
// a unit or currency its values do not have, an empty record appended to a list, and
// the JSON broken at one place (an unquoted key, a semicolon between members, an
// object written in square brackets, inner quotation marks left unescaped). JSON kinds
// work on the raw text; a kind leaves an answer without its structure unchanged.

// b83dTable finds the first markdown table of s: its lines, the index of its header
// line and the number of its lines; n is 0 without a table.
func b83dTable(s string) (lines []string, start, n int) {
	lines = strings.Split(s, "\n")
	start = -1
	for i, l := range lines {
		isRow := strings.HasPrefix(strings.TrimSpace(l), "|")
		if start < 0 && isRow {
			start = i
		}
		if start >= 0 {
			if !isRow {
				break
			}
			n++
		}
	}
	if n < 3 {
		return lines, -1, 0
	}
	return lines, start, n
}

// b83dCells splits a table line into its trimmed cells.
func b83dCells(line string) []string {
	l := strings.TrimSpace(line)
	l = strings.TrimPrefix(l, "|")
	l = strings.TrimSuffix(l, "|")
	parts := strings.Split(l, "|")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	return parts
}

func b83dRow(cells []string) string {
	return "| " + strings.Join(cells, " | ") + " |"
}

// b83dReplaceEarliest applies the pair (a regexp and its replacement template) whose
// match comes first in s, once; s unchanged without a match.
func b83dReplaceEarliest(s string, pairs [][2]string) string {
	best, bestAt := -1, len(s)+1
	var bestLoc []int
	for i, p := range pairs {
		loc := regexp.MustCompile(p[0]).FindStringSubmatchIndex(s)
		if loc != nil && loc[0] < bestAt {
			best, bestAt, bestLoc = i, loc[0], loc
		}
	}
	if best < 0 {
		return s
	}
	re := regexp.MustCompile(pairs[best][0])
	var dst []byte
	dst = re.ExpandString(dst, pairs[best][1], s, bestLoc)
	return s[:bestLoc[0]] + string(dst) + s[bestLoc[1]:]
}

// b83dOtherLangLabel holds structural labels (JSON keys, table headers, line labels)
// and their rendering in the case's other study language.
var b83dOtherLangLabel = map[string][][2]string{
	"de": {
		{`"rechnungsnummer":`, `"請求書番号":`},
		{`"name":`, `"氏名":`},
		{`"kunde":`, `"顧客":`},
		{`\| Anbieter \|`, `| 提供業者 |`},
		{`\| Preis \|`, `| 価格 |`},
		{`(?m)^- Mehrkosten:`, `- 追加費用:`},
		{`(?m)^- Mangel:`, `- 不具合:`},
		{`(?m)^- Entscheidung:`, `- 決定事項:`},
		{`(?m)^Empfehlung:`, `推奨:`},
	},
	"ja": {
		{`"company":`, `"Firma":`},
		{`"name":`, `"Kundenname":`},
		{`"summary":`, `"Zusammenfassung":`},
		{`\| 品名 \|`, `| Artikel |`},
		{`(?m)^訪問日時：`, `Besuchstermin：`},
		{`(?m)^合計（税抜）：`, `Summe (netto)：`},
		{`(?m)^納品希望日：`, `Wunschliefertermin：`},
	},
}

var (
	b83dSecondRecord  = regexp.MustCompile(`\}, \{"(\w+)": "([^"]*)"`)
	b83dQtyMember     = regexp.MustCompile(`"(menge|anzahl|quantity|qty)": (\d+)`)
	b83dQtyKey        = regexp.MustCompile(`"(menge|anzahl|quantity|qty)":`)
	b83dDateMember    = regexp.MustCompile(`("\w+": )"\d{4}-\d{2}-(\d{2})"`)
	b83dJaQuoted      = regexp.MustCompile(`「([^」"]+)」`)
	b83dProductValue  = regexp.MustCompile(`("(?:bezeichnung|produkt|artikel|product|item)": "[^"]+ )([^" ]+)"`)
	b83dLastMember    = regexp.MustCompile(`, "(\w+)": [^:]*\}\s*$`)
	b83dFirstSep      = regexp.MustCompile(`^(\{"\w+": (?:"[^"]*"|[\d.]+)), "`)
	b83dFirstNested   = regexp.MustCompile(`(: |\[)\{([^{}]*)\}`)
	b83dRecordPair    = regexp.MustCompile(`\[\{([^{}]*)\}, \{([^{}]*)\}`)
	b83dNumMember     = regexp.MustCompile(`"(\w+)": (-?\d+(?:\.\d+)?)`)
	b83dPriceKey      = regexp.MustCompile(`"(einzelpreis|preis|betrag|unit_price|price|monthly_fee|value)":`)
	b83dRecordArray   = regexp.MustCompile(`\[\{[^\[\]]*\}\]`)
	b83dStringArray   = regexp.MustCompile(`\[("[^"]*"(?:, "[^"]*")*)\]`)
	b83dLeadingDigits = regexp.MustCompile(`^\d+`)
)

// b83dTableEdit applies f to the table's header cells and data rows; s unchanged
// without a table or when f changes nothing.
func b83dTableEdit(s string, f func(header []string, rows [][]string) bool) string {
	lines, start, n := b83dTable(s)
	if n == 0 {
		return s
	}
	header := b83dCells(lines[start])
	var rows [][]string
	for i := start + 2; i < start+n; i++ {
		rows = append(rows, b83dCells(lines[i]))
	}
	if !f(header, rows) {
		return s
	}
	lines[start] = b83dRow(header)
	for i, r := range rows {
		lines[start+2+i] = b83dRow(r)
	}
	return strings.Join(lines, "\n")
}

func b83dIsJSON(s string) bool { return strings.HasPrefix(strings.TrimSpace(s), "{") }

var heldOutBatch83d = []heldOutKind{
	// A key, table header or line label written in the case's other study language, so
	// that a reader or a program looking for the field no longer finds it:
	// {"rechnungsnummer": "RE-2026-0815", … → {"請求書番号": "RE-2026-0815", …;
	// 訪問日時：2026年10月23日（金）14時〜16時 → Besuchstermin：2026年10月23日（金）14時〜16時.
	{"b83d_one_key_header_or_label_in_other_study_language", "raw", func(lang, s string) string {
		return b83dReplaceEarliest(s, b83dOtherLangLabel[lang])
	}},
	// The second record's name left blank, its figures kept: nobody can tell what they
	// belong to. {"bezeichnung": "Backofenthermometer Präzisa", "menge": 2, … →
	// {"bezeichnung": "", "menge": 2, …; | Nordkälte AG | 12.450,00 € | … → |  | 12.450,00 € | ….
	{"b83d_second_record_name_left_blank", "raw", func(lang, s string) string {
		if b83dIsJSON(s) {
			return hoFirstMatch(b83dSecondRecord, s, func(m []string) string {
				return `}, {"` + m[1] + `": ""`
			})
		}
		return b83dTableEdit(s, func(_ []string, rows [][]string) bool {
			if len(rows) < 2 || rows[1][0] == "" {
				return false
			}
			rows[1][0] = ""
			return true
		})
	}},
	// The first record's quantity zeroed while its price and the totals still count it:
	// "menge": 4 → "menge": 0; | コピー用紙A4（500枚×5冊） | 10箱 | … → | … | 0箱 | ….
	{"b83d_first_record_quantity_zeroed", "raw", func(lang, s string) string {
		if b83dIsJSON(s) {
			return hoFirstMatch(b83dQtyMember, s, func(m []string) string {
				if m[2] == "0" {
					return m[0]
				}
				return `"` + m[1] + `": 0`
			})
		}
		return b83dTableEdit(s, func(header []string, rows [][]string) bool {
			col := -1
			for i, h := range header {
				if h == "Menge" || h == "Anzahl" || h == "数量" {
					col = i
				}
			}
			if col < 0 || len(rows) == 0 || col >= len(rows[0]) {
				return false
			}
			c := rows[0][col]
			if !b83dLeadingDigits.MatchString(c) {
				return false
			}
			nw := b83dLeadingDigits.ReplaceAllString(c, "0")
			if nw == c {
				return false
			}
			rows[0][col] = nw
			return true
		})
	}},
	// The first date member cut to a bare day number, month and year lost:
	// "rechnungsdatum": "2026-10-21" → "rechnungsdatum": 21;
	// "start_date": "2026-12-01" → "start_date": 1.
	{"b83d_json_first_date_member_cut_to_bare_day_number", "raw", func(lang, s string) string {
		if !b83dIsJSON(s) {
			return s
		}
		return hoFirstMatch(b83dDateMember, s, func(m []string) string {
			return m[1] + strings.TrimPrefix(m[2], "0")
		})
	}},
	// A count key or column header given a unit of weight or time its values are not
	// in: "menge": 4 → "menge_kg": 4; | 数量 | → | 数量（kg） | above 10箱, 3個;
	// | Lieferzeit | → | Lieferzeit (Tage) | above 6 Wochen.
	{"b83d_count_key_or_column_header_given_wrong_unit", "raw", func(lang, s string) string {
		if b83dIsJSON(s) {
			return hoFirstMatch(b83dQtyKey, s, func(m []string) string {
				return `"` + m[1] + `_kg":`
			})
		}
		return b83dTableEdit(s, func(header []string, _ [][]string) bool {
			for i, h := range header {
				switch h {
				case "数量":
					header[i] = "数量（kg）"
					return true
				case "Menge", "Anzahl":
					header[i] = h + " (kg)"
					return true
				case "Lieferzeit":
					header[i] = "Lieferzeit (Tage)"
					return true
				}
			}
			return false
		})
	}},
	// Quotation marks inside a JSON string left unescaped, so the string ends early and
	// the answer no longer parses: 注文番号AP-73015「アクアピュア浄水ポット P3」 →
	// 注文番号AP-73015"アクアピュア浄水ポット P3"; "product": "ソラノ電気ケトル K1" →
	// "product": "ソラノ電気ケトル "K1"".
	{"b83d_json_string_value_gets_unescaped_inner_quotes", "raw", func(lang, s string) string {
		if !b83dIsJSON(s) {
			return s
		}
		if nw := hoFirstMatch(b83dJaQuoted, s, func(m []string) string { return `"` + m[1] + `"` }); nw != s {
			return nw
		}
		return hoFirstMatch(b83dProductValue, s, func(m []string) string {
			return m[1] + `"` + m[2] + `""`
		})
	}},
	// The last member's key written without quotation marks, as in a script object, so
	// the answer is no JSON: , "faellig_am": "2026-11-04"} → , faellig_am: "2026-11-04"};
	// , "payment": "クレジットカード"} → , payment: "クレジットカード"}.
	{"b83d_json_last_key_left_unquoted", "raw", func(lang, s string) string {
		if !b83dIsJSON(s) {
			return s
		}
		loc := b83dLastMember.FindStringSubmatchIndex(s)
		if loc == nil {
			return s
		}
		return s[:loc[2]-1] + s[loc[2]:loc[3]] + s[loc[3]+1:]
	}},
	// The second record's figures copied from the first, its name kept, so it states
	// quantity and price of another item: {"bezeichnung": "Backofenthermometer
	// Präzisa", "menge": 2, "einzelpreis": 64.50} → … "menge": 4, "einzelpreis": 185.00};
	// | Nordkälte AG | 12.450,00 € | 4 Wochen | 2 Jahre | → | Nordkälte AG | 14.890,00 € | 6 Wochen | 5 Jahre |.
	{"b83d_second_record_figures_copied_from_first_name_kept", "raw", func(lang, s string) string {
		if b83dIsJSON(s) {
			loc := b83dRecordPair.FindStringSubmatchIndex(s)
			if loc == nil {
				return s
			}
			first := map[string]string{}
			for _, m := range b83dNumMember.FindAllStringSubmatch(s[loc[2]:loc[3]], -1) {
				first[m[1]] = m[2]
			}
			second := s[loc[4]:loc[5]]
			nw := b83dNumMember.ReplaceAllStringFunc(second, func(x string) string {
				m := b83dNumMember.FindStringSubmatch(x)
				if v, ok := first[m[1]]; ok {
					return `"` + m[1] + `": ` + v
				}
				return x
			})
			return s[:loc[4]] + nw + s[loc[5]:]
		}
		return b83dTableEdit(s, func(_ []string, rows [][]string) bool {
			if len(rows) < 2 || len(rows[0]) != len(rows[1]) {
				return false
			}
			changed := false
			for i := 1; i < len(rows[0]); i++ {
				if rows[1][i] != rows[0][i] {
					rows[1][i] = rows[0][i]
					changed = true
				}
			}
			return changed
		})
	}},
	// The comma after the first member written as a semicolon, so the answer no longer
	// parses: {"rechnungsnummer": "RE-2026-0815", "rechnungsdatum": … →
	// {"rechnungsnummer": "RE-2026-0815"; "rechnungsdatum": …; {"name": "髙橋 美咲"; "order_id": ….
	{"b83d_json_first_member_separator_semicolon", "raw", func(lang, s string) string {
		if !b83dIsJSON(s) {
			return s
		}
		return hoFirstMatch(b83dFirstSep, s, func(m []string) string { return m[1] + `; "` })
	}},
	// The first nested object written in square brackets, an array of members that no
	// JSON reader accepts: "total": {"value": 1249.90, "currency": "EUR"} →
	// "total": ["value": 1249.90, "currency": "EUR"]; "items": [{"product": …}, … →
	// "items": [["product": …], ….
	{"b83d_json_first_nested_object_in_square_brackets", "raw", func(lang, s string) string {
		if !b83dIsJSON(s) {
			return s
		}
		return hoFirstMatch(b83dFirstNested, s, func(m []string) string {
			return m[1] + "[" + m[2] + "]"
		})
	}},
	// A price key or header tagged with the other study country's currency, so the
	// amounts read as yen in a euro answer or as euro in a yen answer:
	// "einzelpreis": 185.00 → "einzelpreis_jpy": 185.00; | 単価 | → | 単価（€） | above 2,480円;
	// "monthly_fee": 33000 → "monthly_fee_eur": 33000.
	{"b83d_price_key_or_header_tagged_other_study_currency", "raw", func(lang, s string) string {
		if b83dIsJSON(s) {
			suffix := "_eur"
			if lang == "de" {
				suffix = "_jpy"
			}
			return hoFirstMatch(b83dPriceKey, s, func(m []string) string {
				return `"` + m[1] + suffix + `":`
			})
		}
		return b83dTableEdit(s, func(header []string, _ [][]string) bool {
			for i, h := range header {
				switch h {
				case "単価", "金額", "価格":
					header[i] = h + "（€）"
					return true
				case "Preis", "Einzelpreis", "Betrag":
					header[i] = h + " (¥)"
					return true
				}
			}
			return false
		})
	}},
	// An empty record appended to the first list of records or table, an item with
	// neither name nor figures: "positionen": [{…}, {…}] → "positionen": [{…}, {…}, {}];
	// a table gets a last row |  |  |  |  |; "notes": ["…", "…"] → ["…", "…", ""].
	{"b83d_empty_record_appended_to_list_or_table", "raw", func(lang, s string) string {
		if b83dIsJSON(s) {
			if loc := b83dRecordArray.FindStringIndex(s); loc != nil {
				return s[:loc[1]-1] + ", {}" + s[loc[1]-1:]
			}
			if loc := b83dStringArray.FindStringIndex(s); loc != nil {
				return s[:loc[1]-1] + `, ""` + s[loc[1]-1:]
			}
			return s
		}
		lines, start, n := b83dTable(s)
		if n == 0 {
			return s
		}
		cells := make([]string, len(b83dCells(lines[start])))
		row := strings.TrimRight(b83dRow(cells), " ")
		out := slices.Insert(lines, start+n, row)
		return strings.Join(out, "\n")
	}},
}
