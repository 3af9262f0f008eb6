package grade

// Blind batch 49a: a regression suite of failures seen in the logs of a cheaper,
// quantized customer-service deployment for a Japanese-German enterprise. Each kind
// changes one token or one short phrase: a German main clause with its verb in third
// place, the company's own commitment told with an impersonal "man", the answer
// ending right after its salutation, a kana lost from ございます, a weekday replaced by
// a rokuyō (大安, 仏滅 …) label, a month written with its traditional name (神無月),
// a day replaced by the letter convention 吉日, 様 written with the simplified Chinese
// glyph 样, Herr/Frau rendered as Mr./Mrs., a sincere 誠に / "vielen Dank" made
// perfunctory, the honorific お put on a katakana loanword, 様 put on a product, an
// amount leaked as LaTeX inline math, a surname with Aozora-Bunko ruby markup and the
// business closing replaced by ごきげんよう.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	// ho49aDeFronted finds a fronted phrase, the finite verb and the subject after it.
	ho49aDeFronted = regexp.MustCompile(`(Gern|[Hh]iermit|Bei Fragen|[Bb]is dahin|Hier|Laut (?:Frau|Herrn?) (?:Dr\. |Prof\. )*\p{Lu}\p{Ll}+|Mit „[^“]{1,40}“|Die Rechnung) (\p{Ll}+) (wir|Sie|Yamada|die alte Anlage|der Verdichter)([^\p{L}]|$)`)
	// ho49aDeWir finds "VERB wir" or "Wir VERB".
	ho49aDeWir = regexp.MustCompile(`(?:^|[^\p{L}])(?:(\p{Ll}+) wir|([Ww])ir (\p{Ll}+))(?:[^\p{L}]|$)`)
	// ho49aJaWeekday is a weekday in full-width parentheses.
	ho49aJaWeekday = regexp.MustCompile(`（([月火水木金土日])）`)
	// ho49aJaMonthDay is a month and day, with an optional weekday after it.
	ho49aJaMonthDay = regexp.MustCompile(`(^|[^\d])(\d{1,2})月(\d{1,2})日(（[月火水木金土日]）)?`)
	// ho49aDeHonorific is Herr, Herrn or Frau before a name or title.
	ho49aDeHonorific = regexp.MustCompile(`(^|[^\p{L}])(Herrn|Herr|Frau) `)
	ho49aDeThanks    = regexp.MustCompile(`([Vv])ielen Dank`)
	// ho49aJaLoanword is a common katakana loanword after a particle, punctuation or
	// space (not inside a compound).
	ho49aJaLoanword = regexp.MustCompile(`(^|[\p{Hiragana}、。\s「（])(スマートフォン|アプリ|クーポン|フィルター|ユーザー|データ|メール|パスワード|アカウント)`)
	// ho49aJaQuoted is a quoted name; ho49aJaProduct a katakana product with a model code.
	ho49aJaQuoted  = regexp.MustCompile(`「[^」\n]{2,30}」`)
	ho49aJaProduct = regexp.MustCompile(`\p{Katakana}[\p{Katakana}ー\p{Han}]* [A-Z][A-Za-z0-9-]*`)
	ho49aDeMoney   = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*),(\d{2}) €`)
	ho49aJaMoney   = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+|\d+)(万円|円|ユーロ)`)
)

// ho49aRokuyo maps a weekday to a rokuyō label, so that the weekday is lost and a
// calendar-luck label nobody asked for stands in its place.
var ho49aRokuyo = map[string]string{"月": "先勝", "火": "友引", "水": "先負", "木": "仏滅", "金": "大安", "土": "赤口", "日": "先勝"}

// ho49aWafuMonth are the traditional month names, January first.
var ho49aWafuMonth = []string{"睦月", "如月", "弥生", "卯月", "皐月", "水無月", "文月", "葉月", "長月", "神無月", "霜月", "師走"}

// ho49aSurnames are surnames of the fixtures with their usual readings.
var ho49aSurnames = [][2]string{{"小林", "こばやし"}, {"渡辺", "わたなべ"}, {"中島", "なかじま"}, {"松本", "まつもと"},
	{"髙橋", "たかはし"}, {"石井", "いしい"}, {"西村", "にしむら"}, {"松田", "まつだ"}, {"小西", "こにし"},
	{"佐藤", "さとう"}, {"岡田", "おかだ"}, {"山田", "やまだ"}}

