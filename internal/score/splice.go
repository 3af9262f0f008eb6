package score

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// A model that loses its place joins two sentences of its answer: it starts one, and
// where a word or a comma recurs it goes on with the end of another (Sobald die
// Verbindung steht, zeigt das Bedienteil | der Wärmepumpe zu „Einstellungen“ …;
// 2026年10月30日までに、お見積もり | （見積番号 TU-4471）をお送りいたします). The
// sentence reads well and says neither: the first sentence's end and the second's
// start are gone. A paraphrase that merges two sentences keeps what each says, so it
// is not the head of one and the tail of another word for word.

// spliceSpan is the fewest characters the kept head and the kept tail hold, and the
// fewest each lost part holds, per language.
var spliceSpan = map[string][2]int{"de": {16, 12}, "ja": {9, 6}}

// splice names the two golden sentences answer sentence a starts and ends as, when
// it is the head of one and the tail of another, and the first does not stand in
// the answer whole; "" when it is not. The second often does: the model copied its
// end. runes are the golden sentences gs without their list markers, as runes, read
// once for all the answer's sentences.
func splice(lang, a string, gs []string, runes [][]rune, said []string) string {
	span := spliceSpan[lang]
	ar := []rune(stripMarker(a))
	for i, gi := range runes {
		head := sharedHead(ar, gi)
		if head < span[0] || len(gi)-head < span[1] || slices.Contains(said, gs[i]) {
			continue
		}
		for j, gj := range runes {
			if j == i {
				continue
			}
			tail := sharedTail(ar, gj)
			if tail < span[0] || len(gj)-tail < span[1] || head+tail < len(ar) || len(ar)-tail < span[0] || len(ar)-head < span[0] {
				continue
			}
			// The head is the first sentence's and the tail the second's, not a
			// start or an end the two share, and each stands in the answer beyond
			// the other (a sentence split in two is the tail of one alone).
			if sharedHead(ar, gj) >= head || sharedTail(ar, gi) >= tail {
				continue
			}
			return fmt.Sprintf("starts as %q and ends as %q, saying neither", clipRunes(string(gi), 30), clipRunes(string(gj), 30))
		}
	}
	return ""
}

// sharedHead is how many leading characters a and b share.
func sharedHead(a, b []rune) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// sharedTail is how many trailing characters a and b share.
func sharedTail(a, b []rune) int {
	n := 0
	for n < len(a) && n < len(b) && a[len(a)-1-n] == b[len(b)-1-n] {
		n++
	}
	return n
}

// echoSpan is the most tokens either side of an echo's one change holds, per
// language.
var echoSpan = map[string]int{"de": 4, "ja": 6}

// echoSwap names the value an answer sentence puts where the golden sentence g,
// which the answer also says word for word, has another: the answer says the
// golden's statement twice, once with another person, date or figure of the case
// (営業の担当は松田部長で … 営業の担当は小西課長で). The value put in must be the
// case's own, so that a sentence that only resembles another is not read as its echo.
func echoSwap(lang string, g, a []string, golden string) string {
	if len(g) < 8 {
		return ""
	}
	blocks := diffBlocks(g, a)
	if len(blocks) != 1 {
		return ""
	}
	b := blocks[0]
	if b[0] == b[1] || b[2] == b[3] || b[1]-b[0] > echoSpan[lang] || b[3]-b[2] > echoSpan[lang] {
		return ""
	}
	sep := " "
	if lang == "ja" {
		sep = ""
	}
	gd, ad := strings.Join(g[b[0]:b[1]], sep), strings.Join(a[b[2]:b[3]], sep)
	if !strings.ContainsFunc(ad, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) || !strings.Contains(golden, ad) {
		return ""
	}
	return fmt.Sprintf("says the golden's sentence again with %q for %q: two answers to one question", ad, gd)
}
