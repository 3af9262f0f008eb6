package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestExtractDates(t *testing.T) {
	tests := []struct {
		name, lang, text string
		refYear          int
		want             []string
	}{
		{"ja_full", "ja", "お届け予定日：2026年10月19日です", 0, []string{"2026-10-19"}},
		{"ja_yearless_weekday_halfwidth", "ja", "10月19日(月)までに", 2026, []string{"2026-10-19"}},
		{"ja_yearless_weekday_fullwidth", "ja", "10月19日（月）までに", 2026, []string{"2026-10-19"}},
		{"ja_yearless_no_ref_year", "ja", "10月19日（月）までに", 0, nil},
		{"ja_fullwidth_digits", "ja", "１０月１９日", 2026, []string{"2026-10-19"}},
		{"ja_slash", "ja", "2026/10/19に発送", 0, []string{"2026-10-19"}},
		{"ja_month_day_slash", "ja", "10/14着、10/22(木)までに交換希望", 2026, []string{"2026-10-14", "2026-10-22"}},
		{"ja_month_day_after_a_number_and_comma", "ja", "（浄水ポット P3、10/14着）", 2026, []string{"2026-10-14"}},
		{"ja_reiwa", "ja", "令和8年10月19日", 0, []string{"2026-10-19"}},
		{"ja_reiwa_gannen", "ja", "令和元年5月1日", 0, []string{"2019-05-01"}},
		{"ja_kanji_numerals", "ja", "十月十九日に", 2026, []string{"2026-10-19"}},
		{"ja_kanji_year", "ja", "二〇二六年十月三十一日", 0, []string{"2026-10-31"}},
		{"ja_iso", "ja", "2026-10-19", 0, []string{"2026-10-19"}},
		{"ja_several_in_order_dedup", "ja", "10月15日着、10月17日発送、10月15日", 2026, []string{"2026-10-15", "2026-10-17"}},
		{"ja_invalid_date_dropped", "ja", "2月30日", 2026, nil},
		{"ja_off_by_one", "ja", "10月18日", 2026, []string{"2026-10-18"}},
		{"de_numeric", "de", "bis spätestens 19.10.2026 erhalten", 0, []string{"2026-10-19"}},
		{"de_numeric_spaced_din", "de", "bis spätestens 19. 10. 2026 erhalten", 0, []string{"2026-10-19"}},
		{"de_spaced_needs_full_year", "de", "Punkt 3. 4. 25 Teilnehmer", 0, nil},
		{"de_short_year", "de", "am 19.10.26.", 0, []string{"2026-10-19"}},
		{"de_month_name", "de", "am 19. Oktober 2026", 0, []string{"2026-10-19"}},
		{"de_weekday", "de", "Montag, 19. Oktober 2026", 0, []string{"2026-10-19"}},
		{"de_jaenner", "de", "am 5. Jänner 2027", 0, []string{"2027-01-05"}},
		{"de_abbrev_nbsp_yearless", "de", "am 19.\u00A0Okt. eintreffen", 2026, []string{"2026-10-19"}},
		{"de_iso", "de", "Datum: 2026-10-19", 0, []string{"2026-10-19"}},
		{"de_us_form_ignored", "de", "am 10/19/2026 geliefert", 0, nil},
		{"de_amount_not_date", "de", "1.249,90 €", 0, nil},
		{"both_langs", "", "2026年10月19日 und 12.10.2026", 0, []string{"2026-10-19", "2026-10-12"}},
		{"ja_back_to_back", "ja", "10月17日10月19日", 2026, []string{"2026-10-17", "2026-10-19"}},
		{"ja_date_followed_by_time", "ja", "10月19日14時までにお届けします", 2026, []string{"2026-10-19"}},
		{"ja_full_date_followed_by_time_slot", "ja", "2026年10月19日10時〜12時", 0, []string{"2026-10-19"}},
		{"de_month_name_followed_by_time", "de", "am 19. Oktober 10 Uhr", 2026, []string{"2026-10-19"}},
		{"ja_kanji_yearless_no_ref_year", "ja", "十月十九日に", 0, nil},
		{"ja_heisei", "ja", "平成31年4月30日", 0, []string{"2019-04-30"}},
		{"de_yearless_no_ref_year", "de", "am 19. Oktober", 0, nil},
		{"de_order_number_is_not_a_date", "de", "Bestellnummer 2026-10-1934", 0, nil},
		{"de_order_number_prefix_is_not_a_date", "de", "Ticket 12026-10-19", 0, nil},
		{"ja_us_dates_chained_with_slash_dates_not_half_read", "ja", "10/17/2026/10/18 oder 10/19/2026/10/20", 0, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, ExtractDates(tt.lang, tt.text, tt.refYear))
		})
	}
}

