package grade

// Blind batch 45b: time expressions with facets not yet covered. The answer keeps its
// dates mostly right, but at one place a time expression names another span or anchor:
// a clock time or window becomes the opposite part of the day or slides by two hours,
// a relative day or period word moves by one step while the date stays, a part of a
// month or week flips (月末 → 月初, Wochenende → Wochenanfang), a lead time is counted
// from another event, an anaphor (bis dahin, それまで) is resolved to the wrong date,
// an arrival date is told as a dispatch date, a deadline becomes an effective date, a
// duration becomes a recurrence interval, a recurring service is thinned out, and a
// date gets a wrong quarter gloss.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ho45bPair is one word and what it turns into.
type ho45bPair struct{ from, to string }

// ho45bEarliest replaces the earliest occurrence of any from (longest first at the
// same position) whose neighbours pass ok; s unchanged without one.
func ho45bEarliest(s string, pairs []ho45bPair, ok func(before, after string) bool) string {
	best, bestLen := -1, 0
	var pick ho45bPair
	for _, p := range pairs {
		off := 0
		for {
			i := strings.Index(s[off:], p.from)
			if i < 0 {
				break
			}
			i += off
			if ok == nil || ok(s[:i], s[i+len(p.from):]) {
				if best < 0 || i < best || (i == best && len(p.from) > bestLen) {
					best, bestLen, pick = i, len(p.from), p
				}
				break
			}
			off = i + len(p.from)
		}
	}
	if best < 0 {
		return s
	}
	return s[:best] + pick.to + s[best+bestLen:]
}

func ho45bLastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}

func ho45bFirstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

// ho45bWordOK accepts a German word match only at word boundaries.
func ho45bWordOK(before, after string) bool {
	isL := func(r rune) bool {
		return r != utf8.RuneError && (r == '-' || strings.ContainsRune("abcdefghijklmnopqrstuvwxyzäöüßABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ", r))
	}
	return !isL(ho45bLastRune(before)) && !isL(ho45bFirstRune(after))
}

// ho45bJaOK rejects a kanji word that is the tail of a longer compound (担当日 is no 当日).
func ho45bJaOK(before, after string) bool {
	return !strings.ContainsRune("担相該適本翌前今毎", ho45bLastRune(before))
}

var (
	ho45bDeClock  = regexp.MustCompile(`zwischen (\d{1,2})(?::\d{2})? und (\d{1,2})(?::\d{2})? Uhr|von (\d{1,2})(?::\d{2})? bis (\d{1,2})(?::\d{2})? Uhr|\b(ab|um|gegen|bis) (\d{1,2})(?::(\d{2}))? Uhr`)
	ho45bJaClock  = regexp.MustCompile(`(\d{1,2})時(?:\d{1,2}分|半)?(?:〜|～|から|-|－)(\d{1,2})時(?:\d{1,2}分|半)?|(\d{1,2})時(?:\d{1,2}分|半)?(までに|まで|から|に|頃)?`)
	ho45bDeWindow = regexp.MustCompile(`(zwischen|von) (\d{1,2}) (und|bis) (\d{1,2}) Uhr`)
	ho45bJaWindow = regexp.MustCompile(`(\d{1,2})時(〜|～|から|-|－)(\d{1,2})時`)
)

// ho45bDaypart turns the first clock time or time window into a part of the day on the
// other side of noon.
func ho45bDaypart(lang, s string) string {
	if lang == "ja" {
		return hoFirstMatch(ho45bJaClock, s, func(m []string) string {
			h, _ := strconv.Atoi(m[1] + m[3])
			if h >= 12 {
				return "午前中" + m[4]
			}
			return "午後" + m[4]
		})
	}
	return hoFirstMatch(ho45bDeClock, s, func(m []string) string {
		h, _ := strconv.Atoi(m[1] + m[3] + m[6])
		am := h < 12
		switch m[5] {
		case "ab":
			if am {
				return "ab dem Nachmittag"
			}
			return "ab dem Vormittag"
		case "bis":
			if am {
				return "bis zum Abend"
			}
			return "bis zum Vormittag"
		}
		if am {
			return "am Nachmittag"
		}
		return "am Vormittag"
	})
}

