package grade

// Blind batch 90b: contract and obligation semantics, as a contract manager and a
// customer's in-house lawyer found them while reviewing answers of a misconfigured
// or quantized model about orders, terms, appointments and duties. The words of the
// golden mostly stay, but the legal meaning moves: who is obliged and who is
// entitled, who bears a cost or a fault, a notice period changed in kind, an
// exclusion lifted, a fixed price made provisional, a warranty remedy or term
// changed, a due date collapsed onto the document date, a request recast as a
// commitment of the one who asked.

import (
	"regexp"
	"strings"
)

// b90bPairs replaces the first occurrence of the first pair's old text that s
// contains; s unchanged when none does.
func b90bPairs(s string, pairs [][2]string) string {
	for _, p := range pairs {
		if strings.Contains(s, p[0]) {
			return strings.Replace(s, p[0], p[1], 1)
		}
	}
	return s
}

// b90bRegexes applies the first regex (with its template) that matches s, to its
// first match only.
func b90bRegexes(s string, res []*regexp.Regexp, tpls []string) string {
	for i, re := range res {
		loc := re.FindStringSubmatchIndex(s)
		if loc == nil {
			continue
		}
		var out []byte
		out = re.ExpandString(out, tpls[i], s, loc)
		return s[:loc[0]] + string(out) + s[loc[1]:]
	}
	return s
}

var (
	b90bDeNoticeHours = regexp.MustCompile(`spätestens (\d+) Stunden vorher`)
	b90bJaNoticeEve   = regexp.MustCompile(`前日の(\d{1,2})時までに`)
	b90bJaFixedPrice  = regexp.MustCompile(`固定価格は([^。]+)です。`)
	b90bDeUnchanged   = regexp.MustCompile(`Der Rechnungsbetrag bleibt unverändert bei (\d[\d.]*,\d\d €)\.`)
	b90bJaTotalFinal  = regexp.MustCompile(`合計([\d,]+円(?:（税込）)?)となります。`)
	b90bJaTotalNet    = regexp.MustCompile(`合計（税抜）：`)
	b90bDeOrderAmount = regexp.MustCompile(`\(([^,()]+), (\d[\d.]*,\d\d €)\)`)
	b90bDeWarrantyCol = regexp.MustCompile(`\| (\d+) Jahre \|`)
	b90bDeWarrantyTxt = regexp.MustCompile(`(\d+) (?:Jahren|Jahre) Garantie`)
	b90bJSONDue       = regexp.MustCompile(`("faellig_am":\s*")(\d{4}-\d{2}-\d{2})(")`)
	b90bJSONInvDate   = regexp.MustCompile(`"rechnungsdatum":\s*"(\d{4}-\d{2}-\d{2})"`)
	b90bJaPayDue      = regexp.MustCompile(`お支払い期限は[^。]+です。`)
)

