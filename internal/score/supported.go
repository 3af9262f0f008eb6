package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// TypeSupported is the general check that the answer's statements come from the case:
// a sentence whose content words (German words of five letters or more, Japanese
// kanji compounds and katakana words) are mostly found in neither the request nor
// the golden is an invented claim ("wir übernehmen außerdem die Entsorgung Ihres
// Altgeräts …"), with or without a number in it. A paraphrase rewords, but its
// content words are the case's; so a sentence fails only with five unsupported
// content words or more, three fifths of its content words at least. Words are
// matched leniently: German by a shared start of six letters (Lieferung,
// Lieferungen, Liefertermin), Japanese kanji by any two kanji in a row of the source,
// katakana by their first three kana. A case whose golden is in another language than
// its request (a translation) has only the golden to ground a paraphrase in, so it is
// skipped. A place (a city, a prefecture) the answer names that neither names is
// invented, in a translation too. An answer that keeps four fifths of the golden's
// sentences word for word (two at least) rewords nothing; a sentence it adds fails
// with two unsupported content words, half of its content words. So does a clause
// added to a golden sentence kept whole, judged on its own words, and so does a
// Japanese golden sentence kept but for a katakana loan the case never writes.
const TypeSupported = "supported_sentences"

const (
	minUnsupportedWords = 5
	unsupportedShare    = 0.6
	// minInsertedWords and insertedShare judge a sentence added to the golden's.
	minInsertedWords = 2
	insertedShare    = 0.5
)

// keptSentences counts the golden's sentences (gs) the answer states word for word.
func keptSentences(lang string, gs []string, text string) int {
	said := map[string]bool{}
	for _, part := range factTexts(text) {
		for _, s := range sentencesOf(lang, part) {
			said[strings.TrimSpace(s)] = true
		}
	}
	n := 0
	for _, g := range gs {
		if said[g] {
			n++
		}
	}
	return n
}

var (
	deContentWord = regexp.MustCompile(`\p{L}{5,}`)
	jaContentWord = regexp.MustCompile(`\p{Han}{2,}|[\p{Katakana}ー]{3,}`)
)

// deStopwords are German function words and stock words of five letters or more that
// carry no claim of their own.
var deStopwords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`außerdem zusätzlich dieser diese dieses diesem diesen werden wurde wurden haben hatte
		hatten können könnte möchten möchte bitte sowie bereits damit dabei durch gerne vielen unsere unser unseren unserem
		unserer ihnen ihrer ihren ihrem unter nicht keine keinen keiner einen einem einer eines wieder immer schon zwischen
		wegen sollte sollten würde würden welche welcher welches deren dessen davon darüber hierzu grüßen freundlichen
		geehrte geehrter liebe allerdings jedoch natürlich selbstverständlich gleich jetzt heute morgen sodass sofern falls
		andere anderen weitere weiteren etwas alles allem allen gegen sehen lassen kommen machen geben steht stehen gehen
		müssen während nachdem bevor seit seitdem obwohl darum daher deshalb also hiermit gerne gern herzlich vielmals`) {
		deStopwords[w] = true
	}
}

// courtesyStems are the starts of German words that business correspondence uses to
// thank, regret, apologise, offer help or describe a fault in general terms ("wir
// bedauern sehr, dass … nicht einwandfrei funktioniert, und danken Ihnen für Ihre
// Meldung"). A good model adds such phrases of its own; they state nothing about the
// case that could be invented, so they are not content words.
var courtesyStems = strings.Fields(`bedauer bedauerlich danke dankbar entschuldig unannehmlich umstände verständnis rückfrage
	verfügung nachricht anliegen meldung mitteil informier freuen freude geduld weiterhelf kontaktier funktionier
	einwandfrei leider umgehend schnellstmöglich zufrieden hoffentlich wünsche bemühe kümmer jederzeit sicherlich
	problemlos ärgerlich zusammenarbeit unterstützung vertrauen aufmerksamkeit`)

