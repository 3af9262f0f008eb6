package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// A German sentence tells a plan or a state in the present (Die Lieferung erfolgt am
// 12.11.2026; Die nächste Sitzung findet am 12.11.2026 statt; Wir senden Ihnen … zu),
// which German also uses for what is to come, and a done act in the perfect or the
// past (ist erfolgt, hat stattgefunden, haben zugesandt, wurde geliefert). An answer
// sentence that is the golden's, its verb turned from one to the other, reports as
// done what is still to happen, or the other way round. The present made the future
// (wird … zusenden) is a paraphrase, and so is a state passive of a plan (ist für den
// 12.11. geplant, ist vorgesehen).

// deAux are the auxiliaries of the German perfect and past passive and the past of
// sein and haben.
var deAux = wordSet("hat haben habe hatte hatten ist sind war waren wurde wurden")

// dePastParticiple is a German past participle: ge- with a separable prefix or none
// (geliefert, zugesandt, stattgefunden), or a verb in -iert (informiert).
var dePastParticiple = regexp.MustCompile(`^(?:ab|an|auf|aus|bei|ein|fest|frei|mit|nach|statt|vor|weg|zu|zurück|zusammen|dar|her|hin|herunter|weiter)?ge\p{Ll}{3,}(?:t|en)$|^\p{Ll}{3,}iert$|^erfolgt$|^bestellt$|^erhalten$|^versandt$|^verschickt$|^vereinbart$`)

// dePlanState are participles that, after ist or sind, tell a plan that stands, not
// an act done.
var dePlanState = wordSet("geplant vorgesehen angesetzt terminiert festgelegt vereinbart angekündigt bestätigt beabsichtigt gewünscht erwartet")

// dePast reports whether a German sentence tells a done act: an auxiliary with a
// participle after it that is no plan's state.
func dePast(ts []string) bool {
	for i, t := range ts {
		if !deAux[t] {
			continue
		}
		for _, u := range ts[i+1:] {
			if u == "," || u == ";" || u == "." {
				break
			}
			if dePastParticiple.MatchString(u) && !dePlanState[u] {
				return true
			}
		}
	}
	return false
}

// tenseTurned names a German golden sentence told as done that was to come, or the
// other way round, the rest of its words kept; "" when it is not that.
// gt and at are the sentences\' edit tokens, worked out once by the caller.
func tenseTurned(lang, g, a string, gt, at []string) string {
	if lang != "de" {
		return ""
	}
	if len(gt) < 5 || len(at) > len(gt)+4 || len(gt) > len(at)+4 || bagOverlap(gt, at) < len(gt)-2 || 4*bagOverlap(gt, at) < 3*len(gt) {
		return ""
	}
	gp, ap := dePast(gt), dePast(at)
	// Only a golden with no auxiliary at all tells its act in the present: in a
	// subordinate clause the auxiliary follows its participle (die der Ausschuss
	// freigegeben hat, wenn die 10 Minuten abgelaufen sind), which a paraphrase may
	// put in a main clause's order.
	switch {
	case !gp && ap && !slices.ContainsFunc(gt, func(t string) bool { return deAux[t] }) && !strings.Contains(strings.ToLower(g), "bereits") && !hasAny(gt, "seit", "bisher", "gestern"):
		return fmt.Sprintf("what is to come told as done (%q)", clipRunes(a, 50))
	case gp && !ap && !hasAny(at, "hat", "haben", "ist", "sind", "war", "waren", "wurde", "wurden"):
		return fmt.Sprintf("what is done told as to come (%q)", clipRunes(a, 50))
	case gp && !ap && future(gt, at) && auxCount(at) < auxCount(gt):
		// The perfect's auxiliary gone and wird put in, a state's ist kept beside it
		// (hat … vorgestellt: … ist bestanden → wird … vorstellen: … ist bestanden).
		return fmt.Sprintf("what is done told as to come (%q)", clipRunes(a, 50))
	case !gp && future(gt, at) && slices.ContainsFunc(gt, func(t string) bool { return deReports[t] && !slices.Contains(at, t) }) &&
		slices.ContainsFunc(at, func(t string) bool { return deReports[t] && !slices.Contains(gt, t) }):
		// A summary's reporting verb in the present tells what was said (Frau Müller
		// meldet, …); made future (wird melden), the report is yet to be made.
		return fmt.Sprintf("a report made told as one to come (%q)", clipRunes(a, 50))
	}
	return ""
}

// deReports are German reporting verbs in the third person present: in a summary
// they tell what someone said or asked (meldet, berichtet, bittet), not a plan.
var deReports = wordSet("meldet melden berichtet berichten bittet bitten schildert schildern teilt teilen fragt fragen schreibt schreiben beanstandet beanstanden reklamiert reklamieren erklärt erklären stellt stellen")

// future reports an answer sentence that puts in the future's wird or werden where
// the golden's sentence has neither.
func future(gt, at []string) bool {
	return hasAny(at, "wird", "werden") && !hasAny(gt, "wird", "werden")
}

// auxCount counts the auxiliaries of the perfect and the past among the tokens.
func auxCount(ts []string) int {
	n := 0
	for _, t := range ts {
		if deAux[t] {
			n++
		}
	}
	return n
}

// hasAny reports whether ts holds one of the words.
func hasAny(ts []string, words ...string) bool {
	for _, t := range ts {
		for _, w := range words {
			if t == w {
				return true
			}
		}
	}
	return false
}
