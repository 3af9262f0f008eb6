package grade

// Blind batch 37b: compensation, payment and costs. Each kind keeps every amount of the
// answer but gets, at one place, who pays what, how or when wrong: a free item or a
// waived cost is given a price, made half price or made conditional; a return or a
// service is put at the customer's cost or to be advanced by them; a replacement or a
// coupon becomes another kind of compensation or is held back until a return; the
// payment method, payee, due date or status changes (prepayment, instalments, cash on
// delivery, settled, offset); a discount, a cash discount, a deposit, a money-back
// guarantee, a late-payment penalty, a cancellation fee, a paid return label or a paid
// hotline is invented; a lump sum becomes a weekly rate; an approval is told as paid.

import (
	"regexp"
	"strings"
	"time"
	"unicode"
)

// ho37bRule is one rewrite: the first match of re becomes repl (with $1 … expanded).
type ho37bRule struct {
	re   *regexp.Regexp
	repl string
}

func ho37bR(re, repl string) ho37bRule { return ho37bRule{regexp.MustCompile(re), repl} }

// ho37bRules applies the first rule, in order, that matches s, once.
func ho37bRules(s string, rules []ho37bRule) string {
	for _, r := range rules {
		loc := r.re.FindStringSubmatchIndex(s)
		if loc == nil {
			continue
		}
		dst := r.re.ExpandString(nil, r.repl, s, loc)
		return s[:loc[0]] + string(dst) + s[loc[1]:]
	}
	return s
}

// ho37bByLang picks the German or the Japanese rules.
func ho37bByLang(de, ja []ho37bRule) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return ho37bRules(s, ja)
		}
		return ho37bRules(s, de)
	}
}

