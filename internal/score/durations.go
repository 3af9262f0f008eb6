package score

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// unitDays is a duration unit's length in days, by its name in units (a month of
// 30, a year of 365, a working day of 1.4 calendar days): enough to tell two lengths
// apart that a gloss calls the same.
var unitDays = map[string]float64{"seconds": 1.0 / 86400, "minutes": 1.0 / 1440, "hours": 1.0 / 24, "days": 1, "business days": 1.4, "weeks": 7, "months": 30, "years": 365}

var (
	durationExpr = `(\d+(?:[.,]\d+)?|ein(?:e|en|em)?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf)\s?(Sekunden|Sekunde|Minuten|Minute|Stunden|Stunde|Werktagen|Werktage|Werktag|Tagen|Tage|Tag|Wochen|Woche|Monaten|Monate|Monat|Jahren|Jahre|Jahr|時間|営業日|日間|週間|か月|ヶ月|カ月|ヵ月|ケ月|年間|秒間|秒|分間|分)`
	// durationGloss is a duration glossed by another right after it, in brackets or
	// after also/d. h./つまり: 2週間（約1か月）, 10 Werktage (also zwei Wochen).
	durationRe    = regexp.MustCompile(durationExpr)
	durationGloss = regexp.MustCompile(`(?i)` + durationExpr + `\s*(?:[(（]\s*|,\s*|、\s*)(?:(?:also|d\.\s?h\.|das heißt|das sind|entspricht|circa|ca\.|etwa|rund|ungefähr|knapp|gut|約|およそ|つまり|すなわち)\s*)*` + durationExpr)
)

// durationDays is a written duration's length in days; false when it cannot be read.
func durationDays(num, unit string) (float64, bool) {
	// A gloss may say "eine Woche": here ein is one.
	w := strings.ToLower(num)
	i, ok := deNumberWords[w]
	n := float64(i)
	if strings.HasPrefix(w, "ein") {
		n, ok = 1, true
	}
	if !ok {
		v, err := strconv.ParseFloat(strings.ReplaceAll(num, ",", "."), 64)
		if err != nil {
			return 0, false
		}
		n = v
	}
	d, ok := unitDays[units[unit]]
	return n * d, ok
}

// durationGlossConflicts names each duration glossed by another of a different
// length (2週間（約1か月）; 10 Tage (also drei Wochen)): the gloss converts it wrongly.
// Lengths within half of each other pass, for the rounding a gloss does (zehn
// Werktage, also zwei Wochen; 10 Tage, rund zwei Wochen).
func durationGlossConflicts(text string) []string {
	var out []string
	for _, m := range durationGloss.FindAllStringSubmatch(text, -1) {
		a, ok1 := durationDays(m[1], m[2])
		b, ok2 := durationDays(m[3], m[4])
		if !ok1 || !ok2 || a <= 0 || b <= 0 {
			continue
		}
		if math.Max(a, b)/math.Min(a, b) > 1.5 {
			out = append(out, fmt.Sprintf("%s is not %s", joinDuration(m[1], m[2]), joinDuration(m[3], m[4])))
		}
	}
	return out
}

var (
	// clockHourJa and clockHourDe are a clock hour (16時, 16 Uhr), durationHourJa
	// and durationHourDe a number of hours (16時間, 16 Stunden).
	clockHourJa    = regexp.MustCompile(`(\d{1,2})時(?:[^間]|$)`)
	durationHourJa = regexp.MustCompile(`(\d{1,2})時間`)
	clockHourDe    = regexp.MustCompile(`(\d{1,2})(?:[:.]\d\d)? Uhr`)
	durationHourDe = regexp.MustCompile(`(\d{1,2}) Stunden?`)
)

