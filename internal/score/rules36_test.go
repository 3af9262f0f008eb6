package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Currencies, leaked source words and nouns put for their siblings with the words
// that agree with them: the rules a blind batch on translation faults prompted, what
// each catches and paraphrases it lets pass.
func TestCurrencyLeakAgreementRulesCatch(t *testing.T) {
	de := func(golden string) generalCase { return generalCase{lang: "de", golden: golden} }
	ja := func(golden string) generalCase { return generalCase{lang: "ja", golden: golden} }
	tests := []struct {
		name, typ string
		g         generalCase
		text      string
		reason    string
	}{
		// A noun put for another of its kind, its article, adjective and pronoun agreeing.
		{"de_appointment_made_deadline_with_pronoun", TypePolarity, de("Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte spätestens 24 Stunden vorher ab."),
			"Falls Sie die Frist nicht wahrnehmen können, sagen Sie sie bitte spätestens 24 Stunden vorher ab.", `"Termin" made "Frist"`},
		{"de_appointment_made_deadline_with_adjective", TypePolarity, de("Herr Strauß bittet, die Mehrkosten und den neuen Termin bis zum 21.10.2026 freizugeben."),
			"Herr Strauß bittet, die Mehrkosten und die neue Frist bis zum 21.10.2026 freizugeben.", `"Termin" made "Frist"`},
		{"de_shipping_made_by_sea", TypePolarity, de("Aufgrund des Fertigungsablaufs verschiebt sich der Versand der Teile auf den 26.10.2026."),
			"Aufgrund des Fertigungsablaufs verschiebt sich die Verschiffung der Teile auf den 26.10.2026.", `"Versand" made "Verschiffung"`},
		// A shift counted wrongly between its two dates, a duration glossed in seconds wrongly,
		// a table's rows counted wrongly.
		{"de_shift_weeks_counted_wrongly", TypeConsistency, de("Der Verdichter kommt erst am 23.11.2026 statt am 02.11.2026."),
			"Der Verdichter kommt erst am 23.11.2026 statt am 02.11.2026, also vier Wochen später als geplant; die Inbetriebnahme folgt.", "is not the 21 days"},
		{"ja_shift_weeks_counted_wrongly", TypeConsistency, ja("発送日を10月19日から10月26日に変更いたします。"),
			"発送日を10月19日から10月26日に、2週間の延期とさせていただきます。", "is not the 7 days"},
		{"de_shift_working_days_counted_wrongly", TypeConsistency, de("Die Lieferung kommt am 23.10.2026 statt am 16.10.2026."),
			"Die Lieferung kommt am 23.10.2026 statt am 16.10.2026, also 3 Werktage später.", "is not the 7 days"},
		{"ja_seconds_glossed_as_minutes", TypeConsistency, ja("約10秒で測定が終わります。"), "約10秒（約0.1分）で測定が終わります。", "is not"},
		{"ja_table_items_counted", TypeConsistency, ja("x"), "| 品名 | 金額 |\n|---|---|\n| 用紙 | 24,800円 |\n| トナー | 26,700円 |\n| 針 | 2,400円 |\n\n4項目の合計（税抜）：53,900円", "counts 4 items, the table has 3"},
		// A way of handling the matter the case never names; a compound's number changed.
		{"ja_invitation_made_prohibition", TypeStance, ja("ご不明な点がございましたら、お気軽にお問い合わせください。"),
			"ご不明な点がございましたら、お問い合わせはご遠慮ください。", "ご遠慮ください"},
		{"de_return_made_disposal", TypeStance, de("Bitte schicken Sie die defekte Lampe mit dem beiliegenden Rücksendeetikett an uns zurück."),
			"Bitte entsorgen Sie die defekte Lampe selbst.", "entsorgen"},
		{"ja_post_made_in_person", TypeStance, ja("破損品は、交換品に同梱の返送用伝票でご返送ください。"),
			"破損品は、交換品に同梱の返送用伝票を添えて、店頭へお持ちください。", "店頭"},
		{"de_item_made_photo", TypeStance, de("Bitte schicken Sie die defekte Lampe an uns zurück."),
			"Bitte fotografieren Sie die defekte Lampe und schicken Sie uns das Bild.", "fotografieren"},
		{"ja_help_desk_made_dealer", TypeStance, ja("それでも解決しない場合は、お手数ですがサポート窓口までお問い合わせください。"),
			"それでも解決しない場合は、お手数ですがお買い上げの販売店までお問い合わせください。", "販売店"},
		{"de_band_number_changed", TypePolarity, de("Netze, die nur im 5-GHz-Band funken, werden nicht unterstützt."),
			"Netze, die nur im 2,4-GHz-Band funken, werden nicht unterstützt.", `the number of "5-GHz-Band" made "2,4-GHz-Band"`},
		// A reasoning model's thinking left in the answer.
		{"de_plan_step_left", TypeStance, de("Der Rechnungsbetrag bleibt unverändert."), "Zunächst prüfe ich den Betrag: Der Rechnungsbetrag bleibt unverändert.", "speaks about the answer"},
		{"de_wait_opens_a_sentence", TypeStance, de("Wir senden Ihnen eine Ersatzlampe. Bitte schicken Sie die Lampe zurück."), "Wir senden Ihnen eine Ersatzlampe. Moment, bitte schicken Sie die Lampe zurück.", "Moment,"},
		{"de_english_self_correction", TypeStance, de("Die nächste Sitzung findet am 12.11.2026 statt."), "Wait, actually, die nächste Sitzung findet am 12.11.2026 statt.", "Wait"},
		{"de_dithering_over_a_date", TypeStance, de("Wir senden Ihnen am 20.10.2026 eine Ersatzlampe."), "Wir senden Ihnen am 20.10.2026 (oder? – doch, 20.10.2026) eine Ersatzlampe.", "oder? – doch"},
		{"de_understanding_hedge", TypeStance, de("Die Mehrkosten betragen 21.150,00 €."), "Die Mehrkosten betragen 21.150,00 € – sofern ich die Anfrage richtig verstanden habe.", "richtig verstanden habe"},
		{"de_note_about_the_request", TypeStance, de("Wir liefern am 12.11.2026."), "Wir liefern am 12.11.2026. (Hinweis: Ein Betrag war in der Anfrage nicht angegeben.)", "Hinweis"},
		{"de_final_answer_marker", TypeStance, de("Frau Müller meldet einen Wasserschaden. Herr Weiß ist verreist."), "Frau Müller meldet einen Wasserschaden. Antwort: Herr Weiß ist verreist.", "Antwort:"},
		{"de_reasoning_heading", TypeStance, de("So verbinden Sie die Wärmepumpe mit der App."), "**Confirming the time**\n\nSo verbinden Sie die Wärmepumpe mit der App.", "Confirming"},
		{"ja_plan_step_left", TypeStance, ja("新しいお届け予定日は10月21日（水）です。"), "まず日付を確認します。新しいお届け予定日は10月21日（水）です。", "を確認します"},
		{"ja_wait_opens_a_sentence", TypeStance, ja("交換品は10月19日に発送いたします。"), "待って、交換品は10月19日に発送いたします。", "待って"},
		{"ja_draft_preamble", TypeStance, ja("中島 大輔様\n\nお問い合わせいただき、ありがとうございます。"), "以下、返信文の案です。\n\n中島 大輔様\n\nお問い合わせいただき、ありがとうございます。", "の案です"},
		{"ja_verified_checklist", TypeStance, ja("営業の担当は引き続き松田部長です。"), "営業の担当は引き続き松田部長です。\n\n確認済み：日付・金額", "確認済み"},
		{"ja_dithering_over_a_date", TypeStance, ja("10月16日にお届けする予定でした。"), "10月16日（あれ？…いや、10月16日で合っています）にお届けする予定でした。", "あれ？"},
		{"ja_note_about_the_request", TypeStance, ja("追加費用は約1,400万円です。"), "追加費用は約1,400万円です。（※依頼文に日付の記載はありませんでした）", "依頼文に日付の記載は"},
		// A named party's request credited to the writer.
		{"de_customer_request_made_ours", TypePolarity, de("- Frau Köhler bittet um ein Rücksendeetikett."), "- Wir bitten um ein Rücksendeetikett.", "credited to the writer"},
		{"de_her_request_made_ours", TypePolarity, de("Herr Weiß ist verreist. Sie bittet darum, dass ein Installateur kommt."), "Herr Weiß ist verreist. Wir bitten darum, dass ein Installateur kommt.", "credited to the writer"},
		// An urgency, a degree, a certainty or a judgement the case never states.
		{"de_routine_made_urgent", TypeStance, de("Bitte schicken Sie die defekte Lampe zurück."), "Bitte schicken Sie umgehend die defekte Lampe zurück.", "umgehend"},
		{"de_cost_played_down", TypeStance, de("Herr Oßwald meldet Mehrkosten von 36.400,00 €."), "Herr Oßwald meldet Mehrkosten von lediglich 36.400,00 €.", "lediglich"},
		{"de_claim_endorsed", TypeStance, de("Sie bittet darum, dass ein Installateur kommt."), "Sie bittet zu Recht darum, dass ein Installateur kommt.", "zu recht"},
		{"de_pending_made_sure", TypeStance, de("Die Genehmigung steht noch aus."), "Die Genehmigung steht noch aus, gilt aber als sicher.", "gilt aber als sicher"},
		{"ja_request_made_whenever", TypeStance, ja("返送用伝票でご返送ください。"), "返送用伝票でお手すきの際にご返送ください。", "お手すきの際"},
		{"ja_cost_called_large", TypeStance, ja("追加費用は約1,400万円です。"), "多額の追加費用は約1,400万円です。", "多額"},
		{"ja_wish_made_demand", TypeStance, ja("10月22日までの交換品到着を希望。"), "10月22日までの交換品到着を強く要求。", "強く要求"},
		{"ja_start_made_at_the_earliest_flipped", TypeStance, ja("試験の開始は、早くても2026年11月9日となります。"), "試験の開始は、早ければ2026年11月9日となります。", "早ければ"},
		// A letter frame the case does not ground.
		{"ja_reply_opened_as_first_contact", TypeStance, ja("渡辺 弘様\n\nこのたびは修理のご依頼をいただき、誠にありがとうございます。"), "渡辺 弘様\n\n突然のご連絡にて失礼いたします。このたびは修理のご依頼をいただき、誠にありがとうございます。", "突然のご連絡"},
		{"ja_new_year_in_october", TypeStance, ja("小林 恵子様\n\nいつもご利用いただき、ありがとうございます。"), "小林 恵子様\n\n新年あけましておめでとうございます。いつもご利用いただき、ありがとうございます。", "新年あけまして"},
		{"ja_apology_repeated_never_made", TypeStance, ja("中島 大輔様\n\nご請求金額についてご説明いたします。\n今後ともよろしくお願いいたします。"), "中島 大輔様\n\nご請求金額についてご説明いたします。\n今後ともよろしくお願いいたします。\n重ねてお詫び申し上げます。", "repeats an apology"},
		{"ja_keigu_without_haikei", TypeStance, ja("今後ともよろしくお願いいたします。"), "今後ともよろしくお願いいたします。\n敬具", "without an opening word"},
		{"ja_haikei_closed_with_sousou", TypeStance, ja("ご確認をお願いいたします。"), "拝啓　ご確認をお願いいたします。\n草々", "closed with"},
		{"ja_kashiko_in_business", TypeStance, ja("今後ともよろしくお願いいたします。"), "今後ともよろしくお願いいたします。\nかしこ", "かしこ"},
		{"de_countersignature_invented", TypeStance, de("Bei Fragen sind wir gern für Sie da."), "Bei Fragen sind wir gern für Sie da.\nBitte senden Sie uns eine unterschriebene Kopie dieses Schreibens zurück.", "unterschriebene Kopie"},
		// A summary that says less than the case in one place.
		{"ja_bound_dropped", TypePolarity, ja("試験の開始は、早くても2026年11月9日となります。"), "試験の開始は、2026年11月9日となります。", "the bound"},
		{"de_replaced_value_kept", TypePolarity, de("Der Verdichter kommt erst am 23.11.2026 statt am 02.11.2026."), "Der Verdichter kommt erst am 23.11.2026 und am 02.11.2026.", "kept beside the new one"},
		{"de_span_made_point", TypePolarity, de("In der Wohnung tropft seit Mittwoch Wasser aus der Decke."), "In der Wohnung tropft am Mittwoch Wasser aus der Decke.", "since a day"},
		{"de_possibility_made_certain", TypePolarity, de("Aber Frau Müller kann die Wohnung am Montag aufschließen."), "Aber Frau Müller wird die Wohnung am Montag aufschließen.", "a possibility made a certainty"},
		{"de_statements_joined_as_cause", TypePolarity, de("Die Pumpe baut keinen Druck mehr auf; der Espresso läuft nur tröpfchenweise."), "Die Pumpe baut keinen Druck mehr auf, denn der Espresso läuft nur tröpfchenweise.", "a cause the golden does not state"},
		{"ja_until_dropped_after_a_date", TypePolarity, ja("10月22日（木）までの交換品到着を希望。"), "10月22日（木）の交換品到着を希望。", "まで dropped"},
		{"ja_plan_told_as_fact", TypePolarity, ja("10月16日にお届けする予定でしたが、発送が遅れております。"), "10月16日にお届けしましたが、発送が遅れております。", "a plan or an outlook told as a fact"},
		{"ja_contrast_dropped", TypePolarity, ja("10月16日にお届けする予定でしたが、配送センターでの作業遅延により発送が遅れております。"), "10月16日にお届けする予定でした。", "the contrast"},
		{"de_restricting_clause_dropped", TypePolarity, de("Netze, die nur im 5-GHz-Band funken, werden nicht unterstützt."), "Netze werden nicht unterstützt.", "the restricting clause"},
		{"ja_modifier_dropped", TypePolarity, ja("今月から追加ユーザー分の料金5,500円が加算されております。"), "今月から料金5,500円が加算されております。", "the modifier"},
		{"de_quantity_dropped_from_a_sentence", TypePolarity, de("Der Kopplungsmodus bleibt 10 Minuten aktiv."), "Der Kopplungsmodus bleibt aktiv.", "the quantity"},
		// Another conversation mixed in: a reference to an earlier exchange, a name, a payment term.
		{"de_earlier_mail_invented", TypeStance, de("Wir senden Ihnen am 20.10.2026 eine Ersatzlampe zu."), "Wir senden Ihnen am 20.10.2026 eine Ersatzlampe zu, wie bereits in der letzten E-Mail mitgeteilt.", "earlier exchange"},
		{"ja_earlier_inquiry_invented", TypeStance, ja("新しいお届け予定日は10月21日（水）です。"), "前回のお問い合わせの件につきましても、確認を進めております。新しいお届け予定日は10月21日（水）です。", "earlier exchange"},
		{"de_other_customer_named", TypeStance, generalCase{lang: "de", golden: "Sehr geehrte Frau Schäfer,\n\nbitte sagen Sie den Termin spätestens 24 Stunden vorher ab."}, "Sehr geehrte Frau Schäfer,\n\nbitte sagen Sie den Termin spätestens 24 Stunden vorher ab, Frau Lindner.", "a name the case never writes"},
		{"de_chat_turn_residue", TypeStance, de("Die nächste Sitzung findet am 12.11.2026 statt."), "Die nächste Sitzung findet am 12.11.2026 statt. Guten Tag, wie kann ich Ihnen heute weiterhelfen?", "speaks about the answer"},
		{"de_cash_on_delivery", TypeStance, de("Die Lieferung erfolgt am 12.11.2026."), "Die Lieferung per Nachnahme erfolgt am 12.11.2026.", "a payment term"},
		{"ja_prepayment", TypeStance, ja("固定価格は1,480ユーロ（税別）です。"), "固定価格は1,480ユーロ（税別、ご注文時に全額前払い）です。", "a payment term"},
		// Another product, or a detail the case never gives.
		{"de_successor_model_offered", TypeStance, de("Wir senden Ihnen kostenlos eine Ersatzlampe zu."), "Wir senden Ihnen kostenlos eine Ersatzlampe des Nachfolgemodells zu.", "Nachfolgemodell"},
		{"ja_compatible_toner", TypeStance, ja("| プリンタートナー TN-293 | 3個 | 8,900円 |"), "| 互換プリンタートナー TN-293 | 3個 | 8,900円 |", "互換"},
		{"ja_validity_invented", TypeStance, ja("お見積もり（見積番号 TU-4471）をお送りいたします。"), "お見積もり（見積番号 TU-4471、有効期限：発行日から30日間）をお送りいたします。", "有効期限"},
		{"de_floor_invented", TypeStance, de("Gießereistraße 14\n67059 Ludwigshafen am Rhein"), "Gießereistraße 14, 3. OG\n67059 Ludwigshafen am Rhein", "3. OG"},
		{"ja_department_invented", TypeStance, ja("佐藤部長\n\nご訪問いただき、ありがとうございました。"), "総務部 佐藤部長\n\nご訪問いただき、ありがとうございました。", "総務部"},
		{"de_call_first_invented", TypeStance, de("Bitte schicken Sie die defekte Lampe an uns zurück."), "Bitte melden Sie sich vorab kurz telefonisch bei uns und schicken Sie die defekte Lampe an uns zurück.", "vorab kurz telefonisch"},
		{"ja_deadline_dropped", TypePolarity, ja("日程の変更をご希望の場合は、前日の17時までにご連絡ください。"), "日程の変更をご希望の場合は、ご連絡ください。", "the deadline"},
		{"de_contact_by_post", TypeStance, de("Wenden Sie sich bitte an unseren Kundendienst."), "Wenden Sie sich bitte schriftlich per Post an unseren Kundendienst.", "schriftlich per Post"},
		{"ja_wait_for_our_notice", TypeStance, ja("試料は次の宛先にお送りください。"), "試料はこちらからのご案内をお待ちいただいてから次の宛先にお送りください。", "ご案内をお待ち"},
		// An apology made regret about the state of things.
		{"de_apology_made_regret", TypeStance, de("Vielen Dank für Ihre Nachricht, und es tut uns leid, dass Ihre Stehlampe flackert."),
			"Vielen Dank für Ihre Nachricht, und es ist schade, dass Ihre Stehlampe flackert.", "the golden apologises"},
		{"de_apology_made_a_judgement", TypeStance, de("Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen."),
			"Die Unannehmlichkeiten sind bedauerlich.", "the golden apologises"},
		{"ja_apology_made_regret", TypeStance, ja("ご迷惑をおかけし、誠に申し訳ございません。交換品を発送いたします。"),
			"誠に残念です。交換品を発送いたします。", "the golden apologises"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(tt.typ, tt.text)
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

func TestCurrencyLeakAgreementRulesPassParaphrases(t *testing.T) {
	de := func(golden string) generalCase { return generalCase{lang: "de", golden: golden} }
	ja := func(golden string) generalCase { return generalCase{lang: "ja", golden: golden} }
	tests := []struct {
		name, typ string
		g         generalCase
		text      string
	}{
		{"de_appointment_made_meeting", TypePolarity, de("Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte spätestens 24 Stunden vorher ab."),
			"Falls Sie die Besprechung nicht wahrnehmen können, sagen Sie sie bitte spätestens 24 Stunden vorher ab."},
		{"de_adjective_only", TypePolarity, de("Herr Strauß bittet, den neuen Termin bis zum 21.10.2026 freizugeben."),
			"Herr Strauß bittet, den neuen Termin bis spätestens 21.10.2026 freizugeben."},
		{"de_shipping_made_dispatch", TypePolarity, de("Aufgrund des Fertigungsablaufs verschiebt sich der Versand der Teile auf den 26.10.2026."),
			"Aufgrund des Fertigungsablaufs verschiebt sich die Versendung der Teile auf den 26.10.2026."},
		{"de_shift_weeks_counted", TypeConsistency, de("Der Verdichter kommt erst am 23.11.2026 statt am 02.11.2026."),
			"Der Verdichter kommt erst am 23.11.2026 statt am 02.11.2026, also drei Wochen später; die Inbetriebnahme verschiebt sich auf den 07.12.2026."},
		{"de_shift_roughly_weeks", TypeConsistency, de("Die Lieferung verschiebt sich vom 19.10.2026 auf den 02.11.2026."),
			"Die Lieferung verschiebt sich um zwei Wochen vom 19.10.2026 auf den 02.11.2026."},
		{"ja_shift_week_counted", TypeConsistency, generalCase{lang: "ja", golden: "発送日を10月19日から10月26日に変更いたします。"},
			"発送日は10月19日から10月26日へ、1週間遅れとなります。"},
		{"de_shift_working_days_counted", TypeConsistency, de("Die Lieferung kommt am 23.10.2026 statt am 16.10.2026."),
			"Die Lieferung kommt am 23.10.2026 statt am 16.10.2026, also 5 Werktage später."},
		{"ja_seconds_glossed", TypeConsistency, generalCase{lang: "ja", golden: "約90秒で終わります。"}, "約90秒（約1.5分）で終わります。"},
		{"de_return_reworded", TypeStance, de("Bitte schicken Sie die defekte Lampe mit dem beiliegenden Rücksendeetikett an uns zurück."),
			"Die defekte Lampe senden Sie bitte mit dem beigelegten Rücksendeetikett kostenlos an uns zurück."},
		{"ja_inquiry_reworded", TypeStance, ja("ご不明な点がございましたら、お気軽にお問い合わせください。"),
			"ご不明点がございましたら、どうぞお気軽にご連絡ください。"},
		{"de_photo_the_case_asks_for", TypeStance, generalCase{lang: "de", golden: "Bitte senden Sie uns ein Foto des Typenschilds.", request: "Kunde fragt nach Reparatur; wir brauchen ein Foto."},
			"Schicken Sie uns bitte ein Foto des Typenschilds."},
		{"de_band_number_kept", TypePolarity, de("Netze, die nur im 5-GHz-Band funken, werden nicht unterstützt."),
			"Netze, die ausschließlich im 5-GHz-Band funken, werden nicht unterstützt."},
		{"de_we_check_first", TypeStance, de("Wir prüfen Ihre Anfrage."), "Zunächst prüfen wir Ihre Anfrage und melden uns im Moment der Klärung."},
		{"de_summary_with_result_label", TypeStance, de("Der Ausschuss hat die Mehrkosten freigegeben."), "Ergebnis: Der Ausschuss hat die Mehrkosten freigegeben."},
		{"de_reply_with_reference_label", TypeStance, de("Wir liefern am 12.11.2026."), "Ihre Anfrage vom 10.11.2026 – unsere Antwort: Wir liefern am 12.11.2026."},
		{"ja_please_check_first", TypeStance, ja("本体の表示部にコードが出ます。"), "まずは本体の表示部をご確認ください。コードが出ます。"},
		{"ja_confirmed_as_a_word", TypeStance, ja("入金を確認いたしました。"), "ご入金は確認済みです。"},
		{"de_customer_request_restated", TypePolarity, de("- Frau Köhler bittet um ein Rücksendeetikett."), "- Frau Köhler möchte ein Rücksendeetikett."},
		{"de_urgency_of_the_case", TypeStance, generalCase{lang: "de", golden: "Bitte melden Sie sich umgehend.", request: "Dringend: Wasserschaden."}, "Bitte melden Sie sich umgehend, der Fall ist dringend."},
		{"ja_hedge_on_a_measurement", TypeStance, ja("じゅうたんの上では正しく測定できないことがあります。"), "じゅうたんの上では正確な測定ができないおそれがあります。"},
		{"ja_can_confirm", TypeStance, ja("表示されていることを確認すれば、設定は完了です。"), "表示されていることを確認できれば、設定は完了です。"},
		{"ja_haikei_keigu_of_the_golden", TypeStance, ja("拝啓　ご確認をお願いいたします。\n敬具"), "拝啓　時下ますますご清栄のこととお喜び申し上げます。ご確認をお願いいたします。\n敬具"},
		{"ja_early_is_no_closing_word", TypeStance, ja("早速ご対応いただき、ありがとうございます。"), "早々にご対応いただき、ありがとうございます。"},
		{"ja_apology_said_again", TypeStance, ja("ご迷惑をおかけし、申し訳ございません。"), "ご迷惑をおかけし、申し訳ございません。重ねてお詫び申し上げます。"},
		{"ja_bound_kept_in_other_words", TypePolarity, ja("試験の開始は、早くても2026年11月9日となります。"), "試験の開始は、最短でも2026年11月9日となります。"},
		{"de_possibility_kept", TypePolarity, de("Aber Frau Müller kann die Wohnung am Montag aufschließen."), "Aber Frau Müller kann die Wohnung am Montag, 19.10.2026, aufschließen."},
		{"ja_plan_kept", TypePolarity, ja("10月16日にお届けする予定でしたが、発送が遅れております。"), "10月16日にお届けの予定でしたが、発送が遅れております。"},
		{"de_clause_kept_reworded", TypePolarity, de("Netze, die nur im 5-GHz-Band funken, werden nicht unterstützt."), "Netze, die ausschließlich im 5-GHz-Band funken, werden nicht unterstützt."},
		{"de_named_person_of_the_case", TypeStance, generalCase{lang: "de", golden: "Sehr geehrter Herr Prof. Dr. Hoffmann,\n\nwir liefern am 12.11.2026.", request: "Lieferung an Frau Dr. Julia Schulze"}, "Sehr geehrter Herr Professor Hoffmann,\n\nwir liefern am 12.11.2026 an Frau Dr. Schulze."},
		{"ja_department_of_the_case", TypeStance, generalCase{lang: "ja", golden: "請求書の送付先は経理部の小西課長に変わります。"}, "今後、請求書は経理部の小西課長宛てにお送りください。"},
		{"de_floor_of_the_case", TypeStance, generalCase{lang: "de", golden: "Brückenstraße 12, 2. OG"}, "Die Wohnung liegt in der Brückenstraße 12, 2. OG."},
		{"de_apology_as_we_regret", TypeStance, de("Vielen Dank für Ihre Nachricht, und es tut uns leid, dass Ihre Stehlampe flackert."),
			"Wir bedauern sehr, dass Ihre Stehlampe flackert, und danken Ihnen für Ihre Nachricht."},
		{"de_apology_as_excuse", TypeStance, de("Es tut uns leid, dass Ihre Stehlampe flackert."),
			"Bitte entschuldigen Sie, dass Ihre Stehlampe flackert."},
		{"ja_apology_as_inconvenience", TypeStance, generalCase{lang: "ja", golden: "ご迷惑をおかけし、誠に申し訳ございません。"},
			"ご不便をおかけしましたことを深くお詫び申し上げます。"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(tt.typ, tt.text)
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
