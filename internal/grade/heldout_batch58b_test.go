package grade

// Blind batch 58b: derived figures broken at one place while every stated figure of
// the prompt still appears. Each kind recomputes one figure the answer derives or
// implies with a specific wrong formula: a weekday taken from a sibling date, from a
// month index off by one or from last year's calendar; a postponement applied twice,
// pulled back, halved or counted in business days; a prerequisite event moved past
// what depends on it (or the reverse); a shift glossed from a third date; a total
// recomputed as largest part times part count or as summed unit prices times summed
// quantities; a ratio of two figures stated as their change; a difference or
// remainder glossed as their sum; a tax gloss computed in the wrong direction.

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

const (
	ho58bFormDeNum = iota
	ho58bFormDeLong
	ho58bFormJa
	ho58bFormISO
)

// ho58bDate is one date of a text: where its text is, what it means, how it is written
// and where its weekday name is (wdStart < 0 without one).
type ho58bDate struct {
	start, end     int
	t              time.Time
	form           int
	hasYear        bool
	wdStart, wdEnd int
}

var (
	ho58bDeWeekdays = []string{"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"}
	ho58bJaWeekdays = []string{"日", "月", "火", "水", "木", "金", "土"}

	ho58bDeNumRe  = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4})`)
	ho58bDeLongRe = regexp.MustCompile(`(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?: (\d{4}))?`)
	ho58bJaRe     = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	ho58bISORe    = regexp.MustCompile(`(\d{4})-(\d{2})-(\d{2})`)

	ho58bDeWdAfter  = regexp.MustCompile(`^ \((Sonntag|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag)\)`)
	ho58bDeWdBefore = regexp.MustCompile(`(Sonntag|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag), (?:den )?$`)
	ho58bJaWdAfter  = regexp.MustCompile(`^[（(]([日月火水木金土])[）)]`)
)

// Date patterns for the shift and prerequisite cues.
const (
	ho58bDeD = `\d{1,2}\.\d{1,2}\.\d{4}`
	ho58bJaD = `(?:\d{4}年)?\d{1,2}月\d{1,2}日`
	ho58bJaW = `(?:[（(][日月火水木金土][）)])?`
)

var (
	// vom A auf den B; erst am B statt am A.
	ho58bDeShiftVom  = regexp.MustCompile(`vom (` + ho58bDeD + `)(?: \(\p{L}+\))? auf den (` + ho58bDeD + `)`)
	ho58bDeShiftErst = regexp.MustCompile(`erst am (` + ho58bDeD + `) statt am (` + ho58bDeD + `)`)
	// AからBに延期; Aにお届けする予定でしたが…新しいお届け予定日はB.
	ho58bJaShiftKara  = regexp.MustCompile(`(` + ho58bJaD + `)` + ho58bJaW + `から(` + ho58bJaD + `)` + ho58bJaW + `に(?:延期|変更)`)
	ho58bJaShiftYotei = regexp.MustCompile(`(?s)(` + ho58bJaD + `)にお届けする予定でしたが.*?新しいお届け予定日は(` + ho58bJaD + `)`)

	// An event that the rest of the text depends on: a delivery, a purchase, a fix,
	// a dispatch, a user added.
	ho58bDePrereq = []*regexp.Regexp{
		regexp.MustCompile(`am (` + ho58bDeD + `) geliefert`),
		regexp.MustCompile(`erst am (` + ho58bDeD + `) statt`),
		regexp.MustCompile(`hat am (` + ho58bDeD + `) `),
	}
	ho58bJaPrereq = []*regexp.Regexp{
		regexp.MustCompile(`提供[（(](` + ho58bJaD + `)[）)]`),
		regexp.MustCompile(`(` + ho58bJaD + `)に発送`),
		regexp.MustCompile(`(` + ho58bJaD + `)に[^。、\n]{0,10}追加`),
	}

	ho58bDeAmt      = `\d{1,3}(?:\.\d{3})*,\d{2}`
	ho58bDeAmtRe    = regexp.MustCompile(`(` + ho58bDeAmt + `) €`)
	ho58bJaAmtRe    = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+|\d+)円`)
	ho58bDeSumCue   = regexp.MustCompile(`\b(?:zusammen|insgesamt)\b`)
	ho58bJaSumCue   = regexp.MustCompile(`合計`)
	ho58bJSONItemRe = regexp.MustCompile(`"(?:menge|quantity)":\s*(\d+),\s*"(?:einzelpreis|unit_price)":\s*(\d+(?:\.\d+)?)`)
	ho58bJSONTotRe  = regexp.MustCompile(`(?:"netto"|"total":\s*\{"value"):\s*(\d+(?:\.\d+)?)`)

	ho58bDeStatt    = regexp.MustCompile(`mit (` + ho58bDeAmt + `) € statt (` + ho58bDeAmt + `) €`)
	ho58bDeZwar     = regexp.MustCompile(`(?:^|; |\. )([^;.\n|]+?) ist zwar (günstiger)`)
	ho58bDeBudget   = regexp.MustCompile(`Budget von (` + ho58bDeAmt + `) €[^\n]*?(` + ho58bDeAmt + `) € abgerechnet`)
	ho58bJaBig      = `(?:\d+億)?(?:\d{1,3}(?:,\d{3})*万)?円`
	ho58bJaBudget   = regexp.MustCompile(`予算は(` + ho58bJaBig + `)、[^。\n]*?支出は(` + ho58bJaBig + `)`)
	ho58bJaBigParse = regexp.MustCompile(`^(?:(\d+)億)?(?:(\d{1,3}(?:,\d{3})*)万)?円$`)
	ho58bJaTotal    = regexp.MustCompile(`合計(\d{1,3}(?:,\d{3})+|\d+)円(?:（税込）|（税抜）)?`)

	ho58bDeGross   = regexp.MustCompile(`Rechnungsbetrag[^\n.]*?(` + ho58bDeAmt + `) €`)
	ho58bJaInclTax = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+|\d+)円（税込）`)
	ho58bJaExclSum = regexp.MustCompile(`合計（税抜）：(\d{1,3}(?:,\d{3})+|\d+)円`)
	ho58bJaEuroNet = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+|\d+)ユーロ（税別）`)
)

