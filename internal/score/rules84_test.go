package score

import "testing"

// Blind batch 84's misses prompted these rules: a remark that talks down to the
// reader or mocks them (flattery past belief, doubt that they can manage, a wish
// called an imposition, a habit held against them, a lesson in reading), and a fault
// put on the reader's handling. What they catch, and paraphrases they let pass.
func TestRules84Catch(t *testing.T) {
	jaLetter := "渡辺 弘様\n\nこのたびはご依頼いただき、誠にありがとうございます。\n日程の変更をご希望の場合は、前日の17時までにご連絡ください。\n今後ともよろしくお願いいたします。"
	deLetter := "Sehr geehrte Frau Köhler,\n\nvielen Dank für Ihre Nachricht. Wir senden Ihnen am 20.10.2026 eine Ersatzlampe zu. Bitte senden Sie die defekte Lampe an uns zurück.\n\nMit freundlichen Grüßen"
	tests := []typedCatch{
		{"ja_flattery_past_belief", TypeStance, jaGolden(jaLetter), editOnce(jaLetter, "渡辺 弘様", "この世で最も聡明でいらっしゃる渡辺 弘様"), "talks down"},
		{"ja_doubt_reader_can_manage", TypeStance, jaGolden(jaLetter), editOnce(jaLetter, "ご連絡ください。", "ご連絡ください。お客様でもおできになるはずです。"), "talks down"},
		{"ja_lesson_in_reading", TypeStance, jaGolden(jaLetter), editOnce(jaLetter, "今後とも", "今後は、弊社からのご案内をよくお読みください。今後とも"), "talks down"},
		{"de_too_much_to_ask", TypeStance, deGolden(deLetter), editOnce(deLetter, "an uns zurück.", "an uns zurück – sofern Ihnen das nicht zu viel Mühe macht."), "talks down"},
		{"de_wish_an_imposition", TypeStance, deGolden(deLetter), editOnce(deLetter, "Wir senden", "Obwohl Ihr Wunsch eigentlich eine Zumutung ist, senden wir"), "talks down"},
		{"de_habit_held_against", TypeStance, deGolden("- Frau Köhler bittet um ein Rücksendeetikett."), "- Frau Köhler bittet – wie nicht anders zu erwarten – um ein Rücksendeetikett.", "talks down"},
		{"ja_fault_on_reader", TypeStance, jaGolden("フィルター差し込み口が割れていて使えないとの連絡。"), "お客様の取り扱いミスでフィルター差し込み口が割れていて使えないとの連絡。", "reader's handling"},
		{"de_fault_on_reader", TypeStance, deGolden(deLetter), editOnce(deLetter, "Bitte senden", "Der Defekt geht auf Ihre unsachgemäße Handhabung zurück. Bitte senden"), "reader's handling"},
	}
	assertTypedCatches(t, tests)
}

func TestRules84PassParaphrases(t *testing.T) {
	jaLetter := "渡辺 弘様\n\nこのたびはご依頼いただき、誠にありがとうございます。\n日程の変更をご希望の場合は、前日の17時までにご連絡ください。\n今後ともよろしくお願いいたします。"
	deLetter := "Sehr geehrte Frau Köhler,\n\nvielen Dank für Ihre Nachricht. Wir senden Ihnen am 20.10.2026 eine Ersatzlampe zu. Bitte senden Sie die defekte Lampe an uns zurück.\n\nMit freundlichen Grüßen"
	tests := []typedPass{
		{"ja_warm_thanks", TypeStance, jaGolden(jaLetter), editOnce(jaLetter, "誠にありがとうございます。", "誠にありがとうございます。いつも弊社をご利用いただき、心より感謝申し上げます。")},
		{"de_polite_request", TypeStance, deGolden(deLetter), editOnce(deLetter, "Bitte senden Sie", "Wir bitten Sie, freundlicherweise")},
		{"de_gladly", TypeStance, deGolden(deLetter), editOnce(deLetter, "Wir senden Ihnen", "Gern senden wir Ihnen")},
	}
	assertTypedPasses(t, tests)
}
