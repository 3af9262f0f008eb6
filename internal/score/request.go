package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// TypeRequestForm is the general check that the answer keeps a form the request asks
// for in so many words, wherever the golden keeps it too (a request's words may speak
// of one part of the answer only; the golden shows which):
//   - a number of sentences (in zwei bis drei Sätzen, in einem Satz, 3文で, 3文以内で):
//     the answer has as many as the request allows;
//   - a table's columns (mit den Spalten Anbieter, Preis, Lieferzeit und Garantie;
//     列：品名、数量、単価、金額): the answer's table has those columns, in that order,
//     and no other;
//   - names without an honorific (name（敬称なし）, ohne Anrede): no 様, さん, 殿 or
//     Herr/Frau more than the golden writes;
//   - the calendar (Japanese): years stay in the calendar the golden and the request
//     write them in (令和8年 is not made 2026年, nor 2026年 令和8年), and a request for
//     西暦 or 和暦 is kept;
//   - a price's tax status: no price labelled gross or net (brutto, inkl. MwSt., 税込;
//     netto, zzgl. MwSt., 税抜) where neither the golden nor the request labels one so;
//   - no subject line (件名は不要, ohne Betreff): no line opens with 件名 or Betreff
//     where the golden has none.
const TypeRequestForm = "request_form"

var (
	deSentenceCount = regexp.MustCompile(`(?i)in (?:(höchstens|maximal|max\.|genau) )?(\p{L}+|\d+)(?: (?:bis|oder) (\p{L}+|\d+))? (?:Sätzen|Satz)(?:[^\p{L}]|$)`)
	jaSentenceCount = regexp.MustCompile(`([0-9一二三四五六七八九十]+)(?:\s?(?:〜|~|～|-|から)\s?([0-9一二三四五六七八九十]+))?\s?文(以内|以下|まで|で|に|程度)`)
	deColumns       = regexp.MustCompile(`(?:Spalten|Spaltenüberschriften)\s*(?:[:(（]\s*)?((?:„[^“]+“|[\p{L}\d./-]+)(?:(?:,\s*|\s+und\s+)(?:„[^“]+“|[\p{L}\d./-]+))+)`)
	jaColumns       = regexp.MustCompile(`列(?:[：:は]|を)\s*((?:「[^」]+」|[\p{Han}\p{Katakana}\p{Hiragana}ー\p{L}\d]+)(?:[、,・と]\s*(?:「[^」]+」|[\p{Han}\p{Katakana}\p{Hiragana}ー\p{L}\d]+))+)`)
	columnSep       = regexp.MustCompile(`,\s*|\s+und\s+|[、,・]|と`)
	noHonorific     = regexp.MustCompile(`敬称(?:なし|無し|を付けず|は付けず|をつけず|不要|は不要|を除|抜き)|(?i:ohne (?:Anrede|Titel und Anrede|Anredeform))`)
	jaHonorificName = regexp.MustCompile(`[\p{Han}\p{Katakana}ー]\s?(?:様|さん|殿|氏)`)
	deAddressName   = regexp.MustCompile(`(?:^|[^\p{L}])(?:Herrn?|Frau) \p{Lu}`)
	eraYear         = regexp.MustCompile(`(?:令和|平成|昭和)\s?(?:\d{1,2}|元)年`)
	westernYear     = regexp.MustCompile(`(?:^|[^\d])((?:19|20)\d\d(?:年|[-/]\d{1,2}[-/]\d{1,2}))`)
	grossLabel      = regexp.MustCompile(`(?i:brutto|inkl\.\s?(?:MwSt|USt)|inklusive (?:MwSt|Mehrwertsteuer|USt)|einschl(?:ießlich|\.) (?:MwSt|Mehrwertsteuer))|税込`)
	netLabel        = regexp.MustCompile(`(?i:netto|zzgl\.\s?(?:MwSt|USt)|zuzüglich (?:MwSt|Mehrwertsteuer|USt)|exkl\.\s?(?:MwSt|USt)|exklusive (?:MwSt|Mehrwertsteuer)|ohne (?:MwSt|Mehrwertsteuer))|税抜|税別`)
)

