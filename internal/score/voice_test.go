package score

import (
	"testing"
)

const (
	voGoldenDe   = "Sehr geehrter Herr Weiß,\n\nWir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. Bitte schicken Sie die defekte Lampe mit dem beiliegenden Etikett an uns zurück.\nBei Fragen sind wir gern für Sie da.\n\nMit freundlichen Grüßen\nIhr Kundenservice"
	voGoldenJa   = "小林 恵子様\n\n新しいお届け予定日は10月21日（水）です。\nお詫びとして、500円分のクーポンをお送りいたします。\n今後ともどうぞよろしくお願いいたします。\n\nハルカゼ寝具店 カスタマーサポート 岡田"
	voSummaryJa  = "髙橋様から、勤怠データが取り込めないとの問い合わせがあった。担当の西村が調査し、10月19日（月）17時までに回答する。"
	voRequestJa  = "10月16日午前、株式会社ミナトデザインの髙橋 誠様から電話あり。担当の西村が調査を引き受け、10月19日（月）17時までに回答すると伝えた。"
	voRequestDe  = "Interne Info: Ersatzlampe wird am 20.10.2026 verschickt, keine Kosten für den Kunden."
	voRequestJa2 = "小林 恵子様へ、配送遅延のお詫びメールを書いてください。署名：ハルカゼ寝具店 カスタマーサポート 岡田"
)

// stance catches a hedge the case does not make, an assistant talking about its
// answer, the reader made to do the writer's act, and one's own side honoured.
func TestVoiceCatches(t *testing.T) {
	tests := []catchCase{
		{"hedge_de", "de", voGoldenDe, voRequestDe, replaceOnce(voGoldenDe, "Ihnen am", "Ihnen möglicherweise am"), "guess"},
		{"hedge_vielleicht_de", "de", voGoldenDe, voRequestDe, replaceOnce(voGoldenDe, "kostenlos", "vielleicht kostenlos"), "guess"},
		{"hedge_ja", "ja", voGoldenJa, voRequestJa2, replaceOnce(voGoldenJa, "10月21日（水）です。", "10月21日（水）かもしれません。"), "guess"},
		{"hedge_osoraku_ja", "ja", voGoldenJa, voRequestJa2, replaceOnce(voGoldenJa, "予定日は", "予定日はおそらく"), "guess"},
		{"assistant_hope_de", "de", voGoldenDe, voRequestDe, voGoldenDe + "\n\nIch hoffe, diese Antwort hilft Ihnen weiter!", "speaks about the answer"},
		{"assistant_offer_de", "de", voGoldenDe, voRequestDe, voGoldenDe + "\n\nWenn ich den Text noch anpassen soll, geben Sie mir Bescheid.", "speaks about the answer"},
		{"assistant_here_is_de", "de", voGoldenDe, voRequestDe, "Hier ist der Entwurf:\n\n" + voGoldenDe, "speaks about the answer"},
		{"assistant_ja", "ja", voGoldenJa, voRequestJa2, voGoldenJa + "\n\n以上が作成した文面です。", "speaks about the answer"},
		{"assistant_offer_ja", "ja", voGoldenJa, voRequestJa2, voGoldenJa + "\n\n修正が必要な場合はお申し付けください。", "speaks about the answer"},
		{"actor_swapped_de", "de", voGoldenDe, voRequestDe, replaceOnce(voGoldenDe, "Wir senden Ihnen", "Sie senden uns"), "reader do"},
		{"actor_swapped_ja", "ja", voGoldenJa, voRequestJa2, replaceOnce(voGoldenJa, "お送りいたします", "お送りください"), "reader do"},
		{"own_side_signature_ja", "ja", voGoldenJa, voRequestJa2, voGoldenJa + "様", "own side"},
		{"own_side_staff_ja", "ja", voSummaryJa, voRequestJa, replaceOnce(voSummaryJa, "担当の西村が", "担当の西村様が"), "own side"},
	}
	assertCatches(t, TypeStance, tests)
}

// Paraphrases keep the commitment in other words, ask the reader for what the case
// asks of them, thank and offer help as a letter does, and honour the customer.
func TestVoiceParaphrasesPass(t *testing.T) {
	tests := []passCase{
		{"commitment_reworded_de", "de", voGoldenDe, voRequestDe, "Sehr geehrter Herr Weiß,\n\nam 20.10.2026 schicken wir Ihnen kostenlos eine Ersatzlampe. Senden Sie uns die defekte Lampe bitte mit dem beiliegenden Etikett zurück.\nFür Rückfragen stehen wir Ihnen gern zur Verfügung.\n\nMit freundlichen Grüßen\nIhr Kundenservice"},
		{"instruction_as_statement_de", "de", voGoldenDe, voRequestDe, "Sehr geehrter Herr Weiß,\n\nEine Ersatzlampe geht am 20.10.2026 kostenlos an Sie raus. Dann senden Sie uns bitte die defekte Lampe mit dem beiliegenden Etikett zurück.\n\nMit freundlichen Grüßen\nIhr Kundenservice"},
		{"letter_offers_help_de", "de", voGoldenDe, voRequestDe, voGoldenDe + "\nSagen Sie uns gern Bescheid, wenn Sie weitere Fragen haben."},
		{"letter_hopes_de", "de", voGoldenDe, voRequestDe, replaceOnce(voGoldenDe, "Bei Fragen sind wir gern für Sie da.", "Ich hoffe, ich konnte Ihnen weiterhelfen. Sollten Sie eventuell noch Fragen haben, lassen Sie es mich wissen.")},
		{"letter_hopes_ja", "ja", voGoldenJa, voRequestJa2, replaceOnce(voGoldenJa, "今後とも", "少しでもお役に立てれば幸いです。\n今後とも")},
		{"hedge_the_case_makes_de", "de", "Die Lieferung verzögert sich möglicherweise um einen Tag.", "Bei Frost verzögert sich die Lieferung möglicherweise.", "Bei Frost kann sich die Lieferung möglicherweise um einen Tag verzögern."},
		{"expectation_reworded_ja", "ja", "交換品は10月19日に発送いたしますので、10月22日（木）までにお届けできる見込みです。", "", "交換品は10月19日に発送いたします。10月22日（木）までにはお届けできるかと思います。"},
		{"commitment_reworded_ja", "ja", voGoldenJa, voRequestJa2, "小林 恵子様\n\n新しいお届け予定日は10月21日（水）となります。\nお詫びのしるしに、500円分のクーポンをお送りいたします。\n今後ともよろしくお願い申し上げます。\n\nハルカゼ寝具店 カスタマーサポート 岡田"},
		{"asks_reader_ja", "ja", voGoldenJa, voRequestJa2, voGoldenJa + "\nご不明な点がございましたら、本メールにご返信ください。"},
		{"schedule_change_ja", "ja", voGoldenJa, voRequestJa2, voGoldenJa + "\n日程の変更が必要な場合は、お気軽にお知らせください。"},
		{"customer_honoured_ja", "ja", voSummaryJa, voRequestJa, "株式会社ミナトデザインの髙橋 誠様から、勤怠データが取り込めないとの問い合わせ。担当の西村さんが調査し、10月19日（月）17時までに回答する。"},
	}
	assertPasses(t, TypeStance, tests)
}
