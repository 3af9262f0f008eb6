package grade

// Blind batch 90c: faults found by a Japanese back-office reviewer (経理・総務) who
// proof-reads model answers before they go to customers and suppliers, after a
// quantized model was rolled out. Every fault sits in Japanese numerals, counters and
// boundaries: 万/億 placement, 千円 units, 令和 conversion, 午後 hours, 以上/以下 bounds,
// span and point counters, 約 estimates and counter kanji. A German reader of the
// transliterated figures would not notice; a Japanese reader stops at once. German
// goldens are left unchanged.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

var (
	// b90cYenComma is a comma-grouped amount in 円 or ユーロ that is not already in 万/億.
	b90cYenComma = regexp.MustCompile(`(^|[^\d,.万億])(\d{1,3}),(\d{3})(円|ユーロ)`)
	// b90cPlainAmount is an amount in 円/ユーロ, optionally in 万, not after 億 or digits.
	b90cPlainAmount = regexp.MustCompile(`(^|[^\d,.万億])(\d{1,3}(?:,\d{3})*|\d+)(万)?(円|ユーロ)`)
	b90cYear        = regexp.MustCompile(`(20\d\d)年`)
	b90cReiwa       = regexp.MustCompile(`令和(\d{1,2})年`)
	b90cHourRange   = regexp.MustCompile(`(^|[^\d])(\d{1,2})時(?:(\s*[〜~～]\s*)(\d{1,2})時)?`)
	b90cBound       = regexp.MustCompile(`(\d(?:メートル|センチ|キロ|分|秒|日|時間|週間|個|名|件|円|歳)?)(以降|以内|以上|以下|未満)|早くても`)
	b90cSpanPoint   = regexp.MustCompile(`(\d+)(週間|月分|階)`)
	b90cYaku        = regexp.MustCompile(`約(\d)`)
	b90cJSONYen     = regexp.MustCompile(`("(?:monthly_fee|unit_price|value)"\s*:\s*)(\d{4,})([,}\]\s])`)
	b90cPieceCount  = regexp.MustCompile(`(\d+)(個|名)`)
	b90cPackCounter = regexp.MustCompile(`(\d+)枚×(\d+)冊`)
	b90cOkuMan      = regexp.MustCompile(`(\d)億(\d),(\d{3})万円`)
	b90cCounterHomo = regexp.MustCompile(`(\d)(階|回|週間|名|個|冊)`)
)

