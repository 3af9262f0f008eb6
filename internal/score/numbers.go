package score

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// TypeNumbers is the numbers check: every number the answer writes in digits is one
// the request or the golden states, and every number the golden writes in digits is
// in the answer. Dates, amounts and ids have checks of their own, which know their
// forms; this one sees what those do not: a clock time (ab 8 Uhr → ab 9 Uhr), a month
// named alone (9月分 → 8月分), an ordinal (第3回 → 第4回), a model number (L9 → L8), a
// count or a percentage — any number a damaged answer changes, adds or drops.
//
// A number is compared by value, read both ways (1.249,90 and 1,249.90 are 1249.9,
// and so is 1249.90), and also digit run by digit run, so that a number written in
// another form (14:00 for 14 Uhr) is not new. Not counted: a list item's marker (1.),
// a number that counts the items of one of the answer's lists (die folgenden 3
// Punkte), runs of zeros (14:00), and the parts of a date the request or golden
// states. A number the golden or request writes in words (drei, 三) may be written in
// digits, and the other way round. In German, a number written as a word (drei,
// dritten; not ein or erste) is compared too: its value must be one the case states,
// and before the same word as one of the case's number words it must be that one's
// (am zweiten Tag is not am dritten Tag).
const TypeNumbers = "numbers"

// numberRe is a number as written: digit runs joined by . , or : (1.249,90; 14:30).
var numberRe = regexp.MustCompile(`\d+(?:[.,:]\d+)*`)

// listMarkerRe is a list item's number at the start of a line (after Tidy, "N. ").
var listMarkerRe = regexp.MustCompile(`(?m)^ *\d{1,3}\. `)

// numberKeys returns the values a written number may stand for: its value read with
// a decimal comma, its value read with a decimal point, and each of its digit runs.
func numberKeys(tok string) (whole []string, runs []string) {
	for _, conv := range []func(string) string{
		func(s string) string { return strings.ReplaceAll(strings.ReplaceAll(s, ".", ""), ",", ".") },
		func(s string) string { return strings.ReplaceAll(s, ",", "") },
	} {
		if v, err := strconv.ParseFloat(conv(tok), 64); err == nil {
			whole = append(whole, strconv.FormatFloat(v, 'f', -1, 64))
		}
	}
	for _, r := range strings.FieldsFunc(tok, func(r rune) bool { return r == '.' || r == ',' || r == ':' }) {
		if v, err := strconv.Atoi(r); err == nil {
			runs = append(runs, strconv.Itoa(v))
		}
	}
	return whole, runs
}

// numberSource is what an answer's numbers may come from: the values and digit runs
// of every number in a text, its number words, and the parts of its dates.
type numberSource map[string]bool

func (s numberSource) add(text string, refYear int) {
	for _, tok := range numberRe.FindAllString(text, -1) {
		whole, runs := numberKeys(tok)
		for _, k := range append(whole, runs...) {
			s[k] = true
		}
	}
	lower := strings.ToLower(text)
	for w, n := range deNumberWords {
		if strings.Contains(lower, w) {
			s[strconv.Itoa(n)] = true
		}
	}
	for _, wn := range wordNumbers(text) {
		s[strconv.Itoa(wn.n)] = true
	}
	for _, m := range kanjiNumeralRe.FindAllString(text, -1) {
		if n, ok := kanjiNumber(m); ok {
			s[strconv.Itoa(n)] = true
		}
	}
	for _, f := range ExtractFacts(text, refYear) {
		if f.Kind != KindDate {
			continue
		}
		if d, err := time.Parse("2006-01-02", f.Value); err == nil {
			for _, n := range []int{d.Year(), int(d.Month()), d.Day()} {
				s[strconv.Itoa(n)] = true
			}
		}
	}
}

// deOrdinalStems are the stems of the German ordinals 2 to 12 (zweiten, dritte,
// zwölftes): with an ending -e, -en, -er, -es or -em they are numbers in words. The
// first (erste) is left out: "zum ersten Mal" and "Ihre erste Bestellung" count
// nothing.
var deOrdinalStems = map[string]int{"zweit": 2, "dritt": 3, "viert": 4, "fünft": 5, "sechst": 6, "siebt": 7, "siebent": 7,
	"acht": 8, "neunt": 9, "zehnt": 10, "elft": 11, "zwölft": 12}

