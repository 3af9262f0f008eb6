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

// TypeWellFormed is the general check that the answer is well-formed text of its
// language, token by token: what a broken decoder, tokenizer, chat template or
// serialiser leaves in an answer, and what no writer of business text writes. Each
// rule fires only on what neither the golden nor the request has:
//
//   - a character no text should hold: U+FFFD (a byte sequence that did not decode),
//     a C0 or C1 control character, a private-use character;
//   - mojibake: UTF-8 read as Latin-1 or Windows-1252 (MÃ¼ller, â€ž, ã€‚), or shown in
//     a byte-level BPE's characters (ãĥĴ);
//   - a chat template's or a reasoning model's markup (<|im_end|>, </s>, [INST],
//     <think>, <end_of_turn>);
//   - JSON escapes left in text (a literal \n, \" or \u00fc), and byte escapes (\xc3);
//   - a tokenizer's joining mark between a word's pieces (Zahnarz@@ tpraxis, Wärme ##pumpe);
//   - a Western title in katakana before a Japanese name (ヘル・渡辺様);
//   - a stutter: a stretch written twice in a row where the golden or request has it
//     once, with what surrounds it ("die die", "をを", "発送発送", "RechnuRechnung");
//   - the sentence ends lost: of three or more sentence ends of the golden (。．！？, a
//     full stop after a word or at a line's end), under a quarter left; the stop that
//     closes a list item or a table cell is none (lists are written without it too);
//   - a sentence cut short inside the text, its stop kept: a German one ending on a
//     conjunction, preposition or article ("zwischen 8 und."), a Japanese one on a
//     particle after a noun or on な after a particle (予定が。 とな。), or a bracket
//     opened on a line and never closed on it (10月21日（水。);
//   - HTML tags or character entities in the text (<br>, </p>, &amp;, &#39;);
//   - in German, a capital inside a word: a lower-case word with one (anschlieBend),
//     or a word of theirs with one of its letters capitalised (VerbinDung);
//   - in Japanese, an amount or percentage not grouped by three after its commas
//     (55,00円, 14,80ユーロ, 1,5%);
//   - kana in the wrong script: a katakana word of the golden or request written in
//     hiragana (せんたー), or hiragana of theirs written in katakana (イタシマス);
//   - in Japanese, a word in Latin letters that neither states, as they write it
//     (random tokens of the wrong vocabulary, an id in lower case); an acronym of
//     two to four capitals (OK, PDF) is Japanese business writing;
//   - a name or word of theirs misspelt by one letter inside it (Hofmann for Hoffmann,
//     Muller for Müller, アクピュア for アクアピュア); an inflected ending (Termin,
//     Termine) is not a misspelling;
//   - a name of theirs with its two parts the other way round (恵子 小林様 for 小林
//     恵子様, Schulze Julia for Julia Schulze);
//   - a sentence of the golden with one content word cut out of it and nothing else
//     changed ("Bitte bringen Sie Ihre mit."): a copy with a gap, not a rewording; or
//     with a kanji word of it spelt out in hiragana (かくにん for 確認), or a katakana
//     name or a quoted German name of the request replaced by one nobody wrote;
//   - a person the source calls Herr called Frau, or the other way round.
const TypeWellFormed = "well_formed"

// isWideLatin reports a full-width Latin letter (Ａ–Ｚ, ａ–ｚ).
func isWideLatin(r rune) bool { return r >= 'Ａ' && r <= 'Ｚ' || r >= 'ａ' && r <= 'ｚ' }

// foreignCurrency is an amount in a currency other than the euro and the yen, before
// its number (group 1) or after it (group 2), or behind a backslash (\5,500), which
// only a Shift_JIS font shows as the yen sign.
var foreignCurrency = regexp.MustCompile(`(US\$|\$|£|CHF|USD|CNY|RMB|GBP|KRW|\\)\s?\d|\d[\d.,]*\s?(人民元|元|ドル|ポンド|ウォン|USD|CNY|RMB|GBP|KRW|CHF|Dollar|Pfund|Franken|Yuan)`)

var (
	// templateMarkup are the special tokens and tags of chat templates and reasoning
	// models that leak when a server renders or detokenizes wrongly.
	templateMarkup = regexp.MustCompile(`<\|[A-Za-z_][A-Za-z0-9_ .-]{0,40}\|>|<\|[A-Za-z_]{0,20}\s*\z|</?s>|\[/?INST\]|<<\/?SYS>>|</?think>|</?thinking>|<(?:start|end)_of_turn>|<(?:eos|bos|pad|unk)>|<\|?(?:endoftext|im_start|im_end)\|?>|</?(?:tool_call|tool_calls|tool_response|tool_result|tool_use|function_call|function_calls|function_results|invoke|parameter|scratchpad|reasoning)(?:\s[^<>\n]{0,80})?>`)
	// thinkAloud is a reasoning model narrating its own check of the answer it writes
	// (Ich prüfe an dieser Stelle noch einmal, ob …; ここまでの内容をもう一度確認します):
	// a sentence about the text, to no reader. A writer promising to check the
	// customer's data (Ich prüfe Ihren Fall noch einmal) speaks of the case, not of
	// "this point" of the text.
	thinkAloud = regexp.MustCompile(`\bIch (?:prüfe|überprüfe|kontrolliere|checke)\b[^.\n]{0,60}(?:zur Sicherheit|an dieser Stelle|ob (?:Datum|der Wochentag|die Summe|die Rechnung aufgeht))|(?:ここまでの|以上の|上記の|この)(?:内容|回答|文章|計算|日付)[^。\n]{0,20}(?:もう一度|再度|改めて)(?:確認|見直|チェック)し(?:ます|ましょう)|(?:日付と曜日|曜日と日付|計算|合計)が合っているか[^。\n]{0,15}確認し(?:ます|ましょう)`)
	// plainMarkup is Markdown structure a plain-text answer does not render: a
	// heading, a code fence or a table's rule row. Bold is left alone: a model writes
	// it in a plain-text letter as readily as a writer underlines, and the words stay.
	plainMarkup = regexp.MustCompile("(?m)^[ \t]*#{1,6}[ \t]+\\S[^\n]*$|^[ \t]*```|^[ \t]*\\|?[ \t]*:?-{3,}:?[ \t]*\\|")
	// citationMarker is a retrieval or footnote marker ([1], [^2], 【3†source】) that a
	// model trained on cited answers writes where no source is listed.
	citationMarker = regexp.MustCompile(`\[\^?\d{1,3}\]|【\d{1,3}(?:[†:][^】\n]{0,30})?】`)
	// literalEscape is a JSON, C or Python byte escape written out in text (\n,
	// \u00fc, \xc3\x9f).
	literalEscape = regexp.MustCompile(`\\[nrt"]|\\u[0-9a-fA-F]{4}|\\x[0-9a-fA-F]{2}`)
	// katakanaTitle is a German or English title carried into Japanese before a
	// Japanese name (ヘル・渡辺 弘様, フラウ・小林様).
	katakanaTitle = regexp.MustCompile(`(?:ヘル|フラウ|ミスター|ミセス|ミズ|ドクター|ムッシュ|マダム)[・･]\p{Han}+`)
	// subwordMarker is a tokenizer's joining mark left between the pieces of a word:
	// subword-nmt's "@@ " (Zahnarz@@ tpraxis) and WordPiece's " ##" (Wärme ##pumpe). A
	// Markdown heading's ## opens a line and is followed by a space.
	subwordMarker = regexp.MustCompile(`\p{L}@@(?:\s|$)|[\p{L}\p{N}] ##\p{L}`)
	// acronym is two to four capitals, which Japanese text writes freely (OK, PDF), or
	// a brand's name with a capital inside (iPhone, WiFi, YouTube): no English word
	// that leaked into the text is written that way.
	acronym = regexp.MustCompile(`^[A-Z]{2,4}$|^[A-Z]?[a-z]+[A-Z][a-z]+$`)
	// latinWord is a run of Latin letters (of two or more); latinToken one with the
	// digits and underscores around it (contract_id, CR2032).
	latinWord  = regexp.MustCompile(`[A-Za-z]{2,}`)
	latinToken = regexp.MustCompile(`[A-Za-z0-9_]*[A-Za-z]{2,}[A-Za-z0-9_]*`)
	// katakanaWord and hiraganaRun are maximal runs of one kana script (ー belongs to
	// both, as the long vowel).
	katakanaWord = regexp.MustCompile(`[\p{Katakana}ー]{3,}`)
	hiraganaRun  = regexp.MustCompile(`[\p{Hiragana}ー]{3,}`)
	// capitalWord is a capitalised German word of five letters or more.
	capitalWord = regexp.MustCompile(`\p{Lu}\p{Ll}{4,}`)
)

// mojibakeTrail are the characters that follow a Latin-1 lead byte (Â–ô) in UTF-8
// read as Latin-1 or Windows-1252: the continuation bytes U+0080–U+00BF and the
// Windows-1252 symbols in their place, and U+0100–U+0143, where a byte-level BPE
// vocabulary (GPT-2's) shows the bytes it has no printable character for
// (ãĥĴãĤ¨ for ヒエ). Quotes, dashes, « » and the ellipsis are left out: German
// writes them after a letter.
func mojibakeTrail(r rune) bool {
	if r == '«' || r == '»' || r == '\u00a0' {
		return false
	}
	return r >= 0x80 && r <= 0xBF || r >= 0x100 && r <= 0x143 || strings.ContainsRune("€ƒ†‡ˆ‰Š‹ŒŽ˜™š›œžŸ", r)
}

