package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// The judges of well_formed for an answer sentence that is a golden sentence with one
// chunk changed: a word replaced (a kanji word spelt in kana, a name, a ward, a
// compound's modifier from another thing of the case), a word misspelt (marks, kana
// size, long vowels), letters dropped inside a word, two pieces swapped. The loop in
// wordGaps aligns the sentences and hands each pair its shared prefix and suffix.

// replacedWord judges the one chunk in which an answer sentence a differs from a golden
// sentence g (the rest, pre and suf runes, the same): a kanji word of the golden
// spelt out in hiragana, or a name of the source (a katakana word; a German word
// right after „) replaced by a word of the same kind that the source never writes.
// Any other replacement is a rewording.
func replacedWord(lang string, g, a []rune, pre, suf int, source, request string) string {
	if lang == "ja" {
		// Widen to whole words: the chunk may start or end inside a katakana run.
		for pre > 0 && isKatakana(g[pre-1]) && isKatakana(a[pre-1]) {
			pre--
		}
		for suf > 0 && isKatakana(g[len(g)-suf]) && isKatakana(a[len(a)-suf]) {
			suf--
		}
	}
	gw, aw := string(g[pre:len(g)-suf]), string(a[pre:len(a)-suf])
	switch {
	case lang == "ja" && gapWordJa.MatchString(gw) && strings.ContainsFunc(gw, isHan) && isAll(aw, isHiragana) && len([]rune(aw)) >= 2:
		return fmt.Sprintf("%q spelt %q", gw, aw)
	case lang == "ja" && isAll(gw, isKatakana) && isAll(aw, isKatakana) && len([]rune(gw)) >= 3 && strings.Contains(source, gw) && !strings.Contains(source, aw):
		return fmt.Sprintf("%q replaced by %q", gw, aw)
	case lang != "ja" && pre > 0 && g[pre-1] == '„' && capitalWord.MatchString(gw) && capitalWord.MatchString(aw) &&
		!strings.ContainsRune(gw, ' ') && !strings.ContainsRune(aw, ' ') && strings.Contains(source, gw) && !strings.Contains(source, aw):
		return fmt.Sprintf("%q replaced by %q", gw, aw)
	}
	return replacedNoun(lang, g, a, pre, suf, source, request)
}

// nounWord is a capitalised German word of four letters or more, hyphens inside, and
// katakanaName a katakana word of three letters or more.
var (
	nounWord     = regexp.MustCompile(`^\p{Lu}[\p{L}-]{3,}$`)
	katakanaName = regexp.MustCompile(`[\p{Katakana}ー]{3,}`)
)