// deWordNumber is the value of a German number word, cardinal (drei) or ordinal
// (dritten), and whether w is one.
func deWordNumber(w string) (int, bool) {
	w = strings.ToLower(w)
	if n, ok := deNumberWords[w]; ok {
		return n, true
	}
	for _, end := range []string{"e", "en", "er", "es", "em"} {
		if n, ok := deOrdinalStems[strings.TrimSuffix(w, end)]; ok && strings.HasSuffix(w, end) {
			return n, true
		}
	}
	return 0, false
}

// wordNumbers returns the German number words of a text, each with its value and the
// word after it (lower case; "" at a sentence end): "zweiten Tag" → (zweiten, 2, tag).
func wordNumbers(text string) []wordNumber {
	var out []wordNumber
	for _, line := range strings.Split(text, "\n") {
		for _, sent := range deSentences(line) {
			words := strings.FieldsFunc(sent, func(r rune) bool { return !unicode.IsLetter(r) })
			for i, w := range words {
				n, ok := deWordNumber(w)
				if !ok {
					continue
				}
				next := ""
				if i+1 < len(words) {
					next = strings.ToLower(words[i+1])
				}
				out = append(out, wordNumber{word: w, n: n, next: next})
			}
		}
	}
	return out
}

// wordNumber is a number written as a German word, with the word after it.
type wordNumber struct {
	word string
	n    int
	next string
}

// changedWordNumbers names the German number words of the answer that neither the
// request nor the golden states (by value, in words or digits: src), and those
// standing before the same word as one of the golden's or request's number words
// with another value (am zweiten Tag → am dritten Tag; zwei Muster → drei Muster).
func changedWordNumbers(text, known string, src numberSource) []string {
	was := map[string][]int{}
	for _, wn := range wordNumbers(known) {
		if wn.next != "" {
			was[wn.next] = append(was[wn.next], wn.n)
		}
	}
	var out []string
	for _, wn := range wordNumbers(text) {
		prev, inContext := was[wn.next]
		switch {
		case !src[strconv.Itoa(wn.n)]:
		case wn.next != "" && inContext && !slices.Contains(prev, wn.n):
		default:
			continue
		}
		if s := wn.word + " " + wn.next; !slices.Contains(out, strings.TrimSpace(s)) {
			out = append(out, strings.TrimSpace(s))
		}
	}
	return out
}

// kanjiNumeralRe is a run of kanji numerals (三, 十五, 二十).
var kanjiNumeralRe = regexp.MustCompile(`[〇一二三四五六七八九十]+`)

// has reports whether the source states the number tok, by value or run by run.
func (s numberSource) has(tok string) bool {
	whole, runs := numberKeys(tok)
	if slices.ContainsFunc(whole, func(k string) bool { return s[k] }) {
		return true
	}
	return len(runs) > 0 && !slices.ContainsFunc(runs, func(k string) bool { return !s[k] && strings.Trim(k, "0") != "" })
}

// factRes are the forms of the facts the fact checks judge: dates, amounts (3万3,000円,
// 1.249,90 €) and ids. Their numbers are theirs to check, in their canonical forms:
// 令和8年 is 2026, and 3万3,000円 is 33,000円.
var factRes = func() []*regexp.Regexp {
	out := []*regexp.Regexp{usDateRe, jaAmountYen, jaAmountSign, jaAmountEuro, deAmountPost, deAmountPre}
	for _, p := range datePatternsFor("") {
		out = append(out, p.re)
	}
	return out
}()

// maskFacts blanks the dates, amounts and ids of text.
func maskFacts(text string) string { return maskMemo.get(text, maskFactsOnce) }

var maskMemo memo[string]

// maskFactsOnce is maskFacts without its memo.
func maskFactsOnce(text string) string {
	for _, re := range factRes {
		text = re.ReplaceAllStringFunc(text, func(m string) string { return strings.Repeat(" ", len(m)) })
	}
	return idToken.ReplaceAllStringFunc(text, func(tok string) string {
		if isID(tok) {
			return strings.Repeat(" ", len(tok))
		}
		return tok
	})
}

