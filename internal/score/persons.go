package score

import (
	"fmt"
	"regexp"
	"strings"
)

// roleChanged is a person's standing changed by a word only the case can give: a role
// made a former one (der frühere Gutachter, früher bei, 前担当, 元責任者), a person made
// another's proxy (in Vertretung von, 代理), a birth name put in (geb. Kühn, 旧姓) and a
// title that is no title of the case (Direktor Öztürk or Prof. Dr. Öztürk for Dr.
// Öztürk, 准教授 for 教授).
var roleChanged = regexp.MustCompile(`前担当|前責任者|元担当|元責任者|旧担当|代理で|の代理|代行|旧姓|(?:^|[^\p{L}])(?:[Dd]er frühere|[Dd]ie frühere|des früheren|ehemalige[nmrs]?|früher bei|vormals|in Vertretung|i\. ?V\.|geb\.|geborene|Direktor|Direktorin|Präsident|Präsidentin|Geschäftsführer|Geschäftsführerin)(?:[^\p{L}]|$)|Prof\. |准教授|名誉教授|助教`)

var (
	// deGivenSurname is a German full name in the request: Hannelore Müller.
	deGivenSurname = regexp.MustCompile(`(?:^|[^\p{L}])(?:(?:Frau|Herrn?|Dr\.|Prof\.) )*(\p{Lu}\p{Ll}{2,}) (\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?:[^\p{L}]|$)`)
	// jaSurnameGiven is a Japanese full name with its honorific: 髙橋 誠様.
	jaSurnameGiven = regexp.MustCompile(`(\p{Han}{1,3})[ 　](\p{Han}{1,3})(?:様|さん|氏)`)
)

// bareGivenNames names a person the golden calls by title and surname (Frau Müller,
// 髙橋様) whom the answer calls by the given name alone (Hannelore, 誠さん): in a
// business text a familiarity that is another register, and often another person.
func bareGivenNames(lang, golden, request, answer string) []string {
	var out []string
	if lang == "ja" {
		for _, m := range jaSurnameGiven.FindAllStringSubmatch(request+"\n"+golden, -1) {
			sur, given := m[1], m[2]
			if strings.Contains(golden, sur) && !strings.Contains(golden, given) && strings.Contains(strings.ReplaceAll(answer, sur, ""), given) &&
				!strings.Contains(answer, sur+given) && !strings.Contains(answer, sur+" "+given) && !strings.Contains(answer, sur+"　"+given) {
				out = append(out, fmt.Sprintf("%q: %s様 called by the given name alone", given, sur))
			}
		}
		return dedupe(out)
	}
	for _, m := range deGivenSurname.FindAllStringSubmatch(request, -1) {
		given, sur := m[1], m[2]
		if spelledTitles[given] || containsWord(golden, given) {
			continue
		}
		if !containsWord(golden, "Frau "+sur) && !containsWord(golden, "Herr "+sur) && !containsWord(golden, "Herrn "+sur) {
			continue
		}
		if containsWord(answer, given) && !strings.Contains(answer, given+" "+sur) {
			out = append(out, fmt.Sprintf("%q: %s called by the given name alone", given, sur))
		}
	}
	return dedupe(out)
}

// feminised names a golden surname the answer writes with -in (Müllerin for Müller): a
// job title's ending put on a name, which makes it another name.
func feminised(lang, golden, known, answer string) []string {
	if lang != "de" {
		return nil
	}
	var out []string
	for _, m := range deGivenSurname.FindAllStringSubmatch(golden, -1) {
		for _, w := range m[1:] {
			if len(w) >= 4 && !strings.HasSuffix(w, "in") && containsWord(answer, w+"in") && !containsWord(known, w+"in") {
				out = append(out, fmt.Sprintf("%q: the name %s given a job title's ending", w+"in", w))
			}
		}
	}
	return dedupe(out)
}