// ho45bSlide moves both ends of the first time window by two hours, later unless that
// runs past 22 Uhr.
func ho45bSlide(lang, s string) string {
	shift := func(a, b int) (int, int) {
		if b+2 > 22 {
			return a - 2, b - 2
		}
		return a + 2, b + 2
	}
	if lang == "ja" {
		return hoFirstMatch(ho45bJaWindow, s, func(m []string) string {
			a, _ := strconv.Atoi(m[1])
			b, _ := strconv.Atoi(m[3])
			a, b = shift(a, b)
			return fmt.Sprintf("%d時%s%d時", a, m[2], b)
		})
	}
	return hoFirstMatch(ho45bDeWindow, s, func(m []string) string {
		a, _ := strconv.Atoi(m[2])
		b, _ := strconv.Atoi(m[4])
		a, b = shift(a, b)
		return fmt.Sprintf("%s %d %s %d Uhr", m[1], a, m[3], b)
	})
}

var ho45bDayLater = map[string][]ho45bPair{
	"ja": {{"前々日", "前日"}, {"前日", "当日"}, {"当日", "翌日"}, {"翌々日", "3日後"}, {"翌日", "翌々日"}, {"本日", "明日"}, {"今日", "明日"}, {"明後日", "明々後日"}, {"明日", "明後日"}, {"同日", "翌日"}, {"初日", "2日目"}},
	"de": {{"am selben Tag", "am nächsten Tag"}, {"am gleichen Tag", "am Folgetag"}, {"am Vortag", "am selben Tag"}, {"heute", "morgen"}, {"übermorgen", "in drei Tagen"}, {"morgen", "übermorgen"},
		{"ersten Tag", "zweiten Tag"}, {"zweiten Tag", "dritten Tag"}, {"dritten Tag", "vierten Tag"}, {"vierten Tag", "fünften Tag"}},
}

var ho45bDayEarlier = map[string][]ho45bPair{
	"ja": {{"前日", "前々日"}, {"当日", "前日"}, {"翌日", "当日"}, {"明日", "本日"}, {"明後日", "明日"}, {"同日", "前日"}, {"2日目", "初日"}},
	"de": {{"am selben Tag", "am Vortag"}, {"am gleichen Tag", "am Vortag"}, {"am nächsten Tag", "am selben Tag"}, {"am Folgetag", "am selben Tag"}, {"übermorgen", "morgen"}, {"morgen", "heute"},
		{"zweiten Tag", "ersten Tag"}, {"dritten Tag", "zweiten Tag"}, {"vierten Tag", "dritten Tag"}},
}

func ho45bWords(table map[string][]ho45bPair) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return ho45bEarliest(s, table["ja"], ho45bJaOK)
		}
		return ho45bEarliest(s, table["de"], ho45bWordOK)
	}
}

var ho45bPeriodLater = map[string][]ho45bPair{
	"ja": {{"今月", "来月"}, {"来月", "再来月"}, {"先月", "今月"}, {"今週", "来週"}, {"来週", "再来週"}, {"先週", "今週"}, {"次回", "次々回"}, {"今年度", "来年度"}, {"今年", "来年"}, {"今期", "来期"}, {"今季", "来季"}},
	"de": {{"nächste", "übernächste"}, {"nächsten", "übernächsten"}, {"nächster", "übernächster"}, {"nächstes", "übernächstes"},
		{"diesen Monat", "nächsten Monat"}, {"diese Woche", "nächste Woche"}, {"dieses Jahr", "nächstes Jahr"}, {"laufenden Monat", "Folgemonat"}, {"kommende", "übernächste"}, {"kommenden", "übernächsten"}},
}

