package score

import "testing"

// Blind batch 59's misses prompted these rules: a person's standing changed, a person
// called by the given name alone, a surname given -in, a letter's opening over a text
// that is no letter, a memo's 以上 for a letter's closing, a salutation with へ, a
// sentence cut to a note with no one to act, and a list's shape changed at one place.
// What each catches, and paraphrases it lets pass.
func TestRules59Catch(t *testing.T) {
	letter := "小林 恵子様\n\nいつもご利用いただき、誠にありがとうございます。\n新しいお届け予定日は10月21日（水）です。\n今後ともどうぞよろしくお願いいたします。\n\nハルカゼ寝具店"
	tests := []typedCatch{
		{"de_role_made_former", TypeStance, deGolden("- Prof. Dr. Kühn hat das Gutachten vorgestellt."), "- Der frühere Gutachter Prof. Dr. Kühn hat das Gutachten vorgestellt.", "standing"},
		{"ja_role_made_former", TypeStance, jaGolden("担当の西村が調査し、10月19日までに回答する。"), "前担当の西村が調査し、10月19日までに回答する。", "standing"},
		{"de_proxy_added", TypeStance, deGolden("- Prof. Dr. Kühn hat das Gutachten vorgestellt."), "- Prof. Dr. Kühn, in Vertretung von Frau Dr. Vogt, hat das Gutachten vorgestellt.", "standing"},
		{"de_given_name_alone", TypeStance, generalCase{lang: "de", golden: "Frau Müller meldet einen Wasserschaden.", request: "Anruf von Frau Hannelore Müller, Hausverwaltung."},
			"Hannelore meldet einen Wasserschaden.", "given name alone"},
		{"ja_given_name_alone", TypeStance, generalCase{lang: "ja", golden: "髙橋様から問い合わせがあった。", request: "株式会社ミナトデザインの髙橋 誠様から電話あり。"},
			"誠さんから問い合わせがあった。", "given name alone"},
		{"de_surname_feminised", TypeStance, deGolden(`{"name": "Petra Müller", "city": "Lüneburg"}`), `{"name": "Petra Müllerin", "city": "Lüneburg"}`, "job title's ending"},
		{"ja_summary_opened_as_mail", TypeStance, jaGolden("移転日は11月16日です。"), "お世話になっております。\n移転日は11月16日です。", "opening"},
		{"ja_closing_made_ijou", TypeStance, jaGolden(letter), editOnce(letter, "今後ともどうぞよろしくお願いいたします。", "以上"), "以上"},
		{"ja_salutation_with_e", TypeStance, jaGolden("佐藤部長\n\nお見積もりをお送りいたします。"), "佐藤部長へ\n\nお見積もりをお送りいたします。", "へ"},
		{"de_step_cut_to_note", TypeStance, deGolden("6. Geben Sie das Passwort Ihres WLANs ein."), "6. Das Passwort Ihres WLANs eingeben.", "no one to act"},
		{"de_request_lost_its_sie", TypeStance, deGolden("Bitte beachten Sie, dass wir nur werktags zustellen."), "Bitte beachten, dass wir nur werktags zustellen.", "no one to act"},
		{"prose_line_made_lone_item", TypeStance, deGolden("Herr Weiß ist verreist.\nFrau Müller kann aufschließen.\nSie bittet um einen Installateur."),
			"Herr Weiß ist verreist.\n- Frau Müller kann aufschließen.\nSie bittet um einen Installateur.", "only list item"},
		{"item_split_in_two", TypeStance, deGolden("- Mangel: Die Pumpe baut keinen Druck auf; der Espresso läuft nur tröpfchenweise.\n- Frau Köhler bittet um ein Etikett."),
			"- Mangel: Die Pumpe baut keinen Druck auf\n- Der Espresso läuft nur tröpfchenweise.\n- Frau Köhler bittet um ein Etikett.", "split into two"},
	}
	assertTypedCatches(t, tests)
}

func TestRules59PassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_full_name_kept", TypeStance, generalCase{lang: "de", golden: "Frau Müller meldet einen Wasserschaden.", request: "Anruf von Frau Hannelore Müller, Hausverwaltung."},
			"Frau Hannelore Müller meldet einen Wasserschaden."},
		{"de_modal_statement", TypeStance, deGolden("Stellen Sie den Router näher an die Wärmepumpe."), "Der Router sollte nicht zu weit von der Wärmepumpe entfernt stehen."},
		{"de_instruction_with_sie", TypeStance, deGolden("Bitte bringen Sie Ihre Versichertenkarte mit."), "Denken Sie bitte daran, Ihre Versichertenkarte mitzubringen."},
		{"ja_letter_opened", TypeStance, jaGolden("松本様\n\nお問い合わせいただき、ありがとうございます。"), "松本様\n\nお世話になっております。お問い合わせいただき、ありがとうございます。"},
		{"de_list_all_items", TypeStance, deGolden("Herr Weiß ist verreist. Frau Müller kann aufschließen."), "- Herr Weiß ist verreist.\n- Frau Müller kann aufschließen."},
	}
	assertTypedPasses(t, tests)
}
