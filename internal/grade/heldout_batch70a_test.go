package grade

// Blind batch 70a: the simple, generic damage an evaluation harness author writes in
// an afternoon (delete, duplicate, overwrite with a neighbour, truncate, reverse,
// change case) applied to units and at positions no earlier kind combined: the
// longest sentence cut before its last clause, a quoted name with its middle letter
// doubled, a date given the month of the date after it, a whole hour made half past,
// the first JSON key title-cased, the largest amount without its leading digit, the
// second list item overwritten by the first, a titled German surname's first letter
// hit on its keyboard neighbour, a reference code's digit run reversed, a middle
// sentence overwritten by the next one and the shortest list item deleted.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	ho70aDeQuote   = regexp.MustCompile(`„([^“”\n]{3,40})“`)
	ho70aJaQuote   = regexp.MustCompile(`「([^」\n]{3,40})」`)
	ho70aDeNumDate = regexp.MustCompile(`\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b`)
	ho70aJaDate    = regexp.MustCompile(`(\d{1,2})月(\d{1,2})日`)
	ho70aISODate   = regexp.MustCompile(`\b(\d{4})-(\d{2})-(\d{2})\b`)
	ho70aDeHour    = regexp.MustCompile(`(\d{1,2}) Uhr`)
	ho70aJaHour    = regexp.MustCompile(`(\d{1,2})時`)
	ho70aJSONKey   = regexp.MustCompile(`"([a-z][a-z_]*)"\s*:`)
	ho70aDeAmount  = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2})(?: ?€| EUR| Euro)`)
	ho70aJaAmount  = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+)(?:万円|円|ユーロ)`)
	ho70aListLine  = regexp.MustCompile(`^(\s*)(\d+\. |- |\* |・)(.+)$`)
	ho70aTableRow  = regexp.MustCompile(`^\|.*\|\s*$`)
	ho70aTableSep  = regexp.MustCompile(`^\|[-:| ]+\|\s*$`)
	ho70aDeTitled  = regexp.MustCompile(`(?:Herr|Herrn|Frau|Dr\.|Prof\.) (\p{Lu})(\p{Ll}+)`)
	ho70aCode      = regexp.MustCompile(`\b([A-Z]{2,3}-)(\d{4,5})\b|\b(\d{2}-)(\d{4})(-[A-Z]{2})\b`)
	ho70aMarker    = regexp.MustCompile(`^\s*(?:[-*•・]|\d+\.)\s?`)
	ho70aExample   = regexp.MustCompile(`^(?:zum Beispiel|z\. B\.|etwa|例えば|たとえば)`)
	ho70aJaSurname = regexp.MustCompile(`(\p{Han})(\p{Han})(?: \p{Han}{1,3})?(?:様|部長|課長)`)
)

// ho70aQwertz gives a letter's right-hand neighbour on a German keyboard (the left one
// at a row's end).
var ho70aQwertz = func() map[rune]rune {
	m := map[rune]rune{}
	for _, row := range []string{"QWERTZUIOPÜ", "ASDFGHJKLÖÄ", "YXCVBNM"} {
		rs := []rune(row)
		for i, r := range rs {
			if i+1 < len(rs) {
				m[r] = rs[i+1]
			} else {
				m[r] = rs[i-1]
			}
		}
	}
	return m
}()

// ho70aTrail splits a sentence into its body, its end mark and the spaces after it.
func ho70aTrail(sent string) (body, end, space string) {
	t := strings.TrimRight(sent, " ")
	space = sent[len(t):]
	for _, m := range []string{"。", "！", "？", ".", "!", "?"} {
		if strings.HasSuffix(t, m) {
			return t[:len(t)-len(m)], m, space
		}
	}
	return t, "", space
}

// ho70aValidDay bounds a day by its month, so that a moved month keeps a real date.
func ho70aValidDay(month, day int) bool {
	switch month {
	case 2:
		return day <= 28
	case 4, 6, 9, 11:
		return day <= 30
	}
	return month >= 1 && month <= 12 && day <= 31
}

// ho70aDate is one date of a text: where it is, where its month is and the month.
type ho70aDate struct {
	start, mStart, mEnd, month, day int
	pad                             bool
}

func ho70aFindDates(lang, s string) []ho70aDate {
	var out []ho70aDate
	add := func(re *regexp.Regexp, mi, di int, pad bool) {
		for _, l := range re.FindAllStringSubmatchIndex(s, -1) {
			mo, _ := strconv.Atoi(s[l[2*mi]:l[2*mi+1]])
			d, _ := strconv.Atoi(s[l[2*di]:l[2*di+1]])
			out = append(out, ho70aDate{l[0], l[2*mi], l[2*mi+1], mo, d, pad || l[2*mi+1]-l[2*mi] == 2})
		}
	}
	if lang == "ja" {
		add(ho70aJaDate, 1, 2, false)
	} else {
		add(ho70aDeNumDate, 2, 1, false)
	}
	add(ho70aISODate, 2, 3, true)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].start < out[j-1].start; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// ho70aDigitCount counts the digits of a figure.
