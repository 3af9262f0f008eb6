package grade

// The fifteenth blind batch of the held-out study: 37 damage kinds and 8 harmless
// variants, written by a helper that read the fixtures, the study's harness and the
// earlier kinds' names only (no check, no earlier kind's body). Its angle is an outside
// evaluator's list of what a quantized model (FP8/INT4 weights, FP8 KV cache), a
// misconfigured server (wrong stop tokens, too strong a repetition penalty, too high a
// temperature, too few max_tokens, a broken detokenizer) or a weaker model does to
// Japanese and German business text: dates and weekdays moved together or made
// impossible, units swapped between two quantities, zeros read as the letter O, IDs
// without their prefix, Cyrillic look-alikes and SentencePiece markers, である調 and
// lower-case German nouns, requests waived, free made chargeable, done reported as
// pending, the direction of いたします/いただきます flipped, promises made
// conditional, fault put on the customer, cuts at a stop sequence or inside a
// character, list items doubled or overwritten, sentences echoing their neighbour, and
// JSON with unquoted values, "=" for ":", missing commas or braces for brackets.
//
// First sight (2026-12-04): 362 of 402 changed answers caught (90.0 %), 0 false alarms
// on 47 new variant answers. Its misses are meaning the surface keeps: connectives as
// symbols 0/8, a promise made conditional 0/7, いたします made いただきます 0/5, done
// reported as pending 1/5, a cause blamed on the customer 1/3, a request waived 4/7,
// opposed items swapped 4/6, a sentence's tail echoed 12/18, and one each of a cell
// copied from the row above, English discourse markers and a romaji -san. After the
// rules they prompted (a sign for a word in formal text, ours or the reader's act in
// いたします/いただきます, a condition added to a golden statement, a request made
// optional, 済み/待ち), with the morning's rules from batches 10 to 14 and the sixth
// paraphrase round: 383 of 402 (95.3 %), 0 false alarms; 388 (96.5 %) once a golden
// sentence opened by the end of another counts as an echo, 389 (96.8 %) once two
// golden sentences whose stretches trade places do; 391 (97.3 %) with an English
// connective opening a sentence and a romaji honorific (Köhler-san) in German.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"
)

