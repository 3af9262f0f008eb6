package grade

// Held-out batch 25d: the outside evaluator's next undisclosed set. Each kind is a new
// idea inside one of the families the misses have in common — facts that must agree
// (a total that leaves out its last addend, a date rendered as a UTC instant that
// falls on the day before, a clock given the wrong part of the day), the script of
// the case's language (a Chinese weekday or a Chinese request word inside Japanese),
// repetition (a JSON value written twice, the first table row again at the bottom),
// register markers in formal text (（笑）, shouted capitals, an exclamation in an
// apology), a number kept with its unit changed (a price per sheet or per month, a
// floor turned into a basement), polarity (same day → next day, Mehrkosten →
// Einsparungen, statt → sowie), list structure (a troubleshooting tip numbered as a
// step, a lead-in that swallows the first item) and text that stops early (after an
// announcing colon, at a bare list marker). Each damages one place.

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

var (
	ho25dListLine  = regexp.MustCompile(`(?m)^(?:- |・|\d+\. )`)
	ho25dNumbered  = regexp.MustCompile(`(?m)^(\d+)\. .*$`)
	ho25dBullet    = regexp.MustCompile(`(?m)^(?:- |・)(.*)$`)
	ho25dTableRow  = regexp.MustCompile(`(?m)^\|.*\|$`)
	ho25dTableSep  = regexp.MustCompile(`^\|[-:| ]+\|$`)
	ho25dJaYen     = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+|\d+)円`)
	ho25dDeEuro    = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*),(\d\d) ?€`)
	ho25dJaWeekday = regexp.MustCompile(`（([月火水木金土日])）`)
	ho25dISOOnly   = regexp.MustCompile(`^(\d{4})-(\d{2})-(\d{2})$`)
	ho25dDeClock   = regexp.MustCompile(`(\d{1,2})(:\d\d)? Uhr`)
	ho25dJaClock   = regexp.MustCompile(`(\d{1,2})時`)
	ho25dTotalJa   = regexp.MustCompile(`合計[^0-9\n]{0,8}`)
	ho25dTotalDe   = regexp.MustCompile(`(?:zusammen|insgesamt|Summe|Gesamtbetrag)[^0-9\n]{0,8}`)
)

// ho25dYen parses "2,480" as 2480; ho25dFmtYen writes it back.
func ho25dYen(s string) int {
	n, _ := strconv.Atoi(strings.ReplaceAll(s, ",", ""))
	return n
}

