package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// German grammar turned so the meaning changes, each the sentence's one or two small
// changes: an owner put in (die Mehrkosten → seine Mehrkosten, die defekte Lampe →
// unsere defekte Lampe), the named actor made the one acted on by an impersonal man
// (Herr Strauß bittet → Herrn Strauß bittet man), a statement made a duty (Wir senden
// Ihnen … zu → Ihnen ist … zuzusenden; die Statik prüft Frau Dr. Jäger → ist von Frau
// Dr. Jäger zu prüfen) and an adjective moved to another noun (die kostenlose WärmeApp
// aus dem App Store → die WärmeApp aus dem kostenlosen App Store).

// deOwnerWord are German possessives of a third person or the writer's side,
// lower-case: the reader's own (Ihr) is another matter.
var deOwnerWord = regexp.MustCompile(`^(?:sein|ihr|unser)(?:e|en|em|er|es)?$`)

// deZuInfinitive is an infinitive with zu, apart (zu prüfen) or inside the verb
// (zuzusenden, aufzuschließen).
var deZuInfinitive = regexp.MustCompile(`^\p{Ll}{2,}zu\p{Ll}{2,}en$`)

// deGrammarEdit names the grammar turned in the answer's sentence; "" when none.
func (p *editPair) deGrammarEdit() string {
	if p.lang != "de" {
		return ""
	}
	bl := p.diff()
	if len(bl) == 0 || len(bl) > 3 {
		return ""
	}
	var gAdd, aAdd []string
	for _, b := range bl {
		if max(b[1]-b[0], b[3]-b[2]) > 5 {
			return ""
		}
		gAdd = append(gAdd, p.gt[b[0]:b[1]]...)
		aAdd = append(aAdd, p.at[b[2]:b[3]]...)
	}
	lowG := " " + strings.ToLower(p.g) + " "
	for i, w := range aAdd {
		switch {
		case deOwnerWord.MatchString(w) && len(bl) == 1 && len(gAdd) <= 1 && (len(gAdd) == 0 || deArticle[gAdd[0]]) && !strings.Contains(lowG, " "+w+" "):
			return fmt.Sprintf("%q put in: an owner the golden does not name", w)
		case w == "man" && !strings.Contains(lowG, " man "):
			return "\"man\" put in: the named actor made the one acted on"
		case (deZuInfinitive.MatchString(w) || w == "zu" && i+1 < len(aAdd) && strings.HasSuffix(aAdd[i+1], "en")) && !strings.Contains(lowG, " zu ") && !deZuInfinitive.MatchString(strings.Join(gAdd, " ")) &&
			(strings.Contains(" "+strings.Join(aAdd, " ")+" ", " ist ") || strings.Contains(" "+strings.Join(aAdd, " ")+" ", " hat ") || strings.Contains(" "+strings.Join(aAdd, " ")+" ", " sind ")):
			return fmt.Sprintf("%q: a statement made a duty", strings.Join(aAdd, " "))
		}
	}
	// An adjective taken from one noun and put before another.
	if len(bl) == 2 {
		b0, b1 := bl[0], bl[1]
		var gone, put string
		switch {
		case b0[1]-b0[0] == 1 && b0[3] == b0[2] && b1[1] == b1[0] && b1[3]-b1[2] == 1:
			gone, put = p.gt[b0[0]], p.at[b1[2]]
		case b0[1] == b0[0] && b0[3]-b0[2] == 1 && b1[1]-b1[0] == 1 && b1[3] == b1[2]:
			gone, put = p.gt[b1[0]], p.at[b0[2]]
		}
		if gone != "" && len([]rune(gone)) >= 4 && unicode.IsLower([]rune(gone)[0]) && gone != put &&
			strings.HasPrefix(put, string([]rune(gone)[:len([]rune(gone))-1])) {
			return fmt.Sprintf("the adjective %q moved to another noun", gone)
		}
	}
	return ""
}

// deKonjunktiv are the Konjunktiv II forms of verbs a business text states facts
// with (entstünden, liefe, böte, käme): the fact made a thing that would be.
var deKonjunktiv = regexp.MustCompile(`(?:^|[^\p{L}])(?:entstünde|entstünden|liefe|liefen|böte|böten|käme|kämen|gäbe|gäben|ginge|gingen|stünde|stünden|bliebe|blieben|fände|fänden|läge|lägen|hielte|ließe|erhielte|erhielten|bekäme|bekämen|träfe|sähe|wüsste|wüssten)(?:[^\p{L}]|$)`)

