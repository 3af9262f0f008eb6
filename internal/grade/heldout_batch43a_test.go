package grade

// Blind batch 43a: an outside evaluator's generic damage. A QA engineer at another
// company, testing the gate in one afternoon without knowing its checks, writes one
// small function per kind from a few word lists and regexps and applies it to every
// golden answer at ONE natural place: two figures of one sentence exchanged, a word
// replaced by its antonym or by a rarer near-synonym that shifts the sense, a date
// moved by a month or a deadline by a day, two titled people exchanged, a company or
// a person replaced by a generic noun, a sentence moved before the one it refers back
// to, a duration deleted, an IME homophone or a look-alike kanji, one digit of a code
// or an amount changed, a unit rescaled, a negation moved to the other verb, a count
// bumped, "until" read as "from", a street made the generic main street.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// ho43aPair is one word and what it becomes.
type ho43aPair struct{ from, to string }

// ho43aEarliest replaces the earliest occurrence in s of any pair's from (the longest
// one at a tie) with its to.
func ho43aEarliest(s string, pairs []ho43aPair) string {
	best, bestLen := -1, 0
	var pick ho43aPair
	for _, p := range pairs {
		i := strings.Index(s, p.from)
		if i < 0 {
			continue
		}
		if best < 0 || i < best || (i == best && len(p.from) > bestLen) {
			best, bestLen, pick = i, len(p.from), p
		}
	}
	if best < 0 {
		return s
	}
	return s[:best] + pick.to + s[best+len(pick.from):]
}

// ho43aLang picks the pairs of the answer's language.
func ho43aLang(de, ja []ho43aPair) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return ho43aEarliest(s, ja)
		}
		return ho43aEarliest(s, de)
	}
}

// ho43aReplaceAt rewrites the match loc (a submatch index slice) of s with f.
func ho43aReplaceAt(s string, loc []int, f func(m []string) string) string {
	m := make([]string, len(loc)/2)
	for i := range m {
		if loc[2*i] >= 0 {
			m[i] = s[loc[2*i]:loc[2*i+1]]
		}
	}
	return s[:loc[0]] + f(m) + s[loc[1]:]
}

// ho43aLastMatch rewrites the last match of re with f.
func ho43aLastMatch(re *regexp.Regexp, s string, f func(m []string) string) string {
	all := re.FindAllStringSubmatchIndex(s, -1)
	if len(all) == 0 {
		return s
	}
	return ho43aReplaceAt(s, all[len(all)-1], f)
}

// ho43aNthMatch rewrites the n-th (0-based) match of re with f.
func ho43aNthMatch(re *regexp.Regexp, s string, n int, f func(m []string) string) string {
	all := re.FindAllStringSubmatchIndex(s, -1)
	if len(all) <= n {
		return s
	}
	return ho43aReplaceAt(s, all[n], f)
}

// ho43aIsTable tells a table row from prose.
func ho43aIsTable(line string) bool {
	return strings.HasPrefix(strings.TrimSpace(line), "|")
}

// --- figures ---------------------------------------------------------------------

// a figure with its unit: 18.750,00 €, 5,500円, 6 Wochen, 10箱.
var ho43aFigure = regexp.MustCompile(`(\d{1,3}(?:[.,]\d{3})+(?:,\d{2})?|\d+(?:,\d+)?)( ?)(€|円|ユーロ|Wochen|Jahren|Jahre|Tage|Minuten|Stunden|個|箱|冊|名|分|時間|日間|週間)`)

func ho43aUnitClass(u string) string {
	switch u {
	case "Jahren":
		return "Jahre"
	}
	return u
}

// ho43aSameUnitFiguresExchanged exchanges the first two figures of one sentence (or
// table row) that carry the same unit and differ.
func ho43aSameUnitFiguresExchanged(lang, s string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		sent := split[r.line][r.idx]
		all := ho43aFigure.FindAllStringSubmatchIndex(sent, -1)
		for i := 0; i < len(all); i++ {
			for j := i + 1; j < len(all); j++ {
				a, b := all[i], all[j]
				na, nb := sent[a[2]:a[3]], sent[b[2]:b[3]]
				ua, ub := ho43aUnitClass(sent[a[6]:a[7]]), ho43aUnitClass(sent[b[6]:b[7]])
				if ua != ub || na == nb {
					continue
				}
				split[r.line][r.idx] = sent[:a[2]] + nb + sent[a[3]:b[2]] + na + sent[b[3]:]
				return hoJoin(split)
			}
		}
	}
	return s
}

