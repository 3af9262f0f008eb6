package grade

// The sixteenth blind batch of the held-out study: 36 damage kinds and 7 harmless
// variants, written by a helper that read the fixtures, the study's harness and the
// earlier kinds' names only (no check, no earlier kind's body). Its angle is that of an
// outside evaluator of an inference-upgrade gate, who writes three sets of twelve kinds
// independently: (A) what a quantized or KV-cache-compressed model gets wrong in long
// answers (facts drifting late in the answer, figures and names bleeding from earlier
// mentions, Chinese function words and katakana jargon creeping into Japanese, records
// merged or detached in tables and JSON); (B) what a misconfigured serving stack does to
// the text (<unk> tokens, a replayed stream chunk, missed EOS, a repetition penalty on
// digits, a high-temperature token, a missing generation prompt, SSE framing and
// newlines leaked, a JSON grammar that cuts strings or closes early, fp16 overflow); (C)
// what a reviewer of business correspondence rejects (the addressee in the third person
// or with the wrong honorific, the sender's department, requests made optional, a subject
// line or deadline that contradicts the body, invented callbacks, guarantees and prior
// agreements, a placeholder signature, passive-aggressive openers).
// First sight (2026-12-04): 339 of 433 changed answers caught (78.3 %): set A 110 of
// 125 (88.0 %), set B 188 of 214 (87.9 %), set C 41 of 94 (43.6 %); 0 false alarms on
// 25 variant answers (no check of any severity fired). Missed whole: Chinese 的 for の
// 0/7, an invented callback 0/9, an invented prior agreement 0/9, a passive-aggressive
// opener 0/20; nearly whole: the user's sign-off before the answer 7/24, a guarantee
// 1/7, the addressee in the third person 1/4, the signature's department 1/4. After
// the rules they prompted (a reproach in any register; claims only the case can make:
// an agreement made before, a guarantee, a contact on a relative day; an answer
// opened by a closing line; 的 for the case's own の; a salutation run into the text;
// Ihr… made sein…): 413 of 433 (95.4 %), 0 false alarms; 417 (96.3 %) with "Wenn Sie
// möchten, …" for "Bitte …" and two kanji words as katakana loanwords. Left: more
// loanwords in one sentence, a department the signature invents, a replayed stream
// chunk, another offer's price in the recommendation.

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode"
)

// ---- helpers ----

func ho16IsJSON(s string) bool { return strings.HasPrefix(strings.TrimSpace(s), "{") }

// ho16StrTok is one string token of a JSON text: its byte span, quotes included, and
// whether it is a key.
type ho16StrTok struct {
	start, end int
	key        bool
}

func ho16JSONStrings(s string) []ho16StrTok {
	var toks []ho16StrTok
	for i := 0; i < len(s); i++ {
		if s[i] != '"' {
			continue
		}
		j := i + 1
		for j < len(s) && s[j] != '"' {
			if s[j] == '\\' {
				j++
			}
			j++
		}
		if j >= len(s) {
			break
		}
		k := j + 1
		for k < len(s) && strings.ContainsRune(" \t\r\n", rune(s[k])) {
			k++
		}
		toks = append(toks, ho16StrTok{i, j + 1, k < len(s) && s[k] == ':'})
		i = j
	}
	return toks
}

// ho16MapJSONValues rewrites the contents (as escaped in the text) of a JSON text's
// string values with f, keys and layout kept.
func ho16MapJSONValues(s string, f func(string) string) string {
	toks := ho16JSONStrings(s)
	for i := len(toks) - 1; i >= 0; i-- {
		t := toks[i]
		if t.key {
			continue
		}
		s = s[:t.start+1] + f(s[t.start+1:t.end-1]) + s[t.end-1:]
	}
	return s
}

