package score

import "testing"

// Blind batch 77's misses prompted these rules: keigo put wrong in a way no business
// text writes (a double honorific or humble, ご on a katakana loan, ご…していただく,
// ございますです, くださいまし, 〜てやります, よろしく頼みます, いらっしゃいませ, ちょうだい),
// speech written down (みたいです, しちゃい, 上じゃ, 'ne, gütigst, es wird bedauert),
// があったら in a formal letter, a topic padded with 的には and a German noun made a
// diminutive. What they catch, and paraphrases they let pass.
func TestRules77Catch(t *testing.T) {
	jaLetter := "いつもご利用いただき、誠にありがとうございます。クーポンをお送りいたします。ご不明な点がございましたら、お気軽にお問い合わせください。今後ともよろしくお願いいたします。"
	deLetter := "vielen Dank für Ihre Nachricht, und es tut uns leid, dass Ihre Stehlampe flackert. Bitte bringen Sie Ihre Versichertenkarte mit. Wir senden Ihnen eine Ersatzlampe zu."
	formal := generalCase{lang: "ja", golden: jaLetter, formal: true}
	tests := []typedCatch{
		{"ja_double_honorific", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "ご利用いただき", "ご利用なさられ"), "keigo misused"},
		{"ja_double_humble", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "よろしくお願いいたします", "よろしくお願い申し上げさせていただきます"), "keigo misused"},
		{"ja_go_on_loan", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "クーポン", "ごクーポン"), "keigo misused"},
		{"ja_go_shite_itadaku", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "ご利用いただき", "ご利用していただき"), "keigo misused"},
		{"ja_stacked_desu", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "ありがとうございます。", "ありがとうございますです。"), "keigo misused"},
		{"ja_te_yaru", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "お送りいたします", "送ってやります"), "keigo misused"},
		{"ja_blunt_closing", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "よろしくお願いいたします", "よろしく頼みます"), "keigo misused"},
		{"ja_mitai", TypeRegisterSymbols, jaGolden("お支払い期限は2026年10月30日（金）です。"), "お支払い期限は2026年10月30日（金）みたいです。", "spoken form"},
		{"ja_attara_in_formal_letter", TypeRegisterSymbols, formal, editOnce(jaLetter, "がございましたら", "があったら"), "spoken"},
		{"ja_teki_ni_wa", TypePolarity, jaGolden("お支払い期限は2026年10月30日（金）です。"), "お支払い期限的には2026年10月30日（金）です。", "的に"},
		{"de_clipped_article", TypeRegisterSymbols, deGolden(deLetter), editOnce(deLetter, "eine Ersatzlampe", "'ne Ersatzlampe"), "spoken form"},
		{"de_guetigst", TypeRegisterSymbols, deGolden(deLetter), editOnce(deLetter, "Bitte bringen Sie", "Bitte bringen Sie gütigst"), "spoken form"},
		{"de_agentless_apology", TypeRegisterSymbols, deGolden(deLetter), editOnce(deLetter, "es tut uns leid", "es wird bedauert"), "spoken form"},
		{"de_diminutive", TypePolarity, deGolden(deLetter), editOnce(deLetter, "Ihre Versichertenkarte", "Ihr Versichertenkärtchen"), "diminutive"},
	}
	assertTypedCatches(t, tests)
}

func TestRules77PassParaphrases(t *testing.T) {
	jaLetter := "いつもご利用いただき、誠にありがとうございます。クーポンをお送りいたします。ご不明な点がございましたら、お気軽にお問い合わせください。今後ともよろしくお願いいたします。"
	deLetter := "vielen Dank für Ihre Nachricht, und es tut uns leid, dass Ihre Stehlampe flackert. Bitte bringen Sie Ihre Versichertenkarte mit. Wir senden Ihnen eine Ersatzlampe zu."
	tests := []typedPass{
		{"ja_try_mitai", TypeRegisterSymbols, jaGolden("新しいアプリを試してください。"), "新しいアプリをぜひ試してみたいという方は、ご連絡ください。"},
		{"ja_nao_before_loan", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "クーポンをお送りいたします。", "クーポンをお送りいたします。なおメールでのご返信も承ります。")},
		{"ja_go_itadaku_correct", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "ご利用いただき", "ご愛顧いただき")},
		{"ja_gutaiteki", TypePolarity, jaGolden("具体的には、次の手順で行います。"), "具体的には、次の手順で行います。"},
		{"de_word_ending_in_chen_kept", TypePolarity, deGolden("Das Mädchen bringt die Karte."), "Das Mädchen bringt die Karte."},
		{"de_apology_reworded", TypeRegisterSymbols, deGolden(deLetter), editOnce(deLetter, "es tut uns leid", "wir bedauern sehr")},
	}
	assertTypedPasses(t, tests)
}
