package grade

// Batch 23b of the held-out study, written blind (its helper, searching for the JSON
// helpers it may use, saw some 30 lines of variants_test.go's JSON parsing and
// re-encoding, no check): what a QUANTIZED model (INT4 or FP8
// weights, or an FP8 KV cache) gets wrong on long Japanese and German business answers,
// as quantization evaluations report it. The answer stays fluent and well formed; one
// place in it is wrong:
//   - a fact bound to the wrong entity: a date, amount, person, postal code or
//     table cell taken from a neighbouring item of the same answer or of the request;
//   - a number off by a digit or a magnitude in one place only;
//   - a rare proper noun or product code mangled (one character, a hyphen lost, a
//     katakana long vowel, dakuten or small kana changed, an umlaut or 髙 flattened);
//   - a sentence's second half from another sentence of the answer or the request;
//   - a relative date resolved wrongly (the day before/after, the week after);
//   - a list item the request gave silently dropped;
//   - the request's register (a note, a bullet, a customer's first person) instead of
//     the required one, or a sentence of the request copied in verbatim;
//   - an honorific lost, added on one's own staff, or Herr/Frau swapped.
// The kinds that read the request find it by the golden (or the JSON string) they are
// given, through the fixtures loaded once; where none is found they change nothing.

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

var (
	b23bDeWD      = []string{"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"}
	b23bJaWD      = []string{"日", "月", "火", "水", "木", "金", "土"}
	b23bDeWDAlt   = `(Sonntag|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag)`
	b23bMonthAlt  = `(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)`
	b23bJaDateRe  = regexp.MustCompile(`(?:(\d{4})年|令和(\d{1,2})年)?(\d{1,2})月(\d{1,2})日(（[日月火水木金土]）)?`)
	b23bDeNumRe   = regexp.MustCompile(`(?:` + b23bDeWDAlt + `, (?:den )?)?(\d{1,2})\.(\d{1,2})\.(\d{4})(?: \(` + b23bDeWDAlt + `\))?`)
	b23bDeTextRe  = regexp.MustCompile(`(?:` + b23bDeWDAlt + `, (?:den )?)?(\d{1,2})\. ` + b23bMonthAlt + `(?: (\d{4}))?`)
	b23bISORe     = regexp.MustCompile(`(\d{4})-(\d{2})-(\d{2})`)
	b23bDeAmtRe   = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2}(?: ?€| Euro\b| EUR\b)`)
	b23bJaAmtRe   = regexp.MustCompile(`(?:\d+億)?\d{1,3}(?:,\d{3})*万?(?:円|ユーロ)`)
	b23bAnyYear   = regexp.MustCompile(`20\d\d`)
	b23bDePerson  = regexp.MustCompile(`(?:(?:Herrn?|Frau) (?:Prof\. )?(?:Dr\. )?|Prof\. Dr\. )(?:\p{Lu}\p{Ll}+ )?(\p{Lu}\p{Ll}+)`)
	b23bJaPerson  = regexp.MustCompile(`(\p{Han}{1,3})(?:部長|課長|様)`)
	b23bCodeRe    = regexp.MustCompile(`\b[A-Z]{2,5}-\d{2,}(?:-\d+)?\b|\b\d{2}-\d{4}-[A-Z]{2}\b`)
	b23bKataRun   = regexp.MustCompile(`[\p{Katakana}ー]{4,}`)
	b23bDeStreet  = regexp.MustCompile(`(\p{L}+(?:straße|weg|gasse|platz|allee|ring|damm)) (\d{1,3})\b`)
	b23bJaBanchi  = regexp.MustCompile(`(\d{1,2})番(\d{1,2})号`)
	b23bFullWidth = strings.NewReplacer("０", "0", "１", "1", "２", "2", "３", "3", "４", "4", "５", "5", "６", "6", "７", "7", "８", "8", "９", "9", "，", ",", "－", "-")
)

const (
	b23bRY = iota
	b23bRM
	b23bRMName
	b23bRD
	b23bRWDde
	b23bRWDja
	b23bRReiwa
	b23bRM2 // a month always written with two digits
	b23bRD2 // a day always written with two digits
)

// b23bDate is one date of a text: where it is, its day and the spans of its parts.
type b23bDate struct {
	start, end int
	t          time.Time
	hasWD      bool
	spans      [][3]int // start, end (in s), role
}

// b23bFindDates lists the dates of s (Japanese, German numeric or written, ISO), each
// with its weekday where one is written next to it, in order and without overlaps.
func b23bFindDates(s string) []b23bDate {
	refYear := 2026
	if y := b23bAnyYear.FindString(s); y != "" {
		refYear, _ = strconv.Atoi(y)
	}
	type spec struct {
		re    *regexp.Regexp
		roles []int
	}
	specs := []spec{
		{b23bJaDateRe, []int{b23bRY, b23bRReiwa, b23bRM, b23bRD, b23bRWDja}},
		{b23bDeNumRe, []int{b23bRWDde, b23bRD2, b23bRM2, b23bRY, b23bRWDde}},
		{b23bDeTextRe, []int{b23bRWDde, b23bRD, b23bRMName, b23bRY}},
		{b23bISORe, []int{b23bRY, b23bRM2, b23bRD2}},
	}
	var out []b23bDate
	for _, sp := range specs {
		for _, loc := range sp.re.FindAllStringSubmatchIndex(s, -1) {
			d := b23bDate{start: loc[0], end: loc[1]}
			y, m, day := refYear, 0, 0
			for g, role := range sp.roles {
				a, b := loc[2*(g+1)], loc[2*(g+1)+1]
				if a < 0 {
					continue
				}
				txt := s[a:b]
				switch role {
				case b23bRY:
					y, _ = strconv.Atoi(txt)
				case b23bRReiwa:
					n, _ := strconv.Atoi(txt)
					y = 2018 + n
				case b23bRM, b23bRM2:
					m, _ = strconv.Atoi(txt)
				case b23bRMName:
					m = slices.Index(deMonths, txt) + 1
				case b23bRD, b23bRD2:
					day, _ = strconv.Atoi(txt)
				case b23bRWDde, b23bRWDja:
					d.hasWD = true
				}
				d.spans = append(d.spans, [3]int{a, b, role})
			}
			if m < 1 || m > 12 || day < 1 || day > 31 {
				continue
			}
			d.t = time.Date(y, time.Month(m), day, 0, 0, 0, 0, time.UTC)
			out = append(out, d)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].start < out[j].start })
	var res []b23bDate
	for _, d := range out {
		if len(res) > 0 && d.start < res[len(res)-1].end {
			continue
		}
		res = append(res, d)
	}
	return res
}

// b23bRender writes date d of s as nt in d's own form; its weekday is nt's unless
// keepWD.
func b23bRender(s string, d b23bDate, nt time.Time, keepWD bool) string {
	txt := s[d.start:d.end]
	spans := slices.Clone(d.spans)
	sort.Slice(spans, func(i, j int) bool { return spans[i][0] > spans[j][0] })
	for _, sp := range spans {
		a, b := sp[0]-d.start, sp[1]-d.start
		old := txt[a:b]
		var nw string
		switch sp[2] {
		case b23bRY:
			nw = strconv.Itoa(nt.Year())
		case b23bRReiwa:
			nw = strconv.Itoa(nt.Year() - 2018)
		case b23bRM, b23bRD, b23bRM2, b23bRD2:
			v := int(nt.Month())
			if sp[2] == b23bRD || sp[2] == b23bRD2 {
				v = nt.Day()
			}
			nw = strconv.Itoa(v)
			if sp[2] == b23bRM2 || sp[2] == b23bRD2 || strings.HasPrefix(old, "0") {
				nw = fmt.Sprintf("%02d", v)
			}
		case b23bRMName:
			nw = deMonths[nt.Month()-1]
		case b23bRWDde:
			nw = old
			if !keepWD {
				nw = b23bDeWD[nt.Weekday()]
			}
		case b23bRWDja:
			nw = old
			if !keepWD {
				nw = "（" + b23bJaWD[nt.Weekday()] + "）"
			}
		}
		txt = txt[:a] + nw + txt[b:]
	}
	return txt
}

func b23bReplaceDate(s string, d b23bDate, nt time.Time, keepWD bool) string {
	return s[:d.start] + b23bRender(s, d, nt, keepWD) + s[d.end:]
}

// b23bAmounts lists the money amounts of s as [start, end] pairs.
func b23bAmounts(lang, s string) [][]int {
	if lang == "ja" {
		return b23bJaAmtRe.FindAllStringIndex(s, -1)
	}
	return b23bDeAmtRe.FindAllStringIndex(s, -1)
}

func b23bDigits(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

// b23bGroup writes n with sep every three digits.
func b23bGroup(n int64, sep string) string {
	d := strconv.FormatInt(n, 10)
	var parts []string
	for len(d) > 3 {
		parts = append([]string{d[len(d)-3:]}, parts...)
		d = d[:len(d)-3]
	}
	return strings.Join(append([]string{d}, parts...), sep)
}

// b23bScaleAmount writes amount a ten times larger in its own format; "" if it cannot.
func b23bScaleAmount(lang, a string) string {
	if lang == "ja" {
		if strings.Contains(a, "億") {
			return ""
		}
		i := strings.IndexFunc(a, func(r rune) bool { return r == '万' || r == '円' || r == 'ユ' })
		n, err := strconv.ParseInt(strings.ReplaceAll(a[:i], ",", ""), 10, 64)
		if err != nil {
			return ""
		}
		return b23bGroup(n*10, ",") + a[i:]
	}
	c := strings.Index(a, ",")
	n, err := strconv.ParseInt(strings.ReplaceAll(a[:c], ".", ""), 10, 64)
	if err != nil {
		return ""
	}
	return b23bGroup(n*10, ".") + a[c:]
}

// b23bBumpDigit adds one to the second digit of a figure (the first if it has one).
func b23bBumpDigit(a string) string {
	rs := []rune(a)
	seen := 0
	for i, r := range rs {
		if r >= '0' && r <= '9' {
			seen++
			if seen == 2 || (seen == 1 && len(b23bDigits(a)) == 1) {
				rs[i] = '0' + (r-'0'+1)%10
				return string(rs)
			}
		}
	}
	return a
}

// b23bJSONNumField is a numeric JSON member whose value is at least 100.
var b23bJSONNumField = regexp.MustCompile(`("[a-z_]+":\s*)(\d{3,}(?:\.\d+)?)([,}\]])`)

// b23bSplitTop splits a JSON array's inner text into its top-level elements.
func b23bSplitTop(inner string) []string {
	var out []string
	depth, start := 0, 0
	inStr, esc := false, false
	for i := 0; i < len(inner); i++ {
		c := inner[i]
		switch {
		case esc:
			esc = false
		case inStr && c == '\\':
			esc = true
		case c == '"':
			inStr = !inStr
		case inStr:
		case c == '[' || c == '{':
			depth++
		case c == ']' || c == '}':
			depth--
		case c == ',' && depth == 0:
			out = append(out, strings.TrimSpace(inner[start:i]))
			start = i + 1
		}
	}
	return append(out, strings.TrimSpace(inner[start:]))
}

// b23bFirstArray is the span of the first JSON array of s, brackets excluded.
func b23bFirstArray(s string) (int, int, bool) {
	i := strings.Index(s, "[")
	if i < 0 || !json.Valid([]byte(s)) {
		return 0, 0, false
	}
	depth := 0
	inStr, esc := false, false
	for j := i; j < len(s); j++ {
		c := s[j]
		switch {
		case esc:
			esc = false
		case inStr && c == '\\':
			esc = true
		case c == '"':
			inStr = !inStr
		case inStr:
		case c == '[':
			depth++
		case c == ']':
			depth--
			if depth == 0 {
				return i + 1, j, true
			}
		}
	}
	return 0, 0, false
}

// b23bListBlocks lists runs of consecutive list lines ("- ", "・", "1. ").
var b23bListLine = regexp.MustCompile(`^(?:- |・|\* |\d+\. )`)

// Requests of the fixtures, found by their golden or one of its JSON strings.
var (
	b23bReqOnce  sync.Once
	b23bReqIndex map[string]string
)

func b23bRequest(s string) string {
	b23bReqOnce.Do(func() {
		b23bReqIndex = map[string]string{}
		cases, err := Load(filepath.Join("..", "..", "fixtures", "quality"))
		if err != nil {
			return
		}
		for _, c := range cases {
			var req []string
			for _, m := range c.Request.Messages {
				if m.Role == "user" {
					req = append(req, m.Content)
				}
			}
			r := strings.Join(req, "\n")
			b23bReqIndex[c.Golden] = r
			var v any
			if json.Unmarshal([]byte(c.Golden), &v) == nil {
				var walk func(any)
				walk = func(x any) {
					switch x := x.(type) {
					case string:
						if len([]rune(x)) >= 20 {
							b23bReqIndex[x] = r
						}
					case []any:
						for _, e := range x {
							walk(e)
						}
					case map[string]any:
						for _, e := range x {
							walk(e)
						}
					}
				}
				walk(v)
			}
		}
	})
	return b23bReqIndex[s]
}

// b23bTokens are a sentence's content tokens: figures, long words, kanji and katakana runs.
var b23bTokenRe = regexp.MustCompile(`\d[\d.,]*\d|\d|\p{Lu}?\p{Ll}{4,}|\p{Han}{2,}|[\p{Katakana}ー]{3,}`)

func b23bOverlap(a, b string) int {
	ta := b23bTokenRe.FindAllString(b23bFullWidth.Replace(a), -1)
	tb := b23bTokenRe.FindAllString(b23bFullWidth.Replace(b), -1)
	n := 0
	seen := map[string]bool{}
	for _, x := range ta {
		if !seen[x] && slices.Contains(tb, x) {
			n++
			seen[x] = true
		}
	}
	return n
}

// b23bReqSentences are the request's sentences (each line split), trimmed, without
// list markers.
func b23bReqSentences(lang, req string) []string {
	var out []string
	for _, l := range strings.Split(req, "\n") {
		l = strings.TrimSpace(strings.Trim(strings.TrimSpace(l), "\"„“「」"))
		l = strings.TrimPrefix(l, "・")
		for _, sen := range hoSentences(lang, l) {
			sen = strings.TrimSpace(strings.Trim(strings.TrimSpace(sen), "\"„“"))
			if m := b23bLabel.FindStringSubmatch(sen); m != nil {
				sen = strings.TrimSpace(strings.Trim(sen[len(m[0]):], "\"„“'「」"))
			}
			if len([]rune(sen)) >= 8 && !b23bInstruction.MatchString(sen) {
				out = append(out, sen)
			}
		}
	}
	return out
}

var (
	// b23bLabel is a short label before a quoted message (Nachricht von Herrn X: "…").
	b23bLabel = regexp.MustCompile(`^[^"„「:：]{1,40}[:：] ?["„「']`)
	// b23bInstruction is a sentence of the task given to the assistant, not of its content.
	b23bInstruction = regexp.MustCompile(`^(?:Fasse|Fassen|Schreibe|Schreiben|Nenne|Nennen|Stelle|Stellen|Beantworte|Beantworten|Bestätige|Extrahiere|Extrahieren|Empfehle|Empfehlen|Übersetze)\b|Anrede|Gruß "|Markdown|Stichpunkt|JSON|(?:書いて|要約して|出力して|説明して|まとめて|翻訳して|返信して|直して)ください|してください。?$`)
	b23bHasJa       = regexp.MustCompile(`[\p{Hiragana}\p{Katakana}\p{Han}]`)
	b23bDeFirst     = regexp.MustCompile(`(?i)\b(ich|mich|mir|mein|meine|meinen|meiner|meinem)\b`)
	b23bJaCustVox   = regexp.MustCompile(`私|ありがたい|いただけますか|でしょうか|ますか|教えてください|のこと。|とのこと`)
	b23bJaPlainEnd  = regexp.MustCompile(`(?:る|た|だ|い|う|す|つ|く|ぬ|む|ぶ|ぐ)。?$`)
)

