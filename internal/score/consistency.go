package score

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// TypeConsistency is the general check that the answer's own facts agree with one
// another: a date and the weekday written with it, a date range that ends after it
// starts, a stated total and the items it sums (in prose, a Markdown table or a JSON
// document), a table row's quantity times its unit price and its amount, a column
// headed in a currency and the counts or times it holds (Lieferzeit (€) over 4
// Wochen), and a count announced for a list ("3 Punkte:", "以下の3点") and the items
// that follow. It needs no golden: two statements of one answer that contradict each
// other are wrong whatever the task. It fires only where the contradiction is
// unambiguous; anything it cannot read is left alone.
const TypeConsistency = "consistency"

// consistency reads each string of a JSON answer (or the whole text) on its own,
// and a JSON answer's items and totals as numbers.
func (c Check) consistency(res Result, text string, out Output) Result {
	refYear := out.RefYear
	var problems []string
	known := Tidy(c.Golden) + "\n" + Tidy(c.Request)
	// A shift the golden or request itself counts so is counted from what the text
	// does not name.
	var ownShifts []string
	for _, k := range []string{Tidy(c.Golden), Tidy(c.Request)} {
		for _, part := range factTexts(k) {
			ownShifts = append(ownShifts, shiftConflicts(c.Lang, part, refYear)...)
		}
	}
	for _, part := range factTexts(text) {
		problems = append(problems, weekdayConflicts(c.Lang, part, known, refYear)...)
		problems = append(problems, rangeConflicts(part)...)
		problems = append(problems, proseTotalConflicts(c.Lang, part)...)
		problems = append(problems, proseDeductionConflicts(c.Lang, part)...)
		problems = append(problems, tableConflicts(c.Lang, part)...)
		problems = append(problems, listCountConflicts(part)...)
		problems = append(problems, wordAmountConflicts(c.Lang, part)...)
		problems = append(problems, perUnitConflicts(part, known)...)
		problems = append(problems, calendarGlossConflicts(c.Lang, part, refYear)...)
		problems = append(problems, durationGlossConflicts(part)...)
		problems = append(problems, dateGapConflicts(c.Lang, part, refYear)...)
		for _, p := range shiftConflicts(c.Lang, part, refYear) {
			if !slices.Contains(ownShifts, p) {
				problems = append(problems, p)
			}
		}
	}
	// A word the golden or the request places that way itself is measured from
	// something the text does not name.
	ownGloss := append(relativeGlossConflicts(c.Lang, Tidy(c.Golden), out.Today, refYear),
		relativeGlossConflicts(c.Lang, Tidy(c.Request), out.Today, refYear)...)
	for _, p := range relativeGlossConflicts(c.Lang, text, out.Today, refYear) {
		if !slices.Contains(ownGloss, p) {
			problems = append(problems, p)
		}
	}
	problems = append(problems, jsonTotalConflicts(text)...)
	problems = append(problems, labelsMismatched(c.Lang, Tidy(c.Golden), text)...)
	var own []string
	for _, part := range factTexts(Tidy(c.Golden)) {
		own = append(own, arithmeticConflicts(c.Lang, part)...)
	}
	for _, part := range factTexts(text) {
		for _, p := range arithmeticConflicts(c.Lang, part) {
			// A sum the golden itself does not bear out (a rounded figure, a share
			// of a budget) is the case's, not the answer's.
			if !slices.Contains(own, p) {
				problems = append(problems, p)
			}
		}
	}
	if len(problems) > 0 {
		return fail(res, 0, "the answer contradicts itself: %s", strings.Join(problems, "; "))
	}
	return pass(res, 1, "dates, weekdays, totals and counts agree")
}

// --- dates against weekdays ---

var (
	jaWeekdays = map[string]time.Weekday{
		"日": time.Sunday, "月": time.Monday, "火": time.Tuesday, "水": time.Wednesday,
		"木": time.Thursday, "金": time.Friday, "土": time.Saturday,
	}
	deWeekdays = map[string]time.Weekday{
		"Sonntag": time.Sunday, "Montag": time.Monday, "Dienstag": time.Tuesday, "Mittwoch": time.Wednesday,
		"Donnerstag": time.Thursday, "Freitag": time.Friday, "Samstag": time.Saturday, "Sonnabend": time.Saturday,
		"So": time.Sunday, "Mo": time.Monday, "Di": time.Tuesday, "Mi": time.Wednesday,
		"Do": time.Thursday, "Fr": time.Friday, "Sa": time.Saturday,
	}
	// A Japanese date with its weekday in brackets: 2026年10月19日(月), 令和8年11月16日（月曜日）,
	// 10月19日(月), 2026/10/19(月), 2026-10-19(月). The text is nfkc_ja, so （） are ().
	jaWeekdayDate = regexp.MustCompile(`(?:(\d{4})年|(令和|平成)(元|\d{1,2})年)?(\d{1,2})月(\d{1,2})日 ?\(([月火水木金土日])(?:曜日?)?\)` +
		`|(\d{4})[/-](\d{1,2})[/-](\d{1,2}) ?\(([月火水木金土日])(?:曜日?)?\)`)
	deWeekdayNames = `Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonnabend|Sonntag`
	deMonthNames   = `Januar|Jänner|Februar|Feber|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|Jän|Jan|Feb|Mär|Apr|Jun|Jul|Aug|Sept|Sep|Okt|Nov|Dez`
	deDateExpr     = `(\d{1,2})\.(?:(\d{1,2})\.(\d{4}|\d{2})?|\s?(` + deMonthNames + `)\.?(?:\s(\d{4}))?)`
	// A German weekday written before its date (Montag, 19. Oktober 2026; Mo., 19.10.;
	// Montag, den 19.10.2026) or after it in brackets (19.10.2026 (Montag)).
	deWeekdayBefore = regexp.MustCompile(`(?:^|[^\p{L}])(` + deWeekdayNames + `|(?:Mo|Di|Mi|Do|Fr|Sa|So)\.),?\s+(?:den\s+)?` + deDateExpr)
	deWeekdayAfter  = regexp.MustCompile(deDateExpr + `\s?\((` + deWeekdayNames + `|Mo|Di|Mi|Do|Fr|Sa|So)\.?\)`)
)

// weekdayConflicts names each date written with a weekday it does not fall on. A
// year-less date takes refYear, or for January to March the year after and for
// October to December the year before (a letter of December writes "5. Januar" for
// next year, one of January "20. Dezember" for last year): only when it falls on the
// weekday in none of them is it a contradiction. A year-less date the case (golden or
// request) writes with its year or its weekday takes the year the case means.
func weekdayConflicts(lang, text, known string, refYear int) []string {
	years := map[[2]int]int{}
	for _, w := range weekdayDates(lang, known) {
		if w.y != 0 {
			years[[2]int{w.mo, w.d}] = w.y
			continue
		}
		var fits []int
		for _, y := range []int{refYear, refYear + 1, refYear - 1} {
			if _, bad := weekdayMismatch("", y, w.mo, w.d, refYear, w.wd); !bad && refYear != 0 {
				fits = append(fits, y)
			}
		}
		if len(fits) == 1 {
			years[[2]int{w.mo, w.d}] = fits[0]
		}
	}
	var out []string
	for _, w := range weekdayDates(lang, text) {
		y := w.y
		if y == 0 {
			y = years[[2]int{w.mo, w.d}]
		}
		if msg, bad := weekdayMismatch(w.written, y, w.mo, w.d, refYear, w.wd); bad {
			out = append(out, msg)
		}
	}
	return out
}

