package grade

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"
)

// The fifth blind batch of the held-out study: damage kinds and harmless variants
// written after reading only the goldens, the prompts and the names of the earlier
// kinds, before reading any check (TestHeldOutDamage logs its total as "batch 5").

var (
	ho5Date = regexp.MustCompile(`(\d{4})-(\d{2})-(\d{2})|(\d{1,2})\.(\d{1,2})\.(\d{4})|(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)( \d{4})?|(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	// A money amount with its currency: 1.249,90 €, 5,500円, 1,400万円, 1,480ユーロ.
	ho5DeMoney = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} ?(?:€|EUR|Euro)`)
	ho5JaMoney = regexp.MustCompile(`(?:\d+億)?\d{1,3}(?:,\d{3})*万?(?:円|ユーロ)`)
	ho5Person  = regexp.MustCompile(`(?:Herrn?|Frau)(?: Prof\.)?(?: Dr\.)? (\p{Lu}[\p{Ll}ß]+)|(?:Prof\. )?Dr\. (\p{Lu}[\p{Ll}ß]+)`)
	ho5JaPers  = regexp.MustCompile(`(\p{Han}{1,2})(部長|課長|様)`)
)

// ho5DateParts reads one ho5Date match: its date and how to write another date the
// same way.
func ho5DateParts(m []string) (time.Time, func(time.Time) string) {
	atoi := func(s string) int { n, _ := strconv.Atoi(strings.TrimSpace(s)); return n }
	switch {
	case m[1] != "":
		d := time.Date(atoi(m[1]), time.Month(atoi(m[2])), atoi(m[3]), 0, 0, 0, 0, time.UTC)
		return d, func(t time.Time) string { return t.Format("2006-01-02") }
	case m[4] != "":
		d := time.Date(atoi(m[6]), time.Month(atoi(m[5])), atoi(m[4]), 0, 0, 0, 0, time.UTC)
		dayW, monW := len(m[4]), len(m[5])
		return d, func(t time.Time) string {
			return fmt.Sprintf("%0*d.%0*d.%d", dayW, t.Day(), monW, int(t.Month()), t.Year())
		}
	case m[7] != "":
		y := 2026
		if m[9] != "" {
			y = atoi(m[9])
		}
		mo := slices.Index(deMonths, m[8]) + 1
		d := time.Date(y, time.Month(mo), atoi(m[7]), 0, 0, 0, 0, time.UTC)
		return d, func(t time.Time) string {
			out := fmt.Sprintf("%d. %s", t.Day(), deMonths[t.Month()-1])
			if m[9] != "" {
				out += fmt.Sprintf(" %d", t.Year())
			}
			return out
		}
	default:
		y := 2026
		if m[10] != "" {
			y = atoi(m[10])
		}
		d := time.Date(y, time.Month(atoi(m[11])), atoi(m[12]), 0, 0, 0, 0, time.UTC)
		return d, func(t time.Time) string {
			out := fmt.Sprintf("%d月%d日", int(t.Month()), t.Day())
			if m[10] != "" {
				out = fmt.Sprintf("%d年", t.Year()) + out
			}
			return out
		}
	}
}

// ho5ShiftDate writes the date d (a ho5Date match) days later, in its own format.
func ho5ShiftDate(d string, days int) string {
	m := ho5Date.FindStringSubmatch(d)
	if m == nil {
		return d
	}
	t, write := ho5DateParts(m)
	return write(t.AddDate(0, 0, days))
}

// ho5ParseJSON reads a JSON document keeping its keys in order; nil if s is not one.
func ho5ParseJSON(s string) *jsonNode {
	if !strings.HasPrefix(strings.TrimSpace(s), "{") || !json.Valid([]byte(s)) {
		return nil
	}
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	n, err := readNode(dec)
	if err != nil {
		return nil
	}
	return n
}

func ho5Encode(n *jsonNode) string {
	var b bytes.Buffer
	n.encode(&b, same, false)
	return b.String()
}

// ho5Walk visits every node of a JSON document, parents first.
func ho5Walk(n *jsonNode, f func(n *jsonNode) bool) bool {
	if !f(n) {
		return false
	}
	for _, e := range slices.Concat(n.vals, n.elems) {
		if !ho5Walk(e, f) {
			return false
		}
	}
	return true
}

func ho5IsNumber(n *jsonNode) bool {
	if n.object || n.array || n.str != nil {
		return false
	}
	_, err := strconv.ParseFloat(n.scalar, 64)
	return err == nil
}

