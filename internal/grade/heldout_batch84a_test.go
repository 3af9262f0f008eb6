package grade

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
)

// Batch 84a: the obvious head, serving-engine edition. These are the failures an
// inference engineer lists first when a serving change goes wrong: speculative
// decoding that accepts a wrong draft token (one digit of an amount, one letter of a
// name, one particle), a corrupted or reused KV cache block that lets a span of
// another customer's request leak in (another order number, name, date, sentence),
// prefix caching that serves a stale continuation (the old date where the new one
// belongs), a stop sequence that fires early (mid-sentence, mid-list), max_tokens set
// too low (the JSON or the letter ends mid-word), a detokenizer glitch (a split UTF-8
// sequence shown as U+FFFD, a space inside a reference number) and a chat template
// mismatch (the default system prompt echoed, the next turn's role tags emitted).
// Each kind changes one place of the golden and keeps the rest exactly.

var (
	// b84aRef is a reference number: WE-20417, RE-2026-0815, INV-88213, 44-2087-DE.
	b84aRef = regexp.MustCompile(`[A-Z]{2,5}-\d{3,}(?:-\d+)?(?:-[A-Z]{2})?|\d{2}-\d{4}-[A-Z]{2}`)
	// b84aDeName is a German person addressed by title: Herr Prof. Dr. Hoffmann.
	b84aDeName = regexp.MustCompile(`(Herr|Frau)((?: Prof\.)?(?: Dr\.)?) (\p{Lu}\p{Ll}+)`)
	// b84aDeFullName is a JSON value that is a full name: Petra Müller.
	b84aDeFullName = regexp.MustCompile(`^(\p{Lu}\p{Ll}{2,7}) (\p{Lu}\p{Ll}+)$`)
	// b84aJaName is a Japanese surname before an honorific or a title: 小林 恵子様,
	// 石井部長; or a JSON value that is a full name: 髙橋 美咲.
	b84aJaName     = regexp.MustCompile(`(\p{Han}{2})((?: ?\p{Han}{1,2})?)(様|部長|課長)`)
	b84aJaFullName = regexp.MustCompile(`^(\p{Han}{2}) (\p{Han}{2})$`)
	b84aDeDeadline = regexp.MustCompile(`bis zum |bis spätestens `)
	b84aJaDeadline = regexp.MustCompile(`([日）時])まで(に?)`)
	b84aDeStale    = regexp.MustCompile(`vom (\d{2}\.\d{2}\.\d{4}) (?:\(\p{L}+\) )?auf den (\d{2}\.\d{2}\.\d{4})|am (\d{2}\.\d{2}\.\d{4}) statt am (\d{2}\.\d{2}\.\d{4})`)
	b84aJaStale    = regexp.MustCompile(`((?:\d{4}年)?\d{1,2}月\d{1,2}日)から((?:\d{4}年)?\d{1,2}月\d{1,2}日)`)
	b84aJaNewDate  = regexp.MustCompile(`新しい[^。]*?は((?:\d{4}年)?\d{1,2}月\d{1,2}日)`)
	b84aListLine   = regexp.MustCompile(`^(?:[-*•・] ?|\d+\. |\|)`)
	b84aTableSep   = regexp.MustCompile(`^\|[-:| ]+\|$`)
	b84aDigits     = regexp.MustCompile(`\d{3,}`)
)

// b84aFirstName locates the first person's surname of s: its byte span, or -1.
func b84aFirstName(lang, s string) (int, int) {
	if lang == "ja" {
		if loc := b84aJaName.FindStringSubmatchIndex(s); loc != nil {
			return loc[2], loc[3]
		}
		if loc := b84aJaFullName.FindStringSubmatchIndex(s); loc != nil {
			return loc[2], loc[3]
		}
		return -1, -1
	}
	if loc := b84aDeName.FindStringSubmatchIndex(s); loc != nil {
		return loc[6], loc[7]
	}
	if loc := b84aDeFullName.FindStringSubmatchIndex(s); loc != nil {
		return loc[4], loc[5]
	}
	return -1, -1
}

// b84aDeVowel is the vowel a wrong draft token puts in place of a name's vowel.
var b84aDeVowel = map[rune]rune{'a': 'e', 'e': 'a', 'i': 'e', 'o': 'a', 'u': 'o', 'ä': 'ö', 'ö': 'ä', 'ü': 'ö'}

// b84aJaKanji is the kanji a wrong draft token puts in place of a surname's second
// one: another real surname.
var b84aJaKanji = map[rune]rune{'林': '森', '辺': '部', '島': '野', '橋': '本', '本': '元', '藤': '伯', '井': '川', '田': '村'}

