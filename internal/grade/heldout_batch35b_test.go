package grade

// Blind batch 35b: arithmetic and derived figures. Every kind states, at one place, a
// figure the reader takes as computed from other figures of the answer, and gets the
// computation wrong while the figure still looks plausible: a total whose parts no
// longer add up (a carry dropped, a part read a decimal place off, a part's digits
// transposed, a part taxed twice, parts rounded first), the share, average or count of
// a total's parts, net/gross/VAT on the wrong base or at the reduced rate (8 %/7 %),
// cents truncated where the exact amount matters, the days or weeks between two stated
// dates miscounted (fencepost, calendar weeks), a date derived from a stated span, a
// Reiwa/western year converted off by one, and durations converted with a decimal factor.

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
)

// ---- numbers ----

// ho35bNum is one amount of a text: where it is, its value in minor units (cents for
// German amounts and JSON numbers, yen for Japanese ones) and how it is written.
type ho35bNum struct {
	start, end int
	val        int64
	style      string // "de", "ja", "json"
	dec        bool   // a JSON number written with a fraction
	key        string // a JSON number's key
}

var (
	ho35bJaAmt   = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+|\d+)(?:円|ユーロ)`)
	ho35bJSONNum = regexp.MustCompile(`"([^"]+)"\s*:\s*(-?\d+(?:\.\d+)?)`)
	ho35bDeTotal = regexp.MustCompile(`(?i)(zusammen|insgesamt|gesamtbetrag|gesamt|summe)\s*:?\s*$`)
	ho35bJSONTot = regexp.MustCompile(`(?i)brutto|total|gross|gesamt|summe|sum`)
	ho35bJSONTax = regexp.MustCompile(`(?i)^(mwst|ust|vat|tax)$`)
	ho35bJSONNet = regexp.MustCompile(`(?i)^(netto|net|subtotal)$`)
)

func ho35bDeVal(s string) int64 {
	v, _ := strconv.ParseInt(strings.NewReplacer(".", "", ",", "").Replace(s), 10, 64)
	return v
}

func ho35bDeFmt(cents int64) string {
	return ho35bGroup(cents/100, ".") + fmt.Sprintf(",%02d", cents%100)
}