var (
	ho15JaDateRe   = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日(（[日月火水木金土]）)?`)
	ho15DeNumRe    = regexp.MustCompile(`(?:(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), )?(\d{1,2})\.(\d{1,2})\.(\d{4})(?: \((Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\))?`)
	ho15DeLongRe   = regexp.MustCompile(`(?:(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), )?(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (\d{4})`)
	ho15ISORe      = regexp.MustCompile(`(\d{4})-(\d{2})-(\d{2})`)
	ho15ListRe     = regexp.MustCompile(`^(\s*(?:[-*•・]\s?|\d+\.\s+))(.*)$`)
	ho15TableSepRe = regexp.MustCompile(`^\|[-:| ]+\|\s*$`)
	ho15JaWeekdays = []string{"日", "月", "火", "水", "木", "金", "土"}
	ho15DeWeekdays = []string{"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"}
)

// ho15Date is a calendar date read from one of the forms the goldens write.
func ho15Date(y, m, d int) time.Time { return time.Date(y, time.Month(m), d, 12, 0, 0, 0, time.UTC) }

func ho15Atoi(s string) int { n, _ := strconv.Atoi(s); return n }

func ho15DeMonth(name string) int {
	for i, m := range deMonths {
		if m == name {
			return i + 1
		}
	}
	return 0
}

func ho15MonthLen(y, m int) int { return ho15Date(y, m+1, 0).Day() }

// ho15MapDates rewrites every date of s (ja 年月日, de numeric and written, ISO) with f,
// which gets the date and returns the new one; ok false drops the day (month kept).
func ho15MapDates(lang, s string, f func(t time.Time) (y, m, d int, keepDay bool)) string {
	s = ho15ISORe.ReplaceAllStringFunc(s, func(x string) string {
		p := ho15ISORe.FindStringSubmatch(x)
		y, m, d, keep := f(ho15Date(ho15Atoi(p[1]), ho15Atoi(p[2]), ho15Atoi(p[3])))
		if !keep {
			return fmt.Sprintf("%04d-%02d", y, m)
		}
		return fmt.Sprintf("%04d-%02d-%02d", y, m, d)
	})
	if lang == "ja" {
		return ho15JaDateRe.ReplaceAllStringFunc(s, func(x string) string {
			p := ho15JaDateRe.FindStringSubmatch(x)
			year := 2026
			if p[1] != "" {
				year = ho15Atoi(p[1])
			}
			y, m, d, keep := f(ho15Date(year, ho15Atoi(p[2]), ho15Atoi(p[3])))
			out := ""
			if p[1] != "" {
				out = fmt.Sprintf("%d年", y)
			}
			if !keep {
				return out + fmt.Sprintf("%d月", m)
			}
			out += fmt.Sprintf("%d月%d日", m, d)
			if p[4] != "" {
				out += "（" + ho15JaWeekdays[ho15Date(y, m, d).Weekday()] + "）"
			}
			return out
		})
	}
	s = ho15DeNumRe.ReplaceAllStringFunc(s, func(x string) string {
		p := ho15DeNumRe.FindStringSubmatch(x)
		y, m, d, keep := f(ho15Date(ho15Atoi(p[4]), ho15Atoi(p[3]), ho15Atoi(p[2])))
		if !keep {
			return deMonths[m-1] + " " + strconv.Itoa(y)
		}
		wd := ho15DeWeekdays[ho15Date(y, m, d).Weekday()]
		out := fmt.Sprintf("%02d.%02d.%d", d, m, y)
		if p[1] != "" {
			out = wd + ", " + out
		}
		if p[5] != "" {
			out += " (" + wd + ")"
		}
		return out
	})
	return ho15DeLongRe.ReplaceAllStringFunc(s, func(x string) string {
		p := ho15DeLongRe.FindStringSubmatch(x)
		y, m, d, keep := f(ho15Date(ho15Atoi(p[4]), ho15DeMonth(p[3]), ho15Atoi(p[2])))
		if !keep {
			return deMonths[m-1] + " " + strconv.Itoa(y)
		}
		out := fmt.Sprintf("%d. %s %d", d, deMonths[m-1], y)
		if p[1] != "" {
			out = ho15DeWeekdays[ho15Date(y, m, d).Weekday()] + ", " + out
		}
		return out
	})
}

// ho15JSONScan rewrites a JSON text token by token: str gets each string literal with
// its quotes and whether it is a key; other gets every rune outside strings.
func ho15JSONScan(s string, str func(lit string, isKey bool) string, other func(r rune) string) string {
	var b strings.Builder
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		if r != '"' {
			if other != nil {
				b.WriteString(other(r))
			} else {
				b.WriteRune(r)
			}
			continue
		}
		j := i + 1
		for j < len(rs) && rs[j] != '"' {
			if rs[j] == '\\' {
				j++
			}
			j++
		}
		if j >= len(rs) {
			j = len(rs) - 1
		}
		lit := string(rs[i : j+1])
		k := j + 1
		for k < len(rs) && unicode.IsSpace(rs[k]) {
			k++
		}
		isKey := k < len(rs) && rs[k] == ':'
		if str != nil {
			b.WriteString(str(lit, isKey))
		} else {
			b.WriteString(lit)
		}
		i = j
	}
	return b.String()
}

// ho15MapLitRunes applies f to each rune of a JSON string literal's content, keeping its
// escape sequences as they are.
func ho15MapLitRunes(lit string, f func(r rune) string) string {
	rs := []rune(lit)
	if len(rs) < 2 {
		return lit
	}
	var b strings.Builder
	b.WriteRune('"')
	body := rs[1 : len(rs)-1]
	for i := 0; i < len(body); i++ {
		if body[i] == '\\' {
			n := 2
			if i+1 < len(body) && body[i+1] == 'u' {
				n = 6
			}
			end := min(i+n, len(body))
			b.WriteString(string(body[i:end]))
			i = end - 1
			continue
		}
		b.WriteString(f(body[i]))
	}
	b.WriteRune('"')
	return b.String()
}

// ho15SplitTop splits the inside of a JSON array at its top-level commas.
func ho15SplitTop(s string) []string {
	var out []string
	depth, start, inStr := 0, 0, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case inStr:
			if c == '\\' {
				i++
			} else if c == '"' {
				inStr = false
			}
		case c == '"':
			inStr = true
		case c == '{' || c == '[':
			depth++
		case c == '}' || c == ']':
			depth--
		case c == ',' && depth == 0:
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// ho15ArrayRe finds the innermost JSON arrays of a text; its group is their inside.
var ho15ArrayRe = regexp.MustCompile(`\[((?:[^\[\]"]|"(?:[^"\\]|\\.)*")*)\]`)

// ho15IsItem says whether line i of a Markdown answer is a list item or a table body row.
func ho15IsItem(lines []string, i int) bool {
	l := lines[i]
	if strings.HasPrefix(strings.TrimSpace(l), "|") {
		if ho15TableSepRe.MatchString(strings.TrimSpace(l)) {
			return false
		}
		return i > 0 && ho15TableSepRe.MatchString(strings.TrimSpace(lines[i-1])) || i > 1 && ho15IsItem(lines, i-1)
	}
	m := ho15ListRe.FindStringSubmatch(l)
	return m != nil && strings.TrimSpace(m[2]) != ""
}

// ho15Blocks lists the runs of consecutive items (list items or table rows).
func ho15Blocks(lines []string) [][]int {
	var blocks [][]int
	var cur []int
	for i := range lines {
		if ho15IsItem(lines, i) {
			cur = append(cur, i)
			continue
		}
		if len(cur) > 0 {
			blocks = append(blocks, cur)
			cur = nil
		}
	}
	if len(cur) > 0 {
		blocks = append(blocks, cur)
	}
	return blocks
}

// ho15Terminal strips a sentence's end (stop and spaces) and returns body and end.
func ho15Terminal(s string) (string, string) {
	body := strings.TrimRight(s, " 。．.！!？?:：")
	return body, s[len(body):]
}

// ho15Tail is the end of a sentence a looping model says again: its last three words
// (de) or the last five characters before its stop (ja).
func ho15Tail(lang, sent string) string {
	body, _ := ho15Terminal(sent)
	if lang == "ja" {
		rs := []rune(body)
		if len(rs) < 5 {
			return ""
		}
		return string(rs[len(rs)-5:])
	}
	ws := strings.Fields(body)
	if len(ws) < 3 {
		return ""
	}
	return strings.Join(ws[len(ws)-3:], " ")
}

// ho15Ends says whether a sentence ends with a stop, question or exclamation mark.
func ho15Ends(sent string) bool {
	t := strings.TrimRight(sent, " ")
	return strings.HasSuffix(t, "。") || strings.HasSuffix(t, ".") || strings.HasSuffix(t, "?") ||
		strings.HasSuffix(t, "？") || strings.HasSuffix(t, "!") || strings.HasSuffix(t, "！")
}

// ho15SplitMarker separates a list marker from a sentence that opens a list item.
func ho15SplitMarker(sent string) (string, string) {
	if m := ho15ListRe.FindStringSubmatch(sent); m != nil {
		return m[1], m[2]
	}
	return "", sent
}

// ho15Cyr are Latin letters and the Cyrillic letters that look like them.
var ho15Cyr = map[rune]rune{'a': 'а', 'e': 'е', 'o': 'о', 'p': 'р', 'c': 'с', 'x': 'х', 'y': 'у',
	'A': 'А', 'B': 'В', 'E': 'Е', 'K': 'К', 'M': 'М', 'H': 'Н', 'O': 'О', 'P': 'Р', 'C': 'С', 'T': 'Т', 'X': 'Х'}

var ho15CapWord = regexp.MustCompile(`\b[A-Z][A-Za-zÄÖÜäöüß]{3,}`)

// ho15DearuEnds are the polite endings of ja sentences and their である調 forms, longest
// first.
var ho15DearuEnds = []struct{ from, to string }{
	{"ありがとうございました", "感謝した"}, {"ありがとうございます", "感謝する"},
	{"くださいますよう", "されるよう"}, {"ございましたら", "あったら"}, {"できません", "できない"},
	{"ていますか", "ているか"}, {"ています", "ている"},
	{"でございます", "である"}, {"ございません", "ない"}, {"ございます", "ある"},
	{"いたしました", "した"}, {"いたします", "する"}, {"いたしております", "している"},
	{"ておりません", "ていない"}, {"ております", "ている"},
	{"てください", "てもらいたい"}, {"ください", "されたい"},
	{"でした", "であった"}, {"です", "である"},
	{"りました", "った"}, {"しました", "した"}, {"きました", "いた"}, {"ました", "た"},
	{"りません", "らない"}, {"きません", "かない"}, {"ません", "ない"},
	{"なります", "なる"}, {"あります", "ある"}, {"おります", "いる"}, {"します", "する"},
	{"きます", "く"}, {"ります", "る"}, {"います", "いる"}, {"みます", "む"}, {"ちます", "つ"},
	{"ぎます", "ぐ"}, {"びます", "ぶ"}, {"ます", "る"},
}

var ho15DearuRe = func() *regexp.Regexp {
	var alts []string
	for _, e := range ho15DearuEnds {
		alts = append(alts, regexp.QuoteMeta(e.from))
	}
	return regexp.MustCompile(strings.Join(alts, "|"))
}()

// ho15DeKeepCap are German words that stay capitalised in a lower-cased text.
var ho15DeKeepCap = map[string]bool{"Sie": true, "Ihr": true, "Ihre": true, "Ihren": true, "Ihrem": true,
	"Ihrer": true, "Ihres": true, "Ihnen": true, "Dr": true, "Prof": true, "Hd": true, "Nr": true, "Co": true, "Ltd": true}

var ho15DeCapRe = regexp.MustCompile(`[A-ZÄÖÜ][a-zäöüß]+`)

// ho15SentenceStart says whether position i of s opens a sentence, line, list item or cell.
func ho15SentenceStart(s string, i int) bool {
	before := strings.TrimRight(s[:i], " „\"'(")
	if before == "" {
		return true
	}
	if ho15MarkerEnd.MatchString(before) {
		return true
	}
	if ho15AbbrevEnd.MatchString(before) {
		return false
	}
	for _, p := range []string{"\n", ".", "!", "?", ":", ";", "|", "„"} {
		if strings.HasSuffix(before, p) {
			return true
		}
	}
	return false
}

var ho15MarkerEnd = regexp.MustCompile(`(?:^|\n)\s*(?:\d+\.|[-*•・])$`)

var ho15AbbrevEnd = regexp.MustCompile(`(?:\b(?:Dr|Prof|Hd|z|Nr|bzw|ca|inkl|zzgl)|\d)\.$`)

// ho15JaUnitRe and ho15DeUnitRe find a number and the unit after it.
var (
	ho15JaUnitRe = regexp.MustCompile(`(\d[\d,.]*)(万円|円|名|個|箱|分|時間|週間|秒|メートル|桁|階|枚|冊|件|ユーロ)`)
	ho15DeUnitRe = regexp.MustCompile(`(\d[\d.,:]*) (€|Euro|Wochen|Jahren|Jahre|Minuten|Stunden|Uhr|Tagen|Tage|°C|Litern)`)
)

// ho15SwapUnits swaps the units of the first two quantities of different units in the
// matches ms of s.
func ho15SwapUnits(s string, ms [][]int) (string, bool) {
	for a := 0; a < len(ms); a++ {
		for b := a + 1; b < len(ms); b++ {
			ua, ub := s[ms[a][4]:ms[a][5]], s[ms[b][4]:ms[b][5]]
			if ua == ub {
				continue
			}
			return s[:ms[a][4]] + ub + s[ms[a][5]:ms[b][4]] + ua + s[ms[b][5]:], true
		}
	}
	return s, false
}

// heldOutBatch15 is the fifteenth blind batch (TestHeldOutDamage logs it as "batch 15").
var heldOutBatch15 = []heldOutKind{
	// Every date moves to the next day and its weekday is recomputed with it, so the
	// text agrees with itself and with the calendar but not with the request.
	{"dates_next_day_weekday_updated", "raw", func(lang, s string) string {
		return ho15MapDates(lang, s, func(t time.Time) (int, int, int, bool) {
			n := t.AddDate(0, 0, 1)
			return n.Year(), int(n.Month()), n.Day(), true
		})
	}},
	// The first date of the answer, at every mention, gets a day its month does not have
	// (32 October, 31 November, 31 September), as a sampled digit gives.
	{"date_made_impossible", "raw", func(lang, s string) string {
		first := ""
		ho15MapDates(lang, s, func(t time.Time) (int, int, int, bool) {
			if first == "" {
				first = t.Format("2006-01-02")
			}
			return t.Year(), int(t.Month()), t.Day(), true
		})
		if first == "" {
			return s
		}
		return ho15MapDates(lang, s, func(t time.Time) (int, int, int, bool) {
			if t.Format("2006-01-02") != first {
				return t.Year(), int(t.Month()), t.Day(), true
			}
			return t.Year(), int(t.Month()), ho15MonthLen(t.Year(), int(t.Month())) + 1, true
		})
	}},
	// Every date loses its day and weekday: only month and year are left ("im Oktober
	// 2026", "10月"), so no deadline or appointment can be told.
	{"date_day_dropped_month_kept", "raw", func(lang, s string) string {
		out := ho15MapDates(lang, s, func(t time.Time) (int, int, int, bool) {
			return t.Year(), int(t.Month()), t.Day(), false
		})
		if lang != "ja" && out != s {
			for _, m := range deMonths {
				out = strings.ReplaceAll(out, "am "+m, "im "+m)
				out = strings.ReplaceAll(out, "zum "+m, "Ende "+m)
				out = strings.ReplaceAll(out, "den "+m, m)
				out = strings.ReplaceAll(out, "vom "+m, "von "+m)
			}
		}
		return out
	}},
	// The second row of a table (or the second record of a JSON array of objects) copies
	// the last figure of the row above, so a total or a recommendation no longer agrees.
	{"cell_copied_from_row_above", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for _, bl := range ho15Blocks(lines) {
			if len(bl) < 2 || !strings.HasPrefix(strings.TrimSpace(lines[bl[0]]), "|") {
				continue
			}
			c1 := strings.Split(lines[bl[0]], "|")
			c2 := strings.Split(lines[bl[1]], "|")
			if len(c1) != len(c2) {
				continue
			}
			for k := len(c1) - 1; k >= 0; k-- {
				if strings.ContainsAny(c1[k], "0123456789") && c1[k] != c2[k] {
					c2[k] = c1[k]
					lines[bl[1]] = strings.Join(c2, "|")
					return strings.Join(lines, "\n")
				}
			}
		}
		numRe := regexp.MustCompile(`"(\w+)"\s*:\s*(-?\d+(?:\.\d+)?)`)
		for _, loc := range ho15ArrayRe.FindAllStringSubmatchIndex(s, -1) {
			els := ho15SplitTop(s[loc[2]:loc[3]])
			if len(els) < 2 || !strings.HasPrefix(strings.TrimSpace(els[0]), "{") {
				continue
			}
			ms := numRe.FindAllStringSubmatch(els[0], -1)
			if len(ms) == 0 {
				continue
			}
			key, val := ms[len(ms)-1][1], ms[len(ms)-1][2]
			re := regexp.MustCompile(`("` + key + `"\s*:\s*)(-?\d+(?:\.\d+)?)`)
			nw := re.ReplaceAllString(els[1], "${1}"+val)
			if nw == els[1] {
				continue
			}
			els[1] = nw
			return s[:loc[2]] + strings.Join(els, ",") + s[loc[3]:]
		}
		return s
	}},
	// German counts written as words go up by one (zwei Wärmepumpen → drei, zweiten
	// Tag → dritten), as a weaker model misreads a number it spells out.
	{"spelled_number_bumped", "strings", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		re := regexp.MustCompile(`\b(zweiten|dritten|vierten|zwei|drei|vier|fünf|sechs|sieben|zehn)\b`)
		next := map[string]string{"zweiten": "dritten", "dritten": "vierten", "vierten": "fünften", "zwei": "drei",
			"drei": "vier", "vier": "fünf", "fünf": "sechs", "sechs": "sieben", "sieben": "acht", "zehn": "elf"}
		return re.ReplaceAllStringFunc(s, func(w string) string { return next[w] })
	}},
	// Two quantities of different units in one line (else in the text) keep their
	// numbers but trade units: 10箱 | 2,480円 → 10円 | 2,480箱, 10:30 Uhr … 24 Stunden →
	// 10:30 Stunden … 24 Uhr.
	{"units_swapped_between_two_quantities", "strings", func(lang, s string) string {
		re := ho15DeUnitRe
		if lang == "ja" {
			re = ho15JaUnitRe
		}
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if nw, ok := ho15SwapUnits(l, re.FindAllStringSubmatchIndex(l, -1)); ok {
				lines[i] = nw
				return strings.Join(lines, "\n")
			}
		}
		nw, _ := ho15SwapUnits(s, re.FindAllStringSubmatchIndex(s, -1))
		return nw
	}},
	// Every duration after a number takes the next larger unit: 30分前 → 30時間前, 約10秒 →
	// 約10分, 2週間 → 2か月, 10 Minuten → 10 Stunden, 6 Wochen → 6 Monate.
	{"duration_unit_one_step_up", "strings", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(\d+)(秒|分|時間|日間|週間|か月)`)
			up := map[string]string{"秒": "分", "分": "時間", "時間": "日", "日間": "週間", "週間": "か月", "か月": "年"}
			return re.ReplaceAllStringFunc(s, func(x string) string {
				p := re.FindStringSubmatch(x)
				return p[1] + up[p[2]]
			})
		}
		re := regexp.MustCompile(`((?:\d+|zwei|drei|vier|fünf|zehn) )(Sekunden|Minuten|Stunden|Tagen|Tage|Wochen|Monate)\b`)
		up := map[string]string{"Sekunden": "Minuten", "Minuten": "Stunden", "Stunden": "Tage", "Tage": "Wochen",
			"Tagen": "Wochen", "Wochen": "Monate", "Monate": "Jahre"}
		return re.ReplaceAllStringFunc(s, func(x string) string {
			p := re.FindStringSubmatch(x)
			return p[1] + up[p[2]]
		})
	}},
	// The zeros of every amount are written as the capital letter O (33,OOO円,
	// 1.85O,OO €, "monthly_fee": 33OOO), as a frequency penalty on a repeated digit does.
	{"amount_zeros_as_letter_o", "raw", func(lang, s string) string {
		zo := func(x string) string { return strings.ReplaceAll(x, "0", "O") }
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			s = hoJSONNum.ReplaceAllStringFunc(s, func(x string) string {
				p := hoJSONNum.FindStringSubmatch(x)
				return p[1] + zo(p[2]) + p[3]
			})
		}
		if lang == "ja" {
			re := regexp.MustCompile(`(\d[\d,]*)(万円|円|ユーロ)`)
			return re.ReplaceAllStringFunc(s, zo)
		}
		re := regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2}( ?€| Euro)`)
		return re.ReplaceAllStringFunc(s, zo)
	}},
	// The first amount's last group of three digits comes out twice (38,500円 →
	// 38,500,500円, 1.249,90 € → 1.249.249,90 €, 33000 → 33000000).
	{"amount_digit_group_repeated", "raw", func(lang, s string) string {
		var re *regexp.Regexp
		switch {
		case strings.HasPrefix(strings.TrimSpace(s), "{"):
			re = regexp.MustCompile(`(:\s*)(\d*)(\d{3})([.,}\s])`)
			return hoFirstMatch(re, s, func(m []string) string {
				if len(m[2]) == 0 {
					return m[0]
				}
				return m[1] + m[2] + m[3] + m[3] + m[4]
			})
		case lang == "ja":
			re = regexp.MustCompile(`(\d{1,3}(?:,\d{3})*)(,?)(\d{3})(万円|円)`)
			return hoFirstMatch(re, s, func(m []string) string {
				return m[1] + m[2] + m[3] + "," + m[3] + m[4]
			})
		default:
			re = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*?)(\.?)(\d{3}),(\d{2})`)
			return hoFirstMatch(re, s, func(m []string) string {
				return m[1] + m[2] + m[3] + "." + m[3] + "," + m[4]
			})
		}
	}},
	// Codes lose their letter prefix (SK-30918 → 30918, RE-2026-0815 → 2026-0815) or
	// their country suffix (44-2087-DE → 44-2087), so they name no record.
	{"id_prefix_letters_dropped", "strings", func(lang, s string) string {
		s = regexp.MustCompile(`\b(\d+-\d+)-[A-Z]{2}\b`).ReplaceAllString(s, "$1")
		return regexp.MustCompile(`\b[A-Z]{2,3}-(\d[\d-]*\d)`).ReplaceAllString(s, "$1")
	}},
	// Latin letters of capitalised words are replaced by their Cyrillic look-alikes
	// (Wеbеr, Nоrdwärmе), as a multilingual vocabulary sampled hot does: the words look
	// right and match nothing.
	{"cyrillic_homoglyphs_in_capitalised_words", "strings", func(lang, s string) string {
		return ho15CapWord.ReplaceAllStringFunc(s, func(w string) string {
			return strings.Map(func(r rune) rune {
				if c, ok := ho15Cyr[r]; ok {
					return c
				}
				return r
			}, w)
		})
	}},
	// A broken detokenizer leaves SentencePiece's word marker: every space is "▁" and
	// every line opens with one.
	{"sentencepiece_marker_leak", "strings", func(lang, s string) string {
		lines := strings.Split(strings.ReplaceAll(s, " ", "▁"), "\n")
		for i, l := range lines {
			if l != "" && !strings.HasPrefix(l, "▁") {
				lines[i] = "▁" + l
			}
		}
		return strings.Join(lines, "\n")
	}},
	// Every other sentence of the prose opens with an English discourse marker
	// ("However, ", "Furthermore, ", "Additionally, "), as a model drifting to English.
	{"english_discourse_markers_inserted", "longest", func(lang, s string) string {
		marks := []string{"However, ", "Furthermore, ", "Additionally, "}
		split, refs := hoAllSentences(lang, s)
		n := 0
		for k, r := range refs {
			sent := split[r.line][r.idx]
			if k == 0 || len([]rune(sent)) < 12 || strings.HasPrefix(strings.TrimSpace(sent), "|") || !ho15Ends(sent) {
				continue
			}
			n++
			if n%2 == 0 {
				continue
			}
			mk, rest := ho15SplitMarker(sent)
			split[r.line][r.idx] = mk + marks[(n/2)%len(marks)] + rest
		}
		return hoJoin(split)
	}},
	// The honorific becomes an English-style romaji suffix: 小林 恵子様 → 小林 恵子-san,
	// Herr Prof. Dr. Hoffmann → Hoffmann-san.
	{"honorific_as_romaji_suffix", "strings", func(lang, s string) string {
		if lang == "ja" {
			return regexp.MustCompile(`([\p{Han}\p{Katakana}\p{Hiragana}])様`).ReplaceAllString(s, "$1-san")
		}
		re := regexp.MustCompile(`\b(?:Herrn?|Frau) (?:(?:Prof\.|Dr\.) )*([A-ZÄÖÜ][a-zäöüß]+)(?: ([A-ZÄÖÜ][a-zäöüß]+))?`)
		return re.ReplaceAllStringFunc(s, func(x string) string {
			p := re.FindStringSubmatch(x)
			if p[2] != "" {
				return p[1] + " " + p[2] + "-san"
			}
			return p[1] + "-san"
		})
	}},
	// A Japanese letter to a customer is written in the plain written style (である調):
	// です → である, いたします → する, ございません → ない, ください → されたい.
	{"ja_letter_in_dearu_style", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		to := map[string]string{}
		for _, e := range ho15DearuEnds {
			to[e.from] = e.to
		}
		s = regexp.MustCompile(`(\p{Han})います`).ReplaceAllString(s, "${1}う")
		return ho15DearuRe.ReplaceAllStringFunc(s, func(x string) string { return to[x] })
	}},
	// German nouns (and names) inside a sentence are written in lower case; sentence
	// openings and the polite Sie/Ihr forms keep their capital.
	{"de_nouns_lowercased_mid_sentence", "strings", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		var b strings.Builder
		last := 0
		for _, loc := range ho15DeCapRe.FindAllStringIndex(s, -1) {
			w := s[loc[0]:loc[1]]
			prev, _ := utf8.DecodeLastRuneInString(s[:loc[0]])
			if ho15DeKeepCap[w] || ho15SentenceStart(s, loc[0]) || loc[0] > 0 && unicode.IsLetter(prev) ||
				loc[1] < len(s) && unicode.IsUpper(rune(s[loc[1]])) {
				continue
			}
			b.WriteString(s[last:loc[0]])
			b.WriteString(strings.ToLower(w))
			last = loc[1]
		}
		b.WriteString(s[last:])
		return b.String()
	}},
	// Connecting words become note-taking symbols: und → &, sowie → +, auf den → →;
	// ja ）と → ）＋, 日から → 日→, ため、/により、 → ⇒.
	{"connectives_as_symbols", "longest", func(lang, s string) string {
		if lang == "ja" {
			s = regexp.MustCompile(`）と([\p{Han}\p{Katakana}])`).ReplaceAllString(s, "）＋$1")
			s = regexp.MustCompile(`(\d日(?:（.）)?)から`).ReplaceAllString(s, "$1→")
			s = strings.ReplaceAll(s, "ため、", "⇒")
			s = strings.ReplaceAll(s, "により、", "⇒")
			return strings.ReplaceAll(s, "および", "＆")
		}
		s = strings.ReplaceAll(s, " und ", " & ")
		s = strings.ReplaceAll(s, " sowie ", " + ")
		return strings.ReplaceAll(s, " auf den ", " → ")
	}},
	// What the customer is asked to do is waived: ご返送ください → ご返送くださらなくても
	// 結構です; German "bitte" clauses get "nicht" before their last word.
	{"customer_action_waived", "longest", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(お問い合わせ)?ください([^ま]|$)`)
			return re.ReplaceAllStringFunc(s, func(x string) string {
				p := re.FindStringSubmatch(x)
				if p[1] != "" {
					return x
				}
				return "くださらなくても結構です" + p[2]
			})
		}
		re := regexp.MustCompile(`(?:^|[.;,:]\s+|\n)(?:Bitte\b|[^.;,\n]* bitte\b)[^.;,\n]*`)
		return re.ReplaceAllStringFunc(s, func(x string) string {
			if i := strings.Index(x, " bitte "); i >= 0 {
				return x[:i] + " bitte nicht " + x[i+len(" bitte "):]
			}
			i := strings.LastIndex(x, " ")
			if i < 0 || strings.HasSuffix(x, " Sie") {
				return x
			}
			return x[:i] + " nicht" + x[i:]
		})
	}},
	// What is free becomes chargeable: kostenlos → kostenpflichtig, keine Kosten → Kosten,
	// 無料 → 有料, 不要 → 必要.
	{"free_of_charge_made_chargeable", "strings", func(lang, s string) string {
		for _, p := range [][2]string{{"kostenlose", "kostenpflichtige"}, {"kostenlos", "kostenpflichtig"},
			{"keine Kosten", "Kosten"}, {"kostenfrei", "kostenpflichtig"}, {"無料", "有料"}, {"不要", "必要"}, {"無償", "有償"}} {
			s = strings.ReplaceAll(s, p[0], p[1])
		}
		return s
	}},
	// What is done is reported as still pending: 確認済み → 確認待ち, 確定いたしました →
	// 調整しております, 完了です → 未完了です; "noch nicht" before bestanden, freigegeben,
	// abgerechnet, vorgestellt.
	{"done_reported_as_pending", "strings", func(lang, s string) string {
		if lang == "ja" {
			for _, p := range [][2]string{{"確認済み", "確認待ち"}, {"を確認いたしました", "をまだ確認しておりません"},
				{"確定いたしました", "調整しております"}, {"完了です", "未完了です"}} {
				s = strings.ReplaceAll(s, p[0], p[1])
			}
			return s
		}
		return regexp.MustCompile(`\b(bestanden|freigegeben|abgerechnet|vorgestellt|bewilligt)\b`).ReplaceAllString(s, "noch nicht $1")
	}},
	// The direction of giving and receiving flips: (お|ご)…いたします → …いただきます and
	// 発送いたします → 発送していただきます, so the customer is the one who sends, calls
	// or explains.
	{"ja_giving_receiving_flipped", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		re := regexp.MustCompile(`(^|[^\p{Hiragana}]|[をにがはもて])(お|ご)([\p{Han}\p{Hiragana}]{1,4}?)いたし(ます|ました)`)
		s = re.ReplaceAllStringFunc(s, func(x string) string {
			p := re.FindStringSubmatch(x)
			if p[3] == "願い" {
				return x
			}
			return p[1] + p[2] + p[3] + "いただき" + p[4]
		})
		return regexp.MustCompile(`(\p{Han}{2})いたし(ます|ました)`).ReplaceAllString(s, "${1}していただき$2")
	}},
	// Two things the text sets against each other trade places: the replacement and the
	// defective item, repair and new device, weekdays and weekend, the two sides of
	// "statt".
	{"opposed_items_swapped", "strings", func(lang, s string) string {
		pairs := [][2]string{{"Ersatzlampe", "defekte Lampe"}, {"keine Reparatur, sondern ein Austauschgerät", "kein Austauschgerät, sondern eine Reparatur"},
			{"nur werktags und nicht am Wochenende", "nur am Wochenende und nicht werktags"}, {"交換品", "破損品"}}
		ph := "\x00"
		for _, p := range pairs {
			if !strings.Contains(s, p[0]) && !strings.Contains(s, p[1]) {
				continue
			}
			s = strings.ReplaceAll(s, p[0], ph)
			s = strings.ReplaceAll(s, p[1], p[0])
			s = strings.ReplaceAll(s, ph, p[1])
		}
		re := regexp.MustCompile(`(am \d{2}\.\d{2}\.\d{4}|\d[\d.]*,\d{2} €) statt (am \d{2}\.\d{2}\.\d{4}|\d[\d.]*,\d{2} €)`)
		return re.ReplaceAllString(s, "$2 statt $1")
	}},
	// The company's promise is made conditional: 状況が許せば、… before the first
	// sentence that sends, delivers or calls; ", sofern es unsere Kapazitäten zulassen"
	// after the first German one.
	{"commitment_made_conditional", "strings", func(lang, s string) string {
		var re *regexp.Regexp
		if lang == "ja" {
			re = regexp.MustCompile(`(発送|お送り|お届け|お電話)いたします|発送予定`)
		} else {
			re = regexp.MustCompile(`\b(senden|liefern|Lieferung|zusenden|Versand|schicken wir)\b`)
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sent := split[r.line][r.idx]
			if !re.MatchString(sent) {
				continue
			}
			if lang == "ja" {
				mk, rest := ho15SplitMarker(sent)
				split[r.line][r.idx] = mk + "状況が許せば、" + rest
			} else {
				body, end := ho15Terminal(sent)
				split[r.line][r.idx] = body + ", sofern es unsere Kapazitäten zulassen" + end
			}
			return hoJoin(split)
		}
		return s
	}},
	// The cause of a delay is put on the customer: …により → お客様のご都合により,
	// Aufgrund des … → Aufgrund Ihrer verspäteten Bestellung, Weil … → Weil Sie zu spät
	// bestellt haben.
	{"cause_blamed_on_customer", "strings", func(lang, s string) string {
		if lang == "ja" {
			return regexp.MustCompile(`[^、。（）\n]{2,14}により`).ReplaceAllString(s, "お客様のご都合により")
		}
		s = regexp.MustCompile(`\b(Aufgrund|aufgrund) (des|der) [^ ,.]+`).ReplaceAllString(s, "$1 Ihrer verspäteten Bestellung")
		return regexp.MustCompile(`\b(Weil|weil) (?:[^,;.]|\.\d)+,`).ReplaceAllString(s, "$1 Sie zu spät bestellt haben,")
	}},
	// A stop sequence set to a quote mark ends the answer at the first " 「 „ or “.
	{"stop_sequence_on_quote_mark", "raw", func(lang, s string) string {
		i := strings.IndexAny(s, "\"「„“『")
		if i <= 0 {
			return s
		}
		return strings.TrimRight(s[:i], " \n")
	}},
	// A stream cut at two thirds of its bytes, inside a multi-byte character: the answer
	// ends in an invalid UTF-8 sequence.
	{"cut_mid_multibyte_char", "raw", func(lang, s string) string {
		for i := len(s) * 2 / 3; i < len(s); i++ {
			if s[i] >= 0xC0 {
				return s[:i+1]
			}
		}
		return s
	}},
	// max_tokens runs out just before the answer's last figure: the text ends on the word
	// before it ("bis zum", "合計").
	{"cut_just_before_last_figure", "raw", func(lang, s string) string {
		locs := regexp.MustCompile(`\d(?:[\d.,:-]*\d)?`).FindAllStringIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		out := strings.TrimRight(s[:locs[len(locs)-1][0]], " \n(（〒€")
		if out == "" {
			return s
		}
		return out
	}},
	// Every list item and table row is written twice in a row.
	{"every_list_row_doubled", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		var out []string
		for i, l := range lines {
			out = append(out, l)
			if ho15IsItem(lines, i) {
				out = append(out, l)
			}
		}
		return strings.Join(out, "\n")
	}},
	// The last item of the last list, table or JSON array is overwritten by its first
	// (numbering kept), so the count is right and one item is lost and one doubled.
	{"last_item_overwritten_by_first", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			locs := ho15ArrayRe.FindAllStringSubmatchIndex(s, -1)
			for k := len(locs) - 1; k >= 0; k-- {
				loc := locs[k]
				els := ho15SplitTop(s[loc[2]:loc[3]])
				if len(els) < 2 {
					continue
				}
				lead := els[len(els)-1][:len(els[len(els)-1])-len(strings.TrimLeft(els[len(els)-1], " \n"))]
				els[len(els)-1] = lead + strings.TrimLeft(els[0], " \n")
				return s[:loc[2]] + strings.Join(els, ",") + s[loc[3]:]
			}
			return s
		}
		lines := strings.Split(s, "\n")
		blocks := ho15Blocks(lines)
		for k := len(blocks) - 1; k >= 0; k-- {
			bl := blocks[k]
			if len(bl) < 2 {
				continue
			}
			first, last := lines[bl[0]], lines[bl[len(bl)-1]]
			mf, ml := ho15ListRe.FindStringSubmatch(first), ho15ListRe.FindStringSubmatch(last)
			if mf != nil && ml != nil {
				lines[bl[len(bl)-1]] = ml[1] + mf[2]
			} else {
				lines[bl[len(bl)-1]] = first
			}
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// Each sentence opens by saying again the end of the sentence before it (three words,
	// five characters), a repetition the KV cache carries over.
	{"sentence_tail_echoed_at_next_start", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		orig := make([][]string, len(split))
		for i := range split {
			orig[i] = append([]string(nil), split[i]...)
		}
		for k := 1; k < len(refs); k++ {
			prev, cur := orig[refs[k-1].line][refs[k-1].idx], orig[refs[k].line][refs[k].idx]
			if len([]rune(prev)) < 12 || len([]rune(cur)) < 12 || strings.HasPrefix(strings.TrimSpace(cur), "|") || !ho15Ends(prev) {
				continue
			}
			tail := ho15Tail(lang, prev)
			if tail == "" {
				continue
			}
			mk, rest := ho15SplitMarker(cur)
			sep := " "
			if lang == "ja" {
				sep = ""
			}
			split[refs[k].line][refs[k].idx] = mk + tail + sep + rest
		}
		return hoJoin(split)
	}},
	// The first line of at least 20 characters is said again before the closing block
	// (or at the end), as a model that loses track of what it has written.
	{"opening_line_repeated_before_closing", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		first := -1
		for i, l := range lines {
			l = strings.TrimSpace(l)
			if len([]rune(l)) >= 20 && !strings.HasSuffix(l, ",") && !strings.HasPrefix(l, "|") {
				first = i
				break
			}
		}
		if first < 0 {
			return s
		}
		at := len(lines)
		for i := len(lines) - 1; i > first+1; i-- {
			if strings.TrimSpace(lines[i]) == "" {
				at = i
				break
			}
		}
		if len(lines) == 1 {
			split, refs := hoAllSentences(lang, s)
			if len(refs) > 1 {
				sep := " "
				if lang == "ja" {
					sep = ""
				}
				return strings.TrimRight(s, " ") + sep + strings.TrimSpace(split[refs[0].line][refs[0].idx])
			}
			return s
		}
		out := append([]string(nil), lines[:at]...)
		out = append(out, lines[first])
		return strings.Join(append(out, lines[at:]...), "\n")
	}},
	// JSON string values lose their quotes ({"name": 髙橋 美咲, …}), as a weak model that
	// writes JSON like a form.
	{"json_string_values_unquoted", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		return ho15JSONScan(s, func(lit string, isKey bool) string {
			if isKey {
				return lit
			}
			return strings.Trim(lit, `"`)
		}, nil)
	}},
	// Every key is followed by " =" instead of ":", as a model mixing JSON with a
	// configuration syntax.
	{"json_colons_as_equals", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		return ho15JSONScan(s, nil, func(r rune) string {
			if r == ':' {
				return " ="
			}
			return string(r)
		})
	}},
	// The commas between members and elements are left out (a repetition penalty on ",").
	{"json_member_commas_dropped", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		return ho15JSONScan(s, nil, func(r rune) string {
			if r == ',' {
				return ""
			}
			return string(r)
		})
	}},
	// Arrays are written with braces: "notes": {"…", "…"}.
	{"json_array_brackets_as_braces", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		return ho15JSONScan(s, nil, func(r rune) string {
			switch r {
			case '[':
				return "{"
			case ']':
				return "}"
			}
			return string(r)
		})
	}},
	// Money numbers carry a bare unit after them ("monthly_fee": 33000円, "value":
	// 1249.90 €), which no parser reads.
	{"json_number_with_bare_unit", "raw", func(lang, s string) string {
		re := regexp.MustCompile(`("(?:\w*(?:fee|price|preis|value|netto|mwst|brutto|total))"\s*:\s*)(-?\d+(?:\.\d+)?)`)
		unit := " €"
		if lang == "ja" {
			unit = "円"
		}
		return re.ReplaceAllString(s, "${1}${2}"+unit)
	}},
	// The second string member's value is its own key's name ("contract_id":
	// "contract_id"), as a weak model fills a template.
	{"json_value_echoes_key", "raw", func(lang, s string) string {
		re := regexp.MustCompile(`"(\w+)"(\s*:\s*)"(?:[^"\\]|\\.)*"`)
		locs := re.FindAllStringSubmatchIndex(s, -1)
		if len(locs) < 2 {
			return s
		}
		l := locs[1]
		key := s[l[2]:l[3]]
		return s[:l[0]] + `"` + key + `"` + s[l[4]:l[5]] + `"` + key + `"` + s[l[1]:]
	}},
}