// ho43aDigitsIn gives the byte offsets of the ASCII digits of s.
func ho43aDigitsIn(s string) []int {
	var out []int
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			out = append(out, i)
		}
	}
	return out
}

// codes: RE-2026-0815, DE-55102, INV-88213, 44-2087-DE, TN-293.
var ho43aCode = regexp.MustCompile(`\b[A-Z]{1,5}-\d{3,}(?:-\d{3,})?\b|\b\d{2}-\d{4}-[A-Z]{2}\b`)

// ho43aCodeMiddleDigitUp raises the middle digit of the first code by one.
func ho43aCodeMiddleDigitUp(lang, s string) string {
	return hoFirstMatch(ho43aCode, s, func(m []string) string {
		d := ho43aDigitsIn(m[0])
		at := d[len(d)/2]
		b := []byte(m[0])
		b[at] = '0' + (b[at]-'0'+1)%10
		return string(b)
	})
}

// amounts: 1.850,00 €, 53,900円, 1,480ユーロ, and money members of a JSON answer.
var (
	ho43aDeMoney   = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*),(\d{2}) ?€`)
	ho43aJaMoney   = regexp.MustCompile(`(\d{1,3}(?:,\d{3})*)(円|ユーロ)`)
	ho43aJSONMoney = regexp.MustCompile(`("(?:value|einzelpreis|unit_price|netto|mwst|brutto|monthly_fee|total|price)":\s*)(\d+)`)
)

// ho43aLastNonzeroDown lowers the last non-zero digit of an integer written with
// group separators: 53,900 → 53,800, 15000 → 14000.
func ho43aLastNonzeroDown(n string) string {
	b := []byte(n)
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] >= '1' && b[i] <= '9' {
			if i == 0 && b[i] == '1' && len(ho43aDigitsIn(n)) > 1 {
				continue // no leading zero
			}
			b[i]--
			return string(b)
		}
	}
	return n
}

// ho43aLastAmountDigitDown changes the last amount of the answer (its total or the
// figure it closes on) by one in its last non-zero integer digit.
func ho43aLastAmountDigitDown(lang, s string) string {
	if strings.HasPrefix(strings.TrimSpace(s), "{") {
		return ho43aLastMatch(ho43aJSONMoney, s, func(m []string) string { return m[1] + ho43aLastNonzeroDown(m[2]) })
	}
	if lang == "ja" {
		return ho43aLastMatch(ho43aJaMoney, s, func(m []string) string {
			return strings.Replace(m[0], m[1], ho43aLastNonzeroDown(m[1]), 1)
		})
	}
	return ho43aLastMatch(ho43aDeMoney, s, func(m []string) string {
		return strings.Replace(m[0], m[1], ho43aLastNonzeroDown(m[1]), 1)
	})
}

// counted items: 2個, 10箱, 1名, zwei Wärmepumpen, "menge": 4.
var (
	ho43aJSONQty  = regexp.MustCompile(`("(?:menge|quantity|anzahl)":\s*)(\d+)`)
	ho43aJaCount  = regexp.MustCompile(`(^|[^\d,.０-９])(\d{1,2})(個|箱|名|台|点|桁)`)
	ho43aDeNumber = regexp.MustCompile(`\b(zwei|drei|vier|fünf|sechs)( (?:[^MSTWJ ]|Ma|Mi[^n]|Mo[^n]|S[^e]|Ta[^g]|W[^o]|Jah?[^r])\p{Ll}+(?:n|e)\b)`)
	ho43aDeNext   = map[string]string{"zwei": "drei", "drei": "vier", "vier": "fünf", "fünf": "sechs", "sechs": "sieben"}
)

// ho43aFirstCountUp raises the first count of items by one.
func ho43aFirstCountUp(lang, s string) string {
	if strings.HasPrefix(strings.TrimSpace(s), "{") {
		return hoFirstMatch(ho43aJSONQty, s, func(m []string) string {
			n, _ := strconv.Atoi(m[2])
			return m[1] + strconv.Itoa(n+1)
		})
	}
	if lang == "ja" {
		return hoFirstMatch(ho43aJaCount, s, func(m []string) string {
			n, _ := strconv.Atoi(m[2])
			return m[1] + strconv.Itoa(n+1) + m[3]
		})
	}
	return hoFirstMatch(ho43aDeNumber, s, func(m []string) string { return ho43aDeNext[m[1]] + m[2] })
}

// --- dates and times ---------------------------------------------------------------

var (
	ho43aAnyDate = regexp.MustCompile(`(\d{4})-(\d{2})-(\d{2})|(\d{2})\.(\d{2})\.(\d{4})|(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
)

