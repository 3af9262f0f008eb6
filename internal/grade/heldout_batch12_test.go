package grade

import (
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// The twelfth blind batch of the held-out study: damage kinds and harmless variants
// written after reading only the goldens, the prompts, the harness and the names of
// the earlier kinds, before reading any check.
//
// Its angle is the near-miss token: what a quantized or badly configured model
// produces when it almost copies the right answer. One token is replaced by its
// neighbour in the vocabulary or on the screen: a Japanese verb written with the
// homophone kanji of another verb (開けます → 空けます), okurigana added, a
// handakuten read as a dakuten (パ → バ), katakana and kanji of one shape confused
// (カ/力, ロ/口, ー/一), ソ/ン and シ/ツ, a long vowel or sokuon too many or too few,
// は and を written as spoken, a potential verb turned plain (できません → しません),
// a name's kanji taken from the IME's first candidate; in German ie/ei transposed,
// dem/den and Ihnen/Ihren one letter off, a separable prefix lost or swapped
// (aufschließen → abschließen), a homophone spelt (seit → seid, dass → das), the
// linking s dropped, ß between vowels; in both, code groups and ID letters out of
// order, a digit doubled inside a code, a decimal comma read as a dot, a list or
// table marker one character short, a full-width colon in JSON. Every kind is
// deterministic; the harmless variants change typography or serialisation only.
//
// TestHeldOutDamage logs its total as "batch 12". At first sight (2026-12-04): 120 of
// 238 (50.4 %), and 1 false alarm on 40 new variant answers: a Japanese phone number
// in the 06(6345)7781 notation, which the case's prompt rules out (phone numbers as
// written), so not harmless there; it was replaced by a typographic hyphen in German
// compounds, 0 false alarms on 41. Caught were the near-misses that break a name,
// code or amount the case lists and most katakana-level ones; missed were whole kinds
// of spelling and grammar a reviewer rejects: every German one but the linking s
// (ie/ei 0/10, umlaut 0/9, dem/den 0/7, homophones 0/8, prefix swapped 0/8, dass 0/4,
// ß 0/4), okurigana 0/4, ありがとお/とうり 0/5, いたしましょう 0/4, hiragana
// lookalikes 1/9, kanji pairs reversed 2/11, a table's delimiter row 0/2. With the
// rules of the same morning (neighbour-sense nouns, run-on sentences) 122 of 238;
// after the rules it prompted (a word a letter or two off in a golden sentence,
// letters turned, another umlaut, ß for ss, kana and kanji of one sound or shape,
// っ lost, okurigana added, ます made ましょう, a separable verb's particle lost, a
// table's delimiter row short) 226 of 238 (95.0 %), 0 false alarms; 225 since a kanji
// for another counts only before its okurigana (a paraphrase writes 税抜 for 税別). Left: kanji pairs
// reversed (a paraphrase writes 中途解約 for 途中解約, and only a dictionary tells
// 社会 from 会社 there) and two German verb prefixes swapped three letters apart.

// ---- helpers -------------------------------------------------------------------------

// ho12Pair is one near-miss substitution.
type ho12Pair struct{ from, to string }

// ho12FirstPair applies the pair whose from occurs first in s (the longer on a tie),
// once.
func ho12FirstPair(s string, pairs []ho12Pair) string {
	best, bi := -1, -1
	for i, p := range pairs {
		j := strings.Index(s, p.from)
		if j < 0 {
			continue
		}
		if best < 0 || j < best || (j == best && len(p.from) > len(pairs[bi].from)) {
			best, bi = j, i
		}
	}
	if bi < 0 {
		return s
	}
	return s[:best] + pairs[bi].to + s[best+len(pairs[bi].from):]
}

var ho12Word = regexp.MustCompile(`\p{L}+`)

// ho12FirstWord changes the first whole word (a run of letters) f changes.
func ho12FirstWord(s string, f func(w string) string) string {
	for _, m := range ho12Word.FindAllStringIndex(s, -1) {
		w := s[m[0]:m[1]]
		if nw := f(w); nw != w {
			return s[:m[0]] + nw + s[m[1]:]
		}
	}
	return s
}

// ho12WordMap changes the first whole word that is a key of m.
func ho12WordMap(s string, m map[string]string) string {
	return ho12FirstWord(s, func(w string) string {
		if nw, ok := m[w]; ok {
			return nw
		}
		return w
	})
}

// ho12FirstRune replaces the first rune of s that m maps and that ok accepts in its
// context (the runes before and after it, 0 at the ends).
func ho12FirstRune(s string, m map[rune]rune, ok func(prev, next rune) bool) string {
	rs := []rune(s)
	for i, r := range rs {
		nr, has := m[r]
		if !has {
			continue
		}
		var prev, next rune
		if i > 0 {
			prev = rs[i-1]
		}
		if i+1 < len(rs) {
			next = rs[i+1]
		}
		if ok == nil || ok(prev, next) {
			rs[i] = nr
			return string(rs)
		}
	}
	return s
}

// ho12IsKatakana reports a katakana letter or the long-vowel mark.
func ho12IsKatakana(r rune) bool {
	return r == 'ー' || (unicode.Is(unicode.Katakana, r) && r != '・')
}

func ho12IsHan(r rune) bool { return unicode.Is(unicode.Han, r) }

// ho12ReplaceFirstRe replaces the first match of re by the expansion of tmpl.
func ho12ReplaceFirstRe(s string, re *regexp.Regexp, tmpl string) string {
	m := re.FindStringSubmatchIndex(s)
	if m == nil {
		return s
	}
	var out []byte
	out = re.ExpandString(out, tmpl, s, m)
	return s[:m[0]] + string(out) + s[m[1]:]
}

// ho12ReplaceLastRe replaces the last match of re by the expansion of tmpl.
func ho12ReplaceLastRe(s string, re *regexp.Regexp, tmpl string) string {
	all := re.FindAllStringSubmatchIndex(s, -1)
	if len(all) == 0 {
		return s
	}
	m := all[len(all)-1]
	var out []byte
	out = re.ExpandString(out, tmpl, s, m)
	return s[:m[0]] + string(out) + s[m[1]:]
}

// ---- Japanese ------------------------------------------------------------------------

// Verbs of one reading written with another verb's kanji (同訓異字): the IME's
// first candidate kept.
var ho12JaSameReadingVerb = []ho12Pair{
	{"開けます", "空けます"},
	{"押します", "推します"},
	{"乗って", "載って"},
	{"取り出し", "採り出し"},
	{"変わりません", "代わりません"},
	{"お送りいただいた", "お贈りいただいた"},
	{"お送りください", "お贈りください"},
	{"日着", "日付"},
	{"早くても", "速くても"},
	{"取り込めない", "撮り込めない"},
}

// Okurigana a careless writer adds.
var ho12JaOkurigana = []ho12Pair{
	{"新しい", "新らしい"},
	{"従って", "従がって"},
	{"早くても", "早やくても"},
	{"早い", "早やい"},
}

// Kanji compounds whose two characters came out in the other order.
var ho12JaKanjiPairs = []ho12Pair{
	{"会社", "社会"}, {"会議", "議会"}, {"予定", "定予"}, {"変更", "更変"},
	{"配送", "送配"}, {"確認", "認確"}, {"交換", "換交"}, {"返送", "送返"},
	{"発送", "送発"}, {"出荷", "荷出"}, {"連絡", "絡連"}, {"注文", "文注"},
	{"料金", "金料"}, {"期限", "限期"}, {"請求", "求請"}, {"月末", "末月"},
	{"記録", "録記"}, {"訪問", "問訪"}, {"試験", "験試"}, {"移転", "転移"},
}

// Long vowels and the particle-like kana written as pronounced.
var ho12JaOUSpelling = []ho12Pair{
	{"ありがとう", "ありがとお"},
	{"とおり", "とうり"},
	{"どうぞ", "どおぞ"},
	{"ように", "よおに"},
}

// Potential verbs turned into plain ones: "cannot" becomes "does not".
var ho12JaPotential = []ho12Pair{
	{"できません", "しません"},
	{"できない", "しない"},
	{"取り込めない", "取り込まない"},
	{"使えない", "使わない"},
	{"お届けできる", "お届けする"},
}

// Personal names converted to other kanji of the same reading.
var ho12JaNameKanji = []ho12Pair{
	{"恵子", "啓子"},
	{"大輔", "大介"},
	{"渡辺 弘", "渡辺 宏"},
	{"美咲", "美崎"},
	{"松本", "松元"},
}

var ho12KataToKanji = map[rune]rune{'カ': '力', 'ロ': '口', 'ー': '一', 'ニ': '二', 'エ': '工', 'タ': '夕', 'ト': '卜', 'ハ': '八'}
var ho12KanjiToKata = map[rune]rune{'口': 'ロ', '力': 'カ', '一': 'ー', '工': 'エ', '二': 'ニ', '八': 'ハ', '夕': 'タ'}
var ho12SoNShiTsu = map[rune]rune{'ソ': 'ン', 'ン': 'ソ', 'シ': 'ツ', 'ツ': 'シ'}
var ho12HiraLookalike = map[rune]rune{'れ': 'わ', 'わ': 'れ', 'ね': 'れ', 'る': 'ろ', 'ろ': 'る', 'め': 'ぬ', 'ぬ': 'め', 'さ': 'ち', 'ち': 'さ'}

var (
	ho12KataRun   = regexp.MustCompile(`[\p{Katakana}ー]{3,}`)
	ho12JaTopicWa = regexp.MustCompile(`([\p{Han}\p{Katakana}ー）」A-Za-z0-9])は([\p{Han}\p{Katakana}0-9、「A-Za-z（])`)
	ho12JaObjWo   = regexp.MustCompile(`([\p{Han}\p{Katakana}ー）」A-Za-z0-9])を`)
)

func ho12Ja(lang string) bool { return lang == "ja" }

// ---- German --------------------------------------------------------------------------

var (
	ho12DeSeparable = regexp.MustCompile(`(\p{L}) (herunter|an|ab|auf|aus|ein|vor|fest|frei|hinzu)([.;:,])`)
	ho12DePlural    = regexp.MustCompile(`(\d+|zwei|drei|vier|fünf|sechs|zehn) (Wochen|Jahre|Jahren|Stunden|Minuten|Tage|Tagen)([^\p{L}]|$)`)
	ho12DeLinkingS  = regexp.MustCompile(`(\p{L})(ung|heit|keit|schaft|tion|tät)s(\p{Ll}{2})`)
	ho12DeSS        = regexp.MustCompile(`([aeiouäöüAEIOU])ss([aeiouäöü])`)
)

var ho12DePluralSingular = map[string]string{"Wochen": "Woche", "Jahre": "Jahr", "Jahren": "Jahr", "Stunden": "Stunde", "Minuten": "Minute", "Tage": "Tag", "Tagen": "Tag"}

var ho12DeMN = map[string]string{
	"dem": "den", "den": "dem", "einem": "einen", "einen": "einem",
	"Ihrem": "Ihren", "Ihren": "Ihrem", "ihrem": "ihren", "ihren": "ihrem",
	"unserem": "unseren", "unseren": "unserem",
}

var ho12DeHomophone = map[string]string{
	"seit": "seid", "statt": "Stadt", "wird": "wirt", "vielen": "fielen",
	"Ende": "Ente", "entstehen": "endstehen", "mehr": "Meer",
}

var ho12DePrefix = map[string]string{
	"herunter": "herauf", "erhalten": "enthalten", "entschuldigen": "beschuldigen",
	"aufschließen": "abschließen", "abgerechnet": "angerechnet", "eingehalten": "angehalten",
	"vorgestellt": "vorbestellt", "bestellt": "verstellt", "zustellen": "abstellen",
}

func ho12De(lang string) bool { return lang == "de" }

func ho12Lower(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsLower(r)
}

// ---- both languages ------------------------------------------------------------------

var (
	ho12CodeGroups = regexp.MustCompile(`(?:[A-Z]{1,4}-)?\d+(?:-\d+)+(?:-[A-Z]{1,4})?`)
	ho12ISODate    = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
	ho12IDLetters  = regexp.MustCompile(`(^|[^A-Za-z])([A-Z])([A-Z])([A-Z]?-\d)`)
	ho12HyphenCode = regexp.MustCompile(`[A-Z0-9]+(?:-[A-Z0-9]+)+`)
	ho12DeCents    = regexp.MustCompile(`(\d),(\d{2}\s?€)`)
	ho12JaGroup    = regexp.MustCompile(`(\d),(\d{3}(?:円|万))`)
	ho12MdMarker   = regexp.MustCompile(`(?m)^([ \t]*)(-|\d+\.) `)
	ho12TableRule  = regexp.MustCompile(`(?m)^\|((?:-{3,}\|){2,})-{3,}\|$`)
	ho12JSONKey    = regexp.MustCompile(`"[a-z_]+": `)
	ho12Digits     = regexp.MustCompile(`\d{4,}`)
)

func ho12Boundary(s string, i, j int) bool {
	isAlnum := func(r rune) bool { return r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)) }
	if i > 0 {
		r, _ := utf8.DecodeLastRuneInString(s[:i])
		if isAlnum(r) || r == '-' {
			return false
		}
	}
	if j < len(s) {
		r, _ := utf8.DecodeRuneInString(s[j:])
		if isAlnum(r) || r == '-' {
			return false
		}
	}
	return true
}

