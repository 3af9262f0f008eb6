package grade

// Blind batch 69c: the frame of a letter or reply damaged while its body stays right.
// Every kind changes the part of an answer that says who writes to whom about what,
// and what the reader did: the channel the reader's message came by, a thanks for a
// payment, receipt, consent, answer or service the reader never gave, a "Re:" subject
// line quoting a cancellation nobody sent, an inside address that puts the reader in
// the writer's own firm, a help offer that sends the reader to themselves, a closing
// that bids farewell as to a leaving customer, an announcing phrase that names another
// matter than the text below it, an apology turned into thanks for a forgiveness never
// given, a salutation that also addresses the writer's own colleagues, and a closing
// that awaits the reader's visit on the date of another event. One place per answer.

import (
	"regexp"
	"strings"
)

var (
	// ho69cDeSalutation is a German letter's salutation line: its opening, Herr or
	// Frau, titles and surname.
	ho69cDeSalutation = regexp.MustCompile(`(?m)^(Sehr geehrte[r]? )(Herr|Frau) ((?:Prof\. |Dr\. |Dipl\.-Ing\. )*)(\p{Lu}[\p{L}-]+),[ \t]*$`)
	// ho69cDeSalutationAtStart is that line at the very start of the answer.
	ho69cDeSalutationAtStart = regexp.MustCompile(`^Sehr geehrte[r]? (?:Herr|Frau) [^\n]+,[ \t]*\n`)
	// ho69cJaAddressee is a Japanese letter's first line: a name with 様 or a rank.
	ho69cJaAddressee = regexp.MustCompile(`^([^\n。、]{1,20}?)(様|部長|課長)[ \t]*\n`)
	// ho69cDeClosing finds the closing formula of a German letter.
	ho69cDeClosing = regexp.MustCompile(`\n\n(?:Mit freundlichen Grüßen|Freundliche Grüße)[ \t]*\n`)
	// ho69cRef is a case's reference number (order, invoice, repair, quote).
	ho69cRef = regexp.MustCompile(`\b(?:[A-Z]{2,4}-\d{4,5}|\d{2}-\d{4}-[A-Z]{2})\b`)
	// ho69cJaDateWd is a Japanese date with its weekday, when one follows.
	ho69cJaDateWd = regexp.MustCompile(`(?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（[月火水木金土日]）)?`)
	// ho69cJaClosingAnchor is where a Japanese letter's closing lines begin.
	ho69cJaClosingAnchor = regexp.MustCompile(`ご不明な点|今後とも|(?m)^よろしくお願い`)
	// ho69cJaFirm is a signature field that names a firm.
	ho69cJaFirm = regexp.MustCompile(`^(?:株式会社)?[\p{Han}\p{Katakana}ー]+(?:店|株式会社|センター|サポート|精工|精機|物流|商事)$`)
	// ho69cJaOwnFirmInClosing is the firm named in 今後とも〇〇をよろしく….
	ho69cJaOwnFirmInClosing = regexp.MustCompile(`今後とも(?:どうぞ)?([^。\n、]+?)を(?:どうぞ)?(?:よろしく|引き続き)`)
	// ho69cDeHelpOffer is a German offer to answer further questions.
	ho69cDeHelpOffer = regexp.MustCompile(`Bei (?:weiteren )?(?:Fragen|Rückfragen)[^.\n]*?(?:für Sie da|zur Verfügung|gern(?:e)? weiter)\.`)
	// ho69cJaHelpOffer is a Japanese offer to answer further questions.
	ho69cJaHelpOffer = regexp.MustCompile(`(ご不明な点(?:など)?がございましたら、)[^。\n]*?ください`)
	// ho69cJaFarewell turns 今後とも…よろしくお願いいたします into a farewell.
	ho69cJaFarewell     = regexp.MustCompile(`今後とも(?:どうぞ)?([^。\n、]*?を)?(?:どうぞ)?よろしくお願い(?:いた|申し上げ)します`)
	ho69cJaFarewellBare = regexp.MustCompile(`(?m)^よろしくお願いいたします。`)
)

