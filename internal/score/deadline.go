package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// A deadline is a date or time the golden marks as a limit (bis zum 22.10.2026,
// spätestens 17 Uhr, 10月19日17時までに). An answer that keeps the date but drops every
// mark of a limit from its sentence states a fixed date instead (am 22.10.2026, 17時に):
// "away until" made "away on", "reply by" made "reply at".
var (
	// deLimitBefore is a German limit word in the clause before a date or time. "bis
	// zu" is "up to" (bis zu zwei Minuten), not a limit on a date.
	deLimitBefore = regexp.MustCompile(`(?i)\b(?:bis(?: spätestens| zum| zur| einschließlich)?|spätestens|Frist|fällig|Zahlungsziel|längstens|nicht später als)\s+(?:\p{L}+\s+){0,2}$`)
	// jaLimitAfter is a Japanese limit after a date or time (its weekday in brackets
	// and a time may come between).
	jaLimitAfter = regexp.MustCompile(`^(?:[（(][^）)]{1,3}[）)])?(?:\d{1,2}(?:時|:\d{2})(?:\d{1,2}分)?)?(?:まで|迄|以内)`)
	// jaLimitBefore is a Japanese limit word just before a date.
	jaLimitBefore = regexp.MustCompile(`(?:期限|締切|締め切り|期日)[はがを：:\s]{0,2}$`)
	// limitWord is any mark of a limit in the answer's sentence: the answer may word
	// the limit otherwise than the golden (Frist … der 30.10., 期限は…).
	limitWord = map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`(?i)\b(?:bis|spätestens|Frist|fällig|Zahlungsziel|innerhalb|längstens|vor|zum|Ende|endet|enden|Stichtag|letzte[nr]?|später als|Deadline|rechtzeitig)\b`),
		"ja": regexp.MustCompile(`まで|迄|以内|以前|期限|締切|締め切り|期日|最終|前に|終了|終わ|終え|をもって|限り`),
	}
	// limitTime is a clock time, as a key that ignores how it is written.
	limitTime = regexp.MustCompile(`\b(\d{1,2})(?::(\d{2}))?(?: Uhr|時(?:(\d{1,2})分)?)|\b(\d{1,2}):(\d{2})\b`)
	// limitRange is a range's first end before bis (von 6 bis 22 Uhr): no limit.
	limitRange = regexp.MustCompile(`\d[^\d\n]{0,12}$`)
)

// limitMark is one date or time of a text: its key and whether it is marked a limit.
type limitMark struct {
	key    string
	marked bool
}

// limitMarks returns the dates and times of text (normalised as dateSpans makes it).
// strict reads the golden: only a limit word next to the date counts. Otherwise any
// limit word in the date's sentence does.
func limitMarks(lang, text string, refYear int, strict bool) []limitMark {
	norm, spans := dateSpans(lang, text, refYear)
	type at struct {
		start, end int
		key        string
	}
	var all []at
	for _, sp := range pickSpans(spans) {
		if sp.value != "" {
			all = append(all, at{sp.start, sp.end, sp.value})
		}
	}
	for _, m := range limitTime.FindAllStringSubmatchIndex(norm, -1) {
		g := matchGroups(norm, m)
		h, mi := g[1], g[2]
		if h == "" {
			h, mi = g[4], g[5]
		} else if mi == "" {
			mi = g[3]
		}
		all = append(all, at{m[0], m[1], fmt.Sprintf("%s:%02s", strings.TrimLeft(h, "0"), strings.TrimLeft(mi, "0"))})
	}
	var out []limitMark
	for _, a := range all {
		before, after := norm[:a.start], norm[a.end:]
		var marked bool
		switch {
		case strict && lang == "de":
			clause := before[max(0, len(before)-60):]
			if i := strings.LastIndexAny(clause, ",;:!?\n"); i >= 0 {
				clause = clause[i+1:]
			}
			if loc := deLimitBefore.FindStringIndex(clause); loc != nil {
				marked = !limitRange.MatchString(clause[:loc[0]])
			}
		case strict:
			marked = jaLimitAfter.MatchString(after) || jaLimitBefore.MatchString(before)
		default:
			s, e := sentenceAround(norm, a.start, a.end)
			marked = limitWord[lang] != nil && limitWord[lang].MatchString(norm[s:e])
		}
		out = append(out, limitMark{a.key, marked})
	}
	return out
}

// sentenceAround returns the bounds of the sentence of text that holds [start, end):
// from the stop before it to the stop after it (。！？, a line break, or . ! ? before
// a blank).
func sentenceAround(text string, start, end int) (int, int) {
	s := 0
	for _, stop := range []string{"。", "！", "？", "\n", ". ", "! ", "? "} {
		if i := strings.LastIndex(text[:start], stop); i >= 0 && i+len(stop) > s {
			s = i + len(stop)
		}
	}
	e := len(text)
	for _, stop := range []string{"。", "！", "？", "\n", ". ", "! ", "? "} {
		if i := strings.Index(text[end:], stop); i >= 0 && end+i < e {
			e = end + i
		}
	}
	return s, e
}

