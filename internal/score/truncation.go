package score

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// TypeTruncation is the general check that the answer is not cut off, judged from the
// text, without trusting finish_reason: a bracket or quotation opened on the last
// line and never closed, an unclosed Markdown code fence, a JSON document that ends
// before it closes or whose string value stops mid-sentence where the golden's ends
// one, an empty last list item, a last table row with fewer cells than its header, a
// last line ending on a colon or on a title without its name (Prof. Dr.), and a last
// line without final punctuation that ends after a comma, a particle or an article,
// that is a line of the golden cut inside a word, the start of a line of the golden or
// a sentence of the golden cut short, that is a list item or table row among ones
// that all end closed, or that ends an answer under 60 % of the golden's length. A
// missing final full stop alone is no cut: a sentence of the golden, or one ending in
// a Japanese predicate (です, した), is complete without it, and a signature after
// "Mit freundlichen Grüßen" or "よろしくお願いいたします。" may be shortened.
const TypeTruncation = "truncation"

// minLongValue is the length of a JSON string value, in characters, from which a much
// shorter answer value counts as cut.
const minLongValue = 60

// shortShare is the share of the golden's length under which an answer that ends
// open counts as cut.
const shortShare = 0.6

// truncation judges a JSON answer value by value against the golden's values, and
// any other answer as text against the golden's text.
func (c Check) truncation(res Result, text string) Result {
	golden := Tidy(c.Golden)
	var problems []string
	switch gv, av, kind := jsonPair(golden, text); kind {
	case jsonCut:
		problems = append(problems, "the JSON document ends before it closes")
	case jsonBoth:
		problems = append(problems, jsonValueCuts(c.Lang, gv, av)...)
	default:
		problems = append(problems, textCuts(c.Lang, text, golden)...)
	}
	if len(problems) > 0 {
		return fail(res, 0, "cut off: %s", strings.Join(problems, "; "))
	}
	return pass(res, 1, "the answer ends where it should")
}

const (
	jsonNone = iota
	jsonCut
	jsonBoth
)

// jsonPair decodes golden and answer when the golden is a JSON document: jsonBoth
// when both decode, jsonCut when the answer starts like JSON and ends too early.
func jsonPair(golden, answer string) (any, any, int) {
	g, a := strings.TrimSpace(golden), strings.TrimSpace(answer)
	var gv, av any
	if !strings.HasPrefix(g, "{") && !strings.HasPrefix(g, "[") || json.Unmarshal([]byte(g), &gv) != nil {
		return nil, nil, jsonNone
	}
	if !strings.HasPrefix(a, "{") && !strings.HasPrefix(a, "[") {
		return nil, nil, jsonNone
	}
	if err := json.Unmarshal([]byte(a), &av); err != nil {
		if strings.Contains(err.Error(), "unexpected end of JSON input") {
			return nil, nil, jsonCut
		}
		return nil, nil, jsonNone
	}
	return gv, av, jsonBoth
}

// jsonValueCuts compares each string value of the answer with the golden's value at
// the same path.
func jsonValueCuts(lang string, golden, answer any) []string {
	var out []string
	var walk func(path string, g, a any)
	walk = func(path string, g, a any) {
		switch gx := g.(type) {
		case map[string]any:
			ax, ok := a.(map[string]any)
			if !ok {
				return
			}
			for k, ge := range gx {
				if ae, ok := ax[k]; ok {
					walk(path+"."+k, ge, ae)
				}
			}
		case []any:
			ax, ok := a.([]any)
			if !ok {
				return
			}
			for i := range min(len(gx), len(ax)) {
				walk(path+"["+strconv.Itoa(i)+"]", gx[i], ax[i])
			}
		case string:
			if as, ok := a.(string); ok {
				for _, p := range valueCuts(lang, Tidy(as), Tidy(gx)) {
					out = append(out, "$"+path+": "+p)
				}
			}
		}
	}
	walk("", golden, answer)
	slices.Sort(out)
	return out
}

// valueCuts judges one JSON string value: the text rules that need no document
// around them (a bracket left open, a sentence stopped mid-way).
func valueCuts(lang, answer, golden string) []string {
	var out []string
	if p := unclosedOnLastLine(answer, golden); p != "" {
		out = append(out, p)
	}
	last := lastLine(answer)
	if last == "" || endsClosed(last) || !endsClosed(lastLine(golden)) || completeInGolden(lang, last, golden) {
		return out
	}
	// A short value ("途中解約不可" for "契約期間中の途中解約はできません。") is a terse
	// paraphrase; only a long one that lost its length is cut.
	short := runeLen(golden) >= minLongValue && float64(runeLen(answer)) < shortShare*float64(runeLen(golden))
	if endsMidPhrase(lang, last) || goldenSentenceCut(lang, last, golden) || short && !jaComplete(lang, last) {
		out = append(out, fmt.Sprintf("the value stops mid-sentence: …%q", tail(last)))
	}
	return out
}

