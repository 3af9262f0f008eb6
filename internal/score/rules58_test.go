package score

import "testing"

// Blind batch 58's misses prompted these rules: a denial put into a golden sentence,
// a reader made "I", a sentence framed as another's report, and a letter's closing
// under a text that is no letter. What each catches, and paraphrases it lets pass.
func TestRules58Catch(t *testing.T) {
	tests := []typedCatch{
		{"de_pair_made_neither", TypePolarity, deGolden("- Entscheidung: Herr Strauß bittet, die Mehrkosten und den neuen Termin bis zum 21.10.2026 freizugeben."),
			"- Entscheidung: Herr Strauß bittet, weder die Mehrkosten noch den neuen Termin bis zum 21.10.2026 freizugeben.", "denied or narrowed"},
		{"de_total_made_without_part", TypePolarity, deGolden("Mehrkosten: 18.750,00 € für die Stahlträger und 2.400,00 € Pauschale, zusammen 21.150,00 €."),
			"Mehrkosten: 18.750,00 € für die Stahlträger und 2.400,00 € Pauschale, zusammen ohne die Pauschale 21.150,00 €.", "denied or narrowed"},
		{"ja_shown_made_not_shown", TypePolarity, jaGolden("アプリの「記録」タブを開き、体重と体脂肪率が表示されていることを確認すれば、設定は完了です。"),
			"アプリの「記録」タブを開き、体重も体脂肪率も表示されていないことを確認すれば、設定は完了です。", "denied or narrowed"},
		{"ja_total_made_excluding", TypePolarity, jaGolden("内訳は、基本料金33,000円と追加ユーザー料金5,500円で、合計38,500円となります。"),
			"内訳は、基本料金33,000円と追加ユーザー料金5,500円で、追加ユーザー料金を除く合計38,500円となります。", "denied or narrowed"},
		{"de_reader_made_i", TypeStance, deGolden("Bitte bringen Sie Ihre Versichertenkarte mit."), "Ich bringe meine Versichertenkarte mit.", "writer's own"},
		{"ja_reader_act_made_mine", TypeStance, jaGolden("お送りいただいた写真で、フィルター差し込み口の破損を確認いたしました。"),
			"私が送った写真で、フィルター差し込み口の破損を確認いたしました。", "writer's own"},
		{"de_sender_frame", TypeStance, deGolden("Wir senden Ihnen am 20.10.2026 eine Ersatzlampe zu."),
			"Der Absender teilt mit: Wir senden Ihnen am 20.10.2026 eine Ersatzlampe zu.", "another's report"},
		{"ja_sender_frame", TypeStance, jaGolden("クーポンをお送りいたします。"), "差出人によると、クーポンをお送りいたします。", "another's report"},
		{"ja_summary_signed_off", TypeStance, jaGolden("・移転日は11月16日です。\n・FAX番号は変わりません。"),
			"・移転日は11月16日です。\n・FAX番号は変わりません。\n今後ともよろしくお願いいたします。\nカスタマーサポート担当", "no letter"},
		{"de_summary_signed_off", TypeStance, deGolden("- Frau Köhler bittet um ein Rücksendeetikett."),
			"- Frau Köhler bittet um ein Rücksendeetikett.\n\nMit freundlichen Grüßen\nIhr Kundenservice", "no letter"},
	}
	assertTypedCatches(t, tests)
}

func TestRules58PassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_denial_kept", TypePolarity, deGolden("Für Sie entstehen beim Versand der Ersatzlampe keine Kosten."),
			"Beim Versand der Ersatzlampe entstehen für Sie keine Kosten."},
		{"ja_worry_as_question", TypePolarity, jaGolden("髙橋様は、月末の給与計算に間に合うかを心配されている。"),
			"髙橋様は、月末の給与計算に間に合わないのではないかと心配されている。"},
		{"ja_tax_excluded_reworded", TypePolarity, jaGolden("価格は1,480ユーロ（税別）の固定価格です。"), "価格は付加価値税を含まない固定価格で、1,480ユーロです。"},
		{"de_writer_introduces_self", TypeStance, deGolden("Sehr geehrter Herr Groß,\n\nhier schreibt Yamada von Kobayashi Seiki."), "Sehr geehrter Herr Groß,\n\nmein Name ist Yamada von Kobayashi Seiki."},
		{"de_helping_i", TypeStance, deGolden("Wir verschicken am 20.10.2026 eine Ersatzlampe an Sie."), "Gerne helfe ich Ihnen weiter: Wir verschicken am 20.10.2026 eine Ersatzlampe an Sie."},
		{"de_letter_closing", TypeStance, deGolden("Sehr geehrter Herr Weiß,\n\nwir senden Ihnen eine Ersatzlampe."),
			"Sehr geehrter Herr Weiß,\n\nwir senden Ihnen eine Ersatzlampe.\n\nMit freundlichen Grüßen\nIhr Kundenservice"},
	}
	assertTypedPasses(t, tests)
}
