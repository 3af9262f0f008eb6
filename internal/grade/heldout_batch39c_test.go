package grade

// Blind batch 39c: comparison and degree. Every kind keeps the answer's figures and
// dates but changes how they relate, at one place: an inclusive bound made exclusive
// (bis zum → bis zum Vortag; までに → より前に; ab → nach; 以降 → より後), a cap read as
// an exact value or as a floor (bis zu → genau / über; 以内 → ちょうど / 以上), an
// estimate made a floor (約 → 最低), a comparative made an equality, a level stated as
// a change (bleibt bei → erhöht sich um; 価格は → 値上げ), "at the latest" made "at
// the earliest", a window read as two alternative points, a count read as additional,
// a start-onwards made a one-off, "free" made "cheap" and a categorical "cannot" made
// an occasional one. A kind that finds no such place leaves the answer unchanged.

import (
	"regexp"
)

// ho39cRule rewrites a match of re with the template repl ($1 … as in
// regexp.Expand) or, when fn is set, with fn of the submatches.
type ho39cRule struct {
	re   *regexp.Regexp
	repl string
	fn   func(m []string) string
}

func ho39cR(re, repl string) ho39cRule {
	return ho39cRule{re: regexp.MustCompile(re), repl: repl}
}

// ho39cFirst rewrites the earliest match of any rule (the first rule on a tie), once.
func ho39cFirst(s string, rules []ho39cRule) string {
	best, bestAt := -1, len(s)+1
	var bestLoc []int
	for i, r := range rules {
		loc := r.re.FindStringSubmatchIndex(s)
		if loc != nil && loc[0] < bestAt {
			best, bestAt, bestLoc = i, loc[0], loc
		}
	}
	if best < 0 {
		return s
	}
	r := rules[best]
	var nw string
	if r.fn != nil {
		m := make([]string, len(bestLoc)/2)
		for i := range m {
			if bestLoc[2*i] >= 0 {
				m[i] = s[bestLoc[2*i]:bestLoc[2*i+1]]
			}
		}
		nw = r.fn(m)
	} else {
		nw = string(r.re.ExpandString(nil, r.repl, s, bestLoc))
	}
	return s[:bestLoc[0]] + nw + s[bestLoc[1]:]
}

// ho39cLang picks the rules of the answer's language.
func ho39cLang(de, ja []ho39cRule) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return ho39cFirst(s, ja)
		}
		return ho39cFirst(s, de)
	}
}

const (
	ho39cDeAmt  = `\d{1,3}(?:\.\d{3})*,\d{2} ?€`
	ho39cJaAmt  = `(?:\d[\d,]*億)?\d[\d,]*万?(?:円|ユーロ)`
	ho39cDeDate = `\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?: \d{4})?`
	ho39cJaDate = `(?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（.）)?|\d{1,2}時`
	ho39cDeUnit = `(?:Sekunden|Minuten|Stunden|Tage|Tagen|Wochen|Monate|Jahre|Jahren|Meter)`
	ho39cDeNum  = `(?:\d+|eine[nm]?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf)`
	ho39cJaUnit = `(?:メートル|センチ|キロ|秒|分|時間|日|週間|か月|ヶ月|年)`
)

var ho39cDeEqual = map[string]string{
	"höher": "gleich hoch", "niedriger": "gleich niedrig", "günstiger": "gleich günstig",
	"teurer": "gleich teuer", "größer": "gleich groß", "kleiner": "gleich klein",
	"schneller": "gleich schnell", "langsamer": "gleich langsam", "länger": "gleich lang",
	"kürzer": "gleich kurz", "billiger": "gleich billig",
}

