package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// The spelling near-misses of a model that almost copies the right words: an answer
// sentence that is a golden sentence with one word a letter or two off (vielen →
// fielen, seit → seid, den → dem, Minuten → Minute, は → わ, ください → くだちい, 従って →
// 従て), and German words the case writes with two letters turned, another umlaut or
// ß for ss (vielen → veilen, bestätigen → bestötigen, Adresse → Adreße).

// nearMiss judges the one chunk in which an answer sentence a differs from a golden
// sentence g (pre and suf runes shared): a German word changed by one or two letters
// (an optional final e aside: gern, gerne), or in Japanese one kana for another that
// is no particle swap (は → わ, を → お, さ → ち), a kanji for a kana or the other way
// round (入力 → 入カ, ユーザー → ユ一ザー), a small っ dropped or added, or a kana
// added between a kanji and its okurigana (新しい → 新らしい). The rest of the sentence
// being the golden's, that is a misspelling, not a rewording. "" when it is not.
func nearMiss(lang string, g, a []rune, pre, suf int, source string) string {
	if lang == "ja" {
		return jaNearMiss(g, a, pre, suf, source)
	}
	letter := unicode.IsLetter
	// A separable verb's particle lost before the punctuation (baut keinen Druck mehr
	// auf. → baut keinen Druck mehr.).
	if len(a) == pre+suf && suf > 0 && strings.ContainsRune(".,;:!?", g[len(g)-suf]) {
		if cut := strings.TrimSpace(string(g[pre : len(g)-suf])); separablePrefix[cut] {
			return fmt.Sprintf("%q lost its particle %q", clipRunes(string(a), 50), cut)
		}
	}
	if len(a) == pre+suf && strings.TrimSpace(string(g[pre:len(g)-suf])) == "sich" {
		// A reflexive verb lost its pronoun (verschiebt sich die Inbetriebnahme →
		// verschiebt die Inbetriebnahme; wenden Sie sich bitte → wenden Sie bitte).
		return fmt.Sprintf("%q lost the reflexive sich", clipRunes(string(a), 50))
	}
	if len(a) == pre+suf && strings.TrimSpace(string(g[pre:len(g)-suf])) == "zu" && deInfinitive.MatchString(string(g[len(g)-suf:])) {
		// A zu-infinitive lost its zu (bitten Sie, die Unannehmlichkeiten zu
		// entschuldigen → … entschuldigen).
		return fmt.Sprintf("%q lost the zu of its infinitive", clipRunes(string(a), 50))
	}
	for pre > 0 && letter(g[pre-1]) && letter(a[pre-1]) {
		pre--
	}
	for suf > 0 && letter(g[len(g)-suf]) && letter(a[len(a)-suf]) {
		suf--
	}
	gw, aw := string(g[pre:len(g)-suf]), string(a[pre:len(a)-suf])
	if !isAll(gw, letter) || !isAll(aw, letter) || strings.EqualFold(gw, aw) {
		return ""
	}
	lg, la := strings.ToLower(gw), strings.ToLower(aw)
	if lg+"e" == la || la+"e" == lg || closeSynonyms[lg] == la || closeSynonyms[la] == lg {
		return ""
	}
	if d := editDistance([]rune(lg), []rune(la)); d > 2 || d >= min(len([]rune(lg)), len([]rune(la))) && d > 1 {
		return ""
	}
	return fmt.Sprintf("%q for the golden's %q", aw, gw)
}

// deInfinitive is a German infinitive that opens a text and ends its clause.
var deInfinitive = regexp.MustCompile(`^\s*\p{Ll}+en(?:[.,;:!?]|$)`)

// closeSynonyms are German words a letter or two apart that say the same: a
// paraphrase's choice, not a misspelling (das kann … dauern, dies kann … dauern).
var closeSynonyms = map[string]string{"das": "dies", "dass": "daß", "benutzer": "nutzer", "benutzerkonto": "nutzerkonto",
	"benutzername": "nutzername", "benutzerkonten": "nutzerkonten"}

// separablePrefix are the particles of German separable verbs that end a clause (Sie
// rufen uns an; die Pumpe baut keinen Druck auf).
var separablePrefix = map[string]bool{"an": true, "auf": true, "aus": true, "ein": true, "ab": true, "zu": true,
	"mit": true, "vor": true, "nach": true, "zurück": true, "fest": true, "her": true, "hin": true, "weiter": true, "vorbei": true,
	"statt": true, "teil": true, "fort": true, "bereit": true, "dar": true, "hinzu": true, "zusammen": true, "entgegen": true}

