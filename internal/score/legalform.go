package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// TypeLegalForms is the general check that a company keeps its legal form: a name
// the request or the golden gives with one form (Nordkälte AG, サクラ物流株式会社) has
// no other in the answer (Nordkälte GmbH, サクラ物流有限会社), and the answer gives no
// company a form that neither of them uses. Forms that translate one another are one
// form: 株式会社, (株), K.K., Co., Ltd., Inc. and Corporation; 合同会社, G.K. and LLC;
// 有限会社 and Y.K.; an English or other foreign form (LLP, PLC, S.A., B.V.) is a
// form of its own. A form may be left out: "Nordkälte" alone is no change. A Japanese
// form written in kanji keeps its side of the name: 株式会社サクラ物流 is not
// サクラ物流株式会社 (前株 and 後株 are part of the registered name).
const TypeLegalForms = "legal_forms"

// legalFormRe finds legal forms: German ones as whole words after a name, Japanese
// ones before or after it, English translations of Japanese ones after it.
var legalFormRe = regexp.MustCompile(`GmbH & Co\. KG|gGmbH|GmbH|UG \(haftungsbeschränkt\)|\bUG\b|\bAG\b|\bKGaA\b|\bKG\b|\bOHG\b|\bGbR\b|\bSE\b|\be\.\s?K\.|\beG\b|\be\.\s?V\.|Co\., ?Ltd\.|\bLtd\.|\bInc\.|\bCorp\.|\bCorporation\b|\bK\.\s?K\.|\bG\.\s?K\.|\bY\.\s?K\.|\bLLC\b|\bLLP\b|\bPLC\b|\bplc\b|\bL\.P\.|\bS\.A\.|\bB\.V\.|\bN\.V\.|株式会社|有限会社|合同会社|合資会社|合名会社|[（(]株[）)]|㈱|[（(]有[）)]|㈲`)

// legalFormClass maps a form to its class: forms of one class translate each other.
func legalFormClass(f string) string {
	f = strings.Join(strings.Fields(f), "")
	switch f {
	case "株式会社", "（株）", "(株)", "㈱", "K.K.", "Co.,Ltd.", "Ltd.", "Inc.", "Corp.", "Corporation":
		return "株式会社"
	case "有限会社", "（有）", "(有)", "㈲", "Y.K.":
		return "有限会社"
	case "合同会社", "G.K.", "LLC":
		return "合同会社"
	case "e.K.":
		return "e.K."
	case "e.V.":
		return "e.V."
	}
	if strings.HasPrefix(f, "UG") {
		return "UG"
	}
	return f
}

// legalMention is one legal form in a text with the name words beside it.
type legalMention struct {
	class, form  string
	before, next string
	// runBefore and runAfter are the whole runs of name letters beside the form
	// (ミナトデザイン in 株式会社ミナトデザインの): where a Japanese form stands is part
	// of the name.
	runBefore, runAfter string
}

// legalMentions lists the legal forms of a text. A Latin name word is the capitalised
// word right before (or after) the form; a Japanese one the two katakana, kanji or
// Latin letters nearest to it on either side.
func legalMentions(text string) []legalMention {
	return slices.Clone(legalMemo.get(text, legalMentionsOnce))
}

var legalMemo memo[[]legalMention]

// legalMentionsOnce is legalMentions without its memo.
func legalMentionsOnce(text string) []legalMention {
	var out []legalMention
	for _, loc := range legalFormRe.FindAllStringIndex(text, -1) {
		f := text[loc[0]:loc[1]]
		// A Latin form followed by a number is a model or a line ("KG 5", "AG 2"), no form.
		if after := strings.TrimLeft(text[loc[1]:], " "); f[0] < 0x80 && after != "" && after[0] >= '0' && after[0] <= '9' {
			continue
		}
		m := legalMention{class: legalFormClass(f), form: f}
		m.before, m.next = nameBefore(text[:loc[0]]), nameAfter(text[loc[1]:])
		m.runBefore, m.runAfter = string(runBefore(text[:loc[0]])), string(runAfter(text[loc[1]:]))
		out = append(out, m)
	}
	return out
}

// nameRune is a letter that can be part of a company name: not hiragana (particles)
// and not punctuation.
func nameRune(r rune) bool {
	return unicode.IsLetter(r) && !unicode.Is(unicode.Hiragana, r) || unicode.IsDigit(r)
}

