package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// quantityCheck is the default quantities check of a golden and its request.
func quantityCheck(golden, request string) Check {
	c := Check{Type: TypeQuantities, Items: ExtractQuantities(golden), Golden: golden}
	for _, q := range ExtractQuantities(request) {
		c.Allowed = append(c.Allowed, q.Value)
	}
	return c
}

func TestExtractQuantities(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"de_units", "Lieferung in 5 Werktagen, Rückgabe binnen 14 Tagen, 250 g und 10 kg, 30 % Rabatt, 2 Stunden", []string{"5 business days", "14 days", "250 g", "10 kg", "30 %", "2 hours"}},
		{"de_number_words_and_compounds", "bis zu zwei Minuten im 2,4-GHz-Band, 24-Stunden-Service, 1.500 Litern", []string{"2 minutes", "2.4 GHz", "24 hours", "1500 l"}},
		{"ja_counters", "電池3個、5営業日以内、2時間、30%、14日間、3名、2部、三個、二つ", []string{"3 pieces", "5 business days", "2 hours", "30 %", "14 days", "3 persons", "2 部", "2 pieces"}},
		{"fullwidth", "３個、５％、２５℃", []string{"3 pieces", "5 %", "25 °C"}},
		{"not_quantities", "2026年10月19日（月）14時30分、令和8年、第3回、2. OG, A4用紙, CR2032, 3分の1, 12,800円, 1.249,90 €, 十分です, 一部の商品, 19日（月）", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, q := range ExtractQuantities(tt.text) {
				got = append(got, q.Value)
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

// The quantities check catches a number kept with another unit, or a unit kept with
// another number, that neither the golden nor the request states.
func TestQuantitiesCatchChangedUnits(t *testing.T) {
	tests := []struct {
		name, golden, request, answer, reason string
	}{
		{"de_werktage_to_tage", "Die Lieferung erfolgt innerhalb von 5 Werktagen.", "Lieferzeit 5 Werktage.",
			"Die Lieferung erfolgt innerhalb von 5 Tagen.", "5 business days became 5 days"},
		{"de_stunden_to_minuten", "Das Update dauert etwa 2 Stunden.", "", "Das Update dauert etwa 2 Minuten.", "2 hours became 2 minutes"},
		{"de_jahre_to_monate", "| Nordkälte AG | 12.450,00 € | 4 Wochen | 2 Jahre |", "Garantie 2 Jahre, Lieferzeit 4 Wochen",
			"| Nordkälte AG | 12.450,00 € | 4 Wochen | 2 Monate |", "2 years became 2 months"},
		{"de_number_word_unit", "das kann bis zu zwei Minuten dauern", "", "das kann bis zu zwei Stunden dauern", "2 minutes became 2 hours"},
		{"de_number_changed", "Der Kopplungsmodus bleibt 10 Minuten aktiv.", "", "Der Kopplungsmodus bleibt 15 Minuten aktiv.", "10 minutes became 15 minutes"},
		{"ja_ko_to_hako", "| プリンタートナー TN-293 | 3個 | 8,900円 |", "数量：３個", "| プリンタートナー TN-293 | 3箱 | 8,900円 |", "3 pieces became 3 箱"},
		{"ja_hako_to_case", "| コピー用紙 A4（500枚×5冊） | 10箱 | 2,480円 |", "数量：10箱", "| コピー用紙 A4（500枚×5冊） | 10ケース | 2,480円 |", "10 箱 became 10 ケース"},
		{"de_karton_to_palette", "Wir liefern 4 Kartons.", "", "Wir liefern 4 Paletten.", "4 Karton became 4 Palette"},
		{"ja_eigyoubi_to_days", "5営業日以内に発送いたします。", "", "5日以内に発送いたします。", "5 business days became 5 days"},
		{"ja_jikan_to_fun", "研修は1回あたり3時間です。", "", "研修は1回あたり3分です。", "3 hours became 3 minutes"},
		{"ja_kanji_numeral", "電池を2個入れてください。", "", "電池を二箱入れてください。", "2 pieces became 2 箱"},
		{"ja_unit_changed_to_one_the_request_states", "出荷開始後、2週間の再テストが必要です。", "2週間の再テストと、在庫移動の2日間", "出荷開始後、2日間の再テストが必要です。", "2 weeks became 2 days"},
		{"ja_percent_to_wari", "約40%削減できます。", "", "約40倍削減できます。", "40 % became 40 fold"},
		// The unit dropped, the number left bare.
		{"de_unit_dropped_in_a_table", "| Nordkälte AG | 12.450,00 € | 4 Wochen | 2 Jahre |", "", "| Nordkälte AG | 12.450,00 € | 4 | 2 |", "4 weeks became 4 without its unit"},
		{"ja_counter_dropped", "付属の電池（CR2032）2個を入れます。", "", "付属の電池（CR2032）2を入れます。", "without its unit"},
		// A wait made instant.
		{"ja_wait_made_instant", "動かずにお待ちください。約10秒で測定が終わります。", "", "動かずにお待ちください。すぐに測定が終わります。", "10 seconds became すぐに"},
		{"de_wait_made_instant", "Nach etwa 2 Minuten erscheint die Bestätigung.", "", "Sofort erscheint die Bestätigung.", "2 minutes became Sofort"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := quantityCheck(tt.golden, tt.request).Run(Output{Text: tt.answer})
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

// Paraphrases a real model writes keep the quantities in other words, drop one, or
// repeat the request's: none of them is a change.
func TestQuantitiesPassParaphrases(t *testing.T) {
	tests := []struct {
		name, golden, request, answer string
	}{
		{"de_number_word_for_digits", "Das kann bis zu zwei Minuten dauern.", "", "Die Übertragung dauert höchstens 2 Min."},
		{"de_same_unit_other_inflection", "mit mindestens 3 Jahren Garantie", "Garantie 3 Jahre", "Garantie: 3 Jahre, also mindestens drei Jahre"},
		{"de_quantity_dropped", "Der Kopplungsmodus bleibt 10 Minuten aktiv.", "", "Der Kopplungsmodus ist nur kurz aktiv."},
		{"de_instant_beside_the_duration", "Nach etwa 2 Minuten erscheint die Bestätigung.", "", "Die Bestätigung erscheint nicht sofort, sondern nach etwa 2 Minuten."},
		{"de_request_quantity_added", "Absage bis 24 Stunden vorher.", "Absage bis 24 Stunden vorher; Termin dauert 30 Minuten.",
			"Bitte sagen Sie spätestens 24 Std. vorher ab. Der Termin dauert 30 Minuten."},
		{"ja_request_quantity_beside_the_golden_one", "2週間の再テストが必要です。", "2週間の再テスト。在庫移動の2日間は出荷が遅れる。",
			"2週間の再テストが必要で、在庫移動の2日間は一部の出荷が遅れます。"},
		{"de_werktage_as_arbeitstage", "innerhalb von 5 Werktagen", "", "binnen 5 Arbeitstagen"},
		{"de_nbsp_and_thin_space", "Heizen Sie auf 21 °C.", "", "Heizen Sie auf 21\u202f°C, nachts 21\u00a0°C."},
		{"ja_tsu_for_ko", "コイン形電池（CR2032）2個を入れます。", "電池はCR2032を2個使います。", "CR2032の電池を2つ入れてください。"},
		{"ja_mei_for_nin", "ユーザーを1名追加していただいたため", "ユーザーを1名追加", "ユーザー1人の追加により"},
		{"ja_fullwidth_digits", "約10秒で測定が終わります。", "", "測定は約１０秒で終わります。"},
		{"ja_dates_and_times_not_quantities", "2週間の再テストが必要です。", "", "10月23日の修正版提供後、2週間再テストし、11月24日（火）14時から出荷します。"},
		{"de_thousands_grouped_with_a_thin_space", "Wir liefern 1.234 Stück.", "", "Wir liefern 1\u2009234 Stück."},
		{"de_number_bare_as_the_golden_has_it", "Schritt 2: Laden Sie 2 Stunden. Dann folgt Schritt 3.", "", "Schritt 2: 2 Stunden laden. Schritt 3 folgt."},
		{"ja_meter_with_following_kanji", "距離は2メートル以内ですか。", "", "2m以内に置いてください。"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := quantityCheck(tt.golden, tt.request).Run(Output{Text: tt.answer})
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