// jaParticles1 are the one-kana particles a paraphrase exchanges for one another
// (東京に, 東京へ; 営業の, 営業は).
const jaParticles1 = "がはをにへとやでものか"

func jaNearMiss(g, a []rune, pre, suf int, source string) string {
	gc, ac := g[pre:len(g)-suf], a[pre:len(a)-suf]
	kana := func(r rune) bool { return unicode.In(r, unicode.Hiragana, unicode.Katakana) || r == 'ー' }
	hira := func(r rune) bool { return unicode.Is(unicode.Hiragana, r) }
	say := func() string {
		return fmt.Sprintf("%q for the golden's %q", string(a[max(0, pre-2):min(len(a), len(a)-suf+2)]), string(g[max(0, pre-2):min(len(g), len(g)-suf+2)]))
	}
	// A promise turned into a proposal: お送りいたします。 → お送りいたしましょう。
	if gs, as := string(g), string(a); strings.HasSuffix(gs, "ます") && strings.HasSuffix(as, "ましょう") && strings.TrimSuffix(gs, "ます") == strings.TrimSuffix(as, "ましょう") {
		return fmt.Sprintf("%q: the golden's %q made a proposal", clipRunes(as, 40), "ます")
	}
	// One kanji of a compound written in kana (遅延 → 遅えん, 依頼 → 依らい): a kanji
	// beside it on one side at least, so that 下さい → ください and 致します → いたし
	// ます, which stand among kana, stay the writer's choice.
	if len(gc) == 1 && isHan(gc[0]) && len(ac) >= 1 && len(ac) <= 3 && isAll(string(ac), hira) &&
		(pre > 0 && isHan(a[pre-1]) || suf > 0 && isHan(a[len(a)-suf])) && !strings.Contains(source, string(a[max(0, pre-1):min(len(a), len(a)-suf+1)])) {
		return fmt.Sprintf("%q: a kanji of the golden's %q written in kana", string(a[max(0, pre-1):min(len(a), len(a)-suf+1)]), string(g[max(0, pre-1):min(len(g), len(g)-suf+1)]))
	}
	switch {
	case len(gc) == 1 && len(ac) == 1 && suf > 0:
		x, y := gc[0], ac[0]
		switch {
		case isHan(x) && isHan(y):
			// One kanji of the same reading for another before its okurigana (取り出し →
			// 採り出し, 早くても → 速くても): the kanji and its neighbours are no word of
			// the case.
			// Only before its okurigana: a compound with one kanji for another is as often a
			// synonym (税別, 税抜).
			if suf > 0 && hira(a[len(a)-suf]) && !strings.Contains(source, string(a[max(0, pre-1):min(len(a), pre+2)])) {
				return say()
			}
		case kana(x) && kana(y):
			if strings.ContainsRune(jaParticles1, x) && strings.ContainsRune(jaParticles1, y) {
				return ""
			}
			return say()
		case isHan(x) && kana(y) && !hira(y), kana(x) && !hira(x) && isHan(y):
			return say()
		}
	case len(gc)+len(ac) == 1:
		c := slices.Concat(gc, ac)[0]
		if c == 'っ' || c == 'ッ' {
			return say()
		}
		// Okurigana added after a kanji (新らしい, 従がって); り, し, い and the like come
		// and go in standard variants (取り扱い, 取扱い) and are left alone.
		if len(ac) == 1 && hira(c) && pre > 0 && isHan(a[pre-1]) && len(a)-suf < len(a) && hira(a[len(a)-suf]) && !strings.ContainsRune("りしけいきえなわ", c) {
			return say()
		}
	}
	return ""
}

// editDistance is the optimal string alignment distance of a and b: insertions,
// deletions, substitutions and transpositions of two neighbours, one each.
func editDistance(a, b []rune) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