// writtenNumbers returns the numbers a tidied text writes in digits, leaving out list
// markers, the counts of its own lists and the numbers of its dates, amounts and ids.
func writtenNumbers(text string) []string {
	counts := map[string]bool{}
	for _, b := range parseLists(text) {
		counts[strconv.Itoa(len(b.items))] = true
	}
	var out []string
	for _, tok := range numberRe.FindAllString(maskFacts(listMarkerRe.ReplaceAllString(text, "")), -1) {
		if counts[tok] || strings.Trim(strings.NewReplacer(".", "", ",", "", ":", "").Replace(tok), "0") == "" {
			continue
		}
		out = append(out, tok)
	}
	return out
}

// numberContexts maps the context a number stands in (see contextOf) to the numbers
// a text writes in it: "L#" → {9}, "#Uhr" → {8, 12}, "第#回" → {3}.
func numberContexts(text string) map[string][]string {
	out := map[string][]string{}
	for _, loc := range numberRe.FindAllStringIndex(text, -1) {
		k := contextOf(text, loc[0], loc[1])
		if k == "" {
			continue
		}
		_, runs := numberKeys(text[loc[0]:loc[1]])
		if len(runs) > 0 && !slices.Contains(out[k], runs[0]) {
			out[k] = append(out[k], runs[0])
		}
	}
	return out
}

// contextSuffixes are the words and counters that say what a number is: a time of
// day, a month, an ordinal, a share.
var contextSuffixes = []string{"Uhr", "Prozent", "%", "％", "月", "回", "時", "号", "階", "条", "章", "歳", "週", "名", "件"}

// contextOf returns the context of the number text[s:e]: the ASCII letters or 第 right
// before it and the unit right after it (one space allowed), as "L#", "第#回",
// "#Uhr"; "" when it has neither.
func contextOf(text string, s, e int) string {
	pre := ""
	for i := s; i > 0; {
		r, size := utf8.DecodeLastRuneInString(text[:i])
		if !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z') {
			if r == '第' && i == s {
				pre = "第"
			}
			break
		}
		pre = string(r) + pre
		i -= size
	}
	post := ""
	rest := strings.TrimPrefix(text[e:], " ")
	for _, suf := range contextSuffixes {
		if strings.HasPrefix(rest, suf) {
			post = suf
			break
		}
	}
	if pre == "" && post == "" {
		return ""
	}
	return pre + "#" + post
}

// periodWord is a period an amount or count recurs in: pro Monat, monatlich, jährlich,
// einmal im Jahr, 毎月, 月額, 年額, 月1回. Not täglich or 毎日, which a paraphrase
// writes for the case's jeden Tag.
var periodWord = regexp.MustCompile(`pro (?:Monat|Jahr|Woche|Quartal|Tag)|im Monat|(?:einmal|zweimal|dreimal|\d+[- ]?mal) (?:im|pro|je|in der|am) (?:Jahr|Monat|Woche|Quartal|Tag)|monatlich|jährlich|wöchentlich|/Monat|/Jahr|毎月|月額|月々|年額|毎週|毎年|[年月週]\d+回|1日\d+回|週あたり|月あたり`)

// periodOf names the period of a periodWord match: month, year, week or quarter, so
// that 毎月 is the 月額 the case writes.
func periodOf(m string) string {
	switch {
	case strings.Contains(m, "Monat") || strings.Contains(m, "monat") || strings.Contains(m, "月"):
		return "month"
	case strings.Contains(m, "Jahr") || strings.Contains(m, "jähr") || strings.Contains(m, "年"):
		return "year"
	case strings.Contains(m, "Quartal"):
		return "quarter"
	case strings.Contains(m, "Tag") || strings.Contains(m, "täg") || strings.Contains(m, "日"):
		return "day"
	}
	return "week"
}

// hyphenCode is a code of letters and digits joined by a hyphen (TR-4031, WE-20417).
var hyphenCode = regexp.MustCompile(`\b[A-Z]{1,4}-\d{2,}\b`)

