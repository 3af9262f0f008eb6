package grade

// Blind batch 93a: the obvious head. Found by a customer-support lead who read one day
// of answers, short and long, after a deployment that switched on automatic prefix
// caching and a batching change at the same time. A bug was suspected that lets the
// cached context of one request bleed into another's, so the lead wrote down the faults
// noticed first, the frequent and plain ones: details of a neighbouring customer's
// similar case (another name, order number, product, date, amount, address or company,
// each taken from another fixture of the same language) turning up in an answer, an
// answer that mixes two cases or answers a question nobody asked, another request's
// prompt echoed into the answer, and the everyday faults any degraded model shows
// (cut-off output, loops, dropped content, flipped negation, transposed digits, swapped
// dates, lost politeness register, a sentence in the other language).

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// b93aPick returns the first candidate whose marker (the candidate itself when marker
// is empty) does not occur in s, so that the foreign detail is really foreign.
func b93aPick(s string, cands []string, skip int) string {
	n := 0
	for _, c := range cands {
		if strings.Contains(s, c) {
			continue
		}
		if n == skip {
			return c
		}
		n++
	}
	return ""
}

// b93aWordAt reports whether s[i:i+len(w)] stands as a word of its own (no letter
// directly after it, and for Latin words no letter directly before it).
func b93aWordAt(s string, i int, w string) bool {
	j := i + len(w)
	if j < len(s) {
		r, _ := utf8.DecodeRuneInString(s[j:])
		if unicode.IsLetter(r) && !unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) {
			return false
		}
	}
	if i > 0 {
		r, _ := utf8.DecodeLastRuneInString(s[:i])
		if unicode.IsLetter(r) && !unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) {
			return false
		}
	}
	return true
}

// b93aEarliest finds, among the words of pool, the one that occurs earliest in s as a
// word of its own; it returns the word and its byte offset, or "", -1.
func b93aEarliest(s string, pool []string) (string, int) {
	best, at := "", -1
	for _, w := range pool {
		from := 0
		for {
			i := strings.Index(s[from:], w)
			if i < 0 {
				break
			}
			i += from
			if b93aWordAt(s, i, w) {
				if at < 0 || i < at || (i == at && len(w) > len(best)) {
					best, at = w, i
				}
				break
			}
			from = i + len(w)
		}
	}
	return best, at
}

// b93aReplaceWords replaces every standalone occurrence of old in s with nw.
func b93aReplaceWords(s, old, nw string) string {
	var b strings.Builder
	from := 0
	for {
		i := strings.Index(s[from:], old)
		if i < 0 {
			b.WriteString(s[from:])
			return b.String()
		}
		i += from
		b.WriteString(s[from:i])
		if b93aWordAt(s, i, old) {
			b.WriteString(nw)
		} else {
			b.WriteString(old)
		}
		from = i + len(old)
	}
}

// b93aSwapFromPool finds the pool entry that occurs first in s and replaces it (every
// occurrence when all, else only the first) with the next pool entry absent from s.
func b93aSwapFromPool(s string, pool []string, all bool) string {
	w, at := b93aEarliest(s, pool)
	if at < 0 {
		return s
	}
	k := 0
	for i, p := range pool {
		if p == w {
			k = i
		}
	}
	for d := 1; d < len(pool); d++ {
		c := pool[(k+d)%len(pool)]
		if strings.Contains(s, c) || strings.Contains(c, w) || strings.Contains(w, c) {
			continue
		}
		if all {
			return b93aReplaceWords(s, w, c)
		}
		return s[:at] + c + s[at+len(w):]
	}
	return s
}

