package grade

// Held-out batch 20a, written blind (from heldout_test.go's helpers, case.go and the
// fixtures' prompts and goldens only; no check was read and none was run). The angle:
// fresh instances of the eight families of damage, two kinds each, built the way an
// evaluator would who wants to get past a gate that already knows the obvious form
// of each family:
//
//   - facts that must agree: the day of a date moved while its weekday stays (the
//     last such date, not the first); a stated total recomputed without its last part
//     (a table's or a letter's 合計/zusammen, or a JSON total that is no longer the sum
//     of quantity × unit price);
//   - script and language: one Japanese word written with simplified Chinese forms
//     (発送 → 发送); one German noun of a sentence left in English;
//   - repetition: a sentence said again two sentences later, with its first comma
//     lost; a list's, table's or JSON array's first item repeated after its last;
//   - register: one casual sentence in a formal text; one slang intensifier
//     (誠に → マジで, es tut uns leid → es tut uns voll leid);
//   - quantities: the last quantity's unit changed, its number kept (German:
//     Minuten → Stunden, Jahre → Monate; Japanese: 箱 → 個, 週間 → 日, 分 → 時間);
//   - polarity: the last polar word of the answer flipped (kostenlos → kostenpflichtig,
//     eingehalten → überschritten; 税込 → 税抜, 不要 → 必要, できません → できます);
//   - lists: the first list merged into a paragraph; a procedure's step moved late
//     with the numbers rewritten so that they still count up cleanly;
//   - truncation: the answer stops inside a word of its last sentence; the last JSON
//     string value cut short while the JSON stays valid.
//
// Each kind damages one place where it can, and returns its input unchanged where it
// does not apply.

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	ho20aDeWeekday   = `(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)`
	ho20aDeMonthName = `(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)`
	// "Montag, 26. Oktober 2026", "am Montag, den 19.10.2026"
	ho20aDeWeekdayFirst = regexp.MustCompile(ho20aDeWeekday + `,? (?:den )?(\d{1,2})(\.(?:\d{1,2}\.\d{4}| ` + ho20aDeMonthName + `))`)
	// "26.10.2026 (Montag)"
	ho20aDeWeekdayAfter = regexp.MustCompile(`(\d{1,2})(\.\d{1,2}\.\d{4}) ?\(` + ho20aDeWeekday + `\)`)
	// "10月21日（水）"
	ho20aJaWeekdayDate = regexp.MustCompile(`(\d{1,2})月(\d{1,2})日([（(][月火水木金土日][）)])`)

	ho20aJaYen      = regexp.MustCompile(`(\d{1,3}(?:,\d{3})*)円`)
	ho20aDeEuro     = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2}) ?(?:€|EUR|Euro)`)
	ho20aJaTotal    = regexp.MustCompile(`合計|総額|総計`)
	ho20aDeTotal    = regexp.MustCompile(`zusammen|insgesamt|Gesamtbetrag|Gesamtsumme|Summe|gesamt`)
	ho20aJSONQty    = regexp.MustCompile(`"(?:quantity|qty|menge|anzahl|stückzahl|count)"\s*:\s*(\d+(?:\.\d+)?)`)
	ho20aJSONPrice  = regexp.MustCompile(`"(?:unit_price|price|einzelpreis|preis|stückpreis)"\s*:\s*(\d+(?:\.\d+)?)`)
	ho20aJSONNumber = regexp.MustCompile(`:\s*(\d+(?:\.\d+)?)`)

	ho20aListLine = regexp.MustCompile(`^(\s*)([-*+] |[•・] ?|(\d+)([.)]) )(.*)$`)
)

// ho20aZhForms maps Japanese shinjitai to the simplified Chinese form of the same
// character, where the two differ.
var ho20aZhForms = map[rune]rune{
	'発': '发', '確': '确', '認': '认', '連': '连', '絡': '络', '請': '请', '書': '书', '願': '愿', '変': '变',
	'間': '间', '時': '时', '電': '电', '話': '话', '約': '约', '試': '试', '験': '验', '価': '价', '転': '转',
	'業': '业', '務': '务', '営': '营', '東': '东', '気': '气', '読': '读', '額': '额', '訳': '译', '録': '录',
	'記': '记', '計': '计', '問': '问', '題': '题', '場': '场', '関': '关', '係': '系', '対': '对', '応': '应',
	'開': '开', '終': '终', '続': '续', '説': '说', '報': '报', '売': '卖', '買': '买', '貨': '货', '達': '达',
	'様': '样', '動': '动', '設': '设', '専': '专', '張': '张', '査': '查', '調': '调', '庫': '库', '費': '费',
	'総': '总', '経': '经', '済': '济', '員': '员', '現': '现', '長': '长', '課': '课', '個': '个', '単': '单',
	'備': '备', '運': '运', '輸': '输', '選': '选', '態': '态', '機': '机', '種': '种', '類': '类', '帯': '带',
	'処': '处', '給': '给', '県': '县', '階': '阶', '証': '证', '損': '损', '壊': '坏', '換': '换', '訪': '访',
	'頼': '赖', '伝': '传', '導': '导', '貸': '贷', '賃': '赁', '倉': '仓', '拡': '扩', '増': '增', '減': '减',
	'決': '决', '議': '议', '論': '论', '険': '险', '際': '际', '細': '细', '詳': '详', '誠': '诚', '遅': '迟',
	'進': '进', '収': '收', '納': '纳', '購': '购', '帰': '归', '絵': '绘', '図': '图', '軽': '轻', '異': '异',
	'労': '劳', '郵': '邮', '鉄': '铁', '銀': '银', '紙': '纸', '針': '针', '質': '质',
}

// ho20aDeEnglish are German business nouns and the English word a model that code-
// switches puts in their place.
var ho20aDeEnglish = map[string]string{
	"Bestellung": "Order", "Bestellnummer": "Order Number", "Lieferung": "Delivery", "Lieferadresse": "Delivery Address",
	"Rechnung": "Invoice", "Rechnungsanschrift": "Billing Address", "Rechnungsbetrag": "Invoice Amount", "Termin": "Appointment",
	"Kontrolltermin": "Check-up", "Versichertenkarte": "Insurance Card", "Ersatzlampe": "Replacement Lamp",
	"Rücksendeetikett": "Return Label", "Nachricht": "Message", "Zusammenarbeit": "Cooperation", "Versand": "Shipping",
	"Unannehmlichkeiten": "Inconvenience", "Mehrkosten": "Additional Costs", "Inbetriebnahme": "Commissioning",
	"Förderung": "Funding", "Entscheidung": "Decision", "Sitzung": "Meeting", "Genehmigung": "Approval",
	"Sicherheitsgutachten": "Safety Report", "Verdichter": "Compressor", "Schallschutzwände": "Noise Barriers",
	"Reparatur": "Repair", "Austauschgerät": "Replacement Unit", "Pumpe": "Pump", "Wohnung": "Apartment",
	"Installateur": "Plumber", "Hausverwaltung": "Property Management", "Passwort": "Password",
	"Benutzerkonto": "User Account", "Kundendienst": "Customer Service", "Verbindung": "Connection",
	"Wochenplan": "Weekly Schedule", "Heizzeiten": "Heating Times", "Angebot": "Offer", "Garantie": "Warranty",
	"Lieferzeit": "Lead Time", "Wärmepumpen": "Heat Pumps", "Stahlträger": "Steel Beams", "Fragen": "Questions",
	"Prüflabor": "Test Lab", "Anfrage": "Request", "Zahlung": "Payment", "Vertrag": "Contract", "Kosten": "Costs",
	"Ausschuss": "Committee", "Gerät": "Device", "Schlüssel": "Key",
}

// ho20aDeEnglishRe matches one of ho20aDeEnglish's nouns as a whole word.
var ho20aDeEnglishRe = func() *regexp.Regexp {
	var ws []string
	for w, e := range ho20aDeEnglish {
		if w != e {
			ws = append(ws, regexp.QuoteMeta(w))
		}
	}
	sort.Slice(ws, func(i, j int) bool { return len(ws[i]) > len(ws[j]) || len(ws[i]) == len(ws[j]) && ws[i] < ws[j] })
	return regexp.MustCompile(`(^|[^\p{L}])(` + strings.Join(ws, "|") + `)($|[^\p{L}])`)
}()

// ho20aLastOf rewrites the last match, over all the patterns, of any pattern's group 1
// (its context is kept), with the pattern's replacement; skip rejects a match.
type ho20aSwap struct {
	re   *regexp.Regexp
	repl func(m string) string
}

func ho20aLastOf(s string, swaps []ho20aSwap, skip func(s string, at, end int) bool) string {
	best, bestAt, bestEnd := -1, -1, -1
	for i, sw := range swaps {
		for _, loc := range sw.re.FindAllStringSubmatchIndex(s, -1) {
			at, end := loc[2], loc[3]
			if skip != nil && skip(s, at, end) {
				continue
			}
			if at > bestAt {
				best, bestAt, bestEnd = i, at, end
			}
		}
	}
	if best < 0 {
		return s
	}
	return s[:bestAt] + swaps[best].repl(s[bestAt:bestEnd]) + s[bestEnd:]
}

// ho20aWord builds a regexp that finds w as a whole word in group 1.
func ho20aWord(w string) *regexp.Regexp {
	return regexp.MustCompile(`(?:^|[^\p{L}])(` + w + `)(?:$|[^\p{L}])`)
}

func ho20aDeCents(a string) int {
	n, _ := strconv.Atoi(strings.NewReplacer(".", "", ",", "").Replace(a))
	return n
}

func ho20aFmtDeCents(c int) string {
	s := ho20aGroup(c/100, ".")
	return fmt.Sprintf("%s,%02d", s, c%100)
}

func ho20aGroup(n int, sep string) string {
	d := strconv.Itoa(n)
	var b strings.Builder
	for i, r := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// ho20aSubsetSum picks, among vals, the subset of at least two values that sums to
// total: the largest one, then the one of the latest values. It returns the subset's
// indices in order, nil if there is none.
func ho20aSubsetSum(vals []int, total int) []int {
	n := min(len(vals), 12)
	off := len(vals) - n
	var best []int
	bestKey := -1
	for mask := 1; mask < 1<<n; mask++ {
		sum, cnt, key := 0, 0, 0
		for i := 0; i < n; i++ {
			if mask&(1<<i) != 0 {
				sum += vals[off+i]
				cnt++
				key += i
			}
		}
		if cnt < 2 || sum != total {
			continue
		}
		if best == nil || cnt > len(best) || cnt == len(best) && key > bestKey {
			best, bestKey = nil, key
			for i := 0; i < n; i++ {
				if mask&(1<<i) != 0 {
					best = append(best, off+i)
				}
			}
		}
	}
	return best
}

// ho20aListItems is one block of consecutive list lines: their indices and whether
// they are numbered.
type ho20aListItems struct {
	lines    []int
	numbered bool
}

// ho20aLists finds the blocks of consecutive list-item lines of a text.
func ho20aLists(lines []string) []ho20aListItems {
	var out []ho20aListItems
	var cur *ho20aListItems
	for i, l := range lines {
		m := ho20aListLine.FindStringSubmatch(l)
		if m == nil || strings.TrimSpace(m[5]) == "" {
			cur = nil
			continue
		}
		numbered := m[3] != ""
		if cur == nil || cur.numbered != numbered {
			out = append(out, ho20aListItems{numbered: numbered})
			cur = &out[len(out)-1]
		}
		cur.lines = append(cur.lines, i)
	}
	return out
}

// ho20aJSONArray finds the first JSON array of raw with at least two elements: the
// offsets of its elements and of its closing bracket.
func ho20aJSONArray(raw string) (elems [][2]int, closeAt int) {
	inStr, esc := false, false
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		if inStr {
			switch {
			case esc:
				esc = false
			case c == '\\':
				esc = true
			case c == '"':
				inStr = false
			}
			continue
		}
		if c == '"' {
			inStr = true
			continue
		}
		if c != '[' {
			continue
		}
		// scan this array
		var es [][2]int
		depth, start := 0, i+1
		sIn, sEsc := false, false
		for j := i + 1; j < len(raw); j++ {
			d := raw[j]
			if sIn {
				switch {
				case sEsc:
					sEsc = false
				case d == '\\':
					sEsc = true
				case d == '"':
					sIn = false
				}
				continue
			}
			switch d {
			case '"':
				sIn = true
			case '[', '{':
				depth++
			case ']', '}':
				if depth == 0 {
					if strings.TrimSpace(raw[start:j]) != "" {
						es = append(es, [2]int{start, j})
					}
					if len(es) >= 2 {
						return es, j
					}
					j = len(raw)
					break
				}
				depth--
			case ',':
				if depth == 0 {
					es = append(es, [2]int{start, j})
					start = j + 1
				}
			}
		}
	}
	return nil, -1
}

// ho20aJSONStrings lists the offsets of the string values (not keys) of a JSON text:
// the content between the quotes.
func ho20aJSONStrings(raw string) [][2]int {
	var out [][2]int
	for i := 0; i < len(raw); i++ {
		if raw[i] != '"' {
			continue
		}
		j := i + 1
		for ; j < len(raw); j++ {
			if raw[j] == '\\' {
				j++
				continue
			}
			if raw[j] == '"' {
				break
			}
		}
		if j >= len(raw) {
			break
		}
		if !strings.HasPrefix(strings.TrimLeft(raw[j+1:], " \t\r\n"), ":") {
			out = append(out, [2]int{i + 1, j})
		}
		i = j
	}
	return out
}

func ho20aEndsSentence(sen string) bool {
	t := strings.TrimRight(sen, " ")
	return strings.HasSuffix(t, "。") || strings.HasSuffix(t, ".") || strings.HasSuffix(t, "!") ||
		strings.HasSuffix(t, "?") || strings.HasSuffix(t, "！") || strings.HasSuffix(t, "？")
}

var heldOutBatch20a = []heldOutKind{
	// (1) Facts that must agree. The last date that carries its weekday moves by a day
	// and keeps the weekday (Montag, 26. Oktober 2026 → Montag, 27. Oktober 2026;
	// 10月21日（水） → 10月22日（水）): date and weekday no longer agree.
	{"ho20a_weekday_kept_day_moved", "raw", func(lang, s string) string {
		type hit struct{ at, dayAt, dayEnd int }
		var hits []hit
		if lang == "ja" {
			for _, loc := range ho20aJaWeekdayDate.FindAllStringSubmatchIndex(s, -1) {
				hits = append(hits, hit{loc[0], loc[4], loc[5]})
			}
		} else {
			for _, loc := range ho20aDeWeekdayFirst.FindAllStringSubmatchIndex(s, -1) {
				hits = append(hits, hit{loc[0], loc[4], loc[5]})
			}
			for _, loc := range ho20aDeWeekdayAfter.FindAllStringSubmatchIndex(s, -1) {
				hits = append(hits, hit{loc[0], loc[2], loc[3]})
			}
		}
		if len(hits) == 0 {
			return s
		}
		h := slices.MaxFunc(hits, func(a, b hit) int { return a.at - b.at })
		d, _ := strconv.Atoi(s[h.dayAt:h.dayEnd])
		if d >= 28 {
			d--
		} else {
			d++
		}
		nd := strconv.Itoa(d)
		if h.dayEnd-h.dayAt == 2 && s[h.dayAt] == '0' {
			nd = fmt.Sprintf("%02d", d)
		}
		return s[:h.dayAt] + nd + s[h.dayEnd:]
	}},
	// (1) A stated total recomputed without its last part: the parts stay as they are
	// (合計 of a table, "zusammen" after two amounts, a JSON net or total that is the sum
	// of quantity × unit price), the total loses the last of them.
	{"ho20a_total_omits_last_part", "raw", func(lang, s string) string {
		if json.Valid([]byte(s)) {
			qs, ps := ho20aJSONQty.FindAllStringSubmatchIndex(s, -1), ho20aJSONPrice.FindAllStringSubmatchIndex(s, -1)
			if len(qs) < 2 || len(qs) != len(ps) {
				return s
			}
			cents := func(v string) int { f, _ := strconv.ParseFloat(v, 64); return int(math.Round(f * 100)) }
			sum, last := 0, 0
			for i := range qs {
				q, _ := strconv.ParseFloat(s[qs[i][2]:qs[i][3]], 64)
				last = int(math.Round(q * float64(cents(s[ps[i][2]:ps[i][3]]))))
				sum += last
			}
			from := max(qs[len(qs)-1][1], ps[len(ps)-1][1])
			for _, loc := range ho20aJSONNumber.FindAllStringSubmatchIndex(s[from:], -1) {
				v := s[from+loc[2] : from+loc[3]]
				if cents(v) != sum {
					continue
				}
				nv := sum - last
				out := strconv.Itoa(nv / 100)
				if i := strings.IndexByte(v, '.'); i >= 0 {
					out = strconv.FormatFloat(float64(nv)/100, 'f', len(v)-i-1, 64)
				}
				return s[:from+loc[2]] + out + s[from+loc[3]:]
			}
			return s
		}
		amountRe, totalRe, window := ho20aDeEuro, ho20aDeTotal, 24
		if lang == "ja" {
			amountRe, totalRe, window = ho20aJaYen, ho20aJaTotal, 10
		}
		type amt struct{ at, numAt, numEnd, v int }
		var as []amt
		for _, loc := range amountRe.FindAllStringSubmatchIndex(s, -1) {
			if lang == "ja" && loc[0] > 0 && strings.ContainsAny(s[max(0, loc[0]-3):loc[0]], "万億") {
				continue
			}
			as = append(as, amt{loc[0], loc[2], loc[3], ho20aDeCents(s[loc[2]:loc[3]])})
		}
		for k, a := range as {
			before := []rune(s[:a.at])
			head := string(before[max(0, len(before)-window):])
			if !totalRe.MatchString(head) || strings.ContainsAny(head[totalRe.FindStringIndex(head)[1]:], "。\n") {
				continue
			}
			vals := make([]int, k)
			for i := range k {
				vals[i] = as[i].v
			}
			sub := ho20aSubsetSum(vals, a.v)
			if sub == nil {
				continue
			}
			nv := a.v - vals[sub[len(sub)-1]]
			out := ho20aGroup(nv, ",")
			if lang != "ja" {
				out = ho20aFmtDeCents(nv)
			}
			return s[:a.numAt] + out + s[a.numEnd:]
		}
		return s
	}},
	// (2) One Japanese word written with simplified Chinese forms (発送 → 发送, 確認 →
	// 确认, 東京 → 东京), in the middle of the answer.
	{"ho20a_ja_word_chinese_forms", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		han := regexp.MustCompile(`\p{Han}{2,}`)
		return hoMiddleSentence(lang, s, func(sen string) string {
			if strings.HasSuffix(strings.TrimSpace(sen), "様") {
				return sen // the salutation: a name, not a word
			}
			for _, loc := range han.FindAllStringIndex(sen, -1) {
				w := sen[loc[0]:loc[1]]
				nw := strings.Map(func(r rune) rune {
					if z, ok := ho20aZhForms[r]; ok {
						return z
					}
					return r
				}, w)
				if nw != w {
					return sen[:loc[0]] + nw + sen[loc[1]:]
				}
			}
			return sen
		})
	}},
	// (2) One German noun of a sentence in the middle left in English (Bitte bringen Sie
	// Ihre Insurance Card mit.).
	{"ho20a_de_noun_in_english", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			if strings.HasPrefix(strings.TrimSpace(sen), "Sehr geehrt") || strings.Contains(sen, "|") {
				return sen
			}
			return hoFirstMatch(ho20aDeEnglishRe, sen, func(m []string) string {
				if m[2] == ho20aDeEnglish[m[2]] {
					return m[0]
				}
				return m[1] + ho20aDeEnglish[m[2]] + m[3]
			})
		})
	}},
	// (3) A sentence from the first third said again two sentences later (not next to
	// itself), its first comma lost.
	{"ho20a_sentence_repeated_later", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		body := func(r sentenceRef) bool {
			sen := split[r.line][r.idx]
			return ho20aEndsSentence(sen) && len([]rune(strings.TrimSpace(sen))) >= 20 && !hoListItem.MatchString(sen)
		}
		var cands []int
		for i, r := range refs {
			if body(r) {
				cands = append(cands, i)
			}
		}
		if len(cands) < 3 {
			return s
		}
		from := cands[len(cands)/3]
		if from == cands[len(cands)-1] {
			return s
		}
		to := -1
		for i := from + 2; i < len(refs); i++ {
			if ho20aEndsSentence(split[refs[i].line][refs[i].idx]) {
				to = i
				break
			}
		}
		if to < 0 {
			return s
		}
		cp := strings.TrimSpace(split[refs[from].line][refs[from].idx])
		sep := " "
		if lang == "ja" {
			cp = strings.Replace(cp, "、", "", 1)
			sep = ""
		} else {
			cp = strings.Replace(cp, ", ", " ", 1)
		}
		t := refs[to]
		old := split[t.line][t.idx]
		trimmed := strings.TrimRight(old, " ")
		split[t.line][t.idx] = trimmed + sep + cp + old[len(trimmed):]
		return hoJoin(split)
	}},
	// (3) The first item of the first list, table or JSON array repeated after its last
	// item (a numbered item under the next number, its final stop dropped).
	{"ho20a_first_item_repeated_at_end", "raw", func(lang, s string) string {
		if json.Valid([]byte(s)) {
			es, closeAt := ho20aJSONArray(s)
			if es == nil {
				return s
			}
			first := strings.TrimSpace(s[es[0][0]:es[0][1]])
			second := es[1][0] + len(s[es[1][0]:es[1][1]]) - len(strings.TrimLeft(s[es[1][0]:es[1][1]], " \t\r\n"))
			sep := s[es[0][1]:second]
			lastEnd := strings.TrimRight(s[:closeAt], " \t\r\n")
			return lastEnd + sep + first + s[len(lastEnd):]
		}
		lines := strings.Split(s, "\n")
		listAt, tableAt := -1, -1
		var list ho20aListItems
		for _, b := range ho20aLists(lines) {
			if len(b.lines) >= 2 {
				list, listAt = b, b.lines[0]
				break
			}
		}
		var rows []int
		for i := 0; i+1 < len(lines); i++ {
			if strings.HasPrefix(strings.TrimSpace(lines[i]), "|") && strings.Trim(lines[i+1], "|-: ") == "" && strings.Contains(lines[i+1], "-") {
				for j := i + 2; j < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[j]), "|"); j++ {
					rows = append(rows, j)
				}
				if len(rows) >= 2 {
					tableAt = i
				}
				break
			}
		}
		switch {
		case tableAt >= 0 && (listAt < 0 || tableAt < listAt):
			return strings.Join(slices.Insert(lines, rows[len(rows)-1]+1, lines[rows[0]]), "\n")
		case listAt >= 0:
			m := ho20aListLine.FindStringSubmatch(lines[list.lines[0]])
			item := strings.TrimRight(strings.TrimRight(m[5], " "), "。.")
			marker := m[2]
			if list.numbered {
				last := ho20aListLine.FindStringSubmatch(lines[list.lines[len(list.lines)-1]])
				n, _ := strconv.Atoi(last[3])
				marker = strconv.Itoa(n+1) + m[4] + " "
			}
			return strings.Join(slices.Insert(lines, list.lines[len(list.lines)-1]+1, m[1]+marker+item), "\n")
		}
		return s
	}},
	// (4) One casual sentence in a formal text, after a sentence in the middle.
	{"ho20a_casual_sentence_inserted", "longest", func(lang, s string) string {
		add, sep := "Falls noch was ist, einfach kurz melden!", " "
		if lang == "ja" {
			add, sep = "何かあったら、気軽に声かけてくださいね！", ""
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			if !ho20aEndsSentence(sen) || len([]rune(strings.TrimSpace(sen))) < 15 {
				return sen
			}
			t := strings.TrimRight(sen, " ")
			return t + sep + add + sen[len(t):]
		})
	}},
	// (4) The last intensifier or polite adverb turned into slang (誠に → マジで, 大変 →
	// めっちゃ; es tut uns leid → es tut uns voll leid, gern → mega gern, kostenlos →
	// für lau).
	{"ho20a_slang_intensifier", "raw", func(lang, s string) string {
		if lang == "ja" {
			return ho20aLastOf(s, []ho20aSwap{
				{regexp.MustCompile(`(誠に)`), func(string) string { return "マジで" }},
				{regexp.MustCompile(`(大変)(?:申し訳|お世話|ありがた|恐縮|失礼|助か)`), func(string) string { return "めっちゃ" }},
				{regexp.MustCompile(`(非常に)`), func(string) string { return "超" }},
				{regexp.MustCompile(`(本当に)`), func(string) string { return "ガチで" }},
			}, nil)
		}
		return ho20aLastOf(s, []ho20aSwap{
			{ho20aWord(`leid`), func(string) string { return "voll leid" }},
			{ho20aWord(`gerne?`), func(m string) string { return "mega " + m }},
			{ho20aWord(`Gerne?`), func(m string) string { return "Mega " + strings.ToLower(m) }},
			{regexp.MustCompile(`(kostenlos) `), func(string) string { return "für lau" }},
			{ho20aWord(`sehr`), func(string) string { return "mega" }},
			{ho20aWord(`leider`), func(string) string { return "blöderweise" }},
			{ho20aWord(`wirklich`), func(string) string { return "echt" }},
		}, nil)
	}},
	// (5) German: the last quantity keeps its number and changes its unit (10 Minuten →
	// 10 Stunden, 24 Stunden → 24 Tage, 2 Jahre → 2 Monate, 2,4-GHz → 2,4-MHz).
	{"ho20a_de_unit_changed_last", "raw", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		swap := map[string]string{"Minuten": "Stunden", "Minute": "Stunde", "Stunden": "Tage", "Stunde": "Tag", "Tage": "Wochen",
			"Tagen": "Wochen", "Wochen": "Tage", "Woche": "Tag", "Monate": "Wochen", "Monaten": "Wochen", "Jahre": "Monate",
			"Jahren": "Monaten", "Jahr": "Monat", "Liter": "Kubikmeter", "Litern": "Kubikmetern", "kg": "g", "km": "m", "GHz": "MHz",
			"MHz": "GHz", "°C": "°F", "Stück": "Kartons", "Prozent": "Euro", "%": "€"}
		re := regexp.MustCompile(`(?:\d|\b(?:zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf))[ -]?(Minuten|Minute|Stunden|Stunde|Tagen|Tage|Wochen|Woche|Monaten|Monate|Jahren|Jahre|Jahr|Litern|Liter|kg|km|GHz|MHz|°C|Stück|Prozent|%)(?:$|[^\p{L}])`)
		return ho20aLastOf(s, []ho20aSwap{{re, func(m string) string { return swap[m] }}}, nil)
	}},
	// (5) Japanese: the last counted quantity keeps its number and changes its counter or
	// unit (20箱 → 20個, 2週間 → 2日, 30分前 → 30時間前, 2メートル → 2センチメートル).
	{"ho20a_ja_counter_changed_last", "raw", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		swap := map[string]string{"個": "箱", "箱": "個", "週間": "日", "日間": "週間", "時間": "分", "分": "時間", "秒": "分",
			"メートル": "センチメートル", "キロメートル": "メートル", "キログラム": "グラム", "kg": "g", "枚": "冊", "冊": "枚", "台": "個",
			"か月": "年", "ヶ月": "年", "カ月": "年", "%": "円", "％": "円"}
		re := regexp.MustCompile(`\d(個|箱|週間|日間|時間|分|秒|キロメートル|メートル|キログラム|kg|枚|冊|台|か月|ヶ月|カ月|%|％)`)
		return ho20aLastOf(s, []ho20aSwap{{re, func(m string) string { return swap[m] }}}, nil)
	}},
	// (6) German: the last polar word of the answer flipped (kostenlos → kostenpflichtig,
	// inkl. → zzgl., möglich → unmöglich, erforderlich → optional, bestanden → nicht
	// bestanden, eingehalten → überschritten, bleibt unverändert bei → ändert sich auf).
	{"ho20a_de_polarity_last", "raw", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		pairs := [][2]string{{"kostenlos", "kostenpflichtig"}, {"kostenpflichtig", "kostenlos"}, {"inklusive", "exklusive"},
			{"exklusive", "inklusive"}, {"inkl.", "zzgl."}, {"zzgl.", "inkl."}, {"unmöglich", "möglich"}, {"möglich", "unmöglich"},
			{"erforderlich", "optional"}, {"optional", "erforderlich"}, {"verpflichtend", "freiwillig"}, {"freiwillig", "verpflichtend"},
			{"bleibt unverändert bei", "ändert sich auf"}, {"unverändert", "geändert"}, {"ist bestanden", "ist nicht bestanden"},
			{"bestanden", "nicht bestanden"}, {"eingehalten", "überschritten"}, {"überschritten", "eingehalten"},
			{"gültig", "ungültig"}, {"ungültig", "gültig"}, {"zulässig", "unzulässig"}, {"netto", "brutto"}, {"brutto", "netto"}}
		var swaps []ho20aSwap
		for _, p := range pairs {
			to := p[1]
			swaps = append(swaps, ho20aSwap{regexp.MustCompile(`(?:^|[^\p{L}])(` + regexp.QuoteMeta(p[0]) + `)`), func(string) string { return to }})
		}
		return ho20aLastOf(s, swaps, func(s string, at, end int) bool {
			// a longer pair covers this one (unmöglich over möglich), a key of JSON, or a
			// word that only starts with it (möglichst)
			if at >= len("un") && strings.HasSuffix(s[:at], "un") || at >= len("nicht ") && strings.HasSuffix(s[:at], "nicht ") {
				return true
			}
			if strings.HasSuffix(s[:at], "\"") && strings.HasPrefix(s[end:], "\"") {
				return true
			}
			if strings.HasPrefix(s[end:], "st") {
				return true
			}
			return strings.HasSuffix(s[:at], "bleibt ") && strings.HasPrefix(s[at:end], "unverändert") && strings.HasPrefix(s[end:], " bei")
		})
	}},
	// (6) Japanese: the last polar word of the answer flipped (税込 → 税抜, 税抜 → 税込,
	// 不要 → 必要, 無料 → 有料, 可能 → 不可能, 必須 → 任意, できません → できます, 変わりません
	// → 変わります).
	{"ho20a_ja_polarity_last", "raw", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		pairs := [][2]string{{"税込", "税抜"}, {"税抜", "税込"}, {"税別", "税込"}, {"不要", "必要"}, {"必要", "不要"}, {"無料", "有料"},
			{"有料", "無料"}, {"不可能", "可能"}, {"可能", "不可能"}, {"必須", "任意"}, {"任意", "必須"}, {"できません", "できます"},
			{"変わりません", "変わります"}, {"対象外", "対象"}}
		var swaps []ho20aSwap
		for _, p := range pairs {
			to := p[1]
			swaps = append(swaps, ho20aSwap{regexp.MustCompile(`(` + p[0] + `)`), func(string) string { return to }})
		}
		return ho20aLastOf(s, swaps, func(s string, at, end int) bool {
			return strings.HasSuffix(s[:at], "不") || strings.HasPrefix(s[end:], "外")
		})
	}},
	// (7) The first list of three or more items merged into one paragraph of prose (a
	// numbered procedure or the summary's bullets run on as sentences).
	{"ho20a_list_merged_into_prose", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for _, b := range ho20aLists(lines) {
			if len(b.lines) < 3 {
				continue
			}
			var parts []string
			for _, i := range b.lines {
				item := strings.TrimSpace(ho20aListLine.FindStringSubmatch(lines[i])[5])
				if !ho20aEndsSentence(item) {
					if lang == "ja" {
						item += "。"
					} else {
						item += "."
					}
				}
				parts = append(parts, item)
			}
			sep := " "
			if lang == "ja" {
				sep = ""
			}
			first, last := b.lines[0], b.lines[len(b.lines)-1]
			out := slices.Concat(lines[:first], []string{strings.Join(parts, sep)}, lines[last+1:])
			return strings.Join(out, "\n")
		}
		return s
	}},
	// (7) A step of a numbered procedure (the one a third of the way in) moved to just
	// before the last step, the numbers rewritten to count up cleanly: the order the
	// procedure needs is lost, and nothing looks out of sequence.
	{"ho20a_step_moved_later", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for _, b := range ho20aLists(lines) {
			if !b.numbered || len(b.lines) < 4 {
				continue
			}
			ms := make([][]string, len(b.lines))
			for k, i := range b.lines {
				ms[k] = ho20aListLine.FindStringSubmatch(lines[i])
			}
			k := len(ms) / 3
			order := slices.Delete(slices.Clone(ms), k, k+1)
			order = slices.Insert(order, len(order)-1, ms[k])
			n0, _ := strconv.Atoi(ms[0][3])
			for j, i := range b.lines {
				m := order[j]
				lines[i] = ms[j][1] + strconv.Itoa(n0+j) + ms[j][4] + " " + m[5]
			}
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// (8) The answer stops inside a word of its last full sentence: everything after is
	// lost (the closing, the last list item's end, the table's last line).
	{"ho20a_cut_mid_word_late", "raw", func(lang, s string) string {
		if json.Valid([]byte(s)) {
			return s
		}
		split, refs := hoAllSentences(lang, s)
		for k := len(refs) - 1; k >= 0; k-- {
			r := refs[k]
			sen := split[r.line][r.idx]
			rs := []rune(strings.TrimRight(sen, " "))
			if !ho20aEndsSentence(sen) || len(rs) < 20 {
				continue
			}
			cut := -1
			if lang == "ja" {
				for i := len(rs) * 3 / 5; i+1 < len(rs); i++ {
					if (unicode.Is(unicode.Han, rs[i]) || unicode.In(rs[i], unicode.Hiragana, unicode.Katakana)) &&
						(unicode.Is(unicode.Han, rs[i-1]) || unicode.In(rs[i-1], unicode.Hiragana, unicode.Katakana)) &&
						(unicode.Is(unicode.Han, rs[i+1]) || unicode.In(rs[i+1], unicode.Hiragana, unicode.Katakana)) {
						cut = i
						break
					}
				}
			} else {
				word := regexp.MustCompile(`\p{L}{6,}`)
				str := string(rs)
				for _, loc := range word.FindAllStringIndex(str, -1) {
					if len([]rune(str[:loc[0]])) >= len(rs)/2 {
						w := []rune(str[loc[0]:loc[1]])
						cut = len([]rune(str[:loc[0]])) + len(w)/2
						break
					}
				}
			}
			if cut < 0 {
				continue
			}
			split[r.line][r.idx] = string(rs[:cut])
			split[r.line] = split[r.line][:r.idx+1]
			return hoJoin(split[:r.line+1])
		}
		return s
	}},
	// (8) The last string value of a JSON answer cut short, the JSON still valid
	// ("faellig_am": "2026-1", "payment": "クレジ", a reply that ends mid-sentence).
	{"ho20a_json_last_string_cut", "raw", func(lang, s string) string {
		if !json.Valid([]byte(s)) {
			return s
		}
		strs := ho20aJSONStrings(s)
		if len(strs) == 0 {
			return s
		}
		loc := strs[len(strs)-1]
		raw := s[loc[0]:loc[1]]
		// count characters, an escape sequence as one
		var units []int
		for i := 0; i < len(raw); {
			units = append(units, i)
			if raw[i] == '\\' {
				if i+1 < len(raw) && raw[i+1] == 'u' {
					i += 6
				} else {
					i += 2
				}
				continue
			}
			_, n := utf8.DecodeRuneInString(raw[i:])
			i += n
		}
		if len(units) < 4 {
			return s
		}
		keep := len(units) * 3 / 5
		cutRaw := strings.TrimRight(raw[:units[keep]], " ")
		return s[:loc[0]] + cutRaw + s[loc[1]:]
	}},
}

// ho20aDiff shows where two texts differ, with a little context.
func ho20aDiff(a, b string) string {
	ra, rb := []rune(a), []rune(b)
	p := 0
	for p < len(ra) && p < len(rb) && ra[p] == rb[p] {
		p++
	}
	q := 0
	for q < len(ra)-p && q < len(rb)-p && ra[len(ra)-1-q] == rb[len(rb)-1-q] {
		q++
	}
	from := max(0, p-30)
	return fmt.Sprintf("…%s[%s → %s]%s…", string(ra[from:p]), string(ra[p:len(ra)-q]), string(rb[p:len(rb)-q]),
		string(ra[len(ra)-q:min(len(ra), len(ra)-q+30)]))
}
