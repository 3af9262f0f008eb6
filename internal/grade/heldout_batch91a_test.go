package grade

// Batch 91a: the obvious head. These faults were written down by a support lead after
// the deployment turned on speculative decoding with a small draft model, with a bug in
// its verification step suspected. The lead read one day of answers, short and long, and
// noted the faults that caught the eye first, the frequent and plain ones: the draft
// model favours frequent words and numbers, drops or doubles short tokens at block
// boundaries, swaps look-alike names and figures, ends sentences early and drifts into
// generic phrasing, and the broken verification lets those drafts through.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

var (
	b91aDigitLook   = map[byte]byte{'0': '8', '1': '7', '2': '7', '3': '8', '4': '9', '5': '6', '6': '5', '7': '1', '8': '3', '9': '4'}
	b91aJaMoney     = regexp.MustCompile(`\d{1,3}(?:,\d{3})+|\d+(?:円|ユーロ)`)
	b91aJSONBigNum  = regexp.MustCompile(`(:\s*)(\d{3,}(?:\.\d+)?)([,}\]\s])`)
	b91aDeAmountCur = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2}`)
	b91aIDExtra     = regexp.MustCompile(`\d{2,}-\d{3,}-[A-Z]{2}`)
	b91aDeCount     = regexp.MustCompile(`(^|[^\d.,])(\d+)( (?:Minuten|Stunden|Wochen|Jahre|Jahren|Tage|Tagen|Sekunden)(?:[^\p{L}]|$))`)
	b91aJaCount     = regexp.MustCompile(`(^|[^\d,.])(\d+)(分|時間|週間|個|箱|名|桁|メートル|秒|冊|枚|営業日)`)
	b91aJSONCount   = regexp.MustCompile(`("(?:quantity|menge)":\s*)(\d+)`)
	b91aDeWeekday   = regexp.MustCompile(`Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag`)
	b91aJaWeekday   = regexp.MustCompile(`([（(])([月火水木金土日])([）)])`)
	b91aParen       = regexp.MustCompile(` ?[（(][^（）()\n]{5,}[）)]`)
	b91aJaPostal    = regexp.MustCompile(`\d{3}-\d{4}|\d{2,4}-\d{4}-\d{4}`)
	b91aDePLZ       = regexp.MustCompile(`(^|[\s"])(\d{5})($|[\s",])`)
	b91aLinePrefix  = regexp.MustCompile(`^(\s*(?:[-*・•] ?|\d+\. )?)`)
	b91aJaNegAru    = regexp.MustCompile(`(でき|変わり|あり)ません`)
	b91aJaNegPot    = regexp.MustCompile(`([えけせてねめれ])ない`)
)

var b91aDeWeekdays = []string{"Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"}

const b91aJaWeekdays = "月火水木金土日"

// b91aNames are look-alike swaps of person names a draft model makes: a frequent name
// that looks or sounds like the right one.
var b91aNames = [][2]string{
	{"Müller", "Möller"}, {"Hoffmann", "Hofmann"}, {"Schulze", "Schultze"}, {"Schäfer", "Schäffer"},
	{"Weiß", "Weis"}, {"Köhler", "Kohler"}, {"Kühn", "Kuhn"}, {"Vogt", "Voigt"}, {"Oßwald", "Oswald"},
	{"Strauß", "Strauch"}, {"Jäger", "Jäckel"}, {"Groß", "Große"}, {"Yamada", "Hamada"}, {"Weber", "Werner"},
	{"髙橋", "髙梨"}, {"松本", "松元"}, {"渡辺", "渡部"}, {"小林", "小森"}, {"中島", "中田"}, {"石井", "石川"},
	{"森課長", "林課長"}, {"松田", "松井"}, {"小西", "小川"}, {"西村", "中村"}, {"佐藤", "加藤"}, {"岡田", "岡本"},
}

// b91aPlaces are look-alike swaps of places: a more frequent town or ward.
var b91aPlaces = [][2]string{
	{"Dresden", "Dessau"}, {"Lüneburg", "Ludwigsburg"}, {"Ludwigshafen am Rhein", "Ludwigshafen am Bodensee"},
	{"Lübeck", "Lüneburg"}, {"München", "Münster"},
	{"渋谷区", "世田谷区"}, {"大阪市北区", "大阪市西区"}, {"厚木", "厚別"},
}

// b91aEarliest replaces the earliest occurrence (by position) of any pair's first
// string with its second; with words set, a de match must stand as a whole word.
func b91aEarliest(s string, pairs [][2]string, words bool) string {
	best, bi := -1, -1
	for i, p := range pairs {
		if p[0] == p[1] {
			continue
		}
		from := 0
		for {
			j := strings.Index(s[from:], p[0])
			if j < 0 {
				break
			}
			j += from
			end := j + len(p[0])
			ok := true
			if words {
				if j > 0 {
					r := []rune(s[:j])
					if unicode.IsLetter(r[len(r)-1]) {
						ok = false
					}
				}
				if end < len(s) {
					r := []rune(s[end:])
					if unicode.IsLetter(r[0]) && !b91aIsHanOrKana(r[0]) {
						ok = false
					}
				}
			}
			if ok {
				if best < 0 || j < best {
					best, bi = j, i
				}
				break
			}
			from = end
		}
	}
	if best < 0 {
		return s
	}
	return s[:best] + pairs[bi][1] + s[best+len(pairs[bi][0]):]
}

func b91aIsHanOrKana(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana)
}

// b91aLookDigit swaps the first digit of num for a look-alike one.
func b91aLookDigit(num string) string {
	for i := 0; i < len(num); i++ {
		if d, ok := b91aDigitLook[num[i]]; ok {
			return num[:i] + string(d) + num[i+1:]
		}
	}
	return num
}

// b91aIsJSON reports whether s is a JSON object answer.
func b91aIsJSON(s string) bool {
	return strings.HasPrefix(strings.TrimSpace(s), "{")
}

// b91aMoneyLocs lists the positions of the money figures of s: JSON numbers of three
// digits or more, de amounts with cents, ja amounts with a thousands comma or 円.
func b91aMoneyLocs(lang, s string) [][]int {
	if b91aIsJSON(s) {
		var out [][]int
		for _, m := range b91aJSONBigNum.FindAllStringSubmatchIndex(s, -1) {
			out = append(out, []int{m[4], m[5]})
		}
		return out
	}
	if lang == "ja" {
		var out [][]int
		for _, m := range b91aJaMoney.FindAllStringIndex(s, -1) {
			e := m[1]
			for strings.HasSuffix(s[:e], "円") || strings.HasSuffix(s[:e], "ユーロ") {
				if strings.HasSuffix(s[:e], "円") {
					e -= len("円")
				} else {
					e -= len("ユーロ")
				}
			}
			out = append(out, []int{m[0], e})
		}
		return out
	}
	return b91aDeAmountCur.FindAllStringIndex(s, -1)
}

// b91aDateLocs lists the positions of the dates of s in order.
func b91aDateLocs(lang, s string) [][]int {
	re := hoDeDate
	if lang == "ja" {
		re = hoJaDate
	}
	locs := append(re.FindAllStringIndex(s, -1), hoISODate.FindAllStringIndex(s, -1)...)
	for i := 1; i < len(locs); i++ {
		for j := i; j > 0 && locs[j][0] < locs[j-1][0]; j-- {
			locs[j], locs[j-1] = locs[j-1], locs[j]
		}
	}
	return locs
}

// b91aCopyNeighbour writes the first figure over the first later, different figure.
func b91aCopyNeighbour(s string, locs [][]int) string {
	if len(locs) < 2 {
		return s
	}
	first := s[locs[0][0]:locs[0][1]]
	for _, l := range locs[1:] {
		if l[0] >= locs[0][1] && s[l[0]:l[1]] != first {
			return s[:l[0]] + first + s[l[1]:]
		}
	}
	return s
}

// b91aTrail splits a sentence into its body and its trailing spaces.
func b91aTrail(sent string) (string, string) {
	body := strings.TrimRight(sent, " ")
	return body, sent[len(body):]
}

var heldOutBatch91a = []heldOutKind{
	// b91a_amount_lookalike_digit: the first money figure gets a look-alike digit (3↔8,
	// 1↔7, 5↔6 ...), the draft's digit accepted by the broken verification; the amount
	// is wrong by a large step.
	// de: "(Schaltschrankzubehör, 3.912,50 €)" → "(Schaltschrankzubehör, 8.912,50 €)"
	// ja: "料金5,500円（税込）が加算" → "料金6,500円（税込）が加算"
	{"b91a_amount_lookalike_digit", "raw", func(lang, s string) string {
		locs := b91aMoneyLocs(lang, s)
		if len(locs) == 0 {
			return s
		}
		l := locs[0]
		return s[:l[0]] + b91aLookDigit(s[l[0]:l[1]]) + s[l[1]:]
	}},
	// b91a_amount_copied_from_neighbour: the second distinct money figure is written as
	// the first one, as a draft model repeats the figure it has just produced.
	// de: "und 2.400,00 € Bereitschaftspauschale" → "und 18.750,00 € Bereitschaftspauschale"
	// ja: "基本料金33,000円（税込）" → "基本料金5,500円（税込）"
	{"b91a_amount_copied_from_neighbour", "raw", func(lang, s string) string {
		return b91aCopyNeighbour(s, b91aMoneyLocs(lang, s))
	}},
	// b91a_date_copied_from_neighbour: the second distinct date repeats the first: the
	// new delivery, start or due date becomes the date mentioned just before it.
	// de: "auf den 26.10.2026 (Montag)" → "auf den 19.10.2026 (Montag)"
	// ja: "新しいお届け予定日は10月21日（水）です。" → "新しいお届け予定日は10月16日（水）です。"
	{"b91a_date_copied_from_neighbour", "raw", func(lang, s string) string {
		return b91aCopyNeighbour(s, b91aDateLocs(lang, s))
	}},
	// b91a_year_slips_back: the first year is one year early (2026 → 2025, 令和8年 →
	// 令和7年): the draft model favours the year it saw most in training.
	// de: "am Montag, 26. Oktober 2026, um 10:30 Uhr" → "am Montag, 26. Oktober 2025, um 10:30 Uhr"
	// ja: "訪問日時：2026年10月23日（金）" → "訪問日時：2025年10月23日（金）"
	{"b91a_year_slips_back", "raw", func(lang, s string) string {
		if loc := hoReiwa.FindStringSubmatchIndex(s); loc != nil {
			n, _ := strconv.Atoi(s[loc[2]:loc[3]])
			if n > 1 {
				return s[:loc[2]] + strconv.Itoa(n-1) + s[loc[3]:]
			}
		}
		for _, loc := range hoYear.FindAllStringSubmatchIndex(s, -1) {
			if loc[2] > 0 && (s[loc[2]-1] == '-' || (s[loc[2]-1] >= 'A' && s[loc[2]-1] <= 'Z')) {
				continue // a code such as RE-2026-0815, not a year
			}
			n, _ := strconv.Atoi(s[loc[2]:loc[3]])
			return s[:loc[2]] + strconv.Itoa(n-1) + s[loc[3]:]
		}
		return s
	}},
	// b91a_name_lookalike: the first person name is swapped for a look-alike, more
	// frequent name (Müller → Möller, 小林 → 小森): the customer is addressed or quoted
	// under a wrong name.
	// de: "Sehr geehrter Herr Prof. Dr. Hoffmann," → "Sehr geehrter Herr Prof. Dr. Hofmann,"
	// ja: "小林 恵子様" → "小森 恵子様"
	{"b91a_name_lookalike", "raw", func(lang, s string) string {
		return b91aEarliest(s, b91aNames, true)
	}},
	// b91a_place_lookalike: the first town or ward is swapped for a look-alike, more
	// frequent one, so a delivery or office address points elsewhere.
	// de: "67059 Ludwigshafen am Rhein" → "67059 Ludwigshafen am Bodensee"
	// ja: "東京都渋谷区道玄坂" → "東京都世田谷区道玄坂"
	{"b91a_place_lookalike", "raw", func(lang, s string) string {
		return b91aEarliest(s, b91aPlaces, true)
	}},
	// b91a_id_digits_transposed: the last two differing digits of the first order,
	// invoice or ticket code are transposed, a swap of look-alike figures.
	// de: "Bestellnummer KS-7741" → "Bestellnummer KS-7714"
	// ja: "ご注文番号WS-30982" → "ご注文番号WS-30928"
	{"b91a_id_digits_transposed", "raw", func(lang, s string) string {
		var loc []int
		for _, re := range []*regexp.Regexp{hoID, b91aIDExtra} {
			if l := re.FindStringIndex(s); l != nil && (loc == nil || l[0] < loc[0]) {
				loc = l
			}
		}
		if loc == nil {
			return s
		}
		b := []byte(s[loc[0]:loc[1]])
		for i := len(b) - 1; i > 0; i-- {
			if b[i] >= '0' && b[i] <= '9' && b[i-1] >= '0' && b[i-1] <= '9' && b[i] != b[i-1] {
				b[i], b[i-1] = b[i-1], b[i]
				return s[:loc[0]] + string(b) + s[loc[1]:]
			}
		}
		return s
	}},
	// b91a_postal_or_phone_transposed: the last two digits of the first postal code or
	// phone number are swapped, so letters or calls go astray.
	// de: "67059 Ludwigshafen am Rhein" → "67095 Ludwigshafen am Rhein"
	// ja: "新住所は〒530-0001" → "新住所は〒530-0010"
	{"b91a_postal_or_phone_transposed", "raw", func(lang, s string) string {
		var loc []int
		if lang == "ja" {
			loc = b91aJaPostal.FindStringIndex(s)
		} else if m := b91aDePLZ.FindStringSubmatchIndex(s); m != nil {
			loc = m[4:6]
		}
		if loc == nil {
			return s
		}
		b := []byte(s[loc[0]:loc[1]])
		for i := len(b) - 1; i > 0; i-- {
			if b[i] != b[i-1] && b[i] != '-' && b[i-1] != '-' {
				b[i], b[i-1] = b[i-1], b[i]
				return s[:loc[0]] + string(b) + s[loc[1]:]
			}
		}
		return s
	}},
	// b91a_time_to_frequent: the first clock time drifts to a frequent one: minutes
	// become :00, or an hour becomes 9, the draft's favourite.
	// de: "um 10:30 Uhr" → "um 10:00 Uhr"
	// ja: "14時〜16時" → "9時〜16時"
	{"b91a_time_to_frequent", "raw", func(lang, s string) string {
		if loc := hoClock.FindStringSubmatchIndex(s); loc != nil && s[loc[4]:loc[5]] != "00" {
			return s[:loc[4]] + "00" + s[loc[5]:]
		}
		re := hoDeHour
		if lang == "ja" {
			re = hoJaHour
		}
		loc := re.FindStringSubmatchIndex(s)
		if loc == nil {
			return s
		}
		nw := "9"
		if s[loc[2]:loc[3]] == "9" {
			nw = "10"
		}
		return s[:loc[2]] + nw + s[loc[3]:]
	}},
	// b91a_weekday_shifted: the first weekday is the next day of the week, no longer
	// matching its date.
	// de: "am Montag, 26. Oktober 2026" → "am Dienstag, 26. Oktober 2026"
	// ja: "10月21日（水）です" → "10月21日（木）です"
	{"b91a_weekday_shifted", "raw", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b91aJaWeekday, s, func(m []string) string {
				rs := []rune(b91aJaWeekdays)
				i := strings.Index(b91aJaWeekdays, m[2]) / len("月")
				return m[1] + string(rs[(i+1)%7]) + m[3]
			})
		}
		return hoFirstMatch(b91aDeWeekday, s, func(m []string) string {
			for i, d := range b91aDeWeekdays {
				if d == m[0] {
					return b91aDeWeekdays[(i+1)%7]
				}
			}
			return m[0]
		})
	}},
	// b91a_count_to_frequent: the first count or duration (minutes, weeks, years,
	// pieces, boxes, JSON quantities) becomes 3, or 2 when it was 3: a frequent small
	// number instead of the right one.
	// de: "Der Kopplungsmodus bleibt 10 Minuten aktiv." → "Der Kopplungsmodus bleibt 3 Minuten aktiv."
	// ja: "付属のコイン形電池（CR2032）2個を" → "付属のコイン形電池（CR2032）3個を"
	{"b91a_count_to_frequent", "raw", func(lang, s string) string {
		swap := func(n string) string {
			if n == "3" {
				return "2"
			}
			return "3"
		}
		if b91aIsJSON(s) {
			return hoFirstMatch(b91aJSONCount, s, func(m []string) string { return m[1] + swap(m[2]) })
		}
		re := b91aDeCount
		if lang == "ja" {
			re = b91aJaCount
		}
		return hoFirstMatch(re, s, func(m []string) string { return m[1] + swap(m[2]) + m[3] })
	}},
	// b91a_negation_dropped: the first short negation token is lost at a block
	// boundary, so the statement says the opposite.
	// de: "werden von der Nordwärme L9 nicht unterstützt." → "werden von der Nordwärme L9 unterstützt."
	// ja: "FAX番号（06-6345-7790）は変わりません。" → "FAX番号（06-6345-7790）は変わります。"
	{"b91a_negation_dropped", "first", func(lang, s string) string {
		if lang == "ja" {
			a := b91aJaNegAru.FindStringIndex(s)
			b := b91aJaNegPot.FindStringIndex(s)
			c := strings.Index(s, "できない")
			best, kind := -1, 0
			if a != nil {
				best, kind = a[0], 1
			}
			if b != nil && (best < 0 || b[0] < best) {
				best, kind = b[0], 2
			}
			if c >= 0 && (best < 0 || c < best) {
				best, kind = c, 3
			}
			switch kind {
			case 1:
				return s[:a[0]] + b91aJaNegAru.ReplaceAllString(s[a[0]:a[1]], "${1}ます") + s[a[1]:]
			case 2:
				return s[:b[0]] + b91aJaNegPot.ReplaceAllString(s[b[0]:b[1]], "${1}る") + s[b[1]:]
			case 3:
				return s[:c] + "できる" + s[c+len("できない"):]
			}
			return s
		}
		if i := strings.Index(s, " nicht "); i >= 0 {
			return s[:i] + s[i+len(" nicht"):]
		}
		for _, k := range []string{" keine ", " keinen ", " kein "} {
			if i := strings.Index(s, k); i >= 0 {
				return s[:i] + s[i+len(k)-1:]
			}
		}
		return s
	}},
	// b91a_function_word_doubled: a short function word or particle is emitted twice at
	// a draft block boundary, in the middle sentence.
	// de: "Die App überträgt die Zugangsdaten an das Gerät" → "Die App überträgt die die Zugangsdaten an das Gerät"
	// ja: "同じ数字を入れて「接続」を押します" → "同じ数字をを入れて「接続」を押します"
	{"b91a_function_word_doubled", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sent string) string {
			if lang == "ja" {
				for _, p := range []string{"を", "に", "は", "が"} {
					if i := strings.Index(sent, p); i > 0 {
						return sent[:i] + p + sent[i:]
					}
				}
				return sent
			}
			for _, w := range []string{" die ", " der ", " den ", " das ", " und ", " zu ", " an "} {
				if i := strings.Index(sent, w); i >= 0 {
					return sent[:i] + w[:len(w)-1] + sent[i:]
				}
			}
			return sent
		})
	}},
	// b91a_sentence_ends_early: the middle sentence stops halfway, closed with a full
	// stop, as if the draft's end-of-sentence token was accepted too early.
	// de: "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr." → "Die Lieferung erfolgt am 12.11.2026."
	// ja: "内訳は、基本料金33,000円（税込）と追加ユーザー料金5,500円（税込）で、合計38,500円（税込）となります。" → "内訳は、基本料金33,000円（税込）と追加ユーザー料金5,500円（税込）で。"
	{"b91a_sentence_ends_early", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sent string) string {
			body, tail := b91aTrail(sent)
			if lang == "ja" {
				rs := []rune(body)
				if len(rs) < 20 {
					return sent
				}
				for i := len(rs) * 3 / 10; i < len(rs)-4; i++ {
					if rs[i] == '、' {
						return string(rs[:i]) + "。" + tail
					}
				}
				return sent
			}
			if !strings.HasSuffix(body, ".") {
				return sent
			}
			ws := strings.Fields(body)
			if len(ws) < 8 {
				return sent
			}
			pre := b91aLinePrefix.FindString(body)
			cut := strings.TrimRight(strings.Join(ws[:len(ws)/2], " "), ",;:–")
			if !strings.HasPrefix(cut, strings.TrimSpace(pre)) {
				return sent
			}
			return cut + "." + tail
		})
	}},
	// b91a_answer_stops_early: the answer ends after about half of its sentences: the
	// rest (later steps, the new date, the closing) is missing.
	// de: "…ab 8 Uhr aufschließen. Sie bittet darum, dass noch am selben Tag ein Installateur kommt." → "…ab 8 Uhr aufschließen."
	// ja: "試験の開始は、早くても2026年11月9日となります。当方の試験台は…できません。" → "試験の開始は、早くても2026年11月9日となります。" (the rest is gone)
	{"b91a_answer_stops_early", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		var real []sentenceRef
		for _, r := range refs {
			if strings.TrimSpace(split[r.line][r.idx]) != "" {
				real = append(real, r)
			}
		}
		if len(real) < 3 {
			return s
		}
		last := real[(len(real)+1)/2-1]
		out := split[:last.line+1]
		out[last.line] = out[last.line][:last.idx+1]
		return strings.TrimRight(hoJoin(out), " \n")
	}},
	// b91a_sentence_repeated: the middle sentence (or table row) is emitted twice in a
	// row, a draft block accepted again after it was already verified.
	// de: "| Nordkälte AG | 12.450,00 € | 4 Wochen | 2 Jahre |" → the same table row twice
	// ja: "新しいお届け予定日は10月21日（水）です。" → the same line twice
	{"b91a_sentence_repeated", "longest", func(lang, s string) string {
		if !strings.ContainsAny(s, "\n.。!?！？") {
			return s // a name or label, not prose
		}
		split, refs := hoAllSentences(lang, s)
		for k := range refs {
			r := refs[(len(refs)/2+k)%len(refs)]
			sent := split[r.line][r.idx]
			if len([]rune(strings.TrimSpace(sent))) < 12 {
				continue
			}
			if len(split[r.line]) == 1 {
				lines := strings.Split(s, "\n")
				lines = append(lines[:r.line+1], lines[r.line:]...)
				return strings.Join(lines, "\n")
			}
			body, tail := b91aTrail(sent)
			sep := " "
			if lang == "ja" {
				sep = ""
			}
			again := body
			if r.idx == 0 {
				again = body[len(b91aLinePrefix.FindString(body)):]
			}
			split[r.line][r.idx] = body + sep + again + tail
			return hoJoin(split)
		}
		return s
	}},
	// b91a_fact_sentence_genericised: the middle sentence that carries a figure is
	// replaced by a generic stock phrase, so its fact (date, amount, step) is gone.
	// de: "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr." → "Weitere Einzelheiten teilen wir Ihnen gern gesondert mit."
	// ja: "2026年10月30日までに、お見積もりへのご承認をお願いいたします。" → "詳細につきましては、担当者より改めてご案内いたします。"
	{"b91a_fact_sentence_genericised", "longest", func(lang, s string) string {
		plain := lang == "ja" && !strings.Contains(s, "ます")
		return hoMiddleSentence(lang, s, func(sent string) string {
			body, tail := b91aTrail(sent)
			pre := b91aLinePrefix.FindString(body)
			rest := body[len(pre):]
			if strings.HasPrefix(strings.TrimSpace(body), "|") || !strings.ContainsAny(rest, "0123456789") ||
				!strings.ContainsAny(rest, ".。") || len([]rune(rest)) < 20 {
				return sent
			}
			switch {
			case plain:
				return pre + "詳細は担当者が確認中である。" + tail
			case lang == "ja":
				return pre + "詳細につきましては、担当者より改めてご案内いたします。" + tail
			}
			return pre + "Weitere Einzelheiten teilen wir Ihnen gern gesondert mit." + tail
		})
	}},
	// b91a_register_slips: one sentence loses the polite register, the plain form the
	// draft model saw most: a ja です/ます sentence turns plain, de Ihr/Ihnen turns into
	// du-forms.
	// de: "hiermit bestätigen wir Ihren Kontrolltermin" → "hiermit bestätigen wir deinen Kontrolltermin"
	// ja: "新しいお届け予定日は10月21日（水）です。" → "新しいお届け予定日は10月21日（水）だ。"
	{"b91a_register_slips", "longest", func(lang, s string) string {
		if lang == "ja" {
			rules := [][2]string{{"ありがとうございます。", "ありがとう。"}, {"いたしました。", "した。"}, {"いたします。", "する。"},
				{"ございます。", "ある。"}, {"ております。", "ている。"}, {"です。", "だ。"}}
			return hoMiddleSentence(lang, s, func(sent string) string {
				body, tail := b91aTrail(sent)
				for _, r := range rules {
					if strings.HasSuffix(body, r[0]) {
						return strings.TrimSuffix(body, r[0]) + r[1] + tail
					}
				}
				return sent
			})
		}
		rules := [][2]string{{" Ihre ", " deine "}, {" Ihren ", " deinen "}, {" Ihrer ", " deiner "}, {" Ihres ", " deines "},
			{" Ihr ", " dein "}, {" Ihnen ", " dir "}}
		return hoMiddleSentence(lang, s, func(sent string) string {
			best, bi := -1, -1
			for i, r := range rules {
				if j := strings.Index(sent, r[0]); j >= 0 && (best < 0 || j < best) {
					best, bi = j, i
				}
			}
			if best < 0 {
				return sent
			}
			return sent[:best] + rules[bi][1] + sent[best+len(rules[bi][0]):]
		})
	}},
	// b91a_parenthesis_dropped: the first longer parenthesis is skipped, losing the
	// order number, amount, symptom or address detail it held.
	// de: "Teile (Bestellnummer KS-7741) vom 19.10.2026" → "Teile vom 19.10.2026"
	// ja: "ヒエール冷蔵庫 R450（冷凍室が冷えない症状）の出張修理" → "ヒエール冷蔵庫 R450の出張修理"
	{"b91a_parenthesis_dropped", "first", func(lang, s string) string {
		return hoFirstMatch(b91aParen, s, func(m []string) string { return "" })
	}},
	// b91a_currency_to_frequent: the currency becomes the one the draft model saw most:
	// a JSON currency code turns into USD, a ja ユーロ amount into 円.
	// de: "\"currency\": \"EUR\"" → "\"currency\": \"USD\""
	// ja: "固定価格は1,480ユーロ（税別）です。" → "固定価格は1,480円（税別）です。"
	{"b91a_currency_to_frequent", "raw", func(lang, s string) string {
		for _, c := range []string{`"EUR"`, `"JPY"`} {
			if i := strings.Index(s, c); i >= 0 {
				return s[:i] + `"USD"` + s[i+len(c):]
			}
		}
		if lang == "ja" {
			return strings.Replace(s, "ユーロ", "円", 1)
		}
		return s
	}},
}
