package score

import (
	"testing"
)

// Time words, logical links and business terms: the rules a blind batch on relative
// dates, conditions and term families prompted, what each catches (the case's
// reference date is 16.10.2026, a Friday) and paraphrases it lets pass.
func TestTimeLinkTermRulesCatch(t *testing.T) {
	tests := []typedCatch{
		// A relative word its date does not fit.
		{"de_today_on_a_later_date", TypeConsistency, deGolden("Die Inbetriebnahme verschiebt sich auf den 16.11.2026."), "Die Inbetriebnahme verschiebt sich auf den 16.11.2026 (also heute).", "today"},
		{"ja_next_day_two_days_later", TypeConsistency, jaGolden("交換品は10月19日に発送いたしますので、10月22日（木）までにお届けできる見込みです。"), "交換品は10月19日に発送いたしますので、翌日の10月22日（木）までにお届けできる見込みです。", "the day after"},
		{"ja_next_year_on_this_year", TypeConsistency, jaGolden("お支払い期限は2026年10月30日です。"), "お支払い期限は来年の2026年10月30日です。", "next year"},
		{"de_same_week_a_month_later", TypeConsistency, deGolden("Der Versand verschiebt sich vom 19.10.2026 auf den 09.11.2026."), "Der Versand verschiebt sich vom 19.10.2026 auf den 09.11.2026 (Montag, noch in derselben Woche).", "the week of"},
		{"de_end_of_week_on_a_wednesday", TypeConsistency, deGolden("Der Termin ist am 21.10.2026."), "Der Termin ist am 21.10.2026 (Ende der Woche).", "end of a week"},
		{"ja_weekend_on_a_wednesday", TypeConsistency, jaGolden("新しいお届け予定日は10月21日（水）です。"), "新しいお届け予定日は週末の10月21日（水）です。", "weekend"},
		{"ja_start_of_week_on_a_friday", TypeConsistency, jaGolden("訪問日時：2026年10月23日（金）14時〜16時"), "訪問日時：週明けの2026年10月23日（金）14時〜16時", "start of a week"},
		// A duration glossed by another length.
		{"ja_two_weeks_glossed_as_a_month", TypeConsistency, jaGolden("修正版の提供後に2週間の再テストが必要。"), "修正版の提供後に2週間（約1か月）の再テストが必要。", "2週間 is not 1か月"},
		{"de_ten_days_glossed_as_three_weeks", TypeConsistency, deGolden("Die Lieferzeit beträgt 10 Tage."), "Die Lieferzeit beträgt 10 Tage (also drei Wochen).", "is not"},
		// Midnight pinned to a whole day, a clock hour made hours, a span's start dropped.
		{"de_deadline_at_midnight", TypeNumbers, deGolden("Rückmeldung bis spätestens 19.10.2026."), "Rückmeldung bis spätestens 19.10.2026 um 0:00 Uhr.", "clock time"},
		{"ja_last_day_at_midnight", TypeNumbers, jaGolden("旧事務所での営業は11月13日（金）までです。"), "旧事務所での営業は11月13日（金）0時までです。", "clock time"},
		{"ja_clock_hour_made_hours", TypeNumbers, jaGolden("訪問日時：2026年10月23日（金）14時〜16時"), "訪問日時：2026年10月23日（金）14時から16時間", "number of hours"},
		{"de_span_made_until", TypeNumbers, deGolden("Stellen Sie zum Beispiel 21 °C von 6 bis 22 Uhr ein."), "Stellen Sie zum Beispiel 21 °C bis 22 Uhr ein.", "made an until"},
		// The one verb's tense moved.
		{"de_pending_told_as_past", TypeStance, deGolden("Die Druckbehälterprüfung ist bestanden, die Genehmigung der Gewerbeaufsicht steht noch aus."), "Die Druckbehälterprüfung ist bestanden, die Genehmigung der Gewerbeaufsicht stand noch aus.", "put in the past"},
		{"de_ongoing_told_as_over", TypeStance, deGolden("In der Wohnung tropft seit Mittwoch Wasser aus der Decke."), "In der Wohnung tropfte seit Mittwoch Wasser aus der Decke.", "put in the past"},
		{"de_until_made_since", TypeStance, deGolden("Die Inbetriebnahme verschiebt sich auf den 16.11.2026; bis dahin läuft die alte Anlage weiter."), "Die Inbetriebnahme verschiebt sich auf den 16.11.2026; seitdem läuft die alte Anlage weiter.", "since"},
		// Conditions, causes and modality.
		{"de_if_made_unless", TypeStance, deGolden("Falls die Verbindung nicht klappt, prüfen Sie das Passwort."), "Außer wenn die Verbindung nicht klappt, prüfen Sie das Passwort.", "unless"},
		{"ja_if_made_unless", TypeStance, jaGolden("日程の変更をご希望の場合は、前日の17時までにご連絡ください。"), "日程の変更をご希望の場合を除き、前日の17時までにご連絡ください。", "unless"},
		{"ja_if_made_even_if", TypeStance, jaGolden("表示部に「Lo」と出ている場合は、新しい電池に交換してください。"), "表示部に「Lo」と出ている場合でも、新しい電池に交換してください。", "even if"},
		{"de_cause_made_irrelevant", TypeStance, deGolden("Aufgrund des Fertigungsablaufs verschiebt sich der Versand auf den 09.11.2026."), "Unabhängig vom Fertigungsablauf verschiebt sich der Versand auf den 09.11.2026.", "irrelevant"},
		{"ja_cause_made_a_guess", TypeStance, jaGolden("配送センターでの作業遅延により発送が遅れております。"), "配送センターでの作業遅延のためか発送が遅れております。", "guess"},
		{"de_not_supported_made_need_not", TypeStance, deGolden("Netze, die nur im 5-GHz-Band funken, werden von der Nordwärme L9 nicht unterstützt."), "Netze, die nur im 5-GHz-Band funken, müssen von der Nordwärme L9 nicht unterstützt werden.", "need-not"},
		{"de_may_made_must", TypeStance, deGolden("Sie können den Termin bis zum Vortag ändern."), "Sie müssen den Termin bis zum Vortag ändern.", "may a must"},
		{"ja_commitment_made_possibility", TypeStance, jaGolden("500円分のクーポンをお送りいたします。"), "500円分のクーポンをお送りすることも可能です。", "possibility"},
		{"de_commitment_made_possibility", TypeStance, deGolden("Wir senden Ihnen am 20.10.2026 eine Ersatzlampe zu."), "Wir können Ihnen am 20.10.2026 eine Ersatzlampe zusenden.", "possibility"},
		{"ja_reporter_made_cause", TypeStance, jaGolden("松本様より、差し込み口が割れているとの連絡。"), "松本様の取り扱いにより、差し込み口が割れているとの連絡。", "reports a cause"},
		{"de_reporter_blamed", TypeStance, deGolden("Frau Müller meldet, dass in der Wohnung Wasser aus der Decke tropft."), "Frau Müller hat verursacht, dass in der Wohnung Wasser aus der Decke tropft.", "blames"},
		{"de_new_item_made_used", TypeStance, deGolden("Wir senden Ihnen kostenlos eine neue Lampe zu."), "Wir senden Ihnen kostenlos eine generalüberholte Lampe zu.", "used or repaired"},
		{"ja_person_made_deputy", TypeStance, jaGolden("担当の西村が調査し、回答する。"), "代理担当の西村が調査し、回答する。", "deputy"},
		{"ja_step_made_skipped", TypeStance, jaGolden("電池を入れてから、カバーを閉じてください。"), "電池を入れずに、カバーを閉じてください。", "skipped"},
		{"de_then_made_instead", TypeStance, deGolden("Bestätigen Sie anschließend Ihre E-Mail-Adresse über den Link."), "Bestätigen Sie stattdessen Ihre E-Mail-Adresse über den Link.", "alternative"},
		{"ja_cause_clause_moved", TypeStance, jaGolden("6. 本体に4桁のコードが出ますので、アプリの入力欄に同じ数字を入れて「接続」を押します。接続が完了すると、本体に「OK」と表示されます。"),
			"6. アプリの入力欄に同じ数字を入れて「接続」を押します。本体に4桁のコードが出ますので、接続が完了すると、本体に「OK」と表示されます。", "now explains"},
		// A qualifier no one set: a surcharge, a group, stock, a warranty, a region, a
		// channel, a handover, a minimum order, part of the scope, all customers.
		{"de_price_plus_shipping", TypeStance, deGolden("Die Mehrkosten betragen 18.750,00 € für die Stahlträger."), "Die Mehrkosten betragen 18.750,00 € zzgl. Versandkosten für die Stahlträger.", "surcharge"},
		{"ja_coupon_for_members_only", TypeStance, jaGolden("次回のお買い物でご利用いただける500円分のクーポンをお送りいたします。"), "次回のお買い物でご利用いただける会員様限定の500円分のクーポンをお送りいたします。", "group of customers"},
		{"ja_shipping_subject_to_stock", TypeStance, jaGolden("交換品は10月19日に発送いたします。"), "交換品は在庫がある限り10月19日に発送いたします。", "stock or request"},
		{"de_help_within_warranty", TypeStance, deGolden("Bei Fragen sind wir gern für Sie da."), "Bei Fragen sind wir während der Garantiezeit gern für Sie da.", "warranty"},
		{"de_free_within_germany", TypeStance, deGolden("Für Sie entstehen dabei keine Kosten."), "Für Sie entstehen dabei innerhalb Deutschlands keine Kosten.", "regional"},
		{"ja_contact_by_phone_only", TypeStance, jaGolden("ご不明な点がございましたら、お気軽にお問い合わせください。"), "ご不明な点がございましたら、お電話でのみお問い合わせください。", "channel"},
		{"de_handover_in_person_only", TypeStance, deGolden("Wir liefern am 12.11.2026 zwischen 8 und 12 Uhr."), "Wir liefern am 12.11.2026 zwischen 8 und 12 Uhr; die Übergabe erfolgt nur an den Besteller persönlich.", "handover"},
		{"de_price_on_a_minimum_order", TypeStance, deGolden("| Kühltechnik | 14.890,00 € | 6 Wochen |"), "| Kühltechnik | 14.890,00 € (bei Abnahme von mindestens 2 Anlagen) | 6 Wochen |", "minimum order"},
		{"de_remedy_for_all_customers", TypeStance, deGolden("Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu."), "Wir senden allen betroffenen Kunden am 20.10.2026 kostenlos eine Ersatzlampe zu.", "all customers"},
		// A word of the same reading, a kana phrase in the wrong kanji.
		{"ja_reply_written_as_transform", TypeWellFormed, jaGolden("本メールにご返信ください。"), "本メールにご変身ください。", "same reading"},
		{"ja_approval_written_as_witness", TypeWellFormed, jaGolden("お見積もりへのご承認をお願いいたします。"), "お見積もりへのご証人をお願いいたします。", "same reading"},
		{"ja_oru_written_as_fold", TypeWellFormed, jaGolden("発送が遅れております。"), "発送が遅れて折ります。", "wrong kanji"},
		{"ja_kono_tabi_written_as_journey", TypeWellFormed, jaGolden("このたびは修理のご依頼をいただき、誠にありがとうございます。"), "この旅は修理のご依頼をいただき、誠にありがとうございます。", "wrong kanji"},
		// A request without its お/ご or as a memo's rule, thanks for one's own act, a
		// prohibition for a request, a step put before what it needs, a shipping mode,
		// a party charged and a requirement no one set.
		{"ja_request_lost_its_go", TypeWellFormed, jaGolden("以下の点をご確認ください。"), "以下の点を確認ください。", "lost the golden's"},
		{"ja_request_made_memo_rule", TypeWellFormed, jaGolden("ご不明な点がございましたら、本メールにご返信ください。"), "ご不明な点がございましたら、本メールに返信すること。", "memo's rule"},
		{"ja_thanks_for_own_act", TypeWellFormed, jaGolden("このたびは修理のご依頼をいただき、誠にありがとうございます。"), "このたびは修理のご依頼をさせていただき、誠にありがとうございます。", "own act"},
		{"ja_request_made_prohibition", TypeStance, jaGolden("破損品は、交換品に同梱の返送用伝票でご返送ください。"), "破損品は、交換品に同梱の返送用伝票でご返送なさらないでください。", "prohibition"},
		{"ja_step_before_its_prerequisite", TypeStance, jaGolden("破損品は、交換品に同梱の返送用伝票でご返送ください。"), "破損品は、交換品の到着前に、交換品に同梱の返送用伝票でご返送ください。", "before"},
		{"de_step_before_its_prerequisite", TypeStance, deGolden("Bitte schicken Sie die defekte Lampe mit dem beiliegenden Etikett an uns zurück."), "Bitte schicken Sie die defekte Lampe noch vor Erhalt der Ersatzlieferung mit dem beiliegenden Etikett an uns zurück.", "before"},
		{"ja_shipped_by_sea", TypeStance, jaGolden("交換品は10月19日に発送予定。"), "交換品は10月19日に船便で発送予定。", "shipping"},
		{"de_cost_charged_to_a_party", TypeStance, deGolden("Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände."), "Herr Oßwald meldet Mehrkosten von 36.400,00 € zulasten des Lieferanten für Schallschutzwände.", "party charged"},
		{"de_original_packaging_required", TypeStance, deGolden("Bitte schicken Sie die defekte Lampe an uns zurück."), "Bitte schicken Sie die defekte Lampe in der Originalverpackung an uns zurück.", "requirement"},
		{"de_appointment_made_deadline", TypePolarity, deGolden("Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte ab."), "Falls Sie die Frist nicht wahrnehmen können, sagen Sie ihn bitte ab.", "made"},
		{"de_wir_with_third_person_verb", TypeWellFormed, deGolden("Frau Köhler bittet um ein Rücksendeetikett."), "Wir bittet um ein Rücksendeetikett.", "third person"},
		{"ja_own_side_made_readers", TypePolarity, jaGolden("当方の試験台はそれまで予約で埋まっております。"), "貴社の試験台はそれまで予約で埋まっております。", "made"},
		{"de_start_made_end", TypePolarity, deGolden("Starten Sie den Kopplungsmodus erneut."), "Beenden Sie den Kopplungsmodus erneut.", "made"},
		{"de_free_of_charge_made_freedom", TypePolarity, deGolden("Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu."), "Wir senden Ihnen am 20.10.2026 frei eine Ersatzlampe zu.", "made"},
		{"ja_free_of_charge_made_freedom", TypePolarity, jaGolden("Google Play から無料アプリをダウンロードします。"), "Google Play から自由なアプリをダウンロードします。", "made"},
		// A business term put for its neighbour.
		{"de_approval_made_review", TypePolarity, deGolden("Die Genehmigung der Gewerbeaufsicht steht noch aus."), "Die Prüfung der Gewerbeaufsicht steht noch aus.", "made"},
		{"ja_inquiry_made_application", TypePolarity, jaGolden("勤怠データが取り込めないとの問い合わせがあった。"), "勤怠データが取り込めないとの申し込みがあった。", "made"},
		{"ja_shipping_made_stock_arrival", TypePolarity, jaGolden("配送センターでの作業遅延により発送が遅れております。"), "配送センターでの作業遅延により入荷が遅れております。", "made"},
		{"de_invoice_amount_made_list_price", TypePolarity, deGolden("Der Rechnungsbetrag bleibt unverändert."), "Der Listenpreis bleibt unverändert.", "made"},
	}
	assertTypedCatches(t, tests)
}

func TestTimeLinkTermRulesPassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_today_on_the_reference_date", TypeConsistency, deGolden("Notiz vom 16.10.2026: Anruf von Frau Müller."), "Heute, am 16.10.2026, rief Frau Müller an."},
		{"ja_next_day_that_is", TypeConsistency, jaGolden("10月19日に発送し、10月20日にお届けします。"), "10月19日に発送し、翌日の10月20日にお届けします。"},
		{"de_next_week_that_is", TypeConsistency, deGolden("Der Termin ist am 21.10.2026."), "Der Termin ist nächste Woche, am 21.10.2026."},
		{"ja_month_end_that_is", TypeConsistency, jaGolden("お支払い期限は2026年10月30日です。"), "お支払い期限は月末の2026年10月30日です。"},
		{"de_weekend_that_is", TypeConsistency, deGolden("Wir liefern am 24.10.2026."), "Wir liefern am Wochenende, am 24.10.2026."},
		{"de_weekend_of_another_clause", TypeConsistency, deGolden("Die Praxis öffnet am 19.10.2026."), "Am Wochenende zu, dann am 19.10.2026 wieder offen."},
		{"de_morning_is_no_tomorrow", TypeConsistency, deGolden("Der Techniker kommt am 23.10.2026 vormittags."), "Der Techniker kommt am Morgen des 23.10.2026."},
		{"de_working_days_glossed_as_weeks", TypeConsistency, deGolden("Die Lieferzeit beträgt 10 Werktage."), "Die Lieferzeit beträgt 10 Werktage (also zwei Wochen)."},
		{"ja_two_weeks_glossed_as_days", TypeConsistency, jaGolden("2週間の再テストが必要。"), "2週間（14日間）の再テストが必要。"},
		{"de_days_glossed_as_round_weeks", TypeConsistency, deGolden("Die Lieferzeit beträgt 10 Tage."), "Die Lieferzeit beträgt 10 Tage (also rund zwei Wochen)."},
		{"ja_according_to_a_person", TypeStance, jaGolden("髙橋様から、10月分の勤怠データが取り込めないとの問い合わせがあった。"), "髙橋様によりますと、10月分の勤怠データが取り込めないとの問い合わせがあった。"},
		{"ja_yourself_in_an_instruction", TypeStance, jaGolden("新しい電池に交換してください。"), "ご自身で新しい電池に交換してください。"},
		{"de_deadline_at_end_of_day", TypeNumbers, deGolden("Rückmeldung bis spätestens 19.10.2026, 10:00 Uhr."), "Rückmeldung bis spätestens 19.10.2026 um 10:00 Uhr."},
		{"ja_span_with_its_length", TypeNumbers, jaGolden("訪問日時：10月23日（金）14時〜16時"), "訪問日時：10月23日（金）14時から16時まで"},
		{"de_span_reworded", TypeNumbers, deGolden("Die Lieferung erfolgt zwischen 8 und 12 Uhr."), "Die Lieferung erfolgt von 8 bis 12 Uhr."},
		{"de_report_in_the_past", TypeStance, deGolden("Frau Müller meldet, dass in der Wohnung Wasser aus der Decke tropft."), "Frau Müller meldete, dass in der Wohnung Wasser aus der Decke tropft."},
		{"de_must_as_an_instruction", TypeStance, deGolden("Verbinden Sie Ihr Smartphone mit einem WLAN im 2,4-GHz-Band."), "Ihr Smartphone muss mit einem WLAN im 2,4-GHz-Band verbunden sein."},
		{"de_we_must_tell_you", TypeStance, deGolden("Leider verschiebt sich der Versand auf den 09.11.2026."), "Wir müssen Ihnen leider mitteilen, dass sich der Versand auf den 09.11.2026 verschiebt."},
		{"de_unless_the_golden_writes", TypeStance, deGolden("Wir liefern am 12.11.2026, es sei denn, Sie sagen ab."), "Wir liefern am 12.11.2026, es sei denn, Sie sagen den Termin ab."},
		{"de_check_by_a_person", TypeStance, deGolden("Die Statik prüft Frau Dr. Jäger."), "Die Prüfung der Statik erfolgt durch Frau Dr. Jäger."},
		{"ja_cause_clause_on_two_merged_sentences", TypeStance, jaGolden("9月20日にユーザーを1名追加していただいたため、今月から追加ユーザー分の料金5,500円が加算されております。請求書INV-88213の合計は38,500円です。"),
			"9月20日にユーザーを1名追加していただいたため、請求書INV-88213では追加ユーザー分の料金5,500円が加算され、合計38,500円となっております。"},
		{"de_surcharge_the_case_writes", TypeStance, generalCase{lang: "de", golden: "Der Preis beträgt 980,00 €.", request: "Preis 980,00 € zzgl. Versandkosten"}, "Der Preis beträgt 980,00 € zzgl. Versandkosten."},
		{"de_all_of_the_sender", TypeStance, deGolden("Vielen Dank für Ihre Geduld."), "Vielen Dank für Ihre Geduld, wir danken allen Beteiligten."},
		{"ja_homophone_the_case_writes", TypeWellFormed, generalCase{lang: "ja", golden: "資料と試料をお送りします。"}, "資料と試料をお送りいたします。"},
		{"ja_kono_tabi_in_kanji", TypeWellFormed, jaGolden("このたびは修理のご依頼をいただき、誠にありがとうございます。"), "この度は修理のご依頼をいただき、誠にありがとうございます。"},
		{"ja_request_with_its_go", TypeWellFormed, jaGolden("以下の点をご確認ください。"), "以下の点を必ずご確認ください。"},
		{"ja_own_act_announced", TypeWellFormed, jaGolden("担当者よりご連絡いたします。"), "担当者よりご連絡させていただきます。"},
		{"ja_prohibition_the_golden_gives", TypeStance, jaGolden("本体に靴下のまま乗らないでください。"), "靴下のまま本体に乗らないでください。"},
		{"de_wir_with_adverb", TypeWellFormed, deGolden("Wir liefern am 12.11.2026."), "Wir liefern erst am 12.11.2026, wir bereiten alles vor."},
		{"ja_contact_for_inquiry", TypePolarity, jaGolden("ご不明な点がございましたら、お気軽にお問い合わせください。"), "ご不明な点がございましたら、お気軽にご連絡ください。"},
		{"de_message_worded_as_mitteilung", TypePolarity, deGolden("Vielen Dank für Ihre Nachricht."), "Vielen Dank für Ihre Mitteilung."},
	}
	assertTypedPasses(t, tests)
}
