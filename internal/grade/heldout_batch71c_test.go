package grade

// Blind batch 71c: the content of structured answers (JSON extractions, Markdown
// tables, numbered steps and summary bullets) as a serializer or a formatter breaks
// it. Every kind names the mechanism: a float printed in E-notation with its exponent
// one short, an amount pushed through a 16-bit integer, a spreadsheet's narrow column
// showing an amount in two-digit E-notation, a value slot of one record or row left
// blank, a date pattern whose month or day letter was mistaken (minute, day of year,
// weekday number, quarter), a loop bound read one past the end of a list, a closure
// that binds every row to the last row's cell, a struct key emitted twice with its
// zero value last, and an amount that failed to parse printed as NaN. Text answers
// (letters, prose summaries) are left unchanged; each kind changes one place.

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"
)

var (
	ho71cTableLine = regexp.MustCompile(`(?m)^\|.*\|[ \t]*$`)
	ho71cListLine  = regexp.MustCompile(`(?m)^(?:[-*] |・|\d+\. )`)
	ho71cNumItem   = regexp.MustCompile(`^(\d+)\. `)
	ho71cBullet    = regexp.MustCompile(`^(?:[-*] |・)`)
	ho71cSepRow    = regexp.MustCompile(`^\|[\s:|-]+\|\s*$`)
	ho71cJSONNum   = regexp.MustCompile(`(:\s*)(-?\d+(?:\.\d+)?)(\s*[,}\]])`)
	ho71cDeAmt     = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*),(\d{2})( ?€)`)
	ho71cJaAmt     = regexp.MustCompile(`(\d{1,3}(?:,\d{3})*)円`)
	ho71cISODate   = regexp.MustCompile(`(\d{4})-(\d{2})-(\d{2})`)
	ho71cDeDate    = regexp.MustCompile(`(\d{2})\.(\d{2})\.(\d{4})`)
	ho71cJaDate    = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	ho71cMemberKey = regexp.MustCompile(`^"((?:[^"\\]|\\.)*)"\s*:\s*`)
)

// ho71cIsJSON says whether s is a JSON object answer.
func ho71cIsJSON(s string) bool {
	return strings.HasPrefix(strings.TrimSpace(s), "{")
}

// ho71cStructured says whether s is a JSON object, or Markdown with a table or a list.
func ho71cStructured(s string) bool {
	return ho71cIsJSON(s) || ho71cTableLine.MatchString(s) || ho71cListLine.MatchString(s)
}

// ho71cClose finds the bracket closing the one at open ('[' or '{'), skipping
// strings; -1 without one.
func ho71cClose(s string, open int) int {
	if open < 0 || open >= len(s) || (s[open] != '[' && s[open] != '{') {
		return -1
	}
	depth := 0
	inStr := false
	for i := open; i < len(s); i++ {
		c := s[i]
		if inStr {
			if c == '\\' {
				i++
			} else if c == '"' {
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
				return i
			}
		}
	}
	return -1
}

