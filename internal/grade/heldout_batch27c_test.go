package grade

// Blind batch 27c: localisation and business-convention errors a native reviewer rejects
// in fluent text. Japanese: IME homophones, same-reading and near-glyph kanji (期間→機関,
// 閉じる→綴じる, 確認→碓認), までに read as まで, wrong era years, wrong counters, letter etiquette (様御中,
// 氏 in the salutation, お疲れ様です or 取り急ぎ to a customer, 御社 for one's own firm,
// humble verbs for the customer, 私たちは and Western closings as translationese). German:
// polite Sie/Ihr written lower case (they/her), salutation conventions (Herr/Frau dropped
// or abbreviated, a gender template, Fräulein), calques ("findet Sie gut", "auf dem"
// date), das/dass and seit/seid, Fugen-s compounds split, Herr declined wrongly, a closing
// possessive of the wrong gender. Both: "feel free to contact us" calques, a postcode or
// phone number with two digits transposed.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ho27cRule is one rewrite: the first match of re is rewritten by f.
type ho27cRule struct {
	re *regexp.Regexp
	f  func(m []string) string
}

// ho27cEarliest applies the rule whose first match comes earliest in s (ties: the
// first rule); s unchanged when no rule matches.
func ho27cEarliest(s string, rules []ho27cRule) string {
	best, at := -1, -1
	for i, r := range rules {
		if loc := r.re.FindStringIndex(s); loc != nil && (at < 0 || loc[0] < at) {
			best, at = i, loc[0]
		}
	}
	if best < 0 {
		return s
	}
	return hoFirstMatch(rules[best].re, s, rules[best].f)
}

// ho27cPairs turns literal old→new pairs into rules.
func ho27cPairs(pairs [][2]string) []ho27cRule {
	var rules []ho27cRule
	for _, p := range pairs {
		nw := p[1]
		rules = append(rules, ho27cRule{regexp.MustCompile(regexp.QuoteMeta(p[0])), func([]string) string { return nw }})
	}
	return rules
}

// ho27cJaSalutation matches the first line of a Japanese letter: a name with 様 or a
// title.
var ho27cJaSalutation = regexp.MustCompile(`^([^\n。、：:]{1,20}?)(様|部長|課長|殿|先生)$`)

// ho27cJaLetter reports whether s is a Japanese letter (its first line a salutation).
func ho27cJaLetter(s string) bool {
	first, _, _ := strings.Cut(s, "\n")
	return ho27cJaSalutation.MatchString(first) && strings.Contains(s, "\n")
}

// ho27cDeSalutation matches the salutation line of a German letter.
var ho27cDeSalutation = regexp.MustCompile(`^Sehr geehrte(r?) (Herr|Frau) ([^\n]+),$`)

func ho27cUpperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

func ho27cLowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}

// ho27cTransposeDigits swaps the last two different adjacent digits of a digit run
// (0043 → 0034); a run of one repeated digit gets its last digit bumped.
func ho27cTransposeDigits(d string) string {
	b := []byte(d)
	for i := len(b) - 1; i > 0; i-- {
		if b[i] != b[i-1] {
			b[i], b[i-1] = b[i-1], b[i]
			return string(b)
		}
	}
	b[len(b)-1] = '0' + (b[len(b)-1]-'0'+1)%10
	return string(b)
}

