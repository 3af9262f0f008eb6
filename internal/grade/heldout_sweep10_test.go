package grade

// Sweep 10 of harmless variants: the golden answer as a different, equally correct
// model or tool writes it. Eight are typography and serialisation a real stack
// produces (a closing on the same line as the signer, a heading that restates the
// task, German list items ending in ";" and the last in ".", a table padded to its
// display width, JSON with spaces inside its brackets, Japanese labels in 【】, a
// rule before the closing paragraph of a how-to, the blank line after a salutation
// left out); sixteen are small paraphrases that keep every fact, number, name, item,
// order, negation, actor, honorific and register (wir danken Ihnen for vielen Dank,
// "Bringen Sie bitte" for "Bitte bringen Sie", sollten-inversion for falls,
// synonyms of adverbs, nouns and verbs, この度 for このたび, 通り for とおり,
// です for となります, どうぞ before よろしく, 大変 for 誠に in an apology, Nach Angaben
// von for Laut, 10秒ほどで for 約10秒で).
// Each variant changes one place per answer where it can.
//
// First sight (2026-12-04, after batch 23's rules): 82 variant answers changed, 4
// false alarms: a plain "Zusammenfassung:" line above two fixtures' bullets (their
// bullets pattern allowed only a bold or # heading; widened), "Bringen Sie bitte"
// read as chunks swapped inside words (the same words in another order now pass), and
// Nutzerkonto for Benutzerkonto (a close synonym now). After: 0 on 2287.

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// sw10Strings applies f to a JSON answer's string values or to a text answer, and
// returns the golden itself when f changes nothing.
func sw10Strings(t *testing.T, c *Case, f func(string) string) string {
	changed := false
	g := func(s string) string {
		n := f(s)
		if n != s {
			changed = true
		}
		return n
	}
	out := hoStringsOrText(t, c, g)
	if !changed {
		return c.Golden
	}
	return out
}

// sw10First replaces the first occurrence of the first pair that occurs in s.
func sw10First(pairs [][2]string) func(string) string {
	return func(s string) string {
		for _, p := range pairs {
			if strings.Contains(s, p[0]) {
				return strings.Replace(s, p[0], p[1], 1)
			}
		}
		return s
	}
}

// sw10Pairs is a variant of replacement pairs for one language.
func sw10Pairs(name, lang string, pairs [][2]string) hoHarmless {
	return hoHarmless{name, func(t *testing.T, l string, c *Case) string {
		if l != lang {
			return c.Golden
		}
		return sw10Strings(t, c, sw10First(pairs))
	}}
}

// sw10Width is a string's display width: East Asian wide and fullwidth runes count two.
func sw10Width(s string) int {
	w := 0
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Han, r), unicode.Is(unicode.Hiragana, r), unicode.Is(unicode.Katakana, r),
			r >= 0x3000 && r <= 0x303f, r >= 0xff01 && r <= 0xff60, r == 'ー':
			w += 2
		default:
			w++
		}
	}
	return w
}

var (
	sw10TableRow  = regexp.MustCompile(`^\|.*\|$`)
	sw10DeItem    = regexp.MustCompile(`^- .*\.$`)
	sw10ListLine  = regexp.MustCompile(`^(?:- |\d+\. )`)
	sw10JaLabel   = regexp.MustCompile(`(?m)^([^\s：。、|・]{2,8})：`)
	sw10BitteVerb = regexp.MustCompile(`(?m)(^|\. )Bitte (bringen|schicken|beachten|senden|bestätigen) Sie `)
)