// b84aNameLetter changes one letter of the first person's name.
func b84aNameLetter(lang, s string) string {
	i, j := b84aFirstName(lang, s)
	if i < 0 {
		return s
	}
	rs := []rune(s[i:j])
	if lang == "ja" {
		r, ok := b84aJaKanji[rs[1]]
		if !ok {
			return s
		}
		rs[1] = r
	} else {
		done := false
		for k, r := range rs {
			if v, ok := b84aDeVowel[r]; ok && k > 0 {
				rs[k] = v
				done = true
				break
			}
		}
		if !done {
			return s
		}
	}
	return s[:i] + string(rs) + s[j:]
}

// b84aForeignName puts another customer's surname in place of the first one.
func b84aForeignName(lang, s string) string {
	i, j := b84aFirstName(lang, s)
	if i < 0 {
		return s
	}
	pool := []string{"Hoffmann", "Schäfer", "Köhler", "Weiß", "Groß", "Müller", "Vogt", "Jäger"}
	if lang == "ja" {
		pool = []string{"小林", "渡辺", "中島", "髙橋", "松本", "佐藤", "石井", "松田"}
	}
	for _, p := range pool {
		if !strings.Contains(s, p) {
			return s[:i] + p + s[j:]
		}
	}
	return s
}

var (
	b84aDeAmount = regexp.MustCompile(`\d{1,3}(?:\.\d{3})+,\d{2}`)
	b84aJaAmount = regexp.MustCompile(`\d{1,3}(?:,\d{3})+`)
	b84aJSONNum  = regexp.MustCompile(`(:\s*)(\d{3,})(\.\d+)?([,}\]\s])`)
)

// b84aBumpHundreds changes the hundreds digit of an integer part (digits and group
// separators): up by one, 9 down to 8.
func b84aBumpHundreds(intPart string) string {
	rs := []rune(intPart)
	n := 0
	for k := len(rs) - 1; k >= 0; k-- {
		if !unicode.IsDigit(rs[k]) {
			continue
		}
		n++
		if n == 3 {
			if rs[k] == '9' {
				rs[k] = '8'
			} else {
				rs[k]++
			}
			break
		}
	}
	return string(rs)
}

// b84aAmountDigit changes one digit of the first money amount.
func b84aAmountDigit(lang, s string) string {
	if strings.HasPrefix(s, "{") {
		return hoFirstMatch(b84aJSONNum, s, func(m []string) string {
			return m[1] + b84aBumpHundreds(m[2]) + m[3] + m[4]
		})
	}
	if lang == "ja" {
		return hoFirstMatch(b84aJaAmount, s, func(m []string) string { return b84aBumpHundreds(m[0]) })
	}
	return hoFirstMatch(b84aDeAmount, s, func(m []string) string {
		k := strings.LastIndex(m[0], ",")
		return b84aBumpHundreds(m[0][:k]) + m[0][k:]
	})
}

// b84aDeadlineParticle turns a deadline into a start: bis zum → ab dem, まで → から.
func b84aDeadlineParticle(lang, s string) string {
	if lang == "ja" {
		return hoFirstMatch(b84aJaDeadline, s, func(m []string) string {
			if m[2] == "に" {
				return m[1] + "以降に"
			}
			return m[1] + "から"
		})
	}
	return hoFirstMatch(b84aDeDeadline, s, func(m []string) string {
		if m[0] == "bis zum " {
			return "ab dem "
		}
		return "frühestens ab "
	})
}

// b84aRefPool are reference numbers of other customers' requests.
var b84aRefPool = map[string][]string{
	"de": {"RE-2026-0815", "DE-55102", "WE-20417", "44-2087-DE", "77-3190-DE", "KS-7741"},
	"ja": {"SK-30918", "JP-58217", "WS-30982", "RP-60418", "INV-88213", "TR-4031", "AP-73015", "TU-4471"},
}

// b84aForeignRef puts the next customer's reference number in place of the first one.
func b84aForeignRef(lang, s string) string {
	pool := b84aRefPool["de"]
	if lang == "ja" {
		pool = b84aRefPool["ja"]
	}
	at, which := -1, -1
	for k, p := range pool {
		if i := strings.Index(s, p); i >= 0 && (at < 0 || i < at) {
			at, which = i, k
		}
	}
	if at < 0 {
		return s
	}
	for d := 1; d < len(pool); d++ {
		p := pool[(which+d)%len(pool)]
		if !strings.Contains(s, p) {
			return s[:at] + p + s[at+len(pool[which]):]
		}
	}
	return s
}

