package grade

// Batch 94d was written blind by a data analyst who reads every Markdown table,
// numbered or bulleted list and JSON extraction in the answers as data, and who
// noticed the structural faults a quantized or misconfigured model makes there:
// columns sorted or traded under fixed headers, labels that no longer fit their
// values, totals recomputed wrongly, values landing in the wrong JSON field, and
// lists whose order, numbering or item boundaries no longer hold.

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
)

var (
	b94dTableLine  = regexp.MustCompile(`^\|.*\|$`)
	b94dSepCell    = regexp.MustCompile(`^:?-+:?$`)
	b94dStepLine   = regexp.MustCompile(`^(\d+)\. (.*)$`)
	b94dBulletLine = regexp.MustCompile(`^(- |・)(.*)$`)
	b94dFigures    = []*regexp.Regexp{
		regexp.MustCompile(`\d{1,2}\.\d{1,2}\.\d{4}|(?:\d{4}年)?\d{1,2}月\d{1,2}日`),
		regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} €|\d{1,3}(?:,\d{3})+円`),
	}
	b94dJSONStr  = regexp.MustCompile(`"([^"\\]+)": "((?:[^"\\]|\\.)*)"`)
	b94dJSONNum  = regexp.MustCompile(`"([^"\\]+)": (-?\d+(?:\.\d+)?)`)
	b94dJSONDate = regexp.MustCompile(`"(\d{4}-\d{2}-\d{2})"`)
	b94dTotalJa  = regexp.MustCompile(`合計(?:（税[抜込]）)?：?(\d{1,3}(?:,\d{3})+)円`)
	b94dTotalDe  = regexp.MustCompile(`(zusammen|insgesamt|Summe:?) (\d{1,3}(?:\.\d{3})*,\d{2}) €`)
	b94dJaYen    = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+)円`)
	b94dDeEur    = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2}) €`)
)

// b94dTable finds the first Markdown table: line indexes of the header, and of the
// data rows, with the cells of each row.
func b94dTable(lines []string) (hdr int, rows []int, cells [][]string) {
	hdr = -1
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if !b94dTableLine.MatchString(t) {
			if hdr >= 0 && len(rows) > 0 {
				break
			}
			continue
		}
		c := strings.Split(strings.Trim(t, "|"), "|")
		for j := range c {
			c[j] = strings.TrimSpace(c[j])
		}
		if hdr < 0 {
			hdr = i
			cells = append(cells, c)
			continue
		}
		if len(c) > 0 && b94dSepCell.MatchString(c[0]) {
			continue
		}
		rows = append(rows, i)
		cells = append(cells, c)
	}
	return hdr, rows, cells
}

func b94dRow(c []string) string { return "| " + strings.Join(c, " | ") + " |" }

// b94dNum parses a ja (2,480) or de (14.890,00) grouped figure.
func b94dNum(lang, s string) float64 {
	if strings.Contains(s, ",") && len(s) > 3 && s[len(s)-3] == ',' {
		s = strings.ReplaceAll(s, ".", "")
		s = strings.ReplaceAll(s, ",", ".")
	} else {
		s = strings.ReplaceAll(s, ",", "")
	}
	f, _ := strconv.ParseFloat(s, 64)
	return f
}

