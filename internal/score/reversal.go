package score

import (
	"fmt"
	"strings"
	"unicode"
)

// A German verb says its direction with a particle or a prefix: the pump builds
// pressure up (baut … auf) or lets it down (baut … ab), a plant is put into service
// (Inbetriebnahme) or out of it (Außerbetriebnahme), an approval still stands out
// (steht noch aus) or stands fixed (steht fest). One particle or prefix put for its
// opposite keeps every other word and reverses the act. A comparative made plain
// (höher → hoch; それより早い → 早い) drops what the figure is compared with, and a
// figure cut from a sentence (am 12.11.2026 zwischen 8 und 12 Uhr → am 12.11.2026)
// drops a fact the golden gives nowhere else.

// deParticles are the German particles a separable verb ends its clause with.
var deParticles = wordSet("an ab auf aus ein zu fest weiter vor nach hin her zurück mit los um weg fort bei hoch herunter heraus herein hinaus")

// dePrefixOpposites are the pairs of German verb and noun prefixes that say
// opposite directions: einschalten, ausschalten; Inbetriebnahme, Außerbetriebnahme;
// zusagen, absagen; kaufen, verkaufen.
var dePrefixOpposites = [][2]string{{"ein", "aus"}, {"an", "ab"}, {"an", "aus"}, {"auf", "ab"}, {"auf", "zu"}, {"zu", "ab"},
	{"in", "außer"}, {"vor", "nach"}, {"hin", "her"}, {"unter", "über"}, {"ver", "ent"}, {"be", "ent"}, {"", "ver"}, {"", "miss"}, {"", "un"}}

// jaComparedAdjective is the start of a Japanese adjective a より comparison bears on.
var jaComparedAdjective = "早遅高安多少長短大小良低広狭近遠"

// clauseEnd reports whether token t closes a clause: a stop, a comma or a semicolon.
func clauseEnd(t string) bool {
	return t == "." || t == "," || t == ";" || t == ":" || t == "!" || t == "?"
}

// reversedEdit names a particle or prefix put for its opposite, a comparative made
// plain or a figure dropped, where that is the one change: g is the golden
// sentence's tokens, gm and am the stretches that differ after the p tokens both
// start with and before the s they end with, rest the rest of the answer.
func reversedEdit(lang string, g, gm, am []string, p, s int, rest string) string {
	next := ""
	if s > 0 {
		next = g[len(g)-s]
	}
	if lang == "de" && len(gm) == 1 && len(am) == 1 {
		gw, aw := gm[0], am[0]
		// A separable verb's particle at its clause's end.
		if deParticles[gw] && deParticles[aw] && gw != aw && (s == 0 || clauseEnd(next)) {
			return fmt.Sprintf("the verb's particle %q made %q: the opposite act", gw, aw)
		}
		if from, to, ok := prefixOpposite(gw, aw); ok {
			return fmt.Sprintf("%q made %q: the prefix %q made %q, the opposite direction", gw, aw, from, to)
		}
		if comparativeMadePlain(gw, aw) {
			return fmt.Sprintf("the comparative %q made %q: what it is compared with dropped", gw, aw)
		}
	}
	if lang == "ja" && len(am) == 0 && strings.HasSuffix(strings.Join(gm, ""), "より") && strings.Contains(jaComparedAdjective, next) && next != "" {
		return fmt.Sprintf("the comparison %q dropped", strings.Join(gm, ""))
	}
	// A figure cut from the sentence that the answer gives nowhere else.
	if len(am) == 0 && len(gm) > 0 && len(gm) <= 15 && len(g)-len(gm) >= 5 {
		sep := " "
		if lang == "ja" {
			sep = ""
		}
		cut := strings.Join(gm, sep)
		kept := strings.Join(g[:p], sep) + sep + strings.Join(g[len(g)-s:], sep)
		for _, n := range numberRuns(cut) {
			if !hasNumber(rest, n) && !hasNumber(kept, n) {
				return fmt.Sprintf("%q cut from the sentence, its figure %s given nowhere else", strings.TrimSpace(cut), n)
			}
		}
	}
	return ""
}

// numberRuns are the runs of digits in s.
func numberRuns(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsDigit(r) })
}

// hasNumber reports whether number n stands in s as a number of its own, not as
// digits of a longer one.
func hasNumber(s, n string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], n)
		if j < 0 {
			return false
		}
		at := i + j
		before, after := at == 0 || !isDigit(rune(s[at-1])), at+len(n) == len(s) || !isDigit(rune(s[at+len(n)]))
		if before && after {
			return true
		}
		i = at + 1
	}
}

// prefixOpposite reports the prefixes by which two German words of one stem say
// opposite directions (Inbetriebnahme, Außerbetriebnahme: in, außer).
func prefixOpposite(g, a string) (from, to string, ok bool) {
	gl, al := strings.ToLower(g), strings.ToLower(a)
	for _, pair := range dePrefixOpposites {
		for _, o := range [][2]string{pair, {pair[1], pair[0]}} {
			if strings.HasPrefix(gl, o[0]) && strings.HasPrefix(al, o[1]) {
				stem := gl[len(o[0]):]
				if len([]rune(stem)) >= 5 && stem == al[len(o[1]):] {
					return o[0], o[1], true
				}
			}
		}
	}
	return "", "", false
}

// foldUmlauts writes ä, ö, ü as a, o, u: höher and hoh, länger and langer.
var foldUmlauts = strings.NewReplacer("ä", "a", "ö", "o", "ü", "u")

// notComparative are German words that end as a comparative does and are none.
var notComparative = wordSet("unser euer weiter hinter unter über außer aber oder immer wieder sauber")

// comparativeMadePlain reports a German comparative (höher, günstigeren, länger)
// made the plain adjective of its stem (hoch, günstigen, lang).
func comparativeMadePlain(g, a string) bool {
	if notComparative[strings.ToLower(g)] || !unicode.IsLower([]rune(g)[0]) {
		return false
	}
	gl, al := foldUmlauts.Replace(strings.ToLower(g)), foldUmlauts.Replace(strings.ToLower(a))
	for _, end := range []string{"", "e", "en", "em", "er", "es"} {
		stem, ok := strings.CutSuffix(gl, "er"+end)
		if !ok || len(stem) < 3 {
			continue
		}
		if al == stem+end || stem == "hoh" && al == "hoch"+end || al == stem {
			return true
		}
	}
	return false
}