// textCuts judges a text answer.
func textCuts(lang, text, golden string) []string {
	var out []string
	if p := unclosedOnLastLine(text, golden); p != "" {
		out = append(out, p)
	}
	if fences(text)%2 == 1 && fences(golden)%2 == 0 {
		out = append(out, "a Markdown code fence is never closed")
	}
	lines := nonBlankLines(text)
	if len(lines) == 0 {
		return out
	}
	last := lines[len(lines)-1]
	if cut := innerCut(lang, lines, nonBlankLines(golden)); cut != "" {
		out = append(out, fmt.Sprintf("a line stops mid-sentence where the golden's goes on: …%q", tail(cut)))
	}
	if bareMarker(last) {
		return append(out, "the last list item is empty")
	}
	if shortRow(lines) {
		return append(out, fmt.Sprintf("the last table row has fewer cells than the header: …%q", tail(last)))
	}
	if titleWithoutName.MatchString(last) && !titleWithoutName.MatchString(lastLine(golden)) {
		return append(out, fmt.Sprintf("the last line ends on a title without the name: …%q", tail(last)))
	}
	if endsOnColon(last) && !endsOnColon(lastLine(golden)) {
		return append(out, fmt.Sprintf("the answer ends on a colon, without what it introduces: …%q", tail(last)))
	}
	if endsClosed(last) {
		return out
	}
	if p := openEnding(lang, lines, golden); p != "" {
		out = append(out, fmt.Sprintf("%s: …%q", p, tail(last)))
	}
	return out
}

// labelledDate is a list item of a label and a whole date (- **Nächste Sitzung:**
// 12.11.2026, ・次回：2026年11月12日): a value, complete without a stop.
var labelledDate = regexp.MustCompile(`[:：]\**\s*(?:\d{1,2}\.\d{1,2}\.\d{4}|\d{4}年\d{1,2}月\d{1,2}日(?:[（(][^)）]{1,3}[)）])?)$`)

// openEnding says why a last line that ends without final punctuation is cut, or "".
func openEnding(lang string, lines []string, golden string) string {
	last := lines[len(lines)-1]
	if completeInGolden(lang, last, golden) {
		return ""
	}
	goldenLines := nonBlankLines(golden)
	closing := closingFormula(lines)
	switch {
	case endsMidPhrase(lang, last):
		return "the last line stops after a comma, particle or article"
	case cutGoldenLine(last, goldenLines):
		return "the last line is a line of the golden cut inside a word"
	case itemAmongClosedPeers(lines) && !labelledDate.MatchString(last):
		return "the last list item or table row stops where the others are closed"
	case !closing && goldenSentenceCut(lang, last, golden):
		return "the last sentence is one of the golden's, cut short"
	case !closing && startsGoldenLine(last, goldenLines):
		return "the last line is the start of a line of the golden"
	case !closing && float64(runeLen(strings.Join(lines, "\n"))) < shortShare*float64(runeLen(golden)) &&
		!slices.Contains(goldenLines, last) && sentenceLike(lang, last) && !openStyle(lines) && !jaComplete(lang, last):
		return fmt.Sprintf("the answer has under %.0f %% of the golden's length and ends open", shortShare*100)
	}
	return ""
}

// finalPunct ends a sentence, or closes what a line says (a quote, a bracket, a
// table row, a colon before a list or address block). A semicolon does not: the
// sentence goes on after it.
const finalPunct = "。．！？.!?」』）)]】\"”“»«…:：|*"

func endsClosed(line string) bool {
	r, _ := utf8.DecodeLastRuneInString(strings.TrimSpace(line))
	return strings.ContainsRune(finalPunct, r) || r == '`'
}

func nonBlankLines(text string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

func lastLine(text string) string {
	lines := nonBlankLines(text)
	if len(lines) == 0 {
		return ""
	}
	return lines[len(lines)-1]
}

func tail(s string) string {
	rs := []rune(s)
	if len(rs) <= 30 {
		return s
	}
	return string(rs[len(rs)-30:])
}

func fences(text string) int {
	n := 0
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "```") {
			n++
		}
	}
	return n
}

