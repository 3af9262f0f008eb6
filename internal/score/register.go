package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Default marker lists for de_formal.
var (
	// DeFormalMarkers count as formal address when not sentence-initial.
	DeFormalMarkers = []string{"Sie", "Ihnen", "Ihr", "Ihre", "Ihrem", "Ihren", "Ihrer", "Ihres"}
	// DeInformalMarkers fail de_formal anywhere outside quotation marks.
	// Lowercase plural "ihr" is left out: it is also the third-person
	// dative ("ich gebe ihr").
	DeInformalMarkers = []string{
		"du", "dich", "dir", "dein", "deine", "deinem", "deinen", "deiner", "deines",
		"euch", "euer", "eure", "eurem", "euren", "eurer", "eures",
		"Du", "Dich", "Dir", "Dein", "Deine", "Deinem", "Deinen", "Deiner", "Deines",
		"Euch", "Euer", "Eure", "Eurem", "Euren", "Eurer", "Eures",
	}
	// DeSalutations are accepted by require_salutation.
	DeSalutations = []string{"Sehr geehrte", "Guten Tag"}
	// DeClosings are accepted by require_closing.
	DeClosings = []string{"Mit freundlichen Grüßen", "Freundliche Grüße"}
	// DeInformalGreetings fail de_formal (matched as whole words).
	DeInformalGreetings = []string{"Liebe Grüße", "LG", "VG", "Hallo"}
)

var deQuoted = regexp.MustCompile(`„[^“”"]*[“”"]|“[^”]*”|"[^"]*"|»[^«]*«|«[^»]*»`)

type deToken struct {
	word    string
	initial bool
}

// deTokens splits text into letter/number tokens, marking those at the start
// of the text or of a sentence (after . ! ? followed by space, or a newline).
func deTokens(text string) []deToken {
	var out []deToken
	atStart := true
	rs := []rune(text)
	for i := 0; i < len(rs); {
		r := rs[i]
		if unicode.IsLetter(r) || unicode.IsNumber(r) {
			j := i
			for j < len(rs) && (unicode.IsLetter(rs[j]) || unicode.IsNumber(rs[j])) {
				j++
			}
			out = append(out, deToken{string(rs[i:j]), atStart})
			atStart = false
			i = j
			continue
		}
		switch {
		case r == '\n':
			atStart = true
		case (r == '.' || r == '!' || r == '?') && (i+1 == len(rs) || unicode.IsSpace(rs[i+1])):
			atStart = true
		}
		i++
	}
	return out
}

// deSentences splits text at a newline or at . ! ? followed by whitespace, but not
// at a full stop after a digit (19. Oktober, 2. OG, a list's "10. "), dropping empty
// parts.
func deSentences(text string) []string {
	var out []string
	rs := []rune(text)
	start := 0
	flush := func(end int) {
		if s := strings.TrimSpace(string(rs[start:end])); s != "" {
			out = append(out, s)
		}
		start = end
	}
	for i, r := range rs {
		switch {
		case r == '\n':
			flush(i + 1)
		case r == '.' && i > 0 && unicode.IsDigit(rs[i-1]):
		case (r == '.' || r == '!' || r == '?') && (i+1 == len(rs) || unicode.IsSpace(rs[i+1])):
			flush(i + 1)
		}
	}
	flush(len(rs))
	return out
}

// informalSentences are the sentences of text with an informal marker outside
// quotation marks, as written and clipped to 160 characters: what a reader must fix,
// found in a long answer at a glance.
func informalSentences(text string) []string {
	var out []string
	for _, s := range deSentences(text) {
		toks := deTokens(deQuoted.ReplaceAllString(s, " "))
		if slices.ContainsFunc(toks, func(t deToken) bool { return slices.Contains(DeInformalMarkers, t.word) }) {
			out = append(out, clipRunes(s, 160))
		}
	}
	return out
}