// badCharacters lists the undecodable, control, private-use and mojibake characters
// of text, each once.
func badCharacters(text string) []string {
	var out []string
	add := func(s string) {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	rs := []rune(text)
	for i, r := range rs {
		switch {
		case r == '\uFFFD':
			add("U+FFFD")
		case r < 0x20 && r != '\n' && r != '\t' && r != '\r', r >= 0x7F && r <= 0x9F:
			add(fmt.Sprintf("U+%04X", r))
		case unicode.Is(unicode.Co, r):
			add(fmt.Sprintf("U+%04X", r))
		case r >= 0x1D400 && r <= 0x1D7FF: // 𝐀𝐩𝐩: letters styled by code point, no font
			add("mathematical letter " + string(r))
		case r >= 0xC2 && r <= 0xF4 && i+1 < len(rs) && mojibakeTrail(rs[i+1]):
			add(string(rs[i : i+2]))
		}
	}
	return out
}

// wellFormed runs the rules of TypeWellFormed on the answer's text (each string of a
// JSON answer).
// raw is the answer before Tidy, for what Tidy folds away as typography in one
// language and is broken text in another.
func (c Check) wellFormed(res Result, text, raw string) Result {
	// Kana width is not this check's business (ｶﾀｶﾅ is カタカナ to it): a fixture that
	// wants full-width kana says so.
	golden, request := widenKana(Tidy(c.Golden)), widenKana(Tidy(c.Request))
	source := golden + "\n" + request
	var problems []string
	note := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	parts := factTexts(text)
	for i := range parts {
		parts[i] = widenKana(parts[i])
	}
	all := strings.Join(parts, "\n")
	known := badCharacters(source)
	for _, b := range badCharacters(all) {
		if !slices.Contains(known, b) {
			note("broken character %s", b)
		}
	}
	for _, m := range templateMarkup.FindAllString(text, -1) {
		if !strings.Contains(source, m) {
			note("template markup %q", m)
			break
		}
	}
	if c.Format == "text" && !plainMarkup.MatchString(golden) {
		if m := plainMarkup.FindString(text); m != "" {
			note("Markdown markup %q in a plain-text answer, which a reader sees as stray characters", clipRunes(strings.TrimSpace(m), 40))
		}
	}
	if m := newMatches(katakanaTitle, all, source); len(m) > 0 {
		note("%q: a Western title in katakana before a Japanese name, which takes 様 or its rank", m[0])
	}
	if m := newMatches(subwordMarker, all, source); len(m) > 0 {
		note("tokenizer mark %q inside a word", strings.TrimSpace(m[0]))
	}
	if m := newMatches(citationMarker, all, source); len(m) > 0 {
		note("citation marker %q, which points to no source the answer has", m[0])
	}
	if m := newMatches(placeholderValue, all, source); len(m) > 0 {
		note("%q written where a value belongs: a value the writer never filled in", strings.Trim(m[0], " \t\n.,;:()\"'"))
	}
	if m := newMatches(jaPredicateSlip, wfProseOf(all), wfProseOf(source)); c.Lang == "ja" && len(m) > 0 {
		note("%q: a predicate that cannot follow what stands before it", m[0])
	}
	if w := cutGloss(golden+"\n"+c.Request, all); w != "" {
		note("%s: a bracket of the golden's cut to its first letters", w)
	}
	if w := runTogether(c.Lang, golden, parts); w != "" {
		note("%q: two of the golden's sentences run together, the stop and the next one's first word lost", clipRunes(w, 60))
	}
	if m := thinkAloud.FindString(all); m != "" && !strings.Contains(source, m) {
		note("the writer's own check narrated (%q)", m)
	}
	for _, p := range parts {
		if m := literalEscape.FindString(p); m != "" && !strings.Contains(source, m) {
			note("escape %q written out", m)
			break
		}
	}
	for _, m := range brokenNumber.FindAllString(all, -1) {
		if joined := strings.ReplaceAll(m, " ", ""); strings.Contains(source, joined) && !strings.Contains(source, m) {
			note("a number broken by a blank (%q)", m)
			break
		}
	}
	for _, p := range parts {
		if s := stutter(p, source); s != "" {
			note("stutter %q", s)
			break
		}
		if s := echoedSuffix(p, source); s != "" {
			note("a word's end said again after it (%q)", s)
			break
		}
	}
	// The answer's item stops count for it: a golden's prose told as a list of whole
	// sentences (・…します。) has every end.
	if g, a := sentenceEnds(c.Lang, golden, false), sentenceEnds(c.Lang, all, true); g >= 3 && a*4 < g {
		note("%d of the golden's %d sentence ends left", a, g)
	}
	prose, sourceProse := wfProseOf(all), wfProseOf(source)
	problems = append(problems, cutSentences(c.Lang, prose, sourceProse)...)
	problems = append(problems, openBrackets(prose, sourceProse)...)
	problems = append(problems, htmlLeaks(prose, sourceProse)...)
	problems = append(problems, tokenPieces(all, source)...)
	problems = append(problems, brokenWords(c.Lang, prose, sourceProse)...)
	problems = append(problems, missingSpaces(c.Lang, prose, sourceProse)...)
	if c.Lang == "ja" {
		problems = append(problems, homophoneSlips(source, golden, all)...)
		if m := newMatches(brokenGozaimasu, all, source); len(m) > 0 {
			note("%q: a kana lost from ございます", m[0])
		}
		for _, m := range honorificLoan.FindAllStringSubmatch(all, -1) {
			if strings.Contains(source, m[1]) && !strings.Contains(source, m[0]) {
				note("%q: the honorific お before a loanword", m[0])
				break
			}
		}
		if m := newMatches(samaOnThing, all, source); len(m) > 0 {
			note("%q: 様 given to a thing", m[0])
		}
		problems = append(problems, keigoSlips(source, golden, all)...)
	}
	if c.Lang == "de" {
		problems = append(problems, innerCapitals(prose, sourceProse)...)
		problems = append(problems, wirAgreement(prose, sourceProse)...)
		if m := newMatches(dativeArticle, prose, sourceProse); len(m) > 0 {
			note("%q: the preposition takes the dative", m[0])
		}
		if m := newMatches(dateOn, prose, sourceProse); len(m) > 0 {
			note("%q: a day takes am in German", m[0])
		}
		if m := newMatches(doubleSie, prose, sourceProse); len(m) > 0 && !coordinated.MatchString(m[0]) {
			note("%q has its subject twice", m[0])
		}
		if m := newMatches(spaceBeforeStop, prose, sourceProse); len(m) > 0 {
			note("a blank before the punctuation (%q): a word is missing there", m[0])
		}
	}
	if m := newMatches(runOn[c.Lang], prose, sourceProse); runOn[c.Lang] != nil && len(m) > 0 {
		note("two sentences run together (%q): the full stop between them is missing", m[0])
	}
	if m := newMatches(clauseAlone[c.Lang], prose, sourceProse); clauseAlone[c.Lang] != nil && len(m) > 0 {
		note("%q is a subordinate clause left as a sentence: what it conditions is cut off", strings.TrimSpace(m[0]))
	}
	if w := concessionAlone(c.Lang, parts); w != "" && concessionAlone(c.Lang, factTexts(golden)) == "" {
		if c.Lang == "ja" {
			note("%q gives a reason and is cut off before what it is the reason for", clipRunes(w, 60))
		} else {
			note("%q concedes with zwar and never says what holds against it: the clause with aber is cut off", clipRunes(w, 60))
		}
	}
	if c.Lang == "de" {
		for _, p := range parts {
			if m := legalFormFirst.FindStringSubmatch(p); m != nil && !strings.Contains(source, m[1]) {
				note("the legal form stands before the firm's name (%q): German writes it after", m[1])
				break
			}
		}
	}
	if w := salutationJoined(c.Lang, parts, factTexts(golden)); w != "" {
		note("the salutation runs into the letter's first sentence: %q", w)
	}
	if c.Lang == "de" {
		if w := headless(parts, factTexts(golden)); w != "" {
			note("the answer opens mid-sentence on %q: its head is lost", w)
		}

	}
	if m := newMatches(struckThrough, all, source); len(m) > 0 {
		note("text struck through (%q): the answer takes back what it says", clipRunes(m[0], 40))
	}
	if w := closedEarly(c.Lang, parts, golden, source); w != "" {
		note("%q declares the text complete, and more of the golden's items follow it", w)
	}
	if w := shapeLost(parts, factTexts(golden)); w != "" {
		note("%s", w)
	}
	if sal := salutationMoved(parts, factTexts(golden)); sal != "" {
		note("the salutation %q stands below the letter's first sentence", sal)
	}
	if q := quotedGoldenLine(prose, golden); q != "" {
		note("the golden's line %q marked as quoted text", clipRunes(q, 50))
	}
	if m := newLineMatches(labelLost, prose, sourceProse); len(m) > 0 {
		note("a line opens on a colon (%q): its label is missing", m[0])
	}
	if c.Lang == "ja" {
		problems = append(problems, foreignGrouping(prose, sourceProse)...)
	}
	problems = append(problems, typingSlips(all, source, raw, c.Golden+"\n"+c.Request)...)
	if c.Lang == "ja" {
		problems = append(problems, kanaConfusion(all, source)...)
		problems = append(problems, wrongBeautifier(prose, sourceProse)...)
		if m := newLineMatches(particleOpening, prose, sourceProse); len(m) > 0 {
			note("a sentence opens on a particle (%q): the word before it is missing", m[0])
		}
		if m := katakanaDash.FindString(all); m != "" && !strings.Contains(source, m) {
			note("%q writes a dash for the long vowel ー inside a katakana word", m)
		}
		// A Latin word of the source is a whole one: contract_id (a JSON key the request
		// names) writes no word "contract".
		sourceLatin := map[string]bool{}
		for _, w := range latinToken.FindAllString(source, -1) {
			sourceLatin[w] = true
			for _, p := range latinWord.FindAllString(w, -1) {
				if !strings.Contains(w, "_") {
					sourceLatin[p] = true
				}
			}
		}
		for _, w := range latinWord.FindAllString(all, -1) {
			// Case counts: an id or a product name in lower case (tr-4031) is misspelt.
			// An acronym of capitals (OK, PDF, URL) is Japanese business writing.
			if !sourceLatin[w] && !acronym.MatchString(w) {
				note("Latin %q in Japanese that neither the golden nor the request writes", w)
				break
			}
		}
	}
	if c.Lang == "de" {
		problems = append(problems, typos(all, source)...)
		problems = append(problems, splitCompounds(all, source)...)
		problems = append(problems, articleMismatches(all, source)...)
		problems = append(problems, twoArticles(all, source)...)
		problems = append(problems, swappedWords(parts, golden)...)
		problems = append(problems, possessiveGender(all, source)...)
		if m := newMatches(deMotionHaben, all, source); len(m) > 0 {
			note("a verb of motion or change with haben (%q)", m[0])
		}
		problems = append(problems, prefixedImperatives(all, source)...)
		problems = append(problems, bareImperatives(prose, sourceProse)...)
		problems = append(problems, inflectedPredicates(prose, sourceProse)...)
		if m := newMatches(deWrongCase, all, source); len(m) > 0 {
			note("a preposition with the wrong case (%q)", m[0])
		}
	}
	if c.Lang == "de" && strings.ContainsFunc(raw, isWideLatin) && !strings.ContainsFunc(c.Golden+c.Request, isWideLatin) {
		// Tidy folds full-width letters, which Japanese typesets; German never does.
		note("full-width Latin letters in German text")
	}
	if m := foreignCurrency.FindStringSubmatch(all); m != nil && !strings.Contains(source, strings.TrimSpace(m[1]+m[2])) {
		note("a currency the case never uses (%q)", strings.TrimSpace(m[0]))
	}
	if c.Lang == "ja" {
		problems = append(problems, particleSwaps(all, source)...)
		problems = append(problems, transposedKanji(all, source)...)
		problems = append(problems, onchuMisplaced(all, raw, source)...)
		if m := newMatches(twoParticles, all, source); len(m) > 0 {
			note("two case particles in a row (%q): one is a draft's leftover", m[0])
		}
		if m := newMatches(jaBrokenForm, all, source); len(m) > 0 {
			note("a verb form no Japanese sentence has (%q)", m[0])
		}
		problems = append(problems, counterFirst(all, source)...)
		problems = append(problems, transitivitySwaps(all, golden)...)
		problems = append(problems, cutEndings(all, source)...)
		if m := newMatches(jaBrokenHumble, all, source); len(m) > 0 {
			note("a humble form conjugated wrongly (%q): the writer says what they are allowed to do, not what they do", m[0])
		}
		if m := newMatches(shortYear, all, source); len(m) > 0 && westernYear.MatchString(source) {
			note("the year %q lost its digits: the case writes four-digit years", m[0])
		}
	}
	problems = append(problems, brokenTables(all)...)
	problems = append(problems, splitItems(all, golden)...)
	problems = append(problems, echoes(c.Lang, parts, source)...)
	problems = append(problems, echoedTails(c.Lang, parts, golden)...)
	problems = append(problems, loopedSentences(c.Lang, parts, golden)...)
	problems = append(problems, lostOpening(c.Lang, golden, text)...)
	if c.Lang == "ja" {
		problems = append(problems, invertedAddresses(source, all)...)
	}
	problems = append(problems, swappedChunks(c.Lang, parts, golden)...)
	if c.Lang == "ja" {
		problems = append(problems, katakanaJargon(parts, golden, source)...)
	}
	if len(parts) == 1 {
		problems = append(problems, salutationRunOn(golden, parts[0])...)
	}
	problems = append(problems, movedSentences(c.Lang, all, golden)...)
	if re := numberFragments[c.Lang]; re != nil {
		if m := newLineMatches(re, all, source); len(m) > 0 {
			note("a number without its digits (%q)", strings.TrimSpace(m[0]))
		}
	}
	problems = append(problems, placeholders(all, source)...)
	problems = append(problems, misspelt(c.Lang, all, source)...)
	problems = append(problems, swappedNames(c.Lang, all, source)...)
	problems = append(problems, wordGaps(c.Lang, parts, golden, request)...)
	problems = append(problems, titleSwaps(c.Lang, all, source)...)
	if len(problems) > 0 {
		return fail(res, 0, "not well-formed: %s", strings.Join(problems, "; "))
	}
	return pass(res, 1, "well-formed text")
}

// stutter finds a stretch of one to fifteen characters written twice or more in a row
// (containing a letter) where the source, around it, has it once: the answer copies
// the source's wording there and says a piece of it again. A doubling the source has
// itself (ここ, "die die" in its relative clause) is its own.
func stutter(text, source string) string {
	rs := []rune(text)
	for i := range rs {
		for l := 1; l <= 15 && i+2*l <= len(rs); l++ {
			x := string(rs[i : i+l])
			if x != string(rs[i+l:i+2*l]) || !strings.ContainsFunc(x, unicode.IsLetter) {
				continue
			}
			if strings.Contains(source, x+x) {
				continue
			}
			// A loop says it more than twice (できませんできませんできません): the
			// source's context is after the last time.
			j := i + 2*l
			for j+l <= len(rs) && string(rs[j:j+l]) == x {
				j += l
			}
			left := string(rs[max(0, i-3):i])
			right := string(rs[j:min(len(rs), j+3)])
			once := left + x + right
			if len([]rune(once)) >= l+3 && strings.Contains(source, once) {
				return x + x
			}
		}
	}
	return ""
}

// brokenNumber is a number with a blank after its comma (5, 500円, 3.912, 50 €): two
// numbers to a reader. A blank after a date's full stop (12. 11. 2026) is typography.
var brokenNumber = regexp.MustCompile(`\d[,，] \d+`)

// echoedSuffix finds a word followed, after a blank, by its own last two or more
// letters ("Schallschutzwände wände", "基本料金 料金"), where the source, around it,
// has the word once: a decoder that emits a subword again after a space. The blank
// may be an ideographic one.
func echoedSuffix(text, source string) string {
	rs := []rune(text)
	for s, r := range rs {
		if r != ' ' && r != '\u3000' {
			continue
		}
		w := s
		for w > 0 && isWordRune(rs[w-1]) {
			w--
		}
		e := s + 1
		for e < len(rs) && isWordRune(rs[e]) {
			e++
		}
		// The longest echo first. A Latin echo is the whole next word; Japanese, written
		// without blanks, runs on into the words after it.
		for k := min(s-w-1, e-s-1, 15); k >= 2; k-- {
			tail := string(rs[s+1 : s+1+k])
			if tail != string(rs[s-k:s]) || s+1+k < e && !jaLetter(rs[s+1]) {
				continue
			}
			echo := string(rs[w:s]) + string(r) + tail
			if strings.Contains(source, echo) {
				break
			}
			left := string(rs[max(w, s-max(k+1, 4)):s])
			right := string(rs[s+1+k : min(len(rs), s+4+k)])
			if strings.Contains(source, left+right) {
				return echo
			}
		}
	}
	return ""
}

// isWordRune reports whether r continues a word: a letter (kana and kanji included)
// or the long-vowel mark.
func isWordRune(r rune) bool { return unicode.IsLetter(r) || r == 'ー' }

// sentenceEnd is a German sentence end inside a line: . ! ? after a word of three
// letters or more (or a closing quote or bracket), before a space; abbreviations
// (Prof., Str., inkl.) are none. Every line ending in . ! ? ends one too.
var sentenceEnd = regexp.MustCompile(`(\p{L}{3,}|[)“”"»」])[.!?](?:\s|$)`)

// abbreviations are the German abbreviations written with a stop that ends no
// sentence (ggf. am 20.10., ca. 5 Minuten, Prof. Kühn).
var abbreviations = map[string]bool{"ca": true, "Prof": true, "Str": true, "inkl": true, "zzgl": true, "bzw": true, "ggf": true,
	"usw": true, "evtl": true, "Tel": true, "Fax": true, "Ltd": true, "Inc": true, "Abs": true, "Jan": true, "Feb": true,
	"Sept": true, "Okt": true, "Nov": true, "Dez": true, "Mio": true, "Mrd": true, "Hrsg": true, "Nr": true, "vgl": true}

// sentenceEnds counts the sentence ends of text: 。．！？ in Japanese (． is the
// full stop of the ，． style), a full stop after a word in German. The stop that
// closes a list item (at the end of its line) or a table cell (before its pipe) is
// no sentence end: leaving it out is a style of lists and tables ("- Die Pumpe baut
// keinen Druck auf"), not a lost end; the stops inside an item still count. With
// itemStops they count too.
func sentenceEnds(lang, text string, itemStops bool) int {
	if !itemStops {
		lines := strings.Split(text, "\n")
		for i, l := range lines {
			lines[i] = withoutItemStop(l)
		}
		text = strings.Join(lines, "\n")
	}
	if lang == "ja" {
		n := 0
		rs := []rune(text)
		for i, r := range rs {
			switch {
			case r == '。' || r == '．' || r == '！' || r == '？' || r == '｡':
				n++
			case r == '.' || r == '!' || r == '?':
				// An ASCII stop ends a sentence too, but not inside 3.5, No.10 or a URL.
				if (i == 0 || !isASCIIAlnum(rs[i-1]) || r != '.') && (i+1 == len(rs) || !isASCIIAlnum(rs[i+1])) {
					n++
				}
			}
		}
		return n
	}
	n := 0
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		for _, m := range sentenceEnd.FindAllStringSubmatchIndex(line, -1) {
			if m[1] < len(line) && !abbreviations[line[m[2]:m[3]]] {
				n++
			}
		}
		// A line that ends in . ! ? ends a sentence, whatever stands before (Weg 7.).
		if strings.HasSuffix(line, ".") || strings.HasSuffix(line, "!") || strings.HasSuffix(line, "?") {
			n++
		}
	}
	return n
}