var ho45bPartRe = regexp.MustCompile(`(\d{1,2}月)(末|初め|初旬|上旬|中旬|下旬)|月末|月初|年末|年始|週末|週明け|上旬|中旬|下旬|Monatsende|Monatsanfang|Wochenende|Wochenanfang|Jahresende|Jahresanfang|\b(Anfang|Mitte|Ende) (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)`)

var ho45bPartFlip = map[string]string{
	"末": "初め", "初め": "末", "初旬": "下旬", "上旬": "下旬", "中旬": "下旬", "下旬": "上旬",
	"月末": "月初", "月初": "月末", "年末": "年始", "年始": "年末", "週末": "週明け", "週明け": "週末",
	"Monatsende": "Monatsanfang", "Monatsanfang": "Monatsende", "Wochenende": "Wochenanfang", "Wochenanfang": "Wochenende",
	"Jahresende": "Jahresanfang", "Jahresanfang": "Jahresende", "Anfang": "Ende", "Mitte": "Ende", "Ende": "Anfang",
}

// ho45bPart flips the first part-of-month/week/year word.
func ho45bPart(lang, s string) string {
	return hoFirstMatch(ho45bPartRe, s, func(m []string) string {
		switch {
		case m[1] != "":
			return m[1] + ho45bPartFlip[m[2]]
		case m[3] != "":
			return ho45bPartFlip[m[3]] + " " + m[4]
		}
		return ho45bPartFlip[m[0]]
	})
}

