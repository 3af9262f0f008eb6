package score

import (
	"testing"
)

// A word or an ending looped, a remark that makes light of the reader's problem, a
// filler word of speech, a sentence run on after a number, a compound's element
// traded for a word of the case, a return put for a delivery, an act put for its
// neighbour (speichern, drucken; 脱ぐ, 履く), a particle that changes who acts, and
// what comes with a thing made what is sold apart: the rules a blind batch of
// evaluator-style damage and near-miss words prompted. What each catches, and
// paraphrases it lets pass.
func TestLoopBelittlingNearMissRulesCatch(t *testing.T) {
	tests := []typedCatch{
		{"de_word_looped", TypeRepeatedUnits, deGolden("Die Übertragung kann bis zu zwei Minuten dauern."),
			"Die Übertragung kann bis zu zwei Minuten dauern dauern dauern.", "said over and over"},
		{"de_noun_twice", TypeRepeatedUnits, deGolden("Für Sie entstehen dabei keine Kosten."),
			"Für Sie entstehen dabei keine Kosten Kosten.", "said over and over"},
		{"ja_ending_looped", TypeRepeatedUnits, jaGolden("新しいお届け予定日は10月21日（水）です。"),
			"新しいお届け予定日は10月21日（水）ですですです。", "said over and over"},
		{"ja_ending_twice_before_stop", TypeRepeatedUnits, jaGolden("当日は、作業員が訪問の30分前にお電話いたします。"),
			"当日は、作業員が訪問の30分前にお電話いたしますます。", "said over and over"},
		{"de_belittling_aside", TypeRegisterSymbols, generalCase{lang: "de", golden: "Die Pumpe baut keinen Druck mehr auf.", formal: true},
			"Die Pumpe baut keinen Druck mehr auf – halb so wild.", "belittling remark"},
		{"ja_belittling_aside", TypeRegisterSymbols, generalCase{lang: "ja", golden: "発送が遅れております。", formal: true},
			"発送が遅れております（まあ、大したことではありませんが）。", "belittling remark"},
		{"de_halt_filler", TypeRegisterSymbols, generalCase{lang: "de", golden: "Die nächste Sitzung findet am 12.11.2026 statt.", formal: true},
			"Die nächste Sitzung findet halt am 12.11.2026 statt.", "colloquial"},
		{"de_run_on_after_date", TypeWellFormed, deGolden("Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. Bitte beachten Sie die Zufahrt."),
			"Die Lieferung erfolgt am 12.11.2026 Bitte beachten Sie die Zufahrt.", "run together"},
		{"de_compound_head_from_the_case", TypeWellFormed, generalCase{lang: "de", golden: "Legen Sie die gewünschten Heizzeiten für jeden Wochentag fest.", request: "Die kostenlose App regelt die Heizzeiten."},
			"Legen Sie die gewünschten Heizkosten für jeden Wochentag fest.", "in the place of"},
		{"de_compound_modifier_seam", TypeWellFormed, deGolden("Achten Sie darauf, dass das Passwort keine Leerzeichen am Anfang enthält."),
			"Achten Sie darauf, dass das Passwort keine Sonderzeichen am Anfang enthält.", "in the place of"},
		{"de_delivery_made_return", TypePolarity, deGolden("Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr."),
			"Die Rücklieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr.", "a delivery made a return"},
		{"de_save_made_print", TypePolarity, deGolden("10. Speichern Sie den Plan und aktivieren Sie ihn mit dem Schalter."),
			"10. Drucken Sie den Plan und aktivieren Sie ihn mit dem Schalter.", "a saving made a printing"},
		{"ja_take_off_made_put_on", TypePolarity, jaGolden("7. 靴下を脱ぎ、素足で本体に乗って、動かずにお待ちください。"),
			"7. 靴下を履き、素足で本体に乗って、動かずにお待ちください。", "taking off made putting on"},
		{"ja_send_made_keep", TypePolarity, jaGolden("お詫びとして、次回ご利用いただける500円分のクーポンをお送りいたします。"),
			"お詫びとして、次回ご利用いただける500円分のクーポンをお預かりいたします。", "made a safekeeping"},
		{"ja_agent_made_recipient", TypePolarity, jaGolden("当日は、作業員が訪問の30分前にお電話いたします。"),
			"当日は、作業員に訪問の30分前にお電話いたします。", "changes who does what to whom"},
		{"de_to_made_from", TypePolarity, deGolden("Gern liefern wir Ihre Bestellung WE-20417 direkt an das Prüflabor."),
			"Gern liefern wir Ihre Bestellung WE-20417 direkt aus dem Prüflabor.", "the direction turned round"},
		{"ja_conjunctive_clause_dropped", TypePolarity, jaGolden("6. 本体に4桁のコードが出ますので、アプリの入力欄に同じ数字を入れて「接続」を押します。"),
			"6. 本体に4桁のコードが出ます。", "dropped"},
		{"ja_some_dropped", TypePolarity, jaGolden("連携テストで一部のセット商品の在庫引当に不具合が見つかった。"),
			"連携テストでセット商品の在庫引当に不具合が見つかった。", "some (not all) dropped"},
		{"de_per_item_dropped", TypePolarity, deGolden("Die beiden Angebote enthalten jeweils 2 Jahre Garantie auf alle Teile."),
			"Die beiden Angebote enthalten 2 Jahre Garantie auf alle Teile.", "a figure per item dropped"},
		{"de_enclosed_made_apart", TypePolarity, deGolden("Bitte schicken Sie die defekte Lampe mit dem beiliegenden Rücksendeetikett an uns zurück."),
			"Bitte schicken Sie die defekte Lampe mit einem separat zu bestellenden Rücksendeetikett an uns zurück.", "sent with it (enclosed) made sent or sold apart"},
	}
	assertTypedCatches(t, tests)
}

