package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A harmless variant (JSON escapes or key order, another Unicode space, another list
// marker) passes every check its original passes: the checks compare what a reader
// sees, not how it is serialised or typeset.
func TestHarmlessVariantsPassEveryCheck(t *testing.T) {
	three := 3.0
	tests := []struct {
		name     string
		check    Check
		original string
		variant  string
	}{
		{"must_include_json_unicode_escapes", Check{Type: typeMustInclude, All: []string{"Petra Müller", "Lüneburg"}},
			`{"name": "Petra Müller", "city": "Lüneburg"}`, `{"city": "L\u00fcneburg", "name": "Petra M\u00fcller"}`},
		{"must_include_json_ascii_japanese", Check{Type: typeMustInclude, All: []string{"髙橋 美咲"}},
			`{"name": "髙橋 美咲"}`, `{"name":"\u9ad9\u6a4b \u7f8e\u54b2"}`},
		{"must_not_include_json_escaped_slash", Check{Type: typeMustNotInclude, Values: []string{`\/`}},
			`{"date": "2026/10/19"}`, `{"date": "2026\/10\/19"}`},
		{"regex_json_escapes", Check{Type: typeRegex, Pattern: `"unit_price":\s*12800[,}\s]`},
			`{"product": "ケトル", "unit_price": 12800}`, `{"product": "\u30b1\u30c8\u30eb", "unit_price": 12800}`},
		{"facts_json_escapes", Check{Type: TypeFactsKept, Items: []FactItem{{Kind: KindDate, Value: "2026-10-19"}}},
			`{"reply": "2026年10月19日に発送いたします。"}`, `{"reply": "2026\u5e7410\u670819\u65e5\u306b\u767a\u9001\u3044\u305f\u3057\u307e\u3059\u3002"}`},
		{"must_include_nbsp_amount", Check{Type: typeMustInclude, All: []string{"1.249,90 €"}},
			"Rechnungsbetrag 1.249,90 €.", "Rechnungsbetrag 1.249,90\u00a0€."},
		{"must_include_narrow_nbsp_and_thin_space", Check{Type: typeMustInclude, All: []string{"19. Oktober 2026", "21 °C"}},
			"am 19. Oktober 2026 auf 21 °C", "am 19.\u202fOktober\u00a02026 auf 21\u2009°C"},
		{"must_include_ideographic_space", Check{Type: typeMustInclude, All: []string{"小林 恵子様"}},
			"小林 恵子様\nいつもありがとうございます。", "小林\u3000恵子様\nいつもありがとうございます。"},
		{"regex_double_space", Check{Type: typeRegex, Pattern: `10[:.]30 Uhr`}, "um 10:30 Uhr", "um 10:30  Uhr"},
		{"must_include_latin_ligatures", Check{Type: typeMustInclude, All: []string{"Hoffmann", "Prüflabor"}},
			"Herr Hoffmann liefert an das Prüflabor.", "Herr Ho\uFB00mann liefert an das Prü\uFB02abor."},
		{"well_formed_latin_ligatures", Check{Type: TypeWellFormed, Lang: "de", Golden: "Öffnen Sie die App; die Sitzung findet statt."},
			"Öffnen Sie die App; die Sitzung findet statt.", "Ö\uFB00nen Sie die App; die Sitzung \uFB01ndet statt."},
		{"bullets_regex_other_markers", Check{Type: typeRegex, Pattern: `^(- [^\n]+\n){2,4}- [^\n]+$`},
			"- eins\n- zwei\n- drei", "* eins\n* zwei\n* drei"},
		{"bullets_regex_unicode_bullets", Check{Type: typeRegex, Pattern: `^(- [^\n]+\n){2,4}- [^\n]+$`},
			"- eins\n- zwei\n- drei", "• eins\n• zwei\n• drei"},
		{"steps_regex_parenthesis_numbers", Check{Type: typeRegex, Pattern: `(?m)^3\. `},
			"1. a\n2. b\n3. c", "1) a\n2) b\n3) c"},
		{"steps_regex_circled_numbers", Check{Type: typeRegex, Pattern: `(?m)^3\. `},
			"1. 開けます\n2. 入れます\n3. 閉じます", "①開けます\n②入れます\n③閉じます"},
		{"bullets_count_japanese_markers", Check{Type: typeBullets, Min: &three, Max: &three},
			"- 返品\n- 交換\n- 返金", "・返品\n● 交換\n■ 返金"},
		{"bullets_count_halfwidth_middle_dot", Check{Type: typeBullets, Min: &three, Max: &three},
			"・返品\n・交換\n・返金", "･返品\n･交換\n･返金"},
		{"list_structure_markers", Check{Type: TypeListStructure, Golden: "1. a-Schritt\n2. b-Schritt\n3. c-Schritt"},
			"1. a-Schritt\n2. b-Schritt\n3. c-Schritt", "1) a-Schritt\n2) b-Schritt\n3) c-Schritt"},
		{"quantities_nbsp", Check{Type: TypeQuantities, Items: []FactItem{{Kind: kindQuantity, Value: "5 business days"}}},
			"in 5 Werktagen", "in 5\u00a0Werktagen"},
		{"facts_amount_grouped_by_narrow_space", Check{Type: TypeFactsKept, Items: []FactItem{{Kind: KindAmount, Value: "1249.9", Currency: "EUR"}}},
			"Rechnungsbetrag 1.249,90 €.", "Rechnungsbetrag 1\u202f249,90\u00a0€."},
		{"facts_eur_for_euro_sign", Check{Type: TypeFactsKept, Items: []FactItem{{Kind: KindAmount, Value: "21150", Currency: "EUR"}}},
			"zusammen 21.150,00 €.", "zusammen 21.150,00 EUR."},
		{"repetition_eur_for_euro_sign", Check{Type: typeRepetition, NgramChars: 10, MaxRepeats: 3},
			"18.750,00 € und 2.400,00 €, zusammen 21.150,00 €; Budget 486.000,00 €, Förderung 145.000,00 €.",
			"18.750,00 EUR und 2.400,00 EUR, zusammen 21.150,00 EUR; Budget 486.000,00 EUR, Förderung 145.000,00 EUR."},
		{"json_parse_bom", Check{Type: typeJSONParse}, `{"name": "Petra Müller"}`, "\ufeff{\"name\": \"Petra Müller\"}"},
		{"must_include_zero_width_space", Check{Type: typeMustInclude, All: []string{"注文番号AP-73015"}},
			"注文番号AP-73015の件", "注文番号\u200bAP-73015の件"},
		{"polarity_json_escapes", Check{Type: TypePolarity, Golden: `{"notes": ["初期費用は不要です。"]}`},
			`{"notes": ["初期費用は不要です。"]}`, `{"notes": ["\u521d\u671f\u8cbb\u7528\u306f\u4e0d\u8981\u3067\u3059\u3002"]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := tt.check.Run(Output{Text: tt.original})
			assert.True(t, o.Pass, "original: %s", o.Reason)
			v := tt.check.Run(Output{Text: tt.variant})
			assert.True(t, v.Pass, "variant: %s", v.Reason)
		})
	}
}

// The normalisation folds typography only: what a separator or a currency means is
// kept, so an amount in the other locale's notation, or in another currency, is
// another amount (the facts_kept check fails it).
func TestNormalisationKeepsLocaleMeaning(t *testing.T) {
	tests := []struct {
		name, lang string
		item       FactItem
		answer     string
	}{
		{"de_us_separators", "de", FactItem{Kind: KindAmount, Value: "1249.9", Currency: "EUR"}, "Rechnungsbetrag 1,249.90 €."},
		{"de_dollar", "de", FactItem{Kind: KindAmount, Value: "1249.9", Currency: "EUR"}, "Rechnungsbetrag 1.249,90 $."},
		{"de_space_group_without_cents_is_not_cents", "de", FactItem{Kind: KindAmount, Value: "1249.9", Currency: "EUR"}, "Rechnungsbetrag 1 249 €."},
		{"ja_dot_group", "ja", FactItem{Kind: KindAmount, Value: "12800", Currency: "JPY"}, "合計12.800円です。"},
		{"ja_dollar", "ja", FactItem{Kind: KindAmount, Value: "12800", Currency: "JPY"}, "合計12,800ドルです。"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{Type: TypeFactsKept, Lang: tt.lang, Items: []FactItem{tt.item}}.Run(Output{Text: tt.answer})
			assert.False(t, r.Pass, r.Reason)
		})
	}
}
