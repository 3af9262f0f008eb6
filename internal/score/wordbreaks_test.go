package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

const (
	wbDeGolden = "Sehr geehrte Frau Köhler,\n\nvielen Dank für Ihre Nachricht. Die App überträgt die Zugangsdaten an Ihr Benutzerkonto. Bitte schicken Sie die defekte Lampe an uns zurück, sodass wir sie prüfen können.\n\nMit freundlichen Grüßen"
	wbJaGolden = "渡辺様\n\n新しいお届け予定日は10月21日（水）です。訪問日時は午前中を予定しております。入力欄に同じ数字を入力してください。\n\nよろしくお願いいたします。"
)

// A case whose request names the things its golden writes again.
const (
	wbRepRequestDe = "Meine Stehlampe flackert. Interne Info: Ersatzlampe wird am 20.10.2026 verschickt."
	wbRepGoldenDe  = "Sehr geehrter Herr Weiß,\n\nwir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.\n\nMit freundlichen Grüßen"
	wbRepRequestJa = "修理の件です。社内メモ：出張修理で対応、クーポンを送付。訪問の日程を調整。"
	wbRepGoldenJa  = "山田様\n\nご依頼の件は出張修理にて対応いたします。お詫びとしてクーポンをお送りいたします。\n\nよろしくお願いいたします。"
)

