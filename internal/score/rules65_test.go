package score

import "testing"

// Blind batch 65's misses prompted these rules: a statement stretched to others or
// to all (eines von mehreren, alle Ihre künftigen Bestellungen, 松本様をはじめ複数の
// お客様), the last of a series (Ihren abschließenden Kontrolltermin, 最終となる), who
// reports made the one it is for (Laut Frau Dr. Vogt → Für Frau Dr. Vogt, 髙橋様から
// → 髙橋様のために), the topic made a cause (について → によって), a postponement made
// an extension (verschiebt sich → verlängert sich), a figure reached made one planned
// (abgerechnet → veranschlagt, 予算 → 支出) and a request made begging (懇願). What they
// catch, and paraphrases they let pass.
func TestRules65Catch(t *testing.T) {
	tests := []typedCatch{
		{"de_one_of_several", TypeStance, deGolden("Prof. Dr. Kühn hat das Sicherheitsgutachten vorgestellt."),
			"Prof. Dr. Kühn hat eines von mehreren Sicherheitsgutachten vorgestellt.", "stretched to others"},
		{"de_all_future_orders", TypeStance, deGolden("Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €."),
			"Der Rechnungsbetrag bleibt auch für alle Ihre künftigen Bestellungen unverändert bei 1.850,00 €.", "stretched to others"},
		{"ja_many_customers", TypeStance, jaGolden("髙橋様は月末の給与計算に間に合うかを心配されている。"),
			"髙橋様をはじめ多くのお客様が月末の給与計算に間に合うかを心配されている。", "stretched to others"},
		{"ja_one_of_the_staff", TypeStance, jaGolden("担当の西村が調査し、10月19日（月）17時までに回答する。"),
			"担当者の一人である西村が調査し、10月19日（月）17時までに回答する。", "stretched to others"},
		{"de_final_meeting", TypeStance, deGolden("Die nächste Sitzung findet am 12.11.2026 statt."),
			"Die abschließende Sitzung findet am 12.11.2026 statt.", "the last of a series"},
		{"ja_final_report", TypeStance, jaGolden("責任者の髙橋が第3回進捗を報告した。"),
			"責任者の髙橋が最終となる第3回進捗を報告した。", "the last of a series"},
		{"de_source_made_beneficiary", TypePolarity, deGolden("Laut Frau Dr. Vogt kommt der Verdichter erst am 23.11.2026 statt am 02.11.2026."),
			"Für Frau Dr. Vogt kommt der Verdichter erst am 23.11.2026 statt am 02.11.2026.", "made the one it is for"},
		{"de_ordered_by_you_made_for_you", TypePolarity, deGolden("Der Versand der von Ihnen bestellten Teile verschiebt sich auf den 26.10.2026."),
			"Der Versand der für Sie bestellten Teile verschiebt sich auf den 26.10.2026.", "made the one it is for"},
		{"ja_from_made_for", TypePolarity, jaGolden("株式会社ミナトデザインの髙橋様から、勤怠データが取り込めないとの問い合わせがあった。"),
			"株式会社ミナトデザインの髙橋様のために、勤怠データが取り込めないとの問い合わせがあった。", "made the one it is for"},
		{"ja_topic_made_cause", TypePolarity, jaGolden("請求書INV-88213の金額についてご説明いたします。"),
			"請求書INV-88213の金額によってご説明いたします。", "the topic made a cause"},
		{"de_postponement_made_extension", TypePolarity, deGolden("Die Inbetriebnahme verschiebt sich auf den 07.12.2026."),
			"Die Inbetriebnahme verlängert sich auf den 07.12.2026.", "an extension"},
		{"de_reached_made_planned", TypePolarity, deGolden("Das Budget von 486.000,00 € bleibt eingehalten, da die Förderung höher ausfällt; bisher sind 212.400,00 € abgerechnet."),
			"Das Budget von 486.000,00 € bleibt eingehalten, da die Förderung höher ausfällt; bisher sind 212.400,00 € veranschlagt.", "planned"},
		{"ja_budget_made_spending", TypePolarity, jaGolden("初期費用の予算は3億2,000万円、9月末時点の支出は2億1,500万円。"),
			"初期費用の支出は3億2,000万円、9月末時点の支出は2億1,500万円。", "a budget or a target"},
		{"de_name_part_made_another_name", TypeSupported, generalCase{lang: "de",
			golden:  "Vielen Dank für Ihre Bestellung. Die Rechnung senden wir wie gewohnt an Ihre Rechnungsanschrift: Hochschule Rheinstadt, Zentraler Einkauf, Postfach 10 02 31, 67002 Ludwigshafen am Rhein. Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr.",
			request: "Bitte liefern Sie an die Hochschule Rheinstadt, Zentraler Einkauf."},
			"Vielen Dank für Ihre Bestellung. Die Rechnung senden wir wie gewohnt an Ihre Rechnungsanschrift: Hochschule Mainstadt, Zentraler Einkauf, Postfach 10 02 31, 67002 Ludwigshafen am Rhein. Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr.",
			"Mainstadt"},
		{"ja_begging", TypeRegisterSymbols, jaGolden("前日の17時までにご連絡くださいますようお願いいたします。"),
			"前日の17時までにご連絡くださいますよう懇願いたします。", "off-tone"},
	}
	assertTypedCatches(t, tests)
}

func TestRules65PassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_closing_adverb", TypeStance, deGolden("Wir danken Ihnen für Ihre Geduld."), "Abschließend danken wir Ihnen für Ihre Geduld."},
		{"de_all_further_meetings_the_golden_gives", TypeStance, deGolden("Alle weiteren Sitzungen finden dienstags statt."), "Alle weiteren Sitzungen sind dienstags."},
		{"de_laut_kept", TypePolarity, deGolden("Laut Frau Dr. Vogt kommt der Verdichter am 23.11.2026."), "Nach Angaben von Frau Dr. Vogt kommt der Verdichter am 23.11.2026."},
		{"de_offer_for_an_amount", TypePolarity, deGolden("Wir senden Ihnen ein Angebot von 13.975,00 €."), "Wir senden Ihnen ein Angebot über 13.975,00 €."},
		{"ja_topic_reworded", TypePolarity, jaGolden("請求書INV-88213の金額についてご説明いたします。"), "請求書INV-88213の金額に関してご説明いたします。"},
		{"de_compound_after_an_article", TypeSupported, generalCase{lang: "de",
			golden:  "Vielen Dank für Ihre Nachricht. Wir senden Ihnen das Ersatzgerät am 20.10.2026 kostenlos zu. Bitte schicken Sie das defekte Gerät mit dem beiliegenden Etikett zurück.",
			request: "Bitte senden Sie mir ein Ersatzgerät."},
			"Vielen Dank für Ihre Nachricht. Wir senden Ihnen das Austauschgerät am 20.10.2026 kostenlos zu. Bitte schicken Sie das defekte Gerät mit dem beiliegenden Etikett zurück."},
		{"de_actual_reworded", TypePolarity, deGolden("In der App erscheint die aktuelle Vorlauftemperatur."), "In der App erscheint die tatsächliche Vorlauftemperatur."},
	}
	assertTypedPasses(t, tests)
}
