package grade

// Blind batch 66b: periods and the event they count from. Every kind changes one
// time expression at one place so that a period starts at another event, a clock time
// loses its day, a deadline binds the start of an act instead of its completion, a
// fixed day is given only as the week that holds it, a duration is read as a point on
// the clock or the calendar, calendar and working days are confused, "within" becomes
// "after", an inclusive end becomes exclusive, a period's bounds are exchanged, a
// unit changes while the number stays, and a same-day or eve cutoff is traded for a
// count of hours. Every number that is not the one changed is kept.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// ho66bRule is one rewrite: the first match of re in a text of language lang ("" for
// both) is replaced by repl ($1 … expand).
type ho66bRule struct {
	lang string
	re   *regexp.Regexp
	repl string
}

func ho66bR(lang, pattern, repl string) ho66bRule {
	return ho66bRule{lang, regexp.MustCompile(pattern), repl}
}

// ho66bFirst applies the first rule of the text's language that matches, at its
// first match only; s unchanged when none does.
func ho66bFirst(lang, s string, rules []ho66bRule) string {
	for _, r := range rules {
		if r.lang != "" && r.lang != lang {
			continue
		}
		loc := r.re.FindStringSubmatchIndex(s)
		if loc == nil {
			continue
		}
		dst := r.re.ExpandString(nil, r.repl, s, loc)
		return s[:loc[0]] + string(dst) + s[loc[1]:]
	}
	return s
}

const (
	ho66bDeWd    = `(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)`
	ho66bDeMonth = `(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)`
	ho66bDeD     = `(\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. ` + ho66bDeMonth + ` \d{4})`
	ho66bJaD     = `((?:\d{4}年)?\d{1,2}月\d{1,2}日)`
	ho66bJaWd    = `(（[月火水木金土日]）)?`
)

// Clock time kept, its date dropped.
var ho66bDateBeforeClock = []ho66bRule{
	ho66bR("de", `\bam (?:`+ho66bDeWd+`, )?`+ho66bDeD+`,? ((?:um|ab|zwischen|von) \d)`, "${2}"),
	ho66bR("ja", ho66bJaD+ho66bJaWd+`(\d{1,2}時)`, "${3}"),
}

// Same-day, eve and "until then" anchors bound to another event of the case.
var ho66bDeicticAnchor = []ho66bRule{
	ho66bR("de", `\bnoch am selben Tag\b`, "noch am Tag ihres Anrufs"),
	ho66bR("de", `\bbis dahin läuft\b`, "bis zur Lieferung der Stahlträger läuft"),
	ho66bR("ja", `前日の(\d{1,2}時)まで`, "本メールを受信された日の${1}まで"),
	ho66bR("ja", `それまで予約で埋まって`, "ご承認の期限まで予約で埋まって"),
	ho66bR("ja", `ため、今月から追加ユーザー分`, "ため、ユーザーを追加された日から追加ユーザー分"),
}

// A duration counted from another step or event of the case.
var ho66bDurationAnchor = []ho66bRule{
	ho66bR("de", `\bbleibt (\d+) Minuten aktiv`, "bleibt ab der Installation der App ${1} Minuten aktiv"),
	ho66bR("de", `\bseit dem zweiten Tag\b`, "seit dem zweiten Tag nach der Bestellung"),
	ho66bR("de", `\bspätestens (\d+) Stunden vorher\b`, "spätestens ${1} Stunden nach Erhalt dieser Bestätigung"),
	ho66bR("ja", `約(\d+)秒で測定が終わり`, "電池を入れてから約${1}秒で測定が終わり"),
	ho66bR("ja", `修正版の提供（(\d{1,2}月\d{1,2}日)）後に`, "不具合の発見（${1}）後に"),
}