// well_formed catches the answer's words put together the way a broken detokenizer or
// sampler puts them: a word of the case broken apart, tokenizer pieces, German
// punctuation with no space after it, a stray word inserted into a sentence of the
// golden, one letter of a name or kanji compound changed.
func TestWordFormsCatches(t *testing.T) {
	de := generalCase{lang: "de", golden: wbDeGolden}
	ja := generalCase{lang: "ja", golden: wbJaGolden}
	assertGeneralCatches(t, TypeWellFormed, []generalCatch{
		{"de_subword_space", de, editOnce(wbDeGolden, "Zugangsdaten", "Zugang sdaten"), `"Zugangsdaten" broken by a space`},
		{"de_line_break_in_word", de, editOnce(wbDeGolden, "überträgt", "über\nträgt"), `"überträgt" broken by a line break`},
		{"de_hyphen_in_word", de, editOnce(wbDeGolden, "Benutzerkonto", "Benutz-erkonto"), `"Benutzerkonto" broken by a hyphen`},
		{"de_byte_fallback", de, editOnce(wbDeGolden, "überträgt", "<0xC3><0xBC>berträgt"), `tokenizer pieces written out: "<0xC3>"`},
		{"de_bpe_space", de, editOnce(wbDeGolden, "Bitte schicken Sie", "BitteĠschickenĠSie"), `"Ġ"`},
		{"de_no_space_after_comma", de, editOnce(wbDeGolden, "zurück, sodass", "zurück,sodass"), `no space after punctuation: "ck,so"`},
		{"de_number_and_word_fused", generalCase{lang: "de", golden: "| Anbieter | Lieferzeit |\n|---|---|\n| Nordkälte AG | 4 Wochen |"}, "| Anbieter | Lieferzeit |\n|---|---|\n|NordkälteAG|4Wochen|", "words run together"},
		{"de_words_fused", de, editOnce(wbDeGolden, "vielen Dank für Ihre Nachricht", "vielenDankfürIhreNachricht"), "words run together"},
		{"de_no_space_after_stop", de, editOnce(wbDeGolden, "Nachricht. Die App", "Nachricht.Die App"), `"ht.Di"`},
		{"de_word_inserted", de, editOnce(wbDeGolden, "Bitte schicken Sie die", "Bitte schicken Sie Quittengelee die"), `"Quittengelee" inserted`},
		{"de_name_umlaut_dropped", de, editOnce(wbDeGolden, "Frau Köhler,", "Frau Kohler,"), `"Kohler" for "Köhler"`},
		{"ja_space_after_a_date", generalCase{lang: "ja", golden: "交換品は10月19日に発送いたします。"}, "交換品は10月19日 に発送いたします。", "space inside Japanese text"},
		{"ja_space_in_sentence", ja, editOnce(wbJaGolden, "新しいお届け予定日", "新 しいお 届 け予定日"), "space inside Japanese text"},
		{"ja_line_break_in_word", ja, editOnce(wbJaGolden, "訪問日時は", "訪問日\n時は"), `line break inside "問日時は"`},
		{"ja_kanji_lookalike", ja, editOnce(wbJaGolden, "訪問日時", "訪間日時"), `"訪間日時" for "訪問日時"`},
		// Misspellings a broken decoder makes: marks on the wrong letter, small kana
		// written large, a long vowel written as a dash, a token lost inside a word, and
		// the honorific prefix a noun does not take.
		{"de_diaeresis_on_wrong_letter", de, editOnce(wbDeGolden, "überträgt die", "u\u0308\u0308berträgt die"), "misspells"},
		{"de_diaeresis_moved_to_capital", generalCase{lang: "de", golden: "Sie verbinden Ihre Wärmepumpe mit der App."}, "Sie verbinden Ihre W\u0308armepumpe mit der App.", "misspells"},
		{"de_letters_dropped_in_word", de, editOnce(wbDeGolden, "Benutzerkonto", "Benutkonto"), `"Benutkonto" for "Benutzerkonto"`},
		{"ja_dakuten_moved", generalCase{lang: "ja", golden: "このたびはご迷惑をおかけし、申し訳ございません。"}, "このだひはご迷惑をおかけし、申し訳ございません。", "misspells"},
		{"ja_small_tsu_written_large", generalCase{lang: "ja", golden: "担当者が調査したところ、設定に誤りがあったことが分かりました。"}, "担当者が調査したところ、設定に誤りがあつたことが分かりました。", "misspells"},
		{"ja_long_vowel_as_hyphen", generalCase{lang: "ja", golden: "配送センターでの作業遅延により発送が遅れております。"}, "配送センタ-での作業遅延により発送が遅れております。", "misspells"},
		{"ja_katakana_letters_dropped", generalCase{lang: "ja", golden: "アプリ「カラダノート」を開き、体重を確認してください。"}, "アプリ「カラート」を開き、体重を確認してください。", "letters dropped"},
		// A stray word dropped into a golden sentence, its end cut off, a word lost.
		{"de_rare_noun_between_words", de, editOnce(wbDeGolden, "Die App überträgt", "Die App Quittengelee überträgt"), `"Quittengelee" inserted`},
		{"ja_rare_run_between_kana", generalCase{lang: "ja", golden: "お届けまでしばらくお待ちください。"}, "お届けまで蜃気楼しばらくお待ちください。", `"蜃気楼" inserted`},
		{"de_sentence_end_clipped", de, editOnce(wbDeGolden, "sodass wir sie prüfen können.", "sodass wir sie."), "cut off the end"},
		{"ja_sentence_end_clipped", generalCase{lang: "ja", golden: "担当者の西村が10月19日（月）17時までに回答する。"}, "担当者の西村が10月19日（月）17時までに回。", "cut off the end"},
		{"ja_particle_opens_sentence", generalCase{lang: "ja", golden: "9月分までは正常です。担当の西村が調査します。"}, "9月分までは正常です。の西村が調査します。", "opens on a particle"},
		{"de_blank_before_stop", de, editOnce(wbDeGolden, "Nachricht. Die App", "Nachricht . Die App"), "blank before the punctuation"},
		{"ja_label_lost", generalCase{lang: "ja", golden: "訪問日時：2026年10月23日（金）14時〜16時"}, "：2026年10月23日（金）14時〜16時", "opens on a colon"},
		{"de_pieces_swapped", de, editOnce(wbDeGolden, "Bitte schicken Sie die defekte", "Bitte n Sie dschickeie defekte"), "swapped"},
		{"ja_pieces_swapped", generalCase{lang: "ja", golden: "アプリで「機器を追加」を選び、一覧から「カラダノート S5」を選択します。"}, "アプリで「機器を追加」を選び、一覧かダノートら「カラ S5」を選択します。", "swapped"},
		{"de_dative_after_mit", de, editOnce(wbDeGolden, "an uns zurück", "mit die Post an uns zurück"), "takes the dative"},
		{"de_subject_twice", de, editOnce(wbDeGolden, "Bitte schicken Sie die defekte Lampe", "Sie können gern schicken Sie die defekte Lampe"), "subject twice"},
		{"ja_ward_replaced", generalCase{lang: "ja", golden: "新住所は東京都渋谷区道玄坂1丁目12番1号です。"}, "新住所は東京都港区道玄坂1丁目12番1号です。", `"港区" in the place of "渋谷区"`},
		{"ja_long_vowel_as_dash_in_a_value", generalCase{lang: "ja", golden: `{"payment": "クレジットカード"}`}, `{"payment": "クレジットカ-ド"}`, "dash for the long vowel"},
		{"de_modifier_of_another_thing", generalCase{lang: "de", golden: "Die Lieferung erfolgt am 12.11.2026. Die Rechnung senden wir an Ihre Rechnungsanschrift."}, "Die Lieferung erfolgt am 12.11.2026. Die Rechnung senden wir an Ihre Lieferanschrift.", "another thing of the case"},
		// A noun the request gives, replaced in the golden's own sentence by one whose
		// differing part the case never writes.
		{"de_request_noun_replaced", generalCase{lang: "de", golden: wbRepGoldenDe, request: wbRepRequestDe}, editOnce(wbRepGoldenDe, "eine Ersatzlampe", "eine Gutschrift"), `"Gutschrift" in the place of the request's "Ersatzlampe"`},
		{"de_request_compound_neighbour", generalCase{lang: "de", golden: wbRepGoldenDe, request: wbRepRequestDe}, editOnce(wbRepGoldenDe, "eine Ersatzlampe", "eine Leihlampe"), `"Leihlampe" in the place of`},
		{"ja_request_katakana_noun_replaced", generalCase{lang: "ja", golden: wbRepGoldenJa, request: wbRepRequestJa}, editOnce(wbRepGoldenJa, "クーポン", "ポイント"), `"ポイント"`},
		{"ja_request_compound_neighbour", generalCase{lang: "ja", golden: wbRepGoldenJa, request: wbRepRequestJa}, editOnce(wbRepGoldenJa, "出張修理", "持込修理"), `"持込修理" in the place of the request's "出張修理"`},
		// A compound of the golden (not of the request) whose other element the case
		// never writes: a neighbouring sense of the same thing.
		{"de_golden_compound_element_replaced", generalCase{lang: "de", golden: "Hiermit bestätigen wir Ihren Kontrolltermin am Montag, 26. Oktober 2026.", request: "Bitte bestätigen Sie den Termin."},
			"Hiermit bestätigen wir Ihren Behandlungstermin am Montag, 26. Oktober 2026.", `"Behandlungstermin" in the place of the golden's "Kontrolltermin"`},
		{"ja_golden_compound_element_replaced", generalCase{lang: "ja", golden: "振動試験のお見積もりをお送りいたします。", request: "見積もりを送ってください。"},
			"騒音試験のお見積もりをお送りいたします。", `"騒音試験" in the place of the golden's "振動試験"`},
		{"ja_golden_compound_middle_replaced", generalCase{lang: "ja", golden: "アプリの記録タブに、体重と体脂肪率が表示されます。", request: "初期設定の手順を書いてください。"},
			"アプリの記録タブに、体重と体水分率が表示されます。", `"体水分率" in the place of the golden's "体脂肪率"`},
		// Two sentences run together, the full stop between them lost.
		{"ja_sentences_run_together", generalCase{lang: "ja", golden: "新しい電話番号は06-6345-7781です。FAX番号は変わりません。"}, "新しい電話番号は06-6345-7781ですFAX番号は変わりません。", "two sentences run together"},
		{"de_sentences_run_together", de, editOnce(wbDeGolden, "Nachricht. Die App", "Nachricht Die App"), "two sentences run together"},
		{"ja_go_for_o", ja, editOnce(wbJaGolden, "よろしくお願いいたします。", "ご不明な点はご問い合わせください。\nよろしくお願いいたします。"), `"ご問い合わせ"`},
		{"ja_o_for_go_as_the_source_writes", generalCase{lang: "ja", golden: "ご迷惑をおかけし、申し訳ございません。"}, "お迷惑をおかけし、申し訳ございません。", `"お迷惑"`},
	})
}

