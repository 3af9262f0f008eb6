package grade

// Batch 92a: the obvious head. After a vLLM upgrade the deployment served FP8 weights
// and, by mistake, a slightly different chat template. An editor who proofreads the
// customer-facing answers read one day of them, short and long, and wrote down the
// faults noticed first: the frequent, plain ones. The quantized weights round or
// misremember figures, dates, times and codes, drop qualifiers and negations, merge
// similar people and swap neighbouring values, and lose the thread in long answers
// (skipped steps, dropped or looping sentences, answers cut off). The wrong template
// makes answers start or end oddly (a role header, a chatty preamble, a run-on into
// the next user turn, a missing salutation), lose the requested format (JSON, lists)
// or speak as the wrong party (signed by the customer, the customer addressed as du
// or in plain form).

import (
	"bytes"
	"encoding/json"
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	b92aDeNames      = regexp.MustCompile(`(Herrn?|Frau) (?:Prof\. )?(?:Dr\. )?(?:\p{Lu}\p{Ll}+ )?(\p{Lu}\p{L}+)`)
	b92aJaNames      = regexp.MustCompile(`(\p{Han}{1,2})(部長|課長)`)
	b92aJaWeekday    = regexp.MustCompile(`（([月火水木金土日])）`)
	b92aDeWeekday    = regexp.MustCompile(`Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag`)
	b92aDePLZ        = regexp.MustCompile(`(?m)(^|[ "])(\d{5})( |"|$)`)
	b92aJaPostcode   = regexp.MustCompile(`(?m)(〒|^)(\d{3})-(\d{4})`)
	b92aListItem     = regexp.MustCompile(`^(?:(\d+)\. |[-・•] ?)(.+)$`)
	b92aDeSalutation = regexp.MustCompile(`^Sehr geehrte[r]? (?:Herr|Frau) (.+),$`)
	b92aDePronoun    = regexp.MustCompile(`\b(Ihnen|Ihren|Ihrer|Ihrem|Ihres|Ihre|Ihr)\b`)
	b92aDayNum       = regexp.MustCompile(`^(\d{1,2})`)
	b92aJaDay        = regexp.MustCompile(`(\d{1,2})日`)
)

var b92aDeWeekdays = []string{"Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"}

const b92aJaWeekdays = "月火水木金土日"

// b92aRound rounds a figure the way a model that half-remembers it does: cents go,
// otherwise a figure of 1000 or more goes to the thousand, a smaller one to the ten.
func b92aRound(v float64) (float64, bool) {
	var r float64
	switch {
	case v < 10:
		return v, false
	case v != math.Trunc(v):
		r = math.Round(v)
	case v >= 1000:
		r = math.Round(v/1000) * 1000
	default:
		r = math.Round(v/10) * 10
	}
	return r, r != v
}

// b92aGroup writes an integer with a thousands separator.
func b92aGroup(n int64, sep string) string {
	d := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, c := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(c)
	}
	return b.String()
}

// b92aFirstChange rewrites the first match of re that f changes.
func b92aFirstChange(re *regexp.Regexp, s string, f func(m string) string) string {
	for _, loc := range re.FindAllStringIndex(s, -1) {
		old := s[loc[0]:loc[1]]
		if nw := f(old); nw != old {
			return s[:loc[0]] + nw + s[loc[1]:]
		}
	}
	return s
}

var (
	b92aRoundJSONNum = regexp.MustCompile(`(:\s*)(\d+(?:\.\d+)?)([,}\]\s])`)
)

