package grade

// Held-out batch 19c: business-convention errors that a native Japanese or German
// reviewer rejects and that a model trained mostly on English makes. Nothing here is
// a typo or a changed fact in the usual sense; each kind carries an English (or
// otherwise foreign) convention into a ja/de business text: a salutation in the
// wrong grammatical case or followed by a capitalised word, an invented academic
// title, a calqued closing ("Sincerely," as "Aufrichtig,") or salutation ("Dear" as
// 親愛なる), a date written month first, an address with the postcode after the town
// or the house number before the street, a Japanese address in Western order, an
// era year converted off by one, a weekday in English, 午後 before a 24-hour hour,
// the customer called by the given name only, the writer's own action in sonkeigo,
// the customer's in kenjougo, and the writer's own company honoured with 様.
// Each kind damages one place of the answer and leaves the rest as it was.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	// A German salutation line ending in a comma, the blank line after it, and the
	// first letter of the body.
	ho19cDeSalutationBody = regexp.MustCompile(`(?m)^((?:Sehr geehrte[r]?|Liebe[r]?|Guten Tag)[^\n]*,\n\n?)(\p{Ll})`)
	// "Sehr geehrter Herr" as the salutation of a letter.
	ho19cDeHerrSalutation = regexp.MustCompile(`(Sehr geehrter) Herr `)
	// Herr, Herrn or Frau followed by the next word (a title or a name).
	ho19cDePersonRef = regexp.MustCompile(`\b(Herrn?|Frau) (\p{Lu}[\p{L}]*)`)
	// A German date: 12.11.2026 or 26. Oktober 2026.
	ho19cDeAnyDate = regexp.MustCompile(`\b(\d{1,2})\.(?:(\d{1,2})\.|\s(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\s)(\d{4})\b`)
	// A German postcode and the town after it (Ludwigshafen am Rhein, Bad Schwartau).
	ho19cDePLZTown = regexp.MustCompile(`(^|[^\d\-.,])(\d{5}) ((?:Bad )?\p{Lu}[\p{L}\-]+(?: (?:am|an der|im|in der|ob der|bei) \p{Lu}[\p{L}\-]+)?)`)
	// A German street with its house number.
	ho19cDeStreetNo = regexp.MustCompile(`(\p{Lu}[\p{L}\-]*(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|chaussee)) (\d{1,4}[a-z]?)\b`)
	// The formal German closing on a line of its own.
	ho19cDeClosing = regexp.MustCompile(`(?m)^(?:Mit freundlichen Grüßen|Freundliche Grüße)$`)

	// A Japanese salutation line: a name or a name with a job title and its honorific.
	ho19cJaSalutation = regexp.MustCompile(`(?m)^(\p{Han}[\p{Han}\p{Hiragana}\p{Katakana}ー 　]{0,12}(?:様|部長|課長|係長|社長|殿|御中))\n`)
	// A full personal name (family name, space, given name) with 様.
	ho19cJaFullNameSama = regexp.MustCompile(`(\p{Han}{1,3})[ 　](\p{Han}{1,3}|\p{Hiragana}{2,4})様`)
	// The writer's own action in kenjougo with お/ご … いたします.
	ho19cJaOwnHumble = regexp.MustCompile(`([おご])([\p{Han}\p{Hiragana}]{1,4}?)いたし(ます|ました)`)
	// The customer's action with お/ご … いただいた / いただける / いただけます.
	ho19cJaCustomerItadaku = regexp.MustCompile(`([おご][\p{Han}\p{Hiragana}]{1,4}?)いただ(いた|ける|けます)`)
	ho19cJaGoKakunin       = regexp.MustCompile(`をご確認(ください|くださいますよう)`)
	// A hour of the afternoon or evening in 24-hour form.
	ho19cJaHour = regexp.MustCompile(`(^|[^\d午後])(\d{1,2})時`)
	// A Japanese address: prefecture, city or ward, an optional ward, the rest up to a
	// space or a punctuation mark.
	ho19cJaAddress  = regexp.MustCompile(`(\p{Han}{2,3}[都道府県])(\p{Han}{1,5}?[市区町村郡])(\p{Han}{1,4}?区)?([\p{Han}\p{Hiragana}\p{Katakana}ー\d０-９\-－]+)`)
	ho19cJaWestYear = regexp.MustCompile(`(^|[^\d])(20\d\d)年`)
	ho19cJaReiwa    = regexp.MustCompile(`令和(\d{1,2})年`)
	ho19cJaWeekday  = regexp.MustCompile(`（([月火水木金土日])）`)
	ho19cDeWeekday  = regexp.MustCompile(`\b(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b`)
	// The writer's own company in the standard phrases of a customer letter:
	// いつも◯◯をご利用…, 今後とも◯◯をよろしく….
	ho19cJaOwnCompany = regexp.MustCompile(`(いつも|今後とも)([\p{Katakana}\p{Han}ー]{3,})(を|に)`)
)

