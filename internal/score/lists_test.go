package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

const deSteps = "So richten Sie die App ein:\n\n1. Laden Sie die WärmeApp herunter.\n2. Legen Sie ein Benutzerkonto an.\n3. Starten Sie am Bedienteil die Kopplung.\n4. Tippen Sie in der App auf „Gerät hinzufügen“.\n\nFalls die Verbindung nicht klappt:\n- Starten Sie die Kopplung erneut.\n- Prüfen Sie das WLAN-Passwort."

const jaBullets = "・新住所は〒530-0001 大阪府大阪市北区梅田2丁目4番9号です。\n・新しい電話番号は06-6345-7781です。\n・旧事務所での営業は11月13日（金）までです。\n・請求書の送付先は経理部の小西課長に変わります。"

const jaSteps = "1. 箱から本体を取り出します。\n2. 電池を入れます。\n3. アプリをダウンロードします。\n4. アカウントを作成します。"

// The list_structure check catches a dropped, duplicated or reordered item, a broken
// numbering, a list merged into prose, and a JSON array of another length.
func TestListStructureCatches(t *testing.T) {
	tests := []struct {
		name, golden, answer, reason string
	}{
		{"de_step_dropped", deSteps, "So richten Sie die App ein:\n\n1. Laden Sie die WärmeApp herunter.\n2. Legen Sie ein Benutzerkonto an.\n3. Tippen Sie in der App auf „Gerät hinzufügen“.\n\nFalls die Verbindung nicht klappt:\n- Starten Sie die Kopplung erneut.\n- Prüfen Sie das WLAN-Passwort.",
			"list of 4 items (\"Laden Sie die WärmeApp herunte…\") has 3 in the answer"},
		{"de_steps_swapped_and_renumbered", deSteps, "So richten Sie die App ein:\n\n1. Laden Sie die WärmeApp herunter.\n2. Starten Sie am Bedienteil die Kopplung.\n3. Legen Sie ein Benutzerkonto an.\n4. Tippen Sie in der App auf „Gerät hinzufügen“.\n\nFalls die Verbindung nicht klappt:\n- Starten Sie die Kopplung erneut.\n- Prüfen Sie das WLAN-Passwort.",
			"step 2 of the golden comes after step 3"},
		{"de_steps_moved_with_their_numbers", deSteps, "So richten Sie die App ein:\n\n1. Laden Sie die WärmeApp herunter.\n3. Starten Sie am Bedienteil die Kopplung.\n2. Legen Sie ein Benutzerkonto an.\n4. Tippen Sie in der App auf „Gerät hinzufügen“.\n\nFalls die Verbindung nicht klappt:\n- Starten Sie die Kopplung erneut.\n- Prüfen Sie das WLAN-Passwort.",
			"numbered 1, 3, 2, 4"},
		{"de_bullet_duplicated", deSteps, "So richten Sie die App ein:\n\n1. Laden Sie die WärmeApp herunter.\n2. Legen Sie ein Benutzerkonto an.\n3. Starten Sie am Bedienteil die Kopplung.\n4. Tippen Sie in der App auf „Gerät hinzufügen“.\n\nFalls die Verbindung nicht klappt:\n- Starten Sie die Kopplung erneut.\n- Starten Sie die Kopplung erneut.",
			"is there twice"},
		{"de_list_merged_into_prose", "- Bestellung 77-3190-DE vom 08.10.2026\n- Die Pumpe baut keinen Druck auf.\n- Gewünscht ist ein Austauschgerät.",
			"Bestellung 77-3190-DE vom 08.10.2026: Die Pumpe baut keinen Druck auf, gewünscht ist ein Austauschgerät.", "is not a list in the answer"},
		{"ja_bullet_dropped", jaBullets, "・新住所は〒530-0001 大阪府大阪市北区梅田2丁目4番9号です。\n・新しい電話番号は06-6345-7781です。\n・請求書の送付先は経理部の小西課長に変わります。", "has 3 in the answer"},
		{"ja_bullets_merged_into_prose", jaBullets, "新住所は〒530-0001 大阪府大阪市北区梅田2丁目4番9号、新しい電話番号は06-6345-7781です。旧事務所での営業は11月13日（金）までで、請求書の送付先は経理部の小西課長に変わります。", "is not a list"},
		{"ja_steps_reordered", jaSteps, "1. 箱から本体を取り出します。\n2. アプリをダウンロードします。\n3. 電池を入れます。\n4. アカウントを作成します。", "comes after"},
		{"ja_table_row_duplicated", "| 品名 | 数量 |\n|---|---|\n| コピー用紙 | 10箱 |\n| トナー | 3個 |", "| 品名 | 数量 |\n|---|---|\n| コピー用紙 | 10箱 |\n| コピー用紙 | 10箱 |\n| トナー | 3個 |", "is there twice"},
		{"de_table_rows_reordered", "| Anbieter | Preis |\n|---|---|\n| Kühltechnik Straßburger GmbH | 14.890,00 € |\n| Nordkälte AG | 12.450,00 € |\n| Eisblock Systemtechnik KG | 13.975,00 € |",
			"| Anbieter | Preis |\n|---|---|\n| Nordkälte AG | 12.450,00 € |\n| Kühltechnik Straßburger GmbH | 14.890,00 € |\n| Eisblock Systemtechnik KG | 13.975,00 € |", "row 1 of the golden comes after row 2"},
		{"ja_table_cells_swapped", "| 品名 | 数量 | 単価 |\n|---|---|---|\n| コピー用紙A4 | 10箱 | 2,480円 |\n| トナー TN-293 | 3個 | 8,900円 |",
			"| 品名 | 数量 | 単価 |\n|---|---|---|\n| コピー用紙A4 | 2,480円 | 10箱 |\n| トナー TN-293 | 3個 | 8,900円 |", "has its cells in other columns"},
		{"ja_json_array_item_dropped", `{"notes": ["途中解約はできません。", "初期費用は不要です。"]}`, `{"notes": ["途中解約はできません。"]}`, "$.notes has 2 items in the golden, 1 in the answer"},
		{"de_json_array_item_duplicated", `{"positionen": [{"bezeichnung": "Gärkorb", "menge": 4}, {"bezeichnung": "Thermometer", "menge": 2}]}`,
			`{"positionen": [{"bezeichnung": "Gärkorb", "menge": 4}, {"bezeichnung": "Gärkorb", "menge": 4}]}`, "is there twice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{Type: TypeListStructure, Golden: tt.golden}.Run(Output{Text: tt.answer})
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

// Paraphrased items, other equivalent markers, loose lists and JSON written another
// way keep the golden's list structure.
func TestListStructurePassesParaphrases(t *testing.T) {
	tests := []struct {
		name, golden, answer string
	}{
		{"de_items_reworded", deSteps, "Gehen Sie so vor:\n\n1) Installieren Sie die WärmeApp.\n2) Erstellen Sie ein Konto.\n3) Aktivieren Sie am Gerät den Kopplungsmodus.\n4) Wählen Sie in der App „Gerät hinzufügen“.\n\nWenn es nicht klappt:\n* Kopplung neu starten.\n* WLAN-Passwort prüfen."},
		{"de_loose_list_and_other_bullets", "- eins\n- zwei\n- drei", "• eins\n\n• zwei\n\n• drei"},
		{"de_continuation_lines", "- Bestellung 77-3190-DE\n- Mangel: die Pumpe\n- Wunsch: Austausch", "- Bestellung 77-3190-DE\n  vom 08.10.2026\n- Mangel: die Pumpe\n  baut keinen Druck auf\n- Wunsch: Austausch"},
		{"ja_other_markers", jaBullets, "● 新住所：〒530-0001 大阪府大阪市北区梅田2丁目4番9号\n● 新電話番号：06-6345-7781\n● 旧事務所の営業：11月13日（金）まで\n● 請求書の送付先：経理部 小西課長"},
		{"ja_circled_and_fullwidth_numbers", jaSteps, "① 本体を箱から出します。\n② 電池をセットします。\n③ アプリを入手します。\n④ アカウントを登録します。"},
		{"ja_fullwidth_dot_numbers", jaSteps, "１．本体を箱から出します。\n２．電池をセットします。\n３．アプリを入手します。\n４．アカウントを登録します。"},
		{"ja_json_reordered_keys_and_escapes", `{"notes": ["途中解約はできません。", "初期費用は不要です。"], "company": "サクラ物流"}`,
			"{\n  \"company\": \"\\u30b5\\u30af\\u30e9\\u7269\\u6d41\",\n  \"notes\": [\"途中解約はできません。\", \"初期費用は不要です。\"]\n}"},
		{"de_table_rows_reworded", "| Anbieter | Preis |\n|---|---|\n| Kühltechnik Straßburger GmbH | 14.890,00 € |\n| Nordkälte AG | 12.450,00 € |",
			"| Anbieter | Preis |\n| :-- | --: |\n| Kühltechnik Straßburger | 14.890,00 € |\n| Nordkälte | 12.450,00 € |"},
		{"numbered_in_sections", jaSteps, "### 準備\n\n1. 箱から本体を取り出します。\n2. 電池を入れます。\n\n### アプリ\n\n3. アプリをダウンロードします。\n4. アカウントを作成します。"},
		{"markdown_numbering_all_ones", jaSteps, "1. 箱から本体を取り出します。\n1. 電池を入れます。\n1. アプリをダウンロードします。\n1. アカウントを作成します。"},
		{"lazy_continuation_lines", "- Bestellung 77-3190-DE\n- Mangel: die Pumpe\n- Wunsch: Austausch", "- Bestellung\n77-3190-DE\n- Mangel:\ndie Pumpe\n- Wunsch: Austausch"},
		{"table_without_outer_pipes", "| Anbieter | Preis |\n|---|---|\n| Kühltechnik | 14.890,00 € |\n| Nordkälte | 12.450,00 € |\n| Eisblock | 13.975,00 € |",
			"Anbieter | Preis\n--- | ---\nKühltechnik | 14.890,00 €\nNordkälte | 12.450,00 €\nEisblock | 13.975,00 €"},
		// A step's details as nested sub-bullets belong to the step; a step's two
		// actions as two whole steps (at most half as many again) are the same steps.
		{"nested_sub_bullets", jaSteps, "1. 本体を箱から出します。\n   - 底面のカバーを開けます。\n2. 電池をセットします。\n   - プラス面を上にします。\n3. アプリを入手します。\n4. アカウントを登録します。\n   - メールアドレスを入力します。"},
		{"steps_split_in_two", jaSteps, "1. 箱から本体を取り出します。\n2. 電池を入れます。\n3. アプリをダウンロードします。\n4. アプリを起動します。\n5. アカウントを作成します。"},
		{"no_list_in_the_golden", "Sehr geehrte Frau Schäfer,\nhiermit bestätigen wir Ihren Termin.", "Sehr geehrte Frau Schäfer,\n\n- Termin: 26.10.2026\n- Uhrzeit: 10:30 Uhr"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{Type: TypeListStructure, Golden: tt.golden}.Run(Output{Text: tt.answer})
			assert.True(t, r.Pass, r.Reason)
		})
	}
}

// A request that asks for a range of items ("in 3 bis 5 Stichpunkten", "3〜5項目で")
// is met by any count inside it whose items all state something of the case; a
// count outside it, or a filler item, still fails.
func TestListStructureRequestedRange(t *testing.T) {
	const (
		golden  = "- Frau Köhler hat am 08.10.2026 die Siebträgermaschine bestellt.\n- Die Pumpe baut keinen Druck mehr auf.\n- Gewünscht ist ein Austauschgerät bis 19.10.2026.\n- Frau Köhler bittet um ein Rücksendeetikett."
		request = "Fasse das Anliegen in 3 bis 5 Stichpunkten zusammen: Frau Köhler, Siebträgermaschine vom 08.10.2026, die Pumpe baut keinen Druck auf, Austauschgerät bis 19.10.2026, Rücksendeetikett."
		jaGold  = "・移転日は11月16日です。\n・新しい電話番号は06-6345-7781です。\n・請求書の送付先は経理部の小西課長です。\n・営業担当は松田部長です。"
		jaReq   = "次のお知らせを3〜5項目の箇条書きで要約してください。移転日11月16日、電話番号06-6345-7781、請求書の送付先は経理部の小西課長、営業担当は松田部長。"
	)
	tests := []struct {
		name, lang, golden, request, answer string
		pass                                bool
	}{
		{"three_of_three_to_five", "de", golden, request, "- Frau Köhler hat am 08.10.2026 die Siebträgermaschine bestellt; die Pumpe baut keinen Druck auf.\n- Gewünscht ist ein Austauschgerät bis 19.10.2026.\n- Frau Köhler bittet um ein Rücksendeetikett.", true},
		{"five_of_three_to_five", "de", golden, request, golden + "\n- Die Siebträgermaschine baut keinen Druck auf, Frau Köhler wünscht Austausch.", true},
		{"six_is_outside", "de", golden, request, golden + "\n- Die Pumpe baut keinen Druck auf.\n- Rücksendeetikett für Frau Köhler.", false},
		{"filler_item_inside_the_range", "de", golden, request, golden + "\n- Weitere Details folgen in Kürze.", false},
		{"no_range_in_the_request", "de", golden, "Fasse das Anliegen zusammen.", "- Frau Köhler hat am 08.10.2026 die Siebträgermaschine bestellt; die Pumpe baut keinen Druck auf.\n- Gewünscht ist ein Austauschgerät bis 19.10.2026.\n- Frau Köhler bittet um ein Rücksendeetikett.", false},
		{"ja_three_of_three_to_five", "ja", jaGold, jaReq, "・移転日は11月16日で、新しい電話番号は06-6345-7781です。\n・請求書の送付先は経理部の小西課長です。\n・営業担当は松田部長です。", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{Type: TypeListStructure, Lang: tt.lang, Golden: tt.golden, Request: tt.request}.Run(Output{Text: tt.answer})
			assert.Equal(t, tt.pass, r.Pass, r.Reason)
		})
	}
}