// weekdayDate is a date written with a weekday: its text, its year (0 when written
// without one), month, day and the weekday written.
type weekdayDate struct {
	written  string
	y, mo, d int
	wd       time.Weekday
}

// weekdayDates finds the dates written with a weekday.
func weekdayDates(lang, text string) []weekdayDate {
	var out []weekdayDate
	if lang != "de" {
		t := nfkcJa(text)
		for _, m := range submatches(jaWeekdayDate, t) {
			y, mo, d, wd := 0, 0, 0, ""
			switch {
			case m.group(6) != "":
				y, mo, d, wd = atoi(m.group(1)), atoi(m.group(4)), atoi(m.group(5)), m.group(6)
				if era := m.group(2); era != "" {
					n := 1
					if m.group(3) != "元" {
						n = atoi(m.group(3))
					}
					y = map[string]int{"令和": 2018, "平成": 1988}[era] + n
				}
			default:
				y, mo, d, wd = atoi(m.group(7)), atoi(m.group(8)), atoi(m.group(9)), m.group(10)
			}
			if m.digitBefore() {
				continue
			}
			out = append(out, weekdayDate{m.text, y, mo, d, jaWeekdays[wd]})
		}
	}
	if lang != "ja" {
		t := nfkcDe(text)
		for _, m := range submatches(deWeekdayBefore, t) {
			if w, ok := deWeekdayMatch(m, 1, 2); ok {
				out = append(out, w)
			}
		}
		for _, m := range submatches(deWeekdayAfter, t) {
			if w, ok := deWeekdayMatch(m, 6, 1); ok {
				out = append(out, w)
			}
		}
	}
	return out
}

// deWeekdayMatch reads a German weekday match: the weekday in group wdGroup, the date
// expression (deDateExpr) from group dateGroup on.
func deWeekdayMatch(m submatch, wdGroup, dateGroup int) (weekdayDate, bool) {
	if m.digitAfter() {
		return weekdayDate{}, false
	}
	wd := strings.TrimSuffix(m.group(wdGroup), ".")
	d := atoi(m.group(dateGroup))
	mo, yStr := atoi(m.group(dateGroup+1)), m.group(dateGroup+2)
	if name := m.group(dateGroup + 3); name != "" {
		mo, yStr = deMonths[name], m.group(dateGroup+4)
	}
	y := 0
	if yStr != "" {
		y = atoi(yStr)
		if len(yStr) == 2 {
			y += 2000
		}
	}
	written := strings.TrimLeftFunc(m.text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	return weekdayDate{written, y, mo, d, deWeekdays[wd]}, true
}

// weekdayMismatch reports whether the date y-mo-d (y 0: year-less) cannot fall on wd.
func weekdayMismatch(written string, y, mo, d, refYear int, wd time.Weekday) (string, bool) {
	years := []int{y}
	if y == 0 {
		if refYear == 0 {
			return "", false
		}
		years = []int{refYear}
		switch {
		case mo <= 3:
			years = append(years, refYear+1)
		case mo >= 10:
			years = append(years, refYear-1)
		}
	}
	var got time.Weekday
	for _, yy := range years {
		iso, ok := isoDate(yy, mo, d)
		if !ok {
			return "", false // not a date: nothing to compare
		}
		t, _ := time.Parse("2006-01-02", iso)
		if t.Weekday() == wd {
			return "", false
		}
		if yy == years[0] {
			got = t.Weekday()
		}
	}
	return fmt.Sprintf("%q: the date is a %s, not a %s", written, got, wd), true
}

// submatch is one regexp match with its groups, in the text it was found in.
type submatch struct {
	text   string
	src    string
	idx    []int
	groups []string
}

func (m submatch) group(i int) string {
	if i < len(m.groups) {
		return m.groups[i]
	}
	return ""
}

// digitBefore reports a digit right before the match (a longer number, not a date).
func (m submatch) digitBefore() bool {
	r, _ := utf8.DecodeLastRuneInString(m.src[:m.idx[0]])
	return isDigit(r)
}

// digitAfter reports a digit right after the match: 19.10.20261 is no date.
func (m submatch) digitAfter() bool {
	r, _ := utf8.DecodeRuneInString(m.src[m.idx[1]:])
	return isDigit(r)
}

func submatches(re *regexp.Regexp, text string) []submatch {
	var out []submatch
	for _, idx := range re.FindAllStringSubmatchIndex(text, -1) {
		g := make([]string, len(idx)/2)
		for i := range g {
			if idx[2*i] >= 0 {
				g[i] = text[idx[2*i]:idx[2*i+1]]
			}
		}
		out = append(out, submatch{text: text[idx[0]:idx[1]], src: text, idx: idx, groups: g})
	}
	return out
}

// --- date ranges ---

var (
	// fullDate is a date written with its year: 2026年12月1日, 令和8年12月1日, 2026/12/01,
	// 2026-12-01, 01.12.2026.
	fullDate = `(?:\d{4}年\d{1,2}月\d{1,2}日|(?:令和|平成)(?:元|\d{1,2})年\d{1,2}月\d{1,2}日|\d{4}[/-]\d{1,2}[/-]\d{1,2}|\d{1,2}\.\d{1,2}\.\d{4})`
	// dateRange is two full dates joined as a range (〜, –, から, bis), a weekday in
	// brackets allowed after the first.
	dateRange = regexp.MustCompile(`(` + fullDate + `)(?:\s?[(（][^)）\n]{1,10}[)）])?\s*(?:[〜~～–—－-]|から|bis(?:\s+(?:zum|einschließlich))?)\s*(` + fullDate + `)`)
)

// targetDate is the text before a date that makes it a date something moves to or is
// set for (auf den, zum, für den), not the start of a range.
var targetDate = regexp.MustCompile(`(?i)\b(?:auf|zum|für)(?:\s+den)?\s+$`)

// rangeConflicts names each range of two dates with their years whose end comes
// before its start (2026年12月1日〜2026年11月30日, vom 23.11.2026 bis 02.11.2026). A
// range of year-less dates may cross the turn of the year, so only full dates count.
func rangeConflicts(text string) []string {
	var out []string
	for _, idx := range dateRange.FindAllStringSubmatchIndex(text, -1) {
		m := []string{text[idx[0]:idx[1]], text[idx[2]:idx[3]], text[idx[4]:idx[5]]}
		if strings.Contains(m[0], "bis") && targetDate.MatchString(text[:idx[0]]) {
			// "die Verschiebung auf den 16.11.2026 bis zum 21.10.2026 freigeben": a
			// new date and a deadline, no range.
			continue
		}
		from, to := ExtractDates("", m[1], 0), ExtractDates("", m[2], 0)
		if len(from) == 1 && len(to) == 1 && to[0] < from[0] {
			out = append(out, fmt.Sprintf("%q: the range ends (%s) before it starts (%s)", m[0], to[0], from[0]))
		}
	}
	return out
}

// --- totals against items ---

var (
	// totalWord introduces a total: 合計38,500円, zusammen 21.150,00 €, Gesamtbetrag: ….
	totalWord = regexp.MustCompile(`合計|総額|総計|合わせて|(?:^|[^\p{L}])(?:zusammen|insgesamt|Summe|Gesamt\p{L}*|gesamt|Total)(?:[^\p{L}]|$)`)
	// notAList are words that make the amounts before a total something other than
	// its summands: a price that changed (statt, von … auf, から), one included in
	// another (inkl., davon, うち), a unit price (je, 単価, ×), a deduction (Rabatt, 割引).
	notAList = []string{
		"statt", "anstelle", "anstatt", " auf ", " bis ", "bisher", "bereits", "inkl", "inklusive", "enthalten",
		"darin", "davon", " je ", " pro ", "jeweils", "Rabatt", "abzüglich", "Nachlass", "Skonto", "Gutschrift",
		"Budget", "Einzelpreis", "Stückpreis", " mal ", "×", "ab ", "minus", "Differenz", "gegenüber",
		"から", "より", "→", "⇒", "->", "うち", "割引", "値引", "差し引", "差額", "各", "ずつ", "あたり", "当たり",
		"単価", "予算", "残り", "変更", "当初",
	}
	// listJoin joins the summands of a prose total.
	listJoin = []string{"und", "sowie", "plus", "+", "と", "、", ",", ";", "；", "および", "及び"}
)

// proseTotalConflicts checks each sentence that lists two or more amounts joined by
// und/と/、 and then states their total (zusammen, insgesamt, 合計): the total must be
// their sum. The total is the first amount within a few characters of the word.
func proseTotalConflicts(lang, text string) []string {
	var out []string
	for _, s := range sentencesOf(lang, text) {
		loc := totalWord.FindStringIndex(s)
		if loc == nil {
			continue
		}
		before, after := s[:loc[0]], s[loc[1]:]
		if i := strings.LastIndexAny(before, ":："); i >= 0 && len(extractAmounts(lang, before[i:])) >= 2 {
			before = before[i:] // the list after a label ("Mehrkosten: …")
		}
		items := extractAmounts(lang, before)
		total, ok := leadingAmount(lang, after)
		if !ok || len(items) < 2 || containsAnyOf(before, notAList) || !joinedList(before) {
			continue
		}
		sum, cur, same := new(big.Rat), total.Currency, true
		for _, it := range items {
			same = same && it.Currency == cur
			sum.Add(sum, ratOf(it.Value))
		}
		if same && sum.Cmp(ratOf(total.Value)) != 0 {
			out = append(out, fmt.Sprintf("%q states a total of %s, but its items sum to %s %s", clipRunes(s, 120), total, ratString(sum), cur))
		}
	}
	return out
}

// leadingAmount is the amount a total word introduces: the first of the text, if
// at most 12 characters of label (で, also, :, （税込）) stand before its number.
func leadingAmount(lang, after string) (Amount, bool) {
	i := strings.IndexFunc(after, func(r rune) bool { return isDigit(r) || r == '€' || r == '¥' || r == '￥' })
	if i < 0 || utf8.RuneCountInString(after[:i]) > 12 {
		return Amount{}, false
	}
	// The amount must be the number right there, not one later in the sentence.
	as := extractAmounts(lang, amountRe.FindString(after[i:]))
	if len(as) != 1 {
		return Amount{}, false
	}
	return as[0], true
}

// joinedList reports whether the amounts of text are joined like a list's items:
// every gap between two of them holds und, と, a comma or the like.
func joinedList(text string) bool {
	gaps := amountRe.Split(text, -1)
	if len(gaps) < 3 {
		return false
	}
	for _, g := range gaps[1 : len(gaps)-1] {
		if !containsAnyOf(g, listJoin) {
			return false
		}
	}
	return true
}

// amountRe finds the amounts of either language roughly, to split a text at them.
var amountRe = regexp.MustCompile(`(?:[€¥￥]\s?)?\d[\d.,]*(?:[万千億]\d*)*\s?(?:円|€|EUR|Euro|ユーロ)?`)

func containsAnyOf(s string, words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool { return strings.Contains(s, w) })
}