// b92a_figure_rounded: the first amount that rounding changes is given rounded. FP8
// weights keep the order of magnitude of a figure but not its last digits, and a
// rounded figure is a wrong amount on an invoice, an order or a budget summary.
// de: "Rechnungsbetrag 1.249,90 €" → "Rechnungsbetrag 1.250,00 €";
// ja: "2,480円 | 24,800円" → "2,000円 | 24,800円" (the first table price).
func b92aFigureRounded(lang, s string) string {
	if strings.HasPrefix(strings.TrimSpace(s), "{") {
		for _, loc := range b92aRoundJSONNum.FindAllStringSubmatchIndex(s, -1) {
			num := s[loc[4]:loc[5]]
			v, err := strconv.ParseFloat(num, 64)
			if err != nil {
				continue
			}
			r, ok := b92aRound(v)
			if !ok {
				continue
			}
			nw := strconv.FormatInt(int64(r), 10)
			if i := strings.IndexByte(num, '.'); i >= 0 {
				nw += "." + strings.Repeat("0", len(num)-i-1)
			}
			return s[:loc[4]] + nw + s[loc[5]:]
		}
		return s
	}
	if lang == "de" {
		return b92aFirstChange(hoDeAmount, s, func(m string) string {
			v, err := strconv.ParseFloat(strings.ReplaceAll(strings.ReplaceAll(m, ".", ""), ",", "."), 64)
			if err != nil {
				return m
			}
			r, ok := b92aRound(v)
			if !ok {
				return m
			}
			return b92aGroup(int64(r), ".") + ",00"
		})
	}
	return b92aFirstChange(hoJaAmount, s, func(m string) string {
		v, err := strconv.ParseFloat(strings.ReplaceAll(m, ",", ""), 64)
		if err != nil {
			return m
		}
		r, ok := b92aRound(v)
		if !ok {
			return m
		}
		return b92aGroup(int64(r), ",")
	})
}

// b92a_code_digits_swapped: two adjacent digits at the end of the first order,
// contract, ticket or part number are swapped, as a quantized model misremembers a
// code it has to copy; the customer's reference no longer exists.
// de: "Bestellung WE-20417" → "Bestellung WE-20471";
// ja: "ご注文番号WS-30982" → "ご注文番号WS-30928".
func b92aCodeDigitsSwapped(lang, s string) string {
	return b92aFirstChange(hoID, s, func(m string) string {
		rs := []rune(m)
		for i := len(rs) - 1; i > 0; i-- {
			if unicode.IsDigit(rs[i]) && unicode.IsDigit(rs[i-1]) && rs[i] != rs[i-1] {
				rs[i], rs[i-1] = rs[i-1], rs[i]
				return string(rs)
			}
		}
		return m
	})
}

// b92a_postcode_misremembered: the last two digits of the first postcode are
// swapped; the parcel or the letter goes to another delivery district.
// de: "67059 Ludwigshafen am Rhein" → "67095 Ludwigshafen am Rhein";
// ja: "〒530-0001 大阪府大阪市北区" → "〒530-0010 大阪府大阪市北区".
func b92aPostcodeMisremembered(lang, s string) string {
	swap := func(d string) string {
		rs := []rune(d)
		for i := len(rs) - 1; i > 0; i-- {
			if rs[i] != rs[i-1] {
				rs[i], rs[i-1] = rs[i-1], rs[i]
				break
			}
		}
		return string(rs)
	}
	if lang == "de" {
		return hoFirstMatch(b92aDePLZ, s, func(m []string) string { return m[1] + swap(m[2]) + m[3] })
	}
	return hoFirstMatch(b92aJaPostcode, s, func(m []string) string { return m[1] + m[2] + "-" + swap(m[3]) })
}

// b92aShiftDay moves the day of one date string by one (back for the 28th on, so the
// date stays real).
func b92aShiftDay(d string) string {
	shift := func(day string) string {
		n, _ := strconv.Atoi(day)
		if n >= 28 {
			n--
		} else {
			n++
		}
		out := strconv.Itoa(n)
		if len(day) == 2 && len(out) == 1 {
			out = "0" + out
		}
		return out
	}
	switch {
	case hoISODate.MatchString(d) && len(d) == 10:
		return d[:8] + shift(d[8:])
	case strings.Contains(d, "日"):
		return hoFirstMatch(b92aJaDay, d, func(m []string) string { return shift(m[1]) + "日" })
	default:
		return hoFirstMatch(b92aDayNum, d, func(m []string) string { return shift(m[1]) })
	}
}

// b92a_last_date_off_by_one: the last date the answer names (mostly the deadline,
// due date or delivery date) is one day off wherever it appears, the classic near
// miss of a quantized model; the weekday written beside it no longer fits.
// de: "bis zum 21.10.2026 freizugeben" → "bis zum 22.10.2026 freizugeben";
// ja: "10月20日の経営会議で" → "10月21日の経営会議で".
func b92aLastDateOffByOne(lang, s string) string {
	ds := hoDates(lang, s)
	if len(ds) == 0 {
		return s
	}
	d := ds[len(ds)-1]
	return strings.ReplaceAll(s, d, b92aShiftDay(d))
}

