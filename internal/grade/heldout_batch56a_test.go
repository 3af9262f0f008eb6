package grade

// Blind batch 56a: homoglyphs and near-glyphs, as a damaged decoder or an OCR-like
// corruption produces them. Every kind changes one character (or one short glyph
// group) at one place, so that a name, a word, a code, a time, a house number or a
// unit no longer reads or matches as written: Latin kerning confusions (m/rn, d/cl,
// w/vv, h/li), l read as the digit 1 in a name, the German ü read as "ii", ß read as
// "fs", ö/ü taken from the Latin-2 code page (ő/ű), a Cyrillic twin inside a code's
// letters, 0/1 read as O/l in a clock time, a duration or a house or floor number,
// the euro sign read as C; in Japanese the long-vowel mark ー read as the kanji 一,
// a voiced kana split into its base and a spacing ゛, a katakana taken as its
// hiragana twin (リ/り, ペ/ぺ …), 日 read as 曰 in a date, 円 read as 内 after an
// amount, し read as the katakana レ, and く read as the bracket 〈.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	ho56aLatinWord = regexp.MustCompile(`\p{Latin}+`)
	// ho56aCode finds a reference code: a letter prefix before digits (WE-20417,
	// INV-88213), a letter suffix after digit groups (77-3190-DE) or a short model
	// or type code with two or more digits (CR2032, R450).
	ho56aCode = regexp.MustCompile(`\b[A-Z]{1,5}-\d[\d-]*[A-Z]*\b|\b\d{2,}(?:-\d{2,})+-[A-Z]{1,3}\b|\b[A-Z]{1,3}\d{2,}\b`)
	// ho56aTime finds a clock time, an hour or a duration.
	ho56aTime = regexp.MustCompile(`\d{1,2}:\d{2}|\b\d{1,2} Uhr\b|\b\d+ (?:Minuten|Minute|Stunden|Stunde|Sekunden|Tagen|Tage|Wochen|Monate|Monaten)\b|\d{1,2}時|\d+(?:分|秒|時間|週間|日間|か月)`)
	// ho56aHouseNo finds a house number after a street name or a Japanese block,
	// house or floor number.
	ho56aHouseNo = regexp.MustCompile(`(?:straße|strasse|str\.|weg|platz|gasse|allee|ring|damm) (\d+)|(\d+)(?:丁目|番地|番|号|階)`)
	ho56aEuro    = regexp.MustCompile(`\d €`)
	ho56aKanaRun = regexp.MustCompile(`[\p{Katakana}ー]{2,}`)
	ho56aShi     = regexp.MustCompile(`[\p{Han}\p{Hiragana}]し\p{Hiragana}`)
	ho56aYen     = regexp.MustCompile(`[\d万億]円`)
)

// ho56aStop are capitalised German words a name-first pick passes over: forms of
// address, pronouns, articles and letter formulas.
var ho56aStop = map[string]bool{"Sehr": true, "Herr": true, "Herrn": true, "Frau": true, "Prof": true, "Mit": true,
	"Ihr": true, "Ihre": true, "Ihrer": true, "Ihren": true, "Ihrem": true, "Ihres": true, "Ihnen": true, "Sie": true,
	"Die": true, "Der": true, "Das": true, "Den": true, "Dem": true, "Des": true, "Bitte": true, "Wir": true,
	"Gern": true, "Gerne": true, "Grüßen": true, "Grüße": true, "Vielen": true, "Dank": true, "Hier": true,
	"Falls": true, "Bei": true, "GmbH": true}

// ho56aSentenceStart reports whether the word at byte offset at begins a sentence,
// a line or a list item (a full stop after an abbreviation or a number does not end
// a sentence).
func ho56aSentenceStart(s string, at int) bool {
	i := at
	for i > 0 && s[i-1] == ' ' {
		i--
	}
	if i == 0 {
		return true
	}
	r, size := utf8.DecodeLastRuneInString(s[:i])
	switch r {
	case '\n', '!', '?', '-', '|', '*':
		return true
	case '.':
		j := i - size
		k := j
		for k > 0 {
			p, ps := utf8.DecodeLastRuneInString(s[:k])
			if !unicode.IsLetter(p) && !unicode.IsDigit(p) {
				break
			}
			k -= ps
		}
		w := s[k:j]
		if deAbbrev[w] || (w != "" && unicode.IsDigit([]rune(w)[len([]rune(w))-1])) {
			return false
		}
		return true
	}
	return false
}

