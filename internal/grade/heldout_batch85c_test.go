package grade

import (
	"regexp"
	"strconv"
	"strings"
)

// Batch 85c: references and cross-references. Business answers point at things:
// attachments and enclosures, text above or below, figures and links, earlier
// mentions taken up by a pronoun, items named by their position, documents named by
// their number and date. A model that loses track of what a pointer points at
// writes a pointer with nothing behind it (an enclosure, figure or link that is not
// there, "oben genannt" before anything was named), a pointer that resolves to the
// wrong thing (a pronoun in the wrong case, an item called by its position instead
// of its name, an order dated with another event's date), or hands the reader a
// pointer instead of the fact (a date "in the enclosure", an array "see the
// invoice"). Each kind damages one such reference.

var (
	b85cDeObjPron  = regexp.MustCompile(`\b(\p{L}+en) Sie (ihn|sie|es)\b`)
	b85cCode       = `([A-Z0-9]{2,}(?:-[A-Z0-9]+)+)`
	b85cDeCodeRef  = regexp.MustCompile(`\b(Bestellung|Bestellnummer|Rechnung|Rechnungsnummer|Angebotsnummer|Auftragsnummer|Auftrag)(?: Nr\.)? ` + b85cCode)
	b85cJaCodeRef  = regexp.MustCompile(`(注文番号|請求書|見積番号|受付番号|契約番号)\s?` + b85cCode)
	b85cDeCodeDet  = regexp.MustCompile(`(?:\b(Ihre|Ihrer|Ihren|die|der|den|dem) )?\b(Bestellung|Rechnung|Bestellnummer|Rechnungsnummer|Angebotsnummer|Auftragsnummer)(?: Nr\.)? ` + b85cCode)
	b85cJaCodeDet  = regexp.MustCompile(`(ご注文番号|注文番号|請求書|見積番号|修理受付番号|受付番号|契約番号)\s?` + b85cCode)
	b85cDeBitte    = regexp.MustCompile(`\b[Bb]itte (?:schicken|senden|bestätigen|bringen|teilen|geben|nennen|füllen|wenden)\b|\b(?:schicken|senden|bestätigen|bringen|teilen|geben|nennen|wenden) Sie (?:sich )?(?:uns )?bitte\b|\bsagen Sie [a-z]+ bitte\b`)
	b85cJaAsk      = regexp.MustCompile(`(?:ご連絡|ご返信|ご返送|お送り|ご承認|お問い合わせ|ご記入)[^。]*(?:ください|お願いいたします|お願い申し上げます)`)
	b85cStep       = regexp.MustCompile(`(?m)^(\d+)\. (.+)$`)
	b85cDeStore    = regexp.MustCompile(`aus dem App Store oder (?:von|bei) Google Play|über den Link, den Sie per (?:E-)?Mail erhalten`)
	b85cJaStore    = regexp.MustCompile(`App Store ?(?:または|か|や) ?Google Play ?から`)
	b85cDeDatePrep = regexp.MustCompile(`\b(am|bis zum|bis|ab dem|ab|vom|auf den|zum) (?:(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), )?(\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?: \d{4})?)(?: \((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\))?`)
	b85cJaDateFull = regexp.MustCompile(`(?:令和\d{1,2}年|\d{4}年)?\d{1,2}月\d{1,2}日(?:（[月火水木金土日]）)?`)
	b85cDePerson   = regexp.MustCompile(`(?m)^((?:- )?(?:\p{L}+: )?)(Frau|Herr) ((?:Prof\. |Dr\. )*)(\p{Lu}[\p{L}]+) (\p{Ll})`)
	b85cUILabelDe  = regexp.MustCompile(`\bauf „[^“]+“`)
	b85cUILabelJa  = regexp.MustCompile(`「[^」]+」を(選|押|タップ)`)
	b85cJSONItem   = regexp.MustCompile(`"(bezeichnung|product|produkt|artikel|item)": "([^"]*)"`)
	b85cTableSep   = regexp.MustCompile(`^\|(?:\s*:?-+:?\s*\|)+$`)
)