// ho49aDe3sg conjugates a German plural verb for the third person singular.
func ho49aDe3sg(v string) (string, bool) {
	switch v {
	case "sind":
		return "ist", true
	case "haben":
		return "hat", true
	case "werden":
		return "wird", true
	case "denen", "einen", "keinen", "ihnen", "wegen", "gegen", "allen", "diesen", "unseren", "wenn", "dass":
		return "", false
	}
	switch {
	case strings.HasSuffix(v, "ern") || strings.HasSuffix(v, "eln"):
		return v[:len(v)-1] + "t", true
	case strings.HasSuffix(v, "en") && len(v) > 3:
		stem := v[:len(v)-2]
		if strings.HasSuffix(stem, "d") || strings.HasSuffix(stem, "t") {
			return stem + "et", true
		}
		return stem + "t", true
	}
	return "", false
}

// ho49aCutAfterSalutation keeps only the text up to its salutation line: de a first
// line opening with "Sehr geehrte", ja a short first line ending in 様, 部長 or 殿.
func ho49aCutAfterSalutation(lang, s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		tl := strings.TrimSpace(l)
		if tl == "" {
			continue
		}
		sal := false
		if lang == "ja" {
			sal = utf8.RuneCountInString(tl) <= 20 && (strings.HasSuffix(tl, "様") || strings.HasSuffix(tl, "部長") || strings.HasSuffix(tl, "殿"))
		} else {
			sal = strings.HasPrefix(tl, "Sehr geehrte")
		}
		if !sal || i == len(lines)-1 {
			return s
		}
		return strings.Join(lines[:i+1], "\n")
	}
	return s
}

