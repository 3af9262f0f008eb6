package grade

// Blind batch 56c: values of an extraction, a table or a letter's labelled facts that
// stay plausible but mean the wrong thing. Each kind fills one slot with a figure the
// answer itself (and so the request) holds in another role: a postcode given the house
// or block number, or the town's dialling code; a house number given the floor or the
// postcode's tail; a date's day given the clock hour or the house number beside it; a
// tax-inclusive figure given its tax share; a quantity given the sum of all quantities
// or its own unit price; a total priced at the first line's unit price; a list given
// its element count; a town given its federal state; a clock hour given the date's
// month. Two more label a value so that it moves: an amount given the neighbouring
// country's currency, a local clock time marked UTC, a German date marked month-first.

import (
	"encoding/json"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

var (
	// ho56cDeStreet is a German street with its house number.
	ho56cDeStreet = regexp.MustCompile(`(\p{L}+(?:straße|strasse|weg|gasse|platz|allee|ring|damm))( )(\d{1,4})\b`)
	// ho56cDeStreetFloor is a street, its house number and a floor (2. OG).
	ho56cDeStreetFloor = regexp.MustCompile(`(\p{L}+(?:straße|strasse|weg|gasse|platz|allee|ring|damm) )(\d{1,4})(, ?)(\d{1,2})\. (?:OG|Obergeschoss|Stock)`)
	// ho56cDePLZText is a five-digit postcode before a town name.
	ho56cDePLZText = regexp.MustCompile(`(^|[^\d.,])(\d{5})( \p{Lu}\p{L}+)`)
	// ho56cPLZJSON is the postcode member of a JSON extraction.
	ho56cPLZJSON = regexp.MustCompile(`("(?:plz|postal_code|zip|postcode)":\s*")(\d{5}|\d{3}-\d{4})(")`)
	// ho56cJaBlock is a Japanese block address: 2丁目4番9号.
	ho56cJaBlock = regexp.MustCompile(`(\d{1,2})丁目(\d{1,3})番地?(\d{1,3})号`)
	// ho56cJaBlockFloor is the 番・号 of a block address and a floor after it.
	ho56cJaBlockFloor = regexp.MustCompile(`(\d{1,3}番地?)(\d{1,3})(号[^\n。、，,]{0,20}?)(\d{1,2})(階)`)
	// ho56cJaPostal is a Japanese postcode after 〒.
	ho56cJaPostal = regexp.MustCompile(`(〒 ?)(\d{3}-\d{4})`)
	// ho56cJaPhone is a Japanese landline number.
	ho56cJaPhone = regexp.MustCompile(`\b(0\d{1,3})-(\d{2,4})-(\d{4})\b`)
	// ho56cDeHourSlot is a clock time after um/ab/zwischen/von, the hour captured.
	ho56cDeHourSlot = regexp.MustCompile(`\b(?:um|ab|zwischen|von) (\d{1,2})(?::\d{2})?(?: Uhr| und \d{1,2}(?::\d{2})? Uhr| bis \d{1,2}(?::\d{2})? Uhr)`)
	// ho56cJaHour is a clock hour (not 時間, a duration).
	ho56cJaHour = regexp.MustCompile(`(\d{1,2})時(?:[^間]|$)`)
	// ho56cDeNumDate and ho56cDeNamedDate are German dates, the day captured.
	ho56cDeNumDate   = regexp.MustCompile(`\b(\d{1,2})(\.\d{1,2}\.\d{4})`)
	ho56cDeNamedDate = regexp.MustCompile(`\b(\d{1,2})(\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember))`)
	// ho56cJaMonthDay is a Japanese month and day, the day captured.
	ho56cJaMonthDay = regexp.MustCompile(`(\d{1,2}月)(\d{1,2})(日)`)
	// ho56cISODateQ is a quoted ISO date in JSON, the day captured.
	ho56cISODateQ = regexp.MustCompile(`("\d{4}-\d{2}-)(\d{2})(")`)
	// ho56cJSONStreet is a JSON street member ending in a house number.
	ho56cJSONStreet = regexp.MustCompile(`"(?:strasse|street|address)":\s*"[^"]*?(\d{1,4})"`)
	// ho56cJaTaxIncl is a yen figure marked tax-inclusive.
	ho56cJaTaxIncl = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+|\d+)(円（税込）)`)
	// ho56cJSONMonthlyFee is the tax-inclusive monthly fee of a contract extraction.
	ho56cJSONMonthlyFee = regexp.MustCompile(`("monthly_fee":\s*)(\d+)\b`)
	// ho56cJSONGross and ho56cJSONVAT are an invoice's gross and VAT members.
	ho56cJSONGross = regexp.MustCompile(`("brutto":\s*)(\d+(?:\.\d+)?)`)
	ho56cJSONVAT   = regexp.MustCompile(`"mwst":\s*(\d+(?:\.\d+)?)`)
	// ho56cJSONQty is a quantity member of a line item.
	ho56cJSONQty = regexp.MustCompile(`("(?:menge|quantity|anzahl|qty)":\s*)(\d+)\b`)
	// ho56cJSONUnitPrice is a unit-price member of a line item.
	ho56cJSONUnitPrice = regexp.MustCompile(`"(?:einzelpreis|unit_price|price)":\s*(\d+)(?:\.\d+)?`)
	// ho56cTableQty is the quantity cell (second column, a number and its counter) of a
	// Markdown table row, and ho56cTableQtyPrice the same with the unit price after it.
	ho56cTableQty      = regexp.MustCompile(`(?m)^(\|[^|\n]+\| )(\d+)(\p{Han}{1,2} \|)`)
	ho56cTableQtyPrice = regexp.MustCompile(`(?m)^(\|[^|\n]+\| )(\d+)(\p{Han}{1,2} \| )(\d{1,3}(?:[,.]\d{3})*)(円|\s?€)`)
	// ho56cDeEuro and ho56cJaEuro are euro amounts; ho56cJaYen a yen amount.
	ho56cDeEuro = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2})( ?€| EUR| Euro)`)
	ho56cJaEuro = regexp.MustCompile(`(\d[\d,.]*)(ユーロ)`)
	ho56cJaYen  = regexp.MustCompile(`(\d[\d,]*)(円)`)
	// ho56cJSONCurrency is a JSON currency code.
	ho56cJSONCurrency = regexp.MustCompile(`("currency":\s*")(EUR|JPY)(")`)
	// ho56cDeClock is a German clock time ending in Uhr.
	ho56cDeClock = regexp.MustCompile(`\b\d{1,2}(?::\d{2})? Uhr\b`)
	// ho56cJaClock is a Japanese clock time or window (14時〜16時, 17時).
	ho56cJaClock = regexp.MustCompile(`\d{1,2}時(?:〜\d{1,2}時)?`)
	// ho56cDeNumDateFull is a German numeric date, day and month captured.
	ho56cDeNumDateFull = regexp.MustCompile(`\b(\d{2})\.(\d{2})\.(\d{4})\b`)
	// ho56cCityJSON is a JSON town member; ho56cCityText a town after a postcode.
	ho56cCityJSON = regexp.MustCompile(`("(?:ort|city|stadt)":\s*")([^"]+)(")`)
	ho56cCityText = regexp.MustCompile(`(\b\d{5} )(\p{Lu}[\p{L}-]+(?: am Rhein| an der \p{Lu}\p{L}+)?)`)
	// ho56cJaMonth is a Japanese month before a day.
	ho56cJaMonth = regexp.MustCompile(`(\d{1,2})月\d{1,2}日`)
	// ho56cJSONList is a JSON array member, opened.
	ho56cJSONList = regexp.MustCompile(`"(?:positionen|items|notes|artikel|lines)":\s*\[`)
	// ho56cJSONTotal is a total or net member (or a total object's value).
	ho56cJSONTotal = regexp.MustCompile(`("(?:netto|total_net|subtotal)":\s*|"total":\s*\{"value":\s*)(\d+(?:\.\d+)?)`)
	// ho56cJaSubtotal is a table's tax-exclusive total line.
	ho56cJaSubtotal = regexp.MustCompile(`(合計[^：\n]{0,8}：)(\d{1,3}(?:,\d{3})+|\d+)(円)`)
)

