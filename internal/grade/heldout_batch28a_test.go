package grade

// Blind batch 28a: one word or short phrase that silently reverses or shifts who does
// what, in which direction, or to what extent, while the sentence stays fluent: converse
// roles (Anbieter/Abnehmer, 送付先/送付元, bittet/wird gebeten, 報告した/報告を受けた);
// the direction of goods, money, data and documents (Lieferung/Abholung, an/von, へ/から,
// Rechnung/Gutschrift, ダウンロード/アップロード, 送る/受け取る, Austausch/Leihgabe); trend
// and aspect (verschieben/vorziehen, 延期/前倒し, bestanden/begonnen, 引き続き/新たに);
// part versus whole and degree (Bestellung/Teil davon, 合計/内金, 使えない/一部使えない,
// tröpfchenweise/gar nicht, unverändert/nahezu unverändert); frequency (am 12.11./ab dem
// 12.11. wöchentlich, 次回/毎回) and spatial sides (上/下, Decke/Boden). Each kind
// changes one natural occurrence only and leaves an answer it does not fit unchanged.

import (
	"regexp"
	"strings"
)

// ho28aRule rewrites the first match of re, either by expanding repl ($1 …) or, when
// fn is set, by fn of the submatches. lang limits it to "de" or "ja"; "" is both.
type ho28aRule struct {
	lang string
	re   *regexp.Regexp
	repl string
	fn   func(m []string) string
}

func ho28aR(lang, re, repl string) ho28aRule {
	return ho28aRule{lang: lang, re: regexp.MustCompile(re), repl: repl}
}

func ho28aF(lang, re string, fn func(m []string) string) ho28aRule {
	return ho28aRule{lang: lang, re: regexp.MustCompile(re), fn: fn}
}

// ho28aFirst applies the first rule, in the order given, that matches s, to its first
// match only; s unchanged when none does.
func ho28aFirst(lang, s string, rules []ho28aRule) string {
	for _, r := range rules {
		if r.lang != "" && r.lang != lang {
			continue
		}
		loc := r.re.FindStringSubmatchIndex(s)
		if loc == nil {
			continue
		}
		var nw string
		if r.fn != nil {
			m := make([]string, len(loc)/2)
			for i := range m {
				if loc[2*i] >= 0 {
					m[i] = s[loc[2*i]:loc[2*i+1]]
				}
			}
			nw = r.fn(m)
		} else {
			nw = string(r.re.ExpandString(nil, r.repl, s, loc))
		}
		if nw == s[loc[0]:loc[1]] {
			continue
		}
		return s[:loc[0]] + nw + s[loc[1]:]
	}
	return s
}

// ho28aKind builds a kind from rules.
func ho28aKind(rules ...ho28aRule) func(lang, s string) string {
	return func(lang, s string) string { return ho28aFirst(lang, s, rules) }
}

// ho28aSwapWords replaces the earliest of the words of pairs (each maps to its
// converse) in s, for lang; a German word must stand alone or end a compound's head
// (it is matched after a non-letter or at the start).
func ho28aSwapWords(pairs map[string]string) func(lang, s string) string {
	keys := make([]string, 0, len(pairs))
	for k := range pairs {
		keys = append(keys, k)
	}
	// Longest first, so that Vermieter is not read as Mieter.
	for i := range keys {
		for j := i + 1; j < len(keys); j++ {
			if len(keys[j]) > len(keys[i]) {
				keys[i], keys[j] = keys[j], keys[i]
			}
		}
	}
	quoted := make([]string, len(keys))
	for i, k := range keys {
		quoted[i] = regexp.QuoteMeta(k)
	}
	alt := strings.Join(quoted, "|")
	de := regexp.MustCompile(`(^|[^\p{L}])(` + alt + `)($|[^\p{Ll}])`)
	ja := regexp.MustCompile(`(` + alt + `)`)
	return func(lang, s string) string {
		if lang == "ja" {
			loc := ja.FindStringSubmatchIndex(s)
			if loc == nil {
				return s
			}
			return s[:loc[2]] + pairs[s[loc[2]:loc[3]]] + s[loc[3]:]
		}
		loc := de.FindStringSubmatchIndex(s)
		if loc == nil {
			return s
		}
		return s[:loc[4]] + pairs[s[loc[4]:loc[5]]] + s[loc[5]:]
	}
}

