package grade

// Blind batch 84b: numbers in prose. The figures of the golden stay as they are; what
// is damaged is one statement the answer makes about them: a bound word (mindestens /
// ab / 以降 / 早くても) turned into its opposite, the word of a sum turned into the word
// of a difference, a digit-count or a bound gloss that the figure itself refutes, a
// duration glossed as the wrong fraction of (or as more than) the next larger unit, a
// small part of a sum called its bulk and the large part a mere fraction, a total said
// to be below its own largest part, the largest amount of the text called its lowest,
// and a date called the latest (earliest) of the text though a later (earlier) one is
// stated. A reader who checks the words against the figures sees the answer is wrong.

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// b84bAmount is one money figure of a text: where it is, its value and its currency.
type b84bAmount struct {
	start, end int // the figure with its currency sign or word
	value      float64
	intDigits  int
	cur        string
}

var (
	b84bDeAmountRe = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*),(\d{2}) ?€`)
	b84bJaAmountRe = regexp.MustCompile(`(?:(\d+)億)?(\d{1,3}(?:,\d{3})*)(万)?(円|ユーロ)`)
	b84bJaSumWords = []string{"合計", "予算"}
	b84bDeSumWords = []string{"zusammen", "insgesamt", "Budget"}
)

// b84bAmounts lists the money figures of a text in order, skipping table lines when
// prose is asked for; of a table row only its last figure (the line total) counts.
func b84bAmounts(lang, s string, proseOnly bool) []b84bAmount {
	out := b84bAllAmounts(lang, s, proseOnly)
	var kept []b84bAmount
	for i, a := range out {
		ls := strings.LastIndex(s[:a.start], "\n") + 1
		if strings.HasPrefix(s[ls:], "|") && i+1 < len(out) && !strings.Contains(s[a.end:out[i+1].start], "\n") {
			continue
		}
		kept = append(kept, a)
	}
	return kept
}

func b84bAllAmounts(lang, s string, proseOnly bool) []b84bAmount {
	var out []b84bAmount
	inTable := func(at int) bool {
		ls := strings.LastIndex(s[:at], "\n") + 1
		return strings.HasPrefix(strings.TrimSpace(s[ls:]), "|")
	}
	if lang == "ja" {
		for _, m := range b84bJaAmountRe.FindAllStringSubmatchIndex(s, -1) {
			if m[0] > 0 && (s[m[0]-1] >= '0' && s[m[0]-1] <= '9' || s[m[0]-1] == ',') {
				continue
			}
			if proseOnly && inTable(m[0]) {
				continue
			}
			digits := strings.ReplaceAll(s[m[4]:m[5]], ",", "")
			v, _ := strconv.ParseFloat(digits, 64)
			if m[6] >= 0 {
				v *= 10000
			}
			if m[2] >= 0 {
				oku, _ := strconv.ParseFloat(s[m[2]:m[3]], 64)
				v += oku * 1e8
			}
			out = append(out, b84bAmount{m[0], m[1], v, len(digits), s[m[8]:m[9]]})
		}
		return out
	}
	for _, m := range b84bDeAmountRe.FindAllStringSubmatchIndex(s, -1) {
		if proseOnly && inTable(m[0]) {
			continue
		}
		digits := strings.ReplaceAll(s[m[2]:m[3]], ".", "")
		v, _ := strconv.ParseFloat(digits+"."+s[m[4]:m[5]], 64)
		out = append(out, b84bAmount{m[0], m[1], v, len(digits), "€"})
	}
	return out
}

// b84bInsertAfter puts add right after the end byte of a figure.
func b84bInsertAfter(s string, at int, add string) string {
	return s[:at] + add + s[at:]
}

// b84bSum finds the total a sum or budget word introduces: the first figure after the
// first such word; ok false without one.
func b84bSum(lang, s string, amts []b84bAmount) (b84bAmount, bool) {
	words := b84bDeSumWords
	if lang == "ja" {
		words = b84bJaSumWords
	}
	at := -1
	for _, w := range words {
		if i := strings.Index(s, w); i >= 0 && (at < 0 || i < at) {
			at = i
		}
	}
	if at < 0 {
		return b84bAmount{}, false
	}
	for _, a := range amts {
		if a.start > at {
			return a, true
		}
	}
	return b84bAmount{}, false
}

// b84bParts are the figures of the text below its total, excluding the total itself.
func b84bParts(amts []b84bAmount, total b84bAmount) []b84bAmount {
	var out []b84bAmount
	for _, a := range amts {
		if a.start != total.start && a.value < total.value {
			out = append(out, a)
		}
	}
	return out
}

var b84bDeDigitWords = []string{"", "einstellig", "zweistellig", "dreistellig", "vierstellig", "fünfstellig", "sechsstellig", "siebenstellig", "achtstellig", "neunstellig", "zehnstellig"}

func b84bDeThousands(v int) string {
	s := strconv.Itoa(v)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte('.')
		}
		b.WriteRune(r)
	}
	return b.String()
}

func b84bJaThousands(v int) string {
	return strings.ReplaceAll(b84bDeThousands(v), ".", ",")
}

// b84bFloorOne rounds a positive value down to its leading digit: 3912.5 → 3000.
func b84bFloorOne(v float64) int {
	p := 1
	for float64(p*10) <= v {
		p *= 10
	}
	return int(v) / p * p
}

// b84bDuration is one duration of a text: number, unit and where the match ends.
var (
	b84bDeDurRe = regexp.MustCompile(`\b(\d+|eine?n?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf) (Sekunden|Minuten|Stunden|Tage|Wochen|Monate)\b`)
	b84bJaDurRe = regexp.MustCompile(`(\d+)(秒|分|時間|日間|週間|か月)`)
)

var b84bDeNum = map[string]int{"ein": 1, "eine": 1, "einen": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "zwölf": 12}

// b84bDurations lists the durations of a text (number, unit, end of match).
func b84bDurations(lang, s string) [][3]string {
	var out [][3]string
	re := b84bDeDurRe
	if lang == "ja" {
		re = b84bJaDurRe
	}
	for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
		if lang == "ja" && m[0] > 0 && (s[m[0]-1] == ',' || s[m[0]-1] == '.') {
			continue
		}
		out = append(out, [3]string{s[m[2]:m[3]], s[m[4]:m[5]], strconv.Itoa(m[1])})
	}
	return out
}

func b84bDurNum(lang, n string) int {
	if v, err := strconv.Atoi(n); err == nil {
		return v
	}
	return b84bDeNum[n]
}

// b84bDurFractionGloss glosses a duration as a fraction of the next larger unit that
// its number refutes.
func b84bDurFractionGloss(lang, n, unit string) string {
	v := b84bDurNum(lang, n)
	if lang == "ja" {
		switch unit {
		case "秒":
			if v == 30 {
				return "（1分の4分の1）"
			}
			return "（1分の半分）"
		case "分":
			if v == 30 {
				return "（1時間の4分の1）"
			}
			return "（1時間の半分）"
		case "時間":
			if v == 12 {
				return "（丸1日）"
			}
			return "（半日）"
		case "日間":
			return "（半月）"
		case "週間":
			return "（半年）"
		case "か月":
			return "（四半世紀）"
		}
		return ""
	}
	switch unit {
	case "Sekunden":
		if v == 30 {
			return " (eine Viertelminute)"
		}
		return " (eine halbe Minute)"
	case "Minuten":
		if v == 30 {
			return " (eine Viertelstunde)"
		}
		return " (eine halbe Stunde)"
	case "Stunden":
		if v == 12 {
			return " (ein ganzer Tag)"
		}
		return " (ein halber Tag)"
	case "Tage":
		return " (ein halber Monat)"
	case "Wochen":
		return " (ein halbes Jahr)"
	case "Monate":
		return " (ein Vierteljahrhundert)"
	}
	return ""
}

// b84bDurOverGloss glosses a duration as longer than the next larger unit.
func b84bDurOverGloss(lang, unit string) string {
	if lang == "ja" {
		return map[string]string{"秒": "（1分以上）", "分": "（1時間以上）", "時間": "（2日以上）", "日間": "（1か月以上）", "週間": "（1年以上）", "か月": "（10年以上）"}[unit]
	}
	return map[string]string{"Sekunden": " (also mehr als eine Minute)", "Minuten": " (also mehr als eine Stunde)", "Stunden": " (also mehr als zwei Tage)",
		"Tage": " (also mehr als einen Monat)", "Wochen": " (also mehr als ein Jahr)", "Monate": " (also mehr als zehn Jahre)"}[unit]
}

// b84bDate is one date of a text with a sortable key.
type b84bDate struct {
	end int
	key int
}

var (
	b84bDeNumDateRe = regexp.MustCompile(`\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b`)
	b84bDeLongDate  = regexp.MustCompile(`\b(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (\d{4})\b`)
	b84bJaDateRe    = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	b84bISODateRe   = regexp.MustCompile(`\b(\d{4})-(\d{2})-(\d{2})\b`)
)

// b84bDates lists the dates of a text in order with a key year*10000+month*100+day; a
// Japanese date without a year takes the year of the last one with it (or 2026).
func b84bDates(lang, s string) []b84bDate {
	var out []b84bDate
	atoi := func(x string) int { v, _ := strconv.Atoi(x); return v }
	for _, m := range b84bISODateRe.FindAllStringSubmatchIndex(s, -1) {
		out = append(out, b84bDate{m[1], atoi(s[m[2]:m[3]])*10000 + atoi(s[m[4]:m[5]])*100 + atoi(s[m[6]:m[7]])})
	}
	if lang == "ja" {
		for _, m := range b84bJaDateRe.FindAllStringSubmatchIndex(s, -1) {
			y := 0
			if m[2] >= 0 {
				y = atoi(s[m[2]:m[3]])
			}
			out = append(out, b84bDate{m[1], y*10000 + atoi(s[m[4]:m[5]])*100 + atoi(s[m[6]:m[7]])})
		}
	} else {
		for _, m := range b84bDeNumDateRe.FindAllStringSubmatchIndex(s, -1) {
			out = append(out, b84bDate{m[1], atoi(s[m[6]:m[7]])*10000 + atoi(s[m[4]:m[5]])*100 + atoi(s[m[2]:m[3]])})
		}
		for _, m := range b84bDeLongDate.FindAllStringSubmatchIndex(s, -1) {
			mon := 0
			for i, n := range deMonths {
				if n == s[m[4]:m[5]] {
					mon = i + 1
				}
			}
			out = append(out, b84bDate{m[1], atoi(s[m[6]:m[7]])*10000 + mon*100 + atoi(s[m[2]:m[3]])})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].end < out[j].end })
	year := 2026
	for i := range out {
		if out[i].key >= 10000 {
			year = out[i].key / 10000
		} else {
			out[i].key += year * 10000
		}
	}
	return out
}

// b84bAfterDate is where a gloss after a date goes: past a weekday in brackets.
var b84bWeekdayParen = regexp.MustCompile(`^ ?[（(][^）)]{1,12}[）)]`)

func b84bAfterDate(s string, end int) int {
	if m := b84bWeekdayParen.FindStringIndex(s[end:]); m != nil {
		return end + m[1]
	}
	return end
}

var heldOutBatch84b = []heldOutKind{
	// The first lower-bound word of the text becomes the upper-bound word (mindestens →
	// höchstens, ab 8 Uhr → bis 8 Uhr, 以降 → 以前, 早くても → 遅くとも).
	// de-summary-names: "kann die Wohnung … ab 8 Uhr aufschließen" → "… bis 8 Uhr
	// aufschließen"; ja-translate-de: "試験の開始は、早くても2026年11月9日" →
	// "試験の開始は、遅くとも2026年11月9日".
	{"b84b_lower_bound_word_made_upper_bound", "strings", func(lang, s string) string {
		type rep struct {
			re  *regexp.Regexp
			new string
		}
		var reps []rep
		if lang == "ja" {
			reps = []rep{{regexp.MustCompile(`以降`), "以前"}, {regexp.MustCompile(`早くても`), "遅くとも"}, {regexp.MustCompile(`(\d)以上`), "${1}以下"}}
		} else {
			reps = []rep{{regexp.MustCompile(`\bmindestens\b`), "höchstens"}, {regexp.MustCompile(`\bMindestens\b`), "Höchstens"},
				{regexp.MustCompile(`\bab (\d{1,2}(?::\d{2})? Uhr)`), "bis $1"}, {regexp.MustCompile(`\bfrühestens\b`), "spätestens"}}
		}
		best, bestAt := -1, len(s)+1
		for i, r := range reps {
			if loc := r.re.FindStringIndex(s); loc != nil && loc[0] < bestAt {
				best, bestAt = i, loc[0]
			}
		}
		if best < 0 {
			return s
		}
		return hoFirstMatch(reps[best].re, s, func(m []string) string {
			return reps[best].re.ReplaceAllString(m[0], reps[best].new)
		})
	}},

	// The word that sums the parts becomes the word of their difference, the total kept
	// (zusammen → als Differenz, 合計 → 差額).
	// de-summary-long-context: "…, zusammen 21.150,00 €." → "…, als Differenz 21.150,00 €.";
	// ja-reply-invoice: "合計38,500円（税込）となります" → "差額38,500円（税込）となります".
	{"b84b_sum_word_made_difference_word_figure_kept", "strings", func(lang, s string) string {
		if lang == "ja" {
			if strings.Contains(s, "合計") {
				return strings.Replace(s, "合計", "差額", 1)
			}
			return s
		}
		for _, w := range []string{"zusammen ", "insgesamt "} {
			if i := strings.Index(s, w); i >= 0 && b84bDeAmountRe.MatchString(s[i:min(len(s), i+len(w)+20)]) {
				return s[:i] + "als Differenz " + s[i+len(w):]
			}
		}
		return s
	}},

	// The first money figure of the prose gets a digit-count gloss one digit too many.
	// de-reply-address: "(Schaltschrankzubehör, 3.912,50 €)" → "(Schaltschrankzubehör,
	// 3.912,50 € (fünfstellig))"; ja-translate-de: "固定価格は1,480ユーロ（税別）" →
	// "固定価格は1,480ユーロ（5桁）（税別）".
	{"b84b_amount_given_wrong_digit_count_word", "strings", func(lang, s string) string {
		for _, a := range b84bAmounts(lang, s, true) {
			if a.value >= 1e6 && lang == "ja" {
				continue
			}
			if lang == "ja" {
				return b84bInsertAfter(s, a.end, fmt.Sprintf("（%d桁）", a.intDigits+1))
			}
			if a.intDigits+1 < len(b84bDeDigitWords) {
				return b84bInsertAfter(s, a.end, " ("+b84bDeDigitWords[a.intDigits+1]+")")
			}
		}
		return s
	}},

	// The first money figure of the prose that is not a round leading-digit figure is
	// glossed as below its own leading-digit floor (3.912,50 € "also unter 3.000 €").
	// de-summary-meeting: "Mehrkosten von 36.400,00 €" → "Mehrkosten von 36.400,00 € (also
	// unter 30.000 €)"; ja-reply-invoice: "料金5,500円（税込）" → "料金5,500円（5,000円未満）（税込）".
	{"b84b_amount_glossed_as_below_its_own_leading_digit_floor", "strings", func(lang, s string) string {
		for _, a := range b84bAmounts(lang, s, true) {
			f := b84bFloorOne(a.value)
			if float64(f) == a.value || f == 0 {
				continue
			}
			if lang == "ja" {
				var bound string
				switch {
				case f >= 100000000:
					bound = fmt.Sprintf("%d億", f/100000000)
				case f >= 10000:
					bound = b84bJaThousands(f/10000) + "万"
				default:
					bound = b84bJaThousands(f)
				}
				return b84bInsertAfter(s, a.end, "（"+bound+a.cur+"未満）")
			}
			return b84bInsertAfter(s, a.end, " (also unter "+b84bDeThousands(f)+" €)")
		}
		return s
	}},

	// The first duration of the text is glossed as a fraction of the next larger unit
	// that its number refutes (10 Minuten "eine halbe Stunde", 30分 "1時間の4分の1").
	// de-reply-appointment: "spätestens 24 Stunden vorher ab" → "spätestens 24 Stunden (ein
	// halber Tag) vorher ab"; ja-reply-appointment: "訪問の30分前に" → "訪問の30分（1時間の4分の1）前に".
	{"b84b_duration_glossed_as_wrong_fraction_of_larger_unit", "strings", func(lang, s string) string {
		ds := b84bDurations(lang, s)
		if len(ds) == 0 {
			return s
		}
		g := b84bDurFractionGloss(lang, ds[0][0], ds[0][1])
		if g == "" {
			return s
		}
		end, _ := strconv.Atoi(ds[0][2])
		return b84bInsertAfter(s, end, g)
	}},

	// The last duration of the text is glossed as longer than the next larger unit.
	// de-procedure-long-output: "wenn die 10 Minuten abgelaufen sind" → "wenn die 10
	// Minuten (also mehr als eine Stunde) abgelaufen sind"; ja-summary-long-context:
	// "2週間の再テスト" → "2週間（1年以上）の再テスト".
	{"b84b_last_duration_glossed_as_exceeding_next_larger_unit", "strings", func(lang, s string) string {
		ds := b84bDurations(lang, s)
		if len(ds) == 0 {
			return s
		}
		d := ds[len(ds)-1]
		g := b84bDurOverGloss(lang, d[1])
		if g == "" {
			return s
		}
		end, _ := strconv.Atoi(d[2])
		return b84bInsertAfter(s, end, g)
	}},

	// In a text with a total (zusammen, 合計, Budget, 予算), the smallest part below the
	// total is called the bulk of it (der Großteil, 大半).
	// de-summary-long-context: "2.400,00 € Bereitschaftspauschale" → "2.400,00 € (der
	// Großteil) Bereitschaftspauschale"; ja-summary-long-context: "追加費用は約1,400万円で" →
	// "追加費用は約1,400万円（全体の大半）で".
	{"b84b_smallest_part_of_total_called_the_bulk", "strings", func(lang, s string) string {
		amts := b84bAmounts(lang, s, false)
		total, ok := b84bSum(lang, s, amts)
		if !ok {
			return s
		}
		parts := b84bParts(amts, total)
		if len(parts) == 0 {
			return s
		}
		small := parts[0]
		for _, p := range parts {
			if p.value < small.value {
				small = p
			}
		}
		if lang == "ja" {
			return b84bInsertAfter(s, small.end, "（全体の大半）")
		}
		return b84bInsertAfter(s, small.end, " (der Großteil)")
	}},

	// In a text with a total, the largest part below the total is called a mere fraction
	// of it (nur ein kleiner Bruchteil, ごく一部).
	// de-summary-long-context: "18.750,00 € für die Stahlträger" → "18.750,00 € (nur ein
	// kleiner Bruchteil) für die Stahlträger"; ja-reply-invoice:
	// "基本料金33,000円（税込）" → "基本料金33,000円（全体のごく一部）（税込）".
	{"b84b_largest_part_of_total_called_a_mere_fraction", "strings", func(lang, s string) string {
		amts := b84bAmounts(lang, s, false)
		total, ok := b84bSum(lang, s, amts)
		if !ok {
			return s
		}
		parts := b84bParts(amts, total)
		if len(parts) == 0 {
			return s
		}
		big := parts[0]
		for _, p := range parts {
			if p.value > big.value {
				big = p
			}
		}
		if lang == "ja" {
			return b84bInsertAfter(s, big.end, "（全体のごく一部）")
		}
		return b84bInsertAfter(s, big.end, " (nur ein kleiner Bruchteil)")
	}},

	// The total a sum or budget word introduces is said to be below its own largest part.
	// ja-table-quote: "合計（税抜）：53,900円" → "合計（税抜）：53,900円（最大の内訳より少額）";
	// de-summary-long-context: "zusammen 21.150,00 €" → "zusammen 21.150,00 € (weniger als
	// der größte Einzelposten)".
	{"b84b_total_glossed_as_below_its_largest_part", "strings", func(lang, s string) string {
		amts := b84bAmounts(lang, s, false)
		total, ok := b84bSum(lang, s, amts)
		if !ok || len(b84bParts(amts, total)) == 0 {
			return s
		}
		if lang == "ja" {
			return b84bInsertAfter(s, total.end, "（最大の内訳より少額）")
		}
		return b84bInsertAfter(s, total.end, " (weniger als der größte Einzelposten)")
	}},

	// Of a text with at least two different amounts, the first highest one is called the
	// lowest amount of the text.
	// de-table-offers: "| 14.890,00 € |" → "| 14.890,00 € (niedrigster Betrag) |";
	// ja-reply-invoice: "合計38,500円（税込）" → "合計38,500円（最も低い金額）（税込）".
	{"b84b_highest_amount_called_lowest_of_text", "strings", func(lang, s string) string {
		amts := b84bAmounts(lang, s, false)
		if len(amts) < 2 {
			return s
		}
		hi, lo := amts[0], amts[0]
		for _, a := range amts {
			if a.value > hi.value {
				hi = a
			}
			if a.value < lo.value {
				lo = a
			}
		}
		if hi.value == lo.value {
			return s
		}
		if lang == "ja" {
			return b84bInsertAfter(s, hi.end, "（最も低い金額）")
		}
		return b84bInsertAfter(s, hi.end, " (niedrigster Betrag)")
	}},

	// The first date of the text that a later date of the text follows is glossed as the
	// latest of the dates named.
	// de-translate-ja: "vom 19.10.2026 (Montag) auf den" → "vom 19.10.2026 (Montag) (der
	// späteste der genannten Termine) auf den"; ja-reply-apology: "10月16日にお届けする予定" →
	// "10月16日（記載の中で最も遅い日付）にお届けする予定".
	{"b84b_earlier_date_glossed_as_latest_of_text", "longest", func(lang, s string) string {
		ds := b84bDates(lang, s)
		maxKey := 0
		for _, d := range ds {
			maxKey = max(maxKey, d.key)
		}
		for _, d := range ds {
			if d.key < maxKey {
				at := b84bAfterDate(s, d.end)
				if lang == "ja" {
					return b84bInsertAfter(s, at, "（記載の中で最も遅い日付）")
				}
				return b84bInsertAfter(s, at, " (der späteste der genannten Termine)")
			}
		}
		return s
	}},

	// The last date of the text that an earlier date of the text precedes is glossed as
	// the earliest of the dates named.
	// de-summary-meeting: "Die nächste Sitzung findet am 12.11.2026 statt." → "… am
	// 12.11.2026 (der früheste der genannten Termine) statt."; ja-reply-apology:
	// "新しいお届け予定日は10月21日（水）です。" → "…10月21日（水）（記載の中で最も早い日付）です。".
	{"b84b_later_date_glossed_as_earliest_of_text", "longest", func(lang, s string) string {
		ds := b84bDates(lang, s)
		if len(ds) == 0 {
			return s
		}
		minKey := ds[0].key
		for _, d := range ds {
			minKey = min(minKey, d.key)
		}
		for i := len(ds) - 1; i >= 0; i-- {
			if ds[i].key > minKey {
				at := b84bAfterDate(s, ds[i].end)
				if lang == "ja" {
					return b84bInsertAfter(s, at, "（記載の中で最も早い日付）")
				}
				return b84bInsertAfter(s, at, " (der früheste der genannten Termine)")
			}
		}
		return s
	}},
}