// ho5Money lists the money amounts of a text in order of appearance.
func ho5Money(lang string) *regexp.Regexp {
	if lang == "ja" {
		return ho5JaMoney
	}
	return ho5DeMoney
}

// ho5SwapAll swaps every occurrence of a and b in s.
func ho5SwapAll(s, a, b string) string {
	const ph = "\x00SWAP\x00"
	s = strings.ReplaceAll(s, a, ph)
	s = strings.ReplaceAll(s, b, a)
	return strings.ReplaceAll(s, ph, b)
}

// ho5SwapMatches swaps the whole matches of re that are a with those that are b.
func ho5SwapMatches(re *regexp.Regexp, s, a, b string) string {
	return re.ReplaceAllStringFunc(s, func(m string) string {
		switch m {
		case a:
			return b
		case b:
			return a
		}
		return m
	})
}

// ho5FirstTwoDistinct is the first two different matches of re in s.
func ho5FirstTwoDistinct(re *regexp.Regexp, s string) (string, string, bool) {
	var seen []string
	for _, m := range re.FindAllString(s, -1) {
		if !slices.Contains(seen, m) {
			seen = append(seen, m)
		}
		if len(seen) == 2 {
			return seen[0], seen[1], true
		}
	}
	return "", "", false
}

// ho5DeGroup writes cents as a German amount: 12499 → 124,99.
func ho5DeGroup(cents int64, frac bool) string {
	whole := strconv.FormatInt(cents/100, 10)
	var b strings.Builder
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte('.')
		}
		b.WriteRune(r)
	}
	if frac {
		fmt.Fprintf(&b, ",%02d", cents%100)
	}
	return b.String()
}