var (
	ho27cJaHomophones = ho27cPairs([][2]string{
		{"保証", "保障"}, {"補償", "保証"}, {"対象", "対照"}, {"回答", "解答"}, {"意思", "意志"},
		{"制作", "製作"}, {"精算", "清算"}, {"追求", "追及"}, {"機会", "機械"}, {"体制", "態勢"},
		{"期間", "機関"}, {"以降", "移行"}, {"期限", "機嫌"}, {"修正", "修整"}, {"作成", "作製"},
		{"初期", "所期"}, {"給与", "供与"}, {"異常", "以上"}, {"解約", "改訳"},
	})
	ho27cJaKunSlips = ho27cPairs([][2]string{
		{"間に合", "間に会"}, {"閉じて", "綴じて"}, {"押します", "推します"}, {"乗って", "載って"},
		{"早く", "速く"}, {"早い", "速い"}, {"お送りいただい", "お贈りいただい"},
		{"変わりません", "代わりません"}, {"変わります", "代わります"},
	})
	ho27cJaNearGlyph = ho27cPairs([][2]string{
		{"確認", "碓認"}, {"測定", "側定"}, {"試験", "試検"}, {"住所", "往所"},
		{"問い合わせ", "間い合わせ"}, {"お待たせ", "お持たせ"}, {"見積", "見績"},
		{"到着", "倒着"}, {"経理", "径理"}, {"検査", "険査"}, {"購入", "講入"},
	})
	ho27cJaWesternYear = regexp.MustCompile(`(^|[^令和\d])(20)(\d\d)年`)
	ho27cJaReiwaYear   = regexp.MustCompile(`令和(\d{1,2})年`)
	ho27cJaMadeni      = regexp.MustCompile(`までに([^。\n])`)
	ho27cJaCounters    = []ho27cRule{
		{regexp.MustCompile(`(\d+)名`), func(m []string) string { return m[1] + "個" }},
		{regexp.MustCompile(`(\d+)冊`), func(m []string) string { return m[1] + "枚" }},
		{regexp.MustCompile(`(\d+)箱`), func(m []string) string { return m[1] + "個" }},
		{regexp.MustCompile(`(\d+)個`), func(m []string) string { return m[1] + "台" }},
		{regexp.MustCompile(`(\d+)件`), func(m []string) string { return m[1] + "枚" }},
		{regexp.MustCompile(`(\d+)人`), func(m []string) string { return m[1] + "個" }},
	}
	ho27cJaCompany = regexp.MustCompile(`(株式会社[\p{Katakana}\p{Han}ー]+?|[\p{Katakana}\p{Han}ー]+株式会社)(の|から|より|は|が|に|$)`)
	ho27cJaOwnName = []ho27cRule{
		{regexp.MustCompile(`いつも([^\s、。を]{2,20}?)をご利用`), func([]string) string { return "いつも御社をご利用" }},
		{regexp.MustCompile(`今後とも(どうぞ)?([^\s、。を]{2,20}?)をよろしく`), func(m []string) string { return "今後とも" + m[1] + "御社をよろしく" }},
		{regexp.MustCompile(`当(研究室|社|店)`), func([]string) string { return "御社" }},
	}
	ho27cJaCustomerHumble = ho27cPairs([][2]string{
		{"ご訪問いただき", "お伺いいただき"}, {"ご来店いただき", "参上いただき"}, {"ご確認ください", "拝見してください"},
		{"ご覧ください", "拝見してください"}, {"お受け取りください", "頂戴してください"}, {"お越しください", "参ってください"},
		{"お問い合わせください", "お伺いください"},
	})
	ho27cJaFeelFree  = regexp.MustCompile(`お気軽にお問い合わせください。`)
	ho27cJaYoroshiku = regexp.MustCompile(`よろしくお願い(いた)?します。`)
	ho27cJaOwnAct    = regexp.MustCompile(`いたしま(す|した)。`)

	ho27cDePossessive = regexp.MustCompile(`(\p{L},? )(Ihr(?:e[mnrs]?)?)([^\p{L}])`)
	ho27cDePronoun    = regexp.MustCompile(`(\p{L},? )(Sie|Ihnen)([^\p{L}])`)
	ho27cDeFrau       = regexp.MustCompile(`(geehrte )?Frau (\p{Lu})`)
	ho27cDeCalques    = []ho27cRule{
		{regexp.MustCompile(`findet (.{1,40}?) statt`), func(m []string) string { return "nimmt " + m[1] + " Platz" }},
		{regexp.MustCompile(`es tut uns leid`), func([]string) string { return "wir sind traurig" }},
		{regexp.MustCompile(`Es tut uns leid`), func([]string) string { return "Wir sind traurig" }},
		{regexp.MustCompile(`Bitte beachten Sie`), func([]string) string { return "Bitte notieren Sie" }},
		{regexp.MustCompile(`bitte beachten Sie`), func([]string) string { return "bitte notieren Sie" }},
		{regexp.MustCompile(`nicht wahrnehmen`), func([]string) string { return "nicht machen" }},
		{regexp.MustCompile(`ergibt (keinen )?Sinn`), func(m []string) string { return "macht " + m[1] + "Sinn" }},
	}
	ho27cDeHerrCase = []ho27cRule{
		{regexp.MustCompile(`(^|[^\p{L}])(von|an|mit|bei|für|zu|gegenüber) Herrn (\p{Lu})`), func(m []string) string { return m[1] + m[2] + " Herr " + m[3] }},
		{regexp.MustCompile(`(^|[.:;] |- |\n)Herr ((?:Prof\. |Dr\. )*\p{Lu}\p{Ll}+ \p{Ll})`), func(m []string) string { return m[1] + "Herrn " + m[2] }},
	}
	ho27cDeClosingPoss = regexp.MustCompile(`(?m)^(Ihre|Ihr) (\p{Lu})`)
	ho27cDeHomophones  = []ho27cRule{
		{regexp.MustCompile(`([;,] )das( \p{Ll})`), func(m []string) string { return m[1] + "dass" + m[2] }},
		{regexp.MustCompile(`(^|[.!?] )Das( (?:kann|ist|war|wird|muss|soll|geht|hat|bleibt)\b)`), func(m []string) string { return m[1] + "Dass" + m[2] }},
		{regexp.MustCompile(`(^|[^\p{L}])seit([^\p{L}])`), func(m []string) string { return m[1] + "seid" + m[2] }},
		{regexp.MustCompile(`(^|[^\p{L}])Seit([^\p{L}])`), func(m []string) string { return m[1] + "Seid" + m[2] }},
	}
	ho27cDeFugenS = regexp.MustCompile(`(^|[^\p{L}])(\p{Lu}\p{Ll}+?(?:ungs|heits|keits|schafts|ions|täts|ings))(\p{Ll}{3,})`)
	ho27cDeAmDate = regexp.MustCompile(`(^|[^\p{L}])am ((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d|\d{1,2}\.)`)

	ho27cJaPostal  = regexp.MustCompile(`(〒|^)(\d{3})-(\d{4})($|[^\d])`)
	ho27cPhone     = regexp.MustCompile(`(^|[^\d-])(0\d{1,3}-\d{2,4}-)(\d{4})($|[^\d])`)
	ho27cDePLZ     = regexp.MustCompile(`(^|[\s(,])(\d{5})( \p{Lu}|$)`)
	ho27cCodeRules = []ho27cRule{
		{ho27cJaPostal, func(m []string) string { return m[1] + m[2] + "-" + ho27cTransposeDigits(m[3]) + m[4] }},
		{ho27cPhone, func(m []string) string { return m[1] + m[2] + ho27cTransposeDigits(m[3]) + m[4] }},
		{ho27cDePLZ, func(m []string) string { return m[1] + ho27cTransposeDigits(m[2]) + m[3] }},
	}
)