// wfStopMarks are the marks that end a sentence in either language.
const wfStopMarks = "。．！？｡.!?"

// wfCellStop is a stop that closes a table cell, before the cell's pipe.
var wfCellStop = regexp.MustCompile(`[。．！？｡.!?]( *\|)`)

// withoutItemStop drops the stop that closes a list item (the last character of its
// line) or a table row's cells.
func withoutItemStop(line string) string {
	t := strings.TrimRight(line, " ")
	if strings.HasPrefix(strings.TrimSpace(t), "|") {
		return wfCellStop.ReplaceAllString(t, "$1")
	}
	if _, item := listItem(t); item {
		if r, n := utf8.DecodeLastRuneInString(t); strings.ContainsRune(wfStopMarks, r) {
			return t[:len(t)-n]
		}
	}
	return t
}

// wfCodeSpan is a Markdown code span on one line.
var wfCodeSpan = regexp.MustCompile("`[^`\n]*`")

// wfProseOf blanks what is code rather than prose, fenced code blocks and code spans,
// keeping the lines where they are.
func wfProseOf(text string) string {
	if !strings.Contains(text, "`") && !strings.Contains(text, "~~~") {
		return text
	}
	lines := strings.Split(text, "\n")
	fenced := false
	for i, l := range lines {
		switch {
		case isFenceLine(l):
			fenced = !fenced
			lines[i] = ""
		case fenced:
			lines[i] = ""
		default:
			lines[i] = wfCodeSpan.ReplaceAllString(l, " ")
		}
	}
	return strings.Join(lines, "\n")
}

