package score

import (
	"strings"
	"testing"
)

const (
	wfGoldenDe = "Sehr geehrter Herr Prof. Dr. Hoffmann,\n\nvielen Dank für Ihre Nachricht. Die Lieferung an Frau Dr. Julia Schulze erfolgt am 12.11.2026 zwischen 8 und 12 Uhr.\n" +
		"Bitte beachten Sie, dass wir nur werktags zustellen. Die Rechnung senden wir an Ihre Rechnungsanschrift.\n\nMit freundlichen Grüßen\nIhr Kundenservice"
	wfRequestDe = "Bitte liefern Sie die Bestellung an Frau Dr. Julia Schulze, Gießereistraße 14, Ludwigshafen. Herr Prof. Dr. Hoffmann"
	wfGoldenJa  = "小林 恵子様\n\nいつもハルカゼ寝具店をご利用いただき、誠にありがとうございます。配送センターでの作業遅延により発送が遅れております。\n" +
		"新しいお届け予定日は10月21日（水）です。ご不明な点がございましたら、本メールにご返信ください。"
	wfRequestJa = "小林 恵子様への返信を書いてください。ハルカゼ寝具店、配送センターの遅延、ユーザー追加。"
	// wfItemsGoldenDe has two sentences in each list item.
	wfItemsGoldenDe = "- Die Pumpe baut keinen Druck auf. Ein Techniker kommt am Montag.\n- Das Gerät ist defekt. Wir tauschen es aus.\n" +
		"- Die Rechnung folgt. Sie ist in 14 Tagen fällig.\n- Der Termin steht. Bitte bestätigen Sie ihn."
	wfInvoiceGoldenJa = "中島 大輔様\n\n今月から追加ユーザー分の料金5,500円（税込）が加算されております。\n" +
		"内訳は、基本料金33,000円（税込）と追加ユーザー料金5,500円（税込）で、合計38,500円（税込）となります。\nお支払い期限は2026年10月30日（金）です。"
	wfTableJa = "| 品名 | 数量 | 金額 |\n|---|---|---|\n| コピー用紙 | 10箱 | 24,800円 |\n| トナー | 3個 | 26,700円 |\n\n合計（税抜）：51,500円"
)

