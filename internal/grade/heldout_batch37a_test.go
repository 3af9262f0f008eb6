package grade

// Blind batch 37a: context contamination in a 2026 serving stack. Prefix-cache,
// session-affinity and KV-cache bugs, and careless prompt assembly, make an answer carry
// material from ANOTHER conversation or from an earlier turn while the rest stays right:
// another customer's name, order number, product or address beside or instead of this
// case's; a prior exchange the case never had (an earlier mail, an earlier inquiry, a
// correction of an earlier answer); one sentence answering a different request (password
// reset, cancellation, a delivery to another city); a system-prompt or earlier-turn line;
// a fact glossed with a value from another case; the customer's own voice left in the
// answer. Every kind contaminates one place only and invents its material from a small
// pool, never from the case.

import (
	"encoding/json"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	ho37aDeClosing = regexp.MustCompile(`^\s*(?:[-*•] )?(?:Mit freundlichen|Freundliche Grüße|Viele Grüße|Beste Grüße|Bei Fragen|Für Rückfragen|Hilft das alles nicht)`)
	ho37aJaClosing = regexp.MustCompile(`今後とも|ご不明な点|よろしくお願い|何卒|それでも解決しない`)
	ho37aMarker    = regexp.MustCompile(`^(\s*(?:[-*•・] ?|\d+\. ))`)
	ho37aListLine  = regexp.MustCompile(`^(?:([-*•・]) ?|(\d+)\. )`)
	ho37aDeSalut   = regexp.MustCompile(`(?m)^(Sehr geehrte[r]? (?:Herr|Frau)[^,\n]*),`)
	ho37aJaAddr    = regexp.MustCompile(`^(\S[^\n。]{0,20}?(?:様|部長|課長|先生))$`)
	ho37aDeOrderID = regexp.MustCompile(`((?:Bestellung|Bestellnummer|Rechnung|Rechnungsnummer|Auftrag|Auftragsnummer|Vertrag)(?: Nr\.)? )([A-Z0-9]{2,5}(?:-[A-Z0-9]+)+)`)
	ho37aJaOrderID = regexp.MustCompile(`((?:注文番号|受付番号|請求書|見積番号|契約番号)\s?)([A-Z]{1,5}-\d{3,})`)
	ho37aJSONID    = regexp.MustCompile(`^[A-Z]{1,5}-\d[\d-]{2,}$`)
	ho37aDeQuote   = regexp.MustCompile(`„([^“\n]{2,40})“`)
	ho37aJaQuote   = regexp.MustCompile(`「([^」\n]{2,40})」`)
	ho37aDeStreet  = regexp.MustCompile(`(^|[^\p{L}])(\p{Lu}[\p{L}-]*(?:straße|strasse|weg|platz|allee|gasse|ring|damm) \d+[a-z]?)`)
	ho37aJaStreet  = regexp.MustCompile(`([区市郡])([^\P{Han}区市郡]{1,5}\d+丁目\d+番(?:地)?\d*号?)`)
	ho37aDeEuro    = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} ?€`)
	ho37aJaMoney   = regexp.MustCompile(`((?:\d{1,3}(?:,\d{3})+|\d{4,})(万円|円|ユーロ))(（税[込別抜]）)?`)
	ho37aJaDate    = regexp.MustCompile(`(\d{4}年)?\d{1,2}月\d{1,2}日(（[月火水木金土日]）)?`)
	ho37aDeTime    = regexp.MustCompile(`\d{1,2}:\d{2} Uhr|\d{1,2} Uhr`)
	ho37aJaTime    = regexp.MustCompile(`\d{1,2}時(?:〜\d{1,2}時)?`)
	ho37aDeProblem = regexp.MustCompile(`verschiebt|verzöger|flackert|defekt|Mangel|tropft|kaputt|beschädigt|Störung`)
	ho37aJaProblem = regexp.MustCompile(`遅れ|遅延|延期|破損|不具合|取り込めない|冷えない|割れ`)
	ho37aDeWeekday = regexp.MustCompile(`^ \((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\)`)
	ho37aNumItem   = regexp.MustCompile(`^\d+\. `)
	ho37aDeBrand   = regexp.MustCompile(`^\p{Lu}\p{Ll}+ \p{Lu}`)
)

// ho37aPick is the first pool entry the text does not already contain.
func ho37aPick(s string, pool ...string) string {
	for _, p := range pool {
		if !strings.Contains(s, p) {
			return p
		}
	}
	return pool[len(pool)-1]
}

// ho37aIsProse says whether a sentence is a body sentence of prose: it ends in a full
// stop, is long enough, is no table row, and is no closing formula.
func ho37aIsProse(lang, line, sent string) bool {
	t := strings.TrimSpace(sent)
	if strings.HasPrefix(strings.TrimSpace(line), "|") || utf8.RuneCountInString(t) < 12 {
		return false
	}
	if lang == "ja" {
		return strings.HasSuffix(t, "。") && !ho37aJaClosing.MatchString(t)
	}
	return (strings.HasSuffix(t, ".") || strings.HasSuffix(t, "!")) && !ho37aDeClosing.MatchString(t)
}

// ho37aAfter puts add after one sentence: inline for German, for Japanese on a line of
// its own when the sentence ends its line and is alone on it.
func ho37aAfter(lang string, split [][]string, r sentenceRef, add string) {
	old := split[r.line][r.idx]
	trail := old[len(strings.TrimRight(old, " ")):]
	core := strings.TrimRight(old, " ")
	if lang == "ja" {
		if len(split) > 1 && r.idx == len(split[r.line])-1 && len(split[r.line]) == 1 && !ho37aMarker.MatchString(core) {
			split[r.line][r.idx] = core + "\n" + add + trail
			return
		}
		split[r.line][r.idx] = core + add + trail
		return
	}
	if trail == "" && r.idx < len(split[r.line])-1 {
		trail = " "
	}
	split[r.line][r.idx] = core + " " + add + trail
}

// ho37aInsertMiddle puts add after the first prose sentence from the middle on.
func ho37aInsertMiddle(lang, s, add string) string {
	split, refs := hoAllSentences(lang, s)
	for k := range refs {
		r := refs[(len(refs)/2+k)%len(refs)]
		if ho37aIsProse(lang, strings.Join(split[r.line], ""), split[r.line][r.idx]) {
			ho37aAfter(lang, split, r, add)
			return hoJoin(split)
		}
	}
	return s
}

// ho37aInsertFirst puts add after the first prose sentence of at least 20 runes.
func ho37aInsertFirst(lang, s, add string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		sent := split[r.line][r.idx]
		if ho37aIsProse(lang, strings.Join(split[r.line], ""), sent) && utf8.RuneCountInString(strings.TrimSpace(sent)) >= 20 {
			ho37aAfter(lang, split, r, add)
			return hoJoin(split)
		}
	}
	return s
}

// ho37aInsertBeforeClosing puts add after the last prose sentence before the closing
// formula, or after the last prose sentence of a text without one.
func ho37aInsertBeforeClosing(lang, s, add string) string {
	split, refs := hoAllSentences(lang, s)
	end := len(refs)
	for k, r := range refs {
		t := strings.TrimSpace(split[r.line][r.idx])
		if k >= 2 && ((lang == "ja" && ho37aJaClosing.MatchString(t)) || (lang != "ja" && ho37aDeClosing.MatchString(t))) {
			end = k
			break
		}
	}
	for k := end - 1; k >= 0; k-- {
		r := refs[k]
		if ho37aIsProse(lang, strings.Join(split[r.line], ""), split[r.line][r.idx]) {
			ho37aAfter(lang, split, r, add)
			return hoJoin(split)
		}
	}
	return s
}

// ho37aMiddleProse applies f to the first prose sentence from the middle on that f
// changes; f gets the sentence without its list marker and trailing space.
func ho37aMiddleProse(lang, s string, f func(string) string) string {
	split, refs := hoAllSentences(lang, s)
	for k := range refs {
		r := refs[(len(refs)/2+k)%len(refs)]
		old := split[r.line][r.idx]
		if !ho37aIsProse(lang, strings.Join(split[r.line], ""), old) {
			continue
		}
		trail := old[len(strings.TrimRight(old, " ")):]
		core := strings.TrimRight(old, " ")
		mark := ""
		if r.idx == 0 {
			mark = ho37aMarker.FindString(core)
		}
		if nw := f(core[len(mark):]); nw != core[len(mark):] {
			split[r.line][r.idx] = mark + nw + trail
			return hoJoin(split)
		}
	}
	return s
}

// ho37aDeClause puts a clause before a German sentence's final full stop.
func ho37aDeClause(sent, clause string) string {
	if !strings.HasSuffix(sent, ".") {
		return sent
	}
	return strings.TrimSuffix(sent, ".") + clause + "."
}

// ho37aHasFact says whether a sentence states a date or an amount.
func ho37aHasFact(lang, sent string) bool {
	if len(hoDates(lang, sent)) > 0 {
		return true
	}
	if lang == "ja" {
		return ho37aJaMoney.MatchString(sent)
	}
	return ho37aDeEuro.MatchString(sent)
}

// ho37aIsLetter says whether the text is a letter with a salutation.
func ho37aIsLetter(lang, s string) bool {
	if lang == "ja" {
		first, _, _ := strings.Cut(s, "\n")
		return ho37aJaAddr.MatchString(strings.TrimSpace(first))
	}
	return ho37aDeSalut.MatchString(s) || strings.HasPrefix(s, "Hallo ") || strings.HasPrefix(s, "Liebe")
}

// ho37aUpperFirst capitalises a sentence's first letter.
func ho37aUpperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

var heldOutBatch37a = []heldOutKind{
	// Another customer's name as a vocative once in the middle of the letter.
	// de: "Bitte bringen Sie Ihre Versichertenkarte mit." → "… mit, Frau Lindner."
	// ja: "お待たせしてしまい、…" → "山口様、お待たせしてしまい、…"
	{"b37a_midtext_vocative_other_customer_name", "longest", func(lang, s string) string {
		if !ho37aIsLetter(lang, s) {
			return s
		}
		return ho37aMiddleProse(lang, s, func(sent string) string {
			if lang == "ja" {
				if strings.Contains(sent, "様") || utf8.RuneCountInString(sent) < 15 {
					return sent
				}
				return ho37aPick(s, "山口様", "佐々木様") + "、" + sent
			}
			if utf8.RuneCountInString(sent) < 25 || strings.Contains(sent, "Herr") || strings.Contains(sent, "Frau") {
				return sent
			}
			return ho37aDeClause(sent, ", "+ho37aPick(s, "Frau Lindner", "Herr Brandt"))
		})
	}},
	// The salutation gains a second addressee from another conversation.
	// de: "Sehr geehrte Frau Schäfer," → "Sehr geehrte Frau Schäfer, sehr geehrter Herr Brandt,"
	// ja: "小林 恵子様" → "小林 恵子様、山口 直樹様"
	{"b37a_salutation_gains_other_sessions_addressee", "longest", func(lang, s string) string {
		if lang == "ja" {
			first, rest, ok := strings.Cut(s, "\n")
			if !ok || !ho37aJaAddr.MatchString(strings.TrimSpace(first)) {
				return s
			}
			return strings.TrimSpace(first) + "、" + ho37aPick(s, "山口 直樹様", "佐々木 健様") + "\n" + rest
		}
		other := "sehr geehrter Herr Brandt"
		if strings.Contains(s, "Brandt") {
			other = "sehr geehrte Frau Lindner"
		}
		return hoFirstMatch(ho37aDeSalut, s, func(m []string) string { return m[1] + ", " + other + "," })
	}},
	// Another customer's order number next to this case's.
	// de: "Bestellung WE-20417" → "Bestellung WE-20417 und LM-40726"
	// ja: "ご注文番号WS-30982" → "ご注文番号WS-30982およびHK-40726"
	{"b37a_other_customers_order_ref_beside_own", "first", func(lang, s string) string {
		other := ho37aPick(s, "LM-40726", "LM-51839")
		if lang == "ja" {
			other = ho37aPick(s, "HK-40726", "HK-51839")
		}
		if ho37aJSONID.MatchString(s) {
			return s + ", " + other
		}
		if lang == "ja" {
			return hoFirstMatch(ho37aJaOrderID, s, func(m []string) string { return m[1] + m[2] + "および" + other })
		}
		return hoFirstMatch(ho37aDeOrderID, s, func(m []string) string { return m[1] + m[2] + " und " + other })
	}},
	// Another customer's product joins this case's quoted product.
	// de: "Ihre Stehlampe „Nordlicht 40“" → "Ihre Stehlampe „Nordlicht 40“ (sowie „Aero Max 3“)"
	// ja: "「カラダノート S5」の初期設定" → "「カラダノート S5」（および「ルミナ加湿器 H2」）の初期設定"
	{"b37a_other_sessions_product_beside_quoted_product", "first", func(lang, s string) string {
		re, add := ho37aDeQuote, " (sowie „"+ho37aPick(s, "Aero Max 3", "Velora City 2")+"“)"
		if lang == "ja" {
			re, add = ho37aJaQuote, "（および「"+ho37aPick(s, "ルミナ加湿器 H2", "クリーナ R3")+"」）"
		}
		for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
			inner := s[loc[2]:loc[3]]
			ok := strings.ContainsAny(inner, "0123456789") || hoKatakana.MatchString(inner) ||
				ho37aDeBrand.MatchString(inner)
			if !ok || strings.Contains(inner, ">") {
				continue
			}
			return s[:loc[1]] + add + s[loc[1]:]
		}
		return s
	}},
	// Another customer's street address instead of this case's.
	// de: "Gießereistraße 14" → "Kastanienallee 41"
	// ja: "渋谷区道玄坂1丁目12番1号" → "渋谷区本町3丁目9番2号"
	{"b37a_street_address_from_other_customer", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho37aJaStreet, s, func(m []string) string { return m[1] + ho37aPick(s, "本町3丁目9番2号", "栄町5丁目2番8号") })
		}
		return hoFirstMatch(ho37aDeStreet, s, func(m []string) string { return m[1] + ho37aPick(s, "Kastanienallee 41", "Lerchenweg 3") })
	}},
	// A key fact told as already stated in an earlier mail that never existed.
	// de: "Die Lieferung erfolgt am 12.11.2026." → "… am 12.11.2026, wie bereits in der letzten E-Mail mitgeteilt."
	// ja: "新しいお届け予定日は…" → "前回のメールでもお伝えしたとおり、新しいお届け予定日は…"
	{"b37a_fact_told_as_repeated_from_earlier_mail", "longest", func(lang, s string) string {
		return ho37aMiddleProse(lang, s, func(sent string) string {
			if !ho37aHasFact(lang, sent) {
				return sent
			}
			if lang == "ja" {
				return "前回のメールでもお伝えしたとおり、" + sent
			}
			return ho37aDeClause(sent, ", wie bereits in der letzten E-Mail mitgeteilt")
		})
	}},
	// An earlier inquiry of the customer that this conversation never had.
	// de: + "Ihre frühere Anfrage zur Gutschrift bearbeiten wir weiterhin separat."
	// ja: + "前回のお問い合わせの件につきましても、引き続き確認を進めております。"
	{"b37a_earlier_inquiry_of_customer_mentioned", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho37aInsertMiddle(lang, s, "前回のお問い合わせの件につきましても、引き続き確認を進めております。")
		}
		return ho37aInsertMiddle(lang, s, "Ihre frühere Anfrage zur Gutschrift bearbeiten wir weiterhin separat.")
	}},
	// One sentence answering another session's password-reset request.
	// de: + "Ihr Passwort können Sie jederzeit über „Passwort vergessen?“ auf der Anmeldeseite zurücksetzen."
	// ja: + "パスワードは、ログイン画面の「パスワードをお忘れの方」から再設定いただけます。"
	{"b37a_password_reset_answer_inserted", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho37aInsertMiddle(lang, s, "パスワードは、ログイン画面の「パスワードをお忘れの方」から再設定いただけます。")
		}
		return ho37aInsertMiddle(lang, s, "Ihr Passwort können Sie jederzeit über „Passwort vergessen?“ auf der Anmeldeseite zurücksetzen.")
	}},
	// Another session's cancellation confirmed before the closing.
	// de: + "Ihr Abonnement haben wir wie gewünscht zum 31.12.2026 gekündigt."
	// ja: + "ご依頼のとおり、定期配送は12月末をもって解約いたしました。"
	{"b37a_other_sessions_cancellation_confirmed", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho37aInsertBeforeClosing(lang, s, "ご依頼のとおり、定期配送は12月末をもって解約いたしました。")
		}
		return ho37aInsertBeforeClosing(lang, s, "Ihr Abonnement haben wir wie gewünscht zum 31.12.2026 gekündigt.")
	}},
	// A delivery address change to another city, from another customer's request.
	// de: + "Ihre neue Lieferanschrift in 28195 Bremen haben wir in Ihrem Kundenkonto hinterlegt."
	// ja: + "お届け先は、ご指定の福岡市の新しいご住所に変更いたしました。"
	{"b37a_delivery_moved_to_other_sessions_city", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho37aInsertFirst(lang, s, "お届け先は、ご指定の福岡市の新しいご住所に変更いたしました。")
		}
		return ho37aInsertFirst(lang, s, "Ihre neue Lieferanschrift in 28195 Bremen haben wir in Ihrem Kundenkonto hinterlegt.")
	}},
	// An attachment from another customer's request is announced.
	// de: + "Die gewünschte Bedienungsanleitung für den Akku-Staubsauger finden Sie im Anhang."
	// ja: + "ご依頼のあった加湿器の取扱説明書を添付いたしますので、ご確認ください。"
	{"b37a_other_requests_manual_announced_as_attached", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho37aInsertBeforeClosing(lang, s, "ご依頼のあった加湿器の取扱説明書を添付いたしますので、ご確認ください。")
		}
		return ho37aInsertBeforeClosing(lang, s, "Die gewünschte Bedienungsanleitung für den Akku-Staubsauger finden Sie im Anhang.")
	}},
	// A system-prompt persona line in the middle of the answer.
	// de: + "Du bist ein hilfreicher und höflicher Kundenservice-Assistent."
	// ja: + "あなたは丁寧なカスタマーサポート担当です。"
	{"b37a_system_persona_line_mid_answer", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho37aInsertMiddle(lang, s, "あなたは丁寧なカスタマーサポート担当です。")
		}
		return ho37aInsertMiddle(lang, s, "Du bist ein hilfreicher und höflicher Kundenservice-Assistent.")
	}},
	// An earlier turn's opening question repeated in the middle.
	// de: + "Guten Tag, wie kann ich Ihnen heute weiterhelfen?"
	// ja: + "こんにちは。本日はどのようなご用件でしょうか。"
	{"b37a_earlier_turns_how_can_i_help_mid_answer", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho37aInsertMiddle(lang, s, "こんにちは。本日はどのようなご用件でしょうか。")
		}
		return ho37aInsertMiddle(lang, s, "Guten Tag, wie kann ich Ihnen heute weiterhelfen?")
	}},
	// An earlier answer's refund line leads the answer.
	// de: "Sehr geehrte …" → "Die Erstattung über 89,90 € für Ihre Retoure wurde heute veranlasst.\nSehr geehrte …"
	// ja: "小林 恵子様…" → "返品分の8,900円は、本日ご返金の手続きをいたしました。\n小林 恵子様…"
	{"b37a_earlier_answers_refund_line_leads", "longest", func(lang, s string) string {
		if utf8.RuneCountInString(s) < 60 {
			return s
		}
		if lang == "ja" {
			return "返品分の8,900円は、本日ご返金の手続きをいたしました。\n" + s
		}
		return "Die Erstattung über 89,90 € für Ihre Retoure wurde heute veranlasst.\n" + s
	}},
	// The first amount glossed with another case's amount.
	// de: "3.912,50 €" → "3.912,50 € (laut Beleg: 2.184,00 €)"
	// ja: "5,500円（税込）" → "5,500円（税込、伝票上は6,600円）"
	{"b37a_amount_glossed_with_other_documents_amount", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho37aJaMoney, s, func(m []string) string {
				other := map[string]string{"円": "42,900円", "万円": "1,250万円", "ユーロ": "2,150ユーロ"}[m[2]]
				if m[3] != "" {
					return m[1] + strings.TrimSuffix(m[3], "）") + "、伝票上は" + other + "）"
				}
				return m[1] + "（伝票上は" + other + "）"
			})
		}
		return hoFirstMatch(ho37aDeEuro, s, func(m []string) string {
			return m[0] + " (laut Beleg: " + ho37aPick(s, "2.184,00 €", "3.460,00 €") + ")"
		})
	}},
	// One date glossed with another case's date.
	// de: "am 20.10.2026" → "am 20.10.2026 (im System: 03.11.2026)"
	// ja: "10月21日（水）" → "10月21日（水）（システム上は11月4日）"
	{"b37a_date_glossed_with_other_sessions_date", "longest", func(lang, s string) string {
		return ho37aMiddleProse(lang, s, func(sent string) string {
			if lang == "ja" {
				return hoFirstMatch(ho37aJaDate, sent, func(m []string) string {
					return m[0] + "（システム上は" + m[1] + ho37aPick(s, "11月4日", "12月2日") + "）"
				})
			}
			loc := hoDeDate.FindStringIndex(sent)
			if loc == nil {
				return sent
			}
			d, end := sent[loc[0]:loc[1]], loc[1]
			end += len(ho37aDeWeekday.FindString(sent[end:]))
			other := ho37aPick(s, "03.11.2026", "01.12.2026")
			if !hoDeNumDate.MatchString(d) {
				other = ho37aPick(s, "3. November 2026", "1. Dezember 2026")
			}
			return sent[:end] + " (im System: " + other + ")" + sent[end:]
		})
	}},
	// A time told as changed from a slot of an earlier exchange that never took place.
	// de: "um 10:30 Uhr" → "um 10:30 Uhr (statt wie bisher vereinbart 15:00 Uhr)"
	// ja: "14時〜16時" → "14時〜16時（先日ご案内の10時から変更）"
	{"b37a_time_told_as_changed_from_invented_earlier_slot", "longest", func(lang, s string) string {
		re, add := ho37aDeTime, " (statt wie bisher vereinbart "+ho37aPick(s, "15:00 Uhr", "16:00 Uhr")+")"
		if lang == "ja" {
			re, add = ho37aJaTime, "（先日ご案内の"+ho37aPick(s, "10時", "9時")+"から変更）"
		}
		for _, loc := range re.FindAllStringIndex(s, -1) {
			line := s[strings.LastIndex(s[:loc[0]], "\n")+1:]
			if ho37aNumItem.MatchString(line) {
				continue
			}
			return s[:loc[1]] + add + s[loc[1]:]
		}
		return s
	}},
	// The customer's own first-person line left in the answer as its statement.
	// de: + "Ich bin ehrlich gesagt ziemlich verärgert und erwarte eine schnelle Lösung."
	// ja: + "正直なところ、かなり困っているので早急に対応してほしいです。"
	{"b37a_customers_own_complaint_line_in_answer", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho37aInsertMiddle(lang, s, "正直なところ、かなり困っているので早急に対応してほしいです。")
		}
		return ho37aInsertMiddle(lang, s, "Ich bin ehrlich gesagt ziemlich verärgert und erwarte eine schnelle Lösung.")
	}},
	// The contact told as a repeated one, as in the earlier conversation.
	// de: "vielen Dank für Ihre Nachricht" → "vielen Dank für Ihre erneute Nachricht"; "bittet um" → "bittet erneut um"
	// ja: "お問い合わせいただき" → "再度お問い合わせいただき"
	{"b37a_contact_told_as_repeated", "longest", func(lang, s string) string {
		type rep struct{ re, to string }
		reps := []rep{
			{`(vielen Dank für Ihre )(Nachricht|Anfrage|E-Mail)`, "${1}erneute $2"},
			{`(^|[^\p{L}])(bittet|meldet)( )`, "$1$2 erneut$3"},
		}
		if lang == "ja" {
			reps = []rep{
				{`お問い合わせいただき`, "再度お問い合わせいただき"},
				{`ご依頼をいただき`, "ご依頼を再度いただき"},
				{`問い合わせがあった`, "問い合わせが再びあった"},
				{`との連絡`, "との再度の連絡"},
			}
		}
		for _, r := range reps {
			re := regexp.MustCompile(r.re)
			if loc := re.FindStringIndex(s); loc != nil {
				return s[:loc[0]] + re.ReplaceAllString(s[loc[0]:loc[1]], r.to) + s[loc[1]:]
			}
		}
		return s
	}},
	// The problem told as a repeat of one from an earlier conversation.
	// de: "… verschiebt sich die Inbetriebnahme …." → "… verschiebt sich …, wie schon beim letzten Mal."
	// ja: "配送センターでの作業遅延により…" → "前回と同様、ご注文番号…遅れております。"
	{"b37a_problem_told_as_recurring_from_last_time", "longest", func(lang, s string) string {
		return ho37aMiddleProse(lang, s, func(sent string) string {
			if lang == "ja" {
				if !ho37aJaProblem.MatchString(sent) {
					return sent
				}
				return "前回と同様、" + sent
			}
			if !ho37aDeProblem.MatchString(sent) {
				return sent
			}
			return ho37aDeClause(sent, ", wie schon beim letzten Mal")
		})
	}},
	// A well-wish for another customer's product before the closing.
	// de: + "Wir wünschen Ihnen viel Freude mit Ihrem neuen E-Bike „Velora City 3“."
	// ja: + "新しいロボット掃除機「クリーナ R3」を末永くお楽しみください。"
	{"b37a_enjoy_wish_for_other_customers_product", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho37aInsertBeforeClosing(lang, s, "新しいロボット掃除機「クリーナ R3」を末永くお楽しみください。")
		}
		return ho37aInsertBeforeClosing(lang, s, "Wir wünschen Ihnen viel Freude mit Ihrem neuen E-Bike „Velora City 3“.")
	}},
	// Another customer's ticket reported as closed.
	// de: + "Ihr Ticket #48213 zur Rückerstattung haben wir damit geschlossen."
	// ja: + "返金に関するお問い合わせ（受付番号48213）は、これにて完了とさせていただきます。"
	{"b37a_other_sessions_ticket_reported_closed", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho37aInsertMiddle(lang, s, "返金に関するお問い合わせ（受付番号48213）は、これにて完了とさせていただきます。")
		}
		return ho37aInsertMiddle(lang, s, "Ihr Ticket #48213 zur Rückerstattung haben wir damit geschlossen.")
	}},
	// One English sentence from another session's answer.
	// de/ja: + "Your replacement card has been shipped to your billing address."
	{"b37a_other_sessions_english_sentence_inserted", "longest", func(lang, s string) string {
		return ho37aInsertMiddle(lang, s, "Your replacement card has been shipped to your billing address.")
	}},
	// A list or table gains an item of another thread.
	// de: "- Frau Köhler bittet um ein Rücksendeetikett." + "- Herr Brandt (Bestellung LM-40726) bittet um Rückruf wegen einer doppelten Abbuchung."
	// ja: "| ホチキス針 No.10 | 20箱 | 120円 | 2,400円 |" + "| クリアファイル A4（10枚入） | 20箱 | 120円 | 2,400円 |"
	{"b37a_list_gains_item_of_other_thread", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		lines := strings.Split(s, "\n")
		item := "Herr Brandt (Bestellung LM-40726) bittet um Rückruf wegen einer doppelten Abbuchung."
		if lang == "ja" {
			item = "佐々木様（注文番号HK-40726）より、二重請求について折り返しの依頼あり。"
		}
		for i := 0; i < len(lines); i++ {
			m := ho37aListLine.FindStringSubmatch(lines[i])
			if m == nil {
				continue
			}
			j := i
			for j+1 < len(lines) && ho37aListLine.MatchString(lines[j+1]) {
				j++
			}
			lm := ho37aListLine.FindStringSubmatch(lines[j])
			var nl string
			if lm[2] != "" {
				n := 0
				for _, c := range lm[2] {
					n = n*10 + int(c-'0')
				}
				nl = ho37aItoa(n+1) + ". " + item
			} else {
				nl = lines[j][:len(lm[0])] + item
			}
			return strings.Join(append(lines[:j+1], append([]string{nl}, lines[j+1:]...)...), "\n")
		}
		for i := len(lines) - 1; i >= 2; i-- {
			l := strings.TrimSpace(lines[i])
			if strings.HasPrefix(l, "|") && strings.HasSuffix(l, "|") && !strings.Contains(l, "---") {
				cells := strings.Split(strings.Trim(l, "|"), "|")
				name := " Brandt Klimatechnik GmbH "
				if lang == "ja" {
					name = " クリアファイル A4（10枚入） "
				}
				cells[0] = name
				row := "|" + strings.Join(cells, "|") + "|"
				return strings.Join(append(lines[:i+1], append([]string{row}, lines[i+1:]...)...), "\n")
			}
		}
		return s
	}},
	// A JSON record gains a customer number from another session's record.
	// de: {…, "faellig_am": "2026-11-04"} → {…, "faellig_am": "2026-11-04", "kundennummer": "K-204118"}
	// ja: {…, "payment": "クレジットカード"} → {…, "payment": "クレジットカード", "customer_id": "C-204118"}
	{"b37a_json_record_gains_other_sessions_customer_no", "raw", func(lang, s string) string {
		t := strings.TrimSpace(s)
		if !strings.HasPrefix(t, "{") || !strings.HasSuffix(t, "}") || !json.Valid([]byte(t)) {
			return s
		}
		field := `, "customer_id": "C-204118"}`
		if strings.Contains(t, `"kunde"`) || strings.Contains(t, `"rechnungs`) {
			field = `, "kundennummer": "K-204118"}`
		}
		return strings.TrimSuffix(t, "}") + field
	}},
	// A confirmation mailed to another customer's address.
	// de: + "Eine Bestätigung haben wir an j.brandt@posteo.de geschickt."
	// ja: + "確認メールは sasaki.k@example.jp 宛てにお送りしております。"
	{"b37a_confirmation_sent_to_other_customers_mail", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho37aInsertFirst(lang, s, "確認メールは sasaki.k@example.jp 宛てにお送りしております。")
		}
		return ho37aInsertFirst(lang, s, "Eine Bestätigung haben wir an j.brandt@posteo.de geschickt.")
	}},
	// A fact framed as the correction of an earlier answer that was never given.
	// de: "Die Lieferung erfolgt am 12.11.2026 …" → "Korrektur zu unserer vorherigen Nachricht: Die Lieferung erfolgt …"
	// ja: "新しいお届け予定日は…" → "先ほどの回答を訂正いたします。新しいお届け予定日は…"
	{"b37a_fact_framed_as_correction_of_earlier_answer", "longest", func(lang, s string) string {
		return ho37aMiddleProse(lang, s, func(sent string) string {
			if !ho37aHasFact(lang, sent) {
				return sent
			}
			if lang == "ja" {
				return "先ほどの回答を訂正いたします。" + sent
			}
			return "Korrektur zu unserer vorherigen Nachricht: " + ho37aUpperFirst(sent)
		})
	}},
	// Another account's dunning line.
	// de: + "Bitte begleichen Sie außerdem den offenen Betrag von 312,40 € aus Rechnung RE-2025-4471."
	// ja: + "なお、請求書INV-40219（12,100円）のお支払いがまだ確認できておりませんので、お早めにお振り込みください。"
	{"b37a_other_accounts_dunning_line_inserted", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho37aInsertBeforeClosing(lang, s, "なお、請求書INV-40219（12,100円）のお支払いがまだ確認できておりませんので、お早めにお振り込みください。")
		}
		return ho37aInsertBeforeClosing(lang, s, "Bitte begleichen Sie außerdem den offenen Betrag von 312,40 € aus Rechnung RE-2025-4471.")
	}},
	// Thanks for photos another customer sent.
	// de: + "Vielen Dank auch für die zugesandten Fotos."
	// ja: + "お送りいただいた写真も拝見いたしました。"
	{"b37a_thanks_for_photos_from_other_session", "longest", func(lang, s string) string {
		if lang == "ja" {
			if strings.Contains(s, "写真") {
				return s
			}
			return ho37aInsertFirst(lang, s, "お送りいただいた写真も拝見いたしました。")
		}
		if strings.Contains(s, "Foto") {
			return s
		}
		return ho37aInsertFirst(lang, s, "Vielen Dank auch für die zugesandten Fotos.")
	}},
	// An unasked customer question of another session quoted at the top.
	// de: + "> Können Sie mir sagen, wann das Paket in Hamburg ankommt?" first
	// ja: + "> 荷物はいつ福岡に届きますか？" first
	{"b37a_other_sessions_question_quoted_first", "longest", func(lang, s string) string {
		if utf8.RuneCountInString(s) < 60 {
			return s
		}
		if lang == "ja" {
			return "> 荷物はいつ福岡に届きますか？\n\n" + s
		}
		return "> Können Sie mir sagen, wann das Paket in Hamburg ankommt?\n\n" + s
	}},
}

func ho37aItoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return ho37aItoa(n/10) + string(rune('0'+n%10))
}
