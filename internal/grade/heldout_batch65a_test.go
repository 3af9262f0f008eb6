package grade

// Blind batch 65a: comparisons, order and degree. Every kind keeps the answer's facts
// and changes one word, label or short gloss so that a comparison, an order or a degree
// the answer states (or implies) comes out wrong: a physical degree word turned to its
// antonym (near/far, hard/soft, peak/base load), a fault's deficit told as an excess, an
// impossibility graded down to a mere difficulty, the baseline of an "X statt Y" /
// "AからBに" comparison taken from another figure of the text, a member of a series
// told as the final one, an amount or a date glossed as exceeding a larger amount or
// preceding an earlier date of the same text, a measured or billed figure labelled as a
// target or estimate, and a planned figure labelled as an actual one.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// ho65aFig is one figure (an amount or a date) of a text: where it is, as written, and
// its value for comparing (an amount in its unit, a date as yyyymmdd).
type ho65aFig struct {
	start, end int
	text       string
	val        float64
}

var (
	ho65aDeAmount = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} €`)
	ho65aJaAmount = regexp.MustCompile(`(?:(\d{1,4})億)?(\d{1,3}(?:,\d{3})*)(万)?円`)
	ho65aDeDate   = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4})|(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?: (\d{4}))?`)
	ho65aJaDate   = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	// ho65aTaxParen is a tax or weekday note right after a figure, kept with it.
	ho65aJaAfter = regexp.MustCompile(`^(?:（(?:税込|税抜|税別|[月火水木金土日])）)+`)
	ho65aDeAfter = regexp.MustCompile(`^ \((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\)`)
)

// ho65aAmounts lists the amounts of a text in order.
func ho65aAmounts(lang, s string) []ho65aFig {
	var out []ho65aFig
	if lang == "ja" {
		for _, m := range ho65aJaAmount.FindAllStringSubmatchIndex(s, -1) {
			v := 0.0
			if m[2] >= 0 {
				oku, _ := strconv.Atoi(s[m[2]:m[3]])
				v += float64(oku) * 1e8
			}
			n, _ := strconv.Atoi(strings.ReplaceAll(s[m[4]:m[5]], ",", ""))
			if m[6] >= 0 {
				v += float64(n) * 1e4
			} else {
				v += float64(n)
			}
			out = append(out, ho65aFig{m[0], m[1], s[m[0]:m[1]], v})
		}
		return out
	}
	for _, m := range ho65aDeAmount.FindAllStringIndex(s, -1) {
		t := strings.TrimSuffix(s[m[0]:m[1]], " €")
		v, err := strconv.ParseFloat(strings.ReplaceAll(strings.ReplaceAll(t, ".", ""), ",", "."), 64)
		if err != nil {
			continue
		}
		out = append(out, ho65aFig{m[0], m[1], s[m[0]:m[1]], v})
	}
	return out
}

// ho65aDates lists the dates of a text in order; a date without a year takes the year
// of the date before it (2026 for the first).
func ho65aDates(lang, s string) []ho65aFig {
	var out []ho65aFig
	year := 2026
	if lang == "ja" {
		for _, m := range ho65aJaDate.FindAllStringSubmatchIndex(s, -1) {
			if m[2] >= 0 {
				year, _ = strconv.Atoi(s[m[2]:m[3]])
			}
			mo, _ := strconv.Atoi(s[m[4]:m[5]])
			d, _ := strconv.Atoi(s[m[6]:m[7]])
			out = append(out, ho65aFig{m[0], m[1], s[m[0]:m[1]], float64(year*10000 + mo*100 + d)})
		}
		return out
	}
	for _, m := range ho65aDeDate.FindAllStringSubmatchIndex(s, -1) {
		var mo, d int
		if m[2] >= 0 {
			d, _ = strconv.Atoi(s[m[2]:m[3]])
			mo, _ = strconv.Atoi(s[m[4]:m[5]])
			year, _ = strconv.Atoi(s[m[6]:m[7]])
		} else {
			d, _ = strconv.Atoi(s[m[8]:m[9]])
			for i, name := range deMonths {
				if name == s[m[10]:m[11]] {
					mo = i + 1
				}
			}
			if m[12] >= 0 {
				year, _ = strconv.Atoi(s[m[12]:m[13]])
			}
		}
		out = append(out, ho65aFig{m[0], m[1], s[m[0]:m[1]], float64(year*10000 + mo*100 + d)})
	}
	return out
}

