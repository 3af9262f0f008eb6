package grade

// Batch 92c: faults found by a German office clerk who reads the de answers as
// letters and memos (Anrede, Grußformel, Betreff and reference numbers, Anlagen,
// signature, ownership and wording conventions) and notes what breaks them; the same
// faults are applied to the ja answers where a Japanese letter or memo can break
// them in the same way (opening, closing, 様, reference labels, signature).

import (
	"regexp"
	"strings"
)

var (
	b92cSalHerr   = regexp.MustCompile(`(?m)^Sehr geehrter (Herr )`)
	b92cSalFrau   = regexp.MustCompile(`(?m)^Sehr geehrte (Frau )`)
	b92cEnclDe    = regexp.MustCompile(`mit de([mr]) beiliegenden (\p{L}+)`)
	b92cPerson    = regexp.MustCompile(`(Herrn|Herr|Frau)((?: Prof\.)?(?: Dr\.)?) (\p{Lu}[\p{Ll}ß]+)`)
	b92cJaName    = regexp.MustCompile(`(^|\n)(\p{Han}{1,3}) (\p{Han}{1,3}?)(様?)(\n|$)`)
	b92cSepPart   = regexp.MustCompile(` Sie ([^.;]*?) (ab|an|auf|aus|fest)([.;])`)
	b92cGern      = regexp.MustCompile(`(^|[ \n])(G|g)ern([ ,])`)
	b92cBareDe    = regexp.MustCompile(`(Herrn|Herr|Frau) ((?:Prof\. )?(?:Dr\. )?)(\p{Lu}[\p{Ll}ß]+)`)
	b92cJaSama    = regexp.MustCompile(`(\p{Han}{1,3})様(から|より|は|が|の|に)`)
	b92cDirection = regexp.MustCompile(` an (uns|das|den|Ihre|unseren|unsere) `)
)

// b92cCompounds are German compounds with the English word a careless writer puts in
// for their first element; the hybrid is a word no German writer would use.
var b92cCompounds = [][2]string{
	{"Rechnungsanschrift", "Billinganschrift"}, {"Rechnungsbetrag", "Billingbetrag"},
	{"Lieferzeit", "Deliveryzeit"}, {"Liefertermin", "Deliverytermin"},
	{"Rücksendeetikett", "Returnetikett"}, {"Kundendienst", "Customerdienst"},
	{"Versichertenkarte", "Insurancekarte"}, {"Ersatzlampe", "Replacementlampe"},
	{"Austauschgerät", "Replacementgerät"}, {"Sicherheitsgutachten", "Safetygutachten"},
	{"Schallschutzwände", "Soundschutzwände"}, {"Spitzenlastkessel", "Peaklastkessel"},
	{"Badezimmerdecke", "Bathroomdecke"}, {"Fertigungsablauf", "Productionablauf"},
	{"Vorlauftemperatur", "Flowtemperatur"}, {"Schaltschrankzubehör", "Schaltschrankaccessoires"},
}

// b92cDocLabels relabel a reference number as the number of another kind of document.
var b92cDocLabels = [][2]string{
	{"Bestellnummer", "Rechnungsnummer"}, {"Bestellung WE-", "Rechnung WE-"},
	{"aus der Bestellung ", "aus der Rechnung "},
	{"ご注文番号", "ご請求書番号"}, {"注文番号", "請求書番号"}, {"見積番号", "注文番号"},
	{"修理受付番号", "請求書番号"}, {"請求書INV", "見積書INV"},
}

