package score

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

var (
	// deLongNumberWord is a German number written as one word of some size:
	// dreizehntausendneunhundertsiebenundfünfzig, zweihundert, fünfzehn.
	deLongNumberWord = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(\p{L}*(?:hundert|tausend|zig|ßig|zehn)\p{L}*)`)
	// jaCountedNumeral is a number in kanji numerals before a counter, or after 第:
	// 五千円, 第四回, 二丁目.
	jaCountedNumeral = regexp.MustCompile(`(第)?([〇一二三四五六七八九十百千万億]+)(円|回|丁目|件|名|人|個|台|枚|本|通|箱|階|歳|倍|割|週間|か月|ヶ月|カ月|年|番|号)`)
	// jaMixedNumber is a number in digits, with kanji units or without: 3億2,000万,
	// 5,500, 1万.
	jaMixedNumber = regexp.MustCompile(jaNum)
)

// spelledNumbers names the numbers the answer writes in words (German number words
// of thirteen and more, kanji numerals before a counter) whose value the case states
// in no form: 5,500円 written 五千円, 13.975,00 € written dreizehntausendneunhundert-
// siebenundfünfzig Euro, 第3回 written 第四回. Numbers in words are read whole, so
// that one digit group lost or moved is a number the case does not have.
func spelledNumbers(lang, text, known string) []string {
	values := map[int]bool{}
	var out []string
	if lang == "ja" {
		for _, m := range jaMixedNumber.FindAllString(known, -1) {
			if r, ok := parseJaNumber(m); ok && r.IsInt() && r.Num().IsInt64() {
				values[int(r.Num().Int64())] = true
			}
		}
		for _, m := range kanjiNumeralRe.FindAllString(known, -1) {
			if n, ok := kanjiNumber(m); ok {
				values[n] = true
			}
		}
		for _, m := range jaCountedNumeral.FindAllStringSubmatch(text, -1) {
			n, ok := kanjiNumber(m[2])
			if m[1] == "第" && ok && !strings.Contains(known, m[0]) && !strings.Contains(known, "第"+strconv.Itoa(n)+m[3]) {
				out = append(out, fmt.Sprintf("%s (the %d.) is no ordinal of the case", m[0], n))
				continue
			}
			if ok && n >= 2 && !values[n] && !strings.Contains(known, m[0]) {
				out = append(out, fmt.Sprintf("%s (%d in words) is no figure of the case", m[0], n))
			}
		}
		return out
	}
	for _, m := range deMoneyRe.FindAllString(known, -1) {
		if n, err := strconv.Atoi(strings.ReplaceAll(strings.Split(m, ",")[0], ".", "")); err == nil {
			values[n] = true
		}
	}
	lowKnown := strings.ToLower(known)
	for _, m := range deLongNumberWord.FindAllStringSubmatch(text, -1) {
		w := strings.ToLower(m[1])
		n, ok := deNumberValue(w)
		if ok && n >= 13 && !values[n] && !strings.Contains(lowKnown, w) {
			out = append(out, fmt.Sprintf("%s (%d in words) is no figure of the case", m[1], n))
		}
	}
	return out
}

// deMoneyRe is a German number with thousands dots and decimals, or plain digits:
// 13.975,00, 2.400, 250.
var deMoneyRe = regexp.MustCompile(`\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?`)

// deIndefinite are the German indefinite articles, which count one.
var deIndefinite = wordSet("ein eine einen einem einer eines")

// oneMadeMany names a thing the golden counts once with its article (einen
// Wochenplan, ein Installateur) that the answer counts two or more of (zwei
// Wochenpläne), the sentence's one change.
func (p *editPair) oneMadeMany() string {
	if p.lang != "de" {
		return ""
	}
	var counted string
	for _, b := range p.diff() {
		gs, as := p.gt[b[0]:b[1]], p.at[b[2]:b[3]]
		if len(gs) != len(as) || len(gs) == 0 {
			return ""
		}
		if deIndefinite[strings.ToLower(gs[0])] && counted == "" {
			w := strings.ToLower(as[0])
			n, ok := deNumberWords[w]
			if !ok {
				n, _ = strconv.Atoi(w)
			}
			if n < 2 {
				return ""
			}
			counted = fmt.Sprintf("%q made %q: one thing counted %d times", strings.Join(gs, " "), strings.Join(as, " "), n)
			gs, as = gs[1:], as[1:]
		}
		// The rest of the block is the noun and its verb made plural.
		for i := range gs {
			g, a := []rune(gs[i]), []rune(as[i])
			k := min(4, len(g))
			if len(a) < k || string(g[:k]) != string(a[:k]) {
				if !verbNumber[[2]string{gs[i], as[i]}] && !deVerbPlural(gs[i], as[i]) {
					return ""
				}
			}
		}
	}
	return counted
}
