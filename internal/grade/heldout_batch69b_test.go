package grade

// Blind batch 69b: minutes, summaries, tickets and extraction answers whose items
// land under the wrong heading or carry the wrong status. Six kinds put one item of a
// summary under a minutes or ticket label that contradicts it (a request filed under
// the decisions or under "for information only", a done report under next steps, a
// settled point under open questions or rejected items, a scheduled task under done);
// the others flip one status word (approved or confirmed made on hold, passed or
// billed made failed or outstanding, unchanged made changed), tell one member's report
// as the body's resolution, turn a customer's request round into our asking them, and
// mark one line item of an order, invoice, quote or offer list cancelled.

import (
	"regexp"
	"strings"
)

var (
	// ho69bLetter tells a letter (salutation on top) from a summary or list.
	ho69bDeLetter = regexp.MustCompile(`(?m)^(?:Sehr geehrte|Guten Tag|Liebe)`)
	ho69bJaLetter = regexp.MustCompile(`^[^\n。]{1,20}(?:様|部長|課長)\n`)
	// ho69bListMarker is a list item's marker at the start of a line.
	ho69bListMarker = regexp.MustCompile(`^(?:[-*•] |・|\d+\. )`)
	// ho69bDeLabel and ho69bJaLabel are a label an item already carries.
	ho69bDeLabel = regexp.MustCompile(`^\p{Lu}\p{Ll}+(?: \p{L}+)?: `)
	ho69bJaLabel = regexp.MustCompile(`^【[^】]{1,10}】`)

	// Triggers of the label kinds.
	ho69bDeRequest   = regexp.MustCompile(`\b(?:bittet|Gewünscht ist|wünscht)\b`)
	ho69bJaRequest   = regexp.MustCompile(`を希望|承認を求め|提案して|ご承認をお願い`)
	ho69bDePastDone  = regexp.MustCompile(`\b(?:hat|haben|sind|wurde|wurden)\b(?:[^.;]|\.\d)*?\b(?:vorgestellt|bestellt|abgerechnet|gekauft)\b|\bfreigegeben hat\b`)
	ho69bJaPastDone  = regexp.MustCompile(`報告した|があった|見つかった|確認済み`)
	ho69bStillOpen   = regexp.MustCompile(`noch aus|noch nicht|未|待ち`)
	ho69bOpenOrPlan  = regexp.MustCompile(`noch aus|noch nicht|未|待ち|予定`)
	ho69bDeSettled   = regexp.MustCompile(`\bist bestanden\b|\bfreigegeben hat\b|\bbleibt eingehalten\b|^Empfehlung: `)
	ho69bJaSettled   = regexp.MustCompile(`確認済み|変わりません|確定いたしました`)
	ho69bDeScheduled = regexp.MustCompile(`\bfindet am\b|\bverschiebt sich\b|\baufschließen\b`)
	ho69bJaScheduled = regexp.MustCompile(`回答する|発送予定|支出する|移転します`)

	// ho69bDeTableFirstCell is the first cell of a Markdown table's first data row.
	ho69bTableFirstCell = regexp.MustCompile(`(\|[-:| ]+\|\n\| )([^|\n]+?)( \|)`)
	ho69bJSONItemName   = regexp.MustCompile(`("(?:bezeichnung|product)": ")([^"]+)(")`)
	ho69bDeQuoted       = regexp.MustCompile(`„[^“\n]+“(?: \([^)\n]*\))?`)
	ho69bJaQuoted       = regexp.MustCompile(`「[^」\n]+」(?:（[^）\n]*）)?`)
	ho69bOrderWord      = regexp.MustCompile(`Bestell|Rechnung|注文`)

	// Verbal rules.
	ho69bOnHold = hoByLang([]hoRule{
		hoR(`確定いたしました`, "保留とさせていただきました"),
		hoR(`を確認済みで`, "の確認を保留中で"),
		hoR(`の承認を求めている`, "の保留を求めている"),
	}, []hoRule{
		hoR(`\bfreigegeben hat\b`, "zurückgestellt hat"),
		hoR(`\bfreizugeben\b`, "zurückzustellen"),
		hoR(`\bhiermit bestätigen wir\b`, "hiermit verschieben wir"),
	})
	ho69bDoneFlipped = hoByLang([]hoRule{
		hoR(`を確認済みで`, "は未確認で"),
		hoR(`までは正常`, "も未処理"),
		hoR(`時点の支出は`, "時点の未払い額は"),
		hoR(`初期費用は不要です`, "初期費用は未払いです"),
	}, []hoRule{
		hoR(`\bist bestanden\b`, "ist nicht bestanden"),
		hoR(`\bbisher sind ([\d.,]+ €) abgerechnet\b`, "bisher sind $1 offen"),
	})
	ho69bTurnedRound = hoByLang([]hoRule{
		hoR(`([\p{Han}\p{Katakana}]+様)から、(.+?)との問い合わせがあった`, "${1}へ、${2}と当社から問い合わせた"),
		hoR(`([\p{Han}\p{Katakana}]+様)より、(.+?)との連絡。`, "${1}へ、${2}と当方から連絡。"),
		hoR(`責任者の([\p{Han}]+)が([^、。]+?)を報告した`, "責任者の${1}に${2}を報告した"),
	}, []hoRule{
		hoR(`\bFrau (\p{Lu}\p{L}+) bittet um `, "Wir bitten Frau $1 um "),
		hoR(`\bHerr (\p{Lu}\p{L}+) bittet, `, "Wir bitten Herrn $1, "),
		hoR(`\bSie bittet darum, dass\b`, "Wir bitten sie darum, dass"),
		hoR(`\bHerr (\p{Lu}\p{L}+) meldet `, "Wir melden Herrn $1 "),
	})
	ho69bUnchangedMadeChanged = hoByLang([]hoRule{
		hoR(`は変わりません`, "は変わります"),
		hoR(`引き続き`, "新たに"),
	}, []hoRule{
		hoR(`\bbleibt unverändert bei\b`, "erhöht sich auf"),
		hoR(`\bwie gewohnt an Ihre Rechnungsanschrift\b`, "ab sofort an Ihre neue Rechnungsanschrift"),
		hoR(`\bbleibt eingehalten\b`, "wird überschritten"),
	})
	ho69bDeLautPerson   = regexp.MustCompile(`\bLaut (?:Frau|Herrn?) (?:(?:Prof\.|Dr\.) )*\p{Lu}\p{L}+ `)
	ho69bDeHerrBittet   = regexp.MustCompile(`\bHerr \p{Lu}\p{L}+ bittet, `)
	ho69bDeSieBittet    = regexp.MustCompile(`\b(?:Sie|Er) bittet darum, dass\b`)
	ho69bJaReportAsBody = []hoRule{
		hoR(`することを提案している`, "することが経営会議で決定された"),
		hoR(`責任者の[\p{Han}]+が([^、。]+?)を報告した`, "経営会議が${1}を決定した"),
	}
)

