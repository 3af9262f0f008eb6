package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNormalize(t *testing.T) {
	tests := []struct {
		name, norm, in, want string
	}{
		{"raw_keeps_nfd", NormRaw, "Mu\u0308ller", "Mu\u0308ller"},
		{"nfc_composes_umlaut", normNFC, "Mu\u0308ller", "Müller"},
		{"nfc_keeps_fullwidth", normNFC, "１０月", "１０月"},
		{"nfc_compat_ideograph", normNFC, "\uF929", "\u6717"},
		{"nfkc_ja_fullwidth_digits", normNFKCJa, "１０月１９日（月）", "10月19日(月)"},
		{"nfkc_ja_fullwidth_tilde_to_wave_dash", normNFKCJa, "10～12時", "10〜12時"},
		{"nfkc_ja_wave_dash_kept", normNFKCJa, "10〜12時", "10〜12時"},
		{"nfkc_ja_minus_between_digits", normNFKCJa, "03−1234‐5678", "03-1234-5678"},
		{"nfkc_ja_dash_not_between_digits", normNFKCJa, "A―B", "A―B"},
		{"nfkc_ja_dash_between_zero_and_nine", normNFKCJa, "090−9876−5432", "090-9876-5432"},
		{"nfkc_ja_minus_sign_before_number_kept", normNFKCJa, "−5度", "−5度"},
		{"nfkc_ja_dash_after_letter_kept", normNFKCJa, "KX−20481", "KX−20481"},
		{"nfkc_ja_dash_before_letter_kept", normNFKCJa, "3−B棟", "3−B棟"},
		{"nfkc_ja_trailing_dash_kept", normNFKCJa, "内線1234−", "内線1234−"},
		{"nfkc_ja_fullwidth_hyphen_minus", normNFKCJa, "KX－20481", "KX-20481"},
		{"nfkc_ja_collapse_space", normNFKCJa, "  髙橋\u3000 健太  ", "髙橋 健太"},
		{"nfkc_ja_halfwidth_kana", normNFKCJa, "ｶﾞｲﾄﾞ", "ガイド"},
		{"nfkc_de_nbsp", normNFKCDe, "19.\u00A0Okt.\u202F2026", "19. Okt. 2026"},
		{"nfkc_de_quotes", normNFKCDe, "„Ergo Flex“ ‚x‘ »y« ’", "\"Ergo Flex\" 'x' \"y\" '"},
		{"nfkc_de_nfd_umlaut", normNFKCDe, "Gru\u0308ße", "Grüße"},
		{"nfkc_de_no_lowercase", normNFKCDe, "Sie  STRASSE", "Sie STRASSE"},
		{"name_key_nakaguro", normNameKey, "ジョン・スミス", "ジョンスミス"},
		{"name_key_equals_space", normNameKey, "ジョン＝ス ミス-x", "ジョンスミスx"},
		{"name_key_halfwidth", normNameKey, "ｼﾞｮﾝ･ｽﾐｽ", "ジョンスミス"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Normalize(tt.norm, tt.in)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestNormalizeUnknown(t *testing.T) {
	_, err := Normalize("lower", "x")
	require.Error(t, err)
	assert.Equal(t, `unknown normaliser "lower" (valid: name_key, nfc, nfkc_de, nfkc_ja, raw)`, err.Error())
}

func TestNormalizeInvariants(t *testing.T) {
	for _, name := range normaliserNames() {
		t.Run(name, func(t *testing.T) {
			for _, s := range []string{"Müller", "Straße", "ÄÖÜäöüßẞ"} {
				got, err := Normalize(name, s)
				require.NoError(t, err)
				assert.Equal(t, s, got, "umlauts and ß must survive")
			}
			if name != NormRaw {
				got, err := Normalize(name, "Mu\u0308ller")
				require.NoError(t, err)
				assert.Equal(t, "Müller", got, "NFD ü becomes NFC ü, never u")
			}
			a, err := Normalize(name, "髙橋")
			require.NoError(t, err)
			b, err := Normalize(name, "高橋")
			require.NoError(t, err)
			assert.NotEqual(t, a, b, "髙橋 must not fold to 高橋")
			assert.Equal(t, "髙橋", a)
		})
	}
}

func TestTidy(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"final_newline", "- eins\n- zwei\n", "- eins\n- zwei"},
		{"crlf", "- eins\r\n- zwei\r\n", "- eins\n- zwei"},
		{"lone_cr", "eins\rzwei", "eins\nzwei"},
		{"trailing_whitespace", "eins \t\nzwei\u3000\n\n", "eins\nzwei"},
		{"leading_blank_lines", "\n \n- eins", "- eins"},
		{"table_unit_in_header", "| 品名 | 単価（円） | 金額 (€) |\n|---|--:|--:|\n| 用紙 | 2,480 | 14.890,00 |\n| 針 | 120円 | 3 Stück |",
			"| 品名 | 単価（円） | 金額 (€) |\n|---|--:|--:|\n| 用紙 | 2,480円 | 14.890,00 € |\n| 針 | 120円 | 3 Stück |"},
		{"ideographic_variation_selector", "髙\U000E0100橋様、渡辺\U000E0101様 ☺\uFE0F", "髙橋様、渡辺様 ☺\uFE0F"},
		{"space_before_sama", "小林 恵子 様\n株式会社アオバ 御中", "小林 恵子様\n株式会社アオバ御中"},
		{"first_line_indent", " - eins\n- zwei", "- eins\n- zwei"},
		{"markdown_escapes", "Gehen Sie zu „Einstellungen \\> Netzwerk“\\. Preis: 5\\*", "Gehen Sie zu „Einstellungen > Netzwerk“. Preis: 5*"},
		{"json_escapes_kept", `{"a": "er sagte \"ja\" (1\\.)"}`, `{"a": "er sagte \"ja\" (1\\.)"}`},
		{"inner_blank_line_and_indent_kept", "1. a\n\n    code\n- b", "1. a\n\n    code\n- b"},
		{"nfd_umlaut", "Mu\u0308ller", "Müller"},
		{"fullwidth_digits", "１０月１９日", "10月19日"},
		{"street_abbreviated", "Lindenstr. 8, Berliner Str. 5, Str.-Nr. 4; die Str. ist gesperrt", "Lindenstraße 8, Berliner Straße 5, Str.-Nr. 4; die Str. ist gesperrt"},
		{"fullwidth_amount", "１２，８００円", "12,800円"},
		{"fullwidth_time_and_date", "１４：００、２０２６／１０／１９、０３－１２３４", "14:00、2026/10/19、03-1234"},
		{"fullwidth_separator_not_between_digits_kept", "はい，そうです．Ａ－Ｂ", "はい，そうです．A-B"},
		{"halfwidth_kana_kept_fullwidth_letters_folded", "ｶﾀｶﾅ ＡＢＣ ＷＳ－３０９８２", "ｶﾀｶﾅ ABC WS-30982"},
		{"kanji_variant_kept", "髙橋", "髙橋"},
		{"eszett_kept", "Straße", "Straße"},
		// Every Unicode space is a space; a run inside a line is one.
		{"nbsp_and_narrow_nbsp", "1.249,90\u00a0€ am 19.\u202fOktober", "1.249,90 € am 19. Oktober"},
		{"thin_space_and_tab", "21\u2009°C\tnachts", "21 °C nachts"},
		{"ideographic_space", "小林\u3000恵子様", "小林 恵子様"},
		{"space_run_collapsed_indent_kept", "- null\n  - eins  und   zwei", "- null\n  - eins und zwei"},
		{"tab_indent_is_spaces", "- null\n\t- eins", "- null\n - eins"},
		{"bom_dropped", "\uFEFFHallo", "Hallo"},
		// List markers are written one way.
		{"bullets_to_dash", "* eins\n+ zwei\n• drei\n– vier", "- eins\n- zwei\n- drei\n- vier"},
		{"japanese_bullets_to_dash", "・返品\n● 交換\n■返金", "- 返品\n- 交換\n- 返金"},
		{"numbers_to_dot", "1) a\n2） b\n(3) c\n（4）d\n５．e", "1. a\n2. b\n3. c\n4. d\n5. e"},
		{"lazy_numbering_renumbered", "1. a\n1. b\n   - x\n\n1. c", "1. a\n2. b\n   - x\n\n3. c"},
		{"zero_padded_numbers", "01. a\n02. b\n10. c", "1. a\n2. b\n10. c"},
		{"nested_lazy_list_renumbered", "1. a\n   1. x\n   1. y\n2. b", "1. a\n   1. x\n   2. y\n2. b"},
		{"repeated_number_kept", "1. a\n2. b\n2. c\n4. d", "1. a\n2. b\n2. c\n4. d"},
		{"circled_numbers", "①箱を開けます\n② 電池を入れます", "1. 箱を開けます\n2. 電池を入れます"},
		{"not_markers", "-5 °C\n**fett**\n1.249,90 €\n19.10.2026\n2. OG", "-5 °C\n**fett**\n1.249,90 €\n19.10.2026\n2. OG"},
		// A GFM table without outer pipes is the table with them; nothing else changes.
		{"table_without_outer_pipes", "Angebote:\n\nAnbieter | Preis | Lieferzeit\n--- | :---: | ---:\nNordkälte AG | 12.450,00 € | 4 Wochen\nEisblock KG|13.975,00 €||\n\nEmpfehlung: A | B",
			"Angebote:\n\n| Anbieter | Preis | Lieferzeit |\n| --- | :---: | ---: |\n| Nordkälte AG | 12.450,00 € | 4 Wochen |\n| Eisblock KG | 13.975,00 € | |\n\nEmpfehlung: A | B"},
		{"list_indented_one_space", "Punkte:\n - Lieferung am 12.11.2026\n - Rabatt 3 %\n   - nur online", "Punkte:\n- Lieferung am 12.11.2026\n- Rabatt 3 %\n  - nur online"},
		{"nested_list_kept", "- a\n  - b\n- c", "- a\n  - b\n- c"},
		{"list_under_a_step_kept", "1. Schritt\n   Details:\n   - a\n   - b", "1. Schritt Details:\n   - a\n   - b"},
		// A hard-wrapped item is one item: its indented continuation joins it.
		{"wrapped_item_joined_de", "- Die Lieferung erfolgt am\n  12.11.2026 zwischen 8 und 12 Uhr.\n- Danach", "- Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr.\n- Danach"},
		{"wrapped_item_joined_ja", "1. 箱から本体を取り出し、\n   電池カバーを開けます。", "1. 箱から本体を取り出し、電池カバーを開けます。"},
		{"unindented_line_after_item_kept", "- a\nMit freundlichen Grüßen", "- a\nMit freundlichen Grüßen"},
		{"indented_table_after_item_kept", "- a\n  | x | y |", "- a\n  | x | y |"},
		{"unicode_hyphens_ascii", "Bestellung WE\u201120417 per E\u2010Mail", "Bestellung WE-20417 per E-Mail"},
		{"euro_word_and_postal_blank", "3.912,50 Euro an 〒 530-0001", "3.912,50 € an 〒530-0001"},
		{"soft_hyphen_removed", "Gieße\u00adreistraße 14", "Gießereistraße 14"},
		{"other_bullets", "▪ a\n◦ b\n○ c", "- a\n- b\n- c"},
		{"table_indented_and_bold_header", "  | **Anbieter** | __Preis__ |\n  |---|---|\n  | A | 1 |", "| Anbieter | Preis |\n|---|---|\n| A | 1 |"},
		{"table_compact_cells_spaced", "|品名|数量|\n|---|---|\n|用紙|10箱|", "| 品名 | 数量 |\n|---|---|\n| 用紙 | 10箱 |"},
		{"table_padded_columns_trimmed", "| Anbieter   | Preis       |\n|:-----------|------------:|\n| Nordkälte  | 12.450,00 € |", "| Anbieter | Preis |\n|:-----------|------------:|\n| Nordkälte | 12.450,00 € |"},
		{"table_half_piped_rows", "| 品名 | 数量\n|---|---|\n用紙 | 10箱 |", "| 品名 | 数量 |\n|---|---|\n| 用紙 | 10箱 |"},
		{"table_escaped_pipe_in_cell", "Zeichen | Bedeutung\n--- | ---\n\\| | oder", "| Zeichen | Bedeutung |\n| --- | --- |\n| \\| | oder |"},
		{"table_rows_end_at_other_cell_count", "a | b\n--- | ---\n1 | 2\nx | y | z", "| a | b |\n| --- | --- |\n| 1 | 2 |\nx | y | z"},
		{"pipes_without_delimiter_row_kept", "Preis | Lieferzeit\nA | B\n---", "Preis | Lieferzeit\nA | B\n---"},
		{"setext_heading_kept", "Titel | Untertitel\n---", "Titel | Untertitel\n---"},
		{"table_in_code_fence_kept", "```\na | b\n--- | ---\n1 | 2\n```", "```\na | b\n--- | ---\n1 | 2\n```"},
		{"table_in_json_kept", `{"t": "a | b\n--- | ---"}`, `{"t": "a | b\n--- | ---"}`},
		// JSON strings lose their needless escapes; layout and key order stay.
		{"json_unicode_escapes", `{"name": "M\u00fcller", "url": "a\/b", "n": "a\nb"}`, `{"name": "Müller", "url": "a/b", "n": "a\nb"}`},
		{"json_blanks_before_colons", "{\n  \"unit_price\" : 12800,\n  \"note\"\t:\"a : b\"\n}", "{\n  \"unit_price\": 12800,\n  \"note\":\"a : b\"\n}"},
		{"json_exponent_numbers", `{"total": 3.3e+04, "rate": 1.9E-1, "id": "7e5"}`, `{"total": 33000, "rate": 0.19, "id": "7e5"}`},
		{"json_surrogate_pair", `["\ud83d\ude00 \u3042"]`, `["😀 あ"]`},
		{"not_json_kept", `M\u00fcller {`, `M\u00fcller {`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, Tidy(tt.in))
		})
	}
}
