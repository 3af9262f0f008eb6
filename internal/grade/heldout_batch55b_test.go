package grade

// Blind batch 55b: German grammar that a decoder breaks so that the meaning changes
// while the text stays fluent. Every kind changes one word form, one particle, one
// prefix or one construction at one place: a split or attached verb particle turned
// into an unrelated act (not the opposite one), a main or modal verb put in the
// Konjunktiv II, an anticausative "verschiebt sich" made a transitive act of a person,
// a compound's modifier and head inverted, a present state told in the Präteritum, an
// article made a possessive of the wrong owner, the addressee's possessive made third
// person, a named actor made the object of an impersonal "man", a commitment or
// ability made a zu-infinitive obligation, an actor made recipient by the
// bekommen-passive, an attributive adjective moved to the neighbouring noun, and a
// noun given a Nach-, Vor- or Ersatz- prefix that makes it another event.

import (
	"regexp"
	"strings"
)

// ho55bDe applies the first matching rule to a German answer; others unchanged.
func ho55bDe(rules []hoRule) func(lang, s string) string {
	return func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoReplaceFirst(s, rules)
	}
}

var ho55bSplitParticle = []hoRule{
	hoR(`(Geben Sie [^.;\n]{1,40}?) ein\.`, "$1 weiter."),
	hoR(`(bringen Sie [^.;\n]{1,40}?) mit\.`, "$1 zurück."),
	hoR(`(läuft die [^.;\n]{1,40}?) weiter([.;]|$)`, "$1 aus$2"),
	hoR(`(Wir senden Ihnen [^;\n]{1,80}?) zu\.`, "$1 zurück."),
}

var ho55bAttachedParticle = []hoRule{
	hoR(`(hat [^.;:\n]{1,60}?) vorgestellt([:,.;])`, "$1 zurückgestellt$2"),
	hoR(`(sind [\d.,]+ ?€) abgerechnet`, "$1 angerechnet"),
	hoR(`(Minuten) abgelaufen sind`, "$1 angelaufen sind"),
	hoR(`(von Ihnen) bestellten`, "$1 nachbestellten"),
	hoR(`(\)) bestellt,`, "$1 nachbestellt,"),
}

var ho55bKonjunktiv = []hoRule{
	hoR(`(\s)läuft die`, "${1}liefe die"),
	hoR(`(\s)findet ([^;\n]{1,40}?) statt`, "${1}fände $2 statt"),
	hoR(`(\s)bleibt(\s)`, "${1}bliebe$2"),
	hoR(`(\s)entstehen dabei`, "${1}entstünden dabei"),
	hoR(`(Frau \p{Lu}\p{L}+) kann(\s)`, "$1 könnte$2"),
	hoR(`(^|\n|\. )Gern liefern wir`, "${1}Gern lieferten wir"),
	hoR(`(\s)bietet aber`, "${1}böte aber"),
}

var ho55bAnticausative = []hoRule{
	hoR(`verschiebt sich die (\p{Lu}\p{L}+)`, "verschiebt sie die $1"),
	hoR(`verschiebt sich der (\p{Lu}\p{L}+)`, "verschiebt er den $1"),
	hoR(`(die \p{Lu}\p{L}+) verschiebt sich (auf|um)`, "$1 verschiebt sie $2"),
}

var ho55bCompoundInverted = []hoRule{
	hoR(`Schaltschrankzubehör`, "Zubehörschaltschrank"),
	hoR(`Ihren Kontrolltermin`, "Ihre Terminkontrolle"),
	hoR(`von der Hausverwaltung`, "vom Verwaltungshaus"),
	hoR(`im Verwaltungsgebäude`, "in der Gebäudeverwaltung"),
	hoR(`die Siebträgermaschine`, "den Maschinensiebträger"),
	hoR(`unseren Kundendienst`, "unseren Dienstkunden"),
	hoR(`Ihr Kundenservice`, "Ihr Servicekunde"),
}

var ho55bPraeteritum = []hoRule{
	hoR(`(\s)sind wir gern`, "${1}waren wir gern"),
	hoR(`(Herr \p{Lu}\p{L}+) ist bis`, "$1 war bis"),
	hoR(`(ausführende Firma) ist`, "$1 war"),
	hoR(`(Die Rechnung) senden wir`, "$1 sandten wir"),
	hoR(`(KG|AG|GmbH) ist mit`, "$1 war mit"),
	hoR(`(Rechnungsbetrag|Kopplungsmodus) bleibt`, "$1 blieb"),
}

