package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// metaFrame is a frame put around the case's own sentence that tells it as another's
// report or routes it to a third party: Der Absender teilt mit:, 差出人によると, An die
// Spedition, bitte so umsetzen. The reader gets a note about the letter, not the
// letter.
var metaFrame = regexp.MustCompile(`差出人(?:によると|からの|は次の)|送信者によると|(?:^|[^\p{L}])(?:Der Absender teilt mit|Die Absenderin teilt mit|Laut Absender|An die Spedition|bitte so umsetzen|Hinweis an (?:die|den) (?:Spedition|Versand|Kollegen))(?:[^\p{L}]|$)`)

// letterClose is a letter's closing formula or signature line: a summary, a table or
// a procedure has none.
var letterClose = regexp.MustCompile(`(?m)よろしくお願い(?:いた|申し上げ)?(?:します|致します|いたします|申し上げます)|敬具|^\s*\S*(?:担当|サポート|窓口)\s*$|^\s*(?:Mit freundlichen Grüßen|Freundliche Grüße|Viele Grüße|Beste Grüße|Herzliche Grüße)|^\s*Ihr \S*(?:[Tt]eam|[Kk]undenservice|[Ss]upport)\s*$`)

// closedNonLetter names a letter's closing or signature put under an answer whose
// golden is no letter (no salutation, no closing): a summary signed off like a
// service mail.
func closedNonLetter(golden, answer string) []string {
	if letterOpening.MatchString(golden) || letterClose.MatchString(golden) {
		return nil
	}
	if m := letterClose.FindString(answer); m != "" {
		return []string{fmt.Sprintf("%q: a letter's closing under a text that is no letter", strings.TrimSpace(m))}
	}
	return nil
}

// readerMadeI names a golden sentence kept in most of its words whose reader, or whose
// company, became "I": Ich bringe meine Versichertenkarte mit for Bitte bringen Sie
// Ihre Versichertenkarte mit, von mir bestellten Teile, 私が注文した, 私が連絡します.
// The sentence must address the reader less than the golden's does: the reader is
// what became "I" (Mein Name ist Yamada for Hier schreibt Yamada is the writer
// introducing himself). A golden that itself speaks as "I" may do so anywhere.
func readerMadeI(lang, golden, answer string) []string {
	if anySingular(lang, speechQuote.ReplaceAllString(golden, "")) {
		return nil
	}
	edits := newGoldenEdits(lang, goldenSentences(lang, golden))
	var out []string
	for _, part := range factTexts(answer) {
		for _, s := range sentencesOf(lang, part) {
			s = strings.TrimSpace(s)
			if !anySingular(lang, speechQuote.ReplaceAllString(s, "")) {
				continue
			}
			at := editTokens(lang, stripMarker(s))
			for g := range edits.near(at, 5, 0.4) {
				if !anySingular(lang, g) && readers(lang, s) < readers(lang, g) {
					out = append(out, fmt.Sprintf("%q: a golden sentence told as the writer's own \"I\"", clipRunes(s, 50)))
					break
				}
			}
		}
	}
	return out
}

// anySingular reports the writer as "I" in a text.
func anySingular(lang, s string) bool {
	if lang == "ja" {
		return jaFirstPerson.MatchString(s)
	}
	return deFirstPerson.MatchString(s)
}

// readerWord is the reader addressed: Sie, Ihnen, Ihr; ご, お, いただく, ください, 様.
var readerWord = map[string]*regexp.Regexp{
	"de": regexp.MustCompile(`(?:^|[^\p{L}])(?:Sie|Ihnen|Ihr\p{L}*)(?:[^\p{L}]|$)`),
	"ja": regexp.MustCompile(`ご|お[^り]|いただ|くださ|様`),
}

// readers counts the words addressing the reader in a sentence.
func readers(lang, s string) int {
	if re := readerWord[lang]; re != nil {
		return len(re.FindAllString(s, -1))
	}
	return 0
}

// letterOpener is a letter's or mail's opening line: a summary, a table or a
// procedure has none.
var letterOpener = regexp.MustCompile(`^(?:お世話になっております|いつもお世話になって|拝啓|Sehr geehrte|Liebe[rs]? |Hallo|Guten Tag)`)

// openedNonLetter names a letter's opening put over an answer whose golden is no
// letter.
func openedNonLetter(golden string, parts []string) []string {
	if letterOpening.MatchString(golden) || letterClose.MatchString(golden) || letterOpener.MatchString(strings.TrimSpace(golden)) {
		return nil
	}
	for _, p := range parts {
		if m := letterOpener.FindString(strings.TrimSpace(p)); m != "" {
			return []string{fmt.Sprintf("%q: a letter's opening over a text that is no letter", m)}
		}
	}
	return nil
}

// memoEnd is 以上 on a line of its own, the end mark of a memo or a notice, and a
// salutation line with the casual へ (佐藤部長へ).
var (
	memoEnd    = regexp.MustCompile(`(?m)^\s*以上\s*$`)
	casualDear = regexp.MustCompile(`(?m)^[^\n。、！？]{1,15}へ\s*$`)
)

// letterClosedAsMemo names a Japanese letter whose closing courtesy (よろしくお願い
// いたします) became a memo's 以上, and a salutation written with the casual へ.
func letterClosedAsMemo(lang, golden string, parts []string) []string {
	if lang != "ja" {
		return nil
	}
	var out []string
	for _, p := range parts {
		p = strings.TrimSpace(p)
		if memoEnd.MatchString(p) && !memoEnd.MatchString(golden) && strings.Contains(golden, "よろしく") && !strings.Contains(p, "よろしく") {
			out = append(out, "\"以上\": a memo's end mark for the letter's closing courtesy")
		}
		if m := casualDear.FindString(p); m != "" && !strings.Contains(golden, strings.TrimSpace(m)) {
			out = append(out, fmt.Sprintf("%q: a salutation with the casual へ", strings.TrimSpace(m)))
		}
	}
	return out
}

