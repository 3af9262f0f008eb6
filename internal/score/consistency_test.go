package score

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// generalCase runs a general check the way the quality package configures it.
type generalCase struct {
	lang, golden, request string
	formal                bool
	// format is the case's output kind (text, markdown, json); empty is none.
	format string
}

// editOnce replaces the first old in s, which must be there.
func editOnce(s, old, new string) string {
	if !strings.Contains(s, old) {
		panic("edit: " + old + " not in " + s)
	}
	return strings.Replace(s, old, new, 1)
}

func (g generalCase) run(typ, text string) Result {
	c := Check{ID: "x", Type: typ, Severity: "critical", Lang: g.lang, Golden: g.golden, Request: g.request, Formal: g.formal, Format: g.format}
	return c.Run(Output{Text: text, RefYear: 2026, Today: time.Date(2026, 10, 16, 0, 0, 0, 0, time.UTC)})
}

const (
	jaQuoteTable  = "| 品名 | 数量 | 単価 | 金額 |\n|---|---|---|---|\n| コピー用紙A4 | 10箱 | 2,480円 | 24,800円 |\n| トナー TN-293 | 3個 | 8,900円 | 26,700円 |\n| ホチキス針 No.10 | 20箱 | 120円 | 2,400円 |\n\n合計（税抜）：53,900円"
	jaOrderJSON   = `{"name": "髙橋 美咲", "items": [{"product": "ケトル", "quantity": 1, "unit_price": 12800}, {"product": "パッキン", "quantity": 2, "unit_price": 1100}], "total": {"value": 15000, "currency": "JPY"}}`
	deInvoiceJSON = `{"positionen": [{"bezeichnung": "Service", "menge": 4, "einzelpreis": 185.00}, {"bezeichnung": "Thermometer", "menge": 2, "einzelpreis": 64.50}], "netto": 869.00, "mwst": 165.11, "brutto": 1034.11}`
)

