package score

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
)

// The rules of well_formed about German words and template leftovers (see
// TypeWellFormed):
//   - a compound stays one word: two capitalised words "Bestell Nummer" whose join
//     (Bestellnummer) the golden or request writes, and which they never write apart;
//   - an article agrees with its noun's gender as the case shows it: a noun the golden
//     or request writes with eine/einer (feminine) gets no ein, einen, einem, eines,
//     das or dem, one written with einen (masculine) or das (neuter) no eine or einer,
//     and one written with ein or dem (not feminine) no eine or einer;
//   - no template placeholder ([Betrag], [Name], {{datum}}, 〇〇, ××, XXX) that the
//     golden or request does not write: a form left unfilled.

var (
	// deWordSplit is a German word with its hyphens (Gas-Spitzenlastkessel).
	deWordSplit = regexp.MustCompile(`[\p{L}]+(?:-[\p{L}]+)*`)
	// deArticleNoun is an article, an optional adjective and a capitalised noun.
	deArticleNoun = regexp.MustCompile(`(?:^|[^\p{L}])([Ee]ine[rnms]?|[Ee]in|[Dd]as|[Dd]em)\s+(?:(\p{Ll}+)\s+)?(\p{Lu}[\p{L}-]+)`)
	// placeholderToken is a form field left unfilled.
	placeholderToken = regexp.MustCompile(`\[[^\[\]\n]{0,28}\p{L}{2}[^\[\]\n]{0,28}\](?:[^(]|$)|\{\{[^{}\n]{1,30}\}\}|〇〇|○○|××|＿＿|＊＊|\bX{3,}\b|\bx{3,}\b`)
)

// splitCompounds names the answer's pairs of capitalised words whose join the source
// writes as one word and never apart.
func splitCompounds(text, source string) []string {
	words := map[string]bool{}
	for _, w := range deWordSplit.FindAllString(source, -1) {
		words[w] = true
	}
	toks := deWordSplit.FindAllStringIndex(text, -1)
	for i := 0; i+1 < len(toks); i++ {
		a, b := text[toks[i][0]:toks[i][1]], text[toks[i+1][0]:toks[i+1][1]]
		if text[toks[i][1]:toks[i+1][0]] != " " || len([]rune(a)) < 3 || len([]rune(b)) < 3 {
			continue
		}
		ra, rb := []rune(a), []rune(b)
		if !unicode.IsUpper(ra[0]) || !unicode.IsUpper(rb[0]) || !unicode.IsLower(rb[1]) {
			continue
		}
		joined := a + string(unicode.ToLower(rb[0])) + string(rb[1:])
		if words[joined] && !strings.Contains(source, a+" "+b) {
			return []string{fmt.Sprintf("%q split in two (the case writes %s)", a+" "+b, joined)}
		}
	}
	return nil
}

// nounGender is what the case shows of a noun's gender: f, m, n or "not f".
type nounGender struct{ f, m, n, notF bool }

// titleWords are capitalised words after das or dem that are no noun of its.
var titleWords = map[string]bool{"Sie": true, "Ihnen": true, "Ihr": true, "Ihre": true, "Ihren": true, "Ihrem": true,
	"Ihrer": true, "Frau": true, "Herr": true, "Herrn": true, "Dr": true, "Prof": true}

// genderOf reads the genders the source's articles give its nouns.
func genderOf(source string) map[string]*nounGender {
	out := map[string]*nounGender{}
	for _, m := range deArticleNoun.FindAllStringSubmatch(source, -1) {
		art, adj, noun := strings.ToLower(m[1]), m[2], m[3]
		if titleWords[noun] || isDeterminer(adj) {
			continue
		}
		g := out[noun]
		if g == nil {
			g = &nounGender{}
			out[noun] = g
		}
		switch art {
		case "eine", "einer":
			g.f = true
		case "einen":
			g.m = true
		case "das":
			g.n = true
		case "ein", "dem":
			g.notF = true
		}
	}
	return out
}

// isDeterminer reports a word in the adjective slot that is an article or pronoun
// (eine der Lampen: Lampen is not feminine singular).
func isDeterminer(w string) bool {
	switch w {
	case "der", "die", "das", "den", "dem", "des", "ihrer", "unserer", "dieser", "jeder", "aller", "meiner", "seiner":
		return true
	}
	return false
}

