package reply_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/sim/reply"
)

func TestDegrade(t *testing.T) {
	tests := []struct {
		name  string
		kind  string
		lang  string
		text  string
		hints []string
		want  string
	}{
		{"drop_first_present_hint", reply.DropProperNoun, "ja", "髙橋様、髙橋です。", []string{"佐藤", "髙橋"}, "様、です。"},
		{"drop_katakana_without_hint", reply.DropProperNoun, "ja", "新しいルミナ加湿器です。", nil, "新しい加湿器です。"},
		{"drop_capitalised_without_hint", reply.DropProperNoun, "de", "Guten Tag Frau Müller.", nil, "Guten  Frau Müller."},
		{"drop_german_hint", reply.DropProperNoun, "de", "Sehr geehrte Frau Müller, Frau Müller", []string{"Müller"}, "Sehr geehrte Frau , Frau "},
		{"date_ja_full", reply.WrongDate, "ja", "2026年10月19日（月）と10月31日", nil, "2026年10月20日（月）と11月1日"},
		{"date_de_numeric", reply.WrongDate, "de", "am 09.10.2026 und 31.12.2026", nil, "am 10.10.2026 und 01.01.2027"},
		{"date_de_words", reply.WrongDate, "de", "Montag, 19. Oktober 2026 oder 31. Oktober", nil, "Montag, 20. Oktober 2026 oder 1. November"},
		{"date_iso_and_slash", reply.WrongDate, "en", `"2026-10-19" 2026/10/9`, nil, `"2026-10-20" 2026/10/10`},
		{"date_leaves_amounts", reply.WrongDate, "de", "1.249,90 €", nil, "1.249,90 €"},
		{"broken_json_object", reply.BrokenJSON, "en", "{\"a\": [1, 2]}\n", nil, "{\"a\": [1, 2],"},
		{"broken_json_text_unchanged", reply.BrokenJSON, "de", "kein JSON", nil, "kein JSON"},
		{"casual_ja", reply.CasualRegister, "ja", "佐藤様、誠に申し訳ございません。発送いたします。お待ちください。", nil, "佐藤さん、ごめん。発送する。お待ちくれ。"},
		{"casual_de", reply.CasualRegister, "de", "Sehr geehrte Frau Weiß,\nSie erhalten Ihre Ware. Wir danken Ihnen.\nMit freundlichen Grüßen", nil, "Hallo Weiß,\nDu erhalten deine Ware. Wir danken dir.\nLiebe Grüße"},
		{"casual_de_keeps_lowercase_sie", reply.CasualRegister, "de", "Wir haben sie geprüft, Sie", nil, "Wir haben sie geprüft, du"},
		{"truncated_half_runes", reply.Truncated, "ja", "あいうえおか", nil, "あいう"},
		{"umlaut_loss", reply.UmlautLoss, "de", "Jörg Weißmüller ÄÖÜ", nil, "Jorg Weissmuller AOU"},
		{"repetition_de", reply.Repetition, "de", "Hallo. Am 19.10.2026 kommt es. Danke.", nil, "Hallo. Am 19.10.2026 kommt es. Danke." + rep(" Am 19.10.2026 kommt es.")},
		{"repetition_lines", reply.Repetition, "de", "- eins\n- zweiundzwanzig Punkte\n", nil, "- eins\n- zweiundzwanzig Punkte" + rep("\n- zweiundzwanzig Punkte")},
		{"repetition_ja", reply.Repetition, "ja", "以上です。", nil, "以上です。" + rep("以上です。")},
		{"repetition_ja_long", reply.Repetition, "ja", "佐藤様\n交換品は明日の午前中に発送いたします。以上です。", nil, "佐藤様\n交換品は明日の午前中に発送いたします。以上です。" + rep("交換品は明日の午前中に発送いたします。")},
		{"number_drift_amounts", reply.NumberDrift, "ja", "合計12,800円（2点）、注文番号AP-73015。", nil, "合計13,800円（2点）、注文番号AP-74015。"},
		{"number_drift_keeps_dates", reply.NumberDrift, "de", "Am 19.10.2026 und 19. Oktober 2026: 1.249,90 €, PLZ 20095", nil, "Am 19.10.2026 und 19. Oktober 2026: 1.349,90 €, PLZ 21095"},
		{"number_drift_era_and_fullwidth", reply.NumberDrift, "ja", "令和8年10月19日、〒150-0041、１２，８００円、2026年10月19日", nil, "令和8年10月19日、〒160-0141、１３，８００円、2026年10月19日"},
		{"number_drift_json_and_nine", reply.NumberDrift, "en", `{"total": 1990, "date": "2026-10-19"}`, nil, `{"total": 1090, "date": "2026-10-19"}`},
		{"entity_swap_de_titles", reply.EntitySwap, "de", "Frau Dr. Schneider ruft Herrn Prof. Wagner an; Schneider zahlt.", []string{"Schneider", "Wagner"}, "Frau Dr. Wagner ruft Herrn Prof. Schneider an; Wagner zahlt."},
		{"entity_swap_ja_honorifics", reply.EntitySwap, "ja", "佐藤部長から中島 大輔様へ。中島様の件です。", []string{"佐藤", "中島", "ミライ"}, "中島部長から佐藤 大輔様へ。佐藤様の件です。"},
		{"entity_swap_one_person_unchanged", reply.EntitySwap, "de", "Frau Müller kauft bei Barista Duo.", []string{"Müller", "Barista Duo"}, "Frau Müller kauft bei Barista Duo."},
		{"negation_de", reply.NegationFlip, "de", "Das Gerät ist nicht defekt. Keine Kosten, nichts zu tun, kein Versand.", nil, "Das Gerät ist defekt. Eine Kosten, etwas zu tun, ein Versand."},
		{"negation_ja", reply.NegationFlip, "ja", "申し訳ございません。料金は変わりません。返送は不要です。届きませんでした。", nil, "申し訳ございません。料金は変わります。返送は必要です。届きました。"},
		{"negation_json_values_only", reply.NegationFlip, "de", `{"nicht": "nicht lieferbar"}`, nil, `{"nicht": "lieferbar"}`},
		{"mixed_ja_english", reply.MixedLanguage, "ja", "山田様\n本日発送いたします。到着は明日です。", nil, "山田様\nPlease note that the details may still change. We will confirm the schedule and contact you again."},
		{"mixed_de_chinese_keeps_markers", reply.MixedLanguage, "de", "- Erstens gut.\n- Zweitens auch.\n- Drittens fertig.\n", nil, "- Erstens gut.\n- 我们会尽快与您联系并确认相关细节。\n- 请您再次核对以上内容。\n"},
		{"mixed_json_long_values_only", reply.MixedLanguage, "ja", `{"name": "髙橋", "reply": "承知しました。明日発送します。"}`, nil, `{"name": "髙橋", "reply": "承知しました。Please note that the details may still change."}`},
		{"dropped_bullet", reply.DroppedItem, "de", "Liste:\n- a\n- b\n- c\nEnde", nil, "Liste:\n- a\n- c\nEnde"},
		{"dropped_numbered_renumbers", reply.DroppedItem, "ja", "1. 開く\n2. 押す\n3. 待つ\n4. 閉じる", nil, "1. 開く\n2. 押す\n3. 閉じる"},
		{"dropped_table_row", reply.DroppedItem, "de", "| A | B |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |", nil, "| A | B |\n|---|---|\n| 1 | 2 |"},
		{"dropped_json_array", reply.DroppedItem, "ja", `{"b": [1, 2, 3], "a": "x"}`, nil, `{"b": [1, 3], "a": "x"}`},
		{"dropped_prose_unchanged", reply.DroppedItem, "de", "Kein Punkt hier.", nil, "Kein Punkt hier."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := reply.Degrade(tc.kind, tc.lang, tc.text, reply.Hints{ProperNouns: tc.hints})
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
}

func rep(s string) string {
	out := ""
	for range 6 {
		out += s
	}
	return out
}

func TestDegradeUnknownKind(t *testing.T) {
	_, err := reply.Degrade("garbled", "ja", "x", reply.Hints{})
	require.Error(t, err)
	for _, k := range reply.DegradeKinds() {
		assert.Contains(t, err.Error(), k)
	}
}

func TestDegrading(t *testing.T) {
	table := reply.NewTable(nil)
	table.AddCase("q", "髙橋様、ありがとうございます。", reply.Hints{ProperNouns: []string{"髙橋"}})
	d := reply.Degrading{Inner: table, Kind: reply.Truncated}

	got := d.Reply(reply.Query{Prompt: " q "})
	assert.True(t, got.Truncated)
	assert.Equal(t, "髙橋様、ありが", got.Text)

	open := d.Reply(reply.Query{Prompt: "unknown"})
	assert.True(t, open.Open)
	assert.False(t, open.Truncated)

	d.Kind = reply.DropProperNoun
	assert.Equal(t, "様、ありがとうございます。", d.Reply(reply.Query{Prompt: "q"}).Text)
	assert.Equal(t, "髙橋様、ありがとうございます。", table.Reply(reply.Query{Prompt: "q"}).Text, "the table itself stays intact")
}
