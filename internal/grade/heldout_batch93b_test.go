package grade

// Batch 93b: found by a financial controller who re-checks every figure a model's
// answer computes or restates against the others (unit price × quantity, line totals,
// subtotal, VAT / 消費税, shares, remainders, per month vs per year), after a quantized
// model started to compute badly: one figure changed so that the set no longer adds up,
// a rate applied to the wrong base, a net/gross mismatch between a line and the total.

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
)

var (
	b93bDeAmt      = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2}`)
	b93bJaYen      = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+)円`)
	b93bDeTotal    = regexp.MustCompile(`(zusammen|insgesamt|Gesamtbetrag|Summe:?) (\d{1,3}(?:\.\d{3})*,\d{2})`)
	b93bJaTotal    = regexp.MustCompile(`(合計[^0-9\n]{0,8})(\d{1,3}(?:,\d{3})+)円`)
	b93bJSONTotal  = regexp.MustCompile(`("(?:total|brutto|gesamt)"\s*:\s*(?:\{\s*"value"\s*:\s*)?)(\d+(?:\.\d+)?)`)
	b93bJSONNumKey = regexp.MustCompile(`("([a-z_]+)"\s*:\s*)(\d+(?:\.\d+)?)`)
	b93bJaMan      = regexp.MustCompile(`(?:(\d+)億)?(\d{1,3}(?:,\d{3})*)万円`)
	b93bTableRow   = regexp.MustCompile(`(?m)^\|([^|\n]+)\|\s*(\d+)([^\d|\s]*)\s*\|\s*(\d{1,3}(?:,\d{3})*)円\s*\|\s*(\d{1,3}(?:,\d{3})*)円\s*\|$`)
)

// b93bDeCents reads a German amount such as 18.750,00 as cents.
func b93bDeCents(s string) int64 {
	n, _ := strconv.ParseInt(strings.NewReplacer(".", "", ",", "").Replace(s), 10, 64)
	return n
}

// b93bDeFmt writes cents as a German amount: 1875000 is 18.750,00.
func b93bDeFmt(c int64) string {
	return b93bGroup(c/100, ".") + fmt.Sprintf(",%02d", c%100)
}

