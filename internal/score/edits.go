package score

import (
	"fmt"
	"iter"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// An answer sentence that is a golden sentence with one small edit says what the edit
// does and nothing else, so the edit alone can be judged: a paraphrase rewords more
// than one place. The edits read here are those that change what a sentence says or
// break it, whatever the words: two parts trading places (Herr Weiß … Frau Müller, 21
// °C … 18 °C, 松田部長 … 小西課長), a coordinated item dropped (App Store oder Google
// Play → App Store, 延期と予備費支出 → 延期), the sentence's final predicate dropped
// (… 212.400,00 € abgerechnet. → … 212.400,00 €.), and, in German, a clause's final
// verb moved forward as English orders it (dass wir zustellen nur werktags).

// editToken is a word, a number or one other character of German text; Japanese text
// is compared character by character.
var editToken = regexp.MustCompile(`[\p{L}\p{N}](?:[\p{L}\p{N}'’-]|[.,]\d)*|\S`)

func editTokens(lang, s string) []string {
	if lang == "ja" {
		var out []string
		for _, r := range s {
			if !unicode.IsSpace(r) {
				out = append(out, string(r))
			}
		}
		return out
	}
	return editToken.FindAllString(s, -1)
}

// universal are the words that make a statement hold for every one: alle, sämtliche,
// jede; 全, すべて.
var universal = wordSet("alle allen aller sämtliche sämtlichen jede jeder jedes jeden 全 全て すべて すべての 全ての 全部 全部の 全員")

// coordinator opens a coordinated item: und, oder, sowie; と, や, または.
var coordinator = map[string]bool{"und": true, "oder": true, "sowie": true, "bzw": true, "beziehungsweise": true, "と": true, "や": true, "ま": true, "及": true, "お": true}

// jaCoordinators are the Japanese coordinators of more than one character, read off
// the characters a deleted span opens with.
var jaCoordinators = []string{"と", "や", "または", "および", "及び", "並びに"}

// deParticle are the separable parts a German verb leaves at its clause's end (Wir
// senden Ihnen … zu; wählen Sie … aus).
var deParticle = wordSet("ab an auf aus bei ein mit nach vor weg zu zurück zusammen weiter her hin herunter heraus hinaus hinzu fest los vorbei fort")

// deModal are German modal and future verbs, after which a clause ends on an
// infinitive.
var deModal = wordSet("kann können konnte konnten muss müssen musste mussten soll sollen sollte sollten darf dürfen möchte möchten will wollen wird werden")

// deConjunction are German coordinating conjunctions.
var deConjunction = wordSet("und oder aber denn sondern doch")

// deDeterminer are the words that open a German noun phrase.
var deDeterminer = wordSet("der die das den dem des ein eine einen einem einer eines dieser diese dieses diesen diesem " +
	"unser unsere unseren unserem unserer ihr ihre ihren ihrem ihrer sein seine seinen seinem seiner kein keine keinen keinem keiner " +
	"jede jeder jedes jeden jedem alle allen mein meine welche welcher")

// deEdgeSlip names a German sentence's first or last word replaced by a word that
// cannot stand there, as a wrong token makes it: the verb's separable part made
// another kind of word or another word made one (wählen Sie … aus → … aktiv; die der
// Ausschuss freigegeben hat → … freigegeben aus; senden … zu → … flackert), an
// infinitive after a modal verb made a finite verb (kann … aufschließen → …
// tropft), an article put where none was or a word where the article was (Bitte
// beachten Sie → Die beachten Sie; Die App überträgt → Geben App überträgt) and a
// label made a conjunction (Mehrkosten: → Weil:). A paraphrase changes a particle for
// a particle and an article for an article. "" when none.
func deEdgeSlip(g, gm, am []string, p, s int) string {
	if len(gm) != 1 || len(am) != 1 || !isWord(gm[0]) || !isWord(am[0]) {
		return ""
	}
	gw, aw := gm[0], am[0]
	// The last word, before the full stop.
	if p > 1 && s == 1 && (g[len(g)-1] == "." || g[len(g)-1] == "!") {
		lg, la := strings.ToLower(gw), strings.ToLower(aw)
		if gw == lg && aw == la && deParticle[lg] != deParticle[la] && lg != "nicht" && la != "nicht" {
			return fmt.Sprintf("the clause's last word %q made %q: a verb's part and another word traded", gw, aw)
		}
		// After a modal verb the clause ends on an infinitive (kann die Wohnung …
		// aufschließen → … tropft).
		if gw == lg && aw == la && strings.HasSuffix(lg, "en") && strings.HasSuffix(la, "t") && !strings.HasPrefix(la, "ge") &&
			slices.ContainsFunc(g[:p], func(t string) bool { return deModal[strings.ToLower(t)] }) {
			return fmt.Sprintf("the infinitive %q after a modal verb made %q", gw, aw)
		}
	}
	// The first word.
	if p == 0 && s >= 2 && unicode.IsUpper([]rune(gw)[0]) && unicode.IsUpper([]rune(aw)[0]) {
		next := g[1]
		if deDeterminer[strings.ToLower(gw)] != deDeterminer[strings.ToLower(aw)] && isWord(next) && unicode.IsLower([]rune(next)[0]) == deDeterminer[strings.ToLower(aw)] {
			return fmt.Sprintf("the sentence's first word %q made %q, which cannot stand before %q", gw, aw, next)
		}
		// A label made a conjunction (Mehrkosten: → Weil:).
		if next == ":" && (subordinator[strings.ToLower(aw)] || deConjunction[strings.ToLower(aw)]) && !subordinator[strings.ToLower(gw)] && !deConjunction[strings.ToLower(gw)] {
			return fmt.Sprintf("the label %q made the conjunction %q", gw, aw)
		}
	}
	return ""
}

// actorForAct reports a German noun of an act (-ung) and the noun of the one who
// acts from the same stem (-er, -erin and their plurals): Bestellung, Besteller.
func actorForAct(act, actor string) bool {
	stem, ok := strings.CutSuffix(act, "ung")
	if !ok {
		stem, ok = strings.CutSuffix(act, "ungen")
	}
	if !ok || len([]rune(stem)) < 4 || !unicode.IsUpper([]rune(act)[0]) {
		return false
	}
	rest, ok := strings.CutPrefix(actor, stem)
	return ok && slices.Contains([]string{"er", "ern", "erin", "erinnen", "ers"}, rest)
}

// deAgreementSlip names one German word put in a form its place cannot take, the
// rest of the sentence kept: an attributive adjective without its ending (die
// kostenlose App → die kostenlos App), a participle and an infinitive traded (hat …
// vorgestellt → hat … vorstellen; geliefert werden → liefern werden), zu put before
// the infinitive after a modal verb (kann helfen → kann zu helfen), Sie and Ihnen
// traded (bringen Sie → bringen Ihnen), a contraction of another case (im → ins).
// "" when none.
func deAgreementSlip(g, gm, am []string, p int) string {
	if len(gm) == 0 && len(am) == 1 && am[0] == "zu" && p > 0 && p < len(g) && slices.ContainsFunc(g[:p], func(t string) bool { return deModal[strings.ToLower(t)] }) &&
		strings.HasSuffix(g[p], "en") && unicode.IsLower([]rune(g[p])[0]) {
		return fmt.Sprintf("zu put before %q, an infinitive after a modal verb", g[p])
	}
	if len(gm) != 1 || len(am) != 1 || !isWord(gm[0]) || !isWord(am[0]) {
		return ""
	}
	gw, aw := gm[0], am[0]
	if (gw == "Sie" && aw == "Ihnen" || gw == "Ihnen" && aw == "Sie") && p > 0 {
		return fmt.Sprintf("%q made %q: the reader put in another case", gw, aw)
	}
	if contraction[[2]string{gw, aw}] {
		return fmt.Sprintf("%q made %q: a preposition of another case", gw, aw)
	}
	if !unicode.IsLower([]rune(gw)[0]) || !unicode.IsLower([]rune(aw)[0]) {
		return ""
	}
	if p > 0 && p+1 < len(g) && deDeterminer[strings.ToLower(g[p-1])] && isWord(g[p+1]) && unicode.IsUpper([]rune(g[p+1])[0]) {
		for _, end := range []string{"e", "en", "er", "es", "em"} {
			if gw == aw+end {
				return fmt.Sprintf("the adjective %q lost its ending before %q", gw, g[p+1])
			}
		}
	}
	if gs, as := verbStem(gw), verbStem(aw); len(gs) >= 4 && gs == as && gw != aw && (strings.Contains(gw, "ge") != strings.Contains(aw, "ge")) {
		return fmt.Sprintf("%q made %q: a participle and an infinitive traded", gw, aw)
	}
	return ""
}

// contraction pairs a German preposition fused with an article with one of another
// case or gender (im Gebäude → ins Gebäude).
var contraction = map[[2]string]bool{{"im", "ins"}: true, {"ins", "im"}: true, {"am", "ans"}: true, {"ans", "am"}: true, {"zum", "zur"}: true, {"zur", "zum"}: true}

// verbStem is a German verb form without its participle's ge (after a separable
// part or at the start) and its ending: vorgestellt and vorstellen are vorstell,
// geliefert and liefern liefer.
func verbStem(w string) string {
	for _, pre := range []string{"", "ab", "an", "auf", "aus", "bei", "ein", "mit", "nach", "vor", "weg", "zu", "zurück", "fest", "frei", "her", "hin"} {
		if rest, ok := strings.CutPrefix(w, pre+"ge"); ok && len(rest) >= 3 {
			w = pre + rest
			break
		}
	}
	for _, end := range []string{"en", "et", "t", "n"} {
		if r, ok := strings.CutSuffix(w, end); ok {
			return r
		}
	}
	return w
}

// isWord reports a token of letters.
func isWord(t string) bool {
	return t != "" && !strings.ContainsFunc(t, func(r rune) bool { return !unicode.IsLetter(r) })
}

// idLabel ends a label that names an identifier: 受付番号, Bestellnummer, Nr.
var idLabel = regexp.MustCompile(`(?:番号|No\.?|(?i:nummer|Nr\.?))$`)

// joinWords are what may stand between two parts that trade places without changing
// what the sentence says: A und B is B und A.
var joinWords = map[string]bool{"und": true, "oder": true, "sowie": true, "bzw": true, "beziehungsweise": true, ",": true, "、": true,
	"と": true, "や": true, "・": true, "/": true, "&": true}

// deClauseVerbStop are lower-case words at a clause's end that are no verb: an adverb
// moved about in a paraphrase (auch, nur, jetzt, bereits).
var deClauseVerbStop = wordSet("nicht auch nur noch schon bitte gern gerne jetzt heute dann bereits erst etwa direkt sofort selbst leicht gut mehr " +
	"jedoch nun oft dort hier damit dabei davon dafür danach kostenlos rechtzeitig zuerst zuletzt sonst fast meist mindestens höchstens " +
	"spätestens frühestens insgesamt bereit jeweils ebenfalls weiterhin wieder zurzeit derzeit bisher zunächst anschließend außerdem")

// umlautless writes a German word's umlauts as their vowels, as a diminutive adds
// them (Lampe → Lämpchen, Karte → Kärtchen).
var umlautless = strings.NewReplacer("ä", "a", "ö", "o", "ü", "u")

// diminutiveOf names a German noun of the golden made a diminutive (Versichertenkarte →
// Versichertenkärtchen, Stehlampe → Stehlämpchen): a business letter's things made
// small and cute, and a Teil made a Teilchen, a pastry. "" when a is no diminutive of g.
func diminutiveOf(g, a string) string {
	if !isCapitalised(g) || !isCapitalised(a) || strings.HasSuffix(g, "chen") || strings.HasSuffix(g, "lein") {
		return ""
	}
	stem, ok := strings.CutSuffix(a, "chen")
	if !ok {
		if stem, ok = strings.CutSuffix(a, "lein"); !ok {
			return ""
		}
	}
	if stem = umlautless.Replace(strings.ToLower(stem)); len([]rune(stem)) < 3 || !strings.HasPrefix(umlautless.Replace(strings.ToLower(g)), stem) {
		return ""
	}
	return fmt.Sprintf("%q made the diminutive %q", g, a)
}

// governedPrep are German prepositions a verb or a noun governs (Dank für, bitten
// um, achten auf), and governedAdverb their pronominal adverbs (darum, darauf). zu
// and von are left out: Informationen zu, über and von one thing are one.
var (
	governedPrep   = wordSet("an auf für über um mit")
	governedAdverb = wordSet("darauf darüber darum dafür daran damit davon")
)

// governedSwap reports one governed preposition put for another, or one pronominal
// adverb for another.
func governedSwap(g, a string) bool {
	return g != a && (governedPrep[g] && governedPrep[a] || governedAdverb[g] && governedAdverb[a])
}

// sentenceEdit names the one edit that makes answer sentence a out of golden sentence
// g, when it is one of the edits read here, and "" otherwise. ended says g ends in a
// stop: a line without one (a signature's title) may lose its last word. rest is the rest of the
// answer: words dropped here and said there are moved, not dropped.
func sentenceEdit(lang string, g, a []string, ended bool, rest, golden string) string {
	p, s := editSpan(g, a)
	gm, am := g[p:len(g)-s], a[p:len(a)-s]
	sep := " "
	if lang == "ja" {
		sep = ""
	}
	join := func(ts []string) string { return strings.Join(ts, sep) }
	punct := func(ts []string) bool {
		return !slices.ContainsFunc(ts, func(t string) bool {
			return strings.ContainsFunc(t, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
		})
	}
	if why := moodEdit(lang, g, gm, am, p, s, rest, golden); why != "" {
		return why
	}
	if why := borrowedNoun(lang, g, gm, am, p, rest, golden); why != "" {
		return why
	}
	if why := compressionEdit(lang, g, gm, am, p, s); why != "" {
		return why
	}
	if why := bracketMoved(gm, am, join, rest, golden); why != "" {
		return why
	}
	// A German word in a form its place cannot take, or at the sentence's edge a word
	// of another kind: read once, before the edits that need a word replaced.
	if lang == "de" && (len(gm) == 0 || p > 0 || s > 0) {
		why := deAgreementSlip(g, gm, am, p)
		if why == "" {
			why = deEdgeSlip(g, gm, am, p, s)
		}
		if why != "" {
			return why
		}
	}
	if lang == "ja" && len(gm) == 0 && join(am) == "的に" && s > 0 && g[len(g)-s] == "は" && p > 0 && g[p-1] != "的" {
		// A topic padded with 的には, the speech of "as for": お支払い期限は → お支払い
		// 期限的には.
		return fmt.Sprintf("the topic before %q padded with 的に", "は")
	}
	if lang == "de" && len(gm) == len(am) && len(gm) >= 1 && len(gm) <= 2 {
		if w := diminutiveOf(gm[len(gm)-1], am[len(am)-1]); w != "" {
			return w
		}
	}
	switch {
	case len(gm) == 0 || p == 0 && s == 0:
		return ""
	case lang == "de" && len(gm) == 1 && len(am) == 1 && (actorForAct(gm[0], am[0]) || actorForAct(am[0], gm[0])):
		// The act made the actor or the actor the act (Ihre Bestellung → Ihre
		// Besteller, die Förderung → die Förderer): another thing, and the article no
		// longer agrees.
		return fmt.Sprintf("%q made %q: the act and the one who acts traded", gm[0], am[0])
	case lang == "de" && len(am) == 0 && len(gm) == 1 && gm[0] == "," && s > 0 && subordinator[g[len(g)-s]]:
		// The comma German sets before a subordinate clause (…, dass wir; …, ob Ihr).
		return fmt.Sprintf("the comma before %q dropped", g[len(g)-s])
	case lang == "de" && len(gm) == 1 && len(am) == 2 && am[0]+"-"+am[1] == gm[0]:
		// A hyphenated compound split by a blank (E-Mail Adresse, Gas Spitzenlastkessel).
		return fmt.Sprintf("the compound %q split by a blank", gm[0])
	case lang == "de" && len(gm) == 1 && len(am) == 1 && (verbNumber[[2]string{gm[0], am[0]}] || verbNumber[[2]string{am[0], gm[0]}]):
		// The verb made plural or singular, its subject kept (Frau Köhler hat → haben).
		return fmt.Sprintf("the verb %q made %q, its subject kept", gm[0], am[0])
	case lang == "ja" && p >= 2 && g[p-2]+g[p-1] == "まで" && (join(gm) == "に" && len(am) == 0 || len(gm) == 0 && join(am) == "に"):
		// までに (by: a deadline) and まで (until: a span) traded: 17時までにご連絡
		// asks for one call before five, 17時までご連絡 for calls until five.
		if len(am) == 0 {
			return "までに made まで: a deadline read as a span"
		}
		return "まで made までに: a span read as a deadline"
	case lang == "de" && len(gm) >= 2 && len(am) == 1 && (gm[0] == "Frau" && (am[0] == "er" || am[0] == "ihn" || am[0] == "ihm") ||
		(gm[0] == "Herr" || gm[0] == "Herrn") && (am[0] == "sie" || am[0] == "ihr")):
		// A named person put as a pronoun of the other gender (Frau Müller → er): the
		// pronoun now points at someone else, a man named just before.
		return fmt.Sprintf("%q made %q: the pronoun names someone else", join(gm), am[0])
	case lang == "ja" && strings.Contains(join(gm), "送") && strings.Contains(join(am), "受") && !strings.Contains(join(am), "送"):
		// The writer's sending made the writer's receiving (クーポンをお送りいたします →
		// お受け取りいたします): the humble verb keeps the writer as the one who acts.
		return fmt.Sprintf("%q made %q: what the writer sends, now received", join(gm), join(am))
	case len(gm) > 0 && universal[strings.ToLower(join(am))] && !universal[strings.ToLower(join(gm))] && !strings.Contains(join(gm), join(am)):
		// A qualifier made "all" (追加ユーザー分 → 全ユーザー分, 10月分の → すべての,
		// betroffene Geräte → alle Geräte): what held for some now holds for every one.
		return fmt.Sprintf("%q made %q: the scope widened to all", join(gm), join(am))
	case ordinalCounted(lang, join(gm), join(am)):
		// An ordinal read as a count (seit dem zweiten Tag → seit zwei Tagen, 2日目 →
		// 2日間): since the second day is not for two days.
		return fmt.Sprintf("the ordinal %q read as the count %q", join(gm), join(am))
	case durationClocked(lang, join(gm), join(am)):
		// A duration made a time of day, its number kept (約10秒で → 10時ごろに, nach 10
		// Minuten → um 10 Uhr).
		return fmt.Sprintf("the duration %q made the time of day %q", join(gm), join(am))
	case lang == "de" && len(gm) == 1 && len(am) == 1 && (gm[0] == "hat" && am[0] == "wurde" || gm[0] == "haben" && am[0] == "wurden"):
		// A perfect made a passive, the rest kept (Prof. Dr. Kühn hat das Gutachten
		// vorgestellt → wurde das Gutachten vorgestellt): the one who acted is now
		// the one acted on.
		return fmt.Sprintf("%q made %q: who acts turned round", gm[0], am[0])
	case lang == "de" && len(gm) == 1 && len(am) == 1 && governedSwap(gm[0], am[0]):
		// A preposition a verb or noun governs put for another, or its pronominal
		// adverb (an uns zurück → auf uns zurück; vielen Dank für → über; bittet
		// darum, dass → dafür, dass): the sentence no longer says what it asked.
		return fmt.Sprintf("the preposition %q made %q", gm[0], am[0])
	case lang == "ja" && len(am) == 0 && len(gm) == 1 && p > 0 && s > 0 && isHiragana([]rune(gm[0])[0]) &&
		(isHan([]rune(g[p-1])[0]) || p > 1 && isHiragana([]rune(g[p-1])[0]) && isHan([]rune(g[p-2])[0])) && isHiragana([]rune(g[len(g)-s])[0]):
		// A kana of the word's okurigana dropped (新しい → 新い, 平らな → 平な, 問い合わせ
		// ください → 問い合わください); a kana before another kanji may go (申し込み,
		// 申込み).
		return fmt.Sprintf("%q lost from the okurigana of %q", gm[0], g[p-1]+gm[0]+g[len(g)-s])
	case lang == "ja" && len(am) == 0 && len(gm) == 1 && s > 0 && isHan([]rune(gm[0])[0]) && (p == 0 || !isHan([]rune(g[p-1])[0])) &&
		(isHan([]rune(g[len(g)-s])[0]) || isHiragana([]rune(g[len(g)-s])[0])):
		// A word's first kanji lost, as a detokeniser drops a multibyte character:
		// the rest is another word or none (新しい → しい, 発送 → 送, FAX番号 → FAX号).
		return fmt.Sprintf("the kanji %q lost from %q", gm[0], gm[0]+g[len(g)-s])
	case lang == "ja" && len(gm) == 1 && len(am) == 1 && isHan([]rune(gm[0])[0]) && isHan([]rune(am[0])[0]) &&
		max([]rune(am[0])[0]-[]rune(gm[0])[0], []rune(gm[0])[0]-[]rune(am[0])[0]) <= 2 && !strings.Contains(golden+rest, am[0]):
		// A kanji put as its neighbour in the code table (起 → 赸, 試 → 詧): a decoder's
		// off-by-one, no word of the language.
		return fmt.Sprintf("the kanji %q written as its code-table neighbour %q", gm[0], am[0])
	case lang == "ja" && len(gm) == 1 && len(am) == 1 && chineseFor[gm[0]] == am[0]:
		// A Japanese particle put as its Chinese counterpart (本体と → 本体和, 髙橋様の →
		// 髙橋様的).
		return fmt.Sprintf("the particle %q written as the Chinese %q", gm[0], am[0])
	case lang == "de" && len(gm) == 1 && gm[0] == "Uhr" && len(am) == 1 && durationWord[am[0]],
		lang == "ja" && p > 0 && g[p-1] == "時" && len(am) > 0 && am[0] == "間" && (len(gm) == 0 || gm[0] != "間"):
		// A clock time read as a duration (bis 22 Uhr → bis 22 Stunden, 17時までに →
		// 17時間以内に).
		return fmt.Sprintf("the clock time %q made a duration %q", clipRunes(join(g[max(0, p-2):p+len(gm)]), 20), clipRunes(join(a[max(0, p-2):p+len(am)]), 20))
	case clauseDropped(lang, gm, am, p, rest):
		return fmt.Sprintf("the clause %q dropped", clipRunes(strings.TrimLeft(join(gm), ",;、 "), 40))
	case len(am) == 0:
		dropped := join(gm)
		// Said elsewhere in the answer: a sentence split in two, or an item moved.
		moved := slices.ContainsFunc(gm, func(t string) bool { return len([]rune(t)) >= 4 && strings.Contains(rest, t) }) || lang == "ja" && strings.Contains(rest, dropped)
		if !moved && coordinator[gm[0]] && (lang != "ja" || slices.ContainsFunc(jaCoordinators, func(c string) bool { return strings.HasPrefix(dropped, c) })) && len(gm) >= 2 {
			return fmt.Sprintf("the coordinated %q dropped", clipRunes(dropped, 40))
		}
		if p > 0 && ended && (!moved || lang == "ja") && punct(g[len(g)-s:]) && !punct(gm[:1]) && (len(gm) <= 3 || lang == "ja" && len(gm) <= 10) && finalPredicate(lang, gm) {
			return fmt.Sprintf("the sentence's last words %q dropped", clipRunes(dropped, 40))
		}
		if p > 0 && s > 0 && !strings.Contains(rest, strings.TrimSpace(dropped)) && askingReader.MatchString(join(g)) && stepDetail(lang, gm) {
			// An instruction kept but for how, where or with what it is done (mit dem
			// beiliegenden Rücksendeetikett, am Bedienteil der Wärmepumpe, プラス面が上
			// になるように): the reader can no longer do the step as the case asks.
			return fmt.Sprintf("the instruction's %q dropped: how, where or with what the step is done", clipRunes(strings.TrimSpace(dropped), 40))
		}
	case numeral(gm) && numeral(am) && numValue(lang, join(gm)) != numValue(lang, join(am)):
		// A number of the golden's sentence made another (von 6 bis 22 Uhr → von 8
		// bis 22 Uhr), though the new one stands elsewhere in the case.
		return fmt.Sprintf("the number %q made %q", join(gm), join(am))
	case lang == "de" && len(am) > 0 && ownSide[am[0]] && !strings.Contains(golden, am[0]+" ") &&
		(person.MatchString(join(gm)) && strings.HasPrefix(join(gm), person.FindString(join(gm))) && !strings.Contains(join(am), person.FindString(join(gm))) ||
			len(gm) >= 2 && (gm[0] == "Sie" || gm[0] == "Er") && strings.HasSuffix(gm[1], "t") && !strings.HasSuffix(gm[1], "en")):
		// A named party's act made the writer's own (Frau Köhler bittet um … → Wir
		// bitten um …; Sie bittet darum → Wir bitten darum): the summary
		// now reports what the customer wants as what we want.
		return fmt.Sprintf("%q made %q: the named party's act credited to the writer", clipRunes(join(gm), 30), clipRunes(join(am), 30))
	case len(gm) == 1 && len(am) == 1 && numberedCompound(gm[0], am[0]):
		// The number of a compound made another, its word kept (im 5-GHz-Band → im
		// 2,4-GHz-Band; 3-Zimmer-Wohnung → 4-Zimmer-Wohnung).
		return fmt.Sprintf("the number of %q made %q", gm[0], am[0])
	case numeral(gm) && vagueAmount[join(am)]:
		// A number made vague (2個 → 数個, 3 Termine → mehrere Termine).
		return fmt.Sprintf("the number %q made %q", join(gm), join(am))
	case beneficiaryMade(lang, a, gm, am, p):
		// Who reports or acts made the one it is done for (Laut Frau Dr. Vogt → Für
		// Frau Dr. Vogt; die von Ihnen bestellten Teile → die für Sie bestellten;
		// 髙橋様から → 髙橋様のために).
		return fmt.Sprintf("%q made %q: the one who acts or reports made the one it is for", join(gm), join(am))
	case lang == "ja" && p > 0 && g[p-1] == "に" && (join(gm) == "つい" && join(am) == "よっ" || join(gm) == "つき" && join(am) == "より"):
		// The topic made a cause (金額についてご説明いたします → 金額によってご説明;
		// 羽毛布団につきまして → によりまして).
		return fmt.Sprintf("に%s made に%s: the topic made a cause", join(gm), join(am))
	case directions[[2]string{join(gm), join(am)}] || directions[[2]string{join(am), join(gm)}]:
		// Where a thing goes made where it comes from (an das Gerät → vom Gerät, 髙橋様
		// から → 髙橋様へ), or who it is for (für Sie → für uns).
		return fmt.Sprintf("%q made %q: the direction turned round", join(gm), join(am))
	case lang == "de" && person.FindString(join(gm)) == join(gm) && person.FindString(join(am)) == join(am):
		// One person of the case put in another's place (aber Frau Müller kann … →
		// aber Herr Weiß kann …).
		return fmt.Sprintf("%q in the place of %q", join(am), join(gm))
	case lang == "de" && len(gm) == 1 && len(am) == 1 && (gm[0] == "und" || gm[0] == "sowie") && pairBroken[am[0]]:
		// Two things the golden joins, one now instead of the other (die Mehrkosten und
		// den neuen Termin freigeben → die Mehrkosten statt den neuen Termin).
		return fmt.Sprintf("%q made %q: of two things, one now excludes the other", gm[0], am[0])
	case lang == "ja" && jaCauseLink.MatchString(join(gm)) && strings.Contains(join(am), "前") && !jaCauseLink.MatchString(join(am)):
		// A cause made a time before (作業遅延により発送が遅れて → 作業遅延の前に;
		// 追加していただいたため → 追加していただく前に).
		return fmt.Sprintf("the cause %q made a time before (%q)", join(gm), join(am))
	case namedThingSwapped(lang, join(gm), join(am), golden):
		// One named thing of the case put in another's place (von der Nordwärme L9
		// nicht unterstützt → von der WärmeApp; an die Hochschule Rheinstadt → an die
		// Weißenfels Elektrotechnik GmbH): both are the case's, but not here.
		return fmt.Sprintf("%q in the place of %q", join(am), join(gm))
	case len(gm) == len(am):
		n := len(gm)
		// Two German nouns trade places with their articles, whose capital follows the
		// place, from one clause to another (Die Pumpe …; der Espresso → Der Espresso
		// …; die Pumpe). Inside a clause the article's case keeps who does what (Die
		// Mehrkosten muss der Ausschuss freigeben), and a phrase moved to the front (Am
		// 12.11.2026 findet …) is no trade.
		same := func(a, b []string) bool {
			return slices.Equal(a, b) || lang == "de" && len(a) >= 2 && deArticle[strings.ToLower(a[0])] && slices.EqualFunc(a, b, strings.EqualFold) &&
				slices.ContainsFunc(gm, func(t string) bool { return t == ";" || t == "," || t == ":" })
		}
		// After a label (受付番号, Bestellnummer) two parts joined by a comma are no
		// list: the label names the first.
		labelled := p > 0 && idLabel.MatchString(strings.Join(g[max(0, p-6):p], ""))
		for x := 1; x < n; x++ {
			for y := 1; x+y <= n; y++ {
				// Japanese chunks of two characters or more may trade places with nothing
				// between them (誠に残念ながら → 誠念なに残がら): a stream's chunks reordered.
				adjacent := lang == "ja" && x == n-y && x >= 2 && y >= 2
				if same(gm[:x], am[n-x:]) && same(gm[n-y:], am[:y]) && slices.Equal(gm[x:n-y], am[y:n-x]) &&
					!slices.Equal(gm[:x], gm[n-y:]) && !punct(gm[:x]) && !punct(gm[n-y:]) && !(lang == "ja" && phrase(gm[:x]) && phrase(gm[n-y:])) &&
					(adjacent || labelled || slices.ContainsFunc(gm[x:n-y], func(t string) bool { return !joinWords[t] })) {
					return fmt.Sprintf("%q and %q trade places", clipRunes(join(gm[:x]), 30), clipRunes(join(gm[n-y:]), 30))
				}
			}
		}
		// German: a main clause's finite verb moved behind its subject after a
		// fronted phrase (bis dahin läuft die alte Anlage → bis dahin die alte Anlage
		// läuft; Laut Frau Dr. Vogt kommt der Verdichter → … der Verdichter kommt):
		// the verb must stand second.
		if lang == "de" && n >= 3 && p > 0 && gm[0] == am[n-1] && slices.Equal(gm[1:], am[:n-1]) && deFiniteLike(gm[0]) &&
			strings.HasSuffix(gm[0], "t") && !punct(g[p-1:p]) && !subordinator[strings.ToLower(g[p-1])] && deSubjectStart[strings.ToLower(gm[1])] {
			return fmt.Sprintf("the verb %q put behind its subject: a main clause's verb stands second", gm[0])
		}
		// German: a clause's last word, a verb, moved to the front of the edit.
		if lang == "de" && n >= 3 && gm[n-1] == am[0] && slices.Equal(gm[:n-1], am[1:]) && deFiniteLike(gm[n-1]) &&
			(s == 0 || punct(g[len(g)-s:len(g)-s+1])) {
			return fmt.Sprintf("the clause's verb %q moved from its end", gm[n-1])
		}
	}
	return reversedEdit(lang, g, gm, am, p, s, rest)
}

// moodEdit names the edits of sentenceEdit that change who acts or what is asked: a
// label in quotes made another (「接続」を押します → 「OK」を押します: the words on a
// button are exact), a request to the reader made a statement (Bitte bringen Sie … →
// Sie bringen …; ご返送ください → ご返送いたします) and the reader's act made the
// writer's (ご利用いただき → 利用させていただき).
func moodEdit(lang string, g, gm, am []string, p, s int, rest, golden string) string {
	sep := " "
	if lang == "ja" {
		sep = ""
	}
	join := func(ts []string) string { return strings.Join(ts, sep) }
	// The rest of the sentence is the golden's: twice the edit at least, three tokens.
	similar := p+s >= 3 && p+s >= 2*max(len(gm), len(am))
	switch {
	case len(am) == 0 && len(gm) >= 3 && (lang == "de" && p > 0 && gm[0] == "," && conditionWord[strings.ToLower(gm[1])] ||
		lang == "ja" && slices.ContainsFunc([]string{"てから、", "てから", "たら、", "場合は、", "ば、"}, func(e string) bool { return strings.HasSuffix(join(gm), e) })) &&
		!conditionSaid(lang, contentRun.FindAllString(join(gm), -1), rest):
		// A step's precondition dropped (…, wenn die 10 Minuten abgelaufen sind; Bluetooth
		// をオンにしてから、), and not said elsewhere: the step now holds at once.
		return fmt.Sprintf("the condition %q dropped", clipRunes(join(gm), 50))
	case lang == "ja" && p > 0 && len(am) == 0 && len(gm) >= 3 && s > 0 &&
		(gm[0] == "、" && (g[len(g)-s] == "、" || g[len(g)-s] == "と") || gm[len(gm)-1] == "、" && g[p-1] == "、") &&
		!strings.Contains(rest, strings.Trim(join(gm), "、")):
		// One item of an enumeration dropped (身長、生年月日、性別 → 身長、性別).
		return fmt.Sprintf("the listed %q dropped", strings.Trim(join(gm), "、"))
	case lang == "de" && p >= 1 && g[0] == "Bitte" && slices.Contains(gm, "Sie") && len(am) >= 2 && !slices.Contains(am, "Sie") &&
		strings.HasSuffix(am[len(am)-1], "en") && unicode.IsLower([]rune(am[len(am)-1])[0]):
		// A request to the reader written as a note's infinitive (Bitte bringen Sie Ihre
		// Versichertenkarte mit → Bitte Versichertenkarte mitbringen).
		return fmt.Sprintf("the request %q written as a note (%q)", join(g), join(append(slices.Clone(g[:p]), am...)))
	case lang == "ja" && len(am) == 0 && (s == 0 || g[len(g)-s] == "。") && (join(gm) == "です" || join(gm) == "でございます") && p >= 4 &&
		!strings.HasPrefix(strings.TrimSpace(golden), "{") && !strings.HasPrefix(strings.TrimSpace(golden), "[") && (letterKeigo.MatchString(golden) || strings.Count(golden, "です。") >= 3):
		// です dropped at a sentence's end: a note's style (体言止め) in a letter or a
		// procedure that speaks to its reader in keigo (a summary or a JSON list of
		// notes may be written so).
		return fmt.Sprintf("%q dropped from the end of %q", join(gm), clipRunes(join(g), 40))
	case !similar && !(lang == "de" && p == 0 && s >= 2):
		return ""
	case similar && len(gm) > 0 && len(am) > 0 && p > 0 && s > 0 && (g[p-1] == "「" && g[len(g)-s] == "」" || g[p-1] == "„" && g[len(g)-s] == "“") &&
		emphasisMarks.Replace(join(gm)) != emphasisMarks.Replace(join(am)):
		return fmt.Sprintf("the label %s made %s", g[p-1]+join(gm)+g[len(g)-s], g[p-1]+join(am)+g[len(g)-s])
	case lang == "de" && p == 0 && len(gm) == 3 && gm[0] == "Bitte" && gm[2] == "Sie" && len(am) == 2 && am[0] == "Sie" && am[1] == gm[1]:
		return fmt.Sprintf("the request %q made a statement", join(gm))
	case lang == "ja" && similar && strings.Contains(join(gm), "くださ") && (strings.Contains(join(am), "ま") || len(am) == 0 && s >= 2 && g[len(g)-s] == "い" && g[len(g)-s+1] == "た") &&
		!slices.ContainsFunc([]string{"くださ", "下さ", "願", "いただけ", "ますよう", "頂け"}, func(w string) bool { return strings.Contains(join(am), w) }):
		return fmt.Sprintf("the request %q made %q", join(gm), join(am))
	case lang == "ja" && similar && len(gm) >= 2 && (gm[0] == "ご" || gm[0] == "お") && join(am) == join(gm[1:])+"させて":
		return fmt.Sprintf("the reader's %q made the writer's %q", join(gm), join(am))
	}
	return ""
}

// borrowedNoun names a German noun of a golden sentence (with its adjective) put
// for a noun another sentence of the answer writes (schicken Sie die defekte Lampe →
// die Ersatzlampe, für die Stahlträger → für die Inbetriebnahme): the sentence now
// speaks of the other sentence's thing. A noun of the same stem (Lampe, Ersatzlampe
// alone) is a narrower or wider word, and a noun the sentence writes already is no
// borrowing.
func borrowedNoun(lang string, g, gm, am []string, p int, rest, golden string) string {
	if lang != "de" || p == 0 || len(am) != 1 || len(gm) < 1 || len(gm) > 2 {
		return ""
	}
	old, repl := gm[len(gm)-1], am[0]
	noun := func(w string) bool {
		r, _ := utf8.DecodeRuneInString(w)
		return unicode.IsUpper(r) && utf8.RuneCountInString(w) >= 5 && !strings.ContainsFunc(w, unicode.IsDigit)
	}
	if !noun(old) || !noun(repl) || len(gm) == 2 && !unicode.IsLower([]rune(gm[0])[0]) || slices.Contains(g, repl) {
		return ""
	}
	lo, lr := strings.ToLower(old), strings.ToLower(repl)
	if strings.Contains(lo, lr) || strings.Contains(lr, lo) || lo[:4] == lr[:4] {
		return ""
	}
	// The other thing is the golden's and stands in another sentence of the answer:
	// a synonym the answer uses throughout (Kennwort for Passwort) is neither.
	if !containsWord(rest, repl) || !containsWord(golden, repl) {
		return ""
	}
	return fmt.Sprintf("%q put for %q, the thing of another sentence", repl, strings.Join(gm, " "))
}

// contentRun is a word that says what a dropped stretch was about: a Latin word or a
// katakana run of four letters or more, a kanji compound.
var contentRun = regexp.MustCompile(`\p{Latin}{4,}|[\p{Katakana}ー]{4,}|\p{Han}{2,}`)

// conditionWord opens a German clause that a step depends on.
var conditionWord = wordSet("wenn falls sobald sofern nachdem bevor solange")

// letterKeigo marks a text that speaks to its reader in keigo.
var letterKeigo = regexp.MustCompile(`いたします|ございます|ください|お願い`)

// emphasisMarks drops Markdown's emphasis marks and blanks: a label in bold is the label.
var emphasisMarks = strings.NewReplacer("*", "", "_", "", " ", "")

// phrase reports a Japanese chunk that ends in a case particle (作業員が, 30分前に):
// such phrases may stand in either order.
func phrase(ts []string) bool {
	return len(ts) >= 2 && slices.Contains([]string{"が", "に", "を", "は", "で", "と", "へ", "も"}, ts[len(ts)-1])
}

// finalPredicate reports whether a sentence's dropped last words are its predicate: a
// German verb or verb particle (abgerechnet, mit), Japanese words with a kanji or five
// characters at least (心配されている, お願いいたします), not an ending a summary may
// leave off (です).
func finalPredicate(lang string, ts []string) bool {
	if lang == "ja" {
		d := strings.Join(ts, "")
		return strings.ContainsFunc(d, isHan) || len([]rune(d)) >= 5
	}
	return deFiniteLike(ts[len(ts)-1])
}

// deFiniteLike reports a lower-case German word that can be a verb or a separable
// verb's particle at a clause's end.
func deFiniteLike(w string) bool {
	rs := []rune(w)
	if len(rs) < 2 || !unicode.IsLower(rs[0]) || deClauseVerbStop[w] {
		return false
	}
	switch w {
	case "ist", "sind", "hat", "wird", "kann", "muss", "soll", "will", "darf", "war", "wurde", "mit", "an", "ab", "auf", "aus", "zu", "ein", "vor", "zurück", "fest", "los", "weiter":
		return true
	}
	return len(rs) >= 3 && (strings.HasSuffix(w, "en") || strings.HasSuffix(w, "t") || strings.HasSuffix(w, "ern") || strings.HasSuffix(w, "eln"))
}

// chineseFor maps a Japanese particle to the Chinese character a model trained on
// both puts in its place.
var chineseFor = map[string]string{"と": "和", "の": "的", "は": "是", "も": "也"}

// durationWord are German words for hours as a duration.
var durationWord = wordSet("Stunden Stunde Std. Std h")

// deSubjectStart are the words a German subject opens with: an article, a pronoun.
var deSubjectStart = wordSet("der die das ein eine einen dem den er sie es wir ihr man unser unsere frau herr")

// subordinator opens a German subordinate clause, which a comma sets off.
var subordinator = wordSet("dass ob weil da wenn obwohl damit sodass falls nachdem bevor während sofern sobald")

// verbNumber pairs a German verb's singular with its plural.
var verbNumber = map[[2]string]bool{{"hat", "haben"}: true, {"ist", "sind"}: true, {"wird", "werden"}: true, {"kann", "können"}: true,
	{"muss", "müssen"}: true, {"war", "waren"}: true, {"hatte", "hatten"}: true, {"wurde", "wurden"}: true, {"soll", "sollen"}: true}

// vagueAmount are the words that stand for a number without saying it.
var vagueAmount = wordSet("数 何 若干 複数 mehrere einige wenige viele etliche")

// directions are words of a sentence that say which way a thing goes, or for whom,
// paired with the word for the other way: an edit of one for the other turns the
// sentence round.
var directions = map[[2]string]bool{}

func init() {
	for _, p := range [][2]string{
		{"an", "von"}, {"an das", "vom"}, {"an den", "vom"}, {"an die", "von der"}, {"zu", "von"}, {"zum", "vom"},
		{"zur", "von der"}, {"nach", "aus"}, {"zu", "zurück"}, {"hin", "zurück"}, {"Sie", "uns"}, {"Ihnen", "uns"}, {"bei Ihnen", "bei uns"},
		{"an das", "aus dem"}, {"an den", "aus dem"}, {"an die", "aus der"}, {"in das", "aus dem"}, {"in den", "aus dem"}, {"in die", "aus der"},
		{"へ", "から"}, {"に", "から"}, {"へ", "より"}, {"に", "より"}, {"まで", "から"}, {"以前", "以降"},
	} {
		directions[p] = true
	}
}

// sentenceEdits lists the answer's sentences that are a golden sentence with one of
// the edits sentenceEdit reads.
func sentenceEdits(lang string, parts []string, golden string) []string {
	gs := goldenSentences(lang, golden)
	gt := make([][]string, len(gs))
	gr := make([][]rune, len(gs))
	ended := make([]bool, len(gs))
	for i, g := range gs {
		gt[i] = editTokens(lang, stripMarker(g))
		gr[i] = []rune(stripMarker(g))
		// A sentence, not a line without a stop (a signature, a heading).
		ended[i] = strings.ContainsRune(".!?。！？", lastRune(g)) || slices.ContainsFunc([]string{"。", "．", "！", "？", ".", "!", "?"}, func(stop string) bool { return strings.Contains(golden, g+stop) })
	}
	var out, said []string
	all := strings.Join(parts, "\n")
	for _, p := range parts {
		for _, a := range sentencesOf(lang, p) {
			said = append(said, strings.TrimSpace(a))
		}
	}
	for _, p := range parts {
		for _, a := range sentencesOf(lang, p) {
			a = strings.TrimSpace(a)
			if slices.Contains(gs, a) {
				continue
			}
			at := editTokens(lang, stripMarker(a))
			for i, g := range gt {
				// The golden's sentence stands in the answer too: this one is another
				// statement (a second address block), not the golden's changed.
				if slices.Contains(said, gs[i]) {
					if e := echoSwap(lang, g, at, golden); e != "" {
						out = append(out, fmt.Sprintf("%q: %s", clipRunes(a, 50), e))
						break
					}
					continue
				}
				e := sentenceEdit(lang, g, at, ended[i], strings.Replace(all, a, "", 1), golden)
				if e == "" && lang == "de" {
					e = chunkSwap(stripMarker(gs[i]), stripMarker(a))
				}
				if e == "" {
					e = siblingSwap(lang, stripMarker(gs[i]), stripMarker(a))
				}
				if e == "" {
					e = logicSwap(lang, stripMarker(gs[i]), stripMarker(a))
				}
				if e == "" && lang == "de" {
					e = caseSwap(stripMarker(gs[i]), stripMarker(a))
				}
				if e == "" {
					e = rolesSwapped(lang, stripMarker(gs[i]), stripMarker(a))
				}
				if e == "" && lang == "ja" {
					e = wardSwap(stripMarker(gs[i]), stripMarker(a))
				}
				if e == "" {
					e = actorTurned(lang, stripMarker(gs[i]), stripMarker(a))
				}
				if e == "" {
					e = ourActAsked(lang, stripMarker(gs[i]), stripMarker(a), g, at)
				}
				if e == "" {
					e = tenseTurned(lang, stripMarker(gs[i]), stripMarker(a), g, at)
				}
				if e == "" {
					e = askTurned(lang, stripMarker(gs[i]), stripMarker(a), g, at)
				}
				if e == "" {
					e = impersonalWe(lang, stripMarker(gs[i]), stripMarker(a), g, at)
				}
				if e == "" {
					e = conditionSwapped(lang, stripMarker(gs[i]), stripMarker(a))
				}
				if e == "" {
					// The sentence split drops a German question mark, the one sign
					// of a question a German sentence may have: it is put back, so
					// that a statement made a question reads as one.
					asked := a
					if lang == "de" && !strings.HasSuffix(a, "?") && strings.Contains(all, a+"?") {
						asked = a + "?"
					}
					e = smallEdit(lang, stripMarker(gs[i]), stripMarker(asked), golden, strings.Replace(all, a, "", 1))
				}
				if e != "" {
					out = append(out, fmt.Sprintf("%q: %s", clipRunes(a, 50), e))
					break
				}
			}
			if e := splice(lang, a, gs, gr, said); e != "" {
				out = append(out, fmt.Sprintf("%q: %s", clipRunes(a, 50), e))
			}
		}
	}
	return dedupe(out)
}

// pairBroken are the words that put one thing in the place of another or leave it out
// (statt, ohne), where und joined them.
var pairBroken = wordSet("statt anstatt anstelle ohne außer")

// jaCauseLink marks a cause: により, ため, ので, から after a verb's ending.
var jaCauseLink = regexp.MustCompile(`により|ため|ので|によって`)

// person is a German form of address with a name, as editTokens joins it: Frau
// Müller, Herrn Dr . Vogt.
var person = regexp.MustCompile(`(?:Herrn?|Frau)(?: (?:Dr|Prof) \.)* \p{Lu}\p{L}+`)

// stepDetail reports a stretch dropped from an instruction that says how, where or
// with what it is done: in German a phrase of four words or more opened by a
// preposition, one of them a noun (am Bedienteil der Wärmepumpe, mit dem beiliegenden
// Rücksendeetikett; not in der App, which a paraphrase leaves to the context), no
// clause of its own; in Japanese four characters or more with a kanji or katakana
// word that end in a particle of means, manner or place (返送用伝票で, 上になるように),
// no courtesy or predicate of their own (not 恐れ入りますが, お手数ですが).
func stepDetail(lang string, gm []string) bool {
	if lang == "ja" {
		d := strings.Join(gm, "")
		if len([]rune(d)) < 4 || !strings.ContainsFunc(d, func(r rune) bool { return isHan(r) || unicode.Is(unicode.Katakana, r) }) {
			return false
		}
		return jaStepEnd.MatchString(d) && !jaNoStep.MatchString(d)
	}
	if !stepPreposition[strings.ToLower(gm[0])] {
		return false
	}
	words, noun := 0, false
	for _, t := range gm {
		if !strings.ContainsFunc(t, unicode.IsLetter) {
			if t != "„" && t != "“" && t != "-" {
				return false // punctuation: a clause or an aside, not a phrase
			}
			continue
		}
		words++
		if isCapitalised(t) && !deParty[t] {
			noun = true
		}
	}
	return words >= 4 && noun
}

var (
	// jaStepEnd ends a Japanese phrase of means, manner or place (返送用伝票で,
	// 上になるように、); jaNoStep marks a stretch with a predicate or a courtesy of
	// its own.
	jaStepEnd = regexp.MustCompile(`(?:(?:で|ように|に)、?|へ)$`)
	jaNoStep  = regexp.MustCompile(`ます|です|恐れ入|手数|念のため|誠に|大変`)
)

// stepPreposition opens a German phrase of means, manner or place.
var stepPreposition = wordSet("mit am an auf im in über per unter bei vom von zum zur durch neben hinter vor mittels")

// deParty are the words that name a person after a preposition: who acts or for whom.
var deParty = wordSet("Herr Herrn Frau Dr Prof Sie Ihnen uns ihn ihm sie ihr mich mir")

// beneficiaryMade reports an edit that puts the one a thing is for in the place of
// the one who does or reports it: von or laut made für before a person, から or より
// made のために.
func beneficiaryMade(lang string, a, gm, am []string, p int) bool {
	if lang == "ja" {
		from := strings.Join(gm, "")
		return (from == "から" || from == "より") && strings.HasPrefix(strings.Join(am, ""), "のため")
	}
	if len(gm) == 0 || len(am) == 0 || len(gm) > 2 || len(am) > 2 {
		return false
	}
	if from := strings.ToLower(gm[0]); from != "von" && from != "laut" || strings.ToLower(am[0]) != "für" {
		return false
	}
	next := ""
	if len(am) == 2 {
		next = am[1]
	} else if p+1 < len(a) {
		next = a[p+1]
	}
	return deParty[next]
}

// numeral reports tokens that are all digits (a German number token, or Japanese
// digits one by one): a number's digits and nothing else. A date (12.11.2026, which
// may be written 12.11.26) is none.
func numeral(ts []string) bool {
	return len(ts) > 0 && !slices.ContainsFunc(ts, func(t string) bool {
		return strings.ContainsFunc(t, func(r rune) bool { return !isDigit(r) && r != '.' && r != ',' }) || !strings.ContainsFunc(t, isDigit) || strings.Count(t, ".") >= 2 && !strings.Contains(t, ",")
	})
}

// numValue is a number's value as text, its grouping and decimal marks read as the
// language writes them (14.890,00 and 14.890 are 14890 in German, 5,500 is 5500 in
// Japanese), so that two ways of writing one number are one.
func numValue(lang, n string) string {
	n = strings.Join(strings.Fields(n), "")
	if lang == "de" {
		n = strings.ReplaceAll(n, ".", "")
		n = strings.ReplaceAll(n, ",", ".")
	} else {
		n = strings.ReplaceAll(n, ",", "")
	}
	if strings.Contains(n, ".") {
		n = strings.TrimRight(strings.TrimRight(n, "0"), ".")
	}
	return strings.TrimLeft(n, "0")
}

// loopedSentences names an answer sentence that is a stretch of an earlier sentence
// of the answer said again on its own (… Die App überträgt die Zugangsdaten an das
// Gerät; das kann … dauern. … Die App überträgt die Zugangsdaten an das Gerät.): a
// decoder looping back. Four words at least, or eight Japanese characters; a sentence
// of the golden, or a stretch the golden says twice itself, is its own.
func loopedSentences(lang string, parts []string, golden string) []string {
	gs := goldenSentences(lang, golden)
	var seen [][]string
	var out []string
	for _, p := range parts {
		for _, s := range sentencesOf(lang, p) {
			s = strings.TrimSpace(stripMarker(strings.TrimSpace(s)))
			ts := editTokens(lang, strings.TrimRight(s, ".!?。！？ "))
			long := len(ts) >= 4 && lang != "ja" || len(ts) >= 8
			if long && !slices.Contains(gs, s) && strings.Count(golden, s) < 2 {
				for _, a := range seen {
					if len(a) > len(ts) && containsRun(a, ts) {
						out = append(out, fmt.Sprintf("%q says part of an earlier sentence again", clipRunes(s, 50)))
						break
					}
				}
			}
			seen = append(seen, ts)
		}
	}
	return dedupe(out)
}

// containsRun reports whether b stands in a as a contiguous run.
func containsRun(a, b []string) bool {
	for i := 0; i+len(b) <= len(a); i++ {
		if slices.Equal(a[i:i+len(b)], b) {
			return true
		}
	}
	return false
}

// chunkSwap names two pieces of a German sentence that trade places where at least
// one edge of them is inside a word (sagen Sie ihn → saSie gen ihn): a stream's chunks
// reordered. Two whole words trading places are the token comparison's business.
func chunkSwap(g, a string) string {
	gr, ar := []rune(g), []rune(a)
	if len(gr) != len(ar) || g == a {
		return ""
	}
	// The same words in another order, a capital moved with the first word (Bitte
	// bringen Sie → Bringen Sie bitte), is a word order, not a stream's chunks.
	gw, aw := strings.Fields(strings.ToLower(g)), strings.Fields(strings.ToLower(a))
	slices.Sort(gw)
	slices.Sort(aw)
	if slices.Equal(gw, aw) {
		return ""
	}
	p := 0
	for p < len(gr) && gr[p] == ar[p] {
		p++
	}
	s := 0
	for s < len(gr)-p && gr[len(gr)-1-s] == ar[len(ar)-1-s] {
		s++
	}
	gm, am := gr[p:len(gr)-s], ar[p:len(ar)-s]
	n := len(gm)
	edge := func(i int) bool {
		return i <= 0 || i >= len(gr) || !unicode.IsLetter(gr[i-1]) || !unicode.IsLetter(gr[i])
	}
	for x := 2; x < n; x++ {
		for y := 2; x+y <= n; y++ {
			if string(gm[:x]) != string(am[n-x:]) || string(gm[n-y:]) != string(am[:y]) || string(gm[x:n-y]) != string(am[y:n-x]) || string(gm[:x]) == string(gm[n-y:]) {
				continue
			}
			if edge(p) && edge(p+x) && edge(p+n-y) && edge(p+n) {
				return "" // whole words moved
			}
			return fmt.Sprintf("%q and %q trade places inside words", string(gm[:x]), string(gm[n-y:]))
		}
	}
	return ""
}

// hanRun is a run of kanji (々 continues one).
var hanRun = regexp.MustCompile(`[\p{Han}々]{2,}`)

// reversibleKanji are two-kanji words whose characters the other way round make a
// word of about the same sense (途中 and 中途, 外国 and 国外), or another word that
// business text uses as often (日本 beside 本日): a rewording may write either.
var reversibleKanji = wordSet("途中 中途 外国 国外 習慣 慣習 議論 論議 関連 連関 苦労 労苦 製作 作製 合併 併合 運命 命運 " +
	"始終 終始 表裏 裏表 相互 互相 日本 本日 階段 段階 現実 実現")

// transposedKanji finds a kanji word of the answer that neither the golden nor the
// request writes and that is one of theirs with two neighbouring kanji the other way
// round (株式社会 for 株式会社, 文注 for 注文): a transposition, which a writer does not
// make and a model with damaged weights does.
func transposedKanji(answer, source string) []string {
	var out []string
	seen := map[string]bool{}
	for _, run := range hanRun.FindAllString(answer, -1) {
		if seen[run] || strings.Contains(source, run) {
			continue
		}
		seen[run] = true
		rs := []rune(run)
		for i := 0; i+1 < len(rs); i++ {
			if rs[i] == rs[i+1] || reversibleKanji[string(rs[i:i+2])] {
				continue
			}
			sw := slices.Clone(rs)
			sw[i], sw[i+1] = sw[i+1], sw[i]
			if strings.Contains(source, string(sw)) {
				out = append(out, fmt.Sprintf("%q has two kanji the other way round (%s)", run, string(sw)))
				break
			}
		}
	}
	return out
}

// clauseDropped reports a clause of a golden sentence left out whole (…auf; der
// Espresso läuft nur tröpfchenweise. → …auf.; 約1,400万円で、予備費から支出する →
// 約1,400万円である): the stretch opens at a clause break (a semicolon or comma, 、)
// and holds words the rest of the answer does not say, two at least, and the
// sentence closes without it (in Japanese, with a kana or two of a new ending). A
// clause said elsewhere in the answer is moved, not dropped.
func clauseDropped(lang string, gm, am []string, p int, rest string) bool {
	if len(gm) < 3 || p == 0 {
		return false
	}
	if lang == "ja" {
		// The stretch may open on the kana of a conjunctive ending before the comma
		// (出ますので、… → 出ます。): the sentence then closes on the kana it kept.
		k := slices.Index(gm, "、")
		if k < 0 || k > 3 || p < 5 || len(am) > 2 || slices.ContainsFunc(gm[:k], func(t string) bool { return !isHiragana([]rune(t)[0]) }) ||
			slices.ContainsFunc(am, func(t string) bool { return !isHiragana([]rune(t)[0]) }) {
			return false
		}
		runs := contentRun.FindAllString(strings.Join(gm, ""), -1)
		unsaid := 0
		for _, r := range runs {
			if !strings.Contains(rest, r) {
				unsaid++
			}
		}
		return unsaid >= 1 && unsaid*2 > len(runs)
	}
	if len(am) != 0 || gm[0] != ";" && gm[0] != "," || len(gm) < 4 {
		return false
	}
	words, unsaid := 0, 0
	for _, t := range gm[1:] {
		if utf8.RuneCountInString(t) < 4 || !unicode.IsLetter([]rune(t)[0]) {
			continue
		}
		words++
		if !containsWord(rest, t) {
			unsaid++
		}
	}
	return unsaid >= 2 && unsaid*2 > words
}

// conditionMarker marks a sentence that states a condition or an order of steps.
var conditionMarker = regexp.MustCompile(`てから|たら|場合|れば|なら|際|(?i:\b(?:wenn|falls|sofern|sobald|nachdem|bevor|erst|zuerst|vorher)\b)`)

// conditionSaid reports a dropped condition said elsewhere in the answer: a sentence
// of rest that holds all its content words (runs) and states it, as a condition or
// as a step (the condition moved to the step before, or made a step of its own). A
// question (a troubleshooting list's Bluetooth はオンになっていますか) does not say it.
func conditionSaid(lang string, runs []string, rest string) bool {
	for _, sent := range sentencesOf(lang, rest) {
		sent = strings.TrimSpace(sent)
		question := strings.HasSuffix(sent, "か") || strings.HasSuffix(sent, "？") || strings.HasSuffix(sent, "?") || strings.HasSuffix(sent, "か。")
		if (conditionMarker.MatchString(sent) || !question) && len(runs) > 0 && !slices.ContainsFunc(runs, func(w string) bool { return !strings.Contains(sent, w) }) {
			return true
		}
	}
	return false
}

// caseSwap names the one word of German golden sentence g that answer sentence a
// writes with another initial case inside the sentence (die Kostenlose App, das
// Günstigste Angebot, die rechnung): German spells a noun with a capital and nothing
// else there, so either change is a misspelling. A word after a colon or a quote may
// open a sentence of its own.
func caseSwap(g, a string) string {
	gt, at := editTokens("de", g), editTokens("de", a)
	if len(gt) != len(at) {
		return ""
	}
	diff := -1
	for i := range gt {
		if gt[i] == at[i] {
			continue
		}
		if diff >= 0 || !strings.EqualFold(gt[i], at[i]) {
			return ""
		}
		diff = i
	}
	if diff <= 0 || strings.ContainsAny(gt[diff-1], ":„\"»«–-.!?") {
		return ""
	}
	gr, ar := []rune(gt[diff]), []rune(at[diff])
	if gr[0] == ar[0] || string(gr[1:]) != string(ar[1:]) {
		return ""
	}
	return fmt.Sprintf("%q written %q", gt[diff], at[diff])
}

var (
	deOrdinal = regexp.MustCompile(`\b(erst|zweit|dritt|viert|fünft|sechst|siebt|acht|neunt|zehnt)(?:e|en|er|em|es)\b`)
	// deCardinalOf is the count an ordinal's stem counts to.
	deCardinalOf = map[string]string{"erst": "ein", "zweit": "zwei", "dritt": "drei", "viert": "vier", "fünft": "fünf",
		"sechst": "sechs", "siebt": "sieben", "acht": "acht", "neunt": "neun", "zehnt": "zehn"}
	jaOrdinalDay  = regexp.MustCompile(`(\d+)(?:日目|回目|番目)`)
	jaDuration    = regexp.MustCompile(`(\d+)(?:秒|分間|時間)`)
	deDuration    = regexp.MustCompile(`(\d+) (?:Sekunden|Minuten|Stunden)`)
	jaClockOfDay  = regexp.MustCompile(`(\d+)時(?:ごろ|頃|に|まで|から)`)
	deClockOfDay  = regexp.MustCompile(`(\d+) Uhr`)
	deCountedDays = regexp.MustCompile(`\b(ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|\d+)(?:em|en)? (?:Tag|Tage|Tagen|Woche|Wochen|Monat|Monaten|Jahr|Jahren)\b`)
)

// ordinalCounted reports an edit that writes an ordinal of the golden as the count
// it numbers: dem zweiten Tag → zwei Tagen, 2日目 → 2日間.
func ordinalCounted(lang, gm, am string) bool {
	if lang == "ja" {
		m := jaOrdinalDay.FindStringSubmatch(gm)
		return m != nil && !jaOrdinalDay.MatchString(am) && strings.Contains(am, m[1]) && strings.ContainsAny(am, "間日")
	}
	m := deOrdinal.FindStringSubmatch(gm)
	if m == nil || deOrdinal.MatchString(am) {
		return false
	}
	c := deCountedDays.FindStringSubmatch(am)
	return c != nil && c[1] == deCardinalOf[m[1]]
}

// durationClocked reports an edit that makes a duration a time of day, the number
// kept.
func durationClocked(lang, gm, am string) bool {
	dur, clock := deDuration, deClockOfDay
	if lang == "ja" {
		dur, clock = jaDuration, jaClockOfDay
	}
	d, c := dur.FindStringSubmatch(gm), clock.FindStringSubmatch(am)
	return d != nil && c != nil && d[1] == c[1] && !clock.MatchString(gm) && !dur.MatchString(am)
}

// editSpan is how many tokens golden g and answer a share at their start (p) and,
// after that, at their end (s): what lies between is the one stretch edited.
func editSpan(g, a []string) (p, s int) {
	for p < len(g) && p < len(a) && g[p] == a[p] {
		p++
	}
	for s < len(g)-p && s < len(a)-p && g[len(g)-1-s] == a[len(a)-1-s] {
		s++
	}
	return p, s
}

// ownSide are the words by which a German text names its writer's side.
var ownSide = wordSet("Wir wir Ich ich Unser unser Unsere unsere Uns uns")

// numberCompound is a German compound opened by a number: 5-GHz-Band, 2,4-GHz-Netz.
var numberCompound = regexp.MustCompile(`^(\d+(?:,\d+)?)(-\p{L}.*)$`)

// numberedCompound reports two compounds that differ only in the number they open with.
func numberedCompound(g, a string) bool {
	mg, ma := numberCompound.FindStringSubmatch(g), numberCompound.FindStringSubmatch(a)
	return mg != nil && ma != nil && mg[2] == ma[2] && mg[1] != ma[1]
}

var (
	// boundWords bound a statement in time or amount: dropped, the statement holds
	// without its limit (早くても 11月9日; bis dahin läuft …; spätestens).
	boundWords = wordSet("早くても 遅くとも それまで それまでは 少なくとも 最大 最低 spätestens frühestens mindestens höchstens bis dahin maximal")
	// replacedBy and keptBeside are the words that set a new value in the place of an
	// old one (statt, から) and the words that keep both (und, と).
	replacedBy = wordSet("statt anstatt anstelle から")
	keptBeside = wordSet("und sowie と や 及び")
	// causeJoin are the words that join two statements as cause and effect.
	causeJoin = wordSet("denn weil da deshalb daher deswegen")
	// pointFor are the pairs of a span's word and a point's: seit Mittwoch → am
	// Mittwoch, ab 8 Uhr → um 8 Uhr, kann → wird (a possibility made a certainty).
	pointFor = map[[2]string]string{
		{"seit", "am"}: "a state since a day made an event on it", {"seit dem", "am"}: "a state since a day made an event on it",
		{"ab", "um"}: "a time from which made a point in time", {"kann", "wird"}: "a possibility made a certainty",
		{"können", "werden"}: "a possibility made a certainty", {"könnte", "wird"}: "a possibility made a certainty",
	}
)

// compressionEdit names the edits by which a summary says less than the case while
// every word stays the case's: a bound dropped (早くても, spätestens), a replaced value
// kept beside the new one (statt → und; から → と), a span made a point (seit → am),
// a possibility made a certainty (kann → wird), two statements joined as cause and
// effect (; → , denn), a date's まで dropped, a plan or outlook made a fact (する予定
// でした → しました), a contrast clause (が、…) or a relative clause (, die nur …,)
// dropped, a noun's restricting modifier (追加ユーザー分の) dropped, and a quantity
// dropped from a sentence that keeps the rest.
func compressionEdit(lang string, g, gm, am []string, p, s int) string {
	// One edit in a sentence that is otherwise the golden's: most of it kept, or a part dropped.
	if len(am) > 8 || len(am) > 0 && 2*(p+s) < len(g) {
		return ""
	}
	sep := " "
	if lang == "ja" {
		sep = ""
	}
	jg, ja := strings.Join(gm, sep), strings.Join(am, sep)
	switch {
	case len(am) == 0 && boundWords[jg]:
		return fmt.Sprintf("the bound %q dropped", jg)
	case lang == "ja" && len(am) == 0 && (strings.HasSuffix(jg, "までに") || strings.HasSuffix(jg, "までに、")) && strings.ContainsFunc(jg, unicode.IsDigit):
		return fmt.Sprintf("the deadline %q dropped", strings.TrimSuffix(jg, "、"))
	case replacedBy[jg] && keptBeside[ja]:
		return fmt.Sprintf("%q made %q: the replaced value kept beside the new one", jg, ja)
	case pointFor[[2]string{jg, ja}] != "":
		return fmt.Sprintf("%q made %q: %s", jg, ja, pointFor[[2]string{jg, ja}])
	case lang == "de" && (jg == ";" || jg == ".") && len(am) == 2 && am[0] == "," && causeJoin[am[1]]:
		return fmt.Sprintf("two statements joined by %q: a cause the golden does not state", am[1])
	case lang == "ja" && jg == "まで" && len(am) == 0 && p > 0 && (g[p-1] == "）" || g[p-1] == "日"):
		return "まで dropped after a date: a deadline read as one day"
	case lang == "ja" && len(am) > 0 && utf8.RuneCountInString(jg) <= 8 && (strings.Contains(jg, "予定") || strings.Contains(jg, "見込み")) && !strings.Contains(ja, "予定") && !strings.Contains(ja, "見込み"):
		return fmt.Sprintf("%q made %q: a plan or an outlook told as a fact", jg, ja)
	case lang == "ja" && len(am) == 0 && strings.HasPrefix(jg, "が、") && utf8.RuneCountInString(jg) >= 8:
		return fmt.Sprintf("the contrast %q dropped", clipRunes(jg, 30))
	case lang == "de" && len(am) == 0 && len(gm) >= 4 && gm[0] == "," && deRelativePronoun[gm[1]] && gm[len(gm)-1] == ",":
		return fmt.Sprintf("the restricting clause %q dropped", clipRunes(jg, 40))
	case lang == "ja" && len(am) == 0 && strings.HasSuffix(jg, "の") && utf8.RuneCountInString(jg) >= 4 && utf8.RuneCountInString(jg) <= 12 &&
		s > 0 && (p == 0 || !isHan([]rune(g[p-1])[0])) && strings.ContainsFunc(jg, func(r rune) bool { return isHan(r) || unicode.In(r, unicode.Katakana) }) && !strings.ContainsAny(jg, "、。"):
		return fmt.Sprintf("the modifier %q dropped: what it restricted now holds for all", jg)
	case lang == "de" && len(am) == 0 && len(gm) == 2 && numeral(gm[:1]) && units[gm[1]] != "":
		return fmt.Sprintf("the quantity %q dropped", jg)
	}
	return ""
}

// deRelativePronoun opens a German relative clause.
var deRelativePronoun = wordSet("die der das denen deren dessen welche welcher welches")

// bracketMoved names a bracket of another golden sentence put into this one, where
// the answer no longer writes it (FAX番号（06-6345-7790）は変わりません → the number
// in brackets after the old office's closing date): the figure now glosses the wrong
// thing. A bracket the answer also keeps in its own place is a gloss said twice, and
// one the golden never writes a paraphrase's own.
func bracketMoved(gm, am []string, join func([]string) string, rest, golden string) string {
	if len(gm) != 0 || len(am) < 3 {
		return ""
	}
	open, close := am[0], am[len(am)-1]
	if !(open == "（" && close == "）" || open == "(" && close == ")") {
		return ""
	}
	// The bracket as the golden writes it: Japanese tokens join without blanks.
	inner := join(am[1 : len(am)-1])
	for _, b := range []string{open + inner + close, "(" + inner + ")", "（" + inner + "）"} {
		if strings.Contains(golden, b) && !strings.Contains(rest, inner) && strings.ContainsFunc(inner, func(r rune) bool { return unicode.IsDigit(r) || unicode.IsLetter(r) }) {
			return fmt.Sprintf("the bracket %q moved here from another sentence", clipRunes(b, 30))
		}
	}
	return ""
}

// goldenEdits is the golden's sentences, their list markers gone, with their edit
// tokens: read once, for finding the golden sentence an answer's sentence was made
// from.
type goldenEdits struct {
	sents []string
	toks  [][]string
}

// newGoldenEdits tokenises the golden's sentences gs.
func newGoldenEdits(lang string, gs []string) goldenEdits {
	g := goldenEdits{sents: make([]string, len(gs)), toks: make([][]string, len(gs))}
	for i, s := range gs {
		g.sents[i] = stripMarker(s)
		g.toks[i] = editTokens(lang, g.sents[i])
	}
	return g
}

// near yields the golden sentences of minLen tokens or more that share at least the
// share of their tokens with the answer's tokens at, with their tokens, in the
// golden's order.
func (g goldenEdits) near(at []string, minLen int, share float64) iter.Seq2[string, []string] {
	return func(yield func(string, []string) bool) {
		for i, gt := range g.toks {
			if len(gt) >= minLen && float64(bagOverlap(gt, at)) >= share*float64(len(gt)) && !yield(g.sents[i], gt) {
				return
			}
		}
	}
}
