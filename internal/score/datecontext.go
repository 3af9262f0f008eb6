package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
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
	out, _ := datesAndNouns(lang, text, refYear)
	return out
}

// datesAndNouns is datesByContext, and for German the nouns of each date's clause
// before it (clauseNouns), by context and date.
func datesAndNouns(lang, text string, refYear int) (map[string][]string, map[string][]string) {
	t, spans := dateSpans(lang, text, refYear)
	out, nouns := map[string][]string{}, map[string][]string{}
	for _, sp := range pickSpans(spans) {
		k := dateContext(lang, t, sp.start, sp.end)
		if k == "" || sp.value == "" || slices.Contains(out[k], sp.value) {
			continue
		}
		out[k] = append(out[k], sp.value)
		if lang == "de" {
			nouns[k+"\x00"+sp.value] = clauseNouns(t[:sp.start])
		}
	}
	return out, nouns
}

// deClauseEnd ends a German clause: a line break, a semicolon, colon, comma, question
// or exclamation mark, or a full stop after a word of three small letters (not Dr.).
var deClauseEnd = regexp.MustCompile(`[\n;:,!?]|\p{Ll}{3}\. `)

// clauseNouns are the lower-cased starts (five letters) of the capitalised words of
// four letters or more in the clause that before ends: what its date is the date of
// (Verdichter, Inbetriebnahme).
func clauseNouns(before string) []string {
	if locs := deClauseEnd.FindAllStringIndex(before, -1); len(locs) > 0 {
		before = before[locs[len(locs)-1][1]:]
	}
	var out []string
	for _, w := range contextWord.FindAllString(before, -1) {
		rs := []rune(w)
		if len(rs) >= 4 && unicode.IsUpper(rs[0]) {
			out = append(out, strings.ToLower(string(rs[:min(5, len(rs))])))
		}
	}
	return out
}

// movedDates lists the answer's dates that stand where the golden has another date and
// neither it nor the request has this one, and none of the golden's dates for that
// place stands there in the answer: two dates swapped (vom 26.10. auf den 19.10.), or
// a date moved into another's place.
func movedDates(lang, answer, golden, request string, refYear int) []string {
	g, gNouns := datesAndNouns(lang, golden, refYear)
	r := datesByContext(lang, request, refYear)
	a, aNouns := datesAndNouns(lang, answer, refYear)
	var out []string
	for k, ds := range a {
		want, ok := g[k]
		// Where the answer also has one of the golden's dates in that place, the
		// context is only a common phrase (auf den … twice in a paraphrase).
		if !ok || slices.ContainsFunc(ds, func(d string) bool { return slices.Contains(want, d) }) {
			continue
		}
		for _, d := range ds {
			// A German date whose clause names other things than the golden's clause
			// of that place is another thing's date ("Lieferung … auf den 23.11." where
			// the golden has "die Inbetriebnahme verschiebt sich auf den 07.12.").
			an := aNouns[k+"\x00"+d]
			if lang == "de" && len(an) > 0 && !slices.ContainsFunc(want, func(w string) bool {
				gn := gNouns[k+"\x00"+w]
				return len(gn) == 0 || slices.ContainsFunc(an, func(n string) bool { return slices.Contains(gn, n) })
			}) {
				continue
			}
			if !slices.Contains(want, d) && !slices.Contains(r[k], d) {
				out = append(out, fmt.Sprintf("%s where the golden has %s (%s)", d, strings.Join(want, ", "), strings.SplitN(k, ":", 2)[1]))
			}
		}
	}
	slices.Sort(out)
	return out
}

// codeValue is a phone or fax number, a Japanese postcode or a German one before its
// town: values a letter gives for one purpose each.
var codeValue = regexp.MustCompile(`\d{2,4}-\d{2,4}-\d{4}|〒?\d{3}-\d{4}|\b\d{5} \p{Lu}`)

// valueSpans are the amounts and codes of text (as normForLang makes it), valued by
// kind and value.
func valueSpans(lang, text string) (string, []span) {
	t, spans := amountSpans(lang, text)
	for _, idx := range codeValue.FindAllStringIndex(t, -1) {
		if !digitBounded(t, idx[0], idx[1]) || insideID(t, idx[0]) {
			continue
		}
		v := strings.TrimPrefix(strings.TrimRightFunc(t[idx[0]:idx[1]], func(r rune) bool { return !isDigit(r) }), "〒")
		spans = append(spans, span{idx[0], idx[0] + len(t[idx[0]:idx[1]]), "code " + v})
	}
	return t, spans
}

