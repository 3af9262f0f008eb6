package grade

// Batch 75a: damage at the edges of an answer, where a reviewer looks first and a
// model's decoding is least stable. Each kind touches exactly one edge place: the
// salutation line, the closing formula or the signature's last line, a JSON
// document's first or last member, a table's header, first or last row, or a
// summary's last reporting sentence. The damage families are the usual ones in forms
// not yet in the study: a value or label moved to the wrong slot, a name cut or
// merged with another person's, a word of the wrong register, a closing formula
// with broken case endings, a name in another script, and a member or row label
// that stops being data (a key or column label left where the value belongs).

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	b75aJSONFirstTwo  = regexp.MustCompile(`^\{"([^"]+)": ("(?:[^"\\]|\\.)*"), "([^"]+)": ("(?:[^"\\]|\\.)*")`)
	b75aJSONFirstKey  = regexp.MustCompile(`^\{"([^"]+)": [^,]+?, "([^"]+)":`)
	b75aJSONFirstStr  = regexp.MustCompile(`^\{"([^"]+)": "((?:[^"\\]|\\.)*)"`)
	b75aJSONFirstPair = regexp.MustCompile(`"([^"]+)": "((?:[^"\\]|\\.)*)"`)
	b75aJSONTwoNums   = regexp.MustCompile(`"([^"]+)": (-?\d+(?:\.\d+)?), "([^"]+)": (-?\d+(?:\.\d+)?)`)
	b75aDeSalutation  = regexp.MustCompile(`^(Sehr geehrter?) (Herr|Frau) ((?:(?:Prof|Dr)\. )*)(\p{Lu}[\p{Ll}ß]+),`)
	b75aDeTitledOther = regexp.MustCompile(`(?:Herrn?|Frau|Dr\.)(?: (?:Dr|Prof)\.)* (?:\p{Lu}\p{Ll}+ )?(\p{Lu}[\p{Ll}ß]+)`)
	b75aLatinName     = regexp.MustCompile(`\p{Lu}[\p{Ll}ß]{2,}`)
	b75aTableSep      = regexp.MustCompile(`^\|(?:\s*:?-{3,}:?\s*\|)+$`)
)

// b75aTable returns the line indexes of a markdown table's header and of its first and
// last data rows; ok is false without a table.
func b75aTable(lines []string) (header, first, last int, ok bool) {
	for i := 1; i < len(lines); i++ {
		if !b75aTableSep.MatchString(strings.TrimSpace(lines[i])) || !strings.HasPrefix(lines[i-1], "|") {
			continue
		}
		last = i
		for j := i + 1; j < len(lines) && strings.HasPrefix(lines[j], "|"); j++ {
			last = j
		}
		if last == i {
			return 0, 0, 0, false
		}
		return i - 1, i + 1, last, true
	}
	return 0, 0, 0, false
}

// b75aCells splits a table row into its trimmed cells.
func b75aCells(line string) []string {
	parts := strings.Split(strings.Trim(strings.TrimSpace(line), "|"), "|")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	return parts
}

func b75aRow(cells []string) string {
	return "| " + strings.Join(cells, " | ") + " |"
}

// b75aJSONScan walks a JSON text from its first byte and calls f with every structural
// byte outside strings and the nesting depth before it.
func b75aJSONScan(s string, f func(i, depth int, c byte)) {
	depth, inStr := 0, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if inStr {
			switch c {
			case '\\':
				i++
			case '"':
				inStr = false
			}
			continue
		}
		switch c {
		case '"':
			inStr = true
		case '{', '[':
			f(i, depth, c)
			depth++
		case '}', ']':
			depth--
			f(i, depth, c)
		default:
			f(i, depth, c)
		}
	}
}

// b75aFirstRecordArray returns the start of every object in the first array of objects
// of a JSON text.
func b75aFirstRecordArray(s string) []int {
	at := strings.Index(s, "[{")
	if at < 0 {
		return nil
	}
	var starts []int
	done := false
	b75aJSONScan(s[at:], func(i, depth int, c byte) {
		if done {
			return
		}
		switch {
		case c == '{' && depth == 1:
			starts = append(starts, at+i)
		case c == ']' && depth == 0:
			done = true
		}
	})
	return starts
}

