package score

import (
	"cmp"
	"encoding/json"
	"fmt"
	"math/big"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Fact kinds used by FactItem.Kind and Check.Kind.
const (
	KindDate   = "date"
	KindAmount = "amount"
	KindID     = "id"
)

// FactItem is one expected fact of a fixture: a date in ISO form, an amount
// as a decimal string with a currency, or an id.
type FactItem struct {
	// Kind is date, amount or id.
	Kind string `yaml:"kind" json:"kind"`
	// Value is the canonical value: 2026-10-19, 1249.90, KX-20481.
	Value string `yaml:"value" json:"value"`
	// Currency is the ISO 4217 code for amounts (JPY, EUR).
	Currency string `yaml:"currency,omitempty" json:"currency,omitempty"`
	// Surface optionally names a required surface form; it is not checked
	// by this package.
	Surface string `yaml:"surface,omitempty" json:"surface,omitempty"`
}

// Amount is a money amount found in text.
type Amount struct {
	// Value is the canonical decimal string: no grouping, '.' as decimal
	// separator, trailing fractional zeros removed (1249.9, 12800).
	Value string
	// Currency is JPY or EUR.
	Currency string
}

// String renders the amount as "value currency".
func (a Amount) String() string { return a.Value + " " + a.Currency }

// span is one regex match and its canonical value.
type span struct {
	start, end int
	value      string
}

// pickSpans keeps non-overlapping spans, preferring the earliest start and
// then the longest match.
func pickSpans(spans []span) []span {
	slices.SortStableFunc(spans, func(a, b span) int {
		return cmp.Or(cmp.Compare(a.start, b.start), cmp.Compare(b.end, a.end))
	})
	var out []span
	last := -1
	for _, s := range spans {
		if s.start >= last {
			out = append(out, s)
			last = s.end
		}
	}
	return out
}

// digitBounded reports whether the match [s,e) in text is not glued to
// further digits: it must not follow a digit (or a digit group separator
// after one), and when it ends in a digit it must not be followed by one. A
// match that ends in its unit (日, 円, €) is closed by it, so 10月19日14時 and
// 12,800円2点 hold a date and an amount. At either end of text the decoders
// return utf8.RuneError, which is not a digit.
func digitBounded(text string, s, e int) bool {
	r, size := utf8.DecodeLastRuneInString(text[:s])
	if isDigit(r) {
		return false
	}
	if r == '.' || r == ',' {
		if p, _ := utf8.DecodeLastRuneInString(text[:s-size]); isDigit(p) {
			return false
		}
	}
	if last, _ := utf8.DecodeLastRuneInString(text[s:e]); !isDigit(last) {
		return true
	}
	r, _ = utf8.DecodeRuneInString(text[e:])
	return !isDigit(r)
}

func isoDate(y, m, d int) (string, bool) {
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	if y <= 0 || t.Year() != y || int(t.Month()) != m || t.Day() != d {
		return "", false
	}
	return t.Format("2006-01-02"), true
}

type datePattern struct {
	re    *regexp.Regexp
	parse func(m []string, refYear int) (y, mo, d int, ok bool)
	// inner is set for a pattern whose first group is the character before the date,
	// matched to bound it (Go's regexp has no look-behind): the date's span is its
	// second group to its last.
	inner bool
}

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

const kanjiDigits = "〇一二三四五六七八九"

// kanjiNumber parses a number in kanji numerals: 十九, 二十, 三十一, 十, digit by digit
// 二〇二六, and with their units 五千五百十 (5510), 三万八千五百 (38500), 三億二千万.
func kanjiNumber(s string) (int, bool) {
	if s == "" {
		return 0, false
	}
	total, section, current := 0, 0, -1
	for _, r := range s {
		if d := strings.IndexRune(kanjiDigits, r); d >= 0 {
			current = max(current, 0)*10 + d/3 // kanjiDigits is UTF-8: 3 bytes per rune
			continue
		}
		unit := kanjiUnits[r]
		switch {
		case unit == 0:
			return 0, false
		case unit < 10000 && current < 0:
			section += unit // 百 alone is one hundred
		case unit < 10000:
			section += current * unit
		default:
			n := section + max(current, 0)
			if n == 0 {
				n = 1 // 万 alone is one 万
			}
			total += n * unit
			section = 0
		}
		current = -1
	}
	return total + section + max(current, 0), true
}

// kanjiUnits are the kanji of ten, a hundred, a thousand, ten thousand and 10⁸.
var kanjiUnits = map[rune]int{'十': 10, '百': 100, '千': 1000, '万': 10000, '億': 100000000}

// yearOr returns the year written in s, or refYear for a year-less date;
// isoDate rejects the year 0 of a year-less date without a reference year.
func yearOr(s string, refYear int) int {
	if s == "" {
		return refYear
	}
	return atoi(s)
}

var isoPattern = datePattern{
	re: regexp.MustCompile(`(\d{4})-(\d{1,2})-(\d{1,2})`),
	parse: func(m []string, _ int) (int, int, int, bool) {
		return atoi(m[1]), atoi(m[2]), atoi(m[3]), true
	},
}

const kn = `[〇一二三四五六七八九十]`

var jaDatePatterns = []datePattern{
	isoPattern,
	{re: regexp.MustCompile(`(令和|平成)(元|\d{1,2})年(\d{1,2})月(\d{1,2})日`),
		parse: func(m []string, _ int) (int, int, int, bool) {
			n := 1
			if m[2] != "元" {
				n = atoi(m[2])
			}
			base := 2018
			if m[1] == "平成" {
				base = 1988
			}
			return base + n, atoi(m[3]), atoi(m[4]), true
		}},
	{re: regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`),
		parse: func(m []string, ry int) (int, int, int, bool) {
			return yearOr(m[1], ry), atoi(m[2]), atoi(m[3]), true
		}},
	{re: regexp.MustCompile(`(\d{4})/(\d{1,2})/(\d{1,2})`),
		parse: func(m []string, _ int) (int, int, int, bool) {
			return atoi(m[1]), atoi(m[2]), atoi(m[3]), true
		}},
	// Month/day without a year (10/14, 10/22(木)), as Japanese mail writes it; not a
	// piece of a longer number or date (2026/10/14 is read above).
	{re: regexp.MustCompile(`(^|[^\d/.,])(\d{1,2})/(\d{1,2})(?:$|[^\d/])`), inner: true,
		parse: func(m []string, ry int) (int, int, int, bool) {
			return ry, atoi(m[2]), atoi(m[3]), ry > 0
		}},
	{re: regexp.MustCompile(`(?:(` + kn + `{4})年)?(` + kn + `{1,3})月(` + kn + `{1,3})日`),
		parse: func(m []string, ry int) (int, int, int, bool) {
			y := ry
			if m[1] != "" {
				n, ok := kanjiNumber(m[1])
				if !ok {
					return 0, 0, 0, false
				}
				y = n
			}
			mo, ok1 := kanjiNumber(m[2])
			d, ok2 := kanjiNumber(m[3])
			return y, mo, d, ok1 && ok2
		}},
}

var deMonths = map[string]int{
	"Januar": 1, "Jänner": 1, "Jan": 1, "Jän": 1, "Februar": 2, "Feber": 2, "Feb": 2,
	"März": 3, "Mär": 3, "April": 4, "Apr": 4, "Mai": 5, "Juni": 6, "Jun": 6,
	"Juli": 7, "Jul": 7, "August": 8, "Aug": 8, "September": 9, "Sept": 9, "Sep": 9,
	"Oktober": 10, "Okt": 10, "November": 11, "Nov": 11, "Dezember": 12, "Dez": 12,
}

var deDatePatterns = []datePattern{
	isoPattern,
	{re: regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})`),
		parse: func(m []string, _ int) (int, int, int, bool) {
			y := atoi(m[3])
			if len(m[3]) == 2 {
				y += 2000
			}
			return y, atoi(m[2]), atoi(m[1]), true
		}},
	// The spaced form of DIN 5008's older editions (12. 11. 2026), with its full year.
	{re: regexp.MustCompile(`(\d{1,2})\. (\d{1,2})\. (\d{4})`),
		parse: func(m []string, _ int) (int, int, int, bool) {
			return atoi(m[3]), atoi(m[2]), atoi(m[1]), true
		}},
	{re: regexp.MustCompile(`(\d{1,2})\. ?(Januar|Jänner|Februar|Feber|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|Jän|Jan|Feb|Mär|Apr|Jun|Jul|Aug|Sept|Sep|Okt|Nov|Dez)(?:\.)?(?: (\d{4}))?(\P{L}|$)`),
		parse: func(m []string, ry int) (int, int, int, bool) {
			return yearOr(m[3], ry), deMonths[m[2]], atoi(m[1]), true
		}},
}

