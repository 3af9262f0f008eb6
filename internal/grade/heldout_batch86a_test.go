package grade

// Batch 86a: the on-call engineer's first look after the serving team changed the
// tensor-parallel degree and the GPU driver of the model that writes these answers.
// Numerical drift of that kind shows first as the obvious faults a reviewer flags
// at a glance: one digit of a date, an amount, a time, a quantity or a reference
// number off; the wrong currency; a customer's name misspelt or the wrong gender
// or title; a sentence, clause or list item lost or doubled; a sentence slipping
// into English or Chinese; the Sie/です・ます register breaking; and the output cut
// off mid-sentence or running on past its end. Each kind changes one place.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

var (
	b86aDeNumDate  = regexp.MustCompile(`\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b`)
	b86aDeLongDate = regexp.MustCompile(`\b(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)`)
	b86aISODate    = regexp.MustCompile(`\b(\d{4})-(\d{2})-(\d{2})\b`)
	b86aJaDate     = regexp.MustCompile(`(\d{1,2})月(\d{1,2})日`)
	b86aDeAnyDate  = regexp.MustCompile(`\d{1,2}\.\d{1,2}\.\d{4}|\d{4}-\d{2}-\d{2}`)
	b86aJaAnyDate  = regexp.MustCompile(`\d{1,2}月\d{1,2}日|\d{4}-\d{2}-\d{2}`)

	b86aDeAmount   = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2}`)
	b86aJaAmount   = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+|\d+)(?:円|ユーロ|万円)`)
	b86aJSONNumber = regexp.MustCompile(`(:\s*)(\d{3,})(\.\d+)?([,}\s])`)

	b86aDeCurrency = regexp.MustCompile(`(\d) (€|EUR|Euro)`)
	b86aJaCurrency = regexp.MustCompile(`(\d)(円|ユーロ)`)
	b86aJSONCurr   = regexp.MustCompile(`("currency":\s*")(EUR|JPY)(")`)

	b86aRefID  = regexp.MustCompile(`\b([A-Z]{2,4}-)(\d{3,5})\b|\b(\d{2}-)(\d{4})(-[A-Z]{2})\b`)
	b86aDeTime = regexp.MustCompile(`\b(\d{1,2})(:\d{2} Uhr| Uhr)|\b(zwischen|von|ab) (\d{1,2})( (?:und|bis) \d{1,2}(?::\d{2})? Uhr)`)
	b86aJaTime = regexp.MustCompile(`(\d{1,2})時`)

	b86aDeQty        = regexp.MustCompile(`(^|[^\d,.])(\d{1,3})( (?:Wochen|Jahre|Jahren|Minuten|Stunden|Tage|Tagen|Stück|Stellplätze|Prozent)\b| ×)`)
	b86aJaQty        = regexp.MustCompile(`(^|[^\d,.])(\d{1,3})(個|箱|名|件|週間|日間|分前|分|秒|桁|メートル|か月|時間|冊|枚|台)`)
	b86aJSONQty      = regexp.MustCompile(`("(?:menge|quantity)":\s*)(\d+)`)
	b86aDePerson     = regexp.MustCompile(`\b(Herrn?|Frau) ((?:Prof\. )?(?:Dr\. )?)(\p{Lu}\p{L}+)`)
	b86aDeGender     = regexp.MustCompile(`Sehr geehrter Herr|Sehr geehrte Frau|\bHerrn?\b|\bFrau\b`)
	b86aJaTitle      = regexp.MustCompile(`部長|課長`)
	b86aListLine     = regexp.MustCompile(`^(\s*)(- |\* |・|(\d+)\. )`)
	b86aHasDigit     = regexp.MustCompile(`\d`)
	b86aDeWordTok    = regexp.MustCompile(`\p{L}+`)
	b86aDeFactClause = regexp.MustCompile(`\d|\b(?:kein\w*|nicht|Kosten)\b`)
	b86aDePossess    = regexp.MustCompile(`\b(Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b`)
)

