package grade

// Blind batch 60a: consequences and obligations between the parties, turned at one
// place while the facts of the case stay. Each kind moves a cost, a duty, a risk or a
// right from one party to the other, or attaches a consequence nobody stated: a help
// offer routed to a paid hotline, a missed return or late cancellation billed to the
// reader, a missed approval or call that makes the slot lapse, a replacement turned
// into a shop voucher, an apology for our fault turned into regret for the reader's
// feelings, an absence at delivery made a paid redelivery, a customer's wish backed
// by an invented withdrawal threat, an enclosed item made the reader's purchase, the
// burden of proof for a defect put on the reader, the remedy made our discretion, a
// refusal made a paid option, a fact we owe pushed to the reader's own look-up, the
// answer to an inquiry made chargeable, a firm commitment made a mere possibility,
// our own cause labelled force majeure, and a requester said to bear the cost.

import (
	"strings"
)

// ho60aRules picks the rule list of the answer's language and applies its first match.
func ho60aRules(ja, de []hoRule) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ja)
		}
		if lang == "de" {
			return hoReplaceFirst(s, de)
		}
		return s
	}
}

var (
	ho60aHotlineJa = []hoRule{
		hoR(`サポート窓口までお問い合わせください`, "有料サポートダイヤル（通話料のほか1分あたり30円）までお問い合わせください"),
		hoR(`お気軽にお問い合わせください`, "有料サポートダイヤル（1分あたり30円）までお問い合わせください"),
		hoR(`本メールにご返信ください`, "有料サポートダイヤル（1分あたり30円）までお電話ください"),
	}
	ho60aHotlineDe = []hoRule{
		hoR(`Bei Fragen sind wir gern für Sie da\.`, "Bei Fragen erreichen Sie unsere kostenpflichtige Service-Hotline (1,99 € pro Minute)."),
		hoR(`wenden Sie sich bitte an unseren Kundendienst\.`, "wenden Sie sich bitte an unsere kostenpflichtige Service-Hotline (1,99 € pro Minute)."),
	}

	ho60aBilledJa = []hoRule{
		hoR(`((?:破損品|不良品|故障品)は、[^。"]*ご返送ください)。`, "$1。期日までにご返送がない場合は、交換品の代金を請求させていただきます。"),
		hoR(`(日程の変更をご希望の場合は、[^。]*お願いいたします)。`, "$1。期限を過ぎてからの変更やキャンセルには、出張費を請求させていただきます。"),
	}
	ho60aBilledDe = []hoRule{
		hoR(`(Bitte schicken Sie [^.\n]*? zurück(?:;[^.\n]*)?)\.`, "$1. Geht die Rücksendung nicht innerhalb von 14 Tagen bei uns ein, stellen wir Ihnen den Ersatz in Rechnung."),
		hoR(`(sagen Sie (?:ihn|sie|es) bitte [^.\n]*? ab)\.`, "$1; bei einer späteren Absage stellen wir Ihnen den ausgefallenen Termin in Rechnung."),
	}

	ho60aLapseJa = []hoRule{
		hoR(`(までに、[^。]*ご承認をお願いいたします)。`, "$1。期限までにご承認がない場合、試験台の予約枠は他のお客様に回させていただきます。"),
		hoR(`(承認を求めている)。`, "$1。承認が得られない場合、新センターの契約は白紙に戻るとしている。"),
		hoR(`(訪問の\d+分前にお電話いたします)。`, "$1。お電話がつながらない場合、当日の訪問は取り消しとなります。"),
	}
	ho60aLapseDe = []hoRule{
		hoR(`(bittet, [^.\n]*? bis zum \d{1,2}\.\d{1,2}\.\d{4} freizugeben)\.`, "$1; ohne Freigabe bis dahin verfällt die bewilligte Förderung."),
		hoR(`(Bitte bringen Sie [^.\n]* mit)\.`, "$1; ohne sie verfällt Ihr Termin und wird neu vergeben."),
	}

	ho60aVoucherJa = []hoRule{
		hoR(`交換品は(\d{1,2}月\d{1,2}日)に発送予定`, "交換品の代わりに購入代金分のポイントを${1}に付与予定"),
		hoR(`交換品は(\d{1,2}月\d{1,2}日)に発送いたします`, "交換品の代わりに購入代金分のポイントを${1}に付与いたします"),
	}
	ho60aVoucherDe = []hoRule{
		hoR(`(Wir senden Ihnen (?:am \S+ )?)kostenlos (?:eine|einen|ein) Ersatz\p{L}*( zu)\.`, "${1}einen Warengutschein in Höhe des Kaufpreises${2}."),
		hoR(`sondern ein Austauschgerät`, "sondern ein Einkaufsgutschein über den Kaufpreis"),
	}

	ho60aRegretJa = []hoRule{
		hoR(`お待たせしてしまい、誠に申し訳ございません`, "お待ちいただくことでご不快に感じられたのであれば、申し訳ございません"),
		hoR(`ご迷惑をおかけし、誠に申し訳ございません`, "ご不便を感じられたとのことで、残念に存じます"),
	}
	ho60aRegretDe = []hoRule{
		hoR(`es tut uns leid, dass `, "es tut uns leid, wenn Sie den Eindruck haben, dass "),
		hoR(`Wir bitten Sie, (die [^.\n]*?) zu entschuldigen\.`, "Wir bedauern, falls Sie sich durch $1 gestört fühlen."),
	}

	ho60aRedeliveryJa = []hoRule{
		hoR(`(新しいお届け予定日は[^。]*です)。`, "$1。ご不在の場合、再配達は有料（1,100円）となります。"),
		hoR(`(までにお届けできる見込みです)。`, "$1。ご不在による再配達は有料となりますのでご注意ください。"),
		hoR(`(訪問日時を下記のとおり確定いたしました)。`, "$1。ご不在の場合も、出張費はご負担いただきます。"),
	}
	ho60aRedeliveryDe = []hoRule{
		hoR(`(Die Lieferung erfolgt am (?:[^.\n]|\.\d)*?\d{1,2} Uhr)\.`, "$1. Ist bei der Anlieferung niemand anzutreffen, berechnen wir die erneute Zustellung gesondert."),
		hoR(`(Wir senden Ihnen (?:[^.\n]|\.\d)*? zu)\.`, "$1. Nehmen Sie die Sendung nicht an, tragen Sie die Kosten der erneuten Zustellung."),
	}

	ho60aThreatJa = []hoRule{
		hoR(`(までの[^。"]*を希望)。`, "$1。間に合わない場合は注文を取り消して返金を求めるとのこと。"),
		hoR(`(様は[^。]*心配されている)。`, "$1。間に合わない場合は契約を解除するとのこと。"),
	}
	ho60aThreatDe = []hoRule{
		hoR(`(Gewünscht ist [^.\n]*? bis spätestens \d{1,2}\.\d{1,2}\.\d{4})\.`, "$1; andernfalls will sie vom Kauf zurücktreten."),
		hoR(`(Sie bittet darum, dass [^.\n]*?)\.`, "$1; andernfalls beauftragt sie selbst einen Notdienst und stellt uns die Kosten in Rechnung."),
	}

	ho60aPurchaseJa = []hoRule{
		hoR(`付属の(コイン形電池|電池)`, "別売りの$1"),
		hoR(`交換品に同梱の返送用伝票で`, "お客様ご自身で手配された元払いの伝票で"),
	}
	ho60aPurchaseDe = []hoRule{
		hoR(`mit dem beiliegenden Rücksendeetikett`, "mit einem selbst frankierten Versandetikett"),
	}

	ho60aProofJa = []hoRule{
		hoR(`(の破損を確認いたしました)。`, "$1。つきましては、破損がお客様の取り扱いによるものでないことをご証明いただく必要がございます。"),
		hoR(`(までに回答する)。`, "$1。その前提として、髙橋様側の設定ミスでないことの証明を求めている。"),
	}
	ho60aProofDe = []hoRule{
		hoR(`(es tut uns leid, dass [^\n]*?\.)( |\n|$)`, "$1 Bitte weisen Sie uns zunächst nach, dass der Mangel nicht auf unsachgemäße Handhabung zurückgeht.$2"),
		hoR(`(Mangel: [^\n]*?\.)(\n|$)`, "$1 Frau Köhler soll nachweisen, dass kein Bedienfehler vorliegt.$2"),
	}

	ho60aDiscretionJa = []hoRule{
		hoR(`交換品は(\d{1,2}月\d{1,2}日)に発送いたしますので、`, "修理または交換のいずれで対応するかを弊社にて判断のうえ、${1}に発送いたしますので、"),
	}
	ho60aDiscretionDe = []hoRule{
		hoR(`(Wir senden Ihnen (?:am \S+ )?kostenlos (?:eine|einen|ein) Ersatz\p{L}* zu)\.`, "$1, sofern wir uns nach Prüfung nicht für eine Reparatur entscheiden."),
		hoR(`Gewünscht ist keine Reparatur, sondern (ein \p{L}+)`, "Ob repariert oder $1 geliefert wird, überlässt sie dem Händler; gewünscht ist eine Lösung"),
	}

	ho60aSurchargeJa = []hoRule{
		hoR(`(途中解約)はできません`, "${1}は、違約金のお支払いにより可能です"),
		hoR(`(?:誠に残念ながら、)?(それより早い実施)はできません`, "追加料金をお支払いいただければ、${1}も可能です"),
	}
	ho60aSurchargeDe = []hoRule{
		hoR(`(Bitte beachten Sie, dass wir) nur werktags und nicht am Wochenende zustellen\.`, "$1 am Wochenende nur gegen einen Aufpreis zustellen."),
		hoR(`(verschiebt sich der Versand [^\n]*?\))\.`, "$1; gegen einen Expresszuschlag halten wir den ursprünglichen Termin."),
	}

	ho60aLookupJa = []hoRule{
		hoR(`新しいお届け予定日は[^。]*です。`, "新しいお届け予定日は、マイページの配送状況からご自身でご確認ください。"),
		hoR(`お支払い期限は[^。]*です。`, "お支払い期限は、会員サイトの請求書画面にてご自身でご確認ください。"),
		hoR(`固定価格は[^。]*です。`, "価格は、当方ウェブサイトの料金表にてご自身でご確認ください。"),
	}
	ho60aLookupDe = []hoRule{
		hoR(`Die Lieferung erfolgt am (?:[^.\n]|\.\d)*?\d{1,2} Uhr\.`, "Den genauen Liefertermin entnehmen Sie bitte selbst unserer Sendungsverfolgung."),
		hoR(`Der Rechnungsbetrag bleibt unverändert bei [\d.,]+ €\.`, "Den Rechnungsbetrag entnehmen Sie bitte selbst unserem Kundenportal."),
	}

	ho60aInquiryFeeJa = []hoRule{
		hoR(`(お問い合わせいただき、ありがとうございます)。`, "$1。なお、本件のご回答には調査手数料として1,100円（税込）を申し受けます。"),
		hoR(`(ご依頼をいただき、誠にありがとうございます)。`, "$1。なお、訪問日時のご予約には予約手数料1,100円（税込）を申し受けます。"),
	}
	ho60aInquiryFeeDe = []hoRule{
		hoR(`vielen Dank für Ihre Nachricht\.`, "vielen Dank für Ihre Nachricht; für die Bearbeitung Ihrer Anfrage berechnen wir eine Pauschale von 15,00 €."),
		hoR(`vielen Dank für Ihre Nachricht, und `, "vielen Dank für Ihre Nachricht, deren Bearbeitung wir mit 15,00 € berechnen, und "),
	}

	ho60aPossibleJa = []hoRule{
		hoR(`(お送り|発送|お電話|ご連絡|ご返金)いたします(。|ので)`, "${1}することも可能です$2"),
	}
	ho60aPossibleDe = []hoRule{
		hoR(`Wir senden Ihnen ((?:[^.;\n]|\.\d)*?) zu([.;])`, "Wir könnten Ihnen $1 zusenden$2"),
		hoR(`Gern liefern wir ([^:\n]*?):`, "Grundsätzlich könnten wir $1 liefern:"),
	}

	ho60aForceJa = []hoRule{
		hoR(`配送センターでの作業遅延により`, "不可抗力（配送センターでの作業遅延）により"),
		hoR(`当方の試験台はそれまで予約で埋まっており`, "不可抗力により、当方の試験台はそれまで予約で埋まっており"),
	}
	ho60aForceDe = []hoRule{
		hoR(`Aufgrund des Fertigungsablaufs`, "Aufgrund höherer Gewalt im Fertigungsablauf"),
		hoR(`(Weil die nötigen [^.\n]*?) erst am`, "$1 wegen höherer Gewalt erst am"),
	}

	ho60aRequesterPaysJa = []hoRule{
		hoR(`(交換品到着を希望)。`, "$1（送料は自己負担で構わないとのこと）。"),
	}
	ho60aRequesterPaysDe = []hoRule{
		hoR(`(Sie bittet darum, dass [^.\n]*?)\.`, "$1, und sagt zu, die Kosten dafür selbst zu tragen."),
		hoR(`(bittet um ein Rücksendeetikett)\.`, "$1 und übernimmt die Rücksendekosten selbst."),
	}
)

