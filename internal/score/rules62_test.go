package score

import "testing"

// Blind batch 62's misses prompted these rules: a golden sentence given a word that
// presupposes other items beside the one it names (die andere Bestellung, 残りの,
// 1通目, ほか), a date marked 去る or 来る the wrong way round against the day the task
// is set, and a recurrence in words (einmal im Jahr, 月1回). What each catches, and
// paraphrases it lets pass.
func TestRules62Catch(t *testing.T) {
	tests := []typedCatch{
		{"de_order_made_other_one", TypePolarity, deGolden("Gern liefern wir Ihre Bestellung WE-20417 direkt an das Prüflabor."),
			"Gern liefern wir Ihre andere Bestellung WE-20417 direkt an das Prüflabor.", "other items"},
		{"de_costs_made_remaining", TypePolarity, deGolden("- Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände."),
			"- Herr Oßwald meldet restliche Mehrkosten von 36.400,00 € für Schallschutzwände.", "other items"},
		{"ja_samples_made_remaining", TypePolarity, jaGolden("試料は次の宛先にお送りください。"), "残りの試料は次の宛先にお送りください。", "other items"},
		{"ja_invoice_made_first_of_several", TypePolarity, jaGolden("請求書INV-88213の金額についてご説明いたします。"), "1通目の請求書INV-88213の金額についてご説明いたします。", "other items"},
		{"ja_person_given_and_others", TypePolarity, jaGolden("・営業の担当は引き続き松田部長で、請求書の送付先は経理部の小西課長に変わります。"),
			"・営業の担当は引き続き松田部長ほかで、請求書の送付先は経理部の小西課長に変わります。", "other items"},
		{"ja_coming_date_marked_gone", TypeConsistency, jaGolden("新しいお届け予定日は10月21日（水）です。"), "新しいお届け予定日は去る10月21日（水）です。", "a day gone by"},
		{"ja_past_date_marked_coming", TypeConsistency, jaGolden("9月20日にユーザーを1名追加していただきました。"), "来る9月20日にユーザーを1名追加していただきました。", "a day to come"},
		{"de_cancellation_rationed_per_year", TypeNumbers, deGolden("Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte spätestens 24 Stunden vorher ab."),
			"Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte spätestens 24 Stunden vorher ab; eine Absage ist nur einmal im Jahr möglich.", `"einmal im Jahr"`},
		{"ja_inquiries_rationed_per_month", TypeNumbers, jaGolden("お手数ですがサポート窓口までお問い合わせください。"), "お手数ですがサポート窓口までお問い合わせください（お問い合わせは月1回までです）。", `"月1回"`},
	}
	assertTypedCatches(t, tests)
}

func TestRules62PassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"ja_anything_else", TypePolarity, jaGolden("ご不明な点がございましたら、お気軽にお問い合わせください。"), "ほかにご不明な点がございましたら、お気軽にお問い合わせください。"},
		{"ja_both_settings_asked", TypePolarity, jaGolden("- スマートフォンの Bluetooth と位置情報の設定はオンになっていますか。"), "- スマートフォンの Bluetooth と位置情報の設定は、どちらもオンになっていますか。"},
		{"de_im_uebrigen", TypePolarity, deGolden("Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €."), "Im Übrigen bleibt der Rechnungsbetrag unverändert bei 1.850,00 €."},
		{"ja_past_date_marked_gone", TypeConsistency, jaGolden("10月14日に当研究室をご訪問いただきました。"), "去る10月14日に当研究室をご訪問いただきました。"},
		{"ja_coming_date_marked_coming", TypeConsistency, jaGolden("訪問日時は2026年10月23日（金）14時です。"), "訪問日時は来る2026年10月23日（金）14時です。"},
		{"de_yearly_the_case_gives", TypeNumbers, generalCase{lang: "de", golden: "Die Wartung kostet 240,00 € pro Jahr.", request: "Wartung: 240,00 € jährlich"},
			"Die Wartung kostet jährlich 240,00 €."},
	}
	assertTypedPasses(t, tests)
}

func TestRules62PassVerbFirstCondition(t *testing.T) {
	assertTypedPasses(t, []typedPass{
		{"de_verb_first_said_wenn", TypePolarity, deGolden("- Hilft das alles nicht, wenden Sie sich bitte an unseren Kundendienst."), "- Wenn das alles nicht hilft, wenden Sie sich bitte an unseren Kundendienst."},
		{"de_verb_first_said_falls", TypePolarity, deGolden("Sollte der Termin nicht passen, rufen Sie uns bitte an."), "Falls der Termin nicht passt, rufen Sie uns bitte an."},
	})
}
