package grade

// Blind batch 53a: reference and coreference. Every kind keeps the answer's words
// and bends one referring expression so that it picks out the wrong thing: a new or
// replacement thing called the previous one (and the reverse), an anaphor spelt out
// as the wrong antecedent, a named party re-mentioned as the wrong one of a pair
// (Erstere/Letztere, 前者/後者) or as 同氏/derselbe of an earlier party, two
// different things declared the same, a modifying clause moved onto the
// neighbouring noun, a person or firm named by a description that fits another, a
// JSON name value given as a role word, a set anaphor counting the wrong number of
// members, an additive particle (auch, ebenfalls, も) that presupposes the opposite
// of a neighbouring statement, the case's first mention replaced by an anaphoric
// "betreffend/当該" with nothing to point at, a changed thing tied to the past by
// "wie bisher/従来どおり", and an item named by the wrong ordinal position.

import (
	"strings"
	"unicode"
)

var (
	ho53aNewAsPrevious = []hoRule{
		hoR(`den neuen Termin`, "den bisherigen Termin"),
		hoR(`kostenlos eine Ersatzlampe zu`, "kostenlos Ihre bisherige Lampe zu"),
		hoR(`sondern ein Austauschgerät`, "sondern ihr bisheriges Gerät"),
		hoR(`新しい電話番号は`, "従来の電話番号は"),
		hoR(`新しいお届け予定日は`, "当初のお届け予定日は"),
		hoR(`新センターは`, "現センターは"),
		hoR(`交換品は(\d{1,2}月)`, "元の商品は$1"),
		hoR(`新しい電池に交換`, "元の電池に交換"),
	}
	ho53aPreviousAsNew = []hoRule{
		hoR(`die alte Anlage weiter`, "die neue Anlage weiter"),
		hoR(`die defekte Lampe`, "die neue Lampe"),
		hoR(`旧事務所`, "新事務所"),
		hoR(`破損品は、`, "交換品は、"),
	}
	ho53aAnaphorSpelt = []hoRule{
		hoR(`これらは体脂肪率`, "メールアドレスとパスワードは体脂肪率"),
		hoR(`Sie bittet darum`, "Herr Weiß bittet darum"),
		hoR(`für Sie entstehen dabei keine Kosten`, "für Sie entstehen beim Versand der Ersatzlampe keine Kosten"),
		hoR(`wenn die 10 Minuten abgelaufen sind`, "wenn die zwei Minuten abgelaufen sind"),
	}
	ho53aFormerLatter = []hoRule{
		hoR(`Herr Weiß ist bis`, "Erstere ist bis"),
		hoR(`Herr Strauß bittet`, "Letztere bittet"),
		hoR(`髙橋様は月末`, "後者は月末"),
		hoR(`請求書の送付先は経理部の小西課長に`, "請求書の送付先は前者に"),
	}
	ho53aDeclaredSame = []hoRule{
		hoR(`wie gewohnt an Ihre Rechnungsanschrift: [^\n]+`, "an dieselbe Anschrift."),
		hoR(`Geben Sie das Passwort Ihres WLANs ein\.`, "Geben Sie dasselbe Passwort wie für Ihr Benutzerkonto ein."),
		hoR(`bietet aber nur (\d+) Jahre Garantie`, "bietet aber dieselbe Garantie"),
		hoR(`FAX番号（[^）]+）は変わりません`, "FAX番号も新しい電話番号と同じです"),
	}
	ho53aClauseMoved = []hoRule{
		hoR(`お送りいただいた写真で、フィルター差し込み口の破損`, "写真で、お送りいただいたフィルター差し込み口の破損"),
		hoR(`Netze, die nur im 5-GHz-Band funken, werden von der ([^.]+?) nicht unterstützt`, "Netze werden von der $1, die nur im 5-GHz-Band funkt, nicht unterstützt"),
		hoR(`meldet Mehrkosten von (\d[\d.]*,\d\d €) für Schallschutzwände, die der Ausschuss freigegeben hat`, "meldet für Schallschutzwände, die der Ausschuss freigegeben hat, Mehrkosten von $1"),
	}
	ho53aPersonDescribed = []hoRule{
		hoR(`Laut Frau Dr\. Vogt kommt`, "Laut dem externen Gutachter kommt"),
		hoR(`die Statik prüft Frau Dr\. Jäger`, "die Statik prüft der Leiter Gebäudemanagement"),
		hoR(`aber Frau Müller kann die Wohnung`, "aber der Wohnungsinhaber kann die Wohnung"),
		hoR(`担当の西村が調査し`, "ミナトデザインの担当者が調査し"),
		hoR(`営業の担当は引き続き松田部長で`, "営業の担当は引き続き経理部の課長で"),
		hoR(`責任者の髙橋が`, "運営会社の担当者が"),
	}
	ho53aFirmDescribed = []hoRule{
		hoR(`Nordkälte AG ist zwar günstiger`, "das Angebot mit 6 Wochen Lieferzeit ist zwar günstiger"),
		hoR(`新センターはソラノ物流が運営し`, "新センターはハコブネ WMS の開発元が運営し"),
		hoR(`ausführende Firma ist Wärmetechnik Förster`, "ausführende Firma ist das Ingenieurbüro für die Statik"),
	}
	ho53aJSONRole = []hoRule{
		hoR(`^[^\s"]+(?: [^\s"]+)* (?:OHG|GmbH|AG|KG)$`, "Rechnungsempfänger"),
		hoR(`^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$`, "Absender der E-Mail"),
		hoR(`^[\p{Katakana}\p{Han}ー]+株式会社$`, "契約先"),
		hoR(`^\p{Han}{1,3} \p{Han}{1,3}$`, "ご注文者"),
	}
	ho53aDouDerselbe = []hoRule{
		hoR(`担当の西村が`, "同氏が"),
		hoR(`経理部の小西課長に変わります`, "同部長に変わります"),
		hoR(`Herr Oßwald meldet`, "Derselbe meldet"),
		hoR(`die Statik prüft Frau Dr\. Jäger`, "die Statik prüft dieselbe"),
	}
	ho53aSetCount = []hoRule{
		hoR(`以下の点をご確認ください`, "以下の3点をご確認ください"),
		hoR(`(?m)^Falls die Verbindung nicht klappt:`, "Falls die Verbindung nicht klappt, helfen diese drei Hinweise:"),
		hoR(`(?m)^合計（税抜）：`, "上記2品の合計（税抜）："),
		hoR(`(?m)^Empfehlung: `, "Empfehlung unter den beiden Angeboten: "),
		hoR(`, zusammen (\d)`, ", alle drei zusammen $1"),
	}
	ho53aAdditive = []hoRule{
		hoR(`die Genehmigung der Gewerbeaufsicht steht noch aus`, "die Genehmigung der Gewerbeaufsicht steht ebenfalls noch aus"),
		hoR(`請求書の送付先は経理部`, "請求書の送付先も経理部"),
		hoR(`bietet aber nur (\d+) Jahre Garantie`, "bietet aber ebenfalls nur $1 Jahre Garantie"),
	}
	ho53aFirstMentionAnaphoric = []hoRule{
		hoR(`ご注文番号[A-Z]{1,4}-\d+の「[^」]+」につきまして`, "当該のご注文につきまして"),
		hoR(`修理受付番号[A-Z]{1,4}-\d+、[^、。]+?の出張修理について`, "当該の出張修理について"),
		hoR(`der von Ihnen bestellten Teile \(Bestellnummer [^)]+\)`, "der betreffenden Teile"),
		hoR(`[^、。\n]+のお見積もり（見積番号 [^）]+）`, "当該のお見積もり"),
	}
	ho53aWieBisher = []hoRule{
		hoR(`direkt an das Prüflabor:`, "wie bisher direkt an das Prüflabor:"),
		hoR(`今月から追加ユーザー分の料金`, "先月と同様に追加ユーザー分の料金"),
		hoR(`在庫管理に「([^」]+)」を導入するが`, "在庫管理には従来どおり「$1」を使うが"),
	}
	ho53aWrongOrdinal = []hoRule{
		hoR(`Empfehlung: Eisblock Systemtechnik KG ist mit`, "Empfehlung: Das zweite Angebot ist mit"),
		hoR(`Starten Sie den Kopplungsmodus erneut,`, "Wiederholen Sie Schritt 5,"),
		hoR(`新しい電池に交換してください`, "手順2の操作をやり直してください"),
	}
)

