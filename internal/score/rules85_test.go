package score

import "testing"

// Blind batch 85's misses prompted these rules: a step of a procedure whose sentences
// come in the other order, a restriction or a condition the case never sets (nur,
// wenn …; vorausgesetzt, dass …; a condition closing a sentence; a weekend a
// statement is narrowed to), a link said to follow that the answer never gives, an
// enclosure line naming a document the case never sends, a reference dated with
// another date of the case, a day a move goes to told as the day it leaves, a check
// passed told as outstanding, and wir with a verb in the singular. What they catch,
// and paraphrases they let pass.
func TestRules85Catch(t *testing.T) {
	deSteps := "So richten Sie die App ein:\n\n1. Laden Sie die App herunter.\n2. Öffnen Sie die App und legen Sie ein Konto an. Bestätigen Sie anschließend Ihre E-Mail-Adresse.\n3. Koppeln Sie das Gerät."
	jaSteps := "初期設定の手順です。\n\n1. 箱から本体を取り出し、電池カバーを開けます。電池を2個入れてから、カバーを閉じてください。\n2. 本体を床に置きます。\n3. アプリを開きます。"
	deLetter := "Sehr geehrter Herr Hoffmann,\n\nvielen Dank für Ihre Nachricht. Gern liefern wir Ihre Bestellung WE-20417 direkt an das Prüflabor.\nDie Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr.\n\nMit freundlichen Grüßen"
	deRequest := "Bitte liefern Sie die Bestellung WE-20417 an das Prüflabor. Passt die Lieferung am 12.11.2026?"
	jaLetter := "岡田様\n\nこのたびはご迷惑をおかけし、申し訳ございません。\n交換品は10月21日にお届けします。\n今後ともよろしくお願いいたします。\n\nハルカゼ寝具店 カスタマーサポート"
	tests := []typedCatch{
		{"de_step_sentences_reversed", TypePolarity, deGolden(deSteps), editOnce(deSteps, "Öffnen Sie die App und legen Sie ein Konto an. Bestätigen Sie anschließend Ihre E-Mail-Adresse.", "Bestätigen Sie anschließend Ihre E-Mail-Adresse. Öffnen Sie die App und legen Sie ein Konto an."), "step does first"},
		{"ja_step_sentences_reversed", TypePolarity, jaGolden(jaSteps), editOnce(jaSteps, "箱から本体を取り出し、電池カバーを開けます。電池を2個入れてから、カバーを閉じてください。", "電池を2個入れてから、カバーを閉じてください。箱から本体を取り出し、電池カバーを開けます。"), "step does first"},
		{"de_only_if_with_comma", TypeStance, deGolden(deLetter), editOnce(deLetter, "zwischen 8 und 12 Uhr.", "zwischen 8 und 12 Uhr – dies gilt jedoch nur, wenn Sie den Termin erneut bestätigen."), "restriction to some occasions"},
		{"de_provided_that", TypeStance, deGolden(deLetter), editOnce(deLetter, "zwischen 8 und 12 Uhr.", "zwischen 8 und 12 Uhr, vorausgesetzt, dass das Labor geöffnet ist."), "restriction to some occasions"},
		{"de_condition_closing_clause", TypeStance, deGolden("Bitte schicken Sie die Lampe an uns zurück; für Sie entstehen dabei keine Kosten."), "Bitte schicken Sie die Lampe an uns zurück, sofern wir Sie vorher daran erinnern; für Sie entstehen dabei keine Kosten.", "puts the condition"},
		{"ja_weekend_narrowed", TypeStance, jaGolden(jaLetter), editOnce(jaLetter, "交換品は", "土日の場合、交換品は"), "weekend or a holiday"},
		{"de_weekend_narrowed", TypeStance, deGolden(deLetter), editOnce(deLetter, "Die Lieferung erfolgt", "Am Wochenende erfolgt die Lieferung"), "weekend or a holiday"},
		{"de_link_below_never_given", TypeStance, deGolden(deSteps), editOnce(deSteps, "Laden Sie die App herunter.", "Laden Sie die App über den unten stehenden Link herunter."), "link or an address"},
		{"ja_link_below_never_given", TypeStance, jaGolden(jaSteps), editOnce(jaSteps, "アプリを開きます。", "下記のリンクからアプリを開きます。"), "link or an address"},
		{"ja_enclosure_never_sent", TypeStance, jaGolden(jaLetter), jaLetter + "\n\n添付資料：ご注文確認書（写し）", "enclosure the case never sends"},
		{"de_enclosure_never_sent", TypeStance, deGolden(deLetter), deLetter + "\n\nAnlage: Kopie der Auftragsbestätigung", "enclosure the case never sends"},
		{"de_reference_dated_with_delivery_day", TypeNumbers, generalCase{lang: "de", golden: deLetter, request: deRequest}, editOnce(deLetter, "WE-20417 direkt", "WE-20417 vom 12.11.2026 direkt"), "a date the case never gives it"},
		{"ja_reference_dated_with_deadline", TypeNumbers, generalCase{lang: "ja", golden: "お見積もり（見積番号 TU-4471）をお送りいたします。10月30日までにご承認ください。", request: "見積番号 TU-4471 を送付してください。承認期限は10月30日です。"}, "お見積もり（見積番号 TU-4471（2026年10月30日付））をお送りいたします。10月30日までにご承認ください。", "a date the case never gives it"},
		{"de_move_target_made_origin", TypeNumbers, deGolden("- Die Inbetriebnahme verschiebt sich auf den 07.12.2026."), "- Die Inbetriebnahme verschiebt sich vom 07.12.2026.", "the day it moves from"},
		{"ja_move_target_made_origin", TypeNumbers, jaGolden("訪問日を10月23日に変更いたしました。"), "訪問日を10月23日から変更いたしました。", "the day it moves from"},
		{"de_passed_told_outstanding", TypePolarity, deGolden("Die Druckbehälterprüfung ist bestanden, die Genehmigung steht noch aus."), "Die Druckbehälterprüfung steht noch aus, die Genehmigung steht noch aus.", "a result reached made a result still outstanding"},
		{"de_wir_after_singular", TypeWellFormed, deGolden(deLetter), editOnce(deLetter, "Gern liefern wir", "Gern habe wir"), "wir with a verb"},
	}
	assertTypedCatches(t, tests)
}

