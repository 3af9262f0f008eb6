package grade

// Blind batch 30a: faults against the fixture's own prompt, as a weaker or quantized
// model breaks its brief while the text stays fluent. The answer does a neighbouring task
// (a summary opened with a salutation, closed with an apology, a task for the reader or a
// pointer to the source; a letter opened with a summary line or reporting the customer's
// message as a note; a JSON, table or list signed off like an email), speaks as the wrong
// party (signed by the AI assistant, own facts as hearsay, an internal memo cited), swaps
// a stated reason for a stock excuse, or breaks a keep-to-the-facts or do-not-promise
// instruction once: an invented tracking number, carrier, contact, terms clause,
// escalation, cancellation, guarantee, refund, report, ID request, ticket number, time
// slot, suspected cause, complaint history, callback, anger, or a review marker left in.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	ho30aJaShortLine = regexp.MustCompile(`^[^。、\n・|{「]{1,15}$`)
	ho30aNumbered    = regexp.MustCompile(`(?m)^\d+\. `)
	ho30aBullet      = regexp.MustCompile(`^([-*•・] ?)`)
	ho30aClosing     = regexp.MustCompile(`^(ご不明な点|今後とも|よろしくお願い|何卒|Bei Fragen|Für Rückfragen|Mit freundlichen Grüßen|Falls Sie Fragen|Wir freuen uns)`)
	ho30aDigit       = regexp.MustCompile(`\d`)
	ho30aProblem     = regexp.MustCompile(`不具合|割れ|破損|取り込めない|故障|エラー|冷えない|tropft|Mangel|defekt|flacker|kein(?:en)? Druck|Schaden|Fehler`)
	ho30aCustomer    = regexp.MustCompile(`様|お客様|Frau |Herr |Herrn |Kund`)
	ho30aApology     = regexp.MustCompile(`申し訳|お詫び申し上げ|entschuldigen|tut uns leid|bedauern`)
	ho30aOrder       = regexp.MustCompile(`注文|Bestell`)
	ho30aShipWord    = regexp.MustCompile(`発送|お届け|出荷|Versand|versend|verschick|zusenden|senden Ihnen|Lieferung|liefern`)
	ho30aJaThanks    = regexp.MustCompile(`(?m)^(?:このたびは|この度は)?((?:\p{Han}+の)?[ごお][^、。\n]{1,10}?)(?:を)?いただき、(?:誠に)?ありがとうございます。`)
	ho30aDeThanks    = regexp.MustCompile(`(?m)^[Vv]ielen Dank für Ihre (Nachricht|Anfrage|E-Mail|Mail|Bestellung)`)
	ho30aJaReasonNi  = regexp.MustCompile(`、([^、。（）「」\n]{4,30}?)により`)
	ho30aJaReasonTa  = regexp.MustCompile(`(?m)(^|、)([^、。（）「」\n]{4,40}?)ため、`)
	ho30aDeReasonNP  = regexp.MustCompile(`([Aa])(?:ufgrund) (?:des|der|eines|einer) \p{Lu}[\p{L}-]+`)
	ho30aDeReasonCl  = regexp.MustCompile(`(^|- |\. )([Ww]eil|[Dd]a) ([^,;]{10,90}), `)
	ho30aJaDateSlot  = regexp.MustCompile(`(?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（[月火水木金土日]）)?`)
	ho30aDeDateSlot  = regexp.MustCompile(`(?:\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4})(?: \((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\))?`)
	ho30aJaFigure    = regexp.MustCompile(`(?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（[月火水木金土日]）)?|\d{1,3}(?:,\d{3})+円|\d{4}-\d{2}-\d{2}`)
	ho30aDeFigure    = regexp.MustCompile(`\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}|\d{1,3}(?:\.\d{3})*,\d{2} €|\d{4}-\d{2}-\d{2}`)
	ho30aJaName      = regexp.MustCompile(`(\p{Han}{1,4})様`)
	ho30aDeName      = regexp.MustCompile(`\b(Frau|Herrn?) ((?:(?:Prof|Dr)\. )*)(\p{Lu}[\p{L}ß]+)`)
)