// jaCourtesyWords are the kanji words of Japanese business courtesy (平素, ご愛顧, ご不明,
// お気軽, ご迷惑, ご了承 …): like courtesyStems, no claim about the case.
var jaCourtesyWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`平素 愛顧 不明 気軽 迷惑 了承 何卒 今後 恐縮 手数 理解 協力 配慮 承知 確認 連絡
		案内 返信 利用 大変 失礼 感謝 安心 幸甚 引続 申上 問合 今後共 心配`) {
		jaCourtesyWords[w] = true
	}
}

// isCourtesy reports a word of courtesy (see courtesyStems and jaCourtesyWords).
func isCourtesy(lang, w string) bool {
	if lang == "ja" {
		return jaCourtesyWords[w]
	}
	low := strings.ToLower(w)
	for _, st := range courtesyStems {
		if strings.HasPrefix(low, st) {
			return true
		}
	}
	return false
}

// supported fails on the answer's sentences that the case does not support.
func (c Check) supported(res Result, text string) Result {
	golden, request := Tidy(c.Golden), Tidy(c.Request)
	if c.Lang != "ja" && c.Lang != "de" {
		return pass(res, 1, "not checked: no language")
	}
	source := golden + "\n" + request
	if places := inventedPlaces(c.Lang, strings.Join(factTexts(text), "\n"), source); len(places) > 0 {
		return fail(res, 0, "a place named by neither the request nor the golden: %s", strings.Join(places, ", "))
	}
	if names := inventedGivenNames(c.Lang, strings.Join(factTexts(text), "\n"), golden, source); len(names) > 0 {
		return fail(res, 0, "a given name the case never writes: %s", strings.Join(names, ", "))
	}
	if g := bracketGlosses(c.Lang, golden, text, source); len(g) > 0 {
		return fail(res, 0, "a gloss put beside the golden's words that the case never gives: %s", strings.Join(g, "; "))
	}
	low := strings.ToLower(source)
	gs := goldenSentences(c.Lang, golden)
	// An answer that keeps the golden's sentences word for word and adds one is the
	// golden with a sentence put in: nothing in it is reworded, so a sentence of its
	// own needs fewer unsupported words to be an invented claim. A JSON answer's
	// values are copied as a rule (a name, a date): only its sentences of three
	// content words or more, its free text, count.
	counted := gs
	if json := strings.HasPrefix(strings.TrimSpace(golden), "{") || strings.HasPrefix(strings.TrimSpace(golden), "["); json {
		counted = slices.DeleteFunc(slices.Clone(gs), func(g string) bool { return len(contentWords(c.Lang, g)) < 3 })
	}
	kept := keptSentences(c.Lang, counted, text)
	goldenKept := kept >= 2 && kept*5 >= len(counted)*4
	// A translation's request grounds no wording of the answer's language; only an
	// answer that keeps the golden's sentences can be judged.
	if crossLanguage(c.Lang, golden, request) && !goldenKept {
		return pass(res, 1, "not checked: the request is in another language")
	}
	if ins := insertedClaims(c.Lang, gs, factTexts(text), request); len(ins) > 0 && !crossLanguage(c.Lang, golden, request) {
		return fail(res, 0, "put back where the request does not state it: %s", strings.Join(ins, "; "))
	}
	var problems []string
	minWords, share := minUnsupportedWords, unsupportedShare
	if goldenKept {
		minWords, share = minInsertedWords, insertedShare
	}
	for _, part := range factTexts(text) {
		for _, s := range sentencesOf(c.Lang, part) {
			if slices.Contains(gs, strings.TrimSpace(s)) {
				continue
			}
			words, unsupported := contentWords(c.Lang, s), []string{}
			least, part := minWords, share
			if add := addedStretch(c.Lang, gs, s); add != "" {
				words, least, part = contentWords(c.Lang, add), minInsertedWords, insertedShare
			}
			for _, w := range words {
				if !supportedWord(c.Lang, w, source, low) {
					unsupported = append(unsupported, w)
				}
			}
			if len(unsupported) >= least && float64(len(unsupported)) >= part*float64(len(words)) {
				problems = append(problems, fmt.Sprintf("%q (%s)", clipRunes(strings.TrimSpace(s), 60), strings.Join(unsupported, ", ")))
			}
		}
	}
	if len(problems) > 0 {
		return fail(res, 0, "stated by neither the request nor the golden: %s", strings.Join(problems, "; "))
	}
	if kept >= 2 && kept+1 >= len(counted) {
		if w := editedWords(c.Lang, gs, factTexts(text), source); len(w) > 0 && !crossLanguage(c.Lang, golden, request) {
			return fail(res, 0, "a golden sentence kept but for a word the case never uses: %s", strings.Join(w, "; "))
		}
		if w := katakanaLoans(c.Lang, gs, factTexts(text), source); len(w) > 0 {
			return fail(res, 0, "a golden sentence kept but for a word made a loanword the case never writes: %s", strings.Join(w, "; "))
		}
		// A word moved from elsewhere in the golden is the golden's in a translation
		// too.
		if w := movedWords(c.Lang, gs, factTexts(text), source); len(w) > 0 {
			return fail(res, 0, "a golden sentence kept but for a word put in another's place: %s", strings.Join(w, "; "))
		}
	}
	return pass(res, 1, "every sentence grounded in the case")
}

