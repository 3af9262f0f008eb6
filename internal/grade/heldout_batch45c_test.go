package grade

// Blind batch 45c: perspective and deixis between writer and reader. Each kind keeps
// every fact of the answer but puts one of them on the wrong side of the conversation:
// a team commitment becomes one anonymous person's (wir → ich), an outside firm becomes
// the writer's or the reader's own company, a buyer's act is told as the seller's, a
// customer or contractor is labelled as the other party of the deal, a department or
// address moves from one side to the other, a third person of a summary becomes "we"
// or "you", an enclosed document becomes an earlier one, a pronoun after a preposition
// or in a relative clause changes side, the writer's own staff is called the other
// side's or is given respect, the writer's own desk is pointed at as "that one over
// there", and a request to the reader loses the お/ご of its act.

import (
	"regexp"
	"strings"
)

// ho45cLit is a rule replacing a literal pattern with a fixed text.
func ho45cLit(pat, repl string) hoFuncRule {
	return hoFuncRule{regexp.MustCompile(pat), func(m []string) string { return repl }}
}

// ho45cIch turns a German infinitive-like plural verb form into its first person
// singular: senden → sende, liefern → liefere.
func ho45cIch(v string) string {
	switch {
	case strings.HasSuffix(v, "ern") || strings.HasSuffix(v, "eln"):
		return strings.TrimSuffix(v, "n") + "e"
	case strings.HasSuffix(v, "en"):
		return strings.TrimSuffix(v, "n")
	}
	return v
}

// ho45cPlural is the plural (wir/Sie) form of a third person singular verb.
var ho45cPlural = map[string]string{"kann": "können", "bittet": "bitten", "meldet": "melden",
	"hat": "haben", "ist": "sind", "prüft": "prüfen", "möchte": "möchten", "will": "wollen"}

var ho45cDeActor = regexp.MustCompile(`(^|- |: |[.;] )(?:Frau|Herr) (?:Prof\. )?(?:Dr\. )?\p{Lu}\p{Ll}+ (kann|bittet|meldet|hat|ist|prüft|möchte|will)\b`)

// ho45cActorTo replaces one named third person acting in a sentence from the middle
// of the text on by pronoun (wir or Sie) with the verb in the plural.
func ho45cActorTo(lang, s, pron string) string {
	if lang != "de" {
		return s
	}
	return hoMiddleSentence(lang, s, func(sent string) string {
		return hoFirstMatch(ho45cDeActor, sent, func(m []string) string {
			p := pron
			if m[1] != "; " {
				p = strings.ToUpper(p[:1]) + p[1:]
			}
			return m[1] + p + " " + ho45cPlural[m[2]]
		})
	})
}

var (
	ho45cDeWeVerb  = regexp.MustCompile(`\b(liefern|senden|bestätigen|prüfen|erstatten) wir\b`)
	ho45cDeWeFirst = regexp.MustCompile(`\b(Wir|wir) (liefern|senden|bestätigen|prüfen|erstatten)\b`)
	ho45cJaFirm    = regexp.MustCompile(`(?:株式会社)?[\p{Katakana}ー]{2,}(?:精工|デザイン|商事|物流|電機|電気|工業|運輸)(?:株式会社)?(の|が|は)`)
	ho45cDeFirm    = regexp.MustCompile(`\b(von|bei|mit) der (Hausverwaltung|Spedition|Firma|Hausmeisterfirma) \p{Lu}\p{L}+`)
	ho45cDePossYou = regexp.MustCompile(`\b(Ihre|Ihren|Ihrer|Ihrem) (Rechnungsanschrift|Lieferanschrift|Anschrift|Adresse|E-Mail-Adresse|Buchhaltung|Einkaufsabteilung|Abteilung)\b`)
	ho45cDePossOur = regexp.MustCompile(`\b(unsere|unseren|unserer|unserem) (Kundendienst|Kundenservice|Buchhaltung|Vertrieb|Support|Service-Hotline)\b`)
	ho45cJaDept    = regexp.MustCompile(`(^|[^社])(経理部|総務部|営業部|購買部|人事部|物流企画部)の`)
)

