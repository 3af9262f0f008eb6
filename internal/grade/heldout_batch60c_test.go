package grade

// Blind batch 60c: German word formation and particle grammar that a weaker or
// quantized model gets wrong in otherwise fluent text, each at one place. Most kinds
// put one meaningful German prefix on one noun of the case (Teil-, Zusatz-, Gegen-,
// Sammel-, Muster-, Not-, Zweit-, Eil-, Zwischen-, Sonder-), so that the thing named
// becomes another thing of the same field (a partial delivery, an extra appointment,
// a counter-offer, a specimen invoice, an emergency session, a second account); the
// others give a compound the modifier of another noun of the same case, put a single
// item into the plural or several items into the singular (article, ending and verb
// agreeing, so the text stays fluent), or add a separable particle (mit-, nach-) that
// turns the act into a shared or a belated one.

import (
	"strings"
)

// ho60cDe applies the first rule that matches a German answer; other answers stay.
func ho60cDe(rules []hoRule) func(lang, s string) string {
	return func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoReplaceFirst(s, rules)
	}
}

var (
	ho60cModifierRules = []hoRule{
		hoR(`\bIhre Rechnungsanschrift\b`, "Ihre Lieferanschrift"),
		hoR(`\bFertigungsablaufs\b`, "Versandablaufs"),
		hoR(`\bRechnungsbetrag (\d)`, "Reparaturbetrag $1"),
		hoR(`\bBereitschaftspauschale\b`, "Montagepauschale"),
		hoR(`\bSicherheitsgutachten\b`, "Schallschutzgutachten"),
		hoR(`\bRaumtemperaturen\b`, "Vorlauftemperaturen"),
		hoR(`\bVersichertenkarte\b`, "Terminkarte"),
		hoR(`\bBackofenthermometer\b`, "Gärkorbthermometer"),
	}
	ho60cPluralRules = []hoRule{
		hoR(`\bdie defekte Lampe\b`, "die defekten Lampen"),
		hoR(`\bkommt der Verdichter\b`, "kommen die Verdichter"),
		hoR(`\bfür eine mobile Heizzentrale\b`, "für mobile Heizzentralen"),
		hoR(`\bsondern ein Austauschgerät\b`, "sondern Austauschgeräte"),
		hoR(`\bkann die Wohnung\b`, "kann die Wohnungen"),
		hoR(`\bbestätigen wir Ihren Kontrolltermin\b`, "bestätigen wir Ihre Kontrolltermine"),
		hoR(`\bDer Rechnungsbetrag bleibt\b`, "Die Rechnungsbeträge bleiben"),
		hoR(`\bSpeichern Sie den Plan und aktivieren Sie ihn\b`, "Speichern Sie die Pläne und aktivieren Sie sie"),
		hoR(`\bDie Rechnung senden wir\b`, "Die Rechnungen senden wir"),
	}
	ho60cSingularRules = []hoRule{
		hoR(`\bdie nötigen Stahlträger für das Dach erst am (\S+) geliefert werden\b`, "der nötige Stahlträger für das Dach erst am $1 geliefert wird"),
		hoR(`\bder von Ihnen bestellten Teile\b`, "des von Ihnen bestellten Teils"),
		hoR(`\bfür weitere Tage\b`, "für einen weiteren Tag"),
		hoR(`\bfür Schallschutzwände, die\b`, "für eine Schallschutzwand, die"),
	}
	ho60cTeilRules = []hoRule{
		hoR(`\bDie Lieferung erfolgt\b`, "Die Teillieferung erfolgt"),
		hoR(`\bder Versand der\b`, "der Teilversand der"),
		hoR(`\bdie Inbetriebnahme\b`, "die Teilinbetriebnahme"),
		hoR(`\bdas günstigste Angebot\b`, "das günstigste Teilangebot"),
		hoR(`\bRechnungsbetrag (\d)`, "Teilbetrag $1"),
	}
	ho60cZusatzRules = []hoRule{
		hoR(`\beine Ersatzlampe\b`, "eine Zusatzlampe"),
		hoR(`\bein Austauschgerät\b`, "ein Zusatzgerät"),
		hoR(`\bIhren Kontrolltermin\b`, "Ihren Zusatztermin"),
		hoR(`\bDie Rechnung senden wir\b`, "Die Zusatzrechnung senden wir"),
		hoR(`\bDie nächste Sitzung\b`, "Die nächste Zusatzsitzung"),
		hoR(`\bdie Förderung mit\b`, "die Zusatzförderung mit"),
		hoR(`\bDer Rechnungsbetrag bleibt\b`, "Der Zusatzbetrag bleibt"),
		hoR(`\bein Benutzerkonto an\b`, "ein Zusatzkonto an"),
	}
	ho60cMitRules = []hoRule{
		hoR(`(\(Edelstahl\)) bestellt,`, "$1 mitbestellt,"),
		hoR(`\bder von Ihnen bestellten Teile\b`, "der von Ihnen mitbestellten Teile"),
		hoR(`\bhat das Sicherheitsgutachten vorgestellt\b`, "hat das Sicherheitsgutachten mit vorgestellt"),
		hoR(`\bdie Statik prüft Frau Dr\. Jäger\b`, "die Statik prüft Frau Dr. Jäger mit"),
		hoR(`\bdirekt an das Prüflabor:`, "direkt mit an das Prüflabor:"),
		hoR(`\beine Ersatzlampe zu\.`, "eine Ersatzlampe mit."),
	}
	ho60cGegenRules = []hoRule{
		hoR(`\bdas günstigste Angebot\b`, "das günstigste Gegenangebot"),
		hoR(`\bdas Sicherheitsgutachten\b`, "das Gegengutachten zum Sicherheitsgutachten"),
		hoR(`\bDie Rechnung senden wir\b`, "Die Gegenrechnung senden wir"),
		hoR(`\bein Benutzerkonto an\b`, "ein Gegenkonto an"),
	}
	ho60cSammelRules = []hoRule{
		hoR(`\bDie Rechnung senden wir\b`, "Die Sammelrechnung senden wir"),
		hoR(`\bBestellnummer (\d|KS)`, "Sammelbestellnummer $1"),
		hoR(`\baus der Bestellung\b`, "aus der Sammelbestellung"),
		hoR(`\bIhren Kontrolltermin\b`, "Ihren Sammeltermin"),
	}
	ho60cMusterRules = []hoRule{
		hoR(`\beine Ersatzlampe\b`, "eine Musterlampe"),
		hoR(`\bein Austauschgerät\b`, "ein Mustergerät"),
		hoR(`\bDie Rechnung senden wir\b`, "Die Musterrechnung senden wir"),
		hoR(`\bdas günstigste Angebot\b`, "das günstigste Musterangebot"),
		hoR(`\brichten einen Wochenplan ein\b`, "richten einen Musterwochenplan ein"),
		hoR(`\bdas Sicherheitsgutachten\b`, "das Muster-Sicherheitsgutachten"),
	}
	ho60cNotRules = []hoRule{
		hoR(`\beine Ersatzlampe\b`, "eine Notlampe"),
		hoR(`\bIhren Kontrolltermin\b`, "Ihren Nottermin"),
		hoR(`\bDie nächste Sitzung\b`, "Die nächste Notsitzung"),
		hoR(`\bunseren Kundendienst\b`, "unseren Notdienst"),
	}
	ho60cZweitRules = []hoRule{
		hoR(`\bein Benutzerkonto an\b`, "ein Zweitkonto an"),
		hoR(`\ban Ihre Rechnungsanschrift\b`, "an Ihre Zweitanschrift"),
		hoR(`\bdas Sicherheitsgutachten\b`, "das Zweitgutachten zur Sicherheit"),
		hoR(`\bIhre Versichertenkarte\b`, "Ihre Zweitkarte"),
		hoR(`\bin der Wohnung von\b`, "in der Zweitwohnung von"),
	}
	ho60cNachRules = []hoRule{
		hoR(`\bbringen Sie Ihre Versichertenkarte mit\b`, "bringen Sie Ihre Versichertenkarte nach"),
		hoR(`\beine Ersatzlampe zu\.`, "eine Ersatzlampe nach."),
		hoR(`(\(Edelstahl\)) bestellt,`, "$1 nachbestellt,"),
		hoR(`\bder von Ihnen bestellten Teile\b`, "der von Ihnen nachbestellten Teile"),
		hoR(`\berst am (\S+) geliefert werden\b`, "erst am $1 nachgeliefert werden"),
	}
	ho60cEilRules = []hoRule{
		hoR(`\bDie Lieferung erfolgt\b`, "Die Eillieferung erfolgt"),
		hoR(`\bder Versand der\b`, "der Eilversand der"),
		hoR(`\bdie Genehmigung der Gewerbeaufsicht\b`, "die Eilgenehmigung der Gewerbeaufsicht"),
		hoR(`\bein Rücksendeetikett\b`, "ein Eil-Rücksendeetikett"),
	}
	ho60cZwischenRules = []hoRule{
		hoR(`\bDie Rechnung senden wir\b`, "Die Zwischenrechnung senden wir"),
		hoR(`\bdas Sicherheitsgutachten\b`, "das Sicherheits-Zwischengutachten"),
		hoR(`(?m)^- Entscheidung:`, "- Zwischenentscheidung:"),
		hoR(`\bRechnungsbetrag (\d)`, "Zwischenbetrag $1"),
		hoR(`\bDer Rechnungsbetrag bleibt\b`, "Der Zwischenbetrag bleibt"),
	}
	ho60cSonderRules = []hoRule{
		hoR(`\bDie nächste Sitzung\b`, "Die nächste Sondersitzung"),
		hoR(`\bIhren Kontrolltermin\b`, "Ihren Sondertermin"),
		hoR(`\bDie Lieferung erfolgt\b`, "Die Sonderlieferung erfolgt"),
		hoR(`\bdas günstigste Angebot\b`, "das günstigste Sonderangebot"),
	}
)

