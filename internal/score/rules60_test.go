package score

import "testing"

// Blind batch 60's misses prompted these rules: a golden noun given a prefix the case
// never writes, a noun in another number, Japanese forms that change a commitment,
// a request told as done, and an exact figure made approximate, per item or
// emphatic. What each catches, and paraphrases it lets pass.
func TestRules60Catch(t *testing.T) {
	tests := []typedCatch{
		{"de_noun_prefixed", TypeStance, deGolden("Die Rechnung senden wir an Ihre Rechnungsanschrift."), "Die Sammelrechnung senden wir an Ihre Rechnungsanschrift.", "another thing"},
		{"de_offer_made_counter_offer", TypeStance, deGolden("Eisblock Systemtechnik KG ist das günstigste Angebot."), "Eisblock Systemtechnik KG ist das günstigste Gegenangebot.", "another thing"},
		{"de_one_made_many", TypePolarity, deGolden("hiermit bestätigen wir Ihren Kontrolltermin am Montag, 26. Oktober 2026."),
			"hiermit bestätigen wir Ihre Kontrolltermine am Montag, 26. Oktober 2026.", "another number"},
		{"de_many_made_one", TypePolarity, deGolden("Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände."),
			"Herr Oßwald meldet Mehrkosten von 36.400,00 € für eine Schallschutzwand.", "another number"},
		{"ja_pair_made_open", TypePolarity, jaGolden("10月20日の経営会議で、延期と予備費支出の承認を求めている。"), "10月20日の経営会議で、延期や予備費支出の承認を求めている。", "open list"},
		{"ja_promise_made_ability", TypePolarity, jaGolden("当日は、作業員が訪問の30分前にお電話いたします。"), "当日は、作業員が訪問の30分前にお電話できます。", "mere ability"},
		{"ja_state_made_change", TypePolarity, jaGolden("今月から追加ユーザー分の料金5,500円が加算されております。"), "今月から追加ユーザー分の料金5,500円が加算されていきます。", "growing change"},
		{"ja_continuing_made_new", TypePolarity, jaGolden("今後ともミライ会計サポートをよろしくお願いいたします。"), "今後はミライ会計サポートをよろしくお願いいたします。", "new start"},
		{"ja_request_told_done", TypeStance, jaGolden("破損品は、返送用伝票でご返送ください。"), "破損品は、返送用伝票でご返送くださいました。", "already done"},
		{"ja_count_made_about", TypeStance, jaGolden("付属の電池2個を入れてください。"), "付属の電池2個ほどを入れてください。", "about"},
		{"ja_count_made_each", TypeStance, jaGolden("9月20日にユーザーを1名追加していただきました。"), "9月20日にユーザーを1名ずつ追加していただきました。", "each"},
		{"de_sum_made_about", TypeStance, deGolden("Herr Oßwald meldet Mehrkosten von 36.400,00 €."), "Herr Oßwald meldet Mehrkosten von ca. 36.400,00 €.", "about"},
	}
	assertTypedCatches(t, tests)
}

func TestRules60PassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_compound_from_the_case", TypeStance, generalCase{lang: "de", golden: "Eisblock bietet mindestens 3 Jahre Garantie.", request: "Garantie: mindestens 3 Jahre"},
			"Eisblock bietet eine Mindestgarantie von 3 Jahren."},
		{"de_separable_verb", TypeStance, deGolden("Bitte bringen Sie Ihre Versichertenkarte mit."), "Denken Sie daran, Ihre Versichertenkarte mitzubringen."},
		{"de_genitive", TypePolarity, deGolden("- Frau Köhler bittet um ein Rücksendeetikett."), "- Frau Köhler bittet um Zusendung eines Rücksendeetiketts."},
		{"ja_condition_made_ability", TypePolarity, jaGolden("8. 体重が表示されていることを確認すれば、設定は完了です。"), "8. 体重が表示されていることを確認できれば、設定は完了です。"},
		{"de_for_example", TypeStance, deGolden("9. Legen Sie Heizzeiten fest, zum Beispiel 21 °C von 6 bis 22 Uhr."), "9. Legen Sie Heizzeiten fest, etwa 21 °C von 6 bis 22 Uhr."},
		{"ja_about_kept", TypeStance, jaGolden("約10秒で測定が終わります。"), "10秒ほどで測定が終わります。"},
	}
	assertTypedPasses(t, tests)
}
