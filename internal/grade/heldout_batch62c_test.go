package grade

// Blind batch 62c: implicit quantities and quantifier scope in words. Every kind keeps
// the answer's facts but for one determiner, quantifier or count word, so that how
// many things a statement covers changes: a single thing given "ein weiterer" / もう一つ
// (another one before it), "der andere" / もう一方の (one of two), "einer der" / の一つ
// (one of several), "beide" / 両方とも (both), "jede" / 各 (every one), "erste" / 1つ目の
// (more to follow), "die restlichen" / 残りの (the rest of what was partly done),
// "weitere" / さらなる (an earlier batch); a whole set narrowed to "einige der" / 一部,
// "die Hälfte der" / 半分, "die meisten" / 大半; an absolute "kein" / ない softened to
// "kaum" / ほとんど…ない; a sole named party given "u. a." / ほか (others with them);
// and one dated event made "either that day or the next" or "that day and the next".

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ho62cNoun is a German singular count noun of the goldens with its gender and plural.
type ho62cNoun struct {
	gender byte // 'f', 'm' or 'n'
	plural string
}

var ho62cDeNouns = map[string]ho62cNoun{
	"Lampe": {'f', "Lampen"}, "Pumpe": {'f', "Pumpen"}, "Druckbehälterprüfung": {'f', "Druckbehälterprüfungen"},
	"Verdichter": {'m', "Verdichter"}, "Gasheizung": {'f', "Gasheizungen"}, "Rechnung": {'f', "Rechnungen"},
	"Versichertenkarte": {'f', "Versichertenkarten"}, "Rechnungsbetrag": {'m', "Rechnungsbeträge"},
	"Wohnung": {'f', "Wohnungen"}, "App": {'f', "Apps"}, "Plan": {'m', "Pläne"}, "Lieferung": {'f', "Lieferungen"},
	"Bestellung": {'f', "Bestellungen"},
}

// ho62cDeNP finds "article (adjective) noun" with a noun of ho62cDeNouns; the word
// before the article is kept to tell a dative after a preposition.
var ho62cDeNP = regexp.MustCompile(`(?:(\p{L}+) )?\b(der|die|das|den|dem|Der|Die|Das|Ihre)( \p{Ll}+e[nr]?)? (Lampe|Pumpe|Druckbehälterprüfung|Verdichter|Gasheizung|Rechnung|Versichertenkarte|Rechnungsbetrag|Wohnung|App|Plan|Lieferung|Bestellung)($|[^\p{L}])`)

var ho62cDePrep = map[string]bool{"in": true, "an": true, "auf": true, "mit": true, "von": true, "zu": true, "bei": true,
	"aus": true, "nach": true, "seit": true, "vor": true, "unter": true, "über": true, "laut": true, "Laut": true}

// ho62cDeSgVerb maps a singular verb next to a subject to its plural.
var ho62cDeSgVerb = map[string]string{"ist": "sind", "kommt": "kommen", "baut": "bauen", "bleibt": "bleiben",
	"wird": "werden", "erfolgt": "erfolgen", "läuft": "laufen", "hat": "haben"}

// ho62cMatch is one German noun phrase found by ho62cDeNP.
type ho62cMatch struct {
	start, end       int // the article to the noun's end
	prev, art, adj   string
	noun             string
	info             ho62cNoun
	dative, sentInit bool
	capArt           string // the article as a guide to capitalisation
}

func ho62cFindNPs(s string, exclude ...string) []ho62cMatch {
	var out []ho62cMatch
	for _, m := range ho62cDeNP.FindAllStringSubmatchIndex(s, -1) {
		get := func(i int) string {
			if m[2*i] < 0 {
				return ""
			}
			return s[m[2*i]:m[2*i+1]]
		}
		noun := get(4)
		if slicesContains(exclude, noun) || strings.HasPrefix(s[m[9]:], " Store") {
			continue
		}
		mt := ho62cMatch{start: m[4], end: m[9], prev: get(1), art: get(2), adj: strings.TrimPrefix(get(3), " "), noun: noun, info: ho62cDeNouns[noun]}
		switch mt.art {
		case "dem":
			mt.dative = true
		case "der", "Der":
			mt.dative = ho62cDePrep[mt.prev] || mt.info.gender == 'f'
		}
		mt.sentInit = mt.art != "" && unicode.IsUpper([]rune(mt.art)[0]) && mt.art != "Ihre"
		if mt.art == "Ihre" && mt.prev != "" {
			mt.capArt = "ihre" // capitalised as a polite pronoun, not at a sentence start
		} else {
			mt.capArt = mt.art
		}
		out = append(out, mt)
	}
	return out
}

