package grade

// Blind batch 58a: neighbouring tasks and wrong perspectives at one place. Every kind
// keeps the rest of the answer and makes one sentence, value or line do a neighbouring
// job or speak from the wrong side: a reader request answered in the reader's own
// first person, the reader's order claimed by the writer, a summary figure judged in
// the summariser's opinion, a summary's last fact swapped for advice, a reported request
// answered with a reassurance to "Sie", a JSON value, key or table cell in the case's
// other language, a commitment marked as an unconfirmed internal note, a letter that
// admits it was written on instruction, a delivery sentence addressed to the forwarder,
// a letter sentence framed as a summary of the sender, a summary signed off like a
// letter, a sentence or fact replaced by the prompt instruction that asked for it, and
// an instruction told as a description of what exists.

import (
	"regexp"
	"strings"
	"unicode"
)

// ho58aRule rewrites the first match of re with to (regexp template).
type ho58aRule struct {
	re *regexp.Regexp
	to string
}

func ho58aR(re, to string) ho58aRule { return ho58aRule{regexp.MustCompile(re), to} }

// ho58aApplyFirst applies the first rule that matches, at its first match only.
func ho58aApplyFirst(s string, rules []ho58aRule) string {
	for _, r := range rules {
		loc := r.re.FindStringSubmatchIndex(s)
		if loc == nil {
			continue
		}
		dst := r.re.ExpandString(nil, r.to, s, loc)
		return s[:loc[0]] + string(dst) + s[loc[1]:]
	}
	return s
}