// b86aJaSurnames are surnames with the near name a drifting model writes instead
// (a different family, or a variant character the person does not use).
var b86aJaSurnames = [][2]string{
	{"小林", "小森"}, {"渡辺", "渡部"}, {"中島", "中嶋"}, {"松本", "松元"}, {"佐藤", "佐籐"},
	{"髙橋", "高橋"}, {"石井", "石川"}, {"松田", "松井"}, {"小西", "小川"}, {"西村", "西田"},
	{"岡田", "岡本"}, {"山田", "山本"}, {"森", "盛"},
}

// b86aSimplified maps Japanese kanji to the simplified Chinese glyphs a model that
// drifts into Chinese writes.
var b86aSimplified = map[rune]rune{
	'発': '发', '確': '确', '認': '认', '請': '请', '説': '说', '話': '话', '電': '电', '変': '变',
	'連': '连', '絡': '络', '訪': '访', '問': '问', '題': '题', '試': '试', '験': '验', '開': '开',
	'時': '时', '間': '间', '約': '约', '価': '价', '見': '见', '額': '额', '費': '费', '報': '报',
	'進': '进', '動': '动', '頼': '赖', '違': '违', '遅': '迟', '後': '后',
	'業': '业', '務': '务', '営': '营', '転': '转', '経': '经', '対': '对', '応': '应',
	'続': '续', '労': '劳', '済': '济', '術': '术', '産': '产', '処': '处', '設': '设', '計': '计',
	'訳': '译', '歩': '步', '収': '收', '機': '机',
}

// b86aDeToEnglish maps German function words to the English a model that slips
// into English mid-sentence writes.
var b86aDeToEnglish = map[string]string{
	"und": "and", "oder": "or", "der": "the", "die": "the", "das": "the", "den": "the", "dem": "the",
	"mit": "with", "für": "for", "ist": "is", "sind": "are", "wird": "will", "nicht": "not",
	"von": "of", "vom": "from the", "bis": "until", "zum": "to the", "am": "on the", "auf": "on",
	"wir": "we", "Sie": "you", "bitte": "please", "Bitte": "Please", "noch": "still", "aber": "but",
	"dass": "that", "zu": "to", "ein": "a", "eine": "a", "einen": "a", "Ihre": "your", "Ihren": "your",
	"Ihr": "your", "Ihnen": "you", "wenn": "if", "im": "in the", "nur": "only", "kann": "can",
}

// b86aDay moves a day of the month by one (to the day before at month end), keeping its width.
func b86aDay(d string) string {
	n, _ := strconv.Atoi(d)
	if n >= 28 {
		n--
	} else {
		n++
	}
	if len(d) == 2 {
		return strconv.Itoa(100 + n)[1:]
	}
	return strconv.Itoa(n)
}

// b86aEarliest returns the earliest match location of the regexes in s, with its
// regex index; -1 when none matches.
func b86aEarliest(s string, res ...*regexp.Regexp) (int, []int) {
	best, which := []int(nil), -1
	for i, re := range res {
		if loc := re.FindStringSubmatchIndex(s); loc != nil && (best == nil || loc[0] < best[0]) {
			best, which = loc, i
		}
	}
	return which, best
}

func b86aSub(s string, loc []int, g int) string {
	if loc[2*g] < 0 {
		return ""
	}
	return s[loc[2*g]:loc[2*g+1]]
}

// b86a_date_day_off_by_one: the first date of the answer is one day off.
// de: am 12.11.2026 zwischen 8 und 12 Uhr → am 13.11.2026 zwischen 8 und 12 Uhr
// ja: 10月16日にお届けする予定でした → 10月17日にお届けする予定でした
func b86aDateDayOff(lang, s string) string {
	res := []*regexp.Regexp{b86aDeNumDate, b86aDeLongDate, b86aISODate}
	if lang == "ja" {
		res = []*regexp.Regexp{b86aJaDate, b86aISODate}
	}
	which, loc := b86aEarliest(s, res...)
	if loc == nil {
		return s
	}
	re := res[which]
	var dayGroup int
	switch re {
	case b86aDeNumDate, b86aDeLongDate:
		dayGroup = 1
	case b86aISODate:
		dayGroup = 3
	case b86aJaDate:
		dayGroup = 2
	}
	a, b := loc[2*dayGroup], loc[2*dayGroup+1]
	return s[:a] + b86aDay(s[a:b]) + s[b:]
}