// b85cDeObjectPronounMadeDative: a pronoun taking up the thing the reader is to act on
// is put in the dative, so that it points at a person ("him", "her") rather than the
// app, the plan or the appointment.
// de: "sagen Sie ihn bitte spätestens 24 Stunden vorher ab" → "sagen Sie ihm bitte spätestens 24 Stunden vorher ab"
func b85cDeObjectPronounMadeDative(lang, s string) string {
	if lang != "de" {
		return s
	}
	return hoFirstMatch(b85cDeObjPron, s, func(m []string) string {
		to := map[string]string{"ihn": "ihm", "sie": "ihr", "es": "ihm"}[m[2]]
		return m[1] + " Sie " + to
	})
}

// b85cCodeDatedWithLastDate: the order, invoice or quote number is dated with the last
// date of the answer (a delivery, shipping or due date), so that the reference points
// at a document of that date that does not exist.
// de: "Bestellung WE-20417 (Schaltschrankzubehör" → "Bestellung WE-20417 vom 12.11.2026 (Schaltschrankzubehör"
// ja: "請求書INV-88213の金額" → "請求書INV-88213（2026年10月30日付）の金額"
func b85cCodeDatedWithLastDate(lang, s string) string {
	dates := hoDates(lang, s)
	if len(dates) == 0 {
		return s
	}
	d := dates[len(dates)-1]
	if lang == "ja" {
		return hoFirstMatch(b85cJaCodeRef, s, func(m []string) string {
			return m[0] + "（" + d + "付）"
		})
	}
	loc := b85cDeCodeRef.FindStringIndex(s)
	if loc == nil || strings.HasPrefix(s[loc[1]:], " vom ") {
		return s
	}
	return s[:loc[1]] + " vom " + d + s[loc[1]:]
}

// b85cItemNameAsPositionLabel: the second item of an extracted list or table is named
// by its position in the request ("Position 2", "Angebot 2", "2点目") instead of its
// name, so the record no longer says what the item is.
// de: {"bezeichnung": "Backofenthermometer Präzisa", …} → {"bezeichnung": "Position 2", …}
// de: "| Nordkälte AG | 12.450,00 € |" → "| Angebot 2 | 12.450,00 € |"
// ja: {"product": "交換用パッキン", …} → {"product": "2点目の商品", …}
func b85cItemNameAsPositionLabel(lang, s string) string {
	if locs := b85cJSONItem.FindAllStringSubmatchIndex(s, -1); len(locs) >= 2 {
		l := locs[1]
		label := "Position 2"
		if lang == "ja" {
			label = "2点目の商品"
		}
		return s[:l[4]] + label + s[l[5]:]
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if !b85cTableSep.MatchString(strings.TrimSpace(l)) {
			continue
		}
		row := 0
		for j := i + 1; j < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[j]), "|"); j++ {
			row++
			if row != 2 {
				continue
			}
			cells := strings.Split(lines[j], "|")
			if len(cells) < 3 || strings.TrimSpace(cells[1]) == "" {
				return s
			}
			label := " Angebot 2 "
			if lang == "ja" {
				label = " 2点目 "
			}
			cells[1] = label
			lines[j] = strings.Join(cells, "|")
			return strings.Join(lines, "\n")
		}
		return s
	}
	return s
}

// b85cFirstCodeMentionAsAbovePointer: the only mention of the order, invoice or quote
// number is replaced by "the above-mentioned" one, though nothing above names it: the
// pointer points at nothing and the number is gone.
// de: "Gern liefern wir Ihre Bestellung WE-20417 (Schaltschrankzubehör" → "Gern liefern wir die oben genannte Bestellung (Schaltschrankzubehör"
// ja: "請求書INV-88213の金額についてご説明いたします" → "上記の請求書の金額についてご説明いたします"
func b85cFirstCodeMentionAsAbovePointer(lang, s string) string {
	if lang == "ja" {
		m := b85cJaCodeDet.FindStringSubmatch(s)
		if m == nil || strings.Count(s, m[2]) != 1 {
			return s
		}
		return strings.Replace(s, m[0], "上記の"+m[1], 1)
	}
	m := b85cDeCodeDet.FindStringSubmatch(s)
	if m == nil || strings.Count(s, m[3]) != 1 {
		return s
	}
	var rep string
	switch m[1] {
	case "Ihre", "die", "Ihren", "den":
		rep = "die oben genannte " + m[2]
	case "Ihrer", "der", "dem":
		rep = "der oben genannten " + m[2]
	default:
		if strings.HasSuffix(m[2], "nummer") {
			rep = m[2] + ": siehe oben"
		} else {
			rep = "oben genannte " + m[2]
		}
	}
	return strings.Replace(s, m[0], rep, 1)
}