// ho71cSplit lists the trimmed spans of the comma-separated elements of s[from:to]
// at depth zero.
func ho71cSplit(s string, from, to int) [][2]int {
	if from < 0 || to > len(s) || from > to {
		return nil
	}
	var out [][2]int
	add := func(a, b int) {
		for a < b && strings.ContainsRune(" \t\r\n", rune(s[a])) {
			a++
		}
		for b > a && strings.ContainsRune(" \t\r\n", rune(s[b-1])) {
			b--
		}
		if a < b {
			out = append(out, [2]int{a, b})
		}
	}
	depth := 0
	inStr := false
	start := from
	for i := from; i < to; i++ {
		c := s[i]
		if inStr {
			if c == '\\' {
				i++
			} else if c == '"' {
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
		case ',':
			if depth == 0 {
				add(start, i)
				start = i + 1
			}
		}
	}
	add(start, to)
	return out
}

// ho71cMember is one "key": value of a JSON object, as offsets into the text.
type ho71cMember struct {
	key        string
	valueStart int
	valueEnd   int
}

// ho71cMembers lists the members of the object whose '{' is at open.
func ho71cMembers(s string, open int) []ho71cMember {
	end := ho71cClose(s, open)
	if end < 0 || s[open] != '{' {
		return nil
	}
	var out []ho71cMember
	for _, sp := range ho71cSplit(s, open+1, end) {
		m := ho71cMemberKey.FindStringSubmatchIndex(s[sp[0]:sp[1]])
		if m == nil {
			continue
		}
		out = append(out, ho71cMember{s[sp[0]+m[2] : sp[0]+m[3]], sp[0] + m[1], sp[1]})
	}
	return out
}

// ho71cFirstArray finds the first '[' of a JSON text and its closing ']'.
func ho71cFirstArray(s string) (int, int) {
	inStr := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if inStr {
			if c == '\\' {
				i++
			} else if c == '"' {
				inStr = false
			}
			continue
		}
		if c == '"' {
			inStr = true
		} else if c == '[' {
			if e := ho71cClose(s, i); e > 0 {
				return i, e
			}
			return -1, -1
		}
	}
	return -1, -1
}

func ho71cIsNumber(v string) bool {
	_, err := strconv.ParseFloat(v, 64)
	return err == nil
}

