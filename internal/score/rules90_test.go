package score

import "testing"

// Blind batch 90's misses prompted these rules: the firm collecting or repairing where
// the case has the reader send an item for replacement; a cost put on a party the case
// never names; the customer made the cause of a delay; who ordered from whom turned
// round; prices called gross where the case states them net; a Japanese number counted
// as a span or a building, or with a counter of another thing; the firm getting in
// touch where the case asks the reader to. What they catch, and paraphrases they let
// pass.
func TestRules90Catch(t *testing.T) {
	deLamp := "Sehr geehrter Herr Weiß,\n\nwir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. Bitte schicken Sie die defekte Lampe an uns zurück.\n\nMit freundlichen Grüßen"
	deCosts := "- Mehrkosten: 18.750,00 € für die Stahlträger, zusammen 21.150,00 €.\n- Weil die Stahlträger erst am 28.10.2026 geliefert werden, verschiebt sich die Inbetriebnahme."
	jaDelay := "ご注文の商品は、配送センターでの作業遅延により発送が遅れております。"
	deOrder := "Der Versand der von Ihnen bestellten Teile (Bestellnummer KS-7741) verschiebt sich auf den 26.10.2026."
	deTable := "| Anbieter | Preis |\n|---|---|\n| Nordkälte AG | 12.450,00 € |"
	jaNotice := "・新住所は大阪市北区梅田2丁目4番9号 ブリーゼタワー12階です。\n・10月分の勤怠データが取り込めません。"
	jaQuote := "| 品名 | 数量 |\n|---|---|\n| コピー用紙A4（500枚×5冊） | 10箱 |"
	jaSteps := "それでも解決しない場合は、お手数ですがサポート窓口までお問い合わせください。"
	tests := []typedCatch{
		{"de_pickup_for_return", TypeStance, deGolden(deLamp), editOnce(deLamp, "Bitte schicken Sie die defekte Lampe an uns zurück.", "Die defekte Lampe holen wir bei Ihnen ab."), "the firm collects"},
		{"de_repair_for_replacement", TypeStance, deGolden(deLamp), editOnce(deLamp, "wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.", "wir reparieren Ihre Lampe kostenlos bis zum 20.10.2026."), "a repair the case never offers"},
		{"de_cost_put_on_a_party", TypeStance, deGolden(deCosts), editOnce(deCosts, "- Mehrkosten:", "- Mehrkosten (von Wärmetechnik Förster zu tragen):"), "bears a cost"},
		{"de_customer_made_the_cause", TypeStance, deGolden(deCosts), editOnce(deCosts, "Weil die Stahlträger erst am 28.10.2026 geliefert werden", "Weil der Auftraggeber die Stahlträger erst am 28.10.2026 beistellt"), "the customer made the cause"},
		{"ja_customer_made_the_cause", TypeStance, jaGolden(jaDelay), editOnce(jaDelay, "配送センターでの作業遅延により", "お客様のご住所確認に時間を要したため"), "the customer made the cause"},
		{"de_order_turned_round", TypeStance, deGolden(deOrder), editOnce(deOrder, "von Ihnen bestellten", "von uns bei Ihnen bestellten"), "who ordered from whom"},
		{"de_net_called_gross", TypeStance, generalCase{lang: "de", golden: deTable, request: "Alle Preise netto."}, editOnce(deTable, "12.450,00 €", "12.450,00 € inkl. MwSt."), "net"},
		{"ja_floor_made_building", TypeStance, jaGolden(jaNotice), editOnce(jaNotice, "12階です", "12階建てです"), "counted as a span or a building"},
		{"ja_month_made_months", TypeStance, jaGolden(jaNotice), editOnce(jaNotice, "10月分", "10か月分"), "counted as a span or a building"},
		{"ja_counter_homophone", TypePolarity, jaGolden(jaQuote), editOnce(jaQuote, "5冊", "5札"), "made \"札\""},
		{"ja_contact_to_the_customer", TypeStance, jaGolden(jaSteps), editOnce(jaSteps, "お手数ですがサポート窓口までお問い合わせください", "サポート窓口からお客様へご連絡いたします"), "gets in touch"},
	}
	assertTypedCatches(t, tests)
}

func TestRules90PassParaphrases(t *testing.T) {
	deTable := "| Anbieter | Preis |\n|---|---|\n| Nordkälte AG | 12.450,00 € |"
	jaInvoice := "追加ユーザー分の料金5,500円（税込）が加算されております。"
	tests := []typedPass{
		{"de_net_said_again", TypeStance, generalCase{lang: "de", golden: deTable, request: "Alle Preise netto."}, editOnce(deTable, "12.450,00 €", "12.450,00 € (netto)")},
		{"ja_both_prices_named", TypeStance, generalCase{lang: "ja", golden: jaInvoice, request: "月額5,000円、税込5,500円"}, "追加ユーザー分の料金5,500円（税込、税抜では5,000円）が加算されております。"},
		{"ja_floor_kept", TypeStance, jaGolden("・新住所はブリーゼタワー12階です。"), "・新住所は、ブリーゼタワーの12階です。"},
		{"de_return_reworded", TypeStance, deGolden("Bitte schicken Sie die defekte Lampe an uns zurück."), "Bitte senden Sie die defekte Lampe an uns zurück."},
	}
	assertTypedPasses(t, tests)
}
