package score

import "testing"

// Numbers in words that are no figure of the case, one thing counted many times, a
// new one made an earlier one, a number made a number word of another value, "she"
// named as a man, a person named by a role of the other sex, the reader made a third
// party, two things declared the same, a statement made to say the same as its
// neighbour, a step to do again that is another step, and the writer's private
// opinion: rules the misses of blind batch 53 prompted. What each catches, and
// paraphrases it lets pass.
func TestReferentRulesCatch(t *testing.T) {
	tests := []typedCatch{
		{"ja_amount_in_kanji_wrong", TypeNumbers, jaGolden("追加ユーザー分の料金5,500円（税込）が加算されております。"),
			"追加ユーザー分の料金五千円（税込）が加算されております。", "五千円"},
		{"ja_ordinal_in_kanji_wrong", TypeNumbers, jaGolden("責任者の髙橋が第3回進捗を報告した。"),
			"責任者の髙橋が第四回進捗を報告した。", "第四回"},
		{"de_amount_in_words_wrong", TypeNumbers, deGolden("| Eisblock Systemtechnik KG | 13.975,00 € | 8 Wochen |"),
			"| Eisblock Systemtechnik KG | dreizehntausendneunhundertsiebenundfünfzig Euro | 8 Wochen |", "13957 in words"},
		{"de_one_made_two", TypePolarity, deGolden("Sie bittet darum, dass noch am selben Tag ein Installateur kommt."),
			"Sie bittet darum, dass noch am selben Tag zwei Installateure kommen.", "counted 2 times"},
		{"ja_new_made_original", TypePolarity, jaGolden("表示部に「Lo」と出ている場合は、新しい電池に交換してください。"),
			"表示部に「Lo」と出ている場合は、元の電池に交換してください。", "a new one made an earlier one"},
		{"de_digits_made_other_word", TypePolarity, deGolden("- Starten Sie den Kopplungsmodus erneut, wenn die 10 Minuten abgelaufen sind."),
			"- Starten Sie den Kopplungsmodus erneut, wenn die zwei Minuten abgelaufen sind.", "the number \"10\" made \"zwei\""},
		{"de_she_made_a_man", TypePolarity, deGolden("Frau Müller meldet einen Wasserschaden. Sie bittet darum, dass noch am selben Tag ein Installateur kommt."),
			"Frau Müller meldet einen Wasserschaden. Herr Weiß bittet darum, dass noch am selben Tag ein Installateur kommt.", "given to a man"},
		{"de_woman_as_mans_role", TypePolarity, deGolden("Herr Weiß ist verreist, aber Frau Müller kann die Wohnung aufschließen."),
			"Herr Weiß ist verreist, aber der Wohnungsinhaber kann die Wohnung aufschließen.", "of the other sex"},
		{"de_reader_made_third", TypePolarity, deGolden("Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen."),
			"Wir bitten unseren Spediteur, die Unannehmlichkeiten zu entschuldigen.", "asked of a third party"},
		{"de_declared_same", TypePolarity, deGolden("Nordkälte AG ist zwar günstiger, bietet aber nur 2 Jahre Garantie."),
			"Nordkälte AG ist zwar günstiger, bietet aber dieselbe Garantie.", "declared the same"},
		{"de_also_added", TypePolarity, deGolden("- Die Prüfung ist bestanden, die Genehmigung der Gewerbeaufsicht steht noch aus."),
			"- Die Prüfung ist bestanden, die Genehmigung der Gewerbeaufsicht steht ebenfalls noch aus.", "same as its neighbour"},
		{"ja_topic_made_also", TypePolarity, jaGolden("営業の担当は引き続き松田部長で、請求書の送付先は経理部の小西課長に変わります。"),
			"営業の担当は引き続き松田部長で、請求書の送付先も経理部の小西課長に変わります。", "same as its neighbour"},
		{"de_repeat_other_step", TypeListStructure, deGolden("1. Halten Sie die Taste gedrückt, bis der Kopplungsmodus startet.\n2. Öffnen Sie die App.\n3. Tippen Sie auf „Gerät hinzufügen“.\n\n- Starten Sie den Kopplungsmodus erneut, wenn die 10 Minuten abgelaufen sind."),
			"1. Halten Sie die Taste gedrückt, bis der Kopplungsmodus startet.\n2. Öffnen Sie die App.\n3. Tippen Sie auf „Gerät hinzufügen“.\n\n- Wiederholen Sie Schritt 3, wenn die 10 Minuten abgelaufen sind.", "a step about something else"},
		{"ja_private_opinion", TypeStance, jaGolden("解約は30日前までにご連絡ください。"),
			"解約は30日前までにご連絡ください。個人的には、この決まりは少し厳しすぎると思っております。", "private opinion"},
		{"de_aside_on_person", TypeStance, deGolden("- Laut Frau Dr. Vogt kommt der Verdichter erst am 23.11.2026."),
			"- Laut Frau Dr. Vogt (unter uns: eine ziemlich schwierige Person) kommt der Verdichter erst am 23.11.2026.", "private opinion"},
	}
	assertTypedCatches(t, tests)
}

func TestReferentRulesPassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"ja_amount_in_kanji_right", TypeNumbers, jaGolden("料金5,500円（税込）が加算されております。"), "料金五千五百円（税込）が加算されております。"},
		{"ja_big_amount_in_kanji", TypeNumbers, jaGolden("初期費用の予算は3億2,000万円です。"), "初期費用の予算は三億二千万円です。"},
		{"de_amount_in_words_right", TypeNumbers, deGolden("Der Betrag beträgt 3.921,00 €."), "Der Betrag beträgt 3.921,00 € (dreitausendneunhunderteinundzwanzig Euro)."},
		{"de_one_as_digit", TypePolarity, deGolden("Wir senden Ihnen eine Ersatzlampe zu."), "Wir senden Ihnen 1 Ersatzlampe zu."},
		{"ja_unchanged_as_before", TypePolarity, jaGolden("FAX番号は変わりません。"), "FAX番号は従来どおりです。"},
		{"de_digits_as_word", TypePolarity, deGolden("- Starten Sie den Kopplungsmodus erneut, wenn die 10 Minuten abgelaufen sind."),
			"- Starten Sie den Kopplungsmodus erneut, wenn die zehn Minuten abgelaufen sind."},
		{"de_same_day_kept", TypePolarity, deGolden("Sie bittet darum, dass noch am selben Tag ein Installateur kommt."), "Sie bittet darum, dass noch am gleichen Tag ein Installateur kommt."},
		{"de_repeat_right_step", TypeListStructure, deGolden("1. Halten Sie die Taste gedrückt, bis der Kopplungsmodus startet.\n2. Öffnen Sie die App.\n\n- Starten Sie den Kopplungsmodus erneut, wenn die 10 Minuten abgelaufen sind."),
			"1. Halten Sie die Taste gedrückt, bis der Kopplungsmodus startet.\n2. Öffnen Sie die App.\n\n- Wiederholen Sie Schritt 1, wenn die 10 Minuten abgelaufen sind: der Kopplungsmodus ist dann beendet."},
		{"de_opinion_of_the_case", TypeStance, generalCase{lang: "de", golden: "- Die Parteien sind sich über die Kosten noch uneins.", request: "Protokoll: Vertrieb und Technik sind sich über die Kosten noch uneins."},
			"- Vertrieb und Technik sind sich über die Kosten noch uneins."},
	}
	assertTypedPasses(t, tests)
}