// ho56aNameBefore and ho56aNameAfter mark a word as a name: after a title or an
// opening quote, or before a legal form.
var (
	ho56aNameBefore = regexp.MustCompile(`(?:\b(?:Herrn?|Frau|Dr\.|Prof\.|Firma) |[„“"「『])$`)
	ho56aNameAfter  = regexp.MustCompile(`^(?: (?:GmbH|AG|KG|OHG|SE|Seiki|L\d)\b|[“"」])`)
)

// ho56aIsName reports whether the capitalised word at s[from:to] looks like a name.
func ho56aIsName(s string, from, to int) bool {
	lo := max(0, from-24)
	for lo > 0 && !utf8.RuneStart(s[lo]) {
		lo--
	}
	hi := min(len(s), to+12)
	for hi < len(s) && !utf8.RuneStart(s[hi]) {
		hi++
	}
	return ho56aNameBefore.MatchString(s[lo:from]) || ho56aNameAfter.MatchString(s[to:hi])
}

// ho56aLatinPick rewrites one Latin word of s with f: first a capitalised word of
// four or more letters that looks like a name (after a title or in quotes, before
// a legal form), then any capitalised word inside a sentence that is not a formula
// word (mostly a noun), else any Latin word of four or more letters. f returns the
// word unchanged when it does not apply.
func ho56aLatinPick(s string, f func(w string) string) string {
	locs := ho56aLatinWord.FindAllStringIndex(s, -1)
	for tier := 0; tier < 3; tier++ {
		for _, l := range locs {
			w := s[l[0]:l[1]]
			if utf8.RuneCountInString(w) < 4 {
				continue
			}
			if tier == 0 {
				r, _ := utf8.DecodeRuneInString(w)
				if !unicode.IsUpper(r) || ho56aStop[w] || !ho56aIsName(s, l[0], l[1]) {
					continue
				}
			}
			if tier == 1 {
				r, _ := utf8.DecodeRuneInString(w)
				if !unicode.IsUpper(r) || ho56aStop[w] || ho56aSentenceStart(s, l[0]) {
					continue
				}
			}
			if nw := f(w); nw != w {
				return s[:l[0]] + nw + s[l[1]:]
			}
		}
	}
	return s
}

// ho56aReplaceInner replaces the first occurrence of old in w after its first rune.
func ho56aReplaceInner(w, old, nw string) string {
	_, size := utf8.DecodeRuneInString(w)
	if size == 0 {
		return w
	}
	if i := strings.Index(w[size:], old); i >= 0 {
		i += size
		return w[:i] + nw + w[i+len(old):]
	}
	return w
}

// ho56aDigitAsLetter reads the first 0 or 1 of a figure as the letter O or l.
func ho56aDigitAsLetter(m string) string {
	if i := strings.IndexAny(m, "01"); i >= 0 {
		if m[i] == '0' {
			return m[:i] + "O" + m[i+1:]
		}
		return m[:i] + "l" + m[i+1:]
	}
	return m
}

// ho56aFirstMatchWith rewrites the first match of re that f changes.
func ho56aFirstMatchWith(re *regexp.Regexp, s string, f func(m string) string) string {
	for _, l := range re.FindAllStringIndex(s, -1) {
		m := s[l[0]:l[1]]
		if nw := f(m); nw != m {
			return s[:l[0]] + nw + s[l[1]:]
		}
	}
	return s
}

// ho56aCyrillic are Cyrillic capitals that look like Latin ones.
var ho56aCyrillic = map[rune]rune{'A': 'А', 'B': 'В', 'C': 'С', 'E': 'Е', 'H': 'Н', 'I': 'І', 'J': 'Ј', 'K': 'К',
	'M': 'М', 'O': 'О', 'P': 'Р', 'S': 'Ѕ', 'T': 'Т', 'X': 'Х', 'Y': 'Ү'}

