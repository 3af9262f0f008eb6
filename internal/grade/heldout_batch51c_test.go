package grade

// Blind batch 51c: domain knowledge and standard formats a model garbles while the
// words still read fluently. Every kind changes one place: a postcode written in the
// short pre-reform length, grouped the way the other country groups it or given a
// foreign country prefix; a German city glossed with a wrong federal state, a
// Japanese place put in the neighbouring prefecture; a consumer-law term swapped for
// its legal neighbour (Garantie → Gewährleistung, Rücksendeetikett →
// Widerrufsformular, 途中解約 → クーリングオフ); a technical acronym glossed with a
// wrong expansion; a taxable amount declared tax-exempt or its tax named as another
// tax; a company put in liquidation or its legal form glossed with the wrong
// liability; an ISO currency code confused with a country code; a standard size
// glossed with wrong dimensions; a fault symptom turned into its excess; and a test
// named as another test method.

import (
	"regexp"
	"strings"
)

// ho51cDePLZ is a German five-digit postcode before a town (or a bare JSON value).
var ho51cDePLZ = regexp.MustCompile(`(?m)(^|[\s,（、])(\d{2})(\d)(\d{2})(\s+\p{Lu}|$)`)

// ho51cJaZip is a Japanese 〒 postcode, ho51cJaZipBare a bare JSON value of one.
var (
	ho51cJaZip     = regexp.MustCompile(`〒(\d{3})-(\d)(\d{3})`)
	ho51cJaZipBare = regexp.MustCompile(`^(\d{3})-(\d)(\d{3})$`)
)

// ho51cPostcode rewrites the first postcode of s with ja (a 〒 or bare Japanese code:
// the three-digit head, the fourth digit, the last three) or de (the German code:
// its separator before, first two, third, last two digits, what follows).
func ho51cPostcode(lang, s string, ja func(head, d4, tail string) string, de func(m []string) string) string {
	if lang == "ja" {
		if loc := ho51cJaZip.FindStringSubmatchIndex(s); loc != nil {
			return s[:loc[0]] + "〒" + ja(s[loc[2]:loc[3]], s[loc[4]:loc[5]], s[loc[6]:loc[7]]) + s[loc[1]:]
		}
		if m := ho51cJaZipBare.FindStringSubmatch(s); m != nil {
			return ja(m[1], m[2], m[3])
		}
	}
	if de == nil {
		return s
	}
	return hoFirstMatch(ho51cDePLZ, s, de)
}

// ho51cDeState glosses a German city with a federal state it does not lie in.
var ho51cDeState = regexp.MustCompile(`(Ludwigshafen am Rhein|Dresden|Lüneburg|Lübeck|München)([^\p{L}(（]|$)`)

var ho51cWrongState = map[string]string{
	"Ludwigshafen am Rhein": "Baden-Württemberg",
	"Dresden":               "Thüringen",
	"Lüneburg":              "Schleswig-Holstein",
	"Lübeck":                "Mecklenburg-Vorpommern",
	"München":               "Baden-Württemberg",
}

// ho51cJaPrefecture puts a Japanese place in the neighbouring prefecture.
var ho51cJaPrefecture = []hoRule{
	hoR(`東京都渋谷区`, "神奈川県渋谷区"),
	hoR(`大阪府大阪市`, "兵庫県大阪市"),
	hoR(`の相模原移転`, "の東京都相模原移転"),
}

// ho51cLawTerm swaps a consumer-law term for its legal neighbour.
var (
	ho51cLawTermDe = []hoRule{
		hoR(`(\d Jahren?) Garantie`, "$1 Gewährleistung"),
		hoR(`Rücksendeetikett`, "Widerrufsformular"),
	}
	ho51cLawTermJa = []hoRule{
		hoR(`途中解約`, "クーリングオフ"),
	}
)

// ho51cAcronym glosses a technical acronym with a wrong expansion.
var (
	ho51cAcronymDe = []hoRule{
		hoR(`(WLAN im 2,4-GHz-Band)`, "$1 (Wi-Fi 5)"),
	}
	ho51cAcronymJa = []hoRule{
		hoR(`(「ハコブネ WMS」)`, "$1（Web管理システム）"),
		hoR(`(Bluetooth) (を|と)`, "$1（無線LAN）$2"),
	}
)

