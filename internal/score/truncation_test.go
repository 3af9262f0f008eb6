package score

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

const (
	truncJaReply  = "小林 恵子様\n\nいつもハルカゼ寝具店をご利用いただき、誠にありがとうございます。\nご注文番号WS-30982の「ハルカゼ羽毛布団 ダブル」につきまして、配送センターでの作業遅延により発送が遅れております。\nお待たせしてしまい、誠に申し訳ございません。新しいお届け予定日は10月21日（水）です。\n今後ともどうぞよろしくお願いいたします。"
	truncDeLetter = "Sehr geehrte Frau Schäfer,\n\nhiermit bestätigen wir Ihren Kontrolltermin am Montag, 26. Oktober 2026, um 10:30 Uhr.\nBitte bringen Sie Ihre Versichertenkarte mit.\nFalls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte spätestens 24 Stunden vorher ab.\n\nMit freundlichen Grüßen\nIhre Zahnarztpraxis Dr. Öztürk"
	truncDeSteps  = "So verbinden Sie die Wärmepumpe:\n\n1. Laden Sie die WärmeApp herunter.\n2. Öffnen Sie die App und legen Sie ein Konto an.\n3. Prüfen Sie, ob Ihr Smartphone im WLAN ist.\n4. Wählen Sie „Kopplung starten“.\n5. Speichern Sie den Plan."
	truncJaJSON   = `{"summary": "松本様より、フィルター差し込み口が割れているとの連絡。交換品は10月19日に発送予定。", "notes": ["契約期間中の途中解約はできません。", "初期費用は不要です。"]}`
	truncDeTable  = "| Anbieter | Preis | Lieferzeit |\n|---|---|---|\n| Kühltechnik Straßburger GmbH | 14.890,00 € | 6 Wochen |\n| Nordkälte AG | 12.450,00 € | 4 Wochen |\n| Eisblock Systemtechnik KG | 13.975,00 € | 8 Wochen |\n\nEmpfehlung: Eisblock Systemtechnik KG."
)

