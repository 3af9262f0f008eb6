package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

const (
	lfGoldenDe  = "| Anbieter | Preis |\n|---|---|\n| Kühltechnik Straßburger GmbH | 14.890,00 € |\n| Nordkälte AG | 12.450,00 € |\n\nEmpfehlung: Nordkälte AG."
	lfRequestDe = "Angebot 1 – Kühltechnik Straßburger GmbH: 14.890,00 €. Angebot 2 – Nordkälte AG: 12.450,00 €."
	lfGoldenJa  = "・株式会社アオバ精工の大阪営業所は移転します。\n・契約先はサクラ物流株式会社です。"
	lfGoldenTr  = "Mit freundlichen Grüßen\nKen Yamada\nKobayashi Seiki Co., Ltd."
	lfRequestTr = "小林精機株式会社　山田 健"
)

// legal_forms catches a company given another legal form than the case gives it, or
// a form the case never uses.
func TestLegalFormsCatches(t *testing.T) {
	tests := []struct {
		name, golden, request, answer, want string
	}{
		{"ag_to_gmbh", lfGoldenDe, lfRequestDe, replaceOnce(lfGoldenDe, "| Nordkälte AG |", "| Nordkälte GmbH |"), "Nordkälte"},
		{"gmbh_to_kg", lfGoldenDe, lfRequestDe, replaceOnce(lfGoldenDe, "Straßburger GmbH", "Straßburger KG"), "Straßburger"},
		{"kabushiki_to_yugen_prefix", lfGoldenJa, "", replaceOnce(lfGoldenJa, "株式会社アオバ", "有限会社アオバ"), "有限会社"},
		{"kabushiki_to_godo_suffix", lfGoldenJa, "", replaceOnce(lfGoldenJa, "物流株式会社", "物流合同会社"), "合同会社"},
		{"kabushiki_moved_before_to_after", lfGoldenJa, "", replaceOnce(lfGoldenJa, "株式会社アオバ精工の", "アオバ精工株式会社の"), "other side of the name"},
		{"kabushiki_moved_after_to_before", lfGoldenJa, "", replaceOnce(lfGoldenJa, "サクラ物流株式会社", "株式会社サクラ物流"), "other side of the name"},
		{"invented_form", "Sehr geehrter Herr Weiß,\nIhr Kundenservice von Leuchtenhaus Nord", "", "Sehr geehrter Herr Weiß,\nIhr Kundenservice von Leuchtenhaus Nord GmbH", "not the case's"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chk := Check{Type: TypeLegalForms, Golden: tt.golden, Request: tt.request}
			assert.True(t, chk.Run(Output{Text: tt.golden}).Pass, "the golden passes")
			r := chk.Run(Output{Text: tt.answer})
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.want)
		})
	}
}

// A paraphrase may drop a legal form, abbreviate it or use a translation of it.
func TestLegalFormsPassesParaphrases(t *testing.T) {
	tests := []struct {
		name, golden, request, answer string
	}{
		{"form_dropped", lfGoldenDe, lfRequestDe, "Empfehlung: Nordkälte, denn Kühltechnik Straßburger ist teurer."},
		{"translation_kk", lfGoldenTr, lfRequestTr, "Mit freundlichen Grüßen\nKen Yamada\nKobayashi Seiki K.K."},
		{"translation_inc", lfGoldenTr, lfRequestTr, "Mit freundlichen Grüßen\nKen Yamada\nKobayashi Seiki Inc."},
		{"kabushiki_abbreviated", lfGoldenJa, "", "・（株）アオバ精工の大阪営業所は移転します。\n・契約先はサクラ物流株式会社です。"},
		{"name_alone_and_form_kept_in_place", lfGoldenJa, "", "・アオバ精工（株式会社アオバ精工）の大阪営業所が移転します。\n・契約先：サクラ物流株式会社\n・サクラ物流の担当者に連絡します。"},
		{"product_name_with_capitals", lfGoldenDe, lfRequestDe, "Nordkälte AG liefert in 4 Wochen; das Modell KG 5 ist nicht Teil des Angebots."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{Type: TypeLegalForms, Golden: tt.golden, Request: tt.request}.Run(Output{Text: tt.answer})
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