// typos finds German words of text (four letters or more) that the source never
// writes but writes with two neighbouring letters turned (veilen, heirmit), one vowel
// or umlaut for another umlaut (bestötigen, löuft, gönstigste; a vowel and its own
// umlaut is an inflection: Mangel, Mängel), or ß for its ss (Adreße).
func typos(text, source string) []string {
	known := map[string]bool{}
	for _, w := range deWordRun.FindAllString(source, -1) {
		known[strings.ToLower(w)] = true
	}
	var out []string
	for _, w := range deWordRun.FindAllString(text, -1) {
		lw := strings.ToLower(w)
		if known[lw] || len([]rune(lw)) < 4 {
			continue
		}
		if strings.Contains(lw, "ß") && known[strings.ReplaceAll(lw, "ß", "ss")] {
			out = append(out, fmt.Sprintf("%q for %q", w, strings.ReplaceAll(lw, "ß", "ss")))
			continue
		}
		rs := []rune(lw)
		for i := 0; i+1 < len(rs); i++ {
			if rs[i] == rs[i+1] {
				continue
			}
			t := slices.Clone(rs)
			t[i], t[i+1] = t[i+1], t[i]
			if known[string(t)] {
				out = append(out, fmt.Sprintf("%q for %q", w, string(t)))
				break
			}
		}
		for i, r := range rs {
			// e and i are left out: kennen and können are two words.
			if !strings.ContainsRune("aouäöü", r) {
				continue
			}
			for _, u := range "äöü" {
				if u == r || umlautPair(r, u) {
					continue
				}
				t := slices.Clone(rs)
				t[i] = u
				if known[string(t)] {
					out = append(out, fmt.Sprintf("%q for %q", w, string(t)))
				}
			}
		}
	}
	return dedupe(out)
}

// brokenTables finds a Markdown table whose delimiter row has another number of cells
// than its header (| a | b | c | over |---|---|): GitHub-flavoured Markdown then
// renders no table at all, only the lines of text.
//
// A row of another number of cells than its header renders, but GFM drops the cells
// past the header's and pads a short row: a cell repeated past the end of its row (|
// 2 Jahre | 2 Jahre | 2 Jahre |) or lost from it.
func brokenTables(text string) []string {
	lines := strings.Split(text, "\n")
	var out []string
	for i := 1; i < len(lines); i++ {
		if !isDelimiterRow(lines[i]) || !strings.Contains(lines[i], "|") {
			continue
		}
		h, d := len(tablePipeCells(lines[i-1])), len(tablePipeCells(lines[i]))
		if h >= 2 && d != h {
			out = append(out, fmt.Sprintf("a table's delimiter row has %d cells under a header of %d: no table renders", d, h))
			continue
		}
		for _, row := range lines[i+1:] {
			if !strings.HasPrefix(strings.TrimSpace(row), "|") {
				break
			}
			if n := len(tablePipeCells(row)); n != h {
				out = append(out, fmt.Sprintf("a table row of %d cells under a header of %d (%q)", n, h, clipRunes(strings.TrimSpace(row), 50)))
				break
			}
		}
	}
	return out
}

// splitItems finds two neighbouring list items of the answer that are one item of the
// golden cut in two where a comma or semicolon stood (- … ersetzt / - ausführende Firma
// ist …): the first without its stop, the second the rest of the golden's sentence.
func splitItems(text, golden string) []string {
	gold := map[string]bool{}
	for _, it := range itemLines(golden) {
		if it != "" {
			gold[it] = true
		}
	}
	a := itemLines(text)
	var out []string
	for i := 0; i+1 < len(a); i++ {
		if a[i] == "" || a[i+1] == "" || gold[a[i]] || gold[a[i+1]] {
			continue
		}
		for _, sep := range []string{", ", "; ", ": "} {
			if gold[a[i]+sep+a[i+1]] {
				out = append(out, fmt.Sprintf("the golden's list item %q split in two", clipRunes(a[i]+sep+a[i+1], 50)))
				break
			}
		}
	}
	return out
}

