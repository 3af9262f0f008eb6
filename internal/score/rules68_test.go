package score

import "testing"

// Blind batch 68's misses prompted these rules: the writer's commitment recast as a
// permission, a prohibition, a duty or advice (Wir sind berechtigt, …; 送ることは禁じ
// られております; せざるを得ません; 送るべきかと存じます), a matter left to the reader's
// judgement, an approval made an order, a request made an entitlement, an open
// question (prüfen wir noch, 確認中) and what the reader already did put in; a cause
// made a condition (Weil … → Sollten …; 必要なため → 必要となった場合に備え), a
// condition put between two commas of a settled statement, an open question
// reported as settled (間に合うかを心配 → 間に合うことを確認), and a Japanese compound
// given a new modifier (出荷開始日 → 受注開始日). What they catch, and paraphrases
// they let pass.
func TestRules68Catch(t *testing.T) {
	lamp := "Vielen Dank für Ihre Nachricht. Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. Bitte schicken Sie die defekte Lampe an uns zurück."
	tests := []typedCatch{
		{"de_entitlement", TypeStance, deGolden(lamp), editOnce(lamp, "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.", "Wir sind berechtigt, Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zuzusenden."), "a permission or an entitlement"},
		{"ja_permitted", TypeStance, jaGolden("当日は、作業員が訪問の30分前にお電話いたします。"), "当日は、作業員が訪問の30分前にお電話することが認められております。", "a permission or an entitlement"},
		{"ja_right_to_ask", TypeStance, jaGolden("10月22日（木）までの交換品到着を希望。"), "10月22日（木）までの交換品到着を求める権利がある。", "a permission or an entitlement"},
		{"de_forbidden", TypeStance, deGolden(lamp), editOnce(lamp, "Wir senden Ihnen", "Es ist uns untersagt, Ihnen"), "a prohibition"},
		{"ja_forbidden", TypeStance, jaGolden("請求書INV-88213の金額についてご説明いたします。"), "請求書INV-88213の金額についてご説明することは禁じられております。", "a prohibition"},
		{"de_no_duty", TypeStance, deGolden("- Ausführende Firma ist Wärmetechnik Förster, die Statik prüft Frau Dr. Jäger."),
			"- Ausführende Firma ist Wärmetechnik Förster, Frau Dr. Jäger ist nicht verpflichtet, die Statik zu prüfen.", "a duty or its absence"},
		{"ja_grudging", TypeStance, jaGolden("当日は、作業員が訪問の30分前にお電話いたします。"), "当日は、作業員が訪問の30分前にお電話せざるを得ません。", "a duty or its absence"},
		{"de_discretion", TypeStance, deGolden(lamp), editOnce(lamp, "Bitte schicken Sie die defekte Lampe an uns zurück.", "Ob Sie die defekte Lampe an uns zurückschicken, liegt in Ihrem Ermessen."), "left to the reader's judgement"},
		{"ja_discretion", TypeStance, jaGolden("破損品は、同梱の返送用伝票でご返送ください。"), "破損品は、同梱の返送用伝票でご返送いただくかどうかはご判断にお任せします。", "left to the reader's judgement"},
		{"de_approval_made_order", TypeStance, deGolden("- Herr Oßwald meldet Mehrkosten, die der Ausschuss freigegeben hat."), "- Herr Oßwald meldet Mehrkosten, die der Ausschuss angeordnet hat.", "an order given"},
		{"de_still_checking", TypeStance, deGolden("Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr."), "Ob die Lieferung am 12.11.2026 zwischen 8 und 12 Uhr erfolgen kann, prüfen wir noch.", "an open question"},
		{"ja_being_checked", TypeStance, jaGolden("新しいお届け予定日は10月21日（水）です。"), "新しいお届け予定日が10月21日（水）となるかどうかは、現在確認中です。", "an open question"},
		{"de_reader_already_cancelled", TypeStance, deGolden("Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte spätestens 24 Stunden vorher ab."),
			"Da Sie den Termin nicht wahrnehmen können, haben Sie ihn bereits spätestens 24 Stunden vorher abgesagt.", "something the reader already did"},
		{"ja_remote_eventuality", TypeStance, jaGolden("配送センターでの作業遅延により発送が遅れております。"), "万一配送センターでの作業遅延が発生した場合は、発送が遅れます。", "a remote eventuality"},
		{"ja_should_i", TypeStance, jaGolden("500円分のクーポンをお送りいたします。"), "500円分のクーポンをお送りするべきかと存じます。", "the writer's advice"},
		{"de_we_should", TypeStance, deGolden(lamp), editOnce(lamp, "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.", "Wir sollten Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zusenden."), "the writer's advice"},
		{"de_cause_made_condition", TypeStance, deGolden("Aufgrund des Fertigungsablaufs verschiebt sich der Versand der bestellten Teile (Bestellnummer KS-7741) vom 19.10.2026 auf den 26.10.2026."),
			"Sollte der Fertigungsablauf es erfordern, verschiebt sich der Versand der bestellten Teile (Bestellnummer KS-7741) vom 19.10.2026 auf den 26.10.2026.", "a condition of what the golden gives as a cause"},
		{"ja_cause_made_condition", TypeStance, jaGolden("修正版の提供後に2週間の再テストが必要なため、出荷開始日を11月24日に延期することを提案している。"),
			"修正版の提供後に2週間の再テストが必要となった場合、出荷開始日を11月24日に延期することを提案している。", "a condition of what the golden gives as a cause"},
		{"de_condition_inserted", TypeStance, deGolden("- Ausführende Firma ist Wärmetechnik Förster, die Statik prüft Frau Dr. Jäger."),
			"- Ausführende Firma ist Wärmetechnik Förster, sofern die Geschäftsführung die Mehrkosten freigibt, die Statik prüft Frau Dr. Jäger.", "puts the condition"},
		{"ja_worry_made_confirmed", TypeStance, jaGolden("髙橋様は月末の給与計算に間に合うかを心配されている。"), "髙橋様は月末の給与計算に間に合うことを確認されている。", "as settled what the golden leaves open"},
		{"de_question_made_statement", TypeStance, deGolden("Frau Köhler fragt, ob die Reparatur unter die Garantie fällt."), "Frau Köhler teilt mit, dass die Reparatur unter die Garantie fällt.", "as settled what the golden leaves open"},
	}
	assertTypedCatches(t, tests)
}