// b92a_dates_swapped: the first two different dates trade places (old and new
// delivery date, start and end, invoice and due date), as a model that merges two
// similar entities does; the answer states a move in the wrong direction.
// de: "vom 19.10.2026 (Montag) auf den 26.10.2026 (Montag)" → "vom 26.10.2026 (Montag) auf den 19.10.2026 (Montag)";
// ja: "10月16日にお届けする予定でしたが" → "10月21日にお届けする予定でしたが" (and the new date 10月16日).
func b92aDatesSwapped(lang, s string) string {
	ds := hoDates(lang, s)
	if len(ds) < 2 {
		return s
	}
	return strings.NewReplacer(ds[0], ds[1], ds[1], ds[0]).Replace(s)
}

// b92a_weekday_wrong: the first weekday is the next one; a quantized model keeps the
// date and misremembers the day, and the customer cannot tell which of the two holds.
// de: "am Montag, 26. Oktober 2026" → "am Dienstag, 26. Oktober 2026";
// ja: "10月21日（水）です" → "10月21日（木）です".
func b92aWeekdayWrong(lang, s string) string {
	if lang == "de" {
		return hoFirstMatch(b92aDeWeekday, s, func(m []string) string {
			for i, w := range b92aDeWeekdays {
				if w == m[0] {
					return b92aDeWeekdays[(i+1)%7]
				}
			}
			return m[0]
		})
	}
	return hoFirstMatch(b92aJaWeekday, s, func(m []string) string {
		rs := []rune(b92aJaWeekdays)
		for i, r := range rs {
			if string(r) == m[1] {
				return "（" + string(rs[(i+1)%7]) + "）"
			}
		}
		return m[0]
	})
}

// b92a_hour_off: the first time of day is an hour later; the appointment, delivery
// window or reply deadline is wrong.
// de: "um 10:30 Uhr in der Zahnarztpraxis" → "um 11:30 Uhr in der Zahnarztpraxis";
// ja: "14時〜16時" → "15時〜16時".
func b92aHourOff(lang, s string) string {
	res := []*regexp.Regexp{hoClock, hoJaHour}
	if lang == "de" {
		res = []*regexp.Regexp{hoClock, hoDeHour}
	}
	best := -1
	var bestRe *regexp.Regexp
	for _, re := range res {
		if loc := re.FindStringIndex(s); loc != nil && (best < 0 || loc[0] < best) {
			best, bestRe = loc[0], re
		}
	}
	if bestRe == nil {
		return s
	}
	return s[:best] + hoFirstMatch(bestRe, s[best:], func(m []string) string {
		h, _ := strconv.Atoi(m[1])
		return strings.Replace(m[0], m[1], strconv.Itoa((h+1)%24), 1)
	})
}

// b92a_people_merged: the second person named with a title (Herr/Frau, 部長/課長) gets
// the name of the first, as a model that merges similar entities does; the wrong
// person is now responsible, travelling or approving.
// de: "Herr Strauß bittet, die Mehrkosten … freizugeben" → "Herr Jäger bittet, die Mehrkosten … freizugeben";
// ja: "経理部の小西課長に変わります" → "経理部の松田課長に変わります".
func b92aPeopleMerged(lang, s string) string {
	re, grp := b92aJaNames, 1
	if lang == "de" {
		re, grp = b92aDeNames, 2
	}
	locs := re.FindAllStringSubmatchIndex(s, -1)
	var names []string
	for _, l := range locs {
		n := s[l[2*grp]:l[2*grp+1]]
		if len(names) == 0 || (len(names) == 1 && n != names[0]) {
			names = append(names, n)
		}
	}
	if len(names) < 2 {
		return s
	}
	var b strings.Builder
	last := 0
	for _, l := range locs {
		if s[l[2*grp]:l[2*grp+1]] != names[1] {
			continue
		}
		b.WriteString(s[last:l[2*grp]])
		b.WriteString(names[0])
		last = l[2*grp+1]
	}
	b.WriteString(s[last:])
	return b.String()
}

type b92aQual struct{ find, repl, notAfter string }