// ho15JSONOnly applies f to the golden when the answer is JSON, else leaves it.
func ho15JSONOnly(c *Case, f func(string) string) string {
	if c.Output.Kind != "json" {
		return c.Golden
	}
	return f(c.Golden)
}

// ho15HarmlessVariants change typography or serialisation only.
var ho15HarmlessVariants = []hoHarmless{
	// ASCII letters inside JSON string values are written as \u00XX escapes; the decoded
	// values are the same.
	{"json_ascii_letters_in_values_escaped", func(t *testing.T, lang string, c *Case) string {
		return ho15JSONOnly(c, func(s string) string {
			return ho15JSONScan(s, func(lit string, isKey bool) string {
				if isKey {
					return lit
				}
				return ho15MapLitRunes(lit, func(r rune) string {
					if r < 128 && unicode.IsLetter(r) {
						return fmt.Sprintf(`\u%04x`, r)
					}
					return string(r)
				})
			}, nil)
		})
	}},
	// Han characters inside JSON strings are written as \uXXXX escapes.
	{"json_han_unicode_escaped", func(t *testing.T, lang string, c *Case) string {
		return ho15JSONOnly(c, func(s string) string {
			return ho15JSONScan(s, func(lit string, isKey bool) string {
				return ho15MapLitRunes(lit, func(r rune) string {
					if unicode.Is(unicode.Han, r) && r <= 0xFFFF {
						return fmt.Sprintf(`\u%04X`, r)
					}
					return string(r)
				})
			}, nil)
		})
	}},
	// No space after the commas between JSON members and elements (spaces after colons
	// kept).
	{"json_no_space_after_comma", func(t *testing.T, lang string, c *Case) string {
		return ho15JSONOnly(c, func(s string) string {
			out := ho15JSONScan(s, nil, func(r rune) string {
				if r == ',' {
					return ",\x00"
				}
				return string(r)
			})
			return strings.ReplaceAll(strings.ReplaceAll(out, "\x00 ", ""), "\x00", "")
		})
	}},
	// The blank line between a letter's salutation and its first line is left out.
	{"blank_line_after_salutation_removed", func(t *testing.T, lang string, c *Case) string {
		s := c.Golden
		if c.Output.Kind == "json" {
			return s
		}
		lines := strings.Split(s, "\n")
		if len(lines) < 3 || strings.TrimSpace(lines[1]) != "" {
			return s
		}
		l := strings.TrimSpace(lines[0])
		if !(strings.HasSuffix(l, ",") && strings.HasPrefix(l, "Sehr ") || strings.HasSuffix(l, "様") || strings.HasSuffix(l, "部長")) {
			return s
		}
		return strings.Join(append(lines[:1:1], lines[2:]...), "\n")
	}},
	// A no-break space joins a street to its house number and a postcode to its town
	// (Gießereistraße 14, 67059 Ludwigshafen).
	{"de_nbsp_in_addresses", func(t *testing.T, lang string, c *Case) string {
		street := regexp.MustCompile(`([\p{L}-]+(?:straße|strasse|weg|platz|gasse)) (\d+)`)
		plz := regexp.MustCompile(`(^|[^\d.,])(\d{5}) (\p{Lu})`)
		return hoStringsOrText(t, c, func(s string) string {
			s = street.ReplaceAllString(s, "$1\u00a0$2")
			return plz.ReplaceAllString(s, "$1$2\u00a0$3")
		})
	}},
	// The German closing quote “ is written as the right double quote ” („Nordlicht 40”).
	{"de_closing_quote_right_double", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string { return strings.ReplaceAll(s, "“", "”") })
	}},
	// Japanese full stops and commas are written in their half-width forms (｡ ､).
	{"ja_halfwidth_ideographic_punct", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string {
			return strings.NewReplacer("。", "｡", "、", "､").Replace(s)
		})
	}},
	// A no-break space follows Herr and Frau before a name or title (Herr\u00a0Weiß).
	{"de_nbsp_after_herr_frau", func(t *testing.T, lang string, c *Case) string {
		re := regexp.MustCompile(`\b(Herrn?|Frau) (\p{Lu})`)
		return hoStringsOrText(t, c, func(s string) string { return re.ReplaceAllString(s, "$1\u00a0$2") })
	}},
}