// ho5JaGroup writes n with thousands commas: 1280 → 1,280.
func ho5JaGroup(n int64) string {
	s := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// ho5ListLine is a Markdown list line: its marker and its content.
var ho5ListLine = regexp.MustCompile(`^(\d+\. |- |・|\* )(.+)$`)

// heldOutBatch5 is the fifth blind batch: what a quantized or misconfigured model does
// to facts, roles, format and register that no earlier kind described.
var heldOutBatch5 = []heldOutKind{
	// Two named people's roles swapped: each surname stands where the other's stood
	// (Prof. Dr. Kühn stellt vor → Prof. Dr. Vogt stellt vor; 松田部長 ↔ 小西課長).
	{"people_roles_swapped", "raw", func(lang, s string) string {
		var names []string
		if lang == "ja" {
			for _, m := range ho5JaPers.FindAllStringSubmatch(s, -1) {
				if !slices.Contains(names, m[1]) {
					names = append(names, m[1])
				}
			}
			if len(names) < 2 {
				return s
			}
			return ho5SwapAll(s, names[0], names[1])
		}
		for _, m := range ho5Person.FindAllStringSubmatch(s, -1) {
			if n := m[1] + m[2]; !slices.Contains(names, n) {
				names = append(names, n)
			}
		}
		if len(names) < 2 {
			return s
		}
		return regexp.MustCompile(`[\p{L}ß]+`).ReplaceAllStringFunc(s, func(w string) string {
			switch w {
			case names[0]:
				return names[1]
			case names[1]:
				return names[0]
			}
			return w
		})
	}},
	// Two different money amounts swapped everywhere (18.750,00 € ↔ 2.400,00 €); in a
	// JSON answer, the first two different numbers of one object (menge ↔ einzelpreis).
	{"amounts_swapped", "raw", func(lang, s string) string {
		if doc := ho5ParseJSON(s); doc != nil {
			done := false
			ho5Walk(doc, func(n *jsonNode) bool {
				if !n.object {
					return true
				}
				var nums []*jsonNode
				for _, v := range n.vals {
					if ho5IsNumber(v) {
						nums = append(nums, v)
					}
				}
				for i := 1; i < len(nums); i++ {
					if nums[i].scalar != nums[0].scalar {
						nums[0].scalar, nums[i].scalar = nums[i].scalar, nums[0].scalar
						done = true
						return false
					}
				}
				return true
			})
			if done {
				return ho5Encode(doc)
			}
			return s
		}
		a, b, ok := ho5FirstTwoDistinct(ho5Money(lang), s)
		if !ok {
			return s
		}
		return ho5SwapMatches(ho5Money(lang), s, a, b)
	}},
	// Two different codes of one kind swapped everywhere: phone and fax numbers,
	// postcodes (〒530-0001 ↔ 〒541-0041, 67059 ↔ 67002).
	{"codes_swapped", "raw", func(lang, s string) string {
		for _, re := range []*regexp.Regexp{
			regexp.MustCompile(`\b\d{2,4}-\d{2,4}-\d{4}\b`),
			regexp.MustCompile(`〒\d{3}-\d{4}`),
		} {
			if a, b, ok := ho5FirstTwoDistinct(re, s); ok {
				return ho5SwapMatches(re, s, a, b)
			}
		}
		// German postcodes: five digits before a town's name.
		plz := regexp.MustCompile(`\b\d{5} \p{Lu}`)
		var codes []string
		for _, m := range plz.FindAllString(s, -1) {
			if c := m[:5]; !slices.Contains(codes, c) {
				codes = append(codes, c)
			}
		}
		if len(codes) < 2 {
			return s
		}
		return plz.ReplaceAllStringFunc(s, func(m string) string {
			switch m[:5] {
			case codes[0]:
				return codes[1] + m[5:]
			case codes[1]:
				return codes[0] + m[5:]
			}
			return m
		})
	}},
	// Every date moved a week later, consistently (weekdays still match): a model that
	// anchored on the wrong "today".
	{"dates_shifted_week", "raw", func(lang, s string) string {
		return ho5Date.ReplaceAllStringFunc(s, func(d string) string { return ho5ShiftDate(d, 7) })
	}},
	// The salutation in the register of a note to a friend (Sehr geehrter Herr Weiß →
	// Hallo Herr Weiß, 小林 恵子様 → 小林 恵子さん).
	{"salutation_too_casual", "strings", func(lang, s string) string {
		lines := strings.SplitN(s, "\n", 2)
		if lang == "ja" {
			if strings.HasSuffix(lines[0], "様") && len(lines) == 2 {
				lines[0] = strings.TrimSuffix(lines[0], "様") + "さん"
				return strings.Join(lines, "\n")
			}
			return s
		}
		re := regexp.MustCompile(`^Sehr geehrte[r]? `)
		if re.MatchString(lines[0]) {
			lines[0] = re.ReplaceAllString(lines[0], "Hallo ")
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// Japanese: the writer's own side given an honorific (担当の西村 → 担当の西村様, the
	// signature 岡田 → 岡田様): uchi/soto confused.
	{"own_side_honorific", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if out := hoFirstMatch(regexp.MustCompile(`(担当の|担当者の|責任者の)(\p{Han}{2})`), s, func(m []string) string { return m[1] + m[2] + "様" }); out != s {
			return out
		}
		lines := strings.Split(s, "\n")
		last := lines[len(lines)-1]
		if len(lines) > 2 && regexp.MustCompile(` \p{Han}{2}$`).MatchString(last) {
			lines[len(lines)-1] = last + "様"
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// German: a compound noun split in two (Bestellnummer → Bestell Nummer,
	// Ersatzlampe → Ersatz Lampe).
	{"compound_split", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		heads := []string{"nummer", "betrag", "termin", "anschrift", "lampe", "maschine", "kosten", "gutachten", "prüfung", "pumpe",
			"träger", "etikett", "gerät", "plan", "adresse", "karte", "service", "thermometer", "decke", "wände", "kessel", "anlage",
			"zentrale", "modus", "temperatur", "programm", "konto", "pauschale", "zubehör", "labor", "straße", "zeit", "ablauf"}
		re := regexp.MustCompile(`\p{Lu}\p{Ll}{2,}(?:` + strings.Join(heads, "|") + `)\b`)
		return hoFirstMatch(re, s, func(m []string) string {
			w := m[0]
			for _, h := range heads {
				if strings.HasSuffix(w, h) && len(w)-len(h) >= 4 {
					head := []rune(h)
					return strings.TrimSuffix(w, h) + " " + strings.ToUpper(string(head[0])) + string(head[1:])
				}
			}
			return w
		})
	}},
	// The middle list item (or, without a list, the middle sentence with a number)
	// replaced by a generic sentence that says nothing.
	{"item_replaced_generic", "longest", func(lang, s string) string {
		generic := "Weitere Einzelheiten entnehmen Sie bitte den Unterlagen."
		if lang == "ja" {
			generic = "詳細は関連資料をご確認ください。"
		}
		lines := strings.Split(s, "\n")
		var items []int
		for i, l := range lines {
			if ho5ListLine.MatchString(l) {
				items = append(items, i)
			}
		}
		if len(items) >= 3 {
			i := items[len(items)/2]
			m := ho5ListLine.FindStringSubmatch(lines[i])
			lines[i] = m[1] + generic
			return strings.Join(lines, "\n")
		}
		digit := regexp.MustCompile(`\d`)
		return hoMiddleSentence(lang, s, func(sen string) string {
			if !digit.MatchString(sen) || len([]rune(sen)) < 15 {
				return sen
			}
			trail := sen[len(strings.TrimRight(sen, " ")):]
			return generic + trail
		})
	}},
	// A Markdown list the request asked for run together into one paragraph.
	{"list_as_paragraph", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		var out []string
		run := []string{}
		flush := func() {
			if len(run) == 0 {
				return
			}
			sep := " "
			if lang == "ja" {
				sep = ""
			}
			out = append(out, strings.Join(run, sep))
			run = run[:0]
		}
		n := 0
		for _, l := range lines {
			if m := ho5ListLine.FindStringSubmatch(l); m != nil {
				run = append(run, m[2])
				n++
				continue
			}
			flush()
			out = append(out, l)
		}
		flush()
		if n < 3 {
			return s
		}
		return strings.Join(out, "\n")
	}},
	// A Markdown table the request asked for written as a bullet list, its header lost
	// (| Nordkälte AG | 12.450,00 € | … → - Nordkälte AG: 12.450,00 €, 4 Wochen, 2 Jahre).
	{"table_as_bullets", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		var out []string
		changed := false
		for i, l := range lines {
			if !strings.HasPrefix(l, "|") {
				out = append(out, l)
				continue
			}
			changed = true
			if strings.HasPrefix(l, "|-") || strings.HasPrefix(l, "|:") || (i+1 < len(lines) && strings.HasPrefix(lines[i+1], "|-")) {
				continue // the separator and the header
			}
			var cells []string
			for _, c := range strings.Split(strings.Trim(l, "|"), "|") {
				cells = append(cells, strings.TrimSpace(c))
			}
			sep := ", "
			if lang == "ja" {
				sep = "、"
			}
			out = append(out, "- "+cells[0]+": "+strings.Join(cells[1:], sep))
		}
		if !changed {
			return s
		}
		return strings.Join(out, "\n")
	}},
	// JSON: Markdown bold inside the first string value ("**Petra Müller**").
	{"json_value_markdown", "raw", func(lang, s string) string {
		if ho5ParseJSON(s) == nil {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`(:\s*)"([^"\\]+)"`), s, func(m []string) string { return m[1] + `"**` + m[2] + `**"` })
	}},
	// A key noun code-switched into English (Bestellung → order, 請求書 → invoice).
	{"noun_code_switched", "strings", func(lang, s string) string {
		pairs := [][2]string{{"Bestellung", "Order"}, {"Lieferung", "Delivery"}, {"Rechnung", "Invoice"}, {"Termin", "Appointment"},
			{"Ersatzlampe", "Replacement Lamp"}, {"Inbetriebnahme", "Commissioning"}, {"Mehrkosten", "Extra Costs"}, {"Versand", "Shipping"},
			{"Sitzung", "Meeting"}, {"Wohnung", "Apartment"}, {"Benutzerkonto", "User Account"}, {"Angebot", "Offer"}}
		if lang == "ja" {
			pairs = [][2]string{{"注文番号", "order number"}, {"請求書", "invoice"}, {"交換品", "replacement"}, {"訪問日時", "visit time"},
				{"予備費", "contingency"}, {"電池", "battery"}, {"移転", "relocation"}, {"問い合わせ", "inquiry"}, {"見積", "quote"},
				{"契約", "contract"}, {"お届け", "delivery"}, {"試験", "test"}, {"合計", "total"}}
		}
		best, at := -1, len(s)
		for i, p := range pairs {
			for k := 0; k < len(s); {
				j := strings.Index(s[k:], p[0])
				if j < 0 {
					break
				}
				j += k
				before, _ := utf8.DecodeLastRuneInString(s[:j])
				after, _ := utf8.DecodeRuneInString(s[j+len(p[0]):])
				whole := !unicode.IsLetter(before) && !unicode.IsLetter(after)
				if lang == "ja" {
					whole = before != 'お' && before != 'ご'
				}
				if whole {
					if j < at {
						best, at = i, j
					}
					break
				}
				k = j + len(p[0])
			}
		}
		if best < 0 {
			return s
		}
		return s[:at] + pairs[best][1] + s[at+len(pairs[best][0]):]
	}},
	// A committed fact hedged: the first date or amount made uncertain (am 20.10.2026
	// → möglicherweise am 20.10.2026, 10月21日 → おそらく10月21日).
	{"hedge_added", "first", func(lang, s string) string {
		re := regexp.MustCompile(`(?:\b(?:am|bis|ab|vom|auf|von|über|zum|den) )?(?:` + hoDeDate.String() + `|` + ho5DeMoney.String() + `)`)
		add := "möglicherweise "
		if lang == "ja" {
			re = regexp.MustCompile(`(?:令和\d{1,2}年)?` + hoJaDate.String() + `|` + ho5JaMoney.String())
			add = "おそらく"
		}
		return hoFirstMatch(re, s, func(m []string) string { return add + m[0] })
	}},
	// A second, contradictory version of the first date stated later, in other words
	// (… Maßgeblich ist dabei der 21.10.2026.).
	{"late_contradiction", "longest", func(lang, s string) string {
		d := ho5Date.FindString(s)
		if d == "" {
			return s
		}
		nd := ho5ShiftDate(d, 1)
		add := "Maßgeblich ist dabei der " + nd + "."
		if lang == "ja" {
			add = "なお、日付は" + nd + "となります。"
		}
		blocks := strings.Split(s, "\n\n")
		i := len(blocks) - 1
		if len(blocks) > 1 && (utf8.RuneCountInString(blocks[i]) < 80 || strings.HasPrefix(blocks[i], "Mit freundlichen")) {
			i--
		}
		sep := " "
		if lang == "ja" {
			sep = ""
		}
		if lastLine := blocks[i][strings.LastIndex(blocks[i], "\n")+1:]; ho5ListLine.MatchString(lastLine) || strings.HasPrefix(lastLine, "|") {
			sep = "\n"
		}
		blocks[i] += sep + add
		return strings.Join(blocks, "\n\n")
	}},
	// The sign of the first amount flipped (1249.90 → -1249.90, 3.912,50 € → -3.912,50 €).
	{"number_negated", "raw", func(lang, s string) string {
		if doc := ho5ParseJSON(s); doc != nil {
			done := false
			ho5Walk(doc, func(n *jsonNode) bool {
				if f, err := strconv.ParseFloat(n.scalar, 64); err == nil && ho5IsNumber(n) && f >= 10 {
					n.scalar = "-" + n.scalar
					done = true
					return false
				}
				return true
			})
			if done {
				return ho5Encode(doc)
			}
			return s
		}
		return hoFirstMatch(ho5Money(lang), s, func(m []string) string { return "-" + m[0] })
	}},
	// An address's house number, floor or 番 off by one (Gießereistraße 14 → 15,
	// 2. OG → 3. OG, 12番1号 → 13番1号, 12階 → 13階).
	{"address_number_changed", "raw", func(lang, s string) string {
		re := regexp.MustCompile(`((?:straße|weg|platz|allee|gasse) )(\d+)|(\d+)(\. OG)|(\d+)(番|階)`)
		return hoFirstMatch(re, s, func(m []string) string {
			inc := func(d string) string { n, _ := strconv.Atoi(d); return strconv.Itoa(n + 1) }
			switch {
			case m[2] != "":
				return m[1] + inc(m[2])
			case m[3] != "":
				return inc(m[3]) + m[4]
			}
			return inc(m[5]) + m[6]
		})
	}},
	// The tax basis of amounts flipped everywhere (税込 ↔ 税抜, 税別 → 税込, netto ↔
	// brutto, zzgl. ↔ inkl.).
	{"tax_basis_flipped", "strings", func(lang, s string) string {
		return strings.NewReplacer("税込", "税抜", "税抜", "税込", "税別", "税込", "netto", "brutto", "brutto", "netto",
			"Netto", "Brutto", "Brutto", "Netto", "zzgl.", "inkl.", "inkl.", "zzgl.").Replace(s)
	}},
	// Who does what swapped: the writer's action becomes the reader's (Wir senden Ihnen …
	// zu → Sie senden uns … zu, liefern wir → liefern Sie, お送りいたします → お送りください).
	{"actor_swapped", "first", func(lang, s string) string {
		if lang == "ja" {
			if out := hoFirstMatch(regexp.MustCompile(`([おご][^\s、。「」]{1,6}?)いたします。`), s, func(m []string) string { return m[1] + "ください。" }); out != s {
				return out
			}
			return hoFirstMatch(regexp.MustCompile(`(\p{Han}{2})いたします。`), s, func(m []string) string { return m[1] + "してください。" })
		}
		re := regexp.MustCompile(`\bWir (\p{Ll}+) (?:Ihnen|Sie)\b|\b(\p{Ll}+) wir Ihnen\b|\b(\p{Ll}+) wir\b`)
		return hoFirstMatch(re, s, func(m []string) string {
			switch {
			case m[1] != "":
				return "Sie " + m[1] + " uns"
			case m[2] != "":
				return m[2] + " Sie uns"
			}
			return m[3] + " Sie"
		})
	}},
	// A grammatical marker on a key noun wrong: the German indefinite article's gender
	// (eine Ersatzlampe → ein Ersatzlampe, einen Wochenplan → eine Wochenplan), a
	// Japanese object particle (破損を確認 → 破損に確認).
	{"grammar_marker_wrong", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoMiddleSentence(lang, s, func(sen string) string {
				return hoFirstMatch(regexp.MustCompile(`([\p{Han}\p{Katakana}ー])を`), sen, func(m []string) string { return m[1] + "に" })
			})
		}
		re := regexp.MustCompile(`\b(ein|eine|einen) ((?:\p{Ll}+ )?\p{Lu})`)
		return hoFirstMatch(re, s, func(m []string) string {
			return map[string]string{"ein": "eine", "eine": "ein", "einen": "eine"}[m[1]] + " " + m[2]
		})
	}},
	// A sampling loop at the end: the last words said again and again.
	{"tail_loop", "longest", func(lang, s string) string {
		body := strings.TrimRight(s, " \n")
		last := body[strings.LastIndex(body, "\n")+1:]
		last = strings.TrimRight(last, "。.!！")
		var tail string
		if lang == "ja" {
			rs := []rune(last)
			if len(rs) < 8 {
				return s
			}
			tail = string(rs[len(rs)-6:])
		} else {
			ws := strings.Fields(last)
			if len(ws) < 3 {
				return s
			}
			tail = " " + strings.Join(ws[len(ws)-3:], " ")
		}
		return body + strings.Repeat(tail, 8)
	}},
	// Names normalised out of their own spelling (髙橋 → 高橋, Großmann → Grossmann,
	// Oßwald → Osswald): the request asks for names exactly as written.
	{"name_spelling_normalised", "strings", func(lang, s string) string {
		s = strings.NewReplacer("髙", "高", "﨑", "崎").Replace(s)
		common := map[string]bool{"Grüße": true, "Grüßen": true, "Gruß": true, "Größe": true, "Größen": true, "Straße": true, "Maße": true}
		return regexp.MustCompile(`\p{Lu}[\p{L}]*ß[\p{L}]*`).ReplaceAllStringFunc(s, func(w string) string {
			if common[w] {
				return w
			}
			return strings.ReplaceAll(w, "ß", "ss")
		})
	}},
	// The first amount a tenth of itself, its digits kept (1.249,90 € → 124,99 €,
	// 12,800円 → 1,280円, JSON 1249.90 → 124.99).
	{"decimal_shifted", "raw", func(lang, s string) string {
		if doc := ho5ParseJSON(s); doc != nil {
			done := false
			ho5Walk(doc, func(n *jsonNode) bool {
				if f, err := strconv.ParseFloat(n.scalar, 64); err == nil && ho5IsNumber(n) && f >= 100 {
					dec := 0
					if i := strings.IndexByte(n.scalar, '.'); i >= 0 {
						dec = len(n.scalar) - i - 1
					}
					n.scalar = strconv.FormatFloat(f/10, 'f', dec, 64)
					done = true
					return false
				}
				return true
			})
			if done {
				return ho5Encode(doc)
			}
			return s
		}
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(\d{1,3}(?:,\d{3})+)(円|ユーロ)`), s, func(m []string) string {
				n, _ := strconv.ParseInt(strings.ReplaceAll(m[1], ",", ""), 10, 64)
				return ho5JaGroup(n/10) + m[2]
			})
		}
		return hoFirstMatch(regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*),(\d{2})( ?(?:€|EUR|Euro))`), s, func(m []string) string {
			cents, _ := strconv.ParseInt(strings.ReplaceAll(m[1], ".", "")+m[2], 10, 64)
			return ho5DeGroup(cents/10, true) + m[3]
		})
	}},
	// JSON: ISO dates written in the language's own style, against the requested
	// YYYY-MM-DD (2026-10-19 → 19.10.2026, 2026年10月19日).
	{"json_date_locale", "raw", func(lang, s string) string {
		if ho5ParseJSON(s) == nil {
			return s
		}
		return regexp.MustCompile(`"(\d{4})-(\d{2})-(\d{2})"`).ReplaceAllStringFunc(s, func(q string) string {
			y, mo, d := q[1:5], q[6:8], q[9:11]
			if lang == "ja" {
				mi, _ := strconv.Atoi(mo)
				di, _ := strconv.Atoi(d)
				return fmt.Sprintf(`"%s年%d月%d日"`, y, mi, di)
			}
			return `"` + d + "." + mo + "." + y + `"`
		})
	}},
	// The assistant's own remark appended after the answer, in the case's language
	// (after a JSON document too).
	{"meta_comment_appended", "raw", func(lang, s string) string {
		if lang == "ja" {
			return s + "\n\n以上が作成した内容です。修正が必要な場合はお知らせください。"
		}
		return s + "\n\nIch hoffe, das hilft Ihnen weiter! Sagen Sie gern Bescheid, wenn ich etwas anpassen soll."
	}},
	// A template placeholder left where the first amount belongs ([Betrag] €, 〇〇円).
	{"placeholder_for_amount", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho5JaMoney, s, func(m []string) string {
				if strings.HasSuffix(m[0], "ユーロ") {
					return "〇〇ユーロ"
				}
				return "〇〇円"
			})
		}
		return hoFirstMatch(ho5DeMoney, s, func(m []string) string { return "[Betrag] €" })
	}},
	// Afternoon hours written on a 12-hour clock without am/pm (14時〜16時 → 2時〜4時,
	// bis 22 Uhr → bis 10 Uhr).
	{"pm_hour_12h", "strings", func(lang, s string) string {
		re := regexp.MustCompile(`(^|[^\d:])(1[3-9]|2[0-3])( Uhr|:\d\d Uhr|時)`)
		if lang == "de" {
			// a clock time before "bis/und … Uhr" counts too: von 14 bis 16 Uhr
			re = regexp.MustCompile(`(^|[^\d:.,])(1[3-9]|2[0-3])( Uhr|:\d\d Uhr| bis | und )`)
		}
		return re.ReplaceAllStringFunc(s, func(m string) string {
			g := re.FindStringSubmatch(m)
			h, _ := strconv.Atoi(g[2])
			return g[1] + strconv.Itoa(h-12) + g[3]
		})
	}},
	// JSON: the first nested object flattened into a string of its values
	// ("total": {"value": 1249.90, "currency": "EUR"} → "total": "1249.90 EUR").
	{"json_object_flattened", "raw", func(lang, s string) string {
		doc := ho5ParseJSON(s)
		if doc == nil {
			return s
		}
		done := false
		var visit func(n *jsonNode) bool
		visit = func(n *jsonNode) bool {
			for _, e := range slices.Concat(n.vals, n.elems) {
				if e.object {
					var parts []string
					for _, v := range e.vals {
						if v.str != nil {
							parts = append(parts, *v.str)
						} else if !v.object && !v.array {
							parts = append(parts, v.scalar)
						}
					}
					str := strings.Join(parts, " ")
					*e = jsonNode{str: &str}
					done = true
					return true
				}
				if visit(e) {
					return true
				}
			}
			return false
		}
		visit(doc)
		if !done {
			return s
		}
		return ho5Encode(doc)
	}},
}