// requestForm runs the request_form check on a tidied answer (see TypeRequestForm).
func (c Check) requestForm(res Result, text string) Result {
	if c.Lang != "ja" && c.Lang != "de" || strings.TrimSpace(c.Golden) == "" || strings.TrimSpace(c.Request) == "" {
		return pass(res, 1, "not checked: no golden, no request or another language")
	}
	golden, request := Tidy(c.Golden), Tidy(c.Request)
	// Only the task's own words ask for a form: a quoted document the request carries
	// (the mail to translate, the note to summarise) may speak of sentences or columns.
	ask := firstParagraph(request)
	var probs []string
	probs = append(probs, sentenceCountKept(c.Lang, ask, golden, text)...)
	probs = append(probs, columnsKept(c.Lang, ask, golden, text)...)
	if noHonorific.MatchString(ask) {
		probs = append(probs, honorificsAdded(c.Lang, golden, text)...)
	}
	if c.Lang == "ja" {
		probs = append(probs, calendarKept(ask, golden, request, text)...)
	}
	probs = append(probs, taxLabelsAdded(golden+"\n"+request, text)...)
	if noSubject.MatchString(ask) && !subjectLine.MatchString(golden) {
		if m := subjectLine.FindString(text); m != "" {
			probs = append(probs, fmt.Sprintf("a subject line %q where the request wants none", strings.TrimSpace(m)))
		}
	}
	if len(probs) > 0 {
		return fail(res, 0, "the answer does not keep the form the request asks for: %s", strings.Join(probs, "; "))
	}
	return pass(res, 1, "the form the request asks for, as the golden keeps it")
}

var (
	// noSubject asks for no subject line (subjectLine is one).
	noSubject = regexp.MustCompile(`件名(?:は|も)?(?:不要|いりません|なし|無し|を付けない|を書かない)|(?i:ohne Betreff(?:zeile)?|keine[n]? Betreff(?:zeile)?)`)
)

// firstParagraph is the request's text up to its first blank line: the instruction,
// before the material it quotes.
func firstParagraph(request string) string {
	if i := strings.Index(request, "\n\n"); i > 0 {
		return request[:i]
	}
	return request
}

// sentenceCountKept compares the answer's number of sentences with the range the
// request asks for, when the golden's number is inside it.
func sentenceCountKept(lang, ask, golden, text string) []string {
	lo, hi, ok := requestedSentences(lang, ask)
	if !ok {
		return nil
	}
	// A count of sentences is about prose: beside a table or a list it speaks of
	// a part of the answer (Empfehlen Sie darunter in einem Satz).
	for _, l := range strings.Split(golden, "\n") {
		if _, item := listItem(l); item || isTableLine(l) {
			return nil
		}
	}
	count := func(s string) int {
		n := 0
		for _, p := range factTexts(s) {
			n += countSentences(lang, p)
		}
		return n
	}
	if g := count(golden); g < lo || g > hi {
		return nil // the count speaks of a part of the answer
	}
	if n := count(text); n < lo || n > hi {
		want := fmt.Sprint(lo)
		if hi != lo {
			want = fmt.Sprintf("%d to %d", lo, hi)
		}
		return []string{fmt.Sprintf("%d sentences where the request asks for %s", n, want)}
	}
	return nil
}

// countSentences counts the sentences of a text, its lines joined first: a line break
// a mail client or a PDF put inside a sentence ends none. A Japanese sentence ends at
// 。．｡！？ or at an ASCII stop not inside a number or a Latin word.
func countSentences(lang, text string) int {
	if lang != "ja" {
		n := 0
		for _, s := range deSentences(strings.Join(strings.Fields(text), " ")) {
			if strings.TrimSpace(s) != "" {
				n++
			}
		}
		return n
	}
	rs := []rune(strings.Join(strings.Fields(text), ""))
	n, open := 0, false
	for i, r := range rs {
		end := strings.ContainsRune("。．｡！？!?", r)
		if r == '.' {
			end = i == 0 || !isASCIIAlnum(rs[i-1]) || i+1 == len(rs) || !isASCIIAlnum(rs[i+1])
		}
		switch {
		case end && open:
			n++
			open = false
		case !end && !strings.ContainsRune("」』）)\"'", r):
			open = true
		}
	}
	if open {
		n++
	}
	return n
}

// requestedSentences reads the number of sentences a request asks for: a range, a
// maximum (höchstens drei, 3文以内) or an exact count.
func requestedSentences(lang, ask string) (lo, hi int, ok bool) {
	var first, last string
	var maximum bool
	if lang == "de" {
		m := deSentenceCount.FindStringSubmatch(ask)
		if m == nil {
			return 0, 0, false
		}
		first, last = strings.ToLower(m[2]), strings.ToLower(m[3])
		if first == "einem" {
			first = "1"
		}
		maximum = m[1] == "höchstens" || m[1] == "maximal" || m[1] == "max."
	} else {
		m := jaSentenceCount.FindStringSubmatch(ask)
		if m == nil {
			return 0, 0, false
		}
		first, last = m[1], m[2]
		maximum = m[3] == "以内" || m[3] == "以下" || m[3] == "まで"
	}
	a, ok := countValue(first)
	if !ok {
		return 0, 0, false
	}
	lo, hi = a, a
	if last != "" {
		b, ok := countValue(last)
		if !ok || b < a {
			return 0, 0, false
		}
		hi = b
	}
	if maximum {
		lo = 1
	}
	return lo, hi, true
}

