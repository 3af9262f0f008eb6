package grade

// Blind batch 47a: failures of a quantized or misconfigured inference stack (FP8/INT4
// weights, FP8 KV cache, a broken chat template, a wrong sampling parameter) in ja/de
// business text, written by an outside evaluator from the goldens, the prompts and the
// kind names only. Five families, each at one place: facts said twice that disagree
// (a reference code restated with its tail swapped, a date glossed in ISO one day off,
// a quantity bumped while line and total stay), the answer's language broken (a polite
// ending in romaji, a German unit in kanji, a German sentence closed with です),
// degenerate generation (a false start, a clause abandoned mid-answer, a sentence end
// looped), register (a dismissive filler, a flippant aside on a problem, a familiar
// given-name salutation) and polarity and quantities (an upper limit made a lower one,
// a Japanese amount grouped with German dots, a bundled part made sold separately).

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	ho47aCode      = regexp.MustCompile(`\b(?:[A-Z]{2,3}-\d{4,5}|\d{2}-\d{4}-[A-Z]{2})\b`)
	ho47aDeNumDate = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(20\d\d)( \((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\))?`)
	ho47aDeLongDt  = regexp.MustCompile(`(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (20\d\d)`)
	ho47aJaDate    = regexp.MustCompile(`(?:(20\d\d)年)?(\d{1,2})月(\d{1,2})日(（[月火水木金土日]）)?`)
	ho47aJSONQty   = regexp.MustCompile(`("(?:menge|quantity)":\s*)(\d+)`)
	ho47aCellQty   = regexp.MustCompile(`\| (\d+)(箱|個|本|枚|Stück) \|`)
	ho47aJaHeads   = regexp.MustCompile(`(\d+)名追加`)
	ho47aJaPolite  = regexp.MustCompile(`(ます|です|ました|でした)(。)$`)
	ho47aDeUnit    = regexp.MustCompile(`(^|[^\d:,.])(\d+|zwei|drei|vier|fünf|sechs|zehn) (Minuten|Stunden|Wochen|Jahren|Jahre|Tage|Uhr)\b`)
	ho47aListMark  = regexp.MustCompile(`^(\s*(?:[-*・]|\d+\.)\s*)`)
	ho47aDePrep    = regexp.MustCompile(` (am|um|bis|ab|mit|an|für|seit|vom|zum|kostenlos) `)
	ho47aDeTrouble = regexp.MustCompile(`entschuldigen|tut uns leid|verschiebt|erst am|Mangel|flackert|tropft|leider|Mehrkosten`)
	ho47aJaTrouble = regexp.MustCompile(`申し訳|お詫び|遅れ|遅延|延期|不具合|割れ|取り込めない|残念`)
	ho47aDeSalut   = regexp.MustCompile(`(?m)^Sehr geehrter? (?:Herr|Frau) (?:Prof\. )?(?:Dr\. )?(\p{L}+),`)
	ho47aJaSalut   = regexp.MustCompile(`(?m)^(\p{Han}{1,3}) (\p{Han}{1,3})様$`)
	ho47aJaAmount  = regexp.MustCompile(`(^|[^\d,])(\d{1,3}(?:,\d{3})+)(円|ユーロ|万円)`)
)

// ho47aGiven are the given names the prompts state for the addressees.
var ho47aGiven = map[string]string{"Schäfer": "Liebe Lena", "Weiß": "Lieber Konrad", "Hoffmann": "Lieber Stefan", "Groß": "Lieber Jürgen"}

var ho47aDeNumWord = map[string]string{"zwei": "2", "drei": "3", "vier": "4", "fünf": "5", "sechs": "6", "zehn": "10"}

var ho47aDeUnitKanji = map[string]string{"Minuten": "分", "Stunden": "時間", "Wochen": "週間", "Jahren": "年", "Jahre": "年", "Tage": "日間", "Uhr": "時"}

var ho47aDeMonth = map[string]int{"Januar": 1, "Februar": 2, "März": 3, "April": 4, "Mai": 5, "Juni": 6, "Juli": 7, "August": 8, "September": 9, "Oktober": 10, "November": 11, "Dezember": 12}

// ho47aSwapTail swaps the last two digits of a code (or raises the last one when
// they are equal).
func ho47aSwapTail(code string) string {
	b := []byte(code)
	var idx []int
	for i, c := range b {
		if c >= '0' && c <= '9' {
			idx = append(idx, i)
		}
	}
	if len(idx) < 2 {
		return code
	}
	i, j := idx[len(idx)-2], idx[len(idx)-1]
	if b[i] == b[j] {
		b[j] = '0' + (b[j]-'0'+1)%10
	} else {
		b[i], b[j] = b[j], b[i]
	}
	return string(b)
}

// ho47aISONext is the ISO date one day after (or, at a month's end, before) the date.
func ho47aISONext(y, m, d int) string {
	if d >= 28 {
		d--
	} else {
		d++
	}
	return strconv.Itoa(y) + "-" + ho47a2(m) + "-" + ho47a2(d)
}

func ho47a2(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// ho47aSplitMark splits a list marker off the front of a sentence.
func ho47aSplitMark(s string) (string, string) {
	if m := ho47aListMark.FindString(s); m != "" && len(m) < len(s) {
		return m, s[len(m):]
	}
	return "", s
}

// ho47aTrailing splits trailing spaces off a sentence.
func ho47aTrailing(s string) (string, string) {
	t := strings.TrimRight(s, " ")
	return t, s[len(t):]
}

func ho47aRunes(s string) int { return utf8.RuneCountInString(s) }

// ho47aWords splits a sentence into its words.
func ho47aWords(s string) []string { return strings.Fields(s) }

var heldOutBatch47a = []heldOutKind{
	// (1) A reference code said twice that differs: a sentence asking the reader to quote
	// the number is appended after the one that names it, with its last two digits
	// swapped (a KV-cache slip on a late copy of the code).
	// "… Bestellung WE-20417 (…) direkt an das Prüflabor:" → "… Prüflabor: Bitte geben
	// Sie bei Rückfragen die Nummer WE-20471 an."
	{"b47a_closing_asks_to_quote_code_with_swapped_tail", "first", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sen := split[r.line][r.idx]
			code := ho47aCode.FindString(sen)
			if code == "" || ho47aRunes(sen) < 20 {
				continue
			}
			if b, _ := ho47aTrailing(sen); !strings.HasSuffix(b, ".") && !strings.HasSuffix(b, "。") && !strings.HasSuffix(b, "）") {
				continue
			}
			bad := ho47aSwapTail(code)
			if bad == code {
				continue
			}
			body, tail := ho47aTrailing(sen)
			if lang == "ja" {
				split[r.line][r.idx] = body + "お問い合わせの際は、番号" + bad + "をお伝えください。" + tail
			} else {
				split[r.line][r.idx] = body + " Bitte geben Sie bei Rückfragen die Nummer " + bad + " an." + tail
			}
			return hoJoin(split)
		}
		return s
	}},

	// (1) A date said twice that differs: the first date gets an ISO gloss one day off,
	// as a model converting through a UTC timestamp writes it.
	// "am 12.11.2026 zwischen 8 und 12 Uhr" → "am 12.11.2026 (2026-11-13) zwischen 8 und 12 Uhr"
	{"b47a_date_glossed_in_iso_one_day_off", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho47aJaDate, s, func(m []string) string {
				y := 2026
				if m[1] != "" {
					y, _ = strconv.Atoi(m[1])
				}
				mo, _ := strconv.Atoi(m[2])
				d, _ := strconv.Atoi(m[3])
				if mo < 1 || mo > 12 || d < 1 || d > 31 {
					return m[0]
				}
				return m[0] + "（" + ho47aISONext(y, mo, d) + "）"
			})
		}
		numAt := ho47aDeNumDate.FindStringIndex(s)
		longAt := ho47aDeLongDt.FindStringIndex(s)
		if longAt != nil && (numAt == nil || longAt[0] < numAt[0]) {
			return hoFirstMatch(ho47aDeLongDt, s, func(m []string) string {
				d, _ := strconv.Atoi(m[1])
				y, _ := strconv.Atoi(m[3])
				return m[0] + " (" + ho47aISONext(y, ho47aDeMonth[m[2]], d) + ")"
			})
		}
		return hoFirstMatch(ho47aDeNumDate, s, func(m []string) string {
			d, _ := strconv.Atoi(m[1])
			mo, _ := strconv.Atoi(m[2])
			y, _ := strconv.Atoi(m[3])
			if mo < 1 || mo > 12 || d < 1 || d > 31 {
				return m[0]
			}
			return m[0] + " (" + ho47aISONext(y, mo, d) + ")"
		})
	}},

	// (1) A count that must agree with its price and total: the first quantity goes up
	// by one while the unit price, line amount and total stay.
	// "| 10箱 | 2,480円 | 24,800円 |" → "| 11箱 | 2,480円 | 24,800円 |"
	{"b47a_quantity_bumped_line_and_total_kept", "raw", func(lang, s string) string {
		bump := func(n string) string {
			v, err := strconv.Atoi(n)
			if err != nil || v > 100000 {
				return n
			}
			return strconv.Itoa(v + 1)
		}
		if nw := hoFirstMatch(ho47aJSONQty, s, func(m []string) string { return m[1] + bump(m[2]) }); nw != s {
			return nw
		}
		if nw := hoFirstMatch(ho47aCellQty, s, func(m []string) string { return "| " + bump(m[1]) + m[2] + " |" }); nw != s {
			return nw
		}
		return hoFirstMatch(ho47aJaHeads, s, func(m []string) string { return bump(m[1]) + "名追加" })
	}},

	// (2) A polite ending detokenised into romaji in one sentence of a Japanese answer.
	// "新しいお届け予定日は10月21日（水）です。" → "新しいお届け予定日は10月21日（水）desu。"
	{"b47a_ja_polite_ending_in_romaji", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		roma := map[string]string{"ます": "masu", "です": "desu", "ました": "mashita", "でした": "deshita"}
		return hoMiddleSentence(lang, s, func(sen string) string {
			body, tail := ho47aTrailing(sen)
			loc := ho47aJaPolite.FindStringSubmatchIndex(body)
			if loc == nil {
				return sen
			}
			return body[:loc[2]] + roma[body[loc[2]:loc[3]]] + body[loc[4]:] + tail
		})
	}},

	// (2) A German unit of time written as the Japanese kanji unit (a pivot-language
	// token leaking into the German answer).
	// "Der Kopplungsmodus bleibt 10 Minuten aktiv." → "Der Kopplungsmodus bleibt 10分 aktiv."
	{"b47a_de_unit_written_as_japanese_kanji", "longest", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		return hoFirstMatch(ho47aDeUnit, s, func(m []string) string {
			n := m[2]
			if d, ok := ho47aDeNumWord[n]; ok {
				n = d
			}
			return m[1] + n + ho47aDeUnitKanji[m[3]]
		})
	}},

	// (2) A German sentence closed with the Japanese copula and full stop.
	// "Bitte bringen Sie Ihre Versichertenkarte mit." → "Bitte bringen Sie Ihre Versichertenkarte mit です。"
	{"b47a_de_sentence_closed_with_japanese_copula", "longest", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			body, tail := ho47aTrailing(sen)
			if !strings.HasSuffix(body, ".") || len(ho47aWords(body)) < 5 {
				return sen
			}
			return strings.TrimSuffix(body, ".") + " です。" + tail
		})
	}},

	// (3) A false start: the first words of a sentence in the middle of the answer are
	// emitted, then the sentence starts again from the top.
	// "Die Lieferung erfolgt am 12.11.2026 …" → "Die Lieferung erfolgt Die Lieferung erfolgt am 12.11.2026 …"
	{"b47a_sentence_false_start_first_words_twice", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			mark, rest := ho47aSplitMark(sen)
			if lang == "ja" {
				rs := []rune(rest)
				if len(rs) < 20 {
					return sen
				}
				head := string(rs[:6])
				if strings.ContainsAny(head, "0123456789|") {
					return sen
				}
				return mark + head + rest
			}
			w := ho47aWords(rest)
			if len(w) < 6 || strings.Contains(rest, "|") {
				return sen
			}
			return mark + strings.Join(w[:3], " ") + " " + rest
		})
	}},

	// (3) A clause abandoned mid-answer: one sentence in the middle stops halfway, without
	// its end, and the answer goes on with the next sentence or list item.
	// "Die App überträgt die Zugangsdaten an das Gerät; das kann bis zu zwei Minuten dauern."
	// → "Die App überträgt die Zugangsdaten an"
	{"b47a_mid_answer_clause_abandoned_next_goes_on", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			body, tail := ho47aTrailing(sen)
			if strings.Contains(body, "|") {
				return sen
			}
			if lang == "ja" {
				rs := []rune(body)
				if len(rs) < 24 {
					return sen
				}
				cut := len(rs) / 2
				for cut > 4 && (unicode.IsDigit(rs[cut-1]) || unicode.IsDigit(rs[cut]) || unicode.IsUpper(rs[cut-1])) {
					cut--
				}
				return string(rs[:cut]) + tail
			}
			w := ho47aWords(body)
			if len(w) < 8 {
				return sen
			}
			prefix := strings.Index(body, w[0])
			return body[:prefix] + strings.Join(w[:len(w)/2], " ") + tail
		})
	}},

	// (3) A sentence end looped: the last word (de) or the last two characters before 。
	// (ja) of a sentence in the middle are emitted three times.
	// "… spätestens 24 Stunden vorher ab." → "… spätestens 24 Stunden vorher ab ab ab."
	{"b47a_sentence_final_ending_looped", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			body, tail := ho47aTrailing(sen)
			if lang == "ja" {
				if !strings.HasSuffix(body, "。") {
					return sen
				}
				rs := []rune(strings.TrimSuffix(body, "。"))
				if len(rs) < 10 {
					return sen
				}
				end := string(rs[len(rs)-2:])
				return string(rs) + end + end + "。" + tail
			}
			if !strings.HasSuffix(body, ".") {
				return sen
			}
			w := ho47aWords(strings.TrimSuffix(body, "."))
			if len(w) < 5 {
				return sen
			}
			last := w[len(w)-1]
			if ho47aRunes(last) < 2 || strings.IndexFunc(last, unicode.IsDigit) >= 0 {
				return sen
			}
			return strings.TrimSuffix(body, ".") + " " + last + " " + last + "." + tail
		})
	}},

	// (4) A dismissive filler in a fact sentence: "halt" before the first preposition
	// (de), "まあ、" at the start (ja).
	// "Die Lieferung erfolgt am 12.11.2026 …" → "Die Lieferung erfolgt halt am 12.11.2026 …"
	{"b47a_dismissive_filler_halt_or_maa", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			if strings.IndexFunc(sen, unicode.IsDigit) < 0 || strings.Contains(sen, "|") {
				return sen
			}
			mark, rest := ho47aSplitMark(sen)
			if lang == "ja" {
				if ho47aRunes(rest) < 12 || strings.HasPrefix(rest, "まあ") || strings.Contains(rest, "：") || !strings.HasSuffix(strings.TrimRight(rest, " "), "。") {
					return sen
				}
				return mark + "まあ、" + rest
			}
			body, _ := ho47aTrailing(rest)
			if len(ho47aWords(body)) < 6 || !strings.HasSuffix(body, ".") {
				return sen
			}
			for _, loc := range ho47aDePrep.FindAllStringIndex(rest, -1) {
				before := ho47aWords(rest[:loc[0]])
				if len(before) < 2 {
					continue
				}
				w := before[len(before)-1]
				prev, _ := utf8.DecodeRuneInString(w)
				last, _ := utf8.DecodeLastRuneInString(w)
				if !unicode.IsLower(prev) || !unicode.IsLetter(last) {
					continue
				}
				return mark + rest[:loc[0]] + " halt" + rest[loc[0]:]
			}
			return sen
		})
	}},

	// (4) A flippant aside on the problem the answer reports or apologises for.
	// "Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen." → "Wir bitten Sie, die
	// Unannehmlichkeiten zu entschuldigen – halb so wild."
	{"b47a_flippant_aside_on_reported_problem", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sen := split[r.line][r.idx]
			body, tail := ho47aTrailing(sen)
			if lang == "ja" {
				if !ho47aJaTrouble.MatchString(body) || !strings.HasSuffix(body, "。") {
					continue
				}
				split[r.line][r.idx] = strings.TrimSuffix(body, "。") + "（まあ、大したことではありませんが）。" + tail
				return hoJoin(split)
			}
			if !ho47aDeTrouble.MatchString(body) || !strings.HasSuffix(body, ".") {
				continue
			}
			split[r.line][r.idx] = strings.TrimSuffix(body, ".") + " – halb so wild." + tail
			return hoJoin(split)
		}
		return s
	}},

	// (4) A formal salutation replaced by a familiar one with the given name the prompt
	// states.
	// "Sehr geehrte Frau Schäfer," → "Liebe Lena,"; "小林 恵子様" → "恵子さん"
	{"b47a_familiar_given_name_salutation", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho47aJaSalut, s, func(m []string) string { return m[2] + "さん" })
		}
		return hoFirstMatch(ho47aDeSalut, s, func(m []string) string {
			if g, ok := ho47aGiven[m[1]]; ok {
				return g + ","
			}
			return m[0]
		})
	}},

	// (5) An upper limit turned into a lower one (or a minimum into a maximum).
	// "das kann bis zu zwei Minuten dauern" → "das kann mindestens zwei Minuten dauern";
	// "2メートル以内ですか" → "2メートル以上ですか"
	{"b47a_upper_limit_made_lower_limit", "longest", func(lang, s string) string {
		if lang == "ja" {
			for _, p := range [][2]string{{"メートル以内", "メートル以上"}, {"分以内", "分以上"}, {"日以内", "日以上"}, {"時間以内", "時間以上"}, {"最大", "最低"}} {
				if strings.Contains(s, p[0]) {
					return strings.Replace(s, p[0], p[1], 1)
				}
			}
			return s
		}
		for _, p := range [][2]string{{"bis zu ", "mindestens "}, {"mindestens ", "höchstens "}, {"spätestens 24 Stunden vorher", "höchstens 24 Stunden vorher"}, {"maximal ", "mindestens "}} {
			if strings.Contains(s, p[0]) {
				return strings.Replace(s, p[0], p[1], 1)
			}
		}
		return s
	}},

	// (5) A Japanese amount grouped with German thousands dots: the number reads as a
	// decimal, 38.5 yen instead of 38,500.
	// "合計38,500円（税込）" → "合計38.500円（税込）"
	{"b47a_ja_amount_grouped_with_german_dot", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho47aJaAmount, s, func(m []string) string {
			return m[1] + strings.ReplaceAll(m[2], ",", ".") + m[3]
		})
	}},

	// (5) A part that comes with the product (enclosed, bundled, included in the system)
	// told as sold or sent separately or left out.
	// "付属のコイン形電池（CR2032）2個を" → "別売のコイン形電池（CR2032）2個を"
	{"b47a_bundled_part_made_sold_separately", "strings", func(lang, s string) string {
		var pairs [][2]string
		if lang == "ja" {
			pairs = [][2]string{{"付属の", "別売の"}, {"交換品に同梱の", "別途ご購入いただいた"}, {"同梱の", "別売の"}}
		} else {
			pairs = [][2]string{{"dem beiliegenden", "einem separat zu bestellenden"}, {"mit Gas-Spitzenlastkessel", "ohne Gas-Spitzenlastkessel"}, {"beiliegend", "separat erhältlich"}}
		}
		for _, p := range pairs {
			if strings.Contains(s, p[0]) {
				return strings.Replace(s, p[0], p[1], 1)
			}
		}
		return s
	}},
}

// ho47aWindow shows where a damaged answer first differs from its golden: the golden
// and damaged text around the change.
func ho47aWindow(golden, damaged string) (string, string) {
	g, d := []rune(golden), []rune(damaged)
	p := 0
	for p < len(g) && p < len(d) && g[p] == d[p] {
		p++
	}
	q := 0
	for q < len(g)-p && q < len(d)-p && g[len(g)-1-q] == d[len(d)-1-q] {
		q++
	}
	from := max(p-50, 0)
	for from > 0 && g[from-1] != '\n' && g[from-1] != '。' && p-from < 90 {
		from--
	}
	gEnd := min(len(g)-q+40, len(g))
	dEnd := min(len(d)-q+40, len(d))
	return strings.ReplaceAll(string(g[from:gEnd]), "\n", "⏎"), strings.ReplaceAll(string(d[from:dEnd]), "\n", "⏎")
}
