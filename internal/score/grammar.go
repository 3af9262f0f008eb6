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
