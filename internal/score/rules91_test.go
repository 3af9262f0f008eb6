package score

import "testing"

// Blind batch 91's misses prompted these rules: an exact amount given as "knapp" or
// 弱; the writer's act framed as done at the reader's wish; a request made "our tip"
// or おすすめ; the writer's statement given the reader as its source; a settled date
// made to hang on the weather; a German sentence stopped on "mindestens", a Japanese
// one on an amount and で; a Japanese request told as granted, and a step under way
// told as finished; "Die Rechnung senden Sie bitte" for the firm's own act. What they
// catch, and paraphrases they let pass.
func TestRules91Catch(t *testing.T) {
	deSum := "- Mehrkosten: 18.750,00 € für die Stahlträger, zusammen 21.150,00 €."
	jaQuote := "| 品名 | 単価 |\n|---|---|\n| コピー用紙A4 | 2,480円 |"
	jaBudget := "初期費用の予算は3億2,000万円、9月末時点の支出は2億1,500万円。"
	deLamp := generalCase{lang: "de", golden: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.",
		request: "Nachricht: \"Die Stehlampe flackert seit gestern. Was soll ich tun?\"\n\nInterne Info: Ersatzlampe wird am 20.10.2026 verschickt."}
	jaDate := generalCase{lang: "ja", golden: "新しいお届け予定日は10月21日（水）です。", request: "配送遅延のお詫びメールを書いてください。\n・新しいお届け予定：10月21日（水）"}
	deCard := "Bitte bringen Sie Ihre Versichertenkarte mit."
	jaReply := "ご不明な点がございましたら、本メールにご返信ください。"
	deOffer := "Empfehlung: Eisblock Systemtechnik KG ist mit 13.975,00 € das günstigste Angebot mit mindestens 3 Jahren Garantie."
	jaCost := "追加費用は約1,400万円で、予備費から支出する。"
	jaApproval := "2026年10月30日までに、お見積もりへのご承認をお願いいたします。"
	jaCheck := "担当の西村が調査し、10月19日（月）17時までに回答する。"
	deBill := "Die Rechnung senden wir wie gewohnt an Ihre Rechnungsanschrift: Hochschule Rheinstadt, Postfach 10 02 31, 67002 Ludwigshafen am Rhein."
	tests := []typedCatch{
		{"de_exact_amount_made_knapp", TypeStance, deGolden(deSum), editOnce(deSum, "18.750,00 €", "knapp 18.750,00 €"), "makes a guess"},
		{"ja_exact_price_made_jaku", TypeStance, jaGolden(jaQuote), editOnce(jaQuote, "2,480円", "2,480円弱"), "makes a guess"},
		{"ja_oku_amount_made_jaku", TypeStance, jaGolden(jaBudget), editOnce(jaBudget, "3億2,000万円", "3億2,000万円弱"), "makes a guess"},
		{"de_act_framed_as_wish", TypeStance, deLamp, "Wie von Ihnen gewünscht, senden wir Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.", "as the reader wished"},
		{"ja_act_framed_as_wish", TypeStance, jaDate, "ご希望どおり、新しいお届け予定日は10月21日（水）です。", "as the reader wished"},
		{"de_request_made_tip", TypeStance, deGolden(deCard), "Unser Tipp: Bringen Sie Ihre Versichertenkarte mit.", "recommendation"},
		{"ja_request_made_osusume", TypeStance, jaGolden(jaReply), editOnce(jaReply, "ご返信ください", "ご返信いただくのがおすすめです"), "recommendation"},
		{"ja_fact_given_reader_as_source", TypeStance, jaDate, "お客様のお話では、新しいお届け予定日は10月21日（水）です。", "gives the reader as the source"},
		{"ja_date_made_weather_bound", TypeStance, jaDate, "天候次第ですが、新しいお届け予定日は10月21日（水）です。", "conditional"},
		{"de_sentence_stopped_on_bound", TypeWellFormed, deGolden(deOffer), editOnce(deOffer, "mit mindestens 3 Jahren Garantie.", "mit mindestens."), "ends on \"mindestens.\""},
		{"ja_sentence_stopped_on_amount", TypeWellFormed, jaGolden(jaCost), "追加費用は約1,400万円で。", "ends on"},
		{"ja_request_told_as_granted", TypeStance, jaGolden(jaApproval), editOnce(jaApproval, "ご承認をお願いいたします", "ご承認をいただきました"), "reports as given"},
		{"ja_step_told_as_finished", TypeStance, jaGolden(jaCheck), editOnce(jaCheck, "調査し、", "調査を終え、"), "as finished"},
		{"de_our_act_made_sie_bitte", TypePolarity, deGolden(deBill), editOnce(deBill, "senden wir", "senden Sie bitte"), "the writer's act made a request"},
	}
	assertTypedCatches(t, tests)
}

func TestRules91PassParaphrases(t *testing.T) {
	jaCost := "追加費用は約1,400万円で、予備費から支出する。"
	deAddress := generalCase{lang: "de", golden: "Wir liefern Ihre Bestellung WE-20417 am 12.11.2026 an das Prüflabor.",
		request: "E-Mail: „Guten Tag, bitte liefern Sie die Bestellung WE-20417 nicht an unsere Rechnungsanschrift, sondern direkt an das Prüflabor.“"}
	jaArrival := generalCase{lang: "ja", golden: "交換品は10月19日に発送いたしますので、10月22日（木）までにお届けできる見込みです。",
		request: "お客様より：10月22日（木）までの交換品到着を希望。"}
	jaFloor := "じゅうたんや畳の上では正しく測定できないため、フローリングの上に設置してください。"
	deLamp := "Für Sie entstehen keine Kosten: Wir schicken Ihnen eine Ersatzlampe, die defekte Lampe senden Sie bitte an uns zurück."
	tests := []typedPass{
		{"ja_amount_ungrouped", TypeStance, jaGolden(jaCost), "追加費用は約1400万円で、予備費から支出する。"},
		{"de_wish_the_reader_stated", TypeStance, deAddress, "Wie gewünscht liefern wir Ihre Bestellung WE-20417 am 12.11.2026 an das Prüflabor."},
		{"ja_wish_the_reader_stated", TypeStance, jaArrival, "交換品は10月19日に発送いたしますので、ご希望どおり10月22日（木）までにお届けできる見込みです。"},
		{"ja_advice_as_recommendation", TypeStance, jaGolden(jaFloor), "じゅうたんや畳の上では正しく測定できないため、フローリングの上への設置をおすすめします。"},
		{"ja_thanks_for_contact", TypeStance, jaGolden("日程の変更をご希望の場合は、前日の17時までにご連絡ください。"), "ご連絡いただきありがとうございます。日程の変更をご希望の場合は、前日の17時までにご連絡ください。"},
		{"de_reader_task_beside_our_act", TypePolarity, deGolden("Für Sie entstehen keine Kosten: Wir schicken Ihnen eine Ersatzlampe, die defekte Lampe schicken Sie bitte an uns zurück."), deLamp},
	}
	assertTypedPasses(t, tests)
}