// A deadline moved from the completion of an act to its start.
var ho66bDeadlineAct = []ho66bRule{
	ho66bR("de", `\bein Austauschgerät bis spätestens\b`, "der Versand eines Austauschgeräts bis spätestens"),
	ho66bR("de", `\bbis zum `+ho66bDeD+` freizugeben\b`, "bis zum ${1} zu prüfen"),
	ho66bR("ja", `(\d{1,2}時)までに回答する`, "${1}までに調査に着手する"),
	ho66bR("ja", `までの交換品到着を希望`, "までの交換品発送を希望"),
	ho66bR("ja", `までにお届けできる見込み`, "までに発送できる見込み"),
	ho66bR("ja", `までに、お見積もりへのご承認をお願いいたします`, "までに、お見積もりのご検討を始めていただくようお願いいたします"),
}

// A duration read as a point on the clock or the calendar.
var ho66bDurationAsPoint = []ho66bRule{
	ho66bR("de", `\| (\d+) Wochen \|`, "| KW ${1} |"),
	ho66bR("de", `\bbleibt (\d+) Minuten aktiv`, "bleibt bis ${1} Uhr aktiv"),
	ho66bR("de", `\bspätestens (\d+) Stunden vorher\b`, "spätestens um ${1} Uhr am Vortag"),
	ho66bR("ja", `作業員が訪問の(\d+)分前に`, "作業員が0時${1}分に"),
}

// Working days and calendar days confused.
var ho66bWorkingDays = []ho66bRule{
	ho66bR("de", `\bnur werktags und nicht am Wochenende\b`, "täglich und auch am Wochenende"),
	ho66bR("de", `\bspätestens \d+ Stunden vorher\b`, "spätestens einen Werktag vorher"),
	ho66bR("de", `\| (\d+) Wochen \|`, "| ${1} Werktage |"),
	ho66bR("ja", `(\d+)週間の再テスト`, "${1}営業日の再テスト"),
}

// "By" made "only after it has passed".
var ho66bWithinAfter = []ho66bRule{
	ho66bR("de", `\bbis spätestens `+ho66bDeD, "erst nach Ablauf des ${1}"),
	ho66bR("de", `\bbis zum `+ho66bDeD+` freizugeben\b`, "erst nach Ablauf des ${1} freizugeben"),
	ho66bR("de", `\bspätestens (\d+) Stunden vorher\b`, "erst nach Ablauf von ${1} Stunden"),
	ho66bR("ja", `(\d{1,2}月\d{1,2}日`+ho66bJaWd+`|\d{1,2}時)までに`, "${1}を過ぎてから"),
}

// A period's unit changed, its number kept.
var ho66bUnit = []ho66bRule{
	ho66bR("de", `\| (\d+) Wochen \|`, "| ${1} Tage |"),
	ho66bR("de", `\bbleibt (\d+) Minuten aktiv`, "bleibt ${1} Sekunden aktiv"),
	ho66bR("de", `\bspätestens (\d+) Stunden vorher\b`, "spätestens ${1} Minuten vorher"),
	ho66bR("de", `\bseit dem zweiten Tag\b`, "seit der zweiten Woche"),
	ho66bR("ja", `(\d+)週間の再テスト`, "${1}か月の再テスト"),
	ho66bR("ja", `約(\d+)秒で測定`, "約${1}分で測定"),
}

// An inclusive end made exclusive.
var ho66bExclusive = []ho66bRule{
	ho66bR("de", `\bbis spätestens `+ho66bDeD, "bis spätestens zum Vortag des ${1}"),
	ho66bR("de", `\bbis zum `+ho66bDeD, "bis zum Vortag des ${1}"),
	ho66bR("ja", ho66bJaD+ho66bJaWd+`まで`, "${1}${2}の前日まで"),
}

// A period's or postponement's bounds exchanged.
var ho66bBoundsSwapped = []ho66bRule{
	ho66bR("de", `\bvom `+ho66bDeD+`( \(`+ho66bDeWd+`\))? auf den `+ho66bDeD+`( \(`+ho66bDeWd+`\))?`, "vom ${3}${4} auf den ${1}${2}"),
	ho66bR("de", `\berst am `+ho66bDeD+` statt am `+ho66bDeD, "erst am ${2} statt am ${1}"),
	ho66bR("de", `\bvon (\d{1,2}) bis (\d{1,2}) Uhr\b`, "von ${2} bis ${1} Uhr"),
	ho66bR("ja", ho66bJaD+`から(\d{1,2}月\d{1,2}日)`+ho66bJaWd+`に延期`, "${2}${3}から${1}に延期"),
}