var ho45cOurToYour = map[string]string{"Ihre": "unsere", "Ihren": "unseren", "Ihrer": "unserer", "Ihrem": "unserem",
	"unsere": "Ihre", "unseren": "Ihren", "unserer": "Ihrer", "unserem": "Ihrem"}

// ho45cFirmTo makes one named outside firm of the text the writer's (own=true) or the
// reader's company.
func ho45cFirmTo(lang, s string, own bool) string {
	if lang == "ja" {
		co := "貴社"
		if own {
			co = "当社"
		}
		return hoFirstMatch(ho45cJaFirm, s, func(m []string) string { return co + m[1] })
	}
	poss := "Ihrer"
	if own {
		poss = "unserer"
	}
	return hoFirstMatch(ho45cDeFirm, s, func(m []string) string { return m[1] + " " + poss + " " + m[2] })
}

var heldOutBatch45c = []heldOutKind{
	// A team's commitment told as one anonymous person's, though the letter is signed by
	// the team: „hiermit bestätigen wir Ihren Termin“ → „hiermit bestätige ich Ihren
	// Termin“; 当方の試験台 → 私の試験台.
	{"b45c_team_commitment_made_personal_ich", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoEarliest(s, []hoFuncRule{ho45cLit(`当方の`, "私の"), ho45cLit(`弊社の`, "私の"), ho45cLit(`私どもの`, "私の"), ho45cLit(`当方`, "私")})
		}
		return hoEarliest(s, []hoFuncRule{
			{ho45cDeWeVerb, func(m []string) string { return ho45cIch(m[1]) + " ich" }},
			{ho45cDeWeFirst, func(m []string) string {
				p := "ich"
				if m[1] == "Wir" {
					p = "Ich"
				}
				return p + " " + ho45cIch(m[2])
			}},
		})
	}},
	// A named outside firm made the writer's own company: 株式会社アオバ精工の大阪営業所 →
	// 当社の大阪営業所; „Frau Müller von der Hausverwaltung Schößler“ → „von unserer
	// Hausverwaltung“.
	{"b45c_outside_firm_made_our_company", "longest", func(lang, s string) string {
		return ho45cFirmTo(lang, s, true)
	}},
	// A named outside firm made the reader's company: ソラノ物流が運営し → 貴社が運営し;
	// „von der Hausverwaltung Schößler“ → „von Ihrer Hausverwaltung“.
	{"b45c_outside_firm_made_reader_company", "longest", func(lang, s string) string {
		return ho45cFirmTo(lang, s, false)
	}},
	// The buyer's act told as the seller's: „die von Ihnen bestellten Teile“ → „die von
	// Ihnen gelieferten Teile“; 受注システム → 発注システム.
	{"b45c_buyer_act_told_as_seller_act", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoEarliest(s, []hoFuncRule{ho45cLit(`受注`, "発注"), ho45cLit(`購入した`, "販売した"), ho45cLit(`ご購入`, "ご販売"), ho45cLit(`ご注文いただいた`, "ご納品いただいた")})
		}
		return hoEarliest(s, []hoFuncRule{ho45cLit(`\bbestellten\b`, "gelieferten"), ho45cLit(`\bbestellt\b`, "geliefert"), ho45cLit(`\bgekauft\b`, "verkauft"), ho45cLit(`\bgekauften\b`, "verkauften")})
	}},
	// A party of the deal labelled as the other one: "kunde": → "lieferant":; | Anbieter |
	// → | Kunde |; „ausführende Firma ist …“ → „Auftraggeberin ist …“; 担当の西村 → 顧客の西村;
	// 松本様より → 仕入先の松本様より.
	{"b45c_party_role_label_customer_supplier_swapped", "raw", func(lang, s string) string {
		if lang == "ja" {
			return hoOrdered(s, []hoFuncRule{ho45cLit(`担当の`, "顧客の"), {regexp.MustCompile(`([^\p{Han}])(\p{Han}{1,3}様)(より|から)`), func(m []string) string { return m[1] + "仕入先の" + m[2] + m[3] }}})
		}
		return hoEarliest(s, []hoFuncRule{ho45cLit(`"kunde":`, `"lieferant":`), ho45cLit(`\| Anbieter \|`, "| Kunde |"), ho45cLit(`ausführende Firma`, "Auftraggeberin"), ho45cLit(`\bKunde\b`, "Lieferant"), ho45cLit(`\bKundin\b`, "Lieferantin")})
	}},
	// A department or address moved to the other side: „an Ihre Rechnungsanschrift“ →
	// „an unsere Rechnungsanschrift“; „an unseren Kundendienst“ → „an Ihren Kundendienst“;
	// 経理部の小西課長 → 貴社経理部の小西課長.
	{"b45c_department_or_address_moved_to_other_side", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho45cJaDept, s, func(m []string) string { return m[1] + "貴社" + m[2] + "の" })
		}
		f := func(m []string) string { return ho45cOurToYour[m[1]] + " " + m[2] }
		return hoEarliest(s, []hoFuncRule{{ho45cDePossYou, f}, {ho45cDePossOur, f}})
	}},
	// A named third person of a summary made the writer: „Herr Oßwald meldet Mehrkosten“
	// → „Wir melden Mehrkosten“; „Frau Köhler bittet um …“ → „Wir bitten um …“.
	{"b45c_de_named_actor_replaced_by_wir", "longest", func(lang, s string) string {
		return ho45cActorTo(lang, s, "wir")
	}},
	// A named third person of a summary made its reader: „Herr Strauß bittet, … freizugeben“
	// → „Sie bitten, … freizugeben“.
	{"b45c_de_named_actor_replaced_by_reader_sie", "longest", func(lang, s string) string {
		return ho45cActorTo(lang, s, "Sie")
	}},
	// An enclosed document or this mail made an earlier one: „mit dem beiliegenden
	// Rücksendeetikett“ → „mit dem Ihnen bereits zugesandten Rücksendeetikett“;
	// 交換品に同梱の返送用伝票 → 先日お送りした返送用伝票; 本メールにご返信 → 前回のメールにご返信.
	{"b45c_enclosed_document_made_earlier_document", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoEarliest(s, []hoFuncRule{ho45cLit(`(?:交換品に|商品に)?同梱の`, "先日お送りした"), ho45cLit(`本メール`, "前回のメール"), ho45cLit(`添付の`, "先日お送りした")})
		}
		return hoEarliest(s, []hoFuncRule{ho45cLit(`\bbeiliegenden\b`, "Ihnen bereits zugesandten"), ho45cLit(`\bbeiliegende\b`, "Ihnen bereits zugesandte"), ho45cLit(`\bin der Anlage\b`, "in unserer letzten E-Mail"), ho45cLit(`\bdieses Schreiben`, "unser letztes Schreiben")})
	}},
	// A reader's pronoun after a preposition or in a relative clause made the writer's:
	// „der von Ihnen bestellten Teile“ → „der von uns bestellten Teile“; „für Sie
	// entstehen keine Kosten“ → „für uns …“; „den Sie per Mail erhalten“ → „den wir …“.
	{"b45c_de_oblique_pronoun_reader_made_writer", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoEarliest(s, []hoFuncRule{
			{regexp.MustCompile(`\b(von|für|bei|mit) (?:Ihnen|Sie) (\p{Ll})`), func(m []string) string { return m[1] + " uns " + m[2] }},
			{regexp.MustCompile(`, (den|die|das) Sie (per|über|von|bei)\b`), func(m []string) string { return ", " + m[1] + " wir " + m[2] }},
		})
	}},
	// The writer's own staff called the other side's: 担当の西村が調査し → 先方担当の西村が調査し;
	// 作業員が訪問 → 先方の作業員が訪問; 当方の試験台 → 先方の試験台.
	{"b45c_ja_own_staff_made_counterpart_side", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoEarliest(s, []hoFuncRule{ho45cLit(`担当の`, "先方担当の"), ho45cLit(`責任者の`, "先方責任者の"), ho45cLit(`作業員が`, "先方の作業員が"), ho45cLit(`当方`, "先方")})
	}},
	// The writer's own staff given respect: 担当の西村 → ご担当の西村; 作業員が → 作業員の方が;
	// サポート窓口まで → サポート窓口のご担当者様まで.
	{"b45c_ja_own_staff_given_respect_marker", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoEarliest(s, []hoFuncRule{{regexp.MustCompile(`([^ご])担当の`), func(m []string) string { return m[1] + "ご担当の" }}, ho45cLit(`責任者の`, "ご責任者の"), ho45cLit(`作業員が`, "作業員の方が"), ho45cLit(`サポート窓口まで`, "サポート窓口のご担当者様まで")})
	}},
	// The writer's own desk pointed at as the reader's (そちら): サポート窓口までお問い合わせ
	// ください → そちらのサポート窓口までお問い合わせください; お気軽にお問い合わせください →
	// そちらの窓口へお気軽にお問い合わせください.
	{"b45c_ja_our_contact_point_marked_sochira", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoEarliest(s, []hoFuncRule{ho45cLit(`サポート窓口`, "そちらのサポート窓口"), ho45cLit(`お気軽にお問い合わせください`, "そちらの窓口へお気軽にお問い合わせください"), ho45cLit(`本メールにご返信`, "そちらのメールにご返信")})
	}},
	// The customer's wish or worry claimed by the writer's side: „Gewünscht ist keine
	// Reparatur“ → „Wir wünschen keine Reparatur“; „Sie bittet darum, dass …“ → „Wir bitten
	// darum, dass …“; 髙橋様は…を心配されている → 当社は…を心配している.
	{"b45c_customer_wish_or_worry_claimed_by_writer", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoEarliest(s, []hoFuncRule{
				{regexp.MustCompile(`(\p{Han}{1,3}様)は([^。]{0,40}?)を心配されている`), func(m []string) string { return "当社は" + m[2] + "を心配している" }},
				{regexp.MustCompile(`(\p{Han}{1,3}様)は([^。]{0,40}?)を希望されている`), func(m []string) string { return "当社は" + m[2] + "を希望している" }},
				ho45cLit(`までの交換品到着を希望`, "までの交換品到着を当社として希望"),
			})
		}
		return hoEarliest(s, []hoFuncRule{ho45cLit(`\bGewünscht ist\b`, "Wir wünschen"), ho45cLit(`\bgewünscht ist\b`, "wir wünschen"), ho45cLit(`\bSie bittet darum\b`, "Wir bitten darum"), ho45cLit(`\bSie wünscht\b`, "Wir wünschen")})
	}},
	// The reader's own act, thanked for with いただく, loses its お/ご: お問い合わせいただき →
	// 問い合わせいただき; お送りいただいた写真 → 送りいただいた写真; ご訪問いただき → 訪問いただき.
	{"b45c_ja_thanked_reader_act_bikago_dropped", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`[おご](問い合わせ|送り|訪問|返信|連絡|確認|来店|指摘)(を?いただ)`), s, func(m []string) string { return m[1] + m[2] })
	}},
	// A request to the reader loses the お/ご of the reader's act: ご確認ください →
	// 確認ください; ご連絡くださいますよう → 連絡くださいますよう; お送りください → 送りください.
	{"b45c_ja_request_to_reader_bikago_dropped", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sent string) string {
			return hoFirstMatch(regexp.MustCompile(`[おご](\p{Han}+|問い合わせ|送り|待ち|返送)(ください)`), sent, func(m []string) string { return m[1] + m[2] })
		})
	}},
}
