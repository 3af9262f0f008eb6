package score

import "testing"

// Blind batch 75's misses prompted these rules: a preposition a German verb or noun
// governs put for another (vielen Dank für → über, bittet darum, dass → dafür), a
// Japanese verb's okurigana cut after its first kana (問い合わせ → 問い合わ), and an
// object marked with を before a bare noun and です where the topic's は belongs
// (期限は… → 期限を10月30日です). What they catch, and paraphrases they let pass.
func TestRules75Catch(t *testing.T) {
	deReply := "vielen Dank für Ihre Nachricht. Frau Müller bittet darum, dass noch am selben Tag ein Installateur kommt."
	jaReply := "ご不明な点がございましたら、お気軽にお問い合わせください。お支払い期限は2026年10月30日（金）です。"
	tests := []typedCatch{
		{"de_dank_ueber", TypePolarity, deGolden(deReply), editOnce(deReply, "Dank für", "Dank über"), "the preposition"},
		{"de_darum_made_dafuer", TypePolarity, deGolden(deReply), editOnce(deReply, "darum", "dafür"), "the preposition"},
		{"ja_okurigana_cut_after_kana", TypePolarity, jaGolden(jaReply), editOnce(jaReply, "お問い合わせください", "お問い合わください"), "okurigana"},
		{"ja_topic_made_object_before_desu", TypeWellFormed, jaGolden(jaReply), editOnce(jaReply, "期限は", "期限を"), "cannot follow"},
		{"ja_state_made_object_before_desu", TypeWellFormed, jaGolden("これで設定は完了です。"), "これで設定を完了です。", "cannot follow"},
	}
	assertTypedCatches(t, tests)
}

func TestRules75PassParaphrases(t *testing.T) {
	deReply := "vielen Dank für Ihre Nachricht. Frau Müller bittet darum, dass noch am selben Tag ein Installateur kommt."
	jaReply := "ご不明な点がございましたら、お気軽にお問い合わせください。お支払い期限は2026年10月30日（金）です。"
	tests := []typedPass{
		{"de_informationen_zu_ueber", TypePolarity, deGolden("Weitere Informationen zu den Heizzeiten finden Sie in der App."), "Weitere Informationen über die Heizzeiten finden Sie in der App."},
		{"de_dank_kept_reworded", TypePolarity, deGolden(deReply), editOnce(deReply, "vielen Dank für Ihre Nachricht", "herzlichen Dank für Ihre Nachricht")},
		{"ja_okurigana_shortened_before_kanji", TypePolarity, jaGolden(jaReply), editOnce(jaReply, "お問い合わせ", "お問合せ")},
		{"ja_object_of_a_state_noun", TypeWellFormed, jaGolden("原因は調査中です。"), "現在、原因を調査中です。"},
		{"ja_object_of_an_honorific_wish", TypeWellFormed, jaGolden("交換品の到着は10月22日までを希望されています。"), "10月22日までの交換品の到着をご希望です。"},
		{"ja_object_of_a_wish_noun", TypeWellFormed, jaGolden("交換品の到着は10月22日までを希望されています。"), "10月22日までの交換品到着を希望です。"},
	}
	assertTypedPasses(t, tests)
}
