package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

const (
	repJaApology = "小林 恵子様\n\nいつもハルカゼ寝具店をご利用いただき、誠にありがとうございます。\nお待たせしてしまい、誠に申し訳ございません。\n新しいお届け予定日は10月21日（水）です。\n今後ともどうぞよろしくお願いいたします。"
	repDeSteps   = "So richten Sie die App ein:\n\n1. Laden Sie die kostenlose WärmeApp herunter.\n2. Öffnen Sie die App und legen Sie ein Benutzerkonto an.\n3. Tippen Sie auf „Gerät hinzufügen“.\n4. Speichern Sie den Plan."
)

func TestRepeatedUnitsCatches(t *testing.T) {
	ja := generalCase{lang: "ja", golden: repJaApology}
	de := generalCase{lang: "de", golden: repDeSteps}
	tests := []struct {
		name   string
		g      generalCase
		text   string
		reason string
	}{
		{"de_closing_twice_in_a_row", generalCase{lang: "de", golden: "Sehr geehrte Frau Schäfer,\n\nIhr Termin steht.\n\nMit freundlichen Grüßen\nIhre Praxis Dr. Öztürk"}, "Sehr geehrte Frau Schäfer,\n\nIhr Termin steht.\n\nMit freundlichen Grüßen\nMit freundlichen Grüßen\nIhre Praxis Dr. Öztürk", "Mit freundlichen Grüßen"},
		{"ja_sentence_twice", ja, editOnce(repJaApology, "今後とも", "お待たせしてしまい、誠に申し訳ございません。\n今後とも"), `sentence "お待たせしてしまい、誠に申し訳ございません"`},
		{"ja_sentence_twice_on_one_line", ja, editOnce(repJaApology, "です。", "です。新しいお届け予定日は10月21日（水）です。"), `sentence "新しいお届け予定日は10月21日（水）です"`},
		{"ja_bullet_twice", generalCase{lang: "ja"}, "・新住所は〒530-0001です。\n・電話番号は06-6345-7781です。\n・新住所は〒530-0001です", `新住所は〒530-0001です"`},
		{"ja_clause_twice_in_a_row", ja, editOnce(repJaApology, "新しいお届け予定日は10月21日（水）", "新しいお届け予定日は10月21日（水）新しいお届け予定日は10月21日（水）"), "twice in a row"},
		{"ja_table_row_twice", generalCase{lang: "ja"}, "| 品名 | 金額 |\n|---|---|\n| コピー用紙A4 | 24,800円 |\n| コピー用紙A4 | 24,800円 |", `item "| コピー用紙A4 | 24,800円 |"`},
		{"ja_json_element_twice", generalCase{lang: "ja", golden: `{"notes": ["契約期間中の途中解約はできません。", "初期費用は不要です。"]}`},
			`{"notes": ["契約期間中の途中解約はできません。", "初期費用は不要です。", "初期費用は不要です。"]}`, "array element"},
		{"de_step_twice", de, editOnce(repDeSteps, "4. Speichern", "4. Tippen Sie auf „Gerät hinzufügen“.\n5. Speichern"), `item "4. Tippen Sie auf „Gerät hinzufügen“."`},
		{"de_sentence_twice_in_prose", generalCase{lang: "de", golden: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. Bei Fragen sind wir gern für Sie da."},
			"Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. Bei Fragen sind wir gern für Sie da.\nWir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.", `sentence "Wir senden Ihnen am 20.10.2026`},
		{"de_bullet_twice_other_marker", generalCase{lang: "de"}, "- Mangel: Die Pumpe baut keinen Druck auf.\n- Gewünscht ist ein Austauschgerät.\n* Mangel: die Pumpe baut keinen Druck auf", "item"},
		{"de_json_object_twice", generalCase{lang: "de", golden: deInvoiceJSON}, editOnce(deInvoiceJSON, `]`, `, {"bezeichnung": "Thermometer", "menge": 2, "einzelpreis": 64.50}]`), "array element"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(TypeRepeatedUnits, tt.text)
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

// Other wording, order or list style repeats nothing; what the golden repeats may
// recur, and so may a short sentence or one step's sentence in another step.
func TestRepeatedUnitsParaphrasesPass(t *testing.T) {
	ja := generalCase{lang: "ja", golden: repJaApology}
	de := generalCase{lang: "de", golden: repDeSteps}
	tests := []struct {
		name string
		g    generalCase
		text string
	}{
		{"ja_reordered_and_reworded", ja, "小林 恵子様\n\n誠に申し訳ございません。お届けが遅れております。\n新しいお届け予定日は10月21日（水）となります。\nいつもハルカゼ寝具店をご利用いただき、ありがとうございます。\n今後ともよろしくお願いいたします。"},
		{"de_one_name_in_two_address_blocks", generalCase{lang: "de", golden: "Die Lieferung geht an:\nHochschule Rheinstadt\nGebäude C\n67059 Ludwigshafen am Rhein"}, "Die Lieferung geht an:\nHochschule Rheinstadt\nGebäude C\n67059 Ludwigshafen am Rhein\n\nDie Rechnung geht an:\nHochschule Rheinstadt\nPostfach 1120\n67002 Ludwigshafen am Rhein"},
		{"ja_similar_but_different_sentences", ja, "ご不明な点がございましたら、お気軽にお問い合わせください。\nご不明な点がございましたら、本メールにご返信ください。"},
		{"ja_golden_repeats_itself", generalCase{lang: "ja", golden: "確認いたしました。ご連絡をお待ちしております。\n確認いたしました。ご連絡をお待ちしております。"}, "確認いたしました。ご連絡をお待ちしております。\n確認いたしました。ご連絡をお待ちしております。"},
		{"ja_separator_lines", ja, "ーーーーーーーーーーーーーーーーーーーー\n小林 恵子様\n――――――――――――――――――――\n| 品名 | 金額 |\n|---|---|---|---|---|---|"},
		{"ja_short_sentences", ja, "はい。承知しました。はい。承知しました。"},
		{"ja_fullwidth_and_markers", ja, "・新住所は〒530-0001です。\n・電話番号は06-6345-7781です。\n\n1. 新住所：〒530-0001\n2. 電話：06-6345-7781"},
		{"de_numbered_as_bullets", de, "So richten Sie die App ein:\n\n- Laden Sie die kostenlose WärmeApp herunter.\n- Öffnen Sie die App und legen Sie ein Benutzerkonto an.\n- Tippen Sie auf „Gerät hinzufügen“.\n- Speichern Sie den Plan."},
		{"de_same_sentence_in_two_steps", de, "1. Öffnen Sie die App. Warten Sie, bis die Kontrollleuchte grün leuchtet.\n2. Tippen Sie auf „Gerät hinzufügen“. Warten Sie, bis die Kontrollleuchte grün leuchtet.\n3. Speichern Sie den Plan."},
		{"de_same_step_later_in_a_procedure", de, "1. Öffnen Sie die App.\n2. Tippen Sie auf „Weiter“.\n3. Geben Sie das WLAN-Passwort ein.\n4. Tippen Sie auf „Weiter“.\n5. Speichern Sie den Plan."},
		{"de_short_sentence_twice", de, "Vielen Dank. Wir melden uns. Vielen Dank."},
		{"de_table_with_equal_cells", de, "| Anbieter | Lieferzeit | Garantie |\n|---|---|---|\n| Nordkälte AG | 4 Wochen | 2 Jahre |\n| Eisblock KG | 4 Wochen | 2 Jahre |\n| Kühl KG | Ja, inklusive Montage | Ja, inklusive Montage |"},
		{"ja_reduplication", ja, "一つひとつ、ひとつひとつ丁寧に、いろいろ、ときどき、それぞれ確認いたします。"},
		{"de_json_numbers_repeat", generalCase{lang: "de", golden: `{"mengen": [1, 2]}`}, `{"mengen": [2, 2, 2], "tage": ["Mo", "Mo"]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(TypeRepeatedUnits, tt.text)
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
