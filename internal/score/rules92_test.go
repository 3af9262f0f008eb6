package score

import "testing"

// Blind batch 92's misses prompted these rules: すみません for the thanks or apology
// of a business letter, and 〆 for a deadline; a polite sentence slipped into a
// plain-style Japanese summary; a customer the golden calls Frau Köhler called
// Köhler; an amount the case gives as approximate stated as exact. What they catch,
// and paraphrases they let pass.
func TestRules92Catch(t *testing.T) {
	jaThanks := "このたびは修理のご依頼をいただき、誠にありがとうございます。"
	jaDeadline := "日程の変更をご希望の場合は、前日の17時までにご連絡ください。"
	jaMemo := "髙橋様から、10月分の勤怠データが取り込めないとの問い合わせがあった。担当の西村が調査し、10月19日（月）17時までに回答する。髙橋様は月末の給与計算に間に合うかを心配されている。"
	jaSummary := `{"summary": "松本様より、フィルター差し込み口が割れているとの連絡。10月22日（木）までの交換品到着を希望。交換品は10月19日に発送予定。", "reply": "松本様\nご迷惑をおかけし、誠に申し訳ございません。"}`
	deTicket := "- Frau Köhler hat am 08.10.2026 die Siebträgermaschine bestellt.\n- Frau Köhler bittet um ein Rücksendeetikett."
	jaCost := "追加費用は約1,400万円で、予備費から支出する。"
	tests := []typedCatch{
		{"ja_thanks_made_sumimasen", TypeRegisterSymbols, jaGolden(jaThanks), editOnce(jaThanks, "ありがとうございます", "すみません"), "すみません"},
		{"ja_deadline_shorthand", TypeRegisterSymbols, jaGolden(jaDeadline), editOnce(jaDeadline, "17時までに", "17時〆で"), "〆"},
		{"ja_polite_in_plain_memo", TypeRegisterSymbols, jaGolden(jaMemo), editOnce(jaMemo, "回答する。", "回答します。"), "plain-style text"},
		{"ja_polite_in_noun_ended_summary", TypeRegisterSymbols, jaGolden(jaSummary), editOnce(jaSummary, "到着を希望。", "到着を希望です。"), "plain-style text"},
		{"de_customer_by_bare_surname", TypeRegisterSymbols, deGolden(deTicket), editOnce(deTicket, "- Frau Köhler bittet", "- Köhler bittet"), "bare surname"},
		{"ja_approximate_amount_made_exact", TypeStance, jaGolden(jaCost), editOnce(jaCost, "約1,400万円", "1,400万円"), "given as exact"},
	}
	assertTypedCatches(t, tests)
}

func TestRules92PassParaphrases(t *testing.T) {
	jaMemo := "髙橋様から、10月分の勤怠データが取り込めないとの問い合わせがあった。担当の西村が調査し、10月19日（月）17時までに回答する。髙橋様は月末の給与計算に間に合うかを心配されている。"
	jaQuote := "| 品名 | 金額 |\n|---|---|\n| コピー用紙 | 24,800円 |\n\n合計金額（税抜）は53,900円。"
	deTicket := "- Frau Köhler hat am 08.10.2026 die Siebträgermaschine bestellt.\n- Frau Köhler bittet um ein Rücksendeetikett."
	jaCost := "追加費用は約1,400万円で、予備費から支出する。"
	tests := []typedPass{
		{"ja_memo_wholly_polite", TypeRegisterSymbols, jaGolden(jaMemo), "髙橋様から、10月分の勤怠データが取り込めないとのお問い合わせがありました。担当の西村が調査し、10月19日（月）17時までに回答します。髙橋様は月末の給与計算に間に合うかを心配されています。"},
		{"ja_table_caption_polite", TypeRegisterSymbols, jaGolden(jaQuote), editOnce(jaQuote, "53,900円。", "53,900円です。")},
		{"de_given_name_and_genitive", TypeRegisterSymbols, deGolden(deTicket), "- Anna Köhler hat am 08.10.2026 die Siebträgermaschine bestellt.\n- Köhlers Bitte: ein Rücksendeetikett."},
		{"ja_approximate_in_other_words", TypeStance, jaGolden(jaCost), "追加費用は1,400万円程度で、予備費から支出する。"},
		{"ja_approximate_ungrouped", TypeStance, jaGolden(jaCost), "追加費用は約1400万円で、予備費から支出する。"},
	}
	assertTypedPasses(t, tests)
}