// scaleWord is a unit that scales the figures of a column or a sentence.
var scaleWord = regexp.MustCompile(`Tsd\.|in Tausend|Mio\.|Mrd\.|（千円）|\(千円\)|（万円）|\(万円\)|（百万円）|\(百万円\)|千円単位|万円単位`)

// timeZone is a time zone named beside a clock time.
var timeZone = regexp.MustCompile(`\b(?:UTC|GMT|MEZ|MESZ|CET|CEST|JST|EST|EDT|PST|PDT|BST)\b|日本時間|協定世界時|グリニッジ標準時`)

// zeroHour is a clock time at midnight: 0 Uhr, 0:00 Uhr, 00:00, 0時, 午前0時.
var zeroHour = regexp.MustCompile(`(?:^|[^\d:.,])(?:0?0(?::00)?\s?Uhr|0?0:00|0時)(?:[^\d]|$)`)

// uhrRange is a range of clock hours with Uhr after both ends (zwischen 8 Uhr und 12
// Uhr, von 6 Uhr bis 22 Uhr).
var uhrRange = regexp.MustCompile(`(\d{1,2}(?:[:.]\d\d)?) Uhr (und|bis|-) (\d{1,2}(?:[:.]\d\d)?) Uhr`)

// oneUhr writes a range of clock hours with Uhr once, after its end (zwischen 8 und 12
// Uhr), so that both ends of the range stand in one context however the range is
// written.
func oneUhr(s string) string {
	if !strings.Contains(s, "Uhr") {
		return s
	}
	return uhrRange.ReplaceAllString(s, "$1 $2 $3 Uhr")
}