func ratOf(v string) *big.Rat {
	r, ok := new(big.Rat).SetString(v)
	if !ok {
		return new(big.Rat)
	}
	return r
}

// sentencesOf splits text into sentences: at 。！？ and newlines for Japanese, as
// deSentences for German, and by both when the language is not known.
func sentencesOf(lang, text string) []string {
	return slices.Clone(sentencesMemo.get(memoKey(lang, 0, text), func(string) []string { return splitSentences(lang, text) }))
}

var sentencesMemo memo[[]string]

// splitSentences is sentencesOf without its memo.
func splitSentences(lang, text string) []string {
	if lang == "ja" {
		return splitJaSentences(text)
	}
	var out []string
	for _, s := range deSentences(text) {
		out = append(out, splitJaSentences(s)...)
	}
	return out
}

// --- Markdown tables ---

// tableConflicts checks each Markdown table: in every row, an amount equal to the
// quantity times the unit price where the header names those columns (数量, 単価,
// 金額) or the other rows establish that relation (two rows at least, and more rows
// keep it than break it), and a total line right after
// the table ("合計（税抜）：53,900円", "Summe: …", or a last row labelled so) equal to
// the sum of an amount column, give or take one amount stated between them (shipping,
// tax, a discount) or plus all of them; a subtotal line restating the sum adds nothing.
func tableConflicts(lang, text string) []string {
	var out []string
	for _, tb := range markdownTables(text) {
		out = append(out, rowProductConflicts(lang, tb)...)
		out = append(out, tableTotalConflicts(lang, tb)...)
		out = append(out, tableCountConflicts(tb)...)
		out = append(out, tableUnitConflicts(tb)...)
		out = append(out, tableCurrencyConflicts(tb, text)...)
	}
	return out
}

var (
	// currencyHeader is a column header that puts the column in a currency: Preis (€),
	// 金額（円）.
	currencyHeader = regexp.MustCompile(`[(（]\s*(?:€|EUR|Euro|円|ユーロ|¥|￥)\s*[)）]`)
	// countOrTime is a number with a unit of count or time, which no money column holds:
	// 4 Wochen, 2 Jahre, 10箱, 3台.
	countOrTime = regexp.MustCompile(`\d\s?(?:(?:Wochen|Woche|Tage|Tag|Monate|Monat|Jahre|Jahr|Stunden|Stunde|Minuten|Stück|Stk\.?)(?:[^\p{L}]|$)|箱|個|台|枚|件|週間|か月|ヶ月|カ月|年間|時間|名|人|セット)`)
)

// tableUnitConflicts names a column headed in a currency (Lieferzeit (€), 数量（円）)
// whose cells hold a count or a time: the header and its values disagree.
func tableUnitConflicts(tb mdTable) []string {
	for c, h := range tb.header {
		if !currencyHeader.MatchString(h) {
			continue
		}
		for _, r := range tb.rows {
			if c < len(r) && countOrTime.MatchString(r[c]) {
				return []string{fmt.Sprintf("the column %q holds %q, no amount of money", strings.TrimSpace(h), strings.TrimSpace(r[c]))}
			}
		}
	}
	return nil
}

var (
	// euroMark and yenMark name the two currencies of the cases, in either language.
	euroMark = regexp.MustCompile(`€|EUR|Euro|ユーロ`)
	yenMark  = regexp.MustCompile(`円|¥|￥|JPY|Yen`)
)

