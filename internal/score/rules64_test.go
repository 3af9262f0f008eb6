package score

import "testing"

// Blind batch 64b's misses prompted this rule: a remark whose tone no business text
// takes, its facts kept (a curt end, gushing, hype, pleading, a dare, bad news spun
// as good, melodrama, a confidence, an endearment, the writer's mood). What it
// catches, and paraphrases it lets pass.
func TestRules64Catch(t *testing.T) {
	tests := []typedCatch{
		{"de_curt_end", TypeRegisterSymbols, deGolden("Wir senden Ihnen am 20.10.2026 eine Ersatzlampe zu."), "Wir senden Ihnen am 20.10.2026 eine Ersatzlampe zu. Mehr gibt es dazu nicht zu sagen.", "off-tone"},
		{"ja_gush", TypeRegisterSymbols, jaGolden("訪問日時：2026年10月23日（金）14時〜16時"), "訪問日時：2026年10月23日（金）14時〜16時\n今から待ちきれません！", "off-tone"},
		{"de_delay_spun_as_good_news", TypeRegisterSymbols, deGolden("- Die Inbetriebnahme verschiebt sich auf den 16.11.2026."), "- Gute Nachrichten: Die Inbetriebnahme verschiebt sich auf den 16.11.2026.", "off-tone"},
		{"de_pleading", TypeRegisterSymbols, deGolden("Bitte bringen Sie Ihre Versichertenkarte mit."), "Bitte, bitte bringen Sie Ihre Versichertenkarte mit.", "off-tone"},
		{"ja_curt_thanks", TypeRegisterSymbols, jaGolden("お問い合わせいただき、ありがとうございます。"), "どうも。", "off-tone"},
		{"ja_hype", TypeRegisterSymbols, jaGolden("固定価格は1,480ユーロ（税別）です。"), "固定価格は1,480ユーロ（税別）です。大変お買い得です！", "off-tone"},
	}
	assertTypedCatches(t, tests)
}

func TestRules64PassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_thanks_in_a_sentence", TypeRegisterSymbols, deGolden("Vielen Dank für Ihre Nachricht."), "Danke für Ihre Nachricht."},
		{"de_good_news_the_golden_gives", TypeRegisterSymbols, deGolden("Gute Nachrichten: Ihre Lampe ist repariert."), "Gute Nachrichten: Ihre Lampe wurde repariert."},
		{"ja_domo_in_a_phrase", TypeRegisterSymbols, jaGolden("誠にありがとうございます。"), "どうもありがとうございます。"},
	}
	assertTypedPasses(t, tests)
}
