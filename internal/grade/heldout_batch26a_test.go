package grade

// Blind batch 26a: what a weight- or KV-quantized model (INT4/FP8) really gets wrong in
// Japanese and German business text while staying fluent. Quantization noise rarely
// breaks grammar; it nudges a token to its nearest neighbour in embedding space: the
// next weekday or month, a sibling department, city or product variant, the other
// person the case mentions, the other item's quantity or price, the total's component,
// a digit of a number the answer repeats later, the direction of an action (who sends
// what to whom), humble vs honorific keigo, a particle or a tax qualifier. It also
// "remembers" facts of the prompt the golden left out and puts them back wrongly. Each
// kind damages one thing, mostly one occurrence, and leaves the answer fluent.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

var (
	ho26aDeWeekdays = []string{"Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"}
	ho26aJaWeekdays = []string{"月", "火", "水", "木", "金", "土", "日"}
	ho26aDeWeekday  = regexp.MustCompile(`\b(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b`)
	ho26aJaWeekday  = regexp.MustCompile(`（([月火水木金土日])）`)
	ho26aNumber     = regexp.MustCompile(`\d+(?:[.,]\d+)*`)
	ho26aDeNumDate  = regexp.MustCompile(`^\d{1,2}\.\d{1,2}\.\d{4}$`)
)

// ho26aNextIn is the element after v in list (wrapping).
func ho26aNextIn(list []string, v string) string {
	for i, x := range list {
		if x == v {
			return list[(i+1)%len(list)]
		}
	}
	return v
}

// ho26aEarliest rewrites the earliest match of any of res with f.
func ho26aEarliest(s string, res []*regexp.Regexp, f func(re *regexp.Regexp, m []string) string) string {
	best, at := -1, len(s)+1
	for i, re := range res {
		if loc := re.FindStringIndex(s); loc != nil && loc[0] < at {
			best, at = i, loc[0]
		}
	}
	if best < 0 {
		return s
	}
	re := res[best]
	return hoFirstMatch(re, s, func(m []string) string { return f(re, m) })
}

// ho26aLastMatch rewrites the last match of re with f.
func ho26aLastMatch(re *regexp.Regexp, s string, f func(m []string) string) string {
	all := re.FindAllStringSubmatchIndex(s, -1)
	if len(all) == 0 {
		return s
	}
	loc := all[len(all)-1]
	m := make([]string, len(loc)/2)
	for i := range m {
		if loc[2*i] >= 0 {
			m[i] = s[loc[2*i]:loc[2*i+1]]
		}
	}
	return s[:loc[0]] + f(m) + s[loc[1]:]
}

// ho26aLatest rewrites the latest match of any of res with f.
func ho26aLatest(s string, res []*regexp.Regexp, f func(m []string) string) string {
	best, at := -1, -1
	for i, re := range res {
		all := re.FindAllStringIndex(s, -1)
		if len(all) > 0 && all[len(all)-1][0] > at {
			best, at = i, all[len(all)-1][0]
		}
	}
	if best < 0 {
		return s
	}
	return ho26aLastMatch(res[best], s, f)
}

// ho26aFirstOf replaces the first occurrence of the first table key found in s.
func ho26aFirstOf(s string, table [][2]string) string {
	for _, p := range table {
		if strings.Contains(s, p[0]) {
			return strings.Replace(s, p[0], p[1], 1)
		}
	}
	return s
}

// ho26aBumpDigit changes the last non-zero digit of a number string by one (9 → 8).
func ho26aBumpDigit(tok string) string {
	b := []byte(tok)
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] >= '1' && b[i] <= '9' {
			if b[i] == '9' {
				b[i] = '8'
			} else {
				b[i]++
			}
			return string(b)
		}
	}
	return tok
}

// ho26aIntPlus adds d to a decimal integer string.
func ho26aIntPlus(v string, d int) string {
	n, err := strconv.Atoi(v)
	if err != nil {
		return v
	}
	return strconv.Itoa(n + d)
}

