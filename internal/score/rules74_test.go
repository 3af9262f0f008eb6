package score

import "testing"

// Blind batch 74's misses prompted these rules: what a chat or reasoning model leaks
// into an answer served through a misconfigured stack (a Markdown heading above a
// plain-text letter, a citation marker, a tool-call tag, a labelled reasoning step, a
// notice that a machine wrote the text, a chat assistant's offer of more help) and an
// address left as 〇丁目〇番〇号; and a Japanese four-kanji word of a golden sentence
// put for one the case never writes (生年月日 → 血液型). What they catch, and
// paraphrases they let pass.
func TestRules74Catch(t *testing.T) {
	deLetter := "Sehr geehrte Frau Köhler,\n\nIhre Lieferung erfolgt am 12.11.2026.\n\nMit freundlichen Grüßen\nMax Weber"
	jaSteps := "1. 箱から本体を取り出します。\n2. 電池を入れます。\n3. アプリをインストールします。\n4. アプリを起動し、アカウントを作成します。メールアドレスとパスワードのほか、身長、生年月日、性別を入力してください。"
	plain := generalCase{lang: "de", golden: deLetter, format: "text"}
	tests := []typedCatch{
		{"de_heading_above_plain_letter", TypeWellFormed, plain, "## Antwort\n\n" + deLetter, "Markdown markup"},
		{"de_code_fence_around_plain_letter", TypeWellFormed, plain, "```\n" + deLetter + "\n```", "Markdown markup"},
		{"de_citation_marker", TypeWellFormed, plain, editOnce(deLetter, "12.11.2026.", "12.11.2026 [1]."), "citation marker"},
		{"ja_file_search_citation", TypeWellFormed, jaGolden("交換品は10月19日に発送いたします。"), "交換品は10月19日【1†source】に発送いたします。", "citation marker"},
		{"de_tool_call_tag", TypeWellFormed, deGolden(deLetter), editOnce(deLetter, "12.11.2026", `<tool_call>{"name": "get_date"}</tool_call>`), "template markup"},
		{"ja_address_placeholder", TypeWellFormed, jaGolden("住所：東京都渋谷区道玄坂1丁目12番1号"), "住所：東京都渋谷区道玄坂〇丁目〇番〇号", "left unfilled"},
		{"ja_reasoning_label_in_json", TypeStance, jaGolden(`{"company": "サクラ物流株式会社"}`), `{"company": "思考：本文から該当する値を探す。答え：サクラ物流株式会社"}`, "speaks about the answer"},
		{"de_machine_written_notice", TypeStance, deGolden(deLetter), deLetter + "\n\nHinweis: Dieser Text wurde von einer KI erstellt.", "speaks about the answer"},
		{"ja_machine_written_notice", TypeStance, jaGolden("交換品は10月19日に発送いたします。"), "交換品は10月19日に発送いたします。\n※この回答はAIによって生成されたものです。", "speaks about the answer"},
		{"ja_chat_offer_for_closing", TypeStance, jaGolden("交換品は10月19日に発送いたします。\n今後ともよろしくお願いいたします。"), "交換品は10月19日に発送いたします。\n他にお手伝いできることはありますか？", "speaks about the answer"},
		{"ja_four_kanji_word_replaced", TypeSupported, jaGolden(jaSteps), editOnce(jaSteps, "生年月日", "血液型"), "never uses"},
	}
	assertTypedCatches(t, tests)
}

func TestRules74PassParaphrases(t *testing.T) {
	deLetter := "Sehr geehrte Frau Köhler,\n\nIhre Lieferung erfolgt am 12.11.2026.\n\nMit freundlichen Grüßen\nMax Weber"
	jaSteps := "1. 箱から本体を取り出します。\n2. 電池を入れます。\n3. アプリをインストールします。\n4. アプリを起動し、アカウントを作成します。メールアドレスとパスワードのほか、身長、生年月日、性別を入力してください。"
	tests := []typedPass{
		{"de_bold_date_in_plain_letter", TypeWellFormed, generalCase{lang: "de", golden: deLetter, format: "text"}, editOnce(deLetter, "12.11.2026", "**12.11.2026**")},
		{"de_heading_in_markdown_answer", TypeWellFormed, generalCase{lang: "de", golden: "- Lieferung am 12.11.2026", format: "markdown"}, "## Zusammenfassung\n\n- Lieferung am 12.11.2026"},
		{"de_checkbox_and_link", TypeWellFormed, deGolden("- Lieferung am 12.11.2026"), "- [ ] Lieferung am 12.11.2026 ([Sendungsverfolgung](https://example.com))"},
		{"ja_zero_in_a_year_of_the_case", TypeWellFormed, generalCase{lang: "ja", golden: "二〇二六年十月吉日", request: "二〇二六年十月吉日"}, "二〇二六年十月吉日"},
		{"ja_help_offer_as_statement", TypeStance, jaGolden("ご不明な点がございましたら、お気軽にお問い合わせください。"), "ご不明な点がございましたら、お気軽にお問い合わせください。お手伝いできることがあれば幸いです。"},
		{"ja_four_kanji_word_reworded", TypeSupported, jaGolden(jaSteps), editOnce(jaSteps, "生年月日", "誕生日")},
	}
	assertTypedPasses(t, tests)
}