var (
	// deCutEnd is a German sentence that ends (. or !) on a word no German sentence
	// ends on: a coordinating or subordinating conjunction, or a preposition or
	// article that needs its noun ("zwischen 8 und.", "laut des."), or a bound or
	// comparison that needs its figure ("mit mindestens.", "mehr als."). Left out are
	// the words that do end sentences: separable particles (Rufen Sie uns an. Wir
	// stimmen zu. Bitte bringen Sie es mit. ab, auf, aus, bei, ein, vor, nach, um,
	// durch, über, fest, zurück, her, hin, weg), der/die/das/den/dem (demonstratives:
	// Wir prüfen das. Wir widersprechen dem.), wie, ohne, wenn, doch and damit (Mit oder
	// ohne? Was wäre, wenn?), and a question mark ("…, oder?" is a tag question).
	deCutEnd = regexp.MustCompile(`(?:^|[\s(„"'])(und|oder|sowie|sondern|aber|sowohl|entweder|zwischen|von|vom|für|zum|zur|am|im|beim|ins|dass|weil|ob|obwohl|des|mindestens|höchstens|wenigstens|bis|als|einem|einer|eines)[.!](?:\s|$)`)
	// jaCutEnd is a Japanese sentence that ends (。．) on a particle right after a noun
	// (kanji, katakana, a digit or Latin letter, a closing bracket): が は を と や の
	// tie the noun to a predicate that is missing (予定が。 38,500円（税込）の。); or on
	// な after a particle or kanji, a predicate (となります, 可能な) cut after its first
	// kana. に, で and へ are left out: a terse sentence may end on them (お支払いは銀行
	// 振込で。 下記口座へ。 お大事に。), and so is a particle after kana (こんにちは。
	// 恐縮ですが。); but not after an amount or a count, which leads into a clause that
	// is missing (追加費用は約1,400万円で。).
	jaCutEnd = regexp.MustCompile(`[\p{Han}\p{Katakana}ー0-9A-Za-z）)」』】][をがはとやの][。．]|[\p{Han}とにでがをは]な[。．]|\d(?:円|万円|億円|ユーロ|%|％|件|名|個|台)で[。．]`)
)

// cutSentences finds a sentence inside the text (not only its last, the truncation
// check's) that stops where no sentence of its language can: a German one on a
// conjunction, preposition or article, a Japanese one on a particle after a noun. A
// form of the golden or request itself (the same ending) is theirs.
func cutSentences(lang, text, source string) []string {
	var out []string
	switch lang {
	case "de":
		known := map[string]bool{}
		for _, m := range deCutEnd.FindAllStringSubmatch(source, -1) {
			known[m[1]] = true
		}
		for _, m := range deCutEnd.FindAllStringSubmatch(text, -1) {
			if !known[m[1]] {
				return append(out, fmt.Sprintf("a sentence ends on %q", strings.TrimLeft(strings.TrimSpace(m[0]), `(„"'`)))
			}
		}
	case "ja":
		for _, loc := range jaCutEnd.FindAllStringIndex(text, -1) {
			end := text[loc[0]:loc[1]]
			// お/ご before the noun makes a set phrase or a polite ellipsis of a request:
			// 良いお年を。 ご自愛を。 ご確認を。
			if strings.Contains(end, "を") && honorificNoun(text[:loc[0]+len(string([]rune(end)[0]))]) {
				continue
			}
			if !strings.Contains(source, end) {
				return append(out, fmt.Sprintf("a sentence ends on %q", end))
			}
		}
	}
	return out
}

// honorificNoun reports a text that ends in a noun (kanji, katakana) with the
// honorific prefix お, ご or 御.
func honorificNoun(before string) bool {
	rs := []rune(before)
	i := len(rs)
	for i > 0 && (isHan(rs[i-1]) || isKatakana(rs[i-1])) {
		if rs[i-1] == '御' {
			return true
		}
		i--
	}
	return i > 0 && i < len(rs) && (rs[i-1] == 'お' || rs[i-1] == 'ご')
}

// bracketKinds are the brackets a sentence closes where it opens them: round ones
// (of either width, which a model mixes), corner brackets and lenticular ones.
var bracketKinds = []struct{ open, close string }{{"（(", "）)"}, {"「", "」"}, {"『", "』"}, {"【", "】"}}

// openBrackets finds a line of text that opens a bracket and never closes it: the
// sentence in it was cut before its closer ("10月21日（水。" "Lieferung (ab Montag.").
// A full stop inside brackets closed later on the line is Japanese (（…です。）), and a
// bracket the golden or request also leaves open at a line's end (a quotation over
// several lines) is theirs.
func openBrackets(text, source string) []string {
	known := map[int]bool{}
	for _, l := range strings.Split(source, "\n") {
		for k := range lineOpenBrackets(l) {
			known[k] = true
		}
	}
	for _, l := range strings.Split(text, "\n") {
		open := lineOpenBrackets(l)
		for k := range bracketKinds {
			if r, ok := open[k]; ok && !known[k] {
				return []string{fmt.Sprintf("%q opened and never closed in …%q", string(r), tail(strings.TrimSpace(l)))}
			}
		}
	}
	return nil
}

// lineOpenBrackets maps each bracket kind the line leaves open to the bracket that
// opened it. A "(" after a colon or semicolon (:( ;-( ) is a smiley, the register
// check's.
func lineOpenBrackets(l string) map[int]rune {
	depth := make([]int, len(bracketKinds))
	opener := make([]rune, len(bracketKinds))
	var prev, prev2 rune
	for _, r := range l {
		smiley := r == '(' && (prev == ':' || prev == ';' || prev == '-' && (prev2 == ':' || prev2 == ';'))
		for k, b := range bracketKinds {
			switch {
			case strings.ContainsRune(b.open, r) && !smiley:
				if depth[k] == 0 {
					opener[k] = r
				}
				depth[k]++
			case strings.ContainsRune(b.close, r) && depth[k] > 0:
				depth[k]--
			}
		}
		prev, prev2 = r, prev
	}
	var open map[int]rune
	for k, d := range depth {
		if d > 0 {
			if open == nil {
				open = map[int]rune{}
			}
			open[k] = opener[k]
		}
	}
	return open
}

// htmlMarkup is an HTML tag or character entity: what a renderer or a serialiser for
// the web leaves in text meant to be read as it is (<br>, </p>, &amp;, &nbsp;, &#39;).
var htmlMarkup = regexp.MustCompile(`(?i)</?(br|p|div|span|b|i|u|em|strong|small|sup|sub|font|ul|ol|li|table|thead|tbody|tr|td|th|h[1-6]|hr|a|img|center|blockquote|pre|code)(?:\s[^<>\n]*)?/?>|&(?:amp|nbsp|lt|gt|quot|apos|shy|ndash|mdash|euro|#[0-9]{1,7}|#x[0-9a-f]{1,6});`)

// htmlLeaks finds HTML markup in text that the golden and request do not write (a
// tag by its name, an entity as it is). A <br> inside a Markdown table cell, text on
// both sides of it, is how GitHub Markdown breaks a line in a cell.
func htmlLeaks(text, source string) []string {
	known := map[string]bool{}
	for _, m := range htmlMarkup.FindAllStringSubmatch(source, -1) {
		known[markupKey(m)] = true
	}
	for _, l := range strings.Split(text, "\n") {
		t := strings.TrimSpace(l)
		row := strings.HasPrefix(t, "|") && strings.HasSuffix(t, "|")
		for _, loc := range htmlMarkup.FindAllStringSubmatchIndex(t, -1) {
			m := t[loc[0]:loc[1]]
			key := markupKey([]string{m, subgroup(t, loc, 1)})
			if known[key] {
				continue
			}
			if row && key == "br" && !strings.HasSuffix(strings.TrimRight(t[:loc[0]], " "), "|") &&
				!strings.HasPrefix(strings.TrimLeft(t[loc[1]:], " "), "|") {
				continue
			}
			return []string{fmt.Sprintf("HTML markup %q in the text", m)}
		}
	}
	return nil
}

// markupKey is a tag's name in lower case, or an entity as written in lower case.
func markupKey(m []string) string {
	if m[1] != "" {
		return strings.ToLower(m[1])
	}
	return strings.ToLower(m[0])
}

func subgroup(s string, loc []int, g int) string {
	if loc[2*g] < 0 {
		return ""
	}
	return s[loc[2*g]:loc[2*g+1]]
}

var (
	// innerCapital is a capital inside a German word: three lower-case letters or more
	// before it, two or more after (anschlieBend, VerbinDung). A brand's camel case
	// starts with fewer (eBay, iPhone) or is a capitalised word of its own (SmartHome),
	// and is judged only against the case's words (see innerCapitals).
	innerCapital = regexp.MustCompile(`\p{Ll}{3,}\p{Lu}\p{Ll}{2,}`)
	wfLetterRun  = regexp.MustCompile(`\p{L}+`)
	// nonWordToken are tokens that are no German words: URLs, e-mail addresses, file and
	// domain names, hashtags, identifiers.
	nonWordToken = regexp.MustCompile(`://|@|^#|www\.|_|/|\p{L}\.\p{L}`)
)

// innerCapitals finds a German word with a capital inside it that the golden and
// request do not write: a word in lower case with a capital in it (anschlieBend,
// erhaltenSie), or a word of theirs with one of its letters capitalised (VerbinDung
// for Verbindung). A capitalised word of camel case they do not know (SmartHome,
// WhatsApp, PowerPoint) is a name, and a gender form with a capital I (KundInnen) is
// German.
func innerCapitals(text, source string) []string {
	known := map[string]bool{}
	for _, w := range wfLetterRun.FindAllString(source, -1) {
		known[w] = true
	}
	for _, tok := range strings.Fields(text) {
		if nonWordToken.MatchString(tok) {
			continue
		}
		for _, w := range wfLetterRun.FindAllString(tok, -1) {
			m := innerCapital.FindStringIndex(w)
			if m == nil || known[w] || strings.HasSuffix(w, "Innen") {
				continue
			}
			first, _ := utf8.DecodeRuneInString(w)
			if unicode.IsLower(first) || known[string(first)+strings.ToLower(w[utf8.RuneLen(first):])] {
				return []string{fmt.Sprintf("%q with a capital inside it", w)}
			}
		}
	}
	return nil
}

var (
	// jaAmountNumber is a number before a currency, 万, 億 or a percent sign, or after
	// a currency sign.
	jaAmountNumber = regexp.MustCompile(`(\d[\d,.]*\d|\d) ?(?:円|万|億|ユーロ|ドル|元|%|％)|[¥￥$€] ?(\d[\d,.]*\d)`)
	wfNumberRun    = regexp.MustCompile(`\d[\d,.]*\d|\d`)
	wfCommaGroup   = regexp.MustCompile(`,(\d+)`)
)