func TestConsistencyCatches(t *testing.T) {
	ja, de := generalCase{lang: "ja"}, generalCase{lang: "de"}
	tests := []struct {
		name   string
		g      generalCase
		text   string
		reason string
	}{
		{"ja_weekday_of_a_year_less_date", ja, "新しいお届け予定日は10月21日（木）です。", "not a Thursday"},
		{"ja_weekday_with_year", ja, "お支払い期限は2026年10月30日(木)です。", "the date is a Friday, not a Thursday"},
		{"ja_weekday_reiwa", ja, "令和8年11月16日（火曜日）に移転します。", "not a Tuesday"},
		{"ja_weekday_slash_date", ja, "納品日：2026/11/02（火）", "not a Tuesday"},
		{"ja_prose_total", ja, "内訳は、基本料金33,000円と追加ユーザー料金5,500円で、合計39,500円となります。", "items sum to 38500 JPY"},
		{"ja_table_total", ja, editOnce(jaQuoteTable, "53,900円", "54,900円"), "its amount column sums to"},
		{"ja_table_row_product", ja, editOnce(jaQuoteTable, "| 26,700円", "| 27,600円"), "3個 × 8,900円 is 26700 JPY"},
		{"ja_table_quantities_shifted", ja, editOnce(editOnce(editOnce(jaQuoteTable, "| 10箱 |", "| 20箱 |"), "| 3個 |", "| 10箱 |"), "| 20箱 | 120円", "| 3個 | 120円"), "10箱 × 8,900円 is 89000 JPY"},
		{"ja_count_and_list", ja, "以下の3点をご確認ください。\n・電池の残量\n・Bluetoothの設定", "announces 3 items, the list has 2"},
		{"ja_json_total", ja, editOnce(jaOrderJSON, "15000", "15100"), "the items sum to 15000"},
		{"ja_reversed_date_range", ja, "契約期間：2027年11月30日〜2026年12月1日", "the range ends (2026-12-01) before it starts (2027-11-30)"},
		{"de_reversed_date_range", de, "Die Sperrung gilt vom 23.11.2026 bis zum 02.11.2026.", "the range ends (2026-11-02) before it starts (2026-11-23)"},
		{"de_weekday_before", de, "Frau Müller kann die Wohnung am Dienstag, 19.10.2026, aufschließen.", "the date is a Monday, not a Tuesday"},
		{"de_weekday_month_name", de, "Ihr Termin am Sonntag, 26. Oktober 2026, um 10:30 Uhr.", "not a Sunday"},
		{"de_weekday_abbreviated_year_less", de, "Lieferung Fr., 20.10. zwischen 8 und 12 Uhr.", "not a Friday"},
		{"de_weekday_after", de, "Der Versand verschiebt sich auf den 26.10.2026 (Dienstag).", "not a Tuesday"},
		{"de_prose_total", de, "Mehrkosten: 18.750,00 € für die Stahlträger und 2.400,00 € Bereitschaftspauschale, zusammen 21.500,00 €.", "items sum to 21150 EUR"},
		{"de_count_and_list", de, "Bitte beachten Sie die folgenden drei Punkte:\n- Kopplungsmodus neu starten\n- Router näher aufstellen", "announces 3 items, the list has 2"},
		{"de_count_with_a_second_list_after", de, "In acht Schritten richten Sie das Gerät ein:\n1. a\n2. b\n3. c\n4. d\n5. e\n6. f\n7. g\n8. h\n9. i\n10. j\n\nFalls es nicht klappt:\n- Router prüfen\n- Neu starten", "announces 8 items, the list has 10"},
		{"de_amount_in_words_differs", de, "Der Betrag von 3.912,50 € (in Worten: dreitausendneunhunderteinundzwanzig Euro und fünfzig Cent) ist fällig.", "amount in words"},
		{"ja_amount_in_kanji_differs", ja, "料金5,500円（金五千五百十円）が加算されております。", "amount in words"},
		{"de_numbered_count", de, "Die Einrichtung erfolgt in 4 Schritten:\n1. App laden\n2. Konto anlegen\n3. Gerät koppeln\n4. Plan anlegen\n5. Plan aktivieren", "announces 4 items, the list has 5"},
		{"de_json_net_plus_tax", de, editOnce(deInvoiceJSON, "1034.11", "1043.11"), "net 869 plus tax 165.11 is not the gross 1043.11"},
		{"de_json_items_and_net", de, editOnce(deInvoiceJSON, `"netto": 869.00`, `"netto": 896.00`), "the items sum to 869"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(TypeConsistency, tt.text)
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

// What a model writes in other words, with the same facts, is consistent.
func TestConsistencyParaphrasesPass(t *testing.T) {
	ja, de := generalCase{lang: "ja"}, generalCase{lang: "de"}
	tests := []struct {
		name string
		g    generalCase
		text string
	}{
		{"de_amount_in_words_agrees", de, "Der Betrag von 3.912,50 € (in Worten: dreitausendneunhundertzwölf Euro und fünfzig Cent) ist fällig."},
		{"de_new_date_and_a_deadline", de, "Herr Strauß bittet, die Verschiebung auf den 16.11.2026 bis zum 21.10.2026 freizugeben."},
		{"ja_amount_in_kanji_agrees", ja, "料金5,500円（金五千五百円）、追加費用は約1,400万円です。"},
		{"ja_weekday_forms", ja, "新しいお届け予定日は10月21日(水)です。10月21日（水曜日）、または2026年10月21日（水曜）です。"},
		{"ja_weekday_fullwidth_digits", ja, "お届けは１０月２１日（水）の予定です。"},
		{"ja_weekday_slash_and_reiwa", ja, "2026/10/21（水）、令和8年11月16日（月）、2026-10-19（月）"},
		{"ja_next_year_without_year", ja, "次回の点検は1月5日（火）です。"},
		{"ja_total_other_order", ja, "合計38,500円（税込）の内訳は、基本料金33,000円と追加ユーザー料金5,500円です。"},
		{"ja_total_tax_inclusive_items", ja, "内訳は、基本料金33,000円（税込）と追加ユーザー料金5,500円（税込）で、合計38,500円（税込）となります。"},
		{"ja_changed_price_is_no_list", ja, "料金は33,000円から38,500円に変わり、合計38,500円となります。"},
		{"ja_table_bulleted_total", ja, editOnce(jaQuoteTable, "合計（税抜）：53,900円", "- **合計（税抜）**：53,900円")},
		{"ja_table_subtotal_tax_total", ja, editOnce(jaQuoteTable, "合計（税抜）：53,900円", "小計：53,900円\n消費税（10%）：5,390円\n合計（税込）：59,290円")},
		{"ja_table_discount", ja, editOnce(jaQuoteTable, "合計（税抜）：53,900円", "お値引き：1,000円\n合計：52,900円")},
		{"ja_table_shipping_then_total", ja, editOnce(jaQuoteTable, "合計（税抜）：53,900円", "送料：1,000円\n合計（税抜）：54,900円")},
		{"ja_count_numbered_list", ja, "以下の3点をご確認ください。\n\n1. 電池の残量\n2. Bluetoothの設定\n3. アプリのバージョン"},
		{"ja_count_with_sub_items", ja, "次の2点をご確認ください：\n・電池\n  ・残量が十分か\n  ・向きが正しいか\n・アプリ"},
		{"ja_json_pretty_and_reordered", ja, "{\n  \"total\": {\"currency\": \"JPY\", \"value\": 15000},\n  \"items\": [{\"unit_price\": 12800, \"quantity\": 1}, {\"quantity\": 2, \"unit_price\": 1100}]\n}"},
		{"ja_date_ranges", ja, "契約期間：2026年12月1日（火）〜2027年11月30日、令和8年12月1日から令和9年11月30日まで、2026-12-01–2027-11-30。12月20日〜1月5日は休業です。"},
		{"de_date_ranges_and_moves", de, "Gültig vom 01.12.2026 bis 30.11.2027. Der Termin verschiebt sich vom 16.11.2026 auf den 02.11.2026. Betriebsferien 21.12.–04.01."},
		{"de_weekday_forms", de, "am Montag, 26. Oktober 2026; Mo., 26.10.2026; Montag, den 26.10.; 26.10.2026 (Montag); 26. Okt. (Mo.)"},
		{"de_next_year_without_year", de, "Der nächste Termin ist am Dienstag, 5. Januar."},
		{"de_weekday_without_date", de, "Seit Mittwoch tropft Wasser; Herr Weiß ist bis zum 22.10.2026 verreist."},
		{"de_total_first", de, "Die Mehrkosten betragen zusammen 21.150,00 €: 18.750,00 € für die Stahlträger und 2.400,00 € für die Heizzentrale."},
		{"de_total_other_wording", de, "Mehrkosten: 18.750,00 € (Stahlträger) sowie 2.400,00 € (mobile Heizzentrale), insgesamt 21.150,00 €."},
		{"de_budget_is_no_list", de, "Die Förderung steigt von 120.000,00 € auf 145.000,00 €; insgesamt bleibt das Budget von 486.000,00 € eingehalten."},
		{"de_count_bulleted_and_loose", de, "Beachten Sie die folgenden drei Punkte:\n\n* Kopplungsmodus neu starten\n\n* Router näher aufstellen\n  (ein Repeater hilft)\n\n* Passwort prüfen"},
		{"de_count_not_announcing", de, "In zwei Schritten ist alles erledigt. So gehen Sie vor:\n1. App laden\n2. Konto anlegen\n3. Gerät koppeln"},
		{"de_json_as_golden", de, deInvoiceJSON},
		{"ja_json_total_with_shipping", ja, editOnce(editOnce(jaOrderJSON, "15000", "15800"), `"total"`, `"shipping_fee": 800, "total"`)},
		{"de_table_offers_without_total", de, "| Anbieter | Preis |\n|---|---|\n| Nordkälte AG | 12.450,00 € |\n| Eisblock KG | 13.975,00 € |\n\nEmpfehlung: Eisblock KG ist insgesamt mit 13.975,00 € das beste Angebot."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(TypeConsistency, tt.text)
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
