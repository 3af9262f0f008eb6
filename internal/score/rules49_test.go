package score

import (
	"testing"
)

// The asker made the one asked, a step's time turned (wenn → bevor), a dated state
// anchored to now (9月末時点 → 現時点), text struck through, a closing before the last
// items, a letter or numbered steps losing their shape, a step made needless, a German
// verb put third, wir made man, a broken ございます, お on a loanword, 様 on a thing,
// thanks given for form's sake, and a JSON value that carries its own quotes: the
// rules the misses of blind batches 48 and 49 prompted. What each catches, and
// paraphrases it lets pass.
func TestAskTimeQuotedRulesCatch(t *testing.T) {
	tests := []typedCatch{
		{"de_asker_made_asked", TypePolarity, deGolden("- Frau Köhler bittet um ein neues Rücksendeetikett."),
			"- Frau Köhler wird um ein neues Rücksendeetikett gebeten.", "the one who asks made the one asked"},
		{"ja_asker_made_asked", TypePolarity, jaGolden("10月20日の経営会議で、延期と予備費支出の承認を求めている。"),
			"10月20日の経営会議で、延期と予備費支出の承認を求められている。", "the one who asks made the one asked"},
		{"de_once_made_before", TypePolarity, deGolden("- Starten Sie den Kopplungsmodus erneut, wenn die 10 Minuten abgelaufen sind."),
			"- Starten Sie den Kopplungsmodus erneut, bevor die 10 Minuten abgelaufen sind.", "made a time before"},
		{"ja_dated_state_made_now", TypePolarity, jaGolden("初期費用の予算は3億2,000万円、9月末時点の支出は2億1,500万円。"),
			"初期費用の予算は3億2,000万円、現時点の支出は2億1,500万円。", "now added"},
		{"de_item_struck_through", TypeWellFormed, deGolden("- Herr Oßwald meldet Mehrkosten.\n- Die nächste Sitzung findet am 12.11.2026 statt."),
			"- ~~Herr Oßwald meldet Mehrkosten.~~\n- Die nächste Sitzung findet am 12.11.2026 statt.", "struck through"},
		{"ja_closed_before_last_items", TypeWellFormed, jaGolden("・移転日は11月16日です。\n・新しい電話番号は06-6345-7781です。\n・FAX番号は変わりません。"),
			"・移転日は11月16日です。\n以上が変更点のすべてです。\n・新しい電話番号は06-6345-7781です。\n・FAX番号は変わりません。", "declares the text complete"},
		{"de_letter_as_bullets", TypeWellFormed, deGolden("Sehr geehrter Herr Weiß,\n\nwir senden Ihnen am 20.10.2026 eine Ersatzlampe zu.\n\nMit freundlichen Grüßen"),
			"- Sehr geehrter Herr Weiß,\n- wir senden Ihnen am 20.10.2026 eine Ersatzlampe zu.\n- Mit freundlichen Grüßen", "the letter written as a list"},
		{"de_steps_as_table", TypeWellFormed, deGolden("1. Öffnen Sie die App.\n2. Legen Sie ein Konto an.\n3. Prüfen Sie das WLAN."),
			"| Schritt | Aktion |\n|---|---|\n| 1 | Öffnen Sie die App. |\n| 2 | Legen Sie ein Konto an. |\n| 3 | Prüfen Sie das WLAN. |", "no numbered list"},
		{"ja_steps_made_needless", TypeStance, jaGolden("4. アプリを起動します。\n5. 機器を追加します。"), "4. アプリを起動します。\nなお、手順4は不要です。\n5. 機器を追加します。", "a retraction or a step made needless"},
		{"de_verb_third", TypePolarity, deGolden("Laut Frau Dr. Vogt kommt der Verdichter erst am 23.11.2026 statt am 02.11.2026."),
			"Laut Frau Dr. Vogt der Verdichter kommt erst am 23.11.2026 statt am 02.11.2026.", "a main clause's verb stands second"},
		{"de_we_made_man", TypePolarity, deGolden("Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu."),
			"Man sendet Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.", "an impersonal man"},
		{"ja_gozaimasu_broken", TypeWellFormed, jaGolden("このたびは修理のご依頼をいただき、誠にありがとうございます。"),
			"このたびは修理のご依頼をいただき、誠にありがとうござます。", "a kana lost from ございます"},
		{"ja_o_on_loanword", TypeWellFormed, jaGolden("次回ご利用いただけるクーポンをお送りいたします。"),
			"次回ご利用いただけるおクーポンをお送りいたします。", "the honorific お before a loanword"},
		{"ja_sama_on_product", TypeWellFormed, jaGolden("「カラダノート S5」の初期設定は、次の手順で行います。"),
			"「カラダノート S5」様の初期設定は、次の手順で行います。", "様 given to a thing"},
		{"de_thanks_made_perfunctory", TypeRegisterSymbols, generalCase{lang: "de", golden: "vielen Dank für Ihre Nachricht.", formal: true},
			"der Form halber vielen Dank für Ihre Nachricht.", "belittling remark"},
		{"json_value_quoted_twice", TypeJSONShape, deGolden(`{"order_id": "DE-55102", "city": "Lüneburg"}`),
			`{"order_id": "\"DE-55102\"", "city": "Lüneburg"}`, "holds its own quotes"},
	}
	assertTypedCatches(t, tests)
}

func TestAskTimeQuotedRulesPassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_asks_reworded", TypePolarity, deGolden("- Frau Köhler bittet um ein neues Rücksendeetikett."), "- Frau Köhler fragt nach einem neuen Rücksendeetikett."},
		{"ja_request_kept", TypePolarity, jaGolden("10月20日の経営会議で、延期と予備費支出の承認を求めている。"), "10月20日の経営会議に、延期と予備費支出の承認を求める予定である。"},
		{"de_once_as_as_soon", TypePolarity, deGolden("- Starten Sie den Kopplungsmodus erneut, wenn die 10 Minuten abgelaufen sind."),
			"- Starten Sie den Kopplungsmodus erneut, sobald die 10 Minuten abgelaufen sind."},
		{"ja_letter_with_detail_bullets", TypeWellFormed, jaGolden("渡辺 弘様\n\n訪問日時を下記のとおり確定いたしました。\n訪問日時：2026年10月23日（金）14時〜16時"),
			"渡辺 弘様\n\n訪問日時を下記のとおり確定いたしました。\n・受付番号：RP-60418\n・訪問日時：2026年10月23日（金）14時〜16時\n・症状：冷凍室が冷えない\n・作業：出張修理"},
		{"de_steps_grouped_numbering_kept", TypeWellFormed, deGolden("1. Öffnen Sie die App.\n2. Legen Sie ein Konto an.\n3. Prüfen Sie das WLAN."),
			"### App\n1. Öffnen Sie die App.\n2. Legen Sie ein Konto an.\n### Netz\n3. Prüfen Sie das WLAN."},
		{"de_subordinate_verb_last", TypePolarity, deGolden("Laut Frau Dr. Vogt kommt der Verdichter erst am 23.11.2026."),
			"Frau Dr. Vogt sagt, dass der Verdichter erst am 23.11.2026 kommt."},
		{"ja_gozaimasen_kept", TypeWellFormed, jaGolden("FAX番号は変わりません。"), "FAX番号に変更はございません。"},
		{"ja_osusume_word", TypeWellFormed, jaGolden("フローリングの上に設置してください。"), "フローリングの上への設置がおススメです。"},
		{"ja_latin_name_sama", TypeWellFormed, generalCase{lang: "ja", golden: "Schulze様\n\nご連絡ありがとうございます。", request: "Dr. Julia Schulze"}, "Schulze様\n\nご連絡いただき、ありがとうございます。"},
		{"json_quotes_inside_text", TypeJSONShape, deGolden(`{"note": "Lieferung am Montag"}`), `{"note": "Lieferung am „Montag“"}`},
	}
	assertTypedPasses(t, tests)
}