// verbToEnd judges a German answer sentence a that is the golden sentence g with one
// small-letter word taken from inside it to the end of the sentence or of one of its
// clauses (Die App überträgt die Zugangsdaten an das Gerät; → Die App die Zugangsdaten
// an das Gerät überträgt;): the finite verb of a main clause put where a subordinate
// clause has it, which no German sentence does. "" when it is not.
func verbToEnd(g, a string) string {
	gw, aw := strings.Fields(g), strings.Fields(a)
	if len(gw) != len(aw) || len(gw) < 5 {
		return ""
	}
	i := 0
	for i < len(gw) && gw[i] == aw[i] {
		i++
	}
	if i == len(gw) {
		return ""
	}
	// A finite verb's ending (-t, -en), not an adverb a paraphrase moves about (Wir
	// liefern Ihnen gern die Ware. → … die Ware gern.).
	w := gw[i]
	if r := []rune(w); !unicode.IsLower(r[0]) || !isAll(w, unicode.IsLetter) || i == 0 ||
		!strings.HasSuffix(w, "t") && !strings.HasSuffix(w, "en") || movableWords[w] {
		return ""
	}
	// The word stands in the answer at the end of a clause: the word before a
	// punctuation mark, its mark carried by the word it moved behind.
	for j := i + 1; j < len(aw); j++ {
		stem := strings.TrimRight(aw[j], ".,;:!?")
		if stem != w || stem == aw[j] && j+1 < len(aw) {
			continue
		}
		// Golden words i+1..j shifted one to the left, the mark of the last of them
		// moved onto the verb.
		mark := aw[j][len(stem):]
		if strings.Join(gw[i+1:j], " ")+" "+strings.TrimRight(gw[j], ".,;:!?") != strings.Join(aw[i:j], " ") || !strings.HasSuffix(gw[j], mark) {
			return ""
		}
		if strings.Join(gw[j+1:], " ") != strings.Join(aw[j+1:], " ") {
			return ""
		}
		return fmt.Sprintf("%q put at the end of %q", w, clipRunes(a, 50))
	}
	return ""
}

// movableWords are German adverbs and particles ending like a verb that a paraphrase
// puts elsewhere in its sentence.
var movableWords = map[string]bool{"nicht": true, "sofort": true, "jetzt": true, "erst": true, "zuerst": true,
	"zunächst": true, "meist": true, "oft": true, "insgesamt": true, "eben": true, "gleichzeitig": true,
	"trotzdem": true, "sonst": true, "dort": true, "fast": true, "selbst": true, "bereits": true}

// numberFragments are numbers that lost their digits on the way: a Japanese date
// whose year lost its digits (年10月30日 at the start of a line or after punctuation;
// 毎年 and 今年 have their kanji), and a German amount cut after its thousands point
// (13. €).
var numberFragments = map[string]*regexp.Regexp{
	"ja": regexp.MustCompile(`(?m)(?:^|[\s、。「（(：:])年\d{1,2}月`),
	"de": regexp.MustCompile(`\d\. ?(?:€|EUR\b)`),
}

// echoes finds a sentence said again right after itself with a word or two left out or
// added (Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen. Wir bitten Sie,
// Unannehmlichkeiten zu entschuldigen.): a decoder that loops once, lightly varied.
// Two sentences the source writes so are its own.
func echoes(lang string, parts []string, source string) []string {
	var out []string
	for _, p := range parts {
		ss := sentencesOf(lang, p)
		for i := 0; i+1 < len(ss); i++ {
			// A list item's marker is no part of its first sentence.
			x, y := []rune(strings.TrimSpace(stripMarker(strings.TrimSpace(ss[i])))), []rune(strings.TrimSpace(ss[i+1]))
			if len(x) < 15 || len(y) < 15 || string(x) == string(y) {
				continue
			}
			pre, suf := sharedEnds(x, y)
			// One is the other with one stretch of up to 15 characters taken out.
			short := min(len(x), len(y))
			if pre+suf < short || max(len(x), len(y))-short > 15 || strings.Contains(source, string(x)+" "+string(y)) || strings.Contains(source, string(y)) && strings.Contains(source, string(x)) {
				continue
			}
			out = append(out, fmt.Sprintf("%q said again as %q", clipRunes(string(x), 40), clipRunes(string(y), 40)))
		}
	}
	return out
}

// echoedTails finds a golden sentence that opens with the end of another golden
// sentence, with no stop between ("Öztürk, Gärtnerweg 7 Bitte bringen Sie …",
// "ございます修理受付番号…"): a decoder that starts each sentence by repeating the
// last words of the one before. The echo is two words at least, or three characters
// in Japanese, and no sentence of the golden has it there.
func echoedTails(lang string, parts []string, golden string) []string {
	var gs []string
	for _, g := range goldenSentences(lang, golden) {
		if g = strings.TrimSpace(stripMarker(g)); len([]rune(g)) >= 10 {
			gs = append(gs, g)
		}
	}
	var out []string
	for _, p := range parts {
		for _, a := range sentencesOf(lang, p) {
			a = strings.TrimSpace(stripMarker(strings.TrimSpace(a)))
			if slices.Contains(gs, a) || strings.Contains(golden, a) {
				continue
			}
		golden:
			for _, g := range gs {
				pre, ok := strings.CutSuffix(a, g)
				pre = strings.TrimSpace(pre)
				if !ok || pre == "" || lang == "ja" && len([]rune(pre)) < 3 || lang != "ja" && len(strings.Fields(pre)) < 2 {
					continue
				}
				for _, h := range gs {
					if h != g && strings.HasSuffix(strings.TrimRight(h, ".!?。！？ "), pre) {
						out = append(out, fmt.Sprintf("%q opens with the end of the sentence before (%q)", clipRunes(a, 50), clipRunes(pre, 30)))
						break golden
					}
				}
			}
		}
	}
	return dedupe(out)
}