// ho26aGroup formats n with sep as thousands separator.
func ho26aGroup(n int64, sep string) string {
	s := strconv.FormatInt(n, 10)
	var parts []string
	for len(s) > 3 {
		parts = append([]string{s[len(s)-3:]}, parts...)
		s = s[:len(s)-3]
	}
	parts = append([]string{s}, parts...)
	return strings.Join(parts, sep)
}

// ho26aAmountRe is the amount pattern of a language: 1.234,56 or 12,345.
func ho26aAmountRe(lang string) *regexp.Regexp {
	if lang == "ja" {
		return regexp.MustCompile(`\d{1,3}(?:,\d{3})+`)
	}
	return regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2}`)
}

// ho26aAmountValue is an amount in its smallest unit (cents for de, yen for ja).
func ho26aAmountValue(lang, a string) int64 {
	digits := strings.NewReplacer(".", "", ",", "").Replace(a)
	n, _ := strconv.ParseInt(digits, 10, 64)
	return n
}

// ho26aFormatAmount formats a value in its smallest unit back in the language's style.
func ho26aFormatAmount(lang string, n int64) string {
	if lang == "ja" {
		return ho26aGroup(n, ",")
	}
	return fmt.Sprintf("%s,%02d", ho26aGroup(n/100, "."), n%100)
}

// ho26aSwapJSONValues swaps the values of the first two members matched by re (group 2
// the value) that differ.
func ho26aSwapJSONValues(re *regexp.Regexp, s string) string {
	all := re.FindAllStringSubmatchIndex(s, -1)
	if len(all) < 2 {
		return s
	}
	a := all[0]
	for _, b := range all[1:] {
		va, vb := s[a[4]:a[5]], s[b[4]:b[5]]
		if va != vb {
			return s[:a[4]] + vb + s[a[5]:b[4]] + va + s[b[5]:]
		}
	}
	return s
}

var heldOutBatch26a = []heldOutKind{
	// The first weekday the answer names is its neighbour; the date stays: 10月23日（金）
	// → 10月23日（土）, am Montag, 19.10.2026 → am Dienstag, 19.10.2026.
	{"b26a_weekday_neighbour_first", "raw", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho26aJaWeekday, s, func(m []string) string {
				return "（" + ho26aNextIn(ho26aJaWeekdays, m[1]) + "）"
			})
		}
		return hoFirstMatch(ho26aDeWeekday, s, func(m []string) string { return ho26aNextIn(ho26aDeWeekdays, m[1]) })
	}},
	// The first date written with its weekday slips to the next month; the weekday is
	// kept, so the answer still reads consistent: 10月21日（水） → 11月21日（水）.
	{"b26a_month_neighbour_weekday_kept", "raw", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(\d{1,2})月(\d{1,2})日（([月火水木金土日])）`), s, func(m []string) string {
				return ho26aIntPlus(m[1], 1) + "月" + m[2] + "日（" + m[3] + "）"
			})
		}
		named := regexp.MustCompile(`(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), (\d{1,2})\. (` + strings.Join(deMonths, "|") + `)`)
		numAfter := regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4}) \((Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\)`)
		numBefore := regexp.MustCompile(`(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), (?:den )?(\d{1,2})\.(\d{1,2})\.(\d{4})`)
		return ho26aEarliest(s, []*regexp.Regexp{named, numAfter, numBefore}, func(re *regexp.Regexp, m []string) string {
			switch re {
			case named:
				return m[1] + ", " + m[2] + ". " + ho26aNextIn(deMonths, m[3])
			case numAfter:
				return fmt.Sprintf("%s.%02s.%s (%s)", m[1], ho26aIntPlus(m[2], 1), m[3], m[4])
			default:
				return fmt.Sprintf("%s, %s.%02s.%s", m[1], m[2], ho26aIntPlus(m[3], 1), m[4])
			}
		})
	}},
	// A number the answer states twice drifts by one digit in its last repeat (13.975,00
	// → 13.976,00 in the recommendation, 10月19日 → 10月18日 in the reply).
	{"b26a_later_repeat_digit_drift", "raw", func(lang, s string) string {
		locs := ho26aNumber.FindAllStringIndex(s, -1)
		count := map[string]int{}
		var order []string
		for _, l := range locs {
			tok := s[l[0]:l[1]]
			if l[1]+2 <= len(s) && s[l[1]:l[1]+2] == ". " && (l[0] == 0 || s[l[0]-1] == '\n') {
				continue // a list number
			}
			if regexp.MustCompile(`^20\d\d$`).MatchString(tok) || len(strings.Trim(tok, ".,")) < 2 {
				continue
			}
			if count[tok] == 0 {
				order = append(order, tok)
			}
			count[tok]++
		}
		pick := ""
		for _, minLen := range []int{3, 2} {
			for _, tok := range order {
				if count[tok] >= 2 && len(tok) >= minLen && pick == "" {
					pick = tok
				}
			}
		}
		if pick == "" {
			return s
		}
		for i := len(locs) - 1; i >= 0; i-- {
			l := locs[i]
			if s[l[0]:l[1]] != pick {
				continue
			}
			nw := ho26aBumpDigit(pick)
			next := ""
			if l[1] < len(s) {
				next = s[l[1]:]
			}
			switch {
			case strings.HasPrefix(next, "月") || strings.HasPrefix(next, "-"):
				// a month: the next one, December the one before
				if nw = ho26aIntPlus(pick, 1); nw == "13" {
					nw = "11"
				}
				if len(pick) == 2 && len(nw) == 1 {
					nw = "0" + nw
				}
			case strings.HasPrefix(next, "日"):
				if nw = ho26aIntPlus(pick, 1); nw == "32" {
					nw = "30"
				}
			}
			if ho26aDeNumDate.MatchString(pick) {
				parts := strings.SplitN(pick, ".", 2)
				nw = ho26aBumpDigit(parts[0]) + "." + parts[1]
			}
			return s[:l[0]] + nw + s[l[1]:]
		}
		return s
	}},
	// The last repeat of an amount (or, without a repeat, the last of several amounts)
	// slips one decimal position: 13.975,00 € → 1.397,50 €, 5,500円 → 550円.
	{"b26a_later_amount_decimal_position_shift", "raw", func(lang, s string) string {
		re := ho26aAmountRe(lang)
		locs := re.FindAllStringIndex(s, -1)
		if len(locs) < 2 {
			return s
		}
		count := map[string]int{}
		for _, l := range locs {
			count[s[l[0]:l[1]]]++
		}
		target := locs[len(locs)-1]
		for i := len(locs) - 1; i >= 0; i-- {
			if count[s[locs[i][0]:locs[i][1]]] >= 2 {
				target = locs[i]
				break
			}
		}
		v := ho26aAmountValue(lang, s[target[0]:target[1]])
		if v%10 == 0 {
			v /= 10
		} else {
			v *= 10
		}
		return s[:target[0]] + ho26aFormatAmount(lang, v) + s[target[1]:]
	}},
	// The quantities of the first two line items trade places (4 × 185,00 and 2 × 64,50
	// become 2 × 185,00 and 4 × 64,50).
	{"b26a_json_item_quantities_swapped", "raw", func(lang, s string) string {
		return ho26aSwapJSONValues(regexp.MustCompile(`"(menge|quantity)":\s*(\d+(?:\.\d+)?)`), s)
	}},
	// The unit prices of the first two line items trade places.
	{"b26a_json_item_unit_prices_swapped", "raw", func(lang, s string) string {
		return ho26aSwapJSONValues(regexp.MustCompile(`"(einzelpreis|unit_price|price)":\s*(\d+(?:\.\d+)?)`), s)
	}},
	// Two date fields of an extraction trade values: start and end of a contract,
	// invoice date and due date.
	{"b26a_json_period_dates_swapped", "raw", func(lang, s string) string {
		return ho26aSwapJSONValues(regexp.MustCompile(`"(rechnungsdatum|faellig_am|start_date|end_date|delivery_date|datum)":\s*("\d{4}-\d{2}-\d{2}")`), s)
	}},
	// The last mention of a product's model code names the neighbouring variant:
	// Nordwärme L9 → L8, カラダノート S5 → S6, R450 → R451, A4 → A5.
	{"b26a_product_model_variant_neighbour_last", "raw", func(lang, s string) string {
		re := regexp.MustCompile(`(^|[^\p{L}\d\-])([A-Z]{1,2})(\d{1,3})($|[^\p{L}\d\-.])`)
		return ho26aLastMatch(re, s, func(m []string) string { return m[1] + m[2] + ho26aBumpDigit(m[3]) + m[4] })
	}},
	// A product, part or label of the case is replaced by its sibling from the same
	// field: Siebträgermaschine → Kaffeevollautomat, 冷凍室 → 冷蔵室, 振動試験 → 衝撃試験.
	{"b26a_product_or_part_sibling", "raw", func(lang, s string) string {
		return ho26aFirstOf(s, [][2]string{
			{"Siebträgermaschine", "Kaffeevollautomat"},
			{"Stehlampe", "Tischlampe"},
			{"Versichertenkarte", "Überweisung"},
			{"Schaltschrankzubehör", "Kabelzubehör"},
			{"Schallschutzwände", "Brandschutzwände"},
			{"Gas-Spitzenlastkessel", "Öl-Spitzenlastkessel"},
			{"Vorlauftemperatur", "Rücklauftemperatur"},
			{"Badezimmerdecke", "Küchendecke"},
			{"Backofenthermometer", "Backofenhygrometer"},
			{"羽毛布団", "羽毛枕"},
			{"冷凍室", "冷蔵室"},
			{"フィルター差し込み口", "フィルター注ぎ口"},
			{"「記録」タブ", "「グラフ」タブ"},
			{"コピー用紙A4", "コピー用紙B4"},
			{"在庫引当", "出荷指示"},
			{"勤怠データ", "給与データ"},
			{"振動試験", "衝撃試験"},
			{"交換用パッキン", "交換用フィルター"},
		})
	}},
	// A department, desk or authority is replaced by its sibling: 経理部 → 総務部,
	// Zentraler Einkauf → Zentrale Buchhaltung, Gewerbeaufsicht → Bauaufsicht.
	{"b26a_department_sibling", "raw", func(lang, s string) string {
		return ho26aFirstOf(s, [][2]string{
			{"経理部", "総務部"},
			{"サポート窓口", "営業窓口"},
			{"カスタマーサポート", "配送センター"},
			{"Zentraler Einkauf", "Zentrale Buchhaltung"},
			{"Kundendienst", "Vertrieb"},
			{"Gewerbeaufsicht", "Bauaufsicht"},
			{"Kundenservice von", "Vertrieb von"},
			{"Zahnarztpraxis Dr. Öztürk,", "Zahnklinik Dr. Öztürk,"},
		})
	}},
	// A city or ward is replaced by its neighbour: Dresden → Leipzig, Lüneburg → Lübeck,
	// 渋谷区 → 新宿区, 北区 → 中央区 (the old office's ward).
	{"b26a_place_neighbour_city_or_ward", "raw", func(lang, s string) string {
		return ho26aFirstOf(s, [][2]string{
			{"Dresden", "Leipzig"},
			{"Lüneburg", "Lübeck"},
			{"Verwaltungsgebäude Lübeck", "Verwaltungsgebäude Kiel"},
			{"Ludwigshafen am Rhein", "Mannheim"},
			{"80331 München", "80331 Nürnberg"},
			{"渋谷区", "新宿区"},
			{"大阪市北区", "大阪市中央区"},
			{"相模原移転", "座間移転"},
		})
	}},
	// Two people's ranks trade places: 石井部長/森課長 → 石井課長/森部長.
	{"b26a_ja_two_ranks_swapped", "raw", func(lang, s string) string {
		re := regexp.MustCompile(`(\p{Han}{1,2})(部長|課長)`)
		all := re.FindAllStringSubmatchIndex(s, -1)
		if len(all) < 2 {
			return s
		}
		a := all[0]
		for _, b := range all[1:] {
			if s[a[2]:a[3]] != s[b[2]:b[3]] && s[a[4]:a[5]] != s[b[4]:b[5]] {
				ra, rb := s[a[4]:a[5]], s[b[4]:b[5]]
				return s[:a[4]] + rb + s[a[5]:b[4]] + ra + s[b[5]:]
			}
		}
		return s
	}},
	// The last person mentioned is replaced by another person the answer names before:
	// the billing contact becomes the sales manager, Herr Strauß becomes Frau Dr. Jäger.
	{"b26a_last_person_mention_other_person", "raw", func(lang, s string) string {
		var re *regexp.Regexp
		key := func(m string) string { return m }
		if lang == "ja" {
			re = regexp.MustCompile(`\p{Han}{1,2}(?:部長|課長|様)`)
			key = func(m string) string {
				return strings.TrimRight(strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(m, "部長"), "課長"), "様"), " ")
			}
		} else {
			re = regexp.MustCompile(`(?:Herrn?|Frau) (?:Prof\. )?(?:Dr\. )?(?:\p{Lu}\p{Ll}+ )?\p{Lu}\p{L}+`)
			key = func(m string) string { f := strings.Fields(m); return f[len(f)-1] }
		}
		all := re.FindAllStringIndex(s, -1)
		if len(all) < 2 {
			return s
		}
		last := all[len(all)-1]
		lt := s[last[0]:last[1]]
		for _, l := range all[:len(all)-1] {
			ot := s[l[0]:l[1]]
			if key(ot) == key(lt) {
				continue
			}
			if lang != "ja" {
				switch {
				case strings.HasPrefix(lt, "Herrn ") && strings.HasPrefix(ot, "Herr "):
					ot = "Herrn " + strings.TrimPrefix(ot, "Herr ")
				case !strings.HasPrefix(lt, "Herrn ") && strings.HasPrefix(ot, "Herrn "):
					ot = "Herr " + strings.TrimPrefix(ot, "Herrn ")
				}
			}
			return s[:last[0]] + ot + s[last[1]:]
		}
		return s
	}},
	// One action is turned round: who sends, calls, approves or asks is swapped
	// (作業員がお電話いたします → 作業員までお電話ください, Wir senden Ihnen → Sie senden uns).
	{"b26a_action_direction_reversed", "raw", func(lang, s string) string {
		return ho26aFirstOf(s, [][2]string{
			{"作業員が訪問の30分前にお電話いたします", "訪問の30分前に作業員までお電話ください"},
			{"クーポンをお送りいたします", "クーポンをお送りください"},
			{"ユーザーを1名追加していただいたため", "弊社でユーザーを1名追加いたしましたため"},
			{"お見積もりへのご承認をお願いいたします", "お見積もりを承認いたします"},
			{"お送りいただいた写真", "お送りした写真"},
			{"10月19日（月）17時までに回答する", "10月19日（月）17時までに髙橋様から回答をもらう"},
			{"Wir senden Ihnen am", "Sie senden uns am"},
			{"Prof. Dr. Kühn hat das Sicherheitsgutachten vorgestellt", "Prof. Dr. Kühn wurde das Sicherheitsgutachten vorgestellt"},
			{"Frau Köhler bittet um ein Rücksendeetikett.", "Wir bitten Frau Köhler um ein Rücksendeetikett."},
			{"Herr Strauß bittet, die Mehrkosten", "Die Geschäftsführung bittet Herrn Strauß, die Mehrkosten"},
			{"Die Rechnung senden wir wie gewohnt an Ihre Rechnungsanschrift", "Die Rechnung senden Sie bitte wie gewohnt an unsere Rechnungsanschrift"},
			{"der von Ihnen bestellten Teile", "der von uns bestellten Teile"},
		})
	}},
	// A role or affiliation the golden left out is put back, on the wrong person.
	{"b26a_omitted_role_put_back_on_wrong_person", "raw", func(lang, s string) string {
		return ho26aFirstOf(s, [][2]string{
			{"Laut Frau Dr. Vogt", "Laut Frau Dr. Vogt (Einkauf)"},
			{"Herr Strauß bittet", "Herr Strauß (Geschäftsführung) bittet"},
			{"責任者の髙橋が", "ソラノ物流の責任者髙橋が"},
			{"担当の西村が", "株式会社ミナトデザインの西村が"},
			{"営業の担当は引き続き松田部長で", "営業の担当は引き続き経理部の松田部長で"},
			{"direkt an das Prüflabor:", "direkt an das Prüflabor der Fakultät für Maschinenbau:"},
		})
	}},
	// A date or figure the golden left out is put back, wrong: the Wednesday of the
	// leak as 15.10.2026 (it is 14.10.), the reserve as 1,200万円 left (that is after).
	{"b26a_omitted_fact_put_back_wrong", "raw", func(lang, s string) string {
		return ho26aFirstOf(s, [][2]string{
			{"seit Mittwoch Wasser", "seit Mittwoch, 15.10.2026, Wasser"},
			{"bis spätestens 19.10.2026.", "bis spätestens 19.10.2026, weil sie am 18.10.2026 Gäste hat."},
			{"statt 120.000,00 € höher ausfällt", "statt 120.000,00 € höher ausfällt (Förderbescheid vom 14.10.2026)"},
			{"予備費から支出する。", "予備費（残額1,200万円）から支出する。"},
			{"の問い合わせがあった", "の問い合わせが10月15日にあった"},
			{"写真で破損を確認済み", "10月15日に写真で破損を確認済み"},
			{"旧事務所（〒541-0041）", "旧事務所（〒541-0041 大阪府大阪市北区北浜1丁目8番16号）"},
			{"Prof. Dr. Kühn hat das Sicherheitsgutachten", "Prof. Dr. Kühn hat in der Sitzung vom 16.10.2026 das Sicherheitsgutachten"},
		})
	}},
	// The last tax qualifier flips: 税込 → 税抜, （税別） → （税込）, zzgl. → inkl.
	{"b26a_tax_qualifier_flipped_last", "raw", func(lang, s string) string {
		re := regexp.MustCompile(`税込|税抜|税別|zzgl\.|inkl\.`)
		return ho26aLastMatch(re, s, func(m []string) string {
			return map[string]string{"税込": "税抜", "税抜": "税込", "税別": "税込", "zzgl.": "inkl.", "inkl.": "zzgl."}[m[0]]
		})
	}},
	// The last duration names its neighbouring unit: 10 Minuten → 10 Stunden, 約10秒 →
	// 約10分, 2週間 → 2か月.
	{"b26a_time_unit_neighbour_last", "raw", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(\d+)(秒|分前|時間|日間|週間)`)
			return ho26aLastMatch(re, s, func(m []string) string {
				return m[1] + map[string]string{"秒": "分", "分前": "時間前", "時間": "日", "日間": "週間", "週間": "か月"}[m[2]]
			})
		}
		re := regexp.MustCompile(`\b(\d+|zwei|drei|vier|fünf) (Minuten|Stunden|Tage|Wochen|Jahre)\b`)
		return ho26aLastMatch(re, s, func(m []string) string {
			return m[1] + " " + map[string]string{"Minuten": "Stunden", "Stunden": "Tage", "Tage": "Wochen", "Wochen": "Monate", "Jahre": "Monate"}[m[2]]
		})
	}},
	// The last time of day the answer names moves one hour later.
	{"b26a_last_clock_hour_drift", "raw", func(lang, s string) string {
		if lang == "ja" {
			return ho26aLastMatch(regexp.MustCompile(`(\d{1,2})時`), s, func(m []string) string { return ho26aIntPlus(m[1], 1) + "時" })
		}
		clock := regexp.MustCompile(`(\d{1,2}):(\d{2}) Uhr`)
		hour := regexp.MustCompile(`(^|[^\d:])(\d{1,2}) Uhr`)
		return ho26aLatest(s, []*regexp.Regexp{clock, hour}, func(m []string) string {
			if strings.Contains(m[0], ":") {
				return ho26aIntPlus(m[1], 1) + ":" + m[2] + " Uhr"
			}
			return m[1] + ho26aIntPlus(m[2], 1) + " Uhr"
		})
	}},
	// A floor is off by one: 2. OG → 3. OG, 12階 → 13階.
	{"b26a_floor_neighbour", "raw", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(\d+)階`), s, func(m []string) string { return ho26aIntPlus(m[1], 1) + "階" })
		}
		return hoFirstMatch(regexp.MustCompile(`(\d+)\. (OG|Stock|Etage)`), s, func(m []string) string { return ho26aIntPlus(m[1], 1) + ". " + m[2] })
	}},
	// The writer's own humble act is given honorific keigo, as if the customer did it:
	// お送りいたします → お送りになります, ご説明いたします → ご説明になります.
	{"b26a_ja_own_act_honorific_keigo", "raw", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		re := regexp.MustCompile(`([おご])(\p{Han}+\p{Hiragana}?)いたします`)
		loc := re.FindAllStringSubmatchIndex(s, -1)
		for _, l := range loc {
			stem := s[l[4]:l[5]]
			if strings.HasPrefix(stem, "願") {
				continue
			}
			return s[:l[0]] + s[l[2]:l[3]] + stem + "になります" + s[l[1]:]
		}
		return s
	}},
	// In the middle table row the last two cells trade: the delivery time and warranty
	// numbers (4 Wochen | 2 Jahre → 2 Wochen | 4 Jahre), or unit price and line amount.
	{"b26a_table_middle_row_last_cells_swapped", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		var data []int
		sep := false
		for i, l := range lines {
			t := strings.TrimSpace(l)
			if !strings.HasPrefix(t, "|") {
				continue
			}
			if regexp.MustCompile(`^\|[-:| ]+\|$`).MatchString(t) {
				sep = true
				continue
			}
			if sep {
				data = append(data, i)
			}
		}
		if len(data) < 2 {
			return s
		}
		i := data[len(data)/2]
		cells := strings.Split(lines[i], "|")
		if len(cells) < 4 {
			return s
		}
		n := len(cells) - 1 // cells[n] is after the closing bar
		a, b := strings.TrimSpace(cells[n-2]), strings.TrimSpace(cells[n-1])
		numUnit := regexp.MustCompile(`^(\d+) (\p{L}+)$`)
		ma, mb := numUnit.FindStringSubmatch(a), numUnit.FindStringSubmatch(b)
		switch {
		case ma != nil && mb != nil && ma[1] != mb[1]:
			cells[n-2] = " " + mb[1] + " " + ma[2] + " "
			cells[n-1] = " " + ma[1] + " " + mb[2] + " "
		case regexp.MustCompile(`^[\d.,]+ ?(円|€)$`).MatchString(a) && regexp.MustCompile(`^[\d.,]+ ?(円|€)$`).MatchString(b) && a != b:
			cells[n-2], cells[n-1] = " "+b+" ", " "+a+" "
		default:
			return s
		}
		lines[i] = strings.Join(cells, "|")
		return strings.Join(lines, "\n")
	}},
	// A total takes the figure of one of its parts: brutto becomes the net amount,
	// 合計38,500円 becomes 合計33,000円, zusammen 21.150,00 € becomes 18.750,00 €.
	{"b26a_total_takes_component_figure", "raw", func(lang, s string) string {
		if m := regexp.MustCompile(`"netto":\s*([\d.]+)`).FindStringSubmatch(s); m != nil {
			if out := hoFirstMatch(regexp.MustCompile(`("brutto":\s*)[\d.]+`), s, func(b []string) string { return b[1] + m[1] }); out != s {
				return out
			}
		}
		if m := regexp.MustCompile(`"unit_price":\s*([\d.]+)`).FindStringSubmatch(s); m != nil {
			if out := hoFirstMatch(regexp.MustCompile(`("total":\s*\{\s*"value":\s*)[\d.]+`), s, func(b []string) string { return b[1] + m[1] }); out != s {
				return out
			}
		}
		var re *regexp.Regexp
		if lang == "ja" {
			re = regexp.MustCompile(`(合計(?:（税抜）|（税込）)?：?)(\d{1,3}(?:,\d{3})+)円`)
		} else {
			re = regexp.MustCompile(`((?:zusammen|insgesamt|Gesamtbetrag|gesamt):? )(\d{1,3}(?:\.\d{3})*,\d{2})`)
		}
		loc := re.FindStringSubmatchIndex(s)
		if loc == nil {
			return s
		}
		total := s[loc[4]:loc[5]]
		var best string
		var bestV int64
		for _, a := range ho26aAmountRe(lang).FindAllString(s[:loc[0]], -1) {
			if v := ho26aAmountValue(lang, a); a != total && v > bestV {
				best, bestV = a, v
			}
		}
		if best == "" {
			return s
		}
		return s[:loc[4]] + best + s[loc[5]:]
	}},
	// The year of the last full date drifts by one: 2026年10月30日 → 2027年10月30日.
	{"b26a_last_date_year_drift", "raw", func(lang, s string) string {
		res := []*regexp.Regexp{
			regexp.MustCompile(`(20\d\d)(年\d{1,2}月)`),
			regexp.MustCompile(`(\d{1,2}\.\d{1,2}\.)(20\d\d)`),
			regexp.MustCompile(`(\d{1,2}\. (?:` + strings.Join(deMonths, "|") + `) )(20\d\d)`),
			regexp.MustCompile(`(")(20\d\d)(-\d{2}-\d{2}")`),
		}
		return ho26aLatest(s, res, func(m []string) string {
			if strings.HasPrefix(m[2], "年") {
				return ho26aIntPlus(m[1], 1) + m[2]
			}
			out := m[1] + ho26aIntPlus(m[2], 1)
			if len(m) > 3 {
				out += m[3]
			}
			return out
		})
	}},
	// The first small count is one more: zwei Minuten → drei Minuten, zweiten Tag →
	// dritten Tag, 1名 → 2名, 2週間 → 3週間.
	{"b26a_small_count_neighbour_first", "raw", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(^|[^\d,.])(\d)(個|名|桁|メートル|週間|台|箱)`), s, func(m []string) string {
				return m[1] + ho26aIntPlus(m[2], 1) + m[3]
			})
		}
		return hoFirstMatch(regexp.MustCompile(`\b(zwei|drei|vier|zweiten|dritten)\b`), s, func(m []string) string {
			return map[string]string{"zwei": "drei", "drei": "vier", "vier": "fünf", "zweiten": "dritten", "dritten": "vierten"}[m[1]]
		})
	}},
	// A direction particle after the customer flips: 髙橋様から → 髙橋様へ, 松本様より →
	// 松本様へ (the inquiry now goes to the customer).
	{"b26a_ja_source_particle_to_goal", "raw", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`様(から|より)`), s, func(m []string) string { return "様へ" })
	}},
}

// ho26aDiff is a short view of where a and b differ.
func ho26aDiff(a, b string) string {
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
	return fmt.Sprintf("…%s[%s → %s]%s…", string(ra[from:p]), string(ra[p:len(ra)-q]), string(rb[p:len(rb)-q]), string(ra[len(ra)-q:min(len(ra), len(ra)-q+30)]))
}
