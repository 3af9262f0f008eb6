package grade

// Batch 88b was written blind by a reviewer who proof-reads answers of a quantized
// model on long, fact-dense business texts: the model keeps every entity and every
// value of the source, but binds them wrongly. The price of one line lands on another,
// the date of one event on another, one person's duty or title on the other person,
// the postcode of the delivery address on the billing address, the figure already
// spent on the budget. Every value still occurs somewhere in the answer, so a reader
// skimming for the right numbers and names finds them all; only the binding is wrong.

import (
	"regexp"
	"strings"
)

var (
	b88bJaYen      = regexp.MustCompile(`(?:\d+億)?\d{1,3}(?:,\d{3})*万?円`)
	b88bDeEuro     = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} €`)
	b88bJaPostcode = regexp.MustCompile(`〒(\d{3}-\d{4})`)
	b88bDePostcode = regexp.MustCompile(`(?m)(^|, )(\d{5}) (\p{Lu})`)
	b88bPhone      = regexp.MustCompile(`\d{2,4}-\d{4}-\d{4}`)
	b88bMeasure    = regexp.MustCompile(`(\d+(?:,\d+)?|zwei|drei|vier|fünf|sechs|zehn)(-GHz| ?°C| Minuten| Stunden| Wochen| Jahren?|個|桁|箱|秒|週間|メートル)`)
	b88bStepFig    = regexp.MustCompile(`(\d+|zwei|drei|vier|fünf|sechs|zehn)( Minuten| Stunden| Wochen|個|桁|箱|秒|週間|メートル)`)
	b88bOS         = regexp.MustCompile(`iOS (\d+)以降、Android (\d+)以降`)
	b88bDePerson   = regexp.MustCompile(`(Herrn?|Frau) ((?:Prof\. )?(?:Dr\. )?)(\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?)|((?:Prof\. )?Dr\. )(\p{Lu}\p{Ll}+)`)
	b88bJaRankName = regexp.MustCompile(`\p{Han}{1,3}(?:部長|課長)`)
	b88bJSONName   = regexp.MustCompile(`"(bezeichnung|product)": "([^"]*)"`)
	b88bJSONTotal  = regexp.MustCompile(`("brutto": |"total": \{"value": )(\d+(?:\.\d+)?)`)
	b88bJSONFirstP = regexp.MustCompile(`"(?:einzelpreis|unit_price)": (\d+(?:\.\d+)?)`)
)

// b88bSwapAt exchanges two non-overlapping byte ranges [a0,a1) and [b0,b1), a before b.
func b88bSwapAt(s string, a0, a1, b0, b1 int) string {
	if a1 > b0 || a0 < 0 || b1 > len(s) {
		return s
	}
	return s[:a0] + s[b0:b1] + s[a1:b0] + s[a0:a1] + s[b1:]
}

// b88bAmountRe is the money pattern of the language.
func b88bAmountRe(lang string) *regexp.Regexp {
	if lang == "ja" {
		return b88bJaYen
	}
	return b88bDeEuro
}