// ho56cDeAreaCodes are the dialling codes of German towns, which a careless
// extraction may put where the postcode belongs.
var ho56cDeAreaCodes = map[string]string{
	"Dresden": "0351", "Ludwigshafen": "0621", "München": "089", "Lüneburg": "04131", "Berlin": "030",
	"Hamburg": "040", "Köln": "0221", "Frankfurt": "069", "Stuttgart": "0711", "Leipzig": "0341",
	"Düsseldorf": "0211", "Lübeck": "0451", "Bremen": "0421", "Hannover": "0511", "Nürnberg": "0911",
}

// ho56cDeStates are the federal states of German towns, which a careless extraction
// may put in the town's slot.
var ho56cDeStates = map[string]string{
	"Dresden": "Sachsen", "Leipzig": "Sachsen", "Lüneburg": "Niedersachsen", "Hannover": "Niedersachsen",
	"Ludwigshafen am Rhein": "Rheinland-Pfalz", "Ludwigshafen": "Rheinland-Pfalz", "Mainz": "Rheinland-Pfalz",
	"München": "Bayern", "Nürnberg": "Bayern", "Lübeck": "Schleswig-Holstein", "Köln": "Nordrhein-Westfalen",
	"Düsseldorf": "Nordrhein-Westfalen", "Stuttgart": "Baden-Württemberg", "Frankfurt": "Hessen",
}