func nameBefore(s string) string { return companyKey(runBefore(s), true) }

func nameAfter(s string) string { return companyKey(runAfter(s), false) }

// runBefore is the run of name letters that ends s (spaces before it skipped).
func runBefore(s string) []rune {
	s = strings.TrimRight(s, " \u3000")
	var rs []rune
	for len(s) > 0 {
		r, size := utf8.DecodeLastRuneInString(s)
		if !nameRune(r) {
			break
		}
		rs = append([]rune{r}, rs...)
		s = s[:len(s)-size]
	}
	return rs
}

// runAfter is the run of name letters that starts s (spaces after it skipped).
func runAfter(s string) []rune {
	s = strings.TrimLeft(s, " \u3000")
	var rs []rune
	for _, r := range s {
		if !nameRune(r) {
			break
		}
		rs = append(rs, r)
	}
	return rs
}

// jaLegalForms are the Japanese forms written in kanji, whose place before or after
// the name (前株, 後株) is part of the registered name: 株式会社ミナトデザイン and
// ミナトデザイン株式会社 are two companies' names.
var jaLegalForms = map[string]bool{"株式会社": true, "有限会社": true, "合同会社": true, "合資会社": true, "合名会社": true}

// movedForm reports whether m, a Japanese form, stands on the other side of a name
// than every mention of that name with that form in the source: the source writes
// the name (three letters or more) after the form and the answer before it, or the
// other way round.
func movedForm(m legalMention, source []legalMention) bool {
	if !jaLegalForms[m.form] {
		return false
	}
	endsWith := func(run, name string) bool {
		return utf8.RuneCountInString(name) >= 3 && strings.HasSuffix(run, name)
	}
	startsWith := func(run, name string) bool {
		return utf8.RuneCountInString(name) >= 3 && strings.HasPrefix(run, name)
	}
	moved, kept := false, false
	for _, s := range source {
		if s.form != m.form {
			continue
		}
		switch {
		case endsWith(m.runBefore, s.runAfter) || startsWith(m.runAfter, s.runBefore):
			moved = true
		case endsWith(m.runBefore, s.runBefore) && s.runBefore != "" || startsWith(m.runAfter, s.runAfter) && s.runAfter != "":
			kept = true
		}
	}
	return moved && !kept
}

// companyKey is the part of the word next to a form that names the company: a Latin
// word whole (if capitalised: a name, not "die"), else the two runes nearest to the
// form. Shorter keys say nothing.
func companyKey(rs []rune, before bool) string {
	if len(rs) < 2 {
		return ""
	}
	if rs[0] < 0x250 {
		if !unicode.IsUpper(rs[0]) || len(rs) < 3 {
			return ""
		}
		return string(rs)
	}
	if before {
		return string(rs[len(rs)-2:])
	}
	return string(rs[:2])
}

// legalForms fails on a company whose legal form differs from the source's, or on a
// form the source never uses.
func (c Check) legalForms(res Result, text string) Result {
	source := legalMentions(Tidy(c.Golden) + "\n" + Tidy(c.Request))
	classes := map[string]bool{}
	for _, m := range source {
		classes[m.class] = true
	}
	var problems []string
	for _, part := range factTexts(text) {
		for _, m := range legalMentions(part) {
			var known []string
			same := false
			for _, s := range source {
				if m.before != "" && s.before == m.before || m.next != "" && s.next == m.next {
					known = append(known, s.form)
					same = same || s.class == m.class
				}
			}
			switch {
			case movedForm(m, source):
				name := m.runBefore + m.form
				if m.runBefore == "" {
					name = m.form + m.runAfter
				}
				problems = append(problems, fmt.Sprintf("%q puts %s on the other side of the name than the case", name, m.form))
			case len(known) > 0 && !same:
				problems = append(problems, fmt.Sprintf("%q is %q in the case", m.before+" "+m.form+" "+m.next, known[0]))
			case len(known) == 0 && !classes[m.class] && (m.before != "" || m.next != ""):
				problems = append(problems, fmt.Sprintf("legal form %q is not the case's", m.form))
			}
		}
	}
	if len(problems) > 0 {
		return fail(res, 0, "legal form changed: %s", strings.Join(problems, "; "))
	}
	return pass(res, 1, "every legal form is the case's")
}
