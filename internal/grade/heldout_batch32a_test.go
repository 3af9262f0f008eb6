package grade

// Blind batch 32a: domain-term confusions. Each kind swaps one business, legal,
// financial, logistics or IT term of the answer for a confusable neighbour that names a
// different thing or act, at one occurrence, while the sentence stays fluent: approval
// told as review, cancellation and rescheduling confused, replacement told as repair or
// as a refurbished unit, delivery told as installation or as ordering, paid price told as
// list price, order told as reservation, delivery and payment terms confused, setup told
// as reset or migration, fee and accounting terms swapped for siblings, milestones,
// outbound and inbound goods, relocation and expansion, meetings, firm roles, the deputy of the
// person in charge, a customer's message told as a dunning reminder, Japanese 御中 on a
// person and tax basis told as shipping basis. The word lists are per language and general.

import (
	"encoding/json"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ho32aRule is one rewrite: the first match of re (a whole word when word is set) is
// replaced by to(match).
type ho32aRule struct {
	re   *regexp.Regexp
	to   func(m []string) string
	word bool
}

// ho32aP swaps the literal from for to; a from that starts with a Latin letter must
// stand as a whole word.
func ho32aP(from, to string) ho32aRule {
	r, _ := utf8.DecodeRuneInString(from)
	return ho32aRule{
		re:   regexp.MustCompile(regexp.QuoteMeta(from)),
		to:   func([]string) string { return to },
		word: unicode.Is(unicode.Latin, r),
	}
}

// ho32aR rewrites the matches of expr with to.
func ho32aR(expr string, to func(m []string) string) ho32aRule {
	return ho32aRule{re: regexp.MustCompile(expr), to: to}
}

func ho32aIsLetter(s string, at int, before bool) bool {
	if before {
		if at <= 0 {
			return false
		}
		r, _ := utf8.DecodeLastRuneInString(s[:at])
		return unicode.IsLetter(r)
	}
	if at >= len(s) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[at:])
	return unicode.IsLetter(r)
}

// ho32aFirstOf applies, of all rules, the one whose match starts first in s (the longest
// match at a tie), once; s unchanged when no rule matches.
func ho32aFirstOf(s string, rules []ho32aRule) string {
	bestAt, bestEnd := -1, -1
	var bestRule ho32aRule
	var bestLoc []int
	for _, r := range rules {
		for _, loc := range r.re.FindAllStringSubmatchIndex(s, -1) {
			if r.word && (ho32aIsLetter(s, loc[0], true) || ho32aIsLetter(s, loc[1], false)) {
				continue
			}
			if bestAt < 0 || loc[0] < bestAt || (loc[0] == bestAt && loc[1] > bestEnd) {
				bestAt, bestEnd, bestRule, bestLoc = loc[0], loc[1], r, loc
			}
			break
		}
	}
	if bestAt < 0 {
		return s
	}
	m := make([]string, len(bestLoc)/2)
	for i := range m {
		if bestLoc[2*i] >= 0 {
			m[i] = s[bestLoc[2*i]:bestLoc[2*i+1]]
		}
	}
	return s[:bestAt] + bestRule.to(m) + s[bestEnd:]
}

// ho32aKind makes a kind's function from its rules per language.
func ho32aKind(rules map[string][]ho32aRule) func(lang, s string) string {
	return func(lang, s string) string {
		return ho32aFirstOf(s, rules[lang])
	}
}

// ho32aDeAdj declines a German adjective stem (reparierte → repariert) after article
// art, before a noun that, after ein, is taken as neuter when it ends in a neuter head.
func ho32aDeAdj(stem, art, noun string) string {
	switch art {
	case "eine", "die", "der", "das", "Ihre":
		return stem + "e"
	case "einen", "einem", "einer", "den", "dem", "Ihren", "Ihrem", "Ihrer":
		return stem + "en"
	}
	for _, n := range []string{"gerät", "teil", "produkt", "modell", "exemplar", "stück"} {
		if strings.HasSuffix(strings.ToLower(noun), n) {
			return stem + "es"
		}
	}
	return stem + "er"
}

