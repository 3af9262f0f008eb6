package grade

// Blind batch 68a: modality and obligation strength, changed at one place while the
// sentence stays fluent. The writer's own commitment is recast as a mere entitlement
// (berechtigt, 認められております), as something forbidden to the writer (untersagt,
// 禁じられております), as no duty at all (nicht verpflichtet, 義務はございません), as
// advice to the writer itself (sollten, するべきかと存じます) or as a grudging
// compulsion (gezwungen, せざるを得ません); a third party's commitment in a summary is
// recast as no duty or as an "ought"; a reader's instruction is left to the reader's
// discretion (liegt in Ihrem Ermessen, ご判断にお任せします) or made to wait for the
// writer's prior consent; a reported request or wish is made a legal entitlement
// (Anspruch, 権利); a technical or contractual impossibility is softened to "not
// recommended"; and an approval, sought or given, is recast as an order. Every number,
// name and date stays.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ho68aDeSeparable are separable verb prefixes that take "zu" inside the infinitive.
var ho68aDeSeparable = []string{"zurück", "weiter", "heraus", "herunter", "auf", "aus", "ab", "an", "ein", "mit", "vor", "nach", "zu", "her", "hin", "fest"}

// ho68aZuInf gives the zu-infinitive of a German infinitive: zusenden → zuzusenden,
// aufschließen → aufzuschließen, liefern → zu liefern.
func ho68aZuInf(verb string) string {
	for _, p := range ho68aDeSeparable {
		if strings.HasPrefix(verb, p) && len(verb) > len(p)+3 {
			return p + "zu" + verb[len(p):]
		}
	}
	return "zu " + verb
}

// ho68aLowerFirst lowercases the first letter of s.
func ho68aLowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}

// The writer's own commitments: "Gern liefern wir X direkt an das Y:", "Wir senden
// Ihnen X zu.", "hiermit bestätigen wir X." and the Japanese いたします of a
// sending, a call or an explanation.
var (
	ho68aDeGernLiefern = regexp.MustCompile(`Gern liefern wir ([^:\n]+? direkt an (?:das|die|den) [\p{L}-]+):`)
	ho68aDeWirSenden   = regexp.MustCompile(`\bWir senden Ihnen ((?:[^.;\n]|\.\d)+?) zu([.;])`)
	ho68aDeHiermit     = regexp.MustCompile(`(?m)^hiermit bestätigen wir ([^\n]+)\.$`)
	ho68aJaItashimasu  = regexp.MustCompile(`(お送り|お電話|発送|ご説明)いたします`)
	// ho68aJaFutureAct leaves out the acts the letter itself performs (an
	// explanation, a quote sent with it).
	ho68aJaFutureAct = regexp.MustCompile(`(クーポンをお送り|お電話|発送)いたします`)
)

// ho68aFrame is one recasting of a commitment: de builds the German clause from the
// object and the verb's bare and zu-infinitive; ja is the Japanese ending that takes
// the place of いたします after the noun (お送り, 発送 …).
type ho68aFrame struct {
	de func(obj, inf, zuInf string) string
	ja func(noun string) string
	// futureOnly keeps to commitments still to be carried out: an act the letter
	// performs by being sent (hiermit bestätigen wir, ご説明いたします) is left alone.
	futureOnly bool
}