// b23bWrongVoice says a request sentence copied into the answer speaks with another
// voice or register than the answer: another language (translation), a customer's first
// person or question, or plain style in a です・ます answer.
func b23bWrongVoice(lang, reqSen, ans string) bool {
	if lang == "ja" {
		if !b23bHasJa.MatchString(reqSen) {
			return true
		}
		if b23bJaCustVox.MatchString(reqSen) {
			return true
		}
		polite := strings.Contains(ans, "ます。") || strings.Contains(ans, "です。")
		return polite && !strings.Contains(reqSen, "ます") && !strings.Contains(reqSen, "です") && b23bJaPlainEnd.MatchString(reqSen)
	}
	if b23bHasJa.MatchString(reqSen) {
		return true
	}
	return b23bDeFirst.MatchString(reqSen) || strings.HasSuffix(reqSen, "?")
}

func b23bSep(lang string) string {
	if lang == "ja" {
		return "、"
	}
	return ", "
}

var b23bDakuten = map[rune]rune{}

func init() {
	v, u := []rune("ガギグゲゴザジズゼゾダヂヅデドバビブベボ"), []rune("カキクケコサシスセソタチツテトハヒフヘホ")
	for i := range v {
		b23bDakuten[v[i]] = u[i]
	}
}

var b23bSmallKana = map[rune]rune{'ァ': 'ア', 'ィ': 'イ', 'ゥ': 'ウ', 'ェ': 'エ', 'ォ': 'オ', 'ャ': 'ヤ', 'ュ': 'ユ', 'ョ': 'ヨ', 'ッ': 'ツ'}

