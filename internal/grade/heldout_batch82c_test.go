package grade

// Batch 82c: times and clocks, written blind to the checks. Every kind damages the first
// clock time or the first duration of an answer, in one place, the way a model slips
// when it converts or re-labels a time rather than when it copies one: a time zone of
// the other study country (or a UTC offset with the wrong sign) hung on a local time, a
// local time "adjusted" for a winter time that does not apply, a clock written in the
// other study language's notation, a 12/24-hour conversion applied where none was due
// (a morning hour given +12, an afternoon hour converted again past midnight), the hour
// parsed into the minute field, a wrong-direction zone conversion, a duration unit left
// in the other language, a duration converted to another unit with its old label kept,
// or a duration written h:mm with the number in the wrong slot. Answers without a clock
// or a duration (the JSON extractions) are left unchanged.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

var (
	// b82cDeClock is a German clock phrase: "10:30 Uhr", "ab 8 Uhr", "zwischen 8 und
	// 12 Uhr", "von 6 bis 22 Uhr" (the phrase starts at its first hour).
	b82cDeClock = regexp.MustCompile(`(^|[^\d:.,])(\d{1,2})(?::(\d{2}))?(?: (und|bis) (\d{1,2})(?::(\d{2}))?)? Uhr`)
	// b82cJaClock is a Japanese clock phrase: "17時", "14時〜16時", "10時30分"; a
	// match followed by 間 (a duration) is skipped.
	b82cJaClock = regexp.MustCompile(`(^|[^\d,])(\d{1,2})時(?:(\d{1,2})分)?(?:([〜～~])(\d{1,2})時(?:(\d{1,2})分)?)?`)
	// b82cDeDur and b82cJaDur are a duration written in digits with its unit.
	b82cDeDur = regexp.MustCompile(`(^|[^\d,.])(\d+) (Sekunden|Minuten|Stunden|Tagen|Tage|Wochen|Monaten|Monate|Jahren|Jahre)`)
	b82cJaDur = regexp.MustCompile(`(^|[^\d,])(\d+)(秒|分|時間|日間|週間|か月|ヶ月|年間)`)
)

// b82cClock is the first clock phrase of a text: its span (from its first hour on) and
// its one or two hours with their minutes (-1 when none is written).
type b82cClock struct {
	start, end int
	hours      []b82cHour
	conn       string // "und", "bis", "〜" between two hours, "" for one
}

type b82cHour struct {
	start, end int // the hour digits
	h, m       int
}

func b82cFirstClock(lang, s string) (b82cClock, bool) {
	re := b82cDeClock
	if lang == "ja" {
		re = b82cJaClock
	}
	for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
		if lang == "ja" && strings.HasPrefix(s[loc[1]:], "間") {
			continue
		}
		c := b82cClock{start: loc[4], end: loc[1]}
		add := func(hi, mi int) {
			if loc[hi] < 0 {
				return
			}
			h, _ := strconv.Atoi(s[loc[hi]:loc[hi+1]])
			m := -1
			if loc[mi] >= 0 {
				m, _ = strconv.Atoi(s[loc[mi]:loc[mi+1]])
			}
			c.hours = append(c.hours, b82cHour{loc[hi], loc[hi+1], h, m})
		}
		add(4, 6)
		add(10, 12)
		if loc[8] >= 0 {
			c.conn = s[loc[8]:loc[9]]
		}
		return c, true
	}
	return b82cClock{}, false
}

// b82cClockText writes a clock phrase of hours (h, m) in the language's notation.
func b82cClockText(lang string, hs []b82cHour, conn string) string {
	one := func(h b82cHour) string {
		if lang == "ja" {
			if h.m >= 0 {
				return fmt.Sprintf("%d時%d分", h.h, h.m)
			}
			return fmt.Sprintf("%d時", h.h)
		}
		if h.m >= 0 {
			return fmt.Sprintf("%d:%02d", h.h, h.m)
		}
		return strconv.Itoa(h.h)
	}
	out := one(hs[0])
	if len(hs) == 2 {
		if lang == "ja" {
			out += conn + one(hs[1])
		} else {
			out += " " + conn + " " + one(hs[1])
		}
	}
	if lang != "ja" {
		out += " Uhr"
	}
	return out
}

