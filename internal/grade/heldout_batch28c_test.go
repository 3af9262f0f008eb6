package grade

// Blind batch 28c: wrong content inside otherwise well-formed structure. Every kind
// keeps the shape of the answer (JSON members, table cells, list items, address and
// letter blocks, notice fields) and mostly every figure, code and date it carries, but
// makes one slot say something else: a label or key that lies (order no. as customer
// no., total as deposit, unit price as line total, a date field naming another
// milestone), a suffix that makes another entity (house number 14a, code -2, a branch,
// a district, a pack or set size), a status the record does not have (cancelled,
// paid, holiday), and a fixed date, amount or duration turned into a bound, span,
// interval, monthly date or vague third of a month. One defect per answer.

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// ho28cPair is one replacement: old becomes new.
type ho28cPair struct{ old, new string }

// ho28cEarliest replaces the first occurrence, in s, of whichever pair's old text
// comes first; s unchanged if none occurs.
func ho28cEarliest(s string, pairs []ho28cPair) string {
	best, at := -1, -1
	for i, p := range pairs {
		if j := strings.Index(s, p.old); j >= 0 && (at < 0 || j < at) {
			best, at = i, j
		}
	}
	if best < 0 {
		return s
	}
	return s[:at] + pairs[best].new + s[at+len(pairs[best].old):]
}

var (
	ho28cJaParenWeekday     = regexp.MustCompile(`（[月火水木金土日]）`)
	ho28cDeWeekday          = `(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)`
	ho28cDeParenWeekday     = regexp.MustCompile(`\(` + ho28cDeWeekday + `\)|\bam ` + ho28cDeWeekday + `, `)
	ho28cDeParenWeekdayOnly = regexp.MustCompile(`\(` + ho28cDeWeekday + `\)`)
	ho28cDeAmDate           = regexp.MustCompile(`\bam (\d{1,2})\.(\d{1,2})\.(\d{4})`)
	ho28cDeDispatch         = regexp.MustCompile(`Lieferung|liefern|senden|Versand|zustell|verschick`)
	ho28cJaDateDispatch     = regexp.MustCompile(`(\d{1,2}月\d{1,2}日(?:（.）)?)に(発送|お届け|出荷|移転|送付|お送り)`)
	ho28cJaDateNi           = regexp.MustCompile(`(^|[^年\d])(\d{1,2})月(\d{1,2})日(?:（.）)?に`)
	ho28cJaDate             = regexp.MustCompile(`(\d{1,2})月(\d{1,2})日(?:（.）)?`)
	ho28cStreet             = regexp.MustCompile(`(\p{L}+(?:straße|strasse|weg|platz|allee|gasse|ring|damm)) (\d{1,3})($|[^\d\p{L}])`)
	ho28cStreetType         = regexp.MustCompile(`(\p{Lu}\p{Ll}+?)(straße|weg|platz|allee|gasse)( \d)`)
	ho28cCode               = regexp.MustCompile(`(^|[^\w-])([A-Z]{1,5}(?:-\d{2,})+(?:-[A-Z]{2})?|\d{2,}(?:-\d{2,})+-[A-Z]{2})($|[^\w-])`)
	ho28cItemKey            = regexp.MustCompile(`"(product|bezeichnung|artikel|name)": "([^"\\]*)"`)
	ho28cDeEuro             = regexp.MustCompile(`(\bvon )?(\d{1,3}(?:\.\d{3})*,\d{2} ?€)`)
	ho28cDeEuroAfter        = regexp.MustCompile(`(\b(?:von|bei) )?(\d{1,3}(?:\.\d{3})*,\d{2} ?€)`)
	ho28cOrderContext       = regexp.MustCompile(`Bestellung|bestellt|Bestellnummer|注文番号|ご注文`)
	ho28cJaQuoted           = regexp.MustCompile(`「[^」]{2,30}」`)
	ho28cDeQuoted           = regexp.MustCompile(`„[^“]{2,30}“`)
	ho28cWholeISODate       = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
	ho28cJaYenTaxIn         = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+)円（税込）`)
	ho28cDeEuroAmount       = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2}) ?€`)
	ho28cJaYen              = regexp.MustCompile(`(約)?(\d{1,3}(?:,\d{3})+円)`)
	ho28cJaYenAny           = regexp.MustCompile(`(^|[^\d,.])(\d{1,3}(?:,\d{3})*)円`)
	ho28cDeCompany          = regexp.MustCompile(`\b(?:GmbH|AG|KG|OHG|Co\., Ltd\.)($|[^\p{L}])`)
	ho28cJaCompany          = regexp.MustCompile(`株式会社[\p{Katakana}\p{Han}ー]+|[\p{Katakana}\p{Han}ー]+株式会社`)
	ho28cJaBranchAfter      = regexp.MustCompile(`^の?\p{Han}*(?:営業所|支店|支社|工場)`)
	ho28cDeDuration         = regexp.MustCompile(`\b(\d{1,2}) (Wochen|Minuten|Stunden|Tage|Werktage|Monate)\b`)
	ho28cJaDuration         = regexp.MustCompile(`(\d{1,2})(週間|分前|分|秒|日間|時間|か月)`)
	ho28cDeTown             = regexp.MustCompile(`"(ort|city|stadt)": "(\p{Lu}\p{Ll}+)"|\b(\d{5}) (\p{Lu}\p{Ll}+)(?: am \p{Lu}\p{Ll}+)?`)
	ho28cRefLabel           = regexp.MustCompile(`(Bestellnummer |Bestellung |Rechnung |注文番号|受付番号|見積番号 ?|請求書)([A-Z]{1,5}(?:-\d{2,})+|\d{2,}(?:-\d{2,})+-[A-Z]{2})`)
)