// b23bFirstKata rewrites the first katakana run of s that f changes.
func b23bFirstKata(s string, f func([]rune) []rune) string {
	for _, loc := range b23bKataRun.FindAllStringIndex(s, -1) {
		w := []rune(s[loc[0]:loc[1]])
		if nw := f(slices.Clone(w)); string(nw) != string(w) {
			return s[:loc[0]] + string(nw) + s[loc[1]:]
		}
	}
	return s
}

// b23bLastMatch rewrites the last match of re with f.
func b23bLastMatch(re *regexp.Regexp, s string, f func(m []string) string) string {
	locs := re.FindAllStringSubmatchIndex(s, -1)
	for k := len(locs) - 1; k >= 0; k-- {
		loc := locs[k]
		m := make([]string, len(loc)/2)
		for i := range m {
			if loc[2*i] >= 0 {
				m[i] = s[loc[2*i]:loc[2*i+1]]
			}
		}
		if nw := f(m); nw != m[0] {
			return s[:loc[0]] + nw + s[loc[1]:]
		}
	}
	return s
}

// b23bSalutation says the text's line at byte offset i is a salutation.
func b23bSalutation(s string, i int) bool {
	ls := strings.LastIndex(s[:i], "\n") + 1
	line := s[ls:]
	return strings.HasPrefix(line, "Sehr geehrte")
}

