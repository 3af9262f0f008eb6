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