// replacedNoun judges the one chunk in which an answer sentence differs from a golden
// sentence, widened to whole words, where a name took another's place: in German a
// name of two capitalised words or more (Leuchtenhaus Nord, Zahnarztpraxis Dr. Öztürk)
// for capitalised words the source never writes (Weißenfels Elektrotechnik); in
// Japanese a word with a katakana name of the source (ハルカゼ寝具店) for one with a
// katakana word it never writes (ミライ会計サポート). One noun for another is not
// judged: a paraphrase writes synonyms (移転先 for 新住所, 際 for 場合). "" when it is
// not.
func replacedNoun(lang string, g, a []rune, pre, suf int, source, request string) string {
	if lang == "ja" {
		// An address's ward, city or prefecture for another (渋谷区 → 港区, 北区 → 中央区):
		// the chunk's kanji right before the same unit.
		if suf > 0 && pre > 0 && strings.ContainsRune("都道府県市区町村郡", g[len(g)-suf]) {
			unit := string(g[len(g)-suf])
			gw, aw := string(g[pre:len(g)-suf]), string(a[pre:len(a)-suf])
			if gw != "" && aw != "" && isAll(gw, isHan) && isAll(aw, isHan) && !strings.Contains(source, aw+unit) {
				return fmt.Sprintf("%q in the place of %q", aw+unit, gw+unit)
			}
		}
		word := func(r rune) bool { return isHan(r) || isKatakana(r) || r == 'ー' }
		for pre > 0 && word(g[pre-1]) && word(a[pre-1]) {
			pre--
		}
		for suf > 0 && word(g[len(g)-suf]) && word(a[len(a)-suf]) {
			suf--
		}
		gw, aw := string(g[pre:len(g)-suf]), string(a[pre:len(a)-suf])
		if !isAll(gw, word) || !isAll(aw, word) || strings.Contains(source, aw) {
			return ""
		}
		gk, ak := katakanaName.FindAllString(gw, -1), katakanaName.FindAllString(aw, -1)
		if len(gk) == 0 || len(ak) == 0 || !strings.Contains(source, gk[0]) || slices.ContainsFunc(ak, func(k string) bool { return strings.Contains(source, k) }) {
			return foreignWord(lang, gw, aw, source, request)
		}
		return fmt.Sprintf("%q in the place of %q", aw, gw)
	}
	for pre > 0 && unicode.IsLetter(g[pre-1]) && unicode.IsLetter(a[pre-1]) {
		pre--
	}
	for suf > 0 && unicode.IsLetter(g[len(g)-suf]) && unicode.IsLetter(a[len(a)-suf]) {
		suf--
	}
	if pre < 3 {
		return ""
	}
	gw, aw := strings.TrimSpace(string(g[pre:len(g)-suf])), strings.TrimSpace(string(a[pre:len(a)-suf]))
	if w := swappedModifier(gw, aw, source); w != "" {
		return w
	}
	if !strings.ContainsRune(gw, ' ') && !strings.ContainsRune(aw, ' ') {
		return foreignWord(lang, gw, aw, source, request)
	}
	aws, gws := strings.Fields(aw), strings.Fields(gw)
	if len(aws) < 1 || len(aws) > 4 || len(gws) < 2 || len(gws) > 4 {
		return ""
	}
	fresh := 0
	for _, w := range aws {
		if !nounWord.MatchString(w) && w != "von" && w != "und" {
			return ""
		}
		if nounWord.MatchString(w) && !strings.Contains(source, w) {
			fresh++
		}
	}
	for _, w := range gws {
		if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) {
			return ""
		}
	}
	if fresh < 2 || !strings.Contains(source, gw) {
		return ""
	}
	return fmt.Sprintf("%q in the place of %q", aw, gw)
}