// lostLimits lists the golden's deadlines that the answer states as often but never as
// a limit.
func lostLimits(lang string, answer, golden []string, refYear int) []string {
	if limitWord[lang] == nil {
		return nil
	}
	count := func(texts []string, strict bool) (map[string]int, map[string]int) {
		all, marked := map[string]int{}, map[string]int{}
		for _, t := range texts {
			for _, m := range limitMarks(lang, t, refYear, strict) {
				all[m.key]++
				if m.marked {
					marked[m.key]++
				}
			}
		}
		return all, marked
	}
	_, gMarked := count(golden, true)
	aAll, aMarked := count(answer, false)
	var out []string
	for k, n := range gMarked {
		if aMarked[k] == 0 && aAll[k] >= n {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out
}

// A fixed date made a bound is the other way round: the golden states a date as the
// day (am 12.11.2026, 11月16日に移転) and the answer makes it a deadline, an earliest
// day or a day counted from it (spätestens am, frühestens am, am ersten Werktag nach
// dem; までに, の翌営業日). "From" is not read so: ab dem 16.11. and 11月16日から say
// when a new state begins as well as the day does (the new address from the day of
// the move).
var (
	// deBoundBefore is a German bound right before a date: a limit, a first day, or a
	// day counted from the date.
	deBoundBefore = regexp.MustCompile(`(?i)\b(?:bis(?: spätestens| zum| zur)?|spätestens(?: am| bis)?|frühestens(?: am| ab)?|nicht (?:vor|nach) dem|(?:ersten|nächsten) (?:Werktag|Arbeitstag|Geschäftstag|Tag) nach dem|nach dem|vor dem)\s+(?:(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag),?\s+)?$`)
	// jaBoundAfter is a Japanese bound after a date (its weekday and a time may come
	// between): a limit, a first day, or the day after or before it.
	jaBoundAfter = regexp.MustCompile(`^(?:[（(][^）)]{1,3}[）)])?(?:\d{1,2}(?:時|:\d{2})(?:\d{1,2}分)?)?(?:まで|迄|以内|以前|の翌|の前日|の前営業日)`)
	// boundWord is any mark of a bound in a sentence of the golden or request.
	boundWord = map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`(?i)\b(?:bis|spätestens|frühestens|ab|seit|nach|vor|Frist|fällig|innerhalb|Werktag|zwischen|von)\b`),
		"ja": regexp.MustCompile(`まで|迄|以内|以降|以前|から|〜|～|翌|前日|期限|締切|早くても|遅くとも`),
	}
)

// addedBounds lists the dates of the answer that stand next to a bound (see
// deBoundBefore, jaBoundAfter) where no sentence of the golden or request puts any
// bound word beside that date: the day made a deadline, a first day or a day after.
func addedBounds(lang, answer, source string, refYear int) []string {
	if boundWord[lang] == nil {
		return nil
	}
	loose := map[string]bool{}
	norm, spans := dateSpans(lang, source, refYear)
	for _, sp := range pickSpans(spans) {
		if sp.value == "" {
			continue
		}
		// The words around the date, not its whole sentence: a time window after it
		// (zwischen 8 und 12 Uhr) bounds the hour, not the day.
		s, e := sentenceAround(norm, sp.start, sp.end)
		back, ahead := 40, 5
		if lang == "ja" {
			back, ahead = 12, 15
		}
		s, e = max(s, sp.start-back), min(e, sp.end+ahead)
		for s > 0 && !utf8.RuneStart(norm[s]) {
			s--
		}
		for e < len(norm) && !utf8.RuneStart(norm[e]) {
			e++
		}
		loose[sp.value] = loose[sp.value] || boundWord[lang].MatchString(norm[s:e])
	}
	var out []string
	norm, spans = dateSpans(lang, answer, refYear)
	for _, sp := range pickSpans(spans) {
		bounded, seen := loose[sp.value]
		if sp.value == "" || !seen || bounded {
			continue
		}
		before, after := norm[:sp.start], norm[sp.end:]
		var m string
		if lang == "de" {
			m = deBoundBefore.FindString(before[max(0, len(before)-60):])
		} else {
			m = jaBoundAfter.FindString(after)
		}
		if m != "" && !slices.Contains(out, sp.value) {
			out = append(out, fmt.Sprintf("%s (%s)", sp.value, strings.TrimSpace(m)))
		}
	}
	return out
}