var ho19cDeMonthByNum = map[string]string{"1": "Januar", "2": "Februar", "3": "März", "4": "April", "5": "Mai", "6": "Juni",
	"7": "Juli", "8": "August", "9": "September", "10": "Oktober", "11": "November", "12": "Dezember"}

var ho19cJaWeekdayEn = map[string]string{"月": "Mon", "火": "Tue", "水": "Wed", "木": "Thu", "金": "Fri", "土": "Sat", "日": "Sun"}

var ho19cDeWeekdayEn = map[string]string{"Montag": "Monday", "Dienstag": "Tuesday", "Mittwoch": "Wednesday",
	"Donnerstag": "Thursday", "Freitag": "Friday", "Samstag": "Saturday", "Sonntag": "Sunday"}

// ho19cUpperFirst capitalises the first rune of s.
func ho19cUpperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// ho19cFirstFunc rewrites the first match of re for which f returns ok.
func ho19cFirstFunc(re *regexp.Regexp, s string, f func(m []string) (string, bool)) string {
	for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
		m := make([]string, len(loc)/2)
		for i := range m {
			if loc[2*i] >= 0 {
				m[i] = s[loc[2*i]:loc[2*i+1]]
			}
		}
		if nw, ok := f(m); ok {
			return s[:loc[0]] + nw + s[loc[1]:]
		}
	}
	return s
}

