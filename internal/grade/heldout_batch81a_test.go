package grade

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Batch 81a (blind): sampling gone wrong. Each kind is what one bad sampling setting
// does to one place of an otherwise good answer. A repetition penalty set too high
// varies a word the answer already used: a person named again becomes "jemand", a
// currency unit written again becomes its hundredth, a noun met again loses its
// definite article. A temperature too high lets one improbable token through: a minus
// sign before an amount, a question mark after a dated statement, a weight unit for a
// currency, a currency for a clock hour. A top-p too wide continues a fixed phrase the
// plausible but wrong way: a closing into "freundlicher Genehmigung", a help line into
// the pharmacy-leaflet formula, a small count into hundreds, a week into a weekend.

var (
	b81aDeName      = regexp.MustCompile(`\b(Frau|Herrn|Herr) ((?:Prof\. |Dr\. )*)(\p{Lu}\p{Ll}+)`)
	b81aJaSama      = regexp.MustCompile(`(\p{Han}{1,3})様`)
	b81aDeAmount    = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} ?€`)
	b81aJaAmount    = regexp.MustCompile(`\d[\d,]*(?:億\d[\d,]*)?万?(?:円|ユーロ)`)
	b81aJSONMoney   = regexp.MustCompile(`("(?:einzelpreis|netto|brutto|value|unit_price|monthly_fee)":\s*)(\d)`)
	b81aDeClock     = regexp.MustCompile(`(\d{1,2}(?::\d{2})?) Uhr\b`)
	b81aJaClock     = regexp.MustCompile(`(\d{1,2})時([^間点])`)
	b81aDeDefArt    = regexp.MustCompile(`\b(die|den|dem|Die|Den|Dem) ((?:\p{Ll}+en? )?)(\p{Lu}\p{L}+)\b`)
	b81aDeWord      = regexp.MustCompile(`\p{L}+`)
	b81aDeCountWord = regexp.MustCompile(`\b(zwei|drei|vier|fünf|sechs|zehn)(ten)?\b`)
	b81aJaCount     = regexp.MustCompile(`(\d+)(個|名|箱|冊|枚|台)`)
	b81aDeWeeks     = regexp.MustCompile(`\b(\d+) Wochen\b`)
	b81aJaWeeks     = regexp.MustCompile(`(\d+)週間`)
)

// b81aReplaceNth replaces the n-th (0-based) match of re in s with f(match).
func b81aReplaceNth(re *regexp.Regexp, s string, n int, f func(m []string) string) string {
	locs := re.FindAllStringSubmatchIndex(s, -1)
	if n >= len(locs) {
		return s
	}
	loc := locs[n]
	m := make([]string, len(loc)/2)
	for i := range m {
		if loc[2*i] >= 0 {
			m[i] = s[loc[2*i]:loc[2*i+1]]
		}
	}
	return s[:loc[0]] + f(m) + s[loc[1]:]
}

// b81aAtSentenceStart says whether byte offset i of s opens a sentence, a line or a
// list item.
func b81aAtSentenceStart(s string, i int) bool {
	before := strings.TrimRight(s[:i], " ")
	if before == "" || strings.HasSuffix(before, "\n") || strings.HasSuffix(before, "\n-") {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(before)
	return r == '.' || r == '!' || r == '?' || r == '-'
}

var heldOutBatch81a = []heldOutKind{
	// Top-p: the closing "Mit freundlichen Grüßen" goes on as the other stock phrase
	// that starts the same way, the credit line of a reprint.
	// de-reply-formal: "Mit freundlichen Grüßen\nIhr Kundenservice von Leuchtenhaus Nord"
	// → "Mit freundlicher Genehmigung\nIhr Kundenservice von Leuchtenhaus Nord".
	{"b81a_topp_de_closing_gruesse_continued_as_freundlicher_genehmigung", "raw", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return strings.Replace(s, "Mit freundlichen Grüßen", "Mit freundlicher Genehmigung", 1)
	}},
	// Top-p: the last "よろしくお願いいたします" goes on as "よろしくお伝えください"
	// (give my regards to someone), which asks the reader to pass on greetings.
	// ja-reply-invoice: "今後ともミライ会計サポートをよろしくお願いいたします。"
	// → "今後ともミライ会計サポートをよろしくお伝えください。".
	{"b81a_topp_ja_closing_yoroshiku_continued_as_otsutae_kudasai", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		const old = "よろしくお願いいたします"
		i := strings.LastIndex(s, old)
		if i < 0 {
			return s
		}
		return s[:i] + "よろしくお伝えください" + s[i+len(old):]
	}},
	// Top-p: the help line at the end goes on as the pharmacy-leaflet formula, sending
	// the reader to a doctor or pharmacist instead of the sender's service.
	// de-procedure: "wenden Sie sich bitte an unseren Kundendienst." → "fragen Sie
	// Ihren Arzt oder Apotheker."; ja-reply-invoice: "ご不明な点がございましたら、お気軽に
	// お問い合わせください。" → "ご不明な点がございましたら、医師または薬剤師にご相談ください。".
	{"b81a_topp_contact_advice_continued_as_pharmacy_leaflet_formula", "strings", func(lang, s string) string {
		if lang == "de" {
			for _, p := range [][2]string{
				{"wenden Sie sich bitte an unseren Kundendienst", "fragen Sie Ihren Arzt oder Apotheker"},
				{"Bei Fragen sind wir gern für Sie da.", "Bei Fragen wenden Sie sich an Ihren Arzt oder Apotheker."},
			} {
				if strings.Contains(s, p[0]) {
					return strings.Replace(s, p[0], p[1], 1)
				}
			}
			return s
		}
		if i := strings.Index(s, "ご不明な点がございましたら、"); i >= 0 {
			j := i + len("ご不明な点がございましたら、")
			k := strings.Index(s[j:], "。")
			if k < 0 {
				return s
			}
			return s[:j] + "医師または薬剤師にご相談ください" + s[j+k:]
		}
		return strings.Replace(s, "サポート窓口までお問い合わせください", "医師または薬剤師にご相談ください", 1)
	}},
	// Repetition penalty: the first person the answer names twice is, at the second
	// mention, an indefinite "jemand" / "ある方", so who does or asks it is lost.
	// de-summary-names: "Herr Weiß ist bis zum 22.10.2026 verreist" → "Jemand ist bis zum
	// 22.10.2026 verreist"; ja-summary-katakana: "髙橋様は月末の給与計算に" →
	// "ある方は月末の給与計算に".
	{"b81a_reppen_repeated_person_later_mention_made_indefinite_someone", "raw", func(lang, s string) string {
		if lang == "ja" {
			seen := map[string]bool{}
			for _, loc := range b81aJaSama.FindAllStringSubmatchIndex(s, -1) {
				name := s[loc[2]:loc[3]]
				if seen[name] {
					return s[:loc[0]] + "ある方" + s[loc[1]:]
				}
				seen[name] = true
			}
			return s
		}
		seen := map[string]bool{}
		for _, loc := range b81aDeName.FindAllStringSubmatchIndex(s, -1) {
			name := s[loc[6]:loc[7]]
			if !seen[name] {
				seen[name] = true
				continue
			}
			rep := "jemand"
			if s[loc[2]:loc[3]] == "Herrn" {
				rep = "jemandem"
			}
			if b81aAtSentenceStart(s, loc[0]) {
				rep = "J" + rep[1:]
			}
			return s[:loc[0]] + rep + s[loc[1]:]
		}
		return s
	}},
	// Temperature: one improbable token, a minus sign, before the first amount, which
	// turns a charge into a credit.
	// de-summary-long: "Mehrkosten: 18.750,00 € für die Stahlträger" → "Mehrkosten:
	// -18.750,00 € für die Stahlträger"; ja-extract-contract: "monthly_fee": 33000 →
	// "monthly_fee": -33000.
	{"b81a_temp_minus_sign_sampled_before_first_amount", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			return hoFirstMatch(b81aJSONMoney, s, func(m []string) string { return m[1] + "-" + m[2] })
		}
		re := b81aDeAmount
		if lang == "ja" {
			re = b81aJaAmount
		}
		return hoFirstMatch(re, s, func(m []string) string { return "-" + m[0] })
	}},
	// Repetition penalty: the currency unit the answer already wrote is varied, at the
	// second amount, into its hundredth (Cent, 銭), which cuts that amount a hundredfold.
	// de-table-offers: "| Nordkälte AG | 12.450,00 € |" → "| Nordkälte AG | 12.450,00 Cent |";
	// ja-reply-invoice: "基本料金33,000円（税込）" → "基本料金33,000銭（税込）".
	{"b81a_reppen_second_amount_currency_varied_to_cent_or_sen", "raw", func(lang, s string) string {
		if lang == "ja" {
			return b81aReplaceNth(b81aJaAmount, s, 1, func(m []string) string {
				if !strings.HasSuffix(m[0], "円") {
					return m[0]
				}
				return strings.TrimSuffix(m[0], "円") + "銭"
			})
		}
		return b81aReplaceNth(b81aDeAmount, s, 1, func(m []string) string {
			return strings.TrimRight(strings.TrimSuffix(m[0], "€"), " ") + " Cent"
		})
	}},
	// Temperature: the full stop of a dated statement from the middle of the answer on
	// is sampled as a question mark, so the date it gives is asked, not stated.
	// de-reply-address: "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr." →
	// "… zwischen 8 und 12 Uhr?"; ja-reply-apology: "新しいお届け予定日は10月21日（水）です。"
	// → "新しいお届け予定日は10月21日（水）です？".
	{"b81a_temp_dated_statement_full_stop_sampled_as_question_mark", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sent string) string {
			body := strings.TrimRight(sent, " ")
			tail := sent[len(body):]
			if len(hoDates(lang, body)) == 0 {
				return sent
			}
			switch {
			case strings.HasSuffix(body, "。"):
				return strings.TrimSuffix(body, "。") + "？" + tail
			case lang == "de" && strings.HasSuffix(body, "."):
				return strings.TrimSuffix(body, ".") + "?" + tail
			}
			return sent
		})
	}},
	// Temperature: the currency unit of the first amount is sampled from another
	// field, a weight unit, so the figure is no longer money.
	// de-summary-ticket: "Rechnungsbetrag 1.249,90 €" → "Rechnungsbetrag 1.249,90 kg";
	// ja-reply-apology: "500円分のクーポン" → "500kg分のクーポン".
	{"b81a_temp_first_currency_unit_sampled_as_weight_unit", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		if lang == "ja" {
			return hoFirstMatch(b81aJaAmount, s, func(m []string) string {
				return strings.TrimSuffix(strings.TrimSuffix(m[0], "円"), "ユーロ") + "kg"
			})
		}
		return hoFirstMatch(b81aDeAmount, s, func(m []string) string {
			return strings.TrimRight(strings.TrimSuffix(m[0], "€"), " ") + " kg"
		})
	}},
	// Temperature: the unit of the first clock time is sampled as a currency, so the
	// time reads as a price.
	// de-reply-appointment: "um 10:30 Uhr in der Zahnarztpraxis" → "um 10:30 Euro in der
	// Zahnarztpraxis"; ja-summary-katakana: "10月19日（月）17時までに回答する" →
	// "10月19日（月）17円までに回答する".
	{"b81a_temp_clock_unit_sampled_as_currency", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b81aJaClock, s, func(m []string) string { return m[1] + "円" + m[2] })
		}
		return hoFirstMatch(b81aDeClock, s, func(m []string) string { return m[1] + " Euro" })
	}},
	// Repetition penalty: the definite article of a noun the answer already used (alone or
	// as the head of a compound) is varied into the indefinite one, so the thing named
	// again is some other one. Proper-name compounds and short loanwords are left alone.
	// de-reply-appointment: "Falls Sie den Termin nicht wahrnehmen können" → "Falls Sie
	// einen Termin nicht wahrnehmen können"; de-summary-names: "kann die Wohnung am
	// Montag … aufschließen" → "kann eine Wohnung am Montag … aufschließen".
	{"b81a_reppen_de_repeated_noun_definite_article_varied_to_indefinite", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		for _, loc := range b81aDeDefArt.FindAllStringSubmatchIndex(s, -1) {
			noun := s[loc[6]:loc[7]]
			low := strings.ToLower(noun)
			if strings.HasSuffix(low, "en") || strings.HasSuffix(low, "er") || strings.HasSuffix(low, "s") ||
				strings.IndexFunc(noun[1:], unicode.IsUpper) >= 0 || utf8.RuneCountInString(noun) < 4 {
				continue
			}
			seen := false
			for _, w := range b81aDeWord.FindAllString(s[:loc[0]], -1) {
				if strings.HasSuffix(strings.ToLower(w), low) {
					seen = true
					break
				}
			}
			if !seen {
				continue
			}
			art := s[loc[2]:loc[3]]
			ind := map[string]string{"die": "eine", "den": "einen", "dem": "einem"}[strings.ToLower(art)]
			if art != strings.ToLower(art) {
				ind = "E" + ind[1:]
			}
			return s[:loc[0]] + ind + " " + s[loc[4]:loc[5]] + noun + s[loc[1]:]
		}
		return s
	}},
	// Top-p: the first small count goes on into a larger magnitude, "zwei" into
	// "zweihundert", a Japanese count gains 万.
	// de-summary-long: "durch zwei Wärmepumpen" → "durch zweihundert Wärmepumpen";
	// ja-reply-invoice: "ユーザーを1名追加" → "ユーザーを1万名追加".
	{"b81a_topp_small_count_continued_into_larger_magnitude", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b81aJaCount, s, func(m []string) string { return m[1] + "万" + m[2] })
		}
		return hoFirstMatch(b81aDeCountWord, s, func(m []string) string {
			if m[2] != "" {
				return m[1] + "hundertsten"
			}
			return m[1] + "hundert"
		})
	}},
	// Top-p: a week word goes on as the weekend word, so a span of weeks becomes one
	// of weekends and a weekly plan a weekend plan.
	// de-table-offers: "| 6 Wochen |" → "| 6 Wochenenden |"; ja-summary-long:
	// "2週間の再テスト" → "2週末の再テスト".
	{"b81a_topp_week_word_continued_as_weekend", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b81aJaWeeks, s, func(m []string) string { return m[1] + "週末" })
		}
		if strings.Contains(s, "Wochenplan") {
			return strings.Replace(s, "Wochenplan", "Wochenendplan", 1)
		}
		return hoFirstMatch(b81aDeWeeks, s, func(m []string) string { return m[1] + " Wochenenden" })
	}},
}
