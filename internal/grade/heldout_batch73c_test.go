package grade

// Blind batch 73c: code-switching and convention drift as a multilingual model makes
// it, at one place. Each kind keeps the answer but for one spot where a term,
// formula, title, name, date, amount or clause is written in another language's
// (mostly English) form or convention: an English "Dear" opening a German letter, a
// German compound given an English head (Rechnungsamount) or glossed word for word
// in English with the wrong sense of an ambiguous part (bathroom blanket), a Japanese
// firm or place name left in romaji, the German doctorate turned into an English
// "PhD" after the name, a Japanese date written "Oct 21" or day-first "21/10", a
// Japanese kango noun replaced by an English loan in katakana (インクワイアリー), a
// given value replaced by the English placeholder "N/A", a Japanese 様 turned into a
// German Herr/Frau, a German subordinate clause in English verb-second order, a
// legal form put in its English abbreviation (GmbH → Ltd., 株式会社 → Inc.) and a
// Japanese amount written with a Western currency-code prefix (JPY 5,500).

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ho73cPair is one replacement: old text and its damaged form.
type ho73cPair struct{ old, new string }

// ho73cFirstOf replaces the earliest occurrence in s of any pair's old text (the
// longer one on a tie) and leaves the rest of s as it is.
func ho73cFirstOf(s string, pairs []ho73cPair) string {
	at, best := -1, -1
	for i, p := range pairs {
		if p.old == "" {
			continue
		}
		j := strings.Index(s, p.old)
		if j < 0 {
			continue
		}
		if at < 0 || j < at || (j == at && len(p.old) > len(pairs[best].old)) {
			at, best = j, i
		}
	}
	if at < 0 {
		return s
	}
	return s[:at] + pairs[best].new + s[at+len(pairs[best].old):]
}

// ho73cFirstSubmatch rewrites the first match of re for which f reports ok.
func ho73cFirstSubmatch(re *regexp.Regexp, s string, f func(s string, loc []int) (string, bool)) string {
	for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
		if nw, ok := f(s, loc); ok {
			return s[:loc[0]] + nw + s[loc[1]:]
		}
	}
	return s
}

// ho73cGroup returns submatch i of loc in s, or "".
func ho73cGroup(s string, loc []int, i int) string {
	if 2*i+1 >= len(loc) || loc[2*i] < 0 {
		return ""
	}
	return s[loc[2*i]:loc[2*i+1]]
}

var (
	ho73cDeDear      = regexp.MustCompile(`(?m)^Sehr geehrter? (Herrn?|Frau) `)
	ho73cDrTitle     = regexp.MustCompile(`(Prof\. )?Dr\. (\p{Lu}\p{Latin}+(?: \p{Lu}\p{Latin}+)?)`)
	ho73cJaDate      = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	ho73cJaSama      = regexp.MustCompile(`(\p{Han}{1,3})(?: (\p{Han}{1,3}))?様`)
	ho73cJaBareName  = regexp.MustCompile(`^(\p{Han}{1,3}) (\p{Han}{1,3})$`)
	ho73cDeSubClause = regexp.MustCompile(`\b(dass|weil|da|falls|Falls|wenn|Wenn|sobald|Sobald|ob) (wir|Sie|sie|er|es|ich|(?:der|die|das|Ihr|Ihre|ihr|ihre|unser|unsere) \p{Lu}[\p{L}-]+) ((?:[^,.;:!?\n]|\d[.,]\d)+?) (\p{Ll}+)([,.;])`)
	ho73cDeLegal     = regexp.MustCompile(`\b(GmbH|AG|KG|OHG)\b`)
	ho73cJaKKPrefix  = regexp.MustCompile(`株式会社([\p{Katakana}\p{Han}ー]+)`)
	ho73cJaKKSuffix  = regexp.MustCompile(`([\p{Katakana}\p{Han}ー]+)株式会社`)
	ho73cJaYen       = regexp.MustCompile(`(\d{1,3}(?:,\d{3})*)(円|ユーロ)`)
	ho73cLabelLine   = regexp.MustCompile(`(?m)^([^\n：:|]{1,12})(：|: )([^\n]{1,30})$`)
)