// ho43aShiftDate rewrites one date match of ho43aAnyDate by months and days, in its
// own format.
func ho43aShiftDate(m []string, months, days int) string {
	atoi := func(s string) int { n, _ := strconv.Atoi(s); return n }
	switch {
	case m[1] != "":
		t := ho43aAdd(atoi(m[1]), atoi(m[2]), atoi(m[3]), months, days)
		return t.Format("2006-01-02")
	case m[4] != "":
		t := ho43aAdd(atoi(m[6]), atoi(m[5]), atoi(m[4]), months, days)
		return t.Format("02.01.2006")
	default:
		y := 2026
		if m[7] != "" {
			y = atoi(m[7])
		}
		t := ho43aAdd(y, atoi(m[8]), atoi(m[9]), months, days)
		out := fmt.Sprintf("%d月%d日", int(t.Month()), t.Day())
		if m[7] != "" {
			out = fmt.Sprintf("%d年", t.Year()) + out
		}
		return out
	}
}

// ho43aAdd adds months (keeping the day, clamped to the month's end) and days.
func ho43aAdd(y, mo, d, months, days int) time.Time {
	first := time.Date(y, time.Month(mo)+time.Month(months), 1, 0, 0, 0, 0, time.UTC)
	last := first.AddDate(0, 1, -1).Day()
	if d > last {
		d = last
	}
	return time.Date(first.Year(), first.Month(), d, 0, 0, 0, 0, time.UTC).AddDate(0, 0, days)
}

// ho43aSecondDateMonthLater moves the second date of the answer one month later.
func ho43aSecondDateMonthLater(lang, s string) string {
	return ho43aNthMatch(ho43aAnyDate, s, 1, func(m []string) string { return ho43aShiftDate(m, 1, 0) })
}

// deadlines: bis zum 21.10.2026, bis spätestens 19.10.2026, 10月22日（木）までに,
// "faellig_am": "2026-11-04".
var (
	ho43aDeDeadline   = regexp.MustCompile(`(bis (?:zum |spätestens |zum spätestens )?)(\d{2}\.\d{2}\.\d{4})`)
	ho43aJaDeadline   = regexp.MustCompile(`((?:\d{4}年)?\d{1,2}月\d{1,2}日)((?:（.）)?まで)`)
	ho43aJSONDeadline = regexp.MustCompile(`("(?:faellig_am|end_date|due_date|deadline)":\s*")(\d{4}-\d{2}-\d{2})`)
)

// ho43aDeadlineDayLater moves the first deadline of the answer one day later.
func ho43aDeadlineDayLater(lang, s string) string {
	shift := func(d string) string {
		return ho43aAnyDate.ReplaceAllStringFunc(d, func(x string) string {
			return ho43aShiftDate(ho43aAnyDate.FindStringSubmatch(x), 0, 1)
		})
	}
	if strings.HasPrefix(strings.TrimSpace(s), "{") {
		return hoFirstMatch(ho43aJSONDeadline, s, func(m []string) string { return m[1] + shift(m[2]) })
	}
	if lang == "ja" {
		return hoFirstMatch(ho43aJaDeadline, s, func(m []string) string { return shift(m[1]) + m[2] })
	}
	return hoFirstMatch(ho43aDeDeadline, s, func(m []string) string { return m[1] + shift(m[2]) })
}

var (
	ho43aDeClockHour = regexp.MustCompile(`(^|[^\d:.,])(\d{1,2})((?::\d{2})? Uhr)`)
	ho43aJaClockHour = regexp.MustCompile(`(^|[^\d])(\d{1,2})(時)`)
)

// ho43aLastClockHourEarlier sets the last clock hour of the answer one hour earlier.
func ho43aLastClockHourEarlier(lang, s string) string {
	re := ho43aDeClockHour
	if lang == "ja" {
		re = ho43aJaClockHour
	}
	return ho43aLastMatch(re, s, func(m []string) string {
		h, _ := strconv.Atoi(m[2])
		if h == 0 {
			h = 24
		}
		return m[1] + strconv.Itoa(h-1) + m[3]
	})
}

// --- people, companies, places -----------------------------------------------------

var (
	ho43aDeTitled = regexp.MustCompile(`\b(Herrn?|Frau) ((?:Prof\. )?(?:Dr\. )?(?:\p{Lu}\p{Ll}+ )?)(\p{Lu}[\p{L}ß]+)`)
	ho43aJaTitled = regexp.MustCompile(`(\p{Han}{1,3})(部長|課長|係長|様)`)
)

