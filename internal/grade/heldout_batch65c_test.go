package grade

// Blind batch 65c: quantifiers and scope. Every kind keeps the answer's numbers as
// written and changes, at one place, which members of a set a statement is about:
// a benefit restricted to a subgroup of customers, a fact about one item extended to
// all its siblings, a personal letter readdressed to all customers, a named exclusion
// widened to any case, a partial or occasional failure made total, a pair narrowed to
// one with nur/のみ, a conditional step made unconditional (in jedem Fall, いずれの
// 場合も), this order's arrangement extended to all orders, one meeting or appointment
// made every one, a closed list opened with "unter anderem"/"など", a sole responsible
// party made one of several, a specific approval made blanket, an unchanged state made
// "mostly" unchanged, one customer's report made many customers', and a scope of
// validity narrowed to an invented subset.

import (
	"strings"
	"unicode/utf8"
)

// ho65cBenefitSubgroup restricts a free item or a remedy to a subgroup of customers
// the reader is not in.
var ho65cBenefitSubgroupDe = []hoRule{
	hoR(`kostenlos eine `, "nur für Neukunden kostenlos eine "),
	hoR(`die kostenlose WärmeApp`, "die nur für Premiumkunden kostenlose WärmeApp"),
	hoR(`Der Rechnungsbetrag bleibt unverändert`, "Für Neukunden bleibt der Rechnungsbetrag unverändert"),
}

var ho65cBenefitSubgroupJa = []hoRule{
	hoR(`初期費用は不要です`, "新規のお客様に限り、初期費用は不要です"),
	hoR(`無料アプリ`, "プレミアム会員のみ無料のアプリ"),
	hoR(`次回のお買い物でご利用いただける`, "新規会員様のみ、次回のお買い物でご利用いただける"),
	hoR(`交換品は`, "交換品は、プレミアム会員様に限り、"),
}

// ho65cAllSiblings extends a fact about one item to all its siblings.
var ho65cAllSiblingsDe = []hoRule{
	hoR(`Die Druckbehälterprüfung ist bestanden`, "Die Druckbehälterprüfung und alle übrigen Prüfungen sind bestanden"),
	hoR(`(Ihre Stehlampe „[^“]+“) (aus der Bestellung [\w-]+) flackert`, "$1 und alle übrigen Leuchten $2 flackern"),
	hoR(`Nordkälte AG ist zwar günstiger`, "Nordkälte AG ist wie alle übrigen Anbieter zwar günstiger"),
	hoR(`aus der Badezimmerdecke tropft`, "aus der Badezimmerdecke und allen übrigen Zimmerdecken der Wohnung tropft"),
}

var ho65cAllSiblingsJa = []hoRule{
	hoR(`フィルター差し込み口が割れて`, "フィルター差し込み口をはじめ、すべての部品が割れて"),
	hoR(`冷凍室が冷えない`, "冷凍室を含むすべての室が冷えない"),
	hoR(`セット商品の在庫引当に不具合`, "セット商品を含むすべての商品の在庫引当に不具合"),
	hoR(`10月分の勤怠データが取り込めない`, "10月分を含むすべての勤怠データが取り込めない"),
	hoR(`初期費用は不要です`, "初期費用を含め、費用はすべて不要です"),
}

// ho65cAllCustomers readdresses a letter to one named person to all customers.
var ho65cAllCustomersDe = []hoRule{
	hoR(`^Sehr geehrter? (?:Herr|Frau) [^,\n]+,`, "Sehr geehrte Kundinnen und Kunden,"),
}

var ho65cAllCustomersJa = []hoRule{
	hoR(`^[^\n]{1,12}様\n`, "お客様各位\n"),
	hoR(`^[^\n]{1,12}部長\n`, "関係者各位\n"),
}

// ho65cExclusionWidened widens an exclusion from the named case to any case.
var ho65cExclusionWidenedDe = []hoRule{
	hoR(`Netze, die nur im 5-GHz-Band funken, werden`, "Netze, die im 5-GHz-Band funken, auch Dualband-Netze, werden"),
	hoR(`nur werktags und nicht am Wochenende zustellen`, "nur werktags und weder am Wochenende noch an Brückentagen zustellen"),
}

