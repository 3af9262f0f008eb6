package grade

// heldOutBatch21a: the eight families of damage once more, written blind by a
// helper who read only the goldens, the prompts and the names of the kinds before it,
// as an outside evaluator does who is told the gate already catches the obvious form
// of each family and tries the next forms: four kinds a family, each damaging one
// place of the answer.
//
//   1. facts that must agree: a unit price off while its line amount is kept, a
//      weekday moved to a neighbouring date, the first of two mentions of a figure
//      changed, a range or a postponement whose two ends are the same;
//   2. script: one Japanese noun in Hangul, one German word with Greek lookalike
//      letters, a Japanese request ending in Chinese, one German word in full-width
//      Latin letters;
//   3. repetition: a clause said twice in its sentence, a sentence restated with "as
//      said before", two sentences looped, a quoted name doubled;
//   4. register: a German modal particle ("doch mal"), a Japanese ending with よ〜！,
//      a kaomoji after an apology or thanks, a spoken filler opening a sentence;
//   5. quantities: yen as yuan (円 → 元, JPY → CNY), an amount tagged as thousands
//      (T€), a duration one unit down, a metric unit as its imperial one;
//   6. polarity: new/old and next/previous flipped, a Japanese "cannot" made "can",
//      included made separate (beiliegend, 同梱, 付属), same or as usual made different;
//   7. lists: a middle item duplicated (numbers renumbered), a table row taken out as
//      a sentence, a list's lead-in absorbed into its first item, a procedure's last
//      step moved to the front;
//   8. truncation: inside a late date, after a dangling list marker, inside an open
//      bracket, before a late sentence's predicate.
//
// First sight (2026-12-04): 209 of 261 caught (80.1 %). The misses were a German
// word in full-width letters (Tidy folds them, as Japanese typesets them), a sentence
// restated behind "Wie bereits erwähnt:", spoken fillers (Also, えっと), the particle
// "doch mal", included made separate, the same made another, and yen as yuan; after
// the rules they prompted, 255 of 261.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"
)

var (
	ho21aDeNumDate  = regexp.MustCompile(`\d{1,2}\.\d{1,2}\.\d{4}`)
	ho21aDeWeekdays = `Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag`
	ho21aDeDateWd   = regexp.MustCompile(`(?:(` + ho21aDeWeekdays + `), )?(\d{1,2})\.(\d{1,2})\.(\d{4})(?: \((` + ho21aDeWeekdays + `)\))?(,)?`)
	ho21aJaDateWd   = regexp.MustCompile(`(?:(\d{4})年|令和(\d{1,2})年)?(\d{1,2})月(\d{1,2})日(（[月火水木金土日]）)?`)
	ho21aMarker     = regexp.MustCompile(`^(\d+\. |[-*•] |・)`)
	ho21aNumbered   = regexp.MustCompile(`^(\d+)\. `)
	ho21aTableSep   = regexp.MustCompile(`^\|[-:| ]+\|\s*$`)
)

var ho21aJaWeekday = map[string]time.Weekday{"日": time.Sunday, "月": time.Monday, "火": time.Tuesday, "水": time.Wednesday,
	"木": time.Thursday, "金": time.Friday, "土": time.Saturday}

var ho21aDeWeekday = map[string]time.Weekday{"Sonntag": time.Sunday, "Montag": time.Monday, "Dienstag": time.Tuesday,
	"Mittwoch": time.Wednesday, "Donnerstag": time.Thursday, "Freitag": time.Friday, "Samstag": time.Saturday}

