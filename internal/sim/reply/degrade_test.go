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