var ho65cExclusionWidenedJa = []hoRule{
	hoR(`契約期間中の途中解約はできません`, "いかなる場合も解約はできません"),
	hoR(`それより早い実施はできません`, "いつであっても実施はできません"),
	hoR(`じゅうたんや畳の上では正しく測定できない`, "じゅうたんや畳に限らず、どのような床の上でも正しく測定できない"),
}

// ho65cFailureTotal makes a partial or occasional failure total.
var ho65cFailureTotalDe = []hoRule{
	hoR(`der Espresso läuft nur tröpfchenweise`, "es läuft überhaupt kein Espresso mehr durch"),
	hoR(`bis dahin läuft die alte Anlage weiter`, "bis dahin bleibt das Gebäude ganz ohne Heizung"),
}

var ho65cFailureTotalJa = []hoRule{
	hoR(`正しく測定できないことがあります`, "一切測定できません"),
	hoR(`9月分までは正常`, "これまで一度も正常に取り込めていない"),
	hoR(`セット商品の在庫引当に不具合`, "セット商品の在庫引当が一切できない不具合"),
}

// ho65cPairToOne narrows a pair to one member with an exclusive nur/のみ.
var ho65cPairToOneDe = []hoRule{
	hoR(`aus dem App Store oder von Google Play`, "ausschließlich aus dem App Store"),
	hoR(`die Mehrkosten und den neuen Termin`, "nur den neuen Termin"),
}

var ho65cPairToOneJa = []hoRule{
	hoR(`App Store または Google Play から`, "App Store のみから"),
	hoR(`延期と予備費支出の承認`, "延期のみの承認"),
}

// ho65cUnconditional makes a conditional step unconditional.
var ho65cUnconditionalDe = []hoRule{
	hoR(`Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte`, "Sagen Sie den Termin in jedem Fall bitte"),
	hoR(`Hilft das alles nicht, wenden Sie sich bitte`, "Wenden Sie sich in jedem Fall bitte"),
}

var ho65cUnconditionalJa = []hoRule{
	hoR(`日程の変更をご希望の場合は、`, "日程の変更の有無にかかわらず、いずれの場合も"),
	hoR(`表示部に「Lo」と出ている場合は、`, "表示部の表示にかかわらず、いずれの場合も"),
	hoR(`ご不明な点がございましたら、お気軽にお問い合わせください`, "いずれの場合も、必ずお問い合わせください"),
	hoR(`ご不明な点がございましたら、本メールにご返信ください`, "いずれの場合も、必ず本メールにご返信ください"),
}

// ho65cAllOrders extends this order's arrangement to all the customer's orders.
var ho65cAllOrdersDe = []hoRule{
	hoR(`(Gern liefern wir Ihre Bestellung [^()\n]*\([^)\n]*\))`, "$1 sowie alle Ihre künftigen Bestellungen"),
	hoR(`Der Rechnungsbetrag bleibt unverändert`, "Der Rechnungsbetrag bleibt auch für alle Ihre künftigen Bestellungen unverändert"),
	hoR(`Frau Köhler bittet um ein Rücksendeetikett`, "Frau Köhler bittet um Rücksendeetiketten für alle ihre Bestellungen"),
}

var ho65cAllOrdersJa = []hoRule{
	hoR(`(ご注文番号[A-Z]+-\d+の「[^」]+」)につきまして`, "${1}をはじめ、すべてのご注文につきまして"),
	hoR(`交換品は(\d{1,2}月\d{1,2}日に発送)`, "ご注文の全商品の交換品を$1"),
}

// ho65cEveryOccasion makes one meeting, visit or appointment every one.
var ho65cEveryOccasionDe = []hoRule{
	hoR(`Die nächste Sitzung findet`, "Alle weiteren Sitzungen finden"),
	hoR(`bestätigen wir Ihren Kontrolltermin am`, "bestätigen wir alle Ihre künftigen Kontrolltermine, beginnend am"),
	hoR(`die Wohnung am Montag, (\d{1,2}\.\d{1,2}\.\d{4}), ab`, "die Wohnung an jedem Montag, erstmals am $1, ab"),
}