var heldOutBatch88b = []heldOutKind{
	// b88b_first_dated_event_takes_last_date: the first dated event of the answer is
	// given the date of the last one, as a model that loses track of which date
	// belongs to which event does; all dates still occur, one event moved onto another.
	// de: "die Stahlträger ... erst am 28.10.2026 geliefert" → "erst am 21.10.2026 geliefert"
	// ja: "10月16日にお届けする予定でしたが" → "10月21日にお届けする予定でしたが"
	{"b88b_first_dated_event_takes_last_date", "raw", func(lang, s string) string {
		ds := hoDates(lang, s)
		if len(ds) < 2 {
			return s
		}
		first, last := ds[0], ds[len(ds)-1]
		if strings.Contains(first, last) || strings.Contains(last, first) {
			return s
		}
		i := strings.Index(s, first)
		return s[:i] + last + s[i+len(first):]
	}},

	// b88b_last_dated_event_takes_first_date: the last dated event (a meeting, a
	// deadline, the new date of a postponement) is given the date of the first one, as
	// a model that reuses the first date it read for every later event.
	// de: "Die nächste Sitzung findet am 12.11.2026 statt." → "findet am 23.11.2026 statt."
	// ja: "2026年10月30日までに、お見積もりへのご承認" → "2026年10月14日までに、お見積もりへのご承認"
	{"b88b_last_dated_event_takes_first_date", "raw", func(lang, s string) string {
		ds := hoDates(lang, s)
		if len(ds) < 2 {
			return s
		}
		first, last := ds[0], ds[len(ds)-1]
		if strings.Contains(first, last) || strings.Contains(last, first) {
			return s
		}
		i := strings.LastIndex(s, last)
		return s[:i] + first + s[i+len(last):]
	}},

	// b88b_last_figure_rebound_to_first_amount: the last money figure of a text (the
	// total, the spent figure, the recommended offer's price) is replaced by the first
	// line amount, the way a model copies the wrong row's figure into the closing line.
	// de: "Eisblock Systemtechnik KG ist mit 13.975,00 €" → "ist mit 14.890,00 €"
	// ja: "合計38,500円（税込）" → "合計5,500円（税込）"
	{"b88b_last_figure_rebound_to_first_amount", "longest", func(lang, s string) string {
		locs := b88bAmountRe(lang).FindAllStringIndex(s, -1)
		if len(locs) < 2 {
			return s
		}
		first := s[locs[0][0]:locs[0][1]]
		l := locs[len(locs)-1]
		if s[l[0]:l[1]] == first {
			return s
		}
		return s[:l[0]] + first + s[l[1]:]
	}},

	// b88b_json_total_takes_first_unit_price: in an extracted order or invoice the
	// total (brutto / total.value) gets the first item's unit price, a binding of one
	// line's number on the total's key.
	// de: "\"brutto\": 1034.11" → "\"brutto\": 185.00"
	// ja: "\"total\": {\"value\": 15000" → "\"total\": {\"value\": 12800"
	{"b88b_json_total_takes_first_unit_price", "raw", func(lang, s string) string {
		p := b88bJSONFirstP.FindStringSubmatch(s)
		if p == nil {
			return s
		}
		return hoFirstMatch(b88bJSONTotal, s, func(m []string) string { return m[1] + p[1] })
	}},

	// b88b_budget_and_spent_figures_crossed: the budget and the amount spent so far
	// trade places, so the report tells a different budget situation.
	// de: "Das Budget von 486.000,00 € ... bisher sind 212.400,00 € abgerechnet" → "Das Budget von 212.400,00 € ... bisher sind 486.000,00 €"
	// ja: "予算は3億2,000万円、9月末時点の支出は2億1,500万円" → "予算は2億1,500万円、9月末時点の支出は3億2,000万円"
	{"b88b_budget_and_spent_figures_crossed", "longest", func(lang, s string) string {
		var bi, si int
		if lang == "ja" {
			bi, si = strings.Index(s, "予算"), strings.Index(s, "支出は")
		} else {
			bi, si = strings.Index(s, "Budget"), strings.Index(s, "bisher sind")
		}
		if bi < 0 || si < 0 || si < bi {
			return s
		}
		re := b88bAmountRe(lang)
		a := re.FindStringIndex(s[bi:])
		b := re.FindStringIndex(s[si:])
		if a == nil || b == nil || bi+a[1] > si+b[0] {
			return s
		}
		return b88bSwapAt(s, bi+a[0], bi+a[1], si+b[0], si+b[1])
	}},

	// b88b_postcodes_crossed_between_two_addresses: where an answer gives two
	// addresses (delivery and billing, new and old office) their postcodes trade
	// places, sending the goods or the visitor to the wrong address.
	// de: "67059 Ludwigshafen am Rhein" (Gießereistraße) → "67002 Ludwigshafen am Rhein", and the Postfach gets 67059
	// ja: "新住所は〒530-0001" → "新住所は〒541-0041", and the old office gets 〒530-0001
	{"b88b_postcodes_crossed_between_two_addresses", "raw", func(lang, s string) string {
		re, g := b88bDePostcode, 2
		if lang == "ja" {
			re, g = b88bJaPostcode, 1
		}
		ms := re.FindAllStringSubmatchIndex(s, -1)
		if len(ms) < 2 {
			return s
		}
		a, b := ms[0], ms[1]
		if s[a[2*g]:a[2*g+1]] == s[b[2*g]:b[2*g+1]] {
			return s
		}
		return b88bSwapAt(s, a[2*g], a[2*g+1], b[2*g], b[2*g+1])
	}},

	// b88b_phone_and_fax_numbers_crossed: the new phone number and the fax number are
	// given each other's digits, so calls go to the fax machine.
	// de: no de golden gives two numbers; "Telefon 0621 1234-5678, Fax 0621 1234-5690" would cross
	// ja: "新しい電話番号は06-6345-7781です。FAX番号（06-6345-7790）" → "新しい電話番号は06-6345-7790です。FAX番号（06-6345-7781）"
	{"b88b_phone_and_fax_numbers_crossed", "longest", func(lang, s string) string {
		ms := b88bPhone.FindAllStringIndex(s, -1)
		if len(ms) < 2 || s[ms[0][0]:ms[0][1]] == s[ms[1][0]:ms[1][1]] {
			return s
		}
		return b88bSwapAt(s, ms[0][0], ms[0][1], ms[1][0], ms[1][1])
	}},

	// b88b_same_unit_specs_of_line_crossed: two specifications of one line in the same
	// unit (Wi-Fi bands, OS versions, warranty years) trade places, so each applies to
	// the other thing: the supported band is the unsupported one.
	// de: "WLAN im 2,4-GHz-Band verbunden ist. Netze, die nur im 5-GHz-Band funken" → "WLAN im 5-GHz-Band ... nur im 2,4-GHz-Band funken"
	// ja: "対応OSはiOS 16以降、Android 11以降です。" → "対応OSはiOS 11以降、Android 16以降です。"
	{"b88b_same_unit_specs_of_line_crossed", "longest", func(lang, s string) string {
		if m := b88bOS.FindStringSubmatchIndex(s); m != nil {
			return b88bSwapAt(s, m[2], m[3], m[4], m[5])
		}
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			ms := b88bMeasure.FindAllStringSubmatchIndex(l, -1)
			for a := 0; a < len(ms); a++ {
				for b := a + 1; b < len(ms); b++ {
					ua, ub := strings.TrimSuffix(l[ms[a][4]:ms[a][5]], "n"), strings.TrimSuffix(l[ms[b][4]:ms[b][5]], "n")
					if ua != ub || l[ms[a][2]:ms[a][3]] == l[ms[b][2]:ms[b][3]] {
						continue
					}
					lines[i] = b88bSwapAt(l, ms[a][2], ms[a][3], ms[b][2], ms[b][3])
					return strings.Join(lines, "\n")
				}
			}
		}
		return s
	}},

	// b88b_step_figures_traded_between_lines: the figures of two different lines
	// (steps, rows) trade places while each keeps its own unit, so the pairing mode
	// lasts as long as the transfer and the transfer as long as the pairing mode.
	// de: "Der Kopplungsmodus bleibt 10 Minuten aktiv." → "bleibt zwei Minuten aktiv." (and step 6 "bis zu 10 Minuten")
	// ja: "コイン形電池（CR2032）2個" → "コイン形電池（CR2032）4個" (and step 6 "2桁のペアリングコード")
	{"b88b_step_figures_traded_between_lines", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		ai, bi := -1, -1
		var am, bm []int
		for i, l := range lines {
			m := b88bStepFig.FindStringSubmatchIndex(l)
			if m == nil {
				continue
			}
			if ai < 0 {
				ai, am = i, m
				continue
			}
			if l[m[2]:m[3]] != lines[ai][am[2]:am[3]] {
				bi, bm = i, m
				break
			}
		}
		if bi < 0 {
			return s
		}
		na, nb := lines[ai][am[2]:am[3]], lines[bi][bm[2]:bm[3]]
		lines[ai] = lines[ai][:am[2]] + nb + lines[ai][am[3]:]
		lines[bi] = lines[bi][:bm[2]] + na + lines[bi][bm[3]:]
		return strings.Join(lines, "\n")
	}},

	// b88b_json_item_names_traded_values_kept: the names of two line items of an
	// extracted order trade places while quantities and prices stay, so each price is
	// bound to the other product.
	// de: "{\"bezeichnung\": \"Gärkorbreinigungsservice\", \"menge\": 4, \"einzelpreis\": 185.00}" → "{\"bezeichnung\": \"Backofenthermometer Präzisa\", \"menge\": 4, \"einzelpreis\": 185.00}"
	// ja: "{\"product\": \"ソラノ電気ケトル K1\", \"quantity\": 1, \"unit_price\": 12800}" → "{\"product\": \"交換用パッキン\", \"quantity\": 1, \"unit_price\": 12800}"
	{"b88b_json_item_names_traded_values_kept", "raw", func(lang, s string) string {
		ms := b88bJSONName.FindAllStringSubmatchIndex(s, -1)
		if len(ms) < 2 || s[ms[0][4]:ms[0][5]] == s[ms[1][4]:ms[1][5]] {
			return s
		}
		return b88bSwapAt(s, ms[0][4], ms[0][5], ms[1][4], ms[1][5])
	}},

	// b88b_duty_holders_crossed: two people named with their duty (main and deputy
	// contact, sales contact and invoice recipient) trade duties, so the customer
	// writes to the wrong person.
	// de: "Herr Weiß ist bis zum 22.10.2026 verreist, aber Frau Müller kann die Wohnung ... aufschließen" → "Frau Müller ist ... verreist, aber Herr Weiß kann ..."
	// ja: "営業の担当は引き続き松田部長で、請求書の送付先は経理部の小西課長に変わります" → "営業の担当は引き続き小西課長で、請求書の送付先は経理部の松田部長に変わります"
	{"b88b_duty_holders_crossed", "raw", func(lang, s string) string {
		if lang == "ja" {
			for _, l := range strings.Split(s, "\n") {
				ms := b88bJaRankName.FindAllStringIndex(l, -1)
				if len(ms) >= 2 && l[ms[0][0]:ms[0][1]] != l[ms[1][0]:ms[1][1]] {
					off := strings.Index(s, l)
					return b88bSwapAt(s, off+ms[0][0], off+ms[0][1], off+ms[1][0], off+ms[1][1])
				}
			}
			return s
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sen := split[r.line][r.idx]
			if !strings.Contains(sen, ", aber ") {
				continue
			}
			ms := b88bDePerson.FindAllStringIndex(sen, -1)
			if len(ms) < 2 {
				continue
			}
			a, b := sen[ms[0][0]:ms[0][1]], sen[ms[1][0]:ms[1][1]]
			if a == b {
				continue
			}
			split[r.line][r.idx] = b88bSwapAt(sen, ms[0][0], ms[0][1], ms[1][0], ms[1][1])
			return hoJoin(split)
		}
		return s
	}},

	// b88b_academic_title_moved_to_other_person: the academic title of one person is
	// given to another person of the same text (and taken from its holder), so the
	// professor is addressed as plain Dr. and the lab contact as professor.
	// de: "Sehr geehrter Herr Prof. Dr. Hoffmann" / "z. Hd. Frau Dr. Julia Schulze" → "Herr Dr. Hoffmann" / "Frau Prof. Dr. Julia Schulze"
	// ja: "Prof. Dr. Katharina Weber教授" signs; the recipient "佐藤部長" keeps his rank: the de pattern only, ja goldens are left as they are
	{"b88b_academic_title_moved_to_other_person", "raw", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		type person struct{ t0, t1, name string }
		ms := b88bDePerson.FindAllStringSubmatchIndex(s, -1)
		var ps []person
		var tl [][2]int
		for _, m := range ms {
			if m[2] >= 0 {
				ps = append(ps, person{name: s[m[6]:m[7]]})
				tl = append(tl, [2]int{m[4], m[5]})
			} else {
				ps = append(ps, person{name: s[m[10]:m[11]]})
				tl = append(tl, [2]int{m[8], m[9]})
			}
		}
		for a := 0; a < len(ps); a++ {
			for b := a + 1; b < len(ps); b++ {
				if ps[a].name == ps[b].name || strings.HasSuffix(ps[a].name, ps[b].name) || strings.HasSuffix(ps[b].name, ps[a].name) {
					continue
				}
				ta, tb := s[tl[a][0]:tl[a][1]], s[tl[b][0]:tl[b][1]]
				if ta == tb {
					continue
				}
				return b88bSwapAt(s, tl[a][0], tl[a][1], tl[b][0], tl[b][1])
			}
		}
		return s
	}},

	// b88b_ja_sama_moved_from_customer_to_own_staff: the honorific 様 of the customer
	// is dropped and put on the writer's own staff member instead, so the company
	// honours its own employee and talks down to the customer.
	// de: the de goldens mark persons by Herr/Frau on both sides and are left as they are
	// ja: "株式会社ミナトデザインの髙橋様から" / "担当の西村が調査し" → "株式会社ミナトデザインの髙橋から" / "担当の西村様が調査し"
	{"b88b_ja_sama_moved_from_customer_to_own_staff", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		var staff string
		for _, marker := range []string{"担当の", "カスタマーサポート ", "責任者の"} {
			if i := strings.Index(s, marker); i >= 0 {
				rest := []rune(s[i+len(marker):])
				n := 0
				for n < len(rest) && n < 3 && rest[n] >= 0x4E00 && rest[n] <= 0x9FFF {
					n++
				}
				if n >= 2 {
					staff = marker + string(rest[:n])
					break
				}
			}
		}
		j := strings.Index(s, "様")
		if staff == "" || j < 0 || strings.Contains(s, staff+"様") {
			return s
		}
		s = s[:j] + s[j+len("様"):]
		k := strings.Index(s, staff)
		if k < 0 {
			return s
		}
		k += len(staff)
		return s[:k] + "様" + s[k:]
	}},
}
