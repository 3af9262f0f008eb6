package score

import "testing"

// Blind batch 78's misses prompted these rules: more speech written down in a
// business text — ちょっと, a contraction of ておく (閉じといて, 送っときます), the
// explanatory なんです and んで, なので opening a sentence, ますわ, さん after a rank, a
// chat's greeting or sign-off (Moin, Bis dann, またね), a filler or buzzword
// (sozusagen, quasi, FYI), an amount judged (stolze, なんと) or exclaimed, and super.
// What they catch, and paraphrases they let pass.
func TestRules78Catch(t *testing.T) {
	jaLetter := "以下の点をご確認ください。カバーを閉じておいてください。お支払い期限は2026年10月30日（金）です。合計38,500円（税込）となります。"
	deLetter := "Sehr geehrte Frau Köhler,\n\nvielen Dank für Ihre Nachricht. Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €. Bitte beachten Sie die Frist.\n\nMit freundlichen Grüßen"
	tests := []typedCatch{
		{"ja_chotto", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "以下の点を", "以下の点をちょっと"), "spoken form"},
		{"ja_toite", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "閉じておいて", "閉じといて"), "spoken form"},
		{"ja_nan_desu", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "（金）です", "（金）なんです"), "spoken form"},
		{"ja_desu_wa", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "となります。", "となりますわ。"), "spoken form"},
		{"ja_nanode_opening", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "カバーを", "なので、カバーを"), "spoken form"},
		{"ja_amount_nanto", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "合計38,500円", "合計なんと38,500円"), "spoken form"},
		{"de_moin", TypeRegisterSymbols, deGolden(deLetter), editOnce(deLetter, "vielen Dank", "Moin, vielen Dank"), "spoken form"},
		{"de_sign_off", TypeRegisterSymbols, deGolden(deLetter), editOnce(deLetter, "die Frist.", "die Frist. Bis dann!"), "spoken form"},
		{"de_sozusagen", TypeRegisterSymbols, deGolden(deLetter), editOnce(deLetter, "bleibt unverändert", "bleibt sozusagen unverändert"), "spoken form"},
		{"de_fyi", TypeRegisterSymbols, deGolden(deLetter), editOnce(deLetter, "Bitte beachten", "FYI: Bitte beachten"), "spoken form"},
		{"de_amount_exclaimed", TypeRegisterSymbols, deGolden(deLetter), editOnce(deLetter, "1.850,00 €.", "1.850,00 €!"), "amount exclaimed"},
		{"de_stolze", TypeRegisterSymbols, deGolden(deLetter), editOnce(deLetter, "bei 1.850,00 €", "bei stolzen 1.850,00 €"), "spoken form"},
	}
	assertTypedCatches(t, tests)
}

func TestRules78PassParaphrases(t *testing.T) {
	jaLetter := "以下の点をご確認ください。カバーを閉じておいてください。お支払い期限は2026年10月30日（金）です。合計38,500円（税込）となります。"
	deLetter := "Sehr geehrte Frau Köhler,\n\nvielen Dank für Ihre Nachricht. Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €. Bitte beachten Sie die Frist.\n\nMit freundlichen Grüßen"
	tests := []typedPass{
		{"ja_nande_mo", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "以下の点を", "なんでも以下の点を")},
		{"ja_te_form_nde", TypeRegisterSymbols, jaGolden("一覧から選んで、設定してください。"), "一覧から選んで、設定してください。"},
		{"ja_toki_noun", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "カバーを閉じておいてください。", "測定するときは、カバーを閉じておいてください。")},
		{"de_supermarkt", TypeRegisterSymbols, deGolden("Die Lieferung erfolgt an den Supermarkt."), "Die Lieferung erfolgt an den Supermarkt."},
		{"de_thanks_exclaimed", TypeRegisterSymbols, deGolden(deLetter), editOnce(deLetter, "Nachricht.", "Nachricht!")},
	}
	assertTypedPasses(t, tests)
}