// salutationRunOn finds an answer whose first line is the golden's short first line
// (a salutation: 小林 恵子様, Sehr geehrter Herr Weiß,) run into the text after it: the
// line breaks of the answer lost on the way.
func salutationRunOn(golden, answer string) []string {
	if t := strings.TrimSpace(golden); strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[") {
		return nil // a JSON document's strings: a summary may open with the name
	}
	g, a := firstLine(golden), firstLine(answer)
	if g == "" || len([]rune(g)) > 40 || !strings.Contains(golden, g+"\n") || !strings.HasPrefix(a, g) || len([]rune(a)) < len([]rune(g))+10 {
		return nil
	}
	return []string{fmt.Sprintf("the salutation %q runs into the text (%q)", g, clipRunes(a, 40))}
}

// goldenSentences are the sentences of the golden's text (or of its JSON strings),
// trimmed.
func goldenSentences(lang, golden string) []string {
	var gs []string
	for _, p := range factTexts(golden) {
		for _, g := range sentencesOf(lang, p) {
			gs = append(gs, strings.TrimSpace(g))
		}
	}
	return gs
}

// firstLine is the first line of s with text, trimmed.
func firstLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if t := strings.TrimSpace(l); t != "" {
			return t
		}
	}
	return ""
}

// chunk is one stretch of a golden sentence (from) that an answer sentence, the
// golden's but for it, writes otherwise (to), both widened to whole words.
type chunk struct{ from, to string }

// changedChunks returns, for each answer sentence that is a golden sentence but for
// one stretch of up to 20 characters, that stretch as the two write it.
func changedChunks(lang string, parts []string, golden string) []chunk {
	gs := goldenSentences(lang, golden)
	wordRune := unicode.IsLetter
	if lang == "ja" {
		wordRune = func(r rune) bool { return isHan(r) || isKatakana(r) || r == 'ー' }
	}
	var out []chunk
	for _, p := range parts {
		for _, s := range sentencesOf(lang, p) {
			a := []rune(strings.TrimSpace(s))
			if slices.Contains(gs, string(a)) {
				continue
			}
			for _, gt := range gs {
				g := []rune(gt)
				pre, suf := sharedEnds(a, g)
				if pre+suf > min(len(a), len(g)) || pre+suf < 12 || len(g)-pre-suf > 20 || len(a)-pre-suf > 20 {
					continue
				}
				for pre > 0 && wordRune(g[pre-1]) && wordRune(a[pre-1]) {
					pre--
				}
				for suf > 0 && wordRune(g[len(g)-suf]) && wordRune(a[len(a)-suf]) {
					suf--
				}
				from, to := strings.TrimSpace(string(g[pre:len(g)-suf])), strings.TrimSpace(string(a[pre:len(a)-suf]))
				if from != "" && to != "" && from != to {
					out = append(out, chunk{from, to})
				}
				break
			}
		}
	}
	return out
}

// swappedChunks finds two golden sentences kept but for one stretch each, the two
// stretches traded ("eine Ersatzlampe zu … die defekte Lampe zurück" → "eine defekte
// Lampe zu … die Ersatzlampe zurück"): what is sent and what comes back, who does
// what, exchanged between the sentences that state them.
func swappedChunks(lang string, parts []string, golden string) []string {
	var out []string
	cs := changedChunks(lang, parts, golden)
	for i, c := range cs {
		// Two words of one sense traded (senden, schicken) say the same.
		if lang == "de" {
			if a, b := deSibling(c.from), deSibling(c.to); a != nil && b != nil && a.kind == b.kind && a.group == b.group {
				continue
			}
		}
		if slices.Contains(cs[:i], chunk{c.to, c.from}) {
			out = append(out, fmt.Sprintf("%q and %q traded places between two of the golden's sentences", clipRunes(c.to, 30), clipRunes(c.from, 30)))
		}
	}
	return dedupe(out)
}