// articleMismatches names article-noun pairs of the answer that contradict the
// gender the case shows for the noun (ein Ersatzlampe, eine Wochenplan).
func articleMismatches(text, source string) []string {
	genders := genderOf(source)
	for _, m := range deArticleNoun.FindAllStringSubmatch(text, -1) {
		art, adj, noun := strings.ToLower(m[1]), m[2], m[3]
		g := genders[noun]
		if g == nil || titleWords[noun] || isDeterminer(adj) {
			continue
		}
		// A noun the case gives two genders (das Band, der Band) is left alone.
		fem := g.f && !g.m && !g.n && !g.notF
		wrong := false
		switch art {
		case "ein", "einen", "einem", "eines", "das", "dem":
			wrong = fem || art == "einen" && g.n && !g.m || art == "das" && g.m && !g.n
		case "eine", "einer":
			wrong = (g.m || g.n || g.notF) && !g.f
		}
		if wrong {
			return []string{fmt.Sprintf("%q: the case writes %s with another gender", strings.TrimSpace(m[0]), noun)}
		}
	}
	return nil
}

// placeholders names a template placeholder of the answer that the source lacks.
func placeholders(text, source string) []string {
	for _, m := range placeholderToken.FindAllString(text, -1) {
		m = strings.TrimRightFunc(m, func(r rune) bool { return r != ']' && r != '}' && !strings.ContainsRune("〇○×＿＊Xx", r) })
		if !strings.Contains(source, m) {
			return []string{fmt.Sprintf("placeholder %q left unfilled", m)}
		}
	}
	return nil
}

// jaObjectParticle is a word ending in a kanji, a katakana or a date's closing
// bracket, the particle を, に, が or で, and the two characters after it.
var jaObjectParticle = regexp.MustCompile(`([\p{Han}\p{Katakana}ー）])([をにがで])([^\s、。，．「」（）]{2})`)

// particleOther are the particles a model confuses with each one: を and に (数字を入れ
// て → 数字に入れて), を and が (クーポンをお送り → クーポンがお送り, 点がございましたら
// → 点をございましたら), and に after a date made で (10月16日にお届け → 10月16日でお届け).
var particleOther = map[string][]string{"を": {"に", "が"}, "に": {"を"}, "が": {"を"}, "で": {"に"}}

// potential is what follows を or が when either may stand: a potential or a wish
// (結果を確認できます, 結果が確認できます; データを取り込めない, データが取り込めない).
var potential = regexp.MustCompile(`でき|可能|たい|られ|分か|わか|見え|聞こえ|必要|[めせてけげねべれ](?:る|ない|ず|ます|ません)`)

// particleSwaps names a Japanese word joined to the next by one particle where the
// case joins the same two by another the model confuses it with (see particleOther):
// the particle marks what the verb does to the word, and a swap breaks the sentence.
//
// The characters before the word must stand there in the case too: many verbs take a
// word with either particle (電池を交換 and 新しい電池に交換, replacing the battery and
// changing to a new one), and a paraphrase that writes the other says something else
// before the word (「Lo」表示が出たら電池を交換), where a swap keeps the sentence around
// it. を and が before a potential or a wish may trade places, and で after a date
// is right before an end (10月16日で終了).
func particleSwaps(text, source string) []string {
	for _, idx := range jaObjectParticle.FindAllStringSubmatchIndex(text, -1) {
		m := []string{text[idx[0]:idx[1]], text[idx[2]:idx[3]], text[idx[4]:idx[5]], text[idx[6]:idx[7]]}
		rs := []rune(text[:idx[3]])
		if len(rs) < 4 {
			continue
		}
		key := string(rs[len(rs)-2:])
		before := string(rs[len(rs)-4:])
		after := []rune(text[idx[4]:])
		after = after[:min(len(after), 10)]
		for _, o := range particleOther[m[2]] {
			pair := m[2] + o
			if (pair == "をが" || pair == "がを") && potential.MatchString(string(after)) {
				continue
			}
			if pair == "でに" && (!strings.HasSuffix(key, "日") && !strings.Contains(before, "日（") || endWord.MatchString(string(after))) {
				continue
			}
			// The other pairs need more of the sentence after them alike: プラス面を上にし
			// and プラス面が上にな are both right.
			next := m[3]
			if pair != "をに" && pair != "にを" {
				if len(after) < 5 {
					continue
				}
				next = string(after[1:5])
			}
			if strings.Contains(source, before+o+next) && !strings.Contains(source, key+m[2]+next) {
				return []string{fmt.Sprintf("%q: the case writes %s%s%s", m[1]+m[2]+m[3], key, o, m[3])}
			}
		}
	}
	return nil
}

// endWord is what a date ends with (10月16日で終了, 月末で締め).
var endWord = regexp.MustCompile(`^で(?:終了|締め|終わ|最終|閉|満了|打ち切|完了)`)

// deTwoArticles is a definite article (or relative pronoun) directly before another,
// with the text before the pair.
var deTwoArticles = regexp.MustCompile(`(?i)(^|[^\p{L}])(der|die|das|dem|den|des)\s+(der|die|das|dem|den|des)\s+(\p{L}+)`)

// deRelativeOpen is what may stand before a relative pronoun: a noun and a comma, alone
// or with a preposition (…, an die das Labor liefert).
var deRelativeOpen = regexp.MustCompile(`(\p{Lu}\p{L}*),\s*(?:\p{Ll}+\s+)?$`)

