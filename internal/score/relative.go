package score

import (
	"fmt"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"
)

// A date often comes with a word that places it (heute, am Tag darauf, im Folgemonat,
// Ende der Woche; 本日, 翌日の, 来月の, 週明けの). Each such word is a claim the date
// itself can check: against the case's reference date (the day the task is set:
// heute, nächste Woche, 来年), against the date the text names just before (am Tag
// darauf, in derselben Woche, 翌月), or against the date's own place in its week or
// month (Wochenende, 月末). A model that resolves "next week" wrongly keeps both
// strings well-formed; only the two together are wrong.

// relAnchor is what a relative word measures its date from.
type relAnchor int

const (
	anchorToday relAnchor = iota // the case's reference date
	anchorPrev                   // the date the text names before
	anchorSelf                   // the date's own weekday or day of month
)

// relWord is one relative word: its pattern, anchor and the test its date must meet.
type relWord struct {
	re     *regexp.Regexp
	anchor relAnchor
	// holds reports whether date d fits the word, measured from anchor a.
	holds func(d, a time.Time) bool
	// name is the word's meaning, for the reason.
	name string
}

func sameDay(d, a time.Time) bool { return d.Equal(a) }
func dayOff(n int) func(d, a time.Time) bool {
	return func(d, a time.Time) bool { return d.Equal(a.AddDate(0, 0, n)) }
}
func weekOff(n int) func(d, a time.Time) bool {
	return func(d, a time.Time) bool {
		y1, w1 := d.ISOWeek()
		y2, w2 := a.AddDate(0, 0, 7*n).ISOWeek()
		return y1 == y2 && w1 == w2
	}
}
func monthOff(n int) func(d, a time.Time) bool {
	return func(d, a time.Time) bool {
		m := time.Date(a.Year(), a.Month()+time.Month(n), 1, 0, 0, 0, 0, time.UTC)
		return d.Year() == m.Year() && d.Month() == m.Month()
	}
}
func yearOff(n int) func(d, a time.Time) bool {
	return func(d, a time.Time) bool { return d.Year() == a.Year()+n }
}
func weekdayIn(days ...time.Weekday) func(d, _ time.Time) bool {
	return func(d, _ time.Time) bool {
		for _, w := range days {
			if d.Weekday() == w {
				return true
			}
		}
		return false
	}
}
func dayOfMonthIn(lo, hi int) func(d, _ time.Time) bool {
	return func(d, _ time.Time) bool {
		last := time.Date(d.Year(), d.Month()+1, 0, 0, 0, 0, 0, time.UTC).Day()
		day := d.Day()
		if hi < 0 { // counted from the month's end
			return last-day <= -hi
		}
		return day >= lo && day <= hi
	}
}

