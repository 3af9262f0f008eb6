package grade

// Batch 76a: time arithmetic and calendars a model gets wrong while every date it
// copies stays right. Each kind keeps the golden's dates, clock times and weekdays as
// they are and breaks one derived thing: a gloss that resolves a date, a span, a
// relative word or an event-relative offset to the wrong day, a day count taken in
// calendar days where workdays were meant (or the reverse), a later date written
// without carrying the month, a time window whose end wraps at twelve or spills into
// the next day, a public holiday put on the working day next to it. The fixtures all
// share the reference date Friday 16.10.2026, which the kinds use as "today"
// (b76aRef); a kind that finds nothing to resolve leaves the answer unchanged.

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
)

// b76aRef is the fixtures' reference date (reference_date: 2026-10-16, a Friday).
var b76aRef = time.Date(2026, 10, 16, 0, 0, 0, 0, time.UTC)

var (
	b76aDeNum    = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4})`)
	b76aDeLong   = regexp.MustCompile(`(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?: (\d{4}))?`)
	b76aISO      = regexp.MustCompile(`(\d{4})-(\d{2})-(\d{2})`)
	b76aJaDate   = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	b76aDeWindow = regexp.MustCompile(`(\d{1,2}) (bis|und) (\d{1,2}) Uhr`)
	b76aJaWindow = regexp.MustCompile(`(\d{1,2})時〜(\d{1,2})時`)
	b76aDeWeekWd = regexp.MustCompile(`(seit|ab|am) (Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)([^,\p{L}]|$)`)
	b76aDeHours  = regexp.MustCompile(`(\d+) Stunden vorher`)
)

var b76aDeWeekdays = []string{"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"}

// b76aDate is one date of a text: where it is, what it says and how it is written.
type b76aDate struct {
	at, end int
	t       time.Time
	form    string // "de", "delong", "iso", "ja"
	year    bool   // the year is written
}

// b76aDates lists the dates of a text in order; iso adds ISO dates.
func b76aDates(lang, s string, iso bool) []b76aDate {
	var out []b76aDate
	add := func(at, end, y, m, d int, form string, year bool) {
		if m < 1 || m > 12 || d < 1 || d > 31 {
			return
		}
		out = append(out, b76aDate{at, end, time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC), form, year})
	}
	if lang == "ja" {
		for _, m := range b76aJaDate.FindAllStringSubmatchIndex(s, -1) {
			y := b76aRef.Year()
			if m[2] >= 0 {
				y, _ = strconv.Atoi(s[m[2]:m[3]])
			}
			mo, _ := strconv.Atoi(s[m[4]:m[5]])
			d, _ := strconv.Atoi(s[m[6]:m[7]])
			add(m[0], m[1], y, mo, d, "ja", m[2] >= 0)
		}
	} else {
		for _, m := range b76aDeNum.FindAllStringSubmatchIndex(s, -1) {
			d, _ := strconv.Atoi(s[m[2]:m[3]])
			mo, _ := strconv.Atoi(s[m[4]:m[5]])
			y, _ := strconv.Atoi(s[m[6]:m[7]])
			add(m[0], m[1], y, mo, d, "de", true)
		}
		for _, m := range b76aDeLong.FindAllStringSubmatchIndex(s, -1) {
			d, _ := strconv.Atoi(s[m[2]:m[3]])
			mo := 0
			for i, n := range deMonths {
				if n == s[m[4]:m[5]] {
					mo = i + 1
				}
			}
			y := b76aRef.Year()
			if m[6] >= 0 {
				y, _ = strconv.Atoi(s[m[6]:m[7]])
			}
			add(m[0], m[1], y, mo, d, "delong", m[6] >= 0)
		}
	}
	if iso {
		for _, m := range b76aISO.FindAllStringSubmatchIndex(s, -1) {
			y, _ := strconv.Atoi(s[m[2]:m[3]])
			mo, _ := strconv.Atoi(s[m[4]:m[5]])
			d, _ := strconv.Atoi(s[m[6]:m[7]])
			add(m[0], m[1], y, mo, d, "iso", true)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].at < out[j].at })
	return out
}

// b76aDays is the number of calendar days from a to b.
func b76aDays(a, b time.Time) int { return int(b.Sub(a).Hours() / 24) }

// b76aWorkdays counts Monday to Friday in (a, b].
func b76aWorkdays(a, b time.Time) int {
	n := 0
	for d := a.AddDate(0, 0, 1); !d.After(b); d = d.AddDate(0, 0, 1) {
		if d.Weekday() != time.Saturday && d.Weekday() != time.Sunday {
			n++
		}
	}
	return n
}

func b76aMonthLen(y int, m time.Month) int {
	return time.Date(y, m+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// b76aFmt writes a date the way a gloss in the language would.
func b76aFmt(lang string, t time.Time) string {
	if lang == "ja" {
		return fmt.Sprintf("%d月%d日", int(t.Month()), t.Day())
	}
	return t.Format("02.01.2006")
}

// b76aGloss puts g beside the date d: into the parenthesis right after it (a weekday)
// or in a new one.
func b76aGloss(lang, s string, d b76aDate, g string) string {
	rest := s[d.end:]
	if lang == "ja" {
		if strings.HasPrefix(rest, "（") {
			if i := strings.Index(rest, "）"); i > 0 && len([]rune(rest[:i])) <= 6 {
				return s[:d.end+i] + "、" + g + s[d.end+i:]
			}
		}
		return s[:d.end] + "（" + g + "）" + rest
	}
	if strings.HasPrefix(rest, " (") {
		if i := strings.Index(rest, ")"); i > 0 && i <= 14 {
			return s[:d.end+i] + ", " + g + s[d.end+i:]
		}
	}
	return s[:d.end] + " (" + g + ")" + rest
}

// b76aTextDates are the dates of a text a gloss can go beside (not ISO values).
func b76aTextDates(lang, s string) []b76aDate { return b76aDates(lang, s, false) }

var heldOutBatch76a = []heldOutKind{
	// A date in the first days of a month that follows a date of the month before is
	// written as if the day count ran on without carrying into the next month.
	// de-summary-long-context: "vom 02.11.2026 auf den 16.11.2026" → "vom 33.10.2026
	// auf den 16.11.2026"; de-extract-invoice: "faellig_am": "2026-11-04" → "2026-10-35".
	{"b76a_later_date_day_overflows_without_month_carry", "raw", func(lang, s string) string {
		ds := b76aDates(lang, s, true)
		for j, d := range ds {
			if d.t.Day() > 9 || d.form == "delong" {
				continue
			}
			prev := d.t.AddDate(0, -1, 0)
			carried := false
			for _, e := range ds[:j] {
				if e.t.Year() == prev.Year() && e.t.Month() == prev.Month() {
					carried = true
				}
			}
			if !carried {
				continue
			}
			day := d.t.Day() + b76aMonthLen(prev.Year(), prev.Month())
			var nw string
			switch d.form {
			case "de":
				nw = fmt.Sprintf("%02d.%02d.%d", day, int(prev.Month()), prev.Year())
			case "iso":
				nw = fmt.Sprintf("%d-%02d-%02d", prev.Year(), int(prev.Month()), day)
			case "ja":
				if d.year {
					nw = fmt.Sprintf("%d年", prev.Year())
				}
				nw += fmt.Sprintf("%d月%d日", int(prev.Month()), day)
			}
			return s[:d.at] + nw + s[d.end:]
		}
		return s
	}},
	// The end hour of a same-day time window is written on a twelve-hour dial (22 → 10,
	// 16 → 4, 12 → 0), so the window ends before it starts or far too early.
	// ja-reply-appointment: "14時〜16時" → "14時〜4時"; de-reply-address: "zwischen 8 und
	// 12 Uhr" → "zwischen 8 und 0 Uhr".
	{"b76a_window_end_hour_wrapped_at_twelve", "first", func(lang, s string) string {
		re, endGroup := b76aDeWindow, 3
		if lang == "ja" {
			re, endGroup = b76aJaWindow, 2
		}
		m := re.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		start, _ := strconv.Atoi(s[m[2]:m[3]])
		end, _ := strconv.Atoi(s[m[2*endGroup]:m[2*endGroup+1]])
		if end <= start || end < 12 {
			return s
		}
		nw := end - 12
		return s[:m[2*endGroup]] + strconv.Itoa(nw) + s[m[2*endGroup+1]:]
	}},
	// A phrase that places something relative to an event of the text (24 Stunden
	// vorher, am selben Tag, seit dem zweiten Tag, 当日, 前日) gets a concrete date that
	// lies on the wrong side of, or a day off, that event.
	// de-reply-appointment: "spätestens 24 Stunden vorher ab" → "spätestens 24 Stunden
	// vorher (also bis Dienstag, 27.10.2026, 10:30 Uhr) ab"; ja-reply-appointment:
	// "当日は、作業員が" → "当日（10月24日）は、作業員が".
	{"b76a_event_relative_phrase_resolved_to_wrong_day", "first", func(lang, s string) string {
		type pat struct {
			re    *regexp.Regexp
			shift func(m []string) (int, bool)
			gloss func(t time.Time) string
		}
		one := func(n int) func([]string) (int, bool) { return func([]string) (int, bool) { return n, true } }
		var pats []pat
		if lang == "ja" {
			g := func(t time.Time) string { return "（" + b76aFmt("ja", t) + "）" }
			pats = []pat{{regexp.MustCompile(`当日`), one(1), g}, {regexp.MustCompile(`前日`), one(1), g}}
		} else {
			clock := hoClock.FindString(s)
			pats = []pat{
				{b76aDeHours, func(m []string) (int, bool) {
					n, _ := strconv.Atoi(m[1])
					return n / 24, n%24 == 0 && n > 0
				}, func(t time.Time) string {
					g := " (also bis " + b76aDeWeekdays[t.Weekday()] + ", " + b76aFmt("de", t)
					if clock != "" {
						g += ", " + clock + " Uhr"
					}
					return g + ")"
				}},
				{regexp.MustCompile(`am selben Tag`), one(1), func(t time.Time) string {
					return " (" + b76aDeWeekdays[t.Weekday()] + ", " + b76aFmt("de", t) + ")"
				}},
				{regexp.MustCompile(`seit dem zweiten Tag`), one(-1), func(t time.Time) string {
					return " (also seit dem " + b76aFmt("de", t) + ")"
				}},
			}
		}
		best, bestAt := -1, len(s)+1
		for i, p := range pats {
			if loc := p.re.FindStringIndex(s); loc != nil && loc[0] < bestAt {
				best, bestAt = i, loc[0]
			}
		}
		if best < 0 {
			return s
		}
		p := pats[best]
		m := p.re.FindStringSubmatchIndex(s)
		sub := make([]string, len(m)/2)
		for i := range sub {
			sub[i] = s[m[2*i]:m[2*i+1]]
		}
		var anchor b76aDate
		found := false
		for _, d := range b76aTextDates(lang, s) {
			if d.end <= m[0] {
				anchor, found = d, true
			}
		}
		n, ok := p.shift(sub)
		if !found || !ok {
			return s
		}
		return s[:m[1]] + p.gloss(anchor.t.AddDate(0, 0, n)) + s[m[1]:]
	}},
	// A word relative to the writing day (今月, a bare 月末, seit Mittwoch) is given the
	// date of the period before: last month, last week's weekday.
	// ja-reply-invoice: "今月から追加ユーザー分" → "今月（9月）から追加ユーザー分";
	// de-summary-names: "seit Mittwoch Wasser" → "seit Mittwoch (07.10.2026) Wasser".
	{"b76a_writing_day_relative_word_glossed_with_previous_period", "first", func(lang, s string) string {
		prevMonth := b76aRef.AddDate(0, 0, -b76aRef.Day()) // last day of the month before
		if lang == "ja" {
			type hit struct {
				at, end int
				g       string
			}
			var hits []hit
			if i := strings.Index(s, "今月"); i >= 0 && !strings.HasPrefix(s[i+len("今月"):], "（") {
				hits = append(hits, hit{i, i + len("今月"), fmt.Sprintf("（%d月）", int(prevMonth.Month()))})
			}
			for off := 0; ; {
				i := strings.Index(s[off:], "月末")
				if i < 0 {
					break
				}
				i += off
				r := []rune(s[:i])
				if len(r) == 0 || r[len(r)-1] < '0' || r[len(r)-1] > '9' {
					hits = append(hits, hit{i, i + len("月末"), "（" + b76aFmt("ja", prevMonth) + "）"})
					break
				}
				off = i + len("月末")
			}
			if len(hits) == 0 {
				return s
			}
			sort.Slice(hits, func(a, b int) bool { return hits[a].at < hits[b].at })
			h := hits[0]
			return s[:h.end] + h.g + s[h.end:]
		}
		m := b76aDeWeekWd.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		wd := 0
		for i, n := range b76aDeWeekdays {
			if n == s[m[4]:m[5]] {
				wd = i
			}
		}
		// the weekday's last occurrence before the writing day, a week earlier still
		back := (int(b76aRef.Weekday()) - wd + 7) % 7
		if back == 0 {
			back = 7
		}
		t := b76aRef.AddDate(0, 0, -back-7)
		return s[:m[5]] + " (" + b76aFmt("de", t) + ")" + s[m[5]:]
	}},
	// A past date of this week or last week is called one week further back than it is
	// (letzte/vorletzte Woche, 先週/先々週).
	// ja-translate-de: "2026年10月14日には" → "2026年10月14日（先週）には"; de-summary-ticket:
	// "am 08.10.2026 die" → "am 08.10.2026 (vorletzte Woche) die".
	{"b76a_past_date_glossed_one_week_further_back", "first", func(lang, s string) string {
		monday := func(t time.Time) time.Time { return t.AddDate(0, 0, -((int(t.Weekday()) + 6) % 7)) }
		for _, d := range b76aTextDates(lang, s) {
			if !d.t.Before(b76aRef) {
				continue
			}
			weeks := b76aDays(monday(d.t), monday(b76aRef)) / 7
			words := map[string][]string{"de": {"letzte Woche", "vorletzte Woche"}, "ja": {"先週", "先々週"}}
			if weeks > 1 {
				continue
			}
			w := words["de"]
			if lang == "ja" {
				w = words["ja"]
			}
			return b76aGloss(lang, s, d, w[weeks])
		}
		return s
	}},
	// The first coming date is glossed with a count of workdays that is really its count
	// of calendar days from the writing day, weekend included.
	// de-reply-formal: "am 20.10.2026 kostenlos" → "am 20.10.2026 (in 4 Werktagen)
	// kostenlos"; ja-reply-apology: "10月21日（水）です" → "10月21日（水、5営業日後）です".
	{"b76a_date_glossed_workday_count_taken_from_calendar_days", "first", func(lang, s string) string {
		for _, d := range b76aTextDates(lang, s) {
			n := b76aDays(b76aRef, d.t)
			if n < 3 || n == b76aWorkdays(b76aRef, d.t) {
				continue
			}
			if lang == "ja" {
				return b76aGloss(lang, s, d, fmt.Sprintf("%d営業日後", n))
			}
			return b76aGloss(lang, s, d, fmt.Sprintf("in %d Werktagen", n))
		}
		return s
	}},
	// The span from a date at the end of a 31-day month to a later date of the text is
	// glossed as if that month had 30 days: one day short.
	// de-summary-long-context: "vom 02.11.2026 auf" → "vom 02.11.2026 (4 Tage nach dem
	// 28.10.2026) auf"; ja-summary-long-context: "2026年11月9日から" → "2026年11月9日
	// （10月23日から16日後）から".
	{"b76a_span_over_31_day_month_counted_as_30_days", "first", func(lang, s string) string {
		ds := b76aTextDates(lang, s)
		for j := range ds {
			for i := j - 1; i >= 0; i-- {
				a, b := ds[i].t, ds[j].t
				if !a.Before(b) || a.Month() == b.Month() || b76aMonthLen(a.Year(), a.Month()) != 31 {
					continue
				}
				n := b76aDays(a, b) - 1
				if lang == "ja" {
					return b76aGloss(lang, s, ds[j], fmt.Sprintf("%sから%d日後", b76aFmt("ja", a), n))
				}
				return b76aGloss(lang, s, ds[j], fmt.Sprintf("%d Tage nach dem %s", n, b76aFmt("de", a)))
			}
		}
		return s
	}},
	// A deadline date is explained as the usual 14-day term counted from the first,
	// earlier date of the text, though the two dates are not 14 days apart.
	// de-summary-ticket: "bis spätestens 19.10.2026." → "bis spätestens 19.10.2026 (14
	// Tage nach dem 08.10.2026)."; ja-translate-de: "2026年10月30日までに" →
	// "2026年10月30日（10月14日から14日後）までに".
	{"b76a_deadline_glossed_as_default_fourteen_day_term", "first", func(lang, s string) string {
		ds := b76aTextDates(lang, s)
		for j, d := range ds {
			deadline := false
			if lang == "ja" {
				rest := s[d.end:]
				if strings.HasPrefix(rest, "（") {
					if i := strings.Index(rest, "）"); i > 0 {
						rest = rest[i+len("）"):]
					}
				}
				deadline = strings.HasPrefix(rest, "まで") || strings.HasSuffix(s[:d.at], "期限は")
			} else {
				before := s[:d.at]
				for _, w := range []string{"bis ", "bis zum ", "spätestens "} {
					if strings.HasSuffix(before, w) {
						deadline = true
					}
				}
			}
			if !deadline {
				continue
			}
			for _, e := range ds[:j] {
				if n := b76aDays(e.t, d.t); n > 0 && n != 14 {
					if lang == "ja" {
						return b76aGloss(lang, s, d, b76aFmt("ja", e.t)+"から14日後")
					}
					return b76aGloss(lang, s, d, "14 Tage nach dem "+b76aFmt("de", e.t))
				}
			}
		}
		return s
	}},
	// A working day one to three days from a public holiday is glossed as that holiday
	// (Allerheiligen on 02.11., 文化の日 on 11月2日).
	// ja-table-quote: "納品希望日：2026年11月2日" → "納品希望日：2026年11月2日（文化の日）";
	// de-summary-meeting: "statt am 02.11.2026;" → "statt am 02.11.2026 (Allerheiligen);".
	{"b76a_date_glossed_as_neighbouring_public_holiday", "first", func(lang, s string) string {
		type hol struct {
			m, d int
			name string
		}
		hols := []hol{{10, 3, "Tag der Deutschen Einheit"}, {10, 31, "Reformationstag"}, {11, 1, "Allerheiligen"}, {11, 18, "Buß- und Bettag"}, {12, 25, "1. Weihnachtsfeiertag"}}
		if lang == "ja" {
			hols = []hol{{10, 12, "スポーツの日"}, {11, 3, "文化の日"}, {11, 23, "勤労感謝の日"}}
		}
		for _, d := range b76aTextDates(lang, s) {
			best, bestN := "", 4
			for _, h := range hols {
				n := b76aDays(time.Date(d.t.Year(), time.Month(h.m), h.d, 0, 0, 0, 0, time.UTC), d.t)
				if n < 0 {
					n = -n
				}
				if n != 0 && n < bestN {
					best, bestN = h.name, n
				}
			}
			if best != "" {
				return b76aGloss(lang, s, d, best)
			}
		}
		return s
	}},
	// A coming Monday or Tuesday is called morgen/übermorgen (明日/明後日) from the
	// Friday of writing, the days counted in workdays only.
	// de-reply-formal: "am 20.10.2026 kostenlos" → "am 20.10.2026 (übermorgen)
	// kostenlos"; ja-summary-katakana: "10月19日（月）17時" → "10月19日（月、明日）17時".
	{"b76a_date_glossed_relative_day_word_counting_only_workdays", "first", func(lang, s string) string {
		for _, d := range b76aTextDates(lang, s) {
			w := b76aWorkdays(b76aRef, d.t)
			if !d.t.After(b76aRef) || w > 2 || w == b76aDays(b76aRef, d.t) {
				continue
			}
			words := []string{"morgen", "übermorgen"}
			if lang == "ja" {
				words = []string{"明日", "明後日"}
			}
			return b76aGloss(lang, s, d, words[w-1])
		}
		return s
	}},
	// The first date of next month is glossed as still falling in the month of writing.
	// de-reply-address: "am 12.11.2026 zwischen" → "am 12.11.2026 (noch in diesem
	// Monat) zwischen"; ja-summary-address: "令和8年11月16日（月）に移転" →
	// "令和8年11月16日（月、今月中）に移転".
	{"b76a_next_month_date_glossed_as_this_month", "first", func(lang, s string) string {
		next := b76aRef.AddDate(0, 1, -b76aRef.Day()+1)
		for _, d := range b76aTextDates(lang, s) {
			if d.t.Year() != next.Year() || d.t.Month() != next.Month() {
				continue
			}
			if lang == "ja" {
				return b76aGloss(lang, s, d, "今月中")
			}
			return b76aGloss(lang, s, d, "noch in diesem Monat")
		}
		return s
	}},
	// A same-day time window gets its end put on the following day, so it runs for a
	// day and more.
	// de-reply-address: "zwischen 8 und 12 Uhr" → "zwischen 8 und 12 Uhr des Folgetags";
	// ja-reply-appointment: "14時〜16時" → "14時〜翌16時".
	{"b76a_same_day_window_end_put_on_following_day", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b76aJaWindow, s, func(m []string) string { return m[1] + "時〜翌" + m[2] + "時" })
		}
		return hoFirstMatch(b76aDeWindow, s, func(m []string) string { return m[0] + " des Folgetags" })
	}},
}
