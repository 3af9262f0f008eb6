package grade

// Blind batch 73b: inflection and agreement broken by one wrong token in fluent
// text. German: a masculine accusative article read as nominative, a formal Sie
// verb given the du ending, zu dropped from or added to an infinitive, participle
// and infinitive traded at an auxiliary, a two-way preposition given the other
// case, an attributive adjective left without its ending, the formal pronoun's
// dative and accusative traded. Japanese: a noun-modifying verb left in its ます
// form, a case particle stacked with a second one, 〜ている/〜ております made
// 〜ておく, a connective stem made a ば-conditional, a ください request made the
// statement くださる.

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// ho73bRule is one rewrite: the first match of re becomes to (with $1 … expanded),
// or, when fn is set, fn of the submatches.
type ho73bRule struct {
	re *regexp.Regexp
	to string
	fn func(m []string) string
}

// ho73bEarliest applies, of all rules, the one whose first match starts earliest
// in s (ties: the earlier rule), at that one place; s unchanged without a match.
func ho73bEarliest(s string, rules []ho73bRule) string {
	best, bestAt := -1, -1
	for i, r := range rules {
		loc := r.re.FindStringIndex(s)
		if loc == nil {
			continue
		}
		if bestAt < 0 || loc[0] < bestAt {
			best, bestAt = i, loc[0]
		}
	}
	if best < 0 {
		return s
	}
	r := rules[best]
	if r.fn != nil {
		return hoFirstMatch(r.re, s, r.fn)
	}
	loc := r.re.FindStringSubmatchIndex(s)
	var dst []byte
	dst = r.re.ExpandString(dst, r.to, s, loc)
	return s[:loc[0]] + string(dst) + s[loc[1]:]
}

var (
	// A masculine accusative determiner before a noun (not a dative plural in -n)
	// or a date.
	ho73bDeMascAcc = regexp.MustCompile(`(^|[^\p{L}])(den|einen|keinen|Ihren|unseren) ((?:\p{Ll}+ )?(?:\p{Lu}[\p{L}-]*[^\P{L}n]|\d{1,2}\.))`)

	// A formal Sie after its verb in -en/-n (imperative or inverted order).
	ho73bDeVerbSie = regexp.MustCompile(`(^|[^\p{L}])(\p{Lu}?\p{Ll}+?)(e?n) Sie([^\p{L}]|$)`)

	// zu before an infinitive, or zu inside a separable infinitive.
	ho73bDeZuInf    = regexp.MustCompile(` zu (\p{Ll}+en)([.,;])`)
	ho73bDeZuInfix  = regexp.MustCompile(`(^|[^\p{L}])(frei|an|auf|aus|ein|zurück|fest|ab|mit|vor)zu(\p{Ll}+en)([^\p{L}]|$)`)
	ho73bDeModalInf = regexp.MustCompile(`(^|[^\p{L}])(kann|können|muss|müssen|darf|soll) ((?:[^\s]+ ){0,9}?)(\p{Ll}{3,}en)([ .,;]|$)`)
	ho73bDeInfModal = regexp.MustCompile(`(^|[^\p{L}])(\p{Ll}{3,}en) (können|kann|müssen|muss)([^\p{L}]|$)`)

	// Participles and infinitives at an auxiliary.
	ho73bDeHatPart   = regexp.MustCompile(`(^|[^\p{L}])(hat|haben) ([^\n]{0,80}?)(vorgestellt|bestellt|freigegeben|gemeldet|bestätigt|beauftragt)([^\p{L}]|$)`)
	ho73bDePartHat   = regexp.MustCompile(`(^|[^\p{L}])(vorgestellt|bestellt|freigegeben|gemeldet|bestätigt|beauftragt) (hat|haben)([^\p{L}]|$)`)
	ho73bDeWerdPart  = regexp.MustCompile(`(^|[^\p{L}])(werden|wird) ([^\n]{0,60}?)(unterstützt|geliefert|verschickt|gesperrt)([^\p{L}]|$)`)
	ho73bDePartWerd  = regexp.MustCompile(`(^|[^\p{L}])(unterstützt|geliefert|verschickt|gesperrt) (werden|wird)([^\p{L}]|$)`)
	ho73bDeModalVerb = regexp.MustCompile(`(^|[^\p{L}])(kann|können|muss|darf) ([^\n]{0,80}?)(dauern|helfen|aufschließen|zustellen|liefern)([^\p{L}]|$)`)
	ho73bDeVerbModal = regexp.MustCompile(`(^|[^\p{L}])(wahrnehmen|aufschließen|liefern|helfen) (können|kann)([^\p{L}]|$)`)

	// Two-way prepositions: location (dative) and direction (accusative).
	ho73bDeInDer  = regexp.MustCompile(`(^|[^\p{L}])in der (Liste|Zahnarztpraxis|Praxis|Nähe|Tabelle)`)
	ho73bDeIm     = regexp.MustCompile(`(^|[^\p{L}])im (\p{Lu})`)
	ho73bDeAnDas  = regexp.MustCompile(`(^|[^\p{L}])an das (\p{Lu})`)
	ho73bDeAnIhre = regexp.MustCompile(`(^|[^\p{L}])an (Ihre|unsere|die) (\p{Lu})`)
	ho73bDeAnMasc = regexp.MustCompile(`(^|[^\p{L}])an (Ihren|unseren|den) (\p{Lu})`)

	// An attributive adjective with its ending, after a determiner.
	ho73bDeAttrAdj = regexp.MustCompile(`(^|[^\p{L}])((?:[Dd](?:er|ie|as|em|en|es)|[Ee]in(?:e|en|em|er|es)|Ihr(?:e|en|em|er|es)|unser(?:e|en|em|er|es)|kein(?:e|en|em|er)|am|im|zum|zur|vom|beim) )(\p{Ll}{3,}?)(en|em|er|es|e)( \p{Lu})`)

	// The formal pronoun's dative and accusative.
	ho73bDeIhnen   = regexp.MustCompile(`(^|[^\p{L}])Ihnen([^\p{L}]|$)`)
	ho73bDeForSie  = regexp.MustCompile(`(^|[^\p{L}])(für|an|gegen|um) Sie([^\p{L}]|$)`)
	ho73bDeVerbSi2 = regexp.MustCompile(`(^|[^\p{L}])(\p{Lu}?\p{Ll}+e?n) Sie( )`)

	// Japanese.
	ho73bJaAttrVerb = regexp.MustCompile(`(する|できる|ける|いる|れる|らない|えない|きない|かない|わない)(予定|見込み|場合|箇所|症状|方|\d)`)
	ho73bJaParticle = regexp.MustCompile(`([\p{Han}\p{Katakana}ー）」])(を|が)([^をがにはもので、。])`)
	ho73bJaTeOku    = regexp.MustCompile(`て(おります|おり、|います|いる|いて)`)
	ho73bJaConnStem = regexp.MustCompile(`(いただ|出|[\p{Han}])(き|し|り)、`)
	ho73bJaKudasai  = regexp.MustCompile(`ください([。\n：:]|$)`)
)