// bracketPairs maps an opening bracket or quotation mark to its closers. „ closes
// with “ (German), ” or " (a model's mix); “ opens an English quote closed by ” (or,
// typed lazily, by “ again).
var bracketPairs = map[rune]string{
	'「': "」", '『': "』", '（': "）", '(': ")", '【': "】", '[': "]", '{': "}",
	'„': "“”\"", '“': "”“", '‚': "‘’'", '«': "»", '»': "«", '〈': "〉", '《': "》", '〔': "〕",
}

// unclosed returns the brackets and quotation marks text opens and never closes,
// with the line of each.
func unclosed(text string) (opens []rune, lines []int) {
	line := 0
	for _, r := range text {
		if r == '\n' {
			line++
			continue
		}
		if n := len(opens); n > 0 && strings.ContainsRune(bracketPairs[opens[n-1]], r) {
			opens, lines = opens[:n-1], lines[:n-1]
			continue
		}
		if _, ok := bracketPairs[r]; ok {
			opens, lines = append(opens, r), append(lines, line)
			continue
		}
		// A closer of an outer bracket closes what was left open inside it: "(a „b)"
		// is one stray quote, not an open bracket.
		for i := len(opens) - 2; i >= 0; i-- {
			if strings.ContainsRune(bracketPairs[opens[i]], r) && r != '"' && r != '\'' {
				opens, lines = opens[:i], lines[:i]
				break
			}
		}
	}
	return opens, lines
}

// unclosedOnLastLine reports a bracket or quotation mark opened on the answer's last
// line and never closed, when the golden closes all of its own.
func unclosedOnLastLine(answer, golden string) string {
	if g, _ := unclosed(golden); len(g) > 0 {
		return ""
	}
	opens, lines := unclosed(strings.TrimRight(answer, "\n"))
	lastIdx := strings.Count(strings.TrimRight(answer, "\n"), "\n")
	for i, r := range opens {
		if lines[i] == lastIdx {
			return fmt.Sprintf("%q opened on the last line is never closed", string(r))
		}
	}
	return ""
}

var (
	// jaParticleEnd is a Japanese line ending in a particle after a noun, in ので or
	// けれど, or in a comma: a clause that goes on. A terse list item may end in に, で
	// or へ (銀行振込で, 下記口座へ), so items are judged by jaItemParticleEnd.
	jaParticleEnd     = regexp.MustCompile(`[\p{Han}\p{Katakana}ー0-9)）」』][はがをにでともやへ]$|[、，,;；]$|(?:ので|けど|けれど)[、，,]?$`)
	jaItemParticleEnd = regexp.MustCompile(`[\p{Han}\p{Katakana}ー0-9)）」』][はがをの]$|[、，,;；]$`)
	// deOpenEnd is a German line ending in an article, preposition or conjunction that
	// cannot end a clause. Separable prefixes (an, auf, mit, zu, ein), verbs ending a
	// subordinate clause (ist, wird) and pronouns (Ihnen, das) can, and are left out.
	deOpenEnd = regexp.MustCompile(`(?:^|\s)(?:der|die|den|dem|des|eine|einen|einem|einer|und|oder|aber|für|von|im|am|zum|zur|dass|wenn|sowie|sondern)$|[,;]$`)
)

// endsMidPhrase reports a line that ends where a clause cannot: after a comma, a
// Japanese particle after a noun, or a German article, preposition or conjunction.
func endsMidPhrase(lang, line string) bool {
	line = strings.TrimSpace(line)
	if strings.HasPrefix(line, "#") {
		return false // a heading: 返品について
	}
	ja := jaParticleEnd
	if _, item := listItem(line); item {
		ja = jaItemParticleEnd
	}
	if lang != "de" && ja.MatchString(line) {
		return true
	}
	return lang != "ja" && deOpenEnd.MatchString(line)
}

// bareMarker reports a list item with no text: "5." or "-" alone.
func bareMarker(line string) bool {
	if _, ok := listItem(line + " x"); !ok {
		return false
	}
	return strings.TrimSpace(stripMarker(line+" ")) == ""
}