// ho69cDeAddressee gives the German letter's reader as "Herrn Prof. Dr. Hoffmann" or
// "Frau Schäfer" from the salutation, and whether there is one.
func ho69cDeAddressee(s string) (string, bool) {
	m := ho69cDeSalutation.FindStringSubmatch(s)
	if m == nil {
		return "", false
	}
	form := "Frau"
	if m[2] == "Herr" {
		form = "Herrn"
	}
	return form + " " + m[3] + m[4], true
}

// ho69cJaSurname gives the surname of the Japanese letter's reader (小林 恵子様 → 小林),
// when the first line addresses a customer with 様.
func ho69cJaSurname(s string) (string, bool) {
	m := ho69cJaAddressee.FindStringSubmatch(s)
	if m == nil || m[2] != "様" {
		return "", false
	}
	name := strings.TrimSpace(m[1])
	if i := strings.IndexAny(name, " 　"); i > 0 {
		name = name[:i]
	}
	if name == "" {
		return "", false
	}
	return name, true
}

// ho69cDeWriterFirm gives the writer's firm from a German letter's signature block.
func ho69cDeWriterFirm(s string) (string, bool) {
	loc := ho69cDeClosing.FindStringIndex(s)
	if loc == nil {
		return "", false
	}
	var last string
	for _, l := range strings.Split(s[loc[1]:], "\n") {
		if l = strings.TrimSpace(l); l != "" {
			last = l
		}
	}
	if last == "" {
		return "", false
	}
	for _, p := range []string{"Ihr ", "Ihre "} {
		last = strings.TrimPrefix(last, p)
	}
	if i := strings.Index(last, " von "); i >= 0 {
		last = last[i+len(" von "):]
	}
	return last, last != ""
}

// ho69cJaWriterFirm gives the writer's firm of a Japanese letter: from the signature
// line (ハルカゼ寝具店 カスタマーサポート 岡田) or the closing (今後ともミライ会計サポートを…).
func ho69cJaWriterFirm(s string) (string, bool) {
	lines := strings.Split(strings.TrimRight(s, "\n "), "\n")
	if len(lines) > 1 {
		last := strings.TrimSpace(lines[len(lines)-1])
		if f := strings.Fields(last); len(f) >= 2 && ho69cJaFirm.MatchString(f[0]) {
			return f[0], true
		}
	}
	if m := ho69cJaOwnFirmInClosing.FindStringSubmatch(s); m != nil && ho69cJaFirm.MatchString(m[1]) {
		return m[1], true
	}
	return "", false
}

// ho69cLast gives the last match of re in s.
func ho69cLast(re *regexp.Regexp, s string) string {
	all := re.FindAllString(s, -1)
	if len(all) == 0 {
		return ""
	}
	return all[len(all)-1]
}

// The opening thanks of a reply, one slot that several kinds fill with a reader's act
// that did not happen.
var (
	ho69cDeThanksSlot = regexp.MustCompile(`\b([Vv]ielen Dank für) Ihre (?:Nachricht|E-Mail|Anfrage|gute Zusammenarbeit)\b`)
	ho69cJaThanksUse  = regexp.MustCompile(`いつも[^。\n、]+?をご利用いただき`)
	ho69cJaThanksReq  = regexp.MustCompile(`このたびは(\p{Han}+)のご依頼をいただき`)
	ho69cJaThanksInq  = regexp.MustCompile(`お問い合わせいただき`)
	ho69cJaThanksVis  = regexp.MustCompile(`(\p{Han}+)をご訪問いただき`)
)