var heldOutBatch60a = []heldOutKind{
	// A help offer routed to a paid hotline, so that asking for help costs the reader:
	// Bei Fragen sind wir gern für Sie da. → Bei Fragen erreichen Sie unsere
	// kostenpflichtige Service-Hotline (1,99 € pro Minute).; お気軽にお問い合わせください →
	// 有料サポートダイヤル（1分あたり30円）までお問い合わせください.
	{"b60a_help_offer_made_paid_hotline", "first", ho60aRules(ho60aHotlineJa, ho60aHotlineDe)},
	// The reader's step (return, cancellation) given a charge if it is missed: Bitte
	// schicken Sie die defekte Lampe … zurück; … keine Kosten. → … Geht die Rücksendung
	// nicht innerhalb von 14 Tagen bei uns ein, stellen wir Ihnen den Ersatz in Rechnung.;
	// 破損品は…ご返送ください。 → …。期日までにご返送がない場合は、交換品の代金を請求させていただきます。
	{"b60a_missed_reader_step_billed_to_reader", "first", ho60aRules(ho60aBilledJa, ho60aBilledDe)},
	// A missed approval, card or call made to forfeit the slot or the grant: Bitte bringen
	// Sie Ihre Versichertenkarte mit. → …; ohne sie verfällt Ihr Termin und wird neu
	// vergeben.; …ご承認をお願いいたします。 → …。期限までにご承認がない場合、試験台の予約枠は
	// 他のお客様に回させていただきます。
	{"b60a_missed_reader_step_lapses_slot_or_grant", "first", ho60aRules(ho60aLapseJa, ho60aLapseDe)},
	// The replacement we owe turned into a voucher or points: Wir senden Ihnen am
	// 20.10.2026 kostenlos eine Ersatzlampe zu. → … einen Warengutschein in Höhe des
	// Kaufpreises zu.; 交換品は10月19日に発送予定 → 交換品の代わりに購入代金分のポイントを10月19日に付与予定.
	{"b60a_replacement_made_store_voucher_or_points", "first", ho60aRules(ho60aVoucherJa, ho60aVoucherDe)},
	// An apology for our fault turned into regret for the reader's feelings: es tut uns
	// leid, dass Ihre Stehlampe … flackert → es tut uns leid, wenn Sie den Eindruck haben,
	// dass …; お待たせしてしまい、誠に申し訳ございません → お待ちいただくことでご不快に感じられたのであれば、申し訳ございません.
	{"b60a_apology_for_fault_made_regret_for_readers_feelings", "first", ho60aRules(ho60aRegretJa, ho60aRegretDe)},
	// The reader's absence at our delivery or visit made chargeable: Die Lieferung erfolgt
	// am 12.11.2026 zwischen 8 und 12 Uhr. → … Ist bei der Anlieferung niemand anzutreffen,
	// berechnen wir die erneute Zustellung gesondert.; 新しいお届け予定日は10月21日（水）です。 →
	// …。ご不在の場合、再配達は有料（1,100円）となります。
	{"b60a_absence_at_our_delivery_made_paid_redelivery", "first", ho60aRules(ho60aRedeliveryJa, ho60aRedeliveryDe)},
	// A summarised wish or request backed by a withdrawal threat the customer never made:
	// Gewünscht ist … bis spätestens 19.10.2026. → …; andernfalls will sie vom Kauf
	// zurücktreten.; 髙橋様は…心配されている。 → …。間に合わない場合は契約を解除するとのこと。
	{"b60a_summary_wish_backed_by_invented_withdrawal_threat", "first", ho60aRules(ho60aThreatJa, ho60aThreatDe)},
	// An item we enclose made one the reader must buy or provide: 付属のコイン形電池 →
	// 別売りのコイン形電池; mit dem beiliegenden Rücksendeetikett → mit einem selbst
	// frankierten Versandetikett.
	{"b60a_enclosed_item_made_reader_purchase", "first", ho60aRules(ho60aPurchaseJa, ho60aPurchaseDe)},
	// The burden of proof for a defect put on the reader: …の破損を確認いたしました。 → …。
	// つきましては、破損がお客様の取り扱いによるものでないことをご証明いただく必要がございます。;
	// Mangel: … tröpfchenweise. → … Frau Köhler soll nachweisen, dass kein Bedienfehler vorliegt.
	{"b60a_defect_burden_of_proof_put_on_reader", "first", ho60aRules(ho60aProofJa, ho60aProofDe)},
	// The remedy (replacement) made our discretion between repair and replacement:
	// Wir senden Ihnen … eine Ersatzlampe zu. → …, sofern wir uns nach Prüfung nicht für
	// eine Reparatur entscheiden.; Gewünscht ist keine Reparatur, sondern ein
	// Austauschgerät → Ob repariert oder ein Austauschgerät geliefert wird, überlässt sie dem Händler.
	{"b60a_remedy_made_our_discretion_repair_or_replace", "first", ho60aRules(ho60aDiscretionJa, ho60aDiscretionDe)},
	// A firm refusal or limit made an option the reader can buy: 途中解約はできません →
	// 途中解約は、違約金のお支払いにより可能です; wir nur werktags und nicht am Wochenende
	// zustellen → wir am Wochenende nur gegen einen Aufpreis zustellen.
	{"b60a_refusal_made_option_for_surcharge", "first", ho60aRules(ho60aSurchargeJa, ho60aSurchargeDe)},
	// A fact we owe the reader withheld and pushed to the reader's own look-up: お支払い期限は
	// 2026年10月30日（金）です。 → お支払い期限は、会員サイトの請求書画面にてご自身でご確認ください。;
	// Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €. → Den Rechnungsbetrag
	// entnehmen Sie bitte selbst unserem Kundenportal.
	{"b60a_owed_fact_pushed_to_readers_own_lookup", "first", ho60aRules(ho60aLookupJa, ho60aLookupDe)},
	// Answering the reader's inquiry or booking made chargeable: vielen Dank für Ihre
	// Nachricht. → …; für die Bearbeitung Ihrer Anfrage berechnen wir eine Pauschale von
	// 15,00 €.; お問い合わせいただき、ありがとうございます。 → …。なお、本件のご回答には調査手数料として1,100円（税込）を申し受けます。
	{"b60a_answering_inquiry_made_chargeable", "first", ho60aRules(ho60aInquiryFeeJa, ho60aInquiryFeeDe)},
	// Our firm commitment made a mere possibility: Wir senden Ihnen am 20.10.2026
	// kostenlos eine Ersatzlampe zu. → Wir könnten Ihnen … zusenden.; 交換品は10月19日に
	// 発送いたしますので → 発送することも可能ですので.
	{"b60a_our_firm_commitment_made_mere_possibility", "first", ho60aRules(ho60aPossibleJa, ho60aPossibleDe)},
	// Our own (or our supplier's) cause labelled force majeure, which frees us of
	// liability: Aufgrund des Fertigungsablaufs → Aufgrund höherer Gewalt im
	// Fertigungsablauf; 配送センターでの作業遅延により → 不可抗力（配送センターでの作業遅延）により.
	{"b60a_own_cause_labelled_force_majeure", "first", ho60aRules(ho60aForceJa, ho60aForceDe)},
	// A summarised requester said to bear the cost of what she asks for: Sie bittet darum,
	// dass noch am selben Tag ein Installateur kommt. → …, und sagt zu, die Kosten dafür
	// selbst zu tragen.; 交換品到着を希望。 → 交換品到着を希望（送料は自己負担で構わないとのこと）。
	{"b60a_summary_requester_said_to_bear_cost", "first", ho60aRules(ho60aRequesterPaysJa, ho60aRequesterPaysDe)},
}