// b85cReaderActionViaAttachedForm: the first thing the reader is asked to do is tied to
// a form "attached" to the answer that the request never mentions and the answer does
// not carry, so the reader is told to use a document that does not exist.
// de: "Bitte bringen Sie Ihre Versichertenkarte mit." → "Bitte bringen Sie Ihre Versichertenkarte mit. Füllen Sie dazu bitte auch das beigefügte Formular aus."
// ja: "前日の17時までにご連絡くださいますようお願いいたします。" → "前日の17時までにご連絡くださいますようお願いいたします。その際は、添付の所定の用紙をご利用ください。"
func b85cReaderActionViaAttachedForm(lang, s string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		sen := split[r.line][r.idx]
		if lang == "ja" {
			if !b85cJaAsk.MatchString(sen) || !strings.HasSuffix(strings.TrimSpace(sen), "。") {
				continue
			}
			split[r.line][r.idx] = strings.TrimRight(sen, " ") + "その際は、添付の所定の用紙をご利用ください。"
			return hoJoin(split)
		}
		if !b85cDeBitte.MatchString(sen) || !strings.HasSuffix(strings.TrimSpace(sen), ".") {
			continue
		}
		trail := sen[len(strings.TrimRight(sen, " ")):]
		split[r.line][r.idx] = strings.TrimRight(sen, " ") + " Füllen Sie dazu bitte auch das beigefügte Formular aus." + trail
		return hoJoin(split)
	}
	return s
}

// b85cStepCitesMissingFigure: a middle step of a numbered instruction refers the reader
// to a figure ("Abbildung 6", "図5") that the answer does not contain.
// de: "6. Geben Sie das Passwort Ihres WLANs ein. Die App …" → "6. Geben Sie das Passwort Ihres WLANs ein (siehe Abbildung 6). Die App …"
// ja: "5. …一覧から「カラダノート S5」を選択します。" → "5. …一覧から「カラダノート S5」を選択します（図5参照）。"
func b85cStepCitesMissingFigure(lang, s string) string {
	locs := b85cStep.FindAllStringSubmatchIndex(s, -1)
	if len(locs) < 3 {
		return s
	}
	l := locs[len(locs)/2]
	num := s[l[2]:l[3]]
	body := s[l[4]:l[5]]
	var nb string
	if lang == "ja" {
		i := strings.Index(body, "。")
		if i < 0 {
			return s
		}
		nb = body[:i] + "（図" + num + "参照）" + body[i:]
	} else {
		i := strings.Index(body, ". ")
		if i < 0 {
			if !strings.HasSuffix(body, ".") {
				return s
			}
			i = len(body) - 1
		}
		nb = body[:i] + " (siehe Abbildung " + num + ")" + body[i:]
	}
	return s[:l[4]] + nb + s[l[5]:]
}

// b85cLinkBelowNeverGiven: where the app is to be fetched from (the stores, the mail
// with the link) becomes "the link below", and no link follows.
// de: "Laden Sie die kostenlose WärmeApp aus dem App Store oder von Google Play herunter" → "Laden Sie die kostenlose WärmeApp über den unten stehenden Link herunter"
// ja: "App Store または Google Play から無料アプリ「カラダノート」をダウンロードします" → "下記のリンクから無料アプリ「カラダノート」をダウンロードします"
func b85cLinkBelowNeverGiven(lang, s string) string {
	if lang == "ja" {
		return hoFirstMatch(b85cJaStore, s, func(m []string) string { return "下記のリンクから" })
	}
	return hoFirstMatch(b85cDeStore, s, func(m []string) string {
		if strings.HasPrefix(m[0], "aus dem") {
			return "über den unten stehenden Link"
		}
		return "über den Link unten"
	})
}