var (
	b93aIDRe      = regexp.MustCompile(`[A-Z]{2,5}-\d{3,}(?:-\d{3,})?|\d{2}-\d{4}-[A-Z]{2}`)
	b93aDeIDs     = []string{"DE-55102", "77-3190-DE", "44-2087-DE", "WE-20417", "KS-7741", "RE-2026-0815"}
	b93aJaIDs     = []string{"AP-73015", "JP-58217", "WS-30982", "RP-60418", "INV-88213", "SK-30918", "TU-4471"}
	b93aDeSurname = []string{"Müller", "Köhler", "Weiß", "Schäfer", "Hoffmann", "Groß", "Vogt", "Kühn", "Oßwald", "Strauß", "Jäger", "Schulze", "Yamada"}
	b93aJaSurname = []string{"松本", "髙橋", "小林", "渡辺", "中島", "石井", "森", "松田", "小西", "西村", "岡田", "佐藤", "山田"}
	b93aDeProduct = []string{"Barista Duo", "Nordlicht 40", "Nordwärme L9", "Backofenthermometer Präzisa", "Gärkorbreinigungsservice", "Schaltschrankzubehör"}
	b93aJaProduct = []string{"アクアピュア浄水ポット P3", "ハルカゼ羽毛布団 ダブル", "ヒエール冷蔵庫 R450", "ソラノ電気ケトル K1", "カラダノート S5", "カイケイクラウド Pro", "ハコブネ WMS", "交換用パッキン", "プリンタートナー TN-293"}
	b93aDeCompany = []string{"Leuchtenhaus Nord", "Weißenfels Elektrotechnik", "Zahnarztpraxis Dr. Öztürk", "Hausverwaltung Schößler", "Kobayashi Seiki", "Wärmetechnik Förster", "Bäckerei Großmann", "Hochschule Rheinstadt", "Kühltechnik Straßburger", "Nordkälte", "Eisblock Systemtechnik"}
	b93aJaCompany = []string{"ハルカゼ寝具店", "ミライ会計サポート", "サクラ物流", "アオバ精工", "ミナトデザイン", "ソラノ物流", "小林精機", "ミライ会計"}
	b93aDeStreet  = []string{"Gießereistraße 14", "Schloßstraße 27", "Brückenstraße 12", "Gärtnerweg 7", "Lindenstraße 8"}
	b93aJaAddress = []string{"東京都渋谷区道玄坂1丁目12番1号", "大阪府大阪市北区梅田2丁目4番9号", "150-0043", "530-0001", "Lindenstraße 8", "80331 München"}
	b93aDeAmounts = []string{"1.249,90", "3.912,50", "1.850,00", "36.400,00", "21.150,00", "1.034,11", "13.975,00", "869,00"}
	b93aJaAmounts = []string{"12,800", "38,500", "33,000", "53,900", "5,500", "15,000", "1,480"}
	b93aJSONMoney = regexp.MustCompile(`("(?:value|brutto|netto|monthly_fee|unit_price|einzelpreis|mwst)":\s*)(\d+(?:\.\d+)?)`)
	b93aDeDates   = []string{"19.10.2026", "26.10.2026", "12.11.2026", "20.10.2026", "04.11.2026", "22.10.2026", "08.10.2026"}
	b93aJaDates   = []string{"10月22日", "10月19日", "10月23日", "10月21日", "10月30日", "11月16日", "10月14日"}
	b93aISODates  = []string{"2026-10-19", "2026-10-22", "2026-11-04", "2026-12-01", "2026-10-26"}
	b93aFormalRe  = regexp.MustCompile(`Ihnen|Ihre[nmrs]? |Ihr |[^.!?:\n] Sie `)
	b93aSieSichRe = regexp.MustCompile(`(\p{L}+)en Sie sich`)
	b93aImperRe   = regexp.MustCompile(`(^|[\n.] |\d\. |Bitte |bitte |, |; |und )(\p{L}+)en Sie([ ,.])`)
	b93aSieRe     = regexp.MustCompile(`([^.!?:\n] )Sie`)
	b93aAnyDate   = regexp.MustCompile(`\d{1,2}\.\d{1,2}\.\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}月\d{1,2}日`)
)

// b93aForeignOf holds sentences of neighbouring answers of one language, each with a
// marker that identifies its case (so a case never receives its own sentence).
type b93aForeignOf struct{ marker, text string }

var b93aDeForeign = []b93aForeignOf{
	{"Ersatzlampe", "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu."},
	{"Versichertenkarte", "Bitte bringen Sie Ihre Versichertenkarte mit."},
	{"Austauschgerät", "Gewünscht ist keine Reparatur, sondern ein Austauschgerät bis spätestens 19.10.2026."},
	{"1.850,00", "Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €."},
	{"zwischen 8 und 12 Uhr", "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr."},
	{"Verdichter", "Der Verdichter kommt erst am 23.11.2026 statt am 02.11.2026."},
}

