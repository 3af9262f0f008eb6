package score

import "testing"

// Blind batch 83's misses prompted these rules: a table column headed in the other
// currency than every amount (単価（€） over 円), what a Japanese input method leaves
// when one key is typed in its other mode (WS-3０982, 5、500円, センタ〜), a firm called
// さん, a request on the respect passive (ご返信されてください), a German compound
// written as a word before a noun that names another thing (warme Pumpe), and a
// nobility particle the case does not give (Frau von Köhler). What they catch, and
// paraphrases they let pass.
func TestRules83Catch(t *testing.T) {
	jaLetter := "株式会社アオバ精工の大阪営業所は移転します。\nご不明な点がございましたら、本メールにご返信ください。\nご注文番号WS-30982の料金5,500円は、配送センターで確認しました。"
	deText := "Sehr geehrte Frau Köhler,\n\ndie Wärmepumpe läuft wieder. Die Mehrkosten betragen 36.400,00 €.\n\nMit freundlichen Grüßen"
	tests := []typedCatch{
		{"ja_column_in_other_currency", TypeConsistency, jaGolden(jaQuoteTable), editOnce(jaQuoteTable, "| 単価 |", "| 単価（€） |"), "another currency"},
		{"de_column_in_other_currency", TypeConsistency, deGolden("| Anbieter | Preis |\n|---|---|\n| Nordkälte AG | 12.450,00 € |"), "| Anbieter | Preis (¥) |\n|---|---|\n| Nordkälte AG | 12.450,00 € |", "another currency"},
		{"ja_fullwidth_digit_in_number", TypeWellFormed, jaGolden(jaLetter), editOnce(jaLetter, "WS-30982", "WS-3０982"), "other mode"},
		{"ja_touten_in_amount", TypeWellFormed, jaGolden(jaLetter), editOnce(jaLetter, "5,500円", "5、500円"), "other mode"},
		{"ja_wave_dash_for_long_vowel", TypeWellFormed, jaGolden(jaLetter), editOnce(jaLetter, "センター", "センタ〜"), "other mode"},
		{"ja_firm_called_san", TypeStance, jaGolden(jaLetter), editOnce(jaLetter, "アオバ精工の", "アオバ精工さんの"), "business text"},
		{"ja_respect_passive_request", TypeStance, jaGolden(jaLetter), editOnce(jaLetter, "ご返信ください", "ご返信されてください"), "business text"},
		{"de_compound_as_phrase", TypeStance, deGolden(deText), editOnce(deText, "die Wärmepumpe", "die warme Pumpe"), "written apart"},
		{"de_noble_particle_invented", TypeStance, deGolden(deText), editOnce(deText, "Frau Köhler", "Frau von Köhler"), "nobility"},
	}
	assertTypedCatches(t, tests)
}

func TestRules83PassParaphrases(t *testing.T) {
	jaLetter := "株式会社アオバ精工の大阪営業所は移転します。\nご不明な点がございましたら、本メールにご返信ください。\nご注文番号WS-30982の料金5,500円は、10月9日〜10月24日に配送センターで確認しました。"
	deText := "Sehr geehrte Frau von der Heide,\n\ndie Wärmepumpe läuft wieder. Die Mehrkosten betragen 36.400,00 €.\n\nMit freundlichen Grüßen"
	tests := []typedPass{
		{"ja_column_in_its_currency", TypeConsistency, jaGolden(jaQuoteTable), editOnce(jaQuoteTable, "| 単価 |", "| 単価（円） |")},
		{"ja_number_typed_whole_in_full_width", TypeWellFormed, jaGolden(jaLetter), editOnce(jaLetter, "5,500円", "５，５００円")},
		{"ja_range_with_wave_dash", TypeWellFormed, jaGolden(jaLetter), editOnce(jaLetter, "10月9日〜10月24日", "10月9日～10月24日")},
		{"ja_firm_called_san_by_the_case", TypeStance, generalCase{lang: "ja", golden: jaLetter, request: "顧客のメモ：「アオバ精工さんの移転の件」"}, editOnce(jaLetter, "株式会社アオバ精工の", "アオバ精工さんの")},
		{"de_compound_reworded", TypeStance, deGolden(deText), editOnce(deText, "Die Mehrkosten", "Die zusätzlichen Kosten")},
		{"de_noble_particle_of_the_case", TypeStance, deGolden(deText), editOnce(deText, "\ndie Wärmepumpe", "\nvielen Dank, Frau von der Heide: die Wärmepumpe")},
	}
	assertTypedPasses(t, tests)
}