var ho73bDeMascNom = map[string]string{"den": "der", "einen": "ein", "keinen": "kein", "Ihren": "Ihr", "unseren": "unser"}

// ho73bDeDuEnding gives the du form of a verb stem: bring → bringst, bitt → bittest.
func ho73bDeDuEnding(stem string) string {
	rs := []rune(stem)
	if len(rs) == 0 {
		return stem
	}
	last := rs[len(rs)-1]
	switch {
	case last == 't' || last == 'd':
		return stem + "est"
	case (last == 'n' || last == 'm') && len(rs) > 1 && !strings.ContainsRune("aeiouäöülrh", rs[len(rs)-2]):
		return stem + "est"
	case last == 's' || last == 'ß' || last == 'z':
		return stem + "t"
	}
	return stem + "st"
}

var ho73bDeToPart = map[string]string{"dauern": "gedauert", "helfen": "geholfen", "aufschließen": "aufgeschlossen",
	"zustellen": "zugestellt", "liefern": "geliefert", "wahrnehmen": "wahrgenommen"}

var ho73bDeToInf = map[string]string{"vorgestellt": "vorstellen", "bestellt": "bestellen", "freigegeben": "freigeben",
	"gemeldet": "melden", "bestätigt": "bestätigen", "beauftragt": "beauftragen", "unterstützt": "unterstützen",
	"geliefert": "liefern", "verschickt": "verschicken", "gesperrt": "sperren"}

// ho73bJaMasu puts a plain verb ending into its polite ます/ません form.
var ho73bJaMasu = map[string]string{"する": "します", "できる": "できます", "ける": "けます", "いる": "います", "れる": "れます",
	"らない": "りません", "えない": "えません", "きない": "きません", "かない": "きません", "わない": "いません"}

