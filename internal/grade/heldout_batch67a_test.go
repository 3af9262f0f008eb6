package grade

// Blind batch 67a: conversion errors between German and Japanese conventions. Every
// kind is what a pipeline (or a translator) does when it carries a number, a date,
// a weekday or a list from one convention into the other and gets the mapping wrong:
// a German DD.MM.YY short date read year-first (day and year traded), a date or an
// amount written in kanji digits with the 〇 lost, a positional kanji number with its
// 十 lost (二十 → 2), a Sunday-first weekday index looked up in a Monday-first table,
// a Reiwa era number expanded like a two-digit western year (令和8 → 2008), the
// weekday replaced by the rokuyō of the Japanese almanac, a euro amount printed the
// yen way (comma groups, no cents), a yen amount taken for minor units (÷ 100), an
// amount re-scaled into the other language's large-number unit (万 in German, Tsd.
// for 万 in Japanese), list markers of the other convention, and an academic title
// passed through 先生 and rendered as "Lehrer".

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

var (
	ho67aDeNumDate  = regexp.MustCompile(`(^|[^\d.])(\d{1,2})\.(\d{1,2})\.20(\d\d)`)
	ho67aJaFullDate = regexp.MustCompile(`20(\d\d)年(\d{1,2})月(\d{1,2})日`)
	ho67aISODate    = regexp.MustCompile(`20(\d\d)-(\d{2})-(\d{2})`)
	ho67aJaDate     = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	ho67aJaWeekday  = regexp.MustCompile(`([（(])([月火水木金土日])([）)])`)
	ho67aDeWeekday  = regexp.MustCompile(`\b(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b`)
	ho67aReiwa      = regexp.MustCompile(`令和(\d{1,2})年`)
	ho67aJaYear     = regexp.MustCompile(`(20\d\d)年`)
	ho67aISOYear    = regexp.MustCompile(`(20\d\d)-\d{2}-\d{2}`)
	ho67aDeEuro     = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})+),(\d{2})( ?€)`)
	ho67aDeBullet   = regexp.MustCompile(`(?m)^- `)
	ho67aDeStep     = regexp.MustCompile(`(?m)^(\d{1,2})\. `)
	ho67aJaBullet   = regexp.MustCompile(`(?m)^・`)
	ho67aJaAmount   = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+|\d+)(万円|円|ユーロ)`)
	ho67aJaCounted  = regexp.MustCompile(`(\d+)(?:月|日|時|分|秒|箱|個|名|階|件|台|週間|年間|か月|ヶ月)`)
	ho67aDeCounted  = regexp.MustCompile(`(\d+)(?:\.\d{1,2}\.\d{4}| Uhr| Minuten| Stunden| Wochen| Jahre| Jahren| Tage)`)
	ho67aJSONYen    = regexp.MustCompile(`("(?:monthly_fee|unit_price|value)"\s*:\s*)(\d+)(?:\.0+)?`)
	ho67aJaYen      = regexp.MustCompile(`(^|[^\d,.])(\d{1,3}(?:,\d{3})+|\d{3,})円`)
	ho67aJaMan      = regexp.MustCompile(`(^|[^\d,])(\d{1,3}(?:,\d{3})*)万円`)
	ho67aDeTitle    = regexp.MustCompile(`(Herr |Frau )?(?:Prof\. Dr\.|Dr\.) `)
)

var ho67aKanjiDigit = []string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"}

// ho67aKanjiZeroLost writes a digit string digit by digit in kanji, the 〇 of every
// zero lost.
func ho67aKanjiZeroLost(digits string) string {
	var b strings.Builder
	for _, r := range digits {
		if r >= '0' && r <= '9' {
			b.WriteString(ho67aKanjiDigit[r-'0'])
		}
	}
	return b.String()
}

// ho67aJuLost reads a two-digit number as its positional kanji would read with the
// 十 lost: 十四 → 4, 二十 → 2; ok is false when nothing would change (二十三, 十).
func ho67aJuLost(n int) (int, bool) {
	t, u := n/10, n%10
	switch {
	case t == 1 && u != 0:
		return u, true
	case t >= 2 && u == 0:
		return t, true
	}
	return n, false
}