// foreignWord judges one word of an answer sentence that is otherwise a golden
// sentence: a noun the request gives (Ersatzlampe, クーポン, 出張修理) replaced by one
// whose own part the case never writes (Gutschrift, ポイント, 持込修理). The part the two
// words do not share is compared, so that a compound keeps its shared head or
// modifier out of it (Leih|lampe for Ersatz|lampe, 持込|修理 for 出張|修理); Japanese
// kanji by any two in a row, as TypeSupported matches them, so that a synonym built
// from the case's kanji (移転先 where the request has 移転) stays a rewording. A
// paraphrase that swaps one noun for a synonym of its own and keeps every other
// character of the golden's sentence is rare; one that rewords the sentence is not
// judged here at all. A word of the golden that the request does not give counts only
// when the two share a compound element (four letters, two kanji): the neighbouring
// sense of a quantized model (Kontroll|termin → Behandlungs|termin); an element traded
// for a synonym partSynonyms lists (Retouren|etikett for Rücksende|etikett, Kenn|wort
// for Pass|wort) is a rewording, and any other synonym element, at this cost, is not.
// "" when it is not.
func foreignWord(lang, gw, aw, source, request string) string {
	if gw == "" || aw == "" || isCourtesy(lang, aw) || isCourtesy(lang, gw) {
		return ""
	}
	// A word of the golden the request does not give is judged only as a compound
	// whose element changed (Kontroll|termin → Behandlungs|termin, 振動|試験 → 騒音|試験):
	// a paraphrase's synonym of a whole word (Prüfen → Kontrollieren, 更新 →
	// アップデート) shares no element with it.
	whose := "the request's"
	if !strings.Contains(request, gw) {
		if !sharesElement(lang, gw, aw) {
			return ""
		}
		whose = "the golden's"
	}
	if lang == "ja" {
		g, a := []rune(gw), []rune(aw)
		if len(g) < 2 || len(a) < 2 {
			return ""
		}
		pre, suf := sharedEnds(g, a)
		lo, hi := max(pre-1, 0), min(len(a)-suf+1, len(a))
		part := a[lo:hi]
		gd, ad := slices.Clone(g[pre:len(g)-suf]), slices.Clone(a[pre:len(a)-suf])
		slices.Sort(gd)
		slices.Sort(ad)
		if len(part) < 2 || isAll(string(ad), isHiragana) || slices.Equal(gd, ad) || synonymParts(gw, aw) {
			return "" // the same kanji in another order: 中途解約 for 途中解約
		}
		if strings.ContainsFunc(string(part), isHan) {
			for i := 0; i+2 <= len(part); i++ {
				if strings.Contains(source, string(part[i:i+2])) {
					return ""
				}
			}
		} else if strings.Contains(source, string(a[pre:len(a)-suf])) {
			return ""
		}
		return fmt.Sprintf("%q in the place of %s %q", aw, whose, gw)
	}
	if !nounWord.MatchString(gw) || !nounWord.MatchString(aw) {
		return ""
	}
	g, a := []rune(strings.ToLower(gw)), []rune(strings.ToLower(aw))
	pre, suf := sharedEnds(g, a)
	// Letters the two elements happen to share at their seam belong to them: Leer|zeichen
	// and Sonder|zeichen share "erzeichen", their elements are leer and sonder.
	for back := 0; back < 2 && suf > 0 && (len(g)-suf-pre < 3 || len(a)-suf-pre < 3); back++ {
		suf--
	}
	part, gpart := string(a[pre:len(a)-suf]), string(g[pre:len(g)-suf])
	if synonymParts(gw, aw) {
		return ""
	}
	// The element the answer put in, read to the word's end where the head changed
	// (Heiz|kosten: kosten, not kos).
	elem := part
	if pre >= suf {
		elem = string(a[pre:])
	}
	if utf8.RuneCountInString(part) < 3 || utf8.RuneCountInString(gpart) < 3 || sourceElement(strings.ToLower(source), elem) {
		return ""
	}
	return fmt.Sprintf("%q in the place of %s %q", aw, whose, gw)
}

// sourceElement reports whether the (lower-case) source writes part as an element of
// its words: as a word of its own with an ending at most (kosten, Kosten), or as the
// start or end of a compound whose other element is a noun's (Kostenvoranschlag,
// Heizkosten), not a suffix that makes another word of it (kostenlos, leerlaufend).
func sourceElement(source, part string) bool {
	for i := 0; ; {
		j := strings.Index(source[i:], part)
		if j < 0 {
			return false
		}
		at := i + j
		i = at + len(part)
		r, _ := utf8.DecodeLastRuneInString(source[:at])
		start := at == 0 || !unicode.IsLetter(r)
		end := i
		for end < len(source) {
			r, n := utf8.DecodeRuneInString(source[end:])
			if !unicode.IsLetter(r) {
				break
			}
			end += n
		}
		tail := source[i:end]
		if !start && tail == "" || !start && utf8.RuneCountInString(tail) <= 2 {
			return true // the head of a compound (Heiz|kosten, with its ending)
		}
		if start && (utf8.RuneCountInString(tail) <= 3 || !adjectiveSuffix.MatchString(tail)) {
			return true
		}
	}
}

// adjectiveSuffix ends a word that an element opens without being its noun (kosten|los,
// kosten|pflichtig, leer|laufend).
var adjectiveSuffix = regexp.MustCompile(`^(?:en|e|n|s)?(?:los|lose|losen|loser|loses|losem|frei|freie|freien|pflichtig\p{L}*|bar|bare|baren|lich\p{L}*|ig|ige|igen|end|ende|enden)$`)

