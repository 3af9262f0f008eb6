package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRegisterSymbolsCatches(t *testing.T) {
	jaFormal := generalCase{lang: "ja", formal: true, golden: "ご確認のほど、よろしくお願いいたします。"}
	deFormal := generalCase{lang: "de", formal: true, golden: "Mit freundlichen Grüßen"}
	jaPlain := generalCase{lang: "ja"}
	dePlain := generalCase{lang: "de"}
	tests := []struct {
		name   string
		g      generalCase
		text   string
		reason string
	}{
		{"ja_emoji", jaFormal, "交換品は10月19日に発送いたします😊今後ともよろしくお願いいたします。", `emoji "😊"`},
		{"ja_emoji_with_variation_selector", jaFormal, "ありがとうございます☺️", `emoji "☺"`},
		{"ja_kaomoji", jaFormal, "ご不便をおかけしました(^^;", `kaomoji`},
		{"ja_kaomoji_face", jaFormal, "確認いたしました（´・ω・｀）", `kaomoji "（´・ω・｀）"`},
		{"ja_laughter_w", jaFormal, "確認しましたｗｗ 今後ともよろしくお願いいたします。", `laughter "ww"`},
		{"ja_laughter_kanji", jaFormal, "申し訳ございません（笑）", `laughter "（笑）"`},
		{"ja_tag_question", jaFormal, "10月21日（水）にお届けできる見込みですよね！", `tag question "ですよね！"`},
		{"de_imperious", deFormal, "Bringen Sie gefälligst Ihre Versichertenkarte mit.", `imperious "gefälligst"`},
		{"de_tag_question", deFormal, "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr, okay?", `tag question ", okay?"`},
		{"ja_exclamation_run", jaFormal, "ありがとうございます！！", `exclamation run "！！"`},
		{"ja_note_symbol", jaFormal, "よろしくお願いいたします♪", `symbol "♪"`},
		{"de_reproach", deFormal, "Wie bereits mehrfach erwähnt: Die Lieferung erfolgt am 12.11.2026.", `reproach "Wie bereits mehrfach erwähnt"`},
		{"ja_reproach", jaFormal, "何度も申し上げておりますが、交換品は10月19日に発送いたします。", `reproach "何度も申し上げ"`},
		{"de_ampersand_for_und", deFormal, "Die Lieferung erfolgt zwischen 8 & 12 Uhr.", `symbol for a word "8 & 1"`},
		{"de_arrow_for_auf", deFormal, "Der Versand verschiebt sich vom 19.10.2026 → 26.10.2026.", `symbol for a word "6 →"`},
		{"ja_arrow_for_kara", jaFormal, "試験の開始は11月9日→となります。", `symbol for a word "日→"`},
		{"ja_casual_ending", jaPlain, "初期費用は不要だよ。", `casual ending "だよ"`},
		{"ja_customer_as_anata", jaFormal, "あなたのご注文番号はWS-30982です。", `casual address "あなた"`},
		{"de_spoken_article", deFormal, "Wir senden Ihnen 'ne Ersatzlampe zu.", `casual address "'ne"`},
		{"de_spoken_verb", deFormal, "Eisblock Systemtechnik KG is mit 13.975,00 € das günstigste Angebot.", `casual address "is mit"`},
		{"ja_tilde_tail", jaFormal, "お待ちしております〜\nよろしくお願いいたします。", "tilde tail"},
		{"ja_emoji_in_a_summary", jaPlain, "髙橋様から問い合わせがあった🙏", `emoji "🙏"`},
		{"ja_json_value", jaFormal, `{"reply": "ご迷惑をおかけしました🙇"}`, `emoji "🙇"`},
		{"de_emoji", deFormal, "Vielen Dank für Ihre Nachricht 👍\nMit freundlichen Grüßen", `emoji "👍"`},
		{"de_emoticon", deFormal, "Wir melden uns bald :)\nMit freundlichen Grüßen", `laughter ":)"`},
		{"de_lol", deFormal, "Die Lampe flackert, lol. Wir senden Ihnen Ersatz.", `laughter "lol"`},
		{"de_exclamations", deFormal, "Vielen Dank für Ihre Geduld!!!", `exclamation run "!!!"`},
		{"de_exclamation_in_every_sentence", deFormal, "Vielen Dank für Ihre Nachricht! Wir senden Ihnen Ersatz! Bei Fragen sind wir für Sie da!", `exclamation marks "3 or more"`},
		{"de_tilde", deFormal, "Bis bald~\nMit freundlichen Grüßen", "tilde tail"},
		{"de_emoji_in_a_summary", dePlain, "- Frau Köhler bittet um ein Rücksendeetikett 📦", `emoji "📦"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(TypeRegisterSymbols, tt.text)
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

// Typography a formal letter uses is no casual marker: ranges with 〜, ※ and ①
// bullets, brackets, ©/™, arrows, one exclamation mark, emphasis; and what the
// golden writes is allowed.
func TestRegisterSymbolsParaphrasesPass(t *testing.T) {
	jaFormal := generalCase{lang: "ja", formal: true}
	deFormal := generalCase{lang: "de", formal: true}
	tests := []struct {
		name string
		g    generalCase
		text string
	}{
		{"ja_ranges_and_notes", jaFormal, "訪問日時：2026年10月23日（金）14時〜16時\n※当日は30分前にお電話いたします。\n① 本体を置きます。\n② 電源を入れます。"},
		{"questions_without_tags", jaFormal, "ご都合はいかがでしょうか。よろしいですか？ Passt Ihnen der Termin, oder wünschen Sie einen anderen? Das Modell OK-5 ist verfügbar."},
		{"ja_wave_dash_and_tilde_ranges", jaFormal, "受付時間は9:00~18:00、10月19日～21日です。料金は1,000円〜"},
		{"ja_brackets_and_quotes", jaFormal, "「カラダノート S5」（税込）『取扱説明書』【重要】(1) (2) ご確認ください。ありがとうございます！"},
		{"ja_marks_of_business_text", jaFormal, "Windows®、App Store™、© 2026 ハルカゼ寝具店 → 詳細は下記 ▶ をご覧ください。☎ 03-1234-5678 ✉ info@example.com"},
		{"de_as_mentioned", deFormal, "Wie bereits erwähnt, erfolgt die Lieferung am 12.11.2026."},
		{"ja_sum_worked_out", jaFormal, "基本料金33,000円（税込）＋追加ユーザー料金5,500円（税込）＝合計38,500円（税込）"},
		{"menu_paths_and_names", deFormal, "Wählen Sie Einstellungen → Netzwerk oder „Einstellungen“ → „Netzwerk“. Müller & Söhne GmbH, Tel. +49 30 1234."},
		{"ja_w_in_words", jaFormal, "Wi-Fiと1200Wの電源、WWWサイト、W杯。"},
		{"ja_golden_uses_a_symbol", generalCase{lang: "ja", formal: true, golden: "ご来店をお待ちしております♪"}, "ご来店を心よりお待ちしております♪"},
		{"ja_request_quote_in_a_summary", generalCase{lang: "ja", request: "届いた商品が壊れていました！！"}, "お客様より「届いた商品が壊れていました！！」との連絡。"},
		{"ja_customer_by_name", jaFormal, "松本様のご注文番号はAP-73015です。お客様には交換品をお送りいたします。"},
		{"de_apostrophes_of_names_and_quotes", deFormal, "Laut Herrn Weiß' Notiz gilt das Angebot „Nordlicht 40“; Andrea's Café liegt nebenan."},
		{"de_single_exclamation_and_dashes", deFormal, "Vielen Dank für Ihre Nachricht! Die Lieferung erfolgt Mo.–Fr. 8–12 Uhr (ca. 4 Std.).\nMit freundlichen Grüßen"},
		{"de_parentheses_and_colons", deFormal, "Bitte beachten Sie: (a) Rücksendung, (b) Ersatz; Uhrzeit 10:30 Uhr (Termin: 26.10.2026)."},
		{"de_markdown_emphasis", deFormal, "**Wichtig:** Bitte bringen Sie Ihre Versichertenkarte mit.\n- Punkt 1\n- Punkt 2"},
		{"de_warning_and_check_marks", deFormal, "⚠ Hinweis: ✔ erledigt, ✖ offen, ☑ geprüft"},
		{"de_brackets_with_symbols", deFormal, "Temperatur (>10 °C), Anteil (<50 %), Varianten (a; b) und (1_2)."},
		{"de_words_with_lol_inside", deFormal, "Die Kollegen aus Lollar und Xdorf (Haha-Str. 3) bestätigen den Monitor XD 27 und die Kamera XD-200."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(TypeRegisterSymbols, tt.text)
			assert.True(t, r.Pass, r.Reason)
		})
	}
}

// ja_politeness judges every sentence: a plain sentence that ends in laughter, an
// emoji or ♪ instead of 。 is a sentence of its own.
func TestJaPolitenessJudgesSentencesEndedBySymbols(t *testing.T) {
	tests := []struct {
		name, text string
		pass       bool
	}{
		{"laughter_ends_a_plain_sentence", "確認したｗ今後ともよろしくお願いいたします。", false},
		{"emoji_ends_a_plain_sentence", "交換品を送る😊今後ともよろしくお願いいたします。", false},
		{"note_ends_a_plain_sentence", "明日発送する♪よろしくお願いいたします。", false},
		{"polite_sentences_with_ranges", "受付は9時〜18時です。ご確認ください。", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{Type: TypeJaPoliteness}.Run(Output{Text: tt.text})
			assert.Equal(t, tt.pass, r.Pass, r.Reason)
		})
	}
}
