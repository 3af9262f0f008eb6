package grade

// Blind batch 90a. The faults a reviewer wrote down first after reading a day of
// answers from a deployment whose context the operators had stretched with YaRN rope
// scaling so that it could serve long prompts: short and long answers alike, and the
// plain, frequent faults such a model shows first. It loses the middle of what it
// read or wrote, blurs numbers, dates, codes and hours, mixes up which part of the
// document said what (whose date, whose amount, whose name), drops a negation, loops
// or restarts, and stops early. Written without reading or running the gate's checks.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

var (
	b90aListItem   = regexp.MustCompile(`^\s*(?:[-*•・] ?|(\d+)\. )\S`)
	b90aNumbered   = regexp.MustCompile(`^(\s*)(\d+)\. `)
	b90aTableSep   = regexp.MustCompile(`^\|[-:| ]+\|\s*$`)
	b90aDeAmount   = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2}`)
	b90aJaAmount   = regexp.MustCompile(`(?:\d{1,3}(?:,\d{3})+|\d{3,})(?:万)?(?:円|ユーロ)`)
	b90aJSONAmount = regexp.MustCompile(`(:\s*)(\d{3,}(?:\.\d+)?|\d+\.\d+)([,}\]\s])`)
	b90aDeTitled   = regexp.MustCompile(`(Herrn?|Frau|Prof\. Dr\.|Dr\.)( (?:Prof\. )?(?:Dr\. )?(?:\p{Lu}\p{Ll}+ )?)(\p{Lu}[\p{Ll}ß]+)`)
	b90aJaTitled   = regexp.MustCompile(`(\p{Han}{1,2})(部長|課長|様)`)
	b90aDeQty      = regexp.MustCompile(`(^|[^\d.,])(\d{1,3})( (?:Minuten|Stunden|Wochen|Jahre|Jahren|Tage|Tagen|Sekunden)|( °C))`)
	b90aJaQty      = regexp.MustCompile(`(^|[^\d.,])(\d{1,3})(分|時間|週間|秒|個|箱|冊|名|メートル|桁)`)
	b90aCode       = regexp.MustCompile(`[A-Z]{1,5}-\d{3,}(?:-\d+)?|\d{2}-\d{4}-[A-Z]{2}`)
	b90aJaPostal   = regexp.MustCompile(`(^|[^\d-])(\d{3}-\d{4})($|[^\d-])`)
	b90aDePLZ      = regexp.MustCompile(`(^|[\s"])(\d{5})(\s\p{Lu}|")`)
	b90aPhone      = regexp.MustCompile(`0\d{1,3}-\d{4}-\d{4}`)
	b90aJaDateP    = regexp.MustCompile(`^(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日$`)
	b90aDeNumDateP = regexp.MustCompile(`^(\d{1,2})\.(\d{1,2})\.(\d{4})$`)
	b90aDeWordDate = regexp.MustCompile(`^(\d{1,2})\. (\p{L}+)( \d{4})?$`)
	b90aISODateP   = regexp.MustCompile(`^(\d{4})-(\d{2})-(\d{2})$`)
	b90aYearIn     = regexp.MustCompile(`20\d\d`)
)

// b90aIsJSON says whether the text is a JSON answer as written.
func b90aIsJSON(s string) bool { return strings.HasPrefix(strings.TrimSpace(s), "{") }

// b90aSwapDigits swaps two adjacent differing digits of a digit run: at 1/2 when they
// differ, else at 0/1 when that leaves no leading zero; "" when neither works.
func b90aSwapDigits(d string) string {
	b := []byte(d)
	for _, i := range []int{1, 0, 2} {
		if i+1 < len(b) && b[i] != b[i+1] && !(i == 0 && b[i+1] == '0') {
			b[i], b[i+1] = b[i+1], b[i]
			return string(b)
		}
	}
	return ""
}

// b90aSwapInt swaps digits in the integer part of a formatted number, keeping its
// separators in place; "" when it cannot.
func b90aSwapInt(num string, dec byte) string {
	intPart := num
	rest := ""
	if i := strings.IndexByte(num, dec); i >= 0 {
		intPart, rest = num[:i], num[i:]
	}
	var digits []byte
	for i := 0; i < len(intPart); i++ {
		if intPart[i] >= '0' && intPart[i] <= '9' {
			digits = append(digits, intPart[i])
		}
	}
	sw := b90aSwapDigits(string(digits))
	if sw == "" {
		return ""
	}
	out := []byte(intPart)
	k := 0
	for i := range out {
		if out[i] >= '0' && out[i] <= '9' {
			out[i] = sw[k]
			k++
		}
	}
	return string(out) + rest
}

// b90aSwapPair swaps two distinct substrings everywhere in s.
func b90aSwapPair(s, a, b string) string {
	first, second := a, b
	if len(b) > len(a) {
		first, second = b, a
	}
	s = strings.ReplaceAll(s, first, "\x00")
	s = strings.ReplaceAll(s, second, "\x01")
	s = strings.ReplaceAll(s, "\x00", second)
	return strings.ReplaceAll(s, "\x01", first)
}

// b90aDateShift rewrites one date string with f over (year, month, day); year is 0 when
// the date has none. "" when the string is no date it knows.
func b90aDateShift(d string, f func(y, m, day int) (int, int, int)) string {
	atoi := func(x string) int { n, _ := strconv.Atoi(x); return n }
	if m := b90aJaDateP.FindStringSubmatch(d); m != nil {
		y, mo, dd := f(atoi(m[1]), atoi(m[2]), atoi(m[3]))
		if m[1] == "" {
			return fmt.Sprintf("%d月%d日", mo, dd)
		}
		return fmt.Sprintf("%d年%d月%d日", y, mo, dd)
	}
	if m := b90aDeNumDateP.FindStringSubmatch(d); m != nil {
		y, mo, dd := f(atoi(m[3]), atoi(m[2]), atoi(m[1]))
		return fmt.Sprintf("%02d.%02d.%d", dd, mo, y)
	}
	if m := b90aISODateP.FindStringSubmatch(d); m != nil {
		y, mo, dd := f(atoi(m[1]), atoi(m[2]), atoi(m[3]))
		return fmt.Sprintf("%04d-%02d-%02d", y, mo, dd)
	}
	if m := b90aDeWordDate.FindStringSubmatch(d); m != nil {
		y := 0
		if m[3] != "" {
			y = atoi(strings.TrimSpace(m[3]))
		}
		mo := 0
		for i, n := range deMonths {
			if n == m[2] {
				mo = i + 1
			}
		}
		if mo == 0 {
			return ""
		}
		y2, mo2, dd := f(y, mo, atoi(m[1]))
		out := fmt.Sprintf("%d. %s", dd, deMonths[(mo2+11)%12])
		if m[3] != "" {
			out += fmt.Sprintf(" %d", y2)
		}
		return out
	}
	return ""
}

// b90aItems lists which lines are list items or table data rows.
func b90aItems(lines []string) []int {
	var items []int
	inTable := false
	for i, l := range lines {
		switch {
		case b90aTableSep.MatchString(l):
			inTable = true
		case strings.HasPrefix(strings.TrimSpace(l), "|"):
			if inTable {
				items = append(items, i)
			}
		default:
			inTable = false
			if b90aListItem.MatchString(l) {
				items = append(items, i)
			}
		}
	}
	return items
}

// b90aAmounts lists the amounts of a text in order: euro amounts, yen or euro amounts
// in Japanese, and in a JSON answer its numbers with decimals or three digits.
func b90aAmounts(lang, s string) [][]int {
	var locs [][]int
	switch {
	case b90aIsJSON(s):
		for _, m := range b90aJSONAmount.FindAllStringSubmatchIndex(s, -1) {
			locs = append(locs, []int{m[4], m[5]})
		}
	case lang == "ja":
		for _, m := range b90aJaAmount.FindAllStringIndex(s, -1) {
			end := m[0]
			for end < m[1] && (s[end] == ',' || (s[end] >= '0' && s[end] <= '9')) {
				end++
			}
			locs = append(locs, []int{m[0], end})
		}
	default:
		locs = b90aDeAmount.FindAllStringIndex(s, -1)
	}
	return locs
}

// b90aSep formats an integer with the given thousands separator.
func b90aSep(n int64, sep string) string {
	d := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, r := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// b90aFlipNegation drops one negation of a sentence; "" when it has none.
func b90aFlipNegation(lang, sent string) string {
	var pairs [][2]string
	if strings.Contains(sent, "申し訳") {
		return "" // an apology formula, not a negated fact
	}
	if lang == "ja" {
		pairs = [][2]string{{"できません", "できます"}, {"変わりません", "変わります"}, {"できない", "できる"},
			{"使えない", "使える"}, {"不要", "必要"}, {"ません", "ます"}}
	} else {
		pairs = [][2]string{{" nicht ", " "}, {"keine ", ""}, {"keinen ", ""}, {"unverändert", "verändert"}}
	}
	for _, p := range pairs {
		if strings.Contains(sent, p[0]) {
			return strings.Replace(sent, p[0], p[1], 1)
		}
	}
	return ""
}

var heldOutBatch90a = []heldOutKind{
	// b90a_middle_sentence_lost drops one sentence from the middle of the answer, as a
	// stretched-context model does when it loses what sat in the middle: a step's
	// second half, a fact of a summary, a line of a letter.
	// de: "6. Geben Sie das Passwort Ihres WLANs ein. Die App überträgt die Zugangsdaten an das Gerät; das kann bis zu zwei Minuten dauern." → "6. Geben Sie das Passwort Ihres WLANs ein."
	// ja: "新しいお届け予定日は10月21日（水）です。" → (gone)
	{"b90a_middle_sentence_lost", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		if len(refs) < 3 {
			return s
		}
		for k := range refs {
			ref := refs[(len(refs)/2+k)%len(refs)]
			line := split[ref.line]
			sent := strings.TrimSpace(line[ref.idx])
			if utf8.RuneCountInString(sent) < 15 || strings.HasPrefix(sent, "|") {
				continue
			}
			if ref.idx == 0 && b90aListItem.MatchString(line[0]) {
				continue // a whole list item or its marker: another kind
			}
			split[ref.line][ref.idx] = ""
			if ref.idx == len(line)-1 && ref.idx > 0 {
				split[ref.line][ref.idx-1] = strings.TrimRight(split[ref.line][ref.idx-1], " ")
			}
			if strings.TrimSpace(strings.Join(split[ref.line], "")) == "" {
				split = append(split[:ref.line:ref.line], split[ref.line+1:]...)
			}
			return hoJoin(split)
		}
		return s
	}},
	// b90a_middle_item_lost drops the middle item of a list or the middle row of a
	// table (numbered steps renumbered): the lost-in-the-middle fault in its plainest
	// form, a step, a summary point or an offer silently missing.
	// de: "5. Tippen Sie in der App auf „Gerät hinzufügen“ …" → (gone, 6. becomes 5.)
	// ja: "・新しい電話番号は06-6345-7781です。FAX番号（06-6345-7790）は変わりません。" → (gone)
	{"b90a_middle_item_lost", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		items := b90aItems(lines)
		if len(items) < 3 {
			return s
		}
		drop := items[len(items)/2]
		numbered := b90aNumbered.MatchString(lines[drop])
		var out []string
		for i, l := range lines {
			if i == drop {
				continue
			}
			if numbered && i > drop {
				if m := b90aNumbered.FindStringSubmatch(l); m != nil {
					n, _ := strconv.Atoi(m[2])
					l = m[1] + strconv.Itoa(n-1) + ". " + l[len(m[0]):]
				} else if strings.TrimSpace(l) == "" {
					numbered = false
				}
			}
			out = append(out, l)
		}
		return strings.Join(out, "\n")
	}},
	// b90a_cut_mid_sentence ends the answer a little past its middle, inside a word or
	// sentence, as when the long prompt leaves too few tokens or the model emits its
	// end token early; a JSON answer is left unclosed.
	// de: "7. Sobald die Verbindung steht, zeigt das Bedienteil ein WLAN-Symbol, und in der App erscheint …" → "7. Sobald die Verbindung steht, zeigt das Bedienteil ein WLAN-Symbol, und in der App" (end)
	// ja: "新しいお届け予定日は10月21日（水）です。" → "新しいお届け予定日は" (end)
	{"b90a_cut_mid_sentence", "raw", func(lang, s string) string {
		rs := []rune(s)
		if len(rs) < 40 {
			return s
		}
		cut := len(rs) * 55 / 100
		if lang != "ja" || b90aIsJSON(s) {
			for cut > len(rs)/3 && rs[cut] != ' ' {
				cut--
			}
		}
		out := strings.TrimRight(string(rs[:cut]), " \n")
		for strings.HasSuffix(out, ".") || strings.HasSuffix(out, "。") || strings.HasSuffix(out, ":") {
			r := []rune(out)
			out = strings.TrimRight(string(r[:len(r)-2]), " \n")
		}
		return out
	}},
	// b90a_stops_after_half ends the answer cleanly after its first half of lines (or
	// of sentences, for a one-paragraph answer): the model stops as if done, leaving
	// out the later steps, points, the closing or the signature.
	// de: "Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte spätestens 24 Stunden vorher ab." → (gone, with the closing)
	// ja: "お支払い期限は2026年10月30日（金）です。" → (gone, with all that follows)
	{"b90a_stops_after_half", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		var content []int
		for i, l := range lines {
			if strings.TrimSpace(l) != "" {
				content = append(content, i)
			}
		}
		if len(content) >= 3 {
			keep := (len(content) + 1) / 2
			return strings.TrimRight(strings.Join(lines[:content[keep-1]+1], "\n"), " \n")
		}
		split, refs := hoAllSentences(lang, s)
		if len(refs) < 2 {
			return s
		}
		keep := (len(refs) + 1) / 2
		last := refs[keep-1]
		kept := append([][]string{}, split[:last.line]...)
		kept = append(kept, split[last.line][:last.idx+1])
		return strings.TrimRight(hoJoin(kept), " \n")
	}},
	// b90a_dates_swapped_in_sentence swaps the two dates of one sentence (or, in a JSON
	// answer, of its first two date fields): the model keeps both dates but mixes up
	// which is the old and which the new one, which the start and which the end.
	// de: "… kommt der Verdichter erst am 23.11.2026 statt am 02.11.2026 …" → "… erst am 02.11.2026 statt am 23.11.2026 …"
	// ja: "交換品は10月19日に発送いたしますので、10月22日（木）までに" → "交換品は10月22日に発送いたしますので、10月19日（木）までに"
	{"b90a_dates_swapped_in_sentence", "raw", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sent := split[r.line][r.idx]
			ds := hoDates(lang, sent)
			if len(ds) < 2 || strings.Contains(ds[0], ds[1]) || strings.Contains(ds[1], ds[0]) {
				continue
			}
			split[r.line][r.idx] = b90aSwapPair(sent, ds[0], ds[1])
			return hoJoin(split)
		}
		return s
	}},
	// b90a_amount_digits_transposed swaps two neighbouring digits of the middle amount:
	// the blurred number of a model that reads a long input through stretched positions.
	// de: "(Schaltschrankzubehör, 3.912,50 €)" → "(Schaltschrankzubehör, 3.192,50 €)"
	// ja: "追加ユーザー料金5,500円（税込）" → "追加ユーザー料金5,050円（税込）"
	{"b90a_amount_digits_transposed", "raw", func(lang, s string) string {
		locs := b90aAmounts(lang, s)
		dec := byte(',')
		if b90aIsJSON(s) {
			dec = '.'
		} else if lang == "ja" {
			dec = '.'
		}
		for k := range locs {
			l := locs[(len(locs)/2+k)%len(locs)]
			if nw := b90aSwapInt(s[l[0]:l[1]], dec); nw != "" {
				return s[:l[0]] + nw + s[l[1]:]
			}
		}
		return s
	}},
	// b90a_amounts_swapped swaps the first two different amounts of one sentence or
	// table row (in a JSON answer, its first two amounts): each figure survives, but
	// belongs to the wrong item, a mix-up of which part of the input said what.
	// de: "18.750,00 € für die Stahlträger und 2.400,00 € Bereitschaftspauschale" → "2.400,00 € für die Stahlträger und 18.750,00 € Bereitschaftspauschale"
	// ja: "基本料金33,000円（税込）と追加ユーザー料金5,500円（税込）" → "基本料金5,500円（税込）と追加ユーザー料金33,000円（税込）"
	{"b90a_amounts_swapped", "raw", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sent := split[r.line][r.idx]
			locs := b90aAmounts(lang, sent)
			if b90aIsJSON(s) {
				locs = nil
				for _, m := range b90aJSONAmount.FindAllStringSubmatchIndex(sent, -1) {
					locs = append(locs, []int{m[4], m[5]})
				}
			}
			for j := 1; j < len(locs); j++ {
				a, b := sent[locs[0][0]:locs[0][1]], sent[locs[j][0]:locs[j][1]]
				if a == b {
					continue
				}
				split[r.line][r.idx] = sent[:locs[0][0]] + b + sent[locs[0][1]:locs[j][0]] + a + sent[locs[j][1]:]
				return hoJoin(split)
			}
		}
		return s
	}},
	// b90a_people_swapped swaps the surnames of the first two people named with a
	// title (Herr, Frau, Dr., 様, 部長, 課長): who reported what, who is addressed and
	// who signs, who is the main and who the deputy contact get crossed.
	// de: "Sehr geehrte Frau Schäfer," → "Sehr geehrte Frau Öztürk," (and "Zahnarztpraxis Dr. Schäfer")
	// ja: "営業の担当は引き続き松田部長で、…経理部の小西課長に変わります。" → "営業の担当は引き続き小西部長で、…経理部の松田課長に変わります。"
	{"b90a_people_swapped", "raw", func(lang, s string) string {
		re, g := b90aDeTitled, 3
		if lang == "ja" {
			re, g = b90aJaTitled, 1
		}
		ms := re.FindAllStringSubmatchIndex(s, -1)
		var names []string
		for _, m := range ms {
			n := s[m[2*g]:m[2*g+1]]
			if len(names) < 2 && (len(names) == 0 || names[0] != n) {
				names = append(names, n)
			}
		}
		if len(names) < 2 {
			return s
		}
		var b strings.Builder
		last := 0
		for _, m := range ms {
			n := s[m[2*g]:m[2*g+1]]
			b.WriteString(s[last:m[2*g]])
			switch n {
			case names[0]:
				b.WriteString(names[1])
			case names[1]:
				b.WriteString(names[0])
			default:
				b.WriteString(n)
			}
			last = m[2*g+1]
		}
		b.WriteString(s[last:])
		return b.String()
	}},
	// b90a_date_day_blurred moves the middle date of the answer by one day (every
	// place it is written): a blurred digit of a date read from far back in the prompt.
	// de: "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr." → "Die Lieferung erfolgt am 13.11.2026 …"
	// ja: "新しいお届け予定日は10月21日（水）です。" → "新しいお届け予定日は10月22日（水）です。"
	{"b90a_date_day_blurred", "raw", func(lang, s string) string {
		ds := hoDates(lang, s)
		if len(ds) == 0 {
			return s
		}
		for k := range ds {
			d := ds[(len(ds)/2+k)%len(ds)]
			nw := b90aDateShift(d, func(y, m, day int) (int, int, int) {
				if day >= 28 {
					return y, m, day - 1
				}
				return y, m, day + 1
			})
			if nw != "" && nw != d {
				return strings.ReplaceAll(s, d, nw)
			}
		}
		return s
	}},
	// b90a_year_slipped writes the last dated year of the answer one year early, as a
	// model anchored on an older year from the long context (or its training) does.
	// de: "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr." → "Die Lieferung erfolgt am 12.11.2025 …"
	// ja: "2026年10月30日までに、お見積もりへのご承認をお願いいたします。" → "2025年10月30日までに、…"
	{"b90a_year_slipped", "raw", func(lang, s string) string {
		ds := hoDates(lang, s)
		for k := len(ds) - 1; k >= 0; k-- {
			if !b90aYearIn.MatchString(ds[k]) {
				continue
			}
			nw := b90aDateShift(ds[k], func(y, m, day int) (int, int, int) { return y - 1, m, day })
			if nw != "" && nw != ds[k] {
				return strings.ReplaceAll(s, ds[k], nw)
			}
		}
		return s
	}},
	// b90a_negation_dropped drops one negation from the middle on (nicht, keine,
	// ません, できない, 不要): the sentence stays fluent and says the opposite.
	// de: "Falls die Verbindung nicht klappt:" → "Falls die Verbindung klappt:"
	// ja: "契約期間中の途中解約はできません。" → "契約期間中の途中解約はできます。"
	{"b90a_negation_dropped", "first", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sent string) string {
			if nw := b90aFlipNegation(lang, sent); nw != "" {
				return nw
			}
			return sent
		})
	}},
	// b90a_answer_restarts appends the start of the answer again after its end: the
	// model misses its stop and begins the same answer anew until the tokens run out.
	// de: "Ihr Kundenservice von Leuchtenhaus Nord" → "Ihr Kundenservice von Leuchtenhaus Nord\n\nSehr geehrter Herr Weiß,\n\nvielen Dank für Ihre Nachricht, …"
	// ja: "ご不明な点がございましたら、お気軽にお問い合わせください。" → "…お問い合わせください。\n\n渡辺 弘様\n\nこのたびは修理のご依頼をいただき、…"
	{"b90a_answer_restarts", "raw", func(lang, s string) string {
		if b90aIsJSON(s) {
			rs := []rune(s)
			return s + "\n" + string(rs[:len(rs)/2])
		}
		lines := strings.Split(s, "\n")
		var content []int
		for i, l := range lines {
			if strings.TrimSpace(l) != "" {
				content = append(content, i)
			}
		}
		if len(content) == 0 {
			return s
		}
		if len(content) == 1 {
			split, refs := hoAllSentences(lang, s)
			if len(refs) < 2 {
				return s + " " + s
			}
			first := strings.TrimRight(split[0][0], " ")
			sep := " "
			if lang == "ja" {
				sep = ""
			}
			return s + sep + first
		}
		keep := (len(content) + 1) / 2
		return s + "\n\n" + strings.Join(lines[:content[keep-1]+1], "\n")
	}},
	// b90a_sentence_loops repeats one sentence from the middle four times in a row: the
	// plain repetition loop of a long generation.
	// de: "Die App überträgt die Zugangsdaten an das Gerät; das kann bis zu zwei Minuten dauern." → the same sentence four times in a row
	// ja: "お待たせしてしまい、誠に申し訳ございません。" → "お待たせしてしまい、誠に申し訳ございません。お待たせしてしまい、誠に申し訳ございません。…"
	{"b90a_sentence_loops", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sent string) string {
			t := strings.TrimRight(sent, " ")
			if utf8.RuneCountInString(t) < 10 || strings.HasPrefix(t, "|") || b90aListItem.MatchString(t) {
				return sent
			}
			sep := " "
			if lang == "ja" {
				sep = ""
			}
			return strings.Repeat(t+sep, 3) + t + sent[len(t):]
		})
	}},
	// b90a_quantity_doubled doubles the middle count with a unit (minutes, hours,
	// weeks, years, °C, 個, 箱, 名, メートル): a blurred quantity that changes what the
	// customer must do or expect.
	// de: "sagen Sie ihn bitte spätestens 24 Stunden vorher ab" → "spätestens 48 Stunden vorher ab"
	// ja: "約10秒で測定が終わり、" → "約20秒で測定が終わり、"
	{"b90a_quantity_doubled", "raw", func(lang, s string) string {
		re := b90aDeQty
		if lang == "ja" {
			re = b90aJaQty
		}
		ms := re.FindAllStringSubmatchIndex(s, -1)
		if len(ms) == 0 {
			return s
		}
		m := ms[len(ms)/2]
		n, err := strconv.Atoi(s[m[4]:m[5]])
		if err != nil || n == 0 {
			return s
		}
		return s[:m[4]] + strconv.Itoa(2*n) + s[m[5]:]
	}},
	// b90a_json_list_item_lost drops the last element of the first JSON array that has
	// two or more: an order line or a contract note lost, the JSON still valid.
	// de: `"positionen": [{… "Gärkorbreinigungsservice" …}, {… "Backofenthermometer Präzisa" …}]` → `"positionen": [{… "Gärkorbreinigungsservice" …}]`
	// ja: `"notes": ["契約期間中の途中解約はできません。", "初期費用は不要です。"]` → `"notes": ["契約期間中の途中解約はできません。"]`
	{"b90a_json_list_item_lost", "raw", func(lang, s string) string {
		if !b90aIsJSON(s) {
			return s
		}
		inStr, esc := false, false
		for i := 0; i < len(s); i++ {
			c := s[i]
			if inStr {
				switch {
				case esc:
					esc = false
				case c == '\\':
					esc = true
				case c == '"':
					inStr = false
				}
				continue
			}
			if c == '"' {
				inStr = true
				continue
			}
			if c != '[' {
				continue
			}
			// Walk the array, noting its top-level commas.
			depth, lastComma := 0, -1
			in, e := false, false
			for j := i + 1; j < len(s); j++ {
				d := s[j]
				if in {
					switch {
					case e:
						e = false
					case d == '\\':
						e = true
					case d == '"':
						in = false
					}
					continue
				}
				switch d {
				case '"':
					in = true
				case '[', '{':
					depth++
				case '}':
					depth--
				case ']':
					if depth == 0 {
						if lastComma < 0 {
							j = len(s)
							break
						}
						return s[:lastComma] + s[j:]
					}
					depth--
				case ',':
					if depth == 0 {
						lastComma = j
					}
				}
			}
		}
		return s
	}},
	// b90a_code_digits_blurred swaps two digits inside the first order, ticket or
	// document code (everywhere it is written): the reference no longer finds the case.
	// de: "Gern liefern wir Ihre Bestellung WE-20417" → "Gern liefern wir Ihre Bestellung WE-24017"
	// ja: "請求書INV-88213の金額について" → "請求書INV-82813の金額について"
	{"b90a_code_digits_blurred", "raw", func(lang, s string) string {
		for _, c := range b90aCode.FindAllString(s, -1) {
			lastDigits := regexp.MustCompile(`\d{3,}`).FindAllStringIndex(c, -1)
			if len(lastDigits) == 0 {
				continue
			}
			l := lastDigits[len(lastDigits)-1]
			if nw := b90aSwapDigits(c[l[0]:l[1]]); nw != "" {
				return strings.ReplaceAll(s, c, c[:l[0]]+nw+c[l[1]:])
			}
		}
		return s
	}},
	// b90a_address_digits_blurred swaps the last two digits of the first postal code
	// (or phone number) of an address: the delivery or the letter goes astray.
	// de: "67059 Ludwigshafen am Rhein" → "67095 Ludwigshafen am Rhein"
	// ja: "新住所は〒530-0001 大阪府大阪市北区…" → "新住所は〒530-0010 大阪府大阪市北区…"
	{"b90a_address_digits_blurred", "raw", func(lang, s string) string {
		type hit struct{ at, end int }
		var hits []hit
		for _, m := range b90aJaPostal.FindAllStringSubmatchIndex(s, -1) {
			hits = append(hits, hit{m[4], m[5]})
		}
		for _, m := range b90aDePLZ.FindAllStringSubmatchIndex(s, -1) {
			hits = append(hits, hit{m[4], m[5]})
		}
		for _, m := range b90aPhone.FindAllStringIndex(s, -1) {
			hits = append(hits, hit{m[0], m[1]})
		}
		best := -1
		for i, h := range hits {
			if best < 0 || h.at < hits[best].at {
				best = i
			}
		}
		if best < 0 {
			return s
		}
		h := hits[best]
		b := []byte(s[h.at:h.end])
		n := len(b)
		if b[n-1] == b[n-2] {
			if n < 3 || b[n-2] == b[n-3] || b[n-3] == '-' {
				return s
			}
			b[n-2], b[n-3] = b[n-3], b[n-2]
		} else {
			b[n-1], b[n-2] = b[n-2], b[n-1]
		}
		return s[:h.at] + string(b) + s[h.end:]
	}},
	// b90a_hour_shifted moves the first clock time or hour of the answer one hour on:
	// an appointment, a delivery window or a deadline at the wrong time.
	// de: "am Montag, 26. Oktober 2026, um 10:30 Uhr" → "um 11:30 Uhr"
	// ja: "訪問日時：2026年10月23日（金）14時〜16時" → "訪問日時：2026年10月23日（金）15時〜16時"
	{"b90a_hour_shifted", "raw", func(lang, s string) string {
		res := []*regexp.Regexp{hoClock, hoDeHour}
		if lang == "ja" {
			res = []*regexp.Regexp{hoClock, hoJaHour}
		}
		for _, re := range res {
			m := re.FindStringSubmatchIndex(s)
			if m == nil {
				continue
			}
			if re == hoClock && b90aIsJSON(s) {
				continue
			}
			h, _ := strconv.Atoi(s[m[2]:m[3]])
			if h >= 23 {
				h--
			} else {
				h++
			}
			return s[:m[2]] + strconv.Itoa(h) + s[m[3]:]
		}
		return s
	}},
	// b90a_amount_rounded writes the first amount that rounding changes as an
	// approximate figure (to the hundred below 10,000, else to the thousand), the blur
	// of a model that no longer copies the exact figure from far back.
	// de: "(Schaltschrankzubehör, 3.912,50 €)" → "(Schaltschrankzubehör, rund 3.900 €)"
	// ja: "合計38,500円（税込）となります。" → "合計約39,000円（税込）となります。"
	{"b90a_amount_rounded", "raw", func(lang, s string) string {
		for _, l := range b90aAmounts(lang, s) {
			raw := s[l[0]:l[1]]
			var v float64
			switch {
			case b90aIsJSON(s):
				v, _ = strconv.ParseFloat(raw, 64)
			case lang == "ja":
				v, _ = strconv.ParseFloat(strings.ReplaceAll(raw, ",", ""), 64)
			default:
				v, _ = strconv.ParseFloat(strings.ReplaceAll(strings.ReplaceAll(raw, ".", ""), ",", "."), 64)
			}
			if v < 1000 {
				continue
			}
			unit := 100.0
			if v >= 10000 {
				unit = 1000
			}
			r := int64(v/unit+0.5) * int64(unit)
			if float64(r) == v {
				continue
			}
			var nw string
			switch {
			case b90aIsJSON(s):
				nw = strconv.FormatInt(r, 10)
			case lang == "ja":
				nw = "約" + b90aSep(r, ",")
			default:
				nw = "rund " + b90aSep(r, ".")
				end := l[1]
				return s[:l[0]] + nw + s[end:]
			}
			return s[:l[0]] + nw + s[l[1]:]
		}
		return s
	}},
}