// sharesElement reports whether two different words share a compound element at
// their start or end: two kanji or more in Japanese, at either end or one at each (体|脂肪|率
// → 体|水分|率), four letters or more at one end in German.
func sharesElement(lang, gw, aw string) bool {
	g, a := []rune(strings.ToLower(gw)), []rune(strings.ToLower(aw))
	pre, suf := sharedEnds(g, a)
	if lang == "ja" {
		han := func(rs []rune) int {
			n := 0
			for _, r := range rs {
				if isHan(r) {
					n++
				}
			}
			return n
		}
		return han(g[:pre])+han(g[len(g)-suf:]) >= 2
	}
	return pre >= 4 || suf >= 4
}

// adjectiveBefore reports whether text (lower case) writes a word that starts with
// stem, at a word's start, right before the noun head (neues Gerät for neu, gerät),
// without a pattern compiled for each pair.
func adjectiveBefore(text, stem, head string) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], stem)
		if j < 0 {
			return false
		}
		at := i + j
		i = at + len(stem)
		if r, _ := utf8.DecodeLastRuneInString(text[:at]); at > 0 && unicode.IsLetter(r) {
			continue
		}
		rest := strings.TrimLeftFunc(text[i:], unicode.IsLower)
		if t := strings.TrimLeftFunc(rest, unicode.IsSpace); len(t) < len(rest) && strings.HasPrefix(t, head) {
			return true
		}
	}
}

// partSynonyms are words and compound elements of business text that a paraphrase
// trades for each other (Passwort/Kennwort, Kundendienst/Kundenservice,
// Rücksendeetikett/Retourenetikett, 支出/充当): one sense, so not a neighbouring one.
var partSynonyms = [][]string{
	{"passwort", "kennwort"}, {"dienst", "service"}, {"etikett", "label", "aufkleber"},
	{"rücksende", "rücksendungs", "retouren", "retour", "rückversand"},
	{"austausch", "ersatz", "neu"}, {"anschrift", "adresse"}, {"bestell", "auftrags"},
	{"rechnungs", "gesamt"}, {"e-mail", "mail"}, {"telefon", "ruf"}, {"nummer", "nr"},
	{"termin", "besuch"}, {"kontroll", "vorsorge"},
	{"支出", "充当", "拠出"}, {"返送", "返品", "返却"}, {"交換", "代替"}, {"挿入", "差し込み", "差込"},
	{"連絡", "一報"}, {"確認", "点検"},
}

// synonymParts reports two words (or their differing parts) that are one another with
// one element traded for a synonym partSynonyms lists (rücksendeetikett →
// retourenetikett), case aside.
func synonymParts(x, y string) bool {
	x, y = strings.ToLower(x), strings.ToLower(y)
	for _, set := range partSynonyms {
		for _, p := range set {
			if !strings.Contains(x, p) {
				continue
			}
			for _, q := range set {
				if q != p && strings.Replace(x, p, q, 1) == y {
					return true
				}
			}
		}
	}
	return false
}

// spellingKey is a sentence with what a broken decoder moves about taken out: the
// combining marks (a diaeresis or dakuten on the wrong letter: Ẅarmepumpe, このだひは),
// the size of small kana (あつた for あった), and the long vowel mark against a dash
// after katakana (センタ- for センター). Two sentences of one key that differ are one
// sentence misspelt; a paraphrase changes words, never only these.
func spellingKey(s string) string {
	var b strings.Builder
	prevKatakana := false
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case r == 'ー' || prevKatakana && strings.ContainsRune("-‐‑‒–—―−－", r):
			r = '-'
		default:
			if big, ok := smallKana[r]; ok {
				r = big
			}
		}
		prevKatakana = isKatakana(r)
		b.WriteRune(r)
	}
	return b.String()
}

// smallKana maps each small kana to its full-size letter.
var smallKana = func() map[rune]rune {
	m := map[rune]rune{}
	for _, p := range []string{"ぁあ", "ぃい", "ぅう", "ぇえ", "ぉお", "っつ", "ゃや", "ゅゆ", "ょよ", "ゎわ", "ァア", "ィイ", "ゥウ", "ェエ", "ォオ", "ッツ", "ャヤ", "ュユ", "ョヨ", "ヮワ", "ヵカ", "ヶケ"} {
		rs := []rune(p)
		m[rs[0]] = rs[1]
	}
	return m
}()

