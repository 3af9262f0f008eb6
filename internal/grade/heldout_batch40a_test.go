package grade

// Blind batch 40a: an attribute moved to the other entity. The answer names two or
// more things of one kind (two offers or order lines, two people, two products, two
// dates, two amounts) and at one place gives one of them an attribute that belongs to
// the other, while every value still appears somewhere in the answer: a price, a
// quantity or a date copied from one item onto another, two records trading a field,
// a later person given the first person's rank or title, a total given the value of
// one of its parts, a product given the other product's model suffix, and one record
// given all the values of another (two items merged into one). A kind that finds no
// pair of entities leaves the answer unchanged.

import (
	"regexp"
	"strings"
)

var (
	ho40aJaAmount = regexp.MustCompile(`(?:\d+億)?(?:\d{1,3}(?:,\d{3})+|\d+)万?円`)
	ho40aDeAmount = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} ?€`)
	ho40aJaRank   = regexp.MustCompile(`(\p{Han}{1,3})(部長|課長|係長|次長|主任|社長|専務|常務|室長|所長|店長)`)
	ho40aDePerson = regexp.MustCompile(`(?:(Herr|Frau|Herrn) )?((?:Prof\. )?(?:Dr\. )?)(\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?)`)
	ho40aFlatObj  = regexp.MustCompile(`\{[^{}\[\]]*\}`)
	ho40aMember   = regexp.MustCompile(`"([^"]+)":\s*("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|true|false|null)`)
	ho40aBullet   = regexp.MustCompile(`^(?:[-*•・] ?|\d+\. )`)
	ho40aJSONTot  = regexp.MustCompile(`("(?:brutto|total|gesamt|summe|gesamtbetrag)":\s*(?:\{"value":\s*)?)(\d+(?:\.\d+)?)`)
	ho40aJSONUnit = regexp.MustCompile(`"(?:einzelpreis|unit_price|preis|price)":\s*(\d+(?:\.\d+)?)`)
	ho40aTotal    = regexp.MustCompile(`(合計(?:（税[込抜別]）)?[：は]?|総額[：は]?|zusammen |insgesamt |Gesamtbetrag:? |Summe:? )`)
	ho40aModel    = regexp.MustCompile(`[「„]([\p{L}ー]+) ((?:[A-Z]{1,3}\d{1,4})|Pro)[」“]`)
	ho40aProduct  = regexp.MustCompile(`「([\p{Katakana}ー]{3,})」|\b(\p{Lu}\p{Ll}+App)\b`)
)

// ho40aAmountRe is the amount pattern of the language.
func ho40aAmountRe(lang string) *regexp.Regexp {
	if lang == "ja" {
		return ho40aJaAmount
	}
	return ho40aDeAmount
}

// ho40aDateRe is the prose or ISO date pattern of the language.
func ho40aDateRe(lang string) *regexp.Regexp {
	if lang == "ja" {
		return regexp.MustCompile(`(?:\d{4}年)?\d{1,2}月\d{1,2}日|\d{4}-\d{2}-\d{2}`)
	}
	return regexp.MustCompile(`\d{1,2}\.\d{1,2}\.\d{4}|\d{4}-\d{2}-\d{2}`)
}

// ho40aTable splits a markdown table's data rows into cells: the line indexes of
// the data rows and their cells (trimmed), or nil when there is no table.
func ho40aTable(s string) ([]string, []int, [][]string) {
	lines := strings.Split(s, "\n")
	var idx []int
	var cells [][]string
	header := true
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if !strings.HasPrefix(t, "|") {
			if len(idx) > 0 {
				break
			}
			header = true
			continue
		}
		if strings.Contains(t, "---") {
			header = false
			continue
		}
		if header {
			continue
		}
		parts := strings.Split(strings.Trim(t, "|"), "|")
		for k := range parts {
			parts[k] = strings.TrimSpace(parts[k])
		}
		idx = append(idx, i)
		cells = append(cells, parts)
	}
	return lines, idx, cells
}

func ho40aRow(cells []string) string {
	return "| " + strings.Join(cells, " | ") + " |"
}

// ho40aRecords finds the flat JSON objects of s that share their key list (the
// elements of an array of records): their positions and members.
func ho40aRecords(s string) ([][]int, [][][]int) {
	locs := ho40aFlatObj.FindAllStringIndex(s, -1)
	var keyset []string
	var objs [][]int
	var mems [][][]int
	for _, l := range locs {
		ms := ho40aMember.FindAllStringSubmatchIndex(s[l[0]:l[1]], -1)
		var keys []string
		for _, m := range ms {
			keys = append(keys, s[l[0]+m[2]:l[0]+m[3]])
		}
		k := strings.Join(keys, ",")
		if len(ms) < 2 {
			continue
		}
		if keyset == nil || len(objs) == 0 {
			keyset = []string{k}
		}
		if k != keyset[0] {
			continue
		}
		for _, m := range ms {
			for j := range m {
				m[j] += l[0]
			}
		}
		objs = append(objs, l)
		mems = append(mems, ms)
	}
	if len(objs) < 2 {
		return nil, nil
	}
	return objs, mems
}

// ho40aEdits applies replacements, given as [start, end, text], from the back.
func ho40aEdits(s string, edits [][3]any) string {
	for i := len(edits) - 1; i >= 0; i-- {
		for j := 0; j < i; j++ {
			if edits[j][0].(int) > edits[j+1][0].(int) {
				edits[j], edits[j+1] = edits[j+1], edits[j]
			}
		}
	}
	for i := len(edits) - 1; i >= 0; i-- {
		e := edits[i]
		s = s[:e[0].(int)] + e[2].(string) + s[e[1].(int):]
	}
	return s
}

// ho40aItems lists the bullet or numbered items and table data rows of s as line
// indexes.
func ho40aItems(lines []string) []int {
	var out []int
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if ho40aBullet.MatchString(t) || (strings.HasPrefix(t, "|") && !strings.Contains(t, "---")) {
			out = append(out, i)
		}
	}
	return out
}

// ho40aTrade makes the first and the last record of a table or a JSON array of
// records trade the field col(number of fields).
func ho40aTrade(s string, col func(n int) int) string {
	lines, idx, cells := ho40aTable(s)
	if len(idx) >= 2 {
		a, b := cells[0], cells[len(cells)-1]
		c := col(len(a))
		if len(a) == len(b) && c > 0 && a[c] != b[c] {
			a[c], b[c] = b[c], a[c]
			lines[idx[0]] = ho40aRow(a)
			lines[idx[len(idx)-1]] = ho40aRow(b)
			return strings.Join(lines, "\n")
		}
	}
	objs, mems := ho40aRecords(s)
	if objs == nil {
		return s
	}
	c := col(len(mems[0]))
	if c <= 0 || c >= len(mems[len(mems)-1]) {
		return s
	}
	a, b := mems[0][c], mems[len(mems)-1][c]
	va, vb := s[a[4]:a[5]], s[b[4]:b[5]]
	if va == vb {
		return s
	}
	return ho40aEdits(s, [][3]any{{a[4], a[5], vb}, {b[4], b[5], va}})
}

var heldOutBatch40a = []heldOutKind{
	// Within one sentence that names two amounts, the first item gets the second's:
	// 基本料金33,000円（税込）と追加ユーザー料金5,500円 → 基本料金5,500円（税込）と追加ユーザー料金5,500円;
	// 18.750,00 € für die Stahlträger und 2.400,00 € … → 2.400,00 € für die Stahlträger und 2.400,00 € ….
	{"b40a_sentence_first_amount_takes_second", "strings", func(lang, s string) string {
		re := ho40aAmountRe(lang)
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sen := split[r.line][r.idx]
			if strings.HasPrefix(strings.TrimSpace(sen), "|") {
				continue
			}
			ms := re.FindAllStringIndex(sen, -1)
			if len(ms) < 2 {
				continue
			}
			a, b := sen[ms[0][0]:ms[0][1]], sen[ms[1][0]:ms[1][1]]
			if a == b {
				continue
			}
			split[r.line][r.idx] = sen[:ms[0][0]] + b + sen[ms[0][1]:]
			return hoJoin(split)
		}
		return s
	}},
	// A later person gets the rank or academic title of the first person:
	// 石井部長 … 森課長 → 石井部長 … 森部長; Prof. Dr. Kühn … Frau Dr. Vogt → Frau Prof. Dr. Vogt.
	{"b40a_later_person_given_first_persons_rank", "raw", func(lang, s string) string {
		if lang == "ja" {
			ms := ho40aJaRank.FindAllStringSubmatchIndex(s, -1)
			if len(ms) < 2 {
				return s
			}
			name0, rank0 := s[ms[0][2]:ms[0][3]], s[ms[0][4]:ms[0][5]]
			for _, m := range ms[1:] {
				if s[m[2]:m[3]] != name0 && s[m[4]:m[5]] != rank0 {
					return s[:m[4]] + rank0 + s[m[5]:]
				}
			}
			return s
		}
		ms := ho40aDePerson.FindAllStringSubmatchIndex(s, -1)
		var title0, name0 string
		for _, m := range ms {
			title := s[m[4]:m[5]]
			name := s[m[6]:m[7]]
			hasHonor := m[2] >= 0
			if title0 == "" {
				if title != "" {
					title0, name0 = title, name
				}
				continue
			}
			if !hasHonor || strings.HasPrefix(name, strings.Fields(name0)[0]) || strings.HasPrefix(name0, name) {
				continue
			}
			if title != title0 {
				return s[:m[4]] + title0 + s[m[5]:]
			}
		}
		return s
	}},
	// The first and the last record trade their first value field: in a table the
	// second column, in a JSON array of records the second member:
	// | Kühltechnik … | 14.890,00 € | … / | Eisblock … | 13.975,00 € | → prices traded;
	// コピー用紙 10箱 / ホチキス針 20箱 → コピー用紙 20箱 / ホチキス針 10箱.
	{"b40a_records_second_field_traded_first_last", "raw", func(lang, s string) string {
		return ho40aTrade(s, func(n int) int { return 1 })
	}},
	// The first and the last record trade their last field: a table's last column, a
	// JSON record's last member:
	// | Kühltechnik … | 5 Jahre | / | Eisblock … | 3 Jahre | → 3 Jahre / 5 Jahre;
	// | コピー用紙… | 24,800円 | / | ホチキス針… | 2,400円 | → 2,400円 / 24,800円.
	{"b40a_records_last_field_traded_first_last", "raw", func(lang, s string) string {
		return ho40aTrade(s, func(n int) int { return n - 1 })
	}},
	// The last record's last field copies the first record's: a table's last cell,
	// a JSON record's last member:
	// | Eisblock … | 3 Jahre | → | Eisblock … | 5 Jahre |; "unit_price": 1100 → "unit_price": 12800.
	{"b40a_last_record_last_field_copied_from_first", "raw", func(lang, s string) string {
		lines, idx, cells := ho40aTable(s)
		if len(idx) >= 2 {
			a, b := cells[0], cells[len(cells)-1]
			n := len(b) - 1
			if n > 0 && len(a) == len(b) && a[n] != b[n] {
				b[n] = a[n]
				lines[idx[len(idx)-1]] = ho40aRow(b)
				return strings.Join(lines, "\n")
			}
		}
		objs, mems := ho40aRecords(s)
		if objs == nil {
			return s
		}
		ma, mb := mems[0], mems[len(mems)-1]
		a, b := ma[len(ma)-1], mb[len(mb)-1]
		if s[a[4]:a[5]] == s[b[4]:b[5]] {
			return s
		}
		return s[:b[4]] + s[a[4]:a[5]] + s[b[5]:]
	}},
	// A later record takes every value of the first but keeps its own name, as if
	// two items were merged into one:
	// | Nordkälte AG | 12.450,00 € | 4 Wochen | 2 Jahre | → | Nordkälte AG | 14.890,00 € | 6 Wochen | 5 Jahre |;
	// {"product": "交換用パッキン", "quantity": 2, "unit_price": 1100} → quantity 1, unit_price 12800.
	{"b40a_second_record_takes_all_first_record_values", "raw", func(lang, s string) string {
		lines, idx, cells := ho40aTable(s)
		if len(idx) >= 2 {
			a, b := cells[0], cells[1]
			if len(a) == len(b) && len(a) > 2 {
				nb := append([]string{b[0]}, a[1:]...)
				if ho40aRow(nb) != ho40aRow(b) {
					lines[idx[1]] = ho40aRow(nb)
					return strings.Join(lines, "\n")
				}
			}
		}
		objs, mems := ho40aRecords(s)
		if objs == nil {
			return s
		}
		var edits [][3]any
		for k := 1; k < len(mems[0]); k++ {
			a, b := mems[0][k], mems[1][k]
			if s[a[4]:a[5]] != s[b[4]:b[5]] {
				edits = append(edits, [3]any{b[4], b[5], s[a[4]:a[5]]})
			}
		}
		if len(edits) == 0 {
			return s
		}
		return ho40aEdits(s, edits)
	}},
	// The last list item or table row with an amount gets the first item's amount:
	// | ホチキス針 No.10 | 20箱 | 120円 | → | ホチキス針 No.10 | 20箱 | 2,480円 |;
	// - Das Budget von 486.000,00 € … → - Das Budget von 18.750,00 € ….
	{"b40a_last_item_amount_taken_from_first_item", "strings", func(lang, s string) string {
		re := ho40aAmountRe(lang)
		lines := strings.Split(s, "\n")
		items := ho40aItems(lines)
		var first string
		last := -1
		for _, i := range items {
			m := re.FindString(lines[i])
			if m == "" {
				continue
			}
			if first == "" {
				first = m
				continue
			}
			if m != first {
				last = i
			}
		}
		if last < 0 {
			return s
		}
		loc := re.FindStringIndex(lines[last])
		lines[last] = lines[last][:loc[0]] + first + lines[last][loc[1]:]
		return strings.Join(lines, "\n")
	}},
	// The last list item with a date gets the date of an earlier item:
	// - Die nächste Sitzung findet am 12.11.2026 statt. → … am 23.11.2026 statt.;
	// ・旧事務所での営業は11月13日（金）まで → ・旧事務所での営業は11月16日（金）まで.
	{"b40a_last_item_date_taken_from_earlier_item", "strings", func(lang, s string) string {
		re := ho40aDateRe(lang)
		lines := strings.Split(s, "\n")
		items := ho40aItems(lines)
		var first string
		last := -1
		for _, i := range items {
			m := re.FindString(lines[i])
			if m == "" {
				continue
			}
			if first == "" {
				first = m
				continue
			}
			if m != first && !strings.Contains(lines[i], first) {
				last = i
			}
		}
		if last < 0 {
			return s
		}
		loc := re.FindStringIndex(lines[last])
		lines[last] = lines[last][:loc[0]] + first + lines[last][loc[1]:]
		return strings.Join(lines, "\n")
	}},
	// The first date, in a sentence without the last date, is replaced by the last
	// date of the answer (the earlier event gets the later event's date):
	// 2026年10月14日には当研究室をご訪問いただき → 2026年10月30日には…;
	// "rechnungsdatum": "2026-10-21" → "rechnungsdatum": "2026-11-04".
	{"b40a_first_date_copies_last_date", "raw", func(lang, s string) string {
		re := ho40aDateRe(lang)
		dates := re.FindAllString(s, -1)
		var distinct []string
		for _, d := range dates {
			if !strings.Contains(strings.Join(distinct, "|"), d) {
				distinct = append(distinct, d)
			}
		}
		if len(distinct) < 2 {
			return s
		}
		lastD := distinct[len(distinct)-1]
		split, refs := hoAllSentences(lang, s)
		for _, d := range distinct[:len(distinct)-1] {
			// keep the year form of the date replaced
			rep := lastD
			if lang == "ja" && strings.Contains(d, "年") != strings.Contains(lastD, "年") {
				continue
			}
			for _, r := range refs {
				sen := split[r.line][r.idx]
				if strings.Contains(sen, d) && !strings.Contains(sen, lastD) {
					split[r.line][r.idx] = strings.Replace(sen, d, rep, 1)
					return hoJoin(split)
				}
			}
		}
		return s
	}},
	// A total is given the value of its first part:
	// 合計38,500円（税込） → 合計5,500円（税込）; zusammen 21.150,00 € → zusammen 18.750,00 €;
	// "brutto": 1034.11 → "brutto": 185.00.
	{"b40a_total_given_first_part_value", "raw", func(lang, s string) string {
		if u := ho40aJSONUnit.FindStringSubmatch(s); u != nil {
			if loc := ho40aJSONTot.FindStringSubmatchIndex(s); loc != nil && s[loc[4]:loc[5]] != u[1] {
				return s[:loc[4]] + u[1] + s[loc[5]:]
			}
		}
		re := ho40aAmountRe(lang)
		first := re.FindString(s)
		if _, idx, cells := ho40aTable(s); len(idx) >= 2 {
			first = re.FindString(cells[0][len(cells[0])-1])
		}
		loc := ho40aTotal.FindStringIndex(s)
		if first == "" || loc == nil {
			return s
		}
		at := re.FindStringIndex(s[loc[1]:])
		if at == nil || at[0] > 4 {
			return s
		}
		st, en := loc[1]+at[0], loc[1]+at[1]
		if s[st:en] == first {
			return s
		}
		return s[:st] + first + s[en:]
	}},
	// A second product is given the first product's model or edition suffix:
	// 「カイケイクラウド Pro」と「タイムレコ」 → 「カイケイクラウド Pro」と「タイムレコ Pro」;
	// „Nordwärme L9“ mit der WärmeApp → … mit der WärmeApp L9.
	{"b40a_model_suffix_copied_to_other_product", "raw", func(lang, s string) string {
		m := ho40aModel.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		suffix := s[m[4]:m[5]]
		for _, p := range ho40aProduct.FindAllStringSubmatchIndex(s, -1) {
			if p[0] < m[1] && p[1] > m[0] {
				continue
			}
			if p[2] >= 0 {
				return s[:p[3]] + " " + suffix + s[p[3]:]
			}
			return s[:p[5]] + " " + suffix + s[p[5]:]
		}
		return s
	}},
	// The first person is given the rank or title of a later person:
	// 石井部長 … 森課長 → 石井課長 … 森課長; Prof. Dr. Kühn … Frau Dr. Vogt → Dr. Kühn … Frau Dr. Vogt.
	{"b40a_first_person_given_later_persons_rank", "raw", func(lang, s string) string {
		if lang == "ja" {
			ms := ho40aJaRank.FindAllStringSubmatchIndex(s, -1)
			if len(ms) < 2 {
				return s
			}
			name0, rank0 := s[ms[0][2]:ms[0][3]], s[ms[0][4]:ms[0][5]]
			for _, m := range ms[1:] {
				if s[m[2]:m[3]] != name0 && s[m[4]:m[5]] != rank0 {
					return s[:ms[0][4]] + s[m[4]:m[5]] + s[ms[0][5]:]
				}
			}
			return s
		}
		ms := ho40aDePerson.FindAllStringSubmatchIndex(s, -1)
		var first []int
		for _, m := range ms {
			if m[5] > m[4] && first == nil {
				first = m
			}
		}
		for _, m := range ms {
			if first == nil || m[0] <= first[0] || m[5] <= m[4] {
				continue
			}
			if t := s[m[4]:m[5]]; t != s[first[4]:first[5]] {
				return s[:first[4]] + t + s[first[5]:]
			}
		}
		return s
	}},
}