func ho35bGroup(n int64, sep string) string {
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

// ho35bFmt writes v as n is written.
func ho35bFmt(n ho35bNum, v int64) string {
	switch n.style {
	case "de":
		return ho35bDeFmt(v)
	case "ja":
		return ho35bGroup(v, ",")
	}
	if n.dec {
		return fmt.Sprintf("%d.%02d", v/100, v%100)
	}
	return strconv.FormatInt(v/100, 10)
}

// ho35bNums lists the amounts of a text: a JSON answer's numbers, else the German or
// Japanese amounts.
func ho35bNums(lang, s string) []ho35bNum {
	var out []ho35bNum
	if json.Valid([]byte(s)) && strings.HasPrefix(strings.TrimSpace(s), "{") {
		for _, m := range ho35bJSONNum.FindAllStringSubmatchIndex(s, -1) {
			lit := s[m[4]:m[5]]
			f, _ := strconv.ParseFloat(lit, 64)
			out = append(out, ho35bNum{m[4], m[5], int64(math.Round(f * 100)), "json", strings.Contains(lit, "."), s[m[2]:m[3]]})
		}
		return out
	}
	if lang == "de" {
		for _, m := range hoDeAmount.FindAllStringIndex(s, -1) {
			out = append(out, ho35bNum{start: m[0], end: m[1], val: ho35bDeVal(s[m[0]:m[1]]), style: "de"})
		}
		return out
	}
	for _, m := range ho35bJaAmt.FindAllStringSubmatchIndex(s, -1) {
		v, _ := strconv.ParseInt(strings.ReplaceAll(s[m[2]:m[3]], ",", ""), 10, 64)
		out = append(out, ho35bNum{start: m[2], end: m[3], val: v, style: "ja"})
	}
	return out
}

// ho35bTotalSite finds a total of the text and the parts it adds up: an amount after a
// total word (zusammen, 合計, a JSON brutto/total key) that is the sum of at least two
// amounts before it.
func ho35bTotalSite(lang, s string) (total ho35bNum, parts []ho35bNum, ok bool) {
	nums := ho35bNums(lang, s)
	for k, n := range nums {
		switch n.style {
		case "json":
			if !ho35bJSONTot.MatchString(n.key) {
				continue
			}
		case "de":
			if !ho35bDeTotal.MatchString(s[max(0, n.start-30):n.start]) {
				continue
			}
		case "ja":
			before := []rune(s[:n.start])
			if !strings.Contains(string(before[max(0, len(before)-12):]), "合計") {
				continue
			}
		}
		var prev []ho35bNum
		for _, p := range nums[max(0, k-12):k] {
			if p.val != n.val && p.val > 0 {
				prev = append(prev, p)
			}
		}
		// the smallest subset of at least two parts, the latest first
		best := -1
		for mask := 1; mask < 1<<len(prev); mask++ {
			var sum int64
			cnt := 0
			for i := range prev {
				if mask&(1<<i) != 0 {
					sum += prev[i].val
					cnt++
				}
			}
			if cnt >= 2 && sum == n.val && (best < 0 || cnt < ho35bBits(best) || (cnt == ho35bBits(best) && mask > best)) {
				best = mask
			}
		}
		if best < 0 {
			continue
		}
		for i := range prev {
			if best&(1<<i) != 0 {
				parts = append(parts, prev[i])
			}
		}
		return n, parts, true
	}
	return ho35bNum{}, nil, false
}

func ho35bBits(m int) int {
	c := 0
	for ; m > 0; m >>= 1 {
		c += m & 1
	}
	return c
}

// ho35bSetTotal rewrites the total to v.
func ho35bSetTotal(lang, s string, f func(total ho35bNum, parts []ho35bNum) int64) string {
	t, parts, ok := ho35bTotalSite(lang, s)
	if !ok {
		return s
	}
	v := f(t, parts)
	if v <= 0 || v == t.val {
		return s
	}
	return s[:t.start] + ho35bFmt(t, v) + s[t.end:]
}

func ho35bSmallest(parts []ho35bNum) ho35bNum {
	m := parts[0]
	for _, p := range parts {
		if p.val < m.val {
			m = p
		}
	}
	return m
}

func ho35bLargest(parts []ho35bNum) ho35bNum {
	m := parts[0]
	for _, p := range parts {
		if p.val > m.val {
			m = p
		}
	}
	return m
}

// ho35bAfterTotal is where a gloss on the total goes: after its currency and a
// following tax paren; inParen says the gloss joins that paren.
func ho35bAfterTotal(s string, t ho35bNum) (at int, inParen bool) {
	at = t.end
	for _, u := range []string{" €", "€", " EUR", "円", "ユーロ"} {
		if strings.HasPrefix(s[at:], u) {
			at += len(u)
			break
		}
	}
	if strings.HasPrefix(s[at:], "（") {
		if j := strings.Index(s[at:], "）"); j > 0 && j < 20 {
			return at + j, true
		}
	}
	return at, false
}

var ho35bDeWords = []string{"null", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"}

func ho35bDeNum(n int) string {
	if n >= 2 && n < len(ho35bDeWords) {
		return ho35bDeWords[n]
	}
	return strconv.Itoa(n)
}

// ho35bPolite says whether a Japanese text is written in です/ます.
func ho35bPolite(s string) bool {
	return strings.Contains(s, "ます") || strings.Contains(s, "です")
}

// ---- dates ----

type ho35bDate struct {
	start, end int // the date, with a weekday paren right after it
	dateEnd    int // the date alone
	t          time.Time
}

var (
	ho35bDeNumDate  = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4})`)
	ho35bDeLongDate = regexp.MustCompile(`(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?: (\d{4}))?`)
	ho35bJaDate     = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	ho35bWdParen    = regexp.MustCompile(`^(?: ?\((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Mo|Di|Mi|Do|Fr|Sa|So)\.?\)|（[月火水木金土日]）|\([月火水木金土日]\))`)
	ho35bAnyYear    = regexp.MustCompile(`(20\d\d)`)
)

// ho35bDates lists the text's dates in order; a date without a year takes the year of
// the nearest date before it that has one, else the first year of the text.
func ho35bDates(lang, s string) []ho35bDate {
	type raw struct {
		start, end, y, m, d int
	}
	var rs []raw
	if lang == "ja" {
		for _, m := range ho35bJaDate.FindAllStringSubmatchIndex(s, -1) {
			y := 0
			if m[2] >= 0 {
				y, _ = strconv.Atoi(s[m[2]:m[3]])
			}
			mo, _ := strconv.Atoi(s[m[4]:m[5]])
			d, _ := strconv.Atoi(s[m[6]:m[7]])
			rs = append(rs, raw{m[0], m[1], y, mo, d})
		}
	} else {
		for _, m := range ho35bDeNumDate.FindAllStringSubmatchIndex(s, -1) {
			d, _ := strconv.Atoi(s[m[2]:m[3]])
			mo, _ := strconv.Atoi(s[m[4]:m[5]])
			y, _ := strconv.Atoi(s[m[6]:m[7]])
			rs = append(rs, raw{m[0], m[1], y, mo, d})
		}
		for _, m := range ho35bDeLongDate.FindAllStringSubmatchIndex(s, -1) {
			d, _ := strconv.Atoi(s[m[2]:m[3]])
			mo := 0
			for i, name := range deMonths {
				if name == s[m[4]:m[5]] {
					mo = i + 1
				}
			}
			y := 0
			if m[6] >= 0 {
				y, _ = strconv.Atoi(s[m[6]:m[7]])
			}
			rs = append(rs, raw{m[0], m[1], y, mo, d})
		}
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i].start < rs[j].start })
	year := 0
	if m := ho35bAnyYear.FindString(s); m != "" {
		year, _ = strconv.Atoi(m)
	}
	if year == 0 {
		year = time.Now().Year()
	}
	var out []ho35bDate
	for _, r := range rs {
		if r.y != 0 {
			year = r.y
		} else {
			r.y = year
		}
		if r.m < 1 || r.m > 12 || r.d < 1 || r.d > 31 {
			continue
		}
		end := r.end
		if loc := ho35bWdParen.FindStringIndex(s[r.end:]); loc != nil {
			end += loc[1]
		}
		out = append(out, ho35bDate{r.start, end, r.end, time.Date(r.y, time.Month(r.m), r.d, 0, 0, 0, 0, time.UTC)})
	}
	return out
}

func ho35bDays(a, b time.Time) int { return int(math.Round(b.Sub(a).Hours() / 24)) }

// ho35bWeeksTouched counts the calendar weeks (Monday to Sunday) from a to b, both
// counted: the error of counting weeks on a calendar.
func ho35bWeeksTouched(a, b time.Time) int {
	monday := func(t time.Time) time.Time { return t.AddDate(0, 0, -((int(t.Weekday()) + 6) % 7)) }
	return ho35bDays(monday(a), monday(b))/7 + 1
}

func ho35bJaMD(t time.Time) string { return fmt.Sprintf("%d月%d日", int(t.Month()), t.Day()) }

var (
	ho35bDeVom    = regexp.MustCompile(`vom $`)
	ho35bDeAufDen = regexp.MustCompile(`^ auf den $`)
	ho35bDeStatt  = regexp.MustCompile(`^,? statt (?:am |dem |des )?$`)
	ho35bJaKara   = regexp.MustCompile(`^から$`)
	ho35bJaPlan   = regexp.MustCompile(`予定で(?:した|あった)`)
	ho35bJaNew    = regexp.MustCompile(`新しい|変更後|延期後`)
)

// ho35bShift finds a planned date moved to a new one: "vom D1 auf den D2", "D2 statt am
// D1", "D1からD2に", or a 予定でした sentence with D1 followed by a 新しい sentence with
// D2. at is the later-written of the two.
func ho35bShift(lang, s string) (d1, d2, at ho35bDate, ok bool) {
	ds := ho35bDates(lang, s)
	for i := 0; i+1 < len(ds); i++ {
		a, b := ds[i], ds[i+1]
		mid := s[a.end:b.start]
		switch {
		case lang == "de" && ho35bDeVom.MatchString(s[:a.start]) && ho35bDeAufDen.MatchString(mid) && b.t.After(a.t):
			return a, b, b, true
		case lang == "de" && ho35bDeStatt.MatchString(mid) && a.t.After(b.t):
			return b, a, b, true
		case lang == "ja" && ho35bJaKara.MatchString(mid) && b.t.After(a.t):
			return a, b, b, true
		}
	}
	if lang == "ja" {
		split, refs := hoAllSentences(lang, s)
		_ = split
		// sentence offsets
		type sent struct{ start, end int }
		var ss []sent
		off := 0
		lines := strings.Split(s, "\n")
		li := 0
		for _, r := range refs {
			for li < r.line {
				off += len(lines[li]) + 1
				li++
			}
			pre := 0
			for j := 0; j < r.idx; j++ {
				pre += len(split[r.line][j])
			}
			ss = append(ss, sent{off + pre, off + pre + len(split[r.line][r.idx])})
		}
		in := func(d ho35bDate) int {
			for i, x := range ss {
				if d.start >= x.start && d.start < x.end {
					return i
				}
			}
			return -1
		}
		for i := 0; i < len(ds); i++ {
			si := in(ds[i])
			if si < 0 || !ho35bJaPlan.MatchString(s[ss[si].start:ss[si].end]) {
				continue
			}
			for j := i + 1; j < len(ds); j++ {
				sj := in(ds[j])
				if sj > si && ho35bJaNew.MatchString(s[ss[sj].start:ss[sj].end]) && ds[j].t.After(ds[i].t) {
					return ds[i], ds[j], ds[j], true
				}
			}
		}
	}
	return
}

// ho35bJaSentenceEnd is the index after the 。 that ends the sentence around i.
func ho35bJaSentenceEnd(s string, i int) int {
	j := strings.Index(s[i:], "。")
	nl := strings.Index(s[i:], "\n")
	if j < 0 || (nl >= 0 && nl < j) {
		if nl >= 0 {
			return i + nl
		}
		return len(s)
	}
	return i + j + len("。")
}

// ho35bShiftGloss adds, after the moved date, how far it moved, as f computes it.
func ho35bShiftGloss(lang, s string, de func(d1, d2 time.Time) string, ja func(d1, d2 time.Time, polite bool) string) string {
	d1, d2, at, ok := ho35bShift(lang, s)
	if !ok {
		return s
	}
	if lang == "de" {
		g := de(d1.t, d2.t)
		if g == "" {
			return s
		}
		return s[:at.end] + ", also " + g + s[at.end:]
	}
	g := ja(d1.t, d2.t, ho35bPolite(s))
	if g == "" {
		return s
	}
	e := ho35bJaSentenceEnd(s, at.end)
	return s[:e] + g + s[e:]
}

// ho35bDeadline finds a deadline date (bis D / Dまで) and the nearest earlier-written
// date before it that is earlier in time.
func ho35bDeadline(lang, s string) (d1, d2 ho35bDate, ok bool) {
	ds := ho35bDates(lang, s)
	for j, d := range ds {
		isDeadline := false
		if lang == "de" {
			isDeadline = strings.Contains(s[max(0, d.start-30):d.start], "bis ")
			if pre := s[max(0, d.start-40):d.start]; strings.Contains(pre, "vom ") || strings.Contains(pre, "statt") {
				isDeadline = false
			}
		} else {
			isDeadline = strings.HasPrefix(s[d.end:], "まで")
		}
		if !isDeadline {
			continue
		}
		for i := j - 1; i >= 0; i-- {
			if ds[i].t.Before(d.t) {
				return ds[i], d, true
			}
		}
	}
	return
}

func ho35bDeadlineGloss(lang, s string, de func(a, b time.Time) string, ja func(a, b time.Time) string) string {
	d1, d2, ok := ho35bDeadline(lang, s)
	if !ok {
		return s
	}
	if lang == "de" {
		g := de(d1.t, d2.t)
		if g == "" {
			return s
		}
		tail := ","
		if rest := s[d2.end:]; rest == "" || strings.ContainsAny(rest[:1], ".,;:!?)\n") {
			tail = ""
		}
		return s[:d2.end] + ", also " + g + " nach dem " + d1.t.Format("02.01.2006") + tail + s[d2.end:]
	}
	g := ja(d1.t, d2.t)
	if g == "" {
		return s
	}
	return s[:d2.start] + ho35bJaMD(d1.t) + "から" + g + "の" + s[d2.start:]
}

// ---- spans and durations ----

var (
	ho35bDeBefore  = regexp.MustCompile(`(\d+|zwei|drei|vier|fünf|sechs|sieben) (Stunden|Tage|Wochen) vorher`)
	ho35bDeClock   = regexp.MustCompile(`^,? um (\d{1,2}:\d{2}) Uhr`)
	ho35bJaPrevDay = regexp.MustCompile(`前日の(\d{1,2})時`)
	ho35bJaAfter   = regexp.MustCompile(`(\d+)(週間|日間)`)
	ho35bDeMinutes = regexp.MustCompile(`(\d+) (Minuten|Sekunden)`)
	ho35bJaMinutes = regexp.MustCompile(`(約)?(\d+)(分|秒)`)
	ho35bDeBig     = regexp.MustCompile(`(\d+|zwei|drei|vier) (Stunden|Minuten)`)
	ho35bJaBig     = regexp.MustCompile(`(\d+)(時間|週間)`)
)

func ho35bDeInt(w string) int {
	for i, x := range ho35bDeWords {
		if x == w {
			return i
		}
	}
	n, _ := strconv.Atoi(w)
	return n
}

func ho35bLastDateBefore(ds []ho35bDate, i int) (ho35bDate, bool) {
	for k := len(ds) - 1; k >= 0; k-- {
		if ds[k].end <= i {
			return ds[k], true
		}
	}
	return ho35bDate{}, false
}

// ---- the batch ----

var heldOutBatch35b = []heldOutKind{
	// The delay between a moved date and the planned one, counted with both ends: „vom
	// 02.11.2026 auf den 16.11.2026“ → „…, also 15 Tage später als geplant“; 11月9日から11月24日
	// に延期 → 当初の予定より16日遅れとなる。
	{"b35b_shift_days_counted_with_both_ends", "first", func(lang, s string) string {
		return ho35bShiftGloss(lang, s, func(a, b time.Time) string {
			return ho35bDeNum(ho35bDays(a, b)+1) + " Tage später als geplant"
		}, func(a, b time.Time, polite bool) string {
			if polite {
				return fmt.Sprintf("当初の予定より%d日遅れとなります。", ho35bDays(a, b)+1)
			}
			return fmt.Sprintf("当初の予定より%d日遅れとなる。", ho35bDays(a, b)+1)
		})
	}},
	// The delay counted in calendar weeks touched: 19.10. (Mo) → 26.10. (Mo) „also zwei
	// Wochen später als geplant“; 10月16日→10月21日 → 当初の予定より2週間遅れとなります。
	{"b35b_shift_weeks_counted_on_calendar", "first", func(lang, s string) string {
		return ho35bShiftGloss(lang, s, func(a, b time.Time) string {
			return ho35bDeNum(ho35bWeeksTouched(a, b)) + " Wochen später als geplant"
		}, func(a, b time.Time, polite bool) string {
			if polite {
				return fmt.Sprintf("当初の予定より%d週間遅れとなります。", ho35bWeeksTouched(a, b))
			}
			return fmt.Sprintf("当初の予定より%d週間遅れとなる。", ho35bWeeksTouched(a, b))
		})
	}},
	// The time from an earlier date to a deadline, with neither end counted: „am
	// 08.10.2026 bestellt … bis spätestens 19.10.2026“ → „…, also zehn Tage nach dem
	// 08.10.2026,“; 10月14日着…10月22日（木）まで → 10月14日から7日後の10月22日（木）まで.
	{"b35b_deadline_days_after_counted_short", "first", func(lang, s string) string {
		return ho35bDeadlineGloss(lang, s, func(a, b time.Time) string {
			n := ho35bDays(a, b) - 1
			if n < 2 {
				return ""
			}
			return ho35bDeNum(n) + " Tage"
		}, func(a, b time.Time) string {
			n := ho35bDays(a, b) - 1
			if n < 2 {
				return ""
			}
			return fmt.Sprintf("%d日後", n)
		})
	}},
	// The same span counted in calendar weeks touched: 08.10. (Do) → 19.10. (Mo) „also drei
	// Wochen nach dem 08.10.2026“; 10月14日（水）→10月22日（木） → 10月14日から2週間後の….
	{"b35b_deadline_weeks_counted_on_calendar", "first", func(lang, s string) string {
		return ho35bDeadlineGloss(lang, s, func(a, b time.Time) string {
			n := ho35bWeeksTouched(a, b)
			if n < 2 || ho35bDays(a, b) >= 7*n-3 {
				return ""
			}
			return ho35bDeNum(n) + " Wochen"
		}, func(a, b time.Time) string {
			n := ho35bWeeksTouched(a, b)
			if n < 2 || ho35bDays(a, b) >= 7*n-3 {
				return ""
			}
			return fmt.Sprintf("%d週間後", n)
		})
	}},
	// A date derived from a stated span, a day too far: „am 26. Oktober 2026, um 10:30 Uhr …
	// spätestens 24 Stunden vorher“ → „… vorher (also bis zum 24.10.2026, 10:30 Uhr)“;
	// 10月23日…前日の17時まで → 前日の17時（10月21日17時）まで; 10月23日後に2週間 → 2週間（11月7日まで）.
	{"b35b_span_end_date_one_day_off", "first", func(lang, s string) string {
		ds := ho35bDates(lang, s)
		if lang == "de" {
			m := ho35bDeBefore.FindStringSubmatchIndex(s)
			if m == nil {
				return s
			}
			d, ok := ho35bLastDateBefore(ds, m[0])
			if !ok {
				return s
			}
			n := ho35bDeInt(s[m[2]:m[3]])
			var t time.Time
			switch s[m[4]:m[5]] {
			case "Stunden":
				t = d.t.Add(-time.Duration(n) * time.Hour)
			case "Tage":
				t = d.t.AddDate(0, 0, -n)
			default:
				t = d.t.AddDate(0, 0, -7*n)
			}
			t = t.AddDate(0, 0, -1)
			g := " (also bis zum " + t.Format("02.01.2006")
			if c := ho35bDeClock.FindStringSubmatch(s[d.end:]); c != nil {
				g += ", " + c[1] + " Uhr"
			}
			g += ")"
			return s[:m[1]] + g + s[m[1]:]
		}
		if m := ho35bJaPrevDay.FindStringSubmatchIndex(s); m != nil {
			if d, ok := ho35bLastDateBefore(ds, m[0]); ok {
				t := d.t.AddDate(0, 0, -2)
				return s[:m[1]] + "（" + ho35bJaMD(t) + s[m[2]:m[3]] + "時）" + s[m[1]:]
			}
		}
		for _, m := range ho35bJaAfter.FindAllStringSubmatchIndex(s, -1) {
			d, ok := ho35bLastDateBefore(ds, m[0])
			if !ok || strings.ContainsAny(s[d.end:m[0]], "。\n") {
				continue
			}
			n, _ := strconv.Atoi(s[m[2]:m[3]])
			if s[m[4]:m[5]] == "週間" {
				n *= 7
			}
			t := d.t.AddDate(0, 0, n+1)
			return s[:m[1]] + "（" + ho35bJaMD(t) + "まで）" + s[m[1]:]
		}
		return s
	}},
	// A short duration converted to the next unit as if it were decimal: „10 Minuten“ →
	// „10 Minuten (0,1 Stunden)“; 30分前 → 30分（0.3時間）前; 約10秒 → 約10秒（約0.1分）.
	{"b35b_duration_to_larger_unit_decimal", "first", func(lang, s string) string {
		if lang == "de" {
			return hoFirstMatch(ho35bDeMinutes, s, func(m []string) string {
				n, _ := strconv.Atoi(m[1])
				if n < 10 || n >= 60 || n%10 != 0 {
					return m[0]
				}
				unit := "Stunden"
				if m[2] == "Sekunden" {
					unit = "Minuten"
				}
				return fmt.Sprintf("%s (0,%d %s)", m[0], n/10, unit)
			})
		}
		return hoFirstMatch(ho35bJaMinutes, s, func(m []string) string {
			n, _ := strconv.Atoi(m[2])
			if n < 10 || n >= 60 || n%10 != 0 {
				return m[0]
			}
			unit := "時間"
			if m[3] == "秒" {
				unit = "分"
			}
			return fmt.Sprintf("%s（%s0.%d%s）", m[0], m[1], n/10, unit)
		})
	}},
	// A duration converted to the smaller unit with a decimal factor: „24 Stunden“ →
	// „24 Stunden (2.400 Minuten)“; „10 Minuten“ → „(1.000 Sekunden)“; 2週間 → 2週間（20日間）.
	{"b35b_duration_to_smaller_unit_decimal", "first", func(lang, s string) string {
		if lang == "de" {
			return hoFirstMatch(ho35bDeBig, s, func(m []string) string {
				n := ho35bDeInt(m[1])
				if n < 2 {
					return m[0]
				}
				unit := "Minuten"
				if m[2] == "Minuten" {
					unit = "Sekunden"
				}
				return fmt.Sprintf("%s (%s %s)", m[0], ho35bGroup(int64(n*100), "."), unit)
			})
		}
		return hoFirstMatch(ho35bJaBig, s, func(m []string) string {
			n, _ := strconv.Atoi(m[1])
			if m[2] == "時間" {
				return fmt.Sprintf("%s（%s分）", m[0], ho35bGroup(int64(n*100), ","))
			}
			return fmt.Sprintf("%s（%d日間）", m[0], n*10)
		})
	}},
	// The Reiwa year of a western date (or the reverse) one off: 2026年10月23日 →
	// 令和7年（2026年）10月23日; 令和8年11月16日 → 令和8年（2027年）11月16日.
	{"b35b_ja_era_year_gloss_off_by_one", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		re := regexp.MustCompile(`令和(\d{1,2})年|(20\d\d)年(\d{1,2})月`)
		return hoFirstMatch(re, s, func(m []string) string {
			if m[1] != "" {
				n, _ := strconv.Atoi(m[1])
				return fmt.Sprintf("令和%d年（%d年）", n, n+2019)
			}
			y, _ := strconv.Atoi(m[2])
			return fmt.Sprintf("令和%d年（%d年）%s月", y-2019, y, m[3])
		})
	}},
	// A total whose addition dropped a carry: „18.750,00 € … und 2.400,00 € …, zusammen
	// 21.150,00 €“ → „zusammen 20.150,00 €“; 24,800円+26,700円+2,400円 → 合計52,900円.
	{"b35b_total_carry_dropped", "raw", func(lang, s string) string {
		return ho35bSetTotal(lang, s, func(t ho35bNum, parts []ho35bNum) int64 {
			carry, pow := int64(0), int64(1)
			for pow <= t.val {
				col := carry
				for _, p := range parts {
					col += (p.val / pow) % 10
				}
				if col >= 10 {
					return t.val - pow*10
				}
				carry = col / 10
				pow *= 10
			}
			return t.val
		})
	}},
	// A total with its smallest part read a decimal place off: „… und 2.400,00 €, zusammen
	// 21.150,00 €“ → „zusammen 18.990,00 €“; 33,000円と5,500円で合計38,500円 → 合計33,550円.
	{"b35b_total_smallest_part_decimal_slip", "raw", func(lang, s string) string {
		return ho35bSetTotal(lang, s, func(t ho35bNum, parts []ho35bNum) int64 {
			p := ho35bSmallest(parts).val
			return t.val - p + p/10
		})
	}},
	// A total with two digits of its largest part transposed: 18.750 + 2.400 → „zusammen
	// 20.250,00 €“ (17.850 added); 33,000円+5,500円 → 合計35,800円 (30,300 added).
	{"b35b_total_part_digits_transposed", "raw", func(lang, s string) string {
		return ho35bSetTotal(lang, s, func(t ho35bNum, parts []ho35bNum) int64 {
			p := ho35bLargest(parts).val
			d := []byte(strconv.FormatInt(p, 10))
			if len(d) < 3 || d[1] == d[2] {
				return t.val
			}
			d[1], d[2] = d[2], d[1]
			q, _ := strconv.ParseInt(string(d), 10, 64)
			return t.val - p + q
		})
	}},
	// A total with the tax added once more to its smallest part: „zusammen 21.150,00 €“ →
	// „zusammen 21.606,00 €“ (19 % on 2.400); 合計38,500円（税込） → 合計39,050円（税込）.
	{"b35b_total_taxes_a_part_twice", "raw", func(lang, s string) string {
		return ho35bSetTotal(lang, s, func(t ho35bNum, parts []ho35bNum) int64 {
			p := ho35bSmallest(parts).val
			switch t.style {
			case "de":
				return t.val + p*19/100
			case "ja":
				return t.val + p/10
			}
			return t.val
		})
	}},
	// A total added up from parts rounded first: 18.750 + 2.400 → „zusammen 21.000,00 €“;
	// 24,800+26,700+2,400 → 合計54,000円; netto 869.00 + mwst 165.11 → "brutto": 1100.00.
	{"b35b_total_from_rounded_parts", "raw", func(lang, s string) string {
		return ho35bSetTotal(lang, s, func(t ho35bNum, parts []ho35bNum) int64 {
			unit := int64(1)
			for unit*10 <= ho35bSmallest(parts).val {
				unit *= 10
			}
			var sum int64
			for _, p := range parts {
				sum += (p.val + unit/2) / unit * unit
			}
			return sum
		})
	}},
	// The number of parts a total adds up miscounted: „…, zusammen 21.150,00 €“ (two
	// amounts) → „…, für alle drei Posten zusammen 21.150,00 €“; 合計38,500円 → 3項目の合計38,500円.
	{"b35b_total_part_count_wrong", "first", func(lang, s string) string {
		t, parts, ok := ho35bTotalSite(lang, s)
		if !ok || t.style == "json" {
			return s
		}
		n := len(parts) + 1
		if t.style == "de" {
			m := ho35bDeTotal.FindStringSubmatchIndex(s[:t.start])
			if m == nil {
				return s
			}
			return s[:m[2]] + "für alle " + ho35bDeNum(n) + " Posten " + s[m[2]:]
		}
		i := strings.LastIndex(s[:t.start], "合計")
		if i < 0 {
			return s
		}
		return s[:i] + fmt.Sprintf("%d項目の", n) + s[i:]
	}},
	// A part's share of a total taken on the largest part, not the total: „zusammen
	// 21.150,00 €“ → „… (davon rund 13 % für die 2.400,00 €)“ (11 %); 合計53,900円 →
	// 合計53,900円（うち2,400円が約9%）(4 %).
	{"b35b_total_share_on_wrong_base", "first", func(lang, s string) string {
		t, parts, ok := ho35bTotalSite(lang, s)
		if !ok || t.style == "json" {
			return s
		}
		p := ho35bSmallest(parts)
		wrong := float64(p.val) / float64(ho35bLargest(parts).val) * 100
		right := float64(p.val) / float64(t.val) * 100
		pct := strconv.Itoa(int(math.Round(wrong)))
		if math.Round(wrong) == math.Round(right) {
			pct = strings.Replace(strconv.FormatFloat(wrong, 'f', 1, 64), ".", map[string]string{"de": ",", "ja": "."}[t.style], 1)
		}
		at, inParen := ho35bAfterTotal(s, t)
		if t.style == "de" {
			return s[:at] + " (davon rund " + pct + " % für die " + s[p.start:p.end] + " €)" + s[at:]
		}
		g := "うち" + s[p.start:p.end] + "円が約" + pct + "%"
		if inParen {
			return s[:at] + "、" + g + s[at:]
		}
		return s[:at] + "（" + g + "）" + s[at:]
	}},
	// An average of a total's parts divided by one part too many: „zusammen 21.150,00 €“
	// → „… (im Schnitt 7.050,00 € je Posten)“; 合計53,900円 → 合計53,900円（1項目あたり平均13,475円）.
	{"b35b_total_average_wrong_divisor", "first", func(lang, s string) string {
		t, parts, ok := ho35bTotalSite(lang, s)
		if !ok || t.style == "json" {
			return s
		}
		avg := t.val / int64(len(parts)+1)
		at, inParen := ho35bAfterTotal(s, t)
		if t.style == "de" {
			avg = avg / 100 * 100
			return s[:at] + " (im Schnitt " + ho35bDeFmt(avg) + " € je Posten)" + s[at:]
		}
		g := "1項目あたり平均" + ho35bGroup(avg, ",") + "円"
		if inParen {
			return s[:at] + "、" + g + s[at:]
		}
		return s[:at] + "（" + g + "）" + s[at:]
	}},
	// Tax at the reduced rate (8 %, 7 %) for goods or services under the standard one:
	// 5,500円（税込） → 5,500円（税込、うち消費税407円）; 合計（税抜）：53,900円 → …（税込58,212円）;
	// „Rechnungsbetrag 1.249,90 €“ → „… (darin 7 % MwSt.: 81,77 €)“; JSON "mwst": 60.83.
	{"b35b_tax_at_reduced_rate", "raw", func(lang, s string) string {
		return ho35bTaxGloss(lang, s, func(gross bool, v float64, euro bool) string {
			rate := 0.08
			if euro {
				rate = 0.07
			}
			if gross {
				return "うち消費税" + ho35bJaMoney(v*rate/(1+rate), euro)
			}
			return "税込" + ho35bJaMoney(v*(1+rate), euro)
		}, func(v float64) string {
			return "darin 7 % MwSt.: " + ho35bDeMoney(v*0.07/1.07)
		}, func(net, tax, gross *ho35bNum) (*ho35bNum, int64) {
			if net == nil || tax == nil {
				return nil, 0
			}
			return tax, int64(math.Round(float64(net.val) * 0.07))
		})
	}},
	// Net and gross converted on the wrong base: 5,500円（税込） → 5,500円（税込、税抜4,950円）;
	// 53,900円（税抜） → 税込59,889円; „Rechnungsbetrag 1.249,90 €“ → „… (netto 1.012,42 €)“
	// (19 % taken off the gross); JSON "brutto" = netto / 0.81.
	{"b35b_net_gross_on_wrong_base", "raw", func(lang, s string) string {
		return ho35bTaxGloss(lang, s, func(gross bool, v float64, euro bool) string {
			rate := 0.10
			if euro {
				rate = 0.19
			}
			if gross {
				return "税抜" + ho35bJaMoney(v*(1-rate), euro)
			}
			return "税込" + ho35bJaMoney(v/(1-rate), euro)
		}, func(v float64) string {
			return "netto " + ho35bDeMoney(v*0.81)
		}, func(net, tax, gross *ho35bNum) (*ho35bNum, int64) {
			if net == nil || gross == nil {
				return nil, 0
			}
			return gross, int64(math.Round(float64(net.val) / 0.81))
		})
	}},
	// One line of an order priced for one unit less than its quantity: | 20箱 | 120円 |
	// 2,400円 | → | 20箱 | 120円 | 2,280円 |; JSON "netto": 869.00 → 684.00 (4 × 185 counted 3 ×).
	{"b35b_line_amount_one_unit_short", "raw", ho35bLineShort},
	// Cents cut off where the exact amount matters (truncated, not even rounded):
	// „3.912,50 €“ → „3.912 €“; JSON "value": 1249.90 → 1249.
	{"b35b_cents_truncated", "raw", func(lang, s string) string {
		nums := ho35bNums(lang, s)
		for k := len(nums) - 1; k >= 0; k-- {
			n := nums[k]
			if n.style == "json" && n.dec && n.val%100 != 0 {
				return s[:n.start] + strconv.FormatInt(n.val/100, 10) + s[n.end:]
			}
		}
		for _, n := range nums {
			if n.style == "de" && n.val%100 != 0 {
				return s[:n.start] + ho35bGroup(n.val/100, ".") + s[n.end:]
			}
		}
		return s
	}},
}

var (
	ho35bQtyKey   = regexp.MustCompile(`(?i)^(menge|quantity|qty|anzahl)$`)
	ho35bPriceKey = regexp.MustCompile(`(?i)^(einzelpreis|unit_price|price|preis|unitprice)$`)
	ho35bQtyCell  = regexp.MustCompile(`^(\d+)\D{0,3}$`)
)

// ho35bLineShort prices the line of largest quantity (at least 2) one unit short: in a
// JSON answer the sum of quantity × unit price, in a table the line's amount cell.
func ho35bLineShort(lang, s string) string {
	nums := ho35bNums(lang, s)
	if len(nums) > 0 && nums[0].style == "json" {
		var sum, bestPrice int64
		bestQty := int64(1)
		last := -1
		for i := 0; i+1 < len(nums); i++ {
			if ho35bQtyKey.MatchString(nums[i].key) && ho35bPriceKey.MatchString(nums[i+1].key) {
				q := nums[i].val / 100
				sum += q * nums[i+1].val
				if q > bestQty {
					bestQty, bestPrice = q, nums[i+1].val
				}
				last = i + 1
			}
		}
		if last < 0 || bestPrice == 0 {
			return s
		}
		for _, n := range nums[last+1:] {
			if n.val == sum {
				return s[:n.start] + ho35bFmt(n, sum-bestPrice) + s[n.end:]
			}
		}
		return s
	}
	lines := strings.Split(s, "\n")
	bestLine, bestCell := -1, -1
	var bestQty, bestUnit int64
	var bestNum ho35bNum
	for li, l := range lines {
		if !strings.HasPrefix(strings.TrimSpace(l), "|") {
			continue
		}
		cells := strings.Split(l, "|")
		for c := 0; c+2 < len(cells); c++ {
			m := ho35bQtyCell.FindStringSubmatch(strings.TrimSpace(cells[c]))
			if m == nil {
				continue
			}
			q, _ := strconv.ParseInt(m[1], 10, 64)
			u := ho35bNums(lang, cells[c+1])
			a := ho35bNums(lang, cells[c+2])
			if len(u) != 1 || len(a) != 1 || q*u[0].val != a[0].val || q < 2 {
				continue
			}
			if q > bestQty {
				bestLine, bestCell, bestQty, bestUnit, bestNum = li, c+2, q, u[0].val, a[0]
			}
		}
	}
	if bestLine < 0 {
		return s
	}
	cells := strings.Split(lines[bestLine], "|")
	cell := cells[bestCell]
	cells[bestCell] = cell[:bestNum.start] + ho35bFmt(bestNum, (bestQty-1)*bestUnit) + cell[bestNum.end:]
	lines[bestLine] = strings.Join(cells, "|")
	return strings.Join(lines, "\n")
}

var ho35bDeGross = regexp.MustCompile(`Rechnungsbetrag|Gesamtbetrag|Bruttobetrag|brutto|inkl\. MwSt`)

func ho35bDeMoney(v float64) string { return ho35bDeFmt(int64(math.Round(v*100))) + " €" }

var ho35bJaTax = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+|\d+)(円|ユーロ)（(税込|税抜|税別)）|（(税込|税抜|税別)）：(\d{1,3}(?:,\d{3})+|\d+)(円|ユーロ)`)

