package grade

// Blind batch 53b: numbers spelled in words, counters and scale. Every kind damages a
// figure so that its digits are gone or kept while its value changes: a German
// indefinite article read as a count (eine Ersatzlampe → zwei Ersatzlampen) or as
// zero (keine), a numeric month named by the Latin numeral in the month's name
// (10 → Dezember) or by the wrong Japanese traditional month name, a date day, a
// duration or a clock hour rewritten in number words with the value one step off, an
// amount spelled out with its hundreds or its leading group lost, its tens and units
// swapped (the German "sechsunddreißig" read back as 63) or its 千 written as 万, a
// spelled two read as twelve, a wrong multiple glossed between two amounts of one
// sentence, and a digit ordinal spelled one place on.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

var (
	ho53bDeSmall = []string{"null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn",
		"elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn"}
	ho53bDeTens  = []string{"", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"}
	ho53bJaDigit = []string{"〇", "一", "二", "三", "四", "五", "六", "七", "八", "九"}
	// ho53bJaMonth are the traditional month names, 睦月 for January on.
	ho53bJaMonth = []string{"睦月", "如月", "弥生", "卯月", "皐月", "水無月", "文月", "葉月", "長月", "神無月", "霜月", "師走"}

	// An indefinite article before a capitalised noun, with an optional adjective.
	ho53bDeArticle = regexp.MustCompile(`(^|[^\p{L}])(ein|eine|einen)( (?:mobile|neue|kostenlose|kostenlosen|defekte|weitere|weiteren))? (\p{Lu}[\p{L}-]+)`)
	// A following singular verb the two-count must agree with.
	ho53bDeSingVerb = regexp.MustCompile(`^([^.;:!?]*?) (kommt|ist|wird|kann|hilft|muss)\b`)
	ho53bDeNumDate  = regexp.MustCompile(`(^|[^\d.])(\d{1,2})\.(\d{1,2})\.(\d{4})`)
	ho53bDeNamedDay = regexp.MustCompile(`(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (\d{4})`)
	// A numeric date after the article or preposition that makes its day an ordinal.
	ho53bDeArtDate = regexp.MustCompile(`\b(am|zum|vom|dem|den) (\d{1,2})\.(\d{1,2})\.(\d{4})`)
	ho53bDeAmountE = regexp.MustCompile(`(^|[^\d.,])(\d{1,3}(?:\.\d{3})*),(\d{2}) ?€`)
	ho53bJaYen     = regexp.MustCompile(`(^|[^\d,万億千])(\d{1,3}(?:,\d{3})+|\d+)(円|ユーロ)`)
	ho53bJaBigYen  = regexp.MustCompile(`((?:\d+億)?(?:\d{1,3}(?:,\d{3})*万)?(?:\d{1,3}(?:,\d{3})*)?)(円|ユーロ)`)
	ho53bJaDate    = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	ho53bDeDur     = regexp.MustCompile(`(^|[^\d.,:])(\d{1,3}) (Minuten|Stunden|Wochen|Jahre|Jahren|Tage|Tagen|Sekunden|Monate|°C)\b`)
	ho53bDeClockR  = regexp.MustCompile(`\b(\d{1,2}) (und|bis) (\d{1,2}) Uhr\b`)
	ho53bDeClock   = regexp.MustCompile(`\b(ab|um|gegen|bis) (\d{1,2}) Uhr\b`)
	ho53bDeHalf    = regexp.MustCompile(`\b(um )?(\d{1,2}):30 Uhr`)
	ho53bJaClockR  = regexp.MustCompile(`(\d{1,2})時[〜~～-](\d{1,2})時`)
	ho53bJaClock   = regexp.MustCompile(`(^|[^\d])(\d{1,2})時([^間]|$)`)
	ho53bDeOG      = regexp.MustCompile(`\b(\d{1,2})\. (OG|Obergeschoss|Etage|Stock)\b`)
	ho53bJaDai     = regexp.MustCompile(`第(\d{1,2})(回|期|弾|号|条)`)
	ho53bJaChome   = regexp.MustCompile(`(\d{1,2})丁目`)
	// A spelled small count or ordinal before a noun (zwei Minuten, zweiten Tag).
	ho53bDeTeenable = regexp.MustCompile(`(^|[^\p{L}])(zwei|drei|vier|fünf|sechs|sieben|acht|neun)((?:ten)? (?:\p{Lu}|mobile|weitere))`)
	ho53bDeTeen     = map[string]string{"zwei": "zwölf", "drei": "dreizehn", "vier": "vierzehn", "fünf": "fünfzehn", "sechs": "sechzehn", "sieben": "siebzehn", "acht": "achtzehn", "neun": "neunzehn"}
	// A tax or net note right after an amount, which a gloss follows.
	ho53bParen = regexp.MustCompile(`^(?:（[^）]{1,6}）| \((?:netto|brutto|zzgl\. MwSt\.|inkl\. MwSt\.)\))`)
)

var ho53bDeMonths = []string{"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"}

// ho53bDeUnder100 spells 1..99 as it stands inside a German number word.
func ho53bDeUnder100(n int) string {
	if n < 20 {
		return ho53bDeSmall[n]
	}
	u, t := n%10, n/10
	if u == 0 {
		return ho53bDeTens[t]
	}
	unit := ho53bDeSmall[u]
	if u == 1 {
		unit = "ein"
	}
	return unit + "und" + ho53bDeTens[t]
}

func ho53bDeUnder1000(n int) string {
	s := ""
	if h := n / 100; h > 0 {
		if h == 1 {
			s = "einhundert"
		} else {
			s = ho53bDeSmall[h] + "hundert"
		}
	}
	if r := n % 100; r > 0 {
		s += ho53bDeUnder100(r)
	}
	return s
}

// ho53bDeWords spells 0..999999 in German ("eins" for a bare one).
func ho53bDeWords(n int) string {
	if n <= 0 || n >= 1000000 {
		if n == 0 {
			return "null"
		}
		return strconv.Itoa(n)
	}
	s := ""
	if t := n / 1000; t > 0 {
		if t == 1 {
			s = "eintausend"
		} else {
			s = ho53bDeUnder1000(t) + "tausend"
		}
	}
	s += ho53bDeUnder1000(n % 1000)
	return s
}

// ho53bDeOrdStem is the ordinal stem before an ending (zwei-t-, dritt-, zwanzig-st-).
func ho53bDeOrdStem(n int) string {
	switch n {
	case 1:
		return "erst"
	case 3:
		return "dritt"
	case 7:
		return "siebt"
	case 8:
		return "acht"
	}
	if n < 20 {
		return ho53bDeWords(n) + "t"
	}
	return ho53bDeWords(n) + "st"
}

func ho53bJaUnder10000(n int) string {
	s := ""
	for _, u := range []struct {
		v int
		k string
	}{{1000, "千"}, {100, "百"}, {10, "十"}} {
		d := n / u.v % 10
		if d == 0 {
			continue
		}
		if d > 1 {
			s += ho53bJaDigit[d]
		}
		s += u.k
	}
	if d := n % 10; d > 0 {
		s += ho53bJaDigit[d]
	}
	return s
}

// ho53bJaKanji writes n in kanji numerals (千八十, 三万八千五百).
func ho53bJaKanji(n int) string {
	if n <= 0 {
		return "〇"
	}
	s := ""
	if o := n / 100000000; o > 0 {
		s += ho53bJaUnder10000(o) + "億"
	}
	if m := n / 10000 % 10000; m > 0 {
		s += ho53bJaUnder10000(m) + "万"
	}
	return s + ho53bJaUnder10000(n%10000)
}

// ho53bJaDigits writes a year digit by digit (二〇二六).
func ho53bJaDigits(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteString(ho53bJaDigit[r-'0'])
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// ho53bBump is the next value a writer slips to: one more for small numbers, the
// next round step for round ones.
func ho53bBump(n int) int {
	switch {
	case n < 10:
		return n + 1
	case n%100 == 0:
		return n + 100
	case n%10 == 0:
		return n + 10
	}
	return n + 1
}

func ho53bAtoi(s string) int {
	n, err := strconv.Atoi(strings.NewReplacer(",", "", ".", "").Replace(s))
	if err != nil {
		return -1
	}
	return n
}

// ho53bJaValue reads a yen figure with 億 and 万 (3億2,000万 → 320000000).
func ho53bJaValue(s string) int {
	v := 0
	if i := strings.Index(s, "億"); i >= 0 {
		v += ho53bAtoi(s[:i]) * 100000000
		s = s[i+len("億"):]
	}
	if i := strings.Index(s, "万"); i >= 0 {
		v += ho53bAtoi(s[:i]) * 10000
		s = s[i+len("万"):]
	}
	if s != "" {
		n := ho53bAtoi(s)
		if n < 0 {
			return -1
		}
		v += n
	}
	return v
}

// ho53bDePlural gives the plural of a noun the article counts, or false.
func ho53bDePlural(noun string) (string, bool) {
	switch {
	case strings.HasSuffix(noun, "plan"):
		return strings.TrimSuffix(noun, "plan") + "pläne", true
	case strings.HasSuffix(noun, "konto"):
		return strings.TrimSuffix(noun, "konto") + "konten", true
	case strings.HasSuffix(noun, "e"):
		return noun + "n", true
	case strings.HasSuffix(noun, "gerät"), strings.HasSuffix(noun, "eur"), strings.HasSuffix(noun, "ent"):
		return noun + "e", true
	case strings.HasSuffix(noun, "ett"):
		return noun + "en", true
	case strings.HasSuffix(noun, "er"):
		return noun, true
	}
	return "", false
}

var ho53bDePluralVerb = map[string]string{"kommt": "kommen", "ist": "sind", "wird": "werden", "kann": "können", "hilft": "helfen", "muss": "müssen"}

// ho53bDeAmounts lists the euro amounts of s: their span, whole euros and cents.
type ho53bAmount struct {
	start, end   int
	euros, cents int
}

func ho53bDeAmounts(s string) []ho53bAmount {
	var out []ho53bAmount
	for _, m := range ho53bDeAmountE.FindAllStringSubmatchIndex(s, -1) {
		e := ho53bAtoi(s[m[4]:m[5]])
		c := ho53bAtoi(s[m[6]:m[7]])
		if e < 0 || c < 0 {
			continue
		}
		out = append(out, ho53bAmount{m[4], m[1], e, c})
	}
	return out
}

// ho53bDeEuroWords spells an amount in euros and cents.
func ho53bDeEuroWords(euros, cents int) string {
	s := ho53bDeWords(euros) + " Euro"
	if euros == 1 {
		s = "ein Euro"
	}
	if cents > 0 {
		s += " und " + ho53bDeWords(cents) + " Cent"
	}
	return s
}

// ho53bSwapTensUnits swaps the tens and units of a two-digit group 21..99 whose
// digits differ and whose units are not zero; false if the group has none.
func ho53bSwapTensUnits(g int) (int, bool) {
	t, u := g/10, g%10
	if g < 21 || g > 99 || u == 0 || t == u {
		return 0, false
	}
	return u*10 + t, true
}

// ho53bMonthDays is a safe upper bound of the days in a month.
func ho53bMonthDays(m int) int {
	switch m {
	case 2:
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

// ho53bDayOff is the day one step off: the next day, or the day before at a month's end.
func ho53bDayOff(d, m int) int {
	if d+1 <= ho53bMonthDays(m) {
		return d + 1
	}
	return d - 1
}

var heldOutBatch53b = []heldOutKind{
	// A German indefinite article read as the numeral one and counted up to two, the
	// noun made plural: kostenlos eine Ersatzlampe → kostenlos zwei Ersatzlampen; ein
	// Austauschgerät → zwei Austauschgeräte.
	{"b53b_de_indefinite_article_read_as_count_two", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		for _, m := range ho53bDeArticle.FindAllStringSubmatchIndex(s, -1) {
			noun := s[m[8]:m[9]]
			pl, ok := ho53bDePlural(noun)
			if !ok {
				continue
			}
			adj := ""
			if m[6] >= 0 {
				adj = s[m[6]:m[7]]
			}
			rest := s[m[1]:]
			if v := ho53bDeSingVerb.FindStringSubmatchIndex(rest); v != nil {
				rest = rest[:v[4]] + ho53bDePluralVerb[rest[v[4]:v[5]]] + rest[v[5]:]
			}
			return s[:m[4]] + "zwei" + adj + " " + pl + rest
		}
		return s
	}},
	// A German indefinite article read as a count and set to zero, so the one thing
	// promised or asked for is none: eine Ersatzlampe → keine Ersatzlampe; ein
	// Installateur kommt → kein Installateur kommt.
	{"b53b_de_indefinite_article_counted_down_to_kein", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		m := ho53bDeArticle.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		return s[:m[4]] + "k" + s[m[4]:]
	}},
	// A numeric month from July to October named by the Latin numeral inside a month
	// name (Dezember from decem = 10), or a named month written back as that numeral:
	// am 20.10.2026 → am 20. Dezember 2026; 26. Oktober 2026 → 26.08.2026.
	{"b53b_de_month_named_by_latin_numeral_in_name", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		latin := map[int]int{7: 9, 8: 10, 9: 11, 10: 12}
		for _, m := range ho53bDeNumDate.FindAllStringSubmatchIndex(s, -1) {
			mon := ho53bAtoi(s[m[6]:m[7]])
			if to, ok := latin[mon]; ok {
				d := ho53bAtoi(s[m[4]:m[5]])
				return s[:m[4]] + strconv.Itoa(d) + ". " + ho53bDeMonths[to-1] + " " + s[m[8]:m[9]] + s[m[1]:]
			}
		}
		back := map[string]int{"September": 7, "Oktober": 8, "November": 9, "Dezember": 10}
		for _, m := range ho53bDeNamedDay.FindAllStringSubmatchIndex(s, -1) {
			if to, ok := back[s[m[4]:m[5]]]; ok {
				d := ho53bAtoi(s[m[2]:m[3]])
				return s[:m[0]] + strconv.Itoa(100 + d)[1:] + "." + strconv.Itoa(100 + to)[1:] + "." + s[m[6]:m[7]] + s[m[1]:]
			}
		}
		return s
	}},
	// A Japanese month written by its traditional name, the name of the month after:
	// 10月14日 → 霜月14日 (霜月 is November); 2026年11月2日 → 2026年師走2日.
	{"b53b_ja_month_given_next_months_traditional_name", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		m := ho53bJaDate.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		mon := ho53bAtoi(s[m[4]:m[5]])
		if mon < 1 || mon > 12 {
			return s
		}
		return s[:m[4]] + ho53bJaMonth[mon%12] + s[m[5]+len("月"):]
	}},
	// A German date's day rewritten as an ordinal word, one day off, with the month
	// named: am 12.11.2026 → am dreizehnten November 2026; Montag, 26. Oktober 2026 →
	// Montag, den siebenundzwanzigsten Oktober 2026.
	{"b53b_de_date_day_spelled_as_ordinal_one_day_off", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		if m := ho53bDeArtDate.FindStringSubmatchIndex(s); m != nil {
			d, mon := ho53bAtoi(s[m[4]:m[5]]), ho53bAtoi(s[m[6]:m[7]])
			if d >= 1 && mon >= 1 && mon <= 12 {
				return s[:m[4]] + ho53bDeOrdStem(ho53bDayOff(d, mon)) + "en " + ho53bDeMonths[mon-1] + " " + s[m[8]:m[9]] + s[m[1]:]
			}
		}
		if m := ho53bDeNamedDay.FindStringSubmatchIndex(s); m != nil && m[0] >= 2 && s[m[0]-2:m[0]] == ", " {
			d := ho53bAtoi(s[m[2]:m[3]])
			mon := 0
			for i, n := range ho53bDeMonths {
				if n == s[m[4]:m[5]] {
					mon = i + 1
				}
			}
			return s[:m[0]] + "den " + ho53bDeOrdStem(ho53bDayOff(d, mon)) + "en " + s[m[4]:m[1]] + s[m[1]:]
		}
		return s
	}},
	// A Japanese date rewritten in kanji numerals with the day one off: 2026年10月14日 →
	// 二〇二六年十月十五日; 10月19日に発送 → 十月二十日に発送.
	{"b53b_ja_date_in_kanji_numerals_day_one_off", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		m := ho53bJaDate.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		mon, d := ho53bAtoi(s[m[4]:m[5]]), ho53bAtoi(s[m[6]:m[7]])
		if mon < 1 || mon > 12 || d < 1 {
			return s
		}
		out := ""
		if m[2] >= 0 {
			out = ho53bJaDigits(s[m[2]:m[3]]) + "年"
		}
		out += ho53bJaKanji(mon) + "月" + ho53bJaKanji(ho53bDayOff(d, mon)) + "日"
		return s[:m[0]] + out + s[m[1]:]
	}},
	// A German duration or measure rewritten in number words, one step more: 10 Minuten
	// aktiv → zwanzig Minuten aktiv; spätestens 24 Stunden vorher → spätestens
	// fünfundzwanzig Stunden vorher; Lieferzeit 6 Wochen → sieben Wochen.
	{"b53b_de_duration_or_measure_spelled_one_step_more", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		m := ho53bDeDur.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		n := ho53bAtoi(s[m[4]:m[5]])
		if n < 1 {
			return s
		}
		unit := s[m[6]:m[7]]
		if unit == "°C" {
			unit = "Grad"
		}
		return s[:m[4]] + ho53bDeWords(ho53bBump(n)) + " " + unit + s[m[1]:]
	}},
	// A clock hour rewritten in number words an hour late, or a half hour as the
	// German "halb" of its own hour (9:30): zwischen 8 und 12 Uhr → zwischen acht und
	// dreizehn Uhr; um 10:30 Uhr → um halb zehn; 14時〜16時 → 十四時〜十七時.
	{"b53b_clock_hour_spelled_in_words_one_off", "first", func(lang, s string) string {
		if lang == "ja" {
			if m := ho53bJaClockR.FindStringSubmatchIndex(s); m != nil {
				a, b := ho53bAtoi(s[m[2]:m[3]]), ho53bAtoi(s[m[4]:m[5]])
				if a >= 0 && b >= 0 && b < 23 {
					return s[:m[0]] + ho53bJaKanji(a) + "時" + s[m[3]+len("時"):m[4]] + ho53bJaKanji(b+1) + "時" + s[m[1]:]
				}
			}
			if m := ho53bJaClock.FindStringSubmatchIndex(s); m != nil {
				h := ho53bAtoi(s[m[4]:m[5]])
				if h >= 1 && h < 23 {
					return s[:m[4]] + ho53bJaKanji(h+1) + s[m[5]:]
				}
			}
			return s
		}
		if lang != "de" {
			return s
		}
		if m := ho53bDeHalf.FindStringSubmatchIndex(s); m != nil {
			h := ho53bAtoi(s[m[4]:m[5]])
			if h >= 1 && h <= 12 {
				return s[:m[0]] + "um halb " + ho53bDeWords(h) + s[m[1]:]
			}
		}
		if m := ho53bDeClockR.FindStringSubmatchIndex(s); m != nil {
			a, b := ho53bAtoi(s[m[2]:m[3]]), ho53bAtoi(s[m[6]:m[7]])
			if a >= 1 && b >= 1 && b < 23 {
				return s[:m[0]] + ho53bDeWords(a) + " " + s[m[4]:m[5]] + " " + ho53bDeWords(b+1) + " Uhr" + s[m[1]:]
			}
		}
		if m := ho53bDeClock.FindStringSubmatchIndex(s); m != nil {
			h := ho53bAtoi(s[m[4]:m[5]])
			if h >= 1 && h < 23 {
				return s[:m[4]] + ho53bDeWords(h+1) + " Uhr" + s[m[1]:]
			}
		}
		return s
	}},
	// An amount spelled out in words with its hundreds lost: 36.400,00 € →
	// sechsunddreißigtausend Euro; 5,500円 → 五千円; 2,480円 → 二千八十円.
	{"b53b_amount_spelled_out_hundreds_lost", "first", func(lang, s string) string {
		if lang == "ja" {
			for _, m := range ho53bJaYen.FindAllStringSubmatchIndex(s, -1) {
				v := ho53bAtoi(s[m[4]:m[5]])
				if v < 1000 || v/100%10 == 0 {
					continue
				}
				return s[:m[4]] + ho53bJaKanji(v-v/100%10*100) + s[m[6]:]
			}
			return s
		}
		for _, a := range ho53bDeAmounts(s) {
			if a.euros < 1000 || a.euros/100%10 == 0 {
				continue
			}
			return s[:a.start] + ho53bDeEuroWords(a.euros-a.euros/100%10*100, a.cents) + s[a.end:]
		}
		return s
	}},
	// A German amount spelled out with the tens and units of one two-digit group
	// swapped, as the spoken "units-and-tens" order invites: 36.400,00 € →
	// dreiundsechzigtausendvierhundert Euro; 1.249,90 € → eintausendzweihundert-
	// vierundneunzig Euro und neunzig Cent.
	{"b53b_de_amount_spelled_out_tens_and_units_swapped", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		for _, a := range ho53bDeAmounts(s) {
			if a.euros < 1000 {
				continue
			}
			th, rest := a.euros/1000, a.euros%1000
			if sw, ok := ho53bSwapTensUnits(th % 100); ok {
				v := (th-th%100+sw)*1000 + rest
				return s[:a.start] + ho53bDeEuroWords(v, a.cents) + s[a.end:]
			}
			if sw, ok := ho53bSwapTensUnits(rest % 100); ok {
				v := a.euros - rest%100 + sw
				return s[:a.start] + ho53bDeEuroWords(v, a.cents) + s[a.end:]
			}
		}
		return s
	}},
	// Two amounts of one sentence or line glossed with a multiple that does not hold:
	// 18.750,00 € … und 2.400,00 € → 18.750,00 € (das Doppelte von 2.400,00 €) …;
	// 基本料金33,000円と…5,500円 → 33,000円（5,500円の2倍）.
	{"b53b_amount_glossed_as_wrong_multiple_of_other", "first", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sent := split[r.line][r.idx]
			type amt struct {
				end int
				txt string
				v   float64
			}
			var as []amt
			if lang == "ja" {
				for _, m := range ho53bJaBigYen.FindAllStringSubmatchIndex(sent, -1) {
					if m[3] == m[2] {
						continue
					}
					if v := ho53bJaValue(sent[m[2]:m[3]]); v > 0 {
						as = append(as, amt{m[1], sent[m[0]:m[1]], float64(v)})
					}
				}
			} else {
				for _, a := range ho53bDeAmounts(sent) {
					as = append(as, amt{a.end, sent[a.start:a.end], float64(a.euros) + float64(a.cents)/100})
				}
			}
			if len(as) < 2 || as[0].v == as[1].v {
				continue
			}
			big, small := as[0], as[1]
			if small.v > big.v {
				big, small = small, big
			}
			r2 := big.v / small.v
			k := 2
			if r2 > 1.4 && r2 < 2.6 {
				k = 4
			}
			var gloss string
			if lang == "ja" {
				gloss = "（" + small.txt + "の" + strconv.Itoa(k) + "倍）"
			} else {
				word := map[int]string{2: "Doppelte", 4: "Vierfache"}[k]
				gloss = " (das " + word + " von " + small.txt + ")"
			}
			at := big.end
			if p := ho53bParen.FindStringIndex(sent[at:]); p != nil {
				at += p[1]
			}
			split[r.line][r.idx] = sent[:at] + gloss + sent[at:]
			return hoJoin(split)
		}
		return s
	}},
	// A digit ordinal rewritten as a word one place on: Brückenstraße 12, 2. OG →
	// Brückenstraße 12, drittes OG; 第3回進捗 → 第四回進捗; 梅田2丁目 → 梅田三丁目.
	{"b53b_ordinal_spelled_one_place_on", "first", func(lang, s string) string {
		if lang == "ja" {
			for _, re := range []*regexp.Regexp{ho53bJaDai, ho53bJaChome} {
				m := re.FindStringSubmatchIndex(s)
				if m == nil {
					continue
				}
				n := ho53bAtoi(s[m[2]:m[3]])
				if n < 1 {
					continue
				}
				return s[:m[2]] + ho53bJaKanji(n+1) + s[m[3]:]
			}
			return s
		}
		if lang != "de" {
			return s
		}
		m := ho53bDeOG.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		n := ho53bAtoi(s[m[2]:m[3]])
		if n < 1 || n >= 20 {
			return s
		}
		return s[:m[0]] + ho53bDeOrdStem(n+1) + "es " + s[m[4]:]
	}},
	// An amount spelled out in words with its leading scale group lost: 36.400,00 € →
	// vierhundert Euro; 1.850,00 € → achthundertfünfzig Euro; 5,500円 → 五百円;
	// 38,500円 → 八千五百円.
	{"b53b_amount_spelled_out_leading_group_lost", "first", func(lang, s string) string {
		if lang == "ja" {
			for _, m := range ho53bJaYen.FindAllStringSubmatchIndex(s, -1) {
				v := ho53bAtoi(s[m[4]:m[5]])
				rest := v % 1000
				if v >= 10000 {
					rest = v % 10000
				}
				if v < 1000 || rest == 0 {
					continue
				}
				return s[:m[4]] + ho53bJaKanji(rest) + s[m[6]:]
			}
			return s
		}
		for _, a := range ho53bDeAmounts(s) {
			if a.euros < 1000 || a.euros%1000 == 0 {
				continue
			}
			return s[:a.start] + ho53bDeEuroWords(a.euros%1000, a.cents) + s[a.end:]
		}
		return s
	}},
	// A spelled German count or ordinal from two to nine read as its teen: bis zu zwei
	// Minuten → bis zu zwölf Minuten; durch zwei Wärmepumpen → durch zwölf
	// Wärmepumpen; seit dem zweiten Tag → seit dem zwölften Tag.
	{"b53b_de_spelled_small_number_read_as_its_teen", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(ho53bDeTeenable, s, func(m []string) string {
			return m[1] + ho53bDeTeen[m[2]] + m[3]
		})
	}},
	// A Japanese amount spelled out in kanji with its 千 written as 万, the thousands
	// read as ten-thousands: 5,500円 → 五万五百円; 2,480円 → 二万四百八十円; 1,480ユーロ →
	// 一万四百八十ユーロ.
	{"b53b_ja_amount_spelled_in_kanji_sen_as_man", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, m := range ho53bJaYen.FindAllStringSubmatchIndex(s, -1) {
			v := ho53bAtoi(s[m[4]:m[5]])
			if v < 1000 || v >= 10000 {
				continue
			}
			k := ho53bJaKanji(v)
			if strings.HasPrefix(k, "千") {
				k = "一万" + strings.TrimPrefix(k, "千")
			} else {
				k = strings.Replace(k, "千", "万", 1)
			}
			return s[:m[4]] + k + s[m[6]:]
		}
		return s
	}},
}