var (
	ho45bJaDateY = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日(?:（[月火水木金土日]）)?`)
	ho45bDeDateY = regexp.MustCompile(`\d{1,2}\.(\d{1,2})\.(\d{4})(?: \((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\))?|\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (\d{4})`)
)

// ho45bQuarter glosses the first free-standing date with a quarter it does not lie in
// (for ja neither the calendar nor the April fiscal quarter); a weekday in brackets
// takes the gloss inside its brackets.
func ho45bQuarter(lang, s string) string {
	wrong := func(m int, ja bool) int {
		cq := (m-1)/3 + 1
		fq := ((m+8)%12)/3 + 1
		for d := 1; d < 4; d++ {
			q := (cq-1-d+8)%4 + 1
			if q != cq && (!ja || q != fq) {
				return q
			}
		}
		return cq
	}
	re := ho45bDeDateY
	if lang == "ja" {
		re = ho45bJaDateY
	}
	for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
		before, after := s[:loc[0]], s[loc[1]:]
		if strings.ContainsRune("（(", ho45bLastRune(before)) || strings.ContainsRune("）)着", ho45bFirstRune(after)) {
			continue
		}
		m := make([]string, len(loc)/2)
		for i := range m {
			if loc[2*i] >= 0 {
				m[i] = s[loc[2*i]:loc[2*i+1]]
			}
		}
		var out string
		if lang == "ja" {
			mo, _ := strconv.Atoi(m[2])
			if mo < 1 || mo > 12 {
				continue
			}
			q := fmt.Sprintf("第%d四半期", wrong(mo, true))
			if m[1] != "" {
				q = m[1] + "年" + q
			}
			if strings.HasSuffix(m[0], "）") {
				out = strings.TrimSuffix(m[0], "）") + "、" + q + "）"
			} else {
				out = m[0] + "（" + q + "）"
			}
		} else {
			mo, _ := strconv.Atoi(m[1])
			year := m[2]
			if m[3] != "" {
				for i, n := range deMonths {
					if n == m[3] {
						mo = i + 1
					}
				}
				year = m[4]
			}
			q := fmt.Sprintf("%d. Quartal %s", wrong(mo, false), year)
			if strings.HasSuffix(m[0], ")") {
				out = strings.TrimSuffix(m[0], ")") + ", " + q + ")"
			} else {
				out = m[0] + " (" + q + ")"
			}
		}
		return before + out + after
	}
	return s
}

var (
	ho45bJaLead    = regexp.MustCompile(`(訪問|到着|作業|開始|会議|出発|納品|配達|面談|来店)の(\d+)(分|時間|日)(前|後)`)
	ho45bJaAfter   = regexp.MustCompile(`(提供|到着|受領|納品|発送|受付|承認|入金|受取|完了|契約)((?:（[^）]*）)?)後`)
	ho45bDeLead    = regexp.MustCompile(`(\d+|zwei|drei|vier|fünf|sieben|vierzehn) (Minuten|Stunden|Tage|Wochen) (vorher|zuvor|vor dem Termin)`)
	ho45bDeAfter   = regexp.MustCompile(`nach (Erhalt|Eingang|Lieferung|Zugang|Rechnungsstellung|Bestellung)`)
	ho45bLeadNoun  = map[string]string{"訪問": "出発", "到着": "発送", "作業": "作業終了", "開始": "終了", "会議": "会議終了", "出発": "到着", "納品": "発注", "配達": "発送", "面談": "面談終了", "来店": "予約"}
	ho45bAfterNoun = map[string]string{"提供": "依頼", "到着": "発送", "受領": "注文", "納品": "発注", "発送": "注文", "受付": "申込", "承認": "申請", "入金": "請求", "受取": "発送", "完了": "開始", "契約": "申込"}
	ho45bDeNoun    = map[string]string{"Erhalt": "Rechnungsdatum", "Eingang": "Versand", "Lieferung": "Bestellung", "Zugang": "Versand", "Rechnungsstellung": "Lieferung", "Bestellung": "Lieferung"}
)

// ho45bAnchor counts the first lead time or "after" period from another event.
func ho45bAnchor(lang, s string) string {
	if lang == "ja" {
		i := ho45bJaLead.FindStringIndex(s)
		j := ho45bJaAfter.FindStringIndex(s)
		if i != nil && (j == nil || i[0] <= j[0]) {
			return hoFirstMatch(ho45bJaLead, s, func(m []string) string {
				return ho45bLeadNoun[m[1]] + "の" + m[2] + m[3] + m[4]
			})
		}
		return hoFirstMatch(ho45bJaAfter, s, func(m []string) string { return ho45bAfterNoun[m[1]] + m[2] + "後" })
	}
	i := ho45bDeLead.FindStringIndex(s)
	j := ho45bDeAfter.FindStringIndex(s)
	if i != nil && (j == nil || i[0] <= j[0]) {
		return hoFirstMatch(ho45bDeLead, s, func(m []string) string {
			return m[1] + " " + m[2] + " nach Erhalt dieser Nachricht"
		})
	}
	return hoFirstMatch(ho45bDeAfter, s, func(m []string) string {
		if m[1] == "Erhalt" {
			return "ab Rechnungsdatum"
		}
		return "nach " + ho45bDeNoun[m[1]]
	})
}

var ho45bAnaphor = map[string][]ho45bPair{
	"ja": {{"それまで", "%sまで"}, {"同日", "%s"}, {"当日", "%s"}},
	"de": {{"bis dahin", "bis zum %s"}, {"am selben Tag", "am %s"}, {"am gleichen Tag", "am %s"}, {"an diesem Tag", "am %s"}, {"bis zu diesem Zeitpunkt", "bis zum %s"}},
}

// ho45bAnaphorDate resolves the first time anaphor to a date of the text other than the
// last one named before it (the one it refers to).
func ho45bAnaphorDate(lang, s string) string {
	best := -1
	var pick ho45bPair
	for _, p := range ho45bAnaphor[lang] {
		if i := strings.Index(s, p.from); i >= 0 && (best < 0 || i < best) {
			if lang == "ja" && !ho45bJaOK(s[:i], "") {
				continue
			}
			best, pick = i, p
		}
	}
	if best < 0 {
		return s
	}
	before := hoDates(lang, s[:best])
	if len(before) < 2 {
		return s
	}
	d := before[0]
	if d == before[len(before)-1] {
		return s
	}
	return s[:best] + fmt.Sprintf(pick.to, d) + s[best+len(pick.from):]
}

var ho45bArrival = map[string][]ho45bPair{
	"ja": {{"日着", "日発送"}, {"日（月）着", "日（月）発送"}, {"日（火）着", "日（火）発送"}, {"日（水）着", "日（水）発送"}, {"日（木）着", "日（木）発送"}, {"日（金）着", "日（金）発送"},
		{"にお届けする予定", "に発送する予定"}, {"にお届けいたします", "に発送いたします"}, {"お届け予定日", "発送予定日"}, {"到着予定日", "発送予定日"}, {"納品希望日", "発送希望日"}, {"納品日", "発送日"}, {"着予定", "発送予定"}},
	"de": {{"Die Lieferung erfolgt am", "Der Versand erfolgt am"}, {"geliefert werden", "versandt werden"}, {"geliefert wird", "versandt wird"}, {"Liefertermin", "Versandtermin"},
		{"Zustellung am", "Versand am"}, {"zugestellt", "versandt"}, {"trifft am", "geht am"}, {"erhalten Sie am", "versenden wir am"}},
}

var (
	ho45bDeUntilEff = regexp.MustCompile(`bis (?:spätestens )?(?:zum )?(\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}) (\p{L}*zu\p{L}+|(?:zu )?(?:bestätigen|zahlen|überweisen|einreichen|zurücksenden|freigeben|unterschreiben))`)
	ho45bJaUntilEff = regexp.MustCompile(`((?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（[月火水木金土日]）)?)までに(、)?([^。]*?)(ご承認|ご返送|ご提出|お支払い|ご入金|ご返信|ご回答|ご連絡|お振込)`)
)

// ho45bEffective turns the first deadline (by date D do X) into an effective date (X as of D).
func ho45bEffective(lang, s string) string {
	if lang == "ja" {
		return hoFirstMatch(ho45bJaUntilEff, s, func(m []string) string {
			return m[1] + "付で" + m[2] + m[3] + m[4]
		})
	}
	if out := hoFirstMatch(ho45bDeUntilEff, s, func(m []string) string {
		return "mit Wirkung zum " + m[1] + " " + m[2]
	}); out != s {
		return out
	}
	return hoFirstMatch(ho45bDeLatest, s, func(m []string) string { return "für den " + m[1] })
}

var ho45bDeLatest = regexp.MustCompile(`bis spätestens (?:zum )?(\d{1,2}\.\d{1,2}\.\d{4})`)

var ho45bPeriodEarlier = map[string][]ho45bPair{
	"ja": {{"今月", "先月"}, {"来月", "今月"}, {"再来月", "来月"}, {"今週", "先週"}, {"来週", "今週"}, {"次々回", "次回"}, {"次回", "今回"}, {"来年度", "今年度"}, {"今年度", "前年度"}, {"来年", "今年"}, {"来期", "今期"}},
	"de": {{"nächste", "letzte"}, {"nächsten", "letzten"}, {"nächster", "letzter"}, {"nächstes", "letztes"}, {"übernächste", "nächste"}, {"übernächsten", "nächsten"},
		{"nächsten Monat", "diesen Monat"}, {"nächste Woche", "diese Woche"}, {"nächstes Jahr", "dieses Jahr"}, {"kommende", "vergangene"}, {"kommenden", "vergangenen"}},
}

var (
	ho45bDeUntilDay = regexp.MustCompile(`bis (spätestens |zum |spätestens zum )?(\d{1,2})\.(\d{1,2})\.(\d{4})`)
	ho45bJaUntilDay = regexp.MustCompile(`((?:\d{4}年)?)(\d{1,2})月(\d{1,2})日(?:（[月火水木金土日]）)?(まで)`)
)

// ho45bMonthEnd widens the first deadline on a day up to the 21st to the end of its month.
func ho45bMonthEnd(lang, s string) string {
	re := ho45bDeUntilDay
	if lang == "ja" {
		re = ho45bJaUntilDay
	}
	for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
		m := make([]string, len(loc)/2)
		for i := range m {
			if loc[2*i] >= 0 {
				m[i] = s[loc[2*i]:loc[2*i+1]]
			}
		}
		var day, mo int
		var out string
		if lang == "ja" {
			mo, _ = strconv.Atoi(m[2])
			day, _ = strconv.Atoi(m[3])
			out = m[1] + m[2] + "月末" + m[4]
		} else {
			day, _ = strconv.Atoi(m[2])
			mo, _ = strconv.Atoi(m[3])
			if mo < 1 || mo > 12 {
				continue
			}
			pre := "bis "
			if strings.HasPrefix(m[1], "spätestens") {
				pre = "bis spätestens "
			}
			out = pre + "Ende " + deMonths[mo-1] + " " + m[4]
		}
		if day > 21 {
			continue
		}
		return s[:loc[0]] + out + s[loc[1]:]
	}
	return s
}

var (
	ho45bJaDurOf = regexp.MustCompile(`(\d+)(日|週|か月|ヶ月|時間)間の`)
	ho45bDeStay  = regexp.MustCompile(`bleibt (\d+) (Minuten|Stunden|Tage|Wochen) (aktiv|gültig|geöffnet|bestehen)`)
	ho45bDeCell  = regexp.MustCompile(`\| (\d+) (Tage|Wochen|Monate) \|`)
)

// ho45bRecurring reads the first duration as the interval of a recurring event.
func ho45bRecurring(lang, s string) string {
	if lang == "ja" {
		return hoFirstMatch(ho45bJaDurOf, s, func(m []string) string { return m[1] + m[2] + "ごとの" })
	}
	i := ho45bDeStay.FindStringIndex(s)
	j := ho45bDeCell.FindStringIndex(s)
	if i != nil && (j == nil || i[0] <= j[0]) {
		return hoFirstMatch(ho45bDeStay, s, func(m []string) string { return "wird alle " + m[1] + " " + m[2] + " " + m[3] })
	}
	return hoFirstMatch(ho45bDeCell, s, func(m []string) string { return "| alle " + m[1] + " " + m[2] + " |" })
}

var (
	ho45bJaFreq   = []ho45bPair{{"毎日", "隔日"}, {"毎週", "隔週"}, {"毎月", "隔月"}, {"平日", "毎週月曜"}, {"毎年", "隔年"}}
	ho45bDeFreq   = []ho45bPair{{"werktags", "dienstags und donnerstags"}, {"jeden Wochentag", "jeden zweiten Wochentag"}, {"täglich", "jeden zweiten Tag"}, {"wöchentlich", "alle zwei Wochen"}, {"monatlich", "alle zwei Monate"}, {"jährlich", "alle zwei Jahre"}}
	ho45bJaCharge = regexp.MustCompile(`(今月|来月|翌月|\d{1,2}月(?:\d{1,2}日)?)から([^。]{0,20}?)(料金|費用|代金|利用料)`)
)

// ho45bFrequency thins out the first recurring schedule (every weekday → two days a
// week; 毎月 → 隔月; a charge from this month on → every other month).
func ho45bFrequency(lang, s string) string {
	if lang != "ja" {
		return ho45bEarliest(s, ho45bDeFreq, ho45bWordOK)
	}
	if out := ho45bEarliest(s, ho45bJaFreq, nil); out != s {
		return out
	}
	return hoFirstMatch(ho45bJaCharge, s, func(m []string) string { return m[1] + "から隔月で" + m[2] + m[3] })
}

var heldOutBatch45b = []heldOutKind{
	// A clock time or window becomes the other half of the day, vaguely:
	// zwischen 8 und 12 Uhr → am Nachmittag; 14時〜16時 → 午前中; 17時までに → 午前中までに.
	{"b45b_clock_replaced_by_opposite_daypart", "strings", ho45bDaypart},
	// A time window keeps its length but slides by two hours:
	// zwischen 8 und 12 Uhr → zwischen 10 und 14 Uhr; 14時〜16時 → 16時〜18時.
	{"b45b_time_window_slid_keeping_length", "strings", ho45bSlide},
	// A relative day word moves one day later while the date stays:
	// noch am selben Tag → noch am nächsten Tag; 当日は → 翌日は; seit dem zweiten Tag → seit dem dritten Tag.
	{"b45b_relative_day_word_one_day_later", "strings", ho45bWords(ho45bDayLater)},
	// A relative day word moves one day earlier while the date stays:
	// am selben Tag → am Vortag; 当日は → 前日は; 前日の17時 → 前々日の17時.
	{"b45b_relative_day_word_one_day_earlier", "strings", ho45bWords(ho45bDayEarlier)},
	// A relative period word moves one step later: Die nächste Sitzung → Die übernächste
	// Sitzung; 今月から → 来月から; 次回のお買い物 → 次々回のお買い物.
	{"b45b_relative_period_word_one_step_later", "strings", ho45bWords(ho45bPeriodLater)},
	// A part of a month, week or year flips: 月末の給与計算 → 月初の給与計算; 9月末時点 → 9月初め時点;
	// nicht am Wochenende → nicht am Wochenanfang; Ende November → Anfang November.
	{"b45b_period_part_word_flipped", "strings", ho45bPart},
	// The first date gets a quarter it does not lie in: am 12.11.2026 → am 12.11.2026 (3. Quartal 2026);
	// 2026年11月2日 → 2026年11月2日（2026年第2四半期）.
	{"b45b_date_glossed_with_wrong_quarter", "first", ho45bQuarter},
	// A lead time or "after" period is counted from another event: 24 Stunden vorher → 24 Stunden
	// nach Erhalt dieser Nachricht; 訪問の30分前 → 出発の30分前; 提供（10月23日）後 → 依頼（10月23日）後.
	{"b45b_period_anchor_event_swapped", "strings", ho45bAnchor},
	// A time anaphor is spelt out with the wrong date of the text: bis dahin (16.11.) → bis zum
	// 28.10.2026; それまで (11月9日) → 2026年10月14日まで.
	{"b45b_time_anaphor_resolved_to_other_date", "strings", ho45bAnaphorDate},
	// An arrival or delivery date is told as the dispatch date: Die Lieferung erfolgt am →
	// Der Versand erfolgt am; 10月14日着 → 10月14日発送; お届け予定日 → 発送予定日.
	{"b45b_arrival_date_told_as_dispatch_date", "first", ho45bWords(ho45bArrival)},
	// A deadline becomes an effective or target date: bis zum 21.10.2026 freizugeben → mit Wirkung
	// zum 21.10.2026 freizugeben; bis spätestens 19.10.2026 → für den 19.10.2026; 10月30日までに → 10月30日付で.
	{"b45b_deadline_made_effective_date", "strings", ho45bEffective},
	// A relative period word moves one step earlier: Die nächste Sitzung → Die letzte Sitzung;
	// 今月から → 先月から; 次回のお買い物 → 今回のお買い物.
	{"b45b_relative_period_word_one_step_earlier", "strings", ho45bWords(ho45bPeriodEarlier)},
	// A deadline on an early or mid-month day is widened to the month's end:
	// bis spätestens 19.10.2026 → bis spätestens Ende Oktober 2026; 11月13日（金）まで → 11月末まで.
	{"b45b_deadline_widened_to_month_end", "strings", ho45bMonthEnd},
	// A duration becomes the interval of a recurring event: 2週間の再テスト → 2週ごとの再テスト;
	// bleibt 10 Minuten aktiv → wird alle 10 Minuten aktiv; | 6 Wochen | → | alle 6 Wochen |.
	{"b45b_duration_read_as_recurrence_interval", "strings", ho45bRecurring},
	// A recurring schedule is thinned out: nur werktags → nur dienstags und donnerstags;
	// jeden Wochentag → jeden zweiten Wochentag; 今月から…料金 → 今月から隔月で…料金; 毎月 → 隔月.
	{"b45b_recurrence_frequency_thinned", "strings", ho45bFrequency},
}