// ho56aVoiced maps a voiced katakana to its base; ho56aSemi a semi-voiced one.
var ho56aVoiced = map[rune]rune{'ガ': 'カ', 'ギ': 'キ', 'グ': 'ク', 'ゲ': 'ケ', 'ゴ': 'コ', 'ザ': 'サ', 'ジ': 'シ', 'ズ': 'ス',
	'ゼ': 'セ', 'ゾ': 'ソ', 'ダ': 'タ', 'ヂ': 'チ', 'ヅ': 'ツ', 'デ': 'テ', 'ド': 'ト', 'バ': 'ハ', 'ビ': 'ヒ', 'ブ': 'フ',
	'ベ': 'ヘ', 'ボ': 'ホ', 'ヴ': 'ウ'}
var ho56aSemi = map[rune]rune{'パ': 'ハ', 'ピ': 'ヒ', 'プ': 'フ', 'ペ': 'ヘ', 'ポ': 'ホ'}

// ho56aTwinSame are katakana whose hiragana twin looks the same or nearly so;
// ho56aTwinNear those whose twin differs by a stroke.
var ho56aTwinSame = map[rune]rune{'ヘ': 'へ', 'ベ': 'べ', 'ペ': 'ぺ', 'リ': 'り'}
var ho56aTwinNear = map[rune]rune{'カ': 'か', 'キ': 'き', 'セ': 'せ', 'モ': 'も', 'ヤ': 'や'}

// ho56aKanaRunSwap replaces the first rune of a katakana run that m maps.
func ho56aKanaRunSwap(s string, m map[rune]string) string {
	return ho56aFirstMatchWith(ho56aKanaRun, s, func(run string) string {
		for i, r := range run {
			if to, ok := m[r]; ok {
				return run[:i] + to + run[i+utf8.RuneLen(r):]
			}
		}
		return run
	})
}

func ho56aRuneMap(m map[rune]rune, suffix string) map[rune]string {
	out := make(map[rune]string, len(m))
	for k, v := range m {
		out[k] = string(v) + suffix
	}
	return out
}

var (
	ho56aSplitDakuten = func() map[rune]string {
		out := ho56aRuneMap(ho56aVoiced, "゛")
		for k, v := range ho56aRuneMap(ho56aSemi, "゜") {
			out[k] = v
		}
		return out
	}()
	ho56aTwinSameStr = ho56aRuneMap(ho56aTwinSame, "")
	ho56aTwinNearStr = ho56aRuneMap(ho56aTwinNear, "")
)

