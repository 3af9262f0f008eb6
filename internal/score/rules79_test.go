package score

import "testing"

// Blind batch 79's misses prompted these rules: thanks cut short and a plain form on
// ね or よ in a formal Japanese text (ありがとね), thanks or an apology made small (ein
// wenig Dank, 少々申し訳ございません, die kleinen Unannehmlichkeiten), a chat
// assistant's preamble (Gerne! Hier ist meine Antwort:, 以下が回答です。), a tokenizer's
// joining marks (Zahnarz@@ tpraxis, Wärme ##pumpe), bytes shown in a byte-level BPE's
// characters (ãĥĴ) or as Python escapes (\xc3\x9f), a promised date made a maybe (ggf.
// am), a reported request made a wish (ありがたいとのこと) and an attachment or a contact
// "below" nobody gives (別添の金額, 下記の窓口). What they catch, and paraphrases they
// let pass.
func TestRules79Catch(t *testing.T) {
	jaLetter := "お問い合わせいただき、誠にありがとうございます。お待たせしてしまい、誠に申し訳ございません。追加料金5,500円（税込）が加算されております。ご不明な点がございましたら、お気軽にお問い合わせください。"
	deLetter := "Sehr geehrte Frau Köhler,\n\nvielen Dank für Ihre Nachricht. Wir senden Ihnen am 20.10.2026 eine Ersatzlampe zu. Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen.\n\nMit freundlichen Grüßen\nIhre Zahnarztpraxis Dr. Öztürk"
	jaSummary := "松本様より、注文番号AP-73015の差し込み口が割れているとの連絡。10月22日（木）までの交換品到着を希望。"
	tests := []typedCatch{
		{"ja_arigato_ne", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "誠にありがとうございます。", "ありがとね。"), "spoken form"},
		{"ja_plain_yo", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "加算されております。", "加算されてるよ。"), "spoken form"},
		{"ja_thanks_made_small", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "誠にありがとう", "少しばかりありがとう"), "belittling"},
		{"ja_apology_made_small", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "誠に申し訳", "少々申し訳"), "belittling"},
		{"de_thanks_made_small", TypeRegisterSymbols, deGolden(deLetter), editOnce(deLetter, "vielen Dank", "ein wenig Dank"), "belittling"},
		{"de_inconvenience_made_small", TypeRegisterSymbols, deGolden(deLetter), editOnce(deLetter, "die Unannehmlichkeiten", "die kleinen Unannehmlichkeiten"), "belittling"},
		{"de_preamble_answer", TypeStance, deGolden(deLetter), "Gerne! Hier ist meine Antwort:\n\n" + deLetter, "speaks about the answer"},
		{"ja_preamble_answer", TypeStance, jaGolden(jaLetter), "かしこまりました。以下が回答です。\n\n" + jaLetter, "speaks about the answer"},
		{"de_subword_nmt_mark", TypeWellFormed, deGolden(deLetter), editOnce(deLetter, "Zahnarztpraxis", "Zahnarz@@ tpraxis"), "tokenizer mark"},
		{"de_wordpiece_mark", TypeWellFormed, deGolden(deLetter), editOnce(deLetter, "Ersatzlampe", "Ersatz ##lampe"), "tokenizer mark"},
		{"ja_wordpiece_mark", TypeWellFormed, jaGolden(jaLetter), editOnce(jaLetter, "追加料金", "追加 ##料金"), "tokenizer mark"},
		{"ja_gpt2_bytes", TypeWellFormed, jaGolden(jaLetter), editOnce(jaLetter, "追加料金", "追加ãĤ·ãĥªãĥ¼ãĤº"), "broken character"},
		{"de_python_byte_escape", TypeWellFormed, deGolden(deLetter), editOnce(deLetter, "Grüßen", "Grü\\xc3\\x9fen"), "escape"},
		{"de_promise_made_maybe", TypeStance, deGolden(deLetter), editOnce(deLetter, "Ihnen am", "Ihnen ggf. am"), "guess"},
		{"ja_reported_request_made_wish", TypeStance, jaGolden(jaSummary), editOnce(jaSummary, "交換品到着を希望", "交換品到着があればありがたいとのこと"), "wish"},
		{"ja_amount_in_attachment", TypeStance, jaGolden(jaLetter), editOnce(jaLetter, "追加料金5,500円", "追加料金別添の金額"), "attachment"},
		{"ja_contact_below", TypeStance, jaGolden(jaLetter), editOnce(jaLetter, "お気軽に", "下記の窓口までお気軽に"), "attachment"},
	}
	assertTypedCatches(t, tests)
}

func TestRules79PassParaphrases(t *testing.T) {
	jaLetter := "お問い合わせいただき、誠にありがとうございます。追加料金5,500円（税込）が加算されております。今後ともよろしくお願いいたします。\nかしこ"
	deLetter := "Sehr geehrte Frau Köhler,\n\nvielen Dank für Ihre Nachricht. Wir senden Ihnen am 20.10.2026 eine Ersatzlampe zu.\n\nMit freundlichen Grüßen"
	tests := []typedPass{
		{"ja_arigatou_gozaimasu", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "誠にありがとう", "ありがとう")},
		{"ja_kudasai_yoroshiku", TypeRegisterSymbols, jaGolden("ご確認ください。"), "ご確認のほど、よろしくお願いいたします。"},
		{"de_markdown_heading", TypeWellFormed, generalCase{lang: "de", golden: "## Termine\n\n- 20.10.2026", format: "markdown"}, "## Termine\n\n- am 20.10.2026"},
		{"de_hier_finden_sie_link", TypeStance, deGolden(deLetter), editOnce(deLetter, "zu.", "zu. Hier finden Sie die Rücksendeadresse: Gärtnerweg 7.")},
		{"de_ggf_question", TypeStance, deGolden(deLetter), editOnce(deLetter, "zu.", "zu. Bitte melden Sie sich ggf. bei uns.")},
		{"ja_kashiko_closing_kept", TypeStance, jaGolden(jaLetter), jaLetter},
		{"ja_wish_in_letter", TypeStance, jaGolden(jaLetter), editOnce(jaLetter, "今後とも", "ご確認いただければ幸いです。今後とも")},
	}
	assertTypedPasses(t, tests)
}