var b84aDeMonthNum = map[string]int{}

func init() {
	for k, m := range deMonths {
		b84aDeMonthNum[m] = k + 1
	}
}

// b84aFormatLike writes month and day in the format of the date d (ISO, 19.10.2026,
// 26. Oktober 2026, 2026年10月23日, 10月16日).
func b84aFormatLike(d string, month, day int) string {
	switch {
	case hoISODate.MatchString(d):
		return fmt.Sprintf("%s-%02d-%02d", d[:4], month, day)
	case hoDeNumDate.MatchString(d):
		return fmt.Sprintf("%02d.%02d.%s", day, month, d[len(d)-4:])
	case strings.Contains(d, "月"):
		if k := strings.Index(d, "年"); k >= 0 {
			return fmt.Sprintf("%s%d月%d日", d[:k+len("年")], month, day)
		}
		return fmt.Sprintf("%d月%d日", month, day)
	}
	parts := strings.Fields(d)
	if len(parts) >= 2 {
		if _, ok := b84aDeMonthNum[parts[1]]; ok {
			out := fmt.Sprintf("%d. %s", day, deMonths[month-1])
			if len(parts) == 3 {
				out += " " + parts[2]
			}
			return out
		}
	}
	return ""
}

// b84aForeignDate puts a date of another customer's request in place of the first
// occurrence of the last date of s.
func b84aForeignDate(lang, s string) string {
	ds := hoDates(lang, s)
	if len(ds) == 0 {
		return s
	}
	d := ds[len(ds)-1]
	for _, md := range [][2]int{{11, 27}, {12, 3}, {10, 29}} {
		nd := b84aFormatLike(d, md[0], md[1])
		if nd != "" && nd != d && !strings.Contains(s, nd) {
			return strings.Replace(s, d, nd, 1)
		}
	}
	return s
}

// b84aLeak is a sentence of another customer's request, with the marks that tell the
// request it came from.
type b84aLeak struct {
	text  string
	marks []string
}

var b84aLeaks = map[string][]b84aLeak{
	"de": {
		{"Ihre Bestellung DE-55102 über 1.249,90 € wird am 19.10.2026 nach Lüneburg geliefert.", []string{"DE-55102", "Lüneburg"}},
		{"Der Termin von Frau Schäfer am 26. Oktober 2026 um 10:30 Uhr ist bestätigt.", []string{"Schäfer"}},
	},
	"ja": {
		{"ご注文番号JP-58217のソラノ電気ケトルは10月19日にお届けします。", []string{"JP-58217", "ソラノ"}},
		{"修理受付番号RP-60418の訪問は10月23日14時です。", []string{"RP-60418"}},
	},
}

// b84aForeignSentence inserts a sentence of another customer's request after a
// sentence from the middle of the text on.
func b84aForeignSentence(lang, s string) string {
	leak := ""
	for _, l := range b84aLeaks[lang] {
		if !b84aAnyIn(s, l.marks) {
			leak = l.text
			break
		}
	}
	if leak == "" {
		return s
	}
	return hoMiddleSentence(lang, s, func(sen string) string {
		t := strings.TrimRight(sen, " ")
		switch {
		case lang == "ja" && strings.HasSuffix(t, "。"):
			return t + leak + sen[len(t):]
		case lang != "ja" && strings.HasSuffix(t, "."):
			return t + " " + leak + sen[len(t):]
		}
		return sen
	})
}

func b84aAnyIn(s string, marks []string) bool {
	for _, m := range marks {
		if strings.Contains(s, m) {
			return true
		}
	}
	return false
}

// b84aStaleDate puts the old date where the text states the new one, as a cached
// continuation of the earlier version of the request does.
func b84aStaleDate(lang, s string) string {
	if lang == "ja" {
		if loc := b84aJaStale.FindStringSubmatchIndex(s); loc != nil {
			old, nw := s[loc[2]:loc[3]], s[loc[4]:loc[5]]
			if !strings.Contains(nw, "年") {
				if k := strings.Index(old, "年"); k >= 0 {
					old = old[k+len("年"):]
				}
			}
			return s[:loc[4]] + old + s[loc[5]:]
		}
		if loc := b84aJaNewDate.FindStringSubmatchIndex(s); loc != nil {
			ds := hoDates(lang, s)
			if len(ds) > 1 && ds[0] != s[loc[2]:loc[3]] {
				return s[:loc[2]] + ds[0] + s[loc[3]:]
			}
		}
		return s
	}
	loc := b84aDeStale.FindStringSubmatchIndex(s)
	if loc == nil {
		return s
	}
	if loc[2] >= 0 {
		return s[:loc[4]] + s[loc[2]:loc[3]] + s[loc[5]:]
	}
	return s[:loc[6]] + s[loc[8]:loc[9]] + s[loc[7]:]
}

