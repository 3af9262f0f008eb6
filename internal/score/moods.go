package score

import (
	"fmt"
	"regexp"
	"strings"
)

// unmetMood is a statement of the case turned into one that did not come true or is
// only wished: what the reader should have done (ご連絡いただくべきでした, hätten …
// sollen), what was supposed to happen (お届けするはずでした), what the writer would
// have liked (お送りできればよかったのですが, hätte sich gewünscht), a fact hoped for
// (だといいのですが, hoffentlich) and an approval asked for after the fact (事後承認,
// nachträglich). A business text that states a date, a sum or a step states it; it
// does not regret or hope it.
var unmetMood = regexp.MustCompile(`べきでした|べきだった|べきであった|はずでした|はずだった|[れた]ばよかった|といいのですが|だといい|であればいい|ことを願って|ことを祈って|たかった(?:のですが|です)?[。．]|事後(?:の)?(?:ご)?承認|事後報告|` +
	`(?:^|[^\p{L}])(?:nachträglich|nachträglichen|nachträgliche|hoffentlich|hätten? [^.!?;:]{0,80}?(?:sollen|müssen|gewünscht)|wären? [^.!?;:]{0,60}?gewesen)(?:[^\p{L}]|$)`)

// pastOnly limits a standing statement to the time up to now (bisher, これまでは): the
// fee, the rule or the state then no longer holds, or is not known to hold. "wie
// bisher" keeps the state, and a case that itself speaks of the time up to now lets
// a paraphrase do so in its own words (bislang for bisher), so pastOnlyAdded reads it.
var pastOnly = regexp.MustCompile(`これまで[はの]|今までは|従来は|(?:^|[^\p{L}])(?:[Bb]isher|[Bb]islang)(?:[^\p{L}]|$)`)

// keptBefore is "as before": the state goes on.
var keptBefore = regexp.MustCompile(`(?:wie|als) (?:bisher|bislang)|これまで(?:どおり|通り|と同様)|従来(?:どおり|通り)`)

// pastOnlyAdded names the words that limit a statement to the time up to now, in an
// answer to a case that never does.
func pastOnlyAdded(said, grounds string) []string {
	if pastOnly.MatchString(grounds) {
		return nil
	}
	return unfounded(pastOnly, keptBefore.ReplaceAllString(said, ""), grounds, "a standing statement limited to the time up to now, which the case never does")
}

// deferred puts the letter's own act off to an unnamed later time (後日確定いたします,
// in den nächsten Tagen bestätigen wir): what the case does now becomes a promise.
var deferred = regexp.MustCompile(`後日|追って|近日中|(?:^|[^\p{L}])(?:in den nächsten Tagen|demnächst|zu einem späteren Zeitpunkt|in Kürze)(?:[^\p{L}]|$)`)

// pastGloss is a date glossed as one gone by (am vergangenen Montag, 先週の水曜日):
// told of an appointment still to come, it moves the appointment into the past.
var pastGloss = regexp.MustCompile(`先週|先月|(?:^|[^\p{L}])(?:vergangenen|vorigen|letzten) (?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Woche|Monat)(?:[^\p{L}]|$)`)

// jaToDo is a sentence ended as an internal to-do note (送付すること。): a letter's
// promise to its reader turned into an order to staff.
var jaToDo = regexp.MustCompile(`すること[。．]`)

// vagueStandIn is a general word put where the case names the thing: the necessary
// documents for the return label, a defect for the flickering, 必要な対応 for the
// battery change, 一定期間 for two weeks, ご依頼の件 for the measurement series. The
// answer reads fluently and commits to nothing the case fixed.
var vagueStandIn = regexp.MustCompile(`必要な対応|所定の|一定期間|しばらくして|しばらくすると|ご依頼の件|当該|別途ご案内|別途お知らせ|何らかの|諸事情|各種|` +
	`(?:^|[^\p{L}])(?:die nötigen Unterlagen|die erforderlichen (?:Unterlagen|Maßnahmen|Schritte)|die notwendigen (?:Unterlagen|Maßnahmen|Schritte)|einen Defekt|ein Schaden|einen Schaden|ein Problem|ein Defekt|aus verschiedenen Gründen|aus organisatorischen Gründen|die zuständige Stelle|eine gewisse Zeit|einige Zeit|einen bestimmten Betrag)(?:[^\p{L}]|$)`)

// jaRequestDone is a request to the reader told as done by the reader (ご返送
// くださいました for ご返送ください, お願いいたしました for お願いいたします): the
// letter reports an act nobody has done yet.
var jaRequestDone = regexp.MustCompile(`くださいました(?:[。：:]|$)|お願い(?:いた|致)?しました(?:[。：:]|$)`)

// vagueRequest is what a person asks for said as a mere reply or handling (Sie bittet
// um Rückmeldung, 対応を求めている): the thing asked for is gone.
var vagueRequest = regexp.MustCompile(`(?:bittet|bitten|bat|baten) um (?:eine |Ihre )?(Rückmeldung|Antwort|Reaktion)(?:[^\p{L}]|$)|(対応)を(?:求め|希望|依頼)`)

// vagueRequests names the answer's requests of vagueRequest whose word (Rückmeldung,
// 対応) the case never writes.
func vagueRequests(said, grounds string) []string {
	var out []string
	for _, m := range vagueRequest.FindAllStringSubmatch(said, -1) {
		if w := m[1] + m[2]; !strings.Contains(grounds, w) {
			out = append(out, fmt.Sprintf("%q: a request said as a mere reply or handling, where the case names what is asked for", strings.TrimSpace(m[0])))
		}
	}
	return out
}
