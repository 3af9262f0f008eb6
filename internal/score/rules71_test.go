package score

import "testing"

// Blind batch 71's misses prompted these rules: the slips of a decoder's wrong token
// (a value printed as NaN, a stop string's start left after the answer, a digit of
// another script, a Japanese predicate glued to what cannot take it, two sentences
// run together with a word lost, a German sentence's first or last word made another
// kind of word, the act made the actor) and a step done made one not yet done
// (確認済み → 未確認). What they catch, and paraphrases they let pass.
func TestRules71Catch(t *testing.T) {
	deProc := "Wählen Sie in der Liste „Nordwärme L9“ aus. Die App überträgt die Zugangsdaten an das Gerät. Frau Müller kann die Wohnung ab 8 Uhr aufschließen."
	deAddr := "Gern liefern wir Ihre Bestellung WE-20417 an das Prüflabor. Bitte beachten Sie, dass wir nur werktags zustellen. Die Rechnung senden wir an Ihre Rechnungsanschrift."
	jaAppt := "日程の変更をご希望の場合は、前日の17時までにご連絡くださいますようお願いいたします。ご不明な点がございましたら、お気軽にお問い合わせください。"
	tests := []typedCatch{
		{"de_nan_amount", TypeWellFormed, deGolden("Eisblock ist mit 13.975,00 € das günstigste Angebot."), "Eisblock ist mit NaN € das günstigste Angebot.", "never filled in"},
		{"de_stop_string_start", TypeWellFormed, deGolden(deAddr), deAddr + "\n<|im_", "template markup"},
		{"de_arabic_indic_digit", TypePurity, deGolden("Der Kopplungsmodus bleibt 10 Minuten aktiv."), "Der Kopplungsmodus bleibt 1٠ Minuten aktiv.", "another script"},
		{"ja_noun_with_kudasai", TypeWellFormed, jaGolden("確認すれば、設定は完了です。"), "確認すれば、設定は完了ください。", "cannot follow"},
		{"ja_bracket_with_itashimasu", TypeWellFormed, jaGolden("お支払い期限は2026年10月30日（金）です。"), "お支払い期限は2026年10月30日（金）いたします。", "cannot follow"},
		{"ja_run_together", TypeWellFormed, jaGolden(jaAppt), "日程の変更をご希望の場合は、前日の17時までにご連絡くださいますようお願いいたしますございましたら、お気軽にお問い合わせください。", "run together"},
		{"de_run_together", TypeWellFormed, deGolden(deAddr), editOnce(deAddr, "zustellen. Die Rechnung", "zustellen Rechnung"), "run together"},
		{"ja_done_made_not_yet", TypePolarity, jaGolden("写真で破損を確認済みで、交換品は10月19日に発送予定。"), "写真で破損は未確認で、交換品は10月19日に発送予定。", "not yet done"},
		{"de_particle_made_adjective", TypePolarity, deGolden(deProc), editOnce(deProc, "„Nordwärme L9“ aus.", "„Nordwärme L9“ aktiv."), "last word"},
		{"de_infinitive_made_finite", TypePolarity, deGolden(deProc), editOnce(deProc, "ab 8 Uhr aufschließen.", "ab 8 Uhr tropft."), "after a modal verb"},
		{"de_article_for_verb", TypePolarity, deGolden(deProc), editOnce(deProc, "Die App überträgt", "Geben App überträgt"), "first word"},
		{"de_article_for_adverb", TypePolarity, deGolden(deAddr), editOnce(deAddr, "Bitte beachten Sie", "Die beachten Sie"), "first word"},
		{"de_label_made_conjunction", TypePolarity, deGolden("- Mehrkosten: 18.750,00 € für die Stahlträger, zusammen 21.150,00 €."), "- Weil: 18.750,00 € für die Stahlträger, zusammen 21.150,00 €.", "conjunction"},
		{"de_act_made_actor", TypePolarity, deGolden(deAddr), editOnce(deAddr, "Ihre Bestellung", "Ihre Besteller"), "the act and the one who acts"},
	}
	assertTypedCatches(t, tests)
}

func TestRules71PassParaphrases(t *testing.T) {
	deProc := "Wählen Sie in der Liste „Nordwärme L9“ aus. Die App überträgt die Zugangsdaten an das Gerät. Frau Müller kann die Wohnung ab 8 Uhr aufschließen."
	tests := []typedPass{
		{"de_null_is_a_number", TypeWellFormed, deGolden("Für Sie entstehen keine Kosten."), "Für Sie entstehen null Euro Kosten."},
		{"ja_go_prefixed_kudasai", TypeWellFormed, jaGolden("内容をご確認ください。"), "内容を確認のうえ、ご返信ください。"},
		{"ja_masumasu", TypeWellFormed, jaGolden("時下ますますご発展のこととお慶び申し上げます。"), "時下ますますご清栄のこととお慶び申し上げます。"},
		{"ja_not_yet_in_golden_too", TypePolarity, jaGolden("入金は未確認です。発送は確認済みです。"), "発送は確認済みです。入金は未確認です。"},
		{"de_participle_for_participle", TypePolarity, deGolden("Der Ausschuss hat die Mehrkosten freigegeben."), "Der Ausschuss hat die Mehrkosten genehmigt."},
		{"de_article_for_article", TypePolarity, deGolden(deProc), editOnce(deProc, "Die App überträgt", "Diese App überträgt")},
		{"de_infinitive_for_infinitive", TypePolarity, deGolden(deProc), editOnce(deProc, "ab 8 Uhr aufschließen.", "ab 8 Uhr öffnen.")},
	}
	assertTypedPasses(t, tests)
}
