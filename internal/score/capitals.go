package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// TypeCapitals is the German capitalisation check (German answers only; it passes
// any other):
//
//   - A noun stays a noun: a word the golden or the request writes capitalised inside
//     a sentence (Lieferung, Rechnung) is not written in lower case inside one of the
//     answer's, unless the golden or request also writes it so. Words that are a noun
//     and something else (Bitte and bitte, Recht and recht) are left out.
//   - The reader stays "Sie": in a formal case whose golden addresses the reader with
//     Sie, Ihnen or Ihr… inside a sentence, the answer does too, and never writes
//     "ihnen" where the golden does not (a formal letter's reader is Ihnen; ihnen is
//     someone else), nor ever the informal plural (euch, euer, ihr beachtet, or a
//     verb the golden asks with Sie in its plural imperative: Bitte schickt …, a
//     sentence "Öffnet die App …" with no Sie in it).
//   - A sentence opens with a capital: no word after a word's full stop, "!" or "?"
//     on the same line in lower case (… ab 8 Uhr. sie bittet …), unless the golden
//     or request writes it so; abbreviations (bzw., ca., inkl.) end no sentence.
//   - No shouting: no run of three words or more written wholly in capitals, one of
//     them a German function word (DIE LIEFERUNG ERFOLGT AM …), that the golden and
//     request do not write. Abbreviations (GmbH, MwSt., PLZ, EU-DSGVO) are not such a
//     run: they stand alone or carry lower-case letters, and carry no "die" or "am".
//
// A model that loses capitals (a quantized one writing "ihre lieferung") changes
// what a German sentence says or how it addresses the reader; a paraphrase keeps
// them, whatever its wording.
const TypeCapitals = "capitals"

// formalPronouns are the forms of the formal address, capitalised.
var formalPronouns = []string{"Sie", "Ihnen", "Ihr", "Ihre", "Ihrem", "Ihren", "Ihrer", "Ihres"}

// caseAmbiguous are words German writes both ways with different meanings.
var caseAmbiguous = map[string]bool{
	"bitte": true, "recht": true, "leid": true, "dank": true, "teil": true, "ernst": true, "angst": true,
	"schuld": true, "morgen": true, "abend": true, "mittag": true, "heute": true, "anfang": true,
	"ende": true, "weise": true, "zeit": true, "mal": true, "laut": true, "statt": true, "kraft": true,
	"trotz": true, "wegen": true, "zufolge": true, "seiten": true, "falls": true,
	"gunsten": true, "lasten": true, "hand": true, "rande": true, "stande": true, "sinne": true,
	"grunde": true, "folge": true, "stelle": true, "hilfe": true, "rat": true, "ganze": true,
	"gute": true, "beste": true, "neue": true, "weitere": true, "folgende": true, "einzelne": true,
	"nächste": true, "letzte": true, "erste": true, "andere": true, "alle": true, "allem": true,
	"einzige": true, "übrige": true, "übrigen": true, "meiste": true, "wenigsten": true,
}

// sentenceWords returns the words of a German text that stand inside a sentence (not
// at its start), by their lower-case form, with how they are written.
func sentenceWords(text string) map[string][]string {
	out := map[string][]string{}
	for _, t := range deTokens(text) {
		if t.initial {
			continue
		}
		r, _ := utf8.DecodeRuneInString(t.word)
		if !unicode.IsLetter(r) {
			continue
		}
		k := strings.ToLower(t.word)
		if !slices.Contains(out[k], t.word) {
			out[k] = append(out[k], t.word)
		}
	}
	return out
}

func isCapitalised(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}