// ho53aApply returns a kind function that applies the first matching rule.
func ho53aApply(rules []hoRule) func(lang, s string) string {
	return func(lang, s string) string { return hoReplaceFirst(s, rules) }
}

var heldOutBatch53a = []heldOutKind{
	// A new or replacement thing is referred to as the previous one, so the sentence
	// now speaks of the old date, number, item or site: "die Mehrkosten und den neuen
	// Termin … freizugeben" → "den bisherigen Termin"; 新しい電話番号は06-6345-7781です →
	// 従来の電話番号は06-6345-7781です.
	{"b53a_new_thing_referred_to_as_the_previous_one", "first", ho53aApply(ho53aNewAsPrevious)},
	// The old or faulty thing is referred to as the new one: "bis dahin läuft die alte
	// Anlage weiter" → "die neue Anlage weiter"; 旧事務所（〒541-0041）での営業は →
	// 新事務所（〒541-0041）での営業は.
	{"b53a_previous_thing_referred_to_as_the_new_one", "first", ho53aApply(ho53aPreviousAsNew)},
	// An anaphor is spelt out as the wrong antecedent: これらは体脂肪率などの計算に使われます
	// (height, birth date, sex) → メールアドレスとパスワードは体脂肪率…; "Sie bittet darum" (Frau
	// Müller) → "Herr Weiß bittet darum".
	{"b53a_anaphor_spelt_out_as_wrong_antecedent", "first", ho53aApply(ho53aAnaphorSpelt)},
	// A named party is re-mentioned as the wrong member of a pair just named:
	// "Herr Weiß ist bis zum 22.10.2026 verreist" → "Erstere ist …" (Frau Müller);
	// 髙橋様は月末の給与計算に… → 後者は月末の… (西村).
	{"b53a_named_party_replaced_by_wrong_former_or_latter", "first", ho53aApply(ho53aFormerLatter)},
	// Two different things are declared one and the same: "Geben Sie das Passwort Ihres
	// WLANs ein." → "Geben Sie dasselbe Passwort wie für Ihr Benutzerkonto ein.";
	// FAX番号（06-6345-7790）は変わりません → FAX番号も新しい電話番号と同じです.
	{"b53a_distinct_things_declared_the_same", "first", ho53aApply(ho53aDeclaredSame)},
	// A modifying clause is moved onto the neighbouring noun: お送りいただいた写真で、フィルター
	// 差し込み口の破損 → 写真で、お送りいただいたフィルター差し込み口の破損 (the customer sent the
	// broken part); "Netze, die nur im 5-GHz-Band funken, werden von der Nordwärme L9 nicht
	// unterstützt" → "Netze werden von der Nordwärme L9, die nur im 5-GHz-Band funkt, …".
	{"b53a_modifier_clause_reattached_to_other_noun", "first", ho53aApply(ho53aClauseMoved)},
	// A named person is replaced by a description that fits another person of the case:
	// "Laut Frau Dr. Vogt kommt der Verdichter" → "Laut dem externen Gutachter kommt"
	// (Prof. Dr. Kühn); 担当の西村が調査し → ミナトデザインの担当者が調査し (the customer's side).
	{"b53a_named_person_replaced_by_description_fitting_other_person", "first", ho53aApply(ho53aPersonDescribed)},
	// A named firm or offer is replaced by a description that fits another one:
	// "Nordkälte AG ist zwar günstiger" → "das Angebot mit 6 Wochen Lieferzeit ist zwar
	// günstiger" (Straßburger, the dearest); 新センターはソラノ物流が運営し →
	// 新センターはハコブネ WMS の開発元が運営し.
	{"b53a_named_firm_or_offer_replaced_by_description_fitting_other", "first", ho53aApply(ho53aFirmDescribed)},
	// A JSON name value is given as the role word that refers to it instead of the name:
	// "kunde": "Bäckerei Großmann OHG" → "Rechnungsempfänger"; "name": "髙橋 美咲" →
	// "ご注文者".
	{"b53a_json_name_value_replaced_by_role_word", "first", ho53aApply(ho53aJSONRole)},
	// A person is re-mentioned as 同氏/同部長/derselbe, which binds to an earlier, other
	// party: 担当の西村が調査し → 同氏が調査し (髙橋様); "Herr Oßwald meldet Mehrkosten" →
	// "Derselbe meldet Mehrkosten" (Prof. Dr. Kühn).
	{"b53a_person_remention_as_dou_or_derselbe_bound_to_earlier_party", "first", ho53aApply(ho53aDouDerselbe)},
	// A set anaphor counts the wrong number of the members it points at: 以下の点をご確認
	// ください (four points) → 以下の3点をご確認ください; 合計（税抜）：53,900円 (three rows) →
	// 上記2品の合計（税抜）：53,900円.
	{"b53a_set_anaphor_counts_wrong_number_of_members", "first", ho53aApply(ho53aSetCount)},
	// An additive particle presupposes that a neighbouring contrasting statement says the
	// same: "Die Druckbehälterprüfung ist bestanden, die Genehmigung … steht noch aus" →
	// "steht ebenfalls noch aus"; 請求書の送付先は経理部の小西課長に変わります (after 営業の担当は
	// 引き続き松田部長) → 請求書の送付先も経理部の….
	{"b53a_additive_particle_binds_contrast_to_neighbour_statement", "first", ho53aApply(ho53aAdditive)},
	// The case's first mention, in a letter or translation the reader has no earlier
	// text of, is replaced by an anaphoric "betreffend/当該" with nothing to point at:
	// ご注文番号WS-30982の「ハルカゼ羽毛布団 ダブル」につきまして → 当該のご注文につきまして;
	// "der von Ihnen bestellten Teile (Bestellnummer KS-7741)" → "der betreffenden Teile".
	// Replies to the reader's own message are left alone: there "the order in question"
	// points at what the reader wrote.
	{"b53a_case_first_mention_replaced_by_anaphoric_betreffend", "first", ho53aApply(ho53aFirstMentionAnaphoric)},
	// A changed or new thing is tied to the past state by "wie bisher/従来どおり":
	// "direkt an das Prüflabor:" → "wie bisher direkt an das Prüflabor:"; 在庫管理に「ハコブネ
	// WMS」を導入するが → 在庫管理には従来どおり「ハコブネ WMS」を使うが.
	{"b53a_changed_thing_tied_to_past_by_wie_bisher", "first", ho53aApply(ho53aWieBisher)},
	// An item or action is named by an ordinal position that is another item's:
	// "Empfehlung: Eisblock Systemtechnik KG ist mit 13.975,00 €" → "Empfehlung: Das zweite
	// Angebot ist mit 13.975,00 €" (Nordkälte); 新しい電池に交換してください →
	// 手順2の操作をやり直してください (step 2 places the scale on the floor).
	{"b53a_item_named_by_wrong_ordinal_position", "first", ho53aApply(ho53aWrongOrdinal)},
}

