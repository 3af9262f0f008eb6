package grade

// Blind batch 62a: deixis and reference points. Every fixture is written on one day,
// Friday 16.10.2026 (its reference_date), and the kinds here let that writing day, the
// reader's side or the wrong anchor leak into what the answer states: a dated event
// collapsed onto the writing day, mirrored around it, or given its day of the month or
// its weekday; the interval between two of the text's dates counted again from the
// writing day (forward for the later date, back for the earlier one); a duration turned
// into a date counted from the writing day; a weekday date recomputed as that weekday's
// next or last occurrence from the writing day; a past date pushed to its next yearly
// occurrence; a deadline narrowed, or a firm date made, "this week"; a date's month given
// as "this month" / "next month" of the wrong month; the Japanese literary deictic
// prefixes 去る (the past …) and 来る (the coming …) put the wrong way round; and our own
// contact point handed to a dealer "near you".

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// ho62aNow is the writing day of every fixture (reference_date), a Friday.
var ho62aNow = time.Date(2026, 10, 16, 0, 0, 0, 0, time.UTC)

// ho62aWeekEnd is the Sunday that ends the writing day's week.
var ho62aWeekEnd = time.Date(2026, 10, 18, 0, 0, 0, 0, time.UTC)

var ho62aDeWeekdays = []string{"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"}
var ho62aJaWeekdays = []string{"日", "月", "火", "水", "木", "金", "土"}