// A same-day or eve cutoff traded for a count of hours, and back.
var ho66bCutoffHours = []ho66bRule{
	ho66bR("de", `\bspätestens \d+ Stunden vorher\b`, "spätestens am Vorabend"),
	ho66bR("de", `\bnoch am selben Tag\b`, "innerhalb von 24 Stunden"),
	ho66bR("ja", `前日の\d{1,2}時までに`, "訪問の24時間前までに"),
	ho66bR("ja", ho66bJaD+ho66bJaWd+`(\d{1,2})時までに回答`, "${1}${2}から${3}時間以内に回答"),
}

var (
	ho66bDeAmNum   = regexp.MustCompile(`\bam (` + ho66bDeWd + `, )?(\d{1,2})\.(\d{1,2})\.(\d{4})(,)?`)
	ho66bDeAmNamed = regexp.MustCompile(`\bam (` + ho66bDeWd + `, )?(\d{1,2})\. (` + ho66bDeMonth + `) (\d{4})(,)?`)
	ho66bJaFixed   = regexp.MustCompile(`((\d{4})年)?(\d{1,2})月(\d{1,2})日(（[月火水木金土日]）)?(に|の)`)
	ho66bJaYear    = regexp.MustCompile(`(20\d\d)年`)
	ho66bReiwaTail = regexp.MustCompile(`令和(\d{1,2})年$`)
)

var ho66bDeMonthNo = map[string]int{"Januar": 1, "Februar": 2, "März": 3, "April": 4, "Mai": 5, "Juni": 6,
	"Juli": 7, "August": 8, "September": 9, "Oktober": 10, "November": 11, "Dezember": 12}

// ho66bValidDate builds a date, reporting whether the day and month exist.
func ho66bValidDate(y, m, d int) (time.Time, bool) {
	if y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1 || d > 31 {
		return time.Time{}, false
	}
	t := time.Date(y, time.Month(m), d, 12, 0, 0, 0, time.UTC)
	return t, t.Day() == d && int(t.Month()) == m
}

// ho66bCalendarWeek replaces the first fixed-day date (am …, …日に / …日の) with the
// week that holds it: the ISO calendar week in German, the n-th (Monday-started) week
// of the month in Japanese.
func ho66bCalendarWeek(lang, s string) string {
	if lang == "de" {
		type hit struct {
			loc  []int
			d, m int
			y    int
		}
		var best *hit
		if loc := ho66bDeAmNum.FindStringSubmatchIndex(s); loc != nil {
			d, _ := strconv.Atoi(s[loc[4]:loc[5]])
			m, _ := strconv.Atoi(s[loc[6]:loc[7]])
			y, _ := strconv.Atoi(s[loc[8]:loc[9]])
			best = &hit{loc, d, m, y}
		}
		if loc := ho66bDeAmNamed.FindStringSubmatchIndex(s); loc != nil && (best == nil || loc[0] < best.loc[0]) {
			d, _ := strconv.Atoi(s[loc[4]:loc[5]])
			y, _ := strconv.Atoi(s[loc[8]:loc[9]])
			best = &hit{loc, d, ho66bDeMonthNo[s[loc[6]:loc[7]]], y}
		}
		if best == nil {
			return s
		}
		t, ok := ho66bValidDate(best.y, best.m, best.d)
		if !ok {
			return s
		}
		_, w := t.ISOWeek()
		repl := fmt.Sprintf("in der Kalenderwoche %d", w)
		// A comma that closed "am Montag, 26. Oktober 2026," goes with the weekday; one
		// after a bare date belongs to the sentence.
		if best.loc[10] >= 0 && best.loc[2] < 0 {
			repl += ","
		}
		return s[:best.loc[0]] + repl + s[best.loc[1]:]
	}
	loc := ho66bJaFixed.FindStringSubmatchIndex(s)
	if loc == nil {
		return s
	}
	y := 2026
	switch {
	case loc[4] >= 0:
		y, _ = strconv.Atoi(s[loc[4]:loc[5]])
	case ho66bReiwaTail.MatchString(s[:loc[0]]):
		n, _ := strconv.Atoi(ho66bReiwaTail.FindStringSubmatch(s[:loc[0]])[1])
		y = 2018 + n
	default:
		if m := ho66bJaYear.FindStringSubmatch(s); m != nil {
			y, _ = strconv.Atoi(m[1])
		}
	}
	m, _ := strconv.Atoi(s[loc[6]:loc[7]])
	d, _ := strconv.Atoi(s[loc[8]:loc[9]])
	if _, ok := ho66bValidDate(y, m, d); !ok {
		return s
	}
	first := time.Date(y, time.Month(m), 1, 12, 0, 0, 0, time.UTC)
	offset := (int(first.Weekday()) + 6) % 7
	k := (d+offset-1)/7 + 1
	prefix := ""
	if loc[2] >= 0 {
		prefix = s[loc[2]:loc[3]]
	}
	return s[:loc[0]] + fmt.Sprintf("%s%d月第%d週", prefix, m, k) + s[loc[12]:loc[13]] + s[loc[1]:]
}