var ho55bWrongOwner = []hoRule{
	hoR(`(kann|könnte) die Wohnung`, "$1 ihre Wohnung"),
	hoR(`(Herr \p{Lu}\p{L}+ bittet), die`, "$1, seine"),
	hoR(`(Herr \p{Lu}\p{L}+ meldet [^;\n]{1,60}? für) (\p{Lu}\p{L}+)`, "$1 seine $2"),
	hoR(`(schicken Sie) die (\p{Ll}+e \p{Lu}\p{L}+)`, "$1 unsere $2"),
}

var ho55bManObject = []hoRule{
	hoR(`(^|[:;.] |\n- )Herr (\p{Lu}\p{L}+) (bittet|meldet|hat)([ ,])`, "${1}Herrn $2 $3 man$4"),
	hoR(`(Frau|Prof\. Dr\.) (\p{Lu}\p{L}+)((?: von der [\p{L} ]{3,40}?)?) (bittet|meldet|hat)([ ,])`, "$1 $2$3 $4 man$5"),
}

var ho55bNachPrefix = []hoRule{
	hoR(`Rücksendeetikett`, "Nachsendeetikett"),
	hoR(`Kontrolltermin`, "Nachkontrolltermin"),
	hoR(`der Versand`, "der Nachversand"),
	hoR(`Die Lieferung erfolgt`, "Die Nachlieferung erfolgt"),
	hoR(`da die Förderung`, "da die Nachförderung"),
	hoR(`die Genehmigung der`, "die Nachgenehmigung der"),
}

var ho55bVorPrefix = []hoRule{
	hoR(`die Genehmigung der`, "die Vorgenehmigung der"),
	hoR(`der Versand`, "der Vorabversand"),
	hoR(`Die Lieferung erfolgt`, "Die Vorablieferung erfolgt"),
	hoR(`den neuen Termin`, "den Vortermin"),
	hoR(`Ihren Kontrolltermin`, "Ihren Vorkontrolltermin"),
}

var ho55bErsatzPrefix = []hoRule{
	hoR(`Ihren Kontrolltermin`, "Ihren Ersatztermin"),
	hoR(`Die Lieferung erfolgt`, "Die Ersatzlieferung erfolgt"),
	hoR(`Die nächste Sitzung`, "Die nächste Ersatzsitzung"),
	hoR(`der Versand`, "der Ersatzversand"),
	hoR(`ein Installateur`, "ein Ersatzinstallateur"),
}

var ho55bZuObligation = []hoRule{
	hoR(`Die Rechnung senden wir ([^:.\n]+?):`, "Die Rechnung ist $1 zu senden:"),
	hoR(`Wir senden Ihnen ([^;\n]+?) zu\.`, "Ihnen ist $1 zuzusenden."),
	hoR(`hiermit bestätigen wir Ihren (Kontrolltermin[^\n]*?)\.(\n|$)`, "hiermit ist Ihr $1 zu bestätigen.$2"),
	hoR(`die Statik prüft Frau ((?:Dr\. )?\p{Lu}\p{L}+)`, "die Statik ist von Frau $1 zu prüfen"),
	hoR(`(Frau \p{Lu}\p{L}+) kann ([^\n]+?) auf(\p{Ll}+en)\.`, "$1 hat $2 aufzu$3."),
}

var ho55bBekommen = []hoRule{
	hoR(`((?:Herr|Frau|Prof\. Dr\.) \p{Lu}\p{L}+ hat [^;\n]{3,120}?) (vorgestellt|bestellt)([,:])`, "$1 $2 bekommen$3"),
	hoR(`(Frau \p{Lu}\p{L}+ kann [^\n]+?) aufschließen\.`, "$1 aufgeschlossen bekommen."),
	hoR(`Wir senden Ihnen ([^;\n]+?) zu\.`, "Wir bekommen $1 zugesandt."),
}