// clockMadeHours names a clock hour of the case written as that many hours in the
// answer (14時〜16時 → 14時から16時間; bis 16 Uhr → bis 16 Stunden), where the
// case never writes that many hours.
func clockMadeHours(text, known string) []string {
	var out []string
	for _, p := range [][2]*regexp.Regexp{{clockHourJa, durationHourJa}, {clockHourDe, durationHourDe}} {
		clocks := map[string]bool{}
		for _, m := range p[0].FindAllStringSubmatch(known, -1) {
			clocks[m[1]] = true
		}
		hours := map[string]bool{}
		for _, m := range p[1].FindAllStringSubmatch(known, -1) {
			hours[m[1]] = true
		}
		for _, m := range p[1].FindAllStringSubmatch(text, -1) {
			if clocks[m[1]] && !hours[m[1]] {
				out = append(out, fmt.Sprintf("%q: the case's clock hour %s written as a number of hours", m[0], m[1]))
			}
		}
	}
	return out
}

// clockDuration is a length written as a clock reading with a unit after it: 1:30 Std.,
// 0:45 h, 10:00 Minuten, 1:30時間, 10:00分. Hours and minutes for an hour unit, minutes
// and seconds for a minute unit.
var clockDuration = regexp.MustCompile(`(\d{1,3}):(\d{2})\s?(Std\.?|Stunden|Stunde|h|Min\.?|Minuten|Minute|時間|分間|分)`)

// clockDurations names a length of the answer written as a clock reading (10:00 Std.,
// 0:24 Std., 10:00分) that is as long as no length the case gives: the number of the
// case's 10 Minuten put in the hours' slot, its 24 Stunden in the minutes'. A reading
// as long as one of the case's (1:30 Std. for 90 Minuten) passes.
func clockDurations(text, known string) []string {
	var out []string
	for _, m := range clockDuration.FindAllStringSubmatch(text, -1) {
		if strings.Contains(known, m[0]) {
			continue
		}
		a, _ := strconv.Atoi(m[1])
		b, _ := strconv.Atoi(m[2])
		if b >= 60 {
			continue
		}
		secs := float64(a*60 + b) // a minute unit: minutes and seconds
		if units[m[3]] == "hours" {
			secs = float64(a*3600 + b*60)
		}
		same := false
		for _, k := range durationRe.FindAllStringSubmatch(known, -1) {
			if d, ok := durationDays(k[1], k[2]); ok && math.Abs(d*86400-secs) < 1 {
				same = true
				break
			}
		}
		if !same {
			out = append(out, fmt.Sprintf("%q: a length written as a clock reading that is no length the case gives", m[0]))
		}
	}
	return out
}

// uhrSpan is a span of clock hours: von 6 bis 22 Uhr, zwischen 8 und 12 Uhr, 14時〜16時,
// 14時から16時.
var uhrSpan = regexp.MustCompile(`(?:von|zwischen) (\d{1,2})(?:[:.]\d\d)?(?: Uhr)? (?:bis|und) (\d{1,2})(?:[:.]\d\d)? Uhr|(\d{1,2})時(?:\d{1,2}分)?(?:〜|~|～|から|-|－)(\d{1,2})時`)

// untilHour is an until of a clock hour: bis 22 Uhr, spätestens 17:00 Uhr, 16時まで.
var untilHour = regexp.MustCompile(`(?:bis|spätestens) (\d{1,2})(?:[:.]\d\d)? Uhr|(?:^|[^\d〜~～-])(\d{1,2})時(?:\d{1,2}分)?まで`)

// spanLostStart names a span of clock hours of the golden whose start the answer
// drops, keeping its end as an until (von 6 bis 22 Uhr → bis 22 Uhr): an open start
// is another time window.
func spanLostStart(text, golden string) []string {
	var out []string
	for _, m := range uhrSpan.FindAllStringSubmatch(golden, -1) {
		from, to := m[1]+m[3], m[2]+m[4]
		kept := false
		for _, n := range uhrSpan.FindAllStringSubmatch(text, -1) {
			if n[1]+n[3] == from && n[2]+n[4] == to {
				kept = true
			}
		}
		if kept {
			continue
		}
		for _, loc := range untilHour.FindAllStringSubmatchIndex(text, -1) {
			hour := text[max(loc[2], loc[4]):max(loc[3], loc[5])]
			if hour == to && !strings.Contains(text[max(0, loc[0]-24):loc[0]], from) {
				out = append(out, fmt.Sprintf("the span %s–%s made an until %s", from, to, strings.TrimSpace(text[loc[0]:loc[1]])))
				break
			}
		}
	}
	return out
}