// The well_formed check catches what a broken decoder, tokenizer, chat template or
// serialiser leaves in an answer, one rule per case.
func TestWellFormedCatches(t *testing.T) {
	tests := []catchCase{
		{"replacement_character", "de", wfGoldenDe, wfRequestDe, replaceOnce(wfGoldenDe, "Grüßen", "Gr\uFFFD\uFFFDen"), "U+FFFD"},
		{"control_character", "ja", wfGoldenJa, wfRequestJa, replaceOnce(wfGoldenJa, "誠に", "誠\x01に"), "U+0001"},
		{"latin1_mojibake_de", "de", wfGoldenDe, wfRequestDe, replaceOnce(wfGoldenDe, "Grüßen", "GrÃ¼ÃŸen"), "broken character"},
		{"latin1_mojibake_ja", "ja", wfGoldenJa, wfRequestJa, replaceOnce(wfGoldenJa, "発送", "ç\u0099º\u00e9\u0080\u0081"), "broken character"},
		{"template_token", "de", wfGoldenDe, wfRequestDe, wfGoldenDe + "<|im_end|>", "template markup"},
		{"thinking_tag", "ja", wfGoldenJa, wfRequestJa, "<think>\nreply politely\n</think>\n" + wfGoldenJa, "template markup"},
		{"literal_newline", "de", wfGoldenDe, wfRequestDe, replaceOnce(wfGoldenDe, "\n\nMit", `\n\nMit`), "written out"},
		{"word_doubled_de", "de", wfGoldenDe, wfRequestDe, replaceOnce(wfGoldenDe, "an Ihre", "an an Ihre"), "stutter"},
		{"particle_doubled_ja", "ja", wfGoldenJa, wfRequestJa, replaceOnce(wfGoldenJa, "寝具店を", "寝具店をを"), "stutter"},
		{"token_stutter_de", "de", wfGoldenDe, wfRequestDe, replaceOnce(wfGoldenDe, "Rechnungsanschrift", "RechnuRechnungsanschrift"), "stutter"},
		{"token_stutter_ja", "ja", wfGoldenJa, wfRequestJa, replaceOnce(wfGoldenJa, "作業遅延", "作業作業遅延"), "stutter"},
		{"sentence_ends_lost_ja", "ja", wfGoldenJa, wfRequestJa, stripAll(wfGoldenJa, "。"), "sentence ends left"},
		{"sentence_ends_lost_de", "de", wfGoldenDe, wfRequestDe, stripAll(wfGoldenDe, "."), "sentence ends left"},
		{"hiragana_as_katakana", "ja", wfGoldenJa, wfRequestJa, replaceOnce(wfGoldenJa, "いつも", "イツモ"), "written in katakana"},
		{"katakana_as_hiragana", "ja", wfGoldenJa, wfRequestJa, replaceOnce(wfGoldenJa, "配送センター", "配送せんたー"), "written in hiragana"},
		{"latin_noise_in_japanese", "ja", wfGoldenJa, wfRequestJa, replaceOnce(wfGoldenJa, "作業遅延", "作業qzx遅延"), "Latin"},
		{"name_misspelt_de", "de", wfGoldenDe, wfRequestDe, replaceOnce(wfGoldenDe, "Hoffmann", "Hofmann"), `"Hofmann" for "Hoffmann"`},
		{"name_misspelt_ja", "ja", wfGoldenJa, wfRequestJa, replaceOnce(wfGoldenJa, "ハルカゼ", "ハカゼ"), "ハカゼ"},
		{"name_parts_swapped_ja", "ja", wfGoldenJa, wfRequestJa, replaceOnce(wfGoldenJa, "小林 恵子様", "恵子 小林様"), "恵子 小林"},
		{"name_parts_swapped_de", "de", wfGoldenDe, wfRequestDe, replaceOnce(wfGoldenDe, "Julia Schulze", "Schulze Julia"), "Schulze Julia"},
		{"word_cut_out_de", "de", wfGoldenDe, wfRequestDe, replaceOnce(wfGoldenDe, "nur werktags zustellen", "nur zustellen"), "cut out"},
		{"word_cut_out_ja", "ja", wfGoldenJa, wfRequestJa, replaceOnce(wfGoldenJa, "での作業遅延により", "でのにより"), "cut out"},
		{"kanji_spelt_in_hiragana", "ja", wfGoldenJa, wfRequestJa, replaceOnce(wfGoldenJa, "により発送が", "によりはっそうが"), "spelt"},
		{"katakana_name_replaced", "ja", wfGoldenJa, wfRequestJa, replaceOnce(wfGoldenJa, "いつもハルカゼ寝具店", "いつもミドリカワ寝具店"), "replaced by"},
		{"quoted_name_replaced_de", "de", "Ihre Stehlampe „Nordlicht 40“ flackert.", "Stehlampe „Nordlicht 40“, Bestellung 44-2087-DE",
			"Ihre Stehlampe „Polarstern 40“ flackert.", "replaced by"},
		{"herr_for_frau", "de", wfGoldenDe, wfRequestDe, replaceOnce(wfGoldenDe, "an Frau Dr. Julia", "an Herrn Dr. Julia"), "do not call so"},
		{"id_in_lower_case_ja", "ja", "エラーコードTR-4031が表示されます。", "", "エラーコードtr-4031が表示されます。", "Latin"},
		{"quoted_name_replaced_at_start_ja", "ja", "「カラダノート S5」の初期設定は、次の手順で行います。", "「カラダノート S5」",
			"「ミドリカワ S5」の初期設定は、次の手順で行います。", "replaced by"},
		{"json_string_escape", "ja", `{"reply": "誠にありがとうございます。"}`, wfRequestJa, `{"reply": "誠にありがとう\\u3054ざいます。"}`, "written out"},
		// The stops inside list items are sentence ends still; only an item's last one
		// may go.
		{"sentence_ends_lost_inside_items", "de", wfItemsGoldenDe, "",
			"- Die Pumpe baut keinen Druck auf Ein Techniker kommt am Montag\n- Das Gerät ist defekt Wir tauschen es aus\n- Die Rechnung folgt Sie ist in 14 Tagen fällig\n- Der Termin steht Bitte bestätigen Sie ihn",
			"sentence ends left"},
		// A sentence cut short inside the text, its stop kept.
		{"sentence_cut_on_conjunction_de", "de", wfGoldenDe, wfRequestDe, replaceOnce(wfGoldenDe, "zwischen 8 und 12 Uhr.", "zwischen 8 und."), `ends on "und."`},
		{"sentence_cut_on_preposition_de", "de", wfGoldenDe, wfRequestDe, replaceOnce(wfGoldenDe, "an Ihre Rechnungsanschrift.", "an Ihre Rechnungsanschrift zur."), `ends on "zur."`},
		{"item_cut_on_article_de", "de", wfItemsGoldenDe, "", replaceOnce(wfItemsGoldenDe, "fällig.", "fällig laut des."), `ends on "des."`},
		{"sentence_cut_in_bracket_ja", "ja", wfGoldenJa, wfRequestJa, replaceOnce(wfGoldenJa, "10月21日（水）です。", "10月21日（水。"), `"（" opened and never closed`},
		{"sentence_cut_in_bracket_de", "de", wfGoldenDe, wfRequestDe, replaceOnce(wfGoldenDe, "12 Uhr.", "12 Uhr (voraussichtlich."), `"(" opened and never closed`},
		{"sentence_cut_after_particle_na_ja", "ja", wfInvoiceGoldenJa, "", replaceOnce(wfInvoiceGoldenJa, "（税込）となります。", "（税込）とな。"), `ends on "とな。"`},
		{"sentence_cut_after_particle_ja", "ja", wfGoldenJa, wfRequestJa, replaceOnce(wfGoldenJa, "により発送が遅れております。", "により発送が。"), `ends on "送が。"`},
		{"sentence_cut_after_no_ja", "ja", wfInvoiceGoldenJa, "", replaceOnce(wfInvoiceGoldenJa, "お支払い期限は2026年10月30日（金）です。", "お支払い期限は2026年10月30日（金）の。"), `ends on "）の。"`},
		// Markup of the web in prose.
		{"br_for_line_breaks_de", "de", wfGoldenDe, wfRequestDe, strings.ReplaceAll(wfGoldenDe, "\n", "<br>"), `HTML markup "<br>"`},
		{"br_self_closing_ja", "ja", wfGoldenJa, wfRequestJa, strings.ReplaceAll(wfGoldenJa, "\n", "<br />"), `HTML markup "<br />"`},
		{"paragraph_tags_ja", "ja", wfGoldenJa, wfRequestJa, "<p>" + strings.ReplaceAll(wfGoldenJa, "\n\n", "</p><p>") + "</p>", "HTML markup"},
		{"entity_de", "de", "Müller & Söhne liefern am Montag.", "", "Müller &amp; Söhne liefern am Montag.", `"&amp;"`},
		{"numeric_entity_de", "de", "Wir senden Ihnen die Unterlagen zu.", "", "Wir senden Ihnen die Unterlagen zu, sobald sie vorliegen&#39;.", `"&#39;"`},
		{"br_in_json_string", "ja", `{"reply": "松本様\nお送りいたします。"}`, "", `{"reply": "松本様<br>お送りいたします。"}`, "HTML markup"},
		{"br_joining_table_rows", "ja", wfTableJa, "", strings.ReplaceAll(wfTableJa, "\n", "<br>"), "HTML markup"},
		// A capital inside a German word.
		{"capital_inside_lower_case_word_de", "de", wfItemsGoldenDe, "", replaceOnce(wfItemsGoldenDe, "Bitte bestätigen", "Bitte anschlieBend bestätigen"), `"anschlieBend"`},
		{"capital_inside_word_of_the_case_de", "de", "Die Verbindung zur App bricht ab.", "", "Die VerbinDung zur App bricht ab.", `"VerbinDung"`},
		// Japanese amounts grouped otherwise than by three.
		{"amount_decimal_comma_yen", "ja", wfInvoiceGoldenJa, "", replaceOnce(wfInvoiceGoldenJa, "5,500円", "55,00円"), `"55,00円" is not grouped by three`},
		{"amount_decimal_comma_euro", "ja", "固定価格は14,800ユーロ（税別）です。", "Festpreis 14.800,00 €", "固定価格は14,80ユーロ（税別）です。", `"14,80ユーロ"`},
		{"amount_four_digit_group", "ja", wfInvoiceGoldenJa, "", replaceOnce(wfInvoiceGoldenJa, "33,000円", "3,3000円"), "not grouped by three"},
		{"percent_decimal_comma", "ja", "割引率は1.5%です。", "", "割引率は1,5%です。", `"1,5%"`},
	}
	assertCatches(t, TypeWellFormed, tests)
}