// ho30aIsLetter tells a letter or email: it opens with a salutation line.
func ho30aIsLetter(lang, s string) bool {
	s = strings.TrimLeft(s, "\n ")
	first, rest, _ := strings.Cut(s, "\n")
	if lang == "de" {
		return strings.HasPrefix(first, "Sehr geehrte") || strings.HasPrefix(first, "Guten Tag") || strings.HasPrefix(first, "Liebe")
	}
	if strings.HasSuffix(first, "様") && utf8.RuneCountInString(first) <= 15 {
		return true
	}
	return ho30aJaShortLine.MatchString(first) && strings.HasPrefix(rest, "\n")
}

// ho30aIsSummary tells a prose or bullet summary: no letter, table, JSON or numbered steps.
func ho30aIsSummary(lang, s string) bool {
	t := strings.TrimSpace(s)
	if ho30aIsLetter(lang, s) || strings.Contains(t, "|") || strings.HasPrefix(t, "{") || ho30aNumbered.MatchString(t) {
		return false
	}
	if utf8.RuneCountInString(t) < 60 {
		return false
	}
	if lang == "ja" {
		return strings.Contains(t, "。")
	}
	return strings.Contains(t, ".")
}

// ho30aIsStructured tells JSON, a table or a text made only of bullet lines.
func ho30aIsStructured(s string) bool {
	t := strings.TrimSpace(s)
	if strings.HasPrefix(t, "{") || strings.HasPrefix(t, "|") {
		return true
	}
	n := 0
	for _, l := range strings.Split(t, "\n") {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if !ho30aBullet.MatchString(l) {
			return false
		}
		n++
	}
	return n >= 3
}

func ho30aSep(lang string) string {
	if lang == "ja" {
		return ""
	}
	return " "
}

func ho30aEndsSentence(lang, sent string) bool {
	t := strings.TrimRight(sent, " ")
	if lang == "ja" {
		return strings.HasSuffix(t, "。")
	}
	return strings.HasSuffix(t, ".")
}

// ho30aAppendEnd adds a sentence at the very end of the text.
func ho30aAppendEnd(lang, s, add string) string {
	t := strings.TrimRight(s, " \n")
	if t == "" {
		return s
	}
	return t + ho30aSep(lang) + add
}

// ho30aAppendPoint adds a point at the end: a new bullet when the text ends in one.
func ho30aAppendPoint(lang, s, add string) string {
	t := strings.TrimRight(s, " \n")
	lines := strings.Split(t, "\n")
	if m := ho30aBullet.FindString(lines[len(lines)-1]); m != "" {
		return t + "\n" + m + add
	}
	return ho30aAppendEnd(lang, s, add)
}

// ho30aAfterSentence puts add right after the first sentence that match accepts.
func ho30aAfterSentence(lang, s string, match func(string) bool, add string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		sent := split[r.line][r.idx]
		if !ho30aEndsSentence(lang, sent) || !match(sent) {
			continue
		}
		body := strings.TrimRight(sent, " ")
		tail := sent[len(body):]
		if lang == "de" && tail == "" && r.idx+1 < len(split[r.line]) {
			tail = " "
		}
		split[r.line][r.idx] = body + ho30aSep(lang) + add + tail
		return hoJoin(split)
	}
	return s
}