// ho58bParseDates lists the dates of s in order, with years filled in from the nearest
// dated neighbour (2026 without one) and their weekday names found.
func ho58bParseDates(lang, s string) []ho58bDate {
	type raw struct {
		start, end, y, m, d, form int
	}
	var rs []raw
	atoi := func(x string) int { n, _ := strconv.Atoi(x); return n }
	if lang == "ja" {
		for _, m := range ho58bJaRe.FindAllStringSubmatchIndex(s, -1) {
			y := 0
			if m[2] >= 0 {
				y = atoi(s[m[2]:m[3]])
			}
			rs = append(rs, raw{m[0], m[1], y, atoi(s[m[4]:m[5]]), atoi(s[m[6]:m[7]]), ho58bFormJa})
		}
	} else {
		for _, m := range ho58bDeNumRe.FindAllStringSubmatchIndex(s, -1) {
			rs = append(rs, raw{m[0], m[1], atoi(s[m[6]:m[7]]), atoi(s[m[4]:m[5]]), atoi(s[m[2]:m[3]]), ho58bFormDeNum})
		}
		for _, m := range ho58bDeLongRe.FindAllStringSubmatchIndex(s, -1) {
			y := 0
			if m[6] >= 0 {
				y = atoi(s[m[6]:m[7]])
			}
			mon := slices.Index(deMonths, s[m[4]:m[5]]) + 1
			rs = append(rs, raw{m[0], m[1], y, mon, atoi(s[m[2]:m[3]]), ho58bFormDeLong})
		}
	}
	for _, m := range ho58bISORe.FindAllStringSubmatchIndex(s, -1) {
		rs = append(rs, raw{m[0], m[1], atoi(s[m[2]:m[3]]), atoi(s[m[4]:m[5]]), atoi(s[m[6]:m[7]]), ho58bFormISO})
	}
	slices.SortFunc(rs, func(a, b raw) int { return a.start - b.start })
	var kept []raw
	for _, r := range rs {
		if len(kept) > 0 && r.start < kept[len(kept)-1].end {
			continue
		}
		if r.m < 1 || r.m > 12 || r.d < 1 || r.d > 31 {
			continue
		}
		kept = append(kept, r)
	}
	var out []ho58bDate
	for i, r := range kept {
		y, has := r.y, r.y != 0
		if !has {
			y = 2026
			for j := i - 1; j >= 0; j-- {
				if kept[j].y != 0 {
					y = kept[j].y
					break
				}
			}
			if y == 2026 {
				for j := i + 1; j < len(kept); j++ {
					if kept[j].y != 0 {
						y = kept[j].y
						break
					}
				}
			}
		}
		t := time.Date(y, time.Month(r.m), r.d, 0, 0, 0, 0, time.UTC)
		if t.Day() != r.d {
			continue
		}
		d := ho58bDate{start: r.start, end: r.end, t: t, form: r.form, hasYear: has, wdStart: -1, wdEnd: -1}
		if r.form == ho58bFormJa {
			if m := ho58bJaWdAfter.FindStringSubmatchIndex(s[r.end:]); m != nil {
				d.wdStart, d.wdEnd = r.end+m[2], r.end+m[3]
			}
		} else if r.form != ho58bFormISO {
			if m := ho58bDeWdAfter.FindStringSubmatchIndex(s[r.end:]); m != nil {
				d.wdStart, d.wdEnd = r.end+m[2], r.end+m[3]
			} else if m := ho58bDeWdBefore.FindStringSubmatchIndex(s[:r.start]); m != nil {
				d.wdStart, d.wdEnd = m[2], m[3]
			}
		}
		out = append(out, d)
	}
	return out
}

func ho58bWdName(d ho58bDate, wd time.Weekday) string {
	if d.form == ho58bFormJa {
		return ho58bJaWeekdays[wd]
	}
	return ho58bDeWeekdays[wd]
}