func ho70aDigitCount(s string) int {
	n := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			n++
		}
	}
	return n
}

// ho70aSmallKana are characters that do not stand alone as a doubled letter.
const ho70aSmallKana = "ーッャュョァィゥェォっゃゅょ 々"

var heldOutBatch70a = []heldOutKind{
	// The longest sentence cut before its last clause, closed as if complete: a fact or
	// an instruction of its tail is lost. "…verreist, aber Frau Müller kann die Wohnung am
	// Montag, 19.10.2026, ab 8 Uhr aufschließen." → "…verreist, aber Frau Müller kann die
	// Wohnung am Montag, 19.10.2026." (time lost; verb lost).
	{"b70a_longest_sentence_cut_before_last_clause", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		tried := map[sentenceRef]bool{}
		for range refs {
			best := sentenceRef{-1, -1}
			bestLen := 0
			for _, r := range refs {
				if n := utf8.RuneCountInString(split[r.line][r.idx]); !tried[r] && n > bestLen {
					best, bestLen = r, n
				}
			}
			if best.line < 0 {
				break
			}
			tried[best] = true
			body, end, space := ho70aTrail(split[best.line][best.idx])
			sep, mark := ", ", "."
			if lang == "ja" {
				sep, mark = "、", "。"
			}
			cut := strings.LastIndex(body, sep)
			if i := strings.LastIndex(body, "; "); lang != "ja" && i > cut {
				cut = i
			}
			if cut < 0 {
				continue
			}
			head, tail := body[:cut], body[cut+len(sep):]
			if utf8.RuneCountInString(head) < 20 || utf8.RuneCountInString(tail) < 8 || strings.HasSuffix(head, ":") || ho70aExample.MatchString(tail) ||
				strings.Count(head, "(") != strings.Count(head, ")") || strings.Count(head, "（") != strings.Count(head, "）") {
				continue
			}
			if end == "" {
				end = mark
			}
			split[best.line][best.idx] = head + end + space
			return hoJoin(split)
		}
		return s
	}},
	// A quoted product or app name with the letter in the middle of its first word
	// doubled: „Nordlicht 40“ → „Nordllicht 40“; 「カラダノート S5」 → 「カラダノノート S5」.
	{"b70a_quoted_name_middle_char_doubled", "first", func(lang, s string) string {
		re := ho70aDeQuote
		if lang == "ja" {
			re = ho70aJaQuote
		}
		for _, l := range re.FindAllStringSubmatchIndex(s, -1) {
			name := s[l[2]:l[3]]
			first := strings.SplitN(name, " ", 2)[0]
			rs := []rune(first)
			if len(rs) < 4 {
				continue
			}
			for i := len(rs) / 2; i < len(rs)-1; i++ {
				r := rs[i]
				if strings.ContainsRune(ho70aSmallKana, r) || !unicode.IsLetter(r) || rs[i+1] == r || rs[i-1] == r {
					continue
				}
				nw := string(rs[:i+1]) + string(r) + string(rs[i+1:])
				return s[:l[2]] + nw + name[len(first):] + s[l[3]:]
			}
		}
		return s
	}},
	// A date given the month of the date that follows it: "vom 02.11.2026 auf den
	// 16.11.2026" stays, but "am 28.10.2026 geliefert …vom 02.11.2026" → "am 28.11.2026
	// geliefert"; 9月20日 (before 2026年10月30日) → 10月20日; "2026-10-21" → "2026-11-21".
	{"b70a_date_month_taken_from_next_date", "raw", func(lang, s string) string {
		ds := ho70aFindDates(lang, s)
		for i := 0; i+1 < len(ds); i++ {
			a, b := ds[i], ds[i+1]
			if a.month == b.month || !ho70aValidDay(b.month, a.day) {
				continue
			}
			m := strconv.Itoa(b.month)
			if a.pad && b.month < 10 {
				m = "0" + m
			}
			return s[:a.mStart] + m + s[a.mEnd:]
		}
		return s
	}},
	// A whole hour made half past, the first one of the text: "ab 8 Uhr aufschließen" →
	// "ab 8:30 Uhr aufschließen"; 「14時〜16時」 → 「14時30分〜16時」; 17時までに → 17時30分までに.
	{"b70a_whole_hour_given_half_past", "first", func(lang, s string) string {
		re := ho70aDeHour
		if lang == "ja" {
			re = ho70aJaHour
		}
		for _, l := range re.FindAllStringSubmatchIndex(s, -1) {
			if l[2] > 0 && (s[l[2]-1] == ':' || s[l[2]-1] == '.' || (s[l[2]-1] >= '0' && s[l[2]-1] <= '9')) {
				continue
			}
			lineStart := strings.LastIndex(s[:l[0]], "\n") + 1
			lineEnd := strings.Index(s[l[1]:], "\n")
			if lineEnd < 0 {
				lineEnd = len(s) - l[1]
			}
			line := s[lineStart : l[1]+lineEnd]
			if strings.Contains(line, "Beispiel") || strings.Contains(line, "例えば") {
				continue
			}
			rest := s[l[1]:]
			if lang == "ja" {
				if strings.HasPrefix(rest, "間") || strings.HasPrefix(rest, "半") || (len(rest) > 0 && rest[0] >= '0' && rest[0] <= '9') {
					continue
				}
				return s[:l[1]] + "30分" + s[l[1]:]
			}
			return s[:l[3]] + ":30" + s[l[3]:]
		}
		return s
	}},
	// The first key of a JSON answer title-cased, so that a consumer reading the
	// requested key finds nothing: {"name": …} → {"Name": …}; {"company": …} → {"Company": …}.
	{"b70a_json_first_key_title_cased", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		l := ho70aJSONKey.FindStringSubmatchIndex(s)
		if l == nil {
			return s
		}
		return s[:l[2]] + strings.ToUpper(s[l[2]:l[2]+1]) + s[l[2]+1:]
	}},
	// The largest amount of the text (most digits) loses its leading digit: "486.000,00 €"
	// → "86.000,00 €"; "1.249,90 €" → "249,90 €"; 「33,000円」 → 「3,000円」.
	{"b70a_largest_amount_leading_digit_deleted", "first", func(lang, s string) string {
		re := ho70aDeAmount
		if lang == "ja" {
			re = ho70aJaAmount
		}
		best, bestN := []int(nil), 0
		for _, l := range re.FindAllStringSubmatchIndex(s, -1) {
			if l[2] > 0 {
				prev, _ := utf8.DecodeLastRuneInString(s[:l[2]])
				if unicode.IsDigit(prev) || prev == '億' || prev == '.' || prev == ',' {
					continue
				}
			}
			if n := ho70aDigitCount(s[l[2]:l[3]]); n > bestN {
				best, bestN = l, n
			}
		}
		if best == nil || bestN < 3 {
			return s
		}
		fig := s[best[2]+1 : best[3]]
		fig = strings.TrimLeft(fig, ".,")
		fig = strings.TrimLeft(fig, "0")
		if fig == "" || fig[0] == ',' || fig[0] == '.' {
			return s
		}
		return s[:best[2]] + fig + s[best[3]:]
	}},
	// The second item of the first list (or the second row of a table) overwritten by
	// the first, its marker kept: "- Mangel: Die Pumpe baut …" → a second "- Frau Köhler hat
	// am 08.10.2026 …"; 「2. 本体を硬く平らな床に置きます。…」 → 「2. 箱から本体を取り出し、…」.
	{"b70a_second_list_item_overwritten_by_first", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i := 0; i+1 < len(lines); i++ {
			a, b := lines[i], lines[i+1]
			if ho70aTableRow.MatchString(a) && ho70aTableRow.MatchString(b) && !ho70aTableSep.MatchString(a) && !ho70aTableSep.MatchString(b) {
				if i > 0 && ho70aTableSep.MatchString(lines[i-1]) && a != b {
					lines[i+1] = a
					return strings.Join(lines, "\n")
				}
				continue
			}
			ma, mb := ho70aListLine.FindStringSubmatch(a), ho70aListLine.FindStringSubmatch(b)
			if ma == nil || mb == nil || ma[1] != mb[1] || ma[3] == mb[3] {
				continue
			}
			if strings.HasSuffix(ma[2], ". ") != strings.HasSuffix(mb[2], ". ") {
				continue
			}
			lines[i+1] = mb[1] + mb[2] + ma[3]
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// A titled German surname's first letter struck on its keyboard neighbour, at its
	// first mention: "Frau Müller" → "Frau Nüller"; "Prof. Dr. Kühn" → "Prof. Dr. Lühn".
	{"b70a_de_titled_surname_first_letter_key_neighbour", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		for _, l := range ho70aDeTitled.FindAllStringSubmatchIndex(s, -1) {
			if l[1] < len(s) && s[l[1]] == '.' {
				continue
			}
			first, _ := utf8.DecodeRuneInString(s[l[2]:l[3]])
			nb, ok := ho70aQwertz[first]
			if !ok {
				continue
			}
			return s[:l[2]] + string(nb) + s[l[3]:]
		}
		return s
	}},
	// The digit run of the first reference code reversed: "WE-20417" → "WE-71402";
	// "44-2087-DE" → "44-7802-DE"; 「INV-88213」 → 「INV-31288」.
	{"b70a_first_code_digit_run_reversed", "first", func(lang, s string) string {
		for _, l := range ho70aCode.FindAllStringSubmatchIndex(s, -1) {
			di := 4
			if l[4] < 0 {
				di = 8
			}
			d := s[l[di]:l[di+1]]
			rs := []byte(d)
			for i, j := 0, len(rs)-1; i < j; i, j = i+1, j-1 {
				rs[i], rs[j] = rs[j], rs[i]
			}
			if string(rs) == d {
				continue
			}
			return s[:l[di]] + string(rs) + s[l[di+1]:]
		}
		return s
	}},
	// A sentence from the middle of the text overwritten by the sentence after it, which
	// so stands twice while its own fact is lost: "Herr Weiß ist bis zum 22.10.2026
	// verreist, …" → "Sie bittet darum, dass noch am selben Tag ein Installateur kommt."
	{"b70a_middle_sentence_overwritten_by_next", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		n := len(refs)
		for k := 0; k < n; k++ {
			i := (n/2 + k) % n
			if i+1 >= n {
				continue
			}
			a, b := refs[i], refs[i+1]
			sa, sb := split[a.line][a.idx], split[b.line][b.idx]
			if ho70aMarker.MatchString(sa) || ho70aMarker.MatchString(sb) || strings.HasPrefix(sa, "|") || strings.HasPrefix(sb, "|") {
				continue
			}
			if utf8.RuneCountInString(strings.TrimSpace(sa)) < 15 || utf8.RuneCountInString(strings.TrimSpace(sb)) < 15 || strings.TrimSpace(sa) == strings.TrimSpace(sb) {
				continue
			}
			_, ea, space := ho70aTrail(sa)
			if _, eb, _ := ho70aTrail(sb); ea == "" || eb == "" {
				continue
			}
			split[a.line][a.idx] = strings.TrimRight(sb, " ") + space
			return hoJoin(split)
		}
		return s
	}},
	// The two kanji of the first Japanese surname written before 様 or a rank reversed:
	// 「小林 恵子様」 → 「林小 恵子様」; 「松田部長」 → 「田松部長」; 「石井部長」 → 「井石部長」.
	{"b70a_ja_first_surname_kanji_pair_reversed", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, l := range ho70aJaSurname.FindAllStringSubmatchIndex(s, -1) {
			if l[0] > 0 {
				if prev, _ := utf8.DecodeLastRuneInString(s[:l[0]]); unicode.Is(unicode.Han, prev) {
					continue
				}
			}
			a, b := s[l[2]:l[3]], s[l[4]:l[5]]
			if a == b {
				continue
			}
			return s[:l[2]] + b + a + s[l[5]:]
		}
		return s
	}},
	// The shortest item of the answer's first list deleted, the others kept as they are:
	// "- Die nächste Sitzung findet am 12.11.2026 statt." gone from a four-point summary;
	// step "5. Tippen Sie in der App auf „Gerät hinzufügen“ …" gone, 4 followed by 6.
	{"b70a_shortest_list_item_deleted", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		best, bestN, seen := -1, 0, false
		for i, l := range lines {
			m := ho70aListLine.FindStringSubmatch(l)
			if m == nil {
				if seen {
					break // only the first list: the steps or the points asked for
				}
				continue
			}
			seen = true
			if n := utf8.RuneCountInString(m[3]); best < 0 || n < bestN {
				best, bestN = i, n
			}
		}
		if best < 0 {
			return s
		}
		return strings.Join(append(lines[:best:best], lines[best+1:]...), "\n")
	}},
}

// ho70aDiff gives the region where two texts differ, with some context either side.
func ho70aDiff(a, b string) (string, string) {
	ra, rb := []rune(a), []rune(b)
	p := 0
	for p < len(ra) && p < len(rb) && ra[p] == rb[p] {
		p++
	}
	q := 0
	for q < len(ra)-p && q < len(rb)-p && ra[len(ra)-1-q] == rb[len(rb)-1-q] {
		q++
	}
	const ctx = 40
	from := max(0, p-ctx)
	ea := min(len(ra), len(ra)-q+ctx)
	eb := min(len(rb), len(rb)-q+ctx)
	return string(ra[from:ea]), string(rb[from:eb])
}
