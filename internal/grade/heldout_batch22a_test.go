package grade

// Batch 22a of the held-out study, written blind as the outside evaluator who wrote
// the undisclosed sets. The issue names eight families of misses (facts that
// must agree, script and language purity, degenerate repetition, register, a number
// kept with its unit changed, polarity reversed, lists duplicated/reordered/merged,
// text that stops mid-sentence). The gate already catches the obvious form of each,
// so every kind here is the NEXT form an evaluator tries: the same family of damage
// moved to where a first rule does not look (the last mention instead of the first,
// a list item or table cell instead of prose, a JSON key or an array element deep in
// the structure, a label or lead-in line), or done with a less common pair (Swiss
// francs for euros, business days for weeks, a clock hour read as a duration, add for
// remove, a Chinese conjunction or counter in Japanese), or cut at a boundary no
// earlier cut used (inside a quoted name, inside a code, after a subordinating
// connective, inside a JSON key). Four kinds per family; each is a generic,
// programmatic transformation and damages one thing per answer.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// ---------------------------------------------------------------------------------
// helpers

// b22aLit is one string literal of a JSON text: its byte span (quotes included),
// whether it is an object key, and whether its container is an array.
type b22aLit struct {
	start, end int
	key        bool
	inArray    bool
}

// b22aJSONLits scans a JSON text for its string literals.
func b22aJSONLits(s string) []b22aLit {
	type frame struct {
		arr       bool
		expectKey bool
	}
	var stack []frame
	var out []b22aLit
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '{':
			stack = append(stack, frame{false, true})
		case '[':
			stack = append(stack, frame{true, false})
		case '}', ']':
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		case ':':
			if len(stack) > 0 {
				stack[len(stack)-1].expectKey = false
			}
		case ',':
			if len(stack) > 0 && !stack[len(stack)-1].arr {
				stack[len(stack)-1].expectKey = true
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
			l := b22aLit{start: i, end: j + 1}
			if len(stack) > 0 {
				top := stack[len(stack)-1]
				l.key = !top.arr && top.expectKey
				l.inArray = top.arr
			}
			out = append(out, l)
			i = j
		}
	}
	return out
}

// b22aDecode is a literal's string value.
func b22aDecode(lit string) (string, bool) {
	var v string
	if err := json.Unmarshal([]byte(lit), &v); err != nil {
		return "", false
	}
	return v, true
}

// b22aEncode writes v as a JSON string literal, no HTML escaping, non-ASCII kept.
func b22aEncode(v string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
	return strings.TrimRight(b.String(), "\n")
}

// b22aEditLit replaces literal l of s by f of its value; s unchanged when f changes
// nothing.
func b22aEditLit(s string, l b22aLit, f func(string) string) string {
	v, ok := b22aDecode(s[l.start:l.end])
	if !ok {
		return s
	}
	nv := f(v)
	if nv == v {
		return s
	}
	return s[:l.start] + b22aEncode(nv) + s[l.end:]
}

// b22aIsJSON reports whether s is a JSON object text.
func b22aIsJSON(s string) bool {
	t := strings.TrimSpace(s)
	return strings.HasPrefix(t, "{") && json.Valid([]byte(t))
}

var b22aItemRe = regexp.MustCompile(`^(\s*)(\d+\. |- |\* |・)(.*)$`)

// b22aList is one block of consecutive list lines [from, to) of a text's lines.
type b22aList struct {
	from, to int
	ordered  bool
}

// b22aLists finds the list blocks of a text split in lines.
func b22aLists(lines []string) []b22aList {
	var out []b22aList
	for i := 0; i < len(lines); {
		m := b22aItemRe.FindStringSubmatch(lines[i])
		if m == nil || m[1] != "" {
			i++
			continue
		}
		j := i
		for j < len(lines) {
			mm := b22aItemRe.FindStringSubmatch(lines[j])
			if mm == nil || mm[1] != "" {
				break
			}
			j++
		}
		out = append(out, b22aList{i, j, strings.HasSuffix(m[2], ". ") && m[2][0] >= '0' && m[2][0] <= '9'})
		i = j
	}
	return out
}

// b22aItemParts splits a list line into its marker and its text.
func b22aItemParts(line string) (marker, text string) {
	m := b22aItemRe.FindStringSubmatch(line)
	if m == nil {
		return "", line
	}
	return m[1] + m[2], m[3]
}

// b22aTable is a Markdown table's lines [from, to): from is the header, from+1 the rule.
type b22aTable struct{ from, to int }

func b22aTables(lines []string) []b22aTable {
	var out []b22aTable
	for i := 0; i+1 < len(lines); i++ {
		if strings.HasPrefix(lines[i], "|") && strings.HasPrefix(lines[i+1], "|") && strings.Contains(lines[i+1], "---") {
			j := i + 2
			for j < len(lines) && strings.HasPrefix(lines[j], "|") {
				j++
			}
			out = append(out, b22aTable{i, j})
			i = j
		}
	}
	return out
}

// b22aCells splits a table row into its trimmed cells.
func b22aCells(row string) []string {
	t := strings.TrimSpace(row)
	t = strings.TrimPrefix(strings.TrimSuffix(t, "|"), "|")
	cs := strings.Split(t, "|")
	for i := range cs {
		cs[i] = strings.TrimSpace(cs[i])
	}
	return cs
}

func b22aRow(cells []string) string { return "| " + strings.Join(cells, " | ") + " |" }

