package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

const (
	stGoldenDe  = "Sehr geehrte Frau Schäfer,\n\nhiermit bestätigen wir Ihren Termin am 26.10.2026 um 10:30 Uhr.\nBitte bringen Sie Ihre Versichertenkarte mit.\nFalls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte spätestens 24 Stunden vorher ab.\n\nMit freundlichen Grüßen"
	stGoldenJa  = "中島 大輔様\n\n請求書INV-88213の金額についてご説明いたします。\n9月20日にユーザーを1名追加していただいたため、料金が加算されております。\nご不明な点がございましたら、本メールにご返信ください。"
	stSummaryDe = "Frau Müller meldet, dass in der Wohnung von Herrn Weiß seit Mittwoch Wasser tropft. Herr Weiß ist bis zum 22.10.2026 verreist."
	stSummaryJa = "髙橋様から、連携で勤怠データが取り込めないとの問い合わせがあった。担当の西村が調査し、10月19日までに回答する。"
)

// stance catches a condition dropped, a cause or contrast claimed without support,
// humble keigo made honorific and a summary that starts talking to its reader.
func TestStanceCatches(t *testing.T) {
	tests := []struct {
		name, lang, golden, answer, want string
	}{
		{"condition_dropped_de", "de", stGoldenDe, replaceOnce(stGoldenDe, "Falls Sie den Termin nicht wahrnehmen können, sagen", "Sagen"), "unconditionally"},
		{"condition_dropped_ja", "ja", stGoldenJa, replaceOnce(stGoldenJa, "ご不明な点がございましたら、", ""), "unconditionally"},
		{"causal_connector_de", "de", stGoldenDe, replaceOnce(stGoldenDe, "Bitte bringen", "Daher bringen"), "cause"},
		{"contrast_connector_ja", "ja", stGoldenJa, replaceOnce(stGoldenJa, "9月20日", "しかし、9月20日"), "contrast"},
		{"humble_made_honorific", "ja", stGoldenJa, replaceOnce(stGoldenJa, "ご説明いたします", "ご説明なさいます"), "honorific"},
		{"humble_okurigana_made_honorific", "ja", stGoldenJa + "\n資料をお送りいたします。", stGoldenJa + "\n資料をお送りなさいます。", "honorific"},
		{"summary_addresses_reader_de", "de", stSummaryDe, stSummaryDe + "\n\nvielen Dank für Ihre Anfrage. Wir melden uns bei Ihnen.", "addresses its reader"},
		{"summary_addresses_reader_ja", "ja", stSummaryJa, stSummaryJa + "\n\n内容を確認いたしました。改めてご連絡いたします。", "addresses its reader"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chk := Check{Type: TypeStance, Lang: tt.lang, Golden: tt.golden}
			assert.True(t, chk.Run(Output{Text: tt.golden}).Pass, "the golden passes")
			r := chk.Run(Output{Text: tt.answer})
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.want)
		})
	}
}

