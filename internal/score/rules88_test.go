package score

import "testing"

// Blind batch 88's misses prompted these rules: a closing line that tells the reader
// there is nothing to do, or that no extra cost arises, against the body; an apology
// for "this" after good news; a "then" that goes back in time; a reason or a
// consequence the case never gives; a date the case moves away from said to hold; a
// note that calls the wrong table row the dearest; a remedy told as a present; a
// golden sentence's topic word swapped for a longer one the case never writes. What
// they catch, and paraphrases they let pass.
func TestRules88Catch(t *testing.T) {
	jaReply := "松本様\nこのたびはご迷惑をおかけし、誠に申し訳ございません。\n交換品は10月19日に発送いたします。\n破損品は、交換品に同梱の返送用伝票でご返送ください。"
	jaInvoice := "中島 大輔様\n9月20日にユーザーを1名追加していただいたため、今月から追加ユーザー分の料金5,500円（税込）が加算されております。\nお支払い期限は2026年10月30日（金）です。"
	deTranslate := "Sehr geehrte Frau Brandt,\n\nder Prüftermin wird vom 19.10.2026 auf den 26.10.2026 verschoben. Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €.\n\nMit freundlichen Grüßen"
	deMinutes := "- Laut Frau Dr. Vogt kommt der Verdichter erst am 23.11.2026; die Inbetriebnahme verschiebt sich auf den 07.12.2026.\n- Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände, die der Ausschuss freigegeben hat.\n- Die nächste Sitzung findet am 12.11.2026 statt."
	jaNotice := "・大阪営業所は、令和8年11月16日（月）に移転します。\n・旧事務所での営業は11月13日（金）までです。"
	jaTable := "| 品名 | 数量 | 単価 | 金額 |\n|---|---|---|---|\n| コピー用紙A4 | 10箱 | 2,480円 | 24,800円 |\n| ホチキス針 No.10 | 20箱 | 120円 | 2,400円 |\n\n合計（税抜）：27,200円"
	deLetter := "Sehr geehrter Herr Weiß,\n\nwir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. Bitte schicken Sie die defekte Lampe zurück.\n\nMit freundlichen Grüßen"
	jaSteps := "「カラダノート S5」の初期設定は、次の手順で行います。\n1. 本体の電源を入れます。\n2. アプリを起動します。"
	tests := []typedCatch{
		{"ja_nothing_to_do", TypeStance, jaGolden(jaReply), jaReply + "\nご対応いただくことは、特にございません。", "nothing for them to do"},
		{"ja_cost_denied", TypeStance, jaGolden(jaInvoice), jaInvoice + "\nつまり、追加の料金は一切発生しておりません。", "denies a cost"},
		{"de_apology_for_unchanged_price", TypeStance, deGolden(deTranslate), editOnce(deTranslate, "1.850,00 €.", "1.850,00 €. Dafür bitten wir Sie um Entschuldigung."), "which is no fault"},
		{"ja_apology_for_shipment", TypeStance, jaGolden(jaReply), editOnce(jaReply, "発送いたします。", "発送いたします。このことにつきまして、心よりお詫び申し上げます。"), "which is no fault"},
		{"de_then_back_in_time", TypeStance, deGolden(deMinutes), editOnce(deMinutes, "- Die nächste", "- Danach: Die nächste"), "its date is earlier"},
		{"ja_then_back_in_time", TypeStance, jaGolden(jaNotice), editOnce(jaNotice, "・旧事務所", "・その後、旧事務所"), "its date is earlier"},
		{"ja_reason_made_up", TypeStance, jaGolden(jaNotice), editOnce(jaNotice, "大阪営業所は、", "大阪営業所は、業務拡大に伴い、"), "a reason the case never gives"},
		{"de_reason_made_up", TypeStance, deGolden(deMinutes), editOnce(deMinutes, "für Schallschutzwände", "für die nach Beschwerden der Anwohner nötig gewordenen Schallschutzwände"), "a reason the case never gives"},
		{"ja_consequence_made_up", TypeStance, jaGolden(jaInvoice), jaInvoice + "\n期限までにお支払いがない場合、ご契約は白紙に戻ります。", "a consequence the case never states"},
		{"de_old_date_said_to_hold", TypeStance, deGolden(deTranslate), editOnce(deTranslate, "1.850,00 €.", "1.850,00 €. Am ursprünglichen Termin 19.10.2026 ändert sich damit nichts."), "moves away from"},
		{"ja_cheapest_row_called_dearest", TypeStance, jaGolden(jaTable), jaTable + "\n最も金額が大きいのは「ホチキス針 No.10」です。", "the table says"},
		{"de_remedy_as_loyalty_gift", TypeStance, deGolden(deLetter), editOnce(deLetter, "wir senden Ihnen", "als Dankeschön für Ihre Treue senden wir Ihnen"), "a present or a thanks"},
		{"ja_topic_swapped", TypeSupported, jaGolden(jaSteps), editOnce(jaSteps, "初期設定", "解約手続き"), "解約手続"},
	}
	assertTypedCatches(t, tests)
}

