package grade

// Blind batch 51a: obligations, permissions and rights. Every kind changes, at one
// place, what the reader must, may or need not do, or what the writer owes: a promise
// given a unilateral right to change it, a request backed by the loss of every claim,
// a courtesy recast as a statutory duty, a free withdrawal right invented, silence
// deemed to be consent, the transport risk moved onto the customer, a polite request
// turned into a formal demand, objection to a change excluded, a help offer given an
// expiry, a second approving body required, personal presence required at handover,
// an approval request told as the approver's duty, a duty to inspect at once with
// later claims barred, a promise made subject to the reader's written consent, a
// granted benefit or price given a short validity, and a new replacement downgraded to
// a refurbished one.

import (
	"strings"
)

// ho51a rule lists: the first rule of the answer's language that matches is applied
// once. Anchors are the sentences in which a writer promises, a reader is asked to
// act, or an approval is sought.
var (
	// a date-bearing writer promise or a stated new date, as a whole sentence.
	ho51aDeChange = []hoRule{
		hoR(`(Die Lieferung erfolgt am [^\n]*?Uhr\.)`, "$1 Wir behalten uns jedoch vor, diesen Termin jederzeit ohne Ankündigung zu ändern."),
		hoR(`(Wir senden Ihnen am [^\n]*? zu\.)`, "$1 Wir behalten uns jedoch vor, diesen Termin jederzeit ohne Ankündigung zu ändern."),
		hoR(`(hiermit bestätigen wir [^\n]*?\.)(\n|$)`, "$1 Wir behalten uns jedoch vor, diesen Termin jederzeit ohne Ankündigung zu verlegen.$2"),
		hoR(`(verschiebt sich der Versand [^\n]*?\)\.)`, "$1 Weitere Verschiebungen behalten wir uns ohne Ankündigung vor."),
	}
	ho51aJaChange = []hoRule{
		hoR(`(交換品は[^。]*?発送いたします[^。]*。)`, "${1}ただし、当社の都合により、この日程は予告なく変更させていただく場合がございます。"),
		hoR(`(新しいお届け予定日は[^。]*。)`, "${1}ただし、当社の都合により、この日程は予告なく変更させていただく場合がございます。"),
		hoR(`(訪問日時を下記のとおり確定いたしました。)`, "${1}ただし、当社の都合により、この日時は予告なく変更させていただく場合がございます。"),
		hoR(`(試験の開始は、早くても[^。]*。)`, "${1}ただし、当方の都合により、この日程は予告なく変更する場合がございます。"),
	}

	// a reader request, followed by an invented loss of all claims.
	ho51aDeForfeit = []hoRule{
		hoR(`(Bitte bringen Sie [^\n]*? mit\.)`, "$1 Andernfalls verlieren Sie jeden Anspruch auf die Behandlung zu diesem Termin."),
		hoR(`(Bitte schicken Sie [^\n]*?zurück;[^\n]*?\.)`, "$1 Andernfalls verlieren Sie jeden Anspruch auf die Ersatzlampe."),
		hoR(`(Bestätigen Sie anschließend [^\n]*?\.)`, "$1 Andernfalls verfallen alle Ansprüche aus Ihrem Kaufvertrag."),
	}
	ho51aJaForfeit = []hoRule{
		hoR(`(ご返送ください。)`, "${1}ご返送いただけない場合、本件に関するお客様の権利はすべて失効いたします。"),
		hoR(`(ご連絡くださいますようお願いいたします。)`, "${1}ご連絡いただけない場合、本件に関するお客様の権利はすべて失効いたします。"),
		hoR(`(ご承認をお願いいたします。)`, "${1}期日までにご承認いただけない場合、本件に関する貴社の権利はすべて失効いたします。"),
		hoR(`(新しい電池に交換してください。)`, "${1}交換されない場合、本製品に関するお客様の権利はすべて失効いたします。"),
	}

	// a courtesy or goodwill act recast as a duty imposed by law.
	ho51aDeStatutory = []hoRule{
		hoR(`Gern liefern wir `, "Da wir gesetzlich dazu verpflichtet sind, liefern wir "),
		hoR(`Wir senden Ihnen am (\S+) kostenlos`, "Wie gesetzlich vorgeschrieben, senden wir Ihnen am $1 kostenlos"),
		hoR(`Bei Fragen sind wir gern für Sie da\.`, "Bei Fragen sind wir, wie gesetzlich vorgeschrieben, für Sie da."),
	}
	ho51aJaStatutory = []hoRule{
		hoR(`お詫びとして、`, "法令上の補償義務に基づき、"),
		hoR(`交換品は(\d{1,2}月\d{1,2}日)に発送いたします`, "法律上の交換義務に基づき、交換品は${1}に発送いたします"),
		hoR(`当日は、作業員が`, "法令上の義務により、当日は、作業員が"),
	}

	// a free withdrawal right invented next to an order or a delivery.
	ho51aDeWithdraw = []hoRule{
		hoR(`(Die Lieferung erfolgt am [^\n]*?Uhr\.)`, "$1 Selbstverständlich können Sie Ihre Bestellung bis zur Lieferung jederzeit kostenfrei stornieren und erhalten den vollen Betrag zurück."),
		hoR(`(aus der Bestellung [^\n]*?\.)`, "$1 Selbstverständlich können Sie Ihre Bestellung jederzeit kostenfrei stornieren und erhalten den vollen Betrag zurück."),
		hoR(`(verschiebt sich der Versand [^\n]*?\)\.)`, "$1 Selbstverständlich können Sie Ihre Bestellung bis zum Versand jederzeit kostenfrei stornieren und erhalten den vollen Betrag zurück."),
	}
	ho51aJaWithdraw = []hoRule{
		hoR(`(新しいお届け予定日は[^。]*。)`, "${1}ご希望の場合は、ご注文を無料でキャンセルし、全額の返金を受けることもできます。"),
		hoR(`(交換品は[^。]*?発送いたします[^。]*。)`, "${1}ご希望の場合は、ご注文を無料でキャンセルし、全額の返金を受けることもできます。"),
	}

	// silence deemed to be consent, approval or acceptance.
	ho51aDeSilence = []hoRule{
		hoR(`(bittet, die Mehrkosten [^\n]*?freizugeben\.)`, "$1 Ohne Widerspruch bis zu diesem Tag gelten beide als freigegeben."),
		hoR(`(verschiebt sich der Versand [^\n]*?\)\.)`, "$1 Widersprechen Sie nicht binnen drei Tagen, gilt die Verschiebung als von Ihnen genehmigt."),
		hoR(`(Die Lieferung erfolgt am [^\n]*?Uhr\.)`, "$1 Erheben Sie bis zum Liefertag keine Einwände, gilt die Ware mit der Zustellung als mangelfrei abgenommen."),
		hoR(`(Wir senden Ihnen am [^\n]*? zu\.)`, "$1 Melden Sie sich bis dahin nicht, gilt Ihre Reklamation damit als erledigt."),
	}
	ho51aJaSilence = []hoRule{
		hoR(`(ご承認をお願いいたします。)`, "${1}期日までにご連絡がない場合は、ご承認いただいたものとみなします。"),
		hoR(`の承認を求めている。`, "の承認を求めており、期日までに異議がなければ承認されたものとみなすとしている。"),
		hoR(`(前日の17時までにご連絡くださいますようお願いいたします。)`, "${1}ご連絡がない場合は、修理費用のお見積もりにご同意いただいたものとみなします。"),
		hoR(`(新しいお届け予定日は[^。]*。)`, "${1}3日以内にご連絡がない場合は、この遅延にご同意いただいたものとみなします。"),
	}

	// the transport risk moved onto the customer.
	ho51aDeRisk = []hoRule{
		hoR(`(für Sie entstehen dabei keine Kosten\.)`, "$1 Das Versandrisiko tragen dabei jedoch Sie."),
		hoR(`(Die Lieferung erfolgt am [^\n]*?Uhr\.)`, "$1 Das Transportrisiko geht mit der Übergabe an den Spediteur auf Sie über."),
		hoR(`(verschiebt sich der Versand [^\n]*?\)\.)`, "$1 Das Transportrisiko tragen ab dem Versand Sie."),
	}
	ho51aJaRisk = []hoRule{
		hoR(`(ご返送ください。)`, "${1}なお、返送中の破損や紛失は、お客様のご負担となります。"),
		hoR(`(新しいお届け予定日は[^。]*。)`, "${1}なお、輸送中の破損や紛失は、お客様のご負担となります。"),
		hoR(`(試料は次の宛先にお送りください：[^\n]*)`, "${1}。輸送中の試料の破損や紛失は、貴社のご負担となります"),
	}

	// a polite request turned into a formal demand.
	ho51aDeDemand = []hoRule{
		hoR(`Bitte bringen Sie ([^\n]*?) mit\.`, "Hiermit fordern wir Sie förmlich auf, $1 mitzubringen."),
		hoR(`Bitte schicken Sie ([^\n]*?) an uns zurück`, "Hiermit fordern wir Sie förmlich auf, $1 an uns zurückzuschicken"),
		hoR(`Bitte beachten Sie, dass `, "Hiermit fordern wir Sie förmlich auf, zu beachten, dass "),
	}
	ho51aJaDemand = []hoRule{
		hoR(`ご返送ください。`, "ご返送いただくよう、ここに正式に要求いたします。"),
		hoR(`ご連絡くださいますようお願いいたします。`, "ご連絡いただくよう、ここに正式に要求いたします。"),
		hoR(`試料は次の宛先にお送りください：`, "試料を次の宛先にお送りいただくよう、ここに正式に要求いたします："),
	}

	// any objection to a change or decision excluded.
	ho51aDeObject = []hoRule{
		hoR(`(verschiebt sich der Versand [^\n]*?\)\.)`, "$1 Ein Widerspruch gegen diese Änderung ist ausgeschlossen."),
		hoR(`(Die Lieferung erfolgt am [^\n]*?Uhr\.)`, "$1 Einwände gegen diesen Termin können wir nicht berücksichtigen."),
		hoR(`(die der Ausschuss freigegeben hat\.)`, "$1 Ein Einspruch gegen diese Entscheidung ist nicht zulässig."),
		hoR(`(verschiebt sich die Inbetriebnahme [^\n]*?;)`, "$1 ein Einspruch dagegen ist ausgeschlossen;"),
	}
	ho51aJaObject = []hoRule{
		hoR(`(新しいお届け予定日は[^。]*。)`, "${1}この日程の変更に対する異議はお受けいたしかねます。"),
		hoR(`(それより早い実施はできません。)`, "${1}この決定に対する異議申し立てはお受けできません。"),
		hoR(`(訪問日時を下記のとおり確定いたしました。)`, "${1}確定した日時に対する異議はお受けできません。"),
	}

	// a help or contact offer given an expiry.
	ho51aDeExpiry = []hoRule{
		hoR(`Bei Fragen sind wir gern für Sie da\.`, "Bei Fragen sind wir noch sieben Tage lang für Sie da; danach nehmen wir keine Anfragen mehr an."),
		hoR(`wenden Sie sich bitte an unseren Kundendienst\.`, "wenden Sie sich bitte innerhalb von 14 Tagen nach dem Kauf an unseren Kundendienst; danach ist keine Unterstützung mehr möglich."),
	}
	ho51aJaExpiry = []hoRule{
		hoR(`ご不明な点がございましたら、お気軽にお問い合わせください。`, "ご不明な点がございましたら、本メールの受信から7日以内にお問い合わせください。期間を過ぎたお問い合わせはお受けできません。"),
		hoR(`ご不明な点がございましたら、本メールにご返信ください。`, "ご不明な点がございましたら、7日以内に本メールにご返信ください。期間を過ぎたお問い合わせはお受けできません。"),
		hoR(`お手数ですがサポート窓口までお問い合わせください。`, "ご購入から14日以内に限り、サポート窓口までお問い合わせください。期間を過ぎたお問い合わせはお受けできません。"),
	}

	// a second approving body required where one approval was asked or given.
	ho51aDeSecond = []hoRule{
		hoR(`(bittet, die Mehrkosten [^\n]*?freizugeben)\.`, "$1; zusätzlich ist die Zustimmung des Aufsichtsrats erforderlich."),
		hoR(`die der Ausschuss freigegeben hat\.`, "die der Ausschuss freigegeben hat; wirksam wird die Freigabe erst mit der Zustimmung des Vorstands."),
	}
	ho51aJaSecond = []hoRule{
		hoR(`の承認を求めている。`, "の承認を求めている。さらに、取締役会での決議も別途必要としている。"),
		hoR(`お見積もりへのご承認をお願いいたします。`, "お見積もりへのご承認をお願いいたします。なお、ご承認には貴社役員と経理部長の双方のご署名が必要です。"),
	}

	// personal presence or identification required at a handover or visit.
	ho51aDePresence = []hoRule{
		hoR(`(Die Lieferung erfolgt am [^\n]*?Uhr\.)`, "$1 Die Ware wird nur an Herrn Prof. Dr. Hoffmann persönlich gegen Vorlage seines Ausweises übergeben."),
		hoR(`(Wir senden Ihnen am [^\n]*? zu\.)`, "$1 Die Übergabe erfolgt nur an Sie persönlich gegen Vorlage Ihres Ausweises."),
		hoR(`(ab 8 Uhr aufschließen\.)`, "$1 Der Installateur darf die Wohnung jedoch nur in Anwesenheit von Herrn Weiß betreten."),
	}
	ho51aJaPresence = []hoRule{
		hoR(`(当日は、作業員が訪問の30分前にお電話いたします。)`, "${1}作業には、ご契約者様ご本人の立ち会いが必ず必要です。"),
		hoR(`(お届けできる見込みです。)`, "${1}お受け取りの際は、ご本人様確認書類のご提示が必要です。"),
		hoR(`(新しいお届け予定日は[^。]*。)`, "${1}お受け取りには、ご注文者様ご本人の立ち会いが必要です。"),
	}

	// an approval that is asked for told as the approver's duty.
	ho51aDeDuty = []hoRule{
		hoR(`Herr Strauß bittet, die Mehrkosten`, "Die Geschäftsführung ist verpflichtet, die Mehrkosten"),
		hoR(`die der Ausschuss freigegeben hat\.`, "die der Ausschuss freigeben musste."),
	}
	ho51aJaDuty = []hoRule{
		hoR(`の承認を求めている。`, "の承認が経営会議に義務付けられている。"),
		hoR(`お見積もりへのご承認をお願いいたします。`, "お見積もりをご承認いただく義務がございます。"),
	}

	// a duty to inspect at once with later claims barred.
	ho51aDeInspect = []hoRule{
		hoR(`(Wir senden Ihnen am [^\n]*? zu\.)`, "$1 Bitte prüfen Sie die Lampe sofort bei Erhalt; später gemeldete Mängel erkennen wir nicht mehr an."),
		hoR(`(Die Lieferung erfolgt am [^\n]*?Uhr\.)`, "$1 Mängel müssen bei der Anlieferung gemeldet werden; spätere Reklamationen sind ausgeschlossen."),
		hoR(`(verschiebt sich der Versand [^\n]*?\)\.)`, "$1 Mängel an den Teilen müssen Sie innerhalb von 24 Stunden nach Erhalt melden, sonst erlischt jeder Anspruch."),
	}
	ho51aJaInspect = []hoRule{
		hoR(`(お届けできる見込みです。)`, "${1}交換品に不具合があった場合は、到着当日中にご連絡ください。翌日以降のお申し出はお受けできません。"),
		hoR(`(新しいお届け予定日は[^。]*。)`, "${1}商品に不具合があった場合は、お受け取り当日中にお申し出ください。翌日以降のお申し出はお受けできません。"),
	}

	// a writer promise made subject to the reader's written consent.
	ho51aDeConsent = []hoRule{
		hoR(`Gern liefern wir `, "Nach Eingang Ihrer schriftlichen Zustimmung liefern wir "),
		hoR(`Wir senden Ihnen am `, "Nach Eingang Ihrer schriftlichen Zustimmung senden wir Ihnen am "),
		hoR(`hiermit bestätigen wir Ihren `, "vorbehaltlich Ihrer schriftlichen Zustimmung bestätigen wir Ihren "),
	}
	ho51aJaConsent = []hoRule{
		hoR(`交換品は(\d{1,2}月\d{1,2}日)に発送いたします`, "お客様から書面でのご同意をいただいたうえで、交換品は${1}に発送いたします"),
		hoR(`訪問日時を下記のとおり確定いたしました。`, "訪問日時は、書面でのご同意をいただいたうえで、下記のとおり確定いたします。"),
		hoR(`新しいお届け予定日は([^。]*?)です。`, "書面でのご同意をいただいた場合に限り、${1}にお届けいたします。"),
	}

	// a granted benefit or a stated price given a short validity.
	ho51aDeValid = []hoRule{
		hoR(`(Der Rechnungsbetrag bleibt unverändert bei [^\n]*?\.)`, "$1 Dieser Betrag gilt jedoch nur bei Zahlung innerhalb von sieben Tagen."),
		hoR(`(für Sie entstehen dabei keine Kosten\.)`, "$1 Dieses Angebot gilt nur, wenn Sie es innerhalb von 48 Stunden annehmen."),
		hoR(`(Die Lieferung erfolgt am [^\n]*?Uhr\.)`, "$1 Diese Zusage gilt nur, wenn Sie sie innerhalb von 24 Stunden bestätigen."),
	}
	ho51aJaValid = []hoRule{
		hoR(`(クーポンをお送りいたします。)`, "${1}クーポンは本メールの受信から3日以内にご利用いただけない場合、無効となります。"),
		hoR(`(固定価格は[^。]*です。)`, "${1}ただし、この価格は本日限り有効です。"),
		hoR(`(合計38,500円（税込）となります。)`, "${1}ただし、この金額は本日中にお支払いいただいた場合に限り適用されます。"),
	}

	// a new replacement downgraded to a refurbished one.
	ho51aDeRefurb = []hoRule{
		hoR(`kostenlos eine Ersatzlampe`, "kostenlos eine generalüberholte Ersatzlampe"),
		hoR(`ein Austauschgerät`, "ein generalüberholtes Austauschgerät"),
	}
	ho51aJaRefurb = []hoRule{
		hoR(`までの交換品到着を希望`, "までの整備済み再生品の到着を希望"),
		hoR(`交換品は(\d{1,2}月\d{1,2}日)に発送いたします`, "交換品として整備済みの再生品を${1}に発送いたします"),
	}
)

