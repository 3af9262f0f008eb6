package score

import "testing"

// Blind batch 57's misses prompted these rules: a golden sentence kept but for one
// word the case never uses, a statement turned into a regret, a wish or a to-do, a
// standing statement limited to the past, the letter's act put off, a date glossed as
// past, a named thing made general, and a figure given another bound. What each
// catches, and paraphrases it lets pass.

const (
	deTicket  = "Frau Köhler hat am 08.10.2026 die Siebträgermaschine „Barista Duo“ bestellt, Rechnungsbetrag 1.249,90 €.\nDie Pumpe baut seit dem zweiten Tag keinen Druck mehr auf.\nFrau Köhler bittet um ein Rücksendeetikett."
	jaApology = "いつもハルカゼ寝具店をご利用いただき、誠にありがとうございます。\n注文番号WS-30982の羽毛布団につきまして、配送センターでの作業遅延により発送が遅れております。\n新しいお届け予定日は10月21日（水）です。"
)

func TestRules57Catch(t *testing.T) {
	tests := []typedCatch{
		{"de_word_swapped_in_kept_golden", TypeSupported, deGolden(deTicket),
			editOnce(deTicket, "Rechnungsbetrag", "Betrag in Geldscheinen"), "a word the case never uses"},
		{"ja_word_swapped_in_kept_golden", TypeSupported, jaGolden(jaApology),
			editOnce(jaApology, "発送が遅れて", "返品が遅れて"), "a word the case never uses"},
		{"ja_should_have", TypeStance, jaGolden("日程の変更をご希望の場合は、前日の17時までにご連絡ください。"),
			"日程の変更をご希望の場合は、前日の17時までにご連絡いただくべきでした。", "did not come true"},
		{"ja_hoped_fact", TypeStance, jaGolden("お支払い期限は2026年10月30日（金）です。"),
			"お支払い期限は2026年10月30日（金）だといいのですが。", "only hoped"},
		{"de_after_the_fact", TypeStance, deGolden("Herr Strauß bittet, die Mehrkosten bis zum 21.10.2026 freizugeben."),
			"Herr Strauß bittet, die Mehrkosten bis zum 21.10.2026 nachträglich freizugeben.", "did not come true"},
		{"de_wish_in_past", TypeStance, deGolden("Sie bittet darum, dass noch am selben Tag ein Installateur kommt."),
			"Sie hätte sich gewünscht, dass noch am selben Tag ein Installateur gekommen wäre.", "did not come true"},
		{"de_rule_until_now", TypeStance, deGolden("Bitte beachten Sie, dass wir nur werktags zustellen."),
			"Bitte beachten Sie, dass wir bisher nur werktags zugestellt haben.", "up to now"},
		{"ja_rule_until_now", TypeStance, jaGolden("対応OSはiOS 16以降です。"), "これまでの対応OSはiOS 16以降でした。", "up to now"},
		{"ja_act_put_off", TypeStance, jaGolden("訪問日時を下記のとおり確定いたしました。"), "訪問日時を後日確定いたします。", "later time"},
		{"de_act_put_off", TypeStance, deGolden("hiermit bestätigen wir Ihren Termin am Montag, 26. Oktober 2026."),
			"in den nächsten Tagen bestätigen wir Ihren Termin am Montag, 26. Oktober 2026.", "later time"},
		{"de_future_date_as_past", TypeStance, deGolden("Ihr Termin ist am Montag, 26. Oktober 2026."),
			"Ihr Termin war am vergangenen Montag, 26. Oktober 2026.", "gone by"},
		{"ja_to_do_note", TypeStance, jaGolden("交換品は10月19日に発送いたします。"), "交換品は10月19日に発送すること。", "to-do"},
		{"ja_step_made_general", TypeStance, jaGolden("「Lo」と出ている場合は、新しい電池に交換してください。"),
			"「Lo」と出ている場合は、必要な対応を行ってください。", "general word"},
		{"de_document_made_general", TypeStance, deGolden("Frau Köhler bittet um ein Rücksendeetikett."),
			"Frau Köhler bittet um die nötigen Unterlagen.", "general word"},
		{"de_exact_sum_made_ceiling", TypeStance, deGolden("Herr Oßwald meldet Mehrkosten von 36.400,00 €."),
			"Herr Oßwald meldet Mehrkosten von unter 36.400,00 €.", "bound"},
		{"de_exact_sum_made_floor", TypeStance, deGolden("Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €."),
			"Der Rechnungsbetrag bleibt unverändert bei über 1.850,00 €.", "bound"},
		{"de_start_time_made_before", TypeStance, deGolden("Frau Müller kann die Wohnung am Montag ab 8 Uhr aufschließen."),
			"Frau Müller kann die Wohnung am Montag vor 8 Uhr aufschließen.", "bound"},
		{"ja_within_made_beyond", TypeStance, jaGolden("本体とスマートフォンの距離は、2メートル以内ですか。"),
			"本体とスマートフォンの距離は、2メートル以上ですか。", "bound"},
	}
	assertTypedCatches(t, tests)
}

func TestRules57PassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_synonym_verb_in_kept_golden", TypeSupported, deGolden(deTicket), editOnce(deTicket, "bittet um", "wünscht sich")},
		{"de_compound_synonym", TypeSupported, deGolden(deTicket + "\nSie erhält ein Austauschgerät."), editOnce(deTicket+"\nSie erhält ein Austauschgerät.", "Austauschgerät", "Ersatzgerät")},
		{"ja_weekday_long_form", TypeSupported, jaGolden(jaApology), editOnce(jaApology, "（水）", "（水曜日）")},
		{"ja_kanji_synonym", TypeSupported, jaGolden(jaApology + "\nクーポンを送付いたします。"), editOnce(jaApology+"\nクーポンを送付いたします。", "送付", "送信")},
		{"de_as_before", TypeStance, deGolden("Die Rechnungsanschrift bleibt unverändert."), "Die Rechnungsanschrift bleibt wie bisher."},
		{"ja_until_then", TypeStance, jaGolden("11月13日（金）までは旧事務所で営業します。"), "それまでは旧事務所で営業します。"},
		{"ja_checklist_state", TypeStance, jaGolden("Bluetoothがオンになっていますか。"), "Bluetoothがオンになっていること。"},
		{"ja_range_with_kara", TypeStance, jaGolden("訪問日時：10月23日（金）14時〜16時"), "訪問日時：10月23日（金）14時から16時まで"},
		{"de_invoice_for_sum", TypeStance, deGolden("Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €."), "Die Rechnung über 1.850,00 € bleibt unverändert."},
		{"ja_date_from", TypeStance, jaGolden("11月16日に新事務所へ移転します。"), "11月16日から新事務所で営業します。"},
		{"de_deadline_worded", TypeStance, deGolden("Die Frist ist der 30.10.2026."), "Bitte zahlen Sie bis zum 30.10.2026."},
	}
	assertTypedPasses(t, tests)
}
