package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

const (
	deSummaryAsk = "Fasse die Telefonnotiz in zwei bis drei Sätzen für die Kollegin zusammen.\n\nNotiz: Anruf von Frau Müller. In der Wohnung von Herrn Weiß tropft Wasser. Sie bittet um einen Installateur."
	deSummary    = "Frau Müller meldet, dass in der Wohnung von Herrn Weiß Wasser tropft. Herr Weiß ist bis zum 22.10.2026 verreist, aber Frau Müller kann am Montag, 19.10.2026, ab 8 Uhr aufschließen. Sie bittet um einen Installateur."
	jaSummaryAsk = "次の問い合わせ記録を3文で要約してください。\n\n記録：ログインできない。エラーコードE-401。"
	jaSummary    = "勤怠クラウドにログインできないとの問い合わせ。エラーコードはE-401。担当の西村が調査し、10月19日17時までに回答する。"
	deTableAsk   = "Stellen Sie die Angebote in einer Markdown-Tabelle mit den Spalten Anbieter, Preis, Lieferzeit und Garantie gegenüber.\n\nAngebote: Kühltechnik 14.890,00 €, Nordkälte 13.975,00 €."
	deTable      = "| Anbieter | Preis | Lieferzeit | Garantie |\n|---|---|---|---|\n| Kühltechnik | 14.890,00 € | 6 Wochen | 5 Jahre |\n| Nordkälte | 13.975,00 € | 4 Wochen | 3 Jahre |"
	jaTableAsk   = "次の見積依頼を、Markdownの表（列：品名、数量、単価、金額）にまとめてください。合計（税抜）と納品希望日（西暦）を書いてください。\n\n見積依頼：令和8年11月2日納品希望。コピー用紙A4 10箱 2,480円。"
	jaTable      = "| 品名 | 数量 | 単価 | 金額 |\n|---|---|---|---|\n| コピー用紙A4 | 10箱 | 2,480円 | 24,800円 |\n\n合計（税抜）：24,800円\n納品希望日：2026年11月2日"
	jaOrderAsk   = "次の注文情報からJSONを作成してください。キーは name（敬称なし）、order_id とします。\n\n注文者：髙橋 美咲様 注文番号A-1"
	jaOrder      = `{"name": "髙橋 美咲", "order_id": "A-1"}`
	jaEraAsk     = "次のお知らせを、日付は原文どおりに書いて要約してください。\n\nアオバ精工大阪営業所は、令和8年11月16日（月）より移転いたします。"
	jaEra        = "・アオバ精工の大阪営業所は、令和8年11月16日（月）に移転します。"
)

