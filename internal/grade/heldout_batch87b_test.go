package grade

// Batch 87b: Japanese business-document conventions beyond keigo verbs, with German
// counterparts where they exist. The kinds break the conventions a native reviewer
// checks in a business reply: how a party is addressed (敬称 on the right side of a
// name, 御中 for organisations only, no legal-register 貴殿 for a customer), which
// 頭語 suits an apology, keigo stacked into broken double humility, the legal form's
// place in a firm's name, the spelling of a customer's name (異体字, ß), the digit
// grouping and the clock convention of the language, the 都道府県 suffix of an
// address and codes that must stay half-width in data.

import (
	"regexp"
	"strconv"
	"strings"
)

var (
	b87bJaGroupedAmount = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+)(円|万円|ユーロ)`)
	b87bDeGroupedAmount = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})+),(\d{2})( ?€| Euro| EUR)`)
	b87bDeLegalForm     = regexp.MustCompile(`((?:\p{Lu}[\p{L}\-]*[ ]){1,3})(GmbH|AG|KG|OHG)($|[^\p{L}])`)
	b87bJaPmHour        = regexp.MustCompile(`(^|[^\d])(1[3-9]|2[0-3])時(?:(〜|～|から)(1[3-9]|2[0-3])時)?`)
	b87bDePmHour        = regexp.MustCompile(`(^|[^\d:,.])(1[3-9]|2[0-3])((?::\d\d)? Uhr)`)
	b87bJaMoushiage     = regexp.MustCompile(`([ごお](?:\p{Han}\p{Han}|\p{Han}り|\p{Han}))いたし`)
	b87bJaSalutation    = regexp.MustCompile(`^([^\n]{1,20}?)[ 　]?様(\n|$)`)
	b87bDeSalutation    = regexp.MustCompile(`(Sehr geehrte[r]?) (Herr|Frau) ((?:(?:Prof|Dr)\. )*)(\p{Lu}[\p{L}\-]+),`)
	b87bJaCompany       = regexp.MustCompile(`株式会社[\p{Katakana}ー\p{Han}]{2,12}|[\p{Katakana}ー\p{Han}]{2,12}株式会社`)
	b87bDeSurnameSz     = regexp.MustCompile(`(Herr|Frau|Herrn) ((?:(?:Prof|Dr)\. )*)(\p{Lu}\p{L}*ß\p{L}*)`)
	b87bJaCode          = regexp.MustCompile(`^[A-Z]{1,5}-\d{3,}$`)
)

// b87bJaLetterSalutation reports whether a ja text opens with a salutation line to a
// person (…様 or …部長/課長 on its own line).
func b87bJaLetterSalutation(s string) bool {
	first, _, ok := strings.Cut(s, "\n")
	if !ok {
		return false
	}
	first = strings.TrimSpace(first)
	return len([]rune(first)) <= 20 && (strings.HasSuffix(first, "様") || strings.HasSuffix(first, "部長") || strings.HasSuffix(first, "課長"))
}

