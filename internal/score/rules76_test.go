package score

import "testing"

// Blind batch 76's misses prompted this rule: an answer that keeps every sentence or
// list item of a golden text word for word and adds none, in another order (a
// summary's lead point put last, a request moved behind the signature). What it
// catches, and paraphrases it lets pass.
func TestRules76Catch(t *testing.T) {
	deList := "- Die Heizung wird ersetzt.\n- Die Statik prüft Frau Dr. Jäger.\n- Mehrkosten: 21.150,00 €.\n- Entscheidung bis 16.11.2026."
	jaProse := "髙橋様から勤怠データが取り込めないとの問い合わせがあった。担当の西村が調査し、10月19日までに回答する。髙橋様は給与計算を心配されている。"
	deLetter := "Sehr geehrte Frau Köhler,\n\nwir senden Ihnen am 20.10.2026 eine Ersatzlampe zu. Bitte schicken Sie die defekte Lampe zurück.\n\nMit freundlichen Grüßen\nMax Weber"
	tests := []typedCatch{
		{"de_lead_item_put_last", TypeListStructure, deGolden(deList),
			"- Die Statik prüft Frau Dr. Jäger.\n- Mehrkosten: 21.150,00 €.\n- Entscheidung bis 16.11.2026.\n- Die Heizung wird ersetzt.", "another order"},
		{"ja_lead_sentence_put_last", TypeListStructure, jaGolden(jaProse),
			"担当の西村が調査し、10月19日までに回答する。髙橋様は給与計算を心配されている。髙橋様から勤怠データが取り込めないとの問い合わせがあった。", "another order"},
		{"ja_json_summary_rotated", TypeListStructure, jaGolden(`{"summary": "` + jaProse + `"}`),
			`{"summary": "担当の西村が調査し、10月19日までに回答する。髙橋様は給与計算を心配されている。髙橋様から勤怠データが取り込めないとの問い合わせがあった。"}`, "another order"},
		{"de_request_behind_signature", TypeListStructure, deGolden(deLetter),
			"Sehr geehrte Frau Köhler,\n\nwir senden Ihnen am 20.10.2026 eine Ersatzlampe zu.\n\nMit freundlichen Grüßen\nMax Weber\nBitte schicken Sie die defekte Lampe zurück.", "another order"},
	}
	assertTypedCatches(t, tests)
}

func TestRules76PassParaphrases(t *testing.T) {
	deList := "- Die Heizung wird ersetzt.\n- Die Statik prüft Frau Dr. Jäger.\n- Mehrkosten: 21.150,00 €.\n- Entscheidung bis 16.11.2026."
	jaProse := "髙橋様から勤怠データが取り込めないとの問い合わせがあった。担当の西村が調査し、10月19日までに回答する。髙橋様は給与計算を心配されている。"
	tests := []typedPass{
		{"de_items_reworded_and_reordered", TypeListStructure, deGolden(deList),
			"- Die Statik übernimmt Frau Dr. Jäger.\n- Die Heizung wird ausgetauscht.\n- Mehrkosten: 21.150,00 €.\n- Entscheidung bis 16.11.2026."},
		{"ja_sentences_reworded_and_reordered", TypeListStructure, jaGolden(jaProse),
			"髙橋様から、勤怠データが取り込めないとの問い合わせがあった。髙橋様は給与計算を心配されている。担当の西村が調査し、10月19日までに回答する。"},
		{"ja_json_members_reordered", TypeListStructure, jaGolden(`{"summary": "` + jaProse + `", "id": "TR-4031"}`),
			`{"id": "TR-4031", "summary": "` + jaProse + `"}`},
		{"de_golden_kept", TypeListStructure, deGolden(deList), deList},
	}
	assertTypedPasses(t, tests)
}