// ho30aBodySentence applies f to the first body sentence of a letter (not its salutation
// line, before its closing) that match accepts; f returning the sentence unchanged goes on.
func ho30aBodySentence(lang, s string, match func(string) bool, f func(string) string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		if r.line == 0 {
			continue
		}
		sent := split[r.line][r.idx]
		if ho30aClosing.MatchString(strings.TrimLeft(sent, " ")) {
			break
		}
		if !ho30aEndsSentence(lang, sent) || utf8.RuneCountInString(sent) < 15 || !match(sent) {
			continue
		}
		if nw := f(sent); nw != sent {
			split[r.line][r.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

// ho30aBeforeClosing inserts a sentence of a letter before its closing (the line or
// sentence that starts the sign-off); at the end of the last paragraph when the closing
// follows a blank line.
func ho30aBeforeClosing(lang, s, add string) string {
	split, refs := hoAllSentences(lang, s)
	lines := strings.Split(s, "\n")
	for k, r := range refs {
		sent := split[r.line][r.idx]
		if r.line == 0 || !ho30aClosing.MatchString(strings.TrimLeft(sent, " ")) {
			continue
		}
		if k == 0 {
			return s
		}
		if r.idx > 0 {
			split[r.line][r.idx] = add + ho30aSep(lang) + sent
			return hoJoin(split)
		}
		if strings.TrimSpace(lines[r.line-1]) != "" {
			return strings.Join(lines[:r.line], "\n") + "\n" + add + "\n" + strings.Join(lines[r.line:], "\n")
		}
		for j := r.line - 1; j > 0; j-- {
			if strings.TrimSpace(lines[j]) != "" {
				lines[j] = strings.TrimRight(lines[j], " ") + ho30aSep(lang) + add
				return strings.Join(lines, "\n")
			}
		}
		return s
	}
	return s
}

func ho30aCapitalise(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

func ho30aHasDigit(s string) bool { return ho30aDigit.MatchString(s) }

var ho30aThanks = regexp.MustCompile(`ありがとう|Dank`)

// ho30aFactNoThanks tells a sentence that states a date and is no thanks formula.
func ho30aFactNoThanks(lang, s string) bool {
	return len(hoDates(lang, s)) > 0 && !ho30aThanks.MatchString(s)
}

func ho30aLetterOnly(f func(lang, s string) string) func(lang, s string) string {
	return func(lang, s string) string {
		if !ho30aIsLetter(lang, s) {
			return s
		}
		return f(lang, s)
	}
}

func ho30aSummaryOnly(f func(lang, s string) string) func(lang, s string) string {
	return func(lang, s string) string {
		if !ho30aIsSummary(lang, s) {
			return s
		}
		return f(lang, s)
	}
}

// ho30aPick returns the text for the answer's language.
func ho30aPick(lang, ja, de string) string {
	if lang == "ja" {
		return ja
	}
	return de
}

// ho30aCustomerCase tells a summary of a customer's problem.
func ho30aCustomerCase(s string) bool {
	return ho30aCustomer.MatchString(s) && ho30aProblem.MatchString(s)
}

// ho30aBreaksJSON names the kinds meant to make a JSON answer invalid.
var ho30aBreaksJSON = map[string]bool{"b30a_structured_output_signed_off_as_email": true}

var heldOutBatch30a = []heldOutKind{
	// お問い合わせいただき、ありがとうございます。 → お客様よりお問い合わせがありました。
	// vielen Dank für Ihre Nachricht. → Der Kunde hat uns eine Nachricht geschickt.
	{"b30a_reply_thanks_turned_internal_report", "strings", ho30aLetterOnly(func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho30aJaThanks, s, func(m []string) string { return "お客様より" + m[1] + "がありました。" })
		}
		who := "Der Kunde"
		if strings.HasPrefix(strings.TrimSpace(s), "Sehr geehrte Frau") {
			who = "Die Kundin"
		}
		return hoFirstMatch(ho30aDeThanks, s, func(m []string) string { return who + " hat uns eine " + m[1] + " geschickt" })
	})},
	// summary …を心配されている。 → …を心配されている。ご迷惑をおかけし、誠に申し訳ございません。
	// … ein Rücksendeetikett. → … ein Rücksendeetikett. Wir bitten die Unannehmlichkeiten zu entschuldigen.
	{"b30a_summary_closes_with_apology_to_customer", "first", ho30aSummaryOnly(func(lang, s string) string {
		return ho30aAppendEnd(lang, s, ho30aPick(lang, "ご迷惑をおかけし、誠に申し訳ございません。", "Wir bitten die Unannehmlichkeiten zu entschuldigen."))
	})},
	// 配送センターでの作業遅延により発送が遅れております → システム障害により発送が遅れております
	// Aufgrund des Fertigungsablaufs verschiebt sich … → Aufgrund eines Lieferengpasses verschiebt sich …
	{"b30a_stated_reason_replaced_by_stock_reason", "strings", func(lang, s string) string {
		if lang == "ja" {
			if ns := hoFirstMatch(ho30aJaReasonNi, s, func(m []string) string { return "、システム障害により" }); ns != s {
				return ns
			}
			return hoFirstMatch(ho30aJaReasonTa, s, func(m []string) string { return m[1] + "システム障害が発生したため、" })
		}
		if ns := hoFirstMatch(ho30aDeReasonNP, s, func(m []string) string { return m[1] + "ufgrund eines Lieferengpasses" }); ns != s {
			return ns
		}
		return hoFirstMatch(ho30aDeReasonCl, s, func(m []string) string { return m[1] + m[2] + " es einen Lieferengpass gibt, " })
	}},
	// 新しいお届け予定日は10月21日（水）です。 → …です。お問い合わせ伝票番号は4821-7730-1956です。
	// Wir senden Ihnen am 20.10.2026 … zu. → … zu. Die Sendungsnummer lautet 00340434161094042557.
	{"b30a_invented_tracking_number", "first", func(lang, s string) string {
		add := ho30aPick(lang, "お問い合わせ伝票番号は4821-7730-1956です。", "Die Sendungsnummer lautet 00340434161094042557.")
		if lang == "ja" && !ho30aIsLetter(lang, s) {
			add = "お問い合わせ伝票番号は4821-7730-1956。"
		}
		for _, re := range []string{`お届け予定|発送いたします|発送予定|お届けでき|出荷日`, `Lieferung erfolgt|senden Ihnen|senden wir|Versand|versend|verschick`} {
			rx := regexp.MustCompile(re)
			if ns := ho30aAfterSentence(lang, s, rx.MatchString, add); ns != s {
				return ns
			}
		}
		return s
	}},
	// …ご不明な点がございましたら → 本件は、担当の佐々木が引き続き対応いたします。\nご不明な点…
	// Bei Fragen sind wir gern für Sie da. → Ihr persönlicher Ansprechpartner für diesen Vorgang ist Herr Becker.\nBei Fragen …
	{"b30a_invented_named_contact_person", "strings", ho30aLetterOnly(func(lang, s string) string {
		return ho30aBeforeClosing(lang, s, ho30aPick(lang, "本件は、担当の佐々木が引き続き対応いたします。", "Ihr persönlicher Ansprechpartner für diesen Vorgang ist Herr Becker."))
	})},
	// ハルカゼ寝具店 カスタマーサポート 岡田 → AIアシスタント
	// Mit freundlichen Grüßen\nIhr Kundenservice von Leuchtenhaus Nord → Mit freundlichen Grüßen\nIhr KI-Assistent
	{"b30a_signature_as_ai_assistant", "strings", ho30aLetterOnly(func(lang, s string) string {
		lines := strings.Split(strings.TrimRight(s, "\n "), "\n")
		if lang == "de" {
			for i, l := range lines {
				if strings.HasPrefix(l, "Mit freundlichen Grüßen") && i+1 < len(lines) {
					return strings.Join(append(lines[:i+1:i+1], "Ihr KI-Assistent"), "\n")
				}
			}
			return s
		}
		n := len(lines)
		if n < 3 || strings.Contains(lines[n-1], "。") || strings.TrimSpace(lines[n-2]) != "" {
			return s
		}
		lines[n-1] = "AIアシスタント"
		return strings.Join(lines, "\n")
	})},
	// 新しいお届け予定日は10月21日（水）です。 → 社内メモによりますと、新しいお届け予定日は10月21日（水）です。
	// Wir senden Ihnen am 20.10.2026 … → Laut interner Notiz: Wir senden Ihnen am 20.10.2026 …
	{"b30a_internal_memo_cited_as_source", "strings", ho30aLetterOnly(func(lang, s string) string {
		return ho30aBodySentence(lang, s, func(x string) bool { return ho30aFactNoThanks(lang, x) }, func(sent string) string {
			if lang == "ja" {
				return "社内メモによりますと、" + sent
			}
			return "Laut interner Notiz: " + ho30aCapitalise(sent)
		})
	})},
	// {"company": …} → {"company": …}\n\n以上、よろしくお願いいたします。
	// | Anbieter | … |\n…\nEmpfehlung: … → …\n\nMit freundlichen Grüßen
	{"b30a_structured_output_signed_off_as_email", "raw", func(lang, s string) string {
		if !ho30aIsStructured(s) {
			return s
		}
		return strings.TrimRight(s, "\n ") + "\n\n" + ho30aPick(lang, "以上、よろしくお願いいたします。", "Mit freundlichen Grüßen")
	}},
	// ・…小西課長に変わります。 → …\n・詳細は原文をご確認ください。
	// - Die nächste Sitzung findet am 12.11.2026 statt. → …\n- Weitere Einzelheiten entnehmen Sie bitte dem Originaltext.
	{"b30a_summary_defers_to_source_document", "first", ho30aSummaryOnly(func(lang, s string) string {
		return ho30aAppendPoint(lang, s, ho30aPick(lang, "詳細は原文をご確認ください。", "Weitere Einzelheiten entnehmen Sie bitte dem Originaltext."))
	})},
	// …を心配されている。 → …を心配されている。至急、先方に折り返しご連絡ください。
	// … ein Installateur kommt. → … Bitte melden Sie sich umgehend telefonisch beim Absender.
	{"b30a_summary_assigns_task_to_reader", "first", ho30aSummaryOnly(func(lang, s string) string {
		return ho30aAppendEnd(lang, s, ho30aPick(lang, "至急、先方に折り返しご連絡ください。", "Bitte melden Sie sich umgehend telefonisch beim Absender."))
	})},
	// 誠に申し訳ございません。 → 誠に申し訳ございません。今後このようなことが二度と起こらないことをお約束いたします。
	// … dass Ihre Stehlampe … flackert. → … flackert. Wir garantieren Ihnen, dass so etwas nicht wieder vorkommt.
	{"b30a_apology_followed_by_no_recurrence_guarantee", "strings", func(lang, s string) string {
		return ho30aAfterSentence(lang, s, ho30aApology.MatchString, ho30aPick(lang, "今後このようなことが二度と起こらないことをお約束いたします。", "Wir garantieren Ihnen, dass so etwas nicht wieder vorkommt."))
	}},
	// …との問い合わせがあった（…）。 → …（…）（受付番号：CS-261016-042）。
	// Frau Müller … meldet, dass … tropft. → … tropft (Vorgangsnummer VG-48213).
	{"b30a_summary_invented_ticket_number", "first", ho30aSummaryOnly(func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sent := split[r.line][r.idx]
			if !ho30aEndsSentence(lang, sent) || utf8.RuneCountInString(sent) < 12 {
				continue
			}
			body := strings.TrimRight(sent, " ")
			tail := sent[len(body):]
			if lang == "ja" {
				split[r.line][r.idx] = strings.TrimSuffix(body, "。") + "（受付番号：CS-261016-042）。" + tail
			} else {
				split[r.line][r.idx] = strings.TrimSuffix(body, ".") + " (Vorgangsnummer VG-48213)." + tail
			}
			return hoJoin(split)
		}
		return s
	})},
	// 交換品は10月19日に発送予定。 → 交換品は10月19日にヤマト運輸で発送予定。
	// Wir senden Ihnen am 20.10.2026 kostenlos … zu. → Wir senden Ihnen per DHL am 20.10.2026 kostenlos … zu.
	{"b30a_invented_shipping_carrier", "first", func(lang, s string) string {
		type rw struct{ re, to string }
		var rws []rw
		if lang == "ja" {
			rws = []rw{{`発送いたします`, "ヤマト運輸にて発送いたします"}, {`発送予定`, "ヤマト運輸で発送予定"}, {`新しいお届け予定日は`, "ヤマト運輸での新しいお届け予定日は"}, {`お届け予定日は`, "ヤマト運輸でのお届け予定日は"}, {`お届けする予定`, "ヤマト運輸でお届けする予定"}}
		} else {
			rws = []rw{{`Die Lieferung erfolgt`, "Die Lieferung per DHL Express erfolgt"}, {`senden Ihnen`, "senden Ihnen per DHL"}, {`der Versand`, "der DHL-Versand"}, {`senden wir`, "senden wir per DHL"}}
		}
		for _, x := range rws {
			if strings.Contains(s, x.re) {
				return strings.Replace(s, x.re, x.to, 1)
			}
		}
		return s
	}},
	// 新しいお届け予定日は10月21日（水）です。 → …です。万一この日までにお届けできない場合は、代金を全額返金いたします。
	// Wir senden Ihnen am 20.10.2026 … zu. → … zu. Sollte sich der Termin erneut verschieben, erstatten wir Ihnen den vollen Kaufpreis.
	{"b30a_conditional_compensation_promised", "strings", ho30aLetterOnly(func(lang, s string) string {
		add := ho30aPick(lang, "万一この日までにお届けできない場合は、代金を全額返金いたします。", "Sollte dieser Termin nicht eingehalten werden, erstatten wir Ihnen den vollen Kaufpreis.")
		n, last := 0, 0
		match := func(sent string) bool { return ho30aShipWord.MatchString(sent) && len(hoDates(lang, sent)) > 0 }
		ho30aAfterSentence(lang, s, func(sent string) bool {
			if match(sent) {
				last++
			}
			return false
		}, add)
		return ho30aAfterSentence(lang, s, func(sent string) bool {
			if match(sent) {
				n++
				return n == last
			}
			return false
		}, add)
	})},
	// 10月分の勤怠データが取り込めないとの問い合わせがあった（…）。 → …。利用者側の操作ミスが原因と思われる。
	// … Wasser aus der Badezimmerdecke tropft. → … tropft. Vermutlich wurde der Schaden durch unsachgemäße Nutzung selbst verursacht.
	{"b30a_summary_adds_speculative_customer_fault", "first", ho30aSummaryOnly(func(lang, s string) string {
		return ho30aAfterSentence(lang, s, ho30aProblem.MatchString, ho30aPick(lang, "利用者側の操作ミスが原因と思われる。", "Vermutlich wurde der Schaden durch unsachgemäße Nutzung selbst verursacht."))
	})},
	// 小林 恵子様\n\n… → 【要約】ご注文番号WS-30982の…遅れております。\n\n小林 恵子様\n\n…
	// Sehr geehrter Herr Weiß, … → Zusammenfassung: Wir senden Ihnen am 20.10.2026 … zu.\n\nSehr geehrter Herr Weiß, …
	{"b30a_letter_prefixed_with_summary_line", "strings", ho30aLetterOnly(func(lang, s string) string {
		var found string
		ho30aBodySentence(lang, s, func(x string) bool { return ho30aFactNoThanks(lang, x) }, func(sent string) string {
			if found == "" {
				found = strings.TrimSpace(sent)
			}
			return sent
		})
		if found == "" {
			return s
		}
		if lang == "ja" {
			return "【要約】" + found + "\n\n" + s
		}
		return "Zusammenfassung: " + ho30aCapitalise(found) + "\n\n" + s
	})},
	// 髙橋様から、…との問い合わせがあった。 → 髙橋様\n\n髙橋様から、…
	// - Frau Köhler hat am 08.10.2026 … → Sehr geehrte Frau Köhler,\n\n- Frau Köhler hat …
	{"b30a_summary_opened_with_salutation_to_named_party", "first", ho30aSummaryOnly(func(lang, s string) string {
		if lang == "ja" {
			m := ho30aJaName.FindStringSubmatch(s)
			if m == nil {
				return s
			}
			return m[1] + "様\n\n" + s
		}
		m := ho30aDeName.FindStringSubmatch(s)
		if m == nil {
			return s
		}
		sal := "Sehr geehrte Frau "
		if m[1] != "Frau" {
			sal = "Sehr geehrter Herr "
		}
		return sal + m[2] + m[3] + ",\n\n" + s
	})},
	// お支払い期限は2026年10月30日（金）です。 → お支払い期限は2026年10月30日（金）とのことです。
	// Die Lieferung erfolgt am 12.11.2026 … → Die Lieferung erfolgt angeblich am 12.11.2026 …
	{"b30a_own_statement_made_hearsay", "strings", ho30aLetterOnly(func(lang, s string) string {
		var deVerb = regexp.MustCompile(`\b(erfolgt|bleibt|beträgt|senden Ihnen|senden wir|bestätigen wir|liefern wir|verschiebt sich)\b`)
		f := func(sent string) string {
			if lang == "ja" {
				t := strings.TrimRight(sent, " ")
				if strings.HasSuffix(t, "です。") && !strings.HasSuffix(t, "とのことです。") {
					return strings.TrimSuffix(t, "です。") + "とのことです。"
				}
				return sent
			}
			return hoFirstMatch(deVerb, sent, func(m []string) string { return m[0] + " angeblich" })
		}
		if ns := ho30aBodySentence(lang, s, func(x string) bool { return len(hoDates(lang, x)) > 0 }, f); ns != s {
			return ns
		}
		return ho30aBodySentence(lang, s, ho30aHasDigit, f)
	})},
	// …ご不明な点がございましたら… → なお、本件の対応にあたり、身分証明書の写しをご提出ください。\nご不明な点…
	// … absagen. → … absagen. Bitte senden Sie uns außerdem eine Kopie Ihres Personalausweises zu.
	{"b30a_invented_customer_obligation", "strings", ho30aLetterOnly(func(lang, s string) string {
		return ho30aBeforeClosing(lang, s, ho30aPick(lang, "なお、本件の対応にあたり、身分証明書の写しをご提出ください。", "Bitte senden Sie uns außerdem eine Kopie Ihres Personalausweises zu."))
	})},
	// 請求書INV-88213の金額についてご説明いたします。 → …。本件は、品質管理部門にも報告いたしました。
	// summary: … verschoben. → … Der Vorgang wurde bereits an die Geschäftsleitung eskaliert.
	{"b30a_invented_escalation_claim", "first", func(lang, s string) string {
		if ho30aIsLetter(lang, s) {
			return ho30aBodySentence(lang, s, func(string) bool { return true }, func(sent string) string {
				body := strings.TrimRight(sent, " ")
				return body + ho30aSep(lang) + ho30aPick(lang, "本件は、品質管理部門にも報告いたしました。", "Wir haben den Vorgang zusätzlich an unsere Geschäftsleitung weitergeleitet.") + sent[len(body):]
			})
		}
		if ho30aIsSummary(lang, s) && ho30aCustomerCase(s) {
			return ho30aAppendEnd(lang, s, ho30aPick(lang, "本件は品質管理部門へエスカレーション済み。", "Der Vorgang wurde bereits an die Geschäftsleitung eskaliert."))
		}
		return s
	}},
	// 移転のお知らせの要約 → 拝啓　時下ますますご清栄のこととお慶び申し上げます。\n・株式会社アオバ精工の…
	{"b30a_ja_summary_opens_with_haikei_formula", "first", ho30aSummaryOnly(func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return "拝啓　時下ますますご清栄のこととお慶び申し上げます。\n" + s
	})},
	// …ご不明な点… → 後日、本件の経緯をまとめた報告書を郵送いたします。\nご不明な点…
	// … absagen. → … absagen. Einen ausführlichen schriftlichen Bericht zu diesem Vorgang senden wir Ihnen in den nächsten Tagen per Post zu.
	{"b30a_reply_promises_follow_up_document", "strings", ho30aLetterOnly(func(lang, s string) string {
		return ho30aBeforeClosing(lang, s, ho30aPick(lang, "後日、本件の経緯をまとめた報告書を郵送いたします。", "Einen ausführlichen schriftlichen Bericht zu diesem Vorgang senden wir Ihnen in den nächsten Tagen per Post zu."))
	})},
	// ご注文番号WS-30982の…遅れております。 → …遅れております。なお、ご注文の一部はキャンセル扱いとさせていただきました。
	// Gern liefern wir Ihre Bestellung WE-20417 … → … Einen Teil Ihrer Bestellung haben wir storniert.
	{"b30a_invented_order_cancellation_claim", "strings", ho30aLetterOnly(func(lang, s string) string {
		return ho30aAfterSentence(lang, s, ho30aOrder.MatchString, ho30aPick(lang, "なお、ご注文の一部はキャンセル扱いとさせていただきました。", "Einen Teil Ihrer Bestellung haben wir storniert."))
	})},
	// 髙橋様から、…との問い合わせがあった（…）。 → …。なお、先方はかなり立腹している。
	// Frau Köhler hat am 08.10.2026 … bestellt, … → … Der Ton der Nachricht war sehr verärgert.
	{"b30a_summary_invents_customer_anger", "first", ho30aSummaryOnly(func(lang, s string) string {
		if !ho30aCustomerCase(s) {
			return s
		}
		if lang == "ja" {
			return ho30aAfterSentence(lang, s, ho30aJaName.MatchString, "なお、先方はかなり立腹している。")
		}
		m := ho30aDeName.FindStringSubmatch(s)
		if m == nil {
			return s
		}
		add := "Sie zeigte sich dabei sehr verärgert."
		if m[1] != "Frau" {
			add = "Er zeigte sich dabei sehr verärgert."
		}
		return ho30aAfterSentence(lang, s, ho30aDeName.MatchString, add)
	})},
	// 新しいお届け予定日は10月21日（水）です。 → 新しいお届け予定日は10月21日（水）午前中です。
	// am 20.10.2026 kostenlos → am 20.10.2026 zwischen 9 und 12 Uhr kostenlos
	{"b30a_date_gains_invented_time_slot", "first", func(lang, s string) string {
		re, add, near := ho30aJaDateSlot, "午前中", regexp.MustCompile(`^.{0,6}(時|:|午前|午後)`)
		after := regexp.MustCompile(`^(に|まで|です|$|\n)`)
		if lang == "de" {
			re, add, near = ho30aDeDateSlot, " zwischen 9 und 12 Uhr", regexp.MustCompile(`^.{0,30}(Uhr|:)`)
			after = regexp.MustCompile(`^[ ,.;]`)
		}
		before := regexp.MustCompile(`am (?:(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), )?$`)
		for _, loc := range re.FindAllStringIndex(s, -1) {
			if near.MatchString(s[loc[1]:]) || !after.MatchString(s[loc[1]:]) {
				continue
			}
			if lang == "de" && !before.MatchString(s[:loc[0]]) {
				continue
			}
			return s[:loc[1]] + add + s[loc[1]:]
		}
		return s
	}},
	// 9月20日にユーザーを1名追加していただいたため、… → 利用規約第12条に基づき、9月20日に…
	// Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. → … 12 Uhr (gemäß § 7 unserer AGB).
	{"b30a_invented_terms_clause_citation", "strings", ho30aLetterOnly(func(lang, s string) string {
		return ho30aBodySentence(lang, s, func(x string) bool { return ho30aFactNoThanks(lang, x) }, func(sent string) string {
			if lang == "ja" {
				return "利用規約第12条に基づき、" + sent
			}
			body := strings.TrimRight(sent, " ")
			return strings.TrimSuffix(body, ".") + " (gemäß § 7 unserer AGB)." + sent[len(body):]
		})
	})},
	// 10月分の勤怠データが取り込めないとの問い合わせがあった。 → …。同様の問い合わせは今回で3回目となる。
	// Mangel: Die Pumpe baut … keinen Druck mehr auf; … → … Es ist bereits die dritte Meldung dieser Art.
	{"b30a_summary_invented_complaint_history", "first", ho30aSummaryOnly(func(lang, s string) string {
		if !ho30aCustomerCase(s) {
			return s
		}
		return ho30aAfterSentence(lang, s, ho30aProblem.MatchString, ho30aPick(lang, "同様の問い合わせは今回で3回目となる。", "Es ist bereits die dritte Meldung dieser Art."))
	})},
	// …を心配されている。 → …を心配されている。担当者から既に折り返しの電話を入れている。
	// Frau Köhler bittet um ein Rücksendeetikett. → … Ein Rückruf ist bereits erfolgt.
	{"b30a_summary_invented_completed_callback", "first", ho30aSummaryOnly(func(lang, s string) string {
		if !ho30aCustomerCase(s) {
			return s
		}
		return ho30aAppendEnd(lang, s, ho30aPick(lang, "担当者から既に折り返しの電話を入れている。", "Ein Rückruf ist bereits erfolgt."))
	})},
	// 新しいお届け予定日は10月21日（水）です。 → 新しいお届け予定日は10月21日（水）【要確認】です。
	// Rechnungsbetrag 1.249,90 € → Rechnungsbetrag 1.249,90 € [bitte prüfen]
	{"b30a_draft_review_marker_left_in", "first", func(lang, s string) string {
		re, add := ho30aJaFigure, "【要確認】"
		if lang == "de" {
			re, add = ho30aDeFigure, " [bitte prüfen]"
		}
		loc := re.FindStringIndex(s)
		if loc == nil {
			return s
		}
		return s[:loc[1]] + add + s[loc[1]:]
	}},
}