func ho25dGroup(n int, sep string) string {
	s := strconv.Itoa(n)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// ho25dEuroCents parses a German amount's integer and cent parts into cents.
func ho25dEuroCents(intPart, cents string) int {
	n, _ := strconv.Atoi(strings.ReplaceAll(intPart, ".", ""))
	c, _ := strconv.Atoi(cents)
	return n*100 + c
}

func ho25dFmtEuro(cents int) string {
	return ho25dGroup(cents/100, ".") + "," + strconv.Itoa(cents%100/10) + strconv.Itoa(cents%10) + " €"
}

// ho25dReplaceFirst replaces the first of the patterns (in order of preference) found in s.
func ho25dReplaceFirst(s string, pairs [][2]string) string {
	for _, p := range pairs {
		if strings.Contains(s, p[0]) {
			return strings.Replace(s, p[0], p[1], 1)
		}
	}
	return s
}

// ho25dTotalOmitsLast rewrites a stated total as the sum of its addends without the last:
// the table's amount column, or the amounts before the total word in its own line.
func ho25dTotalOmitsLast(lang, s string) string {
	totalRe, amtRe := ho25dTotalDe, ho25dDeEuro
	if lang == "ja" {
		totalRe, amtRe = ho25dTotalJa, ho25dJaYen
	}
	value := func(m []string) int {
		if lang == "ja" {
			return ho25dYen(m[1])
		}
		return ho25dEuroCents(m[1], m[2])
	}
	format := func(n int) string {
		if lang == "ja" {
			return ho25dGroup(n, ",") + "円"
		}
		return ho25dFmtEuro(n)
	}
	// Addends from a table's last column.
	var table []int
	for _, row := range ho25dTableRow.FindAllString(s, -1) {
		if ho25dTableSep.MatchString(row) {
			continue
		}
		cells := strings.Split(strings.Trim(row, "|"), "|")
		if m := amtRe.FindStringSubmatch(strings.TrimSpace(cells[len(cells)-1])); m != nil {
			table = append(table, value(m))
		}
	}
	lines := strings.Split(s, "\n")
	for i, line := range lines {
		loc := totalRe.FindStringIndex(line)
		if loc == nil {
			continue
		}
		after := amtRe.FindStringSubmatchIndex(line[loc[1]:])
		if after == nil || after[0] != 0 {
			continue
		}
		addends := table
		if strings.HasPrefix(line, "|") || len(addends) < 2 {
			addends = nil
			for _, m := range amtRe.FindAllStringSubmatch(line[:loc[0]], -1) {
				addends = append(addends, value(m))
			}
		}
		if len(addends) < 2 {
			continue
		}
		sum := 0
		for _, a := range addends[:len(addends)-1] {
			sum += a
		}
		start, end := loc[1]+after[0], loc[1]+after[1]
		lines[i] = line[:start] + format(sum) + line[end:]
		return strings.Join(lines, "\n")
	}
	return s
}

// ho25dLastSundayOfOctober is the day German summer time ends in year y.
func ho25dLastSundayOfOctober(y int) time.Time {
	d := time.Date(y, 10, 31, 0, 0, 0, 0, time.UTC)
	for d.Weekday() != time.Sunday {
		d = d.AddDate(0, 0, -1)
	}
	return d
}

var ho25dZhouWeekday = map[string]string{"月": "周一", "火": "周二", "水": "周三", "木": "周四", "金": "周五", "土": "周六", "日": "周日"}

var heldOutBatch25d = []heldOutKind{
	// Facts that must agree: the stated total becomes the sum of all its addends but
	// the last one (the table's last row, or the last amount before 合計/zusammen).
	{"b25d_total_omits_last_addend", "longest", ho25dTotalOmitsLast},
	// Facts that must agree: a JSON date value written as the UTC instant of local
	// midnight, so its calendar day reads as the day before.
	{"b25d_json_date_as_utc_instant", "first", func(lang, s string) string {
		m := ho25dISOOnly.FindStringSubmatch(s)
		if m == nil {
			return s
		}
		y, _ := strconv.Atoi(m[1])
		mo, _ := strconv.Atoi(m[2])
		d, _ := strconv.Atoi(m[3])
		local := time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC)
		offset := 9
		if lang != "ja" {
			offset = 1
			if local.Month() >= 4 && local.Before(ho25dLastSundayOfOctober(y)) {
				offset = 2
			}
		}
		return local.Add(-time.Duration(offset) * time.Hour).Format("2006-01-02T15:04:05Z")
	}},
	// Facts that must agree / unit: the first clock time gets the wrong part of the
	// day (10:30 Uhr abends; 17時 as 午前5時).
	{"b25d_clock_wrong_daypart", "longest", func(lang, s string) string {
		if lang == "ja" {
			for _, loc := range ho25dJaClock.FindAllStringSubmatchIndex(s, -1) {
				h, _ := strconv.Atoi(s[loc[2]:loc[3]])
				inRange := strings.HasPrefix(s[loc[1]:], "〜") || strings.HasSuffix(s[:loc[0]], "〜")
				if h >= 13 && h <= 23 && !inRange && (loc[0] == 0 || s[loc[0]-1] < '0' || s[loc[0]-1] > '9') {
					return s[:loc[0]] + "午前" + strconv.Itoa(h-12) + "時" + s[loc[1]:]
				}
			}
			return s
		}
		for _, loc := range ho25dDeClock.FindAllStringSubmatchIndex(s, -1) {
			h, _ := strconv.Atoi(s[loc[2]:loc[3]])
			if h >= 1 && h <= 12 {
				word := " abends"
				if h == 12 {
					word = " nachts"
				}
				return s[:loc[1]] + word + s[loc[1]:]
			}
		}
		return s
	}},
	// Polarity of a relative day: the same day becomes the next one, the day before
	// becomes the day itself (and vice versa for 当日).
	{"b25d_relative_day_shifted", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho25dReplaceFirst(s, [][2]string{{"前日の", "当日の"}, {"当日中に", "翌日中に"}, {"同日", "翌日"}})
		}
		return ho25dReplaceFirst(s, [][2]string{{"am selben Tag", "am Folgetag"}, {"am gleichen Tag", "am Folgetag"}, {"noch heute", "morgen"}})
	}},
	// Polarity / unit: an upper floor becomes a basement level, the number kept.
	{"b25d_storey_made_basement", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(\d+)階`), s, func(m []string) string { return "地下" + m[1] + "階" })
		}
		return hoFirstMatch(regexp.MustCompile(`(\d+)\. (?:OG|Obergeschoss|Stock)`), s, func(m []string) string { return m[1] + ". UG" })
	}},
	// Polarity: an alternative is made additive (statt → sowie; keine X, sondern Y →
	// X und Y).
	{"b25d_instead_made_in_addition", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`ではなく、?`), s, func(m []string) string { return "に加えて" })
		}
		if i := strings.Index(s, " statt "); i >= 0 {
			j := strings.Index(s, "keine ")
			if j < 0 || i < j {
				return s[:i] + " sowie " + s[i+len(" statt "):]
			}
		}
		return hoFirstMatch(regexp.MustCompile(`\bkeine? (\p{L}+), sondern (ein\p{L}*) `), s, func(m []string) string {
			return "eine " + m[1] + " und " + m[2] + " "
		})
	}},
	// Polarity: extra cost restated as a saving (Mehrkosten → Einsparungen, 追加費用 →
	// 削減額, 加算 → 差し引き), the amount kept.
	{"b25d_extra_cost_made_saving", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho25dReplaceFirst(s, [][2]string{{"追加費用", "削減額"}, {"加算されております", "差し引かれております"}, {"追加料金", "割引額"}})
		}
		return ho25dReplaceFirst(s, [][2]string{{"Mehrkosten", "Einsparungen"}, {"Zusatzkosten", "Einsparungen"}, {"Aufpreis", "Preisnachlass"}})
	}},
	// Unit kept number: the first price cell of a table is given per month / per sheet.
	{"b25d_table_price_cell_per_unit_suffix", "raw", func(lang, s string) string {
		re := regexp.MustCompile(`(?m)(\| [^|\n]*\| (?:[^|\n]*\| )?)(\d[\d.,]*(?:,\d\d €|円))( \|)`)
		return hoFirstMatch(re, s, func(m []string) string {
			if lang == "ja" {
				return m[1] + m[2] + "/枚" + m[3]
			}
			return m[1] + m[2] + " pro Monat" + m[3]
		})
	}},
	// Script: the first weekday in parentheses written in its Chinese form (（火） →
	// （周二）).
	{"b25d_ja_weekday_chinese_zhou", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho25dJaWeekday, s, func(m []string) string { return "（" + ho25dZhouWeekday[m[1]] + "）" })
	}},
	// Script: the Chinese request word 请 put before the first Japanese request
	// (…、请サポート窓口までお問い合わせください。).
	{"b25d_ja_request_prefixed_chinese_qing", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sent := split[r.line][r.idx]
			if !strings.Contains(sent, "ください") {
				continue
			}
			k := strings.Index(sent, "ください")
			head := sent[:k]
			at := 0
			if c := strings.LastIndex(head, "、"); c >= 0 {
				at = c + len("、")
			}
			split[r.line][r.idx] = sent[:at] + "请" + sent[at:]
			return hoJoin(split)
		}
		return s
	}},
	// Repetition: a short JSON string value written twice in a row.
	{"b25d_json_string_value_doubled", "first", func(lang, s string) string {
		rs := []rune(s)
		if strings.Contains(s, "\n") || len(rs) < 6 || len(rs) > 40 || ho25dISOOnly.MatchString(s) {
			return s
		}
		if strings.Contains(s, " ") {
			return s + " " + s
		}
		return s + s
	}},
	// Repetition: the first data row of a table repeated below the last one.
	{"b25d_table_first_row_repeated_last", "raw", func(lang, s string) string {
		rows := ho25dTableRow.FindAllStringIndex(s, -1)
		if len(rows) < 4 || !ho25dTableSep.MatchString(s[rows[1][0]:rows[1][1]]) {
			return s
		}
		first := s[rows[2][0]:rows[2][1]]
		end := rows[len(rows)-1][1]
		return s[:end] + "\n" + first + s[end:]
	}},
	// Register: （笑） put into a formal Japanese sentence from the middle on.
	{"b25d_ja_warai_in_formal_sentence", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoMiddleSentence(lang, s, func(x string) string {
			t := strings.TrimRight(x, " ")
			if !strings.HasSuffix(t, "。") || len([]rune(t)) < 12 {
				return x
			}
			return strings.TrimSuffix(t, "。") + "（笑）。" + x[len(t):]
		})
	}},
	// Register: shouted emphasis — one negation or restriction in capitals in German
	// (NICHT, NUR), an exclamation closing a Japanese apology or request.
	{"b25d_shouted_emphasis_once", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(申し訳ございません|お願いいたします|ご注意ください|ください)。`), s, func(m []string) string { return m[1] + "！！" })
		}
		return hoFirstMatch(regexp.MustCompile(`\b(nicht|keine|keinen|nur)\b`), s, func(m []string) string { return strings.ToUpper(m[1]) })
	}},
	// Lists: the first troubleshooting tip numbered as one more step of the procedure
	// and dropped from the tips.
	{"b25d_trouble_tip_numbered_as_step", "raw", func(lang, s string) string {
		steps := ho25dNumbered.FindAllStringSubmatchIndex(s, -1)
		if len(steps) < 2 {
			return s
		}
		last := steps[len(steps)-1]
		tip := ho25dBullet.FindStringSubmatchIndex(s[last[1]:])
		if tip == nil {
			return s
		}
		n, _ := strconv.Atoi(s[last[2]:last[3]])
		text := s[last[1]+tip[2] : last[1]+tip[3]]
		tipEnd := last[1] + tip[1]
		if tipEnd < len(s) && s[tipEnd] == '\n' {
			tipEnd++
		}
		rest := s[last[1]:last[1]+tip[0]] + s[tipEnd:]
		return s[:last[1]] + "\n" + strconv.Itoa(n+1) + ". " + text + rest
	}},
	// Lists: the lead-in sentence swallows the first list item, so the list starts at
	// its second item (numbering from 2).
	{"b25d_lead_in_absorbs_first_item", "raw", func(lang, s string) string {
		re := regexp.MustCompile(`(?m)^([^\n|]*[:：。])\n\n(?:- |・|1\. )([^\n]*)\n`)
		return hoFirstMatch(re, s, func(m []string) string {
			sep := " "
			if lang == "ja" {
				sep = ""
			}
			return m[1] + sep + m[2] + "\n"
		})
	}},
	// Repetition: the first bullet of a summary restated as a closing line after the
	// list (Zusammengefasst: … / まとめると、…).
	{"b25d_first_point_restated_as_conclusion", "longest", func(lang, s string) string {
		items := ho25dBullet.FindAllStringSubmatchIndex(s, -1)
		if len(items) < 3 || items[0][0] != 0 {
			return s
		}
		first := s[items[0][2]:items[0][3]]
		end := items[len(items)-1][1]
		if strings.TrimSpace(s[end:]) != "" {
			return s
		}
		lead := "Zusammengefasst: "
		if lang == "ja" {
			lead = "まとめると、"
		}
		return s[:end] + "\n\n" + lead + first + s[end:]
	}},
	// Truncation: the answer stops right after the last announcing colon.
	{"b25d_cut_after_announcing_colon", "longest", func(lang, s string) string {
		re := regexp.MustCompile(`[^\d]: |[^\d]:\n|：`)
		locs := re.FindAllStringIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		l := locs[len(locs)-1]
		cut := strings.TrimRight(s[:l[1]], " \n")
		if strings.TrimSpace(s[l[1]:]) == "" {
			return s
		}
		return cut
	}},
	// Truncation: the answer stops at the bare marker of its last list item.
	{"b25d_cut_at_bare_list_marker", "longest", func(lang, s string) string {
		locs := ho25dListLine.FindAllStringIndex(s, -1)
		if len(locs) < 2 {
			return s
		}
		l := locs[len(locs)-1]
		return strings.TrimRight(s[:l[1]], " ")
	}},
}