var heldOutBatch51a = []heldOutKind{
	// A date-bearing promise given a unilateral right to change it:
	// Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. → … Uhr. Wir behalten uns
	// jedoch vor, diesen Termin jederzeit ohne Ankündigung zu ändern.
	{"b51a_writer_promise_gets_unilateral_change_reservation", "first", hoByLang(ho51aJaChange, ho51aDeChange)},
	// A reader request backed by the loss of every claim: 破損品は…ご返送ください。 →
	// …ご返送ください。ご返送いただけない場合、本件に関するお客様の権利はすべて失効いたします。
	{"b51a_reader_request_backed_by_forfeiture_of_all_claims", "first", hoByLang(ho51aJaForfeit, ho51aDeForfeit)},
	// A goodwill act recast as a legal duty: お詫びとして、次回の…クーポン →
	// 法令上の補償義務に基づき、次回の…クーポン; Gern liefern wir → Da wir gesetzlich dazu
	// verpflichtet sind, liefern wir.
	{"b51a_courtesy_recast_as_statutory_duty", "first", hoByLang(ho51aJaStatutory, ho51aDeStatutory)},
	// A free withdrawal right invented: 新しいお届け予定日は10月21日（水）です。 → …です。
	// ご希望の場合は、ご注文を無料でキャンセルし、全額の返金を受けることもできます。
	{"b51a_free_withdrawal_and_refund_right_invented", "first", hoByLang(ho51aJaWithdraw, ho51aDeWithdraw)},
	// Silence deemed consent: 2026年10月30日までに、お見積もりへのご承認をお願いいたします。 →
	// …お願いいたします。期日までにご連絡がない場合は、ご承認いただいたものとみなします。
	{"b51a_silence_deemed_consent_or_acceptance", "first", hoByLang(ho51aJaSilence, ho51aDeSilence)},
	// The transport risk moved onto the customer: für Sie entstehen dabei keine Kosten. →
	// … keine Kosten. Das Versandrisiko tragen dabei jedoch Sie.
	{"b51a_transport_risk_shifted_to_customer", "first", hoByLang(ho51aJaRisk, ho51aDeRisk)},
	// A polite request made a formal demand: Bitte bringen Sie Ihre Versichertenkarte mit. →
	// Hiermit fordern wir Sie förmlich auf, Ihre Versichertenkarte mitzubringen.
	{"b51a_polite_request_made_formal_demand", "first", hoByLang(ho51aJaDemand, ho51aDeDemand)},
	// Objection to a change excluded: …verschiebt sich der Versand … auf den 26.10.2026
	// (Montag). → … (Montag). Ein Widerspruch gegen diese Änderung ist ausgeschlossen.
	{"b51a_objection_to_change_or_decision_excluded", "first", hoByLang(ho51aJaObject, ho51aDeObject)},
	// A help offer given an expiry: ご不明な点がございましたら、お気軽にお問い合わせください。 →
	// …本メールの受信から7日以内にお問い合わせください。期間を過ぎたお問い合わせはお受けできません。
	{"b51a_help_offer_given_expiry", "first", hoByLang(ho51aJaExpiry, ho51aDeExpiry)},
	// A second approving body required: die der Ausschuss freigegeben hat. → … hat;
	// wirksam wird die Freigabe erst mit der Zustimmung des Vorstands.
	{"b51a_second_approving_body_required", "first", hoByLang(ho51aJaSecond, ho51aDeSecond)},
	// Personal presence or identification required: お届けできる見込みです。 → …見込みです。
	// お受け取りの際は、ご本人様確認書類のご提示が必要です。
	{"b51a_personal_presence_required_at_handover", "first", hoByLang(ho51aJaPresence, ho51aDePresence)},
	// An approval asked for told as the approver's duty: Herr Strauß bittet, die Mehrkosten
	// … freizugeben. → Die Geschäftsführung ist verpflichtet, die Mehrkosten … freizugeben.
	{"b51a_approval_request_told_as_approvers_duty", "first", hoByLang(ho51aJaDuty, ho51aDeDuty)},
	// A duty to inspect at once with later claims barred: Wir senden Ihnen am 20.10.2026
	// kostenlos eine Ersatzlampe zu. → … zu. Bitte prüfen Sie die Lampe sofort bei Erhalt;
	// später gemeldete Mängel erkennen wir nicht mehr an.
	{"b51a_immediate_inspection_duty_bars_later_claims", "first", hoByLang(ho51aJaInspect, ho51aDeInspect)},
	// A promise made subject to the reader's written consent: 交換品は10月19日に発送いたします
	// → お客様から書面でのご同意をいただいたうえで、交換品は10月19日に発送いたします.
	{"b51a_promise_made_subject_to_reader_written_consent", "first", hoByLang(ho51aJaConsent, ho51aDeConsent)},
	// A granted benefit or stated price given a short validity: 固定価格は1,480ユーロ（税別）です。
	// → …です。ただし、この価格は本日限り有効です。
	{"b51a_benefit_or_price_given_short_validity", "first", hoByLang(ho51aJaValid, ho51aDeValid)},
	// A new replacement downgraded to a refurbished one: kostenlos eine Ersatzlampe →
	// kostenlos eine generalüberholte Ersatzlampe; ein Austauschgerät → ein generalüberholtes
	// Austauschgerät.
	{"b51a_new_replacement_downgraded_to_refurbished", "first", hoByLang(ho51aJaRefurb, ho51aDeRefurb)},
}

// ho51aSentences lists the sentences of s, line by line.
func ho51aSentences(lang, s string) []string {
	split, refs := hoAllSentences(lang, s)
	out := make([]string, 0, len(refs))
	for _, r := range refs {
		out = append(out, split[r.line][r.idx])
	}
	return out
}

// ho51aChanged gives the changed sentences of before and of after; a pure insertion
// is shown with the sentence before it.
func ho51aChanged(lang, before, after string) (string, string) {
	b, a := ho51aSentences(lang, before), ho51aSentences(lang, after)
	p := 0
	for p < len(b) && p < len(a) && b[p] == a[p] {
		p++
	}
	q := 0
	for q < len(b)-p && q < len(a)-p && b[len(b)-1-q] == a[len(a)-1-q] {
		q++
	}
	if p == len(b)-q && p > 0 {
		p--
	}
	return strings.TrimSpace(strings.Join(b[p:len(b)-q], "")), strings.TrimSpace(strings.Join(a[p:len(a)-q], ""))
}