var b75aCyrillic = []struct{ from, to string }{
	{"tsch", "ч"}, {"sch", "ш"}, {"ch", "х"}, {"ei", "ай"}, {"eu", "ой"}, {"ie", "и"}, {"ya", "я"}, {"ß", "сс"},
	{"a", "а"}, {"b", "б"}, {"c", "к"}, {"d", "д"}, {"e", "е"}, {"f", "ф"}, {"g", "г"}, {"h", "х"}, {"i", "и"},
	{"j", "й"}, {"k", "к"}, {"l", "л"}, {"m", "м"}, {"n", "н"}, {"o", "о"}, {"p", "п"}, {"q", "к"}, {"r", "р"},
	{"s", "с"}, {"t", "т"}, {"u", "у"}, {"v", "ф"}, {"w", "в"}, {"x", "кс"}, {"y", "и"}, {"z", "ц"},
	{"ä", "э"}, {"ö", "ё"}, {"ü", "ю"},
}

// b75aToCyrillic transliterates a Latin name into Cyrillic letters, keeping it
// capitalised.
func b75aToCyrillic(w string) string {
	low := strings.ToLower(w)
	var b strings.Builder
	for len(low) > 0 {
		matched := false
		for _, p := range b75aCyrillic {
			if strings.HasPrefix(low, p.from) {
				b.WriteString(p.to)
				low = low[len(p.from):]
				matched = true
				break
			}
		}
		if !matched {
			_, size := utf8.DecodeRuneInString(low)
			b.WriteString(low[:size])
			low = low[size:]
		}
	}
	rs := []rune(b.String())
	if len(rs) > 0 {
		rs[0] = unicode.ToUpper(rs[0])
	}
	return string(rs)
}

