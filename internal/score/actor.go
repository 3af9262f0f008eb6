package score

import (
	"fmt"
	"regexp"
	"strings"
)

// Who does a thing is said in Japanese by the verb's keigo, not by a subject: the
// reader's act for the writer (追加していただいた, ご承認をお願いいたします, お電話くださ
// い) and the writer's own (追加いたしました, 承認いたします, お電話いたします). The same
// verb moved from one to the other in a sentence otherwise the golden's turns who
// acts round. German says it by the subject: a person of the case who asks or acts
// (Frau Köhler bittet um …) made the one asked (Wir bitten Frau Köhler um …), or a
// perfect made a passive (Prof. Dr. Kühn hat … vorgestellt → wurde … vorgestellt).

var (
	jaReaderActs = regexp.MustCompile(`(\p{Han}{2,})(?:をお願い|のお願い|して(?:いただ|頂|くださ|下さ)|くださ|下さ)`)
	jaWriterActs = regexp.MustCompile(`(\p{Han}{2,})(?:いたし|致し|させていただ|させて頂|申し上げ)`)
	// dePersonActs is a person of the case followed by the verb they do: Frau Köhler
	// bittet, Herr Strauß bittet.
	dePersonActs = regexp.MustCompile(`(?:Herr|Frau)(?: (?:Dr\.|Prof\.))* (\p{Lu}\p{L}+) (\p{Ll}{3,}t)\b`)
)

// actorTurned names what answer sentence a, otherwise golden sentence g, has turned
// round in who acts (see above); "" when it has not.
func actorTurned(lang, g, a string) string {
	if lang == "ja" {
		// The verb's keigo may take a few words with it (弊社で): a longer stretch
		// than nearlyTheSame's.
		if len([]rune(g)) < 8 || !oneStretchApart(g, a, 72) {
			return ""
		}
		classes := func(s string) map[string]string {
			out := map[string]string{}
			for _, m := range jaReaderActs.FindAllStringSubmatch(s, -1) {
				out[m[1]] += "r"
			}
			for _, m := range jaWriterActs.FindAllStringSubmatch(s, -1) {
				out[m[1]] += "w"
			}
			return out
		}
		gc, ac := classes(g), classes(a)
		for stem, c := range gc {
			if d, ok := ac[stem]; ok && len(c) == 1 && len(d) == 1 && c != d {
				who := map[string]string{"r": "the reader's", "w": "the writer's"}
				return fmt.Sprintf("%q, %s act, made %s", stem, who[c], who[d])
			}
		}
		return ""
	}
	for _, mi := range dePersonActs.FindAllStringSubmatchIndex(g, -1) {
		m := matchGroups(g, mi)
		// The sentence after the verb is the golden's, word for word, so that the
		// part before it is what was rewritten.
		if strings.Contains(a, m[0]) || !strings.HasSuffix(a, g[mi[1]:]) || len(g[mi[1]:]) < 20 {
			continue
		}
		stem := m[2][:len(m[2])-1]
		// The verb before the person, in another form (bittet → bitten) or with the
		// person as its object (Herr → Herrn): someone else acts on them. The same
		// verb before the same form is a subject put after its verb (Außerdem bittet
		// Frau Köhler).
		re := regexp.MustCompile(`\b(` + regexp.QuoteMeta(stem[:min(len(stem), 4)]) + `\p{Ll}*) ((?:Herrn?|Frau))(?: (?:Dr\.|Prof\.))* ` + regexp.QuoteMeta(m[1]) + `(?:\P{L}|$)`)
		if am := re.FindStringSubmatch(a); am != nil && (am[1] != m[2] || am[2] == "Herrn" && strings.HasPrefix(m[0], "Herr ")) {
			return fmt.Sprintf("%q, who acts in the golden, made the one acted on", m[1])
		}
	}
	return ""
}
