package score

import (
	"fmt"
	"regexp"
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

// deSingular is the writer as "I".
var deSingular = regexp.MustCompile(`(?:^|[^\p{L}])(?:[Ii]ch|[Mm]ich|[Mm]ir|[Mm]ein\p{L}*)(?:[^\p{L}]|$)`)

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
	gs := goldenSentences(lang, golden)
	gt := make([][]string, len(gs))
	for i, g := range gs {
		gt[i] = editTokens(lang, stripMarker(g))
	}
	var out []string
	for _, part := range factTexts(answer) {
		for _, s := range sentencesOf(lang, part) {
			s = strings.TrimSpace(s)
			if !anySingular(lang, speechQuote.ReplaceAllString(s, "")) {
				continue
			}
			at := editTokens(lang, stripMarker(s))
			for i, g := range gt {
				if len(g) >= 5 && bagOverlap(g, at)*10 >= len(g)*4 && !anySingular(lang, gs[i]) && readers(lang, s) < readers(lang, gs[i]) {
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
	return deSingular.MatchString(s)
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