// ho65aGlossFirst appends gloss(a, b) to the first figure a of figs for which pick
// finds another figure b of the text, after the tax or weekday note that follows a.
func ho65aGlossFirst(lang, s string, figs []ho65aFig, pick func(a ho65aFig) (ho65aFig, bool), gloss func(a, b ho65aFig) string) string {
	for _, a := range figs {
		if strings.HasSuffix(s[:a.start], "（") || strings.HasSuffix(s[:a.start], "(") {
			continue // a date already in parentheses takes no second gloss
		}
		b, ok := pick(a)
		if !ok {
			continue
		}
		at := a.end
		after := ho65aDeAfter
		if lang == "ja" {
			after = ho65aJaAfter
		}
		if loc := after.FindStringIndex(s[at:]); loc != nil {
			at += loc[1]
		}
		return s[:at] + gloss(a, b) + s[at:]
	}
	return s
}

// ho65aSentenceBounds gives the sentence of s around byte position at: from after the
// previous sentence end (or line break) to the next.
func ho65aSentenceBounds(lang, s string, at int) (int, int) {
	ends := []string{". ", "\n"}
	if lang == "ja" {
		ends = []string{"。", "\n"}
	}
	start, end := 0, len(s)
	for _, e := range ends {
		if i := strings.LastIndex(s[:at], e); i >= 0 && i+len(e) > start {
			start = i + len(e)
		}
		if i := strings.Index(s[at:], e); i >= 0 && at+i < end {
			end = at + i
		}
	}
	return start, end
}

// ho65aOtherFigure is the first figure of figs outside [start, end) whose text differs
// from every figure inside it.
func ho65aOtherFigure(figs []ho65aFig, start, end int) (ho65aFig, bool) {
	inside := map[float64]bool{}
	for _, f := range figs {
		if f.start >= start && f.end <= end {
			inside[f.val] = true
		}
	}
	for _, f := range figs {
		if (f.start < start || f.end > end) && !inside[f.val] {
			return f, true
		}
	}
	return ho65aFig{}, false
}

var (
	ho65aDeStatt = regexp.MustCompile(`statt (?:am )?(\d{1,2}\.\d{1,2}\.\d{4}|\d{1,3}(?:\.\d{3})*,\d{2} €)`)
	ho65aJaKara  = regexp.MustCompile(`(?:\d{4}年)?(\d{1,2}月\d{1,2}日)から(?:\d{4}年)?\d{1,2}月\d{1,2}日`)
	ho65aJaMD    = regexp.MustCompile(`\d{1,2}月\d{1,2}日`)
	// ho65aDeNur is an exclusive "nur" before a lower-case word (not a figure).
	ho65aDeNur = regexp.MustCompile(`\b(nur) \p{Ll}`)
)

// ho65aBaseline replaces the baseline of an "X statt Y" (de) or "AからBに" (ja)
// comparison with a figure of the same kind from another sentence of the text.
func ho65aBaseline(lang, s string) string {
	if lang == "ja" {
		m := ho65aJaKara.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		st, en := ho65aSentenceBounds(lang, s, m[0])
		other, ok := ho65aOtherFigure(ho65aDates(lang, s), st, en)
		if !ok {
			return s
		}
		md := ho65aJaMD.FindString(other.text)
		return s[:m[2]] + md + s[m[3]:]
	}
	m := ho65aDeStatt.FindStringSubmatchIndex(s)
	if m == nil {
		return s
	}
	figs := ho65aDates(lang, s)
	if strings.HasSuffix(s[m[2]:m[3]], "€") {
		figs = ho65aAmounts(lang, s)
	}
	st, en := ho65aSentenceBounds(lang, s, m[0])
	other, ok := ho65aOtherFigure(figs, st, en)
	if !ok {
		return s
	}
	return s[:m[2]] + other.text + s[m[3]:]
}

