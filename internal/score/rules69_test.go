package score

import "testing"

// Blind batch 69's misses prompted these rules: a golden sentence kept but for a
// word the case uses of something else (残量 → 距離, サポート窓口 → アプリ窓口, die
// aktuelle Vorlauftemperatur → die aktuelle Verbindung), a statement filed under a
// status the case never gives it (Abgelehnt:, 【決定事項】), the reader sent to
// themself for help, thanks for what the reader never did (お受け取りいただき, ご了承
// いただき, Antwort auf unsere Rückfrage), a farewell and an address to a group. What
// they catch, and paraphrases they let pass.
func TestRules69Catch(t *testing.T) {
	jaProc := "体重計の使い方をご案内します。電池の残量は十分ですか。スマートフォンとの距離は1メートル以内にしてください。以上です。"
	deProc := "So richten Sie die Wärmepumpe ein. Stellen Sie die Verbindung her. Sobald die Verbindung steht, erscheint in der App die aktuelle Vorlauftemperatur. Fertig."
	deLetter := "Sehr geehrter Herr Weiß,\n\nvielen Dank für Ihre Nachricht.\n\nBei Fragen sind wir gern für Sie da.\n\nMit freundlichen Grüßen\nIhr Kundenservice"
	jaLetter := "小林 恵子様\n\nいつもハルカゼ寝具店をご利用いただき、誠にありがとうございます。\n\nご不明な点がございましたら、本メールにご返信ください。\n\nハルカゼ寝具店"
	tests := []typedCatch{
		{"ja_word_from_elsewhere", TypeSupported, jaGolden(jaProc), editOnce(jaProc, "電池の残量", "電池の距離"), "put in another's place"},
		{"ja_loanword_from_elsewhere", TypeSupported, jaGolden("アプリを最新版にしてください。それでも解決しない場合は、サポート窓口までお問い合わせください。以上です。"),
			"アプリを最新版にしてください。それでも解決しない場合は、アプリ窓口までお問い合わせください。以上です。", "put in another's place"},
		{"de_noun_from_the_same_sentence", TypeSupported, deGolden(deProc), editOnce(deProc, "die aktuelle Vorlauftemperatur", "die aktuelle Verbindung"), "put in another's place"},
		{"de_status_label", TypeStance, deGolden("- Herr Oßwald meldet Mehrkosten von 36.400,00 €, die der Ausschuss freigegeben hat.\n- Die nächste Sitzung ist am 12.11.2026."),
			"- Abgelehnt: Herr Oßwald meldet Mehrkosten von 36.400,00 €, die der Ausschuss freigegeben hat.\n- Die nächste Sitzung ist am 12.11.2026.", "files the golden's statement"},
		{"ja_status_label", TypeStance, jaGolden("追加費用は約1,400万円で、予備費から支出する。"), "【対応済み】追加費用は約1,400万円で、予備費から支出する。", "files the golden's statement"},
		{"de_reader_as_contact", TypeStance, deGolden(deLetter), editOnce(deLetter, "Bei Fragen sind wir gern für Sie da.", "Bei Fragen wenden Sie sich bitte an Herrn Weiß."), "sends the reader to the person it addresses"},
		{"ja_reader_as_contact", TypeStance, jaGolden(jaLetter), editOnce(jaLetter, "本メールにご返信ください", "小林様までお問い合わせください"), "sends the reader to the person it addresses"},
		{"ja_thanks_for_receipt", TypeStance, jaGolden(jaLetter), editOnce(jaLetter, "いつもハルカゼ寝具店をご利用いただき", "商品をお受け取りいただき"), "a receipt or a payment by the reader"},
		{"ja_thanks_for_consent", TypeStance, jaGolden(jaLetter), editOnce(jaLetter, "いつもハルカゼ寝具店をご利用いただき", "お届け日の変更をご了承いただき"), "the reader's consent given"},
		{"de_answer_to_our_question", TypeStance, deGolden(deLetter), editOnce(deLetter, "für Ihre Nachricht", "für Ihre Antwort auf unsere Rückfrage"), "an answer to the writer's question"},
		{"ja_farewell", TypeStance, jaGolden("今後ともミライ会計サポートをよろしくお願いいたします。"), "これまでミライ会計サポートをご愛顧いただき、誠にありがとうございました。", "a farewell"},
		{"ja_group_address", TypeStance, jaGolden(jaLetter), editOnce(jaLetter, "小林 恵子様", "小林 恵子様、ならびに社内関係者各位"), "an address to a group"},
	}
	assertTypedCatches(t, tests)
}

func TestRules69PassParaphrases(t *testing.T) {
	deLamp := "Vielen Dank für Ihre Nachricht. Es tut uns leid, dass Ihre Stehlampe flackert. Wir senden Ihnen eine neue Lampe zu. Mit freundlichen Grüßen"
	tests := []typedPass{
		{"de_same_thing_shorter", TypeSupported, deGolden(deLamp), editOnce(deLamp, "Ihre Stehlampe flackert", "Ihre Lampe flackert")},
		{"ja_one_kanji_changed", TypeSupported, jaGolden("アプリを最新版にしてください。交換品を送付いたします。以上です。"), "アプリを最新版にしてください。交換品を送信いたします。以上です。"},
		{"de_topic_label", TypeStance, deGolden("Der Ausschuss hat die Mehrkosten freigegeben."), "Ergebnis: Der Ausschuss hat die Mehrkosten freigegeben."},
		{"de_label_reworded", TypeStance, deGolden("- Entscheidung: Herr Strauß bittet, den Termin freizugeben."), "- Beschluss: Herr Strauß bittet, den Termin freizugeben."},
		{"de_contact_a_colleague", TypeStance, deGolden("Sehr geehrter Herr Weiß,\n\nbei Fragen wenden Sie sich an Frau Berg."), "Sehr geehrter Herr Weiß,\n\nbei Fragen wenden Sie sich bitte an Frau Berg."},
		{"ja_please_understand", TypeStance, jaGolden("ご不便をおかけしますが、何卒ご了承ください。"), "ご不便をおかけしますが、どうかご了承ください。"},
	}
	assertTypedPasses(t, tests)
}