// ho67aGroup writes n with a thousands separator every three digits.
func ho67aGroup(n int64, sep string) string {
	s := strconv.FormatInt(n, 10)
	var parts []string
	for len(s) > 3 {
		parts = append([]string{s[len(s)-3:]}, parts...)
		s = s[:len(s)-3]
	}
	parts = append([]string{s}, parts...)
	return strings.Join(parts, sep)
}

// ho67aDigits parses a figure written with thousands separators.
func ho67aDigits(s string) (int64, bool) {
	n, err := strconv.ParseInt(strings.NewReplacer(",", "", ".", "").Replace(s), 10, 64)
	return n, err == nil
}

// ho67aDeDecimal writes v/div with a German decimal comma and no trailing zeros.
func ho67aDeDecimal(v, div int64) string {
	whole, rest := v/div, v%div
	if rest == 0 {
		return strconv.FormatInt(whole, 10)
	}
	width := len(strconv.FormatInt(div, 10)) - 1
	frac := strings.TrimRight(fmt.Sprintf("%0*d", width, rest), "0")
	return strconv.FormatInt(whole, 10) + "," + frac
}

// ho67aWeekdaysJa is the Sunday-first week of a Japanese calendar.
const ho67aWeekdaysJa = "日月火水木金土"

var ho67aDeWeek = []string{"Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"}

// ho67aRokuyo gives the rokuyō a converter finds at a weekday's Sunday-first index.
var ho67aRokuyo = []string{"先勝", "友引", "先負", "仏滅", "大安", "赤口"}

// ho67aEarliest returns the start of the earliest match of any re in s, with the
// index of that re; -1 when none matches.
func ho67aEarliest(s string, res ...*regexp.Regexp) (int, []int) {
	best, which := -1, []int(nil)
	for i, re := range res {
		if loc := re.FindStringSubmatchIndex(s); loc != nil && (which == nil || loc[0] < which[0]) {
			best, which = i, loc
		}
	}
	return best, which
}