// ho68aOwnCommit recasts the first of the writer's own commitments in s with f.
func ho68aOwnCommit(lang, s string, f ho68aFrame) string {
	if lang == "ja" {
		re := ho68aJaItashimasu
		if f.futureOnly {
			re = ho68aJaFutureAct
		}
		return hoFirstMatch(re, s, func(m []string) string { return f.ja(m[1]) })
	}
	type hit struct {
		at       int
		end      int
		repl     string
		lowFirst bool
	}
	var best *hit
	consider := func(re *regexp.Regexp, build func(m []string) (string, bool)) {
		loc := re.FindStringSubmatchIndex(s)
		if loc == nil || (best != nil && best.at <= loc[0]) {
			return
		}
		m := make([]string, len(loc)/2)
		for i := range m {
			if loc[2*i] >= 0 {
				m[i] = s[loc[2*i]:loc[2*i+1]]
			}
		}
		r, low := build(m)
		best = &hit{loc[0], loc[1], r, low}
	}
	consider(ho68aDeGernLiefern, func(m []string) (string, bool) {
		return f.de(m[1], "liefern", ho68aZuInf("liefern")) + ":", false
	})
	consider(ho68aDeWirSenden, func(m []string) (string, bool) {
		return f.de("Ihnen "+m[1], "zusenden", ho68aZuInf("zusenden")) + m[2], false
	})
	if !f.futureOnly {
		consider(ho68aDeHiermit, func(m []string) (string, bool) {
			return f.de(m[1], "bestätigen", ho68aZuInf("bestätigen")) + ".", true
		})
	}
	if best == nil {
		return s
	}
	r := best.repl
	if best.lowFirst {
		r = ho68aLowerFirst(r)
	}
	return s[:best.at] + r + s[best.end:]
}

var (
	ho68aEntitled = ho68aFrame{
		de:         func(obj, inf, zu string) string { return "Wir sind berechtigt, " + obj + " " + zu },
		ja:         func(n string) string { return n + "することが認められております" },
		futureOnly: true,
	}
	ho68aForbidden = ho68aFrame{
		de: func(obj, inf, zu string) string { return "Es ist uns untersagt, " + obj + " " + zu },
		ja: func(n string) string { return n + "することは禁じられております" },
	}
	ho68aNoDuty = ho68aFrame{
		de: func(obj, inf, zu string) string { return "Wir sind nicht verpflichtet, " + obj + " " + zu },
		ja: func(n string) string { return n + "する義務はございません" },
	}
	ho68aOught = ho68aFrame{
		de:         func(obj, inf, zu string) string { return "Wir sollten " + obj + " " + inf },
		ja:         func(n string) string { return n + "するべきかと存じます" },
		futureOnly: true,
	}
	ho68aForced = ho68aFrame{
		de: func(obj, inf, zu string) string { return "Wir sind leider gezwungen, " + obj + " " + zu },
		ja: func(n string) string { return n + "せざるを得ません" },
	}
)

// A third party's commitment in a summary: "Frau Müller kann X aufschließen.", "die
// Statik prüft Frau Dr. Jäger.", 回答する。, 支出する。, 発送予定。
var (
	ho68aDeThirdKann   = regexp.MustCompile(`((?:Frau|Herr) \p{Lu}[\p{L}-]+) kann ([^\n]+?) (\p{Ll}+en)\.`)
	ho68aDeThirdPrueft = regexp.MustCompile(`\b(die|den|das) (\p{Lu}\p{L}+) prüft ((?:Frau|Herr) (?:Dr\. )?\p{Lu}[\p{L}-]+)\.`)
	ho68aJaThird       = regexp.MustCompile(`(回答|支出|発送)(?:する|予定)。`)
)

// ho68aThirdCommit recasts the first third-party commitment of a summary: deKann and
// dePrueft build the German clause, ja the Japanese ending after the verbal noun.
func ho68aThirdCommit(lang, s string, deKann func(who, obj, inf string) string, dePrueft func(art, noun, who string) string, ja func(noun string) string) string {
	if lang == "ja" {
		return hoFirstMatch(ho68aJaThird, s, func(m []string) string { return ja(m[1]) })
	}
	a := ho68aDeThirdKann.FindStringIndex(s)
	b := ho68aDeThirdPrueft.FindStringIndex(s)
	switch {
	case a != nil && (b == nil || a[0] < b[0]):
		return hoFirstMatch(ho68aDeThirdKann, s, func(m []string) string { return deKann(m[1], m[2], m[3]) + "." })
	case b != nil:
		return hoFirstMatch(ho68aDeThirdPrueft, s, func(m []string) string { return dePrueft(m[1], m[2], m[3]) + "." })
	}
	return s
}