// foreignGrouping finds, in Japanese, an amount or percentage whose digits are not
// grouped as Japanese groups them, by three after each comma (55,00円, 14,80ユーロ,
// 1,5%: a decimal comma or a misplaced separator), that the golden and request do not
// write.
func foreignGrouping(text, source string) []string {
	known := map[string]bool{}
	for _, n := range wfNumberRun.FindAllString(source, -1) {
		known[n] = true
	}
	for _, m := range jaAmountNumber.FindAllStringSubmatch(text, -1) {
		n := m[1] + m[2]
		if known[n] {
			continue
		}
		for _, g := range wfCommaGroup.FindAllStringSubmatch(n, -1) {
			if len(g[1]) != 3 {
				return []string{fmt.Sprintf("%q is not grouped by three", strings.TrimSpace(m[0]))}
			}
		}
	}
	return nil
}

// typingSlip is what a Japanese input method leaves in a figure or a word when it is
// in the wrong mode for one key: a 読点 for a number's comma (5、500円, 1.850、00 €), and a wave dash typed for the
// long vowel mark inside a katakana word (センタ〜, クレジットカ〜ド). A range
// runs between figures or dates (10〜12時, 11月9日〜11月24日).
var typingSlip = regexp.MustCompile(`\d、\d{2,3}\s?(?:円|万|ユーロ|€|EUR)|\p{Katakana}[〜～](?:[\p{Hiragana}\p{Katakana}\p{Han}、。」）]|$)`)

// mixedWidthDigits is a full-width digit next to a half-width one (WS-3０982): one key
// typed in the other mode, where a number typed whole in full width is typography.
var mixedWidthDigits = regexp.MustCompile(`[0-9][０-９]|[０-９][0-9]`)

// typingSlips names the typing slips of text (typingSlip) that source does not have,
// and the digits of mixed width in raw, the text before Tidy folds widths, that
// rawSource does not have.
func typingSlips(text, source, raw, rawSource string) []string {
	m := newMatches(typingSlip, text, source)
	m = append(m, newMatches(mixedWidthDigits, raw, rawSource)...)
	if len(m) > 0 {
		return []string{fmt.Sprintf("%q: a key typed in the input method's other mode", m[0])}
	}
	return nil
}

// kanaConfusion finds a katakana word of the source written in hiragana in text, or a
// hiragana run of the source written in katakana, neither form being the source's.
func kanaConfusion(text, source string) []string {
	var out []string
	seen := map[string]bool{}
	for _, w := range katakanaWord.FindAllString(source, -1) {
		h := kanaShift(w, -0x60)
		// Three kana without a long vowel may well be hiragana words of their own
		// (ケトル, 受けとる).
		if len([]rune(h)) < 4 && !strings.Contains(h, "ー") {
			continue
		}
		if !seen[h] && h != w && strings.Contains(text, h) && !strings.Contains(source, h) {
			seen[h] = true
			out = append(out, fmt.Sprintf("%s written in hiragana (%q)", w, h))
		}
	}
	for _, w := range hiraganaRun.FindAllString(source, -1) {
		k := kanaShift(w, 0x60)
		if !seen[k] && k != w && strings.Contains(text, k) && !strings.Contains(source, k) {
			seen[k] = true
			out = append(out, fmt.Sprintf("%s written in katakana (%q)", w, k))
		}
	}
	return out
}

// kanaShift moves the kana of s between the scripts: -0x60 from katakana to hiragana,
// +0x60 from hiragana to katakana; ー and other characters stay.
func kanaShift(s string, by rune) string {
	return strings.Map(func(r rune) rune {
		switch {
		case by < 0 && r >= 'ァ' && r <= 'ヶ', by > 0 && r >= 'ぁ' && r <= 'ゖ':
			return r + by
		}
		return r
	}, s)
}

// misspelt finds a word of text (a capitalised German word of five letters or more;
// a katakana word) that the source does not write but writes with one letter
// changed, added or dropped inside it, away from its ending.
func misspelt(lang, text, source string) []string {
	// German words of five letters differ by one inside all the time (Ihnen, Ihren);
	// a name or noun of six letters or more seldom does.
	re, minLen := capitalWord, 6
	if lang == "ja" {
		re, minLen = katakanaWord, 4
	}
	known := map[string]bool{}
	for _, w := range re.FindAllString(source, -1) {
		known[w] = true
	}
	var out []string
	for _, w := range re.FindAllString(text, -1) {
		if known[w] {
			continue
		}
		for k := range known {
			// A katakana word's final long vowel left out is a spelling (see jisLongVowel).
			if lang == "ja" && dropJISLongVowels(w) == dropJISLongVowels(k) {
				continue
			}
			if oneInnerEdit([]rune(w), []rune(k), minLen) {
				out = append(out, fmt.Sprintf("%q for %q", w, k))
				known[w] = true
				break
			}
		}
	}
	slices.Sort(out)
	return out
}

// oneInnerEdit reports whether a and b differ by one substitution, insertion or
// deletion before the last two characters of the longer one (an inflected ending is
// not a misspelling), the longer of minLen characters or more, the shorter of three.
func oneInnerEdit(a, b []rune, minLen int) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	if len(a) < minLen || len(b) < 3 {
		return false
	}
	if len(a)-len(b) > 1 {
		return false
	}
	i := 0
	for i < len(b) && a[i] == b[i] {
		i++
	}
	if i >= len(a)-2 {
		return false
	}
	if len(a) == len(b) {
		// A plural or inflection umlaut (Mangel, Mängel) is German, not a typo.
		if umlautPair(a[i], b[i]) {
			return false
		}
		return string(a[i+1:]) == string(b[i+1:])
	}
	return string(a[i+1:]) == string(b[i:])
}

// umlautPair reports a vowel and its umlaut, either way round.
func umlautPair(a, b rune) bool {
	for _, p := range []string{"aä", "oö", "uü", "AÄ", "OÖ", "UÜ"} {
		r := []rune(p)
		if a == r[0] && b == r[1] || a == r[1] && b == r[0] {
			return true
		}
	}
	return false
}

// namePair is two name-like words next to each other: capitalised words, or runs of
// kanji or katakana.
var namePair = regexp.MustCompile(`(\p{Lu}\p{Ll}+|\p{Han}+|\p{Katakana}+) (\p{Lu}\p{Ll}+|\p{Han}+|\p{Katakana}+)`)

// swappedNames finds two name-like words of text that the source writes the other way
// round and never in this order.
func swappedNames(lang, text, source string) []string {
	var out []string
	for _, m := range namePair.FindAllStringSubmatch(text, -1) {
		a, b := m[1], strings.TrimSuffix(m[2], "様")
		// A one-kanji given name (弘) counts; two words of three letters together do not.
		if a == b || len([]rune(a))+len([]rune(b)) < 3 {
			continue
		}
		if strings.Contains(source, b+" "+a) && !strings.Contains(source, a+" "+b) {
			out = append(out, fmt.Sprintf("%q for %q", a+" "+b, b+" "+a))
		}
	}
	return out
}

// gapWord is a content word whose loss breaks a sentence: a capitalised German word or
// one of six letters or more, a kanji compound, a katakana word.
var (
	gapWordDe = regexp.MustCompile(`^(?:\p{Lu}\p{L}{3,}|\p{L}{6,})$`)
	gapWordJa = regexp.MustCompile(`^(?:\p{Han}{2,}|[\p{Katakana}ー]{3,})$`)
)

// wordGaps finds a sentence of the answer that is one of the golden's with one content
// word removed inside it (three characters at least kept on either side: a paraphrase
// may well drop a sentence's first word, Laut or Außerdem), and nothing else changed.
// subjectCut reports a German sentence of the golden with its subject wir cut out
// and nothing else changed ("Senden Ihnen am 20.10.2026 …", "Gern liefern Ihre
// Bestellung …"): a verb with no one doing it, which reads as a request or breaks.
func subjectCut(golden, answer string) string {
	ws := strings.Fields(golden)
	for i, w := range ws {
		if w != "wir" && w != "Wir" {
			continue
		}
		rest := slices.Concat(ws[:i], ws[i+1:])
		if i == 0 && len(rest) > 0 {
			r, n := utf8.DecodeRuneInString(rest[0])
			rest[0] = string(unicode.ToUpper(r)) + rest[0][n:]
		}
		if strings.Join(rest, " ") == strings.Join(strings.Fields(answer), " ") {
			return fmt.Sprintf("the subject wir cut out of %q", clipRunes(golden, 60))
		}
	}
	return ""
}

func wordGaps(lang string, parts []string, golden, request string) []string {
	source := golden + "\n" + request
	gapWord := gapWordDe
	if lang == "ja" {
		gapWord = gapWordJa
	}
	var gs []string
	for _, p := range factTexts(golden) {
		gs = append(gs, sentencesOf(lang, p)...)
	}
	var out []string
	for _, p := range parts {
		for _, s := range sentencesOf(lang, p) {
			a := []rune(strings.TrimSpace(s))
			if len(a) < 15 || slices.Contains(gs, string(a)) {
				continue
			}
			for _, g := range gs {
				gr := []rune(strings.TrimSpace(g))
				if string(gr) == string(a) || len(gr)-len(a) > 30 || len(a)-len(gr) > 30 {
					continue
				}
				if lang == "de" {
					if w := verbToEnd(string(gr), string(a)); w != "" {
						out = append(out, w)
						break
					}
					if w := subjectCut(string(gr), string(a)); w != "" {
						out = append(out, w)
						break
					}
				}
				pre, suf := sharedEnds(a, gr)
				if pre+suf > len(a) || pre+suf < 6 {
					continue
				}
				if w := scrambled(lang, gr, a, source); w != "" {
					out = append(out, w)
					break
				}
				if spellingKey(string(a)) == spellingKey(string(gr)) && !strings.Contains(source, string(a)) {
					w := changedLetter(lang, gr, a, pre, suf, source)
					if w == "" {
						w = fmt.Sprintf("%q misspells the golden's %q (marks, kana size or long vowels moved)", clipRunes(string(a), 60), clipRunes(string(gr), 40))
					}
					out = append(out, w)
					break
				}
				if pre+suf == len(a) && len(gr) > len(a) {
					if w := clippedEnd(lang, gr, a, pre, suf); w != "" {
						out = append(out, w)
						break
					}
					if pre >= 3 && suf >= 1 {
						if w := nearMiss(lang, gr, a, pre, suf, source); w != "" {
							out = append(out, w)
							break
						}
					}
					if pre < 3 || suf < 3 {
						continue // a first or last word dropped: a rewording
					}
					cut := strings.TrimSpace(string(gr[pre : len(gr)-suf]))
					if gapWord.MatchString(cut) {
						out = append(out, fmt.Sprintf("%q cut out of %q", cut, clipRunes(string(gr), 60)))
						break
					}
					if w := droppedLetters(lang, gr, a, pre, suf, source); w != "" {
						out = append(out, w)
						break
					}
					continue
				}
				if pre+suf == len(gr) && len(a) > len(gr) {
					if w := insertedWord(lang, a, pre, suf, source); w != "" {
						out = append(out, w)
						break
					}
					if w := nearMiss(lang, gr, a, pre, suf, source); w != "" {
						out = append(out, w)
						break
					}
					continue
				}
				if w := changedLetter(lang, gr, a, pre, suf, source); w != "" {
					out = append(out, w)
					break
				}
				if w := nearMiss(lang, gr, a, pre, suf, source); w != "" {
					out = append(out, w)
					break
				}
				if w := replacedWord(lang, gr, a, pre, suf, source, request); w != "" {
					out = append(out, w)
					break
				}
			}
		}
	}
	return out
}