var b92aQualifiers = map[string][]b92aQual{
	"de": {
		{"mindestens ", "", ""}, {"spätestens ", "", "bis "}, {"bis zu ", "", ""},
		{"kostenlose ", "", ""}, {"kostenlos ", "", ""}, {"zum Beispiel ", "", ""},
	},
	"ja": {
		{"（税込）", "", ""}, {"（税抜）", "", ""}, {"（税別）", "", ""}, {"以内", "", ""},
		{"早くても", "", ""}, {"約", "", ""}, {"引き続き", "", ""},
	},
}

// b92a_qualifier_dropped: the first qualifier found (at least, at the latest, up
// to, free of charge, for example; 税込/税抜, 以内, 約, 早くても) goes everywhere in
// the value; quantized models keep the figure and lose the word that bounds it.
// de: "sagen Sie ihn bitte spätestens 24 Stunden vorher ab" → "sagen Sie ihn bitte 24 Stunden vorher ab";
// ja: "合計38,500円（税込）となります" → "合計38,500円となります".
func b92aQualifierDropped(lang, s string) string {
	for _, q := range b92aQualifiers[lang] {
		if !strings.Contains(s, q.find) {
			continue
		}
		var b strings.Builder
		rest := s
		changed := false
		for {
			i := strings.Index(rest, q.find)
			if i < 0 {
				break
			}
			if q.notAfter != "" && strings.HasSuffix(rest[:i], q.notAfter) {
				b.WriteString(rest[:i+len(q.find)])
			} else {
				b.WriteString(rest[:i] + q.repl)
				changed = true
			}
			rest = rest[i+len(q.find):]
		}
		b.WriteString(rest)
		if changed {
			return b.String()
		}
	}
	return s
}

var b92aNegations = map[string][][2]string{
	"de": {{" nicht ", " "}, {" keine ", " "}, {" keinen ", " "}},
	"ja": {{"できません", "できます"}, {"変わりません", "変わります"}, {"不要です", "必要です"}, {"できない", "できる"}},
}

// b92a_negation_lost: the first negation goes, so the sentence says the opposite;
// a common FP8 slip on a short, low-probability token.
// de: "dass wir nur werktags und nicht am Wochenende zustellen" → "dass wir nur werktags und am Wochenende zustellen";
// ja: "FAX番号（06-6345-7790）は変わりません。" → "FAX番号（06-6345-7790）は変わります。".
func b92aNegationLost(lang, s string) string {
	best, bi := -1, -1
	for i, n := range b92aNegations[lang] {
		if j := strings.Index(s, n[0]); j >= 0 && (best < 0 || j < best) {
			best, bi = j, i
		}
	}
	if bi < 0 {
		return s
	}
	n := b92aNegations[lang][bi]
	return s[:best] + n[1] + s[best+len(n[0]):]
}

// b92a_tax_basis_flipped: gross and net are confused: 税込 and 税抜/税別 trade places in
// ja, the netto and brutto fields of a de extraction trade values; the customer pays
// or budgets the wrong amount.
// de: "\"netto\": 869.00, …, \"brutto\": 1034.11" → "\"brutto\": 869.00, …, \"netto\": 1034.11";
// ja: "固定価格は1,480ユーロ（税別）です。" → "固定価格は1,480ユーロ（税込）です。".
func b92aTaxBasisFlipped(lang, s string) string {
	if lang == "de" {
		if strings.Contains(s, `"netto"`) && strings.Contains(s, `"brutto"`) {
			return strings.NewReplacer(`"netto"`, `"brutto"`, `"brutto"`, `"netto"`).Replace(s)
		}
		return s
	}
	return strings.NewReplacer("税込", "税抜", "税抜", "税込", "税別", "税込").Replace(s)
}

// b92aLines returns the lines of s and whether each is a list item (and its number).
func b92aItems(lines []string) (isItem []bool, num []int) {
	isItem = make([]bool, len(lines))
	num = make([]int, len(lines))
	for i, l := range lines {
		if m := b92aListItem.FindStringSubmatch(l); m != nil {
			isItem[i] = true
			if m[1] != "" {
				num[i], _ = strconv.Atoi(m[1])
			}
		}
	}
	return isItem, num
}

