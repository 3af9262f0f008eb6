package score

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
)

// The small words of stance: a sentence that restates one of the golden's, its content
// words kept, and gains a word that changes when, how sure, how often or by whom
// (erneut, vorerst, ungefähr, wäre, soll, lässt; 再度, ひとまず, 頃, らしい, てしまう,
// しようと). Each word is of a sense; the answer's sentence has more words of that
// sense than the golden sentence it restates, and the answer as a whole more than the
// golden and request together. A paraphrase rewords a sentence without such a word:
// "gegen 10:30 Uhr" for "um 10:30 Uhr" is not the same appointment.

// stanceMarker is a sense and the words that carry it.
type stanceMarker struct {
	re    *regexp.Regexp
	sense string
	// unless, when set, is a word of the golden that licenses the marker
	// (steht noch aus: noch nicht erteilt; z. B.: etwa); except, one of the answer's
	// sentence that makes the word another (lässt sich herstellen: can be made).
	unless, except *regexp.Regexp
}

// courtesy is a sentence of thanks, regret or pleasure, which a paraphrase may
// strengthen (Es tut uns sehr leid; 大変申し訳ございません).
var courtesy = regexp.MustCompile(`(?i)leid|dank|freuen|bedauer|geehrt|entschuldig|gern|verständnis|geduld|申し訳|ありがと|恐れ入|幸い|お詫び|感謝|ご迷惑|ご不便|お待たせ|よろしく`)

// stanceMarkers are each language's senses, in the order they are tried; the first
// a sentence gains is the one named.
var stanceMarkers = map[string][]stanceMarker{
	"de": {
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:erneut|wieder|nochmals|abermals|noch einmal)(?:[^\p{L}]|$)`), "says it happens again", nil, nil},
		{regexp.MustCompile(`(?:^|[^\p{L}])noch (?:nicht|kein\p{L}*)(?:[^\p{L}]|$)`), "makes a standing no a not yet", regexp.MustCompile(`(?:^|[^\p{L}])(?:noch|aus|ausstehend|offen)(?:[^\p{L}]|$)`), nil},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:vorerst|einstweilen|bis auf weiteres|fürs erste|zunächst einmal)(?:[^\p{L}]|$)`), "makes a settled fact provisional", nil, nil},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:ungefähr|etwa|circa|ca\.|zirka|rund|gegen)\s+(?:am\s+|um\s+|ab\s+|zwischen\s+)?\d`), "makes an exact figure or time approximate", regexp.MustCompile(`z\.\s?B\.|zum Beispiel|beispielsweise|bspw\.`), nil},
		{regexp.MustCompile(`(?:^|[^\p{L}])(?:würde|würden|wäre|wären|hätte|hätten|dürfte|dürften|könnte|könnten)(?:[^\p{L}]|$)`), "puts a fact in the subjunctive, or makes it a guess", nil, nil},
		{regexp.MustCompile(`(?:^|[^\p{L}])(?:soll|sollen|angeblich|anscheinend|offenbar)(?:[^\p{L}]|$)`), "tells a fact as hearsay", nil, nil},
		{regexp.MustCompile(`(?:^|[^\p{L}])(?:will|wollen|wollte|wollten)(?:[^\p{L}]|$)`), "makes an act or an ability a wish", nil, nil},
		{regexp.MustCompile(`(?:^|[^\p{L}])(?:lässt|lassen|ließ|ließen)(?:[^\p{L}]|$)`), "has someone else do it", nil, regexp.MustCompile(`(?:^|[^\p{L}])sich(?:[^\p{L}]|$)`)},
		{regexp.MustCompile(`(?m)(?:^[ \t]*(?:[-*•] )?|[.!?:]\s+)Auch\s`), "presupposes another case (auch)", nil, nil},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:gleichzeitig|zeitgleich)(?:[^\p{L}]|$)`), "makes a sequence simultaneous", nil, nil},
		{regexp.MustCompile(`(?:^|[^\p{L}])[Dd]ank (?:des|der|dem|eines|einer|einem)(?:[^\p{L}]|$)`), "makes a bad cause a boon", nil, nil},
		{regexp.MustCompile(`(?:^|[^\p{L}])(?:[Zz]wecks|[Zz]um Zwecke?)(?:[^\p{L}]|$)`), "makes a cause a purpose", nil, nil},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:anders als|entgegen|im gegensatz zu)(?:[^\p{L}]|$)`), "makes an accordance a contrast", nil, nil},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:wie bisher|wie gewohnt|unverändert|bisherige[nmrs]?|nach wie vor)(?:[^\p{L}]|$)`), "says nothing changed", nil, courtesy},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:auch danach|danach weiterhin|auch nach dem)(?:[^\p{L}]|$)`), "says it lasts beyond its end", nil, nil},
		{regexp.MustCompile(`(?:^|[^\p{L}])(?:Sie wünschen|auf Ihren Wunsch|wunschgemäß)(?:[^\p{L}]|$)`), "makes the writer's act the reader's wish", nil, nil},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:immer|stets|oft|häufig|manchmal|gelegentlich|selten|jedes mal|regelmäßig)(?:[^\p{L}]|$)`), "says how often", nil, courtesy},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:alle|sämtliche|jede[nrsm]?|einige|manche|teilweise|mehrere)(?:[^\p{L}]|$)`), "says how many", nil, courtesy},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:sehr|stark|leicht|etwas|deutlich|erheblich|kaum|geringfügig|massiv)(?:[^\p{L}]|$)`), "says how much", nil, courtesy},
	},
	"ja": {
		{regexp.MustCompile(`再度|再び|ふたたび|またもや|もう一度`), "says it happens again", nil, nil},
		{regexp.MustCompile(`まだ`), "makes a standing no a not yet", nil, nil},
		{regexp.MustCompile(`既に|すでに`), "says it has already happened", nil, nil},
		{regexp.MustCompile(`ひとまず|とりあえず|一旦|いったん|当面`), "makes a settled fact provisional", nil, nil},
		{regexp.MustCompile(`[\d日時分）)](?:頃|ごろ)|およそ|おおよそ`), "makes an exact figure or time approximate", nil, nil},
		{regexp.MustCompile(`らしい|ようです|ようだ[。、]|そうです[。、]|そうだ[。、]|はず`), "tells a fact as hearsay or a supposition", nil, nil},
		{regexp.MustCompile(`[てで]しま[いっうわえ]|ちゃ[いっう]`), "makes an act unintended", nil, nil},
		{regexp.MustCompile(`(?:し|さ)ようと|ようとし|ようとされ`), "makes an act an attempt", nil, nil},
		{regexp.MustCompile(`ところ(?:でした|だった|です|だ)(?:[。、]|$)`), "makes a done act a near miss or under way", nil, nil},
		{regexp.MustCompile(`おかげで`), "makes a bad cause a boon", nil, nil},
		{regexp.MustCompile(`同時に`), "makes a sequence simultaneous", nil, nil},
		{regexp.MustCompile(`に備えて`), "makes a cause a purpose", nil, nil},
		{regexp.MustCompile(`とは異なり|に反して|[わかさたなまらが]ずに`), "makes an accordance a contrast", nil, nil},
		{regexp.MustCompile(`\p{Han}させ[、。たまる]`), "has someone else do it", nil, nil},
		{regexp.MustCompile(`予定(?:でした|だった)|つもりでした`), "tells a plan as a former plan", nil, nil},
		{regexp.MustCompile(`ことにいたし|ことにし`), "makes a circumstance the writer's choice", nil, nil},
		{regexp.MustCompile(`従来どおり|従来通り|これまでどおり|これまで通り|変わらず`), "says nothing changed", nil, courtesy},
		{regexp.MustCompile(`その後も|以降も`), "says it lasts beyond its end", nil, nil},
		{regexp.MustCompile(`(?:^|[^正通非異日])常に|いつも|時々|ときどき|たまに|しばしば|頻繁に|毎回|度々|たびたび`), "says how often", nil, courtesy},
		{regexp.MustCompile(`大幅に|わずかに|僅かに|少し|かなり|非常に|大きく|若干|ほとんど`), "says how much", nil, courtesy},
	},
}