// ho71cGroup writes n with sep between groups of three digits.
func ho71cGroup(n int64, sep string) string {
	neg := n < 0
	if neg {
		n = -n
	}
	d := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, r := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

// ho71cAmount is one money amount of a Markdown answer: where it is, its value and
// how to write a new figure in its place (currency kept).
type ho71cAmount struct {
	start, end int
	value      float64
	lang       string
}

// ho71cAmounts lists the de (1.234,56 €) and ja (1,234円) amounts of s in order.
func ho71cAmounts(s string) []ho71cAmount {
	var out []ho71cAmount
	for _, m := range ho71cDeAmt.FindAllStringSubmatchIndex(s, -1) {
		n, err := strconv.ParseInt(strings.ReplaceAll(s[m[2]:m[3]], ".", ""), 10, 64)
		c, err2 := strconv.ParseInt(s[m[4]:m[5]], 10, 64)
		if err != nil || err2 != nil {
			continue
		}
		out = append(out, ho71cAmount{m[2], m[5], float64(n) + float64(c)/100, "de"})
	}
	for _, m := range ho71cJaAmt.FindAllStringSubmatchIndex(s, -1) {
		n, err := strconv.ParseInt(strings.ReplaceAll(s[m[2]:m[3]], ",", ""), 10, 64)
		if err != nil {
			continue
		}
		out = append(out, ho71cAmount{m[2], m[3], float64(n), "ja"})
	}
	// order by position
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].start < out[j-1].start; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// ho71cWriteAmount writes a whole-unit figure in the amount's own convention
// (de with cents ",00").
func ho71cWriteAmount(a ho71cAmount, n int64) string {
	if a.lang == "de" {
		return ho71cGroup(n, ".") + ",00"
	}
	return ho71cGroup(n, ",")
}

// ho71cInt16 wraps n as a signed 16-bit integer does.
func ho71cInt16(n int64) int64 {
	return int64(int16(uint16(n & 0xffff)))
}

// ho71cDate is one date of a text: where it is, its parts and its style.
type ho71cDate struct {
	start, end  int
	y, m, d     int
	style       string // "iso", "de", "ja"
	ys, ms, ds  [2]int // spans of the year, month, day digits (-1 when absent)
	hasYearSpan bool
}

// ho71cDates lists the ISO, German numeric and Japanese dates of s in order.
func ho71cDates(s string) []ho71cDate {
	var out []ho71cDate
	atoi := func(x string) int { n, _ := strconv.Atoi(x); return n }
	for _, m := range ho71cISODate.FindAllStringSubmatchIndex(s, -1) {
		out = append(out, ho71cDate{m[0], m[1], atoi(s[m[2]:m[3]]), atoi(s[m[4]:m[5]]), atoi(s[m[6]:m[7]]), "iso",
			[2]int{m[2], m[3]}, [2]int{m[4], m[5]}, [2]int{m[6], m[7]}, true})
	}
	for _, m := range ho71cDeDate.FindAllStringSubmatchIndex(s, -1) {
		out = append(out, ho71cDate{m[0], m[1], atoi(s[m[6]:m[7]]), atoi(s[m[4]:m[5]]), atoi(s[m[2]:m[3]]), "de",
			[2]int{m[6], m[7]}, [2]int{m[4], m[5]}, [2]int{m[2], m[3]}, true})
	}
	for _, m := range ho71cJaDate.FindAllStringSubmatchIndex(s, -1) {
		d := ho71cDate{m[0], m[1], 2026, atoi(s[m[4]:m[5]]), atoi(s[m[6]:m[7]]), "ja",
			[2]int{-1, -1}, [2]int{m[4], m[5]}, [2]int{m[6], m[7]}, false}
		if m[2] >= 0 {
			d.y = atoi(s[m[2]:m[3]])
			d.ys = [2]int{m[2], m[3]}
			d.hasYearSpan = true
		}
		out = append(out, d)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].start < out[j-1].start; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// ho71cDateSlot rewrites the month (month true) or day slot of the first valid date
// of a structured answer with the figure f gives (ok false: try the next date). The
// figure is zero-padded to two digits in ISO and German dates, plain in Japanese.
func ho71cDateSlot(s string, month bool, f func(t time.Time) (int, bool)) string {
	if !ho71cStructured(s) {
		return s
	}
	for _, d := range ho71cDates(s) {
		t := time.Date(d.y, time.Month(d.m), d.d, 0, 0, 0, 0, time.UTC)
		if t.Year() != d.y || int(t.Month()) != d.m || t.Day() != d.d {
			continue
		}
		n, ok := f(t)
		if !ok {
			continue
		}
		span, old := d.ds, d.d
		if month {
			span, old = d.ms, d.m
		}
		if n == old {
			continue
		}
		w := strconv.Itoa(n)
		if d.style != "ja" && len(w) < 2 {
			w = "0" + w
		}
		return s[:span[0]] + w + s[span[1]:]
	}
	return s
}

// ho71cTable finds the first Markdown table: the line index of its header and of its
// data rows.
func ho71cTable(lines []string) (int, []int) {
	for i := 0; i+1 < len(lines); i++ {
		if !strings.HasPrefix(strings.TrimSpace(lines[i]), "|") || !ho71cSepRow.MatchString(strings.TrimSpace(lines[i+1])) {
			continue
		}
		var rows []int
		for j := i + 2; j < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[j]), "|"); j++ {
			rows = append(rows, j)
		}
		return i, rows
	}
	return -1, nil
}

func ho71cCells(line string) []string {
	t := strings.TrimSpace(line)
	t = strings.TrimPrefix(t, "|")
	t = strings.TrimSuffix(t, "|")
	cells := strings.Split(t, "|")
	for i := range cells {
		cells[i] = strings.TrimSpace(cells[i])
	}
	return cells
}

func ho71cRow(cells []string) string {
	return "| " + strings.Join(cells, " | ") + " |"
}

// ho71cFirstList finds the first Markdown list (numbered, "- " or "・"): its first and
// last line index.
func ho71cFirstList(lines []string) (int, int) {
	for i, l := range lines {
		num := ho71cNumItem.MatchString(l)
		bul := ho71cBullet.MatchString(l)
		if !num && !bul {
			continue
		}
		j := i
		for j+1 < len(lines) && ((num && ho71cNumItem.MatchString(lines[j+1])) || (bul && ho71cBullet.MatchString(lines[j+1]))) {
			j++
		}
		return i, j
	}
	return -1, -1
}