// ---- the kinds -----------------------------------------------------------------------

var heldOutBatch12 = []heldOutKind{
	// A Japanese verb written with the kanji of another verb of the same reading
	// (開けます → 空けます, 押します → 推します, 10月14日着 → 10月14日付).
	{"ja_verb_same_reading_kanji", "first", func(lang, s string) string {
		if !ho12Ja(lang) {
			return s
		}
		return ho12FirstPair(s, ho12JaSameReadingVerb)
	}},
	// Okurigana a careless writer adds: 新しい → 新らしい, 従って → 従がって.
	{"ja_okurigana_added", "first", func(lang, s string) string {
		if !ho12Ja(lang) {
			return s
		}
		return ho12FirstPair(s, ho12JaOkurigana)
	}},
	// A handakuten read as a dakuten: パッキン → バッキン, クーポン → クーボン.
	{"handakuten_read_as_dakuten", "first", func(lang, s string) string {
		if !ho12Ja(lang) {
			return s
		}
		for i, r := range s {
			switch r {
			case 'ぱ', 'ぴ', 'ぷ', 'ぺ', 'ぽ', 'パ', 'ピ', 'プ', 'ペ', 'ポ':
				return s[:i] + string(r-1) + s[i+utf8.RuneLen(r):]
			}
		}
		return s
	}},
	// A katakana letter inside a word taken for the kanji of its shape (カ → 力,
	// ー → 一, ト → 卜, ハ → 八), as an OCR-trained or quantized model copies it.
	{"katakana_as_lookalike_kanji", "first", func(lang, s string) string {
		if !ho12Ja(lang) {
			return s
		}
		return ho12FirstRune(s, ho12KataToKanji, func(prev, next rune) bool {
			return ho12IsKatakana(prev) || ho12IsKatakana(next)
		})
	}},
	// A kanji inside a kanji word taken for the katakana of its shape (入力 → 入カ,
	// 差し込み口 → 差し込みロ, 一覧 → ー覧, 精工 → 精エ).
	{"kanji_as_lookalike_katakana", "first", func(lang, s string) string {
		if !ho12Ja(lang) {
			return s
		}
		return ho12FirstRune(s, ho12KanjiToKata, func(prev, next rune) bool {
			return !ho12IsKatakana(prev) && !ho12IsKatakana(next)
		})
	}},
	// ソ/ン and シ/ツ confused inside a katakana word (ソラノ → ンラノ,
	// パッキン → パッキソ).
	{"katakana_so_n_shi_tsu_confused", "first", func(lang, s string) string {
		if !ho12Ja(lang) {
			return s
		}
		return ho12FirstRune(s, ho12SoNShiTsu, func(prev, next rune) bool {
			return ho12IsKatakana(prev) || ho12IsKatakana(next)
		})
	}},
	// A long vowel inserted after a katakana word's first mora (ソラノ → ソーラノ,
	// ハルカゼ → ハールカゼ): a name or product misspelt.
	{"katakana_long_vowel_inserted", "first", func(lang, s string) string {
		if !ho12Ja(lang) {
			return s
		}
		for _, m := range ho12KataRun.FindAllStringIndex(s, -1) {
			rs := []rune(s[m[0]:m[1]])
			if strings.ContainsRune("ーンッャュョァィゥェォヮ", rs[1]) || rs[0] == 'ー' {
				continue
			}
			w := string(rs[:1]) + "ー" + string(rs[1:])
			return s[:m[0]] + w + s[m[1]:]
		}
		return s
	}},
	// The first sokuon (っ/ッ) lost: パッキン → パキン, 入っている → 入ている.
	{"sokuon_dropped", "first", func(lang, s string) string {
		if !ho12Ja(lang) {
			return s
		}
		for i, r := range s {
			if r == 'っ' || r == 'ッ' {
				return s[:i] + s[i+utf8.RuneLen(r):]
			}
		}
		return s
	}},
	// A hiragana taken for one of similar shape (れ/わ/ね, る/ろ, め/ぬ, さ/ち):
	// 遅れて → 遅わて.
	{"hiragana_lookalike_swapped", "first", func(lang, s string) string {
		if !ho12Ja(lang) {
			return s
		}
		return ho12FirstRune(s, ho12HiraLookalike, nil)
	}},
	// The company's firm commitment turned volitional: お送りいたします。 →
	// お送りいたしましょう。 (an offer or a suggestion instead of a promise).
	{"ja_commitment_as_volitional", "first", func(lang, s string) string {
		if !ho12Ja(lang) {
			return s
		}
		const end = "いたします。"
		for off := 0; ; {
			i := strings.Index(s[off:], end)
			if i < 0 {
				return s
			}
			i += off
			if !strings.HasSuffix(s[:i], "願い") {
				return s[:i] + "いたしましょう。" + s[i+len(end):]
			}
			off = i + len(end)
		}
	}},
	// A two-kanji compound written in the other order (会社 → 社会, 会議 → 議会,
	// 発送 → 送発).
	{"ja_kanji_pair_reversed", "first", func(lang, s string) string {
		if !ho12Ja(lang) {
			return s
		}
		return ho12FirstPair(s, ho12JaKanjiPairs)
	}},
	// The particles は and を written as pronounced (予定日は → 予定日わ,
	// クーポンを → クーポンお).
	{"ja_particle_spelt_as_pronounced", "first", func(lang, s string) string {
		if !ho12Ja(lang) {
			return s
		}
		t := ho12ReplaceFirstRe(s, ho12JaTopicWa, "${1}わ${2}")
		return ho12ReplaceFirstRe(t, ho12JaObjWo, "${1}お")
	}},
	// A long o written as pronounced, or the reverse: ありがとう → ありがとお,
	// とおり → とうり.
	{"ja_o_u_long_vowel_misspelt", "first", func(lang, s string) string {
		if !ho12Ja(lang) {
			return s
		}
		return ho12FirstPair(s, ho12JaOUSpelling)
	}},
	// A potential verb turned plain: できません → しません ("cannot" becomes "will
	// not"), 取り込めない → 取り込まない.
	{"ja_potential_verb_made_plain", "first", func(lang, s string) string {
		if !ho12Ja(lang) {
			return s
		}
		return ho12FirstPair(s, ho12JaPotential)
	}},
	// A person's name written with other kanji of the same reading (恵子 → 啓子,
	// 大輔 → 大介, 松本 → 松元): the IME's first candidate.
	{"ja_name_same_reading_kanji", "first", func(lang, s string) string {
		if !ho12Ja(lang) {
			return s
		}
		return ho12FirstPair(s, ho12JaNameKanji)
	}},

	// ie and ei transposed in the first lowercase word that has one (vielen →
	// veilen, bleibt → bliebt, liefern → leifern).
	{"de_ie_ei_transposed", "first", func(lang, s string) string {
		if !ho12De(lang) {
			return s
		}
		return ho12FirstWord(s, func(w string) string {
			if !ho12Lower(w) || utf8.RuneCountInString(w) < 4 {
				return w
			}
			i, j := strings.Index(w, "ie"), strings.Index(w, "ei")
			switch {
			case i >= 0 && (j < 0 || i < j):
				return w[:i] + "ei" + w[i+2:]
			case j >= 0:
				return w[:j] + "ie" + w[j+2:]
			}
			return w
		})
	}},
	// A determiner's case ending one letter off: dem ↔ den, einem ↔ einen,
	// Ihrem ↔ Ihren.
	{"de_case_ending_m_n_swapped", "first", func(lang, s string) string {
		if !ho12De(lang) {
			return s
		}
		return ho12WordMap(s, ho12DeMN)
	}},
	// A separable verb's prefix lost at the end of its clause (richten einen
	// Wochenplan ein: → richten einen Wochenplan:; sagen Sie ihn … vorher ab. → sagen
	// Sie ihn … vorher.; die Genehmigung steht noch aus → steht noch).
	{"de_separable_prefix_lost", "first", func(lang, s string) string {
		if !ho12De(lang) {
			return s
		}
		return ho12ReplaceFirstRe(s, ho12DeSeparable, "${1}${3}")
	}},
	// The umlaut of the first lowercase word that has one swapped for a neighbour
	// (für → för, zurück → zuröck, nächste → nöchste).
	{"de_umlaut_vowel_swapped", "first", func(lang, s string) string {
		if !ho12De(lang) {
			return s
		}
		return ho12FirstWord(s, func(w string) string {
			if !ho12Lower(w) {
				return w
			}
			return ho12FirstRune(w, map[rune]rune{'ü': 'ö', 'ö': 'ü', 'ä': 'ö'}, nil)
		})
	}},
	// A plural unit after a number lost its ending (6 Wochen → 6 Woche, 24 Stunden
	// → 24 Stunde, 5 Jahre → 5 Jahr).
	{"de_plural_ending_lost_after_number", "first", func(lang, s string) string {
		if !ho12De(lang) {
			return s
		}
		m := ho12DePlural.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		unit := s[m[4]:m[5]]
		return s[:m[4]] + ho12DePluralSingular[unit] + s[m[5]:]
	}},
	// The conjunction dass written as the article das.
	{"de_dass_written_das", "first", func(lang, s string) string {
		if !ho12De(lang) {
			return s
		}
		return ho12WordMap(s, map[string]string{"dass": "das"})
	}},
	// A German homophone spelt as the other word: seit → seid, statt → Stadt,
	// vielen → fielen, entstehen → endstehen, wird → wirt.
	{"de_homophone_misspelt", "first", func(lang, s string) string {
		if !ho12De(lang) {
			return s
		}
		return ho12WordMap(s, ho12DeHomophone)
	}},
	// Ihnen and Ihren confused (Wir senden Ihnen → Wir senden Ihren).
	{"de_ihnen_ihren_confused", "first", func(lang, s string) string {
		if !ho12De(lang) {
			return s
		}
		return ho12WordMap(s, map[string]string{"Ihnen": "Ihren", "Ihren": "Ihnen"})
	}},
	// A short function word one letter off, with its meaning gone: nur → nun,
	// noch → nach, wie → wir.
	{"de_function_word_one_letter_off", "first", func(lang, s string) string {
		if !ho12De(lang) {
			return s
		}
		return ho12WordMap(s, map[string]string{"nur": "nun", "noch": "nach", "wie": "wir"})
	}},
	// A verb's prefix swapped for its neighbour, often its opposite: aufschließen →
	// abschließen, herunter → herauf, entschuldigen → beschuldigen, sagen … ab →
	// sagen … an.
	{"de_verb_prefix_swapped", "first", func(lang, s string) string {
		if !ho12De(lang) {
			return s
		}
		if t := ho12WordMap(s, ho12DePrefix); t != s {
			return t
		}
		return strings.Replace(s, " vorher ab.", " vorher an.", 1)
	}},
	// The linking s of a compound dropped (Rechnungsbetrag → Rechnungbetrag,
	// Sicherheitsgutachten → Sicherheitgutachten).
	{"de_linking_s_dropped", "first", func(lang, s string) string {
		if !ho12De(lang) {
			return s
		}
		return ho12ReplaceFirstRe(s, ho12DeLinkingS, "${1}${2}${3}")
	}},
	// ss between vowels written ß, wrong in every German orthography (Adresse →
	// Adreße, Wasser → Waßer).
	{"de_intervocalic_ss_as_eszett", "first", func(lang, s string) string {
		if !ho12De(lang) {
			return s
		}
		return ho12ReplaceFirstRe(s, ho12DeSS, "${1}ß${2}")
	}},

	// The last two digit groups of a code, phone number or postal code in the other
	// order (RE-2026-0815 → RE-0815-2026, 06-6345-7781 → 06-7781-6345).
	{"code_digit_groups_swapped", "first", func(lang, s string) string {
		for _, m := range ho12CodeGroups.FindAllStringIndex(s, -1) {
			code := s[m[0]:m[1]]
			if ho12ISODate.MatchString(code) || !ho12Boundary(s, m[0], m[1]) {
				continue
			}
			parts := strings.Split(code, "-")
			var idx []int
			for i, p := range parts {
				if p != "" && p[0] >= '0' && p[0] <= '9' {
					idx = append(idx, i)
				}
			}
			if len(idx) < 2 {
				continue
			}
			a, b := idx[len(idx)-2], idx[len(idx)-1]
			if parts[a] == parts[b] {
				continue
			}
			parts[a], parts[b] = parts[b], parts[a]
			return s[:m[0]] + strings.Join(parts, "-") + s[m[1]:]
		}
		return s
	}},
	// The first two letters of an ID's prefix transposed (RP-60418 → PR-60418,
	// INV-88213 → NIV-88213).
	{"id_prefix_letters_transposed", "first", func(lang, s string) string {
		for _, m := range ho12IDLetters.FindAllStringSubmatchIndex(s, -1) {
			a, b := s[m[4]:m[5]], s[m[6]:m[7]]
			if a == b {
				continue
			}
			return s[:m[4]] + b + a + s[m[7]:]
		}
		return s
	}},
	// The middle digit of a code's first long digit group doubled (SK-30918 →
	// SK-309918, 06-6345-7781 → 06-63445-7781).
	{"code_inner_digit_doubled", "first", func(lang, s string) string {
		for _, m := range ho12HyphenCode.FindAllStringIndex(s, -1) {
			code := s[m[0]:m[1]]
			if ho12ISODate.MatchString(code) || !ho12Boundary(s, m[0], m[1]) {
				continue
			}
			d := ho12Digits.FindStringIndex(code)
			if d == nil {
				continue
			}
			k := d[0] + (d[1]-d[0])/2
			code = code[:k] + code[k:k+1] + code[k:]
			return s[:m[0]] + code + s[m[1]:]
		}
		return s
	}},
	// The first amount's comma read as a dot: a German decimal comma (1.249,90 € →
	// 1.249.90 €), a Japanese thousands comma (38,500円 → 38.500円, 38.5 yen).
	{"amount_comma_became_dot", "first", func(lang, s string) string {
		switch lang {
		case "de":
			return ho12ReplaceFirstRe(s, ho12DeCents, "${1}.${2}")
		case "ja":
			return ho12ReplaceFirstRe(s, ho12JaGroup, "${1}.${2}")
		}
		return s
	}},
	// A space after the last amount's comma, which then reads as two numbers
	// (53,900円 → 53, 900円; 13.975,00 € → 13.975, 00 €).
	{"amount_split_after_comma", "first", func(lang, s string) string {
		switch lang {
		case "de":
			return ho12ReplaceLastRe(s, ho12DeCents, "${1}, ${2}")
		case "ja":
			return ho12ReplaceLastRe(s, ho12JaGroup, "${1}, ${2}")
		}
		return s
	}},
	// Every Markdown list marker lost its space (- Frau Köhler → -Frau Köhler,
	// 1. Laden → 1.Laden): no list any more, one paragraph of run-on lines.
	{"md_list_marker_space_lost", "raw", func(lang, s string) string {
		return ho12MdMarker.ReplaceAllString(s, "${1}${2}")
	}},
	// A Markdown table's delimiter row one cell short, so the table no longer
	// renders.
	{"table_delimiter_row_cell_short", "raw", func(lang, s string) string {
		return ho12TableRule.ReplaceAllString(s, "|${1}")
	}},
	// One key's colon in a JSON answer written full-width (": " → "： "), as a
	// Japanese-heavy model samples it.
	{"json_fullwidth_colon", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		all := ho12JSONKey.FindAllStringIndex(s, -1)
		if len(all) < 3 {
			return s
		}
		m := all[2]
		return s[:m[1]-2] + "： " + s[m[1]:]
	}},
}