// ho60aIsStop reports whether r ends a sentence or a line for the logged excerpts.
func ho60aIsStop(rs []rune, i int) bool {
	switch rs[i] {
	case '。', '\n', '！', '？':
		return true
	case '.', '!', '?':
		return i+1 == len(rs) || rs[i+1] == ' ' || rs[i+1] == '\n'
	}
	return false
}

// ho60aChangedSentences returns the sentence around the first change in the golden and
// in the damaged answer: from the stop before the common prefix ends to the stop after
// the common suffix begins.
func ho60aChangedSentences(golden, damaged string) (string, string) {
	g, d := []rune(golden), []rune(damaged)
	p := 0
	for p < len(g) && p < len(d) && g[p] == d[p] {
		p++
	}
	q := 0
	for q < len(g)-p && q < len(d)-p && g[len(g)-1-q] == d[len(d)-1-q] {
		q++
	}
	cut := func(rs []rune, from, to int) string {
		start := from
		if start > 0 {
			start--
		}
		for start > 0 && !ho60aIsStop(rs, start-1) {
			start--
		}
		end := to
		for end < len(rs) && !ho60aIsStop(rs, end) {
			end++
		}
		if end < len(rs) {
			end++
		}
		if start > end {
			start = end
		}
		return strings.TrimSpace(string(rs[start:end]))
	}
	return cut(g, p, len(g)-q), cut(d, p, len(d)-q)
}