// katakanaLoans lists the answer's sentences that keep a Japanese golden sentence but
// for kanji or kana replaced by a katakana word of three kana or more that the case
// never writes (問い合わせ → インクワイアリー, 初期設定 → イニシャルセットアップ): an
// English word in katakana, where Japanese business text has its own. The stretch
// may be long, since a loanword is longer than the word it replaces.
func katakanaLoans(lang string, gs, parts []string, source string) []string {
	if lang != "ja" {
		return nil
	}
	folded := foldSpelling(lang, source)
	var out []string
	for _, e := range singleEdits(lang, gs, parts, editLimits{10, 14, 8}) {
		changed := strings.Join(e.changed, "")
		old := strings.Join(e.oldSpan, "")
		for _, w := range jaKatakanaWord.FindAllString(changed, -1) {
			if !strings.Contains(folded, w) && !jaKatakanaWord.MatchString(old) && len([]rune(w)) >= 3 {
				out = append(out, fmt.Sprintf("%q (%s for %s)", clipRunes(e.answer, 60), w, old))
				break
			}
		}
	}
	return out
}

// jaKatakanaWord is a run of katakana.
var jaKatakanaWord = regexp.MustCompile(`[\p{Katakana}ー]+`)

// addedStretch returns what sentence s adds to a golden sentence it keeps whole: a
// clause appended after a semicolon, a condition put in front. Judged with
// the rest of the sentence, the golden's words outvote it; a paraphrase rewords the
// sentence and is not read here, and so is a stretch of a golden's sentence split
// short (at "Dr.") of fewer than three content words. "" when s extends no golden
// sentence by three tokens or more.
func addedStretch(lang string, gs []string, s string) string {
	at := editTokens(lang, stripMarker(strings.TrimSpace(s)))
	sep := " "
	if lang == "ja" {
		sep = ""
	}
	for _, g := range gs {
		gt := editTokens(lang, stripMarker(g))
		if len(gt) < 4 || len(contentWords(lang, g)) < 3 {
			continue
		}
		p, sfx := editSpan(gt, at)
		gm, am := gt[p:len(gt)-sfx], at[p:len(at)-sfx]
		if len(gm) == 0 && len(am) >= 3 && (p == 0 || sfx <= 1) {
			return strings.Join(am, sep)
		}
	}
	return ""
}