// A reader's instruction: "Bitte bringen Sie X mit.", a procedure's "Prüfen Sie, ob"
// and "Achten Sie darauf", and Japanese ください of a return, a sending or a notice.
var (
	ho68aDeBitteSep = regexp.MustCompile(`\bBitte (\p{Ll}+) Sie ([^.;\n]+?) (mit|zurück|ab|an|ein|zu)([.;])`)
	ho68aDiscretion = []hoRule{
		hoR(`(?m)^(\d+\. )Prüfen Sie, ob`, "${1}Es liegt in Ihrem Ermessen zu prüfen, ob"),
		hoR(`(?m)^(- )Achten Sie darauf, dass`, "${1}Es liegt in Ihrem Ermessen, darauf zu achten, dass"),
	}
	ho68aJaDiscretion = []hoRule{
		hoR(`設置してください。`, "設置していただくかどうかはご判断にお任せします。"),
		hoR(`(ご|お)(返送|送り|連絡|提出|持参)(?:くださいますようお願いいたします|ください)`, "${1}${2}いただくかどうかはご判断にお任せします"),
	}
	ho68aConsent = []hoRule{
		hoR(`\bBitte (schicken|senden) Sie `, "Bitte $1 Sie erst nach unserer ausdrücklichen Zustimmung "),
		hoR(`\bsagen Sie (ihn|sie|es) bitte `, "sagen Sie $1 bitte nur mit unserer Zustimmung "),
		hoR(`(?m)^(- )(\p{Lu}\p{Ll}+) Sie (den|die|das) (\p{Lu}\p{L}+) erneut`, "$1$2 Sie $3 $4 erst nach Freigabe durch unseren Kundendienst erneut"),
	}
	ho68aJaConsent = []hoRule{
		hoR(`で(ご返送ください)`, "で、弊社の許可を得てから$1"),
		hoR(`(\p{Han}{1,4})は次の宛先に`, "${1}は当方の許可を得てから次の宛先に"),
		hoR(`場合は、(新しい\p{Han}+に交換してください)`, "場合は、サポート窓口の許可を得てから$1"),
	}
)

// A reported request or wish made an entitlement.
var (
	ho68aEntitlement = []hoRule{
		hoR(`\bbittet um (ein|eine|einen|den|die|das) `, "hat Anspruch auf $1 "),
		hoR(`\bbittet darum, dass `, "hat Anspruch darauf, dass "),
		hoR(`\bbittet, ([^\n]+?) freizugeben\.`, "hat Anspruch darauf, $1 freigegeben zu bekommen."),
	}
	ho68aJaEntitlement = []hoRule{
		hoR(`を希望。`, "を求める権利がある。"),
		hoR(`の承認を求めている。`, "の承認を受ける権利がある。"),
	}
)

// A technical or contractual impossibility softened to "not recommended".
var (
	ho68aNotRecommended = []hoRule{
		hoR(`werden von der ([^.\n]+?) nicht unterstützt`, "werden für die $1 nicht empfohlen"),
	}
	ho68aJaNotRecommended = []hoRule{
		hoR(`はできません。`, "はおすすめしません。"),
		hoR(`対応OSは`, "推奨OSは"),
	}
)

// An approval, sought or given, recast as an order.
var (
	ho68aOrder = []hoRule{
		hoR(`\bdie (der|die|das) (\p{Lu}\p{L}+) freigegeben hat`, "die $1 $2 angeordnet hat"),
		hoR(`\bbittet, ([^\n]+?) freizugeben\.`, "bittet, $1 anzuordnen."),
	}
	ho68aJaOrder = []hoRule{
		hoR(`の承認を求めている`, "の指示を求めている"),
		hoR(`へのご承認をお願いいたします`, "についてのご指示をお願いいたします"),
	}
)

