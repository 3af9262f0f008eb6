package grade

// Batch 92b was found by a reviewer of relative and computed time: a scheduling clerk
// who re-derives every date, weekday, gap and clock time an answer computes rather than
// copies (relative days, gaps between two dates, working days across weekends and
// holidays, month lengths, clock ranges) and checks it against the case's anchor, the
// writing day Friday 16.10.2026 that every fixture sets as reference_date. Each kind is
// one way a model that miscounts time gets such a derived value wrong.

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
)

// b92bRef is the writing day every fixture anchors its dates to (reference_date).
var b92bRef = time.Date(2026, 10, 16, 0, 0, 0, 0, time.UTC)

var (
	b92bISO    = regexp.MustCompile(`(\d{4})-(\d{2})-(\d{2})`)
	b92bDeNum  = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4})`)
	b92bDeLong = regexp.MustCompile(`(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (\d{4})`)
	b92bJa     = regexp.MustCompile(`(?:(\d{4})年|令和(\d{1,2})年)?(\d{1,2})月(\d{1,2})日`)
	b92bJaWd   = regexp.MustCompile(`^（([月火水木金土日])）`)
	b92bDeWdA  = regexp.MustCompile(`^ \((Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\)`)
	b92bDeWdB  = regexp.MustCompile(`(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), $`)
)

var b92bJaDays = []string{"日", "月", "火", "水", "木", "金", "土"}
var b92bDeDays = []string{"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"}

// b92bDate is one date written in an answer: where it is, what day it names, how it is
// written, and where its weekday label (if any) is.
type b92bDate struct {
	start, end int // the date text
	t          time.Time
	form       string // iso, denum, delong, ja, jayear, reiwa
	pad        bool   // denum with zero-padded day and month
	wdStart    int    // weekday name span, -1 if none
	wdEnd      int
	after      int // end of the date with a label that follows it
}

// b92bFind lists the dates of s in order of appearance, with their weekday labels.
func b92bFind(lang, s string) []b92bDate {
	var out []b92bDate
	add := func(d b92bDate) {
		if d.t.IsZero() {
			return
		}
		d.wdStart, d.wdEnd, d.after = -1, -1, d.end
		if m := b92bJaWd.FindStringIndex(s[d.end:]); m != nil {
			d.wdStart, d.wdEnd, d.after = d.end+m[0], d.end+m[1], d.end+m[1]
		} else if m := b92bDeWdA.FindStringIndex(s[d.end:]); m != nil {
			d.wdStart, d.wdEnd, d.after = d.end+m[0]+2, d.end+m[1]-1, d.end+m[1]
		} else if m := b92bDeWdB.FindStringIndex(s[:d.start]); m != nil {
			d.wdStart, d.wdEnd = m[0], m[1]-2
		}
		out = append(out, d)
	}
	mk := func(y, m, dd int) time.Time {
		t := time.Date(y, time.Month(m), dd, 0, 0, 0, 0, time.UTC)
		if t.Day() != dd || int(t.Month()) != m {
			return time.Time{}
		}
		return t
	}
	for _, l := range b92bISO.FindAllStringSubmatchIndex(s, -1) {
		y, _ := strconv.Atoi(s[l[2]:l[3]])
		m, _ := strconv.Atoi(s[l[4]:l[5]])
		d, _ := strconv.Atoi(s[l[6]:l[7]])
		add(b92bDate{start: l[0], end: l[1], t: mk(y, m, d), form: "iso"})
	}
	if lang == "ja" {
		for _, l := range b92bJa.FindAllStringSubmatchIndex(s, -1) {
			y, form := b92bRef.Year(), "ja"
			if l[2] >= 0 {
				y, _ = strconv.Atoi(s[l[2]:l[3]])
				form = "jayear"
			} else if l[4] >= 0 {
				r, _ := strconv.Atoi(s[l[4]:l[5]])
				y, form = 2018+r, "reiwa"
			}
			m, _ := strconv.Atoi(s[l[6]:l[7]])
			d, _ := strconv.Atoi(s[l[8]:l[9]])
			add(b92bDate{start: l[0], end: l[1], t: mk(y, m, d), form: form})
		}
	} else {
		for _, l := range b92bDeNum.FindAllStringSubmatchIndex(s, -1) {
			d, _ := strconv.Atoi(s[l[2]:l[3]])
			m, _ := strconv.Atoi(s[l[4]:l[5]])
			y, _ := strconv.Atoi(s[l[6]:l[7]])
			add(b92bDate{start: l[0], end: l[1], t: mk(y, m, d), form: "denum", pad: l[3]-l[2] == 2})
		}
		for _, l := range b92bDeLong.FindAllStringSubmatchIndex(s, -1) {
			d, _ := strconv.Atoi(s[l[2]:l[3]])
			m := 0
			for i, n := range deMonths {
				if n == s[l[4]:l[5]] {
					m = i + 1
				}
			}
			y, _ := strconv.Atoi(s[l[6]:l[7]])
			add(b92bDate{start: l[0], end: l[1], t: mk(y, m, d), form: "delong"})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].start < out[j].start })
	return out
}

// b92bFormat writes t in the form of d.
func b92bFormat(d b92bDate, t time.Time) string {
	switch d.form {
	case "iso":
		return t.Format("2006-01-02")
	case "denum":
		if d.pad {
			return fmt.Sprintf("%02d.%02d.%d", t.Day(), int(t.Month()), t.Year())
		}
		return fmt.Sprintf("%d.%d.%d", t.Day(), int(t.Month()), t.Year())
	case "delong":
		return fmt.Sprintf("%d. %s %d", t.Day(), deMonths[t.Month()-1], t.Year())
	case "jayear":
		return fmt.Sprintf("%d年%d月%d日", t.Year(), int(t.Month()), t.Day())
	case "reiwa":
		return fmt.Sprintf("令和%d年%d月%d日", t.Year()-2018, int(t.Month()), t.Day())
	}
	if t.Year() != b92bRef.Year() {
		return fmt.Sprintf("%d年%d月%d日", t.Year(), int(t.Month()), t.Day())
	}
	return fmt.Sprintf("%d月%d日", int(t.Month()), t.Day())
}

// b92bWeekday names wd in the language of the label it replaces.
func b92bWeekday(lang string, wd time.Weekday) string {
	if lang == "ja" {
		return b92bJaDays[wd]
	}
	return b92bDeDays[wd]
}

// b92bEdit is one replacement of s[start:end].
type b92bEdit struct {
	start, end int
	text       string
}

// b92bApply applies non-overlapping edits.
func b92bApply(s string, edits []b92bEdit) string {
	sort.SliceStable(edits, func(i, j int) bool { return edits[i].start > edits[j].start })
	last := len(s) + 1
	for _, e := range edits {
		if e.end > last || e.start < 0 || e.end > len(s) || e.start > e.end {
			continue
		}
		s = s[:e.start] + e.text + s[e.end:]
		last = e.start
	}
	return s
}

// b92bMoveDate rewrites date d to t; relabel also rewrites its weekday label to t's.
func b92bMoveDate(lang string, d b92bDate, t time.Time, relabel bool) []b92bEdit {
	eds := []b92bEdit{{d.start, d.end, b92bFormat(d, t)}}
	if relabel && d.wdStart >= 0 {
		// the label sits inside （x） for ja and as the bare weekday name for de
		if lang == "ja" {
			eds = append(eds, b92bEdit{d.wdStart, d.wdEnd, "（" + b92bWeekday(lang, t.Weekday()) + "）"})
		} else {
			eds = append(eds, b92bEdit{d.wdStart, d.wdEnd, b92bWeekday(lang, t.Weekday())})
		}
	}
	return eds
}

// b92bAfterLabel is where a gloss after date d goes: after its weekday label when the
// label follows the date.
func b92bAfterLabel(d b92bDate) int { return d.after }

// b92bAddWorkdays adds n working days (Monday to Friday) to t.
func b92bAddWorkdays(t time.Time, n int) time.Time {
	for n > 0 {
		t = t.AddDate(0, 0, 1)
		if t.Weekday() != time.Saturday && t.Weekday() != time.Sunday {
			n--
		}
	}
	return t
}

func b92bDays(a, b time.Time) int { return int(b.Sub(a).Hours() / 24) }

var heldOutBatch92b = []heldOutKind{
	// b92b_later_month_dates_shifted_by_lost_october_31 moves every date after October
	// 2026 one day later, weekday labels kept: the model counted forward from the writing
	// day 16.10. with a 30-day October, so each date it derived past the month end lands a
	// day late and no longer matches its own weekday.
	// de: "Die Lieferung erfolgt am 12.11.2026" → "Die Lieferung erfolgt am 13.11.2026"
	// ja: "令和8年11月16日（月）に移転します" → "令和8年11月17日（月）に移転します"
	{"b92b_later_month_dates_shifted_by_lost_october_31", "raw", func(lang, s string) string {
		var eds []b92bEdit
		for _, d := range b92bFind(lang, s) {
			if d.t.After(time.Date(2026, 10, 31, 0, 0, 0, 0, time.UTC)) {
				eds = append(eds, b92bMoveDate(lang, d, d.t.AddDate(0, 0, 1), false)...)
			}
		}
		return b92bApply(s, eds)
	}},
	// b92b_later_month_weekday_counted_with_30_day_october relabels a date after October
	// with the weekday one day earlier: the model worked the weekday out by counting days
	// on from Friday 16.10. and took October as 30 days long.
	// de: "am Montag, 16. November 2026" → "am Sonntag, 16. November 2026" (pattern; no de
	// golden labels a date after October)
	// ja: "11月24日（火）に延期" → "11月24日（月）に延期"
	{"b92b_later_month_weekday_counted_with_30_day_october", "raw", func(lang, s string) string {
		var eds []b92bEdit
		for _, d := range b92bFind(lang, s) {
			if d.wdStart < 0 || !d.t.After(time.Date(2026, 10, 31, 0, 0, 0, 0, time.UTC)) {
				continue
			}
			wd := b92bWeekday(lang, d.t.AddDate(0, 0, -1).Weekday())
			if lang == "ja" {
				wd = "（" + wd + "）"
			}
			eds = append(eds, b92bEdit{d.wdStart, d.wdEnd, wd})
		}
		return b92bApply(s, eds)
	}},
	// b92b_later_date_gap_recounted_as_working_days keeps the first of two dates and moves
	// the next later one so that the calendar-day gap between them is counted in working
	// days instead: a postponement of 14 days becomes 14 working days, weekday recomputed.
	// de: "erst am 28.10.2026 geliefert werden, verschiebt sich die Inbetriebnahme vom 02.11.2026" → "... vom 04.11.2026"
	// ja: "新しいお届け予定日は10月21日（水）です。" → "新しいお届け予定日は10月23日（金）です。"
	// (10月16日 + 5 days counted as 5 working days)
	{"b92b_later_date_gap_recounted_as_working_days", "raw", func(lang, s string) string {
		ds := b92bFind(lang, s)
		for i := 0; i+1 < len(ds); i++ {
			a, b := ds[i], ds[i+1]
			g := b92bDays(a.t, b.t)
			if g < 3 || g > 45 {
				continue
			}
			return b92bApply(s, b92bMoveDate(lang, b, b92bAddWorkdays(a.t, g), true))
		}
		return s
	}},
	// b92b_past_date_resolved_into_next_year moves every date before the writing day into
	// the following year: the model resolved an event that already happened (an order, a
	// visit, a user added) as the next occurrence of that day, so the past becomes future.
	// de: "hat am 08.10.2026 die Siebträgermaschine" → "hat am 08.10.2027 die Siebträgermaschine"
	// ja: "9月20日にユーザーを1名追加" → "2027年9月20日にユーザーを1名追加"
	{"b92b_past_date_resolved_into_next_year", "raw", func(lang, s string) string {
		var eds []b92bEdit
		for _, d := range b92bFind(lang, s) {
			if d.t.Before(b92bRef) {
				eds = append(eds, b92bMoveDate(lang, d, d.t.AddDate(1, 0, 0), true)...)
			}
		}
		return b92bApply(s, eds)
	}},
	// b92b_clock_range_bounds_reversed swaps the two hours of the first clock range, so the
	// window runs from its end back to its start: read literally it now spans the night
	// across midnight instead of the daytime slot.
	// de: "zwischen 8 und 12 Uhr" → "zwischen 12 und 8 Uhr"
	// ja: "14時〜16時" → "16時〜14時"
	{"b92b_clock_range_bounds_reversed", "raw", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b92bJaRange, s, func(m []string) string {
				return m[2] + "時〜" + m[1] + "時"
			})
		}
		return hoFirstMatch(b92bDeRange, s, func(m []string) string {
			return m[1] + " " + m[4] + " " + m[3] + " " + m[2] + " Uhr"
		})
	}},
	// b92b_date_moved_onto_adjacent_public_holiday moves a business date that lies a day
	// beside a national holiday onto the holiday itself (weekday recomputed): the model
	// counted working days without the holiday calendar, so a delivery or start date now
	// falls on 文化の日, 勤労感謝の日 or Tag der Deutschen Einheit.
	// de: "am 02.10.2026" → "am 03.10.2026" (pattern)
	// ja: "納品希望日：2026年11月2日" → "納品希望日：2026年11月3日"
	{"b92b_date_moved_onto_adjacent_public_holiday", "raw", func(lang, s string) string {
		hol := b92bHolidaysDE
		if lang == "ja" {
			hol = b92bHolidaysJA
		}
		for _, d := range b92bFind(lang, s) {
			for _, h := range hol {
				if g := b92bDays(d.t, h); g == 1 || g == -1 {
					return b92bApply(s, b92bMoveDate(lang, d, h, true))
				}
			}
		}
		return s
	}},
	// b92b_term_end_set_to_start_anniversary moves the end of a period that ends the day
	// before an anniversary of its start onto the anniversary itself: the model computed
	// "12 months from 1 December" as 1 December, so the term runs a day too long and
	// overlaps the next one.
	// de: "vom 01.12.2026 bis 30.11.2027" → "vom 01.12.2026 bis 01.12.2027" (pattern)
	// ja: "\"end_date\": \"2027-11-30\"" → "\"end_date\": \"2027-12-01\""
	{"b92b_term_end_set_to_start_anniversary", "raw", func(lang, s string) string {
		ds := b92bFind(lang, s)
		for i := 0; i+1 < len(ds); i++ {
			a, b := ds[i], ds[i+1]
			for m := 1; m <= 36; m++ {
				if an := a.t.AddDate(0, m, 0); an.AddDate(0, 0, -1).Equal(b.t) {
					return b92bApply(s, b92bMoveDate(lang, b, an, true))
				}
			}
		}
		return s
	}},
	// b92b_month_end_resolved_with_wrong_month_length spells out a month end with the day
	// count of the wrong month (October given 30 days, September 31): the model resolved
	// "Monatsende"/月末 to a date by knuckle-counting wrong, giving a non-existent or too
	// early last day.
	// de: "bis Monatsende" → "bis Monatsende (30.10.2026)" (pattern)
	// ja: "月末の給与計算" → "月末（10月30日）の給与計算"; "9月末時点" → "9月末（9月31日）時点"
	{"b92b_month_end_resolved_with_wrong_month_length", "raw", func(lang, s string) string {
		wrong := func(m int) int {
			last := time.Date(2026, time.Month(m)+1, 0, 0, 0, 0, 0, time.UTC).Day()
			if last == 31 {
				return 30
			}
			return 31
		}
		if lang == "ja" {
			return hoFirstMatch(b92bJaMonthEnd, s, func(m []string) string {
				mo := int(b92bRef.Month())
				if m[1] != "" {
					mo, _ = strconv.Atoi(m[1])
				}
				if mo < 1 || mo > 12 {
					return m[0]
				}
				return m[0] + fmt.Sprintf("（%d月%d日）", mo, wrong(mo))
			})
		}
		return hoFirstMatch(b92bDeMonthEnd, s, func(m []string) string {
			mo := int(b92bRef.Month())
			return m[0] + fmt.Sprintf(" (%d.%d.%d)", wrong(mo), mo, b92bRef.Year())
		})
	}},
	// b92b_lead_time_resolved_to_wrong_absolute_time spells out a relative lead time
	// ("30 minutes before the visit", "24 hours before") as a clock time or date that is
	// counted from the wrong point: from the end of the visit window, or one working day
	// back across the weekend instead of 24 hours.
	// de: "spätestens 24 Stunden vorher ab" → "spätestens 24 Stunden vorher (bis Freitag, 23. Oktober 2026, 10:30 Uhr) ab"
	// ja: "訪問の30分前にお電話" → "訪問の30分前（15時30分頃）にお電話"
	{"b92b_lead_time_resolved_to_wrong_absolute_time", "raw", func(lang, s string) string {
		if lang == "ja" {
			w := b92bJaRange.FindStringSubmatch(s)
			if w == nil {
				return s
			}
			end, _ := strconv.Atoi(w[2])
			return hoFirstMatch(b92bJaLead, s, func(m []string) string {
				n, _ := strconv.Atoi(m[1])
				if n <= 0 || n >= 60 || end < 1 {
					return m[0]
				}
				return m[0] + fmt.Sprintf("（%d時%d分頃）", end-1, 60-n)
			})
		}
		ds := b92bFind(lang, s)
		clk := b92bDeClock.FindStringSubmatch(s)
		if len(ds) == 0 || clk == nil {
			return s
		}
		d := ds[0]
		prev := d.t.AddDate(0, 0, -1)
		for prev.Weekday() == time.Saturday || prev.Weekday() == time.Sunday {
			prev = prev.AddDate(0, 0, -1)
		}
		return hoFirstMatch(b92bDeLead, s, func(m []string) string {
			return m[0] + fmt.Sprintf(" (bis %s, %d. %s %d, %s Uhr)", b92bDeDays[prev.Weekday()], prev.Day(), deMonths[prev.Month()-1], prev.Year(), clk[1])
		})
	}},
	// b92b_noon_hour_written_as_midnight writes the hour 12 as 0: the model converted the
	// 12-hour "12 pm" it had in mind back to 24-hour time wrongly, so a slot that ends at
	// noon ends at midnight.
	// de: "zwischen 8 und 12 Uhr" → "zwischen 8 und 0 Uhr"
	// ja: "12時までにご連絡" → "0時までにご連絡" (pattern)
	{"b92b_noon_hour_written_as_midnight", "raw", func(lang, s string) string {
		re := b92bDeNoon
		if lang == "ja" {
			re = b92bJaNoon
		}
		return hoFirstMatch(re, s, func(m []string) string { return m[1] + "0" + m[2] })
	}},
	// b92b_past_date_glossed_days_ago_counting_both_ends adds to the first date before the
	// writing day how many days ago it was, counting both the day itself and the writing
	// day, so the gloss is one day too many.
	// de: "hat am 08.10.2026 die Siebträgermaschine" → "hat am 08.10.2026 (vor 9 Tagen) die Siebträgermaschine"
	// ja: "9月20日にユーザーを1名追加" → "9月20日（27日前）にユーザーを1名追加"
	{"b92b_past_date_glossed_days_ago_counting_both_ends", "first", func(lang, s string) string {
		for _, d := range b92bFind(lang, s) {
			if d.form == "iso" || !d.t.Before(b92bRef) {
				continue
			}
			n := b92bDays(d.t, b92bRef) + 1
			g := fmt.Sprintf(" (vor %d Tagen)", n)
			if lang == "ja" {
				g = fmt.Sprintf("（%d日前）", n)
			}
			at := b92bAfterLabel(d)
			return s[:at] + g + s[at:]
		}
		return s
	}},
	// b92b_near_date_made_relative_word_one_day_short replaces the first date within three
	// days of the writing day by a relative day word one day short: the writing day itself
	// becomes "yesterday", Monday 19.10. counted from Friday 16.10. becomes "übermorgen" /
	// 明後日 (which is Sunday).
	// de: "am Montag, 19.10.2026, ab 8 Uhr aufschließen" → "übermorgen ab 8 Uhr aufschließen"
	// ja: "10月16日にお届けする予定でした" → "昨日お届けする予定でした"
	{"b92b_near_date_made_relative_word_one_day_short", "first", func(lang, s string) string {
		words := map[int][2]string{0: {"gestern", "昨日"}, 1: {"heute", "本日"}, 2: {"morgen", "明日"}, 3: {"übermorgen", "明後日"}}
		for _, d := range b92bFind(lang, s) {
			if d.form == "iso" {
				continue
			}
			w, ok := words[b92bDays(b92bRef, d.t)]
			if !ok {
				continue
			}
			start, end := d.start, b92bAfterLabel(d)
			if lang == "ja" {
				if strings.HasPrefix(s[end:], "に") {
					end += len("に")
				}
				return s[:start] + w[1] + s[end:]
			}
			if d.wdStart >= 0 && d.wdStart < d.start {
				start = d.wdStart
			}
			pre := s[:start]
			for _, p := range []string{"am ", "bis zum ", "vom ", "zum "} {
				if strings.HasSuffix(pre, p) {
					pre = strings.TrimSuffix(pre, p)
					if p == "bis zum " {
						pre += "bis "
					} else if p == "vom " {
						pre += "von "
					}
					break
				}
			}
			rest := s[end:]
			rest = strings.TrimPrefix(rest, ",")
			return pre + w[0] + rest
		}
		return s
	}},
	// b92b_short_gap_glossed_as_a_month_later glosses the later of two dates of different
	// months that lie less than three weeks apart as "a month later": the model measured
	// the gap by the month numbers, not by the days.
	// de: "erst am 28.10.2026 geliefert werden, verschiebt sich die Inbetriebnahme vom 02.11.2026" → "... vom 02.11.2026 (einen Monat später) ..."
	// ja: "修正版の提供（10月23日）後に" … "2026年11月9日" → "2026年11月9日（1か月後）"
	{"b92b_short_gap_glossed_as_a_month_later", "longest", func(lang, s string) string {
		ds := b92bFind(lang, s)
		for i := 0; i+1 < len(ds); i++ {
			a, b := ds[i], ds[i+1]
			g := b92bDays(a.t, b.t)
			if g <= 0 || g >= 21 || a.t.Month() == b.t.Month() {
				continue
			}
			gl := " (einen Monat später)"
			if lang == "ja" {
				gl = "（1か月後）"
			}
			at := b92bAfterLabel(b)
			return s[:at] + gl + s[at:]
		}
		return s
	}},
	// b92b_gap_glossed_in_weeks_from_calendar_week_numbers glosses the later of two dates
	// with the number of weeks between the calendar weeks of the two dates, not between
	// the days: five days from a Wednesday to the next Monday become "a week later",
	// seventeen days from a Friday to a Monday three calendar weeks on become three weeks.
	// de: "am 08.10.2026 … bis spätestens 19.10.2026" → "bis spätestens 19.10.2026 (zwei Wochen später)"
	// ja: "10月16日にお届けする予定" … "10月21日（水）です" → "10月21日（水）（1週間後）です"
	{"b92b_gap_glossed_in_weeks_from_calendar_week_numbers", "longest", func(lang, s string) string {
		ds := b92bFind(lang, s)
		for i := 0; i+1 < len(ds); i++ {
			a, b := ds[i], ds[i+1]
			g := b92bDays(a.t, b.t)
			ya, wa := a.t.ISOWeek()
			yb, wb := b.t.ISOWeek()
			if ya != yb || g <= 0 || g > 21 {
				continue
			}
			w := wb - wa
			if w < 1 || w > 4 || g-7*w > -2 && g-7*w < 2 {
				continue
			}
			gl := fmt.Sprintf(" (%s später)", []string{"", "eine Woche", "zwei Wochen", "drei Wochen", "vier Wochen"}[w])
			if lang == "ja" {
				gl = fmt.Sprintf("（%d週間後）", w)
			}
			at := b92bAfterLabel(b)
			return s[:at] + gl + s[at:]
		}
		return s
	}},
	// b92b_period_end_year_taken_from_start writes the end date of a period that runs into
	// the next year with the start date's year: the model filled the year of the end from
	// the start, so the period now ends before it begins.
	// de: "vom 01.12.2026 bis 30.11.2027" → "vom 01.12.2026 bis 30.11.2026" (pattern)
	// ja: "\"end_date\": \"2027-11-30\"" → "\"end_date\": \"2026-11-30\""
	{"b92b_period_end_year_taken_from_start", "raw", func(lang, s string) string {
		ds := b92bFind(lang, s)
		for i := 0; i+1 < len(ds); i++ {
			a, b := ds[i], ds[i+1]
			if b.t.Year() != a.t.Year()+1 || b92bDays(a.t, b.t) < 28 {
				continue
			}
			t := b.t.AddDate(-1, 0, 0)
			if t.Day() != b.t.Day() {
				continue
			}
			return b92bApply(s, b92bMoveDate(lang, b, t, true))
		}
		return s
	}},
}

var (
	b92bDeRange    = regexp.MustCompile(`(zwischen|von) (\d{1,2}) (und|bis) (\d{1,2}) Uhr`)
	b92bJaRange    = regexp.MustCompile(`(\d{1,2})時〜(\d{1,2})時`)
	b92bJaLead     = regexp.MustCompile(`訪問の(\d{1,2})分前`)
	b92bDeLead     = regexp.MustCompile(`spätestens \d+ Stunden vorher`)
	b92bDeClock    = regexp.MustCompile(`(\d{1,2}:\d{2}) Uhr`)
	b92bDeNoon     = regexp.MustCompile(`(^|[^\d:.,])12( Uhr)`)
	b92bJaNoon     = regexp.MustCompile(`(^|[^\d:.,])12(時)`)
	b92bJaMonthEnd = regexp.MustCompile(`(\d{1,2})?月末`)
	b92bDeMonthEnd = regexp.MustCompile(`Monatsende`)
	b92bHolidaysJA = []time.Time{
		time.Date(2026, 10, 12, 0, 0, 0, 0, time.UTC), time.Date(2026, 11, 3, 0, 0, 0, 0, time.UTC),
		time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC), time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC),
	}
	b92bHolidaysDE = []time.Time{
		time.Date(2026, 10, 3, 0, 0, 0, 0, time.UTC), time.Date(2026, 12, 25, 0, 0, 0, 0, time.UTC),
		time.Date(2026, 12, 26, 0, 0, 0, 0, time.UTC), time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC),
	}
)