// ---- harmless variants ---------------------------------------------------------------

// ho12JSONLiterals rewrites a JSON text's string literals (their escaped content,
// between the quotes) with lit and the text between them with out.
func ho12JSONLiterals(raw string, lit, out func(string) string) string {
	var b strings.Builder
	i, seg := 0, 0
	for i < len(raw) {
		if raw[i] != '"' {
			i++
			continue
		}
		b.WriteString(out(raw[seg:i]))
		j := i + 1
		for j < len(raw) && raw[j] != '"' {
			if raw[j] == '\\' {
				j++
			}
			j++
		}
		b.WriteByte('"')
		b.WriteString(lit(raw[i+1 : j]))
		b.WriteByte('"')
		i = j + 1
		seg = i
	}
	b.WriteString(out(raw[seg:]))
	return b.String()
}

var (
	ho12DeNumUnit        = regexp.MustCompile(`(\d) (€|Uhr|Minuten|Wochen|Jahre|Jahren|Stunden|°C)`)
	ho12DeLowQuote       = regexp.MustCompile(`„([^“\n]*)“`)
	ho12Numbered10       = regexp.MustCompile(`(?m)^10\. `)
	ho12NumberedOne      = regexp.MustCompile(`(?m)^(\d)\. `)
	ho12DeCompoundHyphen = regexp.MustCompile(`(\p{L})-(\p{L})`)
	ho12JaBullet         = regexp.MustCompile(`(?m)^・(\S)`)
)

