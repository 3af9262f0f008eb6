package score

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Normaliser names accepted by Normalize and by the Normalize field of a Check.
const (
	NormRaw     = "raw"
	normNFC     = "nfc"
	normNFKCJa  = "nfkc_ja"
	normNFKCDe  = "nfkc_de"
	normNameKey = "name_key"
)

var normalisers = map[string]func(string) string{
	NormRaw:     func(s string) string { return s },
	normNFC:     norm.NFC.String,
	normNFKCJa:  nfkcJa,
	normNFKCDe:  nfkcDe,
	normNameKey: nameKey,
}

// normaliserNames returns the valid normaliser names, sorted.
func normaliserNames() []string {
	names := make([]string, 0, len(normalisers))
	for n := range normalisers {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Normalize applies the named normaliser to s. The normalisers never
// lowercase and never fold umlauts, ß or kanji variants:
//
//   - raw: unchanged;
//   - nfc: Unicode NFC;
//   - nfkc_ja: U+FF5E→U+301C, NFKC, the dashes − － ‐ ― – folded to '-'
//     between digits, whitespace runs collapsed to one space and trimmed;
//   - nfkc_de: NFC, NBSP/NNBSP→space, typographic quotes „“”»« → ASCII
//     double quote and ‚‘’ → ASCII apostrophe, whitespace runs collapsed to
//     one space and trimmed;
//   - name_key: NFKC, then ・ ＝ = - and all whitespace deleted.
func Normalize(name, s string) (string, error) {
	f, ok := normalisers[name]
	if !ok {
		return "", fmt.Errorf("unknown normaliser %q (valid: %s)", name, strings.Join(normaliserNames(), ", "))
	}
	return f(s), nil
}

var jaPre = strings.NewReplacer("\uFF5E", "\u301C")

func isDashVariant(r rune) bool {
	switch r {
	case '\u2212', '\uFF0D', '\u2010', '\u2015', '\u2013':
		return true
	}
	return false
}

func nfkcJa(s string) string {
	s = norm.NFKC.String(jaPre.Replace(s))
	rs := []rune(s)
	for i, r := range rs {
		if isDashVariant(r) && i > 0 && i+1 < len(rs) && isDigit(rs[i-1]) && isDigit(rs[i+1]) {
			rs[i] = '-'
		}
	}
	return collapseSpace(string(rs))
}

func isDigit(r rune) bool { return r >= '0' && r <= '9' }

var deQuotes = strings.NewReplacer(
	"\u00A0", " ", "\u202F", " ",
	"„", `"`, "“", `"`, "”", `"`, "»", `"`, "«", `"`,
	"‚", "'", "‘", "'", "’", "'",
)

func nfkcDe(s string) string {
	return collapseSpace(deQuotes.Replace(norm.NFC.String(s)))
}

func nameKey(s string) string {
	s = norm.NFKC.String(s)
	return strings.Map(func(r rune) rune {
		if r == '・' || r == '＝' || r == '=' || r == '-' || unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

// collapseSpace replaces every run of whitespace with one ASCII space and
// trims the ends.
func collapseSpace(s string) string {
	return strings.Join(strings.FieldsFunc(s, unicode.IsSpace), " ")
}

// latinLigatures writes the Latin ligatures of U+FB00–U+FB06 as their letters.
var latinLigatures = strings.NewReplacer("\uFB00", "ff", "\uFB01", "fi", "\uFB02", "fl", "\uFB03", "ffi", "\uFB04", "ffl", "\uFB05", "st", "\uFB06", "st")

// Tidy removes what is formatting rather than content, so that harmless variants of
// a correct answer never fail a check. Every check sees its text tidied before its
// normaliser, except a check with normalize: raw, whose purpose is the exact form:
//
//   - CRLF and lone CR line endings become LF, and so do the Unicode line and
//     paragraph separators U+2028 and U+2029 (a rich-text editor's breaks);
//   - Japanese lines a mail client or PDF export wrapped inside a sentence are one
//     line again: a line ending in 、; a fixed-width wrap (two lines or more broken
//     inside a sentence, all within six columns of the widest or 60 % of its
//     characters, since a wrap that never splits a number breaks early, that one 40
//     columns or wider); and one line of 36 characters or more broken between two
//     Japanese characters. A line break inside a shorter line stays, for the checks;
//   - whitespace at the end of each line goes, and so do blank lines at the start and
//     end of the text (a final newline is not content);
//   - the text is NFC (an NFD-decomposed ü is ü);
//   - full-width digits ０–９ and Latin letters Ａ–Ｚ ａ–ｚ become ASCII, and so do the
//     full-width ，．：／－ between two digits, and － in an id (１２，８００円 is 12,800円, ＷＳ－３０９８２
//     is WS-30982; a letter's width is not content);
//   - every Unicode space (tab, NBSP U+00A0, thin space U+2009, narrow NBSP U+202F,
//     ideographic space U+3000 …) is an ASCII space, and a run of them inside a line
//     one space (1.249,90\u00a0€ is 1.249,90 €, 小林　恵子様 is 小林 恵子様);
//   - a JSON document's strings are written without needless escapes (\u00e4 is ä,
//     \/ is /), its keys without blanks before their colons ("key" : 1 is
//     "key": 1) and its numbers without exponents (3.3e+04 is 33000), so that a check
//     reading the document as text sees what a reader sees;
//   - the zero-width characters (U+200B–U+200D, U+2060, U+FEFF) and the soft hyphen
//     U+00AD go: nobody sees them (a soft hyphen only where a renderer breaks the line);
//   - the Latin ligatures U+FB00–U+FB06 (ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ) are their letters: a typesetter's
//     glyphs (Öﬀnen is Öffnen, Prüﬂabor is Prüflabor);
//   - the Unicode hyphen U+2010 and the no-break hyphen U+2011 are the ASCII hyphen:
//     they print the same (WE‑20417 is WE-20417, E‑Mail is E-Mail);
//   - an en or em dash in a range of numbers, times or dates is a hyphen (9–17 Uhr is
//     9-17 Uhr, 14時–16時 is 14時-16時): typesetting, not content;
//   - EUR or Euro written after an amount is the € sign (1.249,90 EUR is 1.249,90 €),
//     and a blank after the postal mark goes (〒 530-0001 is 〒530-0001), as the
//     fact checks already read it, so that an n-gram or string check sees one form;
//   - a GitHub-flavoured Markdown table written without its outer pipes ("Anbieter |
//     Preis" over "--- | ---") gets them ("| Anbieter | Preis |"): it is the same table;
//   - a list item's marker is written one way: the bullets - * + • ・ ･ ● ■ – and
//     ▪ ◦ ‣ ⁃ ▸ ► ▶ ◆ ◇ □ ○ ◎ become
//     "- ", and the numbers 1. 1) 1． 1） (1) （1） ① become "1. " (Markdown makes
//     no difference between them, and neither does a reader); a number loses its
//     leading zeros (01. is item 1) and a list numbered 1. 1. 1. is numbered 1. 2. 3.,
//     as a renderer shows both; a list indented by one to three spaces as a whole
//     starts at the margin (Markdown reads it so);
//   - a list item wrapped over several lines, its continuation lines indented under
//     it, is one line (Markdown renders the item as one paragraph): the lines are
//     joined by a space, or by nothing between two Japanese characters.
//
// Tidy never lowercases, never folds umlauts, ß, kana width or kanji variants, and
// keeps the indentation and inner blank lines that give Markdown its structure.
func Tidy(s string) string { return tidyMemo.get(s, tidy) }

var tidyMemo memo[string]

// streetAbbrev is a German street name abbreviated before its house number
// (Lindenstr. 8, Berliner Str. 5): the address's usual short form.
var streetAbbrev = regexp.MustCompile(`(\p{Ll}s|(?:^|[^\p{L}])S)tr\.( ?\d)`)

// tidy is Tidy without its memo.
func tidy(s string) string {
	if strings.ContainsFunc(s, isZeroWidth) {
		s = strings.Map(func(r rune) rune {
			if isZeroWidth(r) {
				return -1
			}
			return r
		}, s)
	}
	s = unescapeMarkdown(unescapeJSON(s))
	if strings.ContainsFunc(s, func(r rune) bool { return r >= 0xFB00 && r <= 0xFB06 }) {
		s = latinLigatures.Replace(s)
	}
	if strings.ContainsAny(s, "\u2010\u2011") {
		s = strings.NewReplacer("\u2010", "-", "\u2011", "-").Replace(s)
	}
	if strings.ContainsAny(s, "–—") {
		s = rangeDash.ReplaceAllString(s, "$1-$2")
	}
	s = currencyCode.ReplaceAllString(s, "$1 €$2")
	if strings.Contains(s, "tr.") {
		s = streetAbbrev.ReplaceAllString(s, "${1}traße$2")
	}
	if strings.Contains(s, "〒") {
		s = postalMark.ReplaceAllString(s, "〒$1")
	}
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	if strings.ContainsAny(s, "\u2028\u2029") {
		s = strings.NewReplacer("\u2028", "\n", "\u2029", "\n").Replace(s)
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = spaceLine(strings.TrimRightFunc(l, unicode.IsSpace))
	}
	lines = joinJaWraps(lines)
	for len(lines) > 0 && lines[0] == "" {
		lines = lines[1:]
	}
	for len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	s = foldDigitWidth(norm.NFC.String(strings.Join(lines, "\n")))
	s = foldCJKCompat(s)
	s = dropPanguSpaces(s)
	if strings.ContainsAny(s, "様殿御各") {
		s = honorificSpace.ReplaceAllString(s, "$1$2")
	}
	s = joinContinuations(dedentLists(tightenLists(foldListMarkers(foldPipeTables(s)))))
	// The answer's first line indented by up to three spaces (" - Die alte …" above
	// items at the margin) is at the margin, as Markdown renders it.
	if n := len(s) - len(strings.TrimLeft(s, " ")); n >= 1 && n <= 3 {
		s = s[n:]
	}
	return s
}

// joinContinuations joins a list item's continuation lines to it: a line indented by
// two spaces or more, not itself an item, a table row or a fence, right under an item
// (or under a line already joined to one). Markdown renders such a line as part of
// the item's paragraph, so a hard-wrapped item is the same item.
func joinContinuations(s string) string {
	if !strings.Contains(s, "\n  ") {
		return s
	}
	lines := strings.Split(s, "\n")
	out := lines[:0:0]
	for _, l := range lines {
		t := strings.TrimLeft(l, " ")
		if n := len(out); n > 0 && len(l)-len(t) >= 2 && t != "" && listItemLine.MatchString(out[n-1]) &&
			!listItemLine.MatchString(l) && !strings.HasPrefix(t, "|") && !isFenceLine(t) {
			prev, _ := utf8.DecodeLastRuneInString(out[n-1])
			next, _ := utf8.DecodeRuneInString(t)
			if isJapanese(prev) && isJapanese(next) {
				out[n-1] += t
			} else {
				out[n-1] += " " + t
			}
			continue
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// isJapanese reports a kana, kanji or Japanese punctuation character: two of them
// meet without a space.
func isJapanese(r rune) bool {
	return jaLetter(r) || r >= '\u3000' && r <= '\u303F' || r >= '\uFF00' && r <= '\uFFEF'
}

// dedentLists moves a list indented by one to three spaces as a whole (" - a" / " - b")
// to the margin: Markdown reads up to three spaces before a marker as a top-level
// item, so it is the same list. Each run of consecutive item lines loses its
// smallest indentation when that is one to three spaces; items nested deeper keep
// their depth relative to it.
func dedentLists(s string) string {
	if !strings.Contains(s, " -") && !strings.Contains(s, " 1") {
		return s
	}
	lines := strings.Split(s, "\n")
	for i := 0; i < len(lines); {
		j, least := i, 1<<30
		for j < len(lines) {
			m := listItemLine.FindStringSubmatch(lines[j])
			if m == nil {
				break
			}
			least = min(least, len(m[1]))
			j++
		}
		if j == i {
			i++
			continue
		}
		// A run right under an item or its indented continuation is nested there.
		nested := i > 0 && (listItemLine.MatchString(lines[i-1]) || strings.HasPrefix(lines[i-1], " "))
		if least >= 1 && least <= 3 && !nested {
			for k := i; k < j; k++ {
				lines[k] = lines[k][least:]
			}
		}
		i = j
	}
	return strings.Join(lines, "\n")
}

// delimiterCell is a cell of a Markdown table's delimiter row: dashes, with an
// alignment colon on either side.
var delimiterCell = regexp.MustCompile(`^:?-+:?$`)

// foldPipeTables writes a GitHub-flavoured Markdown table that leaves out its outer
// pipes ("Anbieter | Preis" / "--- | ---" / "A | 1") with them ("| Anbieter | Preis |"):
// GFM renders both as the same table, and a fixture's pattern is written for the
// outer-pipe form. A table is a line of two cells or more followed by a delimiter row
// (dashes and colons only, between pipes) of as many cells, and the lines after them
// with that many cells too; its rows are written "| a | b |", each cell trimmed and
// between single spaces (|a|b| and columns padded to align are the same table), and
// its delimiter row gets outer pipes where it lacks them. Lines
// outside such a block, code fences (and lines indented as code) and a JSON document
// stay as they are.
func foldPipeTables(s string) string {
	if !strings.Contains(s, "|") || !strings.Contains(s, "-") {
		return s
	}
	if t := strings.TrimSpace(s); (strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[")) && json.Valid([]byte(t)) {
		return s
	}
	lines := strings.Split(s, "\n")
	fenced := false
	for i := 0; i < len(lines); i++ {
		if isFenceLine(lines[i]) {
			fenced = !fenced
			continue
		}
		if fenced || i+1 == len(lines) {
			continue
		}
		n := len(tablePipeCells(lines[i]))
		if n < 2 || !isDelimiterRow(lines[i+1]) || len(tablePipeCells(lines[i+1])) != n {
			continue
		}
		j := i + 2
		for j < len(lines) && !isFenceLine(lines[j]) && len(tablePipeCells(lines[j])) == n {
			j++
		}
		for k := i; k < j; k++ {
			// A row's cells are written one way, "| a | b |": GFM renders |a|b| and
			// padded, aligned columns as the same table, and so it does a table
			// indented by up to three spaces. The delimiter row keeps its dashes and
			// colons. A header cell in bold is the header cell: GFM sets it in bold.
			lines[k] = strings.TrimLeft(lines[k], " ")
			switch {
			case k == i:
				lines[k] = tablePipeRow(boldCells.ReplaceAllString(lines[k], "$1$2$3$4"))
			case !hasOuterPipes(lines[k]) || k != i+1:
				lines[k] = tablePipeRow(lines[k])
			}
		}
		unitCells(lines[i:j])
		i = j - 1
	}
	return strings.Join(lines, "\n")
}

// boldCells is a table cell wholly in bold, ** or __ around its text.
var boldCells = regexp.MustCompile(`(\|\s*)(?:\*\*([^*|]+)\*\*|__([^_|]+)__)(\s*)`)

// joinJaWraps joins Japanese lines a mail client broke inside a sentence: a line
// that ends in 、 (a clause never ends a line of its own), and a hard wrap at a fixed
// width, seen as two or more lines broken inside a sentence, all within a few columns
// of the widest of them and that one at least 40 columns wide. A single line break
// inside a sentence is no wrap: it stays for the checks to see.
func joinJaWraps(lines []string) []string {
	breaks := func(i int) bool {
		if i+1 >= len(lines) {
			return false
		}
		a, b := []rune(lines[i]), []rune(strings.TrimLeft(lines[i+1], " \u3000"))
		if len(a) == 0 || len(b) == 0 || !strings.ContainsFunc(lines[i], jaLetter) || lineStarts(string(b)) {
			return false
		}
		last, first := a[len(a)-1], b[0]
		return (jaLetter(last) || strings.ContainsRune("、」』）)", last) || isDigit(last) || unicode.IsLetter(last)) &&
			(jaLetter(first) || isDigit(first) || unicode.IsLetter(first) || strings.ContainsRune("「（(『、。", first))
	}
	wrap := map[int]bool{}
	var widest, longest int
	var wrapped []int
	for i := range lines {
		if !breaks(i) {
			continue
		}
		if strings.HasSuffix(lines[i], "、") {
			wrap[i] = true
			continue
		}
		wrapped = append(wrapped, i)
		widest = max(widest, columns(lines[i]))
		longest = max(longest, utf8.RuneCountInString(lines[i]))
	}
	// A wrap counts columns (a mailer) or characters (pdftotext, which breaks early
	// rather than split a number): every broken line is near the widest by one
	// measure or the other.
	even := !slices.ContainsFunc(wrapped, func(i int) bool { return columns(lines[i]) < widest-6 }) ||
		!slices.ContainsFunc(wrapped, func(i int) bool { return 10*utf8.RuneCountInString(lines[i]) < 6*longest })
	// One line broken between two Japanese characters at 36 characters or more: a
	// wrap at a width the text reaches once (a stray break in a shorter line stays).
	single := false
	if len(wrapped) == 1 {
		a, b := []rune(lines[wrapped[0]]), []rune(strings.TrimLeft(lines[wrapped[0]+1], " \u3000"))
		single = len(a) >= 36 && jaLetter(a[len(a)-1]) && jaLetter(b[0])
	}
	if (len(wrapped) >= 2 && widest >= 40 && even) || single {
		for _, i := range wrapped {
			wrap[i] = true
		}
	}
	if len(wrap) == 0 {
		return lines
	}
	var out []string
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		for wrap[i] {
			next := strings.TrimLeft(lines[i+1], " \u3000")
			a, b := []rune(l), []rune(next)
			sep := ""
			if !jaLetter(a[len(a)-1]) && a[len(a)-1] != '、' && !jaLetter(b[0]) && !strings.ContainsRune("「（(『、。", b[0]) {
				sep = " "
			}
			l += sep + next
			i++
		}
		out = append(out, l)
	}
	return out
}

// lineStarts reports a line that starts a unit of its own: a list item, a heading, a
// table row, a fence or a quote.
func lineStarts(l string) bool {
	return listItemStart.MatchString(l) || strings.HasPrefix(l, "#") || strings.HasPrefix(l, "|") || strings.HasPrefix(l, ">") || isFenceLine(l)
}

// listItemStart is a list item's marker at a line's start.
var listItemStart = regexp.MustCompile(`^(?:[-*+•・]|\d{1,3}[.)）]|[①-⑳])\s?`)

// columns is the width of a line in a fixed-width font: two columns for a wide
// character (kanji, kana, full-width forms), one for the rest.
func columns(l string) int {
	n := 0
	for _, r := range l {
		n++
		if r >= 0x1100 && (r <= 0x115F || r >= 0x2E80 && r <= 0xA4CF || r >= 0xAC00 && r <= 0xD7A3 || r >= 0xF900 && r <= 0xFAFF || r >= 0xFE30 && r <= 0xFE4F || r >= 0xFF00 && r <= 0xFF60 || r >= 0xFFE0 && r <= 0xFFE6) {
			n++
		}
	}
	return n
}

// isFenceLine reports a Markdown code fence line (``` or ~~~).
func isFenceLine(l string) bool {
	t := strings.TrimSpace(l)
	return strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~")
}

// tablePipeCells splits a table line into its trimmed cells at the pipes that are not
// escaped (\|), one leading and one trailing pipe aside; nil for a line without a
// pipe or indented as code (four spaces).
func tablePipeCells(l string) []string {
	if strings.HasPrefix(l, "    ") {
		return nil
	}
	t := strings.TrimSpace(l)
	var cells []string
	start := 0
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case '\\':
			i++
		case '|':
			cells = append(cells, strings.TrimSpace(t[start:i]))
			start = i + 1
		}
	}
	if cells == nil {
		return nil
	}
	cells = append(cells, strings.TrimSpace(t[start:]))
	if strings.HasPrefix(t, "|") {
		cells = cells[1:]
	}
	if hasClosingPipe(t) && len(cells) > 0 {
		cells = cells[:len(cells)-1]
	}
	return cells
}

// hasClosingPipe reports a trimmed line ending in a pipe that is not escaped.
func hasClosingPipe(t string) bool {
	return strings.HasSuffix(t, "|") && !strings.HasSuffix(t, `\|`)
}

func hasOuterPipes(l string) bool {
	t := strings.TrimSpace(l)
	return strings.HasPrefix(t, "|") && len(t) > 1 && hasClosingPipe(t)
}

func isDelimiterRow(l string) bool {
	cells := tablePipeCells(l)
	for _, c := range cells {
		if !delimiterCell.MatchString(c) {
			return false
		}
	}
	return len(cells) > 0
}

// tablePipeRow writes a table line's cells between outer pipes, "| a | b |", keeping its
// indentation.
func tablePipeRow(l string) string {
	var b strings.Builder
	b.WriteString(l[:len(l)-len(strings.TrimLeft(l, " "))])
	for _, c := range tablePipeCells(l) {
		b.WriteString("| ")
		if c != "" {
			b.WriteString(c + " ")
		}
	}
	b.WriteString("|")
	return b.String()
}

// headerUnit is a table header cell that names its column's currency: 単価（円）,
// Preis (€), Betrag in EUR.
var headerUnit = regexp.MustCompile(`(?:[（(]\s*(円|€|EUR|Euro)\s*[)）]|\bin (€|EUR|Euro))\s*$`)

// bareAmount is a cell of digits with grouping and decimals only (2,480; 14.890,00).
var bareAmount = regexp.MustCompile(`^\d{1,3}(?:[.,]\d{3})*(?:,\d{2})?$|^\d+(?:,\d{2})?$`)

// unitCells writes a table's bare amounts with the currency their column's header
// names (| 単価（円） | … | 2,480 | → 2,480円): the header says what each cell is, and
// a reader of the table reads 2,480 as 2,480円. rows are the folded header, rule and
// body rows.
func unitCells(rows []string) {
	header := tablePipeCells(rows[0])
	units := make([]string, len(header))
	found := false
	for c, h := range header {
		if m := headerUnit.FindStringSubmatch(h); m != nil {
			units[c], found = m[1]+m[2], true
		}
	}
	if !found {
		return
	}
	for k := 2; k < len(rows); k++ {
		cells := tablePipeCells(rows[k])
		changed := false
		for c, u := range units {
			if u == "" || c >= len(cells) || !bareAmount.MatchString(cells[c]) {
				continue
			}
			if u == "円" {
				cells[c] += u
			} else {
				cells[c] += " €"
			}
			changed = true
		}
		if changed {
			rows[k] = "| " + strings.Join(cells, " | ") + " |"
		}
	}
}

// listItemLine is a list item after foldListMarkers: its indentation and marker kind.
var listItemLine = regexp.MustCompile(`^( *)(- |\d{1,3}\. )`)

// tightenLists drops a blank line between two items of one list (same indentation,
// both bullets or both numbered): a loose Markdown list renders as the tight one.
func tightenLists(s string) string {
	if !strings.Contains(s, "\n\n") {
		return s
	}
	lines := strings.Split(s, "\n")
	kind := func(l string) string {
		m := listItemLine.FindStringSubmatch(l)
		if m == nil {
			return ""
		}
		if m[2] == "- " {
			return m[1] + "-"
		}
		return m[1] + "1"
	}
	out := lines[:0:0]
	for i, l := range lines {
		if l == "" && i > 0 && i+1 < len(lines) {
			if k := kind(lines[i-1]); k != "" && k == kind(lines[i+1]) {
				continue
			}
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// spaceLine writes every whitespace rune of a line as an ASCII space and collapses
// the runs after its indentation, which stays as wide as it was (it nests a list).
func spaceLine(l string) string {
	if !strings.ContainsFunc(l, func(r rune) bool { return r != ' ' && unicode.IsSpace(r) }) && !strings.Contains(strings.TrimLeft(l, " "), "  ") {
		return l
	}
	var b strings.Builder
	indent, space := true, false
	for _, r := range l {
		switch {
		case unicode.IsSpace(r) && indent:
			b.WriteByte(' ')
		case unicode.IsSpace(r):
			space = true
		default:
			if space {
				b.WriteByte(' ')
			}
			indent, space = false, false
			b.WriteRune(r)
		}
	}
	return b.String()
}

// listMarker is a list item's marker at the start of a line: a bullet (group 2) or a
// number written 1. 1) 1． 1） (1) （1） (group 3 or 4) or circled ① – ⑳ (group 5). A
// number followed by a digit is not a marker (1.249,90 €, 19.10.2026).
var listMarker = regexp.MustCompile(`(?m)^( *)(?:([-*+•・･●■–▪◦‣⁃▸►▶◆◇□○◎])[ ]*|(\d{1,3})(?:[.)] +|[．）] *)|[(（](\d{1,3})[)）] *|([①-⑳]) *)`)

// foldCJKCompat writes the Kangxi radicals and CJK radicals that look like kanji
// (⽉ for 月, a PDF's glyph mapping) and the squared words of CP932 (㍿ for 株式会社,
// ㍍ for メートル) as NFKC does: the same text to a reader.
func foldCJKCompat(s string) string {
	compat := func(r rune) bool { return r >= 0x2E80 && r <= 0x2FDF || r >= 0x3300 && r <= 0x33FF }
	if !strings.ContainsFunc(s, compat) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if compat(r) {
			b.WriteString(norm.NFKC.String(string(r)))
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// dropPanguSpaces removes a blank a typesetter puts between a digit and a Japanese
// character (10 月 19 日, WS-30982 の): pangu spacing, which a reader does not read.
func dropPanguSpaces(s string) string {
	if !strings.Contains(s, " ") {
		return s
	}
	ja := func(r rune) bool { return isHan(r) || isHiragana(r) || isKatakana(r) }
	rs := []rune(s)
	out := rs[:0:0]
	for i, r := range rs {
		if r == ' ' && i > 0 && i+1 < len(rs) && (isDigit(rs[i-1]) && ja(rs[i+1]) || ja(rs[i-1]) && isDigit(rs[i+1])) {
			continue
		}
		out = append(out, r)
	}
	return string(out)
}

// symbolHeading is a line opened by a heavy symbol that Japanese writes before a
// heading as well as before an item (■ うまくつながらない場合の確認事項).
var symbolHeading = regexp.MustCompile(`^ *([■□◆◇●◎]) *(\S.*)$`)

// symbolHeadings writes a symbol line that stands between blank lines, that no
// neighbour line opens with the same symbol, and that a list or paragraph follows,
// as a Markdown heading: it heads what follows rather than being the one item of a
// list.
func symbolHeadings(s string) string {
	if !strings.ContainsAny(s, "■□◆◇●◎") {
		return s
	}
	lines := strings.Split(s, "\n")
	neighbour := func(i, step int) string {
		for j := i + step; j >= 0 && j < len(lines); j += step {
			if t := strings.TrimSpace(lines[j]); t != "" {
				return t
			}
		}
		return ""
	}
	for i, l := range lines {
		m := symbolHeading.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		prev, next := neighbour(i, -1), neighbour(i, 1)
		blankAround := (i == 0 || strings.TrimSpace(lines[i-1]) == "") && i+1 < len(lines) && strings.TrimSpace(lines[i+1]) == ""
		if !blankAround || next == "" || strings.HasPrefix(prev, m[1]) || strings.HasPrefix(next, m[1]) {
			continue
		}
		lines[i] = "### " + m[2]
	}
	return strings.Join(lines, "\n")
}

// listNumber is an ordered item's number without leading zeros: CommonMark reads
// "01." as item 1, and renders it so.
func listNumber(d string) string {
	if t := strings.TrimLeft(d, "0"); t != "" {
		return t
	}
	return "0"
}

// renumberLazyLists numbers an ordered list whose items all carry the same number
// (1. 1. 1., Markdown's lazy numbering) from that number on, as a renderer shows
// it. A list numbered any other way keeps its numbers: 1. 2. 2. 4. is not lazy, and
// its numbers are what a list check compares.
func renumberLazyLists(s string) string {
	if !strings.Contains(s, ". ") {
		return s
	}
	lines := strings.Split(s, "\n")
	seen := make([]bool, len(lines)) // an item of a list already looked at
	for i := range lines {
		m := orderedItem.FindStringSubmatch(lines[i])
		if m == nil || seen[i] {
			continue
		}
		indent, items, same := len(m[1]), []int{i}, true
		for j := i + 1; j < len(lines); j++ {
			l := lines[j]
			t := strings.TrimLeft(l, " ")
			if t == "" || len(l)-len(t) > indent {
				continue
			}
			n := orderedItem.FindStringSubmatch(l)
			if n == nil || len(n[1]) != indent {
				break
			}
			items = append(items, j)
			seen[j] = true
			same = same && n[2] == m[2]
		}
		if same && len(items) >= 2 {
			start, _ := strconv.Atoi(m[2])
			for k, at := range items {
				lines[at] = m[1] + strconv.Itoa(start+k) + ". " + lines[at][len(m[0]):]
			}
		}
	}
	return strings.Join(lines, "\n")
}

// orderedItem is an ordered item after foldListMarkers: its indentation and number.
var orderedItem = regexp.MustCompile(`^( *)(\d{1,3})\. `)

// foldListMarkers writes every list marker as "- " or "N. " (see listMarker), and
// numbers a lazily numbered list (see renumberLazyLists).
func foldListMarkers(s string) string {
	s = symbolHeadings(s)
	return renumberLazyLists(listMarker.ReplaceAllStringFunc(s, func(m string) string {
		g := listMarker.FindStringSubmatch(m)
		switch {
		case g[2] != "":
			if g[2] == "-" || g[2] == "*" || g[2] == "+" || g[2] == "–" {
				// ASCII bullets and the dash need their space: -5 °C and **fett** are text.
				if !strings.HasPrefix(m[len(g[1])+len(g[2]):], " ") {
					return m
				}
			}
			return g[1] + "- "
		case g[3] != "":
			return g[1] + listNumber(g[3]) + ". "
		case g[4] != "":
			return g[1] + listNumber(g[4]) + ". "
		default:
			n := []rune(g[5])[0] - '①' + 1
			return g[1] + strconv.Itoa(int(n)) + ". "
		}
	}))
}

// foldDigitWidth turns full-width digits into ASCII ones, and the full-width
// separators of a number (，．：／－) into ASCII where a digit stands on both sides.
func foldDigitWidth(s string) string {
	if !strings.ContainsFunc(s, func(r rune) bool { return isWideAlnum(r) || isWideSeparator(r) }) {
		return s
	}
	rs := []rune(s)
	for i, r := range rs {
		if isWideAlnum(r) {
			rs[i] = r - '０' + '0'
		}
	}
	for i, r := range rs {
		if !isWideSeparator(r) || i == 0 || i+1 == len(rs) {
			continue
		}
		// Between two digits any of them (12：30, 1２，800); a hyphen also between a
		// letter and a digit (WS－30982), but not a list marker's dot (５．e).
		if isDigit(rs[i-1]) && isDigit(rs[i+1]) || r == '－' && isASCIIAlnum(rs[i-1]) && isASCIIAlnum(rs[i+1]) {
			rs[i] = r - '，' + ','
		}
	}
	return string(rs)
}

// isWideAlnum reports the full-width digits ０–９ and Latin letters Ａ–Ｚ, ａ–ｚ, which
// Japanese text writes as often as the ASCII ones (ＷＳ－３０９８２ is WS-30982).
func isWideAlnum(r rune) bool {
	return r >= '０' && r <= '９' || r >= 'Ａ' && r <= 'Ｚ' || r >= 'ａ' && r <= 'ｚ'
}

func isASCIIAlnum(r rune) bool {
	return isDigit(r) || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z'
}

// isWideSeparator reports the full-width forms of , . : / - (U+FF0C–FF0F, U+FF1A).
func isWideSeparator(r rune) bool {
	return r == '，' || r == '－' || r == '．' || r == '／' || r == '：'
}

// markdownEscape is a Markdown backslash escape: a backslash before ASCII punctuation,
// which renders as the punctuation alone („Einstellungen \> Netzwerk“, 1\. Schritt).
// A pipe (a table cell's own \|) and a slash (JSON's \/) stay as written.
var markdownEscape = regexp.MustCompile(`\\([!#()*+\-.<>\[\]_{}~` + "`" + `])`)

// unescapeMarkdown writes a text answer's Markdown escapes as what they render; a
// JSON document is left to unescapeJSON, whose strings escape quotes the same way.
func unescapeMarkdown(s string) string {
	if !strings.Contains(s, `\`) || strings.Contains(s, "```") {
		return s // a fence keeps its code (a JSON document's \" among it) as written
	}
	if t := strings.TrimSpace(s); (strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[")) && json.Valid([]byte(t)) {
		return s
	}
	return markdownEscape.ReplaceAllString(s, "$1")
}

// unescapeJSON rewrites each string of a JSON document (object or array) with only the
// escapes JSON needs (quote, backslash, control characters), keeping its layout, key
// order and numbers as written. Any other text is returned as it is.
func unescapeJSON(s string) string {
	t := strings.TrimSpace(s)
	if !strings.Contains(s, `\`) && !spacedKey.MatchString(s) && !expNumber.MatchString(s) || (!strings.HasPrefix(t, "{") && !strings.HasPrefix(t, "[")) || !json.Valid([]byte(t)) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		if s[i] != '"' {
			// Between strings: a number in exponent form is written out (3.3e+04 is
			// 33000; JSON makes no difference, a reader and a digit-reading check do).
			j := strings.IndexByte(s[i:], '"')
			if j < 0 {
				j = len(s) - i
			}
			b.WriteString(expNumber.ReplaceAllStringFunc(s[i:i+j], func(m string) string {
				if v, err := strconv.ParseFloat(m, 64); err == nil {
					return strconv.FormatFloat(v, 'f', -1, 64)
				}
				return m
			}))
			i += j
			continue
		}
		j := i + 1
		for j < len(s) && s[j] != '"' {
			if s[j] == '\\' {
				j++
			}
			j++
		}
		lit := s[i : j+1]
		b.WriteString(reescape(lit))
		i = j + 1
		// A key written "key" : value is "key": value (the blanks before a colon are
		// layout nobody reads, and a check's pattern writes "key":\s*).
		if k := i + len(s[i:]) - len(strings.TrimLeft(s[i:], " \t\r\n")); k > i && k < len(s) && s[k] == ':' {
			i = k
		}
	}
	return b.String()
}

// expNumber is a JSON number in exponent form (3.3e+04, 1E5).
var expNumber = regexp.MustCompile(`-?\d+(?:\.\d+)?[eE][+-]?\d+`)

// spacedKey is a JSON key with blanks before its colon.
var spacedKey = regexp.MustCompile(`"[ \t\r\n]+:`)

// reescape writes a JSON string literal with the escapes JSON needs only.
func reescape(lit string) string {
	var v string
	if !strings.Contains(lit, `\`) || json.Unmarshal([]byte(lit), &v) != nil {
		return lit
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if enc.Encode(v) != nil {
		return lit
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// honorificSpace is a space between a name and the honorific after it (小林 恵子 様, a
// mail template's way): the same address as 小林 恵子様.
var honorificSpace = regexp.MustCompile(`([\p{Han}\p{Hiragana}\p{Katakana}ー]) +(様|さま|殿|御中|各位)`)

// isZeroWidth reports the invisible characters a serialiser or a copy may add: zero
// width space, non-joiner and joiner, word joiner and a BOM inside the text.
func isZeroWidth(r rune) bool {
	return r >= '\u200B' && r <= '\u200D' || r == '\u2060' || r == '\uFEFF' || r == '\u00AD' || isGlyphSelector(r)
}

// isGlyphSelector reports a variation selector that picks a glyph of the character
// before it: the ideographic ones a name system stores after 髙 or 辺 (U+E0100–E01EF)
// and U+FE00–FE0E. The emoji presentation selector U+FE0F stays: register_symbols
// reads it.
func isGlyphSelector(r rune) bool {
	return r >= 0xE0100 && r <= 0xE01EF || r >= 0xFE00 && r <= 0xFE0E
}

// rangeDash is an en or em dash between a number (or a Japanese time or date unit
// after one) and a digit.
var rangeDash = regexp.MustCompile(`(\d[時分日月]?) ?[–—] ?(\d)`)

// postalMark is the postal mark 〒 with blanks before its code: 〒 530-0001 is
// 〒530-0001.
var postalMark = regexp.MustCompile(`〒[ \t\x{3000}\x{00A0}]+(\d|[０-９])`)

// currencyCode is EUR or Euro after an amount's last digit (1.249,90 EUR, 1.249,90EUR,
// 1.249,90 Euro).
var currencyCode = regexp.MustCompile(`(\d) ?(?:EUR|Euro)($|[^\p{L}\p{N}])`)

// TrimBOM removes leading whitespace and byte order marks (and other zero-width
// characters) in front of a text: a JSON document behind a BOM is the same document.
func TrimBOM(s string) string {
	return strings.TrimLeftFunc(s, func(r rune) bool { return unicode.IsSpace(r) || isZeroWidth(r) })
}
