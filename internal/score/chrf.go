package score

import (
	"fmt"
	"strings"
	"unicode"
)

// ChrF computes chrF / chrF++ exactly as sacreBLEU 2.6 does. The zero value
// is not useful; use DefaultChrF or DefaultChrFPlusPlus, or set every field.
type ChrF struct {
	// CharOrder is the maximum character n-gram order (sacreBLEU: 6).
	CharOrder int
	// WordOrder is the maximum word n-gram order: 0 for chrF, 2 for chrF++.
	WordOrder int
	// Beta weights recall beta times as much as precision (sacreBLEU: 2).
	Beta float64
	// EpsSmoothing averages per-order F-scores with epsilon for empty
	// orders (chrF++.py, NLTK, Moses) instead of the default
	// effective-order averaging of precision and recall.
	EpsSmoothing bool
}

// defaultChrF is sacreBLEU's default chrF2.
var defaultChrF = ChrF{CharOrder: 6, WordOrder: 0, Beta: 2}

// defaultChrFPlusPlus is sacreBLEU's chrF2++ (word order 2).
var defaultChrFPlusPlus = ChrF{CharOrder: 6, WordOrder: 2, Beta: 2}

// chrFStats holds, per order (characters first, then words), the hypothesis
// n-gram count, the reference n-gram count and the match count. Statistics
// of several segments are summed for a corpus score.
type chrFStats [][3]int

// Add adds o to s element-wise; s and o must come from the same ChrF.
func (s chrFStats) Add(o chrFStats) {
	for i := range s {
		for j := 0; j < 3; j++ {
			s[i][j] += o[i][j]
		}
	}
}

// Sentence returns the chrF score (0–100) of hyp against ref.
func (c ChrF) Sentence(hyp, ref string) float64 {
	return c.Score(c.Stats(hyp, ref))
}

// Corpus returns the corpus-level chrF of hyps against refs, computed from
// the per-order statistics summed over all segments.
func (c ChrF) Corpus(hyps, refs []string) (float64, error) {
	if len(hyps) != len(refs) {
		return 0, fmt.Errorf("chrf corpus: %d hypotheses but %d references", len(hyps), len(refs))
	}
	total := make(chrFStats, c.CharOrder+c.WordOrder)
	for i := range hyps {
		total.Add(c.Stats(hyps[i], refs[i]))
	}
	return c.Score(total), nil
}

// Stats returns the per-order match statistics of one segment.
func (c ChrF) Stats(hyp, ref string) chrFStats {
	st := make(chrFStats, 0, c.CharOrder+c.WordOrder)
	h := []rune(removeSpace(hyp))
	r := []rune(removeSpace(ref))
	for n := 1; n <= c.CharOrder; n++ {
		st = append(st, matchStats(charNgrams(h, n), charNgrams(r, n)))
	}
	hw, rw := splitPunct(hyp), splitPunct(ref)
	for n := 1; n <= c.WordOrder; n++ {
		st = append(st, matchStats(wordNgrams(hw, n), wordNgrams(rw, n)))
	}
	return st
}

// Score turns (possibly summed) statistics into a chrF score (0–100).
func (c ChrF) Score(st chrFStats) float64 {
	const eps = 1e-16
	factor := c.Beta * c.Beta
	var score, avgP, avgR float64
	eff := 0
	for _, s := range st {
		nHyp, nRef, nMatch := float64(s[0]), float64(s[1]), float64(s[2])
		prec, rec := eps, eps
		if nHyp > 0 {
			prec = nMatch / nHyp
		}
		if nRef > 0 {
			rec = nMatch / nRef
		}
		if denom := factor*prec + rec; denom > 0 {
			score += (1 + factor) * prec * rec / denom
		} else {
			score += eps
		}
		if nHyp > 0 && nRef > 0 {
			avgP += prec
			avgR += rec
			eff++
		}
	}
	if c.EpsSmoothing {
		if len(st) == 0 {
			return 0
		}
		return 100 * score / float64(len(st))
	}
	if eff == 0 {
		return 0
	}
	avgP /= float64(eff)
	avgR /= float64(eff)
	if avgP+avgR == 0 {
		return 0
	}
	return 100 * (1 + factor) * avgP * avgR / (factor*avgP + avgR)
}

// pyIsSpace reports whether Python's str.split() treats r as whitespace.
func pyIsSpace(r rune) bool {
	return unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f)
}

func removeSpace(s string) string {
	return strings.Join(strings.FieldsFunc(s, pyIsSpace), "")
}

func charNgrams(rs []rune, n int) map[string]int {
	m := make(map[string]int)
	for i := 0; i+n <= len(rs); i++ {
		m[string(rs[i:i+n])]++
	}
	return m
}

func wordNgrams(words []string, n int) map[string]int {
	m := make(map[string]int)
	for i := 0; i+n <= len(words); i++ {
		m[strings.Join(words[i:i+n], " ")]++
	}
	return m
}

// matchStats mirrors sacreBLEU's _get_match_statistics: the hypothesis
// count is zeroed when the reference has no n-grams of that order.
func matchStats(hyp, ref map[string]int) [3]int {
	var hypCount, refCount, match int
	for ng, n := range hyp {
		hypCount += n
		if r, ok := ref[ng]; ok {
			match += min(n, r)
		}
	}
	for _, n := range ref {
		refCount += n
	}
	if len(ref) == 0 {
		hypCount = 0
	}
	return [3]int{hypCount, refCount, match}
}

const asciiPunct = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"

// splitPunct mirrors sacreBLEU's CHRF._remove_punctuation: split on
// whitespace, then separate one trailing (else one leading) ASCII
// punctuation character from words longer than one character.
func splitPunct(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(s, pyIsSpace) {
		rs := []rune(w)
		switch {
		case len(rs) == 1:
			out = append(out, w)
		case strings.ContainsRune(asciiPunct, rs[len(rs)-1]):
			out = append(out, string(rs[:len(rs)-1]), string(rs[len(rs)-1]))
		case strings.ContainsRune(asciiPunct, rs[0]):
			out = append(out, string(rs[0]), string(rs[1:]))
		default:
			out = append(out, w)
		}
	}
	return out
}
