package grade

import (
	"regexp"
	"strings"
)

// Batch 94c: faults found by a bilingual (ja/de) reviewer who checks the translation
// fixtures (ja→de, de→ja) and every answer that renders or quotes the other language's
// text, and notes translation faults: a word taken in the wrong sense, a time or amount
// rendered under the other locale's conventions, a keigo level misplaced, a bound or
// offset turned round, a hedge rendered as a promise, a sentence condensed to its gist.

var (
	b94cJaSense = [][2]string{{"電池", "砲台"}, {"交換品", "両替品"}, {"お見積もり", "ご推定"}, {"振動試験", "振動受験"},
		{"移転", "転移"}, {"延期", "延長"}, {"発送", "発射"}, {"請求書", "要求書"}, {"注文番号", "順序番号"}}
	b94cDeSense = [][2]string{{"Rechnung", "Berechnung"}, {"Ihren Kontrolltermin", "Ihre Kontrollfrist"}, {"Anlage", "Anhang"},
		{"Ausschuss", "Abfall"}, {"Angebot", "Sonderangebot"}, {"Druck", "Buchdruck"}, {"Wohnung", "Wohnen"}, {"Versand", "Versandhandel"}}
	b94cDeUhr       = regexp.MustCompile(`(\d{1,2}(?::\d{2})?) Uhr`)
	b94cJaJi        = regexp.MustCompile(`(\d{1,2})時([〜~～まか])`)
	b94cJaReaderAct = regexp.MustCompile(`([おご][\p{Han}\p{Hiragana}]{1,6}?)ください`)
	b94cJaRequest   = regexp.MustCompile(`([おご][\p{Han}\p{Hiragana}]{1,6}?)ください。`)
	b94cDeEuroAmt   = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})+),(\d{2})( ?€)`)
	b94cJaEuroAmt   = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+)ユーロ`)
	b94cJaPre       = regexp.MustCompile(`(\d+分|\d+時間|\d+日)前`)
	b94cDigit       = regexp.MustCompile(`\d`)
)

// b94cFirstPair replaces every occurrence of the first pair's key found in s.
func b94cFirstPair(s string, pairs [][2]string) string {
	for _, p := range pairs {
		if strings.Contains(s, p[0]) {
			return strings.ReplaceAll(s, p[0], p[1])
		}
	}
	return s
}

// b94cFirstOf replaces only the first occurrence of the first pair's key found in s.
func b94cFirstOf(s string, pairs [][2]string) string {
	for _, p := range pairs {
		if strings.Contains(s, p[0]) {
			return strings.Replace(s, p[0], p[1], 1)
		}
	}
	return s
}