var heldOutBatch56a = []heldOutKind{
	// m and rn run together or apart (kerning): the first name or noun with an m gets
	// rn, or one with rn gets m: Hoffmann → Hoffrnann, Großmann → Großrnann.
	{"b56a_de_m_and_rn_kerning_confused", "first", func(lang, s string) string {
		return ho56aLatinPick(s, func(w string) string {
			if strings.Contains(w[1:], "rn") {
				return ho56aReplaceInner(w, "rn", "m")
			}
			return ho56aReplaceInner(w, "m", "rn")
		})
	}},
	// d read as cl in a name or noun: Dresden → Dresclen, Rheinstadt → Rheinstaclt.
	{"b56a_de_d_read_as_cl", "first", func(lang, s string) string {
		return ho56aLatinPick(s, func(w string) string { return ho56aReplaceInner(w, "d", "cl") })
	}},
	// w read as two v's in a name or noun: Weiß → VVeiß, Nordwärme → Nordvvärme.
	{"b56a_de_w_read_as_double_v", "first", func(lang, s string) string {
		return ho56aLatinPick(s, func(w string) string {
			if strings.HasPrefix(w, "W") {
				return "VV" + w[1:]
			}
			return ho56aReplaceInner(w, "w", "vv")
		})
	}},
	// h read as li in a name or noun: Köhler → Köliler, Schulze → Scliulze.
	{"b56a_de_h_read_as_li", "first", func(lang, s string) string {
		return ho56aLatinPick(s, func(w string) string { return ho56aReplaceInner(w, "h", "li") })
	}},
	// a lowercase l read as the digit 1 in a name or noun: Müller → Mü1ler,
	// Schulze → Schu1ze.
	{"b56a_de_name_l_read_as_digit_one", "first", func(lang, s string) string {
		return ho56aLatinPick(s, func(w string) string { return ho56aReplaceInner(w, "l", "1") })
	}},
	// the German ü read as "ii" (its dots taken for two i's): Müller → Miiller,
	// Brückenstraße → Briickenstraße.
	{"b56a_de_u_umlaut_read_as_double_i", "first", func(lang, s string) string {
		return ho56aLatinPick(s, func(w string) string {
			if i := strings.Index(w, "ü"); i >= 0 {
				return w[:i] + "ii" + w[i+len("ü"):]
			}
			return w
		})
	}},
	// ß read as "fs" (a long s and an s): Großmann → Grofsmann, Weiß → Weifs.
	{"b56a_de_eszett_read_as_fs", "first", func(lang, s string) string {
		return ho56aLatinPick(s, func(w string) string {
			if i := strings.Index(w, "ß"); i >= 0 {
				return w[:i] + "fs" + w[i+len("ß"):]
			}
			return w
		})
	}},
	// ö or ü decoded from the Latin-2 code page as ő or ű (double acute):
	// Köhler → Kőhler, Lüneburg → Lűneburg.
	{"b56a_de_umlaut_as_latin2_double_acute", "first", func(lang, s string) string {
		rep := map[rune]rune{'ö': 'ő', 'ü': 'ű', 'Ö': 'Ő', 'Ü': 'Ű'}
		return ho56aLatinPick(s, func(w string) string {
			for i, r := range w {
				if to, ok := rep[r]; ok {
					return w[:i] + string(to) + w[i+utf8.RuneLen(r):]
				}
			}
			return w
		})
	}},
	// one letter of the first reference code taken as its Cyrillic twin, so the
	// code no longer matches: WE-20417 → WЕ-20417 (Cyrillic Е), KS-7741 → КS-7741.
	{"b56a_code_letter_as_cyrillic_twin", "first", func(lang, s string) string {
		return ho56aFirstMatchWith(ho56aCode, s, func(m string) string {
			for i, r := range m {
				if to, ok := ho56aCyrillic[r]; ok {
					return m[:i] + string(to) + m[i+1:]
				}
			}
			return m
		})
	}},
	// the first clock time, hour or duration with a 0 or 1 gets it read as O or l:
	// 10:30 Uhr → l0:30 Uhr, 14時〜16時 → l4時〜16時, 10 Minuten → l0 Minuten.
	{"b56a_time_or_duration_digit_read_as_letter", "first", func(lang, s string) string {
		return ho56aFirstMatchWith(ho56aTime, s, ho56aDigitAsLetter)
	}},
	// a house, block or floor number with a 0 or 1 gets it read as O or l:
	// Gießereistraße 14 → Gießereistraße l4, ブリーゼタワー12階 → ブリーゼタワーl2階.
	{"b56a_house_or_floor_number_digit_read_as_letter", "first", func(lang, s string) string {
		return ho56aFirstMatchWith(ho56aHouseNo, s, func(m string) string {
			i := strings.IndexAny(m, "0123456789")
			if i < 0 {
				return m
			}
			return m[:i] + ho56aDigitAsLetter(m[i:])
		})
	}},
	// the euro sign after an amount read as the letter C: 3.912,50 € → 3.912,50 C.
	{"b56a_de_euro_sign_read_as_letter_c", "first", func(lang, s string) string {
		return ho56aFirstMatchWith(ho56aEuro, s, func(m string) string {
			return strings.Replace(m, "€", "C", 1)
		})
	}},
	// the long-vowel mark ー in a katakana word read as the kanji 一 (one):
	// コピー用紙 → コピ一用紙, ユーザー → ユ一ザー.
	{"b56a_ja_choon_read_as_kanji_one", "first", func(lang, s string) string {
		return ho56aFirstMatchWith(ho56aKanaRun, s, func(run string) string {
			if i := strings.Index(run, "ー"); i > 0 {
				return run[:i] + "一" + run[i+len("ー"):]
			}
			return run
		})
	}},
	// a voiced kana of a katakana word split into its base and a spacing voicing
	// mark: ハルカゼ → ハルカセ゛, ブリーゼタワー → フ゛リーゼタワー.
	{"b56a_ja_dakuten_split_off_as_spacing_mark", "first", func(lang, s string) string {
		return ho56aKanaRunSwap(s, ho56aSplitDakuten)
	}},
	// a katakana in a katakana word taken as its hiragana twin (リ/り, ペ/ぺ, ベ/べ,
	// ヘ/へ; else カ/か, キ/き, セ/せ, モ/も, ヤ/や): アプリ → アプり,
	// プリンタートナー → プりンタートナー.
	{"b56a_ja_katakana_taken_as_hiragana_twin", "first", func(lang, s string) string {
		if out := ho56aKanaRunSwap(s, ho56aTwinSameStr); out != s {
			return out
		}
		return ho56aKanaRunSwap(s, ho56aTwinNearStr)
	}},
	// 日 of the first Japanese date read as 曰 (to say): 10月21日（水） → 10月21曰（水）.
	{"b56a_ja_date_day_kanji_read_as_etsu", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho56aFirstMatchWith(hoJaDate, s, func(m string) string {
			if strings.HasSuffix(m, "日") {
				return strings.TrimSuffix(m, "日") + "曰"
			}
			return m
		})
	}},
	// the currency unit 円 after an amount read as 内: 38,500円 → 38,500内,
	// 約1,400万円 → 約1,400万内.
	{"b56a_ja_yen_unit_read_as_lookalike_kanji", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho56aFirstMatchWith(ho56aYen, s, func(m string) string {
			return strings.Replace(m, "円", "内", 1)
		})
	}},
	// the hiragana し inside a word read as the katakana レ: 予定でしたが → 予定でレたが,
	// 発送いたします → 発送いたレます.
	{"b56a_ja_shi_read_as_katakana_re", "first", func(lang, s string) string {
		return ho56aFirstMatchWith(ho56aShi, s, func(m string) string {
			return strings.Replace(m, "し", "レ", 1)
		})
	}},
	// the hiragana く of a request (ください, よろしく) read as the bracket 〈:
	// ご返送ください → ご返送〈ださい.
	{"b56a_ja_ku_read_as_angle_bracket", "first", func(lang, s string) string {
		for _, w := range []string{"くださ", "よろしく"} {
			if i := strings.Index(s, w); i >= 0 {
				j := i + strings.Index(w, "く")
				return s[:j] + "〈" + s[j+len("く"):]
			}
		}
		return s
	}},
}

// ho56aSnippet gives the sentence of a and of b around their first difference.
func ho56aSnippet(a, b string) (string, string) {
	ra, rb := []rune(a), []rune(b)
	p := 0
	for p < len(ra) && p < len(rb) && ra[p] == rb[p] {
		p++
	}
	qa, qb := len(ra), len(rb)
	for qa > p && qb > p && ra[qa-1] == rb[qb-1] {
		qa--
		qb--
	}
	js := strings.HasPrefix(a, "{")
	cut := func(rs []rune, from, to int) string {
		isEnd := func(i int) bool {
			r := rs[i]
			return r == '\n' || (js && r == '"') || r == '。' || (r == '.' && i+1 < len(rs) && rs[i+1] == ' ' && i > 0 && !unicode.IsDigit(rs[i-1]))
		}
		s := from
		for s > 0 && !isEnd(s-1) && from-s < 120 {
			s--
		}
		e := to
		for e < len(rs) && !isEnd(e) && e-to < 120 {
			e++
		}
		if e < len(rs) && rs[e] != '\n' {
			e++
		}
		return strings.TrimSpace(string(rs[s:e]))
	}
	return cut(ra, p, qa), cut(rb, p, qb)
}
