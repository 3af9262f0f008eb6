package score

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// The golden's points kept at their place: a clause carried from one list item to
// another (- Der Verdichter kommt erst am 23.11.; die Inbetriebnahme verschiebt sich
// … → the postponement now closes the next item, on the extra costs), the request
// to the reader left out (Bitte bringen Sie Ihre Versichertenkarte mit. → a
// pleasantry), the golden's clock times gone (zwischen 8 und 12 Uhr → ganztägig),
// and a third-person report slipping into the first person of the one reported on
// (髙橋様は…心配されている → 私は…心配している).

// itemClauses splits a list item into its clauses: its sentences and, in German, the
// parts a semicolon divides. Each is keyed by its letters and digits; short ones
// (a label, a figure) are left out, as they may stand in any item.
func itemClauses(lang, item string) []string {
	var out []string
	for _, s := range sentencesOf(lang, item) {
		for _, c := range strings.FieldsFunc(s, func(r rune) bool { return r == ';' || r == '；' }) {
			k := itemKey(c)
			if n := len([]rune(k)); lang == "ja" && n >= 10 || lang != "ja" && n >= 20 {
				out = append(out, k)
			}
		}
	}
	return out
}

// clausesMoved names a clause of one golden list item that the answer says in
// another item, while the rest of its own item stands apart: what the clause says
// now belongs to another point (the delay of one part told of another, a remedy given
// for another fault). Items merged whole are another matter.
func clausesMoved(lang, golden, answer string) []string {
	home := map[string]int{}
	item := 0
	for _, l := range parseLists(golden) {
		for _, it := range l.items {
			item++
			for _, c := range itemClauses(lang, it) {
				if h, ok := home[c]; ok && h != item {
					home[c] = -1
					continue
				}
				home[c] = item
			}
		}
	}
	type place struct {
		answerItem int
		text       string
	}
	var seen []place
	from := map[int][]int{} // golden item → the answer items that say its clauses
	n := 0
	for _, l := range parseLists(answer) {
		for _, it := range l.items {
			n++
			for _, c := range itemClauses(lang, it) {
				if h := home[c]; h > 0 {
					if !slices.Contains(from[h], n) {
						from[h] = append(from[h], n)
					}
				}
			}
			seen = append(seen, place{n, it})
		}
	}
	var out []string
	for h, items := range from {
		if len(items) < 2 {
			continue
		}
		for _, a := range items {
			// The answer item also says another golden item's clauses: the clause
			// joined that item, its own item stands elsewhere.
			for h2, items2 := range from {
				if h2 != h && slices.Contains(items2, a) && len(items2) == 1 {
					out = append(out, fmt.Sprintf("the item %q holds a clause of another item: it now tells that point of this one", clipRunes(seen[a-1].text, 60)))
				}
			}
		}
	}
	slices.Sort(out)
	return dedupe(out)
}

// deRequest and jaRequest mark a request to the reader: bitte with Sie; ください,
// お願いいたします.
var (
	deRequest = regexp.MustCompile(`(?:^|[^\p{L}])[Bb]itte(?:[^\p{L}]|$)`)
	jaRequest = regexp.MustCompile(`(?:ください|くださいませ|お願いいたします|お願いします|お願い申し上げます|願います)。?$`)
)

