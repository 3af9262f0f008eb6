package grade

// Blind batch 68b: business documents, remedies, process terms and business roles
// swapped for a neighbour of the same field at one place, so that the answer stays
// fluent but its reader would do or expect the wrong thing: an invoice called a
// receipt (as if paid), an outgoing shipment called a return, a service act called
// its neighbour (repair → inspection), the contact department made sales or
// accounting, a postponed milestone made the neighbouring process step, the paper
// the reader must bring or use made another paper, a stated cost relabelled a
// penalty, a one-off fee made a recurring one (or back), a single order made a
// standing order, goods and paperwork swapped as what is sent, a person's business
// role made a neighbour role, and an enquiry thanked for as an application or order.

import (
	"strings"
	"unicode/utf8"
)

var ho68bInvoiceReceiptDe = []hoRule{
	hoR(`\bDie Rechnung senden wir\b`, "Die Quittung senden wir"),
	hoR(`\bDer Rechnungsbetrag bleibt\b`, "Der quittierte Betrag bleibt"),
}

var ho68bInvoiceReceiptJa = []hoRule{
	hoR(`請求書`, "領収書"),
}

var ho68bShipReturnDe = []hoRule{
	hoR(`\bverschiebt sich der Versand\b`, "verschiebt sich der Rückversand"),
	hoR(`\bDie Lieferung erfolgt\b`, "Die Rücklieferung erfolgt"),
}

var ho68bShipReturnJa = []hoRule{
	hoR(`発送が遅れて`, "返送が遅れて"),
	hoR(`交換品は(\d{1,2}月\d{1,2}日)に発送`, "交換品は${1}に返送"),
	hoR(`納品希望日`, "返品希望日"),
}

var ho68bServiceActDe = []hoRule{
	hoR(`Kontrolltermin`, "Zahnreinigungstermin"),
	hoR(`Die Druckbehälterprüfung ist bestanden`, "Die Druckbehälterwartung ist abgeschlossen"),
	hoR(`Gärkorbreinigungsservice`, "Gärkorbreparaturservice"),
}

var ho68bServiceActJa = []hoRule{
	hoR(`出張修理`, "出張点検"),
	hoR(`担当の(\p{Han}{1,4})が調査し`, "担当の${1}が修正し"),
}

var ho68bDeptDe = []hoRule{
	hoR(`\ban unseren Kundendienst\b`, "an unsere Buchhaltung"),
	hoR(`\bIhr Kundenservice von\b`, "Ihr Vertrieb von"),
	hoR(`\bIhre Großkundenbetreuung\b`, "Ihre Buchhaltung"),
}

var ho68bDeptJa = []hoRule{
	hoR(`サポート窓口`, "営業窓口"),
	hoR(`カスタマーサポート (\p{Han}{1,4})$`, "経理部 ${1}"),
	hoR(`経理部の(\p{Han}{1,4}課長)`, "営業部の${1}"),
}

var ho68bMilestoneDe = []hoRule{
	hoR(`\bverschiebt sich die Inbetriebnahme\b`, "verschiebt sich die Abnahme"),
	hoR(`\bdie Inbetriebnahme verschiebt sich\b`, "die Abnahme verschiebt sich"),
	hoR(`\bverschiebt sich der Versand\b`, "verschiebt sich die Fertigung"),
}

var ho68bMilestoneJa = []hoRule{
	hoR(`出荷開始日を`, "受注開始日を"),
	hoR(`交換品は(\d{1,2}月\d{1,2}日)に発送`, "交換品は${1}に入荷"),
	hoR(`試験の開始は`, "試料の受付は"),
}

var ho68bPaperDe = []hoRule{
	hoR(`\bIhre Versichertenkarte\b`, "Ihren Überweisungsschein"),
	hoR(`\bdem beiliegenden Rücksendeetikett\b`, "dem beiliegenden Garantieschein"),
	hoR(`\bum ein Rücksendeetikett\b`, "um einen Garantieschein"),
}

var ho68bPaperJa = []hoRule{
	hoR(`同梱の返送用伝票で`, "同梱の保証書を添えて"),
}

var ho68bPenaltyDe = []hoRule{
	hoR(`(\d[\d.]*,\d\d €) Bereitschaftspauschale`, "$1 Vertragsstrafe"),
	hoR(`\bmeldet Mehrkosten von\b`, "meldet eine Vertragsstrafe von"),
}

var ho68bPenaltyJa = []hoRule{
	hoR(`追加ユーザー分の料金`, "延滞金"),
	hoR(`追加費用は`, "違約金は"),
	hoR(`初期費用は不要です`, "違約金は不要です"),
}

