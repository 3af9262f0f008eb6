package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// What a golden sentence says loosens when words are only added to it: a firm date
// given a tolerance (am 28.10.2026 → am 28.10.2026 (± 2 Tage); 10月21日 → 10月21日前後),
// a prescribed means made one example of several (auf „Gerät hinzufügen“ → zum
// Beispiel auf …; 返送用伝票で → 返送用伝票などで), a statement stretched over a second
// thing of the case that it does not hold for (Die Rechnung senden wir an … → Die
// Rechnung und die Lieferung senden wir an …; FAX番号は変わりません → 住所とFAX番号は
// 変わりません), or a cause put in from another point of the case (wegen der
// ausstehenden Genehmigung verschiebt sich …). A paraphrase rewords; it does not leave
// the golden's sentence whole and add one of these to it.

// addedWords returns the words the answer's sentence adds to the golden's, in order,
// when adding (or moving) words is all the edit does: no word of the golden is lost,
// except a German verb made plural for a subject grown to two. words is the run of the
// longest added stretch.
func (p *editPair) addedWords() (added, words []string, ok bool) {
	blocks := p.diff()
	if len(blocks) == 0 || len(blocks) > 3 {
		return nil, nil, false
	}
	var removed []string
	for _, b := range blocks {
		gs, as := p.gt[b[0]:b[1]], p.at[b[2]:b[3]]
		// A verb made plural at the block's end: its subject grew to two.
		if n, m := len(gs), len(as); p.lang == "de" && n > 0 && m > 0 && (verbNumber[[2]string{gs[n-1], as[m-1]}] || deVerbPlural(gs[n-1], as[m-1])) {
			gs, as = gs[:n-1], as[:m-1]
		}
		removed = append(removed, gs...)
		added = append(added, as...)
		if len(as) > len(words) {
			words = as
		}
	}
	for _, r := range removed {
		i := slices.Index(added, r)
		if i < 0 {
			return nil, nil, false
		}
		added = slices.Delete(added, i, i+1)
	}
	return added, words, len(added) > 0
}

// deVerbPlural reports a German present-tense verb's singular and its plural
// (bleibt, bleiben; verschiebt, verschieben).
func deVerbPlural(sg, pl string) bool {
	stem, ok := strings.CutSuffix(sg, "t")
	return ok && len(stem) >= 3 && (pl == stem+"en" || pl == stem+"n")
}

var (
	// deTolerance is a German word that makes a firm figure an estimate when put
	// before it: etwa, ca., rund; ± after it.
	deTolerance = wordSet("etwa ca circa zirka rund ungefähr gegen annähernd schätzungsweise voraussichtlich")
	// jaTolerance is a Japanese word that makes a date or figure an estimate when put
	// after it (10月21日前後, 10時頃) or before it (約, およそ).
	jaTolerance = regexp.MustCompile(`^(?:前後|頃|ごろ|ころ|ぐらい|くらい|程度|あたり|見込み)$|^(?:約|およそ|おおよそ)$`)
	// deExample and jaExample make a thing one example of several: zum Beispiel,
	// z. B., unter anderem; など, 等.
	deExample = map[string]bool{"zum beispiel": true, "z . b .": true, "beispielsweise": true, "unter anderem": true, "u . a .": true,
		"etwa": true, "etc .": true, "usw .": true, "oder ähnliches": true, "o . ä .": true, "und so weiter": true}
	deExampleWord = regexp.MustCompile(`(?i)zum Beispiel|z\. ?B\.|beispielsweise|unter anderem|u\. ?a\.|etwa|etc\.|usw\.`)
	jaExample     = map[string]bool{"など": true, "等": true, "なども": true, "とか": true, "などの": true, "等の": true, "などで": true}
	// deCauseOpener opens a cause put into a sentence: wegen, aufgrund, weil.
	deCauseOpener = wordSet("wegen aufgrund infolge weil deshalb daher deswegen dadurch angesichts sodass womit wodurch weshalb folglich somit infolgedessen")
	// jaCauseAdded closes one: ため, により, ので, が原因で.
	jaCauseAdded = regexp.MustCompile(`ため|により|によって|ので|のせいで|が原因で|を受けて`)
)