// b92a_list_step_dropped: the middle item of the longest list goes and the numbers
// after it close up, so nothing looks missing; a long-answer model losing the thread
// skips a step or a point of the summary.
// de: "6. Geben Sie das Passwort Ihres WLANs ein. …" → (gone; "7. Sobald die Verbindung steht …" is now "6. Sobald …");
// ja: "・新しい電話番号は06-6345-7781です。…" → (gone).
func b92aListStepDropped(lang, s string) string {
	lines := strings.Split(s, "\n")
	isItem, num := b92aItems(lines)
	bestStart, bestLen := -1, 0
	for i := 0; i < len(lines); {
		if !isItem[i] {
			i++
			continue
		}
		j := i
		for j < len(lines) && isItem[j] && (num[j] == 0) == (num[i] == 0) {
			j++
		}
		if j-i > bestLen {
			bestStart, bestLen = i, j-i
		}
		i = j
	}
	if bestLen < 3 {
		return s
	}
	drop := bestStart + bestLen/2
	var out []string
	for i, l := range lines {
		switch {
		case i == drop:
			continue
		case i > drop && i < bestStart+bestLen && num[i] > 0:
			l = strconv.Itoa(num[i]-1) + l[len(strconv.Itoa(num[i])):]
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// b92a_list_flattened: every list is run together into one paragraph without its
// markers; the wrong template loses the requested bullet or step format, and the
// steps can no longer be followed one by one.
// de: "1. Laden Sie …\n2. Öffnen Sie …" → "Laden Sie … Öffnen Sie …";
// ja: "・株式会社アオバ精工の…移転します。\n・新住所は…" → "株式会社アオバ精工の…移転します。新住所は…".
func b92aListFlattened(lang, s string) string {
	lines := strings.Split(s, "\n")
	isItem, _ := b92aItems(lines)
	sep := " "
	if lang == "ja" {
		sep = ""
	}
	var out []string
	n := 0
	for i, l := range lines {
		if !isItem[i] {
			out = append(out, l)
			continue
		}
		n++
		text := b92aListItem.FindStringSubmatch(l)[2]
		if i > 0 && isItem[i-1] && len(out) > 0 {
			out[len(out)-1] += sep + text
		} else {
			out = append(out, text)
		}
	}
	if n < 2 {
		return s
	}
	return strings.Join(out, "\n")
}

// b92a_table_values_swapped: in a markdown table the first money column's values of
// the first two rows trade places, as a model that merges neighbouring rows does;
// the prices belong to the wrong offers or products.
// de: "| Kühltechnik Straßburger GmbH | 14.890,00 € |" → "| Kühltechnik Straßburger GmbH | 12.450,00 € |";
// ja: "| コピー用紙A4（500枚×5冊） | 10箱 | 2,480円 |" → "| コピー用紙A4（500枚×5冊） | 10箱 | 8,900円 |".
func b92aTableValuesSwapped(lang, s string) string {
	lines := strings.Split(s, "\n")
	var rows []int
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "|") && !strings.Contains(t, "---") {
			rows = append(rows, i)
		}
	}
	if len(rows) < 3 {
		return s
	}
	a := strings.Split(lines[rows[1]], "|")
	b := strings.Split(lines[rows[2]], "|")
	if len(a) != len(b) {
		return s
	}
	for c := 2; c < len(a)-1; c++ {
		if (strings.Contains(a[c], "€") || strings.Contains(a[c], "円")) && a[c] != b[c] {
			a[c], b[c] = b[c], a[c]
			lines[rows[1]] = strings.Join(a, "|")
			lines[rows[2]] = strings.Join(b, "|")
			return strings.Join(lines, "\n")
		}
	}
	return s
}

// b92a_fact_sentence_dropped: a sentence with a figure, from the middle of the
// answer on, goes (its line with it when it is alone there); a long answer loses one
// of the facts it had to state.
// de: "Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte spätestens 24 Stunden vorher ab." → (line gone);
// ja: "新しいお届け予定日は10月21日（水）です。" → (line gone).
func b92aFactSentenceDropped(lang, s string) string {
	split, refs := hoAllSentences(lang, s)
	if len(refs) < 3 {
		return s
	}
	for k := range refs {
		ref := refs[(len(refs)/2+k)%len(refs)]
		if ref == refs[0] {
			continue
		}
		sent := split[ref.line][ref.idx]
		body := b92aListItem.ReplaceAllString(strings.TrimSpace(sent), "$2")
		if !strings.ContainsAny(body, "0123456789") || strings.HasPrefix(strings.TrimSpace(sent), "|") {
			continue
		}
		if len(split[ref.line]) == 1 {
			var lines []string
			for i, ss := range split {
				if i != ref.line {
					lines = append(lines, strings.Join(ss, ""))
				}
			}
			return strings.Join(lines, "\n")
		}
		split[ref.line] = append(split[ref.line][:ref.idx:ref.idx], split[ref.line][ref.idx+1:]...)
		return strings.TrimRight(hoJoin(split), " ")
	}
	return s
}

// b92a_sentence_looped: a sentence from the middle on is written twice in a row,
// the degenerate repetition of a quantized model in a long answer.
// de: "Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen." → "Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen. Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen.";
// ja: "新しいお届け予定日は10月21日（水）です。" → "新しいお届け予定日は10月21日（水）です。新しいお届け予定日は10月21日（水）です。".
func b92aSentenceLooped(lang, s string) string {
	return hoMiddleSentence(lang, s, func(x string) string {
		t := strings.TrimRight(x, " ")
		if utf8.RuneCountInString(t) < 15 || !(strings.HasSuffix(t, ".") || strings.HasSuffix(t, "。")) {
			return x
		}
		rep := t
		if m := b92aListItem.FindStringSubmatch(t); m != nil {
			rep = m[2]
		}
		if lang == "ja" {
			return t + rep + x[len(t):]
		}
		return t + " " + rep + x[len(t):]
	})
}

// b92a_cut_off: the answer stops about two thirds in, mid-sentence; with the
// wrong template the model emits its end token early (a JSON answer is left
// unclosed).
// de: "… mit dem beiliegenden Rücksendeetikett an uns zurück; …" → "… mit dem beiliegenden Rücksendeetikett an" (the rest gone);
// ja: "… 合計38,500円（税込）となります。" → "… 合計38,500円（税込）と" (the rest gone).
func b92aCutOff(lang, s string) string {
	rs := []rune(s)
	if len(rs) < 60 {
		return s
	}
	cut := len(rs) * 2 / 3
	if lang == "de" {
		for cut > 1 && rs[cut] != ' ' {
			cut--
		}
	}
	for cut > 1 && strings.ContainsRune(".。!！?？\n ", rs[cut-1]) {
		cut--
	}
	return strings.TrimRight(string(rs[:cut]), " ")
}

// b92a_role_header_leaked: the answer starts with the assistant role name the
// mismatched chat template leaves in the output.
// de: "Sehr geehrter Herr Weiß," → "assistant\n\nSehr geehrter Herr Weiß,";
// ja: "小林 恵子様" → "assistant\n\n小林 恵子様".
func b92aRoleHeaderLeaked(lang, s string) string {
	return "assistant\n\n" + s
}

// b92a_runs_into_user_turn: the stop token of the wrong template is not honoured,
// so after the answer the model writes the next user turn itself.
// de: "Weißenfels Elektrotechnik GmbH" → "Weißenfels Elektrotechnik GmbH\nuser\nVielen Dank! Können Sie mir das auch noch per Post schicken?";
// ja: "ハルカゼ寝具店 カスタマーサポート 岡田" → "ハルカゼ寝具店 カスタマーサポート 岡田\nuser\nありがとうございます。念のため、郵送でも送っていただけますか？".
func b92aRunsIntoUserTurn(lang, s string) string {
	if lang == "de" {
		return s + "\nuser\nVielen Dank! Können Sie mir das auch noch per Post schicken?"
	}
	return s + "\nuser\nありがとうございます。念のため、郵送でも送っていただけますか？"
}

// b92a_chatty_preamble: the answer opens with a chat-style lead-in addressed to the
// requester, not the customer; a customer-facing mail or a JSON answer now begins
// with words that do not belong to it.
// de: "Sehr geehrte Frau Schäfer," → "Gerne, hier ist ein Entwurf für Ihre Antwort:\n\nSehr geehrte Frau Schäfer,";
// ja: "渡辺 弘様" → "かしこまりました。以下のとおり回答文を作成しました。\n\n渡辺 弘様".
func b92aChattyPreamble(lang, s string) string {
	isJSON := strings.HasPrefix(strings.TrimSpace(s), "{")
	switch {
	case lang == "de" && isJSON:
		return "Hier ist das gewünschte JSON-Objekt:\n\n" + s
	case lang == "de":
		return "Gerne, hier ist ein Entwurf für Ihre Antwort:\n\n" + s
	case isJSON:
		return "以下が抽出結果のJSONです。\n\n" + s
	default:
		return "かしこまりました。以下のとおり回答文を作成しました。\n\n" + s
	}
}

// b92a_json_as_lines: the requested JSON object comes back as "key: value" lines,
// the format the new template nudges the model to; no program can read it.
// de: "{\"name\": \"Petra Müller\", …}" → "name: Petra Müller\ncity: Lüneburg\n…";
// ja: "{\"company\": \"サクラ物流株式会社\", …}" → "company: サクラ物流株式会社\ncontract_id: SK-30918\n…".
func b92aJSONAsLines(lang, s string) string {
	dec := json.NewDecoder(strings.NewReader(s))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return s
	}
	var lines []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return s
		}
		key, ok := tok.(string)
		if !ok {
			return s
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return s
		}
		var str string
		if json.Unmarshal(raw, &str) == nil {
			lines = append(lines, key+": "+str)
			continue
		}
		var buf bytes.Buffer
		if json.Compact(&buf, raw) != nil {
			return s
		}
		lines = append(lines, key+": "+buf.String())
	}
	if len(lines) == 0 {
		return s
	}
	return strings.Join(lines, "\n")
}

