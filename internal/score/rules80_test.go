package score

import "testing"

// Blind batch 80's misses prompted these rules: a loop of one phrase said more than
// twice (できませんできませんできません), a date format's pattern written for the date
// (TT.MM.JJJJ), an English preposition or conjunction inside German (until zu zwei
// Minuten), a JSON value that carries its source field's label (Kunde: Bäckerei …), a
// subject line where the request wants none, a column headed in a currency over counts
// or times (Lieferzeit (€)), and Japanese grammar a smaller model breaks: ご…される for
// the golden's ご…いただく, ておられ for the writer's own ており, a potential verb with
// a れ too many and an i-adjective with な before its noun. What they catch, and
// paraphrases they let pass.
func TestRules80Catch(t *testing.T) {
	jaLetter := "このたびはご訪問いただき、誠にありがとうございます。発送が遅れております。新しい電話番号は06-6345-7781です。それより早い実施はできません。"
	deSummary := "Frau Müller kann die Wohnung am Montag, 19.10.2026, ab 8 Uhr aufschließen. Das kann bis zu zwei Minuten dauern."
	jaJSON := `{"company": "サクラ物流株式会社", "contract_id": "SK-30918"}`
	table := "| Anbieter | Preis (€) | Lieferzeit | Garantie |\n|---|---|---|---|\n| Nordkälte AG | 12.450,00 | 4 Wochen | 2 Jahre |\n| Eisblock GmbH | 13.100,00 | 6 Wochen | 3 Jahre |"
	tests := []typedCatch{
		{"ja_phrase_loop", TypeWellFormed, jaGolden(jaLetter), editOnce(jaLetter, "できません。", "できませんできませんできませんできません。"), "stutter"},
		{"de_date_pattern", TypeWellFormed, deGolden(deSummary), editOnce(deSummary, "19.10.2026", "TT.MM.JJJJ"), "where a value belongs"},
		{"de_until", TypePurity, deGolden(deSummary), editOnce(deSummary, "bis zu", "until zu"), "until"},
		{"ja_json_label", TypeJSONShape, jaGolden(jaJSON), editOnce(jaJSON, `"サクラ`, `"契約先：サクラ`), "field label"},
		{"ja_subject_line", TypeRequestForm, generalCase{lang: "ja", golden: jaLetter, request: "お詫びメールを書いてください。です・ます調で、件名は不要です。"}, "件名：配送遅延のお詫び\n\n" + jaLetter, "subject line"},
		{"de_currency_over_weeks", TypeConsistency, deGolden(table), editOnce(table, "| Lieferzeit |", "| Lieferzeit (€) |"), "no amount of money"},
		{"ja_go_sareru", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "ご訪問いただき", "ご訪問され"), "keigo misused"},
		{"ja_own_state_honoured", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "遅れております", "遅れておられます"), "keigo misused"},
		{"ja_ra_tasu", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "できません", "できれません"), "keigo misused"},
		{"ja_i_adjective_na", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "新しい電話", "新しいな電話"), "keigo misused"},
	}
	assertTypedCatches(t, tests)
}

func TestRules80PassParaphrases(t *testing.T) {
	jaLetter := "このたびはご訪問いただき、誠にありがとうございます。発送が遅れております。新しい電話番号は06-6345-7781です。"
	deSummary := "Frau Müller kann die Wohnung am Montag, 19.10.2026, ab 8 Uhr aufschließen."
	jaJSON := `{"company": "サクラ物流株式会社", "notes": ["契約期間中の途中解約はできません。"]}`
	table := "| Anbieter | Preis (€) | Lieferzeit |\n|---|---|---|\n| Nordkälte AG | 12.450,00 | 4 Wochen |"
	tests := []typedPass{
		{"ja_kore_kore", TypeWellFormed, jaGolden("色が変わります。"), "色がころころ変わります。"},
		{"de_format_named_in_request", TypeWellFormed, generalCase{lang: "de", golden: `{"datum": "2026-10-19"}`, request: "Datum im Format JJJJ-MM-TT."}, `{"datum": "2026-10-19"}`},
		{"de_after_sales_loan", TypePurity, deGolden(deSummary), editOnce(deSummary, "aufschließen.", "aufschließen. Der After-Sales-Service ist informiert.")},
		{"ja_json_note_with_label", TypeJSONShape, jaGolden(jaJSON), editOnce(jaJSON, `"契約期間中`, `"注意：契約期間中`)},
		{"ja_subject_line_allowed", TypeRequestForm, generalCase{lang: "ja", golden: jaLetter, request: "お詫びメールを書いてください。"}, "件名：ご訪問のお礼\n\n" + jaLetter},
		{"de_price_column_amounts", TypeConsistency, deGolden(table), editOnce(table, "| 12.450,00 |", "| 12.450,00 € |")},
		{"ja_customer_state_honoured", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "発送が遅れております。", "発送が遅れております。お客様がお待ちになっておられることは承知しております。")},
		{"ja_dekireba", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "新しい電話", "できればご確認ください。新しい電話")},
		{"ja_kirei_na", TypeRegisterSymbols, jaGolden(jaLetter), editOnce(jaLetter, "新しい電話番号は", "きれいな状態の新しい電話番号は")},
	}
	assertTypedPasses(t, tests)
}