var heldOutBatch60c = []heldOutKind{
	// A compound's modifier replaced by a noun the same case uses for another thing,
	// so the compound names that other thing: an Ihre Rechnungsanschrift → an Ihre
	// Lieferanschrift; Aufgrund des Fertigungsablaufs → des Versandablaufs;
	// Sicherheitsgutachten → Schallschutzgutachten; Backofenthermometer →
	// Gärkorbthermometer.
	{"b60c_de_compound_modifier_swapped_for_other_case_noun", "first", ho60cDe(ho60cModifierRules)},
	// One item put into the plural with article, adjective ending and verb agreeing:
	// die defekte Lampe → die defekten Lampen; kommt der Verdichter → kommen die
	// Verdichter; bestätigen wir Ihren Kontrolltermin → Ihre Kontrolltermine.
	{"b60c_de_single_item_made_plural_by_article_and_ending", "first", ho60cDe(ho60cPluralRules)},
	// Several items put into the singular with article, ending and verb agreeing: die
	// nötigen Stahlträger … geliefert werden → der nötige Stahlträger … geliefert wird;
	// für weitere Tage → für einen weiteren Tag.
	{"b60c_de_plural_items_made_single_by_article_and_ending", "first", ho60cDe(ho60cSingularRules)},
	// Teil- put on a delivery, shipment, commissioning or offer, so only a part is
	// meant: Die Lieferung erfolgt am 12.11.2026 → Die Teillieferung erfolgt;
	// verschiebt sich die Inbetriebnahme → die Teilinbetriebnahme.
	{"b60c_de_noun_given_teil_prefix_partial", "first", ho60cDe(ho60cTeilRules)},
	// Zusatz- put on the case's one item, so an extra one beside it is meant: eine
	// Ersatzlampe → eine Zusatzlampe; Ihren Kontrolltermin → Ihren Zusatztermin;
	// die Förderung mit 145.000,00 € → die Zusatzförderung.
	{"b60c_de_noun_given_zusatz_prefix_additional", "first", ho60cDe(ho60cZusatzRules)},
	// A separable mit- added to the act, inventing another party or shipment it is
	// shared with: (Edelstahl) bestellt → mitbestellt; die Statik prüft Frau Dr. Jäger
	// → prüft Frau Dr. Jäger mit; eine Ersatzlampe zu. → eine Ersatzlampe mit.
	{"b60c_de_verb_given_mit_particle_invented_co_act", "first", ho60cDe(ho60cMitRules)},
	// Gegen- put on a document, so the other side's counter-document is meant: das
	// günstigste Angebot → das günstigste Gegenangebot; Die Rechnung senden wir →
	// Die Gegenrechnung senden wir.
	{"b60c_de_noun_given_gegen_prefix_counter_document", "first", ho60cDe(ho60cGegenRules)},
	// Sammel- put on an order, invoice or appointment, so it is bundled with others:
	// Bestellnummer KS-7741 → Sammelbestellnummer KS-7741; aus der Bestellung →
	// aus der Sammelbestellung; Ihren Kontrolltermin → Ihren Sammeltermin.
	{"b60c_de_noun_given_sammel_prefix_bundled", "first", ho60cDe(ho60cSammelRules)},
	// Muster- put on the real item, so a specimen or template is meant: eine
	// Ersatzlampe → eine Musterlampe; Die Rechnung senden wir → Die Musterrechnung;
	// das günstigste Angebot → das günstigste Musterangebot.
	{"b60c_de_real_item_given_muster_prefix_specimen", "first", ho60cDe(ho60cMusterRules)},
	// Not- put on an item, appointment, meeting or service, so the emergency kind is
	// meant: Ihren Kontrolltermin → Ihren Nottermin; Die nächste Sitzung → Die
	// nächste Notsitzung; unseren Kundendienst → unseren Notdienst.
	{"b60c_de_noun_given_not_prefix_emergency", "first", ho60cDe(ho60cNotRules)},
	// Zweit- put on the case's one account, address, report, card or flat, so a
	// second one is meant: ein Benutzerkonto an → ein Zweitkonto an; in der Wohnung
	// von Herrn Weiß → in der Zweitwohnung von Herrn Weiß.
	{"b60c_de_noun_given_zweit_prefix_second_instance", "first", ho60cDe(ho60cZweitRules)},
	// A separable nach- put on the act, so it is done afterwards or as a follow-up:
	// bringen Sie Ihre Versichertenkarte mit → nach; (Edelstahl) bestellt →
	// nachbestellt; erst am 28.10.2026 geliefert → nachgeliefert.
	{"b60c_de_verb_given_nach_particle_belated_act", "first", ho60cDe(ho60cNachRules)},
	// Eil- put on a delivery, shipment, approval or decision, inventing an express
	// service or urgency: Die Lieferung erfolgt → Die Eillieferung erfolgt; der
	// Versand der … Teile → der Eilversand; ein Rücksendeetikett → ein
	// Eil-Rücksendeetikett.
	{"b60c_de_noun_given_eil_prefix_express", "first", ho60cDe(ho60cEilRules)},
	// Zwischen- put on an invoice, report, amount or decision, so only an interim one
	// is meant: Die Rechnung senden wir → Die Zwischenrechnung; Der Rechnungsbetrag
	// bleibt → Der Zwischenbetrag bleibt.
	{"b60c_de_noun_given_zwischen_prefix_interim", "first", ho60cDe(ho60cZwischenRules)},
	// Sonder- put on a meeting, appointment, delivery or offer, so a special one is
	// meant: Die nächste Sitzung → Die nächste Sondersitzung; das günstigste Angebot
	// → das günstigste Sonderangebot.
	{"b60c_de_noun_given_sonder_prefix_special", "first", ho60cDe(ho60cSonderRules)},
}