// ho69cThanks rewrites the first opening thanks of a reply with the replacement of its
// form: de for 'vielen Dank für Ihre Nachricht', and the Japanese forms (use, request,
// inquiry, visit); "" leaves that form alone. $1 is the matched group.
func ho69cThanks(lang, s, de, use, req, inq, vis string) string {
	type form struct {
		re *regexp.Regexp
		to string
	}
	var forms []form
	if lang == "ja" {
		forms = []form{{ho69cJaThanksUse, use}, {ho69cJaThanksReq, req}, {ho69cJaThanksInq, inq}, {ho69cJaThanksVis, vis}}
	} else {
		forms = []form{{ho69cDeThanksSlot, de}}
	}
	best, bestAt := -1, len(s)+1
	for i, f := range forms {
		if f.to == "" {
			continue
		}
		if loc := f.re.FindStringIndex(s); loc != nil && loc[0] < bestAt {
			best, bestAt = i, loc[0]
		}
	}
	if best < 0 {
		return s
	}
	f := forms[best]
	loc := f.re.FindStringSubmatchIndex(s)
	var dst []byte
	dst = f.re.ExpandString(dst, f.to, s, loc)
	return s[:loc[0]] + string(dst) + s[loc[1]:]
}

var (
	ho69cChannel = []hoRule{
		// de
		hoR(`\b([Vv]ielen Dank für) Ihre (?:Nachricht|E-Mail|Mail)\b`, "$1 Ihren Anruf"),
		hoR(`\b(meldet|berichtet), dass`, "$1 per E-Mail, dass"),
		hoR(`\b((?:Frau|Herr) \p{Lu}[\p{L}-]+ bittet)( um|,)`, "$1 telefonisch$2"),
	}
	ho69cChannelJa = []hoRule{
		hoR(`(\p{Han}+)をご訪問いただき`, "${1}にお電話いただき"),
		hoR(`様から、`, "様からメールで、"),
		hoR(`様より、`, "様よりお電話で、"),
	}
	ho69cAnnounceDe = []hoRule{
		hoR(`\bund richten [^:\n]{3,60} ein:`, "und setzen sie auf die Werkseinstellungen zurück:"),
		hoR(`direkt an (?:das|die|den) [\p{L}-]+:\n`, "direkt an Ihre Rechnungsanschrift:\n"),
		hoR(`\bbestätigen wir Ihren \p{L}*[Tt]ermin\b`, "bestätigen wir Ihren Termin zur Wurzelbehandlung"),
	}
	ho69cAnnounceJa = []hoRule{
		hoR(`の初期設定は、`, "の初期化は、"),
		hoR(`の[\p{Han}ー]+についてご説明いたします`, "のお支払い方法についてご説明いたします"),
		hoR(`[\p{Han}]+を下記のとおり`, "修理費用を下記のとおり"),
	}
	ho69cForgivenDe = []hoRule{
		hoR(`Wir bitten Sie, (die|diese) Unannehmlichkeiten zu entschuldigen\.`, "Wir danken Ihnen, dass Sie uns $1 Unannehmlichkeiten bereits verziehen haben."),
		hoR(`\bes tut uns (?:sehr )?leid, dass`, "schön, dass Sie es uns nicht übelnehmen, dass"),
	}
	ho69cForgivenJa = []hoRule{
		hoR(`([^。\n、]*?)てしまい、(?:誠に)?申し訳(?:ござい|あり)ません`, "${1}てしまったことを快くお許しいただき、誠にありがとうございます"),
		hoR(`([^。\n、]*?をおかけし)、(?:誠に)?申し訳(?:ござい|あり)ません`, "${1}たことを快くお許しいただき、誠にありがとうございます"),
	}
)