// tableCurrencyConflicts names a column headed in one currency (Preis (¥), 単価（€）)
// in a text whose amounts are all in the other: no amount anywhere is in the
// header's currency, so the header puts the prices in a currency they are not in.
func tableCurrencyConflicts(tb mdTable, text string) []string {
	for _, h := range tb.header {
		m := currencyHeader.FindString(h)
		if m == "" {
			continue
		}
		own, other := euroMark, yenMark
		if yenMark.MatchString(m) {
			own, other = yenMark, euroMark
		}
		if rest := strings.Replace(text, m, "", 1); !own.MatchString(rest) && other.MatchString(rest) {
			return []string{fmt.Sprintf("the column %q is headed in another currency than every amount of the text (%s)", strings.TrimSpace(h), other.FindString(rest))}
		}
	}
	return nil
}

// tableItemCount is a count of items in the lines right after a table: 合計（税抜、3品目）,
// Summe (3 Positionen).
var tableItemCount = regexp.MustCompile(`(\d+)\s?(?:品目|品|点|件|項目|行|Positionen|Posten|Artikel|Zeilen)`)

// tableCountConflicts compares a count of items in the total line after a table with
// the table's rows (a last row labelled as the total is none).
func tableCountConflicts(tb mdTable) []string {
	rows := len(tb.rows)
	if rows > 0 && totalWord.MatchString(strings.Join(tb.rows[rows-1], " ")) {
		rows--
	}
	for _, l := range tb.after {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if m := tableItemCount.FindStringSubmatch(l); m != nil && totalWord.MatchString(l) && atoi(m[1]) != rows && rows >= 2 {
			return []string{fmt.Sprintf("%q counts %s items, the table has %d", clipRunes(strings.TrimSpace(l), 60), m[1], rows)}
		}
		break
	}
	return nil
}

// mdTable is one Markdown table: its header's and body rows' cells, and the lines
// after it.
type mdTable struct {
	header []string
	rows   [][]string
	after  []string
}

func markdownTables(text string) []mdTable {
	lines := strings.Split(text, "\n")
	var out []mdTable
	for i := 0; i < len(lines); i++ {
		if !isTableLine(lines[i]) {
			continue
		}
		var tb mdTable
		j := i
		for ; j < len(lines) && isTableLine(lines[j]); j++ {
			cells := tableCells(lines[j])
			if j == i {
				tb.header = cells
				continue
			}
			if isSeparatorRow(cells) {
				continue
			}
			tb.rows = append(tb.rows, cells)
		}
		tb.after = lines[j:]
		out = append(out, tb)
		i = j
	}
	return out
}

func isTableLine(l string) bool {
	l = strings.TrimSpace(l)
	return strings.HasPrefix(l, "|") && strings.Count(l, "|") >= 2
}

func tableCells(l string) []string {
	l = strings.Trim(strings.TrimSpace(l), "|")
	cells := strings.Split(l, "|")
	for i := range cells {
		cells[i] = strings.TrimSpace(cells[i])
	}
	return cells
}

func isSeparatorRow(cells []string) bool {
	for _, c := range cells {
		if strings.Trim(c, "-: ") != "" {
			return false
		}
	}
	return true
}

// quantityCell reads a cell that is a count with an optional short unit word (10箱,
// 3個, 4 Stück, 2): no currency.
var quantityCell = regexp.MustCompile(`^(\d+)\s?\p{L}{0,6}$`)

// cellAmount is the one amount a cell states, if it states exactly one.
func cellAmount(lang, cell string) (Amount, bool) {
	as := extractAmounts(lang, cell)
	if len(as) != 1 {
		return Amount{}, false
	}
	return as[0], true
}

func rowProductConflicts(lang string, tb mdTable) []string {
	if len(tb.rows) < 2 {
		return nil
	}
	width := len(tb.rows[0])
	declared := declaredProduct(tb.header)
	var out []string
	for q := 0; q < width; q++ {
		for u := 0; u < width; u++ {
			for a := 0; a < width; a++ {
				if q == u || u == a || q == a {
					continue
				}
				var good, bad []string
				for _, row := range tb.rows {
					if len(row) != width {
						continue
					}
					qm := quantityCell.FindStringSubmatch(row[q])
					ua, ok1 := cellAmount(lang, row[u])
					aa, ok2 := cellAmount(lang, row[a])
					if qm == nil || !ok1 || !ok2 || ua.Currency != aa.Currency {
						continue
					}
					prod := new(big.Rat).Mul(ratOf(qm[1]), ratOf(ua.Value))
					if prod.Cmp(ratOf(aa.Value)) == 0 {
						good = append(good, row[a])
					} else {
						bad = append(bad, fmt.Sprintf("%s × %s is %s %s, not %s", row[q], row[u], ratString(prod), aa.Currency, row[a]))
					}
				}
				if len(good) >= 2 && len(good) > len(bad) || declared == [3]int{q, u, a} {
					out = append(out, bad...)
				}
			}
		}
	}
	return out
}

// declaredProduct finds in a table's header the columns of a quantity, a unit price
// and an amount (数量, 単価, 金額; Menge, Einzelpreis, Gesamtpreis): their rows must
// multiply out, however many of them do. {-1, -1, -1} when the header names no such
// columns.
func declaredProduct(header []string) [3]int {
	out := [3]int{-1, -1, -1}
	for i, h := range header {
		for k, re := range []*regexp.Regexp{quantityHeader, unitPriceHeader, amountHeader} {
			if out[k] < 0 && re.MatchString(h) {
				out[k] = i
				break
			}
		}
	}
	if out[0] < 0 || out[1] < 0 || out[2] < 0 {
		return [3]int{-1, -1, -1}
	}
	return out
}

var (
	quantityHeader  = regexp.MustCompile(`^\**(?:数量|個数|Menge|Anzahl|Stückzahl)\**$`)
	unitPriceHeader = regexp.MustCompile(`^\**(?:単価|Einzelpreis|Stückpreis|Preis pro Stück)\**$`)
	amountHeader    = regexp.MustCompile(`^\**(?:金額|小計|Gesamtpreis|Betrag|Positionsbetrag)\**$`)
)

// totalLine reads a line that is a total: a total word at its start (after list or
// table markers and emphasis), a short label, then the amount.
func totalLine(lang, line string) (Amount, bool) {
	l := strings.TrimLeft(strings.TrimSpace(line), "|*-_#・ ")
	loc := totalWord.FindStringIndex(l)
	if loc == nil || utf8.RuneCountInString(strings.TrimSpace(l[:loc[0]])) > 0 {
		return Amount{}, false
	}
	if strings.ContainsAny(l[:loc[1]], "0123456789") {
		return Amount{}, false
	}
	return leadingAmount(lang, strings.ReplaceAll(l[loc[1]:], "|", " "))
}

func tableTotalConflicts(lang string, tb mdTable) []string {
	rows := tb.rows
	var total Amount
	found := false
	var extras []Amount // amounts between the table and its total (shipping, tax)
	if n := len(rows); n > 0 {
		if t, ok := totalLine(lang, strings.Join(rows[n-1], " | ")); ok {
			total, found, rows = t, true, rows[:n-1]
		}
	}
	for _, l := range tb.after {
		if found || isTableLine(l) {
			break
		}
		if t, ok := totalLine(lang, l); ok {
			total, found = t, true
			break
		}
		if strings.TrimSpace(l) == "" && len(extras) == 0 {
			continue
		}
		extras = append(extras, extractAmounts(lang, l)...)
		if len(extras) > 4 {
			break // prose after the table, not its total
		}
	}
	if !found || len(rows) < 2 {
		return nil
	}
	var sums []string
	for col := range rows[0] {
		sum, ok := new(big.Rat), true
		for _, row := range rows {
			a, has := Amount{}, false
			if col < len(row) {
				a, has = cellAmount(lang, row[col])
			}
			if !has || a.Currency != total.Currency {
				ok = false
				break
			}
			sum.Add(sum, ratOf(a.Value))
		}
		if !ok {
			continue
		}
		var others []*big.Rat
		for _, e := range extras {
			// A subtotal line restating the sum (小計, Zwischensumme) adds nothing.
			if v := ratOf(e.Value); e.Currency == total.Currency && v.Cmp(sum) != 0 {
				others = append(others, v)
			}
		}
		if explained(new(big.Rat).Sub(ratOf(total.Value), sum), others) {
			return nil
		}
		sums = append(sums, ratString(sum))
	}
	if len(sums) == 0 {
		return nil
	}
	return []string{fmt.Sprintf("the table's total is %s, but its amount column sums to %s %s", total, strings.Join(sums, " or "), total.Currency)}
}

