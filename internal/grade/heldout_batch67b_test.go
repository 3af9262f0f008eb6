package grade

// Blind batch 67b: negation scope and double negation. Each kind moves, doubles,
// absorbs or misreads one negation at one place, so that what the answer denies, or
// whether it denies anything, changes while every number stays: a denial absorbed
// into an exclusive focus (XはVない → XしかVない, nur → nicht), a denial doubled until
// it cancels (nicht keine, nicht unverändert, ないわけにはいかない), a commitment told as
// a litotes (〜しないとも限りません), a willingness or help offer double-negated
// (nicht ungern, ご不明でない点), a request overnegated (vergessen Sie nicht, … nicht
// zu …; 〜しないことをお忘れなく), a fact recast as a negative question answered with a
// particle that confirms the negation (… nicht …? – Ja; 〜ではないのですか。はい。), a
// figure put under the negation (keine 10 Minuten, 〜にも満たない額), an apology idiom's
// polarity turned, a request's negation lowered into the requested act, and "cannot"
// told as "will not".

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ho67bRule is one regexp replacement; ho67bFirst applies the earliest-matching rule
// of a list once, at its first match.
type ho67bRule struct {
	re *regexp.Regexp
	to string
}

func ho67bR(re, to string) ho67bRule { return ho67bRule{regexp.MustCompile(re), to} }

func ho67bFirst(s string, rules []ho67bRule) string {
	best, bi := -1, -1
	for i, r := range rules {
		if loc := r.re.FindStringIndex(s); loc != nil && (best < 0 || loc[0] < best) {
			best, bi = loc[0], i
		}
	}
	if bi < 0 {
		return s
	}
	r := rules[bi]
	loc := r.re.FindStringSubmatchIndex(s)
	var dst []byte
	dst = r.re.ExpandString(dst, r.to, s, loc)
	return s[:loc[0]] + string(dst) + s[loc[1]:]
}

// ho67bByLang applies the German or the Japanese rules.
func ho67bByLang(de, ja []ho67bRule) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return ho67bFirst(s, ja)
		}
		return ho67bFirst(s, de)
	}
}

// ho67bJaShika: a topic or subject with a negated predicate (XはVない, XではVない, XがVない).
var ho67bJaShika = regexp.MustCompile(`([\p{Han}\p{Katakana}ー）])(では|は|が)([^。、\n「」（）はがて]{1,12}?)(ない|ません)`)

// ho67bJaOffer: a humble promise of the writer, お送りいたします, 発送いたします.
var ho67bJaOffer = regexp.MustCompile(`((?:お|ご)?\p{Han}{1,4}り?)いたします`)

// ho67bJaRequest: a polite request to the reader, ご返送ください, お問い合わせください.
var ho67bJaRequest = regexp.MustCompile(`(?:お|ご)(\p{Han}{1,4}(?:り|合わせ)?)(?:ください(?:ますよう(?:お願いいたします)?)?)`)

// ho67bDeRequestSep / ho67bDeRequest: "Bitte bringen Sie X mit." with or without a
// separable particle.
var (
	ho67bDeRequestSep = regexp.MustCompile(`Bitte (\p{Ll}+en) Sie ([^,.;:!?]+?) (mit|zurück|ab|an|ein|aus|zu|fest|herunter)([.;])`)
	ho67bDeRequest    = regexp.MustCompile(`Bitte (\p{Ll}+en) Sie ([^,.;:!?]+?)([.;])`)
	ho67bDeEnsure     = regexp.MustCompile(`(Stellen Sie sicher|Achten Sie darauf), dass ([^.;]*?\b(?:nicht|kein\p{Ll}*)\b)`)
)

// ho67bDeQuestion: a plain German statement "Die Lieferung erfolgt am …." (no comma).
var ho67bDeQuestion = regexp.MustCompile(`^(- )?(?:(Der|Die|Das)((?: \p{Ll}+)? \p{Lu}[\p{L}-]+)|(Herr|Frau)( \p{Lu}[\p{L}-]+)) (ist|sind|bleibt|erfolgt|findet|kommt|beträgt|liegt|bittet|meldet) ([^,;:?!]+)\.( ?)$`)