var heldOutBatch19c = []heldOutKind{
	// The body after the salutation's comma starts with a capital, as after an English
	// "Dear Mr Weiß,": "Sehr geehrter Herr Weiß,\n\nVielen Dank …".
	{"ho19c_de_body_capitalised_after_salutation_comma", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(ho19cDeSalutationBody, s, func(m []string) string { return m[1] + ho19cUpperFirst(m[2]) })
	}},
	// The salutation in the accusative of the address field: "Sehr geehrter Herrn Weiß,".
	{"ho19c_de_salutation_herrn_accusative", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(ho19cDeHerrSalutation, s, func(m []string) string { return m[1] + " Herrn " })
	}},
	// A doctor's title invented for the first person named without one:
	// "Sehr geehrte Frau Schäfer" → "Sehr geehrte Frau Dr. Schäfer", "Herr Oßwald" → "Herr Dr. Oßwald".
	{"ho19c_de_doctor_title_invented", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho19cFirstFunc(ho19cDePersonRef, s, func(m []string) (string, bool) {
			switch m[2] {
			case "Dr", "Prof", "Professor", "Professorin", "Doktor", "Dipl", "Ing":
				return "", false
			}
			return m[1] + " Dr. " + m[2], true
		})
	}},
	// A date in English order with the German month name: "am 12.11.2026" →
	// "am November 12, 2026", "26. Oktober 2026" → "Oktober 26, 2026".
	{"ho19c_de_date_month_first_us_order", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho19cFirstFunc(ho19cDeAnyDate, s, func(m []string) (string, bool) {
			month := m[3]
			if month == "" {
				mn := strings.TrimLeft(m[2], "0")
				var ok bool
				if month, ok = ho19cDeMonthByNum[mn]; !ok {
					return "", false
				}
			}
			day := strings.TrimLeft(m[1], "0")
			if day == "" {
				return "", false
			}
			return month + " " + day + ", " + m[4], true
		})
	}},
	// The postcode after the town, as in an English-speaking address:
	// "67059 Ludwigshafen am Rhein" → "Ludwigshafen am Rhein 67059".
	{"ho19c_de_postcode_after_town", "first", func(lang, s string) string {
		return hoFirstMatch(ho19cDePLZTown, s, func(m []string) string { return m[1] + m[3] + " " + m[2] })
	}},
	// The house number before the street, as in an English address:
	// "Gießereistraße 14" → "14 Gießereistraße".
	{"ho19c_de_house_number_before_street", "first", func(lang, s string) string {
		return hoFirstMatch(ho19cDeStreetNo, s, func(m []string) string { return m[2] + " " + m[1] })
	}},
	// The closing "Sincerely," calqued word for word: "Mit freundlichen Grüßen" → "Aufrichtig,".
	{"ho19c_de_closing_sincerely_calque", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(ho19cDeClosing, s, func(m []string) string { return "Aufrichtig," })
	}},
	// The English "Dear" calqued before the addressee: "小林 恵子様" → "親愛なる小林 恵子様".
	{"ho19c_ja_salutation_dear_calque", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho19cJaSalutation, s, func(m []string) string { return "親愛なる" + m[1] + "\n" })
	}},
	// The customer addressed by the given name alone, on first-name terms:
	// "中島 大輔様" → "大輔様".
	{"ho19c_ja_customer_given_name_only", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho19cJaFullNameSama, s, func(m []string) string { return m[2] + "様" })
	}},
	// The writer's own action raised into sonkeigo (お/ご…になる):
	// "お送りいたします" → "お送りになります", "ご説明いたします" → "ご説明になります".
	{"ho19c_ja_own_action_o_ni_naru", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho19cFirstFunc(ho19cJaOwnHumble, s, func(m []string) (string, bool) {
			// The verb must start right after お/ご (お送り, ご説明), not inside a word
			// (とおり確定…); お願い and お詫び are left alone.
			if r, _ := utf8.DecodeRuneInString(m[2]); !unicode.Is(unicode.Han, r) ||
				strings.Contains(m[2], "願") || strings.Contains(m[2], "詫") {
				return "", false
			}
			end := "ります"
			if m[3] == "ました" {
				end = "りました"
			}
			return m[1] + m[2] + "にな" + end, true
		})
	}},
	// The customer's action lowered into kenjougo: "ご利用いただける" → "ご利用できる",
	// "お送りいただいた写真" → "お送りした写真", "をご確認ください" → "を拝見してください".
	{"ho19c_ja_customer_action_humbled", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		a := ho19cJaCustomerItadaku.FindStringIndex(s)
		b := ho19cJaGoKakunin.FindStringIndex(s)
		if a != nil && (b == nil || a[0] < b[0]) {
			return hoFirstMatch(ho19cJaCustomerItadaku, s, func(m []string) string {
				switch m[2] {
				case "いた":
					return m[1] + "した"
				case "ける":
					return m[1] + "できる"
				}
				return m[1] + "できます"
			})
		}
		return hoFirstMatch(ho19cJaGoKakunin, s, func(m []string) string { return "を拝見して" + m[1] })
	}},
	// 午後 put before an hour already written in 24-hour form: "14時" → "午後14時".
	{"ho19c_ja_gogo_before_24h_hour", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho19cFirstFunc(ho19cJaHour, s, func(m []string) (string, bool) {
			h, err := strconv.Atoi(m[2])
			if err != nil || h < 13 || h > 23 {
				return "", false
			}
			return m[1] + "午後" + m[2] + "時", true
		})
	}},
	// A Japanese address in Western order, smallest part first:
	// "大阪府大阪市北区梅田2丁目4番9号" → "梅田2丁目4番9号、北区、大阪市、大阪府".
	{"ho19c_ja_address_western_order", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho19cJaAddress, s, func(m []string) string {
			parts := []string{m[4]}
			if m[3] != "" {
				parts = append(parts, m[3])
			}
			parts = append(parts, m[2], m[1])
			return strings.Join(parts, "、")
		})
	}},
	// A Western year given as a Reiwa year one off (2026年 → 令和7年, as if 令和1年 were
	// 2020), or a Reiwa year given as a Western year one off (令和8年 → 2027年).
	{"ho19c_ja_era_year_off_by_one", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if out := ho19cFirstFunc(ho19cJaWestYear, s, func(m []string) (string, bool) {
			y, _ := strconv.Atoi(m[2])
			if y < 2021 {
				return "", false
			}
			return m[1] + "令和" + strconv.Itoa(y-2019) + "年", true
		}); out != s {
			return out
		}
		return hoFirstMatch(ho19cJaReiwa, s, func(m []string) string {
			n, _ := strconv.Atoi(m[1])
			return strconv.Itoa(2019+n) + "年"
		})
	}},
	// The weekday of a date written in English: "10月23日（金）" → "10月23日（Fri）",
	// "Montag, 26. Oktober" → "Monday, 26. Oktober".
	{"ho19c_weekday_in_english", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho19cJaWeekday, s, func(m []string) string { return "（" + ho19cJaWeekdayEn[m[1]] + "）" })
		}
		return hoFirstMatch(ho19cDeWeekday, s, func(m []string) string { return ho19cDeWeekdayEn[m[1]] })
	}},
	// The writer's own company honoured with 様 in the letter's set phrases:
	// "いつもハルカゼ寝具店をご利用" → "いつもハルカゼ寝具店様をご利用".
	{"ho19c_ja_own_company_sama", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho19cFirstFunc(ho19cJaOwnCompany, s, func(m []string) (string, bool) {
			if strings.HasSuffix(m[2], "様") || strings.HasPrefix(m[2], "当") || strings.HasPrefix(m[2], "弊") {
				return "", false
			}
			return m[1] + m[2] + "様" + m[3], true
		})
	}},
}