var heldOutBatch68a = []heldOutKind{
	// The writer's commitment recast as a mere entitlement the writer holds, no longer
	// a promise: Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. → Wir
	// sind berechtigt, Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zuzusenden.;
	// クーポンをお送りいたします。 → クーポンをお送りすることが認められております。
	{"b68a_own_commitment_recast_as_mere_entitlement_berechtigt", "first", func(lang, s string) string {
		return ho68aOwnCommit(lang, s, ho68aEntitled)
	}},
	// The writer's commitment declared forbidden to the writer: Gern liefern wir Ihre
	// Bestellung … direkt an das Prüflabor: → Es ist uns untersagt, Ihre Bestellung …
	// direkt an das Prüflabor zu liefern:; お電話いたします。 → お電話することは禁じられております。
	{"b68a_own_commitment_declared_forbidden_to_writer_untersagt", "first", func(lang, s string) string {
		return ho68aOwnCommit(lang, s, ho68aForbidden)
	}},
	// The writer's commitment recast as something the writer has no duty to do:
	// hiermit bestätigen wir Ihren Kontrolltermin … → wir sind nicht verpflichtet,
	// Ihren Kontrolltermin … zu bestätigen.; ご説明いたします。 →
	// ご説明する義務はございません。
	{"b68a_own_commitment_recast_as_no_duty_nicht_verpflichtet", "first", func(lang, s string) string {
		return ho68aOwnCommit(lang, s, ho68aNoDuty)
	}},
	// The writer's commitment recast as advice the writer gives itself: Wir senden
	// Ihnen … zu. → Wir sollten Ihnen … zusenden.; 交換品は10月19日に発送いたしますので →
	// 交換品は10月19日に発送するべきかと存じますので
	{"b68a_own_commitment_recast_as_self_advice_sollten_beki", "first", func(lang, s string) string {
		return ho68aOwnCommit(lang, s, ho68aOught)
	}},
	// The writer's goodwill act recast as a grudging compulsion: Wir senden Ihnen …
	// kostenlos eine Ersatzlampe zu. → Wir sind leider gezwungen, Ihnen … kostenlos
	// eine Ersatzlampe zuzusenden.; クーポンをお送りいたします。 → クーポンをお送りせざるを得ません。
	{"b68a_own_goodwill_act_recast_as_grudging_compulsion", "first", func(lang, s string) string {
		return ho68aOwnCommit(lang, s, ho68aForced)
	}},
	// A third party's commitment or offer in a summary recast as no duty: Frau Müller
	// kann die Wohnung … ab 8 Uhr aufschließen. → Frau Müller ist nicht verpflichtet,
	// die Wohnung … ab 8 Uhr aufzuschließen.; 17時までに回答する。 → 17時までに回答する義務はない。
	{"b68a_summary_third_party_commitment_recast_as_no_duty", "first", func(lang, s string) string {
		return ho68aThirdCommit(lang, s,
			func(who, obj, inf string) string {
				return who + " ist nicht verpflichtet, " + obj + " " + ho68aZuInf(inf)
			},
			func(art, noun, who string) string {
				return who + " ist nicht verpflichtet, " + art + " " + noun + " zu prüfen"
			},
			func(n string) string { return n + "する義務はない。" })
	}},
	// A third party's commitment or offer in a summary recast as what they ought to do:
	// die Statik prüft Frau Dr. Jäger. → die Statik sollte Frau Dr. Jäger prüfen.;
	// 予備費から支出する。 → 予備費から支出すべきである。
	{"b68a_summary_third_party_commitment_recast_as_ought", "first", func(lang, s string) string {
		return ho68aThirdCommit(lang, s,
			func(who, obj, inf string) string { return who + " sollte " + obj + " " + inf },
			func(art, noun, who string) string { return art + " " + noun + " sollte " + who + " prüfen" },
			func(n string) string { return n + "すべきである。" })
	}},
	// A reader's instruction left to the reader's discretion: Bitte bringen Sie Ihre
	// Versichertenkarte mit. → Ob Sie Ihre Versichertenkarte mitbringen, liegt in Ihrem
	// Ermessen.; 返送用伝票でご返送ください。 → 返送用伝票でご返送いただくかどうかはご判断にお任せします。
	{"b68a_reader_instruction_left_to_readers_discretion", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ho68aJaDiscretion)
		}
		if out := hoFirstMatch(ho68aDeBitteSep, s, func(m []string) string {
			return "Ob Sie " + m[2] + " " + m[3] + m[1] + ", liegt in Ihrem Ermessen" + m[4]
		}); out != s {
			return out
		}
		return hoReplaceFirst(s, ho68aDiscretion)
	}},
	// A reader's instruction made to wait for the writer's prior consent: Bitte
	// schicken Sie die defekte Lampe … zurück → Bitte schicken Sie erst nach unserer
	// ausdrücklichen Zustimmung die defekte Lampe … zurück; 試料は次の宛先にお送りください →
	// 試料は当方の許可を得てから次の宛先にお送りください
	{"b68a_reader_instruction_made_subject_to_writers_prior_consent", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ho68aJaConsent)
		}
		return hoReplaceFirst(s, ho68aConsent)
	}},
	// A reported request or wish made a legal entitlement of the requester: Frau
	// Köhler bittet um ein Rücksendeetikett. → Frau Köhler hat Anspruch auf ein
	// Rücksendeetikett.; 10月22日（木）までの交換品到着を希望。 → 10月22日（木）までの交換品到着を求める権利がある。
	{"b68a_reported_request_or_wish_made_entitlement", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ho68aJaEntitlement)
		}
		return hoReplaceFirst(s, ho68aEntitlement)
	}},
	// A technical or contractual impossibility softened to "not recommended": Netze …
	// werden von der Nordwärme L9 nicht unterstützt → werden für die Nordwärme L9 nicht
	// empfohlen; 契約期間中の途中解約はできません。 → 契約期間中の途中解約はおすすめしません。
	{"b68a_hard_impossibility_softened_to_not_recommended", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ho68aJaNotRecommended)
		}
		return hoReplaceFirst(s, ho68aNotRecommended)
	}},
	// An approval (a permission), sought or given, recast as an order: Mehrkosten …,
	// die der Ausschuss freigegeben hat → die der Ausschuss angeordnet hat;
	// 延期と予備費支出の承認を求めている → 延期と予備費支出の指示を求めている
	{"b68a_approval_sought_or_given_recast_as_order", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ho68aJaOrder)
		}
		return hoReplaceFirst(s, ho68aOrder)
	}},
}

