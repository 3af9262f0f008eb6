package grade

// Blind batch 71a: the families of damage a quality gate for quantized models is known
// to miss, in forms of their own: a weekday or a calendar day that no longer agrees
// with its date (a Sunday, a 31st in a thirty-day month); the script and conventions of
// the other language of the study (a date, a weekday or a legal form written the
// Japanese way in German text and the German way in Japanese text, 様 in its simplified
// Chinese form); a sentence echoed one line later or said twice in a row; a check-mark
// emoji and a winking smiley in formal text; an amount given a magnitude word with its
// digits kept; a status word whose polarity flips (不要, 済み, unverändert, nicht …);
// and an answer that stops right after an article or a topic particle.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	ho71aJaWeekday  = regexp.MustCompile(`[（(]([月火水木金土日])[）)]`)
	ho71aDeWeekday  = regexp.MustCompile(`\b(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b`)
	ho71aJaThirty   = regexp.MustCompile(`(^|[^\d])(4|6|9|11)月(\d{1,2})日`)
	ho71aDeThirty   = regexp.MustCompile(`(^|[^\d.])(\d{1,2})\.(0?4|0?6|0?9|11)\.(\d{4})`)
	ho71aDeThirtyW  = regexp.MustCompile(`(^|[^\d])(\d{1,2})\. (April|Juni|September|November)`)
	ho71aISOThirty  = regexp.MustCompile(`(\d{4})-(04|06|09|11)-(\d{2})`)
	ho71aJaAnyDate  = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	ho71aDeNumDate  = regexp.MustCompile(`(^|[^\d.])(\d{1,2})\.(\d{1,2})\.(\d{4})`)
	ho71aDeWordDate = regexp.MustCompile(`(^|[^\d])(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (\d{4})`)
	ho71aListMarker = regexp.MustCompile(`^(?:[-*•・] ?|\d+\. )`)
	ho71aDeRequest  = regexp.MustCompile(`(?:^|[^\p{L}])[Bb]itte(?:[^\p{L}]|$)`)
	ho71aJaRequest  = regexp.MustCompile(`(ください|くださいますよう(?:お願いいたします|お願い申し上げます)|お願いいたします)。`)
	ho71aJaYen      = regexp.MustCompile(`(^|[^\d,万億])(\d{1,3}(?:,\d{3})+|\d+)(円|ユーロ)`)
	ho71aDeEuro     = regexp.MustCompile(`(^|[^\d.,])(\d{1,3}(?:\.\d{3})*,\d{2}) (€|EUR|Euro)`)
	ho71aDeArticle  = regexp.MustCompile(`\b(der|die|das|den|dem|des|ein|eine|einen|einem|einer)\b`)
	ho71aJaParticle = regexp.MustCompile(`[\p{Han}\p{Katakana}ー]([はがを])`)
	ho71aDeLegal    = regexp.MustCompile(`\b(GmbH|AG|KG|OHG|Co\., Ltd\.)`)
	ho71aJaKKFront  = regexp.MustCompile(`株式会社([\p{Katakana}\p{Han}ー]+)`)
	ho71aJaKKBack   = regexp.MustCompile(`([\p{Katakana}\p{Han}ー]+?)株式会社`)
)

var ho71aDeDays = []string{"Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"}
var ho71aJaDays = []string{"月", "火", "水", "木", "金", "土", "日"}

// ho71aDayIndex gives a weekday's index (Monday 0) in either language, -1 when none.
func ho71aDayIndex(w string) int {
	for i := range ho71aDeDays {
		if w == ho71aDeDays[i] || w == ho71aJaDays[i] {
			return i
		}
	}
	return -1
}

// ho71aWeekdays lists the weekday tokens of the text: [start, end) of the day word.
func ho71aWeekdays(lang, s string) [][2]int {
	var out [][2]int
	if lang == "ja" {
		for _, m := range ho71aJaWeekday.FindAllStringSubmatchIndex(s, -1) {
			out = append(out, [2]int{m[2], m[3]})
		}
		return out
	}
	for _, m := range ho71aDeWeekday.FindAllStringSubmatchIndex(s, -1) {
		out = append(out, [2]int{m[2], m[3]})
	}
	return out
}

