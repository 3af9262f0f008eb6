package score

import "testing"

// A lasting state made one that returns, a cause made a mere time, a time counted from
// another event, a date bound put on an open offer, a consequence the case never
// draws, a channel the case never uses, keigo that gives the writer's act to the one
// honoured, a compound's parts in the other order, an intention for a commitment,
// a pardon for an apology and the original for the new: rules the misses of blind
// batch 54 prompted. What each catches, and paraphrases it lets pass.
func TestTimeLinkRulesCatch(t *testing.T) {
	tests := []typedCatch{
		{"de_lasting_made_again", TypePolarity, deGolden("Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €."),
			"Der Rechnungsbetrag liegt wieder bei 1.850,00 €.", "a lasting state told as one that returns"},
		{"de_cause_made_time", TypePolarity, deGolden("- Weil die Stahlträger erst am 28.10.2026 geliefert werden, verschiebt sich die Inbetriebnahme."),
			"- Während die Stahlträger erst am 28.10.2026 geliefert werden, verschiebt sich die Inbetriebnahme.", "a cause told as a mere time"},
		{"de_time_from_other_event", TypePolarity, deGolden("1. Laden Sie die WärmeApp herunter. Das Herunterladen ist kostenlos.\n2. Der Kopplungsmodus bleibt 10 Minuten aktiv."),
			"1. Laden Sie die WärmeApp herunter. Das Herunterladen ist kostenlos.\n2. Der Kopplungsmodus bleibt ab dem Herunterladen der App 10 Minuten aktiv.", "counted from another event"},
		{"ja_time_from_other_event", TypePolarity, jaGolden("1. 電池を入れます。\n2. 約10秒で測定が終わり、結果がアプリへ送られます。"),
			"1. 電池を入れます。\n2. 電池を入れてから約10秒で測定が終わり、結果がアプリへ送られます。", "counted from another event"},
		{"ja_offer_given_date_bound", TypePolarity, jaGolden("お支払い期限は2026年10月30日です。ご不明な点がございましたら、お気軽にお問い合わせください。"),
			"お支払い期限は2026年10月30日です。ご不明な点がございましたら、2026年10月30日以降にお気軽にお問い合わせください。", "a date bound"},
		{"de_consequence_made_up", TypePolarity, deGolden("- Die Inbetriebnahme verschiebt sich auf den 07.12.2026."),
			"- Die Inbetriebnahme verschiebt sich auf den 07.12.2026; dadurch verlängert sich auch die Zahlungsfrist entsprechend.", "a cause the golden does not give"},
		{"ja_call_made_mail", TypeStance, jaGolden("当日は、作業員が訪問の30分前にお電話いたします。"),
			"当日は、作業員が訪問の30分前にメールをお送りいたします。", "a contact by e-mail"},
		{"de_report_by_post", TypeStance, deGolden("Frau Müller meldet, dass seit Mittwoch Wasser tropft."),
			"Frau Müller meldet per Post, dass seit Mittwoch Wasser tropft.", "a letter by post"},
		{"ja_customer_does_humble_act", TypeStance, jaGolden("渡辺様\n\n当日は、作業員が訪問の30分前にお電話いたします。"),
			"渡辺様\n\n当日は、渡辺様が訪問の30分前にお電話いたします。", "keigo"},
		{"de_compound_parts_swapped", TypeStance, deGolden("hiermit bestätigen wir Ihren Kontrolltermin am 26.10.2026."),
			"hiermit bestätigen wir Ihre Terminkontrolle am 26.10.2026.", "in the other order"},
		{"ja_commitment_made_intention", TypeStance, jaGolden("500円分のクーポンをお送りいたします。"),
			"500円分のクーポンをお送りするつもりです。", "つもり"},
		{"de_pardon_for_apology", TypeStance, deGolden("Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen."),
			"Wir entschuldigen Sie für die Unannehmlichkeiten.", "a pardon granted to the reader"},
		{"de_new_made_original", TypePolarity, deGolden("- Herr Strauß bittet, die Mehrkosten und den neuen Termin freizugeben."),
			"- Herr Strauß bittet, die Mehrkosten und den ursprünglichen Termin freizugeben.", "a new one made an earlier one"},
	}
	assertTypedCatches(t, tests)
}

func TestTimeLinkRulesPassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_lasting_reworded", TypePolarity, deGolden("Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €."), "Der Rechnungsbetrag bleibt weiterhin bei 1.850,00 €."},
		{"de_cause_reworded", TypePolarity, deGolden("- Weil die Stahlträger erst am 28.10.2026 geliefert werden, verschiebt sich die Inbetriebnahme."),
			"- Da die Stahlträger erst am 28.10.2026 geliefert werden, verschiebt sich die Inbetriebnahme."},
		{"de_consequence_of_the_sentence", TypePolarity, deGolden("- Die Stahlträger kommen erst am 28.10.2026, die Inbetriebnahme verschiebt sich."),
			"- Die Stahlträger kommen erst am 28.10.2026, dadurch verschiebt sich die Inbetriebnahme."},
		{"ja_mail_of_the_case", TypeStance, generalCase{lang: "ja", golden: "髙橋様から連携の不具合について問い合わせがあった。", request: "髙橋様からのメール：連携で勤怠データが取り込めません。"},
			"髙橋様から、メールで連携の不具合について問い合わせがあった。"},
		{"ja_customer_acts_politely", TypeStance, jaGolden("渡辺様\n\n日程の変更をご希望の場合はご連絡ください。"), "渡辺様\n\n渡辺様がご都合の悪い場合は、ご連絡ください。"},
		{"de_compound_kept", TypeStance, deGolden("hiermit bestätigen wir Ihren Kontrolltermin am 26.10.2026."), "wir bestätigen Ihnen den Kontrolltermin am 26.10.2026."},
		{"de_apology_reworded", TypeStance, deGolden("Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen."), "Bitte entschuldigen Sie die Unannehmlichkeiten."},
	}
	assertTypedPasses(t, tests)
}
