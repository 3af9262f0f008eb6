package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

var (
	// deSource is a statement credited to someone: Laut Herrn Oßwald, laut Frau Dr.
	// Vogt, Frau Dr. Vogt zufolge, Laut Wärmetechnik Förster. The group is the
	// source's name, its last word the one looked up.
	deSource = regexp.MustCompile(`(?:\b[Ll]aut|\b[Nn]ach Angaben (?:von|der|des))[ \t]+((?:(?:Herrn?|Frau)[ \t]+)?(?:(?:Prof\.|Dr\.)[ \t]+)*(?:\p{Lu}[\p{L}-]*[ \t]+){0,3}\p{Lu}[\p{L}-]+)|((?:Herrn|Frau)[ \t]+(?:(?:Prof\.|Dr\.)[ \t]+)*(?:\p{Lu}[\p{L}-]*[ \t]+){0,2}\p{Lu}[\p{L}-]+)[ \t]+zufolge`)
	// jaSource is the same in Japanese: 配送センターによると, 西村によれば.
	jaSource = regexp.MustCompile(`([\p{Han}\p{Katakana}ー]{2,12})(?:様|さん|氏|部長|課長)?(?:によると|によれば|の話では)`)
	// statedFigure is a date, an amount or a number of the kind a statement is checked by:
	// 12.11.2026, 1.850,00, 10月21日, 2026年11月9日, 36.400; three characters at
	// least, so that a bare hour or day does not count.
	statedFigure = regexp.MustCompile(`\d+(?:[.,:/]\d+)*(?:年\d+月\d+日|月\d+日|年\d+月)?`)
)

// misattributed names a statement of the answer credited to a person or a party of the
// case (Laut Herrn Oßwald …; 配送センターによると …) whose figures the case gives
// nowhere near that name, though it gives them elsewhere: the fact is another's, or
// no one's (the next meeting's date, a delivery date the writer sets). A statement
// the case puts in that party's line (TOP 3: Herr Oßwald meldet Mehrkosten von
// 36.400,00 €) is credited rightly; one without figures is not judged.
func misattributed(lang string, as []string, golden, request string) []string {
	re := deSource
	if lang == "ja" {
		re = jaSource
	}
	caseLines := strings.Split(golden+"\n"+request, "\n")
	known := golden + "\n" + request
	var out []string
	for _, a := range as {
		m := re.FindStringSubmatch(a)
		if m == nil {
			continue
		}
		name := strings.TrimSpace(m[1])
		if len(m) > 2 && name == "" {
			name = strings.TrimSpace(m[2])
		}
		key := name
		if lang == "de" {
			key = name[strings.LastIndexAny(name, " \t")+1:]
		}
		if strings.Contains(known, m[0]) || runeLen(key) < 2 {
			continue
		}
		var figs []string
		for _, f := range statedFigure.FindAllString(a, -1) {
			if runeLen(f) >= 3 && !slices.Contains(figs, f) {
				figs = append(figs, f)
			}
		}
		if len(figs) == 0 {
			continue
		}
		var near []string
		for _, l := range caseLines {
			if strings.Contains(l, key) {
				near = append(near, l)
			}
		}
		if len(near) == 0 {
			continue
		}
		inNear := slices.ContainsFunc(figs, func(f string) bool {
			return slices.ContainsFunc(near, func(l string) bool { return strings.Contains(l, f) })
		})
		if inNear || !slices.ContainsFunc(figs, func(f string) bool { return strings.Contains(known, f) }) {
			continue
		}
		out = append(out, fmt.Sprintf("%q: credits to %s what the case never has them say (%s stands elsewhere)", clipRunes(strings.TrimSpace(a), 60), name, strings.Join(figs, ", ")))
	}
	return out
}

// selfMoving is a German verb whose reflexive form tells an event that happens by
// itself (der Versand verschiebt sich) and whose plain form an act someone does
// (Herr Groß verschiebt den Versand).
var selfMoving = regexp.MustCompile(`\b` + selfMovingVerb + `\b`)

// selfMovingVerb is the verb forms selfMoving and actedOn look for.
const selfMovingVerb = `(?:verschieb|verzöger|verlänger|verkürz|erhöh|verringer|änder)(?:t|en|n)`

// actedOn is the verb with what an act has after it: a person (verschiebt Herr Groß
// den Versand) or an object (Kühn verschiebt die Inbetriebnahme).
var actedOn = regexp.MustCompile(`\b` + selfMovingVerb + `[ \t]+(?:Herrn?|Frau|Prof\.|Dr\.|den|die|das|dem|der)\b`)

// ownSideWord is a word by which the writer's side acts (wir verschieben den Termin
// is the writer's own news, not another's decision).
var ownSideWord = regexp.MustCompile(`\b(?:[Ww]ir|[Uu]ns|[Ii]ch)\b`)

// eventMadeAct names an event the case tells as happening by itself (verschiebt sich)
// that the answer tells as another's act on it, without sich (Prof. Dr. Kühn
// verschiebt die Inbetriebnahme; verschiebt Herr Groß den Versand): a delay or a
// change becomes someone's decision. The writer's side acting (wir verschieben) is
// the writer's own news told plainly.
func eventMadeAct(as []string, source string) []string {
	var out []string
	for _, a := range as {
		v := selfMoving.FindString(a)
		if v == "" || !strings.Contains(source, v+" sich") || strings.Contains(a, " sich") || !actedOn.MatchString(a) || ownSideWord.MatchString(a) || strings.Contains(source, strings.TrimSpace(a)) {
			continue
		}
		out = append(out, fmt.Sprintf("%q: what the case tells as happening (%s sich) is told as a person's act", clipRunes(strings.TrimSpace(a), 60), v))
	}
	return out
}