// The rule lists of the word-level kinds, compiled once.
var (
	// Physical degree words turned to their antonyms.
	ho65aPhysicalJa = []hoRule{
		hoR(`硬く平らな`, "柔らかく平らな"),
		hoR(`(\d+)メートル以内`, "${1}メートル以上"),
	}
	ho65aPhysicalDe = []hoRule{
		hoR(`nicht zu weit entfernt`, "nicht zu nah"),
		hoR(`Spitzenlastkessel`, "Grundlastkessel"),
	}
	// A fault's deficit told as an excess.
	ho65aExcessJa = []hoRule{
		hoR(`冷えない`, "冷えすぎる"),
		hoR(`データが取り込めない`, "データが二重に取り込まれる"),
	}
	ho65aExcessDe = []hoRule{
		hoR(`keinen Druck mehr auf`, "zu viel Druck auf"),
	}
	// An impossibility graded down to a difficulty.
	ho65aHardJa = []hoRule{
		hoR(`取り込めない`, "取り込みにくい"),
		hoR(`使えない`, "使いにくい"),
		hoR(`(\p{Han}{2})はできません`, "${1}はしにくいです"),
	}
	ho65aHardDe = []hoRule{
		hoR(`nicht unterstützt`, "nur eingeschränkt unterstützt"),
		hoR(`keinen Druck mehr auf`, "weniger Druck auf"),
		hoR(`und nicht am Wochenende zustellen`, "und am Wochenende nur schwer zustellen"),
	}
	// A member of a series told as the final one.
	ho65aFinalJa = []hoRule{
		hoR(`第(\d+)回進捗`, "最終となる第${1}回進捗"),
	}
	ho65aFinalDe = []hoRule{
		hoR(`\b([Dd])ie nächste Sitzung`, "${1}ie abschließende Sitzung"),
		hoR(`\bIhren Kontrolltermin\b`, "Ihren abschließenden Kontrolltermin"),
	}
	// A measured or billed figure labelled as a target or an estimate.
	ho65aActualAsTargetJa = []hoRule{
		hoR(`体重と体脂肪率が表示`, "目標体重と体脂肪率が表示"),
		hoR(`時点の支出は`, "時点の見積額は"),
	}
	ho65aActualAsTargetDe = []hoRule{
		hoR(`die aktuelle Vorlauftemperatur`, "die gewünschte Vorlauftemperatur"),
		hoR(`sind (\d{1,3}(?:\.\d{3})*,\d{2} €) abgerechnet`, "sind $1 veranschlagt"),
	}
	// A planned or wished figure labelled as an actual one.
	ho65aPlanAsActualJa = []hoRule{
		hoR(`初期費用の予算は`, "初期費用の支出は"),
	}
	ho65aPlanAsActualDe = []hoRule{
		hoR(`Das Budget von (\d{1,3}(?:\.\d{3})*,\d{2} €) bleibt eingehalten`, "Die Ausgaben von $1 bleiben im Rahmen"),
		hoR(`die gewünschten Heizzeiten und Raumtemperaturen`, "die aktuellen Heizzeiten und Raumtemperaturen"),
	}
)

