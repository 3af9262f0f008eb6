package score

import (
	"fmt"
	"regexp"
	"strings"
)

// Sentences of one paragraph say things in an order the reader follows: what happened
// first comes first, and a word that points back (これらは, am selben Tag, それまで)
// comes after what it points at. An answer that writes two of the golden's sentences
// of one line word for word in the other order, the later one pointing back, or the
// earlier one now led by "then" (その後、, Danach), tells the events the wrong way
// round. So does one that writes the sentences of a numbered step of a procedure in
// the other order: a step's sentences are acts done one after the other. Sentences
// reordered elsewhere with nothing pointing back, or set on other lines, are a
// paraphrase's freedom and are not read here.

var (
	// sequenceLead opens a sentence that follows the one before it in time.
	jaSequenceLead = regexp.MustCompile(`^(?:その後|それから|続いて|次に|その上で)、`)
	deSequenceLead = regexp.MustCompile(`^(?:Danach|Anschließend|Daraufhin|Dann|Später), `)
	// backReference points back at what a sentence before it said.
	jaBackReference = regexp.MustCompile(`これら|それら|それまで|それ以[降前外]|その(?:際|ため|場合|日|結果|時点)|同日|同社|上記|前述|これ[はをにがで]|それ[はをにがで]`)
	deBackReference = regexp.MustCompile(`\b(?:[Dd]ies|[Dd]iese[rnms]?|[Dd]abei|[Dd]afür|[Dd]azu|[Dd]ort|[Dd]aher|[Dd]eshalb|[Dd]eswegen|[Tt]rotzdem|selben|derselbe|dieselbe|dasselbe|ebenfalls)\b`)
)

// sentencesReordered names the answer's pairs of golden sentences of one line that it
// writes in the other order (see above).
func sentencesReordered(lang string, parts []string, golden string) []string {
	type place struct{ line, at int }
	where := map[string]place{}
	lines := strings.Split(golden, "\n")
	// A numbered step of a procedure (three steps or more) is a sequence of acts:
	// its sentences in another order tell the reader to do them the other way round.
	step := map[int]bool{}
	for li, line := range lines {
		if numberedStep.MatchString(line) {
			step[li] = true
		}
	}
	if len(step) < 3 {
		clear(step)
	}
	for li, line := range lines {
		for i, s := range sentencesOf(lang, line) {
			s = strings.TrimSpace(stripMarker(strings.TrimSpace(s)))
			if _, dup := where[s]; dup {
				where[s] = place{-1, -1}
				continue
			}
			where[s] = place{li, i}
		}
	}
	lead, back := deSequenceLead, deBackReference
	if lang == "ja" {
		lead, back = jaSequenceLead, jaBackReference
	}
	var out []string
	for _, p := range parts {
		for _, line := range strings.Split(p, "\n") {
			ss := sentencesOf(lang, line)
			for k := 0; k+1 < len(ss); k++ {
				x := strings.TrimSpace(stripMarker(strings.TrimSpace(ss[k])))
				y := strings.TrimSpace(stripMarker(strings.TrimSpace(ss[k+1])))
				px, okx := where[x]
				if !okx || px.line < 0 {
					continue
				}
				if py, ok := where[y]; ok && py.line == px.line && py.at < px.at && back.MatchString(x) {
					out = append(out, fmt.Sprintf("%q points back at what the golden says before it, yet comes first", clipRunes(x, 40)))
					continue
				}
				if py, ok := where[y]; ok && py.line == px.line && py.at < px.at && step[px.line] {
					out = append(out, fmt.Sprintf("%q, which the golden's step does first, is told after %q", clipRunes(y, 40), clipRunes(x, 30)))
					continue
				}
				if m := lead.FindString(y); m != "" {
					if py, ok := where[strings.TrimSpace(y[len(m):])]; ok && py.line == px.line && py.at < px.at {
						out = append(out, fmt.Sprintf("%q, which the golden says first, is told after %q", clipRunes(y, 40), clipRunes(x, 30)))
					}
				}
			}
		}
	}
	return dedupe(out)
}

