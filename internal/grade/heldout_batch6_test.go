package grade

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// The sixth blind batch of the held-out study: damage kinds and harmless variants
// written after reading only the goldens, the prompts, the study harness and the names
// of the earlier kinds, before reading any check (TestHeldOutDamage logs its total as
// "batch 6"). At first sight, before any change for them: 264 of 362 damaged answers
// caught (72.9 %), and 7 false alarms on the 66 new harmless variants. After the
// checks it prompted (the score package doc's well_formed, stance, polarity,
// language_purity, capitals, numbers and legal_forms additions, and Tidy's tables
// without outer pipes): 354 of 362 (97.8 %), 0 false alarms.

// ho6FirstPair replaces the earliest occurrence of any pair's first string with its
// second (the longer one where two start at the same place).
func ho6FirstPair(s string, pairs [][2]string) string {
	best, at := -1, len(s)+1
	for i, p := range pairs {
		k := strings.Index(s, p[0])
		if k < 0 {
			continue
		}
		if k < at || (k == at && len(p[0]) > len(pairs[best][0])) {
			best, at = i, k
		}
	}
	if best < 0 {
		return s
	}
	return s[:at] + pairs[best][1] + s[at+len(pairs[best][0]):]
}

// ho6BumpDigit raises by one the digit worth 1000 of a written number (the digit worth
// 100 in a smaller one); decimal is its decimal separator.
func ho6BumpDigit(num string, decimal byte) string {
	end := len(num)
	if i := strings.IndexByte(num, decimal); i >= 0 {
		end = i
	}
	var pos []int
	for i := 0; i < end; i++ {
		if num[i] >= '0' && num[i] <= '9' {
			pos = append(pos, i)
		}
	}
	k := min(4, len(pos))
	if k < 3 {
		return num
	}
	p := pos[len(pos)-k]
	b := []byte(num)
	b[p] = '0' + (b[p]-'0'+1)%10
	return string(b)
}

// ho6Trail splits a sentence from hoSentences into its text and the spaces after it.
func ho6Trail(sen string) (string, string) {
	t := strings.TrimRight(sen, " ")
	return t, sen[len(t):]
}

// ho6Cells reads a Markdown table row's cells.
func ho6Cells(line string) []string {
	var cells []string
	for _, c := range strings.Split(strings.Trim(strings.TrimSpace(line), "|"), "|") {
		cells = append(cells, strings.TrimSpace(c))
	}
	return cells
}

func ho6Row(cells []string) string { return "| " + strings.Join(cells, " | ") + " |" }

// ho6Table finds a Markdown table: the index of its separator row and of its data rows.
func ho6Table(lines []string) (int, []int) {
	for i, l := range lines {
		if i > 0 && strings.HasPrefix(l, "|") && strings.Trim(l, "|-: ") == "" {
			var rows []int
			for j := i + 1; j < len(lines) && strings.HasPrefix(lines[j], "|"); j++ {
				rows = append(rows, j)
			}
			return i, rows
		}
	}
	return -1, nil
}

var (
	ho6Numbered = regexp.MustCompile(`^(\d+)\. (.*)$`)
	// ho6PLZ is a German postcode: five digits before a town's name or alone in a
	// JSON string, not part of an id (DE-55102) or a number.
	ho6PLZ = regexp.MustCompile(`(^|[\s"])(\d{5})( \p{Lu}|")`)
)

// ho6NumberedLines lists the numbered list lines of a text.
func ho6NumberedLines(lines []string) []int {
	var at []int
	for i, l := range lines {
		if ho6Numbered.MatchString(l) {
			at = append(at, i)
		}
	}
	return at
}

// ho6Renumber adds d to the number of the numbered list line l.
func ho6Renumber(l string, d int) string {
	m := ho6Numbered.FindStringSubmatch(l)
	n, _ := strconv.Atoi(m[1])
	return strconv.Itoa(n+d) + ". " + m[2]
}

// ho6Kana is Hepburn romaji for hiragana.
var ho6Kana = map[rune]string{
	'あ': "a", 'い': "i", 'う': "u", 'え': "e", 'お': "o",
	'か': "ka", 'き': "ki", 'く': "ku", 'け': "ke", 'こ': "ko",
	'が': "ga", 'ぎ': "gi", 'ぐ': "gu", 'げ': "ge", 'ご': "go",
	'さ': "sa", 'し': "shi", 'す': "su", 'せ': "se", 'そ': "so",
	'ざ': "za", 'じ': "ji", 'ず': "zu", 'ぜ': "ze", 'ぞ': "zo",
	'た': "ta", 'ち': "chi", 'つ': "tsu", 'て': "te", 'と': "to",
	'だ': "da", 'ぢ': "ji", 'づ': "zu", 'で': "de", 'ど': "do",
	'な': "na", 'に': "ni", 'ぬ': "nu", 'ね': "ne", 'の': "no",
	'は': "ha", 'ひ': "hi", 'ふ': "fu", 'へ': "he", 'ほ': "ho",
	'ば': "ba", 'び': "bi", 'ぶ': "bu", 'べ': "be", 'ぼ': "bo",
	'ぱ': "pa", 'ぴ': "pi", 'ぷ': "pu", 'ぺ': "pe", 'ぽ': "po",
	'ま': "ma", 'み': "mi", 'む': "mu", 'め': "me", 'も': "mo",
	'や': "ya", 'ゆ': "yu", 'よ': "yo",
	'ら': "ra", 'り': "ri", 'る': "ru", 'れ': "re", 'ろ': "ro",
	'わ': "wa", 'を': "wo", 'ん': "n",
	'ぁ': "a", 'ぃ': "i", 'ぅ': "u", 'ぇ': "e", 'ぉ': "o",
	'ゃ': "ya", 'ゅ': "yu", 'ょ': "yo", 'っ': "tsu",
}

