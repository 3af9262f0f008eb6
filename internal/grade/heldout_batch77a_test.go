package grade

// Batch 77a: rates, shares and per-unit figures. A quantized model keeps every figure
// plausible but puts it on the wrong basis: a total or a price becomes an amount per
// person, a flat fee a rate per use or per user, an extra cost a cost per day of delay,
// a unit price a price per pack (or per piece inside the pack), a JSON money or
// quantity field a per-person or per-pack field, a duration a recurring interval, a
// count a count per item (je, ずつ), a delivery window its end hour, an upper or lower
// bound an average, a part a share of the wrong whole, and an amount is glossed with
// the country's other (reduced) VAT rate. Each kind changes one place of the golden;
// the figure itself stays as written, only its basis goes wrong.

import (
	"regexp"
	"strings"
)

var (
	// b77aDeMoney is a German amount in euros as the goldens write it.
	b77aDeMoney = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} €`)
	// b77aJaMoney is a Japanese amount in yen or euros, with 約 and 億/万 units.
	b77aJaMoney = regexp.MustCompile(`(?:約)?\d[\d,]*(?:億(?:\d[\d,]*)?)?万?(?:円|ユーロ)`)
	// b77aJaTaxLabel is a bracketed tax label after an amount.
	b77aJaTaxLabel = regexp.MustCompile(`（(税込|税抜|税別)）`)
	// b77aDeDuration is a German duration in figures.
	b77aDeDuration = regexp.MustCompile(`(^|[^\w])(\d+) (Minuten|Stunden|Tage|Wochen)\b`)
	// b77aJaDuration is a Japanese duration followed by 前に, で or の.
	b77aJaDuration = regexp.MustCompile(`(\d+)(分|秒|週間|時間|日間)(前に|で|の)`)
	// b77aJaCount is a Japanese count of goods with its counter, not inside a pack size.
	b77aJaCount = regexp.MustCompile(`(^|[^×\d])(\d+)(個|箱|冊|台|本)`)
	// b77aDeCount is a German count of things (a number word or figure, then a noun).
	b77aDeCount = regexp.MustCompile(`(^|\s)(zwei|drei|vier|fünf|sechs|\d{1,2}) (\p{Lu}\p{Ll}+)`)
	// b77aDeWindow and b77aJaWindow are clock windows.
	b77aDeWindow = regexp.MustCompile(`(zwischen|von) (\d{1,2}) (und|bis) (\d{1,2}) Uhr`)
	b77aJaWindow = regexp.MustCompile(`(\d{1,2})時[〜~～\-](\d{1,2})時`)
)

// b77aDeTimeNouns are nouns of time, which a count kind leaves alone.
var b77aDeTimeNouns = map[string]bool{"Minuten": true, "Stunden": true, "Tage": true, "Tagen": true, "Wochen": true,
	"Monate": true, "Monaten": true, "Jahre": true, "Jahren": true, "Uhr": true, "Werktage": true}

// b77aLastMatch rewrites the last match of re with f.
func b77aLastMatch(re *regexp.Regexp, s string, f func(m string) string) string {
	locs := re.FindAllStringIndex(s, -1)
	if len(locs) == 0 {
		return s
	}
	l := locs[len(locs)-1]
	return s[:l[0]] + f(s[l[0]:l[1]]) + s[l[1]:]
}

// b77aFirstRule applies the first (pattern, replacement) pair whose pattern matches,
// to its first match only.
func b77aFirstRule(s string, rules [][2]string) string {
	for _, r := range rules {
		re := regexp.MustCompile(r[0])
		if loc := re.FindStringSubmatchIndex(s); loc != nil {
			var dst []byte
			dst = re.ExpandString(dst, r[1], s, loc)
			return s[:loc[0]] + string(dst) + s[loc[1]:]
		}
	}
	return s
}

// b77aReplaceFirst replaces the first of the olds that s contains, once.
func b77aReplaceFirst(s string, pairs [][2]string) string {
	for _, p := range pairs {
		if strings.Contains(s, p[0]) {
			return strings.Replace(s, p[0], p[1], 1)
		}
	}
	return s
}

var heldOutBatch77a = []heldOutKind{
	// The last amount of the text is stated per person: a total, a price or a spend
	// becomes a figure for each head.
	//   de-summary-ticket: "Rechnungsbetrag 1.249,90 €." → "Rechnungsbetrag 1.249,90 € pro Person."
	//   ja-reply-invoice: "合計38,500円（税込）" → "合計1人あたり38,500円（税込）"
	{"b77a_last_amount_stated_per_person", "first", func(lang, s string) string {
		if lang == "ja" {
			// A coupon's value (500円分) goes to the one reader: per person would keep it.
			if locs := b77aJaMoney.FindAllStringIndex(s, -1); len(locs) > 0 && strings.HasPrefix(s[locs[len(locs)-1][1]:], "分") {
				return s
			}
			return b77aLastMatch(b77aJaMoney, s, func(m string) string { return "1人あたり" + m })
		}
		return b77aLastMatch(b77aDeMoney, s, func(m string) string { return m + " pro Person" })
	}},

	// The first amount is glossed with the country's other, reduced VAT rate (7 % in
	// Germany, 8 % in Japan; 7 % for a German amount in a Japanese text), which goods
	// and services of these cases do not take.
	//   de-reply-address: "(Schaltschrankzubehör, 3.912,50 €)" → "(Schaltschrankzubehör, 3.912,50 € einschließlich 7 % Mehrwertsteuer)"
	//   ja-table-quote: "合計（税抜）：53,900円" → "合計（税抜・軽減税率8%）：53,900円"
	{"b77a_amount_glossed_with_reduced_vat_rate", "first", func(lang, s string) string {
		if lang == "ja" {
			rate := "8%"
			if strings.Contains(s, "ユーロ") {
				rate = "7%"
			}
			return hoFirstMatch(b77aJaTaxLabel, s, func(m []string) string {
				return "（" + m[1] + "・軽減税率" + rate + "）"
			})
		}
		return hoFirstMatch(b77aDeMoney, s, func(m []string) string { return m[0] + " einschließlich 7 % Mehrwertsteuer" })
	}},

	// A unit price is put on the basis of a pack (JSON key), or a box's price is
	// labelled as the price of one ream inside it (table header).
	//   de-extract-invoice: "einzelpreis": 185.00 → "packungspreis": 185.00 (first line)
	//   ja-table-quote: "| 単価 |" → "| 単価（1冊あたり） |"
	{"b77a_unit_price_basis_piece_pack_swapped", "raw", func(lang, s string) string {
		return b77aReplaceFirst(s, [][2]string{
			{`"einzelpreis"`, `"packungspreis"`},
			{`"unit_price"`, `"price_per_pack"`},
			{"| 単価 |", "| 単価（1冊あたり） |"},
		})
	}},

	// A JSON money field that holds a whole amount (an order total, a gross invoice
	// amount, a company's monthly fee) is named as an amount per person or per user.
	//   de-extract-order: "total": {"value": 1249.90 …} → "total_per_person": {…}
	//   ja-extract-contract: "monthly_fee": 33000 → "monthly_fee_per_user": 33000
	{"b77a_json_money_key_made_per_person", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		return b77aReplaceFirst(s, [][2]string{
			{`"monthly_fee"`, `"monthly_fee_per_user"`},
			{`"brutto"`, `"brutto_pro_person"`},
			{`"total"`, `"total_per_person"`},
		})
	}},

	// A count of pieces is stated as a count of packs (JSON key or table header).
	//   ja-extract-order: "quantity": 1 → "packs": 1 (first item)
	//   ja-table-quote: "| 数量 |" → "| ケース数 |"
	{"b77a_quantity_field_counted_in_packs", "raw", func(lang, s string) string {
		return b77aReplaceFirst(s, [][2]string{
			{`"menge"`, `"packungen"`},
			{`"quantity"`, `"packs"`},
			{"| 数量 |", "| ケース数 |"},
		})
	}},

	// A duration or a lead time becomes a recurring interval: once after N becomes
	// every N.
	//   ja-reply-appointment: "訪問の30分前にお電話いたします" → "訪問の30分ごとにお電話いたします"
	//   de-procedure-long-output: "Der Kopplungsmodus bleibt 10 Minuten aktiv." → "Der Kopplungsmodus wird alle 10 Minuten aktiv."
	//   de-table-offers: "| 6 Wochen |" → "| alle 6 Wochen |"
	{"b77a_duration_made_recurring_interval", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b77aJaDuration, s, func(m []string) string {
				if m[3] == "の" {
					return m[1] + m[2] + "ごとの"
				}
				return m[1] + m[2] + "ごとに"
			})
		}
		for _, loc := range b77aDeDuration.FindAllStringSubmatchIndex(s, -1) {
			before := s[:loc[0]]
			if strings.HasSuffix(before, "spätestens") || strings.HasSuffix(before, "bis zu") || strings.HasSuffix(before, "die") {
				continue
			}
			// "bleibt 10 Minuten aktiv" reads "wird alle 10 Minuten aktiv".
			if strings.HasSuffix(before+s[loc[2]:loc[3]], "bleibt ") && strings.HasPrefix(s[loc[1]:], " aktiv") {
				return strings.TrimSuffix(s[:loc[4]], "bleibt ") + "wird alle " + s[loc[4]:]
			}
			return s[:loc[4]] + "alle " + s[loc[4]:]
		}
		return s
	}},

	// A count is made distributive (je, ずつ): the same number for each of something,
	// so the quantity multiplies.
	//   de-summary-long-context: "durch zwei Wärmepumpen" → "durch je zwei Wärmepumpen"
	//   ja-procedure-long-output: "（CR2032）2個を" → "（CR2032）2個ずつを"
	{"b77a_count_made_distributive", "first", func(lang, s string) string {
		if lang == "ja" {
			for _, loc := range b77aJaCount.FindAllStringSubmatchIndex(s, -1) {
				if strings.HasPrefix(s[loc[1]:], "ずつ") {
					continue
				}
				return s[:loc[1]] + "ずつ" + s[loc[1]:]
			}
			return s
		}
		for _, loc := range b77aDeCount.FindAllStringSubmatchIndex(s, -1) {
			if b77aDeTimeNouns[s[loc[6]:loc[7]]] || strings.HasSuffix(s[:loc[4]], "je ") {
				continue
			}
			return s[:loc[4]] + "je " + s[loc[4]:]
		}
		return s
	}},

	// A delivery or visit window is collapsed to its end hour, a point in time.
	//   de-reply-address: "zwischen 8 und 12 Uhr" → "um 12 Uhr"
	//   ja-reply-appointment: "14時〜16時" → "16時"
	{"b77a_time_window_collapsed_to_end_hour", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b77aJaWindow, s, func(m []string) string { return m[2] + "時" })
		}
		return hoFirstMatch(b77aDeWindow, s, func(m []string) string { return "um " + m[4] + " Uhr" })
	}},

	// A part is stated as a share of the wrong whole: spending so far as drawn from
	// the grant or the contingency, an extra fee as part of the base fee.
	//   de-summary-long-context: "bisher sind 212.400,00 € abgerechnet" → "bisher sind 212.400,00 € der Förderung abgerechnet"
	//   ja-reply-invoice: "と追加ユーザー料金5,500円" → "と基本料金のうち追加ユーザー料金5,500円"
	{"b77a_part_stated_as_share_of_wrong_whole", "first", func(lang, s string) string {
		if lang == "ja" {
			return b77aFirstRule(s, [][2]string{
				{`時点の支出は`, `時点の予備費からの支出は`},
				{`と(追加[\p{Katakana}ー]+料金)`, `と基本料金のうち$1`},
				{`(初期費用の予算は)`, `予備費のうち$1`},
			})
		}
		return b77aFirstRule(s, [][2]string{
			{`(bisher sind \d{1,3}(?:\.\d{3})*,\d{2} €) abgerechnet`, `$1 der Förderung abgerechnet`},
		})
	}},

	// An extra cost is stated per day of delay, not as a one-off sum.
	//   de-summary-meeting: "Mehrkosten von 36.400,00 € für" → "Mehrkosten von 36.400,00 € pro Verzugstag für"
	//   ja-summary-long-context: "追加費用は約1,400万円" → "追加費用は遅延1日あたり約1,400万円"
	{"b77a_extra_cost_made_per_day_of_delay", "first", func(lang, s string) string {
		if lang == "ja" {
			return b77aFirstRule(s, [][2]string{
				{`(追加費用は|追加費用として)((?:約)?\d)`, `${1}遅延1日あたり$2`},
			})
		}
		return b77aFirstRule(s, [][2]string{
			{`(Mehrkosten(?::| von) \d{1,3}(?:\.\d{3})*,\d{2} €)`, `$1 pro Verzugstag`},
		})
	}},

	// An upper or lower bound (bis zu, mindestens, 以内) is turned into an average.
	//   de-procedure-long-output: "das kann bis zu zwei Minuten dauern" → "das kann durchschnittlich zwei Minuten dauern"
	//   ja-procedure-long-output: "2メートル以内ですか" → "平均2メートルですか"
	{"b77a_bound_word_made_average", "first", func(lang, s string) string {
		if lang == "ja" {
			return b77aFirstRule(s, [][2]string{
				{`(\d+)(メートル|分|秒|日|時間|営業日)以内`, `平均$1$2`},
			})
		}
		return b77aFirstRule(s, [][2]string{
			{`\b(?:bis zu|mindestens|höchstens) (\d+|zwei|drei|vier|fünf|zehn) `, `durchschnittlich $1 `},
		})
	}},

	// A flat or base fee is made a rate per use or per user.
	//   ja-translate-de: "固定価格は1,480ユーロ（税別）です" → "1回あたりの価格は1,480ユーロ（税別）です"
	//   de-summary-long-context: "2.400,00 € Bereitschaftspauschale" → "2.400,00 € Bereitschaftsgebühr pro Einsatz"
	{"b77a_flat_or_base_fee_made_per_unit_rate", "first", func(lang, s string) string {
		if lang == "ja" {
			return b77aFirstRule(s, [][2]string{
				{`固定価格は`, `1回あたりの価格は`},
				{`基本料金(\d)`, `1ユーザーあたりの基本料金$1`},
				{`定額料金`, `1回あたりの料金`},
			})
		}
		return b77aFirstRule(s, [][2]string{
			{`(\p{Lu}\p{Ll}+)pauschale\b`, `${1}gebühr pro Einsatz`},
			{`\bPauschalpreis\b`, `Preis pro Einsatz`},
			{`\bFestpreis\b`, `Preis pro Einsatz`},
		})
	}},
}