var heldOutBatch39c = []heldOutKind{
	// Comparative made an equality: „Nordkälte AG ist zwar günstiger“ → „… zwar gleich
	// günstig“; 「それより早い実施はできません」→「それと同じくらい早い実施は…」.
	{"b39c_comparative_made_equality", "longest", ho39cLang(
		[]ho39cRule{{re: regexp.MustCompile(`(^|[^\p{L}])(höher|niedriger|günstiger|teurer|größer|kleiner|schneller|langsamer|länger|kürzer|billiger)([^\p{L}]|$)`),
			fn: func(m []string) string { return m[1] + ho39cDeEqual[m[2]] + m[3] }}},
		[]ho39cRule{ho39cR(`(それ|これ|前回|前年|通常)より(早い|遅い|高い|安い|多い|少ない|大きい|小さい|長い|短い)`, "${1}と同じくらい${2}"),
			ho39cR(`を(上回|下回)(る|り|った)`, "と同等にな${2}")},
	)},
	// German level stated as a change: „bleibt unverändert bei 1.850,00 €“ → „erhöht sich
	// um 1.850,00 €“; „Das Budget von 486.000,00 €“ → „Das um 486.000,00 € erhöhte Budget“.
	{"b39c_de_level_stated_as_change", "longest", ho39cLang(
		[]ho39cRule{
			ho39cR(`bleibt unverändert bei (`+ho39cDeAmt+`)`, "erhöht sich um $1"),
			ho39cR(`(Das|das) Budget von (`+ho39cDeAmt+`)`, "$1 um $2 erhöhte Budget"),
			ho39cR(`Rechnungsbetrag (`+ho39cDeAmt+`)`, "Preisaufschlag $1"),
			ho39cR(`(Der|der) (Festpreis|Preis|Gesamtpreis) beträgt (`+ho39cDeAmt+`)`, "$1 $2 steigt um $3"),
		}, nil)},
	// Japanese level stated as a change, or a change as the new level: 「固定価格は1,480ユーロ
	// （税別）です」→「…1,480ユーロ（税別）の値上げです」; 「料金5,500円が加算されて」→「料金が5,500円になって」.
	{"b39c_ja_level_stated_as_change", "longest", ho39cLang(nil, []ho39cRule{
		ho39cR(`(予算)は(約)?(`+ho39cJaAmt+`)((?:（税.）)?)`, "${1}は${2}${3}${4}の増額"),
		ho39cR(`(価格|料金|金額)は(約)?(`+ho39cJaAmt+`)((?:（税.）)?)`, "${1}は${2}${3}${4}の値上げ"),
		ho39cR(`(料金)(`+ho39cJaAmt+`)((?:（税.）)?)が加算されて`, "${1}が${2}${3}になって"),
	})},
	// An estimate made a floor: 「約10秒で測定が終わり」→「最低10秒で…」; „das kann bis zu zwei
	// Minuten dauern“ → „das kann mindestens zwei Minuten dauern“.
	{"b39c_estimate_made_floor", "longest", ho39cLang(
		[]ho39cRule{ho39cR(`(^|[^\p{L}])(?:ca\.|etwa|rund|ungefähr|bis zu) (`+ho39cDeNum+` `+ho39cDeUnit+`|`+ho39cDeAmt+`)`, "${1}mindestens $2")},
		[]ho39cRule{ho39cR(`約(\d[\d,]*(?:億[\d,]*)?万?(?:円|ユーロ|秒|分|時間|日|週間|か月|メートル|件|個|人|名))`, "最低$1")},
	)},
	// A cap read as an exact value: „kann bis zu zwei Minuten dauern“ → „dauert genau zwei
	// Minuten“; „spätestens 24 Stunden vorher“ → „genau 24 Stunden vorher“; 「2メートル以内」→「ちょうど2メートル」.
	{"b39c_cap_stated_as_exact", "longest", ho39cLang(
		[]ho39cRule{
			ho39cR(`kann bis zu (`+ho39cDeNum+` `+ho39cDeUnit+`) dauern`, "dauert genau $1"),
			ho39cR(`(^|[^\p{L}])(?:bis zu|höchstens|maximal) (`+ho39cDeNum+` `+ho39cDeUnit+`)`, "${1}genau $2"),
			ho39cR(`spätestens (`+ho39cDeNum+` `+ho39cDeUnit+`) (vorher|vor)`, "genau $1 $2"),
		},
		[]ho39cRule{ho39cR(`(\d+(?:\.\d+)?`+ho39cJaUnit+`)以内`, "ちょうど$1"), ho39cR(`最大(\d[\d,]*)`, "ちょうど$1")},
	)},
	// A cap made a floor or exceeded: „bis zu zwei Minuten“ → „über zwei Minuten“;
	// „spätestens 24 Stunden vorher“ → „höchstens 24 Stunden vorher“; 「2メートル以内」→「2メートル以上」.
	{"b39c_cap_made_floor", "longest", ho39cLang(
		[]ho39cRule{
			ho39cR(`(^|[^\p{L}])bis zu (`+ho39cDeNum+` `+ho39cDeUnit+`)`, "${1}über $2"),
			ho39cR(`spätestens (`+ho39cDeNum+` `+ho39cDeUnit+`) (vorher|vor)`, "höchstens $1 $2"),
		},
		[]ho39cRule{ho39cR(`(\d+(?:\.\d+)?`+ho39cJaUnit+`)以内`, "${1}以上"), ho39cR(`最大(\d[\d,]*)`, "最低$1")},
	)},
	// An inclusive lower bound made exclusive: „ab 8 Uhr“ → „nach 8 Uhr“; „mindestens 3 Jahren“
	// → „mehr als 3 Jahren“; 「iOS 16以降」→「iOS 16より後」; 「早くても11月9日」→「11月9日より後」.
	{"b39c_lower_bound_made_exclusive", "longest", ho39cLang(
		[]ho39cRule{
			ho39cR(`(^|[^\p{L}])ab (\d{1,2}(?::\d\d)? Uhr)`, "${1}nach $2"),
			ho39cR(`(^|[^\p{L}])(?:mindestens|wenigstens) (\d+ )`, "${1}mehr als $2"),
			ho39cR(`(^|[^\p{L}])(?:frühestens|ab) (?:am |dem )?(`+ho39cDeDate+`)`, "${1}erst nach dem $2"),
		},
		[]ho39cRule{
			ho39cR(`([A-Za-z]* ?\d+(?:\.\d+)?)以降`, "${1}より後"),
			ho39cR(`(\d[\d,]*`+ho39cJaUnit+`?)以上`, "${1}を超える"),
			ho39cR(`早くても(`+ho39cJaDate+`)`, "${1}より後"),
		},
	)},
	// Japanese inclusive deadline read exclusive: 「10月30日までに」→「10月30日より前に」;
	// 「17時までに回答する」→「17時より前に回答する」.
	{"b39c_ja_deadline_made_before_exclusive", "first", ho39cLang(nil, []ho39cRule{
		ho39cR(`(`+ho39cJaDate+`)まで(に|の)`, "${1}より前${2}"),
	})},
	// German inclusive deadline read exclusive: „bis zum 21.10.2026 freizugeben“ → „bis zum
	// Vortag des 21.10.2026 …“; „bis spätestens 19.10.2026“ → „noch vor dem 19.10.2026“.
	{"b39c_de_deadline_made_day_before", "longest", ho39cLang([]ho39cRule{
		ho39cR(`bis zum (`+ho39cDeDate+`)`, "bis zum Vortag des $1"),
		ho39cR(`bis spätestens (?:zum |am )?(`+ho39cDeDate+`)`, "noch vor dem $1"),
	}, nil)},
	// A time window read as two alternative points: „zwischen 8 und 12 Uhr“ → „um 8 oder um 12
	// Uhr“; „von 6 bis 22 Uhr“ → „um 6 und um 22 Uhr“; 「14時〜16時」→「14時または16時」.
	{"b39c_window_read_as_two_points", "longest", ho39cLang(
		[]ho39cRule{
			ho39cR(`zwischen (\d{1,2}(?::\d\d)?) und (\d{1,2}(?::\d\d)?) Uhr`, "um $1 oder um $2 Uhr"),
			ho39cR(`von (\d{1,2}(?::\d\d)?) bis (\d{1,2}(?::\d\d)?) Uhr`, "um $1 und um $2 Uhr"),
		},
		[]ho39cRule{ho39cR(`(\d{1,2}(?::\d\d)?時?)[〜～~－-](\d{1,2}(?::\d\d)?時)`, "${1}または${2}")},
	)},
	// "At the latest" made "at the earliest" and back: „spätestens 24 Stunden vorher“ →
	// „frühestens 24 Stunden vorher“; 「早くても11月9日」→「遅くとも11月9日」.
	{"b39c_latest_earliest_word_swapped", "longest", ho39cLang(
		[]ho39cRule{
			ho39cR(`bis spätestens (?:zum |am )?(`+ho39cDeDate+`)`, "frühestens am $1"),
			ho39cR(`(^|[^\p{L}])spätestens`, "${1}frühestens"),
			ho39cR(`(^|[^\p{L}])frühestens`, "${1}spätestens"),
		},
		[]ho39cRule{ho39cR(`早くても`, "遅くとも"), ho39cR(`遅くとも`, "早くても")},
	)},
	// A count read as additional: „durch zwei Wärmepumpen“ → „durch zwei weitere Wärmepumpen“;
	// 「電池2個を」→「電池2個を追加で」.
	{"b39c_count_made_additional", "longest", ho39cLang(
		[]ho39cRule{ho39cR(`(^|[^\p{L}])(zwei|drei|vier|fünf|sechs|sieben|acht|zehn) (\p{Lu}\p{Ll}{3,})`, "${1}${2} weitere ${3}")},
		[]ho39cRule{ho39cR(`(\d+(?:個|台|箱|本|枚|名|冊))を`, "${1}を追加で")},
	)},
	// Open-ended "from … on" made a one-off: „ab 8 Uhr aufschließen“ → „nur um 8 Uhr …“;
	// 「今月から…加算」→「今月のみ…加算」; 「iOS 16以降」→「iOS 16のみ」.
	{"b39c_from_onward_made_only_then", "longest", ho39cLang(
		[]ho39cRule{
			ho39cR(`(^|[^\p{L}])ab (\d{1,2}(?::\d\d)? Uhr)`, "${1}nur um $2"),
			ho39cR(`(^|[^\p{L}])ab (?:dem |am )?(`+ho39cDeDate+`)`, "${1}nur am $2"),
		},
		[]ho39cRule{
			ho39cR(`(今月|来月|今回|本日|今日|今年度|来年度)から`, "${1}のみ"),
			ho39cR(`([A-Za-z]* ?\d+(?:\.\d+)?)以降`, "${1}のみ"),
		},
	)},
	// "Free" made "cheap": „die kostenlose WärmeApp“ → „die preisgünstige WärmeApp“;
	// 「初期費用は不要です」→「初期費用はわずかです」; 「無料アプリ」→「低価格アプリ」.
	{"b39c_free_made_low_cost", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho39cFirst(s, []ho39cRule{
				ho39cR(`無料(の)?`, "低価格${1}"),
				ho39cR(`(費用|料金|手数料|送料)は不要です`, "${1}はわずかです"),
				ho39cR(`(費用|料金|手数料|送料)はかかりません`, "${1}はわずかです"),
			})
		}
		return ho39cFirst(s, []ho39cRule{
			ho39cR(`(^|[^\p{L}])kostenlose(n|r|s)?([^\p{L}])`, "${1}preisgünstige${2}${3}"),
			ho39cR(`(^|[^\p{L}])kostenlos([^\p{L}])`, "${1}zu einem geringen Preis${2}"),
			ho39cR(`keine (Kosten|Gebühren)`, "nur geringe $1"),
		})
	}},
	// A categorical "cannot / not" made occasional: 「途中解約はできません」→「途中解約はできない
	// 場合があります」; „nicht am Wochenende“ → „nur selten am Wochenende“.
	{"b39c_categorical_no_made_occasional", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho39cFirst(s, []ho39cRule{ho39cR(`(は|も)できません`, "${1}できない場合があります")})
		}
		return ho39cFirst(s, []ho39cRule{
			ho39cR(`(^|[^\p{L}])nicht (am|an|unterstützt|möglich|erstattet)([^\p{L}])`, "${1}nur selten ${2}${3}"),
			ho39cR(`(entstehen|fallen)( \p{Ll}+)? keine`, "${1}${2} in der Regel keine"),
		})
	}},
}