// valuesByContext maps each context of text (dateContext's) to the amounts and codes
// in it.
func valuesByContext(lang, text string) map[string][]string {
	t, spans := valueSpans(lang, text)
	out := map[string][]string{}
	for _, sp := range spans {
		e := sp.end
		if strings.HasPrefix(sp.value, "code ") && lang != "ja" {
			e = sp.start + len(strings.TrimPrefix(sp.value, "code ")) // a postcode ends before its town
		}
		k := dateContext(lang, t, sp.start, e)
		if !telling(lang, k) || slices.Contains(out[k], sp.value) {
			continue
		}
		out[k] = append(out[k], sp.value)
	}
	return out
}

// telling reports whether a value's context names what the value is: a JSON key, a
// Japanese one
// with a kanji or katakana (が加算, は変わり; not です。), a German one with a word of five
// letters or more (für die Stahlträger; not sind es).
func telling(lang, k string) bool {
	if k == "" || strings.HasPrefix(k, "key:") {
		return k != ""
	}
	if lang == "ja" {
		return strings.ContainsFunc(k, func(r rune) bool { return unicode.In(r, unicode.Han, unicode.Katakana) })
	}
	for _, w := range contextWord.FindAllString(strings.SplitN(k, ":", 2)[1], -1) {
		if utf8.RuneCountInString(w) >= 5 {
			return true
		}
	}
	return false
}

// movedValues lists the answer's amounts and codes that the case states but that stand
// where the golden has another value (and the request not this one), as movedDates for
// dates: two amounts swapped between their items (18.750,00 € für die Stahlträger ↔
// 2.400,00 € Bereitschaftspauschale), a phone number where the golden has the fax's.
func movedValues(lang, answer, golden, request string) []string {
	g, r := valuesByContext(lang, golden), valuesByContext(lang, request)
	// Only a value the case states elsewhere is moved; one it never states is the
	// fact checks' (facts_grounded).
	stated := map[string]bool{}
	for _, text := range []string{golden, request} {
		_, spans := valueSpans(lang, text)
		for _, sp := range spans {
			stated[sp.value] = true
		}
	}
	var out []string
	for k, vs := range valuesByContext(lang, answer) {
		want, ok := g[k]
		if !ok || slices.ContainsFunc(vs, func(v string) bool { return slices.Contains(want, v) }) {
			continue
		}
		for _, v := range vs {
			if stated[v] && !slices.Contains(want, v) && !slices.Contains(r[k], v) {
				out = append(out, fmt.Sprintf("%s where the golden has %s (%s)", v, strings.Join(want, ", "), strings.SplitN(k, ":", 2)[1]))
			}
		}
	}
	slices.Sort(out)
	return out
}

var (
	// deMoveDate is a German date a move goes from (vom) or to (auf den, zum).
	deMoveDate = regexp.MustCompile(`(?:^|[^\p{L}])(vom|auf den|zum) (\d{1,2}\.\s?\d{1,2}\.(?:\d{4})?|\d{1,2}\.\s?(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?: \d{4})?)`)
	// jaMoveDate is a Japanese date a change goes from (から) or to (に変更, へ延期).
	jaMoveDate = regexp.MustCompile(`((?:\d{4}年)?\d{1,2}月\d{1,2}日)(?:[（(][^）)]{1,3}[）)])?(から|(?:に|へ)(?:変更|延期|前倒し|繰り下げ|変わ))`)
)

// moveEnds names the answer's dates that a move leaves (vom 07.12.2026, 12月7日から)
// where the golden moves to them and never from them, or the reverse: the new date
// told as the old one, so the reader no longer learns where the matter went.
func moveEnds(lang, answer, golden string, refYear int) []string {
	ends := func(text string) map[string]map[bool]bool {
		out := map[string]map[bool]bool{}
		re := deMoveDate
		if lang == "ja" {
			re = jaMoveDate
		}
		for _, m := range re.FindAllStringSubmatch(text, -1) {
			day, prep := m[2], m[1]
			if lang == "ja" {
				day, prep = m[1], m[2]
			}
			ds := ExtractDates(lang, day, refYear)
			if len(ds) != 1 {
				continue
			}
			from := prep == "vom" || prep == "から"
			if out[ds[0]] == nil {
				out[ds[0]] = map[bool]bool{}
			}
			out[ds[0]][from] = true
		}
		return out
	}
	g, a := ends(golden), ends(answer)
	var out []string
	for d, sides := range a {
		for from := range sides {
			if g[d] != nil && g[d][!from] && !g[d][from] {
				way := "the day it moves from, where the golden moves to it"
				if !from {
					way = "the day it moves to, where the golden moves from it"
				}
				out = append(out, fmt.Sprintf("%s told as %s", d, way))
			}
		}
	}
	slices.Sort(out)
	return out
}