var heldOutBatch92c = []heldOutKind{
	// b92c_de_formal_salutation_made_lieber turns "Sehr geehrter Herr"/"Sehr geehrte
	// Frau" into "Lieber Herr"/"Liebe Frau": a familiar Anrede to a customer or
	// business partner the letter has never met, that no longer matches the formal
	// "Mit freundlichen Grüßen" and the Sie-form below it. Models tuned on chat mail
	// drift to it.
	// de: "Sehr geehrter Herr Groß," → "Lieber Herr Groß,"
	// de: "Sehr geehrte Frau Schäfer," → "Liebe Frau Schäfer," (no ja equivalent)
	{"b92c_de_formal_salutation_made_lieber", "raw", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		out := b92cSalHerr.ReplaceAllString(s, "Lieber $1")
		return b92cSalFrau.ReplaceAllString(out, "Liebe $1")
	}},

	// b92c_ja_closing_request_put_in_past_tense puts the closing request of a Japanese
	// letter into the past (よろしくお願いいたしました): the closing no longer asks for
	// the future relationship but reports a finished request, which a reader sees as
	// broken keigo at the most visible place of the letter.
	// ja: "今後ともどうぞよろしくお願いいたします。" → "今後ともどうぞよろしくお願いいたしました。"
	// de: the German closing has no tense; not applied.
	{"b92c_ja_closing_request_put_in_past_tense", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		i := strings.LastIndex(s, "よろしくお願いいたします")
		if i < 0 {
			return s
		}
		return s[:i] + "よろしくお願いいたしました" + s[i+len("よろしくお願いいたします"):]
	}},

	// b92c_enclosed_return_label_declared_not_enclosed says that the return label the
	// reader is told to use is not enclosed after all, so the instruction asks for
	// something the reader does not have: the Anlage mentioned in the text and the
	// content of the envelope no longer match.
	// de: "mit dem beiliegenden Rücksendeetikett an uns zurück" → "mit dem
	// Rücksendeetikett (liegt diesem Schreiben nicht bei) an uns zurück"
	// ja: "交換品に同梱の返送用伝票でご返送ください" → "交換品に同梱されていない返送用伝票でご返送ください"
	{"b92c_enclosed_return_label_declared_not_enclosed", "strings", func(lang, s string) string {
		if lang == "ja" {
			return strings.Replace(s, "同梱の", "同梱されていない", 1)
		}
		return hoFirstMatch(b92cEnclDe, s, func(m []string) string {
			return "mit de" + m[1] + " " + m[2] + " (liegt diesem Schreiben nicht bei)"
		})
	}},

	// b92c_de_named_person_replaced_once_by_other_named_person puts, in one sentence of
	// a memo, the other person the text names in place of the one who acts or owns:
	// the flat, the report or the request now belongs to the wrong person (the case of
	// Herr/Herrn is fixed so the sentence reads well). The salutation is left alone.
	// de: "Herr Oßwald meldet Mehrkosten von 36.400,00 €" → "Frau Dr. Vogt meldet Mehrkosten von 36.400,00 €"
	// de: "Entscheidung: Herr Strauß bittet, ..." → "Entscheidung: Frau Dr. Jäger bittet, ..."
	// ja: not applied (ja memos name one person each).
	{"b92c_de_named_person_replaced_once_by_other_named_person", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		type person struct{ sex, titles, name string }
		var ps []person
		for _, line := range strings.Split(s, "\n") {
			if strings.HasPrefix(line, "Sehr geehrte") {
				continue
			}
			for _, m := range b92cPerson.FindAllStringSubmatch(line, -1) {
				known := false
				for _, p := range ps {
					if p.name == m[3] {
						known = true
					}
				}
				if !known {
					sex := "Frau"
					if strings.HasPrefix(m[1], "Herr") {
						sex = "Herr"
					}
					ps = append(ps, person{sex, m[2], m[3]})
				}
			}
		}
		if len(ps) < 2 {
			return s
		}
		return hoMiddleSentence(lang, s, func(sent string) string {
			if strings.HasPrefix(sent, "Sehr geehrte") {
				return sent
			}
			loc := b92cPerson.FindStringSubmatchIndex(sent)
			if loc == nil {
				return sent
			}
			cur := sent[loc[6]:loc[7]]
			var other person
			for _, p := range ps {
				if p.name != cur {
					other = p
					break
				}
			}
			word := other.sex
			if other.sex == "Herr" {
				before := sent[:loc[0]]
				if sent[loc[2]:loc[3]] == "Herrn" || strings.HasSuffix(before, "von ") || strings.HasSuffix(before, "Laut ") ||
					strings.HasSuffix(before, "mit ") || strings.HasSuffix(before, "an ") || strings.HasSuffix(before, "für ") {
					word = "Herrn"
				}
			}
			return sent[:loc[0]] + word + other.titles + " " + other.name + sent[loc[1]:]
		})
	}},

	// b92c_de_compound_modifier_made_english_hybrid writes the first element of one
	// German business compound in English (Billinganschrift, Returnetikett,
	// Insurancekarte): a Denglisch hybrid no German writer or customer uses, and some
	// of them (Deliveryzeit, Safetygutachten) no longer name the document or item the
	// reader knows.
	// de: "an Ihre Rechnungsanschrift" → "an Ihre Billinganschrift"
	// de: "Bitte bringen Sie Ihre Versichertenkarte mit." → "Bitte bringen Sie Ihre Insurancekarte mit."
	// ja: not applied (katakana loanwords are the norm in Japanese).
	{"b92c_de_compound_modifier_made_english_hybrid", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		best, at := -1, len(s)
		for i, c := range b92cCompounds {
			if j := strings.Index(s, c[0]); j >= 0 && j < at {
				best, at = i, j
			}
		}
		if best < 0 {
			return s
		}
		return s[:at] + b92cCompounds[best][1] + s[at+len(b92cCompounds[best][0]):]
	}},

	// b92c_ja_person_name_given_western_order writes a Japanese addressee's or
	// customer's name given name first (恵子 小林様), as a model that passed through
	// an English or German rendering does: in a Japanese letter or record the family
	// name now reads as the given name, and 様 sits on the wrong name.
	// ja: "小林 恵子様" → "恵子 小林様"; ja (JSON name): "髙橋 美咲" → "美咲 髙橋"
	// de: German names have no fixed order convention in text; not applied.
	{"b92c_ja_person_name_given_western_order", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b92cJaName, s, func(m []string) string {
			return m[1] + m[3] + " " + m[2] + m[4] + m[5]
		})
	}},

	// b92c_de_separable_verb_particle_dropped drops the particle of a separable verb at
	// the end of a Sie-request (absagen, anlegen), so the verb means something else or
	// nothing: "sagen Sie ihn ab" (cancel it) becomes "sagen Sie ihn" (say it), and
	// the reader no longer learns what to do.
	// de: "sagen Sie ihn bitte spätestens 24 Stunden vorher ab." → "sagen Sie ihn bitte spätestens 24 Stunden vorher."
	// de: "legen Sie ein Benutzerkonto an." → "legen Sie ein Benutzerkonto."
	// ja: Japanese has no separable verbs; not applied.
	{"b92c_de_separable_verb_particle_dropped", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sent string) string {
			return hoFirstMatch(b92cSepPart, sent, func(m []string) string {
				return " Sie " + m[1] + m[3]
			})
		})
	}},

	// b92c_reference_number_labelled_as_other_document_type keeps a reference number
	// but calls it the number of another document (an order number becomes an
	// invoice number, a quote number an order number): the Betreff reference the
	// clerk files the letter under points to the wrong kind of record.
	// de: "(Bestellnummer KS-7741)" → "(Rechnungsnummer KS-7741)"
	// ja: "注文番号AP-73015" → "請求書番号AP-73015"; "見積番号 TU-4471" → "注文番号 TU-4471"
	{"b92c_reference_number_labelled_as_other_document_type", "longest", func(lang, s string) string {
		best, at := -1, len(s)
		for i, c := range b92cDocLabels {
			if j := strings.Index(s, c[0]); j >= 0 && j < at {
				best, at = i, j
			}
		}
		if best < 0 {
			return s
		}
		return s[:at] + b92cDocLabels[best][1] + s[at+len(b92cDocLabels[best][0]):]
	}},

	// b92c_de_willing_gern_made_ungern turns the courteous "gern" of a service
	// letter into "ungern": the firm now says it delivers or helps reluctantly, an
	// insult to the customer that a misread negation prefix produces.
	// de: "Gern liefern wir Ihre Bestellung WE-20417" → "Ungern liefern wir Ihre Bestellung WE-20417"
	// de: "Bei Fragen sind wir gern für Sie da." → "Bei Fragen sind wir ungern für Sie da."
	// ja: no "gern" word in the ja letters; not applied.
	{"b92c_de_willing_gern_made_ungern", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(b92cGern, s, func(m []string) string {
			if m[2] == "G" {
				return m[1] + "Ungern" + m[3]
			}
			return m[1] + "ungern" + m[3]
		})
	}},

	// b92c_memo_customer_named_by_bare_surname_throughout drops Herr/Frau (and the
	// academic titles) before every named person of a memo, and 様 after every named
	// customer in a ja memo: "Köhler bittet" reads as a curt police note about a
	// customer, and the summaries lose the titles they were asked to keep.
	// de: "Frau Köhler bittet um ein Rücksendeetikett." → "Köhler bittet um ein Rücksendeetikett."
	// ja: "株式会社ミナトデザインの髙橋様から" → "株式会社ミナトデザインの髙橋から"
	{"b92c_memo_customer_named_by_bare_surname_throughout", "strings", func(lang, s string) string {
		if lang == "ja" {
			return b92cJaSama.ReplaceAllString(s, "$1$2")
		}
		if strings.HasPrefix(s, "Sehr geehrte") {
			return s
		}
		return b92cBareDe.ReplaceAllString(s, "$3")
	}},

	// b92c_de_direction_an_made_von reverses the direction of one sending or
	// delivery: "an das Prüflabor" (to) becomes "vom Prüflabor" (from), "an uns
	// zurück" becomes "von uns zurück", so goods, invoices or contact go the wrong
	// way; a dative/preposition slip a clerk reads as a different instruction.
	// de: "direkt an das Prüflabor:" → "direkt vom Prüflabor:"
	// de: "wenden Sie sich bitte an unseren Kundendienst." → "wenden Sie sich bitte von unserem Kundendienst."
	// ja: direction particles are covered elsewhere; not applied.
	{"b92c_de_direction_an_made_von", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(b92cDirection, s, func(m []string) string {
			switch m[1] {
			case "uns":
				return " von uns "
			case "das", "den":
				return " vom "
			case "Ihre":
				return " von Ihrer "
			case "unseren":
				return " von unserem "
			default:
				return " von unserer "
			}
		})
	}},

	// b92c_regular_customer_history_made_first_time_or_exception rewrites the
	// reference to an existing relationship as a first contact or an exception: the
	// regular customer is thanked for a first purchase, or the invoice goes to the
	// usual address "ausnahmsweise", as if the arrangement were new.
	// de: "Die Rechnung senden wir wie gewohnt an Ihre Rechnungsanschrift" → "Die Rechnung senden wir ausnahmsweise an Ihre Rechnungsanschrift"
	// ja: "いつもハルカゼ寝具店をご利用いただき" → "初めてハルカゼ寝具店をご利用いただき"
	{"b92c_regular_customer_history_made_first_time_or_exception", "strings", func(lang, s string) string {
		if lang == "ja" {
			if i := strings.Index(s, "いつも"); i >= 0 && strings.Contains(s[i:], "ご利用") {
				return s[:i] + "初めて" + s[i+len("いつも"):]
			}
			return s
		}
		if strings.Contains(s, "wie gewohnt") {
			return strings.Replace(s, "wie gewohnt", "ausnahmsweise", 1)
		}
		return strings.Replace(s, "vielen Dank für Ihre gute Zusammenarbeit", "vielen Dank für Ihre erste Anfrage", 1)
	}},
}
