package score

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
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
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:seitdem|seither|seit dem|seit damals)(?:[^\p{L}]|$)`), "makes an until a since", nil, nil},
		{regexp.MustCompile(`(?:^|[^\p{L}])(?:Sie wünschen|auf Ihren Wunsch|wunschgemäß)(?:[^\p{L}]|$)`), "makes the writer's act the reader's wish", nil, nil},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:außer (?:wenn|bei|falls|im fall)|es sei denn|ausgenommen (?:wenn|bei))(?:[^\p{L}]|$)`), "makes an if an unless", nil, nil},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:selbst wenn|auch wenn|sogar wenn|selbst falls|selbst bei|auch dann, wenn)(?:[^\p{L}]|$)`), "makes an if an even if", nil, nil},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:unabhängig (?:davon|vo[nm])|ungeachtet|egal,? ob|gleichgültig,? ob|ganz gleich,? ob)(?:[^\p{L}]|$)`), "makes a condition or a cause irrelevant", nil, nil},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:stattdessen|statt dessen|anstatt|anstelle dessen|an stelle dessen)(?:[^\p{L}]|$)`), "makes a sequence an alternative", nil, nil},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:(?:noch )?vor (?:Erhalt|Eingang|Ankunft|Zugang)|bevor)(?:[^\p{L}]|$)`), "makes an after a before", nil, nil},
		{regexp.MustCompile(`(?:^|[^\p{L}])(?:[Ww]egen|[Aa]ufgrund von) (?:Herrn?|Frau|Hr\.|Fr\.|Dr\.)(?:[^\p{L}]|$)`), "makes a person who reports a cause", nil, nil},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:verursacht\p{L}*|verschuldet|ist schuld|sind schuld|schuld (?:an|daran))(?:[^\p{L}]|$)`), "blames someone the golden does not", nil, nil},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:(?:muss|müssen|brauchen|braucht) (?:[\p{L}\d.-]+ ){0,4}nicht|nicht (?:\p{L}+ ){0,2}(?:zu )?(?:müssen|brauchen)|nicht (?:mehr )?(?:nötig|notwendig|erforderlich))(?:[^\p{L}]|$)`), "makes a must or a fact a need-not", nil, nil},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:empfehl\p{L}*|empfiehlt|empfohlen|ratsam|am besten|tipp)(?:[^\p{L}]|$)`), "makes an instruction or a fact a recommendation", nil, nil},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:können wir|wir können|könnten wir|wir könnten|ist es möglich|wäre es möglich|auf wunsch)(?:[^\p{L}]|$)`), "makes a commitment a possibility", nil, nil},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])ohne (?:\p{L}+ ){0,4}zu \p{L}+`), "makes a step skipped", nil, nil},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:generalüberholt\p{L}*|gebraucht\p{L}*|aufbereitet\p{L}*|reparierte[nmrs]?|instand gesetzt\p{L}*)(?:[^\p{L}]|$)`), "makes a new item used or repaired", nil, nil},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:stellvertretend\p{L}*|vertretungsweise|kommissarisch\p{L}*|in vertretung)(?:[^\p{L}]|$)`), "makes the person a deputy", nil, nil},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:immer|stets|oft|häufig|manchmal|gelegentlich|selten|jedes mal|regelmäßig)(?:[^\p{L}]|$)`), "says how often", nil, courtesy},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:alle|sämtliche|jede[nrsm]?|einige|manche|teilweise|mehrere)(?:[^\p{L}]|$)`), "says how many", nil, courtesy},
		{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:sehr|stark|leicht|etwas|deutlich|erheblich|kaum|geringfügig|massiv)(?:[^\p{L}]|$)`), "says how much", nil, courtesy},
	},
	"ja": {
		{regexp.MustCompile(`再度|再び|ふたたび|またもや|もう一度`), "says it happens again", nil, nil},
		{regexp.MustCompile(`まだ`), "makes a standing no a not yet", nil, nil},
		{regexp.MustCompile(`既に|すでに`), "says it has already happened", nil, nil},
		{regexp.MustCompile(`(?:を|し)(?:終え|済ませ|完了し)[、，]`), "tells as finished a step the case has under way", nil, regexp.MustCompile(`次第|(?:終え|済ませ|完了し)(?:た後|てから|たら)`)},
		{regexp.MustCompile(`ひとまず|とりあえず|一旦|いったん|当面`), "makes a settled fact provisional", nil, nil},
		{regexp.MustCompile(`[\d日時分）)](?:頃|ごろ)|およそ|おおよそ`), "makes an exact figure or time approximate", nil, nil},
		{regexp.MustCompile(`らしい|ようです|ようだ[。、]|そうです[。、]|そうだ[。、]|はず`), "tells a fact as hearsay or a supposition", nil, nil},
		{regexp.MustCompile(`お客様の(?:お話|ご説明|お申し出)(?:によると|によれば|では)|お客様によ(?:ると|れば)`), "gives the reader as the source of the writer's statement", nil, regexp.MustCompile(`とのこと|との(?:ご)?連絡|そうです|よう|おっしゃ|伺`)},
		{regexp.MustCompile(`(?:天候|天気|状況|在庫状況|交通状況|道路状況|混雑状況)次第|(?:天候|天気|状況)によっては|天候が許せば`), "makes a settled fact conditional", nil, nil},
		{regexp.MustCompile(`(?:のが|ほうが|方が)(?:おすすめ|お勧め|お薦め|よい|良い|いい)`), "makes an instruction or a fact a recommendation", nil, nil},
		{regexp.MustCompile(`[てで]しま[いっうわえ]|ちゃ[いっう]`), "makes an act unintended", nil, nil},
		{regexp.MustCompile(`(?:し|さ)ようと|ようとし|ようとされ`), "makes an act an attempt", nil, nil},
		{regexp.MustCompile(`ところ(?:でした|だった|です|だ)(?:[。、]|$)`), "makes a done act a near miss or under way", nil, nil},
		{regexp.MustCompile(`おかげで`), "makes a bad cause a boon", nil, nil},
		{regexp.MustCompile(`同時に`), "makes a sequence simultaneous", nil, nil},
		{regexp.MustCompile(`に備えて`), "makes a cause a purpose", nil, nil},
		{regexp.MustCompile(`とは異なり|に反して|[わかさたなまらが]ずに`), "makes an accordance a contrast", nil, nil},
		{regexp.MustCompile(`\p{Han}させ[、。たまる]`), "has someone else do it", nil, nil},
		{regexp.MustCompile(`予定(?:でした|だった)|つもりでした`), "tells a plan as a former plan", nil, nil},
		{regexp.MustCompile(`ことにいたし|ことにし|といたしました|といたします`), "makes a circumstance the writer's choice", nil, nil},
		{regexp.MustCompile(`従来どおり|従来通り|これまでどおり|これまで通り|変わらず`), "says nothing changed", nil, courtesy},
		{regexp.MustCompile(`その後も|以降も`), "says it lasts beyond its end", nil, nil},
		{regexp.MustCompile(`以来|それから(?:ずっと)?`), "makes an until a since", nil, nil},
		{regexp.MustCompile(`を除き|を除いて|ない限り|場合を除`), "makes an if an unless", nil, nil},
		{regexp.MustCompile(`場合でも|であっても|としても|たとしても|ても構わず`), "makes an if an even if", nil, nil},
		{regexp.MustCompile(`かどうかにかかわらず|にかかわらず|に関係なく|を問わず|いずれにしても|いずれにせよ`), "makes a condition or a cause irrelevant", nil, nil},
		{regexp.MustCompile(`ためか|のためか|せいか|からか|ためかもしれ`), "makes a stated cause a guess", nil, nil},
		{regexp.MustCompile(`代わりに|かわりに`), "makes a sequence an alternative", nil, nil},
		{regexp.MustCompile(`することも可能|こともでき|ことも可能|することもでき`), "makes a commitment a possibility", nil, nil},
		{regexp.MustCompile(`自ら`), "makes another's act the subject's own", nil, nil},
		{regexp.MustCompile(`(?:様|氏|さん)(?:の[^、。]{0,8})?(?:により|によって|のせいで)`), "makes a person who reports a cause", nil, regexp.MustCompile(`によりますと|によると|によれば`)},
		{regexp.MustCompile(`中古|再生品|リファービッシュ|整備済み|修理済みの`), "makes a new item used or repaired", nil, nil},
		{regexp.MustCompile(`代理|代行`), "makes the person a deputy", nil, nil},
		{regexp.MustCompile(`[^\s]ずに`), "makes a step skipped", nil, nil},
		{regexp.MustCompile(`[うくぐすつぬぶむる]前に|(?:到着|承認|受領|入金|お届け)の?前に`), "makes an after a before", nil, nil},
		{regexp.MustCompile(`ないでください|なさらないで|にならないで`), "makes a request a prohibition", nil, nil},
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
			// A Japanese marker opens the sentence with its comma (ご希望どおり、 天候次第ですが、).
			cuts := []string{core + " ", " " + core, core + "、", core + "ですが、", core}
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
	for _, a := range answer {
		aw := letterWords(a)
		for _, g := range golden {
			gw := letterWords(g)
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

// letterWords is s's runs of letters and digits.
func letterWords(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
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

// deStrongPreterite pairs German present forms with their preterites where the
// stem changes (steht/stand); weak verbs add -te (tropft/tropfte), which
// tenseShifted tells by rule.
var deStrongPreterite = map[string]string{
	"steht": "stand", "stehen": "standen", "geht": "ging", "gehen": "gingen", "kommt": "kam", "kommen": "kamen",
	"liegt": "lag", "liegen": "lagen", "ist": "war", "sind": "waren", "hat": "hatte", "haben": "hatten",
	"läuft": "lief", "laufen": "liefen", "bleibt": "blieb", "bleiben": "blieben", "gibt": "gab", "geben": "gaben",
	"fährt": "fuhr", "fahren": "fuhren", "sieht": "sah", "sehen": "sahen", "nimmt": "nahm", "nehmen": "nahmen",
	"wird": "wurde", "werden": "wurden", "kann": "konnte", "können": "konnten", "muss": "musste", "müssen": "mussten",
	"darf": "durfte", "dürfen": "durften", "weiß": "wusste", "wissen": "wussten", "findet": "fand", "finden": "fanden",
	"hält": "hielt", "halten": "hielten", "fällt": "fiel", "fallen": "fielen", "trifft": "traf", "treffen": "trafen",
	"bringt": "brachte", "bringen": "brachten", "kennt": "kannte", "kennen": "kannten", "ruft": "rief", "rufen": "riefen",
	"schreibt": "schrieb", "schreiben": "schrieben", "bittet": "bat", "bitten": "baten", "beginnt": "begann",
	"beginnen": "begannen", "gilt": "galt", "gelten": "galten", "fließt": "floss", "fließen": "flossen",
	"tritt": "trat", "treten": "traten", "hängt": "hing", "hängen": "hingen", "sitzt": "saß", "sitzen": "saßen",
}

// reportingVerb are the German verbs of saying, whose report a summary may tell in
// the present or the past alike.
var reportingVerb = wordSet("meldet meldete melden meldeten berichtet berichtete berichten berichteten sagt sagte sagen sagten " +
	"teilt teilte teilen teilten erklärt erklärte erklären erklärten bittet bat bitten baten schreibt schrieb schreiben schrieben " +
	"ruft rief rufen riefen fragt fragte fragen fragten schildert schilderte schildern schilderten")

// preteriteOf reports whether past is the preterite of the German present form now.
func preteriteOf(now, past string) bool {
	if deStrongPreterite[now] == past {
		return true
	}
	switch {
	case len(now) >= 4 && strings.HasSuffix(now, "t") && past == now+"e":
		return true // tropft → tropfte, meldet → meldete
	case len(now) >= 5 && strings.HasSuffix(now, "en") && (past == now[:len(now)-2]+"ten" || past == now[:len(now)-2]+"eten"):
		return true // melden → meldeten, warten → warteten
	}
	return false
}

// tenseShifted names an answer sentence that is a golden sentence with its one
// finite verb moved between present and preterite (Die Genehmigung steht noch aus →
// stand noch aus; Wasser tropft → tropfte): what goes on told as over, or what was
// told as going on. Every other word is the golden's, so nothing but the time changed;
// a form the request or golden writes itself is the case's.
func tenseShifted(golden, answer []string, source string) []string {
	src := strings.ToLower(source)
	for _, a := range answer {
		aw := letterWords(a)
		if len(aw) < 4 {
			continue
		}
		for _, g := range golden {
			gw := letterWords(g)
			if len(gw) != len(aw) {
				continue
			}
			aOnly, gOnly := wordDiff(aw, gw), wordDiff(gw, aw)
			if len(aOnly) != 1 || len(gOnly) != 1 {
				continue
			}
			x, y := strings.ToLower(gOnly[0]), strings.ToLower(aOnly[0])
			if strings.Contains(src, " "+y+" ") || strings.Contains(src, " "+y+".") {
				continue // the request tells it in that tense
			}
			if reportingVerb[x] || reportingVerb[y] {
				continue // meldet or meldete: a report is told either way
			}
			switch {
			case preteriteOf(x, y):
				return []string{fmt.Sprintf("%q: the golden's present %q put in the past (%q)", clipRunes(strings.TrimSpace(a), 50), gOnly[0], aOnly[0])}
			case preteriteOf(y, x):
				return []string{fmt.Sprintf("%q: the golden's past %q put in the present (%q)", clipRunes(strings.TrimSpace(a), 50), gOnly[0], aOnly[0])}
			}
		}
	}
	return nil
}

// obligationWords and possibilityWords are what makes a sentence a must, and what
// makes it a may.
var (
	obligationWords  = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:muss|müssen|erforderlich|zwingend|verpflichtet|unbedingt|unerlässlich|vorgeschrieben|notwendig)(?:[^\p{L}]|$)|必要があります|必要です|なければなりません|なくてはなりません|必須`)
	possibilityWords = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:kann|können|darf|dürfen|möglich|hilft|helfen|gern)(?:[^\p{L}]|$)|できます|可能です|いただけます|構いません|かまいません`)
)

// obligationFromPossibility names an answer sentence that restates a golden sentence
// of what may be done (… kann helfen; 変更できます) as what must be done (ist
// zwingend erforderlich; 変更する必要があります): the golden's may is gone and a must
// stands in its place.
func obligationFromPossibility(lang string, golden, answer []string) []string {
	for _, a := range answer {
		if !obligationWords.MatchString(a) || possibilityWords.MatchString(a) {
			continue
		}
		aw := alignWords(lang, a)
		for _, g := range golden {
			if !possibilityWords.MatchString(g) || obligationWords.MatchString(g) {
				continue
			}
			gw := alignWords(lang, g)
			if min(shareOf(aw, gw), shareOf(gw, aw)) < 0.6 {
				continue
			}
			return []string{fmt.Sprintf("%q makes the golden's may a must: %q", clipRunes(strings.TrimSpace(a), 50), strings.Trim(obligationWords.FindString(a), " .,"))}
		}
	}
	return nil
}

// jaCauseClause ends a Japanese sentence's opening clause of cause (…ため、…ので、
// …により、).
var jaCauseClause = regexp.MustCompile(`(?:ため|ので|により|によって|から)、`)

// causeMoved names a Japanese cause clause of the golden that the answer puts in
// front of another statement (…コードが出ますので、 moved from アプリの入力欄に…
// onto 接続が完了すると…): every word kept, the cause explaining the wrong thing.
func causeMoved(golden []string, answer string) []string {
	bare := func(s string) string { return strings.TrimSpace(stripMarker(strings.TrimSpace(s))) }
	lead := func(s string) string {
		r := []rune(strings.TrimSpace(s))
		return string(r[:min(len(r), 8)])
	}
	for _, g := range golden {
		loc := jaCauseClause.FindStringIndex(g)
		if loc == nil || utf8.RuneCountInString(g[:loc[0]]) < 6 {
			continue
		}
		clause, rest := bare(g[:loc[1]]), lead(g[loc[1]:])
		i := strings.Index(answer, clause)
		if i < 0 || rest == "" {
			continue
		}
		next := lead(answer[i+len(clause):])
		if next == "" || strings.HasPrefix(next, rest) || strings.HasPrefix(rest, next) {
			continue
		}
		// The statement it explained stands bare in the answer, and what follows the
		// clause there opens another of the golden's statements: the clause moved,
		// rather than two sentences merged.
		alone := false
		for _, a := range strings.FieldsFunc(answer, func(r rune) bool { return r == '。' || r == '\n' }) {
			alone = alone || strings.HasPrefix(bare(a), rest)
		}
		if !alone {
			continue
		}
		for _, o := range golden {
			if o != g && strings.HasPrefix(bare(o), next) {
				return []string{fmt.Sprintf("%q now explains %q, not %q", clipRunes(clause, 30), next, rest)}
			}
		}
	}
	return nil
}