var ho12HarmlessVariants = []hoHarmless{
	// A no-break space between a number and its unit or currency (10 Minuten,
	// 1.249,90 €, 8 Uhr), as German typesetting prefers.
	{"de_nbsp_number_unit", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string { return ho12DeNumUnit.ReplaceAllString(s, "$1\u00a0$2") })
	}},
	// German low-high quotes as the reversed guillemets of German book typography
	// („Nordlicht 40“ → »Nordlicht 40«).
	{"de_reversed_guillemets", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string { return ho12DeLowQuote.ReplaceAllString(s, "»$1«") })
	}},
	// A numbered list of ten or more items with its one-digit numbers right-aligned
	// (" 1. " … "10. "): CommonMark allows up to three spaces before a marker.
	{"numbered_list_right_aligned", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" || !ho12Numbered10.MatchString(c.Golden) {
			return c.Golden
		}
		return ho12NumberedOne.ReplaceAllString(c.Golden, " $1. ")
	}},
	// Blank lines that hold two spaces: still blank lines in text and Markdown.
	{"blank_lines_with_spaces", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" {
			return c.Golden
		}
		return strings.ReplaceAll(c.Golden, "\n\n", "\n  \n")
	}},
	// Spaces inside JSON strings written as the escape \u0020: the same strings.
	{"json_space_unicode_escaped", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		return ho12JSONLiterals(c.Golden, func(l string) string { return strings.ReplaceAll(l, " ", `\u0020`) }, same)
	}},
	// JSON members one per line with CRLF line ends between the tokens.
	{"json_crlf_between_members", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		return ho12JSONLiterals(c.Golden, same, func(o string) string {
			o = strings.ReplaceAll(o, ", ", ",\r\n")
			o = strings.ReplaceAll(o, "{", "{\r\n")
			return strings.ReplaceAll(o, "}", "\r\n}")
		})
	}},
	// The \n escape inside JSON strings written as \u000a: the same strings.
	{"json_newline_unicode_escaped", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		return ho12JSONLiterals(c.Golden, func(l string) string {
			var b strings.Builder
			for i := 0; i < len(l); i++ {
				if l[i] == '\\' && i+1 < len(l) {
					if l[i+1] == 'n' {
						b.WriteString(`\u000a`)
					} else {
						b.WriteString(l[i : i+2])
					}
					i++
					continue
				}
				b.WriteByte(l[i])
			}
			return b.String()
		}, same)
	}},
	// The hyphen of a German compound written as the typographic hyphen U+2010
	// (E-Mail-Adresse → E‐Mail‐Adresse); codes, where a digit touches the hyphen, keep
	// theirs.
	{"de_typographic_hyphen_in_compounds", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string { return ho12DeCompoundHyphen.ReplaceAllString(s, "$1\u2010$2") })
	}},
	// Full-width colons in Japanese text written half-width (訪問日時： → 訪問日時:).
	{"ja_fullwidth_colon_halfwidth", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string { return strings.ReplaceAll(s, "：", ":") })
	}},
	// A space after each "・" bullet at a line's start.
	{"ja_bullet_dot_spaced", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" || c.Output.Kind == "json" {
			return c.Golden
		}
		return ho12JaBullet.ReplaceAllString(c.Golden, "・ $1")
	}},
}