var heldOutBatch75a = []heldOutKind{
	// The JSON document's first two string members trade their values: the name lands
	// under the city key and the city under the name.
	// {"name": "Petra Müller", "city": "Lüneburg", … → {"name": "Lüneburg", "city": "Petra Müller", …
	// {"rechnungsnummer": "RE-2026-0815", "rechnungsdatum": "2026-10-21" → {"rechnungsnummer": "2026-10-21", "rechnungsdatum": "RE-2026-0815"
	{"b75a_json_first_two_member_values_exchanged", "raw", func(lang, s string) string {
		return hoFirstMatch(b75aJSONFirstTwo, s, func(m []string) string {
			return `{"` + m[1] + `": ` + m[4] + `, "` + m[3] + `": ` + m[2]
		})
	}},
	// The first label is written as its neighbour: a JSON document's first key repeats
	// the second key (a duplicate key, so the first value is shadowed and its field is
	// missing), a table's first column header repeats the second header.
	// {"company": "サクラ物流株式会社", "contract_id": … → {"contract_id": "サクラ物流株式会社", "contract_id": …
	// | Anbieter | Preis | Lieferzeit | Garantie | → | Preis | Preis | Lieferzeit | Garantie |
	{"b75a_first_label_or_key_copied_from_next", "raw", func(lang, s string) string {
		if strings.HasPrefix(s, "{") {
			return hoFirstMatch(b75aJSONFirstKey, s, func(m []string) string {
				return strings.Replace(m[0], `"`+m[1]+`"`, `"`+m[2]+`"`, 1)
			})
		}
		lines := strings.Split(s, "\n")
		h, _, _, ok := b75aTable(lines)
		if !ok {
			return s
		}
		cells := b75aCells(lines[h])
		if len(cells) < 2 || cells[0] == cells[1] {
			return s
		}
		cells[0] = cells[1]
		lines[h] = b75aRow(cells)
		return strings.Join(lines, "\n")
	}},
	// The JSON document's first string member is cut at its first separator (space,
	// hyphen, comma), as a decoder that closes the string too early.
	// "rechnungsnummer": "RE-2026-0815" → "rechnungsnummer": "RE"
	// "name": "髙橋 美咲" → "name": "髙橋"
	{"b75a_json_first_value_cut_at_first_separator", "raw", func(lang, s string) string {
		return hoFirstMatch(b75aJSONFirstStr, s, func(m []string) string {
			v := m[2]
			i := strings.IndexAny(v, " -,、")
			if i <= 0 {
				return m[0]
			}
			return `{"` + m[1] + `": "` + v[:i] + `"`
		})
	}},
	// The German salutation's Herr/Frau is replaced by the role noun Kunde/Kundin, a
	// form of address no business letter uses.
	// Sehr geehrter Herr Weiß, → Sehr geehrter Kunde Weiß,
	// Sehr geehrte Frau Schäfer, → Sehr geehrte Kundin Schäfer,
	{"b75a_de_salutation_herr_frau_replaced_by_customer_noun", "raw", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(b75aDeSalutation, s, func(m []string) string {
			noun := "Kunde"
			if m[2] == "Frau" {
				noun = "Kundin"
			}
			return m[1] + " " + noun + " " + m[3] + m[4] + ","
		})
	}},
	// A summary's last reporting verb is replaced by a pejorative one: the reported
	// party begs or grumbles instead of asking or worrying.
	// Frau Köhler bittet um ein Rücksendeetikett. → Frau Köhler bettelt um ein Rücksendeetikett.
	// 延期と予備費支出の承認を求めている。 → 延期と予備費支出の承認をせがんでいる。
	{"b75a_summary_last_reporting_verb_made_pejorative", "raw", func(lang, s string) string {
		pairs := [][2]string{{" bittet", " bettelt"}}
		if lang == "ja" {
			pairs = [][2]string{{"を求めている", "をせがんでいる"}, {"かを心配されている", "かとごねている"}}
		}
		best, bestAt := -1, -1
		for i, p := range pairs {
			if at := strings.LastIndex(s, p[0]); at > bestAt {
				best, bestAt = i, at
			}
		}
		if best < 0 {
			return s
		}
		return s[:bestAt] + pairs[best][1] + s[bestAt+len(pairs[best][0]):]
	}},
	// The last Latin name word of a letter's short last line (the signature's name or
	// company) is transliterated into Cyrillic letters.
	// Ihre Zahnarztpraxis Dr. Öztürk → Ihre Zahnarztpraxis Dr. Ёцтюрк
	// Prof. Dr. Katharina Weber教授 → Prof. Dr. Katharina Вебер教授
	{"b75a_signature_name_word_in_cyrillic", "raw", func(lang, s string) string {
		at := strings.LastIndex(s, "\n")
		if at < 0 || strings.HasPrefix(s, "{") {
			return s
		}
		last := s[at+1:]
		abbrev := strings.HasSuffix(last, "Ltd.") || strings.HasSuffix(last, "Inc.") || strings.HasSuffix(last, "Co.")
		if len([]rune(last)) > 60 || (strings.HasSuffix(last, ".") && !abbrev) || strings.HasSuffix(last, "。") || strings.HasPrefix(last, "-") || strings.HasPrefix(last, "|") {
			return s
		}
		var pick []int
		for _, loc := range b75aLatinName.FindAllStringIndex(last, -1) {
			if loc[0] > 0 {
				prev := []rune(last[:loc[0]])
				if unicode.IsLetter(prev[len(prev)-1]) {
					continue
				}
			}
			if loc[1] < len(last) {
				next, _ := utf8.DecodeRuneInString(last[loc[1]:])
				if unicode.Is(unicode.Latin, next) || next == '.' {
					continue
				}
			}
			pick = loc
		}
		if pick == nil {
			return s
		}
		return s[:at+1] + last[:pick[0]] + b75aToCyrillic(last[pick[0]:pick[1]]) + last[pick[1]:]
	}},
	// The last record's name is replaced by its column label or key, as a template
	// slot left unfilled: the table's last row or the JSON array's last element
	// loses what it is about.
	// | Eisblock Systemtechnik KG | 13.975,00 € | … → | Anbieter | 13.975,00 € | …
	// {"product": "交換用パッキン", "quantity": 2 … → {"product": "product", "quantity": 2 …
	{"b75a_last_record_name_replaced_by_its_column_label", "raw", func(lang, s string) string {
		if strings.HasPrefix(s, "{") {
			starts := b75aFirstRecordArray(s)
			if len(starts) < 2 {
				return s
			}
			at := starts[len(starts)-1]
			return s[:at] + hoFirstMatch(b75aJSONFirstPair, s[at:], func(m []string) string {
				return `"` + m[1] + `": "` + m[1] + `"`
			})
		}
		lines := strings.Split(s, "\n")
		h, first, last, ok := b75aTable(lines)
		if !ok || last == first {
			return s
		}
		head, cells := b75aCells(lines[h]), b75aCells(lines[last])
		if len(head) == 0 || len(cells) == 0 || cells[0] == head[0] {
			return s
		}
		cells[0] = head[0]
		lines[last] = b75aRow(cells)
		return strings.Join(lines, "\n")
	}},
	// The first record's first two value cells trade places: a table's first row
	// shifts its price into the delivery-time column, a JSON array's first element
	// gives the quantity as the unit price and the unit price as the quantity.
	// | Kühltechnik Straßburger GmbH | 14.890,00 € | 6 Wochen | → | Kühltechnik Straßburger GmbH | 6 Wochen | 14.890,00 € |
	// {"product": "ソラノ電気ケトル K1", "quantity": 1, "unit_price": 12800} → … "quantity": 12800, "unit_price": 1}
	{"b75a_first_record_two_value_cells_exchanged", "raw", func(lang, s string) string {
		if strings.HasPrefix(s, "{") {
			starts := b75aFirstRecordArray(s)
			if len(starts) == 0 {
				return s
			}
			at := starts[0]
			return s[:at] + hoFirstMatch(b75aJSONTwoNums, s[at:], func(m []string) string {
				if m[2] == m[4] {
					return m[0]
				}
				return `"` + m[1] + `": ` + m[4] + `, "` + m[3] + `": ` + m[2]
			})
		}
		lines := strings.Split(s, "\n")
		_, first, _, ok := b75aTable(lines)
		if !ok {
			return s
		}
		cells := b75aCells(lines[first])
		if len(cells) < 3 || cells[1] == cells[2] {
			return s
		}
		cells[1], cells[2] = cells[2], cells[1]
		lines[first] = b75aRow(cells)
		return strings.Join(lines, "\n")
	}},
	// The German closing formula loses its dative endings, a learner's error in the
	// line every reader sees.
	// Mit freundlichen Grüßen → Mit freundliche Grüße
	{"b75a_de_closing_formula_case_endings_wrong", "raw", func(lang, s string) string {
		const formula = "Mit freundlichen Grüßen"
		at := strings.LastIndex(s, formula)
		if lang != "de" || at < 0 {
			return s
		}
		return s[:at] + "Mit freundliche Grüße" + s[at+len(formula):]
	}},
	// The Japanese salutation line's honorific (様 or a rank title) is replaced by
	// 君, the address for a junior or a boy, never for a customer or partner.
	// 小林 恵子様 → 小林 恵子君
	// 佐藤部長 → 佐藤君
	{"b75a_ja_salutation_honorific_replaced_by_kun", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		line, rest, _ := strings.Cut(s, "\n")
		if len([]rune(line)) > 20 || rest == "" {
			return s
		}
		for _, suf := range []string{"様", "部長", "課長", "教授"} {
			if strings.HasSuffix(line, suf) {
				return strings.TrimSuffix(line, suf) + "君\n" + rest
			}
		}
		return s
	}},
	// The JSON document's last member is written after the closing brace, so that
	// the document ends early and the member dangles outside it.
	// …, "delivery_date": "2026-10-19"} → …}, "delivery_date": "2026-10-19"
	{"b75a_json_last_member_emitted_after_closing_brace", "raw", func(lang, s string) string {
		if !strings.HasPrefix(s, "{") || !strings.HasSuffix(s, "}") {
			return s
		}
		comma := -1
		b75aJSONScan(s, func(i, depth int, c byte) {
			if c == ',' && depth == 1 {
				comma = i
			}
		})
		if comma < 0 {
			return s
		}
		return s[:comma] + "}" + s[comma:len(s)-1]
	}},
	// The German salutation's surname is double-barrelled with another person of the
	// letter (the third person named in it or the signer), merging two people into
	// the addressee.
	// Sehr geehrte Frau Schäfer, → Sehr geehrte Frau Schäfer-Öztürk,
	// Sehr geehrter Herr Groß, → Sehr geehrter Herr Groß-Yamada,
	{"b75a_de_salutation_surname_double_barrelled_with_other_person", "raw", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		m := b75aDeSalutation.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		surname := s[m[8]:m[9]]
		rest := s[m[1]:]
		other := ""
		for _, o := range b75aDeTitledOther.FindAllStringSubmatch(rest, -1) {
			if o[1] != surname {
				other = o[1]
				break
			}
		}
		if other == "" {
			lines := strings.Split(rest, "\n")
			for i, l := range lines {
				if strings.HasPrefix(l, "Mit freundlichen Grüßen") && i+1 < len(lines) {
					f := strings.Fields(lines[i+1])
					if len(f) == 2 && b75aLatinName.FindString(f[0]) == f[0] && b75aLatinName.FindString(f[1]) == f[1] {
						other = f[1]
					}
				}
			}
		}
		if other == "" {
			return s
		}
		return s[:m[9]] + "-" + other + s[m[9]:]
	}},
}