// --- counts against lists ---

var (
	countNumber = `(\d+|[一二三四五六七八九十]+|ein|eine|einen|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)`
	jaCount     = regexp.MustCompile(`(?:次の|以下の|下記の|以下|下記)[^。:：]{0,12}?` + `(\d+|[一二三四五六七八九十]+)(?:つ|点|項目|件|ステップ|段階|個)`)
	deCount     = regexp.MustCompile(`(?:^|[^\p{L}])` + countNumber + `\s+(?:\p{L}+\s+)?(?:Punkte|Punkten|Schritte|Schritten|Stichpunkte|Stichpunkten|Hinweise|Hinweisen|Gründe|Gründen|Fragen|Optionen|Möglichkeiten|Angebote|Angeboten|Maßnahmen|Aspekte|Aspekten|Themen|Tipps|Vorteile|Änderungen|Positionen)(?:[^\p{L}]|$)`)
	numberWords = map[string]int{"ein": 1, "eine": 1, "einen": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6,
		"sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "elf": 11, "zwölf": 12}
)

// listCountConflicts compares a count announced right before a list ("Beachten Sie
// diese 3 Punkte:", "以下の3点をご確認ください。") with the list's top-level items.
func listCountConflicts(text string) []string {
	lines := strings.Split(text, "\n")
	var out []string
	for i := 0; i < len(lines); i++ {
		if _, ok := listItem(lines[i]); !ok {
			continue
		}
		intro := previousLine(lines, i)
		n := countListItems(lines[i:])
		i += n.lines - 1
		want, ok := announcedCount(intro)
		if ok && n.items >= 0 && want != n.items {
			out = append(out, fmt.Sprintf("%q announces %d items, the list has %d", clipRunes(strings.TrimSpace(intro), 80), want, n.items))
		}
	}
	return out
}

// previousLine is the last non-blank line before line i, or "" when that is a list
// item or there is none.
func previousLine(lines []string, i int) string {
	for j := i - 1; j >= 0; j-- {
		if strings.TrimSpace(lines[j]) == "" {
			continue
		}
		if _, ok := listItem(lines[j]); ok {
			return ""
		}
		return lines[j]
	}
	return ""
}

// announcedCount reads the count of a list's introduction: it must end the line as
// the introduction of a list does (a colon, or 。 after 次の/以下の).
func announcedCount(intro string) (int, bool) {
	l := strings.TrimSpace(intro)
	if l == "" {
		return 0, false
	}
	if m := jaCount.FindStringSubmatch(l); m != nil && (strings.HasSuffix(l, "。") || strings.HasSuffix(l, "：") || strings.HasSuffix(l, ":")) {
		if strings.Count(l, "。") > 1 {
			return 0, false // the count is in an earlier sentence of the line
		}
		if n, ok := kanjiNumber(m[1]); ok {
			return n, true
		}
		return atoi(m[1]), true
	}
	if sentences := deSentences(l); len(sentences) > 0 {
		l = sentences[len(sentences)-1] // the count must be in the sentence that ends in the colon
	}
	if m := deCount.FindStringSubmatch(l); m != nil && strings.HasSuffix(l, ":") {
		if n, ok := numberWords[strings.ToLower(m[1])]; ok {
			return n, true
		}
		return atoi(m[1]), true
	}
	return 0, false
}

// listSpan is a list's number of top-level items (-1: unclear) and of lines.
type listSpan struct{ items, lines int }

// resumes reports whether the next non-blank line is an item at indentation ind, of
// the same kind as the list's first (numbered or bulleted: after a line of text, a
// bulleted list below a numbered one is another list).
func resumes(lines []string, ind int, numbered bool) bool {
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		i, ok := listItem(l)
		return ok && i == ind && numberedItem(l) == numbered
	}
	return false
}

// numberedItem reports whether a list item line is numbered (1. 1) ①).
func numberedItem(l string) bool {
	r, _ := utf8.DecodeRuneInString(strings.TrimSpace(l))
	return unicode.IsDigit(r) || r >= '①' && r <= '⑳'
}

// countListItems counts the top-level items of the list starting at lines[0]: items
// at its first item's indentation, through blank lines and indented continuations,
// up to the first line of text at or left of that indentation that is no item.
func countListItems(lines []string) listSpan {
	first, _ := listItem(lines[0])
	n := listSpan{}
	for i, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		ind, ok := listItem(l)
		switch {
		case ok && ind == first:
			n.items++
		case ind > first:
		default:
			if resumes(lines[i+1:], first, numberedItem(lines[0])) {
				n.items = -1 // a line of text inside the list: its count is unclear
			}
			return n
		}
		n.lines = i + 1
	}
	return n
}

var circled = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳"

// listItem reports whether the line is a list item (a bullet, 1. 1) 1． (1) ①), and
// its indentation in runes.
func listItem(line string) (int, bool) {
	ind := utf8.RuneCountInString(line) - utf8.RuneCountInString(strings.TrimLeftFunc(line, unicode.IsSpace))
	l := strings.TrimSpace(line)
	if l == "" {
		return ind, false
	}
	if isBullet(l) || strings.HasPrefix(l, "+ ") {
		return ind, true
	}
	if r, _ := utf8.DecodeRuneInString(l); strings.ContainsRune(circled, r) {
		return ind, true
	}
	if m := numberedWide.FindString(l); m != "" {
		return ind, true
	}
	return ind, false
}

// numberedWide are the numbered items isBullet does not read: 1．, 1、, (1), （1）.
var numberedWide = regexp.MustCompile(`^(?:\d+[．、]|[(（]\d+[)）])`)

// --- JSON documents ---

var (
	qtyKeys   = []string{"quantity", "qty", "menge", "anzahl", "count", "数量", "個数"}
	unitKeys  = []string{"unit_price", "price", "einzelpreis", "preis", "stueckpreis", "stückpreis", "単価", "価格"}
	lineKeys  = []string{"amount", "line_total", "betrag", "gesamtpreis", "金額", "小計", "subtotal"}
	totalKeys = []string{"total", "total_amount", "sum", "summe", "gesamt", "gesamtbetrag", "gesamtsumme", "netto", "net", "zwischensumme", "合計", "合計金額", "総額", "subtotal"}
	taxKeys   = []string{"mwst", "ust", "tax", "vat", "steuer", "消費税", "税額"}
	grossKeys = []string{"brutto", "gross", "total_gross", "税込合計"}
)