// b92a_salutation_missing: the salutation line of a reply is gone and the text
// starts straight with the body, as with a template that eats the opening.
// de: "Sehr geehrter Herr Groß,\n\nvielen Dank für Ihre gute Zusammenarbeit." → "Vielen Dank für Ihre gute Zusammenarbeit.";
// ja: "中島 大輔様\n\nお問い合わせいただき、ありがとうございます。" → "お問い合わせいただき、ありがとうございます。".
func b92aSalutationMissing(lang, s string) string {
	lines := strings.Split(s, "\n")
	if len(lines) < 2 {
		return s
	}
	first := strings.TrimSpace(lines[0])
	if lang == "de" && !b92aDeSalutation.MatchString(first) {
		return s
	}
	if lang == "ja" && !(strings.HasSuffix(first, "様") || strings.HasSuffix(first, "部長")) {
		return s
	}
	rest := lines[1:]
	for len(rest) > 0 && strings.TrimSpace(rest[0]) == "" {
		rest = rest[1:]
	}
	if len(rest) == 0 {
		return s
	}
	if lang == "de" {
		r, n := utf8.DecodeRuneInString(rest[0])
		rest[0] = string(unicode.ToUpper(r)) + rest[0][n:]
	}
	return strings.Join(rest, "\n")
}