var ho55bAdjMoved = []hoRule{
	hoR(`([Dd]ie) (\p{Ll}+)e (\p{Lu}\p{L}+) mit dem (\p{Ll}+)en (\p{Lu}\p{L}+)`, "$1 ${4}e $3 mit dem ${2}en $5"),
	hoR(`([Dd]ie) (\p{Ll}+)e (\p{Lu}\p{L}+) im (\p{Lu}\p{L}+)`, "$1 $3 im ${2}en $4"),
	hoR(`([Dd]ie) (\p{Ll}+)e (\p{Lu}\p{L}+) aus dem (\p{Lu}[\p{L} ]{1,30}?) oder`, "$1 $3 aus dem ${2}en $4 oder"),
}

// ho55bSalutation tells the addressee's gender from a German salutation.
var ho55bSalutation = regexp.MustCompile(`Sehr geehrte(r?) (Herr|Frau) `)

// ho55bAddresseePoss finds the reader's possessive or "von Ihnen" after the salutation.
var ho55bAddresseePoss = regexp.MustCompile(`(^|[\s(])(Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)( )|von Ihnen([\s,.])`)

var ho55bThird = map[string]map[string]string{
	"Herr": {"Ihr": "sein", "Ihre": "seine", "Ihren": "seinen", "Ihrem": "seinem", "Ihrer": "seiner", "Ihres": "seines", "Ihnen": "ihm"},
	"Frau": {"Ihr": "ihr", "Ihre": "ihre", "Ihren": "ihren", "Ihrem": "ihrem", "Ihrer": "ihrer", "Ihres": "ihres", "Ihnen": "ihr"},
}