// capitals runs the capitals check on a tidied answer (see TypeCapitals).
func (c Check) capitals(res Result, text string) Result {
	if c.Lang != "de" {
		return pass(res, 1, "not a German answer")
	}
	golden := Tidy(c.Golden)
	known := golden + "\n" + Tidy(c.Request)
	source := sentenceWords(known)
	var lowered []string
	for k, forms := range sentenceWords(text) {
		if utf8.RuneCountInString(k) < 5 || caseAmbiguous[k] || !slices.Contains(forms, k) {
			continue
		}
		src, ok := source[k]
		if !ok || slices.Contains(src, k) || !slices.ContainsFunc(src, isCapitalised) {
			continue
		}
		lowered = append(lowered, k)
	}
	slices.Sort(lowered)
	var why []string
	if len(lowered) > 0 {
		why = append(why, fmt.Sprintf("nouns of the golden or request written in lower case: %s", quoteList(lowered)))
	}
	if starts := lowerStarts(text, known); len(starts) > 0 {
		why = append(why, fmt.Sprintf("sentences opened in lower case: %s", quoteList(starts)))
	}
	if w := capitalAfterSalutation(text); w != "" {
		why = append(why, fmt.Sprintf("the letter's first word after the salutation's comma capitalised (%q)", w))
	}
	if runs := capsRuns(text, known); len(runs) > 0 {
		why = append(why, fmt.Sprintf("words written in capitals: %s", quoteList(runs)))
	}
	if c.Formal {
		goldenWords, answer := sentenceWords(golden), sentenceWords(text)
		addressed := func(words map[string][]string) bool {
			for _, p := range formalPronouns {
				if slices.Contains(words[strings.ToLower(p)], p) {
					return true
				}
			}
			return false
		}
		if addressed(goldenWords) && !addressed(answer) {
			why = append(why, "the golden addresses the reader as Sie inside its sentences, the answer never does")
		}
		if addressed(goldenWords) {
			found := newMatches(informalPlural, text, golden)
			// The plural imperative of a verb the golden asks with Sie: Bitte schickt …
			// for Bitte schicken Sie …, beachtet for beachten Sie.
			for _, m := range pluralImperative.FindAllStringSubmatch(text, -1) {
				if asksWithSie(golden, m[1]) && !slices.Contains(found, m[0]) {
					found = append(found, m[0])
				}
			}
			// A sentence opened by that verb with no Sie in it: "Öffnet in der App den
			// Bereich … und tippt auf …" for "Öffnen Sie … und tippen Sie …". A
			// sentence opened by a verb that has Sie in it is a condition (Klappt die
			// Verbindung nicht, starten Sie …), not an order.
			for _, s := range deSentences(text) {
				s = strings.TrimLeft(listMarker.ReplaceAllString(s, ""), " ")
				first, _, _ := strings.Cut(s, " ")
				if strings.HasSuffix(first, "t") && !strings.Contains(s, "Sie") && asksWithSie(golden, first) && !slices.Contains(found, first) {
					found = append(found, first)
				}
			}
			if len(found) > 0 {
				why = append(why, fmt.Sprintf("the reader addressed as ihr: %s", quoteList(found)))
			}
		}
		if slices.Contains(answer["ihnen"], "ihnen") && !slices.Contains(goldenWords["ihnen"], "ihnen") {
			why = append(why, `"ihnen" in lower case where a formal letter's reader is "Ihnen"`)
		}
		// Sie lowered to sie: fewer capitalised and more lower-case forms than the
		// golden has, inside sentences (a paraphrase that says less to the reader
		// does not also start writing about "sie").
		gc, ac := pronounCounts(golden), pronounCounts(text)
		// "Laden Sie sie herunter": the object after the reader is a thing.
		ac["sie"] -= max(0, strings.Count(text, "Sie sie ")-strings.Count(golden, "Sie sie "))
		var lowered []string
		for _, p := range formalPronouns {
			l := strings.ToLower(p)
			if ac[p] < gc[p] && ac[l] > gc[l] {
				lowered = append(lowered, l)
			}
		}
		if len(lowered) > 0 {
			why = append(why, fmt.Sprintf("the reader's %s written in lower case", quoteList(lowered)))
		}
		// The reader's Ihr… turned into his (Ihre Nachricht → seine Nachricht): the
		// letter speaks about its reader instead of to him.
		var third []string
		for _, m := range thirdPossessive.FindAllStringSubmatch(text, -1) {
			ihr := "Ihr" + strings.TrimPrefix(strings.TrimPrefix(strings.ToLower(m[1]), "sein"), "unser")
			if strings.Contains(golden, ihr+" "+m[2]) && !strings.Contains(golden, m[0]) && !slices.Contains(third, m[0]) {
				third = append(third, m[0])
			}
		}
		if len(third) > 0 {
			why = append(why, fmt.Sprintf("the reader's Ihr… given to someone else: %s", quoteList(third)))
		}
	}
	if len(why) > 0 {
		return fail(res, 0, "%s", strings.Join(why, "; "))
	}
	return pass(res, 1, "German nouns and the formal address keep their capitals")
}

// capsRuns returns the runs of three or more words written wholly in capitals (two
// letters or more each), at least one of them a German function word, that known
// does not contain.
func capsRuns(text, known string) []string {
	have := shoutedRuns(known)
	var out []string
	for _, r := range shoutedRuns(text) {
		if !slices.Contains(have, r) {
			out = append(out, clipRunes(r, 60))
		}
	}
	return out
}

// shoutedRuns returns every run capsRuns looks for, its words joined by spaces.
func shoutedRuns(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		words := strings.FieldsFunc(line, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' })
		var run []string
		flush := func() {
			if len(run) >= 3 && slices.ContainsFunc(run, func(w string) bool { return germanWords[strings.ToLower(w)] }) {
				out = append(out, strings.Join(run, " "))
			}
			run = run[:0]
		}
		for _, w := range words {
			if utf8.RuneCountInString(w) >= 2 && strings.ToUpper(w) == w && strings.ToLower(w) != w {
				run = append(run, w)
				continue
			}
			flush()
		}
		flush()
	}
	return out
}