// cutGoldenLine reports a last line that is one of the golden's lines cut inside a
// word or number ("Mit freundlichen Grü", "ハルカゼ寝具", "訪問日時：2026"): a shortened
// line that ends at a word boundary may be a paraphrase, one that ends inside a word
// is cut.
func cutGoldenLine(last string, golden []string) bool {
	lr := []rune(last)
	if len(lr) < 2 {
		return false
	}
	for _, g := range golden {
		gr := []rune(g)
		if len(gr) < len(lr)+2 || string(gr[:len(lr)]) != last {
			continue
		}
		prev, next := lr[len(lr)-1], gr[len(lr)]
		if sameWord(prev, next) {
			return true
		}
	}
	return false
}

// sameWord reports whether two adjacent runes belong to one word: letters of the
// same script, or a number or date and what goes on with it (2026 → 年, 12 → ,800円).
func sameWord(a, b rune) bool {
	if isDigit(a) && (isDigit(b) || strings.ContainsRune("年月日時分円,.:/%-", b)) {
		return true
	}
	if !unicode.IsLetter(a) || !unicode.IsLetter(b) {
		return false
	}
	for _, t := range []*unicode.RangeTable{unicode.Latin, unicode.Han, unicode.Hiragana, unicode.Katakana} {
		if unicode.Is(t, a) && unicode.Is(t, b) {
			return true
		}
	}
	return false
}

// itemAmongClosedPeers reports a last line that is a list item or table row of a
// list or table whose other items (two or more) all end closed.
func itemAmongClosedPeers(lines []string) bool {
	last := lines[len(lines)-1]
	isRow := isTableLine(last) || strings.HasPrefix(last, "|")
	ind, isItem := listItem(last)
	if !isRow && !isItem {
		return false
	}
	peers := 0
	for i := len(lines) - 2; i >= 0; i-- {
		l := lines[i]
		if isRow {
			if !strings.HasPrefix(l, "|") {
				break
			}
			if !strings.HasSuffix(l, "|") {
				return false
			}
			peers++
			continue
		}
		pi, ok := listItem(l)
		if !ok || pi != ind {
			break
		}
		if !strings.ContainsRune("。.!?！？", lastRune(l)) {
			return false
		}
		peers++
	}
	return peers >= 2
}

func lastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(strings.TrimSpace(s))
	return r
}

// goldenSentenceCut reports a last sentence that is a sentence of the golden cut
// short, its letters a strict prefix of the golden one's (by two characters or more):
// the golden's own text stopped mid-way. A paraphrase that leaves out a final full
// stop states a sentence of its own, which is no prefix of one of the golden's.
func goldenSentenceCut(lang, last, golden string) bool {
	sentences := sentencesOf(lang, last)
	if len(sentences) == 0 || !sentenceLike(lang, last) {
		return false
	}
	k := unitKey(sentences[len(sentences)-1])
	if runeLen(k) < 2 {
		return false
	}
	for _, l := range nonBlankLines(golden) {
		for _, s := range append(sentencesOf(lang, l), l) {
			if g := unitKey(s); strings.HasPrefix(g, k) && runeLen(g) >= runeLen(k)+2 {
				return true
			}
		}
	}
	return false
}

// completeInGolden reports a last line whose last sentence (or the whole line) is one
// of the golden's, whatever its punctuation: the golden with its final full stop
// left out, or a list item's, is the golden and not cut.
func completeInGolden(lang, last, golden string) bool {
	keys := map[string]bool{}
	for _, l := range nonBlankLines(golden) {
		keys[unitKey(l)] = true
		for _, s := range sentencesOf(lang, l) {
			keys[unitKey(s)] = true
		}
	}
	sentences := sentencesOf(lang, last)
	if len(sentences) == 0 {
		return false
	}
	if strings.HasPrefix(last, "|") && !strings.HasSuffix(last, "|") {
		return false // a table row without its closing pipe is cut, whatever its cells say
	}
	k := unitKey(sentences[len(sentences)-1])
	return k != "" && keys[k] || keys[unitKey(last)]
}

// startsGoldenLine reports a last line that is the start of one of the golden's
// lines ("Labor", "お支払", "Mit freundlichen") and none of them whole: the golden's
// text stopped at a word boundary. The caller asks only where no closing formula
// precedes, since a signature may well be shortened.
func startsGoldenLine(last string, golden []string) bool {
	if runeLen(last) < 2 || slices.Contains(golden, last) {
		return false
	}
	return slices.ContainsFunc(golden, func(g string) bool { return strings.HasPrefix(g, last) })
}

