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
	"regexp"
	"unicode/utf8"
)

// ho47cRule is one candidate substitution: the first match of re is rewritten with
// the template to ($1 … expand).
type ho47cRule struct {
	re *regexp.Regexp
	to string
}

func ho47cR(re, to string) ho47cRule { return ho47cRule{regexp.MustCompile(re), to} }

// ho47cFirst applies the first rule (in order) that matches s, at its first match
// only; s unchanged when none matches.
func ho47cFirst(s string, rules []ho47cRule) string {
	for _, r := range rules {
		loc := r.re.FindStringSubmatchIndex(s)
		if loc == nil {
			continue
		}
		var dst []byte
		dst = r.re.ExpandString(dst, r.to, s, loc)
		return s[:loc[0]] + string(dst) + s[loc[1]:]
	}
	return s
}

// ho47cByLang picks the rule list of the answer's language (nil: the kind does not
// apply to that language).
func ho47cByLang(ja, de []ho47cRule) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return ho47cFirst(s, ja)
		}
		if lang == "de" {
			return ho47cFirst(s, de)
		}
		return s
	}
}

// Rule lists, compiled once at package level.
var (
	ho47cDispatchJa = []ho47cRule{
		ho47cR(`発送が遅れて`, "返送が遅れて"),
		ho47cR(`(\d{1,2}日)に発送(予定|いたします)`, "${1}に返送${2}"),
	}
	ho47cDispatchDe = []ho47cRule{
		ho47cR(`verschiebt sich der Versand\b`, "verschiebt sich der Rückversand"),
		ho47cR(`Die Lieferung erfolgt am`, "Die Rücklieferung erfolgt am"),
		ho47cR(`(\d{4}) geliefert werden`, "$1 zurückgeliefert werden"),
	}

	ho47cContactJa = []ho47cRule{
		ho47cR(`お問い合わせください`, "お振り込みください"),
		ho47cR(`ご返信ください`, "ご返品ください"),
		ho47cR(`ご連絡くださいますよう`, "ご入金くださいますよう"),
	}

	ho47cDeModifier = []ho47cRule{
		ho47cR(`Kontrolltermin`, "Behandlungstermin"),
		ho47cR(`Schallschutzwände`, "Brandschutzwände"),
		ho47cR(`Spitzenlastkessel`, "Grundlastkessel"),
		ho47cR(`keine Leerzeichen`, "keine Sonderzeichen"),
		ho47cR(`Badezimmerdecke`, "Küchendecke"),
		ho47cR(`Austauschgerät`, "Vorführgerät"),
		ho47cR(`Gärkorbreinigungsservice`, "Gärkorbreparaturservice"),
		ho47cR(`Labor für Hochspannungstechnik`, "Labor für Niederspannungstechnik"),
		ho47cR(`Aufgrund des Fertigungsablaufs`, "Aufgrund des Zahlungsablaufs"),
	}

	ho47cDeHead = []ho47cRule{
		ho47cR(`Backofenthermometer`, "Backofenthermostat"),
		ho47cR(`Schallschutzwände`, "Schallschutzfenster"),
		ho47cR(`zwei Wärmepumpen`, "zwei Wärmetauscher"),
		ho47cR(`gewünschten Heizzeiten`, "gewünschten Heizkosten"),
		ho47cR(`eine Ersatzlampe`, "eine Ersatzbirne"),
	}

	ho47cJaModifier = []ho47cRule{
		ho47cR(`受注システム`, "発注システム"),
		ho47cR(`冷凍室が冷えない`, "冷蔵室が冷えない"),
		ho47cR(`体脂肪率`, "体水分率"),
		ho47cR(`勤怠データ`, "売上データ"),
		ho47cR(`振動試験`, "衝撃試験"),
		ho47cR(`経理部の`, "営業部の"),
		ho47cR(`配送センター`, "コールセンター"),
		ho47cR(`フィルター差し込み口`, "電源差し込み口"),
		ho47cR(`基本料金`, "解約料金"),
		ho47cR(`コピー用紙`, "感熱用紙"),
		ho47cR(`初期費用は不要`, "解約費用は不要"),
	}

	ho47cJaHead = []ho47cRule{
		ho47cR(`修正版`, "修正案"),
		ho47cR(`交換品は`, "交換券は"),
		ho47cR(`体脂肪率`, "体脂肪量"),
		ho47cR(`プリンタートナー`, "プリンターインク"),
		ho47cR(`配送センター`, "配送業者"),
		ho47cR(`給与計算`, "給与明細"),
		ho47cR(`旧事務所`, "旧倉庫"),
		ho47cR(`当研究室`, "当研究会"),
		ho47cR(`初期費用は不要`, "初期設定は不要"),
	}

	ho47cRoleJa = []ho47cRule{
		ho47cR(`担当の西村が`, "上司の西村が"),
		ho47cR(`作業員が訪問`, "営業担当が訪問"),
		ho47cR(`責任者の髙橋が`, "監査役の髙橋が"),
	}
	ho47cRoleDe = []ho47cRule{
		ho47cR(`an unseren Kundendienst`, "an unseren Fachhändler"),
		ho47cR(`ein Installateur kommt`, "ein Gutachter kommt"),
		ho47cR(`Genehmigung der Gewerbeaufsicht`, "Genehmigung der Bauaufsicht"),
		ho47cR(`ausführende Firma ist`, "planende Firma ist"),
		ho47cR(`Ihre Großkundenbetreuung`, "Ihre Großkundenbuchhaltung"),
	}

	ho47cDocJa = []ho47cRule{
		ho47cR(`請求書(INV-)`, "見積書$1"),
		ho47cR(`請求書の送付先`, "納品書の送付先"),
		ho47cR(`のお見積もり（`, "のご請求書（"),
		ho47cR(`同梱の返送用伝票`, "同梱の納品書"),
	}
	ho47cDocDe = []ho47cRule{
		ho47cR(`Rechnungsbetrag`, "Angebotsbetrag"),
		ho47cR(`Die Rechnung senden wir`, "Die Mahnung senden wir"),
		ho47cR(`beiliegenden Rücksendeetikett`, "beiliegenden Lieferschein"),
		ho47cR(`das Sicherheitsgutachten vorgestellt`, "das Sicherheitsdatenblatt vorgestellt"),
	}

	ho47cActJa = []ho47cRule{
		ho47cR(`ご承認をお願いいたします`, "ご確認をお願いいたします"),
		ho47cR(`の承認を求めている`, "の確認を求めている"),
		ho47cR(`写真で破損を確認済み`, "写真で破損を報告済み"),
		ho47cR(`ユーザーを1名追加`, "ユーザーを1名変更"),
	}
	ho47cActDe = []ho47cRule{
		ho47cR(`die Statik prüft`, "die Statik genehmigt"),
		ho47cR(`die der Ausschuss freigegeben hat`, "die der Ausschuss geprüft hat"),
		ho47cR(`Bestätigen Sie anschließend Ihre E-Mail-Adresse`, "Ändern Sie anschließend Ihre E-Mail-Adresse"),
		ho47cR(`(\)) bestellt,`, "$1 storniert,"),
		ho47cR(`der von Ihnen bestellten Teile`, "der von Ihnen stornierten Teile"),
	}

	ho47cSideJa = []ho47cRule{
		ho47cR(`底面の電池カバー`, "上面の電池カバー"),
		ho47cR(`訪問の30分前に`, "訪問の30分後に"),
	}
	ho47cSideDe = []ho47cRule{
		ho47cR(`Vorlauftemperatur`, "Rücklauftemperatur"),
		ho47cR(`24 Stunden vorher`, "24 Stunden nachher"),
		ho47cR(`direkt an das Prüflabor`, "direkt aus dem Prüflabor"),
	}

	ho47cHomophoneJa = []ho47cRule{
		ho47cR(`試料は`, "資料は"),
		ho47cR(`に回答する`, "に解答する"),
		ho47cR(`の承認を求めている`, "の証人を求めている"),
		ho47cR(`発送が遅れて`, "発走が遅れて"),
		ho47cR(`に発送予定`, "に発走予定"),
	}

	ho47cOneLetterDe = []ho47cRule{
		ho47cR(`die Förderung`, "die Forderung"),
		ho47cR(`bestellten Teile`, "bestellten Seile"),
		ho47cR(`für Ihre Nachricht`, "für Ihre Nachsicht"),
	}

	ho47cParticleDe = []ho47cRule{
		ho47cR(`ab 8 Uhr aufschließen`, "ab 8 Uhr abschließen"),
		ho47cR(`(sagen Sie ihn [^.\n]*?) ab\.`, "$1 zu."),
		ho47cR(`(keinen Druck mehr) auf`, "$1 ab"),
		ho47cR(`läuft die alte Anlage weiter`, "läuft die alte Anlage aus"),
		ho47cR(`(wählen Sie in der Liste „[^“\n]+“) aus\.`, "$1 ab."),
	}

	ho47cCaseJa = []ho47cRule{
		ho47cR(`担当の西村が調査し`, "担当の西村を調査し"),
		ho47cR(`作業員が訪問の`, "作業員に訪問の"),
		ho47cR(`アプリへ送られます`, "アプリから送られます"),
		ho47cR(`小西課長に変わります`, "小西課長から変わります"),
		ho47cR(`責任者の髙橋が`, "責任者の髙橋に"),
		ho47cR(`返送用伝票でご返送ください`, "返送用伝票をご返送ください"),
	}

	ho47cOnwardJa = []ho47cRule{
		ho47cR(`(\d{1,2}日)に(発送|お届け)`, "${1}から${2}"),
	}
	ho47cOnwardDe = []ho47cRule{
		ho47cR(`(erfolgt|findet|senden Ihnen) am (\d{1,2}\.\d{1,2}\.\d{4})`, "$1 ab $2"),
	}

	ho47cSubsetJa = []ho47cRule{
		ho47cR(`セット商品の在庫引当`, "商品の在庫引当"),
		ho47cR(`10月分の勤怠データ`, "勤怠データ"),
		ho47cR(`追加ユーザー分の料金`, "ユーザー分の料金"),
	}
	ho47cHandleJa = []ho47cRule{
		ho47cR(`靴下を脱ぎ`, "靴下を履き"),
		ho47cR(`クーポンをお送りいたします`, "クーポンをお預かりいたします"),
		ho47cR(`(大阪営業所は、[^。\n]*?)に移転します`, "${1}に閉鎖します"),
		ho47cR(`ソラノ物流が運営し`, "ソラノ物流が所有し"),
		ho47cR(`が加算されております`, "が相殺されております"),
		ho47cR(`担当の西村が調査し`, "担当の西村が修理し"),
	}
	ho47cHandleDe = []ho47cRule{
		ho47cR(`Speichern Sie den Plan`, "Drucken Sie den Plan"),
		ho47cR(`das Sicherheitsgutachten vorgestellt`, "das Sicherheitsgutachten beantragt"),
		ho47cR(`(mit Gas-Spitzenlastkessel) ersetzt`, "$1 ergänzt"),
		ho47cR(`Gern liefern wir Ihre Bestellung`, "Gern lagern wir Ihre Bestellung"),
	}

	ho47cSubsetDe = []ho47cRule{
		ho47cR(`Netze, die nur im`, "Netze, die im"),
	}
)

