package score

import "testing"

// A matter's state put as another (asked → agreed, presented → commissioned, spent
// → left), a state or an act put as its opposite, a fault that comes and goes, a
// restriction, a step for each time or a fault the case never reports, an owner put
// in, an impersonal man, a statement made a duty, an adjective moved, a fact in the
// Konjunktiv II and a golden word made another thing by a prefix: rules the misses of
// blind batch 55 prompted. What each catches, and paraphrases it lets pass.
func TestStateRulesCatch(t *testing.T) {
	tests := []typedCatch{
		{"de_wish_made_agreement", TypePolarity, deGolden("Sie bittet darum, dass noch am selben Tag ein Installateur kommt."),
			"Es ist vereinbart, dass noch am selben Tag ein Installateur kommt.", "made an agreement"},
		{"de_presented_made_commissioned", TypePolarity, deGolden("- Prof. Dr. Kühn hat das Sicherheitsgutachten vorgestellt: Die Prüfung ist bestanden."),
			"- Prof. Dr. Kühn hat das Sicherheitsgutachten in Auftrag gegeben: Die Prüfung ist bestanden.", "made a commission"},
		{"ja_spent_made_left", TypePolarity, jaGolden("初期費用の予算は3億2,000万円、9月末時点の支出は2億1,500万円。"),
			"初期費用の予算は3億2,000万円、9月末時点の残額は2億1,500万円。", "made a sum left"},
		{"de_shown_made_gone_out", TypePolarity, deGolden("7. Sobald die Verbindung steht, zeigt das Bedienteil ein WLAN-Symbol."),
			"7. Sobald die Verbindung steht, erlischt am Bedienteil das WLAN-Symbol.", "the opposite state or act"},
		{"ja_in_turn_made_at_once", TypePolarity, jaGolden("電池2個を、プラス面が上になるように入れてから、カバーを閉じてください。"),
			"電池2個を、プラス面が上になるように入れながら、カバーを閉じてください。", "the opposite state or act"},
		{"de_fault_made_intermittent", TypeStance, deGolden("es tut uns leid, dass Ihre Stehlampe flackert."),
			"es tut uns leid, dass Ihre Stehlampe ab und zu flackert.", "comes and goes"},
		{"ja_fault_only_in_a_mode", TypeStance, jaGolden("連携で10月分の勤怠データが取り込めないとの問い合わせがあった。"),
			"連携で10月分の勤怠データが手動で連携したときだけ取り込めないとの問い合わせがあった。", "a restriction"},
		{"ja_step_each_time", TypeStance, jaGolden("4. アプリを起動し、アカウントを作成します。"),
			"4. 測定のたびにアプリを起動し、アカウントを作成します。", "each time"},
		{"de_fault_made_up", TypeStance, deGolden("es tut uns leid, dass Ihre Stehlampe flackert."),
			"es tut uns leid, dass Ihre Stehlampe flackert und brummt.", "a fault the case never reports"},
		{"de_owner_put_in", TypePolarity, deGolden("- Herr Strauß bittet, die Mehrkosten und den neuen Termin freizugeben."),
			"- Herr Strauß bittet, seine Mehrkosten und den neuen Termin freizugeben.", "an owner"},
		{"de_actor_made_acted_on", TypePolarity, deGolden("- Herr Oßwald meldet Mehrkosten von 36.400,00 €."),
			"- Herrn Oßwald meldet man Mehrkosten von 36.400,00 €.", "the one acted on"},
		{"de_statement_made_duty", TypePolarity, deGolden("Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu."),
			"Ihnen ist am 20.10.2026 kostenlos eine Ersatzlampe zuzusenden.", "a duty"},
		{"de_adjective_moved", TypePolarity, deGolden("- Die alte Gasheizung im Verwaltungsgebäude Lübeck wird ersetzt."),
			"- Die Gasheizung im alten Verwaltungsgebäude Lübeck wird ersetzt.", "moved to another noun"},
		{"de_fact_in_konjunktiv", TypeStance, deGolden("Bitte schicken Sie die Lampe zurück; für Sie entstehen dabei keine Kosten."),
			"Bitte schicken Sie die Lampe zurück; für Sie entstünden dabei keine Kosten.", "Konjunktiv II"},
		{"de_prefix_makes_other_thing", TypeStance, deGolden("Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr."),
			"Die Nachlieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr.", "made another thing"},
	}
	assertTypedCatches(t, tests)
}

func TestStateRulesPassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_agreement_of_the_case", TypePolarity, deGolden("Es ist vereinbart, dass am 19.10.2026 ein Installateur kommt."), "Vereinbart ist, dass am 19.10.2026 ein Installateur kommt."},
		{"de_shown_reworded", TypePolarity, deGolden("7. Sobald die Verbindung steht, zeigt das Bedienteil ein WLAN-Symbol."),
			"7. Sobald die Verbindung steht, erscheint am Bedienteil ein WLAN-Symbol."},
		{"de_intermittent_of_the_case", TypeStance, generalCase{lang: "de", golden: "es tut uns leid, dass Ihre Stehlampe flackert.", request: "Die Lampe flackert ab und zu."},
			"es tut uns leid, dass Ihre Stehlampe ab und zu flackert."},
		{"de_owner_the_reader", TypePolarity, deGolden("Bitte schicken Sie die defekte Lampe an uns zurück."), "Bitte schicken Sie Ihre defekte Lampe an uns zurück."},
		{"de_duty_of_the_golden", TypePolarity, deGolden("Die Rechnung ist bis zum 30.10.2026 zu bezahlen."), "Die Rechnung ist bis spätestens 30.10.2026 zu bezahlen."},
		{"de_replacement_of_the_case", TypeStance, deGolden("Wir senden Ihnen eine Ersatzlampe zu. Die Lampe wird ersetzt."), "Wir senden Ihnen eine Ersatzlampe zu, die Lampe wird ersetzt."},
	}
	assertTypedPasses(t, tests)
}