// ho71cMantissa splits a plain decimal figure into its significant digits and its
// decimal exponent: "1034.11" → "1.03411", 3.
func ho71cMantissa(v string) (string, int, bool) {
	v = strings.TrimPrefix(v, "-")
	ip, fp, _ := strings.Cut(v, ".")
	ip = strings.TrimLeft(ip, "0")
	if ip == "" {
		return "", 0, false
	}
	digits := strings.TrimRight(ip+fp, "0")
	if digits == "" {
		return "", 0, false
	}
	m := digits[:1]
	if len(digits) > 1 {
		m += "." + digits[1:]
	}
	return m, len(ip) - 1, true
}

var heldOutBatch71c = []heldOutKind{
	// The largest JSON amount printed in E-notation with an exponent one short, as a
	// float formatter that counts the mantissa's digits from 1 instead of 0:
	// "brutto": 1034.11 → "brutto": 1.03411e2 (= 103.411).
	{"b71c_json_largest_amount_e_notation_exponent_one_short", "raw", func(lang, s string) string {
		if !ho71cIsJSON(s) {
			return s
		}
		best, bestV := -1, 0.0
		ms := ho71cJSONNum.FindAllStringSubmatchIndex(s, -1)
		for i, m := range ms {
			v, err := strconv.ParseFloat(s[m[4]:m[5]], 64)
			if err == nil && v >= 100 && v > bestV {
				best, bestV = i, v
			}
		}
		if best < 0 {
			return s
		}
		m := ms[best]
		mant, exp, ok := ho71cMantissa(s[m[4]:m[5]])
		if !ok || exp < 1 {
			return s
		}
		return s[:m[4]] + mant + "e" + strconv.Itoa(exp-1) + s[m[5]:]
	}},
	// The first amount above 32,767 pushed through a signed 16-bit integer, as an
	// export with a short integer field: "monthly_fee": 33000 → -32536;
	// 合計（税抜）：53,900円 → -11,636円; Mehrkosten von 36.400,00 € → -29.136,00 €.
	{"b71c_amount_over_int16_wrapped_around", "raw", func(lang, s string) string {
		if !ho71cStructured(s) {
			return s
		}
		if ho71cIsJSON(s) {
			for _, m := range ho71cJSONNum.FindAllStringSubmatchIndex(s, -1) {
				v, err := strconv.ParseFloat(s[m[4]:m[5]], 64)
				if err != nil || v <= 32767 || v != math.Trunc(v) || v > 1e9 {
					continue
				}
				return s[:m[4]] + strconv.FormatInt(ho71cInt16(int64(v)), 10) + s[m[5]:]
			}
			return s
		}
		for _, a := range ho71cAmounts(s) {
			if a.value <= 32767 || a.value != math.Trunc(a.value) || a.value > 1e9 {
				continue
			}
			return s[:a.start] + ho71cWriteAmount(a, ho71cInt16(int64(a.value))) + s[a.end:]
		}
		return s
	}},
	// The first amount of a table or a bullet list shown as a too-narrow spreadsheet
	// column shows it, in E-notation with two significant digits, so that the figure
	// read is another: | 14.890,00 € | → | 1,5E+04 € |; | 2,480円 | → | 2.5E+03円 |.
	{"b71c_amount_narrow_column_e_notation_two_digits", "raw", func(lang, s string) string {
		if ho71cIsJSON(s) || !ho71cStructured(s) {
			return s
		}
		for _, a := range ho71cAmounts(s) {
			if a.value < 100 {
				continue
			}
			exp := int(math.Floor(math.Log10(a.value)))
			mr := math.Round(a.value/math.Pow(10, float64(exp))*10) / 10
			if mr >= 10 {
				mr /= 10
				exp++
			}
			if math.Abs(mr*math.Pow(10, float64(exp))-a.value) < 0.005 {
				continue
			}
			w := strconv.FormatFloat(mr, 'f', 1, 64)
			if a.lang == "de" {
				w = strings.Replace(w, ".", ",", 1)
			}
			return s[:a.start] + w + fmt.Sprintf("E+%02d", exp) + s[a.end:]
		}
		return s
	}},
	// One value slot of a record left blank while its siblings are kept, as a
	// serializer that lost one field of one row: the middle member of the last record
	// of the first array ("menge": 2 → "menge": ""), the last string of a string array,
	// or the first member of a nested object ("value": 1249.90 → "value": ""); in a
	// table the second cell of the second data row (| Nordkälte AG | 12.450,00 € | →
	// | Nordkälte AG |  |).
	{"b71c_record_or_row_value_slot_blanked_siblings_kept", "raw", func(lang, s string) string {
		if ho71cIsJSON(s) {
			blank := func(a, b int) string {
				if s[a:b] == `""` {
					return s
				}
				return s[:a] + `""` + s[b:]
			}
			if open, end := ho71cFirstArray(s); open >= 0 {
				els := ho71cSplit(s, open+1, end)
				if len(els) > 0 {
					last := els[len(els)-1]
					switch s[last[0]] {
					case '{':
						mem := ho71cMembers(s, last[0])
						if len(mem) > 0 {
							m := mem[(len(mem)-1)/2]
							return blank(m.valueStart, m.valueEnd)
						}
					case '"':
						return blank(last[0], last[1])
					}
				}
			}
			top := strings.Index(s, "{")
			for _, m := range ho71cMembers(s, top) {
				if s[m.valueStart] != '{' {
					continue
				}
				inner := ho71cMembers(s, m.valueStart)
				if len(inner) > 0 {
					im := inner[(len(inner)-1)/2]
					return blank(im.valueStart, im.valueEnd)
				}
			}
			return s
		}
		lines := strings.Split(s, "\n")
		_, rows := ho71cTable(lines)
		if len(rows) < 2 {
			return s
		}
		cells := ho71cCells(lines[rows[1]])
		if len(cells) < 3 || cells[1] == "" {
			return s
		}
		cells[1] = ""
		lines[rows[1]] = "| " + cells[0] + " |  | " + strings.Join(cells[2:], " | ") + " |"
		return strings.Join(lines, "\n")
	}},
	// A date pattern with the minute letter in the month slot (yyyy-mm-dd for
	// yyyy-MM-dd) prints a midnight date with month 00: "rechnungsdatum":
	// "2026-10-21" → "2026-00-21"; erst am 23.11.2026 → erst am 23.00.2026;
	// 納品希望日：2026年11月2日 → 2026年0月2日.
	{"b71c_date_month_slot_from_minute_pattern_letter", "raw", func(lang, s string) string {
		return ho71cDateSlot(s, true, func(t time.Time) (int, bool) { return 0, true })
	}},
	// A date pattern with the day-of-year letter in the day slot (DD for dd) prints
	// the day of the year: "delivery_date": "2026-10-19" → "2026-10-292"; am
	// 08.10.2026 → am 281.10.2026; 11月16日 → 11月320日.
	{"b71c_date_day_slot_from_day_of_year_pattern_letter", "raw", func(lang, s string) string {
		return ho71cDateSlot(s, false, func(t time.Time) (int, bool) { return t.YearDay(), true })
	}},
	// A date pattern with the weekday-number letter in the day slot (u or e for dd)
	// prints the ISO weekday, which reads as another date of the same month:
	// "start_date": "2026-12-01" (a Tuesday) → "2026-12-02"; erst am 28.10.2026 (a
	// Wednesday) → erst am 03.10.2026; 納品希望日：2026年11月2日 → 2026年11月1日.
	{"b71c_date_day_slot_from_weekday_number_pattern_letter", "raw", func(lang, s string) string {
		return ho71cDateSlot(s, false, func(t time.Time) (int, bool) {
			wd := int(t.Weekday())
			if wd == 0 {
				wd = 7
			}
			return wd, true
		})
	}},
	// A date pattern with the quarter letter in the month slot (Q for MM) prints the
	// quarter, which reads as a date months earlier: "rechnungsdatum": "2026-10-21" →
	// "2026-04-21"; erst am 23.11.2026 → erst am 23.04.2026; 10月14日着 → 4月14日着.
	{"b71c_date_month_slot_from_quarter_pattern_letter", "raw", func(lang, s string) string {
		return ho71cDateSlot(s, true, func(t time.Time) (int, bool) { return (int(t.Month())-1)/3 + 1, true })
	}},
	// A render loop whose bound is one past the end of the first list, table or array
	// adds an element for the missing index: "positionen": [… ] → [… , null];
	// "10. Speichern Sie den Plan …" followed by "11. undefined"; a last bullet
	// "- undefined"; a table row "| undefined | undefined | undefined | undefined |".
	{"b71c_loop_bound_past_end_adds_undefined_element", "raw", func(lang, s string) string {
		if ho71cIsJSON(s) {
			open, end := ho71cFirstArray(s)
			if open < 0 || len(ho71cSplit(s, open+1, end)) == 0 {
				return s
			}
			return s[:end] + ", null" + s[end:]
		}
		lines := strings.Split(s, "\n")
		head, rows := ho71cTable(lines)
		ls, le := ho71cFirstList(lines)
		if head >= 0 && len(rows) > 0 && (ls < 0 || head < ls) {
			n := len(ho71cCells(lines[head]))
			cells := make([]string, n)
			for i := range cells {
				cells[i] = "undefined"
			}
			last := rows[len(rows)-1]
			out := append(append(append([]string{}, lines[:last+1]...), ho71cRow(cells)), lines[last+1:]...)
			return strings.Join(out, "\n")
		}
		if ls < 0 {
			return s
		}
		var item string
		if m := ho71cNumItem.FindStringSubmatch(lines[le]); m != nil {
			n, _ := strconv.Atoi(m[1])
			item = fmt.Sprintf("%d. undefined", n+1)
		} else {
			item = ho71cBullet.FindString(lines[le]) + "undefined"
		}
		out := append(append(append([]string{}, lines[:le+1]...), item), lines[le+1:]...)
		return strings.Join(out, "\n")
	}},
	// A row renderer whose closure captured the loop variable binds one column of every
	// row to the last row's value: Lieferzeit 6 Wochen, 4 Wochen, 8 Wochen → 8 Wochen
	// in all three rows; 単価 2,480円, 8,900円, 120円 → 120円 in all three; every
	// "einzelpreis" → 64.50.
	{"b71c_closure_binds_column_of_every_row_to_last_rows_value", "raw", func(lang, s string) string {
		if ho71cIsJSON(s) {
			open, end := ho71cFirstArray(s)
			if open < 0 {
				return s
			}
			els := ho71cSplit(s, open+1, end)
			if len(els) < 2 || s[els[len(els)-1][0]] != '{' {
				return s
			}
			lastMem := ho71cMembers(s, els[len(els)-1][0])
			key, val := "", ""
			for i := len(lastMem) - 1; i >= 0; i-- {
				v := s[lastMem[i].valueStart:lastMem[i].valueEnd]
				if ho71cIsNumber(v) {
					key, val = lastMem[i].key, v
					break
				}
			}
			if key == "" {
				return s
			}
			// rewrite from the back so earlier offsets stay valid
			out := s
			for i := len(els) - 2; i >= 0; i-- {
				if s[els[i][0]] != '{' {
					continue
				}
				for _, m := range ho71cMembers(s, els[i][0]) {
					if m.key == key && s[m.valueStart:m.valueEnd] != val {
						out = out[:m.valueStart] + val + out[m.valueEnd:]
					}
				}
			}
			return out
		}
		lines := strings.Split(s, "\n")
		_, rows := ho71cTable(lines)
		if len(rows) < 2 {
			return s
		}
		lastCells := ho71cCells(lines[rows[len(rows)-1]])
		if len(lastCells) < 3 {
			return s
		}
		changed := false
		for _, r := range rows[:len(rows)-1] {
			cells := ho71cCells(lines[r])
			if len(cells) < 3 || cells[2] == lastCells[2] {
				continue
			}
			cells[2] = lastCells[2]
			lines[r] = ho71cRow(cells)
			changed = true
		}
		if !changed {
			return s
		}
		return strings.Join(lines, "\n")
	}},
	// Two struct fields with the same JSON tag: the first member's key is emitted again
	// at the end of the object with its zero value, and a last-wins reader keeps that:
	// {"name": "Petra Müller", … "delivery_date": "2026-10-19", "name": ""};
	// {"summary": "松本様より…", "reply": "…", "summary": ""}.
	{"b71c_json_first_key_emitted_again_zero_valued_last", "raw", func(lang, s string) string {
		if !ho71cIsJSON(s) {
			return s
		}
		top := strings.Index(s, "{")
		end := ho71cClose(s, top)
		mem := ho71cMembers(s, top)
		if end < 0 || len(mem) < 2 {
			return s
		}
		v := s[mem[0].valueStart:mem[0].valueEnd]
		var zero string
		switch {
		case strings.HasPrefix(v, `"`):
			zero = `""`
		case ho71cIsNumber(v):
			zero = "0"
		default:
			return s
		}
		if v == zero {
			return s
		}
		k := strconv.Quote(mem[0].key)
		return s[:end] + ", " + k + ": " + zero + s[end:]
	}},
	// An amount whose locale-formatted text failed to parse is printed as NaN: the first
	// JSON amount of 100 or more ("einzelpreis": 185.00 → NaN), or the last amount of a
	// table or bullet answer (合計（税抜）：53,900円 → NaN円; bisher sind 212.400,00 €
	// abgerechnet → NaN € abgerechnet; Eisblock … ist mit 13.975,00 € → mit NaN €).
	{"b71c_unparsed_amount_printed_as_nan", "raw", func(lang, s string) string {
		if ho71cIsJSON(s) {
			for _, m := range ho71cJSONNum.FindAllStringSubmatchIndex(s, -1) {
				v, err := strconv.ParseFloat(s[m[4]:m[5]], 64)
				if err == nil && v >= 100 {
					return s[:m[4]] + "NaN" + s[m[5]:]
				}
			}
			return s
		}
		if !ho71cStructured(s) {
			return s
		}
		as := ho71cAmounts(s)
		if len(as) == 0 {
			return s
		}
		a := as[len(as)-1]
		return s[:a.start] + "NaN" + s[a.end:]
	}},
}