// ho58bFormat writes t the way d is written.
func ho58bFormat(d ho58bDate, t time.Time) string {
	switch d.form {
	case ho58bFormDeNum:
		return fmt.Sprintf("%02d.%02d.%04d", t.Day(), int(t.Month()), t.Year())
	case ho58bFormDeLong:
		if d.hasYear {
			return fmt.Sprintf("%d. %s %d", t.Day(), deMonths[t.Month()-1], t.Year())
		}
		return fmt.Sprintf("%d. %s", t.Day(), deMonths[t.Month()-1])
	case ho58bFormJa:
		if d.hasYear {
			return fmt.Sprintf("%d年%d月%d日", t.Year(), int(t.Month()), t.Day())
		}
		return fmt.Sprintf("%d月%d日", int(t.Month()), t.Day())
	}
	return t.Format("2006-01-02")
}

// ho58bSetWeekday writes wd as d's weekday name.
func ho58bSetWeekday(s string, d ho58bDate, wd time.Weekday) string {
	return s[:d.wdStart] + ho58bWdName(d, wd) + s[d.wdEnd:]
}

// ho58bSetDate writes t in d's place, its weekday name (if any) recomputed, so that
// only the derived date is wrong, not the weekday.
func ho58bSetDate(s string, d ho58bDate, t time.Time) string {
	txt := ho58bFormat(d, t)
	if d.wdStart < 0 {
		return s[:d.start] + txt + s[d.end:]
	}
	wd := ho58bWdName(d, t.Weekday())
	if d.wdStart < d.start {
		return s[:d.wdStart] + wd + s[d.wdEnd:d.start] + txt + s[d.end:]
	}
	return s[:d.start] + txt + s[d.end:d.wdStart] + wd + s[d.wdEnd:]
}

// ho58bAfterWeekday is the index just after d and the bracketed weekday behind it.
func ho58bAfterWeekday(s string, d ho58bDate) int {
	if d.wdStart < d.end {
		return d.end
	}
	r, n := utf8.DecodeRuneInString(s[d.wdEnd:])
	if r == ')' || r == '）' {
		return d.wdEnd + n
	}
	return d.wdEnd
}

// ho58bJaGloss adds inner as a bracketed gloss at at, inside a bracket that closes
// there (合計38,500円（税込、…）).
func ho58bJaGloss(s string, at int, inner string) string {
	if strings.HasSuffix(s[:at], "）") {
		c := at - len("）")
		return s[:c] + "、" + inner + s[c:]
	}
	return s[:at] + "（" + inner + "）" + s[at:]
}

func ho58bDays(a, b time.Time) int { return int(math.Round(b.Sub(a).Hours() / 24)) }

func ho58bDateAt(ds []ho58bDate, start int) (ho58bDate, bool) {
	for _, d := range ds {
		if d.start == start {
			return d, true
		}
	}
	return ho58bDate{}, false
}

// ho58bShift finds a postponement in s: the old and the new date, and where a gloss on
// the shift reads naturally (at, with the text to put there built by glue).
type ho58bShiftPair struct {
	old, nw ho58bDate
	at      int
	glue    func(lang string, n int) string
}

func ho58bShift(lang, s string) (ho58bShiftPair, bool) {
	ds := ho58bParseDates(lang, s)
	type pat struct {
		re       *regexp.Regexp
		oldGroup int
		glueAt   func(m []int, old ho58bDate) int
		glue     func(lang string, n int) string
	}
	afterOld := func(m []int, old ho58bDate) int { return ho58bAfterWeekday(s, old) }
	var pats []pat
	if lang == "ja" {
		pats = []pat{
			{ho58bJaShiftKara, 1, func(m []int, old ho58bDate) int {
				i := strings.Index(s[old.end:], "から")
				if i < 0 {
					return -1
				}
				return old.end + i + len("から")
			}, func(_ string, n int) string { return fmt.Sprintf("%d日後の", n) }},
			{ho58bJaShiftYotei, 1, func(m []int, old ho58bDate) int { return m[4] },
				func(_ string, n int) string { return fmt.Sprintf("当初の予定から%d日後の", n) }},
		}
	} else {
		pats = []pat{
			{ho58bDeShiftVom, 1, afterOld, func(_ string, n int) string { return fmt.Sprintf(" um %d Tage", n) }},
			{ho58bDeShiftErst, 2, afterOld, func(_ string, n int) string { return fmt.Sprintf(" (%d Tage später)", n) }},
		}
	}
	for _, p := range pats {
		m := p.re.FindStringSubmatchIndex(s)
		if m == nil {
			continue
		}
		og, ng := p.oldGroup, 3-p.oldGroup
		old, ok1 := ho58bDateAt(ds, m[2*og])
		nw, ok2 := ho58bDateAt(ds, m[2*ng])
		if !ok1 || !ok2 || !nw.t.After(old.t) {
			continue
		}
		at := p.glueAt(m, old)
		if at < 0 || at > len(s) {
			continue
		}
		return ho58bShiftPair{old: old, nw: nw, at: at, glue: p.glue}, true
	}
	return ho58bShiftPair{}, false
}