var usDateRe = regexp.MustCompile(`(\d{1,2})/(\d{1,2})/(\d{4})`)

func datePatternsFor(lang string) []datePattern {
	switch lang {
	case "ja":
		return jaDatePatterns
	case "de":
		return deDatePatterns
	}
	return append(append([]datePattern{}, jaDatePatterns...), deDatePatterns[1:]...)
}

func normForLang(lang, text string) string {
	switch lang {
	case "ja":
		return nfkcJa(text)
	case "de":
		return nfkcDe(text)
	}
	return nfkcDe(nfkcJa(text))
}

// ExtractDates returns the distinct dates in text as ISO strings
// (2026-10-19), in order of appearance. lang is "ja", "de" or "" (both
// sets of patterns). Year-less forms (10月19日, 19. Oktober) use refYear and
// are skipped when refYear is 0. The text is normalised first (nfkc_ja for
// ja, nfkc_de for de), so full-width digits and （月） are accepted.
//
// Japanese: 2026年10月19日, 10月19日(月), 2026/10/19, 令和8年10月19日 (and
// 平成), 十月十九日, ISO. German: 19.10.2026, 19.10.26 (20xx), 19. Oktober
// 2026 (with or without weekday; Jänner, Feber and abbreviations such as
// Okt. accepted), ISO.
//
// The US form 10/19/2026 is deliberately NOT read as a date here: it is a
// regression in German output. Use ExtractUSDates to find it.
func ExtractDates(lang, text string, refYear int) []string {
	_, spans := dateSpans(lang, text, refYear)
	return uniqueValues(pickSpans(spans))
}