// ho43aTitledSurnamesExchanged exchanges the surnames of the first two people named
// with a title (Herr/Frau, 部長/課長/様), everywhere: the roles stay, the people trade.
func ho43aTitledSurnamesExchanged(lang, s string) string {
	var names []string
	if lang == "ja" {
		for _, m := range ho43aJaTitled.FindAllStringSubmatch(s, -1) {
			if !strings.Contains(strings.Join(names, "\x00"), m[1]) {
				names = append(names, m[1])
			}
		}
	} else {
		for _, m := range ho43aDeTitled.FindAllStringSubmatch(s, -1) {
			n := m[3]
			if n == "Dr" || n == "Prof" {
				continue
			}
			dup := false
			for _, x := range names {
				dup = dup || x == n
			}
			if !dup {
				names = append(names, n)
			}
		}
	}
	if len(names) < 2 {
		return s
	}
	a, b := names[0], names[1]
	return strings.NewReplacer(a, b, b, a).Replace(s)
}

var (
	ho43aDeCompany = regexp.MustCompile(`(?:\p{Lu}[\p{L}\-]+ ){1,3}(?:GmbH|AG|KG|OHG|Co\., Ltd\.)`)
	ho43aJaCompany = regexp.MustCompile(`株式会社[\p{Katakana}\p{Han}ー]+|[\p{Katakana}\p{Han}ー]+株式会社`)
)

// ho43aCompanyMadeGeneric replaces the last named company with a generic noun.
func ho43aCompanyMadeGeneric(lang, s string) string {
	if lang == "ja" {
		return ho43aLastMatch(ho43aJaCompany, s, func([]string) string { return "取引先" })
	}
	all := ho43aDeCompany.FindAllStringIndex(s, -1)
	if len(all) == 0 {
		return s
	}
	loc := all[len(all)-1]
	rep := "das Unternehmen"
	before := strings.TrimRight(s[:loc[0]], " ")
	if before == "" || strings.HasSuffix(before, "\n") || strings.HasSuffix(before, ".") || strings.HasSuffix(before, ":") || strings.HasSuffix(before, "|") {
		rep = "Das Unternehmen"
	}
	return s[:loc[0]] + rep + s[loc[1]:]
}

var ho43aDeDativePrep = map[string]bool{"von": true, "bei": true, "mit": true, "Hd.": true, "zu": true, "Laut": true, "laut": true}

// ho43aPersonMadeGeneric replaces the first titled person outside the salutation with
// a generic one: Frau Müller → eine Dame, 髙橋様 → お客様, 松田部長 → 担当者.
func ho43aPersonMadeGeneric(lang, s string) string {
	if lang == "ja" {
		for _, loc := range ho43aJaTitled.FindAllStringSubmatchIndex(s, -1) {
			lineEnd := strings.Index(s[loc[1]:], "\n")
			rest := s[loc[1]:]
			if lineEnd >= 0 {
				rest = s[loc[1] : loc[1]+lineEnd]
			}
			title := s[loc[4]:loc[5]]
			if strings.TrimSpace(rest) == "" && (title == "様" || (lineEnd >= 0 && !strings.Contains(s[:loc[0]], "\n"))) {
				continue // the salutation
			}
			rep := "担当者"
			if title == "様" {
				rep = "お客様"
			}
			return s[:loc[0]] + rep + s[loc[1]:]
		}
		return s
	}
	for _, loc := range ho43aDeTitled.FindAllStringSubmatchIndex(s, -1) {
		lineStart := strings.LastIndex(s[:loc[0]], "\n") + 1
		line := s[lineStart:loc[0]]
		if strings.HasPrefix(line, "Sehr geehrte") {
			continue
		}
		words := strings.Fields(line)
		prev := ""
		if len(words) > 0 {
			prev = words[len(words)-1]
		}
		fem := s[loc[2]:loc[3]] == "Frau"
		var rep string
		switch {
		case ho43aDeDativePrep[prev] && fem:
			rep = "einer Dame"
		case ho43aDeDativePrep[prev]:
			rep = "einem Herrn"
		case fem:
			rep = "eine Dame"
		default:
			rep = "ein Herr"
		}
		if strings.Trim(line, " -*•0123456789.") == "" {
			r, n := utf8.DecodeRuneInString(rep)
			rep = string(unicode.ToUpper(r)) + rep[n:]
		}
		return s[:loc[0]] + rep + s[loc[1]:]
	}
	return s
}

var (
	ho43aDeStreet = regexp.MustCompile(`\b\p{Lu}[\p{L}ß]+(?:straße|weg|platz|allee|gasse) (\d+)`)
	ho43aJaWard   = regexp.MustCompile(`(都|府|県|市)(\p{Han}{1,3}区)`)
)