// ho69bIsLetter reports whether s is a letter or reply rather than a summary.
func ho69bIsLetter(lang, s string) bool {
	if lang == "ja" {
		return ho69bJaLetter.MatchString(s)
	}
	return ho69bDeLetter.MatchString(s)
}

// ho69bLabel files the first item or sentence of a summary (not a letter) in which
// trigger matches under label: a list item gets the label after its marker (in place
// of a label it carries), a sentence of prose gets it in front.
func ho69bLabel(lang, s string, de, ja *regexp.Regexp, deLabel, jaLabel string, skip *regexp.Regexp) string {
	if ho69bIsLetter(lang, s) {
		return s
	}
	trig, label, old := de, deLabel, ho69bDeLabel
	if lang == "ja" {
		trig, label, old = ja, jaLabel, ho69bJaLabel
	}
	lines := strings.Split(s, "\n")
	for i, line := range lines {
		if strings.HasPrefix(line, "|") {
			continue
		}
		if m := ho69bListMarker.FindStringIndex(line); m != nil {
			rest := line[m[1]:]
			if !trig.MatchString(rest) || (skip != nil && skip.MatchString(rest)) {
				continue
			}
			if l := old.FindStringIndex(rest); l != nil && !trig.MatchString(rest[:l[1]]) {
				rest = rest[l[1]:]
			}
			lines[i] = line[:m[1]] + label + rest
			return strings.Join(lines, "\n")
		}
		sents := hoSentences(lang, line)
		for j, sent := range sents {
			if !trig.MatchString(sent) || (skip != nil && skip.MatchString(sent)) {
				continue
			}
			if l := old.FindStringIndex(sent); l != nil {
				sent = sent[l[1]:]
			}
			sents[j] = label + sent
			lines[i] = strings.Join(sents, "")
			return strings.Join(lines, "\n")
		}
	}
	return s
}

