package score

import "testing"

// Blind batch 72's misses prompted these claims: a question about the reader's
// intention, a message for someone else, an instruction the writer was given, a
// proposal, a risk, a deferral to further instructions, every matter settled,
// nothing else changed, no restriction and a pointer to what was said above, and
// a step done by itself made one done by hand (自動的に → 手動で). What
// they catch, and paraphrases they let pass.
func TestRules72Catch(t *testing.T) {
	jaLetter := "破損品は、交換品に同梱の返送用伝票でご返送ください。お支払い期限は2026年10月30日（金）です。"
	tests := []typedCatch{
		{"ja_intention_question", TypeStance, jaGolden(jaLetter), editOnce(jaLetter, "ご返送ください", "ご返送なさるおつもりですか"), "intention"},
		{"ja_message_for_someone_else", TypeStance, jaGolden(jaLetter), editOnce(jaLetter, "ご返送ください", "返送するようお伝えください"), "a message for someone else"},
		{"ja_instruction_given_to_writer", TypeStance, jaGolden(jaLetter), editOnce(jaLetter, "ご返送ください", "返送するように言われております"), "an instruction the writer was given"},
		{"ja_proposal", TypeStance, jaGolden(jaLetter), editOnce(jaLetter, "（金）です。", "（金）にしましょう。"), "a proposal"},
		{"ja_risk", TypeStance, jaGolden("交換品は10月19日にお送りいたします。"), "交換品は10月19日にお送りしかねません。", "a risk"},
		{"ja_deferral", TypeStance, jaGolden("8. 表示部に「Lo」と出ている場合は、新しい電池に交換してください。"), "8. 以降は画面の指示に従ってください。", "a deferral"},
		{"de_every_matter_settled", TypeStance, deGolden("- Frau Köhler bittet um ein Rücksendeetikett."), "- Damit sind alle offenen Punkte erledigt.", "every matter settled"},
		{"ja_nothing_else_changed", TypeStance, jaGolden("- 本体とスマートフォンの距離は、2メートル以内ですか。"), "- その他の点は、これまでと変わりません。", "nothing else changed"},
		{"ja_no_restriction", TypeStance, jaGolden("- 本体とスマートフォンの距離は、2メートル以内ですか。"), "- 特に制約はありません。", "no restriction"},
		{"ja_automatic_made_manual", TypePolarity, jaGolden("約10秒で測定が終わり、結果が自動的にアプリへ送られます。"), "約10秒で測定が終わり、結果を手動でアプリへ送ります。", "automatisch/manuell"},
		{"de_pointer_above", TypeStance, deGolden("- Mangel: Die Pumpe baut keinen Druck mehr auf."), "- Mangel: siehe oben.", "a pointer"},
	}
	assertTypedCatches(t, tests)
}

func TestRules72PassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_amount_unchanged", TypeStance, generalCase{lang: "de", golden: "Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €.", request: "なお、請求金額（1,850.00ユーロ）に変更はございません。"},
			"Im Übrigen bleibt der Rechnungsbetrag unverändert bei 1.850,00 €."},
		{"ja_request_reworded", TypeStance, jaGolden("破損品は、同梱の返送用伝票でご返送ください。"), "破損品は、同梱の返送用伝票をお使いのうえご返送いただけますでしょうか。"},
		{"ja_automatic_reworded", TypePolarity, jaGolden("約10秒で測定が終わり、結果が自動的にアプリへ送られます。"), "測定は約10秒で終わり、結果は自動でアプリに送信されます。"},
		{"de_please_tell_us", TypeStance, deGolden("Bitte geben Sie uns Bescheid, ob der Termin passt."), "Bitte teilen Sie uns mit, ob der Termin passt."},
	}
	assertTypedPasses(t, tests)
}