var ho73cMonths = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

// ho73cJaDateAt rewrites the first Japanese month-day date (with an optional
// Western year, never one behind an era year) with f(year, month, day).
func ho73cJaDateAt(s string, f func(y string, m, d int) string) string {
	return ho73cFirstSubmatch(ho73cJaDate, s, func(s string, loc []int) (string, bool) {
		y := ho73cGroup(s, loc, 1)
		if y == "" && strings.HasSuffix(s[:loc[0]], "年") {
			return "", false // 令和8年11月16日: the era year stays with its date
		}
		m, d := ho73cAtoi(ho73cGroup(s, loc, 2)), ho73cAtoi(ho73cGroup(s, loc, 3))
		if m < 1 || m > 12 || d < 1 || d > 31 {
			return "", false
		}
		return f(y, m, d), true
	})
}

// ho73cAtoi parses a short run of ASCII digits; 0 for anything else.
func ho73cAtoi(s string) int {
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' || n > 1e6 {
			return 0
		}
		n = n*10 + int(r-'0')
	}
	return n
}

// ho73cDeHybridHeads: German compounds of the goldens with their head swapped for an
// English word no German business text uses (not Label, Service, Test, Support …).
var ho73cDeHybridHeads = []ho73cPair{
	{"Schaltschrankzubehör", "Schaltschrankaccessories"},
	{"Rechnungsanschrift", "Rechnungsaddress"},
	{"Kontrolltermin", "Kontrollappointment"},
	{"Versichertenkarte", "Versichertencard"},
	{"Ersatzlampe", "Ersatzbulb"},
	{"Heizzeiten", "Heiztimes"},
	{"Verwaltungsgebäude", "Verwaltungsbuilding"},
	{"Stahlträger", "Stahlbeams"},
	{"Mehrkosten", "Mehrcosts"},
	{"Bereitschaftspauschale", "Bereitschaftsfee"},
	{"Sicherheitsgutachten", "Sicherheitsopinion"},
	{"Schallschutzwände", "Schallschutzwalls"},
	{"Badezimmerdecke", "Badezimmerceiling"},
	{"Rechnungsbetrag", "Rechnungsamount"},
	{"Austauschgerät", "Austauschdevice"},
}

// ho73cDeLiteralGloss: compounds glossed part by part in English, one part in the
// wrong sense of the German word (Decke blanket, Termin deadline, Karte map,
// Etikett etiquette, Rechnung calculation, Druck print, Kessel kettle, Schrank
// cupboard, Vorlauf forerun).
var ho73cDeLiteralGloss = []ho73cPair{
	{"Schaltschrankzubehör", "switch cupboard accessories"},
	{"Rechnungsanschrift", "calculation address"},
	{"Kontrolltermin", "control deadline"},
	{"Versichertenkarte", "insured map"},
	{"Rücksendeetikett", "return etiquette"},
	{"Vorlauftemperatur", "forerun temperature"},
	{"Spitzenlastkessel", "peak load kettle"},
	{"Stahlträger", "steel carriers"},
	{"Druckbehälterprüfung", "print container examination"},
	{"Badezimmerdecke", "bathroom blanket"},
	{"Rechnungsbetrag", "calculation amount"},
}

// ho73cJaRomaji: Japanese firm and place names of the goldens in romaji.
var ho73cJaRomaji = []ho73cPair{
	{"ハルカゼ寝具店", "Harukaze Shinguten"},
	{"ミライ会計サポート", "Mirai Kaikei Sapōto"},
	{"アオバ精工", "Aoba Seikō"},
	{"ミナトデザイン", "Minato Dezain"},
	{"ソラノ物流", "Sorano Butsuryū"},
	{"サクラ物流", "Sakura Butsuryū"},
	{"厚木", "Atsugi"},
	{"相模原", "Sagamihara"},
	{"大阪", "Ōsaka"},
	{"東京都渋谷区", "Tōkyō-to Shibuya-ku"},
}