// ho43aStreetMadeGeneric replaces the first street of an address with the generic
// Hauptstraße (a ward with 中央区), the house number kept.
func ho43aStreetMadeGeneric(lang, s string) string {
	if lang == "ja" {
		if out := hoFirstMatch(ho43aJaWard, s, func(m []string) string {
			if m[2] == "中央区" {
				return m[0]
			}
			return m[1] + "中央区"
		}); out != s {
			return out
		}
	}
	return hoFirstMatch(ho43aDeStreet, s, func(m []string) string {
		if strings.HasPrefix(m[0], "Hauptstraße") {
			return m[0]
		}
		return "Hauptstraße " + m[1]
	})
}

// --- sentences and clauses ---------------------------------------------------------

var (
	ho43aDeAnaphor = regexp.MustCompile(`^(?:Sie (?:bittet|meldet|hat|ist|kann|wird)|Er |Dies|Diese[rsmn]? |Dabei|Danach|Anschließend|Bis dahin|Dort)`)
	ho43aJaAnaphor = regexp.MustCompile(`^(?:[^。、]{0,8}?)(?:これら|それまで|その後|そのため|これは|それは|この(?:ため|件|点)|その(?:際|件|点|ため)|同社|当日)`)
)

// ho43aAnaphorBeforeAntecedent exchanges the last sentence that refers back (Sie
// bittet …, これらは …, それまで) with the sentence before it in its paragraph.
func ho43aAnaphorBeforeAntecedent(lang, s string) string {
	split, refs := hoAllSentences(lang, s)
	re := ho43aDeAnaphor
	if lang == "ja" {
		re = ho43aJaAnaphor
	}
	for k := len(refs) - 1; k > 0; k-- {
		cur, prev := refs[k], refs[k-1]
		a := strings.TrimSpace(split[cur.line][cur.idx])
		b := strings.TrimSpace(split[prev.line][prev.idx])
		if a == "" || b == "" || !re.MatchString(a) || ho43aIsTable(a) {
			continue
		}
		if cur.line != prev.line {
			// across lines only when the lines are plain sentences of one paragraph
			if cur.line != prev.line+1 || cur.idx != 0 || len(split[prev.line]) != 1 || hoListItem.MatchString(b) || hoListItem.MatchString(a) {
				continue
			}
			split[cur.line][cur.idx], split[prev.line][prev.idx] = b, a
			return hoJoin(split)
		}
		sa, sb := split[cur.line][cur.idx], split[prev.line][prev.idx]
		// keep each slot's trailing space
		ta := sa[len(strings.TrimRight(sa, " ")):]
		tb := sb[len(strings.TrimRight(sb, " ")):]
		lead := sb[:len(sb)-len(strings.TrimLeft(sb, " -*・0123456789."))]
		split[prev.line][prev.idx] = lead + strings.TrimRight(strings.TrimLeft(sa, " "), " ") + tb
		split[cur.line][cur.idx] = strings.TrimRight(strings.TrimPrefix(sb, lead), " ") + ta
		return hoJoin(split)
	}
	return s
}

var (
	ho43aDeDuration = regexp.MustCompile(` (?:bis zu |etwa |ca\. )?(?:\d+|zwei|drei|vier|fünf|zehn) (?:Sekunden|Minuten|Stunden|Tage|Wochen)( )`)
	ho43aJaDuration = regexp.MustCompile(`約?\d+(?:秒|分|時間|日間|週間|か月)(?:間)?(?:で|の)?`)
)

// ho43aDurationDeleted deletes the first duration of a prose sentence.
func ho43aDurationDeleted(lang, s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if ho43aIsTable(l) {
			continue
		}
		var nl string
		if lang == "ja" {
			nl = hoFirstMatch(ho43aJaDuration, l, func(m []string) string { return "" })
		} else {
			nl = hoFirstMatch(ho43aDeDuration, l, func(m []string) string { return m[1] })
		}
		if nl != l {
			lines[i] = nl
			return strings.Join(lines, "\n")
		}
	}
	return s
}

var (
	ho43aDeNegCond = regexp.MustCompile(`^((?:Falls|Wenn|Sollte|Sollten|Hilft) [^,]*?) nicht([^,]*), ([^,]*?\bbitte )`)
	ho43aJaNegCond = regexp.MustCompile(`(でき|ら|わ|か|さ|た|ま|が|ば)ない(ことがありますので|場合は|ため)、([^。]*?)して(ください)`)
	ho43aJaUForA   = map[string]string{"でき": "できる", "ら": "る", "わ": "う", "か": "く", "さ": "す", "た": "つ", "ま": "む", "が": "ぐ", "ば": "ぶ"}
)