// looseningEdit names what the words the answer's sentence adds to the golden's
// sentence loosen or stretch; "" when it adds none of these. golden is the whole
// golden answer, which a stretched statement's second thing comes from.
func (p *editPair) looseningEdit(golden string) string {
	if p.exampleSwap() {
		bl := p.diff()[0]
		return fmt.Sprintf("%q made %q: what the golden prescribes made one example of several", strings.Join(p.gt[bl[0]:bl[1]], " "), strings.Join(p.at[bl[2]:bl[3]], " "))
	}
	added, words, ok := p.addedWords()
	// A long stretch or one with a stop is another sentence run on (a stop the
	// splitter does not know: ．, ｡), not words put into this one.
	if !ok || len(words) > 12 && p.lang == "de" || len(words) > 24 || slices.ContainsFunc(added, func(t string) bool { return strings.ContainsAny(t, "。．｡!?！？") || p.lang == "ja" && t == "." }) {
		return ""
	}
	sep := " "
	if p.lang == "ja" {
		sep = ""
	}
	text := strings.Join(added, sep)
	low := strings.ToLower(text)
	at, _, _, pure := p.insertion(12)
	switch {
	case pure && p.tolerance(text, at):
		return fmt.Sprintf("%q added: the golden's firm figure made an estimate", text)
	case pure && (p.lang == "de" && deExample[low] || p.lang == "ja" && jaExample[text]):
		return fmt.Sprintf("%q added: what the golden prescribes made one example of several", text)
	case slices.ContainsFunc(added, func(w string) bool { return universal[strings.ToLower(w)] }) &&
		slices.ContainsFunc(added, func(w string) bool { return coordinator[w] }):
		return fmt.Sprintf("%q added: the statement stretched to all the others", clipRunes(text, 40))
	}
	if thing := p.conjunctAdded(added, golden); thing != "" {
		return fmt.Sprintf("%q added: the statement stretched to %s, which the golden does not say it holds for", clipRunes(text, 40), thing)
	}
	if p.causeAdded(words, golden) {
		return fmt.Sprintf("%q added: a cause the golden does not give", clipRunes(strings.Join(words, sep), 50))
	}
	return ""
}

// tolerance reports that the words added at token at of the golden put an estimate on
// a firm date or figure next to them.
func (p *editPair) tolerance(text string, at int) bool {
	before := func(n int) string { return strings.Join(p.gt[max(0, at-n):at], "") }
	after := func(n int) string { return strings.Join(p.gt[at:min(len(p.gt), at+n)], "") }
	if p.lang == "ja" {
		if !jaTolerance.MatchString(text) {
			return false
		}
		if strings.HasPrefix(text, "約") || strings.HasPrefix(text, "およそ") || strings.HasPrefix(text, "おおよそ") {
			return strings.ContainsFunc(after(1), isDigit) && !strings.ContainsAny(before(2), "約よ")
		}
		b := before(1)
		return b == "日" || b == "時" || b == "分" || b == "）" || b == ")" || strings.ContainsFunc(b, isDigit)
	}
	if strings.Contains(text, "±") {
		return true
	}
	ws := strings.Fields(strings.ToLower(text))
	return len(ws) == 1 && deTolerance[strings.TrimSuffix(ws[0], ".")] && at < len(p.gt) && strings.ContainsFunc(p.gt[at], isDigit) &&
		(at == 0 || !deTolerance[strings.ToLower(p.gt[at-1])])
}

// conjunctAdded names the thing the added words join to the sentence's subject or
// object as a second one (und die Lieferung; 住所と; 、フローリング): the statement is
// stretched over a neighbour of the case. A Japanese one must be a thing the golden
// names.
func (p *editPair) conjunctAdded(added []string, golden string) string {
	if p.lang == "ja" {
		text := strings.Join(added, "")
		core := strings.TrimRight(strings.TrimLeft(text, "、と・や"), "とや、・")
		if core == text || len([]rune(core)) < 2 || strings.ContainsFunc(core, func(r rune) bool { return !isHan(r) && !isKatakana(r) }) {
			return ""
		}
		if strings.Contains(golden, core) {
			return fmt.Sprintf("%q", core)
		}
		return ""
	}
	if len(added) < 2 || len(added) > 4 {
		return ""
	}
	var nouns []string
	switch {
	case added[0] == "und" || added[0] == "sowie" || added[0] == "oder":
		nouns = added[1:]
	case added[len(added)-1] == "und" || added[len(added)-1] == "sowie":
		nouns = added[:len(added)-1]
	default:
		return ""
	}
	for _, n := range nouns {
		if !deNounOpener[strings.ToLower(n)] && !(len([]rune(n)) >= 4 && unicode.IsUpper([]rune(n)[0])) {
			return ""
		}
	}
	n := nouns[len(nouns)-1]
	if !unicode.IsUpper([]rune(n)[0]) || strings.Contains(p.g, n) {
		return ""
	}
	return fmt.Sprintf("%q", n)
}

