package grade

// A blind batch of damage kinds (heldOutBatch21b) on damage that only shows against
// the REQUEST: a weaker or quantized model that follows the fixture's prompt less
// well, while the answer still reads fluently and agrees with itself. A fact the
// prompt states (a deadline, a notice period, a clock time, a threshold, a technical
// value, a department, a title) restated wrongly in one place; a date the prompt asks
// to resolve (a weekday, "the day before", "24 hours before") computed wrongly; the
// signer greeted instead of the addressee; a requested element (the reason, the
// unchanged address or amount, the customer's instruction, the apology, the decision,
// the troubleshooting section) dropped or replaced by something nobody asked for; a
// format the prompt fixes (the number of bullets or sentences, the calendar, the
// JSON date form, the table's columns, an honorific-free name) broken in one place;
// the register to a customer broken in one sentence; a condition (at least, by, at
// the latest) turned round. Every kind keeps to fn(lang, s) and finds its place
// through patterns and lexicons of business text; each damages one place.
//
// First sight (2026-12-04): 90 of 122 caught (73.8 %). No rule was written for it yet.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

var (
	ho21bDeWeekdays = []string{"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"}
	ho21bDeWdShort  = []string{"So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"}
	ho21bJaWeekdays = []string{"日", "月", "火", "水", "木", "金", "土"}
	ho21bWdAlt      = `Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag`
	ho21bMonthAlt   = `Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember`
	ho21bYearRe     = regexp.MustCompile(`20\d\d`)
)

// ho21bDateSpec finds a date in a text: re's groups yi, mi, di hold its year, month
// and day (yi 0 when it has no year, mi a German month name when named is set).
type ho21bDateSpec struct {
	re         *regexp.Regexp
	yi, mi, di int
	named      bool
	// pad: the day and month are written with two digits (19.10.2026, 2026-10-19).
	pad bool
}

// ho21bDateHit is one date found by a spec: where it is and what it says.
type ho21bDateHit struct {
	spec ho21bDateSpec
	loc  []int
	date time.Time
}

// ho21bDefaultYear is the year a date without one belongs to: the first 20xx of the
// text, else 2026 (the fixtures' reference year).
func ho21bDefaultYear(s string) int {
	if m := ho21bYearRe.FindString(s); m != "" {
		n, _ := strconv.Atoi(m)
		return n
	}
	return 2026
}

// ho21bFindDates lists every date the specs find in s, in order of appearance.
func ho21bFindDates(s string, specs []ho21bDateSpec) []ho21bDateHit {
	var hits []ho21bDateHit
	for _, sp := range specs {
		for _, loc := range sp.re.FindAllStringSubmatchIndex(s, -1) {
			g := func(i int) string {
				if i == 0 || loc[2*i] < 0 {
					return ""
				}
				return s[loc[2*i]:loc[2*i+1]]
			}
			y := ho21bDefaultYear(s)
			if v := g(sp.yi); v != "" {
				y, _ = strconv.Atoi(v)
			}
			var mo int
			if sp.named {
				for i, n := range deMonths {
					if n == g(sp.mi) {
						mo = i + 1
					}
				}
			} else {
				mo, _ = strconv.Atoi(g(sp.mi))
			}
			d, _ := strconv.Atoi(g(sp.di))
			if mo < 1 || mo > 12 || d < 1 || d > 31 {
				continue
			}
			hits = append(hits, ho21bDateHit{sp, loc, time.Date(y, time.Month(mo), d, 12, 0, 0, 0, time.UTC)})
		}
	}
	for i := 1; i < len(hits); i++ {
		for j := i; j > 0 && hits[j].loc[0] < hits[j-1].loc[0]; j-- {
			hits[j], hits[j-1] = hits[j-1], hits[j]
		}
	}
	return hits
}

// ho21bRewriteDate writes the hit's date as nd in the hit's own form (its groups
// replaced, padding kept), and a weekday group wd, if the spec has one, too.
func ho21bRewriteDate(s string, h ho21bDateHit, nd time.Time, wdGroup int, wdNames []string) string {
	type rep struct {
		at, end int
		val     string
	}
	var reps []rep
	put := func(gi int, val func(old string) string) {
		if gi == 0 || h.loc[2*gi] < 0 {
			return
		}
		old := s[h.loc[2*gi]:h.loc[2*gi+1]]
		reps = append(reps, rep{h.loc[2*gi], h.loc[2*gi+1], val(old)})
	}
	pad := func(n int) func(string) string {
		return func(old string) string {
			if h.spec.pad && len(old) == 2 && n < 10 {
				return fmt.Sprintf("%02d", n)
			}
			return strconv.Itoa(n)
		}
	}
	put(h.spec.yi, func(string) string { return strconv.Itoa(nd.Year()) })
	if h.spec.named {
		put(h.spec.mi, func(string) string { return deMonths[nd.Month()-1] })
	} else {
		put(h.spec.mi, pad(int(nd.Month())))
	}
	put(h.spec.di, pad(nd.Day()))
	if wdGroup > 0 {
		put(wdGroup, func(string) string { return wdNames[nd.Weekday()] })
	}
	for i := 1; i < len(reps); i++ {
		for j := i; j > 0 && reps[j].at > reps[j-1].at; j-- {
			reps[j], reps[j-1] = reps[j-1], reps[j]
		}
	}
	for _, r := range reps {
		s = s[:r.at] + r.val + s[r.end:]
	}
	return s
}