// b86a_dates_swapped: the first two distinct dates of a sentence (of a JSON object)
// trade places, so old and new date, or start and end, are reversed.
// de: vom 19.10.2026 (Montag) auf den 26.10.2026 (Montag) → vom 26.10.2026 (Montag) auf den 19.10.2026 (Montag)
// ja: "start_date": "2026-12-01", "end_date": "2027-11-30" → "start_date": "2027-11-30", "end_date": "2026-12-01"
func b86aDatesSwapped(lang, s string) string {
	re := b86aDeAnyDate
	if lang == "ja" {
		re = b86aJaAnyDate
	}
	swap := func(t string) string {
		locs := re.FindAllStringIndex(t, -1)
		for i := 0; i < len(locs); i++ {
			for j := i + 1; j < len(locs); j++ {
				a, b := t[locs[i][0]:locs[i][1]], t[locs[j][0]:locs[j][1]]
				if a != b {
					return t[:locs[i][0]] + b + t[locs[i][1]:locs[j][0]] + a + t[locs[j][1]:]
				}
			}
			break
		}
		return t
	}
	if strings.HasPrefix(strings.TrimSpace(s), "{") {
		return swap(s)
	}
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		old := split[r.line][r.idx]
		if nw := swap(old); nw != old {
			split[r.line][r.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

// b86aTranspose swaps the first pair of distinct adjacent digits after the first
// digit (or the first pair, when that leaves no leading zero) of ds.
func b86aTranspose(ds string) string {
	b := []byte(ds)
	for i := 1; i+1 < len(b); i++ {
		if b[i] != b[i+1] {
			b[i], b[i+1] = b[i+1], b[i]
			return string(b)
		}
	}
	if len(b) >= 2 && b[0] != b[1] && b[1] != '0' {
		b[0], b[1] = b[1], b[0]
		return string(b)
	}
	return ds
}

// b86aTransposeGrouped transposes the digits of an integer written with group
// separators, keeping the separators where they are.
func b86aTransposeGrouped(num string) string {
	var ds []byte
	for i := 0; i < len(num); i++ {
		if num[i] >= '0' && num[i] <= '9' {
			ds = append(ds, num[i])
		}
	}
	t := b86aTranspose(string(ds))
	out := []byte(num)
	k := 0
	for i := range out {
		if out[i] >= '0' && out[i] <= '9' {
			out[i] = t[k]
			k++
		}
	}
	return string(out)
}

// b86a_amount_digits_transposed: two digits of the first amount swap places.
// de: Rechnungsbetrag 1.249,90 € → Rechnungsbetrag 1.429,90 €
// ja: 合計38,500円（税込） → 合計35,800円（税込）; JSON "unit_price": 12800 → 18200
func b86aAmountTransposed(lang, s string) string {
	if strings.HasPrefix(strings.TrimSpace(s), "{") {
		for _, loc := range b86aJSONNumber.FindAllStringSubmatchIndex(s, -1) {
			ds := s[loc[4]:loc[5]]
			if t := b86aTranspose(ds); t != ds {
				return s[:loc[4]] + t + s[loc[5]:]
			}
		}
	}
	if lang == "ja" {
		for _, loc := range b86aJaAmount.FindAllStringSubmatchIndex(s, -1) {
			num := s[loc[2]:loc[3]]
			if t := b86aTransposeGrouped(num); t != num {
				return s[:loc[2]] + t + s[loc[3]:]
			}
		}
		return s
	}
	for _, loc := range b86aDeAmount.FindAllStringIndex(s, -1) {
		num := s[loc[0]:loc[1]]
		comma := strings.IndexByte(num, ',')
		if t := b86aTransposeGrouped(num[:comma]); t != num[:comma] {
			return s[:loc[0]] + t + num[comma:] + s[loc[1]:]
		}
	}
	return s
}

// b86a_currency_swapped: the first amount is given in the wrong currency.
// de: Schaltschrankzubehör, 3.912,50 € → Schaltschrankzubehör, 3.912,50 $
// ja: 500円分のクーポン → 500ドル分のクーポン; JSON "currency": "JPY" → "currency": "USD"
func b86aCurrencySwapped(lang, s string) string {
	var amt *regexp.Regexp
	var repl string
	if lang == "ja" {
		amt, repl = b86aJaCurrency, "${1}ドル"
	} else {
		amt, repl = b86aDeCurrency, "${1} $$"
	}
	which, loc := b86aEarliest(s, amt, b86aJSONCurr)
	if loc == nil {
		return s
	}
	if which == 1 {
		return s[:loc[0]] + b86aSub(s, loc, 1) + "USD" + b86aSub(s, loc, 3) + s[loc[1]:]
	}
	m := s[loc[0]:loc[1]]
	return s[:loc[0]] + amt.ReplaceAllString(m, repl) + s[loc[1]:]
}

// b86a_reference_number_digits_transposed: the last two distinct digits of the
// first order, invoice, ticket or offer number swap places.
// de: Bestellung WE-20417 → Bestellung WE-20471; Bestellnummer 77-3190-DE → 77-3109-DE
// ja: 修理受付番号RP-60418 → 修理受付番号RP-60481
func b86aRefTransposed(lang, s string) string {
	loc := b86aRefID.FindStringSubmatchIndex(s)
	if loc == nil {
		return s
	}
	g := 2
	if loc[4] < 0 {
		g = 4
	}
	a, b := loc[2*g], loc[2*g+1]
	ds := []byte(s[a:b])
	for i := len(ds) - 1; i > 0; i-- {
		if ds[i] != ds[i-1] {
			ds[i], ds[i-1] = ds[i-1], ds[i]
			return s[:a] + string(ds) + s[b:]
		}
	}
	return s
}

// b86a_time_of_day_shifted: the first time of day is an hour later.
// de: um 10:30 Uhr in der Zahnarztpraxis → um 11:30 Uhr in der Zahnarztpraxis
// ja: 10月19日（月）17時までに回答する → 10月19日（月）18時までに回答する
func b86aTimeShifted(lang, s string) string {
	bump := func(h string) string {
		n, _ := strconv.Atoi(h)
		if n >= 23 {
			return strconv.Itoa(n - 1)
		}
		return strconv.Itoa(n + 1)
	}
	if lang == "ja" {
		return hoFirstMatch(b86aJaTime, s, func(m []string) string { return bump(m[1]) + "時" })
	}
	return hoFirstMatch(b86aDeTime, s, func(m []string) string {
		if m[1] != "" {
			return bump(m[1]) + m[2]
		}
		return m[3] + " " + bump(m[4]) + m[5]
	})
}

// b86aBumpFirstDigit raises the leading digit of a number by one (9 becomes 8).
func b86aBumpFirstDigit(n string) string {
	d := n[0]
	if d == '9' {
		d = '8'
	} else {
		d++
	}
	return string(d) + n[1:]
}

// b86a_quantity_changed: the first count, duration or quantity is another number.
// de: Der Kopplungsmodus bleibt 10 Minuten aktiv → Der Kopplungsmodus bleibt 20 Minuten aktiv
// ja: 訪問の30分前にお電話いたします → 訪問の40分前にお電話いたします; JSON "quantity": 2 → 3
func b86aQuantityChanged(lang, s string) string {
	re := b86aDeQty
	if lang == "ja" {
		re = b86aJaQty
	}
	_, loc := b86aEarliest(s, re, b86aJSONQty)
	if loc == nil {
		return s
	}
	if m := b86aJSONQty.FindStringSubmatchIndex(s); m != nil && m[0] == loc[0] {
		return s[:m[4]] + b86aBumpFirstDigit(s[m[4]:m[5]]) + s[m[5]:]
	}
	return s[:loc[4]] + b86aBumpFirstDigit(s[loc[4]:loc[5]]) + s[loc[5]:]
}

// b86aDeMisspell writes a German surname as a model that loses umlauts, ß or a
// doubled consonant does: a different name.
func b86aDeMisspell(name string) string {
	for _, p := range [][2]string{{"ä", "a"}, {"ö", "o"}, {"ü", "u"}, {"ß", "s"}} {
		if strings.Contains(name, p[0]) {
			return strings.Replace(name, p[0], p[1], 1)
		}
	}
	rs := []rune(name)
	for i := 1; i+1 < len(rs); i++ {
		if rs[i] == rs[i+1] && !strings.ContainsRune("aeiou", rs[i]) {
			return string(rs[:i]) + string(rs[i+1:])
		}
	}
	return name
}

// b86a_person_name_misspelled: the first person's name is written as another name.
// de: Sehr geehrte Frau Schäfer → Sehr geehrte Frau Schafer; Herr Prof. Dr. Hoffmann → Herr Prof. Dr. Hofmann
// ja: 渡辺 弘様 → 渡部 弘様; 佐藤部長 → 佐籐部長
func b86aNameMisspelled(lang, s string) string {
	if lang == "ja" {
		at, which := -1, -1
		for i, p := range b86aJaSurnames {
			if k := strings.Index(s, p[0]); k >= 0 && (at < 0 || k < at) {
				at, which = k, i
			}
		}
		if at < 0 {
			return s
		}
		p := b86aJaSurnames[which]
		return s[:at] + p[1] + s[at+len(p[0]):]
	}
	for _, loc := range b86aDePerson.FindAllStringSubmatchIndex(s, -1) {
		name := s[loc[6]:loc[7]]
		if nw := b86aDeMisspell(name); nw != name {
			return s[:loc[6]] + nw + s[loc[7]:]
		}
	}
	return s
}

// b86a_person_gender_or_title_wrong: the first person is given the other gender
// (de) or the other rank (ja), so the wrong person is addressed or named.
// de: Sehr geehrter Herr Weiß, → Sehr geehrte Frau Weiß,; Frau Köhler hat am 08.10.2026 → Herr Köhler hat am 08.10.2026
// ja: 佐藤部長 → 佐藤課長; 森課長 → 森部長
func b86aGenderTitleWrong(lang, s string) string {
	if lang == "ja" {
		return hoFirstMatch(b86aJaTitle, s, func(m []string) string {
			if m[0] == "部長" {
				return "課長"
			}
			return "部長"
		})
	}
	return hoFirstMatch(b86aDeGender, s, func(m []string) string {
		switch m[0] {
		case "Sehr geehrter Herr":
			return "Sehr geehrte Frau"
		case "Sehr geehrte Frau":
			return "Sehr geehrter Herr"
		case "Frau":
			return "Herr"
		}
		return "Frau"
	})
}

// b86aSentenceCandidates lists the sentences that can be lost or doubled on their
// own: a sentence after another in its line, or a prose line of one sentence that
// is neither the first nor the last line of the text. Ones with a digit come first,
// from the middle one of them on.
func b86aSentenceCandidates(lang, s string) ([][]string, []sentenceRef) {
	split, refs := hoAllSentences(lang, s)
	first, last := -1, -1
	for i, ss := range split {
		if strings.TrimSpace(strings.Join(ss, "")) != "" {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	var withDigit, other []sentenceRef
	for _, r := range refs {
		sent := split[r.line][r.idx]
		if len([]rune(strings.TrimSpace(sent))) < 12 {
			continue
		}
		line := strings.Join(split[r.line], "")
		ok := r.idx > 0
		if !ok && len(split[r.line]) == 1 && r.line != first && r.line != last &&
			!b86aListLine.MatchString(line) && !strings.HasPrefix(line, "|") &&
			(strings.HasSuffix(strings.TrimSpace(line), ".") || strings.HasSuffix(line, "。")) {
			ok = true
		}
		if !ok {
			continue
		}
		if b86aHasDigit.MatchString(sent) {
			withDigit = append(withDigit, r)
		} else {
			other = append(other, r)
		}
	}
	if len(withDigit) > 0 {
		// the middle one carrying a figure first
		mid := len(withDigit) / 2
		withDigit = append(withDigit[mid:], withDigit[:mid]...)
	}
	return split, append(withDigit, other...)
}

// b86a_fact_sentence_dropped: a sentence carrying a number or date is lost.
// de: 4. … wählen Sie „Kopplung starten“. Der Kopplungsmodus bleibt 10 Minuten aktiv. → 4. … wählen Sie „Kopplung starten“.
// ja: 新しいお届け予定日は10月21日（水）です。(line) → (line gone)
func b86aSentenceDropped(lang, s string) string {
	split, cands := b86aSentenceCandidates(lang, s)
	if len(cands) == 0 {
		return s
	}
	r := cands[0]
	if r.idx == 0 {
		lines := strings.Split(s, "\n")
		return strings.Join(append(lines[:r.line:r.line], lines[r.line+1:]...), "\n")
	}
	ss := split[r.line]
	ss = append(ss[:r.idx:r.idx], ss[r.idx+1:]...)
	if r.idx == len(ss) {
		ss[len(ss)-1] = strings.TrimRight(ss[len(ss)-1], " ")
	}
	split[r.line] = ss
	return hoJoin(split)
}

// b86a_fact_sentence_repeated: a sentence carrying a number or date is written
// twice in a row, as a model caught in a loop does.
// de: Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €. → Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €. Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €.
// ja: 新しいお届け予定日は10月21日（水）です。 → 新しいお届け予定日は10月21日（水）です。新しいお届け予定日は10月21日（水）です。
func b86aSentenceRepeated(lang, s string) string {
	split, cands := b86aSentenceCandidates(lang, s)
	if len(cands) == 0 {
		return s
	}
	r := cands[0]
	sent := split[r.line][r.idx]
	first := sent
	if lang != "ja" && !strings.HasSuffix(first, " ") {
		first += " "
	}
	split[r.line][r.idx] = first + sent
	return hoJoin(split)
}

// b86a_list_item_dropped: one item in the middle of the first list of three or
// more items is lost (numbered lists renumbered, as a model writes them).
// de: 6. Geben Sie das Passwort Ihres WLANs ein. … → (step gone, 7. becomes 6. and so on)
// ja: ・新しい電話番号は06-6345-7781です。… → (item gone)
func b86aListItemDropped(lang, s string) string {
	lines := strings.Split(s, "\n")
	for i := 0; i < len(lines); {
		if !b86aListLine.MatchString(lines[i]) {
			i++
			continue
		}
		j := i
		for j < len(lines) && b86aListLine.MatchString(lines[j]) {
			j++
		}
		if j-i >= 3 {
			drop := i + (j-i)/2
			out := append([]string{}, lines[:drop]...)
			for k := drop + 1; k < len(lines); k++ {
				l := lines[k]
				if k < j {
					if m := b86aListLine.FindStringSubmatch(l); m != nil && m[3] != "" {
						n, _ := strconv.Atoi(m[3])
						l = m[1] + strconv.Itoa(n-1) + ". " + l[len(m[0]):]
					}
				}
				out = append(out, l)
			}
			return strings.Join(out, "\n")
		}
		i = j
	}
	return s
}

// b86a_table_cell_copied_from_row_above: in the second data row of a Markdown
// table, the first figure that differs from the row above is the row above's.
// de: | Nordkälte AG | 12.450,00 € | 4 Wochen | → | Nordkälte AG | 14.890,00 € | 4 Wochen |
// ja: | プリンタートナー TN-293 | 3個 | 8,900円 | → | プリンタートナー TN-293 | 10箱 | 8,900円 |
func b86aTableCellCopied(lang, s string) string {
	lines := strings.Split(s, "\n")
	var rows []int
	sep := false
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if !strings.HasPrefix(t, "|") {
			continue
		}
		if strings.Trim(t, "|-: ") == "" {
			sep = true
			continue
		}
		if sep {
			rows = append(rows, i)
		}
	}
	if len(rows) < 2 {
		return s
	}
	above := strings.Split(lines[rows[0]], "|")
	row := strings.Split(lines[rows[1]], "|")
	if len(above) != len(row) {
		return s
	}
	for c := 2; c < len(row)-1; c++ {
		if b86aHasDigit.MatchString(row[c]) && row[c] != above[c] {
			row[c] = above[c]
			lines[rows[1]] = strings.Join(row, "|")
			return strings.Join(lines, "\n")
		}
	}
	return s
}

// b86aJaClauseEnd are the connectives after which a Japanese clause ends.
var b86aJaClauseEnd = []string{"で、", "し、", "が、", "ため、"}

// b86a_clause_dropped: a clause of a sentence is lost — a part after a semicolon
// that states a figure, a cost or a negation (de), or the first clause of a joined
// sentence (ja) — preferring one that carries a figure.
// de: … eine Ersatzlampe mit dem beiliegenden Rücksendeetikett an uns zurück; für Sie entstehen dabei keine Kosten. → … an uns zurück.
// ja: ・営業の担当は引き続き松田部長で、請求書の送付先は… → ・請求書の送付先は…
func b86aClauseDropped(lang, s string) string {
	split, refs := hoAllSentences(lang, s)
	try := func(needDigit bool) bool {
		for _, r := range refs {
			sent := split[r.line][r.idx]
			if lang == "ja" {
				prefix := ""
				body := sent
				if m := b86aListLine.FindString(body); m != "" {
					prefix, body = m, body[len(m):]
				}
				cut := -1
				for _, c := range b86aJaClauseEnd {
					if k := strings.Index(body, c); k >= 0 && (cut < 0 || k+len(c) < cut) {
						cut = k + len(c)
					}
				}
				if cut < 0 || len([]rune(body[cut:])) < 10 || (needDigit && !b86aHasDigit.MatchString(body[:cut])) {
					continue
				}
				split[r.line][r.idx] = prefix + body[cut:]
				return true
			}
			parts := strings.Split(sent, "; ")
			if len(parts) < 2 {
				continue
			}
			for p := 1; p < len(parts); p++ {
				if !b86aDeFactClause.MatchString(parts[p]) || strings.Contains(parts[p], "zwar") {
					continue // a side remark, not a fact
				}
				if needDigit && !b86aHasDigit.MatchString(parts[p]) {
					continue
				}
				if p == len(parts)-1 {
					last := parts[p]
					end := strings.TrimRightFunc(last, func(r rune) bool { return r == ' ' || r == '.' || r == '!' || r == '?' })
					parts[p-1] += last[len(end):]
				}
				parts = append(parts[:p], parts[p+1:]...)
				split[r.line][r.idx] = strings.Join(parts, "; ")
				return true
			}
		}
		return false
	}
	if try(true) || try(false) {
		return hoJoin(split)
	}
	return s
}

// b86a_sentence_slips_into_other_language: one sentence drifts into another
// language — German function words turn English, Japanese kanji turn simplified
// Chinese.
// de: Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte … → Falls you the Termin not wahrnehmen können, sagen you ihn please …
// ja: 配送センターでの作業遅延により発送が遅れております。 → 配送センターでの作业迟延により发送が迟れております。
func b86aLanguageSlip(lang, s string) string {
	return hoMiddleSentence(lang, s, func(sent string) string {
		n := 0
		var out string
		if lang == "ja" {
			out = strings.Map(func(r rune) rune {
				if z, ok := b86aSimplified[r]; ok && z != r {
					n++
					return z
				}
				return r
			}, sent)
		} else {
			out = b86aDeWordTok.ReplaceAllStringFunc(sent, func(w string) string {
				if e, ok := b86aDeToEnglish[w]; ok {
					n++
					return e
				}
				return w
			})
		}
		if n < 3 {
			return sent
		}
		return out
	})
}

// b86aJaPlain are polite endings and the plain or curt ones that break the
// です・ます register.
var b86aJaPlain = [][2]string{
	{"ありがとうございます。", "ありがとう。"}, {"ありがとうございました。", "ありがとう。"},
	{"申し訳ございません。", "悪かった。"}, {"いたしました。", "した。"}, {"いたします。", "する。"},
	{"ください。", "くれ。"}, {"でした。", "だった。"}, {"です。", "だ。"},
}

// b86a_register_broken: one sentence leaves the customer register — Sie-form
// possessives turn du-form (de), polite endings turn plain or curt (ja).
// de: Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. → Wir senden dir am 20.10.2026 kostenlos eine Ersatzlampe zu.
// ja: 新しいお届け予定日は10月21日（水）です。 → 新しいお届け予定日は10月21日（水）だ。
func b86aRegisterBroken(lang, s string) string {
	return hoMiddleSentence(lang, s, func(sent string) string {
		if lang == "ja" {
			for _, p := range b86aJaPlain {
				if strings.HasSuffix(sent, p[0]) {
					return strings.TrimSuffix(sent, p[0]) + p[1]
				}
			}
			return sent
		}
		if t := strings.TrimSpace(sent); len(strings.Fields(t)) < 5 || !strings.ContainsAny(t[len(t)-1:], ".!?:") {
			return sent // a signature or a heading, not the body
		}
		out := b86aDePossess.ReplaceAllStringFunc(sent, func(w string) string {
			if w == "Ihnen" {
				return "dir"
			}
			return "dein" + strings.TrimPrefix(w, "Ihr")
		})
		if strings.HasPrefix(sent, "Ihr") {
			out = "D" + out[1:]
		}
		return out
	})
}

// b86a_output_cut_off: the answer stops mid-sentence a little past its middle, as
// when generation ends early (a JSON answer is left unclosed).
// de: Bitte beachten Sie, dass wir nur werktags und nicht am Wochenende zustellen. … → Bitte beachten Sie, dass wir nur
// ja: 新しいお届け予定日は10月21日（水）です。… → 新しいお届け予定日は10月
func b86aCutOff(lang, s string) string {
	rs := []rune(s)
	if len(rs) < 40 {
		return s
	}
	for p := len(rs) * 3 / 5; p > len(rs)/3; p-- {
		prev := rs[p-1]
		if strings.ContainsRune("。、！？.!?:：,;\n」）)\"", prev) || unicode.IsSpace(prev) {
			continue
		}
		if lang != "ja" && !unicode.IsSpace(rs[p]) {
			continue
		}
		return string(rs[:p])
	}
	return s
}

// b86a_output_runs_on: the answer does not stop at its end and starts over: its
// first lines follow it again (a JSON answer is followed by a second copy).
// de: …\nIhr Kundenservice von Leuchtenhaus Nord → …\nIhr Kundenservice von Leuchtenhaus Nord\n\nSehr geehrter Herr Weiß,\n\nvielen Dank für Ihre Nachricht, …
// ja: …\nハルカゼ寝具店 カスタマーサポート 岡田 → …岡田\n\n小林 恵子様\n\nいつもハルカゼ寝具店をご利用いただき、…
func b86aRunsOn(lang, s string) string {
	t := strings.TrimRight(s, "\n ")
	if strings.HasPrefix(strings.TrimSpace(t), "{") {
		return t + "\n" + t
	}
	var head []string
	for _, l := range strings.Split(t, "\n") {
		if strings.TrimSpace(l) != "" {
			head = append(head, l)
			if len(head) == 2 {
				break
			}
		}
	}
	if len(head) < 2 {
		return s
	}
	return t + "\n\n" + strings.Join(head, "\n\n")
}

var heldOutBatch86a = []heldOutKind{
	{"b86a_date_day_off_by_one", "first", b86aDateDayOff},
	{"b86a_dates_swapped", "raw", b86aDatesSwapped},
	{"b86a_amount_digits_transposed", "raw", b86aAmountTransposed},
	{"b86a_currency_swapped", "raw", b86aCurrencySwapped},
	{"b86a_reference_number_digits_transposed", "raw", b86aRefTransposed},
	{"b86a_time_of_day_shifted", "first", b86aTimeShifted},
	{"b86a_quantity_changed", "raw", b86aQuantityChanged},
	{"b86a_person_name_misspelled", "first", b86aNameMisspelled},
	{"b86a_person_gender_or_title_wrong", "first", b86aGenderTitleWrong},
	{"b86a_fact_sentence_dropped", "longest", b86aSentenceDropped},
	{"b86a_fact_sentence_repeated", "longest", b86aSentenceRepeated},
	{"b86a_list_item_dropped", "longest", b86aListItemDropped},
	{"b86a_table_cell_copied_from_row_above", "longest", b86aTableCellCopied},
	{"b86a_clause_dropped", "longest", b86aClauseDropped},
	{"b86a_sentence_slips_into_other_language", "longest", b86aLanguageSlip},
	{"b86a_register_broken", "longest", b86aRegisterBroken},
	{"b86a_output_cut_off", "raw", b86aCutOff},
	{"b86a_output_runs_on", "raw", b86aRunsOn},
}