// matchGroups returns the groups of one match of FindAllStringSubmatchIndex in text,
// "" for a group that did not take part.
func matchGroups(text string, idx []int) []string {
	m := make([]string, len(idx)/2)
	for i := range m {
		if idx[2*i] >= 0 {
			m[i] = text[idx[2*i]:idx[2*i+1]]
		}
	}
	return m
}

// dateSpans returns the text as normForLang makes it and the spans of its dates there,
// valued by their ISO form ("" for a US date), overlapping ones included.
func dateSpans(lang, text string, refYear int) (string, []span) {
	r := dateMemo.get(memoKey(lang, refYear, text), func(string) datedText { return findDates(lang, text, refYear) })
	return r.text, slices.Clone(r.spans)
}

// datedText is what dateSpans returns, kept in its memo.
type datedText struct {
	text  string
	spans []span
}

var dateMemo memo[datedText]

// findDates is dateSpans without its memo.
func findDates(lang, text string, refYear int) datedText {
	text = normForLang(lang, text)
	var spans []span
	for _, p := range datePatternsFor(lang) {
		for _, idx := range p.re.FindAllStringSubmatchIndex(text, -1) {
			m := matchGroups(text, idx)
			y, mo, d, ok := p.parse(m, refYear)
			start, end := idx[0], idx[1]
			if p.inner {
				start, end = idx[4], idx[len(idx)-1]
			}
			if !ok || !digitBounded(text, start, end) {
				continue
			}
			iso, ok := isoDate(y, mo, d)
			if !ok {
				continue
			}
			spans = append(spans, span{start, end, iso})
		}
	}
	// A US date such as 10/19/2026 must not yield a partial match.
	for _, idx := range usDateRe.FindAllStringIndex(text, -1) {
		spans = append(spans, span{idx[0], idx[1], ""})
	}
	return datedText{text, spans}
}