// ho5MarkdownTable pads a Markdown table's cells to their column's width, as a
// formatter (Prettier, an editor) writes it.
func ho5MarkdownTable(s string) string {
	lines := strings.Split(s, "\n")
	var rows [][]string
	var at []int
	for i, l := range lines {
		if strings.HasPrefix(l, "|") {
			var cells []string
			for _, c := range strings.Split(strings.Trim(l, "|"), "|") {
				cells = append(cells, strings.TrimSpace(c))
			}
			rows = append(rows, cells)
			at = append(at, i)
		}
	}
	if len(rows) < 3 {
		return s
	}
	width := make([]int, len(rows[0]))
	for _, r := range rows {
		for j, c := range r {
			if j < len(width) && !strings.HasPrefix(c, "---") {
				width[j] = max(width[j], utf8.RuneCountInString(c), 3)
			}
		}
	}
	for k, r := range rows {
		var b strings.Builder
		b.WriteString("|")
		for j, c := range r {
			if j >= len(width) {
				break
			}
			if strings.HasPrefix(c, "---") {
				c = strings.Repeat("-", width[j])
			}
			b.WriteString(" " + c + strings.Repeat(" ", width[j]-utf8.RuneCountInString(c)) + " |")
		}
		lines[at[k]] = b.String()
	}
	return strings.Join(lines, "\n")
}

