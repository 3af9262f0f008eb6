package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

var (
	// contextWord is a word of letters; the context of a date is made of them.
	contextWord = regexp.MustCompile(`\p{L}+`)
	// jsonKeyBefore is the key of a JSON member whose string value starts here.
	jsonKeyBefore = regexp.MustCompile(`"([^"]+)"\s*:\s*"$`)
	// weekdayAfter is a weekday in brackets right after a Japanese date: （月）, (Mo.).
	weekdayAfter = regexp.MustCompile(`^\s*[(（][^)）]{1,4}[)）]`)
)

// dateContext is what says which date a date is: its JSON key; else in German the two
// words before it (vom, auf den, bis spätestens, statt am), in Japanese the three
// characters after it and any weekday (に発送, までに, 着）). "" when there is none.
func dateContext(lang, text string, s, e int) string {
	if m := jsonKeyBefore.FindStringSubmatch(text[:s]); m != nil {
		return "key:" + m[1]
	}
	if lang == "ja" {
		rest := weekdayAfter.ReplaceAllString(text[e:], "")
		var b strings.Builder
		for i, r := range rest {
			if i >= 12 || r == '\n' || isDigit(r) || b.Len() >= 9 {
				break
			}
			b.WriteRune(r)
		}
		if utf8.RuneCountInString(b.String()) < 2 {
			return ""
		}
		return "after:" + b.String()
	}
	before := text[:s]
	if i := strings.LastIndexAny(before, "\n.;:!?"); i >= 0 && i+1 < len(before) && !isDigit(rune(before[i+1])) {
		before = before[i+1:]
	}
	words := contextWord.FindAllString(before, -1)
	if len(words) < 2 {
		return ""
	}
	return "before:" + strings.ToLower(strings.Join(words[len(words)-2:], " "))
}

// datesByContext maps each date context of text to the ISO dates found in it.
func datesByContext(lang, text string, refYear int) map[string][]string {
	t, spans := dateSpans(lang, text, refYear)
	out := map[string][]string{}
	for _, sp := range pickSpans(spans) {
		k := dateContext(lang, t, sp.start, sp.end)
		if k == "" || sp.value == "" || slices.Contains(out[k], sp.value) {
			continue
		}
		out[k] = append(out[k], sp.value)
	}
	return out
}

// movedDates lists the answer's dates that stand where the golden has another date and
// neither it nor the request has this one, and none of the golden's dates for that
// place stands there in the answer: two dates swapped (vom 26.10. auf den 19.10.), or
// a date moved into another's place.
func movedDates(lang, answer, golden, request string, refYear int) []string {
	g, r := datesByContext(lang, golden, refYear), datesByContext(lang, request, refYear)
	var out []string
	for k, ds := range datesByContext(lang, answer, refYear) {
		want, ok := g[k]
		// Where the answer also has one of the golden's dates in that place, the
		// context is only a common phrase (auf den … twice in a paraphrase).
		if !ok || slices.ContainsFunc(ds, func(d string) bool { return slices.Contains(want, d) }) {
			continue
		}
		for _, d := range ds {
			if !slices.Contains(want, d) && !slices.Contains(r[k], d) {
				out = append(out, fmt.Sprintf("%s where the golden has %s (%s)", d, strings.Join(want, ", "), strings.SplitN(k, ":", 2)[1]))
			}
		}
	}
	slices.Sort(out)
	return out
}