// ho6Romaji writes a text's hiragana in romaji, its kanji and katakana kept.
func ho6Romaji(s string) string {
	rs := []rune(s)
	var b strings.Builder
	for i := 0; i < len(rs); i++ {
		ro, ok := ho6Kana[rs[i]]
		if !ok {
			b.WriteRune(rs[i])
			continue
		}
		if rs[i] == 'っ' && i+1 < len(rs) {
			if nx, ok := ho6Kana[rs[i+1]]; ok {
				b.WriteByte(nx[0])
				continue
			}
		}
		if i+1 < len(rs) && strings.ContainsRune("ゃゅょ", rs[i+1]) && len(ro) >= 2 && strings.HasSuffix(ro, "i") {
			v := map[rune]string{'ゃ': "a", 'ゅ': "u", 'ょ': "o"}[rs[i+1]]
			if ro == "shi" || ro == "chi" || ro == "ji" {
				ro = ro[:len(ro)-1] + v
			} else {
				ro = ro[:len(ro)-1] + "y" + v
			}
			i++
		}
		b.WriteString(ro)
	}
	return b.String()
}

// ho6HalfWidth writes katakana in half-width forms (サクラ → ｻｸﾗ, ダ → ﾀﾞ).
func ho6HalfWidth(s string) string {
	full := []rune("アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲンァィゥェォャュョッー")
	half := []rune("ｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜｦﾝｧｨｩｪｫｬｭｮｯｰ")
	m := map[rune]rune{'\u3099': 'ﾞ', '\u309a': 'ﾟ'}
	for i := range min(len(full), len(half)) {
		m[full[i]] = half[i]
	}
	return strings.Map(func(r rune) rune {
		if h, ok := m[r]; ok {
			return h
		}
		return r
	}, norm.NFD.String(s))
}

// ho6Unvoiced drops the (han)dakuten of a voiced katakana (ゼ → セ, パ → ハ); 0 if r has
// none.
func ho6Unvoiced(r rune) rune {
	switch {
	case r == 'ヴ':
		return 'ウ'
	case strings.ContainsRune("ガギグゲゴザジズゼゾダヂヅデドバビブベボ", r):
		return r - 1
	case strings.ContainsRune("パピプペポ", r):
		return r - 2
	}
	return 0
}

// ho6Closing tells whether a line is a letter's closing formula.
func ho6Closing(l string) bool {
	t := strings.TrimSpace(l)
	return t == "Mit freundlichen Grüßen" || strings.HasPrefix(t, "今後とも") || t == "よろしくお願いいたします。"
}

