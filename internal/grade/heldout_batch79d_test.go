package grade

// Batch 79d: reference and deixis. Every kind leaves the facts' words in place but
// bends what one word or phrase points to: a letter signed with the addressee's name,
// a summary's named party readdressed as the formal "Sie"/あなた, the writer's own
// promised act turned into a request to the reader, a "wie oben"/同上/同額 ditto that
// points at a different value, an amount deferred to an attachment that is not there,
// a table or contact "below" that never comes, a relative time word moved off its
// anchor (当日→前日, anschließend→vorher), a future date tagged "last week", a past
// date made "next week", a later date recast as "the day before" the earlier one, and
// the reader's own message dated with a later event's date.

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// b79dRef is the fixtures' reference date (every case's reference_date).
var b79dRef = time.Date(2026, 10, 16, 0, 0, 0, 0, time.UTC)

var (
	b79dDeSalutation = regexp.MustCompile(`(?m)^Sehr geehrte[r]? (.+),$`)
	b79dDeNamedVerb  = regexp.MustCompile(`(?:(?:Frau|Herr)(?: Prof\.)?(?: Dr\.)? \p{Lu}\p{L}+|\bSie) (hat|bittet|meldet|kann|ist|kommt)\b`)
	b79dJaNamedTopic = regexp.MustCompile(`\p{Han}{2,3}様(は|より|から)|責任者の\p{Han}{2,3}(が)`)
	b79dJaOwnAct     = regexp.MustCompile(`(お|ご)(送り|電話|説明|連絡|案内)いたします。`)
	b79dDeOwnAct     = regexp.MustCompile(`Wir senden Ihnen|hiermit bestätigen wir|Gern liefern wir`)
	b79dDeAmount     = regexp.MustCompile(`(?:(bei|von|mit) )?(\d{1,3}(?:\.\d{3})*,\d{2}) €`)
	b79dJaAmount     = regexp.MustCompile(`約?(?:\d+億)?(?:\d{1,3}(?:,\d{3})+|\d+)万?(?:円|ユーロ)`)
	b79dDeMitAmount  = regexp.MustCompile(`mit (\d{1,3}(?:\.\d{3})*,\d{2}) €`)
	b79dDeWeekday    = `(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)`
	b79dDeAmWeekday  = regexp.MustCompile(`am ` + b79dDeWeekday + `, (\d{1,2}\. \p{L}+ \d{4}|\d{1,2}\.\d{1,2}\.\d{4})`)
	b79dDeParenWday  = regexp.MustCompile(`(\d{1,2}\.\d{1,2}\.\d{4}) \(` + b79dDeWeekday + `\)`)
	b79dJaWdayDate   = regexp.MustCompile(`((?:\d{4}年)?(\d{1,2})月(\d{1,2})日)（[月火水木金土日]）`)
	b79dDeLongDate   = regexp.MustCompile(`(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?: (\d{4}))?`)
	b79dJaFullDate   = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
)

// b79dParseDate reads a German or Japanese date as the fixtures write it; ok false when
// it is not one. A date without a year is in 2026.
func b79dParseDate(s string) (time.Time, bool) {
	if m := hoDeNumDate.FindStringSubmatch(s); m != nil {
		d, _ := strconv.Atoi(m[1])
		mo, _ := strconv.Atoi(m[2])
		y, _ := strconv.Atoi(m[3])
		return time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC), true
	}
	if m := b79dDeLongDate.FindStringSubmatch(s); m != nil {
		d, _ := strconv.Atoi(m[1])
		y := 2026
		if m[3] != "" {
			y, _ = strconv.Atoi(m[3])
		}
		for i, name := range deMonths {
			if name == m[2] {
				return time.Date(y, time.Month(i+1), d, 0, 0, 0, 0, time.UTC), true
			}
		}
	}
	if m := b79dJaFullDate.FindStringSubmatch(s); m != nil {
		y := 2026
		if m[1] != "" {
			y, _ = strconv.Atoi(m[1])
		}
		mo, _ := strconv.Atoi(m[2])
		d, _ := strconv.Atoi(m[3])
		return time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC), true
	}
	return time.Time{}, false
}