var heldOutBatch49a = []heldOutKind{
	// A German main clause after a fronted phrase with its finite verb in third place,
	// as in English word order: "Gern liefern wir Ihre Bestellung" → "Gern wir liefern
	// Ihre Bestellung"; "Bei Fragen sind wir gern für Sie da" → "Bei Fragen wir sind …".
	{name: "b49a_de_main_clause_verb_third_after_fronted_phrase", scope: "first", fn: func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(ho49aDeFronted, s, func(m []string) string {
			return m[1] + " " + m[3] + " " + m[2] + m[4]
		})
	}},
	// The company's own commitment told with an impersonal "man", so that nobody in the
	// letter commits to it and the register turns bureaucratic: "Wir senden Ihnen am
	// 20.10.2026 kostenlos eine Ersatzlampe zu" → "Man sendet Ihnen am 20.10.2026 …".
	{name: "b49a_de_company_commitment_made_impersonal_man", scope: "first", fn: func(lang, s string) string {
		if lang != "de" {
			return s
		}
		for _, loc := range ho49aDeWir.FindAllStringSubmatchIndex(s, -1) {
			if loc[2] >= 0 {
				v := s[loc[2]:loc[3]]
				if v3, ok := ho49aDe3sg(v); ok {
					return s[:loc[2]] + v3 + " man" + s[loc[3]+len(" wir"):]
				}
				continue
			}
			v := s[loc[6]:loc[7]]
			v3, ok := ho49aDe3sg(v)
			if !ok {
				continue
			}
			m := "man"
			if s[loc[4]:loc[5]] == "W" {
				m = "Man"
			}
			return s[:loc[4]] + m + " " + v3 + s[loc[7]:]
		}
		return s
	}},
	// The model stops right after the salutation (an early end-of-sequence): the whole
	// answer is "Sehr geehrter Herr Weiß," or "松本様".
	{name: "b49a_early_eos_right_after_salutation", scope: "first", fn: ho49aCutAfterSalutation},
	// A kana dropped from the politeness formula ございます: "誠に申し訳ございません" →
	// "誠に申し訳ござません".
	{name: "b49a_ja_gozaimasu_formula_kana_dropped", scope: "first", fn: func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return strings.Replace(s, "ございま", "ござま", 1)
	}},
	// A weekday in parentheses replaced by a rokuyō label, so the weekday is lost and a
	// calendar-luck claim (仏滅 on a delivery day) is made: "10月21日（水）" → "10月21日（先負）".
	{name: "b49a_ja_weekday_paren_replaced_by_rokuyo", scope: "first", fn: func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho49aJaWeekday, s, func(m []string) string { return "（" + ho49aRokuyo[m[1]] + "）" })
	}},
	// A month written with its traditional (lunar-calendar) name, which most readers
	// cannot map and which names a different season: "10月21日（水）" → "神無月21日（水）".
	{name: "b49a_ja_month_given_traditional_wafu_name", scope: "first", fn: func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho49aJaMonthDay, s, func(m []string) string {
			n := 0
			for _, r := range m[2] {
				n = n*10 + int(r-'0')
			}
			if n < 1 || n > 12 {
				return m[0]
			}
			return m[1] + ho49aWafuMonth[n-1] + m[3] + "日" + m[4]
		})
	}},
	// The day of a dated commitment replaced by 吉日, the invitation-letter convention
	// that leaves the day open: "新しいお届け予定日は10月21日（水）です" → "…10月吉日です".
	{name: "b49a_ja_commitment_day_replaced_by_kichijitsu", scope: "first", fn: func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		locs := ho49aJaMonthDay.FindAllStringSubmatchIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		loc := locs[0]
		for _, l := range locs {
			if l[8] >= 0 {
				loc = l
				break
			}
		}
		return s[:loc[0]] + s[loc[2]:loc[3]] + s[loc[4]:loc[5]] + "月吉日" + s[loc[1]:]
	}},
	// 様 written with the simplified Chinese glyph 样 (a Chinese-leaning decoder): "松本様"
	// → "松本样".
	{name: "b49a_ja_sama_written_as_simplified_chinese_yang", scope: "first", fn: func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return strings.Replace(s, "様", "样", 1)
	}},
	// Herr/Frau rendered as the English Mr./Mrs. in German text: "Sehr geehrter Herr
	// Weiß" → "Sehr geehrter Mr. Weiß"; "Frau Köhler hat …" → "Mrs. Köhler hat …".
	{name: "b49a_de_herr_frau_rendered_as_english_mr_mrs", scope: "first", fn: func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(ho49aDeHonorific, s, func(m []string) string {
			if m[2] == "Frau" {
				return m[1] + "Mrs. "
			}
			return m[1] + "Mr. "
		})
	}},
	// A sincere thanks or apology made perfunctory: 誠に → 一応 ("誠に申し訳ございません" →
	// "一応申し訳ございません"), "vielen Dank" → "der Form halber vielen Dank".
	{name: "b49a_sincere_thanks_or_apology_made_perfunctory", scope: "first", fn: func(lang, s string) string {
		if lang == "ja" {
			return strings.Replace(s, "誠に", "一応", 1)
		}
		return hoFirstMatch(ho49aDeThanks, s, func(m []string) string {
			if m[1] == "V" {
				return "Der Form halber vielen Dank"
			}
			return "der Form halber vielen Dank"
		})
	}},
	// The honorific prefix お put on a katakana loanword, which Japanese never honours
	// that way: "500円分のクーポンをお送りいたします" → "500円分のおクーポンを…".
	{name: "b49a_ja_honorific_o_on_katakana_loanword", scope: "first", fn: func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, loc := range ho49aJaLoanword.FindAllStringSubmatchIndex(s, -1) {
			prev := s[loc[2]:loc[3]]
			if prev == "お" || prev == "ご" {
				continue
			}
			return s[:loc[4]] + "お" + s[loc[4]:]
		}
		return s
	}},
	// 様 attached to a product as if it were a person: "「ハルカゼ羽毛布団 ダブル」につきまして"
	// → "「ハルカゼ羽毛布団 ダブル」様につきまして"; "ヒエール冷蔵庫 R450（" → "ヒエール冷蔵庫 R450様（".
	{name: "b49a_ja_sama_attached_to_product_name", scope: "first", fn: func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if loc := ho49aJaQuoted.FindStringIndex(s); loc != nil {
			return s[:loc[1]] + "様" + s[loc[1]:]
		}
		if loc := ho49aJaProduct.FindStringIndex(s); loc != nil {
			return s[:loc[1]] + "様" + s[loc[1]:]
		}
		return s
	}},
	// An amount leaked as LaTeX inline math into a plain answer: "3.912,50 €" →
	// "$3.912{,}50\,€$"; "38,500円" → "$38{,}500$円".
	{name: "b49a_amount_wrapped_in_latex_inline_math", scope: "first", fn: func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho49aJaMoney, s, func(m []string) string {
				return "$" + strings.ReplaceAll(m[1], ",", "{,}") + "$" + m[2]
			})
		}
		return hoFirstMatch(ho49aDeMoney, s, func(m []string) string {
			return "$" + m[1] + "{,}" + m[2] + `\,€$`
		})
	}},
	// A surname given Aozora-Bunko ruby markup, as in the novels the model read:
	// "松本様" → "｜松本《まつもと》様".
	{name: "b49a_ja_surname_gets_aozora_ruby_markup", scope: "first", fn: func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		at, pick := -1, -1
		for i, n := range ho49aSurnames {
			if j := strings.Index(s, n[0]); j >= 0 && (at < 0 || j < at) {
				at, pick = j, i
			}
		}
		if at < 0 {
			return s
		}
		n := ho49aSurnames[pick]
		return s[:at] + "｜" + n[0] + "《" + n[1] + "》" + s[at+len(n[0]):]
	}},
	// The business closing replaced by ごきげんよう, an affected, old-fashioned farewell
	// that drops the request for continued business: "今後ともどうぞよろしくお願いいたします。"
	// → "ごきげんよう。".
	{name: "b49a_ja_business_closing_replaced_by_gokigenyou", scope: "first", fn: func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			if strings.Contains(split[r.line][r.idx], "よろしくお願い") {
				split[r.line][r.idx] = "ごきげんよう。"
				return hoJoin(split)
			}
		}
		return s
	}},
}