// Paraphrases write whole words of their own: German compounds apart or hyphenated
// the way German allows, filler words added, other sentences; Japanese names with a
// space, lines broken between sentences, numbers and URLs with punctuation.
func TestWordFormsParaphrasesPass(t *testing.T) {
	de := generalCase{lang: "de", golden: wbDeGolden}
	ja := generalCase{lang: "ja", golden: wbJaGolden}
	assertGeneralPasses(t, TypeWellFormed, []generalPass{
		{"de_reworded", de, "Sehr geehrte Frau Köhler,\n\nherzlichen Dank für Ihre Nachricht. Ihre Zugangsdaten überträgt die App an Ihr Benutzer-Konto. Schicken Sie uns die defekte Lampe bitte zurück, so dass wir sie prüfen können.\n\nMit freundlichen Grüßen"},
		{"de_filler_inserted", de, editOnce(wbDeGolden, "Bitte schicken Sie die", "Bitte schicken Sie uns gerne die")},
		{"de_word_added_by_a_paraphrase", de, editOnce(wbDeGolden, "Bitte schicken Sie die defekte", "Bitte schicken Sie umgehend die defekte")},
		{"de_noun_of_the_case_added", de, editOnce(wbDeGolden, "an Ihr Benutzerkonto", "an Ihr neues Benutzerkonto")},
		{"ja_word_added", ja, editOnce(wbJaGolden, "入力欄に同じ", "入力欄に必ず同じ")},
		{"de_numbers_urls_abbreviations", de, wbDeGolden + "\nDer Preis beträgt 1.249,90 € (inkl. 19 % MwSt.), z.B. per www.example.de/hilfe oder info@example.de."},
		{"de_line_wrapped_between_words", de, "Sehr geehrte Frau Köhler,\n\nvielen Dank für Ihre Nachricht. Die App überträgt die\nZugangsdaten an Ihr Benutzerkonto."},
		{"ja_name_with_space", generalCase{lang: "ja", golden: "渡辺 恵子様\n\n訪問日時は午前中を予定しております。"}, "渡辺 恵子様\n\n訪問日時は午前中の予定です。"},
		{"ja_reworded", ja, "渡辺様\n\nお届け予定日は新たに10月21日（水）となりました。\n訪問は午前中を予定しております。\n入力欄には同じ数字をご入力ください。\n\nよろしくお願いいたします。"},
		{"de_shorter_word_of_its_own", de, editOnce(wbDeGolden, "an Ihr Benutzerkonto", "an Ihr Konto")},
		{"ja_honorific_prefixes_right", ja, editOnce(wbJaGolden, "よろしくお願いいたします。", "ご注文とお支払いについて、お電話でご連絡いたします。お時間のあるときにお問い合わせください。\nなお注文内容の変更はできません。\nよろしくお願いいたします。")},
		{"ja_en_dash_range", generalCase{lang: "ja", golden: "訪問日時は10月23日（金）14時〜16時です。"}, "訪問日時は10月23日（金）14時–16時です。"},
		{"ja_ended_on_its_noun", generalCase{lang: "ja", golden: "10月19日に発送を予定しております。"}, "10月19日に発送を予定。"},
		{"de_phrase_dropped_at_the_end", generalCase{lang: "de", golden: "Vielen Dank für Ihre Geduld."}, "Vielen Dank."},
		{"de_weekday_added", generalCase{lang: "de", golden: "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr."}, "Die Lieferung erfolgt am Donnerstag 12.11.2026 zwischen 8 und 12 Uhr."},
		{"ja_compound_extended", generalCase{lang: "ja", golden: "固定価格は1,480ユーロ（税別）です。"}, "固定価格は1,480ユーロ（付加価値税別）です。"},
		{"ja_phrases_swapped", generalCase{lang: "ja", golden: "交換品は10月19日に倉庫から発送いたします。"}, "交換品は倉庫から10月19日に発送いたします。"},
		{"ja_two_letter_word_turned", generalCase{lang: "ja", golden: "契約期間中の途中解約はできません。"}, "契約期間中の中途解約はできません。"},
		{"de_dative_plural", de, editOnce(wbDeGolden, "an uns zurück", "mit den Unterlagen an uns zurück")},
		{"de_sie_in_coordinated_requests", de, editOnce(wbDeGolden, "Bitte schicken Sie die defekte Lampe", "Melden Sie sich an und bestätigen Sie die defekte Lampe")},
		{"de_sie_twice_with_comma", de, editOnce(wbDeGolden, "Bitte schicken Sie die defekte Lampe", "Wenn Sie möchten, schicken Sie die defekte Lampe")},
		// A word of the golden the request does not give, for a synonym of its own
		// that shares no element with it, or one element traded for a listed synonym
		// (Retourenetikett for Rücksendeetikett).
		{"de_synonym_whole_word", generalCase{lang: "de", golden: "Bitte schicken Sie die Lampe mit dem Rücksendeetikett zurück."}, "Bitte schicken Sie die Lampe mit dem Retourenschein zurück."},
		{"ja_synonym_whole_word", generalCase{lang: "ja", golden: "破損品は返送用伝票でご返送ください。"}, "不良品は返送用伝票でご返送ください。"},
		{"de_listed_synonym_element", generalCase{lang: "de", golden: "Bitte schicken Sie die Lampe mit dem Rücksendeetikett zurück.", request: "Bitte schicken Sie mir ein Rücksendeetikett."}, "Bitte schicken Sie die Lampe mit dem Retourenetikett zurück."},
		// One word of the request's swapped for a form or synonym built from the case's
		// own words: the plural, the same kanji turned, a kanji word of the request.
		{"de_request_noun_inflected", generalCase{lang: "de", golden: wbRepGoldenDe, request: wbRepRequestDe}, editOnce(wbRepGoldenDe, "eine Ersatzlampe", "zwei Ersatzlampen")},
		{"de_request_noun_for_a_word_of_the_case", generalCase{lang: "de", golden: wbRepGoldenDe, request: wbRepRequestDe}, editOnce(wbRepGoldenDe, "eine Ersatzlampe", "eine Stehlampe")},
		{"ja_request_word_for_a_kanji_word_of_the_case", generalCase{lang: "ja", golden: wbRepGoldenJa, request: wbRepRequestJa}, editOnce(wbRepGoldenJa, "出張修理", "修理訪問")},
		{"ja_request_word_turned", generalCase{lang: "ja", golden: "途中解約の場合は違約金はかかりません。", request: "途中解約について教えてください。"}, "中途解約の場合は違約金はかかりません。"},
		{"ja_polite_relative_clause", generalCase{lang: "ja", golden: "このたびご注文の商品につきまして、お届けが遅れております。"}, "このたびご注文いただきました商品につきまして、お届けが遅れております。"},
		{"ja_sentence_going_on", ja, editOnce(wbJaGolden, "訪問日時は午前中を予定しております。", "訪問日時は午前中を予定しておりますが、ご都合が悪い場合はお知らせください。")},
		{"de_sie_and_colon_inside_a_sentence", de, editOnce(wbDeGolden, "Bitte schicken Sie die", "Bitte beachten: Die Frist gilt, und schicken Sie die")},
		{"ja_words_spaced_around_latin_terms", generalCase{lang: "ja", golden: "対応OSはiOS 16以降、Android 11以降です。"}, "対応OSは iOS 16以降 または Android 11以降 です。"},
		{"ja_signature_units_spaced", generalCase{lang: "ja", golden: "山田様\n\nよろしくお願いいたします。\n家電修理センター"}, "山田様\n\nよろしくお願いいたします。\n家電修理センター 受付担当"},
		{"de_brand_with_a_capital_inside", generalCase{lang: "de", golden: "Laden Sie die App herunter."}, "Laden Sie die App aus YouTube oder dem App Store herunter."},
		{"ja_heading_lines", ja, "渡辺様\n\nお届け予定\n新しいお届け予定日は10月21日（水）です。\n訪問日時\n午前中を予定しております。"},
	})
}

func TestAdjectiveBefore(t *testing.T) {
	tests := []struct {
		name, text, stem, head string
		want                   bool
	}{
		{"adjective_and_noun", "ich möchte ein neues gerät bis freitag", "neu", "gerät", true},
		{"inside_a_word", "ein erneutes gerät", "neu", "gerät", false},
		{"another_noun", "ein neues modell", "neu", "gerät", false},
		{"stem_alone_no_space", "neugerät", "neu", "gerät", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, adjectiveBefore(tt.text, tt.stem, tt.head))
		})
	}
}
