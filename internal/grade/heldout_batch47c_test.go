package grade

// Blind batch 47c: near-miss word substitutions of a degraded decoder. Each kind
// replaces one word (or one particle) of a sentence that states a fact of the case
// by a close candidate of the same field, so the sentence stays fluent and
// grammatical but says something else: the outbound dispatch becomes the return
// shipment, a contact invitation becomes a request for payment, a compound's
// modifier or head becomes a sibling of the same trade, a party or document becomes
// its neighbour in the business process, a field act (prüfen, freigeben, 確認,
// 承認, bestellen) becomes another act on the same object, a direction or side word
// turns round, a kanji word becomes its homophone, a German noun becomes the real
// word one letter away, a separable verb gets the opposite particle, a Japanese
// case particle moves the agent or the object, a single dated event becomes an
// onward start, and a restricting modifier drops out so that a statement about a
// subset is made about the whole.

import (
	"unicode/utf8"
)

// hoRule is one candidate substitution: the first match of re is rewritten with
// the template to ($1 … expand).
// Rule lists, compiled once at package level.
var (
	ho47cDispatchJa = []hoRule{
		hoR(`発送が遅れて`, "返送が遅れて"),
		hoR(`(\d{1,2}日)に発送(予定|いたします)`, "${1}に返送${2}"),
	}
	ho47cDispatchDe = []hoRule{
		hoR(`verschiebt sich der Versand\b`, "verschiebt sich der Rückversand"),
		hoR(`Die Lieferung erfolgt am`, "Die Rücklieferung erfolgt am"),
		hoR(`(\d{4}) geliefert werden`, "$1 zurückgeliefert werden"),
	}

	ho47cContactJa = []hoRule{
		hoR(`お問い合わせください`, "お振り込みください"),
		hoR(`ご返信ください`, "ご返品ください"),
		hoR(`ご連絡くださいますよう`, "ご入金くださいますよう"),
	}

	ho47cDeModifier = []hoRule{
		hoR(`Kontrolltermin`, "Behandlungstermin"),
		hoR(`Schallschutzwände`, "Brandschutzwände"),
		hoR(`Spitzenlastkessel`, "Grundlastkessel"),
		hoR(`keine Leerzeichen`, "keine Sonderzeichen"),
		hoR(`Badezimmerdecke`, "Küchendecke"),
		hoR(`Austauschgerät`, "Vorführgerät"),
		hoR(`Gärkorbreinigungsservice`, "Gärkorbreparaturservice"),
		hoR(`Labor für Hochspannungstechnik`, "Labor für Niederspannungstechnik"),
		hoR(`Aufgrund des Fertigungsablaufs`, "Aufgrund des Zahlungsablaufs"),
	}

	ho47cDeHead = []hoRule{
		hoR(`Backofenthermometer`, "Backofenthermostat"),
		hoR(`Schallschutzwände`, "Schallschutzfenster"),
		hoR(`zwei Wärmepumpen`, "zwei Wärmetauscher"),
		hoR(`gewünschten Heizzeiten`, "gewünschten Heizkosten"),
		hoR(`eine Ersatzlampe`, "eine Ersatzbirne"),
	}

	ho47cJaModifier = []hoRule{
		hoR(`受注システム`, "発注システム"),
		hoR(`冷凍室が冷えない`, "冷蔵室が冷えない"),
		hoR(`体脂肪率`, "体水分率"),
		hoR(`勤怠データ`, "売上データ"),
		hoR(`振動試験`, "衝撃試験"),
		hoR(`経理部の`, "営業部の"),
		hoR(`配送センター`, "コールセンター"),
		hoR(`フィルター差し込み口`, "電源差し込み口"),
		hoR(`基本料金`, "解約料金"),
		hoR(`コピー用紙`, "感熱用紙"),
		hoR(`初期費用は不要`, "解約費用は不要"),
	}

	ho47cJaHead = []hoRule{
		hoR(`修正版`, "修正案"),
		hoR(`交換品は`, "交換券は"),
		hoR(`体脂肪率`, "体脂肪量"),
		hoR(`プリンタートナー`, "プリンターインク"),
		hoR(`配送センター`, "配送業者"),
		hoR(`給与計算`, "給与明細"),
		hoR(`旧事務所`, "旧倉庫"),
		hoR(`当研究室`, "当研究会"),
		hoR(`初期費用は不要`, "初期設定は不要"),
	}

	ho47cRoleJa = []hoRule{
		hoR(`担当の西村が`, "上司の西村が"),
		hoR(`作業員が訪問`, "営業担当が訪問"),
		hoR(`責任者の髙橋が`, "監査役の髙橋が"),
	}
	ho47cRoleDe = []hoRule{
		hoR(`an unseren Kundendienst`, "an unseren Fachhändler"),
		hoR(`ein Installateur kommt`, "ein Gutachter kommt"),
		hoR(`Genehmigung der Gewerbeaufsicht`, "Genehmigung der Bauaufsicht"),
		hoR(`ausführende Firma ist`, "planende Firma ist"),
		hoR(`Ihre Großkundenbetreuung`, "Ihre Großkundenbuchhaltung"),
	}

	ho47cDocJa = []hoRule{
		hoR(`請求書(INV-)`, "見積書$1"),
		hoR(`請求書の送付先`, "納品書の送付先"),
		hoR(`のお見積もり（`, "のご請求書（"),
		hoR(`同梱の返送用伝票`, "同梱の納品書"),
	}
	ho47cDocDe = []hoRule{
		hoR(`Rechnungsbetrag`, "Angebotsbetrag"),
		hoR(`Die Rechnung senden wir`, "Die Mahnung senden wir"),
		hoR(`beiliegenden Rücksendeetikett`, "beiliegenden Lieferschein"),
		hoR(`das Sicherheitsgutachten vorgestellt`, "das Sicherheitsdatenblatt vorgestellt"),
	}

	ho47cActJa = []hoRule{
		hoR(`ご承認をお願いいたします`, "ご確認をお願いいたします"),
		hoR(`の承認を求めている`, "の確認を求めている"),
		hoR(`写真で破損を確認済み`, "写真で破損を報告済み"),
		hoR(`ユーザーを1名追加`, "ユーザーを1名変更"),
	}
	ho47cActDe = []hoRule{
		hoR(`die Statik prüft`, "die Statik genehmigt"),
		hoR(`die der Ausschuss freigegeben hat`, "die der Ausschuss geprüft hat"),
		hoR(`Bestätigen Sie anschließend Ihre E-Mail-Adresse`, "Ändern Sie anschließend Ihre E-Mail-Adresse"),
		hoR(`(\)) bestellt,`, "$1 storniert,"),
		hoR(`der von Ihnen bestellten Teile`, "der von Ihnen stornierten Teile"),
	}

	ho47cSideJa = []hoRule{
		hoR(`底面の電池カバー`, "上面の電池カバー"),
		hoR(`訪問の30分前に`, "訪問の30分後に"),
	}
	ho47cSideDe = []hoRule{
		hoR(`Vorlauftemperatur`, "Rücklauftemperatur"),
		hoR(`24 Stunden vorher`, "24 Stunden nachher"),
		hoR(`direkt an das Prüflabor`, "direkt aus dem Prüflabor"),
	}

	ho47cHomophoneJa = []hoRule{
		hoR(`試料は`, "資料は"),
		hoR(`に回答する`, "に解答する"),
		hoR(`の承認を求めている`, "の証人を求めている"),
		hoR(`発送が遅れて`, "発走が遅れて"),
		hoR(`に発送予定`, "に発走予定"),
	}

	ho47cOneLetterDe = []hoRule{
		hoR(`die Förderung`, "die Forderung"),
		hoR(`bestellten Teile`, "bestellten Seile"),
		hoR(`für Ihre Nachricht`, "für Ihre Nachsicht"),
	}

	ho47cParticleDe = []hoRule{
		hoR(`ab 8 Uhr aufschließen`, "ab 8 Uhr abschließen"),
		hoR(`(sagen Sie ihn [^.\n]*?) ab\.`, "$1 zu."),
		hoR(`(keinen Druck mehr) auf`, "$1 ab"),
		hoR(`läuft die alte Anlage weiter`, "läuft die alte Anlage aus"),
		hoR(`(wählen Sie in der Liste „[^“\n]+“) aus\.`, "$1 ab."),
	}

	ho47cCaseJa = []hoRule{
		hoR(`担当の西村が調査し`, "担当の西村を調査し"),
		hoR(`作業員が訪問の`, "作業員に訪問の"),
		hoR(`アプリへ送られます`, "アプリから送られます"),
		hoR(`小西課長に変わります`, "小西課長から変わります"),
		hoR(`責任者の髙橋が`, "責任者の髙橋に"),
		hoR(`返送用伝票でご返送ください`, "返送用伝票をご返送ください"),
	}

	ho47cOnwardJa = []hoRule{
		hoR(`(\d{1,2}日)に(発送|お届け)`, "${1}から${2}"),
	}
	ho47cOnwardDe = []hoRule{
		hoR(`(erfolgt|findet|senden Ihnen) am (\d{1,2}\.\d{1,2}\.\d{4})`, "$1 ab $2"),
	}

	ho47cSubsetJa = []hoRule{
		hoR(`セット商品の在庫引当`, "商品の在庫引当"),
		hoR(`10月分の勤怠データ`, "勤怠データ"),
		hoR(`追加ユーザー分の料金`, "ユーザー分の料金"),
	}
	ho47cHandleJa = []hoRule{
		hoR(`靴下を脱ぎ`, "靴下を履き"),
		hoR(`クーポンをお送りいたします`, "クーポンをお預かりいたします"),
		hoR(`(大阪営業所は、[^。\n]*?)に移転します`, "${1}に閉鎖します"),
		hoR(`ソラノ物流が運営し`, "ソラノ物流が所有し"),
		hoR(`が加算されております`, "が相殺されております"),
		hoR(`担当の西村が調査し`, "担当の西村が修理し"),
	}
	ho47cHandleDe = []hoRule{
		hoR(`Speichern Sie den Plan`, "Drucken Sie den Plan"),
		hoR(`das Sicherheitsgutachten vorgestellt`, "das Sicherheitsgutachten beantragt"),
		hoR(`(mit Gas-Spitzenlastkessel) ersetzt`, "$1 ergänzt"),
		hoR(`Gern liefern wir Ihre Bestellung`, "Gern lagern wir Ihre Bestellung"),
	}

	ho47cSubsetDe = []hoRule{
		hoR(`Netze, die nur im`, "Netze, die im"),
	}
)