// ho49aSentenceEnd reports whether the rune r ending s[:at] ends a sentence or a JSON
// string: 。！？, a quote mark, or . ! ? before a space or the end, not after a digit
// or an abbreviation such as Dr or Prof.
func ho49aSentenceEnd(s string, at int, r rune) bool {
	switch r {
	case '。', '！', '？', '"':
		return true
	case '!', '?':
		return at == len(s) || s[at] == ' '
	case '.':
		if at < len(s) && s[at] != ' ' {
			return false
		}
		w := strings.TrimRightFunc(s[:at-1], func(c rune) bool { return unicode.IsLetter(c) || unicode.IsDigit(c) })
		word := s[len(w) : at-1]
		if word == "" || deAbbrev[word] {
			return false
		}
		last, _ := utf8.DecodeLastRuneInString(word)
		return !unicode.IsDigit(last)
	}
	return false
}

// ho49aChangedSpan returns the sentence of a around its first difference from b, and
// the sentence of b there: the text between the sentence ends (or line breaks) before
// and after the changed bytes; a long change (a cut) shows only its first sentence.
func ho49aChangedSpan(a, b string) (string, string) {
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	for p > 0 && p < len(a) && !utf8.RuneStart(a[p]) {
		p--
	}
	q := 0
	for q < len(a)-p && q < len(b)-p && a[len(a)-1-q] == b[len(b)-1-q] {
		q++
	}
	span := func(s string, from, to int) string {
		long := to-from > 240
		if long {
			to = from
		}
		start := from
		for start > 0 {
			r, n := utf8.DecodeLastRuneInString(s[:start])
			if r == '\n' || ho49aSentenceEnd(s, start, r) {
				break
			}
			start -= n
		}
		end := to
		for end < len(s) {
			r, n := utf8.DecodeRuneInString(s[end:])
			if r == '\n' && !(long && strings.TrimSpace(s[start:end]) == strings.TrimSpace(s[start:from])) {
				break
			}
			end += n
			if ho49aSentenceEnd(s, end, r) {
				break
			}
		}
		out := strings.TrimSpace(s[start:end])
		if rs := []rune(out); len(rs) > 160 {
			out = string(rs[:160]) + "…"
		}
		return out
	}
	aEnd, bEnd := max(len(a)-q, p), max(len(b)-q, p)
	return span(a, p, aEnd), span(b, p, bEnd)
}