var ho65cEveryOccasionJa = []hoRule{
	hoR(`訪問日時を下記のとおり確定いたしました`, "今後のすべての訪問日時を下記のとおり確定いたしました"),
	hoR(`(\d{1,2}月\d{1,2}日)の経営会議で`, "${1}以降のすべての経営会議で"),
}

// ho65cListOpened opens a closed list or a sole item with unter anderem / など.
var ho65cListOpenedDe = []hoRule{
	hoR(`Mehrkosten: `, "Mehrkosten: unter anderem "),
	hoR(`(Mehrkosten von [\d.,]+ €) für Schallschutzwände`, "$1 unter anderem für Schallschutzwände"),
	hoR(`Mangel: Die Pumpe`, "Mängel, unter anderem: Die Pumpe"),
}

var ho65cListOpenedJa = []hoRule{
	hoR(`（税込）で、合計`, "（税込）などで、合計"),
	hoR(`フィルター差し込み口が割れて`, "フィルター差し込み口などが割れて"),
	hoR(`冷凍室が冷えない`, "冷凍室などが冷えない"),
	hoR(`セット商品の在庫引当に不具合`, "セット商品の在庫引当などに不具合"),
}

// ho65cOneOfSeveral makes a sole responsible party or sole report one of several.
var ho65cOneOfSeveralDe = []hoRule{
	hoR(`ausführende Firma ist Wärmetechnik Förster`, "eine der ausführenden Firmen ist Wärmetechnik Förster"),
	hoR(`hat das Sicherheitsgutachten vorgestellt`, "hat eines von mehreren Sicherheitsgutachten vorgestellt"),
}

var ho65cOneOfSeveralJa = []hoRule{
	hoR(`責任者の(髙橋)が`, "責任者の一人である${1}が"),
	hoR(`担当の(西村)が`, "担当者の一人である${1}が"),
	hoR(`営業の担当は引き続き(松田部長)で`, "営業の担当は引き続き${1}ほか数名で"),
}

// ho65cBlanket makes a specific approval blanket for all future items.
var ho65cBlanketDe = []hoRule{
	hoR(`die Mehrkosten und den neuen Termin bis zum`, "die Mehrkosten, den neuen Termin und alle künftigen Mehrkosten bis zum"),
	hoR(`die der Ausschuss freigegeben hat`, "die der Ausschuss ebenso wie alle künftigen Mehrkosten freigegeben hat"),
}

var ho65cBlanketJa = []hoRule{
	hoR(`延期と予備費支出の承認`, "延期と予備費支出に加え、今後のすべての追加支出の承認"),
	hoR(`お見積もりへのご承認`, "お見積もりおよび今後のすべてのお見積もりへのご承認"),
}

// ho65cMostly makes an unchanged or kept state "mostly" so.
var ho65cMostlyDe = []hoRule{
	hoR(`bleibt unverändert bei`, "bleibt weitgehend unverändert bei"),
	hoR(`Die Rechnung senden wir wie gewohnt`, "Die Rechnung senden wir größtenteils wie gewohnt"),
	hoR(`(Budget von [\d.,]+ €) bleibt eingehalten`, "$1 bleibt weitgehend eingehalten"),
}

var ho65cMostlyJa = []hoRule{
	hoR(`(FAX番号（[\d-]+）)は変わりません`, "${1}はほとんど変わりません"),
	hoR(`9月分までは正常`, "9月分まではほぼ正常"),
}

// ho65cManyCustomers attributes one customer's or person's report to many.
var ho65cManyCustomersDe = []hoRule{
	hoR(`Mangel: Die Pumpe`, "Mangel (wie bei vielen anderen Kunden): Die Pumpe"),
	hoR(`Frau Müller von der Hausverwaltung Schößler meldet`, "Frau Müller von der Hausverwaltung Schößler und mehrere Mieter melden"),
	hoR(`Herr Oßwald meldet Mehrkosten`, "Herr Oßwald und mehrere Projektbeteiligte melden Mehrkosten"),
}

var ho65cManyCustomersJa = []hoRule{
	hoR(`髙橋様は月末の給与計算`, "髙橋様をはじめ多くのお客様が月末の給与計算"),
	hoR(`^松本様より、`, "松本様をはじめ複数のお客様より、"),
}

