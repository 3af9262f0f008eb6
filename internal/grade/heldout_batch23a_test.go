package grade

// Batch 23a, written blind by an outside evaluator: the families the gate already
// knows (facts that must agree, script and language purity, repetition, register, a
// number kept with its unit changed, polarity, lists, truncation) in the forms an
// evaluator tries next, once the obvious ones are caught. The damage sits where a
// check that reads sentences of body text may not look — inside parentheses, inside
// a JSON string nested in an array, in the signature block, in the heading line
// before a list, in a table's header or in the sentence under the table — or it is
// smaller than a whole sentence: a clause said twice, one over-casual word, an
// antonym made by a prefix (kostenlos → kostenpflichtig, 対応 → 非対応, 十分 →
// 不十分), a unit swapped for a sibling of the same dimension (箱 → ケース,
// Wochen → Werktage, 分 → 秒, °C → °F), a list item split in two at a clause, an
// answer cut right after a number or inside a parenthesis. Each kind changes one
// thing, in the first or last place it applies, and leaves the answer otherwise as
// the golden has it.

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	b23aParen      = regexp.MustCompile(`\(([^()\n]*)\)|（([^（）\n]*)）`)
	b23aDigits     = regexp.MustCompile(`\d+`)
	b23aBullet     = regexp.MustCompile(`^(- |\* |・)(.*)$`)
	b23aNumbered   = regexp.MustCompile(`^\d+\. `)
	b23aMarker     = regexp.MustCompile(`^\s*(?:- |\* |・|\d+\. )`)
	b23aTableRule  = regexp.MustCompile(`^\|\s*:?-{3,}`)
	b23aDeAmountRe = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2}`)
	b23aJaAmountRe = regexp.MustCompile(`\d{1,3}(?:,\d{3})+`)
)

// b23aHanzi maps Japanese kanji to the simplified Chinese forms a model trained on
// both writes by mistake.
var b23aHanzi = map[rune]rune{
	'発': '发', '証': '证', '試': '试', '験': '验', '語': '语', '約': '约', '気': '气', '電': '电',
	'話': '话', '書': '书', '額': '额', '単': '单', '価': '价', '請': '请', '確': '确', '認': '认',
	'時': '时', '間': '间', '凍': '冻', '費': '费', '報': '报', '東': '东', '車': '车', '図': '图',
	'録': '录', '読': '读', '続': '续', '絡': '络', '連': '连', '開': '开', '関': '关', '問': '问',
	'題': '题', '様': '样', '課': '课', '長': '长', '換': '换', '機': '机', '説': '说', '計': '计',
	'設': '设', '記': '记', '載': '载', '紙': '纸', '針': '针', '個': '个', '冊': '册', '庫': '库',
	'運': '运', '営': '营', '業': '业', '務': '务', '転': '转', '階': '阶', '経': '经', '変': '变',
	'見': '见', '積': '积', '号': '号', '込': '込', '状': '状', '現': '现', '実': '实', '決': '决',
	'済': '济', '銀': '银', '行': '行', '係': '系', '品': '品', '注': '注', '文': '文', '細': '细',
}

// b23aParenSpans lists the parenthetical groups of s: the byte span of the whole
// group and of its content.
func b23aParenSpans(s string) [][4]int {
	var out [][4]int
	for _, m := range b23aParen.FindAllStringSubmatchIndex(s, -1) {
		if m[2] >= 0 {
			out = append(out, [4]int{m[0], m[1], m[2], m[3]})
		} else {
			out = append(out, [4]int{m[0], m[1], m[4], m[5]})
		}
	}
	return out
}

// b23aEditParen applies f to the content of the first (or, with last, the last)
// parenthetical group that f changes.
func b23aEditParen(s string, last bool, f func(content string) string) string {
	spans := b23aParenSpans(s)
	for k := range spans {
		i := k
		if last {
			i = len(spans) - 1 - k
		}
		sp := spans[i]
		c := s[sp[2]:sp[3]]
		if nw := f(c); nw != c {
			return s[:sp[2]] + nw + s[sp[3]:]
		}
	}
	return s
}

// b23aBumpDigit raises a digit string's last digit by one (9 becomes 8, so that no
// carry makes it longer).
func b23aBumpDigit(d string) string {
	b := []byte(d)
	c := b[len(b)-1]
	if c == '9' {
		b[len(b)-1] = '8'
	} else {
		b[len(b)-1] = c + 1
	}
	return string(b)
}

// b23aSignature finds the signature block of a letter: the lines from the German
// closing formula on, or, in Japanese, the last paragraph when it is a short block
// without a sentence end. It returns the lines and the first line of the block.
func b23aSignature(lang, s string) ([]string, int, bool) {
	lines := strings.Split(s, "\n")
	if lang == "de" {
		for i, l := range lines {
			if strings.HasPrefix(strings.TrimSpace(l), "Mit freundlichen Grüßen") && i+1 < len(lines) {
				return lines, i, true
			}
		}
		return lines, 0, false
	}
	end := len(lines)
	for end > 0 && strings.TrimSpace(lines[end-1]) == "" {
		end--
	}
	start := end
	for start > 0 && strings.TrimSpace(lines[start-1]) != "" {
		start--
	}
	if start == 0 || end-start > 3 {
		return lines, 0, false
	}
	for _, l := range lines[start:end] {
		if strings.ContainsAny(l, "。！？：") || utf8.RuneCountInString(l) > 40 {
			return lines, 0, false
		}
	}
	return lines, start, true
}

// b23aIntroLine is the index of the first prose line that introduces a list or a
// table: the next non-empty line is a list item or a table row; -1 without one.
func b23aIntroLine(lines []string) int {
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if t == "" || b23aBullet.MatchString(t) || b23aNumbered.MatchString(t) || strings.HasPrefix(t, "|") {
			continue
		}
		for j := i + 1; j < len(lines); j++ {
			n := strings.TrimSpace(lines[j])
			if n == "" {
				continue
			}
			if b23aBullet.MatchString(n) || b23aNumbered.MatchString(n) || strings.HasPrefix(n, "|") {
				return i
			}
			break
		}
	}
	return -1
}

// b23aTable returns the index of the header line, the rule and the data rows of the
// first Markdown table in lines; ok false without one.
func b23aTable(lines []string) (header int, rows []int, ok bool) {
	for i := 1; i < len(lines); i++ {
		if b23aTableRule.MatchString(lines[i]) && strings.HasPrefix(lines[i-1], "|") {
			for j := i + 1; j < len(lines) && strings.HasPrefix(lines[j], "|"); j++ {
				rows = append(rows, j)
			}
			return i - 1, rows, len(rows) > 0
		}
	}
	return 0, nil, false
}

// b23aArrayStrings lists the byte spans of the JSON string values (not keys) that
// sit inside an array at any depth of a raw JSON text.
func b23aArrayStrings(s string) [][2]int {
	var out [][2]int
	var stack []byte
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '{', '[':
			stack = append(stack, s[i])
		case '}', ']':
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		case '"':
			j := i + 1
			for j < len(s) && s[j] != '"' {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(s) {
				return out
			}
			k := j + 1
			for k < len(s) && (s[k] == ' ' || s[k] == '\n' || s[k] == '\t' || s[k] == '\r') {
				k++
			}
			isKey := k < len(s) && s[k] == ':'
			inArray := false
			for _, c := range stack {
				if c == '[' {
					inArray = true
				}
			}
			if !isKey && inArray {
				out = append(out, [2]int{i, j + 1})
			}
			i = j
		}
	}
	return out
}

// b23aJSONString encodes a string as JSON without HTML escaping.
func b23aJSONString(v string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
	return strings.TrimRight(b.String(), "\n")
}

// b23aEditArrayString applies f to the first (or last) string nested in an array of
// a JSON answer that f changes; a non-JSON answer is returned unchanged.
func b23aEditArrayString(s string, last bool, f func(string) string) string {
	if !strings.HasPrefix(strings.TrimSpace(s), "{") {
		return s
	}
	spans := b23aArrayStrings(s)
	for k := range spans {
		i := k
		if last {
			i = len(spans) - 1 - k
		}
		sp := spans[i]
		var v string
		if json.Unmarshal([]byte(s[sp[0]:sp[1]]), &v) != nil {
			continue
		}
		if nw := f(v); nw != v {
			return s[:sp[0]] + b23aJSONString(nw) + s[sp[1]:]
		}
	}
	return s
}

func b23aSimplify(s string) string {
	return strings.Map(func(r rune) rune {
		if c, ok := b23aHanzi[r]; ok {
			return c
		}
		return r
	}, s)
}

// b23aReplaceFirstOf replaces the first pair (in list order) whose old string s
// contains, once.
func b23aReplaceFirstOf(s string, pairs [][2]string) string {
	for _, p := range pairs {
		if strings.Contains(s, p[0]) {
			return strings.Replace(s, p[0], p[1], 1)
		}
	}
	return s
}

var heldOutBatch23a = []heldOutKind{
	// --- facts that must agree, in new places ---

	// The weekday in the last parenthesis moved by one day, its date kept
	// (10月21日（水） → 10月21日（木）, 26.10.2026 (Montag) → 26.10.2026 (Dienstag)).
	{"b23a_paren_weekday_last_shifted", "longest", func(lang, s string) string {
		ja := []string{"月", "火", "水", "木", "金", "土", "日"}
		de := []string{"Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"}
		return b23aEditParen(s, true, func(c string) string {
			days := de
			if lang == "ja" {
				days = ja
			}
			for i, d := range days {
				if c == d {
					return days[(i+1)%7]
				}
			}
			return c
		})
	}},
	// A number inside the first parenthesis that has one changed in its last digit
	// (Bestellnummer KS-7741 → KS-7742, 10月14日着 → 10月15日着, 3.912,50 € → 4.912,50 €).
	{"b23a_paren_number_bumped", "first", func(lang, s string) string {
		return b23aEditParen(s, false, func(c string) string {
			if utf8.RuneCountInString(c) < 2 {
				return c
			}
			return hoFirstMatch(b23aDigits, c, func(m []string) string { return b23aBumpDigit(m[0]) })
		})
	}},
	// The sentence under a table restates a table amount with two digits swapped
	// (mit 13.975,00 € → mit 13.957,00 €; 合計（税抜）：53,900円 → 53,090円).
	{"b23a_table_sentence_amount_mismatch", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		_, rows, ok := b23aTable(lines)
		if !ok {
			return s
		}
		re := b23aDeAmountRe
		if lang == "ja" {
			re = b23aJaAmountRe
		}
		for i := rows[len(rows)-1] + 1; i < len(lines); i++ {
			out := hoFirstMatch(re, lines[i], func(m []string) string {
				b := []byte(m[0])
				end := len(b)
				if lang == "de" {
					end = strings.LastIndexByte(m[0], ',')
				}
				var ds []int
				for k := 0; k < end; k++ {
					if b[k] >= '0' && b[k] <= '9' {
						ds = append(ds, k)
					}
				}
				for k := len(ds) - 1; k > 0; k-- {
					if b[ds[k]] != b[ds[k-1]] {
						b[ds[k]], b[ds[k-1]] = b[ds[k-1]], b[ds[k]]
						return string(b)
					}
				}
				return m[0]
			})
			if out != lines[i] {
				lines[i] = out
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},
	// A table's price header given a scale its cells do not have (| Preis | → | Preis
	// (Tsd. €) |, | 単価 | → | 単価（千円） |): the header now says the prices are a
	// thousand times what they are.
	{"b23a_table_header_scale_unit", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		h, _, ok := b23aTable(lines)
		if !ok {
			return s
		}
		pairs := [][2]string{{"| Preis |", "| Preis (Tsd. €) |"}, {"| Betrag |", "| Betrag (Tsd. €) |"}, {"| Einzelpreis |", "| Einzelpreis (Tsd. €) |"}}
		if lang == "ja" {
			pairs = [][2]string{{"| 単価 |", "| 単価（千円） |"}, {"| 金額 |", "| 金額（千円） |"}, {"| 価格 |", "| 価格（千円） |"}}
		}
		lines[h] = b23aReplaceFirstOf(lines[h], pairs)
		return strings.Join(lines, "\n")
	}},
	// The line that introduces a list names the product with another model number
	// (Wärmepumpe „Nordwärme L9“ → „Nordwärme L8“ … :, 「カラダノート S5」 → 「カラダノート S6」).
	{"b23a_heading_model_number", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		i := b23aIntroLine(lines)
		if i < 0 {
			return s
		}
		re := regexp.MustCompile(`([ 「„"])([A-Z]{1,3})(\d{1,4})\b`)
		out := hoFirstMatch(re, lines[i], func(m []string) string { return m[1] + m[2] + b23aBumpDigit(m[3]) })
		if out == lines[i] {
			return s
		}
		lines[i] = out
		return strings.Join(lines, "\n")
	}},
	// The line that introduces a numbered list states a step count the list does not
	// have (two fewer): "… ein – in 8 Schritten:", "次の8つの手順で".
	{"b23a_heading_count_mismatch", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		i := b23aIntroLine(lines)
		if i < 0 {
			return s
		}
		n := 0
		for j := i + 1; j < len(lines); j++ {
			t := strings.TrimSpace(lines[j])
			if t == "" && n == 0 {
				continue
			}
			if !b23aNumbered.MatchString(t) {
				break
			}
			n++
		}
		if n < 4 {
			return s
		}
		l := lines[i]
		if lang == "ja" {
			if strings.Contains(l, "次の") {
				lines[i] = strings.Replace(l, "次の", "次の"+strconv.Itoa(n-2)+"つの", 1)
			} else {
				return s
			}
		} else {
			if !strings.HasSuffix(l, ":") {
				return s
			}
			lines[i] = strings.TrimSuffix(l, ":") + " – in " + strconv.Itoa(n-2) + " Schritten:"
		}
		return strings.Join(lines, "\n")
	}},

	// --- signature block ---

	// The signature names another sender than the one the letter and the request
	// give (岡田 → 岡本, Ken Yamada → Ken Yamamoto, Dr. Öztürk → Dr. Özkan,
	// Leuchtenhaus Nord → Leuchtenhaus Süd).
	{"b23a_signature_name_changed", "raw", func(lang, s string) string {
		lines, at, ok := b23aSignature(lang, s)
		if !ok {
			return s
		}
		pairs := [][2]string{{"Yamada", "Yamamoto"}, {"Öztürk", "Özkan"}, {"Leuchtenhaus Nord", "Leuchtenhaus Süd"}, {"Weißenfels", "Weißenburg"},
			{"岡田", "岡本"}, {"山田", "山本"}, {"Weber", "Wagner"}, {"佐藤", "斎藤"}}
		for i := at; i < len(lines); i++ {
			if out := b23aReplaceFirstOf(lines[i], pairs); out != lines[i] {
				lines[i] = out
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},
	// The last line of the signature said twice, as a model that does not stop.
	{"b23a_signature_line_doubled", "raw", func(lang, s string) string {
		lines, _, ok := b23aSignature(lang, s)
		if !ok {
			return s
		}
		end := len(lines)
		for end > 0 && strings.TrimSpace(lines[end-1]) == "" {
			end--
		}
		last := lines[end-1]
		out := append(append(append([]string{}, lines[:end]...), last), lines[end:]...)
		return strings.Join(out, "\n")
	}},
	// The answer cut in the middle of the signature's last line (… von Leuchtenh,
	// ハルカゼ寝具店 カスタ).
	{"b23a_truncated_in_signature", "raw", func(lang, s string) string {
		lines, _, ok := b23aSignature(lang, s)
		if !ok {
			return s
		}
		end := len(lines)
		for end > 0 && strings.TrimSpace(lines[end-1]) == "" {
			end--
		}
		rs := []rune(lines[end-1])
		if len(rs) < 6 {
			return s
		}
		cut := len(rs) * 3 / 5
		for cut > 1 && (rs[cut-1] == ' ' || rs[cut-1] == '　') {
			cut--
		}
		lines[end-1] = string(rs[:cut])
		return strings.Join(lines[:end], "\n")
	}},
	// The closing formula in the neighbouring language (Mit freundlichen Grüßen → Met
	// vriendelijke groet; 今後ともよろしくお願いいたします。 → 今后也请多多关照。).
	{"b23a_closing_neighbour_language", "longest", func(lang, s string) string {
		if lang == "de" {
			return strings.Replace(s, "Mit freundlichen Grüßen", "Met vriendelijke groet", 1)
		}
		re := regexp.MustCompile(`[^。\n]*よろしくお願い(?:いた)?します。`)
		locs := re.FindAllStringIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		l := locs[len(locs)-1]
		return s[:l[0]] + "今后也请多多关照。" + s[l[1]:]
	}},

	// --- register ---

	// One over-casual word in an otherwise formal answer (kostenlos → umsonst,
	// freigegeben → abgenickt, verreist → weg, 誠に → ほんとに, ご不明な点 → わかんない点).
	{"b23a_one_slang_word", "longest", func(lang, s string) string {
		if lang == "ja" {
			return b23aReplaceFirstOf(s, [][2]string{{"誠に", "ほんとに"}, {"お手数ですが", "悪いけど"}, {"ご不明な点", "わかんない点"},
				{"心配されている", "ビビっている"}, {"引き続き", "相変わらず"}, {"大変", "めっちゃ"}})
		}
		return b23aReplaceFirstOf(s, [][2]string{{"kostenlos ", "umsonst "}, {"kostenlose ", "Gratis-"}, {"defekte", "kaputte"}, {"freigegeben", "abgenickt"},
			{"freizugeben", "abzunicken"}, {"Gern liefern wir", "Klar liefern wir"}, {"verreist", "weg"}, {"bittet um", "will"},
			{"nicht wahrnehmen", "nicht packen"}, {"vielen Dank", "danke"}})
	}},
	// A kaomoji or emoticon after the apology (申し訳ございません（汗）。, … zu
	// entschuldigen. :-( ).
	{"b23a_kaomoji_after_apology", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			if lang == "ja" {
				if !strings.Contains(sen, "申し訳") && !strings.Contains(sen, "お詫び") && !strings.Contains(sen, "残念ながら") {
					return sen
				}
				if i := strings.LastIndex(sen, "。"); i >= 0 {
					return sen[:i] + "（汗）" + sen[i:]
				}
				return sen
			}
			if !strings.Contains(sen, "leid") && !strings.Contains(sen, "entschuldig") && !strings.Contains(sen, "bedauer") {
				return sen
			}
			t := strings.TrimRight(sen, " ")
			return t + " :-(" + sen[len(t):]
		})
	}},
	// An emoji at the head of the line that introduces a list, or in a table's first
	// header cell (🔧 So verbinden Sie …, | 📋 品名 |).
	{"b23a_heading_emoji", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		if h, _, ok := b23aTable(lines); ok {
			lines[h] = strings.Replace(lines[h], "| ", "| 📋 ", 1)
			return strings.Join(lines, "\n")
		}
		i := b23aIntroLine(lines)
		if i < 0 {
			return s
		}
		lines[i] = "🔧 " + lines[i]
		return strings.Join(lines, "\n")
	}},
	// A casual hedge in parentheses after the last date of the answer, so a firm
	// date becomes a guess ("bis zum 21.10.2026 (hoffentlich)", "11月24日（火）（たぶん）").
	{"b23a_paren_hedge_after_date", "longest", func(lang, s string) string {
		var re *regexp.Regexp
		add := " (hoffentlich)"
		if lang == "ja" {
			re = regexp.MustCompile(`(?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（[月火水木金土日]）)?`)
			add = "（たぶん）"
		} else {
			re = regexp.MustCompile(`\d{1,2}\.\d{1,2}\.\d{4}(?: \([A-Z][a-z]+\))?|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}`)
		}
		locs := re.FindAllStringIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		l := locs[len(locs)-1]
		return s[:l[1]] + add + s[l[1]:]
	}},

	// --- script and language purity ---

	// Inside the first parenthesis that allows it, kanji written in their simplified
	// Chinese form (（冷凍室が…） → （冷冻室が…）, （見積番号 TU-4471） → （见积番号…）) or German
	// words in English (Bestellnummer → order no., Edelstahl → stainless steel).
	{"b23a_paren_foreign_words", "first", func(lang, s string) string {
		return b23aEditParen(s, false, func(c string) string {
			if lang == "ja" {
				return b23aSimplify(c)
			}
			return b23aReplaceFirstOf(c, [][2]string{{"Bestellnummer", "order no."}, {"Edelstahl", "stainless steel"},
				{"Schaltschrankzubehör", "control cabinet accessories"}, {"Montag", "Monday"}, {"Rechnungsbetrag", "invoice amount"}})
		})
	}},
	// A Japanese string nested in a JSON array with its kanji in simplified Chinese
	// form (交換用パッキン → 交换用パッキン, 契約期間中 → 契约期间中).
	{"b23a_json_array_string_hanzi", "raw", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b23aEditArrayString(s, false, b23aSimplify)
	}},

	// --- repetition ---

	// A clause said twice inside a sentence ("Wir senden Ihnen …, Wir senden Ihnen …,",
	// "…につきまして、…につきまして、").
	{"b23a_clause_repeated", "longest", func(lang, s string) string {
		sep := ", "
		if lang == "ja" {
			sep = "、"
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			parts := strings.Split(sen, sep)
			if len(parts) < 2 {
				return sen
			}
			k := 0
			if len(parts) >= 3 {
				k = 1
			}
			again := strings.TrimSpace(parts[k])
			if k == 0 {
				again = b23aMarker.ReplaceAllString(again, "")
			}
			if n := utf8.RuneCountInString(again); n < 6 || n > 60 {
				return sen
			}
			out := append(append(append([]string{}, parts[:k+1]...), again), parts[k+1:]...)
			return strings.Join(out, sep)
		})
	}},
	// The content of a parenthesis said twice inside it ((Schaltschrankzubehör,
	// 3.912,50 €, Schaltschrankzubehör, 3.912,50 €), （冷凍室が冷えない症状、冷凍室が冷えない症状）).
	{"b23a_paren_content_doubled", "first", func(lang, s string) string {
		return b23aEditParen(s, false, func(c string) string {
			if utf8.RuneCountInString(c) < 4 {
				return c
			}
			if lang == "ja" {
				return c + "、" + c
			}
			return c + ", " + c
		})
	}},
	// The last string nested in a JSON array said twice in itself (交換用パッキン
	// 交換用パッキン, 初期費用は不要です。初期費用は不要です。).
	{"b23a_json_array_string_doubled", "raw", func(lang, s string) string {
		return b23aEditArrayString(s, true, func(v string) string {
			if utf8.RuneCountInString(v) < 3 {
				return v
			}
			if strings.HasSuffix(v, "。") || strings.HasSuffix(v, ".") {
				return v + v
			}
			return v + " " + v
		})
	}},

	// --- a number kept, its unit a sibling of the same dimension ---

	// A count's packaging unit swapped for another (10箱 → 10ケース, 2個 → 2組,
	// 4 Stück → 4 Packungen).
	{"b23a_unit_sibling_count", "first", func(lang, s string) string {
		if lang == "ja" {
			for _, p := range [][2]string{{"箱", "ケース"}, {"個", "組"}, {"冊", "箱"}, {"本", "箱"}} {
				re := regexp.MustCompile(`(\d)` + p[0])
				if out := hoFirstMatch(re, s, func(m []string) string { return m[1] + p[1] }); out != s {
					return out
				}
			}
			return s
		}
		re := regexp.MustCompile(`(\d) (Stück|Packungen|Kartons|Paletten)\b`)
		return hoFirstMatch(re, s, func(m []string) string {
			return m[1] + " " + map[string]string{"Stück": "Packungen", "Packungen": "Stück", "Kartons": "Paletten", "Paletten": "Kartons"}[m[2]]
		})
	}},
	// A duration's unit swapped for a sibling of the same dimension (6 Wochen → 6
	// Werktage, 10 Minuten → 10 Sekunden, 24 Stunden → 24 Werktage, 30分前 → 30秒前,
	// 約10秒 → 約10分, 2週間 → 2営業日).
	{"b23a_unit_sibling_time", "first", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(\d)(分前|秒|週間|日間|営業日|時間)`)
			return hoFirstMatch(re, s, func(m []string) string {
				return m[1] + map[string]string{"分前": "秒前", "秒": "分", "週間": "営業日", "日間": "営業日", "営業日": "日", "時間": "営業時間"}[m[2]]
			})
		}
		re := regexp.MustCompile(`(\d) (Minuten|Stunden|Wochen|Werktage|Werktagen|Kalendertage)\b`)
		return hoFirstMatch(re, s, func(m []string) string {
			return m[1] + " " + map[string]string{"Minuten": "Sekunden", "Stunden": "Werktage", "Wochen": "Werktage", "Werktage": "Kalendertage",
				"Werktagen": "Kalendertagen", "Kalendertage": "Werktage"}[m[2]]
		})
	}},
	// A physical unit swapped for a sibling of the same dimension (2,4-GHz → 2,4-MHz,
	// 21 °C → 21 °F, 2メートル → 2フィート, 平方メートル → 坪).
	{"b23a_unit_sibling_physical", "first", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(\d)(平方メートル|メートル|キログラム|リットル)`)
			return hoFirstMatch(re, s, func(m []string) string {
				return m[1] + map[string]string{"平方メートル": "坪", "メートル": "フィート", "キログラム": "ポンド", "リットル": "ガロン"}[m[2]]
			})
		}
		re := regexp.MustCompile(`(\d)([ -])(GHz|°C|kg|Liter|Litern)\b|(\d) (°C)`)
		return hoFirstMatch(re, s, func(m []string) string {
			sw := map[string]string{"GHz": "MHz", "°C": "°F", "kg": "lb", "Liter": "Gallonen", "Litern": "Gallonen"}
			if m[4] != "" {
				return m[4] + " " + sw[m[5]]
			}
			return m[1] + m[2] + sw[m[3]]
		})
	}},

	// --- polarity ---

	// An antonym made by a prefix (kostenlos → kostenpflichtig, unverändert →
	// verändert, Mehrkosten → Minderkosten, aktiv → inaktiv; 無料 → 有料, 対応 → 非対応,
	// 十分 → 不十分, 確認済み → 未確認, 正常 → 異常, 完了です → 未完了です).
	{"b23a_antonym_prefix", "first", func(lang, s string) string {
		if lang == "ja" {
			return b23aReplaceFirstOf(s, [][2]string{{"無料", "有料"}, {"で破損を確認済み", "では破損を未確認"}, {"確認済み", "未確認"}, {"は正常", "は異常"},
				{"対応OS", "非対応OS"}, {"十分ですか", "不十分ですか"}, {"完了です", "未完了です"}, {"可能です", "不可能です"}})
		}
		return b23aReplaceFirstOf(s, [][2]string{{"kostenlose", "kostenpflichtige"}, {"kostenlos", "kostenpflichtig"}, {"unverändert", "verändert"},
			{"Mehrkosten", "Minderkosten"}, {"bleibt 10 Minuten aktiv", "bleibt 10 Minuten inaktiv"}, {"möglich", "unmöglich"}, {"zulässig", "unzulässig"}})
	}},
	// Polarity turned inside a parenthesis: tax included/excluded, a symptom's
	// negation, normal/abnormal (5,500円（税込） → （税抜）, 1,480ユーロ（税別） → （税込）,
	// （冷凍室が冷えない症状） → （冷凍室が冷える症状）, (inkl. MwSt.) → (zzgl. MwSt.)).
	{"b23a_paren_polarity_flipped", "first", func(lang, s string) string {
		return b23aEditParen(s, false, func(c string) string {
			return b23aReplaceFirstOf(c, [][2]string{{"税込", "税抜"}, {"税抜", "税込"}, {"税別", "税込"}, {"えない", "える"}, {"できない", "できる"},
				{"は正常", "は異常"}, {"inkl.", "zzgl."}, {"zzgl.", "inkl."}, {"netto", "brutto"}, {"brutto", "netto"}, {"ohne ", "mit "}, {"nicht ", ""}})
		})
	}},

	// --- lists ---

	// A bullet item split in two at a clause boundary, leaving two fragments
	// ("- … bis zum 16.11.2026" / "- bis dahin läuft …", "・…松田部長で" / "・請求書の…").
	{"b23a_list_item_split", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		sep := "; "
		if lang == "ja" {
			sep = "、"
		}
		for i, l := range lines {
			m := b23aBullet.FindStringSubmatch(l)
			if m == nil {
				continue
			}
			body := m[2]
			at := strings.Index(body, sep)
			if at < 0 || utf8.RuneCountInString(body[:at]) < 8 || utf8.RuneCountInString(body[at+len(sep):]) < 8 {
				continue
			}
			first, rest := m[1]+body[:at], m[1]+body[at+len(sep):]
			out := append(append(append([]string{}, lines[:i]...), first, rest), lines[i+1:]...)
			return strings.Join(out, "\n")
		}
		return s
	}},
	// The middle item of a bullet list loses its marker and runs on as a plain line
	// between the items.
	{"b23a_bullet_marker_lost", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i := 0; i < len(lines); i++ {
			j := i
			for j < len(lines) && b23aBullet.MatchString(lines[j]) {
				j++
			}
			if j-i >= 3 {
				k := i + (j-i)/2
				m := b23aBullet.FindStringSubmatch(lines[k])
				lines[k] = m[2]
				return strings.Join(lines, "\n")
			}
			if j > i {
				i = j
			}
		}
		return s
	}},
	// A table row split in two: the name in one row, its values in the next.
	{"b23a_table_row_split", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		_, rows, ok := b23aTable(lines)
		if !ok || len(rows) < 2 {
			return s
		}
		r := rows[len(rows)/2]
		cells := strings.Split(strings.Trim(lines[r], "|"), "|")
		if len(cells) < 3 {
			return s
		}
		a := "|" + cells[0] + "|" + strings.Repeat("  |", len(cells)-1)
		b := "|  |" + strings.Join(cells[1:], "|") + "|"
		out := append(append(append([]string{}, lines[:r]...), a, b), lines[r+1:]...)
		return strings.Join(out, "\n")
	}},

	// --- truncation ---

	// The answer cut right after the first digits of a number in its second half,
	// before the rest of the number, its unit or what follows (… Mehrkosten von 36,
	// … auf den 07, … お支払い期限は2026).
	{"b23a_truncated_after_number", "longest", func(lang, s string) string {
		from := len(s) * 11 / 20
		for _, l := range b23aDigits.FindAllStringIndex(s, -1) {
			if l[0] < from || l[1] >= len(strings.TrimRight(s, " \n。.")) || s[l[0]-1] == '\n' {
				continue
			}
			// not mid-identifier: the number stands on its own
			if l[0] > 0 {
				r, _ := utf8.DecodeLastRuneInString(s[:l[0]])
				if r == '-' || (r < 0x80 && unicode.IsLetter(r)) {
					continue
				}
				if (r == '.' || r == ',') && l[0] >= 2 && s[l[0]-2] >= '0' && s[l[0]-2] <= '9' {
					continue
				}
			}
			return s[:l[1]]
		}
		return s
	}},
	// The answer cut inside its last parenthesis (… vom 19.10.2026 (Mon, （エラーコードTR-40).
	{"b23a_truncated_in_paren", "longest", func(lang, s string) string {
		spans := b23aParenSpans(s)
		for k := len(spans) - 1; k >= 0; k-- {
			sp := spans[k]
			rs := []rune(s[sp[2]:sp[3]])
			if len(rs) < 4 {
				continue
			}
			return s[:sp[2]] + string(rs[:len(rs)/2])
		}
		return s
	}},
	// The answer cut in the middle of a table row (| Nordkälte AG | 12.450,00 € | 4 Wo).
	{"b23a_truncated_in_table_row", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		_, rows, ok := b23aTable(lines)
		if !ok || len(rows) < 2 {
			return s
		}
		r := rows[len(rows)-1]
		rs := []rune(lines[r])
		lines[r] = strings.TrimRight(string(rs[:len(rs)*3/5]), " ")
		return strings.Join(lines[:r+1], "\n")
	}},
	// The last string nested in a JSON array cut mid-word, the JSON still closed
	// (Backofenthermometer Präzisa → Backofenthermo, 初期費用は不要です。 → 初期費用は).
	{"b23a_json_array_string_truncated", "raw", func(lang, s string) string {
		return b23aEditArrayString(s, true, func(v string) string {
			rs := []rune(v)
			if len(rs) < 5 {
				return v
			}
			return strings.TrimRight(string(rs[:len(rs)*3/5]), " ")
		})
	}},
}