// Paraphrases word the condition otherwise (sollten, bei, とき), keep a cause the
// case states, and speak to the reader where the golden does.
func TestStancePassesParaphrases(t *testing.T) {
	tests := []struct {
		name, lang, golden, request, answer string
	}{
		{"condition_as_sollten", "de", stGoldenDe, "", "Sehr geehrte Frau Schäfer,\n\nIhr Termin am 26.10.2026 um 10:30 Uhr ist bestätigt. Sollten Sie verhindert sein, sagen Sie den Termin bitte spätestens 24 Stunden vorher ab. Bringen Sie bitte Ihre Versichertenkarte mit.\n\nMit freundlichen Grüßen"},
		{"condition_by_verb_first", "de", stGoldenDe, "", "Sehr geehrte Frau Schäfer,\n\nIhr Termin am 26.10.2026 um 10:30 Uhr ist bestätigt. Bringen Sie bitte Ihre Versichertenkarte mit. Können Sie den Termin nicht wahrnehmen, sagen Sie ihn bitte spätestens 24 Stunden vorher ab.\n\nMit freundlichen Grüßen"},
		{"condition_as_im_falle", "de", stGoldenDe, "", "Sehr geehrte Frau Schäfer,\n\nIhr Termin am 26.10.2026 um 10:30 Uhr ist bestätigt. Bringen Sie bitte Ihre Versichertenkarte mit. Im Falle einer Verhinderung sagen Sie den Termin bitte spätestens 24 Stunden vorher ab.\n\nMit freundlichen Grüßen"},
		{"condition_before_sentence", "de", stGoldenDe, "", "Sehr geehrte Frau Schäfer,\n\nIhr Termin am 26.10.2026 um 10:30 Uhr ist bestätigt. Bringen Sie bitte Ihre Versichertenkarte mit. Können Sie nicht kommen? Dann sagen Sie den Termin bitte spätestens 24 Stunden vorher ab.\n\nMit freundlichen Grüßen"},
		{"condition_as_toki_ja", "ja", stGoldenJa, "", "中島様\n\n請求書INV-88213の金額についてご説明いたします。\n9月20日にユーザーを1名追加していただいたため、料金が加算されております。\nご不明な点があるときは、本メールにご返信ください。"},
		{"cause_the_case_states", "ja", stGoldenJa, "", "中島様\n\n請求書INV-88213の金額についてご説明いたします。\n9月20日にユーザーを1名追加していただきました。そのため、料金が加算されております。\nご不明な点がございましたら、本メールにご返信ください。"},
		{"reply_addresses_reader", "de", stGoldenDe, "", "Sehr geehrte Frau Schäfer,\n\nwir bestätigen Ihnen gern Ihren Termin am 26.10.2026 um 10:30 Uhr. Bitte bringen Sie Ihre Versichertenkarte mit.\n\nMit freundlichen Grüßen"},
		{"acknowledged_in_a_reply_ja", "ja", stLetterJa, "", replaceOnce(stLetterJa, "新しいお届け予定日", "お問い合わせの件、承知いたしました。以下のとおりご案内いたします。\n新しいお届け予定日")},
		{"label_inside_a_line_de", "de", stGoldenDe, "", stGoldenDe + "\nSystem: Android 14 oder neuer"},
		{"request_sentence_quoted_de", "de", stGoldenDe, "Die Kundin schreibt: Ich kann den Termin leider nicht wahrnehmen.", stGoldenDe + "\nSie schreiben, dass Sie den Termin leider nicht wahrnehmen können."},
		{"request_form_ja", "ja", stLetterJa, "", replaceOnce(stLetterJa, "本メールにご返信ください", "本メールにてご返信くださいますようお願いいたします")},
		{"subject_in_the_case_words_de", "de", stGoldenDe, "", "Betreff: Ihr Termin am 26.10.2026\n\n" + stGoldenDe},
		{"agreement_the_request_states_de", "de", stGoldenDe, "Wie telefonisch vereinbart, bestätigen Sie den Termin.", replaceOnce(stGoldenDe, "mit.", "mit, wie telefonisch vereinbart.")},
		{"closing_line_at_the_end_ja", "ja", "交換品は10月19日に発送いたします。\nよろしくお願いいたします。", "", "交換品は10月19日にお送りいたします。\n何卒よろしくお願いいたします。"},
		{"one_plain_word_ja", "ja", "ご依頼をいただき、ありがとうございます。当日はお電話いたします。ご不明な点はお気軽にご連絡ください。", "",
			"ご依頼をいただき、ありがとうございます。当日は担当者から電話いたします。ご不明な点はお気軽にご連絡ください。"},
		{"condition_of_the_case_de", "de", stGoldenDe, "Die Lampe wird ersetzt, falls sie defekt ist.", replaceOnce(stGoldenDe, "Bitte bringen Sie Ihre Versichertenkarte mit.", "Bitte bringen Sie Ihre Versichertenkarte mit, falls sie defekt ist.")},
		{"subject_in_other_forms_of_the_case_words_de", "de", stGoldenDe, "", "Betreff: Bestätigung Ihres Termins am 26.10.2026\n\n" + stGoldenDe},
		{"season_that_fits_ja", "ja", stLetterJa, "", replaceOnce(stLetterJa, "いつもハルカゼ", "秋冷の候、ますますご清祥のこととお慶び申し上げます。\nいつもハルカゼ")},
		{"thanks_for_patience_de", "de", stGoldenDe, "", replaceOnce(stGoldenDe, "Sehr geehrte Frau Schäfer,\n\n", "Sehr geehrte Frau Schäfer,\n\nvielen Dank für Ihre Geduld und Ihre Terminanfrage. ")},
		{"evening_the_case_writes_de", "de", "Die Sprechstunde endet um 8 Uhr abends.", "", "Um 8 Uhr abends endet die Sprechstunde."},
		{"one_article_dropped_in_a_list_de", "de", "- Die Lieferung erfolgt am 12.11.2026.", "", "- Lieferung erfolgt am 12.11.2026."},
		{"compound_without_no_ja", "ja", "営業の担当は引き続き松田部長で、振動試験の測定シリーズの見積もりを送ります。", "",
			"営業担当は引き続き松田部長で、振動試験測定シリーズの見積もりを送ります。"},
		{"honorific_for_the_customer", "ja", stGoldenJa, "", "中島様\n\nユーザーを追加なさいましたので、料金が加算されております。請求書INV-88213の金額についてご説明いたします。"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{Type: TypeStance, Lang: tt.lang, Golden: tt.golden, Request: tt.request}.Run(Output{Text: tt.answer})
			assert.True(t, r.Pass, r.Reason)
		})
	}
}

