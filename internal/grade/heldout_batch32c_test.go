package grade

// Blind batch 32c: time reasoning. Dates and clock times stay well formed, but the
// time logic is wrong: a date glossed as today, yesterday, the next day, or the same or
// next week, month or year against the text's own dates; a weekday put at the wrong end
// of the week; a date resolved to the previous year; MEZ/MESZ or a 12-hour gloss wrong
// beside a clock time; a deadline pinned to the midnight starting its day; "not before"
// read as "at the latest", "until" as "since"; a planned event told as done, a past one
// as scheduled, an ongoing state as over; a postponement counted with the fencepost
// error, a duration converted with half the factor, a time window's start dropped or
// its end read as a duration. Kinds are pattern-driven and change one place each.

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// ho32cDate is one date mention of a text.
type ho32cDate struct {
	start, end int // the date itself (with its year, if written)
	parenEnd   int // end of a weekday in brackets right after it, else end
	y, m, d    int // y is 0 when neither the text nor a weekday gives the year
	ownYear    bool
	wd         int // weekday written beside it (0 Sunday), -1 if none
}

func (d ho32cDate) t() time.Time { return time.Date(d.y, time.Month(d.m), d.d, 0, 0, 0, 0, time.UTC) }

var (
	ho32cDeNum     = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4})`)
	ho32cDeTxt     = regexp.MustCompile(`(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?: (\d{4}))?`)
	ho32cJa        = regexp.MustCompile(`(?:(\d{4})年|令和(\d{1,2})年)?(\d{1,2})月(\d{1,2})日`)
	ho32cDeWdParen = regexp.MustCompile(`^ \((Sonntag|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag)\)`)
	ho32cDeWdLead  = regexp.MustCompile(`(Sonntag|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag), $`)
	ho32cJaWdParen = regexp.MustCompile(`^（([日月火水木金土])）`)
	ho32cDeWd      = []string{"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"}
	ho32cJaWd      = []string{"日", "月", "火", "水", "木", "金", "土"}
)

// ho32cDates lists the date mentions of s in order, with their years resolved: a
// year-less date takes the nearest written year before it (else the first one in the
// text), else the year its written weekday fits (latest from 2030 back).
func ho32cDates(lang, s string) []ho32cDate {
	var out []ho32cDate
	if lang == "ja" {
		for _, m := range ho32cJa.FindAllStringSubmatchIndex(s, -1) {
			d := ho32cDate{start: m[0], end: m[1], wd: -1}
			if m[2] >= 0 {
				d.y, _ = strconv.Atoi(s[m[2]:m[3]])
				d.ownYear = true
			} else if m[4] >= 0 {
				r, _ := strconv.Atoi(s[m[4]:m[5]])
				d.y, d.ownYear = 2018+r, true
			}
			d.m, _ = strconv.Atoi(s[m[6]:m[7]])
			d.d, _ = strconv.Atoi(s[m[8]:m[9]])
			d.parenEnd = d.end
			if w := ho32cJaWdParen.FindStringSubmatch(s[d.end:]); w != nil {
				d.wd = ho32cIndex(ho32cJaWd, w[1])
				d.parenEnd = d.end + len(w[0])
			}
			out = append(out, d)
		}
	} else {
		for _, m := range ho32cDeNum.FindAllStringSubmatchIndex(s, -1) {
			d := ho32cDate{start: m[0], end: m[1], wd: -1, ownYear: true}
			d.d, _ = strconv.Atoi(s[m[2]:m[3]])
			d.m, _ = strconv.Atoi(s[m[4]:m[5]])
			d.y, _ = strconv.Atoi(s[m[6]:m[7]])
			out = append(out, d)
		}
		for _, m := range ho32cDeTxt.FindAllStringSubmatchIndex(s, -1) {
			d := ho32cDate{start: m[0], end: m[1], wd: -1}
			d.d, _ = strconv.Atoi(s[m[2]:m[3]])
			d.m = ho32cIndex(deMonths, s[m[4]:m[5]]) + 1
			if m[6] >= 0 {
				d.y, _ = strconv.Atoi(s[m[6]:m[7]])
				d.ownYear = true
			}
			out = append(out, d)
		}
		for i := range out {
			d := &out[i]
			d.parenEnd = d.end
			if w := ho32cDeWdParen.FindStringSubmatch(s[d.end:]); w != nil {
				d.wd = ho32cIndex(ho32cDeWd, w[1])
				d.parenEnd = d.end + len(w[0])
			} else if w := ho32cDeWdLead.FindStringSubmatch(s[:d.start]); w != nil {
				d.wd = ho32cIndex(ho32cDeWd, w[1])
			}
		}
		ho32cSortDates(out)
	}
	first := 0
	for _, d := range out {
		if d.ownYear {
			first = d.y
			break
		}
	}
	if first == 0 {
		for _, d := range out {
			if d.wd < 0 {
				continue
			}
			for y := 2030; y >= 2000; y-- {
				if int(time.Date(y, time.Month(d.m), d.d, 0, 0, 0, 0, time.UTC).Weekday()) == d.wd {
					first = y
					break
				}
			}
			break
		}
	}
	last := 0
	for i := range out {
		if out[i].ownYear {
			last = out[i].y
			continue
		}
		switch {
		case last != 0:
			out[i].y = last
		default:
			out[i].y = first
		}
	}
	var res []ho32cDate
	for _, d := range out {
		if d.m >= 1 && d.m <= 12 && d.d >= 1 && d.d <= 31 {
			res = append(res, d)
		}
	}
	return res
}

func ho32cIndex(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

func ho32cSortDates(ds []ho32cDate) {
	for i := 1; i < len(ds); i++ {
		for j := i; j > 0 && ds[j].start < ds[j-1].start; j-- {
			ds[j], ds[j-1] = ds[j-1], ds[j]
		}
	}
}

// ho32cGloss puts a relative gloss at date d: German in brackets after it (inside a
// weekday bracket if there is one), Japanese as a prefix before it.
func ho32cGloss(lang, s string, d ho32cDate, de, ja string) string {
	if lang == "ja" {
		return s[:d.start] + ja + s[d.start:]
	}
	if d.parenEnd > d.end {
		return s[:d.parenEnd-1] + ", " + de + s[d.parenEnd-1:]
	}
	return s[:d.end] + " (" + de + ")" + s[d.end:]
}

// ho32cResolved keeps the dates with a known year.
func ho32cResolved(lang, s string) []ho32cDate {
	var out []ho32cDate
	for _, d := range ho32cDates(lang, s) {
		if d.y > 0 {
			out = append(out, d)
		}
	}
	return out
}

func ho32cDays(a, b ho32cDate) int { return int(b.t().Sub(a.t()).Hours() / 24) }

// ho32cSameSentence reports whether nothing between two date mentions ends a sentence.
func ho32cSameSentence(s string, a, b ho32cDate) bool {
	if a.end > b.start {
		return false
	}
	mid := s[a.parenEnd:b.start]
	return !strings.ContainsAny(mid, "。\n") && !regexp.MustCompile(`[.!?] \p{Lu}`).MatchString(mid)
}

// ho32cPairInSentence picks a later date and the date before it: the last date of the
// first sentence with two ascending dates, else the first ascending pair of the text.
func ho32cPairInSentence(s string, ds []ho32cDate) (int, int) {
	for k := 1; k < len(ds); k++ {
		if !ho32cSameSentence(s, ds[k-1], ds[k]) || !ds[k].t().After(ds[k-1].t()) {
			continue
		}
		for k+1 < len(ds) && ho32cSameSentence(s, ds[k], ds[k+1]) && ds[k+1].t().After(ds[k].t()) {
			k++
		}
		return k - 1, k
	}
	for i := range ds {
		for j := i + 1; j < len(ds); j++ {
			if ds[j].t().After(ds[i].t()) {
				return i, j
			}
		}
	}
	return -1, -1
}

// ho32cSentenceWith applies f to the first sentence for which it returns a change.
func ho32cSentenceWith(lang, s string, f func(string) string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		old := split[r.line][r.idx]
		if nw := f(old); nw != old {
			split[r.line][r.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

// ho32cLeftmost rewrites the leftmost match among the regexps.
type ho32cRule struct {
	re *regexp.Regexp
	to func(m []string) string
}

func ho32cLeftmost(s string, rules []ho32cRule) string {
	best, bestR := []int(nil), -1
	for i, r := range rules {
		loc := r.re.FindStringSubmatchIndex(s)
		if loc != nil && (best == nil || loc[0] < best[0]) {
			best, bestR = loc, i
		}
	}
	if best == nil {
		return s
	}
	m := make([]string, len(best)/2)
	for i := range m {
		if best[2*i] >= 0 {
			m[i] = s[best[2*i]:best[2*i+1]]
		}
	}
	return s[:best[0]] + rules[bestR].to(m) + s[best[1]:]
}

func ho32cLit(to string) func([]string) string { return func([]string) string { return to } }

var ho32cDeNumWord = map[int]string{1: "einen", 2: "zwei", 3: "drei", 4: "vier", 5: "fünf", 6: "sechs", 7: "sieben", 8: "acht", 10: "zehn", 12: "zwölf"}

func ho32cDeCount(n int) string {
	if w, ok := ho32cDeNumWord[n]; ok {
		return w
	}
	return strconv.Itoa(n)
}

// ho32cLastSunday is the last Sunday of a month.
func ho32cLastSunday(y int, m time.Month) time.Time {
	t := time.Date(y, m+1, 0, 0, 0, 0, 0, time.UTC)
	for t.Weekday() != time.Sunday {
		t = t.AddDate(0, 0, -1)
	}
	return t
}

var (
	ho32cDeClock      = regexp.MustCompile(`\d{1,2}(?::\d{2})? Uhr`)
	ho32cDeDeadline   = regexp.MustCompile(`bis (?:spätestens |zum |einschließlich )?(?:\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?: \d{4})?)`)
	ho32cDeHasClock   = regexp.MustCompile(`^,? (?:um )?\d{1,2}(?::\d{2})? Uhr`)
	ho32cJaDeadline   = regexp.MustCompile(`((?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（[日月火水木金土]）)?)(まで)`)
	ho32cDeNotUntil   = regexp.MustCompile(`\berst (am|ab|im|nach)\b`)
	ho32cDeEarliest   = regexp.MustCompile(`\bfrühestens\b`)
	ho32cDeFutureVerb = regexp.MustCompile(`\b(erfolgt|findet|senden|sendet|kommt|kommen|werden|wird|beginnt|liefern|kann|können|startet)\b`)
	ho32cDePast       = map[string]string{"erfolgt": "erfolgte", "findet": "fand", "senden": "sandten", "sendet": "sandte", "kommt": "kam", "kommen": "kamen",
		"werden": "wurden", "wird": "wurde", "beginnt": "begann", "liefern": "lieferten", "kann": "konnte", "können": "konnten", "startet": "startete"}
	ho32cDeParticiples = "vorgestellt|bestellt|gemeldet|freigegeben|geliefert|geschickt|bestätigt|geprüft|beauftragt|unterschrieben|bezahlt"
	ho32cDeInfinitive  = map[string]string{"vorgestellt": "vorstellen", "bestellt": "bestellen", "gemeldet": "melden", "freigegeben": "freigeben", "geliefert": "liefern",
		"geschickt": "schicken", "bestätigt": "bestätigen", "geprüft": "prüfen", "beauftragt": "beauftragen", "unterschrieben": "unterschreiben", "bezahlt": "bezahlen"}
	ho32cDeHatP    = regexp.MustCompile(`\bhat ([^;:!?\n]{0,140}?)\b(` + ho32cDeParticiples + `)\b`)
	ho32cDePHat    = regexp.MustCompile(`\b(` + ho32cDeParticiples + `) hat\b`)
	ho32cDeShift   = regexp.MustCompile(`vom (\d{1,2}\.\d{1,2}\.\d{4})(?: \(\p{L}+\))? auf den (\d{1,2}\.\d{1,2}\.\d{4})(?: \(\p{L}+\))?`)
	ho32cDeInstead = regexp.MustCompile(`erst am (\d{1,2}\.\d{1,2}\.\d{4}) statt am (\d{1,2}\.\d{1,2}\.\d{4})`)
	ho32cJaShift   = regexp.MustCompile(`((?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（[日月火水木金土]）)?)から((?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（[日月火水木金土]）)?)に(延期|変更|繰り下げ)`)
	ho32cDeDur     = regexp.MustCompile(`\b(\d+|zwei|drei|vier|sechs|acht|zehn|zwölf) (Minuten|Stunden|Wochen)\b`)
	ho32cJaWeeks   = regexp.MustCompile(`(\d+)週間`)
	ho32cDeWindow  = regexp.MustCompile(`(?:zwischen (\d{1,2}) und|von (\d{1,2}) bis) (\d{1,2}) Uhr`)
	ho32cJaWindow  = regexp.MustCompile(`(\d{1,2})時[〜～~-](\d{1,2})時`)
)

var ho32cDeWordNum = map[string]int{"zwei": 2, "drei": 3, "vier": 4, "sechs": 6, "acht": 8, "zehn": 10, "zwölf": 12}

// ho32cDated reports whether a sentence carries a date.
func ho32cDated(lang, s string) bool { return len(ho32cDates(lang, s)) > 0 }

var heldOutBatch32c = []heldOutKind{
	// The latest date of a text with several dates is glossed as today, though the
	// other dates show the text was not written then. de: „auf den 16.11.2026;“ →
	// „auf den 16.11.2026 (also heute);“ ja: 「11月24日（火）に延期」→「本日11月24日（火）に延期」
	{"b32c_latest_date_glossed_as_today", "longest", func(lang, s string) string {
		ds := ho32cResolved(lang, s)
		if len(ds) < 2 {
			return s
		}
		best := ds[0]
		distinct := false
		for _, d := range ds[1:] {
			if !d.t().Equal(best.t()) {
				distinct = true
			}
			if d.t().After(best.t()) {
				best = d
			}
		}
		if !distinct {
			return s
		}
		return ho32cGloss(lang, s, best, "also heute", "本日")
	}},
	// A past-dated event is glossed as yesterday. de: „hat am 08.10.2026 … bestellt“ →
	// „hat am 08.10.2026 (also gestern) … bestellt“ ja: 「9月20日にユーザーを」→「昨日の9月20日にユーザーを」
	{"b32c_past_dated_event_glossed_as_yesterday", "longest", func(lang, s string) string {
		deP := regexp.MustCompile(`\b(hat|hatte|haben|hatten|wurde|wurden|war|waren)\b`)
		return ho32cSentenceWith(lang, s, func(sent string) string {
			for _, d := range ho32cDates(lang, sent) {
				past := false
				if lang == "ja" {
					rest := sent[d.parenEnd:]
					past = strings.HasPrefix(rest, "着") || strings.Contains(rest, "いただき") || strings.Contains(rest, "いただいた") || strings.HasSuffix(strings.TrimSpace(rest), "た。")
				} else {
					past = deP.MatchString(sent) && !strings.Contains(sent, "bis")
				}
				if past {
					return ho32cGloss(lang, sent, d, "also gestern", "昨日の")
				}
			}
			return sent
		})
	}},
	// A later date is said to fall in the same week as the date before it (in its
	// sentence if it has two) when it does not, or in the next week when it does. de: „auf den
	// 26.10.2026 (Montag)“ → „(Montag, noch in derselben Woche)“ ja: 「10月21日（水）」→「同じ週の10月21日（水）」
	{"b32c_later_date_wrong_week_relation", "longest", func(lang, s string) string {
		ds := ho32cResolved(lang, s)
		i, j := ho32cPairInSentence(s, ds)
		if i < 0 {
			return s
		}
		y1, w1 := ds[i].t().ISOWeek()
		y2, w2 := ds[j].t().ISOWeek()
		if y1 == y2 && w1 == w2 {
			return ho32cGloss(lang, s, ds[j], "in der Folgewoche", "翌週の")
		}
		return ho32cGloss(lang, s, ds[j], "noch in derselben Woche", "同じ週の")
	}},
	// The later of the last two consecutive date mentions is called the next day (or,
	// when it is the next day, the day after that). de: „auf den 16.11.2026“ →
	// „auf den 16.11.2026 (am Tag darauf)“ ja: 「10月22日（木）までに」→「翌日の10月22日（木）までに」
	{"b32c_later_date_called_next_day", "longest", func(lang, s string) string {
		ds := ho32cResolved(lang, s)
		for k := len(ds) - 1; k > 0; k-- {
			n := ho32cDays(ds[k-1], ds[k])
			if n <= 0 {
				continue
			}
			if n == 1 {
				return ho32cGloss(lang, s, ds[k], "zwei Tage später", "翌々日の")
			}
			return ho32cGloss(lang, s, ds[k], "am Tag darauf", "翌日の")
		}
		return s
	}},
	// The latest date is put in the following month when it is in the earliest date's
	// month, or in the same month when it is not. de: „auf den 07.12.2026“ → „auf den
	// 07.12.2026 (noch im selben Monat)“ ja: 「10月21日（水）」→「翌月の10月21日（水）」
	{"b32c_later_date_wrong_month_relation", "longest", func(lang, s string) string {
		ds := ho32cResolved(lang, s)
		if len(ds) < 2 {
			return s
		}
		lo, hi := ds[0], ds[0]
		for _, d := range ds[1:] {
			if d.t().Before(lo.t()) {
				lo = d
			}
			if d.t().After(hi.t()) {
				hi = d
			}
		}
		if !hi.t().After(lo.t()) {
			return s
		}
		if lo.y == hi.y && lo.m == hi.m {
			return ho32cGloss(lang, s, hi, "im Folgemonat", "翌月の")
		}
		return ho32cGloss(lang, s, hi, "noch im selben Monat", "同月の")
	}},
	// The latest date is put in the next year when it is in the earliest date's year,
	// or in the same year when it is not. de: „auf den 16.11.2026;“ → „auf den
	// 16.11.2026 (im kommenden Jahr);“ ja: 「11月24日（火）に延期」→「来年の11月24日（火）に延期」
	{"b32c_later_date_wrong_year_relation", "longest", func(lang, s string) string {
		ds := ho32cResolved(lang, s)
		if len(ds) < 2 {
			return s
		}
		lo, hi := ds[0], ds[0]
		for _, d := range ds[1:] {
			if d.t().Before(lo.t()) {
				lo = d
			}
			if d.t().After(hi.t()) {
				hi = d
			}
		}
		if !hi.t().After(lo.t()) {
			return s
		}
		if lo.y == hi.y {
			return ho32cGloss(lang, s, hi, "im kommenden Jahr", "来年の")
		}
		return ho32cGloss(lang, s, hi, "noch im selben Jahr", "同年の")
	}},
	// A 24-hour clock time of the afternoon gets a 12-hour gloss that is off (17 read as
	// 7, 22 as 8). de: „von 6 bis 22 Uhr“ → „von 6 bis 22 Uhr (8 Uhr abends)“ ja:
	// 「17時までに回答する」→「17時（午後7時）までに回答する」
	{"b32c_clock_12h_gloss_hours_off", "first", func(lang, s string) string {
		re := regexp.MustCompile(`(\d{1,2}) Uhr`)
		if lang == "ja" {
			re = regexp.MustCompile(`(\d{1,2})時`)
		}
		for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
			h, _ := strconv.Atoi(s[loc[2]:loc[3]])
			if h < 13 || h > 23 || (lang == "ja" && strings.HasPrefix(s[loc[1]:], "間")) {
				continue
			}
			w := h - 10
			if w > 11 {
				w = h - 14
			}
			if lang == "ja" {
				return s[:loc[1]] + "（午後" + strconv.Itoa(w) + "時）" + s[loc[1]:]
			}
			part := "abends"
			if w < 6 {
				part = "nachmittags"
			}
			return s[:loc[1]] + " (" + strconv.Itoa(w) + " Uhr " + part + ")" + s[loc[1]:]
		}
		return s
	}},
	// A date with its weekday is placed at the wrong end of the week: a Monday called
	// the end of the week, a Thursday the start (a Wednesday goes to the end). de: „am Montag, 26. Oktober 2026,“ →
	// „am Montag, 26. Oktober 2026 (Ende der Woche),“ ja: 「10月23日（金）」→「週明けの10月23日（金）」
	{"b32c_weekday_date_wrong_week_part", "longest", func(lang, s string) string {
		for _, d := range ho32cDates(lang, s) {
			if d.wd < 0 {
				continue
			}
			early := d.wd >= 1 && d.wd <= 3
			if early {
				return ho32cGloss(lang, s, d, "Ende der Woche", "週末の")
			}
			return ho32cGloss(lang, s, d, "Anfang der Woche", "週明けの")
		}
		return s
	}},
	// A year-less Japanese date is written out with the year before the one the text
	// means (a model resolving it against a stale calendar). ja: 「10月19日（月）17時までに」
	// → 「2025年10月19日（月）17時までに」
	{"b32c_ja_yearless_date_resolved_to_previous_year", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, d := range ho32cDates(lang, s) {
			if !d.ownYear && d.y > 0 {
				return s[:d.start] + strconv.Itoa(d.y-1) + "年" + s[d.start:]
			}
		}
		return s
	}},
	// An extracted ISO date is resolved to the year before (stale calendar):
	// "2026-10-19" → "2025-10-19"; the first ISO date of the record.
	{"b32c_json_iso_date_resolved_to_previous_year", "first", func(lang, s string) string {
		if !regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`).MatchString(s) {
			return s
		}
		y, _ := strconv.Atoi(s[:4])
		return strconv.Itoa(y-1) + s[4:]
	}},
	// A German clock time on a dated day gets the wrong one of MEZ/MESZ (summer time on
	// a winter date or the other way round). de: „am 12.11.2026 zwischen 8 und 12 Uhr“
	// → „… zwischen 8 und 12 Uhr MESZ“; „am Montag, 19.10.2026, ab 8 Uhr“ → „ab 8 Uhr MEZ“
	{"b32c_de_clock_zone_label_wrong_dst", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho32cSentenceWith(lang, s, func(sent string) string {
			ds := ho32cResolved(lang, sent)
			loc := ho32cDeClock.FindStringIndex(sent)
			if len(ds) == 0 || loc == nil {
				return sent
			}
			t := ds[0].t()
			summer := !t.Before(ho32cLastSunday(ds[0].y, time.March)) && t.Before(ho32cLastSunday(ds[0].y, time.October))
			label := " MESZ"
			if summer {
				label = " MEZ"
			}
			return sent[:loc[1]] + label + sent[loc[1]:]
		})
	}},
	// A day deadline is pinned to the midnight that starts the day, so the last day is
	// lost. de: „bis spätestens 19.10.2026.“ → „bis spätestens 19.10.2026 um 0:00 Uhr.“
	// ja: 「2026年10月30日までに」→「2026年10月30日0時までに」
	{"b32c_deadline_day_pinned_to_midnight_start", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho32cJaDeadline, s, func(m []string) string { return m[1] + "0時" + m[2] })
		}
		for _, loc := range ho32cDeDeadline.FindAllStringIndex(s, -1) {
			if ho32cDeHasClock.MatchString(s[loc[1]:]) {
				continue
			}
			return s[:loc[1]] + " um 0:00 Uhr" + s[loc[1]:]
		}
		return s
	}},
	// "Not before" is read as "at the latest". de: „kommt der Verdichter erst am
	// 23.11.2026“ → „spätestens am 23.11.2026“ ja: 「早くても2026年11月9日」→「遅くとも2026年11月9日」
	{"b32c_not_until_made_at_the_latest", "first", func(lang, s string) string {
		if lang == "ja" {
			return strings.Replace(s, "早くても", "遅くとも", 1)
		}
		return ho32cLeftmost(s, []ho32cRule{
			{ho32cDeNotUntil, func(m []string) string { return "spätestens " + m[1] }},
			{ho32cDeEarliest, ho32cLit("spätestens")},
		})
	}},
	// A dated future event is told in the German past tense. de: „Die Lieferung erfolgt
	// am 12.11.2026“ → „Die Lieferung erfolgte am 12.11.2026“; „Wir senden Ihnen am
	// 20.10.2026 … zu“ → „Wir sandten Ihnen am 20.10.2026 … zu“
	{"b32c_de_dated_future_event_in_praeteritum", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho32cSentenceWith(lang, s, func(sent string) string {
			if !ho32cDated(lang, sent) {
				return sent
			}
			return hoFirstMatch(ho32cDeFutureVerb, sent, func(m []string) string { return ho32cDePast[m[1]] })
		})
	}},
	// A dated plan is told as already done. ja: 「令和8年11月16日（月）に移転します。」→
	// 「…に移転しました。」; 「交換品は10月19日に発送予定。」→「…に発送済み。」
	{"b32c_ja_dated_plan_told_as_done", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho32cSentenceWith(lang, s, func(sent string) string {
			ds := ho32cDates(lang, sent)
			if len(ds) == 0 || strings.Contains(sent, "お願い") {
				return sent
			}
			head, tail := sent[:ds[0].parenEnd], sent[ds[0].parenEnd:]
			return head + ho32cLeftmost(tail, []ho32cRule{
				{regexp.MustCompile(`発送予定`), ho32cLit("発送済み")},
				{regexp.MustCompile(`いたします`), ho32cLit("いたしました")},
				{regexp.MustCompile(`します`), ho32cLit("しました")},
				{regexp.MustCompile(`する。`), ho32cLit("した。")},
			})
		})
	}},
	// A reported past event is told as still to come. de: „Prof. Dr. Kühn hat das
	// Sicherheitsgutachten vorgestellt“ → „… wird das Sicherheitsgutachten vorstellen“
	// ja: 「第3回進捗を報告した。」→「第3回進捗を報告する予定だ。」
	{"b32c_past_report_told_as_scheduled", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho32cLeftmost(s, []ho32cRule{
				{regexp.MustCompile(`(確認|発送|手配|受領|報告)いたしました`), func(m []string) string { return m[1] + "いたします" }},
				{regexp.MustCompile(`(\p{Han}{2})した。`), func(m []string) string { return m[1] + "する予定だ。" }},
				{regexp.MustCompile(`があった([（。])`), func(m []string) string { return "が入る見込みだ" + m[1] }},
				{regexp.MustCompile(`していただいたため`), ho32cLit("していただく予定のため")},
			})
		}
		return ho32cLeftmost(s, []ho32cRule{
			{ho32cDeHatP, func(m []string) string { return "wird " + m[1] + ho32cDeInfinitive[m[2]] }},
			{ho32cDePHat, func(m []string) string { return ho32cDeInfinitive[m[1]] + " wird" }},
		})
	}},
	// An ongoing German state is put in the past, as if it were over. de: „die
	// Genehmigung … steht noch aus“ → „stand noch aus“; „bis dahin läuft die alte Anlage
	// weiter“ → „bis dahin lief die alte Anlage weiter“
	{"b32c_de_ongoing_state_put_in_past", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho32cLeftmost(s, []ho32cRule{
			{regexp.MustCompile(`\bsteht noch aus\b`), ho32cLit("stand noch aus")},
			{regexp.MustCompile(`\bläuft\b([^.;:\n]*\bweiter\b)`), func(m []string) string { return "lief" + m[1] }},
			{regexp.MustCompile(`\btropft\b`), ho32cLit("tropfte")},
		})
	}},
	// "Until" is read as "since". de: „ist bis zum 22.10.2026 verreist“ → „ist seit dem
	// 22.10.2026 verreist“ ja: 「11月13日（金）までです」→「11月13日（金）からです」
	{"b32c_state_until_made_since", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho32cLeftmost(s, []ho32cRule{
				{regexp.MustCompile(`(日(?:（[日月火水木金土]）)?)までです`), func(m []string) string { return m[1] + "からです" }},
				{regexp.MustCompile(`分までは`), ho32cLit("分からは")},
				{regexp.MustCompile(`それまで([^にで])`), func(m []string) string { return "それ以来" + m[1] }},
			})
		}
		return ho32cLeftmost(s, []ho32cRule{
			{regexp.MustCompile(`\b(ist|sind|bleibt|bleiben|war) bis zum\b`), func(m []string) string { return m[1] + " seit dem" }},
			{regexp.MustCompile(`\bbis dahin\b`), ho32cLit("seitdem")},
		})
	}},
	// A postponement's length is counted with the fencepost error (both end days
	// counted). de: „vom 19.10.2026 (Montag) auf den 26.10.2026 (Montag)“ → „…, also um
	// 8 Tage“ ja: 「11月9日から11月24日（火）に延期」→「…11月24日（火）に16日間延期」
	{"b32c_shift_length_gloss_fencepost", "longest", func(lang, s string) string {
		days := func(a, b string) int {
			da, db := ho32cResolved(lang, a), ho32cResolved(lang, b)
			if len(da) == 0 || len(db) == 0 {
				return 0
			}
			return ho32cDays(da[0], db[0])
		}
		if lang == "ja" {
			return hoFirstMatch(ho32cJaShift, s, func(m []string) string {
				a, b := m[1], m[2]
				if !strings.Contains(b, "年") {
					if y := ho32cResolved(lang, a); len(y) > 0 {
						b = strconv.Itoa(y[0].y) + "年" + b
					}
				}
				if !strings.Contains(a, "年") {
					if y := ho32cResolved(lang, s); len(y) > 0 {
						a = strconv.Itoa(y[0].y) + "年" + a
					}
				}
				n := days(a, b)
				if n <= 0 {
					return m[0]
				}
				return m[1] + "から" + m[2] + "に" + strconv.Itoa(n+1) + "日間" + m[3]
			})
		}
		out := hoFirstMatch(ho32cDeShift, s, func(m []string) string {
			n := days(m[1], m[2])
			if n <= 0 {
				return m[0]
			}
			return m[0] + ", also um " + strconv.Itoa(n+1) + " Tage"
		})
		if out != s {
			return out
		}
		return hoFirstMatch(ho32cDeInstead, s, func(m []string) string {
			n := days(m[2], m[1])
			if n <= 0 {
				return m[0]
			}
			return "erst am " + m[1] + " (" + strconv.Itoa(n+1) + " Tage später als geplant) statt am " + m[2]
		})
	}},
	// A duration is glossed in another unit with half the right factor. de: „10 Minuten
	// aktiv“ → „10 Minuten (300 Sekunden) aktiv“; „24 Stunden vorher“ → „24 Stunden
	// (also zwei Tage) vorher“ ja: 「2週間の再テスト」→「2週間（約1か月）の再テスト」
	{"b32c_duration_gloss_converted_with_half_factor", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho32cJaWeeks, s, func(m []string) string {
				n, _ := strconv.Atoi(m[1])
				if n%2 != 0 {
					return m[0]
				}
				return m[0] + "（約" + strconv.Itoa(n/2) + "か月）"
			})
		}
		for _, loc := range ho32cDeDur.FindAllStringSubmatchIndex(s, -1) {
			w, unit := s[loc[2]:loc[3]], s[loc[4]:loc[5]]
			n, err := strconv.Atoi(w)
			if err != nil {
				n = ho32cDeWordNum[w]
			}
			var g string
			switch {
			case unit == "Minuten":
				g = " (" + strconv.Itoa(n*30) + " Sekunden)"
			case unit == "Stunden" && n%12 == 0:
				k := n / 12
				if k == 1 {
					g = " (also einen Tag)"
				} else {
					g = " (also " + ho32cDeCount(k) + " Tage)"
				}
			case unit == "Wochen" && n%2 == 0:
				k := n / 2
				if k == 1 {
					g = " (rund einen Monat)"
				} else {
					g = " (rund " + ho32cDeCount(k) + " Monate)"
				}
			}
			if g != "" {
				return s[:loc[1]] + g + s[loc[1]:]
			}
		}
		return s
	}},
	// A time window loses its start and becomes an "until". de: „zwischen 8 und 12 Uhr“
	// → „bis 12 Uhr“ ja: 「14時〜16時」→「16時まで」
	{"b32c_time_window_start_dropped_to_until", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho32cJaWindow, s, func(m []string) string { return m[2] + "時まで" })
		}
		return hoFirstMatch(ho32cDeWindow, s, func(m []string) string { return "bis " + m[3] + " Uhr" })
	}},
	// A time window's end hour is read as a duration from its start. de: „zwischen 8 und
	// 12 Uhr“ → „ab 8 Uhr für 12 Stunden“ ja: 「14時〜16時」→「14時から16時間」
	{"b32c_time_window_end_read_as_duration", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho32cJaWindow, s, func(m []string) string { return m[1] + "時から" + m[2] + "時間" })
		}
		return hoFirstMatch(ho32cDeWindow, s, func(m []string) string {
			start := m[1]
			if start == "" {
				start = m[2]
			}
			return "ab " + start + " Uhr für " + m[3] + " Stunden"
		})
	}},
}
