package score

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// TypeRepeatedUnits is the general check for degenerate repetition above the
// character n-gram: the same sentence twice in the answer's prose, the same list item
// or table row twice, the same JSON array element twice, or a stretch of text
// repeated back to back ("発送いたします発送いたします"), or a short word or ending
// looped (dauern dauern dauern, ですですです). Sentences and items are
// compared after tidying away whitespace, punctuation, list markers and width, so
// "- A." and "・Ａ" are one item. What the golden repeats as often may repeat, and a
// sentence shared by two different items of a procedure is not a loop.
const TypeRepeatedUnits = "repeated_units"

// Shortest repeats that count, in letters and digits of the unit's key: a short
// sentence ("Vielen Dank.", "はい。") or item ("Ja") may well recur.
const (
	minRepeatedSentence = 12
	minRepeatedItem     = 4
	minAdjacentRepeat   = 12
)

// repeatedUnits counts the units of each string of a JSON answer (or the whole text)
// against the golden's, and a JSON answer's array elements.
func (c Check) repeatedUnits(res Result, text string) Result {
	golden := Tidy(c.Golden)
	goldenCounts := map[string]int{}
	for _, part := range factTexts(golden) {
		for k, n := range unitCounts(c.Lang, part) {
			goldenCounts[k] = max(goldenCounts[k], n)
		}
	}
	var problems []string
	for _, part := range factTexts(text) {
		problems = append(problems, repeatedIn(c.Lang, part, goldenCounts)...)
		if r := adjacentRepeat(part); r != "" && !strings.Contains(golden, r+r) {
			problems = append(problems, fmt.Sprintf("%q twice in a row", clipRunes(r, 60)))
		}
		if r := loopedWord(part); r != "" && !strings.Contains(golden, r) {
			problems = append(problems, fmt.Sprintf("%q: a word or ending said over and over", clipRunes(r, 60)))
		}
	}
	for _, part := range factTexts(text) {
		problems = append(problems, replayedLines(part, golden)...)
	}
	problems = append(problems, repeatedElements(text, golden)...)
	problems = append(problems, repeatedPairs(c.Lang, text, golden)...)
	if len(problems) > 0 {
		return fail(res, 0, "repeated: %s", strings.Join(problems, "; "))
	}
	return pass(res, 1, "no sentence, item or row repeated")
}

// textUnit is one sentence, list item or table row: its comparison key, its text, the
// line it is on and whether that line is a list item.
type textUnit struct {
	key, text string
	line      int
	item      bool
	// step is the item's position among the text's items and table rows; numbered
	// marks a numbered item (a step of a procedure).
	step     int
	numbered bool
}

// textUnits splits text into its list items and table rows (each whole) and the
// sentences of its other lines.
func textUnits(lang, text string) []textUnit {
	var out []textUnit
	step := 0
	lines := strings.Split(text, "\n")
	// twice marks the lines that the next non-blank line repeats, and that one.
	twice := map[int]bool{}
	last := -1
	for i, line := range lines {
		if strings.TrimSpace(line) == "" {
			continue
		}
		if last >= 0 && unitKey(lines[last]) == unitKey(line) {
			twice[last], twice[i] = true, true
		}
		last = i
	}
	for i, line := range lines {
		l := strings.TrimSpace(line)
		if l == "" {
			continue
		}
		_, isItem := listItem(l)
		if isItem || isTableLine(l) {
			step++
			if k := unitKey(l); runeLen(k) >= minRepeatedItem {
				r, _ := utf8.DecodeRuneInString(l)
				out = append(out, textUnit{key: k, text: l, line: i, item: true, step: step, numbered: isDigit(r)})
			}
			if isTableLine(l) {
				continue
			}
		}
		if !isItem && labelLine(lang, l) && !twice[i] {
			// A name, address or heading line (Hochschule Rheinstadt) stands in each
			// address block of a letter: two blocks are no loop. The same line twice in
			// a row (a closing formula said again) is.
			continue
		}
		for _, s := range sentencesOf(lang, l) {
			k := unitKey(s)
			if runeLen(k) < minRepeatedSentence {
				continue
			}
			// A sentence said again behind a short lead-in (Wie bereits erwähnt: …, Zur
			// Erinnerung: …) is the sentence again; a label of one word (Ort: …) is no
			// lead-in.
			if lead, rest, ok := strings.Cut(s, ": "); ok && runeLen(lead) <= 30 && len(strings.Fields(lead)) >= 2 && len(strings.Fields(lead)) <= 4 {
				if rk := unitKey(rest); runeLen(rk) >= 2*minRepeatedSentence {
					k = rk
				}
			}
			// A point said again as the conclusion (まとめると、…; Zusammenfassend: …) is
			// the point again.
			if m := summaryLead.FindString(s); m != "" {
				if rk := unitKey(s[len(m):]); runeLen(rk) >= 2*minRepeatedSentence {
					k = rk
				}
			}
			out = append(out, textUnit{key: "s:" + k, text: s, line: i, item: isItem})
		}
	}
	return out
}

