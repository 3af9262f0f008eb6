package score

import (
	"fmt"
	"regexp"
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
