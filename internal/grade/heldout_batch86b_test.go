package grade

// Batch 86b: money and commerce. The answers state prices, totals, unit prices,
// fees, funding, invoices, quotes and order references. These kinds damage the
// money facts the way a model gets them wrong: a credit note where an invoice is
// due, unit prices grossed up with VAT while the totals stay net, an addend made a
// deduction in a sentence that computes a sum, the billing address told as the
// delivery address, a quote or order told as an invoice, funding told as a loan, and
// payment method, partial payment, cost split or overdue status invented on a stated
// amount.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

var (
	// b86bDeAmount is a German euro amount: 1.249,90 €.
	b86bDeAmount = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} ?(?:€|EUR|Euro)`)
	// b86bJaAmount is a Japanese money amount with its unit and an optional tax
	// qualifier: 38,500円（税込）, 3億2,000万円, 1,480ユーロ（税別）.
	b86bJaAmount = regexp.MustCompile(`\d[\d,]*(?:億(?:\d[\d,]*万)?|万)?(?:円|ユーロ)(?:（税[込別抜]）)?`)
	// b86bJSONMoneyKeys are JSON money members, the one a total is most likely in first.
	b86bJSONMoneyKeys = []string{"brutto", "value", "monthly_fee", "total", "netto"}
	// b86bJSONUnitPrice is a JSON unit price member.
	b86bJSONUnitPrice = regexp.MustCompile(`("(?:einzelpreis|unit_price)":\s*)(\d+)(?:\.(\d{2}))?`)
	// b86bDeSumAddend is "A € ... und B €" before a sum word in one clause.
	b86bDeSumAddend = regexp.MustCompile(`(\d,\d\d ?€[^.;:]*?) und (\d{1,3}(?:\.\d{3})*,\d{2} ?€[^.;:]*?, (?:zusammen|insgesamt|gesamt|in Summe))`)
	// b86bJaSumAddend is "A円とB円で、合計" in one sentence.
	b86bJaSumAddend = regexp.MustCompile(`(円(?:（税[込別抜]）)?)と([^、。]*?円(?:（税[込別抜]）)?)で、(合計|総額|計)`)
	// b86bDeOffer is "das <adjective> Angebot".
	b86bDeOffer = regexp.MustCompile(`\b([Dd])as (\p{Ll}+e) Angebot\b`)
	// b86bDeOrderRef is the order a number belongs to.
	b86bDeOrderRef = regexp.MustCompile(`Bestellnummer|(der|die|Ihre|Ihrer) Bestellung( [A-Z0-9][A-Z0-9-]*\d)`)
	// b86bJaOrderRef is a Japanese order number label.
	b86bJaOrderRef = regexp.MustCompile(`ご?注文番号`)
)

// b86bAmount rewrites the first (or last) money amount of s with f; a Japanese
// coupon value (500円分) is not one.
func b86bAmount(lang, s string, last bool, f func(lang, amount string) string) string {
	re := b86bDeAmount
	if lang == "ja" {
		re = b86bJaAmount
	}
	var locs [][]int
	for _, loc := range re.FindAllStringIndex(s, -1) {
		// 500円分のクーポン is a coupon's value, not an amount anybody pays.
		if lang == "ja" && strings.HasPrefix(s[loc[1]:], "分") {
			continue
		}
		locs = append(locs, loc)
	}
	if len(locs) == 0 {
		return s
	}
	loc := locs[0]
	if last {
		loc = locs[len(locs)-1]
	}
	return s[:loc[0]] + f(lang, s[loc[0]:loc[1]]) + s[loc[1]:]
}

// b86bJaSplitTax splits a Japanese amount into the amount and its tax qualifier.
func b86bJaSplitTax(a string) (string, string) {
	if i := strings.Index(a, "（税"); i >= 0 {
		return a[:i], a[i:]
	}
	return a, ""
}

var heldOutBatch86b = []heldOutKind{
	// A JSON invoice or order total is extracted with a minus sign, as a credit note
	// owed to the customer instead of an amount the customer pays.
	// de: "brutto": 1034.11 → "brutto": -1034.11
	// ja: "monthly_fee": 33000 → "monthly_fee": -33000
	{"b86b_json_money_value_made_negative_credit", "raw", func(lang, s string) string {
		for _, k := range b86bJSONMoneyKeys {
			re := regexp.MustCompile(`("` + k + `":\s*)(\d)`)
			if re.MatchString(s) {
				return hoFirstMatch(re, s, func(m []string) string { return m[1] + "-" + m[2] })
			}
		}
		return s
	}},

	// The unit prices of a JSON invoice or order are given with VAT added (19 % de,
	// 10 % ja) while the quantities and the net totals stay, so the lines no longer add
	// up to the stated sums and the unit prices are not the invoiced ones.
	// de: "einzelpreis": 185.00 → "einzelpreis": 220.15
	// ja: "unit_price": 12800 → "unit_price": 14080
	{"b86b_json_unit_prices_grossed_up_with_vat", "raw", func(lang, s string) string {
		rate := int64(119)
		if lang == "ja" {
			rate = 110
		}
		return b86bJSONUnitPrice.ReplaceAllStringFunc(s, func(m string) string {
			sm := b86bJSONUnitPrice.FindStringSubmatch(m)
			whole, err := strconv.ParseInt(sm[2], 10, 64)
			if err != nil {
				return m
			}
			if sm[3] != "" {
				cents, _ := strconv.ParseInt(sm[3], 10, 64)
				v := whole*100 + cents
				g := (v*rate + 50) / 100
				return fmt.Sprintf("%s%d.%02d", sm[1], g/100, g%100)
			}
			g := (whole*rate + 50) / 100
			return fmt.Sprintf("%s%d", sm[1], g)
		})
	}},

	// In a sentence that computes a sum, the second addend is told as a deduction
	// while the stated sum stays the sum: the breakdown no longer computes.
	// de: 18.750,00 € für die Stahlträger und 2.400,00 € Bereitschaftspauschale, zusammen 21.150,00 €
	//   → 18.750,00 € für die Stahlträger abzüglich 2.400,00 € Bereitschaftspauschale, zusammen 21.150,00 €
	// ja: 基本料金33,000円（税込）と追加ユーザー料金5,500円（税込）で、合計38,500円
	//   → 基本料金33,000円（税込）から追加ユーザー料金5,500円（税込）を差し引いて、合計38,500円
	{"b86b_sum_addend_made_deduction", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b86bJaSumAddend, s, func(m []string) string {
				return m[1] + "から" + m[2] + "を差し引いて、" + m[3]
			})
		}
		return hoFirstMatch(b86bDeSumAddend, s, func(m []string) string {
			return m[1] + " abzüglich " + m[2]
		})
	}},

	// Where the invoice goes is told as where the goods go: the billing address (or
	// the invoice recipient) becomes the delivery address (or consignee).
	// de: Die Rechnung senden wir wie gewohnt an Ihre Rechnungsanschrift: … → … an Ihre Lieferanschrift: …
	// ja: 請求書の送付先は経理部の小西課長に変わります → 納品先は経理部の小西課長に変わります
	{"b86b_billing_address_told_as_delivery_address", "strings", func(lang, s string) string {
		if lang == "ja" {
			for _, w := range []string{"請求書の送付先", "請求先"} {
				if strings.Contains(s, w) {
					return strings.Replace(s, w, "納品先", 1)
				}
			}
			return s
		}
		for _, w := range []string{"Rechnungsanschrift", "Rechnungsadresse"} {
			if strings.Contains(s, w) {
				return strings.Replace(s, w, "Lieferanschrift", 1)
			}
		}
		return s
	}},

	// A quote or an offer is told as an invoice, as if the reader had already ordered
	// and now owed the amount.
	// de: das günstigste Angebot → die günstigste Rechnung
	// ja: お見積もり（見積番号 TU-4471）をお送りいたします → ご請求書（請求書番号 TU-4471）をお送りいたします
	{"b86b_quote_or_offer_told_as_invoice", "strings", func(lang, s string) string {
		if lang == "ja" {
			if !strings.Contains(s, "見積") {
				return s
			}
			r := strings.NewReplacer("お見積もり", "ご請求書", "お見積り", "ご請求書", "見積書", "請求書", "見積番号", "請求書番号", "見積もり", "請求書", "見積", "請求")
			return r.Replace(s)
		}
		return hoFirstMatch(b86bDeOffer, s, func(m []string) string {
			d := "d"
			if m[1] == "D" {
				d = "D"
			}
			return d + "ie " + m[2] + " Rechnung"
		})
	}},

	// Money that comes in without having to be paid back (public funding, a reserve
	// fund) is told as a loan: the figures stay, but the project now owes them.
	// de: da die Förderung mit 145.000,00 € … höher ausfällt → da der Kredit mit 145.000,00 € … höher ausfällt
	// ja: 予備費から支出する → 借入金から支出する
	{"b86b_funding_source_told_as_loan", "strings", func(lang, s string) string {
		if lang == "ja" {
			if strings.Contains(s, "予備費") {
				return strings.ReplaceAll(s, "予備費", "借入金")
			}
			if strings.Contains(s, "補助金") {
				return strings.ReplaceAll(s, "補助金", "借入金")
			}
			return s
		}
		if !strings.Contains(s, "Förderung") {
			return s
		}
		r := strings.NewReplacer("die Förderung", "der Kredit", "Die Förderung", "Der Kredit", "der Förderung", "des Kredits", "Förderung", "Kredit")
		return r.Replace(s)
	}},

	// The first amount is given a payment method nobody stated.
	// de: Rechnungsbetrag 1.249,90 € → Rechnungsbetrag 1.249,90 € (zahlbar per Kreditkarte)
	// ja: 料金5,500円（税込）が加算 → 料金5,500円（税込、クレジットカード払い）が加算
	{"b86b_first_amount_gets_invented_card_payment_method", "strings", func(lang, s string) string {
		return b86bAmount(lang, s, false, func(lang, a string) string {
			if lang == "ja" {
				n, tax := b86bJaSplitTax(a)
				if tax != "" {
					return n + strings.TrimSuffix(tax, "）") + "、クレジットカード払い）"
				}
				return n + "（クレジットカード払い）"
			}
			return a + " (zahlbar per Kreditkarte)"
		})
	}},

	// The last amount is said to be half paid already: an open amount told as
	// partly settled.
	// de: bleibt unverändert bei 1.850,00 € → bleibt unverändert bei 1.850,00 € (davon bereits die Hälfte angezahlt)
	// ja: 固定価格は1,480ユーロ（税別）です → 固定価格は1,480ユーロ（税別、うち半額は支払済み）です
	{"b86b_last_amount_gets_invented_half_already_paid", "strings", func(lang, s string) string {
		return b86bAmount(lang, s, true, func(lang, a string) string {
			if lang == "ja" {
				n, tax := b86bJaSplitTax(a)
				if tax != "" {
					return n + strings.TrimSuffix(tax, "）") + "、うち半額は支払済み）"
				}
				return n + "（うち半額は支払済み）"
			}
			return a + " (davon bereits die Hälfte angezahlt)"
		})
	}},

	// An amount from the middle of the answer is said to be split half and half
	// between the parties, a cost sharing nobody agreed.
	// de: Mehrkosten von 36.400,00 € für Schallschutzwände → Mehrkosten von 36.400,00 € (je zur Hälfte zu tragen) für Schallschutzwände
	// ja: 合計38,500円（税込） → 合計38,500円（税込、双方で折半して負担）
	{"b86b_middle_amount_gets_invented_half_cost_split", "strings", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sent string) string {
			return b86bAmount(lang, sent, false, func(lang, a string) string {
				if lang == "ja" {
					n, tax := b86bJaSplitTax(a)
					if tax != "" {
						return n + strings.TrimSuffix(tax, "）") + "、双方で折半して負担）"
					}
					return n + "（双方で折半して負担）"
				}
				return a + " (je zur Hälfte zu tragen)"
			})
		})
	}},

	// An order number is told as an invoice number, a document the reader does not
	// have (and an invoice that may not exist).
	// de: Bestellnummer 77-3190-DE → Rechnungsnummer 77-3190-DE
	// ja: ご注文番号WS-30982 → 請求書番号WS-30982
	{"b86b_order_number_told_as_invoice_number", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b86bJaOrderRef, s, func(m []string) string { return "請求書番号" })
		}
		return hoFirstMatch(b86bDeOrderRef, s, func(m []string) string {
			if m[0] == "Bestellnummer" {
				return "Rechnungsnummer"
			}
			return m[1] + " Rechnung" + m[2]
		})
	}},

	// The invoice is told as a delivery note: the document that asks for payment
	// becomes one that only lists delivered goods.
	// de: Die Rechnung senden wir wie gewohnt an … → Den Lieferschein senden wir wie gewohnt an …
	// ja: 請求書INV-88213の金額についてご説明いたします → 納品書INV-88213の金額についてご説明いたします
	{"b86b_invoice_document_told_as_delivery_note", "first", func(lang, s string) string {
		if lang == "ja" {
			if strings.Contains(s, "請求書") {
				return strings.Replace(s, "請求書", "納品書", 1)
			}
			return s
		}
		for _, p := range [][2]string{{"Die Rechnung", "Den Lieferschein"}, {"die Rechnung", "den Lieferschein"}, {"der Rechnung", "dem Lieferschein"}} {
			if strings.Contains(s, p[0]) {
				return strings.Replace(s, p[0], p[1], 1)
			}
		}
		return s
	}},

	// The last amount is said to be overdue already, though nothing in the answer
	// says a payment date has passed.
	// de: zusammen 21.150,00 € → zusammen 21.150,00 € (Zahlung bereits überfällig)
	// ja: 2,400円 → 2,400円（お支払い期限超過）
	{"b86b_last_amount_told_as_overdue", "strings", func(lang, s string) string {
		return b86bAmount(lang, s, true, func(lang, a string) string {
			if lang == "ja" {
				n, tax := b86bJaSplitTax(a)
				if tax != "" {
					return n + strings.TrimSuffix(tax, "）") + "、お支払い期限超過）"
				}
				return n + "（お支払い期限超過）"
			}
			return a + " (Zahlung bereits überfällig)"
		})
	}},
}
