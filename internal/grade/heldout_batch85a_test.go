// Batch 85a: the QA lead's first log after the serving team moved the model to INT4
// (AWQ) weights. A week of German and Japanese customer-service answers, read by a
// native-speaker reviewer, shows the obvious, frequent faults first: a date, hour,
// weekday, amount, quantity or ID that is off by a digit, a customer or colleague whose
// name is misspelt or swapped with another, a letter addressed to someone from another
// ticket, a negation lost, a fact dropped or invented, old and new dates swapped, a slip
// into du / plain form, Chinese or English words leaking in, and output cut off.

package grade

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// b85aMonthNames is the German month alternation of the date regexes.
const b85aMonthNames = `Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember`

var (
	b85aDeDateRe = regexp.MustCompile(`(\d{4})-(\d{2})-(\d{2})|(\d{1,2})\.(\d{1,2})\.(\d{4})|(\d{1,2})\. (?:` + b85aMonthNames + `)`)
	b85aJaDateRe = regexp.MustCompile(`(\d{4})-(\d{2})-(\d{2})|(\d{1,2})月(\d{1,2})日`)
)

// b85aDateRe is the date regex of a language.
func b85aDateRe(lang string) *regexp.Regexp {
	if lang == "ja" {
		return b85aJaDateRe
	}
	return b85aDeDateRe
}

// b85aShiftDay moves the day of one date match by one (back at the month's end),
// keeping its zero padding.
func b85aShiftDay(lang, m string) string {
	sub := b85aDateRe(lang).FindStringSubmatchIndex(m)
	if sub == nil {
		return m
	}
	// The day group: ISO group 3; de numeric 4, de written 7; ja 5.
	var groups []int
	if lang == "ja" {
		groups = []int{3, 5}
	} else {
		groups = []int{3, 4, 7}
	}
	for _, g := range groups {
		a, b := sub[2*g], sub[2*g+1]
		if a < 0 {
			continue
		}
		d, _ := strconv.Atoi(m[a:b])
		if d >= 28 {
			d--
		} else {
			d++
		}
		ds := strconv.Itoa(d)
		if len(ds) < b-a {
			ds = strings.Repeat("0", b-a-len(ds)) + ds
		}
		return m[:a] + ds + m[b:]
	}
	return m
}

// b85aDateOffByOne: the last date of the answer (mostly the deadline or the new date)
// is one day off.
// de: "bis spätestens 19.10.2026" → "bis spätestens 20.10.2026"
// ja: "新しいお届け予定日は10月21日（水）です。" → "新しいお届け予定日は10月22日（水）です。"
func b85aDateOffByOne(lang, s string) string {
	locs := b85aDateRe(lang).FindAllStringIndex(s, -1)
	if len(locs) == 0 {
		return s
	}
	l := locs[len(locs)-1]
	return s[:l[0]] + b85aShiftDay(lang, s[l[0]:l[1]]) + s[l[1]:]
}

// b85aDatesSwapped: in the first sentence with two dates, the last two (old and new
// date, order and delivery, shipping and arrival) trade places.
// de: "vom 19.10.2026 (Montag) auf den 26.10.2026" → "vom 26.10.2026 (Montag) auf den 19.10.2026"
// ja: "2026年11月9日から11月24日（火）に延期" → "2026年11月24日から11月9日（火）に延期"
func b85aDatesSwapped(lang, s string) string {
	re := b85aDateRe(lang)
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		sen := split[r.line][r.idx]
		locs := re.FindAllStringIndex(sen, -1)
		if len(locs) < 2 {
			continue
		}
		a, b := locs[len(locs)-2], locs[len(locs)-1]
		da, db := sen[a[0]:a[1]], sen[b[0]:b[1]]
		if da == db {
			continue
		}
		split[r.line][r.idx] = sen[:a[0]] + db + sen[a[1]:b[0]] + da + sen[b[1]:]
		return hoJoin(split)
	}
	return s
}

var (
	b85aDeWeekdays = []string{"Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"}
	b85aJaWeekdays = []string{"月", "火", "水", "木", "金", "土", "日"}
	b85aDeWeekRe   = regexp.MustCompile(`\b(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b`)
	b85aJaWeekRe   = regexp.MustCompile(`（([月火水木金土日])）`)
)