var heldOutBatch67a = []heldOutKind{
	// A full date passed through the short form (DD.MM.YY or YY/MM/DD) and read back
	// in the other country's order, so that the day and the two-digit year trade
	// places: vom 19.10.2026 (Montag) → vom 26.10.2019 (Montag); 2026年11月9日 →
	// 2009年11月26日; "2026-10-21" → "2021-10-26".
	{"b67a_date_day_and_two_digit_year_traded_via_short_form", "first", func(lang, s string) string {
		res := []*regexp.Regexp{ho67aJaFullDate, ho67aISODate}
		if lang != "ja" {
			res = []*regexp.Regexp{ho67aDeNumDate, ho67aISODate}
		}
		which, loc := ho67aEarliest(s, res...)
		if which < 0 {
			return s
		}
		sub := func(i int) string { return s[loc[2*i]:loc[2*i+1]] }
		var yy, day, out string
		switch {
		case lang != "ja" && which == 0:
			day, yy = sub(2), sub(4)
		case lang == "ja" && which == 0:
			yy, day = sub(1), sub(3)
		default:
			yy, day = sub(1), sub(3)
		}
		y, _ := strconv.Atoi(yy)
		d, _ := strconv.Atoi(day)
		if y == d || y < 1 || y > 31 {
			return s
		}
		switch {
		case lang != "ja" && which == 0:
			nd := strconv.Itoa(y)
			if len(day) == 2 {
				nd = fmt.Sprintf("%02d", y)
			}
			out = sub(1) + nd + "." + sub(3) + "." + fmt.Sprintf("20%02d", d)
		case lang == "ja" && which == 0:
			out = fmt.Sprintf("20%02d年%s月%d日", d, sub(2), y)
		default:
			out = fmt.Sprintf("20%02d-%s-%02d", d, sub(2), y)
		}
		return s[:loc[0]] + out + s[loc[1]:]
	}},
	// A Japanese date written in kanji digits, digit by digit, with the 〇 of every
	// zero lost: 2026年10月23日 → 二二六年一月二三日; 9月20日 → 九月二日.
	{"b67a_ja_date_in_kanji_digits_zero_lost", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, m := range ho67aJaDate.FindAllStringSubmatchIndex(s, -1) {
			whole := s[m[0]:m[1]]
			if !strings.Contains(whole, "0") {
				continue
			}
			var b strings.Builder
			if m[2] >= 0 {
				b.WriteString(ho67aKanjiZeroLost(s[m[2]:m[3]]) + "年")
			}
			b.WriteString(ho67aKanjiZeroLost(s[m[4]:m[5]]) + "月" + ho67aKanjiZeroLost(s[m[6]:m[7]]) + "日")
			return s[:m[0]] + b.String() + s[m[1]:]
		}
		return s
	}},
	// Every weekday of the answer converted with its Sunday-first index (日 = 0,
	// 月 = 1) looked up in a Monday-first table (Montag = 0), so each lands one day
	// late: 10月21日（水） → 10月21日（木）; vom 19.10.2026 (Montag) → (Dienstag).
	{"b67a_every_weekday_sunday_first_index_in_monday_first_table", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho67aJaWeekday.ReplaceAllStringFunc(s, func(m string) string {
				sm := ho67aJaWeekday.FindStringSubmatch(m)
				days := []rune(ho67aWeekdaysJa)
				for i, d := range days {
					if string(d) == sm[2] {
						return sm[1] + string(days[(i+1)%7]) + sm[3]
					}
				}
				return m
			})
		}
		return ho67aDeWeekday.ReplaceAllStringFunc(s, func(m string) string {
			for i, d := range ho67aDeWeek {
				if d == m {
					return ho67aDeWeek[(i+1)%7]
				}
			}
			return m
		})
	}},
	// The Reiwa era number expanded like a two-digit western year (R8 → '08 → 2008)
	// instead of adding 2018: 令和8年11月16日 → 2008年11月16日; "start_date":
	// "2026-12-01" (令和8年12月1日) → "2008-12-01"; 2026年10月30日 → 2008年10月30日.
	{"b67a_ja_reiwa_number_expanded_as_two_digit_western_year", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if m := ho67aReiwa.FindStringSubmatchIndex(s); m != nil {
			n, _ := strconv.Atoi(s[m[2]:m[3]])
			return s[:m[0]] + fmt.Sprintf("20%02d年", n) + s[m[1]:]
		}
		which, loc := ho67aEarliest(s, ho67aJaYear, ho67aISOYear)
		if which < 0 {
			return s
		}
		y, _ := strconv.Atoi(s[loc[2]:loc[3]])
		era := y - 2018
		if era < 1 || era > 30 {
			return s
		}
		return s[:loc[2]] + fmt.Sprintf("20%02d", era) + s[loc[3]:]
	}},
	// A euro amount printed the yen way, comma-grouped and without minor units,
	// left in the German text, where the comma is the decimal sign: bleibt
	// unverändert bei 1.850,00 € → bei 1,850 € (read 1,85 €); 3.912,50 € → 3,913 €.
	{"b67a_de_euro_amount_printed_yen_style_comma_grouped_no_cents", "first", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		m := ho67aDeEuro.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		whole, ok := ho67aDigits(s[m[2]:m[3]])
		if !ok {
			return s
		}
		if cents, _ := strconv.Atoi(s[m[4]:m[5]]); cents >= 50 {
			whole++
		}
		return s[:m[0]] + ho67aGroup(whole, ",") + s[m[6]:m[7]] + s[m[1]:]
	}},
	// The list markers of the other language's convention, which Markdown does not
	// read as a list: German "- " bullets made ・ and numbered steps ①②③;
	// Japanese ・ items (the prompt's own marker) made German "- ": "- Die nächste
	// Sitzung …" → "・Die nächste Sitzung …"; "1. Laden Sie …" → "① Laden Sie …".
	{"b67a_list_markers_of_the_other_languages_convention", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho67aJaBullet.ReplaceAllString(s, "- ")
		}
		out := ho67aDeBullet.ReplaceAllString(s, "・")
		return ho67aDeStep.ReplaceAllStringFunc(out, func(m string) string {
			n, _ := strconv.Atoi(strings.TrimSuffix(m, ". "))
			if n < 1 || n > 20 {
				return m
			}
			return string(rune('①'+n-1)) + " "
		})
	}},
	// The last amount with a zero written in kanji digits, digit by digit, with the
	// 〇 lost: 合計38,500円 → 合計三八五円; 53,900円 → 五三九円; 1,480ユーロ → 一四八ユーロ.
	{"b67a_ja_amount_in_kanji_digits_zero_lost", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		var last []int
		for _, m := range ho67aJaAmount.FindAllStringSubmatchIndex(s, -1) {
			if r, _ := utf8.DecodeLastRuneInString(s[:m[0]]); r == '億' {
				continue
			}
			if m[0] > 0 && (s[m[0]-1] == ',' || (s[m[0]-1] >= '0' && s[m[0]-1] <= '9')) {
				continue
			}
			if strings.Contains(s[m[2]:m[3]], "0") {
				last = m
			}
		}
		if last == nil {
			return s
		}
		return s[:last[0]] + ho67aKanjiZeroLost(s[last[2]:last[3]]) + s[last[4]:last[1]] + s[last[1]:]
	}},
	// A two-digit day, hour or count read from its positional kanji with the 十
	// lost (二十 → 2, 十四 → 4): 9月20日 → 9月2日; 14時〜16時 → 4時〜16時; 20箱 → 2箱;
	// am 12.11.2026 → am 2.11.2026.
	{"b67a_number_from_positional_kanji_with_ju_lost", "first", func(lang, s string) string {
		re := ho67aDeCounted
		if lang == "ja" {
			re = ho67aJaCounted
		}
		for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
			if m[3]-m[2] != 2 || (m[2] > 0 && strings.ContainsRune("0123456789.,:-", rune(s[m[2]-1]))) {
				continue
			}
			n, _ := strconv.Atoi(s[m[2]:m[3]])
			nn, ok := ho67aJuLost(n)
			if !ok {
				continue
			}
			return s[:m[2]] + strconv.Itoa(nn) + s[m[3]:]
		}
		return s
	}},
	// A yen amount taken for minor units, as for a currency with cents, and divided
	// by 100: "monthly_fee": 33000 → 330; 追加ユーザー料金5,500円 → 55円; 2,480円 →
	// 24.80円.
	{"b67a_ja_yen_amount_taken_for_minor_units", "raw", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		div := func(n int64) string {
			if n%100 == 0 {
				return ho67aGroup(n/100, ",")
			}
			return fmt.Sprintf("%s.%02d", ho67aGroup(n/100, ","), n%100)
		}
		if m := ho67aJSONYen.FindStringSubmatchIndex(s); m != nil {
			n, _ := strconv.ParseInt(s[m[4]:m[5]], 10, 64)
			if n < 100 {
				return s
			}
			return s[:m[4]] + strings.ReplaceAll(div(n), ",", "") + s[m[1]:]
		}
		m := ho67aJaYen.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		n, ok := ho67aDigits(s[m[4]:m[5]])
		if !ok || n < 100 {
			return s
		}
		return s[:m[4]] + div(n) + s[m[5]:]
	}},
	// The weekday beside a date replaced by the rokuyō a converter finds at the
	// weekday's Sunday-first index in the six-day almanac cycle (先勝 友引 先負 仏滅
	// 大安 赤口), so the weekday is gone: 10月21日（水） → 10月21日（仏滅）.
	{"b67a_ja_weekday_replaced_by_rokuyo_at_its_index", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		m := ho67aJaWeekday.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		i := strings.Index(ho67aWeekdaysJa, s[m[4]:m[5]]) / len("日")
		return s[:m[4]] + ho67aRokuyo[i%6] + s[m[5]:]
	}},
	// An amount re-scaled into the other language's large-number unit: in German
	// into Japanese 万 (36.400,00 € → 3,64万 €, read 3,64 €), in Japanese 万 taken
	// for German Tsd. (約1,400万円 → 約1.400 Tsd. 円, 1,4 million for 14 million).
	{"b67a_amount_rescaled_into_other_languages_large_unit", "first", func(lang, s string) string {
		if lang == "ja" {
			for _, m := range ho67aJaMan.FindAllStringSubmatchIndex(s, -1) {
				if r, _ := utf8.DecodeLastRuneInString(s[:m[4]]); r == '億' {
					continue
				}
				n, ok := ho67aDigits(s[m[4]:m[5]])
				if !ok {
					continue
				}
				return s[:m[4]] + ho67aGroup(n, ".") + " Tsd. 円" + s[m[1]:]
			}
			return s
		}
		for _, m := range ho67aDeEuro.FindAllStringSubmatchIndex(s, -1) {
			whole, ok := ho67aDigits(s[m[2]:m[3]])
			if !ok || whole < 10000 {
				continue
			}
			cents, _ := strconv.ParseInt(s[m[4]:m[5]], 10, 64)
			v := whole*100 + cents
			return s[:m[0]] + ho67aDeDecimal(v, 1000000) + "万" + s[m[6]:m[7]] + s[m[1]:]
		}
		return s
	}},
	// An academic or medical title passed through Japanese 先生 and rendered as
	// "Lehrer": Sehr geehrter Herr Prof. Dr. Hoffmann → Sehr geehrter Herr Lehrer
	// Hoffmann; Frau Dr. Jäger → Frau Lehrerin Jäger.
	{"b67a_de_doctor_title_via_sensei_rendered_lehrer", "first", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		m := ho67aDeTitle.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		title := "Lehrer "
		if m[2] >= 0 && s[m[2]:m[3]] == "Frau " {
			title = "Lehrerin "
		}
		prefix := ""
		if m[2] >= 0 {
			prefix = s[m[2]:m[3]]
		}
		return s[:m[0]] + prefix + title + s[m[1]:]
	}},
}