var heldOutBatch87b = []heldOutKind{
	// An amount is grouped by the other language's convention, so a reader of the
	// answer's language reads another number.
	// ja: 合計38,500円（税込） → 合計38.500円（税込） (read as 38.5 yen)
	// de: Rechnungsbetrag 1.249,90 € → Rechnungsbetrag 1,249.90 €
	{"b87b_amount_grouped_by_other_languages_digit_convention", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b87bJaGroupedAmount, s, func(m []string) string {
				return strings.ReplaceAll(m[1], ",", ".") + m[2]
			})
		}
		return hoFirstMatch(b87bDeGroupedAmount, s, func(m []string) string {
			return strings.ReplaceAll(m[1], ".", ",") + "." + m[2] + m[3]
		})
	}},

	// The legal form of a German firm is put in front of the name, as 前株 puts 株式会社
	// first: the firm is named wrongly.
	// de: Weißenfels Elektrotechnik GmbH → GmbH Weißenfels Elektrotechnik
	{"b87b_de_legal_form_put_before_firm_name", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(b87bDeLegalForm, s, func(m []string) string {
			return m[2] + " " + strings.TrimRight(m[1], " ") + m[3]
		})
	}},

	// A letter to a customer opens with 前略 and closes with 草々: the pair drops the
	// courtesies and is rude in an apology or a reply to a customer.
	// ja: 小林 恵子様\n\nいつも… → 小林 恵子様\n\n前略　いつも… …よろしくお願いいたします。\n草々
	{"b87b_ja_customer_letter_given_zenryaku_sousou_pair", "strings", func(lang, s string) string {
		if lang != "ja" || !b87bJaLetterSalutation(s) || strings.Contains(s, "前略") {
			return s
		}
		lines := strings.Split(s, "\n")
		first, last := -1, -1
		for i := 1; i < len(lines); i++ {
			if strings.TrimSpace(lines[i]) == "" {
				continue
			}
			if first < 0 {
				first = i
			}
			if strings.HasSuffix(lines[i], "。") {
				last = i
			}
		}
		if first < 0 || last < 0 {
			return s
		}
		lines[first] = "前略　" + lines[first]
		lines[last] += "\n草々"
		return strings.Join(lines, "\n")
	}},

	// The formal apology is replaced by a casual "sorry".
	// ja: 誠に申し訳ございません。 → 誠にすみません。
	// de: es tut uns leid, dass … → sorry, dass …
	{"b87b_apology_formula_made_casual_sorry", "strings", func(lang, s string) string {
		if lang == "ja" {
			for _, f := range []string{"申し訳ございません", "申し訳ありません"} {
				if strings.Contains(s, f) {
					return strings.Replace(s, f, "すみません", 1)
				}
			}
			return s
		}
		if strings.Contains(s, "Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen.") {
			return strings.Replace(s, "Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen.", "Sorry für die Unannehmlichkeiten.", 1)
		}
		for _, f := range []string{"es tut uns leid", "Es tut uns leid", "es tut mir leid", "Es tut mir leid"} {
			if strings.Contains(s, f) {
				rep := "sorry"
				if f[0] == 'E' {
					rep = "Sorry"
				}
				return strings.Replace(s, f, rep, 1)
			}
		}
		return s
	}},

	// A person's name loses its own character for the common one: another spelling of
	// the name, which Japanese and German businesses treat as a misspelt customer name.
	// ja: 髙橋 美咲 → 高橋 美咲
	// de: Herr Weiß → Herr Weiss
	{"b87b_name_written_with_common_form_of_its_character", "strings", func(lang, s string) string {
		if lang == "ja" {
			r := strings.NewReplacer("髙", "高", "﨑", "崎", "邊", "辺", "邉", "辺", "齋", "斎", "齊", "斉", "濵", "浜", "德", "徳")
			return r.Replace(s)
		}
		m := b87bDeSurnameSz.FindStringSubmatch(s)
		if m == nil {
			return s
		}
		name := m[3]
		re := regexp.MustCompile(`(Herr|Frau|Herrn) ((?:(?:Prof|Dr)\. )*)` + regexp.QuoteMeta(name) + `($|[^\p{L}])`)
		return re.ReplaceAllStringFunc(s, func(x string) string {
			return strings.Replace(x, name, strings.ReplaceAll(name, "ß", "ss"), 1)
		})
	}},

	// An afternoon hour is written on the 12-hour clock without 午後/nachmittags, so it
	// reads as a night or morning hour in a language that writes 24-hour times.
	// ja: 14時〜16時 → 2時〜4時
	// de: von 6 bis 22 Uhr → von 6 bis 10 Uhr
	{"b87b_afternoon_hour_in_twelve_hour_form_without_pm", "strings", func(lang, s string) string {
		h12 := func(h string) string {
			n, _ := strconv.Atoi(h)
			return strconv.Itoa(n - 12)
		}
		if lang == "ja" {
			return hoFirstMatch(b87bJaPmHour, s, func(m []string) string {
				out := m[1] + h12(m[2]) + "時"
				if m[3] != "" {
					out += m[3] + h12(m[4]) + "時"
				}
				return out
			})
		}
		return hoFirstMatch(b87bDePmHour, s, func(m []string) string {
			return m[1] + h12(m[2]) + m[3]
		})
	}},

	// The prefecture of a Japanese address gets the wrong suffix: 東京県 and 大阪県
	// do not exist.
	// ja: 大阪府大阪市北区 → 大阪県大阪市北区; 東京都渋谷区 → 東京県渋谷区
	{"b87b_ja_prefecture_given_wrong_to_fu_ken_suffix", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		best, bestAt := "", -1
		for _, p := range []string{"東京都", "大阪府", "京都府", "北海道"} {
			if i := strings.Index(s, p); i >= 0 && (bestAt < 0 || i < bestAt) {
				best, bestAt = p, i
			}
		}
		if bestAt < 0 {
			return s
		}
		wrong := map[string]string{"東京都": "東京県", "大阪府": "大阪県", "京都府": "京都県", "北海道": "北海県"}[best]
		return s[:bestAt] + wrong + s[bestAt+len(best):]
	}},

	// Two humble forms are stacked on the writer's act: ご説明いたします becomes
	// ご説明申し上げいたします, broken 二重敬語.
	// ja: お届け予定日…お送りいたします → お送り申し上げいたします
	{"b87b_ja_humble_itasu_stacked_on_moushiageru", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b87bJaMoushiage, s, func(m []string) string {
			return m[1] + "申し上げいたし"
		})
	}},

	// The honorific of the salutation goes to the other language's side of the name:
	// 様 before the name in Japanese, Herr/Frau after it in German.
	// ja: 小林 恵子様 → 様 小林 恵子
	// de: Sehr geehrter Herr Weiß, → Sehr geehrter Weiß Herr,
	{"b87b_salutation_honorific_on_wrong_side_of_name", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b87bJaSalutation, s, func(m []string) string {
				return "様 " + m[1] + m[2]
			})
		}
		return hoFirstMatch(b87bDeSalutation, s, func(m []string) string {
			return m[1] + " " + m[3] + m[4] + " " + m[2] + ","
		})
	}},

	// 御中 is stuck on a firm's name in running text or in a data field, next to the
	// 様 of its employee or as part of the firm's name.
	// ja: 株式会社ミナトデザインの髙橋様 → 株式会社ミナトデザイン御中の髙橋様
	// ja: "company": "サクラ物流株式会社" → "company": "サクラ物流株式会社御中"
	{"b87b_ja_firm_name_given_onchu_in_text_or_field", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		loc := b87bJaCompany.FindStringIndex(s)
		if loc == nil || strings.HasPrefix(s[loc[1]:], "御中") {
			return s
		}
		return s[:loc[1]] + "御中" + s[loc[1]:]
	}},

	// The customer is called 貴殿, the register of legal notices and demand letters, as
	// machine translation renders Sie/Ihr.
	// ja: ご注文番号WS-30982の → 貴殿のご注文番号WS-30982の
	// ja: お問い合わせいただき → 貴殿よりお問い合わせいただき
	{"b87b_ja_customer_called_kiden_legal_register", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		type rep struct{ from, to string }
		reps := []rep{
			{"ご注文番号", "貴殿のご注文番号"},
			{"ご依頼をいただき", "ご依頼を貴殿よりいただき"},
			{"お問い合わせいただき", "貴殿よりお問い合わせいただき"},
			{"お送りいただいた", "貴殿がお送りいただいた"},
			{"をご訪問いただき", "を貴殿にご訪問いただき"},
		}
		best, bestAt := -1, -1
		for i, r := range reps {
			if j := strings.Index(s, r.from); j >= 0 && (bestAt < 0 || j < bestAt) {
				best, bestAt = i, j
			}
		}
		if best < 0 {
			return s
		}
		return s[:bestAt] + reps[best].to + s[bestAt+len(reps[best].from):]
	}},

	// A code in a data field is written in full-width letters and digits, which no
	// system lookup matches.
	// ja: "contract_id": "SK-30918" → "contract_id": "ＳＫ－３０９１８"
	{"b87b_ja_data_code_written_fullwidth", "first", func(lang, s string) string {
		if lang != "ja" || !b87bJaCode.MatchString(s) {
			return s
		}
		return strings.Map(func(r rune) rune {
			switch {
			case r >= '0' && r <= '9', r >= 'A' && r <= 'Z':
				return r + 0xFEE0
			case r == '-':
				return '－'
			}
			return r
		}, s)
	}},
}