// A letter's frame and a text's shape broken while its words stay: the salutation
// below the first sentence, a line of the writer's marked as a quote, a condition
// left as a sentence of its own, a bracket moved to another sentence, an answer that
// opens mid-sentence, and prose served as a JSON document.
func TestShapeRulesCatch(t *testing.T) {
	letter := "Sehr geehrte Frau Schäfer,\n\nhiermit bestätigen wir Ihren Termin am 26.10.2026 um 10:30 Uhr.\nBitte bringen Sie Ihre Versichertenkarte mit.\n\nMit freundlichen Grüßen"
	tests := []typedCatch{
		{"de_salutation_below_body", TypeWellFormed, deGolden(letter),
			"hiermit bestätigen wir Ihren Termin am 26.10.2026 um 10:30 Uhr.\nSehr geehrte Frau Schäfer,\nBitte bringen Sie Ihre Versichertenkarte mit.\n\nMit freundlichen Grüßen", "stands below the letter's first sentence"},
		{"ja_title_salutation_below_body", TypeWellFormed, jaGolden("佐藤部長\n\n先日はご訪問いただき、誠にありがとうございました。\n固定価格は1,480ユーロ（税別）です。"),
			"先日はご訪問いただき、誠にありがとうございました。\n佐藤部長\n固定価格は1,480ユーロ（税別）です。", "stands below the letter's first sentence"},
		{"de_line_quoted", TypeWellFormed, deGolden("Guten Tag,\nDie Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr.\nViele Grüße"),
			"Guten Tag,\n> Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr.\nViele Grüße", "marked as quoted text"},
		{"de_condition_alone", TypeWellFormed, deGolden("Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte ab."),
			"Falls Sie den Termin nicht wahrnehmen können. Sagen Sie ihn bitte ab.", "subordinate clause left as a sentence"},
		{"ja_condition_alone", TypeWellFormed, jaGolden("ご不明な点がございましたら、本メールにご返信ください。"),
			"ご不明な点がございましたら。本メールにご返信ください。", "subordinate clause left as a sentence"},
		{"ja_bracket_moved", TypePolarity, jaGolden("FAX番号（06-6345-7790）は変わりません。\n旧事務所での営業は11月13日（金）までです。"),
			"FAX番号は変わりません。\n旧事務所での営業は11月13日（金）までです（06-6345-7790）。", "moved here from another sentence"},
		{"de_head_lost", TypeWellFormed, deGolden("Frau Müller von der Hausverwaltung meldet, dass in der Wohnung Wasser aus der Decke tropft."),
			"der Hausverwaltung meldet, dass in der Wohnung Wasser aus der Decke tropft.", "opens mid-sentence"},
		{"prose_as_json", TypeJSONShape, deGolden("Frau Müller meldet einen Wasserschaden. Sie bittet um einen Installateur."),
			`{"text": "Frau Müller meldet einen Wasserschaden. Sie bittet um einen Installateur."}`, "JSON document where the golden is prose"},
	}
	assertTypedCatches(t, tests)
}