// titleWithoutName is a line ending on a title or form of address whose name is
// missing: "Prof. Dr.", "Frau", "z. Hd.".
var titleWithoutName = regexp.MustCompile(`(?:^|\s)(?:Dr\.|Prof\.|Dipl\.-Ing\.|Herr|Frau|Herrn|Hd\.)$`)

// endsOnColon reports a line ending in a colon: what it introduces must follow.
func endsOnColon(line string) bool {
	r := lastRune(line)
	return r == ':' || r == '：'
}

// shortRow reports a last line that is a table row with fewer cells than the first
// row of its table, the header: a row cut at a cell boundary.
func shortRow(lines []string) bool {
	last := lines[len(lines)-1]
	if !isTableLine(last) {
		return false
	}
	first := len(lines) - 1
	for first > 0 && isTableLine(lines[first-1]) {
		first--
	}
	return first < len(lines)-1 && len(tableCells(last)) < len(tableCells(lines[first]))
}

// jaComplete reports a Japanese line whose last sentence ends in a polite or plain
// predicate (です, ました, ください, する, した…) though its 。 is missing: a model that
// leaves out the final full stop has not been cut. A conjunctive て goes on.
func jaComplete(lang, line string) bool {
	if lang == "de" {
		return false
	}
	s := splitJaSentences(line)
	if len(s) == 0 {
		return false
	}
	last := s[len(s)-1]
	return !strings.HasSuffix(last, "て") && classifyJaSentence(last) != jaNeutral
}

// sentenceLike reports a line that reads as (the start of) a sentence rather than a
// name, address or terse item: Japanese with kana, or German of three words or more
// with a lowercase one.
func sentenceLike(lang, line string) bool {
	line = strings.TrimSpace(stripMarker(line))
	hasKana := strings.ContainsFunc(line, func(r rune) bool { return unicode.Is(unicode.Hiragana, r) })
	words := strings.Fields(line)
	lower := slices.ContainsFunc(words, func(w string) bool { r, _ := utf8.DecodeRuneInString(w); return unicode.IsLower(r) })
	switch lang {
	case "ja":
		return hasKana && runeLen(line) >= 8
	case "de":
		return len(words) >= 3 && lower
	}
	return (hasKana && runeLen(line) >= 8) || (len(words) >= 3 && lower)
}

// openStyle reports an answer whose lines of the last line's kind (list items, or
// lines of prose) all end without final punctuation: leaving it out is its style.
func openStyle(lines []string) bool {
	_, lastItem := listItem(lines[len(lines)-1])
	peers := 0
	for _, l := range lines[:len(lines)-1] {
		// A salutation ("Sehr geehrte Frau Schäfer,") or a name line shows no style.
		if _, item := listItem(l); item != lastItem || isTableLine(l) || strings.HasSuffix(l, ",") || !sentenceLike("", l) {
			continue
		}
		if endsClosed(l) {
			return false
		}
		peers++
	}
	return peers > 0
}

// closingFormulas end a letter; the lines after them are a signature.
var closingFormulas = []string{"Mit freundlichen Grüßen", "Freundliche Grüße", "Viele Grüße", "Beste Grüße",
	"Herzliche Grüße", "Mit besten Grüßen", "Hochachtungsvoll", "よろしくお願い", "敬具", "草々", "以上"}

// closingFormula reports a closing formula on one of the last four lines.
func closingFormula(lines []string) bool {
	for _, l := range lines[max(0, len(lines)-4):] {
		if containsAnyOf(l, closingFormulas) {
			return true
		}
	}
	return false
}

// innerCut returns a line before the answer's last (of lines) that is the start of a golden line
// and ends where a clause cannot (Mehrkosten von 36.400,00 € für), the rest of the
// golden line nowhere after it: a sentence cut off inside the answer while the text
// goes on.
func innerCut(lang string, lines, golden []string) string {
	text := strings.Join(lines, "\n")
	for _, l := range lines[:max(len(lines)-1, 0)] {
		l = strings.TrimSpace(l)
		if !endsMidPhrase(lang, l) || slices.ContainsFunc(golden, func(g string) bool { return strings.TrimSpace(g) == l }) {
			continue
		}
		for _, g := range golden {
			g = strings.TrimSpace(g)
			if len(g) <= len(l)+3 || !strings.HasPrefix(g, l) {
				continue
			}
			// A line wrapped by a mailer goes on on the next: the golden line's rest is
			// there.
			rest := []rune(strings.TrimSpace(g[len(l):]))
			if !strings.Contains(text, string(rest[:min(len(rest), 12)])) {
				return l
			}
		}
	}
	return ""
}
