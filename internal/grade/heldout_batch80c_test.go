package grade

// Batch 80c: tables, numbered steps and JSON as structures. Every kind keeps the
// words of the golden and breaks the structure that gives them their meaning: a
// table or JSON array closed before its last entry, a record's values slid into the
// neighbouring column or record, a count or duration column labelled with the
// currency, a list point or step turned into a section heading, a block announced by
// a colon traded with the block after it, the line after a table or procedure pulled
// into its middle, an open point rendered as a checked task, a reference code or
// number's segments put in another order, a row name replaced by a ditto mark, and a
// JSON value moved into its own key.

import (
	"regexp"
	"strings"
)

var (
	b80cListLine = regexp.MustCompile(`^(\d+\. |- |・)`)
	b80cNumLine  = regexp.MustCompile(`^\d+\. `)
	b80cBullet   = regexp.MustCompile(`^(- |・)`)
	b80cCode     = regexp.MustCompile(`\b[A-Z0-9]{2,5}(?:-[A-Z0-9]{2,5}){1,2}\b`)
	b80cLetter   = regexp.MustCompile(`[A-Z]`)
	b80cDigit    = regexp.MustCompile(`\d`)
	b80cGrouped  = regexp.MustCompile(`\b(\d{2,4})-(\d{3,4})(?:-(\d{4}))?\b|Postfach (\d\d) (\d\d) (\d\d)`)
	b80cJSONStr  = regexp.MustCompile(`"([a-z_]+)": "([^"\\]{1,40})"`)
)

// b80cTable finds the first Markdown table: its lines, the header line's index and
// the data rows' indexes.
func b80cTable(s string) (lines []string, hdr int, rows []int) {
	lines = strings.Split(s, "\n")
	hdr = -1
	for i := 0; i+1 < len(lines); i++ {
		if strings.HasPrefix(lines[i], "|") && strings.HasPrefix(lines[i+1], "|-") {
			hdr = i
			for j := i + 2; j < len(lines) && strings.HasPrefix(lines[j], "|"); j++ {
				rows = append(rows, j)
			}
			return lines, hdr, rows
		}
	}
	return lines, -1, nil
}

func b80cCells(line string) []string {
	parts := strings.Split(strings.TrimSpace(line), "|")
	parts = parts[1 : len(parts)-1]
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	return parts
}

func b80cRow(cells []string) string {
	return "| " + strings.Join(cells, " | ") + " |"
}

// b80cSpan is one top-level element of a JSON container: [start, end) in the text.
type b80cSpan struct{ start, end int }

// b80cElems splits the JSON container opening at s[open] into its top-level
// elements and returns them with the index of its closing bracket.
func b80cElems(s string, open int) ([]b80cSpan, int) {
	depth, inStr, esc := 0, false, false
	var out []b80cSpan
	start := open + 1
	for i := open; i < len(s); i++ {
		c := s[i]
		if inStr {
			switch {
			case esc:
				esc = false
			case c == '\\':
				esc = true
			case c == '"':
				inStr = false
			}
			continue
		}
		switch c {
		case '"':
			inStr = true
		case '[', '{':
			depth++
		case ']', '}':
			depth--
			if depth == 0 {
				if strings.TrimSpace(s[start:i]) != "" {
					out = append(out, b80cSpan{start, i})
				}
				return out, i
			}
		case ',':
			if depth == 1 {
				out = append(out, b80cSpan{start, i})
				start = i + 1
			}
		}
	}
	return nil, -1
}

// b80cFirstArray is the opening index of the first JSON array with at least two
// elements (objects when objects is set), -1 without one.
func b80cFirstArray(s string, objects bool) int {
	if !strings.HasPrefix(strings.TrimSpace(s), "{") {
		return -1
	}
	for i := 0; i < len(s); i++ {
		if s[i] != '[' {
			continue
		}
		el, end := b80cElems(s, i)
		if end < 0 || len(el) < 2 {
			continue
		}
		if objects && !strings.HasPrefix(strings.TrimSpace(s[el[0].start:el[0].end]), "{") {
			continue
		}
		return i
	}
	return -1
}

