package grade

// Blind batch 70c: damage in the last part of the answer, where a degrading model
// drifts. Every kind leaves the body as it is and changes the end at one place: a
// closing sentence added after the last body sentence (before the closing formula
// and signature) that contradicts or undercuts the body, or a trailing note after
// the signature that reinterprets what the body says. The recap denies the change
// the body reports; the writer announces being away until after every date of the
// letter; an "as of" date later than the events the answer still calls upcoming;
// the reader sent to a competitor; the reader's account announced closed; a
// prepayment made the condition of what the body promises; an unwarranted
// get-well wish; a "disregard this if you have already paid" clause that voids the
// letter; trailing notes that put every amount in another currency or per month,
// read every date in another convention, misstate the order of the steps or rows,
// or call the whole content example data.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

var (
	ho70cDeClosing  = regexp.MustCompile(`^(?:Mit freundlichen Grüßen|Freundliche Grüße|Viele Grüße|Beste Grüße|Herzliche Grüße|Hochachtungsvoll)`)
	ho70cDeWordDate = regexp.MustCompile(`(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (\d{4})`)
	ho70cJaDate     = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	ho70cNumbered   = regexp.MustCompile(`(?m)^\d+\. `)
	ho70cTableRow   = regexp.MustCompile(`(?m)^\|.*\|\s*$`)
	ho70cDeChange   = regexp.MustCompile(`\b(?:verschiebt|verschoben|Verschiebung|geändert|ändert sich|direkt an)\b`)
	ho70cJaChange   = regexp.MustCompile(`延期|遅れ|移転|変わり|変わります|加算|変更とな|変更いたし`)
	ho70cDeService  = regexp.MustCompile(`Lieferung|liefern|senden|Versand|Termin|Ersatz`)
	ho70cJaService  = regexp.MustCompile(`お届け|発送|訪問|試験|交換品`)
	ho70cDeMonthly  = regexp.MustCompile(`monatlich|pro Monat|im Monat`)
	ho70cJaMonthly  = regexp.MustCompile(`月額|今月|毎月`)
	ho70cJaAmount   = regexp.MustCompile(`\d円|万円|ユーロ`)
	ho70cDeAmount   = regexp.MustCompile(`\d ?€|Euro`)
	ho70cMedical    = regexp.MustCompile(`(?i)praxis|arzt|klinik|病院|医院|クリニック|診察`)
)

// ho70cIsClosing says whether a line (or sentence) is a closing formula.
func ho70cIsClosing(lang, t string) bool {
	t = strings.TrimSpace(t)
	if lang == "ja" {
		return strings.Contains(t, "よろしくお願い") && utf8.RuneCountInString(t) <= 40
	}
	return ho70cDeClosing.MatchString(t)
}

// ho70cEndsSentence says whether t ends with a sentence-final mark.
func ho70cEndsSentence(t string) bool {
	t = strings.TrimRight(t, " ")
	for _, e := range []string{".", "。", "!", "?", "！", "？", "）", ")"} {
		if strings.HasSuffix(t, e) {
			return true
		}
	}
	return false
}

// ho70cIsSignature says whether a line is a short line of a signature block: no
// sentence end, no list or table marker.
func ho70cIsSignature(t string) bool {
	t = strings.TrimSpace(t)
	if ho70cEndsSentence(t) || utf8.RuneCountInString(t) > 45 {
		return false
	}
	if strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "・") || strings.HasPrefix(t, "|") || ho70cNumbered.MatchString(t) {
		return false
	}
	return true
}