// heldOutBatch6 is the sixth blind batch: what a quantized, misconfigured or weaker
// model does to dates, times, amounts, codes, names, tense and mood, script and
// orthography, and JSON and Markdown structure that no earlier kind described.
var heldOutBatch6 = []heldOutKind{
	// The first date one day earlier, the other mentions of it kept (20.10.2026 →
	// 19.10.2026, 10月21日（水） → 10月20日（水）, 2026-10-19 → 2026-10-18).
	{"date_day_off_by_one", "raw", func(lang, s string) string {
		return hoFirstMatch(ho5Date, s, func(m []string) string { return ho5ShiftDate(m[0], -1) })
	}},
	// Dates written in a foreign order: German dates as US month/day/year (12.11.2026 →
	// 11/12/2026, 26. Oktober 2026 → 10/26/2026), Japanese dates day first
	// (2026年10月23日 → 23/10/2026).
	{"date_foreign_order", "strings", func(lang, s string) string {
		if lang == "ja" {
			return regexp.MustCompile(`(\d{4})年(\d{1,2})月(\d{1,2})日`).ReplaceAllString(s, "$3/$2/$1")
		}
		s = hoDeNumDate.ReplaceAllString(s, "$2/$1/$3")
		re := regexp.MustCompile(`(\d{1,2})\. (` + strings.Join(deMonths, "|") + `) (\d{4})`)
		return re.ReplaceAllStringFunc(s, func(m string) string {
			g := re.FindStringSubmatch(m)
			return fmt.Sprintf("%d/%s/%s", slices.Index(deMonths, g[2])+1, g[1], g[3])
		})
	}},
	// A Japanese era year converted wrongly: 令和8年 → 平成8年 (1996), or 2026年 →
	// 令和6年 (2024).
	{"era_conversion_wrong", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if out := hoFirstMatch(hoReiwa, s, func(m []string) string { return "平成" + m[1] + "年" }); out != s {
			return out
		}
		return hoFirstMatch(regexp.MustCompile(`20(\d\d)年`), s, func(m []string) string {
			n, _ := strconv.Atoi(m[1])
			return "令和" + strconv.Itoa(n-20) + "年"
		})
	}},
	// The end of a time window moved two hours (14時〜16時 → 14時〜18時, zwischen 8 und
	// 12 Uhr → zwischen 8 und 14 Uhr).
	{"time_window_end_changed", "strings", func(lang, s string) string {
		end := func(h string) string {
			n, _ := strconv.Atoi(h)
			if n+2 > 23 {
				return strconv.Itoa(n - 2)
			}
			return strconv.Itoa(n + 2)
		}
		if lang == "ja" {
			re := regexp.MustCompile(`(\d{1,2}(?:時|:\d\d)\s*(?:〜|～|~|-|から)\s*)(\d{1,2})(時|:\d\d)`)
			return hoFirstMatch(re, s, func(m []string) string { return m[1] + end(m[2]) + m[3] })
		}
		re := regexp.MustCompile(`((?:zwischen|von) \d{1,2}(?::\d\d)? (?:und|bis) )(\d{1,2})((?::\d\d)? Uhr)`)
		return hoFirstMatch(re, s, func(m []string) string { return m[1] + end(m[2]) + m[3] })
	}},
	// The minutes of the first clock time changed (10:30 Uhr → 10:45 Uhr, ab 8 Uhr →
	// ab 8:30 Uhr, 17時 → 17時30分).
	{"clock_minutes_changed", "first", func(lang, s string) string {
		plus := func(mm string) string { n, _ := strconv.Atoi(mm); return fmt.Sprintf("%02d", (n+15)%60) }
		if out := hoFirstMatch(regexp.MustCompile(`(\d{1,2}):(\d{2})`), s, func(m []string) string {
			return m[1] + ":" + plus(m[2])
		}); out != s {
			return out
		}
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(^|[^\d])(\d{1,2})時([^間点]|$)`), s, func(m []string) string {
				return m[1] + m[2] + "時30分" + m[3]
			})
		}
		return hoFirstMatch(regexp.MustCompile(`(^|[^\d:.,])(\d{1,2}) Uhr`), s, func(m []string) string {
			return m[1] + m[2] + ":30 Uhr"
		})
	}},
	// The decimal separator of the first amount moved one digit (1.249,90 € → 12.499,0 €,
	// 38,500円 → 385,00円).
	{"amount_separator_misplaced", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(\d{1,3}(?:,\d{3})+)(円|ユーロ)`), s, func(m []string) string {
				d := strings.ReplaceAll(m[1], ",", "")
				return d[:len(d)-2] + "," + d[len(d)-2:] + m[2]
			})
		}
		return hoFirstMatch(regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*),(\d{2})( ?(?:€|EUR|Euro))`), s, func(m []string) string {
			d := strings.ReplaceAll(m[1], ".", "") + m[2]
			whole, frac := d[:len(d)-1], d[len(d)-1:]
			var b strings.Builder
			for i, r := range whole {
				if i > 0 && (len(whole)-i)%3 == 0 {
					b.WriteByte('.')
				}
				b.WriteRune(r)
			}
			return b.String() + "," + frac + m[3]
		})
	}},
	// A total miscomputed by a thousand (合計38,500円 → 合計39,500円, zusammen 21.150,00 €
	// → zusammen 22.150,00 €, "brutto": 1034.11 → 2034.11).
	{"total_miscomputed", "raw", func(lang, s string) string {
		if ho5ParseJSON(s) != nil {
			return hoFirstMatch(regexp.MustCompile(`("(?:brutto|value|total|gesamt|summe)"\s*:\s*)(\d+(?:\.\d+)?)`), s, func(m []string) string {
				return m[1] + ho6BumpDigit(m[2], '.')
			})
		}
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(合計[^\d\n]{0,10}?)(\d{1,3}(?:,\d{3})*)(万?円|ユーロ)`), s, func(m []string) string {
				return m[1] + ho6BumpDigit(m[2], '.') + m[3]
			})
		}
		return hoFirstMatch(regexp.MustCompile(`((?:zusammen|insgesamt|Gesamtbetrag|Gesamtsumme|Summe)[^\d\n]{0,12}?)(\d{1,3}(?:\.\d{3})*,\d{2})`), s, func(m []string) string {
			return m[1] + ho6BumpDigit(m[2], ',')
		})
	}},
	// In a Markdown table, the first row's last cell copied from its left neighbour
	// (| 10箱 | 2,480円 | 24,800円 | → | 10箱 | 2,480円 | 2,480円 |).
	{"table_cell_copied_from_left", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		_, rows := ho6Table(lines)
		if len(rows) == 0 {
			return s
		}
		cells := ho6Cells(lines[rows[0]])
		if len(cells) < 2 || cells[len(cells)-1] == cells[len(cells)-2] {
			return s
		}
		cells[len(cells)-1] = cells[len(cells)-2]
		lines[rows[0]] = ho6Row(cells)
		return strings.Join(lines, "\n")
	}},
	// A unit's prefix changed with its number kept (2,4-GHz → 2,4-MHz, 1,400万円 →
	// 1,400千円, 2メートル → 2センチメートル).
	{"unit_prefix_changed", "first", func(lang, s string) string {
		re := regexp.MustCompile(`GHz|MHz|kg|MB|GB|Kilometer|Liter`)
		swap := map[string]string{"GHz": "MHz", "MHz": "GHz", "kg": "g", "MB": "GB", "GB": "MB", "Kilometer": "Meter", "Liter": "Milliliter"}
		if lang == "ja" {
			re = regexp.MustCompile(`万円|千円|センチメートル|キロメートル|メートル|キログラム|グラム`)
			swap = map[string]string{"万円": "千円", "千円": "万円", "センチメートル": "メートル", "キロメートル": "メートル", "メートル": "センチメートル",
				"キログラム": "グラム", "グラム": "キログラム"}
		}
		return hoFirstMatch(re, s, func(m []string) string { return swap[m[0]] })
	}},
	// A phone number, postcode or PLZ missing its last digit (06-6345-7781 →
	// 06-6345-778, 〒530-0001 → 〒530-000, 67059 → 6705).
	{"code_digit_dropped", "raw", func(lang, s string) string {
		ok := func(loc []int) bool {
			if loc[0] > 0 {
				p := s[loc[0]-1]
				if p >= '0' && p <= '9' || p == '-' || p >= 'A' && p <= 'Z' || p >= 'a' && p <= 'z' {
					return false
				}
			}
			return loc[1] == len(s) || !(s[loc[1]] >= '0' && s[loc[1]] <= '9' || s[loc[1]] == '-')
		}
		best := []int{len(s), len(s)}
		for _, re := range []*regexp.Regexp{regexp.MustCompile(`\d{2,4}-\d{2,4}-\d{4}`), regexp.MustCompile(`\d{3}-\d{4}`)} {
			for _, loc := range re.FindAllStringIndex(s, -1) {
				if ok(loc) && loc[0] < best[0] {
					best = loc
					break
				}
			}
		}
		if loc := ho6PLZ.FindStringSubmatchIndex(s); loc != nil && loc[4] < best[0] {
			best = []int{loc[4], loc[5]}
		}
		if best[0] == len(s) {
			return s
		}
		return s[:best[1]-1] + s[best[1]:]
	}},
	// One character of an id read as its look-alike (AP-73015 → AP-73O15, JP-58217 →
	// JP-582I7).
	{"id_char_lookalike", "raw", func(lang, s string) string {
		for _, loc := range hoID.FindAllStringIndex(s, -1) {
			id := s[loc[0]:loc[1]]
			if hoIsDate(id) {
				continue
			}
			for _, p := range [][2]string{{"0", "O"}, {"1", "I"}, {"5", "S"}, {"8", "B"}, {"2", "Z"}} {
				// the digits only: the prefix's letters stay
				k := strings.IndexFunc(id, func(r rune) bool { return r >= '0' && r <= '9' })
				if k < 0 {
					break
				}
				if j := strings.Index(id[k:], p[0]); j >= 0 {
					return s[:loc[0]] + id[:k+j] + p[1] + id[k+j+1:] + s[loc[1]:]
				}
			}
		}
		return s
	}},
	// A katakana name loses a (han)dakuten (ハルカゼ → ハルカセ, カラダノート → カラタノート).
	{"dakuten_dropped", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, loc := range hoKatakana.FindAllStringIndex(s, -1) {
			w := []rune(s[loc[0]:loc[1]])
			for i, r := range w {
				if u := ho6Unvoiced(r); u != 0 {
					w[i] = u
					return s[:loc[0]] + string(w) + s[loc[1]:]
				}
			}
		}
		return s
	}},
	// Names transliterated in the other language's way: romanised Japanese names in
	// German spelling (Yamada → Jamada, Kobayashi → Kobajaschi); German names and places
	// the request keeps in Latin letters written in katakana (München → ミュンヘン).
	{"name_transliteration_changed", "strings", func(lang, s string) string {
		if lang == "ja" {
			return strings.NewReplacer("Katharina Weber", "カタリーナ・ヴェーバー", "Weber", "ヴェーバー", "München", "ミュンヘン", "Lindenstraße", "リンデン通り").Replace(s)
		}
		return strings.NewReplacer("Yamada", "Jamada", "Kobayashi", "Kobajaschi").Replace(s)
	}},
	// A company's name in the wrong order: 株式会社 on the wrong side (株式会社アオバ精工 →
	// アオバ精工株式会社), the words before GmbH swapped (Weißenfels Elektrotechnik GmbH →
	// Elektrotechnik Weißenfels GmbH).
	{"company_name_order_changed", "first", func(lang, s string) string {
		if lang == "ja" {
			pre := regexp.MustCompile(`株式会社([\p{Katakana}ー\p{Han}]+)`)
			post := regexp.MustCompile(`([\p{Katakana}ー\p{Han}]+)株式会社`)
			a, b := pre.FindStringSubmatchIndex(s), post.FindStringSubmatchIndex(s)
			switch {
			case a != nil && (b == nil || a[0] <= b[0]):
				return s[:a[0]] + s[a[2]:a[3]] + "株式会社" + s[a[1]:]
			case b != nil:
				return s[:b[0]] + "株式会社" + s[b[2]:b[3]] + s[b[1]:]
			}
			return s
		}
		re := regexp.MustCompile(`(\p{Lu}\p{L}+) (\p{Lu}\p{L}+) (GmbH|AG|KG|OHG|Co\., Ltd\.)`)
		return hoFirstMatch(re, s, func(m []string) string { return m[2] + " " + m[1] + " " + m[3] })
	}},
	// A commitment told as done: the future or present of one statement made past
	// (Die Lieferung erfolgt am … → erfolgte, 発送いたします → 発送いたしました, 回答する →
	// 回答した).
	{"tense_future_to_past", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoMiddleSentence(lang, s, func(sen string) string {
				t, trail := ho6Trail(sen)
				if !hoJaDate.MatchString(t) && !hoJaHour.MatchString(t) || strings.HasSuffix(t, "なります。") {
					return sen
				}
				for _, w := range []string{"お願い", "ありがとう", "申し訳", "ください", "ございます"} {
					if strings.Contains(t, w) {
						return sen
					}
				}
				for _, p := range [][2]string{{"ます。", "ました。"}, {"です。", "でした。"}, {"する。", "した。"}, {"いる。", "いた。"}} {
					if strings.HasSuffix(t, p[0]) {
						return strings.TrimSuffix(t, p[0]) + p[1] + trail
					}
				}
				return sen
			})
		}
		past := map[string]string{"wird": "wurde", "werden": "wurden", "erfolgt": "erfolgte", "findet": "fand", "senden": "sandten",
			"kommt": "kam", "liefern": "lieferten", "beginnt": "begann", "geht": "ging"}
		re := regexp.MustCompile(`(^|[^\p{L}])(wird|werden|erfolgt|findet|senden|kommt|liefern|beginnt|geht)([^\p{L}]|$)`)
		return hoMiddleSentence(lang, s, func(sen string) string {
			if !hoDeDate.MatchString(sen) && !hoDeHour.MatchString(sen) {
				return sen
			}
			return hoFirstMatch(re, sen, func(m []string) string { return m[1] + past[m[2]] + m[3] })
		})
	}},
	// A statement with a figure turned into a question (Die Lieferung erfolgt am
	// 12.11.2026 …? / お届け予定日は10月21日（水）でしょうか。).
	{"statement_as_question", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			t, trail := ho6Trail(sen)
			if !strings.ContainsAny(t, "0123456789") {
				return sen
			}
			if lang == "ja" {
				for _, p := range [][2]string{{"です。", "でしょうか。"}, {"ます。", "ますか。"}, {"。", "？"}} {
					if strings.HasSuffix(t, p[0]) {
						return strings.TrimSuffix(t, p[0]) + p[1] + trail
					}
				}
				return sen
			}
			if strings.HasSuffix(t, ".") && !strings.HasPrefix(t, "Sehr geehrt") {
				return strings.TrimSuffix(t, ".") + "?" + trail
			}
			return sen
		})
	}},
	// A sentence's end clipped mid-word, its full stop kept (… お送りいたします。 → …
	// お送りいた。, … ein Installateur kommt. → … noch am selben.).
	{"sentence_end_clipped", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			t, trail := ho6Trail(sen)
			if lang == "ja" {
				rs := []rune(t)
				if len(rs) < 15 || rs[len(rs)-1] != '。' {
					return sen
				}
				return string(rs[:len(rs)-4]) + "。" + trail
			}
			ws := strings.Fields(strings.TrimSuffix(t, "."))
			if len(ws) < 8 || !strings.HasSuffix(t, ".") {
				return sen
			}
			return strings.Join(ws[:len(ws)-2], " ") + "." + trail
		})
	}},
	// Umlauts lose their dots, without the e (Grüßen → Grußen, Müller → Muller, schön →
	// schon).
	{"umlaut_dots_lost", "strings", func(lang, s string) string {
		return strings.NewReplacer("ä", "a", "ö", "o", "ü", "u", "Ä", "A", "Ö", "O", "Ü", "U").Replace(s)
	}},
	// ß written as a capital B (Grüßen → GrüBen, Weiß → WeiB), as a lossy encoder does.
	{"eszett_as_capital_b", "strings", func(lang, s string) string {
		return strings.ReplaceAll(s, "ß", "B")
	}},
	// German: one sentence in capitals, shouting in a business letter.
	{"sentence_all_caps", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			t, _ := ho6Trail(sen)
			if len(strings.Fields(t)) < 5 || !strings.HasSuffix(t, ".") || strings.HasPrefix(t, "Sehr geehrt") {
				return sen
			}
			return strings.ToUpper(sen)
		})
	}},
	// Japanese: a katakana word in half-width forms (ハルカゼ → ﾊﾙｶｾﾞ).
	{"halfwidth_katakana", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(hoKatakana, s, func(m []string) string { return ho6HalfWidth(m[0]) })
	}},
	// Japanese: one sentence's hiragana written in romaji, its kanji kept
	// (新しいお届け予定日は… → 新shiio届ke予定日ha…).
	{"ja_kana_romanised", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			if utf8.RuneCountInString(sen) < 10 {
				return sen
			}
			return ho6Romaji(sen)
		})
	}},
	// Japanese written with simplified Chinese glyphs (発送 → 发送, 確認 → 确认, 様 → 样).
	{"simplified_chinese_glyphs", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return strings.NewReplacer("発", "发", "確", "确", "認", "认", "連", "连", "絡", "络", "請", "请", "書", "书", "間", "间",
			"電", "电", "話", "话", "時", "时", "気", "气", "続", "续", "変", "变", "経", "经", "説", "说", "価", "价", "試", "试",
			"験", "验", "誠", "诚", "様", "样", "約", "约", "動", "动", "報", "报", "業", "业", "東", "东", "関", "关", "転", "转",
			"運", "运", "営", "营", "記", "记", "録", "录", "訪", "访", "問", "问", "費", "费", "額", "额", "開", "开").Replace(s)
	}},
	// German: one sentence with Japanese punctuation (… Nachricht、und es tut uns leid。),
	// as a translation model leaks its source's.
	{"ja_punctuation_in_german", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			t, trail := ho6Trail(sen)
			if len(strings.Fields(t)) < 5 || !strings.HasSuffix(t, ".") {
				return sen
			}
			return strings.ReplaceAll(strings.TrimSuffix(t, "."), ", ", "、") + "。" + trail
		})
	}},
	// Line breaks written as HTML <br> tags (in a JSON string's text too).
	{"newlines_as_br_tags", "raw", func(lang, s string) string {
		if ho5ParseJSON(s) != nil {
			return strings.ReplaceAll(s, `\n`, "<br>")
		}
		return strings.ReplaceAll(s, "\n", "<br>")
	}},
	// JSON: the requested keys translated (order_id → bestellnummer, rechnungsnummer →
	// invoice_number, company → 会社名).
	{"json_keys_translated", "raw", func(lang, s string) string {
		if ho5ParseJSON(s) == nil {
			return s
		}
		keys := map[string]string{"rechnungsnummer": "invoice_number", "rechnungsdatum": "invoice_date", "kunde": "customer",
			"strasse": "street", "plz": "postal_code", "ort": "city", "positionen": "items", "bezeichnung": "description",
			"menge": "quantity", "einzelpreis": "unit_price", "netto": "net", "mwst": "vat", "brutto": "gross", "faellig_am": "due_date",
			"city": "stadt", "order_id": "bestellnummer", "total": "gesamtbetrag", "value": "betrag", "currency": "waehrung",
			"delivery_date": "lieferdatum"}
		if lang == "ja" {
			keys = map[string]string{"company": "会社名", "contract_id": "契約番号", "primary_contact": "主担当", "deputy_contact": "副担当",
				"postal_code": "郵便番号", "address": "住所", "start_date": "開始日", "end_date": "終了日", "monthly_fee": "月額料金",
				"notes": "注意事項", "name": "氏名", "order_id": "注文番号", "items": "商品", "product": "商品名", "quantity": "数量",
				"unit_price": "単価", "total": "合計", "value": "金額", "currency": "通貨", "delivery_date": "お届け予定日",
				"payment": "支払方法", "summary": "要約", "reply": "返信"}
		}
		re := regexp.MustCompile(`"([a-z_]+)"(\s*:)`)
		return re.ReplaceAllStringFunc(s, func(k string) string {
			g := re.FindStringSubmatch(k)
			if t, ok := keys[g[1]]; ok {
				return `"` + t + `"` + g[2]
			}
			return k
		})
	}},
	// JSON: the first amount a string in the language's own format with its currency
	// ("einzelpreis": 185.00 → "185,00 €", "monthly_fee": 33000 → "33,000円").
	{"json_number_localised_string", "raw", func(lang, s string) string {
		doc := ho5ParseJSON(s)
		if doc == nil {
			return s
		}
		done := false
		ho5Walk(doc, func(n *jsonNode) bool {
			if !ho5IsNumber(n) {
				return true
			}
			f, _ := strconv.ParseFloat(n.scalar, 64)
			if f < 100 {
				return true
			}
			str := ho5DeGroup(int64(math.Round(f*100)), true) + " €"
			if lang == "ja" {
				str = ho5JaGroup(int64(f)) + "円"
			}
			*n = jsonNode{str: &str}
			done = true
			return false
		})
		if !done {
			return s
		}
		return ho5Encode(doc)
	}},
	// JSON: a trailing comma before the closing brace, which strict parsers reject.
	{"json_trailing_comma", "raw", func(lang, s string) string {
		if ho5ParseJSON(s) == nil {
			return s
		}
		i := strings.LastIndex(s, "}")
		return s[:i] + "," + s[i:]
	}},
	// JSON written as a Python dict: single quotes.
	{"json_python_repr", "raw", func(lang, s string) string {
		if ho5ParseJSON(s) == nil {
			return s
		}
		return strings.ReplaceAll(s, `"`, "'")
	}},
	// JSON wrapped in a Markdown code fence although only JSON was asked for.
	{"json_code_fenced", "raw", func(lang, s string) string {
		if ho5ParseJSON(s) == nil {
			return s
		}
		return "```json\n" + s + "\n```"
	}},
	// JSON: the last element of the first list dropped (two positions → one).
	{"json_last_array_item_dropped", "raw", func(lang, s string) string {
		doc := ho5ParseJSON(s)
		if doc == nil {
			return s
		}
		done := false
		ho5Walk(doc, func(n *jsonNode) bool {
			if n.array && len(n.elems) >= 2 {
				n.elems = n.elems[:len(n.elems)-1]
				done = true
				return false
			}
			return true
		})
		if !done {
			return s
		}
		return ho5Encode(doc)
	}},
	// A Markdown table row missing a cell, so that the later ones stand in the wrong
	// columns (| Nordkälte AG | 4 Wochen | 2 Jahre |).
	{"table_row_cell_dropped", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		_, rows := ho6Table(lines)
		if len(rows) == 0 {
			return s
		}
		r := rows[min(1, len(rows)-1)]
		cells := ho6Cells(lines[r])
		if len(cells) < 3 {
			return s
		}
		lines[r] = ho6Row(slices.Delete(cells, 1, 2))
		return strings.Join(lines, "\n")
	}},
	// A Markdown table's header in English although the request named its columns
	// (Anbieter | Preis → Provider | Price, 品名 | 数量 → Item | Qty).
	{"table_header_in_english", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		sep, _ := ho6Table(lines)
		if sep < 1 {
			return s
		}
		en := map[string]string{"Anbieter": "Provider", "Preis": "Price", "Lieferzeit": "Delivery time", "Garantie": "Warranty",
			"品名": "Item", "数量": "Qty", "単価": "Unit price", "金額": "Amount"}
		cells := ho6Cells(lines[sep-1])
		changed := false
		for i, c := range cells {
			if t, ok := en[c]; ok {
				cells[i] = t
				changed = true
			}
		}
		if !changed {
			return s
		}
		lines[sep-1] = ho6Row(cells)
		return strings.Join(lines, "\n")
	}},
	// A recommendation the source never makes, added as the last bullet or before the
	// closing (… Wir empfehlen außerdem, vorsorglich einen Rechtsanwalt hinzuzuziehen.).
	{"unsupported_recommendation", "longest", func(lang, s string) string {
		item, sen := "Empfehlung: vorsorglich einen Rechtsanwalt hinzuziehen.", "Wir empfehlen außerdem, vorsorglich einen Rechtsanwalt hinzuzuziehen."
		if lang == "ja" {
			item, sen = "念のため、弁護士への相談をお勧めします。", "念のため、弁護士にご相談されることをお勧めします。"
		}
		if utf8.RuneCountInString(s) < 40 || !strings.ContainsAny(s, ".。") {
			return s // not prose: a name or a code
		}
		lines := strings.Split(s, "\n")
		bullet := regexp.MustCompile(`^(- |・)`)
		for i, l := range lines {
			if m := bullet.FindString(l); m != "" {
				j := i
				for j+1 < len(lines) && strings.HasPrefix(lines[j+1], m) {
					j++
				}
				return strings.Join(slices.Insert(lines, j+1, m+item), "\n")
			}
		}
		for i, l := range lines {
			if i > 1 && ho6Closing(l) {
				j := i - 1
				for j > 0 && strings.TrimSpace(lines[j]) == "" {
					j--
				}
				return strings.Join(slices.Insert(lines, j+1, sen), "\n")
			}
		}
		body := strings.TrimRight(s, " \n")
		sep := "\n"
		if strings.HasSuffix(body, ".") || strings.HasSuffix(body, "。") {
			sep = " "
			if lang == "ja" {
				sep = ""
			}
		}
		return body + sep + sen
	}},
	// An ordinal changed (seit dem zweiten Tag → seit dem dritten Tag, 第3回 → 第4回).
	{"ordinal_changed", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`第(\d+)`), s, func(m []string) string { n, _ := strconv.Atoi(m[1]); return "第" + strconv.Itoa(n+1) })
		}
		next := map[string]string{"ersten": "zweiten", "zweiten": "dritten", "dritten": "vierten", "vierten": "fünften", "erste": "zweite", "zweite": "dritte", "dritte": "vierte"}
		return hoFirstMatch(regexp.MustCompile(`(^|[^\p{L}])(ersten|zweiten|dritten|vierten|erste|zweite|dritte)([^\p{L}]|$)`), s, func(m []string) string {
			return m[1] + next[m[2]] + m[3]
		})
	}},
	// A relative day or period moved (am selben Tag → am nächsten Tag, 当日 → 前日, 次回
	// → 今回, 今月 → 来月).
	{"relative_day_changed", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho6FirstPair(s, [][2]string{{"当日", "前日"}, {"次回", "今回"}, {"今月", "来月"}, {"月末", "月初"}, {"先月", "今月"}, {"本日", "明日"}})
		}
		return ho6FirstPair(s, [][2]string{{"selben Tag", "nächsten Tag"}, {"heute", "morgen"}, {"gestern", "vorgestern"},
			{"nächste Sitzung", "übernächste Sitzung"}, {"in der Nacht", "am Tag"}})
	}},
	// A condition stated as a fact (Falls Sie den Termin nicht wahrnehmen können → Da
	// Sie …, ご不明な点がございましたら → ご不明な点がございますので, 場合は → ため).
	{"conditional_as_fact", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`ございましたら|ご希望の場合は|場合は|場合には`), s, func(m []string) string {
				return map[string]string{"ございましたら": "ございますので", "ご希望の場合は": "ご希望とのことですので", "場合は": "ため", "場合には": "ため"}[m[0]]
			})
		}
		return hoFirstMatch(regexp.MustCompile(`(^|[^\p{L}])(Falls|falls|Wenn|wenn|Sofern|sofern)([^\p{L}])`), s, func(m []string) string {
			if m[2][0] >= 'a' {
				return m[1] + "da" + m[3]
			}
			return m[1] + "Da" + m[3]
		})
	}},
	// The closing formula in the register of a chat (Mit freundlichen Grüßen → Liebe
	// Grüße, 今後ともよろしくお願いいたします。 → これからもよろしくね！).
	{"closing_too_casual", "strings", func(lang, s string) string {
		if lang == "ja" {
			if !strings.Contains(s, "よろしくお願いいたします。") {
				return s
			}
			s = strings.Replace(s, "よろしくお願いいたします。", "よろしくね！", 1)
			return strings.Replace(s, "今後とも", "これからも", 1)
		}
		return strings.Replace(s, "Mit freundlichen Grüßen", "Liebe Grüße", 1)
	}},
	// A letter signed with the addressee's name instead of the sender's.
	{"signed_as_recipient", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		if len(lines) < 4 {
			return s
		}
		first := strings.TrimSpace(lines[0])
		if lang == "ja" {
			last := strings.TrimSpace(lines[len(lines)-1])
			if !strings.HasSuffix(first, "様") || strings.HasSuffix(last, "。") || last == "" {
				return s
			}
			lines[len(lines)-1] = strings.TrimSuffix(first, "様")
			return strings.Join(lines, "\n")
		}
		m := regexp.MustCompile(`^Sehr geehrte[r]? (?:Herr|Frau) (.+?),?$`).FindStringSubmatch(first)
		k := slices.IndexFunc(lines, func(l string) bool { return strings.TrimSpace(l) == "Mit freundlichen Grüßen" })
		if m == nil || k < 0 || k+1 >= len(lines) {
			return s
		}
		return strings.Join(append(lines[:k+1:k+1], m[1]), "\n")
	}},
	// In a numbered list, from the middle step on every number one lower, so one number
	// is there twice (… 4., 5., 5., 6. …).
	{"step_number_repeated", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		at := ho6NumberedLines(lines)
		if len(at) < 4 {
			return s
		}
		for _, i := range at[len(at)/2:] {
			lines[i] = ho6Renumber(lines[i], -1)
		}
		return strings.Join(lines, "\n")
	}},
	// An invented, risky step inserted in the middle of a numbered procedure, the later
	// steps renumbered (reset to factory settings).
	{"invented_step_inserted", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		at := ho6NumberedLines(lines)
		if len(at) < 3 {
			return s
		}
		mid := at[len(at)/2]
		for _, i := range at[len(at)/2+1:] {
			lines[i] = ho6Renumber(lines[i], 1)
		}
		n, _ := strconv.Atoi(ho6Numbered.FindStringSubmatch(lines[mid])[1])
		step := "Halten Sie die Reset-Taste 10 Sekunden lang gedrückt, um das Gerät auf die Werkseinstellungen zurückzusetzen."
		if lang == "ja" {
			step = "本体裏のリセットボタンを10秒間長押しして、工場出荷時の設定に戻してください。"
		}
		return strings.Join(slices.Insert(lines, mid+1, strconv.Itoa(n+1)+". "+step), "\n")
	}},
	// The answer ends right after a line that introduces a list or a block (… direkt
	// an das Prüflabor: / Falls die Verbindung nicht klappt:), as a stop sequence that
	// fires on the list.
	{"truncated_at_list_intro", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		cut := -1
		for i, l := range lines {
			t := strings.TrimSpace(l)
			if t == "" || ho5ListLine.MatchString(l) || strings.HasPrefix(t, "|") {
				continue
			}
			j := i + 1
			for j < len(lines) && strings.TrimSpace(lines[j]) == "" {
				j++
			}
			if j >= len(lines) {
				continue
			}
			if strings.HasSuffix(t, ":") || strings.HasSuffix(t, "：") || ho5ListLine.MatchString(lines[j]) {
				cut = i
			}
		}
		if cut < 0 {
			return s
		}
		return strings.Join(lines[:cut+1], "\n")
	}},
	// The closing formula said twice (Mit freundlichen Grüßen / Mit freundlichen Grüßen).
	{"closing_line_repeated", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if ho6Closing(l) {
				return strings.Join(slices.Insert(lines, i+1, l), "\n")
			}
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			if sen := split[r.line][r.idx]; strings.HasPrefix(strings.TrimSpace(sen), "今後とも") {
				split[r.line][r.idx] = sen + sen
				return hoJoin(split)
			}
		}
		return s
	}},
	// Weekday and month names in English inside the answer (Montag, 26. Oktober 2026 →
	// Monday, 26. October 2026; 10月21日（水） → 10月21日（Wed）).
	{"calendar_words_in_english", "strings", func(lang, s string) string {
		if lang == "ja" {
			return strings.NewReplacer("（月）", "（Mon）", "（火）", "（Tue）", "（水）", "（Wed）", "（木）", "（Thu）", "（金）", "（Fri）",
				"（土）", "（Sat）", "（日）", "（Sun）").Replace(s)
		}
		en := map[string]string{"Montag": "Monday", "Dienstag": "Tuesday", "Mittwoch": "Wednesday", "Donnerstag": "Thursday",
			"Freitag": "Friday", "Samstag": "Saturday", "Sonntag": "Sunday", "Januar": "January", "Februar": "February", "März": "March",
			"Mai": "May", "Juni": "June", "Juli": "July", "Oktober": "October", "Dezember": "December"}
		return regexp.MustCompile(`\p{L}+`).ReplaceAllStringFunc(s, func(w string) string {
			if t, ok := en[w]; ok {
				return t
			}
			return w
		})
	}},
	// The first duration doubled (10 Minuten → 20 Minuten, 6 Wochen → 12 Wochen, 30分前
	// → 60分前, 2週間 → 4週間).
	{"duration_doubled", "first", func(lang, s string) string {
		re := regexp.MustCompile(`(^|[^\d.,])(\d+)( )(Sekunden|Minuten|Stunden|Tage|Tagen|Wochen|Monate|Monaten|Jahre|Jahren)([^\p{L}]|$)`)
		if lang == "ja" {
			re = regexp.MustCompile(`(^|[^\d,])(\d+)()(秒|分|時間|日間|週間|か月|ヶ月|年間)()`)
		}
		return hoFirstMatch(re, s, func(m []string) string {
			n, _ := strconv.Atoi(m[2])
			return m[1] + strconv.Itoa(2*n) + m[3] + m[4] + m[5]
		})
	}},
}