// sharedEnds is how many runes a and b share at their start (pre) and, after those, at
// their end (suf): what is left between them is the one chunk in which they differ.
func sharedEnds(a, b []rune) (pre, suf int) {
	for pre < min(len(a), len(b)) && a[pre] == b[pre] {
		pre++
	}
	for suf < min(len(a), len(b))-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	return pre, suf
}

// runOn finds two sentences written as one, the full stop between them lost: a
// Japanese sentence ending (です, でした, ください, a verb's ます) with a word of the next
// sentence right after it (06-6345-7781ですFAX番号, お願いいたしますご不明な点;
// not ますますご清栄), and a German word followed by a word
// that opens sentences and is written small inside one (weiter Die Anlage, Nachricht
// Wir senden). Sie is left out: it is capitalised anywhere.
var runOn = map[string]*regexp.Regexp{
	"ja": regexp.MustCompile(`(?:です|でした|ください)[\p{Han}\p{Katakana}\p{Lu}]|[しりきちいみぎびにえけせてねべめれ]ます(?:ござ|[ごお]\p{Han})`),
	"de": regexp.MustCompile(`(?:\b\p{L}{2,}|\d) (?:Die|Der|Das|Wir|Ich|Bitte|Zudem|Außerdem|Leider|Deshalb|Daher|Dabei|Danach|Anschließend|Vielen|Gerne|Gern) \p{L}`),
}

// placeholderValue is what a program prints for a value it does not have: NaN,
// undefined, None, [object Object], a spreadsheet's error (#WERT!, #N/A), and a
// date format's pattern written for the date (TT.MM.JJJJ, YYYY-MM-DD). German "null"
// is a number word and not read.
var placeholderValue = regexp.MustCompile(`(?i:\b(?:TT\.MM\.(?:JJJJ|JJ)|JJJJ-MM-TT|YYYY-MM-DD|DD\.MM\.YYYY|MM/DD/YYYY|YYYY/MM/DD)\b)|YYYY年MM月DD日|(?:^|[^\p{L}])(?:NaN|undefined|None|NULL|Infinity)(?:[^\p{L}]|$)|\[object Object\]|#(?:WERT|VALUE|NAME|BEZUG|REF|DIV/0)!|#N/?A(?:[^\p{L}]|$)|#NV(?:[^\p{L}]|$)`)

// jaPredicateSlip is a Japanese predicate glued to what cannot take it, as a wrong
// token makes it: a kanji compound with ください but no ご or お (設定は完了ください), a
// bracket or a figure with いたします (（金）いたします), a clause in its ます form before
// the noun it modifies (つながりません場合, お届けします予定), a passive with ておく
// (表示されておく), and an object marked with を before a bare noun and です, where
// the topic's は belongs (期限を10月30日です, 設定を完了です); a noun of a state or
// wish takes を before です (原因を調査中です, 交換を希望です), and so does an
// honorific with お or ご (到着をご希望です), which is kana; and a ます form with の
// before a noun, ので cut to の and the next clause glued on (出ますの接続が).
var jaPredicateSlip = regexp.MustCompile(`申し上げ(?:いたし|致し)|(?:^|[^ごお\p{Han}])\p{Han}{2,}ください|[）)\d]いたし|(?:ます|ません)(?:場合|症状|予定|見込み|際)|(?:ます|ません)の[\p{Han}\p{Katakana}]|されてお(?:く|き|いて)|を(?:[^ぁ-ん。、\n！？!?]|まで)*?(?:[^ぁ-ん。、\n！？!?中望定当]|まで)です`)

// runTogether returns an answer sentence that is a golden sentence without its stop
// followed by the next golden sentence without its first word or more (…nicht am
// Wochenende zustellen Rechnung senden wir …; …お願いいたしますございましたら、…): a
// boundary lost with a token on either side. "" when none.
func runTogether(lang, golden string, parts []string) string {
	gs := goldenSentences(lang, golden)
	sep := " "
	if lang == "ja" {
		sep = ""
	}
	for _, p := range parts {
		for _, a := range sentencesOf(lang, p) {
			a = strings.TrimSpace(a)
			if slices.Contains(gs, a) {
				continue
			}
			for i := 0; i+1 < len(gs); i++ {
				head := strings.TrimRight(gs[i], ".。!！?？")
				if head == gs[i] || !strings.HasPrefix(a, head+sep) && !(sep == "" && strings.HasPrefix(a, head)) {
					continue
				}
				rest := strings.TrimSpace(strings.TrimPrefix(a, head))
				next := editTokens(lang, stripMarker(gs[i+1]))
				rt := editTokens(lang, stripMarker(rest))
				if len(rt) >= 3 && len(rt) < len(next) && slices.Equal(rt, next[len(next)-len(rt):]) {
					return a
				}
			}
		}
	}
	return ""
}

// shortGloss is a bracket of one to three characters, a full stop allowed: (E.), （冷）;
// anyGloss a bracket of any length.
var (
	shortGloss = regexp.MustCompile(`[(（]([^()（）\s]{1,3})[)）]`)
	anyGloss   = regexp.MustCompile(`[(（]([^()（）]+)[)）]`)
	// weekdayGloss is a weekday, whose short form (Mo., 月) is the usual one.
	weekdayGloss = regexp.MustCompile(`^(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|[月火水木金土日]曜日?)$`)
)

// cutGloss returns a short bracket of the answer that the source never writes and
// that a longer bracket of the source begins with: (Edelstahl) → (E.), （冷凍室が
// 冷えない症状） → （冷）, （税込） → （税）; a weekday's short form (Mo., 月) is the usual
// one. "" when none.
func cutGloss(source, answer string) string {
	var glosses []string
	for _, m := range anyGloss.FindAllStringSubmatch(source, -1) {
		glosses = append(glosses, m[1])
	}
	for _, m := range shortGloss.FindAllStringSubmatch(answer, -1) {
		head := strings.TrimSuffix(m[1], ".")
		if head == "" || slices.Contains(glosses, m[1]) {
			continue
		}
		for _, g := range glosses {
			if len(g) > len(head) && strings.HasPrefix(g, head) && runeLen(g) >= runeLen(head)+2 && !weekdayGloss.MatchString(g) {
				return fmt.Sprintf("%q for %q", m[0], "("+g+")")
			}
		}
	}
	return ""
}

// clauseAlone is a subordinate clause written as a whole sentence, its main clause cut
// off: Falls Sie den Termin nicht wahrnehmen können. ご不明な点がございましたら。
// ユーザーを1名追加していただいたため。 A noun's ため (点検のため。) is a memo's reason
// and stands alone.
var clauseAlone = map[string]*regexp.Regexp{
	"ja": regexp.MustCompile(`(?:ましたら|でしたら|ませんでしたら|[^\p{Han}]たら|[えけせてねべめれ]れば|場合は|ので|けれども?|ものの)。`),
	"de": regexp.MustCompile(`(?m)(?:^|[.!?]\s+)(?:Falls|Wenn|Sofern|Sobald|Obwohl|Weil|Nachdem|Bevor|Damit) [^,.;:!?\n]{8,}[^\d\s]\.(?:\s|$)`),
}

// zwar opens a concession; concessionTurn is the word that says what holds against
// it, in the sentence or the next (Sie ist zwar günstiger. Allerdings …).
var (
	zwar           = regexp.MustCompile(`(?:^|[^\p{L}])zwar(?:[^\p{L}]|$)`)
	jaReasonAlone  = regexp.MustCompile(`(?:[たるいだ]|ます|ました)ため(?:に)?。?$`)
	jaReasonSaid   = regexp.MustCompile(`理由|原因|のは|ことは|背景`)
	undZwar        = regexp.MustCompile(`(?:^|[^\p{L}])und zwar(?:[^\p{L}]|$)`)
	concessionTurn = regexp.MustCompile(`(?i:(?:^|[^\p{L}])(?:aber|doch|jedoch|allerdings|dennoch|trotzdem|gleichwohl|nur|lediglich|andererseits)(?:[^\p{L}]|$))`)
)

// concessionAlone returns a German sentence that concedes with zwar while neither it
// nor the next sentence turns against the concession: Nordkälte AG ist zwar
// günstiger. — the clause "bietet aber nur 2 Jahre Garantie" cut off. "und zwar"
// (namely) concedes nothing. "" when none.
//
// A Japanese sentence that ends on a verb's ため (ユーザーを1名追加していただいたため。)
// is a reason whose consequence is cut off, unless the sentence says it gives a
// reason (理由は…ため。, 遅れたのは…ため。); a noun's ため (点検のため。) is a memo's
// reason and stands alone.
func concessionAlone(lang string, parts []string) string {
	if lang == "ja" {
		for _, p := range parts {
			for _, s := range sentencesOf("ja", p) {
				if s = strings.TrimSpace(s); jaReasonAlone.MatchString(s) && !jaReasonSaid.MatchString(s) {
					return s
				}
			}
		}
		return ""
	}
	for _, p := range parts {
		ss := sentencesOf("de", p)
		for i, s := range ss {
			if !zwar.MatchString(s) || undZwar.MatchString(s) || concessionTurn.MatchString(s) {
				continue
			}
			if i+1 < len(ss) && concessionTurn.MatchString(ss[i+1]) {
				continue
			}
			return strings.TrimSpace(s)
		}
	}
	return ""
}

// headless returns the first word of a German prose part (a sentence at least, forty
// letters or more) that opens on a small letter where no golden part does: the
// answer starts in the middle of a sentence (der Hausverwaltung Schößler meldet …).
// "" when none.
func headless(parts, goldenParts []string) string {
	for _, gp := range goldenParts {
		if r, _ := utf8.DecodeRuneInString(strings.TrimSpace(gp)); unicode.IsLower(r) {
			return ""
		}
	}
	for _, p := range parts {
		p = strings.TrimSpace(p)
		if r, _ := utf8.DecodeRuneInString(p); unicode.IsLower(r) && runeLen(p) >= 40 && strings.ContainsAny(p, ".!?") {
			if f := strings.Fields(p); len(f) > 0 {
				return f[0]
			}
		}
	}
	return ""
}