func containsPhrase(tokens []deToken, phrase string) bool {
	want := strings.FieldsFunc(phrase, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsNumber(r) })
	if len(want) == 0 {
		return false
	}
	for i := 0; i+len(want) <= len(tokens); i++ {
		ok := true
		for j, w := range want {
			if tokens[i+j].word != w {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

func (c Check) deFormal(res Result, text string) Result {
	unquoted := deQuoted.ReplaceAllString(text, " ")
	toks := deTokens(unquoted)
	var problems []string
	var informal []string
	formal := 0
	for _, t := range toks {
		if slices.Contains(DeInformalMarkers, t.word) && !slices.Contains(informal, t.word) {
			informal = append(informal, t.word)
		}
		if !t.initial && slices.Contains(DeFormalMarkers, t.word) {
			formal++
		}
	}
	if len(informal) > 0 {
		problems = append(problems, "informal markers "+quoteList(informal)+" in "+quoteList(informalSentences(text)))
	}
	need := 1.0
	if c.Min != nil {
		need = *c.Min
	}
	if float64(formal) < need {
		problems = append(problems, fmt.Sprintf("%d formal markers (Sie/Ihnen/Ihr*) outside sentence start, fewer than min %g", formal, need))
	}
	var greet []string
	for _, g := range slices.Concat(DeInformalGreetings, c.ForbidAny) {
		if containsPhrase(toks, g) {
			greet = append(greet, g)
		}
	}
	if len(greet) > 0 {
		problems = append(problems, "forbidden "+quoteList(greet))
	}
	sal := c.RequireSalutationAny
	if len(sal) == 0 && c.RequireSalutation {
		sal = DeSalutations
	}
	if len(sal) > 0 && !slices.ContainsFunc(sal, func(s string) bool { return strings.Contains(text, s) }) {
		problems = append(problems, "no salutation (want one of "+quoteList(sal)+")")
	}
	clo := c.RequireClosingAny
	if len(clo) == 0 && c.RequireClosing {
		clo = DeClosings
	}
	if len(clo) > 0 && !slices.ContainsFunc(clo, func(s string) bool { return strings.Contains(text, s) }) {
		problems = append(problems, "no closing (want one of "+quoteList(clo)+")")
	}
	if len(c.RequireAny) > 0 && !slices.ContainsFunc(c.RequireAny, func(s string) bool { return strings.Contains(text, s) }) {
		problems = append(problems, "none of "+quoteList(c.RequireAny)+" present")
	}
	if len(problems) > 0 {
		return fail(res, 0, "%s", strings.Join(problems, "; "))
	}
	return pass(res, 1, "formal register: %d formal markers, no informal markers", formal)
}

// Japanese sentence classes returned by ClassifyJaSentence.
const (
	JaPolite  = "polite"
	JaPlain   = "plain"
	JaNeutral = "neutral"
)

// DefaultJaCasualMarkers always fail ja_politeness, in addition to ForbidAny.
var DefaultJaCasualMarkers = []string{"だよ", "じゃん", "だね", "ごめん", "っす"}

var (
	jaPoliteEndings = []string{
		"です", "ます", "ました", "ません", "でした", "ましょう", "でしょう",
		"ください", "くださいませ", "ございます", "いたします", "存じます", "ませ",
	}
	jaPlainEndings = []string{
		"だ", "である", "た", "だった", "い", "う", "く", "ぐ", "す", "つ", "ぬ", "ぶ", "む", "る", "て",
	}
	jaFinalParticles = "かねよなわぞぜ"
	jaInterjections  = []string{"はい", "いいえ"}
)

// ClassifyJaSentence classifies one Japanese sentence as polite, plain or
// neutral with rules on the sentence ending (no morphological analyser): trailing symbols and sentence-final particles (か ね よ な わ
// ぞ ぜ) are stripped; a です/ます-family, ください(ませ), ございます,
// いたします or 存じます ending is polite; a plain verb, adjective or copula
// ending (だ, である, た, い, u-row kana, て) is plain; anything else (noun
// endings, 体言止め) is neutral.
func ClassifyJaSentence(s string) string {
	s = strings.TrimRightFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.IsSymbol(r)
	})
	for {
		r, size := utf8.DecodeLastRuneInString(s)
		if size == 0 || !strings.ContainsRune(jaFinalParticles, r) || utf8.RuneCountInString(s) == 1 {
			break
		}
		s = s[:len(s)-size]
	}
	if slices.Contains(jaInterjections, s) {
		return JaNeutral
	}
	for _, e := range jaPoliteEndings {
		if strings.HasSuffix(s, e) {
			return JaPolite
		}
	}
	for _, e := range jaPlainEndings {
		if strings.HasSuffix(s, e) {
			return JaPlain
		}
	}
	return JaNeutral
}

// SplitJaSentences splits text at 。！？!? and newlines, dropping empty parts.
func SplitJaSentences(text string) []string {
	parts := strings.FieldsFunc(text, func(r rune) bool {
		return strings.ContainsRune("。！？!?\n", r)
	})
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// PoliteRatio returns polite/(polite+plain) over the sentences of text, and
// the sentences by class. It is 1 when no sentence is polite or plain.
func PoliteRatio(text string) (float64, map[string][]string) {
	by := map[string][]string{}
	for _, s := range SplitJaSentences(text) {
		k := ClassifyJaSentence(s)
		by[k] = append(by[k], s)
	}
	p, q := len(by[JaPolite]), len(by[JaPlain])
	if p+q == 0 {
		return 1, by
	}
	return float64(p) / float64(p+q), by
}

func (c Check) jaPoliteness(res Result, text string) Result {
	minR := 1.0
	if c.MinPoliteRatio != nil {
		minR = *c.MinPoliteRatio
	}
	ratio, by := PoliteRatio(text)
	var problems []string
	if ratio < minR {
		problems = append(problems, fmt.Sprintf("polite ratio %.2f below min %.2f; plain sentences: %s",
			ratio, minR, quoteList(by[JaPlain])))
	}
	var casual []string
	for _, m := range slices.Concat(DefaultJaCasualMarkers, c.ForbidAny) {
		if m != "" && strings.Contains(text, m) && !slices.Contains(casual, m) {
			casual = append(casual, m)
		}
	}
	if len(casual) > 0 {
		problems = append(problems, "forbidden "+quoteList(casual))
	}
	if len(c.RequireAny) > 0 && !slices.ContainsFunc(c.RequireAny, func(s string) bool { return strings.Contains(text, s) }) {
		problems = append(problems, "none of "+quoteList(c.RequireAny)+" present")
	}
	summary := fmt.Sprintf("%d polite, %d plain, %d neutral sentences", len(by[JaPolite]), len(by[JaPlain]), len(by[JaNeutral]))
	if len(problems) > 0 {
		return fail(res, ratio, "%s (%s)", strings.Join(problems, "; "), summary)
	}
	return pass(res, ratio, "polite ratio %.2f (%s)", ratio, summary)
}