var heldOutBatch27c = []heldOutKind{
	// An IME homophone of a business term: 契約期間中の途中解約 → 契約機関中の途中解約,
	// 17時までに回答する → 17時までに解答する, お支払い期限 → お支払い機嫌.
	{"b27c_ja_business_term_ime_homophone", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho27cEarliest(s, ho27cJaHomophones)
	}},
	// A same-reading kanji of another word: カバーを閉じて → カバーを綴じて,
	// 間に合うか → 間に会うか, 早くても11月9日 → 速くても11月9日.
	{"b27c_ja_same_kun_reading_other_kanji", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho27cEarliest(s, ho27cJaKunSlips)
	}},
	// A near-glyph kanji in one word mid-text: 破損を確認いたしました → 破損を碓認いたしました,
	// お問い合わせください → お間い合わせください, 振動試験 → 振動試検.
	{"b27c_ja_near_glyph_kanji_in_word", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sen string) string { return ho27cEarliest(sen, ho27cJaNearGlyph) })
	}},
	// までに (by) written まで (until), which asks for something to go on until the time:
	// 前日の17時までにご連絡ください → 前日の17時までご連絡ください.
	{"b27c_ja_madeni_deadline_as_made_until", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho27cJaMadeni, s, func(m []string) string { return "まで" + m[1] })
	}},
	// An era gloss one year off beside a year: 2026年10月23日 → 2026年（令和7年）10月23日;
	// 令和8年11月16日 → 令和8年（2025年）11月16日.
	{"b27c_ja_wrong_era_gloss_beside_year", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if ho27cJaWesternYear.MatchString(s) {
			return hoFirstMatch(ho27cJaWesternYear, s, func(m []string) string {
				y, _ := strconv.Atoi(m[2] + m[3])
				return m[1] + m[2] + m[3] + "年（令和" + strconv.Itoa(y-2019) + "年）"
			})
		}
		return hoFirstMatch(ho27cJaReiwaYear, s, func(m []string) string {
			n, _ := strconv.Atoi(m[1])
			return m[0] + "（" + strconv.Itoa(n+2017) + "年）"
		})
	}},
	// The Western year's last two digits taken as the Reiwa year:
	// 2026年10月30日までに → 令和26年10月30日までに.
	{"b27c_ja_western_year_digits_as_reiwa", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho27cJaWesternYear, s, func(m []string) string { return m[1] + "令和" + m[3] + "年" })
	}},
	// A counter of another class: ユーザーを1名追加 → ユーザーを1個追加,
	// 500枚×5冊 → 500枚×5枚, 電池2個 → 電池2台.
	{"b27c_ja_counter_of_other_class", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho27cEarliest(s, ho27cJaCounters)
	}},
	// The internal-mail greeting お疲れ様です opens a letter to a customer:
	// 中島 大輔様\nお問い合わせいただき… → 中島 大輔様\nお疲れ様です。\nお問い合わせいただき….
	{"b27c_ja_internal_otsukare_greeting_to_customer", "first", func(lang, s string) string {
		if lang != "ja" || !ho27cJaLetter(s) {
			return s
		}
		lines := strings.Split(s, "\n")
		for i := 1; i < len(lines); i++ {
			if strings.TrimSpace(lines[i]) != "" {
				return strings.Join(append(lines[:i:i], append([]string{"お疲れ様です。"}, lines[i:]...)...), "\n")
			}
		}
		return s
	}},
	// 取り急ぎご連絡まで (a hurried internal sign-off) ends a letter to a customer:
	// …お気軽にお問い合わせください。 → …お気軽にお問い合わせください。\n取り急ぎご連絡まで。
	{"b27c_ja_toriisogi_signoff_to_customer", "first", func(lang, s string) string {
		if lang != "ja" || !ho27cJaLetter(s) {
			return s
		}
		lines := strings.Split(s, "\n")
		for i := len(lines) - 1; i > 0; i-- {
			if strings.HasSuffix(strings.TrimSpace(lines[i]), "。") {
				return strings.Join(append(lines[:i+1:i+1], append([]string{"取り急ぎご連絡まで。"}, lines[i+1:]...)...), "\n")
			}
		}
		return s
	}},
	// 御中 (for organisations) put on a person or inside running text: 小林 恵子様 →
	// 小林 恵子様御中; 株式会社ミナトデザインの髙橋様 → 株式会社ミナトデザイン御中の髙橋様.
	{"b27c_ja_onchu_on_person_or_in_text", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if ho27cJaLetter(s) {
			first, rest, _ := strings.Cut(s, "\n")
			return first + "御中\n" + rest
		}
		return hoFirstMatch(ho27cJaCompany, s, func(m []string) string { return m[1] + "御中" + m[2] })
	}},
	// The third-person written honorific 氏 in a letter's salutation: 渡辺 弘様 → 渡辺 弘氏.
	{"b27c_ja_salutation_shi_for_sama", "first", func(lang, s string) string {
		if lang != "ja" || !ho27cJaLetter(s) {
			return s
		}
		first, rest, _ := strings.Cut(s, "\n")
		if !strings.HasSuffix(first, "様") {
			return s
		}
		return strings.TrimSuffix(first, "様") + "氏\n" + rest
	}},
	// The spoken 御社 (your company) for one's own: いつもハルカゼ寝具店をご利用いただき →
	// いつも御社をご利用いただき; 当研究室をご訪問いただき → 御社をご訪問いただき.
	{"b27c_ja_own_company_called_onsha", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho27cEarliest(s, ho27cJaOwnName)
	}},
	// Translationese 私たちは before the company's own act in a letter:
	// 請求書INV-88213の金額についてご説明いたします → 私たちは、請求書INV-88213の….
	{"b27c_ja_translationese_watashitachi_subject", "first", func(lang, s string) string {
		if lang != "ja" || !ho27cJaLetter(s) {
			return s
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sen := split[r.line][r.idx]
			if ho27cJaOwnAct.MatchString(sen) && !strings.Contains(sen, "は") && !strings.HasPrefix(sen, "私") {
				split[r.line][r.idx] = "私たちは、" + sen
				return hoJoin(split)
			}
		}
		return s
	}},
	// The Japanese closing replaced by a literal calque of a Western one:
	// 今後ともどうぞよろしくお願いいたします。 → 友好的な挨拶とともに。
	{"b27c_ja_closing_western_formula_calque", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		split, refs := hoAllSentences(lang, s)
		for k := len(refs) - 1; k >= 0; k-- {
			r := refs[k]
			if sen := split[r.line][r.idx]; ho27cJaYoroshiku.MatchString(sen) {
				split[r.line][r.idx] = "友好的な挨拶とともに。"
				return hoJoin(split)
			}
		}
		return s
	}},
	// A humble verb (伺う, 拝見, 頂戴) for the customer's own act: 当研究室をご訪問いただき →
	// 当研究室をお伺いいただき, 以下の点をご確認ください → 以下の点を拝見してください.
	{"b27c_ja_customer_act_given_humble_verb", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho27cEarliest(s, ho27cJaCustomerHumble)
	}},
	// "Feel free to contact us" calqued: de: a sentence „Fühlen Sie sich frei, uns bei
	// Fragen jederzeit zu kontaktieren.“ before the closing; ja: お気軽にお問い合わせください →
	// 自由に私たちに連絡してください.
	{"b27c_feel_free_to_contact_calque", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho27cJaFeelFree, s, func([]string) string { return "自由に私たちに連絡してください。" })
		}
		i := strings.Index(s, "\n\nMit freundlichen Grüßen")
		if i < 0 || !ho27cDeSalutation.MatchString(strings.SplitN(s, "\n", 2)[0]) {
			return s
		}
		return s[:i] + "\nFühlen Sie sich frei, uns bei Fragen jederzeit zu kontaktieren." + s[i:]
	}},
	// The polite possessive written lower case, so it reads "her/their": vielen Dank für
	// Ihre Nachricht → vielen Dank für ihre Nachricht.
	{"b27c_de_polite_possessive_lowercased_once", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			return hoFirstMatch(ho27cDePossessive, sen, func(m []string) string { return m[1] + strings.ToLower(m[2]) + m[3] })
		})
	}},
	// The polite Sie/Ihnen written lower case, so it reads "they/them": Falls Sie den
	// Termin nicht wahrnehmen können → Falls sie den Termin nicht wahrnehmen können.
	{"b27c_de_polite_sie_ihnen_lowercased_once", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			return hoFirstMatch(ho27cDePronoun, sen, func(m []string) string { return m[1] + strings.ToLower(m[2]) + m[3] })
		})
	}},
	// Herr/Frau dropped before the name or title, as in English "Dear Dr. X":
	// Sehr geehrte Frau Schäfer, → Sehr geehrte Schäfer,.
	{"b27c_de_salutation_without_herr_frau", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		first, rest, ok := strings.Cut(s, "\n")
		m := ho27cDeSalutation.FindStringSubmatch(first)
		if m == nil || !ok {
			return s
		}
		return "Sehr geehrte" + m[1] + " " + m[3] + ",\n" + rest
	}},
	// Herr/Frau abbreviated in the salutation: Sehr geehrter Herr Weiß, → Sehr geehrter Hr. Weiß,.
	{"b27c_de_salutation_herr_frau_abbreviated", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		first, rest, ok := strings.Cut(s, "\n")
		m := ho27cDeSalutation.FindStringSubmatch(first)
		if m == nil || !ok {
			return s
		}
		abbr := map[string]string{"Herr": "Hr.", "Frau": "Fr."}[m[2]]
		return "Sehr geehrte" + m[1] + " " + abbr + " " + m[3] + ",\n" + rest
	}},
	// The gender-neutral template form left in for a known addressee:
	// Sehr geehrter Herr Groß, → Sehr geehrte/r Herr Groß,.
	{"b27c_de_salutation_gender_template_left_in", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		first, rest, ok := strings.Cut(s, "\n")
		m := ho27cDeSalutation.FindStringSubmatch(first)
		if m == nil || !ok {
			return s
		}
		return "Sehr geehrte/r " + m[2] + " " + m[3] + ",\n" + rest
	}},
	// The obsolete, offensive Fräulein for Frau: Frau Köhler hat … bestellt → Fräulein
	// Köhler hat … bestellt; Sehr geehrte Frau Schäfer → Sehr geehrtes Fräulein Schäfer.
	{"b27c_de_frau_as_fraeulein", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(ho27cDeFrau, s, func(m []string) string {
			if m[1] != "" {
				return "geehrtes Fräulein " + m[2]
			}
			return "Fräulein " + m[2]
		})
	}},
	// The English e-mail opener calqued: Sehr geehrter Herr Weiß,\nvielen Dank … →
	// Sehr geehrter Herr Weiß,\nich hoffe, diese E-Mail findet Sie gut. Vielen Dank ….
	{"b27c_de_email_finds_you_well_calque", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		lines := strings.Split(s, "\n")
		if !ho27cDeSalutation.MatchString(lines[0]) {
			return s
		}
		for i := 1; i < len(lines); i++ {
			if l := lines[i]; l != "" {
				r, _ := utf8.DecodeRuneInString(l)
				if !unicode.IsLower(r) {
					return s
				}
				lines[i] = "ich hoffe, diese E-Mail findet Sie gut. " + ho27cUpperFirst(l)
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},
	// An English phrase calqued word for word: Die nächste Sitzung findet am 12.11.2026
	// statt → … nimmt am 12.11.2026 Platz; es tut uns leid → wir sind traurig.
	{"b27c_de_english_phrase_calque", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho27cEarliest(s, ho27cDeCalques)
	}},
	// "on" calqued as auf before a date: Die Lieferung erfolgt am 12.11.2026 → Die
	// Lieferung erfolgt auf dem 12.11.2026.
	{"b27c_de_date_on_calqued_auf_dem", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			return hoFirstMatch(ho27cDeAmDate, sen, func(m []string) string { return m[1] + "auf dem " + m[2] })
		})
	}},
	// Herr declined wrongly: in der Wohnung von Herrn Weiß → von Herr Weiß; Herr Strauß
	// bittet → Herrn Strauß bittet.
	{"b27c_de_herr_declined_wrongly", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho27cEarliest(s, ho27cDeHerrCase)
	}},
	// The closing possessive of the wrong gender: Ihre Zahnarztpraxis Dr. Öztürk →
	// Ihr Zahnarztpraxis Dr. Öztürk; Ihr Kundenservice → Ihre Kundenservice.
	{"b27c_de_closing_possessive_gender_wrong", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		i := strings.Index(s, "Grüßen\n")
		if i < 0 {
			return s
		}
		head, tail := s[:i], s[i:]
		return head + hoFirstMatch(ho27cDeClosingPoss, tail, func(m []string) string {
			if m[1] == "Ihre" {
				return "Ihr " + m[2]
			}
			return "Ihre " + m[2]
		})
	}},
	// das/dass and seit/seid confused: seit Mittwoch → seid Mittwoch; ; das kann bis zu
	// zwei Minuten dauern → ; dass kann bis zu zwei Minuten dauern.
	{"b27c_de_das_dass_seit_seid_confused", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho27cEarliest(s, ho27cDeHomophones)
	}},
	// A compound split at its linking s (Deppenleerzeichen): Rechnungsbetrag →
	// Rechnungs Betrag, Kopplungsmodus → Kopplungs Modus.
	{"b27c_de_compound_split_at_linking_s", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			return hoFirstMatch(ho27cDeFugenS, sen, func(m []string) string { return m[1] + m[2] + " " + ho27cUpperFirst(m[3]) })
		})
	}},
	// A postcode or phone number with two adjacent digits transposed: 〒530-0001 →
	// 〒530-0010, 67059 Ludwigshafen → 67095 Ludwigshafen, 06-6345-7781 → 06-6345-7718.
	{"b27c_postcode_or_phone_digits_transposed", "first", func(lang, s string) string {
		return ho27cEarliest(s, ho27cCodeRules)
	}},
}
