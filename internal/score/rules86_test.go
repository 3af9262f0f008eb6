package score

import "testing"

// Blind batch 86's misses prompted these rules: a duration of the golden cut out with
// the rest kept, a signer given a rank or a tie to the reader the case never gives, an
// academic title the case never gives, a deduction whose stated result is the sum, and
// a Japanese address whose block, lot or house number is written otherwise or made a
// room. What they catch, and paraphrases they let pass.
func TestRules86Catch(t *testing.T) {
	jaSteps := "測定の手順です。\n\n1. 本体を硬く平らな床に置きます。\n2. 靴下を脱ぎ、素足で本体に乗ってください。約10秒で測定が終わり、結果がアプリへ送られます。\n3. アプリの記録タブを開き、体重が表示されていることを確認します。\n4. 電池が切れたら、新しい電池に交換してください。"
	deLetter := "Sehr geehrte Frau Köhler,\n\nwir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.\nBei Fragen sind wir gern für Sie da.\n\nMit freundlichen Grüßen\nIhr Kundenservice von Leuchtenhaus Nord"
	deTranslation := "Sehr geehrter Herr Sato,\n\nder Versand verschiebt sich auf den 26.10.2026.\n\nMit freundlichen Grüßen\nKen Yamada\nKobayashi Seiki Co., Ltd."
	jaInvoice := "内訳は、基本料金33,000円と追加ユーザー料金5,500円で、合計38,500円となります。"
	jaAddress := `{"company": "株式会社ミナト", "address": "東京都渋谷区道玄坂1丁目12番1号", "start_date": "2026-12-01"}`
	tests := []typedCatch{
		{"ja_duration_cut", TypeStance, jaGolden(jaSteps), editOnce(jaSteps, "約10秒で測定が終わり、結果がアプリへ送られます。", ""), "the golden's 10 seconds is left out"},
		{"de_signed_by_management", TypeStance, deGolden(deLetter), editOnce(deLetter, "Ihr Kundenservice", "Ihr Geschäftsführer"), "a rank or a tie to the reader"},
		{"de_signed_as_readers_colleague", TypeStance, deGolden(deTranslation), editOnce(deTranslation, "Ken Yamada", "Ihr Kollege Ken Yamada"), "a rank or a tie to the reader"},
		{"de_professor_never_given", TypeStance, deGolden("Ihr Termin ist am 26.10.2026 in der Zahnarztpraxis Dr. Öztürk."), "Ihr Termin ist am 26.10.2026 in der Zahnarztpraxis Prof. Dr. Öztürk.", "a title"},
		{"ja_associate_professor_for_professor", TypeStance, jaGolden("ミュンヘン工科大学 ヴェーバー教授"), "ミュンヘン工科大学 ヴェーバー准教授", "a title"},
		{"ja_addition_told_as_deduction", TypeConsistency, jaGolden(jaInvoice), "内訳は、基本料金33,000円から追加ユーザー料金5,500円を差し引いて、合計38,500円となります。", "33000 JPY less 5500 JPY is 27500 JPY"},
		{"de_addition_told_as_deduction", TypeConsistency, deGolden("Die Kosten betragen 1.200,00 € und 300,00 €, insgesamt 1.500,00 €."), "Die Kosten betragen 1.200,00 € abzüglich 300,00 €, insgesamt 1.500,00 €.", "is 900 EUR"},
		{"ja_block_dropped", TypeNumbers, jaGolden(jaAddress), editOnce(jaAddress, "道玄坂1丁目12番1号", "道玄坂12番1号"), "where the case gives"},
		{"ja_house_number_dropped", TypeNumbers, jaGolden(jaAddress), editOnce(jaAddress, "道玄坂1丁目12番1号", "道玄坂1丁目"), "where the case gives"},
		{"ja_house_made_room", TypeNumbers, jaGolden(jaAddress), editOnce(jaAddress, "12番1号", "12番1号室"), "where the case gives"},
	}
	assertTypedCatches(t, tests)
}

func TestRules86PassParaphrases(t *testing.T) {
	jaSteps := "測定の手順です。\n\n1. 本体を硬く平らな床に置きます。\n2. 靴下を脱ぎ、素足で本体に乗ってください。約10秒で測定が終わり、結果がアプリへ送られます。\n3. アプリの記録タブを開き、体重が表示されていることを確認します。\n4. 電池が切れたら、新しい電池に交換してください。"
	deLetter := "Sehr geehrte Frau Köhler,\n\nwir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.\nBei Fragen sind wir gern für Sie da.\n\nMit freundlichen Grüßen\nIhr Kundenservice von Leuchtenhaus Nord"
	jaAddress := `{"company": "株式会社ミナト", "address": "東京都渋谷区道玄坂1丁目12番1号", "start_date": "2026-12-01"}`
	tests := []typedPass{
		{"ja_duration_kept_in_other_words", TypeStance, jaGolden(jaSteps), editOnce(jaSteps, "約10秒で測定が終わり、結果がアプリへ送られます。", "10秒ほどで測定が終わり、結果はアプリに送信されます。")},
		{"ja_steps_reworded_without_duration", TypeStance, jaGolden(jaSteps), "本体を床に置き、素足で乗って測定します。結果はアプリの記録タブで確認できます。電池が切れたら交換してください。"},
		{"de_signed_by_service_team", TypeStance, deGolden(deLetter), editOnce(deLetter, "Ihr Kundenservice", "Ihr Kundenservice-Team")},
		{"de_professor_of_the_case", TypeStance, generalCase{lang: "de", golden: "Sehr geehrter Herr Prof. Dr. Hoffmann,\n\nIhre Lieferung kommt am 12.11.2026."}, "Sehr geehrter Herr Prof. Dr. Hoffmann,\n\n  Ihre Lieferung kommt am 12.11.2026."},
		{"ja_address_hyphenated", TypeNumbers, jaGolden(jaAddress), editOnce(jaAddress, "道玄坂1丁目12番1号", "道玄坂1-12-1")},
		{"ja_deduction_that_adds_up", TypeConsistency, jaGolden("合計は10,000円から割引1,000円を差し引いて、合計9,000円です。"), "10,000円から割引1,000円を差し引いて、合計9,000円となります。"},
	}
	assertTypedPasses(t, tests)
}