// ho21bReplaceSentence rewrites the first sentence pick accepts with repl (its
// trailing spaces kept); s unchanged without one.
func ho21bReplaceSentence(lang, s string, pick func(sen string) bool, repl func(sen string) string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		old := split[r.line][r.idx]
		body := strings.TrimRight(old, " ")
		if strings.TrimSpace(body) == "" || !pick(body) {
			continue
		}
		nw := repl(body)
		if nw == body {
			continue
		}
		split[r.line][r.idx] = nw + old[len(body):]
		return hoJoin(split)
	}
	return s
}

// ho21bDropSentence drops the first sentence pick accepts; a line left with nothing
// goes with it. A bullet's only sentence is never picked (the list would keep an
// empty item).
func ho21bDropSentence(lang, s string, pick func(sen string) bool) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		sen := strings.TrimSpace(split[r.line][r.idx])
		if sen == "" || !pick(sen) {
			continue
		}
		line := strings.Join(split[r.line], "")
		if r.idx == 0 && (strings.HasPrefix(line, "- ") || strings.HasPrefix(line, "・")) {
			continue
		}
		rest := append(append([]string{}, split[r.line][:r.idx]...), split[r.line][r.idx+1:]...)
		lines := strings.Split(hoJoin(split), "\n")
		if strings.TrimSpace(strings.Join(rest, "")) == "" {
			lines = append(lines[:r.line], lines[r.line+1:]...)
		} else {
			lines[r.line] = strings.TrimRight(strings.Join(rest, ""), " ")
		}
		return strings.Join(lines, "\n")
	}
	return s
}

// ho21bFirstOf rewrites the earliest match of any of the pairs' keys with its value.
func ho21bFirstOf(s string, pairs [][2]string) string {
	best, at := -1, len(s)+1
	for i, p := range pairs {
		if k := strings.Index(s, p[0]); k >= 0 && k < at {
			best, at = i, k
		}
	}
	if best < 0 {
		return s
	}
	return s[:at] + pairs[best][1] + s[at+len(pairs[best][0]):]
}

// ho21bUpperFirst capitalises a German clause's first letter.
func ho21bUpperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// ho21bBulletList reports whether every non-empty line of s is a list item ("- ",
// "・"), with at least three of them: an answer that is only a list.
func ho21bBulletList(s string) bool {
	n := 0
	for _, l := range strings.Split(s, "\n") {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if !strings.HasPrefix(l, "- ") && !strings.HasPrefix(l, "・") {
			return false
		}
		n++
	}
	return n >= 3
}

// ho21bSplitItem splits one list item's text in two where it joins two statements
// (a semicolon, a colon or comma before a new statement; in Japanese an inner 。 or
// で、), as a model that writes one point per statement does.
func ho21bSplitItem(lang, item string) (string, string, bool) {
	if lang == "ja" {
		rs := []rune(item)
		for i, r := range rs[:len(rs)-1] {
			if r == '。' {
				return string(rs[:i+1]), string(rs[i+1:]), true
			}
		}
		if i := strings.Index(item, "で、"); i > 0 {
			return item[:i] + "です。", item[i+len("で、"):], true
		}
		return "", "", false
	}
	if i := strings.Index(item, "; "); i > 0 {
		return item[:i] + ".", ho21bUpperFirst(item[i+2:]), true
	}
	for _, sep := range []string{": ", ", "} {
		for from := 25; from < len(item); {
			k := strings.Index(item[from:], sep)
			if k < 0 {
				break
			}
			i := from + k
			r, _ := utf8.DecodeRuneInString(item[i+len(sep):])
			if unicode.IsUpper(r) && utf8.RuneCountInString(item[i+len(sep):]) >= 15 {
				return item[:i] + ".", item[i+len(sep):], true
			}
			from = i + len(sep)
		}
	}
	return "", "", false
}