// ho28aConversePairs are converse party nouns in both directions.
var ho28aConversePairs = func() map[string]string {
	m := map[string]string{}
	for _, p := range [][2]string{
		{"Anbieter", "Abnehmer"}, {"Absender", "Empfänger"}, {"Käufer", "Verkäufer"},
		{"Mieter", "Vermieter"}, {"Auftraggeber", "Auftragnehmer"}, {"Gläubiger", "Schuldner"},
		{"Lieferant", "Besteller"}, {"ausführende", "beauftragende"}, {"Ausführende", "Beauftragende"}, {"Zahlungsempfänger", "Zahlungspflichtiger"},
		{"送付先", "送付元"}, {"受注", "発注"}, {"宛先", "差出人"}, {"売り手", "買い手"},
		{"貸主", "借主"}, {"送り主", "受取人"}, {"売主", "買主"}, {"出品者", "購入者"},
	} {
		m[p[0]] = p[1]
		if _, ok := m[p[1]]; !ok {
			m[p[1]] = p[0]
		}
	}
	return m
}()

// ho28aDeArticleCap capitalises a German article for the head of a sentence.
func ho28aDeArticleCap(a string) string {
	if a == "" {
		return a
	}
	return strings.ToUpper(a[:1]) + a[1:]
}

var heldOutBatch28a = []heldOutKind{
	// A postponement told as being brought forward.
	// de: verschiebt sich die Inbetriebnahme vom 02.11. auf den 16.11. → wird die
	// Inbetriebnahme vom 02.11. auf den 16.11. vorgezogen; ja: 11月24日に延期する → 前倒しする.
	{"b28a_postponement_told_as_brought_forward", "first", ho28aKind(
		ho28aR("de", `verschiebt sich ([^\n;]+?)(;|\.(?:\s|$))`, "wird ${1} vorgezogen${2}"),
		ho28aR("de", `verschieben sich ([^\n;]+?)(;|\.(?:\s|$))`, "werden ${1} vorgezogen${2}"),
		ho28aR("de", `(wird|werden) ([^\n;.]{0,60}?)verschoben`, "${1} ${2}vorgezogen"),
		ho28aR("ja", `延期`, "前倒し"),
		ho28aR("ja", `遅れております`, "早まっております"),
		ho28aR("ja", `遅れています`, "早まっています"),
		ho28aR("ja", `後ろ倒し`, "前倒し"),
	)},
	// The goal of a transfer told as its source.
	// de: überträgt die Zugangsdaten an das Gerät → vom Gerät; liefern … direkt an das
	// Prüflabor → direkt vom Prüflabor; ja: アプリへ送られます → アプリから送られます;
	// 次の宛先にお送りください → 次の宛先からお送りください.
	{"b28a_transfer_goal_told_as_source", "first", ho28aKind(
		ho28aR("de", `(\s)an das `, "${1}vom "),
		ho28aR("de", `(\s)an den `, "${1}vom "),
		ho28aR("de", `(\s)an die (\p{Lu})`, "${1}von der ${2}"),
		ho28aR("ja", `へ(送|転送|届け|返送|移)`, "から${1}"),
		ho28aR("ja", `(宛先|住所|窓口|担当者|弊社)に(お送り|送|ご返送|返送|ご送付)`, "${1}から${2}"),
	)},
	// The direction data flows in is reversed: upload for download, export for import,
	// device to app for app to device.
	// de: Die App überträgt die Zugangsdaten an das Gerät → Das Gerät überträgt die
	// Zugangsdaten an die App; ja: アプリをダウンロードします → アップロードします;
	// 勤怠データが取り込めない → 書き出せない.
	{"b28a_data_flow_direction_reversed", "first", ho28aKind(
		ho28aF("de", `(Der|Die|Das) (\p{Lu}[\p{L}-]*) (überträgt|sendet|schickt|synchronisiert) ([^\n.;]+?) an (den|die|das) (\p{Lu}[\p{L}-]*)`,
			func(m []string) string {
				return ho28aDeArticleCap(m[5]) + " " + m[6] + " " + m[3] + " " + m[4] + " an " + strings.ToLower(m[1]) + " " + m[2]
			}),
		ho28aR("de", `herunterladen`, "hochladen"),
		ho28aR("de", `heruntergeladen`, "hochgeladen"),
		ho28aR("de", `importier`, "exportier"),
		ho28aR("ja", `ダウンロード`, "アップロード"),
		ho28aR("ja", `取り込め`, "書き出せ"),
		ho28aR("ja", `取り込`, "書き出"),
		ho28aR("ja", `インポート`, "エクスポート"),
	)},
	// A party noun replaced by its converse (offerer/buyer, to/from address, order
	// received/placed).
	// de: | Anbieter | Preis | → | Abnehmer | Preis |; ja: 請求書の送付先は → 送付元は;
	// 受注システムとの連携 → 発注システムとの連携.
	{"b28a_party_noun_replaced_by_converse", "first", ho28aSwapWords(ho28aConversePairs)},
	// The one who asks becomes the one who is asked.
	// de: Herr Strauß bittet, die Mehrkosten freizugeben → Herr Strauß wird gebeten, …;
	// Frau Köhler bittet um ein Rücksendeetikett → wird um ein Rücksendeetikett gebeten;
	// ja: 承認を求めている → 承認を求められている.
	{"b28a_asking_party_made_asked_party", "first", ho28aKind(
		ho28aR("de", `bittet darum, `, "wird darum gebeten, "),
		ho28aR("de", `bittet, `, "wird gebeten, "),
		ho28aR("de", `bittet um ([^\n.;]+?)(;|\.(?:\s|$)|$)`, "wird um ${1} gebeten${2}"),
		ho28aR("de", `bitten um ([^\n.;]+?)(;|\.(?:\s|$)|$)`, "werden um ${1} gebeten${2}"),
		ho28aR("ja", `を求めている`, "を求められている"),
		ho28aR("ja", `を求めています`, "を求められています"),
		ho28aR("ja", `を依頼した`, "を依頼された"),
		ho28aR("ja", `を要請した`, "を要請された"),
	)},
	// A handling step told with the opposite verb (open/close, unlock/lock, save/discard).
	// de: Öffnen Sie die App → Schließen Sie die App; die Wohnung aufschließen →
	// abschließen; ja: 電池カバーを開けます → 電池カバーを閉めます.
	{"b28a_handling_verb_reversed", "first", ho28aKind(
		ho28aR("de", `Öffnen Sie`, "Schließen Sie"),
		ho28aR("de", `aufschließen`, "abschließen"),
		ho28aR("de", `Speichern Sie`, "Verwerfen Sie"),
		ho28aR("de", `(\s)installieren Sie`, "${1}deinstallieren Sie"),
		ho28aR("de", `einstecken`, "ausstecken"),
		ho28aR("ja", `を開けます`, "を閉めます"),
		ho28aR("ja", `を開けて`, "を閉めて"),
		ho28aR("ja", `を入れてから`, "を抜いてから"),
		ho28aR("ja", `を脱ぎ`, "を履き"),
		ho28aR("ja", `を取り出し`, "をしまい"),
	)},
	// An invoice or a payment due told as a credit note or refund: money flows the
	// other way.
	// de: Rechnungsbetrag 1.249,90 € → Erstattungsbetrag 1.249,90 €; Die Rechnung senden
	// wir → Die Gutschrift senden wir; ja: お支払い期限は → ご返金予定日は;
	// 請求書の送付先 → 返金通知書の送付先.
	{"b28a_invoice_told_as_credit_or_refund", "first", ho28aKind(
		ho28aR("de", `Rechnungsbetrag`, "Erstattungsbetrag"),
		ho28aR("de", `(^|[^\p{L}])Rechnung([^\p{L}])`, "${1}Gutschrift${2}"),
		ho28aR("de", `abgerechnet`, "erstattet"),
		ho28aR("de", `Zahlbar bis`, "Erstattung bis"),
		ho28aR("ja", `お支払い期限は`, "ご返金予定日は"),
		ho28aR("ja", `お支払期限は`, "ご返金予定日は"),
		ho28aR("ja", `ご請求`, "ご返金"),
		ho28aR("ja", `請求書`, "返金通知書"),
	)},
	// The whole amount labelled as a deposit or part payment.
	// de: Der Rechnungsbetrag bleibt unverändert bei 1.850,00 € → Die Anzahlung bleibt
	// unverändert bei 1.850,00 €; ja: 合計（税抜）：53,900円 → 内金（税抜）：53,900円.
	{"b28a_total_labelled_as_deposit", "first", ho28aKind(
		ho28aR("de", `Der (Rechnungs|Gesamt)betrag`, "Die Anzahlung"),
		ho28aR("de", `der (Rechnungs|Gesamt)betrag`, "die Anzahlung"),
		ho28aR("de", `Den (Rechnungs|Gesamt)betrag`, "Die Anzahlung"),
		ho28aR("de", `den (Rechnungs|Gesamt)betrag`, "die Anzahlung"),
		ho28aR("de", `(Rechnungs|Gesamt)betrag`, "Anzahlung"),
		ho28aR("de", `Gesamtpreis`, "Anzahlungsbetrag"),
		ho28aR("ja", `合計`, "内金"),
		ho28aR("ja", `総額`, "内金"),
	)},
	// A total failure told as a partial one.
	// de: Die Pumpe baut keinen Druck mehr auf → nicht mehr den vollen Druck auf;
	// werden … nicht unterstützt → nur eingeschränkt unterstützt; ja: 割れていて使えない →
	// 割れていて一部使えない; 勤怠データが取り込めない → 一部取り込めない.
	{"b28a_total_failure_told_as_partial", "first", ho28aKind(
		ho28aR("de", `keinen (\p{Lu}\p{L}+) mehr`, "nicht mehr den vollen ${1}"),
		ho28aR("de", `(werden|wird) ([^\n.;]{0,60}?)nicht unterstützt`, "${1} ${2}nur eingeschränkt unterstützt"),
		ho28aR("de", `funktioniert nicht`, "funktioniert nur eingeschränkt"),
		ho28aR("ja", `([^一])(使えない|使えません|取り込めない|取り込めません|起動しない|動かない)`, "${1}一部${2}"),
		ho28aR("ja", `冷えない`, "冷えにくい"),
	)},
	// The customer's acquiring act (order, buy, receive) told with the giving verb.
	// de: Frau Köhler hat … die Siebträgermaschine bestellt → verkauft; der von Ihnen
	// bestellten Teile → der von Ihnen verkauften Teile; den Sie per Mail erhalten →
	// den Sie per Mail versenden.
	{"b28a_de_acquiring_verb_told_as_giving_verb", "first", ho28aKind(
		ho28aR("de", `(\s)bestellt(e[nmrs]?)?([^\p{L}])`, "${1}verkauft${2}${3}"),
		ho28aR("de", `(\s)gekauft(e[nmrs]?)?([^\p{L}])`, "${1}verkauft${2}${3}"),
		ho28aR("de", `((?:den|die|das) Sie [^\n,.;]{0,30})erhalten`, "${1}versenden"),
	)},
	// A completed state told as one just begun.
	// de: Die Druckbehälterprüfung ist bestanden → hat begonnen; Sobald die Verbindung
	// steht → Sobald die Verbindung beginnt; ja: 接続が完了すると → 接続が始まると;
	// 破損を確認済みで → 破損を確認中で.
	{"b28a_completed_state_told_as_begun", "first", ho28aKind(
		ho28aR("de", `ist (bestanden|abgeschlossen|beendet|erledigt)`, "hat begonnen"),
		ho28aR("de", `Sobald (der|die|das) (\p{Lu}\p{L}+) (steht|abgeschlossen ist|fertig ist|hergestellt ist)`, "Sobald ${1} ${2} beginnt"),
		ho28aR("ja", `が完了すると`, "が始まると"),
		ho28aR("ja", `が完了しました`, "が始まりました"),
		ho28aR("ja", `確認済み`, "確認中"),
		ho28aR("ja", `完了済み`, "開始済み"),
	)},
	// Delivery told as collection: the goods move the other way.
	// de: Die Lieferung erfolgt am 12.11. → Die Abholung erfolgt am 12.11.; Stahlträger
	// … geliefert werden → abgeholt werden; ja: 10月16日にお届けする予定 → お引き取りする予定;
	// 出荷開始日 → 入荷開始日.
	{"b28a_delivery_told_as_collection", "first", ho28aKind(
		ho28aR("de", `Die Lieferung`, "Die Abholung"),
		ho28aR("de", `die Lieferung`, "die Abholung"),
		ho28aR("de", `geliefert werden`, "abgeholt werden"),
		ho28aR("de", `der Versand`, "die Abholung"),
		ho28aR("de", `Der Versand`, "Die Abholung"),
		ho28aR("de", `bringen Sie ([^\n.;]{1,60}?) mit([^\p{L}])`, "holen Sie ${1} bei uns ab${2}"),
		ho28aR("ja", `お届け`, "お引き取り"),
		ho28aR("ja", `出荷`, "入荷"),
		ho28aR("ja", `納品`, "引き取り"),
		ho28aR("ja", `出張修理`, "引き取り修理"),
	)},
	// The one who reports told as the one who is told.
	// de: Prof. Dr. Kühn hat das Gutachten vorgestellt → vorgestellt bekommen; Frau Müller
	// meldet, dass → erfährt, dass; ja: 髙橋が進捗を報告した → 進捗の報告を受けた;
	// 西村が…までに回答する → 回答を受ける.
	{"b28a_informer_told_as_informed", "first", ho28aKind(
		ho28aR("de", `hat ([^\n.;:]{1,60}?) vorgestellt`, "hat ${1} vorgestellt bekommen"),
		ho28aR("de", `meldet, dass`, "erfährt, dass"),
		ho28aR("de", `meldet (\p{Lu})`, "erfährt von ${1}"),
		ho28aR("de", `berichtet, dass`, "erfährt, dass"),
		ho28aR("ja", `を報告した`, "の報告を受けた"),
		ho28aR("ja", `を報告しました`, "の報告を受けました"),
		ho28aR("ja", `に回答する`, "に回答を受ける"),
		ho28aR("ja", `に回答します`, "に回答を受けます"),
		ho28aR("ja", `を説明した`, "の説明を受けた"),
	)},
	// A spatial side turned round (up/down, near/far, ceiling/floor).
	// de: nicht zu weit entfernt → nicht zu nah; Wasser aus der Badezimmerdecke →
	// aus dem Badezimmerboden; ja: プラス面が上になるように → 下になるように.
	{"b28a_spatial_side_turned_round", "first", ho28aKind(
		ho28aR("de", `nicht zu weit entfernt`, "nicht zu nah"),
		ho28aR("de", `der (\p{Lu}\p{Ll}*)decke`, "dem ${1}boden"),
		ho28aR("de", `(\s)oben([^\p{L}])`, "${1}unten${2}"),
		ho28aR("de", `(\s)links([^\p{L}])`, "${1}rechts${2}"),
		ho28aR("ja", `が上になる`, "が下になる"),
		ho28aR("ja", `上向き`, "下向き"),
		ho28aR("ja", `底面`, "上面"),
		ho28aR("ja", `右側`, "左側"),
		ho28aR("ja", `背面`, "前面"),
	)},
	// A whole order or shipment told as part of it.
	// de: Gern liefern wir Ihre Bestellung → einen Teil Ihrer Bestellung; der Versand der
	// bestellten Teile → der Versand eines Teils der bestellten Teile; ja: 交換品は10月19日に
	// 発送 → 交換品の一部は10月19日に発送.
	{"b28a_whole_order_told_as_part", "first", ho28aKind(
		ho28aR("de", `((?:liefern|senden|versenden|schicken) wir )(?:Ihre|die) Bestellung`, "${1}einen Teil Ihrer Bestellung"),
		ho28aR("de", `(Versand|Lieferung) der `, "${1} eines Teils der "),
		ho28aR("ja", `交換品は`, "交換品の一部は"),
		ho28aR("ja", `商品は`, "商品の一部は"),
		ho28aR("ja", `の発送が遅れて`, "の一部の発送が遅れて"),
		ho28aR("ja", `発送が遅れて`, "一部の発送が遅れて"),
		ho28aR("ja", `(費用|料金)は不要`, "${1}は一部のみ不要"),
	)},
	// Something done again or as before told as done for the first time.
	// de: Die Rechnung senden wir wie gewohnt an → erstmals an; Starten Sie den
	// Kopplungsmodus erneut → erstmals; ja: 営業の担当は引き続き松田部長 → 新たに松田部長.
	{"b28a_continued_told_as_first_time", "first", ho28aKind(
		ho28aR("de", `wie gewohnt`, "erstmals"),
		ho28aR("de", `(\s)erneut([^\p{L}])`, "${1}erstmals${2}"),
		ho28aR("de", `(\s)weiterhin([^\p{L}])`, "${1}erstmals${2}"),
		ho28aR("ja", `引き続き`, "新たに"),
		ho28aR("ja", `再テスト`, "初回テスト"),
		ho28aR("ja", `再度`, "初めて"),
	)},
	// An enclosed or already sent item told as one still to be requested.
	// de: mit dem beiliegenden Rücksendeetikett → mit dem separat anzufordernden
	// Rücksendeetikett; ja: 交換品に同梱の返送用伝票で → 別途ご請求いただく返送用伝票で.
	{"b28a_enclosed_item_told_as_to_request", "first", ho28aKind(
		ho28aR("de", `beiliegende`, "separat anzufordernde"),
		ho28aR("de", `anbei`, "auf Anfrage"),
		ho28aR("de", `((?:den|die|das) Sie [^\n,.;]{0,30})erhalten`, "${1}anfordern"),
		ho28aR("ja", `[^、。\s]{0,8}に同梱の`, "別途ご請求いただく"),
		ho28aR("ja", `同封の`, "別途ご請求いただく"),
	)},
	// What the customer asked for told as what we offer or can do.
	// de: Gewünscht ist keine Reparatur, sondern ein Austauschgerät → Angeboten wird keine
	// Reparatur, …; ja: 交換品到着を希望。 → 交換品到着をご提案。; 納品希望日 → 納品可能日.
	{"b28a_customer_wish_told_as_our_offer", "first", ho28aKind(
		ho28aR("de", `Gewünscht (?:ist|wird)`, "Angeboten wird"),
		ho28aR("de", `wünscht sich`, "bietet"),
		ho28aR("ja", `を希望。`, "をご提案。"),
		ho28aR("ja", `を希望している`, "を提案している"),
		ho28aR("ja", `希望日`, "可能日"),
	)},
	// Our sending told as our receiving.
	// de: Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu → Wir erhalten von
	// Ihnen am 20.10.2026 kostenlos eine Ersatzlampe; ja: クーポンをお送りいたします →
	// クーポンをお受け取りいたします.
	{"b28a_our_sending_told_as_receiving", "first", ho28aKind(
		ho28aR("de", `(Wir|wir) senden Ihnen ([^\n;]+?) zu(;|\.(?:\s|$))`, "${1} erhalten von Ihnen ${2}${3}"),
		ho28aR("de", `senden wir ([^\n.;]{0,30}?)an Ihre (\p{Lu})`, "erhalten wir ${1}von Ihrer ${2}"),
		ho28aR("de", `sende ich Ihnen`, "erhalte ich von Ihnen"),
		ho28aR("ja", `をお送りいたします`, "をお受け取りいたします"),
		ho28aR("ja", `をお送りします`, "をお受け取りします"),
		ho28aR("ja", `お送りいただいた`, "お受け取りいただいた"),
		ho28aR("ja", `を発送いたします`, "を受領いたします"),
	)},
	// A replacement that is the customer's to keep told as a loan to be given back.
	// de: ein Austauschgerät bis spätestens 19.10. → ein Leihgerät; kostenlos eine
	// Ersatzlampe → kostenlos eine Leihlampe; ja: 交換品は10月19日に発送 → 貸出品は….
	{"b28a_replacement_told_as_loan", "first", ho28aKind(
		ho28aR("de", `(Austausch|Ersatz)(gerät|lampe|teil|artikel|produkt|ware)`, "Leih${2}"),
		ho28aR("ja", `交換品`, "貸出品"),
		ho28aR("ja", `代替品`, "貸出品"),
		ho28aR("ja", `代替機`, "貸出機"),
	)},
	// A fault's degree overstated: a partial symptom told as a total one.
	// de: der Espresso läuft nur tröpfchenweise → läuft gar nicht mehr; Wasser aus der
	// Decke tropft → strömt; ja: 正しく測定できないことがあります → まったく測定できません.
	{"b28a_fault_degree_overstated", "first", ho28aKind(
		ho28aR("de", `nur (tröpfchenweise|teilweise|zeitweise|gelegentlich)`, "gar nicht mehr"),
		ho28aR("de", `(\s)tropft([^\p{L}])`, "${1}strömt${2}"),
		ho28aR("de", `(\s)flackert([^\p{L}])`, "${1}gar nicht mehr leuchtet${2}"),
		ho28aR("ja", `正しく(\p{Han}+)できないことがあります`, "まったく${1}できません"),
		ho28aR("ja", `できないことがあります`, "まったくできません"),
		ho28aR("ja", `ことがあります`, "ことがほとんどです"),
	)},
	// A full state (unchanged, kept, passed, normal) told as only nearly so.
	// de: Der Rechnungsbetrag bleibt unverändert → bleibt nahezu unverändert; Das Budget
	// bleibt eingehalten → bleibt weitgehend eingehalten; ja: FAX番号は変わりません →
	// ほとんど変わりません; 9月分までは正常 → 9月分まではほぼ正常.
	{"b28a_full_state_told_as_nearly", "first", ho28aKind(
		ho28aR("de", `(\s)unverändert([^\p{L}])`, "${1}nahezu unverändert${2}"),
		ho28aR("de", `bleibt eingehalten`, "bleibt weitgehend eingehalten"),
		ho28aR("de", `ist bestanden`, "ist weitgehend bestanden"),
		ho28aR("de", `(\s)vollständig([^\p{L}])`, "${1}weitgehend${2}"),
		ho28aR("ja", `は変わりません`, "はほとんど変わりません"),
		ho28aR("ja", `は変わらない`, "はほとんど変わらない"),
		ho28aR("ja", `は正常`, "はほぼ正常"),
		ho28aR("ja", `は完了です`, "はほぼ完了です"),
		ho28aR("ja", `全額`, "ほぼ全額"),
	)},
	// A single event told as a recurring one.
	// de: Die Lieferung erfolgt am 12.11.2026 → erfolgt ab dem 12.11.2026 wöchentlich; Die
	// nächste Sitzung findet am 12.11. statt → Die Sitzung findet ab dem 12.11. wöchentlich
	// statt; ja: 次回のお買い物でご利用いただけるクーポン → 毎回のお買い物で….
	{"b28a_single_event_told_as_recurring", "first", ho28aKind(
		ho28aR("de", `Die nächste (\p{Lu}\p{L}+) findet am ([^\n;]+?) statt`, "Die ${1} findet ab dem ${2} wöchentlich statt"),
		ho28aR("de", `findet am ([^\n;]+?) statt`, "findet ab dem ${1} wöchentlich statt"),
		ho28aR("de", `erfolgt am (\d{1,2}\.\d{1,2}\.\d{4})`, "erfolgt ab dem ${1} wöchentlich"),
		ho28aR("de", `(\p{L}*[Tt]ermin) am (Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag), ([^,\n]+), um`, "${1} jeden ${2} ab dem ${3} um"),
		ho28aR("ja", `次回の`, "毎回の"),
		ho28aR("ja", `今回の`, "毎回の"),
		ho28aR("ja", `1回限り`, "毎回"),
	)},
	// Spending told as income (or income as a clawback).
	// de: da die Förderung höher ausfällt → da die Rückforderung höher ausfällt; meldet
	// Mehrkosten von 36.400,00 € → Mehrerlöse; ja: 9月末時点の支出は → 9月末時点の収入は.
	{"b28a_spending_told_as_income", "first", ho28aKind(
		ho28aR("de", `Förderung`, "Rückforderung"),
		ho28aR("de", `Mehrkosten`, "Mehrerlöse"),
		ho28aR("de", `Ausgaben`, "Einnahmen"),
		ho28aR("ja", `の支出は`, "の収入は"),
		ho28aR("ja", `支出額`, "収入額"),
	)},
}

// ho28aDiffLines lists the lines of got that differ from base, for reading the log.
func ho28aDiffLines(base, got string) string {
	bl, gl := strings.Split(base, "\n"), strings.Split(got, "\n")
	var out []string
	for i, l := range gl {
		if i >= len(bl) || bl[i] != l {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n~ ")
}