var (
	ho16ISO   = regexp.MustCompile(`(\d{4})-(\d{2})-(\d{2})`)
	ho16DeNum = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4})`)
	ho16DeTxt = regexp.MustCompile(`(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?: (\d{4}))?`)
	ho16JaYMD = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	ho16Mark  = regexp.MustCompile(`^(\s*(?:[-*•・] ?|\d+\. ))`)
)

// ho16Date is one date in a text, with a formatter that writes another date the way
// this one is written.
type ho16Date struct {
	start, end int
	t          time.Time
	format     func(time.Time) string
}

func ho16Pad(n, width int) string {
	if width >= 2 {
		return fmt.Sprintf("%02d", n)
	}
	return strconv.Itoa(n)
}

// ho16FindDates lists the dates of a text in order of position.
func ho16FindDates(lang, s string) []ho16Date {
	var out []ho16Date
	add := func(loc []int, y, m, d int, f func(time.Time) string) {
		if m < 1 || m > 12 || d < 1 || d > 31 {
			return
		}
		out = append(out, ho16Date{loc[0], loc[1], time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC), f})
	}
	atoi := func(x string) int { n, _ := strconv.Atoi(x); return n }
	for _, loc := range ho16ISO.FindAllStringSubmatchIndex(s, -1) {
		add(loc, atoi(s[loc[2]:loc[3]]), atoi(s[loc[4]:loc[5]]), atoi(s[loc[6]:loc[7]]), func(t time.Time) string { return t.Format("2006-01-02") })
	}
	if lang == "ja" {
		for _, loc := range ho16JaYMD.FindAllStringSubmatchIndex(s, -1) {
			y := 2026
			withYear := loc[2] >= 0
			if withYear {
				y = atoi(s[loc[2]:loc[3]])
			}
			add(loc, y, atoi(s[loc[4]:loc[5]]), atoi(s[loc[6]:loc[7]]), func(t time.Time) string {
				if withYear {
					return fmt.Sprintf("%d年%d月%d日", t.Year(), t.Month(), t.Day())
				}
				return fmt.Sprintf("%d月%d日", t.Month(), t.Day())
			})
		}
	} else {
		for _, loc := range ho16DeNum.FindAllStringSubmatchIndex(s, -1) {
			dw, mw := loc[3]-loc[2], loc[5]-loc[4]
			add(loc, atoi(s[loc[6]:loc[7]]), atoi(s[loc[4]:loc[5]]), atoi(s[loc[2]:loc[3]]), func(t time.Time) string {
				return ho16Pad(t.Day(), dw) + "." + ho16Pad(int(t.Month()), mw) + "." + strconv.Itoa(t.Year())
			})
		}
		for _, loc := range ho16DeTxt.FindAllStringSubmatchIndex(s, -1) {
			y := 2026
			withYear := loc[6] >= 0
			if withYear {
				y = atoi(s[loc[6]:loc[7]])
			}
			add(loc, y, slices.Index(deMonths, s[loc[4]:loc[5]])+1, atoi(s[loc[2]:loc[3]]), func(t time.Time) string {
				r := fmt.Sprintf("%d. %s", t.Day(), deMonths[t.Month()-1])
				if withYear {
					r += " " + strconv.Itoa(t.Year())
				}
				return r
			})
		}
	}
	slices.SortFunc(out, func(a, b ho16Date) int { return a.start - b.start })
	return out
}

// ho16IsLetter says whether a text is a letter: a German salutation, or a Japanese
// first line that names its addressee.
func ho16IsLetter(lang, s string) bool {
	first, _, _ := strings.Cut(strings.TrimSpace(s), "\n")
	first = strings.TrimSpace(first)
	if lang == "ja" {
		return strings.HasSuffix(first, "様") || strings.HasSuffix(first, "部長")
	}
	return strings.HasPrefix(first, "Sehr geehrte")
}

// ho16Digits is the value of a figure's digits (separators dropped).
func ho16Digits(s string) int {
	n := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			n = n*10 + int(r-'0')
		}
	}
	return n
}

// ho16EndsSentence says whether a trimmed sentence ends with a full stop, a question
// or an exclamation mark.
func ho16EndsSentence(t string) bool {
	return strings.HasSuffix(t, ".") || strings.HasSuffix(t, "。") || strings.HasSuffix(t, "?") ||
		strings.HasSuffix(t, "？") || strings.HasSuffix(t, "!") || strings.HasSuffix(t, "！")
}

// ho16IsCourtesy says whether a sentence is a letter's opening or closing courtesy.
func ho16IsCourtesy(t string) bool {
	for _, p := range []string{"Mit freundlichen", "Sehr geehrte", "Bei Fragen", "vielen Dank", "今後とも", "よろしく", "いつも", "ご不明な点", "このたび", "お問い合わせいただき"} {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	return false
}

// ho16SplitMarker splits a list marker off a line's first sentence.
func ho16SplitMarker(s string) (string, string) {
	m := ho16Mark.FindString(s)
	return m, s[len(m):]
}

var (
	ho16DeAmount = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} ?€`)
	ho16JaAmount = regexp.MustCompile(`(?:\d+億)?\d[\d,]*(?:万)?円`)
	ho16Code     = regexp.MustCompile(`[A-Z]{1,5}-\d{2,}(?:-\d{2,})*|\d{2}-\d{4}-[A-Z]{2}`)
	ho16DeDur    = regexp.MustCompile(`(\d+)( (?:Sekunden|Minuten|Stunden|Tage|Tagen|Wochen|Monate|Monaten|Jahre|Jahren))`)
	ho16JaDur    = regexp.MustCompile(`(\d+)(秒|分|時間|日間|週間|か月|ヶ月|年間)`)
	ho16Int      = regexp.MustCompile(`\d+`)
	ho16DeName   = regexp.MustCompile(`(?:(?:Herrn?|Frau|Dr\.|Prof\.) )+(?:\p{Lu}\p{Ll}+ )?(\p{Lu}\p{L}{4,})|„(\p{Lu}\p{L}{4,})|(\p{Lu}\p{L}{4,}) (?:GmbH|AG|KG|OHG)`)
	ho16JaKata   = regexp.MustCompile(`[\p{Katakana}ー]{4,}`)
)

// ho16SwapRunes swaps two neighbouring inner runes of a word, from its end, where they
// differ.
func ho16SwapRunes(w string, fromEnd int) string {
	rs := []rune(w)
	for i := len(rs) - fromEnd; i >= 1; i-- {
		if i+1 < len(rs) && rs[i] != rs[i+1] && rs[i] != 'ー' && rs[i+1] != 'ー' {
			rs[i], rs[i+1] = rs[i+1], rs[i]
			return string(rs)
		}
	}
	return w
}

// ---- Set A: a quantized or KV-cache-compressed model in long answers ----