// shiftedMarkers names the answer's sentences that restate a golden sentence (half
// its content words both ways) and gain a word of a stance sense (see stanceMarkers).
func shiftedMarkers(lang string, golden []string, source, answer string, as []string) []string {
	markers := stanceMarkers[lang]
	if markers == nil {
		return nil
	}
	var gws []map[string]bool
	for _, g := range golden {
		gws = append(gws, alignWords(lang, g))
	}
	said := map[string]bool{}
	for _, g := range golden {
		said[strings.TrimSpace(g)] = true
	}
	var out []string
	for _, a := range as {
		// A short sentence has too few content words to align: it restates the
		// golden's when it is the golden's with the marker taken out.
		if m := insertedMarker(markers, a, said); m != nil && len(m.re.FindAllString(answer, -1)) > len(m.re.FindAllString(source, -1)) {
			out = append(out, fmt.Sprintf("%q %s: %q", clipRunes(strings.TrimSpace(a), 50), m.sense, strings.Trim(m.re.FindString(a), " .,!?:;、。\n-*•0123456789")))
			continue
		}
		aw := alignWords(lang, a)
		best, bestShare := -1, 0.0
		for i, gw := range gws {
			if sh := min(shareOf(aw, gw), shareOf(gw, aw)); sh > bestShare {
				best, bestShare = i, sh
			}
		}
		if best < 0 || bestShare < 0.5 {
			continue
		}
		for _, m := range markers {
			n := len(m.re.FindAllString(a, -1))
			if n == 0 || n <= len(m.re.FindAllString(golden[best], -1)) ||
				len(m.re.FindAllString(answer, -1)) <= len(m.re.FindAllString(source, -1)) ||
				m.unless != nil && m.unless.MatchString(strings.Join(golden, " ")) || m.except != nil && m.except.MatchString(a) {
				continue
			}
			w := strings.Trim(m.re.FindString(a), " .,!?:;、。\n-*•0123456789")
			out = append(out, fmt.Sprintf("%q %s: %q", clipRunes(strings.TrimSpace(a), 50), m.sense, w))
			break
		}
	}
	return out
}