var heldOutBatch94c = []heldOutKind{
	// b94c_ja_kango_rendered_in_homograph_sense: a Japanese noun is rendered throughout in
	// the sense of the other reading of its German/English source word (Batterie/battery as
	// a gun battery, Austausch as money exchange, Schätzung as a guess, Verlegung as
	// metastasis, Versand as a launch), as a pivot translation does.
	// ja: 付属のコイン形電池（CR2032） → 付属のコイン形砲台（CR2032）
	// ja: 厚木物流センターの相模原移転 → 厚木物流センターの相模原転移
	// (de goldens have no such noun; the kind leaves them unchanged.)
	{"b94c_ja_kango_rendered_in_homograph_sense", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b94cFirstPair(s, b94cJaSense)
	}},
	// b94c_de_noun_rendered_in_homograph_sense: a German noun is rendered throughout by a
	// word for the other sense of its Japanese/English source (請求 as calculation, 予約 as
	// deadline, 設備 as attachment, 委員会 as scrap), as a pivot translation does.
	// de: Der Rechnungsbetrag bleibt unverändert → Der Berechnungsbetrag bleibt unverändert
	// de: Ihren Kontrolltermin am Montag → Ihre Kontrollfrist am Montag
	// (ja goldens have no such noun; the kind leaves them unchanged.)
	{"b94c_de_noun_rendered_in_homograph_sense", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b94cFirstPair(s, b94cDeSense)
	}},
	// b94c_clock_time_rendered_as_duration: a time of day (Uhr / 時) is rendered as a
	// number of hours (Stunden / 時間), the slip between 時 and 時間 in translation.
	// de: zwischen 8 und 12 Uhr → zwischen 8 und 12 Stunden
	// ja: 14時〜16時 → 14時間〜16時
	{"b94c_clock_time_rendered_as_duration", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b94cJaJi, s, func(m []string) string { return m[1] + "時間" + m[2] })
		}
		return hoFirstMatch(b94cDeUhr, s, func(m []string) string {
			if strings.Contains(m[1], ":") {
				return strings.Replace(m[1], ":", ",", 1) + " Stunden"
			}
			return m[1] + " Stunden"
		})
	}},
	// b94c_ja_reader_act_given_humble_itashite: the reader's own action in a request gets
	// the humble いたす (ご〜いたしてください), a keigo error that lowers the customer.
	// ja: 本メールにご返信ください → 本メールにご返信いたしてください
	// ja: お気軽にお問い合わせください → お気軽にお問い合わせいたしてください
	// (German has no humble verb forms; de goldens are left unchanged.)
	{"b94c_ja_reader_act_given_humble_itashite", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b94cJaReaderAct, s, func(m []string) string { return m[1] + "いたしてください" })
	}},
	// b94c_time_bound_polarity_flipped: the bound of a date or deadline is turned round
	// (spätestens/frühestens, erst/bereits, 早くても/遅くとも, までに/以降に), as when
	// "at the earliest" and "at the latest" are confused in translation.
	// de: spätestens 24 Stunden vorher → frühestens 24 Stunden vorher
	// ja: 試験の開始は、早くても2026年11月9日 → 試験の開始は、遅くとも2026年11月9日
	{"b94c_time_bound_polarity_flipped", "longest", func(lang, s string) string {
		if lang == "ja" {
			return b94cFirstOf(s, [][2]string{{"早くても", "遅くとも"}, {"までに", "以降に"}})
		}
		return b94cFirstOf(s, [][2]string{{"spätestens", "frühestens"}, {"frühestens", "spätestens"}, {"erst am", "bereits am"}})
	}},
	// b94c_enquiry_rendered_as_complaint: a neutral enquiry or message is rendered as a
	// complaint (問い合わせ as クレーム, Nachricht as Reklamation), which changes what the
	// customer did and the tone towards them.
	// de: vielen Dank für Ihre Nachricht → vielen Dank für Ihre Reklamation
	// ja: 取り込めないとの問い合わせがあった → 取り込めないとのクレームがあった
	{"b94c_enquiry_rendered_as_complaint", "longest", func(lang, s string) string {
		if lang == "ja" {
			return b94cFirstOf(s, [][2]string{{"との問い合わせ", "とのクレーム"}, {"お問い合わせいただき", "クレームをいただき"}, {"との連絡", "とのクレーム"}})
		}
		return b94cFirstOf(s, [][2]string{{"Ihre Nachricht", "Ihre Reklamation"}, {"Ihre Anfrage", "Ihre Reklamation"}, {"meldet, dass", "reklamiert, dass"}})
	}},
	// b94c_middle_fact_sentence_condensed_to_gist: a sentence with figures in the middle of
	// the text is condensed to a vague gist, as a translator who summarises does.
	// de: Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. → Die Einzelheiten wurden mitgeteilt.
	// ja: 新しいお届け予定日は10月21日（水）です。 → 詳細はお知らせしたとおりです。
	{"b94c_middle_fact_sentence_condensed_to_gist", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(x string) string {
			if t := strings.TrimSpace(x); len([]rune(x)) < 15 || !b94cDigit.MatchString(x) || !(strings.HasSuffix(t, ".") || strings.HasSuffix(t, "。")) {
				return x
			}
			lead := ""
			if m := hoListItem.FindStringSubmatchIndex(x); m != nil {
				lead = x[:m[2]]
			}
			trail := x[len(strings.TrimRight(x, " ")):]
			if lang == "ja" {
				return lead + "詳細はお知らせしたとおりです。" + trail
			}
			return lead + "Die Einzelheiten wurden mitgeteilt." + trail
		})
	}},
	// b94c_possibility_rendered_as_guarantee: a hedge (kann, ことがあります, 見込み) is rendered
	// as a certainty or promise.
	// de: ein WLAN-Repeater … kann helfen. → ein WLAN-Repeater … hilft garantiert.
	// ja: お届けできる見込みです → お届けすることをお約束します
	{"b94c_possibility_rendered_as_guarantee", "longest", func(lang, s string) string {
		if lang == "ja" {
			return b94cFirstOf(s, [][2]string{{"できる見込みです", "することをお約束します"}, {"測定できないことがあります", "絶対に測定できません"}, {"する予定でしたが", "することを確約しておりましたが"}})
		}
		return b94cFirstOf(s, [][2]string{{"kann helfen", "hilft garantiert"}, {"das kann bis zu zwei Minuten dauern", "das dauert garantiert genau zwei Minuten"}, {"kann die Wohnung", "muss die Wohnung"}})
	}},
	// b94c_pre_event_offset_rendered_as_post: an offset before an event (前, vorher) is
	// rendered as after it (後, danach), the 前/後 slip of a translator.
	// de: spätestens 24 Stunden vorher ab → spätestens 24 Stunden danach ab
	// ja: 訪問の30分前にお電話いたします → 訪問の30分後にお電話いたします
	{"b94c_pre_event_offset_rendered_as_post", "longest", func(lang, s string) string {
		if lang == "ja" {
			out := hoFirstMatch(b94cJaPre, s, func(m []string) string { return m[1] + "後" })
			if out == s {
				out = strings.Replace(s, "前日の", "翌日の", 1)
			}
			return out
		}
		return b94cFirstOf(s, [][2]string{{"Stunden vorher", "Stunden danach"}, {"vorher", "danach"}})
	}},
	// b94c_euro_decimal_comma_dropped_as_grouping: a euro amount's decimal comma is taken
	// for a grouping mark, as a Japanese-style reader does: the amount grows a hundredfold.
	// de: Rechnungsbetrag bleibt unverändert bei 1.850,00 € → bei 185.000 €
	// ja: 固定価格は1,480ユーロ（税別） → 固定価格は148,000ユーロ（税別）
	{"b94c_euro_decimal_comma_dropped_as_grouping", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b94cJaEuroAmt, s, func(m []string) string {
				return b94cGroup(strings.ReplaceAll(m[1], ",", "")+"00", ",") + "ユーロ"
			})
		}
		return hoFirstMatch(b94cDeEuroAmt, s, func(m []string) string {
			return b94cGroup(strings.ReplaceAll(m[1], ".", "")+m[2], ".") + m[3]
		})
	}},
	// b94c_ja_request_rendered_as_done_favour: a request to the reader (〜ください) is
	// rendered as a favour already received (〜いただきました), a mood slip that tells
	// the customer they did what they are only asked to do.
	// ja: 破損品は…返送用伝票でご返送ください。 → …でご返送いただきました。
	// ja: 本メールにご返信ください。 → 本メールにご返信いただきました。
	// (German request forms are not touched; de goldens are left unchanged.)
	{"b94c_ja_request_rendered_as_done_favour", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b94cJaRequest, s, func(m []string) string { return m[1] + "いただきました。" })
	}},
	// b94c_weekday_twin_abbreviation_confused: a weekday is confused with its twin of the
	// same abbreviation or reading (Mo/Mi, Di/Do, 火/木 via Tu/Th).
	// de: am Montag, 26. Oktober 2026 → am Mittwoch, 26. Oktober 2026
	// ja: 11月24日（火）に延期 → 11月24日（木）に延期
	{"b94c_weekday_twin_abbreviation_confused", "longest", func(lang, s string) string {
		if lang == "ja" {
			return b94cFirstOf(s, [][2]string{{"（火）", "（木）"}, {"（木）", "（火）"}})
		}
		return b94cFirstOf(s, [][2]string{{"Montag", "Mittwoch"}, {"Mittwoch", "Montag"}, {"Dienstag", "Donnerstag"}, {"Donnerstag", "Dienstag"}})
	}},
}

// b94cGroup groups a digit string in threes with sep.
func b94cGroup(d, sep string) string {
	var b strings.Builder
	for i, r := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}