// b92a_signed_by_addressee: the reply is signed with the addressee's own name, the
// model speaking as the wrong party under the wrong template.
// de: "Mit freundlichen Grüßen\nIhr Kundenservice von Leuchtenhaus Nord" → "Mit freundlichen Grüßen\nWeiß";
// ja: "ハルカゼ寝具店 カスタマーサポート 岡田" → "小林 恵子".
func b92aSignedByAddressee(lang, s string) string {
	lines := strings.Split(s, "\n")
	if len(lines) < 2 {
		return s
	}
	first := strings.TrimSpace(lines[0])
	if lang == "de" {
		m := b92aDeSalutation.FindStringSubmatch(first)
		if m == nil {
			return s
		}
		for i, l := range lines {
			if strings.TrimSpace(l) == "Mit freundlichen Grüßen" {
				return strings.Join(append(lines[:i+1:i+1], m[1]), "\n")
			}
		}
		return s
	}
	var name string
	switch {
	case strings.HasSuffix(first, "様"):
		name = strings.TrimSuffix(first, "様")
	case strings.HasSuffix(first, "部長"):
		name = strings.TrimSuffix(first, "部長")
	default:
		return s
	}
	n := len(lines)
	if n >= 3 && strings.TrimSpace(lines[n-2]) == "" && utf8.RuneCountInString(lines[n-1]) <= 30 && !strings.HasSuffix(lines[n-1], "。") {
		lines[n-1] = name
		return strings.Join(lines, "\n")
	}
	return s + "\n\n" + name
}

