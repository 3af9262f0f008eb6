package grade

// Batch 87c: German (and the matching Japanese) business-letter conventions. A model
// that knows the words of a letter but not its rules breaks the frame around the
// facts: the Anrede runs into the body or opens with a Grußformel, the Grußformel takes
// the Anrede's adjective, a Betreff line is left as a template slot or duzt a reader the
// letter siezt, Herr/Frau and academic titles land on the wrong side of a name or get
// doubled, a woman's surname is gendered with -in, a reference number is grouped like
// an amount, and dates are written in the other study language's notation or with an
// English month. Each is something a German (or Japanese) reviewer rejects in a reply
// to a customer.

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

var (
	b87cDeFrau       = regexp.MustCompile(`Frau (?:(?:Prof|Dr)\. )*(?:\p{Lu}\p{Ll}+ )?(\p{Lu}\p{Ll}+)`)
	b87cDeTitled     = regexp.MustCompile(`(Herrn?|Frau) ((?:(?:Prof|Dr)\. )+)`)
	b87cDeAnrede     = regexp.MustCompile(`(?m)^((?:Sehr geehrte[r]?|Hallo|Liebe[r]?|Guten Tag) [^\n,]+),\n\n?(\p{Ll})`)
	b87cDeAnredeLine = regexp.MustCompile(`(?m)^(?:Sehr geehrte[r]?|Hallo|Liebe[r]?|Guten Tag) [^\n,]+,\n`)
	b87cDeAnredeHead = regexp.MustCompile(`^(?:Sehr geehrte[r]?) ([^\n,]+),`)
	b87cJaAnrede     = regexp.MustCompile(`^([^\n]{1,24}?(?:様|部長|課長|御中))\n\n?`)
	b87cCodeID       = regexp.MustCompile(`(^|[^A-Za-z0-9-])([A-Z]{2,5}-)(\d)(\d{3}|\d\d)(\d{0,2})($|[^\d-])`)
	b87cDrTitle      = regexp.MustCompile(`((?:Prof\. )?)Dr\. `)
	b87cDeNumDate    = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4})`)
	b87cDeNameDate   = regexp.MustCompile(`(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (\d{4})`)
	b87cJaDate       = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	b87cJaSama       = regexp.MustCompile(`(^|[^\p{Han}\p{Katakana}ー])(\p{Han}{1,4}(?: \p{Han}{1,4})?)様`)
	b87cDeHerrName   = regexp.MustCompile(`(Herrn?|Frau) (\p{Lu}\p{Ll}+)($|[^.\p{L}])`)
)

var b87cEnMonths = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}

// b87cReplaceWord replaces every occurrence of word that is not part of a longer word.
func b87cReplaceWord(s, word, with string) string {
	re := regexp.MustCompile(`(^|[^\p{L}])` + regexp.QuoteMeta(word) + `($|[^\p{L}])`)
	return re.ReplaceAllString(s, "${1}"+strings.ReplaceAll(with, "$", "$$")+"${2}")
}

// b87cLetterStart reports whether the text opens with a letter's Anrede line.
func b87cLetterStart(lang, s string) bool {
	if lang == "ja" {
		return b87cJaAnrede.MatchString(s)
	}
	loc := b87cDeAnredeLine.FindStringIndex(s)
	return loc != nil && loc[0] == 0
}

var heldOutBatch87c = []heldOutKind{
	// A woman's surname is "gendered" with -in, as a model over-applying gendered forms
	// does: the person's name is now wrong (and reads as a job: Jägerin, Müllerin).
	// de: Sehr geehrte Frau Schäfer, → Sehr geehrte Frau Schäferin,
	{"b87c_de_female_surname_given_feminine_suffix_in", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		for _, m := range b87cDeFrau.FindAllStringSubmatch(s, -1) {
			name := m[1]
			if strings.HasSuffix(name, "e") || strings.HasSuffix(name, "in") {
				continue
			}
			return b87cReplaceWord(s, name, name+"in")
		}
		return s
	}},

	// The academic title is put before Herr/Frau, in an English-like order no German
	// letter uses: the Anrede or reference to the person is broken.
	// de: Sehr geehrter Herr Prof. Dr. Hoffmann, → Sehr geehrter Prof. Dr. Herr Hoffmann,
	{"b87c_de_academic_title_placed_before_herr_frau", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(b87cDeTitled, s, func(m []string) string { return m[2] + m[1] + " " })
	}},

	// The Anrede loses its comma and line break and runs into the first body sentence,
	// which keeps its lowercase start: the letter opens with one broken sentence.
	// de: Sehr geehrter Herr Weiß,\n\nvielen Dank für … → Sehr geehrter Herr Weiß vielen Dank für …
	// ja: 小林 恵子様\n\nいつもハルカゼ寝具店を… → 小林 恵子様いつもハルカゼ寝具店を…
	{"b87c_salutation_run_into_first_sentence", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b87cJaAnrede, s, func(m []string) string { return m[1] })
		}
		return hoFirstMatch(b87cDeAnrede, s, func(m []string) string { return m[1] + " " + m[2] })
	}},

	// The Grußformel takes the Anrede's adjective, a fused formula no German writes.
	// de: Mit freundlichen Grüßen → Mit sehr geehrten Grüßen
	{"b87c_de_closing_formula_takes_salutation_adjective", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		if strings.Contains(s, "Mit freundlichen Grüßen") {
			return strings.Replace(s, "Mit freundlichen Grüßen", "Mit sehr geehrten Grüßen", 1)
		}
		return strings.Replace(s, "Freundliche Grüße", "Sehr geehrte Grüße", 1)
	}},

	// The letter opens with a Betreff line the model left as a template slot.
	// de: Sehr geehrter Herr Weiß, … → Betreff: [Betreff einfügen]\n\nSehr geehrter Herr Weiß, …
	// ja: 中島 大輔様 … → 件名：【件名を入力】\n\n中島 大輔様 …
	{"b87c_betreff_line_left_as_placeholder", "first", func(lang, s string) string {
		if !b87cLetterStart(lang, s) {
			return s
		}
		if lang == "ja" {
			return "件名：【件名を入力】\n\n" + s
		}
		return "Betreff: [Betreff einfügen]\n\n" + s
	}},

	// A reference number is grouped like an amount (DIN 5008 thousands grouping applied
	// to an ID): the customer's order or ticket number no longer matches.
	// de: Bestellung WE-20417 → Bestellung WE-20.417
	// ja: ご注文番号WS-30982 → ご注文番号WS-30,982
	{"b87c_reference_number_digits_grouped_like_amount", "first", func(lang, s string) string {
		sep := "."
		if lang == "ja" {
			sep = ","
		}
		return hoFirstMatch(b87cCodeID, s, func(m []string) string {
			digits := m[3] + m[4] + m[5]
			if len(digits) < 4 {
				return m[0]
			}
			cut := len(digits) - 3
			return m[1] + m[2] + digits[:cut] + sep + digits[cut:] + m[6]
		})
	}},

	// A doctorate is doubled: the person gets a second doctor's title they do not hold.
	// de: Frau Dr. Vogt → Frau Dr. Dr. Vogt
	// ja: Prof. Dr. Katharina Weber教授 → Prof. Dr. Dr. Katharina Weber教授
	{"b87c_academic_doctorate_doubled", "first", func(lang, s string) string {
		return hoFirstMatch(b87cDrTitle, s, func(m []string) string { return m[1] + "Dr. Dr. " })
	}},

	// A Betreff line from a shop template duzt the reader of a letter that siezt them.
	// de: Sehr geehrter Herr Groß, … → Betreff: Deine Bestellung KS-7741\n\nSehr geehrter Herr Groß, …
	{"b87c_de_betreff_line_in_du_form", "raw", func(lang, s string) string {
		if lang != "de" || !b87cLetterStart(lang, s) {
			return s
		}
		if id := hoID.FindString(s); id != "" {
			return "Betreff: Deine Bestellung " + id + "\n\n" + s
		}
		return "Betreff: Deine Anfrage\n\n" + s
	}},

	// The Anrede is replaced by the Grußformel, used as an opening "Greetings":
	// the letter opens with its closing formula.
	// de: Sehr geehrte Frau Schäfer, → Mit freundlichen Grüßen, Frau Schäfer,
	{"b87c_de_salutation_replaced_by_closing_formula", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(b87cDeAnredeHead, s, func(m []string) string {
			return "Mit freundlichen Grüßen, " + m[1] + ","
		})
	}},

	// A date is written in the other study language's notation: kanji in a German
	// letter, a German dotted date in a Japanese one.
	// de: am 20.10.2026 → am 2026年10月20日
	// ja: 2026年10月30日（金） → 30.10.2026（金）
	{"b87c_date_written_in_other_study_languages_notation", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b87cJaDate, s, func(m []string) string {
				if m[1] == "" {
					return m[3] + "." + m[2] + "."
				}
				return m[3] + "." + m[2] + "." + m[1]
			})
		}
		num := b87cDeNumDate.FindStringIndex(s)
		name := b87cDeNameDate.FindStringIndex(s)
		if name != nil && (num == nil || name[0] < num[0]) {
			return hoFirstMatch(b87cDeNameDate, s, func(m []string) string {
				for i, mo := range deMonths {
					if mo == m[2] {
						return m[3] + "年" + strconv.Itoa(i+1) + "月" + m[1] + "日"
					}
				}
				return m[0]
			})
		}
		return hoFirstMatch(b87cDeNumDate, s, func(m []string) string {
			mo, _ := strconv.Atoi(m[2])
			d, _ := strconv.Atoi(m[1])
			return m[3] + "年" + strconv.Itoa(mo) + "月" + strconv.Itoa(d) + "日"
		})
	}},

	// A German date is written with an English month name (months spelt alike in both
	// languages, such as November, are skipped).
	// de: bis zum 22.10.2026 → bis zum 22. October 2026
	// de: Montag, 26. Oktober 2026 → Montag, 26. October 2026
	{"b87c_de_date_given_english_month_name", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		type hit struct{ at, end, day, mo, year int }
		var hits []hit
		for _, loc := range b87cDeNumDate.FindAllStringSubmatchIndex(s, -1) {
			d, _ := strconv.Atoi(s[loc[2]:loc[3]])
			mo, _ := strconv.Atoi(s[loc[4]:loc[5]])
			y, _ := strconv.Atoi(s[loc[6]:loc[7]])
			hits = append(hits, hit{loc[0], loc[1], d, mo, y})
		}
		for _, loc := range b87cDeNameDate.FindAllStringSubmatchIndex(s, -1) {
			d, _ := strconv.Atoi(s[loc[2]:loc[3]])
			y, _ := strconv.Atoi(s[loc[6]:loc[7]])
			for i, mo := range deMonths {
				if mo == s[loc[4]:loc[5]] {
					hits = append(hits, hit{loc[0], loc[1], d, i + 1, y})
				}
			}
		}
		slices.SortFunc(hits, func(a, b hit) int { return a.at - b.at })
		for _, h := range hits {
			if h.mo < 1 || h.mo > 12 || deMonths[h.mo-1] == b87cEnMonths[h.mo-1] {
				continue
			}
			return s[:h.at] + strconv.Itoa(h.day) + ". " + b87cEnMonths[h.mo-1] + " " + strconv.Itoa(h.year) + s[h.end:]
		}
		return s
	}},

	// The honorific is put on the wrong side of the name, each language calquing the
	// other's order: 様 before the name, Herr/Frau after it.
	// ja: 渡辺 弘様 → 様渡辺 弘
	// de: Sehr geehrter Herr Weiß, → Sehr geehrter Weiß Herr,
	{"b87c_honorific_put_on_wrong_side_of_name", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b87cJaSama, s, func(m []string) string { return m[1] + "様" + m[2] })
		}
		return hoFirstMatch(b87cDeHerrName, s, func(m []string) string { return m[2] + " " + m[1] + m[3] })
	}},
}