// brokenGozaimasu is ございます with a kana lost (ありがとうござます); honorificLoan
// お put before a katakana loanword the case writes bare (おスマートフォン, おクーポン);
// samaOnThing 様 after a product's quoted name or a model code (「カラダノート S5」様,
// R450様).
var (
	brokenGozaimasu = regexp.MustCompile(`ござ(?:ます|ました|ません)|ございす|ごさいます`)
	honorificLoan   = regexp.MustCompile(`お([\p{Katakana}ー]{3,})`)
	samaOnThing     = regexp.MustCompile(`(?:」|\d)様`)
)

// struckThrough is Markdown's strikethrough around text.
var struckThrough = regexp.MustCompile(`~~[^~\n]*`)

// closing declares that the text ends or that nothing more follows (Weitere Punkte
// gibt es nicht; 以上で設定は完了です, 以上が変更点のすべてです).
var closing = regexp.MustCompile(`(?i:weitere (?:Punkte|Schritte|Änderungen|Themen) gibt es nicht|mehr gibt es nicht|das (?:ist|war) alles|damit ist (?:die Einrichtung|alles) abgeschlossen)|以上で[^。\n]{0,12}(?:完了|終了)です|以上が[^。\n]{0,12}(?:すべて|全て)です|以上です。`)

// closedEarly returns a sentence of the answer, not the source's, that declares the
// text complete while lines of the golden's follow it: the last items told as not
// there. "" when none.
func closedEarly(lang string, parts []string, golden, source string) string {
	goldenLines := map[string]bool{}
	for _, l := range strings.Split(strings.Join(factTexts(golden), "\n"), "\n") {
		if l = strings.TrimSpace(l); runeLen(l) >= 8 {
			goldenLines[l] = true
		}
	}
	for _, p := range parts {
		loc := closing.FindStringIndex(p)
		if loc == nil || strings.Contains(source, p[loc[0]:loc[1]]) {
			continue
		}
		for _, l := range strings.Split(p[loc[1]:], "\n") {
			if goldenLines[strings.TrimSpace(l)] {
				return p[loc[0]:loc[1]]
			}
		}
	}
	return ""
}

// bulletLine is a line of a bulleted list and numberedLine one of a numbered list.
var (
	bulletLine   = regexp.MustCompile(`(?m)^\s*(?:[-*•・]|\d{1,2}[.)])\s+\S`)
	numberedLine = regexp.MustCompile(`(?m)^\s*\d{1,2}[.)]\s+\S`)
)

// shapeLost names a golden's shape the answer gives up: a letter (it opens on a
// salutation) written as a list, its salutation bulleted with its lines, or numbered
// steps (three or more) with no numbered line left, written as a table or as prose.
// "" when kept.
func shapeLost(parts, goldenParts []string) string {
	answer := strings.Join(parts, "\n")
	for _, gp := range goldenParts {
		lines := strings.Split(strings.TrimSpace(gp), "\n")
		if sal := strings.TrimSpace(lines[0]); len(lines) > 0 && letterSalutation.MatchString(sal) && len(bulletLine.FindAllString(gp, -1)) == 0 {
			// A letter may list its details as bullets; its salutation is no item.
			for _, l := range strings.Split(answer, "\n") {
				if bulletLine.MatchString(l) && strings.TrimSpace(stripMarker(l)) == sal {
					return "the letter written as a list: its salutation made a bullet point"
				}
			}
		}
		if n := len(numberedLine.FindAllString(gp, -1)); n >= 3 && len(numberedLine.FindAllString(answer, -1)) == 0 {
			return fmt.Sprintf("the golden's %d numbered steps are no numbered list in the answer", n)
		}
	}
	return ""
}

// salutationMoved returns the golden's salutation where the answer writes it below a
// sentence of the golden's body: the letter greets its reader in the middle. ""
// when none.
func salutationMoved(parts, goldenParts []string) string {
	for _, gp := range goldenParts {
		lines := strings.Split(gp, "\n")
		first := slices.IndexFunc(lines, func(l string) bool { return strings.TrimSpace(l) != "" })
		if first < 0 || !letterSalutation.MatchString(strings.TrimSpace(lines[first])) {
			continue
		}
		sal := strings.TrimSpace(lines[first])
		body := strings.Join(lines[first+1:], "\n")
		for _, p := range parts {
			al := strings.Split(p, "\n")
			at := slices.IndexFunc(al, func(l string) bool { return strings.TrimSpace(l) == sal })
			if at <= 0 {
				continue
			}
			for _, l := range al[:at] {
				if l = strings.TrimSpace(l); runeLen(l) >= 8 && strings.Contains(body, l) {
					return sal
				}
			}
		}
	}
	return ""
}

// quotedGoldenLine returns a line of the golden the answer marks as quoted text (> …)
// where the golden does not: the writer's own statement passed off as a quote of
// someone else's. "" when none.
func quotedGoldenLine(text, golden string) string {
	goldenLines := map[string]bool{}
	for _, l := range strings.Split(strings.Join(factTexts(golden), "\n"), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, ">") {
			goldenLines[l] = true
		}
	}
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		if !strings.HasPrefix(l, ">") {
			continue
		}
		if body := strings.TrimSpace(strings.TrimLeft(l, "> ")); goldenLines[body] {
			return body
		}
	}
	return ""
}

// A word dropped leaves its neighbours showing: a Japanese sentence that opens on a
// particle before a noun or number (。の西村が, は約1,400万円), a German blank before
// a full stop or comma (ab 8 Uhr . Sie), a line that opens on the colon after its
// label (：2026年10月23日).
// twoParticles are two case particles in a row after a noun (クーポンがをお送り), which
// no sentence writes; shortYear a year of one to three digits before its month
// (20年10月30日) with no era before it.
var (
	twoParticles = regexp.MustCompile(`[\p{Han}\p{Katakana}ー](?:が[をに]|を[がに]|にを)`)
	shortYear    = regexp.MustCompile(`(?:^|[^\d\p{Han}])\d{1,3}年\d{1,2}月\d{1,2}日`)
)

var (
	particleOpening = regexp.MustCompile(`(?m)(?:^|[。！？])[はがをの][\p{Han}\p{Katakana}\d]{2}`)
	spaceBeforeStop = regexp.MustCompile(`[\p{L}\d] [.,;!?](?:\s|$)`)
	labelLost       = regexp.MustCompile(`(?m)^[ \t]*[：:][^\n]{0,6}`)
)

// dativeArticle is a preposition that takes the dative before a nominative or
// accusative article (mit die WärmeApp, von die Hausverwaltung), and doubleSie a
// clause with "Sie" as its subject twice and no comma or conjunction between (Sie
// können gern bringen Sie Ihre Karte mit; not Melden Sie sich an und bestätigen Sie):
// jaBrokenForm is a Japanese verb form a model breaks: a continuative form closing
// the sentence (ご返信くださり。, ご利用いただき。), a passive inside a humble form
// (お送られいたします), two copulas (でございますです, ますです) and a dictionary form
// before て (閉じるてください), a dictionary form before ます (移転するます), ない
// before ず (動かないずに), お… built on a て-form (お待ってください, お問い合わせて
// ください), だです, and an adjective joined to its noun by の (新しいの電池).
var jaBrokenForm = regexp.MustCompile(`(?:くださり|いただき|ており|いたし)。|[られ]れいたし|(?:ございます|ます|だ)です|[るうくすつぬむぶぐ]て(?:ください|いただ)|[るうくつぬむぶぐ]ます|ないず[にとの]|お\p{Han}って(?:ください|くださ)|お\p{Han}いてください|お問い合わせてください|お申し?込みてください|(?:しい|さい|きい|るい|早い|高い|安い|近い|遠い|古い|長い|短い|良い|強い|弱い|広い|狭い|多い|少ない)の(?:\p{Han}|[おご]\p{Han}|\p{Katakana})`)

// counterWord is a Japanese counter or unit with the number written after it
// (桁4, 分30前, 名1): group 1 the counter, 2 the number.
var counterWord = regexp.MustCompile(`(桁|分|名|週間|個|件|枚|箱|台|本|回|日間|時間|か月|ヶ月|人|点|冊|円)(\d+)`)

// counterFirst names a number the case writes before its counter (4桁, 30分前) that
// the answer writes after it (桁4, 分30前).
func counterFirst(text, source string) []string {
	for _, m := range counterWord.FindAllStringSubmatch(text, -1) {
		if strings.Contains(source, m[2]+m[1]) && !strings.Contains(source, m[0]) {
			return []string{fmt.Sprintf("the counter before its number (%q for %q)", m[0], m[2]+m[1])}
		}
	}
	return nil
}

// cutEndings names a Japanese sentence of the answer that stops at a verb's stem where
// the case goes on to ます (押し。 for 押します。, 変わり。 for 変わります。).
func cutEndings(text, source string) []string {
	for _, s := range splitJaSentences(text) {
		s = strings.TrimSpace(s)
		r, _ := utf8.DecodeLastRuneInString(s)
		if !unicode.Is(unicode.Hiragana, r) || utf8.RuneCountInString(s) < 4 {
			continue
		}
		if strings.Contains(source, s+"ます") && !strings.Contains(source, s+"。") {
			return []string{fmt.Sprintf("%q stops at the verb's stem", clipRunes(s, 40))}
		}
	}
	return nil
}

// jaBrokenHumble is させていただく in its potential form closing a statement
// (ご説明させていただけます。): "I may be allowed to explain", where the writer means
// to explain. As a question or a wish (させていただけますか, させていただけますと幸い
// です) the form is right.
var jaBrokenHumble = regexp.MustCompile(`させていただけます(?:[。\n]|$)`)

// deMotionHaben is a participle of motion or change of state, which takes sein, with
// haben (abgelaufen haben, angekommen hat).
var deMotionHaben = regexp.MustCompile(`\b(?:abgelaufen|gekommen|angekommen|eingetroffen|gegangen|gefahren|geflogen|gestiegen|gesunken|gefallen|geblieben|gewesen|geworden|passiert|geschehen|verreist|umgezogen|ausgefallen|eingegangen|entstanden|erschienen) (?:haben|hat|hatte|hatten)\b`)