// ho67bJaQuestion: a Japanese statement "XはYです。".
var ho67bJaQuestion = regexp.MustCompile(`^(・)?([^。]*?は)([^。はが]{2,60}?)です。$`)

var heldOutBatch67b = []heldOutKind{
	// A negated predicate's denial absorbed into しか, so the only thing that works or
	// changes is the one the golden denied: FAX番号（06-6345-7790）は変わりません →
	// FAX番号（06-6345-7790）しか変わりません; 冷凍室が冷えない → 冷凍室しか冷えない.
	{"b67b_ja_negated_topic_made_shika_exclusive", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho67bJaShika, s, func(m []string) string {
			p := "しか"
			if m[2] == "では" {
				p = "でしか"
			}
			return m[1] + p + m[3] + m[4]
		})
	}},
	// A German denial given a second negation that cancels it (nicht keine = some):
	// für Sie entstehen dabei keine Kosten → für Sie entstehen dabei nicht keine Kosten;
	// Der Rechnungsbetrag bleibt unverändert → bleibt nicht unverändert.
	{"b67b_de_denial_given_cancelling_second_negation", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho67bFirst(s, []ho67bRule{
			ho67bR(`\b(kein|keine|keinen|keinem|keiner) `, "nicht $1 "),
			ho67bR(`\bunverändert\b`, "nicht unverändert"),
		})
	}},
	// "Cannot" doubled into "cannot not", an obligation: 途中解約はできません →
	// 途中解約をしないわけにはいきません; 勤怠データが取り込めない → 勤怠データを取り込まないわけにはいかない.
	{"b67b_ja_cannot_doubled_into_must_wake_ni_wa_ikanai", "first", ho67bByLang(nil, []ho67bRule{
		ho67bR(`(\p{Han}{2,})(?:は|が)?できません`, "${1}をしないわけにはいきません"),
		ho67bR(`(?:が|は)?取り込めない`, "を取り込まないわけにはいかない"),
		ho67bR(`使えない`, "使わないわけにはいかない"),
		ho67bR(`は変わりません`, "は変えないわけにはいきません"),
	})},
	// The negation lowered from the request into the requested act, so that the request
	// asks for the opposite: Herr Strauß bittet, die Mehrkosten … bis zum 21.10.2026
	// freizugeben → … bis zum 21.10.2026 nicht freizugeben; 延期と予備費支出の承認を求めている →
	// 延期と予備費支出を承認しないよう求めている.
	{"b67b_negation_lowered_into_requested_act", "first", ho67bByLang([]ho67bRule{
		ho67bR(`\bbittet, (die|den|das|dem) ((?:[^.;]|\.\d)+?) (\p{Ll}+zu\p{Ll}+)\b`, "bittet, $1 $2 nicht $3"),
		ho67bR(`\bbittet darum, dass ([^.;]*?)\bein (\p{Lu}\p{Ll}+) kommt\b`, "bittet darum, dass ${1}kein $2 kommt"),
	}, []ho67bRule{
		ho67bR(`(ご|お)(\p{Han}{2})くださいますようお願いいたします`, "${1}${2}なさいませんようお願いいたします"),
		ho67bR(`の(\p{Han}{2})を求めている`, "を${1}しないよう求めている"),
	})},
	// The writer's promise told as a litotes that only does not exclude it (or excludes
	// its omission): クーポンをお送りいたします → クーポンをお送りしないとも限りません.
	{"b67b_ja_promise_told_as_litotes_nai_tomo_kagiranai", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, m := range ho67bJaOffer.FindAllStringSubmatchIndex(s, -1) {
			stem := s[m[2]:m[3]]
			if strings.Contains(stem, "願") || strings.Contains(stem, "詫") {
				continue
			}
			return s[:m[0]] + stem + "しないとも限りません" + s[m[1]:]
		}
		return s
	}},
	// A willingness or help offer double-negated: Gern liefern wir → Nicht ungern liefern
	// wir (grudging); ご不明な点がございましたら → ご不明でない点がございましたら (the offer
	// now covers only what is clear).
	{"b67b_help_offer_or_willingness_double_negated", "first", ho67bByLang([]ho67bRule{
		ho67bR(`\bGern\b`, "Nicht ungern"),
		ho67bR(`\bgern\b`, "nicht ungern"),
	}, []ho67bRule{
		ho67bR(`ご不明な点`, "ご不明でない点"),
	})},
	// A request overnegated so that it asks for the omission: Bitte bringen Sie Ihre
	// Versichertenkarte mit → Bitte vergessen Sie nicht, Ihre Versichertenkarte nicht
	// mitzubringen; ご返送ください → 返送しないことをお忘れなく.
	{"b67b_request_overnegated_dont_forget_not_to", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho67bJaRequest, s, func(m []string) string {
				stem := m[1]
				var neg string
				switch {
				case strings.HasSuffix(stem, "り"):
					neg = strings.TrimSuffix(stem, "り") + "らない"
				case strings.HasSuffix(stem, "合わせ"):
					neg = stem + "ない"
				default:
					neg = stem + "しない"
				}
				return neg + "ことをお忘れなく"
			})
		}
		locs := []int{len(s), len(s), len(s)}
		if l := ho67bDeRequestSep.FindStringIndex(s); l != nil {
			locs[0] = l[0]
		}
		if l := ho67bDeRequest.FindStringIndex(s); l != nil {
			locs[1] = l[0]
		}
		if l := ho67bDeEnsure.FindStringIndex(s); l != nil {
			locs[2] = l[0]
		}
		switch {
		case locs[0] < len(s) && locs[0] <= locs[1] && locs[0] <= locs[2]:
			return hoFirstMatch(ho67bDeRequestSep, s, func(m []string) string {
				return "Bitte vergessen Sie nicht, " + m[2] + " nicht " + m[3] + "zu" + m[1] + m[4]
			})
		case locs[1] < len(s) && locs[1] <= locs[2]:
			return hoFirstMatch(ho67bDeRequest, s, func(m []string) string {
				return "Bitte vergessen Sie nicht, " + m[2] + " nicht zu " + m[1] + m[3]
			})
		case locs[2] < len(s):
			return hoFirstMatch(ho67bDeEnsure, s, func(m []string) string {
				return "Vermeiden Sie, dass " + m[2]
			})
		}
		return s
	}},
	// A fact recast as a negative question and answered with the particle that confirms
	// the negation: Die nächste Sitzung findet am 12.11.2026 statt → Findet die nächste
	// Sitzung nicht am 12.11.2026 statt? – Ja.; お支払い期限は2026年10月30日（金）です →
	// お支払い期限は2026年10月30日（金）ではないのですか。はい。
	{"b67b_fact_recast_as_negative_question_answered_ja_hai", "first", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			old := split[r.line][r.idx]
			var nw string
			if lang == "ja" {
				m := ho67bJaQuestion.FindStringSubmatch(old)
				if m == nil {
					continue
				}
				nw = m[1] + m[2] + m[3] + "ではないのですか。はい。"
			} else {
				m := ho67bDeQuestion.FindStringSubmatch(old)
				if m == nil {
					continue
				}
				subj := ""
				if m[2] != "" {
					subj = strings.ToLower(m[2]) + m[3]
				} else {
					subj = m[4] + m[5]
				}
				v, size := utf8.DecodeRuneInString(m[6])
				verb := string(unicode.ToUpper(v)) + m[6][size:]
				nw = m[1] + verb + " " + subj + " nicht " + m[7] + "? – Ja." + m[8]
			}
			split[r.line][r.idx] = nw
			return hoJoin(split)
		}
		return s
	}},
	// A figure put under the negation, so that it becomes "less than": Der
	// Kopplungsmodus bleibt 10 Minuten aktiv → bleibt keine 10 Minuten aktiv;
	// 固定価格は1,480ユーロ（税別）です → 1,480ユーロ（税別）にも満たない額です.
	{"b67b_figure_put_under_negation_made_less_than", "first", ho67bByLang([]ho67bRule{
		ho67bR(`\b(bleibt|dauert) (\d+|zwei|drei|vier|fünf|zehn) (Minuten|Stunden|Tage|Wochen)\b`, "$1 keine $2 $3"),
		ho67bR(`\bnur (\d+ (?:Jahre|Monate|Wochen))\b`, "keine $1"),
	}, []ho67bRule{
		ho67bR(`(\d[\d,]*(?:円|ユーロ))((?:（税[込別抜]）)?)(です|となります)`, "${1}${2}にも満たない額${3}"),
		ho67bR(`(\d[\d,]*円)分の`, "${1}にも満たない額の"),
		ho67bR(`：(\d[\d,]*円)(\n|$)`, "：${1}に満たない額${2}"),
	})},
	// An apology idiom's polarity turned: 誠に申し訳ございません → 誠に申し訳はございます
	// (there is an excuse); es tut uns leid → es tut uns nicht leid; die Unannehmlichkeiten
	// zu entschuldigen → die Unannehmlichkeiten nicht zu entschuldigen.
	{"b67b_apology_idiom_polarity_turned", "first", ho67bByLang([]ho67bRule{
		ho67bR(`\btut uns leid\b`, "tut uns nicht leid"),
		ho67bR(`\b(Unannehmlichkeiten|Verzögerung) zu entschuldigen\b`, "$1 nicht zu entschuldigen"),
	}, []ho67bRule{
		ho67bR(`申し訳ございません`, "申し訳はございます"),
	})},
	// The exclusive "nur" read as the plain negation "nicht": nur werktags und nicht am
	// Wochenende → nicht werktags und nicht am Wochenende; Netze, die nur im 5-GHz-Band
	// funken → Netze, die nicht im 5-GHz-Band funken.
	{"b67b_de_exclusive_nur_made_plain_nicht", "first", ho67bByLang([]ho67bRule{
		ho67bR(`\bnur\b`, "nicht"),
	}, nil)},
	// "Cannot" told as "will not", an inability made a refusal: それより早い実施はできません →
	// それより早い実施はいたしません; nicht wahrnehmen können → nicht wahrnehmen wollen.
	{"b67b_negated_ability_told_as_negated_will", "first", ho67bByLang([]ho67bRule{
		ho67bR(`\bnicht (\p{Ll}+) können\b`, "nicht $1 wollen"),
		ho67bR(`\bkann (\p{Ll}+) nicht\b`, "will $1 nicht"),
	}, []ho67bRule{
		ho67bR(`(\p{Han}{2,})はできません`, "${1}はいたしません"),
		ho67bR(`使えない`, "使わない"),
	})},
}