var heldOutBatch47c = []heldOutKind{
	// The outbound dispatch named as the return shipment (the near candidate of the
	// same logistics field): 発送が遅れております → 返送が遅れております; verschiebt sich
	// der Versand → verschiebt sich der Rückversand.
	{"b47c_dispatch_noun_made_return_shipment_noun", "first", hoByLang(ho47cDispatchJa, ho47cDispatchDe)},
	// A contact invitation decoded as a transaction verb of the same shape: the reader is
	// asked to pay or to send goods back: お気軽にお問い合わせください → お気軽にお振り込み
	// ください; 本メールにご返信ください → 本メールにご返品ください.
	{"b47c_ja_contact_verb_made_payment_or_goods_return_verb", "first", hoByLang(ho47cContactJa, nil)},
	// A German compound's first element replaced by a sibling of the same trade, so the
	// thing named is another one: Schallschutzwände → Brandschutzwände; Kontrolltermin →
	// Behandlungstermin; Gas-Spitzenlastkessel → Gas-Grundlastkessel.
	{"b47c_de_compound_modifier_same_trade_cohyponym", "first", hoByLang(nil, ho47cDeModifier)},
	// A German compound's head replaced by a sibling of the same family:
	// Backofenthermometer → Backofenthermostat; eine Ersatzlampe → eine Ersatzbirne.
	{"b47c_de_compound_head_same_family_cohyponym", "first", hoByLang(nil, ho47cDeHead)},
	// A Japanese compound's first element replaced by a sibling of the same field:
	// 受注システム → 発注システム; 冷凍室が冷えない → 冷蔵室が冷えない; 初期費用は不要
	// → 解約費用は不要.
	{"b47c_ja_compound_modifier_same_field_sibling", "first", hoByLang(ho47cJaModifier, nil)},
	// A Japanese compound's head replaced by a sibling of the same family: 修正版 →
	// 修正案; 交換品は10月19日に発送 → 交換券は10月19日に発送; 当研究室 → 当研究会.
	{"b47c_ja_compound_head_same_family_cohyponym", "first", hoByLang(ho47cJaHead, nil)},
	// A party of the case named by a neighbouring role of the business: 担当の西村が →
	// 上司の西村が; wenden Sie sich an unseren Kundendienst → an unseren Fachhändler;
	// Genehmigung der Gewerbeaufsicht → der Bauaufsicht.
	{"b47c_party_role_noun_replaced_by_business_cohyponym", "first", hoByLang(ho47cRoleJa, ho47cRoleDe)},
	// A document named by its neighbour in the process: 請求書INV-88213 → 見積書INV-88213;
	// Rechnungsbetrag 1.249,90 € → Angebotsbetrag 1.249,90 €; Die Rechnung senden wir →
	// Die Mahnung senden wir.
	{"b47c_document_noun_replaced_by_neighbouring_document", "first", hoByLang(ho47cDocJa, ho47cDocDe)},
	// A field act replaced by another act on the same object: ご承認をお願いいたします →
	// ご確認をお願いいたします; die der Ausschuss freigegeben hat → geprüft hat; (Edelstahl)
	// bestellt → (Edelstahl) storniert.
	{"b47c_field_act_verb_replaced_by_sibling_act", "first", hoByLang(ho47cActJa, ho47cActDe)},
	// A direction or side word turned round in a fact: 底面の電池カバー → 上面の電池カバー;
	// 訪問の30分前に → 訪問の30分後に; Vorlauftemperatur → Rücklauftemperatur; direkt an
	// das Prüflabor → direkt aus dem Prüflabor.
	{"b47c_direction_or_side_word_turned_round_in_fact", "first", hoByLang(ho47cSideJa, ho47cSideDe)},
	// A kanji word replaced by its same-reading homophone of another meaning: 試料は →
	// 資料は; 10月19日（月）17時までに回答する → 解答する; 承認を求めている → 証人を求めている.
	{"b47c_ja_same_reading_word_of_other_meaning_in_fact", "first", hoByLang(ho47cHomophoneJa, nil)},
	// A German fact noun replaced by the real word one letter away: die Förderung → die
	// Forderung; bestellten Teile → bestellten Seile; für Ihre Nachricht → für Ihre
	// Nachsicht.
	{"b47c_de_fact_noun_one_letter_real_word", "first", hoByLang(nil, ho47cOneLetterDe)},
	// A separable verb given the opposite particle: aufschließen → abschließen; sagen Sie
	// ihn … ab → sagen Sie ihn … zu; baut keinen Druck mehr auf → baut keinen Druck mehr ab.
	{"b47c_de_separable_particle_replaced_by_opposite", "first", hoByLang(nil, ho47cParticleDe)},
	// A Japanese case particle changed so that the agent, source or object changes:
	// 担当の西村が調査し → 担当の西村を調査し; アプリへ送られます → アプリから送られます;
	// 返送用伝票でご返送ください → 返送用伝票をご返送ください.
	{"b47c_ja_case_particle_moves_agent_or_object", "first", hoByLang(ho47cCaseJa, nil)},
	// A single dated event turned into an onward start (am → ab, に → から): Die
	// Lieferung erfolgt am 12.11.2026 → ab 12.11.2026; 交換品は10月19日に発送 → 10月19日から発送.
	{"b47c_single_dated_event_made_onward_start", "first", hoByLang(ho47cOnwardJa, ho47cOnwardDe)},
	// The modifier that restricts a statement to a subset dropped, so it is made about
	// the whole: セット商品の在庫引当に不具合 → 商品の在庫引当に不具合; 10月分の勤怠データが
	// 取り込めない → 勤怠データが取り込めない; Netze, die nur im 5-GHz-Band funken → Netze,
	// die im 5-GHz-Band funken.
	// An operating verb replaced by another handling of the same object: 大阪営業所は…に
	// 移転します → …に閉鎖します; クーポンをお送りいたします → クーポンをお預かりいたします;
	// wird durch zwei Wärmepumpen … ersetzt → … ergänzt; Gern liefern wir Ihre Bestellung
	// → Gern lagern wir Ihre Bestellung.
	{"b47c_handling_verb_made_other_handling_of_same_object", "first", hoByLang(ho47cHandleJa, ho47cHandleDe)},
	{"b47c_subset_modifier_dropped_statement_made_general", "first", hoByLang(ho47cSubsetJa, ho47cSubsetDe)},
}

// ho47cChangedSentence gives the first sentence of golden that the damaged answer
// changed and the damaged answer's sentence at the same place, each cut to a window
// around the change when long.
func ho47cChangedSentence(lang, golden, damaged string) (string, string) {
	gs, gr := hoAllSentences(lang, golden)
	ds, dr := hoAllSentences(lang, damaged)
	n := min(len(gr), len(dr))
	for i := range n {
		g := gs[gr[i].line][gr[i].idx]
		d := ds[dr[i].line][dr[i].idx]
		if g != d {
			return ho47cWindow(g, d)
		}
	}
	return ho47cWindow(golden, damaged)
}

// ho47cWindow cuts two strings to the runes around their first difference.
func ho47cWindow(a, b string) (string, string) {
	if utf8.RuneCountInString(a) <= 160 && utf8.RuneCountInString(b) <= 160 {
		return a, b
	}
	ra, rb := []rune(a), []rune(b)
	p := 0
	for p < len(ra) && p < len(rb) && ra[p] == rb[p] {
		p++
	}
	cut := func(r []rune) string {
		from, to := max(0, p-50), min(len(r), p+70)
		return "…" + string(r[from:to]) + "…"
	}
	return cut(ra), cut(rb)
}