func slicesContains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// ho62cCap gives w a capital first letter when like starts with one.
func ho62cCap(w, like string) string {
	if like == "" || !unicode.IsUpper([]rune(like)[0]) || w == "" {
		return w
	}
	r, n := utf8.DecodeRuneInString(w)
	return string(unicode.ToUpper(r)) + w[n:]
}

// ho62cWeak gives an adjective its -en ending (plural, or after einer/den).
func ho62cWeak(adj string) string {
	switch {
	case adj == "":
		return ""
	case strings.HasSuffix(adj, "en"):
		return adj
	case strings.HasSuffix(adj, "e"):
		return adj + "n"
	case strings.HasSuffix(adj, "er"):
		return strings.TrimSuffix(adj, "r") + "n"
	}
	return adj
}

// ho62cInsertAfterArticle puts word (declined) between article and adjective/noun.
func ho62cInsertAfterArticle(s string, m ho62cMatch, strong, weak string) string {
	w := strong
	if m.dative || m.art == "den" {
		w = weak
	}
	rest := m.noun
	if m.adj != "" {
		rest = m.adj + " " + m.noun
	}
	return s[:m.start] + m.art + " " + w + " " + rest + s[m.end:]
}

// ho62cSpliceWord replaces the whole word w that opens s (after one space) with to.
func ho62cSpliceWord(s, w, to string) (string, bool) {
	if !strings.HasPrefix(s, " "+w) {
		return s, false
	}
	rest := s[1+len(w):]
	if r, _ := utf8.DecodeRuneInString(rest); rest != "" && unicode.IsLetter(r) {
		return s, false
	}
	return " " + to + rest, true
}

var (
	ho62cDeIndef    = regexp.MustCompile(`(^|[^\p{L}])(ein|eine|einen) ((?:\p{Ll}+e[nrs]? )?)(\p{Lu}[\p{L}-]*)`)
	ho62cDeNeuter   = regexp.MustCompile(`(?:[Gg]erät|[Ee]tikett|[Kk]onto|[Ss]ymbol)$`)
	ho62cDeAmDate   = regexp.MustCompile(`\bam (\d{1,2}\.\d{1,2}\.\d{4})`)
	ho62cJaDateNi   = regexp.MustCompile(`(\d{1,2}月\d{1,2}日(?:（.）)?)(に|です)`)
	ho62cDePerson   = regexp.MustCompile(`(^|[^\p{L}])((?:Frau|Herr|Herrn|Prof\.)(?: (?:Prof\.|Dr\.))*(?: \p{Lu}\p{Ll}+)?(?: \p{Lu}[\p{L}ß]+))`)
	ho62cDeFullName = regexp.MustCompile(`^\p{Lu}\p{Ll}{2,9} \p{Lu}\p{L}+$`)
	ho62cJaFullName = regexp.MustCompile(`^\p{Han}{1,3} \p{Han}{1,3}$`)
	ho62cJaTitled   = regexp.MustCompile(`(\p{Han}{1,3}(?:部長|課長))(で|が|、|$)`)
)

// ho62cFirstNP applies f to the first noun phrase f changes.
func ho62cFirstNP(s string, exclude []string, f func(s string, m ho62cMatch) string) string {
	for _, m := range ho62cFindNPs(s, exclude...) {
		if nw := f(s, m); nw != s {
			return nw
		}
	}
	return s
}