// ho71aHasDate says whether a sentence holds a calendar date.
func ho71aHasDate(lang, s string) bool {
	if lang == "ja" {
		return hoJaDate.MatchString(s) || hoISODate.MatchString(s)
	}
	return hoDeDate.MatchString(s) || hoISODate.MatchString(s)
}

// ho71aIsSentence says whether a split piece is a full sentence of prose (not a
// salutation, a heading, a table row or a signature line).
func ho71aIsSentence(lang, s string) bool {
	t := strings.TrimSpace(ho71aListMarker.ReplaceAllString(strings.TrimSpace(s), ""))
	if strings.HasPrefix(t, "|") || utf8.RuneCountInString(t) < 12 {
		return false
	}
	if lang == "ja" {
		return strings.HasSuffix(t, "。")
	}
	if !strings.HasSuffix(t, ".") && !strings.HasSuffix(t, "!") && !strings.HasSuffix(t, "?") {
		return false
	}
	// A signature line (Kobayashi Seiki Co., Ltd.) has no lower-case word.
	for _, w := range strings.Fields(t) {
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsLower(r) {
			return true
		}
	}
	return false
}

// ho71aEarliest applies the replacement of whichever of the candidate matches starts
// first in s; each candidate gives its start, end and replacement.
type ho71aEdit struct {
	at, end int
	to      string
}

func ho71aApplyEarliest(s string, eds []ho71aEdit) string {
	best := -1
	for i, e := range eds {
		if e.at < 0 {
			continue
		}
		if best < 0 || e.at < eds[best].at {
			best = i
		}
	}
	if best < 0 {
		return s
	}
	e := eds[best]
	return s[:e.at] + e.to + s[e.end:]
}

func ho71aPad2(n string) string {
	if len(n) == 1 {
		return "0" + n
	}
	return n
}

func ho71aUnpad(n string) string {
	if v, err := strconv.Atoi(n); err == nil {
		return strconv.Itoa(v)
	}
	return n
}