func b94dGroup(n int64, sep string) string {
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

func b94dFmtJa(f float64) string { return b94dGroup(int64(f+0.5), ",") }
func b94dFmtDe(f float64) string {
	c := int64(f*100 + 0.5)
	return b94dGroup(c/100, ".") + "," + strconv.FormatInt(100+c%100, 10)[1:]
}

// b94dColumnCells rewrites, in the first table, the data cells of column col with f.
func b94dColumnCells(s string, f func(cells [][]string) bool) string {
	lines := strings.Split(s, "\n")
	hdr, rows, cells := b94dTable(lines)
	if hdr < 0 || len(rows) < 2 {
		return s
	}
	for _, c := range cells {
		if len(c) != len(cells[0]) {
			return s
		}
	}
	if !f(cells) {
		return s
	}
	lines[hdr] = b94dRow(cells[0])
	for i, r := range rows {
		lines[r] = b94dRow(cells[i+1])
	}
	return strings.Join(lines, "\n")
}

var heldOutBatch94d = []heldOutKind{
	// b94d_table_second_and_last_columns_data_traded: the data of the second column
	// and of the last column change places in every row while the header row stays,
	// as when a model fills the cells in the wrong column order; every figure now
	// sits under the wrong label.
	// de: "| Nordkälte AG | 12.450,00 € | 4 Wochen | 2 Jahre |" → "| Nordkälte AG | 2 Jahre | 4 Wochen | 12.450,00 € |"
	// ja: "| ホチキス針 No.10 | 20箱 | 120円 | 2,400円 |" → "| ホチキス針 No.10 | 2,400円 | 120円 | 20箱 |"
	{"b94d_table_second_and_last_columns_data_traded", "raw", func(lang, s string) string {
		return b94dColumnCells(s, func(cells [][]string) bool {
			n := len(cells[0])
			if n < 3 {
				return false
			}
			for _, c := range cells[1:] {
				c[1], c[n-1] = c[n-1], c[1]
			}
			return true
		})
	}},
	// b94d_table_price_column_sorted_alone: the price column (the first column whose
	// cells are money) is sorted ascending on its own, as when one spreadsheet column
	// is sorted without extending the selection; rows keep their names and other
	// cells but now carry another row's price.
	// de: "| Kühltechnik Straßburger GmbH | 14.890,00 € | 6 Wochen | 5 Jahre |" → "| Kühltechnik Straßburger GmbH | 12.450,00 € | 6 Wochen | 5 Jahre |"
	// ja: "| コピー用紙A4（500枚×5冊） | 10箱 | 2,480円 | 24,800円 |" → "| コピー用紙A4（500枚×5冊） | 10箱 | 120円 | 24,800円 |"
	{"b94d_table_price_column_sorted_alone", "raw", func(lang, s string) string {
		return b94dColumnCells(s, func(cells [][]string) bool {
			col := -1
			for j := 1; j < len(cells[0]) && col < 0; j++ {
				if b94dJaYen.MatchString(cells[1][j]) || b94dDeEur.MatchString(cells[1][j]) {
					col = j
				}
			}
			if col < 0 {
				return false
			}
			vals := make([]string, 0, len(cells)-1)
			for _, c := range cells[1:] {
				vals = append(vals, c[col])
			}
			orig := strings.Join(vals, "\x00")
			sort.SliceStable(vals, func(a, b int) bool {
				return b94dNum(lang, strings.Trim(vals[a], " €円")) < b94dNum(lang, strings.Trim(vals[b], " €円"))
			})
			if strings.Join(vals, "\x00") == orig {
				return false
			}
			for i, c := range cells[1:] {
				c[col] = vals[i]
			}
			return true
		})
	}},
	// b94d_table_header_relabelled_other_measure_same_unit: one column header is
	// renamed to another measure that is counted in the same unit, so the column
	// reads as something else (payment terms instead of delivery time, stock instead
	// of ordered quantity) and the data is misread.
	// de: "| Anbieter | Preis | Lieferzeit | Garantie |" → "| Anbieter | Preis | Zahlungsziel | Garantie |"
	// ja: "| 品名 | 数量 | 単価 | 金額 |" → "| 品名 | 在庫数 | 単価 | 金額 |"
	{"b94d_table_header_relabelled_other_measure_same_unit", "raw", func(lang, s string) string {
		return b94dColumnCells(s, func(cells [][]string) bool {
			repl := map[string]string{"Lieferzeit": "Zahlungsziel", "Garantie": "Vertragslaufzeit", "数量": "在庫数", "単価": "定価"}
			for j, h := range cells[0] {
				if r, ok := repl[h]; ok {
					cells[0][j] = r
					return true
				}
			}
			return false
		})
	}},
	// b94d_table_name_column_shifted_up_one_row: the first (name) column moves up by
	// one row and the first name wraps to the last row, so every row's figures are
	// attributed to the neighbouring supplier or article.
	// de: "| Kühltechnik Straßburger GmbH | 14.890,00 € | ..." → "| Nordkälte AG | 14.890,00 € | ..."
	// ja: "| コピー用紙A4（500枚×5冊） | 10箱 | 2,480円 | 24,800円 |" → "| プリンタートナー TN-293 | 10箱 | 2,480円 | 24,800円 |"
	{"b94d_table_name_column_shifted_up_one_row", "raw", func(lang, s string) string {
		return b94dColumnCells(s, func(cells [][]string) bool {
			d := cells[1:]
			first := d[0][0]
			for i := 0; i+1 < len(d); i++ {
				d[i][0] = d[i+1][0]
			}
			d[len(d)-1][0] = first
			return true
		})
	}},
	// b94d_total_recomputed_with_last_addend_counted_twice: a total is recomputed
	// with its last addend (the last table row, or the last amount named before it in
	// the sentence) counted twice, as when a row is double-counted in a sum.
	// de: "..., zusammen 21.150,00 €." → "..., zusammen 23.550,00 €."
	// ja: "合計（税抜）：53,900円" → "合計（税抜）：56,300円"
	{"b94d_total_recomputed_with_last_addend_counted_twice", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		_, rows, cells := b94dTable(lines)
		for i, l := range lines {
			if lang == "ja" {
				m := b94dTotalJa.FindStringSubmatchIndex(l)
				if m == nil {
					continue
				}
				tot := b94dNum(lang, l[m[2]:m[3]])
				add := ""
				if ms := b94dJaYen.FindAllStringSubmatch(l[:m[0]], -1); len(ms) > 0 {
					add = ms[len(ms)-1][1]
				} else if len(rows) > 0 && i > rows[len(rows)-1] {
					last := cells[len(cells)-1]
					if mm := b94dJaYen.FindStringSubmatch(last[len(last)-1]); mm != nil {
						add = mm[1]
					}
				}
				if add == "" {
					continue
				}
				lines[i] = l[:m[2]] + b94dFmtJa(tot+b94dNum(lang, add)) + l[m[3]:]
				return strings.Join(lines, "\n")
			}
			m := b94dTotalDe.FindStringSubmatchIndex(l)
			if m == nil {
				continue
			}
			ms := b94dDeEur.FindAllStringSubmatch(l[:m[0]], -1)
			if len(ms) == 0 {
				continue
			}
			tot := b94dNum(lang, l[m[4]:m[5]]) + b94dNum(lang, ms[len(ms)-1][1])
			lines[i] = l[:m[4]] + b94dFmtDe(tot) + l[m[5]:]
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// b94d_json_first_date_field_takes_last_date_value: in an extraction the first
	// date field is given the value of the last date field (a value of the right
	// format in the wrong field), so an invoice is dated on its due day or a contract
	// starts on its end day.
	// de: "\"rechnungsdatum\": \"2026-10-21\"" → "\"rechnungsdatum\": \"2026-11-04\""
	// ja: "\"start_date\": \"2026-12-01\"" → "\"start_date\": \"2027-11-30\""
	{"b94d_json_first_date_field_takes_last_date_value", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		ms := b94dJSONDate.FindAllStringSubmatchIndex(s, -1)
		if len(ms) < 2 {
			return s
		}
		last := s[ms[len(ms)-1][2]:ms[len(ms)-1][3]]
		if last == s[ms[0][2]:ms[0][3]] {
			return s
		}
		return s[:ms[0][2]] + last + s[ms[0][3]:]
	}},
	// b94d_json_first_two_string_fields_values_traded: the values of the first two
	// string fields of an extraction change places, as when a model emits values in
	// source order under keys in schema order; the name lands in the city, the
	// company in the contract number, the summary in the reply.
	// de: "{\"name\": \"Petra Müller\", \"city\": \"Lüneburg\"" → "{\"name\": \"Lüneburg\", \"city\": \"Petra Müller\""
	// ja: "{\"company\": \"サクラ物流株式会社\", \"contract_id\": \"SK-30918\"" → "{\"company\": \"SK-30918\", \"contract_id\": \"サクラ物流株式会社\""
	{"b94d_json_first_two_string_fields_values_traded", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		ms := b94dJSONStr.FindAllStringSubmatchIndex(s, 2)
		if len(ms) < 2 {
			return s
		}
		a, b := ms[0], ms[1]
		va, vb := s[a[4]:a[5]], s[b[4]:b[5]]
		if va == vb {
			return s
		}
		return s[:a[4]] + vb + s[a[5]:b[4]] + va + s[b[5]:]
	}},
	// b94d_json_last_number_field_takes_previous_number_value: the last numeric field
	// (the gross or order total) is filled with the value of the numeric field just
	// before it, so the total equals a tax amount or a unit price.
	// de: "\"brutto\": 1034.11" → "\"brutto\": 165.11"
	// ja: "\"total\": {\"value\": 15000" → "\"total\": {\"value\": 1100"
	{"b94d_json_last_number_field_takes_previous_number_value", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		ms := b94dJSONNum.FindAllStringSubmatchIndex(s, -1)
		if len(ms) < 2 {
			return s
		}
		l, p := ms[len(ms)-1], ms[len(ms)-2]
		pv := s[p[4]:p[5]]
		if pv == s[l[4]:l[5]] {
			return s
		}
		return s[:l[4]] + pv + s[l[5]:]
	}},
	// b94d_json_date_key_relabelled_to_other_event: a date field's key is renamed to
	// another event (delivery → order, due → paid, end → renewal), so a correct date
	// now states a different fact and the required field is gone.
	// de: "\"faellig_am\": \"2026-11-04\"" → "\"bezahlt_am\": \"2026-11-04\""
	// ja: "\"end_date\": \"2027-11-30\"" → "\"renewal_date\": \"2027-11-30\""
	{"b94d_json_date_key_relabelled_to_other_event", "raw", func(lang, s string) string {
		for _, p := range [][2]string{{`"delivery_date":`, `"order_date":`}, {`"faellig_am":`, `"bezahlt_am":`}, {`"end_date":`, `"renewal_date":`}} {
			if strings.Contains(s, p[0]) {
				return strings.Replace(s, p[0], p[1], 1)
			}
		}
		return s
	}},
	// b94d_middle_step_split_second_sentence_own_step: the first numbered step from
	// the middle on that holds two sentences is split so its second sentence becomes a
	// step of its own and all later steps are renumbered; a remark turns into an
	// instruction and step numbers no longer match the device's manual.
	// de: "6. Geben Sie das Passwort Ihres WLANs ein. Die App überträgt ..." → "6. Geben Sie das Passwort Ihres WLANs ein.\n7. Die App überträgt ..."
	// ja: "5. スマートフォンの Bluetooth をオンにしてから、…選択します。" (single) → the next two-sentence step "6. …入れて「接続」を押します。\n7. 接続が完了すると、…"
	{"b94d_middle_step_split_second_sentence_own_step", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		var steps []int
		for i, l := range lines {
			if b94dStepLine.MatchString(l) {
				steps = append(steps, i)
			}
		}
		if len(steps) < 4 {
			return s
		}
		for k := len(steps) / 2; k < len(steps); k++ {
			m := b94dStepLine.FindStringSubmatch(lines[steps[k]])
			sents := hoSentences(lang, m[2])
			if len(sents) < 2 {
				continue
			}
			n, _ := strconv.Atoi(m[1])
			first := strings.TrimSpace(sents[0])
			rest := strings.TrimSpace(strings.Join(sents[1:], ""))
			if lang == "de" {
				rest = strings.TrimSpace(strings.Join(sents[1:], " "))
			}
			lines[steps[k]] = m[1] + ". " + first + "\n" + strconv.Itoa(n+1) + ". " + rest
			for _, j := range steps[k+1:] {
				mm := b94dStepLine.FindStringSubmatch(lines[j])
				nn, _ := strconv.Atoi(mm[1])
				lines[j] = strconv.Itoa(nn+1) + ". " + mm[2]
			}
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// b94d_troubleshooting_bullets_numbered_as_further_steps: the bulleted checks
	// that follow a numbered procedure are numbered on as steps 11, 12, ..., so the
	// "only if it fails" advice reads as part of the mandatory procedure.
	// de: "- Starten Sie den Kopplungsmodus erneut, ..." → "11. Starten Sie den Kopplungsmodus erneut, ..."
	// ja: "- 電池の残量は十分ですか。…" → "11. 電池の残量は十分ですか。…"
	{"b94d_troubleshooting_bullets_numbered_as_further_steps", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		last, lastN := -1, 0
		for i, l := range lines {
			if m := b94dStepLine.FindStringSubmatch(l); m != nil {
				last = i
				lastN, _ = strconv.Atoi(m[1])
			}
		}
		if last < 0 {
			return s
		}
		changed := false
		for i := last + 1; i < len(lines); i++ {
			if m := b94dBulletLine.FindStringSubmatch(lines[i]); m != nil {
				lastN++
				lines[i] = strconv.Itoa(lastN) + ". " + m[2]
				changed = true
			}
		}
		if !changed {
			return s
		}
		return strings.Join(lines, "\n")
	}},
	// b94d_first_step_moved_to_end_renumbered: the first numbered step is moved to
	// the end of the procedure and the list is renumbered, so the order, which is the
	// point of a procedure, is wrong (installing the app after using it, inserting the
	// batteries after measuring).
	// de: "1. Laden Sie die kostenlose WärmeApp ... herunter ..." → "10. Laden Sie die kostenlose WärmeApp ... herunter ..." (after "Plan aktiv")
	// ja: "1. 箱から本体を取り出し、底面の電池カバーを開けます。…" → "8. 箱から本体を取り出し、…"
	{"b94d_first_step_moved_to_end_renumbered", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		var steps []int
		for i, l := range lines {
			if b94dStepLine.MatchString(l) {
				steps = append(steps, i)
			}
		}
		if len(steps) < 3 {
			return s
		}
		for k := 1; k < len(steps); k++ {
			if steps[k] != steps[k-1]+1 {
				return s
			}
		}
		texts := make([]string, len(steps))
		for k, i := range steps {
			texts[k] = b94dStepLine.FindStringSubmatch(lines[i])[2]
		}
		texts = append(texts[1:], texts[0])
		for k, i := range steps {
			lines[i] = strconv.Itoa(k+1) + ". " + texts[k]
		}
		return strings.Join(lines, "\n")
	}},
	// b94d_list_item_figures_shifted_down_one_item: read as a data column, the first
	// date (or, without two dates, the first amount) of each list item moves down to
	// the next item that holds one of the same kind (dates first, else amounts), the
	// last wrapping to the first; each statement keeps its wording but states another
	// item's date, so the milestones are attached to the wrong events.
	// de: "- Die nächste Sitzung findet am 12.11.2026 statt." → "- Die nächste Sitzung findet am 23.11.2026 statt."
	// ja: "・旧事務所（〒541-0041）での営業は11月13日（金）までです。" → "・旧事務所（〒541-0041）での営業は11月16日（金）までです。"
	{"b94d_list_item_figures_shifted_down_one_item", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for _, re := range b94dFigures {
			var idx []int
			var locs [][]int
			for i, l := range lines {
				if !b94dBulletLine.MatchString(l) && !b94dStepLine.MatchString(l) {
					continue
				}
				if loc := re.FindStringIndex(l); loc != nil {
					idx = append(idx, i)
					locs = append(locs, loc)
				}
			}
			if len(idx) < 2 {
				continue
			}
			vals := make([]string, len(idx))
			distinct := false
			for k, i := range idx {
				vals[k] = lines[i][locs[k][0]:locs[k][1]]
				if vals[k] != vals[0] {
					distinct = true
				}
			}
			if !distinct {
				continue
			}
			for k, i := range idx {
				v := vals[(k+len(vals)-1)%len(vals)]
				lines[i] = lines[i][:locs[k][0]] + v + lines[i][locs[k][1]:]
			}
			return strings.Join(lines, "\n")
		}
		return s
	}},
}