var ho16SetA = []heldOutKind{
	// The last amount of the answer repeats its first (different) amount, as attention
	// drifts back to the first figure it wrote; in JSON the last number of three or more
	// digits takes the first such number's value.
	{"ho16_late_amount_copies_first_amount", "raw", func(lang, s string) string {
		if ho16IsJSON(s) {
			locs := hoJSONNum.FindAllStringSubmatchIndex(s, -1)
			var big [][]int
			for _, l := range locs {
				if len(strings.ReplaceAll(s[l[4]:l[5]], ".", "")) >= 3 {
					big = append(big, l)
				}
			}
			if len(big) < 2 {
				return s
			}
			first, last := s[big[0][4]:big[0][5]], big[len(big)-1]
			if s[last[4]:last[5]] == first {
				return s
			}
			return s[:last[4]] + first + s[last[5]:]
		}
		re := ho16DeAmount
		if lang == "ja" {
			re = ho16JaAmount
		}
		all := re.FindAllStringIndex(s, -1)
		if len(all) < 2 {
			return s
		}
		first, last := s[all[0][0]:all[0][1]], all[len(all)-1]
		if s[last[0]:last[1]] == first {
			return s
		}
		return s[:last[0]] + first + s[last[1]:]
	}},
	// Japanese: from the middle of each text on, the particle の between two kanji is
	// written as the Chinese 的 (お届けの予定 stays, 作業の遅延 → 作業的遅延), the
	// language of a multilingual model's other training half creeping in.
	{"ho16_ja_no_between_kanji_as_chinese_de", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		rs := []rune(s)
		for i := len(rs) / 2; i+1 < len(rs); i++ {
			if rs[i] == 'の' && i > 0 && unicode.Is(unicode.Han, rs[i-1]) && unicode.Is(unicode.Han, rs[i+1]) {
				rs[i] = '的'
			}
		}
		return string(rs)
	}},
	// The last date of the answer takes its month number as its day (16.11.2026 →
	// 11.11.2026, 10月21日 → 10月10日, 2026-11-04 → 2026-11-11): a late number echoing
	// the one before it.
	{"ho16_late_date_day_echoes_month", "raw", func(lang, s string) string {
		ds := ho16FindDates(lang, s)
		for i := len(ds) - 1; i >= 0; i-- {
			d := ds[i]
			if d.t.Day() == int(d.t.Month()) {
				continue
			}
			nt := time.Date(d.t.Year(), d.t.Month(), int(d.t.Month()), 0, 0, 0, 0, time.UTC)
			return s[:d.start] + d.format(nt) + s[d.end:]
		}
		return s
	}},
	// The last record of a table or a JSON array of objects takes every figure of the
	// first record (its label kept): quantity, price and total of line 1 on line 3.
	{"ho16_last_record_figures_from_first", "raw", func(lang, s string) string {
		if ho16IsJSON(s) {
			arr := regexp.MustCompile(`\[(\{[^{}\[\]]*\}(?:, ?\{[^{}\[\]]*\})+)\]`)
			loc := arr.FindStringSubmatchIndex(s)
			if loc == nil {
				return s
			}
			objRe := regexp.MustCompile(`\{[^{}\[\]]*\}`)
			objs := objRe.FindAllStringIndex(s[loc[2]:loc[3]], -1)
			first := s[loc[2]+objs[0][0] : loc[2]+objs[0][1]]
			lo := objs[len(objs)-1]
			last := s[loc[2]+lo[0] : loc[2]+lo[1]]
			numRe := regexp.MustCompile(`"(\w+)": (-?\d+(?:\.\d+)?)`)
			vals := map[string]string{}
			for _, m := range numRe.FindAllStringSubmatch(first, -1) {
				vals[m[1]] = m[2]
			}
			nl := numRe.ReplaceAllStringFunc(last, func(m string) string {
				sm := numRe.FindStringSubmatch(m)
				if v, ok := vals[sm[1]]; ok {
					return `"` + sm[1] + `": ` + v
				}
				return m
			})
			return s[:loc[2]+lo[0]] + nl + s[loc[2]+lo[1]:]
		}
		lines := strings.Split(s, "\n")
		var body []int
		for i, l := range lines {
			if strings.HasPrefix(l, "|") && i > 0 && !regexp.MustCompile(`^\|[-:| ]+\|$`).MatchString(l) && strings.HasPrefix(lines[i-1], "|") {
				if regexp.MustCompile(`^\|[-:| ]+\|$`).MatchString(lines[i-1]) || len(body) > 0 {
					body = append(body, i)
				}
			}
		}
		if len(body) < 2 {
			return s
		}
		fc := strings.Split(lines[body[0]], "|")
		lc := strings.Split(lines[body[len(body)-1]], "|")
		if len(fc) != len(lc) {
			return s
		}
		for j := 2; j < len(lc)-1; j++ {
			if strings.ContainsAny(lc[j], "0123456789") {
				lc[j] = fc[j]
			}
		}
		lines[body[len(body)-1]] = strings.Join(lc, "|")
		return strings.Join(lines, "\n")
	}},
	// The last mention of an order, invoice or contract code has its last two digits
	// zeroed (WE-20417 → WE-20400), as a compressed cache keeps a code's head only.
	{"ho16_id_tail_digits_zeroed", "raw", func(lang, s string) string {
		all := ho16Code.FindAllStringIndex(s, -1)
		for i := len(all) - 1; i >= 0; i-- {
			code := s[all[i][0]:all[i][1]]
			runs := ho16Int.FindAllStringIndex(code, -1)
			r := runs[len(runs)-1]
			run := code[r[0]:r[1]]
			if len(run) < 3 || strings.HasSuffix(run, "00") {
				continue
			}
			nc := code[:r[1]-2] + "00" + code[r[1]:]
			return s[:all[i][0]] + nc + s[all[i][1]:]
		}
		return s
	}},
	// Japanese: business words written as katakana consultant jargon (確認 → コンファーム,
	// 連絡 → コンタクト, 調査 → リサーチ, 交換 → エクスチェンジ …), a register no
	// customer letter or report uses.
	{"ho16_ja_katakana_business_jargon", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return strings.NewReplacer("確認", "コンファーム", "連絡", "コンタクト", "調査", "リサーチ", "変更", "チェンジ",
			"提案", "プロポーザル", "承認", "アプルーバル", "説明", "エクスプレイン", "交換", "エクスチェンジ", "依頼", "リクエスト").Replace(s)
	}},
	// JSON: the last two neighbouring string members merge: the first takes both values,
	// the second is left empty ("plz": "01067 Dresden", "ort": "").
	{"ho16_json_next_value_absorbed", "raw", func(lang, s string) string {
		if !ho16IsJSON(s) {
			return s
		}
		re := regexp.MustCompile(`("[^"\\]+": )"((?:[^"\\]|\\.)*)", ("[^"\\]+": )"((?:[^"\\]|\\.)*)"`)
		all := re.FindAllStringSubmatchIndex(s, -1)
		if len(all) == 0 {
			return s
		}
		l := all[len(all)-1]
		sub := func(k int) string { return s[l[2*k]:l[2*k+1]] }
		return s[:l[0]] + sub(1) + `"` + sub(2) + " " + sub(4) + `", ` + sub(3) + `""` + s[l[1]:]
	}},
	// The last duration of the answer (10 Minuten, 2 Jahre, 30分, 2週間) takes the first
	// other small number written before it (a date's day, a step number, a model digit).
	{"ho16_late_duration_takes_earlier_number", "raw", func(lang, s string) string {
		re := ho16DeDur
		if lang == "ja" {
			re = ho16JaDur
		}
		all := re.FindAllStringSubmatchIndex(s, -1)
		if len(all) == 0 {
			return s
		}
		l := all[len(all)-1]
		n := s[l[2]:l[3]]
		for _, c := range ho16Int.FindAllStringIndex(s[:l[0]], -1) {
			v := s[c[0]:c[1]]
			if len(v) > 2 || v == n || v == "0" {
				continue
			}
			if c[1]+1 < len(s) && (s[c[1]] == '.' || s[c[1]] == ',' || s[c[1]] == ':') && s[c[1]+1] >= '0' && s[c[1]+1] <= '9' {
				continue
			}
			if c[0] >= 2 && (s[c[0]-1] == '.' || s[c[0]-1] == ',' || s[c[0]-1] == ':') && s[c[0]-2] >= '0' && s[c[0]-2] <= '9' {
				continue
			}
			return s[:l[2]] + v + s[l[3]:]
		}
		return s
	}},
	// A sentence three quarters into the answer is overwritten by a sentence from its
	// first quarter (its list marker kept): a late fact lost to a repeated early one.
	{"ho16_late_sentence_overwritten_by_earlier", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		var cand []sentenceRef
		for _, r := range refs {
			t := strings.TrimSpace(split[r.line][r.idx])
			if len([]rune(t)) >= 12 && ho16EndsSentence(t) && !ho16IsCourtesy(t) {
				cand = append(cand, r)
			}
		}
		if len(cand) < 3 {
			return s
		}
		src, dst := cand[len(cand)/4], cand[len(cand)*3/4]
		if src == dst {
			return s
		}
		st := split[src.line][src.idx]
		dt := split[dst.line][dst.idx]
		_, sb := ho16SplitMarker(st)
		dm, db := ho16SplitMarker(dt)
		if dst.idx > 0 {
			dm = ""
		}
		if src.idx > 0 {
			sb = st
		}
		trail := db[len(strings.TrimRight(db, " ")):]
		nw := dm + strings.TrimRight(sb, " ") + trail
		if strings.TrimSpace(nw) == strings.TrimSpace(dt) {
			return s
		}
		split[dst.line][dst.idx] = nw
		return hoJoin(split)
	}},
	// The price column of a table (Preis, 単価) or the unit prices of a JSON list is
	// sorted ascending, detached from the rows it belonged to.
	{"ho16_price_column_sorted", "raw", func(lang, s string) string {
		if ho16IsJSON(s) {
			re := regexp.MustCompile(`("(?:unit_price|einzelpreis|price|preis)": )(\d+(?:\.\d+)?)`)
			all := re.FindAllStringSubmatchIndex(s, -1)
			if len(all) < 2 {
				return s
			}
			var vals []string
			for _, l := range all {
				vals = append(vals, s[l[4]:l[5]])
			}
			sorted := slices.Clone(vals)
			slices.SortStableFunc(sorted, func(a, b string) int {
				x, _ := strconv.ParseFloat(a, 64)
				y, _ := strconv.ParseFloat(b, 64)
				switch {
				case x < y:
					return -1
				case x > y:
					return 1
				}
				return 0
			})
			if slices.Equal(sorted, vals) {
				return s
			}
			for i := len(all) - 1; i >= 0; i-- {
				s = s[:all[i][4]] + sorted[i] + s[all[i][5]:]
			}
			return s
		}
		lines := strings.Split(s, "\n")
		delim := regexp.MustCompile(`^\|[-:| ]+\|$`)
		for h := 0; h+1 < len(lines); h++ {
			if !strings.HasPrefix(lines[h], "|") || !delim.MatchString(lines[h+1]) {
				continue
			}
			head := strings.Split(lines[h], "|")
			col := -1
			for j, c := range head {
				c = strings.TrimSpace(c)
				if c == "Preis" || c == "単価" || c == "Einzelpreis" {
					col = j
				}
			}
			if col < 0 {
				continue
			}
			var rows [][]string
			var idx []int
			for i := h + 2; i < len(lines) && strings.HasPrefix(lines[i], "|"); i++ {
				cells := strings.Split(lines[i], "|")
				if len(cells) != len(head) {
					return s
				}
				rows = append(rows, cells)
				idx = append(idx, i)
			}
			var vals []string
			for _, r := range rows {
				vals = append(vals, r[col])
			}
			sorted := slices.Clone(vals)
			slices.SortStableFunc(sorted, func(a, b string) int { return ho16Digits(a) - ho16Digits(b) })
			if slices.Equal(sorted, vals) {
				return s
			}
			for k, r := range rows {
				r[col] = sorted[k]
				lines[idx[k]] = strings.Join(r, "|")
			}
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// The last name or term of the answer (a person or company after Herr, Frau, Dr. or
	// before GmbH, a quoted name; in Japanese a katakana word) has two inner letters or
	// kana transposed (Oßwald → Oßwlad, タイムレコ → タムイレコ), garbled late in a long
	// answer.
	{"ho16_late_name_or_term_letters_transposed", "raw", func(lang, s string) string {
		if lang == "ja" {
			all := ho16JaKata.FindAllStringIndex(s, -1)
			for i := len(all) - 1; i >= 0; i-- {
				w := s[all[i][0]:all[i][1]]
				rs := []rune(w)
				for k := 1; k+1 < len(rs); k++ {
					if rs[k] != rs[k+1] && rs[k] != 'ー' && rs[k+1] != 'ー' {
						rs[k], rs[k+1] = rs[k+1], rs[k]
						return s[:all[i][0]] + string(rs) + s[all[i][1]:]
					}
				}
			}
			return s
		}
		all := ho16DeName.FindAllStringSubmatchIndex(s, -1)
		for i := len(all) - 1; i >= 0; i-- {
			l := all[i]
			for g := 1; g <= 3; g++ {
				if l[2*g] < 0 {
					continue
				}
				w := s[l[2*g]:l[2*g+1]]
				if nw := ho16SwapRunes(w, 3); nw != w {
					return s[:l[2*g]] + nw + s[l[2*g+1]:]
				}
			}
		}
		return s
	}},
	// The first date of the answer is replaced by the next different date it mentions
	// (the delivery date written for the invoice date, the new date for the old one).
	{"ho16_early_date_anticipates_later_date", "raw", func(lang, s string) string {
		ds := ho16FindDates(lang, s)
		if len(ds) < 2 {
			return s
		}
		for _, d := range ds[1:] {
			if !d.t.Equal(ds[0].t) {
				return s[:ds[0].start] + ds[0].format(d.t) + s[ds[0].end:]
			}
		}
		return s
	}},
}

// ---- Set B: a misconfigured serving stack ----

var ho16SetB = []heldOutKind{
	// A tokenizer without byte fallback: characters its vocabulary lacks (ß, German
	// quotes; 髙, 〒, 〜, 畳) come out as <unk>.
	{"ho16_rare_chars_as_unk_token", "raw", func(lang, s string) string {
		if lang == "ja" {
			return strings.NewReplacer("髙", "<unk>", "〒", "<unk>", "〜", "<unk>", "畳", "<unk>", "々", "<unk>").Replace(s)
		}
		return strings.NewReplacer("ß", "<unk>", "„", "<unk>", "“", "<unk>").Replace(s)
	}},
	// A stream that reconnects replays its last 24 characters: from three fifths into
	// the answer a span is written twice, cut mid-word.
	{"ho16_stream_chunk_replayed_after_reconnect", "raw", func(lang, s string) string {
		rs := []rune(s)
		if len(rs) < 60 {
			return s
		}
		at := len(rs) * 3 / 5
		return string(rs[:at]) + string(rs[at-24:at]) + string(rs[at:])
	}},
	// EOS missed: the model runs on into the footer of a web page from its training data.
	{"ho16_eos_missed_web_boilerplate_tail", "raw", func(lang, s string) string {
		if lang == "ja" {
			return s + "\n\nホーム ＞ お知らせ一覧 ＞ お問い合わせ\nこの記事をシェアする　Twitter　Facebook　LINE\nCopyright © 2024 All Rights Reserved."
		}
		return s + "\n\nStartseite › Service › Kontakt | Impressum | Datenschutz | Cookie-Einstellungen\n© 2024 Alle Rechte vorbehalten."
	}},
	// A repetition penalty applied to digit tokens: in the second half of the answer a
	// digit that repeats the one before it is bumped (11 → 12, 000 → 011).
	{"ho16_rep_penalty_repeated_digits_bumped", "raw", func(lang, s string) string {
		half := len(s) / 2
		b := []byte(s)
		for _, l := range ho16Int.FindAllStringIndex(s, -1) {
			if l[0] < half {
				continue
			}
			for i := l[0] + 1; i < l[1]; i++ {
				if s[i] == s[i-1] {
					b[i] = '0' + (s[i]-'0'+1)%10
				}
			}
		}
		return string(b)
	}},
	// A high temperature without top-p: a token of another script (Russian, Thai) is
	// sampled into a sentence in the middle of the answer.
	{"ho16_high_temp_stray_foreign_token", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(t string) string {
			if len([]rune(strings.TrimSpace(t))) < 12 || strings.HasPrefix(t, "|") {
				return t
			}
			if lang == "ja" {
				if i := strings.Index(t, "、"); i > 0 {
					return t[:i+len("、")] + "ที่" + t[i+len("、"):]
				}
				rs := []rune(t)
				return string(rs[:5]) + "ที่" + string(rs[5:])
			}
			n := 0
			for i, r := range t {
				if r == ' ' {
					n++
					if n == 3 {
						return t[:i+1] + "которые " + t[i+1:]
					}
				}
			}
			return t
		})
	}},
	// A chat template without the generation prompt: the model first finishes the
	// user's message (its sign-off), then answers.
	{"ho16_template_no_gen_prompt_user_signoff_first", "raw", func(lang, s string) string {
		if lang == "ja" {
			return "以上、ご確認のほどよろしくお願いいたします。\n\n" + s
		}
		return "Vielen Dank im Voraus für Ihre schnelle Rückmeldung!\n\n" + s
	}},
	// A streaming client that strips each delta: the newline-only chunks vanish and the
	// lines run together (salutation into body, table rows into one line).
	{"ho16_stream_delta_strip_drops_newlines", "raw", func(lang, s string) string {
		return strings.ReplaceAll(s, "\n", "")
	}},
	// The server-sent-event framing is passed through: every line starts "data: " and
	// the stream's end marker follows.
	{"ho16_sse_data_prefix_leaked", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			lines[i] = "data: " + l
		}
		return strings.Join(lines, "\n") + "\n\ndata: [DONE]"
	}},
	// Newlines arrive escaped and are shown as written: a literal backslash-n in a text
	// answer, a double-escaped \\n in a JSON string.
	{"ho16_stream_newlines_as_literal_backslash_n", "raw", func(lang, s string) string {
		if ho16IsJSON(s) {
			return ho16MapJSONValues(s, func(v string) string { return strings.ReplaceAll(v, `\n`, `\\n`) })
		}
		return strings.ReplaceAll(s, "\n", `\n`)
	}},
	// A JSON grammar with a maximum string length: every string value is cut after 16
	// characters.
	{"ho16_json_grammar_string_maxlen_cut", "raw", func(lang, s string) string {
		if !ho16IsJSON(s) {
			return s
		}
		return ho16MapJSONValues(s, func(v string) string {
			rs := []rune(v)
			if len(rs) <= 16 {
				return v
			}
			c := string(rs[:16])
			if n := len(c) - len(strings.TrimRight(c, `\`)); n%2 == 1 {
				c = c[:len(c)-1]
			}
			return c
		})
	}},
	// A JSON grammar that loses its depth: the document is closed right after the first
	// inner object, the rest of the members lost, the result still valid JSON.
	{"ho16_json_closed_at_first_inner_brace", "raw", func(lang, s string) string {
		if !ho16IsJSON(s) {
			return s
		}
		var stack []byte
		in, esc := false, false
		for i := 0; i < len(s); i++ {
			c := s[i]
			switch {
			case in:
				if esc {
					esc = false
				} else if c == '\\' {
					esc = true
				} else if c == '"' {
					in = false
				}
			case c == '"':
				in = true
			case c == '{' || c == '[':
				stack = append(stack, c)
			case c == '}' || c == ']':
				stack = stack[:len(stack)-1]
				if c == '}' && len(stack) >= 1 {
					out := s[:i+1]
					for k := len(stack) - 1; k >= 0; k-- {
						if stack[k] == '{' {
							out += "}"
						} else {
							out += "]"
						}
					}
					return out
				}
			}
		}
		return s
	}},
	// fp16 overflow in a layer: the logits turn NaN from 55 % of the answer on and the
	// sampler emits token 0, "!", until the length limit.
	{"ho16_fp16_overflow_exclamation_run", "raw", func(lang, s string) string {
		rs := []rune(s)
		if len(rs) < 20 {
			return s
		}
		return string(rs[:len(rs)*11/20]) + strings.Repeat("!", 48)
	}},
}

// ---- Set C: what a reviewer of business correspondence rejects ----

var ho16SetC = []heldOutKind{
	// German letters: from the middle on, one sentence speaks of the addressee in the
	// third person (Ihnen → ihm/ihr, Ihre → seine/ihre), as if the letter were to
	// someone else.
	{"ho16_de_late_letter_addresses_in_third_person", "raw", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		masc := strings.HasPrefix(s, "Sehr geehrter Herr")
		if !masc && !strings.HasPrefix(s, "Sehr geehrte Frau") {
			return s
		}
		re := regexp.MustCompile(`\b(Ihnen|Ihrem|Ihren|Ihrer|Ihres|Ihre|Ihr)\b`)
		m := map[string]string{"Ihnen": "ihr", "Ihrem": "ihrem", "Ihren": "ihren", "Ihrer": "ihrer", "Ihres": "ihres", "Ihre": "ihre", "Ihr": "ihr"}
		if masc {
			m = map[string]string{"Ihnen": "ihm", "Ihrem": "seinem", "Ihren": "seinen", "Ihrer": "seiner", "Ihres": "seines", "Ihre": "seine", "Ihr": "sein"}
		}
		return hoMiddleSentence(lang, s, func(t string) string {
			if strings.HasPrefix(t, "Sehr ") || strings.HasPrefix(t, "Mit ") || strings.HasPrefix(t, "Ihr") {
				return t
			}
			return re.ReplaceAllStringFunc(t, func(w string) string { return m[w] })
		})
	}},
	// Japanese: the addressee's 様 after a person's name at the head of a line becomes
	// 御中, the honorific for companies and departments.
	{"ho16_ja_onchu_for_person", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return regexp.MustCompile(`(?m)^(\p{Han}+(?: \p{Han}+)?)様`).ReplaceAllString(s, "${1}御中")
	}},
	// The signature names a department that does not write this letter: customer
	// service becomes the dunning department, account care the legal department.
	{"ho16_signature_department_changed", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		from := max(0, len(lines)-4)
		tail := strings.Join(lines[from:], "\n")
		nt := strings.NewReplacer("Ihr Kundenservice", "Ihre Mahnabteilung", "Ihre Großkundenbetreuung", "Ihre Rechtsabteilung",
			"Ihre Zahnarztpraxis", "Ihre Abrechnungsstelle der Zahnarztpraxis", "カスタマーサポート", "債権回収部").Replace(tail)
		if nt == tail {
			return s
		}
		return strings.Join(lines[:from], "\n") + "\n" + nt
	}},
	// Japanese: 様 after a title (佐藤部長 → 佐藤部長様), the double honorific business
	// etiquette rejects.
	{"ho16_ja_title_plus_sama_double_honorific", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		re := regexp.MustCompile(`\p{Han}(部長|課長|係長|社長|主任)(様|殿)?`)
		all := re.FindAllStringSubmatchIndex(s, -1)
		for i := len(all) - 1; i >= 0; i-- {
			if all[i][4] >= 0 {
				continue
			}
			s = s[:all[i][1]] + "様" + s[all[i][1]:]
		}
		return s
	}},
	// The first request to the customer is made optional: "Bitte …" becomes "Wenn Sie
	// möchten, …", 〜してください becomes 〜していただいても構いません (invitations such as
	// お問い合わせください left alone).
	{"ho16_request_made_optional", "strings", func(lang, s string) string {
		if lang == "ja" {
			split, refs := hoAllSentences(lang, s)
			re := regexp.MustCompile(`([\p{Han}ぁ-ゖ])ください([。：:])`)
			for _, r := range refs {
				t := split[r.line][r.idx]
				if strings.Contains(t, "ましたら") || strings.Contains(t, "場合") || strings.Contains(t, "問い合わせ") {
					continue
				}
				if loc := re.FindStringSubmatchIndex(t); loc != nil {
					split[r.line][r.idx] = t[:loc[3]] + "いただいても構いません" + t[loc[4]:]
					return hoJoin(split)
				}
			}
			return s
		}
		re := regexp.MustCompile(`(^|[.!?:] |\n)Bitte ([a-zäöü])`)
		return hoFirstMatch(re, s, func(m []string) string { return m[1] + "Wenn Sie möchten, " + m[2] })
	}},
	// A letter gains a subject line whose date is nine days after the first date of
	// the body (a date the body never names).
	{"ho16_subject_line_states_other_date", "longest", func(lang, s string) string {
		if !ho16IsLetter(lang, s) {
			return s
		}
		ds := ho16FindDates(lang, s)
		if len(ds) == 0 {
			return s
		}
		d := ds[0].format(ds[0].t.AddDate(0, 0, 9))
		if lang == "ja" {
			return "件名：" + d + "のご案内\n\n" + s
		}
		return "Betreff: Ihre Anfrage – Termin am " + d + "\n\n" + s
	}},
	// The last date of the answer (a deadline, a new date) is set to the day before the
	// first date it mentions, so that the dates contradict each other.
	{"ho16_deadline_before_first_date", "raw", func(lang, s string) string {
		ds := ho16FindDates(lang, s)
		if len(ds) < 2 {
			return s
		}
		last := ds[len(ds)-1]
		if last.t.Equal(ds[0].t) {
			return s
		}
		return s[:last.start] + last.format(ds[0].t.AddDate(0, 0, -1)) + s[last.end:]
	}},
	// A callback the case never mentions is promised before the closing.
	{"ho16_closing_invented_callback_promise", "longest", func(lang, s string) string {
		if lang == "ja" {
			add := "明日の午前中に、担当者より改めてお電話いたします。"
			best := -1
			for _, m := range []string{"ご不明な点", "今後とも", "よろしくお願い", "何卒"} {
				if i := strings.Index(s[len(s)/2:], m); i >= 0 && (best < 0 || i+len(s)/2 < best) {
					best = i + len(s)/2
				}
			}
			if best < 0 {
				return s
			}
			if best > 0 && s[best-1] == '\n' {
				add += "\n"
			}
			return s[:best] + add + s[best:]
		}
		i := strings.Index(s, "\n\nMit freundlichen")
		if i < 0 {
			return s
		}
		return s[:i] + "\nWir rufen Sie morgen Vormittag an, um alles Weitere mit Ihnen zu besprechen." + s[i:]
	}},
	// An estimate or a plan is sold as a guarantee: "garantiert" before the first date
	// of a delivery or dispatch, 見込み → 保証, お届け予定日 → お届け確約日.
	{"ho16_estimate_sold_as_guarantee", "strings", func(lang, s string) string {
		if lang == "ja" {
			for _, p := range [][2]string{{"できる見込みです", "できることを保証いたします"}, {"見込み", "保証"}, {"予定日", "確約日"}, {"発送予定", "発送確約"}} {
				if strings.Contains(s, p[0]) {
					return strings.Replace(s, p[0], p[1], 1)
				}
			}
			return s
		}
		split, refs := hoAllSentences(lang, s)
		topic := regexp.MustCompile(`Liefer|liefer|Versand|senden|Inbetriebnahme`)
		at := regexp.MustCompile(` (am|auf den) \d`)
		for _, r := range refs {
			t := split[r.line][r.idx]
			if !topic.MatchString(t) {
				continue
			}
			if loc := at.FindStringIndex(t); loc != nil {
				split[r.line][r.idx] = t[:loc[0]] + " garantiert" + t[loc[0]:]
				return hoJoin(split)
			}
		}
		return s
	}},
	// The signature is left as the template's placeholders ([Ihr Name], ［氏名］).
	{"ho16_signature_replaced_by_placeholder", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		if lang == "ja" {
			if !ho16IsLetter(lang, s) {
				return s
			}
			last := strings.TrimSpace(lines[len(lines)-1])
			if last == "" || strings.HasSuffix(last, "。") || len(lines) < 3 || strings.TrimSpace(lines[len(lines)-2]) != "" {
				return s
			}
			lines[len(lines)-1] = "［会社名］ ［部署名］ ［氏名］"
			return strings.Join(lines, "\n")
		}
		for i, l := range lines {
			if strings.TrimSpace(l) == "Mit freundlichen Grüßen" && i+1 < len(lines) {
				ph := []string{"[Ihr Name]", "[Ihre Position]", "[Name des Unternehmens]"}
				n := min(len(lines)-i-1, len(ph))
				return strings.Join(append(lines[:i+1], ph[:n]...), "\n")
			}
		}
		return s
	}},
	// A prior agreement with the addressee is invented for a statement of the letter
	// ("…, wie telefonisch mit Ihnen vereinbart.", お電話でお約束したとおり、…).
	{"ho16_invented_prior_agreement", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(t string) string {
			tt := strings.TrimRight(t, " ")
			if len([]rune(tt)) < 12 || ho16Mark.MatchString(t) || strings.HasPrefix(t, "|") {
				return t
			}
			if lang == "ja" {
				for _, p := range []string{"今後とも", "よろしく", "いつも", "ご不明", "このたび", "お問い合わせ"} {
					if strings.HasPrefix(t, p) {
						return t
					}
				}
				if strings.HasSuffix(tt, "いたします。") || strings.HasSuffix(tt, "ます。") {
					return "お電話でお約束したとおり、" + t
				}
				return t
			}
			if !regexp.MustCompile(`\b[Ww]ir\b`).MatchString(tt) || !strings.HasSuffix(tt, ".") || strings.HasPrefix(tt, "Mit ") {
				return t
			}
			return strings.TrimSuffix(tt, ".") + ", wie telefonisch mit Ihnen vereinbart." + t[len(tt):]
		})
	}},
	// A sentence in the middle of the answer opens passive-aggressively, as if the
	// reader had been told before ("Wie bereits mehrfach erwähnt: …", 何度も申し上げて
	// おりますが、…).
	{"ho16_passive_aggressive_already_said", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(t string) string {
			m, b := ho16SplitMarker(t)
			if len([]rune(strings.TrimSpace(b))) < 12 || strings.HasPrefix(b, "|") || !ho16EndsSentence(strings.TrimSpace(b)) {
				return t
			}
			for _, p := range []string{"Mit ", "Sehr ", "Ihr", "今後とも", "よろしく"} {
				if strings.HasPrefix(b, p) {
					return t
				}
			}
			if lang == "ja" {
				return m + "何度も申し上げておりますが、" + b
			}
			if r := []rune(b)[0]; !unicode.IsUpper(r) {
				return t
			}
			return m + "Wie bereits mehrfach erwähnt: " + b
		})
	}},
}

// heldOutBatch16 is the sixteenth blind batch (sets A, B and C above).
var heldOutBatch16 = slices.Concat(ho16SetA, ho16SetB, ho16SetC)

// ---- harmless variants ----

var ho16HarmlessVariants = []hoHarmless{
	// JSON: no space after a member's colon, the space after its comma kept
	// ({"name":"Petra Müller", "city":"Lüneburg"}).
	{"ho16_json_colon_tight_comma_spaced", func(t *testing.T, lang string, c *Case) string {
		s := c.Golden
		if c.Output.Kind != "json" {
			return s
		}
		var b strings.Builder
		in, esc := false, false
		for i := 0; i < len(s); i++ {
			ch := s[i]
			b.WriteByte(ch)
			switch {
			case in:
				if esc {
					esc = false
				} else if ch == '\\' {
					esc = true
				} else if ch == '"' {
					in = false
				}
			case ch == '"':
				in = true
			case ch == ':':
				for i+1 < len(s) && s[i+1] == ' ' {
					i++
				}
			}
		}
		return b.String()
	}},
	// A no-break space between a product name and its model designation
	// (Nordwärme L9, カラダノート S5, ハコブネ WMS), as typesetters keep them on one line;
	// codes (TN-293) and legal forms are left alone.
	{"ho16_nbsp_before_model_designation", func(t *testing.T, lang string, c *Case) string {
		re := regexp.MustCompile(`\p{L}( )([A-Z]{1,3}\d{1,4}|[A-Z]{2,3}|Pro)\b`)
		return hoStringsOrText(t, c, func(s string) string {
			all := re.FindAllStringSubmatchIndex(s, -1)
			for i := len(all) - 1; i >= 0; i-- {
				l := all[i]
				tok := s[l[4]:l[5]]
				if (l[5] < len(s) && s[l[5]] == '-') || slices.Contains([]string{"AG", "KG", "OHG", "SE", "UG"}, tok) {
					continue
				}
				s = s[:l[2]] + "\u00a0" + s[l[3]:]
			}
			return s
		})
	}},
	// Japanese: the space between family and given name is a no-break space
	// (小林 恵子様).
	{"ho16_ja_name_space_nbsp", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		re := regexp.MustCompile(`(\p{Han}) (\p{Han})`)
		return hoStringsOrText(t, c, func(s string) string { return re.ReplaceAllString(s, "$1\u00a0$2") })
	}},
	// German: no-break spaces inside written dates and before "Uhr"
	// (26. Oktober 2026, 10:30 Uhr).
	{"ho16_de_nbsp_in_written_dates_and_clock", func(t *testing.T, lang string, c *Case) string {
		if lang == "ja" {
			return c.Golden
		}
		d := regexp.MustCompile(`(\d{1,2}\.) (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (\d{4})`)
		u := regexp.MustCompile(`(\d) Uhr`)
		return hoStringsOrText(t, c, func(s string) string {
			return u.ReplaceAllString(d.ReplaceAllString(s, "$1\u00a0$2\u00a0$3"), "$1\u00a0Uhr")
		})
	}},
	// Japanese: an ideographic space after a full-width colon (訪問日時：　2026年…).
	{"ho16_ja_ideographic_space_after_fullwidth_colon", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		re := regexp.MustCompile(`：([^\s　])`)
		return hoStringsOrText(t, c, func(s string) string { return re.ReplaceAllString(s, "：　$1") })
	}},
	// German: a narrow no-break space between a temperature and °C (21 °C).
	{"ho16_de_narrow_nbsp_before_degree", func(t *testing.T, lang string, c *Case) string {
		if lang == "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string { return strings.ReplaceAll(s, " °C", "\u202f°C") })
	}},
	// Markdown: an ordered list of ten or more items numbered with two digits
	// (01. … 10.), which renders the same list.
	{"ho16_md_ordered_markers_zero_padded", func(t *testing.T, lang string, c *Case) string {
		s := c.Golden
		if c.Output.Kind == "json" || !regexp.MustCompile(`(?m)^10\. `).MatchString(s) {
			return s
		}
		return regexp.MustCompile(`(?m)^(\d)\. `).ReplaceAllString(s, "0$1. ")
	}},
}
