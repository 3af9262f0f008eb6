package score

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// unitDays is a duration unit's length in days, by its name in units (a month of
// 30, a year of 365, a working day of 1.4 calendar days): enough to tell two lengths
// apart that a gloss calls the same.
var unitDays = map[string]float64{"hours": 1.0 / 24, "days": 1, "business days": 1.4, "weeks": 7, "months": 30, "years": 365}

var (
	durationExpr = `(\d+(?:[.,]\d+)?|ein(?:e|en|em)?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf)\s?(Stunden|Stunde|Werktagen|Werktage|Werktag|Tagen|Tage|Tag|Wochen|Woche|Monaten|Monate|Monat|Jahren|Jahre|Jahr|時間|営業日|日間|週間|か月|ヶ月|カ月|ヵ月|ケ月|年間)`
	// durationGloss is a duration glossed by another right after it, in brackets or
	// after also/d. h./つまり: 2週間（約1か月）, 10 Werktage (also zwei Wochen).
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
