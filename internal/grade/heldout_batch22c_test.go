package grade

// Batch 22c of the held-out study, written blind (no check read): FORMAT, STRUCTURE
// and NUMBER damage of the kind a real serving stack or a quantized model produces.
// Every kind is a generic, programmatic transformation that applies to many
// fixtures: a JSON answer whose one key is renamed to a near synonym of another
// meaning, whose value changes type (a decimal cut to an integer string, a code
// coerced to a number, a number nulled, an array collapsed to its first element, a
// member nested one level deeper, two records' fields interleaved); a Markdown table
// with two rows fused, a row's tail cells lost, a header repeated or a row shifted
// by one cell; a bullet list renumbered with a gap or a list whose last item is cut;
// numbers in the wrong locale or magnitude (a thousands group read as decimals, a
// figure converted but its currency kept, an amount rounded but written as exact),
// a date in US order, a year in a dead era, a clock time labelled UTC, a range left
// open, full-width digits with one digit changed; and generation faults (a sentence
// whose tail comes from the next one, a word said twice, a stop token leaked with
// text after it). Each damages one place where it can.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// b22cIsJSON says whether s is a JSON object answer.
func b22cIsJSON(s string) bool { return strings.HasPrefix(strings.TrimSpace(s), "{") }

// b22cValueEnd returns the index just after the JSON value that starts at s[i].
func b22cValueEnd(s string, i int) int {
	switch s[i] {
	case '"':
		for j := i + 1; j < len(s); j++ {
			switch s[j] {
			case '\\':
				j++
			case '"':
				return j + 1
			}
		}
		return len(s)
	case '{', '[':
		depth := 0
		for j := i; j < len(s); j++ {
			switch s[j] {
			case '"':
				j = b22cValueEnd(s, j) - 1
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return j + 1
				}
			}
		}
		return len(s)
	}
	j := i
	for j < len(s) && !strings.ContainsRune(",}] \n\t\r", rune(s[j])) {
		j++
	}
	return j
}

// b22cSkipSpace returns the first index at or after i that is not JSON whitespace.
func b22cSkipSpace(s string, i int) int {
	for i < len(s) && strings.ContainsRune(" \n\t\r", rune(s[i])) {
		i++
	}
	return i
}

// b22cElems lists the spans of the top-level elements (or members, key included) of
// the array or object opening at s[open], and the index of its closing bracket.
func b22cElems(s string, open int) ([][2]int, int) {
	var out [][2]int
	i := b22cSkipSpace(s, open+1)
	for i < len(s) && s[i] != ']' && s[i] != '}' {
		start := i
		end := b22cValueEnd(s, i)
		if s[open] == '{' {
			// key, colon, value
			j := b22cSkipSpace(s, end)
			if j < len(s) && s[j] == ':' {
				j = b22cSkipSpace(s, j+1)
				end = b22cValueEnd(s, j)
			}
		}
		out = append(out, [2]int{start, end})
		i = b22cSkipSpace(s, end)
		if i < len(s) && s[i] == ',' {
			i = b22cSkipSpace(s, i+1)
		}
	}
	return out, i
}

// b22cTableRows returns the indexes of a Markdown table's body rows (the lines
// after its delimiter row) in lines, empty without a table.
func b22cTableRows(lines []string) []int {
	var rows []int
	for i, l := range lines {
		if strings.HasPrefix(l, "|---") || strings.HasPrefix(l, "| ---") || strings.HasPrefix(l, "|:--") {
			for j := i + 1; j < len(lines) && strings.HasPrefix(lines[j], "|"); j++ {
				rows = append(rows, j)
			}
			return rows
		}
	}
	return nil
}

// b22cCells splits a table row into its trimmed cells.
func b22cCells(row string) []string {
	row = strings.TrimSpace(row)
	row = strings.TrimPrefix(strings.TrimSuffix(row, "|"), "|")
	parts := strings.Split(row, "|")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	return parts
}

func b22cRow(cells []string) string { return "| " + strings.Join(cells, " | ") + " |" }

