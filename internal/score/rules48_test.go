package score

import (
	"testing"
)

// What is to come told as done, the writer's act made the reader's task, a
// measurement read into a model's name, a noun of a claim put into a golden sentence,
// a given name made up for a surname, a placeholder left for a duration or a time, a
// question back to the one who asked for the text, and a date left open: the rules
// blind batches on hallucination, on summaries and on instructions prompted. What
// each catches, and paraphrases it lets pass.
func TestTenseInventionPlaceholderRulesCatch(t *testing.T) {
	tests := []typedCatch{
		{"de_plan_told_as_done", TypePolarity, deGolden("Die nächste Sitzung findet am 12.11.2026 statt."),
			"Die nächste Sitzung hat am 12.11.2026 stattgefunden.", "what is to come told as done"},
		{"de_delivery_told_as_done", TypePolarity, deGolden("Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr."),
			"Die Lieferung ist am 12.11.2026 zwischen 8 und 12 Uhr erfolgt.", "what is to come told as done"},
		{"de_our_act_made_reader_task", TypePolarity, deGolden("Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu."),
			"Bitte senden Sie uns am 20.10.2026 kostenlos eine Ersatzlampe zu.", "the writer's act made a request to the reader"},
		{"ja_capacity_read_into_model", TypeQuantities, generalCase{lang: "ja", golden: "ヒエール冷蔵庫 R450の出張修理について、訪問日時を確定いたしました。"},
			"ヒエール冷蔵庫 R450（容量450L）の出張修理について、訪問日時を確定いたしました。", "a measurement the case does not give"},
		{"de_wattage_read_into_model", TypeQuantities, generalCase{lang: "de", golden: "Ihre Stehlampe „Nordlicht 40“ flackert."},
			"Ihre Stehlampe „Nordlicht 40“ (40 Watt) flackert.", "a measurement the case does not give"},
		{"de_status_noun_put_in", TypeSupported, generalCase{lang: "de", golden: "- Frau Köhler hat am 08.10.2026 die Siebträgermaschine bestellt.", request: "Frau Köhler hat am 08.10.2026 eine Siebträgermaschine bestellt."},
			"- Frau Köhler, eine Premiumkundin, hat am 08.10.2026 die Siebträgermaschine bestellt.", "stated nowhere in the case"},
		{"ja_given_name_made_up", TypeSupported, generalCase{lang: "ja", golden: "責任者の髙橋が第3回進捗を報告した。", request: "責任者の髙橋より報告。"},
			"責任者の髙橋 健一が第3回進捗を報告した。", "a given name the case never writes"},
		{"de_given_name_made_up", TypeSupported, generalCase{lang: "de", golden: "Frau Müller meldet einen Wasserschaden.", request: "Frau Müller ruft an."},
			"Frau Anna Müller meldet einen Wasserschaden.", "a given name the case never writes"},
		{"de_duration_slot", TypeWellFormed, deGolden("Der Kopplungsmodus bleibt 10 Minuten aktiv."), "Der Kopplungsmodus bleibt X Minuten aktiv.", "placeholder"},
		{"de_time_slot", TypeWellFormed, deGolden("Die Lieferung erfolgt zwischen 8 und 12 Uhr."), "Die Lieferung erfolgt zwischen XX und XX Uhr.", "placeholder"},
		{"ja_duration_slot", TypeWellFormed, jaGolden("約10秒で測定が終わります。"), "約〇秒で測定が終わります。", "placeholder"},
		{"ja_step_slot", TypeWellFormed, jaGolden("7. 靴下を脱ぎ、本体に乗ってください。"), "7. （ここに手順を記入）", "placeholder"},
		{"ja_question_to_requester", TypeStance, generalCase{lang: "ja", golden: "ご不明な点がございましたら、本メールにご返信ください。", formal: true},
			"ここにお客様へのお願いも入れておきましょうか？", "speaks about the answer"},
		{"de_date_left_open", TypeStance, generalCase{lang: "de", golden: "Die Inbetriebnahme verschiebt sich auf den 16.11.2026."},
			"Die Inbetriebnahme verschiebt sich auf einen noch offenen Tag zwischen dem 02.11.2026 und dem 16.11.2026.", "a date left open"},
	}
	assertTypedCatches(t, tests)
}

func TestTenseInventionPlaceholderRulesPassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_present_made_future", TypePolarity, deGolden("Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu."),
			"Wir werden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zusenden."},
		{"de_plan_as_state", TypePolarity, deGolden("Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr."),
			"Die Lieferung ist für den 12.11.2026 zwischen 8 und 12 Uhr geplant."},
		{"de_subordinate_perfect_reordered", TypePolarity, deGolden("Starten Sie den Kopplungsmodus erneut, wenn die 10 Minuten abgelaufen sind."),
			"Sind die 10 Minuten abgelaufen, starten Sie den Kopplungsmodus erneut."},
		{"de_asked_already", TypePolarity, deGolden("Wir bitten Sie, die Lampe an uns zurückzuschicken."), "Bitte schicken Sie die Lampe an uns zurück."},
		{"de_band_from_golden", TypeQuantities, generalCase{lang: "de", golden: "Das Gerät funkt nur im 2,4-GHz-Band."}, "Das Gerät funkt ausschließlich im 2,4 GHz-Band."},
		{"de_label_put_before", TypeSupported, generalCase{lang: "de", golden: "- Die nächste Sitzung findet am 12.11.2026 statt.", request: "Die nächste Sitzung ist am 12.11.2026."},
			"- Nächster Termin: Die nächste Sitzung findet am 12.11.2026 statt."},
		{"de_title_spelled_out", TypeSupported, generalCase{lang: "de", golden: "Sehr geehrter Herr Prof. Hoffmann,", request: "Prof. Dr. Hoffmann bestellt."},
			"Sehr geehrter Herr Professor Hoffmann,"},
		{"ja_given_name_from_request", TypeSupported, generalCase{lang: "ja", golden: "小林様、ご連絡ありがとうございます。", request: "小林 恵子です。"},
			"小林 恵子様、ご連絡ありがとうございます。"},
		{"de_date_not_agreed_yet", TypeStance, generalCase{lang: "de", golden: "Der Termin für die Abnahme steht noch aus."}, "Der Termin für die Abnahme ist noch nicht vereinbart."},
	}
	assertTypedPasses(t, tests)
}