// extractUSDates returns, as ISO strings, the dates written in the US form
// month/day/year (10/19/2026) in text. In German output this form is a
// regression; checks report it separately instead of accepting it as the
// expected date.
func extractUSDates(text string) []string {
	text = nfkcJa(text)
	var out []string
	for _, idx := range usDateRe.FindAllStringSubmatchIndex(text, -1) {
		if !digitBounded(text, idx[0], idx[1]) || (idx[0] > 0 && text[idx[0]-1] == '/') {
			continue
		}
		if iso, ok := isoDate(atoi(text[idx[6]:idx[7]]), atoi(text[idx[2]:idx[3]]), atoi(text[idx[4]:idx[5]])); ok {
			out = append(out, iso)
		}
	}
	return out
}

func uniqueValues(spans []span) []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range spans {
		if s.value == "" || seen[s.value] {
			continue
		}
		seen[s.value] = true
		out = append(out, s.value)
	}
	return out
}

var (
	// jaNum is a number with , groups and a . decimal, or such numbers joined by
	// 億 万 千 (3億2,000万, 1万2800, 1.2万); without a unit between them two numbers
	// are not one (1.85 and 0,00 are no reading of 1.850,00).
	jaNum        = `\d[\d,]*(?:\.\d+)?(?:[億万千](?:\d[\d,]*(?:\.\d+)?)?)*`
	jaAmountYen  = regexp.MustCompile(`(` + jaNum + `) ?円`)
	jaAmountSign = regexp.MustCompile(`[¥￥] ?(` + jaNum + `)`)
	jaUnitPart   = regexp.MustCompile(`(\d[\d,]*(?:\.\d+)?)([億万千]?)`)
	jaAmountEuro = regexp.MustCompile(`(` + jaNum + `) ?ユーロ`)
	deNum        = `(\d{1,3}(?:\.\d{3})+|\d{1,3}(?: \d{3})+|\d+)(?:,(\d{1,2}|--?|[–—]))?`
	deAmountPost = regexp.MustCompile(deNum + ` ?(€|EUR|Euro|ユーロ|Yen|JPY)`)
	deAmountPre  = regexp.MustCompile(`(€|EUR) ?` + deNum)
)

// deCurrency is the ISO code of a currency as German (or a Japanese letter writing
// German numbers, 1.850,00ユーロ) writes it after the number.
func deCurrency(unit string) string {
	if unit == "Yen" || unit == "JPY" {
		return "JPY"
	}
	return "EUR"
}

// parseJaNumber parses 12,800 / 1万2800 / 1.2万 / 1万2千 into a rational.
func parseJaNumber(s string) (*big.Rat, bool) {
	total := new(big.Rat)
	for _, m := range jaUnitPart.FindAllStringSubmatch(s, -1) {
		n, ok := new(big.Rat).SetString(strings.ReplaceAll(m[1], ",", ""))
		if !ok {
			return nil, false
		}
		switch m[2] {
		case "億":
			n.Mul(n, big.NewRat(100000000, 1))
		case "万":
			n.Mul(n, big.NewRat(10000, 1))
		case "千":
			n.Mul(n, big.NewRat(1000, 1))
		}
		total.Add(total, n)
	}
	return total, true
}