// b22aLastIndex is the start of the last match of re in s, with its submatches.
func b22aLastMatch(re *regexp.Regexp, s string) []int {
	all := re.FindAllStringSubmatchIndex(s, -1)
	if len(all) == 0 {
		return nil
	}
	return all[len(all)-1]
}

// b22aReplaceLast replaces the last match of re in s by f of its submatches.
func b22aReplaceLast(re *regexp.Regexp, s string, f func(m []string) string) string {
	loc := b22aLastMatch(re, s)
	if loc == nil {
		return s
	}
	m := make([]string, len(loc)/2)
	for i := range m {
		if loc[2*i] >= 0 {
			m[i] = s[loc[2*i]:loc[2*i+1]]
		}
	}
	return s[:loc[0]] + f(m) + s[loc[1]:]
}

// b22aBodySentences lists the sentence refs of a text that end a sentence and carry
// at least min runes, skipping list lines, table rows and lines without a stop.
func b22aBodySentences(lang string, split [][]string, refs []sentenceRef, minRunes int) []sentenceRef {
	var out []sentenceRef
	for _, r := range refs {
		sen := strings.TrimSpace(split[r.line][r.idx])
		if len([]rune(sen)) < minRunes || strings.HasPrefix(sen, "|") {
			continue
		}
		if !strings.HasSuffix(sen, "。") && !strings.HasSuffix(sen, ".") && !strings.HasSuffix(sen, "!") {
			continue
		}
		out = append(out, r)
	}
	return out
}

// Dates for the facts kinds.
var (
	b22aDeNumDate = regexp.MustCompile(`(\d{2})\.(\d{2})\.(\d{4})`)
	b22aJaDate    = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	b22aJaWeekday = regexp.MustCompile(`（([月火水木金土日])）`)
	b22aDeWeekday = regexp.MustCompile(`\b(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b`)
)

var b22aJaDays = []string{"日", "月", "火", "水", "木", "金", "土"}
var b22aDeDays = []string{"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"}

type b22aDate struct {
	start, end int
	t          time.Time
	hasYear    bool
}

// b22aFindDates lists the dates of a text (de: dd.mm.yyyy; ja: [yyyy年]m月d日).
func b22aFindDates(lang, s string) []b22aDate {
	var out []b22aDate
	if lang == "de" {
		for _, m := range b22aDeNumDate.FindAllStringSubmatchIndex(s, -1) {
			d, _ := strconv.Atoi(s[m[2]:m[3]])
			mo, _ := strconv.Atoi(s[m[4]:m[5]])
			y, _ := strconv.Atoi(s[m[6]:m[7]])
			out = append(out, b22aDate{m[0], m[1], time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC), true})
		}
		return out
	}
	year := 2026
	for _, m := range b22aJaDate.FindAllStringSubmatchIndex(s, -1) {
		has := m[2] >= 0
		if has {
			year, _ = strconv.Atoi(s[m[2]:m[3]])
		}
		mo, _ := strconv.Atoi(s[m[4]:m[5]])
		d, _ := strconv.Atoi(s[m[6]:m[7]])
		out = append(out, b22aDate{m[0], m[1], time.Date(year, time.Month(mo), d, 0, 0, 0, 0, time.UTC), has})
	}
	return out
}

func b22aFormatDate(lang string, d b22aDate, t time.Time) string {
	if lang == "de" {
		return fmt.Sprintf("%02d.%02d.%04d", t.Day(), int(t.Month()), t.Year())
	}
	if d.hasYear || t.Year() != d.t.Year() {
		return fmt.Sprintf("%d年%d月%d日", t.Year(), int(t.Month()), t.Day())
	}
	return fmt.Sprintf("%d月%d日", int(t.Month()), t.Day())
}

// b22aSimplified maps Japanese kanji to their simplified Chinese forms (only pairs
// that differ).
var b22aSimplified = map[rune]rune{
	'費': '费', '換': '换', '針': '针', '請': '请', '書': '书', '経': '经', '課': '课', '長': '长',
	'業': '业', '営': '营', '転': '转', '階': '阶', '話': '话', '電': '电', '報': '报', '認': '认',
	'録': '录', '様': '样', '際': '际', '間': '间', '発': '发', '絡': '络', '連': '连', '続': '续',
	'終': '终', '時': '时', '動': '动', '問': '问', '題': '题', '東': '东', '務': '务', '設': '设',
	'開': '开', '関': '关', '価': '价', '額': '额', '計': '计', '記': '记', '場': '场', '輸': '输',
	'変': '变', '実': '实', '験': '验', '試': '试', '見': '见', '積': '积', '約': '约', '納': '纳',
	'貨': '货', '単': '单', '紙': '纸', '冊': '册', '庫': '库', '凍': '冻', '訪': '访', '応': '应',
	'対': '对', '済': '济', '決': '决', '買': '买', '売': '卖', '読': '读', '説': '说', '調': '调',
	'議': '议', '郵': '邮', '確': '确', '備': '备', '現': '现', '門': '门', '総': '总', '運': '运',
	'園': '园', '銀': '银', '鉄': '铁', '級': '级', '線': '线', '談': '谈', '証': '证', '険': '险',
	'機': '机', '器': '器', '戸': '户', '区': '区', '帯': '带', '号': '号', '内': '内', '谷': '谷',
	'渋': '涩', '坂': '坂', '勤': '勤', '給': '给', '与': '与', '担': '担', '当': '当', '聞': '闻',
}

// b22aSimplifyOne puts the simplified form for the first kanji of s that has one.
func b22aSimplifyOne(s string) string {
	rs := []rune(s)
	for i, r := range rs {
		if sr, ok := b22aSimplified[r]; ok && sr != r {
			rs[i] = sr
			return string(rs)
		}
	}
	return s
}