// ho56cMatchingBracket gives the index just past the bracket that closes the one at i.
func ho56cMatchingBracket(s string, i int) int {
	depth, inStr := 0, false
	for j := i; j < len(s); j++ {
		switch c := s[j]; {
		case inStr && c == '\\':
			j++
		case c == '"':
			inStr = !inStr
		case inStr:
		case c == '[' || c == '{':
			depth++
		case c == ']' || c == '}':
			depth--
			if depth == 0 {
				return j + 1
			}
		}
	}
	return -1
}

// ho56cFormatLike writes v with the decimals of like (185.00 → two, 15000 → none).
func ho56cFormatLike(v float64, like string) string {
	if i := strings.IndexByte(like, '.'); i >= 0 {
		return strconv.FormatFloat(v, 'f', len(like)-i-1, 64)
	}
	return strconv.FormatFloat(v, 'f', 0, 64)
}

// ho56cEachSentence applies f to the first sentence (over all lines) that f changes.
func ho56cEachSentence(lang, s string, f func(string) string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		old := split[r.line][r.idx]
		if nw := f(old); nw != old {
			split[r.line][r.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

// ho56cReplaceSub replaces submatch g of the first match of re in s with to.
func ho56cReplaceSub(re *regexp.Regexp, s string, g int, to string) string {
	loc := re.FindStringSubmatchIndex(s)
	if loc == nil || loc[2*g] < 0 {
		return s
	}
	return s[:loc[2*g]] + to + s[loc[2*g+1]:]
}

// ho56cSetDay gives a date's day the value n, keeping a two-digit day two digits wide.
func ho56cSetDay(old string, n int) string {
	if len(old) == 2 {
		return strconv.Itoa(n/10) + strconv.Itoa(n%10)
	}
	return strconv.Itoa(n)
}

// ho56cDayFrom rewrites the day of the date in sent (German or Japanese) nearest to
// byte offset at with n, when n is a valid day other than the date's own.
func ho56cDayFrom(lang, sent string, n, at int) string {
	if n < 1 || n > 28 {
		return sent
	}
	res := []*regexp.Regexp{ho56cDeNumDate, ho56cDeNamedDate}
	grp := 1
	if lang == "ja" {
		res = []*regexp.Regexp{ho56cJaMonthDay}
		grp = 2
	}
	best, bestDist, pad := []int(nil), -1, false
	for _, re := range res {
		for _, m := range re.FindAllStringSubmatchIndex(sent, -1) {
			d := at - m[1]
			if d < 0 {
				d = m[0] - at
			}
			if d < 0 {
				d = -d
			}
			if bestDist < 0 || d < bestDist {
				best, bestDist, pad = m, d, re == ho56cDeNumDate
			}
		}
	}
	if best == nil {
		return sent
	}
	day := sent[best[2*grp]:best[2*grp+1]]
	if d, _ := strconv.Atoi(day); d == n {
		return sent
	}
	nd := strconv.Itoa(n)
	if pad {
		nd = ho56cSetDay(day, n)
	}
	return sent[:best[2*grp]] + nd + sent[best[2*grp+1]:]
}

// ho56cGroupYen writes n with Japanese thousands commas.
func ho56cGroupYen(n int) string {
	s := strconv.Itoa(n)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}

var heldOutBatch56c = []heldOutKind{
	// The postcode slot given the house number (or the 丁目-番-号 block numbers) of the
	// same address: "plz": "01067" → "plz": "27" (Schloßstraße 27); 67059 Ludwigshafen am
	// Rhein → 14 Ludwigshafen am Rhein; 〒530-0001 → 〒2-4-9 (梅田2丁目4番9号).
	{"b56c_postcode_slot_given_house_or_block_number", "raw", func(lang, s string) string {
		if b := ho56cJaBlock.FindStringSubmatch(s); b != nil {
			block := b[1] + "-" + b[2] + "-" + b[3]
			if ho56cPLZJSON.MatchString(s) {
				return ho56cReplaceSub(ho56cPLZJSON, s, 2, block)
			}
			if ho56cJaPostal.MatchString(s) {
				return ho56cReplaceSub(ho56cJaPostal, s, 2, block)
			}
		}
		st := ho56cDeStreet.FindStringSubmatch(s)
		if st == nil {
			return s
		}
		if ho56cPLZJSON.MatchString(s) {
			return ho56cReplaceSub(ho56cPLZJSON, s, 2, st[3])
		}
		return ho56cReplaceSub(ho56cDePLZText, s, 2, st[3])
	}},
	// The house number given the floor of the same address, or else the postcode's last
	// two digits: Brückenstraße 12, 2. OG → Brückenstraße 2, 2. OG; 梅田2丁目4番9号
	// ブリーゼタワー12階 → 4番12号; "strasse": "Schloßstraße 27" → "Schloßstraße 67" (01067).
	{"b56c_house_number_given_floor_or_postcode_tail", "raw", func(lang, s string) string {
		if m := ho56cDeStreetFloor.FindStringSubmatch(s); m != nil && m[2] != m[4] {
			return ho56cReplaceSub(ho56cDeStreetFloor, s, 2, m[4])
		}
		if m := ho56cJaBlockFloor.FindStringSubmatch(s); m != nil && m[2] != m[4] {
			return ho56cReplaceSub(ho56cJaBlockFloor, s, 2, m[4])
		}
		var code string
		if m := ho56cPLZJSON.FindStringSubmatch(s); m != nil {
			code = m[2]
		} else if m := ho56cJaPostal.FindStringSubmatch(s); m != nil {
			code = m[2]
		} else if m := ho56cDePLZText.FindStringSubmatch(s); m != nil {
			code = m[2]
		}
		if len(code) < 2 {
			return s
		}
		tail, _ := strconv.Atoi(code[len(code)-2:])
		if tail == 0 {
			return s
		}
		t := strconv.Itoa(tail)
		if m := ho56cJaBlock.FindStringSubmatchIndex(s); m != nil {
			if s[m[6]:m[7]] == t {
				return s
			}
			return s[:m[6]] + t + s[m[7]:]
		}
		if m := ho56cDeStreet.FindStringSubmatchIndex(s); m != nil {
			if s[m[6]:m[7]] == t {
				return s
			}
			return s[:m[6]] + t + s[m[7]:]
		}
		return s
	}},
	// A date's day given the clock hour of the same sentence, as an extraction binding
	// the wrong number of "am 19.10.2026, ab 8 Uhr": am Montag, 19.10.2026, ab 8 Uhr →
	// am Montag, 08.10.2026, ab 8 Uhr; 2026年10月23日（金）14時〜16時 → 10月14日（金）14時〜16時.
	{"b56c_date_day_given_clock_hour_of_same_sentence", "first", func(lang, s string) string {
		return ho56cEachSentence(lang, s, func(sent string) string {
			re := ho56cDeHourSlot
			if lang == "ja" {
				re = ho56cJaHour
			}
			m := re.FindStringSubmatchIndex(sent)
			if m == nil {
				return sent
			}
			h, _ := strconv.Atoi(sent[m[2]:m[3]])
			return ho56cDayFrom(lang, sent, h, m[0])
		})
	}},
	// A tax-inclusive figure given only its tax share (a tenth of the net in Japan, the
	// VAT member in a German invoice): "monthly_fee": 33000 → 3000; 追加ユーザー分の料金
	// 5,500円（税込） → 500円（税込）; "brutto": 1034.11 → "brutto": 165.11.
	{"b56c_tax_inclusive_amount_given_its_tax_portion", "raw", func(lang, s string) string {
		if v := ho56cJSONVAT.FindStringSubmatch(s); v != nil && ho56cJSONGross.MatchString(s) {
			return ho56cReplaceSub(ho56cJSONGross, s, 2, v[1])
		}
		if m := ho56cJSONMonthlyFee.FindStringSubmatch(s); m != nil {
			if n, _ := strconv.Atoi(m[2]); n > 0 && n%11 == 0 {
				return ho56cReplaceSub(ho56cJSONMonthlyFee, s, 2, strconv.Itoa(n/11))
			}
		}
		for _, m := range ho56cJaTaxIncl.FindAllStringSubmatchIndex(s, -1) {
			n, _ := strconv.Atoi(strings.ReplaceAll(s[m[2]:m[3]], ",", ""))
			if n > 0 && n%11 == 0 {
				return s[:m[2]] + ho56cGroupYen(n/11) + s[m[3]:]
			}
		}
		return s
	}},
	// The first line's quantity given the sum of all the lines' quantities, as a count
	// field filled with the order's total count: "menge": 4 → "menge": 6 (4 + 2);
	// | コピー用紙A4（500枚×5冊） | 10箱 | → | 33箱 | (10 + 3 + 20).
	{"b56c_line_quantity_given_sum_of_all_quantities", "raw", func(lang, s string) string {
		for _, re := range []*regexp.Regexp{ho56cJSONQty, ho56cTableQty} {
			ms := re.FindAllStringSubmatch(s, -1)
			if len(ms) < 2 {
				continue
			}
			sum := 0
			for _, m := range ms {
				n, _ := strconv.Atoi(m[2])
				sum += n
			}
			return ho56cReplaceSub(re, s, 2, strconv.Itoa(sum))
		}
		return s
	}},
	// An amount given the neighbouring country's currency with its figure kept: euros as
	// Swiss francs, yen as Korean won: 3.912,50 € → 3.912,50 CHF; "currency": "EUR" →
	// "CHF"; 1,480ユーロ → 1,480スイスフラン; 500円分のクーポン → 500ウォン分のクーポン.
	{"b56c_amount_given_neighbour_country_currency", "raw", func(lang, s string) string {
		if m := ho56cJSONCurrency.FindStringSubmatch(s); m != nil {
			to := map[string]string{"EUR": "CHF", "JPY": "KRW"}[m[2]]
			return ho56cReplaceSub(ho56cJSONCurrency, s, 2, to)
		}
		if ho56cDeEuro.MatchString(s) {
			return ho56cReplaceSub(ho56cDeEuro, s, 2, " CHF")
		}
		if ho56cJaEuro.MatchString(s) {
			return ho56cReplaceSub(ho56cJaEuro, s, 2, "スイスフラン")
		}
		if lang == "ja" && ho56cJaYen.MatchString(s) {
			return ho56cReplaceSub(ho56cJaYen, s, 2, "ウォン")
		}
		return s
	}},
	// A date's day given the house number of the address in the same sentence or JSON
	// record: am Montag, 26. Oktober 2026, um 10:30 Uhr in der Zahnarztpraxis Dr. Öztürk,
	// Gärtnerweg 7 → 7. Oktober 2026; "faellig_am": "2026-11-04" → "2026-11-27"
	// (Schloßstraße 27).
	{"b56c_date_day_given_house_number_of_same_record", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			var n int
			if m := ho56cJSONStreet.FindStringSubmatch(s); m != nil {
				n, _ = strconv.Atoi(m[1])
			} else if m := ho56cJaBlock.FindStringSubmatch(s); m != nil {
				n, _ = strconv.Atoi(m[2])
			}
			all := ho56cISODateQ.FindAllStringSubmatchIndex(s, -1)
			if n < 1 || n > 28 || len(all) == 0 {
				return s
			}
			m := all[len(all)-1]
			if d, _ := strconv.Atoi(s[m[4]:m[5]]); d == n {
				return s
			}
			return s[:m[4]] + ho56cSetDay("00", n) + s[m[5]:]
		}
		return ho56cEachSentence(lang, s, func(sent string) string {
			if m := ho56cDeStreet.FindStringSubmatchIndex(sent); m != nil {
				n, _ := strconv.Atoi(sent[m[6]:m[7]])
				return ho56cDayFrom(lang, sent, n, m[0])
			}
			if m := ho56cJaBlock.FindStringSubmatchIndex(sent); m != nil {
				n, _ := strconv.Atoi(sent[m[4]:m[5]])
				return ho56cDayFrom(lang, sent, n, m[0])
			}
			return sent
		})
	}},
	// A line's quantity given its own unit price: "menge": 4 → "menge": 185 (einzelpreis
	// 185.00); "quantity": 1 → 12800; | 10箱 | 2,480円 | → | 2480箱 | 2,480円 |.
	{"b56c_line_quantity_given_its_unit_price_figure", "raw", func(lang, s string) string {
		if q := ho56cJSONQty.FindStringSubmatchIndex(s); q != nil {
			p := ho56cJSONUnitPrice.FindStringSubmatchIndex(s[q[1]:])
			if p == nil {
				return s
			}
			price := s[q[1]+p[2] : q[1]+p[3]]
			if price == s[q[4]:q[5]] {
				return s
			}
			return s[:q[4]] + price + s[q[5]:]
		}
		if m := ho56cTableQtyPrice.FindStringSubmatch(s); m != nil {
			price := strings.NewReplacer(",", "", ".", "").Replace(m[4])
			if price != m[2] {
				return ho56cReplaceSub(ho56cTableQtyPrice, s, 2, price)
			}
		}
		return s
	}},
	// The postcode slot given the town's telephone dialling code (or the first groups of
	// the phone number the text gives): "plz": "01067" → "plz": "0351" (Dresden); 67059
	// Ludwigshafen am Rhein → 0621 Ludwigshafen am Rhein; 〒530-0001 → 〒06-6345.
	{"b56c_postcode_slot_given_dialling_code", "raw", func(lang, s string) string {
		if p := ho56cJaPhone.FindStringSubmatch(s); p != nil && ho56cJaPostal.MatchString(s) {
			return ho56cReplaceSub(ho56cJaPostal, s, 2, p[1]+"-"+p[2])
		}
		if m := ho56cPLZJSON.FindStringSubmatch(s); m != nil {
			for _, town := range slices.Sorted(maps.Keys(ho56cDeAreaCodes)) {
				if strings.Contains(s, `"`+town) {
					return ho56cReplaceSub(ho56cPLZJSON, s, 2, ho56cDeAreaCodes[town])
				}
			}
			return s
		}
		for _, m := range ho56cDePLZText.FindAllStringSubmatchIndex(s, -1) {
			town := strings.TrimSpace(s[m[6]:m[7]])
			if code, ok := ho56cDeAreaCodes[town]; ok {
				return s[:m[4]] + code + s[m[5]:]
			}
		}
		return s
	}},
	// A local clock time labelled as UTC, which moves it by the zone's offset: um 10:30
	// Uhr → um 10:30 Uhr UTC; 14時〜16時 → 14時〜16時（UTC）.
	{"b56c_local_clock_time_labelled_utc", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho56cJaClock, s, func(m []string) string { return m[0] + "（UTC）" })
		}
		return hoFirstMatch(ho56cDeClock, s, func(m []string) string { return m[0] + " UTC" })
	}},
	// A German numeric date labelled as written month first, which moves it to another
	// day: am 12.11.2026 → am 12.11.2026 (MM.TT.JJJJ), that is 11 December; am
	// 08.10.2026 → am 08.10.2026 (MM.TT.JJJJ), that is 10 August.
	{"b56c_de_numeric_date_labelled_month_first", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		for _, m := range ho56cDeNumDateFull.FindAllStringSubmatchIndex(s, -1) {
			d, _ := strconv.Atoi(s[m[2]:m[3]])
			mo, _ := strconv.Atoi(s[m[4]:m[5]])
			if d >= 1 && d <= 12 && d != mo {
				return s[:m[1]] + " (MM.TT.JJJJ)" + s[m[1]:]
			}
		}
		return s
	}},
	// The town slot given the town's federal state, so the address no longer names the
	// place: "ort": "Dresden" → "ort": "Sachsen"; 67059 Ludwigshafen am Rhein → 67059
	// Rheinland-Pfalz; 80331 München → 80331 Bayern.
	{"b56c_town_slot_given_its_federal_state", "raw", func(lang, s string) string {
		if m := ho56cCityJSON.FindStringSubmatch(s); m != nil {
			if st, ok := ho56cDeStates[m[2]]; ok {
				return ho56cReplaceSub(ho56cCityJSON, s, 2, st)
			}
		}
		for _, m := range ho56cCityText.FindAllStringSubmatchIndex(s, -1) {
			if st, ok := ho56cDeStates[s[m[4]:m[5]]]; ok {
				return s[:m[4]] + st + s[m[5]:]
			}
		}
		return s
	}},
	// A clock hour given the month of the date in the same sentence: am 12.11.2026
	// zwischen 8 und 12 Uhr → zwischen 11 und 12 Uhr; 2026年10月23日（金）14時〜16時 →
	// 10時〜16時; am Montag, 19.10.2026, ab 8 Uhr → ab 10 Uhr.
	{"b56c_clock_hour_given_month_of_same_sentence", "first", func(lang, s string) string {
		return ho56cEachSentence(lang, s, func(sent string) string {
			var month string
			var hour []int
			if lang == "ja" {
				mm := ho56cJaMonth.FindStringSubmatch(sent)
				hour = ho56cJaHour.FindStringSubmatchIndex(sent)
				if mm == nil {
					return sent
				}
				month = mm[1]
			} else {
				mm := ho56cDeNumDateFull.FindStringSubmatch(sent)
				hour = ho56cDeHourSlot.FindStringSubmatchIndex(sent)
				if mm != nil {
					month = strings.TrimLeft(mm[2], "0")
				} else if mm := ho56cDeNamedDate.FindStringSubmatch(sent); mm != nil {
					for i, name := range deMonths {
						if strings.HasSuffix(mm[2], name) {
							month = strconv.Itoa(i + 1)
						}
					}
				}
			}
			if hour == nil || month == "" || sent[hour[2]:hour[3]] == month {
				return sent
			}
			return sent[:hour[2]] + month + sent[hour[3]:]
		})
	}},
	// A JSON list member given the number of its elements instead of them:
	// "positionen": [{…}, {…}] → "positionen": 2; "notes": ["契約期間中の途中解約はできません。",
	// "初期費用は不要です。"] → "notes": 2.
	{"b56c_json_list_member_given_its_element_count", "raw", func(lang, s string) string {
		loc := ho56cJSONList.FindStringIndex(s)
		if loc == nil {
			return s
		}
		open := loc[1] - 1
		end := ho56cMatchingBracket(s, open)
		if end < 0 {
			return s
		}
		var items []any
		if err := json.Unmarshal([]byte(s[open:end]), &items); err != nil || len(items) < 2 {
			return s
		}
		return s[:open] + strconv.Itoa(len(items)) + s[end:]
	}},
	// The total priced as if every unit cost the first line's unit price: "netto": 869.00
	// → 1110.00 (6 × 185.00); "total": {"value": 15000} → 38400 (3 × 12800); 合計（税抜）：
	// 53,900円 → 81,840円 (33 × 2,480円).
	{"b56c_total_prices_all_units_at_first_unit_price", "raw", func(lang, s string) string {
		if t := ho56cJSONTotal.FindStringSubmatchIndex(s); t != nil {
			qs := ho56cJSONQty.FindAllStringSubmatch(s, -1)
			p := ho56cJSONUnitPrice.FindStringSubmatch(s)
			if len(qs) < 2 || p == nil {
				return s
			}
			n := 0
			for _, q := range qs {
				k, _ := strconv.Atoi(q[2])
				n += k
			}
			price, _ := strconv.ParseFloat(p[1], 64)
			return s[:t[4]] + ho56cFormatLike(float64(n)*price, s[t[4]:t[5]]) + s[t[5]:]
		}
		rows := ho56cTableQtyPrice.FindAllStringSubmatch(s, -1)
		if len(rows) < 2 || !ho56cJaSubtotal.MatchString(s) {
			return s
		}
		n := 0
		for _, r := range rows {
			k, _ := strconv.Atoi(r[2])
			n += k
		}
		price, _ := strconv.Atoi(strings.NewReplacer(",", "", ".", "").Replace(rows[0][4]))
		return ho56cReplaceSub(ho56cJaSubtotal, s, 2, ho56cGroupYen(n*price))
	}},
}

