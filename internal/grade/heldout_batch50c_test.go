package grade

// Blind batch 50c: derived figures and arithmetic. Every kind damages a figure the
// answer computes or restates from the request (a delay in weeks, a deadline
// resolved from an anchor, a total, a net amount, a tax amount, a span of days or
// hours, a count of the items a list or table holds, a converted duration, a line
// total) by a plausible slip of arithmetic, at one place, and only where the golden
// or the prompt gives the figures the slip contradicts.

import (
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

var (
	ho50cDeNumDate  = regexp.MustCompile(`\b(\d{2})\.(\d{2})\.(\d{4})\b`)
	ho50cDeLongDate = regexp.MustCompile(`\b(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (\d{4})`)
	ho50cJaDate     = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	ho50cISODate    = regexp.MustCompile(`\b(\d{4})-(\d{2})-(\d{2})\b`)
	ho50cDeWdAfter  = regexp.MustCompile(`^ \((Sonntag|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag)\)`)
	ho50cDeWdBefore = regexp.MustCompile(`(Sonntag|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag), $`)
	ho50cJaWdAfter  = regexp.MustCompile(`^（([日月火水木金土])）`)

	ho50cDeAmount    = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*),(\d{2}) ?€`)
	ho50cJaYen       = regexp.MustCompile(`(\d{1,3}(?:,\d{3})*)円`)
	ho50cJaYenGroup  = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+)円`)
	ho50cJaEuro      = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+)ユーロ`)
	ho50cJSONMoney   = regexp.MustCompile(`("(?:value|einzelpreis|netto|mwst|brutto|unit_price|monthly_fee)":\s*)(\d+)(?:\.(\d+))?`)
	ho50cJSONISO     = regexp.MustCompile(`"(\d{4})-(\d{2})-(\d{2})"`)
	ho50cDeTotalWord = regexp.MustCompile(`zusammen|insgesamt|Gesamtbetrag`)
	ho50cJaTotalWord = regexp.MustCompile(`合計`)
	ho50cJSONNetto   = regexp.MustCompile(`"netto":\s*(\d+(?:\.\d+)?)`)
	ho50cJSONMwst    = regexp.MustCompile(`"mwst":\s*(\d+(?:\.\d+)?)`)
	ho50cJSONBrutto  = regexp.MustCompile(`("brutto":\s*)(\d+(?:\.\d+)?)`)
	ho50cJSONDeLine  = regexp.MustCompile(`("menge":\s*)(\d+)(,\s*"einzelpreis":\s*)(\d+(?:\.\d+)?)`)
	ho50cJSONJaLine  = regexp.MustCompile(`("quantity":\s*)(\d+)(,\s*"unit_price":\s*)(\d+(?:\.\d+)?)`)
	ho50cJSONTotal   = regexp.MustCompile(`("total":\s*\{\s*"value":\s*)(\d+(?:\.\d+)?)`)

	ho50cDeVomAuf   = regexp.MustCompile(`^(?: \(\p{L}+\))? auf den $`)
	ho50cDeStattGap = regexp.MustCompile(`^ statt (?:am |dem )?$`)

	ho50cDeHoursBefore = regexp.MustCompile(`(\d+) Stunden vorher`)
	ho50cJaDayBefore   = regexp.MustCompile(`前日の`)
	ho50cDeSince       = regexp.MustCompile(`seit (Sonntag|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag)\b`)
	ho50cJaMonthEnd    = regexp.MustCompile(`(^|[^\d])月末`)

	ho50cJaHourRange = regexp.MustCompile(`(\d{1,2})時〜(\d{1,2})時`)
	ho50cDeHourRange = regexp.MustCompile(`(?:zwischen (\d{1,2}) und|von (\d{1,2}) bis) (\d{1,2}) Uhr`)

	ho50cTableRow    = regexp.MustCompile(`(?m)^\|[^\n]*\|$`)
	ho50cTableSep    = regexp.MustCompile(`^\|[-:| ]+\|$`)
	ho50cDeCheapest  = regexp.MustCompile(`das günstigste Angebot`)
	ho50cJaTotalLine = regexp.MustCompile(`(?m)^合計`)
	ho50cDeTogether  = regexp.MustCompile(`, zusammen `)
	ho50cJaBreakdown = regexp.MustCompile(`内訳は、`)
	ho50cJaPoints    = regexp.MustCompile(`以下の点`)
	ho50cDeLeadColon = regexp.MustCompile(`(?m)^([^-|\n#][^\n]*[^:\n]):\n- `)

	ho50cDeStatt     = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*),(\d{2}) € statt (\d{1,3}(?:\.\d{3})*),(\d{2}) €`)
	ho50cDeCheaper   = regexp.MustCompile(`((?:\p{Lu}[\p{L}-]* ){1,3}(?:AG|GmbH|KG)) ist zwar günstiger`)
	ho50cJaOkuMan    = regexp.MustCompile(`(?:(\d+)億)?(\d{1,3}(?:,\d{3})*)万円`)
	ho50cJaBudgetSpt = regexp.MustCompile(`予算は([^、。]*?)円、[^。]*?支出は([^、。]*?)円`)

	ho50cDeMinutes = regexp.MustCompile(`\b(\d+|zwei|drei|vier|fünf|zehn|fünfzehn|zwanzig|dreißig) (Minuten|Stunden)\b`)
	ho50cJaMinSec  = regexp.MustCompile(`(\d+)(分|秒|時間)`)

	ho50cJaTableLine = regexp.MustCompile(`(?m)^\| ([^|\n]+) \| (\d+)([^\d|\s]+) \| (\d{1,3}(?:,\d{3})*円) \| (\d{1,3}(?:,\d{3})*円) \|$`)
)

var ho50cDeWeekdays = []string{"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"}
var ho50cJaWeekdays = []string{"日", "月", "火", "水", "木", "金", "土"}
var ho50cDeMonthNames = []string{"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"}
var ho50cDeWords = map[int]string{2: "zwei", 3: "drei", 4: "vier", 5: "fünf", 6: "sechs", 7: "sieben", 8: "acht", 9: "neun", 10: "zehn", 11: "elf", 12: "zwölf"}
var ho50cDeWordVal = map[string]int{"zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "zehn": 10, "fünfzehn": 15, "zwanzig": 20, "dreißig": 30}

// ho50cDeWord spells a small count in German, digits above twelve.
func ho50cDeWord(n int) string {
	if w, ok := ho50cDeWords[n]; ok {
		return w
	}
	return strconv.Itoa(n)
}

// ho50cDate is one date found in a text: its byte span, its value and its style
// (0 DD.MM.YYYY, 1 D. Monat YYYY, 2 YYYY年M月D日, 3 M月D日, 4 YYYY-MM-DD).
type ho50cDate struct {
	start, end, style int
	t                 time.Time
}

func ho50cMkDate(y, m, d int) (time.Time, bool) {
	if m < 1 || m > 12 || d < 1 || d > 31 {
		return time.Time{}, false
	}
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	if t.Day() != d {
		return time.Time{}, false
	}
	return t, true
}

// ho50cFindDates lists the dates of a text in order; Japanese dates without a year
// are read in 2026, the year of every fixture.
func ho50cFindDates(lang, s string) []ho50cDate {
	var out []ho50cDate
	add := func(loc []int, style int, y, m, d int) {
		if t, ok := ho50cMkDate(y, m, d); ok {
			out = append(out, ho50cDate{loc[0], loc[1], style, t})
		}
	}
	atoi := func(x string) int { n, _ := strconv.Atoi(x); return n }
	if lang == "ja" {
		for _, m := range ho50cJaDate.FindAllStringSubmatchIndex(s, -1) {
			y, style := 2026, 3
			if m[2] >= 0 {
				y, style = atoi(s[m[2]:m[3]]), 2
			}
			add(m, style, y, atoi(s[m[4]:m[5]]), atoi(s[m[6]:m[7]]))
		}
	} else {
		for _, m := range ho50cDeNumDate.FindAllStringSubmatchIndex(s, -1) {
			add(m, 0, atoi(s[m[6]:m[7]]), atoi(s[m[4]:m[5]]), atoi(s[m[2]:m[3]]))
		}
		for _, m := range ho50cDeLongDate.FindAllStringSubmatchIndex(s, -1) {
			mon := 0
			for i, n := range ho50cDeMonthNames {
				if n == s[m[4]:m[5]] {
					mon = i + 1
				}
			}
			add(m, 1, atoi(s[m[6]:m[7]]), mon, atoi(s[m[2]:m[3]]))
		}
	}
	for _, m := range ho50cISODate.FindAllStringSubmatchIndex(s, -1) {
		add(m, 4, atoi(s[m[2]:m[3]]), atoi(s[m[4]:m[5]]), atoi(s[m[6]:m[7]]))
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].start < out[j].start })
	return out
}

func (d ho50cDate) format(t time.Time) string {
	switch d.style {
	case 0:
		return t.Format("02.01.2006")
	case 1:
		return fmt.Sprintf("%d. %s %d", t.Day(), ho50cDeMonthNames[t.Month()-1], t.Year())
	case 2:
		return fmt.Sprintf("%d年%d月%d日", t.Year(), int(t.Month()), t.Day())
	case 3:
		return fmt.Sprintf("%d月%d日", int(t.Month()), t.Day())
	}
	return t.Format("2006-01-02")
}

// ho50cShort writes a date the way a gloss names it: 19.10.2026 or 10月19日.
func ho50cShort(lang string, t time.Time) string {
	if lang == "ja" {
		return fmt.Sprintf("%d月%d日", int(t.Month()), t.Day())
	}
	return t.Format("02.01.2006")
}

// ho50cWeekday finds the weekday written beside a date: its span and weekday, the
// span being the parenthesis after the date or the "Montag, " before it.
func ho50cWeekday(lang, s string, d ho50cDate) (start, end int, wd time.Weekday, ok bool) {
	if lang == "ja" {
		if m := ho50cJaWdAfter.FindStringSubmatchIndex(s[d.end:]); m != nil {
			for i, w := range ho50cJaWeekdays {
				if w == s[d.end+m[2]:d.end+m[3]] {
					return d.end + m[0], d.end + m[1], time.Weekday(i), true
				}
			}
		}
		return 0, 0, 0, false
	}
	name := ""
	if m := ho50cDeWdAfter.FindStringSubmatchIndex(s[d.end:]); m != nil {
		start, end, name = d.end+m[0], d.end+m[1], s[d.end+m[2]:d.end+m[3]]
	} else if m := ho50cDeWdBefore.FindStringSubmatchIndex(s[:d.start]); m != nil {
		start, end, name = m[0], m[1], s[m[2]:m[3]]
	}
	for i, w := range ho50cDeWeekdays {
		if name != "" && w == name {
			return start, end, time.Weekday(i), true
		}
	}
	return 0, 0, 0, false
}

// ho50cGlossAfter inserts a gloss after a date: inside the weekday parenthesis that
// follows it ("(Montag, …)", "（火、…）") or in a parenthesis of its own.
func ho50cGlossAfter(lang, s string, d ho50cDate, gloss string) string {
	if ws, we, _, ok := ho50cWeekday(lang, s, d); ok && ws >= d.end {
		if lang == "ja" {
			return s[:we-len("）")] + "、" + gloss + s[we-len("）"):]
		}
		return s[:we-1] + ", " + gloss + s[we-1:]
	}
	if lang == "ja" {
		return s[:d.end] + "（" + gloss + "）" + s[d.end:]
	}
	return s[:d.end] + " (" + gloss + ")" + s[d.end:]
}

// ho50cDeCents reads 1.234,56 as cents.
func ho50cDeCents(intPart, cents string) int64 {
	n, _ := strconv.ParseInt(strings.ReplaceAll(intPart, ".", "")+cents, 10, 64)
	return n
}

func ho50cGroup(n int64, sep string) string {
	neg := n < 0
	if neg {
		n = -n
	}
	s := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

// ho50cDeMoney writes cents as 1.234,56.
func ho50cDeMoney(cents int64) string {
	return fmt.Sprintf("%s,%02d", ho50cGroup(cents/100, "."), cents%100)
}

func ho50cJaInt(s string) int64 {
	n, _ := strconv.ParseInt(strings.ReplaceAll(s, ",", ""), 10, 64)
	return n
}

// ho50cOkuMan reads 3億2,000万 (the part before 円) as yen; ok false otherwise.
func ho50cOkuMan(s string) (int64, bool) {
	m := ho50cJaOkuMan.FindStringSubmatch(strings.TrimSpace(s) + "円")
	if m == nil || m[0] != strings.TrimSpace(s)+"円" {
		return 0, false
	}
	var v int64
	if m[1] != "" {
		o, _ := strconv.ParseInt(m[1], 10, 64)
		v += o * 100000000
	}
	v += ho50cJaInt(m[2]) * 10000
	return v, true
}

func ho50cFmtOkuMan(v int64) string {
	oku, man := v/100000000, (v%100000000)/10000
	s := ""
	if oku > 0 {
		s = strconv.FormatInt(oku, 10) + "億"
	}
	if man > 0 {
		s += ho50cGroup(man, ",") + "万"
	}
	return s + "円"
}

// ho50cSlip adds one to the leading digit of a positive figure: 25.000 → 35.000.
func ho50cSlip(v int64) int64 {
	p := int64(1)
	for p*10 <= v {
		p *= 10
	}
	return v + p
}

// ho50cSubsetSum finds the smallest subset (two or more) of parts whose sum is
// total; nil without one.
func ho50cSubsetSum(parts []int64, total int64) []int {
	if len(parts) > 14 {
		parts = parts[len(parts)-14:]
	}
	best := []int(nil)
	for mask := 1; mask < 1<<len(parts); mask++ {
		var sum int64
		var idx []int
		for i := range parts {
			if mask&(1<<i) != 0 {
				sum += parts[i]
				idx = append(idx, i)
			}
		}
		if len(idx) >= 2 && sum == total && (best == nil || len(idx) < len(best)) {
			best = idx
		}
	}
	return best
}

// ho50cTableRows counts the body rows of the first Markdown table.
func ho50cTableRows(s string) int {
	n := 0
	rows := ho50cTableRow.FindAllString(s, -1)
	for i, r := range rows {
		if i == 0 || ho50cTableSep.MatchString(r) {
			continue
		}
		n++
	}
	return n
}

// ho50cSentenceBounds gives the start and end of the sentence around byte i.
func ho50cSentenceBounds(s string, i int) (int, int) {
	start := strings.LastIndexAny(s[:i], "。\n")
	if k := strings.LastIndex(s[:i], ". "); k > start {
		start = k
	}
	if start < 0 {
		start = 0
	} else {
		_, w := utf8.DecodeRuneInString(s[start:])
		start += w
	}
	end := len(s)
	if k := strings.IndexAny(s[i:], "。\n"); k >= 0 {
		end = i + k
	}
	if k := strings.Index(s[i:], ". "); k >= 0 && i+k < end {
		end = i + k
	}
	return start, end
}

var heldOutBatch50c = []heldOutKind{
	// A postponement restated in weeks, the days between the old and the new date
	// divided by five (working days) instead of seven: vom 19.10.2026 (Montag) auf den
	// 26.10.2026 (Montag) → … auf den 26.10.2026 (Montag, eine Verschiebung um zwei Wochen).
	{"b50c_delay_gloss_weeks_from_days_over_five", "longest", func(lang, s string) string {
		ds := ho50cFindDates(lang, s)
		for i := 0; i+1 < len(ds); i++ {
			a, b := ds[i], ds[i+1]
			between := s[a.end:b.start]
			var oldT, newT time.Time
			at := b
			switch {
			case lang != "ja" && strings.HasSuffix(s[:a.start], "vom ") && ho50cDeVomAuf.MatchString(between):
				oldT, newT = a.t, b.t
			case lang != "ja" && ho50cDeStattGap.MatchString(between):
				oldT, newT = b.t, a.t
			case lang == "ja" && between == "から":
				oldT, newT = a.t, b.t
			default:
				continue
			}
			if g := ho50cDelayGloss(lang, oldT, newT); g != "" {
				return ho50cGlossAfter(lang, s, at, g)
			}
		}
		if lang == "ja" && len(ds) >= 2 {
			for _, b := range ds[1:] {
				st, _ := ho50cSentenceBounds(s, b.start)
				if strings.Contains(s[st:b.start], "新しい") && ds[0].t.Before(b.t) {
					if g := ho50cDelayGloss(lang, ds[0].t, b.t); g != "" {
						return ho50cGlossAfter(lang, s, b, g)
					}
				}
			}
		}
		return s
	}},
	// A deadline or past day stated relative to an anchor resolved from the wrong
	// anchor or by a day too many: 前日の17時まで (visit 10月23日) → 前日（10月21日）の17時まで;
	// seit Mittwoch → seit Mittwoch (28.10.2026); 月末 → 月末（10月30日）.
	{"b50c_anchor_offset_resolved_to_wrong_day", "longest", func(lang, s string) string {
		ds := ho50cFindDates(lang, s)
		if len(ds) == 0 {
			return s
		}
		anchor := ds[0]
		if lang == "ja" {
			if loc := ho50cJaDayBefore.FindStringIndex(s); loc != nil && loc[0] > anchor.start {
				return s[:loc[0]] + "前日（" + ho50cShort(lang, anchor.t.AddDate(0, 0, -2)) + "）の" + s[loc[1]:]
			}
			if m := ho50cJaMonthEnd.FindStringSubmatchIndex(s); m != nil {
				t := anchor.t
				last := time.Date(t.Year(), t.Month()+1, 0, 0, 0, 0, 0, time.UTC).Day()
				return s[:m[1]] + fmt.Sprintf("（%d月%d日）", int(t.Month()), last-1) + s[m[1]:]
			}
			return s
		}
		if m := ho50cDeHoursBefore.FindStringSubmatchIndex(s); m != nil {
			h, _ := strconv.Atoi(s[m[2]:m[3]])
			if h%24 == 0 {
				t := anchor.t.AddDate(0, 0, -(h/24 + 1))
				return s[:m[1]] + fmt.Sprintf(" (also bis %s, %s)", ho50cDeWeekdays[t.Weekday()], t.Format("02.01.2006")) + s[m[1]:]
			}
		}
		if m := ho50cDeSince.FindStringSubmatchIndex(s); m != nil {
			want := -1
			for i, w := range ho50cDeWeekdays {
				if w == s[m[2]:m[3]] {
					want = i
				}
			}
			t := anchor.t.AddDate(0, 0, 1)
			for int(t.Weekday()) != want {
				t = t.AddDate(0, 0, 1)
			}
			return s[:m[1]] + " (" + t.Format("02.01.2006") + ")" + s[m[1]:]
		}
		return s
	}},
	// A date with its weekday given a week early, the weekday kept so it still fits:
	// 新しいお届け予定日は10月21日（水） → 10月14日（水）; Montag, 26. Oktober 2026 → Montag, 19. Oktober 2026.
	{"b50c_weekday_date_pair_one_week_early", "longest", func(lang, s string) string {
		for _, d := range ho50cFindDates(lang, s) {
			if _, _, wd, ok := ho50cWeekday(lang, s, d); ok && wd == d.t.Weekday() {
				return s[:d.start] + d.format(d.t.AddDate(0, 0, -7)) + s[d.end:]
			}
		}
		return s
	}},
	// A payable amount with cents rounded up to the next whole euro:
	// Rechnungsbetrag 1.249,90 € → 1.250,00 €; "brutto": 1034.11 → 1035.00.
	{"b50c_payment_cents_rounded_up_to_whole_unit", "raw", func(lang, s string) string {
		for _, m := range ho50cDeAmount.FindAllStringSubmatchIndex(s, -1) {
			if lang != "ja" && s[m[4]:m[5]] != "00" {
				c := ho50cDeCents(s[m[2]:m[3]], "00") + 100
				return s[:m[2]] + ho50cDeMoney(c) + s[m[5]:]
			}
		}
		// In an extraction, the payable figure first (brutto, a total's value).
		ms := ho50cJSONMoney.FindAllStringSubmatchIndex(s, -1)
		sort.SliceStable(ms, func(i, j int) bool {
			pay := func(m []int) bool {
				k := s[m[2]:m[3]]
				return strings.Contains(k, "brutto") || strings.Contains(k, "value")
			}
			return pay(ms[i]) && !pay(ms[j])
		})
		for _, m := range ms {
			if m[6] >= 0 && strings.Trim(s[m[6]:m[7]], "0") != "" {
				n, _ := strconv.ParseInt(s[m[4]:m[5]], 10, 64)
				return s[:m[4]] + strconv.FormatInt(n+1, 10) + "." + strings.Repeat("0", m[7]-m[6]) + s[m[7]:]
			}
		}
		return s
	}},
	// An exact amount rounded up to the next thousand (euro amounts in a Japanese
	// text to the next hundred) and stated as exact: Mehrkosten von 36.400,00 € →
	// 37.000,00 €; 追加ユーザー分の料金5,500円 → 6,000円; 1,480ユーロ → 1,500ユーロ.
	{"b50c_exact_amount_rounded_up_to_next_thousand", "raw", func(lang, s string) string {
		if lang != "ja" {
			m := ho50cDeAmount.FindStringSubmatchIndex(s)
			if m == nil {
				return s
			}
			if c := ho50cDeCents(s[m[2]:m[3]], s[m[4]:m[5]]); c%100 == 0 && c%100000 != 0 {
				return s[:m[2]] + ho50cDeMoney((c/100000+1)*100000) + s[m[5]:]
			}
			return s
		}
		type hit struct{ at, a, b int }
		var best *hit
		for _, m := range ho50cJaYenGroup.FindAllStringSubmatchIndex(s, -1) {
			if ho50cJaInt(s[m[2]:m[3]])%1000 != 0 {
				best = &hit{m[0], m[2], m[3]}
				break
			}
		}
		if m := ho50cJaEuro.FindStringSubmatchIndex(s); m != nil && ho50cJaInt(s[m[2]:m[3]])%100 != 0 && (best == nil || m[0] < best.at) {
			v := (ho50cJaInt(s[m[2]:m[3]])/100 + 1) * 100
			return s[:m[2]] + ho50cGroup(v, ",") + s[m[3]:]
		}
		if best != nil {
			v := (ho50cJaInt(s[best.a:best.b])/1000 + 1) * 1000
			return s[:best.a] + ho50cGroup(v, ",") + s[best.b:]
		}
		for _, m := range ho50cJSONMoney.FindAllStringSubmatchIndex(s, -1) {
			n, _ := strconv.ParseInt(s[m[4]:m[5]], 10, 64)
			if m[6] < 0 && n%1000 != 0 && n > 1000 {
				return s[:m[4]] + strconv.FormatInt((n/1000+1)*1000, 10) + s[m[5]:]
			}
		}
		return s
	}},
	// A total re-added with its largest part counted twice: 18.750,00 € und 2.400,00 €,
	// zusammen 21.150,00 € → zusammen 39.900,00 €; 合計（税抜）：53,900円 → 80,600円;
	// "brutto": 1034.11 → 1903.11.
	{"b50c_total_resummed_with_largest_part_twice", "raw", func(lang, s string) string {
		if nm, mm, bm := ho50cJSONNetto.FindStringSubmatch(s), ho50cJSONMwst.FindStringSubmatch(s), ho50cJSONBrutto.FindStringSubmatchIndex(s); nm != nil && mm != nil && bm != nil {
			n, _ := strconv.ParseFloat(nm[1], 64)
			w, _ := strconv.ParseFloat(mm[1], 64)
			b, _ := strconv.ParseFloat(s[bm[4]:bm[5]], 64)
			if math.Abs(n+w-b) < 0.005 {
				return s[:bm[4]] + strconv.FormatFloat(b+math.Max(n, w), 'f', 2, 64) + s[bm[5]:]
			}
		}
		if tm := ho50cJSONTotal.FindStringSubmatchIndex(s); tm != nil {
			var sum, max float64
			for _, m := range ho50cJSONJaLine.FindAllStringSubmatch(s, -1) {
				q, _ := strconv.ParseFloat(m[2], 64)
				p, _ := strconv.ParseFloat(m[4], 64)
				sum += q * p
				max = math.Max(max, q*p)
			}
			t, _ := strconv.ParseFloat(s[tm[4]:tm[5]], 64)
			if max > 0 && math.Abs(sum-t) < 0.005 {
				return s[:tm[4]] + strconv.FormatFloat(t+max, 'f', -1, 64) + s[tm[5]:]
			}
			return s
		}
		kw, amt := ho50cDeTotalWord, ho50cDeAmount
		if lang == "ja" {
			kw, amt = ho50cJaTotalWord, ho50cJaYen
		}
		k := kw.FindStringIndex(s)
		if k == nil {
			return s
		}
		tm := amt.FindStringSubmatchIndex(s[k[1]:])
		if tm == nil || tm[0] > 30 {
			return s
		}
		val := func(m []int, base int) int64 {
			if lang == "ja" {
				return ho50cJaInt(s[base+m[2] : base+m[3]])
			}
			return ho50cDeCents(s[base+m[2]:base+m[3]], s[base+m[4]:base+m[5]])
		}
		total := val(tm, k[1])
		var parts []int64
		for _, m := range amt.FindAllStringSubmatchIndex(s[:k[0]], -1) {
			parts = append(parts, val(m, 0))
		}
		idx := ho50cSubsetSum(parts, total)
		if idx == nil {
			return s
		}
		if len(parts) > 14 {
			parts = parts[len(parts)-14:]
		}
		var max int64
		for _, i := range idx {
			max = max64(max, parts[i])
		}
		var nw string
		if lang == "ja" {
			nw = ho50cGroup(total+max, ",")
			return s[:k[1]+tm[2]] + nw + s[k[1]+tm[3]:]
		}
		nw = ho50cDeMoney(total + max)
		return s[:k[1]+tm[2]] + nw + s[k[1]+tm[5]:]
	}},
	// A time window's length counted with both end hours: 14時〜16時 → 14時〜16時（3時間）;
	// zwischen 8 und 12 Uhr → zwischen 8 und 12 Uhr (also 5 Stunden).
	{"b50c_time_window_hours_counted_with_both_ends", "longest", func(lang, s string) string {
		if lang == "ja" {
			if m := ho50cJaHourRange.FindStringSubmatchIndex(s); m != nil {
				a, _ := strconv.Atoi(s[m[2]:m[3]])
				b, _ := strconv.Atoi(s[m[4]:m[5]])
				if b > a {
					return s[:m[1]] + fmt.Sprintf("（%d時間）", b-a+1) + s[m[1]:]
				}
			}
			return s
		}
		if m := ho50cDeHourRange.FindStringSubmatchIndex(s); m != nil {
			as := ""
			if m[2] >= 0 {
				as = s[m[2]:m[3]]
			} else {
				as = s[m[4]:m[5]]
			}
			a, _ := strconv.Atoi(as)
			b, _ := strconv.Atoi(s[m[6]:m[7]])
			if b > a {
				return s[:m[1]] + fmt.Sprintf(" (also %d Stunden)", b-a+1) + s[m[1]:]
			}
		}
		return s
	}},
	// A count of the parts a total, a table or a list holds stated one too high:
	// das günstigste Angebot → das günstigste der vier Angebote (three rows); 合計（税抜）
	// → 4品目の合計（税抜）; 以下の点をご確認ください → 以下の5点 (four follow).
	{"b50c_count_of_enumerated_parts_one_too_many", "longest", func(lang, s string) string {
		rows := ho50cTableRows(s)
		if rows > 0 {
			if loc := ho50cDeCheapest.FindStringIndex(s); loc != nil && lang != "ja" {
				return s[:loc[0]] + "das günstigste der " + ho50cDeWord(rows+1) + " Angebote" + s[loc[1]:]
			}
			if loc := ho50cJaTotalLine.FindStringIndex(s); loc != nil && lang == "ja" {
				return s[:loc[0]] + fmt.Sprintf("%d品目の合計", rows+1) + s[loc[1]:]
			}
		}
		if loc := ho50cDeTogether.FindStringIndex(s); loc != nil && lang != "ja" {
			st, _ := ho50cSentenceBounds(s, loc[0])
			n := len(ho50cDeAmount.FindAllStringIndex(s[st:loc[0]], -1))
			if n >= 2 {
				return s[:loc[0]] + ", alle " + ho50cDeWord(n+1) + " Posten zusammen " + s[loc[1]:]
			}
		}
		if loc := ho50cJaBreakdown.FindStringIndex(s); loc != nil && lang == "ja" {
			_, en := ho50cSentenceBounds(s, loc[1])
			n := len(ho50cJaYen.FindAllStringIndex(s[loc[1]:en], -1)) - 1
			if n >= 2 {
				return s[:loc[0]] + fmt.Sprintf("内訳は次の%d項目で、", n+1) + s[loc[1]:]
			}
		}
		count := func(from int) int {
			n := 0
			for _, l := range strings.Split(strings.TrimLeft(s[from:], "\n"), "\n") {
				if !strings.HasPrefix(l, "- ") {
					break
				}
				n++
			}
			return n
		}
		if loc := ho50cJaPoints.FindStringIndex(s); loc != nil && lang == "ja" {
			nl := strings.Index(s[loc[1]:], "\n")
			if nl >= 0 {
				if n := count(loc[1] + nl); n >= 2 {
					return s[:loc[0]] + fmt.Sprintf("以下の%d点", n+1) + s[loc[1]:]
				}
			}
		}
		if m := ho50cDeLeadColon.FindStringSubmatchIndex(s); m != nil && lang != "ja" {
			if n := count(m[3] + 1); n >= 2 {
				return s[:m[3]] + ", beachten Sie die folgenden " + ho50cDeWord(n+1) + " Hinweise" + s[m[3]:]
			}
		}
		return s
	}},
	// An ISO date in an extraction built with a zero-based month index, one month
	// early: "rechnungsdatum": "2026-10-21" → "2026-09-21".
	{"b50c_json_iso_date_month_from_zero_based_index", "raw", func(lang, s string) string {
		for _, m := range ho50cJSONISO.FindAllStringSubmatchIndex(s, -1) {
			y, _ := strconv.Atoi(s[m[2]:m[3]])
			mo, _ := strconv.Atoi(s[m[4]:m[5]])
			d, _ := strconv.Atoi(s[m[6]:m[7]])
			if _, ok := ho50cMkDate(y, mo-1, d); ok {
				return s[:m[4]] + fmt.Sprintf("%02d", mo-1) + s[m[5]:]
			}
		}
		return s
	}},
	// A net amount glossed beside a gross one by taking 19 % (10 %) off the gross
	// instead of dividing by 1.19 (1.10): Rechnungsbetrag 1.249,90 € → 1.249,90 €
	// (netto 1.012,42 €); 5,500円（税込） → 5,500円（税込、税抜4,950円）.
	{"b50c_net_gloss_rate_taken_off_gross", "longest", func(lang, s string) string {
		if lang == "ja" {
			for _, m := range ho50cJaYen.FindAllStringSubmatchIndex(s, -1) {
				if strings.HasPrefix(s[m[1]:], "（税込）") {
					v := ho50cJaInt(s[m[2]:m[3]]) * 9 / 10
					at := m[1] + len("（税込")
					return s[:at] + "、税抜" + ho50cGroup(v, ",") + "円" + s[at:]
				}
			}
			return s
		}
		m := ho50cDeAmount.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		c := ho50cDeCents(s[m[2]:m[3]], s[m[4]:m[5]])
		net := ho50cDeMoney((c*81 + 50) / 100)
		if strings.HasPrefix(s[m[1]:], ")") {
			return s[:m[1]] + ", netto " + net + " €" + s[m[1]:]
		}
		return s[:m[1]] + " (netto " + net + " €)" + s[m[1]:]
	}},
	// The days between two dates of the answer glossed counting both end days:
	// bis spätestens 19.10.2026 → 19.10.2026 (12 Tage nach dem 08.10.2026);
	// 10月22日（木） → 10月22日（木、10月19日の4日後）.
	{"b50c_days_between_dates_gloss_counted_with_both_ends", "longest", func(lang, s string) string {
		ds := ho50cFindDates(lang, s)
		if len(ds) < 2 {
			return s
		}
		d2 := ds[0]
		for _, d := range ds {
			if !d.t.Before(d2.t) {
				d2 = d
			}
		}
		var d1 *ho50cDate
		for i := range ds {
			if ds[i].t.Before(d2.t) && (d1 == nil || ds[i].t.After(d1.t)) {
				d1 = &ds[i]
			}
		}
		if d1 == nil {
			return s
		}
		n := int(d2.t.Sub(d1.t).Hours()/24) + 1
		if lang == "ja" {
			return ho50cGlossAfter(lang, s, d2, fmt.Sprintf("%sの%d日後", ho50cShort(lang, d1.t), n))
		}
		return ho50cGlossAfter(lang, s, d2, fmt.Sprintf("%d Tage nach dem %s", n, ho50cShort(lang, d1.t)))
	}},
	// The difference between two amounts the answer compares glossed with a slip in
	// its leading digit: 145.000,00 € statt 120.000,00 € → … (also 35.000,00 € mehr);
	// 予算は3億2,000万円、…支出は2億1,500万円 → …（残りは2億500万円）.
	{"b50c_difference_gloss_leading_digit_slip", "longest", func(lang, s string) string {
		if lang == "ja" {
			m := ho50cJaBudgetSpt.FindStringSubmatchIndex(s)
			if m == nil {
				return s
			}
			b, ok1 := ho50cOkuMan(s[m[2]:m[3]])
			sp, ok2 := ho50cOkuMan(s[m[4]:m[5]])
			if !ok1 || !ok2 || b <= sp {
				return s
			}
			return s[:m[1]] + "（残りは" + ho50cFmtOkuMan(ho50cSlip(b-sp)) + "）" + s[m[1]:]
		}
		if m := ho50cDeStatt.FindStringSubmatchIndex(s); m != nil {
			a := ho50cDeCents(s[m[2]:m[3]], s[m[4]:m[5]])
			b := ho50cDeCents(s[m[6]:m[7]], s[m[8]:m[9]])
			word := "mehr"
			d := a - b
			if d < 0 {
				d, word = -d, "weniger"
			}
			if d > 0 {
				return s[:m[1]] + " (also " + ho50cDeMoney(ho50cSlip(d/100)*100) + " € " + word + ")" + s[m[1]:]
			}
		}
		if m := ho50cDeCheaper.FindStringSubmatchIndex(s); m != nil {
			name := strings.TrimSpace(s[m[2]:m[3]])
			st, _ := ho50cSentenceBounds(s, m[0])
			rec := ho50cDeAmount.FindStringSubmatch(s[st:m[0]])
			var other []string
			for _, row := range ho50cTableRow.FindAllString(s, -1) {
				if strings.Contains(row, name) {
					other = ho50cDeAmount.FindStringSubmatch(row)
				}
			}
			if rec != nil && other != nil {
				d := ho50cDeCents(rec[1], rec[2]) - ho50cDeCents(other[1], other[2])
				if d > 0 {
					at := m[3] + len(" ist zwar")
					return s[:at] + " um " + ho50cDeMoney(ho50cSlip(d/100)*100) + " €" + s[at:]
				}
			}
		}
		return s
	}},
	// A tax amount glossed with the rate's number: the last amount → 21.150,00 €
	// (inkl. 19,00 € MwSt.); 38,500円（税込） → 38,500円（税込、うち消費税10円）.
	{"b50c_tax_amount_gloss_gives_rate_number", "longest", func(lang, s string) string {
		if lang == "ja" {
			ms := ho50cJaYen.FindAllStringSubmatchIndex(s, -1)
			for i := len(ms) - 1; i >= 0; i-- {
				if strings.HasPrefix(s[ms[i][1]:], "（税込）") {
					at := ms[i][1] + len("（税込")
					return s[:at] + "、うち消費税10円" + s[at:]
				}
			}
			if k := strings.LastIndex(s, "ユーロ（税別）"); k >= 0 {
				at := k + len("ユーロ（税別")
				return s[:at] + "、付加価値税19ユーロ" + s[at:]
			}
			if loc := ho50cJaTotalLine.FindStringIndex(s); loc != nil {
				if m := ho50cJaYen.FindStringIndex(s[loc[0]:]); m != nil {
					at := loc[0] + m[1]
					return s[:at] + "（別途消費税10円）" + s[at:]
				}
			}
			return s
		}
		ms := ho50cDeAmount.FindAllStringIndex(s, -1)
		if len(ms) == 0 {
			return s
		}
		at := ms[len(ms)-1][1]
		if strings.HasPrefix(s[at:], ")") {
			return s[:at] + ", inkl. 19,00 € MwSt." + s[at:]
		}
		return s[:at] + " (inkl. 19,00 € MwSt.)" + s[at:]
	}},
	// A duration converted to the next smaller (larger) unit with a factor of 100:
	// 10 Minuten aktiv → 10 Minuten (1.000 Sekunden) aktiv; 訪問の30分前 → 30分（0.3時間）前.
	{"b50c_duration_gloss_converted_with_factor_hundred", "longest", func(lang, s string) string {
		if lang == "ja" {
			m := ho50cJaMinSec.FindStringSubmatchIndex(s)
			if m == nil {
				return s
			}
			n, _ := strconv.Atoi(s[m[2]:m[3]])
			var g string
			switch s[m[4]:m[5]] {
			case "分":
				g = strconv.FormatFloat(float64(n)/100, 'f', -1, 64) + "時間"
			case "秒":
				g = strconv.FormatFloat(float64(n)/100, 'f', -1, 64) + "分"
			default:
				g = strconv.Itoa(n*100) + "分"
			}
			return s[:m[1]] + "（" + g + "）" + s[m[1]:]
		}
		m := ho50cDeMinutes.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		num := s[m[2]:m[3]]
		n, err := strconv.Atoi(num)
		if err != nil {
			n = ho50cDeWordVal[num]
		}
		unit := "Sekunden"
		if s[m[4]:m[5]] == "Stunden" {
			unit = "Minuten"
		}
		return s[:m[1]] + " (" + ho50cGroup(int64(n*100), ".") + " " + unit + ")" + s[m[1]:]
	}},
	// The line with the largest quantity given its line total as unit price (or, in a
	// table, unit price and amount traded): | ホチキス針 No.10 | 20箱 | 120円 | 2,400円 |
	// → | 20箱 | 2,400円 | 120円 |; "menge": 4, "einzelpreis": 185.00 → 740.00.
	{"b50c_largest_quantity_line_unit_price_and_total_traded", "raw", func(lang, s string) string {
		for _, re := range []*regexp.Regexp{ho50cJSONDeLine, ho50cJSONJaLine} {
			ms := re.FindAllStringSubmatchIndex(s, -1)
			best, bq := -1, 1
			for i, m := range ms {
				if q, _ := strconv.Atoi(s[m[4]:m[5]]); q > bq {
					best, bq = i, q
				}
			}
			if best >= 0 {
				m := ms[best]
				p, _ := strconv.ParseFloat(s[m[8]:m[9]], 64)
				prec := -1
				if strings.Contains(s[m[8]:m[9]], ".") {
					prec = 2
				}
				return s[:m[8]] + strconv.FormatFloat(p*float64(bq), 'f', prec, 64) + s[m[9]:]
			}
		}
		ms := ho50cJaTableLine.FindAllStringSubmatchIndex(s, -1)
		best, bq := -1, 1
		for i, m := range ms {
			if q, _ := strconv.Atoi(s[m[4]:m[5]]); q > bq {
				best, bq = i, q
			}
		}
		if best < 0 {
			return s
		}
		m := ms[best]
		return s[:m[8]] + s[m[10]:m[11]] + s[m[9]:m[10]] + s[m[8]:m[9]] + s[m[11]:]
	}},
}

// ho50cDelayGloss states a postponement in weeks counted as days over five; "" when
// that happens to be right within a day.
func ho50cDelayGloss(lang string, oldT, newT time.Time) string {
	days := int(newT.Sub(oldT).Hours() / 24)
	if days <= 0 {
		return ""
	}
	weeks := (days + 4) / 5
	if d := weeks*7 - days; d >= -1 && d <= 1 {
		return ""
	}
	if lang == "ja" {
		return fmt.Sprintf("当初の予定より%d週間後", weeks)
	}
	if weeks == 1 {
		return "eine Verschiebung um eine Woche"
	}
	return "eine Verschiebung um " + ho50cDeWord(weeks) + " Wochen"
}

func max64(a, b int64) int64 {
	if a > b {
		return a
	}
	return b
}

// ho50cChangedSentence shows the sentence a kind changed: the golden's and the
// damaged text's span around the first difference, out to sentence ends.
func ho50cChangedSentence(golden, damaged string) (string, string) {
	p := 0
	for p < len(golden) && p < len(damaged) && golden[p] == damaged[p] {
		p++
	}
	for p > 0 && !utf8.RuneStart(golden[p]) {
		p--
	}
	sg, eg := golden[:p], golden[p:]
	sd, ed := damaged[:p], damaged[p:]
	q := 0
	for q < len(eg) && q < len(ed) && eg[len(eg)-1-q] == ed[len(ed)-1-q] {
		q++
	}
	for q > 0 && !utf8.RuneStart(eg[len(eg)-q]) {
		q--
	}
	start := strings.LastIndexAny(sg, "。\n")
	if k := strings.LastIndex(sg, ". "); k > start {
		start = k + 1
	}
	if start < 0 || len(sg)-start > 300 {
		start = max(0, len(sg)-120)
		for start > 0 && !utf8.RuneStart(sg[start]) {
			start--
		}
	}
	cut := func(tail string, keep int) string {
		mid, rest := tail[:len(tail)-keep], tail[len(tail)-keep:]
		e := strings.IndexAny(rest, "。\n")
		if k := strings.Index(rest, ". "); k >= 0 && (e < 0 || k < e) {
			e = k + 1
		}
		if e < 0 || e > 240 {
			e = min(len(rest), 100)
			for e < len(rest) && !utf8.RuneStart(rest[e]) {
				e++
			}
		}
		return mid + rest[:e]
	}
	return strings.TrimSpace(sd[start:] + cut(eg, q)), strings.TrimSpace(sd[start:] + cut(ed, q))
}