func TestTruncationCatches(t *testing.T) {
	ja := generalCase{lang: "ja", golden: truncJaReply}
	de := generalCase{lang: "de", golden: truncDeLetter}
	cut := func(s, at string) string { return s[:strings.Index(s, at)] }
	tests := []struct {
		name   string
		g      generalCase
		text   string
		reason string
	}{
		{"ja_cut_inside_a_quote", ja, cut(truncJaReply, " ダブル"), `"「" opened on the last line is never closed`},
		{"ja_cut_after_a_particle", ja, cut(truncJaReply, "遅れて"), "stops after a comma, particle or article"},
		{"ja_golden_sentence_cut_short", ja, cut(truncJaReply, "（水）です"), "the last sentence is one of the golden's, cut short"},
		{"ja_cut_short", ja, "小林 恵子様\n\nこのたびは羽毛布団のお届けが遅れてしまい大変ご迷惑", "under 60 % of the golden's length"},
		{"ja_cut_bullets", generalCase{lang: "ja", golden: "・新住所は〒530-0001です。\n・電話番号は06-6345-7781です。\n・FAX番号は変わりません。\n・担当は松田部長です。"},
			"・新住所：〒530-0001です。\n・電話：06-6345-7781です。\n・FAXは変わりません。\n・担当は引き続き松田部長で、請求書の送付先は経理", "the last list item or table row stops where the others are closed"},
		{"ja_json_document_cut", generalCase{lang: "ja", golden: truncJaJSON}, cut(truncJaJSON, "交換品"), "the JSON document ends before it closes"},
		{"ja_json_value_cut", generalCase{lang: "ja", golden: truncJaJSON}, strings.Replace(truncJaJSON, "交換品は10月19日に発送予定。", "交換品は10月19日に", 1), "$.summary: the value stops mid-sentence"},
		{"ja_code_fence_open", generalCase{lang: "ja", golden: "設定例：\n```\nmode: auto\n```\n以上です。"}, "設定例：\n```\nmode: auto", "code fence is never closed"},
		{"ja_cut_inside_a_date", generalCase{lang: "ja", golden: "確定いたしました。\n\n訪問日時：2026年10月23日（金）14時〜16時\n\nご連絡ください。"}, "確定いたしました。\n\n訪問日時：2026", "a line of the golden cut inside a word"},
		{"de_cut_in_a_word_of_the_closing", de, cut(truncDeLetter, "ßen\nIhre"), "a line of the golden cut inside a word"},
		{"de_cut_after_an_article", de, cut(truncDeLetter, " Termin nicht"), "stops after a comma, particle or article"},
		{"de_golden_sentence_cut_short", de, cut(truncDeLetter, " vorher ab."), "the last sentence is one of the golden's, cut short"},
		{"de_cut_short", de, "Sehr geehrte Frau Schäfer,\n\nwir bestätigen Ihren Kontrolltermin am 26.10.2026 um 10:30 Uhr in unserer Praxis", "under 60 % of the golden's length"},
		{"de_cut_in_a_step", generalCase{lang: "de", golden: truncDeSteps}, cut(truncDeSteps, " im WLAN"), "the last list item or table row stops where the others are closed"},
		{"de_empty_step", generalCase{lang: "de", golden: truncDeSteps}, cut(truncDeSteps, "Laden Sie"), "the last list item is empty"},
		{"de_cut_in_a_quote", generalCase{lang: "de", golden: truncDeSteps}, cut(truncDeSteps, " starten“"), `"„" opened on the last line is never closed`},
		{"de_cut_at_the_start_of_a_line", generalCase{lang: "de", golden: "Gern liefern wir an:\n\nHochschule Rheinstadt\nLabor für Hochspannungstechnik\nGießereistraße 14"}, "Gern liefern wir an:\n\nHochschule Rheinstadt\nLabor", "the start of a line of the golden"},
		{"ja_cut_after_a_title", generalCase{lang: "ja", golden: "よろしくお願いいたします。\n\nProf. Dr. Katharina Weber教授"}, "よろしくお願いいたします。\n\nProf. Dr.", "a title without the name"},
		{"de_cut_on_a_colon", generalCase{lang: "de", golden: truncDeSteps}, "So verbinden Sie die Wärmepumpe:", "ends on a colon"},
		{"de_cut_table_row_at_a_cell", generalCase{lang: "de", golden: truncDeTable}, cut(truncDeTable, " 12.450,00 €"), "fewer cells than the header"},
		{"de_cut_table_row", generalCase{lang: "de", golden: truncDeTable}, cut(truncDeTable, "Systemtechnik KG | 13"), "the last list item or table row stops"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(TypeTruncation, tt.text)
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

// A paraphrase may end in a signature, leave out the full stops of its items, close
// with a bracket, shorten the signature at a word, or be a little shorter.
func TestTruncationParaphrasesPass(t *testing.T) {
	ja := generalCase{lang: "ja", golden: truncJaReply}
	de := generalCase{lang: "de", golden: truncDeLetter}
	tests := []struct {
		name string
		g    generalCase
		text string
	}{
		{"de_last_item_a_labelled_date", generalCase{lang: "de", golden: "- Die Prüfung ist bestanden.\n- Die Kosten sind freigegeben.\n- Die nächste Sitzung findet am 12.11.2026 statt."},
			"- **Prüfung:** bestanden.\n- **Kosten:** freigegeben.\n- **Nächste Sitzung:** 12.11.2026"},
		{"ja_signature_after_the_closing", ja, truncJaReply + "\n\nハルカゼ寝具店 カスタマーサポート 岡田"},
		{"ja_reworded_and_shorter", ja, "小林 恵子様\n\nご注文の羽毛布団の発送が遅れており、誠に申し訳ございません。新しいお届け予定日は10月21日（水）です。\n今後ともよろしくお願いいたします。"},
		{"ja_bullets_without_full_stops", generalCase{lang: "ja", golden: "・新住所は〒530-0001です。\n・電話番号は06-6345-7781です。\n・担当は松田部長です。"},
			"- 新住所：〒530-0001\n- 電話番号：06-6345-7781\n- 担当：松田部長"},
		{"ja_ends_with_a_bracket", ja, "新しいお届け予定日は10月21日（水）です。\nご不明な点はお問い合わせください（平日9時〜18時）"},
		{"ja_ends_with_corner_quote", ja, "新しいお届け予定日は10月21日（水）です。詳しくは「お届け状況」をご確認ください。\n対象：「ハルカゼ羽毛布団 ダブル」"},
		{"ja_terse_items", generalCase{lang: "ja", golden: "・支払方法は銀行振込です。\n・振込先は下記口座です。\n・期限は10月30日です。"}, "・支払方法：銀行振込で\n・振込先：下記口座へ\n・期限：10月30日まで"},
		{"ja_json_value_without_full_stop", generalCase{lang: "ja", golden: truncJaJSON}, strings.Replace(truncJaJSON, "初期費用は不要です。", "初期費用は不要です", 1)},
		{"ja_json_terse_values", generalCase{lang: "ja", golden: truncJaJSON}, strings.NewReplacer("契約期間中の途中解約はできません。", "途中解約不可", "初期費用は不要です。", "初期費用なし").Replace(truncJaJSON)},
		{"de_lazy_quotes", generalCase{lang: "de", golden: truncDeSteps}, strings.Replace(truncDeSteps, "„Kopplung starten“", "“Kopplung starten“", 1) + "\nTippen Sie auf “Fertig“."},
		{"ja_json_pretty", generalCase{lang: "ja", golden: truncJaJSON}, "{\n  \"notes\": [\"契約期間中の途中解約はできません。\", \"初期費用は不要です。\"],\n  \"summary\": \"松本様より、フィルター差し込み口が割れているとの連絡。交換品は10月19日に発送予定。\"\n}"},
		{"ja_heading_last", ja, truncJaReply + "\n\n## 返品について"},
		{"de_paragraph_without_final_full_stop", generalCase{lang: "de", golden: "Frau Müller meldet einen Wasserschaden. Sie bittet darum, dass noch am selben Tag ein Installateur kommt."},
			"Frau Müller von der Hausverwaltung meldet einen Wasserschaden in der Wohnung von Herrn Weiß. Sie bittet, dass noch am selben Tag ein Installateur vorbeikommt"},
		{"ja_paragraph_without_final_full_stop", generalCase{lang: "ja", golden: "髙橋様から問い合わせがあった。担当の西村が10月19日（月）17時までに回答する。"},
			"株式会社ミナトデザインの髙橋様から、勤怠データが取り込めないとの問い合わせがありました。担当の西村が調査し、10月19日（月）17時までに回答します"},
		{"de_shorter_signature", de, strings.Replace(truncDeLetter, "Ihre Zahnarztpraxis Dr. Öztürk", "Ihre Zahnarztpraxis", 1)},
		{"de_freundliche_gruesse", de, "Sehr geehrte Frau Schäfer,\n\nwir bestätigen Ihren Termin am 26.10.2026 um 10:30 Uhr. Bitte denken Sie an Ihre Versichertenkarte.\n\nFreundliche Grüße\nPraxis Dr. Öztürk"},
		{"de_steps_as_bullets_without_stops", generalCase{lang: "de", golden: truncDeSteps}, "So geht es:\n\n- WärmeApp herunterladen\n- Konto anlegen\n- WLAN prüfen\n- „Kopplung starten“ wählen\n- Plan speichern"},
		{"de_step_ending_in_a_separable_prefix", generalCase{lang: "de", golden: truncDeSteps}, "1. Laden Sie die App herunter\n2. Legen Sie ein Konto an\n3. Geben Sie das WLAN-Passwort ein"},
		{"de_last_line_a_table_row", generalCase{lang: "de", golden: truncDeTable}, strings.TrimSuffix(truncDeTable, "\n\nEmpfehlung: Eisblock Systemtechnik KG.")},
		{"de_closed_with_colon_and_address", de, "Sehr geehrte Frau Schäfer,\n\nbitte senden Sie die Unterlagen an:\n\nZahnarztpraxis Dr. Öztürk\nGärtnerweg 7\n12345 Musterstadt"},
		{"de_numbered_with_parentheses", generalCase{lang: "de", golden: truncDeSteps}, "1) Laden Sie die WärmeApp herunter.\n2) Öffnen Sie die App.\n3) Prüfen Sie das WLAN.\n4) Wählen Sie „Kopplung starten“.\n5) Speichern Sie den Plan."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(TypeTruncation, tt.text)
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