// droppedLetters judges an answer sentence a that is the golden sentence g with one
// piece of one to four letters left out inside a word, letters on both sides of the
// gap (Benutzerkonto → Benutkonto, カラダノート → カラート): a token the decoder lost,
// which leaves a word the source never writes. A whole word dropped is wordGaps'
// business, and a shorter word a paraphrase uses is a word of its own. "" when it is
// not.
func droppedLetters(lang string, g, a []rune, pre, suf int, source string) string {
	n := len(g) - len(a)
	// A katakana word may end one letter after the gap (クレジットカード → カド at a
	// value's end).
	minSuf := 2
	if lang == "ja" && suf == 1 && pre+n < len(g) && isKatakana(g[len(g)-1]) {
		minSuf = 1
	}
	if n < 1 || n > 4 || pre < 2 || suf < minSuf {
		return ""
	}
	letter := unicode.IsLetter
	if lang == "ja" {
		letter = func(r rune) bool { return isKatakana(r) || r == 'ー' || isHan(r) }
	}
	for _, r := range g[pre : pre+n] {
		if !letter(r) {
			return ""
		}
	}
	// A katakana word's final long vowel mark left out is a spelling (ユーザ,
	// プリンタトナー: see jisLongVowel), not a lost token.
	if lang == "ja" && n == 1 && jisLongVowel(g, pre) {
		return ""
	}
	if !letter(a[pre-1]) || !letter(a[pre]) {
		return ""
	}
	// In Japanese a kanji run is no word boundary: a compound may lose a kanji
	// (訪問日時 → 訪問時) in a rewording only if both sides are kanji; katakana must
	// be on one side.
	if lang == "ja" && !isKatakana(g[pre]) && !isKatakana(a[pre-1]) && !isKatakana(a[pre]) {
		return ""
	}
	word := func(rs []rune, i int) string {
		s, e := i, i
		for s > 0 && letter(rs[s-1]) {
			s--
		}
		for e < len(rs) && letter(rs[e]) {
			e++
		}
		return string(rs[s:e])
	}
	aw, gw := word(a, pre), word(g, pre)
	if strings.Contains(source, aw) {
		return ""
	}
	return fmt.Sprintf("%q for %q: letters dropped inside a word", aw, gw)
}

// scrambled judges an answer sentence a that is the golden sentence g with two
// neighbouring pieces of three letters or more swapped, which leaves a word the golden
// never writes (Versichertenkarte → Isicherthre Verenkarte, 一覧から「カラダノート →
// 一覧かダノートら「カラ): streamed chunks put together out of order. A paraphrase that
// swaps two phrases (10月19日に交換品を → 交換品を10月19日に) keeps each word whole, and
// one that turns a two-letter word about (途中 → 中途) moves no piece of three. "" when
// it is not.
func scrambled(lang string, g, a []rune, source string) string {
	if len(a) != len(g) || string(a) == string(g) {
		return ""
	}
	pre, suf := 0, 0
	for pre < len(a) && a[pre] == g[pre] {
		pre++
	}
	for suf < len(a)-pre && a[len(a)-1-suf] == g[len(g)-1-suf] {
		suf++
	}
	gm, am := string(g[pre:len(g)-suf]), g[pre:len(g)-suf]
	swapped := false
	for k := 3; k <= len(am)-3; k++ {
		if string(a[pre:len(a)-suf]) == string(am[k:])+string(am[:k]) {
			swapped = true
			break
		}
	}
	if !swapped {
		return ""
	}
	words := deWordRun
	if lang == "ja" {
		words = jaWordRun
	}
	known := map[string]bool{}
	for _, w := range words.FindAllString(string(g), -1) {
		known[w] = true
	}
	if lang != "ja" {
		for _, w := range words.FindAllString(source, -1) {
			known[w] = true
		}
	}
	for _, w := range words.FindAllString(string(a), -1) {
		if !known[w] {
			return fmt.Sprintf("%q has two pieces of the golden's %q swapped (%q)", clipRunes(string(a), 60), clipRunes(gm, 30), w)
		}
	}
	return ""
}