// b22aLabel matches a field label at the start of a line: "Label:" or "ラベル：".
var b22aLabelRe = regexp.MustCompile(`(?m)^((?:[-*・] )?)([^\s:：|\-][^:：\n|]{0,24}?)([:：])`)

var b22aLabelsEN = map[string]string{
	"Empfehlung": "Recommendation", "Mangel": "Issue", "Mehrkosten": "Additional costs", "Entscheidung": "Decision",
	"Hinweis": "Note", "Betreff": "Subject", "Lieferung": "Delivery", "Ursache": "Cause", "Termin": "Appointment",
	"Gesamt": "Total", "Summe": "Total", "Ergebnis": "Result", "Fazit": "Conclusion", "Ort": "Location",
	"合計（税抜）": "Total (excl. tax)", "合計（税込）": "Total (incl. tax)", "合計": "Total", "納品希望日": "Requested delivery date",
	"訪問日時": "Date and time of visit", "件名": "Subject", "備考": "Notes", "新住所": "New address", "日時": "Date and time",
	"お届け予定日": "Estimated delivery date", "お支払い期限": "Payment due",
}

// b22aDeDative are words after which a plural noun takes its dative -n.
var b22aDeDative = map[string]bool{"nach": true, "in": true, "vor": true, "mit": true, "seit": true, "von": true, "zu": true, "binnen": true, "innerhalb": true}

// b22aJaNegStem maps the kana before ない to the affirmative ending that replaces it
// and ない (冷えない → 冷える, 使わない → 使う).
var b22aJaNegStem = map[rune]string{
	'え': "える", 'け': "ける", 'せ': "せる", 'て': "てる", 'ね': "ねる", 'へ': "へる", 'め': "める", 'れ': "れる",
	'げ': "げる", 'べ': "べる", 'ぜ': "ぜる", 'で': "でる", 'き': "きる", 'み': "みる", 'り': "りる", 'ぎ': "ぎる",
	'び': "びる", 'い': "いる", 'じ': "じる", 'ち': "ちる",
	'か': "く", 'さ': "す", 'た': "つ", 'な': "ぬ", 'ま': "む", 'ら': "る", 'わ': "う", 'が': "ぐ", 'ば': "ぶ",
}

var b22aJaAttrNeg = regexp.MustCompile(`(\p{Hiragana})ない(との|と|こと|症状|場合|よう|\p{Han})`)

// b22aDeNegClause finds a subordinate clause (after a comma or sentence-initial) that
// carries nicht or kein-.
var b22aDeNegClause = regexp.MustCompile(`(?:(?:^|[.!?] |\n)(?:Falls|Wenn|Sobald|Weil|Da|Ob)|, (?:dass|ob|wenn|falls|weil|da|die|der|das|den|sobald))\b[^,.;:\n]*?\b(nicht |keine[nmrs]? |kein )`)

// b22aConnectives end a cut: subordinators in German, conjunctive forms in Japanese.
var (
	b22aDeConn = regexp.MustCompile(`, (dass|weil|wenn|falls|sondern|aber|damit|ob|sobald|da|bis)\b`)
	b22aJaConn = regexp.MustCompile(`(ので|ため|ところ|けれども|\p{Hiragana}[てば]|[^\p{Han}]が)、`)
)

// ---------------------------------------------------------------------------------
// kinds