func TestRules88PassParaphrases(t *testing.T) {
	jaReply := "松本様\nこのたびはご迷惑をおかけし、誠に申し訳ございません。\n交換品は10月19日に発送いたします。\n破損品は、交換品に同梱の返送用伝票でご返送ください。"
	deMinutes := "- Laut Frau Dr. Vogt kommt der Verdichter erst am 23.11.2026; die Inbetriebnahme verschiebt sich auf den 07.12.2026.\n- Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände, die der Ausschuss freigegeben hat.\n- Die nächste Sitzung findet am 12.11.2026 statt."
	jaTable := "| 品名 | 数量 | 単価 | 金額 |\n|---|---|---|---|\n| コピー用紙A4 | 10箱 | 2,480円 | 24,800円 |\n| ホチキス針 No.10 | 20箱 | 120円 | 2,400円 |\n\n合計（税抜）：27,200円"
	deFault := "Sehr geehrter Herr Weiß,\n\ndie Lampe war bei der Lieferung defekt. Wir senden Ihnen am 20.10.2026 eine Ersatzlampe zu.\n\nMit freundlichen Grüßen"
	tests := []typedPass{
		{"ja_nothing_to_do_said_by_the_case", TypeStance, generalCase{lang: "ja", golden: jaReply, request: "お客様にご対応いただくことは特にございません。"}, jaReply + "\nご対応いただくことは特にございません。"},
		{"de_apology_after_the_fault", TypeStance, deGolden(deFault), editOnce(deFault, "defekt.", "defekt. Dafür bitten wir Sie um Entschuldigung.")},
		{"ja_apology_after_the_fault", TypeStance, jaGolden(jaReply), editOnce(jaReply, "申し訳ございません。", "申し訳ございません。お届けした商品が破損しておりました。この件につきまして、改めてお詫び申し上げます。")},
		{"de_then_forward_in_time", TypeStance, deGolden(deMinutes), editOnce(deMinutes, "- Die nächste Sitzung findet am 12.11.2026 statt.", "- Danach tritt der Ausschuss am 10.12.2026 wieder zusammen.")},
		{"ja_reason_from_the_case", TypeStance, generalCase{lang: "ja", golden: "・大阪営業所は、11月16日に移転します。", request: "業務拡大のため、大阪営業所は移転します。"}, "・大阪営業所は、業務拡大に伴い、11月16日に移転します。"},
		{"ja_condition_with_advice", TypeStance, jaGolden(jaReply), jaReply + "\n届かない場合は、新品の送付状況をお問い合わせください。"},
		{"ja_cheapest_row_named_right", TypeStance, jaGolden(jaTable), jaTable + "\n最も金額が大きいのは「コピー用紙A4」です。"},
	}
	assertTypedPasses(t, tests)
}