var heldOutBatch90b = []heldOutKind{
	// b90b_own_undertaking_made_readers_duty: a step the writer promises to do is
	// turned into a duty of the reader, so the customer now has to do what the
	// company owed. A model that loses track of the sender/addressee roles in a
	// letter writes the humble own-act as a request.
	// de: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu." →
	// "Bitte senden Sie uns am 20.10.2026 kostenlos eine Ersatzlampe zu."
	// ja: "請求書INV-88213の金額についてご説明いたします。" →
	// "請求書INV-88213の金額についてご説明ください。"
	{"b90b_own_undertaking_made_readers_duty", "first", func(lang, s string) string {
		if lang == "de" {
			return b90bPairs(s, [][2]string{
				{"Wir senden Ihnen am", "Bitte senden Sie uns am"},
				{"hiermit bestätigen wir Ihren", "bitte bestätigen Sie uns Ihren"},
			})
		}
		return b90bPairs(s, [][2]string{
			{"作業員が訪問の30分前にお電話いたします", "訪問の30分前までに、お客様から作業員へお電話ください"},
			{"クーポンをお送りいたします", "クーポンをお申し込みください"},
			{"についてご説明いたします", "についてご説明ください"},
			{"）をお送りいたします。", "）をお送りください。"},
			{"担当の西村が調査し、", "髙橋様ご自身で調査し、"},
		})
	}},
	// b90b_readers_duty_taken_over_by_writer: the reverse: a duty the reader has
	// (to cancel in time, to send the defect item back, to get in touch) is told as
	// something the company will do, so the customer thinks nothing is asked of him.
	// de: "Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte
	// spätestens 24 Stunden vorher ab." → "Falls wir den Termin nicht wahrnehmen
	// können, sagen wir ihn spätestens 24 Stunden vorher ab."
	// ja: "破損品は、交換品に同梱の返送用伝票でご返送ください。" →
	// "破損品は、交換品のお届けの際に配送業者が回収いたします。"
	{"b90b_readers_duty_taken_over_by_writer", "longest", func(lang, s string) string {
		if lang == "de" {
			return b90bPairs(s, [][2]string{
				{"Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte", "Falls wir den Termin nicht wahrnehmen können, sagen wir ihn"},
				{"Bitte schicken Sie die defekte Lampe mit dem beiliegenden Rücksendeetikett an uns zurück;", "Die defekte Lampe holen wir bei Ihnen ab;"},
				{"Hilft das alles nicht, wenden Sie sich bitte an unseren Kundendienst.", "Hilft das alles nicht, meldet sich unser Kundendienst automatisch bei Ihnen."},
			})
		}
		return b90bPairs(s, [][2]string{
			{"日程の変更をご希望の場合は、前日の17時までにご連絡くださいますようお願いいたします。", "日程の変更が必要な場合は、前日の17時までに当社からご連絡いたします。"},
			{"破損品は、交換品に同梱の返送用伝票でご返送ください。", "破損品は、交換品のお届けの際に配送業者が回収いたします。"},
			{"2026年10月30日までに、お見積もりへのご承認をお願いいたします。", "2026年10月30日までに、当方でお見積もりを確定いたします。"},
			{"お手数ですがサポート窓口までお問い合わせください。", "サポート窓口からお客様へご連絡いたします。"},
		})
	}},
	// b90b_cancellation_notice_made_working_days: the notice period for cancelling or
	// rescheduling changes in kind, from hours or the day before to several working
	// days, so a customer who cancels in time under the golden is late under this.
	// de: "sagen Sie ihn bitte spätestens 24 Stunden vorher ab" →
	// "sagen Sie ihn bitte spätestens 3 Werktage vorher ab"
	// ja: "前日の17時までにご連絡くださいますよう" → "3営業日前の17時までにご連絡くださいますよう"
	{"b90b_cancellation_notice_made_working_days", "raw", func(lang, s string) string {
		if lang == "de" {
			return b90bRegexes(s, []*regexp.Regexp{b90bDeNoticeHours}, []string{"spätestens 3 Werktage vorher"})
		}
		return b90bRegexes(s, []*regexp.Regexp{b90bJaNoticeEve}, []string{"3営業日前の${1}時までに"})
	}},
	// b90b_stated_exclusion_lifted: an exclusion the golden states (no early
	// termination, no earlier test date, no weekend delivery, no 5-GHz network) is
	// told as allowed, so the customer relies on a right he does not have.
	// de: "dass wir nur werktags und nicht am Wochenende zustellen" →
	// "dass wir werktags und auf Wunsch auch am Wochenende zustellen"
	// ja: "契約期間中の途中解約はできません。" → "契約期間中の途中解約も可能です。"
	{"b90b_stated_exclusion_lifted", "first", func(lang, s string) string {
		if lang == "de" {
			return b90bPairs(s, [][2]string{
				{"nur werktags und nicht am Wochenende zustellen", "werktags und auf Wunsch auch am Wochenende zustellen"},
				{"werden von der Nordwärme L9 nicht unterstützt", "werden von der Nordwärme L9 ebenfalls unterstützt"},
			})
		}
		return b90bPairs(s, [][2]string{
			{"途中解約はできません。", "途中解約も可能です。"},
			{"当方の試験台はそれまで予約で埋まっており、誠に残念ながら、それより早い実施はできません。", "当方の試験台はそれまで予約で埋まっておりますが、ご希望があればそれより早い実施も可能です。"},
			{"じゅうたんや畳の上では正しく測定できないことがありますので", "じゅうたんや畳の上でも正しく測定できますが"},
		})
	}},
	// b90b_cost_bearer_moved_to_other_party: who bears a cost moves: a waived fee
	// becomes the customer's, extra costs paid from the own reserve are put on the
	// contractor, a free return is charged to the customer.
	// de: "für Sie entstehen dabei keine Kosten" → "die Portokosten tragen dabei Sie"
	// ja: "追加費用は約1,400万円で、予備費から支出する。" →
	// "追加費用は約1,400万円で、ソラノ物流の負担とする。"
	{"b90b_cost_bearer_moved_to_other_party", "first", func(lang, s string) string {
		if lang == "de" {
			return b90bPairs(s, [][2]string{
				{"für Sie entstehen dabei keine Kosten", "die Portokosten tragen dabei Sie"},
				{"die der Ausschuss freigegeben hat", "die laut Ausschuss der Auftragnehmer selbst tragen muss"},
				{"- Mehrkosten: 18.750,00 €", "- Mehrkosten (von Wärmetechnik Förster zu tragen): 18.750,00 €"},
			})
		}
		return b90bPairs(s, [][2]string{
			{"初期費用は不要です。", "初期費用はお客様のご負担となります。"},
			{"予備費から支出する", "ソラノ物流の負担とする"},
		})
	}},
	// b90b_remedy_replacement_and_repair_swapped: the remedy under the warranty
	// changes: a replacement becomes a repair or the reverse, which is a different
	// claim (Nacherfüllung durch Nachlieferung vs. Nachbesserung, 交換 vs 修理).
	// de: "Gewünscht ist keine Reparatur, sondern ein Austauschgerät" →
	// "Gewünscht ist kein Austauschgerät, sondern eine Reparatur"
	// ja: "交換品は10月19日に発送いたしますので" → "修理後の商品は10月19日に発送いたしますので"
	{"b90b_remedy_replacement_and_repair_swapped", "longest", func(lang, s string) string {
		if lang == "de" {
			return b90bPairs(s, [][2]string{
				{"Gewünscht ist keine Reparatur, sondern ein Austauschgerät", "Gewünscht ist kein Austauschgerät, sondern eine Reparatur"},
				{"Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.", "Wir reparieren Ihre Lampe kostenlos; sie ist am 20.10.2026 wieder bei Ihnen."},
			})
		}
		return b90bPairs(s, [][2]string{
			{"交換品は10月19日に発送いたしますので", "修理後の商品は10月19日に発送いたしますので"},
			{"の出張修理について", "の製品交換について"},
		})
	}},
	// b90b_fixed_price_made_provisional: a fixed or final price is told as an
	// estimate that may still change, so the price commitment is gone.
	// de: "Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €." →
	// "Der Rechnungsbetrag von 1.850,00 € kann sich dadurch noch ändern."
	// ja: "固定価格は1,480ユーロ（税別）です。" →
	// "概算価格は1,480ユーロ（税別）で、実際の工数により変動する場合があります。"
	{"b90b_fixed_price_made_provisional", "raw", func(lang, s string) string {
		if lang == "de" {
			return b90bRegexes(s, []*regexp.Regexp{b90bDeUnchanged, b90bDeOrderAmount},
				[]string{"Der Rechnungsbetrag von $1 kann sich dadurch noch ändern.", "($1, vorläufig $2)"})
		}
		return b90bRegexes(s, []*regexp.Regexp{b90bJaFixedPrice, b90bJaTotalFinal, b90bJaTotalNet},
			[]string{"概算価格は${1}で、実際の工数により変動する場合があります。", "合計${1}となる見込みです（確定額は後日ご案内します）。", "合計（税抜・概算、変動あり）："})
	}},
	// b90b_buyer_seller_side_flipped: a possessive or agent that says which side
	// ordered, added or sent something is flipped between buyer and seller, so the
	// wrong party has ordered, caused the charge or owns the booked resource.
	// de: "der von Ihnen bestellten Teile" → "der von uns bei Ihnen bestellten Teile"
	// ja: "9月20日にユーザーを1名追加していただいたため" → "9月20日に弊社でユーザーを1名追加したため"
	{"b90b_buyer_seller_side_flipped", "longest", func(lang, s string) string {
		if lang == "de" {
			return b90bPairs(s, [][2]string{
				{"der von Ihnen bestellten Teile", "der von uns bei Ihnen bestellten Teile"},
			})
		}
		return b90bPairs(s, [][2]string{
			{"ユーザーを1名追加していただいたため", "弊社でユーザーを1名追加したため"},
			{"当方の試験台", "貴社の試験台"},
			{"お送りいただいた写真", "弊社からお送りした写真"},
		})
	}},
	// b90b_delay_cause_moved_into_customers_sphere: the cause of a delay is moved
	// from the seller's own sphere into the customer's (or the client's supply), which
	// shifts liability for the delay to the customer.
	// de: "Aufgrund des Fertigungsablaufs verschiebt sich" →
	// "Aufgrund Ihrer nachträglichen Änderungswünsche verschiebt sich"
	// ja: "配送センターでの作業遅延により発送が遅れております" →
	// "お客様のご住所確認に時間を要したため発送が遅れております"
	{"b90b_delay_cause_moved_into_customers_sphere", "raw", func(lang, s string) string {
		if lang == "de" {
			return b90bPairs(s, [][2]string{
				{"Aufgrund des Fertigungsablaufs", "Aufgrund Ihrer nachträglichen Änderungswünsche"},
				{"Weil die nötigen Stahlträger für das Dach erst am 28.10.2026 geliefert werden", "Weil der Auftraggeber die nötigen Stahlträger für das Dach erst am 28.10.2026 beistellt"},
			})
		}
		return b90bPairs(s, [][2]string{
			{"配送センターでの作業遅延により", "お客様のご住所確認に時間を要したため"},
		})
	}},
	// b90b_warranty_term_years_made_months: the guarantee period keeps its number
	// but is given in months instead of years, in the offer table and in the
	// recommendation that rests on it.
	// de: "| Kühltechnik Straßburger GmbH | 14.890,00 € | 6 Wochen | 5 Jahre |" →
	// "| Kühltechnik Straßburger GmbH | 14.890,00 € | 6 Wochen | 5 Monate |"
	// ja: no ja golden states a warranty term; a ja answer "保証期間は3年です" would read
	// "保証期間は3か月です" (the kind leaves ja unchanged).
	{"b90b_warranty_term_years_made_months", "raw", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		s2 := b90bDeWarrantyCol.ReplaceAllString(s, "| $1 Monate |")
		return b90bDeWarrantyTxt.ReplaceAllStringFunc(s2, func(m string) string {
			m = strings.Replace(m, "Jahren", "Monaten", 1)
			return strings.Replace(m, "Jahre", "Monate", 1)
		})
	}},
	// b90b_payment_due_collapsed_onto_invoice_date: the payment term is lost: the
	// due date becomes the invoice date, so payment is due at once (or overdue).
	// de (JSON): "faellig_am": "2026-11-04" → "faellig_am": "2026-10-21"
	// ja: "お支払い期限は2026年10月30日（金）です。" → "お支払い期限は請求書の発行日（即日）です。"
	{"b90b_payment_due_collapsed_onto_invoice_date", "raw", func(lang, s string) string {
		if m := b90bJSONInvDate.FindStringSubmatch(s); m != nil && b90bJSONDue.MatchString(s) {
			return b90bJSONDue.ReplaceAllString(s, "${1}"+m[1]+"${3}")
		}
		if lang == "ja" {
			return b90bJaPayDue.ReplaceAllString(s, "お支払い期限は請求書の発行日（即日）です。")
		}
		return s
	}},
	// b90b_request_recast_as_requesters_commitment: in a summary, what a party asks
	// for is told as what that party has undertaken to do itself, so the obligation
	// lands on the one who asked and the real request is lost.
	// de: "Sie bittet darum, dass noch am selben Tag ein Installateur kommt." →
	// "Sie hat zugesagt, noch am selben Tag selbst einen Installateur zu beauftragen."
	// ja: "10月20日の経営会議で、延期と予備費支出の承認を求めている。" →
	// "10月20日の経営会議で、延期と予備費支出を自ら承認するとしている。"
	{"b90b_request_recast_as_requesters_commitment", "first", func(lang, s string) string {
		if lang == "de" {
			return b90bPairs(s, [][2]string{
				{"Sie bittet darum, dass noch am selben Tag ein Installateur kommt.", "Sie hat zugesagt, noch am selben Tag selbst einen Installateur zu beauftragen."},
				{"Herr Strauß bittet, die Mehrkosten und den neuen Termin", "Herr Strauß verpflichtet sich, die Mehrkosten und den neuen Termin"},
				{"Frau Köhler bittet um ein Rücksendeetikett.", "Frau Köhler stellt selbst ein Rücksendeetikett bereit."},
			})
		}
		return b90bPairs(s, [][2]string{
			{"延期と予備費支出の承認を求めている。", "延期と予備費支出を自ら承認するとしている。"},
			{"までの交換品到着を希望。", "までに交換品を自ら引き取りに来ると申し出。"},
		})
	}},
	// b90b_warranty_remedy_recast_as_goodwill: a replacement owed under the warranty
	// is told as a one-off goodwill gesture without acknowledging any legal duty, which
	// a lawyer reads as denying the customer's claim.
	// de: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu." →
	// "Wir senden Ihnen am 20.10.2026 aus Kulanz und ohne Anerkennung einer
	// Rechtspflicht kostenlos eine Ersatzlampe zu."
	// ja: "交換品は10月19日に発送いたしますので" →
	// "法的な義務はございませんが、今回に限り特別に交換品を10月19日に発送いたしますので"
	{"b90b_warranty_remedy_recast_as_goodwill", "longest", func(lang, s string) string {
		if lang == "de" {
			return b90bPairs(s, [][2]string{
				{"kostenlos eine Ersatzlampe zu", "aus Kulanz und ohne Anerkennung einer Rechtspflicht kostenlos eine Ersatzlampe zu"},
				{"Gern liefern wir Ihre Bestellung", "Ausnahmsweise und ohne Anspruch für künftige Bestellungen liefern wir Ihre Bestellung"},
			})
		}
		return b90bPairs(s, [][2]string{
			{"交換品は10月19日に発送いたしますので", "法的な義務はございませんが、今回に限り特別に交換品を10月19日に発送いたしますので"},
			{"の出張修理について", "の出張修理（保証対象外のため今回限りの特別対応）について"},
		})
	}},
}