func ratString(r *big.Rat) string {
	s := r.FloatString(6)
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}

// CanonicalDecimal canonicalises a decimal string written with '.' as the
// decimal separator (1249.90 → 1249.9, 12800.00 → 12800).
func CanonicalDecimal(s string) (string, error) {
	r, ok := new(big.Rat).SetString(strings.TrimSpace(s))
	if !ok {
		return "", fmt.Errorf("invalid decimal %q", s)
	}
	return ratString(r), nil
}

// extractAmounts returns the money amounts in text, in order of appearance.
// lang is "ja", "de" or "" (both). Japanese: 12,800円, 12800円, 1万2800円,
// 1.2万円, ￥12,800 / ¥12,800 (JPY), 1,850ユーロ (EUR). German: 1.249,90 €,
// 1249,90 EUR, 1 249,90 € (thousands grouped by a space, thin or no-break as typeset:
// the same German reading), € 1.249,90, 12,- € (also 12,-- € and 12,– €), 1.850,00ユーロ (EUR), 12.800 Yen (JPY) ('.'
// groups thousands, ',' is the decimal separator). The currency is part of the
// fact: 12.800 € and 12,800円 are different amounts.
func extractAmounts(lang, text string) []Amount {
	_, spans := amountSpans(lang, text)
	var out []Amount
	for _, s := range spans {
		v, c, _ := strings.Cut(s.value, " ")
		out = append(out, Amount{Value: v, Currency: c})
	}
	return out
}

// amountSpans returns the text as normForLang makes it and the spans of its amounts
// there, valued "value currency", without overlaps (see extractAmounts).
func amountSpans(lang, text string) (string, []span) {
	text = normForLang(lang, text)
	var spans []span
	add := func(re *regexp.Regexp, conv func(m []string) (string, bool)) {
		for _, idx := range re.FindAllStringSubmatchIndex(text, -1) {
			if !digitBounded(text, idx[0], idx[1]) || insideID(text, idx[0]) {
				continue
			}
			m := matchGroups(text, idx)
			if v, ok := conv(m); ok {
				if negativeAt(text, idx[0]) {
					v = "-" + v
				}
				spans = append(spans, span{idx[0], idx[1], v})
			}
		}
	}
	jaConv := func(currency string) func(m []string) (string, bool) {
		return func(m []string) (string, bool) {
			r, ok := parseJaNumber(m[1])
			if !ok {
				return "", false
			}
			return ratString(r) + " " + currency, true
		}
	}
	deConv := func(intPart, frac, currency string) (string, bool) {
		s := strings.NewReplacer(".", "", " ", "").Replace(intPart)
		if frac != "" && isDigit(rune(frac[0])) {
			s += "." + frac
		}
		v, err := CanonicalDecimal(s)
		return v + " " + currency, err == nil
	}
	if lang != "de" {
		add(jaAmountYen, jaConv("JPY"))
		add(jaAmountSign, jaConv("JPY"))
		add(jaAmountEuro, jaConv("EUR"))
	}
	if lang != "ja" {
		add(deAmountPost, func(m []string) (string, bool) { return deConv(m[1], m[2], deCurrency(m[3])) })
		add(deAmountPre, func(m []string) (string, bool) { return deConv(m[2], m[3], "EUR") })
	}
	return text, pickSpans(spans)
}

// deduction names an amount taken off, which a minus sign only restates.
var deduction = regexp.MustCompile(`(?i)rabatt|abzug|abzüglich|skonto|nachlass|gutschrift|ermäßigung|erstatt|preisminderung|値引|割引|控除|差し引|差引|返金|マイナス`)

