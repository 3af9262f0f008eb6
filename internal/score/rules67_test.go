package score

import "testing"

// Blind batch 67's misses prompted these rules: an instruction kept but for how,
// where or with what it is done (mit dem beiliegenden Rücksendeetikett, 交換品に同梱の
// 返送用伝票で), and a German statement made a question, its question mark read
// (Erfolgt die Lieferung nicht am 12.11.2026 …?). What they catch, and paraphrases
// they let pass.
func TestRules67Catch(t *testing.T) {
	tests := []typedCatch{
		{"de_return_label_dropped", TypePolarity, deGolden("Vielen Dank für Ihre Nachricht. Bitte schicken Sie die defekte Lampe mit dem beiliegenden Rücksendeetikett an uns zurück; für Sie entstehen dabei keine Kosten."),
			"Vielen Dank für Ihre Nachricht. Bitte schicken Sie die defekte Lampe an uns zurück; für Sie entstehen dabei keine Kosten.", "how, where or with what"},
		{"ja_return_slip_dropped", TypePolarity, jaGolden("交換品を10月19日に発送いたします。破損品は、交換品に同梱の返送用伝票でご返送ください。"),
			"交換品を10月19日に発送いたします。破損品は、ご返送ください。", "how, where or with what"},
		{"ja_battery_orientation_dropped", TypePolarity, jaGolden("付属のコイン形電池（CR2032）2個を、プラス面が上になるように入れてから、カバーを閉じてください。"),
			"付属のコイン形電池（CR2032）2個を、入れてから、カバーを閉じてください。", "how, where or with what"},
		{"de_statement_made_question", TypePolarity, deGolden("Vielen Dank für Ihre Bestellung. Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr."),
			"Vielen Dank für Ihre Bestellung. Erfolgt die Lieferung nicht am 12.11.2026 zwischen 8 und 12 Uhr?\n– Ja.", "made of the golden's statement"},
	}
	assertTypedCatches(t, tests)
}

func TestRules67PassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_place_the_context_gives", TypePolarity, deGolden("Öffnen Sie den Bereich „Zeitprogramm“ und tippen Sie in der App auf „Neuer Plan“."),
			"Öffnen Sie den Bereich „Zeitprogramm“ und tippen Sie auf „Neuer Plan“."},
		{"ja_emphasis_dropped", TypePolarity, jaGolden("破損品は、念のため同梱の伝票でご返送ください。"), "破損品は、同梱の伝票でご返送ください。"},
		{"ja_closing_without_the_name", TypePolarity, jaGolden("今後ともミライ会計サポートをよろしくお願いいたします。"), "今後ともよろしくお願いいたします。"},
		{"de_question_the_golden_asks", TypePolarity, deGolden("Können Sie uns das Datum bestätigen?"), "Können Sie uns das Datum bitte bestätigen?"},
	}
	assertTypedPasses(t, tests)
}