// deWordRun is a German word of three letters or more; jaWordRun a run of two kanji or
// katakana or more.
var (
	deWordRun = regexp.MustCompile(`\p{L}{3,}`)
	jaWordRun = regexp.MustCompile(`[\p{Han}\p{Katakana}ー]{2,}`)
)

// swappedModifier judges a German compound of the golden replaced by one with the same
// head and the modifier of another thing of the case (Rechnungsanschrift →
// Lieferanschrift where the case speaks of a Lieferung; Wochenplan → Tagesplan where
// it has a Tag): two things of the case confused. A paraphrase's synonym brings its
// own modifier (Retourenetikett for Rücksendeetikett), one the case does not write.
// "" when it is not.
func swappedModifier(gw, aw, source string) string {
	if !nounWord.MatchString(gw) || !nounWord.MatchString(aw) || strings.Contains(source, aw) {
		return ""
	}
	g, a := []rune(strings.ToLower(gw)), []rune(strings.ToLower(aw))
	head := 0
	for head < min(len(g), len(a)) && g[len(g)-1-head] == a[len(a)-1-head] {
		head++
	}
	gm, am := string(g[:len(g)-head]), string(a[:len(a)-head])
	if head < 4 || len([]rune(gm)) < 3 || len([]rune(am)) < 3 {
		return ""
	}
	// The modifier without its linking letters (Behandlungs-, Tages-) stands in the
	// case, in a word other than the golden's compound.
	stem := strings.TrimSuffix(strings.TrimSuffix(am, "s"), "e")
	low := strings.ToLower(strings.ReplaceAll(source, gw, ""))
	if utf8.RuneCountInString(stem) < 3 || !strings.Contains(low, stem) {
		return ""
	}
	// The case's own adjective and noun joined (ein neues Gerät → Neugerät) is its
	// thing, not another one.
	if adjectiveBefore(low, stem, string(g[len(g)-head:])) {
		return ""
	}
	return fmt.Sprintf("%q in the place of %q: another thing of the case", aw, gw)
}

// jisLongVowel reports whether rs[i] is a long vowel mark that ends a katakana
// word of three morae or more (ユーザー, プリンター), which the JIS convention for
// technical terms leaves out. Inside a katakana run the word's end cannot be told
// (カラダノート, エラーコード keep theirs), so there only the words that the
// convention is known for count (プリンタートナー).
func jisLongVowel(rs []rune, i int) bool {
	if i < 3 || rs[i] != 'ー' || rs[i-1] == 'ー' || !isKatakana(rs[i-1]) {
		return false
	}
	for _, r := range rs[i-3 : i] {
		if !isKatakana(r) {
			return false
		}
	}
	if i+1 == len(rs) || !isKatakana(rs[i+1]) {
		return true
	}
	before := string(rs[:i])
	return slices.ContainsFunc(jisWords, func(w string) bool { return strings.HasSuffix(before, w) })
}

// jisWords are katakana words written with or without their final long vowel.
var jisWords = strings.Fields("プリンタ ユーザ サーバ コンピュータ メモリ フォルダ ドライバ スキャナ モニタ ルータ コントローラ プロバイダ ブラウザ エディタ パラメータ センサ ヘッダ フッタ マネージャ コネクタ アダプタ カウンタ タイマ レーザ")

// dropJISLongVowels leaves out every long vowel mark jisLongVowel allows to leave out.
func dropJISLongVowels(s string) string {
	if !strings.ContainsRune(s, 'ー') {
		return s
	}
	rs := []rune(s)
	out := rs[:0:0]
	for i, r := range rs {
		if !jisLongVowel(rs, i) {
			out = append(out, r)
		}
	}
	return string(out)
}
