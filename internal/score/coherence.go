package score

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// TypeCoherence is the general check that the answer's statements can all be true at
// once: no calendar date that does not exist (36. Oktober 2026, 38.10.2026, 2月30日),
// no weekday named apart from a date that the case never names ("seit Mittwoch" →
// "seit Donnerstag"),
// and no sentence or list item stated twice with only a number changed ("… in der
// Brückenstraße 12 …" then "… in der Brückenstraße 22 …"): one of the two is wrong,
// whichever the golden has. Sentences that differ in a number only where the golden
// has such a pair too (a table's rows, "Schritt 1 …", "Schritt 2 …") are the golden's
// own pattern and pass.
const TypeCoherence = "coherence"

// minTwinRunes is how long a sentence must be, without its digits, to count as a
// twin of another: short ones ("Pos. 1:", "1. OG") repeat by their nature.
const minTwinRunes = 20

var digitRun = regexp.MustCompile(`\d+`)

// postalLine is an address's postal code and town (67059 Ludwigshafen am Rhein,
// 〒530-0001 大阪府…): two addresses of one town differ in their codes, and are
// no statement restated.
var postalLine = regexp.MustCompile(`^(?:\d{4,5} \p{Lu}[\p{L} .()-]*|〒.*)$`)

// impossibleDates names the dates of the text that the calendar does not have.
// Year-less forms are read in a leap year, so 29. Februar passes.
func impossibleDates(lang, text string) []string {
	text = normForLang(lang, text)
	var out []string
	for _, p := range datePatternsFor(lang) {
		for _, idx := range p.re.FindAllStringSubmatchIndex(text, -1) {
			m := matchGroups(text, idx)
			y, mo, d, ok := p.parse(m, 2000)
			if !ok || !digitBounded(text, idx[0], idx[1]) {
				continue
			}
			if _, valid := isoDate(y, mo, d); !valid && y > 0 {
				out = append(out, fmt.Sprintf("no such date %q", strings.TrimSpace(m[0])))
			}
		}
	}
	return out
}

// numberTwins names the sentences of the answer that another sentence repeats with
// only its numbers changed, unless the golden (or the request) has such a pair.
func numberTwins(lang string, answer, known []string) []string {
	twinKeys := func(parts []string) map[string][]string {
		byKey := map[string][]string{}
		for _, part := range parts {
			for _, s := range sentencesOf(lang, part) {
				s = strings.TrimSpace(s)
				key := digitRun.ReplaceAllString(s, "#")
				if utf8.RuneCountInString(key) < minTwinRunes || key == s || postalLine.MatchString(s) {
					continue
				}
				byKey[key] = append(byKey[key], s)
			}
		}
		return byKey
	}
	knownPairs := map[string]bool{}
	for k, ss := range twinKeys(known) {
		if len(ss) > 1 {
			knownPairs[k] = true
		}
	}
	var out []string
	byKey := twinKeys(answer)
	for _, k := range slices.Sorted(maps.Keys(byKey)) {
		ss := byKey[k]
		if knownPairs[k] {
			continue
		}
		for i := 1; i < len(ss); i++ {
			if ss[i] != ss[0] {
				out = append(out, fmt.Sprintf("%q is stated again with other numbers: %q", clipRunes(ss[0], 50), clipRunes(ss[i], 50)))
				break
			}
		}
	}
	return out
}

var (
	weekdayNames = []string{"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"}
	jaWeekday    = regexp.MustCompile(`[（(]([日月火水木金土])(?:曜日?)?[）)]|([日月火水木金土])曜日?`)
	jaDays       = "日月火水木金土"
)

// besideDate is a date right after a weekday (Montag, 19.10.2026; Dienstag, dem 20.
// Oktober) or right before one in Japanese (10月19日（月）).
var (
	deDateAfter = regexp.MustCompile(`^,? (?:den |dem )?\d{1,2}\.`)
	jaDateAhead = regexp.MustCompile(`(?:\d日|\d)\s?$`)
)