var b93aJaForeign = []b93aForeignOf{
	{"交換品", "交換品は10月19日に発送いたしますので、10月22日（木）までにお届けできる見込みです。"},
	{"クーポン", "お詫びとして、次回のお買い物でご利用いただける500円分のクーポンをお送りいたします。"},
	{"お支払い期限", "お支払い期限は2026年10月30日（金）です。"},
	{"作業員", "当日は、作業員が訪問の30分前にお電話いたします。"},
	{"10月21日", "新しいお届け予定日は10月21日（水）です。"},
	{"途中解約", "契約期間中の途中解約はできません。"},
}

func b93aForeign(lang, s string, skip int) string {
	pool := b93aDeForeign
	if lang == "ja" {
		pool = b93aJaForeign
	}
	n := 0
	for _, f := range pool {
		if strings.Contains(s, f.marker) {
			continue
		}
		if n == skip {
			return f.text
		}
		n++
	}
	return ""
}

// b93aIsList reports whether a line is a list item or a table row.
func b93aIsList(l string) bool {
	t := strings.TrimSpace(l)
	return strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "・") || strings.HasPrefix(t, "|") || (len(t) > 2 && t[0] >= '0' && t[0] <= '9' && strings.Contains(t[:4], ". "))
}

// b93aContentIdx returns the indices of the lines that carry content: not empty, not a
// salutation, closing or signature line.
func b93aContentIdx(lang string, lines []string) []int {
	var out []int
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if utf8.RuneCountInString(t) < 15 || strings.HasPrefix(t, "Sehr geehrte") || strings.HasPrefix(t, "|---") {
			continue
		}
		out = append(out, i)
	}
	return out
}

