package score

import "testing"

const (
	spDeGolden = "Sehr geehrte Frau Köhler,\n\nvielen Dank für Ihre Nachricht. Die Pumpe baut seit dem zweiten Tag keinen Druck mehr auf; wir senden Ihnen bis zum 19.10.2026 ein Austauschgerät. Bitte bestätigen Sie Ihre Adresse. Der Kopplungsmodus bleibt 10 Minuten aktiv.\n\nMit freundlichen Grüßen"
	spJaGolden = "松本様\n\n交換品は10月19日に発送いたします。本体を箱から取り出し、電池の残量をご確認ください。新しいフィルターは従来品と同じで、差し込み口に入れるだけです。この機種の初期設定は不要ですので、そのままお使いください。\n\nご協力いただき、まことにありがとうございます。"
)

// well_formed catches the spelling near-misses of a model that almost copies the
// golden's words: one word a letter or two off in a sentence that is otherwise the
// golden's, two letters turned, another umlaut, ß for ss, a kana or kanji of the same
// sound or look, a small っ lost, okurigana added, a promise made a proposal, and a
// table whose delimiter row has too few cells.
func TestSpellingCatches(t *testing.T) {
	de := generalCase{lang: "de", golden: spDeGolden}
	ja := generalCase{lang: "ja", golden: spJaGolden}
	assertGeneralCatches(t, TypeWellFormed, []generalCatch{
		{"de_homophone", de, editOnce(spDeGolden, "vielen Dank", "fielen Dank"), `"fielen" for the golden's "vielen"`},
		{"de_final_devoicing", de, editOnce(spDeGolden, "seit dem", "seid dem"), `"seid" for the golden's "seit"`},
		{"de_case_ending", de, editOnce(spDeGolden, "seit dem zweiten", "seit den zweiten"), `"den" for the golden's "dem"`},
		{"de_plural_lost_after_number", de, editOnce(spDeGolden, "10 Minuten", "10 Minute"), `"Minute" for the golden's "Minuten"`},
		{"de_separable_particle_lost", de, editOnce(spDeGolden, "mehr auf;", "mehr;"), `lost its particle "auf"`},
		{"de_letters_turned", de, editOnce(editOnce(spDeGolden, "vielen Dank", "veilen Dank"), "Ihre Nachricht", "Ihre Nachrichten"), `"veilen" for "vielen"`},
		{"de_other_umlaut", de, editOnce(editOnce(spDeGolden, "bestätigen", "bestötigen"), "Bitte", "Nun bitte"), `"bestötigen" for "bestätigen"`},
		{"de_eszett_for_ss", de, editOnce(editOnce(spDeGolden, "Adresse", "Adreße"), "Bitte", "Nun bitte"), `"Adreße" for "adresse"`},
		{"ja_particle_as_pronounced", ja, editOnce(spJaGolden, "初期設定は", "初期設定わ"), "for the golden's"},
		{"ja_object_particle_as_pronounced", ja, editOnce(spJaGolden, "本体を箱", "本体お箱"), "for the golden's"},
		{"ja_hiragana_lookalike", ja, editOnce(spJaGolden, "ご確認ください", "ご確認くだちい"), "for the golden's"},
		{"ja_long_vowel_spelt", ja, editOnce(spJaGolden, "ありがとう", "ありがとお"), "for the golden's"},
		{"ja_kanji_as_katakana", ja, editOnce(spJaGolden, "差し込み口", "差し込みロ"), "for the golden's"},
		{"ja_same_reading_kanji", ja, editOnce(spJaGolden, "取り出し", "採り出し"), `採り出`},
		{"ja_sokuon_lost", generalCase{lang: "ja", golden: "手順に従って初期設定を進めてください。"}, "手順に従て初期設定を進めてください。", "for the golden's"},
		{"ja_okurigana_added", ja, editOnce(spJaGolden, "新しい", "新らしい"), "for the golden's"},
		{"ja_promise_made_proposal", ja, editOnce(spJaGolden, "発送いたします", "発送いたしましょう"), "made a proposal"},
		{"de_verb_to_the_end", de, editOnce(spDeGolden, "wir senden Ihnen bis zum 19.10.2026 ein Austauschgerät.", "wir Ihnen bis zum 19.10.2026 ein Austauschgerät senden."), `"senden" put at the end`},
		{"de_verb_to_the_end_of_the_sentence", generalCase{lang: "de", golden: "Die App überträgt die Zugangsdaten an das Gerät; das kann bis zu zwei Minuten dauern."},
			"Die App die Zugangsdaten an das Gerät; das kann bis zu zwei Minuten dauern überträgt.", `"überträgt" put at the end`},
		{"ja_year_without_digits", generalCase{lang: "ja", golden: "2026年10月30日までに、ご承認をお願いいたします。"}, "年10月30日までに、ご承認をお願いいたします。", "a number without its digits"},
		{"de_amount_cut_after_its_point", generalCase{lang: "de", golden: "Eisblock Systemtechnik KG: 13.975,00 €"}, "Eisblock Systemtechnik KG: 13. €", "a number without its digits"},
		{"table_row_too_long", generalCase{lang: "de", golden: "| Anbieter | Garantie |\n|---|---|\n| Nordkälte AG | 2 Jahre |"},
			"| Anbieter | Garantie |\n|---|---|\n| Nordkälte AG | 2 Jahre | 2 Jahre | 2 Jahre |", "a table row of 4 cells under a header of 2"},
		{"list_item_split", generalCase{lang: "de", golden: "- Frau Köhler hat am 08.10.2026 die Maschine bestellt, Bestellnummer 77-3190-DE.\n- Sie bittet um ein Etikett."},
			"- Frau Köhler hat am 08.10.2026 die Maschine bestellt\n- Bestellnummer 77-3190-DE.\n- Sie bittet um ein Etikett.", "split in two"},
		{"de_sentence_echoed_shortened", generalCase{lang: "de", golden: "Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen. Mit freundlichen Grüßen"},
			"Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen. Wir bitten Sie, Unannehmlichkeiten zu entschuldigen. Mit freundlichen Grüßen", "said again"},
		{"de_tail_echoed_at_next_start", generalCase{lang: "de", golden: "Wir bestätigen Ihren Termin in der Praxis Dr. Öztürk, Gärtnerweg 7.\nBitte bringen Sie Ihre Versichertenkarte mit."},
			"Wir bestätigen Ihren Termin in der Praxis Dr. Öztürk, Gärtnerweg 7.\nÖztürk, Gärtnerweg 7 Bitte bringen Sie Ihre Versichertenkarte mit.", "opens with the end of the sentence before"},
		{"ja_tail_echoed_at_next_start", generalCase{lang: "ja", golden: "このたびは修理のご依頼をいただき、誠にありがとうございます。\n訪問日時を下記のとおり確定いたしました。"},
			"このたびは修理のご依頼をいただき、誠にありがとうございます。\nございます訪問日時を下記のとおり確定いたしました。", "opens with the end of the sentence before"},
		{"de_items_traded_between_sentences", generalCase{lang: "de", golden: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. Bitte schicken Sie die defekte Lampe an uns zurück."},
			"Wir senden Ihnen am 20.10.2026 kostenlos eine defekte Lampe zu. Bitte schicken Sie die Ersatzlampe an uns zurück.", "traded places"},
		{"ja_salutation_run_into_the_text", generalCase{lang: "ja", golden: "小林 恵子様\n\nいつもご利用いただき、誠にありがとうございます。"},
			"小林 恵子様いつもご利用いただき、誠にありがとうございます。", "runs into the text"},
		{"ja_kanji_words_as_katakana_jargon", generalCase{lang: "ja", golden: "日程の変更をご希望の場合は、前日までにご連絡ください。\n画面の案内に従って内容をご確認ください。"},
			"日程のチェンジをご希望の場合は、前日までにご連絡ください。\n画面の案内に従って内容をごコンファームください。", "katakana loanwords"},
		{"de_item_echoed_shortened", generalCase{lang: "de", golden: "- Herr Oßwald meldet Mehrkosten für Schallschutzwände, die der Ausschuss freigegeben hat.\n- Die nächste Sitzung findet am 12.11.2026 statt."},
			"- Herr Oßwald meldet Mehrkosten für Schallschutzwände, die der Ausschuss freigegeben hat. Herr Oßwald meldet Mehrkosten Schallschutzwände, die der Ausschuss freigegeben hat.\n- Die nächste Sitzung findet am 12.11.2026 statt.", "said again"},
		{"sentence_moved_to_another_item", generalCase{lang: "de", golden: "1. Öffnen Sie die Abdeckung. Legen Sie die Batterien ein.\n2. Stellen Sie das Gerät auf den Boden.\n3. Starten Sie die App."},
			"1. Öffnen Sie die Abdeckung.\n2. Stellen Sie das Gerät auf den Boden. Legen Sie die Batterien ein.\n3. Starten Sie die App.", "moved from its list item"},
		{"table_delimiter_row_short", generalCase{lang: "de", golden: "| Anbieter | Preis | Garantie |\n|---|---|---|\n| Nordkälte AG | 12.450,00 € | 2 Jahre |"},
			"| Anbieter | Preis | Garantie |\n|---|---|\n| Nordkälte AG | 12.450,00 € | 2 Jahre |", "delimiter row has 2 cells under a header of 3"},
	})
}

// A paraphrase changes whole words or writes the same word another standard way: gern
// for gerne, a particle for another (に, へ), the capital at a sentence's start, words
// of its own, a vowel that is a word of its own (kennen beside können), okurigana left
// out (取出し), thanks in the past, a table of the right shape.
func TestSpellingParaphrasesPass(t *testing.T) {
	de := generalCase{lang: "de", golden: spDeGolden}
	ja := generalCase{lang: "ja", golden: spJaGolden}
	assertGeneralPasses(t, TypeWellFormed, []generalPass{
		{"ja_one_loanword_of_a_paraphrase", generalCase{lang: "ja", golden: "日程の変更をご希望の場合は、前日までにご連絡ください。\n画面の案内に従って内容をご確認ください。"},
			"日程の変更をご希望の場合は、前日までにご連絡ください。\n画面の案内に従って内容をチェックしてください。"},
		{"de_dies_for_das", generalCase{lang: "de", golden: "Die App überträgt die Zugangsdaten; das kann bis zu zwei Minuten dauern."}, "Die App überträgt die Zugangsdaten; dies kann bis zu zwei Minuten dauern."},
		{"de_synonym_element", generalCase{lang: "de", golden: "Geben Sie das Passwort Ihres WLANs ein und wenden Sie sich an unseren Kundendienst.", request: "Kundendienst"},
			"Geben Sie das Kennwort Ihres WLANs ein und wenden Sie sich an unseren Kundenservice."},
		{"de_optional_e", generalCase{lang: "de", golden: "Bei Fragen helfen wir Ihnen gerne weiter."}, "Bei Fragen helfen wir Ihnen gern weiter."},
		{"de_two_sentences_reworded_apart", generalCase{lang: "de", golden: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. Bitte schicken Sie die defekte Lampe an uns zurück."},
			"Wir senden Ihnen am 20.10.2026 kostenlos eine neue Lampe zu. Bitte schicken Sie die alte Lampe an uns zurück."},
		{"de_lead_in_before_a_golden_sentence", generalCase{lang: "de", golden: "Der Termin ist am Montag, 26. Oktober 2026.\nBitte bringen Sie Ihre Versichertenkarte mit."},
			"Der Termin ist am Montag, 26. Oktober 2026.\nNicht vergessen: Bitte bringen Sie Ihre Versichertenkarte mit."},
		{"de_capital_at_start", generalCase{lang: "de", golden: "Vielen Dank für Ihre Nachricht."}, "vielen Dank für Ihre Nachricht."},
		{"de_words_of_its_own", de, editOnce(spDeGolden, "vielen Dank", "herzlichen Dank")},
		{"de_e_and_umlaut_words", generalCase{lang: "de", golden: "Wir können den Termin verschieben."}, "Sie kennen den Termin bereits. Wir können ihn verschieben."},
		{"de_own_umlaut_plural", generalCase{lang: "de", golden: "Mangel: Die Pumpe baut keinen Druck auf."}, "Mängel: Die Pumpe baut keinen Druck mehr auf."},
		{"de_particle_kept_elsewhere", de, editOnce(spDeGolden, "keinen Druck mehr auf;", "seitdem keinen Druck mehr auf;")},
		{"ja_particle_for_particle", generalCase{lang: "ja", golden: "交換品は倉庫から東京に発送いたします。"}, "交換品は倉庫から東京へ発送いたします。"},
		{"ja_okurigana_left_out", ja, editOnce(spJaGolden, "取り出し", "取出し")},
		{"ja_thanks_in_the_past", ja, editOnce(spJaGolden, "ありがとうございます。", "ありがとうございました。")},
		{"ja_kanji_word_of_the_case", generalCase{lang: "ja", golden: "本体を箱から取り出してください。", request: "箱から出すときは本体を持ってください。"}, "本体を箱から出してください。"},
		{"de_adverb_moved", generalCase{lang: "de", golden: "Wir liefern Ihnen gern die Ware am Montag."}, "Wir liefern Ihnen die Ware am Montag gern."},
		{"de_negation_moved", generalCase{lang: "de", golden: "Eine Lieferung ist am Wochenende nicht möglich."}, "Eine Lieferung ist nicht am Wochenende möglich."},
		{"ja_every_year", generalCase{lang: "ja", golden: "点検は毎年10月に行います。"}, "毎年10月に点検を行います。今年10月の点検は完了しました。"},
		{"list_item_made_two_sentences", generalCase{lang: "de", golden: "- Frau Köhler hat am 08.10.2026 die Maschine bestellt, Bestellnummer 77-3190-DE.\n- Sie bittet um ein Etikett."},
			"- Frau Köhler hat am 08.10.2026 die Maschine bestellt.\n- Bestellnummer: 77-3190-DE.\n- Sie bittet um ein Etikett."},
		{"ja_synonym_with_one_kanji_of_its_own", generalCase{lang: "ja", golden: "固定価格は1,480ユーロ（税別）です。"}, "固定価格は1,480ユーロ（税抜）です。"},
		{"two_sentences_alike_but_different", generalCase{lang: "de", golden: "Die Lieferung erfolgt am Montag. Die Abholung erfolgt am Dienstag."}, "Die Lieferung erfolgt am Montag. Die Abholung erfolgt am Dienstag."},
		{"item_sentences_reordered_within", generalCase{lang: "de", golden: "1. Öffnen Sie die Abdeckung. Legen Sie die Batterien ein.\n2. Starten Sie die App."},
			"1. Legen Sie die Batterien ein, nachdem Sie die Abdeckung geöffnet haben.\n2. Starten Sie die App."},
		{"table_right_shape", generalCase{lang: "de", golden: "| Anbieter | Preis |\n|---|---|\n| Nordkälte AG | 12.450,00 € |"}, "| Anbieter | Preis |\n|:---|---:|\n| Nordkälte AG | 12.450,00 € |"},
	})
}