var heldOutBatch73b = []heldOutKind{
	// A masculine accusative determiner read as nominative: "richten einen
	// Wochenplan ein" → "richten ein Wochenplan ein"; "auf den 26.10.2026" → "auf der
	// 26.10.2026"; "baut keinen Druck mehr auf" → "baut kein Druck mehr auf".
	{"b73b_de_masculine_accusative_determiner_made_nominative", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(ho73bDeMascAcc, s, func(m []string) string {
			return m[1] + ho73bDeMascNom[m[2]] + " " + m[3]
		})
	}},
	// The verb before a formal Sie given the du ending -st, Sie kept: "Bitte bringen
	// Sie Ihre Versichertenkarte mit" → "Bitte bringst Sie Ihre Versichertenkarte mit".
	{"b73b_de_formal_sie_verb_given_du_ending", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(ho73bDeVerbSie, s, func(m []string) string {
			return m[1] + ho73bDeDuEnding(m[2]) + " Sie" + m[4]
		})
	}},
	// zu dropped where the infinitive needs it, or added after a modal where it must
	// not stand: "die Unannehmlichkeiten zu entschuldigen" → "die Unannehmlichkeiten
	// entschuldigen"; "freizugeben" → "freigeben"; "das kann bis zu zwei Minuten
	// dauern" → "das kann bis zu zwei Minuten zu dauern".
	{"b73b_de_zu_dropped_or_added_at_infinitive", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho73bEarliest(s, []ho73bRule{
			{re: ho73bDeZuInf, to: " $1$2"},
			{re: ho73bDeZuInfix, to: "$1$2$3$4"},
			{re: ho73bDeModalInf, to: "$1$2 ${3}zu $4$5"},
			{re: ho73bDeInfModal, to: "${1}zu $2 $3$4"},
		})
	}},
	// Participle and infinitive traded at an auxiliary: "hat das
	// Sicherheitsgutachten vorgestellt" → "hat das Sicherheitsgutachten vorstellen";
	// "kann die Wohnung … ab 8 Uhr aufschließen" → "… ab 8 Uhr aufgeschlossen";
	// "erst am 28.10.2026 geliefert werden" → "erst am 28.10.2026 liefern werden".
	{"b73b_de_participle_and_infinitive_traded_at_auxiliary", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		inf := func(m []string) string { return m[1] + m[2] + " " + m[3] + ho73bDeToInf[m[4]] + m[5] }
		infBefore := func(m []string) string { return m[1] + ho73bDeToInf[m[2]] + " " + m[3] + m[4] }
		return ho73bEarliest(s, []ho73bRule{
			{re: ho73bDeHatPart, fn: inf},
			{re: ho73bDePartHat, fn: infBefore},
			{re: ho73bDeWerdPart, fn: inf},
			{re: ho73bDePartWerd, fn: infBefore},
			{re: ho73bDeModalVerb, fn: func(m []string) string { return m[1] + m[2] + " " + m[3] + ho73bDeToPart[m[4]] + m[5] }},
			{re: ho73bDeVerbModal, fn: func(m []string) string { return m[1] + ho73bDeToPart[m[2]] + " " + m[3] + m[4] }},
		})
	}},
	// A two-way preposition given the other case, place read as direction or the
	// reverse: "in der Zahnarztpraxis" → "in die Zahnarztpraxis"; "direkt an das
	// Prüflabor" → "direkt an dem Prüflabor"; "im Verwaltungsgebäude" → "ins
	// Verwaltungsgebäude".
	{"b73b_de_two_way_preposition_given_other_case", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		dat := map[string]string{"Ihre": "Ihrer", "unsere": "unserer", "die": "der", "Ihren": "Ihrem", "unseren": "unserem", "den": "dem"}
		toDat := func(m []string) string { return m[1] + "an " + dat[m[2]] + " " + m[3] }
		return ho73bEarliest(s, []ho73bRule{
			{re: ho73bDeInDer, to: "${1}in die $2"},
			{re: ho73bDeIm, to: "${1}ins $2"},
			{re: ho73bDeAnDas, to: "${1}an dem $2"},
			{re: ho73bDeAnIhre, fn: toDat},
			{re: ho73bDeAnMasc, fn: toDat},
		})
	}},
	// An attributive adjective left without its ending: "Die alte Gasheizung" → "Die
	// alt Gasheizung"; "die defekte Lampe" → "die defekt Lampe"; "am selben Tag" →
	// "am selb Tag".
	{"b73b_de_attributive_adjective_left_without_ending", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(ho73bDeAttrAdj, s, func(m []string) string { return m[1] + m[2] + m[3] + m[5] })
	}},
	// The formal pronoun's dative and accusative traded: "Wir senden Ihnen am
	// 20.10.2026 kostenlos eine Ersatzlampe zu" → "Wir senden Sie am 20.10.2026 …"
	// (we send you); "Bitte bringen Sie Ihre Versichertenkarte mit" → "Bitte bringen
	// Ihnen Ihre Versichertenkarte mit".
	{"b73b_de_formal_pronoun_dative_and_accusative_traded", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho73bEarliest(s, []ho73bRule{
			{re: ho73bDeIhnen, to: "${1}Sie$2"},
			{re: ho73bDeForSie, to: "$1$2 Ihnen$3"},
			{re: ho73bDeVerbSi2, to: "$1$2 Ihnen$3"},
		})
	}},
	// A noun-modifying clause's verb left in its ます/ません form:
	// 「10月16日にお届けする予定でしたが」→「10月16日にお届けします予定でしたが」;
	// 「冷凍室が冷えない症状」→「冷凍室が冷えません症状」.
	{"b73b_ja_noun_modifying_verb_left_in_masu_form", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho73bJaAttrVerb, s, func(m []string) string { return ho73bJaMasu[m[1]] + m[2] })
	}},
	// A case particle stacked with a second one, so the noun's role is unreadable:
	// 「ハルカゼ寝具店をご利用いただき」→「ハルカゼ寝具店をがご利用いただき」;
	// 「差し込み口が割れていて」→「差し込み口がを割れていて」.
	{"b73b_ja_case_particle_stacked_with_second_particle", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho73bJaParticle, s, func(m []string) string {
			other := "が"
			if m[2] == "が" {
				other = "を"
			}
			return m[1] + m[2] + other + m[3]
		})
	}},
	// 〜ている/〜ております made 〜ておく (done in advance, on purpose):
	// 「発送が遅れております」→「発送が遅れておきます」;
	// 「追加ユーザー分の料金5,500円（税込）が加算されております」→「…加算されておきます」.
	{"b73b_ja_te_iru_or_te_oru_made_te_oku", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		to := map[string]string{"おります": "おきます", "おり、": "おき、", "います": "おきます", "いる": "おく", "いて": "おいて"}
		return hoFirstMatch(ho73bJaTeOku, s, func(m []string) string { return "て" + to[m[1]] })
	}},
	// A connective stem before 、 made a ば-conditional, so a thanks or a fact hangs on
	// a condition: 「お問い合わせいただき、ありがとうございます」→
	// 「お問い合わせいただけば、ありがとうございます」; 「ソラノ物流が運営し、」→「運営すれば、」.
	{"b73b_ja_connective_stem_made_ba_conditional", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho73bJaConnStem, s, func(m []string) string {
			switch {
			case m[2] == "き":
				return m[1] + "けば、"
			case m[2] == "り":
				return m[1] + "れば、"
			case m[1] == "出":
				return m[1] + "せば、"
			}
			return m[1] + "すれば、"
		})
	}},
	// A ください request made the plain statement くださる (someone kindly does it):
	// 「カバーを閉じてください。」→「カバーを閉じてくださる。」;
	// 「本メールにご返信ください。」→「本メールにご返信くださる。」.
	{"b73b_ja_request_kudasai_made_plain_kudasaru", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho73bJaKudasai, s, func(m []string) string { return "くださる" + m[1] })
	}},
}

// ho73bChanged returns the sentence of a that b changes and its damaged form.
func ho73bChanged(a, b string) (string, string) {
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	for p > 0 && !utf8.RuneStart(a[p]) {
		p--
	}
	q := 0
	for q < len(a)-p && q < len(b)-p && a[len(a)-1-q] == b[len(b)-1-q] {
		q++
	}
	for q > 0 && !utf8.RuneStart(a[len(a)-q]) {
		q--
	}
	start := 0
	for _, t := range []string{"\n", "。", ". ", "\\n", "\""} {
		if i := strings.LastIndex(a[:p], t); i >= 0 && i+len(t) > start {
			start = i + len(t)
		}
	}
	end := func(s string, from int) int {
		e := len(s)
		for _, t := range []string{"\n", "。", ". ", "\\n", "\""} {
			if i := strings.Index(s[from:], t); i >= 0 && from+i+len(t) < e {
				e = from + i + len(t)
			}
		}
		return e
	}
	return a[start:end(a, len(a)-q)], b[start:end(b, len(b)-q)]
}