// ho65cSubset narrows a scope of validity to an invented subset of days, devices or
// channels.
var ho65cSubsetDe = []hoRule{
	hoR(`nur werktags und nicht am Wochenende`, "nur dienstags und nicht am Wochenende"),
	hoR(`Legen Sie für jeden Wochentag`, "Legen Sie nur für die Werktage Montag bis Freitag"),
}

var ho65cSubsetJa = []hoRule{
	hoR(`対応OSはiOS 16以降、Android 11以降です`, "対応OSはiOS 16以降、Android 11以降の、日本国内で販売された機種のみです"),
	hoR(`次回のお買い物でご利用いただける`, "次回の店舗でのお買い物でのみご利用いただける"),
}

var heldOutBatch65c = []heldOutKind{
	// A free item, a waived fee or a remedy restricted to a subgroup of customers the
	// reader is not in: kostenlos eine Ersatzlampe → nur für Neukunden kostenlos eine
	// Ersatzlampe; 次回のお買い物でご利用いただける → 新規会員様のみ、次回のお買い物で….
	{"b65c_benefit_restricted_to_customer_subgroup_only", "first", hoByLang(ho65cBenefitSubgroupJa, ho65cBenefitSubgroupDe)},
	// A fact about one item extended to all its siblings: Die Druckbehälterprüfung ist
	// bestanden → Die Druckbehälterprüfung und alle übrigen Prüfungen sind bestanden;
	// 冷凍室が冷えない → 冷凍室を含むすべての室が冷えない.
	{"b65c_one_item_fact_extended_to_all_its_siblings", "first", hoByLang(ho65cAllSiblingsJa, ho65cAllSiblingsDe)},
	// A letter to one named person readdressed to all customers: Sehr geehrter Herr
	// Weiß, → Sehr geehrte Kundinnen und Kunden,; 小林 恵子様 → お客様各位.
	{"b65c_personal_letter_readdressed_to_all_customers", "first", hoByLang(ho65cAllCustomersJa, ho65cAllCustomersDe)},
	// An exclusion widened from the named case to any case: 契約期間中の途中解約は
	// できません → いかなる場合も解約はできません; Netze, die nur im 5-GHz-Band funken →
	// Netze, die im 5-GHz-Band funken, auch Dualband-Netze.
	{"b65c_named_exclusion_widened_to_any_case", "first", hoByLang(ho65cExclusionWidenedJa, ho65cExclusionWidenedDe)},
	// A partial or occasional failure made total: der Espresso läuft nur
	// tröpfchenweise → es läuft überhaupt kein Espresso mehr durch; 正しく測定できない
	// ことがあります → 一切測定できません.
	{"b65c_partial_or_occasional_failure_made_total", "first", hoByLang(ho65cFailureTotalJa, ho65cFailureTotalDe)},
	// A pair narrowed to one member with an exclusive nur/のみ: aus dem App Store oder
	// von Google Play → ausschließlich aus dem App Store; 延期と予備費支出の承認 →
	// 延期のみの承認.
	{"b65c_pair_narrowed_to_one_member_exclusively", "first", hoByLang(ho65cPairToOneJa, ho65cPairToOneDe)},
	// A conditional step made unconditional: Falls Sie den Termin nicht wahrnehmen
	// können, sagen Sie ihn bitte … ab → Sagen Sie den Termin in jedem Fall bitte … ab;
	// 日程の変更をご希望の場合は、 → 日程の変更の有無にかかわらず、いずれの場合も.
	{"b65c_conditional_step_made_due_in_every_case", "first", hoByLang(ho65cUnconditionalJa, ho65cUnconditionalDe)},
	// This order's arrangement extended to all the customer's orders: Gern liefern wir
	// Ihre Bestellung WE-20417 (…) → … sowie alle Ihre künftigen Bestellungen;
	// ご注文番号WS-30982の「…」につきまして → …をはじめ、すべてのご注文につきまして.
	{"b65c_this_orders_arrangement_extended_to_all_orders", "first", hoByLang(ho65cAllOrdersJa, ho65cAllOrdersDe)},
	// One meeting, visit or appointment made every one: Die nächste Sitzung findet am
	// 12.11.2026 statt → Alle weiteren Sitzungen finden am 12.11.2026 statt;
	// 訪問日時を下記のとおり確定 → 今後のすべての訪問日時を下記のとおり確定.
	{"b65c_one_occasion_made_every_future_occasion", "first", hoByLang(ho65cEveryOccasionJa, ho65cEveryOccasionDe)},
	// A closed list or a sole item opened with unter anderem / など: Mehrkosten: 18.750,00 €
	// … zusammen 21.150,00 € → Mehrkosten: unter anderem 18.750,00 €…; 基本料金…と追加
	// ユーザー料金5,500円（税込）で、合計 → …（税込）などで、合計.
	{"b65c_closed_list_or_sole_item_opened_with_among_others", "first", hoByLang(ho65cListOpenedJa, ho65cListOpenedDe)},
	// A sole responsible party or sole document made one of several: ausführende Firma
	// ist Wärmetechnik Förster → eine der ausführenden Firmen ist Wärmetechnik Förster;
	// 担当の西村が → 担当者の一人である西村が.
	{"b65c_sole_responsible_party_made_one_of_several", "first", hoByLang(ho65cOneOfSeveralJa, ho65cOneOfSeveralDe)},
	// A specific approval made blanket for all future items: die Mehrkosten und den
	// neuen Termin … freizugeben → die Mehrkosten, den neuen Termin und alle künftigen
	// Mehrkosten … freizugeben; お見積もりへのご承認 → お見積もりおよび今後のすべての
	// お見積もりへのご承認.
	{"b65c_specific_approval_made_blanket_for_future_items", "first", hoByLang(ho65cBlanketJa, ho65cBlanketDe)},
	// An unchanged or kept state made "mostly" so: Der Rechnungsbetrag bleibt
	// unverändert bei 1.850,00 € → bleibt weitgehend unverändert; FAX番号（06-6345-7790）
	// は変わりません → …はほとんど変わりません.
	{"b65c_unchanged_state_made_mostly_unchanged", "first", hoByLang(ho65cMostlyJa, ho65cMostlyDe)},
	// One customer's or one person's report attributed to many: Herr Oßwald meldet
	// Mehrkosten → Herr Oßwald und mehrere Projektbeteiligte melden Mehrkosten;
	// 髙橋様は月末の給与計算… → 髙橋様をはじめ多くのお客様が月末の給与計算….
	{"b65c_single_report_attributed_to_many_parties", "first", hoByLang(ho65cManyCustomersJa, ho65cManyCustomersDe)},
	// A scope of validity narrowed to an invented subset of days, devices or channels:
	// nur werktags → nur dienstags (the delivery is on a Thursday); 次回のお買い物で
	// ご利用いただける → 次回の店舗でのお買い物でのみご利用いただける.
	{"b65c_validity_narrowed_to_invented_subset", "first", hoByLang(ho65cSubsetJa, ho65cSubsetDe)},
}