var heldOutBatch65a = []heldOutKind{
	// An exclusive "nur" before a circumstance made "vor allem", so what was the only
	// case becomes the main one and the others possible: dass wir nur werktags und nicht
	// am Wochenende zustellen → dass wir vor allem werktags …; Netze, die nur im
	// 5-GHz-Band funken → Netze, die vor allem im 5-GHz-Band funken.
	{"b65a_de_exclusive_nur_made_vor_allem_mainly", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		for _, m := range ho65aDeNur.FindAllStringSubmatchIndex(s, -1) {
			if strings.HasSuffix(s[:m[2]], "nicht ") {
				continue
			}
			return s[:m[2]] + "vor allem" + s[m[3]:]
		}
		return s
	}},

	// A physical degree word of an instruction or fact turned to its antonym (distance,
	// hardness, base or peak load): Stellen Sie sicher, dass der Router nicht zu weit
	// entfernt ist → … nicht zu nah ist; 本体を硬く平らな床に置きます → 柔らかく平らな床に置きます.
	{"b65a_physical_degree_word_turned_to_antonym", "first", hoByLang(ho65aPhysicalJa, ho65aPhysicalDe)},

	// A fault told at the opposite end of its scale, deficit made excess: Die Pumpe baut
	// … keinen Druck mehr auf → … zu viel Druck auf; 冷凍室が冷えない症状 → 冷凍室が冷えすぎる症状.
	{"b65a_fault_deficit_told_as_excess", "first", hoByLang(ho65aExcessJa, ho65aExcessDe)},

	// An impossibility graded down to a mere difficulty, so the thing becomes possible:
	// 契約期間中の途中解約はできません → 途中解約はしにくいです; Netze, die nur im 5-GHz-Band funken,
	// werden … nicht unterstützt → … nur eingeschränkt unterstützt.
	{"b65a_impossibility_graded_down_to_mere_difficulty", "first", hoByLang(ho65aHardJa, ho65aHardDe)},

	// The baseline of a comparison ("X statt Y", "AからBに延期") taken from another
	// figure of the text: kommt der Verdichter erst am 23.11.2026 statt am 02.11.2026 →
	// … statt am 12.11.2026; 2026年11月9日から11月24日（火）に延期 → 2026年10月20日から….
	{"b65a_comparison_baseline_takes_other_figure_of_text", "first", ho65aBaseline},

	// A member of a series told as the final one: Die nächste Sitzung findet am
	// 12.11.2026 statt → Die abschließende Sitzung …; 第3回進捗を報告した → 最終となる第3回進捗を報告した.
	{"b65a_series_member_told_as_final_one", "first", hoByLang(ho65aFinalJa, ho65aFinalDe)},

	// An amount glossed as exceeding a larger amount of the same text: 5,500円（税込）が加算 →
	// 5,500円（税込）（33,000円を上回る）が加算; Mehrkosten: 18.750,00 € → 18.750,00 € (mehr als 21.150,00 €).
	{"b65a_amount_glossed_as_exceeding_a_larger_amount", "longest", func(lang, s string) string {
		figs := ho65aAmounts(lang, s)
		pick := func(a ho65aFig) (ho65aFig, bool) {
			var best ho65aFig
			found := false
			for _, b := range figs {
				if b.val > a.val && (!found || b.val < best.val) {
					best, found = b, true
				}
			}
			return best, found
		}
		return ho65aGlossFirst(lang, s, figs, pick, func(a, b ho65aFig) string {
			if lang == "ja" {
				return "（" + b.text + "を上回る）"
			}
			return " (mehr als " + b.text + ")"
		})
	}},

	// A date glossed as preceding an earlier date of the same text, so the order of the
	// events is told backwards: verschiebt sich der Versand … auf den 26.10.2026 (Montag)
	// → … 26.10.2026 (Montag) (also noch vor dem 19.10.2026); 新しいお届け予定日は10月21日（水）です
	// → 10月21日（水）（つまり10月16日より前）です.
	{"b65a_later_date_glossed_as_preceding_an_earlier_one", "longest", func(lang, s string) string {
		figs := ho65aDates(lang, s)
		pick := func(a ho65aFig) (ho65aFig, bool) {
			var best ho65aFig
			found := false
			for _, b := range figs {
				if b.val < a.val && (!found || b.val > best.val) {
					best, found = b, true
				}
			}
			return best, found
		}
		return ho65aGlossFirst(lang, s, figs, pick, func(a, b ho65aFig) string {
			if lang == "ja" {
				return "（つまり" + b.text + "より前）"
			}
			return " (also noch vor dem " + b.text + ")"
		})
	}},

	// A measured or billed figure labelled as a target or an estimate: in der App
	// erscheint die aktuelle Vorlauftemperatur → … die gewünschte Vorlauftemperatur;
	// bisher sind 212.400,00 € abgerechnet → … veranschlagt; 9月末時点の支出は → 9月末時点の見積額は.
	{"b65a_actual_figure_labelled_as_target_or_estimate", "first", hoByLang(ho65aActualAsTargetJa, ho65aActualAsTargetDe)},

	// A planned or wished figure labelled as an actual one: 初期費用の予算は3億2,000万円 →
	// 初期費用の支出は3億2,000万円; Das Budget von 486.000,00 € bleibt eingehalten → Die Ausgaben
	// von 486.000,00 € bleiben im Rahmen.
	{"b65a_planned_figure_labelled_as_actual", "first", hoByLang(ho65aPlanAsActualJa, ho65aPlanAsActualDe)},
}

// ho65aChangedSentence gives the first sentence of damaged that is not in golden, with
// the golden sentence at the same place.
func ho65aChangedSentence(lang, golden, damaged string) (string, string) {
	g, d := []rune(golden), []rune(damaged)
	i := 0
	for i < len(g) && i < len(d) && g[i] == d[i] {
		i++
	}
	j := 0
	for j < len(g)-i && j < len(d)-i && g[len(g)-1-j] == d[len(d)-1-j] {
		j++
	}
	cut := func(rs []rune, from, to int) string {
		isEnd := func(k int) bool {
			r := rs[k]
			if r == '。' || r == '\n' {
				return true
			}
			return lang != "ja" && r == '.' && (k+1 == len(rs) || rs[k+1] == ' ' || rs[k+1] == '\n') &&
				k > 0 && !unicode.IsDigit(rs[k-1]) && !unicode.IsUpper(rs[k-1])
		}
		a := from
		for a > 0 && !isEnd(a-1) && from-a < 200 {
			a--
		}
		b := to
		for b < len(rs) && !isEnd(b) && b-to < 200 {
			b++
		}
		if b < len(rs) {
			b++
		}
		return strings.TrimSpace(string(rs[a:b]))
	}
	return cut(g, i, len(g)-j), cut(d, i, len(d)-j)
}
