package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

const (
	jaTranslateRequest = "Bitte übersetzen Sie ins Japanische: Sehr geehrter Herr Sato, wir bitten Sie, die Unannehmlichkeiten zu entschuldigen. Bitte senden Sie die Proben an: Institut für Schwingungstechnik, Lindenstraße 8, 80331 München. Prof. Dr. Katharina Weber"
	deTranslateRequest = "次の文書をドイツ語に翻訳してください。\nグロース様\n小林精機の山田です。注文番号KS-7741の発送は10月26日（月）に変更となります。"
)

func TestPurityCatches(t *testing.T) {
	ja := generalCase{lang: "ja", request: jaTranslateRequest}
	de := generalCase{lang: "de", request: deTranslateRequest}
	tests := []struct {
		name   string
		g      generalCase
		text   string
		reason string
	}{
		{"de_english_connective", de, "- Der Verdichter kommt erst am 23.11.2026.\n- However, die Inbetriebnahme verschiebt sich.", `English connective opens a sentence ("However,")`},
		{"ja_english_connective", ja, "交換品を発送いたします。Furthermore, 破損品はご返送ください。", `English connective opens a sentence ("Furthermore,")`},
		{"de_romaji_honorific", de, "Köhler-san bittet um ein Rücksendeetikett.", `honorific in Latin letters ("Köhler-san")`},
		{"ja_de_for_no_between_kanji", generalCase{lang: "ja", golden: "本体の表示部にコードが出ます。担当の西村が回答いたします。"}, "本体的表示部にコードが出ます。担当的西村が回答いたします。", "Chinese particles 体的表 当的西"},
		{"ja_german_tax_note_left", ja, "固定価格は1,480ユーロ（zzgl. MwSt.）です。", `German "zzgl" left in a Japanese answer`},
		{"ja_german_clock_left", ja, "試験は11月9日 9 Uhr に開始いたします。", `German "uhr" left in a Japanese answer`},
		{"ja_chinese_company_form", ja, "株式会社アオバ精工股份有限公司の大阪営業所は移転いたします。", "Chinese words 公司"},
		{"ja_chinese_demonstrative", ja, "当方の試験台は那まで予約で埋まっております。", "Chinese words 那"},
		{"de_english_pronoun_in_a_clause", de, "Bitte beachten Sie, dass we nur werktags liefern.", "Dutch or English words in German sentences: we"},
		{"de_english_preposition_before_a_date", de, "Die Sitzung findet on 12.11.2026 statt.", "English words in German sentences: on"},
		{"de_english_closing_line", de, "Mit freundlichen Grüßen\nYour Kundenservice von Leuchtenhaus Nord", "Your"},
		{"de_english_unit_in_a_table", de, "| Anbieter | Lieferzeit |\n|---|---|\n| Nordkälte | 4 weeks |", "weeks"},
		{"de_dutch_article_opens", de, "De Lieferung erfolgt am 12.11.2026 an die Adresse des Labors.", "De"},
		{"de_umlaut_as_digraph", generalCase{lang: "de", golden: "Die App überträgt die Zugangsdaten."}, "Die App uebertraegt die Zugangsdaten.", "umlauts written as two letters: uebertraegt"},
		{"ja_hangul", ja, "交換品は10月19日に発送いたします。감사합니다。", `Hangul "감사합니다"`},
		{"ja_cyrillic", ja, "ご確認のほどよろしくお願いいたします。Спасибо", `Cyrillic "Спасибо"`},
		{"ja_thai", ja, "ご不明な点がございましたら、ขอบคุณ、お問い合わせください。", `Thai "ขอบคุณ"`},
		{"ja_simplified_forms", ja, "交換品は10月19日に发送いたします。确认后、ご连络いたします。", "Chinese character forms 发 确 认 连 络"},
		{"ja_traditional_forms", ja, "交換品は10月19日に發送いたします。確認後、ご連絡いたします。", "Chinese character forms 發"},
		{"ja_chinese_grammar", ja, "我们会尽快处理您的订单。", "Chinese words 我们"},
		{"ja_english_sentence", ja, "お見積もりをお送りいたします。We will send you the quote and thank you for your patience.", `English sentence "We will send you the quote`},
		{"ja_german_sentence_left_untranslated", ja, "佐藤部長\nWir bitten Sie, die Unannehmlichkeiten zu entschuldigen.\n固定価格は1,480ユーロです。", `German sentence "Wir bitten Sie`},
		{"de_kanji_not_in_request", de, "Sehr geehrter Herr Groß,\nder Versand verschiebt sich auf den 26.10.2026. 申し訳ございません。", `Han "申し訳ございません"`},
		{"de_japanese_sentence_of_the_request_left", de, "Sehr geehrter Herr Groß,\n小林精機の山田です。\nDer Versand verschiebt sich.", `Han "小林精機の山田です"`},
		{"de_kana", de, "Vielen Dank für Ihre Geduld, ありがとうございます.", `Hiragana "ありがとうございます"`},
		{"de_hangul", de, "Wir senden Ihnen eine Ersatzlampe zu. 감사합니다.", `Hangul "감사합니다"`},
		{"de_english_sentence", de, "Wir senden Ihnen am 20.10.2026 eine Ersatzlampe zu. Thank you for your order and we apologise for the inconvenience.", `English sentence "Thank you for your order`},
		{"de_french_sentence", de, "Wir senden Ihnen eine Ersatzlampe. Nous vous remercions pour votre patience.", `French, Spanish or Italian sentence "Nous vous remercions`},
		{"ja_spanish_sentence", ja, "ご確認ください。Gracias por su paciencia y su confianza.", `French, Spanish or Italian sentence "Gracias por su`},
		{"de_dutch_function_words", de, "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu, en die defekte Lampe schicken Sie bitte met dem Etikett zurück.", "Dutch or English words in German sentences: en met"},
		{"ja_chinese_particle_de", ja, "小林様的ご注文につきまして、ご連絡いたします。", "Chinese particles 様的ご"},
		{"ja_chinese_conjunction_he", ja, "「カイケイクラウド Pro」和「タイムレコ」の連携です。", "Chinese particles 」和「"},
		{"ja_halfwidth_katakana", ja, "いつもﾊﾙｶｾﾞ寝具店をご利用いただき、誠にありがとうございます。", `half-width katakana "ﾊﾙｶｾﾞ"`},
		{"de_halfwidth_katakana", de, "Sehr geehrter Herr Groß,\nder Versand der ｺﾊﾞﾔｼ-Lieferung verschiebt sich auf den 26.10.2026.", `half-width katakana "ｺﾊﾞﾔｼ"`},
		{"de_japanese_punctuation", de, "Falls Sie den Termin nicht wahrnehmen können、sagen Sie ihn bitte spätestens 24 Stunden vorher ab。", `Japanese punctuation in German sentences: "n、", "b。"`},
		{"de_english_list_item", de, "- Bestellung 77-3190-DE vom 08.10.2026\n- The customer wants a replacement and not a repair.", `English sentence "- The customer wants`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(TypePurity, tt.text)
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

// Loanwords, names, ids, product names, addresses, e-mail addresses and URLs are no
// other language, and a name of the request keeps its script.
func TestPurityParaphrasesPass(t *testing.T) {
	ja := generalCase{lang: "ja", request: jaTranslateRequest, golden: "試料は次の宛先にお送りください：Institut für Schwingungstechnik, Lindenstraße 8, 80331 München"}
	de := generalCase{lang: "de", request: deTranslateRequest}
	tests := []struct {
		name string
		g    generalCase
		text string
	}{
		{"de_german_connectives_and_hyphenated_names", de, "Also: Die Lieferung erfolgt am Montag. Allerdings kommt die Rechnung später. Frau Müller-Sander und die Hans-Böckler-Stiftung."},
		{"ja_teki_as_japanese_writes_it", ja, "具体的な手順と一時的な対応、目的地までの基本的事項をご案内いたします。"},
		{"ja_katakana_and_latin_products", ja, "スマートフォンの Bluetooth をオンにして、App Store または Google Play から無料アプリ「カラダノート」をダウンロードします。対応OSはiOS 16以降です。"},
		{"ja_address_of_the_request_reworded", ja, "試料の送付先：Institut für Schwingungstechnik, Lindenstr. 8, 80331 München（ドイツ）"},
		{"ja_signature_of_the_request", ja, "よろしくお願いいたします。\n\nProf. Dr. Katharina Weber 教授"},
		{"ja_japanese_forms_shared_with_chinese", ja, "会議の目的は、在庫の確認と作業の完了です。皇后杯、準備、据え付け、云々、叶う、机の上。"},
		{"ja_ids_and_units", ja, "型番TN-293、容量10 μm、消費電力1200W、Wi-Fi（2.4 GHz）に対応しています。"},
		{"ja_english_quoted_label", ja, "画面の「Thank you for your order」をタップしてください。"},
		{"ja_url_and_mail", ja, "詳しくは https://example.com/the-help-page-for-you をご覧いただくか、support@example.com までご連絡ください。"},
		{"ja_german_address_abbreviated", ja, "送付先：Institut für Schwingungstechnik, Lindenstr. 8, 80331 München。価格は1,480ユーロ（税別）、約2時間です。"},
		{"ja_demonstrative_in_japanese_words", ja, "旦那様と刹那の判断。那覇営業所と那須工場でございます。"},
		{"de_english_words_of_the_request", generalCase{lang: "de", request: "Produkt: „Your Home“ Lampe, Bestellung WE-20417"}, "Ihre Lampe „Your Home“ zur Bestellung WE-20417 wird geliefert; wir liefern werktags."},
		{"de_digraphs_that_are_no_umlauts", generalCase{lang: "de", golden: "Die neue Steuer gilt für Frau Goethe in Duesseldorf."}, "Die neue Steuer gilt für Frau Goethe in Duesseldorf, auf dem Boden der Quelle."},
		{"ja_fullwidth_latin", ja, "ＰＤＦファイルをＵＳＢメモリに保存してください。"},
		// The request's Japanese keeps its own punctuation when quoted; full-width kana
		// and a name the request writes half-width are the case's own.
		{"de_golden_quotes_japanese_style", generalCase{lang: "de", request: deTranslateRequest, golden: "Das Modell 「KS-7741」 wird am 26.10.2026 versandt."}, "Am 26.10.2026 versenden wir das Modell 「KS-7741」."},
		{"ja_halfwidth_of_the_request", generalCase{lang: "ja", request: "レシートの表記：ｶﾗﾀﾞﾉｰﾄ S5", golden: "「カラダノート S5」"}, "レシートには「ｶﾗﾀﾞﾉｰﾄ S5」と記載されています。"},
		{"de_product_names", de, "Laden Sie die App aus dem App Store oder von Google Play herunter und tippen Sie auf „Add device“."},
		{"de_email_and_url", de, "Schreiben Sie an support@example.com oder besuchen Sie https://example.com/thank-you-for-your-order."},
		{"de_name_of_the_request_in_kanji", de, "Herr Yamada (山田) von Kobayashi Seiki (小林精機) teilt mit, dass sich der Versand verschiebt."},
		{"de_english_company_and_title", de, "Kobayashi Seiki Co., Ltd. – Head of Sales, Ken Yamada"},
		{"de_quoted_english", de, "Die Fehlermeldung lautet „Please check your network and try again“."},
		{"de_units_and_greek", de, "Die Toleranz beträgt ±5 μm bei 20 °C und 10 kΩ."},
		{"de_names_and_loanwords", de, "Das Café de la Paix liegt an der Rue de la Loi; per E-Mail erreichen Sie Frau Dupont, die es los schickt."},
		{"de_anglicisms", de, "Das Meeting zum Rollout der Software ist für Montag geplant; das Team nutzt Slack und das Dashboard."},
		{"ja_teki_after_kanji_and_katakana", ja, "具体的な手順と、ビジネス的に重要な点を一時的にまとめました。"},
		{"ja_wa_in_compounds", ja, "令和8年11月16日から和室をご利用いただけます。"},
		{"de_van_and_english_product", de, "Sehr geehrter Herr van Dijk, Ihr „Salt and Pepper“-Set wird am 26.10.2026 versendet."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(TypePurity, tt.text)
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