// deMeaningPrefix are the prefixes that make a verb of the golden another act, or a
// noun another thing wherever the case writes them: a follow-up (nachbestellt), a
// preliminary one (Vortermin, Vorablieferung), a replacement, a partial one, an extra
// one.
var deMeaningPrefix = []string{"nach", "vorab", "vor", "ersatz", "teil", "zusatz", "zwischen", "sonder", "neben", "rest", "neu"}

// dePrefixWord is a German word that may carry such a prefix.
var dePrefixWord = regexp.MustCompile(`\p{L}{7,}`)

// prefixedWords names a word of the answer that is a golden word with a prefix of
// three letters or more that makes it another thing, a word the case never writes: a
// follow-up, a preliminary, a partial or an extra one (bestellt → nachbestellt,
// Lieferung → Nachlieferung, Kontrolltermin → Vorkontrolltermin), a bundled, a
// counter, a specimen or an urgent one (Sammelrechnung, Gegenangebot,
// Musterwochenplan, Eilversand). German makes another thing of a word by putting a
// word before it; a paraphrase that keeps the golden's word keeps it bare or takes
// the compound, or its first part, from the case.
func prefixedWords(golden, known, answer string) []string {
	lowKnown := strings.ToLower(known)
	gw := map[string]bool{}
	for _, w := range dePrefixWord.FindAllString(golden, -1) {
		gw[strings.ToLower(w)] = true
	}
	var out []string
	for _, w := range dePrefixWord.FindAllString(answer, -1) {
		lw := strings.ToLower(w)
		if strings.Contains(lowKnown, lw) {
			continue
		}
		rs := []rune(lw)
		noun := unicode.IsUpper([]rune(w)[0])
		for i := 3; i+5 <= len(rs); i++ {
			pre, rest := string(rs[:i]), string(rs[i:])
			// A noun takes any prefix the case never writes (Mindestgarantie joins
			// two words of the case); a verb only a prefix that makes another act, as
			// German verbs take particles in a paraphrase (mitzubringen, verschicken).
			if gw[rest] && (slices.Contains(deMeaningPrefix, pre) || noun && !strings.Contains(lowKnown, pre)) {
				out = append(out, fmt.Sprintf("%q: %q made another thing by %q", w, rest, pre+"-"))
				break
			}
		}
	}
	return dedupe(out)
}

// deNounEndings are the endings German nouns take for number and case, longest
// first.
var deNounEndings = []string{"nen", "ern", "en", "er", "es", "e", "n", "s"}

// deNounStem is a noun without its number or case ending, umlauts folded, so that
// Wand and Wände, Teile and Teils, Plan and Pläne share one stem.
func deNounStem(w string) string {
	w = strings.NewReplacer("ä", "a", "ö", "o", "ü", "u").Replace(strings.ToLower(w))
	for _, e := range deNounEndings {
		if s, ok := strings.CutSuffix(w, e); ok && len([]rune(s)) >= 4 {
			return s
		}
	}
	return w
}

// numberFlip reads a golden sentence edited in a few words where one of its nouns
// stands in another number (Ihren Kontrolltermin → Ihre Kontrolltermine, für
// Schallschutzwände → für eine Schallschutzwand, der bestellten Teile → des
// bestellten Teils): one thing made many, or many one.
func (p *editPair) numberFlip() string {
	if p.lang != "de" {
		return ""
	}
	bl := p.diff()
	if len(bl) == 0 || len(bl) > 3 {
		return ""
	}
	changed := 0
	for _, b := range bl {
		changed += b[1] - b[0]
	}
	if changed > 4 {
		return ""
	}
	for _, b := range bl {
		for _, g := range p.gt[b[0]:b[1]] {
			if len([]rune(g)) < 5 || !unicode.IsUpper([]rune(g)[0]) {
				continue
			}
			for _, a := range p.at[b[2]:b[3]] {
				// A genitive's -s (eines Rücksendeetiketts) is case, not number; the
				// closing formula's Grüße is plural in every case.
				if a == g+"s" || a == g+"es" || g == a+"s" || g == a+"es" || strings.HasPrefix(g, "Grüß") {
					continue
				}
				if a != g && unicode.IsUpper([]rune(a)[0]) && deNounStem(a) == deNounStem(g) && !slices.Contains(p.gt, a) {
					return fmt.Sprintf("%q made %q: a thing of the golden in another number", g, a)
				}
			}
		}
	}
	return ""
}