// b82cRewriteClock replaces the first clock phrase by f's hours, with suffix after it.
func b82cRewriteClock(lang, s string, f func(hs []b82cHour) []b82cHour, suffix string) string {
	c, ok := b82cFirstClock(lang, s)
	if !ok {
		return s
	}
	hs := f(append([]b82cHour(nil), c.hours...))
	if hs == nil {
		return s
	}
	return s[:c.start] + b82cClockText(lang, hs, c.conn) + suffix + s[c.end:]
}

// b82cSuffixClock appends a label to the first clock phrase.
func b82cSuffixClock(lang, s, de, ja string) string {
	c, ok := b82cFirstClock(lang, s)
	if !ok {
		return s
	}
	if lang == "ja" {
		return s[:c.end] + ja + s[c.end:]
	}
	return s[:c.end] + de + s[c.end:]
}

// b82cDur is the first duration of a text written in digits.
type b82cDur struct {
	start, end int // number and unit, without the prefix
	n          int
	unit       string
}

func b82cFirstDur(lang, s string) (b82cDur, bool) {
	re := b82cDeDur
	if lang == "ja" {
		re = b82cJaDur
	}
	loc := re.FindStringSubmatchIndex(s)
	if loc == nil {
		return b82cDur{}, false
	}
	n, _ := strconv.Atoi(s[loc[4]:loc[5]])
	return b82cDur{loc[4], loc[1], n, s[loc[6]:loc[7]]}, true
}