// ho53aBound reports whether rs[i] ends a sentence-like span for the logged examples:
// a line end, a Japanese full stop, a JSON quote, or a stop before a space that does not
// follow a digit or a title.
func ho53aBound(rs []rune, i int) bool {
	switch rs[i] {
	case '\n', '。', '"':
		return true
	case '.', '!', '?':
		if i+1 < len(rs) && rs[i+1] != ' ' && rs[i+1] != '\n' {
			return false
		}
		j := i
		for j > 0 && (unicode.IsLetter(rs[j-1]) || unicode.IsDigit(rs[j-1])) {
			j--
		}
		w := string(rs[j:i])
		return !deAbbrev[w] && (w == "" || !unicode.IsDigit(rs[i-1]))
	}
	return false
}

// ho53aSpan widens [from, to) of rs to the sentence-like span around it.
func ho53aSpan(rs []rune, from, to int) string {
	for from > 0 && !ho53aBound(rs, from-1) {
		from--
	}
	for to < len(rs) && !ho53aBound(rs, to) {
		to++
	}
	if to < len(rs) {
		to++
	}
	return strings.TrimSpace(string(rs[from:to]))
}

// ho53aChanged gives the golden and damaged sentences around the first change.
func ho53aChanged(golden, damaged string) (string, string) {
	g, d := []rune(golden), []rune(damaged)
	p := 0
	for p < len(g) && p < len(d) && g[p] == d[p] {
		p++
	}
	q := 0
	for q < len(g)-p && q < len(d)-p && g[len(g)-1-q] == d[len(d)-1-q] {
		q++
	}
	return ho53aSpan(g, p, len(g)-q), ho53aSpan(d, p, len(d)-q)
}

// ho53aLogN is how many changed sentences a kind logs.
const ho53aLogN = 2
