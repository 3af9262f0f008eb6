package grade

// Batch 24 of the held-out study, written blind (from the goldens, the prompts, the
// shared helpers in heldout_test.go and the list of kind names only) as the outside
// evaluator of a Japanese/German business-text gate would write it for its next
// measurement. The gate is known to catch the obvious forms of each family (facts
// that disagree, wrong script, repetition, register breaks, units, polarity, list
// damage, truncation, invented facts, request-form violations), so every kind here
// damages one place in a less obvious form, as a quantized or misconfigured model
// does:
//   - meaning: the old and the new side of a change traded inside one sentence, the
//     end of a period made its start;
//   - numbers: a figure the model derives itself and gets wrong (a date computed from
//     "24 Stunden vorher", "前日", "am selben Tag" or "2週間"; the length of a
//     postponement; what is left of a budget; the number of steps; the days until a
//     date), a time window's end an hour early;
//   - language: a German word in its English spelling, German verbs in Denglisch, a
//     Japanese word in its Chinese form written with Japanese glyphs, a Japanese
//     surname in romaji, a Chinese day counter (号 for 日), the Chinese aspect marker
//     了 for a Japanese past ending;
//   - register: one imperative sentence in the du or ihr form, お/ご…ください as
//     …しなさい, a chatty ね！, MfG for the closing formula;
//   - structure: a step moved under the troubleshooting heading, a numbered list that
//     starts again at 1, one bullet demoted under its neighbour, a table row's values
//     rotated under the wrong columns, a table row left below the table's footer;
//   - completeness: the last JSON string member emptied, the new date of a
//     postponement lost, the second half of a compound statement lost, the requested
//     introductory sentence lost, the company lost from the signature.
// Each kind returns its input unchanged where it does not apply.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// b24RefDate is the reference date every fixture states (reference_date: 2026-10-16);
// b24_days_until_gloss_wrong counts from it.
var b24RefDate = time.Date(2026, 10, 16, 0, 0, 0, 0, time.UTC)