var heldOutBatch55b = []heldOutKind{
	// A split verb particle replaced by one that makes an unrelated act (not the
	// opposite one): Geben Sie das Passwort Ihres WLANs ein → … weiter (pass it on);
	// Bitte bringen Sie Ihre Versichertenkarte mit → … zurück.
	{"b55b_de_split_particle_made_unrelated_act", "longest", ho55bDe(ho55bSplitParticle)},
	// A particle inside a participle replaced by one of an unrelated act: Prof. Dr. Kühn
	// hat das Sicherheitsgutachten vorgestellt → zurückgestellt; bisher sind 212.400,00 €
	// abgerechnet → angerechnet; der von Ihnen bestellten Teile → nachbestellten.
	{"b55b_de_participle_particle_made_unrelated_act", "longest", ho55bDe(ho55bAttachedParticle)},
	// A main or modal verb (not an auxiliary) put in its Konjunktiv II form, so a fact
	// becomes hypothetical: Der Kopplungsmodus bleibt 10 Minuten aktiv → bliebe; Die
	// nächste Sitzung findet am 12.11.2026 statt → fände … statt.
	{"b55b_de_main_or_modal_verb_in_konjunktiv_ii_form", "longest", ho55bDe(ho55bKonjunktiv)},
	// An anticausative "verschiebt sich" made the transitive act of a person pronoun:
	// die Inbetriebnahme verschiebt sich auf den 07.12.2026 → verschiebt sie (Frau Dr.
	// Vogt) auf …; verschiebt sich der Versand → verschiebt er den Versand.
	{"b55b_de_anticausative_sich_made_act_of_pronoun", "longest", ho55bDe(ho55bAnticausative)},
	// A compound's modifier and head inverted, naming another thing: im
	// Verwaltungsgebäude → in der Gebäudeverwaltung; Ihren Kontrolltermin → Ihre
	// Terminkontrolle; unseren Kundendienst → unseren Dienstkunden.
	{"b55b_de_compound_modifier_and_head_inverted", "longest", ho55bDe(ho55bCompoundInverted)},
	// A present state or standing commitment told in the Präteritum, as over or done:
	// Bei Fragen sind wir gern für Sie da → waren wir; Herr Weiß ist bis zum 22.10.2026
	// verreist → war bis.
	{"b55b_de_present_state_told_in_praeteritum", "longest", ho55bDe(ho55bPraeteritum)},
	// A definite article made the possessive of the wrong owner: Frau Müller kann die
	// Wohnung … aufschließen → ihre Wohnung; Bitte schicken Sie die defekte Lampe →
	// unsere defekte Lampe.
	{"b55b_de_article_made_possessive_of_wrong_owner", "longest", ho55bDe(ho55bWrongOwner)},
	// The addressee's first possessive (or "von Ihnen") after the salutation made third
	// person, so the letter speaks of someone else: vielen Dank für Ihre Nachricht →
	// für seine Nachricht; hiermit bestätigen wir Ihren Kontrolltermin → ihren.
	{"b55b_de_addressee_possessive_made_third_person", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		sal := ho55bSalutation.FindStringSubmatchIndex(s)
		if sal == nil {
			return s
		}
		table := ho55bThird[s[sal[4]:sal[5]]]
		rest := s[sal[1]:]
		nl := strings.IndexByte(rest, '\n')
		if nl < 0 {
			return s
		}
		start := sal[1] + nl
		loc := ho55bAddresseePoss.FindStringSubmatchIndex(s[start:])
		if loc == nil {
			return s
		}
		for i := range loc {
			if loc[i] >= 0 {
				loc[i] += start
			}
		}
		if loc[4] >= 0 {
			return s[:loc[4]] + table[s[loc[4]:loc[5]]] + s[loc[5]:]
		}
		return s[:loc[0]] + "von " + table["Ihnen"] + s[loc[8]:]
	}},
	// A named actor made the dative or accusative object of an impersonal "man", so
	// someone else acts on them: Herr Strauß bittet, … freizugeben → Herrn Strauß bittet
	// man, …; Frau Köhler bittet um ein Rücksendeetikett → bittet man um.
	{"b55b_de_named_actor_made_object_of_impersonal_man", "longest", ho55bDe(ho55bManObject)},
	// A noun given a Nach- prefix that makes it a follow-up event or thing: Die
	// Lieferung erfolgt → Die Nachlieferung erfolgt; ein Rücksendeetikett → ein
	// Nachsendeetikett.
	{"b55b_de_noun_given_nach_prefix_follow_up", "longest", ho55bDe(ho55bNachPrefix)},
	// A noun given a Vor-/Vorab- prefix that makes it a preliminary event: der Versand
	// → der Vorabversand; die Genehmigung der Gewerbeaufsicht → die Vorgenehmigung.
	{"b55b_de_noun_given_vor_prefix_preliminary", "longest", ho55bDe(ho55bVorPrefix)},
	// A noun given an Ersatz- prefix that presupposes a failed first one: Die nächste
	// Sitzung → Die nächste Ersatzsitzung; ein Installateur → ein Ersatzinstallateur.
	{"b55b_de_noun_given_ersatz_prefix_replacement", "longest", ho55bDe(ho55bErsatzPrefix)},
	// A commitment or ability recast as an agentless zu-infinitive obligation: Wir
	// senden Ihnen … eine Ersatzlampe zu → Ihnen ist … eine Ersatzlampe zuzusenden;
	// Frau Müller kann die Wohnung … aufschließen → hat … aufzuschließen.
	{"b55b_de_commitment_made_zu_infinitive_obligation", "longest", ho55bDe(ho55bZuObligation)},
	// An actor made the recipient by the bekommen-passive: Prof. Dr. Kühn hat das
	// Sicherheitsgutachten vorgestellt → vorgestellt bekommen; Wir senden Ihnen … zu →
	// Wir bekommen … zugesandt.
	{"b55b_de_actor_made_recipient_by_bekommen_passive", "longest", ho55bDe(ho55bBekommen)},
	// An attributive adjective moved to the neighbouring noun: Die alte Gasheizung im
	// Verwaltungsgebäude → Die Gasheizung im alten Verwaltungsgebäude; die kostenlose
	// WärmeApp aus dem App Store → die WärmeApp aus dem kostenlosen App Store.
	{"b55b_de_attributive_adjective_moved_to_neighbour_noun", "longest", ho55bDe(ho55bAdjMoved)},
}

// ho55bChangedSentence gives the first sentence of golden that damaged changes, and
// what it became.
func ho55bChangedSentence(lang, golden, damaged string) (string, string) {
	a, ra := hoAllSentences(lang, golden)
	b, rb := hoAllSentences(lang, damaged)
	for i := 0; i < len(ra) && i < len(rb); i++ {
		x, y := a[ra[i].line][ra[i].idx], b[rb[i].line][rb[i].idx]
		if x != y {
			return x, y
		}
	}
	return golden, damaged
}