func TestRules85PassParaphrases(t *testing.T) {
	deSteps := "So richten Sie die App ein:\n\n1. Laden Sie die App herunter.\n2. Öffnen Sie die App und legen Sie ein Konto an. Bestätigen Sie anschließend Ihre E-Mail-Adresse.\n3. Koppeln Sie das Gerät."
	deLetter := "Sehr geehrter Herr Hoffmann,\n\nvielen Dank für Ihre Nachricht. Gern liefern wir Ihre Bestellung WE-20417 direkt an das Prüflabor.\nDie Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. Bitte beachten Sie, dass wir nur werktags zustellen.\n\nMit freundlichen Grüßen"
	tests := []typedPass{
		{"de_steps_reworded_in_order", TypePolarity, deGolden(deSteps), editOnce(deSteps, "Öffnen Sie die App und legen Sie ein Konto an. Bestätigen Sie anschließend Ihre E-Mail-Adresse.", "Öffnen Sie die App, legen Sie ein Konto an und bestätigen Sie dann Ihre E-Mail-Adresse.")},
		{"de_weekend_said_by_workdays", TypeStance, deGolden(deLetter), editOnce(deLetter, "nur werktags zustellen.", "nur werktags und nicht am Wochenende zustellen.")},
		{"de_address_follows", TypeStance, deGolden(deLetter), editOnce(deLetter, "direkt an das Prüflabor.", "direkt an die folgende Adresse des Prüflabors.")},
		{"de_link_given", TypeStance, deGolden(deSteps), editOnce(deSteps, "Laden Sie die App herunter.", "Laden Sie die App über den folgenden Link herunter: https://example.com/app")},
		{"de_reference_dated_as_the_request_does", TypeNumbers, generalCase{lang: "de", golden: deLetter, request: "Meine Bestellung WE-20417 vom 02.11.2026 bitte an das Prüflabor liefern. Passt die Lieferung am 12.11.2026?"}, editOnce(deLetter, "WE-20417 direkt", "WE-20417 vom 02.11.2026 direkt")},
		{"de_move_target_kept", TypeNumbers, deGolden("- Die Inbetriebnahme verschiebt sich auf den 07.12.2026."), "- Die Inbetriebnahme wird auf den 07.12.2026 verschoben."},
		{"de_wir_plural", TypeWellFormed, deGolden(deLetter), editOnce(deLetter, "Gern liefern wir", "Gern haben wir Ihren Wunsch aufgenommen und liefern")},
	}
	assertTypedPasses(t, tests)
}