// b84aCutMidSentence ends the text inside a sentence from the middle on, as a stop
// sequence that fires early does: the first half of that sentence is kept, the rest
// of the text is gone.
func b84aCutMidSentence(lang, s string) string {
	split, refs := hoAllSentences(lang, s)
	for k := range refs {
		ref := refs[(len(refs)/2+k)%len(refs)]
		rs := []rune(strings.TrimRight(split[ref.line][ref.idx], " "))
		if len(rs) < 16 || !strings.ContainsRune(".!?。！？", rs[len(rs)-1]) {
			continue
		}
		cut := len(rs) / 2
		if lang == "ja" {
			// after a particle or a comma, where a stop string can match
			for cut > 0 && !strings.ContainsRune("、はがをにでの", rs[cut-1]) {
				cut--
			}
		} else {
			for cut > 0 && rs[cut] != ' ' {
				cut--
			}
		}
		if cut == 0 {
			continue
		}
		split[ref.line][ref.idx] = string(rs[:cut])
		out := split[:ref.line+1]
		out[ref.line] = split[ref.line][:ref.idx+1]
		return hoJoin(out)
	}
	return s
}

// b84aCutMidList ends the text after the first half of the items of its first list
// or table, as a stop sequence on a list marker does.
func b84aCutMidList(lang, s string) string {
	lines := strings.Split(s, "\n")
	var items []int
	for k, l := range lines {
		if b84aListLine.MatchString(l) {
			if b84aTableSep.MatchString(l) {
				items = items[:0]
				continue
			}
			items = append(items, k)
			continue
		}
		if len(items) > 0 {
			break
		}
	}
	if len(items) < 3 {
		return s
	}
	keep := items[len(items)/2-1]
	if len(items) == 3 {
		keep = items[0]
	}
	return strings.Join(lines[:keep+1], "\n")
}

// b84aMaxTokens ends the answer where a too low max_tokens ends it: a JSON answer at
// three quarters of its text (inside a value), a text at four fifths, inside a word.
func b84aMaxTokens(lang, s string) string {
	rs := []rune(s)
	if strings.HasPrefix(s, "{") {
		return string(rs[:len(rs)*3/4])
	}
	cut := len(rs) * 4 / 5
	isLetter := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
	for cut < len(rs)-1 && !(isLetter(rs[cut-1]) && isLetter(rs[cut])) {
		cut++
	}
	if cut >= len(rs)-1 {
		return s
	}
	return string(rs[:cut])
}

// b84aReplacementChar shows one character of a name or a word as U+FFFD, as a
// detokenizer that decodes a token holding half of a UTF-8 sequence does.
func b84aReplacementChar(lang, s string) string {
	if lang == "ja" {
		for _, re := range []*regexp.Regexp{hoKatakana, hoJaCompund} {
			if loc := re.FindStringIndex(s); loc != nil {
				rs := []rune(s[loc[0]:loc[1]])
				rs[1] = '\uFFFD'
				return s[:loc[0]] + string(rs) + s[loc[1]:]
			}
		}
		return s
	}
	rs := []rune(s)
	for k, r := range rs {
		if !strings.ContainsRune("äöüßÄÖÜ", r) {
			continue
		}
		w := k
		for w > 0 && unicode.IsLetter(rs[w-1]) {
			w--
		}
		if unicode.IsUpper(rs[w]) {
			rs[k] = '\uFFFD'
			return string(rs)
		}
	}
	return s
}

// b84aSpaceInRef puts a space inside the digits of the first reference number, as a
// detokenizer that adds a word boundary between two number tokens does.
func b84aSpaceInRef(lang, s string) string {
	return hoFirstMatch(b84aRef, s, func(m []string) string {
		digits := b84aDigits.FindAllStringIndex(m[0], -1)
		if len(digits) == 0 {
			return m[0]
		}
		d := digits[len(digits)-1]
		mid := d[0] + (d[1]-d[0])/2
		return m[0][:mid] + " " + m[0][mid:]
	})
}

