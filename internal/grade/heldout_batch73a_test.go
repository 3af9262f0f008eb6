package grade

// Blind batch 73a: generic harness damage applied to the rarer units of the goldens,
// in operation-and-unit pairs no earlier kind wrote. Each kind finds one unit (a model
// code, a postal code, a hyphen-grouped number, a clock hour, a duration, a house,
// block or floor number, a two-word quoted product name, a bracketed gloss, a line
// label, a code inside a bracket) and applies one generic operation to it at one
// place: letters moved behind the digits, the last digit cut, the tail zeroed, two
// digit groups traded, a two-digit figure cut to its first digit, two words traded,
// two glosses traded, a label moved onto the next line, a gloss cut to its initial.

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

var (
	// ho73aModelCode is a letter-and-digit model or format code standing on its own
	// (L9, S5, R450, K1, P3, A4, CR2032), not a hyphenated order number.
	ho73aModelCode = regexp.MustCompile(`(^|[^A-Za-z0-9\-.])([A-Z]{1,2})(\d{1,4})($|[^A-Za-z0-9\-])`)
	// ho73aModelDigits is a model code of at least two digits: R450, CR2032 or TN-293
	// (a three-digit hyphenated code, not a longer order number).
	ho73aModelDigits = regexp.MustCompile(`(^|[^A-Za-z0-9\-.])([A-Z]{1,3}\d{2,4}|[A-Z]{2}-\d{3})($|[^\d\-.,])`)
	// ho73aQuotedModel is a quoted product name ending in a model number (Nordlicht 40).
	ho73aQuotedModel = regexp.MustCompile(`([„「“][\p{L} ]*\p{L} )(\d{2,3})([“」”])`)
	// ho73aDePLZ is a German postcode before its town, or a bare postcode value.
	ho73aDePLZ = regexp.MustCompile(`(^|[^\d\-.,])(\d{3})(\d{2})( \p{Lu}|$)`)
	// ho73aJaPostal is a Japanese postcode 123-4567 (not part of a longer number).
	ho73aJaPostal = regexp.MustCompile(`(^|[^\d\-])(\d{3})-(\d{4})($|[^\d\-])`)
	// ho73aHyphenToken is a hyphen-joined token of capitals and digits.
	ho73aHyphenToken = regexp.MustCompile(`[A-Z0-9]+(?:-[A-Z0-9]+)+`)
	ho73aAllDigits   = regexp.MustCompile(`^\d+$`)
	// ho73aDeClock is a two-digit hour before Uhr (12 Uhr, 10:30 Uhr).
	ho73aDeClock = regexp.MustCompile(`(^|[^\d,.])(\d)(\d)((?::\d{2})? Uhr)`)
	// ho73aJaClock is a two-digit hour before 時 that is no duration (時間) or point (時点).
	ho73aJaClock = regexp.MustCompile(`(^|[^\d,])(\d)(\d)時([^間点]|$)`)
	// ho73aDeDuration is a two-digit duration in German.
	ho73aDeDuration = regexp.MustCompile(`(^|[^\d,.])(\d)(\d) (Sekunden|Minuten|Stunden|Tage|Wochen|Monate|Jahre)\b`)
	// ho73aJaDuration is a two-digit duration in Japanese.
	ho73aJaDuration = regexp.MustCompile(`(^|[^\d,])(\d)(\d)(秒|分|時間|日間|週間|か月|年間)`)
	// ho73aDeHouse is a German street with a two- or three-digit house number.
	ho73aDeHouse = regexp.MustCompile(`(\p{L}(?:straße|str\.|weg|gasse|platz|allee|ring|damm)) (\d)(\d{1,2})($|[^\d])`)
	// ho73aJaBlock is a Japanese 番 block number of two digits after 丁目.
	ho73aJaBlock = regexp.MustCompile(`(\d{1,2}丁目)(\d)(\d)番`)
	// ho73aJaFloor is a Japanese floor of two digits.
	ho73aJaFloor = regexp.MustCompile(`([^\d])(\d)(\d)階`)
	// ho73aQuotedTwo is a quoted name of exactly two words.
	ho73aQuotedTwo = regexp.MustCompile(`([„「“])([^“”」„「\s]+) ([^“”」„「\s]+)([“」”])`)
	// ho73aGloss is a bracketed gloss, full-width or ASCII.
	ho73aGloss = regexp.MustCompile(`（[^（）\n]+）|\([^()\n]+\)`)
	// ho73aLabel is a line that starts with a short label and a colon.
	ho73aLabel = regexp.MustCompile(`^((?:- |・|\d+\. )?)([^\s:：,、。（）()|]{2,12}(?:（[^）]{1,6}）)?)([:：] ?)(\S.*)$`)
	// ho73aBullet is a line's list marker.
	ho73aBullet = regexp.MustCompile(`^(- |・|\d+\. )?`)
	// ho73aGlossCode is an order, quote or error code inside a bracketed gloss.
	ho73aGlossCode = regexp.MustCompile(`([（(][^（）()\n]*?[A-Z]{2,3}-\d{2,4})(\d)((?:[^\d（）()\n][^（）()\n]*)?[）)])`)
)