// ho68aChangedSentence gives the first sentence of golden that damaged changes and
// the sentence that takes its place.
func ho68aChangedSentence(lang, golden, damaged string) (string, string) {
	g := ho68aSplit(lang, golden)
	d := ho68aSplit(lang, damaged)
	for i := 0; i < len(g) && i < len(d); i++ {
		if g[i] != d[i] {
			return ho68aTrimJSON(g[i], d[i])
		}
	}
	if len(g) < len(d) {
		return "", d[len(g)]
	}
	if len(d) < len(g) {
		return g[len(d)], ""
	}
	return "", ""
}

func ho68aSplit(lang, s string) []string {
	var out []string
	split, _ := hoAllSentences(lang, s)
	for _, line := range split {
		for _, sen := range line {
			if t := strings.TrimSpace(sen); t != "" {
				out = append(out, t)
			}
		}
	}
	return out
}

// ho68aTrimJSON cuts the unchanged JSON before the changed string value of a pair of
// sentences split from a raw JSON answer.
func ho68aTrimJSON(g, d string) (string, string) {
	i := 0
	for i < len(g) && i < len(d) && g[i] == d[i] {
		i++
	}
	if cut := strings.LastIndex(g[:i], `"`); cut > 0 && strings.Contains(g[:cut], `": `) {
		return g[cut:], d[cut:]
	}
	return g, d
}