var hoHarmlessSweep10 = []hoHarmless{
	// The closing formula on the same line as the first signer line (an e-mail client's
	// one-line closing): "Mit freundlichen Grüßen, Ken Yamada".
	{"sweep10_de_closing_same_line_as_signer", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" || c.Output.Kind == "json" {
			return c.Golden
		}
		return strings.Replace(c.Golden, "Mit freundlichen Grüßen\n", "Mit freundlichen Grüßen, ", 1)
	}},
	// A heading that restates the task above a summary: "Zusammenfassung:" / "要約：".
	{"sweep10_summary_heading_restated", func(t *testing.T, lang string, c *Case) string {
		if c.Task != "summary" || c.Output.Kind == "json" || strings.HasPrefix(c.Golden, "|") {
			return c.Golden
		}
		if lang == "ja" {
			return "要約：\n\n" + c.Golden
		}
		return "Zusammenfassung:\n\n" + c.Golden
	}},
	// German bullet items ending in ";" and the last one in "." (DIN-style enumeration).
	{"sweep10_de_list_items_semicolon", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" || c.Output.Kind != "markdown" {
			return c.Golden
		}
		lines := strings.Split(c.Golden, "\n")
		for i := range lines {
			if sw10DeItem.MatchString(lines[i]) && i+1 < len(lines) && strings.HasPrefix(lines[i+1], "- ") {
				lines[i] = strings.TrimSuffix(lines[i], ".") + ";"
			}
		}
		return strings.Join(lines, "\n")
	}},
	// A Markdown table padded to its columns' display width (CJK counted twice), the
	// rule row dashed to the same width, as a table formatter writes it.
	{"sweep10_md_table_display_width_padded", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "markdown" {
			return c.Golden
		}
		lines := strings.Split(c.Golden, "\n")
		var idx []int
		var rows [][]string
		for i, l := range lines {
			if sw10TableRow.MatchString(l) {
				idx = append(idx, i)
				cells := strings.Split(strings.Trim(l, "|"), "|")
				for j := range cells {
					cells[j] = strings.TrimSpace(cells[j])
				}
				rows = append(rows, cells)
			}
		}
		if len(rows) < 3 {
			return c.Golden
		}
		widths := make([]int, len(rows[0]))
		for r, cells := range rows {
			if r == 1 {
				continue
			}
			for j, cl := range cells {
				if j < len(widths) && sw10Width(cl) > widths[j] {
					widths[j] = sw10Width(cl)
				}
			}
		}
		for r, cells := range rows {
			var b strings.Builder
			b.WriteString("|")
			for j, cl := range cells {
				if j >= len(widths) {
					break
				}
				if r == 1 {
					b.WriteString(" " + strings.Repeat("-", widths[j]) + " |")
					continue
				}
				b.WriteString(" " + cl + strings.Repeat(" ", widths[j]-sw10Width(cl)) + " |")
			}
			lines[idx[r]] = b.String()
		}
		return strings.Join(lines, "\n")
	}},
	// JSON with a space inside every brace and bracket ({ "a": 1 }), as Prettier-style
	// formatters write it on one line.
	{"sweep10_json_padded_brackets", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		var b bytes.Buffer
		in, esc := false, false
		for _, r := range c.Golden {
			if in {
				b.WriteRune(r)
				switch {
				case esc:
					esc = false
				case r == '\\':
					esc = true
				case r == '"':
					in = false
				}
				continue
			}
			switch r {
			case '"':
				in = true
				b.WriteRune(r)
			case '{', '[':
				b.WriteRune(r)
				b.WriteByte(' ')
			case '}', ']':
				b.WriteByte(' ')
				b.WriteRune(r)
			default:
				b.WriteRune(r)
			}
		}
		return b.String()
	}},
	// Japanese field labels at a line's start in 【】 instead of before "：", as Japanese
	// business mail often writes them: 【訪問日時】2026年10月23日（金）….
	{"sweep10_ja_label_lenticular_brackets", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" || c.Output.Kind == "json" {
			return c.Golden
		}
		return sw10JaLabel.ReplaceAllString(c.Golden, "【$1】")
	}},
	// A horizontal rule between a how-to's list and the paragraph that follows it.
	{"sweep10_md_rule_after_list", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "markdown" {
			return c.Golden
		}
		lines := strings.Split(c.Golden, "\n")
		for i := 1; i+1 < len(lines); i++ {
			if lines[i] == "" && sw10ListLine.MatchString(lines[i-1]) && lines[i+1] != "" && !sw10ListLine.MatchString(lines[i+1]) && !strings.HasPrefix(lines[i+1], "|") {
				out := slicesInsert(lines, i+1, "---", "")
				return strings.Join(out, "\n")
			}
		}
		return c.Golden
	}},
	// The blank line after a letter's salutation left out (a mail client's compact
	// paragraphs): "Sehr geehrter Herr Weiß,\nvielen Dank …", "小林 恵子様\nいつも…".
	{"sweep10_letter_salutation_blank_line_dropped", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "text" {
			return c.Golden
		}
		first, rest, ok := strings.Cut(c.Golden, "\n\n")
		if !ok || strings.Contains(first, "\n") {
			return c.Golden
		}
		if strings.HasSuffix(first, ",") || strings.HasSuffix(first, "様") || strings.HasSuffix(first, "部長") {
			return first + "\n" + rest
		}
		return c.Golden
	}},
	// An adverb for its synonym: anschließend → danach, zusammen → insgesamt.
	sw10Pairs("sweep10_de_adverb_synonym", "de", [][2]string{
		{"anschließend", "danach"},
		{", zusammen 21.150,00 €", ", insgesamt 21.150,00 €"},
		{"wie gewohnt", "wie bisher"},
		{"noch am selben Tag", "noch am gleichen Tag"},
		{"erneut", "noch einmal"},
	}),
	// vielen Dank → wir danken Ihnen (same register, same thanks).
	sw10Pairs("sweep10_de_thanks_wir_danken_ihnen", "de", [][2]string{
		{"vielen Dank für", "wir danken Ihnen für"},
	}),
	// "Bitte bringen Sie …" → "Bringen Sie bitte …".
	{"sweep10_de_bitte_after_verb", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return sw10Strings(t, c, func(s string) string {
			return hoFirstMatch(sw10BitteVerb, s, func(m []string) string {
				return m[1] + strings.ToUpper(m[2][:1]) + m[2][1:] + " Sie bitte "
			})
		})
	}},
	// A conditional with "falls" written as a sollte-inversion.
	sw10Pairs("sweep10_de_falls_as_sollte_inversion", "de", [][2]string{
		{"Falls Sie den Termin nicht wahrnehmen können, sagen", "Sollten Sie den Termin nicht wahrnehmen können, sagen"},
		{"Falls die Verbindung nicht klappt:", "Sollte die Verbindung nicht klappen:"},
	}),
	// A noun for its synonym.
	sw10Pairs("sweep10_de_noun_synonym", "de", [][2]string{
		{"Benutzerkonto", "Nutzerkonto"},
		{"ein Austauschgerät", "ein Ersatzgerät"},
		{"die Unannehmlichkeiten", "die Umstände"},
		{"ausführende Firma ist", "ausführendes Unternehmen ist"},
	}),
	// A verb phrase for an equivalent one.
	sw10Pairs("sweep10_de_verb_phrase_equivalent", "de", [][2]string{
		{"kommt der Verdichter erst am 23.11.2026 statt am 02.11.2026;", "wird der Verdichter erst am 23.11.2026 statt am 02.11.2026 geliefert;"},
		{"Prüfen Sie, ob", "Überprüfen Sie, ob"},
		{"Schößler meldet, dass", "Schößler teilt mit, dass"},
	}),
	// An apology in an equivalent formula.
	sw10Pairs("sweep10_de_apology_equivalent", "de", [][2]string{
		{"Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen.", "Bitte entschuldigen Sie die Unannehmlichkeiten."},
		{"es tut uns leid, dass", "wir bedauern, dass"},
	}),
	// A phrase for its equivalent: zum Beispiel → beispielsweise, Bei Fragen → Bei
	// Rückfragen, Laut X → Nach Angaben von X, Gewünscht ist → Gewünscht wird.
	sw10Pairs("sweep10_de_phrase_synonym", "de", [][2]string{
		{"zum Beispiel", "beispielsweise"},
		{"Bei Fragen sind", "Bei Rückfragen sind"},
		{"Laut Frau Dr. Vogt", "Nach Angaben von Frau Dr. Vogt"},
		{"Gewünscht ist keine", "Gewünscht wird keine"},
	}),
	// A Japanese phrase for its equivalent: 約10秒で → 10秒ほどで, 本メールに → 本メールへ,
	// 間に合うかを → 間に合うかどうかを.
	sw10Pairs("sweep10_ja_phrase_synonym", "ja", [][2]string{
		{"約10秒で", "10秒ほどで"},
		{"本メールにご返信", "本メールへご返信"},
		{"間に合うかを", "間に合うかどうかを"},
	}),
	// The 読点 after a topic dropped in one sentence: 当日は、作業員が → 当日は作業員が.
	{"sweep10_ja_topic_touten_dropped", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return sw10Strings(t, c, func(s string) string {
			return hoMiddleSentence(lang, s, func(x string) string { return strings.Replace(x, "は、", "は", 1) })
		})
	}},
	// とおり written in kanji: 下記のとおり → 下記の通り.
	sw10Pairs("sweep10_ja_toori_kanji", "ja", [][2]string{
		{"のとおり", "の通り"},
	}),
	// このたび written in kanji: この度.
	sw10Pairs("sweep10_ja_konotabi_kanji", "ja", [][2]string{
		{"このたび", "この度"},
	}),
	// となります。 → です。 where it states a fact.
	sw10Pairs("sweep10_ja_naru_as_desu", "ja", [][2]string{
		{"（税込）となります。", "（税込）です。"},
		{"2026年11月9日となります。", "2026年11月9日です。"},
	}),
	// A summary's predicate nominalised or verbalised, same meaning and register.
	sw10Pairs("sweep10_ja_summary_predicate_nominal", "ja", [][2]string{
		{"延期することを提案している", "延期するよう提案している"},
		{"FAX番号（06-6345-7790）は変わりません。", "FAX番号（06-6345-7790）に変更はありません。"},
		{"担当の西村が調査し、", "担当の西村が調査を行い、"},
	}),
	// どうぞ before a closing request.
	sw10Pairs("sweep10_ja_douzo_added", "ja", [][2]string{
		{"今後ともよろしくお願いいたします。", "今後ともどうぞよろしくお願いいたします。"},
		{"今後ともミライ会計サポートをよろしく", "今後ともミライ会計サポートをどうぞよろしく"},
		{"\nよろしくお願いいたします。", "\nどうぞよろしくお願いいたします。"},
	}),
	// An equivalent cushion word: 誠に申し訳ございません → 大変申し訳ございません,
	// お手数ですが → 恐れ入りますが.
	sw10Pairs("sweep10_ja_cushion_equivalent", "ja", [][2]string{
		{"誠に申し訳ございません", "大変申し訳ございません"},
		{"お手数ですが", "恐れ入りますが"},
	}),
}

func slicesInsert(s []string, i int, v ...string) []string {
	out := append([]string{}, s[:i]...)
	out = append(out, v...)
	return append(out, s[i:]...)
}