func ho21aIsJSON(s string) bool {
	t := strings.TrimSpace(s)
	return strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[")
}

// ho21aEarliest replaces the earliest occurrence of any pair's first string (the
// longer one on a tie) by its second, once.
func ho21aEarliest(s string, pairs [][2]string) string {
	best, at := -1, len(s)+1
	for i, p := range pairs {
		k := strings.Index(s, p[0])
		if k < 0 {
			continue
		}
		if k < at || (k == at && len(p[0]) > len(pairs[best][0])) {
			best, at = i, k
		}
	}
	if best < 0 {
		return s
	}
	return s[:at] + pairs[best][1] + s[at+len(pairs[best][0]):]
}

// ho21aBumpSecondDigit raises the second significant digit of a figure by one (9
// becomes 8): 2,480 → 2,580, 185.00 → 195.00, 8,900 → 8,800.
func ho21aBumpSecondDigit(num string) string {
	b := []byte(num)
	seen := 0
	for i, c := range b {
		if c < '0' || c > '9' || (seen == 0 && c == '0') {
			continue
		}
		seen++
		if seen == 2 {
			if c == '9' {
				b[i] = '8'
			} else {
				b[i] = c + 1
			}
			return string(b)
		}
	}
	return num
}

// ho21aYear is the year a year-less date of the text belongs to: the first 20xx the
// text writes, else 2026 (the fixtures' year).
func ho21aYear(s string) int {
	if m := regexp.MustCompile(`20\d\d`).FindString(s); m != "" {
		y, _ := strconv.Atoi(m)
		return y
	}
	return 2026
}

func ho21aWeekdayOf(y, m, d int) time.Weekday {
	return time.Date(y, time.Month(m), d, 12, 0, 0, 0, time.UTC).Weekday()
}

// ho21aSplitMarker splits a sentence into its list marker (if any) and the rest.
func ho21aSplitMarker(sentence string) (string, string) {
	if m := ho21aMarker.FindString(sentence); m != "" {
		return m, sentence[len(m):]
	}
	return "", sentence
}

// ho21aTableCells splits a Markdown table row at its pipes: parts[1:len-1] are the
// cells, with their padding.
func ho21aTableCells(line string) []string { return strings.Split(line, "|") }

var heldOutBatch21a = []heldOutKind{
	// ---- 1. facts that must agree ----

	// A unit price off in its second digit while quantity, line amount and total are
	// kept (2,480円 → 2,580円 for 10箱 = 24,800円; "einzelpreis": 185.00 → 195.00 for 4
	// pieces of a netto 869.00): the multiplier no longer gives the product.
	{"ho21a_unit_price_off_line_kept", "raw", func(lang, s string) string {
		if ho21aIsJSON(s) {
			return hoFirstMatch(regexp.MustCompile(`("(?:einzelpreis|unit_price|stueckpreis)":\s*)(\d+(?:\.\d+)?)`), s, func(m []string) string {
				return m[1] + ho21aBumpSecondDigit(m[2])
			})
		}
		lines := strings.Split(s, "\n")
		for i := 0; i+2 < len(lines); i++ {
			if !strings.HasPrefix(lines[i], "|") || !ho21aTableSep.MatchString(lines[i+1]) {
				continue
			}
			head := ho21aTableCells(lines[i])
			col, hasAmount := -1, false
			for j, c := range head {
				switch strings.TrimSpace(c) {
				case "単価", "Einzelpreis", "Stückpreis":
					col = j
				case "金額", "Gesamtpreis", "Betrag", "Summe":
					hasAmount = true
				}
			}
			if col < 0 || !hasAmount {
				return s
			}
			cells := ho21aTableCells(lines[i+2])
			if col >= len(cells) {
				return s
			}
			num := regexp.MustCompile(`\d[\d.,]*`)
			cells[col] = hoFirstMatch(num, cells[col], func(m []string) string { return ho21aBumpSecondDigit(m[0]) })
			lines[i+2] = strings.Join(cells, "|")
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// A date's weekday moved to the nearest other date of the answer, on which it is
	// wrong (お届け予定でした10月16日 … 10月21日（水） → 10月16日（水） … 10月21日; bis zum
	// 22.10.2026 … am Montag, 19.10.2026, → bis zum Montag, 22.10.2026 … am 19.10.2026).
	{"ho21a_weekday_moved_to_other_date", "longest", func(lang, s string) string {
		type date struct {
			start, end int // the date without its weekday
			y, m, d    int
			wd         string
			wdFrom     int // the weekday's text to remove: [wdFrom, wdTo)
			wdTo       int
			comma      int // a comma after the date that goes with a prefixed weekday, or -1
			prefix     bool
		}
		var ds []date
		if lang == "ja" {
			fallback := ho21aYear(s)
			for _, loc := range ho21aJaDateWd.FindAllStringSubmatchIndex(s, -1) {
				g := func(k int) string {
					if loc[2*k] < 0 {
						return ""
					}
					return s[loc[2*k]:loc[2*k+1]]
				}
				y := fallback
				if g(1) != "" {
					y, _ = strconv.Atoi(g(1))
				} else if g(2) != "" {
					r, _ := strconv.Atoi(g(2))
					y = 2018 + r
				}
				m, _ := strconv.Atoi(g(3))
				d, _ := strconv.Atoi(g(4))
				dt := date{start: loc[0], end: loc[1], y: y, m: m, d: d, comma: -1}
				if g(5) != "" {
					dt.end = loc[10]
					dt.wd = strings.Trim(g(5), "（）")
					dt.wdFrom, dt.wdTo = loc[10], loc[11]
				}
				ds = append(ds, dt)
			}
		} else {
			for _, loc := range ho21aDeDateWd.FindAllStringSubmatchIndex(s, -1) {
				g := func(k int) string {
					if loc[2*k] < 0 {
						return ""
					}
					return s[loc[2*k]:loc[2*k+1]]
				}
				d, _ := strconv.Atoi(g(2))
				m, _ := strconv.Atoi(g(3))
				y, _ := strconv.Atoi(g(4))
				dt := date{start: loc[4], end: loc[9], y: y, m: m, d: d, comma: -1}
				switch {
				case g(1) != "":
					dt.wd, dt.prefix = g(1), true
					dt.wdFrom, dt.wdTo = loc[2], loc[4]
					if g(6) != "" {
						// "am Montag, 19.10.2026, ab 8 Uhr": the comma closing the
						// apposition goes with the weekday.
						dt.comma = loc[12]
					}
				case g(5) != "":
					dt.wd = g(5)
					dt.wdFrom, dt.wdTo = loc[9], loc[11]+1
				}
				ds = append(ds, dt)
			}
		}
		src := -1
		for i, d := range ds {
			if d.wd != "" {
				src = i
				break
			}
		}
		if src < 0 {
			return s
		}
		w := ds[src]
		want := ho21aJaWeekday[w.wd]
		if lang != "ja" {
			want = ho21aDeWeekday[w.wd]
		}
		// the nearest date without a weekday, before the source first
		order := []int{}
		for k := 1; k < len(ds); k++ {
			if src-k >= 0 {
				order = append(order, src-k)
			}
			if src+k < len(ds) {
				order = append(order, src+k)
			}
		}
		for _, t := range order {
			tg := ds[t]
			if tg.wd != "" || ho21aWeekdayOf(tg.y, tg.m, tg.d) == want {
				continue
			}
			type edit struct {
				from, to int
				text     string
			}
			var es []edit
			es = append(es, edit{w.wdFrom, w.wdTo, ""})
			if w.comma >= 0 {
				es = append(es, edit{w.comma, w.comma + 1, ""})
			}
			switch {
			case lang == "ja":
				es = append(es, edit{tg.end, tg.end, "（" + w.wd + "）"})
			case w.prefix:
				es = append(es, edit{tg.start, tg.start, w.wd + ", "})
			default:
				es = append(es, edit{tg.end, tg.end, " (" + w.wd + ")"})
			}
			// apply from the back
			for i := 0; i < len(es); i++ {
				for j := i + 1; j < len(es); j++ {
					if es[j].from > es[i].from {
						es[i], es[j] = es[j], es[i]
					}
				}
			}
			out := s
			for _, e := range es {
				out = out[:e.from] + e.text + out[e.to:]
			}
			return out
		}
		return s
	}},
	// The first of two mentions of one figure changed, the second kept (the table's "2
	// Jahre" Garantie → "7 Jahre" while the recommendation says "nur 2 Jahre"; 10
	// Minuten … wenn die 10 Minuten abgelaufen sind; 追加ユーザー分の料金5,500円 … 追加ユーザー料金
	// 5,500円; the summary's 10月19日 against the reply's).
	{"ho21a_repeated_figure_first_changed", "raw", func(lang, s string) string {
		re := regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} €|\b\d{1,3} (?:Minuten|Stunden|Tage|Tagen|Wochen|Monate|Jahre|Jahren)\b|\b\d{1,2}\.\d{1,2}\.\d{4}`)
		if lang == "ja" {
			re = regexp.MustCompile(`\d[\d,]*(?:万円|円|個|箱|分|秒|時間|名|週間)|\d{1,2}月\d{1,2}日`)
		}
		locs := re.FindAllStringIndex(s, -1)
		count := map[string]int{}
		for _, l := range locs {
			count[s[l[0]:l[1]]]++
		}
		for _, l := range locs {
			tok := s[l[0]:l[1]]
			if count[tok] < 2 {
				continue
			}
			isDate := strings.HasSuffix(tok, "日") || ho21aDeNumDate.MatchString(tok)
			if isDate && (strings.HasPrefix(s[l[1]:], "（") || strings.HasPrefix(s[l[1]:], " (")) {
				// a date with its weekday: a changed day would break the weekday too
				continue
			}
			var nw string
			switch {
			case strings.HasSuffix(tok, "日") && strings.Contains(tok, "月"):
				mi := strings.Index(tok, "月")
				d, _ := strconv.Atoi(strings.TrimSuffix(tok[mi+len("月"):], "日"))
				if d >= 28 {
					continue
				}
				nw = tok[:mi+len("月")] + strconv.Itoa(d+1) + "日"
			case ho21aDeNumDate.MatchString(tok):
				p := strings.SplitN(tok, ".", 2)
				d, _ := strconv.Atoi(p[0])
				if d >= 28 {
					continue
				}
				nw = fmt.Sprintf("%02d.%s", d+1, p[1])
			default:
				num := regexp.MustCompile(`^\d[\d.,]*`).FindString(tok)
				if n, err := strconv.Atoi(num); err == nil && n < 100 {
					nw = strconv.Itoa(n+5) + tok[len(num):]
				} else {
					nw = ho21aBumpSecondDigit(num) + tok[len(num):]
				}
			}
			return s[:l[0]] + nw + s[l[1]:]
		}
		return s
	}},
	// A range's or a move's two ends made the same (zwischen 8 und 12 Uhr → zwischen 8
	// und 8 Uhr, vom 02.11.2026 auf den 16.11.2026 → auf den 02.11.2026, 14時〜16時 →
	// 14時〜14時, "end_date" set to "start_date").
	{"ho21a_range_end_equals_start", "raw", func(lang, s string) string {
		type cand struct {
			at  int
			out string
		}
		var cs []cand
		try := func(re *regexp.Regexp, f func(m []string) string) {
			if loc := re.FindStringIndex(s); loc != nil {
				out := hoFirstMatch(re, s, f)
				if out != s {
					cs = append(cs, cand{loc[0], out})
				}
			}
		}
		date := `(\d{1,2}\.\d{1,2}\.\d{4})`
		if lang == "de" {
			try(regexp.MustCompile(`zwischen (\d{1,2}) und (\d{1,2}) Uhr`), func(m []string) string { return "zwischen " + m[1] + " und " + m[1] + " Uhr" })
			try(regexp.MustCompile(`(von )?(\d{1,2}) bis (\d{1,2}) Uhr`), func(m []string) string { return m[1] + m[2] + " bis " + m[2] + " Uhr" })
			wd := `( \((?:` + ho21aDeWeekdays + `)\))?`
			try(regexp.MustCompile(`vom `+date+wd+` auf den `+date+wd), func(m []string) string { return "vom " + m[1] + m[2] + " auf den " + m[1] + m[2] })
			try(regexp.MustCompile(`am `+date+` statt am `+date), func(m []string) string { return "am " + m[2] + " statt am " + m[2] })
		} else {
			try(regexp.MustCompile(`(\d{1,2})時(〜|～|から)(\d{1,2})時`), func(m []string) string { return m[1] + "時" + m[2] + m[1] + "時" })
			try(regexp.MustCompile(`((?:\d{4}年)?(\d{1,2}月\d{1,2}日))から((?:\d{4}年)?)\d{1,2}月\d{1,2}日`), func(m []string) string { return m[1] + "から" + m[3] + m[2] })
		}
		try(regexp.MustCompile(`("start_date":\s*"([^"]+)"(?:[^{}]*?)"end_date":\s*")[^"]+"`), func(m []string) string { return m[1] + m[2] + `"` })
		if len(cs) == 0 {
			return s
		}
		best := cs[0]
		for _, c := range cs[1:] {
			if c.at < best.at {
				best = c
			}
		}
		return best.out
	}},

	// ---- 2. script and characters ----

	// One Japanese noun of a middle sentence written in Hangul, its Korean reading
	// (確認 → 확인, 連絡 → 연락, 契約 → 계약), as a model drifting into Korean writes it.
	{"ho21a_ja_noun_in_hangul", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		dict := [][2]string{{"確認", "확인"}, {"連絡", "연락"}, {"注文", "주문"}, {"電話", "전화"}, {"住所", "주소"},
			{"請求書", "청구서"}, {"料金", "요금"}, {"予定", "예정"}, {"修理", "수리"}, {"契約", "계약"}, {"発送", "발송"},
			{"交換", "교환"}, {"設定", "설정"}, {"予算", "예산"}, {"延期", "연기"}, {"移転", "이전"}, {"訪問", "방문"},
			{"支払い", "지불"}, {"返信", "회신"}, {"測定", "측정"}, {"接続", "접속"}, {"調査", "조사"}, {"担当", "담당"},
			{"破損", "파손"}}
		return hoMiddleSentence(lang, s, func(sen string) string { return ho21aEarliest(sen, dict) })
	}},
	// One German word of a middle sentence written with Greek letters that look like
	// Latin ones: its o as omicron, a lookalike capital as the Greek capital (erfolgt →
	// erfοlgt, Termin → Τermin, Müller → Μüller); the first word of six letters that has
	// either.
	{"ho21a_de_word_greek_lookalikes", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		caps := map[rune]rune{'A': 'Α', 'B': 'Β', 'E': 'Ε', 'H': 'Η', 'I': 'Ι', 'K': 'Κ', 'M': 'Μ', 'N': 'Ν', 'O': 'Ο', 'P': 'Ρ', 'T': 'Τ', 'X': 'Χ', 'Y': 'Υ', 'Z': 'Ζ'}
		word := regexp.MustCompile(`\p{L}{6,}`)
		return hoMiddleSentence(lang, s, func(sen string) string {
			for _, loc := range word.FindAllStringIndex(sen, -1) {
				w := sen[loc[0]:loc[1]]
				first, _ := ho21aFirstRune(w)
				if !strings.ContainsRune(w, 'o') && caps[first] == 0 {
					continue
				}
				nw := []rune(w)
				if g := caps[nw[0]]; g != 0 {
					nw[0] = g
				}
				for i, r := range nw {
					if r == 'o' {
						nw[i] = 'ο'
					}
				}
				return sen[:loc[0]] + string(nw) + sen[loc[1]:]
			}
			return sen
		})
	}},
	// A Japanese request's closing clause written in Chinese (ご不明な点がございましたら、
	// お気軽にお問い合わせください。 → ご不明な点がございましたら、请随时与我们联系。).
	{"ho21a_ja_request_clause_in_chinese", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho21aEarliest(s, [][2]string{
			{"お気軽にお問い合わせください。", "请随时与我们联系。"},
			{"本メールにご返信ください。", "请直接回复本邮件。"},
			{"お手数ですがサポート窓口までお問い合わせください。", "麻烦您联系客服窗口。"},
			{"ご連絡くださいますようお願いいたします。", "请与我们联系。"},
			{"よろしくお願いいたします。", "请多多关照。"},
		})
	}},
	// One German word of a middle sentence in full-width Latin letters (Ｖｅｒｓｉｃｈｅｒｔｅｎｋａｒｔｅ),
	// as a tokenizer trained on Japanese text emits it.
	{"ho21a_de_word_fullwidth_latin", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		word := regexp.MustCompile(`\b[A-Za-z]{7,}\b`)
		return hoMiddleSentence(lang, s, func(sen string) string {
			for _, loc := range word.FindAllStringIndex(sen, -1) {
				// a word of ASCII letters only, not part of a word with umlauts
				if loc[0] > 0 && sen[loc[0]-1] >= 0x80 || loc[1] < len(sen) && sen[loc[1]] >= 0x80 {
					continue
				}
				return sen[:loc[0]] + hoFullWidthAlnum(sen[loc[0]:loc[1]]) + sen[loc[1]:]
			}
			return sen
		})
	}},

	// ---- 3. repetition ----

	// A clause of a middle sentence said twice in a row (…Nachricht, und es tut uns
	// leid, und es tut uns leid, dass …; …につきまして、10月16日にお届けする予定でしたが、
	// 10月16日にお届けする予定でしたが、配送センター…).
	{"ho21a_clause_doubled_in_sentence", "longest", func(lang, s string) string {
		sep := ", "
		if lang == "ja" {
			sep = "、"
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			i := strings.Index(sen, sep)
			if i < 0 {
				return sen
			}
			rest := sen[i+len(sep):]
			var clause string
			if j := strings.Index(rest, sep); j >= 0 {
				clause = rest[:j+len(sep)]
			} else {
				clause = strings.TrimRight(rest, " ")
				clause = strings.TrimRight(clause, ".。!?！？")
				if clause == "" {
					return sen
				}
				clause += sep
			}
			if len([]rune(clause)) < 8 {
				return sen
			}
			return sen[:i+len(sep)] + clause + rest
		})
	}},
	// A middle sentence said again right after itself behind "as said before" (Wie
	// bereits erwähnt: …, 繰り返しになりますが、…).
	{"ho21a_sentence_restated_as_said", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			_, body := ho21aSplitMarker(sen)
			body = strings.TrimRight(body, " ")
			if len([]rune(body)) < 20 {
				return sen
			}
			last, _ := ho21aLastRune(body)
			if !strings.ContainsRune(".。!?！？", last) {
				return sen
			}
			trail := sen[len(strings.TrimRight(sen, " ")):]
			if lang == "ja" {
				return strings.TrimRight(sen, " ") + "繰り返しになりますが、" + body + trail
			}
			return strings.TrimRight(sen, " ") + " Wie bereits erwähnt: " + body + trail
		})
	}},
	// Two consecutive lines (or sentences of one line) looped once: A B A B.
	{"ho21a_sentence_pair_looped", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		// two consecutive non-empty prose lines of at least 12 runes each
		var pairs []int
		for i := 0; i+1 < len(lines); i++ {
			a, b := strings.TrimSpace(lines[i]), strings.TrimSpace(lines[i+1])
			if len([]rune(a)) >= 12 && len([]rune(b)) >= 12 && !strings.HasPrefix(a, "|") && !strings.HasPrefix(b, "|") {
				pairs = append(pairs, i)
			}
		}
		if len(pairs) > 0 {
			i := pairs[len(pairs)/2]
			out := append([]string{}, lines[:i+2]...)
			out = append(out, lines[i], lines[i+1])
			out = append(out, lines[i+2:]...)
			return strings.Join(out, "\n")
		}
		// one line: two consecutive sentences of the middle
		split, refs := hoAllSentences(lang, s)
		for k := range refs {
			r := refs[(len(refs)/2+k)%len(refs)]
			ss := split[r.line]
			if r.idx+1 >= len(ss) || len([]rune(ss[r.idx])) < 12 || len([]rune(ss[r.idx+1])) < 12 {
				continue
			}
			a, b := ss[r.idx], ss[r.idx+1]
			sp := ""
			if lang != "ja" && !strings.HasSuffix(b, " ") {
				sp = " "
			}
			ss[r.idx+1] = b + sp + a + strings.TrimRight(b, " ") + b[len(strings.TrimRight(b, " ")):]
			return hoJoin(split)
		}
		return s
	}},
	// A quoted name said twice („Nordlicht 40“ „Nordlicht 40“, 「ハルカゼ羽毛布団 ダブル」
	// 「ハルカゼ羽毛布団 ダブル」).
	{"ho21a_quoted_name_doubled", "longest", func(lang, s string) string {
		re := regexp.MustCompile(`„[^“\n]{2,40}“`)
		sep := " "
		if lang == "ja" {
			re = regexp.MustCompile(`「[^」\n]{2,40}」`)
			sep = ""
		}
		return hoFirstMatch(re, s, func(m []string) string { return m[0] + sep + m[0] })
	}},

	// ---- 4. register ----

	// A German request softened into chat with "doch mal" (Bitte bringen Sie doch mal
	// Ihre Versichertenkarte mit; Tippen Sie doch mal in der App …).
	{"ho21a_de_modal_particle_doch_mal", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		re := regexp.MustCompile(`^((?:\d+\. |- )?(?:Bitte )?\p{L}+en Sie )`)
		return hoMiddleSentence(lang, s, func(sen string) string {
			return hoFirstMatch(re, sen, func(m []string) string { return m[1] + "doch mal " })
		})
	}},
	// One Japanese sentence ending chummy (…です。 → …ですよ〜！, …ます。 → …ますよ〜！).
	{"ho21a_ja_ending_yo_wave", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			for _, e := range []string{"ます。", "です。"} {
				if strings.HasSuffix(sen, e) {
					return strings.TrimSuffix(sen, "。") + "よ〜！"
				}
			}
			return sen
		})
	}},
	// A kaomoji after the apology or the thanks of a Japanese letter
	// (申し訳ございません。 → 申し訳ございませんm(_ _)m, ありがとうございます。 → ありがとうございます(^^)).
	{"ho21a_ja_kaomoji_after_apology", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if strings.Contains(s, "申し訳ございません。") {
			return strings.Replace(s, "申し訳ございません。", "申し訳ございませんm(_ _)m", 1)
		}
		return ho21aEarliest(s, [][2]string{{"ありがとうございます。", "ありがとうございます(^^)"}, {"ありがとうございました。", "ありがとうございました(^^)"}})
	}},
	// A spoken filler opening a middle sentence (Also, bitte bringen Sie …; えっと、新しい
	// お届け予定日は…).
	{"ho21a_spoken_filler_opening", "longest", func(lang, s string) string {
		lower := map[string]bool{"Bitte": true, "Wir": true, "Die": true, "Der": true, "Das": true, "Den": true, "Falls": true,
			"Sobald": true, "Bei": true, "Hier": true, "Mit": true, "Aufgrund": true, "Vielen": true, "Gern": true, "Hiermit": true,
			"Gewünscht": true, "Weil": true, "Er": true, "Sie": false}
		imperative := regexp.MustCompile(`^\p{Lu}\p{Ll}+en Sie\b`)
		return hoMiddleSentence(lang, s, func(sen string) string {
			marker, body := ho21aSplitMarker(sen)
			if len([]rune(strings.TrimSpace(body))) < 12 {
				return sen
			}
			if lang == "ja" {
				if strings.HasPrefix(body, "「") || !strings.ContainsAny(body, "。") {
					return sen
				}
				return marker + "えっと、" + body
			}
			first := strings.SplitN(body, " ", 2)[0]
			if !lower[first] && !imperative.MatchString(body) {
				return sen
			}
			r, size := ho21aFirstRune(body)
			return marker + "Also, " + string(unicode.ToLower(r)) + body[size:]
		})
	}},

	// ---- 5. quantities ----

	// Yen written as yuan, the number kept (500円 → 500元, "currency": "JPY" → "CNY"),
	// the Chinese reading of ¥.
	{"ho21a_yen_as_yuan", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if s == "JPY" {
			return "CNY"
		}
		return hoFirstMatch(regexp.MustCompile(`(\d[\d,]*(?:万|億)?)円`), s, func(m []string) string { return m[1] + "元" })
	}},
	// A euro amount tagged as thousands, the figure kept (3.912,50 € → 3.912,50 T€): a
	// report's convention in a letter, a thousand times the amount.
	{"ho21a_de_amount_tagged_thousands", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2}) €`), s, func(m []string) string { return m[1] + " T€" })
	}},
	// A duration one unit down, the number kept (10 Minuten → 10 Sekunden, 24 Stunden →
	// 24 Minuten, 6 Wochen → 6 Tage, 30分前 → 30秒前, 2週間 → 2日間).
	{"ho21a_duration_unit_one_step_down", "first", func(lang, s string) string {
		if lang == "ja" {
			down := map[string]string{"分": "秒", "時間": "分", "週間": "日間", "日間": "時間", "か月": "週間", "ヶ月": "週間", "カ月": "週間", "年間": "か月"}
			return hoFirstMatch(regexp.MustCompile(`(\d)(時間|週間|日間|か月|ヶ月|カ月|年間|分)`), s, func(m []string) string { return m[1] + down[m[2]] })
		}
		down := map[string]string{"Minuten": "Sekunden", "Stunden": "Minuten", "Tage": "Stunden", "Tagen": "Stunden", "Wochen": "Tage",
			"Monate": "Wochen", "Monaten": "Wochen", "Jahre": "Monate", "Jahren": "Monaten"}
		return hoFirstMatch(regexp.MustCompile(`\b(\d+|zwei|drei|vier|fünf|sechs|zehn) (Minuten|Stunden|Tage|Tagen|Wochen|Monate|Monaten|Jahre|Jahren)\b`), s, func(m []string) string {
			return m[1] + " " + down[m[2]]
		})
	}},
	// A metric unit written as its imperial one, the number kept (21 °C → 21 °F, 2メートル
	// → 2フィート).
	{"ho21a_metric_unit_as_imperial", "first", func(lang, s string) string {
		return ho21aEarliest(s, [][2]string{{"°C", "°F"}, {"メートル", "フィート"}, {" km", " Meilen"}, {"キロメートル", "マイル"}, {"Zentimeter", "Zoll"}, {"センチ", "インチ"}})
	}},

	// ---- 6. polarity ----

	// New and old, next and previous flipped once (die alte Gasheizung → die neue, Die
	// nächste Sitzung → Die vorige Sitzung, 新住所 → 旧住所, 次回のお買い物 → 前回のお買い物).
	{"ho21a_new_old_next_previous_flipped", "longest", func(lang, s string) string {
		return ho21aEarliest(s, [][2]string{
			{"Die alte ", "Die neue "}, {"die alte ", "die neue "}, {"den neuen Termin", "den alten Termin"},
			{"Die nächste Sitzung", "Die vorige Sitzung"}, {"die nächste Sitzung", "die vorige Sitzung"},
			{"新住所", "旧住所"}, {"新しい電話番号", "以前の電話番号"}, {"旧事務所", "新事務所"}, {"新しいお届け予定日", "当初のお届け予定日"},
			{"次回のお買い物", "前回のお買い物"}, {"新しい電池", "古い電池"}, {"最新版", "旧版"}, {"新センター", "旧センター"},
		})
	}},
	// A Japanese "cannot" made "can" in its potential form (途中解約はできません → できます,
	// 正しく測定できないことがあります → できることがあります, 使えない → 使える).
	{"ho21a_ja_cannot_made_can", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho21aEarliest(s, [][2]string{{"できません", "できます"}, {"できない", "できる"}, {"使えない", "使える"},
			{"込めない", "込める"}, {"つながらない", "つながる"}})
	}},
	// Something included made separate (mit dem beiliegenden Rücksendeetikett → mit dem
	// separat zugesandten, 同梱の返送用伝票 → 別送の, 付属のコイン形電池 → 別売の).
	{"ho21a_included_made_separate", "longest", func(lang, s string) string {
		return ho21aEarliest(s, [][2]string{{"beiliegenden", "separat zugesandten"}, {"beiliegende", "separat zugesandte"},
			{"同梱の", "別送の"}, {"付属の", "別売の"}})
	}},
	// The same or as usual made different (noch am selben Tag → noch am Folgetag, wie
	// gewohnt → ausnahmsweise, 同じ数字 → 別の数字, 引き続き → 新たに).
	{"ho21a_same_made_different", "longest", func(lang, s string) string {
		return ho21aEarliest(s, [][2]string{{"am selben Tag", "am Folgetag"}, {"wie gewohnt", "ausnahmsweise"},
			{"同じ数字", "別の数字"}, {"引き続き", "新たに"}})
	}},

	// ---- 7. lists ----

	// The middle item of a list or table duplicated right after itself, a numbered
	// list renumbered after it (… 5. Tippen …, 6. Tippen …, 7. Geben … 11. Speichern …).
	{"ho21a_middle_item_duplicated_renumbered", "raw", func(lang, s string) string {
		if ho21aIsJSON(s) {
			return s
		}
		lines := strings.Split(s, "\n")
		var items []int
		inTable := false
		for i, l := range lines {
			switch {
			case strings.HasPrefix(l, "|"):
				if ho21aTableSep.MatchString(l) {
					inTable = true
				} else if inTable {
					items = append(items, i)
				}
			default:
				inTable = false
				if ho21aMarker.MatchString(l) {
					items = append(items, i)
				}
			}
		}
		if len(items) < 2 {
			return s
		}
		at := items[len(items)/2]
		dup := lines[at]
		out := append([]string{}, lines[:at+1]...)
		rest := append([]string{}, lines[at+1:]...)
		if m := ho21aNumbered.FindStringSubmatch(dup); m != nil {
			n, _ := strconv.Atoi(m[1])
			dup = strconv.Itoa(n+1) + ". " + dup[len(m[0]):]
			for i := range rest {
				mm := ho21aNumbered.FindStringSubmatch(rest[i])
				if mm == nil {
					break
				}
				n, _ := strconv.Atoi(mm[1])
				rest[i] = strconv.Itoa(n+1) + ". " + rest[i][len(mm[0]):]
			}
		}
		out = append(out, dup)
		return strings.Join(append(out, rest...), "\n")
	}},
	// The middle row of a table taken out of it and written as a line under the table
	// (Nordkälte AG – Preis: 12.450,00 €, Lieferzeit: 4 Wochen, Garantie: 2 Jahre.).
	{"ho21a_table_row_as_sentence", "raw", func(lang, s string) string {
		if ho21aIsJSON(s) {
			return s
		}
		lines := strings.Split(s, "\n")
		for h := 0; h+3 < len(lines); h++ {
			if !strings.HasPrefix(lines[h], "|") || !ho21aTableSep.MatchString(lines[h+1]) {
				continue
			}
			end := h + 2
			for end < len(lines) && strings.HasPrefix(lines[end], "|") {
				end++
			}
			body := end - (h + 2)
			if body < 2 {
				return s
			}
			row := h + 2 + body/2
			head := ho21aTableCells(lines[h])
			cells := ho21aTableCells(lines[row])
			if len(cells) != len(head) || len(cells) < 4 {
				return s
			}
			var parts []string
			for j := 2; j < len(cells)-1; j++ {
				if lang == "ja" {
					parts = append(parts, strings.TrimSpace(head[j])+" "+strings.TrimSpace(cells[j]))
				} else {
					parts = append(parts, strings.TrimSpace(head[j])+": "+strings.TrimSpace(cells[j]))
				}
			}
			var sentence string
			if lang == "ja" {
				sentence = strings.TrimSpace(cells[1]) + "：" + strings.Join(parts, "、") + "。"
			} else {
				sentence = strings.TrimSpace(cells[1]) + " – " + strings.Join(parts, ", ") + "."
			}
			out := append([]string{}, lines[:row]...)
			out = append(out, lines[row+1:end]...)
			out = append(out, "", sentence)
			out = append(out, lines[end:]...)
			return strings.Join(out, "\n")
		}
		return s
	}},
	// The last lead-in line of a list absorbed into the list's first item (Falls die
	// Verbindung nicht klappt:\n- Starten Sie … → - Falls die Verbindung nicht klappt:
	// Starten Sie …).
	{"ho21a_lead_in_absorbed_into_first_item", "raw", func(lang, s string) string {
		if ho21aIsJSON(s) {
			return s
		}
		lines := strings.Split(s, "\n")
		for i := len(lines) - 2; i >= 0; i-- {
			l := strings.TrimSpace(lines[i])
			if l == "" || ho21aMarker.MatchString(l) || strings.HasPrefix(l, "|") {
				continue
			}
			if !strings.HasSuffix(l, ":") && !strings.HasSuffix(l, "：") && !strings.HasSuffix(l, "。") {
				continue
			}
			j := i + 1
			if j < len(lines) && strings.TrimSpace(lines[j]) == "" {
				j++
			}
			if j >= len(lines) {
				continue
			}
			m := ho21aMarker.FindString(lines[j])
			if m == "" {
				continue
			}
			sep := " "
			if lang == "ja" {
				sep = ""
			}
			lines[j] = m + l + sep + lines[j][len(m):]
			return strings.Join(append(lines[:i:i], lines[j:]...), "\n")
		}
		return s
	}},
	// A procedure's last numbered step moved to the front, the steps renumbered (1.
	// Speichern Sie den Plan … 2. Laden Sie die kostenlose WärmeApp …).
	{"ho21a_last_step_moved_to_front", "raw", func(lang, s string) string {
		if ho21aIsJSON(s) {
			return s
		}
		lines := strings.Split(s, "\n")
		for i := 0; i < len(lines); i++ {
			if !ho21aNumbered.MatchString(lines[i]) {
				continue
			}
			j := i
			for j < len(lines) && ho21aNumbered.MatchString(lines[j]) {
				j++
			}
			if j-i < 3 {
				i = j
				continue
			}
			var texts []string
			for k := i; k < j; k++ {
				texts = append(texts, lines[k][len(ho21aNumbered.FindString(lines[k])):])
			}
			texts = append([]string{texts[len(texts)-1]}, texts[:len(texts)-1]...)
			for k := range texts {
				lines[i+k] = strconv.Itoa(k+1) + ". " + texts[k]
			}
			return strings.Join(lines, "\n")
		}
		return s
	}},

	// ---- 8. truncation ----

	// The answer stops inside the first date of its later part (am 12.11.20, お支払い期限は
	// 2026年10月3).
	{"ho21a_cut_inside_late_date", "longest", func(lang, s string) string {
		var re *regexp.Regexp
		if lang == "ja" {
			re = regexp.MustCompile(`(?:\d{4}年)?\d{1,2}月(\d{1,2})日`)
		} else {
			re = regexp.MustCompile(`\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}`)
		}
		for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
			if loc[0]*100 < len(s)*35 {
				continue
			}
			if lang == "ja" {
				day := s[loc[2]:loc[3]]
				if len(day) == 2 {
					return s[:loc[2]+1]
				}
				return s[:loc[2]]
			}
			return s[:loc[1]-2]
		}
		return s
	}},
	// The answer stops right after the marker of its last list item or table row ("…
	// \n- ", "…\n・", "…\n| ").
	{"ho21a_cut_after_dangling_marker", "raw", func(lang, s string) string {
		if ho21aIsJSON(s) {
			return s
		}
		lines := strings.Split(s, "\n")
		for i := len(lines) - 1; i > 0; i-- {
			l := lines[i]
			if m := ho21aMarker.FindString(l); m != "" {
				return strings.Join(lines[:i], "\n") + "\n" + m
			}
			if strings.HasPrefix(l, "| ") && !ho21aTableSep.MatchString(l) && i >= 2 && strings.HasPrefix(lines[i-1], "|") {
				return strings.Join(lines[:i], "\n") + "\n| "
			}
		}
		return s
	}},
	// The answer stops inside the last bracket or quotation of two or more characters,
	// never closed ((Mon, „Plan, （税, 「カラダ).
	{"ho21a_cut_inside_open_bracket", "longest", func(lang, s string) string {
		re := regexp.MustCompile(`（[^（）\n]{2,}）|\([^()\n]{2,}\)|「[^「」\n]{2,}」|„[^„“\n]{2,}“|『[^『』\n]{2,}』`)
		locs := re.FindAllStringIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		l := locs[len(locs)-1]
		inner := []rune(s[l[0]:l[1]])
		keep := 1 + max(1, (len(inner)-2)/2)
		return strings.TrimRight(s[:l[0]]+string(inner[:keep]), " ")
	}},
	// The answer stops in a late sentence just before its predicate's ending (…お届け
	// 予定日は10月21日（水）|です。; … spätestens 24 Stunden vorher |ab.).
	{"ho21a_cut_before_predicate_end", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		if len(refs) == 0 {
			return s
		}
		jaTail := regexp.MustCompile(`[ぁ-ゖー]+。$`)
		deTail := regexp.MustCompile(` \p{Ll}+[.!]$`)
		for k := len(refs) * 6 / 10; k < len(refs); k++ {
			r := refs[k]
			sen := strings.TrimRight(split[r.line][r.idx], " ")
			var cut string
			if lang == "ja" {
				if loc := jaTail.FindStringIndex(sen); loc != nil && len([]rune(sen[:loc[0]])) >= 8 {
					cut = sen[:loc[0]]
				}
			} else if loc := deTail.FindStringIndex(sen); loc != nil && len(strings.Fields(sen)) >= 5 {
				cut = sen[:loc[0]]
			}
			if cut == "" {
				continue
			}
			split[r.line] = append(split[r.line][:r.idx:r.idx], cut)
			return hoJoin(split[:r.line+1])
		}
		return s
	}},
}

func ho21aFirstRune(s string) (rune, int) {
	for _, r := range s {
		return r, len(string(r))
	}
	return 0, 0
}

func ho21aLastRune(s string) (rune, int) {
	rs := []rune(s)
	if len(rs) == 0 {
		return 0, 0
	}
	return rs[len(rs)-1], len(string(rs[len(rs)-1]))
}