var (
	ho58aNumbered  = regexp.MustCompile(`(?m)^\d+\. `)
	ho58aBullet    = regexp.MustCompile(`^(\s*(?:[-*] |・))`)
	ho58aDeAmount  = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} ?€`)
	ho58aJaAmount  = regexp.MustCompile(`\d{1,3}(?:,\d{3})+(?:万|億)?円`)
	ho58aDeRequest = regexp.MustCompile(`(?m)(^|[.!?] )Bitte (\p{Ll}+)en Sie([ ,][^.!?\n]*?)(\.)`)
	ho58aDeStep    = regexp.MustCompile(`(?m)^(\d+\. )(\p{Lu}\p{Ll}+)en Sie([ ,][^.;!?\n]*?)([.;])`)
	ho58aDeSieWord = regexp.MustCompile(`\bSie\b`)
	ho58aDePron    = regexp.MustCompile(`\b(Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihr|Ihnen|Sie|wir|uns|unsere|unseren|unserem|unserer|unser)\b`)
	ho58aJaRequest = regexp.MustCompile(`(?:お|ご)(\p{Han}{1,4}り?)(?:くださいますようお願いいたします|ください)([。：])`)
	ho58aDeWish    = regexp.MustCompile(`\b(?:bittet|wünscht)\b|Gewünscht`)
	ho58aJaWish    = regexp.MustCompile(`希望|求めている|心配されている`)
	ho58aDeWir     = regexp.MustCompile(`\b[Ww]ir\b`)
	ho58aJaOwnAct  = regexp.MustCompile(`いたします|いたしました|申し上げます`)
	ho58aDeDeliver = regexp.MustCompile(`[Ll]iefer|Versand|versend|senden|zustell`)
	ho58aJaDeliver = regexp.MustCompile(`お届け|発送|配送|お送り`)
	ho58aDeCell    = regexp.MustCompile(`\| (\d+) Wochen \|`)
	ho58aJaCell    = regexp.MustCompile(`\| (\d+)箱 \|`)
)

var ho58aDePronSwap = map[string]string{
	"Ihre": "meine", "Ihren": "meinen", "Ihrem": "meinem", "Ihrer": "meiner", "Ihres": "meines", "Ihr": "mein",
	"Ihnen": "mir", "Sie": "mich", "wir": "Sie", "uns": "Sie", "unsere": "Ihre", "unseren": "Ihren", "unserem": "Ihrem",
	"unserer": "Ihrer", "unser": "Ihr",
}

// ho58aIsLetter tells a letter or reply (a salutation line first) from other text.
func ho58aIsLetter(lang, s string) bool {
	if !strings.Contains(s, "\n") {
		return false
	}
	first := strings.TrimSpace(strings.SplitN(s, "\n", 2)[0])
	if lang == "de" {
		return strings.HasPrefix(first, "Sehr geehrte") || strings.HasPrefix(first, "Guten Tag") || strings.HasPrefix(first, "Hallo")
	}
	if len([]rune(first)) > 16 || strings.ContainsAny(first, "。、|") {
		return false
	}
	for _, suf := range []string{"様", "部長", "課長", "殿", "御中"} {
		if strings.HasSuffix(first, suf) {
			return true
		}
	}
	return false
}

// ho58aIsReport tells a summary-like prose answer (not a letter, not a procedure, at
// least 40 characters with a sentence end); tables pass only when allowTable.
func ho58aIsReport(lang, s string, allowTable bool) bool {
	if ho58aIsLetter(lang, s) || ho58aNumbered.MatchString(s) {
		return false
	}
	if strings.Contains(s, "|") {
		return allowTable
	}
	if len([]rune(s)) < 40 {
		return false
	}
	return strings.Contains(s, "。") || strings.Contains(s, ". ") || strings.HasSuffix(strings.TrimSpace(s), ".")
}

// ho58aReplaceSentence replaces a sentence but keeps its bullet marker and trailing space.
func ho58aReplaceSentence(old, nw string) string {
	prefix := ""
	if m := ho58aBullet.FindString(old); m != "" {
		prefix = m
	}
	trail := old[len(strings.TrimRight(old, " ")):]
	return prefix + nw + trail
}

// ho58aAppendToSentence appends add to a sentence, closing it first if it is open.
func ho58aAppendToSentence(lang, old, add string) string {
	body := strings.TrimRight(old, " ")
	trail := old[len(body):]
	if lang == "ja" {
		if !strings.HasSuffix(body, "。") {
			body += "。"
		}
		return body + add + trail
	}
	if !strings.HasSuffix(body, ".") {
		body += "."
	}
	return body + " " + add + trail
}

func ho58aUpperFirst(s string) string {
	rs := []rune(s)
	if len(rs) == 0 {
		return s
	}
	rs[0] = unicode.ToUpper(rs[0])
	return string(rs)
}

// ho58aPrefixSentence puts pre before a sentence (after leading spaces).
func ho58aPrefixSentence(old, pre string, upper bool) string {
	body := strings.TrimLeft(old, " ")
	lead := old[:len(old)-len(body)]
	if upper {
		body = ho58aUpperFirst(body)
	}
	return lead + pre + body
}

// ho58aPickSentence changes the first (or last) sentence after the first line that
// pred accepts, with f; s unchanged without one.
func ho58aPickSentence(lang, s string, last bool, pred func(string) bool, f func(string) string) string {
	split, refs := hoAllSentences(lang, s)
	pick := -1
	for k, r := range refs {
		if r.line == 0 && ho58aIsLetter(lang, s) {
			continue
		}
		if strings.TrimSpace(split[r.line][r.idx]) == "" || !pred(split[r.line][r.idx]) {
			continue
		}
		pick = k
		if !last {
			break
		}
	}
	if pick < 0 {
		return s
	}
	r := refs[pick]
	old := split[r.line][r.idx]
	nw := f(old)
	if nw == old {
		return s
	}
	split[r.line][r.idx] = nw
	return hoJoin(split)
}

var (
	// A reader instruction told as a description of what exists.
	ho58aDescribeRules = []ho58aRule{
		ho58aR(`Gehen Sie am Bedienteil der Wärmepumpe zu „Einstellungen > Netzwerk“ und wählen Sie „Kopplung starten“\.`,
			"Am Bedienteil der Wärmepumpe gibt es unter „Einstellungen > Netzwerk“ die Funktion „Kopplung starten“."),
		ho58aR(`スマートフォンの Bluetooth をオンにしてから、アプリのホーム画面で「機器を追加」を選び、一覧から「カラダノート S5」を選択します。`,
			"スマートフォンの Bluetooth がオンになっていると、アプリのホーム画面の「機器を追加」の一覧に「カラダノート S5」が表示されます。"),
		ho58aR(`Bitte bringen Sie Ihre Versichertenkarte mit\.`, "Die Versichertenkarte wird in unserer Praxis mit einem Kartenlesegerät eingelesen."),
		ho58aR(`Bitte schicken Sie die defekte Lampe mit dem beiliegenden Rücksendeetikett an uns zurück;`,
			"Der Sendung liegt ein Rücksendeetikett für die defekte Lampe bei;"),
		ho58aR(`破損品は、交換品に同梱の返送用伝票でご返送ください。`, "交換品には、返送用伝票が同梱されています。"),
	}
	// A letter sentence replaced by the prompt instruction that asked for it.
	ho58aLetterTaskRules = []ho58aRule{
		ho58aR(`hiermit bestätigen wir Ihren Kontrolltermin[^\n]*`,
			"Bestätige Frau Lena Schäfer ihren Termin zur Kontrolle am Montag, 26. Oktober 2026, um 10:30 Uhr in der Zahnarztpraxis Dr. Öztürk, Gärtnerweg 7."),
		ho58aR(`Bei Fragen sind wir gern für Sie da\.`, "Schreibe eine kurze, höfliche Antwort an den Kunden."),
		ho58aR(`Die Rechnung senden wir wie gewohnt an Ihre Rechnungsanschrift:`, "Nennen Sie die unveränderte Rechnungsanschrift:"),
		ho58aR(`Falls die Verbindung nicht klappt:`, "Die Anleitung soll mit Hinweisen zur Fehlerbehebung enden:"),
		ho58aR(`Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen\.`, "Gib nur die Übersetzung aus."),
		ho58aR(`お待たせしてしまい、誠に申し訳ございません。`, "小林 恵子様へ、配送遅延のお詫びメールを書いてください。"),
		ho58aR(`このたびは修理のご依頼をいただき、誠にありがとうございます。`, "渡辺 弘様に、出張修理の訪問日時を確認するメールを、です・ます調で書いてください。"),
		ho58aR(`お問い合わせいただき、ありがとうございます。`, "次のお問い合わせに、です・ます調で返信してください。"),
		ho58aR(`うまくつながらない場合は、以下の点をご確認ください。`, "最後に、うまくつながらない場合の確認事項を書いてください。"),
		ho58aR(`^佐藤部長\n`, "宛先の Herr Sato は当社の佐藤部長です。\n"),
		ho58aR(`今後ともよろしくお願いいたします。`, "要約（200字以内）と返信文をJSONで出力してください。"),
	}
	// A summary fact replaced by the prompt instruction that asked for it.
	ho58aReportTaskRules = []ho58aRule{
		ho58aR(`Frau Köhler bittet um ein Rücksendeetikett\.`, "Nenne Bestellnummer, Betrag, Daten und das gewünschte Vorgehen."),
		ho58aR(`Die nächste Sitzung findet am 12\.11\.2026 statt\.`, "Übernehmen Sie alle Daten und Beträge."),
		ho58aR(`Sie bittet darum, dass noch am selben Tag ein Installateur kommt\.`, "Schreibe alle Namen exakt wie in der Notiz."),
		ho58aR(`Entscheidung: Herr Strauß bittet, die Mehrkosten und den neuen Termin bis zum 21\.10\.2026 freizugeben\.`,
			"Nenne Termine, Beträge und die erbetene Entscheidung."),
		ho58aR(`Empfehlung: [^\n]*`, "Empfehlen Sie darunter in einem Satz, beginnend mit „Empfehlung:“, das günstigste Angebot mit mindestens 3 Jahren Garantie."),
		ho58aR(`髙橋様は月末の給与計算に間に合うかを心配されている。`, "固有名詞とエラーコードは原文どおりに書いてください。"),
		ho58aR(`・営業の担当は[^\n]*`, "・人名は役職付きで書いてください。"),
		ho58aR(`10月20日の経営会議で、延期と予備費支出の承認を求めている。`, "日付・金額・固有名詞は正確に残してください。"),
		ho58aR(`納品希望日：2026年11月2日`, "表の下に、合計（税抜）と納品希望日（西暦）をそれぞれ1行で書いてください。"),
		ho58aR(`写真で破損を確認済みで、交換品は10月19日に発送予定。`, "要約（200字以内）と返信文をJSONで出力してください。"),
	}
	// One JSON key written in the wording and language of the source document.
	ho58aKeyRules = []ho58aRule{
		ho58aR(`"payment":`, `"お支払い方法":`),
		ho58aR(`"monthly_fee":`, `"月額料金":`),
		ho58aR(`"city":`, `"Wohnort":`),
		ho58aR(`"reply":`, `"返信文":`),
	}
	// The reader's order or act claimed by the writer in the first person.
	ho58aOwnOrderRules = []ho58aRule{
		ho58aR(`\bIhre Bestellung\b`, "meine Bestellung"),
		ho58aR(`\baus der Bestellung\b`, "aus meiner Bestellung"),
		ho58aR(`\bder von Ihnen bestellten\b`, "der von mir bestellten"),
		ho58aR(`ご注文番号`, "私が注文した注文番号"),
		ho58aR(`ユーザーを1名追加していただいたため`, "私がユーザーを1名追加したため"),
		ho58aR(`お送りいただいた写真`, "私が送った写真"),
	}
)

// ho58aOtherLangValue maps a JSON value to the case's other language.
var ho58aOtherLangValue = map[string]string{
	"EUR":      "ユーロ",
	"クレジットカード": "Kreditkarte",
	"交換用パッキン":  "Ersatzdichtung",
	"契約期間中の途中解約はできません。":           "Eine Kündigung während der Vertragslaufzeit ist nicht möglich.",
	"初期費用は不要です。":                  "Keine Einrichtungsgebühr.",
	"Backofenthermometer Präzisa": "オーブン温度計 Präzisa",
}

var heldOutBatch58a = []heldOutKind{
	// A reader request answered in the reader's own first person, as if the customer
	// wrote back: Bitte bringen Sie Ihre Versichertenkarte mit. → Ich bringe meine
	// Versichertenkarte mit.; 本メールにご返信ください。 → 本メールに私が返信します。
	{"b58a_reader_request_turned_into_readers_first_person_promise", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho58aJaRequest, s, func(m []string) string {
				verb := m[1] + "します"
				if strings.HasSuffix(m[1], "り") {
					verb = m[1] + "ます"
				}
				return "私が" + verb + m[2]
			})
		}
		swap := func(rest string) string {
			return ho58aDePron.ReplaceAllStringFunc(rest, func(w string) string { return ho58aDePronSwap[w] })
		}
		if loc := ho58aDeRequest.FindStringSubmatchIndex(s); loc != nil {
			m := func(i int) string { return s[loc[2*i]:loc[2*i+1]] }
			return s[:loc[0]] + m(1) + "Ich " + m(2) + "e" + swap(m(3)) + m(4) + s[loc[1]:]
		}
		for _, loc := range ho58aDeStep.FindAllStringSubmatchIndex(s, -1) {
			rest := s[loc[6]:loc[7]]
			if ho58aDeSieWord.MatchString(rest) {
				continue
			}
			return s[:loc[0]] + s[loc[2]:loc[3]] + "Ich " + strings.ToLower(s[loc[4]:loc[5]]) + "e" + swap(rest) + s[loc[8]:loc[9]] + s[loc[1]:]
		}
		return s
	}},
	// The reader's own order or act claimed by the writer ("ich habe bestellt" in the
	// company's letter): Gern liefern wir Ihre Bestellung WE-20417 → Gern liefern wir
	// meine Bestellung WE-20417; ご注文番号WS-30982の → 私が注文した注文番号WS-30982の.
	{"b58a_readers_order_or_act_claimed_by_writer_as_own", "first", func(lang, s string) string {
		if !ho58aIsLetter(lang, s) {
			return s
		}
		return ho58aApplyFirst(s, ho58aOwnOrderRules)
	}},
	// A summary figure judged in the summariser's own opinion: … zusammen 21.150,00 €.
	// → … zusammen 21.150,00 €. Meiner Meinung nach ist dieser Betrag deutlich zu hoch.
	{"b58a_summary_amount_judged_excessive_in_writers_opinion", "first", func(lang, s string) string {
		if !ho58aIsReport(lang, s, true) {
			return s
		}
		re, add := ho58aDeAmount, "Meiner Meinung nach ist dieser Betrag deutlich zu hoch."
		if lang == "ja" {
			re, add = ho58aJaAmount, "この金額は、私見では高すぎると思います。"
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			line := strings.Join(split[r.line], "")
			if strings.HasPrefix(strings.TrimSpace(line), "|") {
				continue
			}
			old := split[r.line][r.idx]
			if re.MatchString(old) {
				split[r.line][r.idx] = ho58aAppendToSentence(lang, old, add)
				return hoJoin(split)
			}
		}
		return s
	}},
	// A summary's last fact replaced by generic advice: - Die nächste Sitzung findet
	// am 12.11.2026 statt. → - Es empfiehlt sich, den Vorgang zeitnah weiterzuverfolgen.
	{"b58a_summary_last_fact_replaced_by_generic_advice", "first", func(lang, s string) string {
		if !ho58aIsReport(lang, s, false) {
			return s
		}
		advice := "Es empfiehlt sich, den Vorgang zeitnah weiterzuverfolgen."
		if lang == "ja" {
			advice = "早めに対応することをおすすめします。"
		}
		split, refs := hoAllSentences(lang, s)
		for k := len(refs) - 1; k >= 0; k-- {
			r := refs[k]
			old := split[r.line][r.idx]
			if strings.TrimSpace(old) == "" {
				continue
			}
			split[r.line][r.idx] = ho58aReplaceSentence(old, advice)
			return hoJoin(split)
		}
		return s
	}},
	// A reported request in a summary answered with a reassurance to the reader, as if
	// the summary were the reply: - Frau Köhler bittet um ein Rücksendeetikett. → - Wir
	// kümmern uns sofort darum und melden uns umgehend bei Ihnen.
	{"b58a_summary_request_line_answered_with_reassurance_to_reader", "first", func(lang, s string) string {
		if !ho58aIsReport(lang, s, false) {
			return s
		}
		re, nw := ho58aDeWish, "Wir kümmern uns sofort darum und melden uns umgehend bei Ihnen."
		if lang == "ja" {
			re, nw = ho58aJaWish, "ご要望には早急に対応いたしますので、どうぞご安心ください。"
		}
		return ho58aPickSentence(lang, s, false, re.MatchString, func(old string) string { return ho58aReplaceSentence(old, nw) })
	}},
	// One JSON value or table cell written in the case's other language: "currency":
	// "EUR" → "ユーロ"; "payment": "クレジットカード" → "Kreditkarte"; | 6 Wochen | → | 6週間 |.
	{"b58a_structured_value_or_cell_in_cases_other_language", "first", func(lang, s string) string {
		if v, ok := ho58aOtherLangValue[s]; ok {
			return v
		}
		if !strings.Contains(s, "|") {
			return s
		}
		if lang == "de" {
			return hoFirstMatch(ho58aDeCell, s, func(m []string) string { return "| " + m[1] + "週間 |" })
		}
		return hoFirstMatch(ho58aJaCell, s, func(m []string) string { return "| " + m[1] + " Kartons |" })
	}},
	// One JSON key written in the wording and language of the source document:
	// "payment": → "お支払い方法":; "city": → "Wohnort":.
	{"b58a_json_one_key_in_source_documents_language", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		return ho58aApplyFirst(s, ho58aKeyRules)
	}},
	// The letter's last dated commitment marked as an unconfirmed internal item:
	// Die Lieferung erfolgt am 12.11.2026 … → [intern: noch nicht bestätigt] Die Lieferung
	// erfolgt am 12.11.2026 …; 新しいお届け予定日は… → 【社内メモ：未確定】新しいお届け予定日は…
	{"b58a_dated_commitment_marked_as_unconfirmed_internal_item", "first", func(lang, s string) string {
		if !ho58aIsLetter(lang, s) {
			return s
		}
		pre := "[intern: noch nicht bestätigt] "
		if lang == "ja" {
			pre = "【社内メモ：未確定】"
		}
		return ho58aPickSentence(lang, s, true, func(x string) bool { return len(hoDates(lang, x)) > 0 },
			func(old string) string { return ho58aPrefixSentence(old, pre, false) })
	}},
	// The letter admits at its start that it was written on someone's instruction:
	// vielen Dank für Ihre Nachricht. → Ich wurde beauftragt, Ihnen diese Nachricht zu
	// schreiben. Vielen Dank für Ihre Nachricht.
	{"b58a_letter_admits_being_written_on_instruction", "first", func(lang, s string) string {
		if !ho58aIsLetter(lang, s) {
			return s
		}
		lines := strings.Split(s, "\n")
		for i := 1; i < len(lines); i++ {
			if strings.TrimSpace(lines[i]) == "" {
				continue
			}
			if lang == "ja" {
				lines[i] = "本メールは、担当者からの指示を受けて作成した文面です。" + lines[i]
			} else {
				lines[i] = "Ich wurde beauftragt, Ihnen diese Nachricht zu schreiben. " + ho58aUpperFirst(lines[i])
			}
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// A delivery sentence of the letter addressed to the forwarder instead of the
	// reader: Die Lieferung erfolgt am 12.11.2026 … → An die Spedition, bitte so
	// umsetzen: Die Lieferung erfolgt am 12.11.2026 …
	{"b58a_delivery_sentence_addressed_to_forwarder", "first", func(lang, s string) string {
		if !ho58aIsLetter(lang, s) {
			return s
		}
		re, pre := ho58aDeDeliver, "An die Spedition, bitte so umsetzen: "
		if lang == "ja" {
			re, pre = ho58aJaDeliver, "配送業者様へ（この内容で手配をお願いします）："
		}
		f := func(old string) string { return ho58aPrefixSentence(old, pre, true) }
		if nw := ho58aPickSentence(lang, s, false, func(x string) bool { return re.MatchString(x) && len(hoDates(lang, x)) > 0 }, f); nw != s {
			return nw
		}
		return ho58aPickSentence(lang, s, false, re.MatchString, f)
	}},
	// A sentence of the letter framed as a summary of what the sender says:
	// Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. → Der Absender teilt
	// mit: Wir senden Ihnen …; クーポンをお送りいたします。 → 差出人によると、…お送りいたします。
	{"b58a_letter_sentence_framed_as_report_about_sender", "first", func(lang, s string) string {
		if !ho58aIsLetter(lang, s) {
			return s
		}
		re, pre := ho58aDeWir, "Der Absender teilt mit: "
		if lang == "ja" {
			re, pre = ho58aJaOwnAct, "差出人によると、"
		}
		first := strings.SplitN(s, "\n", 2)[0]
		return hoMiddleSentence(lang, s, func(x string) string {
			if x == first || !re.MatchString(x) {
				return x
			}
			return ho58aPrefixSentence(x, pre, lang == "de")
		})
	}},
	// A summary signed off like a customer-service letter: … findet am 12.11.2026
	// statt. → … statt.\n\nMit freundlichen Grüßen\nIhr Kundenservice
	{"b58a_summary_signed_off_like_service_letter", "first", func(lang, s string) string {
		if !ho58aIsReport(lang, s, true) {
			return s
		}
		if lang == "ja" {
			return s + "\n\n今後ともよろしくお願いいたします。\nカスタマーサポート担当"
		}
		return s + "\n\nMit freundlichen Grüßen\nIhr Kundenservice"
	}},
	// A letter sentence replaced by the prompt instruction it was to carry out:
	// hiermit bestätigen wir Ihren Kontrolltermin … → Bestätige Frau Lena Schäfer ihren
	// Termin zur Kontrolle …; お問い合わせいただき、ありがとうございます。 → 次のお問い合わせに、
	// です・ます調で返信してください。
	{"b58a_letter_sentence_replaced_by_its_prompt_instruction", "first", func(lang, s string) string {
		return ho58aApplyFirst(s, ho58aLetterTaskRules)
	}},
	// A summary fact replaced by the prompt instruction that asked for it:
	// - Frau Köhler bittet um ein Rücksendeetikett. → - Nenne Bestellnummer, Betrag, Daten
	// und das gewünschte Vorgehen.; 納品希望日：2026年11月2日 → 表の下に、…書いてください。
	{"b58a_summary_fact_replaced_by_its_prompt_instruction", "first", func(lang, s string) string {
		if ho58aIsLetter(lang, s) {
			return s
		}
		return ho58aApplyFirst(s, ho58aReportTaskRules)
	}},
	// A reader instruction told as a description of what exists, so nothing is asked:
	// Bitte bringen Sie Ihre Versichertenkarte mit. → Die Versichertenkarte wird in
	// unserer Praxis mit einem Kartenlesegerät eingelesen.; 4. Gehen Sie … und wählen
	// Sie „Kopplung starten“. → 4. Am Bedienteil … gibt es … die Funktion „Kopplung starten“.
	{"b58a_instruction_told_as_description_of_what_exists", "first", func(lang, s string) string {
		return ho58aApplyFirst(s, ho58aDescribeRules)
	}},
}

// ho58aFlatSentences lists a text's sentences, trimmed, without empty ones.
func ho58aFlatSentences(lang, s string) []string {
	split, _ := hoAllSentences(lang, s)
	var out []string
	for _, l := range split {
		for _, x := range l {
			if t := strings.TrimSpace(x); t != "" {
				out = append(out, t)
			}
		}
	}
	return out
}

// ho58aChangedSpan gives the golden sentences and the damaged sentences that differ.
func ho58aChangedSpan(lang, golden, damaged string) (string, string) {
	a, b := ho58aFlatSentences(lang, golden), ho58aFlatSentences(lang, damaged)
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	ja, jb := len(a), len(b)
	for ja > i && jb > i && a[ja-1] == b[jb-1] {
		ja--
		jb--
	}
	if (ja == i || jb == i) && i > 0 {
		i--
	}
	return strings.Join(a[i:ja], " "), strings.Join(b[i:jb], " ")
}

// ho58aRuneWindow gives the differing part of two texts with a little context.
func ho58aRuneWindow(a, b string) (string, string) {
	ra, rb := []rune(a), []rune(b)
	i := 0
	for i < len(ra) && i < len(rb) && ra[i] == rb[i] {
		i++
	}
	ja, jb := len(ra), len(rb)
	for ja > i && jb > i && ra[ja-1] == rb[jb-1] {
		ja--
		jb--
	}
	lo := max(i-25, 0)
	return string(ra[lo:min(ja+25, len(ra))]), string(rb[lo:min(jb+25, len(rb))])
}

// ho58aLogMax is how many changed answers a kind logs.
const ho58aLogMax = 2