// hoHarmlessBatch5 are harmless variants written with the fifth batch.
var hoHarmlessBatch5 = []hoHarmless{
	// JSON with no whitespace at all, as JSON.stringify writes it.
	{"json_minified", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		var b bytes.Buffer
		if err := json.Compact(&b, []byte(c.Golden)); err != nil {
			return c.Golden
		}
		return b.String()
	}},
	// JSON indented with tabs, with a final newline.
	{"json_tab_indented", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		var b bytes.Buffer
		if err := json.Indent(&b, []byte(c.Golden), "", "\t"); err != nil {
			return c.Golden
		}
		return b.String() + "\n"
	}},
	// A Markdown table with its columns padded to one width.
	{"table_aligned_padding", func(t *testing.T, lang string, c *Case) string {
		return ho5MarkdownTable(c.Golden)
	}},
	// German low-high quotes as single quotes („Nordlicht 40“ → ‚Nordlicht 40‘).
	{"single_german_quotes", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, strings.NewReplacer("„", "‚", "“", "‘").Replace)
	}},
	// Japanese names without the space between family and given name (小林 恵子様 →
	// 小林恵子様).
	{"ja_name_space_removed", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		re := regexp.MustCompile(`(\p{Han}{1,3}) (\p{Han}{1,3}(?:様|$|\n|"))`)
		return hoStringsOrText(t, c, func(s string) string { return re.ReplaceAllString(s, "$1$2") })
	}},
	// The wave dash as an ASCII tilde (14時〜16時 → 14時~16時).
	{"wave_dash_ascii_tilde", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, strings.NewReplacer("〜", "~", "～", "~").Replace)
	}},
	// Yen amounts with the yen sign in front (5,500円 → ¥5,500).
	{"yen_sign_prefix", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		re := regexp.MustCompile(`(\d[\d,]*)円`)
		return hoStringsOrText(t, c, func(s string) string { return re.ReplaceAllString(s, "¥$1") })
	}},
	// Whole hours written with minutes (8 Uhr → 8:00 Uhr, zwischen 8 und 12 Uhr →
	// zwischen 8:00 und 12:00 Uhr, 14時〜16時 → 14:00〜16:00).
	{"time_with_minutes", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string {
			if lang == "ja" {
				re := regexp.MustCompile(`(^|[^\d])(\d{1,2})時([^間点]|$)`)
				return re.ReplaceAllString(re.ReplaceAllString(s, "$1$2:00$3"), "$1$2:00$3")
			}
			s = regexp.MustCompile(`\b(\d{1,2})( und | bis )(\d{1,2}) Uhr`).ReplaceAllString(s, "$1:00$2$3:00 Uhr")
			return regexp.MustCompile(`(^|[^\d:])(\d{1,2}) Uhr`).ReplaceAllString(s, "$1$2:00 Uhr")
		})
	}},
	// German numeric dates without the day's leading zero (02.11.2026 → 2.11.2026).
	{"date_leading_zero_dropped", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" || c.Output.Kind == "json" {
			return c.Golden
		}
		return regexp.MustCompile(`(^|[^\d.])0(\d\.\d{2}\.\d{4})`).ReplaceAllString(c.Golden, "$1$2")
	}},
	// A loose Markdown list: a blank line between its items.
	{"loose_list", func(t *testing.T, lang string, c *Case) string {
		lines := strings.Split(c.Golden, "\n")
		var out []string
		for i, l := range lines {
			out = append(out, l)
			if i+1 < len(lines) && ho5ListLine.MatchString(l) && ho5ListLine.MatchString(lines[i+1]) {
				out = append(out, "")
			}
		}
		return strings.Join(out, "\n")
	}},
}