// ho53bLogAll logs every changed sentence, not only the first two of a kind.
var ho53bLogAll = false

// ho53bChangedSentence gives the golden and damaged sentences around the first place
// the two texts differ.
func ho53bChangedSentence(golden, damaged string) (string, string) {
	i := 0
	for i < len(golden) && i < len(damaged) && golden[i] == damaged[i] {
		i++
	}
	j, k := len(golden), len(damaged)
	for j > i && k > i && golden[j-1] == damaged[k-1] {
		j--
		k--
	}
	for i > 0 && !utf8.RuneStart(golden[i]) {
		i--
	}
	start := i
	for start > 0 {
		r, size := utf8.DecodeLastRuneInString(golden[:start])
		if r == '\n' || r == '。' || r == '|' || (r == ' ' && start-size > 0 && golden[start-size-1] == '.') {
			break
		}
		start -= size
	}
	end := func(s string, at int) int {
		for at < len(s) {
			r, size := utf8.DecodeRuneInString(s[at:])
			at += size
			if r == '\n' || r == '。' || r == '|' || (r == '.' && (at == len(s) || s[at] == ' ')) {
				if r == '\n' || r == '|' {
					at -= size
				}
				break
			}
		}
		return at
	}
	return strings.TrimSpace(golden[start:end(golden, j)]), strings.TrimSpace(damaged[start:end(damaged, k)])
}