// ho65cSentenceAround widens the byte range [i, j) of s to the sentence or line
// around it.
func ho65cSentenceAround(s string, i, j int) string {
	if i > len(s) {
		i = len(s)
	}
	if j < i {
		j = i
	}
	start := i
	for start > 0 {
		r, size := utf8.DecodeLastRuneInString(s[:start])
		if r == '\n' || r == '。' || (r == '.' && start < len(s) && s[start] == ' ') {
			break
		}
		start -= size
	}
	end := j
	for end < len(s) {
		r, size := utf8.DecodeRuneInString(s[end:])
		end += size
		if r == '\n' || r == '。' || (r == '.' && (end == len(s) || s[end] == ' ' || s[end] == '\n')) {
			break
		}
	}
	return strings.TrimSpace(s[start:end])
}

// ho65cDiff gives the golden sentence and the damaged sentence around the change.
func ho65cDiff(a, b string) (string, string) {
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	for p > 0 && ((p < len(a) && !utf8.RuneStart(a[p])) || (p < len(b) && !utf8.RuneStart(b[p]))) {
		p--
	}
	q := 0
	for q < len(a)-p && q < len(b)-p && a[len(a)-1-q] == b[len(b)-1-q] {
		q++
	}
	return ho65cSentenceAround(a, p, len(a)-q), ho65cSentenceAround(b, p, len(b)-q)
}