// heldOutBatch21b: damage against the request, one place each.
var heldOutBatch21b = []heldOutKind{
	// A deadline the request sets (pay by, confirm by, reply by, the last day of)
	// restated two weeks later: Zahlbar bis 04.11.2026 → "faellig_am": "2026-11-18",
	// bis spätestens 19.10.2026 → 02.11.2026, 10月30日までに → 11月13日までに.
	{"ho21b_deadline_date_two_weeks_late", "raw", func(lang, s string) string {
		specs := []ho21bDateSpec{
			{re: regexp.MustCompile(`"(?:faellig_am|due_date|deadline|payment_due)":\s*"(\d{4})-(\d{2})-(\d{2})"`), yi: 1, mi: 2, di: 3, pad: true},
			{re: regexp.MustCompile(`\b(?:bis (?:zum |spätestens (?:zum )?)?|spätestens (?:am |zum )?|fällig am )(\d{1,2})\.(\d{1,2})\.(\d{4})`), yi: 3, mi: 2, di: 1, pad: true},
			{re: regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日(?:（[月火水木金土日]）)?(?:\d{1,2}時)?まで`), yi: 1, mi: 2, di: 3},
			{re: regexp.MustCompile(`期限は(\d{4})年(\d{1,2})月(\d{1,2})日`), yi: 1, mi: 2, di: 3},
		}
		hits := ho21bFindDates(s, specs)
		if len(hits) == 0 {
			return s
		}
		return ho21bRewriteDate(s, hits[0], hits[0].date.AddDate(0, 0, 14), 0, nil)
	}},
	// The last date the answer gives with its weekday moved a week later, the weekday
	// kept, as a model that resolves "am Montag" or （水） to the wrong week does
	// (Montag, 19.10.2026 → Montag, 26.10.2026; 10月21日（水） → 10月28日（水）).
	{"ho21b_weekday_date_a_week_late", "first", func(lang, s string) string {
		specs := []ho21bDateSpec{
			{re: regexp.MustCompile(`(?:` + ho21bWdAlt + `), (?:den )?(\d{1,2})\.(\d{1,2})\.(\d{4})`), yi: 3, mi: 2, di: 1, pad: true},
			{re: regexp.MustCompile(`(?:` + ho21bWdAlt + `), (?:den )?(\d{1,2})\. (` + ho21bMonthAlt + `) (\d{4})`), yi: 3, mi: 2, di: 1, named: true},
			{re: regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4}) \((?:` + ho21bWdAlt + `)\)`), yi: 3, mi: 2, di: 1, pad: true},
			{re: regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日（[月火水木金土日]）`), yi: 1, mi: 2, di: 3},
		}
		hits := ho21bFindDates(s, specs)
		if len(hits) == 0 {
			return s
		}
		h := hits[len(hits)-1]
		return ho21bRewriteDate(s, h, h.date.AddDate(0, 0, 7), 0, nil)
	}},
	// A JSON date the request asks for as YYYY-MM-DD given with the weekday the
	// request wrote beside it ("2026-10-19" → "2026-10-19 (Mo)", "2026-10-19（月）").
	{"ho21b_json_date_weekday_appended", "first", func(lang, s string) string {
		if !regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`).MatchString(s) {
			return s
		}
		d, err := time.Parse("2006-01-02", s)
		if err != nil {
			return s
		}
		if lang == "ja" {
			return s + "（" + ho21bJaWeekdays[d.Weekday()] + "）"
		}
		return s + " (" + ho21bDeWdShort[d.Weekday()] + ")"
	}},
	// A notice period the request sets doubled (Absage bis 24 Stunden vorher → 48
	// Stunden vorher, 訪問の30分前にお電話 → 1時間前).
	{"ho21b_notice_period_doubled", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(\d{1,3})(分|時間)前`), s, func(m []string) string {
				n, _ := strconv.Atoi(m[1])
				if m[2] == "分" && n == 30 {
					return "1時間前"
				}
				return strconv.Itoa(2*n) + m[2] + "前"
			})
		}
		return hoFirstMatch(regexp.MustCompile(`\b(\d{1,3}) (Stunden|Minuten|Tage|Werktage) (vorher|im Voraus|vor dem Termin)`), s, func(m []string) string {
			n, _ := strconv.Atoi(m[1])
			return strconv.Itoa(2*n) + " " + m[2] + " " + m[3]
		})
	}},
	// The clock hour of a cut-off or a start the request gives moved (前日の17時までに →
	// 15時までに, ab 8 Uhr aufschließen → ab 9 Uhr).
	{"ho21b_cutoff_or_start_hour_moved", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(^|[^\d:])(\d{1,2})時(までに|まで)`), s, func(m []string) string {
				n, _ := strconv.Atoi(m[2])
				return m[1] + strconv.Itoa((n+22)%24) + "時" + m[3]
			})
		}
		return hoFirstMatch(regexp.MustCompile(`\b(ab|bis spätestens|spätestens um) (\d{1,2}) Uhr`), s, func(m []string) string {
			n, _ := strconv.Atoi(m[2])
			if m[1] == "ab" {
				return "ab " + strconv.Itoa((n+1)%24) + " Uhr"
			}
			return m[1] + " " + strconv.Itoa((n+22)%24) + " Uhr"
		})
	}},
	// A bound's number from the request changed (mindestens 3 Jahren Garantie →
	// mindestens 4 Jahren, bis zu zwei Minuten → bis zu drei Minuten, 2メートル以内 →
	// 3メートル以内).
	{"ho21b_threshold_number_changed", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(\d{1,3})(メートル|分|秒|時間|日|名|件|字)(以内|以上|以下|未満)`), s, func(m []string) string {
				n, _ := strconv.Atoi(m[1])
				return strconv.Itoa(n+1) + m[2] + m[3]
			})
		}
		words := map[string]string{"zwei": "drei", "drei": "vier", "vier": "fünf", "fünf": "sechs", "sechs": "sieben", "zehn": "zwölf"}
		return hoFirstMatch(regexp.MustCompile(`\b(mindestens|höchstens|maximal|bis zu|innerhalb von) (\d{1,3}|zwei|drei|vier|fünf|sechs|zehn) (Jahren|Jahre|Minuten|Stunden|Tagen|Tage|Wochen|Metern|Meter)\b`), s, func(m []string) string {
			n := words[m[2]]
			if v, err := strconv.Atoi(m[2]); err == nil {
				n = strconv.Itoa(v + 1)
			}
			return m[1] + " " + n + " " + m[3]
		})
	}},
	// A technical value the request states replaced by its sibling (2,4-GHz-Band →
	// 5-GHz-Band, CR2032 → CR2025, iOS 16 → iOS 15, Android 11 → Android 10).
	{"ho21b_spec_value_sibling", "strings", func(lang, s string) string {
		re := regexp.MustCompile(`2,4-GHz|2,4 GHz|CR2032|CR2025|iOS (\d{2})|Android (\d{2})`)
		return hoFirstMatch(re, s, func(m []string) string {
			switch {
			case m[1] != "":
				n, _ := strconv.Atoi(m[1])
				return "iOS " + strconv.Itoa(n-1)
			case m[2] != "":
				n, _ := strconv.Atoi(m[2])
				return "Android " + strconv.Itoa(n-1)
			}
			return map[string]string{"2,4-GHz": "5-GHz", "2,4 GHz": "5 GHz", "CR2032": "CR2025", "CR2025": "CR2032"}[m[0]]
		})
	}},
	// The sentence that says what stays as it was dropped (the unchanged billing
	// address, Der Rechnungsbetrag bleibt unverändert …, FAX番号は変わりません。): the
	// request names it as something to state.
	{"ho21b_unchanged_statement_dropped", "longest", func(lang, s string) string {
		re := regexp.MustCompile(`unverändert|wie gewohnt|bleibt bestehen|weiterhin`)
		if lang == "ja" {
			re = regexp.MustCompile(`変わりません|変わらず|変更はありません|従来どおり`)
		}
		return ho21bDropSentence(lang, s, re.MatchString)
	}},
	// The reason the request gives replaced by a vague one (Aufgrund des
	// Fertigungsablaufs → Aus organisatorischen Gründen, 配送センターでの作業遅延により →
	// 諸般の事情により, …を追加していただいたため、 → 諸般の事情により、).
	{"ho21b_reason_made_vague", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`[^、。\n「」]{4,60}?(により|ため、)`), s, func(m []string) string {
				if m[1] == "ため、" {
					return "諸般の事情により、"
				}
				return "諸般の事情により"
			})
		}
		if out := hoFirstMatch(regexp.MustCompile(`\b(?:Aufgrund|Wegen) (?:des|der|eines|einer|von) [^,.;\n]+? (verschiebt|verzögert|verschieben|ist|wird|kann|können|müssen)\b`), s, func(m []string) string {
			return "Aus organisatorischen Gründen " + m[1]
		}); out != s {
			return out
		}
		return hoFirstMatch(regexp.MustCompile(`\b(?:Weil|Da) [^,.;\n]{10,}, (\p{Ll}+)`), s, func(m []string) string {
			return "Aus organisatorischen Gründen " + m[1]
		})
	}},
	// The instruction the request asks to give the customer dropped (Bitte bringen Sie
	// Ihre Versichertenkarte mit., Bitte schicken Sie … zurück, 前日の17時までにご連絡
	// くださいますよう…, 10月30日までに…ご承認をお願いいたします。).
	{"ho21b_customer_instruction_dropped", "longest", func(lang, s string) string {
		if lang == "ja" {
			byWhen := regexp.MustCompile(`(?:日|時|）)(?:までに|まで)`)
			return ho21bDropSentence(lang, s, func(sen string) bool {
				return (strings.Contains(sen, "ください") || strings.Contains(sen, "お願いいたします")) &&
					byWhen.MatchString(sen) && !strings.Contains(sen, "ご不明") && !strings.Contains(sen, "お気軽")
			})
		}
		return ho21bDropSentence(lang, s, func(sen string) bool {
			return strings.HasPrefix(sen, "Bitte ") && !strings.HasPrefix(sen, "Bitte beachten")
		})
	}},
	// The apology the request (or the source text) calls for replaced by thanks
	// (誠に申し訳ございません。 → ご理解いただき、誠にありがとうございます。, Wir bitten Sie,
	// die Unannehmlichkeiten zu entschuldigen. → Wir danken Ihnen für Ihr Verständnis.).
	{"ho21b_apology_replaced_by_thanks", "longest", func(lang, s string) string {
		digit := regexp.MustCompile(`\d`)
		if lang == "ja" {
			return ho21bReplaceSentence(lang, s, func(sen string) bool {
				return (strings.Contains(sen, "申し訳ございません") || strings.Contains(sen, "お詫び申し上げます")) && !digit.MatchString(sen)
			}, func(sen string) string { return "ご理解いただき、誠にありがとうございます。" })
		}
		return ho21bReplaceSentence(lang, s, func(sen string) bool {
			return (strings.Contains(sen, "entschuldigen") || strings.Contains(sen, "Entschuldigung") || strings.Contains(sen, "bedauern")) && !digit.MatchString(sen)
		}, func(sen string) string { return "Wir danken Ihnen für Ihr Verständnis." })
	}},
	// A list answer whose first two splittable points are each split in two: the
	// number of points the request fixes (genau 4, 3 bis 5, 4 bis 6, 5項目) is
	// overrun by two, every fact kept.
	{"ho21b_bullets_split_past_count", "raw", func(lang, s string) string {
		if !ho21bBulletList(s) {
			return s
		}
		lines := strings.Split(s, "\n")
		var out []string
		n := 0
		for _, l := range lines {
			marker := ""
			switch {
			case strings.HasPrefix(l, "- "):
				marker = "- "
			case strings.HasPrefix(l, "・"):
				marker = "・"
			}
			if marker != "" && n < 2 {
				if a, b, ok := ho21bSplitItem(lang, strings.TrimPrefix(l, marker)); ok {
					out = append(out, marker+a, marker+b)
					n++
					continue
				}
			}
			out = append(out, l)
		}
		if n < 2 {
			return s
		}
		return strings.Join(out, "\n")
	}},
	// A one-paragraph summary of two or three sentences with one sentence split in
	// two: the number of sentences the request fixes (3文で, zwei bis drei Sätze) is
	// overrun.
	{"ho21b_sentences_split_past_count", "longest", func(lang, s string) string {
		if strings.Contains(strings.TrimSpace(s), "\n") {
			return s
		}
		sens := hoSentences(lang, s)
		if len(sens) < 2 || len(sens) > 3 {
			return s
		}
		for k := range sens {
			i := (1 + k) % len(sens)
			sen := sens[i]
			var nw string
			if lang == "ja" {
				if j := strings.Index(sen, "し、"); j > 0 {
					nw = sen[:j] + "する。" + sen[j+len("し、"):]
				}
			} else if j := strings.Index(sen, ", aber "); j > 0 {
				nw = sen[:j] + ". Aber " + sen[j+len(", aber "):]
			} else if j := strings.Index(sen, ", und "); j > 0 {
				nw = sen[:j] + ". Und " + sen[j+len(", und "):]
			}
			if nw != "" {
				sens[i] = nw
				return strings.Join(sens, "")
			}
		}
		return s
	}},
	// A person's title or post the request asks to keep dropped once (Prof. Dr. Kühn
	// → Kühn, Herr Prof. Dr. Hoffmann → Herr Hoffmann, Frau Dr. Jäger → Frau Jäger,
	// 松田部長 → 松田氏, a salutation 佐藤部長 → 佐藤様).
	{"ho21b_role_title_replaced_once", "first", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(\p{Han}{1,3})(部長|課長|教授|社長)`)
			loc := re.FindStringSubmatchIndex(s)
			if loc == nil {
				return s
			}
			name := s[loc[2]:loc[3]]
			lineStart := strings.LastIndex(s[:loc[0]], "\n") + 1
			lineEnd := strings.Index(s[loc[1]:], "\n")
			if lineEnd < 0 {
				lineEnd = len(s) - loc[1]
			}
			if loc[0] == lineStart && lineEnd == 0 {
				return s[:loc[0]] + name + "様" + s[loc[1]:]
			}
			return s[:loc[0]] + name + "氏" + s[loc[1]:]
		}
		re := regexp.MustCompile(`\b(?:(Herrn?|Frau) )?((?:Prof\. )?(?:Dr\. )+|Prof\. )(\p{Lu}\p{Ll}+)`)
		for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
			title := s[loc[4]:loc[5]]
			if loc[2] < 0 && !strings.Contains(title, "Prof.") {
				continue
			}
			return s[:loc[4]] + s[loc[5]:]
		}
		return s
	}},
	// Japanese: a date in the other calendar than the request asks for (日付は原文どおり:
	// 令和8年11月16日 → 2026年11月16日; 西暦で / 「2026年10月19日」の形で: 2026年11月2日 →
	// 令和8年11月2日). A date with its weekday is left alone.
	{"ho21b_ja_calendar_against_request", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if out := hoFirstMatch(hoReiwa, s, func(m []string) string { n, _ := strconv.Atoi(m[1]); return strconv.Itoa(2018+n) + "年" }); out != s {
			return out
		}
		re := regexp.MustCompile(`(20\d\d)年(\d{1,2}月\d{1,2}日)([^（]|$)`)
		return hoFirstMatch(re, s, func(m []string) string {
			n, _ := strconv.Atoi(m[1])
			return "令和" + strconv.Itoa(n-2018) + "年" + m[2] + m[3]
		})
	}},
	// Japanese JSON: the name the request wants without honorific (name（敬称なし）, 姓＋
	// 役職) given with 様 ("髙橋 美咲" → "髙橋 美咲様", "石井部長" → "石井部長様").
	{"ho21b_ja_json_name_honorific_added", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if regexp.MustCompile(`^\p{Han}{1,3}[ 　]\p{Han}{1,3}$|^\p{Han}{1,3}(?:部長|課長)$`).MatchString(s) {
			return s + "様"
		}
		return s
	}},
	// A Markdown table given a running-number column the request's column list does
	// not have (列：品名、数量、単価、金額; Spalten Anbieter, Preis, Lieferzeit, Garantie).
	{"ho21b_table_number_column_added", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		sep := regexp.MustCompile(`^\|[-:| ]+\|\s*$`)
		head := "Nr."
		if lang == "ja" {
			head = "番号"
		}
		for i := 0; i+1 < len(lines); i++ {
			if !strings.HasPrefix(lines[i], "|") || !sep.MatchString(lines[i+1]) {
				continue
			}
			lines[i] = "| " + head + " " + lines[i]
			lines[i+1] = "|---" + lines[i+1]
			for j, k := i+2, 1; j < len(lines) && strings.HasPrefix(lines[j], "|"); j, k = j+1, k+1 {
				lines[j] = "| " + strconv.Itoa(k) + " " + lines[j]
			}
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// The section the request asks to end with (troubleshooting hints after the
	// numbered steps, 最後に…確認事項) left out: the answer ends cleanly after the
	// last step.
	{"ho21b_closing_section_omitted", "raw", func(lang, s string) string {
		locs := regexp.MustCompile(`(?m)^\d+\. .*$`).FindAllStringIndex(s, -1)
		if len(locs) < 3 {
			return s
		}
		end := locs[len(locs)-1][1]
		k := strings.Index(s[end:], "\n\n")
		if k < 0 {
			return s
		}
		rest := s[end+k:]
		if !regexp.MustCompile(`(?m)^(?:- |・)`).MatchString(rest) {
			return s
		}
		return s[:end]
	}},
	// The closing offer of help to a customer written in chat register (Bei Fragen
	// sind wir gern für Sie da. → Falls noch was ist, einfach melden!, ご不明な点が
	// ございましたら… → わからないことがあれば、気軽に聞いてね。).
	{"ho21b_service_offer_made_casual", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho21bReplaceSentence(lang, s, func(sen string) bool {
				return strings.Contains(sen, "ご不明な点") || strings.Contains(sen, "解決しない場合")
			}, func(sen string) string {
				if strings.Contains(sen, "窓口") {
					return "それでもダメなら、サポート窓口に聞いてみてね。"
				}
				return "わからないことがあれば、気軽に聞いてね。"
			})
		}
		return ho21bReplaceSentence(lang, s, func(sen string) bool {
			for _, p := range []string{"Bei Fragen", "Hilft das alles nicht", "Für Rückfragen", "Sollten Sie Fragen", "Wenn Sie Fragen", "Bei weiteren Fragen"} {
				if strings.HasPrefix(sen, p) {
					return true
				}
			}
			return false
		}, func(sen string) string {
			if strings.Contains(sen, "Kundendienst") {
				return "Klappt's dann immer noch nicht? Einfach beim Kundendienst durchklingeln!"
			}
			return "Falls noch was ist, einfach melden!"
		})
	}},
	// The salutation greets the letter's signer, whom the request names as the
	// sender, instead of the addressee (Sehr geehrter Herr Groß, … Ken Yamada →
	// Sehr geehrter Herr Yamada; 小林 恵子様 … 岡田 → 岡田様; 佐藤部長 … Weber → Weber教授).
	{"ho21b_salutation_names_signer", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		if len(lines) < 4 {
			return s
		}
		var tail []string
		for i := len(lines) - 1; i >= 0 && len(tail) < 3; i-- {
			if t := strings.TrimSpace(lines[i]); t != "" {
				tail = append(tail, t)
			}
		}
		if lang == "ja" {
			sal := regexp.MustCompile(`^\p{Han}{1,3}(?:[ 　]?\p{Han}{1,3})?(?:様|部長|課長)$`)
			if !sal.MatchString(strings.TrimSpace(lines[0])) {
				return s
			}
			for _, t := range tail {
				if m := regexp.MustCompile(`[ 　](\p{Han}{1,3})$`).FindStringSubmatch(t); m != nil && !strings.HasPrefix(strings.TrimSpace(lines[0]), m[1]) {
					lines[0] = m[1] + "様"
					return strings.Join(lines, "\n")
				}
				if m := regexp.MustCompile(`(\p{Lu}\p{Ll}+)教授$`).FindStringSubmatch(t); m != nil {
					lines[0] = m[1] + "教授"
					return strings.Join(lines, "\n")
				}
			}
			return s
		}
		sal := regexp.MustCompile(`^(Sehr geehrte[r]? (?:Herr|Frau) (?:Prof\. )?(?:Dr\. )?)(\p{Lu}\p{Ll}+)(.*)$`)
		m := sal.FindStringSubmatch(lines[0])
		if m == nil {
			return s
		}
		for _, t := range tail {
			n := regexp.MustCompile(`^(\p{Lu}\p{Ll}+) (\p{Lu}\p{Ll}+)$`).FindStringSubmatch(t)
			if n == nil || n[1] == "Ihr" || n[1] == "Ihre" || n[1] == "Mit" || n[2] == m[2] {
				continue
			}
			lines[0] = m[1] + n[2] + m[3]
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// What the request asks to confirm turned into a proposal or a question (hiermit
	// bestätigen wir Ihren Kontrolltermin am … → gern schlagen wir Ihnen einen
	// Kontrolltermin am … vor, Die Lieferung erfolgt am … → Würde Ihnen die Lieferung
	// am … passen?, 確定いたしました → ご提案いたします).
	{"ho21b_confirmation_turned_proposal", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho21bFirstOf(s, [][2]string{{"確定いたしました", "ご提案いたします"}, {"確定しました", "ご提案します"}})
		}
		confirm := regexp.MustCompile(`^(.*?)(?:[Hh]iermit )?bestätigen wir Ihnen? (?:Ihren|Ihre|Ihr) (\p{Lu}\p{L}+) (.*)\.$`)
		delivery := regexp.MustCompile(`^Die (Lieferung|Zustellung) erfolgt (.*)\.$`)
		send := regexp.MustCompile(`^Wir senden Ihnen (.*) zu\.$`)
		return ho21bReplaceSentence(lang, s, func(sen string) bool {
			return confirm.MatchString(sen) || delivery.MatchString(sen) || send.MatchString(sen)
		}, func(sen string) string {
			if m := confirm.FindStringSubmatch(sen); m != nil {
				return m[1] + "gern schlagen wir Ihnen einen " + m[2] + " " + m[3] + " vor."
			}
			if m := delivery.FindStringSubmatch(sen); m != nil {
				return "Würde Ihnen die " + m[1] + " " + m[2] + " passen?"
			}
			m := send.FindStringSubmatch(sen)
			return "Dürfen wir Ihnen " + m[1] + " zusenden?"
		})
	}},
	// The last bound or deadline word of the answer turned round (mindestens →
	// höchstens, bis zu → mindestens, spätestens → frühestens, bis zum → ab dem,
	// 以内 → 以上, 早くても → 遅くとも, …日までに → …日以降に).
	{"ho21b_bound_word_inverted_last", "longest", func(lang, s string) string {
		var re *regexp.Regexp
		var swap map[string]string
		if lang == "ja" {
			re = regexp.MustCompile(`以内|以上|以降|以前|早くても|遅くとも|(?:日|時|）)(?:までに|まで)`)
			swap = map[string]string{"以内": "以上", "以上": "以内", "以降": "以前", "以前": "以降", "早くても": "遅くとも", "遅くとも": "早くても", "までに": "以降に", "まで": "から"}
		} else {
			re = regexp.MustCompile(`\b(?:mindestens|höchstens|bis spätestens|spätestens|frühestens|bis zum|bis zu)\b`)
			swap = map[string]string{"mindestens": "höchstens", "höchstens": "mindestens", "bis spätestens": "frühestens ab", "spätestens": "frühestens",
				"frühestens": "spätestens", "bis zum": "ab dem", "bis zu": "mindestens"}
		}
		locs := re.FindAllStringIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		loc := locs[len(locs)-1]
		m := s[loc[0]:loc[1]]
		lead := ""
		for _, p := range []string{"日", "時", "）"} {
			if strings.HasPrefix(m, p) && swap[m] == "" {
				lead, m = p, m[len(p):]
			}
		}
		return s[:loc[0]] + lead + swap[m] + s[loc[1]:]
	}},
	// A table's price header given a tax basis the request contradicts (Festpreis …
	// netto: Preis → Preis (brutto); 合計（税抜）below: 単価 → 単価（税込）).
	{"ho21b_table_price_header_tax_label_wrong", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if !strings.HasPrefix(l, "|") {
				continue
			}
			for _, p := range [][2]string{{"| Preis |", "| Preis (brutto) |"}, {"| 単価 |", "| 単価（税込） |"}} {
				if strings.Contains(l, p[0]) {
					lines[i] = strings.Replace(l, p[0], p[1], 1)
					return strings.Join(lines, "\n")
				}
			}
			return s
		}
		return s
	}},
	// The decision the request asks the summary to name left out (- Entscheidung:
	// Herr Strauß bittet, … freizugeben., 10月20日の経営会議で…承認を求めている。).
	{"ho21b_requested_decision_omitted", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho21bDropSentence(lang, s, func(sen string) bool { return strings.Contains(sen, "承認を求め") })
		}
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if strings.HasPrefix(l, "- ") && (strings.Contains(l, "Entscheidung") || strings.Contains(l, "freizugeben")) {
				return strings.Join(append(lines[:i:i], lines[i+1:]...), "\n")
			}
		}
		return s
	}},
	// A department or unit the request names replaced by its sibling (Labor für
	// Hochspannungstechnik → Niederspannungstechnik, Ihr Kundenservice → Ihr Vertrieb,
	// 経理部 → 総務部, カスタマーサポート → 営業部).
	{"ho21b_department_sibling", "strings", func(lang, s string) string {
		return ho21bFirstOf(s, [][2]string{{"Hochspannungstechnik", "Niederspannungstechnik"}, {"Zentraler Einkauf", "Zentrale Buchhaltung"},
			{"Kundenservice", "Vertrieb"}, {"Gebäudemanagement", "Rechnungswesen"}, {"経理部", "総務部"}, {"カスタマーサポート", "営業部"},
			{"物流企画部", "物流管理部"}, {"総務部", "経理部"}})
	}},
	// An exact clock time or window the request gives replaced by a part of the day
	// (zwischen 8 und 12 Uhr → vormittags, um 10:30 Uhr → vormittags, 14時〜16時 → 午後,
	// 17時までに → 夕方までに).
	{"ho21b_clock_made_vague_daypart", "strings", func(lang, s string) string {
		part := func(from, to int) string {
			switch {
			case to <= 12:
				return "vormittags"
			case from >= 12:
				return "nachmittags"
			}
			return "im Laufe des Tages"
		}
		if lang == "ja" {
			re := regexp.MustCompile(`(\d{1,2})時\s*(?:〜|～|~|-|から)\s*(\d{1,2})時|(\d{1,2})時(までに|まで)`)
			return hoFirstMatch(re, s, func(m []string) string {
				if m[1] != "" {
					a, _ := strconv.Atoi(m[1])
					b, _ := strconv.Atoi(m[2])
					return map[string]string{"vormittags": "午前", "nachmittags": "午後", "im Laufe des Tages": "日中"}[part(a, b)]
				}
				n, _ := strconv.Atoi(m[3])
				w := "お昼"
				if n >= 15 {
					w = "夕方"
				} else if n < 12 {
					w = "午前中"
				}
				return w + m[4]
			})
		}
		re := regexp.MustCompile(`zwischen (\d{1,2}) und (\d{1,2}) Uhr|um (\d{1,2})[:.]\d{2} Uhr|\bab (\d{1,2}) Uhr`)
		return hoFirstMatch(re, s, func(m []string) string {
			if m[1] != "" {
				a, _ := strconv.Atoi(m[1])
				b, _ := strconv.Atoi(m[2])
				return part(a, b)
			}
			h := m[3] + m[4]
			n, _ := strconv.Atoi(h)
			if m[4] != "" {
				if n < 12 {
					return "morgens"
				}
				return "nachmittags"
			}
			return part(n, n+1)
		})
	}},
	// The means the request names for a return or a goodwill gesture replaced by a
	// sibling (Rücksendeetikett → Abholformular, 500円分のクーポン → 500円分のポイント).
	{"ho21b_return_or_coupon_means_sibling", "first", func(lang, s string) string {
		return ho21bFirstOf(s, [][2]string{{"Rücksendeetikett", "Abholformular"}, {"Rücksendeschein", "Abholformular"},
			{"クーポン", "ポイント"}, {"割引券", "ポイント"}})
	}},
	// Japanese: the customer's favour told in plain もらう form in a letter to them
	// (ご利用いただき → 利用してもらい, お送りいただいた → 送ってもらった, ご訪問いただき →
	// 訪問してもらい).
	{"ho21b_customer_favour_plain_morau", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho21bFirstOf(s, [][2]string{{"ご利用いただき", "利用してもらい"}, {"ご依頼をいただき", "依頼をもらい"},
			{"追加していただいた", "追加してもらった"}, {"お送りいただいた", "送ってもらった"}, {"ご訪問いただき", "訪問してもらい"},
			{"お問い合わせいただき", "問い合わせてもらい"}, {"ご連絡いただき", "連絡してもらい"}})
	}},
	// An exact amount from the request hedged as approximate (bleibt unverändert bei
	// 1.850,00 € → bei rund 1.850,00 €, 合計38,500円 → 合計約38,500円).
	{"ho21b_exact_amount_hedged", "first", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(合計|総額|金額は|料金は|請求額は|価格は)([^0-9\n、。約]{0,6})(\d[\d,]*(?:万)?(?:円|ユーロ))`)
			return hoFirstMatch(re, s, func(m []string) string { return m[1] + m[2] + "約" + m[3] })
		}
		re := regexp.MustCompile(`\b(bei|von|über|mit|auf) (\d{1,3}(?:\.\d{3})*,\d{2} ?(?:€|EUR|Euro))`)
		return hoFirstMatch(re, s, func(m []string) string { return m[1] + " rund " + m[2] })
	}},
	// A relative deadline of the request resolved to a date a day too early (前日の
	// 17時までに with 10月23日（金） → 10月21日（水）の17時までに; spätestens 24 Stunden
	// vorher with Montag, 26. Oktober 2026, um 10:30 Uhr → spätestens bis Samstag,
	// 24. Oktober 2026, 10:30 Uhr).
	{"ho21b_relative_deadline_resolved_a_day_early", "longest", func(lang, s string) string {
		if lang == "ja" {
			rel := regexp.MustCompile(`前日の(\d{1,2}時)(までに|まで)`)
			hits := ho21bFindDates(s, []ho21bDateSpec{{re: regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日（[月火水木金土日]）`), yi: 1, mi: 2, di: 3}})
			loc := rel.FindStringSubmatchIndex(s)
			if loc == nil || len(hits) == 0 || hits[0].loc[0] > loc[0] {
				return s
			}
			d := hits[0].date.AddDate(0, 0, -2)
			return s[:loc[0]] + fmt.Sprintf("%d月%d日（%s）の", d.Month(), d.Day(), ho21bJaWeekdays[d.Weekday()]) + s[loc[2]:]
		}
		rel := regexp.MustCompile(`spätestens (\d{1,3}) Stunden vorher`)
		ev := regexp.MustCompile(`(?:` + ho21bWdAlt + `), (?:den )?(\d{1,2})\. (` + ho21bMonthAlt + `) (\d{4}), um (\d{1,2}[:.]\d{2}) Uhr`)
		loc := rel.FindStringSubmatchIndex(s)
		hits := ho21bFindDates(s, []ho21bDateSpec{{re: ev, yi: 3, mi: 2, di: 1, named: true}})
		if loc == nil || len(hits) == 0 {
			return s
		}
		hours, _ := strconv.Atoi(s[loc[2]:loc[3]])
		h := hits[0]
		clock := s[h.loc[8]:h.loc[9]]
		d := h.date.AddDate(0, 0, -(hours/24 + 1))
		return s[:loc[0]] + fmt.Sprintf("spätestens bis %s, %d. %s %d, %s Uhr", ho21bDeWeekdays[d.Weekday()], d.Day(), deMonths[d.Month()-1], d.Year(), clock) + s[loc[1]:]
	}},
}
