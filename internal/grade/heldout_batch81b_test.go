package grade

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Batch 81b: what a translation reviewer marks. Every answer that crosses between
// German and Japanese (the two translate cases, and every answer that restates a source
// in the other language or register) can carry the other language's habits into the
// text: a Japanese honorific or a German title glued to a name (Jäger-san, ヘル・渡辺),
// a Japanese name back-transliterated into katakana, a count or a currency written with
// the other language's word, an amount grouped in Japanese fours, a Japanese date put in
// German day-month-year order, Japanese calques in German (ご as „ehrenwert“, ね as
// „nicht wahr?“, the dropped subject „wir“), an archaic ござる for ございます, and an
// unresolved translator's alternative of another sense left in the text. Each kind
// damages one place and leaves the rest of the golden as it is.
var heldOutBatch81b = []heldOutKind{
	// The first Japanese person named with 様/部長/課長 gets a German title in katakana
	// in front, as a translator who kept „Herr/Frau“ writes:
	// 渡辺 弘様 → ヘル・渡辺 弘様; 小林 恵子様 → フラウ・小林 恵子様; 佐藤部長 → ヘル・佐藤部長.
	{"b81b_ja_honorific_name_given_katakana_german_title_prefix", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b81bJaHonorificName, s, func(m []string) string {
			title := "ヘル・"
			if g := strings.TrimSpace(strings.TrimPrefix(m[3], "　")); g != "" {
				if last, _ := utf8.DecodeLastRuneInString(g); strings.ContainsRune("子美咲恵香奈", last) {
					title = "フラウ・"
				}
			}
			return m[1] + title + m[2] + m[3] + m[4]
		})
	}},
	// The first German third-person mention with Herr/Frau (outside the salutation) loses
	// the German title and gets the Japanese -san suffix instead:
	// die Statik prüft Frau Dr. Jäger → die Statik prüft Dr. Jäger-san;
	// Frau Müller von der Hausverwaltung → Müller-san von der Hausverwaltung.
	{"b81b_de_third_person_title_replaced_by_japanese_san_suffix", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		for _, loc := range b81bDeTitledName.FindAllStringSubmatchIndex(s, -1) {
			lineStart := strings.LastIndex(s[:loc[0]], "\n") + 1
			if strings.HasPrefix(s[lineStart:], "Sehr geehrte") {
				continue
			}
			return s[:loc[0]] + s[loc[4]:loc[5]] + s[loc[6]:loc[7]] + "-san" + s[loc[1]:]
		}
		return s
	}},
	// The first count is written with the other language's number word: in German the
	// Japanese kanji numeral, in Japanese the German word:
	// 24 Stunden vorher → 二十四 Stunden vorher; zwei Wärmepumpen → 二 Wärmepumpen;
	// 電池（CR2032）2個 → 電池（CR2032）zwei個; ユーザーを1名追加 → ユーザーをein名追加.
	{"b81b_count_written_with_other_languages_number_word", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b81bJaCount, s, func(m []string) string {
				n, _ := strconv.Atoi(m[2])
				return m[1] + b81bGermanNumber(n) + m[3]
			})
		}
		return hoFirstMatch(b81bDeCount, s, func(m []string) string {
			n, err := strconv.Atoi(m[2])
			if err != nil {
				n = b81bDeWordValue[m[2]]
			}
			return m[1] + b81bKanjiNumber(n) + m[3]
		})
	}},
	// A translator's alternative of another sense is left unresolved after the first word
	// that has one:
	// Die Lieferung erfolgt am 12.11.2026 → Die Lieferung/Abholung erfolgt am 12.11.2026;
	// 訪問日時を下記のとおり → 訪問/来店日時を下記のとおり.
	{"b81b_unresolved_translation_alternative_with_other_sense", "first", func(lang, s string) string {
		alts := b81bDeAlternatives
		if lang == "ja" {
			alts = b81bJaAlternatives
		}
		best, bestAt := -1, len(s)
		for i, a := range alts {
			if at := strings.Index(s, a[0]); at >= 0 && at < bestAt {
				best, bestAt = i, at
			}
		}
		if best < 0 {
			return s
		}
		a := alts[best]
		return s[:bestAt] + a[0] + "/" + a[1] + s[bestAt+len(a[0]):]
	}},
	// The first currency unit is written with the other language's word for the same
	// currency: 3.912,50 € → 3.912,50 ユーロ; 500円分のクーポン → 500 Yen分のクーポン.
	{"b81b_currency_unit_written_in_other_languages_word", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b81bJaYen, s, func(m []string) string { return m[1] + " Yen" })
		}
		return hoFirstMatch(b81bDeEuro, s, func(m []string) string { return m[1] + " ユーロ" })
	}},
	// The reader's possessive gets the Japanese honorific ご/お calqued as „ehrenwert“:
	// vielen Dank für Ihre Nachricht → vielen Dank für Ihre ehrenwerte Nachricht;
	// bestätigen wir Ihren Kontrolltermin → bestätigen wir Ihren ehrenwerten Kontrolltermin.
	{"b81b_de_reader_possessive_given_calqued_honorific_ehrenwert", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(b81bDeIhre, s, func(m []string) string {
			adj := "ehrenwerten"
			if m[1] == "Ihre" {
				adj = "ehrenwerte"
			}
			return m[1] + " " + adj + " " + m[2]
		})
	}},
	// The first Japanese surname is back-transliterated into katakana, as from a romanised
	// source: 小林 恵子様 → コバヤシ 恵子様; 佐藤部長 → サトウ部長; 髙橋 美咲 → タカハシ 美咲.
	{"b81b_ja_surname_back_transliterated_into_katakana", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		best, bestAt := -1, len(s)
		for i, p := range b81bJaSurnames {
			if at := strings.Index(s, p[0]); at >= 0 && at < bestAt {
				best, bestAt = i, at
			}
		}
		if best < 0 {
			return s
		}
		p := b81bJaSurnames[best]
		return s[:bestAt] + p[1] + s[bestAt+len(p[0]):]
	}},
	// The first ございます form drops to the archaic samurai ござる, a politeness level
	// lost in one sentence: 誠にありがとうございます → 誠にありがとうござる;
	// 誠に申し訳ございません → 誠に申し訳ござらん.
	{"b81b_ja_gozaimasu_made_archaic_gozaru", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b81bGozai, s, func(m []string) string {
			switch m[0] {
			case "ございません":
				return "ござらん"
			case "ございましたら":
				return "ござったら"
			case "ございました":
				return "ござった"
			}
			return "ござる"
		})
	}},
	// The first amount of five or more integer digits is grouped in Japanese fours
	// (万 grouping) instead of thousands: 36.400,00 € → 3.6400,00 €;
	// 基本料金33,000円 → 基本料金3,3000円; | 24,800円 | → | 2,4800円 |.
	{"b81b_amount_grouped_in_fours_myriad_style", "first", func(lang, s string) string {
		re, sep := b81bDeGrouped, "."
		if lang == "ja" {
			re, sep = b81bJaGrouped, ","
		}
		for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
			intPart := s[loc[2]:loc[3]]
			digits := strings.ReplaceAll(intPart, sep, "")
			if len(digits) < 5 {
				continue
			}
			var b strings.Builder
			for i, r := range digits {
				if i > 0 && (len(digits)-i)%4 == 0 {
					b.WriteString(sep)
				}
				b.WriteRune(r)
			}
			return s[:loc[2]] + b.String() + s[loc[3]:]
		}
		return s
	}},
	// A German statement from the middle of the answer is closed with the calqued
	// Japanese ね as a tag question: Die nächste Sitzung findet am 12.11.2026 statt. →
	// Die nächste Sitzung findet am 12.11.2026 statt, nicht wahr?
	{"b81b_de_statement_given_calqued_ne_tag_question", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			body := strings.TrimRight(sen, " ")
			if !strings.HasSuffix(body, ".") || utf8.RuneCountInString(body) < 30 {
				return sen
			}
			words := strings.Fields(strings.TrimLeft(body, "-* "))
			if len(words) < 4 || words[0] == "Bitte" || words[1] == "Sie" || strings.HasSuffix(words[0], ".") {
				return sen
			}
			return strings.TrimSuffix(body, ".") + ", nicht wahr?" + sen[len(body):]
		})
	}},
	// The first full Japanese date is written in German day-month-year order with the
	// Japanese units kept: 2026年10月23日（金） → 23日10月2026年（金）;
	// 2026年10月14日には → 14日10月2026年には.
	{"b81b_ja_date_units_in_german_day_month_year_order", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b81bJaFullDate, s, func(m []string) string {
			return m[3] + "日" + m[2] + "月" + m[1] + "年"
		})
	}},
	// The first German subject „wir“ is dropped as Japanese drops its subject, leaving
	// the act without its actor: Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe
	// zu. → Senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.; Wir bitten Sie,
	// die Unannehmlichkeiten zu entschuldigen. → Bitten Sie, die Unannehmlichkeiten zu
	// entschuldigen.
	{"b81b_de_subject_wir_dropped_as_in_japanese", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(b81bDeWir, s, func(m []string) string {
			if m[2] == "Wir" {
				r, n := utf8.DecodeRuneInString(m[3])
				return m[1] + string(unicode.ToUpper(r)) + m[3][n:]
			}
			return m[1] + m[3]
		})
	}},
}