// ho73cJaKatakanaLoans: kango nouns replaced by an English loan in katakana that no
// Japanese business letter uses for them (common loans such as チェック, サポート,
// バッテリー are left out: they would be harmless).
var ho73cJaKatakanaLoans = []ho73cPair{
	{"修理", "リペア"},
	{"請求書", "インボイス"},
	{"遅延", "ディレイ"},
	{"希望日", "ウィッシュ日"},
	{"お問い合わせ", "インクワイアリー"},
	{"問い合わせ", "インクワイアリー"},
	{"を希望", "をウィッシュ"},
	{"移転", "リロケーション"},
	{"お見積もり", "クオーテーション"},
	{"ご訪問", "ビジット"},
	{"ご承認", "アプルーバル"},
	{"延期", "ポストポーン"},
	{"初期設定", "イニシャルセットアップ"},
	{"契約期間", "コントラクト期間"},
}

// ho73cJaGender gives the German form of address for the Japanese names of the
// goldens (given names, and surnames the prompt gives with a given name).
var ho73cJaGender = map[string]string{"恵子": "Frau", "美咲": "Frau", "弘": "Herr", "大輔": "Herr", "誠": "Herr", "髙橋": "Herr"}

var heldOutBatch73c = []heldOutKind{
	// A German letter opened with the English "Dear" before the German title:
	// Sehr geehrte Frau Schäfer, → Dear Frau Schäfer,
	{"b73c_de_salutation_opened_with_english_dear", "raw", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(ho73cDeDear, s, func(m []string) string { return "Dear " + m[1] + " " })
	}},
	// A German compound given an English head (Denglish hybrid):
	// Rechnungsbetrag 1.249,90 € → Rechnungsamount 1.249,90 €; Kontrolltermin → Kontrollappointment.
	{"b73c_de_compound_head_swapped_for_english_word", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho73cFirstOf(s, ho73cDeHybridHeads)
	}},
	// A German compound glossed word for word in English, one part in the wrong
	// sense: aus der Badezimmerdecke tropft → aus der bathroom blanket tropft;
	// bestätigen wir Ihren Kontrolltermin → bestätigen wir Ihren control deadline.
	{"b73c_de_compound_glossed_word_for_word_in_english_wrong_sense", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho73cFirstOf(s, ho73cDeLiteralGloss)
	}},
	// A Japanese firm or place name left in romaji:
	// いつもハルカゼ寝具店をご利用いただき → いつもHarukaze Shingutenをご利用いただき.
	{"b73c_ja_firm_or_place_name_left_in_romaji", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho73cFirstOf(s, ho73cJaRomaji)
	}},
	// The German doctorate turned into an English "PhD" after the name (a dentist's
	// Dr. is no PhD, and German titles stand before the name):
	// Laut Frau Dr. Vogt → Laut Frau Vogt, PhD; Zahnarztpraxis Dr. Öztürk → Zahnarztpraxis Öztürk, PhD.
	{"b73c_doctor_title_made_english_postnominal_phd", "longest", func(lang, s string) string {
		return hoFirstMatch(ho73cDrTitle, s, func(m []string) string { return m[1] + m[2] + ", PhD" })
	}},
	// A Japanese date in the English month-day convention:
	// 10月16日にお届けする予定でしたが → Oct 16にお届けする予定でしたが.
	{"b73c_ja_date_written_english_month_abbreviation", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho73cJaDateAt(s, func(y string, m, d int) string {
			out := ho73cMonths[m-1] + " " + ho73cItoa(d)
			if y != "" {
				out += ", " + y
			}
			return out
		})
	}},
	// A Japanese date in the European day-first slash convention (a Japanese reader
	// takes the first number for the month): 納品希望日：2026年11月2日 → 納品希望日：2/11/2026.
	{"b73c_ja_date_written_european_day_first_slash", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho73cJaDateAt(s, func(y string, m, d int) string {
			out := ho73cItoa(d) + "/" + ho73cItoa(m)
			if y != "" {
				out += "/" + y
			}
			return out
		})
	}},
	// A kango noun replaced by an English loan in katakana that business Japanese
	// does not use for it: このたびは修理のご依頼をいただき → このたびはリペアのご依頼をいただき;
	// お問い合わせいただき → インクワイアリーいただき; 作業遅延により → 作業ディレイにより.
	{"b73c_ja_kango_noun_replaced_by_katakana_english_loan", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho73cFirstOf(s, ho73cJaKatakanaLoans)
	}},
	// A value the prompt gives replaced by the English placeholder "N/A" (a JSON
	// value, a table cell or a labelled line): "name": "Petra Müller" → "name": "N/A";
	// | … | 6 Wochen | 5 Jahre | → | … | 6 Wochen | N/A |; 訪問日時：2026年10月23日（金）14時〜16時 → 訪問日時：N/A.
	{"b73c_given_value_replaced_by_english_na", "first", func(lang, s string) string {
		if s == "" || s == "N/A" {
			return s
		}
		if !strings.Contains(s, "\n") {
			if utf8.RuneCountInString(s) <= 40 {
				return "N/A"
			}
			return s
		}
		if nw := ho73cFirstTableCellNA(s); nw != s {
			return nw
		}
		return hoFirstMatch(ho73cLabelLine, s, func(m []string) string {
			if strings.TrimSpace(m[3]) == "" {
				return m[0]
			}
			return m[1] + m[2] + "N/A"
		})
	}},
	// A Japanese 様 turned into the German Herr/Frau before the name:
	// 中島 大輔様 → Herr 中島 大輔; 株式会社ミナトデザインの髙橋様から → …のHerr 髙橋から.
	{"b73c_ja_sama_replaced_by_german_herr_frau", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if m := ho73cJaBareName.FindStringSubmatch(s); m != nil {
			if g, ok := ho73cJaGender[m[2]]; ok {
				return g + " " + s
			}
			return s
		}
		return ho73cFirstSubmatch(ho73cJaSama, s, func(s string, loc []int) (string, bool) {
			fam, given := ho73cGroup(s, loc, 1), ho73cGroup(s, loc, 2)
			key := given
			if key == "" {
				key = fam
			}
			g, ok := ho73cJaGender[key]
			if !ok {
				return "", false
			}
			name := fam
			if given != "" {
				name += " " + given
			}
			return g + " " + name, true
		})
	}},
	// A German subordinate clause in English verb-second order:
	// dass wir nur werktags und nicht am Wochenende zustellen → dass wir zustellen nur
	// werktags und nicht am Wochenende; Falls Sie den Termin nicht wahrnehmen können →
	// Falls Sie können den Termin nicht wahrnehmen.
	{"b73c_de_subordinate_clause_in_english_verb_second_order", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho73cFirstSubmatch(ho73cDeSubClause, s, func(s string, loc []int) (string, bool) {
			g := func(i int) string { return ho73cGroup(s, loc, i) }
			verb := g(4)
			if strings.HasSuffix(g(3), " zu") || verb == "nicht" || verb == "mehr" {
				return "", false
			}
			return g(1) + " " + g(2) + " " + verb + " " + g(3) + g(5), true
		})
	}},
	// A legal form put in its English abbreviation, which names another kind of firm:
	// Weißenfels Elektrotechnik GmbH → Weißenfels Elektrotechnik Ltd.;
	// 株式会社アオバ精工の大阪営業所 → アオバ精工 Inc.の大阪営業所.
	{"b73c_legal_form_rendered_as_english_abbreviation", "first", func(lang, s string) string {
		if lang == "de" {
			en := map[string]string{"GmbH": "Ltd.", "AG": "Inc.", "KG": "LP", "OHG": "LLP"}
			return hoFirstMatch(ho73cDeLegal, s, func(m []string) string { return en[m[1]] })
		}
		if lang != "ja" {
			return s
		}
		p := ho73cJaKKPrefix.FindStringSubmatchIndex(s)
		q := ho73cJaKKSuffix.FindStringSubmatchIndex(s)
		switch {
		case p != nil && (q == nil || p[0] <= q[0]):
			return s[:p[0]] + s[p[2]:p[3]] + " Inc." + s[p[1]:]
		case q != nil:
			return s[:q[0]] + s[q[2]:q[3]] + " Inc." + s[q[1]:]
		}
		return s
	}},
	// A Japanese amount written with a Western currency-code prefix instead of 円
	// or ユーロ after it: 追加ユーザー料金5,500円（税込） → 追加ユーザー料金JPY 5,500（税込）;
	// 固定価格は1,480ユーロ（税別） → 固定価格はEUR 1,480（税別）.
	{"b73c_ja_amount_as_western_currency_code_prefix", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho73cFirstSubmatch(ho73cJaYen, s, func(s string, loc []int) (string, bool) {
			if loc[0] > 0 {
				r, _ := utf8.DecodeLastRuneInString(s[:loc[0]])
				if (r >= '0' && r <= '9') || r == ',' || r == '.' {
					return "", false
				}
			}
			code := "JPY"
			if ho73cGroup(s, loc, 2) == "ユーロ" {
				code = "EUR"
			}
			return code + " " + ho73cGroup(s, loc, 1), true
		})
	}},
}