// numbers runs the numbers check on a tidied answer (see TypeNumbers).
func (c Check) numbers(res Result, text string, refYear int) Result {
	golden := Tidy(c.Golden)
	src := numberSource{}
	request := Tidy(c.Request)
	src.add(request, refYear)
	src.add(golden, refYear)
	for _, it := range c.Items { // derived facts and the like
		src.add(it.Value, refYear)
	}
	var added []string
	for _, tok := range writtenNumbers(text) {
		if !src.has(tok) && !slices.Contains(added, tok) {
			added = append(added, tok)
		}
	}
	// A number another in the same context replaced: L9 → L8, ab 8 Uhr → ab 9 Uhr,
	// 第3回 → 第4回, though 8, 9 or 4 stand elsewhere in the golden.
	was := numberContexts(maskFacts(oneUhr(golden + "\n" + request)))
	var changed []string
	masked := maskFacts(oneUhr(listMarkerRe.ReplaceAllString(text, "")))
	for k, nums := range numberContexts(masked) {
		for _, n := range nums {
			if src, ok := was[k]; ok && !slices.Contains(src, n) {
				changed = append(changed, strings.Replace(k, "#", n, 1))
			}
		}
	}
	if c.Lang == "de" {
		changed = append(changed, changedWordNumbers(text, golden+"\n"+request, src)...)
	}
	changed = append(changed, spelledNumbers(c.Lang, text, golden+"\n"+request)...)
	// A scale the case never writes (Preis (Tsd. €), 単価（千円）) multiplies every figure
	// it heads.
	for _, m := range scaleWord.FindAllString(text, -1) {
		if !strings.Contains(golden+"\n"+request, m) {
			if z := "scale " + m; !slices.Contains(changed, z) {
				changed = append(changed, z)
			}
		}
	}
	// A code of the case written without its hyphen (TR-4031 → TR4031) names no code
	// the case knows.
	for _, code := range hyphenCode.FindAllString(golden, -1) {
		if bare := strings.ReplaceAll(code, "-", ""); !strings.Contains(text, code) && regexp.MustCompile(`(?:^|[^A-Za-z0-9])`+bare+`(?:[^A-Za-z0-9]|$)`).MatchString(text) {
			if z := "code " + bare + " for " + code; !slices.Contains(changed, z) {
				changed = append(changed, z)
			}
		}
	}
	// Midnight's clock time (0:00 Uhr, 0時), whose zeros are not counted above, pins
	// a day the case gives whole to its first moment: bis 19.10. um 0:00 Uhr ends a
	// day earlier than bis 19.10.
	if !zeroHour.MatchString(golden + "\n" + request) {
		if m := zeroHour.FindString(text); m != "" {
			changed = append(changed, "clock time "+strings.Trim(m, " ,(（"))
		}
	}
	changed = append(changed, clockMadeHours(text, golden+"\n"+request)...)
	changed = append(changed, clockDurations(text, golden+"\n"+request)...)
	changed = append(changed, spanLostStart(text, golden)...)
	// A time zone the case never names turns a local clock time into another one.
	if !timeZone.MatchString(golden + "\n" + request) {
		for _, m := range timeZone.FindAllString(text, -1) {
			if z := "time zone " + strings.TrimSpace(m); !slices.Contains(changed, z) {
				changed = append(changed, z)
			}
		}
	}
	slices.Sort(changed)
	ans := numberSource{}
	ans.add(text, refYear)
	var dropped []string
	for _, tok := range writtenNumbers(golden) {
		if !ans.has(tok) && !slices.Contains(dropped, tok) {
			dropped = append(dropped, tok)
		}
	}
	moved := movedDates(c.Lang, text, golden, request, refYear)
	movedVals := movedValues(c.Lang, text, golden, request)
	limits := lostLimits(c.Lang, factTexts(text), factTexts(golden), refYear)
	bounds := addedBounds(c.Lang, text, golden+"\n"+request, refYear)
	bounds = append(bounds, weekdaySlots(text, golden)...)
	bounds = append(bounds, boundedAmounts(text, golden+"\n"+request)...)
	bounds = append(bounds, relabelledCodes(text, golden+"\n"+request)...)
	bounds = append(bounds, relabelledDates(text, golden+"\n"+request)...)
	bounds = append(bounds, datedDocuments(c.Lang, text, golden+"\n"+request, refYear)...)
	bounds = append(bounds, moveEnds(c.Lang, text, golden, refYear)...)
	bounds = append(bounds, movedAddresses(text, golden+"\n"+request)...)
	// A period the case never gives an amount (3.912,50 € pro Monat, 毎月約1,400万円):
	// a one-off sum made a recurring one.
	var periods []string
	known := map[string]bool{}
	for _, m := range periodWord.FindAllString(golden+"\n"+request, -1) {
		known[periodOf(m)] = true
	}
	for _, m := range periodWord.FindAllString(text, -1) {
		if !known[periodOf(m)] && !slices.Contains(periods, m) {
			periods = append(periods, m)
		}
	}
	if len(added) == 0 && len(dropped) == 0 && len(changed) == 0 && len(moved) == 0 && len(movedVals) == 0 && len(periods) == 0 && len(limits) == 0 && len(bounds) == 0 {
		return pass(res, 1, "every number is the request's or the golden's, and the golden's are all there")
	}
	var why []string
	if len(added) > 0 {
		why = append(why, fmt.Sprintf("numbers neither the request nor the golden states: %s", quoteList(added)))
	}
	if len(dropped) > 0 {
		why = append(why, fmt.Sprintf("numbers of the golden missing: %s", quoteList(dropped)))
	}
	if len(changed) > 0 {
		why = append(why, fmt.Sprintf("numbers where the golden and request have others in the same place: %s", quoteList(changed)))
	}
	if len(periods) > 0 {
		why = append(why, fmt.Sprintf("a period neither the golden nor the request gives an amount: %s", quoteList(periods)))
	}
	if len(moved) > 0 {
		why = append(why, "dates in another date's place: "+strings.Join(moved, "; "))
	}
	if len(movedVals) > 0 {
		why = append(why, "amounts or codes in another's place: "+strings.Join(movedVals, "; "))
	}
	if len(limits) > 0 {
		why = append(why, "the golden's deadline stated as a fixed date or time, without a limit: "+strings.Join(limits, ", "))
	}
	if len(bounds) > 0 {
		why = append(why, "a figure put in another slot (a bound, a weekday, a label, an address): "+strings.Join(bounds, ", "))
	}
	return fail(res, 0, "%s", strings.Join(why, "; "))
}