const (
	stProcedureDe   = "10. Speichern Sie den Plan und aktivieren Sie ihn.\n\nFalls die Verbindung nicht klappt:\n- Starten Sie den Kopplungsmodus erneut, wenn die 10 Minuten abgelaufen sind.\n- Hilft das alles nicht, wenden Sie sich bitte an unseren Kundendienst."
	stProcedureJa   = "8. アプリの「記録」タブを開き、体重が表示されていることを確認すれば、設定は完了です。\n\nうまくつながらない場合、以下の点をご確認ください。\n\n- 電池の残量は十分ですか。"
	stLetterJa      = "小林 恵子様\n\nいつもハルカゼ寝具店をご利用いただき、誠にありがとうございます。\n新しいお届け予定日は10月21日（水）です。\nご不明な点がございましたら、本メールにご返信ください。\n今後ともどうぞよろしくお願いいたします。\n\nハルカゼ寝具店 カスタマーサポート 岡田"
	stSummaryLongJa = "責任者の髙橋が第3回進捗を報告した。担当の西村が調査し、10月19日（月）17時までに回答する。髙橋様は月末の給与計算に間に合うかを心配されている。"
	stMeetingDe     = "- Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände, die der Ausschuss freigegeben hat.\n- Mehrkosten: 18.750,00 € für die Stahlträger und 2.400,00 € Bereitschaftspauschale, zusammen 21.150,00 €.\n- Die nächste Sitzung findet am 12.11.2026 statt."
)