var heldOutBatch66b = []heldOutKind{
	// A clock time kept while the day it belongs to is dropped, so that it reads as
	// today or any day: am Montag, 19.10.2026, ab 8 Uhr aufschließen → ab 8 Uhr
	// aufschließen; 10月19日（月）17時までに回答する → 17時までに回答する.
	{"b66b_clock_time_kept_its_date_dropped", "first", func(lang, s string) string {
		return ho66bFirst(lang, s, ho66bDateBeforeClock)
	}},
	// A same-day, eve or "until then" anchor bound to another event of the case: noch
	// am selben Tag (the Monday of the visit) → noch am Tag ihres Anrufs (the Friday);
	// bis dahin (the commissioning) → bis zur Lieferung der Stahlträger; 前日の17時まで
	// → 本メールを受信された日の17時まで; それまで (11月9日) → ご承認の期限まで.
	{"b66b_same_day_or_until_then_bound_to_other_event", "first", func(lang, s string) string {
		return ho66bFirst(lang, s, ho66bDeicticAnchor)
	}},
	// A duration counted from another step or event of the case: Der Kopplungsmodus
	// bleibt 10 Minuten aktiv → bleibt ab der Installation der App 10 Minuten aktiv;
	// spätestens 24 Stunden vorher → 24 Stunden nach Erhalt dieser Bestätigung;
	// 約10秒で測定が終わり → 電池を入れてから約10秒で測定が終わり.
	{"b66b_duration_counted_from_other_step_of_case", "first", func(lang, s string) string {
		return ho66bFirst(lang, s, ho66bDurationAnchor)
	}},
	// A deadline moved from the completion of an act to its start: ein Austauschgerät
	// bis spätestens 19.10.2026 → der Versand eines Austauschgeräts bis spätestens …;
	// 17時までに回答する → 17時までに調査に着手する; までにお届けできる見込み →
	// までに発送できる見込み.
	{"b66b_deadline_act_moved_from_completion_to_start", "first", func(lang, s string) string {
		return ho66bFirst(lang, s, ho66bDeadlineAct)
	}},
	// A fixed day given only as the week that holds it: am 20.10.2026 kostenlos →
	// in der Kalenderwoche 43 kostenlos; 10月16日にお届けする予定 → 10月第3週にお届けする予定.
	{"b66b_fixed_day_given_only_as_its_calendar_week", "first", ho66bCalendarWeek},
	// A duration read as a point on the clock or the calendar: Lieferzeit 6 Wochen →
	// KW 6; bleibt 10 Minuten aktiv → bleibt bis 10 Uhr aktiv; 訪問の30分前に →
	// 0時30分に.
	{"b66b_duration_read_as_clock_or_calendar_point", "first", func(lang, s string) string {
		return ho66bFirst(lang, s, ho66bDurationAsPoint)
	}},
	// Working days and calendar days confused: nur werktags und nicht am Wochenende →
	// täglich und auch am Wochenende; 2週間の再テスト → 2営業日の再テスト; 24 Stunden
	// vorher → einen Werktag vorher.
	{"b66b_working_and_calendar_days_confused", "first", func(lang, s string) string {
		return ho66bFirst(lang, s, ho66bWorkingDays)
	}},
	// "By" made "only after it has passed": bis spätestens 19.10.2026 → erst nach
	// Ablauf des 19.10.2026; 2026年10月30日までに → 2026年10月30日を過ぎてから.
	{"b66b_by_deadline_made_after_its_expiry", "first", func(lang, s string) string {
		return ho66bFirst(lang, s, ho66bWithinAfter)
	}},
	// A period's unit changed while its number stays: 6 Wochen → 6 Tage; 2週間の再テスト
	// → 2か月の再テスト; bleibt 10 Minuten aktiv → 10 Sekunden.
	{"b66b_period_unit_changed_number_kept", "first", func(lang, s string) string {
		return ho66bFirst(lang, s, ho66bUnit)
	}},
	// An inclusive end made exclusive: bis zum 22.10.2026 verreist → bis zum Vortag des
	// 22.10.2026; 11月13日（金）までです → 11月13日（金）の前日までです.
	{"b66b_inclusive_end_made_day_before", "first", func(lang, s string) string {
		return ho66bFirst(lang, s, ho66bExclusive)
	}},
	// A period's or postponement's start and end exchanged: vom 02.11.2026 auf den
	// 16.11.2026 → vom 16.11.2026 auf den 02.11.2026; von 6 bis 22 Uhr → von 22 bis 6
	// Uhr; 11月9日から11月24日（火）に延期 → 11月24日（火）から2026年11月9日に延期.
	{"b66b_period_start_and_end_exchanged", "first", func(lang, s string) string {
		return ho66bFirst(lang, s, ho66bBoundsSwapped)
	}},
	// A same-day or eve cutoff traded for a count of hours, or a clock cutoff for an
	// hour count: spätestens 24 Stunden vorher → spätestens am Vorabend; 前日の17時までに
	// → 訪問の24時間前までに; 10月19日（月）17時までに回答 → 10月19日（月）から17時間以内に回答.
	{"b66b_day_cutoff_and_hour_count_interchanged", "first", func(lang, s string) string {
		return ho66bFirst(lang, s, ho66bCutoffHours)
	}},
}

// ho66bBounds are the strings that end a sentence or a line, for the test's excerpts.
var ho66bBounds = []string{"\n", "。", ". ", "\\n", `"`}

// ho66bExcerpt widens s[i:j] to the sentence around it.
func ho66bExcerpt(s string, i, j int) string {
	start := 0
	for _, b := range ho66bBounds {
		if k := strings.LastIndex(s[:i], b); k >= 0 && k+len(b) > start {
			start = k + len(b)
		}
	}
	end := len(s)
	for _, b := range ho66bBounds {
		if k := strings.Index(s[j:], b); k >= 0 && j+k+len(b) < end {
			end = j + k + len(b)
		}
	}
	return strings.TrimSpace(s[start:end])
}

// ho66bChanged gives the golden and damaged sentences where two texts first differ.
func ho66bChanged(a, b string) (string, string) {
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	q := 0
	for q < len(a)-p && q < len(b)-p && a[len(a)-1-q] == b[len(b)-1-q] {
		q++
	}
	return ho66bExcerpt(a, p, len(a)-q), ho66bExcerpt(b, p, len(b)-q)
}
