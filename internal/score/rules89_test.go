package score

import "testing"

// Blind batch 89's misses prompted these rules: a chat reply's opening and its offer
// of another draft; an apology where the case reports no trouble; a statement
// stretched to a whole group or series, or a body's act given to one person; the new
// thing replaced by the old; the firm getting in touch where the case asks the reader
// to; who reported to whom turned round; the day a thing is sent off told as the day
// it arrives; a table's cheapest row named wrongly with the row first. What they
// catch, and paraphrases they let pass.
func TestRules89Catch(t *testing.T) {
	deSteps := "So verbinden Sie Ihre Wärmepumpe mit der App:\n1. Laden Sie die App herunter.\n2. Öffnen Sie die App."
	jaSteps := "「カラダノート S5」の初期設定は、次の手順で行います。\n1. 本体の電源を入れます。\n2. アプリを起動します。"
	jaSummary := "責任者の髙橋が第3回進捗を報告した。新センターはソラノ物流が運営する。10月20日の経営会議で承認を求めている。"
	deInvoice := "Sehr geehrte Frau Hoffmann,\n\nvielen Dank für Ihre Nachricht. Gern liefern wir Ihre Bestellung direkt an das Prüflabor.\n\nMit freundlichen Grüßen"
	deTicket := "- Frau Köhler hat die Maschine bestellt.\n- Mangel: Die Pumpe baut keinen Druck auf.\n- Frau Köhler bittet um ein Rücksendeetikett."
	deMinutes := "- Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände, die der Ausschuss freigegeben hat.\n- Die alte Gasheizung wird durch zwei Wärmepumpen ersetzt."
	deLamp := "Sehr geehrter Herr Weiß,\n\nwir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.\n\nMit freundlichen Grüßen"
	jaInvoice := "中島 大輔様\n請求書INV-88213の金額についてご説明いたします。\nご不明な点がございましたら、お気軽にお問い合わせください。"
	deTable := "| Anbieter | Preis |\n|---|---|\n| Kühltechnik Straßburger GmbH | 14.890,00 € |\n| Nordkälte AG | 12.450,00 € |\n| Eisblock Systemtechnik KG | 13.975,00 € |\n\nEmpfehlung: Eisblock Systemtechnik KG ist mit 13.975,00 € das günstigste Angebot mit mindestens 3 Jahren Garantie."
	tests := []typedCatch{
		{"de_chat_opening", TypeStance, deGolden(deSteps), "Gerne! Hier ist eine Schritt-für-Schritt-Anleitung:\n\n" + deSteps, "speaks about the answer"},
		{"ja_chat_opening", TypeStance, jaGolden(jaSteps), "承知しました。以下に設定手順をご案内します。\n\n" + jaSteps, "speaks about the answer"},
		{"ja_offer_of_another_draft", TypeStance, jaGolden(jaSummary), jaSummary + "\n\n修正したい点があれば、お気軽にお申し付けください。", "speaks about the answer"},
		{"de_apology_for_nothing", TypeStance, deGolden(deInvoice), editOnce(deInvoice, "Nachricht.", "Nachricht. Wir entschuldigen uns vielmals für die entstandenen Unannehmlichkeiten."), "an apology the golden never makes"},
		{"ja_apology_for_nothing", TypeStance, jaGolden(jaInvoice), editOnce(jaInvoice, "ご説明いたします。", "ご説明いたします。ご不便をおかけしており、誠に申し訳ございません。"), "an apology the golden never makes"},
		{"de_one_asks_made_all", TypeStance, deGolden(deTicket), editOnce(deTicket, "- Frau Köhler bittet", "- Alle Beteiligten bitten"), "a whole group"},
		{"de_fault_made_the_series", TypeStance, deGolden(deTicket), editOnce(deTicket, "Die Pumpe baut", "Wie bei allen Geräten dieser Serie baut die Pumpe"), "a whole group"},
		{"ja_one_centre_made_all", TypeStance, jaGolden(jaSummary), editOnce(jaSummary, "新センター", "全センター"), "a whole group"},
		{"ja_body_made_one_person", TypeStance, jaGolden(jaSummary), editOnce(jaSummary, "10月20日の経営会議で", "10月20日に社長一人から"), "one person alone"},
		{"de_new_replaced_by_old", TypeStance, deGolden(deMinutes), editOnce(deMinutes, "Die alte Gasheizung wird durch zwei Wärmepumpen ersetzt", "Zwei Wärmepumpen werden durch die alte Gasheizung ersetzt"), "replaced by the old one"},
		{"ja_contact_turned_round", TypeStance, jaGolden(jaInvoice), editOnce(jaInvoice, "お気軽にお問い合わせください", "こちらからお問い合わせいたします"), "gets in touch"},
		{"de_reporter_made_reported_to", TypeStance, deGolden(deMinutes), editOnce(deMinutes, "Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände,", "Herrn Oßwald werden Mehrkosten von 36.400,00 € für Schallschutzwände gemeldet,"), "is reported to in the answer"},
		{"ja_reporter_made_reported_to", TypeStance, jaGolden(jaSummary), editOnce(jaSummary, "髙橋が第3回進捗を報告した", "髙橋に第3回進捗が報告された"), "is reported to in the answer"},
		{"de_dispatch_told_as_arrival", TypeStance, deGolden(deLamp), editOnce(deLamp, "wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu", "Sie erhalten am 20.10.2026 kostenlos eine Ersatzlampe"), "sent off"},
		{"de_cheapest_named_first", TypeStance, deGolden(deTable), editOnce(deTable, " mit mindestens 3 Jahren Garantie", ""), "the table says"},
	}
	assertTypedCatches(t, tests)
}

func TestRules89PassParaphrases(t *testing.T) {
	deLamp := "Sehr geehrter Herr Weiß,\n\nwir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.\n\nMit freundlichen Grüßen"
	jaFault := "松本様\n商品が破損しておりました。交換品を10月19日に発送いたします。"
	deTable := "| Anbieter | Preis |\n|---|---|\n| Kühltechnik Straßburger GmbH | 14.890,00 € |\n| Nordkälte AG | 12.450,00 € |\n\nEmpfehlung: Nordkälte AG ist mit 12.450,00 € das günstigste Angebot."
	tests := []typedPass{
		{"ja_apology_for_a_reported_fault", TypeStance, jaGolden(jaFault), editOnce(jaFault, "破損しておりました。", "破損しておりました。誠に申し訳ございません。")},
		{"ja_cushion_before_a_request", TypeStance, jaGolden("中島様\n請求書をお送りします。"), "中島様\n申し訳ございませんが、請求書をご確認ください。"},
		{"de_dispatch_reworded", TypeStance, deGolden(deLamp), editOnce(deLamp, "wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu", "am 20.10.2026 verschicken wir kostenlos eine Ersatzlampe an Sie")},
		{"de_cheapest_named_right", TypeStance, deGolden(deTable), deTable},
		{"de_letter_opening_gern", TypeStance, deGolden(deLamp), editOnce(deLamp, "wir senden Ihnen", "gern senden wir Ihnen")},
	}
	assertTypedPasses(t, tests)
}