// ho60cChangedLine gives the sentence of golden that damaged changes and the one that
// replaces it (a window around the change when the sentence is long, as in JSON).
func ho60cChangedLine(golden, damaged string) (string, string) {
	p := 0
	for p < len(golden) && p < len(damaged) && golden[p] == damaged[p] {
		p++
	}
	q := 0
	for q < len(golden)-p && q < len(damaged)-p && golden[len(golden)-1-q] == damaged[len(damaged)-1-q] {
		q++
	}
	// isEnd reports whether s[i:] starts a sentence end ". " not after a digit.
	isEnd := func(s string, i int) bool {
		if !strings.HasPrefix(s[i:], ". ") || i == 0 || (s[i-1] >= '0' && s[i-1] <= '9') {
			return false
		}
		j := i
		for j > 0 && (s[j-1] >= 'a' && s[j-1] <= 'z' || s[j-1] >= 'A' && s[j-1] <= 'Z') {
			j--
		}
		return !deAbbrev[s[j:i]]
	}
	cut := func(s string, from, to int) string {
		start := strings.LastIndex(s[:from], "\n") + 1
		for i := from - 1; i > start; i-- {
			if isEnd(s, i) {
				start = i + 2
				break
			}
		}
		end := len(s)
		if i := strings.Index(s[to:], "\n"); i >= 0 {
			end = to + i
		}
		for i := to; i < end; i++ {
			if isEnd(s, i) {
				end = i + 1
				break
			}
		}
		if end-start > 300 {
			start, end = max(start, from-80), min(end, to+80)
		}
		for start > 0 && s[start]&0xC0 == 0x80 {
			start--
		}
		for end < len(s) && s[end]&0xC0 == 0x80 {
			end++
		}
		return s[start:end]
	}
	return cut(golden, p, len(golden)-q), cut(damaged, p, len(damaged)-q)
}