// Paraphrases a real model writes (other words, other order, other typography) and
// German and Japanese that only looks odd are well-formed.
func TestWellFormedPassesParaphrases(t *testing.T) {
	tests := []passCase{
		{"reworded_letter_de", "de", wfGoldenDe, wfRequestDe,
			"Sehr geehrter Herr Prof. Dr. Hoffmann,\n\nherzlichen Dank für Ihre Nachricht. Wir liefern am 12.11.2026 zwischen 8 und 12 Uhr an Frau Dr. Julia Schulze.\n" +
				"Beachten Sie bitte, dass die Zustellung nur an Werktagen erfolgt. Ihre Rechnung geht an die Rechnungsanschrift.\n\nMit freundlichen Grüßen\nIhr Kundenservice"},
		{"reworded_letter_ja", "ja", wfGoldenJa, wfRequestJa,
			"小林 恵子様\n\nハルカゼ寝具店をご利用いただき、誠にありがとうございます。配送センターで作業が遅れたため、発送が遅延しております。\n" +
				"お届けは10月21日（水）の予定です。ご不明な点は、本メールへのご返信でお問い合わせください。"},
		{"relative_clause_die_die", "de", "Frau Müller, die die Wohnung aufschließt, ruft an.", "", "Frau Müller, die die Wohnung aufschließt, meldet sich."},
		{"japanese_doubled_kana", "ja", "それぞれの担当者が確認いたします。", "", "担当者がそれぞれ確認いたします。ここに記載のとおりです。"},
		{"inflected_nouns_de", "de", "Der Termin am Montag bleibt. Die Kunden erhalten eine Nachricht.", "",
			"Die Termine bleiben bestehen. Jeder Kunde bekommt eine Nachricht."},
		{"plural_umlaut_de", "de", "Mangel: Die Pumpe baut keinen Druck auf.", "", "Mängel: Die Pumpe baut keinen Druck mehr auf."},
		{"pronouns_de", "de", "Wir senden Ihnen die Unterlagen an Ihre Adresse.", "", "Ihren Unterlagen legen wir alles bei, was Sie brauchen."},
		{"bullets_without_periods_short_golden", "de", "- Termin am 12.11.2026\n- Lieferung zwischen 8 und 12 Uhr", "",
			"- Lieferung zwischen 8 und 12 Uhr\n- Termin: 12.11.2026"},
		{"ja_brand_names", "ja", "アプリをインストールしてください。", "App Storeで入手できます。", "App Storeでアプリ（iPhone、iPad用）をインストールしてください。"},
		{"ja_prose_told_as_a_list_of_sentences", "ja", "新センターはソラノ物流が運営します。出荷開始を延期します。追加費用は約1,400万円です。経営会議で承認を求めています。", "",
			"・新センターはソラノ物流が運営します。\n・出荷開始を延期します。\n・追加費用は約1,400万円です。\n・経営会議で承認を求めています。"},
		{"ja_comma_period_style", "ja", wfGoldenJa, wfRequestJa,
			"小林 恵子様\n\nいつもハルカゼ寝具店をご利用いただき，誠にありがとうございます．配送センターでの作業遅延により発送が遅れております．\n" +
				"新しいお届け予定日は10月21日（水）です．ご不明な点がございましたら，本メールにご返信ください．"},
		{"latin_of_the_request", "ja", "対応OSはiOS 16以降です。", "App Store または Google Play からダウンロード。iOS 16以降、Android 11以降。",
			"App Store または Google Play から入手でき、Android 11以降にも対応しています。"},
		{"guillemets_after_sharp_s", "de", "Die Stehlampe „Weiß“ flackert.", "", "Die Stehlampe »Weiß« flackert."},
		{"first_word_dropped", "de", "Laut Frau Dr. Vogt kommt der Verdichter erst am 23.11.2026.", "", "Frau Dr. Vogt: Der Verdichter kommt erst am 23.11.2026."},
		{"long_vowel_katakana_kept", "ja", "ユーザーを1名追加しました。", "", "ユーザーが1名増えました。"},
		{"synonym_for_one_word_de", "de", "Die Lieferung an Frau Dr. Julia Schulze erfolgt am 12.11.2026 zwischen 8 und 12 Uhr.", "",
			"Die Zustellung an Frau Dr. Julia Schulze erfolgt am 12.11.2026 zwischen 8 und 12 Uhr."},
		{"synonym_for_one_word_ja", "ja", wfGoldenJa, wfRequestJa, replaceOnce(wfGoldenJa, "により発送が", "によりお届けが")},
		{"kana_for_kana_ja", "ja", "本メールにご返信ください。", "", "本メールにお返事ください。"},
		{"title_kept_in_dative", "de", "Frau Müller meldet den Schaden.", "Frau Müller", "Der Schaden wurde von Frau Müller gemeldet; Herr Weiß ist verreist."},
		{"acronym_in_japanese", "ja", "請求書をお送りいたします。", "", "請求書をPDFでお送りいたします。"},
		{"quoted_product_reworded_ja", "ja", "「カラダノート S5」の初期設定は、次の手順で行います。", "「カラダノート S5」",
			"「カラダノート S5」を初期設定する手順は次のとおりです。"},
		{"json_with_crlf_value", "ja", `{"reply": "松本様\nお送りいたします。"}`, "", `{"reply": "松本様\r\nお送りいたします。"}`},
		// A list item or table cell without its closing stop is a style, not a lost end.
		{"list_item_stops_left_out_de", "de", wfItemsGoldenDe, "",
			"- Die Pumpe baut keinen Druck auf. Ein Techniker kommt am Montag\n- Das Gerät ist defekt. Wir tauschen es aus\n- Die Rechnung folgt. Sie ist in 14 Tagen fällig\n- Der Termin steht. Bitte bestätigen Sie ihn"},
		{"list_item_stops_left_out_one_sentence_items_de", "de", "- Die Pumpe baut keinen Druck auf.\n- Das Gerät ist defekt.\n- Die Rechnung folgt.\n- Der Termin steht.", "",
			"- Die Pumpe baut keinen Druck auf\n- Das Gerät ist defekt\n- Die Rechnung folgt\n- Der Termin steht"},
		{"list_item_stops_left_out_ja", "ja", "1. 箱を開けます。\n2. 電池を入れます。\n3. カバーを閉じます。\n4. 電源を入れます。", "",
			"1. 箱を開けます\n2. 電池を入れます\n3. カバーを閉じます\n4. 電源を入れます"},
		{"table_cell_stops_left_out_de", "de", "| Punkt | Stand |\n|---|---|\n| Gutachten | Liegt vor. |\n| Genehmigung | Steht aus. |\n| Verdichter | Kommt später. |", "",
			"| Punkt | Stand |\n|---|---|\n| Gutachten | Liegt vor |\n| Genehmigung | Steht aus |\n| Verdichter | Kommt später |"},
		// Sentences that end on a particle or a short word, as German and Japanese do.
		{"sentences_ending_on_particles_de", "de", wfGoldenDe, wfRequestDe,
			"Sehr geehrter Herr Prof. Dr. Hoffmann,\n\nRufen Sie uns gern an. Wir stimmen zu. Bitte bringen Sie die Karte mit. Wir holen das Gerät ab. Wir prüfen das. " +
				"Die Lieferung kommt am 12.11.2026 zwischen 8 und 12 Uhr an. Passt Ihnen das, oder? Mit oder ohne Aufbau? Wir halten daran fest. Das Paket geht heute zurück. Wir widersprechen dem.\n\nMit freundlichen Grüßen\nIhr Kundenservice"},
		{"sentences_ending_on_particles_ja", "ja", wfGoldenJa, wfRequestJa,
			"小林 恵子様\n\nこんにちは。ご確認ください。以上です。お届けは10月21日（水）です。料金は5,500円（税込）です。" +
				"お支払いは銀行振込で。返送先は下記住所へ。どうぞお大事に。詳細は添付ファイルにてご確認を。良いお年を。恐縮ですが。\n今後ともよろしくお願いいたします。"},
		{"full_stop_inside_brackets_ja", "ja", wfGoldenJa, wfRequestJa,
			replaceOnce(wfGoldenJa, "発送が遅れております。", "発送が遅れております（センターの作業は再開済みです。）。「ご迷惑をおかけしました。」とお伝えください。")},
		{"quotation_over_lines_in_golden_ja", "ja", "件名：「10月分の請求について\nご確認のお願い」", "", "件名：「10月分のご請求について\nご確認のお願い」"},
		{"smiley_is_no_bracket_de", "de", "Wir freuen uns.", "", "Wir freuen uns :( und ;-("},
		{"conjunction_end_of_the_golden_de", "de", "Preise: netto und. Alles Weitere folgt.", "", "Preise: brutto und. Alles Weitere folgt."},
		// HTML the case writes itself, and what only looks like it.
		{"br_of_the_golden_de", "de", "Zeile eins<br>Zeile zwei<br>Zeile drei.", "", "Zeile eins<br>Zeile zwei und drei."},
		{"br_inside_table_cell_de", "de", "| Anbieter | Hinweis |\n|---|---|\n| Nordkälte AG | Lieferung in 4 Wochen |", "",
			"| Anbieter | Hinweis |\n|---|---|\n| Nordkälte AG | Lieferung<br>in 4 Wochen |"},
		{"angle_brackets_and_ampersand_de", "de", "Müller & Söhne liefern Rohre unter 5 cm.", "", "Müller & Söhne liefern Rohre < 5 cm, Länge > 2 m."},
		{"html_in_code_span_de", "de", "Fügen Sie einen Zeilenumbruch ein.", "", "Fügen Sie einen Zeilenumbruch mit `<br>` ein."},
		// Camel case that is German or a name.
		{"brand_camel_case_de", "de", "Ihr Smartphone verbindet sich mit der App.", "",
			"Ihr iPhone verbindet sich per WhatsApp, eBay oder SmartHome mit der App, auch in PowerPoint."},
		{"gender_capital_i_de", "de", "Wir informieren alle Kundinnen und Kunden.", "", "Wir informieren alle KundInnen."},
		{"camel_case_of_the_request_de", "de", "Öffnen Sie die App.", "Die WärmeApp und das Feld lieferDatum", "Öffnen Sie die WärmeApp und prüfen Sie lieferDatum."},
		{"camel_case_in_url_and_mail_de", "de", "Schreiben Sie uns.", "", "Schreiben Sie an max.musterMann@firma.de oder nutzen Sie https://firma.de/meinKonto und `lieferDatum`."},
		// Japanese numbers grouped by three, decimals with a dot, and the case's own.
		{"amounts_grouped_by_three_ja", "ja", wfInvoiceGoldenJa, "",
			"合計は38,500円（税込）で、3億2,000万円の予算の範囲内です。1,249.90ユーロ、割引3.5%、12万円。"},
		{"decimal_comma_of_the_request_ja", "ja", "割引率は2.5%です。", "Rabatt 2,5 %", "割引率は2,5%です。"},
	}
	assertPasses(t, TypeWellFormed, tests)
}

// replaceOnce replaces the first old in s, which must have it.
func replaceOnce(s, old, new string) string {
	if !strings.Contains(s, old) {
		panic("test text lacks " + old)
	}
	return strings.Replace(s, old, new, 1)
}

// stripAll drops punct where it ends a sentence (。 everywhere).
func stripAll(s, punct string) string {
	var out []rune
	rs := []rune(s)
	for i, r := range rs {
		// a full stop ends a sentence before a space, a line end or the text's end
		if string(r) == punct && (i+1 == len(rs) || rs[i+1] == ' ' || rs[i+1] == '\n' || punct == "。") {
			continue
		}
		out = append(out, r)
	}
	return string(out)
}