// The relative words of each language. German words are matched in any case but
// morgen, whose capital is the morning (am Morgen des 19.10.).
var relWords = map[string][]relWord{
	"de": {
		{regexp.MustCompile(`(?i)übermorgen`), anchorToday, dayOff(2), "the day after tomorrow"},
		{regexp.MustCompile(`(?i)vorgestern`), anchorToday, dayOff(-2), "the day before yesterday"},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:heute|heutigen)(?:[^\p{L}]|$)`), anchorToday, sameDay, "today"},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])gestern(?:[^\p{L}]|$)`), anchorToday, dayOff(-1), "yesterday"},
		{regexp.MustCompile(`(?:^|[^\p{L}.] ?)morgen(?:[^\p{L}]|$)`), anchorToday, dayOff(1), "tomorrow"},
		{regexp.MustCompile(`(?i)(?:diese[rn]?|laufende[rn]?) woche`), anchorToday, weekOff(0), "this week"},
		{regexp.MustCompile(`(?i)(?:nächste[rn]?|kommende[rn]?) woche`), anchorToday, weekOff(1), "next week"},
		{regexp.MustCompile(`(?i)(?:letzte[rn]?|vergangene[rn]?|vorige[rn]?) woche`), anchorToday, weekOff(-1), "last week"},
		{regexp.MustCompile(`(?i)(?:diese[nms]?|laufende[nms]?) monats?`), anchorToday, monthOff(0), "this month"},
		{regexp.MustCompile(`(?i)(?:nächste[nms]?|kommende[nms]?) monats?`), anchorToday, monthOff(1), "next month"},
		{regexp.MustCompile(`(?i)(?:letzte[nms]?|vergangene[nms]?|vorige[nms]?) monats?`), anchorToday, monthOff(-1), "last month"},
		{regexp.MustCompile(`(?i)(?:diese[nms]?|laufende[nms]?) jahr(?:es)?`), anchorToday, yearOff(0), "this year"},
		{regexp.MustCompile(`(?i)(?:nächste[nms]?|kommende[nms]?) jahr(?:es)?`), anchorToday, yearOff(1), "next year"},
		{regexp.MustCompile(`(?i)(?:letzte[nms]?|vergangene[nms]?|vorige[nms]?) jahr(?:es)?|vorjahr`), anchorToday, yearOff(-1), "last year"},
		{regexp.MustCompile(`(?i)(?:am|den) (?:tag darauf|folgetag|nächsten tag|darauffolgenden tag)|tags darauf`), anchorPrev, dayOff(1), "the day after the date before it"},
		{regexp.MustCompile(`(?i)(?:am|den) vortag|tags zuvor|am tag davor`), anchorPrev, dayOff(-1), "the day before the date before it"},
		{regexp.MustCompile(`(?i)am (?:selben|gleichen) tag`), anchorPrev, sameDay, "the same day as the date before it"},
		{regexp.MustCompile(`(?i)(?:derselben|der selben|der gleichen|selben|gleichen) woche`), anchorPrev, weekOff(0), "the week of the date before it"},
		{regexp.MustCompile(`(?i)(?:folgewoche|woche darauf|darauffolgenden woche)`), anchorPrev, weekOff(1), "the week after the date before it"},
		{regexp.MustCompile(`(?i)(?:demselben|dem selben|dem gleichen|selben|gleichen) monat`), anchorPrev, monthOff(0), "the month of the date before it"},
		{regexp.MustCompile(`(?i)(?:folgemonat|monat darauf|darauffolgenden monat)`), anchorPrev, monthOff(1), "the month after the date before it"},
		{regexp.MustCompile(`(?i)(?:folgejahr|jahr darauf|darauffolgenden jahr)`), anchorPrev, yearOff(1), "the year after the date before it"},
		{regexp.MustCompile(`(?i)(?:am )?wochenende`), anchorSelf, weekdayIn(time.Friday, time.Saturday, time.Sunday), "a weekend"},
		{regexp.MustCompile(`(?i)ende der woche|wochenschluss`), anchorSelf, weekdayIn(time.Thursday, time.Friday, time.Saturday, time.Sunday), "the end of a week"},
		{regexp.MustCompile(`(?i)anfang der woche|wochenanfang|wochenbeginn|beginn der woche`), anchorSelf, weekdayIn(time.Monday, time.Tuesday), "the start of a week"},
		{regexp.MustCompile(`(?i)mitte der woche|wochenmitte`), anchorSelf, weekdayIn(time.Tuesday, time.Wednesday, time.Thursday), "the middle of a week"},
		{regexp.MustCompile(`(?i)monatsende|ende des monats`), anchorSelf, dayOfMonthIn(0, -10), "the end of a month"},
		{regexp.MustCompile(`(?i)monatsanfang|anfang des monats|monatsbeginn|beginn des monats`), anchorSelf, dayOfMonthIn(1, 10), "the start of a month"},
	},
	"ja": {
		{regexp.MustCompile(`明後日|あさって`), anchorToday, dayOff(2), "the day after tomorrow"},
		{regexp.MustCompile(`一昨日|おととい`), anchorToday, dayOff(-2), "the day before yesterday"},
		{regexp.MustCompile(`本日|今日`), anchorToday, sameDay, "today"},
		{regexp.MustCompile(`(?:^|[^一])昨日`), anchorToday, dayOff(-1), "yesterday"},
		{regexp.MustCompile(`明日`), anchorToday, dayOff(1), "tomorrow"},
		{regexp.MustCompile(`今週`), anchorToday, weekOff(0), "this week"},
		{regexp.MustCompile(`来週`), anchorToday, weekOff(1), "next week"},
		{regexp.MustCompile(`先週`), anchorToday, weekOff(-1), "last week"},
		{regexp.MustCompile(`今月`), anchorToday, monthOff(0), "this month"},
		{regexp.MustCompile(`来月`), anchorToday, monthOff(1), "next month"},
		{regexp.MustCompile(`先月`), anchorToday, monthOff(-1), "last month"},
		{regexp.MustCompile(`今年|本年`), anchorToday, yearOff(0), "this year"},
		{regexp.MustCompile(`来年`), anchorToday, yearOff(1), "next year"},
		{regexp.MustCompile(`昨年|去年`), anchorToday, yearOff(-1), "last year"},
		{regexp.MustCompile(`^去る$`), anchorToday, func(d, a time.Time) bool { return d.Before(a) }, "a day gone by"},
		{regexp.MustCompile(`^来る$`), anchorToday, func(d, a time.Time) bool { return d.After(a) }, "a day to come"},
		{regexp.MustCompile(`翌日`), anchorPrev, dayOff(1), "the day after the date before it"},
		{regexp.MustCompile(`前日`), anchorPrev, dayOff(-1), "the day before the date before it"},
		{regexp.MustCompile(`同日`), anchorPrev, sameDay, "the same day as the date before it"},
		{regexp.MustCompile(`同じ週|同週`), anchorPrev, weekOff(0), "the week of the date before it"},
		{regexp.MustCompile(`翌週`), anchorPrev, weekOff(1), "the week after the date before it"},
		{regexp.MustCompile(`同じ月|同月`), anchorPrev, monthOff(0), "the month of the date before it"},
		{regexp.MustCompile(`翌月`), anchorPrev, monthOff(1), "the month after the date before it"},
		{regexp.MustCompile(`翌年`), anchorPrev, yearOff(1), "the year after the date before it"},
		{regexp.MustCompile(`週末`), anchorSelf, weekdayIn(time.Friday, time.Saturday, time.Sunday), "a weekend"},
		{regexp.MustCompile(`週明け|週初め|週の初め`), anchorSelf, weekdayIn(time.Monday, time.Tuesday), "the start of a week"},
		{regexp.MustCompile(`月末`), anchorSelf, dayOfMonthIn(0, -10), "the end of a month"},
		{regexp.MustCompile(`月初`), anchorSelf, dayOfMonthIn(1, 10), "the start of a month"},
		{regexp.MustCompile(`上旬`), anchorSelf, dayOfMonthIn(1, 10), "the first ten days of a month"},
		{regexp.MustCompile(`中旬`), anchorSelf, dayOfMonthIn(11, 20), "the middle ten days of a month"},
		{regexp.MustCompile(`下旬`), anchorSelf, dayOfMonthIn(21, 31), "the last days of a month"},
	},
}