var (
	b81bJaHonorificName = regexp.MustCompile(`(^|[^\p{Han}\p{Katakana}ー])((?:[^客皆各\P{Han}])\p{Han}?)((?:[ 　]\p{Han}{1,2})?)(様|部長|課長)`)
	b81bDeTitledName    = regexp.MustCompile(`\b(Herrn?|Frau) ((?:Prof\. )?(?:Dr\. )?)((?:\p{Lu}\p{Ll}+ )?\p{Lu}\p{L}+)`)
	b81bJaCount         = regexp.MustCompile(`(^|[^\d,.第A-Za-z])(\d{1,2})(個|名|箱|台|件|桁|週間|日間|品目)`)
	b81bDeCount         = regexp.MustCompile(`(^|[^\p{L}\d.,])(\d{1,2}|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)( (?:Minuten|Stunden|Tage|Tagen|Wochen|Jahre|Jahren|Monate|Monaten|\p{Lu}\p{Ll}+en\b))`)
	b81bJaYen           = regexp.MustCompile(`(\d[\d,]*(?:億|万)?)円`)
	b81bDeEuro          = regexp.MustCompile(`(\d,\d\d) €`)
	b81bDeIhre          = regexp.MustCompile(`\b(Ihre|Ihren|Ihrem|Ihrer) (\p{Lu}\p{L}+)`)
	b81bGozai           = regexp.MustCompile(`ございましたら|ございました|ございません|ございます`)
	b81bDeGrouped       = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})+),\d\d`)
	b81bJaGrouped       = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+)(?:[^\d,]|$)`)
	b81bJaFullDate      = regexp.MustCompile(`(\d{4})年(\d{1,2})月(\d{1,2})日`)
	b81bDeWir           = regexp.MustCompile(`(^|[ \n])(Wir|wir) (\p{L})`)
)