// ho51cDeEuro is a German euro amount; ho51cJaTaxLabel a Japanese tax qualifier.
var (
	ho51cDeEuro     = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} €`)
	ho51cJaTaxLabel = regexp.MustCompile(`（(税込|税抜|税別)）`)
)

// ho51cJaTaxExempt and ho51cJaOtherTax rewrite a Japanese consumption-tax label.
var (
	ho51cJaTaxExempt = map[string]string{"税込": "非課税", "税抜": "非課税", "税別": "非課税"}
	ho51cJaOtherTax  = map[string]string{"税込": "源泉徴収税込み", "税抜": "源泉徴収前", "税別": "源泉徴収税別"}
)

// ho51cDeLegalForm is a German legal form or the Japanese firm's "Co., Ltd.".
var ho51cDeLegalForm = regexp.MustCompile(`\b(GmbH|AG|KG|OHG)\b|Co\., Ltd\.`)

// ho51cJaKK is a Japanese joint-stock company name, 株式会社 before or after it.
var ho51cJaKK = regexp.MustCompile(`株式会社[\p{Katakana}\p{Han}ー]+|[\p{Katakana}\p{Han}ー]+株式会社`)

// ho51cWrongLiability glosses a legal form with the liability or class it lacks.
var ho51cWrongLiability = map[string]string{
	"GmbH":      "Personengesellschaft",
	"AG":        "Personengesellschaft",
	"KG":        "Kapitalgesellschaft",
	"OHG":       "haftungsbeschränkt",
	"Co., Ltd.": "Personengesellschaft",
}

// ho51cCodes confuses an ISO currency code with a country code and back.
var ho51cCodes = []hoRule{
	hoR(`"EUR"`, `"DE"`),
	hoR(`"JPY"`, `"JP"`),
	hoR(`(\d-)DE\b`, "${1}EUR"),
}

// ho51cSize glosses a standard size with the dimensions of another size.
var ho51cSize = []hoRule{
	hoR(`(コピー用紙A4)（`, "$1（297×420mm、"),
	hoR(`(羽毛布団 ダブル」)`, "$1（幅150cm）"),
	hoR(`（CR2032）`, "（CR2032、直径32mm）"),
}

// ho51cSymptom turns a fault symptom into its excess.
var (
	ho51cSymptomDe = []hoRule{
		hoR(`keinen Druck mehr auf`, "zu viel Druck auf"),
	}
	ho51cSymptomJa = []hoRule{
		hoR(`冷えない`, "冷えすぎる"),
		hoR(`データが取り込めない`, "データが二重に取り込まれる"),
	}
)

// ho51cTest names a test as another test method.
var (
	ho51cTestDe = []hoRule{
		hoR(`Druckbehälterprüfung`, "Berstprüfung"),
	}
	ho51cTestJa = []hoRule{
		hoR(`振動試験`, "破壊試験"),
		hoR(`連携テスト`, "負荷テスト"),
	}
)

var heldOutBatch51c = []heldOutKind{
	// A postcode in the short length of before the postcode reforms (four-digit PLZ,
	// three-digit 〒): 67059 Ludwigshafen am Rhein → 6700 Ludwigshafen am Rhein;
	// 〒530-0001 → 〒530.
	{"b51c_postcode_in_pre_reform_short_format", "first", func(lang, s string) string {
		return ho51cPostcode(lang, s, func(head, _, _ string) string { return head },
			func(m []string) string { return m[1] + m[2] + "00" + m[5] })
	}},
	// A postcode grouped the way the other country groups its codes: 80331 München →
	// 803-31 München; 〒530-0001 → 〒5300-001; "plz": "01067" → "010-67".
	{"b51c_postcode_grouped_in_other_countrys_scheme", "first", func(lang, s string) string {
		return ho51cPostcode(lang, s, func(head, d4, tail string) string { return head + d4 + "-" + tail },
			func(m []string) string { return m[1] + m[2] + m[3] + "-" + m[4] + m[5] })
	}},
	// A German postcode given a foreign country prefix, so the address lies abroad:
	// 67059 Ludwigshafen am Rhein → A-67059 Ludwigshafen am Rhein; "01067" → "A-01067".
	{"b51c_postcode_given_foreign_country_prefix", "first", func(lang, s string) string {
		return hoFirstMatch(ho51cDePLZ, s, func(m []string) string {
			return m[1] + "A-" + m[2] + m[3] + m[4] + m[5]
		})
	}},
	// A German city glossed with a federal state it does not lie in: im
	// Verwaltungsgebäude Lübeck → Lübeck (Mecklenburg-Vorpommern); "ort": "Dresden" →
	// "Dresden (Thüringen)".
	{"b51c_city_glossed_with_wrong_federal_state", "first", func(lang, s string) string {
		return hoFirstMatch(ho51cDeState, s, func(m []string) string {
			return m[1] + " (" + ho51cWrongState[m[1]] + ")" + m[2]
		})
	}},
	// A Japanese place put in the neighbouring prefecture: 東京都渋谷区道玄坂 →
	// 神奈川県渋谷区道玄坂; 大阪府大阪市北区梅田 → 兵庫県大阪市北区梅田.
	{"b51c_ja_place_put_in_neighbouring_prefecture", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoReplaceFirst(s, ho51cJaPrefecture)
	}},
	// A consumer-law term swapped for its legal neighbour: mindestens 3 Jahren Garantie →
	// 3 Jahren Gewährleistung; bittet um ein Rücksendeetikett → um ein
	// Widerrufsformular; 途中解約はできません → クーリングオフはできません.
	{"b51c_consumer_law_term_swapped_for_legal_neighbour", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ho51cLawTermJa)
		}
		return hoReplaceFirst(s, ho51cLawTermDe)
	}},
	// A technical acronym glossed with a wrong expansion: WLAN im 2,4-GHz-Band → WLAN
	// im 2,4-GHz-Band (Wi-Fi 5, a 5-GHz standard); 「ハコブネ WMS」 →
	// 「ハコブネ WMS」（Web管理システム）; Bluetooth を → Bluetooth（無線LAN）を.
	{"b51c_technical_acronym_glossed_with_wrong_expansion", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ho51cAcronymJa)
		}
		return hoReplaceFirst(s, ho51cAcronymDe)
	}},
	// A taxable amount declared tax-exempt, at its first mention: 5,500円（税込） →
	// 5,500円（非課税）; Rechnungsbetrag 1.249,90 € → 1.249,90 € (umsatzsteuerfrei);
	// (Schaltschrankzubehör, 3.912,50 €) → (…, 3.912,50 €, umsatzsteuerfrei).
	{"b51c_taxable_amount_declared_tax_exempt", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho51cJaTaxLabel, s, func(m []string) string {
				return "（" + ho51cJaTaxExempt[m[1]] + "）"
			})
		}
		loc := ho51cDeEuro.FindStringIndex(s)
		if loc == nil {
			return s
		}
		// Inside parentheses the note is a comma clause, not a nested parenthesis.
		if strings.HasPrefix(s[loc[1]:], ")") {
			return s[:loc[1]] + ", umsatzsteuerfrei" + s[loc[1]:]
		}
		return s[:loc[1]] + " (umsatzsteuerfrei)" + s[loc[1]:]
	}},
	// The consumption tax named as another tax (withholding tax, trade tax), on the
	// last amount: 合計38,500円（税込） → 合計38,500円（源泉徴収税込み）; bleibt
	// unverändert bei 1.850,00 € → 1.850,00 € zzgl. Gewerbesteuer.
	{"b51c_consumption_tax_named_as_other_tax", "first", func(lang, s string) string {
		re, add := ho51cDeEuro, func(m []string) string { return m[0] + " zzgl. Gewerbesteuer" }
		if lang == "ja" {
			re, add = ho51cJaTaxLabel, func(m []string) string { return "（" + ho51cJaOtherTax[m[1]] + "）" }
		}
		all := re.FindAllStringSubmatchIndex(s, -1)
		if len(all) == 0 {
			return s
		}
		loc := all[len(all)-1]
		m := make([]string, len(loc)/2)
		for i := range m {
			if loc[2*i] >= 0 {
				m[i] = s[loc[2*i]:loc[2*i+1]]
			}
		}
		return s[:loc[0]] + add(m) + s[loc[1]:]
	}},
	// A company put in liquidation: Bäckerei Großmann OHG → Bäckerei Großmann OHG i. L.;
	// 株式会社アオバ精工の大阪営業所 → 株式会社アオバ精工（清算中）の大阪営業所.
	{"b51c_company_put_in_liquidation", "first", func(lang, s string) string {
		if lang == "ja" {
			if loc := ho51cJaKK.FindStringIndex(s); loc != nil {
				return s[:loc[1]] + "（清算中）" + s[loc[1]:]
			}
		}
		return hoFirstMatch(ho51cDeLegalForm, s, func(m []string) string {
			if m[1] == "" {
				return m[0] + " (in Liquidation)"
			}
			return m[0] + " i. L."
		})
	}},
	// A legal form glossed with the liability or class it does not have, at its last
	// mention: Nordkälte AG ist zwar günstiger → Nordkälte AG (Personengesellschaft);
	// Bäckerei Großmann OHG → OHG (haftungsbeschränkt).
	{"b51c_legal_form_glossed_with_wrong_liability", "first", func(lang, s string) string {
		all := ho51cDeLegalForm.FindAllStringIndex(s, -1)
		if len(all) == 0 {
			return s
		}
		loc := all[len(all)-1]
		form := s[loc[0]:loc[1]]
		return s[:loc[1]] + " (" + ho51cWrongLiability[form] + ")" + s[loc[1]:]
	}},
	// An ISO currency code confused with a country code, or a country code in a
	// reference with a currency code: "currency": "EUR" → "currency": "DE";
	// Bestellung 44-2087-DE → 44-2087-EUR.
	{"b51c_iso_currency_and_country_code_confused", "raw", func(lang, s string) string {
		return hoReplaceFirst(s, ho51cCodes)
	}},
	// A standard size glossed with the dimensions of another size: コピー用紙A4 →
	// コピー用紙A4（297×420mm、500枚×5冊）, the A3 size; （CR2032） → （CR2032、直径32mm）, a 20 mm
	// cell; 羽毛布団 ダブル」 → 」（幅150cm, a single's width）.
	{"b51c_standard_size_glossed_with_wrong_dimensions", "first", func(lang, s string) string {
		return hoReplaceFirst(s, ho51cSize)
	}},
	// A fault symptom turned into its excess: baut keinen Druck mehr auf → baut zu viel
	// Druck auf; 冷凍室が冷えない → 冷凍室が冷えすぎる; 勤怠データが取り込めない →
	// 勤怠データが二重に取り込まれる.
	{"b51c_fault_symptom_turned_into_its_excess", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ho51cSymptomJa)
		}
		return hoReplaceFirst(s, ho51cSymptomDe)
	}},
	// A test named as another test method: 振動試験の測定シリーズ → 破壊試験の測定シリーズ;
	// Die Druckbehälterprüfung ist bestanden → Die Berstprüfung ist bestanden;
	// 連携テスト → 負荷テスト.
	{"b51c_test_named_as_other_test_method", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ho51cTestJa)
		}
		return hoReplaceFirst(s, ho51cTestDe)
	}},
}

// ho51cBound tells whether rs[i] ends a logged sentence: a line break, 。, or a
// full stop, ! or ? before a space or the end.
func ho51cBound(rs []rune, i int) bool {
	switch rs[i] {
	case '\n', '。':
		return true
	case '.', '!', '?':
		return i+1 == len(rs) || rs[i+1] == ' ' || rs[i+1] == '\n'
	}
	return false
}

// ho51cChangedSentence returns the sentence of a and of b around their first
// difference (from the boundary before it to the boundary after the last one).
func ho51cChangedSentence(a, b string) (string, string) {
	ra, rb := []rune(a), []rune(b)
	p := 0
	for p < len(ra) && p < len(rb) && ra[p] == rb[p] {
		p++
	}
	q := 0
	for q < len(ra)-p && q < len(rb)-p && ra[len(ra)-1-q] == rb[len(rb)-1-q] {
		q++
	}
	cut := func(rs []rune, from, to int) string {
		// An insertion right after a sentence end belongs to that sentence.
		if from == to && from > 0 && rs[from-1] != '\n' && ho51cBound(rs, from-1) {
			from--
		}
		start := from
		for start > 0 && !ho51cBound(rs, start-1) {
			start--
		}
		end := to
		for end < len(rs) && !ho51cBound(rs, end) {
			end++
		}
		if end < len(rs) && rs[end] != '\n' {
			end++
		}
		// A JSON answer is one line: keep a window around the change.
		if start < from-60 {
			start = from - 60
		}
		if end > to+60 {
			end = to + 60
		}
		return strings.TrimSpace(string(rs[start:end]))
	}
	return cut(ra, p, len(ra)-q), cut(rb, p, len(rb)-q)
}