// ho73aDeSingular gives the singular of a German time unit after a figure of 1.
var ho73aDeSingular = map[string]string{"Sekunden": "Sekunde", "Minuten": "Minute", "Stunden": "Stunde",
	"Tage": "Tag", "Wochen": "Woche", "Monate": "Monat", "Jahre": "Jahr"}

// ho73aEarliest rewrites the earliest match of any of res with its f; s unchanged
// when none matches or f leaves the match as it was.
func ho73aEarliest(s string, res []*regexp.Regexp, fs []func(m []string) string) string {
	best, bestAt := -1, -1
	for i, re := range res {
		loc := re.FindStringIndex(s)
		if loc != nil && (bestAt < 0 || loc[0] < bestAt) {
			best, bestAt = i, loc[0]
		}
	}
	if best < 0 {
		return s
	}
	return hoFirstMatch(res[best], s, fs[best])
}

var heldOutBatch73a = []heldOutKind{
	// A model or format code's letters moved behind its digits, so it names another
	// model: ihre Wärmepumpe „Nordwärme L9“ → „Nordwärme 9L“; ソラノ電気ケトル K1 →
	// ソラノ電気ケトル 1K; コピー用紙A4 → コピー用紙4A.
	{"b73a_model_code_letters_moved_behind_digits", "first", func(lang, s string) string {
		return hoFirstMatch(ho73aModelCode, s, func(m []string) string {
			return m[1] + m[3] + m[2] + m[4]
		})
	}},
	// A model code of two or more digits loses its last digit, naming a model that
	// does not exist: ヒエール冷蔵庫 R450 → ヒエール冷蔵庫 R45; Stehlampe „Nordlicht 40“ →
	// „Nordlicht 4“; プリンタートナー TN-293 → TN-29.
	{"b73a_multi_digit_model_code_last_digit_cut", "first", func(lang, s string) string {
		return ho73aEarliest(s, []*regexp.Regexp{ho73aModelDigits, ho73aQuotedModel}, []func(m []string) string{
			func(m []string) string { return m[1] + m[2][:len(m[2])-1] + m[3] },
			func(m []string) string { return m[1] + m[2][:len(m[2])-1] + m[3] },
		})
	}},
	// A postal code's tail zeroed to the base code of its district, which is another
	// delivery area: 67059 Ludwigshafen am Rhein → 67000 Ludwigshafen am Rhein;
	// "plz": "01067" → "01000"; 〒530-0001 → 〒530-0000.
	{"b73a_postcode_tail_zeroed_to_district_base", "first", func(lang, s string) string {
		return ho73aEarliest(s, []*regexp.Regexp{ho73aDePLZ, ho73aJaPostal}, []func(m []string) string{
			func(m []string) string { return m[1] + m[2] + "00" + m[4] },
			func(m []string) string { return m[1] + m[2] + "-0000" + m[4] },
		})
	}},
	// The first two digit groups of a hyphen-grouped number (invoice or order number,
	// postal code, phone number) traded: RE-2026-0815 → RE-0815-2026; Bestellnummer
	// 77-3190-DE → 3190-77-DE; "postal_code": "150-0043" → "0043-150".
	{"b73a_hyphenated_number_digit_groups_traded", "first", func(lang, s string) string {
		for _, loc := range ho73aHyphenToken.FindAllStringIndex(s, -1) {
			tok := s[loc[0]:loc[1]]
			if hoISODate.MatchString(tok) {
				continue
			}
			parts := strings.Split(tok, "-")
			var num []int
			for i, p := range parts {
				if ho73aAllDigits.MatchString(p) {
					num = append(num, i)
				}
			}
			if len(num) < 2 || parts[num[0]] == parts[num[1]] {
				continue
			}
			parts[num[0]], parts[num[1]] = parts[num[1]], parts[num[0]]
			return s[:loc[0]] + strings.Join(parts, "-") + s[loc[1]:]
		}
		return s
	}},
	// A two-digit clock hour cut to its first digit, the time of day another one:
	// zwischen 8 und 12 Uhr → zwischen 8 und 1 Uhr; um 10:30 Uhr → um 1:30 Uhr;
	// 10月19日（月）17時までに回答する → 1時までに回答する.
	{"b73a_two_digit_clock_hour_cut_to_first_digit", "first", func(lang, s string) string {
		return ho73aEarliest(s, []*regexp.Regexp{ho73aDeClock, ho73aJaClock}, []func(m []string) string{
			func(m []string) string { return m[1] + m[2] + m[4] },
			func(m []string) string { return m[1] + m[2] + "時" + m[4] },
		})
	}},
	// A two-digit duration cut to its first digit: bleibt 10 Minuten aktiv → bleibt
	// 1 Minute aktiv; spätestens 24 Stunden vorher → 2 Stunden vorher; 訪問の30分前に
	// お電話いたします → 訪問の3分前に.
	{"b73a_two_digit_duration_cut_to_first_digit", "first", func(lang, s string) string {
		return ho73aEarliest(s, []*regexp.Regexp{ho73aDeDuration, ho73aJaDuration}, []func(m []string) string{
			func(m []string) string {
				unit := m[4]
				if m[2] == "1" {
					unit = ho73aDeSingular[unit]
				}
				return m[1] + m[2] + " " + unit
			},
			func(m []string) string { return m[1] + m[2] + m[4] },
		})
	}},
	// A house, block or floor number of two digits cut to its first digit, the
	// address another building: Gießereistraße 14 → Gießereistraße 1; 道玄坂1丁目12番1号 →
	// 道玄坂1丁目1番1号; ブリーゼタワー12階 → ブリーゼタワー1階.
	{"b73a_house_block_or_floor_number_cut_to_first_digit", "first", func(lang, s string) string {
		return ho73aEarliest(s, []*regexp.Regexp{ho73aDeHouse, ho73aJaBlock, ho73aJaFloor}, []func(m []string) string{
			func(m []string) string { return m[1] + " " + m[2] + m[4] },
			func(m []string) string { return m[1] + m[2] + "番" },
			func(m []string) string { return m[1] + m[2] + "階" },
		})
	}},
	// The two words of a quoted product name traded, so the name is not the product's:
	// Siebträgermaschine „Barista Duo“ → „Duo Barista“; 「ハルカゼ羽毛布団 ダブル」 →
	// 「ダブル ハルカゼ羽毛布団」; 「カラダノート S5」 → 「S5 カラダノート」.
	{"b73a_quoted_two_word_name_words_traded", "first", func(lang, s string) string {
		return hoFirstMatch(ho73aQuotedTwo, s, func(m []string) string {
			return m[1] + m[3] + " " + m[2] + m[4]
		})
	}},
	// The first two different bracketed glosses of the answer traded, each now glossing
	// the other's noun: コピー用紙A4（500枚×5冊） … 合計（税抜） → コピー用紙A4（税抜） …
	// 合計（500枚×5冊）; Teile (Bestellnummer KS-7741) vom 19.10.2026 (Montag) → Teile
	// (Montag) vom 19.10.2026 (Bestellnummer KS-7741).
	{"b73a_two_different_bracket_glosses_traded", "first", func(lang, s string) string {
		locs := ho73aGloss.FindAllStringIndex(s, -1)
		if len(locs) < 2 {
			return s
		}
		a := locs[0]
		ga := s[a[0]:a[1]]
		for _, b := range locs[1:] {
			gb := s[b[0]:b[1]]
			if ho73aGlossInner(gb) == ho73aGlossInner(ga) {
				continue
			}
			// Keep each gloss's own bracket style.
			na := ho73aRebracket(ga, gb)
			nb := ho73aRebracket(gb, ga)
			return s[:a[0]] + na + s[a[1]:b[0]] + nb + s[b[1]:]
		}
		return s
	}},
	// A line's leading label moved onto the next unlabelled line, which it now
	// misnames: - Mangel: Die Pumpe baut … / - Gewünscht ist keine Reparatur … →
	// - Die Pumpe baut … / - Mangel: Gewünscht ist keine Reparatur …; 訪問日時：2026年
	// 10月23日（金）14時〜16時 / 当日は… → 2026年10月23日（金）14時〜16時 / 訪問日時：当日は….
	{"b73a_line_label_moved_onto_next_unlabelled_line", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			m := ho73aLabel.FindStringSubmatch(l)
			if m == nil {
				continue
			}
			j := i + 1
			for j < len(lines) && strings.TrimSpace(lines[j]) == "" {
				j++
			}
			if j >= len(lines) {
				return s
			}
			next := lines[j]
			if ho73aLabel.MatchString(next) || strings.HasPrefix(strings.TrimSpace(next), "|") {
				continue
			}
			marker := ho73aBullet.FindString(next)
			lines[i] = m[1] + m[4]
			lines[j] = marker + m[2] + m[3] + next[len(marker):]
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// The first bracketed gloss of more than one character cut to its initial, its
	// fact lost or misread: ヒエール冷蔵庫 R450（冷凍室が冷えない症状） → R450（冷）;
	// „Barista Duo“ (Edelstahl) → „Barista Duo“ (E.); 「アクアピュア浄水ポット P3」
	// （10月14日着） → 「アクアピュア浄水ポット P3」（1）.
	{"b73a_first_bracket_gloss_cut_to_its_initial", "first", func(lang, s string) string {
		for _, loc := range ho73aGloss.FindAllStringIndex(s, -1) {
			g := s[loc[0]:loc[1]]
			inner := ho73aGlossInner(g)
			if utf8.RuneCountInString(inner) < 2 {
				continue
			}
			r, _ := utf8.DecodeRuneInString(inner)
			cut := string(r)
			if strings.HasPrefix(g, "(") && r < 0x3000 && !(r >= '0' && r <= '9') {
				cut += "."
			}
			return s[:loc[0]] + ho73aRebracket(g, "("+cut+")") + s[loc[1]:]
		}
		return s
	}},
	// The code inside a bracketed gloss loses its last digit: (Bestellnummer KS-7741) →
	// (Bestellnummer KS-774); （見積番号 TU-4471） → （見積番号 TU-447）; （エラーコード
	// TR-4031、9月分までは正常） → （エラーコードTR-403、…）.
	{"b73a_code_in_bracket_gloss_last_digit_cut", "first", func(lang, s string) string {
		return hoFirstMatch(ho73aGlossCode, s, func(m []string) string {
			return m[1] + m[3]
		})
	}},
}

// ho73aGlossInner is a gloss's text without its brackets.
func ho73aGlossInner(g string) string {
	g = strings.TrimPrefix(strings.TrimPrefix(g, "（"), "(")
	return strings.TrimSuffix(strings.TrimSuffix(g, "）"), ")")
}

// ho73aRebracket puts the inner text of from into the bracket style of like.
func ho73aRebracket(like, from string) string {
	inner := ho73aGlossInner(from)
	if strings.HasPrefix(like, "（") {
		return "（" + inner + "）"
	}
	return "(" + inner + ")"
}

// ho73aChangedSentence gives the first sentence of golden that the damaged text
// changes and its damaged form, or a window around the change when the sentences
// do not line up.
func ho73aChangedSentence(lang, golden, damaged string) (string, string) {
	gs, gr := hoAllSentences(lang, golden)
	ds, dr := hoAllSentences(lang, damaged)
	if len(gr) == len(dr) {
		for k := range gr {
			a := gs[gr[k].line][gr[k].idx]
			b := ds[dr[k].line][dr[k].idx]
			if a != b {
				if utf8.RuneCountInString(a) <= 240 {
					return strings.TrimSpace(a), strings.TrimSpace(b)
				}
				break
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
	from := max(0, p-40)
	return string(g[from:min(len(g), len(g)-q+40)]), string(d[from:min(len(d), len(d)-q+40)])
}