var heldOutBatch69b = []heldOutKind{
	// A request or wish filed under the decisions: the item reports what somebody asks
	// for, the label says it was decided.
	// - Entscheidung: Herr Strauß bittet, … freizugeben → - Beschluss: Herr Strauß bittet, … freizugeben;
	// 延期することを提案している → 【決定事項】…延期することを提案している.
	{"b69b_request_or_wish_filed_under_decisions_label", "first", func(lang, s string) string {
		return ho69bLabel(lang, s, ho69bDeRequest, ho69bJaRequest, "Beschluss: ", "【決定事項】", nil)
	}},
	// The same request filed under "for information only", so nobody acts on it:
	// - Gewünscht ist keine Reparatur, sondern ein Austauschgerät … → - Zur Kenntnis: Gewünscht ist keine Reparatur …;
	// 10月22日（木）までの交換品到着を希望 → 【報告事項】10月22日（木）までの交換品到着を希望.
	{"b69b_request_filed_under_for_information_only_label", "first", func(lang, s string) string {
		return ho69bLabel(lang, s, ho69bDeRequest, ho69bJaRequest, "Zur Kenntnis: ", "【報告事項】", nil)
	}},
	// A report of something already done filed under the next steps (items with a
	// pending or planned part are left alone):
	// - Frau Köhler hat am 08.10.2026 die Siebträgermaschine … bestellt → - Nächste Schritte: Frau Köhler hat …;
	// 責任者の髙橋が第3回進捗を報告した → 【今後の対応】…責任者の髙橋が第3回進捗を報告した.
	{"b69b_done_report_filed_under_next_steps_label", "first", func(lang, s string) string {
		return ho69bLabel(lang, s, ho69bDePastDone, ho69bJaPastDone, "Nächste Schritte: ", "【今後の対応】", ho69bOpenOrPlan)
	}},
	// A settled point (passed, approved, confirmed, unchanged) filed under the open
	// questions (items still partly open are left alone): - Herr Oßwald meldet Mehrkosten …,
	// die der Ausschuss freigegeben hat → - Offene Frage: Herr Oßwald meldet Mehrkosten …;
	// ・新しい電話番号は…です。FAX番号（06-6345-7790）は変わりません。 → ・【検討事項】新しい電話番号は….
	{"b69b_settled_point_filed_under_open_questions_label", "first", func(lang, s string) string {
		return ho69bLabel(lang, s, ho69bDeSettled, ho69bJaSettled, "Offene Frage: ", "【検討事項】", ho69bStillOpen)
	}},
	// The same settled point filed under the rejected items:
	// Empfehlung: Eisblock Systemtechnik KG ist … → Abgelehnt: Eisblock Systemtechnik KG ist …;
	// 写真で破損を確認済みで → 【却下】写真で破損を確認済みで….
	{"b69b_settled_point_filed_under_rejected_label", "first", func(lang, s string) string {
		return ho69bLabel(lang, s, ho69bDeSettled, ho69bJaSettled, "Abgelehnt: ", "【却下】", ho69bStillOpen)
	}},
	// A scheduled task or event filed under done:
	// Die nächste Sitzung findet am 12.11.2026 statt → Erledigt: Die nächste Sitzung findet am 12.11.2026 statt;
	// 担当の西村が調査し、10月19日（月）17時までに回答する → 【対応済み】担当の西村が調査し、….
	{"b69b_scheduled_task_filed_under_done_label", "first", func(lang, s string) string {
		return ho69bLabel(lang, s, ho69bDeScheduled, ho69bJaScheduled, "Erledigt: ", "【対応済み】", nil)
	}},
	// An approval or confirmation put on hold: die der Ausschuss freigegeben hat → die
	// der Ausschuss zurückgestellt hat; 訪問日時を下記のとおり確定いたしました →
	// 訪問日時を下記のとおり保留とさせていただきました.
	{"b69b_approval_or_confirmation_made_on_hold", "first", ho69bOnHold},
	// A done or passed status flipped to failed or outstanding: Die
	// Druckbehälterprüfung ist bestanden → ist nicht bestanden; bisher sind 212.400,00 €
	// abgerechnet → bisher sind 212.400,00 € offen; 9月分までは正常 → 9月分も未処理.
	{"b69b_done_status_flipped_to_failed_or_outstanding", "first", ho69bDoneFlipped},
	// One member's report told as the body's resolution: Laut Frau Dr. Vogt kommt der
	// Verdichter … → Laut Beschluss des Ausschusses kommt der Verdichter …;
	// 延期することを提案している → 延期することが経営会議で決定された.
	{"b69b_member_report_told_as_body_resolution", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ho69bJaReportAsBody)
		}
		nom, gen := "Die Geschäftsführung", "der Geschäftsführung"
		switch {
		case strings.Contains(s, "Ausschuss"):
			nom, gen = "Der Ausschuss", "des Ausschusses"
		case strings.Contains(s, "Hausverwaltung"):
			nom, gen = "Die Hausverwaltung", "der Hausverwaltung"
		}
		return hoReplaceFirst(s, []hoRule{
			{ho69bDeLautPerson, "Laut Beschluss " + gen + " "},
			{ho69bDeHerrBittet, nom + " hat beschlossen, "},
			{ho69bDeSieBittet, nom + " hat angeordnet, dass"},
		})
	}},
	// Who asks whom turned round in a summary: the customer's request told as ours to
	// the customer. Frau Köhler bittet um ein Rücksendeetikett → Wir bitten Frau Köhler
	// um ein Rücksendeetikett; 髙橋様から、…との問い合わせがあった → 髙橋様へ、…と当社から問い合わせた.
	{"b69b_customer_request_turned_round_into_ours_to_them", "first", ho69bTurnedRound},
	// One line item of an order, invoice, quote or offer list marked cancelled:
	// {"bezeichnung": "Gärkorbreinigungsservice"} → "Gärkorbreinigungsservice (storniert)";
	// | コピー用紙A4（500枚×5冊） | → | コピー用紙A4（500枚×5冊）（キャンセル済み） |.
	{"b69b_one_line_item_given_cancelled_status", "raw", func(lang, s string) string {
		tag := " (storniert)"
		if lang == "ja" {
			tag = "（キャンセル済み）"
		}
		if ho69bJSONItemName.MatchString(s) {
			return hoFirstMatch(ho69bJSONItemName, s, func(m []string) string { return m[1] + m[2] + tag + m[3] })
		}
		if ho69bTableFirstCell.MatchString(s) {
			return hoFirstMatch(ho69bTableFirstCell, s, func(m []string) string { return m[1] + m[2] + tag + m[3] })
		}
		if !ho69bOrderWord.MatchString(s) {
			return s
		}
		q := ho69bDeQuoted
		if lang == "ja" {
			q = ho69bJaQuoted
		}
		return hoFirstMatch(q, s, func(m []string) string { return m[0] + tag })
	}},
	// An unchanged status told as changed: Der Rechnungsbetrag bleibt unverändert bei
	// 1.850,00 € → Der Rechnungsbetrag erhöht sich auf 1.850,00 €; FAX番号（06-6345-7790）は
	// 変わりません → FAX番号（06-6345-7790）は変わります.
	{"b69b_unchanged_status_told_as_changed", "first", ho69bUnchangedMadeChanged},
}

