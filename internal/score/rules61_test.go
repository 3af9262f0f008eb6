package score

import "testing"

// Blind batch 61's misses prompted these rules: a golden sentence given a word that
// ties it to something else or weighs it (a restatement, an example, an aside, a
// bargain, something expected, a reply in kind, a condition), a hedge that limits a
// fact to theory or to what the writer knows, a rule with exceptions to a deadline,
// and a German tag question. What each catches, and paraphrases it lets pass.
func TestRules61Catch(t *testing.T) {
	tests := []typedCatch{
		{"de_fact_made_example", TypePolarity, deGolden("Der Kopplungsmodus bleibt 10 Minuten aktiv."), "Zum Beispiel bleibt der Kopplungsmodus 10 Minuten aktiv.", "an example"},
		{"ja_fact_made_restatement", TypePolarity, jaGolden("FAX番号（06-6345-7790）は変わりません。"), "つまり、FAX番号（06-6345-7790）は変わりません。", "a restatement"},
		{"de_fault_expected_all_along", TypePolarity, deGolden("- Mangel: Die Pumpe baut seit dem zweiten Tag keinen Druck mehr auf."),
			"- Mangel: Die Pumpe baut wie erwartet seit dem zweiten Tag keinen Druck mehr auf.", "expected all along"},
		{"ja_thanks_in_kind", TypePolarity, jaGolden("お問い合わせいただき、ありがとうございます。"), "こちらこそ、お問い合わせいただき、ありがとうございます。", "in kind"},
		{"ja_chain_made_condition", TypePolarity, jaGolden("担当の西村が調査し、10月19日（月）17時までに回答する。"), "担当の西村が調査すれば、10月19日（月）17時までに回答する。", "a condition"},
		{"de_request_made_bargain", TypePolarity, deGolden("Bitte bringen Sie Ihre Versichertenkarte mit."), "Im Gegenzug bringen Sie bitte Ihre Versichertenkarte mit.", "a bargain"},
		{"ja_news_told_as_known", TypePolarity, jaGolden("お支払い期限は2026年10月30日（金）です。"), "ご存じのとおり、お支払い期限は2026年10月30日（金）です。", "knows already"},
		{"de_apology_made_aside", TypePolarity, deGolden("Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen."), "Übrigens bitten wir Sie, die Unannehmlichkeiten zu entschuldigen.", "an aside"},
		{"de_sole_cause_made_main", TypePolarity, deGolden("Aufgrund des Fertigungsablaufs verschiebt sich der Versand vom 19.10.2026 auf den 26.10.2026."),
			"Hauptsächlich aufgrund des Fertigungsablaufs verschiebt sich der Versand vom 19.10.2026 auf den 26.10.2026.", "the main one"},
		{"de_delivery_in_theory", TypeStance, deGolden("Gern liefern wir Ihre Bestellung WE-20417 am 12.11.2026."), "Gern liefern wir theoretisch Ihre Bestellung WE-20417 am 12.11.2026.", "makes a guess"},
		{"ja_deadline_as_a_rule", TypeStance, jaGolden("日程の変更をご希望の場合は、前日の17時までにご連絡ください。"), "日程の変更をご希望の場合は、原則として前日の17時までにご連絡ください。", "exceptions"},
		{"de_tag_question", TypeRegisterSymbols, deGolden("Hiermit bestätigen wir Ihren Termin am 26.10.2026."), "Hiermit bestätigen wir Ihren Termin am 26.10.2026, nicht wahr?", "tag question"},
	}
	assertTypedCatches(t, tests)
}

func TestRules61PassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_wenn_said_falls", TypePolarity, deGolden("Wenn die Anzeige blinkt, drücken Sie die Taste „Start“ erneut."), "Falls die Anzeige blinkt, drücken Sie die Taste „Start“ erneut."},
		{"ja_suru_to_said_sureba", TypePolarity, jaGolden("体重が表示されたことを確認すると、設定は完了です。"), "体重が表示されたことを確認すれば、設定は完了です。"},
		{"de_first_step_opened_with_zunaechst", TypePolarity, deGolden("1. Laden Sie die App herunter und öffnen Sie sie."), "1. Zunächst laden Sie die App herunter und öffnen Sie sie."},
		{"ja_steps_joined_with_tara", TypePolarity, jaGolden("4. アプリを起動し、画面の案内に従ってアカウントを作成します。"), "4. アプリを起動したら、画面の案内に従ってアカウントを作成します。"},
		{"de_insbesondere_said_vor_allem", TypePolarity, deGolden("Prüfen Sie insbesondere das WLAN-Passwort auf Leerzeichen."), "Prüfen Sie vor allem das WLAN-Passwort auf Leerzeichen."},
		{"de_example_the_case_gives", TypePolarity, deGolden("Legen Sie Heizzeiten fest, zum Beispiel 21 °C von 6 bis 22 Uhr."), "Legen Sie Heizzeiten fest, beispielsweise 21 °C von 6 bis 22 Uhr."},
		{"ja_known_to_reader_reworded", TypePolarity, jaGolden("ご存じのとおり、来月から料金が改定されます。"), "ご承知のとおり、来月から料金が改定されます。"},
	}
	assertTypedPasses(t, tests)
}