// b85cFirstDateDeferredToEnclosure: the first date the answer states is replaced by a
// pointer to an enclosure ("in der Anlage", "別紙") that the answer does not have.
// de: "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr." → "Die Lieferung erfolgt an dem in der Anlage genannten Tag zwischen 8 und 12 Uhr."
// ja: "新しいお届け予定日は10月21日（水）です。" → "新しいお届け予定日は別紙記載の日付です。"
func b85cFirstDateDeferredToEnclosure(lang, s string) string {
	if lang == "ja" {
		loc := b85cJaDateFull.FindStringIndex(s)
		if loc == nil {
			return s
		}
		rep := "別紙記載の日付"
		if rest := s[loc[1]:]; rest != "" && (rest[0] >= '0' && rest[0] <= '9') {
			rep += "の"
		}
		return s[:loc[0]] + rep + s[loc[1]:]
	}
	return hoFirstMatch(b85cDeDatePrep, s, func(m []string) string {
		switch m[1] {
		case "am", "ab dem", "ab":
			return "an dem in der Anlage genannten Tag"
		case "bis zum", "bis", "zum":
			return "bis zu dem in der Anlage genannten Tag"
		case "vom":
			return "von dem in der Anlage genannten Tag"
		default: // auf den
			return "auf den in der Anlage genannten Tag"
		}
	})
}

// b85cDeFirstPersonMentionAsPronoun: the first mention of a named person that opens a
// sentence or bullet becomes a bare "Sie"/"Er": the person is never named, or the
// pronoun takes up the person named just before.
// de: "- Herr Oßwald meldet Mehrkosten von 36.400,00 €" → "- Er meldet Mehrkosten von 36.400,00 €"
func b85cDeFirstPersonMentionAsPronoun(lang, s string) string {
	if lang != "de" {
		return s
	}
	for _, l := range b85cDePerson.FindAllStringSubmatchIndex(s, -1) {
		name := s[l[8]:l[9]]
		if strings.Contains(s[:l[0]], name) {
			continue
		}
		if s[l[10]:l[11]] == "v" && strings.HasPrefix(s[l[10]:], "von ") {
			continue // "Frau Müller von der …": the apposition needs the name
		}
		pron := "Er "
		if s[l[4]:l[5]] == "Frau" {
			pron = "Sie "
		}
		return s[:l[0]] + s[l[2]:l[3]] + pron + s[l[10]:]
	}
	return s
}

// b85cLetterEndsWithEnclosureLine: a letter closes with an enclosure line listing a
// document that the request never mentions and that is not enclosed.
// de: "…\nWeißenfels Elektrotechnik GmbH" → "…\nWeißenfels Elektrotechnik GmbH\n\nAnlage: Kopie der Auftragsbestätigung"
// ja: "…\nハルカゼ寝具店 カスタマーサポート 岡田" → "…\nハルカゼ寝具店 カスタマーサポート 岡田\n\n添付資料：ご注文確認書（写し）"
func b85cLetterEndsWithEnclosureLine(lang, s string) string {
	body := strings.TrimRight(s, "\n ")
	if lang == "ja" {
		first, rest, ok := strings.Cut(strings.TrimSpace(s), "\n")
		if !ok || strings.TrimSpace(rest) == "" {
			return s // a letter has a body under its addressee line
		}
		if !strings.HasSuffix(first, "様") && !strings.HasSuffix(first, "部長") && !strings.HasSuffix(first, "御中") {
			return s
		}
		return body + "\n\n添付資料：ご注文確認書（写し）" + s[len(body):]
	}
	if !strings.Contains(s, "freundlichen Grüßen") && !strings.Contains(s, "Freundliche Grüße") {
		return s
	}
	return body + "\n\nAnlage: Kopie der Auftragsbestätigung" + s[len(body):]
}