func TestExtractUSDates(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"in_sentence", "am 10/19/2026 geliefert", []string{"2026-10-19"}},
		{"german_and_japanese_forms_are_not_us", "am 19.10.2026 und 2026/10/19", nil},
		{"every_us_date_reported", "zwischen 10/17/2026 und 10/19/2026", []string{"2026-10-17", "2026-10-19"}},
		{"whole_field_is_a_us_date", "10/19/2026", []string{"2026-10-19"}},
		{"single_digit_month", "am 1/19/2027 geliefert", []string{"2027-01-19"}},
		{"fullwidth_digits", "１０/１９/２０２６", []string{"2026-10-19"}},
		{"url_path_segment_is_not_a_date", "https://shop.example/track/10/19/2026", nil},
		{"glued_to_digits_is_not_a_date", "Ticket 110/19/20261", nil},
		{"invalid_day_dropped", "am 2/30/2026", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, extractUSDates(tt.text))
		})
	}
}

func TestExtractAmounts(t *testing.T) {
	tests := []struct {
		name, lang, text string
		want             []Amount
	}{
		{"ja_grouped", "ja", "合計：12,800円（税込）", []Amount{{"12800", "JPY"}}},
		{"ja_plain", "ja", "12800円", []Amount{{"12800", "JPY"}}},
		{"ja_man", "ja", "1万2800円", []Amount{{"12800", "JPY"}}},
		{"ja_man_decimal", "ja", "1.2万円", []Amount{{"12000", "JPY"}}},
		{"ja_man_sen", "ja", "1万2千円", []Amount{{"12000", "JPY"}}},
		{"ja_fullwidth_yen_sign", "ja", "￥12,800", []Amount{{"12800", "JPY"}}},
		{"ja_fullwidth_digits", "ja", "１２，８００円", []Amount{{"12800", "JPY"}}},
		{"de_grouped_euro", "de", "Rechnungsbetrag 1.249,90 €", []Amount{{"1249.9", "EUR"}}},
		{"de_nbsp_euro", "de", "1.249,90\u00A0€", []Amount{{"1249.9", "EUR"}}},
		{"de_eur_code", "de", "1249,90 EUR", []Amount{{"1249.9", "EUR"}}},
		{"de_prefix", "de", "EUR 1.249,90", []Amount{{"1249.9", "EUR"}}},
		{"de_integer_dash", "de", "12,- €", []Amount{{"12", "EUR"}}},
		{"de_integer_en_dash", "de", "2.400,– € und 49,-- €", []Amount{{"2400", "EUR"}, {"49", "EUR"}}},
		{"de_decimal_mis_parse", "de", "1,24990 €", nil},
		{"ja_fullwidth_comma_before_amount", "ja", "金額は，12800円です", []Amount{{"12800", "JPY"}}},
		{"de_no_space_after_full_stop", "de", "Vielen Dank.19,90 € erstatten wir.", []Amount{{"19.9", "EUR"}}},
		{"ja_amount_followed_by_quantity", "ja", "単価12,800円2点で合計25,600円", []Amount{{"12800", "JPY"}, {"25600", "JPY"}}},
		{"de_amount_followed_by_quantity", "de", "1.249,90 €2 Stück", []Amount{{"1249.9", "EUR"}}},
		{"de_prefix_three_decimals_is_not_an_amount", "de", "EUR 1.249,901", nil},
		{"at_text_start_and_end", "", "12.800 € = ¥12800", []Amount{{"12800", "EUR"}, {"12800", "JPY"}}},
		{"none", "de", "am 19.10.2026", nil},
		{"de_numbers_in_a_japanese_letter", "", "請求金額は1.850,00ユーロです", []Amount{{"1850", "EUR"}}},
		{"ja_euro", "ja", "1,850ユーロ", []Amount{{"1850", "EUR"}}},
		{"de_yen_is_jpy", "de", "12.800 Yen", []Amount{{"12800", "JPY"}}},
		{"ja_numbers_are_not_joined_without_a_unit", "ja", "1.850,00円", nil},
		{"ja_oku_man", "ja", "3億2,000万円と2億1,500万円", []Amount{{"320000000", "JPY"}, {"215000000", "JPY"}}},
		{"id_next_to_a_currency_is_not_an_amount", "", "DE-55102 EUR", nil},
		{"word_glued_to_a_number_is_not_an_amount", "de", "Modell X500 €", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, extractAmounts(tt.lang, tt.text))
		})
	}
}