// ho32aDeReplacementNoun rewrites "eine Ersatzlampe" / "ein Austauschgerät" as the
// article, the declined adjective stem and the bare noun.
func ho32aDeReplacementNoun(stem string) ho32aRule {
	return ho32aR(`(^|[^\p{L}])(eine|einen|einem|einer|ein|die|das|der|den|dem|Ihre|Ihren|Ihrem|Ihrer|Ihr) (?:Ersatz|Austausch|Neu)(\p{Ll}{3,})`,
		func(m []string) string {
			rs := []rune(m[3])
			noun := string(unicode.ToUpper(rs[0])) + string(rs[1:])
			return m[1] + m[2] + " " + ho32aDeAdj(stem, m[2], noun) + " " + noun
		})
}

var ho32aJaOnchu = regexp.MustCompile(`^([^\n]{1,20}?) ?様$`)

var heldOutBatch32a = []heldOutKind{
	// The customer is asked to approve, or a body to release, and is asked to review.
	// ja: お見積もりへのご承認をお願いいたします → ご検討をお願いいたします
	// de: die Genehmigung der Gewerbeaufsicht steht noch aus → die Prüfung der Gewerbeaufsicht
	{"b32a_approval_requested_as_review", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aP("ご承認", "ご検討"), ho32aP("承認を", "検討を"), ho32aP("承認が", "検討が"), ho32aP("承認済み", "確認済み")},
		"de": {ho32aP("Genehmigung", "Prüfung"), ho32aP("Freigabe", "Prüfung"), ho32aP("freigegeben", "geprüft"),
			ho32aP("freizugeben", "zu prüfen"), ho32aP("freigeben", "prüfen"), ho32aP("genehmigt", "geprüft")},
	})},
	// Cancelling and rescheduling (or changing a contract) are confused in a rule.
	// ja: 日程の変更をご希望の場合は → 日程のキャンセルをご希望の場合は; 途中解約はできません → 途中変更はできません
	// de: sagen Sie ihn bitte spätestens 24 Stunden vorher ab → verschieben Sie ihn bitte spätestens 24 Stunden vorher
	{"b32a_cancellation_and_rescheduling_confused", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aP("日程の変更", "日程のキャンセル"), ho32aP("変更をご希望", "キャンセルをご希望"), ho32aP("途中解約", "途中変更"),
			ho32aP("解約", "契約変更"), ho32aP("キャンセル", "日程変更")},
		"de": {ho32aR(`(^|[^\p{L}])sagen Sie ([^.,;:\n]{1,80}?) ab([.,;:]|$)`, func(m []string) string {
			return m[1] + "verschieben Sie " + m[2] + m[3]
		}), ho32aP("absagen", "verschieben"), ho32aP("abgesagt", "verschoben"), ho32aP("Absage", "Verschiebung"),
			ho32aP("stornieren", "umbuchen"), ho32aP("storniert", "umgebucht"), ho32aP("Stornierung", "Umbuchung")},
	})},
	// A replacement unit becomes a repaired one.
	// ja: 交換品は10月19日に発送 → 修理品は10月19日に発送
	// de: kostenlos eine Ersatzlampe zu → kostenlos eine reparierte Lampe zu
	{"b32a_replacement_told_as_repair", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aP("交換品", "修理品"), ho32aP("代替品", "修理品"), ho32aP("新品", "修理品")},
		"de": {ho32aDeReplacementNoun("repariert"), ho32aP("Umtausch", "Reparatur")},
	})},
	// A replacement or new unit becomes a refurbished or used one.
	// ja: 交換品 → 再生品; 新しい電池に交換してください → 中古の電池に交換してください
	// de: ein Austauschgerät → ein generalüberholtes Gerät
	{"b32a_new_unit_told_as_refurbished", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aP("交換品", "再生品"), ho32aP("代替品", "再生品"), ho32aP("新品", "中古品"), ho32aP("新しい電池", "中古の電池"),
			ho32aP("新しい製品", "中古の製品")},
		"de": {ho32aDeReplacementNoun("generalüberholt"), ho32aP("Neugerät", "Gebrauchtgerät")},
	})},
	// Delivery becomes installation (a fitter's visit).
	// ja: 10月16日にお届けする予定でしたが → 10月16日に設置する予定でしたが; 納品希望日 → 設置希望日
	// de: Die Lieferung erfolgt am 12.11.2026 → Die Montage erfolgt am 12.11.2026
	{"b32a_delivery_told_as_installation", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aP("お届けする", "設置する"), ho32aP("お届けでき", "設置でき"), ho32aP("お届け予定日", "設置予定日"),
			ho32aP("納品希望日", "設置希望日"), ho32aP("納品日", "設置日"), ho32aP("配達", "設置")},
		"de": {ho32aP("Lieferung", "Montage"), ho32aP("geliefert", "montiert"), ho32aP("Liefertermin", "Montagetermin"),
			ho32aP("Anlieferung", "Montage"), ho32aP("Zustellung", "Montage")},
	})},
	// Delivery becomes the ordering of the goods.
	// ja: 納品希望日：2026年11月2日 → 発注希望日：2026年11月2日
	// de: die Stahlträger erst am 28.10.2026 geliefert werden → erst am 28.10.2026 bestellt werden
	{"b32a_delivery_told_as_ordering", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aP("納品希望日", "発注希望日"), ho32aP("納品日", "発注日"), ho32aP("納品予定日", "発注予定日"), ho32aP("入荷", "発注")},
		"de": {ho32aP("geliefert", "bestellt"), ho32aP("Lieferung", "Bestellung"), ho32aP("Anlieferung", "Bestellung"),
			ho32aP("Liefertermin", "Bestelltermin")},
	})},
	// The price paid, billed or fixed is called the list price.
	// ja: 固定価格は1,480ユーロ（税別）です → 定価は1,480ユーロ（税別）です
	// de: Rechnungsbetrag 1.249,90 € → Listenpreis 1.249,90 €
	{"b32a_paid_price_told_as_list_price", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aP("固定価格", "定価"), ho32aP("単価", "定価"), ho32aP("販売価格", "定価"), ho32aP("請求金額", "定価")},
		"de": {ho32aP("Rechnungsbetrag", "Listenpreis"), ho32aP("Rechnungsbetrags", "Listenpreises"), ho32aP("Kaufpreis", "Listenpreis"),
			ho32aP("Festpreis", "Listenpreis")},
	})},
	// A placed order becomes a mere reservation.
	// ja: ご注文番号WS-30982 → ご予約番号WS-30982
	// de: (Edelstahl) bestellt, Bestellnummer → (Edelstahl) reserviert, Bestellnummer
	{"b32a_order_told_as_reservation", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aP("ご注文番号", "ご予約番号"), ho32aP("注文番号", "予約番号"), ho32aP("ご注文", "ご予約")},
		"de": {ho32aP("bestellt", "reserviert"), ho32aP("bestellten", "reservierten"), ho32aP("bestellte", "reservierte"),
			ho32aP("bestellen", "reservieren"), ho32aP("Bestellnummer", "Reservierungsnummer")},
	})},
	// The customer's inquiry becomes an application or sign-up.
	// ja: お気軽にお問い合わせください → お気軽にお申し込みください; との問い合わせがあった → との申し込みがあった
	{"b32a_ja_inquiry_told_as_application", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aP("お問い合わせ", "お申し込み"), ho32aP("問い合わせ", "申し込み"), ho32aP("お問合せ", "お申し込み")},
	})},
	// The customer's message or request is called a dunning reminder.
	// ja: お問い合わせいただき、ありがとうございます → ご催促いただき、ありがとうございます
	// de: vielen Dank für Ihre Nachricht → vielen Dank für Ihre Mahnung
	{"b32a_customer_message_told_as_reminder", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aP("お問い合わせいただき", "ご催促いただき"), ho32aP("ご依頼をいただき", "ご催促をいただき"), ho32aP("ご連絡いただき", "ご催促いただき")},
		"de": {ho32aR(`(Dank für (?:Ihre|deine)) (?:Nachricht|Anfrage|E-Mail|Mail)([ ,.;:!]|$)`, func(m []string) string {
			return m[1] + " Mahnung" + m[2]
		})},
	})},
	// Delivery terms and payment terms are confused.
	// ja: お支払い期限は2026年10月30日（金）です → 納期は2026年10月30日（金）です; 納品希望日 → 支払期日
	// de: | Lieferzeit | → | Zahlungsziel |
	{"b32a_delivery_and_payment_terms_confused", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aP("納品希望日", "支払期日"), ho32aP("お支払い期限", "納期"), ho32aP("支払期限", "納期"), ho32aP("支払期日", "納期"),
			ho32aP("納期", "支払期限")},
		"de": {ho32aP("Lieferzeit", "Zahlungsziel"), ho32aP("Lieferfrist", "Zahlungsfrist"), ho32aP("Liefertermin", "Zahlungstermin"),
			ho32aP("Zahlungsziel", "Lieferzeit"), ho32aP("Zahlungsfrist", "Lieferfrist")},
	})},
	// Setting up becomes resetting, integrating becomes migrating.
	// ja: 初期設定は、次の手順で行います → 初期化は、次の手順で行います; 連携テスト → 移行テスト
	// de: und richten einen Wochenplan ein → und setzen einen Wochenplan zurück
	{"b32a_it_operation_term_sibling", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aP("初期設定", "初期化"), ho32aP("連携", "移行"), ho32aP("同期", "移行")},
		"de": {ho32aR(`(^|[^\p{L}])richten( Sie)? ((?:[^ ,.:;\n]+ ){0,2}?[^ ,.:;\n]+) ein([ ,.:;]|$)`, func(m []string) string {
			return m[1] + "setzen" + m[2] + " " + m[3] + " zurück" + m[4]
		}), ho32aP("einrichten", "zurücksetzen"), ho32aP("einzurichten", "zurückzusetzen"), ho32aP("Einrichtung", "Zurücksetzung")},
	})},
	// A meeting or discussion becomes another business event (a site visit, a contract).
	// ja: 10月20日の経営会議で → 10月20日の現地視察で; お打ち合わせのとおり → ご契約のとおり
	// de: Die nächste Sitzung findet am 12.11.2026 statt → Die nächste Baustellenbegehung findet …
	{"b32a_meeting_told_as_other_business_event", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aP("経営会議", "現地視察"), ho32aP("お打ち合わせ", "ご契約"), ho32aP("打ち合わせ", "契約"), ho32aP("会議", "現地視察")},
		"de": {ho32aP("Sitzung", "Baustellenbegehung"), ho32aP("Besprechung", "Baustellenbegehung"), ho32aP("Wie besprochen", "Wie vertraglich vereinbart"),
			ho32aP("wie besprochen", "wie vertraglich vereinbart")},
	})},
	// A one-off fee becomes a recurring one (or the reverse), or another fee type.
	// ja: 初期費用は不要です → 月額費用は不要です; 基本料金33,000円 → 初期費用33,000円
	// de: 2.400,00 € Bereitschaftspauschale → 2.400,00 € Anfahrtspauschale
	{"b32a_fee_type_sibling", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aP("初期費用", "月額費用"), ho32aP("基本料金", "初期費用"), ho32aP("月額料金", "初期費用"), ho32aP("月額費用", "初期費用"),
			ho32aP("年会費", "初期費用")},
		"de": {ho32aP("Bereitschaftspauschale", "Anfahrtspauschale"), ho32aP("Anfahrtspauschale", "Bereitschaftspauschale"),
			ho32aP("Grundgebühr", "Einrichtungsgebühr"), ho32aP("Einrichtungsgebühr", "Grundgebühr"), ho32aP("Monatsgebühr", "Einrichtungsgebühr")},
	})},
	// An accounting or funding term becomes a sibling that names another thing.
	// ja: 予備費から支出する → 借入金から支出する; 月末の給与計算 → 月末の決算; 加算されて → 相殺されて
	// de: da die Förderung … höher ausfällt → da die Kreditlinie … höher ausfällt
	{"b32a_accounting_term_sibling", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aP("予備費", "借入金"), ho32aP("給与計算", "決算"), ho32aP("加算されて", "相殺されて"), ho32aP("在庫引当", "棚卸")},
		"de": {ho32aP("Förderung", "Kreditlinie"), ho32aP("Fördermittel", "Kreditmittel"), ho32aP("Zuschuss", "Kredit"),
			ho32aP("abgerechnet", "bewilligt")},
	})},
	// A project milestone becomes another one.
	// ja: 出荷開始日を…に延期 → 竣工日を…に延期; 納品希望日 → 検収希望日
	// de: die Inbetriebnahme verschiebt sich → die Abnahme verschiebt sich
	{"b32a_project_milestone_sibling", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aP("出荷開始日", "竣工日"), ho32aP("稼働開始", "竣工"), ho32aP("納品希望日", "検収希望日"), ho32aP("検収", "納品"),
			ho32aP("竣工", "稼働開始")},
		"de": {ho32aP("Inbetriebnahme", "Abnahme"), ho32aP("Abnahme", "Inbetriebnahme"), ho32aP("Fertigstellung", "Abnahme")},
	})},
	// Outbound shipment becomes inbound stock (goods received).
	// ja: 発送が遅れております → 入荷が遅れております
	// de: verschiebt sich der Versand der … Teile → verschiebt sich der Wareneingang der … Teile
	{"b32a_outbound_shipment_told_as_inbound_stock", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aP("発送", "入荷"), ho32aP("出荷", "入荷")},
		"de": {ho32aP("Versand", "Wareneingang"), ho32aP("Warenausgang", "Wareneingang")},
	})},
	// A relocation or replacement becomes an expansion or addition.
	// ja: 大阪営業所は…に移転します → …に拡張します
	// de: Die alte Gasheizung … wird durch zwei Wärmepumpen … ersetzt → … ergänzt
	{"b32a_relocation_or_replacement_told_as_expansion", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aP("移転", "拡張"), ho32aP("置き換え", "追加"), ho32aP("入れ替え", "追加")},
		"de": {ho32aP("ersetzt", "ergänzt"), ho32aP("ersetzen", "ergänzen"), ho32aP("umgezogen", "erweitert"), ho32aP("verlegt", "erweitert")},
	})},
	// A firm's role in the deal becomes another role.
	// ja: 新センターはソラノ物流が運営し → ソラノ物流が所有し
	// de: ausführende Firma ist … → planende Firma ist …; | Anbieter | → | Hersteller |
	{"b32a_company_role_in_deal_sibling", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aP("運営し", "所有し"), ho32aP("運営する", "所有する"), ho32aP("運営を", "所有を"), ho32aP("施工し", "設計し")},
		"de": {ho32aP("ausführende Firma", "planende Firma"), ho32aP("ausführenden Firma", "planenden Firma"),
			ho32aP("Anbieter", "Hersteller"), ho32aP("Anbieters", "Herstellers")},
	})},
	// The defect is classed as another kind of damage (a cause the source does not give).
	// ja: 写真で破損を確認済み → 写真で初期不良を確認済み
	// de: Mangel: Die Pumpe … → Transportschaden: Die Pumpe …; die defekte Lampe → die beim Transport beschädigte Lampe
	{"b32a_defect_told_as_other_damage_category", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aP("破損", "初期不良"), ho32aP("故障", "輸送中の破損")},
		"de": {ho32aP("Mangel", "Transportschaden"), ho32aP("defekte", "beim Transport beschädigte"),
			ho32aP("defekten", "beim Transport beschädigten"), ho32aP("Defekt", "Transportschaden")},
	})},
	// The person in charge is called the deputy.
	// ja: 営業の担当は引き続き松田部長で → 営業の代理担当は…; 責任者の髙橋 → 責任者代理の髙橋
	{"b32a_ja_person_in_charge_told_as_deputy", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aR(`(^|[^ごお代])担当(の|は|が|者)`, func(m []string) string { return m[1] + "代理担当" + m[2] }),
			ho32aP("責任者の", "責任者代理の"), ho32aP("責任者は", "責任者代理は"), ho32aP("主担当", "副担当")},
	})},
	// A tax basis is written as a shipping basis.
	// ja: 38,500円（税込） → 38,500円（送料込）; 合計（税抜） → 合計（送料別）
	{"b32a_ja_tax_basis_told_as_shipping_basis", "first", ho32aKind(map[string][]ho32aRule{
		"ja": {ho32aP("（税込）", "（送料込）"), ho32aP("（税抜）", "（送料別）"), ho32aP("（税別）", "（送料別）"),
			ho32aP("税込み", "送料込み"), ho32aP("税抜き", "送料別")},
	})},
	// An individual customer is addressed with 御中, the term for organisations.
	// ja: 小林 恵子様 → 小林 恵子御中
	{"b32a_ja_onchu_for_individual", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		first, rest, _ := strings.Cut(s, "\n")
		m := ho32aJaOnchu.FindStringSubmatch(first)
		if m == nil || strings.ContainsAny(m[1], "。、") {
			return s
		}
		out := m[1] + "御中"
		if strings.Contains(s, "\n") {
			out += "\n" + rest
		}
		return out
	}},
}

// ho32aSameJSON reports whether two JSON texts hold the same value.
func ho32aSameJSON(a, b string) bool {
	var x, y any
	if json.Unmarshal([]byte(a), &x) != nil || json.Unmarshal([]byte(b), &y) != nil {
		return false
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return string(xa) == string(ya)
}