// ho73cFirstTableCellNA puts "N/A" into the last cell of a Markdown table's first
// data row.
func ho73cFirstTableCellNA(s string) string {
	lines := strings.Split(s, "\n")
	seenSep := false
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if !strings.HasPrefix(t, "|") {
			continue
		}
		if strings.Contains(t, "---") {
			seenSep = true
			continue
		}
		if !seenSep {
			continue
		}
		cells := strings.Split(l, "|")
		if len(cells) < 4 || strings.TrimSpace(cells[len(cells)-2]) == "" {
			return s
		}
		cells[len(cells)-2] = " N/A "
		lines[i] = strings.Join(cells, "|")
		return strings.Join(lines, "\n")
	}
	return s
}

func ho73cItoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	return string(b)
}

// ho73cChangedSentence gives the sentence around the first change of a into b, in
// a and in b.
func ho73cChangedSentence(a, b string) (string, string) {
	ra, rb := []rune(a), []rune(b)
	p := 0
	for p < len(ra) && p < len(rb) && ra[p] == rb[p] {
		p++
	}
	q := 0
	for q < len(ra)-p && q < len(rb)-p && ra[len(ra)-1-q] == rb[len(rb)-1-q] {
		q++
	}
	isJSON := strings.HasPrefix(strings.TrimSpace(a), "{")
	cut := func(rs []rune, from, to int) string {
		isEnd := func(i int) bool {
			r := rs[i]
			if r == '\n' || r == '。' {
				return true
			}
			if isJSON && r == '"' {
				return true
			}
			if (r != '.' && r != '!' && r != '?') || i+1 >= len(rs) || rs[i+1] != ' ' {
				return false
			}
			j := i
			for j > 0 && (unicode.IsLetter(rs[j-1]) || unicode.IsDigit(rs[j-1])) {
				j--
			}
			return r != '.' || !(deAbbrev[string(rs[j:i])] || (i > 0 && unicode.IsDigit(rs[i-1])))
		}
		st := from
		for st > 0 && !isEnd(st-1) && from-st < 200 {
			st--
		}
		en := to
		for en < len(rs) && !isEnd(en) && en-to < 200 {
			en++
		}
		if en < len(rs) {
			en++
		}
		return strings.TrimSpace(string(rs[st:en]))
	}
	return cut(ra, p, len(ra)-q), cut(rb, p, len(rb)-q)
}