// ho58bPrereq finds a dated event the text's latest date depends on: the event's date
// and that latest date.
func ho58bPrereq(lang, s string) (ho58bDate, ho58bDate, bool) {
	ds := ho58bParseDates(lang, s)
	res := ho58bDePrereq
	if lang == "ja" {
		res = ho58bJaPrereq
	}
	for _, re := range res {
		m := re.FindStringSubmatchIndex(s)
		if m == nil {
			continue
		}
		pre, ok := ho58bDateAt(ds, m[2])
		if !ok {
			continue
		}
		var dep ho58bDate
		found := false
		for _, d := range ds {
			if d.t.After(pre.t) && (!found || d.t.After(dep.t)) {
				dep, found = d, true
			}
		}
		if found {
			return pre, dep, true
		}
	}
	return ho58bDate{}, ho58bDate{}, false
}

// ---- amounts ----

func ho58bDeCents(x string) int64 {
	x = strings.ReplaceAll(strings.ReplaceAll(x, ".", ""), ",", "")
	n, _ := strconv.ParseInt(x, 10, 64)
	return n
}

func ho58bGroup(n int64, sep string) string {
	neg := n < 0
	if neg {
		n = -n
	}
	d := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, r := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

func ho58bDeFmt(cents int64) string {
	return fmt.Sprintf("%s,%02d", ho58bGroup(cents/100, "."), cents%100)
}

func ho58bJaInt(x string) int64 {
	n, _ := strconv.ParseInt(strings.ReplaceAll(x, ",", ""), 10, 64)
	return n
}

// ho58bJaBigValue reads 3億2,000万円 as 320000000 (0 when it is not such an amount).
func ho58bJaBigValue(x string) int64 {
	m := ho58bJaBigParse.FindStringSubmatch(x)
	if m == nil || (m[1] == "" && m[2] == "") {
		return 0
	}
	var n int64
	if m[1] != "" {
		n += ho58bJaInt(m[1]) * 100000000
	}
	if m[2] != "" {
		n += ho58bJaInt(m[2]) * 10000
	}
	return n
}

func ho58bJaBigFmt(n int64) string {
	oku, man := n/100000000, (n%100000000)/10000
	s := ""
	if oku > 0 {
		s += strconv.FormatInt(oku, 10) + "億"
	}
	if man > 0 {
		s += ho58bGroup(man, ",") + "万"
	}
	if s == "" {
		return ho58bGroup(n, ",") + "円"
	}
	return s + "円"
}

// ho58bSum is a total the text states with the parts it is the sum of: the total's
// place and value, the parts' line values, and (for itemised parts) the quantities
// and unit prices.
type ho58bSum struct {
	totStart, totEnd int
	total            int64 // cents for German and JSON decimals, yen otherwise
	parts            []int64
	qty, unit        []int64
	format           func(int64) string
}

func ho58bFindSum(lang, s string) (ho58bSum, bool) {
	if strings.HasPrefix(strings.TrimSpace(s), "{") {
		items := ho58bJSONItemRe.FindAllStringSubmatch(s, -1)
		tm := ho58bJSONTotRe.FindStringSubmatchIndex(s)
		if len(items) < 2 || tm == nil {
			return ho58bSum{}, false
		}
		tot := s[tm[2]:tm[3]]
		dec := 0
		if i := strings.IndexByte(tot, '.'); i >= 0 {
			dec = len(tot) - i - 1
		}
		scale := int64(math.Pow10(dec))
		toN := func(x string) int64 {
			f, _ := strconv.ParseFloat(x, 64)
			return int64(math.Round(f * float64(scale)))
		}
		sum := ho58bSum{totStart: tm[2], totEnd: tm[3], total: toN(tot), format: func(n int64) string {
			if dec == 0 {
				return strconv.FormatInt(n, 10)
			}
			return strconv.FormatFloat(float64(n)/float64(scale), 'f', dec, 64)
		}}
		for _, it := range items {
			q, _ := strconv.ParseInt(it[1], 10, 64)
			u := toN(it[2])
			sum.qty = append(sum.qty, q)
			sum.unit = append(sum.unit, u)
			sum.parts = append(sum.parts, q*u)
		}
		return sum, true
	}
	cue, amt := ho58bDeSumCue, ho58bDeAmtRe
	value := ho58bDeCents
	format := ho58bDeFmt
	if lang == "ja" {
		cue, amt = ho58bJaSumCue, ho58bJaAmtRe
		value, format = ho58bJaInt, func(n int64) string { return ho58bGroup(n, ",") }
	}
	lines := strings.Split(s, "\n")
	off := 0
	var offs []int
	for _, l := range lines {
		offs = append(offs, off)
		off += len(l) + 1
	}
	for li, l := range lines {
		c := cue.FindStringIndex(l)
		if c == nil {
			continue
		}
		var parts []int64
		var tm []int
		for _, m := range amt.FindAllStringSubmatchIndex(l, -1) {
			if m[1] <= c[0] {
				parts = append(parts, value(l[m[2]:m[3]]))
			} else if m[0] >= c[1] && tm == nil {
				tm = m
			}
		}
		if tm == nil {
			continue
		}
		sum := ho58bSum{totStart: offs[li] + tm[2], totEnd: offs[li] + tm[3], total: value(l[tm[2]:tm[3]]), format: format}
		if len(parts) >= 2 {
			sum.parts = parts
			return sum, true
		}
		// The parts are the rows of a table above: quantity, unit price, amount.
		for _, r := range lines {
			if !strings.HasPrefix(r, "|") {
				continue
			}
			cells := strings.Split(strings.Trim(r, "| "), "|")
			if len(cells) < 4 {
				continue
			}
			q := strings.TrimSpace(cells[1])
			j := 0
			for j < len(q) && q[j] >= '0' && q[j] <= '9' {
				j++
			}
			um := amt.FindStringSubmatch(cells[2])
			lm := amt.FindStringSubmatch(cells[3])
			if j == 0 || um == nil || lm == nil {
				continue
			}
			qn, _ := strconv.ParseInt(q[:j], 10, 64)
			sum.qty = append(sum.qty, qn)
			sum.unit = append(sum.unit, value(um[1]))
			sum.parts = append(sum.parts, value(lm[1]))
		}
		if len(sum.parts) >= 2 {
			return sum, true
		}
	}
	return ho58bSum{}, false
}

// ---- the two-figure glosses ----

// ho58bPair is a pair of figures in one statement and where a gloss on them goes:
// a (the new, the alternative or the budget) and b (the old, the compared or the spent).
type ho58bPair struct {
	kind   string // "statt", "zwar", "budget", "jatotal", "jabudget"
	a, b   int64
	at     int // where the gloss goes
	cutEnd int // for "zwar": the end of the replaced word
	mFmt   func(int64) string
}

func ho58bFindPair(lang, s string, preferBudget bool) (ho58bPair, bool) {
	if lang == "ja" {
		if m := ho58bJaBudget.FindStringSubmatchIndex(s); m != nil {
			a, b := ho58bJaBigValue(s[m[2]:m[3]]), ho58bJaBigValue(s[m[4]:m[5]])
			if a > 0 && b > 0 {
				return ho58bPair{kind: "jabudget", a: a, b: b, at: m[5], mFmt: ho58bJaBigFmt}, true
			}
		}
		for _, m := range ho58bJaTotal.FindAllStringSubmatchIndex(s, -1) {
			ls := strings.LastIndex(s[:m[0]], "\n") + 1
			first := ho58bJaAmtRe.FindStringSubmatch(s[ls:m[0]])
			if first == nil {
				continue
			}
			a, b := ho58bJaInt(s[m[2]:m[3]]), ho58bJaInt(first[1])
			if a > b && b > 0 {
				return ho58bPair{kind: "jatotal", a: a, b: b, at: m[1], mFmt: func(n int64) string { return ho58bGroup(n, ",") + "円" }}, true
			}
		}
		return ho58bPair{}, false
	}
	deFmt := func(n int64) string { return ho58bDeFmt(n) + " €" }
	if preferBudget {
		if m := ho58bDeBudget.FindStringSubmatchIndex(s); m != nil {
			return ho58bPair{kind: "budget", a: ho58bDeCents(s[m[2]:m[3]]), b: ho58bDeCents(s[m[4]:m[5]]), at: m[1], mFmt: deFmt}, true
		}
	}
	if m := ho58bDeStatt.FindStringSubmatchIndex(s); m != nil {
		return ho58bPair{kind: "statt", a: ho58bDeCents(s[m[2]:m[3]]), b: ho58bDeCents(s[m[4]:m[5]]), at: m[1], mFmt: deFmt}, true
	}
	if m := ho58bDeZwar.FindStringSubmatchIndex(s); m != nil {
		name := strings.TrimSpace(s[m[2]:m[3]])
		var price int64
		for _, l := range strings.Split(s, "\n") {
			if strings.HasPrefix(l, "| "+name) {
				if am := ho58bDeAmtRe.FindStringSubmatch(l); am != nil {
					price = ho58bDeCents(am[1])
				}
			}
		}
		ls := strings.LastIndex(s[:m[0]], "\n") + 1
		before := ho58bDeAmtRe.FindAllStringSubmatch(s[ls:m[0]], -1)
		if price > 0 && len(before) > 0 {
			cmp := ho58bDeCents(before[len(before)-1][1])
			return ho58bPair{kind: "zwar", a: price, b: cmp, at: m[4], cutEnd: m[5], mFmt: deFmt}, true
		}
	}
	return ho58bPair{}, false
}

// ---- the kinds ----

var heldOutBatch58b = []heldOutKind{
	// The weekday written beside a date is the true weekday of another date of the
	// answer: am Montag, 19.10.2026 (with 22.10.2026 beside it) → am Donnerstag,
	// 19.10.2026; 10月21日（水） (beside 10月16日) → 10月21日（金）.
	{"b58b_weekday_computed_from_sibling_date", "first", func(lang, s string) string {
		ds := ho58bParseDates(lang, s)
		for i, d := range ds {
			if d.wdStart < 0 {
				continue
			}
			best := -1
			for j, e := range ds {
				if j == i || e.t.Equal(d.t) || e.t.Weekday() == d.t.Weekday() {
					continue
				}
				if best < 0 || (j < i && (ds[best].start > d.start || j > best)) {
					best = j
				}
			}
			if best >= 0 {
				return ho58bSetWeekday(s, d, ds[best].t.Weekday())
			}
		}
		return s
	}},
	// The weekday computed with the month index off by one (a zero-based month read as
	// the next month): the weekday of the same day one month later. Montag, 26. Oktober
	// 2026 → Donnerstag, 26. Oktober 2026; 10月23日（金） → 10月23日（月）.
	{"b58b_weekday_computed_with_zero_based_month", "first", func(lang, s string) string {
		for _, d := range ho58bParseDates(lang, s) {
			if d.wdStart < 0 {
				continue
			}
			if wd := d.t.AddDate(0, 1, 0).Weekday(); wd != d.t.Weekday() {
				return ho58bSetWeekday(s, d, wd)
			}
		}
		return s
	}},
	// Every weekday of the answer taken from last year's calendar (the weekday the same
	// date had a year before): 19.10.2026 (Montag) … 26.10.2026 (Montag) → (Sonntag) …
	// (Sonntag); 令和8年11月16日（月） … 11月13日（金） → （日） … （木）.
	{"b58b_every_weekday_from_previous_years_calendar", "first", func(lang, s string) string {
		ds := ho58bParseDates(lang, s)
		for i := len(ds) - 1; i >= 0; i-- {
			d := ds[i]
			if d.wdStart < 0 {
				continue
			}
			if wd := d.t.AddDate(-1, 0, 0).Weekday(); wd != d.t.Weekday() {
				s = ho58bSetWeekday(s, d, wd)
			}
		}
		return s
	}},
	// A postponement applied twice: the new date lies twice as far from the old one.
	// vom 02.11.2026 auf den 16.11.2026 → auf den 30.11.2026; 11月9日から11月24日（火）に延期
	// → 12月9日（水）に延期 (weekday recomputed, only the derived date is wrong).
	{"b58b_new_date_shifted_twice_by_the_gap", "first", func(lang, s string) string {
		p, ok := ho58bShift(lang, s)
		if !ok {
			return s
		}
		return ho58bSetDate(s, p.nw, p.nw.t.AddDate(0, 0, ho58bDays(p.old.t, p.nw.t)))
	}},
	// The original date pulled back by the gap, as if the shift were counted from the
	// new date backwards: vom 19.10.2026 (Montag) auf den 26.10.2026 → vom 12.10.2026
	// (Montag); erst am 23.11.2026 statt am 02.11.2026 → statt am 12.10.2026.
	{"b58b_original_date_pulled_back_by_the_gap", "first", func(lang, s string) string {
		p, ok := ho58bShift(lang, s)
		if !ok {
			return s
		}
		return ho58bSetDate(s, p.old, p.old.t.AddDate(0, 0, -ho58bDays(p.old.t, p.nw.t)))
	}},
	// The postponement halved: the new date is half as far from the old one.
	// vom 02.11.2026 auf den 16.11.2026 → auf den 09.11.2026; 10月16日…新しいお届け予定日は
	// 10月21日（水） → 10月18日（日）.
	{"b58b_postponement_gap_halved", "first", func(lang, s string) string {
		p, ok := ho58bShift(lang, s)
		if !ok {
			return s
		}
		half := ho58bDays(p.old.t, p.nw.t) / 2
		if half < 1 {
			return s
		}
		return ho58bSetDate(s, p.nw, p.old.t.AddDate(0, 0, half))
	}},
	// The shift's length in calendar days applied as business days (weekends skipped):
	// vom 19.10.2026 (Montag) auf den 26.10.2026 (Montag) → auf den 28.10.2026 (Mittwoch);
	// 11月9日から11月24日（火） → 11月30日（月）.
	{"b58b_postponement_gap_applied_as_business_days", "first", func(lang, s string) string {
		p, ok := ho58bShift(lang, s)
		if !ok {
			return s
		}
		n := ho58bDays(p.old.t, p.nw.t)
		t := p.old.t
		for n > 0 {
			t = t.AddDate(0, 0, 1)
			if t.Weekday() != time.Saturday && t.Weekday() != time.Sunday {
				n--
			}
		}
		if t.Equal(p.nw.t) {
			return s
		}
		return ho58bSetDate(s, p.nw, t)
	}},
	// The event the answer's latest date depends on (a delivery, a purchase, a fix, a
	// dispatch, a user added) moved to a week after that date: Stahlträger erst am
	// 28.10.2026 geliefert (Inbetriebnahme 16.11.2026) → am 23.11.2026 geliefert;
	// 交換品は10月19日に発送 (到着希望10月22日) → 10月29日に発送.
	{"b58b_prerequisite_date_moved_a_week_past_dependent_date", "first", func(lang, s string) string {
		pre, dep, ok := ho58bPrereq(lang, s)
		if !ok {
			return s
		}
		return ho58bSetDate(s, pre, dep.t.AddDate(0, 0, 7))
	}},
	// The reverse: the date that depends on the event moved to a week before the event.
	// hat am 08.10.2026 … bestellt … bis spätestens 19.10.2026 → bis spätestens 01.10.2026;
	// 9月20日にユーザーを1名追加 … お支払い期限は2026年10月30日（金） → 2026年9月13日（日）.
	{"b58b_dependent_date_moved_a_week_before_its_prerequisite", "first", func(lang, s string) string {
		pre, dep, ok := ho58bPrereq(lang, s)
		if !ok {
			return s
		}
		return ho58bSetDate(s, dep, pre.t.AddDate(0, 0, -7))
	}},
	// The length of a postponement glossed from a third date of the answer instead of
	// the old date: vom 02.11.2026 auf den 16.11.2026 → vom 02.11.2026 um 19 Tage auf den
	// 16.11.2026 (19 days from the 28.10.2026 delivery; the shift is 14);
	// 2026年11月9日から11月24日（火） → 2026年11月9日から32日後の11月24日（火）.
	{"b58b_shift_gloss_counted_from_a_third_date", "first", func(lang, s string) string {
		p, ok := ho58bShift(lang, s)
		if !ok {
			return s
		}
		var third time.Time
		found := false
		for _, d := range ho58bParseDates(lang, s) {
			if d.t.Equal(p.old.t) || d.t.Equal(p.nw.t) || !d.t.Before(p.nw.t) {
				continue
			}
			if !found || d.t.After(third) {
				third, found = d.t, true
			}
		}
		if !found {
			return s
		}
		n := ho58bDays(third, p.nw.t)
		if n == ho58bDays(p.old.t, p.nw.t) || n <= 0 {
			return s
		}
		return s[:p.at] + p.glue(lang, n) + s[p.at:]
	}},
	// A total recomputed as its largest part times the number of parts:
	// 18.750,00 € … und 2.400,00 € …, zusammen 21.150,00 € → zusammen 37.500,00 €;
	// 合計（税抜）：53,900円 → 80,100円 (26,700円 × 3); "netto": 869.00 → 1480.00.
	{"b58b_total_given_as_largest_part_times_part_count", "raw", func(lang, s string) string {
		sum, ok := ho58bFindSum(lang, s)
		if !ok {
			return s
		}
		nt := slices.Max(sum.parts) * int64(len(sum.parts))
		if nt == sum.total {
			return s
		}
		return s[:sum.totStart] + sum.format(nt) + s[sum.totEnd:]
	}},
	// A total recomputed as the sum of the unit prices times the sum of the quantities:
	// 合計（税抜）：53,900円 → 379,500円 ((2,480 + 8,900 + 120) × 33);
	// "total": {"value": 15000 → 41700 ((12800 + 1100) × 3).
	{"b58b_total_given_as_unit_price_sum_times_total_quantity", "raw", func(lang, s string) string {
		sum, ok := ho58bFindSum(lang, s)
		if !ok || len(sum.qty) < 2 {
			return s
		}
		var su, sq int64
		for i := range sum.qty {
			su += sum.unit[i]
			sq += sum.qty[i]
		}
		nt := su * sq
		if nt == sum.total {
			return s
		}
		return s[:sum.totStart] + sum.format(nt) + s[sum.totEnd:]
	}},
	// The ratio of two figures stated as their change: mit 145.000,00 € statt 120.000,00 €
	// → … statt 120.000,00 € (ein Plus von 121 %) (it is 21 %); Nordkälte AG ist zwar
	// günstiger → ist zwar um 89 % günstiger (it is 11 %); 合計38,500円（税込） →
	// 合計38,500円（税込、前月比117%増）; 支出は2億1,500万円 → （予算を67%上回る）.
	{"b58b_ratio_of_two_figures_stated_as_their_change", "first", func(lang, s string) string {
		p, ok := ho58bFindPair(lang, s, false)
		if !ok || p.b == 0 {
			return s
		}
		r := int64(math.Round(float64(p.a) / float64(p.b) * 100))
		switch p.kind {
		case "statt":
			if p.a > p.b {
				return s[:p.at] + fmt.Sprintf(" (ein Plus von %d %%)", r) + s[p.at:]
			}
			return s[:p.at] + fmt.Sprintf(" (ein Minus von %d %%)", r) + s[p.at:]
		case "zwar":
			return s[:p.at] + fmt.Sprintf("um %d %% ", r) + s[p.at:]
		case "jatotal":
			return ho58bJaGloss(s, p.at, fmt.Sprintf("前月比%d%%増", r))
		case "jabudget":
			r = int64(math.Round(float64(p.b) / float64(p.a) * 100))
			return ho58bJaGloss(s, p.at, fmt.Sprintf("予算を%d%%上回る", r))
		}
		return s
	}},
	// A difference or remainder glossed as the sum of its two figures: bisher sind
	// 212.400,00 € abgerechnet → … abgerechnet (Restbudget: 698.400,00 €) (486.000 +
	// 212.400); 支出は2億1,500万円 → （残額5億3,500万円）; Nordkälte AG ist zwar günstiger
	// → ist zwar um 26.425,00 € günstiger; 合計38,500円（税込） → （税込、前月から71,500円の増額）.
	{"b58b_difference_or_remainder_gloss_adds_the_pair", "first", func(lang, s string) string {
		p, ok := ho58bFindPair(lang, s, true)
		if !ok {
			return s
		}
		sum := p.mFmt(p.a + p.b)
		switch p.kind {
		case "budget":
			return s[:p.at] + " (Restbudget: " + sum + ")" + s[p.at:]
		case "statt":
			return s[:p.at] + " (also " + sum + " mehr)" + s[p.at:]
		case "zwar":
			return s[:p.at] + "um " + sum + " " + s[p.at:]
		case "jatotal":
			return ho58bJaGloss(s, p.at, "前月から"+sum+"の増額")
		case "jabudget":
			return ho58bJaGloss(s, p.at, "残額"+sum)
		}
		return s
	}},
	// A tax gloss computed in the wrong direction, so that the net figure exceeds the
	// gross: Rechnungsbetrag 1.249,90 € → Rechnungsbetrag 1.249,90 € (netto 1.487,38 €);
	// 5,500円（税込） → 5,500円（税込、税抜6,050円）; 合計（税抜）：53,900円 →
	// 53,900円（税込49,000円）; 1,480ユーロ（税別） → 1,480ユーロ（税別、税込1,244ユーロ）.
	{"b58b_tax_gloss_applies_rate_in_wrong_direction", "first", func(lang, s string) string {
		if lang != "ja" {
			m := ho58bDeGross.FindStringSubmatchIndex(s)
			if m == nil {
				return s
			}
			net := int64(math.Round(float64(ho58bDeCents(s[m[2]:m[3]])) * 1.19))
			return s[:m[1]] + " (netto " + ho58bDeFmt(net) + " €)" + s[m[1]:]
		}
		type hit struct {
			at  int
			rep func() string
			end int
		}
		var hits []hit
		if m := ho58bJaInclTax.FindStringSubmatchIndex(s); m != nil {
			v := ho58bJaInt(s[m[2]:m[3]])
			hits = append(hits, hit{m[0], func() string {
				return s[m[0]:m[3]] + "円（税込、税抜" + ho58bGroup(int64(math.Round(float64(v)*1.1)), ",") + "円）"
			}, m[1]})
		}
		if m := ho58bJaExclSum.FindStringSubmatchIndex(s); m != nil {
			v := ho58bJaInt(s[m[2]:m[3]])
			hits = append(hits, hit{m[0], func() string {
				return s[m[0]:m[1]] + "（税込" + ho58bGroup(int64(math.Round(float64(v)/1.1)), ",") + "円）"
			}, m[1]})
		}
		if m := ho58bJaEuroNet.FindStringSubmatchIndex(s); m != nil {
			v := ho58bJaInt(s[m[2]:m[3]])
			hits = append(hits, hit{m[0], func() string {
				return s[m[0]:m[3]] + "ユーロ（税別、税込" + ho58bGroup(int64(math.Round(float64(v)/1.19)), ",") + "ユーロ）"
			}, m[1]})
		}
		if len(hits) == 0 {
			return s
		}
		h := slices.MinFunc(hits, func(a, b hit) int { return a.at - b.at })
		return s[:h.at] + h.rep() + s[h.end:]
	}},
}

// ho58bChangedSentence gives the first sentence that differs between before and after.
func ho58bChangedSentence(lang, before, after string) (string, string) {
	bl, al := strings.Split(before, "\n"), strings.Split(after, "\n")
	for i := 0; i < len(bl) && i < len(al); i++ {
		if bl[i] == al[i] {
			continue
		}
		bs, as := hoSentences(lang, bl[i]), hoSentences(lang, al[i])
		for j := 0; j < len(bs) && j < len(as); j++ {
			if bs[j] != as[j] {
				return ho58bClipPair(bs[j], as[j])
			}
		}
		return ho58bClipPair(bl[i], al[i])
	}
	return ho58bClipPair(before, after)
}

// ho58bClip shortens a long sentence (a JSON answer's line) to the part around at,
// the first rune where the two versions differ.
func ho58bClip(s string, at int) string {
	rs := []rune(strings.TrimSpace(s))
	if len(rs) <= 240 {
		return string(rs)
	}
	lo, hi := max(0, at-100), min(len(rs), at+100)
	out := string(rs[lo:hi])
	if lo > 0 {
		out = "…" + out
	}
	if hi < len(rs) {
		out += "…"
	}
	return out
}

// ho58bDiffAt is the first rune index where a and b differ.
func ho58bDiffAt(a, b string) int {
	ra, rb := []rune(strings.TrimSpace(a)), []rune(strings.TrimSpace(b))
	i := 0
	for i < len(ra) && i < len(rb) && ra[i] == rb[i] {
		i++
	}
	return i
}

func ho58bClipPair(a, b string) (string, string) {
	at := ho58bDiffAt(a, b)
	return ho58bClip(a, at), ho58bClip(b, at)
}