// jsonTotalConflicts checks a JSON document's objects that hold an array of items
// with quantities and unit prices (or line amounts) and totals: one of the totals
// (total, netto, 合計…) must be the items' sum, or the sum plus the tax; and where
// net, tax and gross are all given, net plus tax must be gross.
func jsonTotalConflicts(text string) []string {
	t := strings.TrimSpace(text)
	if !strings.HasPrefix(t, "{") {
		return nil
	}
	dec := json.NewDecoder(strings.NewReader(t))
	dec.UseNumber()
	var doc any
	if err := dec.Decode(&doc); err != nil {
		return nil
	}
	var out []string
	walkObjects(doc, func(obj map[string]any) {
		out = append(out, objectTotalConflicts(obj)...)
	})
	return out
}

// walkObjects calls f with every object of a decoded JSON document, outer first.
func walkObjects(v any, f func(map[string]any)) {
	walkJSON(v, "", func(_ string, v any) {
		if x, ok := v.(map[string]any); ok {
			f(x)
		}
	})
}

func objectTotalConflicts(obj map[string]any) []string {
	var out []string
	tax, hasTax := numberAt(obj, taxKeys)
	net, hasNet := numberAt(obj, []string{"netto", "net"})
	gross, hasGross := numberAt(obj, grossKeys)
	if hasTax && hasNet && hasGross && new(big.Rat).Add(net, tax).Cmp(gross) != 0 {
		out = append(out, fmt.Sprintf("net %s plus tax %s is not the gross %s", ratString(net), ratString(tax), ratString(gross)))
	}
	sum, ok := itemsSum(obj)
	if !ok {
		return out
	}
	var totals []string
	others := otherNumbers(obj)
	for _, k := range totalKeys {
		v, has := numberAt(obj, []string{k})
		if !has {
			continue
		}
		if explained(new(big.Rat).Sub(v, sum), others) {
			return out
		}
		totals = append(totals, k+" "+ratString(v))
	}
	if len(totals) > 0 {
		out = append(out, fmt.Sprintf("the items sum to %s, but %s", ratString(sum), strings.Join(totals, ", ")))
	}
	return out
}

// otherNumbers are the object's numbers that are no total (shipping, tax, a
// discount), by which a total may differ from its items.
func otherNumbers(obj map[string]any) []*big.Rat {
	var out []*big.Rat
	for k := range obj {
		if slices.Contains(totalKeys, strings.ToLower(k)) || slices.Contains(grossKeys, strings.ToLower(k)) {
			continue
		}
		if r, ok := numberAt(obj, []string{strings.ToLower(k)}); ok {
			out = append(out, r)
		}
	}
	return out
}

// explained reports a difference between a total and its items' sum that is none,
// one of the other numbers (plus shipping, minus a discount) or all of them.
func explained(diff *big.Rat, others []*big.Rat) bool {
	if diff.Sign() == 0 {
		return true
	}
	all := new(big.Rat)
	for _, o := range others {
		if diff.Cmp(o) == 0 || new(big.Rat).Neg(diff).Cmp(o) == 0 {
			return true
		}
		all.Add(all, o)
	}
	return len(others) > 1 && diff.Cmp(all) == 0
}

// itemsSum sums the items of the object's one array of item objects: quantity times
// unit price, or the line amount. Every item must have them, or there is no sum.
func itemsSum(obj map[string]any) (*big.Rat, bool) {
	var found *big.Rat
	for _, v := range obj {
		arr, ok := v.([]any)
		if !ok || len(arr) == 0 {
			continue
		}
		sum, ok := arraySum(arr)
		if !ok {
			continue // not a list of items (notes, tags)
		}
		if found != nil {
			return nil, false // two item arrays: which one the total sums is unclear
		}
		found = sum
	}
	return found, found != nil
}

// arraySum is the sum of an array of items, each with a quantity and a unit price or
// a line amount; an array with any other element has none.
func arraySum(arr []any) (*big.Rat, bool) {
	sum := new(big.Rat)
	for _, e := range arr {
		item, ok := e.(map[string]any)
		if !ok {
			return nil, false
		}
		q, hasQ := numberAt(item, qtyKeys)
		u, hasU := numberAt(item, unitKeys)
		switch line, hasL := numberAt(item, lineKeys); {
		case hasQ && hasU:
			sum.Add(sum, new(big.Rat).Mul(q, u))
		case hasL:
			sum.Add(sum, line)
		default:
			return nil, false
		}
	}
	return sum, true
}

// numberAt is the number under the first of keys the object has (case-insensitive):
// a JSON number, or an object's "value" number ({"value": 15000, "currency": "JPY"}).
func numberAt(obj map[string]any, keys []string) (*big.Rat, bool) {
	lower := map[string]any{}
	for k, v := range obj {
		lower[strings.ToLower(k)] = v
	}
	for _, k := range keys {
		v, ok := lower[k]
		if !ok {
			continue
		}
		if m, ok := v.(map[string]any); ok {
			v = m["value"]
		}
		if n, ok := v.(json.Number); ok {
			if r, ok := new(big.Rat).SetString(n.String()); ok {
				return r, true
			}
		}
	}
	return nil, false
}

// --- a price per one unit beside a count of another ---

var (
	// perUnitPrice is a price per unit: 2.480円/枚, 12,50 € pro Stück, 3,00 €/Rolle.
	perUnitPrice = regexp.MustCompile(`\d[\d.,]*\s?(?:円|€|EUR|Euro)\s?(?:[/／]|pro |je )\s?([\p{L}.]+)`)
	// countedQuantity is a number with a counter or a unit after it: 10箱, 3 Kartons.
	countedQuantity = regexp.MustCompile(`\d[\d.,]*\s?([\p{L}.]+)`)
	// countUnits are the canonical units of units that count things.
	countUnits = wordSet("pieces 箱 冊 枚 本 台 件 部 点 袋 Packung Karton Paket Exemplar Kiste ケース セット パック ダース カートン 缶 瓶 ロール Set Dose Flasche Rolle Dutzend Palette")
)

// perUnitConflicts names a price per one unit on a line (a table row, a sentence)
// that counts its thing in another unit (10箱 | 2,480円/枚): the price now belongs to
// another quantity than the one it multiplies. A price per unit the case writes is
// its own.
func perUnitConflicts(text, known string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		for _, m := range perUnitPrice.FindAllStringSubmatch(line, -1) {
			per, ok := units[strings.TrimSuffix(m[1], ".")]
			if !ok {
				per, ok = units[m[1]]
			}
			if !ok || !countUnits[per] || strings.Contains(known, m[0]) {
				continue
			}
			for _, q := range countedQuantity.FindAllStringSubmatch(line, -1) {
				if u, ok := units[q[1]]; ok && countUnits[u] && u != per {
					out = append(out, fmt.Sprintf("%q beside %q", m[0], q[0]))
					break
				}
			}
		}
	}
	return out
}

// --- percentages, unit prices and time windows against their results ---

