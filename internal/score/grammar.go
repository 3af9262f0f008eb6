package score

import (
	"fmt"
	"regexp"
	"slices"
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
//   - no template placeholder ([Betrag], [Name], {{datum}}, 〇〇, ××, XXX) or a
//     draft's review mark (【要確認】, （要修正）, ???, TODO) that the golden or request
//     does not write: a form left unfilled, a draft sent as it was.

var (
	// deWordSplit is a German word with its hyphens (Gas-Spitzenlastkessel).
	deWordSplit = regexp.MustCompile(`[\p{L}]+(?:-[\p{L}]+)*`)
	// deArticleNoun is an article, an optional adjective and a capitalised noun.
	deArticleNoun = regexp.MustCompile(`(?:^|[^\p{L}])([Ee]ine[rnms]?|[Ee]in|[Dd]as|[Dd]em)\s+(?:(\p{Ll}+)\s+)?(\p{Lu}[\p{L}-]+)`)
	// placeholderToken is a form field left unfilled.
	placeholderToken = regexp.MustCompile(`\[[^\[\]\n]{0,28}\p{L}{2}[^\[\]\n]{0,28}\](?:[^(]|$)|\{\{[^{}\n]{1,30}\}\}|〇〇|○○|××|＿＿|＊＊|\bX{3,}\b|\bx{3,}\b|【[^【】\n]{0,6}(?:要確認|要修正|要検討|未確認|確認中|要チェック|TBD|TODO)[^【】\n]{0,6}】|[（(](?:要確認|要修正|要検討|未確認|確認中)[）)]|\?{3,}|\bTBD\b|\bTODO\b|\bXX\b|\bX (?:Minuten|Stunden|Tage|Tagen|Wochen|Monate|Uhr|Euro|€|Stück|Prozent|%)|(?:^|[^〇一二三四五六七八九十百千])〇(?:秒|分|時|日|週間|か月|ヶ月|年|名|個|円|回|件|台|つ|丁目|番地|番|号|階)|[（(]ここに[^）)\n]{1,20}[）)]|ここに[^。\n]{0,12}(?:記入|入力|挿入)`)
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
		// A bracketed field is matched with the character after it (not a link's "(").
		if i := strings.LastIndexByte(m, ']'); strings.HasPrefix(m, "[") && i >= 0 {
			m = m[:i+1]
		}
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

var (
	// deBareImperative is a formal request whose verb stands first, after bitte or
	// a step's number, and is followed by an article, a pronoun, a preposition or an
	// adverb where the formal imperative puts Sie: "Bitte schicken die Lampe",
	// "8. Öffnen in der App". The verb is group 2 (a word after bitte) or group 3 (a
	// capitalised word opening a sentence or a step).
	deBareImperative = regexp.MustCompile(`(?:^|[.!?:;]\s+|\n\s*(?:\d{1,2}[.)]\s+|[-*•]\s+)?)(?:([Bb]itte)\s+(\p{Ll}+(?:en|ern|eln))|(\p{Lu}\p{Ll}+(?:en|ern|eln)))\s+(die|der|das|den|dem|des|ein|eine|einen|einem|einer|Ihre|Ihren|Ihrem|Ihrer|Ihr|uns|unsere|unseren|unser|in|an|auf|mit|bei|zu|zum|zur|nach|über|unter|für|durch|im|am|ins|hier|dort|diese|diesen|dieses|dieser|bitte|jetzt|sofort|umgehend|möglichst|rechtzeitig|spätestens|vorab|bis|vor|alle|alles|dazu|damit|darauf)\b`)
	// deAdverbEn are words in -en after bitte that are no verb (bitte morgen die …).
	deAdverbEn = map[string]bool{"morgen": true, "übermorgen": true, "oben": true, "unten": true, "eben": true,
		"außen": true, "innen": true, "hinten": true, "zusammen": true, "allen": true, "beiden": true, "keinen": true,
		"einen": true, "den": true, "diesen": true, "unseren": true, "jeden": true, "meinen": true, "folgenden": true,
		"trotzdem": true, "selten": true, "gelegentlich": true, "nochmals": true, "zunächst": true, "deshalb": true}
	// deCommonImperatives are verbs a formal request opens with, beside any verb the
	// text or the source writes before Sie.
	deCommonImperatives = []string{"Senden", "Schicken", "Bringen", "Öffnen", "Schließen", "Drücken", "Halten",
		"Wenden", "Beachten", "Prüfen", "Kontaktieren", "Rufen", "Melden", "Geben", "Teilen", "Nehmen", "Legen",
		"Stellen", "Füllen", "Klicken", "Wählen", "Warten", "Entfernen", "Lassen", "Zahlen", "Überweisen",
		"Antworten", "Bestätigen", "Laden", "Starten", "Setzen", "Tippen", "Tragen", "Verwenden", "Nutzen",
		"Benutzen", "Vereinbaren", "Informieren", "Richten", "Heben", "Drehen", "Ziehen", "Stecken", "Schalten"}
	// deVerbBeforeSie is a verb that a text writes first with Sie after it.
	deVerbBeforeSie = regexp.MustCompile(`(\p{Lu}\p{Ll}+(?:en|ern|eln)) Sie\b`)
)

// bareImperatives names formal requests of the answer whose Sie is missing: a verb
// after bitte, or a verb the answer, the source or the list above opens a request
// with, standing first and followed by what came after Sie. The source may write
// such a sentence itself (an infinitive notice, "Bitte beachten, dass").
func bareImperatives(text, source string) []string {
	if !strings.Contains(text+source, " Sie ") {
		return nil
	}
	verbs := map[string]bool{}
	for _, m := range deVerbBeforeSie.FindAllStringSubmatch(text+"\n"+source, -1) {
		verbs[m[1]] = true
	}
	for _, m := range deBareImperative.FindAllStringSubmatch(text, -1) {
		verb := m[2] + m[3]
		if m[2] != "" && deAdverbEn[m[2]] || m[3] != "" && !verbs[m[3]] && !slices.Contains(deCommonImperatives, m[3]) {
			continue
		}
		phrase := strings.TrimSpace(strings.TrimLeft(m[0], ".!?:;0123456789)-*• \n"))
		if strings.Contains(source, phrase) {
			continue
		}
		return []string{fmt.Sprintf("%q: a formal request without Sie after %s", phrase, verb)}
	}
	return nil
}

var (
	// dePredicateInflected is a copula, up to three words, and an adjective with an
	// attributive ending (-e, -es) standing where a predicate ends: "bleibt 10
	// Minuten aktive.", "ist bestandene, die …".
	dePredicateInflected = regexp.MustCompile(`\b(?:ist|sind|bleibt|bleiben|war|waren|wird|werden|scheint|erscheint)((?:\s+[\p{L}\d.]+){0,3}?)\s+(\p{Ll}{3,}(?:e|es))(?:\s*[.,;!?]|\s+(?:bei|für|in|im|am|ab|bis|seit|mit|nach|von|vom|zum|zur|unter|über|auf)\b)`)
	// dePredicateE are words in -e or -es that stand as a predicate: base forms in -e,
	// pronouns and determiners, and adverbs.
	dePredicateE = map[string]bool{"leise": true, "müde": true, "böse": true, "weise": true, "träge": true, "trübe": true,
		"rege": true, "feige": true, "prüde": true, "mürbe": true, "irre": true, "öde": true, "marode": true, "schade": true,
		"gerne": true, "lange": true, "ferne": true, "balde": true, "alle": true, "alles": true, "beide": true,
		"folgende": true, "folgendes": true, "dieselbe": true, "dasselbe": true, "derselbe": true, "diese": true,
		"dieses": true, "jene": true, "jenes": true, "eine": true, "eines": true, "keine": true, "keines": true,
		"seine": true, "seines": true, "ihre": true, "ihres": true, "meine": true, "unsere": true, "unseres": true,
		"welche": true, "welches": true, "solche": true, "manche": true, "einige": true, "andere": true, "anderes": true,
		"viele": true, "wenige": true, "mehrere": true, "jede": true, "jedes": true, "die": true, "sie": true,
		"etwas": true, "nichts": true, "bereits": true, "stets": true, "rechts": true, "links": true, "abends": true,
		"morgens": true, "mittags": true, "nachts": true, "montags": true, "ebenfalls": true, "jedenfalls": true,
		"keinesfalls": true, "falls": true, "bisweilen": true, "gleiche": true, "offene": true, "ohne": true, "bitte": true,
		"heute": true, "gerade": true, "zurzeit": true, "deutsche": true, "gültige": true, "neueste": true, "beste": true,
		"erste": true, "letzte": true, "nächste": true, "selbe": true, "genannte": true}
)

// inflectedPredicates names an adjective with an attributive ending where it ends
// the predicate after a copula ("Der Betrag bleibt unveränderte bei …"), which the
// source does not write.
func inflectedPredicates(text, source string) []string {
	for _, m := range dePredicateInflected.FindAllStringSubmatch(text, -1) {
		if dePredicateE[m[2]] || strings.Contains(source, m[0]) {
			continue
		}
		// An article among the words between makes it an attribute's noun phrase (ist
		// eine neue, ist die beste).
		if words := strings.Fields(m[1]); slices.ContainsFunc(words, func(w string) bool { return isDeterminer(w) || dePredicateE[w] || w == "ein" }) {
			continue
		}
		return []string{fmt.Sprintf("%q: an adjective after a copula with an attribute's ending", strings.TrimSpace(m[0]))}
	}
	return nil
}

// transitivePairs pairs a Japanese intransitive verb's stem with its transitive one
// (発送が遅れております, 発送を遅らせております).
var transitivePairs = [][2]string{{"遅れ", "遅らせ"}, {"終わ", "終え"}, {"見つか", "見つけ"}, {"埋ま", "埋め"},
	{"決ま", "決め"}, {"始ま", "始め"}, {"変わ", "変え"}, {"止ま", "止め"}, {"上が", "上げ"}, {"下が", "下げ"},
	{"集ま", "集め"}, {"伝わ", "伝え"}, {"閉ま", "閉め"}, {"直り", "直し"}, {"直っ", "直し"},
	{"戻り", "戻し"}, {"戻っ", "戻し"}, {"残り", "残し"}, {"残っ", "残し"}, {"減り", "減らし"}, {"減っ", "減らし"},
	{"増え", "増やし"}, {"壊れ", "壊し"}, {"外れ", "外し"}, {"汚れ", "汚し"}, {"流れ", "流し"}, {"溶け", "溶かし"},
	{"届き", "届け"}, {"届い", "届け"}, {"続き", "続け"}, {"続い", "続け"}, {"開き", "開け"}, {"開い", "開け"},
	{"付き", "付け"}, {"付い", "付け"}, {"入り", "入れ"}, {"入っ", "入れ"}, {"消え", "消し"},
	{"切れ", "切り"}, {"割れ", "割り"}, {"折れ", "折り"}, {"生まれ", "生み"}, {"まとま", "まとめ"}, {"固ま", "固め"},
	{"広が", "広げ"}, {"当た", "当て"}, {"片付", "片付け"}, {"定ま", "定め"}, {"進み", "進め"}, {"進ん", "進め"}}

// transitivitySwaps names the answer's transitive verbs that stand where the golden,
// with the same words before, writes the intransitive one: the subject of 遅れる made
// the object of 遅らせる ("発送が遅らせております") without the particle that takes it.
func transitivitySwaps(text, golden string) []string {
	rg, rt := []rune(golden), []rune(text)
	for _, p := range transitivePairs {
		in, tr := []rune(p[0]), []rune(p[1])
		for i := 3; i+len(in) <= len(rg); i++ {
			if string(rg[i:i+len(in)]) != p[0] || strings.HasPrefix(string(rg[i:]), p[1]) {
				continue
			}
			before := string(rg[i-3 : i])
			if !strings.ContainsAny(before, "がはも") && !isHiragana([]rune(before)[2]) {
				continue
			}
			for j := 3; j+len(tr) <= len(rt); j++ {
				if string(rt[j:j+len(tr)]) == p[1] && string(rt[j-3:j]) == before && !strings.Contains(golden, before+p[1]) {
					return []string{fmt.Sprintf("%q: the golden's %s…, intransitive, made transitive without an object", before+p[1], before+p[0])}
				}
			}
		}
	}
	return nil
}

// wirThirdPerson is wir with a verb in the singular, before or after it (Wir
// bittet, wir hat, wir habe, Gern habe wir): a subject changed without its verb, the
// mark of a sentence whose actor or tense was swapped.
var wirThirdPerson = regexp.MustCompile(`(?:^|[^\p{L}])([Ww]ir (?:\p{Ll}{2,}et|hat|ist|wird|kann|muss|darf|soll|will|habe|bin)|(?:[Hh]abe|[Hh]at|[Ii]st|[Ww]ird|[Kk]ann|[Mm]uss|[Dd]arf|[Ss]oll|[Ww]ill|[Bb]in) wir)(?:[^\p{L}]|$)`)

// wirAgreement names wir with a verb in the singular the case never writes.
func wirAgreement(text, source string) []string {
	for _, m := range wirThirdPerson.FindAllStringSubmatch(text, -1) {
		if !strings.Contains(source, m[1]) {
			return []string{fmt.Sprintf("%q: wir with a verb of the third person", m[1])}
		}
	}
	return nil
}