// ho67bSentenceAt returns the sentence (bounded by a line break, 。 or ". ") of s around
// the byte range [i, j).
func ho67bSentenceAt(s string, i, j int) string {
	start := 0
	for k := i - 1; k >= 0; k-- {
		if s[k] == '\n' || s[k] == '"' {
			start = k + 1
			break
		}
		if strings.HasPrefix(s[k:], "。") && k+len("。") <= i {
			start = k + len("。")
			break
		}
		if k+1 < len(s) && s[k] == '.' && s[k+1] == ' ' && k+2 <= i {
			start = k + 2
			break
		}
	}
	end := len(s)
	for k := j; k < len(s); k++ {
		if s[k] == '\n' || s[k] == '"' {
			end = k
			break
		}
		if strings.HasPrefix(s[k:], "。") {
			end = k + len("。")
			break
		}
		if s[k] == '.' && (k+1 == len(s) || s[k+1] == ' ') {
			end = k + 1
			break
		}
	}
	if start > i {
		start = i
	}
	return s[start:end]
}

// ho67bDiff gives the golden and damaged sentences around the first and last changed
// bytes.
func ho67bDiff(a, b string) (string, string) {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	for i > 0 && !utf8.RuneStart(a[i]) {
		i--
	}
	ea, eb := len(a), len(b)
	for ea > i && eb > i && a[ea-1] == b[eb-1] {
		ea--
		eb--
	}
	for ea < len(a) && !utf8.RuneStart(a[ea]) {
		ea++
		eb++
	}
	return ho67bSentenceAt(a, i, ea), ho67bSentenceAt(b, i, eb)
}