var (
	// jaGlossBefore is a Japanese relative word written right before its date,
	// with の or a comma between (翌日の10月21日, 本日、10月16日), and the letter's
	// 去る and 来る (去る10月14日, 来る11月2日), which say the date is gone by or to come.
	jaGlossBefore = regexp.MustCompile(`(去る|来る|週明け|週の初め|同じ週|同じ月|あさって|おととい|\p{Han}{2,3})(?:の|、|,)?\s*$`)
	// jaGlossAfter is one written in the brackets after its date, alone or after
	// the weekday: 10月16日（本日）, 10月16日(金、本日).
	jaGlossAfter = regexp.MustCompile(`^\s*\((?:[月火水木金土日](?:曜日?)?[、,]\s*)?([^()、,]{2,4})\)`)
	// deGlossAfter is a German relative word after its date: in its brackets, alone
	// or after the weekday, or after a comma, with also/d. h./das heißt before it:
	// 16.11.2026 (also heute), 19.10.2026 (Montag, am Tag darauf), am 9.11., also
	// in der Folgewoche.
	deGlossAfter = regexp.MustCompile(`^\s*(?:\(\s*(?:(?:` + deWeekdayNames + `|Mo|Di|Mi|Do|Fr|Sa|So)\.?,\s*)?|,\s*)(?:also|d\.\s?h\.|das heißt|und damit|somit|noch)?\s*([^()\n.;:!?]{3,40})`)
	// deGlossBefore is one right before its date: heute, am 16.10.2026; am
	// Wochenende, dem 24.10.; in der Folgewoche am 9.11.
	deGlossBefore = regexp.MustCompile(`([^\n.;:!?()]{3,40}?)[,\s]*(?:(?:am|den|dem|vom|zum|bis zum|ab dem|ab)\s+)?(?:(?:` + deWeekdayNames + `|Mo|Di|Mi|Do|Fr|Sa|So)\.?,?\s+)?(?:den\s+|dem\s+)?$`)
)