// ho43aNegationMoved moves the negation of a condition onto the request it governs:
// „Falls Sie … nicht … können, sagen Sie … bitte …“ → „Falls Sie … können, sagen Sie
// … bitte nicht …“; 測定できないことがありますので、…設置してください → 測定できることが
// ありますので、…設置しないでください.
func ho43aNegationMoved(lang, s string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		sent := split[r.line][r.idx]
		var nw string
		if lang == "ja" {
			nw = hoFirstMatch(ho43aJaNegCond, sent, func(m []string) string {
				return ho43aJaUForA[m[1]] + m[2] + "、" + m[3] + "しないで" + m[4]
			})
		} else {
			body := strings.TrimLeft(sent, " -*0123456789.")
			lead := sent[:len(sent)-len(body)]
			nb := hoFirstMatch(ho43aDeNegCond, body, func(m []string) string {
				return m[1] + m[2] + ", " + m[3] + "nicht "
			})
			nw = lead + nb
		}
		if nw != sent {
			split[r.line][r.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

// --- word lists ----------------------------------------------------------------------

// evaluative antonyms: price, age, state, quality.
var (
	ho43aDeEvalAntonyms = []ho43aPair{
		{"günstigste", "teuerste"}, {"günstiger", "teurer"}, {"höher", "niedriger"},
		{"alte ", "neue "}, {"neuen ", "alten "}, {"gute ", "schlechte "}, {"defekte ", "intakte "},
		{"aktuelle ", "frühere "}, {"zu weit entfernt", "zu nah"},
	}
	ho43aJaEvalAntonyms = []ho43aPair{
		{"硬く", "柔らかく"}, {"高い", "安い"}, {"新しい", "古い"}, {"最新版", "旧版"}, {"新住所", "旧住所"},
		{"新センター", "旧センター"}, {"正常", "異常"}, {"十分", "不十分"}, {"破損", "無傷"},
	}
)

// time-relation antonyms: before/after, earliest/latest, next/previous.
var (
	ho43aDeTimeAntonyms = []ho43aPair{
		{"spätestens", "frühestens"}, {"frühestens", "spätestens"}, {"vorher", "nachher"},
		{"anschließend", "vorher"}, {"danach", "davor"}, {"nächste", "vorige"}, {"erst am", "schon am"},
	}
	ho43aJaTimeAntonyms = []ho43aPair{
		{"前日", "翌日"}, {"以降", "以前"}, {"早くても", "遅くても"}, {"分前に", "分後に"}, {"）後に", "）前に"},
		{"次回", "前回"}, {"事前", "事後"}, {"それより早い", "それより遅い"}, {"引き続き", "新たに"},
	}
)

// rarer near-synonyms whose sense differs.
var (
	ho43aDeRareSyn = []ho43aPair{
		{"verschiebt sich", "verlagert sich"}, {"Genehmigung", "Duldung"}, {"Mangel:", "Makel:"},
		{"Die Rechnung", "Die Quittung"}, {"vorgestellt", "vorgeschlagen"}, {"freizugeben", "freizustellen"},
		{"bittet um", "besteht auf"}, {"Kundendienst", "Kundenbeirat"},
		{"Ersatzlampe", "Zweitlampe"},
	}
	ho43aJaRareSyn = []ho43aPair{
		{"ご説明いたします", "ご弁明いたします"}, {"承認", "黙認"}, {"調査し", "捜査し"}, {"提案", "示唆"},
		{"移転", "移籍"}, {"ご連絡ください", "ご通報ください"}, {"確認いたしました", "確信いたしました"},
		{"お詫び", "お見舞い"}, {"確定いたしました", "想定いたしました"},
		{"お問い合わせ", "ご詰問"}, {"解約", "破約"},
	}
)

// Japanese IME homophones: the same reading, another word.
var ho43aJaIMEHomophones = []ho43aPair{
	{"発送", "発想"}, {"回答", "解凍"}, {"承認", "証人"}, {"機器", "危機"}, {"期間", "機関"},
	{"交換", "好感"}, {"以降", "移行"}, {"同梱", "同根"}, {"延期", "塩基"}, {"訪問", "法門"},
}

// Japanese look-alike kanji in an everyday word.
var ho43aJaLookalikes = []ho43aPair{
	{"入力", "人力"}, {"月末", "月未"}, {"本体", "本休"}, {"お待たせ", "お持たせ"}, {"お待ち", "お持ち"},
	{"問い合わせ", "間い合わせ"}, {"電池", "電地"}, {"税抜", "税扱"}, {"末時点", "未時点"}, {"予約", "予釣"},
	{"請求", "清求"}, {"修理", "修埋"},
}

// "until" read as "from".
var (
	ho43aDeUntil = []ho43aPair{{"bis zum ", "ab dem "}, {"bis Ende", "ab Ende"}}
	ho43aJaUntil = []ho43aPair{{"までは", "からは"}, {"までです", "からです"}, {"までの", "からの"}, {"まで）", "から）"}}
)

// measure units one scale step off.
var (
	ho43aDeUnitRe = regexp.MustCompile(`(\d) ?(Sekunden|Minuten|Stunden|Wochen|Jahre|Jahren|Tage|GHz|kg)\b|(\d)-(GHz)`)
	ho43aDeUnitTo = map[string]string{"Sekunden": "Minuten", "Minuten": "Sekunden", "Stunden": "Minuten", "Wochen": "Monate",
		"Jahre": "Monate", "Jahren": "Monaten", "Tage": "Wochen", "GHz": "MHz", "kg": "g"}
	ho43aJaUnitRe = regexp.MustCompile(`(\d)(メートル|秒|分|時間|日間|週間|kg)`)
	ho43aJaUnitTo = map[string]string{"メートル": "センチメートル", "秒": "分", "分": "秒", "時間": "分", "日間": "週間", "週間": "か月", "kg": "g"}
)

// ho43aFirstUnitRescaled replaces the unit of the first measure with its neighbour
// on the scale (Minuten → Sekunden, Wochen → Monate, 2,4-GHz → 2,4-MHz, 2メートル →
// 2センチメートル, 10秒 → 10分), the figure kept.
func ho43aFirstUnitRescaled(lang, s string) string {
	if lang == "ja" {
		return hoFirstMatch(ho43aJaUnitRe, s, func(m []string) string { return m[1] + ho43aJaUnitTo[m[2]] })
	}
	return hoFirstMatch(ho43aDeUnitRe, s, func(m []string) string {
		if m[3] != "" {
			return m[3] + "-" + ho43aDeUnitTo[m[4]]
		}
		return strings.Replace(m[0], m[2], ho43aDeUnitTo[m[2]], 1)
	})
}

var heldOutBatch43a = []heldOutKind{
	// Two figures of one sentence with the same unit exchanged: „18.750,00 € für die
	// Stahlträger und 2.400,00 €“ → „2.400,00 € … und 18.750,00 €“; 基本料金33,000円と追加
	// ユーザー料金5,500円 → 基本料金5,500円と追加ユーザー料金33,000円.
	{"b43a_same_unit_figures_exchanged_in_sentence", "raw", ho43aSameUnitFiguresExchanged},
	// An evaluative word replaced by its antonym from a short list: „die alte
	// Gasheizung“ → „die neue Gasheizung“; 新住所は → 旧住所は, 硬く平らな床 → 柔らかく平らな床.
	{"b43a_evaluative_word_antonym_from_list", "first", ho43aLang(ho43aDeEvalAntonyms, ho43aJaEvalAntonyms)},
	// A time-relation word replaced by its antonym: „spätestens 24 Stunden vorher“ →
	// „frühestens 24 Stunden vorher“; 前日の17時まで → 翌日の17時まで, 次回のお買い物 → 前回のお買い物.
	{"b43a_time_relation_word_antonym_from_list", "first", ho43aLang(ho43aDeTimeAntonyms, ho43aJaTimeAntonyms)},
	// The second date of the answer moved one month later: „auf den 26.10.2026“ →
	// „auf den 26.11.2026“; 10月21日（水） → 11月21日（水）; "2027-11-30" → "2027-12-30".
	{"b43a_second_date_one_month_later", "raw", ho43aSecondDateMonthLater},
	// The first deadline one day later: „bis zum 21.10.2026“ → „bis zum 22.10.2026“;
	// 2026年10月30日までに → 2026年10月31日までに; "faellig_am": "2026-11-05".
	{"b43a_deadline_date_one_day_later", "raw", ho43aDeadlineDayLater},
	// The last clock hour one hour earlier: „zwischen 8 und 12 Uhr“ → „zwischen 8 und
	// 11 Uhr“; 前日の17時まで → 前日の16時まで.
	{"b43a_last_clock_hour_one_earlier", "raw", ho43aLastClockHourEarlier},
	// The first two titled people exchanged throughout: „Frau Müller … Herrn Weiß“ →
	// „Frau Weiß … Herrn Müller“; 松田部長 … 小西課長 → 小西部長 … 松田課長.
	{"b43a_titled_surnames_exchanged_throughout", "raw", ho43aTitledSurnamesExchanged},
	// The last named company replaced by a generic noun: „Nordkälte AG ist zwar
	// günstiger“ → „das Unternehmen ist zwar günstiger“; 株式会社アオバ精工の → 取引先の.
	{"b43a_company_name_made_generic", "first", ho43aCompanyMadeGeneric},
	// The first titled person (not the salutation) replaced by a generic role: „Frau
	// Müller … meldet“ → „Eine Dame … meldet“; 髙橋様から → お客様から.
	{"b43a_titled_person_made_generic_role", "first", ho43aPersonMadeGeneric},
	// The street of an address replaced by the generic main street: „Gärtnerweg 7“ →
	// „Hauptstraße 7“; 東京都渋谷区道玄坂 → 東京都中央区道玄坂.
	{"b43a_street_or_ward_made_generic", "first", ho43aStreetMadeGeneric},
	// The last sentence that refers back moved before its antecedent: „… Sie bittet
	// darum …“ before „Herr Weiß ist … verreist …“; これらは…計算に使われます。 before the
	// sentence that lists the data.
	{"b43a_referring_sentence_moved_before_antecedent", "longest", ho43aAnaphorBeforeAntecedent},
	// The first duration deleted: „bleibt 10 Minuten aktiv“ → „bleibt aktiv“; 約10秒で測定
	// が終わり → 測定が終わり, 2週間の再テスト → 再テスト.
	{"b43a_first_duration_deleted", "longest", ho43aDurationDeleted},
	// A negation moved from the condition to the request: „Falls Sie den Termin nicht
	// wahrnehmen können, sagen Sie ihn bitte … ab“ → „Falls Sie den Termin wahrnehmen
	// können, sagen Sie ihn bitte nicht … ab“; 測定できないことがありますので、…設置してください →
	// 測定できることがありますので、…設置しないでください.
	{"b43a_negation_moved_to_request_verb", "longest", ho43aNegationMoved},
	// A word replaced by a rarer near-synonym of another sense: „Die Rechnung senden
	// wir“ → „Die Quittung senden wir“; ご説明いたします → ご弁明いたします, 承認 → 黙認.
	{"b43a_rarer_near_synonym_other_sense", "first", ho43aLang(ho43aDeRareSyn, ho43aJaRareSyn)},
	// A Japanese word replaced by its IME homophone: 発送いたします → 発想いたします,
	// 機器を追加 → 危機を追加, 契約期間中 → 契約機関中.
	{"b43a_ja_ime_homophone_word", "first", ho43aLang(nil, ho43aJaIMEHomophones)},
	// One kanji of a Japanese word replaced by a look-alike: 入力してください → 人力して
	// ください, お待たせして → お持たせして, 月末 → 月未.
	{"b43a_ja_lookalike_kanji_in_word", "first", ho43aLang(nil, ho43aJaLookalikes)},
	// The middle digit of the first code raised by one: „KS-7741“ → „KS-7751“;
	// INV-88213 → INV-88313.
	{"b43a_code_middle_digit_raised", "raw", ho43aCodeMiddleDigitUp},
	// The last amount lowered in its last non-zero digit: „1.850,00 €“ → „1.840,00 €“;
	// 合計（税抜）：53,900円 → 53,800円; "brutto": 1034.11 → 1033.11.
	{"b43a_last_amount_last_nonzero_digit_lowered", "raw", ho43aLastAmountDigitDown},
	// The first count of items raised by one: „zwei Wärmepumpen“ → „drei Wärmepumpen“;
	// 電池2個 → 電池3個, 10箱 → 11箱; "menge": 4 → 5.
	{"b43a_first_item_count_raised", "raw", ho43aFirstCountUp},
	// "Until" read as "from": „bis zum 22.10.2026 verreist“ → „ab dem 22.10.2026
	// verreist“; 9月分までは正常 → 9月分からは正常.
	{"b43a_until_read_as_from", "first", ho43aLang(ho43aDeUntil, ho43aJaUntil)},
	// The first measure's unit one scale step off: „10 Minuten aktiv“ → „10 Sekunden
	// aktiv“, „2,4-GHz-Band“ → „2,4-MHz-Band“; 約10秒で → 約10分で, 2メートル → 2センチメートル.
	{"b43a_first_measure_unit_rescaled", "first", ho43aFirstUnitRescaled},
}