// deParticiple is an extended attribute's participle (die die Anlage betreibende Firma).
var deParticiple = regexp.MustCompile(`^\p{Ll}+(?:end|t)(?:e|en|er|es|em)$`)

// twoArticles names two definite articles in a row that the source never writes: a
// speculative-decoding draft article left beside the accepted one (überträgt der die
// Zugangsdaten, an die das Prüflabor). A relative pronoun after a comma (…, die der
// Ausschuss freigegeben hat) and an extended attribute (die die Anlage betreibende
// Firma) stand so in good German.
func twoArticles(text, source string) []string {
	low := strings.ToLower(source)
	for _, m := range deTwoArticles.FindAllStringSubmatchIndex(text, -1) {
		a, b := strings.ToLower(text[m[4]:m[5]]), strings.ToLower(text[m[6]:m[7]])
		pair := a + " " + b
		third := false
		switch strings.ToLower(text[m[8]:m[9]]) {
		case "der", "die", "das", "dem", "den", "des":
			third = true
		}
		if strings.Contains(low, pair) && !third {
			continue
		}
		if r := deRelativeOpen.FindStringSubmatch(text[:m[4]]); r != nil && !third && !titleWords[r[1]] {
			continue
		}
		attribute := false
		for i, w := range deWordSplit.FindAllString(text[m[8]:], 5) {
			if i > 0 && deParticiple.MatchString(w) {
				attribute = true
				break
			}
			if i > 0 && unicode.IsUpper([]rune(w)[0]) {
				break
			}
		}
		if !attribute {
			return []string{fmt.Sprintf("two articles in a row (%q)", strings.TrimSpace(text[m[2]:m[7]]))}
		}
	}
	return nil
}

// onchuAfterPerson is 御中 after a person's honorific or title; onchuInText is 御中
// followed by a particle, as inside a sentence.
var (
	onchuAfterPerson = regexp.MustCompile(`(?:様|さま|殿|さん|氏|各位|部長|課長|係長|社長|店長|主任|先生|担当者?)\s*御中`)
	onchuInText      = regexp.MustCompile(`御中[のがをにへとでもは]`)
)

// onchuMisplaced names a 御中 that is not an organisation's address line: 御中 goes
// only after a company or department written as the addressee, never after a person
// (小林様御中), never inside a sentence (アオバ精工御中の大阪営業所), and never in a
// field value the case never writes it in (a company name extracted as サクラ物流株式会社御中).
func onchuMisplaced(text, raw, source string) []string {
	if m := onchuAfterPerson.FindString(text); m != "" && !strings.Contains(source, m) {
		return []string{fmt.Sprintf("御中 after a person (%q): it addresses organisations only", m)}
	}
	if m := onchuInText.FindString(text); m != "" && !strings.Contains(source, m) {
		return []string{fmt.Sprintf("御中 inside a sentence (%q): it belongs on the address line", m)}
	}
	if strings.Contains(raw, `御中"`) && !strings.Contains(source, "御中") {
		return []string{"a field value ends in 御中, which the case never writes"}
	}
	return nil
}

// dePossessive is Ihr or Ihre (unser, unsere) before a capitalised noun: the ending
// shows the noun's gender in the nominative (Ihr Kundenservice, Ihre Zahnarztpraxis).
var dePossessive = regexp.MustCompile(`\b(Ihre?|[Uu]nsere?)\s+(\p{Lu}\p{L}+)`)

// possessiveGender names Ihr or Ihre before a noun the source writes with the other
// (Ihr Großkundenbetreuung where the case signs Ihre Großkundenbetreuung). A noun
// whose plural is its singular (Mitarbeiter, Zimmer, Daten) takes both.
func possessiveGender(text, source string) []string {
	forms := map[string]map[string]bool{}
	for _, m := range dePossessive.FindAllStringSubmatch(source, -1) {
		if forms[m[2]] == nil {
			forms[m[2]] = map[string]bool{}
		}
		forms[m[2]][strings.ToLower(m[1])] = true
	}
	for _, m := range dePossessive.FindAllStringSubmatch(text, -1) {
		noun, form := m[2], strings.ToLower(m[1])
		seen := forms[noun]
		if seen == nil || seen[form] || titleWords[noun] || strings.HasSuffix(noun, "er") || strings.HasSuffix(noun, "el") ||
			strings.HasSuffix(noun, "en") || strings.HasSuffix(noun, "chen") || strings.HasSuffix(noun, "lein") {
			continue
		}
		other := strings.TrimSuffix(m[1], "e")
		if other == m[1] {
			other = m[1] + "e"
		}
		if seen[strings.ToLower(other)] {
			return []string{fmt.Sprintf("%q where the case writes %s %s", strings.TrimSpace(m[0]), other, noun)}
		}
	}
	return nil
}