// ho6ReverseKeys writes a JSON object with its top-level members in reverse order, each
// value as written.
func ho6ReverseKeys(s string) (string, bool) {
	dec := json.NewDecoder(strings.NewReader(s))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return s, false
	}
	type member struct {
		key string
		val json.RawMessage
	}
	var ms []member
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return s, false
		}
		k, _ := tok.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return s, false
		}
		ms = append(ms, member{k, v})
	}
	slices.Reverse(ms)
	var b strings.Builder
	b.WriteString("{")
	for i, m := range ms {
		if i > 0 {
			b.WriteString(", ")
		}
		kb, _ := json.Marshal(m.key)
		b.Write(kb)
		b.WriteString(": ")
		b.Write(m.val)
	}
	b.WriteString("}")
	return b.String(), true
}

// hoHarmlessVariants6 are harmless variants written with the sixth batch: typography
// or serialisation only.
var hoHarmlessVariants6 = []hoHarmless{
	// Unicode NFD: umlauts and Japanese voiced kana as base letter plus combining mark,
	// canonically the same text.
	{"nfd_decomposed", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, norm.NFD.String)
	}},
	// The space between Japanese words an ideographic space (小林 恵子様 → 小林　恵子様).
	{"ideographic_space_ja", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		re := regexp.MustCompile(`([\p{Han}\p{Hiragana}\p{Katakana}ー]) ([\p{Han}\p{Hiragana}\p{Katakana}ー])`)
		return hoStringsOrText(t, c, func(s string) string {
			return re.ReplaceAllString(re.ReplaceAllString(s, "$1\u3000$2"), "$1\u3000$2")
		})
	}},
	// German low-high quotes as English curly quotes („Nordlicht 40“ → “Nordlicht 40”).
	{"english_curly_quotes", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, strings.NewReplacer("„", "“", "“", "”").Replace)
	}},
	// Japanese corner brackets as double corner brackets (「タイムレコ」 → 『タイムレコ』).
	{"ja_double_corner_brackets", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, strings.NewReplacer("「", "『", "」", "』").Replace)
	}},
	// The full stop at the end of every list item removed.
	{"list_item_stop_removed", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" {
			return c.Golden
		}
		lines := strings.Split(c.Golden, "\n")
		for i, l := range lines {
			if ho5ListLine.MatchString(l) {
				lines[i] = strings.TrimSuffix(strings.TrimSuffix(l, "。"), ".")
			}
		}
		return strings.Join(lines, "\n")
	}},
	// JSON: the top-level members in reverse order, nothing else changed.
	{"json_keys_reversed", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		out, ok := ho6ReverseKeys(c.Golden)
		if !ok {
			return c.Golden
		}
		return out
	}},
	// A Markdown table without its outer pipes, as GitHub Flavored Markdown allows.
	{"table_without_outer_pipes", func(t *testing.T, lang string, c *Case) string {
		lines := strings.Split(c.Golden, "\n")
		for i, l := range lines {
			if strings.HasPrefix(l, "|") {
				lines[i] = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(l), "|"), "|"))
			}
		}
		return strings.Join(lines, "\n")
	}},
	// A Markdown table's separator row with left-alignment colons (|:---|).
	{"table_alignment_colons", func(t *testing.T, lang string, c *Case) string {
		lines := strings.Split(c.Golden, "\n")
		for i, l := range lines {
			if strings.HasPrefix(l, "|") && strings.Trim(l, "|-: ") == "" {
				lines[i] = strings.ReplaceAll(l, "|---", "|:---")
			}
		}
		return strings.Join(lines, "\n")
	}},
	// German: two spaces after a sentence's (or an abbreviation's) full stop, not after
	// a list number or an ordinal.
	{"double_space_after_stop_de", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		re := regexp.MustCompile(`([\p{L})][.!?]) (\p{Lu})`)
		return hoStringsOrText(t, c, func(s string) string { return re.ReplaceAllString(s, "$1  $2") })
	}},
	// German: the euro sign before the amount (1.249,90 € → € 1.249,90).
	{"euro_sign_before_amount", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		re := regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2}) €`)
		return hoStringsOrText(t, c, func(s string) string { return re.ReplaceAllString(s, "€ $1") })
	}},
}