var heldOutBatch84a = []heldOutKind{
	// Speculative decoding accepts a wrong draft token for one digit of the first
	// amount: "3.912,50 €" → "3.812,50 €", "5,500円（税込）" → "5,600円（税込）",
	// "\"einzelpreis\": 185.00" → "\"einzelpreis\": 285.00".
	{"b84a_spec_decode_amount_digit", "raw", b84aAmountDigit},
	// A wrong draft token changes one letter of the first person's name: "Frau Schäfer"
	// → "Frau Schöfer", "小林 恵子様" → "小森 恵子様".
	{"b84a_spec_decode_name_letter", "first", b84aNameLetter},
	// A wrong draft particle turns a deadline into a start: "bis zum 22.10.2026
	// verreist" → "ab dem 22.10.2026 verreist", "17時までに回答する" → "17時以降に回答する",
	// "11月13日（金）までです" → "11月13日（金）からです".
	{"b84a_spec_decode_deadline_particle", "first", b84aDeadlineParticle},
	// A reused KV cache block leaks another customer's order number in: "Bestellung
	// WE-20417" → "Bestellung 44-2087-DE", "ご注文番号WS-30982" → "ご注文番号RP-60418".
	{"b84a_kv_leak_foreign_order_number", "first", b84aForeignRef},
	// A reused KV cache block leaks another customer's name in: "Sehr geehrte Frau
	// Schäfer" → "Sehr geehrte Frau Hoffmann", "渡辺 弘様" → "小林 弘様".
	{"b84a_kv_leak_foreign_name", "first", b84aForeignName},
	// A reused KV cache block leaks another customer's date in, for the last date of
	// the answer: "bis zum 21.10.2026 freizugeben" → "bis zum 27.11.2026 freizugeben",
	// "交換品は10月19日に発送予定" → "交換品は11月27日に発送予定".
	{"b84a_kv_leak_foreign_date", "first", b84aForeignDate},
	// A corrupted KV cache block leaks a whole sentence of another customer's request
	// in after a sentence from the middle on: "… keine Kosten." → "… keine Kosten. Ihre
	// Bestellung DE-55102 über 1.249,90 € wird am 19.10.2026 nach Lüneburg geliefert.".
	{"b84a_kv_leak_foreign_sentence", "longest", b84aForeignSentence},
	// Prefix caching serves the continuation of the earlier version of the request, with
	// the old date where the new one belongs: "vom 02.11.2026 auf den 16.11.2026" → "vom
	// 02.11.2026 auf den 02.11.2026", "新しいお届け予定日は10月21日（水）" →
	// "新しいお届け予定日は10月16日（水）".
	{"b84a_prefix_cache_stale_old_date", "raw", b84aStaleDate},
	// A stop sequence fires inside a sentence from the middle on: "Die Lieferung
	// erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. …" → "Die Lieferung erfolgt am"
	// and nothing after it.
	{"b84a_stop_seq_cut_mid_sentence", "longest", b84aCutMidSentence},
	// A stop sequence on a list marker ends the answer after half of its first list or
	// table: steps 6-10 and the troubleshooting list are gone; only the first offer row
	// of the table is left.
	{"b84a_stop_seq_cut_mid_list", "raw", b84aCutMidList},
	// max_tokens too low: the JSON ends inside a value (`"total": {"value": 1249.90,
	// "currency": "`), a letter inside a word near its end ("Bei Fragen sind wir gern
	// für Sie da." → "Bei Fragen s", closing and signature gone).
	{"b84a_max_tokens_truncated", "raw", b84aMaxTokens},
	// The detokenizer decodes half of a UTF-8 sequence: "Frau Schäfer" → "Frau
	// Sch\uFFFDfer", "サクラ物流株式会社" → "サ\uFFFDラ物流株式会社".
	{"b84a_detok_replacement_char", "first", b84aReplacementChar},
	// The detokenizer puts a word boundary between two number tokens of the first
	// reference number: "KS-7741" → "KS-77 41", "JP-58217" → "JP-58 217".
	{"b84a_detok_space_in_ref_number", "first", b84aSpaceInRef},
	// Chat template mismatch: the model's default system prompt is echoed before the
	// answer: "Sehr geehrte Frau Schäfer," → "You are a helpful assistant.\nSehr
	// geehrte Frau Schäfer,".
	{"b84a_template_system_prompt_echoed", "raw", func(lang, s string) string {
		return "You are a helpful assistant.\n" + s
	}},
	// Chat template mismatch: the end-of-turn token is not a stop token, the model
	// writes the next turn's role tags after the answer: "… Kobayashi Seiki Co., Ltd."
	// → "… Kobayashi Seiki Co., Ltd.<|im_end|>\n<|im_start|>user".
	{"b84a_template_role_tags_leaked", "raw", func(lang, s string) string {
		return s + "<|im_end|>\n<|im_start|>user"
	}},
}