func TestCanonicalDecimal(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"trailing_zero", "1249.90", "1249.9"},
		{"integer", "12800", "12800"},
		{"zero_fraction", "12800.00", "12800"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := CanonicalDecimal(tc.in)
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
	_, err := CanonicalDecimal("1.249,90")
	require.EqualError(t, err, `invalid decimal "1.249,90"`)
}

func TestCanonicalID(t *testing.T) {
	assert.Equal(t, "KX20481", canonicalID("kx-20481"))
	assert.Equal(t, "KX20481", canonicalID("ＫＸ 20481"))
	assert.Equal(t, "884412DE", canonicalID("88-4412-DE"))
}

func TestExtractIDs(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"order_numbers", "注文番号AP-73015の件、Bestellung 44-2087-DE und KS-7741.", []string{"AP-73015", "44-2087-DE", "KS-7741"}},
		{"model_numbers", "電池はCR2032、冷蔵庫 R450、GPU H200", []string{"CR2032", "R450", "H200"}},
		{"fullwidth", "ＡＰ－７３０１５", []string{"AP-73015"}},
		{"distinct_by_canonical_form", "KS-7741 und KS7741", []string{"KS-7741"}},
		{"phone_and_postal", "〒150-0002 東京都、TEL 03-1234-5678", []string{"150-0002", "03-1234-5678"}},
		{"iso_date_is_not_an_id", "2026-10-19", nil},
		{"german_compounds_are_words", "24-Stunden-Service, 5-GHz-Band, 2,4-GHz, E-Mail, WLAN-Symbol", nil},
		{"short_codes_and_units", "Nordwärme L9, カラダノート S5, 100V, 12B, MP3, 10-12 Uhr, 2025-2026", nil},
		{"plain_numbers", "Brückenstraße 12, 1.249,90 €, 12,800円, 2026年", nil},
		{"lowercase_product_names", "iOS 16, Android 11, iPhone15", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, extractIDs(tt.text))
		})
	}
}

func TestExtractFacts(t *testing.T) {
	date := func(v string) FactItem { return FactItem{Kind: KindDate, Value: v} }
	amount := func(v, c string) FactItem { return FactItem{Kind: KindAmount, Value: v, Currency: c} }
	id := func(v string) FactItem { return FactItem{Kind: KindID, Value: v} }
	tests := []struct {
		name, text string
		want       []FactItem
	}{
		{"every_date_form_is_one_date", "2026年10月19日、10月19日、令和8年10月19日、19.10.2026, 19. Oktober 2026, 2026-10-19",
			[]FactItem{date("2026-10-19")}},
		{"us_form_states_the_date", "am 10/19/2026", []FactItem{date("2026-10-19")}},
		{"amounts_keep_their_currency", "12,800円, １２，８００円, 12.800 €", []FactItem{amount("12800", "JPY"), amount("12800", "EUR")}},
		{"german_amount_forms", "1.249,90 € und 1249,90 EUR", []FactItem{amount("1249.9", "EUR")}},
		{"kinds_in_order", "Bestellung KS-7741 über 1.850,00 € am 19.10.2026", []FactItem{date("2026-10-19"), amount("1850", "EUR"), id("KS-7741")}},
		{"json_string_values", `{"order_id": "DE-55102", "total": {"value": 1249.90, "currency": "EUR"}, "note": "am 19.10.2026\nDE-55103"}`,
			[]FactItem{date("2026-10-19"), id("DE-55103"), id("DE-55102")}}, // value by value, keys sorted
		{"broken_json_escapes_undone", `{"reply": "松本様\nAP-73015の件`, []FactItem{id("AP-73015")}},
		{"tidied_first", "２０２６年１０月１９日\r\n", []FactItem{date("2026-10-19")}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, ExtractFacts(tt.text, 2026))
		})
	}
}
