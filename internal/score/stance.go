package score

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
)

// TypeStance is the general check that the answer says things the way the golden
// does, where the way changes what is said:
//   - a condition stays a condition: a sentence of the golden that holds "if …"
//     (falls, wenn, sofern, sollten, bei …; 場合, たら, れば, なら, 際, とき) is not stated in
//     the answer without any condition ("Falls Sie verhindert sind, sagen Sie ab" →
//     "Sagen Sie ab");
//   - no cause or contrast is claimed that the case does not make: an answer sentence
//     that opens with daher, deshalb, jedoch …, そのため, しかし … aligns with a sentence
//     of the golden or request that has a marker of that relation, or with one that
//     follows such a sentence;
//   - the writer's own acts stay humble: a verb the golden or request puts in humble
//     keigo (確認いたします) is not honorific in the answer (確認なさいます);
//   - an answer whose golden does not speak to the reader (a summary, an extraction)
//     does not start to (Ihnen, Ihre … inside a sentence; いたします, いたしました).
//
// Sentences align by their content words (German words of four letters or more,
// Japanese kanji compounds and katakana words): an answer sentence with most of a
// golden sentence's content words is that sentence's restatement.
const TypeStance = "stance"

var (
	deCondition = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:falls|wenn|sofern|sollten|sollte|solange|dann|im falle?|für den fall|bei|ggf|gegebenenfalls)(?:[^\p{L}]|$)` +
		// A German condition may open with its verb: "Können Sie nicht kommen, sagen Sie ab."
		`|^\s*(?:- )?(?:Können|Könnten|Sollten|Haben|Hätten|Sind|Ist|Möchten|Wollen|Müssen|Benötigen|Wünschen|Klappt|Funktioniert|Gibt) [^,.?]*,`)
	jaCondition = regexp.MustCompile(`場合|たら|れば|なら|際|限り|とき|時は|時に|これで|以上で|それでも`)
	deCausal    = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:daher|deshalb|deswegen|darum|folglich|somit|weil|da|denn|wegen|aufgrund|grund|sodass|damit)(?:[^\p{L}]|$)`)
	jaCausal    = regexp.MustCompile(`ため|ので|により|によって|よって|から、|したがって|だから|結果`)
	deContrast  = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:aber|jedoch|allerdings|doch|zwar|sondern|statt|trotzdem|dennoch|leider|nur)(?:[^\p{L}]|$)`)
	jaContrast  = regexp.MustCompile(`しかし|ところが|けれど|ですが|ますが|ものの|一方|ただし|が、|のに|残念`)
	// deOpenCausal and the others are the connectors that open a sentence.
	deOpenCausal   = regexp.MustCompile(`^(?:Daher|Deshalb|Deswegen|Darum|Folglich|Somit|Aus diesem Grund)\b`)
	deOpenContrast = regexp.MustCompile(`^(?:Jedoch|Allerdings|Aber|Doch|Trotzdem|Dennoch)\b`)
	jaOpenCausal   = regexp.MustCompile(`^(?:そのため|したがって|よって|だから|このため|ゆえに)`)
	jaOpenContrast = regexp.MustCompile(`^(?:しかし|ところが|けれども|ですが|しかしながら)`)
	jaHumble       = regexp.MustCompile(`(\p{Han}{1,2}[ぁ-ゖ]?)(?:いたし|致し)`)
	jaHonorific    = regexp.MustCompile(`(\p{Han}{1,2}[ぁ-ゖ]?)(?:なさい|なさっ|になります|になりました)`)
	deAddress      = regexp.MustCompile(`[\p{L},;:] (Ihnen|Ihre|Ihr|Ihren|Ihrem|Ihrer|Ihres)\b`)
	jaAddress      = regexp.MustCompile(`いたします|いたしました|いたしております`)
)

// alignWords are the content words of a sentence for alignment, lowercased.
func alignWords(lang, s string) map[string]bool {
	out := map[string]bool{}
	if lang == "ja" {
		for _, w := range jaContentWord.FindAllString(s, -1) {
			out[w] = true
		}
		return out
	}
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if len([]rune(w)) >= 4 {
			out[strings.ToLower(w)] = true
		}
	}
	return out
}

// covers reports whether sentence words a hold at least share of b's (b non-empty,
// two words at least, so that a short clause does not align with anything).
func covers(a, b map[string]bool, share float64) bool {
	if len(b) < 2 {
		return false
	}
	n := 0
	for w := range b {
		if a[w] {
			n++
		}
	}
	return float64(n) >= share*float64(len(b))
}

// mainClause is a conditional sentence without its condition: what follows the
// first comma (、) after the condition marker, or the whole sentence.
func mainClause(lang, s string, loc []int) string {
	rest := s[loc[1]:]
	sep := ","
	if lang == "ja" {
		sep = "、"
	}
	if i := strings.Index(rest, sep); i >= 0 {
		return rest[i+len(sep):]
	}
	return s
}

// lostConditions names the golden's conditional sentences whose main clause the
// answer states without a condition.
func lostConditions(lang string, golden, answer []string) []string {
	cond := deCondition
	if lang == "ja" {
		cond = jaCondition
	}
	var out []string
	for _, g := range golden {
		loc := cond.FindStringIndex(g)
		if loc == nil {
			continue
		}
		main := alignWords(lang, mainClause(lang, g, loc))
		if len(main) < 2 {
			continue
		}
		var match []string
		kept := false
		for i, a := range answer {
			if !covers(alignWords(lang, a), main, 0.8) {
				continue
			}
			match = append(match, a)
			// The condition may stand in the sentence before ("Haben Sie Fragen? Dann …").
			if cond.MatchString(a) || i > 0 && cond.MatchString(answer[i-1]) {
				kept = true
			}
		}
		if len(match) > 0 && !kept {
			out = append(out, fmt.Sprintf("%q states unconditionally what the golden makes conditional", clipRunes(strings.TrimSpace(match[0]), 60)))
		}
	}
	return out
}

// unfoundedConnectors names the answer's sentences that open with a causal or
// contrastive connector no aligned sentence of the case supports.
func unfoundedConnectors(lang string, source, answer []string) []string {
	type rel struct {
		open, marker *regexp.Regexp
		name         string
	}
	rels := []rel{{deOpenCausal, deCausal, "cause"}, {deOpenContrast, deContrast, "contrast"}}
	if lang == "ja" {
		rels = []rel{{jaOpenCausal, jaCausal, "cause"}, {jaOpenContrast, jaContrast, "contrast"}}
	}
	var out []string
	for _, a := range answer {
		a = strings.TrimSpace(a)
		for _, r := range rels {
			loc := r.open.FindStringIndex(a)
			if loc == nil {
				continue
			}
			words := alignWords(lang, a[loc[1]:])
			aligned, supported := false, false
			for i, s := range source {
				if !covers(alignWords(lang, s), words, 0.6) {
					continue
				}
				aligned = true
				if r.marker.MatchString(s) || i > 0 && r.marker.MatchString(source[i-1]) {
					supported = true
				}
			}
			if aligned && !supported {
				out = append(out, fmt.Sprintf("%q claims a %s the case does not state", clipRunes(a, 60), r.name))
			}
		}
	}
	return out
}

// honorificOwnActs names the verbs that the case puts in humble keigo and the answer
// in honorific keigo.
func honorificOwnActs(source, answer string) []string {
	humble := map[string]bool{}
	for _, m := range jaHumble.FindAllStringSubmatch(source, -1) {
		humble[m[1]] = true
	}
	honorific := map[string]bool{}
	for _, m := range jaHonorific.FindAllStringSubmatch(source, -1) {
		honorific[m[1]] = true
	}
	var out []string
	for _, m := range jaHonorific.FindAllStringSubmatch(answer, -1) {
		if humble[m[1]] && !honorific[m[1]] {
			out = append(out, fmt.Sprintf("%q is humble (%sいたします) in the case, honorific in the answer", m[0], m[1]))
		}
	}
	return out
}

// addressesReader reports an answer that speaks to its reader (twice at least) where
// the golden never does.
func addressesReader(lang, golden, answer string) []string {
	re := deAddress
	if lang == "ja" {
		re = jaAddress
	}
	if re.MatchString(golden) || len(re.FindAllString(answer, -1)) < 2 {
		return nil
	}
	return []string{fmt.Sprintf("the answer addresses its reader (%s), the golden does not", strings.Join(re.FindAllString(answer, 3), ", "))}
}

// stance fails on a condition lost, a connector without support, humble keigo made
// honorific or a reader addressed whom the golden does not address.
func (c Check) stance(res Result, text string) Result {
	if c.Lang != "ja" && c.Lang != "de" || strings.TrimSpace(c.Golden) == "" {
		return pass(res, 1, "not checked: no golden or another language")
	}
	golden, request := Tidy(c.Golden), Tidy(c.Request)
	var gs, rs, as []string
	for _, p := range factTexts(golden) {
		gs = append(gs, sentencesOf(c.Lang, p)...)
	}
	rs = sentencesOf(c.Lang, request)
	parts := factTexts(text)
	for _, p := range parts {
		as = append(as, sentencesOf(c.Lang, p)...)
	}
	var problems []string
	problems = append(problems, lostConditions(c.Lang, gs, as)...)
	problems = append(problems, unfoundedConnectors(c.Lang, append(gs, rs...), as)...)
	if c.Lang == "ja" {
		problems = append(problems, honorificOwnActs(golden+"\n"+request, text)...)
		problems = append(problems, ownSideHonoured(golden, request, strings.Join(parts, "\n"))...)
	}
	problems = append(problems, addedHedges(c.Lang, golden+"\n"+request, strings.Join(parts, "\n"))...)
	problems = append(problems, assistantTalk(c.Lang, strings.Join(factTexts(golden), "\n"), request, text)...)
	problems = append(problems, actorSwapped(c.Lang, gs, as)...)
	for _, p := range parts {
		problems = append(problems, addressesReader(c.Lang, strings.Join(factTexts(golden), "\n"), p)...)
	}
	if len(problems) > 0 {
		return fail(res, 0, "the answer changes how the golden says it: %s", strings.Join(problems, "; "))
	}
	return pass(res, 1, "conditions, connectors, keigo and address as in the golden")
}
