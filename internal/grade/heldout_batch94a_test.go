// Batch 94a of blind damage kinds, "the obvious head": found by a QA reviewer after the
// deployment switched to a 4-bit AWQ-quantized model to fit on fewer GPUs. The reviewer
// read one day of answers, short and long, and wrote down the faults noticed first: the
// frequent and plain ones. 4-bit models confuse similar numbers and names, lose rare
// words and replace them with common ones, garble long identifiers, skip a clause, state
// the opposite of a negated sentence, repeat themselves, stop early and drift in register.
// Written blind, from experience of how such models fail, without reading the checks.

package grade

import (
	"regexp"
	"strconv"
	"strings"
)

var (
	b94aDeName   = regexp.MustCompile(`(Herrn?|Frau) ((?:Prof\. )?(?:Dr\. )?)(\p{Lu}\p{Ll}+)`)
	b94aJaName   = regexp.MustCompile(`(\p{Han}{2})(様|部長|課長|さん)`)
	b94aDeUnit   = regexp.MustCompile(`(^|[^\d.,])(\d{1,3})( ?(?:Minuten|Stunden|Tage|Tagen|Wochen|Jahre|Jahren|GHz|°C|Meter))`)
	b94aJaUnit   = regexp.MustCompile(`(^|[^\d,])(\d{1,3})((?:分|時間|週間|年分|個|箱|名|メートル|桁|秒|冊|枚|円分|日間))`)
	b94aJaYen    = regexp.MustCompile(`(\d{1,3}(?:,\d{3})*)(万?円)`)
	b94aDeEuro   = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*),(\d{2})( €)`)
	b94aWeekJa   = regexp.MustCompile(`（([月火水木金土日])）`)
	b94aWeekDe   = regexp.MustCompile(`Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag`)
	b94aDigitPos = regexp.MustCompile(`\d{2,}`)
	b94aYear     = regexp.MustCompile(`(^|[^\-\dA-Z])2026`)
)

var b94aDeDays = []string{"Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"}

// b94aSimilarDigit is the digit a 4-bit model mistakes a digit for.
var b94aSimilarDigit = map[byte]byte{'0': '8', '1': '7', '2': '3', '3': '8', '4': '9', '5': '6', '6': '5', '7': '1', '8': '3', '9': '4'}

// b94aReplaceFirstOf replaces the first pair (in list order) whose old text occurs in s.
func b94aReplaceFirstOf(s string, pairs [][2]string) string {
	for _, p := range pairs {
		if strings.Contains(s, p[0]) {
			return strings.Replace(s, p[0], p[1], 1)
		}
	}
	return s
}

// b94aSwapFirstTwo swaps the first two distinct matches of re in s.
func b94aSwapFirstTwo(re *regexp.Regexp, s string) string {
	locs := re.FindAllStringIndex(s, -1)
	if len(locs) < 2 {
		return s
	}
	a := locs[0]
	first := s[a[0]:a[1]]
	for _, b := range locs[1:] {
		second := s[b[0]:b[1]]
		if second != first {
			return s[:a[0]] + second + s[a[1]:b[0]] + first + s[b[1]:]
		}
	}
	return s
}

var b94aISOorDate = regexp.MustCompile(`\d{4}-\d{2}-\d{2}|\d{1,2}\.\d{1,2}\.\d{4}|(?:\d{4}年)?\d{1,2}月\d{1,2}日`)

var b94aHeldOut = []heldOutKind{
	// b94a_similar_digit_in_amount: one digit of the first money amount is read as a
	// similar digit (3↔8, 1↔7, 5↔6), the commonest 4-bit number slip; the amount is wrong.
	// de: "Rechnungsbetrag 1.249,90 €" → "Rechnungsbetrag 1.749,90 €"
	// ja: "料金5,500円（税込）" → "料金6,500円（税込）"
	{"b94a_similar_digit_in_amount", "first", func(lang, s string) string {
		re := b94aDeEuro
		if lang == "ja" {
			re = b94aJaYen
		}
		return hoFirstMatch(re, s, func(m []string) string {
			b := []byte(m[0])
			for i, c := range b {
				if c >= '1' && c <= '9' {
					b[i] = b94aSimilarDigit[c]
					break
				}
			}
			return string(b)
		})
	}},
	// b94a_json_number_digit: a numeric JSON value gets one transposed pair of digits
	// (1249.90 → 1429.90), as a quantized model garbles long numbers in extractions.
	// de: "\"value\": 1249.90" → "\"value\": 1429.90"
	// ja: "\"unit_price\": 12800" → "\"unit_price\": 18200"
	{"b94a_json_number_digit", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		locs := hoJSONNum.FindAllStringSubmatchIndex(s, -1)
		for _, l := range locs {
			num := s[l[4]:l[5]]
			d := []byte(num)
			for i := 0; i+2 < len(d); i++ {
				if d[i+1] >= '0' && d[i+1] <= '9' && d[i+2] >= '0' && d[i+2] <= '9' && d[i+1] != d[i+2] && d[i] != '-' {
					d[i+1], d[i+2] = d[i+2], d[i+1]
					return s[:l[4]] + string(d) + s[l[5]:]
				}
			}
		}
		return s
	}},
	// b94a_amount_magnitude: the first money amount loses a digit group, off by a factor
	// of ten, as a model that drops a token in a long number does.
	// de: "18.750,00 € für die Stahlträger" → "1.875,00 € für die Stahlträger"
	// ja: "約1,400万円" → "約140万円"
	{"b94a_amount_magnitude", "first", func(lang, s string) string {
		re := b94aDeEuro
		if lang == "ja" {
			re = b94aJaYen
		}
		return hoFirstMatch(re, s, func(m []string) string {
			digits := strings.NewReplacer(".", "", ",", "").Replace(m[1])
			if len(digits) < 3 {
				return m[0]
			}
			n, err := strconv.Atoi(digits[:len(digits)-1])
			if err != nil {
				return m[0]
			}
			if lang == "ja" {
				return b94aGroup(n, ",") + m[2]
			}
			return b94aGroup(n, ".") + "," + m[2] + m[3]
		})
	}},
	// b94a_amounts_swapped: the first two different money amounts trade places, so each
	// figure lands on the wrong item or provider.
	// de: "| Kühltechnik Straßburger GmbH | 14.890,00 € |" → "| Kühltechnik Straßburger GmbH | 12.450,00 € |"
	// ja: "基本料金33,000円（税込）と追加ユーザー料金5,500円" → "基本料金5,500円（税込）と追加ユーザー料金33,000円"
	{"b94a_amounts_swapped", "longest", func(lang, s string) string {
		if lang == "ja" {
			return b94aSwapFirstTwo(b94aJaYen, s)
		}
		return b94aSwapFirstTwo(b94aDeEuro, s)
	}},
	// b94a_dates_swapped: the first two different dates trade places (start and end,
	// old and new date), a frequent confusion of similar tokens.
	// de: "vom 19.10.2026 (Montag) auf den 26.10.2026" → "vom 26.10.2026 (Montag) auf den 19.10.2026"
	// ja: "\"start_date\": \"2026-12-01\", \"end_date\": \"2027-11-30\"" → dates exchanged
	{"b94a_dates_swapped", "raw", func(lang, s string) string {
		return b94aSwapFirstTwo(b94aISOorDate, s)
	}},
	// b94a_date_day_slip: the day of the first date is off by one, a near-number slip.
	// de: "am 12.11.2026 zwischen 8 und 12 Uhr" → "am 13.11.2026 zwischen 8 und 12 Uhr"
	// ja: "10月16日にお届けする予定" → "10月17日にお届けする予定"
	{"b94a_date_day_slip", "first", func(lang, s string) string {
		return hoFirstMatch(b94aISOorDate, s, func(m []string) string {
			d := m[0]
			var re *regexp.Regexp
			switch {
			case strings.Contains(d, "-"):
				re = regexp.MustCompile(`(-)(\d{2})$`)
			case strings.Contains(d, "."):
				re = regexp.MustCompile(`^(|)(\d{1,2})`)
			default:
				re = regexp.MustCompile(`(月)(\d{1,2})日`)
			}
			return hoFirstMatch(re, d, func(x []string) string {
				n, _ := strconv.Atoi(x[2])
				n++
				if n > 28 {
					n = 27
				}
				out := strconv.Itoa(n)
				if len(x[2]) == 2 && n < 10 {
					out = "0" + out
				}
				if strings.HasSuffix(x[0], "日") {
					return x[1] + out + "日"
				}
				return x[1] + out
			})
		})
	}},
	// b94a_year_slip: the first 2026 becomes 2025 (the year the model saw most in
	// training), so a date lies in the past.
	// de: "\"rechnungsdatum\": \"2026-10-21\"" → "\"rechnungsdatum\": \"2025-10-21\""
	// ja: "訪問日時：2026年10月23日" → "訪問日時：2025年10月23日"
	{"b94a_year_slip", "first", func(lang, s string) string {
		return hoFirstMatch(b94aYear, s, func(m []string) string { return m[1] + "2025" })
	}},
	// b94a_weekday_wrong: the weekday next to a date is the following day, so date and
	// weekday disagree and the customer cannot tell which is meant.
	// de: "am Montag, 26. Oktober 2026" → "am Dienstag, 26. Oktober 2026"
	// ja: "10月21日（水）" → "10月21日（木）"
	{"b94a_weekday_wrong", "first", func(lang, s string) string {
		if lang == "ja" {
			days := "月火水木金土日"
			return hoFirstMatch(b94aWeekJa, s, func(m []string) string {
				rs := []rune(days)
				for i, r := range rs {
					if string(r) == m[1] {
						return "（" + string(rs[(i+1)%7]) + "）"
					}
				}
				return m[0]
			})
		}
		return hoFirstMatch(b94aWeekDe, s, func(m []string) string {
			for i, d := range b94aDeDays {
				if d == m[0] {
					return b94aDeDays[(i+1)%7]
				}
			}
			return m[0]
		})
	}},
	// b94a_hour_slip: the first time of day moves by one hour.
	// de: "um 10:30 Uhr" → "um 11:30 Uhr"
	// ja: "前日の17時まで" → "前日の18時まで"
	{"b94a_hour_slip", "first", func(lang, s string) string {
		bump := func(h string) string {
			n, _ := strconv.Atoi(h)
			return strconv.Itoa((n + 1) % 24)
		}
		if loc := hoClock.FindStringIndex(s); loc != nil {
			return hoFirstMatch(hoClock, s, func(m []string) string { return bump(m[1]) + ":" + m[2] })
		}
		if lang == "ja" {
			return hoFirstMatch(hoJaHour, s, func(m []string) string { return bump(m[1]) + "時" })
		}
		return hoFirstMatch(hoDeHour, s, func(m []string) string { return bump(m[1]) + " Uhr" })
	}},
	// b94a_quantity_similar_digit: a small count or duration (minutes, weeks, pieces,
	// years of warranty) gets a similar digit, changing the instruction or fact.
	// de: "bis zu zwei Minuten ... 10 Minuten aktiv" → "70 Minuten aktiv"; "24 Stunden vorher" → "34 Stunden vorher"
	// ja: "2週間の再テスト" → "3週間の再テスト"
	{"b94a_quantity_similar_digit", "first", func(lang, s string) string {
		re := b94aDeUnit
		if lang == "ja" {
			re = b94aJaUnit
		}
		return hoFirstMatch(re, s, func(m []string) string {
			b := []byte(m[2])
			b[0] = b94aSimilarDigit[b[0]]
			return m[1] + string(b) + m[3]
		})
	}},
	// b94a_id_garbled: a long identifier (order, invoice, ticket, part number) gets two
	// adjacent digits transposed, so it no longer finds the record.
	// de: "Bestellung WE-20417" → "Bestellung WE-24017"
	// ja: "請求書INV-88213" → "請求書INV-88123"
	{"b94a_id_garbled", "first", func(lang, s string) string {
		return hoFirstMatch(hoID, s, func(m []string) string {
			id := []byte(m[0])
			loc := b94aDigitPos.FindAllIndex(id, -1)
			if len(loc) == 0 {
				return m[0]
			}
			l := loc[len(loc)-1]
			for i := l[1] - 2; i > l[0]; i-- {
				if id[i] != id[i-1] {
					id[i], id[i-1] = id[i-1], id[i]
					return string(id)
				}
			}
			return m[0]
		})
	}},
	// b94a_surname_common: a rare surname after Herr/Frau or before 様/部長/課長 is
	// replaced by the commonest one (Schmidt, 田中): the wrong person is addressed.
	// de: "Sehr geehrte Frau Schäfer," → "Sehr geehrte Frau Schmidt,"
	// ja: "中島 大輔様" → "中島 田中様"; "石井部長" → "田中部長"
	{"b94a_surname_common", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b94aJaName, s, func(m []string) string {
				if m[1] == "田中" {
					return "佐藤" + m[2]
				}
				return "田中" + m[2]
			})
		}
		return hoFirstMatch(b94aDeName, s, func(m []string) string {
			if m[3] == "Schmidt" {
				return m[1] + " " + m[2] + "Meyer"
			}
			return m[1] + " " + m[2] + "Schmidt"
		})
	}},
	// b94a_name_near_miss: a name is respelt as a similar, more frequent one (Hoffmann →
	// Hofmann, Köhler → Kähler, Weiß → Weis; katakana brand loses its second-last kana),
	// a misspelt customer or product name.
	// de: "Sehr geehrter Herr Weiß," → "Sehr geehrter Herr Weis,"
	// ja: "ハルカゼ寝具店" → "ハルゼ寝具店"
	{"b94a_name_near_miss", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(hoKatakana, s, func(m []string) string {
				rs := []rune(m[0])
				if len(rs) < 4 {
					return m[0]
				}
				i := len(rs) - 2
				if rs[i] == 'ー' {
					i--
				}
				return string(rs[:i]) + string(rs[i+1:])
			})
		}
		return hoFirstMatch(b94aDeName, s, func(m []string) string {
			n := m[3]
			for _, p := range [][2]string{{"ff", "f"}, {"nn", "n"}, {"mm", "m"}, {"ß", "s"}, {"ö", "ä"}, {"ü", "ö"}, {"ä", "e"}, {"ze", "z"}} {
				if strings.Contains(n, p[0]) {
					return m[1] + " " + m[2] + strings.Replace(n, p[0], p[1], 1)
				}
			}
			return m[0]
		})
	}},
	// b94a_rare_word_common: a rare domain word is replaced by a common, vaguer or
	// related one, the way low-bit models lose rare tokens; the fact becomes wrong.
	// de: "die Siebträgermaschine „Barista Duo“" → "die Kaffeemaschine „Barista Duo“"
	// ja: "冷凍室が冷えない症状" → "冷蔵室が冷えない症状"
	{"b94a_rare_word_common", "longest", func(lang, s string) string {
		if lang == "ja" {
			return b94aReplaceFirstOf(s, [][2]string{{"冷凍室", "冷蔵室"}, {"羽毛布団", "毛布"}, {"体脂肪率", "体重"}, {"勤怠データ", "会計データ"},
				{"在庫引当", "在庫確認"}, {"予備費", "予算"}, {"振動試験", "騒音試験"}, {"フィルター差し込み口", "フタ"}, {"交換用パッキン", "交換用フィルター"},
				{"トナー", "インク"}, {"ホチキス針", "クリップ"}, {"経理部", "営業部"}, {"途中解約", "契約更新"}, {"初期費用", "月額費用"}, {"クーポン", "ポイント"}, {"道玄坂", "道玄町"}})
		}
		return b94aReplaceFirstOf(s, [][2]string{{"Siebträgermaschine", "Kaffeemaschine"}, {"Wärmepumpen", "Gasheizungen"}, {"Wärmepumpe", "Klimaanlage"},
			{"Versichertenkarte", "Kreditkarte"}, {"Druckbehälterprüfung", "Brandschutzprüfung"}, {"Schallschutzwände", "Fenster"},
			{"Badezimmerdecke", "Küchendecke"}, {"Installateur", "Elektriker"}, {"Ersatzlampe", "Gutschrift"}, {"Schaltschrankzubehör", "Büromaterial"},
			{"Gärkorbreinigungsservice", "Reinigungsservice"}, {"Rücksendeetikett", "Lieferschein"}, {"Schwingungstechnik", "Schwimmtechnik"},
			{"Garantie;", "Lieferzeit;"}, {"Stahlträger", "Holzbalken"}})
	}},
	// b94a_negation_dropped: a negation is lost, so the sentence says the opposite:
	// not supported becomes supported, no costs become costs, 変わりません becomes 変わります.
	// de: "werden von der Nordwärme L9 nicht unterstützt" → "werden von der Nordwärme L9 unterstützt"
	// ja: "途中解約はできません。" → "途中解約はできます。"
	{"b94a_negation_dropped", "first", func(lang, s string) string {
		if lang == "ja" {
			return b94aReplaceFirstOf(s, [][2]string{{"できません", "できます"}, {"変わりません", "変わります"}, {"不要です", "必要です"},
				{"冷えない", "冷える"}, {"取り込めない", "取り込める"}, {"使えない", "使える"}, {"できないこと", "できること"}, {"ありません", "あります"}})
		}
		return b94aReplaceFirstOf(s, [][2]string{{" nicht ", " "}, {"keine Reparatur, sondern ein Austauschgerät", "eine Reparatur und kein Austauschgerät"},
			{"keine Kosten", "Kosten"}, {"keinen Druck mehr", "wieder Druck"}, {"keine Leerzeichen", "Leerzeichen"}, {"noch aus", "vor"}})
	}},
	// b94a_bound_inverted: a limit word flips to its opposite (spätestens/frühestens,
	// mindestens/höchstens, 以内/以上, 前/後), reversing the deadline or condition.
	// de: "spätestens 24 Stunden vorher" → "frühestens 24 Stunden vorher"
	// ja: "2メートル以内ですか" → "2メートル以上ですか"; "訪問の30分前に" → "訪問の30分後に"
	{"b94a_bound_inverted", "first", func(lang, s string) string {
		if lang == "ja" {
			return b94aReplaceFirstOf(s, [][2]string{{"以内", "以上"}, {"以降", "以前"}, {"早くても", "遅くとも"}, {"分前", "分後"}, {"前日", "翌日"},
				{"までに", "以降に"}, {"まで", "から"}})
		}
		return b94aReplaceFirstOf(s, [][2]string{{"spätestens", "frühestens"}, {"mindestens", "höchstens"}, {"bis zu", "mindestens"},
			{"vorher", "nachher"}, {"günstiger", "teurer"}, {"höher", "niedriger"}, {"erst am", "schon am"}, {"bis zum", "ab dem"}, {"bis dahin", "ab dann"}})
	}},
	// b94a_clause_skipped: a middle clause of a long sentence is dropped (after "; " in
	// German, between the first two 、 in Japanese), so a fact is silently missing.
	// de: "..., verschiebt sich die Inbetriebnahme ... auf den 16.11.2026; bis dahin läuft die alte Anlage weiter." → "... auf den 16.11.2026."
	// ja: "「ハルカゼ羽毛布団 ダブル」につきまして、10月16日にお届けする予定でしたが、配送センター…" → "…につきまして、配送センター…"
	{"b94a_clause_skipped", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sent string) string {
			if lang == "ja" {
				i := strings.Index(sent, "、")
				if i < 0 {
					return sent
				}
				j := strings.Index(sent[i+len("、"):], "、")
				if j < 0 {
					return sent
				}
				return sent[:i+len("、")] + sent[i+len("、")+j+len("、"):]
			}
			i := strings.Index(sent, "; ")
			if i < 0 {
				i = strings.Index(sent, ", und ")
			}
			if i < 0 {
				return sent
			}
			tail := strings.TrimRight(sent, " ")
			end := tail[len(tail)-1:]
			if end != "." && end != "!" && end != "?" {
				end = ""
			}
			return sent[:i] + end + sent[len(tail):]
		})
	}},
	// b94a_sentence_repeated: the middle sentence is generated three times in a row, the
	// repetition loop of a quantized model.
	// de: "Bitte bringen Sie Ihre Versichertenkarte mit." → the same sentence three times
	// ja: "お待たせしてしまい、誠に申し訳ございません。" → three times in a row
	{"b94a_sentence_repeated", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sent string) string {
			if len([]rune(strings.TrimSpace(sent))) < 12 {
				return sent
			}
			sep := ""
			if lang != "ja" && !strings.HasSuffix(sent, " ") {
				sep = " "
			}
			return sent + sep + sent + sep + sent
		})
	}},
	// b94a_stopped_early: the answer ends mid-way, at the end of the line in the middle of
	// the text, as generation stops early (EOS sampled too soon); the rest is missing.
	// de: the procedure ends after step 5; ja: the apology ends before the new delivery date.
	{"b94a_stopped_early", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		if len(lines) < 3 {
			return s
		}
		return strings.TrimRight(strings.Join(lines[:len(lines)/2], "\n"), "\n")
	}},
	// b94a_register_casual: a formal letter drifts to casual register: Hallo / Viele
	// Grüße instead of Sehr geehrte / Mit freundlichen Grüßen; します / すみません / さん
	// instead of いたします / 申し訳ございません / 様.
	// de: "Sehr geehrte Frau Schäfer," → "Hallo Frau Schäfer,"
	// ja: "お詫びとして、…クーポンをお送りいたします。" → "…クーポンを送ります。"; "小林 恵子様" → "小林 恵子さん"
	{"b94a_register_casual", "longest", func(lang, s string) string {
		if lang == "ja" {
			out := s
			for _, p := range [][2]string{{"誠に申し訳ございません", "すみません"}, {"お送りいたします", "送ります"}, {"いたします", "します"},
				{"ありがとうございます", "ありがとう"}, {"ございましたら", "あったら"}, {"くださいますようお願い", "してほしいとお願い"}, {"ございます", "です"}} {
				out = strings.ReplaceAll(out, p[0], p[1])
			}
			if i := strings.Index(out, "様\n"); i >= 0 && i < 40 {
				out = out[:i] + "さん\n" + out[i+len("様\n"):]
			}
			return out
		}
		out := s
		for _, p := range [][2]string{{"Sehr geehrte Frau", "Hallo Frau"}, {"Sehr geehrter Herr", "Hallo Herr"}, {"Mit freundlichen Grüßen", "Viele Grüße"},
			{"Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen.", "Sorry für den Stress."}} {
			out = strings.ReplaceAll(out, p[0], p[1])
		}
		return out
	}},
}

// b94aGroup formats n with sep every three digits.
func b94aGroup(n int, sep string) string {
	s := strconv.Itoa(n)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}

var heldOutBatch94a = b94aHeldOut