var ho68bRecurringDe = []hoRule{
	hoR(`(\d[\d.]*,\d\d €) Bereitschaftspauschale`, "$1 monatliche Bereitschaftspauschale"),
}

var ho68bRecurringJa = []hoRule{
	hoR(`基本料金(\d)`, "初期費用${1}"),
	hoR(`初期費用は不要です`, "月額料金は不要です"),
	hoR(`初期費用の予算は`, "年間運営費の予算は"),
}

var ho68bStandingDe = []hoRule{
	hoR(`\bIhre Bestellung (\p{Lu}{1,4}-\d)`, "Ihre Abo-Bestellung $1"),
	hoR(`\baus der Bestellung (\d)`, "aus dem Abonnement $1"),
	hoR(`\bBestellnummer (\p{Lu}{0,4}-?\d)`, "Abo-Nummer $1"),
}

var ho68bStandingJa = []hoRule{
	hoR(`ご注文番号`, "定期便のご注文番号"),
	hoR(`注文番号`, "定期購入番号"),
}

var ho68bSentThingDe = []hoRule{
	hoR(`\bDie Rechnung senden wir\b`, "Die Ware senden wir"),
	hoR(`\bBitte schicken Sie die defekte Lampe\b`, "Bitte schicken Sie den Kaufbeleg"),
}

var ho68bSentThingJa = []hoRule{
	hoR(`試料は次の宛先に`, "請求書は次の宛先に"),
	hoR(`請求書の送付先は`, "納品物の送付先は"),
	hoR(`破損品は、`, "領収書は、"),
}

var ho68bRoleDe = []hoRule{
	hoR(`\bein Installateur kommt\b`, "ein Gutachter kommt"),
	hoR(`\bausführende Firma ist\b`, "beratende Firma ist"),
}

var ho68bRoleJa = []hoRule{
	hoR(`作業員が`, "営業担当が"),
	hoR(`担当の(\p{Han}{1,4})が`, "経理の${1}が"),
	hoR(`責任者の(\p{Han}{1,4})が`, "経理担当の${1}が"),
	hoR(`営業の担当は`, "経理の担当は"),
}

var ho68bEnquiryDe = []hoRule{
	hoR(`\bvielen Dank für Ihre Nachricht\b`, "vielen Dank für Ihre Anmeldung"),
}

var ho68bEnquiryJa = []hoRule{
	hoR(`お問い合わせいただき`, "お申し込みいただき"),
	hoR(`お気軽にお問い合わせください`, "お気軽にお申し込みください"),
	hoR(`までお問い合わせください`, "までお申し込みください"),
	hoR(`との問い合わせがあった`, "との申し込みがあった"),
}