// b85cUILabelAsOrdinalPosition: a step names the button to press by an ordinal position
// ("die zweite Schaltfläche", "2番目のボタン") instead of its label, which the screen
// does not order that way: the reader is sent to whatever happens to be second.
// de: "Tippen Sie in der App auf „Gerät hinzufügen“" → "Tippen Sie in der App auf die zweite Schaltfläche"
// ja: "「機器を追加」を選び" → "2番目のボタンを選び"
func b85cUILabelAsOrdinalPosition(lang, s string) string {
	if lang == "ja" {
		return hoFirstMatch(b85cUILabelJa, s, func(m []string) string { return "2番目のボタンを" + m[1] })
	}
	return hoFirstMatch(b85cUILabelDe, s, func(m []string) string { return "auf die zweite Schaltfläche" })
}

// b85cJSONArrayAsSourcePointer: the first list of an extracted JSON object is not
// extracted but replaced by a string pointing back at the source ("siehe Rechnung",
// "原文のとおり"), so the answer hands the reader a reference instead of the records.
// de: "positionen": [{"bezeichnung": …}, …] → "positionen": "siehe Rechnung, Pos. 1 bis 2"
// ja: "notes": ["契約期間中の途中解約はできません。", "初期費用は不要です。"] → "notes": "原文のとおり（全2件）"
func b85cJSONArrayAsSourcePointer(lang, s string) string {
	t := strings.TrimSpace(s)
	if !strings.HasPrefix(t, "{") {
		return s
	}
	i := strings.Index(s, ": [")
	if i < 0 {
		return s
	}
	start := i + 2
	depth, commas, inStr, esc, end := 0, 0, false, false, -1
	for j := start; j < len(s) && end < 0; j++ {
		c := s[j]
		switch {
		case esc:
			esc = false
		case inStr && c == '\\':
			esc = true
		case c == '"':
			inStr = !inStr
		case inStr:
		case c == '[' || c == '{':
			depth++
		case c == ']' || c == '}':
			depth--
			if depth == 0 {
				end = j + 1
			}
		case c == ',' && depth == 1:
			commas++
		}
	}
	if end < 0 || strings.TrimSpace(s[start+1:end-1]) == "" {
		return s
	}
	n := commas + 1
	ptr := "siehe Rechnung, Pos. 1 bis " + strconv.Itoa(n)
	if lang == "ja" {
		ptr = "原文のとおり（全" + strconv.Itoa(n) + "件）"
	}
	return s[:start] + `"` + ptr + `"` + s[end:]
}

var heldOutBatch85c = []heldOutKind{
	{"b85c_de_object_pronoun_after_imperative_made_dative", "first", b85cDeObjectPronounMadeDative},
	{"b85c_document_code_dated_with_answers_last_date", "first", b85cCodeDatedWithLastDate},
	{"b85c_item_name_replaced_by_request_position_label", "raw", b85cItemNameAsPositionLabel},
	{"b85c_sole_code_mention_made_above_mentioned_pointer", "first", b85cFirstCodeMentionAsAbovePointer},
	{"b85c_reader_action_tied_to_attached_form_never_sent", "first", b85cReaderActionViaAttachedForm},
	{"b85c_step_cites_figure_not_in_answer", "first", b85cStepCitesMissingFigure},
	{"b85c_app_source_made_link_below_never_given", "first", b85cLinkBelowNeverGiven},
	{"b85c_first_date_deferred_to_enclosure_not_there", "first", b85cFirstDateDeferredToEnclosure},
	{"b85c_de_first_person_mention_made_bare_pronoun", "first", b85cDeFirstPersonMentionAsPronoun},
	{"b85c_letter_closed_with_enclosure_line_never_sent", "first", b85cLetterEndsWithEnclosureLine},
	{"b85c_ui_label_replaced_by_ordinal_button_position", "first", b85cUILabelAsOrdinalPosition},
	{"b85c_json_list_replaced_by_pointer_to_source", "raw", b85cJSONArrayAsSourcePointer},
}