// b82cGroup writes n with the language's thousands separator.
func b82cGroup(lang string, n int) string {
	d := strconv.Itoa(n)
	sep := "."
	if lang == "ja" {
		sep = ","
	}
	var b strings.Builder
	for i, r := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// b82cDurNumber rewrites the first duration's number, its unit kept as written.
func b82cDurNumber(lang, s string, f func(n int, unit string) (string, bool)) string {
	d, ok := b82cFirstDur(lang, s)
	if !ok {
		return s
	}
	num, ok := f(d.n, d.unit)
	if !ok {
		return s
	}
	sp := " "
	if lang == "ja" {
		sp = ""
	}
	return s[:d.start] + num + sp + d.unit + s[d.end:]
}

var heldOutBatch82c = []heldOutKind{
	// The first clock time gets the time zone of the other study country as a label, so
	// a German appointment is set in Japanese time and a Japanese one in German time.
	// "um 10:30 Uhr in der Zahnarztpraxis" → "um 10:30 Uhr (JST) in der Zahnarztpraxis";
	// "14時〜16時" → "14時〜16時（MEZ）".
	{"b82c_clock_labelled_other_study_countrys_zone", "first", func(lang, s string) string {
		return b82cSuffixClock(lang, s, " (JST)", "（MEZ）")
	}},
	// The first clock time is labelled with a UTC offset of the wrong sign (German time
	// is UTC+1/+2, Japanese UTC+9): "ab 8 Uhr aufschließen" → "ab 8 Uhr (UTC−1)
	// aufschließen"; "17時までに回答する" → "17時（UTC−9）までに回答する".
	{"b82c_clock_zone_label_utc_offset_sign_flipped", "first", func(lang, s string) string {
		return b82cSuffixClock(lang, s, " (UTC−1)", "（UTC−9）")
	}},
	// The first clock phrase is moved an hour earlier for a winter-time change the local
	// time does not need (Japan has none at all), with a note saying so: "zwischen 8 und
	// 12 Uhr" → "zwischen 7 und 11 Uhr (Winterzeit)"; "14時〜16時" →
	// "13時〜15時（冬時間）".
	{"b82c_clock_moved_back_an_hour_for_invented_winter_time", "first", func(lang, s string) string {
		suffix := " (Winterzeit)"
		if lang == "ja" {
			suffix = "（冬時間）"
		}
		return b82cRewriteClock(lang, s, func(hs []b82cHour) []b82cHour {
			for i := range hs {
				hs[i].h = (hs[i].h + 23) % 24
			}
			return hs
		}, suffix)
	}},
	// The first clock phrase is written in the other study language's notation, which
	// the reader of the letter cannot read as a time: "um 10:30 Uhr" → "um 10時30分",
	// "zwischen 8 und 12 Uhr" → "zwischen 8時 und 12時"; "14時〜16時" → "14〜16 Uhr".
	{"b82c_clock_written_in_other_study_languages_notation", "first", func(lang, s string) string {
		c, ok := b82cFirstClock(lang, s)
		if !ok {
			return s
		}
		if lang == "ja" {
			var parts []string
			for _, h := range c.hours {
				if h.m >= 0 {
					parts = append(parts, fmt.Sprintf("%d:%02d", h.h, h.m))
				} else {
					parts = append(parts, strconv.Itoa(h.h))
				}
			}
			return s[:c.start] + strings.Join(parts, c.conn) + " Uhr" + s[c.end:]
		}
		// German: the hours keep their words, the clock notation becomes Japanese.
		out := b82cClockText("ja", c.hours, " "+c.conn+" ")
		return s[:c.start] + out + s[c.end:]
	}},
	// A morning hour of the first clock phrase is read as an afternoon hour and given
	// +12 in the 24-hour clock: "ab 8 Uhr aufschließen" → "ab 20 Uhr aufschließen";
	// "um 10:30 Uhr" → "um 22:30 Uhr".
	{"b82c_morning_clock_hour_given_plus_twelve", "first", func(lang, s string) string {
		return b82cRewriteClock(lang, s, func(hs []b82cHour) []b82cHour {
			for i := range hs {
				if hs[i].h >= 1 && hs[i].h < 12 {
					hs[i].h += 12
					return hs
				}
			}
			return nil
		}, "")
	}},
	// An afternoon hour already in 24-hour notation is converted again (+12), which puts
	// it past midnight: "14時〜16時" → "26時〜16時"; "zwischen 8 und 12 Uhr" →
	// "zwischen 8 und 24 Uhr".
	{"b82c_afternoon_hour_converted_again_past_midnight", "first", func(lang, s string) string {
		return b82cRewriteClock(lang, s, func(hs []b82cHour) []b82cHour {
			for i := range hs {
				if hs[i].h >= 12 && hs[i].h < 24 {
					hs[i].h += 12
					return hs
				}
			}
			return nil
		}, "")
	}},
	// The first hour of the first clock phrase is parsed into the minute field, so the
	// time falls just after midnight: "ab 8 Uhr" → "ab 0:08 Uhr"; "17時までに" →
	// "0時17分までに"; "um 10:30 Uhr" → "um 0:10 Uhr".
	{"b82c_clock_hour_parsed_into_minute_field", "first", func(lang, s string) string {
		return b82cRewriteClock(lang, s, func(hs []b82cHour) []b82cHour {
			hs[0].m = hs[0].h
			hs[0].h = 0
			return hs
		}, "")
	}},
	// The first clock phrase is "converted" into the other study country's zone in the
	// wrong direction (8 hours the wrong way) and labelled with that zone: "um 10:30 Uhr"
	// → "um 2:30 Uhr (JST)"; "14時〜16時" → "22時〜24時（MEZ）".
	{"b82c_clock_converted_to_other_countrys_zone_wrong_direction", "first", func(lang, s string) string {
		shift, suffix := 16, " (JST)"
		if lang == "ja" {
			shift, suffix = 8, "（MEZ）"
		}
		return b82cRewriteClock(lang, s, func(hs []b82cHour) []b82cHour {
			for i := range hs {
				h := (hs[i].h + shift) % 24
				if lang == "ja" && h == 0 && i == 1 {
					h = 24
				}
				hs[i].h = h
			}
			return hs
		}, suffix)
	}},
	// The first duration keeps its number but its unit is written in the other study
	// language: "bleibt 10 Minuten aktiv" → "bleibt 10 分 aktiv"; "訪問の30分前" →
	// "訪問の30 Minuten前".
	{"b82c_duration_unit_written_in_other_study_language", "first", func(lang, s string) string {
		d, ok := b82cFirstDur(lang, s)
		if !ok {
			return s
		}
		de2ja := map[string]string{"Sekunden": "秒", "Minuten": "分", "Stunden": "時間", "Tage": "日", "Tagen": "日",
			"Wochen": "週間", "Monate": "か月", "Monaten": "か月", "Jahre": "年", "Jahren": "年"}
		ja2de := map[string]string{"秒": "Sekunden", "分": "Minuten", "時間": "Stunden", "日間": "Tage", "週間": "Wochen",
			"か月": "Monate", "ヶ月": "Monate", "年間": "Jahre"}
		if lang == "ja" {
			return s[:d.start] + strconv.Itoa(d.n) + " " + ja2de[d.unit] + s[d.end:]
		}
		return s[:d.start] + strconv.Itoa(d.n) + " " + de2ja[d.unit] + s[d.end:]
	}},
	// The first duration's number is converted to the next smaller unit but the old
	// unit is kept: "spätestens 24 Stunden vorher" → "spätestens 1.440 Stunden vorher";
	// "2週間の再テスト" → "14週間の再テスト"; "6 Wochen" → "42 Wochen".
	{"b82c_duration_converted_to_smaller_unit_label_kept", "first", func(lang, s string) string {
		factor := map[string]int{"Sekunden": 1000, "Minuten": 60, "Stunden": 60, "Tage": 24, "Tagen": 24, "Wochen": 7,
			"Monate": 30, "Monaten": 30, "Jahre": 12, "Jahren": 12,
			"秒": 1000, "分": 60, "時間": 60, "日間": 24, "週間": 7, "か月": 30, "ヶ月": 30, "年間": 12}
		return b82cDurNumber(lang, s, func(n int, unit string) (string, bool) {
			return b82cGroup(lang, n*factor[unit]), true
		})
	}},
	// The first duration's number is converted to the next larger unit but the old unit
	// is kept (only where that gives a whole or half number): "spätestens 24 Stunden
	// vorher" → "spätestens 1 Stunden vorher"; "訪問の30分前" → "訪問の0.5分前";
	// "| 6 Wochen |" → "| 1,5 Wochen |".
	{"b82c_duration_converted_to_larger_unit_label_kept", "first", func(lang, s string) string {
		div := map[string]int{"Sekunden": 60, "Minuten": 60, "Stunden": 24, "Tage": 7, "Tagen": 7, "Wochen": 4,
			"Monate": 12, "Monaten": 12, "秒": 60, "分": 60, "時間": 24, "日間": 7, "週間": 4, "か月": 12, "ヶ月": 12}
		return b82cDurNumber(lang, s, func(n int, unit string) (string, bool) {
			q := div[unit]
			if q == 0 || (2*n)%q != 0 {
				return "", false
			}
			half := 2 * n / q
			if half%2 == 0 {
				return strconv.Itoa(half / 2), true
			}
			dec := ","
			if lang == "ja" {
				dec = "."
			}
			return strconv.Itoa(half/2) + dec + "5", true
		})
	}},
	// The first duration is written as h:mm with its number in the wrong slot, minutes
	// becoming hours and hours becoming minutes: "bleibt 10 Minuten aktiv" → "bleibt
	// 10:00 Std. aktiv"; "spätestens 24 Stunden vorher" → "spätestens 0:24 Std.
	// vorher"; "訪問の30分前" → "訪問の30:00時間前".
	{"b82c_duration_written_hmm_with_number_in_wrong_slot", "first", func(lang, s string) string {
		d, ok := b82cFirstDur(lang, s)
		if !ok {
			return s
		}
		var out string
		switch d.unit {
		case "Minuten":
			out = fmt.Sprintf("%d:00 Std.", d.n)
		case "Stunden":
			out = fmt.Sprintf("0:%02d Std.", d.n)
		case "Sekunden":
			out = fmt.Sprintf("%d:00 Min.", d.n)
		case "分":
			out = fmt.Sprintf("%d:00時間", d.n)
		case "時間":
			out = fmt.Sprintf("0:%02d時間", d.n)
		case "秒":
			out = fmt.Sprintf("%d:00分", d.n)
		default:
			return s
		}
		return s[:d.start] + out + s[d.end:]
	}},
}
