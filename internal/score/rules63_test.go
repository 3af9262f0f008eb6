package score

import "testing"

// Blind batch 63's misses prompted these rules: a sentence's act changed by words
// only the case can say (an offer put as a question, a matter under consideration,
// the reader left to help themselves, a presumption about the reader, consent for a
// request), a golden sentence given the whole for a part, the packaging for the goods
// or nur, and a JSON value the document never gives or cut to its start. What each
// catches, and paraphrases it lets pass.
func TestRules63Catch(t *testing.T) {
	tests := []typedCatch{
		{"ja_promise_made_offer_question", TypeStance, jaGolden("当日は、作業員が訪問の30分前にお電話いたします。"), "当日は、作業員が訪問の30分前にお電話いたしましょうか。", "an offer put as a question"},
		{"de_promise_made_consideration", TypeStance, deGolden("Gern liefern wir Ihre Bestellung WE-20417 direkt an das Prüflabor."),
			"Wir prüfen, ob wir Ihre Bestellung WE-20417 direkt an das Prüflabor liefern können.", "under consideration"},
		{"ja_help_made_self_help", TypeStance, jaGolden("ご不明な点がございましたら、お気軽にお問い合わせください。"), "ご不明な点がございましたら、ご自身でお調べください。", "help themselves"},
		{"de_request_made_presumption", TypeStance, deGolden("Bitte bringen Sie Ihre Versichertenkarte mit."), "Sie bringen ja ohnehin Ihre Versichertenkarte mit.", "presumption"},
		{"de_request_made_consent", TypeStance, deGolden("- Frau Köhler bittet um ein Rücksendeetikett."), "- Frau Köhler ist mit einem Rücksendeetikett einverstanden.", "consent"},
		{"de_part_made_whole", TypePolarity, deGolden("- Mehrkosten: 18.750,00 € für die Stahlträger und 2.400,00 € Bereitschaftspauschale für eine mobile Heizzentrale, zusammen 21.150,00 €."),
			"- Mehrkosten: 18.750,00 € für die gesamte Heizungsanlage und 2.400,00 € Bereitschaftspauschale für eine mobile Heizzentrale, zusammen 21.150,00 €.", "the whole"},
		{"ja_goods_made_box", TypePolarity, jaGolden("破損品は、交換品に同梱の返送用伝票でご返送ください。"), "破損品の空き箱は、交換品に同梱の返送用伝票でご返送ください。", "packaging"},
		{"de_lamp_made_only_its_part", TypePolarity, deGolden("Bitte schicken Sie die defekte Lampe mit dem beiliegenden Rücksendeetikett an uns zurück; für Sie entstehen dabei keine Kosten."),
			"Bitte schicken Sie nur das Netzteil der defekten Lampe mit dem beiliegenden Rücksendeetikett an uns zurück; für Sie entstehen dabei keine Kosten.", `"nur" put in`},
		{"de_city_made_state", TypeJSONShape, generalCase{lang: "de", golden: `{"plz": "01067", "ort": "Dresden"}`, request: "Kunde: Bäckerei Großmann OHG, Schloßstraße 27, 01067 Dresden"},
			`{"plz": "01067", "ort": "Sachsen"}`, `"sachsen" is in neither`},
		{"ja_address_cut_to_prefecture", TypeJSONShape, generalCase{lang: "ja", golden: `{"address": "東京都渋谷区道玄坂1丁目12番1号"}`, request: "住所：東京都渋谷区道玄坂1丁目12番1号"},
			`{"address": "東京都"}`, "only the start"},
	}
	assertTypedCatches(t, tests)
}

func TestRules63PassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"ja_offer_question_the_golden_makes", TypeStance, jaGolden("資料をお送りいたしましょうか。"), "資料をお送りしましょうか。"},
		{"de_consent_the_case_gives", TypeStance, generalCase{lang: "de", golden: "Frau Köhler ist mit einem Austausch einverstanden.", request: "Ich bin mit einem Austausch einverstanden."},
			"Frau Köhler ist mit dem Austausch einverstanden."},
		{"ja_value_in_other_kanji", TypeJSONShape, generalCase{lang: "ja", golden: `{"payment": "クレジットカード"}`, request: "お支払い：クレジットカード"}, `{"payment": "クレジットカード決済"}`},
		{"ja_jis_long_vowel", TypeJSONShape, generalCase{lang: "ja", golden: `{"product": "プリンタートナー"}`, request: "品名：プリンタートナー"}, `{"product": "プリンタトナー"}`},
		{"de_value_reworded_in_the_document's_words", TypeJSONShape, generalCase{lang: "de", golden: `{"product": "Edelstahlkessel"}`, request: "Pos. 1: Kessel aus Edelstahl"}, `{"product": "Kessel aus Edelstahl"}`},
		{"ja_name_without_space", TypeJSONShape, generalCase{lang: "ja", golden: `{"name": "髙橋 美咲"}`, request: "お名前：髙橋 美咲"}, `{"name": "髙橋美咲"}`},
	}
	assertTypedPasses(t, tests)
}
