package grade

import "strings"

// Batch 94b was found by a reviewer who traced who is who: for every answer they
// followed each person, company, department and role from the case into the text and
// marked the identity faults a quantized or misconfigured model made: a pronoun or
// possessive pointing at the wrong party, a title, rank or honorific moved to another
// person, two people merged or one split, a department or company swapped for another
// one the case names, the customer and the supplier confused, a signature changed, a
// statement credited to the wrong speaker.

// b94bFirst applies the first pair of pairs whose old text occurs in s, once.
func b94bFirst(s string, pairs [][2]string) string {
	for _, p := range pairs {
		if strings.Contains(s, p[0]) {
			return strings.Replace(s, p[0], p[1], 1)
		}
	}
	return s
}

// b94bTrade exchanges every a and b in s for the first pair whose both sides occur.
func b94bTrade(s string, pairs [][2]string) string {
	for _, p := range pairs {
		if strings.Contains(s, p[0]) && strings.Contains(s, p[1]) {
			const mark = "\x00b94b\x00"
			s = strings.ReplaceAll(s, p[0], mark)
			s = strings.ReplaceAll(s, p[1], p[0])
			return strings.ReplaceAll(s, mark, p[1])
		}
	}
	return s
}

var heldOutBatch94b = []heldOutKind{
	// b94b_statement_credited_to_other_named_person: a report or request is credited
	// to another person the same case names, so the reader chases the wrong person.
	// de: "Laut Frau Dr. Vogt kommt der Verdichter" → "Laut Herrn Oßwald kommt der Verdichter"
	// ja: "責任者の髙橋が第3回進捗を報告した" → "ソラノ物流が第3回進捗を報告した"
	{"b94b_statement_credited_to_other_named_person", "first", func(lang, s string) string {
		return b94bFirst(s, [][2]string{
			{"Laut Frau Dr. Vogt", "Laut Herrn Oßwald"},
			{"Herr Strauß bittet", "Frau Dr. Jäger bittet"},
			{"Sie bittet darum", "Herr Weiß bittet darum"},
			{"責任者の髙橋が第3回進捗を報告した", "ソラノ物流が第3回進捗を報告した"},
			{"松本様より、", "交換品の発送元より、"},
			{"担当の西村が調査し", "髙橋様が調査し"},
		})
	}},
	// b94b_named_subject_replaced_by_pronoun_of_other_party: a named subject becomes a
	// pronoun that, by gender or by nearest antecedent, points at the other person.
	// de: "Herr Oßwald meldet Mehrkosten" → "Sie meldet Mehrkosten" (now Frau Dr. Vogt)
	// ja: "髙橋様は月末の給与計算に" → "同氏は月末の給与計算に" (now 西村, the last named)
	{"b94b_named_subject_replaced_by_pronoun_of_other_party", "first", func(lang, s string) string {
		return b94bFirst(s, [][2]string{
			{"Herr Oßwald meldet", "Sie meldet"},
			{"Herr Weiß ist bis", "Sie ist bis"},
			{"Entscheidung: Herr Strauß bittet", "Entscheidung: Sie bittet"},
			{"Frau Köhler bittet um ein", "Er bittet um ein"},
			{"髙橋様は月末の", "同氏は月末の"},
			{"請求書の送付先は経理部の小西課長", "請求書の送付先は同部長"},
		})
	}},
	// b94b_academic_title_traded_between_two_people: the titles of two people of the
	// case are exchanged, so the professor is addressed as a plain doctor and the
	// other person gains a rank they do not hold.
	// de: "Prof. Dr. Kühn … Frau Dr. Vogt" → "Dr. Kühn … Frau Prof. Dr. Vogt"
	// ja: "佐藤部長 … Katharina Weber教授" → "佐藤教授 … Katharina Weber部長"
	{"b94b_academic_title_traded_between_two_people", "raw", func(lang, s string) string {
		switch {
		case strings.Contains(s, "Herr Prof. Dr. Hoffmann") && strings.Contains(s, "Frau Dr. Julia Schulze"):
			s = strings.ReplaceAll(s, "Herr Prof. Dr. Hoffmann", "Herr Dr. Hoffmann")
			return strings.ReplaceAll(s, "Frau Dr. Julia Schulze", "Frau Prof. Dr. Julia Schulze")
		case strings.Contains(s, "Prof. Dr. Kühn") && strings.Contains(s, "Frau Dr. Vogt"):
			s = strings.ReplaceAll(s, "Prof. Dr. Kühn", "Dr. Kühn")
			return strings.ReplaceAll(s, "Frau Dr. Vogt", "Frau Prof. Dr. Vogt")
		case strings.Contains(s, "Frau Dr. Jäger") && strings.Contains(s, "Herr Strauß"):
			s = strings.ReplaceAll(s, "Frau Dr. Jäger", "Frau Jäger")
			return strings.ReplaceAll(s, "Herr Strauß", "Herr Dr. Strauß")
		case strings.Contains(s, "佐藤部長") && strings.Contains(s, "Weber教授"):
			s = strings.ReplaceAll(s, "佐藤部長", "佐藤教授")
			return strings.ReplaceAll(s, "Weber教授", "Weber部長")
		}
		return s
	}},
	// b94b_department_traded_with_other_department: two departments of one
	// organisation trade places, so goods or invoices go to the wrong unit.
	// de: "Labor für Hochspannungstechnik … Zentraler Einkauf" → "Zentraler Einkauf … Labor für Hochspannungstechnik"
	// ja: "請求書の送付先は経理部の小西課長" → "請求書の送付先は営業部の小西課長"
	{"b94b_department_traded_with_other_department", "strings", func(lang, s string) string {
		s2 := b94bTrade(s, [][2]string{{"Labor für Hochspannungstechnik", "Zentraler Einkauf"}})
		if s2 != s {
			return s2
		}
		return b94bFirst(s, [][2]string{
			{"経理部の小西課長", "営業部の小西課長"},
			{"配送センターでの作業遅延", "カスタマーサポートでの作業遅延"},
		})
	}},
	// b94b_person_and_company_names_traded: a person's surname and the firm's name are
	// exchanged, so the letter is from a person of the wrong name at a firm that does
	// not exist.
	// de: "Hier schreibt Yamada von Kobayashi Seiki." → "Hier schreibt Kobayashi von Yamada Seiki."
	// ja: "株式会社ミナトデザインの髙橋様" → "株式会社髙橋デザインのミナト様"
	{"b94b_person_and_company_names_traded", "first", func(lang, s string) string {
		return b94bFirst(s, [][2]string{
			{"Yamada von Kobayashi Seiki", "Kobayashi von Yamada Seiki"},
			{"Frau Müller von der Hausverwaltung Schößler", "Frau Schößler von der Hausverwaltung Müller"},
			{"Firma ist Wärmetechnik Förster, die Statik prüft Frau Dr. Jäger", "Firma ist Wärmetechnik Jäger, die Statik prüft Frau Dr. Förster"},
			{"株式会社ミナトデザインの髙橋様", "株式会社髙橋デザインのミナト様"},
			{"ハルカゼ寝具店 カスタマーサポート 岡田", "岡田寝具店 カスタマーサポート ハルカゼ"},
		})
	}},
	// b94b_honorific_moved_from_customer_to_own_staff: the honorific 様 leaves the
	// customer and is given to the company's own staff member (or the internal
	// project lead), which reverses who is outside and who inside.
	// de: "Ken Yamada" (signature) → "Herr Ken Yamada" and "Sehr geehrter Herr Groß," → "Sehr geehrter Groß,"
	// ja: "髙橋様は月末の … 担当の西村が" → "髙橋は月末の … 担当の西村様が"
	{"b94b_honorific_moved_from_customer_to_own_staff", "raw", func(lang, s string) string {
		switch {
		case strings.Contains(s, "髙橋様") && strings.Contains(s, "担当の西村"):
			s = strings.ReplaceAll(s, "髙橋様", "髙橋")
			return strings.ReplaceAll(s, "担当の西村", "担当の西村様")
		case strings.Contains(s, "小林 恵子様") && strings.Contains(s, "サポート 岡田"):
			s = strings.ReplaceAll(s, "小林 恵子様", "小林 恵子")
			return strings.ReplaceAll(s, "サポート 岡田", "サポート 岡田様")
		case strings.Contains(s, "責任者の髙橋が"):
			return strings.ReplaceAll(s, "責任者の髙橋が", "責任者の髙橋様が")
		case strings.Contains(s, "Sehr geehrter Herr Groß,") && strings.Contains(s, "\nKen Yamada"):
			s = strings.ReplaceAll(s, "Sehr geehrter Herr Groß,", "Sehr geehrter Groß,")
			return strings.ReplaceAll(s, "\nKen Yamada", "\nHerr Ken Yamada")
		}
		return s
	}},
	// b94b_reporter_and_affected_person_traded: within one sentence the person who
	// acts and the person affected trade places.
	// de: "Frau Müller … in der Wohnung von Herrn Weiß" → "Herr Weiß … in der Wohnung von Frau Müller"
	// ja: "営業の担当は引き続き松田部長で、…経理部の小西課長" → "営業の担当は引き続き小西課長で、…経理部の松田部長"
	{"b94b_reporter_and_affected_person_traded", "first", func(lang, s string) string {
		return b94bFirst(s, [][2]string{
			{"Frau Müller von der Hausverwaltung Schößler meldet, dass in der Wohnung von Herrn Weiß", "Herr Weiß von der Hausverwaltung Schößler meldet, dass in der Wohnung von Frau Müller"},
			{"ausführende Firma ist Wärmetechnik Förster, die Statik prüft Frau Dr. Jäger", "ausführende Firma ist Frau Dr. Jäger, die Statik prüft Wärmetechnik Förster"},
			{"Prof. Dr. Kühn hat das Sicherheitsgutachten vorgestellt", "Herr Oßwald hat das Sicherheitsgutachten vorgestellt"},
			{"引き続き松田部長で、請求書の送付先は経理部の小西課長", "引き続き小西課長で、請求書の送付先は経理部の松田部長"},
			{"担当の西村が調査し", "髙橋様が調査し、担当の西村が"},
		})
	}},
	// b94b_recommended_supplier_name_traded: in a comparison the recommended supplier
	// and the rejected one trade names, so the figures belong to the wrong firm.
	// de: "Empfehlung: Eisblock Systemtechnik KG ist … Nordkälte AG ist zwar günstiger" → "Empfehlung: Nordkälte AG ist … Eisblock Systemtechnik KG ist zwar günstiger"
	// ja: "| コピー用紙A4（500枚×5冊） |" → "| プリンタートナー TN-293 |" (first row credited to the toner line)
	{"b94b_recommended_supplier_name_traded", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if strings.HasPrefix(l, "Empfehlung:") {
				lines[i] = b94bTrade(l, [][2]string{{"Eisblock Systemtechnik KG", "Nordkälte AG"}})
				return strings.Join(lines, "\n")
			}
		}
		for i, l := range lines {
			if strings.HasPrefix(l, "| コピー用紙") {
				lines[i] = strings.Replace(l, "コピー用紙A4（500枚×5冊）", "プリンタートナー TN-293", 1)
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},
	// b94b_possessive_moved_between_reader_and_writer: a possessive flips from the
	// reader's side to the writer's or back, so the thing belongs to the wrong party.
	// de: "an Ihre Rechnungsanschrift" → "an unsere Rechnungsanschrift"
	// ja: "当方の試験台はそれまで予約で埋まっており" → "貴社の試験台はそれまで予約で埋まっており"
	{"b94b_possessive_moved_between_reader_and_writer", "first", func(lang, s string) string {
		return b94bFirst(s, [][2]string{
			{"an Ihre Rechnungsanschrift", "an unsere Rechnungsanschrift"},
			{"Bitte bringen Sie Ihre Versichertenkarte", "Bitte bringen Sie unsere Versichertenkarte"},
			{"dass Ihre Stehlampe", "dass unsere Stehlampe"},
			{"an unseren Kundendienst", "an Ihren Kundendienst"},
			{"für Ihre gute Zusammenarbeit", "für unsere gute Zusammenarbeit"},
			{"当方の試験台", "貴社の試験台"},
			{"当研究室をご訪問", "貴社の研究室をご訪問"},
			{"いつもハルカゼ寝具店をご利用", "いつも貴店をご利用"},
		})
	}},
	// b94b_signature_department_taken_from_case_body: the signing unit is replaced by
	// another department the case names, one that does not write to customers.
	// de: "Ihre Großkundenbetreuung" → "Ihr Zentraler Einkauf"
	// ja: "ハルカゼ寝具店 カスタマーサポート 岡田" → "ハルカゼ寝具店 配送センター 岡田"
	{"b94b_signature_department_taken_from_case_body", "raw", func(lang, s string) string {
		return b94bFirst(s, [][2]string{
			{"\nIhre Großkundenbetreuung", "\nIhr Zentraler Einkauf"},
			{"\nIhr Kundenservice von Leuchtenhaus Nord", "\nIhr Versand von Leuchtenhaus Nord"},
			{"ハルカゼ寝具店 カスタマーサポート 岡田", "ハルカゼ寝具店 配送センター 岡田"},
			{"\nProf. Dr. Katharina Weber教授", "\nInstitut für Schwingungstechnik 試験台予約係"},
		})
	}},
	// b94b_rank_copied_onto_other_person: one person's rank is copied onto the other
	// person of the case, so two people share the same rank and the real hierarchy
	// is lost.
	// de: "Frau Dr. Vogt" → "Frau Prof. Dr. Vogt" (copied from Prof. Dr. Kühn)
	// ja: "\"primary_contact\": \"石井部長\"" → "\"primary_contact\": \"石井課長\"" (copied from 森課長)
	{"b94b_rank_copied_onto_other_person", "first", func(lang, s string) string {
		return b94bFirst(s, [][2]string{
			{"石井部長", "石井課長"},
			{"松田部長", "松田課長"},
			{"佐藤部長", "佐藤教授"},
			{"Laut Frau Dr. Vogt", "Laut Frau Prof. Dr. Vogt"},
			{"z. Hd. Frau Dr. Julia Schulze", "z. Hd. Frau Prof. Dr. Julia Schulze"},
		})
	}},
	// b94b_second_person_merged_into_first: one role holder is replaced by the other
	// person of the case, so two people collapse into one.
	// de: "z. Hd. Frau Dr. Julia Schulze" → "z. Hd. Herrn Prof. Dr. Hoffmann"
	// ja: "森課長" → "石井課長" (deputy becomes the primary contact)
	{"b94b_second_person_merged_into_first", "first", func(lang, s string) string {
		return b94bFirst(s, [][2]string{
			{"z. Hd. Frau Dr. Julia Schulze", "z. Hd. Herrn Prof. Dr. Hoffmann"},
			{"die Statik prüft Frau Dr. Jäger", "die Statik prüft Herr Strauß"},
			{"Herr Oßwald meldet", "Frau Dr. Vogt meldet"},
			{"森課長", "石井課長"},
			{"経理部の小西課長", "経理部の松田部長"},
			{"担当の西村", "担当の髙橋"},
		})
	}},
	// b94b_later_mention_renamed_as_second_person: a later mention of a person gets
	// another name from the case, so one person is split into two.
	// de: "aber Frau Müller kann die Wohnung" → "aber Frau Schößler kann die Wohnung"
	// ja: "髙橋様は月末の給与計算" → "ミナトデザインの西村様は月末の給与計算"
	{"b94b_later_mention_renamed_as_second_person", "raw", func(lang, s string) string {
		return b94bFirst(s, [][2]string{
			{"aber Frau Müller kann", "aber Frau Schößler kann"},
			{"\nKen Yamada", "\nKen Kobayashi"},
			{"Frau Köhler bittet um", "Frau Kohl bittet um"},
			{"髙橋様は月末の", "ミナトデザインの西村様は月末の"},
			{"松本様\\n", "岡田様\\n"},
		})
	}},
	// b94b_customer_act_reassigned_to_writer: what the customer did (ordered, sent,
	// added) is told as done by the writer's firm, confusing customer and supplier.
	// de: "der von Ihnen bestellten Teile" → "der von uns bestellten Teile"
	// ja: "ユーザーを1名追加していただいたため" → "ユーザーを1名追加いたしましたため"
	{"b94b_customer_act_reassigned_to_writer", "first", func(lang, s string) string {
		return b94bFirst(s, [][2]string{
			{"der von Ihnen bestellten Teile", "der von uns bestellten Teile"},
			{"Gern liefern wir Ihre Bestellung", "Gern liefern wir unsere Bestellung"},
			{"ユーザーを1名追加していただいたため", "ユーザーを1名追加いたしましたため"},
			{"お送りいただいた写真で", "当方でお送りした写真で"},
			{"修理のご依頼をいただき", "修理のご依頼をさせていただき"},
			{"ご訪問いただき", "ご訪問させていただき"},
		})
	}},
}