var (
	// deCauseLead and deCauseInner split a German sentence at its cause: Weil C, E;
	// E, weil C.
	deCauseLead  = regexp.MustCompile(`^(?:Weil|Da) (.+?), (.+)$`)
	deCauseInner = regexp.MustCompile(`^(.+?), (?:weil|da) (.+)$`)
	// jaCauseSplit splits a Japanese sentence at its cause: CためE, CのでE.
	jaCauseSplit = regexp.MustCompile(`^(.+?)(?:ため|ので|ことから)、(.+)$`)
	// causeWord is a word or number a clause's claim is made of.
	deCauseWord = regexp.MustCompile(`\p{L}{4,}|\d+`)
	jaCauseWord = regexp.MustCompile(`[\p{Han}\p{Katakana}ー]{2,}|\d+`)
)

// causeEffect splits a sentence into its cause and its effect; ok is false for a
// sentence without a cause.
func causeEffect(lang, s string) (cause, effect string, ok bool) {
	s = strings.TrimRight(strings.TrimSpace(stripMarker(strings.TrimSpace(s))), ".。")
	// A clause after a semicolon is a statement of its own.
	if i := strings.IndexAny(s, ";；"); i > 0 {
		s = s[:i]
	}
	if lang == "ja" {
		if m := jaCauseSplit.FindStringSubmatch(s); m != nil {
			return m[1], m[2], true
		}
		return "", "", false
	}
	if m := deCauseLead.FindStringSubmatch(s); m != nil {
		return m[1], m[2], true
	}
	if m := deCauseInner.FindStringSubmatch(s); m != nil {
		return m[2], m[1], true
	}
	return "", "", false
}

// causeWords are the words and numbers of a clause, Japanese ones as pairs of
// characters.
func causeWords(lang, s string) map[string]bool {
	out := map[string]bool{}
	if lang == "ja" {
		for _, w := range jaCauseWord.FindAllString(s, -1) {
			rs := []rune(w)
			if len(rs) < 2 || isDigit(rs[0]) {
				out[w] = true
				continue
			}
			for i := 0; i+2 <= len(rs); i++ {
				out[string(rs[i:i+2])] = true
			}
		}
		return out
	}
	for _, w := range deCauseWord.FindAllString(s, -1) {
		if !deStopwords[strings.ToLower(w)] {
			out[strings.ToLower(w)] = true
		}
	}
	return out
}

// overlap is the share of the smaller set found in the other.
func overlap(a, b map[string]bool) float64 {
	if len(a) == 0 || len(b) == 0 {
		return 0
	}
	n := 0
	for w := range a {
		if b[w] {
			n++
		}
	}
	return float64(n) / float64(min(len(a), len(b)))
}

// causesInverted names the answer's sentences that state a golden sentence's effect
// as the cause and its cause as the effect (Weil sich die Inbetriebnahme verschiebt,
// werden die Stahlträger erst am 28.10. geliefert; 料金が加算されているため、ユーザーを
// 追加していただいた): the reason given the wrong way round.
func causesInverted(lang string, parts []string, golden string) []string {
	type split struct{ cause, effect map[string]bool }
	var gs []split
	for _, line := range strings.Split(golden, "\n") {
		for _, s := range sentencesOf(lang, line) {
			if c, e, ok := causeEffect(lang, s); ok {
				gc, ge := own(causeWords(lang, c), causeWords(lang, e))
				gs = append(gs, split{gc, ge})
			}
		}
	}
	if len(gs) == 0 {
		return nil
	}
	var out []string
	for _, p := range parts {
		for _, line := range strings.Split(p, "\n") {
			for _, s := range sentencesOf(lang, line) {
				c, e, ok := causeEffect(lang, s)
				if !ok {
					continue
				}
				ac, ae := own(causeWords(lang, c), causeWords(lang, e))
				for _, g := range gs {
					if len(ac) >= 2 && len(ae) >= 2 && overlap(ac, g.effect) >= 0.6 && overlap(ae, g.cause) >= 0.6 &&
						overlap(ac, g.cause) < 0.4 && overlap(ae, g.effect) < 0.4 {
						out = append(out, fmt.Sprintf("%q gives the golden's effect as the cause", clipRunes(strings.TrimSpace(s), 50)))
						break
					}
				}
			}
		}
	}
	return dedupe(out)
}

// own keeps of each clause's words those the other clause lacks: a word both say
// (ユーザー, 2026) tells neither apart.
func own(a, b map[string]bool) (map[string]bool, map[string]bool) {
	oa, ob := map[string]bool{}, map[string]bool{}
	for w := range a {
		if !b[w] {
			oa[w] = true
		}
	}
	for w := range b {
		if !a[w] {
			ob[w] = true
		}
	}
	return oa, ob
}