// summaryLead opens a sentence that sums up what came before.
var summaryLead = regexp.MustCompile(`^(?:以上を)?(?:まとめると|要するに|つまり|結論として|Zusammenfassend|Kurz gesagt|Kurzum|Fazit|Alles in allem)\s*[、，,:：]\s*`)

func runeLen(s string) int { return utf8.RuneCountInString(s) }

// unitKey is what two units must share to be the same: the letters and digits
// after NFKC and without the list marker; case, width, spacing and punctuation aside.
func unitKey(s string) string {
	s = strings.TrimSpace(s)
	if _, ok := listItem(s); ok {
		s = stripMarker(s)
	}
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, norm.NFKC.String(s))
}

// stripMarker removes a list item's bullet or number.
func stripMarker(s string) string {
	for _, m := range bulletMarkers {
		if strings.HasPrefix(s, m) {
			return s[len(m):]
		}
	}
	if strings.HasPrefix(s, "+ ") {
		return s[2:]
	}
	if r, size := utf8.DecodeRuneInString(s); strings.ContainsRune(circled, r) {
		return s[size:]
	}
	if m := numberedWide.FindString(s); m != "" {
		return s[len(m):]
	}
	i := strings.IndexFunc(s, func(r rune) bool { return !isDigit(r) })
	if i > 0 && (s[i] == '.' || s[i] == ')') {
		return s[i+1:]
	}
	return s
}

func unitCounts(lang, text string) map[string]int {
	n := map[string]int{}
	for _, u := range textUnits(lang, text) {
		n[u.key]++
	}
	return n
}

// repeatedIn names the units of text that occur more often than in the golden. A
// sentence that recurs only in different list items, or a numbered step done again
// later (a step's "Tippen Sie auf „Weiter“." in steps 3 and 6), is left alone; a
// bullet or row anywhere, a step right after itself, or a sentence of prose, twice
// is a loop.
func repeatedIn(lang, text string, golden map[string]int) []string {
	seen := map[string][]textUnit{}
	var out []string
	units := textUnits(lang, text)
	itemKey := map[int]string{} // a list item's key by its line
	for _, u := range units {
		if u.item && !strings.HasPrefix(u.key, "s:") {
			itemKey[u.line] = u.key
		}
	}
	for _, u := range units {
		prev := seen[u.key]
		seen[u.key] = append(prev, u)
		if n, limit := len(prev)+1, max(1, golden[u.key]); n <= limit || n > limit+1 {
			continue // within the golden's count, or already reported
		}
		last := prev[len(prev)-1]
		// A sentence may recur in several items (Warten Sie, bis die Kontrollleuchte grün
		// leuchtet.); a whole item said again at the end of a later item is a loop.
		copied := itemKey[last.line] == strings.TrimPrefix(u.key, "s:") && itemKey[u.line] != strings.TrimPrefix(u.key, "s:")
		if strings.HasPrefix(u.key, "s:") && u.item && last.item && last.line != u.line && !copied {
			continue
		}
		if u.numbered && last.numbered && u.step != last.step+1 {
			continue // a step done again later ("Tippen Sie auf „Weiter“." in steps 3 and 6)
		}
		what := "sentence"
		if !strings.HasPrefix(u.key, "s:") {
			what = "item"
		}
		out = append(out, fmt.Sprintf("%s %q", what, clipRunes(u.text, 80)))
	}
	return out
}