// ho56cShow is how many changed fixtures per kind the test logs.
var ho56cShow = 2

// ho56cWindow gives the changed span of a and b with some context on either side.
func ho56cWindow(a, b string) (string, string) {
	ra, rb := []rune(a), []rune(b)
	i := 0
	for i < len(ra) && i < len(rb) && ra[i] == rb[i] {
		i++
	}
	ea, eb := len(ra), len(rb)
	for ea > i && eb > i && ra[ea-1] == rb[eb-1] {
		ea--
		eb--
	}
	from := max(0, i-30)
	return "…" + string(ra[from:min(len(ra), ea+20)]) + "…", "…" + string(rb[from:min(len(rb), eb+20)]) + "…"
}

// ho56cFirstDiffLine gives the first sentence (or JSON member) where a and b differ.
func ho56cFirstDiffLine(a, b string) (string, string) {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range la {
		if i >= len(lb) {
			return la[i], ""
		}
		if la[i] == lb[i] {
			continue
		}
		var pa, pb []string
		if strings.HasPrefix(strings.TrimSpace(la[i]), "{") {
			pa, pb = strings.Split(la[i], `, "`), strings.Split(lb[i], `, "`)
		} else {
			pa, pb = hoSentences("ja", la[i]), hoSentences("ja", lb[i])
			if len(pa) == 1 {
				pa, pb = hoSentences("de", la[i]), hoSentences("de", lb[i])
			}
		}
		if len(pa) == len(pb) {
			for j := range pa {
				if pa[j] != pb[j] {
					return strings.TrimSpace(pa[j]), strings.TrimSpace(pb[j])
				}
			}
		}
		return ho56cWindow(la[i], lb[i])
	}
	return a, b
}