var heldOutBatch69c = []heldOutKind{
	// The channel the reader's message came by misstated: a written message thanked
	// as a call, a phoned-in note summarised as an e-mail, a visit as a call:
	// vielen Dank für Ihre Nachricht → vielen Dank für Ihren Anruf;
	// 髙橋様から、「カイケイクラウド Pro」と… → 髙橋様からメールで、… (the record says 電話あり).
	{"b69c_readers_incoming_message_channel_misstated", "first", hoByLang(ho69cChannelJa, ho69cChannel)},

	// Thanks for a payment or a receipt the reader has not made yet: the invoice is
	// still open, the goods are still on their way:
	// お問い合わせいただき、ありがとうございます → お支払いいただき、ありがとうございます (due 10/30);
	// vielen Dank für Ihre Nachricht → vielen Dank für Ihre Zahlung (the invoice is not sent).
	{"b69c_thanks_for_payment_or_receipt_not_yet_made", "first", func(lang, s string) string {
		de := "$1 Ihre Zahlung"
		if strings.Contains(s, "Ersatz") {
			de = "$1 Ihre Empfangsbestätigung für die Ersatzlieferung"
		}
		return ho69cThanks(lang, s, de, "商品をお受け取りいただき", "このたびは${1}代金をお支払いいただき", "お支払いいただき", "")
	}},

	// A "Re:" subject line on top of the letter that quotes a cancellation the reader
	// never sent: Sehr geehrter Herr Weiß, → Betreff: Re: Ihre Stornierung der
	// Bestellung 44-2087-DE / Sehr geehrter Herr Weiß,; 小林 恵子様 → 件名：Re:
	// キャンセルのご依頼について（WS-30982） / 小林 恵子様.
	{"b69c_re_subject_line_cites_cancellation_never_sent", "first", func(lang, s string) string {
		ref := ho69cRef.FindString(s)
		if lang == "ja" {
			if !ho69cJaAddressee.MatchString(s) {
				return s
			}
			subj := "件名：Re: キャンセルのご依頼について"
			if ref != "" {
				subj += "（" + ref + "）"
			}
			return subj + "\n\n" + s
		}
		if !ho69cDeSalutationAtStart.MatchString(s) {
			return s
		}
		subj := "Betreff: Re: Ihre Terminabsage"
		if ref != "" {
			subj = "Betreff: Re: Ihre Stornierung der Bestellung " + ref
		}
		return subj + "\n\n" + s
	}},

	// An inside address above the salutation that puts the reader in the writer's own
	// firm: Sehr geehrter Herr Weiß, → Leuchtenhaus Nord / Herrn Weiß / Sehr geehrter
	// Herr Weiß,; 中島 大輔様 → ミライ会計サポート / 中島 大輔様.
	{"b69c_inside_address_puts_reader_in_writers_firm", "first", func(lang, s string) string {
		if lang == "ja" {
			if !ho69cJaAddressee.MatchString(s) {
				return s
			}
			firm, ok := ho69cJaWriterFirm(s)
			if !ok {
				return s
			}
			return firm + "\n" + s
		}
		loc := ho69cDeSalutation.FindStringIndex(s)
		who, ok := ho69cDeAddressee(s)
		firm, ok2 := ho69cDeWriterFirm(s)
		if loc == nil || !ok || !ok2 {
			return s
		}
		return s[:loc[0]] + firm + "\n" + who + "\n\n" + s[loc[0]:]
	}},

	// The help offer sends the reader to themselves as the contact person:
	// Bei Fragen sind wir gern für Sie da. → Bei Fragen wenden Sie sich bitte an Herrn
	// Weiß.; ご不明な点がございましたら、本メールにご返信ください → …、小林様までお問い合わせください.
	{"b69c_help_offer_names_reader_as_contact_person", "first", func(lang, s string) string {
		if lang == "ja" {
			name, ok := ho69cJaSurname(s)
			if !ok {
				return s
			}
			return hoFirstMatch(ho69cJaHelpOffer, s, func(m []string) string {
				return m[1] + name + "様までお問い合わせください"
			})
		}
		who, ok := ho69cDeAddressee(s)
		if !ok {
			return s
		}
		return hoFirstMatch(ho69cDeHelpOffer, s, func(m []string) string {
			return "Bei Fragen wenden Sie sich bitte an " + who + "."
		})
	}},

	// The closing bids farewell as to a customer who is leaving, though the letter
	// goes on serving them: (before Mit freundlichen Grüßen) + Wir danken Ihnen für Ihre
	// bisherige Treue und wünschen Ihnen für die Zukunft alles Gute.;
	// 今後ともミライ会計サポートをよろしくお願いいたします → これまでミライ会計サポートを
	// ご愛顧いただき、誠にありがとうございました.
	{"b69c_closing_bids_farewell_as_if_reader_leaving", "first", func(lang, s string) string {
		if lang == "ja" {
			if out := hoFirstMatch(ho69cJaFarewell, s, func(m []string) string {
				if m[1] != "" {
					return "これまで" + m[1] + "ご愛顧いただき、誠にありがとうございました"
				}
				return "これまでのご愛顧、誠にありがとうございました"
			}); out != s {
				return out
			}
			return hoFirstMatch(ho69cJaFarewellBare, s, func(m []string) string {
				return "これまでのお付き合いに心より感謝申し上げます。"
			})
		}
		loc := ho69cDeClosing.FindStringIndex(s)
		if loc == nil {
			return s
		}
		return s[:loc[0]] + "\nWir danken Ihnen für Ihre bisherige Treue und wünschen Ihnen für die Zukunft alles Gute." + s[loc[0]:]
	}},

	// The phrase that announces what follows names another matter than the text below
	// it: 「カラダノート S5」の初期設定は、次の手順で → の初期化は、次の手順で; Gern liefern wir
	// … direkt an das Prüflabor: (lab address block) → direkt an Ihre Rechnungsanschrift:.
	{"b69c_announcing_phrase_names_other_matter_than_what_follows", "first", hoByLang(ho69cAnnounceJa, ho69cAnnounceDe)},

	// The apology turned into thanks for a forgiveness the reader never gave:
	// お待たせしてしまい、誠に申し訳ございません → お待たせしてしまったことを快くお許しいただき、
	// 誠にありがとうございます; Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen. →
	// Wir danken Ihnen, dass Sie uns die Unannehmlichkeiten bereits verziehen haben.
	{"b69c_apology_made_thanks_for_forgiveness_never_given", "first", hoByLang(ho69cForgivenJa, ho69cForgivenDe)},

	// Thanks for a consent or approval the reader never gave (the letter informs or
	// still asks): 当研究室をご訪問いただき → お見積もりをご承認いただき (approval asked by
	// 10/30); vielen Dank für Ihre gute Zusammenarbeit → vielen Dank für Ihr
	// Einverständnis mit unserem Vorschlag.
	{"b69c_thanks_for_consent_reader_never_gave", "first", func(lang, s string) string {
		return ho69cThanks(lang, s, "$1 Ihr Einverständnis mit unserem Vorschlag", "お届け日の変更をご了承いただき",
			"このたびは訪問日時をご了承いただき", "料金の改定をご了承いただき", "お見積もりをご承認いただき")
	}},

	// The salutation also addresses the writer's own colleagues, as if the customer
	// letter were an internal circular: Sehr geehrte Frau Schäfer, → Sehr geehrte Frau
	// Schäfer, liebe Kolleginnen und Kollegen,; 渡辺 弘様 → 渡辺 弘様、ならびに社内関係者各位.
	{"b69c_salutation_adds_writers_colleagues_as_coaddressees", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho69cJaAddressee, s, func(m []string) string {
				return strings.TrimRight(m[0], " \t\n") + "、ならびに社内関係者各位\n"
			})
		}
		return hoFirstMatch(ho69cDeSalutation, s, func(m []string) string {
			return m[1] + m[2] + " " + m[3] + m[4] + ", liebe Kolleginnen und Kollegen,"
		})
	}},

	// The closing awaits the reader's visit on the date of another event of the case
	// (a delivery, a shipment, a deadline): + Wir freuen uns auf Ihren Besuch bei uns am
	// 12.11.2026. (the delivery date); + 10月21日（水）のご来訪を心よりお待ちしております。
	{"b69c_closing_awaits_reader_visit_on_other_events_date", "first", func(lang, s string) string {
		if lang == "ja" {
			d := ho69cLast(ho69cJaDateWd, s)
			loc := ho69cJaClosingAnchor.FindStringIndex(s)
			if d == "" || loc == nil {
				return s
			}
			add := d + "のご来訪を心よりお待ちしております。"
			if loc[0] == 0 || s[loc[0]-1] == '\n' {
				add += "\n"
			}
			return s[:loc[0]] + add + s[loc[0]:]
		}
		if strings.Contains(s, "Termin") || strings.Contains(s, "termin") {
			return s // an appointment letter does await the reader
		}
		d := ho69cLast(hoDeNumDate, s)
		loc := ho69cDeClosing.FindStringIndex(s)
		if d == "" || loc == nil {
			return s
		}
		return s[:loc[0]] + "\nWir freuen uns auf Ihren Besuch bei uns am " + d + "." + s[loc[0]:]
	}},

	// The reader's own message acknowledged as their answer to a query of ours that
	// never was: vielen Dank für Ihre Nachricht → vielen Dank für Ihre Antwort auf unsere
	// Rückfrage; お問い合わせいただき → 弊社からのご質問にご回答いただき.
	{"b69c_readers_initiative_acknowledged_as_answer_to_our_query", "first", func(lang, s string) string {
		return ho69cThanks(lang, s, "$1 Ihre Antwort auf unsere Rückfrage", "弊社からのお問い合わせにご回答いただき",
			"このたびは弊社からのご案内にご回答いただき", "弊社からのご質問にご回答いただき", "${1}からのご質問にご回答いただき")
	}},

	// The thanks credit the reader with the writer's own service (delivering, repairing,
	// sending the invoice or the quote): vielen Dank für Ihre Nachricht → vielen Dank
	// für Ihre Lieferung; お問い合わせいただき → 請求書をお送りいただき.
	{"b69c_thanks_credit_reader_with_writers_own_service", "first", func(lang, s string) string {
		return ho69cThanks(lang, s, "$1 Ihre Lieferung", "いつも商品をお届けいただき",
			"このたびは${1}をしていただき", "請求書をお送りいただき", "${1}にお見積もりをお送りいただき")
	}},
}