var (
	// percentCue is a percentage a sentence applies to an amount: tax, a discount.
	percentCue = regexp.MustCompile(`(?i)MwSt|Mehrwertsteuer|USt|Umsatzsteuer|Rabatt|Nachlass|Skonto|Ermäßigung|消費税|税率|割引|値引|オフ`)
	// percentValue is a percentage: 19 %, 10％, 20 Prozent.
	percentValue = regexp.MustCompile(`(\d{1,2}(?:[.,]\d{1,2})?)\s?(?:%|％|Prozent)`)
	// unitPriceCue marks an amount as the price of one of a counted quantity.
	unitPriceCue = regexp.MustCompile(`\bje\b|\bà\b|pro Stück|[×x✕]|単価|各|1個あたり|1点あたり`)
	// clockRange is a span of whole hours: 8 bis 12 Uhr, zwischen 8 und 12 Uhr, 9時から17時.
	clockRange = regexp.MustCompile(`\b(\d{1,2})(?::00)?(?: Uhr)? (?:bis|und) (\d{1,2})(?::00)? Uhr|(\d{1,2})時(?:から|～|〜|-)(\d{1,2})時`)
	// windowLength is a length of hours said right after a span: (3 Stunden), （10時間）,
	// ein Zeitfenster von 4 Stunden.
	windowLength = regexp.MustCompile(`^[^.。\n]{0,24}?[（(]?(?:ein Zeitfenster von |also |d\. h\. )?(\d{1,2}) ?(?:Stunden|時間)`)
)

// abbrevEnd is an abbreviation a sentence splitter may take for a sentence's end.
var abbrevEnd = regexp.MustCompile(`(?:MwSt|USt|zzgl|inkl|ca|bzw|Nr|Stk)\.\s*$`)

// arithmeticConflicts names, per sentence, a percentage of tax or discount that no
// amount of the sentence bears out against another (10 % Rabatt auf 1.000,00 € sind
// 150,00 €), a count times a unit price that the stated total is not (4 Stück zu je
// 12,50 € … 55,00 €), and a time window whose length is not its span (zwischen 8 und
// 12 Uhr (3 Stunden)).
func arithmeticConflicts(lang, text string) []string {
	var out []string
	var ss []string
	for _, s := range sentencesOf(lang, text) {
		// A sentence the splitter ended at an abbreviation goes on in the next.
		if n := len(ss); n > 0 && abbrevEnd.MatchString(ss[n-1]) {
			ss[n-1] += " " + s
			continue
		}
		ss = append(ss, s)
	}
	for _, s := range ss {
		if p := percentConflict(lang, s); p != "" {
			out = append(out, p)
		}
		if p := unitPriceConflict(lang, s); p != "" {
			out = append(out, p)
		}
		if p := windowConflict(s); p != "" {
			out = append(out, p)
		}
		if p := enumerationConflict(lang, s); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// near reports whether x is y within rounding to the currency's smallest unit.
func near(x, y float64, cur string) bool {
	tol := 0.011
	if cur == "JPY" {
		tol = 1.01
	}
	return math.Abs(x-y) <= tol
}

// percentConflict checks a sentence with one percentage of tax or discount and two
// amounts or more: some amount must be a base from which every other one follows (the
// share, the base plus it, the base less it).
func percentConflict(lang, s string) string {
	ps := percentValue.FindAllStringSubmatch(s, -1)
	if len(ps) != 1 || !percentCue.MatchString(s) {
		return ""
	}
	pct, err := strconv.ParseFloat(strings.Replace(ps[0][1], ",", ".", 1), 64)
	if err != nil || pct <= 0 {
		return ""
	}
	as := extractAmounts(lang, s)
	if len(as) < 2 {
		return ""
	}
	var vs []float64
	for _, a := range as {
		if a.Currency != as[0].Currency {
			return ""
		}
		v, _ := ratOf(a.Value).Float64()
		vs = append(vs, v)
	}
	for i, b := range vs {
		all := true
		for j, v := range vs {
			if i == j || near(v, b, as[0].Currency) {
				continue
			}
			share := b * pct / 100
			if !near(v, share, as[0].Currency) && !near(v, b+share, as[0].Currency) && !near(v, b-share, as[0].Currency) {
				all = false
				break
			}
		}
		if all {
			return ""
		}
	}
	return fmt.Sprintf("%q: no amount is the others' base at %s %%", clipRunes(s, 100), ps[0][1])
}

// unitPriceConflict checks a sentence with one counted quantity, a unit price and
// one more amount: the other amount must be the count times the price.
func unitPriceConflict(lang, s string) string {
	if !unitPriceCue.MatchString(s) {
		return ""
	}
	var count float64
	n := 0
	for _, q := range countedQuantity.FindAllStringSubmatch(s, -1) {
		if u, ok := units[q[1]]; ok && countUnits[u] {
			num := strings.TrimSuffix(strings.TrimSpace(strings.TrimSuffix(q[0], q[1])), ",")
			if v, err := strconv.ParseFloat(num, 64); err == nil {
				count = v
				n++
			}
		}
	}
	as := extractAmounts(lang, s)
	if n != 1 || count < 2 || len(as) != 2 || as[0].Currency != as[1].Currency {
		return ""
	}
	a, _ := ratOf(as[0].Value).Float64()
	b, _ := ratOf(as[1].Value).Float64()
	if near(b, a*count, as[0].Currency) || near(a, b*count, as[0].Currency) {
		return ""
	}
	return fmt.Sprintf("%q: %g × %s is not %s", clipRunes(s, 100), count, as[0], as[1])
}

// windowConflict checks a span of whole hours with its length said right after it.
func windowConflict(s string) string {
	for _, loc := range clockRange.FindAllStringSubmatchIndex(s, -1) {
		var from, to string
		if loc[2] >= 0 {
			from, to = s[loc[2]:loc[3]], s[loc[4]:loc[5]]
		} else {
			from, to = s[loc[6]:loc[7]], s[loc[8]:loc[9]]
		}
		m := windowLength.FindStringSubmatch(s[loc[1]:])
		if m == nil {
			continue
		}
		f, _ := strconv.Atoi(from)
		t, _ := strconv.Atoi(to)
		l, _ := strconv.Atoi(m[1])
		if t > f && t-f != l {
			return fmt.Sprintf("%q: %s to %s is %d hours, not %d", clipRunes(s, 100), from, to, t-f, l)
		}
	}
	return ""
}

var (
	// deEnumeration is a count of things and the things after a colon: zwei Termine an:
	// Montag, Dienstag oder Mittwoch.
	deEnumeration = regexp.MustCompile(`(?:^|[^\p{L}])(zwei|drei|vier|fünf|sechs|sieben|acht|\d) (?:\p{Ll}+ )?\p{Lu}\p{L}+(?: \p{L}+){0,2}: ([^:]+?)[.!?]?$`)
	// jaEnumeration is things joined by 、 and their count after them: A、B、Cの3点.
	jaEnumeration = regexp.MustCompile(`([^。：:\n]+(?:、[^。、：:\n]+)+)の(\d|[一二三四五六七八九十])(?:点|つ|件|項目|種類)`)
	// enumJoin splits the last two things of an enumeration.
	enumJoin = regexp.MustCompile(` (?:und|oder|sowie|bzw\.) |および|または|及び|並びに`)
)

// enumerationConflict checks a sentence that counts the things it names in a run
// (drei Unterlagen: A, B und C; A、B、Cの3点): the count must be the number of things.
// Each thing is short (five words at most): a clause is no item.
func enumerationConflict(lang, s string) string {
	var n int
	var run string
	if lang == "ja" {
		m := jaEnumeration.FindStringSubmatch(s)
		if m == nil {
			return ""
		}
		if k, ok := kanjiNumber(m[2]); ok {
			n = k
		} else {
			n = atoi(m[2])
		}
		// The run starts after its topic (必要な書類は、…).
		run = m[1]
		if first, rest, ok := strings.Cut(run, "、"); ok && strings.ContainsAny(lastRuneString(first), "はをがもにで") {
			run = rest
		}
	} else {
		m := deEnumeration.FindStringSubmatch(s)
		if m == nil {
			return ""
		}
		if k, ok := numberWords[strings.ToLower(m[1])]; ok {
			n = k
		} else {
			n = atoi(m[1])
		}
		run = m[2]
	}
	var items []string
	for _, part := range strings.FieldsFunc(run, func(r rune) bool { return r == '、' }) {
		for _, p := range strings.Split(part, ", ") {
			items = append(items, enumJoin.Split(p, -1)...)
		}
	}
	if len(items) < 2 {
		return ""
	}
	for _, it := range items {
		if len(strings.Fields(it)) > 5 || strings.TrimSpace(it) == "" {
			return ""
		}
	}
	if len(items) != n {
		return fmt.Sprintf("%q counts %d, but names %d", clipRunes(s, 100), n, len(items))
	}
	return ""
}

// lastRuneString is the last character of s.
func lastRuneString(s string) string {
	_, size := utf8.DecodeLastRuneInString(s)
	return s[len(s)-size:]
}

// --- dates against calendar glosses ---

// calendarGloss is a week, half-year or quarter written right after a date (in its
// brackets or after a comma): KW 43, 2. Halbjahr, Q4, 下期.
var calendarGloss = regexp.MustCompile(`^[^\n.;。]{0,14}?(?:(?:KW|Kalenderwoche)\s?(\d{1,2})|(\d{1,2})\.\s?KW|([12])\.\s?Halbjahr|(erste|zweite)[sn]? (?:Halbjahr|Jahreshälfte)|H([12])\b|Q([1-4])\b|([1-4])\.\s?Quartal|(上期|下期|上半期|下半期))`)

// calendarGlossConflicts names each date written with a calendar week (ISO 8601),
// a half-year or a quarter (the calendar's) it does not fall in. A Japanese 上期 or
// 下期 is read as a fiscal half from April as well as a calendar one: only a month
// that both put in the other half (下期 for April to June, 上期 for October to
// December) contradicts it.
func calendarGlossConflicts(lang, text string, refYear int) []string {
	norm, spans := dateSpans(lang, text, refYear)
	var out []string
	for _, sp := range pickSpans(spans) {
		t, err := time.Parse("2006-01-02", sp.value)
		if err != nil {
			continue
		}
		m := calendarGloss.FindStringSubmatch(norm[sp.end:])
		if m == nil {
			continue
		}
		_, week := t.ISOWeek()
		month := int(t.Month())
		half, quarter := (month+5)/6, (month+2)/3
		bad := false
		switch {
		case m[1] != "" || m[2] != "":
			bad = atoiOr(m[1]+m[2], 0) != week
		case m[3] != "" || m[5] != "":
			bad = atoiOr(m[3]+m[5], 0) != half
		case m[4] != "":
			bad = (m[4] == "erste") != (half == 1)
		case m[6] != "" || m[7] != "":
			bad = atoiOr(m[6]+m[7], 0) != quarter
		case m[8] != "":
			first := strings.HasPrefix(m[8], "上")
			bad = first && month >= 10 || !first && month >= 4 && month <= 6
		}
		if bad {
			out = append(out, fmt.Sprintf("%s is not in %s", norm[sp.start:sp.end], strings.TrimSpace(strings.TrimLeft(m[0], " (（,、"))))
		}
	}
	return out
}

// atoiOr is s as a number, or def.
func atoiOr(s string, def int) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		return def
	}
	return n
}