// contentWords lists the words of a sentence that carry its claim.
func contentWords(lang, s string) []string {
	var out []string
	if lang == "ja" {
		for _, w := range jaContentWord.FindAllString(s, -1) {
			if !isCourtesy(lang, w) {
				out = append(out, w)
			}
		}
		return out
	}
	for _, w := range deContentWord.FindAllString(s, -1) {
		if !deStopwords[strings.ToLower(w)] && !isCourtesy(lang, w) {
			out = append(out, w)
		}
	}
	return out
}

// supportedWord reports whether the source has the word, leniently (see TypeSupported).
func supportedWord(lang, w, source, low string) bool {
	rs := []rune(w)
	switch {
	case lang == "de":
		stem := strings.ToLower(string(rs[:min(6, len(rs))]))
		return strings.Contains(low, stem)
	case jaContentWord.MatchString(w) && strings.ContainsFunc(w, isHan):
		for i := 0; i+2 <= len(rs); i++ {
			if strings.Contains(source, string(rs[i:i+2])) {
				return true
			}
		}
		return false
	default:
		return strings.Contains(source, string(rs[:3]))
	}
}

// crossLanguage reports a request mostly in another language than the golden: a
// German golden with a request mostly in kana and kanji, or a Japanese golden with a
// request mostly in Latin letters.
func crossLanguage(lang, golden, request string) bool {
	latin, cjk := 0, 0
	for _, r := range request {
		switch {
		case r < 0x250 && ('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || r >= 0xC0):
			latin++
		case isHan(r) || r >= 0x3040 && r <= 0x30FF:
			cjk++
		}
	}
	if lang == "de" {
		return cjk > latin
	}
	return latin > 2*cjk
}

func isHan(r rune) bool { return unicode.Is(unicode.Han, r) }

// A person the golden names by the surname alone (髙橋様, Frau Müller) given a first
// name the case never writes (髙橋 健一様, Frau Anna Müller): a model's invention.
var (
	jaFullName = regexp.MustCompile(`(\p{Han}{1,3})[ 　](\p{Han}{1,3})(?:様|さん|氏|部長|課長|社長|が|は|に|の|を|から|より)`)
	deFullName = regexp.MustCompile(`(?:Frau|Herrn?) (?:(?:Dr|Prof)\. )*(\p{Lu}\p{Ll}+) (\p{Lu}\p{Ll}+)`)
)

// spelledTitles are written out between Herr or Frau and the surname (Herr Professor
// Hoffmann): no given name.
var spelledTitles = wordSet("Professor Professorin Doktor Doktorin Direktor Direktorin Präsident Präsidentin Dekan Dekanin Pfarrer Pfarrerin Minister Ministerin Bürgermeister Bürgermeisterin Rechtsanwalt Rechtsanwältin Kollege Kollegin")

// inventedGivenNames lists the answer's full names whose surname the golden writes and
// whose given name neither the golden nor the request does.
func inventedGivenNames(lang, text, golden, source string) []string {
	var out []string
	if lang == "ja" {
		for _, m := range jaFullName.FindAllStringSubmatch(text, -1) {
			if strings.Contains(golden, m[1]) && !strings.Contains(source, m[2]) && !strings.Contains(source, m[1]+m[2]) {
				out = append(out, m[1]+" "+m[2])
			}
		}
		return dedupe(out)
	}
	for _, m := range deFullName.FindAllStringSubmatch(text, -1) {
		addressed := slices.ContainsFunc([]string{"Frau ", "Herr ", "Herrn ", "Dr. ", "Prof. "}, func(t string) bool { return containsWord(golden, t+m[2]) })
		if addressed && !spelledTitles[m[1]] && !strings.Contains(source, m[1]) {
			out = append(out, m[1]+" "+m[2])
		}
	}
	return dedupe(out)
}

var (
	// glossBracket is a bracket put after a word (Dresden (Thüringen), Bluetooth（無線LAN）)
	// and glossTail a last item put into a bracket the golden has (3.912,50 €,
	// umsatzsteuerfrei).
	glossBracket = regexp.MustCompile(`[ \t]?[(（]([^()（）\n]{1,40})[)）]`)
	glossTail    = regexp.MustCompile(`[,、][ \t]?([^,、()（）\n]{1,30})[)）]`)
	// glossWord is a word of a gloss: German letters and hyphens, or Japanese kanji,
	// katakana or Latin letters in a run.
	deGlossWord = regexp.MustCompile(`\p{L}[\p{L}-]{2,}`)
	jaGlossWord = regexp.MustCompile(`[\p{Han}\p{Katakana}ー]{2,}|[A-Za-z]{2,}`)
	// glossWeekday is a weekday, the one gloss a date may get from the calendar alone.
	glossWeekday = regexp.MustCompile(`^(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Mo|Di|Mi|Do|Fr|Sa|So)\.?$|^[月火水木金土日](?:曜日?)?$`)
)

// bracketGlosses names a bracket put into one of the golden's lines, or an item put
// last into one of its brackets, that holds a word neither the golden nor the request
// writes: a federal state, a tax status, a legal form's liability, a technical term
// given to the golden's words (Dresden (Thüringen), 3.912,50 €, umsatzsteuerfrei;
// Bluetooth（無線LAN）; GmbH (Personengesellschaft)). A weekday beside a date is the
// calendar's, not an invention.
func bracketGlosses(lang, golden, answer, source string) []string {
	// A line is read without its blanks in Japanese (Bluetooth をオン, Bluetooth（…）を
	// オン), and with each of its brackets cut out, so that a bracket put in the
	// place of the golden's (（税別） → （非課税）) is read like one put in.
	key := func(l string) string {
		l = strings.TrimSpace(l)
		if lang == "ja" {
			return strings.Join(strings.Fields(l), "")
		}
		return strings.Join(strings.Fields(l), " ")
	}
	goldenLines, goldenCut := map[string]bool{}, map[string]bool{}
	for _, part := range factTexts(golden) {
		for _, l := range strings.Split(part, "\n") {
			goldenLines[key(l)] = true
			for _, m := range glossBracket.FindAllStringIndex(l, -1) {
				goldenCut[key(l[:m[0]]+l[m[1]:])] = true
			}
		}
	}
	words := deGlossWord
	if lang == "ja" {
		words = jaGlossWord
	}
	low := strings.ToLower(source)
	var out []string
	for _, part := range factTexts(answer) {
		for _, l := range strings.Split(part, "\n") {
			l = strings.TrimSpace(l)
			if goldenLines[key(l)] {
				continue
			}
			for _, re := range []*regexp.Regexp{glossBracket, glossTail} {
				for _, m := range re.FindAllStringSubmatchIndex(l, -1) {
					cut := l[:m[0]] + l[m[1]:]
					if re == glossTail {
						cut = l[:m[0]] + l[m[1]-len(closingOf(l[m[1]-3:m[1]])):]
					}
					if !goldenLines[key(cut)] && !(re == glossBracket && goldenCut[key(cut)]) {
						continue
					}
					inner := l[m[2]:m[3]]
					if glossWeekday.MatchString(strings.TrimSpace(inner)) {
						continue
					}
					for _, w := range words.FindAllString(inner, -1) {
						// A tax or a time qualifier is the polarity checks' to weigh
						// (税別 → 税抜 says the same).
						known := strings.Contains(source, w) || factQualifier[w] || currencyWord[w] ||
							lang == "de" && supportedWord(lang, w, source, low)
						if !known {
							out = append(out, fmt.Sprintf("%q (%s)", clipRunes(strings.TrimSpace(inner), 30), w))
							break
						}
					}
				}
			}
		}
	}
	return out
}

// currencyWord are the names and codes of a currency: a bracket that writes an amount
// with EUR for € says the same.
var currencyWord = wordSet("EUR Euro Eur JPY Yen USD Dollar CHF Franken ユーロ ドル 円")

// closingOf is the closing bracket that ends s: ")" or "）".
func closingOf(s string) string {
	if strings.HasSuffix(s, "）") {
		return "）"
	}
	return ")"
}

// editedWords reads an answer that keeps every golden sentence but one word for word:
// the one it changed is a golden sentence edited, and a content word put in that
// neither the request nor the golden uses, in any spelling, is a changed fact
// ("Betrag in Geldscheinen" for "Rechnungsbetrag", 整理番号 for 注文番号), not a
// rewording: the rest of the answer rewords nothing. A sentence counts as the
// golden's edited when it shares three quarters of one golden sentence's tokens and
// differs from it in one stretch of three tokens at most; a golden sentence of
// fewer than six words (twelve characters) is too short to tell.
func editedWords(lang string, gs, parts []string, source string) []string {
	folded := foldSpelling(lang, source)
	var out []string
	for _, e := range singleEdits(lang, gs, parts, wordEdit(lang)) {
		var fresh []string
		for _, w := range contentWords(lang, e.answer) {
			if !slices.ContainsFunc(e.changed, func(t string) bool { return strings.Contains(w, t) }) {
				continue
			}
			if lang == "ja" && !strings.Contains(folded, w) && !strings.HasSuffix(w, "申") && newModifier(w, e.golden) {
				// A kanji pair of the case (受注, 開始) is no support for a compound
				// that joins them anew in place of the golden's.
				fresh = append(fresh, w)
				continue
			}
			if supportedWord(lang, foldSpelling(lang, w), folded, folded) || rewordedWord(lang, w, e.first, strings.Join(e.replaced, ""), e.named) {
				continue
			}
			fresh = append(fresh, w)
		}
		if len(fresh) > 0 {
			out = append(out, fmt.Sprintf("%q (%s)", clipRunes(e.answer, 60), strings.Join(fresh, ", ")))
		}
	}
	return out
}

// singleEdit is an answer sentence that is a golden sentence changed in one stretch:
// the answer's tokens there (changed) and the golden's they replaced, in Japanese
// with two characters either side (replaced).
type singleEdit struct {
	answer, golden    string
	changed, replaced []string
	// oldSpan is the golden's tokens the stretch replaced, without context.
	oldSpan []string
	// first is the answer sentence's first token; named says the old word is part
	// of a German name (see rewordedWord).
	first string
	named bool
}

// editLimits bound what counts as a golden sentence edited: its length in tokens
// at least (shortest), and the tokens the answer puts in (longest) and takes out
// (oldest) at most.
type editLimits struct{ shortest, longest, oldest int }

// wordEdit is an edit of a word or two: three tokens at most, in Japanese six
// characters in and four out, where a compound's modifier may take that many (注文 →
// 定期購入), a four-kanji word may go (生年月日 → 血液型) and a longer one come (初期設定
// → 解約手続き); a golden sentence of fewer than six words (twelve characters) is too
// short to tell.
func wordEdit(lang string) editLimits {
	if lang == "ja" {
		return editLimits{12, 6, 4}
	}
	return editLimits{6, 3, 3}
}

// compoundEdit is an edit of one word for another: one German token, or up to five
// characters in Japanese, so that a whole compound may go (返送用伝票 → 写真); a
// Japanese sentence of ten characters (電池の残量は十分ですか) is long enough here,
// since the new word must be another of the case's, which no rewording picks.
func compoundEdit(lang string) editLimits {
	if lang == "ja" {
		return editLimits{10, 5, 5}
	}
	return editLimits{6, 1, 1}
}

// singleEdits lists the answer's sentences that edit a golden sentence in one
// stretch within limits. A sentence counts as the golden's edited when it shares
// three quarters of its tokens.
func singleEdits(lang string, gs, parts []string, limits editLimits) []singleEdit {
	edits := newGoldenEdits(lang, gs)
	shortest, longest, oldest := limits.shortest, limits.longest, limits.oldest
	var out []singleEdit
	for _, part := range parts {
		for _, s := range sentencesOf(lang, part) {
			s = strings.TrimSpace(s)
			if s == "" || slices.Contains(gs, s) {
				continue
			}
			at := editTokens(lang, stripMarker(s))
			// A sentence reworded in two places is a paraphrase.
			for _, gt := range edits.near(at, shortest, 0.75) {
				bl := diffBlocks(gt, at)
				if len(bl) != 1 || bl[0][3]-bl[0][2] > longest || bl[0][1]-bl[0][0] > oldest {
					continue
				}
				// A Japanese word edited in part (送られ, 送信され) keeps the characters
				// around the change: they count as replaced too.
				from, to := bl[0][0], bl[0][1]
				if lang == "ja" {
					from, to = max(0, from-2), min(len(gt), to+2)
				}
				out = append(out, singleEdit{
					answer: s, golden: strings.Join(gt, ""), changed: at[bl[0][2]:bl[0][3]], replaced: gt[from:to],
					oldSpan: gt[bl[0][0]:bl[0][1]], first: at[0],
					// A German word after a capitalised one that does not open the
					// sentence is part of a name (Hochschule Rheinstadt): a new word
					// there names another thing, whatever letters it shares.
					named: lang == "de" && from >= 2 && isCapitalised(gt[from-1]) && isCapitalised(gt[from]),
				})
				break
			}
		}
	}
	return out
}

// rewordedWord reports a new word of an edited sentence that may well be a synonym
// of the words it replaced (old, joined): in German a verb, adjective or adverb
// (written small; senden and schicken, meldet and berichtet) or the sentence's first
// word, whose capital says nothing, and a compound that keeps the old word's last
// part (Austauschgerät, Ersatzgerät); in Japanese a word sharing a kanji other than
// a date's with the old one (送付, 送信; 確定, 決定), a weekday's long form (水 for
// 水曜日) and the courtesy of 申し訳. named says the old word is part of a German name
// (Hochschule Rheinstadt), where a compound keeping its last part (Mainstadt) is
// another name, no synonym.
func rewordedWord(lang, w, first, old string, named bool) bool {
	if lang == "ja" {
		if strings.Contains(w, "曜") || strings.HasSuffix(w, "申") {
			return true
		}
		for _, r := range w {
			if isHan(r) && !strings.ContainsRune("年月日時分週間", r) && strings.ContainsRune(old, r) {
				return true
			}
		}
		return false
	}
	rs := []rune(w)
	if !unicode.IsUpper(rs[0]) || w == first {
		return true
	}
	if named {
		return false
	}
	lw, lo := strings.ToLower(w), strings.ToLower(old)
	for i := 3; i+5 <= len(lw); i++ {
		if strings.HasSuffix(lo, lw[i:]) {
			return true
		}
	}
	return false
}

// newModifier reports a Japanese compound that keeps a head of the golden sentence
// old but puts two kanji or more before it that the sentence does not write (出荷開始日 → 受注開始日,
// 注文番号 → 定期購入番号, 初期費用 → 年間運営費): the same kind of thing, another
// one. A synonym changes one kanji (送付, 送信) or keeps one of the modifier's; a
// degree before 申し訳 (大変申し訳 for 誠に申し訳) is the courtesy's, not a word.
func newModifier(w, old string) bool {
	rs := []rune(w)
	i := len(rs)
	for i > 0 && (!isHan(rs[i-1]) || strings.ContainsRune(old, rs[i-1])) {
		i--
	}
	if i == len(rs) {
		return false
	}
	n := 0
	for _, r := range rs[:i] {
		if isHan(r) {
			if strings.ContainsRune(old, r) {
				return false
			}
			n++
		}
	}
	return n >= 2
}

// foldSpelling writes a text in the one spelling the checks compare: German
// lowercased, ß as ss, umlauts as ae oe ue and without hyphens (Strasse, Strasse,
// E-Mail, Email); Japanese in its compatibility forms (half-width kana are kana).
func foldSpelling(lang, s string) string {
	s = norm.NFKC.String(s)
	if lang == "ja" {
		return s
	}
	return deSpelling.Replace(strings.ToLower(s))
}

var deSpelling = strings.NewReplacer("ß", "ss", "ä", "ae", "ö", "oe", "ü", "ue", "-", "", "­", "")

// movedWords names the answer's sentences that are a golden sentence with one word
// replaced by another word the case uses elsewhere, which is no synonym of it: 残量 →
// 距離, 返送用伝票 → 写真, サポート窓口 → アプリ窓口, 初期費用 → 追加費用, die aktuelle
// Vorlauftemperatur → die aktuelle Verbindung. Every word is the case's, so no word
// is unsupported; the sentence now says something of the wrong thing. Words are
// related, and the edit a rewording, where they share a kanji (送付, 送信) but for a
// head kept under a new modifier of two kanji or more, two kana in a row, or in
// German the last four letters or the first five (Lampe, Stehlampe).
func movedWords(lang string, gs, parts []string, source string) []string {
	folded := foldSpelling(lang, source)
	var out []string
	for _, e := range singleEdits(lang, gs, parts, compoundEdit(lang)) {
		var oldW, newW string
		if lang == "ja" {
			// Courtesy words count (心配 → 回答): only a courtesy for a courtesy
			// (ご迷惑 → ご不便) is left alone below.
			oldW = wordHolding(jaContentWord.FindAllString(e.golden, -1), strings.Join(e.oldSpan, ""))
			newW = wordHolding(jaContentWord.FindAllString(e.answer, -1), strings.Join(e.changed, ""))
		} else if len(e.changed) == 1 && len(e.oldSpan) == 1 && e.changed[0] != e.first &&
			isCapitalised(e.changed[0]) && isCapitalised(e.oldSpan[0]) {
			oldW, newW = e.oldSpan[0], e.changed[0]
		}
		if oldW == "" || newW == "" || oldW == newW || len([]rune(newW)) < 2 || relatedWords(lang, oldW, newW) ||
			isCourtesy(lang, oldW) && isCourtesy(lang, newW) ||
			!strings.Contains(folded, foldSpelling(lang, newW)) {
			continue
		}
		out = append(out, fmt.Sprintf("%q puts %q, which the case says of something else, where the golden has %q", clipRunes(e.answer, 60), newW, oldW))
	}
	return out
}

// wordHolding is the first of words that holds span, or "".
func wordHolding(words []string, span string) string {
	if span == "" {
		return ""
	}
	for _, w := range words {
		if strings.Contains(w, span) {
			return w
		}
	}
	return ""
}

// relatedWords reports whether two words may name the same thing (see movedWords).
func relatedWords(lang, a, b string) bool {
	if lang == "ja" {
		if newModifier(b, a) {
			return false
		}
		rb := []rune(b)
		for _, r := range rb {
			if isHan(r) && strings.ContainsRune(a, r) {
				return true
			}
		}
		for i := 0; i+2 <= len(rb); i++ {
			if pair := string(rb[i : i+2]); !strings.ContainsRune(pair, 'ー') && strings.Contains(a, pair) {
				return true
			}
		}
		return false
	}
	la, lb := foldSpelling(lang, a), foldSpelling(lang, b)
	if strings.Contains(la, lb) || strings.Contains(lb, la) {
		return true
	}
	if len(la) >= 4 && len(lb) >= 4 && la[len(la)-4:] == lb[len(lb)-4:] {
		return true
	}
	return len(la) >= 5 && len(lb) >= 5 && la[:5] == lb[:5]
}