// joinDuration writes a duration's number and unit as the language does: 2週間, 2 Wochen.
func joinDuration(num, unit string) string {
	if r, _ := utf8.DecodeRuneInString(unit); r >= 0x3000 {
		return num + unit
	}
	return num + " " + unit
}

var (
	// shiftDe and shiftJa are the length a date moved by: vier Wochen später, um zwei
	// Wochen verschoben, eine Woche Verzögerung; 2週間の延期, 1週間遅れ, 7日遅れ.
	shiftDe = regexp.MustCompile(`(?i)(?:\bum\s+)?` + durationExpr + `\s+(?:später|früher|Verzögerung|Verspätung|Verschiebung|nach hinten|nach vorn|verschoben|verzögert|vorgezogen)`)
	shiftJa = regexp.MustCompile(`(\d+)\s?(日間|日|週間|か月|ヶ月|カ月|営業日)(?:の|ほど|程度)?(?:遅れ|延期|後ろ倒し|前倒し|繰り下げ|繰り上げ|早まり|遅く|早く)`)
)

// shiftConflicts names a sentence that moves a date from one day to another and says
// by how long, where the two dates are not that far apart (vom 02.11. auf den
// 23.11., also vier Wochen später; 10月19日から10月26日に、2週間の延期). A week is
// read with three days either way, a month with five, working days against the
// weekdays between; a clause (to a semicolon) with other than two dates is not read.
func shiftConflicts(lang, text string, refYear int) []string {
	re := shiftDe
	if lang == "ja" {
		re = shiftJa
	}
	var out []string
	var clauses []string
	for _, s := range sentencesOf(lang, text) {
		clauses = append(clauses, strings.Split(s, ";")...)
	}
	for _, s := range clauses {
		m := re.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		ds := ExtractDates(lang, s, refYear)
		if len(ds) != 2 {
			continue
		}
		a, err1 := time.Parse("2006-01-02", ds[0])
		b, err2 := time.Parse("2006-01-02", ds[1])
		if err1 != nil || err2 != nil {
			continue
		}
		if b.Before(a) {
			a, b = b, a
		}
		gap := b.Sub(a).Hours() / 24
		unit := units[m[2]]
		n, ok := durationDays(m[1], m[2])
		if !ok || n <= 0 || gap <= 0 {
			continue
		}
		var fits bool
		switch unit {
		case "seconds", "minutes":
			// A shift of minutes is a time of day's, not the dates'.
			fits = true
		case "days", "hours":
			fits = math.Abs(n-gap) < 0.5
		case "business days":
			fits = math.Abs(n/unitDays[unit]-float64(weekdaysBetween(a, b))) < 0.5
		case "weeks":
			fits = math.Abs(n-gap) <= 3
		case "months":
			fits = math.Abs(n-gap) <= 5
		default:
			fits = math.Abs(n-gap) <= 15
		}
		if !fits {
			out = append(out, fmt.Sprintf("%s is not the %d days from %s to %s", strings.TrimSpace(m[0]), int(gap), ds[0], ds[1]))
		}
	}
	return out
}

// weekdaysBetween counts the days Monday to Friday after a up to b.
func weekdaysBetween(a, b time.Time) int {
	n := 0
	for d := a.AddDate(0, 0, 1); !d.After(b); d = d.AddDate(0, 0, 1) {
		if d.Weekday() != time.Saturday && d.Weekday() != time.Sunday {
			n++
		}
	}
	return n
}