var b81bDeWordValue = map[string]int{"zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7,
	"acht": 8, "neun": 9, "zehn": 10, "elf": 11, "zwölf": 12}

// b81bKanjiNumber writes 1–99 in Japanese kanji numerals.
func b81bKanjiNumber(n int) string {
	digits := []string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"}
	t, u := n/10, n%10
	out := ""
	if t > 1 {
		out = digits[t]
	}
	if t > 0 {
		out += "十"
	}
	return out + digits[u]
}

// b81bGermanNumber writes 1–99 as a German number word („ein“ for 1, before a counter).
func b81bGermanNumber(n int) string {
	ones := []string{"", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun",
		"zehn", "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn"}
	tens := []string{"", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"}
	if n < 20 {
		return ones[n]
	}
	if n%10 == 0 {
		return tens[n/10]
	}
	return ones[n%10] + "und" + tens[n/10]
}

// b81bDeAlternatives: a word and a translator's alternative of another sense.
var b81bDeAlternatives = [][2]string{
	{"Lieferung", "Abholung"}, {"Versand", "Abholung"}, {"Ersatzlampe", "Leihlampe"},
	{"Austauschgerät", "Leihgerät"}, {"Mehrkosten", "Einsparungen"}, {"Inbetriebnahme", "Stilllegung"},
	{"Kontrolltermin", "Behandlungstermin"}, {"Benutzerkonto", "Bankkonto"}, {"Installateur", "Elektriker"},
	{"günstigste", "teuerste"}, {"Verdichter", "Kondensator"}, {"Rechnungsbetrag", "Restbetrag"},
}

// b81bJaAlternatives: a word and a translator's alternative of another sense.
var b81bJaAlternatives = [][2]string{
	{"発送", "回収"}, {"交換品", "返金"}, {"延期", "中止"}, {"移転", "閉鎖"}, {"訪問", "来店"},
	{"追加", "削除"}, {"電池", "充電器"}, {"調査", "修理"}, {"納品", "返品"}, {"固定価格", "概算価格"},
	{"途中解約", "途中変更"}, {"クレジットカード", "代金引換"},
}

// b81bJaSurnames: Japanese surnames and their katakana back-transliteration.
var b81bJaSurnames = [][2]string{
	{"小林", "コバヤシ"}, {"渡辺", "ワタナベ"}, {"中島", "ナカジマ"}, {"松本", "マツモト"}, {"髙橋", "タカハシ"},
	{"佐藤", "サトウ"}, {"石井", "イシイ"}, {"松田", "マツダ"}, {"西村", "ニシムラ"}, {"岡田", "オカダ"},
	{"小西", "コニシ"},
}