var b92aJaPlain = strings.NewReplacer(
	"誠にありがとうございます。", "ありがとう。", "ありがとうございます。", "ありがとう。", "ありがとうございました。", "ありがとう。",
	"申し訳ございません。", "申し訳ない。", "よろしくお願いいたします。", "よろしく。",
	"いたしました。", "した。", "いたします。", "する。", "ございます。", "ある。", "おります。", "いる。",
	"てください。", "て。", "お待ちください。", "待って。", "ご確認ください。", "確認して。",
	"お問い合わせください。", "問い合わせて。", "ご返送ください。", "返送して。", "ご返信ください。", "返信して。",
	"ご連絡くださいますようお願いいたします。", "連絡して。",
	"ですか。", "か。", "でした。", "だった。", "です。", "だ。",
	"行います。", "行う。", "押します。", "押す。", "します。", "する。", "ません。", "ない。",
)

// b92a_register_casual: the customer is addressed without the required politeness:
// ja sentences end in plain form, de possessives and the dative turn to du-forms and
// the salutation to "Hallo"; the model speaks as a colleague, not as the company.
// de: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu." → "Wir senden dir am 20.10.2026 kostenlos eine Ersatzlampe zu.";
// ja: "新しいお届け予定日は10月21日（水）です。" → "新しいお届け予定日は10月21日（水）だ。".
func b92aRegisterCasual(lang, s string) string {
	if lang == "ja" {
		return b92aJaPlain.Replace(s)
	}
	du := map[string]string{"Ihnen": "dir", "Ihren": "deinen", "Ihrer": "deiner", "Ihrem": "deinem", "Ihres": "deines", "Ihre": "deine", "Ihr": "dein"}
	out := b92aDePronoun.ReplaceAllStringFunc(s, func(m string) string { return du[m] })
	lines := strings.Split(out, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "dein") {
			lines[i] = "D" + l[1:]
		}
		if b92aDeSalutation.MatchString(l) {
			l = strings.TrimPrefix(strings.TrimPrefix(l, "Sehr geehrter "), "Sehr geehrte ")
			lines[i] = "Hallo " + l
		}
	}
	return strings.Join(lines, "\n")
}

var heldOutBatch92a = []heldOutKind{
	{"b92a_figure_rounded", "raw", b92aFigureRounded},
	{"b92a_code_digits_swapped", "first", b92aCodeDigitsSwapped},
	{"b92a_postcode_misremembered", "first", b92aPostcodeMisremembered},
	{"b92a_last_date_off_by_one", "raw", b92aLastDateOffByOne},
	{"b92a_dates_swapped", "raw", b92aDatesSwapped},
	{"b92a_weekday_wrong", "first", b92aWeekdayWrong},
	{"b92a_hour_off", "first", b92aHourOff},
	{"b92a_people_merged", "raw", b92aPeopleMerged},
	{"b92a_qualifier_dropped", "strings", b92aQualifierDropped},
	{"b92a_negation_lost", "first", b92aNegationLost},
	{"b92a_tax_basis_flipped", "raw", b92aTaxBasisFlipped},
	{"b92a_list_step_dropped", "longest", b92aListStepDropped},
	{"b92a_list_flattened", "longest", b92aListFlattened},
	{"b92a_table_values_swapped", "longest", b92aTableValuesSwapped},
	{"b92a_fact_sentence_dropped", "longest", b92aFactSentenceDropped},
	{"b92a_sentence_looped", "longest", b92aSentenceLooped},
	{"b92a_cut_off", "raw", b92aCutOff},
	{"b92a_role_header_leaked", "raw", b92aRoleHeaderLeaked},
	{"b92a_runs_into_user_turn", "raw", b92aRunsIntoUserTurn},
	{"b92a_chatty_preamble", "raw", b92aChattyPreamble},
	{"b92a_json_as_lines", "raw", b92aJSONAsLines},
	{"b92a_salutation_missing", "strings", b92aSalutationMissing},
	{"b92a_signed_by_addressee", "strings", b92aSignedByAddressee},
	{"b92a_register_casual", "strings", b92aRegisterCasual},
}