// ho69cChanged gives the golden's and the damaged text's line (or sentence) around
// their first difference, at most 120 runes each.
func ho69cChanged(a, b string) (string, string) {
	ra, rb := []rune(a), []rune(b)
	p := 0
	for p < len(ra) && p < len(rb) && ra[p] == rb[p] {
		p++
	}
	q := 0
	for q < len(ra)-p && q < len(rb)-p && ra[len(ra)-1-q] == rb[len(rb)-1-q] {
		q++
	}
	isEnd := func(r rune) bool { return r == '\n' || r == '。' }
	start := p
	for start > 0 && !isEnd(ra[start-1]) && p-start < 60 {
		start--
	}
	if strings.TrimSpace(string(ra[start:len(ra)-q])) == "" {
		// An insertion between lines: show it with the line before it.
		for start > 0 && ra[start-1] == '\n' {
			start--
		}
		for start > 0 && !isEnd(ra[start-1]) && p-start < 100 {
			start--
		}
	}
	span := func(rs []rune, end int) string {
		for end < len(rs) && !isEnd(rs[end]) && end-start < 120 {
			end++
		}
		if end < len(rs) && rs[end] == '。' {
			end++
		}
		return string(rs[start:end])
	}
	return span(ra, len(ra)-q), span(rb, len(rb)-q)
}