// b85aWeekdayWrong: the first weekday is the next day's, so it no longer fits the date.
// de: "am Montag, 26. Oktober 2026" → "am Dienstag, 26. Oktober 2026"
// ja: "2026年10月23日（金）14時〜16時" → "2026年10月23日（土）14時〜16時"
func b85aWeekdayWrong(lang, s string) string {
	re, days := b85aDeWeekRe, b85aDeWeekdays
	if lang == "ja" {
		re, days = b85aJaWeekRe, b85aJaWeekdays
	}
	return hoFirstMatch(re, s, func(m []string) string {
		for i, d := range days {
			if d == m[1] {
				return strings.Replace(m[0], d, days[(i+1)%7], 1)
			}
		}
		return m[0]
	})
}

var (
	b85aDeHourRe = regexp.MustCompile(`(^|[^\d.,:])(\d{1,2})((?::\d{2})? (?:Uhr|und \d{1,2}(?::\d{2})? Uhr|bis \d{1,2}(?::\d{2})? Uhr))`)
	b85aJaHourRe = regexp.MustCompile(`(^|[^\d.,:])(\d{1,2})(時)(.|$)`)
)

// b85aHourOffByOne: the first clock time is an hour late.
// de: "um 10:30 Uhr in der Zahnarztpraxis" → "um 11:30 Uhr in der Zahnarztpraxis"
// ja: "10月19日（月）17時までに回答する" → "10月19日（月）18時までに回答する"
func b85aHourOffByOne(lang, s string) string {
	re := b85aDeHourRe
	if lang == "ja" {
		re = b85aJaHourRe
	}
	for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
		if lang == "ja" && loc[8] >= 0 && s[loc[8]:loc[9]] == "間" {
			continue // 2時間 is a duration
		}
		h, _ := strconv.Atoi(s[loc[4]:loc[5]])
		if h >= 23 {
			continue
		}
		return s[:loc[4]] + strconv.Itoa(h+1) + s[loc[5]:]
	}
	return s
}