var (
	ho37bJaLetterHead = regexp.MustCompile(`^[^\n]{1,24}(?:様|部長|課長|御中|各位)\n`)
	ho37bDeAmount     = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} ?(?:€|EUR|Euro)`)
	ho37bJaAmount     = regexp.MustCompile(`約?\d{1,3}(?:,\d{3})*万?(?:円|ユーロ|ドル)(?:（税[^）]{1,3}）)?`)
	ho37bDePriceWord  = regexp.MustCompile(`Rechnung|Betrag|betrag|Preis|preis|Angebot|Bestellung|Summe|Gesamt`)
	ho37bJaPriceWord  = regexp.MustCompile(`合計|価格|金額|代金|請求額|見積`)
	ho37bJSONDue      = regexp.MustCompile(`("(?:faellig_am|faelligkeit|due_date|payment_due|zahlbar_bis|支払期限)"\s*:\s*")(\d{4})-(\d{2})-(\d{2})(")`)
)

// ho37bIsLetter reports whether s is a letter or mail (salutation or closing).
func ho37bIsLetter(lang, s string) bool {
	if lang == "ja" {
		return ho37bJaLetterHead.MatchString(s) || strings.Contains(s, "よろしくお願いいたします")
	}
	return strings.HasPrefix(s, "Sehr geehrte") || strings.HasPrefix(s, "Guten Tag") ||
		strings.Contains(s, "Mit freundlichen Grüßen")
}

// ho37bPriceAmount finds a price amount outside table rows: an amount in a sentence
// that names a price, total or invoice, preferring one right after the price word. It
// returns the byte offsets of the amount, the first such amount or, with last, the last.
func ho37bPriceAmount(lang, s string, last bool) (int, int, bool) {
	amt, word := ho37bDeAmount, ho37bDePriceWord
	if lang == "ja" {
		amt, word = ho37bJaAmount, ho37bJaPriceWord
	}
	var hits [][2]int
	off := 0
	for _, line := range strings.SplitAfter(s, "\n") {
		if strings.Contains(line, "|") {
			off += len(line)
			continue
		}
		soff := off
		for _, sent := range hoSentences(lang, line) {
			if word.MatchString(sent) {
				locs := amt.FindAllStringIndex(sent, -1)
				best := -1
				for i, l := range locs {
					pre := sent[max(0, l[0]-40):l[0]]
					if word.MatchString(pre) {
						best = i
						break
					}
				}
				if best < 0 && len(locs) > 0 {
					best = 0
				}
				if best >= 0 {
					hits = append(hits, [2]int{soff + locs[best][0], soff + locs[best][1]})
				}
			}
			soff += len(sent)
		}
		off += len(line)
	}
	if len(hits) == 0 {
		return 0, 0, false
	}
	h := hits[0]
	if last {
		h = hits[len(hits)-1]
	}
	return h[0], h[1], true
}

// ho37bAfterPrice inserts the language's suffix right after a price amount.
func ho37bAfterPrice(deAdd, jaAdd string, last, lettersOnly bool) func(lang, s string) string {
	return func(lang, s string) string {
		if lettersOnly && !ho37bIsLetter(lang, s) {
			return s
		}
		_, e, ok := ho37bPriceAmount(lang, s, last)
		if !ok {
			return s
		}
		add := deAdd
		if lang == "ja" {
			add = jaAdd
		} else if rest := []rune(s[e:]); strings.HasPrefix(add, ",") && len(rest) > 1 && rest[0] == ' ' && unicode.IsLetter(rest[1]) {
			// A clause set in mid-sentence is closed by a comma.
			add += ","
		}
		return s[:e] + add + s[e:]
	}
}

// ho37bAfterSentence appends add after the first sentence that re matches (a letter
// only, with lettersOnly).
func ho37bAfterSentence(re *regexp.Regexp, lang, s, add string, lettersOnly bool) string {
	if lettersOnly && !ho37bIsLetter(lang, s) {
		return s
	}
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		sent := split[r.line][r.idx]
		if !re.MatchString(sent) || strings.Contains(sent, "|") {
			continue
		}
		trimmed := strings.TrimRight(sent, " ")
		sep := ""
		if lang != "ja" {
			sep = " "
		}
		split[r.line][r.idx] = trimmed + sep + add + sent[len(trimmed):]
		return hoJoin(split)
	}
	return s
}

// ho37bJSONDueDate rewrites a JSON due-date value with f (raw scope).
func ho37bJSONDueDate(s string, f func(due time.Time, doc string) time.Time) string {
	return hoFirstMatch(ho37bJSONDue, s, func(m []string) string {
		due, err := time.Parse("2006-01-02", m[2]+"-"+m[3]+"-"+m[4])
		if err != nil {
			return m[0]
		}
		return m[1] + f(due, s).Format("2006-01-02") + m[5]
	})
}

var heldOutBatch37b = []heldOutKind{
	// A free item or a waived cost is given an invented price.
	// de: die kostenlose WärmeApp → die WärmeApp für 4,99 €
	// ja: 無料アプリ → 有料（480円）のアプリ; 初期費用は不要です → 初期費用は11,000円です
	{"b37b_free_item_given_invented_price", "strings", ho37bByLang(
		[]ho37bRule{
			ho37bR(`kostenlose (\p{Lu}[\p{L}\-]*)`, `${1} für 4,99 €`),
			ho37bR(`kosten(?:los|frei) (eine?n?|ein) (\p{Lu}[\p{L}\-]*)`, `${1} ${2} für 9,90 €`),
		},
		[]ho37bRule{
			ho37bR(`無料(アプリ|サービス|ソフト)`, `有料（480円）の${1}`),
			ho37bR(`(\p{Han}{1,4}費用|手数料|送料)は(?:不要|無料|かかりません)`, `${1}は11,000円`),
		})},

	// A free item or a waived cost is made conditional on a contract or membership.
	// de: kostenlos eine Ersatzlampe → bei bestehendem Servicevertrag kostenlos eine …
	// ja: 初期費用は不要です → 初期費用は2年以上のご契約の場合のみ不要です
	{"b37b_free_made_conditional_on_contract", "strings", ho37bByLang(
		[]ho37bRule{
			ho37bR(`kostenlose (\p{Lu})`, `für Premium-Kunden kostenlose ${1}`),
			ho37bR(`kosten(los|frei) (eine?n?|ein) `, `bei bestehendem Servicevertrag kosten${1} ${2} `),
		},
		[]ho37bRule{
			ho37bR(`無料(アプリ|サービス|ソフト)`, `プレミアム会員向けの無料${1}`),
			ho37bR(`(\p{Han}{1,4}費用|手数料|送料)は不要`, `${1}は2年以上のご契約の場合のみ不要`),
		})},

	// The return of a faulty item is put at the customer's cost.
	// de: für Sie entstehen dabei keine Kosten → das Porto dafür tragen bitte Sie
	// ja: 同梱の返送用伝票でご返送ください → 送料お客様ご負担の元払いにてご返送ください
	{"b37b_return_postage_put_on_customer", "strings", ho37bByLang(
		[]ho37bRule{
			ho37bR(`für Sie entstehen (?:dabei |hierbei )?keine Kosten`, `das Porto dafür tragen bitte Sie`),
			ho37bR(`Rücksendung ist (?:für Sie )?kosten(?:los|frei)`, `Rücksendung erfolgt auf Ihre Kosten`),
			ho37bR(`bittet um ein Rücksendeetikett`, `will das Gerät auf eigene Kosten zurückschicken`),
		},
		[]ho37bRule{
			ho37bR(`、[^、。]*返送用伝票でご返送ください`, `、送料お客様ご負担の元払いにてご返送ください`),
			ho37bR(`着払いで`, `元払い（送料お客様負担）で`),
			ho37bR(`送料無料`, `送料はお客様負担`),
		})},

	// The replacement (or coupon) promised as compensation becomes another kind.
	// de: kostenlos eine Ersatzlampe → kostenlos einen Warengutschein über den Kaufpreis
	// ja: 交換品は10月19日に発送 → 同額のクーポンは10月19日に発送; クーポンをお送り → ポイントを付与
	{"b37b_compensation_kind_swapped", "longest", ho37bByLang(
		[]ho37bRule{
			ho37bR(`\beine (?:Ersatz|Austausch)\p{Ll}+`, `einen Warengutschein über den Kaufpreis`),
			ho37bR(`\bein (?:Ersatz|Austausch)\p{Ll}+`, `ein Warengutschein über den Kaufpreis`),
		},
		[]ho37bRule{
			ho37bR(`交換品`, `同額のクーポン`),
			ho37bR(`クーポンをお送り`, `ポイントを付与`),
		})},

	// The replacement or coupon is held back until the faulty item has come back.
	// de: Wir senden Ihnen am 20.10.2026 kostenlos … → …, sofern die defekte Ware bis dahin bei uns eingegangen ist, …
	// ja: 交換品は10月19日に発送 → 交換品は、破損品の到着を確認した後、10月19日に発送
	{"b37b_compensation_held_until_return", "longest", ho37bByLang(
		[]ho37bRule{
			ho37bR(`(Wir (?:senden|schicken|liefern) Ihnen am [^ ,]+) ([^.]*(?:Ersatz|Austausch))`, `${1}, sofern die defekte Ware bis dahin bei uns eingegangen ist, ${2}`),
			ho37bR(`((?:ein|eine|einen) (?:Ersatz|Austausch)\p{Ll}+) (bis|am)`, `${1} erst nach Rücksendung des defekten Geräts ${2}`),
		},
		[]ho37bRule{
			ho37bR(`交換品は`, `交換品は、破損品の到着を確認した後、`),
			ho37bR(`クーポンをお送りいたします`, `クーポンを、商品のお受け取りを確認した後にお送りいたします`),
		})},

	// A letter's price is made payable in advance.
	// de: (Schaltschrankzubehör, 3.912,50 €) → (…, 3.912,50 €, zahlbar per Vorkasse vor dem Versand)
	// ja: 固定価格は1,480ユーロ（税別）です → 1,480ユーロ（税別、ご注文時に全額前払い）です
	{"b37b_price_made_prepayment", "longest", ho37bAfterPrice(
		", zahlbar per Vorkasse vor dem Versand", "（ご注文時に全額前払い）", false, true)},

	// A cash discount nobody offered is added to a price or total.
	// de: Rechnungsbetrag 1.249,90 € → 1.249,90 €, abzüglich 2 % Skonto bei Zahlung innerhalb von 10 Tagen
	// ja: 合計38,500円（税込） → 合計38,500円（税込）（10日以内のお支払いで2%割引）
	{"b37b_cash_discount_invented", "longest", ho37bAfterPrice(
		", abzüglich 2 % Skonto bei Zahlung innerhalb von 10 Tagen", "（10日以内のお支払いで2%割引）", false, false)},

	// A one-off price is said to be paid in instalments.
	// de: Rechnungsbetrag 1.249,90 € → 1.249,90 €, zahlbar in drei Monatsraten
	// ja: 合計（税抜）：53,900円 → 53,900円（3回の分割払い）
	{"b37b_price_split_into_instalments", "longest", ho37bAfterPrice(
		", zahlbar in drei Monatsraten", "（3回の分割払い）", true, false)},

	// A deposit nobody asked for is demanded on a letter's price.
	// de: bei 1.850,00 € → bei 1.850,00 €, davon 30 % als Anzahlung bei Auftragserteilung
	// ja: 合計38,500円（税込） → …（うち3割をご注文時に前金としてお支払いください）
	{"b37b_deposit_demanded", "longest", ho37bAfterPrice(
		", davon 30 % als Anzahlung bei Auftragserteilung", "（うち3割をご注文時に前金としてお支払いください）", true, true)},

	// The payment deadline is made immediate (JSON: the due date becomes the invoice date).
	// de: Der Rechnungsbetrag bleibt … 1.850,00 €. → … und ist sofort nach Erhalt fällig.
	// ja: お支払い期限は2026年10月30日（金）です。 → お支払いは、本メール到着後ただちにお願いいたします。
	{"b37b_payment_due_made_immediate", "raw", func(lang, s string) string {
		if out := ho37bJSONDueDate(s, func(due time.Time, doc string) time.Time {
			for _, d := range hoISODate.FindAllString(doc, -1) {
				if t, err := time.Parse("2006-01-02", d); err == nil && t.Before(due) {
					return t
				}
			}
			return due
		}); out != s {
			return out
		}
		return ho37bByLang(
			[]ho37bRule{
				ho37bR(`(Der Rechnungsbetrag [^\n]*?)\.(\s|$)`, `${1} und ist sofort nach Erhalt fällig.${2}`),
				ho37bR(`Die Rechnung (senden|schicken) wir`, `Die sofort fällige Rechnung ${1} wir`),
			},
			[]ho37bRule{
				ho37bR(`お支払い期限は[^。\n]*です。`, `お支払いは、本メール到着後ただちにお願いいたします。`),
			})(lang, s)
	}},

	// The payment term is stretched (JSON: the due date becomes the end of next month).
	// de: … bei 1.850,00 €. → …, zahlbar innerhalb von 60 Tagen nach Rechnungsdatum.
	// ja: お支払い期限は2026年10月30日（金）です。 → お支払いは月末締め翌月末払いで結構です。
	{"b37b_payment_term_stretched", "raw", func(lang, s string) string {
		if out := ho37bJSONDueDate(s, func(due time.Time, _ string) time.Time {
			return time.Date(due.Year(), due.Month()+2, 0, 0, 0, 0, 0, time.UTC)
		}); out != s {
			return out
		}
		return ho37bByLang(
			[]ho37bRule{
				ho37bR(`(Der Rechnungsbetrag [^\n]*?)\.(\s|$)`, `${1}, zahlbar innerhalb von 60 Tagen nach Rechnungsdatum.${2}`),
				ho37bR(`Die Rechnung (senden|schicken) wir`, `Die Rechnung, zahlbar innerhalb von 60 Tagen, ${1} wir`),
			},
			[]ho37bRule{
				ho37bR(`お支払い期限は[^。\n]*です。`, `お支払いは月末締め翌月末払いで結構です。`),
			})(lang, s)
	}},

	// The payment method or channel is another one.
	// de: Rechnungsbetrag → Nachnahmebetrag; Überweisung → Lastschrift
	// ja: "payment": "クレジットカード" → "代金引換"; お支払い期限は → 口座振替日は
	{"b37b_payment_method_swapped", "first", ho37bByLang(
		[]ho37bRule{
			ho37bR(`^Kreditkarte$`, `Nachnahme`),
			ho37bR(`Überweisung`, `Lastschrift`),
			ho37bR(`Lastschrift`, `Überweisung`),
			ho37bR(`Vorkasse`, `Rechnung`),
			ho37bR(`Rechnungsbetrag`, `Nachnahmebetrag`),
		},
		[]ho37bRule{
			ho37bR(`クレジットカード`, `代金引換`),
			ho37bR(`銀行振込`, `口座振替`),
			ho37bR(`代金引換|代引き`, `銀行振込`),
			ho37bR(`口座振替`, `銀行振込`),
			ho37bR(`お支払い期限は`, `口座振替日は`),
		})},

	// A price or total is said to be after a discount that was never given.
	// de: (Schaltschrankzubehör, 3.912,50 €) → (…, 3.912,50 € nach Abzug von 5 % Rabatt)
	// ja: 合計38,500円 → 割引適用後の合計38,500円; 固定価格は → 割引適用後の固定価格は
	{"b37b_price_said_after_discount", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho37bRules(s, []ho37bRule{
				ho37bR(`(合計|固定価格|価格|金額|請求額)((?:（[^）]*）)?[はが：:]?約?\d)`, `割引適用後の${1}${2}`),
			})
		}
		return ho37bAfterPrice(" nach Abzug von 5 % Rabatt", "", false, false)(lang, s)
	}},

	// The total or invoice amount is relabelled as the remaining balance.
	// de: Rechnungsbetrag 1.249,90 € → Restbetrag 1.249,90 €
	// ja: 合計38,500円 → 残額38,500円
	{"b37b_total_relabelled_remaining_balance", "longest", ho37bByLang(
		[]ho37bRule{
			ho37bR(`Rechnungsbetrag`, `Restbetrag`),
			ho37bR(`Gesamtbetrag`, `Restbetrag`),
			ho37bR(`Gesamtpreis`, `Restbetrag`),
		},
		[]ho37bRule{
			ho37bR(`合計((?:（[^）]*）)?[はが：:]?約?\d)`, `残額${1}`),
			ho37bR(`ご請求額は`, `残額は`),
		})},

	// An amount still to be paid is told as already settled.
	// de: Der Rechnungsbetrag bleibt … → Der bereits beglichene Rechnungsbetrag bleibt …
	// ja: お支払い期限は10月30日（金）です。 → お支払いは既にいただいておりますので、10月30日（金）までのお手続きは不要です。
	{"b37b_open_amount_told_as_settled", "longest", ho37bByLang(
		[]ho37bRule{
			ho37bR(`\b(Der|der) Rechnungsbetrag`, `${1} bereits beglichene Rechnungsbetrag`),
			ho37bR(`Die Rechnung (senden|schicken) wir`, `Die Quittung über den bereits bezahlten Betrag ${1} wir`),
		},
		[]ho37bRule{
			ho37bR(`お支払い期限は([^。\n]*?)です。`, `お支払いは既にいただいておりますので、${1}までのお手続きは不要です。`),
			ho37bR(`(固定価格|価格|代金)は([^。\n]*?)です。`, `${1}は${2}で、既にお支払いいただいております。`),
		})},

	// A late-payment penalty is threatened in a letter about a price or invoice.
	// de: … an Ihre Rechnungsanschrift: …. → … Bei Zahlungsverzug berechnen wir Verzugszinsen …
	// ja: お支払い期限は…です。 → …です。お支払いが遅れた場合は、年14.6%の遅延損害金を申し受けます。
	{"b37b_late_payment_penalty_threatened", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho37bAfterSentence(regexp.MustCompile(`お支払い期限|価格は|金額は|代金は`), lang, s,
				"お支払いが遅れた場合は、年14.6%の遅延損害金を申し受けます。", true)
		}
		return ho37bAfterSentence(regexp.MustCompile(`Rechnung`), lang, s,
			"Bei Zahlungsverzug berechnen wir Verzugszinsen von 9 Prozentpunkten über dem Basiszinssatz.", true)
	}},

	// A fee for a late cancellation or change (or an early termination) is invented.
	// de: … spätestens 24 Stunden vorher ab. → …; bei späterer Absage berechnen wir eine Ausfallgebühr von 50 €.
	// ja: 前日の17時までにご連絡ください。 → …。それ以降のご変更にはキャンセル料3,300円を申し受けます。
	{"b37b_cancellation_fee_invented", "strings", ho37bByLang(
		[]ho37bRule{
			ho37bR(`(spätestens [^.\n]*? (?:vorher|vorab|im Voraus) (?:ab|abzusagen))\.`, `${1}; bei späterer Absage berechnen wir eine Ausfallgebühr von 50 €.`),
			ho37bR(`(kostenlos|kostenfrei) (stornieren|absagen)`, `gegen eine Gebühr von 50 € ${2}`),
		},
		[]ho37bRule{
			ho37bR(`((?:前日|前々日|\d+日前|\d+時間前)[^。\n]*?ご連絡(?:ください|くださいますようお願いいたします|をお願いいたします))。`, `${1}。それ以降のご変更にはキャンセル料3,300円を申し受けます。`),
			ho37bR(`途中解約はできません`, `途中解約には違約金が発生します`),
		})},

	// A lump sum or one-off extra cost is told as a weekly rate.
	// de: 2.400,00 € Bereitschaftspauschale für … → … Bereitschaftspauschale pro Woche für …
	// ja: 追加費用は約1,400万円 → 追加費用は1週間あたり約1,400万円
	{"b37b_lump_sum_made_weekly_rate", "longest", ho37bByLang(
		[]ho37bRule{
			ho37bR(`(\p{L}*[Pp]auschale)( für| von)`, `${1} pro Woche${2}`),
			ho37bR(`(Mehrkosten (?:von|in Höhe von) \d{1,3}(?:\.\d{3})*,\d{2} €)`, `${1} pro Woche`),
		},
		[]ho37bRule{
			ho37bR(`(追加費用|追加料金|費用)は(約?\d)`, `${1}は1週間あたり${2}`),
		})},

	// Costs still to be approved (or only invoiced) are told as already paid.
	// de: Mehrkosten …, die der Ausschuss freigegeben hat → …, die der Ausschuss bereits bezahlt hat
	// ja: 予備費から支出する → 予備費から支出済みである
	{"b37b_cost_approval_told_as_paid", "longest", ho37bByLang(
		[]ho37bRule{
			ho37bR(`, die (der|die|das) (\p{L}+) freigegeben hat`, `, die ${1} ${2} bereits bezahlt hat`),
			ho37bR(`die Mehrkosten (.*?) freizugeben`, `die bereits bezahlten Mehrkosten ${1} nachträglich freizugeben`),
		},
		[]ho37bRule{
			ho37bR(`(から|で)支出する`, `${1}支出済みである`),
			ho37bR(`(費用|支出)の承認を求めている`, `${1}を支払い済みと報告している`),
		})},

	// A shipping or call-out charge waiver nobody authorised is promised.
	// de: Die Lieferung erfolgt am … → Die für Sie versandkostenfreie Lieferung erfolgt am …
	// ja: 新しいお届け予定日は10月21日（水）です。 → …。なお、今回の送料は弊社にて負担いたします。
	{"b37b_delivery_charge_waiver_invented", "longest", func(lang, s string) string {
		if lang == "ja" {
			if out := ho37bAfterSentence(regexp.MustCompile(`お届け予定日`), lang, s, "なお、今回の送料は弊社にて負担いたします。", false); out != s {
				return out
			}
			return ho37bRules(s, []ho37bRule{ho37bR(`出張修理`, `出張費無料の出張修理`)})
		}
		return ho37bRules(s, []ho37bRule{
			ho37bR(`Die Lieferung erfolgt`, `Die für Sie versandkostenfreie Lieferung erfolgt`),
			ho37bR(`der Versand `, `der für Sie kostenfreie Versand `),
		})
	}},

	// A cost the sender bears is to be advanced by the customer and reimbursed later.
	// de: für Sie entstehen dabei keine Kosten → das Porto legen Sie bitte aus, wir erstatten es Ihnen anschließend
	// ja: 初期費用は不要です → 初期費用はいったんお支払いいただき、後日全額返金いたします
	{"b37b_cost_advanced_by_customer", "strings", ho37bByLang(
		[]ho37bRule{
			ho37bR(`für Sie entstehen (?:dabei |hierbei )?keine Kosten`, `das Porto legen Sie bitte aus, wir erstatten es Ihnen anschließend`),
			ho37bR(`Rücksendung ist (?:für Sie )?kosten(?:los|frei)`, `Rücksendung bezahlen Sie bitte vorab, wir erstatten Ihnen das Porto`),
		},
		[]ho37bRule{
			ho37bR(`、[^、。]*返送用伝票でご返送ください`, `、送料をお立て替えのうえご返送ください。送料は後日ご返金いたします`),
			ho37bR(`(\p{Han}{1,4}費用|手数料|送料)は不要です`, `${1}はいったんお支払いいただき、後日全額返金いたします`),
		})},

	// A free item or a fully waived cost is made half price.
	// de: kostenlos eine Ersatzlampe → zum halben Preis eine Ersatzlampe
	// ja: 初期費用は不要です → 初期費用は半額です; 無料アプリ → 半額で購入できるアプリ
	{"b37b_free_made_half_price", "strings", ho37bByLang(
		[]ho37bRule{
			ho37bR(`kosten(?:los|frei) (eine?n?|ein) `, `zum halben Preis ${1} `),
			ho37bR(`die kostenlose (\p{Lu})`, `die zum halben Preis erhältliche ${1}`),
			ho37bR(`für Sie entstehen (?:dabei |hierbei )?keine Kosten`, `für Sie entstehen dabei nur die halben Portokosten`),
		},
		[]ho37bRule{
			ho37bR(`(\p{Han}{1,4}費用|手数料|送料)は不要`, `${1}は半額`),
			ho37bR(`無料(アプリ|サービス|ソフト)`, `半額で購入できる${1}`),
		})},

	// A shipment is made cash on delivery.
	// de: Die Lieferung erfolgt am … → Die Lieferung per Nachnahme erfolgt am …
	// ja: 交換品は10月19日に発送 → 交換品は着払いにて10月19日に発送
	{"b37b_shipment_made_cash_on_delivery", "longest", ho37bByLang(
		[]ho37bRule{
			ho37bR(`Die Lieferung erfolgt`, `Die Lieferung per Nachnahme erfolgt`),
			ho37bR(`kosten(?:los|frei) (eine?n? (?:Ersatz|Austausch))`, `per Nachnahme ${1}`),
			ho37bR(`der Versand `, `der Versand per Nachnahme `),
		},
		[]ho37bRule{
			ho37bR(`(交換品|代替品|商品|ご注文品)は((?:\d{1,2}月\d{1,2}日に)?)(発送|お届け)`, `${1}は着払いにて${2}${3}`),
			ho37bR(`(お届けいたします|発送いたします)`, `代金引換にて${1}`),
		})},

	// A service covered by the sender (or a landlord, an insurer) is made self-pay.
	// de: Bitte bringen Sie Ihre Versichertenkarte mit. → …; die Kosten der Untersuchung tragen Sie selbst.
	// ja: 出張修理について → 有償の出張修理について
	{"b37b_service_made_self_pay", "longest", ho37bByLang(
		[]ho37bRule{
			ho37bR(`(Versichertenkarte mit)\.`, `${1}; die Kosten der Untersuchung tragen Sie selbst.`),
			ho37bR(`(ein (?:Installateur|Handwerker|Techniker|Monteur)) kommt`, `${1} auf Kosten des Mieters kommt`),
		},
		[]ho37bRule{
			ho37bR(`の(出張修理|修理|点検)について`, `の有償の${1}について`),
		})},

	// The support contact is made a paid hotline.
	// de: an unseren Kundendienst → an unsere kostenpflichtige Service-Hotline (1,99 € pro Minute)
	// ja: サポート窓口までお問い合わせください → 有料サポート窓口（1件につき550円）までお問い合わせください
	{"b37b_support_made_paid_hotline", "longest", ho37bByLang(
		[]ho37bRule{
			ho37bR(`an unseren (?:Kundendienst|Kundenservice|Support)`, `an unsere kostenpflichtige Service-Hotline (1,99 € pro Minute)`),
			ho37bR(`Bei Fragen (?:sind wir gern für Sie da|stehen wir Ihnen gern zur Verfügung)\.`, `Bei Fragen erreichen Sie unsere kostenpflichtige Service-Hotline (1,99 € pro Minute).`),
		},
		[]ho37bRule{
			ho37bR(`(?:サポート窓口|お問い合わせ窓口)まで`, `有料サポート窓口（1件につき550円）まで`),
			ho37bR(`お気軽にお問い合わせください`, `有料サポート窓口（1件につき550円）までお問い合わせください`),
		})},

	// The payee is a partner or reseller, not the sender.
	// de: Der Rechnungsbetrag bleibt … → Der an unseren Vertriebspartner zu zahlende Rechnungsbetrag bleibt …
	// ja: お支払い期限は → 販売代理店へのお支払い期限は
	{"b37b_payee_made_partner", "longest", ho37bByLang(
		[]ho37bRule{
			ho37bR(`\b(Der|der) Rechnungsbetrag`, `${1} an unseren Vertriebspartner zu zahlende Rechnungsbetrag`),
			ho37bR(`Die Rechnung (senden|schicken) wir`, `Die Rechnung unseres Vertriebspartners, an den Sie bitte zahlen, ${1} wir`),
		},
		[]ho37bRule{
			ho37bR(`お支払い期限は`, `販売代理店へのお支払い期限は`),
			ho37bR(`(固定価格|価格|代金)は`, `販売代理店にお支払いいただく${1}は`),
		})},

	// The amount is said to be offset against a credit instead of paid or given.
	// de: Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €. → …; er wird mit Ihrem Guthaben verrechnet.
	// ja: 500円分のクーポンをお送りいたします → 500円を次回のご請求から差し引かせていただきます
	{"b37b_amount_offset_against_credit", "longest", ho37bByLang(
		[]ho37bRule{
			ho37bR(`(Der Rechnungsbetrag [^\n]*?)\.(\s|$)`, `${1}; er wird mit Ihrem Guthaben bei uns verrechnet.${2}`),
			ho37bR(`Die Rechnung (senden|schicken) wir`, `Den Betrag verrechnen wir mit Ihrem Guthaben; die Rechnung ${1} wir`),
		},
		[]ho37bRule{
			ho37bR(`次回のお買い物でご利用いただける(\d[\d,]*円)分のクーポンをお送りいたします`, `${1}を次回のご請求から差し引かせていただきます`),
			ho37bR(`(\d[\d,]*円)分のクーポンをお送りいたします`, `${1}を次回のご請求から差し引かせていただきます`),
			ho37bR(`お支払い期限は([^。\n]*?)です。`, `今回のご請求額はお預かりしている前受金と相殺いたしますので、${1}までのお支払いは不要です。`),
			ho37bR(`(固定価格|価格)は([^。\n]*?)です。`, `${1}は${2}で、前回の前払い金と相殺いたします。`),
		})},

	// The return label enclosed for free is made a paid one.
	// de: mit dem beiliegenden Rücksendeetikett → mit einem kostenpflichtigen Rücksendeetikett (4,90 €)
	// ja: 交換品に同梱の返送用伝票 → 有料（550円）の返送用伝票
	{"b37b_return_label_made_chargeable", "strings", ho37bByLang(
		[]ho37bRule{
			ho37bR(`mit (?:dem|einem) beiliegenden Rücksendeetikett`, `mit einem kostenpflichtigen Rücksendeetikett (4,90 €)`),
			ho37bR(`(?:das|dem|ein|einem) Rücksendeetikett`, `ein kostenpflichtiges Rücksendeetikett (4,90 €)`),
		},
		[]ho37bRule{
			ho37bR(`(?:[\p{Han}\p{Katakana}ー]+に)?同梱の返送用伝票`, `有料（550円）の返送用伝票`),
			ho37bR(`返送用伝票`, `有料（550円）の返送用伝票`),
		})},

	// A money-back guarantee nobody offered is attached to a price.
	// de: bei 1.850,00 € → bei 1.850,00 €, mit 30 Tagen Geld-zurück-Garantie
	// ja: 合計（税抜）：53,900円 → 53,900円（30日間の全額返金保証付き）
	{"b37b_money_back_guarantee_invented", "longest", ho37bAfterPrice(
		", mit 30 Tagen Geld-zurück-Garantie", "（30日間の全額返金保証付き）", true, false)},
}