// request_form: what it catches.
func TestRequestFormCatches(t *testing.T) {
	tests := []struct {
		name   string
		g      generalCase
		text   string
		reason string
	}{
		{"de_sentence_split_past_the_count", generalCase{lang: "de", golden: deSummary, request: deSummaryAsk},
			editOnce(deSummary, "verreist, aber Frau", "verreist. Aber Frau") + " Sie hat einen Schlüssel.", "5 sentences where the request asks for 2 to 3"},
		{"ja_sentence_split_past_the_count", generalCase{lang: "ja", golden: jaSummary, request: jaSummaryAsk},
			editOnce(jaSummary, "西村が調査し、", "西村が調査する。"), "4 sentences where the request asks for 3"},
		{"ja_sentences_merged_below_the_count", generalCase{lang: "ja", golden: jaSummary, request: jaSummaryAsk},
			editOnce(jaSummary, "問い合わせ。", "問い合わせで、"), "2 sentences"},
		{"de_column_added", generalCase{lang: "de", golden: deTable, request: deTableAsk},
			"| Nr. | Anbieter | Preis | Lieferzeit | Garantie |\n|---|---|---|---|---|\n| 1 | Kühltechnik | 14.890,00 € | 6 Wochen | 5 Jahre |\n| 2 | Nordkälte | 13.975,00 € | 4 Wochen | 3 Jahre |", "5 columns"},
		{"ja_column_renamed", generalCase{lang: "ja", golden: jaTable, request: jaTableAsk},
			editOnce(jaTable, "| 単価 |", "| 価格 |"), "column 3"},
		{"de_price_header_labelled_gross", generalCase{lang: "de", golden: deTable, request: deTableAsk},
			editOnce(deTable, "| Preis |", "| Preis (brutto) |"), "brutto"},
		{"ja_unit_price_labelled_gross", generalCase{lang: "ja", golden: jaTable, request: jaTableAsk},
			editOnce(jaTable, "| 単価 |", "| 単価（税込） |"), "税込"},
		{"ja_json_name_with_sama", generalCase{lang: "ja", golden: jaOrder, request: jaOrderAsk},
			editOnce(jaOrder, "美咲", "美咲様"), "honorific"},
		{"ja_western_year_asked_made_era", generalCase{lang: "ja", golden: jaTable, request: jaTableAsk},
			editOnce(jaTable, "2026年", "令和8年"), "era year"},
		{"ja_era_year_made_western", generalCase{lang: "ja", golden: jaEra, request: jaEraAsk},
			editOnce(jaEra, "令和8年", "2026年"), "Western year"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(TypeRequestForm, tt.text)
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

// request_form: paraphrases a real model writes, which keep the form asked for.
func TestRequestFormPassesParaphrases(t *testing.T) {
	tests := []struct {
		name string
		g    generalCase
		text string
	}{
		{"de_two_sentences_in_a_range", generalCase{lang: "de", golden: deSummary, request: deSummaryAsk},
			"Frau Müller meldet einen Wasserschaden in der Wohnung von Herrn Weiß, der bis zum 22.10.2026 verreist ist. Sie kann am Montag, 19.10.2026, ab 8 Uhr aufschließen und bittet um einen Installateur am selben Tag."},
		{"de_summary_hard_wrapped", generalCase{lang: "de", golden: deSummary, request: deSummaryAsk},
			"Frau Müller meldet, dass in der Wohnung von Herrn Weiß Wasser\ntropft. Herr Weiß ist bis zum 22.10.2026 verreist, aber Frau Müller\nkann am Montag, 19.10.2026, ab 8 Uhr aufschließen. Sie bittet um\neinen Installateur."},
		{"ja_ascii_and_fullwidth_stops", generalCase{lang: "ja", golden: jaSummary, request: jaSummaryAsk},
			"勤怠クラウドにログインできないとの問い合わせ．エラーコードはE-401. 担当の西村が調査し、10月19日17時までに回答する｡"},
		{"ja_count_in_a_quoted_document", generalCase{lang: "ja", golden: jaSummary, request: "次の記録を要約してください。\n\n記録：お客様は3文で説明した。"},
			"勤怠クラウドにログインできない。エラーコードはE-401。担当の西村が調査する。10月19日17時までに回答する。"},
		{"de_count_of_a_part", generalCase{lang: "de", golden: deTable + "\n\nEmpfehlung: Nordkälte.", request: "Stellen Sie die Angebote in einer Tabelle gegenüber. Empfehlen Sie darunter in einem Satz das günstigste.\n\nAngebote: …"},
			deTable + "\n\nEmpfehlung: Nordkälte, weil es am günstigsten ist. Die Garantie reicht aus."},
		{"de_columns_bold_without_outer_pipes", generalCase{lang: "de", golden: deTable, request: deTableAsk},
			"**Anbieter** | **Preis** | **Lieferzeit** | **Garantie**\n---|---|---|---\nKühltechnik | 14.890,00 € | 6 Wochen | 5 Jahre\nNordkälte | 13.975,00 € | 4 Wochen | 3 Jahre"},
		{"ja_columns_with_units", generalCase{lang: "ja", golden: jaTable, request: jaTableAsk},
			editOnce(jaTable, "| 単価 | 金額 |", "| 単価（円） | 金額（円） |")},
		{"ja_net_figure_worked_out", generalCase{lang: "ja", golden: "追加ユーザー料金5,500円（税込）が加算されます。", request: "追加（月額5,000円、税込5,500円）。"},
			"追加ユーザー料金¥5,500（税込、税抜では月額¥5,000）が加算されます。"},
		{"ja_json_name_as_asked", generalCase{lang: "ja", golden: jaOrder, request: jaOrderAsk},
			`{"order_id": "A-1", "name": "髙橋美咲"}`},
		{"ja_era_year_kept_with_weekday", generalCase{lang: "ja", golden: jaEra, request: jaEraAsk},
			"・大阪営業所（アオバ精工）は令和8年11月16日（月曜日）に移転します。"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(TypeRequestForm, tt.text)
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
