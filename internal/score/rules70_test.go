package score

import "testing"

// Blind batch 70's misses, and one pattern of batch 60's, prompted these rules: a
// golden sentence kept whole with a clause of its own appended (a charge, a cost the
// reader bears), judged with the golden's words and outvoted by them; a concession
// with zwar and a Japanese reason (…ため。) left without what they lead to; a wish for
// recovery, a currency, invented data, an order of rows and no change claimed where
// the case says none of it; two German nouns traded with their articles across
// clauses; a code and a name traded after the label that names the code. What they
// catch, and paraphrases they let pass.
func TestRules70Catch(t *testing.T) {
	deLetter := "Sehr geehrte Frau Schäfer,\n\nhiermit bestätigen wir Ihren Kontrolltermin am Montag, 26.10.2026, um 10:30 Uhr.\n\nFalls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte spätestens 24 Stunden vorher ab.\n\nMit freundlichen Grüßen\nIhre Zahnarztpraxis"
	deSummary := "Frau Köhler meldet einen Wasserschaden in der Küche. Sie bittet darum, dass noch am selben Tag ein Installateur kommt."
	tests := []typedCatch{
		{"de_charge_appended", TypeSupported, deGolden(deLetter),
			editOnce(deLetter, "vorher ab.", "vorher ab; bei einer späteren Absage stellen wir Ihnen den ausgefallenen Termin in Rechnung."), "stated by neither"},
		{"de_cost_appended", TypeSupported, deGolden(deSummary),
			editOnce(deSummary, "ein Installateur kommt.", "ein Installateur kommt, und sagt zu, die Kosten dafür selbst zu tragen."), "stated by neither"},
		{"de_concession_cut", TypeWellFormed, deGolden("Eisblock ist das günstigste Angebot mit 3 Jahren Garantie; Nordkälte AG ist zwar günstiger, bietet aber nur 2 Jahre Garantie."),
			"Eisblock ist das günstigste Angebot mit 3 Jahren Garantie; Nordkälte AG ist zwar günstiger.", "concedes with zwar"},
		{"ja_reason_cut", TypeWellFormed, jaGolden("9月20日にユーザーを1名追加していただいたため、今月から追加料金が加算されております。"),
			"9月20日にユーザーを1名追加していただいたため。", "cut off before what it is the reason for"},
		{"de_get_well", TypeStance, deGolden(deLetter), editOnce(deLetter, "Mit freundlichen", "Wir wünschen Ihnen gute Besserung.\n\nMit freundlichen"), "recovery"},
		{"ja_get_well", TypeStance, jaGolden("ご注文の商品は10月19日に発送いたします。\n\nハルカゼ寝具店"), "ご注文の商品は10月19日に発送いたします。どうぞお大事になさってください。\n\nハルカゼ寝具店", "recovery"},
		{"ja_dollars", TypeStance, jaGolden("お見積もり金額は24,800円（税込）です。"), "お見積もり金額は24,800円（税込）です。\n※記載の金額は、すべて米ドル建てです。", "US dollars"},
		{"de_invented_data", TypeStance, deGolden(deSummary), deSummary + "\n(Alle Namen, Daten und Beträge in diesem Text sind frei erfundene Beispielangaben.)", "invented or sample data"},
		{"ja_order_of_rows", TypeStance, jaGolden("| 品名 | 金額 |\n|---|---|\n| 用紙 | 24,800円 |"), "| 品名 | 金額 |\n|---|---|\n| 用紙 | 24,800円 |\n\n※表は金額の高い順に並べています。", "an order of steps or rows"},
		{"ja_no_change", TypeStance, jaGolden("出荷開始日を11月24日に延期する。"), "出荷開始日を11月24日に延期する。なお、当初の予定からの変更はない。", "no change from the original plan"},
		{"de_nouns_traded_across_clauses", TypePolarity, deGolden("- Mangel: Die Pumpe baut keinen Druck mehr auf; der Espresso läuft nur tröpfchenweise."),
			"- Mangel: Der Espresso baut keinen Druck mehr auf; die Pumpe läuft nur tröpfchenweise.", "trade places"},
		{"ja_code_and_name_traded", TypePolarity, jaGolden("修理受付番号RP-60418、ヒエール冷蔵庫 R450の出張修理について、訪問日時を確定いたしました。"),
			"修理受付番号ヒエール冷蔵庫 R450、RP-60418の出張修理について、訪問日時を確定いたしました。", "trade places"},
	}
	assertTypedCatches(t, tests)
}

func TestRules70PassParaphrases(t *testing.T) {
	deSummary := "Frau Köhler meldet einen Wasserschaden in der Küche. Sie bittet darum, dass noch am selben Tag ein Installateur kommt."
	tests := []typedPass{
		// What the stretch adds comes from the request.
		{"de_request_detail_appended", TypeSupported, generalCase{lang: "de", golden: deSummary, request: "Frau Köhler meldet einen Wasserschaden in der Küche unter der Spüle und bittet um einen Installateur noch heute."},
			editOnce(deSummary, "in der Küche.", "in der Küche, direkt unter der Spüle.")},
		// A courtesy clause states nothing about the case.
		{"de_courtesy_appended", TypeSupported, deGolden(deSummary),
			editOnce(deSummary, "ein Installateur kommt.", "ein Installateur kommt; wir bedauern die Unannehmlichkeiten sehr.")},
		{"de_concession_turned_next_sentence", TypeWellFormed, deGolden("Nordkälte AG ist zwar günstiger, bietet aber nur 2 Jahre Garantie."),
			"Nordkälte AG ist zwar günstiger. Allerdings bietet sie nur 2 Jahre Garantie."},
		{"de_und_zwar", TypeWellFormed, deGolden("Frau Köhler möchte ein neues Gerät bis zum 19.10.2026."), "Frau Köhler möchte ein neues Gerät, und zwar bis zum 19.10.2026."},
		{"ja_reason_said", TypeWellFormed, jaGolden("連携に不具合が見つかったため、出荷開始日を延期する。"), "出荷開始日を延期する。理由は、連携に不具合が見つかったため。"},
		{"ja_currency_of_the_case", TypeStance, jaGolden("お見積もり金額は24,800円です。"), "お見積もりの金額は、24,800円となります。"},
		{"de_article_case_keeps_roles", TypePolarity, deGolden("Die Mehrkosten muss der Ausschuss noch freigeben."), "Der Ausschuss muss die Mehrkosten noch freigeben."},
		{"ja_list_without_label", TypePolarity, jaGolden("お預かりしたのはRP-60418、ヒエール冷蔵庫 R450の2点です。"), "お預かりしたのはヒエール冷蔵庫 R450、RP-60418の2点です。"},
	}
	assertTypedPasses(t, tests)
}