// prefixedImperative is an imperative of the Sie form whose verb carries a separable
// particle (anlegen Sie, absagen Sie): group 1 the particle, 2 the verb.
var prefixedImperative = regexp.MustCompile(`\b(an|auf|aus|ab|ein|zu|zurück|mit|vor|nach|fest|weiter|hin|her)(\p{Ll}{3,}en) Sie\b`)

// prefixedImperatives names an imperative with its particle left on the verb where the
// case splits the same verb (legen Sie … an → anlegen Sie …): a verb that only looks
// prefixed (antworten, abonnieren) has no split form in the case.
func prefixedImperatives(text, source string) []string {
	for _, m := range prefixedImperative.FindAllStringSubmatch(text, -1) {
		verb := m[2]
		if strings.Contains(source, m[0]) {
			continue
		}
		if strings.Contains(source, verb+" Sie") || strings.Contains(source, strings.ToUpper(verb[:1])+verb[1:]+" Sie") {
			return []string{fmt.Sprintf("the particle left on the imperative (%q, the case writes %q … %s)", m[0], verb+" Sie", m[1])}
		}
	}
	return nil
}

// deWrongCase is a German preposition followed by a pronoun or an article of a case it
// never governs: für, durch, gegen and ohne take the accusative (für Ihnen, ohne
// dem), mit, bei, von, aus and zu the dative (mit Sie, bei ihn, von einen). seit,
// um and nach are left out: they also open clauses (seit Sie bei uns sind, um Sie zu
// informieren).
var deWrongCase = regexp.MustCompile(`\b(?:[Ff]ür|[Dd]urch|[Gg]egen|[Oo]hne)\s+(?:Ihnen|ihnen|ihm|mir|dir|dem|einem|einer)\b|\b(?:[Mm]it|[Bb]ei|[Vv]on|[Aa]us|[Zz]u)\s+(?:Sie|ihn|mich|dich|einen)\b`)

// grammar no German writer breaks. dateOn is a day given with "auf dem" or "in dem"
// (auf dem 12.11.2026, in dem Montag): English "on the" calqued, where German writes am.
var (
	dateOn        = regexp.MustCompile(`\b(?:[Aa]uf|[Ii]n) dem (?:(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b|\d{1,2}\.)`)
	dativeArticle = regexp.MustCompile(`\b(?:[Mm]it|[Vv]on|[Aa]us|[Bb]ei|[Ss]eit|zu|[Nn]ach) (?:die|das)\b`)
	coordinated   = regexp.MustCompile(`\b(?:und|oder|sowie|dann)\b`)
	doubleSie     = regexp.MustCompile(`\bSie (?:\p{Ll}+ ){1,3}\p{Ll}+ Sie\b`)
)

// katakanaDash is a dash between two katakana: the long vowel ー written as a hyphen
// (クレジットカ-ド), which no katakana word has.
var katakanaDash = regexp.MustCompile(`[\p{Katakana}][-‐‑‒–—−－][\p{Katakana}]`)

func isKatakana(r rune) bool { return unicode.Is(unicode.Katakana, r) || r == 'ー' }
func isHiragana(r rune) bool { return unicode.Is(unicode.Hiragana, r) || r == 'ー' }

// isAll reports a non-empty s whose every rune is f's.
func isAll(s string, f func(rune) bool) bool {
	return s != "" && !strings.ContainsFunc(s, func(r rune) bool { return !f(r) })
}

// germanTitle is Herr, Herrn or Frau before a capitalised name.
var germanTitle = regexp.MustCompile(`\b(Herrn?|Frau) (\p{Lu}\p{Ll}+)`)

// titleSwaps finds a name the answer calls Herr(n) and the source only Frau, or the
// other way round.
func titleSwaps(lang, text, source string) []string {
	if lang == "ja" {
		return nil
	}
	titles := map[string]map[string]bool{}
	for _, m := range germanTitle.FindAllStringSubmatch(source, -1) {
		if titles[m[2]] == nil {
			titles[m[2]] = map[string]bool{}
		}
		titles[m[2]][strings.TrimSuffix(m[1], "n")] = true
	}
	var out []string
	for _, m := range germanTitle.FindAllStringSubmatch(text, -1) {
		t, known := strings.TrimSuffix(m[1], "n"), titles[m[2]]
		if len(known) > 0 && !known[t] {
			out = append(out, fmt.Sprintf("%q, whom the request and golden do not call so", m[0]))
			break
		}
	}
	return out
}

// widenKana writes half-width katakana (ｶﾞｲﾄﾞ, ｺﾋﾟｰ) full-width, as NFKC does, and
// leaves everything else alone.
func widenKana(s string) string {
	if !strings.ContainsFunc(s, isHalfwidthKana) {
		return s
	}
	var b strings.Builder
	rs := []rune(s)
	for i := 0; i < len(rs); {
		j := i
		for j < len(rs) && isHalfwidthKana(rs[j]) {
			j++
		}
		if j > i {
			b.WriteString(norm.NFKC.String(string(rs[i:j])))
			i = j
			continue
		}
		b.WriteRune(rs[i])
		i++
	}
	return b.String()
}

// isHalfwidthKana reports the half-width katakana block U+FF61–U+FF9F.
func isHalfwidthKana(r rune) bool { return r >= 0xFF61 && r <= 0xFF9F }

// Japanese honours a noun with お (wago: お問い合わせ, お届け, お支払い) or ご (kango: ご注文,
// ご連絡, ご迷惑); the other prefix is a misspelling no Japanese writer makes.
// goNouns take only ご, oNouns only お (お電話, お時間 are kango that take お, and so
// are not listed).
var (
	goNouns   = []string{"注文", "連絡", "確認", "案内", "利用", "質問", "訪問", "来店", "請求", "入金", "契約", "迷惑", "協力", "理解", "対応", "検討", "説明", "報告", "相談", "提案", "返信", "不便", "希望", "依頼", "購入", "登録", "変更", "指摘", "意見", "要望", "住所", "担当", "了承", "容赦", "配慮", "参加", "出席", "記入", "署名", "返送", "返品", "来社", "不明", "購読", "愛顧", "厚意", "高配", "清栄", "査収"}
	oNouns    = []string{"問い合わせ", "問合せ", "届け", "支払い", "支払", "知らせ", "願い", "待ち", "名前", "客様", "手数", "気軽", "忙しい", "手続き", "見積もり", "見積り", "申し込み", "申込み", "買い物", "困り", "預かり", "受け取り", "取り寄せ", "休み", "詫び", "断り", "伺い", "送り", "読み", "持ち", "越し"}
	beautiRun = regexp.MustCompile(`[おご]([\p{Han}\p{Hiragana}\p{Katakana}]{2})`)
)

// wrongBeautifier names an honorific prefix (お or ご) put before a noun that takes the
// other one: a listed noun, or a noun the source itself writes with the other prefix
// and never with this one (ご迷惑 → お迷惑, お問い合わせ → ご問い合わせ).
func wrongBeautifier(text, source string) []string {
	// After な (なお), と, ほ or お the kana is no prefix: なお注文は, とお.
	notPrefix := func(i int) bool {
		r, _ := utf8.DecodeLastRuneInString(text[:i])
		return strings.ContainsRune("なとほおこ", r)
	}
	for _, loc := range beautiRun.FindAllStringSubmatchIndex(text, -1) {
		if notPrefix(loc[0]) {
			continue
		}
		prefix, rest := text[loc[0]:loc[2]], text[loc[2]:]
		other := "ご"
		if prefix == "ご" {
			other = "お"
		}
		wrong := ""
		for _, n := range map[string][]string{"お": goNouns, "ご": oNouns}[prefix] {
			if strings.HasPrefix(rest, n) {
				wrong = prefix + n
			}
		}
		w := text[loc[0]:loc[3]]
		if wrong == "" && strings.Contains(source, other+text[loc[2]:loc[3]]) && !strings.Contains(source, w) {
			wrong = w
		}
		if wrong != "" && !strings.Contains(source, wrong) {
			return []string{fmt.Sprintf("%q takes the other honorific prefix (%s)", wrong, other)}
		}
	}
	return nil
}

// newLineMatches are the matches of re in text that are none of its matches in
// source: for a pattern anchored at a line's start, where the text of a match alone
// may well stand inside a line of the source.
func newLineMatches(re *regexp.Regexp, text, source string) []string {
	known := re.FindAllString(source, -1)
	var out []string
	for _, m := range re.FindAllString(text, -1) {
		if !slices.Contains(known, m) {
			out = append(out, m)
		}
	}
	return out
}

var (
	// deSalutationRunOn is a German salutation with the first sentence run on in its
	// line, without the comma: Sehr geehrter Herr Weiß vielen Dank ….
	deSalutationRunOn = regexp.MustCompile(`(?m)^[ \t]*(Sehr geehrte[rs]? (?:Herr|Frau)(?: (?:Prof\.|Dr\.))*(?: \p{Lu}[\p{L}-]+){1,3}) (\p{Ll}\p{L}*)`)
	// jaSalutationRunOn is a Japanese addressee with the letter's first sentence run on
	// in its line: 松本様このたびは….
	jaSalutationRunOn = regexp.MustCompile(`(?m)^[ \t]*(\p{Han}{1,4}(?:[ 　]?\p{Han}{1,3})?様)(この|いつも|平素|先日|お問い合わせ|お世話|ご連絡|ご依頼|ご注文|本日|ご迷惑)`)
)

// salutationJoined returns the answer's salutation that runs into the first sentence
// of the letter, its comma or line break lost, where the golden's stands on its own
// line: the reader's name and the sentence read as one. (salutationRunOn reads the
// golden's first line kept whole, comma and all, in a text answer.)
func salutationJoined(lang string, parts, golden []string) string {
	re := deSalutationRunOn
	if lang == "ja" {
		re = jaSalutationRunOn
	}
	if re.MatchString(strings.Join(golden, "\n")) {
		return ""
	}
	for _, p := range parts {
		if m := re.FindString(p); m != "" {
			return strings.TrimSpace(m)
		}
	}
	return ""
}

// legalFormFirst is a German legal form written before the firm's name, at the start
// of a line, a table cell or a value, or after an article (GmbH Weißenfels
// Elektrotechnik, die OHG Bäckerei Großmann).
var legalFormFirst = regexp.MustCompile(`(?:(?m:^)[ \t]*|\|[ \t]*|(?:[Dd]ie|[Dd]er|[Dd]en|[Dd]em|[Dd]es) )((?:GmbH|AG|KG|OHG|UG|GbR|SE) \p{Lu}[\p{L}-]+)`)