var heldOutBatch47c = []heldOutKind{
	// The outbound dispatch named as the return shipment (the near candidate of the
	// same logistics field): 発送が遅れております → 返送が遅れております; verschiebt sich
	// der Versand → verschiebt sich der Rückversand.
	{"b47c_dispatch_noun_made_return_shipment_noun", "first", ho47cByLang(ho47cDispatchJa, ho47cDispatchDe)},
	// A contact invitation decoded as a transaction verb of the same shape: the reader is
	// asked to pay or to send goods back: お気軽にお問い合わせください → お気軽にお振り込み
	// ください; 本メールにご返信ください → 本メールにご返品ください.
	{"b47c_ja_contact_verb_made_payment_or_goods_return_verb", "first", ho47cByLang(ho47cContactJa, nil)},
	// A German compound's first element replaced by a sibling of the same trade, so the
	// thing named is another one: Schallschutzwände → Brandschutzwände; Kontrolltermin →
	// Behandlungstermin; Gas-Spitzenlastkessel → Gas-Grundlastkessel.
	{"b47c_de_compound_modifier_same_trade_cohyponym", "first", ho47cByLang(nil, ho47cDeModifier)},
	// A German compound's head replaced by a sibling of the same family:
	// Backofenthermometer → Backofenthermostat; eine Ersatzlampe → eine Ersatzbirne.
	{"b47c_de_compound_head_same_family_cohyponym", "first", ho47cByLang(nil, ho47cDeHead)},
	// A Japanese compound's first element replaced by a sibling of the same field:
	// 受注システム → 発注システム; 冷凍室が冷えない → 冷蔵室が冷えない; 初期費用は不要
	// → 解約費用は不要.
	{"b47c_ja_compound_modifier_same_field_sibling", "first", ho47cByLang(ho47cJaModifier, nil)},
	// A Japanese compound's head replaced by a sibling of the same family: 修正版 →
	// 修正案; 交換品は10月19日に発送 → 交換券は10月19日に発送; 当研究室 → 当研究会.
	{"b47c_ja_compound_head_same_family_cohyponym", "first", ho47cByLang(ho47cJaHead, nil)},
	// A party of the case named by a neighbouring role of the business: 担当の西村が →
	// 上司の西村が; wenden Sie sich an unseren Kundendienst → an unseren Fachhändler;
	// Genehmigung der Gewerbeaufsicht → der Bauaufsicht.
	{"b47c_party_role_noun_replaced_by_business_cohyponym", "first", ho47cByLang(ho47cRoleJa, ho47cRoleDe)},
	// A document named by its neighbour in the process: 請求書INV-88213 → 見積書INV-88213;
	// Rechnungsbetrag 1.249,90 € → Angebotsbetrag 1.249,90 €; Die Rechnung senden wir →
	// Die Mahnung senden wir.
	{"b47c_document_noun_replaced_by_neighbouring_document", "first", ho47cByLang(ho47cDocJa, ho47cDocDe)},
	// A field act replaced by another act on the same object: ご承認をお願いいたします →
	// ご確認をお願いいたします; die der Ausschuss freigegeben hat → geprüft hat; (Edelstahl)
	// bestellt → (Edelstahl) storniert.
	{"b47c_field_act_verb_replaced_by_sibling_act", "first", ho47cByLang(ho47cActJa, ho47cActDe)},
	// A direction or side word turned round in a fact: 底面の電池カバー → 上面の電池カバー;
	// 訪問の30分前に → 訪問の30分後に; Vorlauftemperatur → Rücklauftemperatur; direkt an
	// das Prüflabor → direkt aus dem Prüflabor.
	{"b47c_direction_or_side_word_turned_round_in_fact", "first", ho47cByLang(ho47cSideJa, ho47cSideDe)},
	// A kanji word replaced by its same-reading homophone of another meaning: 試料は →
	// 資料は; 10月19日（月）17時までに回答する → 解答する; 承認を求めている → 証人を求めている.
	{"b47c_ja_same_reading_word_of_other_meaning_in_fact", "first", ho47cByLang(ho47cHomophoneJa, nil)},
	// A German fact noun replaced by the real word one letter away: die Förderung → die
	// Forderung; bestellten Teile → bestellten Seile; für Ihre Nachricht → für Ihre
	// Nachsicht.
	{"b47c_de_fact_noun_one_letter_real_word", "first", ho47cByLang(nil, ho47cOneLetterDe)},
	// A separable verb given the opposite particle: aufschließen → abschließen; sagen Sie
	// ihn … ab → sagen Sie ihn … zu; baut keinen Druck mehr auf → baut keinen Druck mehr ab.
	{"b47c_de_separable_particle_replaced_by_opposite", "first", ho47cByLang(nil, ho47cParticleDe)},
	// A Japanese case particle changed so that the agent, source or object changes:
	// 担当の西村が調査し → 担当の西村を調査し; アプリへ送られます → アプリから送られます;
	// 返送用伝票でご返送ください → 返送用伝票をご返送ください.
	{"b47c_ja_case_particle_moves_agent_or_object", "first", ho47cByLang(ho47cCaseJa, nil)},
	// A single dated event turned into an onward start (am → ab, に → から): Die
	// Lieferung erfolgt am 12.11.2026 → ab 12.11.2026; 交換品は10月19日に発送 → 10月19日から発送.
	{"b47c_single_dated_event_made_onward_start", "first", ho47cByLang(ho47cOnwardJa, ho47cOnwardDe)},
	// The modifier that restricts a statement to a subset dropped, so it is made about
	// the whole: セット商品の在庫引当に不具合 → 商品の在庫引当に不具合; 10月分の勤怠データが
	// 取り込めない → 勤怠データが取り込めない; Netze, die nur im 5-GHz-Band funken → Netze,
	// die im 5-GHz-Band funken.
	// An operating verb replaced by another handling of the same object: 大阪営業所は…に
	// 移転します → …に閉鎖します; クーポンをお送りいたします → クーポンをお預かりいたします;
	// wird durch zwei Wärmepumpen … ersetzt → … ergänzt; Gern liefern wir Ihre Bestellung
	// → Gern lagern wir Ihre Bestellung.
	{"b47c_handling_verb_made_other_handling_of_same_object", "first", ho47cByLang(ho47cHandleJa, ho47cHandleDe)},
	{"b47c_subset_modifier_dropped_statement_made_general", "first", ho47cByLang(ho47cSubsetJa, ho47cSubsetDe)},
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
