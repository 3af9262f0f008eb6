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

// Blind batches 64a and 64c (measured after 64b) prompted these rules: time granted
// without a limit (wann immer es Ihnen passt, 数か月後でも構いません), a repair left to
// the reader (tauschen Sie das Netzteil selbst aus), and a condition put before a
// German statement whose verb then leads (sobald Sie antworten, bestätigen wir …).
func TestRules64acCatch(t *testing.T) {
	tests := []typedCatch{
		{"de_any_time_you_like", TypeStance, deGolden("Bitte schicken Sie die defekte Lampe mit dem beiliegenden Rücksendeetikett an uns zurück."),
			"Wann immer es Ihnen passt, schicken Sie bitte die defekte Lampe mit dem beiliegenden Rücksendeetikett an uns zurück.", "time granted without a limit"},
		{"de_weeks_later", TypeStance, deGolden("Bestätigen Sie anschließend Ihre E-Mail-Adresse über den Link, den Sie per Mail erhalten."),
			"Ihre E-Mail-Adresse können Sie auch Wochen später noch bestätigen, über den Link, den Sie per Mail erhalten.", "time granted without a limit"},
		{"de_handed_in_after_the_visit", TypeStance, deGolden("Bitte bringen Sie Ihre Versichertenkarte mit."),
			"Bitte reichen Sie Ihre Versichertenkarte nach dem Termin nach.", "time granted without a limit"},
		{"ja_months_later", TypeStance, jaGolden("破損品は、交換品に同梱の返送用伝票でご返送ください。"),
			"破損品は、交換品に同梱の返送用伝票で、数か月後でも構いませんのでご返送ください。", "time granted without a limit"},
		{"de_repair_it_yourself", TypeStance, deGolden("Bitte schicken Sie die defekte Lampe an uns zurück."),
			"Bitte öffnen Sie die defekte Lampe, tauschen Sie das Netzteil selbst aus und schicken Sie sie an uns zurück.", "a repair left to the reader"},
		{"ja_repair_it_yourself", TypeStance, jaGolden("故障した本体は弊社で修理いたします。"),
			"故障した本体は、ご自身で修理してください。", "a repair left to the reader"},
		{"de_condition_before_the_verb", TypeStance, deGolden("Hiermit bestätigen wir Ihren Kontrolltermin am Montag, 26. Oktober 2026, um 10:30 Uhr."),
			"Sobald Sie uns auf diese Nachricht antworten, bestätigen wir Ihren Kontrolltermin am Montag, 26. Oktober 2026, um 10:30 Uhr.", "adds the condition"},
	}
	assertTypedCatches(t, tests)
}

func TestRules64acPassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_deadline_kept", TypeStance, deGolden("Bitte schicken Sie die Lampe bis zum 30.10.2026 zurück."), "Schicken Sie die Lampe bitte bis spätestens 30.10.2026 an uns zurück."},
		{"de_self_in_another_sense", TypeStance, deGolden("Das Gerät schaltet sich nach zehn Minuten ab."), "Nach zehn Minuten schaltet sich das Gerät selbst ab."},
		{"de_any_time_the_golden_grants", TypeStance, deGolden("Sie können die Unterlagen auch Wochen später noch nachreichen."), "Die Unterlagen können Sie auch Wochen später noch nachreichen."},
		{"de_condition_the_golden_states", TypeStance, deGolden("Sobald die Ware eintrifft, liefern wir sie an Sie aus."), "Sobald die Ware eintrifft, liefern wir sie Ihnen aus."},
		{"de_statement_reordered", TypeStance, deGolden("Hiermit bestätigen wir Ihren Termin am Montag, 26. Oktober 2026."), "Wir bestätigen Ihren Termin am Montag, 26. Oktober 2026."},
	}
	assertTypedPasses(t, tests)
}