// ho67aSentenceAt returns the sentence of s (hoSentences of its line, or for a JSON
// answer of the JSON string) that holds byte pos, at most 160 runes around pos.
func ho67aSentenceAt(lang, kind, s string, pos int) string {
	start := strings.LastIndex(s[:pos], "\n") + 1
	end := len(s)
	if i := strings.Index(s[pos:], "\n"); i >= 0 {
		end = pos + i
	}
	if kind == "json" {
		if i := strings.LastIndex(s[start:pos], "\""); i >= 0 {
			start += i + 1
		}
		if i := strings.Index(s[pos:end], "\""); i >= 0 {
			end = pos + i
		}
	}
	at := start
	for _, sent := range hoSentences(lang, s[start:end]) {
		if pos < at+len(sent) || at+len(sent) == end {
			start, end = at, at+len(sent)
			break
		}
		at += len(sent)
	}
	before, after := []rune(s[start:pos]), []rune(s[pos:end])
	pre, post := "", ""
	if len(before) > 80 {
		before, pre = before[len(before)-80:], "…"
	}
	if len(after) > 80 {
		after, post = after[:80], "…"
	}
	return strings.TrimSpace(pre + string(before) + string(after) + post)
}

// ho67aDiff gives the first changed sentence of a golden and of its damaged answer.
func ho67aDiff(lang, kind, a, b string) (string, string) {
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	for p > 0 && ((p < len(a) && !utf8.RuneStart(a[p])) || (p < len(b) && !utf8.RuneStart(b[p]))) {
		p--
	}
	return ho67aSentenceAt(lang, kind, a, p), ho67aSentenceAt(lang, kind, b, p)
}

// ho67aShow is how many changed answers per kind the test logs.
var ho67aShow = 2