func ho35bJaMoney(v float64, euro bool) string {
	if euro {
		c := int64(math.Round(v * 100))
		if c%100 == 0 {
			return ho35bGroup(c/100, ",") + "ユーロ"
		}
		return fmt.Sprintf("%s.%02dユーロ", ho35bGroup(c/100, ","), c%100)
	}
	return ho35bGroup(int64(math.Round(v)), ",") + "円"
}

// ho35bTaxGloss adds a tax figure to the first Japanese amount with a tax label (ja
// computes it), or rewrites a JSON answer's tax or gross figure (js picks it and its
// new value in cents).
func ho35bTaxGloss(lang string, s string, ja func(gross bool, v float64, euro bool) string, de func(v float64) string, js func(net, tax, gross *ho35bNum) (*ho35bNum, int64)) string {
	nums := ho35bNums(lang, s)
	if len(nums) > 0 && nums[0].style == "json" {
		var net, tax, gross *ho35bNum
		for i := range nums {
			switch {
			case ho35bJSONNet.MatchString(nums[i].key):
				net = &nums[i]
			case ho35bJSONTax.MatchString(nums[i].key):
				tax = &nums[i]
			case ho35bJSONTot.MatchString(nums[i].key):
				gross = &nums[i]
			}
		}
		n, v := js(net, tax, gross)
		if n == nil || v == n.val {
			return s
		}
		return s[:n.start] + ho35bFmt(*n, v) + s[n.end:]
	}
	if lang == "de" {
		for _, n := range nums {
			if !strings.HasPrefix(s[n.end:], " €") || !ho35bDeGross.MatchString(s[max(0, n.start-45):n.start]) {
				continue
			}
			at := n.end + len(" €")
			return s[:at] + " (" + de(float64(n.val)/100) + ")" + s[at:]
		}
		return s
	}
	m := ho35bJaTax.FindStringSubmatchIndex(s)
	if m == nil {
		return s
	}
	if m[2] >= 0 {
		v, _ := strconv.ParseFloat(strings.ReplaceAll(s[m[2]:m[3]], ",", ""), 64)
		label := s[m[6]:m[7]]
		g := ja(label == "税込", v, s[m[4]:m[5]] == "ユーロ")
		close := m[1] - len("）")
		return s[:close] + "、" + g + s[close:]
	}
	v, _ := strconv.ParseFloat(strings.ReplaceAll(s[m[10]:m[11]], ",", ""), 64)
	g := ja(s[m[8]:m[9]] == "税込", v, s[m[12]:m[13]] == "ユーロ")
	return s[:m[1]] + "（" + g + "）" + s[m[1]:]
}