// freeWeekdays lists the weekdays a text names apart from a date (0 is Sunday): a
// weekday beside its date is consistency's business.
func freeWeekdays(lang, text string) map[int]bool {
	out := map[int]bool{}
	if lang == "ja" {
		for _, loc := range jaWeekday.FindAllStringSubmatchIndex(text, -1) {
			if jaDateAhead.MatchString(text[:loc[0]]) {
				continue
			}
			d := ""
			for _, g := range [][2]int{{loc[2], loc[3]}, {loc[4], loc[5]}} {
				if g[0] >= 0 {
					d = text[g[0]:g[1]]
				}
			}
			out[strings.Index(jaDays, d)/len("日")] = true
		}
		return out
	}
	for i, d := range weekdayNames {
		for _, loc := range regexp.MustCompile(`\b`+d+`s?\b`).FindAllStringIndex(text, -1) {
			if !deDateAfter.MatchString(text[loc[1]:]) {
				out[i] = true
			}
		}
	}
	return out
}

// allWeekdays lists every weekday a text names (0 is Sunday).
func allWeekdays(lang, text string) map[int]bool {
	out := map[int]bool{}
	if lang == "ja" {
		for _, m := range jaWeekday.FindAllStringSubmatch(text, -1) {
			out[strings.Index(jaDays, m[1]+m[2])/len("日")] = true
		}
		return out
	}
	for i, d := range weekdayNames {
		if regexp.MustCompile(`\b` + d + `s?\b`).MatchString(text) {
			out[i] = true
		}
	}
	return out
}

// unfoundedWeekdays names the weekdays the answer names apart from a date that the
// case never names: "seit Mittwoch" become "seit Donnerstag". The case's weekdays
// count in any form, beside a date or not.
func unfoundedWeekdays(lang, answer, source string) []string {
	known := allWeekdays(lang, source)
	var out []string
	for wd := range freeWeekdays(lang, answer) {
		if !known[wd] {
			name := weekdayNames[wd]
			if lang == "ja" {
				name = string([]rune(jaDays)[wd]) + "曜日"
			}
			out = append(out, fmt.Sprintf("%s is a day the case does not name", name))
		}
	}
	slices.Sort(out)
	return out
}

// coherence fails on an impossible date, a sentence restated with other numbers or
// a weekday nothing supports.
// eraYearRe is a year of a Japanese era that has ended, and eraEnd each one's last
// year: 平成 ended in its 31st year (2019), 昭和 in its 64th (1989), 大正 in its 15th.
var (
	eraYearRe = regexp.MustCompile(`(平成|昭和|大正)\s?(\d{1,3})年`)
	eraEnd    = map[string]int{"平成": 31, "昭和": 64, "大正": 15}
)

// endedEras names a year of an ended era past that era's end (平成38年): a date that
// never was.
func endedEras(text string) []string {
	var out []string
	for _, m := range eraYearRe.FindAllStringSubmatch(text, -1) {
		if atoi(m[2]) > eraEnd[m[1]] {
			out = append(out, fmt.Sprintf("%q: %s ended in its year %d", m[0], m[1], eraEnd[m[1]]))
		}
	}
	return out
}

func (c Check) coherence(res Result, text string) Result {
	parts := factTexts(text)
	var problems []string
	for _, part := range parts {
		problems = append(problems, impossibleDates(c.Lang, part)...)
		problems = append(problems, endedEras(part)...)
	}
	known := append(factTexts(Tidy(c.Golden)), Tidy(c.Request))
	problems = append(problems, numberTwins(c.Lang, parts, known)...)
	if c.Lang == "ja" || c.Lang == "de" {
		problems = append(problems, unfoundedWeekdays(c.Lang, normForLang(c.Lang, strings.Join(parts, "\n")), normForLang(c.Lang, strings.Join(known, "\n")))...)
	}
	if len(problems) > 0 {
		return fail(res, 0, "statements contradict each other: %s", strings.Join(problems, "; "))
	}
	return pass(res, 1, "every date exists and no statement is restated otherwise")
}