// ho28cTableItemRow applies f to the first cell of the second data row of the
// first markdown table whose first header cell names items.
func ho28cTableItemRow(s string, header *regexp.Regexp, f func(string) string) string {
	lines := strings.Split(s, "\n")
	for i := 0; i+3 < len(lines); i++ {
		if !strings.HasPrefix(lines[i], "|") || !strings.HasPrefix(lines[i+1], "|---") {
			continue
		}
		cells := strings.Split(lines[i], "|")
		if len(cells) < 3 || !header.MatchString(strings.TrimSpace(cells[1])) {
			return s
		}
		row := strings.Split(lines[i+3], "|")
		if len(row) < 3 {
			return s
		}
		row[1] = " " + f(strings.TrimSpace(row[1])) + " "
		lines[i+3] = strings.Join(row, "|")
		return strings.Join(lines, "\n")
	}
	return s
}

// ho28cFirstFree rewrites the first match of re that does not tell a past plan
// (…する予定でした) or the old side of a change (…から), where the defect would be moot.
func ho28cFirstFree(re *regexp.Regexp, s string, f func(m []string) string) string {
	for _, l := range re.FindAllStringSubmatchIndex(s, -1) {
		tail := s[l[1]:min(len(s), l[1]+60)]
		lead := s[:l[0]+strings.IndexAny(s[l[0]:l[1]], "0123456789")]
		if strings.Contains(tail, "予定でした") || strings.HasSuffix(lead, "から") {
			continue
		}
		m := make([]string, len(l)/2)
		for i := range m {
			if l[2*i] >= 0 {
				m[i] = s[l[2*i]:l[2*i+1]]
			}
		}
		return s[:l[0]] + f(m) + s[l[1]:]
	}
	return s
}

// ho28cJaGroup writes n with comma thousands groups: 3850 → 3,850.
func ho28cJaGroup(n int) string {
	d := strconv.Itoa(n)
	for i := len(d) - 3; i > 0; i -= 3 {
		d = d[:i] + "," + d[i:]
	}
	return d
}

// ho28cDeMoney writes cents as a German amount: 23748 → 237,48.
func ho28cDeMoney(cents int) string {
	e := strconv.Itoa(cents / 100)
	for i := len(e) - 3; i > 0; i -= 3 {
		e = e[:i] + "." + e[i:]
	}
	return fmt.Sprintf("%s,%02d", e, cents%100)
}