// relativeGlossConflicts names each date of text placed by a relative word the date
// does not fit (see relWords). today is the case's reference date (zero: the words
// measured from today are not judged). A conflict the golden or the request has
// itself (the word measured from a date the text does not name) is not the answer's.
func relativeGlossConflicts(lang, text string, today time.Time, refYear int) []string {
	words := relWords[lang]
	if words == nil {
		return nil
	}
	norm, spans := dateSpans(lang, text, refYear)
	var out []string
	var prev time.Time
	for _, sp := range pickSpans(spans) {
		d, err := time.Parse("2006-01-02", sp.value)
		if err != nil {
			continue
		}
		for _, g := range glossesAround(lang, norm, sp.start, sp.end) {
			for _, w := range words {
				// The word must lead into the date or follow it at once: in "am
				// Wochenende geschlossen, deshalb am 19.10." the weekend is not the date's.
				loc := w.re.FindStringIndex(g.text)
				if loc == nil || g.before && loc[1] < len(g.text)-1 || !g.before && loc[0] > 8 {
					continue
				}
				a := today
				switch w.anchor {
				case anchorPrev:
					a = prev
				case anchorSelf:
					a = d
				}
				if !a.IsZero() && !w.holds(d, a) {
					out = append(out, fmt.Sprintf("%s is called %q (%s), which it is not", norm[sp.start:sp.end], strings.TrimSpace(g.text[loc[0]:loc[1]]), w.name))
				}
				break
			}
		}
		prev = d
	}
	return out
}

// gloss is the text beside a date where a relative word of its own would stand, and
// whether it stands before the date.
type gloss struct {
	text   string
	before bool
}

// glossesAround returns the text right before the date at [s,e) of norm and right
// after it, where a relative word of its own would stand.
func glossesAround(lang, norm string, s, e int) []gloss {
	before := norm[:s]
	// At most a dozen characters back, and never past a sentence's end.
	if i := strings.LastIndexAny(before, "\n。！？!?;；"); i >= 0 {
		before = before[i+1:]
	}
	for utf8.RuneCountInString(before) > 48 {
		_, n := utf8.DecodeRuneInString(before)
		before = before[n:]
	}
	after := norm[e:]
	var out []gloss
	if lang == "ja" {
		if m := jaGlossBefore.FindStringSubmatch(before); m != nil {
			out = append(out, gloss{m[1], true})
		}
		if m := jaGlossAfter.FindStringSubmatch(after); m != nil {
			out = append(out, gloss{m[1], false})
		}
		return out
	}
	if m := deGlossBefore.FindStringSubmatch(before); m != nil {
		// Only the last words before the date: the relative word must lead into it.
		f := strings.Fields(m[1])
		out = append(out, gloss{strings.TrimRight(strings.Join(f[max(0, len(f)-4):], " "), ", "), true})
	}
	if m := deGlossAfter.FindStringSubmatch(after); m != nil {
		f := strings.Fields(m[1])
		out = append(out, gloss{strings.Join(f[:min(len(f), 4)], " "), false})
	}
	return out
}