// ho69bChangedSentence gives the first sentence that differs between a golden and
// its damaged answer, from each.
func ho69bChangedSentence(lang, golden, damaged string) (string, string) {
	flat := func(s string) []string {
		split, refs := hoAllSentences(lang, s)
		out := make([]string, 0, len(refs))
		for _, r := range refs {
			out = append(out, split[r.line][r.idx])
		}
		return out
	}
	g, d := flat(golden), flat(damaged)
	for i := 0; i < len(g) && i < len(d); i++ {
		if g[i] != d[i] {
			return ho69bWindow(g[i], d[i])
		}
	}
	return ho69bWindow(golden, damaged)
}

// ho69bWindow cuts a long pair (a JSON answer on one line) down to the part around
// where they differ.
func ho69bWindow(a, b string) (string, string) {
	ra, rb := []rune(a), []rune(b)
	if len(ra) <= 200 && len(rb) <= 200 {
		return a, b
	}
	p := 0
	for p < len(ra) && p < len(rb) && ra[p] == rb[p] {
		p++
	}
	q := 0
	for q < len(ra)-p && q < len(rb)-p && ra[len(ra)-1-q] == rb[len(rb)-1-q] {
		q++
	}
	from := max(0, p-60)
	cut := func(r []rune) string {
		return "…" + string(r[from:min(len(r), len(r)-q+60)]) + "…"
	}
	return cut(ra), cut(rb)
}
