package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The rules a blind batch of damage prompted, each in a check that was there: what
// each catches, and paraphrases of the same sentences that it lets pass.
func TestLaterRulesCatch(t *testing.T) {
	de := func(golden string) generalCase { return generalCase{lang: "de", golden: golden} }
	ja := func(golden string) generalCase { return generalCase{lang: "ja", golden: golden} }
	tests := []struct {
		name, typ string
		g         generalCase
		text      string
		reason    string
	}{
		// A deadline stated as a fixed date.
		{"de_until_made_on", TypeNumbers, de("Herr Weiß ist bis zum 22.10.2026 verreist."), "Herr Weiß ist am 22.10.2026 verreist.", "deadline"},
		{"ja_by_made_at", TypeNumbers, ja("担当の西村が調査し、10月19日（月）17時までに回答する。"), "担当の西村が調査し、10月19日（月）17時に回答する。", "deadline"},
		// Best effort and certainty the case does not write.
		{"de_commitment_made_best_effort", TypeStance, de("Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu."), "Wir bemühen uns, Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zuzusenden.", "bemühen uns"},
		{"ja_commitment_made_best_effort", TypeStance, ja("交換品は10月19日に発送いたします。"), "交換品は10月19日に発送できるよう努めます。", "努めます"},
		{"ja_expectation_made_certain", TypeStance, ja("10月22日（木）までにお届けできる見込みです。"), "10月22日（木）までに必ずお届けいたします。", "必ず"},
		// Two kanji of a word the other way round.
		{"ja_kanji_transposed_in_company_form", TypeWellFormed, ja("株式会社アオバ精工の大阪営業所"), "株式社会アオバ精工の大阪営業所", "other way round"},
		{"ja_kanji_transposed_word", TypeWellFormed, ja("ご注文番号WS-30982の件です。"), "ご文注番号WS-30982の件です。", "other way round"},
		// A place nobody named.
		{"de_city_moved_to_neighbour", TypeSupported, de("Die Ware geht an unser Lager in Ludwigshafen."), "Die Ware geht an unser Lager in Mannheim.", "place"},
		{"ja_city_moved_to_neighbour", TypeSupported, ja("株式会社アオバ精工の大阪営業所が移転します。"), "株式会社アオバ精工の京都営業所が移転します。", "京都"},
		// Batch 21: fillers, the particle mal, full-width German, a foreign currency,
		// included made separate, the same made another, a sentence restated.
		{"de_spoken_filler", TypeRegisterSymbols, de("Die Lieferung erfolgt am 12.11.2026."), "Also, die Lieferung erfolgt am 12.11.2026.", "filler"},
		{"ja_spoken_filler", TypeRegisterSymbols, ja("交換品は10月19日に発送いたします。"), "えっと、交換品は10月19日に発送いたします。", "filler"},
		{"de_particle_mal", TypeRegisterSymbols, generalCase{lang: "de", golden: "Bitte bringen Sie die Karte mit.", formal: true}, "Bitte bringen Sie doch mal die Karte mit.", "particle"},
		{"de_fullwidth_word", TypeWellFormed, de("Bitte bringen Sie die Versichertenkarte mit."), "Bitte bringen Sie die Ｖｅｒｓｉｃｈｅｒｔｅｎｋａｒｔｅ mit.", "full-width"},
		{"ja_yen_as_yuan", TypeWellFormed, ja("追加ユーザー分の料金5,500円（税込）が加算されています。"), "追加ユーザー分の料金5,500元（税込）が加算されています。", "currency"},
		{"de_enclosed_made_separate", TypePolarity, de("Senden Sie die Lampe mit dem beiliegenden Etikett an uns zurück."), "Senden Sie die Lampe mit dem separat zugesandten Etikett an uns zurück.", "separat"},
		{"ja_same_made_other", TypePolarity, ja("アプリの入力欄に同じ数字を入れてください。"), "アプリの入力欄に別の数字を入れてください。", "verschieden"},
		{"de_sentence_restated_behind_lead_in", TypeRepeatedUnits, de("Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr."), "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. Wie bereits erwähnt: Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr.", "repeated"},
		// A particle the model confuses with another, the sentence around it kept.
		{"ja_object_wo_made_ga", TypeWellFormed, ja("500円分のクーポンをお送りいたします。"), "500円分のクーポンがお送りいたします。", "the case writes"},
		{"ja_subject_ga_made_wo", TypeWellFormed, ja("ご不明な点がございましたら、お気軽にお問い合わせください。"), "ご不明な点をございましたら、お気軽にお問い合わせください。", "the case writes"},
		{"ja_date_ni_made_de", TypeWellFormed, ja("10月16日にお届けする予定でした。"), "10月16日でお届けする予定でした。", "the case writes"},
		// Chinese copula and aspect marker in Japanese.
		{"ja_chinese_copula", TypePurity, ja("交換品は10月19日に発送いたします。"), "交換品是10月19日に発送いたします。", "Chinese"},
		{"ja_chinese_aspect_marker", TypePurity, ja("交換品を発送いたしました。"), "交換品を发送了。", "Chinese"},
		// A word's end said again after a blank.
		{"de_subword_echo", TypeWellFormed, de("Herr Oßwald meldet Mehrkosten für Schallschutzwände, die freigegeben wurden."), "Herr Oßwald meldet Mehrkosten für Schallschutzwände wände, die freigegeben wurden.", "said again"},
		{"ja_subword_echo", TypeWellFormed, ja("破損品は、交換品に同梱の返送用伝票でご返送ください。"), "破損品は、交換品に同梱の返送用伝票 伝票でご返送ください。", "said again"},
		// Polarity pairs: done or under way, proposed or decided, asked or obtained, passed or failed, yours or ours.
		{"ja_done_made_under_way", TypePolarity, ja("写真で破損を確認済みで、交換品は10月19日に発送予定。"), "写真で破損を確認中で、交換品は10月19日に発送予定。", "済み/待ち"},
		{"ja_proposal_made_decision", TypePolarity, ja("出荷開始日を11月24日に延期することを提案している。"), "出荷開始日を11月24日に延期することが決定した。", "vorgeschlagen/beschlossen"},
		{"ja_approval_asked_made_obtained", TypePolarity, ja("経営会議で、延期の承認を求めている。"), "経営会議で、延期の承認を得た。", "beantragt/erhalten"},
		{"de_passed_made_failed", TypePolarity, de("Die Druckbehälterprüfung ist bestanden, die Genehmigung steht noch aus."), "Die Druckbehälterprüfung ist gescheitert, die Genehmigung steht noch aus.", "bestanden/nicht bestanden"},
		{"de_yours_made_ours", TypePolarity, de("Der Versand der von Ihnen bestellten Ware verzögert sich."), "Der Versand der von uns bestellten Ware verzögert sich.", "Ihr/unser"},
		{"ja_reader_made_ours", TypePolarity, ja("9月20日にユーザーを1名追加していただいたため、料金が加算されております。"), "9月20日にユーザーを1名追加したため、料金が加算されております。", "reverses"},
		{"ja_reader_polite_verb_made_ours", TypePolarity, ja("お送りいただいた写真で、破損を確認いたしました。"), "お送りした写真で、破損を確認いたしました。", "reverses"},
		{"de_possibility_made_certain_after_a_request", TypeStance, de("Stellen Sie sicher, dass der Router nah ist; ein Repeater kann helfen."), "Stellen Sie sicher, dass der Router nah ist; ein Repeater behebt das Problem in jedem Fall.", "in jedem Fall"},
		// A count of items after a table, and a line between two lists left out.
		{"ja_table_count", TypeConsistency, ja(""), "| 品名 | 金額 |\n|---|---|\n| 用紙 | 24,800円 |\n| トナー | 26,700円 |\n\n合計（税抜、3品目）：51,500円", "counts 3 items, the table has 2"},
		{"de_lists_run_together", TypeListStructure, de("1. Öffnen Sie die App.\n2. Starten Sie die Kopplung.\n\nFalls die Verbindung nicht klappt:\n- Starten Sie den Router neu.\n- Prüfen Sie das Passwort."),
			"1. Öffnen Sie die App.\n2. Starten Sie die Kopplung.\n- Starten Sie den Router neu.\n- Prüfen Sie das Passwort.", "run together"},
		{"de_number_of_a_sentence_changed", TypePolarity, de("Zum Beispiel 21 °C von 6 bis 22 Uhr."), "Zum Beispiel 21 °C von 8 bis 22 Uhr.", `the number "6" made "8"`},
		{"ja_cause_made_concession", TypePolarity, ja("2週間の再テストが必要なため、出荷開始日を延期する。"), "2週間の再テストが必要であるにもかかわらず、出荷開始日を延期する。", "weil/obwohl"},
		{"ja_name_with_chan", TypeRegisterSymbols, generalCase{lang: "ja", formal: true}, "髙橋ちゃんから問い合わせがありました。", "ちゃん"},
		{"ja_blunt_order", TypeRegisterSymbols, generalCase{lang: "ja", formal: true}, "試料は次の宛先にお送りくれ：München", "くれ"},
		{"ja_kansai_thanks", TypeRegisterSymbols, generalCase{lang: "ja", formal: true}, "修理のご依頼をいただき、誠におおきに。", "おおきに"},
		{"mathematical_letters", TypeWellFormed, ja("App Store からダウンロードします。"), "𝐀𝐩𝐩 Store からダウンロードします。", "mathematical letter"},
		// Batch 19: turns that are not the answer's, loops, lost openings, conventions.
		{"de_user_turn_run_on", TypeStance, de("Sehr geehrter Herr Weiß,\n\nwir liefern am 12.11.2026.\n\nMit freundlichen Grüßen\nIhr Kundenservice"),
			"Sehr geehrter Herr Weiß,\n\nwir liefern am 12.11.2026.\n\nMit freundlichen Grüßen\nIhr Kundenservice\n\nDanke, das passt so. Können Sie mir das Ganze auf Englisch schicken?", "another turn"},
		{"ja_user_turn_run_on", TypeStance, ja("・大阪営業所は11月16日に移転します。\n・電話番号は06-6345-7781です。"),
			"・大阪営業所は11月16日に移転します。\n・電話番号は06-6345-7781です。\n\nありがとうございます。同じ内容を英語でもお願いできますか。", "another turn"},
		{"de_system_prompt_first", TypeStance, de("Sehr geehrter Herr Weiß,\n\nwir liefern am 12.11.2026."), "Sie sind ein hilfreicher Assistent. Antworten Sie stets höflich.\n\nSehr geehrter Herr Weiß,\n\nwir liefern am 12.11.2026.", "instruction to the model"},
		{"ja_request_restated_first", TypeStance, ja("| 品名 | 数量 |\n|---|---|\n| 用紙 | 10箱 |"), "次の内容を、Markdownの表にまとめてください。\n\n| 品名 | 数量 |\n|---|---|\n| 用紙 | 10箱 |", "instruction to the model"},
		{"de_sentence_loops_back", TypeWellFormed, de("Die App überträgt die Zugangsdaten an das Gerät; das kann zwei Minuten dauern. Danach erscheint eine Meldung."),
			"Die App überträgt die Zugangsdaten an das Gerät; das kann zwei Minuten dauern. Danach erscheint eine Meldung. Die App überträgt die Zugangsdaten an das Gerät.", "part of an earlier sentence"},
		{"ja_sentence_loops_back", TypeWellFormed, ja("本体に4桁のコードが出ますので、アプリの入力欄に同じ数字を入れて「接続」を押します。接続が完了すると「OK」と表示されます。"),
			"本体に4桁のコードが出ますので、アプリの入力欄に同じ数字を入れて「接続」を押します。接続が完了すると「OK」と表示されます。アプリの入力欄に同じ数字を入れて「接続」を押します。", "part of an earlier sentence"},
		{"de_first_words_lost", TypeWellFormed, de("So verbinden Sie Ihre Wärmepumpe mit der App:\n\n1. Laden Sie die App herunter."), "verbinden Sie Ihre Wärmepumpe mit der App:\n\n1. Laden Sie die App herunter.", "first words"},
		{"ja_first_characters_lost", TypeWellFormed, ja("株式会社ミナトデザインの髙橋様から問い合わせがあった。"), "会社ミナトデザインの髙橋様から問い合わせがあった。", "first words"},
		{"ja_address_smallest_first", TypeWellFormed, ja("新住所は大阪府大阪市北区梅田2丁目4番9号です。"), "新住所は梅田2丁目4番9号、北区、大阪市、大阪府です。", "smallest part first"},
		{"de_title_invented", TypeStance, de("Frau Müller von der Hausverwaltung meldet einen Wasserschaden."), "Frau Dr. Müller von der Hausverwaltung meldet einen Wasserschaden.", "title"},
		{"de_capital_after_salutation", TypeCapitals, de("Sehr geehrter Herr Weiß,\n\nvielen Dank für Ihre Nachricht."), "Sehr geehrter Herr Weiß,\n\nVielen Dank für Ihre Nachricht.", "after the salutation"},
		{"de_chunks_reordered", TypePolarity, de("Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte ab."), "Falls Sie den Termin nicht wahrnehmen können, saSie gen ihn bitte ab.", "inside words"},
		{"ja_chunks_reordered", TypePolarity, ja("当方の試験台は予約で埋まっており、誠に残念ながら、早い実施はできません。"), "当方の試験台は予約で埋まっており、誠念なに残がら、早い実施はできません。", "trade places"},
		{"ja_salutation_calque", TypeRegisterSymbols, generalCase{lang: "ja", formal: true}, "親愛なる小林 恵子様\n\nいつもご利用いただき、誠にありがとうございます。", "親愛なる"},
		{"de_request_stated_as_agreed", TypePolarity, de("Gewünscht ist keine Reparatur, sondern ein Austauschgerät."), "Vereinbart ist keine Reparatur, sondern ein Austauschgerät.", "bestätigt/storniert"},
		{"ja_wish_stated_as_agreed", TypePolarity, ja("10月22日（木）までの交換品到着を希望。写真で破損を確認済み。"), "10月22日（木）までの交換品到着で合意。写真で破損を確認済み。", "bestätigt/storniert"},
		{"de_outstanding_stated_in_hand", TypePolarity, de("Die Genehmigung der Gewerbeaufsicht steht noch aus."), "Die Genehmigung der Gewerbeaufsicht liegt bereits vor.", "ausstehend/vorliegend"},
		{"ja_planned_stated_done", TypePolarity, ja("交換品は10月19日に発送予定。"), "交換品は10月19日に発送済み。", "済み/待ち"},
		{"de_person_replaced", TypePolarity, de("Herr Weiß ist verreist, aber Frau Müller kann die Wohnung aufschließen."), "Herr Weiß ist verreist, aber Herr Weiß kann die Wohnung aufschließen.", "in the place of"},
		{"ja_number_broken_by_blank", TypeWellFormed, ja("追加ユーザー料金5,500円（税込）が加算されております。"), "追加ユーザー料金5, 500円（税込）が加算されております。", "broken by a blank"},
		{"ja_humble_act_asked_of_reader", TypeRegisterSymbols, generalCase{lang: "ja", formal: true}, "うまくつながらない場合は、以下の点を拝見してください。", "拝見してください"},
		{"ja_casual_request", TypeRegisterSymbols, generalCase{lang: "ja"}, "交換品を発送いたします。何かあったら、気軽に声かけてくださいね！", "colloquial"},
		{"ja_slang_intensifier", TypeRegisterSymbols, generalCase{lang: "ja", formal: true}, "お待たせしてしまい、マジで申し訳ございません。", "マジで"},
		{"de_spoken_sentence", TypeRegisterSymbols, generalCase{lang: "de"}, "Die nächste Sitzung findet am 12.11.2026 statt. Falls noch was ist, einfach kurz melden!", "colloquial"},
		// An exact amount made approximate.
		{"de_exact_amount_made_approximate", TypeStance, de("Das Budget von 486.000,00 € bleibt unverändert."), "Das Budget von rund 486.000,00 € bleibt unverändert.", "rund"},
		{"ja_exact_amount_made_approximate", TypeStance, ja("合計38,500円（税込）となります。"), "合計約38,500円（税込）となります。", "約"},
		// Batch 22: meaning turned round in one place, structure broken, a clock read
		// otherwise.
		{"ja_weekday_of_a_date_the_case_writes", TypeConsistency, ja("新しいお届け予定日は10月21日（水）です。"), "新しいお届け予定日は10月21日（火）です。", "Wednesday"},
		{"de_next_step_made_previous", TypePolarity, de("Geben Sie Ihre E-Mail-Adresse ein. Bestätigen Sie anschließend Ihre E-Mail-Adresse."), "Geben Sie Ihre E-Mail-Adresse ein. Bestätigen Sie zuvor Ihre E-Mail-Adresse.", "zuvor/danach"},
		{"ja_after_made_before", TypePolarity, ja("電池を入れてから、カバーを閉じてください。"), "電池を入れる前に、カバーを閉じてください。", "zuvor/danach"},
		{"de_from_made_until", TypePolarity, de("Frau Müller kann am Montag ab 8 Uhr aufschließen."), "Frau Müller kann am Montag bis 8 Uhr aufschließen.", "ab/bis"},
		{"de_not_before_made_already", TypePolarity, de("Laut Frau Dr. Vogt kommt der Verdichter erst am 23.11.2026."), "Laut Frau Dr. Vogt kommt der Verdichter schon am 23.11.2026.", "erst/schon"},
		{"de_too_far_made_too_near", TypePolarity, de("Der Router darf nicht zu weit entfernt sein."), "Der Router darf nicht zu nah entfernt sein.", "weit/nah"},
		{"ja_open_made_shut", TypePolarity, ja("底面の電池カバーを開けます。"), "底面の電池カバーを閉じます。", "開け/閉じ"},
		{"ja_free_to_ask_made_bound_to", TypePolarity, ja("ご不明な点がございましたら、お気軽にお問い合わせください。"), "ご不明な点がございましたら、必ずお問い合わせください。", "gern/unbedingt"},
		{"de_asked_made_promised", TypePolarity, de("Sie bittet darum, dass noch am selben Tag ein Installateur kommt."), "Sie sagt zu, dass noch am selben Tag ein Installateur kommt.", "asked"},
		{"ja_approval_asked_made_promised", TypePolarity, ja("経営会議で、延期の承認を求めている。"), "経営会議で、延期の承認を約束している。", "beantragt/erhalten"},
		{"ja_particle_to_as_chinese_he", TypePolarity, ja("経営会議で、延期と予備費支出の承認を求めている。"), "経営会議で、延期和予備費支出の承認を求めている。", "Chinese"},
		{"de_clock_made_hours", TypePolarity, de("Die Lieferung erfolgt zwischen 8 und 12 Uhr durch unseren Fahrer."), "Die Lieferung erfolgt zwischen 8 und 12 Stunden durch unseren Fahrer.", "duration"},
		{"ja_clock_made_hours", TypePolarity, ja("担当の西村が調査し、10月19日17時までに回答する。"), "担当の西村が調査し、10月19日17時間以内に回答する。", "duration"},
		{"ja_button_label_made_another", TypePolarity, ja("アプリの入力欄に同じ数字を入れて「接続」を押します。"), "アプリの入力欄に同じ数字を入れて「OK」を押します。", "label"},
		{"de_request_made_statement", TypePolarity, de("Bitte bringen Sie Ihre Versichertenkarte mit."), "Sie bringen Ihre Versichertenkarte mit.", "statement"},
		{"ja_request_made_our_act", TypePolarity, ja("破損品は、同梱の返送用伝票でご返送ください。"), "破損品は、同梱の返送用伝票でご返送いたします。", "request"},
		{"ja_readers_use_made_ours", TypePolarity, ja("いつもハルカゼ寝具店をご利用いただき、誠にありがとうございます。"), "いつもハルカゼ寝具店を利用させていただき、誠にありがとうございます。", "writer's"},
		{"de_label_sibling", TypePolarity, de("Senden Sie die Lampe mit dem beiliegenden Rücksendeetikett an uns."), "Senden Sie die Lampe mit dem beiliegenden Abholformular an uns.", "Abholformular"},
		{"ja_device_made_app", TypePolarity, ja("6. 本体の表示部に4桁のペアリングコードが出ます。"), "6. アプリの表示部に4桁のペアリングコードが出ます。", "アプリ"},
		{"de_english_field_label", TypePurity, de("- Mangel: Die Pumpe baut keinen Druck mehr auf."), "- Issue: Die Pumpe baut keinen Druck mehr auf.", "Issue"},
		{"de_clock_with_time_zone", TypeNumbers, de("Der Termin ist am 20.10.2026 um 10:30 Uhr."), "Der Termin ist am 20.10.2026 um 10:30 Uhr UTC.", "UTC"},
		{"ja_year_of_an_ended_era", TypeCoherence, ja("令和8年11月16日（月）に移転します。"), "平成38年11月16日（月）に移転します。", "平成"},
		{"de_numbered_list_skips", TypeListStructure, de("- Erstens.\n- Zweitens.\n- Drittens.\n- Viertens."), "1. Erstens.\n2. Zweitens.\n4. Drittens.\n5. Viertens.", "from 2 to 4"},
		{"de_table_cell_shifted", TypeListStructure, de("| Anbieter | Preis | Lieferzeit |\n|---|---|---|\n| Nordkälte AG | 12.450,00 € | 4 Wochen |"), "| Anbieter | Preis | Lieferzeit |\n|---|---|---|\n| Nordkälte AG | | 12.450,00 € |", "empty cell"},
		{"de_markdown_fenced", TypeListStructure, de("- Erstens.\n- Zweitens."), "```markdown\n- Erstens.\n- Zweitens.\n```", "fenced"},
		{"ja_json_record_field_shifted", TypeJSONShape, ja(`{"items": [{"product": "ケトル", "quantity": 1, "unit_price": 12800}, {"product": "パッキン", "quantity": 2, "unit_price": 1100}]}`),
			`{"items": [{"product": "ケトル", "quantity": 1}, {"unit_price": 12800, "product": "パッキン", "quantity": 2}]}`, "element 1"},
		{"de_item_copied_into_the_next", TypeRepeatedUnits, de("- Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände.\n- Die nächste Sitzung findet am 10.12.2026 statt."),
			"- Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände.\n- Die nächste Sitzung findet am 10.12.2026 statt. Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände.", "repeated"},
		{"de_request_made_optional", TypeStance, de("Bitte schicken Sie die defekte Lampe an uns zurück."), "Schicken Sie nach Möglichkeit die defekte Lampe an uns zurück.", "optional"},
		{"ja_step_made_conditional", TypeStance, ja("7. 靴下を脱ぎ、素足で本体に乗って、動かずにお待ちください。"), "7. 可能であれば、靴下を脱ぎ、素足で本体に乗って、動かずにお待ちください。", "condition"},
		{"de_ours_made_yours_inflected", TypePolarity, de("Wenden Sie sich bitte an unseren Kundendienst."), "Wenden Sie sich bitte an Ihren Kundendienst.", "Ihr/unser"},
		{"de_kein_dropped_before_a_plural", TypePolarity, de("Achten Sie darauf, dass das Passwort keine Leerzeichen enthält."), "Achten Sie darauf, dass das Passwort Leerzeichen enthält.", "reverses"},
		{"de_hours_before_made_after", TypePolarity, de("Sagen Sie den Termin spätestens 24 Stunden vorher ab."), "Sagen Sie den Termin spätestens 24 Stunden danach ab.", "vorher/nachher"},
		{"ja_answer_due_made_done", TypePolarity, ja("担当の西村が調査し、10月19日17時までに回答する。"), "担当の西村が調査し、10月19日17時までに回答済み。", "済み/待ち"},
		{"ja_request_made_our_act_without_ending", TypePolarity, ja("日程の変更をご希望の場合は、前日の17時までにご連絡くださいますようお願いいたします。"), "日程の変更をご希望の場合は、前日の17時までにご連絡いたします。", "request"},
		{"ja_condition_moved_to_the_sentence_before", TypeStance, ja("お詫びとして、クーポンをお送りいたします。\nご不明な点がございましたら、本メールにご返信ください。"),
			"ご不明な点がございましたら、お詫びとして、クーポンをお送りいたします。\n本メールにご返信ください。", "from another sentence"},
		// Batch 23: slang, brackets and sentences said twice, a signer put for the
		// golden's, claims nobody made, a scale, a code, a name translated.
		{"de_slang_word", TypeRegisterSymbols, generalCase{lang: "de", golden: "Der Ausschuss hat die Mehrkosten freigegeben.", formal: true}, "Der Ausschuss hat die Mehrkosten abgenickt.", "colloquial"},
		{"ja_casual_thanks", TypeRegisterSymbols, generalCase{lang: "ja", golden: "ご訪問いただき、誠にありがとうございます。", formal: true}, "訪問してくれて、ありがとう。", "colloquial"},
		{"ja_sweat_mark", TypeRegisterSymbols, generalCase{lang: "ja", golden: "誠に申し訳ございません。", formal: true}, "誠に申し訳ございません（汗）。", "汗"},
		{"de_bracket_said_twice", TypeRepeatedUnits, de("die Siebträgermaschine „Barista Duo“ (Edelstahl)"), "die Siebträgermaschine „Barista Duo“ (Edelstahl, Edelstahl)", "Edelstahl"},
		{"ja_short_sentence_doubled", TypeRepeatedUnits, ja(`{"notes": ["初期費用は不要です。"]}`), `{"notes": ["初期費用は不要です。初期費用は不要です。"]}`, "twice in a row"},
		{"ja_words_doubled_with_a_blank", TypeRepeatedUnits, ja(`{"product": "交換用パッキン"}`), `{"product": "交換用パッキン 交換用パッキン"}`, "twice in a row"},
		{"de_signer_put_for_the_goldens", TypeStance, de("Vielen Dank.\n\nMit freundlichen Grüßen\nIhre Zahnarztpraxis Dr. Öztürk"), "Vielen Dank.\n\nMit freundlichen Grüßen\nIhre Zahnarztpraxis Dr. Özkan", "Özkan"},
		{"de_refund_nobody_offered", TypeStance, de("Wir senden Ihnen eine Ersatzlampe zu."), "Wir senden Ihnen eine Ersatzlampe zu. Selbstverständlich erstatten wir Ihnen den vollen Rechnungsbetrag.", "refund"},
		{"de_evaluation_added", TypeStance, de("Herr Oßwald meldet Mehrkosten von 36.400,00 €."), "Herr Oßwald meldet Mehrkosten von 36.400,00 €. Dieser Betrag ist aus unserer Sicht angemessen.", "evaluation"},
		{"de_summary_as_first_person", TypeStance, de("Frau Köhler bittet um ein Rücksendeetikett."), "Ich bitte um ein Rücksendeetikett.", "Ich bitte"},
		{"ja_customer_honorific_dropped", TypeStance, ja("髙橋様は月末の給与計算に間に合うかを心配されている。"), "髙橋は月末の給与計算に間に合うかを心配されている。", "髙橋"},
		{"de_table_header_scaled", TypeNumbers, de("| Anbieter | Preis |\n|---|---|\n| Nordkälte AG | 13.975,00 € |"), "| Anbieter | Preis (Tsd. €) |\n|---|---|\n| Nordkälte AG | 13.975,00 € |", "Tsd."},
		{"ja_code_without_its_hyphen", TypeNumbers, ja("エラーコードTR-4031が表示される。"), "エラーコードTR4031が表示される。", "TR4031"},
		{"ja_latin_name_translated", TypePurity, generalCase{lang: "ja", golden: "試料の送付先：Institut für Schwingungstechnik, Lindenstraße 8", request: "Institut für Schwingungstechnik, Lindenstraße 8"}, "試料の送付先：振動技術研究所, Lindenstraße 8", "not kept"},
		{"ja_json_value_absorbs_a_field", TypeJSONShape, ja(`{"address": "東京都渋谷区道玄坂1-2-3", "postal_code": "150-0043"}`), `{"address": "〒150-0043 東京都渋谷区道玄坂1-2-3", "postal_code": "150-0043"}`, "belongs elsewhere"},
		{"ja_copula_dropped_in_a_letter", TypePolarity, ja("お支払い期限は10月30日（金）です。\nご確認のほど、よろしくお願いいたします。"), "お支払い期限は10月30日（金）。\nご確認のほど、よろしくお願いいたします。", "dropped"},
		{"de_request_as_a_note", TypePolarity, de("Bitte bringen Sie Ihre Versichertenkarte mit."), "Bitte Versichertenkarte mitbringen.", "note"},
		{"de_precondition_dropped", TypePolarity, de("Starten Sie den Kopplungsmodus erneut, wenn die 10 Minuten abgelaufen sind."), "Starten Sie den Kopplungsmodus erneut.", "condition"},
		{"ja_listed_item_dropped", TypePolarity, ja("メールアドレスのほか、身長、生年月日、性別を入力してください。"), "メールアドレスのほか、身長、性別を入力してください。", "生年月日"},
		{"ja_request_made_optional", TypePolarity, ja("前日の17時までにご連絡くださいますようお願いいたします。"), "前日の17時までにご連絡いただいても構いません。", "müssen/können"},
		// Batch 24: an English verb conjugated in German, a Chinese word in Japanese
		// glyphs, the du form in a Sie text, a value emptied, the signature's name
		// lost, an item nested, the opening line lost, a clause left out.
		{"de_english_verb_in_german", TypePurity, de("Wir senden Ihnen die Ersatzlampe am 20.10.2026 zu."), "Wir shippen Ihnen die Ersatzlampe am 20.10.2026.", "shippen"},
		{"de_english_verb_participle", TypePurity, de("Die Statik prüft Frau Dr. Brandt bis zum 30.11.2026."), "Die Statik wird von Frau Dr. Brandt bis zum 30.11.2026 gecheckt.", "gecheckt"},
		{"de_english_noun_for_installateur", TypePurity, de("Am Dienstag kommt ein Installateur."), "Am Dienstag kommt ein Installer.", "Installer"},
		{"ja_chinese_word_in_japanese_glyphs", TypePurity, ja("お気軽にお問い合わせください。"), "お気軽に諮詢ください。", "諮詢"},
		{"de_du_imperative", TypeRegisterSymbols, de("8. Öffnen Sie in der App „Programm“.\n9. Tippen Sie auf „Neu“."), "8. Öffne in der App „Programm“.\n9. Tippen Sie auf „Neu“.", "Öffne"},
		{"de_du_imperative_after_bitte", TypeRegisterSymbols, de("Bitte beachten Sie, dass wir nur werktags liefern."), "Bitte beachte, dass wir nur werktags liefern.", "beachte"},
		{"ja_json_value_emptied", TypeJSONShape, ja(`{"name": "髙橋 美咲", "payment": "クレジットカード"}`), `{"name": "髙橋 美咲", "payment": ""}`, "$.payment is empty"},
		{"de_signature_name_lost", TypeStance, de("Vielen Dank.\n\nMit freundlichen Grüßen\nIhr Kundenservice von Leuchtenhaus Nord"), "Vielen Dank.\n\nMit freundlichen Grüßen\nIhr Kundenservice", "Nord"},
		{"de_signature_company_line_lost", TypeStance, de("Vielen Dank.\n\nMit freundlichen Grüßen\nKen Yamada\nKobayashi Seiki Co., Ltd."), "Vielen Dank.\n\nMit freundlichen Grüßen\nKen Yamada", "Seiki"},
		{"ja_signature_shop_lost", TypeStance, ja("今後ともよろしくお願いいたします。\n\nハルカゼ寝具店 カスタマーサポート 岡田"), "今後ともよろしくお願いいたします。\n\nカスタマーサポート 岡田", "ハルカゼ寝具店"},
		{"de_item_nested_under_another", TypeListStructure, de("- Der Espresso läuft nur tröpfchenweise.\n- Gewünscht ist ein Rücksendeetikett.\n- Die Garantie gilt bis 2027."), "- Der Espresso läuft nur tröpfchenweise.\n  - Gewünscht ist ein Rücksendeetikett.\n- Die Garantie gilt bis 2027.", "nested"},
		{"ja_opening_line_lost", TypeListStructure, ja("初期設定は、次の手順で行います。\n\n1. 箱から本体を取り出します。\n2. 電池を入れます。"), "1. 箱から本体を取り出します。\n2. 電池を入れます。", "opening line"},
		{"de_clause_after_semicolon_dropped", TypePolarity, de("- Das Gerät baut keinen Druck mehr auf; der Espresso läuft nur tröpfchenweise.\n- Gewünscht ist ein Etikett."), "- Das Gerät baut keinen Druck mehr auf.\n- Gewünscht ist ein Etikett.", "clause"},
		{"ja_plain_favour_in_a_formal_letter", TypeRegisterSymbols, generalCase{lang: "ja", golden: "いつもハルカゼ寝具店をご利用いただき、誠にありがとうございます。", formal: true}, "いつもハルカゼ寝具店を利用してもらい、誠にありがとうございます。", "plain favour"},
		{"ja_one_katakana_jargon_word", TypeRegisterSymbols, generalCase{lang: "ja", golden: "請求書の金額についてご説明いたします。", formal: true}, "請求書の金額についてエクスプレインいたします。", "katakana jargon"},
		{"de_dialect_article", TypeRegisterSymbols, de("Frau Köhler bittet um ein Rücksendeetikett."), "Frau Köhler bittet um a Rücksendeetikett.", "colloquial"},
		{"de_dialect_is", TypeRegisterSymbols, de("Gewünscht ist keine Reparatur."), "Gewünscht is keine Reparatur.", "colloquial"},
		{"de_amount_made_approximate_beside_aufgrund", TypeStance, de("Aufgrund des Fertigungsablaufs verschiebt sich der Versand. Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €."), "Aufgrund des Fertigungsablaufs verschiebt sich der Versand. Der Rechnungsbetrag bleibt unverändert bei rund 1.850,00 €.", "rund"},
		{"ja_amount_made_approximate_beside_yoyaku", TypeStance, ja("試験台は予約で埋まっております。固定価格は1,480ユーロ（税別）です。"), "試験台は予約で埋まっております。固定価格は約1,480ユーロ（税別）です。", "約"},
		{"de_noch_nicht_put_in", TypePolarity, de("Bisher sind 212.400,00 € abgerechnet."), "Bisher sind 212.400,00 € noch nicht abgerechnet.", "noch nicht"},
		{"de_nicht_put_into_a_term", TypePolarity, de("Das Budget von 486.000,00 € bleibt eingehalten, da die Förderung höher ausfällt."), "Das Budget von 486.000,00 € bleibt nicht eingehalten, da die Förderung höher ausfällt.", "nicht"},
		{"de_noch_nicht_left_out", TypePolarity, de("Die Genehmigung ist noch nicht erteilt, das Gutachten liegt vor."), "Die Genehmigung ist erteilt, das Gutachten liegt vor.", "noch nicht"},
		{"de_sent_made_sent_back", TypePolarity, de("Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. Bitte schicken Sie die Lampe zurück."), "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zurück. Bitte schicken Sie die Lampe zurück.", "direction"},
		{"ja_may_not_made_cannot", TypePolarity, ja("じゅうたんの上では正しく測定できないことがありますので、床の上でご使用ください。"), "じゅうたんの上では正しく測定できませんので、床の上でご使用ください。", "reverses"},
		{"ja_precondition_dropped_its_words_in_a_question", TypePolarity, ja("5. スマートフォンの Bluetooth をオンにしてから、アプリで「機器を追加」を選びます。\n\n- スマートフォンの Bluetooth はオンになっていますか。"), "5. アプリで「機器を追加」を選びます。\n\n- スマートフォンの Bluetooth はオンになっていますか。", "condition"},
		{"de_stream_replayed_across_a_line", TypeRepeatedUnits, de("Bitte bringen Sie Ihre Versichertenkarte mit.\nFalls Sie den Termin nicht wahrnehmen können, sagen Sie ihn ab."), "Bitte bringen Sie Ihre Versichertenkarte mit.\nFalls Siertenkarte mit.\nFalls Sie den Termin nicht wahrnehmen können, sagen Sie ihn ab.", "replays"},
		{"ja_two_lines_looped", TypeRepeatedUnits, ja("合計（税抜）：53,900円\n納品希望日：2026年11月2日"), "合計（税抜）：53,900円\n納品希望日：2026年11月2日\n合計（税抜）：53,900円\n納品希望日：2026年11月2日", "twice in a row"},
		{"de_two_items_run_into_one", TypeListStructure, generalCase{lang: "de", golden: "- Eins ist da.\n- Zwei ist da.\n- Drei ist da.\n- Vier ist da.", request: "Fassen Sie in 3 bis 4 Stichpunkten zusammen."}, "- Eins ist da. Zwei ist da.\n- Drei ist da.\n- Vier ist da.", "run into one"},
		{"ja_stops_made_exclamations", TypeRegisterSymbols, ja("責任者の髙橋が進捗を報告した。不具合が見つかった。延期を提案している。"), "責任者の髙橋が進捗を報告した！不具合が見つかった！延期を提案している。", "exclamation"},
		{"ja_kanji_off_by_one_codepoint", TypePolarity, ja("4. アプリを起動し、画面の案内に従ってアカウントを作成します。"), "4. アプリを赸動し、画面の案内に従ってアカウントを作成します。", "code-table neighbour"},
		{"de_plural_ihr_address", TypeRegisterSymbols, generalCase{lang: "de", golden: "Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte ab.", formal: true}, "Falls Ihr den Termin nicht wahrnehmen könnt, sagt ihn bitte ab.", "casual address"},
		{"ja_json_records_trade_a_field", TypeListStructure, ja(`{"items": [{"product": "ケトル", "quantity": 1, "unit_price": 12800}, {"product": "パッキン", "quantity": 2, "unit_price": 1100}]}`), `{"items": [{"product": "パッキン", "quantity": 1, "unit_price": 12800}, {"product": "ケトル", "quantity": 2, "unit_price": 1100}]}`, "swapped between its records"},
		{"de_commissioning_made_acceptance", TypePolarity, de("Weil die Stahlträger erst am 28.10.2026 geliefert werden, verschiebt sich die Inbetriebnahme vom 02.11.2026 auf den 16.11.2026."), "Weil die Stahlträger erst am 28.10.2026 geliefert werden, verschiebt sich die Abnahme vom 02.11.2026 auf den 16.11.2026.", "Abnahme"},
		{"de_gas_heating_made_oil", TypePolarity, de("Die alte Gasheizung im Verwaltungsgebäude Lübeck wird durch zwei Wärmepumpen ersetzt."), "Die alte Ölheizung im Verwaltungsgebäude Lübeck wird durch zwei Wärmepumpen ersetzt.", "Ölheizung"},
		{"ja_delivery_made_pickup", TypePolarity, ja("ご注文の商品につきまして、10月16日にお届けする予定でしたが、発送が遅れております。"), "ご注文の商品につきまして、10月16日にお引き取りする予定でしたが、発送が遅れております。", "引き取り"},
		{"ja_hard_floor_made_soft", TypePolarity, ja("2. 本体を硬く平らな床に置きます。"), "2. 本体を柔らかく平らな床に置きます。", "柔らかく"},
		{"ja_particles_in_katakana", TypePurity, ja("追加費用は約1,400万円で、予備費から支出する。"), "追加費用ハ約1,400万円デ、予備費カラ支出する。", "katakana"},
		{"ja_traditional_glyphs_for_todoke_yotei", TypePurity, ja("新しいお届け予定日は10月21日です。"), "新しいお屆け豫定日は10月21日です。", "屆"},
		{"ja_customer_sama_made_san", TypeStance, ja("株式会社ミナトデザインの髙橋様から問い合わせがあった。髙橋様は月末を心配されている。"), "株式会社ミナトデザインの髙橋さんから問い合わせがあった。髙橋様は月末を心配されている。", "さん"},
		{"de_summary_point_left_out", TypeStance, de("Herr Weiß ist bis zum 22.10.2026 verreist. Frau Müller darf die Wohnung aufschließen. Sie bittet darum, dass noch am selben Tag ein Installateur kommt."), "Herr Weiß ist bis zum 22.10.2026 verreist. Frau Müller darf die Wohnung aufschließen.", "left out"},
		{"de_hashtag", TypeRegisterSymbols, de("Für Sie entstehen keine Kosten."), "Für Sie entstehen keine Kosten. #Rücksendeetikett", "chat or editorial"},
		{"ja_editorial_exclamation", TypeRegisterSymbols, ja("新しいお届け予定日は10月21日（水）です。"), "新しいお届け予定日は10月21日（水）（！）です。", "chat or editorial"},
		{"ja_double_keigo", TypeRegisterSymbols, ja("動かずにお待ちください。"), "動かずにお待ちになられてください。", "chat or editorial"},
		{"de_attachment_nobody_attached", TypeStance, de("Laden Sie die App herunter."), "Laden Sie die App herunter. Weitere Einzelheiten entnehmen Sie bitte dem beigefügten PDF-Dokument.", "attachment"},
		{"ja_legal_threat", TypeStance, ja("本メールにご返信ください。"), "本メールにご返信ください。ご対応いただけない場合は、法的措置を検討させていただきます。", "threat"},
		{"ja_first_kanji_lost_before_okurigana", TypePolarity, ja("お待たせいたしました。新しいお届け予定日は10月21日（水）です。"), "お待たせいたしました。しいお届け予定日は10月21日（水）です。", "lost from"},
		{"ja_first_kanji_of_a_compound_lost", TypePolarity, ja("交換品は10月19日に発送いたしますので、ご安心ください。"), "交換品は10月19日に送いたしますので、ご安心ください。", "lost from"},
		{"ja_closing_paragraph_after_the_salutation", TypeListStructure, ja("渡辺 弘様\n\nこのたびは修理のご依頼をいただき、誠にありがとうございます。\n\n訪問日時：10月23日（金）14時〜16時\n\nご不明な点がございましたら、お問い合わせください。"),
			"渡辺 弘様\n\nご不明な点がございましたら、お問い合わせください。\n\nこのたびは修理のご依頼をいただき、誠にありがとうございます。\n\n訪問日時：10月23日（金）14時〜16時", "paragraph"},
		{"ja_clause_dropped_for_an_ending", TypePolarity, ja("追加費用は約1,400万円で、予備費から支出する。初期費用の予算は変わらない。"), "追加費用は約1,400万円である。初期費用の予算は変わらない。", "clause"},
		// Batch 25: a logic word put for another of its kind, or a bound added.
		{"de_or_made_and", TypePolarity, de("Laden Sie die App aus dem App Store oder von Google Play herunter."), "Laden Sie die App aus dem App Store und von Google Play herunter.", `"oder" made "und"`},
		{"de_contrast_made_consequence", TypePolarity, de("Das Angebot ist zwar günstiger, bietet aber nur zwei Jahre Garantie."), "Das Angebot ist günstiger und bietet deshalb nur zwei Jahre Garantie.", "made"},
		{"de_cause_made_condition", TypePolarity, de("Weil die Träger fehlen, verschiebt sich der Termin um eine Woche."), "Falls die Träger fehlen, verschiebt sich der Termin um eine Woche.", `"weil" made "falls"`},
		{"de_range_made_options", TypePolarity, de("Wir liefern am 12.11.2026 zwischen 8 und 12 Uhr."), "Wir liefern am 12.11.2026 um 8 oder um 12 Uhr.", "made"},
		{"de_exact_made_floor", TypePolarity, de("Der Vorgang dauert im Normalfall 10 Minuten."), "Der Vorgang dauert im Normalfall mindestens 10 Minuten.", `"mindestens" added`},
		{"de_all_made_part", TypePolarity, de("Der Ausschuss hat die Mehrkosten in seiner Sitzung freigegeben."), "Der Ausschuss hat die Mehrkosten in seiner Sitzung teilweise freigegeben.", `"teilweise" added`},
		{"de_done_made_upcoming", TypePolarity, de("Frau Köhler hat die Ersatzteile am 08.10.2026 bestellt."), "Frau Köhler wird die Ersatzteile am 08.10.2026 bestellen.", `"hat" made "wird"`},
		{"de_fact_made_possibility", TypePolarity, de("Die alte Anlage wird durch zwei Wärmepumpen ersetzt."), "Die alte Anlage könnte durch zwei Wärmepumpen ersetzt werden.", `"könnte" added`},
		{"de_request_made_permission", TypePolarity, de("Bitte bringen Sie Ihre Versichertenkarte zum Termin mit."), "Sie dürfen Ihre Versichertenkarte zum Termin gern mitbringen.", `"bitte" made "dürfen"`},
		{"ja_by_made_from", TypePolarity, ja("先方は10月22日（木）までの交換品到着を希望している。"), "先方は10月22日（木）以降の交換品到着を希望している。", `"まで" made "以降"`},
		{"ja_approx_made_ceiling", TypePolarity, ja("追加費用は約1,400万円で、予備費から支出する。"), "追加費用は最大1,400万円で、予備費から支出する。", `"約" made "最大"`},
		{"ja_cause_made_condition", TypePolarity, ja("再テストが必要なため、出荷開始日を延期する。"), "再テストが必要な場合、出荷開始日を延期する。", `"ため" made "場合"`},
		{"ja_not_made_hardly", TypePolarity, ja("冷凍室が冷えない症状の修理を承りました。"), "冷凍室が冷えにくい症状の修理を承りました。", `"ない" made "にくい"`},
		{"ja_ongoing_made_prospective", TypePolarity, ja("配送センターでの作業遅延により発送が遅れております。"), "配送センターでの作業遅延により発送が遅れる見込みです。", `"ております" made "見込み"`},
		{"ja_standing_made_temporary", TypePolarity, ja("営業の担当は引き続き松田部長です。"), "営業の担当は一時的に松田部長です。", `"引き続き" made "一時的"`},
		{"ja_addition_made_replacement", TypePolarity, ja("メールアドレスとパスワードのほか、身長を入力します。"), "メールアドレスとパスワードのかわりに、身長を入力します。", `"ほか" made "かわりに"`},
		// Batch 25: Chinese weekdays, shouting, @ before a kanji name, disclaimers, the yen
		// as a backslash, initials, details asked for, a body line behind the closing, a
		// pair of one thing, a capital inside a sentence.
		{"ja_weekday_in_chinese", TypePurity, ja("お届け予定日は10月21日（水）です。"), "お届け予定日は10月21日（周三）です。", "周三"},
		{"de_word_shouted", TypeRegisterSymbols, de("Wir liefern nur werktags."), "Wir liefern NUR werktags.", "shouted"},
		{"ja_at_mention_before_kanji", TypeRegisterSymbols, ja("営業の担当は松田部長です。"), "営業の担当は@松田部長です。", "chat or editorial"},
		{"ja_disclaimer_not_final", TypeStance, ja("訪問の30分前にお電話いたします。"), "訪問の30分前にお電話いたします。なお、上記の内容は確定したものではありません。", "disclaimer"},
		{"ja_yen_as_backslash", TypeWellFormed, ja("料金5,500円が加算されます。"), "料金\\5,500が加算されます。", "currency"},
		{"de_mit_made_ohne", TypePolarity, de("Senden Sie die Lampe mit dem beiliegenden Etikett zurück."), "Senden Sie die Lampe ohne das beiliegende Etikett zurück.", `"mit" made "ohne"`},
		{"de_surname_cut_to_initial", TypeStance, de("Frau Köhler hat die Teile bestellt."), "Frau K. hat die Teile bestellt.", "initial"},
		{"ja_surname_cut_to_initial", TypeStance, ja("髙橋様から問い合わせがあった。"), "T様から問い合わせがあった。", "initial"},
		{"de_asks_for_a_number", TypeStance, de("Wir senden Ihnen die Lampe zu."), "Wir senden Ihnen die Lampe zu. Bitte teilen Sie uns noch Ihre Bestellnummer mit.", "detail"},
		{"ja_asks_for_a_number", TypeStance, ja("新しいお届け予定日は10月21日です。"), "新しいお届け予定日は10月21日です。恐れ入りますが、ご注文番号をお知らせいただけますでしょうか。", "detail"},
		{"de_body_line_behind_the_closing", TypeStance, de("Sehr geehrte Frau Berger,\n\nwir liefern am 12.11.2026.\nBitte beachten Sie die Hinweise.\n\nMit freundlichen Grüßen\nIhr Team"),
			"Sehr geehrte Frau Berger,\n\nwir liefern am 12.11.2026.\n\nMit freundlichen Grüßen\nBitte beachten Sie die Hinweise.\nIhr Team", "behind the closing"},
		{"de_pair_of_one_thing", TypeRepeatedUnits, de("Legen Sie Heizzeiten und Raumtemperaturen fest."), "Legen Sie Heizzeiten und Heizzeiten fest.", "itself"},
		{"ja_pair_of_one_thing", TypeRepeatedUnits, ja("メールアドレスとパスワードを入力します。"), "メールアドレスとメールアドレスを入力します。", "itself"},
		{"ja_point_restated_as_conclusion", TypeRepeatedUnits, ja("・株式会社アオバ精工の大阪営業所は、令和8年11月16日（月）に移転します。\n・電話番号は変わりません。"), "・株式会社アオバ精工の大阪営業所は、令和8年11月16日（月）に移転します。\n・電話番号は変わりません。\n\nまとめると、株式会社アオバ精工の大阪営業所は、令和8年11月16日（月）に移転します。", "repeated"},
		{"de_point_restated_as_conclusion", TypeRepeatedUnits, de("Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. Bitte bestätigen Sie den Termin."), "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. Bitte bestätigen Sie den Termin. Zusammenfassend: Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr.", "repeated"},
		{"ja_price_per_another_unit", TypeConsistency, ja("| 品名 | 数量 | 単価 | 金額 |\n|---|---|---|---|\n| 手袋 | 10箱 | 2,480円 | 24,800円 |"), "| 品名 | 数量 | 単価 | 金額 |\n|---|---|---|---|\n| 手袋 | 10箱 | 2,480円/枚 | 24,800円 |", "beside"},
		{"de_reference_to_another_step", TypeListStructure, de("1. Legen Sie die Batterien ein.\n2. Verbinden Sie das Gerät mit dem WLAN.\n\nTipp: Prüfen Sie das WLAN-Passwort."), "1. Legen Sie die Batterien ein.\n2. Verbinden Sie das Gerät mit dem WLAN.\n\nTipp: Prüfen Sie das WLAN-Passwort (siehe Schritt 1).", "something else"},
		{"ja_reference_to_a_missing_step", TypeListStructure, ja("1. 電池を入れます。\n2. アプリを起動します。\n\n・Bluetoothの設定はオンですか"), "1. 電池を入れます。\n2. アプリを起動します。\n\n・Bluetoothの設定はオンですか（手順7を参照）", "does not have"},
		{"de_adjective_capitalised", TypePolarity, de("Laden Sie die kostenlose App herunter."), "Laden Sie die Kostenlose App herunter.", "written"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(tt.typ, tt.text)
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

func TestLaterRulesPassParaphrases(t *testing.T) {
	de := func(golden string) generalCase { return generalCase{lang: "de", golden: golden} }
	ja := func(golden string) generalCase { return generalCase{lang: "ja", golden: golden} }
	tests := []struct {
		name, typ string
		g         generalCase
		text      string
	}{
		{"de_deadline_worded_as_frist", TypeNumbers, de("Bitte geben Sie das Angebot bis zum 30.10.2026 frei."), "Die Frist für Ihre Freigabe ist der 30.10.2026."},
		{"de_range_is_no_deadline", TypeNumbers, de("Die Lieferung erfolgt von 8 bis 12 Uhr."), "Wir liefern zwischen 8 und 12 Uhr."},
		{"ja_last_day_worded_as_end", TypeNumbers, ja("旧事務所での営業は11月13日（金）までです。"), "旧事務所での営業は11月13日（金）で終了します。"},
		{"de_hedge_the_case_makes", TypeStance, generalCase{lang: "de", golden: "Wir liefern am 12.11.2026.", request: "Liefern Sie nach Möglichkeit am 12.11.2026."}, "Wir liefern nach Möglichkeit am 12.11.2026."},
		{"ja_certainty_in_a_request", TypeStance, ja("本体に素足で乗ってください。"), "必ず素足で本体に乗ってください。"},
		{"ja_reversible_kanji_word", TypeWellFormed, ja("本日、注文品を発送しました。"), "日本国内へ、注文品を本日発送しました。"},
		{"ja_tokyo_to_is_no_kyoto", TypeSupported, ja("東京本社で受け付けます。"), "東京都の本社で受け付けます。"},
		{"de_city_adjective_and_named_city", TypeSupported, de("Die Ware geht an unser Lager in Ludwigshafen am Rhein."), "Die Ware geht an unser Ludwigshafener Lager."},
		{"de_also_as_therefore", TypeRegisterSymbols, de("Die Lampe ist defekt."), "Die Lampe ist defekt. Also tauschen wir sie aus."},
		{"de_einmal_and_zum_ersten_mal", TypeRegisterSymbols, generalCase{lang: "de", golden: "Bitte prüfen Sie das.", formal: true}, "Bitte prüfen Sie das noch einmal. Beim ersten Mal dauert es länger."},
		{"de_aehnlich_is_no_filler", TypeRegisterSymbols, de("Die Lampe ist defekt."), "Die Lampe ist defekt. Ähnliche Fälle prüfen wir gern."},
		{"ja_ano_as_that", TypeRegisterSymbols, ja("その件は確認済みです。"), "あの件は確認済みです。"},
		{"de_labelled_line_and_signature", TypeRepeatedUnits, de("Ort: Zahnarztpraxis Dr. Öztürk, Gärtnerweg 7\n\nIhre Zahnarztpraxis Dr. Öztürk"), "- Ort: Zahnarztpraxis Dr. Öztürk, Gärtnerweg 7\n\nZahnarztpraxis Dr. Öztürk"},
		{"ja_ga_and_wo_before_a_potential", TypeWellFormed, ja("10月分の勤怠データが取り込めないとの問い合わせ。"), "10月分の勤怠データを取り込めないとの問い合わせ。"},
		{"ja_de_after_a_date_before_an_end", TypeWellFormed, ja("旧事務所は11月13日に終了します。"), "旧事務所は11月13日で終了します。"},
		{"ja_japanese_words_with_ze_and_ryou", TypePurity, ja("作業が完了しました。"), "是非ご確認ください。作業が完了し、了承いただきました。"},
		{"de_word_before_its_own_ending_in_the_case", TypeWellFormed, de("Wir liefern am Montag an."), "Wir liefern am Montag an."},
		{"ja_under_way_worded_otherwise", TypePolarity, ja("写真で破損を確認済みです。"), "お写真で破損を確認いたしました。"},
		{"ja_table_count_right", TypeConsistency, ja(""), "| 品名 | 金額 |\n|---|---|\n| 用紙 | 24,800円 |\n| トナー | 26,700円 |\n\n合計（税抜、2品目）：51,500円"},
		{"de_lead_in_reworded", TypeListStructure, de("1. Öffnen Sie die App.\n2. Starten Sie die Kopplung.\n\nFalls die Verbindung nicht klappt:\n- Starten Sie den Router neu.\n- Prüfen Sie das Passwort."),
			"1. Öffnen Sie die App.\n2. Starten Sie die Kopplung.\n\nWenn es nicht klappt:\n- Starten Sie den Router neu.\n- Prüfen Sie das Passwort."},
		{"de_number_written_otherwise", TypePolarity, de("| Kühltechnik | 14.890,00 € | 6 Wochen |"), "| Kühltechnik | 14.890 € | 6 Wochen |"},
		{"de_second_address_block", TypePolarity, de("Frau Schulze\n67059 Ludwigshafen am Rhein"), "Frau Schulze\n67059 Ludwigshafen am Rhein\n\nRechnung an:\n67002 Ludwigshafen am Rhein"},
		{"ja_condition_as_topic", TypeStance, ja("ご不明な点がございましたら、本メールにご返信ください。"), "ご不明な点は、本メールへのご返信にてお問い合わせください。"},
		{"de_condition_as_fuer_fragen", TypeStance, de("Bei Fragen sind wir gern für Sie da."), "Für weitere Fragen sind wir gern für Sie da."},
		{"ja_lead_in_is_no_statement", TypeStance, ja("これで、アプリで測定結果を確認できます。"), "アプリで測定結果を確認できるようになるまでの手順は以下のとおりです。"},
		{"de_object_sie_after_the_reader", TypeCapitals, generalCase{lang: "de", golden: "Laden Sie die App herunter und installieren Sie die App.", formal: true}, "Laden Sie die App herunter und installieren Sie sie."},
		{"de_two_words_moved_is_no_chunk_swap", TypePolarity, de("Können Sie den Termin nicht wahrnehmen, sagen Sie ab."), "Können Sie den Termin nicht wahrnehmen, Sie sagen ab."},
		{"de_title_the_case_gives", TypeStance, de("Laut Frau Dr. Vogt kommt der Verdichter später."), "Frau Dr. Vogt meldet, dass der Verdichter später kommt."},
		{"de_question_in_the_letter", TypeStance, de("Sehr geehrter Herr Weiß,\n\nwir liefern am 12.11.2026.\n\nMit freundlichen Grüßen\nIhr Kundenservice"),
			"Sehr geehrter Herr Weiß,\n\nwir liefern am 12.11.2026. Haben Sie Fragen zur Lieferung am 12.11.2026?\n\nMit freundlichen Grüßen\nIhr Kundenservice"},
		{"ja_given_name_left_out", TypePolarity, ja("渡辺 弘様\n\nこのたびは修理のご依頼をいただき、誠にありがとうございます。"), "渡辺様\n\nこのたびは修理のご依頼をいただき、誠にありがとうございます。"},
		{"de_person_named_otherwise", TypePolarity, de("Laut Frau Dr. Vogt kommt der Verdichter später."), "Laut Frau Vogt kommt der Verdichter später."},
		{"ja_duration_made_approximate", TypeStance, ja("当日は訪問の30分前に、担当者からお電話いたします。"), "当日は訪問の30分ほど前に、担当者からお電話いたします。"},
		{"ja_approximate_figure_said_otherwise", TypeStance, ja("約5,000円の追加料金がかかります。"), "5,000円程度の追加料金がかかります。"},
		{"ja_kanji_word_with_yaku", TypeStance, ja("予約金は3,000円です。"), "ご予約金は3,000円です。"},
		{"ja_jis_long_vowel_left_out", TypeWellFormed, ja("追加ユーザー料金5,500円（税込）と、プリンタートナーの代金です。"), "追加ユーザ料金5,500円（税込）と、プリンタトナーの代金です。"},
		{"de_uhr_on_both_ends_of_a_range", TypeNumbers, de("Die Lieferung erfolgt zwischen 8 und 12 Uhr."), "Die Lieferung erfolgt zwischen 8 Uhr und 12 Uhr."},
		{"de_street_abbreviated", TypeWellFormed, ja("試料の送付先：Lindenstraße 8, 80331 München"), "試料の送付先：Lindenstr. 8, 80331 München"},
		{"de_yearless_date_of_next_year", TypeConsistency, de("Wir melden uns im Januar."), "Wir melden uns am Dienstag, 5. Januar."},
		{"de_then_said_otherwise", TypePolarity, de("Geben Sie Ihre E-Mail-Adresse ein. Bestätigen Sie anschließend Ihre E-Mail-Adresse."), "Geben Sie Ihre E-Mail-Adresse ein. Bestätigen Sie danach Ihre E-Mail-Adresse."},
		{"ja_label_in_bold", TypePolarity, ja("アプリの入力欄に同じ数字を入れて「接続」を押します。"), "アプリの入力欄に同じ数字を入れて「**接続**」を押します。"},
		{"ja_request_reworded_as_a_label", TypePolarity, ja("試料は次の宛先にお送りください：Institut für Schwingungstechnik"), "試料の送付先：Institut für Schwingungstechnik"},
		{"de_time_zone_the_case_gives", TypeNumbers, generalCase{lang: "de", golden: "Der Termin ist um 10:30 Uhr MEZ.", request: "Termin 10:30 Uhr MEZ"}, "Der Termin ist um 10:30 Uhr (MEZ)."},
		{"ja_year_of_heisei", TypeCoherence, ja("平成30年4月1日に設立。"), "平成30年4月1日に設立されました。"},
		{"de_numbered_list_in_sections", TypeListStructure, de("1. Eins.\n2. Zwei.\n\nDanach:\n\n3. Drei.\n4. Vier."), "1. Eins.\n2. Zwei.\n\nDanach:\n\n3. Drei.\n4. Vier."},
		{"de_empty_cell_the_golden_has", TypeListStructure, de("| Anbieter | Rabatt |\n|---|---|\n| Nordkälte AG | |\n| Eisblock KG | 5 % |"), "Anbieter | Rabatt\n---|---\nNordkälte AG | \nEisblock KG | 5 %"},
		{"ja_json_records_keys_reordered", TypeJSONShape, ja(`{"items": [{"product": "ケトル", "quantity": 1}, {"product": "パッキン", "quantity": 2}]}`), `{"items": [{"quantity": 1, "product": "ケトル"}, {"quantity": 2, "product": "パッキン"}]}`},
		{"ja_condition_kept_on_its_sentence", TypeStance, ja("お詫びとして、クーポンをお送りいたします。\nご不明な点がございましたら、本メールにご返信ください。"),
			"お詫びとして、クーポンをお送りします。\nご不明な点がございましたら、このメールにご返信ください。"},
		{"de_keine_kept", TypePolarity, de("Achten Sie darauf, dass das Passwort keine Leerzeichen enthält."), "Achten Sie darauf, dass im Passwort keine Leerzeichen stehen."},
		{"de_generic_signature", TypeStance, de("Vielen Dank.\n\nMit freundlichen Grüßen\nIhre Zahnarztpraxis Dr. Öztürk"), "Vielen Dank.\n\nMit freundlichen Grüßen\nIhr Team der Praxis Dr. Öztürk"},
		{"de_letter_in_first_person", TypeStance, de("Wir senden Ihnen eine Ersatzlampe zu."), "Ich sende Ihnen eine Ersatzlampe zu."},
		{"ja_customer_with_given_name", TypeStance, ja("髙橋様は月末の給与計算に間に合うかを心配されている。"), "髙橋 美咲様は、月末の給与計算に間に合うかを心配されている。"},
		{"ja_phrases_in_another_order", TypePolarity, ja("当日は、作業員が訪問の30分前にお電話いたします。"), "当日は、訪問の30分前に作業員がお電話いたします。"},
		{"de_synonyms_traded_between_sentences", TypeWellFormed, de("Wir senden Ihnen eine Ersatzlampe zu. Bitte schicken Sie die defekte Lampe zurück."), "Wir schicken Ihnen eine Ersatzlampe zu. Bitte senden Sie die defekte Lampe zurück."},
		{"ja_precondition_said_as_its_own_step", TypePolarity, ja("5. スマートフォンの Bluetooth をオンにしてから、アプリで「機器を追加」を選びます。"), "5. スマートフォンの Bluetooth をオンにします。\n6. アプリで「機器を追加」を選びます。"},
		{"ja_nominal_ending_in_a_summary", TypePolarity, ja("交換品は10月19日に発送予定です。"), "交換品は10月19日に発送予定。"},
		{"de_yours_said_otherwise", TypePolarity, de("Wir senden die Rechnung an Ihre Rechnungsanschrift."), "Die Rechnung geht wie gewohnt an Ihre Rechnungsanschrift."},
		{"de_german_verbs_that_look_english", TypePurity, de("Die Firma ordert die Teile; wir posten die Termine und prüfen die Statik."), "Die Firma hat die Teile geordert; wir posten die Termine und prüfen die Statik."},
		{"ja_japanese_words_sharing_chinese_glyphs", TypePurity, ja("お問い合わせください。"), "特産品の在庫と5日期限の郵便物について、お問い合わせください。"},
		{"de_nouns_at_sentence_start", TypeRegisterSymbols, de("Stellen Sie die Lampe auf. Folgen Sie den Schritten."), "Stellen Sie die Lampe auf. Folge davon ist, dass Sie den Schritten folgen."},
		{"de_sie_imperative_kept", TypeRegisterSymbols, de("8. Öffnen Sie die App."), "8. Öffnen Sie bitte die App."},
		{"de_signature_on_the_closing_line", TypeStance, de("Vielen Dank.\n\nMit freundlichen Grüßen\nIhr Kundenservice von Leuchtenhaus Nord"), "Vielen Dank.\n\nMit freundlichen Grüßen, Ihr Kundenservice von Leuchtenhaus Nord"},
		{"ja_signature_spaced_otherwise", TypeStance, ja("今後ともよろしくお願いいたします。\n\nハルカゼ寝具店 カスタマーサポート 岡田"), "今後ともよろしくお願い申し上げます。\n\nハルカゼ寝具店\u3000カスタマーサポート\u3000岡田"},
		{"de_list_indented_as_a_whole", TypeListStructure, de("- Eins ist da.\n- Zwei ist da."), "  - Eins ist da.\n  - Zwei ist da."},
		{"ja_opening_line_reworded", TypeListStructure, ja("初期設定は、次の手順で行います。\n\n1. 箱から本体を取り出します。\n2. 電池を入れます。"), "初期設定の手順は次のとおりです。\n1. 箱から本体を取り出します。\n2. 電池を入れます。"},
		{"ja_plain_favour_in_a_plain_summary", TypeRegisterSymbols, ja("髙橋様から写真が届いた。"), "髙橋様に写真を送ってもらった。"},
		{"ja_paragraphs_reworded_and_joined", TypeListStructure, ja("渡辺 弘様\n\nこのたびは修理のご依頼をいただき、誠にありがとうございます。\n\n訪問日時：10月23日（金）14時〜16時\n\nご不明な点がございましたら、お問い合わせください。"),
			"渡辺 弘様\n\nご不明な点は、お気軽にお問い合わせください。このたびは修理のご依頼をいただき、誠にありがとうございます。\n\n訪問日時：10月23日（金）14時〜16時"},
		{"ja_loanwords_japanese_writes", TypeRegisterSymbols, generalCase{lang: "ja", golden: "ご予約の変更はメールでご連絡ください。", formal: true}, "スケジュールの変更やキャンセルは、メールでサポートまでご連絡ください。"},
		{"de_letter_a_and_english_is", TypeRegisterSymbols, de("Variante A ist günstiger."), "Variante a) ist günstiger; die Anzeige „Wi-Fi is off“ erscheint."},
		{"de_noch_nicht_for_its_opposite", TypePolarity, de("Die Genehmigung der Gewerbeaufsicht steht noch aus."), "Die Genehmigung der Gewerbeaufsicht liegt noch nicht vor."},
		{"ja_may_not_kept_in_other_words", TypePolarity, ja("じゅうたんの上では正しく測定できないことがあります。"), "じゅうたんの上では正しく測定できない場合があります。"},
		{"de_noch_nicht_kept", TypePolarity, de("Die Genehmigung ist noch nicht erteilt."), "Die Genehmigung ist bislang noch nicht erteilt."},
		{"de_list_lines_alike", TypeRepeatedUnits, de("- Montag: geschlossen.\n- Dienstag: geschlossen.\n- Dienstagabend: offen."), "- Montag: geschlossen.\n- Dienstag: geschlossen.\n- Dienstagabend: offen."},
		{"de_two_addresses_alike", TypeRepeatedUnits, de("Lieferadresse:\nGießereistraße 14\n67059 Ludwigshafen\nRechnungsadresse:\nGießereistraße 14\n67059 Ludwigshafen"), "Lieferadresse:\nGießereistraße 14\n67059 Ludwigshafen\n\nRechnungsadresse:\nGießereistraße 14\n67059 Ludwigshafen"},
		{"de_letter_thanks_with_one_exclamation", TypeRegisterSymbols, de("Vielen Dank für Ihre Nachricht. Wir melden uns."), "Vielen Dank für Ihre Nachricht! Wir melden uns bald!"},
		{"de_ihr_as_possessive", TypeRegisterSymbols, generalCase{lang: "de", golden: "Ihr Termin ist bestätigt.", formal: true}, "Ihr Termin ist bestätigt; Ihr Kundenservice dankt Ihnen."},
		{"ja_json_records_in_another_order", TypeListStructure, ja(`{"items": [{"product": "ケトル", "quantity": 1, "unit_price": 12800}, {"product": "パッキン", "quantity": 2, "unit_price": 1100}]}`), `{"items": [{"unit_price": 1100, "product": "パッキン", "quantity": 2}, {"product": "ケトル", "quantity": 1, "unit_price": 12800.0}]}`},
		{"ja_katakana_words_after_kanji", TypePurity, ja("専用トナーを送ります。"), "都市ガス料金とは別に、専用トナーとカラー印刷用の用紙、新デザインの本体をお送りします。"},
		{"de_point_said_in_other_words", TypeStance, de("Die nächste Sitzung findet am 12.11.2026 statt. Der Ausschuss hat die Mehrkosten freigegeben."), "Am 12.11.2026 tritt das Gremium erneut zusammen. Der Ausschuss hat die Mehrkosten freigegeben."},
		{"ja_closing_formula_left_out", TypeStance, ja("料金が加算されております。\n今後ともミライ会計サポートをよろしくお願いいたします。"), "料金が加算されております。"},
		{"de_email_and_markdown_heading", TypeRegisterSymbols, de("Schreiben Sie an info@example.com."), "# Antwort\n\nSchreiben Sie an info@example.com oder an service@example.de."},
		{"de_attachment_the_case_has", TypeStance, generalCase{lang: "de", golden: "Anbei erhalten Sie die Rechnung.", request: "Rechnung im Anhang"}, "Anbei erhalten Sie die Rechnung."},
		{"ja_prefix_before_katakana_left_out", TypePolarity, ja("ご不明な点がございましたら、本メールにご返信ください。"), "ご不明な点がございましたら、メールにご返信ください。"},
		{"de_clause_made_a_sentence", TypePolarity, de("- Das Gerät baut keinen Druck mehr auf; der Espresso läuft nur tröpfchenweise."), "- Das Gerät baut keinen Druck mehr auf. Der Espresso läuft nur tröpfchenweise."},
		// Batch 25: logic words kept in sense.
		{"de_or_made_and_under_a_negation", TypePolarity, de("Prüfen Sie, dass am Anfang oder Ende des Passworts keine Leerzeichen stehen."), "Prüfen Sie, dass am Anfang und Ende des Passworts keine Leerzeichen stehen."},
		{"de_weil_made_da", TypePolarity, de("Weil Herr Weiß bis zum 22.10.2026 verreist ist, kommt Frau Müller."), "Da Herr Weiß bis zum 22.10.2026 verreist ist, kommt Frau Müller."},
		{"de_also_added", TypePolarity, de("Denken Sie bitte daran, Ihre Versichertenkarte mitzubringen."), "Denken Sie bitte auch daran, Ihre Versichertenkarte mitzubringen."},
		{"de_etwa_made_ca", TypePolarity, de("Die Messung dauert etwa 10 Sekunden."), "Die Messung dauert ca. 10 Sekunden."},
		{"ja_closing_ijou_added", TypePolarity, ja("これで初期設定は完了です。"), "以上で初期設定は完了です。"},
		{"ja_resultative_made_done", TypePolarity, ja("アプリは最新版に更新されていますか。"), "アプリは最新版に更新済みですか。"},
		{"ja_approx_in_its_own_group", TypePolarity, ja("約10秒で測定が終わります。"), "10秒程度で測定が終わります。"},
		{"de_acronym_in_capitals", TypeRegisterSymbols, de("Verbinden Sie das Gerät mit dem WLAN."), "Verbinden Sie das Gerät mit Ihrem WLAN (nur 2,4 GHz, kein WPA3)."},
		{"ja_asks_to_call_if_need_be", TypeStance, ja("日程の変更をご希望の場合は、ご連絡ください。"), "ご都合が悪い場合はお知らせください。"},
		{"de_asks_whether_it_suits", TypeStance, de("Wir melden uns."), "Wir melden uns. Bitte teilen Sie uns mit, ob der Termin passt."},
		{"de_capital_after_a_colon", TypePolarity, de("Hinweis: bitte bringen Sie die Karte mit."), "Hinweis: Bitte bringen Sie die Karte mit."},
		{"ja_pair_of_two", TypeRepeatedUnits, ja("メールアドレスとパスワードを入力します。"), "メールアドレスとパスワードを入力してください。"},
		{"ja_price_per_the_same_unit", TypeConsistency, ja("| 品名 | 数量 | 単価 | 金額 |\n|---|---|---|---|\n| 手袋 | 10箱 | 2,480円 | 24,800円 |"), "| 品名 | 数量 | 単価 | 金額 |\n|---|---|---|---|\n| 手袋 | 10箱 | 2,480円/箱 | 24,800円 |"},
		{"de_reference_to_the_right_step", TypeListStructure, de("1. Legen Sie die Batterien ein.\n2. Verbinden Sie das Gerät mit dem WLAN.\n\nTipp: Prüfen Sie das WLAN-Passwort."), "1. Legen Sie die Batterien ein.\n2. Verbinden Sie das Gerät mit dem WLAN.\n\nTipp: Prüfen Sie das WLAN-Passwort (siehe Schritt 2)."},
		{"de_first_name_initial", TypeStance, de("Dr. Klaus Müller leitet die Prüfung."), "Dr. K. Müller leitet die Prüfung."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(tt.typ, tt.text)
			assert.True(t, r.Pass, r.Reason)
		})
	}
}

// Tidy reads Unicode line and paragraph separators as line breaks, and joins
// Japanese lines a mail client wrapped inside a sentence; one line break inside a
// sentence stays.
func TestTidyLineBreaks(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"line_separator", "eins\u2028zwei\u2029\u2029drei", "eins\nzwei\n\ndrei"},
		{"ja_clause_line", "ご注文番号WS-30982の商品につきまして、\n配送が遅れております。", "ご注文番号WS-30982の商品につきまして、配送が遅れております。"},
		{"ja_fixed_width_wrap",
			"いつもハルカゼ寝具店をご利用いただき誠にありがとうございますご注文の羽毛布団\nにつきまして配送センターでの作業遅延により発送が遅れておりますお待たせして\nしまい誠に申し訳ございません。",
			"いつもハルカゼ寝具店をご利用いただき誠にありがとうございますご注文の羽毛布団につきまして配送センターでの作業遅延により発送が遅れておりますお待たせしてしまい誠に申し訳ございません。"},
		{"ja_one_break_stays", "配送センターでの作業遅延により発送が遅れて\nおります。", "配送センターでの作業遅延により発送が遅れて\nおります。"},
		{"ja_symbol_heading", "8. 設定は完了です。\n\n■ うまくつながらない場合\n\n- 電池をご確認ください。", "8. 設定は完了です。\n\n### うまくつながらない場合\n\n- 電池をご確認ください。"},
		{"kangxi_radicals_and_squares", "10⽉21⽇に㍿アオバへ", "10月21日に株式会社アオバへ"},
		{"pangu_spacing", "10 月 19 日（月）に WS-30982 の件", "10月19日（月）に WS-30982の件"},
		{"ja_pdf_wrap_that_breaks_early", "厚木物流センターの相模原移転について、責任者の髙橋が第3回進捗を報告した。新セン\nターはソラノ物流が運営し、在庫管理に新しいシステムを導入するが、受注システ\nムとの連携テストで不具合が見つかった。修正版の提供\n（10月23日）後に再テストが必要である。",
			"厚木物流センターの相模原移転について、責任者の髙橋が第3回進捗を報告した。新センターはソラノ物流が運営し、在庫管理に新しいシステムを導入するが、受注システムとの連携テストで不具合が見つかった。修正版の提供（10月23日）後に再テストが必要である。"},
		{"ja_one_long_line_wrapped", "9月20日にユーザーを1名追加していただいたため、今月から追加ユーザー分の料\n金5,500円（税込）が加算されております。", "9月20日にユーザーを1名追加していただいたため、今月から追加ユーザー分の料金5,500円（税込）が加算されております。"},
		{"ja_salutation_stays", "小林 恵子様\nいつもご利用いただき、誠にありがとうございます。", "小林 恵子様\nいつもご利用いただき、誠にありがとうございます。"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, Tidy(tt.in))
		})
	}
}