var (
	b24DeNum   = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4})`)
	b24DeLong  = regexp.MustCompile(`(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (\d{4})`)
	b24JaDate  = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	b24ISO     = regexp.MustCompile(`(\d{4})-(\d{2})-(\d{2})`)
	b24DeNums  = []string{"null", "einen", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn"}
	b24DeWeeks = []string{"", "eine Woche", "zwei Wochen", "drei Wochen", "vier Wochen", "fünf Wochen", "sechs Wochen"}
)

// b24Date is one date written in a text, with where it stands.
type b24Date struct {
	start, end int
	t          time.Time
}

// b24FindDates lists the dates of a text in order (German numeric and long forms,
// Japanese 年月日 with the year 2026 where it is left out, ISO).
func b24FindDates(s string) []b24Date {
	var out []b24Date
	add := func(loc []int, y, m, d int) {
		out = append(out, b24Date{loc[0], loc[1], time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)})
	}
	atoi := func(x string) int { n, _ := strconv.Atoi(x); return n }
	for _, loc := range b24DeNum.FindAllStringSubmatchIndex(s, -1) {
		add(loc, atoi(s[loc[6]:loc[7]]), atoi(s[loc[4]:loc[5]]), atoi(s[loc[2]:loc[3]]))
	}
	for _, loc := range b24DeLong.FindAllStringSubmatchIndex(s, -1) {
		mo := 0
		for i, m := range deMonths {
			if m == s[loc[4]:loc[5]] {
				mo = i + 1
			}
		}
		add(loc, atoi(s[loc[6]:loc[7]]), mo, atoi(s[loc[2]:loc[3]]))
	}
	for _, loc := range b24JaDate.FindAllStringSubmatchIndex(s, -1) {
		y := 2026
		if loc[2] >= 0 {
			y = atoi(s[loc[2]:loc[3]])
		}
		add(loc, y, atoi(s[loc[4]:loc[5]]), atoi(s[loc[6]:loc[7]]))
	}
	for _, loc := range b24ISO.FindAllStringSubmatchIndex(s, -1) {
		add(loc, atoi(s[loc[2]:loc[3]]), atoi(s[loc[4]:loc[5]]), atoi(s[loc[6]:loc[7]]))
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].start < out[j-1].start; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// b24LastDateBefore is the last date of s that ends at or before at.
func b24LastDateBefore(s string, at int) (time.Time, bool) {
	var t time.Time
	ok := false
	for _, d := range b24FindDates(s) {
		if d.end <= at {
			t, ok = d.t, true
		}
	}
	return t, ok
}

func b24FmtDate(lang string, t time.Time) string {
	if lang == "ja" {
		return fmt.Sprintf("%d月%d日", int(t.Month()), t.Day())
	}
	return t.Format("02.01.2006")
}

// b24Earliest replaces the earliest occurrence of any of the pairs' first elements by
// its second; s unchanged without one.
func b24Earliest(s string, pairs [][2]string) string {
	best, bi := -1, -1
	for i, p := range pairs {
		if at := strings.Index(s, p[0]); at >= 0 && (best < 0 || at < best) {
			best, bi = at, i
		}
	}
	if bi < 0 {
		return s
	}
	return s[:best] + pairs[bi][1] + s[best+len(pairs[bi][0]):]
}

// b24EarliestRe rewrites the earliest match of any of the regexps with its function.
func b24EarliestRe(s string, res []*regexp.Regexp, fs []func(m []string) string) string {
	best, bi := -1, -1
	for i, re := range res {
		if loc := re.FindStringIndex(s); loc != nil && (best < 0 || loc[0] < best) {
			best, bi = loc[0], i
		}
	}
	if bi < 0 {
		return s
	}
	return hoFirstMatch(res[bi], s, fs[bi])
}

// b24DeImperative conjugates the Sie-imperative verb (bringen, öffnen, speichern) for
// du (bring, öffne, speicher) or ihr (bringt, öffnet, speichert).
func b24DeImperative(verb string, ihr bool) string {
	if strings.HasSuffix(verb, "ern") || strings.HasSuffix(verb, "eln") {
		stem := strings.TrimSuffix(verb, "n")
		if ihr {
			return stem + "t"
		}
		return stem
	}
	stem := strings.TrimSuffix(verb, "en")
	rs := []rune(stem)
	needE := false
	if n := len(rs); n > 0 {
		last := rs[n-1]
		needE = last == 't' || last == 'd' || ((last == 'n' || last == 'm') && n > 1 && !strings.ContainsRune("aeiouäöühlr", rs[n-2]))
	}
	if ihr {
		if needE {
			return stem + "et"
		}
		return stem + "t"
	}
	if needE {
		return stem + "e"
	}
	return stem
}

var b24SieVerb = regexp.MustCompile(`(^|Bitte |bitte |und |; |\d+\. )(\p{L}+(?:en|ern|eln)) Sie\b`)

// b24DeSieSentenceTo puts one Sie-imperative sentence into the du or the ihr form:
// its verbs, its possessives and its other Sie.
func b24DeSieSentenceTo(s string, ihr bool) string {
	return hoMiddleSentence("de", s, func(sent string) string {
		if !b24SieVerb.MatchString(sent) {
			return sent
		}
		out := b24SieVerb.ReplaceAllStringFunc(sent, func(m string) string {
			sm := b24SieVerb.FindStringSubmatch(m)
			return sm[1] + b24DeImperative(sm[2], ihr)
		})
		var pron [][2]string
		if ihr {
			pron = [][2]string{{"Ihres", "eures"}, {"Ihren", "euren"}, {"Ihrem", "eurem"}, {"Ihrer", "eurer"}, {"Ihre", "eure"}, {"Ihr", "euer"}, {"Ihnen", "euch"}, {"für Sie", "für euch"}, {"an Sie", "an euch"}}
		} else {
			pron = [][2]string{{"Ihres", "deines"}, {"Ihren", "deinen"}, {"Ihrem", "deinem"}, {"Ihrer", "deiner"}, {"Ihre", "deine"}, {"Ihr", "dein"}, {"Ihnen", "dir"}, {"für Sie", "für dich"}, {"an Sie", "an dich"}}
		}
		for _, p := range pron {
			out = regexp.MustCompile(`\b`+p[0]+`\b`).ReplaceAllString(out, p[1])
		}
		if regexp.MustCompile(`\bSie\b`).MatchString(out) {
			return sent // a Sie left in a clause of its own: not this sentence
		}
		return out
	})
}

// b24JaYen reads a yen amount written with 億 and 万 (3億2,000万円, 1,400万円, 5,500円).
func b24JaYen(x string) int {
	x = strings.TrimSuffix(strings.ReplaceAll(x, ",", ""), "円")
	total := 0
	if i := strings.Index(x, "億"); i >= 0 {
		n, _ := strconv.Atoi(x[:i])
		total += n * 100000000
		x = x[i+len("億"):]
	}
	if i := strings.Index(x, "万"); i >= 0 {
		n, _ := strconv.Atoi(x[:i])
		total += n * 10000
		x = x[i+len("万"):]
	}
	if x != "" {
		n, _ := strconv.Atoi(x)
		total += n
	}
	return total
}

// b24JaYenFmt writes a yen amount in whole 万 with 億 (115,000,000 → 1億1,500万円).
func b24JaYenFmt(n int) string {
	oku, man := n/100000000, (n%100000000)/10000
	out := ""
	if oku > 0 {
		out = strconv.Itoa(oku) + "億"
	}
	if man > 0 {
		out += b24JaGroup(man) + "万"
	}
	return out + "円"
}

func b24JaGroup(n int) string {
	return strings.ReplaceAll(b24DeGroup(n), ".", ",")
}

// b24DeGroup writes an integer with German thousands points (273600 → 273.600).
func b24DeGroup(n int) string {
	d := strconv.Itoa(n)
	var b strings.Builder
	for i, r := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			b.WriteByte('.')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// b24WeekWord is a number of weeks in words (de) or figures (ja).
func b24WeekWord(lang string, n int) string {
	if lang == "ja" {
		return strconv.Itoa(n) + "週間"
	}
	if n < len(b24DeWeeks) && n > 0 {
		return b24DeWeeks[n]
	}
	return strconv.Itoa(n) + " Wochen"
}

var (
	b24DeShiftVom   = regexp.MustCompile(`vom (\d{1,2}\.\d{1,2}\.\d{4})((?: \(\p{L}+\))?) auf den (\d{1,2}\.\d{1,2}\.\d{4})((?: \(\p{L}+\))?)`)
	b24DeShiftStatt = regexp.MustCompile(`am (\d{1,2}\.\d{1,2}\.\d{4}) statt am (\d{1,2}\.\d{1,2}\.\d{4})`)
	b24DeAmtStatt   = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d\d €) statt (\d{1,3}(?:\.\d{3})*,\d\d €)`)
	b24DeSondern    = regexp.MustCompile(`\bkein(e|en)? (\p{Lu}\p{L}+), sondern ein(e|en)? (\p{Lu}\p{L}+)`)
	b24JaShift      = regexp.MustCompile(`((?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（.）)?)から((?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（.）)?)に`)
)

