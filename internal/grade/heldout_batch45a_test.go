package grade

// Blind batch 45a: a data scientist's generic damage. An ML engineer at another company
// tests the gate with perturbations drawn from corpus habits, one small function per kind,
// run on every golden answer with no knowledge of the gate: a content word replaced by a
// frequent collocate that shifts the sense, a named entity replaced by a plausible one of
// another domain, a figure perturbed by an OCR or speech-recognition confusion, the one
// modifier that restricts a noun dropped, a function word replaced by its confusable,
// words of one part of speech exchanged between neighbouring sentences, a polite formula
// of the wrong situation (condolence, congratulation, dunning reminder), and a filler that
// asserts something the source never said. Each kind damages ONE place.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ho45aPair is one replacement: from → to.
type ho45aPair struct{ from, to string }

// ho45aEarliest replaces the earliest occurrence, over all pairs, of a pair's from.
func ho45aEarliest(s string, pairs []ho45aPair) string {
	at, best := -1, -1
	for i, p := range pairs {
		if k := strings.Index(s, p.from); k >= 0 && (at < 0 || k < at) {
			at, best = k, i
		}
	}
	if at < 0 {
		return s
	}
	return s[:at] + pairs[best].to + s[at+len(pairs[best].from):]
}

// ho45aEarliestRe rewrites the earliest match, over all the regexps, with its function.
func ho45aEarliestRe(s string, res []*regexp.Regexp, fs []func(m []string) string) string {
	at, best := -1, -1
	for i, re := range res {
		if loc := re.FindStringIndex(s); loc != nil && (at < 0 || loc[0] < at) {
			at, best = loc[0], i
		}
	}
	if best < 0 {
		return s
	}
	return hoFirstMatch(res[best], s, fs[best])
}

// ho45aOCR are the digit confusions of OCR on print (lookalike glyphs).
var ho45aOCR = map[byte][]byte{'0': {'6', '8'}, '1': {'7'}, '3': {'8'}, '5': {'6'}, '6': {'5', '8'}, '7': {'1'}, '8': {'3', '6'}, '9': {'8'}}

// ho45aOCRDigit changes one digit of a figure to its lookalike: the first non-leading,
// non-zero confusable digit, else a non-leading zero, else the leading digit.
func ho45aOCRDigit(fig string) string {
	b := []byte(fig)
	first := strings.IndexAny(fig, "0123456789")
	pick := -1
	for pass := 0; pass < 3 && pick < 0; pass++ {
		for i := range b {
			c := b[i]
			if _, ok := ho45aOCR[c]; !ok {
				continue
			}
			switch pass {
			case 0:
				if i != first && c != '0' {
					pick = i
				}
			case 1:
				if i != first {
					pick = i
				}
			case 2:
				pick = i
			}
			if pick >= 0 {
				break
			}
		}
	}
	if pick < 0 {
		return fig
	}
	b[pick] = ho45aOCR[b[pick]][0]
	return string(b)
}