// stance catches a golden clause restated in another tense or as a question, a
// condition stated as a cause, advice the case does not give, and a letter signed
// with its addressee's name.
func TestStanceCatchesChangedStatements(t *testing.T) {
	tests := []struct {
		name, lang, golden, request, answer, want string
	}{
		// Claims only the case can make, and an answer opened by a closing line.
		{"prior_agreement_de", "de", stGoldenDe, "", replaceOnce(stGoldenDe, "mit.", "mit, wie telefonisch mit Ihnen vereinbart."), "an agreement made before"},
		{"guarantee_ja", "ja", "交換品は10月19日に発送いたします。", "", "交換品は10月19日に確約どおり発送いたします。", "a guarantee"},
		{"callback_tomorrow_de", "de", stGoldenDe, "", replaceOnce(stGoldenDe, "\n\nMit freundlichen", "\nWir rufen Sie morgen Vormittag an.\n\nMit freundlichen"), "a relative day"},
		{"opened_with_closing_de", "de", stGoldenDe, "", "Vielen Dank im Voraus für Ihre schnelle Rückmeldung!\n\n" + stGoldenDe, "opens with a closing line"},
		{"closing_before_the_body_de", "de", stGoldenDe + "\nIhre Zahnarztpraxis", "", "Sehr geehrte Frau Schäfer,\n\nMit freundlichen Grüßen\nIhre Zahnarztpraxis\n\nhiermit bestätigen wir Ihren Termin am 26.10.2026 um 10:30 Uhr.\nBitte bringen Sie Ihre Versichertenkarte mit.\nFalls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte spätestens 24 Stunden vorher ab.", "closing formula stands before"},
		{"bikago_dropped_ja", "ja", "ご依頼をいただき、ありがとうございます。当日はお電話いたします。ご不明な点はお気軽にご連絡ください。", "",
			"依頼をいただき、ありがとうございます。当日は電話いたします。不明な点は気軽に連絡ください。", "polite prefix"},
		// A condition the case never writes added to a golden statement.
		{"condition_added_de", "de", "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.", "",
			"Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu, sofern es unsere Kapazitäten zulassen.", "adds the condition"},
		{"request_made_a_wish_de", "de", "Bitte bringen Sie Ihre Versichertenkarte mit.", "", "Wenn Sie möchten, bringen Sie Ihre Versichertenkarte mit.", "adds the condition"},
		{"condition_added_ja", "ja", "交換品は10月19日に発送いたします。", "", "状況が許せば、交換品は10月19日に発送いたします。", "adds the condition"},
		// Internal notes: the writer's side leaked to the reader.
		{"internal_note_de", "de", "Sehr geehrter Herr Weiß,\n\nwir senden Ihnen eine Ersatzlampe zu.", "",
			"Sehr geehrter Herr Weiß, (Interne Notiz: Kulanzfall, nicht an den Kunden weitergeben.)\n\nwir senden Ihnen eine Ersatzlampe zu.", "internal notes"},
		{"internal_note_ja", "ja", "交換品は10月19日に発送いたします。", "", "交換品は10月19日に発送いたします。（社内メモ：在庫僅少）", `"社内メモ"`},
		// Tense: one verb of a golden clause moved between non-past and past.
		{"tense_erfolgt_to_erfolgte", "de", "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr.", "",
			"Die Lieferung erfolgte am 12.11.2026 zwischen 8 und 12 Uhr.", "another tense"},
		{"tense_findet_to_fand", "de", stMeetingDe, "", replaceOnce(stMeetingDe, "findet am", "fand am"), "another tense"},
		{"tense_senden_to_sandten", "de", stGoldenDe + "\nWir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.", "",
			stGoldenDe + "\nWir sandten Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.", "another tense"},
		{"tense_past_to_present", "de", "Die Stahlträger wurden erst am 28.10.2026 geliefert.", "",
			"Die Stahlträger werden erst am 28.10.2026 geliefert.", "another tense"},
		{"tense_weak_plural", "de", "Wir liefern Ihre Bestellung am 12.11.2026 an das Prüflabor.", "",
			"Wir lieferten Ihre Bestellung am 12.11.2026 an das Prüflabor.", "another tense"},
		{"tense_desu_to_deshita", "ja", "お支払い期限は2026年10月30日（金）です。", "", "お支払い期限は2026年10月30日（金）でした。", "another tense"},
		{"tense_suru_to_shita", "ja", stSummaryLongJa, "", replaceOnce(stSummaryLongJa, "回答する。", "回答した。"), "another tense"},
		{"tense_itashimasu_to_itashimashita", "ja", "交換品は10月19日に発送いたしますので、今しばらくお待ちください。", "",
			"交換品は10月19日に発送いたしましたので、今しばらくお待ちください。", "another tense"},
		{"tense_dated_request_ja", "ja", "10月20日の経営会議で、延期と予備費支出の承認を求めている。", "",
			"10月20日の経営会議で、延期と予備費支出の承認を求めていた。", "another tense"},
		// The chat template's or the prompt's text in the answer.
		{"role_label_line_de", "de", stGoldenDe, "", "assistant:\n" + stGoldenDe, "speaks about the answer"},
		{"role_label_heading_ja", "ja", stLetterJa, "", "### Assistant\n" + stLetterJa, "speaks about the answer"},
		{"instruction_echoed_de", "de", stGoldenDe, "Schreibe eine kurze, höfliche Antwort an die Kundin.\n\nKundin: Frau Schäfer", "Schreibe eine kurze, höfliche Antwort an die Kundin.\n\n" + stGoldenDe, "instruction back"},
		{"instruction_echoed_ja", "ja", stLetterJa, "小林 恵子様へ、配送遅延のお詫びメールを書いてください。", "小林 恵子様へ、配送遅延のお詫びメールを書いてください。\n\n" + stLetterJa, "instruction back"},
		{"made_as_follows_ja", "ja", stLetterJa, "", "承知いたしました。以下のとおり作成しました。\n\n" + stLetterJa + "\n\n修正が必要な箇所があれば、お気軽にお申し付けください。", "speaks about the answer"},
		{"message_object_leaked", "de", stGoldenDe, "", `{"content":"` + stGoldenDe + `","role":"assistant"}`, "speaks about the answer"},
		{"made_tentative_de", "de", "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr.", "", "Die Lieferung ist vorläufig für den 12.11.2026 zwischen 8 und 12 Uhr vorgesehen.", "guess"},
		{"made_tentative_ja", "ja", "2026年10月23日（金）の訪問を確定いたしました。", "", "2026年10月23日（金）の訪問を仮押さえいたしました。", "guess"},
		// A letter's frame from another letter.
		{"humble_request_ja", "ja", stLetterJa, "", replaceOnce(stLetterJa, "本メールにご返信ください", "本メールにご返信してください"), "humble"},
		{"foreign_subject_de", "de", stGoldenDe, "", "Betreff: Zahlungserinnerung – 2. Mahnung\n\n" + stGoldenDe, "subject line"},
		{"foreign_subject_ja", "ja", stLetterJa, "", "件名：【再送】お支払い期限経過のお知らせ\n\n" + stLetterJa, "subject line"},
		{"off_season_de", "de", stGoldenDe, "", replaceOnce(stGoldenDe, "\n\nMit freundlichen", "\nWir wünschen Ihnen schon heute frohe Ostern.\n\nMit freundlichen"), "seasonal greeting"},
		{"off_season_ja", "ja", stLetterJa, "", replaceOnce(stLetterJa, "いつもハルカゼ", "新緑の候、ますますご清祥のこととお慶び申し上げます。\nいつもハルカゼ"), "seasonal greeting"},
		{"thanks_for_another_occasion_de", "de", stGoldenDe, "", replaceOnce(stGoldenDe, "Sehr geehrte Frau Schäfer,\n\n", "Sehr geehrte Frau Schäfer,\n\nvielen Dank für Ihre Bewerbung. "), "thanks for"},
		{"clock_moved_to_evening_de", "de", "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr.", "", "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr abends.", "twelve hours"},
		// Function words dropped: the golden's sentence in telegraphic style.
		{"articles_dropped_de", "de", "Sobald die Verbindung steht, zeigt das Bedienteil ein WLAN-Symbol.", "",
			"Sobald Verbindung steht, zeigt Bedienteil WLAN-Symbol.", "function words"},
		{"particles_dropped_ja", "ja", "9月20日にユーザーを1名追加していただいたため、料金が加算されております。", "",
			"9月20日にユーザー1名追加していただいたため、料金加算されております。", "function words"},
		// Mood: a golden statement ending as a question.
		{"statement_as_question_de", "de", "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr.", "",
			"Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr?", "asks what the golden states"},
		{"amount_as_question_de", "de", stMeetingDe, "", replaceOnce(stMeetingDe, "21.150,00 €.", "21.150,00 €?"), "asks"},
		{"deshouka", "ja", stLetterJa, "", replaceOnce(stLetterJa, "（水）です。", "（水）でしょうか。"), "asks"},
		{"full_width_question_mark", "ja", "FAX番号（06-6345-7790）は変わりません。", "", "FAX番号（06-6345-7790）は変わりません？", "asks"},
		{"masuka", "ja", "当日は、作業員が訪問の30分前にお電話いたします。", "", "当日は、作業員が訪問の30分前にお電話いたしますか。", "asks"},
		// A condition stated as a cause.
		{"falls_to_da_heading", "de", stProcedureDe, "", replaceOnce(stProcedureDe, "Falls die", "Da die"), "as a cause"},
		{"wenn_to_weil", "de", "Wenn die Lampe weiterhin flackert, tauschen wir sie kostenlos aus.", "",
			"Weil die Lampe weiterhin flackert, tauschen wir sie kostenlos aus.", "as a cause"},
		{"baai_to_tame", "ja", stProcedureJa, "", replaceOnce(stProcedureJa, "つながらない場合、", "つながらないため、"), "as a cause"},
		{"gozaimashitara_to_node", "ja", stLetterJa, "", replaceOnce(stLetterJa, "ございましたら", "ございますので"), "as a cause"},
		// Advice the case does not give.
		{"invented_advice_de", "de", stGoldenDe, "",
			replaceOnce(stGoldenDe, "\n\nMit freundlichen", "\nWir empfehlen außerdem, vorsorglich einen Rechtsanwalt hinzuzuziehen.\n\nMit freundlichen"), "recommends"},
		{"invented_advice_item_de", "de", stMeetingDe, "", stMeetingDe + "\n- Empfehlung: vorsorglich einen Rechtsanwalt hinzuziehen.", "recommends"},
		{"invented_advice_summary_ja", "ja", stSummaryJa, "", stSummaryJa + "念のため、弁護士にご相談されることをお勧めします。", "recommends"},
		{"invented_advice_letter_ja", "ja", stLetterJa, "",
			replaceOnce(stLetterJa, "今後とも", "念のため、弁護士への相談をお勧めします。\n今後とも"), "recommends"},
		// A letter signed with the name its salutation addresses.
		{"signed_as_addressee_de", "de", stGoldenDe + "\nIhre Zahnarztpraxis Dr. Öztürk", "", stGoldenDe + "\nSchäfer", "addressee's name"},
		{"signed_as_addressee_title_de", "de", "Sehr geehrter Herr Prof. Dr. Hoffmann,\n\ngern liefern wir Ihre Bestellung direkt an das Prüflabor.\n\nMit freundlichen Grüßen\nWärmetechnik Nord",
			"", "Sehr geehrter Herr Prof. Dr. Hoffmann,\n\ngern liefern wir Ihre Bestellung direkt an das Prüflabor.\n\nMit freundlichen Grüßen\nHoffmann", "addressee's name"},
		{"signed_as_addressee_after_subject_de", "de", "Betreff: Ihr Termin\n\n" + stGoldenDe + "\nIhre Zahnarztpraxis Dr. Öztürk", "",
			"Betreff: Ihr Termin\n\n" + stGoldenDe + "\nSchäfer", "addressee's name"},
		{"signed_as_addressee_company_line_ja", "ja", "株式会社ミナトデザイン\n髙橋 様\n\nいつもお世話になっております。\nよろしくお願いいたします。\n\nカイケイクラウド サポート 西村", "",
			"株式会社ミナトデザイン\n髙橋 様\n\nいつもお世話になっております。\nよろしくお願いいたします。\n\n髙橋", "addressee's name"},
		{"signed_as_addressee_ja", "ja", stLetterJa, "", replaceOnce(stLetterJa, "ハルカゼ寝具店 カスタマーサポート 岡田", "小林 恵子"), "addressee's name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chk := Check{Type: TypeStance, Lang: tt.lang, Golden: tt.golden, Request: tt.request}
			assert.True(t, chk.Run(Output{Text: tt.golden}).Pass, "the golden passes")
			r := chk.Run(Output{Text: tt.answer})
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.want)
		})
	}
}