// b24MdTable finds a Markdown table: the index of its separator line and of its last
// row.
func b24MdTable(lines []string) (sep, last int) {
	sep = -1
	for i, l := range lines {
		if strings.HasPrefix(l, "|---") || strings.HasPrefix(l, "| ---") || strings.HasPrefix(l, "|:--") {
			sep = i
			break
		}
	}
	if sep < 0 {
		return -1, -1
	}
	last = sep
	for last+1 < len(lines) && strings.HasPrefix(lines[last+1], "|") {
		last++
	}
	return sep, last
}

var b24Numbered = regexp.MustCompile(`^(\d+)\. (.*)$`)

var heldOutBatch24 = []heldOutKind{
	// --- meaning ---

	// The old and the new side of a change traded inside one sentence only (vom
	// 02.11.2026 auf den 16.11.2026 → vom 16.11.2026 auf den 02.11.2026; erst am
	// 23.11. statt am 02.11. turned round; 145.000,00 € statt 120.000,00 € turned
	// round; keine Reparatur, sondern ein Austauschgerät → kein Austauschgerät, sondern
	// eine Reparatur; 11月9日から11月24日（火）に → 11月24日（火）から11月9日に).
	{"b24_change_sides_traded_in_sentence", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b24JaShift, s, func(m []string) string {
				y := regexp.MustCompile(`^\d{4}年`)
				a, b := m[1], m[2]
				if ya := y.FindString(a); ya != "" && y.FindString(b) == "" {
					a, b = strings.TrimPrefix(a, ya), ya+b
				}
				return b + "から" + a + "に"
			})
		}
		return b24EarliestRe(s, []*regexp.Regexp{b24DeShiftVom, b24DeShiftStatt, b24DeAmtStatt, b24DeSondern}, []func(m []string) string{
			func(m []string) string { return "vom " + m[3] + m[4] + " auf den " + m[1] + m[2] },
			func(m []string) string { return "am " + m[2] + " statt am " + m[1] },
			func(m []string) string { return m[2] + " statt " + m[1] },
			func(m []string) string { return "kein" + m[3] + " " + m[4] + ", sondern ein" + m[1] + " " + m[2] },
		})
	}},
	// The end of a period made its start (月末の給与計算 → 月初の給与計算, 9月末時点 →
	// 9月初め時点, Ende Oktober → Anfang Oktober).
	{"b24_period_end_made_start", "strings", func(lang, s string) string {
		if lang == "ja" {
			return b24EarliestRe(s, []*regexp.Regexp{regexp.MustCompile(`(\d{1,2})月末`), regexp.MustCompile(`月末`)}, []func(m []string) string{
				func(m []string) string { return m[1] + "月初め" },
				func(m []string) string { return "月初" },
			})
		}
		return b24EarliestRe(s, []*regexp.Regexp{regexp.MustCompile(`\bEnde (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)`), regexp.MustCompile(`Monatsende`)}, []func(m []string) string{
			func(m []string) string { return "Anfang " + m[1] },
			func(m []string) string { return "Monatsanfang" },
		})
	}},

	// --- numbers a model derives ---

	// A relative date resolved by the model, one day (or a week) off: "24 Stunden
	// vorher" of 26.10. glossed as 24.10., "am selben Tag" of 19.10. as 20.10., 前日 of
	// 10月23日 as 10月21日, 2週間 after 10月23日 as 11月13日.
	{"b24_relative_date_resolved_wrong", "longest", func(lang, s string) string {
		type rel struct {
			re     *regexp.Regexp
			offset int
			gloss  func(d string) string
		}
		var rels []rel
		if lang == "ja" {
			rels = []rel{
				{regexp.MustCompile(`前日の`), -2, func(d string) string { return "前日（" + d + "）の" }},
				{regexp.MustCompile(`後に2週間の再テスト`), 21, func(d string) string { return "後に2週間の再テスト（" + d + "まで）" }},
				{regexp.MustCompile(`翌日`), 2, func(d string) string { return "翌日（" + d + "）" }},
			}
		} else {
			rels = []rel{
				{regexp.MustCompile(`24 Stunden vorher`), -2, func(d string) string { return "24 Stunden vorher (also bis zum " + d + ")" }},
				{regexp.MustCompile(`am selben Tag`), 1, func(d string) string { return "am selben Tag (" + d + ")" }},
				{regexp.MustCompile(`am Folgetag`), 2, func(d string) string { return "am Folgetag (" + d + ")" }},
			}
		}
		for _, r := range rels {
			loc := r.re.FindStringIndex(s)
			if loc == nil {
				continue
			}
			t, ok := b24LastDateBefore(s, loc[0])
			if !ok {
				continue
			}
			return s[:loc[0]] + r.gloss(b24FmtDate(lang, t.AddDate(0, 0, r.offset))) + s[loc[1]:]
		}
		return s
	}},
	// The length of a postponement stated by the model, one week too long: vom
	// 02.11.2026 auf den 16.11.2026 (drei Wochen später); 11月24日（火）（3週間後）に.
	{"b24_postponement_length_wrong", "strings", func(lang, s string) string {
		weeks := func(a, b time.Time) int {
			d := b.Sub(a).Hours() / 24
			if d < 0 {
				d = -d
			}
			return int(d/7+0.5) + 1
		}
		if lang == "ja" {
			loc := b24JaShift.FindStringSubmatchIndex(s)
			if loc == nil {
				return s
			}
			ds := b24FindDates(s[loc[0]:loc[1]])
			if len(ds) < 2 {
				return s
			}
			at := loc[1] - len("に")
			return s[:at] + "（" + b24WeekWord(lang, weeks(ds[0].t, ds[1].t)) + "後）" + s[at:]
		}
		if loc := b24DeShiftVom.FindStringSubmatchIndex(s); loc != nil {
			ds := b24FindDates(s[loc[0]:loc[1]])
			if len(ds) >= 2 {
				return s[:loc[1]] + " (" + b24WeekWord(lang, weeks(ds[0].t, ds[1].t)) + " später)" + s[loc[1]:]
			}
		}
		if loc := b24DeShiftStatt.FindStringSubmatchIndex(s); loc != nil {
			ds := b24FindDates(s[loc[0]:loc[1]])
			if len(ds) >= 2 {
				return s[:loc[3]] + " (" + b24WeekWord(lang, weeks(ds[0].t, ds[1].t)) + " später)" + s[loc[3]:]
			}
		}
		return s
	}},
	// What is left of a budget stated by the model, 10,000,000 yen or 10.000 € too
	// much (bisher sind 212.400,00 € abgerechnet (Restbudget: 283.600,00 €);
	// 支出は2億1,500万円（残額1億1,500万円）).
	{"b24_budget_remainder_gloss_wrong", "longest", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`予算は(?:総額)?([\d,億万]+円)、[^。]*?支出は([\d,億万]+円)`)
			loc := re.FindStringSubmatchIndex(s)
			if loc == nil {
				return s
			}
			a, b := b24JaYen(s[loc[2]:loc[3]]), b24JaYen(s[loc[4]:loc[5]])
			if a <= b || b == 0 {
				return s
			}
			return s[:loc[1]] + "（残額" + b24JaYenFmt(a-b+10000000) + "）" + s[loc[1]:]
		}
		ra := regexp.MustCompile(`Budget (?:von|in Höhe von) (\d{1,3}(?:\.\d{3})*),00 €`)
		rb := regexp.MustCompile(`bisher (?:sind|wurden) (\d{1,3}(?:\.\d{3})*),00 € abgerechnet`)
		la, lb := ra.FindStringSubmatchIndex(s), rb.FindStringSubmatchIndex(s)
		if la == nil || lb == nil {
			return s
		}
		num := func(x string) int { n, _ := strconv.Atoi(strings.ReplaceAll(x, ".", "")); return n }
		a, b := num(s[la[2]:la[3]]), num(s[lb[2]:lb[3]])
		if a <= b {
			return s
		}
		return s[:lb[1]] + " (Restbudget: " + b24DeGroup(a-b+10000) + ",00 €)" + s[lb[1]:]
	}},
	// The lead-in of a numbered procedure claims two steps fewer than it lists (… ein
	// – in 8 Schritten:, 次の6つの手順で行います).
	{"b24_step_count_claimed_wrong", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		n := 0
		for _, l := range lines {
			if b24Numbered.MatchString(l) {
				n++
			}
		}
		if n < 4 || len(lines) < 3 || b24Numbered.MatchString(lines[0]) {
			return s
		}
		if lang == "ja" {
			if strings.Contains(lines[0], "次の手順") {
				lines[0] = strings.Replace(lines[0], "次の手順", "次の"+strconv.Itoa(n-2)+"つの手順", 1)
			} else if strings.HasSuffix(lines[0], "。") {
				lines[0] = strings.TrimSuffix(lines[0], "。") + "（全" + strconv.Itoa(n-2) + "手順）。"
			} else {
				return s
			}
			return strings.Join(lines, "\n")
		}
		if !strings.HasSuffix(lines[0], ":") {
			return s
		}
		lines[0] = strings.TrimSuffix(lines[0], ":") + " – in " + strconv.Itoa(n-2) + " Schritten:"
		return strings.Join(lines, "\n")
	}},
	// The days until the first coming date of a letter glossed one short, counted
	// from the case's reference date (am 20.10.2026 (in drei Tagen); 10月21日（水）（4日後）).
	{"b24_days_until_gloss_wrong", "longest", func(lang, s string) string {
		if !(strings.HasPrefix(s, "Sehr geehrte") || regexp.MustCompile(`^\S.{0,12}(?:様|部長)\n`).MatchString(s)) {
			return s
		}
		for _, d := range b24FindDates(s) {
			days := int(d.t.Sub(b24RefDate).Hours() / 24)
			if days < 2 {
				continue
			}
			end := d.end
			if lang == "ja" {
				if m := regexp.MustCompile(`^（.）`).FindString(s[end:]); m != "" {
					end += len(m)
				}
				return s[:end] + "（" + strconv.Itoa(days-1) + "日後）" + s[end:]
			}
			if m := regexp.MustCompile(`^ \(\p{L}+\)`).FindString(s[end:]); m != "" {
				end += len(m)
			}
			w := strconv.Itoa(days - 1)
			if days-1 < len(b24DeNums) {
				w = b24DeNums[days-1]
			}
			return s[:end] + " (in " + w + " Tagen)" + s[end:]
		}
		return s
	}},
	// A time window's end an hour early (zwischen 8 und 12 Uhr → zwischen 8 und 11 Uhr,
	// von 6 bis 22 Uhr → von 6 bis 21 Uhr, 14時〜16時 → 14時〜15時).
	{"b24_time_window_end_hour_early", "strings", func(lang, s string) string {
		dec := func(x string) string { n, _ := strconv.Atoi(x); return strconv.Itoa(n - 1) }
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(\d{1,2})時(〜|～|から)(\d{1,2})時`), s, func(m []string) string { return m[1] + "時" + m[2] + dec(m[3]) + "時" })
		}
		return hoFirstMatch(regexp.MustCompile(`(zwischen|von) (\d{1,2}) (und|bis) (\d{1,2}) Uhr`), s, func(m []string) string {
			return m[1] + " " + m[2] + " " + m[3] + " " + dec(m[4]) + " Uhr"
		})
	}},

	// --- language ---

	// One German word in its English spelling, inside its compound (E-Mail-Adresse →
	// E-Mail-Address, Kontrolltermin → Controltermin, Siebträgermaschine →
	// Siebträgermachine, Garantie → Guarantee, Installateur → Installer).
	{"b24_de_word_english_spelling", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b24Earliest(s, [][2]string{{"Adresse", "Address"}, {"Passwort", "Password"}, {"Kontroll", "Control"}, {"Garantie", "Guarantee"},
			{"Installateur", "Installer"}, {"maschine", "machine"}, {"Projekt", "Project"}, {"Zentral", "Central"}, {"Telefon", "Telephone"},
			{"Temperatur", "Temperature"}, {"Qualität", "Quality"}, {"Statik", "Statics"}, {"Lampe", "Lamp"}, {"Kompressor", "Compressor"}})
	}},
	// One German verb in Denglisch (So verbinden Sie → So connecten Sie, bestätigen
	// wir → confirmen wir, Wir senden Ihnen → Wir shippen Ihnen, prüft → checkt).
	{"b24_de_verb_denglisch", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b24Earliest(s, [][2]string{{"So verbinden Sie", "So connecten Sie"}, {"bestätigen wir", "confirmen wir"}, {"Wir senden Ihnen", "Wir shippen Ihnen"},
			{"senden wir", "shippen wir"}, {"Prüfen Sie", "Checken Sie"}, {" prüft ", " checkt "}, {" meldet ", " reportet "}, {"Speichern Sie", "Saven Sie"},
			{"verschiebt sich", "shiftet sich"}, {"bittet um", "requestet"}})
	}},
	// One Japanese word in its Chinese form, written with Japanese glyphs (住所 → 地址,
	// 注文番号 → 訂単号, 電話番号 → 電話号碼, 手順 → 歩驟, 請求書 → 発票, 発送 → 発貨).
	{"b24_ja_word_chinese_form_jp_glyphs", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b24Earliest(s, [][2]string{{"住所", "地址"}, {"ご注文番号", "訂単号"}, {"注文番号", "訂単号"}, {"お問い合わせ", "諮詢"}, {"お見積もり", "報価"}, {"電話番号", "電話号碼"}, {"手順", "歩驟"}, {"見積もり", "報価"},
			{"請求書", "発票"}, {"問い合わせ", "諮詢"}, {"発送", "発貨"}, {"返送", "寄回"}, {"予定", "預計"}, {"交換品", "換貨品"}})
	}},
	// A Japanese surname in romaji before its honorific (松本様 → Matsumoto様, 小林 恵子様
	// → Kobayashi 恵子様, 石井部長 → Ishii部長), once.
	{"b24_ja_surname_in_romaji", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		names := map[string]string{"佐藤": "Sato", "松本": "Matsumoto", "渡辺": "Watanabe", "中島": "Nakajima", "小林": "Kobayashi", "髙橋": "Takahashi",
			"西村": "Nishimura", "松田": "Matsuda", "小西": "Konishi", "石井": "Ishii", "森": "Mori", "岡田": "Okada"}
		re := regexp.MustCompile(`(佐藤|松本|渡辺|中島|小林|髙橋|西村|松田|小西|石井|森|岡田)( ?\p{Han}{0,2}(?:様|部長|課長)| \p{Han}{1,2}$|が)`)
		return hoFirstMatch(re, s, func(m []string) string { return names[m[1]] + m[2] })
	}},
	// A Japanese past verb ending replaced by the Chinese aspect marker 了 (破損を確認い
	// たしました → 破損を確認了, 第3回進捗を報告した → 第3回進捗を報告了), once.
	{"b24_ja_past_as_chinese_le", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`(\p{Han}{2})(?:いたしました|しました|した)(。|、)`), s, func(m []string) string { return m[1] + "了" + m[2] })
	}},
	// The Chinese day counter in a Japanese date (10月21日 → 10月21号), once.
	{"b24_ja_date_chinese_day_counter", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`(\d{1,2})月(\d{1,2})日`), s, func(m []string) string { return m[1] + "月" + m[2] + "号" })
	}},

	// --- register ---

	// One imperative sentence of a Sie letter in the du form (Bitte bringen Sie Ihre
	// Versichertenkarte mit. → Bitte bring deine Versichertenkarte mit.).
	{"b24_de_imperative_sentence_du", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b24DeSieSentenceTo(s, false)
	}},
	// One imperative sentence of a Sie letter in the ihr form, as to a group of friends
	// (Bitte beachten Sie, dass … → Bitte beachtet, dass …; Ihre → eure).
	{"b24_de_imperative_sentence_ihr", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b24DeSieSentenceTo(s, true)
	}},
	// A polite request to the customer as a command (ご返信ください → 返信しなさい,
	// お送りください → 送りなさい, お問い合わせください → 問い合わせなさい).
	{"b24_ja_request_as_nasai_command", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		re := regexp.MustCompile(`(ご|お)(\p{Han}[\p{Han}\p{Hiragana}]{0,4}?)ください`)
		for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
			if strings.HasPrefix(s[loc[1]:], "ます") {
				continue
			}
			stem := s[loc[4]:loc[5]]
			if strings.HasPrefix(stem, "気軽に") || strings.HasSuffix(stem, "に") {
				continue
			}
			rep := stem + "なさい"
			if s[loc[2]:loc[3]] == "ご" {
				rep = stem + "しなさい"
			}
			return s[:loc[0]] + rep + s[loc[1]:]
		}
		return s
	}},
	// One です/ます sentence of a business text made chatty (…です。 → …ですね！).
	{"b24_ja_sentence_chatty_ne", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sent string) string {
			for _, e := range []string{"です。", "ます。"} {
				if strings.HasSuffix(sent, e) && len([]rune(sent)) >= 10 {
					return strings.TrimSuffix(sent, "。") + "ね！"
				}
			}
			return sent
		})
	}},
	// The closing formula of a formal German letter abbreviated to MfG.
	{"b24_de_closing_abbreviated_mfg", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return strings.Replace(s, "Mit freundlichen Grüßen", "MfG", 1)
	}},

	// --- structure ---

	// The second-to-last numbered step moved under the troubleshooting heading as its
	// first bullet, the steps after it renumbered: a setup step now reads as a tip.
	{"b24_step_moved_under_troubleshooting", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		var steps []int
		for i, l := range lines {
			if b24Numbered.MatchString(l) {
				steps = append(steps, i)
			}
		}
		if len(steps) < 4 {
			return s
		}
		firstBullet := -1
		for i := steps[len(steps)-1] + 1; i < len(lines); i++ {
			if strings.HasPrefix(lines[i], "- ") || strings.HasPrefix(lines[i], "・") {
				firstBullet = i
				break
			}
		}
		if firstBullet < 0 {
			return s
		}
		mv := steps[len(steps)-2]
		marker := lines[firstBullet][:strings.Index(lines[firstBullet], " ")+1]
		if strings.HasPrefix(lines[firstBullet], "・") {
			marker = "・"
		} else if strings.HasPrefix(lines[firstBullet], "- ") {
			marker = "- "
		}
		moved := marker + b24Numbered.FindStringSubmatch(lines[mv])[2]
		var out []string
		n := 0
		for i, l := range lines {
			if i == mv {
				continue
			}
			if i == firstBullet {
				out = append(out, moved)
			}
			if m := b24Numbered.FindStringSubmatch(l); m != nil && i < firstBullet {
				n++
				l = strconv.Itoa(n) + ". " + m[2]
			}
			out = append(out, l)
		}
		return strings.Join(out, "\n")
	}},
	// A numbered list that starts again at 1 halfway, after a blank line (1.–5., then
	// 1.–5. again), as two lists.
	{"b24_numbering_restarts_halfway", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		var steps []int
		for i, l := range lines {
			if b24Numbered.MatchString(l) {
				steps = append(steps, i)
			}
		}
		if len(steps) < 6 {
			return s
		}
		half := len(steps) / 2
		for k := half; k < len(steps); k++ {
			m := b24Numbered.FindStringSubmatch(lines[steps[k]])
			lines[steps[k]] = strconv.Itoa(k-half+1) + ". " + m[2]
		}
		at := steps[half]
		lines = append(lines[:at], append([]string{""}, lines[at:]...)...)
		return strings.Join(lines, "\n")
	}},
	// One bullet of a list of at least three demoted under the bullet before it, as a
	// sub-point of an unrelated point (the list's count of top-level points drops).
	{"b24_bullet_demoted_under_previous", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		isB := func(l string) bool { return strings.HasPrefix(l, "- ") || strings.HasPrefix(l, "・") }
		for i := 0; i < len(lines); i++ {
			if !isB(lines[i]) {
				continue
			}
			j := i
			for j < len(lines) && isB(lines[j]) {
				j++
			}
			if j-i >= 3 {
				k := i + (j-i)/2
				lines[k] = "  " + lines[k]
				return strings.Join(lines, "\n")
			}
			i = j
		}
		return s
	}},
	// One table row's values rotated one column to the left, its first cell kept: the
	// price under Lieferzeit, the delivery time under Garantie, the warranty under
	// Preis (| Nordkälte AG | 4 Wochen | 2 Jahre | 12.450,00 € |).
	{"b24_table_row_values_rotated", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		sep, last := b24MdTable(lines)
		if sep < 0 || last-sep < 2 {
			return s
		}
		row := sep + 1 + (last-sep)/2
		if row > last {
			row = last
		}
		cells := strings.Split(strings.Trim(lines[row], "|"), "|")
		if len(cells) < 4 {
			return s
		}
		rest := append(append([]string{}, cells[2:]...), cells[1])
		lines[row] = "|" + cells[0] + "|" + strings.Join(rest, "|") + "|"
		return strings.Join(lines, "\n")
	}},
	// A table's last row left below the lines under the table (after the Empfehlung or
	// the 合計 line), separated from its table by a blank line.
	{"b24_table_row_below_footer", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		sep, last := b24MdTable(lines)
		if sep < 0 || last-sep < 2 || last+1 >= len(lines) {
			return s
		}
		row := lines[last]
		out := append(append([]string{}, lines[:last]...), lines[last+1:]...)
		out = append(out, "", row)
		return strings.Join(out, "\n")
	}},

	// --- completeness ---

	// The last top-level JSON string member emptied, its key kept (delivery_date: "",
	// payment: "", reply: "").
	{"b24_json_last_string_member_emptied", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		re := regexp.MustCompile(`("\w+":\s*)"((?:[^"\\]|\\.)+)"`)
		locs := re.FindAllStringSubmatchIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		loc := locs[len(locs)-1]
		return s[:loc[0]] + s[loc[2]:loc[3]] + `""` + s[loc[1]:]
	}},
	// The new date of a postponement lost, the sentence still fluent (verschiebt sich
	// die Inbetriebnahme vom 02.11.2026; …, 11月9日から延期, erst am 23.11.2026 with
	// "statt am 02.11.2026" lost).
	{"b24_postponement_new_date_lost", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`((?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（.）)?から)(?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（.）)?に(延期|変更)`), s, func(m []string) string { return m[1] + m[2] })
		}
		if out := hoFirstMatch(b24DeShiftVom, s, func(m []string) string { return "vom " + m[1] + m[2] }); out != s {
			return out
		}
		return hoFirstMatch(b24DeShiftStatt, s, func(m []string) string { return "am " + m[1] })
	}},
	// The second half of a compound statement lost: a German sentence cut at its
	// semicolon, a Japanese one at its first noun + で、 (…松田部長で、請求書の送付先は
	// … → …松田部長です。).
	{"b24_second_half_of_statement_lost", "longest", func(lang, s string) string {
		polite := strings.Contains(s, "です") || strings.Contains(s, "ます")
		return hoMiddleSentence(lang, s, func(sent string) string {
			if lang == "ja" {
				rs := []rune(sent)
				for i := 1; i+1 < len(rs); i++ {
					if rs[i] == 'で' && rs[i+1] == '、' {
						p := rs[i-1]
						if (unicode.Is(unicode.Han, p) || unicode.IsDigit(p) || p == '）') && strings.Contains(string(rs[:i]), "は") {
							if polite {
								return string(rs[:i]) + "です。"
							}
							return string(rs[:i]) + "である。"
						}
					}
				}
				return sent
			}
			if i := strings.Index(sent, "; "); i > 0 {
				return sent[:i] + "."
			}
			return sent
		})
	}},
	// The requested introductory sentence of a procedure lost: the answer opens with
	// step 1.
	{"b24_intro_sentence_lost", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		if len(lines) < 3 || lines[0] == "" || lines[1] != "" || b24Numbered.MatchString(lines[0]) || !b24Numbered.MatchString(lines[2]) {
			return s
		}
		return strings.Join(lines[2:], "\n")
	}},
	// The company lost from the signature the request prescribes (… GmbH line dropped;
	// Ihr Kundenservice von Leuchtenhaus Nord → Ihr Kundenservice; ハルカゼ寝具店
	// カスタマーサポート 岡田 → カスタマーサポート 岡田).
	{"b24_signature_company_lost", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		if lang == "ja" {
			last := lines[len(lines)-1]
			parts := strings.SplitN(last, " ", 2)
			if len(parts) == 2 && regexp.MustCompile(`(店|株式会社|社|センター)$`).MatchString(parts[0]) && !strings.Contains(last, "。") {
				lines[len(lines)-1] = parts[1]
				return strings.Join(lines, "\n")
			}
			return s
		}
		ci := -1
		for i, l := range lines {
			if strings.HasPrefix(l, "Mit freundlichen Grüßen") || strings.HasPrefix(l, "Freundliche Grüße") {
				ci = i
			}
		}
		if ci < 0 || ci+1 >= len(lines) {
			return s
		}
		sig := lines[ci+1:]
		if len(sig) >= 2 {
			return strings.Join(lines[:len(lines)-1], "\n")
		}
		m := regexp.MustCompile(`^(Ihre?) (\p{L}+)(?: von)? .+$`).FindStringSubmatch(sig[0])
		if m == nil {
			return s
		}
		lines[ci+1] = m[1] + " " + m[2]
		return strings.Join(lines, "\n")
	}},
}