// adjacentRepeat returns a stretch of at least minAdjacentRepeat runes, with three
// different letters at least, that a line repeats right after itself, or "". Table
// rows are left out: two neighbouring cells may well say the same ("| 2 Jahre | 2
// Jahre |").
func adjacentRepeat(text string) string {
	for _, line := range strings.Split(text, "\n") {
		// A bracket's content said twice in it ((Edelstahl, Edelstahl), （CR2032、CR2032）),
		// in a table's cell too.
		for _, m := range bracketContent.FindAllStringSubmatch(line, -1) {
			items := listSep.Split(m[1], -1)
			if n := len(items); n >= 2 && n%2 == 0 && slices.Equal(items[:n/2], items[n/2:]) && runeLen(strings.Join(items[:n/2], "")) >= 4 {
				return strings.Join(items[:n/2], ", ")
			}
		}
		if isTableLine(line) {
			continue
		}
		rs := []rune(line)
		// A whole sentence said twice may be short (初期費用は不要です。): it ends at a stop.
		for l := 5; 2*l <= len(rs); l++ {
			for i := 0; i+2*l <= len(rs); i++ {
				if rs[i] != rs[i+l] || !slices.Equal(rs[i:i+l], rs[i+l:i+2*l]) {
					continue
				}
				if s := string(rs[i : i+l]); distinctLetters(s) >= 3 && (l >= minAdjacentRepeat || oneSentence(rs[i:i+l]) && (i == 0 || strings.ContainsRune("。．.!?！？ ", rs[i-1]))) {
					return s
				}
			}
		}
		// Words said twice with a blank between (交換用パッキン 交換用パッキン).
		words := strings.Fields(line)
		for n := 1; n <= 4; n++ {
			for i := 0; i+2*n <= len(words); i++ {
				if s := strings.Join(words[i:i+n], " "); s == strings.Join(words[i+n:i+2*n], " ") && runeLen(s) >= 7 && distinctLetters(s) >= 4 {
					return s + " "
				}
			}
		}
	}
	return ""
}

// bracketContent is what a pair of round brackets holds, and listSep what separates
// its items.
var (
	bracketContent = regexp.MustCompile(`[(（]([^()（）]+)[)）]`)
	listSep        = regexp.MustCompile(`,\s*|、`)
)

// oneSentence reports a chunk that is one sentence of seven letters or more, its
// stop at its end: a short sentence doubled (初期費用は不要です。初期費用は不要です。),
// not two short ones said again (はい。承知しました。).
func oneSentence(rs []rune) bool {
	stops := 0
	for _, r := range rs {
		if strings.ContainsRune("。．.!?！？", r) {
			stops++
		}
	}
	return stops == 1 && strings.ContainsRune("。．.!?！？", rs[len(rs)-1]) && distinctLetters(string(rs)) >= 6
}

func distinctLetters(s string) int {
	seen := map[rune]bool{}
	for _, r := range s {
		if unicode.IsLetter(r) {
			seen[r] = true
		}
	}
	return len(seen)
}

