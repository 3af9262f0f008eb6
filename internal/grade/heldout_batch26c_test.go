package grade

// Batch 26c of the held-out study, written blind (after reading only heldout_test.go,
// case.go, helpers_test.go and the fixtures): errors in time, quantity and
// comparison semantics, the way a model that reads the request's figures correctly
// but reasons about them wrongly damages an answer. A duration made a calendar span
// of business days (or the reverse), "bis"/"まで" read as exclusive, "within" turned
// into "after", a unit price put where the line total belongs, a total that ignores
// quantities or counts an item twice, net and gross figures exchanged under their
// labels, a delay's span miscounted, a comparison turned round, a date moved across
// a weekend, 24-hour clock times written as 12-hour ones, clock times converted to
// UTC, Japanese era years off by one, a shipping date made an arrival date. Each kind
// changes one thing in an answer, and leaves the answer as it is where it does not
// apply.

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"
)

var (
	ho26cJaWd    = []string{"日", "月", "火", "水", "木", "金", "土"}
	ho26cDeWd    = []string{"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"}
	ho26cDeWdAlt = `Sonntag|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag`
	ho26cJaDate  = regexp.MustCompile(`(令和(\d{1,2})年|(\d{4})年)?(\d{1,2})月(\d{1,2})日(（([日月火水木金土])）)?`)
	ho26cDeDate  = regexp.MustCompile(`(?:(` + ho26cDeWdAlt + `), )?(\d{1,2})\.(?:(\d{1,2})\.| (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) )(\d{4})(?: \((` + ho26cDeWdAlt + `)\))?`)
	ho26cISO     = regexp.MustCompile(`(\d{4})-(\d{2})-(\d{2})`)
	ho26cJaHour  = regexp.MustCompile(`(\d{1,2})時(?:(\d{1,2})分|半)?(?:\s*(?:〜|～|~|-|から)\s*(\d{1,2})時)?`)
	ho26cDeHour  = regexp.MustCompile(`(?:(?:zwischen|von) (\d{1,2})(?::\d\d)? (?:und|bis) )?(\d{1,2})(?::\d\d)? Uhr`)
	ho26cDeAmt   = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2}`)
	ho26cJaYen   = regexp.MustCompile(`(\d{1,3}(?:,\d{3})*)円`)
	ho26cJSONRow = regexp.MustCompile(`"(menge|quantity)": (\d+), "(einzelpreis|unit_price)": (\d+(?:\.\d+)?)`)
	ho26cJaRow   = regexp.MustCompile(`(?m)^\| ([^|\n]+) \| (\d+)(\p{Han}) \| ([\d,]+)円 \| ([\d,]+)円 \|$`)
	ho26cJaSum   = regexp.MustCompile(`合計（税抜）：([\d,]+)円`)
)

// ho26cDate is one date of a text: where it is, the day it names, and how to write
// another day in the same form (year, weekday and zero-padding kept as written).
type ho26cDate struct {
	start, end int
	t          time.Time
	write      func(time.Time) string
}

func ho26cAtoi(s string) int { n, _ := strconv.Atoi(s); return n }

// ho26cDates lists the dates of a text in order. Japanese dates without a year are
// read in 2026, the fixtures' reference year.
func ho26cDates(lang, s string) []ho26cDate {
	var out []ho26cDate
	for _, loc := range ho26cISO.FindAllStringSubmatchIndex(s, -1) {
		t := time.Date(ho26cAtoi(s[loc[2]:loc[3]]), time.Month(ho26cAtoi(s[loc[4]:loc[5]])), ho26cAtoi(s[loc[6]:loc[7]]), 0, 0, 0, 0, time.UTC)
		out = append(out, ho26cDate{loc[0], loc[1], t, func(t time.Time) string { return t.Format("2006-01-02") }})
	}
	if lang == "ja" {
		for _, loc := range ho26cJaDate.FindAllStringSubmatchIndex(s, -1) {
			g := func(i int) string {
				if loc[2*i] < 0 {
					return ""
				}
				return s[loc[2*i]:loc[2*i+1]]
			}
			year, reiwa := 2026, g(2) != ""
			if reiwa {
				year = 2018 + ho26cAtoi(g(2))
			} else if g(3) != "" {
				year = ho26cAtoi(g(3))
			}
			hasYear, hasWd := g(1) != "", g(6) != ""
			t := time.Date(year, time.Month(ho26cAtoi(g(4))), ho26cAtoi(g(5)), 0, 0, 0, 0, time.UTC)
			out = append(out, ho26cDate{loc[0], loc[1], t, func(t time.Time) string {
				var b strings.Builder
				switch {
				case reiwa:
					fmt.Fprintf(&b, "令和%d年", t.Year()-2018)
				case hasYear:
					fmt.Fprintf(&b, "%d年", t.Year())
				}
				fmt.Fprintf(&b, "%d月%d日", int(t.Month()), t.Day())
				if hasWd {
					b.WriteString("（" + ho26cJaWd[t.Weekday()] + "）")
				}
				return b.String()
			}})
		}
	} else {
		for _, loc := range ho26cDeDate.FindAllStringSubmatchIndex(s, -1) {
			g := func(i int) string {
				if loc[2*i] < 0 {
					return ""
				}
				return s[loc[2*i]:loc[2*i+1]]
			}
			month := ho26cAtoi(g(3))
			if g(4) != "" {
				month = ho26cIndex(deMonths, g(4)) + 1
			}
			pre, post, pad, named := g(1) != "", g(6) != "", len(g(2)) == 2, g(4) != ""
			t := time.Date(ho26cAtoi(g(5)), time.Month(month), ho26cAtoi(g(2)), 0, 0, 0, 0, time.UTC)
			out = append(out, ho26cDate{loc[0], loc[1], t, func(t time.Time) string {
				var b strings.Builder
				if pre {
					b.WriteString(ho26cDeWd[t.Weekday()] + ", ")
				}
				switch {
				case named:
					fmt.Fprintf(&b, "%d. %s %d", t.Day(), deMonths[t.Month()-1], t.Year())
				case pad:
					fmt.Fprintf(&b, "%02d.%02d.%d", t.Day(), int(t.Month()), t.Year())
				default:
					fmt.Fprintf(&b, "%d.%d.%d", t.Day(), int(t.Month()), t.Year())
				}
				if post {
					b.WriteString(" (" + ho26cDeWd[t.Weekday()] + ")")
				}
				return b.String()
			}})
		}
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].start < out[j-1].start; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

func ho26cIndex(xs []string, x string) int {
	for i, v := range xs {
		if v == x {
			return i
		}
	}
	return -1
}

// ho26cShiftDate moves the first date for which days gives ok by that many days,
// rewriting it in its own form.
func ho26cShiftDate(lang, s string, days func(s string, d ho26cDate) (int, bool)) string {
	for _, d := range ho26cDates(lang, s) {
		if n, ok := days(s, d); ok {
			return s[:d.start] + d.write(d.t.AddDate(0, 0, n)) + s[d.end:]
		}
	}
	return s
}

// ho26cHours rewrites the first clock hour (and the other end of its range) that f
// changes. A Japanese 時間 (a duration) is no clock time.
func ho26cHours(lang, s string, f func(h int) int) string {
	re, groups := ho26cDeHour, []int{2, 1}
	if lang == "ja" {
		re, groups = ho26cJaHour, []int{3, 1}
	}
	for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
		if lang == "ja" && strings.HasPrefix(s[loc[1]:], "間") {
			continue
		}
		out, changed := s[loc[0]:loc[1]], false
		for _, g := range groups { // the later group first, so offsets stay valid
			if loc[2*g] < 0 {
				continue
			}
			h := ho26cAtoi(s[loc[2*g]:loc[2*g+1]])
			if nh := f(h); nh != h {
				changed = true
				out = out[:loc[2*g]-loc[0]] + strconv.Itoa(nh) + out[loc[2*g+1]-loc[0]:]
			}
		}
		if changed {
			return s[:loc[0]] + out + s[loc[1]:]
		}
	}
	return s
}

// ho26cDeNum reads a German amount (1.249,90); ho26cDeFmt writes one.
func ho26cDeNum(s string) float64 {
	f, _ := strconv.ParseFloat(strings.ReplaceAll(strings.ReplaceAll(s, ".", ""), ",", "."), 64)
	return f
}

func ho26cDeFmt(f float64) string {
	cents := int64(math.Round(f * 100))
	return ho26cGroup(cents/100, ".") + fmt.Sprintf(",%02d", cents%100)
}

func ho26cGroup(n int64, sep string) string {
	s := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// ho26cJaNum reads a yen figure (24,800); ho26cJaFmt writes one.
func ho26cJaNum(s string) int64 {
	n, _ := strconv.ParseInt(strings.ReplaceAll(s, ",", ""), 10, 64)
	return n
}

func ho26cJaFmt(n int64) string { return ho26cGroup(n, ",") }

// ho26cJSONNum writes a JSON number in the form of old (two decimals if old has them).
func ho26cJSONNum(old string, f float64) string {
	if strings.Contains(old, ".") {
		return strconv.FormatFloat(f, 'f', 2, 64)
	}
	return strconv.FormatInt(int64(math.Round(f)), 10)
}

// ho26cReplaceFirst applies the first pair whose old text s contains.
func ho26cReplaceFirst(s string, pairs [][2]string) string {
	for _, p := range pairs {
		if strings.Contains(s, p[0]) {
			return strings.Replace(s, p[0], p[1], 1)
		}
	}
	return s
}

// ho26cFirstRe applies the first regexp (with its rewrite) that matches s.
func ho26cFirstRe(s string, rules []ho26cRule) string {
	for _, r := range rules {
		if out := hoFirstMatch(r.re, s, r.f); out != s {
			return out
		}
	}
	return s
}

type ho26cRule struct {
	re *regexp.Regexp
	f  func(m []string) string
}

func ho26cRe(pat string, f func(m []string) string) ho26cRule {
	return ho26cRule{regexp.MustCompile(pat), f}
}

var ho26cDeNumWords = []string{"null", "eine", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht"}

// ho26cSumSentence finds the first sentence that states a total after two or more
// amounts (zusammen …, 合計…) and rewrites the total with f(amounts before, total).
func ho26cSumSentence(lang, s string, f func(parts []float64, total float64) float64) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		sent := split[r.line][r.idx]
		var key string
		var amt *regexp.Regexp
		if lang == "ja" {
			key, amt = "合計", ho26cJaYen
		} else {
			key, amt = "zusammen ", ho26cDeAmt
		}
		k := strings.Index(sent, key)
		if k < 0 {
			continue
		}
		var parts []float64
		for _, m := range amt.FindAllStringSubmatch(sent[:k], -1) {
			if lang == "ja" {
				parts = append(parts, float64(ho26cJaNum(m[1])))
			} else {
				parts = append(parts, ho26cDeNum(m[0]))
			}
		}
		loc := amt.FindStringSubmatchIndex(sent[k:])
		if len(parts) < 2 || loc == nil {
			continue
		}
		a, b := k+loc[0], k+loc[1]
		var nw string
		if lang == "ja" {
			a, b = k+loc[2], k+loc[3]
			nw = ho26cJaFmt(int64(math.Round(f(parts, float64(ho26cJaNum(sent[a:b]))))))
		} else {
			nw = ho26cDeFmt(f(parts, ho26cDeNum(sent[a:b])))
		}
		split[r.line][r.idx] = sent[:a] + nw + sent[b:]
		return hoJoin(split)
	}
	return s
}

var heldOutBatch26c = []heldOutKind{
	// A 24-hour clock time written as a 12-hour one without 午後/nachmittags: 14時〜16時
	// → 2時〜4時, 17時まで → 5時まで, von 6 bis 22 Uhr → von 6 bis 10 Uhr.
	{"b26c_clock_24h_written_12h", "strings", func(lang, s string) string {
		return ho26cHours(lang, s, func(h int) int {
			if h >= 13 && h <= 23 {
				return h - 12
			}
			return h
		})
	}},
	// The half of the day named wrongly: an afternoon hour as 午前 (14時 → 午前2時), a
	// morning appointment as an evening one (um 10:30 Uhr → um 10:30 Uhr abends).
	{"b26c_am_pm_marker_wrong", "strings", func(lang, s string) string {
		if lang == "ja" {
			for _, loc := range ho26cJaHour.FindAllStringSubmatchIndex(s, -1) {
				if strings.HasPrefix(s[loc[1]:], "間") {
					continue
				}
				h := ho26cAtoi(s[loc[2]:loc[3]])
				if h < 13 || h > 23 {
					continue
				}
				out := "午前" + strconv.Itoa(h-12) + s[loc[3]:loc[1]]
				if loc[6] >= 0 {
					if h2 := ho26cAtoi(s[loc[6]:loc[7]]); h2 >= 13 {
						out = "午前" + strconv.Itoa(h-12) + s[loc[3]:loc[6]] + strconv.Itoa(h2-12) + s[loc[7]:loc[1]]
					}
				}
				return s[:loc[0]] + out + s[loc[1]:]
			}
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`\b(um|ab) (\d{1,2})((?::\d\d)? Uhr)`), s, func(m []string) string {
			if ho26cAtoi(m[2]) >= 12 {
				return m[0]
			}
			return m[0] + " abends"
		})
	}},
	// A clock time of the case converted to UTC, unlabelled: 14時〜16時 → 5時〜7時 (JST
	// minus 9), um 10:30 Uhr → um 9:30 Uhr (CET minus 1). German only where the answer
	// dates the time.
	{"b26c_clock_converted_to_utc", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho26cHours(lang, s, func(h int) int { return (h + 15) % 24 })
		}
		if len(ho26cDates(lang, s)) == 0 {
			return s
		}
		return ho26cHours(lang, s, func(h int) int { return (h + 23) % 24 })
	}},
	// A duration turned into a clock time: bleibt 10 Minuten aktiv → bleibt bis 10 Uhr
	// aktiv, spätestens 24 Stunden vorher → spätestens bis 24 Uhr am Vortag; 約10秒で →
	// 10時に (the measurement "ends at ten").
	{"b26c_duration_as_clock_time", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho26cFirstRe(s, []ho26cRule{
				ho26cRe(`約(\d{1,2})秒で`, func(m []string) string { return m[1] + "時ごろに" }),
			})
		}
		return ho26cFirstRe(s, []ho26cRule{
			ho26cRe(`bleibt (\d{1,2}) Minuten aktiv`, func(m []string) string { return "bleibt bis " + m[1] + " Uhr aktiv" }),
			ho26cRe(`(\d{1,2}) Stunden vorher`, func(m []string) string { return "bis " + m[1] + " Uhr am Vortag" }),
		})
	}},
	// A duration's unit changed to its neighbour: 約10秒 → 約10分, 2週間 → 2日間,
	// 10 Minuten → 10 Stunden, Garantie 5 Jahre → 5 Monate.
	{"b26c_duration_unit_neighbour", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho26cFirstRe(s, []ho26cRule{
				ho26cRe(`約(\d+)秒`, func(m []string) string { return "約" + m[1] + "分" }),
				ho26cRe(`(\d+)週間`, func(m []string) string { return m[1] + "日間" }),
			})
		}
		return ho26cFirstRe(s, []ho26cRule{
			ho26cRe(`\b(\d+) Minuten\b`, func(m []string) string { return m[1] + " Stunden" }),
			ho26cRe(`\b(\d+) Jahre\b`, func(m []string) string { return m[1] + " Monate" }),
		})
	}},
	// A calendar span stated as business days: 6 Wochen → 6 Werktage, 24 Stunden
	// vorher → einen Werktag vorher (a Monday appointment: Friday), noch am selben Tag →
	// am nächsten Werktag, 2週間の再テスト → 2営業日の再テスト.
	{"b26c_calendar_span_as_business_days", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(\d+)週間`), s, func(m []string) string { return m[1] + "営業日" })
		}
		return ho26cFirstRe(s, []ho26cRule{
			ho26cRe(`\b(\d+) Wochen\b`, func(m []string) string { return m[1] + " Werktage" }),
			ho26cRe(`\b24 Stunden vorher\b`, func(m []string) string { return "einen Werktag vorher" }),
			ho26cRe(`\bnoch am selben Tag\b`, func(m []string) string { return "am nächsten Werktag" }),
		})
	}},
	// "bis"/"まで" read as exclusive, so the last day allowed moves one day earlier:
	// bis zum 21.10.2026 → bis einschließlich 20.10.2026, 11月13日（金）まで → 11月12日（木）まで.
	{"b26c_until_read_exclusive", "first", func(lang, s string) string {
		out := ho26cShiftDate(lang, s, func(s string, d ho26cDate) (int, bool) {
			if lang == "ja" {
				return -1, strings.HasPrefix(s[d.end:], "まで")
			}
			pre := s[:d.start]
			return -1, strings.HasSuffix(pre, "bis zum ") || strings.HasSuffix(pre, "bis spätestens ") || strings.HasSuffix(pre, "bis ")
		})
		if lang == "de" && out != s {
			// the day before is now the last day: say so, as such an answer does
			if i := strings.Index(out, "bis zum "); i >= 0 && out[:i] == s[:i] {
				out = out[:i] + "bis einschließlich " + out[i+len("bis zum "):]
			}
		}
		return out
	}},
	// "within" turned into "after" (or before into after): bleibt 10 Minuten aktiv →
	// wird nach 10 Minuten aktiv, 2メートル以内 → 2メートル以上, 訪問の30分前に → 30分後に.
	{"b26c_within_became_after", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho26cFirstRe(s, []ho26cRule{
				ho26cRe(`(\d+分)前に`, func(m []string) string { return m[1] + "後に" }),
				ho26cRe(`(\d+(?:メートル|日|分|秒))以内`, func(m []string) string { return m[1] + "以上" }),
			})
		}
		return ho26cFirstRe(s, []ho26cRule{
			ho26cRe(`bleibt (\d+ Minuten) aktiv`, func(m []string) string { return "wird nach " + m[1] + " aktiv" }),
			ho26cRe(`kann bis zu (\S+ Minuten) dauern`, func(m []string) string { return "dauert erst nach " + m[1] + " an" }),
			ho26cRe(`innerhalb von (\S+ (?:Tagen|Wochen|Minuten|Stunden))`, func(m []string) string { return "nach " + m[1] }),
		})
	}},
	// The line total put where the unit price belongs: 4 × 185,00 → einzelpreis 740.00,
	// 10箱 × 2,480円 → 単価 24,800円.
	{"b26c_line_total_as_unit_price", "raw", func(lang, s string) string {
		for _, m := range ho26cJSONRow.FindAllStringSubmatchIndex(s, -1) {
			q := ho26cAtoi(s[m[4]:m[5]])
			if q < 2 {
				continue
			}
			p, _ := strconv.ParseFloat(s[m[8]:m[9]], 64)
			return s[:m[8]] + ho26cJSONNum(s[m[8]:m[9]], float64(q)*p) + s[m[9]:]
		}
		for _, m := range ho26cJaRow.FindAllStringSubmatchIndex(s, -1) {
			if ho26cAtoi(s[m[4]:m[5]]) < 2 {
				continue
			}
			return s[:m[8]] + s[m[10]:m[11]] + s[m[9]:]
		}
		return s
	}},
	// A total summed over the unit prices, the quantities ignored: netto 869.00 →
	// 249.50, total 15000 → 13900, 合計（税抜）：53,900円 → 11,500円.
	{"b26c_total_ignores_quantities", "raw", func(lang, s string) string {
		if rows := ho26cJSONRow.FindAllStringSubmatch(s, -1); len(rows) >= 2 {
			sum := 0.0
			for _, r := range rows {
				p, _ := strconv.ParseFloat(r[4], 64)
				sum += p
			}
			return ho26cFirstRe(s, []ho26cRule{
				ho26cRe(`("netto": )(\d+(?:\.\d+)?)`, func(m []string) string { return m[1] + ho26cJSONNum(m[2], sum) }),
				ho26cRe(`("total": \{"value": )(\d+(?:\.\d+)?)`, func(m []string) string { return m[1] + ho26cJSONNum(m[2], sum) }),
			})
		}
		if rows := ho26cJaRow.FindAllStringSubmatch(s, -1); len(rows) >= 2 {
			var sum int64
			for _, r := range rows {
				sum += ho26cJaNum(r[4])
			}
			return hoFirstMatch(ho26cJaSum, s, func(m []string) string { return "合計（税抜）：" + ho26cJaFmt(sum) + "円" })
		}
		return s
	}},
	// A tax label turned round on one amount: 5,500円（税込） → 5,500円（税抜）, 1,480ユーロ
	// （税別） → （税込）, Rechnungsbetrag 1.249,90 € → 1.249,90 € zzgl. MwSt., a net
	// offer price marked brutto.
	{"b26c_tax_label_turned", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho26cReplaceFirst(s, [][2]string{{"（税込）", "（税抜）"}, {"（税抜）", "（税込）"}, {"（税別）", "（税込）"}})
		}
		return ho26cFirstRe(s, []ho26cRule{
			ho26cRe(`(Rechnungsbetrag[^€\n]{0,40}?\d{1,3}(?:\.\d{3})*,\d{2} €)`, func(m []string) string { return m[1] + " netto" }),
			ho26cRe(`(\| \d{1,3}(?:\.\d{3})*,\d{2} €) \|`, func(m []string) string { return m[1] + " brutto |" }),
		})
	}},
	// A net figure under a gross label or the other way round: 5,500円（税込） →
	// 5,000円（税込）, 合計（税抜）：53,900円 → 59,290円, 1,480ユーロ（税別） → 1,761.20ユーロ,
	// "netto": 869.00 → 1034.11, a net offer price in the table given with 19 % added.
	{"b26c_net_gross_figure_swapped", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			b := regexp.MustCompile(`"brutto": (\d+(?:\.\d+)?)`).FindStringSubmatch(s)
			if b == nil {
				return s
			}
			return hoFirstMatch(regexp.MustCompile(`("netto": )\d+(?:\.\d+)?`), s, func(m []string) string { return m[1] + b[1] })
		}
		if lang == "ja" {
			return ho26cFirstRe(s, []ho26cRule{
				ho26cRe(`(\d{1,3}(?:,\d{3})*)円（税込）`, func(m []string) string {
					return ho26cJaFmt(int64(math.Round(float64(ho26cJaNum(m[1]))/1.1))) + "円（税込）"
				}),
				ho26cRe(`合計（税抜）：([\d,]+)円`, func(m []string) string {
					return "合計（税抜）：" + ho26cJaFmt(int64(math.Round(float64(ho26cJaNum(m[1]))*1.1))) + "円"
				}),
				ho26cRe(`(\d{1,3}(?:,\d{3})*)ユーロ（税(抜|別)）`, func(m []string) string {
					cents := int64(math.Round(float64(ho26cJaNum(m[1])) * 119))
					return ho26cJaFmt(cents/100) + fmt.Sprintf(".%02d", cents%100) + "ユーロ（税" + m[2] + "）"
				}),
			})
		}
		return hoFirstMatch(regexp.MustCompile(`(\| )(\d{1,3}(?:\.\d{3})*,\d{2})( € \|)`), s, func(m []string) string {
			return m[1] + ho26cDeFmt(ho26cDeNum(m[2])*1.19) + m[3]
		})
	}},
	// A delay's span stated and miscounted: vom 02.11.2026 auf den 16.11.2026 → um
	// drei Wochen vom …, 23.11.2026 statt am 02.11.2026 → …, also vier Wochen später,
	// 11月9日から11月24日（火）に延期 → …に3週間延期.
	{"b26c_delay_span_miscounted", "strings", func(lang, s string) string {
		ds := ho26cDates(lang, s)
		for i := 0; i+1 < len(ds); i++ {
			a, b := ds[i], ds[i+1]
			between := s[a.end:b.start]
			days := int(math.Abs(b.t.Sub(a.t).Hours() / 24))
			wrong := days/7 + 1
			if days == 0 || wrong >= len(ho26cDeNumWords) {
				continue
			}
			if lang == "ja" {
				if between == "から" && strings.HasPrefix(s[b.end:], "に延期") {
					return s[:b.end] + "に" + strconv.Itoa(wrong) + "週間延期" + s[b.end+len("に延期"):]
				}
				continue
			}
			weeks := ho26cDeNumWords[wrong] + " Wochen"
			if wrong == 1 {
				weeks = "eine Woche"
			}
			if between == " auf den " && strings.HasSuffix(s[:a.start], "vom ") {
				at := a.start - len("vom ")
				return s[:at] + "um " + weeks + " " + s[at:]
			}
			if between == " statt am " {
				return s[:b.end] + ", also " + weeks + " später" + s[b.end:]
			}
		}
		return s
	}},
	// A comparison turned round: Nordkälte AG ist zwar günstiger → zwar teurer, die
	// Förderung höher → niedriger, それより早い実施 → それより遅い実施.
	{"b26c_comparison_turned_round", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho26cReplaceFirst(s, [][2]string{{"より早い", "より遅い"}, {"より遅い", "より早い"}, {"より高い", "より安い"}, {"より安い", "より高い"}})
		}
		return hoFirstMatch(regexp.MustCompile(`\b(günstiger|teurer|höher|niedriger|früher|später)\b( (?:ausfällt|ist|als|liegt))?`), s, func(m []string) string {
			if m[2] == "" && (m[1] == "später" || m[1] == "früher") {
				return m[0]
			}
			return map[string]string{"günstiger": "teurer", "teurer": "günstiger", "höher": "niedriger", "niedriger": "höher", "früher": "später", "später": "früher"}[m[1]] + m[2]
		})
	}},
	// A date moved across a weekend as if it had fallen on one: a Friday to the next
	// Monday, a Monday to the Friday before, its weekday rewritten to match.
	{"b26c_date_moved_across_weekend", "first", func(lang, s string) string {
		return ho26cShiftDate(lang, s, func(s string, d ho26cDate) (int, bool) {
			switch d.t.Weekday() {
			case time.Friday:
				return 3, true
			case time.Monday:
				return -3, true
			}
			return 0, false
		})
	}},
	// A Japanese era year converted with the wrong offset: 令和8年 → 2027年, 2026年 →
	// 令和7年 (Reiwa 1 is 2019, so 2026 is 令和8年).
	{"b26c_era_year_wrong_offset", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if out := hoFirstMatch(regexp.MustCompile(`令和(\d{1,2})年`), s, func(m []string) string {
			return strconv.Itoa(ho26cAtoi(m[1])+2019) + "年"
		}); out != s {
			return out
		}
		return hoFirstMatch(regexp.MustCompile(`(20\d\d)年`), s, func(m []string) string {
			return "令和" + strconv.Itoa(ho26cAtoi(m[1])-2019) + "年"
		})
	}},
	// A Western ISO date of a Japanese extraction a year late, as 令和 + 2019: 2026-12-01
	// → 2027-12-01 (the contract now starts after it ends).
	{"b26c_iso_year_from_era_plus_2019", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho26cISO, s, func(m []string) string {
			return strconv.Itoa(ho26cAtoi(m[1])+1) + "-" + m[2] + "-" + m[3]
		})
	}},
	// An ordinal read as a count: seit dem zweiten Tag → seit zwei Tagen (the fault
	// began on day two, not two days ago), 第3回進捗を報告 → 3回にわたり進捗を報告.
	{"b26c_ordinal_read_as_count", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`第(\d+)回`), s, func(m []string) string { return m[1] + "回にわたり" })
		}
		return hoFirstMatch(regexp.MustCompile(`\b(seit|ab) dem (zweiten|dritten|vierten|fünften) (Tag|Monat|Woche)\b`), s, func(m []string) string {
			n := map[string]string{"zweiten": "zwei", "dritten": "drei", "vierten": "vier", "fünften": "fünf"}[m[2]]
			if m[1] == "seit" {
				return "seit " + n + " " + m[3] + "en"
			}
			return "nach " + n + " " + m[3] + "en"
		})
	}},
	// The day a thing is sent made the day it arrives, or the other way round:
	// 10月19日に発送 → 10月19日にお届け, 10月16日にお届けする予定 → 10月16日に発送する予定,
	// Wir senden Ihnen am 20.10.2026 … zu → Am 20.10.2026 erhalten Sie …
	{"b26c_ship_date_as_arrival", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho26cFirstRe(s, []ho26cRule{
				ho26cRe(`(\d{1,2}月\d{1,2}日(?:（.）)?)に発送`, func(m []string) string { return m[1] + "にお届け" }),
				ho26cRe(`(\d{1,2}月\d{1,2}日(?:（.）)?)にお届け`, func(m []string) string { return m[1] + "に発送" }),
			})
		}
		return ho26cFirstRe(s, []ho26cRule{
			ho26cRe(`Wir senden Ihnen am ([\d.]+) ([^.\n]*?) zu\.`, func(m []string) string { return "Am " + m[1] + " erhalten Sie " + m[2] + "." }),
			ho26cRe(`verschiebt sich der Versand der`, func(m []string) string { return "verschiebt sich die Zustellung der" }),
		})
	}},
	// The anchor of a relative deadline moved: 前日の17時まで → 当日の17時まで,
	// spätestens 24 Stunden vorher → spätestens am Tag des Termins, noch am selben Tag →
	// am Folgetag.
	{"b26c_relative_deadline_anchor_moved", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho26cReplaceFirst(s, [][2]string{{"前日の", "当日の"}, {"翌日", "当日"}})
		}
		return ho26cReplaceFirst(s, [][2]string{{"spätestens 24 Stunden vorher", "spätestens am Tag des Termins"}, {"noch am selben Tag", "am Folgetag"}})
	}},
	// A counter of the wrong unit: 10箱 → 10冊 (packs, not boxes of five), 2個 → 2箱.
	{"b26c_counter_unit_swapped", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`(\d+)(箱|個)`), s, func(m []string) string {
			return m[1] + map[string]string{"箱": "冊", "個": "箱"}[m[2]]
		})
	}},
	// A relative period moved by one: 今月から → 来月から, 次回のお買い物 → 今回のお買い物,
	// die nächste Sitzung → die übernächste Sitzung.
	{"b26c_relative_period_shifted", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho26cReplaceFirst(s, [][2]string{{"今月から", "来月から"}, {"次回の", "今回の"}, {"来月", "再来月"}})
		}
		return hoFirstMatch(regexp.MustCompile(`\b(nächste|nächsten) (Sitzung|Woche|Monat|Termin)\b`), s, func(m []string) string {
			return "über" + m[0]
		})
	}},
	// A lower bound made an upper one or the reverse: mit mindestens 3 Jahren Garantie
	// → mit höchstens 3 Jahren, bis zu zwei Minuten → mindestens zwei Minuten,
	// iOS 16以降 → iOS 16以前.
	{"b26c_bound_min_max_swapped", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`([A-Za-z]+ ?\d+)以降`), s, func(m []string) string { return m[1] + "以前" })
		}
		return hoFirstMatch(regexp.MustCompile(`\b(mindestens|höchstens|bis zu) (\S+ (?:Jahren|Jahre|Minuten|Stunden|Tagen|Tage|Wochen))`), s, func(m []string) string {
			return map[string]string{"mindestens": "höchstens", "höchstens": "mindestens", "bis zu": "mindestens"}[m[1]] + " " + m[2]
		})
	}},
	// The end of a month read as its beginning: 月末の給与計算 → 月初の給与計算,
	// 9月末時点 → 9月初め時点; Ende Oktober → Anfang Oktober.
	{"b26c_month_end_as_start", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(\d{1,2}月)?末`), s, func(m []string) string {
				if m[1] != "" {
					return m[1] + "初め"
				}
				return "初"
			})
		}
		return hoFirstMatch(regexp.MustCompile(`\b(Ende|Monatsende)( (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|des Monats))?`), s, func(m []string) string {
			if m[1] == "Ende" && m[2] == "" {
				return m[0]
			}
			return map[string]string{"Ende": "Anfang", "Monatsende": "Monatsanfang"}[m[1]] + m[2]
		})
	}},
	// A total that counts its last part twice: zusammen 21.150,00 € → 23.550,00 €,
	// 合計38,500円 → 44,000円, 合計（税抜）：53,900円 → 56,300円, brutto with the tax
	// added twice, total with the last line added again.
	{"b26c_total_counts_last_part_twice", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			if t := regexp.MustCompile(`"mwst": (\d+(?:\.\d+)?)`).FindStringSubmatch(s); t != nil {
				tax, _ := strconv.ParseFloat(t[1], 64)
				return hoFirstMatch(regexp.MustCompile(`("brutto": )(\d+(?:\.\d+)?)`), s, func(m []string) string {
					v, _ := strconv.ParseFloat(m[2], 64)
					return m[1] + ho26cJSONNum(m[2], v+tax)
				})
			}
			rows := ho26cJSONRow.FindAllStringSubmatch(s, -1)
			if len(rows) < 2 {
				return s
			}
			last := rows[len(rows)-1]
			p, _ := strconv.ParseFloat(last[4], 64)
			add := p * float64(ho26cAtoi(last[2]))
			return hoFirstMatch(regexp.MustCompile(`("total": \{"value": )(\d+(?:\.\d+)?)`), s, func(m []string) string {
				v, _ := strconv.ParseFloat(m[2], 64)
				return m[1] + ho26cJSONNum(m[2], v+add)
			})
		}
		if rows := ho26cJaRow.FindAllStringSubmatch(s, -1); len(rows) >= 2 {
			add := ho26cJaNum(rows[len(rows)-1][5])
			return hoFirstMatch(ho26cJaSum, s, func(m []string) string { return "合計（税抜）：" + ho26cJaFmt(ho26cJaNum(m[1])+add) + "円" })
		}
		return ho26cSumSentence(lang, s, func(parts []float64, total float64) float64 { return total + parts[len(parts)-1] })
	}},
	// A sum stated as the difference of its parts: zusammen 21.150,00 € (18.750 +
	// 2.400) → 16.350,00 €, 合計38,500円 (33,000 + 5,500) → 27,500円.
	{"b26c_sum_as_difference", "longest", func(lang, s string) string {
		return ho26cSumSentence(lang, s, func(parts []float64, total float64) float64 {
			return math.Abs(parts[0] - parts[len(parts)-1])
		})
	}},
	// A monthly amount given as a yearly one: "monthly_fee": 33000 → 396000 (the year's
	// total in the monthly field), 基本料金33,000円 → 基本料金（年額）33,000円.
	{"b26c_monthly_amount_as_yearly", "raw", func(lang, s string) string {
		if out := hoFirstMatch(regexp.MustCompile(`("monthly_fee": )(\d+)`), s, func(m []string) string {
			return m[1] + strconv.Itoa(ho26cAtoi(m[2])*12)
		}); out != s {
			return out
		}
		if lang == "ja" {
			return ho26cReplaceFirst(s, [][2]string{{"基本料金", "基本料金（年額）"}, {"月額", "年額"}})
		}
		return ho26cReplaceFirst(s, [][2]string{{"monatlich", "jährlich"}, {"pro Monat", "pro Jahr"}})
	}},
	// A time window turned into a deadline at its start: zwischen 8 und 12 Uhr → bis
	// 8 Uhr, 14時〜16時 → 14時まで, von 6 bis 22 Uhr → bis 6 Uhr.
	{"b26c_window_as_deadline_at_start", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(\d{1,2}時)\s*(?:〜|～|~|-|から)\s*\d{1,2}時(?:まで)?`), s, func(m []string) string { return m[1] + "まで" })
		}
		return hoFirstMatch(regexp.MustCompile(`zwischen (\d{1,2}(?::\d\d)?) und \d{1,2}(?::\d\d)? Uhr`), s, func(m []string) string {
			return "bis " + m[1] + " Uhr"
		})
	}},
	// A date named with its weekday read as that weekday of the following week (the
	// "next Monday" slip): Montag, 26. Oktober 2026 → Montag, 2. November 2026,
	// 10月21日（水） → 10月28日（水）. Only dates written with their weekday.
	{"b26c_weekday_date_a_week_late", "first", func(lang, s string) string {
		return ho26cShiftDate(lang, s, func(s string, d ho26cDate) (int, bool) {
			text := s[d.start:d.end]
			if lang == "ja" {
				return 7, strings.Contains(text, "（")
			}
			return 7, strings.Contains(text, "tag") || strings.Contains(text, "woch")
		})
	}},
	// A deadline given a cut-off hour nobody stated, so it ends half a day early: bis
	// zum 21.10.2026 → bis zum 21.10.2026, 12 Uhr, 2026年10月30日までに → 2026年10月30日正午までに.
	{"b26c_deadline_given_noon_cutoff", "first", func(lang, s string) string {
		for _, d := range ho26cDates(lang, s) {
			if lang == "ja" {
				if strings.HasPrefix(s[d.end:], "まで") {
					return s[:d.end] + "正午" + s[d.end:]
				}
				continue
			}
			pre := s[:d.start]
			if strings.HasSuffix(pre, "bis zum ") || strings.HasSuffix(pre, "bis spätestens ") {
				if strings.HasPrefix(s[d.end:], " ") {
					return s[:d.end] + ", 12 Uhr," + s[d.end:]
				}
				return s[:d.end] + ", 12 Uhr" + s[d.end:]
			}
		}
		return s
	}},
}
