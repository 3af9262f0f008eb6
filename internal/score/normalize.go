package score

import (
	"fmt"
	"sort"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Normaliser names accepted by Normalize and by the Normalize field of a Check.
const (
	NormRaw     = "raw"
	NormNFC     = "nfc"
	NormNFKCJa  = "nfkc_ja"
	NormNFKCDe  = "nfkc_de"
	NormNameKey = "name_key"
)

var normalisers = map[string]func(string) string{
	NormRaw:     func(s string) string { return s },
	NormNFC:     norm.NFC.String,
	NormNFKCJa:  nfkcJa,
	NormNFKCDe:  nfkcDe,
	NormNameKey: nameKey,
}

// NormaliserNames returns the valid normaliser names, sorted.
func NormaliserNames() []string {
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
		return "", fmt.Errorf("unknown normaliser %q (valid: %s)", name, strings.Join(NormaliserNames(), ", "))
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

// Tidy removes what is formatting rather than content, so that harmless variants of
// a correct answer never fail a check. Every check sees its text tidied before its
// normaliser, except a check with normalize: raw, whose purpose is the exact form:
//
//   - CRLF and lone CR line endings become LF;
//   - whitespace at the end of each line goes, and so do blank lines at the start and
//     end of the text (a final newline is not content);
//   - the text is NFC (an NFD-decomposed ü is ü);
//   - full-width digits ０–９ become ASCII digits, and so do the full-width ，．：／－
//     between two digits (１２，８００円 is 12,800円; a digit's width is not content).
//
// Tidy never lowercases, never folds umlauts, ß, kana width or kanji variants, and
// keeps the indentation and inner blank lines that give Markdown its structure.
func Tidy(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRightFunc(l, unicode.IsSpace)
	}
	for len(lines) > 0 && lines[0] == "" {
		lines = lines[1:]
	}
	for len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return foldDigitWidth(norm.NFC.String(strings.Join(lines, "\n")))
}

// foldDigitWidth turns full-width digits into ASCII ones, and the full-width
// separators of a number (，．：／－) into ASCII where a digit stands on both sides.
func foldDigitWidth(s string) string {
	if !strings.ContainsFunc(s, func(r rune) bool { return r >= '０' && r <= '９' || isWideSeparator(r) }) {
		return s
	}
	rs := []rune(s)
	for i, r := range rs {
		if r >= '０' && r <= '９' {
			rs[i] = '0' + (r - '０')
		}
	}
	for i, r := range rs {
		if isWideSeparator(r) && i > 0 && i+1 < len(rs) && isDigit(rs[i-1]) && isDigit(rs[i+1]) {
			rs[i] = r - '，' + ','
		}
	}
	return string(rs)
}

// isWideSeparator reports the full-width forms of , . : / - (U+FF0C–FF0F, U+FF1A).
func isWideSeparator(r rune) bool {
	return r == '，' || r == '－' || r == '．' || r == '／' || r == '：'
}