// informalPlural is the informal plural address: euch, euer, eure…, or ihr before a
// verb of its form (ihr beachtet, ihr könnt); ihr before a noun is "her" or "their".
var informalPlural = regexp.MustCompile(`\b(?:euch|euer|eure[mnrs]?)\b|\bihr\s+\p{Ll}+t\b`)

// pluralImperative is "Bitte" before a verb ending in -t: the plural imperative
// (Bitte schickt, Bitte beachtet) where a formal text asks "Bitte schicken Sie".
var pluralImperative = regexp.MustCompile(`\b[Bb]itte (\p{Ll}+t)\b`)

// thirdPossessive is a form of "his" or "our" and the word after it: the reader's
// Ihre Nachricht as seine Nachricht or unsere Nachricht.
var thirdPossessive = regexp.MustCompile(`\b([Ss]ein(?:e[mnrs]?)?|[Uu]nser(?:e[mnrs]?)?) (\p{L}+)`)

// asksWithSie reports whether golden asks the reader with the formal imperative of
// the verb whose plural imperative (schickt, öffnet) is verb, at a sentence's start
// or inside one.
func asksWithSie(golden, verb string) bool {
	stem := strings.TrimSuffix(verb, "t")
	for _, s := range []string{stem, upperFirst(stem), strings.ToLower(stem)} {
		if strings.Contains(golden, s+"en Sie") || strings.Contains(golden, s+"n Sie") {
			return true
		}
	}
	return false
}

// upperFirst returns s with its first letter in upper case.
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// lowerStart is a sentence of a German text opened in lower case after a word's stop
// on the same line ("… ab 8 Uhr. sie bittet …"); abbreviations are left out.
var lowerStart = regexp.MustCompile(`(?:^|[\s(„"])(\p{Ll}{2,})[.!?][ \t]+(\p{Ll}[\p{L}-]*)`)

// deAbbreviations end in a full stop without ending a sentence.
var deAbbreviations = map[string]bool{"bzw": true, "ca": true, "etc": true, "usw": true, "ggf": true, "ggfs": true, "inkl": true,
	"zzgl": true, "bzgl": true, "evtl": true, "insb": true, "bspw": true, "vgl": true, "sog": true, "max": true, "min": true,
	"mind": true, "exkl": true, "einschl": true, "gem": true, "lt": true, "abs": true, "od": true, "tel": true, "str": true,
	"gegr": true, "jhd": true, "allg": true, "entspr": true, "zz": true, "zt": true, "ua": true, "uvm": true, "vs": true}

// lowerStarts returns the sentences of text opened in lower case (by their first
// word, with the stop before it) that known does not open so.
func lowerStarts(text, known string) []string {
	var out []string
	for _, m := range lowerStart.FindAllStringSubmatch(text, -1) {
		if deAbbreviations[m[1]] {
			continue
		}
		w := strings.TrimLeftFunc(m[0], func(r rune) bool { return !unicode.IsLetter(r) })
		if !strings.Contains(known, w) && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// pronounCounts counts the formal pronouns inside sentences, capitalised and in lower
// case (Sie, sie, Ihnen, ihnen …).
func pronounCounts(text string) map[string]int {
	out := map[string]int{}
	for _, t := range deTokens(text) {
		if t.initial {
			continue
		}
		if slices.ContainsFunc(formalPronouns, func(p string) bool { return strings.EqualFold(p, t.word) }) {
			out[t.word]++
		}
	}
	return out
}

// salutationComma is a German salutation ending in a comma, after which the letter
// goes on in lower case (Sehr geehrter Herr Weiß,\n\nvielen Dank …).
var salutationComma = regexp.MustCompile(`(?m)^(?:Sehr geehrte[r]?|Liebe[r]?|Guten Tag|Hallo)\b[^\n]*,\s*\n(?:\s*\n)*\s*(\p{Lu}\p{Ll}+)\b`)

// lowerOpeners are words that open a letter's body and are never capitalised inside
// a sentence: after the salutation's comma they stay lower case.
var lowerOpeners = wordSet("vielen herzlichen hiermit wir gerne gern danke anbei leider bezugnehmend im in zu mit für nach wie es ich besten haben können bitte heute gestern entschuldigen zunächst aufgrund da wie")

// capitalAfterSalutation returns the first word after a salutation's comma when it is
// capitalised though German writes it in lower case there.
func capitalAfterSalutation(text string) string {
	if m := salutationComma.FindStringSubmatch(text); m != nil && lowerOpeners[strings.ToLower(m[1])] {
		return m[1]
	}
	return ""
}