var (
	ho62aDeNum   = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4})`)
	ho62aDeLong  = regexp.MustCompile(`(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (\d{4})`)
	ho62aJa      = regexp.MustCompile(`(?:(\d{4})年|令和(\d{1,2})年)?(\d{1,2})月(\d{1,2})日`)
	ho62aISO     = regexp.MustCompile(`(\d{4})-(\d{2})-(\d{2})`)
	ho62aDeWdAft = regexp.MustCompile(`^ \((Sonntag|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag)\)`)
	ho62aDeWdBef = regexp.MustCompile(`(Sonntag|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag), $`)
	ho62aJaWdAft = regexp.MustCompile(`^（[日月火水木金土]）`)
	// ho62aDeBis is "bis", "bis zum" or "bis spätestens" right before a date.
	ho62aDeBis = regexp.MustCompile(`bis (zum |spätestens )?$`)
	// ho62aJaMade is what follows a date that ends a deadline: an hour, then まで.
	ho62aJaMade = regexp.MustCompile(`^(?:\d{1,2}時)?まで(に|の)?`)
	// ho62aJaKigen is a payment or answer deadline stated as "期限は<date>です".
	ho62aJaKigen = regexp.MustCompile(`期限は$`)
	// ho62aDeTableWeeks is a table cell holding a number of weeks.
	ho62aDeTableWeeks = regexp.MustCompile(`\| (\d{1,2}) Wochen \|`)
	// ho62aDeHoursBefore is a notice given a number of hours before an appointment.
	ho62aDeHoursBefore = regexp.MustCompile(`(\d{1,3}) Stunden vorher`)
	// ho62aJaSpan is a span of weeks or days that something takes.
	ho62aJaSpan = regexp.MustCompile(`(\d{1,2})(週間|日間)の`)
	// ho62aJaDateTopic is a scheduled date named as a topic ("予定日は", "日時は"), not a
	// deadline ("期限は").
	ho62aJaDateTopic = regexp.MustCompile(`(?:予定日|日時|開始日|日程)は$`)
)

// ho62aDate is one date of a text: the span of the date itself, the span with its
// weekday gloss (" (Montag)", "（水）" after it, or "Montag, " before it), its day and
// its written form.
type ho62aDate struct {
	start, end     int
	wdStart, wdEnd int
	wdBefore       bool
	hasWd          bool
	t              time.Time
	form           string // "de", "delong", "ja", "jayear", "reiwa", "iso"
}

func ho62aMonth(name string) int {
	for i, m := range deMonths {
		if m == name {
			return i + 1
		}
	}
	return 0
}

func ho62aValid(y, m, d int) (time.Time, bool) {
	if y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1 || d > 31 {
		return time.Time{}, false
	}
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	if t.Day() != d || int(t.Month()) != m {
		return time.Time{}, false
	}
	return t, true
}

// ho62aDates lists the text's dates in order of appearance, with their weekday glosses.
func ho62aDates(lang, s string) []ho62aDate {
	var out []ho62aDate
	add := func(start, end int, t time.Time, form string) {
		for _, o := range out {
			if start < o.end && end > o.start {
				return
			}
		}
		d := ho62aDate{start: start, end: end, wdStart: start, wdEnd: end, t: t, form: form}
		rest := s[end:]
		if lang == "ja" {
			if m := ho62aJaWdAft.FindString(rest); m != "" {
				d.wdEnd, d.hasWd = end+len(m), true
			}
		} else {
			if m := ho62aDeWdAft.FindString(rest); m != "" {
				d.wdEnd, d.hasWd = end+len(m), true
			} else if loc := ho62aDeWdBef.FindStringIndex(s[:start]); loc != nil {
				d.wdStart, d.hasWd, d.wdBefore = loc[0], true, true
			}
		}
		out = append(out, d)
	}
	atoi := func(x string) int { n, _ := strconv.Atoi(x); return n }
	if lang == "ja" {
		for _, m := range ho62aJa.FindAllStringSubmatchIndex(s, -1) {
			y, form := 2026, "ja"
			if m[2] >= 0 {
				y, form = atoi(s[m[2]:m[3]]), "jayear"
			} else if m[4] >= 0 {
				y, form = 2018+atoi(s[m[4]:m[5]]), "reiwa"
			}
			if t, ok := ho62aValid(y, atoi(s[m[6]:m[7]]), atoi(s[m[8]:m[9]])); ok {
				add(m[0], m[1], t, form)
			}
		}
	} else {
		for _, m := range ho62aDeNum.FindAllStringSubmatchIndex(s, -1) {
			if t, ok := ho62aValid(atoi(s[m[6]:m[7]]), atoi(s[m[4]:m[5]]), atoi(s[m[2]:m[3]])); ok {
				add(m[0], m[1], t, "de")
			}
		}
		for _, m := range ho62aDeLong.FindAllStringSubmatchIndex(s, -1) {
			if t, ok := ho62aValid(atoi(s[m[6]:m[7]]), ho62aMonth(s[m[4]:m[5]]), atoi(s[m[2]:m[3]])); ok {
				add(m[0], m[1], t, "delong")
			}
		}
	}
	for _, m := range ho62aISO.FindAllStringSubmatchIndex(s, -1) {
		if t, ok := ho62aValid(atoi(s[m[2]:m[3]]), atoi(s[m[4]:m[5]]), atoi(s[m[6]:m[7]])); ok {
			add(m[0], m[1], t, "iso")
		}
	}
	// order of appearance
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].start < out[j-1].start; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// ho62aFormat writes t in the written form of d (without its weekday gloss).
func ho62aFormat(d ho62aDate, t time.Time) string {
	switch d.form {
	case "de":
		return fmt.Sprintf("%02d.%02d.%04d", t.Day(), int(t.Month()), t.Year())
	case "delong":
		return fmt.Sprintf("%d. %s %d", t.Day(), deMonths[int(t.Month())-1], t.Year())
	case "jayear":
		return fmt.Sprintf("%d年%d月%d日", t.Year(), int(t.Month()), t.Day())
	case "reiwa":
		return fmt.Sprintf("令和%d年%d月%d日", t.Year()-2018, int(t.Month()), t.Day())
	case "ja":
		return fmt.Sprintf("%d月%d日", int(t.Month()), t.Day())
	}
	return t.Format("2006-01-02")
}

// ho62aRedate writes date d of s as t, its weekday gloss (if any) updated to t's.
func ho62aRedate(lang, s string, d ho62aDate, t time.Time) string {
	seg := ho62aFormat(d, t)
	if d.hasWd {
		wd := int(t.Weekday())
		switch {
		case lang == "ja":
			seg += "（" + ho62aJaWeekdays[wd] + "）"
		case d.wdBefore:
			seg = ho62aDeWeekdays[wd] + ", " + seg
		default:
			seg += " (" + ho62aDeWeekdays[wd] + ")"
		}
	}
	return s[:d.wdStart] + seg + s[d.wdEnd:]
}

func ho62aDays(a, b time.Time) int { return int(b.Sub(a).Hours() / 24) }

// ho62aLaterPair finds the first two dates of s, in text order, the second later than
// the first, whose interval counted again from the writing day gives a third day.
func ho62aLaterPair(ds []ho62aDate) (int, int, time.Time, bool) {
	for i := range ds {
		if ds[i].t.Equal(ho62aNow) {
			continue
		}
		for j := i + 1; j < len(ds); j++ {
			if !ds[j].t.After(ds[i].t) {
				continue
			}
			moved := ho62aNow.AddDate(0, 0, ho62aDays(ds[i].t, ds[j].t))
			if moved.Equal(ds[j].t) || moved.Equal(ds[i].t) {
				continue
			}
			return i, j, moved, true
		}
	}
	return 0, 0, time.Time{}, false
}

// Our own contact point handed to a third party near the reader.
var (
	ho62aDeContact = []hoRule{
		hoR(`wenden Sie sich bitte an unseren Kundendienst`, "wenden Sie sich bitte an einen Fachhändler in Ihrer Nähe"),
		hoR(`Bei Fragen sind wir gern für Sie da\.`, "Bei Fragen wenden Sie sich bitte an einen Fachhändler in Ihrer Nähe."),
		hoR(`(?:melden|wenden) Sie sich (?:gern|bitte) (?:bei|an) uns`, "wenden Sie sich bitte an einen Fachhändler in Ihrer Nähe"),
	}
	ho62aJaContact = []hoRule{
		hoR(`サポート窓口までお問い合わせください`, "お近くの販売店までお問い合わせください"),
		hoR(`お気軽にお問い合わせください`, "お近くの販売店にお問い合わせください"),
		hoR(`本メールにご返信ください`, "お近くの販売店にお問い合わせください"),
		hoR(`弊社までご連絡ください`, "お近くの販売店にご連絡ください"),
	}
)

var heldOutBatch62a = []heldOutKind{
	// The literary deictic prefixes 去る (the past …) and 来る (the coming …) put on a
	// date the wrong way round, as the writing day 16.10.2026 sees it: a coming date
	// marked as gone by, a past one as still to come.
	// 新しいお届け予定日は10月21日（水）です → 新しいお届け予定日は去る10月21日（水）です;
	// 9月20日にユーザーを1名追加 → 来る9月20日にユーザーを1名追加.
	{"b62a_ja_date_marked_saru_or_kitaru_the_wrong_way", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, d := range ho62aDates(lang, s) {
			if d.form == "iso" || d.t.Equal(ho62aNow) {
				continue
			}
			if d.start >= len("去る") && (s[d.start-len("去る"):d.start] == "去る" || s[d.start-len("来る"):d.start] == "来る") {
				continue
			}
			prefix := "来る"
			if d.t.After(ho62aNow) {
				prefix = "去る"
			}
			return s[:d.start] + prefix + s[d.start:]
		}
		return s
	}},
	// A deadline after this week narrowed to "the end of this week" of the writing day
	// (Sunday 18.10.2026): the reader is given less time than the text allows.
	// bis spätestens 19.10.2026 → bis spätestens Ende dieser Woche;
	// 2026年10月30日までに、お見積もりへのご承認 → 今週中に、お見積もりへのご承認.
	{"b62a_deadline_narrowed_to_end_of_writing_week", "first", func(lang, s string) string {
		for _, d := range ho62aDates(lang, s) {
			if d.form == "iso" || !d.t.After(ho62aWeekEnd) {
				continue
			}
			if lang == "ja" {
				rest := s[d.wdEnd:]
				if m := ho62aJaMade.FindStringSubmatch(rest); m != nil {
					switch m[1] {
					case "に":
						return s[:d.start] + "今週中に" + rest[len(m[0]):]
					case "の":
						return s[:d.start] + "今週中の" + rest[len(m[0]):]
					}
					return s[:d.start] + "今週末まで" + rest[len(m[0]):]
				}
				if ho62aJaKigen.MatchString(s[:d.start]) {
					return s[:d.start] + "今週末" + s[d.wdEnd:]
				}
				continue
			}
			if d.wdBefore {
				continue
			}
			if loc := ho62aDeBis.FindStringSubmatchIndex(s[:d.start]); loc != nil {
				lead := "bis "
				if loc[2] >= 0 && s[loc[2]:loc[3]] == "spätestens " {
					lead = "bis spätestens "
				}
				return s[:loc[0]] + lead + "Ende dieser Woche" + s[d.wdEnd:]
			}
		}
		return s
	}},
	// A dated event collapsed onto the writing day: the first coming date (else the first
	// past one) becomes 16.10.2026, its weekday gloss made Friday to match.
	// Die Lieferung erfolgt am 12.11.2026 → Die Lieferung erfolgt am 16.10.2026;
	// 訪問日時：2026年10月23日（金）14時〜16時 → 訪問日時：2026年10月16日（金）14時〜16時.
	{"b62a_dated_event_collapsed_onto_writing_day", "first", func(lang, s string) string {
		ds := ho62aDates(lang, s)
		for _, future := range []bool{true, false} {
			for _, d := range ds {
				if d.t.Equal(ho62aNow) || d.t.After(ho62aNow) != future {
					continue
				}
				return ho62aRedate(lang, s, d, ho62aNow)
			}
		}
		return s
	}},
	// Our own contact point (customer service, support desk, a reply to this mail)
	// handed to a dealer "near you" that the case never names.
	// Hilft das alles nicht, wenden Sie sich bitte an unseren Kundendienst → … an einen
	// Fachhändler in Ihrer Nähe; お気軽にお問い合わせください → お近くの販売店にお問い合わせください.
	{"b62a_our_contact_point_handed_to_dealer_near_reader", "longest", hoByLang(ho62aJaContact, ho62aDeContact)},
	// The interval between two of the text's dates counted again from the writing day:
	// the later date becomes 16.10.2026 plus that interval.
	// faellig_am 2026-11-04 (14 days after 2026-10-21) → 2026-10-30;
	// vom 19.10.2026 (Montag) auf den 26.10.2026 (Montag) → … auf den 23.10.2026 (Freitag).
	{"b62a_later_date_recounted_from_writing_day", "raw", func(lang, s string) string {
		ds := ho62aDates(lang, s)
		_, j, moved, ok := ho62aLaterPair(ds)
		if !ok {
			return s
		}
		return ho62aRedate(lang, s, ds[j], moved)
	}},
	// A date's month given as a deictic month word of the wrong month: an October date as
	// "next month", any other as "this month" (October, the writing month).
	// am 12.11.2026 → am 12. dieses Monats; 10月21日（水） → 来月21日（水）.
	{"b62a_date_month_given_as_wrong_this_or_next_month", "first", func(lang, s string) string {
		for _, d := range ho62aDates(lang, s) {
			if d.form == "iso" {
				continue
			}
			next := d.t.Month() == ho62aNow.Month()
			var seg string
			if lang == "ja" {
				w := "今月"
				if next {
					w = "来月"
				}
				seg = w + strconv.Itoa(d.t.Day()) + "日"
			} else {
				w := "dieses Monats"
				if next {
					w = "nächsten Monats"
				}
				seg = strconv.Itoa(d.t.Day()) + ". " + w
			}
			return s[:d.start] + seg + s[d.end:]
		}
		return s
	}},
	// A duration of the text (a delivery time, a notice period, a test run) turned into
	// a date counted from the writing day, though it runs from another event.
	// | 6 Wochen | → | bis 27.11.2026 |; spätestens 24 Stunden vorher → spätestens bis
	// 17.10.2026; 2週間の再テスト → 10月30日までの再テスト.
	{"b62a_duration_made_date_counted_from_writing_day", "longest", func(lang, s string) string {
		de := func(t time.Time) string { return fmt.Sprintf("%02d.%02d.%04d", t.Day(), int(t.Month()), t.Year()) }
		if lang == "ja" {
			return hoFirstMatch(ho62aJaSpan, s, func(m []string) string {
				n, _ := strconv.Atoi(m[1])
				days := n
				if m[2] == "週間" {
					days = 7 * n
				}
				t := ho62aNow.AddDate(0, 0, days)
				return fmt.Sprintf("%d月%d日までの", int(t.Month()), t.Day())
			})
		}
		if ho62aDeTableWeeks.MatchString(s) {
			return hoFirstMatch(ho62aDeTableWeeks, s, func(m []string) string {
				n, _ := strconv.Atoi(m[1])
				return "| bis " + de(ho62aNow.AddDate(0, 0, 7*n)) + " |"
			})
		}
		return hoFirstMatch(ho62aDeHoursBefore, s, func(m []string) string {
			n, _ := strconv.Atoi(m[1])
			return "bis " + de(ho62aNow.Add(time.Duration(n)*time.Hour))
		})
	}},
	// A date mirrored around the writing day, as a model that counts "N days ago" as
	// "in N days": the first date other than 16.10.2026 moves to the other side of it.
	// am 08.10.2026 die Siebträgermaschine bestellt → am 24.10.2026 …;
	// 10月19日（月）17時までに回答する → 10月13日（火）17時までに回答する.
	{"b62a_date_mirrored_around_writing_day", "first", func(lang, s string) string {
		for _, d := range ho62aDates(lang, s) {
			if d.t.Equal(ho62aNow) {
				continue
			}
			return ho62aRedate(lang, s, d, ho62aNow.AddDate(0, 0, ho62aDays(d.t, ho62aNow)))
		}
		return s
	}},
	// The day of the month of a date taken from the writing day (the 16th), its month
	// and year kept: a date outside October (inside it, the kind above) slides to the 16th.
	// Die Lieferung erfolgt am 12.11.2026 → am 16.11.2026; 納品希望日：2026年11月2日 →
	// 2026年11月16日.
	{"b62a_day_of_month_taken_from_writing_day", "first", func(lang, s string) string {
		for _, d := range ho62aDates(lang, s) {
			if d.t.Month() == ho62aNow.Month() || d.t.Day() == ho62aNow.Day() {
				continue
			}
			return ho62aRedate(lang, s, d, time.Date(d.t.Year(), d.t.Month(), ho62aNow.Day(), 0, 0, 0, 0, time.UTC))
		}
		return s
	}},
	// The weekday gloss of a date taken from the writing day (Friday), the date kept.
	// 新しいお届け予定日は10月21日（水）です → 10月21日（金）です;
	// am Montag, 26. Oktober 2026 → am Freitag, 26. Oktober 2026.
	{"b62a_weekday_gloss_taken_from_writing_day", "first", func(lang, s string) string {
		for _, d := range ho62aDates(lang, s) {
			if !d.hasWd || d.t.Weekday() == ho62aNow.Weekday() {
				continue
			}
			wd := int(ho62aNow.Weekday())
			switch {
			case lang == "ja":
				return s[:d.end] + "（" + ho62aJaWeekdays[wd] + "）" + s[d.wdEnd:]
			case d.wdBefore:
				return s[:d.wdStart] + ho62aDeWeekdays[wd] + ", " + s[d.start:]
			}
			return s[:d.end] + " (" + ho62aDeWeekdays[wd] + ")" + s[d.wdEnd:]
		}
		return s
	}},
	// A date more than a week ahead that carries its weekday recomputed as that weekday's
	// next occurrence after the writing day, as "Montag" read from Friday 16.10.2026.
	// am Montag, 26. Oktober 2026 → am Montag, 19. Oktober 2026;
	// 出荷開始日を2026年11月9日から11月24日（火）に延期 → … 10月20日（火）に延期.
	{"b62a_weekday_date_recomputed_as_next_occurrence_from_writing_day", "first", func(lang, s string) string {
		for _, d := range ho62aDates(lang, s) {
			if !d.hasWd || ho62aDays(ho62aNow, d.t) <= 7 {
				continue
			}
			delta := (int(d.t.Weekday()) - int(ho62aNow.Weekday()) + 7) % 7
			if delta == 0 {
				delta = 7
			}
			return ho62aRedate(lang, s, d, ho62aNow.AddDate(0, 0, delta))
		}
		return s
	}},
	// The interval between two of the text's dates counted back from the writing day, as
	// if the later one were today: the earlier date becomes 16.10.2026 minus that interval.
	// am 08.10.2026 … bis spätestens 19.10.2026 → am 05.10.2026 …;
	// 注文番号AP-73015（10月14日着）… 10月22日（木）までの交換品 → （10月8日着）.
	{"b62a_earlier_date_recounted_back_from_writing_day", "raw", func(lang, s string) string {
		ds := ho62aDates(lang, s)
		for i := range ds {
			for j := i + 1; j < len(ds); j++ {
				if !ds[j].t.After(ds[i].t) {
					continue
				}
				moved := ho62aNow.AddDate(0, 0, -ho62aDays(ds[i].t, ds[j].t))
				if moved.Equal(ds[i].t) || moved.Equal(ds[j].t) {
					continue
				}
				return ho62aRedate(lang, s, ds[i], moved)
			}
		}
		return s
	}},
	// A past date pushed to its next yearly occurrence after the writing day, as a model
	// that reads every date as the next one to come; a yearless Japanese date gets the
	// year written out to say so.
	// am 08.10.2026 … gekauft → am 08.10.2027; 9月20日にユーザーを1名追加 → 2027年9月20日に….
	{"b62a_past_date_pushed_to_next_yearly_occurrence", "first", func(lang, s string) string {
		for _, d := range ho62aDates(lang, s) {
			if !d.t.Before(ho62aNow) {
				continue
			}
			if d.form == "ja" {
				d.form = "jayear"
			}
			return ho62aRedate(lang, s, d, d.t.AddDate(1, 0, 0))
		}
		return s
	}},
	// A firm date after this week (an event, our shipment, a visit) made "within this
	// week" of the writing day: the reader expects it days too early.
	// Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu → Wir senden Ihnen noch
	// in dieser Woche kostenlos …; 令和8年11月16日（月）に移転します → 今週中に移転します.
	{"b62a_dated_event_made_within_writing_week", "first", func(lang, s string) string {
		for _, d := range ho62aDates(lang, s) {
			if d.form == "iso" || !d.t.After(ho62aWeekEnd) {
				continue
			}
			if lang == "ja" {
				rest := s[d.wdEnd:]
				switch {
				case strings.HasPrefix(rest, "に"):
					return s[:d.start] + "今週中" + rest
				case strings.HasPrefix(rest, "です") && ho62aJaDateTopic.MatchString(s[:d.start]):
					return s[:d.start] + "今週中" + rest
				}
				continue
			}
			rest := s[d.wdEnd:]
			if d.wdBefore {
				// "am Montag, 19.10.2026, ab 8 Uhr": the date's closing comma goes with it
				rest = strings.TrimPrefix(rest, ",")
			}
			switch head := s[:d.wdStart]; {
			case strings.HasSuffix(head, "erst am "):
				return head[:len(head)-len("am ")] + "Ende dieser Woche" + rest
			case strings.HasSuffix(head, "am "):
				return head[:len(head)-len("am ")] + "noch in dieser Woche" + rest
			}
		}
		return s
	}},
	// A date more than a week ahead that carries its weekday recomputed as that weekday's
	// last occurrence before the writing day, as "Montag" read back from Friday 16.10.2026.
	// am Montag, 26. Oktober 2026 → am Montag, 12. Oktober 2026;
	// お支払い期限は2026年10月30日（金）です → 2026年10月9日（金）です.
	{"b62a_weekday_date_recomputed_as_last_occurrence_before_writing_day", "first", func(lang, s string) string {
		for _, d := range ho62aDates(lang, s) {
			if !d.hasWd || ho62aDays(ho62aNow, d.t) <= 7 {
				continue
			}
			delta := (int(ho62aNow.Weekday()) - int(d.t.Weekday()) + 7) % 7
			if delta == 0 {
				delta = 7
			}
			return ho62aRedate(lang, s, d, ho62aNow.AddDate(0, 0, -delta))
		}
		return s
	}},
}

// ho62aDiffSentence gives the sentence (or line) where two texts first differ, before
// and after, cut to a window around the change when it is long (a one-line JSON answer).
func ho62aDiffSentence(lang, a, b string) (string, string) {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	for i > 0 && i < len(a) && !utf8.RuneStart(a[i]) {
		i--
	}
	ea, eb := len(a), len(b)
	for ea > i && eb > i && a[ea-1] == b[eb-1] {
		ea--
		eb--
	}
	start := strings.LastIndex(a[:i], "\n") + 1
	if k := strings.LastIndex(a[:i], "。"); k >= 0 && k+len("。") > start {
		start = k + len("。")
	}
	if lang != "ja" {
		if k := strings.LastIndex(a[:i], ". "); k > 0 && k+2 > start && !unicode.IsDigit(rune(a[k-1])) {
			start = k + 2
		}
	}
	endA, endB := ho62aSentenceEnd(a, ea), ho62aSentenceEnd(b, eb)
	if i-start > 100 {
		// a long line (a one-line JSON answer): start shortly before the change
		start = i - 60
		for start < i && !utf8.RuneStart(a[start]) {
			start++
		}
	}
	return ho62aCut(a[start:endA]), ho62aCut(b[start:endB])
}

func ho62aSentenceEnd(s string, from int) int {
	end := len(s)
	if i := strings.Index(s[from:], "\n"); i >= 0 {
		end = from + i
	}
	if k := strings.Index(s[from:end], "。"); k >= 0 {
		end = from + k + len("。")
	}
	return end
}

func ho62aCut(s string) string {
	rs := []rune(s)
	if len(rs) > 240 {
		return string(rs[:240]) + "…"
	}
	return s
}