var ho28cDeMonthThird = func(day int) string {
	switch {
	case day <= 10:
		return "Anfang"
	case day <= 20:
		return "Mitte"
	}
	return "Ende"
}

var ho28cJaMonthThird = func(day int) string {
	switch {
	case day <= 10:
		return "上旬"
	case day <= 20:
		return "中旬"
	}
	return "下旬"
}

var heldOutBatch28c = []heldOutKind{
	// A reference number relabelled as a customer number (or a JSON id key renamed so):
	// Bestellnummer 77-3190-DE → Kundennummer 77-3190-DE; ご注文番号WS-30982 → お客様番号WS-30982.
	{"b28c_order_ref_relabelled_customer_no", "raw", func(lang, s string) string {
		return ho28cEarliest(s, []ho28cPair{
			{`"order_id"`, `"customer_id"`}, {`"contract_id"`, `"customer_id"`}, {`"rechnungsnummer"`, `"kundennummer"`},
			{"Bestellnummer", "Kundennummer"}, {"Rechnungsnummer", "Kundennummer"}, {"aus der Bestellung ", "aus dem Kundenkonto "},
			{"ご注文番号", "お客様番号"}, {"修理受付番号", "お客様番号"}, {"注文番号", "お客様番号"}, {"見積番号", "お客様番号"},
		})
	}},
	// The weekday slot of a date says it is a public holiday:
	// 10月21日（水） → 10月21日（祝）; 26.10.2026 (Montag) → 26.10.2026 (Feiertag).
	{"b28c_weekday_slot_marked_holiday", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho28cJaParenWeekday, s, func(m []string) string { return "（祝）" })
		}
		return hoFirstMatch(ho28cDeParenWeekday, s, func(m []string) string {
			if strings.HasPrefix(m[0], "(") {
				return "(Feiertag)"
			}
			return "am Feiertag, "
		})
	}},
	// A fixed dispatch or delivery date made the earliest date:
	// Die Lieferung erfolgt am 12.11.2026 → … ab dem 12.11.2026; 10月19日に発送 → 10月19日以降に発送.
	{"b28c_fixed_date_made_earliest", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho28cFirstFree(ho28cJaDateDispatch, s, func(m []string) string { return m[1] + "以降に" + m[2] })
		}
		return ho18aFirstSentence(lang, s, func(sen string) string {
			if !ho28cDeDispatch.MatchString(sen) {
				return sen
			}
			return hoFirstMatch(ho28cDeAmDate, sen, func(m []string) string { return "ab dem " + m[0][3:] })
		})
	}},
	// A date field's label names another milestone, the date stays:
	// 納品希望日：2026年11月2日 → 見積有効期限：2026年11月2日; verschiebt sich die Inbetriebnahme → … die Abnahme.
	{"b28c_date_field_label_other_milestone", "first", func(lang, s string) string {
		return ho28cEarliest(s, []ho28cPair{
			{"納品希望日", "見積有効期限"}, {"訪問日時：", "受付日時："}, {"お支払い期限", "ご請求日"}, {"お届け予定日", "返品受付期限"},
			{"出荷開始日", "契約開始日"},
			{"die Inbetriebnahme", "die Abnahme"}, {"Die Lieferung erfolgt am", "Die Abholung erfolgt am"},
			{"Ihren Kontrolltermin", "Ihren Operationstermin"},
		})
	}},
	// A house number given a letter suffix, another address:
	// Gießereistraße 14 → Gießereistraße 14a; Schloßstraße 27 → Schloßstraße 27a.
	{"b28c_house_number_letter_suffix_added", "first", func(lang, s string) string {
		return hoFirstMatch(ho28cStreet, s, func(m []string) string { return m[1] + " " + m[2] + "a" + m[3] })
	}},
	// A reference code given a sub-number, another record (a check that finds the
	// code as a substring still finds it): WE-20417 → WE-20417-2; 注文番号AP-73015 → AP-73015-2.
	{"b28c_ref_code_gets_sub_number", "first", func(lang, s string) string {
		return hoFirstMatch(ho28cCode, s, func(m []string) string { return m[1] + m[2] + "-2" + m[3] })
	}},
	// The second item's name gains a pack size, so its quantity counts packs:
	// "交換用パッキン", quantity 2 → "交換用パッキン（2個入り）"; Backofenthermometer Präzisa → … (2er-Pack).
	{"b28c_item_name_gains_pack_size", "raw", func(lang, s string) string {
		pack := " (2er-Pack)"
		if lang == "ja" {
			pack = "（2個入り）"
		}
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			locs := ho28cItemKey.FindAllStringSubmatchIndex(s, -1)
			var items [][]int
			for _, l := range locs {
				if k := s[l[2]:l[3]]; k == "product" || k == "bezeichnung" || k == "artikel" {
					items = append(items, l)
				}
			}
			if len(items) < 2 {
				return s
			}
			l := items[1]
			return s[:l[5]] + pack + s[l[5]:]
		}
		return ho28cTableItemRow(s, regexp.MustCompile(`^(品名|商品|品目|Artikel|Produkt|Bezeichnung|Position)$`), func(c string) string { return c + pack })
	}},
	// The total relabelled as a deposit (JSON: the total's key):
	// Rechnungsbetrag 1.249,90 € → Anzahlungsbetrag 1.249,90 €; 合計（税抜）：53,900円 → 前払金（税抜）：53,900円.
	{"b28c_total_relabelled_deposit", "raw", func(lang, s string) string {
		return ho28cEarliest(s, []ho28cPair{
			{`"total":`, `"deposit":`}, {`"brutto":`, `"anzahlung":`},
			{"Rechnungsbetrag", "Anzahlungsbetrag"}, {"合計（", "前払金（"}, {"合計3", "前払金3"}, {"合計1", "前払金1"},
		})
	}},
	// A German street type changed, another street: Brückenstraße 12 → Brückenweg 12;
	// Gärtnerweg 7 → Gärtnerstraße 7 (also in a Japanese answer's German address).
	{"b28c_de_street_type_changed", "first", func(lang, s string) string {
		return hoFirstMatch(ho28cStreetType, s, func(m []string) string {
			t := "weg"
			if m[2] == "weg" {
				t = "straße"
			}
			return m[1] + t + m[3]
		})
	}},
	// A replacement made a loaner, to be given back:
	// kostenlos eine Ersatzlampe → kostenlos eine Leihlampe; 交換品は10月19日に発送 → 貸出品は10月19日に発送.
	{"b28c_replacement_made_loaner", "first", func(lang, s string) string {
		return ho28cEarliest(s, []ho28cPair{
			{"Ersatzlampe", "Leihlampe"}, {"Austauschgerät", "Leihgerät"}, {"Ersatzgerät", "Leihgerät"},
			{"交換品", "貸出品"}, {"代替品", "貸出品"},
		})
	}},
	// A one-off date made a monthly one:
	// 9月20日にユーザーを1名追加 → 毎月20日にユーザーを1名追加; Die Lieferung erfolgt am 12.11.2026 → … jeweils am 12. des Monats.
	{"b28c_one_off_date_made_monthly", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho28cFirstFree(ho28cJaDateNi, s, func(m []string) string { return m[1] + "毎月" + m[3] + "日に" })
		}
		return ho18aFirstSentence(lang, s, func(sen string) string {
			if !ho28cDeDispatch.MatchString(sen) && !strings.Contains(sen, "Sitzung") {
				return sen
			}
			return hoFirstMatch(ho28cDeAmDate, sen, func(m []string) string {
				d, _ := strconv.Atoi(m[1])
				return fmt.Sprintf("jeweils am %d. des Monats", d)
			})
		})
	}},
	// An exact date in the middle of the answer made a third of a month:
	// 10月21日（水） → 10月下旬; am 20.10.2026 → Mitte Oktober 2026.
	{"b28c_exact_date_made_month_third", "first", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			if lang == "ja" {
				for _, l := range ho28cJaDate.FindAllStringSubmatchIndex(sen, -1) {
					if r, _ := utf8.DecodeRuneInString(sen[l[1]:]); unicode.IsDigit(r) {
						continue // a clock follows: 10月19日（月）17時
					}
					d, _ := strconv.Atoi(sen[l[4]:l[5]])
					return sen[:l[0]] + sen[l[2]:l[3]] + "月" + ho28cJaMonthThird(d) + sen[l[1]:]
				}
				return sen
			}
			return hoFirstMatch(ho28cDeAmDate, sen, func(m []string) string {
				d, _ := strconv.Atoi(m[1])
				mo, _ := strconv.Atoi(m[2])
				return ho28cDeMonthThird(d) + " " + deMonths[mo-1] + " " + m[3]
			})
		})
	}},
	// An exact amount made an upper bound:
	// Mehrkosten von 36.400,00 € → Mehrkosten von höchstens 36.400,00 €; 料金5,500円（税込） → 料金最大5,500円（税込）.
	{"b28c_exact_amount_made_upper_bound", "first", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			if lang == "ja" {
				return hoFirstMatch(ho28cJaYen, sen, func(m []string) string {
					if m[1] != "" {
						return m[0]
					}
					return "最大" + m[2]
				})
			}
			return hoFirstMatch(ho28cDeEuro, sen, func(m []string) string { return m[1] + "höchstens " + m[2] })
		})
	}},
	// The weekday slot of a date widened to a span of days, so the day is no longer
	// fixed: 10月21日（水） → 10月21日（水〜金）; 26.10.2026 (Montag) → 26.10.2026 (Montag bis Mittwoch).
	{"b28c_weekday_slot_widened_to_span", "first", func(lang, s string) string {
		ja := []string{"月", "火", "水", "木", "金", "土", "日"}
		de := []string{"Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"}
		if lang == "ja" {
			return hoFirstMatch(ho28cJaParenWeekday, s, func(m []string) string {
				d := strings.Trim(m[0], "（）")
				i := slices.Index(ja, d)
				return "（" + d + "〜" + ja[(i+2)%7] + "）"
			})
		}
		return hoFirstMatch(ho28cDeParenWeekdayOnly, s, func(m []string) string {
			d := strings.Trim(m[0], "()")
			i := slices.Index(de, d)
			return "(" + d + " bis " + de[(i+2)%7] + ")"
		})
	}},
	// The first exact amount made a starting price: | 14.890,00 € | → | ab 14.890,00 € |;
	// 料金5,500円（税込） → 料金5,500円〜（税込）; Mehrkosten von 36.400,00 € → … von mindestens ….
	{"b28c_exact_amount_made_starting_price", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho28cJaYen, s, func(m []string) string {
				if m[1] != "" {
					return m[0]
				}
				return m[2] + "〜"
			})
		}
		return hoFirstMatch(ho28cDeEuroAfter, s, func(m []string) string {
			if m[1] != "" {
				return m[1] + "mindestens " + m[2]
			}
			return "ab " + m[2]
		})
	}},
	// The ordered product given a set size, more pieces: „Nordlicht 40“ → „Nordlicht 40“ im
	// Zweierset; 「アクアピュア浄水ポット P3」 → 「アクアピュア浄水ポット P3」（2点セット）.
	{"b28c_ordered_product_gets_set_size", "first", func(lang, s string) string {
		if !ho28cOrderContext.MatchString(s) {
			return s
		}
		if lang == "ja" {
			return hoFirstMatch(ho28cJaQuoted, s, func(m []string) string { return m[0] + "（2点セット）" })
		}
		return hoFirstMatch(ho28cDeQuoted, s, func(m []string) string { return m[0] + " im Zweierset" })
	}},
	// A JSON date member widened to an ISO interval of a few days, no longer one day:
	// "delivery_date": "2026-10-19" → "2026-10-19/2026-10-23".
	{"b28c_json_iso_date_widened_to_interval", "first", func(lang, s string) string {
		if !ho28cWholeISODate.MatchString(s) {
			return s
		}
		d, err := time.Parse("2006-01-02", s)
		if err != nil {
			return s
		}
		return s + "/" + d.AddDate(0, 0, 4).Format("2006-01-02")
	}},
	// The unit-price key or column relabelled as a line total, the figures kept:
	// "menge": 2, "einzelpreis": 64.50 → "menge": 2, "gesamtpreis": 64.50; | 単価 | → | 小計 |.
	{"b28c_unit_price_relabelled_line_total", "raw", func(lang, s string) string {
		// In JSON the last record's key: the first record may have a quantity of 1,
		// where unit price and line total agree.
		for _, p := range []ho28cPair{{`"einzelpreis":`, `"gesamtpreis":`}, {`"unit_price":`, `"line_total":`}} {
			if i := strings.LastIndex(s, p.old); i >= 0 {
				return s[:i] + p.new + s[i+len(p.old):]
			}
		}
		return ho28cEarliest(s, []ho28cPair{{"| 単価 |", "| 小計 |"}, {"| Einzelpreis |", "| Gesamtpreis |"}})
	}},
	// A dispatch date kept but made the business day after it: am 20.10.2026 → am ersten
	// Werktag nach dem 20.10.2026; 10月19日に発送 → 10月19日の翌営業日に発送.
	{"b28c_date_kept_made_next_business_day", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho28cFirstFree(ho28cJaDateDispatch, s, func(m []string) string { return m[1] + "の翌営業日に" + m[2] })
		}
		return ho18aFirstSentence(lang, s, func(sen string) string {
			if !ho28cDeDispatch.MatchString(sen) {
				return sen
			}
			return hoFirstMatch(ho28cDeAmDate, sen, func(m []string) string { return "am ersten Werktag nach dem " + m[0][3:] })
		})
	}},
	// A VAT share added to a gross amount, computed on the gross (19 % of it, 10 % in
	// Japan) instead of out of it: 1.249,90 € → 1.249,90 € (davon 19 % MwSt.: 237,48 €).
	{"b28c_vat_share_computed_on_gross", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho28cJaYenTaxIn, s, func(m []string) string {
				n, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
				return m[1] + "円（税込、うち消費税" + ho28cJaGroup(n/10) + "円）"
			})
		}
		l := ho28cDeEuroAmount.FindStringSubmatchIndex(s)
		if l == nil {
			return s
		}
		cents, _ := strconv.Atoi(strings.NewReplacer(".", "", ",", "").Replace(s[l[2]:l[3]]))
		share := "davon 19 % MwSt.: " + ho28cDeMoney((cents*19+50)/100) + " €"
		if strings.HasPrefix(s[l[1]:], ")") { // already in parentheses
			return s[:l[1]] + ", " + share + s[l[1]:]
		}
		return s[:l[1]] + " (" + share + ")" + s[l[1]:]
	}},
	// A company name given a branch the answer never had, another party:
	// Weißenfels Elektrotechnik GmbH → … GmbH, Niederlassung Köln; 株式会社ミナトデザインの髙橋様 → 株式会社ミナトデザイン名古屋支店の髙橋様.
	{"b28c_company_gets_invented_branch", "first", func(lang, s string) string {
		best := -1
		var repl string
		if l := ho28cDeCompany.FindStringSubmatchIndex(s); l != nil {
			best, repl = l[2], ", Niederlassung Köln"
		}
		for _, l := range ho28cJaCompany.FindAllStringIndex(s, -1) {
			if ho28cJaBranchAfter.MatchString(s[l[1]:]) {
				continue
			}
			if best < 0 || l[1] < best {
				best, repl = l[1], "名古屋支店"
			}
			break
		}
		if best < 0 {
			return s
		}
		return s[:best] + repl + s[best:]
	}},
	// An exact duration in the middle of the answer made a range with a larger upper
	// bound: 4 Wochen → 4–8 Wochen; 訪問の30分前 → 訪問の30〜60分前.
	{"b28c_duration_made_range", "first", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			if lang == "ja" {
				return hoFirstMatch(ho28cJaDuration, sen, func(m []string) string {
					n, _ := strconv.Atoi(m[1])
					return fmt.Sprintf("%d〜%d%s", n, 2*n, m[2])
				})
			}
			return hoFirstMatch(ho28cDeDuration, sen, func(m []string) string {
				n, _ := strconv.Atoi(m[1])
				return fmt.Sprintf("%d–%d %s", n, 2*n, m[2])
			})
		})
	}},
	// A yen amount in the middle of the answer tagged in thousands, a thousand times
	// the sum: 料金5,500円（税込） → 料金5,500千円（税込）; | 8,900円 | → | 8,900千円 |.
	{"b28c_ja_yen_amount_tagged_sen", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			return hoFirstMatch(ho28cJaYenAny, sen, func(m []string) string { return m[1] + m[2] + "千円" })
		})
	}},
	// A German town given a district the address is not in:
	// 67059 Ludwigshafen am Rhein → 67059 Ludwigshafen-Süd; "ort": "Dresden" → "ort": "Dresden-Süd".
	{"b28c_de_town_gets_wrong_district", "raw", func(lang, s string) string {
		return hoFirstMatch(ho28cDeTown, s, func(m []string) string {
			if m[1] != "" {
				return `"` + m[1] + `": "` + m[2] + `-Süd"`
			}
			return m[3] + " " + m[4] + "-Süd"
		})
	}},
	// A fixed dispatch or delivery date made a deadline:
	// Wir senden Ihnen am 20.10.2026 → … spätestens am 20.10.2026; 11月16日（月）に移転 → 11月16日（月）までに移転.
	{"b28c_fixed_date_made_deadline", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho28cFirstFree(ho28cJaDateDispatch, s, func(m []string) string { return m[1] + "までに" + m[2] })
		}
		return ho18aFirstSentence(lang, s, func(sen string) string {
			if !ho28cDeDispatch.MatchString(sen) {
				return sen
			}
			return hoFirstMatch(ho28cDeAmDate, sen, func(m []string) string { return "spätestens " + m[0] })
		})
	}},
	// The referenced order, invoice or quote marked cancelled or settled:
	// Bestellnummer 77-3190-DE → Bestellnummer 77-3190-DE (storniert); 請求書INV-88213 → 請求書INV-88213（お支払い済み）.
	{"b28c_ref_record_marked_cancelled", "first", func(lang, s string) string {
		l := ho28cRefLabel.FindStringSubmatchIndex(s)
		if l == nil {
			return s
		}
		label, tail := s[l[2]:l[3]], s[l[1]:]
		if lang == "ja" {
			switch {
			case label == "請求書":
				return s[:l[1]] + "（お支払い済み）" + tail
			case strings.HasPrefix(label, "見積番号"):
				return s[:l[1]] + "、失効済み" + tail
			}
			return s[:l[1]] + "（キャンセル済み）" + tail
		}
		status := "storniert"
		if strings.HasPrefix(label, "Rechnung") {
			status = "bereits bezahlt"
		}
		switch {
		case strings.HasPrefix(tail, " ("):
			return s[:l[1]] + " (" + status + ", " + tail[2:]
		case strings.HasPrefix(tail, ")"):
			return s[:l[1]] + ", " + status + tail
		}
		return s[:l[1]] + " (" + status + ")" + tail
	}},
}

// ho28cDiff shows the changed span of after with some context, for reading -v logs.
func ho28cDiff(before, after string) string {
	a, b := []rune(before), []rune(after)
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	j := 0
	for j < len(a)-i && j < len(b)-i && a[len(a)-1-j] == b[len(b)-1-j] {
		j++
	}
	from := max(0, i-25)
	nl := strings.NewReplacer("\n", "⏎")
	return fmt.Sprintf("«%s» → «%s»", nl.Replace(string(a[from:min(len(a), len(a)-j+25)])), nl.Replace(string(b[from:min(len(b), len(b)-j+25)])))
}