func b93bGroup(n int64, sep string) string {
	s := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// b93bJaInt reads 38,500 as 38500.
func b93bJaInt(s string) int64 {
	n, _ := strconv.ParseInt(strings.ReplaceAll(s, ",", ""), 10, 64)
	return n
}

func b93bJaFmt(n int64) string { return b93bGroup(n, ",") }

// b93bNum reads a JSON number with its count of decimals, as an integer of that scale.
func b93bNum(s string) (int64, int) {
	d := 0
	if i := strings.IndexByte(s, '.'); i >= 0 {
		d = len(s) - i - 1
	}
	n, _ := strconv.ParseInt(strings.ReplaceAll(s, ".", ""), 10, 64)
	return n, d
}

func b93bNumFmt(n int64, d int) string {
	if d == 0 {
		return strconv.FormatInt(n, 10)
	}
	p := int64(math.Pow10(d))
	return fmt.Sprintf("%d.%0*d", n/p, d, n%p)
}

// b93bJSONField returns the first number of a JSON key as written, or "".
func b93bJSONField(s, key string) string {
	for _, m := range b93bJSONNumKey.FindAllStringSubmatch(s, -1) {
		if m[2] == key {
			return m[3]
		}
	}
	return ""
}

// b93bSetJSONField rewrites the first number of a JSON key.
func b93bSetJSONField(s, key, val string) string {
	done := false
	return b93bJSONNumKey.ReplaceAllStringFunc(s, func(m string) string {
		sm := b93bJSONNumKey.FindStringSubmatch(m)
		if done || sm[2] != key {
			return m
		}
		done = true
		return sm[1] + val
	})
}

// b93bSecondDigitUp raises the second-leading digit of n by one: 185 → 195, 12800 → 13800.
func b93bSecondDigitUp(n int64) int64 {
	if n < 10 {
		return n
	}
	p := int64(1)
	for n/p >= 100 {
		p *= 10
	}
	return n + p
}

// b93bManParse reads 3億2,000万円 as 32000 (units of 万).
func b93bManParse(m []string) int64 {
	var oku int64
	if m[1] != "" {
		oku, _ = strconv.ParseInt(m[1], 10, 64)
	}
	return oku*10000 + b93bJaInt(m[2])
}

func b93bManFmt(man int64) string {
	oku, rest := man/10000, man%10000
	s := ""
	if oku > 0 {
		s = strconv.FormatInt(oku, 10) + "億"
	}
	if rest > 0 {
		s += b93bJaFmt(rest) + "万"
	}
	return s + "円"
}

// b93bInvoice reads the positions and totals of a JSON invoice golden (menge/einzelpreis,
// netto, mwst, brutto), in cents; ok is false when the answer is not one.
func b93bInvoice(s string) (qty, price []int64, ok bool) {
	re := regexp.MustCompile(`"menge"\s*:\s*(\d+)\s*,\s*"einzelpreis"\s*:\s*(\d+(?:\.\d+)?)`)
	for _, m := range re.FindAllStringSubmatch(s, -1) {
		q, _ := strconv.ParseInt(m[1], 10, 64)
		p, d := b93bNum(m[2])
		for ; d < 2; d++ {
			p *= 10
		}
		qty, price = append(qty, q), append(price, p)
	}
	ok = len(qty) > 0 && b93bJSONField(s, "netto") != "" && b93bJSONField(s, "mwst") != "" && b93bJSONField(s, "brutto") != ""
	return
}

func b93bCentsJSON(c int64) string { return fmt.Sprintf("%d.%02d", c/100, c%100) }

// b93bSetInvoiceTotals writes netto, mwst (19 %) and brutto from a netto in cents.
func b93bSetInvoiceTotals(s string, netto, mwst int64) string {
	s = b93bSetJSONField(s, "netto", b93bCentsJSON(netto))
	s = b93bSetJSONField(s, "mwst", b93bCentsJSON(mwst))
	return b93bSetJSONField(s, "brutto", b93bCentsJSON(netto+mwst))
}

func b93bRound(x float64) int64 { return int64(math.Round(x)) }

// b93bIsNetContext says whether a text marks its prices as net (taken out of tax already).
func b93bIsNetContext(s string) bool {
	return strings.Contains(s, "税抜") || strings.Contains(s, "税別") || strings.Contains(s, "netto") || strings.Contains(s, "zzgl.")
}

var heldOutBatch93b = []heldOutKind{
	// b93b_total_hundreds_carry_extra: the stated total of a sum carries one too many into
	// the hundreds, so it is 100 (€/円) more than its addends; the addends stay right. A
	// model that adds digit by digit slips exactly like this.
	// de: "zusammen 21.150,00 €" → "zusammen 21.250,00 €"
	// ja: "合計38,500円（税込）" → "合計38,600円（税込）"
	{"b93b_total_hundreds_carry_extra", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			return hoFirstMatch(b93bJSONTotal, s, func(m []string) string {
				n, d := b93bNum(m[2])
				return m[1] + b93bNumFmt(n+100*int64(math.Pow10(d)), d)
			})
		}
		if lang == "de" {
			return hoFirstMatch(b93bDeTotal, s, func(m []string) string {
				return m[1] + " " + b93bDeFmt(b93bDeCents(m[2])+10000)
			})
		}
		return hoFirstMatch(b93bJaTotal, s, func(m []string) string {
			return m[1] + b93bJaFmt(b93bJaInt(m[2])+100) + "円"
		})
	}},

	// b93b_addend_second_digit_slip_total_kept: one addend of a sum (the first unit price,
	// line amount or cost part) is restated with its second digit one higher while the
	// total keeps the right figure, so the parts no longer add up to it.
	// de: "Mehrkosten: 18.750,00 € für die Stahlträger" → "Mehrkosten: 19.750,00 € für die Stahlträger"
	// ja: "| 10箱 | 2,480円 | 24,800円 |" → "| 10箱 | 2,480円 | 25,800円 |"
	{"b93b_addend_second_digit_slip_total_kept", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			for _, key := range []string{"unit_price", "einzelpreis"} {
				if v := b93bJSONField(s, key); v != "" {
					n, d := b93bNum(v)
					return b93bSetJSONField(s, key, b93bNumFmt(b93bSecondDigitUp(n), d))
				}
			}
			return s
		}
		if loc := b93bTableRow.FindStringSubmatchIndex(s); loc != nil {
			amt := s[loc[10]:loc[11]]
			return s[:loc[10]] + b93bJaFmt(b93bSecondDigitUp(b93bJaInt(amt))) + s[loc[11]:]
		}
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if lang == "de" && b93bDeTotal.MatchString(l) {
				all := b93bDeAmt.FindAllStringIndex(l, -1)
				if len(all) >= 2 {
					a := all[0]
					lines[i] = l[:a[0]] + b93bDeFmt(b93bSecondDigitUp(b93bDeCents(l[a[0]:a[1]])/100)*100) + l[a[1]:]
					return strings.Join(lines, "\n")
				}
			}
			if lang == "ja" && b93bJaTotal.MatchString(l) {
				all := b93bJaYen.FindAllStringSubmatchIndex(l, -1)
				if len(all) >= 3 {
					a := all[0]
					lines[i] = l[:a[2]] + b93bJaFmt(b93bSecondDigitUp(b93bJaInt(l[a[2]:a[3]]))) + l[a[3]:]
					return strings.Join(lines, "\n")
				}
			}
		}
		return s
	}},

	// b93b_gross_figure_netted_down_label_kept: the first gross figure (an invoice amount,
	// a tax-inclusive fee, a total) is restated net of VAT (÷ 1,19 / ÷ 1.10) while its
	// label and the rest of the answer still treat it as the gross amount; in a JSON
	// invoice the brutto is left at the netto figure.
	// de: "Rechnungsbetrag 1.249,90 €" → "Rechnungsbetrag 1.050,34 €"
	// ja: "料金5,500円（税込）が加算" → "料金5,000円（税込）が加算"
	{"b93b_gross_figure_netted_down_label_kept", "raw", func(lang, s string) string {
		rate := 1.19
		if lang == "ja" {
			rate = 1.10
		}
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			if n := b93bJSONField(s, "netto"); n != "" && b93bJSONField(s, "brutto") != "" {
				return b93bSetJSONField(s, "brutto", n)
			}
			for _, key := range []string{"monthly_fee", "value", "total"} {
				if v := b93bJSONField(s, key); v != "" {
					n, d := b93bNum(v)
					return b93bSetJSONField(s, key, b93bNumFmt(b93bRound(float64(n)/rate), d))
				}
			}
			return s
		}
		if b93bIsNetContext(s) {
			return s
		}
		if lang == "de" {
			return hoFirstMatch(b93bDeAmt, s, func(m []string) string {
				return b93bDeFmt(b93bRound(float64(b93bDeCents(m[0])) / rate))
			})
		}
		return hoFirstMatch(b93bJaYen, s, func(m []string) string {
			return b93bJaFmt(b93bRound(float64(b93bJaInt(m[1]))/rate)) + "円"
		})
	}},

	// b93b_vat_split_gloss_parts_overshoot_gross: the first gross amount gets a VAT
	// breakdown whose net is right (gross ÷ 1,19 / ÷ 1.10) but whose tax is the rate taken
	// of the gross, so net plus tax overshoot the amount the gloss explains.
	// de: "Rechnungsbetrag 1.249,90 €" → "Rechnungsbetrag 1.249,90 € (netto 1.050,34 € zzgl. 19 % MwSt. 237,48 €)"
	// ja: "料金5,500円（税込）" → "料金5,500円（税込、うち本体5,000円・消費税550円）"
	{"b93b_vat_split_gloss_parts_overshoot_gross", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") || b93bIsNetContext(s) {
			return s
		}
		if lang == "de" {
			lines := strings.Split(s, "\n")
			for i, l := range lines {
				if strings.HasPrefix(l, "|") {
					continue
				}
				loc := regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2}) ?€`).FindStringSubmatchIndex(l)
				if loc == nil {
					continue
				}
				g := b93bDeCents(l[loc[2]:loc[3]])
				net := b93bRound(float64(g) / 1.19)
				tax := b93bRound(float64(g) * 0.19)
				lines[i] = l[:loc[1]] + fmt.Sprintf(" (netto %s € zzgl. 19 %% MwSt. %s €)", b93bDeFmt(net), b93bDeFmt(tax)) + l[loc[1]:]
				return strings.Join(lines, "\n")
			}
			return s
		}
		re := regexp.MustCompile(`(\d{1,3}(?:,\d{3})+)円（税込）`)
		return hoFirstMatch(re, s, func(m []string) string {
			g := b93bJaInt(m[1])
			return fmt.Sprintf("%s円（税込、うち本体%s円・消費税%s円）", m[1], b93bJaFmt(b93bRound(float64(g)/1.1)), b93bJaFmt(b93bRound(float64(g)*0.1)))
		})
	}},

	// b93b_first_item_one_unit_extra_totals_follow: the first line is priced for one unit
	// more than its quantity (10 boxes billed as 11), and the subtotal, tax and total are
	// recomputed from that line, so the set adds up but no longer matches quantity × price.
	// de: "\"netto\": 869.00, \"mwst\": 165.11, \"brutto\": 1034.11" → "\"netto\": 1054.00, \"mwst\": 200.26, \"brutto\": 1254.26"
	// ja: "| 10箱 | 2,480円 | 24,800円 |" … "合計（税抜）：53,900円" → "| 10箱 | 2,480円 | 27,280円 |" … "合計（税抜）：56,380円"
	{"b93b_first_item_one_unit_extra_totals_follow", "raw", func(lang, s string) string {
		if qty, price, ok := b93bInvoice(s); ok {
			net := int64(0)
			for i := range qty {
				net += qty[i] * price[i]
			}
			net += price[0]
			return b93bSetInvoiceTotals(s, net, b93bRound(float64(net)*0.19))
		}
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			up := b93bJSONField(s, "unit_price")
			if up == "" {
				return s
			}
			n, _ := b93bNum(up)
			return hoFirstMatch(b93bJSONTotal, s, func(m []string) string {
				t, d := b93bNum(m[2])
				return m[1] + b93bNumFmt(t+n*int64(math.Pow10(d)), d)
			})
		}
		loc := b93bTableRow.FindStringSubmatchIndex(s)
		if loc == nil {
			return s
		}
		unit := b93bJaInt(s[loc[8]:loc[9]])
		amt := b93bJaInt(s[loc[10]:loc[11]])
		out := s[:loc[10]] + b93bJaFmt(amt+unit) + s[loc[11]:]
		return hoFirstMatch(b93bJaTotal, out, func(m []string) string {
			return m[1] + b93bJaFmt(b93bJaInt(m[2])+unit) + "円"
		})
	}},

	// b93b_unit_price_divided_by_quantity_again: every unit price of a line with more than
	// one unit is divided by its quantity once more, as if the model had read it as the
	// line total, so quantity × unit price no longer gives the line or the total.
	// de: "\"menge\": 4, \"einzelpreis\": 185.00" → "\"menge\": 4, \"einzelpreis\": 46.25"
	// ja: "| 3個 | 8,900円 | 26,700円 |" → "| 3個 | 2,967円 | 26,700円 |"
	{"b93b_unit_price_divided_by_quantity_again", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			re := regexp.MustCompile(`("(?:menge|quantity)"\s*:\s*(\d+)\s*,\s*"(?:einzelpreis|unit_price)"\s*:\s*)(\d+(?:\.\d+)?)`)
			return re.ReplaceAllStringFunc(s, func(x string) string {
				m := re.FindStringSubmatch(x)
				q, _ := strconv.ParseInt(m[2], 10, 64)
				if q < 2 {
					return x
				}
				n, d := b93bNum(m[3])
				return m[1] + b93bNumFmt(b93bRound(float64(n)/float64(q)), d)
			})
		}
		return b93bTableRow.ReplaceAllStringFunc(s, func(x string) string {
			m := b93bTableRow.FindStringSubmatch(x)
			q, _ := strconv.ParseInt(m[2], 10, 64)
			if q < 2 {
				return x
			}
			u := b93bJaInt(m[4])
			return strings.Replace(x, m[4]+"円", b93bJaFmt(b93bRound(float64(u)/float64(q)))+"円", 1)
		})
	}},

	// b93b_vat_on_first_position_only: the VAT of a multi-line invoice is taken of the
	// first position alone instead of the whole net, and the gross follows it, so the tax
	// no longer is 19 % of the netto the answer states.
	// de: "\"mwst\": 165.11, \"brutto\": 1034.11" → "\"mwst\": 140.60, \"brutto\": 1009.60"
	// ja: "合計（税抜）：53,900円" → "合計（税抜）：53,900円\n消費税（10%）：2,480円\n合計（税込）：56,380円"
	{"b93b_vat_on_first_position_only", "raw", func(lang, s string) string {
		if qty, price, ok := b93bInvoice(s); ok {
			net := int64(0)
			for i := range qty {
				net += qty[i] * price[i]
			}
			return b93bSetInvoiceTotals(s, net, b93bRound(float64(qty[0]*price[0])*0.19))
		}
		loc := b93bTableRow.FindStringSubmatchIndex(s)
		if loc == nil || !strings.Contains(s, "合計（税抜）") {
			return s
		}
		first := b93bJaInt(s[loc[10]:loc[11]])
		tl := regexp.MustCompile(`(?m)^合計（税抜）：(\d{1,3}(?:,\d{3})*)円$`)
		return hoFirstMatch(tl, s, func(m []string) string {
			tax := b93bRound(float64(first) * 0.1)
			return fmt.Sprintf("%s\n消費税（10%%）：%s円\n合計（税込）：%s円", m[0], b93bJaFmt(tax), b93bJaFmt(b93bJaInt(m[1])+tax))
		})
	}},

	// b93b_taxed_total_taxed_again: a total that already includes tax (or a brutto) gets
	// the tax added once more, so it no longer is the sum of the tax-inclusive parts.
	// de: "\"brutto\": 1034.11" → "\"brutto\": 1199.22"
	// ja: "合計38,500円（税込）" → "合計42,350円（税込）"
	{"b93b_taxed_total_taxed_again", "raw", func(lang, s string) string {
		if _, _, ok := b93bInvoice(s); ok {
			n, _ := b93bNum(b93bJSONField(s, "netto"))
			t, _ := b93bNum(b93bJSONField(s, "mwst"))
			return b93bSetJSONField(s, "brutto", b93bCentsJSON(n+2*t))
		}
		re := regexp.MustCompile(`(合計[^0-9\n]{0,3})(\d{1,3}(?:,\d{3})+)円（税込）`)
		return hoFirstMatch(re, s, func(m []string) string {
			return m[1] + b93bJaFmt(b93bRound(float64(b93bJaInt(m[2]))*1.1)) + "円（税込）"
		})
	}},

	// b93b_remainder_gloss_deducts_extra_cost_not_spend: next to the budget and the amount
	// spent so far the answer adds the remaining budget, but subtracts the extra cost from
	// the budget instead of the spend, giving far too much headroom.
	// de: "bisher sind 212.400,00 € abgerechnet." → "bisher sind 212.400,00 € abgerechnet, es verbleiben also noch 464.850,00 €."
	// ja: "9月末時点の支出は2億1,500万円。" → "9月末時点の支出は2億1,500万円で、残額は3億600万円。"
	{"b93b_remainder_gloss_deducts_extra_cost_not_spend", "longest", func(lang, s string) string {
		if lang == "de" {
			b := regexp.MustCompile(`Budget von (\d{1,3}(?:\.\d{3})*,\d{2})`).FindStringSubmatch(s)
			x := b93bDeTotal.FindStringSubmatch(s)
			sp := regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2}) € abgerechnet`)
			if b == nil || x == nil || !sp.MatchString(s) {
				return s
			}
			rest := b93bDeCents(b[1]) - b93bDeCents(x[2])
			return hoFirstMatch(sp, s, func(m []string) string {
				return m[0] + ", es verbleiben also noch " + b93bDeFmt(rest) + " €"
			})
		}
		b := regexp.MustCompile(`予算は((?:\d+億)?\d{1,3}(?:,\d{3})*万円)`).FindStringSubmatch(s)
		x := regexp.MustCompile(`追加費用は約?((?:\d+億)?\d{1,3}(?:,\d{3})*万円)`).FindStringSubmatch(s)
		sp := regexp.MustCompile(`支出は((?:\d+億)?\d{1,3}(?:,\d{3})*万円)`)
		if b == nil || x == nil || !sp.MatchString(s) {
			return s
		}
		bm := b93bManParse(b93bJaMan.FindStringSubmatch(b[1]))
		xm := b93bManParse(b93bJaMan.FindStringSubmatch(x[1]))
		return hoFirstMatch(sp, s, func(m []string) string {
			return m[0] + "で、残額は" + b93bManFmt(bm-xm)
		})
	}},

	// b93b_share_of_budget_gloss_decimal_slip: the extra cost gets a gloss of its share of
	// the budget, computed with the decimal point one place off (4,4 % reported as 44 %).
	// de: "zusammen 21.150,00 €." → "zusammen 21.150,00 € (rund 44 % des Budgets)."
	// ja: "追加費用は約1,400万円で" → "追加費用は約1,400万円（初期費用予算の約44％）で"
	{"b93b_share_of_budget_gloss_decimal_slip", "longest", func(lang, s string) string {
		if lang == "de" {
			b := regexp.MustCompile(`Budget von (\d{1,3}(?:\.\d{3})*,\d{2})`).FindStringSubmatch(s)
			if b == nil {
				return s
			}
			budget := float64(b93bDeCents(b[1]))
			re := regexp.MustCompile(`(?:zusammen|insgesamt) (\d{1,3}(?:\.\d{3})*,\d{2}) €`)
			return hoFirstMatch(re, s, func(m []string) string {
				pct := b93bRound(float64(b93bDeCents(m[1])) / budget * 1000)
				return fmt.Sprintf("%s (rund %d %% des Budgets)", m[0], pct)
			})
		}
		b := regexp.MustCompile(`予算は((?:\d+億)?\d{1,3}(?:,\d{3})*万円)`).FindStringSubmatch(s)
		if b == nil {
			return s
		}
		budget := float64(b93bManParse(b93bJaMan.FindStringSubmatch(b[1])))
		re := regexp.MustCompile(`追加費用は約?((?:\d+億)?\d{1,3}(?:,\d{3})*万円)`)
		return hoFirstMatch(re, s, func(m []string) string {
			pct := b93bRound(float64(b93bManParse(b93bJaMan.FindStringSubmatch(m[1]))) / budget * 1000)
			return fmt.Sprintf("%s（初期費用予算の約%d％）", m[0], pct)
		})
	}},

	// b93b_annual_fee_gloss_counts_ten_months: a monthly fee is annualised with ten months
	// instead of twelve, so the stated yearly figure is two monthly fees short.
	// de: "\"monthly_fee\": 33000" (ja only; a de answer with "monatlich 120,00 €" would read "monatlich 120,00 € (1.200,00 € im Jahr)")
	// ja: "基本料金33,000円（税込）" → "基本料金33,000円（税込、年額330,000円）"; "\"monthly_fee\": 33000" → "\"monthly_fee\": 33000, \"annual_fee\": 330000"
	{"b93b_annual_fee_gloss_counts_ten_months", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			v := b93bJSONField(s, "monthly_fee")
			if v == "" {
				return s
			}
			n, d := b93bNum(v)
			re := regexp.MustCompile(`("monthly_fee"\s*:\s*)(\d+(?:\.\d+)?)`)
			return hoFirstMatch(re, s, func(m []string) string {
				return m[0] + `, "annual_fee": ` + b93bNumFmt(n*10, d)
			})
		}
		if lang == "de" {
			re := regexp.MustCompile(`(?:monatlich|pro Monat|Monatsbeitrag|Grundgebühr) (\d{1,3}(?:\.\d{3})*,\d{2}) €`)
			return hoFirstMatch(re, s, func(m []string) string {
				return m[0] + " (" + b93bDeFmt(b93bDeCents(m[1])*10) + " € im Jahr)"
			})
		}
		re := regexp.MustCompile(`(?:基本料金|月額|月額料金)(\d{1,3}(?:,\d{3})+)円(（税込）)?`)
		return hoFirstMatch(re, s, func(m []string) string {
			y := b93bJaFmt(b93bJaInt(m[1]) * 10)
			if m[2] != "" {
				return strings.TrimSuffix(m[0], "）") + "、年額" + y + "円）"
			}
			return m[0] + "（年額" + y + "円）"
		})
	}},

	// b93b_repeated_amount_restated_grossed_up: an amount the answer names twice is the
	// same figure the first time and VAT-inclusive (× 1,19 / × 1.10) the second time, with
	// nothing saying so, so the answer disagrees with itself.
	// de: "Eisblock Systemtechnik KG ist mit 13.975,00 € das günstigste" → "… mit 16.630,25 € das günstigste"
	// ja: "追加ユーザー料金5,500円（税込）で" → "追加ユーザー料金6,050円（税込）で"
	{"b93b_repeated_amount_restated_grossed_up", "longest", func(lang, s string) string {
		if lang == "de" {
			all := b93bDeAmt.FindAllStringIndex(s, -1)
			for i, a := range all {
				for _, b := range all[i+1:] {
					if s[a[0]:a[1]] == s[b[0]:b[1]] {
						g := b93bRound(float64(b93bDeCents(s[b[0]:b[1]])) * 1.19)
						return s[:b[0]] + b93bDeFmt(g) + s[b[1]:]
					}
				}
			}
			return s
		}
		all := b93bJaYen.FindAllStringSubmatchIndex(s, -1)
		for i, a := range all {
			for _, b := range all[i+1:] {
				if s[a[2]:a[3]] == s[b[2]:b[3]] {
					g := b93bRound(float64(b93bJaInt(s[b[2]:b[3]])) * 1.1)
					return s[:b[2]] + b93bJaFmt(g) + s[b[3]:]
				}
			}
		}
		return s
	}},

	// b93b_non_cost_figure_added_into_extra_cost: in a project summary the extra-cost
	// figure is recomputed with a figure that is no cost at all added in: the rise of the
	// funding ("145.000,00 € statt 120.000,00 €", +25.000,00 €) or the budget still unspent
	// (予算 − 支出), so the extra costs are overstated and no longer match their parts.
	// de: "zusammen 21.150,00 €" → "zusammen 46.150,00 €"
	// ja: "追加費用は約1,400万円" → "追加費用は約1億1,900万円"
	{"b93b_non_cost_figure_added_into_extra_cost", "longest", func(lang, s string) string {
		if lang == "de" {
			st := regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2}) € statt (\d{1,3}(?:\.\d{3})*,\d{2}) €`).FindStringSubmatch(s)
			if st == nil {
				return s
			}
			gain := b93bDeCents(st[1]) - b93bDeCents(st[2])
			return hoFirstMatch(b93bDeTotal, s, func(m []string) string {
				return m[1] + " " + b93bDeFmt(b93bDeCents(m[2])+gain)
			})
		}
		b := regexp.MustCompile(`予算は((?:\d+億)?\d{1,3}(?:,\d{3})*万円)`).FindStringSubmatch(s)
		sp := regexp.MustCompile(`支出は((?:\d+億)?\d{1,3}(?:,\d{3})*万円)`).FindStringSubmatch(s)
		if b == nil || sp == nil {
			return s
		}
		gap := b93bManParse(b93bJaMan.FindStringSubmatch(b[1])) - b93bManParse(b93bJaMan.FindStringSubmatch(sp[1]))
		re := regexp.MustCompile(`(追加費用は約?)((?:\d+億)?\d{1,3}(?:,\d{3})*万円)`)
		return hoFirstMatch(re, s, func(m []string) string {
			return m[1] + b93bManFmt(b93bManParse(b93bJaMan.FindStringSubmatch(m[2]))+gap)
		})
	}},
	// b93b_net_grossed_up_by_dividing_by_one_minus_rate: a net price is grossed up as
	// net ÷ (1 − rate) instead of net × (1 + rate), i.e. the tax is taken as a share of
	// the gross; the gross and the tax come out too high for the stated net and rate.
	// de: "\"netto\": 869.00, \"mwst\": 165.11, \"brutto\": 1034.11" → "\"netto\": 869.00, \"mwst\": 203.84, \"brutto\": 1072.84"
	// ja: "合計（税抜）：53,900円" → "合計（税抜）：53,900円（税込59,889円）"; "1,480ユーロ（税別）" → "1,480ユーロ（税別、税込1,827.16ユーロ）"
	{"b93b_net_grossed_up_by_dividing_by_one_minus_rate", "raw", func(lang, s string) string {
		if _, _, ok := b93bInvoice(s); ok {
			n, _ := b93bNum(b93bJSONField(s, "netto"))
			g := b93bRound(float64(n) / 0.81)
			s = b93bSetJSONField(s, "mwst", b93bCentsJSON(g-n))
			return b93bSetJSONField(s, "brutto", b93bCentsJSON(g))
		}
		if lang != "ja" {
			re := regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2}) € (?:netto|zzgl\. (?:19 % )?MwSt\.)`)
			return hoFirstMatch(re, s, func(m []string) string {
				return m[0] + " (brutto " + b93bDeFmt(b93bRound(float64(b93bDeCents(m[1]))/0.81)) + " €)"
			})
		}
		if !strings.Contains(s, "税抜") && !strings.Contains(s, "税別") {
			return s
		}
		if m := regexp.MustCompile(`(\d{1,3}(?:,\d{3})+)ユーロ（税別）`).FindStringSubmatch(s); m != nil {
			g := b93bRound(float64(b93bJaInt(m[1])) * 100 / 0.81)
			return strings.Replace(s, m[0], fmt.Sprintf("%sユーロ（税別、税込%s.%02dユーロ）", m[1], b93bJaFmt(g/100), g%100), 1)
		}
		tl := regexp.MustCompile(`(?m)^(合計（税抜）：)(\d{1,3}(?:,\d{3})+)円`)
		return hoFirstMatch(tl, s, func(m []string) string {
			return m[0] + "（税込" + b93bJaFmt(b93bRound(float64(b93bJaInt(m[2]))/0.9)) + "円）"
		})
	}},
}