var (
	b22cBullet   = regexp.MustCompile(`^(?:[-*] |・)(.*)$`)
	b22cNumbered = regexp.MustCompile(`^(\d+)\. (.*)$`)
	b22cDeBig    = regexp.MustCompile(`(\d{1,3})\.(\d{3}),(\d{2})( ?€)`)
	b22cJaBig    = regexp.MustCompile(`(^|[^\d,.])(\d{1,3}),(\d{3})(円|ユーロ)`)
)

// b22cListRun returns the first run of at least min consecutive list lines (bullets
// or numbered) as [first, last] line indexes.
func b22cListRun(lines []string, min int, re *regexp.Regexp) (int, int, bool) {
	for i := 0; i < len(lines); i++ {
		j := i
		for j < len(lines) && re.MatchString(lines[j]) {
			j++
		}
		if j-i >= min {
			return i, j - 1, true
		}
		if j > i {
			i = j - 1
		}
	}
	return 0, 0, false
}

// b22cDeFormat writes cents as a German amount (18.750,00).
func b22cDeFormat(cents int64) string {
	eur, ct := cents/100, cents%100
	return b22cGroup(eur, ".") + fmt.Sprintf(",%02d", ct)
}

// b22cGroup writes n with sep between groups of three digits.
func b22cGroup(n int64, sep string) string {
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

// b22cDeAmountCents parses the German amount of a b22cDeBig match into cents.
func b22cDeAmountCents(m []string) int64 {
	a, _ := strconv.ParseInt(m[1]+m[2]+m[3], 10, 64)
	return a
}

// b22cSentenceHalves splits a sentence near its middle at a word boundary outside a
// number (German) or after a comma or particle (Japanese): head and tail, both empty
// when the sentence is too short or has no such place.
func b22cSentenceHalves(lang, sen string) (string, string) {
	if lang == "de" {
		words := strings.Split(sen, " ")
		if len(words) < 4 {
			return "", ""
		}
		ok := func(h int) bool {
			return h > 0 && h < len(words) && !strings.ContainsAny(words[h-1], "0123456789") &&
				!strings.ContainsAny(words[h][:1], "0123456789€")
		}
		mid := len(words) / 2
		for d := 0; d < len(words)/2; d++ {
			for _, h := range []int{mid + d, mid - d} {
				if ok(h) {
					return strings.Join(words[:h], " "), strings.Join(words[h:], " ")
				}
			}
		}
		return "", ""
	}
	rs := []rune(sen)
	if len(rs) < 12 {
		return "", ""
	}
	ok := func(at int) bool {
		return at > 2 && at < len(rs)-3 && strings.ContainsRune("、をはがに", rs[at-1]) && !unicode.IsDigit(rs[at]) && rs[at] != '、'
	}
	mid := len(rs) / 2
	for d := 0; d < len(rs)/2; d++ {
		for _, at := range []int{mid + d, mid - d} {
			if ok(at) {
				return string(rs[:at]), string(rs[at:])
			}
		}
	}
	return "", ""
}

var heldOutBatch22c = []heldOutKind{
	// JSON: the first date or price key renamed to a near synonym of another meaning
	// (delivery_date → order_date, rechnungsdatum → lieferdatum, unit_price →
	// total_price, start_date → signing_date): the value now claims to be something
	// else.
	{"b22c_json_key_near_synonym_other_meaning", "raw", func(lang, s string) string {
		if !b22cIsJSON(s) {
			return s
		}
		swap := map[string]string{"rechnungsdatum": "lieferdatum", "faellig_am": "bezahlt_am", "delivery_date": "order_date",
			"start_date": "signing_date", "unit_price": "total_price", "einzelpreis": "gesamtpreis", "monthly_fee": "annual_fee"}
		re := regexp.MustCompile(`"(rechnungsdatum|faellig_am|delivery_date|start_date|unit_price|einzelpreis|monthly_fee)"(\s*:)`)
		return hoFirstMatch(re, s, func(m []string) string { return `"` + swap[m[1]] + `"` + m[2] })
	}},
	// JSON: the first number with non-zero decimals turned into a string of its integer
	// part (1249.90 → "1249", 64.50 → "64"): type and value both wrong.
	{"b22c_json_decimal_as_truncated_int_string", "raw", func(lang, s string) string {
		if !b22cIsJSON(s) {
			return s
		}
		re := regexp.MustCompile(`(:\s*)(-?\d+)\.(\d*[1-9]\d*)([,}\]\s])`)
		return hoFirstMatch(re, s, func(m []string) string { return m[1] + `"` + m[2] + `"` + m[4] })
	}},
	// JSON: the first array replaced by its first element, unwrapped (positionen: {…}
	// instead of [{…}, {…}], notes: "…" instead of ["…", "…"]): the schema's list is
	// gone and every later element with it.
	{"b22c_json_array_unwrapped_to_first_element", "raw", func(lang, s string) string {
		if !b22cIsJSON(s) {
			return s
		}
		re := regexp.MustCompile(`:\s*\[`)
		loc := re.FindStringIndex(s)
		if loc == nil {
			return s
		}
		open := loc[1] - 1
		elems, close := b22cElems(s, open)
		if len(elems) < 2 || close >= len(s) {
			return s
		}
		return s[:open] + s[elems[0][0]:elems[0][1]] + s[close+1:]
	}},
	// JSON: the last date member nested one level deeper ("delivery_date":
	// {"date": "2026-10-19"}): a consumer reading a date string finds an object.
	{"b22c_json_date_member_wrapped_in_object", "raw", func(lang, s string) string {
		if !b22cIsJSON(s) {
			return s
		}
		re := regexp.MustCompile(`("\w+"\s*:\s*)("\d{4}-\d{2}-\d{2}")`)
		all := re.FindAllStringSubmatchIndex(s, -1)
		if len(all) == 0 {
			return s
		}
		l := all[len(all)-1]
		return s[:l[0]] + s[l[2]:l[3]] + `{"date": ` + s[l[4]:l[5]] + `}` + s[l[1]:]
	}},
	// JSON: the boundary between the first two records shifted by one member: the
	// first record's last field is written at the start of the second, so the first
	// item has no price and the second has two.
	{"b22c_json_record_boundary_shifted", "raw", func(lang, s string) string {
		if !b22cIsJSON(s) {
			return s
		}
		re := regexp.MustCompile(`\[\s*\{`)
		loc := re.FindStringIndex(s)
		if loc == nil {
			return s
		}
		recs, _ := b22cElems(s, loc[0])
		if len(recs) < 2 {
			return s
		}
		a, b := recs[0], recs[1]
		mems, closeA := b22cElems(s, a[0])
		if len(mems) < 2 || s[b[0]] != '{' {
			return s
		}
		last := s[mems[len(mems)-1][0]:mems[len(mems)-1][1]]
		prevEnd := mems[len(mems)-2][1]
		inner := b22cSkipSpace(s, b[0]+1)
		return s[:prevEnd] + s[closeA:inner] + last + ", " + s[inner:]
	}},
	// JSON: the last number (the total, the fee) set to null.
	{"b22c_json_last_number_nulled", "raw", func(lang, s string) string {
		if !b22cIsJSON(s) {
			return s
		}
		re := regexp.MustCompile(`(:\s*)(-?\d+(?:\.\d+)?)([,}\]\s])`)
		all := re.FindAllStringSubmatchIndex(s, -1)
		if len(all) == 0 {
			return s
		}
		l := all[len(all)-1]
		return s[:l[4]] + "null" + s[l[5]:]
	}},
	// JSON: an ISO date with month and day swapped (2026-11-04 → 2026-04-11), as a
	// DD/MM source parsed as MM/DD: still a valid date, the wrong one.
	{"b22c_json_iso_date_month_day_swapped", "raw", func(lang, s string) string {
		if !b22cIsJSON(s) {
			return s
		}
		re := regexp.MustCompile(`"(\d{4})-(\d{2})-(\d{2})"`)
		for _, l := range re.FindAllStringSubmatchIndex(s, -1) {
			mo, da := s[l[4]:l[5]], s[l[6]:l[7]]
			d, _ := strconv.Atoi(da)
			if d >= 1 && d <= 12 && mo != da {
				return s[:l[4]] + da + "-" + mo + s[l[7]:]
			}
		}
		return s
	}},
	// JSON: a code written as digits (a postal code, PLZ) coerced to a number, its
	// leading zero and hyphen lost ("01067" → 1067, "150-0043" → 1500043).
	{"b22c_json_code_string_coerced_to_number", "raw", func(lang, s string) string {
		if !b22cIsJSON(s) {
			return s
		}
		re := regexp.MustCompile(`(:\s*)"(\d{3,}(?:-\d{4})?)"`)
		return hoFirstMatch(re, s, func(m []string) string {
			n, err := strconv.Atoi(strings.ReplaceAll(m[2], "-", ""))
			if err != nil {
				return m[0]
			}
			return m[1] + strconv.Itoa(n)
		})
	}},
	// JSON: an object member nested one level deeper under its own key ("total":
	// {"total": {"value": …, "currency": …}}).
	{"b22c_json_object_nested_under_own_key", "raw", func(lang, s string) string {
		if !b22cIsJSON(s) {
			return s
		}
		re := regexp.MustCompile(`"(\w+)"(\s*:\s*)(\{[^{}\[\]]*\})`)
		return hoFirstMatch(re, s, func(m []string) string { return `"` + m[1] + `"` + m[2] + `{"` + m[1] + `": ` + m[3] + `}` })
	}},
	// JSON: the first integer of four or more digits written as a string grouped with
	// a dot (12800 → "12.800"): a string where a number belongs, and 12.8 to any
	// parser that reads it.
	{"b22c_json_int_as_dot_grouped_string", "raw", func(lang, s string) string {
		if !b22cIsJSON(s) {
			return s
		}
		re := regexp.MustCompile(`(:\s*)(\d{4,})([,}\]\s])`)
		return hoFirstMatch(re, s, func(m []string) string {
			n, _ := strconv.ParseInt(m[2], 10, 64)
			return m[1] + `"` + b22cGroup(n, ".") + `"` + m[3]
		})
	}},
	// Markdown: the newline between two table rows lost, so two records sit on one
	// row ("| … || Nordkälte AG | …").
	{"b22c_md_table_rows_fused", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		rows := b22cTableRows(lines)
		if len(rows) < 2 {
			return s
		}
		i := rows[0]
		lines[i] = lines[i] + lines[i+1]
		lines = append(lines[:i+1], lines[i+2:]...)
		return strings.Join(lines, "\n")
	}},
	// Markdown: the last table row ends after its second cell; its other cells are
	// missing and the text after the table goes on.
	{"b22c_md_table_row_tail_cells_lost", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		rows := b22cTableRows(lines)
		if len(rows) == 0 {
			return s
		}
		i := rows[len(rows)-1]
		cells := b22cCells(lines[i])
		if len(cells) < 3 {
			return s
		}
		lines[i] = b22cRow(cells[:2])
		return strings.Join(lines, "\n")
	}},
	// Markdown: the header row repeated as a body row before the last record (a
	// replayed chunk): a row of labels among the data.
	{"b22c_md_table_header_repeated_midtable", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		rows := b22cTableRows(lines)
		if len(rows) < 2 {
			return s
		}
		header := lines[rows[0]-2]
		at := rows[len(rows)-1]
		out := append([]string{}, lines[:at]...)
		out = append(out, header)
		out = append(out, lines[at:]...)
		return strings.Join(out, "\n")
	}},
	// Markdown: one middle row shifted right by one cell (an empty cell after the
	// first, the last cell dropped): the price sits under the delivery time.
	{"b22c_md_table_row_shifted_right", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		rows := b22cTableRows(lines)
		if len(rows) < 2 {
			return s
		}
		i := rows[len(rows)/2]
		cells := b22cCells(lines[i])
		if len(cells) < 3 {
			return s
		}
		shifted := append([]string{cells[0], ""}, cells[1:len(cells)-1]...)
		lines[i] = b22cRow(shifted)
		return strings.Join(lines, "\n")
	}},
	// A bullet list turned into a numbered list that skips a number (1, 2, 4, 5):
	// the reader looks for an item 3 that is not there.
	{"b22c_bullets_renumbered_with_gap", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		a, b, ok := b22cListRun(lines, 3, b22cBullet)
		if !ok {
			return s
		}
		n := 1
		for i := a; i <= b; i++ {
			if n == 3 {
				n++
			}
			lines[i] = strconv.Itoa(n) + ". " + b22cBullet.FindStringSubmatch(lines[i])[1]
			n++
		}
		return strings.Join(lines, "\n")
	}},
	// The first list's last item cut in the middle; the text after the list goes on.
	{"b22c_list_last_item_cut_midway", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		item := regexp.MustCompile(`^(?:[-*] |・|\d+\. )`)
		_, b, ok := b22cListRun(lines, 2, item)
		if !ok {
			return s
		}
		loc := item.FindStringIndex(lines[b])
		marker, body := lines[b][:loc[1]], lines[b][loc[1]:]
		head, _ := b22cSentenceHalves(lang, body)
		if head == "" {
			return s
		}
		lines[b] = marker + strings.TrimRight(head, "、, ")
		return strings.Join(lines, "\n")
	}},
	// A thousands group read as decimals: 18.750,00 € → 18,75 €, 24,800円 → 24.8円
	// (the first such amount).
	{"b22c_thousands_group_read_as_decimal", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b22cJaBig, s, func(m []string) string {
				frac := strings.TrimRight(m[3], "0")
				if frac == "" {
					return m[1] + m[2] + m[4]
				}
				return m[1] + m[2] + "." + frac + m[4]
			})
		}
		return hoFirstMatch(b22cDeBig, s, func(m []string) string { return m[1] + "," + m[2][:2] + m[4] })
	}},
	// German: an amount with zero cents written with English grouping and no cents
	// (21.150,00 € → 21,150 €), which a German reader takes for 21,15 €. The amount
	// in the middle of the text.
	{"b22c_de_amount_english_grouping", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		all := b22cDeBig.FindAllStringSubmatchIndex(s, -1)
		var cands [][]int
		for _, l := range all {
			if s[l[6]:l[7]] == "00" {
				cands = append(cands, l)
			}
		}
		if len(cands) == 0 {
			return s
		}
		l := cands[len(cands)/2]
		return s[:l[0]] + s[l[2]:l[3]] + "," + s[l[4]:l[5]] + s[l[8]:l[9]] + s[l[1]:]
	}},
	// An amount converted to another currency but its unit kept: a euro amount given
	// in dollars (×1.08) still marked €, a ユーロ amount given in yen (×160) still
	// marked ユーロ.
	{"b22c_amount_converted_unit_kept", "first", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(\d{1,3}(?:[,.]\d{3})*)(?:,(\d{2}))?ユーロ`)
			return hoFirstMatch(re, s, func(m []string) string {
				n, _ := strconv.ParseInt(strings.NewReplacer(",", "", ".", "").Replace(m[1]), 10, 64)
				return b22cGroup(n*160, ",") + "ユーロ"
			})
		}
		re := regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*),(\d{2})( ?€)`)
		return hoFirstMatch(re, s, func(m []string) string {
			c, _ := strconv.ParseInt(strings.ReplaceAll(m[1], ".", "")+m[2], 10, 64)
			return b22cDeFormat((c*108+50)/100) + m[3]
		})
	}},
	// An exact amount rounded to the thousand but still written as exact (36.400,00 €
	// → 36.000,00 €, 24,800円 → 25,000円): the amount in the middle of the text.
	{"b22c_amount_rounded_written_exact", "first", func(lang, s string) string {
		if lang == "ja" {
			all := b22cJaBig.FindAllStringSubmatchIndex(s, -1)
			var cands [][]int
			for _, l := range all {
				if s[l[6]:l[7]] != "000" {
					cands = append(cands, l)
				}
			}
			if len(cands) == 0 {
				return s
			}
			l := cands[len(cands)/2]
			th, _ := strconv.ParseInt(s[l[4]:l[5]], 10, 64)
			rest, _ := strconv.Atoi(s[l[6]:l[7]])
			if rest >= 500 {
				th++
			}
			return s[:l[4]] + b22cGroup(th*1000, ",") + s[l[8]:]
		}
		all := b22cDeBig.FindAllStringSubmatchIndex(s, -1)
		var cands [][]int
		for _, l := range all {
			if s[l[4]:l[5]] != "000" || s[l[6]:l[7]] != "00" {
				cands = append(cands, l)
			}
		}
		if len(cands) == 0 {
			return s
		}
		l := cands[len(cands)/2]
		th, _ := strconv.ParseInt(s[l[2]:l[3]], 10, 64)
		rest, _ := strconv.Atoi(s[l[4]:l[5]])
		if rest >= 500 {
			th++
		}
		return s[:l[2]] + b22cDeFormat(th*100000) + s[l[8]:]
	}},
	// German: the first date in US order with the month written out (am 12.11.2026 →
	// am November 12, 2026; 26. Oktober 2026 → Oktober 26, 2026).
	{"b22c_de_date_us_order_month_named", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		re := regexp.MustCompile(`\b(\d{1,2})\.(\d{1,2})\.(\d{4})|\b(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (\d{4})`)
		return hoFirstMatch(re, s, func(m []string) string {
			if m[1] != "" {
				mo, _ := strconv.Atoi(m[2])
				d, _ := strconv.Atoi(m[1])
				if mo < 1 || mo > 12 {
					return m[0]
				}
				return fmt.Sprintf("%s %d, %s", deMonths[mo-1], d, m[3])
			}
			d, _ := strconv.Atoi(m[4])
			return fmt.Sprintf("%s %d, %s", m[5], d, m[6])
		})
	}},
	// Japanese: the first year written in the Heisei era, which ended in 2019
	// (2026年 → 平成38年, 令和8年 → 平成38年): a year that does not exist.
	{"b22c_ja_year_in_ended_heisei_era", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		re := regexp.MustCompile(`令和(\d{1,2})年|(20\d\d)年`)
		return hoFirstMatch(re, s, func(m []string) string {
			if m[1] != "" {
				n, _ := strconv.Atoi(m[1])
				return "平成" + strconv.Itoa(n+30) + "年"
			}
			y, _ := strconv.Atoi(m[2])
			return "平成" + strconv.Itoa(y-1988) + "年"
		})
	}},
	// The first clock time (or time window) labelled UTC: 10:30 Uhr UTC is 11:30 in
	// Germany, 14時〜16時（UTC） is late at night in Japan.
	{"b22c_clock_labelled_utc", "first", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`\d{1,2}(?:時|:\d\d)(?:\s*[〜～~]\s*\d{1,2}(?:時|:\d\d))?`)
			return hoFirstMatch(re, s, func(m []string) string { return m[0] + "（UTC）" })
		}
		re := regexp.MustCompile(`\b\d{1,2}(?::\d\d)? Uhr\b`)
		return hoFirstMatch(re, s, func(m []string) string { return m[0] + " UTC" })
	}},
	// A time range's end dropped, so the window is open (14時〜16時 → 14時〜,
	// zwischen 8 und 12 Uhr → ab 8 Uhr, von 6 bis 22 Uhr → von 6 Uhr an).
	{"b22c_time_range_end_dropped_open", "first", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(\d{1,2}(?:時|:\d\d))(\s*[〜～~]\s*)\d{1,2}(?:時|:\d\d)`)
			return hoFirstMatch(re, s, func(m []string) string { return m[1] + strings.TrimRight(m[2], " ") })
		}
		re := regexp.MustCompile(`\b(zwischen|von) (\d{1,2}(?::\d\d)?) (?:und|bis) \d{1,2}(?::\d\d)? Uhr`)
		return hoFirstMatch(re, s, func(m []string) string {
			if m[1] == "von" {
				return "von " + m[2] + " Uhr an"
			}
			return "ab " + m[2] + " Uhr"
		})
	}},
	// Japanese: one number of a middle sentence in full-width digits, its last digit
	// changed (10月22日 → １０月２３日): typography that hides a changed figure.
	{"b22c_ja_fullwidth_digits_one_changed", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		re := regexp.MustCompile(`(^|[^\w\-.,])(\d[\d,]*)(年|月|日|時|円|個|箱|名|件|分|秒|桁|週間|ユーロ)`)
		return hoMiddleSentence(lang, s, func(sen string) string {
			return hoFirstMatch(re, sen, func(m []string) string {
				rs := []rune(m[2])
				last := len(rs) - 1
				if rs[last] == '9' {
					rs[last] = '8'
				} else {
					rs[last]++
				}
				return m[1] + hoFullWidthAlnum(string(rs)) + m[3]
			})
		})
	}},
	// Skipped tokens: a sentence's head joined to the next sentence's tail, both
	// halves in between lost (in the middle of the text).
	{"b22c_sentence_head_joined_to_next_tail", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		var cands []int
		structural := regexp.MustCompile(`^(?:\||[-*] |・|\d+\. )`)
		lines := strings.Split(s, "\n")
		for k := 0; k+1 < len(refs); k++ {
			la, lb := refs[k].line, refs[k+1].line
			if la != lb && (lb != la+1 || structural.MatchString(lines[la]) || structural.MatchString(lines[lb])) {
				continue
			}
			a, b := split[refs[k].line][refs[k].idx], split[refs[k+1].line][refs[k+1].idx]
			if len([]rune(a)) < 20 || len([]rune(b)) < 20 || strings.HasPrefix(a, "Sehr geehrt") {
				continue
			}
			if h, _ := b22cSentenceHalves(lang, strings.TrimSpace(a)); h == "" {
				continue
			}
			if _, t := b22cSentenceHalves(lang, strings.TrimSpace(b)); t == "" {
				continue
			}
			cands = append(cands, k)
		}
		if len(cands) == 0 {
			return s
		}
		k := cands[len(cands)/2]
		ra, rb := refs[k], refs[k+1]
		a, b := split[ra.line][ra.idx], split[rb.line][rb.idx]
		head, _ := b22cSentenceHalves(lang, strings.TrimSpace(a))
		_, tail := b22cSentenceHalves(lang, strings.TrimRight(b, " "))
		sep := " "
		if lang == "ja" {
			sep = ""
		}
		trail := b[len(strings.TrimRight(b, " ")):]
		split[ra.line][ra.idx] = head + sep + tail + trail
		split[rb.line][rb.idx] = ""
		if ra.line != rb.line && strings.Join(split[rb.line], "") == "" {
			split = append(split[:rb.line], split[rb.line+1:]...)
		}
		return hoJoin(split)
	}},
	// A function word said twice in place, late in the text ("Sie Sie", "wir wir",
	// "ををよろしく").
	{"b22c_function_word_doubled_late", "longest", func(lang, s string) string {
		if lang == "ja" {
			best := -1
			var w string
			for _, p := range []string{"を", "は", "が"} {
				if i := strings.LastIndex(s, p); i > best {
					best, w = i, p
				}
			}
			if best < 0 {
				return s
			}
			return s[:best] + w + s[best:]
		}
		best := -1
		var w string
		for _, p := range []string{" Sie ", " wir ", " ist ", " und ", " die ", " der "} {
			if i := strings.LastIndex(s, p); i > best {
				best, w = i, p
			}
		}
		if best < 0 {
			return s
		}
		return s[:best] + w[:len(w)-1] + s[best:]
	}},
	// The chat template's end token leaked with the model's chatter after it (the
	// server does not stop on it).
	{"b22c_stop_token_then_chatter", "raw", func(lang, s string) string {
		if lang == "ja" {
			return s + "<|im_end|>\n以上が回答となります。ほかに修正したい点があれば、お気軽にお知らせください。"
		}
		return s + "</s>\nIch hoffe, diese Antwort hilft Ihnen weiter. Wenn Sie möchten, formuliere ich den Text gern noch kürzer."
	}},
	// An end-of-text token at the first paragraph break, the answer going on after it.
	{"b22c_endoftext_token_at_paragraph_break", "longest", func(lang, s string) string {
		i := strings.Index(s, "\n\n")
		if i < 0 {
			return s
		}
		return s[:i] + "<|endoftext|>" + s[i:]
	}},
	// A Markdown answer (a table or list) wrapped in a ```markdown code fence, so it
	// shows as source instead of a table or list.
	{"b22c_md_answer_fenced_as_code", "raw", func(lang, s string) string {
		if b22cIsJSON(s) || !regexp.MustCompile(`(?m)^(?:\| |- |\d+\. )`).MatchString(s) {
			return s
		}
		return "```markdown\n" + s + "\n```"
	}},
}