// b80cMember splits one object member into its key text (with quotes) and value.
func b80cMember(m string) (key, val string, ok bool) {
	k, v, ok := strings.Cut(strings.TrimSpace(m), ": ")
	return k, v, ok
}

// b80cRecords edits the first JSON array of objects: f gets each object's members
// (key, value) and returns them changed; the text is rebuilt around the objects.
func b80cRecords(s string, f func(keys, vals [][]string) bool) string {
	open := b80cFirstArray(s, true)
	if open < 0 {
		return s
	}
	el, _ := b80cElems(s, open)
	keys := make([][]string, len(el))
	vals := make([][]string, len(el))
	for i, e := range el {
		obj := strings.TrimSpace(s[e.start:e.end])
		ms, _ := b80cElems(obj, 0)
		for _, m := range ms {
			k, v, ok := b80cMember(obj[m.start:m.end])
			if !ok {
				return s
			}
			keys[i] = append(keys[i], k)
			vals[i] = append(vals[i], v)
		}
	}
	if !f(keys, vals) {
		return s
	}
	var b strings.Builder
	b.WriteString(s[:el[0].start])
	for i, e := range el {
		if i > 0 {
			b.WriteString(s[el[i-1].end:e.start])
		}
		lead := s[e.start : e.start+len(s[e.start:e.end])-len(strings.TrimLeft(s[e.start:e.end], " "))]
		b.WriteString(lead + "{")
		for j := range keys[i] {
			if j > 0 {
				b.WriteString(", ")
			}
			b.WriteString(keys[i][j] + ": " + vals[i][j])
		}
		b.WriteString("}")
	}
	b.WriteString(s[el[len(el)-1].end:])
	return b.String()
}

// b80cFirstList is the indexes of the lines of the first list (consecutive lines with
// a list marker) that re matches.
func b80cFirstList(lines []string, re *regexp.Regexp) []int {
	var idx []int
	for i, l := range lines {
		if re.MatchString(l) {
			idx = append(idx, i)
		} else if len(idx) > 0 {
			break
		}
	}
	return idx
}