var heldOutBatch62c = []heldOutKind{
	// A single thing given "ein weiterer" / もう一つ, as if one had come before it:
	// kostenlos eine Ersatzlampe zu → kostenlos eine weitere Ersatzlampe zu;
	// ユーザーを1名追加していただいた → ユーザーをさらに1名追加していただいた.
	{"b62c_single_item_given_ein_weiterer_another", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, []hoRule{
				hoR(`ユーザーを1名追加`, "ユーザーをさらに1名追加"),
				hoR(`クーポンをお送り`, "クーポンをもう1枚お送り"),
				hoR(`アカウントを作成`, "アカウントをもう一つ作成"),
				hoR(`交換品は`, "もう一つの交換品は"),
				hoR(`お見積もり（`, "もう一通のお見積もり（"),
				hoR(`作業員が`, "もう一人の作業員が"),
			})
		}
		return hoFirstMatch(ho62cDeIndef, s, func(m []string) string {
			w := "weiteren"
			switch m[2] {
			case "eine":
				w = "weitere"
			case "ein":
				w = "weiterer"
				if ho62cDeNeuter.MatchString(m[4]) {
					w = "weiteres"
				}
			}
			return m[1] + m[2] + " " + w + " " + m[3] + m[4]
		})
	}},
	// A single thing made "the other" of two: die defekte Lampe → die andere defekte
	// Lampe; 冷凍室が冷えない → もう一方の冷凍室が冷えない.
	{"b62c_definite_item_made_der_andere_of_two", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, []hoRule{hoR(`(本体|冷凍室|FAX番号|フィルター差し込み口|請求書|試験台|受注システム|配送センター)`, "もう一方の$1")})
		}
		return ho62cFirstNP(s, nil, func(s string, m ho62cMatch) string { return ho62cInsertAfterArticle(s, m, "andere", "anderen") })
	}},
	// A sole thing made one of several: Die Pumpe baut seit dem zweiten Tag keinen Druck
	// mehr auf → Eine der Pumpen baut …; 当方の試験台は → 当方の試験台の一つは.
	{"b62c_sole_item_made_einer_der_one_of_several", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, []hoRule{
				hoR(`エラーコード(TR-\d+)`, "エラーコードの一つは$1"),
				hoR(`(本体|冷凍室|フィルター差し込み口|試験台)(が|は|を)`, "${1}の一つ$2"),
			})
		}
		return ho62cFirstNP(s, nil, func(s string, m ho62cMatch) string {
			var det string
			switch {
			case m.art == "Ihre":
				det = "eine Ihrer"
			case m.art == "dem":
				det = "einem der"
			case m.art == "den":
				det = "einen der"
			case strings.EqualFold(m.art, "das"):
				det = "eines der"
			case m.info.gender == 'f' && m.dative:
				det = "einer der"
			case m.info.gender == 'f':
				det = "eine der"
			default:
				det = "einer der"
			}
			det = ho62cCap(det, m.capArt)
			adj := ho62cWeak(m.adj)
			if adj != "" {
				adj += " "
			}
			return s[:m.start] + det + " " + adj + m.info.plural + s[m.end:]
		})
	}},
	// A single thing made both of a pair: Öffnen Sie die App → Öffnen Sie die beiden
	// Apps; 冷凍室が冷えない → 冷凍室が両方とも冷えない.
	{"b62c_single_item_made_beide_both", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, []hoRule{hoR(`(冷凍室|フィルター差し込み口|試験台)(が|は)`, "${1}${2}両方とも"), hoR(`本体を`, "本体を両方とも")})
		}
		return ho62cFirstNP(s, []string{"Bestellung"}, func(s string, m ho62cMatch) string {
			adj := ho62cWeak(m.adj)
			if adj != "" {
				adj += " "
			}
			pl := m.info.plural
			var det string
			switch {
			case m.art == "Ihre":
				det = "Ihre beiden"
			case m.dative:
				det = ho62cCap("den beiden", m.capArt)
				if !strings.HasSuffix(pl, "n") && !strings.HasSuffix(pl, "s") {
					pl += "n"
				}
			default:
				det = ho62cCap("die beiden", m.capArt)
			}
			out := s[:m.start] + det + " " + adj + pl
			tail := s[m.end:]
			// A subject's verb next to it goes into the plural; a sentence-initial
			// phrase with no verb beside it is left alone (its case is unknown).
			if fields := strings.Fields(tail); len(fields) > 0 {
				if pv, ok := ho62cDeSgVerb[fields[0]]; ok {
					nt, _ := ho62cSpliceWord(tail, fields[0], pv)
					return out + nt
				}
			}
			if pv, ok := ho62cDeSgVerb[m.prev]; ok && !m.dative {
				head := s[:m.start]
				i := strings.LastIndex(head, m.prev+" ")
				return head[:i] + pv + " " + out[m.start:] + tail
			}
			if m.sentInit && !strings.HasSuffix(strings.Fields(tail + " x")[0], "en") {
				return s
			}
			return out + tail
		})
	}},
	// A single thing made every one of several: Der Rechnungsbetrag bleibt unverändert
	// → Jeder Rechnungsbetrag bleibt unverändert; 箱から本体を → 箱から各本体を.
	{"b62c_single_item_made_jede_every", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, []hoRule{hoR(`(本体|冷凍室|作業員)`, "各$1")})
		}
		return ho62cFirstNP(s, []string{"Rechnung", "Lieferung", "Bestellung", "Druckbehälterprüfung", "Lampe"}, func(s string, m ho62cMatch) string {
			var det string
			switch {
			case m.art == "Ihre":
				det = "jede Ihrer"
			case m.art == "dem":
				det = "jedem"
			case m.art == "den":
				det = "jeden"
			case strings.EqualFold(m.art, "das"):
				det = "jedes"
			case m.info.gender == 'f' && !m.dative:
				det = "jede"
			default:
				det = "jeder"
			}
			det = ho62cCap(det, m.capArt)
			noun, adj := m.noun, m.adj
			if m.art == "Ihre" {
				noun, adj = m.info.plural, ho62cWeak(adj)
			}
			if adj != "" {
				adj += " "
			}
			return s[:m.start] + det + " " + adj + noun + s[m.end:]
		})
	}},
	// A single thing given "erste", as if more of it were to come: Die Lieferung
	// erfolgt am 12.11.2026 → Die erste Lieferung erfolgt …; 箱から本体を → 箱から1台目の本体を.
	{"b62c_single_item_given_erste_more_to_follow", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, []hoRule{
				hoR(`箱から本体`, "箱から1台目の本体"),
				hoR(`出張修理`, "1回目の出張修理"),
				hoR(`交換品は`, "1つ目の交換品は"),
				hoR(`お見積もり（`, "1通目のお見積もり（"),
				hoR(`請求書(INV)`, "1通目の請求書$1"),
			})
		}
		return ho62cFirstNP(s, []string{"App", "Wohnung", "Versichertenkarte", "Bestellung"}, func(s string, m ho62cMatch) string {
			return ho62cInsertAfterArticle(s, m, "erste", "ersten")
		})
	}},
	// A whole set narrowed to some of it: der Versand der von Ihnen bestellten Teile →
	// der Versand einiger der von Ihnen bestellten Teile; 10月分の勤怠データが →
	// 10月分の勤怠データの一部が.
	{"b62c_whole_set_made_einige_der_some", "first", hoByLang(
		[]hoRule{
			hoR(`(\d+月分の勤怠データ)が`, "${1}の一部が"),
			hoR(`セット商品の在庫引当`, "一部のセット商品の在庫引当"),
			hoR(`初期費用は不要`, "初期費用の一部は不要"),
			hoR(`これらは`, "これらの一部は"),
		},
		[]hoRule{
			hoR(`\bder von Ihnen bestellten Teile`, "einiger der von Ihnen bestellten Teile"),
			hoR(`\bdie nötigen Stahlträger`, "einige der nötigen Stahlträger"),
			hoR(`\bfür Schallschutzwände`, "für einige der Schallschutzwände"),
			hoR(`\bfür jeden Wochentag`, "für einige Wochentage"),
		})},
	// A whole set narrowed to half of it: die nötigen Stahlträger → die Hälfte der
	// nötigen Stahlträger; セット商品の在庫引当 → 半数のセット商品の在庫引当.
	{"b62c_whole_set_made_die_haelfte_half", "first", hoByLang(
		[]hoRule{
			hoR(`(\d+月分の勤怠データ)が`, "${1}の半分が"),
			hoR(`セット商品の在庫引当`, "半数のセット商品の在庫引当"),
		},
		[]hoRule{
			hoR(`\bder von Ihnen bestellten Teile`, "der Hälfte der von Ihnen bestellten Teile"),
			hoR(`\bdie nötigen Stahlträger`, "die Hälfte der nötigen Stahlträger"),
			hoR(`\bfür Schallschutzwände`, "für die Hälfte der Schallschutzwände"),
			hoR(`\bfür jeden Wochentag`, "für die Hälfte der Wochentage"),
		})},
	// A whole set narrowed to most of it: für Schallschutzwände → für die meisten
	// Schallschutzwände; 初期費用は不要です → 初期費用の大半は不要です.
	{"b62c_whole_set_made_die_meisten_most", "first", hoByLang(
		[]hoRule{
			hoR(`(\d+月分の勤怠データ)が`, "${1}の大半が"),
			hoR(`セット商品の在庫引当`, "大半のセット商品の在庫引当"),
			hoR(`初期費用は不要`, "初期費用の大半は不要"),
			hoR(`これらは`, "これらの大半は"),
		},
		[]hoRule{
			hoR(`\bder von Ihnen bestellten Teile`, "der meisten von Ihnen bestellten Teile"),
			hoR(`\bdie nötigen Stahlträger`, "die meisten der nötigen Stahlträger"),
			hoR(`\bfür Schallschutzwände`, "für die meisten Schallschutzwände"),
			hoR(`\bfür jeden Wochentag`, "für die meisten Wochentage"),
		})},
	// A whole set called "the remaining" part, as if some had been dealt with: die
	// nötigen Stahlträger → die restlichen Stahlträger; 試料は → 残りの試料は.
	{"b62c_whole_set_given_restlich_remaining", "first", hoByLang(
		[]hoRule{
			hoR(`試料は`, "残りの試料は"),
			hoR(`破損品は`, "残りの破損品は"),
			hoR(`追加費用は`, "残りの追加費用は"),
			hoR(`(\d+月分の)勤怠データ`, "${1}残りの勤怠データ"),
			hoR(`付属のコイン形電池`, "残りのコイン形電池"),
		},
		[]hoRule{
			hoR(`\bder von Ihnen bestellten Teile`, "der restlichen von Ihnen bestellten Teile"),
			hoR(`\bdie nötigen Stahlträger`, "die restlichen Stahlträger"),
			hoR(`\bmeldet Mehrkosten`, "meldet restliche Mehrkosten"),
			hoR(`\bdie gewünschten Heizzeiten`, "die restlichen Heizzeiten"),
		})},
	// A plural or mass noun given "weitere" / さらなる, as if a first batch had gone
	// before: für Sie entstehen dabei keine Kosten → keine weiteren Kosten;
	// 作業遅延により → さらなる作業遅延により.
	{"b62c_plural_given_weitere_earlier_batch", "first", hoByLang(
		[]hoRule{
			hoR(`作業遅延により`, "さらなる作業遅延により"),
			hoR(`追加費用は`, "さらなる追加費用は"),
			hoR(`このたびはご迷惑`, "このたびは重ねてご迷惑"),
			hoR(`試料は`, "追加の試料は"),
		},
		[]hoRule{
			hoR(`\bkeine Kosten`, "keine weiteren Kosten"),
			hoR(`\bmeldet Mehrkosten`, "meldet weitere Mehrkosten"),
			hoR(`(?m)^- Mehrkosten:`, "- Weitere Mehrkosten:"),
			hoR(`\bdie Unannehmlichkeiten`, "die weiteren Unannehmlichkeiten"),
			hoR(`(?m)^- Mangel:`, "- Weiterer Mangel:"),
			hoR(`\bDie Lieferung erfolgt`, "Die weitere Lieferung erfolgt"),
		})},
	// An absolute "kein", "nicht", "unverändert" or ない softened to "kaum", "nahezu",
	// ほとんど: für Sie entstehen dabei keine Kosten → kaum Kosten; FAX番号は変わりません
	// → FAX番号はほとんど変わりません.
	{"b62c_absolute_none_made_kaum_nearly", "first", hoByLang(
		[]hoRule{
			hoR(`(途中解約は|実施は)できません`, "${1}ほとんどできません"),
			hoR(`(）は)変わりません`, "${1}ほとんど変わりません"),
		},
		[]hoRule{
			hoR(`\bkeine Kosten`, "kaum Kosten"),
			hoR(`\bnicht am Wochenende`, "kaum am Wochenende"),
			hoR(`\bnicht unterstützt`, "kaum unterstützt"),
			hoR(`\bbleibt unverändert`, "bleibt nahezu unverändert"),
			hoR(`\bbleibt eingehalten`, "bleibt nahezu eingehalten"),
		})},
	// A sole named party given "u. a." / ほか / ら, so that others act or are meant with
	// them: Laut Frau Dr. Vogt → Laut Frau Dr. Vogt u. a.; 石井部長 → 石井部長ほか.
	{"b62c_sole_named_party_given_and_others", "first", func(lang, s string) string {
		if lang == "ja" {
			if ho62cJaFullName.MatchString(s) {
				return s + "ほか"
			}
			for _, m := range ho62cJaTitled.FindAllStringSubmatchIndex(s, -1) {
				lineStart := m[0] == 0 || s[m[0]-1] == '\n'
				if lineStart && m[5] < len(s) && s[m[5]] == '\n' && m[4] == m[5] {
					continue // a salutation line of its own
				}
				return s[:m[3]] + "ほか" + s[m[3]:]
			}
			return hoReplaceFirst(s, []hoRule{hoR(`(担当の|責任者の)(\p{Han}{2})が`, "${1}${2}らが")})
		}
		if ho62cDeFullName.MatchString(s) {
			return s + " u. a."
		}
		for _, m := range ho62cDePerson.FindAllStringSubmatchIndex(s, -1) {
			before := s[:m[4]]
			if strings.HasSuffix(before, "geehrter ") || strings.HasSuffix(before, "geehrte ") {
				continue
			}
			if strings.HasPrefix(s[m[5]:], ".") {
				return s[:m[5]] + " u. a" + s[m[5]:] // the full stop ends both
			}
			return s[:m[5]] + " u. a." + s[m[5]:]
		}
		return s
	}},
	// One dated event made either that day or the next: Die Lieferung erfolgt am
	// 12.11.2026 → am 12.11.2026 oder am Folgetag; 10月19日に発送 → 10月19日または翌日に発送.
	{"b62c_fixed_date_made_either_or_next_day", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho62cJaDateNi, s, func(m []string) string { return m[1] + "または翌日" + m[2] })
		}
		return hoFirstMatch(ho62cDeAmDate, s, func(m []string) string { return "am " + m[1] + " oder am Folgetag" })
	}},
	// One dated event spread over that day and the next: Wir senden Ihnen am 20.10.2026
	// … zu → am 20.10.2026 und am Folgetag; 10月19日に発送 → 10月19日と翌日の両日に発送.
	{"b62c_one_day_event_spread_over_both_days", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho62cJaDateNi, s, func(m []string) string {
				if m[2] == "です" {
					return m[1] + "と翌日の両日です"
				}
				return m[1] + "と翌日の両日に"
			})
		}
		return hoFirstMatch(ho62cDeAmDate, s, func(m []string) string { return "am " + m[1] + " und am Folgetag" })
	}},
}

// ho62cChangedSentence gives the first sentence of golden that damaged changes, and
// what it became (a window round the change when the sentence is long).
func ho62cChangedSentence(lang, golden, damaged string) (string, string) {
	_, gr := hoAllSentences(lang, golden)
	gs, _ := hoAllSentences(lang, golden)
	ds, dr := hoAllSentences(lang, damaged)
	if len(gr) == len(dr) {
		for i := range gr {
			a, b := gs[gr[i].line][gr[i].idx], ds[dr[i].line][dr[i].idx]
			if a != b && utf8.RuneCountInString(b) < 260 {
				return a, b
			}
		}
	}
	g, d := []rune(golden), []rune(damaged)
	p := 0
	for p < len(g) && p < len(d) && g[p] == d[p] {
		p++
	}
	q := 0
	for q < len(g)-p && q < len(d)-p && g[len(g)-1-q] == d[len(d)-1-q] {
		q++
	}
	lo := max(0, p-50)
	return string(g[lo:min(len(g), len(g)-q+50)]), string(d[lo:min(len(d), len(d)-q+50)])
}

// ho62cLogN is how many changed sentences a kind logs.
var ho62cLogN = 2
