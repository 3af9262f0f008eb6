package reply_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/sim/reply"
)

// Every general kind changes a sample Japanese and a sample German answer (only
// simplified_chinese has nothing to change in German, which has no kanji) and leaves
// an answer with nothing for it to damage exactly as it was.
func TestDegradeGeneral(t *testing.T) {
	tests := []struct {
		name  string
		kind  string
		lang  string
		text  string
		hints []string
		want  string
	}{
		// weekday_mismatch: only a weekday next to a date moves.
		{"weekday_ja", reply.WeekdayMismatch, "ja", "10月19日（月）に発送し、2026年10月23日(金)に届きます。", nil, "10月19日（火）に発送し、2026年10月23日(土)に届きます。"},
		{"weekday_ja_sunday_wraps", reply.WeekdayMismatch, "ja", "11月1日（日）", nil, "11月1日（月）"},
		{"weekday_de_before_and_after", reply.WeekdayMismatch, "de", "am Montag, 26. Oktober 2026, und vom 19.10.2026 (Montag) auf Sonntag, den 1.11.2026", nil, "am Dienstag, 26. Oktober 2026, und vom 19.10.2026 (Dienstag) auf Montag, den 1.11.2026"},
		{"weekday_without_date_unchanged", reply.WeekdayMismatch, "de", "Wir kommen am Montag ab 8 Uhr.", nil, "Wir kommen am Montag ab 8 Uhr."},

		// simplified_chinese: Japanese only, proper nouns and JSON keys kept.
		{"simplified_ja", reply.SimplifiedChinese, "ja", "請求書を確認し、発送いたします。", nil, "请求书を确认し、发送いたします。"},
		{"simplified_ja_keeps_hint", reply.SimplifiedChinese, "ja", "ミライ会計サポートの会計報告です。", []string{"ミライ会計サポート"}, "ミライ会計サポートの会计报告です。"},
		{"simplified_json_keys_stay", reply.SimplifiedChinese, "ja", `{"請求": "請求書"}`, nil, `{"請求": "请求书"}`},
		{"simplified_de_unchanged", reply.SimplifiedChinese, "de", "Wir bestätigen den Termin.", nil, "Wir bestätigen den Termin."},

		// untranslated_sentence: one middle sentence, preferably without digits.
		{"untranslated_ja", reply.UntranslatedSentence, "ja", "佐藤様\n10月19日に発送いたします。ご不明な点はお問い合わせください。よろしくお願いいたします。", nil, "佐藤様\n10月19日に発送いたします。Please do not hesitate to contact us if you have any questions. よろしくお願いいたします。"},
		{"untranslated_de_keeps_marker", reply.UntranslatedSentence, "de", "- Lieferung am 19.10.2026.\n- Die Ware ist versichert.\n- Wir melden uns bei Ihnen.", nil, "- Lieferung am 19.10.2026.\n- Please do not hesitate to contact us if you have any questions.\n- Wir melden uns bei Ihnen."},
		{"untranslated_no_sentence_unchanged", reply.UntranslatedSentence, "de", "Mit freundlichen Grüßen", nil, "Mit freundlichen Grüßen"},

		// sentence_repeat: the middle sentence once more, right after itself.
		{"repeat_ja", reply.SentenceRepeat, "ja", "お問い合わせありがとうございます。交換品は明日の午前中に発送いたします。到着まで今しばらくお待ちください。", nil, "お問い合わせありがとうございます。交換品は明日の午前中に発送いたします。交換品は明日の午前中に発送いたします。到着まで今しばらくお待ちください。"},
		{"repeat_de_not_at_abbreviation", reply.SentenceRepeat, "de", "Sehr geehrter Herr Dr. Weiß,\nwir liefern am 20.10.2026. Bitte prüfen Sie die Ware sorgfältig.\n", nil, "Sehr geehrter Herr Dr. Weiß,\nwir liefern am 20.10.2026. Bitte prüfen Sie die Ware sorgfältig. Bitte prüfen Sie die Ware sorgfältig.\n"},
		{"repeat_short_unchanged", reply.SentenceRepeat, "de", "Danke. Gut.", nil, "Danke. Gut."},

		// emoji_register: the first sentence end and the last sentence.
		{"emoji_ja", reply.EmojiRegister, "ja", "ご連絡ありがとうございます。明日発送いたします。", nil, "ご連絡ありがとうございます！😊明日発送いたします。 🙏"},
		{"emoji_de", reply.EmojiRegister, "de", "Vielen Dank für Ihre Nachricht. Wir melden uns bei Prof. Dr. Kühn.", nil, "Vielen Dank für Ihre Nachricht! 😊 Wir melden uns bei Prof. Dr. Kühn. 🙏"},
		{"emoji_no_sentence_unchanged", reply.EmojiRegister, "ja", "| 品名 | 数量 |", nil, "| 品名 | 数量 |"},

		// unit_swap: the number stays, the unit changes.
		{"units_ja", reply.UnitSwap, "ja", "3営業日以内に、10箱と2週間分を30分前にお届けします。", nil, "3日以内に、10個と2か月分を30時間前にお届けします。"},
		{"units_de", reply.UnitSwap, "de", "Lieferzeit 5 Werktage, Garantie 2 Jahre, Absage 24 Stunden vorher, 21 °C.", nil, "Lieferzeit 5 Tage, Garantie 2 Monate, Absage 24 Minuten vorher, 21 °F."},
		{"units_de_word_boundary", reply.UnitSwap, "de", "Ein Stundenlohn von 45 Stundenlöhnen.", nil, "Ein Stundenlohn von 45 Stundenlöhnen."},
		{"units_none_unchanged", reply.UnitSwap, "ja", "2026年10月19日に12,800円をお支払いください。", nil, "2026年10月19日に12,800円をお支払いください。"},

		// polarity_swap: values change, JSON keys stay.
		{"polarity_ja", reply.PolaritySwap, "ja", "合計38,500円（税込）で、返品は可能です。変更は不可能です。", nil, "合計38,500円（税抜）で、返品は不可能です。変更は可能です。"},
		{"polarity_de", reply.PolaritySwap, "de", "1.480,00 € zzgl. MwSt., Nettobetrag 869,00 €, spätestens am 19.10.2026, mindestens 3 Jahre", nil, "1.480,00 € inkl. MwSt., Bruttobetrag 869,00 €, frühestens am 19.10.2026, höchstens 3 Jahre"},
		{"polarity_json_keys_stay", reply.PolaritySwap, "de", `{"netto": 869.00, "brutto": 1034.11}`, nil, `{"netto": 869.00, "brutto": 1034.11}`},

		// list_merge: a list becomes one line of prose.
		{"merge_ja", reply.ListMerge, "ja", "概要：\n・10月19日に移転します。\n・電話番号は変わりません。", nil, "概要：\n10月19日に移転します。電話番号は変わりません。"},
		{"merge_de_numbered", reply.ListMerge, "de", "So geht es:\n1. App laden\n2. Konto anlegen.\n3. Gerät koppeln", nil, "So geht es:\nApp laden; Konto anlegen. Gerät koppeln"},
		{"merge_table_unchanged", reply.ListMerge, "de", "| A | B |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |", nil, "| A | B |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |"},

		// list_reorder: the middle two steps of a numbered list swap.
		{"reorder_ja", reply.ListReorder, "ja", "1. 開封します。\n2. 電池を入れます。\n3. アプリを入れます。\n4. 接続します。", nil, "1. 開封します。\n2. アプリを入れます。\n3. 電池を入れます。\n4. 接続します。"},
		{"reorder_de", reply.ListReorder, "de", "1. App laden.\n2. Konto anlegen.\n3. Gerät koppeln.", nil, "1. Konto anlegen.\n2. App laden.\n3. Gerät koppeln."},
		{"reorder_bullets_unchanged", reply.ListReorder, "de", "- a\n- b\n- c", nil, "- a\n- b\n- c"},

		// list_duplicate: the middle item twice; numbers go on.
		{"duplicate_ja", reply.ListDuplicate, "ja", "・東京\n・大阪\n・福岡", nil, "・東京\n・大阪\n・大阪\n・福岡"},
		{"duplicate_de_numbered", reply.ListDuplicate, "de", "1. App laden.\n2. Konto anlegen.\n3. Gerät koppeln.", nil, "1. App laden.\n2. Konto anlegen.\n3. Konto anlegen.\n4. Gerät koppeln."},
		{"duplicate_json_array", reply.ListDuplicate, "ja", `{"notes": ["a", "b"], "n": 1}`, nil, `{"notes": ["a", "b", "b"], "n": 1}`},
		{"duplicate_prose_unchanged", reply.ListDuplicate, "de", "Kein Punkt hier.", nil, "Kein Punkt hier."},

		// total_mismatch: the total no longer adds up.
		{"total_ja", reply.TotalMismatch, "ja", "基本料金33,000円と追加料金5,500円で、合計38,500円です。", nil, "基本料金33,000円と追加料金5,500円で、合計39,500円です。"},
		{"total_de", reply.TotalMismatch, "de", "18.750,00 € und 2.400,00 €, zusammen 21.150,00 €.", nil, "18.750,00 € und 2.400,00 €, zusammen 22.150,00 €."},
		{"total_json_items", reply.TotalMismatch, "ja", `{"items": [{"p": 12800}], "total": {"value": 15000, "currency": "JPY"}}`, nil, `{"items": [{"p": 12800}], "total": {"value": 16000, "currency": "JPY"}}`},
		{"total_json_without_items_unchanged", reply.TotalMismatch, "de", `{"total": {"value": 1249.90}}`, nil, `{"total": {"value": 1249.90}}`},
		{"total_none_unchanged", reply.TotalMismatch, "de", "Der Betrag ist 1.249,90 €.", nil, "Der Betrag ist 1.249,90 €."},

		// mid_sentence_cut: the answer ends at its last clause boundary.
		{"cut_ja", reply.MidSentenceCut, "ja", "発送いたしました。ご不明な点がございましたら、お気軽にお問い合わせください。", nil, "発送いたしました。ご不明な点がございましたら、"},
		{"cut_de", reply.MidSentenceCut, "de", "Wir liefern am 12.11.2026. Bitte beachten Sie, dass wir nur werktags zustellen.\n\nMit freundlichen Grüßen", nil, "Wir liefern am 12.11.2026. Bitte beachten Sie,"},
		{"cut_no_clause_unchanged", reply.MidSentenceCut, "de", "Kobayashi Seiki Co., Ltd.", nil, "Kobayashi Seiki Co., Ltd."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := reply.Degrade(tc.kind, tc.lang, tc.text, reply.Hints{ProperNouns: tc.hints})
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
}

// A general kind damages the prose of a JSON answer's string values and keeps the
// document valid JSON with the same keys, as a model with structured output would.
func TestDegradeGeneralKeepsJSONValid(t *testing.T) {
	doc := `{"summary": "松本様より、10月22日（木）までの交換を希望。写真で破損を確認済みで、交換品は10月19日に発送予定。", "reply": "松本様\nご迷惑をおかけし、誠に申し訳ございません。交換品は10月19日に発送いたします。お手数ですが、破損品はご返送ください。今後ともよろしくお願いいたします。"}`
	var want map[string]any
	require.NoError(t, json.Unmarshal([]byte(doc), &want))
	for _, kind := range []string{reply.WeekdayMismatch, reply.SimplifiedChinese, reply.UntranslatedSentence,
		reply.SentenceRepeat, reply.EmojiRegister, reply.MidSentenceCut} {
		t.Run(kind, func(t *testing.T) {
			got, err := reply.Degrade(kind, "ja", doc, reply.Hints{ProperNouns: []string{"松本"}})
			require.NoError(t, err)
			assert.NotEqual(t, doc, got, "%s changes the prose", kind)
			var m map[string]any
			require.NoError(t, json.Unmarshal([]byte(got), &m), "%s keeps the JSON valid: %s", kind, got)
			assert.Len(t, m, len(want))
			for k := range want {
				assert.Contains(t, m, k)
			}
		})
	}
}

// The general kinds are listed, after the older ones, and each one is deterministic.
func TestDegradeGeneralKindsListedAndDeterministic(t *testing.T) {
	general := []string{reply.WeekdayMismatch, reply.SimplifiedChinese, reply.UntranslatedSentence, reply.SentenceRepeat,
		reply.EmojiRegister, reply.UnitSwap, reply.PolaritySwap, reply.ListMerge, reply.ListReorder, reply.ListDuplicate,
		reply.TotalMismatch, reply.MidSentenceCut}
	kinds := reply.DegradeKinds()
	require.GreaterOrEqual(t, len(kinds), len(general))
	assert.Equal(t, general, kinds[len(kinds)-len(general):])
	text := "- Am Montag, 19.10.2026, liefern wir 3 Stück zzgl. Versand, zusammen 1.249,90 €.\n- Bitte prüfen Sie die Ware sorgfältig.\n- Wir danken Ihnen für Ihre Geduld."
	for _, kind := range general {
		t.Run(kind, func(t *testing.T) {
			a, err := reply.Degrade(kind, "de", text, reply.Hints{})
			require.NoError(t, err)
			b, err := reply.Degrade(kind, "de", text, reply.Hints{})
			require.NoError(t, err)
			assert.Equal(t, a, b)
		})
	}
}