// repeatedElements names the elements of a JSON answer's arrays that occur twice in
// one array: an object, or a string of four characters or more. The golden's arrays
// set how often an element may recur.
func repeatedElements(text, golden string) []string {
	allowed := map[string]int{}
	forEachArray(golden, func(counts map[string]int) {
		for k, n := range counts {
			allowed[k] = max(allowed[k], n)
		}
	})
	var out []string
	forEachArray(text, func(counts map[string]int) {
		for k, n := range counts {
			if n > max(1, allowed[k]) {
				out = append(out, fmt.Sprintf("array element %s %d times", clipRunes(k, 80), n))
			}
		}
	})
	return out
}

// forEachArray calls f with the element counts of each array of a JSON document
// (canonical JSON of each element; numbers, booleans and short strings left out).
func forEachArray(text string, f func(map[string]int)) {
	t := strings.TrimSpace(text)
	if !strings.HasPrefix(t, "{") && !strings.HasPrefix(t, "[") {
		return
	}
	var doc any
	if err := json.Unmarshal([]byte(t), &doc); err != nil {
		return
	}
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			for _, e := range x {
				walk(e)
			}
		case []any:
			counts := map[string]int{}
			for _, e := range x {
				switch y := e.(type) {
				case string:
					if k := unitKey(y); runeLen(k) >= minRepeatedItem {
						counts["s:"+k]++
					}
				case map[string]any, []any:
					b, _ := json.Marshal(y) // map keys sorted
					counts[string(b)]++
				}
				walk(e)
			}
			f(counts)
		}
	}
	walk(doc)
}

// labelLine reports a line that is no sentence: German of four words at most without
// a stop, or Japanese of twenty characters at most without 。 — a name, an address
// line or a heading.
func labelLine(lang, l string) bool {
	if strings.ContainsAny(l, ".。!?！？") {
		return false
	}
	if lang == "ja" {
		return utf8.RuneCountInString(l) <= 20
	}
	return len(strings.Fields(l)) <= 4
}

// replayedLines names what a stream replays across a line break: a line that is the
// start of the next line run into the end of the line before (Versichertenkarte mit. /
// Falls Sie|rtenkarte mit. / Falls Sie den Termin …: the chunk "rtenkarte mit.\nFalls
// Sie" said twice), and two lines or more said again right after themselves (an
// address block, a total and a date). A line or block the golden has so is none.
func replayedLines(text, golden string) []string {
	var ls []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimRight(l, " \t"); strings.TrimSpace(l) != "" {
			ls = append(ls, l)
		}
	}
	goldenLines := map[string]bool{}
	for _, l := range strings.Split(golden, "\n") {
		goldenLines[strings.TrimSpace(l)] = true
	}
	var out []string
	for j := 1; j+1 < len(ls); j++ {
		l := []rune(ls[j])
		if goldenLines[strings.TrimSpace(ls[j])] || len(l) < 8 {
			continue
		}
		for k := 3; k+3 <= len(l); k++ {
			head, tail := string(l[:k]), string(l[k:])
			if strings.HasPrefix(ls[j+1], head) && strings.HasSuffix(ls[j-1], tail) && ls[j+1] != head && ls[j-1] != tail {
				out = append(out, fmt.Sprintf("the line %q replays the end of the line before and the start of the next", clipRunes(ls[j], 50)))
				break
			}
		}
	}
	for m := 2; m <= 4; m++ {
		for j := 0; j+2*m <= len(ls); j++ {
			if !slices.Equal(ls[j:j+m], ls[j+m:j+2*m]) {
				continue
			}
			block := strings.Join(ls[j:j+m], "\n")
			if !strings.Contains(golden, block+"\n"+block) {
				out = append(out, fmt.Sprintf("the lines %q said twice in a row", clipRunes(block, 60)))
				return out
			}
		}
	}
	return out
}

// pairWords are what joins the two members of a pair: A und B, AとB.
var (
	dePairWords = wordSet("und oder sowie bzw")
	jaPairWords = []string{"および", "または", "及び", "並びに", "と", "や"}
)