// columnsKept compares the answer's first table's header with the columns the
// request names, when the golden's table has exactly those.
func columnsKept(lang, ask, golden, text string) []string {
	re := deColumns
	if lang == "ja" {
		re = jaColumns
	}
	m := re.FindStringSubmatch(ask)
	if m == nil {
		return nil
	}
	var want []string
	for _, col := range columnSep.Split(m[1], -1) {
		if col = strings.Trim(strings.TrimSpace(col), "„“\"「」'"); col != "" {
			want = append(want, col)
		}
	}
	if len(want) < 2 {
		return nil
	}
	fits := func(header []string) string {
		if len(header) != len(want) {
			return fmt.Sprintf("a table with %d columns (%s) where the request names %d (%s)", len(header), strings.Join(header, ", "), len(want), strings.Join(want, ", "))
		}
		for i, col := range want {
			if !strings.Contains(strings.ToLower(header[i]), strings.ToLower(col)) {
				return fmt.Sprintf("column %d is %q where the request names %q", i+1, header[i], col)
			}
		}
		return ""
	}
	gt := markdownTables(golden)
	if len(gt) == 0 || fits(gt[0].header) != "" {
		return nil
	}
	at := markdownTables(text)
	if len(at) == 0 {
		return nil // no table at all is list_structure's business
	}
	if why := fits(at[0].header); why != "" {
		return []string{why}
	}
	return nil
}

// honorificsAdded names honorifics after (or Herr/Frau before) names that the answer
// writes more often than the golden, when the request asks for names without them.
func honorificsAdded(lang, golden, text string) []string {
	re := jaHonorificName
	if lang == "de" {
		re = deAddressName
	}
	if a, g := len(re.FindAllString(text, -1)), len(re.FindAllString(golden, -1)); a > g {
		found := re.FindAllString(text, -1)
		return []string{fmt.Sprintf("a name with an honorific (%s) where the request asks for none", strings.TrimSpace(found[len(found)-1]))}
	}
	return nil
}

// calendarKept compares the calendar of the answer's years with the golden's: an era
// year where the golden and request write none (or the request asks for 西暦), a
// Western year where the golden writes only era years and the request none (or asks
// for 和暦).
func calendarKept(ask, golden, request, text string) []string {
	gEra, gWest := eraYear.MatchString(golden), westernYear.MatchString(golden)
	rEra, rWest := eraYear.MatchString(request), westernYear.MatchString(request)
	if m := eraYear.FindString(text); m != "" && !gEra && gWest && (!rEra || strings.Contains(ask, "西暦")) {
		return []string{fmt.Sprintf("the era year %q where the golden writes Western years", m)}
	}
	if m := westernYear.FindStringSubmatch(text); m != nil && gEra && !gWest && (!rWest || strings.Contains(ask, "和暦")) {
		return []string{fmt.Sprintf("the Western year %q where the golden writes era years", m[1])}
	}
	return nil
}

// taxLabelsAdded names a gross or net label of the answer whose kind neither the
// golden nor the request uses, in a table's header (Preis (brutto)) or on a line
// without a figure (Alle Preise verstehen sich netto): a tax status nobody stated for
// the case's prices. A label beside a figure may label one the answer worked out
// (税抜では5,000円 beside the case's 5,500円（税込）), which the fact checks judge.
func taxLabelsAdded(known, text string) []string {
	var out []string
	for _, re := range []*regexp.Regexp{grossLabel, netLabel} {
		if re.MatchString(known) {
			continue
		}
		for _, loc := range re.FindAllStringIndex(text, -1) {
			start := strings.LastIndex(text[:loc[0]], "\n") + 1
			end := len(text)
			if i := strings.Index(text[loc[1]:], "\n"); i >= 0 {
				end = loc[1] + i
			}
			line := text[start:end]
			header := isTableLine(line) && end < len(text) && isSeparatorRow(tableCells(strings.SplitN(text[end+1:], "\n", 2)[0]))
			if !header && strings.ContainsFunc(line, isDigit) {
				continue
			}
			if m := text[loc[0]:loc[1]]; !slices.Contains(out, m) {
				out = append(out, fmt.Sprintf("%q labels a price so where neither the golden nor the request does", m))
			}
		}
	}
	return out
}