var heldOutBatch23b = []heldOutKind{
	// A date bound to its neighbour: the last date of the answer that differs from the
	// one before it is written as that one (vom 19.10. auf den 26.10. → vom 19.10. auf
	// den 19.10.; end_date → start_date), its weekday made to fit.
	{"b23b_date_bound_to_neighbour", "raw", func(lang, s string) string {
		ds := b23bFindDates(s)
		for i := len(ds) - 1; i > 0; i-- {
			for j := i - 1; j >= 0; j-- {
				if !ds[j].t.Equal(ds[i].t) {
					return b23bReplaceDate(s, ds[i], ds[j].t, false)
				}
			}
		}
		return s
	}},
	// An amount bound to its neighbour: the last amount that differs from the one
	// before it is written as that one (5,500円 … 33,000円 → 33,000円 … 33,000円).
	{"b23b_amount_bound_to_neighbour", "raw", func(lang, s string) string {
		locs := b23bAmounts(lang, s)
		for i := len(locs) - 1; i > 0; i-- {
			cur := s[locs[i][0]:locs[i][1]]
			for j := i - 1; j >= 0; j-- {
				if prev := s[locs[j][0]:locs[j][1]]; b23bDigits(prev) != b23bDigits(cur) {
					return s[:locs[i][0]] + prev + s[locs[i][1]:]
				}
			}
		}
		return s
	}},
	// A person bound to the wrong act: the last mention of a person is replaced by the
	// mention of the person named before (Herr Oßwald meldet → Frau Dr. Vogt meldet,
	// 経理部の小西課長 → 経理部の松田部長).
	{"b23b_person_bound_to_neighbour", "raw", func(lang, s string) string {
		re := b23bDePerson
		if lang == "ja" {
			re = b23bJaPerson
		}
		locs := re.FindAllStringSubmatchIndex(s, -1)
		for i := len(locs) - 1; i > 0; i-- {
			cur := s[locs[i][2]:locs[i][3]]
			for j := i - 1; j >= 0; j-- {
				if s[locs[j][2]:locs[j][3]] != cur {
					return s[:locs[i][0]] + s[locs[j][0]:locs[j][1]] + s[locs[i][1]:]
				}
			}
		}
		return s
	}},
	// A postal code or phone number bound to the other address or line of the answer
	// (the FAX number given as the new phone's, the billing PLZ the delivery one's).
	{"b23b_code_bound_to_neighbour", "raw", func(lang, s string) string {
		for _, re := range []*regexp.Regexp{
			regexp.MustCompile(`〒\d{3}-\d{4}`),
			regexp.MustCompile(`\b0\d{1,3}-\d{3,4}-\d{4}\b`),
			regexp.MustCompile(`\b\d{5}\b(?: \p{Lu})`),
		} {
			locs := re.FindAllStringIndex(s, -1)
			for i := 1; i < len(locs); i++ {
				first, cur := s[locs[0][0]:locs[0][1]], s[locs[i][0]:locs[i][1]]
				if first != cur {
					return s[:locs[i][0]] + first + s[locs[i][1]:]
				}
			}
		}
		return s
	}},
	// One amount, in the middle of the answer, ten times too large (2.400,00 € →
	// 24.000,00 €, 5,500円 → 55,000円, "unit_price": 1100 → 11000); the others right.
	{"b23b_amount_magnitude_once", "raw", func(lang, s string) string {
		if json.Valid([]byte(s)) && strings.HasPrefix(s, "{") {
			locs := b23bJSONNumField.FindAllStringSubmatchIndex(s, -1)
			if len(locs) == 0 {
				return s
			}
			loc := locs[len(locs)/2]
			num := s[loc[4]:loc[5]]
			var nw string
			if k := strings.Index(num, "."); k >= 0 {
				frac := num[k+1:]
				nw = num[:k] + frac[:1]
				if len(frac) > 1 {
					nw += "." + frac[1:]
				}
			} else {
				nw = num + "0"
			}
			return s[:loc[4]] + nw + s[loc[5]:]
		}
		locs := b23bAmounts(lang, s)
		for k := range locs {
			loc := locs[(len(locs)/2+k)%len(locs)]
			if nw := b23bScaleAmount(lang, s[loc[0]:loc[1]]); nw != "" {
				return s[:loc[0]] + nw + s[loc[1]:]
			}
		}
		return s
	}},
	// One digit of the answer's last amount off by one (38,500円 → 39,500円, 1.850,00 €
	// → 1.950,00 €, "brutto": 1034.11 → 1134.11).
	{"b23b_amount_inner_digit", "raw", func(lang, s string) string {
		if json.Valid([]byte(s)) && strings.HasPrefix(s, "{") {
			return b23bLastMatch(b23bJSONNumField, s, func(m []string) string { return m[1] + b23bBumpDigit(m[2]) + m[3] })
		}
		locs := b23bAmounts(lang, s)
		if len(locs) == 0 {
			return s
		}
		loc := locs[len(locs)-1]
		return s[:loc[0]] + b23bBumpDigit(s[loc[0]:loc[1]]) + s[loc[1]:]
	}},
	// A weekday date resolved to the week after ("am Montag" → Montag, 26.10. for
	// 19.10.; 10月21日（水） → 10月28日（水）): the first date written with its weekday.
	{"b23b_weekday_date_next_week", "raw", func(lang, s string) string {
		for _, d := range b23bFindDates(s) {
			if d.hasWD {
				return b23bReplaceDate(s, d, d.t.AddDate(0, 0, 7), false)
			}
		}
		return s
	}},
	// 翌日/前日 resolved wrongly: the last date written with its weekday is a day later,
	// the weekday kept (10月22日（木） → 10月23日（木）).
	{"b23b_date_next_day_weekday_kept", "raw", func(lang, s string) string {
		ds := b23bFindDates(s)
		for i := len(ds) - 1; i >= 0; i-- {
			if ds[i].hasWD {
				return b23bReplaceDate(s, ds[i], ds[i].t.AddDate(0, 0, 1), true)
			}
		}
		return s
	}},
	// A deadline resolved to the day before ("am Vortag"): a date after bis/spätestens
	// or before まで one day earlier, its weekday made to fit.
	{"b23b_deadline_day_early", "raw", func(lang, s string) string {
		before := regexp.MustCompile(`(?:bis|spätestens|Frist)(?: zum| spätestens| den)? $`)
		after := regexp.MustCompile(`^(?:\d{1,2}時)?(?:まで|以内)`)
		for _, d := range b23bFindDates(s) {
			if before.MatchString(s[max(0, d.start-24):d.start]) || after.MatchString(s[d.end:]) {
				return b23bReplaceDate(s, d, d.t.AddDate(0, 0, -1), false)
			}
		}
		return s
	}},
	// A katakana name loses a long vowel mark inside it (カラダノート → カラダノト,
	// ヒエール → ヒエル, ブリーゼタワー → ブリゼタワー).
	{"b23b_katakana_long_vowel_lost", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b23bFirstKata(s, func(w []rune) []rune {
			for i := 1; i < len(w)-1; i++ {
				if w[i] == 'ー' {
					return slices.Delete(w, i, i+1)
				}
			}
			return w
		})
	}},
	// A small kana of a katakana word written full size (アクアピュア → アクアピユア,
	// パッキン → パツキン).
	{"b23b_kana_size_changed", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b23bFirstKata(s, func(w []rune) []rune {
			for i, r := range w {
				if big, ok := b23bSmallKana[r]; ok && i > 0 {
					w[i] = big
					return w
				}
			}
			return w
		})
	}},
	// A katakana name loses one dakuten (ハコブネ → ハコフネ, ミナトデザイン →
	// ミナトデサイン): the last voiced kana of the first name that has one.
	{"b23b_katakana_dakuten_lost", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b23bFirstKata(s, func(w []rune) []rune {
			for i := len(w) - 1; i >= 0; i-- {
				if u, ok := b23bDakuten[w[i]]; ok {
					w[i] = u
					return w
				}
			}
			return w
		})
	}},
	// A product or order code loses its first hyphen at its last mention (TR-4031 →
	// TR4031, 44-2087-DE → 442087-DE).
	{"b23b_code_hyphen_lost", "first", func(lang, s string) string {
		return b23bLastMatch(b23bCodeRe, s, func(m []string) string { return strings.Replace(m[0], "-", "", 1) })
	}},
	// A code's two prefix letters transposed (RP-60418 → PR-60418, TU-4471 → UT-4471).
	{"b23b_code_prefix_transposed", "first", func(lang, s string) string {
		re := regexp.MustCompile(`\b([A-Z])([A-Z])-(\d)`)
		return b23bLastMatch(re, s, func(m []string) string {
			if m[1] == m[2] {
				return m[0]
			}
			return m[2] + m[1] + "-" + m[3]
		})
	}},
	// A rare glyph of a name flattened at its last mention: an umlaut of a German name
	// (Frau Köhler → Frau Kohler, Prof. Dr. Kühn → Prof. Dr. Kuhn), 髙 → 高.
	{"b23b_rare_glyph_flattened", "first", func(lang, s string) string {
		if lang == "ja" {
			if i := strings.LastIndex(s, "髙"); i >= 0 {
				return s[:i] + "高" + s[i+len("髙"):]
			}
		}
		re := regexp.MustCompile(`((?:Herrn?|Frau|Dr\.|Prof\.) |„)(\p{Lu}?\p{Ll}*[äöüÄÖÜ]\p{Ll}*)`)
		flat := strings.NewReplacer("ä", "a", "ö", "o", "ü", "u", "Ä", "A", "Ö", "O", "Ü", "U")
		return b23bLastMatch(re, s, func(m []string) string {
			w := []rune(m[2])
			for i, r := range w {
				if strings.ContainsRune("äöüÄÖÜ", r) {
					w[i] = []rune(flat.Replace(string(r)))[0]
					break
				}
			}
			return m[1] + string(w)
		})
	}},
	// A sentence's second half taken from the next sentence that has one: the head of
	// one statement joined to the tail of another.
	{"b23b_sentence_tail_spliced", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		sep := b23bSep(lang)
		var cands []sentenceRef
		for _, r := range refs {
			sen := split[r.line][r.idx]
			if i := strings.Index(sen, sep); i > 0 && len([]rune(sen[i:])) >= 8 {
				cands = append(cands, r)
			}
		}
		if len(cands) < 2 {
			return s
		}
		a := cands[len(cands)/2]
		b := cands[(len(cands)/2+1)%len(cands)]
		sa, sb := split[a.line][a.idx], split[b.line][b.idx]
		ha := sa[:strings.Index(sa, sep)+len(sep)]
		tb := sb[strings.Index(sb, sep)+len(sep):]
		if strings.TrimSpace(tb) == strings.TrimSpace(sa[len(ha):]) {
			return s
		}
		// keep the sentence's own trailing space
		trail := sa[len(strings.TrimRight(sa, " ")):]
		split[a.line][a.idx] = ha + strings.TrimRight(tb, " ") + trail
		return hoJoin(split)
	}},
	// A list item of the request silently dropped: a table's middle row, the
	// second-to-last item of a list (renumbered), the last element of a JSON array.
	{"b23b_list_item_silently_dropped", "raw", func(lang, s string) string {
		if a, b, ok := b23bFirstArray(s); ok {
			els := b23bSplitTop(s[a:b])
			if len(els) < 2 {
				return s
			}
			return s[:a] + strings.Join(els[:len(els)-1], ", ") + s[b:]
		}
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if strings.HasPrefix(l, "|---") || strings.HasPrefix(l, "| ---") {
				j := i + 1
				for j < len(lines) && strings.HasPrefix(lines[j], "|") {
					j++
				}
				if n := j - (i + 1); n >= 2 {
					k := i + 1 + n/2
					return strings.Join(slices.Delete(lines, k, k+1), "\n")
				}
			}
		}
		for i := 0; i < len(lines); i++ {
			if !b23bListLine.MatchString(lines[i]) {
				continue
			}
			j := i
			for j < len(lines) && b23bListLine.MatchString(lines[j]) {
				j++
			}
			if j-i >= 3 {
				k := j - 2
				lines = slices.Delete(lines, k, k+1)
				num := regexp.MustCompile(`^(\d+)\. `)
				for x := k; x < j-1; x++ {
					if m := num.FindStringSubmatch(lines[x]); m != nil {
						n, _ := strconv.Atoi(m[1])
						lines[x] = strconv.Itoa(n-1) + ". " + lines[x][len(m[0]):]
					}
				}
				return strings.Join(lines, "\n")
			}
			i = j
		}
		return s
	}},
	// A table cell bound to the neighbouring row: the middle row's third column says
	// what the row above says (Nordkälte AG … 6 Wochen; プリンタートナー … 2,480円).
	{"b23b_table_cell_from_neighbour_row", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if !strings.HasPrefix(l, "|---") && !strings.HasPrefix(l, "| ---") {
				continue
			}
			var rows []int
			for j := i + 1; j < len(lines) && strings.HasPrefix(lines[j], "|"); j++ {
				rows = append(rows, j)
			}
			if len(rows) < 2 {
				return s
			}
			k := max(1, len(rows)/2)
			cur, prev := strings.Split(lines[rows[k]], "|"), strings.Split(lines[rows[k-1]], "|")
			col := 3
			if len(cur) < 5 || len(prev) != len(cur) {
				col = len(cur) - 2
			}
			if col < 1 || col >= len(prev) || cur[col] == prev[col] {
				return s
			}
			cur[col] = prev[col]
			lines[rows[k]] = strings.Join(cur, "|")
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// One sentence in the register of the request's notes: 体言止め in a です・ます letter
	// (交換品を10月19日に発送いたします。 → 交換品を10月19日に発送。), the infinitive of an
	// internal note in a Sie-letter (Bitte bringen Sie Ihre Versichertenkarte mit. →
	// Bitte Versichertenkarte mitbringen.).
	{"b23b_note_register_sentence", "longest", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(\p{Han}{2,})(?:いたします|いたしました|します|しました|いたしております)。|です。`)
			return hoMiddleSentence(lang, s, func(sen string) string {
				if strings.Contains(sen, "ありがと") || strings.Contains(sen, "お願い") || strings.Contains(sen, "申し訳") {
					return sen
				}
				return b23bLastMatch(re, sen, func(m []string) string { return m[1] + "。" })
			})
		}
		re := regexp.MustCompile(`^(\s*)(Bitte )?(\p{L}+) Sie (?:(?:Ihre|Ihren|Ihr|Ihrem) )?(.+?) (mit|zurück|ab|an|herunter|ein|auf|aus|fest|zu)([.;,])`)
		return hoMiddleSentence(lang, s, func(sen string) string {
			m := re.FindStringSubmatch(sen)
			if m == nil || strings.Contains(m[4], " Sie ") {
				return sen
			}
			obj := m[4]
			if m[2] == "" {
				obj = strings.ToUpper(obj[:1]) + obj[1:]
			}
			return m[1] + m[2] + obj + " " + m[5] + strings.ToLower(m[3]) + m[6] + sen[len(m[0]):]
		})
	}},
	// 様 put on one's own staff (担当の西村が → 担当の西村様が, ハルカゼ寝具店 … 岡田 →
	// 岡田様) or on a title that already honours (佐藤部長 → 佐藤部長様).
	{"b23b_sama_on_own_staff", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		re := regexp.MustCompile(`((?:担当の|責任者の|担当者の|サポート )\p{Han}{1,3})(が|は|から|より|\n|$)`)
		if out := hoFirstMatch(re, s, func(m []string) string { return m[1] + "様" + m[2] }); out != s {
			return out
		}
		re = regexp.MustCompile(`(\p{Han}{1,3}(?:部長|課長))([^様]|$)`)
		return hoFirstMatch(re, s, func(m []string) string { return m[1] + "様" + m[2] })
	}},
	// The customer's 様 lost in the body, once (髙橋様は → 髙橋は, 松本様より → 松本より):
	// the customer now spoken of as one's own staff.
	{"b23b_customer_sama_dropped_once", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		re := regexp.MustCompile(`(\p{Han}{1,3})様(は|が|より|から|に|へ|の)`)
		return b23bLastMatch(re, s, func(m []string) string {
			if m[1] == "客" || strings.HasSuffix(m[1], "客") || strings.HasSuffix(m[1], "皆") {
				return m[0]
			}
			return m[1] + m[2]
		})
	}},
	// Herr and Frau swapped at one mention outside the salutation (Laut Frau Dr. Vogt →
	// Laut Herr Dr. Vogt, z. Hd. Frau Dr. Julia Schulze → z. Hd. Herr …).
	{"b23b_herr_frau_swapped_once", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		re := regexp.MustCompile(`\b(Herrn|Herr|Frau) (\p{Lu})`)
		locs := re.FindAllStringSubmatchIndex(s, -1)
		for k := len(locs) - 1; k >= 0; k-- {
			loc := locs[k]
			if b23bSalutation(s, loc[0]) {
				continue
			}
			nw := map[string]string{"Herrn": "Frau", "Herr": "Frau", "Frau": "Herr"}[s[loc[2]:loc[3]]]
			return s[:loc[2]] + nw + s[loc[3]:]
		}
		return s
	}},
	// A person's title wrong at one mention: Dr. given to someone who has none (Herr
	// Oßwald → Herr Dr. Oßwald), 部長 and 課長 exchanged (小西課長 → 小西部長).
	{"b23b_title_added_or_rank_swapped", "first", func(lang, s string) string {
		if lang == "ja" {
			return b23bLastMatch(regexp.MustCompile(`(\p{Han}{1,3})(部長|課長)`), s, func(m []string) string {
				return m[1] + map[string]string{"部長": "課長", "課長": "部長"}[m[2]]
			})
		}
		re := regexp.MustCompile(`\b(Herrn?|Frau) (\p{Lu}\p{Ll}+)\b`)
		locs := re.FindAllStringSubmatchIndex(s, -1)
		for _, loc := range locs {
			if w := s[loc[4]:loc[5]]; b23bSalutation(s, loc[0]) || w == "Dr" || w == "Prof" {
				continue
			}
			return s[:loc[4]] + "Dr. " + s[loc[4]:]
		}
		return s
	}},
	// JSON: an item's figure bound to the item before it (the second position's
	// quantity is the first's: "menge": 2 → 4, "quantity": 2 → 1).
	{"b23b_json_item_field_from_sibling", "raw", func(lang, s string) string {
		a, b, ok := b23bFirstArray(s)
		if !ok {
			return s
		}
		els := b23bSplitTop(s[a:b])
		if len(els) < 2 || !strings.HasPrefix(els[0], "{") {
			return s
		}
		num := regexp.MustCompile(`"([a-z_]+)":\s*(-?\d+(?:\.\d+)?)`)
		for _, m := range num.FindAllStringSubmatch(els[0], -1) {
			re2 := regexp.MustCompile(`("` + m[1] + `":\s*)(-?\d+(?:\.\d+)?)`)
			m2 := re2.FindStringSubmatch(els[1])
			if m2 == nil || m2[2] == m[2] {
				continue
			}
			els[1] = re2.ReplaceAllString(els[1], "${1}"+m[2])
			return s[:a] + strings.Join(els, ", ") + s[b:]
		}
		return s
	}},
	// Two dates of one sentence swapped with each other, in that sentence only (vom
	// 02.11. auf den 16.11. → vom 16.11. auf den 02.11.), weekdays made to fit.
	{"b23b_dates_swapped_in_sentence", "first", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for k := range refs {
			r := refs[(len(refs)/2+k)%len(refs)]
			sen := split[r.line][r.idx]
			ds := b23bFindDates(sen)
			for i := 0; i+1 < len(ds); i++ {
				if ds[i].t.Equal(ds[i+1].t) {
					continue
				}
				a, b := ds[i], ds[i+1]
				nw := sen[:a.start] + b23bRender(sen, a, b.t, false) + sen[a.end:b.start] + b23bRender(sen, b, a.t, false) + sen[b.end:]
				split[r.line][r.idx] = nw
				return hoJoin(split)
			}
		}
		return s
	}},
	// Two amounts of one sentence swapped with each other (基本料金33,000円と追加ユーザー
	// 料金5,500円 → 基本料金5,500円と…33,000円; 145.000,00 € statt 120.000,00 € → reversed).
	{"b23b_amounts_swapped_in_sentence", "first", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for k := range refs {
			r := refs[(len(refs)/2+k)%len(refs)]
			sen := split[r.line][r.idx]
			locs := b23bAmounts(lang, sen)
			for i := 0; i+1 < len(locs); i++ {
				x, y := sen[locs[i][0]:locs[i][1]], sen[locs[i+1][0]:locs[i+1][1]]
				if b23bDigits(x) == b23bDigits(y) {
					continue
				}
				split[r.line][r.idx] = sen[:locs[i][0]] + y + sen[locs[i][1]:locs[i+1][0]] + x + sen[locs[i+1][1]:]
				return hoJoin(split)
			}
		}
		return s
	}},
	// A house number off by one (Gießereistraße 14 → 15, 道玄坂1丁目12番1号 → 13番1号).
	{"b23b_house_number_off", "first", func(lang, s string) string {
		if out := hoFirstMatch(b23bDeStreet, s, func(m []string) string {
			n, _ := strconv.Atoi(m[2])
			return m[1] + " " + strconv.Itoa(n+1)
		}); out != s {
			return out
		}
		return hoFirstMatch(b23bJaBanchi, s, func(m []string) string {
			n, _ := strconv.Atoi(m[1])
			return strconv.Itoa(n+1) + "番" + m[2] + "号"
		})
	}},
	// One member of an enumeration in a sentence dropped (身長、生年月日、性別 → 身長、性別;
	// A, B und C → A und C).
	{"b23b_enum_member_dropped", "first", func(lang, s string) string {
		if lang == "ja" {
			noun := `[\p{Han}\p{Katakana}ーA-Za-z0-9]{2,10}`
			re := regexp.MustCompile(`(` + noun + `)、(` + noun + `)、(` + noun + `(?:を|が|の|と|は|に|など))`)
			if out := hoFirstMatch(re, s, func(m []string) string { return m[1] + "、" + m[3] }); out != s {
				return out
			}
			re = regexp.MustCompile(`(\p{Han}{2,}|[\p{Katakana}ー]{2,})と(\p{Han}{2,}|[\p{Katakana}ー]{2,})(の|が|を)`)
			return hoFirstMatch(re, s, func(m []string) string { return m[1] + m[3] })
		}
		re := regexp.MustCompile(`\b(\p{Lu}[\p{L}\d-]{2,}), (\p{Lu}[\p{L}\d-]{2,}) (und|oder|sowie) `)
		if out := hoFirstMatch(re, s, func(m []string) string { return m[1] + " " + m[3] + " " }); out != s {
			return out
		}
		re = regexp.MustCompile(`\b(die|den|das|der|dem|des) (\p{Lu}\p{Ll}+) und (?:die|den|das|der|dem|des) (?:\p{Ll}+ )?\p{Lu}\p{Ll}+`)
		return hoFirstMatch(re, s, func(m []string) string { return m[1] + " " + m[2] })
	}},
	// A date bound to a neighbouring fact of the request: an answer's date replaced by
	// the request date nearest to it there that the answer never writes (the delivery
	// date given as the date of the Förderbescheid).
	{"b23b_date_from_request_neighbour", "raw", func(lang, s string) string {
		req := b23bFullWidth.Replace(b23bRequest(s))
		if req == "" {
			return s
		}
		rd := b23bFindDates(req)
		ad := b23bFindDates(s)
		inAns := func(t time.Time) bool {
			return slices.ContainsFunc(ad, func(d b23bDate) bool { return d.t.Equal(t) })
		}
		for k := range ad {
			d := ad[(len(ad)/2+k)%len(ad)]
			pos := slices.IndexFunc(rd, func(x b23bDate) bool { return x.t.Equal(d.t) })
			if pos < 0 {
				continue
			}
			for dist := 1; dist < len(rd); dist++ {
				for _, j := range []int{pos - dist, pos + dist} {
					if j >= 0 && j < len(rd) && !inAns(rd[j].t) && rd[j].t.Year() > 2000 {
						return b23bReplaceDate(s, d, rd[j].t, false)
					}
				}
			}
		}
		return s
	}},
	// An amount bound to a neighbouring fact of the request: an answer's amount
	// replaced by the request amount nearest to it there that the answer never writes
	// (Mehrkosten 18.750,00 € → 3.200,00 €, the software update's).
	{"b23b_amount_from_request_neighbour", "raw", func(lang, s string) string {
		req := b23bFullWidth.Replace(b23bRequest(s))
		if req == "" || (json.Valid([]byte(s)) && strings.HasPrefix(s, "{")) {
			return s
		}
		rl := b23bAmounts(lang, req)
		al := b23bAmounts(lang, s)
		ansDigits := map[string]bool{}
		for _, l := range al {
			ansDigits[b23bDigits(s[l[0]:l[1]])] = true
		}
		for k := range al {
			l := al[(len(al)/2+k)%len(al)]
			dg := b23bDigits(s[l[0]:l[1]])
			pos := slices.IndexFunc(rl, func(x []int) bool { return b23bDigits(req[x[0]:x[1]]) == dg })
			if pos < 0 {
				continue
			}
			for dist := 1; dist < len(rl); dist++ {
				for _, j := range []int{pos - dist, pos + dist} {
					if j >= 0 && j < len(rl) && !ansDigits[b23bDigits(req[rl[j][0]:rl[j][1]])] {
						return s[:l[0]] + req[rl[j][0]:rl[j][1]] + s[l[1]:]
					}
				}
			}
		}
		return s
	}},
	// A sentence of the request copied verbatim in place of the answer's own, where it
	// speaks with the wrong voice: the customer's first person or question, the note's
	// plain style in a です・ます answer, the source language in a translation.
	{"b23b_request_sentence_verbatim", "longest", func(lang, s string) string {
		req := b23bRequest(s)
		if req == "" {
			return s
		}
		rs := b23bReqSentences(lang, req)
		split, refs := hoAllSentences(lang, s)
		for k := range refs {
			r := refs[(len(refs)/2+k)%len(refs)]
			sen := split[r.line][r.idx]
			best, bestN := "", 1
			for _, q := range rs {
				if n := b23bOverlap(sen, q); n > bestN && strings.TrimSpace(sen) != q && b23bWrongVoice(lang, q, s) {
					best, bestN = q, n
				}
			}
			if best == "" {
				continue
			}
			trail := sen[len(strings.TrimRight(sen, " ")):]
			marker := ""
			if r.idx == 0 {
				marker = b23bListLine.FindString(sen)
			}
			split[r.line][r.idx] = marker + best + trail
			return hoJoin(split)
		}
		return s
	}},
	// A sentence's second half from a different sentence of the request: the answer's
	// head, then the tail of the request sentence after the one it summarises.
	{"b23b_tail_from_request_sentence", "longest", func(lang, s string) string {
		req := b23bRequest(s)
		if req == "" {
			return s
		}
		sep := b23bSep(lang)
		var rs []string
		for _, q := range b23bReqSentences(lang, req) {
			if i := strings.Index(q, sep); i > 0 && len([]rune(q[i:])) >= 8 && (lang == "ja") == b23bHasJa.MatchString(q) {
				rs = append(rs, q)
			}
		}
		if len(rs) < 2 {
			return s
		}
		split, refs := hoAllSentences(lang, s)
		for k := range refs {
			r := refs[(len(refs)/2+k)%len(refs)]
			sen := split[r.line][r.idx]
			i := strings.Index(sen, sep)
			if i <= 0 {
				continue
			}
			head := sen[:i+len(sep)]
			best, bestN := -1, 0
			for j, q := range rs {
				if n := b23bOverlap(head, q); n > bestN {
					best, bestN = j, n
				}
			}
			if best < 0 {
				continue
			}
			q := rs[(best+1)%len(rs)]
			tail := q[strings.Index(q, sep)+len(sep):]
			if strings.Contains(sen, tail) || strings.Count(tail, ")") > strings.Count(tail, "(") || strings.Count(tail, "）") > strings.Count(tail, "（") {
				continue
			}
			trail := sen[len(strings.TrimRight(sen, " ")):]
			split[r.line][r.idx] = head + tail + trail
			return hoJoin(split)
		}
		return s
	}},
}