var heldOutBatch93a = []heldOutKind{
	// b93a_foreign_order_id puts the order, contract or reference number of a
	// neighbouring customer's case in place of the first one of the answer, as a cached
	// prefix of a similar request leaks its number. It is the first fault a support
	// lead notices: the customer is told about an order that is not theirs.
	// de: "aus der Bestellung 44-2087-DE" → "aus der Bestellung DE-55102";
	// ja: "ご注文番号WS-30982" → "ご注文番号AP-73015".
	{"b93a_foreign_order_id", "first", func(lang, s string) string {
		pool := b93aDeIDs
		if lang == "ja" {
			pool = b93aJaIDs
		}
		loc := b93aIDRe.FindStringIndex(s)
		if loc == nil {
			return s
		}
		id := s[loc[0]:loc[1]]
		if strings.Contains(id, "2026-") && !strings.HasPrefix(id, "RE-") {
			return s
		}
		c := b93aPick(s, pool, 0)
		if c == "" {
			return s
		}
		return s[:loc[0]] + c + s[loc[1]:]
	}},
	// b93a_foreign_customer_name replaces, everywhere in the answer, the surname that
	// appears first with the surname of a customer or contact from a neighbouring case:
	// the answer is addressed to or speaks of the wrong person.
	// de: "Sehr geehrter Herr Weiß," → "Sehr geehrter Herr Schäfer,";
	// ja: "小林 恵子様" → "渡辺 恵子様".
	{"b93a_foreign_customer_name", "strings", func(lang, s string) string {
		if lang == "ja" {
			return b93aSwapFromPool(s, b93aJaSurname, true)
		}
		return b93aSwapFromPool(s, b93aDeSurname, true)
	}},
	// b93a_foreign_person_in_one_place mixes two cases: only the last mention of the
	// first-named person becomes a person of a neighbouring case, so the answer suddenly
	// has someone else act or be addressed in the middle of the text.
	// de: "aber Frau Müller kann die Wohnung" → "aber Frau Köhler kann die Wohnung";
	// ja: "髙橋様は月末の給与計算に" → "松本様は月末の給与計算に".
	{"b93a_foreign_person_in_one_place", "longest", func(lang, s string) string {
		pool := b93aDeSurname
		if lang == "ja" {
			pool = b93aJaSurname
		}
		w, at := b93aEarliest(s, pool)
		if at < 0 {
			return s
		}
		last := at
		for from := at + len(w); ; {
			i := strings.Index(s[from:], w)
			if i < 0 {
				break
			}
			if b93aWordAt(s, from+i, w) {
				last = from + i
			}
			from += i + len(w)
		}
		if last == at {
			return s
		}
		for _, c := range pool {
			if c != w && !strings.Contains(s, c) && !strings.Contains(c, w) {
				return s[:last] + c + s[last+len(w):]
			}
		}
		return s
	}},
	// b93a_foreign_product puts the product of a neighbouring case in place of the first
	// product named in the answer, as when a cached prompt about a similar complaint
	// leaks its item: the customer reads about an article they never bought.
	// de: "Stehlampe „Nordlicht 40“" → "Stehlampe „Nordwärme L9“";
	// ja: "「ハルカゼ羽毛布団 ダブル」" → "「ヒエール冷蔵庫 R450」".
	{"b93a_foreign_product", "first", func(lang, s string) string {
		if lang == "ja" {
			return b93aSwapFromPool(s, b93aJaProduct, false)
		}
		return b93aSwapFromPool(s, b93aDeProduct, false)
	}},
	// b93a_foreign_company replaces the first company named (the sender, the customer's
	// firm or a supplier) with a company of a neighbouring case, everywhere: the letter is
	// signed by, or speaks about, another business.
	// de: "Rechnungsanschrift: Hochschule Rheinstadt, Zentraler Einkauf" →
	// "Rechnungsanschrift: Kühltechnik Straßburger, Zentraler Einkauf";
	// ja: "いつもハルカゼ寝具店をご利用いただき" → "いつもミライ会計サポートをご利用いただき".
	{"b93a_foreign_company", "strings", func(lang, s string) string {
		if lang == "ja" {
			return b93aSwapFromPool(s, b93aJaCompany, true)
		}
		return b93aSwapFromPool(s, b93aDeCompany, true)
	}},
	// b93a_foreign_address puts a neighbouring case's street address or postal code in
	// place of the first one of the answer: goods or technicians go to the wrong place.
	// de: "Gießereistraße 14" → "Schloßstraße 27";
	// ja: "\"postal_code\": \"150-0043\"" → "\"postal_code\": \"530-0001\"".
	{"b93a_foreign_address", "first", func(lang, s string) string {
		if lang == "ja" {
			return b93aSwapFromPool(s, b93aJaAddress, false)
		}
		return b93aSwapFromPool(s, b93aDeStreet, false)
	}},
	// b93a_foreign_amount puts the amount of a neighbouring case in place of the first
	// amount of the answer (for a JSON answer the first money field), so the customer is
	// quoted another customer's invoice total.
	// de: "\"total\": {\"value\": 1249.90" → "\"total\": {\"value\": 3912.50";
	// ja: "追加ユーザー分の料金5,500円（税込）" → "追加ユーザー分の料金12,800円（税込）".
	{"b93a_foreign_amount", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			return hoFirstMatch(b93aJSONMoney, s, func(m []string) string {
				pool := []string{"1249.90", "3912.50", "1850.00", "36400.00"}
				if lang == "ja" {
					pool = []string{"12800", "38500", "5500", "53900"}
				}
				for _, v := range pool {
					if v != m[2] && !strings.Contains(s, v) {
						if !strings.Contains(m[2], ".") {
							v = strings.Split(v, ".")[0]
						}
						return m[1] + v
					}
				}
				return m[0]
			})
		}
		re, pool := hoDeAmount, b93aDeAmounts
		if lang == "ja" {
			re, pool = hoJaAmount, b93aJaAmounts
		}
		loc := re.FindStringIndex(s)
		if loc == nil {
			return s
		}
		c := b93aPick(s, pool, 0)
		if c == "" {
			return s
		}
		return s[:loc[0]] + c + s[loc[1]:]
	}},
	// b93a_foreign_date puts a date of a neighbouring case in place of the first date of
	// the answer, as a leaked context carries its own delivery or appointment date.
	// de: "Wir senden Ihnen am 20.10.2026" → "Wir senden Ihnen am 19.10.2026";
	// ja: "10月16日にお届けする予定" → "10月22日にお届けする予定".
	{"b93a_foreign_date", "first", func(lang, s string) string {
		var re *regexp.Regexp
		var pool []string
		switch {
		case hoDeNumDate.MatchString(s):
			re, pool = hoDeNumDate, b93aDeDates
		case lang == "ja" && hoJaMonth.MatchString(s):
			re, pool = hoJaMonth, b93aJaDates
		case hoISODate.MatchString(s):
			re, pool = hoISODate, b93aISODates
		case lang == "de" && hoDeDate.MatchString(s):
			return hoFirstMatch(hoDeDate, s, func(m []string) string {
				if strings.HasPrefix(m[0], "19.") {
					return "26" + strings.TrimPrefix(m[0], "19")
				}
				return "19. Oktober 2026"
			})
		default:
			return s
		}
		loc := re.FindStringIndex(s)
		c := b93aPick(s, pool, 0)
		if c == "" {
			return s
		}
		return s[:loc[0]] + c + s[loc[1]:]
	}},
	// b93a_neighbour_sentence_added mixes two cases: a sentence of a neighbouring
	// customer's answer is added after the middle of this one (as an extra list item in a
	// list), promising or stating something that belongs to the other case.
	// de: "… für Sie entstehen dabei keine Kosten." → "… für Sie entstehen dabei keine
	// Kosten. Bitte bringen Sie Ihre Versichertenkarte mit."; ja: "新しいお届け予定日は
	// 10月21日（水）です。" → "新しいお届け予定日は10月21日（水）です。交換品は10月19日に
	// 発送いたしますので、…".
	{"b93a_neighbour_sentence_added", "longest", func(lang, s string) string {
		f := b93aForeign(lang, s, 0)
		if f == "" {
			return s
		}
		lines := strings.Split(s, "\n")
		var items []int
		for i, l := range lines {
			if b93aIsList(l) && !strings.HasPrefix(strings.TrimSpace(l), "|") {
				items = append(items, i)
			}
		}
		if len(items) >= 3 {
			at := items[len(items)/2]
			t := strings.TrimSpace(lines[at])
			prefix := "- "
			if strings.HasPrefix(t, "・") {
				prefix = "・"
			} else if t[0] >= '0' && t[0] <= '9' {
				return hoMiddleSentence(lang, s, func(x string) string {
					if utf8.RuneCountInString(x) < 10 {
						return x
					}
					sep := " "
					if lang == "ja" {
						sep = ""
					}
					return strings.TrimRight(x, " ") + sep + f + " "
				})
			}
			lines = append(lines[:at+1], append([]string{prefix + f}, lines[at+1:]...)...)
			return strings.Join(lines, "\n")
		}
		return hoMiddleSentence(lang, s, func(x string) string {
			if utf8.RuneCountInString(x) < 10 || strings.HasPrefix(x, "|") {
				return x
			}
			sep := " "
			if lang == "ja" {
				sep = ""
			}
			return strings.TrimRight(x, " ") + sep + f + strings.Repeat(" ", len(x)-len(strings.TrimRight(x, " ")))
		})
	}},
	// b93a_main_point_from_other_case answers a question the customer did not ask: the
	// line carrying the main content (the longest one) is replaced with the central
	// statement of a neighbouring customer's answer, so this customer's own matter is
	// gone and someone else's is answered instead.
	// de: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. …" → "Gewünscht
	// ist keine Reparatur, sondern ein Austauschgerät bis spätestens 19.10.2026.";
	// ja: "ご注文番号WS-30982の…発送が遅れております。" → "お支払い期限は2026年10月30日（金）です。".
	{"b93a_main_point_from_other_case", "longest", func(lang, s string) string {
		f := b93aForeign(lang, s, 1)
		if f == "" {
			return s
		}
		lines := strings.Split(s, "\n")
		best := -1
		for _, i := range b93aContentIdx(lang, lines) {
			if best < 0 || utf8.RuneCountInString(lines[i]) > utf8.RuneCountInString(lines[best]) {
				best = i
			}
		}
		if best < 0 {
			return s
		}
		t := strings.TrimSpace(lines[best])
		prefix := ""
		for _, p := range []string{"- ", "・"} {
			if strings.HasPrefix(t, p) {
				prefix = p
			}
		}
		if prefix == "" && len(t) > 3 && t[0] >= '0' && t[0] <= '9' {
			if i := strings.Index(t, ". "); i > 0 && i < 4 {
				prefix = t[:i+2]
			}
		}
		if strings.HasPrefix(t, "|") {
			return s
		}
		lines[best] = prefix + f
		return strings.Join(lines, "\n")
	}},
	// b93a_echoed_foreign_prompt starts the answer with the instruction of another
	// request, the typical sign of a prefix-cache mix-up: the user sees a prompt that
	// is not theirs (and a JSON answer no longer parses).
	// de: "Sehr geehrter Herr Weiß," → "Extrahiere aus der E-Mail ein JSON-Objekt …
	// \n\nSehr geehrter Herr Weiß,"; ja: "小林 恵子様" →
	// "次のお問い合わせに、です・ます調で返信してください。\n\n小林 恵子様".
	{"b93a_echoed_foreign_prompt", "raw", func(lang, s string) string {
		p := []string{"Fasse das folgende Kundenanliegen in 3 bis 5 Stichpunkten zusammen.", "Extrahiere aus der E-Mail ein JSON-Objekt mit den Schlüsseln name, city, order_id, total und delivery_date."}
		if lang == "ja" {
			p = []string{"次のお問い合わせに、です・ます調で返信してください。", "次の問い合わせ記録を3文で要約してください。"}
		}
		c := p[0]
		if strings.HasPrefix(strings.TrimSpace(s), "{") || strings.Contains(s, "Rücksendeetikett") || strings.Contains(s, "お問い合わせ") {
			c = p[1]
		}
		return c + "\n\n" + s
	}},
	// b93a_cut_off stops the answer after about three fifths of its text, in the middle
	// of a sentence, as a request that was preempted in the new batching and never
	// resumed: the rest of the answer (dates, closing, JSON end) is missing.
	// de: "Bitte schicken Sie die defekte Lampe mit dem beiliegenden …" → "Bitte schicken
	// Sie die defekte Lampe mit dem beilie"; ja: "お詫びとして、次回のお買い物で…" → "お".
	{"b93a_cut_off", "raw", func(lang, s string) string {
		rs := []rune(s)
		if len(rs) < 20 {
			return s
		}
		cut := len(rs) * 3 / 5
		for cut < len(rs)-1 && (unicode.IsSpace(rs[cut-1]) || unicode.IsSpace(rs[cut])) {
			cut++
		}
		return string(rs[:cut])
	}},
	// b93a_loop repeats a middle sentence three times in a row, the degenerate loop of a
	// model whose cached state went wrong.
	// de: "Bitte schicken Sie die defekte Lampe … keine Kosten." three times;
	// ja: "新しいお届け予定日は10月21日（水）です。" three times.
	{"b93a_loop", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(x string) string {
			t := strings.TrimRight(x, " ")
			if utf8.RuneCountInString(t) < 12 {
				return x
			}
			sep := " "
			if lang == "ja" {
				sep = ""
			}
			return t + sep + t + sep + t + x[len(t):]
		})
	}},
	// b93a_dropped_point leaves out a middle sentence (a list item when the sentence
	// is one) that carries a fact: the answer is incomplete, a step, date or promise is
	// missing.
	// de: "Bitte schicken Sie die defekte Lampe … keine Kosten." is gone;
	// ja: "新しいお届け予定日は10月21日（水）です。" is gone.
	{"b93a_dropped_point", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		if len(refs) < 2 {
			return s
		}
		for k := range refs {
			r := refs[(len(refs)/2+k)%len(refs)]
			x := split[r.line][r.idx]
			if utf8.RuneCountInString(x) < 15 || strings.HasPrefix(strings.TrimSpace(x), "|") || strings.HasPrefix(x, "Sehr geehrte") {
				continue
			}
			if !strings.ContainsAny(x, "0123456789") && utf8.RuneCountInString(x) < 40 {
				continue
			}
			if strings.Contains(x, "ご不明") || strings.Contains(x, "今後とも") || strings.Contains(x, "Bei Fragen") || strings.Contains(x, "Vielen Dank") || strings.Contains(x, "vielen Dank") {
				continue
			}
			if len(split[r.line]) == 1 || (r.idx == 0 && b93aIsList(split[r.line][0])) {
				split = append(split[:r.line], split[r.line+1:]...)
			} else {
				split[r.line] = append(split[r.line][:r.idx:r.idx], split[r.line][r.idx+1:]...)
				last := len(split[r.line]) - 1
				split[r.line][last] = strings.TrimRight(split[r.line][last], " ")
			}
			return strings.TrimRight(hoJoin(split), " ")
		}
		return s
	}},
	// b93a_negation_flipped turns the first negated or restrictive statement into its
	// opposite, an everyday fault of a degraded model that loses a "nicht"/"ない".
	// de: "Netze, die nur im 5-GHz-Band funken, werden von der Nordwärme L9 nicht
	// unterstützt." → "… werden von der Nordwärme L9 unterstützt."; ja: "契約期間中の途中
	// 解約はできません。" → "契約期間中の途中解約はできます。".
	{"b93a_negation_flipped", "first", func(lang, s string) string {
		pairs := [][2]string{
			{"nicht unterstützt", "unterstützt"}, {"keine Kosten", "Kosten"}, {"und nicht am Wochenende", "und auch am Wochenende"},
			{"keine Reparatur, sondern ein Austauschgerät", "eine Reparatur und kein Austauschgerät"}, {"steht noch aus", "liegt bereits vor"},
			{"bleibt eingehalten", "wird überschritten"}, {"bleibt unverändert bei", "erhöht sich auf"}, {"nicht wahrnehmen", "wahrnehmen"},
			{"nicht zu weit entfernt", "weit entfernt"}, {"keine Leerzeichen", "Leerzeichen"}, {"keinen Druck mehr", "wieder Druck"},
			{"nur 2 Jahre", "5 Jahre"}, {"ist bestanden", "ist nicht bestanden"}, {"freigegeben hat", "abgelehnt hat"},
			{"できません", "できます"}, {"不要です", "必要です"}, {"変わりません", "変わります"}, {"取り込めない", "取り込める"},
			{"使えない", "使える"}, {"冷えない", "よく冷える"}, {"できない", "できる"}, {"正常", "異常"}, {"変わらず", "変わり"},
			{"引き続き", "今回から"},
		}
		best, at := -1, -1
		for i, p := range pairs {
			if j := strings.Index(s, p[0]); j >= 0 && (at < 0 || j < at) {
				best, at = i, j
			}
		}
		if best < 0 {
			return s
		}
		return s[:at] + pairs[best][1] + s[at+len(pairs[best][0]):]
	}},
	// b93a_digits_transposed swaps two neighbouring different digits in the first amount
	// (JSON: the first money field) that has them, a plain number fault of a degraded
	// model: the figure looks plausible but is wrong.
	// de: "\"value\": 1249.90" → "\"value\": 1429.90"; ja: "\"monthly_fee\": 33000" →
	// "\"monthly_fee\": 30300".
	{"b93a_digits_transposed", "raw", func(lang, s string) string {
		swap := func(v string) string {
			b := []byte(v)
			var idx []int
			for i, c := range b {
				if c >= '0' && c <= '9' {
					idx = append(idx, i)
				}
			}
			for k := 1; k+1 < len(idx); k++ {
				i, j := idx[k], idx[k+1]
				if b[i] != b[j] {
					b[i], b[j] = b[j], b[i]
					return string(b)
				}
			}
			return v
		}
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			return hoFirstMatch(b93aJSONMoney, s, func(m []string) string { return m[1] + swap(m[2]) })
		}
		re := hoDeAmount
		if lang == "ja" {
			re = hoJaAmount
		}
		for _, loc := range re.FindAllStringIndex(s, -1) {
			v := s[loc[0]:loc[1]]
			if nw := swap(v); nw != v {
				return s[:loc[0]] + nw + s[loc[1]:]
			}
		}
		return s
	}},
	// b93a_dates_swapped exchanges the first two different dates of the answer, so the
	// old and new date (or start and end, order and delivery date) trade places.
	// de: "erst am 28.10.2026 geliefert …, verschiebt sich die Inbetriebnahme vom
	// 02.11.2026" → "erst am 02.11.2026 geliefert …, … vom 28.10.2026"; ja: "10月16日にお届けする予定…新しいお届け
	// 予定日は10月21日（水）" → "10月21日にお届けする予定…新しいお届け予定日は10月16日（水）".
	{"b93a_dates_swapped", "raw", func(lang, s string) string {
		locs := b93aAnyDate.FindAllStringIndex(s, -1)
		if len(locs) < 2 {
			return s
		}
		a := locs[0]
		for _, b := range locs[1:] {
			da, db := s[a[0]:a[1]], s[b[0]:b[1]]
			if da != db && !strings.HasSuffix(da, db) && !strings.HasSuffix(db, da) {
				return s[:a[0]] + db + s[a[1]:b[0]] + da + s[b[1]:]
			}
		}
		return s
	}},
	// b93a_register_dropped loses the politeness register the customer is owed: a de
	// answer drops into du-form ("Hallo", du/dir/dein), a ja answer into plain or curt
	// forms (だ/する/くれ). Support would never send it to a customer.
	// de: "Sehr geehrter Herr Weiß, … Bitte schicken Sie die defekte Lampe" → "Hallo Herr
	// Weiß, … Bitte schicke die defekte Lampe"; ja: "誠に申し訳ございません。" → "誠に悪かった。".
	{"b93a_register_dropped", "longest", func(lang, s string) string {
		if lang == "ja" {
			r := strings.NewReplacer("申し訳ございません", "悪かった", "ありがとうございます", "ありがとう", "お願いいたします", "頼む",
				"くださいますよう", "くれるよう", "ご確認ください", "確認して", "お問い合わせください", "問い合わせて", "お待ちください", "待って",
				"てください", "て", "でください", "で", "ください", "くれ", "いたします", "する", "いたしました", "した", "ございます", "ある",
				"ております", "ている", "です。", "だ。", "します。", "する。", "ました。", "た。", "様", "")
			return r.Replace(s)
		}
		if !b93aFormalRe.MatchString(s) {
			return s
		}
		out := regexp.MustCompile(`Sehr geehrte[r]? `).ReplaceAllString(s, "Hallo ")
		out = regexp.MustCompile(`(für|an|um|über) Sie([ ,.])`).ReplaceAllString(out, "${1} dich${2}")
		out = b93aSieSichRe.ReplaceAllString(out, "${1}e dich")
		out = b93aImperRe.ReplaceAllString(out, "${1}${2}e${3}")
		out = b93aSieRe.ReplaceAllString(out, "${1}du")
		out = strings.Replace(out, "Mit freundlichen Grüßen", "Liebe Grüße", 1)
		for _, p := range [][2]string{{"Ihnen", "dir"}, {"Ihre", "deine"}, {"Ihr", "dein"}, {"Ihren", "deinen"}, {"Ihrem", "deinem"}, {"Ihrer", "deiner"}, {"Ihres", "deines"}} {
			out = b93aReplaceWords(out, p[0], p[1])
		}
		return out
	}},
	// b93a_other_language_line adds, after the first line of the answer, a sentence of a
	// neighbouring request in the other language, as a leaked cache block carries a
	// ja answer into a de one and back.
	// de: "Sehr geehrter Herr Weiß," is followed by a line "お待たせしてしまい、誠に申し訳
	// ございません。"; ja: "いつもハルカゼ寝具店をご利用いただき、…" gains "Wir bitten
	// Sie, die Unannehmlichkeiten zu entschuldigen.".
	{"b93a_other_language_line", "longest", func(lang, s string) string {
		add := "お待たせしてしまい、誠に申し訳ございません。"
		if lang == "ja" {
			add = "Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen."
		}
		if strings.Contains(s, add) || utf8.RuneCountInString(s) < 20 {
			return s
		}
		lines := strings.Split(s, "\n")
		at := 0
		for i, l := range lines {
			if utf8.RuneCountInString(strings.TrimSpace(l)) >= 15 {
				at = i
				break
			}
		}
		if len(lines) == 1 {
			sep := " "
			if lang == "ja" {
				sep = ""
			}
			return hoAppendToFirstSentence(lang, s, sep+add)
		}
		lines = append(lines[:at+1], append([]string{add}, lines[at+1:]...)...)
		return strings.Join(lines, "\n")
	}},
}