// negativeAt reports whether the amount starting at s has a minus sign of its own:
// - or − right before it, with no ASCII letter or digit before the sign (10-12 € is
// a range, so is 10 - 12 €; DE-55102 is an id), and no word of a deduction before it
// on its line (Rabatt: -10,00 € is the deduction of 10,00 €). The sign is part of the
// value: -1.249,90 € is not 1.249,90 €.
func negativeAt(text string, s int) bool {
	r, size := utf8.DecodeLastRuneInString(text[:s])
	if r != '-' && r != '−' {
		return false
	}
	before := text[:s-size]
	if deduction.MatchString(before[strings.LastIndex(before, "\n")+1:]) {
		return false // Rabatt: -10,00 € is the deduction of 10,00 € the request states
	}
	p, _ := utf8.DecodeLastRuneInString(before)
	if q, _ := utf8.DecodeLastRuneInString(strings.TrimRight(before, " ")); isDigit(q) {
		return false // 10 - 12 €: a range or a difference
	}
	// Japanese writes no space before a sign (いただける-500円); an id's hyphen
	// follows an ASCII letter or digit.
	return !isDigit(p) && !(p < utf8.RuneSelf && unicode.IsLetter(p))
}

// insideID reports whether a match starting at s continues a word or an id: it
// follows an ASCII letter, or a hyphen after a letter or digit (the 55102 of
// DE-55102 EUR is no amount).
func insideID(text string, s int) bool {
	r, size := utf8.DecodeLastRuneInString(text[:s])
	if r == '-' {
		r, _ = utf8.DecodeLastRuneInString(text[:s-size])
		return r < utf8.RuneSelf && (isDigit(r) || unicode.IsLetter(r))
	}
	return r < utf8.RuneSelf && unicode.IsLetter(r)
}

// canonicalID canonicalises an id for comparison: NFKC, upper case, '-' and
// whitespace removed (kx-20481 and KX 20481 both become KX20481).
func canonicalID(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '-' || unicode.IsSpace(r) {
			return -1
		}
		return unicode.ToUpper(r)
	}, norm.NFKC.String(s))
}

// idToken is a run of ASCII letters and digits joined by hyphens: the shape of
// an order, ticket, invoice or model number (AP-73015, 44-2087-DE, CR2032).
var idToken = regexp.MustCompile(`[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*`)

// jpPostal is a Japanese postal code (〒150-0002), the one digits-only id with a
// single hyphen.
var jpPostal = regexp.MustCompile(`^\d{3}-\d{4}$`)

// extractIDs returns the ids in text (after NFKC, so ＡＰ－７３０１５ is AP-73015),
// as written, distinct by CanonicalID, in order of appearance. An id is a token of
// ASCII letters, digits and hyphens with at least two digits and no lowercase
// letter (German compounds such as 24-Stunden-Service are words, not ids), that
// either has an upper-case letter (and then, without a hyphen, starts with one:
// R450 and CR2032, not 100V or 12B) or is digits joined by two or more hyphens (a
// phone number) or a Japanese postal code. An ISO date is a date, not an id.
func extractIDs(text string) []string {
	text = norm.NFKC.String(text)
	seen := map[string]bool{}
	var out []string
	for _, tok := range idToken.FindAllString(text, -1) {
		if !isID(tok) || seen[canonicalID(tok)] {
			continue
		}
		seen[canonicalID(tok)] = true
		out = append(out, tok)
	}
	return out
}

func isID(tok string) bool {
	digits, upper := 0, false
	for _, r := range tok {
		switch {
		case r >= 'a' && r <= 'z':
			return false
		case r >= 'A' && r <= 'Z':
			upper = true
		case isDigit(r):
			digits++
		}
	}
	hyphens := strings.Count(tok, "-")
	switch {
	case digits < 2:
		return false
	case upper:
		return hyphens > 0 || (tok[0] >= 'A' && tok[0] <= 'Z')
	case len(isoPattern.re.FindString(tok)) == len(tok) && len(ExtractDates("", tok, 0)) == 1:
		return false
	}
	return hyphens >= 2 || jpPostal.MatchString(tok)
}