// optionalRequest is a request on a condition: if, in case, should.
var optionalRequest = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:falls|wenn|sofern|sollten?)(?:[^\p{L}]|$)|場合|ましたら|でしたら|あれば|なければ`)

// droppedRequests names a request the golden makes of the reader whose own words
// (those no other golden sentence uses) the answer never says: what the reader must
// do, left out or swapped for a pleasantry.
func droppedRequests(lang, golden, answer string) []string {
	if t := strings.TrimSpace(golden); strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[") {
		return nil
	}
	closing := deClosing
	if lang == "ja" {
		closing = jaClosing
	}
	gs := goldenSentences(lang, golden)
	low := strings.ToLower(answer)
	for i, g := range gs {
		g = strings.TrimSpace(g)
		// A request made on a condition (ご不明な点がございましたら…; Falls …, bitte …)
		// is an offer, which a shorter answer may leave out.
		if closing.MatchString(g) || optionalRequest.MatchString(g) || lang == "ja" && !jaRequest.MatchString(g) || lang == "de" && (!deRequest.MatchString(g) || !strings.Contains(g, "Sie")) {
			continue
		}
		others := strings.Join(slices.Concat(gs[:i], gs[i+1:]), "\n")
		var own []string
		for _, w := range contentWords(lang, g) {
			if len([]rune(w)) >= 2 && !supportedWord(lang, w, others, strings.ToLower(others)) {
				own = append(own, w)
			}
		}
		if len(own) < 2 || slices.ContainsFunc(own, func(w string) bool { return supportedWord(lang, w, answer, low) }) {
			continue
		}
		return []string{fmt.Sprintf("the golden's request to the reader %q is left out: the answer says none of its words (%s)", clipRunes(g, 60), strings.Join(own, ", "))}
	}
	return nil
}

// clockTime is a time of day: 8 Uhr, 8:30 Uhr, 8.30 Uhr, 8 bis 12 Uhr (each hour),
// 9時, 14:00.
var (
	deClock      = regexp.MustCompile(`(\d{1,2})(?:[:.](\d{2}))?(?:\s*(?:bis|und|–|-)\s*(\d{1,2})(?:[:.](\d{2}))?)?\s*Uhr`)
	jaClock      = regexp.MustCompile(`(\d{1,2})時|(\d{1,2}):(\d{2})`)
	clockNumbers = regexp.MustCompile(`\d+`)
	// dateAhead is what follows a day's number in a date: .11.2026, /11, .11.
	dateAhead = regexp.MustCompile(`^(?:[./]\d{1,2}(?:[./]|$)|/\d)`)
)

// droppedTimes names a time of day the golden gives that the answer states nowhere:
// a window widened to the whole day or a slot left open. An hour counts as stated
// wherever it stands as a number of its own (8–12 Uhr, 8:00, 午後3時 for 15時).
func droppedTimes(lang, golden, answer string) []string {
	re := deClock
	if lang == "ja" {
		re = jaClock
	}
	var hours []int
	for _, m := range re.FindAllStringSubmatch(golden, -1) {
		if lang == "de" {
			for _, i := range []int{1, 3} {
				if m[i] != "" {
					h, _ := strconv.Atoi(m[i])
					hours = append(hours, h)
				}
			}
			continue
		}
		for _, s := range []string{m[1], m[2]} {
			if s != "" {
				h, _ := strconv.Atoi(s)
				hours = append(hours, h)
			}
		}
	}
	said := map[int]bool{}
	for _, loc := range clockNumbers.FindAllStringIndex(answer, -1) {
		// A part of a date (12.11.2026, 2026/11/12) is no hour, nor are the minutes
		// of a clock time (0:08 Uhr says no 8 Uhr).
		if loc[0] > 0 && strings.ContainsAny(answer[loc[0]-1:loc[0]], "./:") || dateAhead.MatchString(answer[loc[1]:]) {
			continue
		}
		h, _ := strconv.Atoi(answer[loc[0]:loc[1]])
		said[h] = true
		if h < 12 {
			said[h+12] = true
		}
	}
	for _, h := range hours {
		if h <= 24 && !said[h] {
			unit := " Uhr"
			if lang == "ja" {
				unit = "時"
			}
			return []string{fmt.Sprintf("the golden's time of day %d%s is stated nowhere in the answer", h, unit)}
		}
	}
	return nil
}

// deFirstPerson and jaFirstPerson are the pronouns of a writer speaking for
// themself; anyFirstPerson those of a writer's side at all.
var (
	deFirstPerson  = regexp.MustCompile(`(?:^|[^\p{L}])(?:[Ii]ch|[Mm]ich|[Mm]ir|[Mm]ein(?:e|en|em|er|es)?)(?:[^\p{L}]|$)`)
	jaFirstPerson  = regexp.MustCompile(`私|わたし|わたくし|僕|自分は`)
	anyFirstPerson = regexp.MustCompile(`(?:^|[^\p{L}])(?:[Ii]ch|[Mm]ich|[Mm]ir|[Mm]ein\p{L}*|[Ww]ir|[Uu]ns|[Uu]nser\p{L}*)(?:[^\p{L}]|$)|私|わたし|わたくし|僕|弊社|当社|我々|当方|小社`)
	// speechQuote is a span in quotation marks, whose words are another's.
	speechQuote = regexp.MustCompile(`「[^」]*」|„[^“”]*[“”]|"[^"]*"|『[^』]*』`)
)

// letterOpening is a letter's salutation or heading: a letter's writer may say "I"
// where the golden names them (Hier schreibt Yamada → Mein Name ist Yamada).
var letterOpening = regexp.MustCompile(`(?m)^(?:Sehr geehrte|Liebe|Hallo|Guten Tag)|様\s*$|拝啓|御中|各位`)