// katakanaJargon finds kanji words of the golden's sentences written as katakana
// loanwords the case never writes (確認 → コンファーム, 変更 → チェンジ), twice at
// least: business Japanese writes its words, and one loanword (チェック) a paraphrase
// may choose.
func katakanaJargon(parts []string, golden, source string) []string {
	var found []string
	for _, c := range changedChunks("ja", parts, golden) {
		from := strings.TrimLeft(c.from, "ごお")
		to := strings.TrimLeft(c.to, "ごお")
		if isAll(from, isHan) && len([]rune(to)) >= 3 && isAll(to, func(r rune) bool { return isKatakana(r) || r == 'ー' }) && !strings.Contains(source, to) {
			if e := fmt.Sprintf("%q for %q", c.to, c.from); !slices.Contains(found, e) {
				found = append(found, e)
			}
		}
	}
	if len(found) < 2 {
		return nil
	}
	return []string{"kanji words written as katakana loanwords: " + strings.Join(found, ", ")}
}

// movedSentences finds a sentence of a golden list item that the answer puts in
// another item, the rest of both items as the golden has them (the battery's sentence
// under the step that places the scale): the steps no longer say what to do when.
func movedSentences(lang, text, golden string) []string {
	gi, ai := slices.DeleteFunc(itemLines(golden), isEmpty), slices.DeleteFunc(itemLines(text), isEmpty)
	if len(gi) < 2 || len(ai) < 2 {
		return nil
	}
	has := map[string]bool{}
	for _, a := range ai {
		has[a] = true
	}
	var out []string
	for _, g := range gi {
		ss := sentencesOf(lang, g)
		if len(ss) < 2 || has[g] {
			continue
		}
		for k, x := range ss {
			rest := strings.TrimSpace(strings.Join(slices.Concat(ss[:k], ss[k+1:]), ""))
			x = strings.TrimSpace(x)
			if len([]rune(x)) < 8 || !has[rest] && !has[strings.Join(strings.Fields(strings.Join(slices.Concat(ss[:k], ss[k+1:]), " ")), " ")] {
				continue
			}
			for _, a := range ai {
				if a != rest && strings.Contains(a, x) && !strings.Contains(g, a) {
					out = append(out, fmt.Sprintf("%q moved from its list item to another", clipRunes(x, 50)))
					break
				}
			}
		}
	}
	return dedupe(out)
}

// itemLines is each line of s as a list item's text without its marker, "" for a line
// that is no list item, so that neighbouring items stay neighbours.
func itemLines(s string) []string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if _, ok := listItem(l); ok {
			out = append(out, strings.TrimSpace(stripMarker(strings.TrimSpace(l))))
		} else {
			out = append(out, "")
		}
	}
	return out
}

func isEmpty(s string) bool { return s == "" }

// deFunctionWords are German words whose place the grammar fixes: articles, pronouns,
// prepositions, conjunctions and the finite verbs that take second place.
var deFunctionWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`der die das den dem des ein eine einen einem einer eines
		sie wir ich er es ihr ihnen ihn uns mich mir dass ob wenn weil falls als wie und oder aber
		mit für von vom zu zum zur an am auf in im bei beim nach bis ab aus über unter vor seit um durch gegen ohne
		ist sind war waren hat haben hatte wird werden wurde kann können muss müssen soll sollen darf dürfen möchten bitte nicht`) {
		deFunctionWords[w] = true
	}
}

// swappedWords finds a golden sentence kept but for two neighbouring words written in
// each other's place, one of them a word whose place German grammar fixes (Die App die
// überträgt, Bitte beachten Sie, wir dass): a streamed chunk pasted behind the next.
// Two adverbs traded (noch heute, heute noch) keep the sentence good German.
func swappedWords(parts []string, golden string) []string {
	for _, c := range changedChunks("de", parts, golden) {
		f, t := strings.Fields(c.from), strings.Fields(c.to)
		if len(f) != 2 || len(t) != 2 || f[0] != t[1] || f[1] != t[0] {
			continue
		}
		if deFunctionWords[strings.ToLower(f[0])] || deFunctionWords[strings.ToLower(f[1])] {
			return []string{fmt.Sprintf("%q written as %q: two words in each other's place", c.from, c.to)}
		}
	}
	return nil
}