var heldOutBatch71a = []heldOutKind{
	// The last weekday of the answer made Sunday, its date kept: the date no longer
	// agrees with its weekday and names a day nobody works:
	// 10月21日（水） → 10月21日（日）; vom 19.10.2026 (Montag) auf den 26.10.2026 (Montag)
	// → … auf den 26.10.2026 (Sonntag).
	{"b71a_last_weekday_made_sunday", "first", func(lang, s string) string {
		ws := ho71aWeekdays(lang, s)
		for i := len(ws) - 1; i >= 0; i-- {
			w := s[ws[i][0]:ws[i][1]]
			if ho71aDayIndex(w) == 6 {
				continue
			}
			to := "Sonntag"
			if lang == "ja" {
				to = "日"
			}
			return s[:ws[i][0]] + to + s[ws[i][1]:]
		}
		return s
	}},
	// The first date in a thirty-day month (April, June, September, November) given
	// the day 31, which that month does not have: 9月20日にユーザーを1名追加 → 9月31日に…;
	// Die Lieferung erfolgt am 12.11.2026 → am 31.11.2026; "faellig_am": "2026-11-04" →
	// "2026-11-31".
	{"b71a_first_thirty_day_month_date_given_day_31", "first", func(lang, s string) string {
		var eds []ho71aEdit
		if m := ho71aISOThirty.FindStringSubmatchIndex(s); m != nil {
			eds = append(eds, ho71aEdit{m[6], m[7], "31"})
		}
		if lang == "ja" {
			if m := ho71aJaThirty.FindStringSubmatchIndex(s); m != nil {
				eds = append(eds, ho71aEdit{m[6], m[7], "31"})
			}
		} else {
			if m := ho71aDeThirty.FindStringSubmatchIndex(s); m != nil {
				eds = append(eds, ho71aEdit{m[4], m[5], "31"})
			}
			if m := ho71aDeThirtyW.FindStringSubmatchIndex(s); m != nil {
				eds = append(eds, ho71aEdit{m[4], m[5], "31"})
			}
		}
		return ho71aApplyEarliest(s, eds)
	}},
	// The honorific 様 after the customer's name written in its simplified Chinese form
	// 样: 小林 恵子様 → 小林 恵子样; 松本様より → 松本样より.
	{"b71a_ja_sama_written_simplified_yang", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		i := strings.Index(s, "様")
		if i < 0 || strings.HasPrefix(s[i+len("様"):], "々") {
			return s
		}
		return s[:i] + "样" + s[i+len("様"):]
	}},
	// The first date written in the other study language's form: in German text the
	// Japanese 年月日 form, in Japanese text the German dotted form:
	// am 12.11.2026 zwischen 8 und 12 Uhr → am 2026年11月12日 zwischen …;
	// 2026年10月23日（金）14時〜16時 → 23.10.2026（金）14時〜16時; 10月16日にお届けする予定 →
	// 16.10.にお届けする予定.
	{"b71a_first_date_written_in_other_study_languages_form", "first", func(lang, s string) string {
		if lang == "ja" {
			for _, m := range ho71aJaAnyDate.FindAllStringSubmatchIndex(s, -1) {
				if m[2] < 0 && strings.HasSuffix(s[:m[0]], "年") {
					continue // an era year (令和8年…) would be left dangling
				}
				mo, d := ho71aPad2(s[m[4]:m[5]]), ho71aPad2(s[m[6]:m[7]])
				to := d + "." + mo + "."
				if m[2] >= 0 {
					to += s[m[2]:m[3]]
				}
				return s[:m[0]] + to + s[m[1]:]
			}
			return s
		}
		var eds []ho71aEdit
		if m := ho71aDeNumDate.FindStringSubmatchIndex(s); m != nil {
			eds = append(eds, ho71aEdit{m[4], m[9], s[m[8]:m[9]] + "年" + ho71aUnpad(s[m[6]:m[7]]) + "月" + ho71aUnpad(s[m[4]:m[5]]) + "日"})
		}
		if m := ho71aDeWordDate.FindStringSubmatchIndex(s); m != nil {
			mo := 0
			for i, n := range deMonths {
				if n == s[m[6]:m[7]] {
					mo = i + 1
				}
			}
			eds = append(eds, ho71aEdit{m[4], m[9], s[m[8]:m[9]] + "年" + strconv.Itoa(mo) + "月" + ho71aUnpad(s[m[4]:m[5]]) + "日"})
		}
		return ho71aApplyEarliest(s, eds)
	}},
	// The first weekday written in the other study language: am Montag, 26. Oktober
	// 2026 → am 月曜日, 26. Oktober 2026; 10月19日（月）17時まで → 10月19日（Montag）17時まで.
	{"b71a_first_weekday_written_in_other_study_language", "first", func(lang, s string) string {
		ws := ho71aWeekdays(lang, s)
		if len(ws) == 0 {
			return s
		}
		i := ho71aDayIndex(s[ws[0][0]:ws[0][1]])
		if i < 0 {
			return s
		}
		to := ho71aJaDays[i] + "曜日"
		if lang == "ja" {
			to = ho71aDeDays[i]
		}
		return s[:ws[0][0]] + to + s[ws[0][1]:]
	}},
	// The first sentence that carries a date echoed word for word at the end of the next
	// line, as a decoder that loops back does: … bestätigen wir Ihren Kontrolltermin am
	// Montag, 26. Oktober 2026, um 10:30 Uhr … / Bitte bringen Sie Ihre Versichertenkarte
	// mit. → … mit. hiermit bestätigen wir Ihren Kontrolltermin am Montag, …
	{"b71a_first_dated_sentence_echoed_at_end_of_next_line", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sn := split[r.line][r.idx]
			if !ho71aHasDate(lang, sn) || !ho71aIsSentence(lang, sn) {
				continue
			}
			echo := strings.TrimSpace(ho71aListMarker.ReplaceAllString(strings.TrimSpace(sn), ""))
			target := r.line
			for k := r.line + 1; k < len(split); k++ {
				if t := strings.TrimSpace(strings.Join(split[k], "")); t != "" && !strings.HasPrefix(t, "|") {
					target = k
					break
				}
			}
			last := len(split[target]) - 1
			if last < 0 {
				return s
			}
			sep := " "
			if lang == "ja" {
				sep = ""
			}
			split[target][last] = strings.TrimRight(split[target][last], " ") + sep + echo
			return hoJoin(split)
		}
		return s
	}},
	// The shortest full sentence said twice in a row: Bitte bringen Sie Ihre
	// Versichertenkarte mit. → Bitte bringen Sie Ihre Versichertenkarte mit. Bitte bringen
	// Sie Ihre Versichertenkarte mit.; 電池の残量は十分ですか。 → 電池の残量は十分ですか。電池の
	// 残量は十分ですか。
	{"b71a_shortest_sentence_said_twice_in_a_row", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		best := -1
		bestLen := 0
		for i, r := range refs {
			sn := split[r.line][r.idx]
			if !ho71aIsSentence(lang, sn) {
				continue
			}
			if n := utf8.RuneCountInString(strings.TrimSpace(sn)); best < 0 || n < bestLen {
				best, bestLen = i, n
			}
		}
		if best < 0 {
			return s
		}
		r := refs[best]
		sn := split[r.line][r.idx]
		trail := sn[len(strings.TrimRight(sn, " ")):]
		body := strings.TrimRight(sn, " ")
		echo := strings.TrimSpace(ho71aListMarker.ReplaceAllString(strings.TrimSpace(body), ""))
		sep := " "
		if lang == "ja" {
			sep = ""
		}
		split[r.line][r.idx] = body + sep + echo + trail
		return hoJoin(split)
	}},
	// The first sentence that carries a date opened with a check-mark emoji, a chat
	// status marker no formal letter or minutes use: Die Lieferung erfolgt am 12.11.2026
	// … → ✅ Die Lieferung erfolgt am 12.11.2026 …; 新しいお届け予定日は10月21日（水）です。 →
	// ✅新しいお届け予定日は…
	{"b71a_first_dated_sentence_opened_with_check_emoji", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sn := split[r.line][r.idx]
			if !ho71aHasDate(lang, sn) || strings.HasPrefix(strings.TrimSpace(sn), "|") {
				continue
			}
			lead := sn[:len(sn)-len(strings.TrimLeft(sn, " "))]
			rest := sn[len(lead):]
			marker := ""
			if r.idx == 0 {
				marker = ho71aListMarker.FindString(rest)
			}
			split[r.line][r.idx] = lead + marker + "✅ " + rest[len(marker):]
			return hoJoin(split)
		}
		return s
	}},
	// The first polite request ended with a winking smiley, which turns it into a joke
	// or a hint: Bitte bringen Sie Ihre Versichertenkarte mit. → … mit ;-);
	// 本メールにご返信ください。 → 本メールにご返信ください(^_-)-☆
	{"b71a_first_polite_request_ends_with_wink", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho71aJaRequest, s, func(m []string) string { return m[1] + "(^_-)-☆" })
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sn := split[r.line][r.idx]
			body := strings.TrimRight(sn, " ")
			if !ho71aDeRequest.MatchString(body) || !strings.HasSuffix(body, ".") {
				continue
			}
			split[r.line][r.idx] = strings.TrimSuffix(body, ".") + " ;-)" + sn[len(body):]
			return hoJoin(split)
		}
		return s
	}},
	// The first amount given a magnitude word with its digits kept, a thousand or ten
	// thousand times the sum: 3.912,50 € → 3.912,50 Tsd. €; 5,500円（税込） → 5,500万円（税込）;
	// 500円分のクーポン → 500万円分のクーポン.
	{"b71a_first_amount_given_magnitude_word_digits_kept", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho71aJaYen, s, func(m []string) string { return m[1] + m[2] + "万" + m[3] })
		}
		return hoFirstMatch(ho71aDeEuro, s, func(m []string) string { return m[1] + m[2] + " Tsd. " + m[3] })
	}},
	// The first status word whose polarity is carried by a prefix or a negation flipped:
	// 初期費用は不要です → 初期費用は必要です; 写真で破損を確認済みで → 写真で破損は未確認で;
	// FAX番号（…）は変わりません → 変わります; bleibt unverändert bei 1.850,00 € → ändert
	// sich auf 1.850,00 €; werden von der Nordwärme L9 nicht unterstützt → … unterstützt;
	// nur werktags und nicht am Wochenende → und auch am Wochenende; keine Reparatur,
	// sondern ein Austauschgerät → eine Reparatur statt eines Austauschgeräts; für Sie
	// entstehen dabei keine Kosten → … Kosten.
	{"b71a_first_status_word_polarity_flipped", "first", func(lang, s string) string {
		var pairs [][2]string
		if lang == "ja" {
			pairs = [][2]string{{"不要", "必要"}, {"を確認済み", "は未確認"}, {"変わりません", "変わります"}, {"変更ございません", "変更がございます"}}
		} else {
			pairs = [][2]string{{"bleibt unverändert bei", "ändert sich auf"}, {"nicht unterstützt", "unterstützt"}, {"nicht am Wochenende", "auch am Wochenende"}, {"keine Reparatur, sondern ein Austauschgerät", "eine Reparatur statt eines Austauschgeräts"}, {"keine Kosten", "Kosten"}}
		}
		var eds []ho71aEdit
		for _, p := range pairs {
			if i := strings.Index(s, p[0]); i >= 0 {
				eds = append(eds, ho71aEdit{i, i + len(p[0]), p[1]})
			}
		}
		return ho71aApplyEarliest(s, eds)
	}},
	// The answer stops right after an article or a topic/object particle past two
	// thirds of its length, mid-sentence: Sie bittet darum, dass noch am selben Tag ein
	// Installateur kommt. → … noch am selben Tag ein; 2026年10月30日までに、お見積もりへの
	// ご承認をお願いいたします。… → 2026年10月30日までに、お見積もりへのご承認を.
	{"b71a_stops_after_article_or_particle_past_two_thirds", "longest", func(lang, s string) string {
		from := len(s) * 2 / 3
		if lang == "ja" {
			for _, m := range ho71aJaParticle.FindAllStringSubmatchIndex(s, -1) {
				if m[2] >= from && m[3] < len(s) {
					return s[:m[3]]
				}
			}
			return s
		}
		for _, m := range ho71aDeArticle.FindAllStringSubmatchIndex(s, -1) {
			if m[0] >= from && m[1] < len(s)-1 && s[m[1]] == ' ' {
				return s[:m[1]]
			}
		}
		return s
	}},
	// The first legal form written as the other study language's legal form, which
	// names another kind of company in another country: Weißenfels Elektrotechnik GmbH →
	// Weißenfels Elektrotechnik 株式会社; Kobayashi Seiki Co., Ltd. → Kobayashi Seiki 株式会社;
	// 株式会社アオバ精工の大阪営業所 → アオバ精工 GmbHの大阪営業所; サクラ物流株式会社 → サクラ物流 GmbH.
	{"b71a_first_legal_form_written_in_other_study_language", "first", func(lang, s string) string {
		if lang != "ja" {
			return hoFirstMatch(ho71aDeLegal, s, func(m []string) string { return "株式会社" })
		}
		var eds []ho71aEdit
		if m := ho71aJaKKFront.FindStringSubmatchIndex(s); m != nil {
			eds = append(eds, ho71aEdit{m[0], m[1], s[m[2]:m[3]] + " GmbH"})
		}
		if m := ho71aJaKKBack.FindStringSubmatchIndex(s); m != nil {
			eds = append(eds, ho71aEdit{m[0], m[1], s[m[2]:m[3]] + " GmbH"})
		}
		return ho71aApplyEarliest(s, eds)
	}},
}

// ho71aChangedSpan gives the sentence-sized piece of the golden and of the damaged
// answer around the first place where they differ.
func ho71aChangedSpan(golden, damaged string) (string, string) {
	g, d := []rune(golden), []rune(damaged)
	p := 0
	for p < len(g) && p < len(d) && g[p] == d[p] {
		p++
	}
	q := 0
	for q < len(g)-p && q < len(d)-p && g[len(g)-1-q] == d[len(d)-1-q] {
		q++
	}
	isEnd := func(r rune) bool { return r == '\n' || r == '。' || r == '"' }
	start := p
	if start > 0 && g[start-1] != '\n' && isEnd(g[start-1]) {
		start--
	}
	for start > 0 && !isEnd(g[start-1]) && p-start < 160 {
		start--
	}
	cut := func(rs []rune, end int) string {
		stop := max(end, start)
		for stop < len(rs) && !isEnd(rs[stop]) && stop-end < 160 {
			stop++
		}
		if stop < len(rs) && rs[stop] == '。' {
			stop++
		}
		if stop-start > 400 {
			stop = start + 400
		}
		return string(rs[start:stop])
	}
	return cut(g, len(g)-q), cut(d, len(d)-q)
}