func TestRules68PassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_entitlement_the_case_grants", TypeStance, generalCase{lang: "de", golden: "Sie erhalten eine Gutschrift.", request: "Laut Vertrag haben Sie Anspruch auf eine Gutschrift."},
			"Sie haben Anspruch auf eine Gutschrift."},
		{"de_justified_complaint_no_entitlement", TypeStance, deGolden("Wir bedauern den Defekt."), "Wir bedauern den Defekt; Ihre Reklamation ist berechtigt."},
		{"ja_any_questions", TypeStance, jaGolden("ご不明な点がございましたら、お気軽にお問い合わせください。"), "万一ご不明な点がございましたら、お気軽にお問い合わせください。"},
		{"ja_when_the_code_shows", TypeStance, jaGolden("本体に4桁のコードが出ますので、アプリに同じ数字を入れて「接続」を押します。"),
			"本体に4桁のコードが表示されたら、アプリに同じ数字を入力して「接続」を押します。"},
		{"de_cause_reworded", TypeStance, deGolden("Weil die Stahlträger erst am 28.10.2026 geliefert werden, verschiebt sich die Inbetriebnahme auf den 16.11.2026."),
			"Da die Stahlträger erst am 28.10.2026 geliefert werden, verschiebt sich die Inbetriebnahme auf den 16.11.2026."},
		{"de_condition_the_case_writes", TypeStance, generalCase{lang: "de", golden: "- Die Firma ist Förster, die Statik prüft Frau Dr. Jäger.", request: "Frau Dr. Jäger prüft die Statik, sofern die Geschäftsführung die Mehrkosten freigibt."},
			"- Die Firma ist Förster, sofern die Geschäftsführung die Mehrkosten freigibt, die Statik prüft Frau Dr. Jäger."},
		{"de_check_made_make_sure", TypeStance, deGolden("3. Prüfen Sie, ob Ihr Smartphone mit einem WLAN im 2,4-GHz-Band verbunden ist."),
			"3. Stellen Sie sicher, dass Ihr Smartphone mit einem WLAN im 2,4-GHz-Band verbunden ist."},
		{"ja_worry_reworded", TypeStance, jaGolden("髙橋様は月末の給与計算に間に合うかを心配されている。"), "髙橋様は、月末の給与計算に間に合うかどうかを気にされている。"},
	}
	assertTypedPasses(t, tests)
}

// TestRules68EditedCompound: a golden sentence kept but for a compound whose head
// stays and whose modifier is new (出荷開始日 → 受注開始日) changes what the date is
// of; a degree put before 申し訳 changes nothing.
func TestRules68EditedCompound(t *testing.T) {
	golden := "ご連絡ありがとうございます。誠に申し訳ございません。受注システムの改修は10月23日に完了します。出荷開始日を11月24日に延期します。今後ともよろしくお願いいたします。"
	assertTypedCatches(t, []typedCatch{
		{"ja_new_modifier", TypeSupported, jaGolden(golden), editOnce(golden, "出荷開始日", "受注開始日"), "受注開始日"},
	})
	assertTypedPasses(t, []typedPass{
		{"ja_degree_before_moshiwake", TypeSupported, jaGolden(golden), editOnce(golden, "誠に申し訳", "大変申し訳")},
		{"ja_one_kanji_changed", TypeSupported, jaGolden(golden), editOnce(golden, "延期します", "順延します")},
	})
}
