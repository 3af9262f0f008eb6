package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// jaConditionEnd splits a Japanese sentence at the end of its condition: …場合は, …ときは,
// …際は, …ようでしたら, …たら、.
var jaConditionEnd = regexp.MustCompile(`^(.+?)(場合は|場合には|場合、|ときは|時は|際は|ようでしたら|ようであれば)(.+)$`)

// markdownEmphasis are Markdown's bold and code marks, blanks kept (the split into
// condition and consequence needs them).
var markdownEmphasis = strings.NewReplacer("**", "", "__", "", "`", "")

// conditionQuote is a quoted label or display text in a condition: 「Lo」, „Fehler E4“.
var conditionQuote = regexp.MustCompile(`「[^」]{1,30}」|„[^“]{1,30}“|"[^"]{1,30}"`)

// deLeadCondition is a German sentence that opens with its condition (Falls …, …;
// Wenn …, …) and deTrailCondition one that ends with it (…, wenn … .).
var (
	deLeadCondition  = regexp.MustCompile(`^(?:- )?(?:Falls|Wenn|Sofern|Sobald|Sollte|Sollten) ([^,]+), (.+)$`)
	deTrailCondition = regexp.MustCompile(`^(.+?), (?:falls|wenn|sofern|sobald) ([^,]+)$`)
)

// conditionSwapped names a sentence of the golden whose consequence the answer keeps
// word for word under a condition that shares no content word with the golden's: the
// remedy given for another symptom („Lo“と出ている場合は → 「OK」と表示された場合は,
// wenn die 10 Minuten abgelaufen sind → wenn das WLAN-Symbol erscheint). A condition
// said in other words keeps one of its words at least, and the label it quotes.
func conditionSwapped(lang, g, a string) string {
	split := func(s string) (cond, rest string, ok bool) {
		s = strings.TrimRight(strings.TrimSpace(s), "。.!！")
		if lang == "ja" {
			m := jaConditionEnd.FindStringSubmatch(s)
			if m == nil {
				return "", "", false
			}
			return m[1], m[2] + m[3], true
		}
		if m := deLeadCondition.FindStringSubmatch(s); m != nil {
			return m[1], m[2], true
		}
		if m := deTrailCondition.FindStringSubmatch(s); m != nil {
			return m[2], m[1], true
		}
		return "", "", false
	}
	// Emphasis is no wording (「**Lo**」 is 「Lo」).
	g, a = markdownEmphasis.Replace(g), markdownEmphasis.Replace(a)
	gc, gr, ok := split(g)
	if !ok {
		return ""
	}
	ac, ar, ok := split(a)
	if !ok || ar != gr || ac == gc {
		return ""
	}
	if q := conditionQuote.FindString(gc); q != "" && !strings.Contains(ac, q) && conditionQuote.MatchString(ac) {
		// The condition names another display or label (「Lo」と出ている → 「OK」と表示された).
		return fmt.Sprintf("the golden's consequence put under another condition (%q → %q)", clipRunes(gc, 30), clipRunes(ac, 30))
	}
	words := contentWords(lang, ac)
	if len(contentWords(lang, gc)) == 0 || len(words) == 0 {
		return ""
	}
	low := strings.ToLower(gc)
	for _, w := range words {
		if supportedWord(lang, w, gc, low) {
			return ""
		}
	}
	return fmt.Sprintf("the golden's consequence put under another condition (%q → %q)", clipRunes(gc, 30), clipRunes(ac, 30))
}