var (
	b85aDeAmountRe = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*)(,\d{2} ?(?:€|Euro|EUR))`)
	b85aJaAmountRe = regexp.MustCompile(`(\d{1,3}(?:,\d{3})*)((?:万)?(?:円|ユーロ))`)
	b85aJSONNumRe  = regexp.MustCompile(`(:\s*)(\d{3,})(\.\d+)?([,}\]\s])`)
)

// b85aTransposeDigits swaps the rightmost pair of adjacent, different digits of a
// digit string, keeping the first digit non-zero; "" when there is none.
func b85aTransposeDigits(d string) string {
	b := []byte(d)
	for i := len(b) - 2; i >= 0; i-- {
		if b[i] == b[i+1] || (i == 0 && b[1] == '0') {
			continue
		}
		b[i], b[i+1] = b[i+1], b[i]
		return string(b)
	}
	return ""
}

// b85aGroup writes digits in groups of three with sep.
func b85aGroup(d, sep string) string {
	var out []string
	for len(d) > 3 {
		out = append([]string{d[len(d)-3:]}, out...)
		d = d[:len(d)-3]
	}
	out = append([]string{d}, out...)
	return strings.Join(out, sep)
}

// b85aAmountDigitsSwapped: two digits of the first money amount of 3+ digits are
// transposed (in JSON the first number value of 3+ digits).
// de: "Rechnungsbetrag 1.249,90 €" → "Rechnungsbetrag 1.294,90 €"
// ja: "合計38,500円（税込）" → "合計38,050円（税込）"; json: "unit_price": 12800 → "unit_price": 18200
func b85aAmountDigitsSwapped(lang, s string) string {
	if strings.HasPrefix(strings.TrimSpace(s), "{") {
		for _, loc := range b85aJSONNumRe.FindAllStringSubmatchIndex(s, -1) {
			if nd := b85aTransposeDigits(s[loc[4]:loc[5]]); nd != "" {
				return s[:loc[4]] + nd + s[loc[5]:]
			}
		}
		return s
	}
	re, sep := b85aDeAmountRe, "."
	if lang == "ja" {
		re, sep = b85aJaAmountRe, ","
	}
	for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
		digits := strings.ReplaceAll(s[loc[2]:loc[3]], sep, "")
		if len(digits) < 3 {
			continue
		}
		nd := b85aTransposeDigits(digits)
		if nd == "" {
			continue
		}
		num := nd
		if strings.Contains(s[loc[2]:loc[3]], sep) {
			num = b85aGroup(nd, sep)
		}
		return s[:loc[2]] + num + s[loc[3]:]
	}
	return s
}

var b85aIDRe = regexp.MustCompile(`\b(?:[A-Z]{2,5}-\d{3,}(?:-\d+)*|\d{2}-\d{4}-[A-Z]{2})\b`)

// b85aIDDigitsSwapped: the first order, invoice, contract or error number has two of
// its digits transposed.
// de: "Bestellung WE-20417" → "Bestellung WE-20471"
// ja: "ご注文番号WS-30982" → "ご注文番号WS-30928"
func b85aIDDigitsSwapped(lang, s string) string {
	return hoFirstMatch(b85aIDRe, s, func(m []string) string {
		b := []byte(m[0])
		last := -1
		for i := len(b) - 1; i >= 0; i-- {
			if b[i] < '0' || b[i] > '9' {
				last = -1
				continue
			}
			if last >= 0 && b[i] != b[last] {
				b[i], b[last] = b[last], b[i]
				return string(b)
			}
			last = i
		}
		return m[0]
	})
}

var (
	b85aDePLZRe = regexp.MustCompile(`(^|[^\d.,\-\p{L}])(\d{5})( \p{Lu}|$)`)
	b85aJaPLZRe = regexp.MustCompile(`(^|[^\d\-])(\d{3}-\d{4})($|[^\d\-])`)
)

// b85aPostalCodeGarbled: the first postal code has its last two different digits
// transposed, so the parcel or letter goes to the wrong delivery area.
// de: "67059 Ludwigshafen am Rhein" → "67095 Ludwigshafen am Rhein"
// ja: "新住所は〒530-0001 大阪府" → "新住所は〒530-0010 大阪府"
func b85aPostalCodeGarbled(lang, s string) string {
	re := b85aDePLZRe
	if lang == "ja" {
		re = b85aJaPLZRe
	}
	return hoFirstMatch(re, s, func(m []string) string {
		b := []byte(m[2])
		for i := len(b) - 2; i >= 0; i-- {
			if b[i] != b[i+1] && b[i] != '-' && b[i+1] != '-' {
				b[i], b[i+1] = b[i+1], b[i]
				return m[1] + string(b) + m[3]
			}
		}
		return m[0]
	})
}

var (
	b85aDeQtyRe = regexp.MustCompile(`(^|[^\d,.])(\d{1,3})( ?)(Minuten|Stunden|Tage|Tagen|Wochen|Jahre|Jahren|Prozent|Litern|Liter|°C)\b`)
	b85aJaQtyRe = regexp.MustCompile(`(^|[^\d,.])(\d{1,3})(分前|分|時間|日間|週間|メートル|秒|個|箱|名|桁)`)
)

// b85aQuantityDoubled: the first quantity with a unit (duration, count, distance) is
// doubled.
// de: "Der Kopplungsmodus bleibt 10 Minuten aktiv." → "Der Kopplungsmodus bleibt 20 Minuten aktiv."
// ja: "作業員が訪問の30分前にお電話いたします" → "作業員が訪問の60分前にお電話いたします"
func b85aQuantityDoubled(lang, s string) string {
	re := b85aDeQtyRe
	if lang == "ja" {
		re = b85aJaQtyRe
	}
	return hoFirstMatch(re, s, func(m []string) string {
		n, _ := strconv.Atoi(m[2])
		if n == 0 {
			return m[0]
		}
		return m[1] + strconv.Itoa(2*n) + strings.Join(m[3:], "")
	})
}

// b85aNamePairs are surnames (and a few given names) with the near-miss a model
// garbles them to: another real name, not a spelling variant.
var b85aNamePairs = map[string][][2]string{
	"de": {{"Hoffmann", "Hofmann"}, {"Schulze", "Schultze"}, {"Schäfer", "Schäffer"}, {"Öztürk", "Özkurt"},
		{"Weiß", "Weis"}, {"Müller", "Möller"}, {"Köhler", "Kohler"}, {"Kühn", "Kuhn"}, {"Vogt", "Voigt"},
		{"Oßwald", "Ostwald"}, {"Strauß", "Strauch"}, {"Jäger", "Jägers"}, {"Förster", "Forster"},
		{"Groß", "Grohs"}, {"Yamada", "Yamaha"}, {"Schößler", "Schlößer"}, {"Weber", "Wegner"}},
	"ja": {{"渡辺", "渡部"}, {"佐藤", "加藤"}, {"松本", "松元"}, {"小林", "小松"}, {"中島", "中川"},
		{"岡田", "岡本"}, {"西村", "西田"}, {"石井", "石川"}, {"松田", "松井"}, {"小西", "小池"},
		{"山田", "山本"}, {"髙橋", "髙木"}},
}

// b85aLetterBefore reports whether the rune ending at byte i is a letter.
func b85aLetterBefore(s string, i int) bool {
	if i <= 0 {
		return false
	}
	r := []rune(s[:i])
	return unicode.IsLetter(r[len(r)-1])
}

// b85aLetterAfter reports whether the rune at byte i is a Latin-script letter.
func b85aLetterAfter(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	for _, r := range s[i:] {
		return unicode.IsLetter(r) && !unicode.Is(unicode.Han, r) && !unicode.Is(unicode.Hiragana, r) && !unicode.Is(unicode.Katakana, r)
	}
	return false
}

// b85aNameMisspelt: the first name in the answer is garbled to a different real name
// (only that occurrence; later ones stay right).
// de: "Sehr geehrter Herr Prof. Dr. Hoffmann," → "Sehr geehrter Herr Prof. Dr. Hofmann,"
// ja: "渡辺 弘様" → "渡部 弘様"
func b85aNameMisspelt(lang, s string) string {
	best, bestAt := [2]string{}, -1
	for _, p := range b85aNamePairs[lang] {
		from := 0
		for {
			i := strings.Index(s[from:], p[0])
			if i < 0 {
				break
			}
			i += from
			end := i + len(p[0])
			ok := true
			if lang == "de" {
				ok = !b85aLetterBefore(s, i) && !b85aLetterAfter(s, end)
			}
			if ok {
				if bestAt < 0 || i < bestAt {
					best, bestAt = p, i
				}
				break
			}
			from = end
		}
	}
	if bestAt < 0 {
		return s
	}
	return s[:bestAt] + best[1] + s[bestAt+len(best[0]):]
}

var (
	b85aDePersonRe = regexp.MustCompile(`(?:(?:Herrn?|Frau) (?:(?:Prof\.|Dr\.) )*|(?:Prof\. )?Dr\. )(?:\p{Lu}\p{Ll}+ )?(\p{Lu}[\p{L}]+)`)
	b85aJaPersonRe = regexp.MustCompile(`(\p{Han}{1,3})(部長|課長)`)
)

// b85aPersonsSwapped: the first two different people trade places, so an action or
// role is given to the wrong person (only their first mentions).
// de: "Prof. Dr. Kühn hat ... Laut Frau Dr. Vogt" → "Prof. Dr. Vogt hat ... Laut Frau Dr. Kühn"
// ja: "営業の担当は引き続き松田部長で、請求書の送付先は経理部の小西課長" → "営業の担当は引き続き小西部長で、請求書の送付先は経理部の松田課長"
func b85aPersonsSwapped(lang, s string) string {
	re := b85aDePersonRe
	if lang == "ja" {
		re = b85aJaPersonRe
	}
	locs := re.FindAllStringSubmatchIndex(s, -1)
	if len(locs) < 2 {
		return s
	}
	a := locs[0]
	na := s[a[2]:a[3]]
	for _, b := range locs[1:] {
		nb := s[b[2]:b[3]]
		if nb == na || strings.HasPrefix(na, nb) || strings.HasPrefix(nb, na) {
			continue
		}
		return s[:a[2]] + nb + s[a[3]:b[2]] + na + s[b[3]:]
	}
	return s
}

var (
	b85aDeSalutRe = regexp.MustCompile(`(?m)^Sehr geehrter? (?:Herr|Frau) (?:(?:Prof\.|Dr\.) )*[\p{L}\- ]+,`)
	b85aJaSalutRe = regexp.MustCompile(`(?m)^(\p{Han}{1,4}(?: \p{Han}{1,4})?)(様|部長|課長)\n`)
)

// b85aWrongRecipient: the reply is addressed to a customer from another ticket, as when
// batched requests bleed into each other; the body is the right one.
// de: "Sehr geehrter Herr Weiß," → "Sehr geehrte Frau Lindner,"
// ja: "小林 恵子様" → "田中 直樹様"
func b85aWrongRecipient(lang, s string) string {
	if lang == "ja" {
		return hoFirstMatch(b85aJaSalutRe, s, func(m []string) string {
			other := "田中 直樹"
			if !strings.Contains(m[1], " ") {
				other = "田中"
			}
			if m[1] == other {
				other = strings.Replace(other, "田中", "吉田", 1)
			}
			return other + m[2] + "\n"
		})
	}
	return hoFirstMatch(b85aDeSalutRe, s, func(m []string) string {
		if strings.HasPrefix(m[0], "Sehr geehrter Herr") {
			return "Sehr geehrte Frau Lindner,"
		}
		return "Sehr geehrter Herr Lindner,"
	})
}

// b85aNegationRule flips one negated statement.
type b85aNegationRule struct {
	re   *regexp.Regexp
	repl string
}

var b85aNegationRules = map[string][]b85aNegationRule{
	"de": {
		{regexp.MustCompile(`\bkein(?:e|en|er)? (\p{Lu}\p{Ll}+) mehr\b`), "wieder $1"},
		{regexp.MustCompile(`\bnicht ([\p{Ll}\p{Lu}])`), "$1"},
		{regexp.MustCompile(`\bkeine (\p{Lu}\p{Ll}+e?n)\b`), "$1"},
		{regexp.MustCompile(`\bk(ein(?:e|en|er|em)?) `), "$1 "},
	},
	"ja": {
		{regexp.MustCompile(`できません`), "できます"},
		{regexp.MustCompile(`変わりません`), "変わります"},
		{regexp.MustCompile(`不要です`), "必要です"},
		{regexp.MustCompile(`使えない`), "使える"},
		{regexp.MustCompile(`取り込めない`), "取り込める"},
		{regexp.MustCompile(`冷えない`), "冷える"},
		{regexp.MustCompile(`できない`), "できる"},
		{regexp.MustCompile(`([^訳])ありません`), "${1}あります"},
	},
}

// b85aNegationLost: the first negation of the answer is lost, so it says the opposite.
// de: "dass wir nur werktags und nicht am Wochenende zustellen" → "dass wir nur werktags und am Wochenende zustellen"
// ja: "契約期間中の途中解約はできません。" → "契約期間中の途中解約はできます。"
func b85aNegationLost(lang, s string) string {
	var best *b85aNegationRule
	bestLoc := []int(nil)
	rules := b85aNegationRules[lang]
	for i := range rules {
		loc := rules[i].re.FindStringSubmatchIndex(s)
		if loc != nil && (bestLoc == nil || loc[0] < bestLoc[0]) {
			best, bestLoc = &rules[i], loc
		}
	}
	if best == nil {
		return s
	}
	out := best.re.ExpandString(nil, best.repl, s, bestLoc)
	return s[:bestLoc[0]] + string(out) + s[bestLoc[1]:]
}

var (
	b85aDigitRe    = regexp.MustCompile(`\d`)
	b85aListLineRe = regexp.MustCompile(`^(\s*)(?:([-*•・]) ?|(\d+)\. )`)
)

// b85aFactDropped: one sentence carrying a figure (date, amount, number), from the
// middle of the answer, is left out; a list item that is one sentence goes with its
// line, and the numbered items after it are renumbered.
// de: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. Bitte schicken Sie ..." → "Bitte schicken Sie ..."
// ja: "新しいお届け予定日は10月21日（水）です。\nお詫びとして…" → "お詫びとして…"
func b85aFactDropped(lang, s string) string {
	split, refs := hoAllSentences(lang, s)
	if len(refs) < 3 {
		return s
	}
	for k := range refs {
		r := refs[(len(refs)/2+k)%len(refs)]
		line := split[r.line]
		sen := line[r.idx]
		t := strings.TrimSpace(sen)
		if strings.HasPrefix(t, "|") || !b85aDigitRe.MatchString(sen) {
			continue
		}
		if !strings.HasSuffix(t, ".") && !strings.HasSuffix(t, "。") && !(len(line) == 1 && b85aListLineRe.MatchString(t)) {
			continue
		}
		if len(line) == 1 {
			m := b85aListLineRe.FindStringSubmatch(sen)
			lines := append(append([][]string{}, split[:r.line]...), split[r.line+1:]...)
			if m != nil && m[3] != "" {
				// Renumber the numbered items that followed.
				for i := r.line; i < len(lines); i++ {
					if len(lines[i]) == 0 {
						break
					}
					lm := b85aListLineRe.FindStringSubmatch(lines[i][0])
					if lm == nil || lm[3] == "" {
						break
					}
					n, _ := strconv.Atoi(lm[3])
					lines[i][0] = strings.Replace(lines[i][0], lm[3]+". ", strconv.Itoa(n-1)+". ", 1)
				}
			}
			out := hoJoin(lines)
			if r.line == len(split)-1 {
				out = strings.TrimRight(out, "\n")
			}
			return out
		}
		if r.idx == 0 {
			if m := b85aListLineRe.FindString(sen); m != "" {
				continue // keep list markers: drop later sentences only
			}
		}
		nl := append(append([]string{}, line[:r.idx]...), line[r.idx+1:]...)
		if r.idx == len(line)-1 {
			nl[len(nl)-1] = strings.TrimRight(nl[len(nl)-1], " ")
		}
		split[r.line] = nl
		return hoJoin(split)
	}
	return s
}

// b85aInventedFact returns the invented commitment fitting the answer's register.
func b85aInventedFact(lang, s string) string {
	if lang == "ja" {
		if strings.Contains(s, "ます") || strings.Contains(s, "です") {
			return "なお、お詫びとして送料1,000円を返金いたします。"
		}
		return "また、1,000円の返金を約束した。"
	}
	if strings.Contains(s, " Sie ") || strings.Contains(s, "Ihre") || strings.Contains(s, "Ihnen") {
		return " Als Entschädigung schreiben wir Ihnen zusätzlich 50,00 € gut."
	}
	return " Zusätzlich wurde eine Gutschrift über 50,00 € zugesagt."
}

// b85aFactInvented: a commitment nobody made (a refund or credit) is added after a
// sentence in the middle of the answer.
// de: "... für Sie entstehen dabei keine Kosten." → "... für Sie entstehen dabei keine Kosten. Als Entschädigung schreiben wir Ihnen zusätzlich 50,00 € gut."
// ja: "お待たせしてしまい、誠に申し訳ございません。" → "お待たせしてしまい、誠に申し訳ございません。なお、お詫びとして送料1,000円を返金いたします。"
func b85aFactInvented(lang, s string) string {
	add := b85aInventedFact(lang, s)
	return hoMiddleSentence(lang, s, func(sen string) string {
		t := strings.TrimRight(sen, " ")
		if len([]rune(t)) < 12 || !(strings.HasSuffix(t, ".") || strings.HasSuffix(t, "。")) {
			return sen
		}
		return t + add + sen[len(t):]
	})
}

var (
	b85aDeImperRe  = regexp.MustCompile(`^(\s*(?:\d+\. |- )?)(Bitte )?(\p{L}+?)(en|ern|eln|n) Sie\b`)
	b85aDeImperRe2 = regexp.MustCompile(`\b(\p{Ll}+?)(en|ern|eln) Sie\b`)
	b85aDePossRe   = regexp.MustCompile(`\bIhr(e|en|em|er|es)?\b`)
	b85aDeIhnenRe  = regexp.MustCompile(`\bIhnen\b`)
	b85aDeSieRe    = regexp.MustCompile(`\bSie\b`)
	b85aDeIrreg    = map[string]string{"geben": "gib", "nehmen": "nimm", "sehen": "sieh", "lesen": "lies", "helfen": "hilf", "sprechen": "sprich", "gehen": "geh"}
)

// b85aDuImperative is the du imperative of a German infinitive split into stem and ending.
func b85aDuImperative(stem, end string) string {
	lower := strings.ToLower(stem + end)
	if irr, ok := b85aDeIrreg[lower]; ok {
		if unicode.IsUpper([]rune(stem)[0]) {
			return strings.ToUpper(irr[:1]) + irr[1:]
		}
		return irr
	}
	switch end {
	case "ern":
		return stem + "ere"
	case "eln":
		return stem + "le"
	}
	return stem + "e"
}

// b85aDuSlip: one instruction to the customer slips from Sie into du.
// de: "Bitte bringen Sie Ihre Versichertenkarte mit." → "Bitte bringe deine Versichertenkarte mit."
func b85aDuSlip(lang, s string) string {
	if lang != "de" {
		return s
	}
	return hoMiddleSentence(lang, s, func(sen string) string {
		m := b85aDeImperRe.FindStringSubmatchIndex(sen)
		if m == nil || m[8] < 0 {
			return sen
		}
		stem, end := sen[m[6]:m[7]], sen[m[8]:m[9]]
		if stem == "" || (m[4] >= 0 && unicode.IsUpper([]rune(stem)[0])) {
			return sen
		}
		out := sen[:m[6]] + b85aDuImperative(stem, end) + sen[m[1]:]
		out = b85aDeImperRe2.ReplaceAllStringFunc(out, func(v string) string {
			sm := b85aDeImperRe2.FindStringSubmatch(v)
			return b85aDuImperative(sm[1], sm[2])
		})
		out = b85aDePossRe.ReplaceAllStringFunc(out, func(v string) string { return "dein" + strings.TrimPrefix(v, "Ihr") })
		out = b85aDeIhnenRe.ReplaceAllString(out, "dir")
		if b85aDeSieRe.MatchString(out) {
			return sen // a "Sie" left that the slip cannot conjugate: not this sentence
		}
		return out
	})
}

// b85aJaPlainEndings turn a です・ます sentence end into plain (da/dearu) form.
var b85aJaPlainEndings = [][2]string{
	{"ありがとうございます。", "ありがとう。"}, {"いたしました。", "した。"}, {"いたします。", "する。"},
	{"しております。", "している。"}, {"でした。", "だった。"}, {"です。", "だ。"}, {"ございます。", "ある。"},
	{"できます。", "できる。"}, {"行います。", "行う。"},
}

// b85aJaPlainSlip: one sentence of a です・ます answer to a customer falls into plain
// form, which reads as curt and rude in a business reply.
// ja: "お支払い期限は2026年10月30日（金）です。" → "お支払い期限は2026年10月30日（金）だ。"
func b85aJaPlainSlip(lang, s string) string {
	if lang != "ja" || !strings.Contains(s, "ます") {
		return s
	}
	return hoMiddleSentence(lang, s, func(sen string) string {
		for _, p := range b85aJaPlainEndings {
			if strings.HasSuffix(sen, p[0]) {
				return strings.TrimSuffix(sen, p[0]) + p[1]
			}
		}
		return sen
	})
}

// b85aTruncated: the answer stops mid-sentence a little past half way (in JSON mid-way
// through the object), as with a stop-token or length fault.
// de: "... Bitte beachten Sie, dass wir nur werktags" (end)
// ja: "... 新しいお届け予定日は10月" (end)
func b85aTruncated(lang, s string) string {
	rs := []rune(s)
	if len(rs) < 40 {
		return s
	}
	cut := len(rs) * 55 / 100
	if strings.HasPrefix(strings.TrimSpace(s), "{") {
		// JSON stops mid-token: no closing quote or brace.
		return strings.TrimRight(string(rs[:cut]), " ")
	}
	if lang == "ja" {
		for cut > 10 && (rs[cut-1] == '。' || rs[cut-1] == '\n' || rs[cut-1] == '、' || rs[cut] == '。' || rs[cut] == '\n') {
			cut--
		}
	} else {
		for cut > 10 {
			if rs[cut] == ' ' {
				prev := rs[cut-1]
				if prev != '.' && prev != '!' && prev != '?' && prev != ':' && prev != ',' {
					break
				}
			}
			cut--
		}
	}
	return strings.TrimRight(string(rs[:cut]), " \n")
}

// b85aLeakPairs are words a quantized model renders in another language: simplified
// Chinese forms in Japanese, English nouns in German.
var b85aLeakPairs = map[string][][2]string{
	"ja": {{"発送", "发送"}, {"確認", "确认"}, {"請求", "请求"}, {"連絡", "联络"}, {"変更", "变更"}, {"予定", "预定"},
		{"対応", "对应"}, {"設定", "设定"}, {"電話", "电话"}, {"営業", "营业"}, {"報告", "报告"}, {"費用", "费用"}},
	"de": {{"Lieferung", "Delivery"}, {"Rechnung", "Invoice"}, {"Termin", "Appointment"}, {"Kosten", "Costs"},
		{"Wohnung", "Apartment"}, {"Garantie", "Warranty"}, {"Empfehlung", "Recommendation"}, {"Bestellung", "Order"},
		{"Wochenplan", "Weekly Schedule"}, {"Genehmigung", "Approval"}, {"Mehrkosten", "Extra Costs"}},
}

// b85aForeignLeak: one word of the answer comes out in another language (simplified
// Chinese in Japanese, English in German).
// de: "Die Lieferung erfolgt am 12.11.2026" → "Die Delivery erfolgt am 12.11.2026"
// ja: "交換品は10月19日に発送予定。" → "交換品は10月19日に发送予定。"
func b85aForeignLeak(lang, s string) string {
	best, bestAt := [2]string{}, -1
	for _, p := range b85aLeakPairs[lang] {
		from := 0
		for {
			i := strings.Index(s[from:], p[0])
			if i < 0 {
				break
			}
			i += from
			end := i + len(p[0])
			if lang == "ja" || (!b85aLetterBefore(s, i) && !b85aLetterAfter(s, end)) {
				if bestAt < 0 || i < bestAt {
					best, bestAt = p, i
				}
				break
			}
			from = end
		}
	}
	if bestAt < 0 {
		return s
	}
	return s[:bestAt] + best[1] + s[bestAt+len(best[0]):]
}

var (
	b85aVoicing     = map[rune]rune{}
	b85aQuotedKana  = regexp.MustCompile(`「[^」]*?([\p{Katakana}ー]{3,})`)
	b85aKatakanaRun = regexp.MustCompile(`(株式会社)?([\p{Katakana}ー]{3,})( [A-Z0-9]|\p{Han}|$)`)
	// b85aKanaCommon are loanwords, not names: garbling them is a typo, not a wrong name.
	b85aKanaCommon = map[string]bool{"ユーザー": true, "シリーズ": true, "センター": true, "スマートフォン": true, "データ": true,
		"システム": true, "サポート": true, "カスタマー": true, "クーポン": true, "フィルター": true, "エラー": true, "メール": true,
		"アプリ": true, "パスワード": true, "セット": true, "テスト": true, "コード": true, "クラウド": true}
)

func init() {
	pairs := []string{"カガ", "キギ", "クグ", "ケゲ", "コゴ", "サザ", "シジ", "スズ", "セゼ", "ソゾ", "タダ", "チヂ", "ツヅ", "テデ", "トド", "ハバ", "ヒビ", "フブ", "ヘベ", "ホボ"}
	for _, p := range pairs {
		r := []rune(p)
		b85aVoicing[r[0]], b85aVoicing[r[1]] = r[1], r[0]
	}
}

// b85aVoiceFlip flips the voicing of the last kana of a run that has a voiced pair.
func b85aVoiceFlip(run string) string {
	rs := []rune(run)
	for i := len(rs) - 1; i >= 0; i-- {
		if v, ok := b85aVoicing[rs[i]]; ok {
			rs[i] = v
			return string(rs)
		}
	}
	return run
}

// b85aKatakanaNameGarbled: the first quoted katakana product or service name (else the
// first katakana name before a model code, a kanji noun or after 株式会社) has one kana's
// voicing flipped, which makes it another name.
// ja: "「カラダノート S5」" → "「カラダノード S5」"; "ヒエール冷蔵庫" → "ビエール冷蔵庫"
func b85aKatakanaNameGarbled(lang, s string) string {
	if lang != "ja" {
		return s
	}
	for _, loc := range b85aQuotedKana.FindAllStringSubmatchIndex(s, -1) {
		run := s[loc[2]:loc[3]]
		if nr := b85aVoiceFlip(run); nr != run {
			return s[:loc[2]] + nr + s[loc[3]:]
		}
	}
	for _, loc := range b85aKatakanaRun.FindAllStringSubmatchIndex(s, -1) {
		run := s[loc[4]:loc[5]]
		if b85aKanaCommon[run] || (loc[2] < 0 && len([]rune(run)) < 4) {
			continue
		}
		if nr := b85aVoiceFlip(run); nr != run {
			return s[:loc[4]] + nr + s[loc[5]:]
		}
	}
	return s
}

var heldOutBatch85a = []heldOutKind{
	{"b85a_date_off_by_one", "first", b85aDateOffByOne},
	{"b85a_dates_swapped", "first", b85aDatesSwapped},
	{"b85a_weekday_wrong", "first", b85aWeekdayWrong},
	{"b85a_hour_off_by_one", "first", b85aHourOffByOne},
	{"b85a_amount_digits_swapped", "raw", b85aAmountDigitsSwapped},
	{"b85a_id_digits_swapped", "first", b85aIDDigitsSwapped},
	{"b85a_postal_code_garbled", "first", b85aPostalCodeGarbled},
	{"b85a_quantity_doubled", "first", b85aQuantityDoubled},
	{"b85a_name_misspelt", "first", b85aNameMisspelt},
	{"b85a_persons_swapped", "raw", b85aPersonsSwapped},
	{"b85a_wrong_recipient", "first", b85aWrongRecipient},
	{"b85a_negation_lost", "first", b85aNegationLost},
	{"b85a_fact_dropped", "longest", b85aFactDropped},
	{"b85a_fact_invented", "longest", b85aFactInvented},
	{"b85a_du_slip", "raw", b85aDuSlip},
	{"b85a_ja_plain_slip", "longest", b85aJaPlainSlip},
	{"b85a_truncated", "raw", b85aTruncated},
	{"b85a_foreign_word_leak", "first", b85aForeignLeak},
	{"b85a_katakana_name_garbled", "first", b85aKatakanaNameGarbled},
}
