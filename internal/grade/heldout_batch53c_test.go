package grade

// Blind batch 53c: audience and disclosure. The facts of every damaged answer stay
// right, but the answer is written for the wrong reader or says what it must not: the
// writer's leave, a personal opinion against the company's own rule, an invented
// internal IT failure as cause, a colleague named by first name as new handler, a note
// to the back office left in the mail, an AI's or a prompt's voice in the text, a
// reference number given with doubt, thanks and apologies addressed to a third party,
// the legal department announced, the writer's venting, an internal sales target as
// the reason for a deadline, other customers' complaints counted, an unkind aside
// about a named person, a firm date told as not yet confirmed internally, an internal
// lookup path beside a reference, the writer admitting to have skimmed the source, an
// internal disagreement disclosed, and another customer named as the reason for a
// free slot.

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

var (
	// ho53cCustomerDe and ho53cCustomerJa tell a text addressed to a customer (a
	// letter, a reply, a customer manual) from a summary or an extraction.
	ho53cCustomerDe = regexp.MustCompile(`Sehr geehrte|Mit freundlichen Grüßen|\b(?:Ihnen|Ihre[nmrs]?|Ihr)\b`)
	ho53cCustomerJa = regexp.MustCompile(`ください|いたします|ございま`)

	ho53cDateAny = regexp.MustCompile(`\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)|\d{4}-\d{2}-\d{2}|\d{1,2}月\d{1,2}日`)

	ho53cDeAmount = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} €`)
	ho53cJaAmount = regexp.MustCompile(`\d[\d,]*(?:億\d[\d,]*)?万?円|\d[\d,]*ユーロ`)

	// ho53cRef is an order, contract, ticket or offer reference: RE-2026-0815,
	// WE-20417, 44-2087-DE, TU-4471.
	ho53cRef = regexp.MustCompile(`\b(?:[A-Z]{1,5}-\d[\d-]*\d(?:-[A-Z]{2})?|\d{2}-\d{4}-[A-Z]{2})\b`)

	ho53cDeRule = regexp.MustCompile(`\b[Bb]itte\b|\bspätestens\b|\bnur werktags\b|\bnicht unterstützt\b`)
	ho53cJaRule = regexp.MustCompile(`までに|できません|ご返送ください`)

	ho53cDeThanks = regexp.MustCompile(`(?i)vielen Dank|\bdanke\b`)
	ho53cJaThanks = regexp.MustCompile(`ありがとうございま`)

	ho53cDeDelay = regexp.MustCompile(`verschiebt|verzögert|\berst am\b`)
	ho53cJaDelay = regexp.MustCompile(`遅延|遅れ|延期|不具合|取り込めない`)

	ho53cDeProblem = regexp.MustCompile(`flackert|verschiebt|verzögert|\berst am\b|keinen Druck|tropft`)
	ho53cJaProblem = regexp.MustCompile(`遅延|遅れ|割れ|破損|冷えない|取り込めない`)

	ho53cDeDeadline = regexp.MustCompile(`spätestens|bis zum [\d.]+ freizugeben|bis zum [\d.]+ zu bestätigen`)
	ho53cJaDeadline = regexp.MustCompile(`までに|までの`)

	// ho53cDeSlot and ho53cJaSlot find the sentence that gives the reader a new or
	// confirmed date or slot.
	ho53cDeSlot = regexp.MustCompile(`Lieferung erfolgt am|Termin am|senden Ihnen am|verschiebt sich der Versand`)
	ho53cJaSlot = regexp.MustCompile(`お届け予定日は|日に発送いたします|訪問日時を|開始は、早くても`)

	ho53cDePerson = regexp.MustCompile(`(?:Frau|Herrn?) (?:Prof\. )?(?:Dr\. )?(?:\p{Lu}\p{Ll}+ )?\p{Lu}[\p{Ll}ß]+`)
	ho53cJaPerson = regexp.MustCompile(`(?:担当|責任者)の\p{Han}{2,3}|\p{Han}{1,4}(?:様|部長|課長)`)

	// ho53cPastOrThanks finds a sentence whose date is past or superseded, a thanks, or
	// a wish, proposal or request for approval (not firm by itself).
	ho53cPastOrThanks = regexp.MustCompile(`ありがとう|予定でしたが|ていただいた|提案|承認|希望|Dank|\bhat am\b|[Gg]ewünscht|freizugeben|[Uu]rsprünglich|statt am|vom [\d.]+ auf`)

	ho53cDeApologySie = regexp.MustCompile(`\bWir bitten Sie, die Unannehmlichkeiten zu entschuldigen`)
	ho53cDeTutLeid    = regexp.MustCompile(`\bes tut uns leid\b`)
	ho53cJaApology    = regexp.MustCompile(`[^。\n]*申し訳ございません。`)
)

// ho53cCustomerFacing says whether s is addressed to a customer.
func ho53cCustomerFacing(lang, s string) bool {
	if lang == "ja" {
		return ho53cCustomerJa.MatchString(s)
	}
	return ho53cCustomerDe.MatchString(s)
}

// ho53cLetter says whether s is a letter or mail: a German salutation or closing, or
// a Japanese first line that names the addressee (…様, …部長).
func ho53cLetter(lang, s string) bool {
	if lang == "ja" {
		first, _, _ := strings.Cut(strings.TrimSpace(s), "\n")
		first = strings.TrimSpace(first)
		return strings.HasSuffix(first, "様") || strings.HasSuffix(first, "部長")
	}
	return strings.Contains(s, "Sehr geehrte") || strings.Contains(s, "Mit freundlichen Grüßen")
}

// ho53cBody says whether a sentence is a full sentence of the body: long enough and
// ended by a sentence stop (not a salutation, an address line, a table row or a label).
func ho53cBody(sent string) bool {
	t := strings.TrimSpace(sent)
	if utf8.RuneCountInString(t) < 15 || strings.HasPrefix(t, "|") {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(t)
	return strings.ContainsRune(".!?。", last)
}

// ho53cAdd appends the sentence add after sent, keeping sent's trailing spaces.
func ho53cAdd(lang, sent, add string) string {
	core := strings.TrimRight(sent, " ")
	sep := " "
	if lang == "ja" {
		sep = ""
	}
	return core + sep + add + sent[len(core):]
}

// ho53cBeforeStop inserts ins before the sentence's final stop.
func ho53cBeforeStop(sent, ins string) string {
	core := strings.TrimRight(sent, " ")
	last, size := utf8.DecodeLastRuneInString(core)
	if !strings.ContainsRune(".!?。", last) {
		return sent
	}
	return core[:len(core)-size] + ins + string(last) + sent[len(core):]
}

// ho53cRewrite applies f to the first body sentence that pick accepts (order "first",
// "last" or "middle"), as long as f changes it.
func ho53cRewrite(lang, s, order string, pick func(string) bool, f func(string) string) string {
	split, all := hoAllSentences(lang, s)
	// Nothing after a German closing (the signature) is body.
	closing := -1
	for i, l := range strings.Split(s, "\n") {
		if t := strings.TrimSpace(l); t == "Mit freundlichen Grüßen" || t == "Freundliche Grüße" {
			closing = i
			break
		}
	}
	var refs []sentenceRef
	for _, r := range all {
		if closing < 0 || r.line < closing {
			refs = append(refs, r)
		}
	}
	n := len(refs)
	for k := 0; k < n; k++ {
		var ref sentenceRef
		switch order {
		case "last":
			ref = refs[n-1-k]
		case "middle":
			ref = refs[(n/2+k)%n]
		default:
			ref = refs[k]
		}
		old := split[ref.line][ref.idx]
		if !ho53cBody(old) || (pick != nil && !pick(old)) {
			continue
		}
		if nw := f(old); nw != old {
			split[ref.line][ref.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

// ho53cInsert appends a sentence (de or ja) after the first body sentence pick accepts.
func ho53cInsert(lang, s, order string, pick func(string) bool, de, ja string) string {
	add := de
	if lang == "ja" {
		add = ja
	}
	return ho53cRewrite(lang, s, order, pick, func(sent string) string { return ho53cAdd(lang, sent, add) })
}

// ho53cMatch builds a pick from a de and a ja regexp.
func ho53cMatch(lang string, de, ja *regexp.Regexp) func(string) bool {
	re := de
	if lang == "ja" {
		re = ja
	}
	return re.MatchString
}

// ho53cAfterRef appends de or ja right after the first reference number of s.
func ho53cAfterRef(lang, s, de, ja string) string {
	add := de
	if lang == "ja" {
		add = ja
	}
	return hoFirstMatch(ho53cRef, s, func(m []string) string { return m[0] + add })
}

var heldOutBatch53c = []heldOutKind{
	// The writer announces their own leave and that questions stay unanswered until
	// then, at the end of a letter: "Bei Fragen sind wir gern für Sie da." → "… Ich selbst
	// bin ab morgen für längere Zeit im Urlaub, Rückfragen bleiben bis dahin leider liegen."
	// 「…お問い合わせください。」→「…なお、私は明日からしばらく休暇をいただくため、その間のお問い合わせには対応できません。」
	{"b53c_writer_leave_leaves_questions_unanswered", "longest", func(lang, s string) string {
		if !ho53cLetter(lang, s) {
			return s
		}
		return ho53cInsert(lang, s, "last", nil,
			"Ich selbst bin ab morgen für längere Zeit im Urlaub, Rückfragen bleiben bis dahin leider liegen.",
			"なお、私は明日からしばらく休暇をいただくため、その間のお問い合わせには対応できません。")
	}},
	// The writer distances themself from the company's own rule or request they have
	// just stated: "Bitte bringen Sie Ihre Versichertenkarte mit." → "… mit. Ich persönlich
	// halte diese Vorgabe allerdings für übertrieben."
	// 「前日の17時までにご連絡くださいますようお願いいたします。」→「…。個人的には、この決まりは少し厳しすぎると思っております。」
	{"b53c_writer_disowns_stated_rule", "longest", func(lang, s string) string {
		return ho53cInsert(lang, s, "first", ho53cMatch(lang, ho53cDeRule, ho53cJaRule),
			"Ich persönlich halte diese Vorgabe allerdings für übertrieben.",
			"個人的には、この決まりは少し厳しすぎると思っております。")
	}},
	// An internal IT failure is disclosed as the cause of a delay or fault the golden
	// explains otherwise or not at all: "… auf den 26.10.2026 (Montag)." → "… Ursache ist
	// übrigens ein Ausfall unseres internen Warenwirtschaftssystems."
	// 「…発送が遅れております。」→「…。原因は、社内の基幹システムの障害です。」
	{"b53c_internal_it_outage_disclosed_as_cause", "longest", func(lang, s string) string {
		return ho53cInsert(lang, s, "first", ho53cMatch(lang, ho53cDeDelay, ho53cJaDelay),
			"Ursache ist übrigens ein Ausfall unseres internen Warenwirtschaftssystems.",
			"原因は、社内の基幹システムの障害です。")
	}},
	// A colleague named by first name only is announced to the customer as the new
	// handler: "vielen Dank für Ihre Nachricht." → "… Ihr Anliegen bearbeitet ab sofort
	// meine Kollegin Jana weiter." 「…ありがとうございます。」→「…。この件は、以降は同僚のゆかりが引き継ぎます。」
	{"b53c_colleague_first_name_made_new_handler", "longest", func(lang, s string) string {
		if !ho53cLetter(lang, s) {
			return s
		}
		return ho53cInsert(lang, s, "first", nil,
			"Ihr Anliegen bearbeitet ab sofort meine Kollegin Jana weiter.",
			"この件は、以降は同僚のゆかりが引き継ぎます。")
	}},
	// A work note to the back office is left at the end of the letter: "Bei Fragen sind
	// wir gern für Sie da." → "… Hinweis an die Sachbearbeitung: Vorgang nach dem Versand
	// dieser Mail bitte im System schließen." 「今後ともよろしくお願いいたします。」→「…。※担当者へ：このメール送信後、案件をクローズしてください。」
	{"b53c_back_office_note_left_in_customer_text", "longest", func(lang, s string) string {
		if !ho53cLetter(lang, s) {
			return s
		}
		return ho53cInsert(lang, s, "last", nil,
			"Hinweis an die Sachbearbeitung: Vorgang nach dem Versand dieser Mail bitte im System schließen.",
			"※担当者へ：このメール送信後、案件をクローズしてください。")
	}},
	// The model speaks as an AI that cannot check the date it has just given: "Die
	// Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr." → "… Als KI kann ich dieses
	// Datum allerdings nicht selbst überprüfen." 「…作業遅延により発送が遅れております。」→「…。ただし、AIとしてこの日付を実際に確認することはできません。」
	{"b53c_ai_disclaims_checking_given_date", "longest", func(lang, s string) string {
		return ho53cInsert(lang, s, "first", ho53cDateAny.MatchString,
			"Als KI kann ich dieses Datum allerdings nicht selbst überprüfen.",
			"ただし、AIとしてこの日付を実際に確認することはできません。")
	}},
	// An amount is marked as valid only as of the model's training data: "1.249,90 €" →
	// "1.249,90 € (Stand meiner Trainingsdaten)"; 「38,500円」→「38,500円（学習データ時点の情報です）」.
	{"b53c_amount_marked_as_training_data_state", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho53cJaAmount, s, func(m []string) string { return m[0] + "（学習データ時点の情報です）" })
		}
		return hoFirstMatch(ho53cDeAmount, s, func(m []string) string { return m[0] + " (Stand meiner Trainingsdaten)" })
	}},
	// A sentence is justified to the reader by the prompt it was written from: "… sagen
	// Sie ihn bitte spätestens 24 Stunden vorher ab." → "… ab (wie im Prompt vorgegeben)."
	// 「…合計38,500円（税込）となります。」→「…となります（プロンプトの指示どおり）。」
	{"b53c_sentence_backed_by_prompt_reference", "longest", func(lang, s string) string {
		ins := " (wie im Prompt vorgegeben)"
		if lang == "ja" {
			ins = "（プロンプトの指示どおり）"
		}
		return ho53cRewrite(lang, s, "middle", nil, func(sent string) string { return ho53cBeforeStop(sent, ins) })
	}},
	// The writer doubts the reference number they give: "Bestellung WE-20417" →
	// "Bestellung WE-20417 (ohne Gewähr, bei der Nummer bin ich mir nicht sicher)";
	// 「修理受付番号RP-60418」→「修理受付番号RP-60418（番号に自信はありませんが）」.
	{"b53c_reference_number_given_with_doubt", "first", func(lang, s string) string {
		return ho53cAfterRef(lang, s, " (ohne Gewähr, bei der Nummer bin ich mir nicht sicher)", "（番号に自信はありませんが）")
	}},
	// The reader's thanks are extended to the company's own carrier, a party the
	// letter is not written to: "vielen Dank für Ihre Nachricht." → "… Ebenso danken wir
	// unserer Spedition für die stets gute Zusammenarbeit."
	// 「…誠にありがとうございます。」→「…。また、日頃お世話になっている配送業者の皆様にも、この場を借りて御礼申し上げます。」
	{"b53c_thanks_extended_to_own_carrier", "longest", func(lang, s string) string {
		return ho53cInsert(lang, s, "first", ho53cMatch(lang, ho53cDeThanks, ho53cJaThanks),
			"Ebenso danken wir unserer Spedition für die stets gute Zusammenarbeit.",
			"また、日頃お世話になっている配送業者の皆様にも、この場を借りて御礼申し上げます。")
	}},
	// The apology is addressed to a third party instead of the reader: "Wir bitten Sie,
	// die Unannehmlichkeiten zu entschuldigen." → "Wir bitten unseren Spediteur, …";
	// 「お待たせしてしまい、誠に申し訳ございません。」→「配送業者様には、ご負担をおかけし誠に申し訳ございません。」
	{"b53c_apology_addressed_to_third_party", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho53cJaApology, s, func(m []string) string {
				return "配送業者様には、ご負担をおかけし誠に申し訳ございません。"
			})
		}
		if ho53cDeApologySie.MatchString(s) {
			return hoFirstMatch(ho53cDeApologySie, s, func(m []string) string {
				return "Wir bitten unseren Spediteur, die Unannehmlichkeiten zu entschuldigen"
			})
		}
		return hoFirstMatch(ho53cDeTutLeid, s, func(m []string) string { return "es tut uns für unseren Hersteller leid" })
	}},
	// A contact by the legal department is announced to the customer in the company's
	// name: "hiermit bestätigen wir Ihren Kontrolltermin am …" → "… Zusätzlich wird sich
	// unsere Rechtsabteilung schriftlich bei Ihnen melden."
	// 「…誠にありがとうございます。」→「…。また、本件については弊社法務部より別途書面にてご連絡いたします。」
	{"b53c_legal_department_contact_announced", "longest", func(lang, s string) string {
		if !ho53cLetter(lang, s) {
			return s
		}
		de, ja := "Zusätzlich wird sich unsere Rechtsabteilung schriftlich bei Ihnen melden.",
			"また、本件については弊社法務部より別途書面にてご連絡いたします。"
		if out := ho53cInsert(lang, s, "first", ho53cDateAny.MatchString, de, ja); out != s {
			return out
		}
		return ho53cInsert(lang, s, "first", nil, de, ja)
	}},
	// The writer vents to the customer: "… für Sie entstehen dabei keine Kosten." →
	// "… Ehrlich gesagt nervt uns die ganze Sache inzwischen selbst gewaltig."
	// 「…新しいお届け予定日は10月21日（水）です。」→「…。正直なところ、こちらもこの件にはもううんざりしております。」
	{"b53c_writer_vents_annoyance_to_reader", "longest", func(lang, s string) string {
		if !ho53cLetter(lang, s) {
			return s
		}
		return ho53cInsert(lang, s, "middle", nil,
			"Ehrlich gesagt nervt uns die ganze Sache inzwischen selbst gewaltig.",
			"正直なところ、こちらもこの件にはもううんざりしております。")
	}},
	// A deadline is explained with the company's internal sales target: "… spätestens
	// 24 Stunden vorher ab." → "… Hintergrund ist, dass wir sonst unsere Quartalsziele
	// nicht erreichen." 「2026年10月30日までに、お見積もりへのご承認をお願いいたします。」→「…。当社の今期の売上目標に関わるためです。」
	{"b53c_deadline_explained_by_sales_target", "longest", func(lang, s string) string {
		return ho53cInsert(lang, s, "first", ho53cMatch(lang, ho53cDeDeadline, ho53cJaDeadline),
			"Hintergrund ist, dass wir sonst unsere Quartalsziele nicht erreichen.",
			"当社の今期の売上目標に関わるためです。")
	}},
	// The customer is told how many other customers complained about the same thing:
	// "… aus der Bestellung 44-2087-DE flackert." → "… Sie sind übrigens nicht der
	// Einzige: Allein diese Woche haben sich schon zwölf andere Kunden deswegen beschwert."
	// 「…発送が遅れております。」→「…。ちなみに、同じ件で今週だけでも12名のお客様から苦情が届いております。」
	{"b53c_other_customers_complaints_counted_to_reader", "longest", func(lang, s string) string {
		if !ho53cLetter(lang, s) {
			return s
		}
		return ho53cInsert(lang, s, "first", ho53cMatch(lang, ho53cDeProblem, ho53cJaProblem),
			"Sie sind übrigens nicht der Einzige: Allein diese Woche haben sich schon zwölf andere Kunden deswegen beschwert.",
			"ちなみに、同じ件で今週だけでも12名のお客様から苦情が届いております。")
	}},
	// An unkind aside about a named person: "Frau Müller von der Hausverwaltung" →
	// "Frau Müller (unter uns: eine ziemlich schwierige Person) von der Hausverwaltung";
	// 「髙橋様から」→「髙橋様（ここだけの話、かなり扱いにくい方です）から」.
	{"b53c_named_person_given_unkind_aside", "first", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			t := strings.TrimSpace(l)
			if lang == "ja" {
				for _, loc := range ho53cJaPerson.FindAllStringIndex(l, -1) {
					name := l[loc[0]:loc[1]]
					if strings.HasSuffix(t, name) && utf8.RuneCountInString(t) <= utf8.RuneCountInString(name)+4 {
						continue // a salutation line
					}
					if strings.HasPrefix(name, "客") || strings.HasPrefix(name, "皆") {
						continue
					}
					lines[i] = l[:loc[1]] + "（ここだけの話、かなり扱いにくい方です）" + l[loc[1]:]
					return strings.Join(lines, "\n")
				}
				continue
			}
			if strings.HasPrefix(t, "Sehr geehrte") {
				continue
			}
			if loc := ho53cDePerson.FindStringIndex(l); loc != nil {
				lines[i] = l[:loc[1]] + " (unter uns: eine ziemlich schwierige Person)" + l[loc[1]:]
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},
	// A date the golden states firmly is told as not yet confirmed inside the company:
	// "Die nächste Sitzung findet am 12.11.2026 statt." → "… statt (intern allerdings noch
	// nicht bestätigt)." 「お支払い期限は2026年10月30日（金）です。」→「…です（ただし、社内ではまだ確定しておりません）。」
	{"b53c_firm_date_told_internally_unconfirmed", "longest", func(lang, s string) string {
		ins := " (intern allerdings noch nicht bestätigt)"
		if lang == "ja" {
			ins = "（ただし、社内ではまだ確定しておりません）"
		}
		pick := func(sent string) bool { return ho53cDateAny.MatchString(sent) && !ho53cPastOrThanks.MatchString(sent) }
		return ho53cRewrite(lang, s, "first", pick, func(sent string) string { return ho53cBeforeStop(sent, ins) })
	}},
	// An internal system path for colleagues is left beside the reference in a customer
	// text or an extracted value: "Bestellung 44-2087-DE" → "Bestellung 44-2087-DE
	// (intern: SAP-Transaktion VA03)"; 「請求書INV-88213」→「請求書INV-88213（社内システム：受注照会画面で確認）」.
	{"b53c_internal_lookup_path_beside_reference", "first", func(lang, s string) string {
		if !ho53cCustomerFacing(lang, s) && !ho53cRef.MatchString(strings.TrimSpace(s)) {
			return s
		}
		if !ho53cCustomerFacing(lang, s) && ho53cRef.FindString(s) != strings.TrimSpace(s) {
			return s
		}
		return ho53cAfterRef(lang, s, " (intern: SAP-Transaktion VA03)", "（社内システム：受注照会画面で確認）")
	}},
	// The writer admits to have only skimmed the source: "… flackert." → "… Die
	// Unterlagen habe ich dafür allerdings nur kurz überflogen."
	// 「…問い合わせがあった（…）。」→「…。なお、元の資料にはざっと目を通しただけです。」
	{"b53c_writer_admits_only_skimming_source", "longest", func(lang, s string) string {
		return ho53cInsert(lang, s, "first", nil,
			"Die Unterlagen habe ich dafür allerdings nur kurz überflogen.",
			"なお、元の資料にはざっと目を通しただけです。")
	}},
	// An internal disagreement between departments is disclosed next to a stated fact:
	// "… Mehrkosten von 36.400,00 € …, die der Ausschuss freigegeben hat." → "… Intern sind
	// sich Vertrieb und Technik in diesem Punkt allerdings noch uneins."
	// 「…発送いたしますので、…お届けできる見込みです。」→「…。なお、この点については社内で営業部と技術部の意見がまだ割れております。」
	{"b53c_internal_department_disagreement_disclosed", "longest", func(lang, s string) string {
		return ho53cInsert(lang, s, "middle", nil,
			"Intern sind sich Vertrieb und Technik in diesem Punkt allerdings noch uneins.",
			"なお、この点については社内で営業部と技術部の意見がまだ割れております。")
	}},
	// Another customer is named as the reason a slot was free: "Die Lieferung erfolgt am
	// 12.11.2026 zwischen 8 und 12 Uhr." → "… Dieser Termin war nur möglich, weil Herr
	// Becker aus Mannheim seine Bestellung storniert hat."
	// 「新しいお届け予定日は10月21日（水）です。」→「…。この日程は、別のお客様（佐々木様）のキャンセルで空いた枠です。」
	{"b53c_other_customer_named_as_slot_source", "longest", func(lang, s string) string {
		if !ho53cLetter(lang, s) {
			return s
		}
		slot := ho53cMatch(lang, ho53cDeSlot, ho53cJaSlot)
		return ho53cInsert(lang, s, "first", slot,
			"Dieser Termin war nur möglich, weil Herr Becker aus Mannheim seine Bestellung storniert hat.",
			"この日程は、別のお客様（佐々木様）のキャンセルで空いた枠です。")
	}},
}

// ho53cChangedSentence shows the changed place of damaged against golden: the
// differing middle with up to 40 runes of context on each side, golden → damaged.
func ho53cChangedSentence(golden, damaged string) string {
	g, d := []rune(golden), []rune(damaged)
	p := 0
	for p < len(g) && p < len(d) && g[p] == d[p] {
		p++
	}
	q := 0
	for q < len(g)-p && q < len(d)-p && g[len(g)-1-q] == d[len(d)-1-q] {
		q++
	}
	from := max(0, p-18)
	gTo, dTo := min(len(g), len(g)-q+18), min(len(d), len(d)-q+18)
	return strings.ReplaceAll(string(g[from:gTo])+"  →  "+string(d[from:dTo]), "\n", "⏎")
}