// deImperative is a German instruction to the reader: Geben Sie … ein, Bitte beachten
// Sie.
var deImperative = regexp.MustCompile(`(?:^|[.:;]\s+|Bitte\s+|bitte\s+)\p{L}+en Sie(?:[^\p{L}]|$)`)

// deSubject is a subject pronoun that keeps a German sentence a sentence to someone.
var deSubject = regexp.MustCompile(`(?:^|[^\p{L}])(?:[Ss]ie|[Ww]ir|[Ii]ch|[Ee]r|[Ee]s|[Mm]an|[Dd]u|Ihnen|uns)(?:[^\p{L}]|$)`)

// toDoNotes names a golden sentence that addresses the reader or speaks for the
// writer (Geben Sie das Passwort ein; Wir senden Ihnen … zu) cut to a note with the
// verb in the infinitive and no one to do it (Das Passwort eingeben.; Bitte beachten,
// dass …): a letter's or a manual's sentence turned into a to-do list's.
func toDoNotes(lang, golden string, parts []string) []string {
	if lang != "de" {
		return nil
	}
	edits := newGoldenEdits(lang, goldenSentences(lang, golden))
	var out []string
	for _, part := range parts {
		for _, s := range sentencesOf(lang, part) {
			s = strings.TrimSpace(stripMarker(strings.TrimSpace(s)))
			// The main clause, before a dass-clause that has a subject of its own.
			head := subClause.Split(s, 2)[0]
			if s == "" || deSubject.MatchString(head) || deFiniteAux.MatchString(head) {
				continue
			}
			at := editTokens(lang, s)
			for g := range edits.near(at, 4, 0.5) {
				if !deImperative.MatchString(g) && !deSubject.MatchString(g) {
					continue
				}
				if bareInfinitive(s) || strings.HasPrefix(s, "Bitte ") && deImperative.MatchString(g) {
					out = append(out, fmt.Sprintf("%q: a sentence to the reader cut to a note with no one to act", clipRunes(s, 50)))
					break
				}
			}
		}
	}
	return out
}

// bareInfinitive reports a German sentence that ends in a verb's infinitive
// (eingeben., zusenden.) with no finite verb a reader could take as addressed.
func bareInfinitive(s string) bool {
	s = strings.TrimRight(s, ".!:; ")
	i := strings.LastIndexAny(s, " ")
	last := s[i+1:]
	if last == "" || strings.ToLower(last[:1]) != last[:1] {
		return false
	}
	return strings.HasSuffix(last, "en") && !deFiniteEnd[last]
}

// subClause opens a German subordinate clause, which has a subject of its own.
var subClause = regexp.MustCompile(`, (?:dass|ob|wenn|falls|weil|sobald|damit|bevor|nachdem|die|der|das|den|dem)(?:[^\p{L}]|$)`)

// deFiniteAux is a finite auxiliary or modal: a sentence with one states or asks
// something (Der Router sollte nah sein; ein Repeater kann helfen).
var deFiniteAux = regexp.MustCompile(`(?:^|[^\p{L}])(?:kann|könnte|können|sollte|sollten|soll|sollen|darf|dürfen|muss|müssen|wird|werden|ist|sind|hat|haben|war|waren|wurde|wurden|steht|stehen|gibt|liegt|bleibt)(?:[^\p{L}]|$)`)

// deFiniteEnd are words ending in -en that end a German sentence as finite verbs or
// no verbs at all (werden, können, haben; the plural forms a subject-less sentence
// may still state).
var deFiniteEnd = wordSet("werden können müssen sollen dürfen haben sind wollen möchten lassen bleiben gegeben vorgesehen geschehen entstehen")

// listShape names a prose golden's one sentence set off as the answer's only list
// item, and a golden list item split into two items (the clause after its semicolon
// made an item of its own): the structure the golden gives its points changed at one
// place.
func listShape(golden, answer string) []string {
	gl, al := strings.Split(golden, "\n"), strings.Split(answer, "\n")
	var gItems, aItems []string
	for _, l := range gl {
		if listItemLine.MatchString(l) {
			gItems = append(gItems, lineKey(l))
		}
	}
	prose := 0
	for _, l := range al {
		switch {
		case listItemLine.MatchString(l):
			aItems = append(aItems, lineKey(l))
		case strings.TrimSpace(l) != "":
			prose++
		}
	}
	if len(gItems) == 0 && len(aItems) == 1 && prose >= 2 {
		return []string{"one sentence of the golden's prose set off as the only list item"}
	}
	for i := 0; i+1 < len(aItems); i++ {
		joined := aItems[i] + aItems[i+1]
		if slices.Contains(gItems, aItems[i]) || slices.Contains(gItems, aItems[i+1]) || len(aItems[i]) == 0 || len(aItems[i+1]) == 0 {
			continue
		}
		if slices.Contains(gItems, joined) {
			return []string{"a list item of the golden split into two items"}
		}
	}
	return nil
}

// lineKey is a list line's item key, its marker gone and its letters lowercased: a
// clause made an item of its own starts with a capital.
func lineKey(l string) string {
	return strings.ToLower(itemKey(listItemLine.ReplaceAllString(l, "")))
}