// b79dDateLocs lists where the dates of a text are, in order.
func b79dDateLocs(lang, s string) [][]int {
	if lang == "ja" {
		var out [][]int
		for _, loc := range hoJaDate.FindAllStringIndex(s, -1) {
			// 令和8年11月16日: the era year is not part of hoJaDate's match.
			if loc[0] > 0 && strings.HasSuffix(s[:loc[0]], "年") {
				continue
			}
			out = append(out, loc)
		}
		return out
	}
	return hoDeDate.FindAllStringIndex(s, -1)
}

var b79dDeVerbPlural = map[string]string{"hat": "haben", "bittet": "bitten", "meldet": "melden", "kann": "können", "ist": "sind", "kommt": "kommen"}

var heldOutBatch79d = []heldOutKind{
	// The closing names the addressee as the signer, so the letter reads as written by
	// its own reader.
	//   de-reply-formal: "Mit freundlichen Grüßen\nIhr Kundenservice von Leuchtenhaus Nord"
	//     → "Mit freundlichen Grüßen\nHerr Weiß"
	//   ja-reply-apology: "ハルカゼ寝具店 カスタマーサポート 岡田" → "小林 恵子"
	{"b79d_letter_signed_with_addressees_name", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		if len(lines) < 4 {
			return s
		}
		if lang == "ja" {
			first := strings.TrimSpace(lines[0])
			last := strings.TrimSpace(lines[len(lines)-1])
			if !strings.HasSuffix(first, "様") && !strings.HasSuffix(first, "部長") {
				return s
			}
			if last == "" || strings.HasSuffix(last, "。") || strings.TrimSpace(lines[len(lines)-2]) != "" {
				return s
			}
			lines[len(lines)-1] = strings.TrimSuffix(first, "様")
			return strings.Join(lines, "\n")
		}
		m := b79dDeSalutation.FindStringSubmatch(s)
		if m == nil {
			return s
		}
		for i := 0; i+1 < len(lines); i++ {
			if strings.TrimSpace(lines[i]) == "Mit freundlichen Grüßen" && strings.TrimSpace(lines[i+1]) != "" {
				lines[i+1] = m[1]
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},

	// A summary's last named party (or "sie", she) is readdressed as the formal you, so
	// the summary talks to its reader as if the reader were that person.
	//   de-summary-ticket: "Frau Köhler bittet um ein Rücksendeetikett." → "Sie bitten um ein Rücksendeetikett."
	//   ja-summary-katakana: "髙橋様は月末の給与計算に…" → "あなたは月末の給与計算に…"
	{"b79d_summary_named_party_readdressed_as_you", "first", func(lang, s string) string {
		if lang == "ja" {
			locs := b79dJaNamedTopic.FindAllStringSubmatchIndex(s, -1)
			if len(locs) == 0 {
				return s
			}
			l := locs[len(locs)-1]
			if l[2] >= 0 {
				return s[:l[0]] + "あなた" + s[l[2]:l[3]] + s[l[1]:]
			}
			return s[:l[0]] + "責任者のあなたが" + s[l[1]:]
		}
		if strings.Contains(s, "Sehr geehrte") {
			return s
		}
		locs := b79dDeNamedVerb.FindAllStringSubmatchIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		l := locs[len(locs)-1]
		return s[:l[0]] + "Sie " + b79dDeVerbPlural[s[l[2]:l[3]]] + s[l[1]:]
	}},

	// The writer's own promised act is turned into a request to the reader: who sends,
	// phones or explains is flipped.
	//   ja-reply-appointment: "作業員が訪問の30分前にお電話いたします。" → "作業員が訪問の30分前にお電話ください。"
	//   de-reply-formal: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu." →
	//     "Bitte senden Sie uns am 20.10.2026 kostenlos eine Ersatzlampe zu."
	{"b79d_own_promised_act_turned_into_request_to_reader", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b79dJaOwnAct, s, func(m []string) string { return m[1] + m[2] + "ください。" })
		}
		return hoFirstMatch(b79dDeOwnAct, s, func(m []string) string {
			switch m[0] {
			case "Wir senden Ihnen":
				return "Bitte senden Sie uns"
			case "hiermit bestätigen wir":
				return "bitte bestätigen Sie"
			}
			return "Bitte liefern Sie"
		})
	}},

	// A value is replaced by a ditto ("wie oben", 同上, "demselben Betrag", 同額) that
	// points at an earlier, different value.
	//   de-table-offers: "| Nordkälte AG | 12.450,00 € |" → "| Nordkälte AG | wie oben |"
	//   ja-reply-invoice: "基本料金33,000円（税込）と" → "基本料金同額（税込）と"
	{"b79d_value_replaced_by_ditto_pointing_at_other_value", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		// A table: the first money cell of a data row that differs from the cell above.
		for i := 3; i < len(lines); i++ {
			if !strings.HasPrefix(lines[i], "|") || !strings.HasPrefix(lines[i-1], "|") || strings.HasPrefix(lines[i-1], "|---") {
				continue
			}
			above := strings.Split(lines[i-1], "|")
			cells := strings.Split(lines[i], "|")
			for j := range cells {
				c := strings.TrimSpace(cells[j])
				if j >= len(above) || !(strings.HasSuffix(c, "€") || strings.HasSuffix(c, "円")) || c == strings.TrimSpace(above[j]) {
					continue
				}
				if lang == "ja" {
					cells[j] = " 同上 "
				} else {
					cells[j] = " wie oben "
				}
				lines[i] = strings.Join(cells, "|")
				return strings.Join(lines, "\n")
			}
		}
		if lang == "ja" {
			locs := b79dJaAmount.FindAllStringIndex(s, -1)
			for _, l := range locs {
				if s[l[0]:l[1]] != s[locs[0][0]:locs[0][1]] {
					return s[:l[0]] + "同額" + s[l[1]:]
				}
			}
			return s
		}
		first := hoDeAmount.FindString(s)
		for _, l := range b79dDeMitAmount.FindAllStringSubmatchIndex(s, -1) {
			if s[l[2]:l[3]] != first {
				return s[:l[0]] + "mit demselben Betrag" + s[l[1]:]
			}
		}
		return s
	}},

	// The first amount is replaced by a pointer to an attachment the answer does not
	// have: the figure is gone and the pointer leads nowhere.
	//   de-summary-ticket: "Rechnungsbetrag 1.249,90 €" → "Rechnungsbetrag laut Anlage"
	//   ja-reply-apology: "500円分のクーポン" → "別添の金額分のクーポン"
	{"b79d_amount_deferred_to_attachment_not_there", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b79dJaAmount, s, func(m []string) string { return "別添の金額" })
		}
		loc := b79dDeAmount.FindStringSubmatchIndex(s)
		if loc == nil {
			return s
		}
		var rep string
		switch {
		case loc[2] >= 0:
			rep = map[string]string{"bei": "beim Betrag laut Anlage", "von": "in Höhe des Betrags laut Anlage", "mit": "mit dem Betrag laut Anlage"}[s[loc[2]:loc[3]]]
		case strings.HasSuffix(s[:loc[0]], "betrag "):
			rep = "laut Anlage"
		case strings.HasSuffix(s[:loc[0]], "| "):
			rep = "siehe Anlage"
		default:
			rep = "Betrag laut Anlage"
		}
		return s[:loc[0]] + rep + s[loc[1]:]
	}},

	// The last sentence with a figure announces a table of details below; none follows.
	//   de-reply-formal: "…; für Sie entstehen dabei keine Kosten." → "…; für Sie entstehen dabei
	//     keine Kosten. Die Einzelheiten finden Sie in der nachfolgenden Tabelle."
	//   ja-reply-invoice: "お支払い期限は2026年10月30日（金）です。" → "…です。詳細は下表のとおりです。"
	{"b79d_details_announced_in_table_below_that_never_comes", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i := len(lines) - 1; i >= 0; i-- {
			l := strings.TrimRight(lines[i], " ")
			if !(strings.HasSuffix(l, ".") || strings.HasSuffix(l, "。")) || !strings.ContainsAny(l, "0123456789") {
				continue
			}
			if lang == "ja" {
				lines[i] = l + "詳細は下表のとおりです。"
			} else {
				lines[i] = l + " Die Einzelheiten finden Sie in der nachfolgenden Tabelle."
			}
			return strings.Join(lines, "\n")
		}
		return s
	}},

	// A relative time word is moved off its anchor (same day → day before, that day →
	// day before, next purchase → this one, afterwards → beforehand).
	//   ja-reply-appointment: "当日は、作業員が訪問の30分前に" → "前日は、作業員が訪問の30分前に"
	//   de-summary-names: "dass noch am selben Tag ein Installateur kommt" → "dass noch am Vortag ein Installateur kommt"
	{"b79d_relative_time_word_moved_off_its_anchor", "longest", func(lang, s string) string {
		pairs := [][2]string{
			{"今月から", "先月から"}, {"当日は", "前日は"}, {"前日の17時", "当日の17時"}, {"次回のお買い物", "今回のお買い物"},
			{"それまで予約", "それ以降予約"}, {"am selben Tag", "am Vortag"}, {"24 Stunden vorher", "24 Stunden danach"},
			{"bis dahin läuft", "ab dann läuft"}, {"seit dem zweiten Tag", "seit gestern"}, {"Sie anschließend", "Sie vorher"},
		}
		best, at := -1, len(s)
		for i, p := range pairs {
			if j := strings.Index(s, p[0]); j >= 0 && j < at {
				best, at = i, j
			}
		}
		if best < 0 {
			return s
		}
		return s[:at] + pairs[best][1] + s[at+len(pairs[best][0]):]
	}},

	// A future date with its weekday is tagged as last week's.
	//   de-reply-appointment: "am Montag, 26. Oktober 2026" → "am vergangenen Montag, 26. Oktober 2026"
	//   ja-summary-address: "11月13日（金）までです" → "先週の11月13日（金）までです"
	{"b79d_future_weekday_date_tagged_last_week", "first", func(lang, s string) string {
		if lang == "ja" {
			for _, l := range b79dJaWdayDate.FindAllStringIndex(s, -1) {
				if l[0] > 0 && strings.HasSuffix(s[:l[0]], "年") {
					continue
				}
				if d, ok := b79dParseDate(s[l[0]:l[1]]); ok && d.After(b79dRef) {
					return s[:l[0]] + "先週の" + s[l[0]:]
				}
			}
			return s
		}
		l1 := b79dDeAmWeekday.FindStringSubmatchIndex(s)
		l2 := b79dDeParenWday.FindStringSubmatchIndex(s)
		if l1 != nil && (l2 == nil || l1[0] < l2[0]) {
			if d, ok := b79dParseDate(s[l1[4]:l1[5]]); ok && d.After(b79dRef) {
				return s[:l1[0]] + "am vergangenen " + s[l1[0]+3:]
			}
		}
		if l2 != nil {
			if d, ok := b79dParseDate(s[l2[2]:l2[3]]); ok && d.After(b79dRef) {
				return s[:l2[4]] + "vergangener " + s[l2[4]:]
			}
		}
		return s
	}},

	// A past event's date is replaced by "next week" (来週), so a done thing is told as
	// still to come.
	//   de-summary-ticket: "Frau Köhler hat am 08.10.2026 die Siebträgermaschine … bestellt" →
	//     "Frau Köhler hat nächste Woche die Siebträgermaschine … bestellt"
	//   ja-translate-de: "2026年10月14日には当研究室をご訪問いただき" → "来週には当研究室をご訪問いただき"
	{"b79d_past_event_date_made_next_week", "first", func(lang, s string) string {
		for _, l := range b79dDateLocs(lang, s) {
			d, ok := b79dParseDate(s[l[0]:l[1]])
			if !ok || !d.Before(b79dRef) {
				continue
			}
			if lang == "ja" {
				return s[:l[0]] + "来週" + s[l[1]:]
			}
			if strings.HasSuffix(s[:l[0]], "am ") {
				return s[:l[0]-3] + "nächste Woche" + s[l[1]:]
			}
		}
		return s
	}},

	// A later date is recast as "the day before" (am Vortag, その前日), which now points
	// at the day before the date mentioned just before it.
	//   de-translate-ja: "vom 19.10.2026 (Montag) auf den 26.10.2026 (Montag)" → "vom 19.10.2026 (Montag) auf den Vortag"
	//   ja-reply-apology: "新しいお届け予定日は10月21日（水）です" → "新しいお届け予定日はその前日です"
	{"b79d_later_date_recast_as_day_before_previous_date", "first", func(lang, s string) string {
		locs := b79dDateLocs(lang, s)
		for k := 1; k < len(locs); k++ {
			prev, ok1 := b79dParseDate(s[locs[k-1][0]:locs[k-1][1]])
			cur, ok2 := b79dParseDate(s[locs[k][0]:locs[k][1]])
			if !ok1 || !ok2 || !cur.After(prev) {
				continue
			}
			start, end := locs[k][0], locs[k][1]
			if lang == "ja" {
				if strings.HasPrefix(s[end:], "（") {
					if j := strings.Index(s[end:], "）"); j > 0 {
						end += j + len("）")
					}
				}
				return s[:start] + "その前日" + s[end:]
			}
			if rest := s[end:]; strings.HasPrefix(rest, " (") {
				if j := strings.Index(rest, ")"); j > 0 {
					end += j + 1
				}
			}
			before := s[:start]
			rep := ""
			for _, p := range []string{"am ", "auf den ", "bis zum ", "vom ", "zum "} {
				if strings.HasSuffix(before, p) {
					rep = "Vortag"
					break
				}
			}
			if rep == "" {
				switch {
				case strings.HasSuffix(before, "spätestens "), strings.HasSuffix(before, "bis "):
					rep = "zum Vortag"
				default:
					continue
				}
			}
			return before + rep + s[end:]
		}
		return s
	}},

	// The reader's own message is dated with a later event's date from the answer, so it
	// is dated in the future.
	//   de-reply-address: "vielen Dank für Ihre Nachricht." → "vielen Dank für Ihre Nachricht vom 12.11.2026."
	//   ja-reply-invoice: "お問い合わせいただき、" → "2026年10月30日にお問い合わせいただき、"
	{"b79d_readers_message_dated_with_later_event_date", "first", func(lang, s string) string {
		var date string
		for _, l := range b79dDateLocs(lang, s) {
			if d, ok := b79dParseDate(s[l[0]:l[1]]); ok && d.After(b79dRef) {
				date = s[l[0]:l[1]]
				break
			}
		}
		if date == "" {
			return s
		}
		if lang == "ja" {
			for _, p := range []string{"お問い合わせいただき", "修理のご依頼をいただき", "お送りいただいた"} {
				if i := strings.Index(s, p); i >= 0 {
					return s[:i] + date + "に" + s[i:]
				}
			}
			return s
		}
		p := "vielen Dank für Ihre Nachricht"
		if i := strings.Index(s, p); i >= 0 {
			return s[:i+len(p)] + " vom " + date + s[i+len(p):]
		}
		return s
	}},

	// The contact line points to a phone number or desk "below" that the answer never
	// gives.
	//   ja-reply-invoice: "お気軽にお問い合わせください。" → "下記の窓口までお気軽にお問い合わせください。"
	//   de-reply-formal: "Bei Fragen sind wir gern für Sie da." →
	//     "Bei Fragen erreichen Sie uns unter der unten angegebenen Telefonnummer."
	{"b79d_contact_pointed_to_number_below_that_is_missing", "longest", func(lang, s string) string {
		pairs := [][2]string{
			{"お気軽にお問い合わせください", "下記の窓口までお気軽にお問い合わせください"},
			{"サポート窓口までお問い合わせください", "下記のサポート窓口までお問い合わせください"},
			{"an unseren Kundendienst.", "an unseren Kundendienst unter der unten angegebenen Telefonnummer."},
			{"Bei Fragen sind wir gern für Sie da.", "Bei Fragen erreichen Sie uns unter der unten angegebenen Telefonnummer."},
		}
		for _, p := range pairs {
			if i := strings.Index(s, p[0]); i >= 0 {
				return s[:i] + p[1] + s[i+len(p[0]):]
			}
		}
		return s
	}},
}