// b90cGroup writes n with Japanese/English thousands commas.
func b90cGroup(n int64) string {
	s := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// b90cNum parses a comma-grouped number; ok false when it is not one.
func b90cNum(s string) (int64, bool) {
	n, err := strconv.ParseInt(strings.ReplaceAll(s, ",", ""), 10, 64)
	return n, err == nil
}

// b90cDecimal writes n/10^places as a short decimal ("3.3", "0.11", "14").
func b90cDecimal(n int64, places int) string {
	s := strconv.FormatInt(n, 10)
	for len(s) <= places {
		s = "0" + s
	}
	whole, frac := s[:len(s)-places], strings.TrimRight(s[len(s)-places:], "0")
	if frac == "" {
		return whole
	}
	return whole + "." + frac
}

// b90cFirstFunc rewrites the first match of re for which f returns ok.
func b90cFirstFunc(re *regexp.Regexp, s string, f func(m []string) (string, bool)) string {
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

var heldOutBatch90c = []heldOutKind{
	// b90c_ja_thousands_comma_read_as_man_boundary: the first comma-grouped amount has
	// its three-digit Western group taken for the four-digit 万 boundary, so the comma
	// becomes 万: the amount grows tenfold. A model mixing 3-digit grouping with 万 units
	// writes exactly this. ja: 料金5,500円（税込） → 料金5万500円（税込）; ja: 固定価格は
	// 1,480ユーロ（税別） → 固定価格は1万480ユーロ（税別）. de: unchanged (Japanese units only;
	// e.g. „1.480,00 €“ stays).
	{"b90c_ja_thousands_comma_read_as_man_boundary", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b90cYenComma, s, func(m []string) string {
			if m[3] == "000" {
				return m[1] + m[2] + "万" + m[4]
			}
			return m[1] + m[2] + "万" + strings.TrimLeft(m[3], "0") + m[4]
		})
	}},

	// b90c_ja_amount_restated_in_man_two_places_off: the first amount is restated in the
	// next larger Japanese unit (円 → 万円, 万円 → 億円) with the decimal point lost, so it
	// is a hundred times too large — the 万/億 placement slip of a model that "tidies"
	// figures. ja: 追加ユーザー分の料金5,500円 → 追加ユーザー分の料金55万円; ja: 追加費用は
	// 約1,400万円 → 追加費用は約14億円. de: unchanged (e.g. „1.480,00 €“ stays).
	{"b90c_ja_amount_restated_in_man_two_places_off", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b90cFirstFunc(b90cPlainAmount, s, func(m []string) (string, bool) {
			n, ok := b90cNum(m[2])
			if !ok || m[4] != "円" || n < 100 || n%100 != 0 {
				return "", false
			}
			if m[3] == "万" {
				return m[1] + b90cGroup(n/100) + "億円", true
			}
			return m[1] + b90cGroup(n/100) + "万円", true
		})
	}},

	// b90c_ja_amount_restated_in_man_decimal_one_place_off: the first amount is restated
	// in the next larger unit with the decimal point one place too far right, so it is
	// ten times too large (5,500円 is 0.55万円, not 5.5万円). ja: 5,500円（税込）が加算 →
	// 5.5万円（税込）が加算; ja: 500円分のクーポン → 0.5万円分のクーポン. de: unchanged
	// (e.g. „1.480,00 €“ stays).
	{"b90c_ja_amount_restated_in_man_decimal_one_place_off", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b90cFirstFunc(b90cPlainAmount, s, func(m []string) (string, bool) {
			n, ok := b90cNum(m[2])
			if !ok || n < 100 {
				return "", false
			}
			if m[3] == "万" {
				return m[1] + b90cDecimal(n, 3) + "億" + m[4], true
			}
			return m[1] + b90cDecimal(n, 3) + "万" + m[4], true
		})
	}},

	// b90c_ja_amount_labelled_in_senen_units: the first plain amount gets the 千円 (or
	// 千ユーロ) unit of accounting tables while its digits stay, so it is a thousand times
	// too large. ja: 500円分のクーポン → 500千円分のクーポン; ja: | 2,480円 | → | 2,480千円 |.
	// de: unchanged (e.g. „1.480,00 €“ stays).
	{"b90c_ja_amount_labelled_in_senen_units", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b90cFirstFunc(b90cPlainAmount, s, func(m []string) (string, bool) {
			if m[3] != "" {
				return "", false
			}
			return m[1] + m[2] + "千" + m[4], true
		})
	}},

	// b90c_ja_json_yen_values_written_in_man_units: an extraction writes its yen numbers
	// (monthly_fee, unit_price, total value) in 万円 without saying so, as a model that
	// "thinks in 万" does: 33,000円 becomes 3.3. ja: "monthly_fee": 33000 →
	// "monthly_fee": 3.3; ja: "unit_price": 12800 → "unit_price": 1.28. de: unchanged
	// (e.g. "betrag": 1480 stays).
	{"b90c_ja_json_yen_values_written_in_man_units", "raw", func(lang, s string) string {
		if lang != "ja" || !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		return b90cJSONYen.ReplaceAllStringFunc(s, func(x string) string {
			m := b90cJSONYen.FindStringSubmatch(x)
			n, ok := b90cNum(m[2])
			if !ok {
				return x
			}
			return m[1] + b90cDecimal(n, 4) + m[3]
		})
	}},

	// b90c_ja_reiwa_year_counted_with_gannen_as_zero: the year is converted between 西暦
	// and 令和 as if 2019 were 令和0年 (it is 令和元年), so every conversion is one year
	// off: 2026年 becomes 令和7年, 令和8年 becomes 2027年, and a year-less date of the
	// reference year gets 令和7年. ja: 令和8年11月16日（月）に移転します → 2027年11月16日
	// （月）に移転します; ja: 訪問日時：2026年10月23日（金） → 訪問日時：令和7年10月23日（金）.
	// de: unchanged (e.g. „am 14.10.2026“ stays).
	{"b90c_ja_reiwa_year_counted_with_gannen_as_zero", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if b90cReiwa.MatchString(s) {
			return hoFirstMatch(b90cReiwa, s, func(m []string) string {
				n, _ := strconv.Atoi(m[1])
				return fmt.Sprintf("%d年", 2019+n)
			})
		}
		if b90cYear.MatchString(s) {
			return hoFirstMatch(b90cYear, s, func(m []string) string {
				y, _ := strconv.Atoi(m[1])
				if y-2019 < 1 {
					return m[0]
				}
				return fmt.Sprintf("令和%d年", y-2019)
			})
		}
		return hoFirstMatch(hoJaMonth, s, func(m []string) string { return "令和7年" + m[0] })
	}},

	// b90c_ja_24h_hour_relabelled_gogo_minus_ten: the first 24-hour time (window) is put
	// into 午後 form by subtracting ten instead of twelve, so 14時 becomes 午後4時: the
	// visit or deadline is two hours late. ja: 14時〜16時 → 午後4時〜6時; ja: 10月19日（月）
	// 17時までに回答する → 10月19日（月）午後7時までに回答する. de: unchanged (e.g. „bis
	// 17 Uhr“ stays).
	{"b90c_ja_24h_hour_relabelled_gogo_minus_ten", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b90cFirstFunc(b90cHourRange, s, func(m []string) (string, bool) {
			h, _ := strconv.Atoi(m[2])
			if h < 13 || h > 23 {
				return "", false
			}
			out := m[1] + fmt.Sprintf("午後%d時", h-10)
			if m[4] != "" {
				h2, _ := strconv.Atoi(m[4])
				if h2 < 13 || h2 > 23 {
					return "", false
				}
				out += m[3] + fmt.Sprintf("%d時", h2-10)
			}
			return out, true
		})
	}},

	// b90c_ja_bound_word_made_its_complement: the first 以降/以内/以上/以下/未満 bound (or
	// 早くても) is replaced by its complement — 以降 by より前, 以内 by 超, 以上 by 未満,
	// 以下 by 超, 未満 by 以上, 早くても by 遅くとも — so the allowed range becomes the
	// excluded one. ja: 対応OSはiOS 16以降 → 対応OSはiOS 16より前; ja: 開始は、早くても
	// 2026年11月9日 → 開始は、遅くとも2026年11月9日. de: unchanged (e.g. „frühestens“
	// stays).
	{"b90c_ja_bound_word_made_its_complement", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		comp := map[string]string{"以降": "より前", "以内": "超", "以上": "未満", "以下": "超", "未満": "以上"}
		return hoFirstMatch(b90cBound, s, func(m []string) string {
			if m[0] == "早くても" {
				return "遅くとも"
			}
			return m[1] + comp[m[2]]
		})
	}},

	// b90c_ja_span_and_point_counters_confused: the first span or point counter is read
	// as its partner: 〜週間 (a span) as 〜週目 (the n-th week), 〜月分 (the month's share)
	// as 〜か月分 (n months' worth), 〜階 (the floor) as 〜階建て (a building of n floors).
	// ja: 2週間の再テストが必要 → 2週目の再テストが必要; ja: 10月分の勤怠データ → 10か月分の
	// 勤怠データ. de: unchanged (e.g. „2 Wochen“ stays).
	{"b90c_ja_span_and_point_counters_confused", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b90cFirstFunc(b90cSpanPoint, s, func(m []string) (string, bool) {
			switch m[2] {
			case "週間":
				return m[1] + "週目", true
			case "月分":
				return m[1] + "か月分", true
			default:
				return m[1] + "階建て", true
			}
		})
	}},

	// b90c_ja_yaku_estimate_made_saidai_cap: the first 約 (an estimate) becomes 最大 (a
	// hard cap), promising a limit nobody gave. ja: 約10秒で測定が終わり → 最大10秒で測定が
	// 終わり; ja: 追加費用は約1,400万円 → 追加費用は最大1,400万円. de: unchanged (e.g.
	// „etwa 10 Sekunden“ stays).
	{"b90c_ja_yaku_estimate_made_saidai_cap", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b90cYaku, s, func(m []string) string { return "最大" + m[1] })
	}},

	// b90c_ja_piece_or_person_counter_made_kumi_set: the first 個 or 名 count is given the
	// set counter 組, so the number counts pairs or groups: two batteries become two sets,
	// one added user a group. ja: CR2032）2個を → CR2032）2組を; ja: ユーザーを1名追加 →
	// ユーザーを1組追加. de: unchanged (e.g. „2 Stück“ stays).
	{"b90c_ja_piece_or_person_counter_made_kumi_set", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b90cPieceCount, s, func(m []string) string { return m[1] + "組" })
	}},

	// b90c_ja_sheet_and_volume_counters_traded: in a pack description "N枚×M冊" the two
	// counters are traded, so 500 sheets in 5 reams becomes 500 reams of 5 sheets. ja:
	// コピー用紙A4（500枚×5冊） → コピー用紙A4（500冊×5枚）. de: unchanged (e.g. „500
	// Blatt“ stays).
	{"b90c_ja_sheet_and_volume_counters_traded", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b90cPackCounter, s, func(m []string) string { return m[1] + "冊×" + m[2] + "枚" })
	}},

	// b90c_ja_oku_man_compound_merged: an amount in 億 and 万 has the 万 part's digits
	// pulled up into 億, so 3億2,000万円 becomes 32億円 — ten times the budget. ja: 初期費用
	// の予算は3億2,000万円 → 初期費用の予算は32億円. de: unchanged (e.g. „320 Mio. €“
	// stays).
	{"b90c_ja_oku_man_compound_merged", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b90cOkuMan, s, func(m []string) string { return m[1] + m[2] + "億円" })
	}},

	// b90c_ja_counter_kanji_ime_homophone: the first counter is written with the kanji of
	// the same reading from the IME list — 階 and 回 (かい), 週間 as 習慣 (しゅうかん),
	// 名 as 銘 (めい), 個 as 戸 (こ), 冊 as 札 (さつ) — so the count counts the wrong thing.
	// ja: ブリーゼタワー12階です → ブリーゼタワー12回です; ja: 第3回進捗を報告 → 第3階進捗を
	// 報告. de: unchanged (e.g. „12. Etage“ stays).
	{"b90c_ja_counter_kanji_ime_homophone", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		homo := map[string]string{"階": "回", "回": "階", "週間": "習慣", "名": "銘", "個": "戸", "冊": "札"}
		return hoFirstMatch(b90cCounterHomo, s, func(m []string) string { return m[1] + homo[m[2]] })
	}},
	// b90c_ja_man_unit_inserted_or_dropped: the 万 of the first amount is misplaced: a
	// plain amount gains 万 (ten thousand times too much) and an amount in 万 loses it
	// (ten thousand times too little), as a model that drops or doubles the unit kanji
	// between the digits and 円 does. ja: 500円分のクーポン → 500万円分のクーポン; ja: 追加
	// 費用は約1,400万円 → 追加費用は約1,400円. de: unchanged (e.g. „1.480,00 €“ stays).
	{"b90c_ja_man_unit_inserted_or_dropped", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b90cPlainAmount, s, func(m []string) string {
			if m[3] == "万" {
				return m[1] + m[2] + m[4]
			}
			return m[1] + m[2] + "万" + m[4]
		})
	}},
}
