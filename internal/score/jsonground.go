package score

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/text/unicode/norm"
)

// valueWord is a word of a JSON string value that must come from the case: a Latin
// word of four letters or more (not aus, der), or a katakana word of three, long
// vowel marks aside (プリンタ is JIS's プリンター). Not kanji: a Japanese
// value may name the case's thing in other kanji (クレジットカード決済 for クレジットカード).
var valueWord = regexp.MustCompile(`\p{Latin}{4,}|\p{Katakana}{3,}`)

// valueProse is a value that is a sentence, not a field: well_formed and the text
// checks read it.
var valueProse = regexp.MustCompile(`[。.!?！？\n]`)

// ungroundedValues names the string values of a JSON answer that differ from the
// golden's at their place and carry a word neither the request nor the golden writes
// (a city given as its state, Sachsen for Dresden; a product as its part, K1 用ふた),
// or that keep only the start of the golden's value (東京都 for 東京都渋谷区道玄坂…): an
// extraction takes its values from the document, and a consumer stores what it gets.
// Width and case aside, since a value may be written in either.
func ungroundedValues(request, goldenText string, golden, answer any) []string {
	if strings.TrimSpace(request) == "" {
		return nil // no document to take values from
	}
	fold := func(s string) string {
		return strings.ReplaceAll(strings.Join(strings.Fields(strings.ToLower(norm.NFKC.String(s))), " "), "ー", "")
	}
	source := fold(request + "\n" + goldenText)
	gs, as := map[string][]string{}, map[string][]string{}
	jsonStrings(golden, "$", gs)
	jsonStrings(answer, "$", as)
	var out []string
	for _, p := range slices.Sorted(maps.Keys(as)) {
		if len(as[p]) != len(gs[p]) {
			continue
		}
		for i, v := range as[p] {
			g, fv := fold(gs[p][i]), fold(v)
			if fv == g || fv == "" || runeLen(fv) > 60 || valueProse.MatchString(fv) {
				continue
			}
			if w := slices.IndexFunc(valueWord.FindAllString(fv, -1), func(w string) bool { return !strings.Contains(source, w) }); w >= 0 {
				out = append(out, fmt.Sprintf("%s is %q: %q is in neither the request nor the golden", p, clipRunes(v, 40), valueWord.FindAllString(fv, -1)[w]))
				break
			}
			if runeLen(g) >= 6 && runeLen(fv) >= 2 && strings.HasPrefix(g, fv) && runeLen(fv)*2 <= runeLen(g) {
				out = append(out, fmt.Sprintf("%s is %q, only the start of the golden's %q", p, clipRunes(v, 40), clipRunes(gs[p][i], 40)))
				break
			}
		}
	}
	return out
}