// ho70cIsJSON says whether the text is a JSON document.
func ho70cIsJSON(s string) bool {
	t := strings.TrimSpace(s)
	return strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[")
}

// ho70cIsLetter says whether the text opens with a salutation.
func ho70cIsLetter(lang, s string) bool {
	for _, l := range strings.Split(s, "\n") {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		if lang == "ja" {
			if utf8.RuneCountInString(t) > 20 {
				return false
			}
			for _, suf := range []string{"様", "部長", "課長", "殿", "御中"} {
				if strings.HasSuffix(t, suf) {
					return true
				}
			}
			return false
		}
		return strings.HasPrefix(t, "Sehr geehrte") || strings.HasPrefix(t, "Guten Tag") || strings.HasPrefix(t, "Liebe")
	}
	return false
}

// ho70cAppendBody puts add right after the last sentence of the body: above the
// closing formula and signature of a letter, at the end of the last list item or
// paragraph otherwise. An answer that ends in a table is left alone.
func ho70cAppendBody(lang, s, add string) string {
	lines := strings.Split(s, "\n")
	i := len(lines) - 1
	// Everything from a closing formula near the end on is the signature block.
	for j := len(lines) - 1; j >= 0 && j >= len(lines)-7; j-- {
		if ho70cIsClosing(lang, lines[j]) {
			i = j - 1
			break
		}
	}
	for ; i >= 0; i-- {
		t := strings.TrimSpace(lines[i])
		if t == "" || ho70cIsClosing(lang, t) || ho70cIsSignature(t) {
			continue
		}
		break
	}
	if i < 0 || strings.HasPrefix(strings.TrimSpace(lines[i]), "|") {
		return s
	}
	line := strings.TrimRight(lines[i], " ")
	sents := hoSentences(lang, line)
	k := len(sents)
	for k > 1 && ho70cIsClosing(lang, sents[k-1]) {
		k--
	}
	head := strings.TrimRight(strings.Join(sents[:k], ""), " ")
	tail := strings.Join(sents[k:], "")
	if !ho70cEndsSentence(head) {
		if tail != "" {
			return s
		}
		out := append([]string{}, lines[:i+1]...)
		out = append(out, add)
		return strings.Join(append(out, lines[i+1:]...), "\n")
	}
	sep := " "
	if lang == "ja" {
		sep = ""
	}
	nl := head + sep + add
	if tail != "" {
		nl += sep + tail
	}
	lines[i] = nl
	return strings.Join(lines, "\n")
}

// ho70cTrailingNote adds a note as the answer's last paragraph; JSON is left alone.
func ho70cTrailingNote(s, note string) string {
	if ho70cIsJSON(s) || strings.TrimSpace(s) == "" {
		return s
	}
	return strings.TrimRight(s, "\n ") + "\n\n" + note
}

// ho70cLatestDate is the latest calendar date the text names (a Japanese date
// without a year is read in 2026).
func ho70cLatestDate(lang, s string) (time.Time, bool) {
	var best time.Time
	found := false
	consider := func(y, m, d int) {
		if m < 1 || m > 12 || d < 1 || d > 31 || y < 2000 || y > 2100 {
			return
		}
		t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
		if t.Day() != d {
			return
		}
		if !found || t.After(best) {
			best, found = t, true
		}
	}
	if lang == "ja" {
		for _, m := range ho70cJaDate.FindAllStringSubmatch(s, -1) {
			y := 2026
			if m[1] != "" {
				y, _ = strconv.Atoi(m[1])
			}
			mo, _ := strconv.Atoi(m[2])
			d, _ := strconv.Atoi(m[3])
			consider(y, mo, d)
		}
		return best, found
	}
	for _, m := range hoDeNumDate.FindAllStringSubmatch(s, -1) {
		d, _ := strconv.Atoi(m[1])
		mo, _ := strconv.Atoi(m[2])
		y, _ := strconv.Atoi(m[3])
		consider(y, mo, d)
	}
	for _, m := range ho70cDeWordDate.FindAllStringSubmatch(s, -1) {
		d, _ := strconv.Atoi(m[1])
		y, _ := strconv.Atoi(m[3])
		for i, name := range deMonths {
			if name == m[2] {
				consider(y, i+1, d)
			}
		}
	}
	return best, found
}

func ho70cFormatDate(lang string, t time.Time) string {
	if lang == "ja" {
		return fmt.Sprintf("%d年%d月%d日", t.Year(), int(t.Month()), t.Day())
	}
	return fmt.Sprintf("%02d.%02d.%04d", t.Day(), int(t.Month()), t.Year())
}

// ho70cJaPolite says whether a Japanese text is written in です・ます.
func ho70cJaPolite(s string) bool {
	return strings.Contains(s, "ます。") || strings.Contains(s, "です。")
}

var heldOutBatch70c = []heldOutKind{
	// A recap after the last body sentence says nothing changed against the original
	// plan, though the body reports a postponement, a move or a new amount.
	// de-translate-ja: "… bleibt unverändert bei 1.850,00 €." → "… 1.850,00 €.
	// Gegenüber der ursprünglichen Planung ändert sich damit nichts."
	// ja-reply-apology: "ご返信ください。" → "ご返信ください。なお、当初のご案内からの変更はございません。"
	{"b70c_closing_recap_denies_reported_change", "longest", func(lang, s string) string {
		if lang == "ja" {
			if !ho70cJaChange.MatchString(s) {
				return s
			}
			add := "なお、当初の予定からの変更はない。"
			switch {
			case ho70cIsLetter(lang, s):
				add = "なお、当初のご案内からの変更はございません。"
			case ho70cJaPolite(s):
				add = "なお、当初の予定からの変更はありません。"
			}
			return ho70cAppendBody(lang, s, add)
		}
		if !ho70cDeChange.MatchString(s) {
			return s
		}
		return ho70cAppendBody(lang, s, "Gegenüber der ursprünglichen Planung ändert sich damit nichts.")
	}},
	// The letter ends by announcing that the writer is away until the latest date it
	// names, so every commitment, help offer and deadline before it goes unanswered.
	// de-reply-formal: "Bei Fragen sind wir gern für Sie da." → "… da. Bitte beachten Sie,
	// dass ich ab morgen bis einschließlich 20.10.2026 nicht im Haus bin; Anfragen werden
	// in dieser Zeit nicht bearbeitet."
	// ja-reply-appointment: "…お問い合わせください。" → "…ください。なお、担当者は明日から
	// 2026年10月23日まで不在にしており、その間のお問い合わせには対応できません。"
	{"b70c_signoff_says_writer_away_until_after_last_date", "longest", func(lang, s string) string {
		if !ho70cIsLetter(lang, s) {
			return s
		}
		d, ok := ho70cLatestDate(lang, s)
		if !ok {
			return s
		}
		if lang == "ja" {
			return ho70cAppendBody(lang, s, "なお、担当者は明日から"+ho70cFormatDate(lang, d)+"まで不在にしており、その間のお問い合わせには対応できません。")
		}
		return ho70cAppendBody(lang, s, "Bitte beachten Sie, dass ich ab morgen bis einschließlich "+ho70cFormatDate(lang, d)+" nicht im Haus bin; Anfragen werden in dieser Zeit nicht bearbeitet.")
	}},
	// An "as of" date after the last body sentence, one day after the latest date the
	// answer names, while the answer still tells those events as upcoming.
	// de-summary-meeting: "- Die nächste Sitzung findet am 12.11.2026 statt." →
	// "- Die nächste Sitzung findet am 12.11.2026 statt. (Stand: 08.12.2026)"
	// ja-summary-katakana: "…心配されている。" → "…心配されている。（2026年10月20日時点）"
	{"b70c_as_of_date_after_the_events_told_as_upcoming", "longest", func(lang, s string) string {
		d, ok := ho70cLatestDate(lang, s)
		if !ok {
			return s
		}
		d = d.AddDate(0, 0, 1)
		if lang == "ja" {
			return ho70cAppendBody(lang, s, "（"+ho70cFormatDate(lang, d)+"時点）")
		}
		return ho70cAppendBody(lang, s, "(Stand: "+ho70cFormatDate(lang, d)+")")
	}},
	// The closing of a customer letter or guide sends the reader to a competitor.
	// de-procedure: "- Hilft das alles nicht, wenden Sie sich bitte an unseren Kundendienst." →
	// "… Kundendienst. Alternativ können Sie sich selbstverständlich auch an einen anderen
	// Anbieter wenden."
	// ja-reply-invoice: "…お問い合わせください。" → "…ください。なお、他社のサービスをご利用いただくことも可能です。"
	{"b70c_closing_refers_reader_to_a_competitor", "longest", func(lang, s string) string {
		if !ho70cIsLetter(lang, s) && len(ho70cNumbered.FindAllString(s, -1)) < 3 {
			return s
		}
		if lang == "ja" {
			return ho70cAppendBody(lang, s, "なお、他社のサービスをご利用いただくことも可能です。")
		}
		return ho70cAppendBody(lang, s, "Alternativ können Sie sich selbstverständlich auch an einen anderen Anbieter wenden.")
	}},
	// The last body sentence is followed by the announcement that the reader's account
	// will be closed, which nothing in the case asks for.
	// de-reply-appointment: "… spätestens 24 Stunden vorher ab." → "… ab. Ihr Kundenkonto bei
	// uns wird nach Abschluss dieses Vorgangs geschlossen."
	// ja-reply-apology: "…ご返信ください。" → "…ご返信ください。なお、本件の完了をもって、お客様のアカウントは閉鎖させていただきます。"
	{"b70c_closing_announces_readers_account_closed", "longest", func(lang, s string) string {
		if !ho70cIsLetter(lang, s) {
			return s
		}
		if lang == "ja" {
			return ho70cAppendBody(lang, s, "なお、本件の完了をもって、お客様のアカウントは閉鎖させていただきます。")
		}
		return ho70cAppendBody(lang, s, "Ihr Kundenkonto bei uns wird nach Abschluss dieses Vorgangs geschlossen.")
	}},
	// The closing makes a prepayment the condition of the delivery, replacement, visit
	// or test the body promises without one.
	// de-reply-address: "… 67002 Ludwigshafen am Rhein." → "… am Rhein. Bitte beachten Sie,
	// dass wir erst nach vollständiger Vorauszahlung tätig werden können."
	// ja-support reply: "…ご返送ください。今後とも…" → "…ご返送ください。なお、ご入金の確認後の対応となりますので、あらかじめご了承ください。今後とも…"
	{"b70c_closing_adds_prepayment_precondition", "longest", func(lang, s string) string {
		if !ho70cIsLetter(lang, s) {
			return s
		}
		if lang == "ja" {
			if !ho70cJaService.MatchString(s) || strings.Contains(s, "請求") {
				return s
			}
			return ho70cAppendBody(lang, s, "なお、ご入金の確認後の対応となりますので、あらかじめご了承ください。")
		}
		if !ho70cDeService.MatchString(s) {
			return s
		}
		return ho70cAppendBody(lang, s, "Bitte beachten Sie, dass wir erst nach vollständiger Vorauszahlung tätig werden können.")
	}},
	// A get-well wish closes a business letter to a reader nobody said was ill (not
	// a medical practice's letter).
	// de-translate-ja: "… bei 1.850,00 €." → "… bei 1.850,00 €. Wir wünschen Ihnen gute Besserung."
	// ja-translate-de: "…80331 München" → "…80331 München\nどうぞお大事になさってください。"
	{"b70c_closing_wishes_reader_get_well", "longest", func(lang, s string) string {
		// A medical practice's letter may wish it; a business letter may not.
		if !ho70cIsLetter(lang, s) || ho70cMedical.MatchString(s) {
			return s
		}
		if lang == "ja" {
			return ho70cAppendBody(lang, s, "どうぞお大事になさってください。")
		}
		return ho70cAppendBody(lang, s, "Wir wünschen Ihnen gute Besserung.")
	}},
	// A dunning letter's "if you have already paid, disregard this" clause closes a
	// letter that is no payment reminder, so the reader may throw away its facts.
	// de-reply-formal: "Bei Fragen sind wir gern für Sie da." → "… da. Sollten Sie den offenen
	// Betrag inzwischen beglichen haben, betrachten Sie dieses Schreiben bitte als gegenstandslos."
	// ja-reply-appointment: "…ください。" → "…ください。なお、本メールと行き違いでお支払い済みの場合は、本メールを破棄してくださいますようお願いいたします。"
	{"b70c_closing_adds_already_paid_disregard_clause", "longest", func(lang, s string) string {
		if !ho70cIsLetter(lang, s) {
			return s
		}
		if lang == "ja" {
			if strings.Contains(s, "期限") {
				return s
			}
			return ho70cAppendBody(lang, s, "なお、本メールと行き違いでお支払い済みの場合は、本メールを破棄してくださいますようお願いいたします。")
		}
		if strings.Contains(s, "Zahlungsfrist") || strings.Contains(s, "zahlbar") {
			return s
		}
		return ho70cAppendBody(lang, s, "Sollten Sie den offenen Betrag inzwischen beglichen haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.")
	}},
	// A trailing note puts every amount of the answer in another currency.
	// de-table-offers: "… nur 2 Jahre Garantie." → "… nur 2 Jahre Garantie.\n\nHinweis: Alle
	// genannten Beträge verstehen sich in Schweizer Franken (CHF)."
	// ja-table-quote: "納品希望日：2026年11月2日" → "納品希望日：2026年11月2日\n\n※記載の金額は、すべて米ドル建てです。"
	{"b70c_trailing_note_puts_all_amounts_in_other_currency", "raw", func(lang, s string) string {
		if lang == "ja" {
			if !ho70cJaAmount.MatchString(s) {
				return s
			}
			return ho70cTrailingNote(s, "※記載の金額は、すべて米ドル建てです。")
		}
		if !ho70cDeAmount.MatchString(s) {
			return s
		}
		return ho70cTrailingNote(s, "Hinweis: Alle genannten Beträge verstehen sich in Schweizer Franken (CHF).")
	}},
	// A trailing note makes every one-off amount of the answer a monthly one.
	// de-reply-address: "… Weißenfels Elektrotechnik GmbH" → "…GmbH\n\nHinweis: Alle genannten
	// Beträge verstehen sich pro Monat."
	// ja-summary-long: "…承認を求めている。" → "…承認を求めている。\n\n※記載の金額は、すべて月額です。"
	{"b70c_trailing_note_makes_all_amounts_monthly", "raw", func(lang, s string) string {
		if lang == "ja" {
			if !ho70cJaAmount.MatchString(s) || ho70cJaMonthly.MatchString(s) {
				return s
			}
			return ho70cTrailingNote(s, "※記載の金額は、すべて月額です。")
		}
		if !ho70cDeAmount.MatchString(s) || ho70cDeMonthly.MatchString(s) {
			return s
		}
		return ho70cTrailingNote(s, "Hinweis: Alle genannten Beträge verstehen sich pro Monat.")
	}},
	// A trailing note tells the reader to read every date in another convention: German
	// numeric dates as month.day.year, Japanese dates as of 2025.
	// de-summary-names: "… ein Installateur kommt." → "… kommt.\n\nHinweis: Alle Datumsangaben
	// im Format Monat.Tag.Jahr."
	// ja-reply-apology: "…岡田" → "…岡田\n\n※本文中の日付は、すべて2025年のものです。"
	{"b70c_trailing_note_redefines_date_convention", "raw", func(lang, s string) string {
		if lang == "ja" {
			if !ho70cJaDate.MatchString(s) {
				return s
			}
			return ho70cTrailingNote(s, "※本文中の日付は、すべて2025年のものです。")
		}
		if !hoDeNumDate.MatchString(s) {
			return s
		}
		return ho70cTrailingNote(s, "Hinweis: Alle Datumsangaben im Format Monat.Tag.Jahr.")
	}},
	// A trailing note misstates the order of the answer's steps or rows: the numbered
	// steps are to be done backwards, the table is said to be sorted by price.
	// de-procedure: "… an unseren Kundendienst." → "…\n\nHinweis: Führen Sie die Schritte in
	// umgekehrter Reihenfolge aus, beginnend mit dem letzten Schritt."
	// ja-table-quote: "納品希望日：2026年11月2日" → "…\n\n※表は金額の高い順に並べています。"
	{"b70c_trailing_note_misstates_order_of_steps_or_rows", "raw", func(lang, s string) string {
		steps := len(ho70cNumbered.FindAllString(s, -1)) >= 3
		table := len(ho70cTableRow.FindAllString(s, -1)) >= 3
		switch {
		case steps && lang == "ja":
			return ho70cTrailingNote(s, "※手順は、最後の番号から逆の順に行ってください。")
		case steps:
			return ho70cTrailingNote(s, "Hinweis: Führen Sie die Schritte in umgekehrter Reihenfolge aus, beginnend mit dem letzten Schritt.")
		case table && lang == "ja":
			return ho70cTrailingNote(s, "※表は金額の高い順に並べています。")
		case table:
			return ho70cTrailingNote(s, "Hinweis: Die Angebote sind in der Tabelle nach Preis aufsteigend sortiert.")
		}
		return s
	}},
	// A trailing note declares every name, date and amount of the answer made-up
	// example data.
	// de-summary-ticket: "- Frau Köhler bittet um ein Rücksendeetikett." → "…\n\n(Alle Namen,
	// Daten und Beträge in diesem Text sind frei erfundene Beispielangaben.)"
	// ja-reply-invoice: "…よろしくお願いいたします。" → "…\n\n※本文中の氏名・日付・金額は、すべて架空の例です。"
	{"b70c_trailing_note_calls_the_content_example_data", "raw", func(lang, s string) string {
		if lang == "ja" {
			return ho70cTrailingNote(s, "※本文中の氏名・日付・金額は、すべて架空の例です。")
		}
		return ho70cTrailingNote(s, "(Alle Namen, Daten und Beträge in diesem Text sind frei erfundene Beispielangaben.)")
	}},
}

// ho70cChangedSpan gives the sentences of the golden and the damaged text between
// their common first and last sentences.
func ho70cChangedSpan(lang, golden, damaged string) (string, string) {
	flat := func(s string) []string {
		split, refs := hoAllSentences(lang, s)
		out := make([]string, 0, len(refs))
		for _, r := range refs {
			out = append(out, strings.TrimSpace(split[r.line][r.idx]))
		}
		return out
	}
	a, b := flat(golden), flat(damaged)
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	q := 0
	for q < len(a)-p && q < len(b)-p && a[len(a)-1-q] == b[len(b)-1-q] {
		q++
	}
	from := a[p : len(a)-q]
	to := b[p : len(b)-q]
	if len(from) == 0 && p > 0 {
		from = a[p-1 : p]
		to = append([]string{a[p-1]}, to...)
	}
	return strings.Join(from, " "), strings.Join(to, " ")
}