// Paraphrases a real model writes: a past event reported as past, courtesy in the
// past, a report of what someone said retold in the past, a golden question kept, a
// condition in other condition words, a recommendation the golden or request makes,
// a signature the golden itself has.
func TestStanceParaphrasesOfStatementsPass(t *testing.T) {
	tests := []struct {
		name, lang, golden, request, answer string
	}{
		{"internal_matters_the_case_names", "de", "Die interne Notiz vom 12.10.2026 nennt den Kulanzfall.", "Bitte fassen Sie die interne Notiz zusammen.",
			"Laut interner Notiz vom 12.10.2026 handelt es sich um einen Kulanzfall."},
		{"past_event_in_a_reply", "de", "Sehr geehrte Frau Schäfer,\n\nIhre Bestellung ist am 12.10.2026 bei uns eingegangen. Die Lieferung erfolgt am 12.11.2026.", "",
			"Sehr geehrte Frau Schäfer,\n\nwir haben Ihre Bestellung am 12.10.2026 erhalten. Die Lieferung erfolgt am 12.11.2026."},
		{"thanks_in_the_past_ja", "ja", "ご連絡いただきありがとうございます。交換品は10月19日に発送いたします。", "",
			"ご連絡いただきありがとうございました。交換品は10月19日に発送いたします。"},
		{"apology_in_the_past_ja", "ja", "お待たせしてしまい、誠に申し訳ございません。", "", "お待たせしてしまい、誠に申し訳ございませんでした。"},
		{"report_retold_in_the_past_de", "de", stMeetingDe, "",
			"- Herr Oßwald meldete Mehrkosten von 36.400,00 € für Schallschutzwände; der Ausschuss hat sie freigegeben.\n- Mehrkosten: 18.750,00 € für die Stahlträger und 2.400,00 € Bereitschaftspauschale, zusammen 21.150,00 €.\n- Die nächste Sitzung findet am 12.11.2026 statt."},
		{"report_retold_in_the_past_ja", "ja", stSummaryLongJa, "", replaceOnce(stSummaryLongJa, "心配されている。", "心配されていた。")},
		{"minutes_in_the_past_undated", "de", "Die Druckbehälterprüfung ist bestanden, die Genehmigung der Gewerbeaufsicht steht noch aus.", "",
			"Die Druckbehälterprüfung wurde bestanden, die Genehmigung der Gewerbeaufsicht stand noch aus."},
		{"saying_verb_in_a_dated_sentence", "de", "Herr Strauß bittet, die Mehrkosten bis zum 21.10.2026 freizugeben.", "",
			"Herr Strauß bat, die Mehrkosten bis zum 21.10.2026 freizugeben."},
		{"amount_with_bei_is_no_condition", "de", "Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €.", "Der Versand verschiebt sich um eine Woche.",
			"Da sich nur der Versand verschiebt, bleibt der Rechnungsbetrag unverändert: 1.850,00 €."},
		{"tense_the_request_writes", "de", "Die Lieferung erfolgt am 12.11.2026.", "Laut Spedition: Die Lieferung erfolgte am 12.11.2026.", "Die Lieferung erfolgte am 12.11.2026."},
		{"golden_question_kept_ja", "ja", stProcedureJa, "", replaceOnce(stProcedureJa, "十分ですか。", "十分ですか？")},
		{"golden_question_kept_de", "de", "Haben Sie noch Fragen zur Lieferung? Wir helfen gern.", "", "Haben Sie noch Fragen zur Lieferung? Dann helfen wir gern."},
		{"condition_as_wenn", "de", stProcedureDe, "", replaceOnce(stProcedureDe, "Falls die", "Wenn die")},
		{"condition_as_tara", "ja", stProcedureJa, "", replaceOnce(stProcedureJa, "つながらない場合、", "つながらなかったら、")},
		{"condition_kept_with_a_cause", "de", stGoldenDe, "",
			replaceOnce(stGoldenDe, "vorher ab.", "vorher ab, da wir ihn sonst nicht neu vergeben können.")},
		{"telegraphic_note_compressed_ja", "ja", "写真で破損を確認済みで、交換品は10月19日に発送予定。", "", "写真で破損確認済み、交換品は10月19日発送予定。"},
		{"purpose_is_no_cause_ja", "ja", "ご不明な点がございましたら、本メールにご返信ください。", "", "ご不明な点がございましたら、確認するため本メールにご返信ください。"},
		{"advice_the_golden_gives", "de", "Empfehlung: Eisblock Systemtechnik KG ist mit 13.975,00 € das günstigste Angebot mit mindestens 3 Jahren Garantie.", "",
			"Wir empfehlen Eisblock Systemtechnik KG: das günstigste Angebot mit mindestens 3 Jahren Garantie (13.975,00 €)."},
		{"advice_the_request_asks_for", "de", "Bitte wechseln Sie den Filter alle drei Monate.", "Empfehlen Sie dem Kunden, den Filter alle drei Monate zu wechseln.",
			"Wir empfehlen Ihnen, den Filter alle drei Monate zu wechseln."},
		{"advice_in_the_case_words_ja", "ja", "本体を硬く平らな床に置き、フローリングなどの上に設置してください。", "", "フローリングなど、硬く平らな床の上への設置をおすすめします。"},
		{"sollten_sie_as_condition", "de", "Bei Fragen sind wir gern für Sie da.", "", "Wir sind gern für Sie da, sollten Sie Fragen haben."},
		{"sollten_sie_as_expectation", "de", "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.", "",
			"Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. In den nächsten Tagen sollten Sie das Paket dann erhalten."},
		{"signature_of_the_sender", "de", "Sehr geehrter Herr Weiß,\n\nwir senden Ihnen eine Ersatzlampe zu.\n\nMit freundlichen Grüßen\nIhr Kundenservice von Leuchtenhaus Nord", "",
			"Sehr geehrter Herr Weiß,\n\ngern senden wir Ihnen eine Ersatzlampe zu.\n\nFreundliche Grüße\nIhr Kundenservice von Leuchtenhaus Nord"},
		{"sender_shares_the_name", "de", "Sehr geehrter Herr Weiß,\n\nwir senden Ihnen eine Ersatzlampe zu.\n\nMit freundlichen Grüßen\nAnna Weiß", "",
			"Sehr geehrter Herr Weiß,\n\ngern senden wir Ihnen eine Ersatzlampe zu.\n\nMit freundlichen Grüßen\nAnna Weiß"},
		{"reader_honoured_after_closing_ja", "ja", stLetterJa, "", stLetterJa + "\n（小林 恵子様のご注文番号：WS-30982）"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{Type: TypeStance, Lang: tt.lang, Golden: tt.golden, Request: tt.request}.Run(Output{Text: tt.answer})
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