var (
	// deBecause and jaBecause state a cause as what is the case: deCause's weil, da
	// and denn, and aufgrund, wegen, infolge; ため, ので, により.
	deBecause = regexp.MustCompile(deCause.String() + `|(?i:(?:^|[^\p{L}])(?:weil|aufgrund|wegen|infolge)(?:[^\p{L}]|$))`)
	// becauseWords are deBecause's words that alignWords keeps: a sentence restated
	// without its cause marker is still the same sentence.
	becauseWords = wordSet("aufgrund wegen weil infolge")
	jaBecause    = regexp.MustCompile(`ため|ので|により|によって`)
	// deMayHappen and jaMayHappen make something a condition or an eventuality:
	// falls, sofern, a sentence opened by Sollte; 場合, 万一. Not wenn or たら, which
	// also say when (Wenn der Code erscheint, …; 表示されたら、… for 表示されますので).
	deMayHappen = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:falls|sofern|im falle?|für den fall)(?:[^\p{L}]|$)|^\s*(?:[-•*] )?Sollten? `)
	jaMayHappen = regexp.MustCompile(`場合|万一|万が一`)
)

// causesAsConditions names the answer's sentences that restate a sentence of the
// golden giving a cause (Weil die Stahlträger erst am 28.10.2026 geliefert werden, …;
// 再テストが必要なため) with a condition in its place (Sollten die Stahlträger …
// geliefert werden; 必要となった場合に備え): what is the case told as what may
// happen, the converse of conditionsAsCauses. The case may write the condition
// itself.
func causesAsConditions(lang string, golden, source, answer []string) []string {
	cause, may := deBecause, deMayHappen
	if lang == "ja" {
		cause, may = jaBecause, jaMayHappen
	}
	strip := func(words map[string]bool) map[string]bool {
		for w := range words {
			if conditionWords[w] || becauseWords[w] {
				delete(words, w)
			}
		}
		return words
	}
	restates := func(s string, words map[string]bool) bool {
		sw := strip(alignWords(lang, s))
		return may.MatchString(s) && !cause.MatchString(s) && covers(sw, words, 0.8) && covers(words, sw, 0.6)
	}
	var out []string
	for _, g := range golden {
		if !cause.MatchString(g) || may.MatchString(g) {
			continue
		}
		words := strip(alignWords(lang, g))
		if slices.ContainsFunc(source, func(s string) bool { return restates(s, words) }) {
			continue
		}
		for _, a := range answer {
			if restates(a, words) {
				out = append(out, fmt.Sprintf("%q makes a condition of what the golden gives as a cause", clipRunes(strings.TrimSpace(a), 60)))
				break
			}
		}
	}
	return out
}

// deInsertedCondition is a German condition clause after a comma, up to the next
// comma, semicolon or full stop: "…, sofern die Geschäftsführung die Mehrkosten
// freigibt, …", "… zurück, sofern wir Sie daran erinnern; …".
var deInsertedCondition = regexp.MustCompile(`, ((?:sofern|falls|wenn|solange|vorausgesetzt(?:,)? dass?) [^,.;:]{3,80})[,;.]`)

// insertedConditions names the answer's German sentences that are a golden sentence
// with a condition clause put between two of its commas: a settled statement made to
// wait for something the case never makes it wait for. (A condition added at either
// end is addedConditions'.)
func insertedConditions(lang string, gs, as []string, source string) []string {
	if lang != "de" {
		return nil
	}
	var out []string
	for _, a := range as {
		a = strings.TrimSpace(a)
		for _, m := range deInsertedCondition.FindAllStringSubmatchIndex(a, -1) {
			clause := a[m[2]:m[3]]
			without := a[:m[0]] + a[m[1]-1:]
			if !slices.ContainsFunc(gs, func(g string) bool { return strings.TrimSpace(g) == without && !deMayHappen.MatchString(g) }) ||
				strings.Contains(source, clause) {
				continue
			}
			out = append(out, fmt.Sprintf("%q puts the condition %q into the golden's statement", clipRunes(a, 60), clipRunes(clause, 40)))
		}
	}
	return out
}

var (
	// jaOpenQuestion is a Japanese indirect question (間に合うかを心配, 届くかどうか)
	// and jaSettled the same clause as a fact (間に合うことを確認).
	jaOpenQuestion = regexp.MustCompile(`[\p{Hiragana}\p{Han}]か(?:どうか)?(?:を|は|が|、|について)`)
	jaSettled      = regexp.MustCompile(`こと(?:を|が|は)|と(?:確認|判明)`)
	// deOpenQuestion is a German clause asking whether (…, ob …) and deSettled the
	// same clause stated (…, dass …).
	deOpenQuestion = regexp.MustCompile(`(?i)(?:^|[^\p{L}])ob(?:[^\p{L}]|$)`)
	deSettled      = regexp.MustCompile(`(?i)(?:^|[^\p{L}])dass(?:[^\p{L}]|$)`)
)

// questionsSettled names the answer's statements that restate a golden sentence
// whose clause asks whether (髙橋様は…間に合うかを心配されている; Sie fragt, ob …) as
// a settled fact (間に合うことを確認されている; Sie teilt mit, dass …): an open
// question reported as answered. A request to the reader (Stellen Sie sicher, dass …
// for Prüfen Sie, ob …) asks the same and is left alone.
func questionsSettled(lang string, gs, as []string) []string {
	open, settled := deOpenQuestion, deSettled
	if lang == "ja" {
		open, settled = jaOpenQuestion, jaSettled
	}
	var out []string
	for _, g := range gs {
		if !open.MatchString(g) {
			continue
		}
		words := alignWords(lang, g)
		for _, a := range as {
			if open.MatchString(a) || !settled.MatchString(a) || askingReader.MatchString(a) {
				continue
			}
			aw := alignWords(lang, a)
			if covers(aw, words, 0.75) && covers(words, aw, 0.75) {
				out = append(out, fmt.Sprintf("%q reports as settled what the golden leaves open", clipRunes(strings.TrimSpace(a), 60)))
				break
			}
		}
	}
	return out
}