// ho71cDiffSentences gives the first differing sentence of golden and damaged (or a
// window around the first difference when the sentences are long or unpaired).
func ho71cDiffSentences(lang, golden, damaged string) (string, string) {
	gl, dl := strings.Split(golden, "\n"), strings.Split(damaged, "\n")
	i := 0
	for i < len(gl) && i < len(dl) && gl[i] == dl[i] {
		i++
	}
	g, d := "", ""
	if i < len(gl) {
		g = gl[i]
	}
	if i < len(dl) {
		d = dl[i]
	}
	if len(dl) > len(gl) && i > 0 && i < len(dl) {
		// an added line: show it after the line it follows
		return gl[i-1], gl[i-1] + " ⏎ " + dl[i]
	}
	gs, ds := hoSentences(lang, g), hoSentences(lang, d)
	if len(gs) == len(ds) && !strings.HasPrefix(g, "{") {
		for j := range gs {
			if gs[j] != ds[j] && len(gs[j]) < 400 {
				return gs[j], ds[j]
			}
		}
	}
	// a window around the first differing byte
	p := 0
	for p < len(g) && p < len(d) && g[p] == d[p] {
		p++
	}
	win := func(x string) string {
		rs := []rune(x)
		pr := len([]rune(x[:min(p, len(x))]))
		a, b := max(0, pr-50), min(len(rs), pr+60)
		return string(rs[a:b])
	}
	return win(g), win(d)
}