// ExtractFacts returns the facts text states, each kind in order of appearance
// (of a JSON document value by value, keys sorted):
// dates (ISO; every form ExtractDates reads with both languages' patterns and
// refYear, and also the US form 10/19/2026, which states the same date in the
// wrong format — a format check's business, not a fact check's), amounts (a
// canonical decimal with its currency) and ids (as written). It is what the
// default fact checks compare: the facts of an answer against those of its
// request (nothing invented) and those of its golden against the answer (nothing
// dropped). Text is tidied first; a JSON document contributes its string values.
func ExtractFacts(text string, refYear int) []FactItem {
	return slices.Clone(factMemo.get(memoKey("", refYear, text), func(string) []FactItem { return extractFacts(text, refYear) }))
}

var factMemo memo[[]FactItem]

// extractFacts is ExtractFacts without its memo.
func extractFacts(text string, refYear int) []FactItem {
	var out []FactItem
	seen := map[string]bool{}
	for _, part := range factTexts(Tidy(text)) {
		out = appendFacts(out, seen, part, refYear)
	}
	return out
}

// appendFacts adds the facts of text not in seen, each kind in order of appearance.
func appendFacts(out []FactItem, seen map[string]bool, text string, refYear int) []FactItem {
	addDate := func(iso string) {
		if !seen[KindDate+":"+iso] {
			seen[KindDate+":"+iso] = true
			out = append(out, FactItem{Kind: KindDate, Value: iso})
		}
	}
	for _, d := range ExtractDates("", text, refYear) {
		addDate(d)
	}
	for _, d := range extractUSDates(text) {
		addDate(d)
	}
	for _, a := range extractAmounts("", text) {
		if k := KindAmount + ":" + a.String(); !seen[k] {
			seen[k] = true
			out = append(out, FactItem{Kind: KindAmount, Value: a.Value, Currency: a.Currency})
		}
	}
	for _, id := range extractIDs(text) {
		if k := KindID + ":" + canonicalID(id); !seen[k] {
			seen[k] = true
			out = append(out, FactItem{Kind: KindID, Value: id})
		}
	}
	return out
}

// factKey is what makes two facts the same: the ISO date, the canonical amount with
// its currency, the canonical id. An amount without a currency matches none.
func factKey(it FactItem) string {
	switch it.Kind {
	case KindDate:
		if d := ExtractDates("", it.Value, 0); len(d) == 1 {
			return KindDate + ":" + d[0]
		}
	case KindAmount:
		if v, err := CanonicalDecimal(it.Value); err == nil {
			return KindAmount + ":" + v + " " + it.Currency
		}
	case KindID:
		return KindID + ":" + canonicalID(it.Value)
	}
	return it.Kind + ":" + it.Value
}

// describe renders a fact for a reason: date 2026-10-19, amount 1249.9 EUR, id KS-7741.
func describe(it FactItem) string {
	s := it.Kind + " " + it.Value
	if it.Currency != "" {
		s += " " + it.Currency
	}
	return s
}

// factTexts are the texts facts are read from, each on its own: a JSON document's
// string values (its keys and syntax state nothing, its escapes would glue "\n" to
// an id, and DE-55102 next to EUR is no amount); a text that looks like JSON but does
// not parse, with the common escapes undone; any other text as it is.
func factTexts(text string) []string {
	t := strings.TrimSpace(text)
	if !strings.HasPrefix(t, "{") && !strings.HasPrefix(t, "[") {
		return []string{text}
	}
	var v any
	if err := json.Unmarshal([]byte(t), &v); err == nil {
		var parts []string
		collectStrings(v, &parts)
		return parts
	}
	return []string{jsonEscapes.Replace(text)}
}

var jsonEscapes = strings.NewReplacer(`\n`, "\n", `\r`, "\n", `\t`, " ", `\"`, `"`, `\\`, `\`, `\/`, "/")