var heldOutBatch22a = []heldOutKind{
	// ---- facts that must agree ----

	// The LAST weekday of the answer (not the first) put one day back; its date kept:
	// 11月24日（火） → 11月24日（月）, Montag, 19.10.2026 → Sonntag, 19.10.2026.
	{"b22a_weekday_last_mention_prev_day", "raw", func(lang, s string) string {
		if lang == "ja" {
			return b22aReplaceLast(b22aJaWeekday, s, func(m []string) string {
				i := slices.Index(b22aJaDays, m[1])
				return "（" + b22aJaDays[(i+6)%7] + "）"
			})
		}
		return b22aReplaceLast(b22aDeWeekday, s, func(m []string) string {
			i := slices.Index(b22aDeDays, m[1])
			return b22aDeDays[(i+6)%7]
		})
	}},
	// The quantity of the last line item one higher, unit price and all amounts kept:
	// a JSON "menge"/"quantity" of the last position, the quantity cell of a table's
	// last row (20箱 → 21箱).
	{"b22a_last_line_item_qty_bumped", "raw", func(lang, s string) string {
		if b22aIsJSON(s) {
			re := regexp.MustCompile(`("(?:quantity|menge|anzahl|qty|数量)"\s*:\s*)(\d+)`)
			return b22aReplaceLast(re, s, func(m []string) string { n, _ := strconv.Atoi(m[2]); return m[1] + strconv.Itoa(n+1) })
		}
		lines := strings.Split(s, "\n")
		for _, tb := range b22aTables(lines) {
			col := -1
			for i, h := range b22aCells(lines[tb.from]) {
				if h == "数量" || h == "Menge" || h == "Anzahl" || h == "Stück" {
					col = i
				}
			}
			if col < 0 || tb.to-tb.from < 3 {
				continue
			}
			cells := b22aCells(lines[tb.to-1])
			if col >= len(cells) {
				continue
			}
			nc := hoFirstMatch(regexp.MustCompile(`^\d+`), cells[col], func(m []string) string { n, _ := strconv.Atoi(m[0]); return strconv.Itoa(n + 1) })
			if nc == cells[col] {
				continue
			}
			cells[col] = nc
			lines[tb.to-1] = b22aRow(cells)
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// A deadline ("bis zum …", "…までに") moved whole weeks (weekday still right) to
	// after the latest other date of the answer, so the deadline falls after the event
	// it is a deadline for.
	{"b22a_deadline_moved_past_event", "strings", func(lang, s string) string {
		ds := b22aFindDates(lang, s)
		if len(ds) < 2 {
			return s
		}
		latest := ds[0].t
		for _, d := range ds {
			if d.t.After(latest) {
				latest = d.t
			}
		}
		for _, d := range ds {
			isDeadline := false
			if lang == "de" {
				before := s[:d.start]
				isDeadline = strings.HasSuffix(before, "bis zum ") || strings.HasSuffix(before, "bis spätestens ") || strings.HasSuffix(before, "spätestens am ") || strings.HasSuffix(before, "bis ")
			} else {
				after := s[d.end:]
				after = b22aJaWeekday.ReplaceAllString(after, "")
				isDeadline = strings.HasPrefix(after, "まで") || strings.HasPrefix(strings.TrimLeft(after, "0123456789時"), "まで")
			}
			if !isDeadline || !d.t.Before(latest) {
				continue
			}
			nt := d.t
			for !nt.After(latest) {
				nt = nt.AddDate(0, 0, 7)
			}
			return s[:d.start] + b22aFormatDate(lang, d, nt) + s[d.end:]
		}
		return s
	}},
	// The lead-in of the LAST list states a count one more than its items
	// (以下の点 → 以下の5点 over four bullets; "…nicht klappt:" → "…nicht klappt
	// (5 Punkte):").
	{"b22a_last_list_lead_in_count_off", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		ls := b22aLists(lines)
		if len(ls) == 0 {
			return s
		}
		l := ls[len(ls)-1]
		n := l.to - l.from + 1
		i := l.from - 1
		for i >= 0 && strings.TrimSpace(lines[i]) == "" {
			i--
		}
		if i < 0 || b22aItemRe.MatchString(lines[i]) {
			return s
		}
		lead := lines[i]
		if lang == "ja" {
			switch {
			case strings.Contains(lead, "以下の点"):
				lead = strings.Replace(lead, "以下の点", "以下の"+strconv.Itoa(n)+"点", 1)
			case strings.Contains(lead, "次の手順"):
				lead = strings.Replace(lead, "次の手順", "次の"+strconv.Itoa(n)+"つの手順", 1)
			case strings.Contains(lead, "以下の"):
				lead = strings.Replace(lead, "以下の", "以下の"+strconv.Itoa(n)+"点の", 1)
			}
		} else if strings.HasSuffix(lead, ":") {
			word := "Punkte"
			if l.ordered {
				word = "Schritte"
			}
			lead = strings.TrimSuffix(lead, ":") + " (" + strconv.Itoa(n) + " " + word + "):"
		}
		if lead == lines[i] {
			return s
		}
		lines[i] = lead
		return strings.Join(lines, "\n")
	}},

	// ---- script and language purity ----

	// Japanese: one kanji of the LAST list item, table row or JSON array element in its
	// simplified Chinese form (費 → 费, 針 → 针, 請 → 请).
	{"b22a_ja_simplified_hanzi_in_last_item", "raw", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if b22aIsJSON(s) {
			lits := b22aJSONLits(s)
			for k := len(lits) - 1; k >= 0; k-- {
				if l := lits[k]; l.inArray || (!l.key && k > 0 && strings.Contains(s[:l.start], "[")) {
					if out := b22aEditLit(s, l, b22aSimplifyOne); out != s {
						return out
					}
				}
			}
			return s
		}
		lines := strings.Split(s, "\n")
		for i := len(lines) - 1; i >= 0; i-- {
			isRow := strings.HasPrefix(lines[i], "|") && !strings.Contains(lines[i], "---")
			if !b22aItemRe.MatchString(lines[i]) && !isRow {
				continue
			}
			if nl := b22aSimplifyOne(lines[i]); nl != lines[i] {
				lines[i] = nl
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},
	// Japanese: the last と joining two nouns written as the Chinese conjunction 和
	// (メールアドレスとパスワード → メールアドレス和パスワード).
	{"b22a_ja_to_as_chinese_he", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		rs := []rune(s)
		isNoun := func(r rune) bool { return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Katakana, r) || r == 'ー' }
		for i := len(rs) - 2; i > 0; i-- {
			if rs[i] != 'と' {
				continue
			}
			p, n := rs[i-1], rs[i+1]
			if unicode.Is(unicode.Han, n) && i+2 < len(rs) && unicode.Is(unicode.Hiragana, rs[i+2]) {
				continue // と before a verb (と出ている): a quotation, not "and"
			}
			if (isNoun(p) || p == '」' || p == '）') && (isNoun(n) || n == '「') {
				rs[i] = '和'
				return string(rs)
			}
		}
		return s
	}},
	// Japanese: the last counter after a figure as the Chinese measure word 个
	// (2個 → 2个, 20箱 → 20个, 1名 → 1个).
	{"b22a_ja_counter_as_chinese_ge", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		re := regexp.MustCompile(`(\d)(個|名|箱|件|台|冊|本|点)`)
		return b22aReplaceLast(re, s, func(m []string) string { return m[1] + "个" })
	}},
	// The last field label of the answer in English (Empfehlung: → Recommendation:,
	// 納品希望日： → Requested delivery date:).
	{"b22a_field_label_in_english", "strings", func(lang, s string) string {
		all := b22aLabelRe.FindAllStringSubmatchIndex(s, -1)
		for k := len(all) - 1; k >= 0; k-- {
			m := all[k]
			label := s[m[4]:m[5]]
			if en, ok := b22aLabelsEN[label]; ok {
				return s[:m[4]] + en + ": " + strings.TrimLeft(s[m[7]:], " ")
			}
		}
		return s
	}},

	// ---- degenerate repetition ----

	// The second-to-last sentence of the body said three times in a row.
	{"b22a_penultimate_sentence_thrice", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		cands := b22aBodySentences(lang, split, refs, 12)
		if len(cands) < 2 {
			return s
		}
		r := cands[len(cands)-2]
		sen := split[r.line][r.idx]
		core := strings.TrimRight(sen, " ")
		if r.idx == 0 {
			// a list item's first sentence: its marker is not said again
			_, core = b22aItemParts(core)
		}
		sep := ""
		if lang != "ja" {
			sep = " "
		}
		split[r.line][r.idx] = strings.TrimRight(sen, " ") + sep + core + sep + core + sen[len(strings.TrimRight(sen, " ")):]
		return hoJoin(split)
	}},
	// The first record looped back after the last: a table's first data row again
	// under its last, a JSON array's first object again as its last element.
	{"b22a_first_record_looped_at_end", "raw", func(lang, s string) string {
		if b22aIsJSON(s) {
			for i := 0; i < len(s); i++ {
				if s[i] != '[' {
					continue
				}
				j := i + 1
				for j < len(s) && s[j] == ' ' {
					j++
				}
				if j >= len(s) || s[j] != '{' {
					continue
				}
				// the first object's end
				depth, k := 0, j
				inStr := false
				for ; k < len(s); k++ {
					c := s[k]
					if inStr {
						if c == '\\' {
							k++
						} else if c == '"' {
							inStr = false
						}
						continue
					}
					if c == '"' {
						inStr = true
					} else if c == '{' {
						depth++
					} else if c == '}' {
						depth--
						if depth == 0 {
							break
						}
					}
				}
				first := s[j : k+1]
				// the array's end
				depth, e := 0, i
				inStr = false
				for ; e < len(s); e++ {
					c := s[e]
					if inStr {
						if c == '\\' {
							e++
						} else if c == '"' {
							inStr = false
						}
						continue
					}
					if c == '"' {
						inStr = true
					} else if c == '[' {
						depth++
					} else if c == ']' {
						depth--
						if depth == 0 {
							break
						}
					}
				}
				if e >= len(s) || e == k+1 {
					continue
				}
				return s[:e] + ", " + first + s[e:]
			}
			return s
		}
		lines := strings.Split(s, "\n")
		for _, tb := range b22aTables(lines) {
			if tb.to-tb.from < 4 {
				continue
			}
			lines = slices.Insert(lines, tb.to, lines[tb.from+2])
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// The last item of the FIRST list ends in a loop: its final phrase (four words,
	// or eight characters) said three more times before the stop.
	{"b22a_first_list_last_item_tail_loop", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		ls := b22aLists(lines)
		if len(ls) == 0 {
			return s
		}
		i := ls[0].to - 1
		marker, text := b22aItemParts(lines[i])
		stop := ""
		for _, p := range []string{"。", ".", "？", "?"} {
			if strings.HasSuffix(text, p) {
				stop, text = p, strings.TrimSuffix(text, p)
				break
			}
		}
		var tail string
		if lang == "ja" {
			rs := []rune(text)
			if len(rs) < 16 {
				return s
			}
			tail = string(rs[len(rs)-8:])
		} else {
			ws := strings.Fields(text)
			if len(ws) < 8 {
				return s
			}
			tail = " " + strings.Join(ws[len(ws)-4:], " ")
		}
		lines[i] = marker + text + strings.Repeat(tail, 3) + stop
		return strings.Join(lines, "\n")
	}},
	// The first sentence of the second-to-last item copied into the last item of the
	// last list (or the first JSON array string appended to the last).
	{"b22a_prev_item_sentence_copied_into_last", "raw", func(lang, s string) string {
		if b22aIsJSON(s) {
			lits := b22aJSONLits(s)
			var arr []b22aLit
			for _, l := range lits {
				if l.inArray {
					arr = append(arr, l)
				}
			}
			if len(arr) < 2 {
				return s
			}
			prev, ok := b22aDecode(s[arr[len(arr)-2].start:arr[len(arr)-2].end])
			if !ok {
				return s
			}
			return b22aEditLit(s, arr[len(arr)-1], func(v string) string {
				if lang == "ja" {
					return v + prev
				}
				return v + " " + prev
			})
		}
		lines := strings.Split(s, "\n")
		ls := b22aLists(lines)
		if len(ls) == 0 || ls[len(ls)-1].to-ls[len(ls)-1].from < 2 {
			return s
		}
		l := ls[len(ls)-1]
		_, prevText := b22aItemParts(lines[l.to-2])
		ss := hoSentences(lang, prevText)
		if len(ss) == 0 {
			return s
		}
		first := strings.TrimRight(ss[0], " ")
		sep := " "
		if lang == "ja" {
			sep = ""
		}
		lines[l.to-1] = strings.TrimRight(lines[l.to-1], " ") + sep + first
		return strings.Join(lines, "\n")
	}},

	// ---- register ----

	// The markers of the last bullet list as emoji checkmarks (- → ✅, ・ → ✅).
	{"b22a_emoji_list_markers", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		ls := b22aLists(lines)
		for k := len(ls) - 1; k >= 0; k-- {
			if ls[k].ordered {
				continue
			}
			for i := ls[k].from; i < ls[k].to; i++ {
				_, text := b22aItemParts(lines[i])
				lines[i] = "✅ " + text
			}
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// An emoji in a table cell: the last cell of the table's first data row.
	{"b22a_emoji_in_table_cell", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for _, tb := range b22aTables(lines) {
			if tb.to-tb.from < 3 {
				continue
			}
			cells := b22aCells(lines[tb.from+2])
			cells[len(cells)-1] += " 👍"
			lines[tb.from+2] = b22aRow(cells)
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// An emoji in a JSON string value deep in the structure: the last value that ends
	// a sentence gets a folded-hands emoji before its stop.
	{"b22a_emoji_in_json_sentence_value", "raw", func(lang, s string) string {
		if !b22aIsJSON(s) {
			return s
		}
		lits := b22aJSONLits(s)
		for k := len(lits) - 1; k >= 0; k-- {
			if lits[k].key {
				continue
			}
			out := b22aEditLit(s, lits[k], func(v string) string {
				switch {
				case strings.HasSuffix(v, "。"):
					return strings.TrimSuffix(v, "。") + "🙏。"
				case strings.HasSuffix(v, ".") && len([]rune(v)) > 12:
					return strings.TrimSuffix(v, ".") + " 🙏."
				}
				return v
			})
			if out != s {
				return out
			}
		}
		return s
	}},
	// A chat symbol closing the second-to-last sentence of the body: ♪ for 。 in
	// Japanese, " ^^" before the stop in German.
	{"b22a_chat_symbol_penultimate_sentence", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		cands := b22aBodySentences(lang, split, refs, 10)
		if len(cands) < 2 {
			return s
		}
		r := cands[len(cands)-2]
		sen := split[r.line][r.idx]
		core := strings.TrimRight(sen, " ")
		rest := sen[len(core):]
		if lang == "ja" {
			if !strings.HasSuffix(core, "。") {
				return s
			}
			split[r.line][r.idx] = strings.TrimSuffix(core, "。") + "♪" + rest
		} else {
			if !strings.HasSuffix(core, ".") {
				return s
			}
			split[r.line][r.idx] = strings.TrimSuffix(core, ".") + " ^^" + rest
		}
		return hoJoin(split)
	}},

	// ---- a number kept, its unit changed ----

	// In a table's last row, the last cell of a figure and a unit word takes another
	// unit: 3 Jahre → 3 Monate, 8 Wochen → 8 Tage, 20箱 → 20個.
	{"b22a_table_last_row_unit_swapped", "raw", func(lang, s string) string {
		swap := map[string]string{"Jahre": "Monate", "Jahr": "Monat", "Monate": "Wochen", "Wochen": "Tage", "Tage": "Stunden",
			"箱": "個", "個": "箱", "本": "箱", "冊": "枚", "枚": "冊", "年": "か月", "週間": "日"}
		re := regexp.MustCompile(`^(\d+) ?(Jahre|Jahr|Monate|Wochen|Tage|箱|個|本|冊|枚|年|週間)$`)
		lines := strings.Split(s, "\n")
		for _, tb := range b22aTables(lines) {
			if tb.to-tb.from < 3 {
				continue
			}
			cells := b22aCells(lines[tb.to-1])
			for c := len(cells) - 1; c >= 0; c-- {
				m := re.FindStringSubmatch(cells[c])
				if m == nil {
					continue
				}
				cells[c] = strings.TrimSuffix(cells[c], m[2]) + swap[m[2]]
				lines[tb.to-1] = b22aRow(cells)
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},
	// The last euro amount in Swiss francs (1.850,00 € → 1.850,00 CHF, "EUR" →
	// "CHF"); Japanese: ユーロ → スイスフラン, "JPY" → "CNY". The figure kept.
	{"b22a_currency_neighbour_last", "raw", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`ユーロ|"JPY"`)
			return b22aReplaceLast(re, s, func(m []string) string {
				if m[0] == `"JPY"` {
					return `"CNY"`
				}
				return "スイスフラン"
			})
		}
		re := regexp.MustCompile(`(\d) ?€|"EUR"|(\d) EUR\b`)
		return b22aReplaceLast(re, s, func(m []string) string {
			switch {
			case m[0] == `"EUR"`:
				return `"CHF"`
			case m[1] != "":
				return m[1] + " CHF"
			}
			return m[2] + " CHF"
		})
	}},
	// The last duration in hours, weeks or minutes counted in business days
	// (24 Stunden → 24 Werktage, 8 Wochen → 8 Werktage, 2週間 → 2営業日).
	{"b22a_duration_as_business_days", "strings", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(\d+)(週間|時間|分間)`)
			return b22aReplaceLast(re, s, func(m []string) string { return m[1] + "営業日" })
		}
		re := regexp.MustCompile(`(\S+) (\d+|zwei|drei|vier|fünf|sechs|zehn) (Stunden|Wochen|Minuten)\b`)
		return b22aReplaceLast(re, s, func(m []string) string {
			unit := "Werktage"
			if b22aDeDative[strings.ToLower(m[1])] {
				unit = "Werktagen"
			}
			return m[1] + " " + m[2] + " " + unit
		})
	}},
	// The last clock hour read as a duration: 17時までに → 17時間以内に,
	// zwischen 8 und 12 Uhr → zwischen 8 und 12 Stunden.
	{"b22a_clock_hour_as_duration", "strings", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(\d{1,2})時(までに|まで)`)
			return b22aReplaceLast(re, s, func(m []string) string { return m[1] + "時間以内に" })
		}
		re := regexp.MustCompile(`((?:bis|und) )(\d{1,2}) Uhr\b`)
		return b22aReplaceLast(re, s, func(m []string) string { return m[1] + m[2] + " Stunden" })
	}},

	// ---- polarity ----

	// The negation of an embedded clause lost: a Japanese attributive or quoted ない
	// (冷えない症状 → 冷える症状, 取り込めないとの → 取り込めるとの), a German
	// dass/falls/relative clause's nicht or kein (dass der Router nicht zu weit …
	// → dass der Router zu weit …). The last one of the answer.
	{"b22a_negation_lost_in_embedded_clause", "first", func(lang, s string) string {
		if lang == "ja" {
			all := b22aJaAttrNeg.FindAllStringSubmatchIndex(s, -1)
			for k := len(all) - 1; k >= 0; k-- {
				m := all[k]
				kana, _ := utf8.DecodeRuneInString(s[m[2]:m[3]])
				var rep string
				switch {
				case kana == 'し':
					rep = "する"
				case kana == 'こ':
					rep = "くる"
				default:
					r, ok := b22aJaNegStem[kana]
					if !ok {
						continue
					}
					rep = r
				}
				return s[:m[2]] + rep + s[m[4]:]
			}
			return s
		}
		all := b22aDeNegClause.FindAllStringSubmatchIndex(s, -1)
		if len(all) == 0 {
			return s
		}
		m := all[len(all)-1]
		neg := s[m[2]:m[3]]
		rep := ""
		if neg == "kein " {
			rep = "ein "
		}
		return s[:m[2]] + rep + s[m[3]:]
	}},
	// Net and gross swapped where they label, not where they describe: the JSON keys
	// "netto" and "brutto" exchanged (values in place), a Japanese label's （税抜） made
	// （税込） and the reverse.
	{"b22a_net_gross_label_or_key_flipped", "raw", func(lang, s string) string {
		if b22aIsJSON(s) {
			if strings.Contains(s, `"netto"`) && strings.Contains(s, `"brutto"`) {
				return strings.NewReplacer(`"netto"`, `"brutto"`, `"brutto"`, `"netto"`).Replace(s)
			}
			if strings.Contains(s, `"net"`) && strings.Contains(s, `"gross"`) {
				return strings.NewReplacer(`"net"`, `"gross"`, `"gross"`, `"net"`).Replace(s)
			}
			return s
		}
		re := regexp.MustCompile(`(?m)^([^\n：:]{0,12})（(税抜|税込|税別)）([：:])`)
		return hoFirstMatch(re, s, func(m []string) string {
			to := map[string]string{"税抜": "税込", "税込": "税抜", "税別": "税込"}[m[2]]
			return m[1] + "（" + to + "）" + m[3]
		})
	}},
	// Polarity flipped inside a list item or JSON array element (not in prose): the
	// first item that carries a polarity word takes its opposite (nicht unterstützt →
	// unterstützt, steht noch aus → liegt bereits vor, 変わりません → 変わります,
	// できません → できます).
	{"b22a_polarity_flipped_in_list_item", "raw", func(lang, s string) string {
		flip := func(t string) string {
			type pair struct{ re, rep string }
			var ps []pair
			if lang == "ja" {
				ps = []pair{{`できません`, "できます"}, {`変わりません`, "変わります"}, {`ありません`, "あります"}, {`不要`, "必要"},
					{`できない`, "できる"}, {`正常`, "異常"}, {`なし`, "あり"}, {`済み`, "未了"}}
			} else {
				ps = []pair{{`keinen (\S+) mehr`, "wieder $1"}, {`steht noch aus`, "liegt bereits vor"}, {`bleibt eingehalten`, "wird überschritten"},
					{`ist bestanden`, "ist nicht bestanden"}, {` nicht `, " "}, {`\bkeine `, ""}, {`\bkein `, "ein "}}
			}
			for _, p := range ps {
				re := regexp.MustCompile(p.re)
				if loc := re.FindStringIndex(t); loc != nil {
					return t[:loc[0]] + re.ReplaceAllString(t[loc[0]:loc[1]], p.rep) + t[loc[1]:]
				}
			}
			return t
		}
		if b22aIsJSON(s) {
			for _, l := range b22aJSONLits(s) {
				if !l.inArray {
					continue
				}
				if out := b22aEditLit(s, l, flip); out != s {
					return out
				}
			}
			return s
		}
		lines := strings.Split(s, "\n")
		for _, l := range b22aLists(lines) {
			for i := l.from; i < l.to; i++ {
				marker, text := b22aItemParts(lines[i])
				if nt := flip(text); nt != text {
					lines[i] = marker + nt
					return strings.Join(lines, "\n")
				}
			}
		}
		return s
	}},
	// The last action of adding, starting or activating turned into its opposite
	// (aktivieren → deaktivieren, hinzufügen → entfernen, 開始 → 終了, 追加 → 削除,
	// 加算 → 減算).
	{"b22a_add_remove_start_end_flipped", "strings", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(追加|開始|加算)(し|さ|する|日|は|の|」|時)`)
			return b22aReplaceLast(re, s, func(m []string) string {
				return map[string]string{"追加": "削除", "開始": "終了", "加算": "減算"}[m[1]] + m[2]
			})
		}
		re := regexp.MustCompile(`\b(aktivieren|hinzufügen|installieren|starten|einschalten|anmelden)\b`)
		return b22aReplaceLast(re, s, func(m []string) string {
			return map[string]string{"aktivieren": "deaktivieren", "hinzufügen": "entfernen", "installieren": "deinstallieren",
				"starten": "beenden", "einschalten": "ausschalten", "anmelden": "abmelden"}[m[1]]
		})
	}},

	// ---- lists ----

	// Two distant steps of a numbered list exchanged, their numbers kept: step 2 takes
	// the second-to-last step's text and the reverse.
	{"b22a_far_steps_swapped", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for _, l := range b22aLists(lines) {
			if !l.ordered || l.to-l.from < 5 {
				continue
			}
			a, b := l.from+1, l.to-2
			ma, ta := b22aItemParts(lines[a])
			mb, tb := b22aItemParts(lines[b])
			lines[a], lines[b] = ma+tb, mb+ta
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// The last Markdown list's items after the first nested under it, as if they were
	// its sub-points (- b → "  - b", 2. x → "   2. x").
	{"b22a_items_nested_under_first", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		ls := b22aLists(lines)
		for k := len(ls) - 1; k >= 0; k-- {
			l := ls[k]
			if l.to-l.from < 3 {
				continue
			}
			marker, _ := b22aItemParts(lines[l.from])
			if marker == "・" {
				continue
			}
			indent := "  "
			if l.ordered {
				indent = "   "
			}
			for i := l.from + 1; i < l.to; i++ {
				lines[i] = indent + lines[i]
			}
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// A table's last two rows merged into one, each cell holding both values
	// ("Nordkälte AG / Eisblock Systemtechnik KG | 12.450,00 € / 13.975,00 € | …").
	{"b22a_table_last_rows_merged", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for _, tb := range b22aTables(lines) {
			if tb.to-tb.from < 4 {
				continue
			}
			a, b := b22aCells(lines[tb.to-2]), b22aCells(lines[tb.to-1])
			if len(a) != len(b) {
				continue
			}
			m := make([]string, len(a))
			for i := range a {
				m[i] = a[i] + " / " + b[i]
			}
			lines[tb.to-2] = b22aRow(m)
			lines = slices.Delete(lines, tb.to-1, tb.to)
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// The last list run into one line, its markers kept inline ("- a - b - c",
	// "・a ・b ・c").
	{"b22a_last_list_run_on_line", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		ls := b22aLists(lines)
		if len(ls) == 0 {
			return s
		}
		l := ls[len(ls)-1]
		if l.to-l.from < 2 {
			return s
		}
		joined := strings.Join(lines[l.from:l.to], " ")
		lines = slices.Replace(lines, l.from, l.to, joined)
		return strings.Join(lines, "\n")
	}},

	// ---- truncation ----

	// The answer stops inside its last quoted name, halfway through it („Barista D,
	// 「ハコブネ).
	{"b22a_cut_inside_last_quoted_name", "first", func(lang, s string) string {
		re := regexp.MustCompile(`(„|「|»)([^“」«\n]{2,})(“|」|«)`)
		loc := b22aLastMatch(re, s)
		if loc == nil {
			return s
		}
		inner := []rune(s[loc[4]:loc[5]])
		return s[:loc[4]] + string(inner[:(len(inner)+1)/2])
	}},
	// The answer stops inside its last code in the later part of the text: an order,
	// product or error code, a phone number or a postcode, cut halfway (TR-40,
	// 06-634, 670).
	{"b22a_cut_inside_late_code", "raw", func(lang, s string) string {
		var locs [][]int
		locs = append(locs, hoID.FindAllStringIndex(s, -1)...)
		locs = append(locs, hoPhone.FindAllStringIndex(s, -1)...)
		if !b22aIsJSON(s) {
			// a postcode (in JSON a bare five-digit figure is an amount, not a code)
			locs = append(locs, regexp.MustCompile(`\b\d{5}\b`).FindAllStringIndex(s, -1)...)
		}
		slices.SortFunc(locs, func(a, b []int) int { return b[0] - a[0] })
		for _, loc := range locs {
			id := s[loc[0]:loc[1]]
			if hoIsDate(s[loc[0]:min(len(s), loc[0]+10)]) || len(id) < 5 || loc[0] < len(s)*35/100 {
				continue
			}
			if loc[0] > 0 && (s[loc[0]-1] == '-' || s[loc[0]-1] == '.') {
				continue
			}
			return s[:loc[0]+(len(id)+1)/2]
		}
		return s
	}},
	// The answer stops right after a subordinating connective (", dass", ", sondern",
	// "ので", "ため") in the sentence nearest the middle of the text.
	{"b22a_cut_after_clause_connective", "longest", func(lang, s string) string {
		re := b22aDeConn
		if lang == "ja" {
			re = b22aJaConn
		}
		all := re.FindAllStringSubmatchIndex(s, -1)
		if len(all) == 0 {
			return s
		}
		best := all[0]
		for _, m := range all {
			if abs22a(m[0]-len(s)/2) < abs22a(best[0]-len(s)/2) {
				best = m
			}
		}
		if lang == "ja" {
			return s[:best[1]-len("、")]
		}
		return s[:best[1]]
	}},
	// A JSON answer that stops inside its last key, after the first half of the key's
	// name ({…, "delivery_).
	{"b22a_json_cut_inside_last_key", "raw", func(lang, s string) string {
		if !b22aIsJSON(s) {
			return s
		}
		lits := b22aJSONLits(s)
		for k := len(lits) - 1; k >= 0; k-- {
			l := lits[k]
			if !l.key || l.end-l.start < 5 {
				continue
			}
			name := []rune(s[l.start+1 : l.end-1])
			return s[:l.start+1] + string(name[:(len(name)+1)/2])
		}
		return s
	}},
}

func abs22a(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