// repeatedPairs names a pair whose second member is its first again (Heizzeiten und
// Heizzeiten, メールアドレスとメールアドレス, 延期と延期): the second thing lost to a
// repeat of the first. A pair the golden writes so is its own.
func repeatedPairs(lang, text, golden string) []string {
	var out []string
	add := func(p string) {
		if !strings.Contains(golden, p) && !slices.Contains(out, fmt.Sprintf("%q pairs a thing with itself", p)) {
			out = append(out, fmt.Sprintf("%q pairs a thing with itself", p))
		}
	}
	if lang == "de" {
		ts := editTokens(lang, text)
		for i := 0; i+2 < len(ts); i++ {
			if dePairWords[ts[i+1]] && runeLen(ts[i]) >= 3 && ts[i] == ts[i+2] && unicode.IsLetter([]rune(ts[i])[0]) {
				add(ts[i] + " " + ts[i+1] + " " + ts[i+2])
			}
		}
		return out
	}
	if lang != "ja" {
		return nil
	}
	word := func(r rune) bool { return isHan(r) || isKatakana(r) || r == 'ー' }
	for _, c := range jaPairWords {
		for i := 0; ; {
			j := strings.Index(text[i:], c)
			if j < 0 {
				break
			}
			at := i + j
			i = at + len(c)
			before := []rune(text[:at])
			k := len(before)
			for k > 0 && word(before[k-1]) {
				k--
			}
			run := string(before[k:])
			if runeLen(run) >= 2 && strings.HasPrefix(text[at+len(c):], run) {
				add(run + c + run)
			}
		}
	}
	return out
}

// stutterWord is a word with its trailing punctuation, as strings.Fields splits a line.
var stutterWord = regexp.MustCompile(`^[\p{L}\p{N}'’-]+`)

// loopedWord returns a decoder's loop on a short stretch, or "": a word said three times
// in a row (dauern dauern dauern, Uhr Uhr Uhr), a German word of five letters or more
// said twice (Kosten Kosten), a Japanese stretch of up to four letters said three times
// (ますますます, せんせんせん), or a kana ending of two letters or more said twice
// before the stop (ですです。). The stretches adjacentRepeat reads are too short here
// to be judged alone: ますます (more and more) and das das are words, ますますます
// and a noun said twice are not. Digits are no word here (000 of 1,000,000).
func loopedWord(text string) string {
	for _, line := range strings.Split(text, "\n") {
		if isTableLine(line) {
			continue
		}
		words := strings.Fields(line)
		for i := 0; i+1 < len(words); i++ {
			w := words[i]
			if stutterWord.FindString(w) != w || !strings.ContainsFunc(w, unicode.IsLetter) || stutterWord.FindString(words[i+1]) != w {
				continue
			}
			if i+2 < len(words) && words[i+1] == w && stutterWord.FindString(words[i+2]) == w {
				return w + " " + w + " " + w
			}
			if runeLen(w) >= 5 && !strings.ContainsFunc(w, unicode.IsDigit) {
				return w + " " + w
			}
		}
		rs := []rune(line)
		for l := 1; l <= 4; l++ {
			for i := 0; i+3*l <= len(rs); i++ {
				u := rs[i : i+l]
				if !isAll(string(u), func(r rune) bool { return isHiragana(r) || isKatakana(r) || isHan(r) }) || u[0] == 'ー' || u[0] == '々' {
					continue
				}
				if slices.Equal(u, rs[i+l:i+2*l]) && slices.Equal(u, rs[i+2*l:i+3*l]) {
					return string(rs[i : i+3*l])
				}
			}
		}
		for l := 2; l <= 3; l++ {
			for i := 0; i+2*l < len(rs); i++ {
				u := rs[i : i+l]
				if strings.ContainsRune("。！？", rs[i+2*l]) && isAll(string(u), isHiragana) && slices.Equal(u, rs[i+l:i+2*l]) {
					return string(rs[i : i+2*l+1])
				}
			}
		}
	}
	return ""
}