var heldOutBatch68b = []heldOutKind{
	// An invoice called a receipt, as if the amount were already paid:
	// Die Rechnung senden wir wie gewohnt … → Die Quittung senden wir wie gewohnt …;
	// 請求書INV-88213の金額について → 領収書INV-88213の金額について.
	{"b68b_invoice_called_receipt_as_if_paid", "first", hoByLang(ho68bInvoiceReceiptJa, ho68bInvoiceReceiptDe)},
	// Our outgoing shipment told as a return shipment (or a delivery wish as a return
	// wish): 発送が遅れております → 返送が遅れております; verschiebt sich der Versand
	// → verschiebt sich der Rückversand; 納品希望日 → 返品希望日.
	{"b68b_outgoing_shipment_told_as_return_shipment", "first", hoByLang(ho68bShipReturnJa, ho68bShipReturnDe)},
	// The service act of the case made its neighbouring act: 出張修理 → 出張点検;
	// Kontrolltermin → Zahnreinigungstermin; 西村が調査し → 西村が修正し.
	{"b68b_service_act_made_neighbour_service_act", "first", hoByLang(ho68bServiceActJa, ho68bServiceActDe)},
	// The department the reader deals with made sales or accounting: サポート窓口まで
	// お問い合わせください → 営業窓口まで…; an unseren Kundendienst → an unsere Buchhaltung.
	{"b68b_contact_department_made_sales_or_accounting", "first", hoByLang(ho68bDeptJa, ho68bDeptDe)},
	// The milestone that moves made its neighbouring process step: verschiebt sich die
	// Inbetriebnahme → verschiebt sich die Abnahme; 出荷開始日を → 受注開始日を;
	// 交換品は10月19日に発送予定 → 交換品は10月19日に入荷予定.
	{"b68b_moved_milestone_made_neighbour_process_step", "first", hoByLang(ho68bMilestoneJa, ho68bMilestoneDe)},
	// The paper the reader must bring, request or use made a neighbouring paper:
	// Ihre Versichertenkarte → Ihren Überweisungsschein; mit dem beiliegenden
	// Rücksendeetikett → mit dem beiliegenden Garantieschein; 返送用伝票で → 保証書を添えて.
	{"b68b_readers_paper_made_neighbour_paper", "first", hoByLang(ho68bPaperJa, ho68bPaperDe)},
	// A stated cost relabelled a penalty or late fee: 2.400,00 € Bereitschaftspauschale
	// → 2.400,00 € Vertragsstrafe; 追加ユーザー分の料金5,500円 → 延滞金5,500円.
	{"b68b_stated_cost_relabelled_penalty", "first", hoByLang(ho68bPenaltyJa, ho68bPenaltyDe)},
	// A one-off fee made a recurring one or a recurring fee a one-off one:
	// 基本料金33,000円 → 初期費用33,000円; 初期費用の予算は → 年間運営費の予算は;
	// 2.400,00 € Bereitschaftspauschale → 2.400,00 € monatliche Bereitschaftspauschale.
	{"b68b_fee_one_off_and_recurring_swapped", "first", hoByLang(ho68bRecurringJa, ho68bRecurringDe)},
	// A single order made a standing order or subscription: ご注文番号WS-30982 →
	// 定期便のご注文番号WS-30982; aus der Bestellung 44-2087-DE → aus dem Abonnement 44-2087-DE.
	{"b68b_single_order_made_standing_order", "first", hoByLang(ho68bStandingJa, ho68bStandingDe)},
	// Goods and paperwork swapped as what is sent: 試料は次の宛先にお送りください →
	// 請求書は次の宛先に…; Die Rechnung senden wir … an Ihre Rechnungsanschrift → Die Ware …
	{"b68b_goods_and_paperwork_swapped_as_what_is_sent", "first", hoByLang(ho68bSentThingJa, ho68bSentThingDe)},
	// A person's business role in the case made a neighbour role that does not do the
	// work: 作業員が訪問の30分前に → 営業担当が…; ein Installateur kommt → ein Gutachter kommt;
	// 営業の担当は引き続き松田部長 → 経理の担当は….
	{"b68b_case_persons_role_made_neighbour_business_role", "first", hoByLang(ho68bRoleJa, ho68bRoleDe)},
	// An enquiry or message thanked for, invited or reported as an application or
	// registration: お問い合わせいただき → お申し込みいただき; vielen Dank für Ihre
	// Nachricht → vielen Dank für Ihre Anmeldung.
	{"b68b_enquiry_told_as_application", "first", hoByLang(ho68bEnquiryJa, ho68bEnquiryDe)},
}

// ho68bSpan widens the byte range [from, to) of s to the sentence, line or JSON
// string around it.
func ho68bSpan(s string, from, to int) string {
	isEnd := func(r rune) bool { return r == '\n' || r == '"' || r == '。' || r == '！' || r == '？' }
	// stop reports whether a full stop, ! or ? ends at byte i of s (not after a
	// digit or an abbreviation) and is followed by a space or the end.
	stop := func(i int) bool {
		if i <= 0 || i > len(s) || !strings.ContainsRune(".!?", rune(s[i-1])) {
			return false
		}
		if i < len(s) && s[i] != ' ' {
			return false
		}
		j := i - 1
		for j > 0 && (s[j-1] >= 'A' && s[j-1] <= 'Z' || s[j-1] >= 'a' && s[j-1] <= 'z' || s[j-1] >= '0' && s[j-1] <= '9') {
			j--
		}
		w := s[j : i-1]
		return !deAbbrev[w] && (w == "" || w[len(w)-1] < '0' || w[len(w)-1] > '9')
	}
	for from > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:from])
		if isEnd(r) || (r == ' ' && stop(from-1)) {
			break
		}
		from -= n
	}
	for to < len(s) {
		r, n := utf8.DecodeRuneInString(s[to:])
		if r == '\n' || r == '"' {
			break
		}
		to += n
		if isEnd(r) || stop(to) {
			break
		}
	}
	return strings.TrimSpace(s[from:to])
}

// ho68bChangedSentences gives the golden sentence and the damaged one around the change.
func ho68bChangedSentences(g, d string) (string, string) {
	p := 0
	for p < len(g) && p < len(d) && g[p] == d[p] {
		p++
	}
	for p > 0 && !utf8.RuneStart(g[p]) {
		p--
	}
	q := 0
	for q < len(g)-p && q < len(d)-p && g[len(g)-1-q] == d[len(d)-1-q] {
		q++
	}
	for q > 0 && !utf8.RuneStart(g[len(g)-q]) {
		q--
	}
	return ho68bSpan(g, p, len(g)-q), ho68bSpan(d, p, len(d)-q)
}
