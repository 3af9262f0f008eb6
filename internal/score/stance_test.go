package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

const (
	stGoldenDe  = "Sehr geehrte Frau Schäfer,\n\nhiermit bestätigen wir Ihren Termin am 26.10.2026 um 10:30 Uhr.\nBitte bringen Sie Ihre Versichertenkarte mit.\nFalls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte spätestens 24 Stunden vorher ab.\n\nMit freundlichen Grüßen"
	stGoldenJa  = "中島 大輔様\n\n請求書INV-88213の金額についてご説明いたします。\n9月20日にユーザーを1名追加していただいたため、料金が加算されております。\nご不明な点がございましたら、本メールにご返信ください。"
	stSummaryDe = "Frau Müller meldet, dass in der Wohnung von Herrn Weiß seit Mittwoch Wasser tropft. Herr Weiß ist bis zum 22.10.2026 verreist."
	stSummaryJa = "髙橋様から、連携で勤怠データが取り込めないとの問い合わせがあった。担当の西村が調査し、10月19日までに回答する。"
)

// stance catches a condition dropped, a cause or contrast claimed without support,
// humble keigo made honorific and a summary that starts talking to its reader.
func TestStanceCatches(t *testing.T) {
	tests := []struct {
		name, lang, golden, answer, want string
	}{
		{"condition_dropped_de", "de", stGoldenDe, replaceOnce(stGoldenDe, "Falls Sie den Termin nicht wahrnehmen können, sagen", "Sagen"), "unconditionally"},
		{"condition_dropped_ja", "ja", stGoldenJa, replaceOnce(stGoldenJa, "ご不明な点がございましたら、", ""), "unconditionally"},
		{"causal_connector_de", "de", stGoldenDe, replaceOnce(stGoldenDe, "Bitte bringen", "Daher bringen"), "cause"},
		{"contrast_connector_ja", "ja", stGoldenJa, replaceOnce(stGoldenJa, "9月20日", "しかし、9月20日"), "contrast"},
		{"humble_made_honorific", "ja", stGoldenJa, replaceOnce(stGoldenJa, "ご説明いたします", "ご説明なさいます"), "honorific"},
		{"humble_okurigana_made_honorific", "ja", stGoldenJa + "\n資料をお送りいたします。", stGoldenJa + "\n資料をお送りなさいます。", "honorific"},
		{"summary_addresses_reader_de", "de", stSummaryDe, stSummaryDe + "\n\nvielen Dank für Ihre Anfrage. Wir melden uns bei Ihnen.", "addresses its reader"},
		{"summary_addresses_reader_ja", "ja", stSummaryJa, stSummaryJa + "\n\n内容を確認いたしました。改めてご連絡いたします。", "addresses its reader"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chk := Check{Type: TypeStance, Lang: tt.lang, Golden: tt.golden}
			assert.True(t, chk.Run(Output{Text: tt.golden}).Pass, "the golden passes")
			r := chk.Run(Output{Text: tt.answer})
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.want)
		})
	}
}

// Paraphrases word the condition otherwise (sollten, bei, とき), keep a cause the
// case states, and speak to the reader where the golden does.
func TestStancePassesParaphrases(t *testing.T) {
	tests := []struct {
		name, lang, golden, request, answer string
	}{
		{"condition_as_sollten", "de", stGoldenDe, "", "Sehr geehrte Frau Schäfer,\n\nIhr Termin am 26.10.2026 um 10:30 Uhr ist bestätigt. Sollten Sie verhindert sein, sagen Sie den Termin bitte spätestens 24 Stunden vorher ab. Bringen Sie bitte Ihre Versichertenkarte mit.\n\nMit freundlichen Grüßen"},
		{"condition_by_verb_first", "de", stGoldenDe, "", "Sehr geehrte Frau Schäfer,\n\nKönnen Sie den Termin nicht wahrnehmen, sagen Sie ihn bitte spätestens 24 Stunden vorher ab.\n\nMit freundlichen Grüßen"},
		{"condition_as_im_falle", "de", stGoldenDe, "", "Sehr geehrte Frau Schäfer,\n\nIm Falle einer Verhinderung sagen Sie den Termin bitte spätestens 24 Stunden vorher ab.\n\nMit freundlichen Grüßen"},
		{"condition_before_sentence", "de", stGoldenDe, "", "Sehr geehrte Frau Schäfer,\n\nKönnen Sie nicht kommen? Dann sagen Sie den Termin bitte spätestens 24 Stunden vorher ab.\n\nMit freundlichen Grüßen"},
		{"condition_as_toki_ja", "ja", stGoldenJa, "", "中島様\n\n請求書INV-88213の金額についてご説明いたします。\nご不明な点があるときは、本メールにご返信ください。"},
		{"cause_the_case_states", "ja", stGoldenJa, "", "中島様\n\n9月20日にユーザーを1名追加していただきました。そのため、料金が加算されております。"},
		{"reply_addresses_reader", "de", stGoldenDe, "", "Sehr geehrte Frau Schäfer,\n\nwir bestätigen Ihnen gern Ihren Termin am 26.10.2026 um 10:30 Uhr.\n\nMit freundlichen Grüßen"},
		{"honorific_for_the_customer", "ja", stGoldenJa, "", "中島様\n\nユーザーを追加なさいましたので、料金が加算されております。請求書INV-88213の金額についてご説明いたします。"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{Type: TypeStance, Lang: tt.lang, Golden: tt.golden, Request: tt.request}.Run(Output{Text: tt.answer})
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