var (
	ho45aJaMoney = regexp.MustCompile(`\d{1,3}(?:,\d{3})+(?:円|ユーロ)|\d+(?:円|ユーロ)`)
	ho45aDeMoney = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} ?€`)
	ho45aJSONMon = regexp.MustCompile(`("(?:einzelpreis|netto|mwst|brutto|value|unit_price|monthly_fee|price|total)":\s*)(\d+(?:\.\d+)?)`)
	ho45aDayDE   = regexp.MustCompile(`(^|[^\d.])(\d{1,2})(\.\d{1,2}\.\d{4}|\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember))`)
	ho45aDayJA   = regexp.MustCompile(`(\d{1,2}月)(\d{1,2})(日)`)
	ho45aDayISO  = regexp.MustCompile(`(\d{4}-\d{2}-)(\d{2})`)
	ho45aJaCount = regexp.MustCompile(`(^|[^\d,.])(\d{1,3})(時|名|箱|個|秒|分|冊|枚|週間|日間)`)
	ho45aJSONQty = regexp.MustCompile(`("(?:quantity|menge)":\s*)(\d+)`)
	ho45aDeTeenK = regexp.MustCompile(`(^|[^\d.,])1([3-9])(\.\d{3},\d{2} ?€)`)
	ho45aDeTeenU = regexp.MustCompile(`(^|[^\d.,])1([3-9])( (?:°C|Stunden|Minuten|Wochen|Tage|Jahre|Monate|Prozent|%))`)
	ho45aDeTyU   = regexp.MustCompile(`(^|[^\d.,])([3-9])0( (?:°C|Stunden|Minuten|Wochen|Tage|Jahre|Monate|Prozent|%))`)
	ho45aDeSurn  = regexp.MustCompile(`(?:(?:Herrn?|Frau) (?:Prof\. )?(?:Dr\. )?|Prof\. Dr\. |Frau Dr\. |Herr Dr\. )(?:\p{Lu}\p{Ll}+ )?(\p{Lu}[\p{Ll}ß]+)`)
	ho45aJaSurn  = regexp.MustCompile(`(\p{Han}{1,3})(様|部長|課長|係長|さん)`)
	ho45aPLZ     = regexp.MustCompile(`(^|[^\d.,\-\p{L}])(\d{5})( \p{Lu}|$)`)
	ho45aPostJA  = regexp.MustCompile(`〒?\d{3}-\d{4}|\d{2,4}-\d{3,4}-\d{4}`)
)

// ho45aSwapSurnames exchanges the first mentions of the first two different surnames.
func ho45aSwapSurnames(lang, s string) string {
	re := ho45aDeSurn
	if lang == "ja" {
		re = ho45aJaSurn
	}
	locs := re.FindAllStringSubmatchIndex(s, -1)
	if len(locs) < 2 {
		return s
	}
	a := locs[0]
	nameA := s[a[2]:a[3]]
	for _, b := range locs[1:] {
		nameB := s[b[2]:b[3]]
		if nameB == nameA || strings.Contains(nameA, nameB) || strings.Contains(nameB, nameA) {
			continue
		}
		return s[:a[2]] + nameB + s[a[3]:b[2]] + nameA + s[b[3]:]
	}
	return s
}

// ho45aJaEvents and ho45aDeEvents are event nouns of one part of speech (and, in German,
// one gender) that two neighbouring sentences can exchange and stay fluent.
var (
	ho45aJaEvents = []string{"発送", "到着", "返送", "交換", "修理", "訪問", "移転", "支払い", "承認", "報告", "延期", "確認", "測定", "接続", "設定", "送付", "連携", "導入", "出荷", "回答", "調査", "再テスト", "提供", "営業"}
	ho45aDeEvents = []string{"Lieferung", "Rechnung", "Bestellung", "Reparatur", "Rücksendung", "Inbetriebnahme", "Genehmigung", "Freigabe", "Prüfung", "Sitzung", "Förderung", "Verbindung", "Kopplung", "Entscheidung"}
)

// ho45aFirstOf finds the earliest of words standing as a word of its own: in German
// after an article and before a non-letter, in Japanese neither inside a kanji or
// katakana compound nor after the honorific ご/お. It returns the word and its offset.
func ho45aFirstOf(lang, s string, words []string) (string, int) {
	at, w := -1, ""
	for _, x := range words {
		for off := 0; ; {
			k := strings.Index(s[off:], x)
			if k < 0 {
				break
			}
			k += off
			off = k + len(x)
			before, _ := utf8.DecodeLastRuneInString(s[:k])
			after, _ := utf8.DecodeRuneInString(s[k+len(x):])
			if lang == "ja" {
				if unicode.In(before, unicode.Han, unicode.Katakana) || before == 'ご' || before == 'お' || unicode.In(after, unicode.Han, unicode.Katakana) {
					continue
				}
			} else if !(strings.HasSuffix(s[:k], "die ") || strings.HasSuffix(s[:k], "der ") || strings.HasSuffix(s[:k], "Die ") || strings.HasSuffix(s[:k], "Der ")) || unicode.IsLetter(after) {
				continue
			}
			if at < 0 || k < at {
				at, w = k, x
			}
			break
		}
	}
	return w, at
}

// ho45aSwapEventNouns exchanges an event noun of one sentence with a different event
// noun of the next sentence.
func ho45aSwapEventNouns(lang, s string) string {
	words := ho45aDeEvents
	if lang == "ja" {
		words = ho45aJaEvents
	}
	split, refs := hoAllSentences(lang, s)
	for i := 0; i+1 < len(refs); i++ {
		r1, r2 := refs[i], refs[i+1]
		s1, s2 := split[r1.line][r1.idx], split[r2.line][r2.idx]
		a, ia := ho45aFirstOf(lang, s1, words)
		b, ib := ho45aFirstOf(lang, s2, words)
		if a == "" || b == "" || a == b || strings.Contains(s1, b) || strings.Contains(s2, a) {
			continue
		}
		split[r1.line][r1.idx] = s1[:ia] + b + s1[ia+len(a):]
		split[r2.line][r2.idx] = s2[:ib] + a + s2[ib+len(b):]
		return hoJoin(split)
	}
	return s
}

var heldOutBatch45a = []heldOutKind{
	// A decision verb becomes its frequent preparatory collocate: hiermit bestätigen wir
	// Ihren Termin → hiermit prüfen wir Ihren Termin; 日時を確定いたしました → 日時を調整しております.
	{"b45a_decision_verb_made_preparatory_collocate", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho45aEarliest(s, []ho45aPair{{"確定いたしました", "調整しております"}, {"承認", "検討"}, {"確認済み", "確認中"}, {"確定しました", "調整中です"}})
		}
		return ho45aEarliest(s, []ho45aPair{{"bestätigen wir", "prüfen wir"}, {"freizugeben", "zu prüfen"}, {"freigegeben", "geprüft"}, {"Bestätigen Sie", "Ändern Sie"}, {"genehmigt", "geprüft"}})
	}},
	// A sending verb becomes a collocate that keeps the thing here: クーポンをお送りいたします
	// → クーポンをご用意いたします; liefern wir Ihre Bestellung → lagern wir Ihre Bestellung.
	{"b45a_send_verb_made_keep_or_prepare_collocate", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho45aEarliest(s, []ho45aPair{{"お送りいたします", "ご用意いたします"}, {"発送いたします", "手配いたします"}, {"お送りください", "お持ちください"}, {"お届けいたします", "お預かりいたします"}})
		}
		return ho45aEarliestRe(s, []*regexp.Regexp{regexp.MustCompile(`\bliefern wir\b`), regexp.MustCompile(`\bsenden (Ihnen|wir Ihnen) ([^.;]*?) zu\.`)},
			[]func(m []string) string{
				func(m []string) string { return "lagern wir" },
				func(m []string) string { return "reservieren " + m[1] + " " + m[2] + "." },
			})
	}},
	// The first quoted product becomes a product of another domain: 「カラダノート S5」 →
	// 「モクレン木製チェア C2」; „Nordwärme L9“ → „Eichenhocker Tilda“.
	{"b45a_quoted_product_made_other_domain_product", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`「([^」]*[\p{Katakana}ー]{2,}[^」]*)」`), s, func(m []string) string {
				if strings.ContainsAny(m[1], "布団椅子机") || strings.Contains(m[1], "チェア") || strings.Contains(m[1], "ソファ") {
					return "「ハヤテ電動歯ブラシ D3」"
				}
				return "「モクレン木製チェア C2」"
			})
		}
		return hoFirstMatch(regexp.MustCompile(`„(\p{Lu}[^“>]*)“`), s, func(m []string) string {
			if strings.Contains(m[1], "Stuhl") || strings.Contains(m[1], "Tisch") {
				return "„Akkuschrauber Ferro 18“"
			}
			return "„Eichenhocker Tilda“"
		})
	}},
	// A company becomes a firm of another industry, legal form kept: サクラ物流株式会社 →
	// ミドリ生命保険株式会社; Weißenfels Elektrotechnik GmbH → Rheinische Hypothekenbank GmbH.
	{"b45a_company_made_firm_of_other_industry", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho45aEarliestRe(s, []*regexp.Regexp{regexp.MustCompile(`株式会社[\p{Katakana}ー\p{Han}]+`), regexp.MustCompile(`[\p{Katakana}ー\p{Han}]+株式会社`)},
				[]func(m []string) string{
					func(m []string) string { return "株式会社ミドリ生命保険" },
					func(m []string) string { return "ミドリ生命保険株式会社" },
				})
		}
		return hoFirstMatch(regexp.MustCompile(`(?:\p{Lu}[\p{L}-]+ ){1,3}(GmbH|AG|KG|OHG|Co\., Ltd\.)`), s, func(m []string) string {
			return "Rheinische Hypothekenbank " + m[1]
		})
	}},
	// The first city becomes another city: 大阪営業所 → 福岡営業所; Dresden → Leipzig.
	{"b45a_city_made_other_city", "first", func(lang, s string) string {
		pairs := []ho45aPair{{"Dresden", "Leipzig"}, {"Lübeck", "Rostock"}, {"Lüneburg", "Uelzen"}, {"Ludwigshafen", "Mannheim"}, {"München", "Augsburg"},
			{"Hamburg", "Bremen"}, {"Berlin", "Potsdam"}, {"Köln", "Bonn"}, {"Frankfurt", "Offenbach"}, {"Stuttgart", "Esslingen"}}
		if lang == "ja" {
			pairs = append(pairs, []ho45aPair{{"大阪", "福岡"}, {"渋谷区", "品川区"}, {"厚木", "熊谷"}, {"相模原", "八王子"}, {"横浜", "千葉"},
				{"名古屋", "仙台"}, {"札幌", "旭川"}, {"神戸", "姫路"}}...)
		}
		return ho45aEarliest(s, pairs)
	}},
	// One digit of the first amount is read as its OCR lookalike: 33,000円 → 38,000円;
	// 1.249,90 € → 1.749,90 €; "unit_price": 12800 → 17800.
	{"b45a_amount_digit_read_as_ocr_lookalike", "raw", func(lang, s string) string {
		money := ho45aDeMoney
		if lang == "ja" {
			money = ho45aJaMoney
		}
		return ho45aEarliestRe(s, []*regexp.Regexp{money, ho45aJSONMon}, []func(m []string) string{
			func(m []string) string { return ho45aOCRDigit(m[0]) },
			func(m []string) string { return m[1] + ho45aOCRDigit(m[2]) },
		})
	}},
	// One digit of the first date's day is read as its OCR lookalike: 10月16日 → 10月15日;
	// 26.10.2026 → 20.10.2026; 2026-10-19 → 2026-10-18.
	{"b45a_date_day_digit_read_as_ocr_lookalike", "first", func(lang, s string) string {
		day := func(d string) string {
			for i := len(d) - 1; i >= 0; i-- {
				for _, c := range ho45aOCR[d[i]] {
					b := []byte(d)
					b[i] = c
					n, _ := strconv.Atoi(string(b))
					if n >= 1 && n <= 28 {
						return string(b)
					}
				}
			}
			return d
		}
		dayRe := ho45aDayDE
		if lang == "ja" {
			dayRe = ho45aDayJA
		}
		return ho45aEarliestRe(s, []*regexp.Regexp{dayRe, ho45aDayISO}, []func(m []string) string{
			func(m []string) string { return m[1] + day(m[2]) + m[3] },
			func(m []string) string { return m[1] + day(m[2]) },
		})
	}},
	// A count or time is misheard by speech recognition (いち/しち, -zehn/-zig): 17時 →
	// 11時, 10箱 → 70箱; 14.890,00 € → 40.890,00 €, 18 °C → 80 °C.
	{"b45a_number_misheard_by_speech_recognition", "raw", func(lang, s string) string {
		if lang == "ja" {
			swap := func(n string, hour bool) string {
				b := []byte(n)
				for i := range b {
					switch b[i] {
					case '1':
						b[i] = '7'
					case '7':
						b[i] = '1'
					default:
						continue
					}
					v, _ := strconv.Atoi(string(b))
					if hour && v > 23 {
						b[i] = n[i]
						continue
					}
					return string(b)
				}
				return n
			}
			all := append(ho45aJaCount.FindAllStringSubmatchIndex(s, -1), ho45aJSONQty.FindAllStringSubmatchIndex(s, -1)...)
			best := -1
			for i, loc := range all {
				var num string
				hour := false
				if len(loc) == 8 {
					num, hour = s[loc[4]:loc[5]], s[loc[6]:loc[7]] == "時"
				} else {
					num = s[loc[4]:loc[5]]
				}
				if swap(num, hour) != num && (best < 0 || loc[4] < all[best][4]) {
					best = i
				}
			}
			if best < 0 {
				return s
			}
			loc := all[best]
			hour := len(loc) == 8 && s[loc[6]:loc[7]] == "時"
			return s[:loc[4]] + swap(s[loc[4]:loc[5]], hour) + s[loc[5]:]
		}
		return ho45aEarliestRe(s, []*regexp.Regexp{ho45aDeTeenK, ho45aDeTeenU, ho45aDeTyU}, []func(m []string) string{
			func(m []string) string { return m[1] + m[2] + "0" + m[3] },
			func(m []string) string { return m[1] + m[2] + "0" + m[3] },
			func(m []string) string { return m[1] + "1" + m[2] + m[3] },
		})
	}},
	// The one modifier that restricts a noun is dropped: 追加ユーザー分の料金 → ユーザー分の
	// 料金, 硬く平らな床 → 床; die defekte Lampe → die Lampe.
	{"b45a_restrictive_modifier_dropped", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho45aEarliestRe(s, []*regexp.Regexp{
				regexp.MustCompile(`追加([\p{Katakana}\p{Han}])`), regexp.MustCompile(`旧(\p{Han})`), regexp.MustCompile(`新しい(\p{Han}|\p{Katakana})`),
				regexp.MustCompile(`硬く平らな`), regexp.MustCompile(`未使用の`), regexp.MustCompile(`破損した`),
			}, []func(m []string) string{
				func(m []string) string { return m[1] }, func(m []string) string { return m[1] }, func(m []string) string { return m[1] },
				func(m []string) string { return "" }, func(m []string) string { return "" }, func(m []string) string { return "" },
			})
		}
		return hoFirstMatch(regexp.MustCompile(`\b(?:defekte|neuen|beschädigte|ungeöffnete|unbenutzte)[nmrs]? `), s, func(m []string) string { return "" })
	}},
	// The one adverb that restricts a statement is dropped: 早くても2026年11月9日 →
	// 2026年11月9日; die nur im 5-GHz-Band funken → die im 5-GHz-Band funken.
	{"b45a_restrictive_adverb_dropped", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho45aEarliest(s, []ho45aPair{{"早くても", ""}, {"のみ", ""}, {"遅くとも", ""}})
		}
		re := regexp.MustCompile(`\b(?:nur|erst|spätestens|mindestens|frühestens|ausschließlich) `)
		for _, loc := range re.FindAllStringIndex(s, -1) {
			rest := s[loc[1]:min(len(s), loc[1]+40)]
			if strings.Contains(rest, " und nicht ") {
				continue // the restriction is restated right after: dropping it is harmless
			}
			return s[:loc[0]] + s[loc[1]:]
		}
		return s
	}},
	// から and まで after a date or period are confused: 11月13日（金）までです →
	// 11月13日（金）からです; 今月から加算 → 今月まで加算.
	{"b45a_ja_kara_made_confused_after_time", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`(\d+[日月時分]|今月|来月|今週|来週|月分)((?:（.）)?)(から|まで)([^にで\d])`), s, func(m []string) string {
			to := "まで"
			if m[3] == "まで" {
				to = "から"
			}
			return m[1] + m[2] + to + m[4]
		})
	}},
	// seit, bis and ab are confused: seit Mittwoch → bis Mittwoch; ab 8 Uhr → bis 8 Uhr;
	// bis zum 21.10.2026 freizugeben → ab dem 21.10.2026 freizugeben.
	{"b45a_de_seit_bis_ab_confused", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho45aEarliestRe(s, []*regexp.Regexp{
			regexp.MustCompile(`\bseit dem (\p{Ll}+en) `), regexp.MustCompile(`\bseit (\p{Lu}\p{Ll}+)`),
			regexp.MustCompile(`\bab (\d{1,2} Uhr)`), regexp.MustCompile(`\bbis zum (\d)`),
		}, []func(m []string) string{
			func(m []string) string { return "bis zum " + m[1] + " " },
			func(m []string) string { return "bis " + m[1] },
			func(m []string) string { return "bis " + m[1] },
			func(m []string) string { return "ab dem " + m[1] },
		})
	}},
	// Before and after are confused at one place: 訪問の30分前に → 訪問の30分後に;
	// iOS 16以降 → iOS 16以前; Bestätigen Sie anschließend → Bestätigen Sie vorher.
	{"b45a_before_after_word_confused", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho45aEarliestRe(s, []*regexp.Regexp{regexp.MustCompile(`(\d+分|\d+日|日|）)前に`), regexp.MustCompile(`(\d+分|\d+日|日|）)後に`), regexp.MustCompile(`(\d+)以降`)},
				[]func(m []string) string{
					func(m []string) string { return m[1] + "後に" },
					func(m []string) string { return m[1] + "前に" },
					func(m []string) string { return m[1] + "以前" },
				})
		}
		return ho45aEarliest(s, []ho45aPair{{" anschließend ", " vorher "}, {" danach ", " vorher "}})
	}},
	// Two people's surnames are exchanged at their first mentions: 松田部長…小西課長 →
	// 小西部長…松田課長; Prof. Dr. Kühn … Frau Dr. Vogt → Prof. Dr. Vogt … Frau Dr. Kühn.
	{"b45a_two_surnames_exchanged_at_first_mentions", "raw", ho45aSwapSurnames},
	// Event nouns of two neighbouring sentences are exchanged: …写真で破損を確認…交換品は
	// …発送 → …写真で破損を発送…確認; die Lieferung … die Rechnung → die Rechnung … die Lieferung.
	{"b45a_event_nouns_exchanged_between_neighbour_sentences", "longest", ho45aSwapEventNouns},
	// The closing formula becomes a condolence: 今後ともよろしくお願いいたします。 →
	// 心よりお悔やみ申し上げます。; Mit freundlichen Grüßen → In stiller Anteilnahme.
	{"b45a_closing_made_condolence_formula", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho45aEarliestRe(s, []*regexp.Regexp{regexp.MustCompile(`今後とも[^。\n]*よろしくお願いいたします。`), regexp.MustCompile(`(?m)^よろしくお願いいたします。`)},
				[]func(m []string) string{
					func(m []string) string { return "心よりお悔やみ申し上げます。" },
					func(m []string) string { return "謹んでお悔やみ申し上げます。" },
				})
		}
		return ho45aEarliest(s, []ho45aPair{{"Mit freundlichen Grüßen", "In stiller Anteilnahme"}, {"Freundliche Grüße", "In stiller Trauer"}})
	}},
	// The opening thanks become congratulations: ご利用いただき、誠にありがとうございます →
	// ご利用いただき、誠におめでとうございます; vielen Dank für Ihre Nachricht → herzlichen
	// Glückwunsch zu Ihrer Nachricht.
	{"b45a_thanks_made_congratulation_formula", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho45aEarliest(s, []ho45aPair{{"ありがとうございます", "おめでとうございます"}, {"ありがとうございました", "おめでとうございました"}})
		}
		return hoFirstMatch(regexp.MustCompile(`([Vv])ielen Dank für (Ihre|Ihren|Ihr) (\p{Ll}+e )?`), s, func(m []string) string {
			head := "herzlichen"
			if m[1] == "V" {
				head = "Herzlichen"
			}
			det := map[string]string{"Ihre": "Ihrer", "Ihren": "Ihrem", "Ihr": "Ihrem"}[m[2]]
			adj := ""
			if m[3] != "" {
				adj = strings.TrimSuffix(m[3], " ") + "n "
			}
			return head + " Glückwunsch zu " + det + " " + adj
		})
	}},
	// The apology becomes the dunning reminder's formula: お待たせしてしまい、誠に申し訳ござ
	// いません。 → 行き違いでご入金済みの場合は、本メールをご放念ください。; Wir bitten Sie, die
	// Unannehmlichkeiten zu entschuldigen. → Falls Sie Ihre Zahlung bereits veranlasst haben, …
	{"b45a_apology_made_dunning_reminder_formula", "first", func(lang, s string) string {
		if lang == "ja" {
			split, refs := hoAllSentences(lang, s)
			for _, r := range refs {
				if strings.Contains(split[r.line][r.idx], "申し訳") {
					split[r.line][r.idx] = "行き違いでご入金済みの場合は、本メールをご放念ください。"
					return hoJoin(split)
				}
			}
			return s
		}
		const dun = "Falls Sie Ihre Zahlung bereits veranlasst haben, betrachten Sie dieses Schreiben bitte als gegenstandslos."
		return ho45aEarliestRe(s, []*regexp.Regexp{regexp.MustCompile(`Wir bitten (?:Sie, )?[^.\n]*(?:Unannehmlichkeiten|Verzögerung)[^.\n]*entschuldigen\.`), regexp.MustCompile(`, und es tut uns leid, dass [^.\n]*\.`), regexp.MustCompile(`Es tut uns leid, dass [^.\n]*\.`)},
			[]func(m []string) string{
				func(m []string) string { return dun },
				func(m []string) string { return ". " + dun },
				func(m []string) string { return dun },
			})
	}},
	// A filler asserts the service is free: 出張修理 → 無償の出張修理; liefern wir Ihre
	// Bestellung → liefern wir selbstverständlich kostenlos Ihre Bestellung.
	{"b45a_filler_asserts_free_of_charge", "first", func(lang, s string) string {
		if lang == "ja" {
			if strings.Contains(s, "無償") {
				return s
			}
			for _, w := range []string{"出張修理", "再テスト", "再試験", "点検", "設置作業"} {
				if strings.Contains(s, w) {
					return strings.Replace(s, w, "無償の"+w, 1)
				}
			}
			return s
		}
		if strings.Contains(s, "kostenlos") {
			return s
		}
		return ho45aEarliestRe(s, []*regexp.Regexp{regexp.MustCompile(`\b(liefern|senden|schicken) wir `), regexp.MustCompile(`\bder Versand\b`), regexp.MustCompile(`\bein Austauschgerät\b`), regexp.MustCompile(`\beine Ersatzlieferung\b`)},
			[]func(m []string) string{
				func(m []string) string { return m[1] + " wir selbstverständlich kostenlos " },
				func(m []string) string { return "der kostenlose Versand" },
				func(m []string) string { return "ein kostenloses Austauschgerät" },
				func(m []string) string { return "eine kostenlose Ersatzlieferung" },
			})
	}},
	// A filler asserts a repeat that never happened: クーポンをお送りいたします → クーポンを
	// 念のため再度お送りいたします; Wir senden Ihnen … → Wir senden Ihnen erneut ….
	{"b45a_filler_asserts_resend", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho45aEarliestRe(s, []*regexp.Regexp{regexp.MustCompile(`(お送りいたします|発送いたします|お電話いたします|お送りします)`)},
				[]func(m []string) string{func(m []string) string { return "念のため再度" + m[1] }})
		}
		return hoFirstMatch(regexp.MustCompile(`\b(liefern|senden|schicken) (wir|Ihnen|wir Ihnen) `), s, func(m []string) string {
			return m[1] + " " + m[2] + " erneut "
		})
	}},
	// A document noun becomes its sibling collocate: 請求書INV-88213 → 見積書INV-88213;
	// Rechnungsanschrift → Lieferanschrift, Bestellnummer → Kundennummer.
	{"b45a_document_noun_made_sibling_collocate", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho45aEarliest(s, []ho45aPair{{"請求書", "見積書"}, {"見積番号", "注文番号"}, {"ご注文番号", "会員番号"}, {"注文番号", "会員番号"}, {"受付番号", "会員番号"},
				{"返送用伝票", "納品書"}, {"お支払い期限", "お申込み期限"}, {"契約期間", "試用期間"}})
		}
		return ho45aEarliest(s, []ho45aPair{{"Rechnungsanschrift", "Lieferanschrift"}, {"Rechnungsbetrag", "Restbetrag"}, {"Bestellnummer", "Kundennummer"},
			{"Rücksendeetikett", "Versandetikett"}, {"Versichertenkarte", "Kreditkarte"}, {"Rechnungsnummer", "Kundennummer"}})
	}},
	// A relative time word becomes its neighbour: 前日の17時まで → 当日の17時まで; 今月から →
	// 来月から; am selben Tag → am nächsten Tag; die nächste Sitzung → die übernächste Sitzung.
	{"b45a_relative_time_word_shifted", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho45aEarliest(s, []ho45aPair{{"前日", "当日"}, {"今月", "来月"}, {"月末", "月初"}, {"翌日", "翌週"}, {"今週", "来週"}})
		}
		return ho45aEarliest(s, []ho45aPair{{"am selben Tag", "am nächsten Tag"}, {"nächste Sitzung", "übernächste Sitzung"}, {"in der Nacht", "am Wochenende"},
			{"heute", "morgen"}, {"nächste Woche", "übernächste Woche"}})
	}},
	// A department or office becomes one of another function: 配送センターでの作業遅延 →
	// コールセンターでの作業遅延; Frau Müller von der Hausverwaltung → von der Steuerberatung.
	{"b45a_department_made_other_function", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho45aEarliest(s, []ho45aPair{{"配送センター", "コールセンター"}, {"経理部", "人事部"}, {"サポート窓口", "採用窓口"}, {"営業所", "研究所"},
				{"物流センター", "研修センター"}, {"研究室", "営業部"}})
		}
		return ho45aEarliest(s, []ho45aPair{{"Kundendienst", "Vertrieb"}, {"Großkundenbetreuung", "Rechtsabteilung"}, {"Kundenservice", "Einkauf"},
			{"Hausverwaltung", "Steuerberatung"}, {"Gewerbeaufsicht", "Lebensmittelaufsicht"}, {"Zentraler Einkauf", "Zentraler Vertrieb"}, {"Verwaltungsgebäude", "Lagergebäude"}})
	}},
	// A request to get in touch becomes a request to come to the shop: お気軽にお問い合わせ
	// ください → お気軽にご来店ください; wenden Sie sich bitte an unseren Kundendienst →
	// besuchen Sie bitte unsere Filiale.
	{"b45a_contact_request_made_shop_visit", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho45aEarliest(s, []ho45aPair{{"お問い合わせください", "ご来店ください"}, {"ご連絡ください", "ご来店ください"}, {"ご返信ください", "ご来店ください"}})
		}
		return ho45aEarliestRe(s, []*regexp.Regexp{regexp.MustCompile(`wenden Sie sich bitte an (?:unseren|unsere|den|die) [\p{L}-]+`), regexp.MustCompile(`Bei Fragen sind wir gern für Sie da\.`), regexp.MustCompile(`[Rr]ufen Sie uns (?:gern |bitte )?an`)},
			[]func(m []string) string{
				func(m []string) string { return "besuchen Sie bitte unsere Filiale" },
				func(m []string) string { return "Bei Fragen besuchen Sie gern unsere Filiale." },
				func(m []string) string { return "besuchen Sie uns in der Filiale" },
			})
	}},
	// One digit of a postcode or phone number is read as its OCR lookalike: 〒530-0001 →
	// 〒530-0007; 67059 Ludwigshafen → 67039 Ludwigshafen.
	{"b45a_postcode_or_phone_digit_read_as_ocr_lookalike", "first", func(lang, s string) string {
		return ho45aEarliestRe(s, []*regexp.Regexp{ho45aPostJA, ho45aPLZ}, []func(m []string) string{
			func(m []string) string {
				if lang != "ja" {
					return m[0]
				}
				return ho45aOCRDigit(m[0])
			},
			func(m []string) string { return m[1] + ho45aOCRDigit(m[2]) + m[3] },
		})
	}},
}