var heldOutBatch80c = []heldOutKind{
	// The first JSON array, or the first table, is closed before its last element: the
	// last invoice line or order item falls outside the array (broken JSON), the last
	// offer or quote row falls out of the table.
	//   …"einzelpreis": 185.00}, {"bezeichnung": "Backofenthermometer Präzisa", …}], "netto"
	//     → …"einzelpreis": 185.00}], {"bezeichnung": "Backofenthermometer Präzisa", …}, "netto"
	//   | Nordkälte AG | … |\n| Eisblock Systemtechnik KG | … → | Nordkälte AG | … |\n\n| Eisblock Systemtechnik KG | …
	{"b80c_array_or_table_closed_before_last_element", "raw", func(lang, s string) string {
		if open := b80cFirstArray(s, false); open >= 0 {
			el, end := b80cElems(s, open)
			comma := el[len(el)-1].start - 1
			return s[:comma] + "]" + s[comma:end] + s[end+1:]
		}
		lines, hdr, rows := b80cTable(s)
		if hdr < 0 || len(rows) < 2 {
			return s
		}
		last := rows[len(rows)-1]
		lines[last] = "\n" + lines[last]
		return strings.Join(lines, "\n")
	}},
	// The last table row, or the last record of the first JSON array, has its values
	// slid one slot to the left after its name, the last slot left empty (null): every
	// value sits under its neighbour's header.
	//   | Eisblock Systemtechnik KG | 13.975,00 € | 8 Wochen | 3 Jahre | → | Eisblock Systemtechnik KG | 8 Wochen | 3 Jahre |  |
	//   {"product": "交換用パッキン", "quantity": 2, "unit_price": 1100} → {"product": "交換用パッキン", "quantity": 1100, "unit_price": null}
	{"b80c_record_values_shifted_one_slot_left_last_slot_emptied", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			return b80cRecords(s, func(keys, vals [][]string) bool {
				v := vals[len(vals)-1]
				if len(v) < 3 {
					return false
				}
				copy(v[1:], v[2:])
				v[len(v)-1] = "null"
				return true
			})
		}
		lines, hdr, rows := b80cTable(s)
		if hdr < 0 || len(rows) == 0 {
			return s
		}
		last := rows[len(rows)-1]
		c := b80cCells(lines[last])
		if len(c) < 3 {
			return s
		}
		copy(c[1:], c[2:])
		c[len(c)-1] = ""
		lines[last] = b80cRow(c)
		return strings.Join(lines, "\n")
	}},
	// The count or duration column next to the money column is labelled with the
	// currency, in a table's header or in the first record's key: the quantities and
	// delivery times read as amounts of money.
	//   | Anbieter | Preis | Lieferzeit | Garantie | → | Anbieter | Preis | Lieferzeit (€) | Garantie |
	//   {"product": "ソラノ電気ケトル K1", "quantity": 1, … → {"product": "ソラノ電気ケトル K1", "quantity_jpy": 1, …
	{"b80c_count_or_duration_column_labelled_with_currency", "raw", func(lang, s string) string {
		unit, suffix := " (€)", "_eur\""
		if lang == "ja" {
			unit, suffix = "（円）", "_jpy\""
		}
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			return b80cRecords(s, func(keys, vals [][]string) bool {
				for j, v := range vals[0] {
					if j+1 < len(vals[0]) && v != "" && !strings.ContainsAny(v, `".{[`) {
						keys[0][j] = strings.TrimSuffix(keys[0][j], "\"") + suffix
						return true
					}
				}
				return false
			})
		}
		lines, hdr, rows := b80cTable(s)
		if hdr < 0 || len(rows) == 0 {
			return s
		}
		c := b80cCells(lines[rows[0]])
		h := b80cCells(lines[hdr])
		money := func(x string) bool { return strings.ContainsAny(x, "€円") }
		for j := range c {
			if !money(c[j]) {
				continue
			}
			target := -1
			if j+1 < len(c) && !money(c[j+1]) {
				target = j + 1
			} else if j > 0 && !money(c[j-1]) {
				target = j - 1
			}
			if target < 1 || target >= len(h) {
				return s
			}
			h[target] += unit
			lines[hdr] = b80cRow(h)
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// The middle item of the first list (numbered step or bullet point) is turned
	// into a Markdown section heading: the fact or step becomes the title of the items
	// after it.
	//   - Herr Oßwald meldet Mehrkosten von 36.400,00 € … → ### Herr Oßwald meldet Mehrkosten von 36.400,00 € …
	//   6. Geben Sie das Passwort Ihres WLANs ein. … → ### Geben Sie das Passwort Ihres WLANs ein. …
	{"b80c_middle_list_item_turned_into_section_heading", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		idx := b80cFirstList(lines, b80cListLine)
		if len(idx) < 3 {
			return s
		}
		i := idx[len(idx)/2]
		lines[i] = "### " + b80cListLine.ReplaceAllString(lines[i], "")
		return strings.Join(lines, "\n")
	}},
	// The block announced by a line ending in a colon (or a Japanese 下記/次の/以下
	// lead-in) is traded with the block after it: the delivery address now follows the
	// invoice sentence, the troubleshooting list follows "so verbinden Sie …:".
	//   …direkt an das Prüflabor:\n\nHochschule Rheinstadt\n… → …direkt an das Prüflabor:\n\nDie Lieferung erfolgt am 12.11.2026 …
	//   …次の手順で行います。\n\n1. 箱から… → …次の手順で行います。\n\nうまくつながらない場合は、以下の点をご確認ください。\n\n1. 箱から…
	{"b80c_announced_block_traded_with_following_block", "raw", func(lang, s string) string {
		blocks := strings.Split(s, "\n\n")
		for i := 0; i+2 < len(blocks); i++ {
			ls := strings.Split(blocks[i], "\n")
			last := strings.TrimSpace(ls[len(ls)-1])
			announces := strings.HasSuffix(last, ":") || strings.HasSuffix(last, "：") ||
				(strings.HasSuffix(last, "。") && (strings.Contains(last, "下記") || strings.Contains(last, "次の") || strings.Contains(last, "以下")))
			if !announces || b80cListLine.MatchString(last) {
				continue
			}
			blocks[i+1], blocks[i+2] = blocks[i+2], blocks[i+1]
			return strings.Join(blocks, "\n\n")
		}
		return s
	}},
	// The first line after a table or a numbered procedure is pulled into the middle
	// of it, set off by blank lines: the recommendation or the total splits the table
	// (the rows after it lose their header), the troubleshooting lead-in heads the
	// second half of the steps.
	//   | Kühltechnik … |\n| Nordkälte AG … → | Kühltechnik … |\n\nEmpfehlung: Eisblock Systemtechnik KG …\n\n| Nordkälte AG …
	//   4. アプリを起動し…\n5. スマートフォンの Bluetooth… → 4. アプリを起動し…\n\nうまくつながらない場合は、以下の点をご確認ください。\n\n5. スマートフォンの Bluetooth…
	{"b80c_text_after_table_or_steps_pulled_into_middle_of_block", "raw", func(lang, s string) string {
		blocks := strings.Split(s, "\n\n")
		for i := 0; i+1 < len(blocks); i++ {
			ls := strings.Split(blocks[i], "\n")
			var entries []int
			table := strings.HasPrefix(ls[0], "|")
			ok := len(ls) >= 3
			for j, l := range ls {
				switch {
				case table && strings.HasPrefix(l, "|"):
					if j >= 2 {
						entries = append(entries, j)
					}
				case !table && b80cNumLine.MatchString(l):
					entries = append(entries, j)
				default:
					ok = false
				}
			}
			if !ok || len(entries) < 3 {
				continue
			}
			next := strings.Split(blocks[i+1], "\n")
			moved := next[0]
			at := entries[len(entries)/2]
			nb := strings.Join(ls[:at], "\n") + "\n\n" + moved + "\n\n" + strings.Join(ls[at:], "\n")
			out := append([]string{}, blocks[:i]...)
			out = append(out, nb)
			if len(next) > 1 {
				out = append(out, strings.Join(next[1:], "\n"))
			}
			out = append(out, blocks[i+2:]...)
			return strings.Join(out, "\n\n")
		}
		return s
	}},
	// The first record's first value after its name is moved down into the next
	// record, its own slot left empty (null): the first row has no price or quantity,
	// the second row shows the first one's.
	//   | Kühltechnik Straßburger GmbH | 14.890,00 € |…\n| Nordkälte AG | 12.450,00 € |… → | Kühltechnik Straßburger GmbH |  |…\n| Nordkälte AG | 14.890,00 € |…
	//   {"bezeichnung": "Gärkorbreinigungsservice", "menge": 4, …}, {… "menge": 2, … → {"bezeichnung": "Gärkorbreinigungsservice", "menge": null, …}, {… "menge": 4, …
	{"b80c_record_cell_moved_to_next_record_own_slot_left_empty", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			return b80cRecords(s, func(keys, vals [][]string) bool {
				if len(vals[0]) < 2 || len(vals[1]) < 2 || keys[0][1] != keys[1][1] || vals[0][1] == vals[1][1] {
					return false
				}
				vals[1][1] = vals[0][1]
				vals[0][1] = "null"
				return true
			})
		}
		lines, hdr, rows := b80cTable(s)
		if hdr < 0 || len(rows) < 2 {
			return s
		}
		a, b := b80cCells(lines[rows[0]]), b80cCells(lines[rows[1]])
		if len(a) < 2 || len(b) < 2 {
			return s
		}
		b[1] = a[1]
		a[1] = ""
		lines[rows[0]], lines[rows[1]] = b80cRow(a), b80cRow(b)
		return strings.Join(lines, "\n")
	}},
	// The last point of a summary's bullet list is rendered as a checked task-list
	// item: the open request or pending change reads as done.
	//   - Entscheidung: Herr Strauß bittet, … freizugeben. → - [x] Entscheidung: Herr Strauß bittet, … freizugeben.
	//   ・営業の担当は引き続き松田部長で、… → ・☑ 営業の担当は引き続き松田部長で、…
	{"b80c_last_summary_bullet_rendered_as_checked_task", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		if len(b80cFirstList(lines, b80cNumLine)) > 0 {
			return s
		}
		idx := b80cFirstList(lines, b80cBullet)
		if len(idx) < 3 {
			return s
		}
		i := idx[len(idx)-1]
		if strings.HasPrefix(lines[i], "- ") {
			lines[i] = "- [x] " + lines[i][2:]
		} else {
			lines[i] = "・☑ " + strings.TrimPrefix(lines[i], "・")
		}
		return strings.Join(lines, "\n")
	}},
	// The first hyphenated reference code has its segments put in another order (two
	// segments traded, of three the last two): the order, invoice or ticket number no
	// longer exists.
	//   Bestellung WE-20417 → Bestellung 20417-WE
	//   "rechnungsnummer": "RE-2026-0815" → "rechnungsnummer": "RE-0815-2026"
	{"b80c_reference_code_segments_reordered", "strings", func(lang, s string) string {
		for _, loc := range b80cCode.FindAllStringIndex(s, -1) {
			m := s[loc[0]:loc[1]]
			if !b80cLetter.MatchString(m) || !b80cDigit.MatchString(m) {
				continue
			}
			p := strings.Split(m, "-")
			if len(p) == 2 {
				p[0], p[1] = p[1], p[0]
			} else {
				p[1], p[2] = p[2], p[1]
			}
			return s[:loc[0]] + strings.Join(p, "-") + s[loc[1]:]
		}
		return s
	}},
	// The first grouped digit number (postal code, phone number, P.O. box) has its
	// groups put in another order: the address or line no longer reaches anyone.
	//   〒530-0001 → 〒0001-530
	//   Postfach 10 02 31 → Postfach 10 31 02
	{"b80c_grouped_number_blocks_reordered", "strings", func(lang, s string) string {
		for _, loc := range b80cGrouped.FindAllStringSubmatchIndex(s, -1) {
			// Digit groups inside a reference code (RE-2026-0815, 44-2087-DE) are not
			// numbers of their own.
			if (loc[0] > 0 && strings.ContainsRune("-ABCDEFGHIJKLMNOPQRSTUVWXYZ", rune(s[loc[0]-1]))) ||
				(loc[1] < len(s) && s[loc[1]] == '-') {
				continue
			}
			m := make([]string, len(loc)/2)
			for i := range m {
				if loc[2*i] >= 0 {
					m[i] = s[loc[2*i]:loc[2*i+1]]
				}
			}
			var nw string
			switch {
			case m[4] != "":
				nw = "Postfach " + m[4] + " " + m[6] + " " + m[5]
			case m[3] != "":
				nw = m[1] + "-" + m[3] + "-" + m[2]
			default:
				nw = m[2] + "-" + m[1]
			}
			return s[:loc[0]] + nw + s[loc[1]:]
		}
		return s
	}},
	// The last table row's or JSON record's name is replaced by a ditto mark: the last
	// offer, quote line or order item claims to be the one above it.
	//   | Eisblock Systemtechnik KG | 13.975,00 € | → | dito | 13.975,00 € |
	//   {"product": "交換用パッキン", "quantity": 2, … → {"product": "〃", "quantity": 2, …
	{"b80c_last_record_name_given_ditto_mark_of_row_above", "raw", func(lang, s string) string {
		ditto := "dito"
		if lang == "ja" {
			ditto = "〃"
		}
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			return b80cRecords(s, func(keys, vals [][]string) bool {
				v := vals[len(vals)-1]
				if len(v) == 0 || !strings.HasPrefix(v[0], "\"") {
					return false
				}
				v[0] = "\"" + ditto + "\""
				return true
			})
		}
		lines, hdr, rows := b80cTable(s)
		if hdr < 0 || len(rows) < 2 {
			return s
		}
		c := b80cCells(lines[rows[len(rows)-1]])
		c[0] = ditto
		lines[rows[len(rows)-1]] = b80cRow(c)
		return strings.Join(lines, "\n")
	}},
	// The first short string value of a JSON answer is moved into its own key, the
	// value left empty: the field is empty and its key is no longer the schema's.
	//   "rechnungsnummer": "RE-2026-0815" → "rechnungsnummer RE-2026-0815": ""
	//   "company": "サクラ物流株式会社" → "company サクラ物流株式会社": ""
	{"b80c_json_value_moved_into_its_key_value_left_empty", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		return hoFirstMatch(b80cJSONStr, s, func(m []string) string {
			return `"` + m[1] + " " + m[2] + `": ""`
		})
	}},
}