func TestShapeRulesPassParaphrases(t *testing.T) {
	letter := "Sehr geehrte Frau Schäfer,\n\nhiermit bestätigen wir Ihren Termin am 26.10.2026 um 10:30 Uhr.\n\nMit freundlichen Grüßen"
	tests := []typedPass{
		{"de_subject_above_salutation", TypeWellFormed, deGolden(letter),
			"Betreff: Ihr Termin am 26.10.2026\n\nSehr geehrte Frau Schäfer,\n\nhiermit bestätigen wir Ihren Termin am 26.10.2026 um 10:30 Uhr.\n\nMit freundlichen Grüßen"},
		{"de_callout_quoted_in_own_words", TypeWellFormed, deGolden("Das Gerät unterstützt nur WLAN im 2,4-GHz-Band."), "> **Wichtig:** Das Gerät unterstützt nur WLAN im 2,4-GHz-Band."},
		{"de_condition_with_main_clause", TypeWellFormed, deGolden("Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte ab."),
			"Wenn Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte spätestens einen Tag vorher ab."},
		{"ja_bracket_kept_and_glossed", TypePolarity, jaGolden("発送日は10月19日（月）です。\nお届けは10月22日です。"), "発送日は10月19日（月）です。\nお届けは10月22日（木）です。"},
		{"de_lowercase_letter_body", TypeWellFormed, deGolden(letter), "Sehr geehrte Frau Schäfer,\n\nhiermit bestätigen wir Ihren Termin am 26.10.2026 um 10:30 Uhr.\n\nMit freundlichen Grüßen"},
	}
	assertTypedPasses(t, tests)
}

func TestLoopBelittlingNearMissRulesPassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"ja_masumasu_a_word", TypeRepeatedUnits, jaGolden("需要が増えています。"), "需要がますます増えています。"},
		{"de_das_das", TypeRepeatedUnits, deGolden("Wir prüfen das Gerät, das Sie eingeschickt haben."), "Wir prüfen das Gerät, das das Labor getestet hat."},
		{"de_amounts_not_words", TypeRepeatedUnits, deGolden("Es fallen 1.000 € an."), "Es fallen 1.000 1.000 € an."},
		{"de_not_tragic_absent", TypeRegisterSymbols, generalCase{lang: "de", golden: "Die Lieferung verzögert sich.", formal: true}, "Die Lieferung verzögert sich leider etwas."},
		{"de_halt_noun", TypeRegisterSymbols, generalCase{lang: "de", golden: "Der Bus hält dort.", formal: true}, "Halt: Der Bus hält dort."},
		{"de_compound_from_kostenlos", TypeWellFormed, generalCase{lang: "de", golden: "Legen Sie die gewünschten Heizzeiten für jeden Wochentag fest.", request: "Die App regelt die Heizphasen."},
			"Legen Sie die gewünschten Heizphasen für jeden Wochentag fest."},
		{"ja_occasion_de_ni", TypePolarity, jaGolden("次回のお買い物でご利用いただけるクーポンをお送りいたします。"), "次回のお買い物にご利用いただけるクーポンをお送りいたします。"},
		{"ja_topic_particle", TypePolarity, jaGolden("作業員が訪問の30分前にお電話いたします。"), "作業員は訪問の30分前にお電話いたします。"},
		{"de_enclosed_kept", TypePolarity, deGolden("Bitte schicken Sie die Lampe mit dem beiliegenden Etikett an uns zurück."), "Bitte schicken Sie die Lampe mit dem beigefügten Etikett an uns zurück."},
	}
	assertTypedPasses(t, tests)
}
