package score

import (
	"testing"
)

// Events put for their neighbours, persons and companies left unnamed, and sentences
// spliced from two: the rules a blind batch on event words and token faults
// prompted. What each catches, and paraphrases it lets pass.
func TestEventReferentSpliceRulesCatch(t *testing.T) {
	tests := []typedCatch{
		// One event of a process put for its neighbour.
		{"de_delivery_made_production", TypePolarity, deGolden("Die Ersatzteile werden erst am 04.12.2026 geliefert, daher verschiebt sich die Montage."),
			"Die Ersatzteile werden erst am 04.12.2026 gefertigt, daher verschiebt sich die Montage.", "a delivery made a production"},
		{"de_approval_made_reading", TypePolarity, deGolden("Frau Berg bittet, den Nachtrag bis zum 15.01.2027 freizugeben."),
			"Frau Berg bittet, den Nachtrag bis zum 15.01.2027 durchzusehen.", "an approval made a reading"},
		{"de_confirmation_made_application", TypePolarity, deGolden("hiermit bestätigen wir Ihren Termin am Dienstag, 08.12.2026."),
			"hiermit beantragen wir Ihren Termin am Dienstag, 08.12.2026.", "a confirmation made an application filed"},
		{"de_postponed_made_relocated", TypePolarity, deGolden("Wegen des Streiks verschiebt sich die Schulung vom 03.03. auf den 10.03."),
			"Wegen des Streiks verlagert sich die Schulung vom 03.03. auf den 10.03.", "a postponement made a relocation"},
		{"de_good_made_bad", TypePolarity, deGolden("Wir danken Ihnen für die gute Zusammenarbeit im vergangenen Jahr."),
			"Wir danken Ihnen für die schlechte Zusammenarbeit im vergangenen Jahr.", "a good state made a bad state"},
		{"ja_refund_made_return", TypePolarity, jaGolden("ご注文番号KT-5512の代金は、11月30日までに返金いたします。"),
			"ご注文番号KT-5512の代金は、11月30日までに返品いたします。", `"返金" made "返品"`},
		{"ja_import_made_write", TypePolarity, jaGolden("会計ソフトに11月分の売上データが取り込めないとのご相談があった。"),
			"会計ソフトに11月分の売上データが書き込めないとのご相談があった。", "an import made a write"},
		{"ja_removal_made_fitting", TypePolarity, jaGolden("箱からプリンター本体を取り出し、保護テープをはがします。"),
			"箱からプリンター本体を取り付け、保護テープをはがします。", "made a fitting"},
		{"ja_damage_made_sound", TypePolarity, jaGolden("写真で外箱の破損を確認済みで、代替品は12月3日に発送予定。"),
			"写真で外箱の無傷を確認済みで、代替品は12月3日に発送予定。", "a bad state made a good state"},
		{"ja_favour_made_own_act", TypePolarity, jaGolden("先日は弊社の工場をご見学いただき、誠にありがとうございました。"),
			"先日は弊社の工場をご見学いたし、誠にありがとうございました。", "the reader's act received as a favour made"},
		{"ja_decision_made_assumption", TypePolarity, jaGolden("点検の日時を下記のとおり確定いたしました。"),
			"点検の日時を下記のとおり想定いたしました。", "a decision made an assumption"},
		// A noun's owner made a second noun.
		{"ja_owner_made_pair", TypePolarity, jaGolden("本体の背面にあるリセットボタンを5秒間押してください。"),
			"本体と背面にあるリセットボタンを5秒間押してください。", "makes the owner a second thing"},
		// A person or a company of the case left unnamed.
		{"de_person_made_a_lady", TypePolarity, deGolden("Frau Albers von der Hausverwaltung Nord meldet einen Stromausfall im Keller."),
			"Eine Dame von der Hausverwaltung Nord meldet einen Stromausfall im Keller.", "no longer named"},
		{"de_company_made_the_company", TypePolarity, deGolden("Kälteprofi GmbH ist mit 9.800,00 € am günstigsten; Frost Technik AG bietet aber längere Garantie."),
			"Kälteprofi GmbH ist mit 9.800,00 € am günstigsten; das Unternehmen bietet aber längere Garantie.", "no longer named"},
		{"ja_person_made_customer", TypePolarity, jaGolden("株式会社ハナミ商事の佐々木様から、請求書の宛名を変更したいとのご依頼があった。"),
			"株式会社ハナミ商事のお客様から、請求書の宛名を変更したいとのご依頼があった。", "no longer named"},
		// One sentence started and another's end.
		{"de_sentence_spliced", TypePolarity, deGolden("Sobald die Lampe grün leuchtet, ist das Gerät mit dem Netz verbunden. Öffnen Sie danach in der App den Punkt „Geräte“ und tippen Sie auf „Hinzufügen“."),
			"Sobald die Lampe grün leuchtet, ist das Gerät in der App den Punkt „Geräte“ und tippen Sie auf „Hinzufügen“. Öffnen Sie danach in der App den Punkt „Geräte“ und tippen Sie auf „Hinzufügen“.", "saying neither"},
		{"ja_sentence_spliced", TypePolarity, jaGolden("12月10日までに、ご契約書へのご署名をお願いいたします。ご相談のとおり、年間保守契約のお見積もり（見積番号 QS-2210）をお送りいたします。"),
			"12月10日までに、ご契約書（見積番号 QS-2210）をお送りいたします。ご相談のとおり、年間保守契約のお見積もり（見積番号 QS-2210）をお送りいたします。", "saying neither"},
	}
	assertTypedCatches(t, tests)
}

func TestEventReferentSpliceRulesPassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_dispatch_reworded", TypePolarity, deGolden("Wir versenden die Ersatzteile am 04.12.2026 an Ihre Adresse."),
			"Wir verschicken die Ersatzteile am 04.12.2026 an Ihre Adresse."},
		{"de_check_reworded", TypePolarity, deGolden("Unser Techniker prüft die Anlage am Montag vor Ort."),
			"Unser Techniker überprüft die Anlage am Montag vor Ort."},
		{"de_event_verb_added", TypePolarity, deGolden("Bitte prüfen Sie die Angaben bis Freitag."),
			"Bitte prüfen und bestätigen Sie die Angaben bis Freitag."},
		{"ja_payment_reworded", TypePolarity, jaGolden("11月30日までにお振込みをお願いいたします。"), "11月30日までにご入金をお願いいたします。"},
		{"ja_dispatch_reworded", TypePolarity, jaGolden("代替品は12月3日に発送いたします。"), "代替品は12月3日に出荷いたします。"},
		{"ja_humble_causative", TypePolarity, jaGolden("代替品は12月3日に発送いたしますので、ご確認ください。"),
			"代替品は12月3日に発送させていただきますので、ご確認ください。"},
		{"ja_owner_kept_with_other_particle", TypePolarity, jaGolden("本体の背面にあるリセットボタンを押してください。"),
			"本体背面にあるリセットボタンを押してください。"},
		{"de_person_kept", TypePolarity, deGolden("Frau Albers von der Hausverwaltung Nord meldet einen Stromausfall im Keller."),
			"Frau Albers (Hausverwaltung Nord) meldet einen Stromausfall im Keller."},
		{"ja_person_kept_with_company", TypePolarity, jaGolden("株式会社ハナミ商事の佐々木様から、請求書の宛名を変更したいとのご依頼があった。"),
			"ハナミ商事の佐々木様より、請求書の宛名を変更したいとのご依頼があった。"},
		{"de_sentences_merged_whole", TypePolarity, deGolden("Sobald die Lampe grün leuchtet, ist das Gerät verbunden. Öffnen Sie danach die App."),
			"Sobald die Lampe grün leuchtet, ist das Gerät verbunden, und Sie öffnen danach die App."},
		{"ja_sentence_split", TypePolarity, jaGolden("代替品は12月3日に発送いたしますので、12月5日（土）までにお届けできる見込みです。"),
			"代替品は12月3日に発送いたします。12月5日（土）までにお届けできる見込みです。"},
	}
	assertTypedPasses(t, tests)
}
