package grade

import "strings"

// Batch 80b: THE REQUEST AND THE ANSWER. Each kind breaks the answer only as measured
// against its own request: a customer's question echoed back instead of answered, an
// answer to a question nobody asked put where a requested sentence or a help offer
// stood, a summary point replaced by the source's title line or by a pointer back to
// the source it was asked to summarise, a JSON value that keeps the source's field
// label or runs on into the next source segment, an extra subject line or translator's
// note where the request allows nothing but the answer, the customer's inquiry thanked
// as a reply to an inquiry of ours, a service confirmed with a second item nobody
// asked for, the decision the request leaves to its reader taken by the summariser,
// and a customer's stated reason swapped for another. The rest of the golden is kept.

// b80bReplaceFirst replaces the first occurrence of the first pair's old text that s
// contains; s unchanged when it contains none.
func b80bReplaceFirst(pairs ...string) func(lang, s string) string {
	return func(lang, s string) string {
		for i := 0; i+1 < len(pairs); i += 2 {
			if strings.Contains(s, pairs[i]) {
				return strings.Replace(s, pairs[i], pairs[i+1], 1)
			}
		}
		return s
	}
}

// b80bReplaceValue replaces a (JSON string) value that is exactly one of the olds.
func b80bReplaceValue(pairs ...string) func(lang, s string) string {
	return func(lang, s string) string {
		for i := 0; i+1 < len(pairs); i += 2 {
			if s == pairs[i] {
				return pairs[i+1]
			}
		}
		return s
	}
}