// deNounOpener are German articles and possessives that open a noun phrase.
var deNounOpener = wordSet("der die das den dem des ein eine einen einem einer Ihre Ihr Ihren Ihrem unsere unser unseren")

// causeAdded reports added words that give a cause (wegen …, aufgrund …; …のため)
// made of words the golden says in another sentence: a risk or open point of the case
// told as the reason for this one.
func (p *editPair) causeAdded(words []string, golden string) bool {
	if p.lang == "ja" {
		text := strings.Join(words, "")
		loc := jaCauseAdded.FindStringIndex(text)
		if loc == nil || jaCauseAdded.MatchString(p.g) {
			return false
		}
		for _, w := range contentWords("ja", text[:loc[0]]) {
			if len([]rune(w)) >= 2 && strings.Contains(golden, w) && !strings.Contains(p.g, w) {
				return true
			}
		}
		return false
	}
	// A clause joined by a stop or a comma: ; dadurch verlängert sich …
	for len(words) > 0 && (words[0] == ";" || words[0] == "," || words[0] == "–") {
		words = words[1:]
	}
	if len(words) < 3 || !deCauseOpener[strings.ToLower(words[0])] || slices.ContainsFunc(p.gt, func(t string) bool { return deCauseOpener[strings.ToLower(t)] }) {
		return false
	}
	// Its words another point's (a risk told as the cause) or the case's nowhere (a
	// consequence made up); not this sentence's own, which it may restate.
	for _, w := range words[1:] {
		if len([]rune(w)) >= 6 && unicode.IsUpper([]rune(w)[0]) && !strings.Contains(p.g, w) {
			return true
		}
	}
	return false
}

// deLinkWords are what a German noun phrase hangs off another by: für, von, des.
var deLinkWords = wordSet("für von vom des der mit zum zur zu über")

// coordinationSwap names two things of the golden made one (die Mehrkosten und den
// neuen Termin → die Mehrkosten für den neuen Termin) or one thing's part made a
// second thing (die Genehmigung der Gewerbeaufsicht → die Genehmigung und die
// Gewerbeaufsicht), when that is the sentence's one change besides its verb's number.
func (p *editPair) coordinationSwap() string {
	if p.lang != "de" {
		return ""
	}
	var swap [][2][]string
	for _, b := range p.diff() {
		gs, as := p.gt[b[0]:b[1]], p.at[b[2]:b[3]]
		if len(gs) == 1 && len(as) == 1 && (verbNumber[[2]string{gs[0], as[0]}] || verbNumber[[2]string{as[0], gs[0]}] || deVerbPlural(gs[0], as[0]) || deVerbPlural(as[0], gs[0])) {
			continue
		}
		swap = append(swap, [2][]string{gs, as})
	}
	if len(swap) != 1 {
		return ""
	}
	gs, as := swap[0][0], swap[0][1]
	switch {
	case len(gs) == 1 && (gs[0] == "und" || gs[0] == "sowie") && len(as) == 1 && deLinkWords[as[0]]:
		return fmt.Sprintf("%q made %q: two things of the golden made one", gs[0], as[0])
	case len(gs) == 1 && (gs[0] == "der" || gs[0] == "des" || gs[0] == "von" || gs[0] == "vom") && len(as) == 2 && as[0] == "und" && deNounOpener[as[1]]:
		return fmt.Sprintf("%q made %q: a part of one thing made a second thing", gs[0], strings.Join(as, " "))
	}
	return ""
}

// exampleSwap reports a word or two of the golden's sentence put as "for example"
// (wie gewohnt → zum Beispiel), the sentence's one change.
func (p *editPair) exampleSwap() bool {
	bl := p.diff()
	if p.lang != "de" || len(bl) != 1 || bl[0][1]-bl[0][0] > 2 || bl[0][1] == bl[0][0] {
		return false
	}
	// A golden that gives examples already may word them otherwise (zum Beispiel,
	// beispielsweise).
	if deExampleWord.MatchString(p.g) {
		return false
	}
	return deExample[strings.ToLower(strings.Join(p.at[bl[0][2]:bl[0][3]], " "))]
}