// --- dates against their day counts ---

var (
	// deGapBetween is what stands between a date and the date it is counted from in
	// German: 26.10.2026 (7 Tage nach dem 19.10.2026).
	deGapBetween = regexp.MustCompile(`^\s*[(,]\s*(\d{1,3})\s+Tage?n?\s+(nach|vor)\s+dem\s*$`)
	// jaGapBefore stands between a date and the one it is counted from in Japanese
	// (11月9日（10月30日の10日後）), jaGapAfter after that one; jaGapLead between the
	// date counted from and the date (10月30日の10日後の11月9日).
	jaGapBefore = regexp.MustCompile(`^\s*[(、,]\s*$`)
	jaGapAfter  = regexp.MustCompile(`^の(\d{1,3})日(後|前)`)
	jaGapLead   = regexp.MustCompile(`^の(\d{1,3})日(後|前)の$`)
)

// dateGapConflicts names a date written with the number of days after or before
// another date that it is not: 26.10.2026 (8 Tage nach dem 19.10.2026),
// 11月9日（10月30日の11日後）. Calendar days only: Werktage and 営業日 are not read.
func dateGapConflicts(lang, text string, refYear int) []string {
	t, spans := dateSpans(lang, text, refYear)
	spans = pickSpans(spans)
	var out []string
	check := func(date, from span, n int, after bool) {
		a, err1 := time.Parse("2006-01-02", date.value)
		b, err2 := time.Parse("2006-01-02", from.value)
		if err1 != nil || err2 != nil {
			return
		}
		want := n
		if !after {
			want = -n
		}
		if got := int(a.Sub(b).Hours() / 24); got != want {
			out = append(out, fmt.Sprintf("%s is written as %d days %s %s, but is %d", t[date.start:date.end], n, map[bool]string{true: "after", false: "before"}[after], t[from.start:from.end], got))
		}
	}
	for i := 0; i+1 < len(spans); i++ {
		a, b := spans[i], spans[i+1]
		between := t[a.end:b.start]
		if lang == "de" {
			if m := deGapBetween.FindStringSubmatch(between); m != nil {
				n, _ := strconv.Atoi(m[1])
				check(a, b, n, m[2] == "nach")
			}
			continue
		}
		if jaGapBefore.MatchString(between) {
			if m := jaGapAfter.FindStringSubmatch(t[b.end:]); m != nil {
				n, _ := strconv.Atoi(m[1])
				check(a, b, n, m[2] == "後")
			}
		}
		if m := jaGapLead.FindStringSubmatch(between); m != nil {
			n, _ := strconv.Atoi(m[1])
			check(b, a, n, m[2] == "後")
		}
	}
	return out
}

// deductionWord joins an amount taken off another (abzüglich, minus, 差し引いて).
var deductionWord = regexp.MustCompile(`abzüglich|minus|差し引|を引いて|を引くと|控除`)

// proseDeductionConflicts checks each sentence that takes one amount off another
// (33.000 € abzüglich 5.500 € …, 33,000円から5,500円を差し引いて) and then states the
// total: the total must be their difference. An addition told as a deduction keeps the
// sum and breaks the sentence's arithmetic.
func proseDeductionConflicts(lang, text string) []string {
	var out []string
	for _, s := range sentencesOf(lang, text) {
		loc := totalWord.FindStringIndex(s)
		if loc == nil || !deductionWord.MatchString(s[:loc[0]]) {
			continue
		}
		items := extractAmounts(lang, s[:loc[0]])
		total, ok := leadingAmount(lang, s[loc[1]:])
		if !ok || len(items) != 2 || items[0].Currency != total.Currency || items[1].Currency != total.Currency {
			continue
		}
		diff := new(big.Rat).Sub(ratOf(items[0].Value), ratOf(items[1].Value))
		if diff.Cmp(ratOf(total.Value)) != 0 {
			out = append(out, fmt.Sprintf("%q states a total of %s, but %s less %s is %s %s", clipRunes(s, 120), total, items[0], items[1], ratString(diff), total.Currency))
		}
	}
	return out
}