// firstPersonSlip names an "I" in an answer whose golden speaks for no one: a
// report on others slipped into the voice of the one reported on.
func firstPersonSlip(lang, golden, answer string) []string {
	if anyFirstPerson.MatchString(speechQuote.ReplaceAllString(golden, "")) || letterOpening.MatchString(golden) {
		return nil
	}
	re := deFirstPerson
	if lang == "ja" {
		re = jaFirstPerson
	}
	text := speechQuote.ReplaceAllString(answer, "")
	if m := re.FindString(text); m != "" {
		return []string{fmt.Sprintf("%q: the answer speaks as \"I\" where the golden reports on others", strings.TrimSpace(m))}
	}
	return nil
}

// deCompoundWord is a German noun long enough to be a compound.
var deCompoundWord = regexp.MustCompile(`\p{Lu}\p{Ll}{7,}`)

// reversedCompounds names a German compound of the answer made of a golden
// compound's parts in the other order (Kontrolltermin → Terminkontrolle,
// Bestellnummer → Nummernbestellung, Badezimmerdecke → Deckenbadezimmer): as a
// translation from Japanese orders them, another thing or none.
func reversedCompounds(golden, known, answer string) []string {
	lowKnown := strings.ToLower(known)
	var out []string
	for _, w := range deCompoundWord.FindAllString(answer, -1) {
		lw := strings.ToLower(w)
		if strings.Contains(lowKnown, lw) {
			continue
		}
		for _, g := range deCompoundWord.FindAllString(golden, -1) {
			lg := []rune(strings.ToLower(g))
			if strings.Contains(strings.ToLower(answer), string(lg)) {
				continue
			}
			for i := 3; i+3 <= len(lg); i++ {
				head, tail := stemOf(string(lg[:i])), stemOf(string(lg[i:]))
				if len([]rune(head)) >= 4 && len([]rune(tail)) >= 4 && strings.HasPrefix(lw, tail) && strings.Contains(lw[len(tail):], head) {
					out = append(out, fmt.Sprintf("%q: the parts of %q in the other order", w, g))
					break
				}
			}
		}
	}
	return dedupe(out)
}

// compoundsAsPhrases names a German compound of the golden that the answer writes as
// a word before a noun (Hochschule → Hohe Schule, Edelstahl → edler Stahl, Wärmepumpe
// → warme Pumpe, Mehrkosten → mehr Kosten): two words that name another thing. The
// answer must no longer hold the compound, the first word must open as the
// compound's head does, and the case must never write the pair.
func compoundsAsPhrases(golden, known, answer string) []string {
	lowKnown, lowAnswer := strings.ToLower(known), strings.ToLower(answer)
	fold := strings.NewReplacer("ä", "a", "ö", "o", "ü", "u")
	words := strings.FieldsFunc(answer, func(r rune) bool { return !unicode.IsLetter(r) })
	var out []string
	for _, g := range deCompoundWord.FindAllString(golden, -1) {
		lg := []rune(strings.ToLower(g))
		if strings.Contains(lowAnswer, string(lg)) {
			continue
		}
	pairs:
		for k := 0; k+1 < len(words); k++ {
			first, noun := strings.ToLower(words[k]), strings.ToLower(words[k+1])
			if runeLen(first) < 3 || germanWords[first] {
				continue
			}
			for i := 3; i+4 <= len(lg); i++ {
				tail := string(lg[i:])
				if !strings.HasPrefix(noun, tail) || len(noun)-len(tail) > 2 || fold.Replace(first)[:2] != fold.Replace(string(lg[:i]))[:2] {
					continue
				}
				if pair := first + " " + noun; !strings.Contains(lowKnown, pair) && strings.Contains(lowAnswer, pair) {
					out = append(out, fmt.Sprintf("%q: %q written apart, which names another thing", words[k]+" "+words[k+1], g))
					break pairs
				}
			}
		}
	}
	return dedupe(out)
}

// stemOf cuts a compound part's linking letters and endings (sicherheits, wochen,
// rücksende): what it keeps at the start of the part in another compound.
func stemOf(s string) string {
	for _, end := range []string{"en", "es", "s", "e", "n"} {
		if t, ok := strings.CutSuffix(s, end); ok && len([]rune(t)) >= 4 {
			return t
		}
	}
	return s
}