// insertedMarker returns the marker whose word, taken out of sentence a, leaves a
// sentence of the golden (said).
func insertedMarker(markers []stanceMarker, a string, said map[string]bool) *stanceMarker {
	for i, m := range markers {
		for _, loc := range m.re.FindAllStringIndex(a, -1) {
			w := a[loc[0]:loc[1]]
			core := strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) })
			if core == "" {
				continue
			}
			cuts := []string{core + " ", " " + core, core}
			// A marker of two words (noch nicht) inserted one word: noch.
			if f := strings.Fields(core); len(f) > 1 {
				cuts = append(cuts, f[0]+" ")
			}
			for _, cut := range cuts {
				if strings.Contains(a, cut) && said[strings.TrimSpace(strings.Replace(a, cut, "", 1))] {
					return &markers[i]
				}
			}
		}
	}
	return nil
}

// deModals are the German modal and subjunctive verbs that turn a statement into a
// plan, a guess, a wish or a counterfactual when put before its verb.
var deModals = map[string]bool{"soll": true, "sollen": true, "sollte": true, "sollten": true, "dürfte": true,
	"dürften": true, "würde": true, "würden": true, "könnte": true, "könnten": true, "müsste": true, "müssten": true,
	"wollte": true, "wollten": true, "will": true, "wollen": true, "möchte": true, "möchten": true}

// deFiniteInfinitive pairs a finite form with its infinitive where the stems differ.
var deFiniteInfinitive = map[string]string{"ist": "sein", "sind": "sein", "war": "sein", "hat": "haben", "wird": "werden", "kann": "können"}

// modalInserted names an answer sentence that is a golden sentence with its finite
// verb replaced by a modal and the verb's infinitive (Der Kopplungsmodus bleibt 10
// Minuten aktiv → … sollte 10 Minuten aktiv bleiben; Herr Weiß ist verreist → Herr
// Weiß dürfte verreist sein): the statement made a plan that was, a guess or a wish.
func modalInserted(golden, answer []string) []string {
	words := func(s string) []string {
		return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	}
	for _, a := range answer {
		aw := words(a)
		for _, g := range golden {
			gw := words(g)
			if len(aw) != len(gw)+1 || len(gw) < 4 {
				continue
			}
			aOnly, gOnly := wordDiff(aw, gw), wordDiff(gw, aw)
			if len(aOnly) != 2 || len(gOnly) != 1 {
				continue
			}
			modal, inf := aOnly[0], aOnly[1]
			if !deModals[modal] {
				modal, inf = inf, modal
			}
			fin := gOnly[0]
			if !deModals[modal] || deModals[fin] {
				continue
			}
			if deFiniteInfinitive[fin] == inf || len(fin) >= 4 && len(inf) >= 4 && fin[:3] == inf[:3] && strings.HasSuffix(inf, "n") {
				return []string{fmt.Sprintf("%q: the golden's %q put under %q", clipRunes(strings.TrimSpace(a), 50), fin, modal)}
			}
		}
	}
	return nil
}

// wordDiff is the words of a not matched one for one by a word of b.
func wordDiff(a, b []string) []string {
	left := map[string]int{}
	for _, w := range b {
		left[w]++
	}
	var out []string
	for _, w := range a {
		if left[w] > 0 {
			left[w]--
			continue
		}
		out = append(out, w)
	}
	return out
}

// deReflexiveEvent is a German verb whose subject undergoes it (verschiebt sich,
// verzögert sich): a circumstance, not an act.
var deReflexiveEvent = regexp.MustCompile(`\b(\p{Ll}{4,})t sich\b`)

// ownChoice names an answer that makes the golden's circumstance (Der Versand
// verschiebt sich) the writer's act (verschieben wir den Versand).
func ownChoice(golden, answer string) []string {
	for _, m := range deReflexiveEvent.FindAllStringSubmatch(golden, -1) {
		stem := m[1]
		for _, act := range []string{stem + "en wir", "wir " + stem + "en", stem + "n wir", "wir " + stem + "n"} {
			if strings.Contains(strings.ToLower(answer), act) && !strings.Contains(strings.ToLower(golden), act) {
				return []string{fmt.Sprintf("%q: the golden's %q, a circumstance, made the writer's choice", act, m[0])}
			}
		}
	}
	return nil
}