var heldOutBatch80b = []heldOutKind{
	// The sentence that answers the customer's question is replaced by the question,
	// restated: "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr." → "Sie
	// fragen, ob die Lieferung am 12.11.2026 passt."; "お支払い期限は2026年10月30日（金）
	// です。" → "あわせて、お支払い期限についてもお尋ねいただいております。"
	{"b80b_answer_sentence_replaced_by_echo_of_customers_question", "first", b80bReplaceFirst(
		"Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr.", "Sie fragen, ob die Lieferung am 12.11.2026 passt.",
		"Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.", "Sie fragen, was Sie nun tun sollen.",
		"お支払い期限は2026年10月30日（金）です。", "あわせて、お支払い期限についてもお尋ねいただいております。",
		"交換品は10月19日に発送いたしますので、10月22日（木）までにお届けできる見込みです。", "10月22日（木）までに交換品が届くかとのお問い合わせをいただいております。",
	)},
	// The closing help offer is replaced by an answer to a question nobody asked, an
	// unasked (and invented) product tip: "Bei Fragen sind wir gern für Sie da." → "Die
	// Stehlampe „Nordlicht 40“ gibt es übrigens auch in Schwarz."; "ご不明な点がござい
	// ましたら、本メールにご返信ください。" → "なお、羽毛布団は月に一度の陰干しがおすすめです。"
	{"b80b_help_offer_replaced_by_unasked_product_tip", "first", b80bReplaceFirst(
		"Bei Fragen sind wir gern für Sie da.", "Die Stehlampe „Nordlicht 40“ gibt es übrigens auch in Schwarz.",
		"ご不明な点がございましたら、お気軽にお問い合わせください。\n今後ともミライ会計サポート", "なお、ユーザーの追加は管理画面から何名でも無料で行えます。\n今後ともミライ会計サポート",
		"お願いいたします。\nご不明な点がございましたら、お気軽にお問い合わせください。", "お願いいたします。\nなお、冷凍室の霜取りは月に一度行うことをおすすめします。",
		"ご不明な点がございましたら、本メールにご返信ください。", "なお、羽毛布団は月に一度の陰干しがおすすめです。",
	)},
	// The first point of a summary is replaced by the source document's title or
	// header line, copied from the request: "- Prof. Dr. Kühn hat das
	// Sicherheitsgutachten vorgestellt: …" → "- Protokoll der Lenkungsausschusssitzung
	// vom 15.10.2026, Projekt „Wasserstofftankstelle Hafen Süd“"; "・株式会社アオバ精工の
	// 大阪営業所は、令和8年11月16日（月）に移転します。" → "・移転のお知らせ"
	{"b80b_summary_point_replaced_by_source_title_line", "raw", b80bReplaceFirst(
		"- Die alte Gasheizung im Verwaltungsgebäude Lübeck wird durch zwei Wärmepumpen mit Gas-Spitzenlastkessel ersetzt; ausführende Firma ist Wärmetechnik Förster, die Statik prüft Frau Dr. Jäger.",
		"- Projektbericht Nr. 3: Austausch der Heizungsanlage im Verwaltungsgebäude Lübeck",
		"- Prof. Dr. Kühn hat das Sicherheitsgutachten vorgestellt: Die Druckbehälterprüfung ist bestanden, die Genehmigung der Gewerbeaufsicht steht noch aus.",
		"- Protokoll der Lenkungsausschusssitzung vom 15.10.2026, Projekt „Wasserstofftankstelle Hafen Süd“",
		"厚木物流センターの相模原移転について、責任者の髙橋が第3回進捗を報告した。",
		"件名：厚木物流センター移転プロジェクト 第3回進捗報告。",
		"・株式会社アオバ精工の大阪営業所は、令和8年11月16日（月）に移転します。",
		"・移転のお知らせ",
		"Frau Müller von der Hausverwaltung Schößler meldet, dass in der Wohnung von Herrn Weiß (Brückenstraße 12, 2. OG) seit Mittwoch Wasser aus der Badezimmerdecke tropft.",
		"Notiz vom 16.10.2026: Anruf von Frau Hannelore Müller, Hausverwaltung Schößler.",
	)},
	// A JSON value keeps the source document's field label in front of it: "kunde":
	// "Bäckerei Großmann OHG" → "Kunde: Bäckerei Großmann OHG"; "company": "サクラ物流
	// 株式会社" → "契約先：サクラ物流株式会社"
	{"b80b_json_value_keeps_source_documents_field_label", "first", b80bReplaceValue(
		"Bäckerei Großmann OHG", "Kunde: Bäckerei Großmann OHG",
		"DE-55102", "Bestellung DE-55102",
		"サクラ物流株式会社", "契約先：サクラ物流株式会社",
		"髙橋 美咲", "ご注文者：髙橋 美咲",
	)},
	// The request allows nothing but the answer (no subject line, only the
	// translation, only the table and two lines), and one extra line is added: "小林
	// 恵子様" → "件名：配送遅延のお詫び\n\n小林 恵子様"; "納品希望日：2026年11月2日" →
	// "納品希望日：2026年11月2日\n消費税（10%）：5,390円"
	{"b80b_output_only_instruction_broken_by_added_subject_or_note_line", "raw", b80bReplaceFirst(
		"小林 恵子様\n", "件名：配送遅延のお詫び\n\n小林 恵子様\n",
		"納品希望日：2026年11月2日", "納品希望日：2026年11月2日\n消費税（10%）：5,390円",
		"Ken Yamada\nKobayashi Seiki Co., Ltd.", "Ken Yamada\nKobayashi Seiki Co., Ltd.\n\n(Anm. d. Übers.: „小林精機“ wurde als „Kobayashi Seiki“ wiedergegeben.)",
		"Prof. Dr. Katharina Weber教授", "Prof. Dr. Katharina Weber教授\n\n（訳注：MwSt.はドイツの付加価値税を指します。）",
	)},
	// The customer wrote first, but the reply thanks them for answering an inquiry of
	// ours: "vielen Dank für Ihre Nachricht." → "vielen Dank für Ihre Antwort auf unsere
	// Rückfrage."; "お問い合わせいただき、ありがとうございます。" → "弊社からのお問い合わせ
	// にご回答いただき、ありがとうございます。"
	{"b80b_customers_inquiry_thanked_as_reply_to_our_inquiry", "raw", b80bReplaceFirst(
		"vielen Dank für Ihre Nachricht", "vielen Dank für Ihre Antwort auf unsere Rückfrage",
		"お問い合わせいただき、ありがとうございます。", "弊社からのお問い合わせにご回答いただき、ありがとうございます。",
		"このたびは修理のご依頼をいただき、", "このたびは弊社からのご案内にご返信いただき、",
	)},
	// A JSON value runs on into the next segment of the source line: "city":
	// "Lüneburg" → "Lüneburg geliefert werden"; "primary_contact": "石井部長" →
	// "石井部長（主担当）、森課長"
	{"b80b_json_value_overruns_into_next_source_segment", "first", b80bReplaceValue(
		"Gärkorbreinigungsservice", "Gärkorbreinigungsservice, 4 × 185,00 €",
		"Lüneburg", "Lüneburg geliefert werden",
		"石井部長", "石井部長（主担当）、森課長",
		"ソラノ電気ケトル K1", "ソラノ電気ケトル K1 ×1（12,800円）、交換用パッキン",
	)},
	// The reply confirms the requested service together with a second one nobody
	// asked for: "Ihren Kontrolltermin" → "Ihren Kontrolltermin mit anschließender
	// professioneller Zahnreinigung"; "500円分のクーポンをお送りいたします" → "500円分の
	// クーポンと、ご希望の枕カバーをお送りいたします"
	{"b80b_confirmed_service_gains_unrequested_second_item", "raw", b80bReplaceFirst(
		"Ihren Kontrolltermin", "Ihren Kontrolltermin mit anschließender professioneller Zahnreinigung",
		"の出張修理について", "の出張修理と、あわせてご依頼いただいた製氷機の点検について",
		"kostenlos eine Ersatzlampe zu", "kostenlos eine Ersatzlampe und zusätzlich einen passenden Lampenschirm zu",
		"500円分のクーポンをお送りいたします", "500円分のクーポンと、ご希望の枕カバーをお送りいたします",
	)},
	// The decision or judgement the request leaves to its reader is taken by the
	// summariser: "- Entscheidung: Herr Strauß bittet, die Mehrkosten … freizugeben." →
	// "- Entscheidung: Wir empfehlen dringend, die Mehrkosten … freizugeben.";
	// "承認を求めている。" → "承認すべきである。"
	{"b80b_summary_turns_requested_decision_into_own_verdict", "raw", b80bReplaceFirst(
		"Entscheidung: Herr Strauß bittet, die Mehrkosten", "Entscheidung: Wir empfehlen dringend, die Mehrkosten",
		"10月20日の経営会議で、延期と予備費支出の承認を求めている。", "10月20日の経営会議では、延期と予備費支出を承認すべきである。",
		"Austauschgerät bis spätestens 19.10.2026.", "Austauschgerät bis spätestens 19.10.2026; dem ist unbedingt zu entsprechen.",
		"髙橋様は月末の給与計算に間に合うかを心配されている。", "髙橋様は月末の給与計算に間に合うかを心配されているが、その心配は不要である。",
	)},
	// The last point of a summary is replaced by an answer to a question nobody asked,
	// an invented side fact: "- Frau Köhler bittet um ein Rücksendeetikett." → "- Die
	// „Barista Duo“ ist derzeit auch in Schwarz lieferbar."; "髙橋様は月末の給与計算に間に
	// 合うかを心配されている。" → "なお、タイムレコは他社の給与ソフトとも連携できる。"
	{"b80b_summary_last_point_replaced_by_unasked_side_info", "raw", b80bReplaceFirst(
		"- Frau Köhler bittet um ein Rücksendeetikett.", "- Die „Barista Duo“ ist derzeit auch in Schwarz lieferbar.",
		"Sie bittet darum, dass noch am selben Tag ein Installateur kommt.", "Die Hausverwaltung Schößler ist werktags bis 16 Uhr erreichbar.",
		"髙橋様は月末の給与計算に間に合うかを心配されている。", "なお、タイムレコは他社の給与ソフトとも連携できる。",
		"・営業の担当は引き続き松田部長で、請求書の送付先は経理部の小西課長に変わります。", "・新事務所には来客用の駐車場がございます。",
		"- Die nächste Sitzung findet am 12.11.2026 statt.", "- Die Wasserstofftankstelle soll später auch Lkw betanken können.",
	)},
	// A notice the request told the writer to give is replaced by an unasked house
	// rule: "Bitte bringen Sie Ihre Versichertenkarte mit." → "Bitte beachten Sie, dass
	// unsere Praxis mittwochs geschlossen ist."; "当日は、作業員が訪問の30分前にお電話い
	// たします。" → "なお、出張修理の際は駐車スペースをご用意いただく必要がございます。"
	{"b80b_instructed_notice_sentence_replaced_by_unasked_house_rule", "raw", b80bReplaceFirst(
		"Bitte bringen Sie Ihre Versichertenkarte mit.", "Bitte beachten Sie, dass unsere Praxis mittwochs geschlossen ist.",
		"当日は、作業員が訪問の30分前にお電話いたします。", "なお、出張修理の際は駐車スペースをご用意いただく必要がございます。",
		"Bitte beachten Sie, dass wir nur werktags und nicht am Wochenende zustellen.", "Bitte beachten Sie, dass Lieferungen ab 500,00 € versandkostenfrei sind.",
		"Bitte schicken Sie die defekte Lampe mit dem beiliegenden Rücksendeetikett an uns zurück; für Sie entstehen dabei keine Kosten.", "Bitte beachten Sie, dass Leuchtmittel grundsätzlich von der Garantie ausgenommen sind.",
	)},
	// An element the request asks the summary to give (the decision, the wanted
	// remedy, a date) is replaced by a pointer back to the source: "- Die nächste
	// Sitzung findet am 12.11.2026 statt." → "- Termin der nächsten Sitzung: siehe TOP 4
	// des Protokolls."; "10月20日の経営会議で、延期と予備費支出の承認を求めている。" →
	// "承認を求める事項は、報告書の第9項を参照。"
	{"b80b_requested_summary_element_replaced_by_see_source_reference", "raw", b80bReplaceFirst(
		"- Entscheidung: Herr Strauß bittet, die Mehrkosten und den neuen Termin bis zum 21.10.2026 freizugeben.", "- Entscheidung: siehe Abschnitt 7 des Berichts.",
		"- Gewünscht ist keine Reparatur, sondern ein Austauschgerät bis spätestens 19.10.2026.", "- Gewünschtes Vorgehen: siehe Schreiben von Frau Köhler.",
		"10月20日の経営会議で、延期と予備費支出の承認を求めている。", "承認を求める事項は、報告書の第9項を参照。",
		"- Die nächste Sitzung findet am 12.11.2026 statt.", "- Termin der nächsten Sitzung: siehe TOP 4 des Protokolls.",
	)},
	// The reason the customer gave for a wish or worry is swapped for another one the
	// request never states: "10月22日（木）までの交換品到着を希望" → "10月22日（木）の引っ越し
	// までの交換品到着を希望"; "bis spätestens 19.10.2026." → "bis spätestens 19.10.2026,
	// weil sie dann verreist."
	{"b80b_customers_stated_motive_swapped_for_other_motive", "first", b80bReplaceFirst(
		"10月22日（木）までの交換品到着を希望", "10月22日（木）の引っ越しまでの交換品到着を希望",
		"Austauschgerät bis spätestens 19.10.2026.", "Austauschgerät bis spätestens 19.10.2026, weil sie dann verreist.",
		"月末の給与計算に間に合うか", "月末の決算に間に合うか",
	)},
}
