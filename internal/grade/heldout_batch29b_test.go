package grade

// Blind batch 29b: discourse-level coherence faults. Every sentence a kind adds or
// moves is grammatical and plausible on its own, but the answer as a whole now says
// something wrong: a closing that reports as done what the body schedules, a recap
// ("Zur Sicherheit noch einmal", 念のため繰り返しますと) that restates a date, time or
// amount with another value of the same answer, a summary that declares an open matter
// closed, a subject line that announces the opposite outcome, an apology for an error
// nobody made, thanks for a step the answer still asks for, a second cause or an
// "unknown cause" after the stated one, a pointer to details that do not exist, a
// no-reply footer under an invitation to reply, and a sentence in the customer's voice.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

var (
	ho29bJaAddressee = regexp.MustCompile(`(様|部長|課長|御中|先生|殿)$`)
	ho29bDeClosing   = regexp.MustCompile(`^(Mit freundlichen Grüßen|Freundliche Grüße|Viele Grüße|Bei Fragen|Für Rückfragen)`)
	ho29bJaClosing   = regexp.MustCompile(`^(今後とも|よろしくお願い|どうぞよろしく|ご不明な点)`)
	ho29bBullet      = regexp.MustCompile(`^([-*•・] ?)`)
	ho29bLabel       = regexp.MustCompile(`^[\p{L} ]{2,20}: `)
	ho29bDeAmount    = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} ?€`)
	ho29bJaAmount    = regexp.MustCompile(`(?:\d+億)?\d{1,3}(?:,\d{3})*万?円`)
	ho29bDeTime      = regexp.MustCompile(`(\d{1,2})(:\d{2})? Uhr|(zwischen|von) (\d{1,2}) (und|bis) (\d{1,2})`)
	ho29bJaTime      = regexp.MustCompile(`(\d{1,2})時`)
	ho29bWeekdayTail = regexp.MustCompile(`^ ?(?:（[月火水木金土日]）|\([月火水木金土日]\)|\((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\))`)
	ho29bDeReason    = regexp.MustCompile(`Aufgrund |aufgrund |wegen |Weil |weil |, da `)
	ho29bJaReason    = regexp.MustCompile(`により|ため、`)
	ho29bDeTrouble   = regexp.MustCompile(`verschieb|Verzöger|Verspät`)
	ho29bJaTrouble   = regexp.MustCompile(`遅れ|延期|遅延|不具合`)
	ho29bDeRequest   = regexp.MustCompile(`(?m)(^|\. )Bitte (schicken|senden|bringen|bestätigen|füllen|überweisen|legen|geben|nehmen) Sie`)
	ho29bJaRequest   = regexp.MustCompile(`(ご|お)\p{Han}+ください|お送りください|をお願いいたします`)
)

// ho29bLetter reports whether s is a letter or e-mail (salutation and closing), the
// prose the letter kinds damage.
func ho29bLetter(lang, s string) bool {
	if lang == "de" {
		return strings.Contains(s, "Sehr geehrte") || strings.Contains(s, "Mit freundlichen Grüßen")
	}
	first := strings.TrimSpace(strings.SplitN(s, "\n", 2)[0])
	return ho29bJaAddressee.MatchString(first) && strings.Contains(s, "ます")
}

func ho29bPolite(s string) bool {
	return strings.Contains(s, "ます。") || strings.Contains(s, "です。")
}

func ho29bSep(lang string) string {
	if lang == "ja" {
		return ""
	}
	return " "
}

// ho29bIsClosing reports whether a sentence starts the closing block of a letter.
func ho29bIsClosing(lang, sent string) bool {
	sent = strings.TrimSpace(sent)
	if lang == "ja" {
		return ho29bJaClosing.MatchString(sent)
	}
	return ho29bDeClosing.MatchString(sent)
}

// ho29bInsertAfter puts add after the sentence at ref: in its line when more
// sentences follow there, else as a line of its own below it (with the line's list
// marker).
func ho29bInsertAfter(lang string, split [][]string, ref sentenceRef, add string) string {
	line := split[ref.line]
	if ref.idx < len(line)-1 {
		old := line[ref.idx]
		if lang != "ja" && !strings.HasSuffix(old, " ") {
			old += " "
		}
		line[ref.idx] = old + add + ho29bSep(lang)
		return hoJoin(split)
	}
	lines := strings.Split(hoJoin(split), "\n")
	marker := ho29bBullet.FindString(lines[ref.line])
	out := append([]string{}, lines[:ref.line+1]...)
	out = append(out, marker+add)
	return strings.Join(append(out, lines[ref.line+1:]...), "\n")
}

// ho29bBeforeClosing puts add as the last sentence of the body: before the closing
// formula of a letter, else at the end (a new bullet after a list, a new sentence
// after a one-paragraph text, a new line otherwise).
func ho29bBeforeClosing(lang, s, add string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		if r.line == 0 || !ho29bIsClosing(lang, split[r.line][r.idx]) {
			continue
		}
		if r.idx > 0 {
			split[r.line][r.idx] = add + ho29bSep(lang) + split[r.line][r.idx]
			return hoJoin(split)
		}
		lines := strings.Split(s, "\n")
		at := r.line - 1
		for at > 0 && strings.TrimSpace(lines[at]) == "" {
			at--
		}
		out := append([]string{}, lines[:at+1]...)
		out = append(out, add)
		return strings.Join(append(out, lines[at+1:]...), "\n")
	}
	trimmed := strings.TrimRight(s, " \n")
	lines := strings.Split(trimmed, "\n")
	last := lines[len(lines)-1]
	switch {
	case strings.HasPrefix(last, "|"):
		return trimmed + "\n\n" + add
	case ho29bBullet.MatchString(last):
		return trimmed + "\n" + ho29bBullet.FindString(last) + add
	case len(lines) == 1:
		return trimmed + ho29bSep(lang) + add
	}
	return trimmed + "\n" + add
}

// ho29bAfterOpening puts add after the first sentence of the body (not the
// salutation, not a subject or heading line).
func ho29bAfterOpening(lang, s, add string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		if r.line == 0 {
			continue
		}
		sent := strings.TrimSpace(split[r.line][r.idx])
		if utf8.RuneCountInString(sent) < 12 || !(strings.HasSuffix(sent, "。") || strings.HasSuffix(sent, ".")) {
			continue
		}
		return ho29bInsertAfter(lang, split, r, add)
	}
	return s
}

// ho29bAfterMatch puts add after the first body sentence that match reports.
func ho29bAfterMatch(lang, s string, match func(string) bool, add string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		if match(split[r.line][r.idx]) {
			return ho29bInsertAfter(lang, split, r, add)
		}
	}
	return s
}

// ho29bHasReason reports a stated cause of a delay or fault.
func ho29bHasReason(lang, s string) bool {
	if lang == "ja" {
		return ho29bJaReason.MatchString(s)
	}
	return ho29bDeReason.MatchString(s)
}

func ho29bHasRequest(lang, s string) bool {
	if lang == "ja" {
		for _, sent := range hoSentences(lang, strings.ReplaceAll(s, "\n", "")) {
			if ho29bJaRequest.MatchString(sent) && !strings.Contains(sent, "場合") && !strings.Contains(sent, "ましたら") {
				return true
			}
		}
		return false
	}
	return ho29bDeRequest.MatchString(s)
}

func ho29bIsRequestSentence(lang string) func(string) bool {
	return func(sent string) bool {
		if lang == "ja" {
			return ho29bJaRequest.MatchString(sent) && !strings.Contains(sent, "場合") && !strings.Contains(sent, "ましたら")
		}
		return ho29bDeRequest.MatchString(sent)
	}
}

// ho29bRestatement builds a "once more, to be safe" recap of a sentence of s with one
// value replaced by another value of s: values lists the values of a sentence, pick
// chooses the candidate sentence (the first or the last with exactly one value).
func ho29bRestatement(lang, s string, values func(string) []string, last bool) string {
	all := values(s)
	distinct := map[string]bool{}
	for _, v := range all {
		distinct[v] = true
	}
	if len(distinct) < 2 {
		return s
	}
	letter := ho29bLetter(lang, s)
	split, refs := hoAllSentences(lang, s)
	var cand string
	var val string
	for _, r := range refs {
		sent := strings.TrimSpace(split[r.line][r.idx])
		if r.line == 0 && letter || strings.Contains(sent, "|") {
			continue
		}
		vs := values(sent)
		if len(vs) != 1 {
			continue
		}
		max := 220
		if lang == "ja" {
			max = 90
		}
		if utf8.RuneCountInString(sent) > max {
			continue
		}
		cand, val = sent, vs[0]
		if !last {
			break
		}
	}
	if cand == "" {
		return s
	}
	other := ""
	for _, v := range all {
		if v != val {
			other = v
			break
		}
	}
	i := strings.Index(cand, val)
	tail := cand[i+len(val):]
	tail = ho29bWeekdayTail.ReplaceAllString(tail, "")
	rest := cand[:i] + other + tail
	rest = ho29bBullet.ReplaceAllString(rest, "")
	rest = ho29bLabel.ReplaceAllString(rest, "")
	var add string
	switch {
	case lang != "ja":
		add = "Zur Sicherheit noch einmal: " + rest
	case ho29bPolite(s):
		add = "念のため繰り返しますと、" + rest
	default:
		add = "改めて整理すると、" + rest
	}
	if lang == "ja" && !strings.HasSuffix(add, "。") {
		add += "。"
	}
	if lang != "ja" && !strings.HasSuffix(add, ".") {
		add += "."
	}
	return ho29bBeforeClosing(lang, s, add)
}

func ho29bDatesOf(lang string) func(string) []string {
	return func(s string) []string { return hoDates(lang, s) }
}

func ho29bAmountsOf(lang string) func(string) []string {
	return func(s string) []string {
		if lang == "ja" {
			return ho29bJaAmount.FindAllString(s, -1)
		}
		return ho29bDeAmount.FindAllString(s, -1)
	}
}

func ho29bShiftHour(h string) string {
	n, _ := strconv.Atoi(h)
	if n >= 21 {
		return strconv.Itoa(n - 3)
	}
	return strconv.Itoa(n + 2)
}

// ho29bShiftTimes moves every clock hour of a sentence by two hours.
func ho29bShiftTimes(lang, sent string) string {
	if lang == "ja" {
		return ho29bJaTime.ReplaceAllStringFunc(sent, func(m string) string {
			return ho29bShiftHour(strings.TrimSuffix(m, "時")) + "時"
		})
	}
	return ho29bDeTime.ReplaceAllStringFunc(sent, func(m string) string {
		sm := ho29bDeTime.FindStringSubmatch(m)
		if sm[1] != "" {
			return ho29bShiftHour(sm[1]) + sm[2] + " Uhr"
		}
		return sm[3] + " " + ho29bShiftHour(sm[4]) + " " + sm[5] + " " + ho29bShiftHour(sm[6])
	})
}

func ho29bHasTime(lang, s string) bool {
	if lang == "ja" {
		return ho29bJaTime.MatchString(s)
	}
	return ho29bDeTime.MatchString(s)
}

// ho29bTimeRecap restates the first sentence with a clock time, every hour shifted.
func ho29bTimeRecap(lang, s string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		sent := strings.TrimSpace(split[r.line][r.idx])
		if r.line == 0 && ho29bLetter(lang, s) || strings.Contains(sent, "|") || !ho29bHasTime(lang, sent) {
			continue
		}
		if ho29bBullet.MatchString(sent) || regexp.MustCompile(`^\d+\. `).MatchString(sent) {
			continue
		}
		rest := ho29bLabel.ReplaceAllString(ho29bShiftTimes(lang, sent), "")
		var add string
		switch {
		case lang != "ja":
			add = "Zur Sicherheit noch einmal: " + rest
		case ho29bPolite(s):
			add = "念のため繰り返しますと、" + strings.Replace(rest, "：", "は", 1)
			if !strings.HasSuffix(add, "。") {
				add += "です。"
			}
		default:
			add = "改めて整理すると、" + rest
		}
		if lang != "ja" && !strings.HasSuffix(add, ".") {
			add += "."
		}
		return ho29bBeforeClosing(lang, s, add)
	}
	return s
}

// ho29bByLang picks the German, the polite Japanese or the plain Japanese sentence.
func ho29bByLang(lang, s, de, jaPolite, jaPlain string) string {
	switch {
	case lang != "ja":
		return de
	case ho29bPolite(s) || ho29bLetter(lang, s):
		return jaPolite
	}
	return jaPlain
}

var (
	ho29bDeShipping  = regexp.MustCompile(`Lieferung erfolgt|senden Ihnen|liefern wir|Versand|versenden`)
	ho29bJaShipping  = regexp.MustCompile(`発送|お届け|配送`)
	ho29bDeVisit     = regexp.MustCompile(`Termin|Besuch`)
	ho29bJaVisit     = regexp.MustCompile(`訪問日時|修理`)
	ho29bDePending   = regexp.MustCompile(`bittet|steht noch aus|Gewünscht ist|freizugeben`)
	ho29bJaPending   = regexp.MustCompile(`求めている|希望|予定|回答する|心配|提案`)
	ho29bDeChange    = regexp.MustCompile(`verschiebt|verschoben|Verschiebung`)
	ho29bJaChange    = regexp.MustCompile(`延期|遅れ|遅延`)
	ho29bDeConfirmed = regexp.MustCompile(`bestätigen wir|erfolgt am|senden Ihnen am|verschiebt sich`)
	ho29bJaConfirmed = regexp.MustCompile(`確定いたしました|予定日は|発送いたします`)
	ho29bDeApology   = regexp.MustCompile(`leid|[Ee]ntschuldig|bedauern`)
	ho29bJaApology   = regexp.MustCompile(`申し訳|お詫び|おわび`)
	ho29bDeComplaint = regexp.MustCompile(`defekt|flackert|Mangel|Unannehmlichkeiten|tut uns leid`)
	ho29bJaComplaint = regexp.MustCompile(`破損|割れ|不具合|ご迷惑|遅れ`)
	ho29bDeReplyInv  = regexp.MustCompile(`Bei Fragen|Rückfragen|antworten Sie|melden Sie sich`)
	ho29bJaReplyInv  = regexp.MustCompile(`ご返信ください|お問い合わせください|ご連絡ください|ご連絡くださいますよう`)
	ho29bDeNet       = regexp.MustCompile(`zzgl\.|netto|Netto|exkl\.`)
	ho29bDeGross     = regexp.MustCompile(`inkl\.|brutto|Brutto`)
	ho29bDeRegular   = regexp.MustCompile(`wie gewohnt|weiterhin|gute Zusammenarbeit|guten Zusammenarbeit|erneut`)
	ho29bJaRegular   = regexp.MustCompile(`いつも|引き続き|今月から|毎月`)
	ho29bDeExtraCost = regexp.MustCompile(`Mehrkosten|Zusatzkosten|Aufpreis`)
	ho29bJaExtraCost = regexp.MustCompile(`追加費用|追加料金|加算`)
	ho29bDeDefect    = regexp.MustCompile(`Mangel|defekt|flackert|beschädigt`)
	ho29bJaDefect    = regexp.MustCompile(`割れ|破損|取り込めない|エラー`)
	ho29bDePerson    = regexp.MustCompile(`(Frau|Herr) (?:Dr\. |Prof\. )*\p{Lu}\p{L}+`)
	ho29bJaPerson    = regexp.MustCompile(`\p{Han}{1,4}様`)
	ho29bDeGrant     = regexp.MustCompile(`Gern liefern|bestätigen wir|senden Ihnen|kostenlos`)
	ho29bJaGrant     = regexp.MustCompile(`確定いたしました|発送いたします|お届けできる見込み`)
	ho29bDeAmountAny = regexp.MustCompile(`\d,\d\d ?€`)
	ho29bJaAmountAny = regexp.MustCompile(`\d円|\dユーロ`)
)

func ho29bMatch(lang, s string, de, ja *regexp.Regexp) bool {
	if lang == "ja" {
		return ja.MatchString(s)
	}
	return de.MatchString(s)
}

// ho29bDeixis turns a pointer to what follows into a pointer to what came before,
// where nothing did.
var ho29bDeixisJa = []struct{ from, to string }{
	{"下記のとおり", "上記のとおり"}, {"次の手順", "前述の手順"}, {"以下の点", "上記の点"},
	{"次の宛先", "上記の宛先"}, {"下記", "上記"}, {"以下の", "上記の"}, {"次の", "前述の"},
}

var ho29bDeixisDe = []struct{ from, to string }{
	{"wie folgt", "wie oben beschrieben"}, {"folgenden", "oben genannten"}, {"folgende", "oben genannte"},
	{"nachstehend", "vorstehend"}, {"Folgendes", "das oben Genannte"}, {"unten", "oben"},
}

func ho29bDeixis(lang, s string) string {
	table := ho29bDeixisDe
	if lang == "ja" {
		table = ho29bDeixisJa
	}
	for _, p := range table {
		if i := strings.Index(s, p.from); i >= 0 {
			return s[:i] + p.to + s[i+len(p.from):]
		}
	}
	return s
}

var heldOutBatch29b = []heldOutKind{
	// A letter that schedules a shipment says, before its closing, that it has arrived.
	// de: … senden Ihnen am 20.10.2026 … → + "Ihre Sendung wurde inzwischen bereits zugestellt."
	// ja: …10月19日に発送いたします… → + 「なお、今回のお品物はすでに発送を完了しております。」
	{"b29b_closing_reports_planned_shipment_done", "longest", func(lang, s string) string {
		if !ho29bLetter(lang, s) || !ho29bMatch(lang, s, ho29bDeShipping, ho29bJaShipping) {
			return s
		}
		return ho29bBeforeClosing(lang, s, ho29bByLang(lang, s,
			"Ihre Sendung wurde inzwischen bereits zugestellt.",
			"なお、今回のお品物はすでに発送を完了しております。", ""))
	}},
	// A letter about a future visit or delivery closes with a courtesy that presumes it
	// is over. de: Kontrolltermin am 26. Oktober → + "Wir hoffen, Sie waren mit Ihrem
	// Besuch bei uns zufrieden." ja: 訪問日時：10月23日 → + 「先日の作業にご満足いただけましたら幸いです。」
	{"b29b_closing_courtesy_treats_future_event_as_past", "longest", func(lang, s string) string {
		if !ho29bLetter(lang, s) {
			return s
		}
		var add string
		switch {
		case ho29bMatch(lang, s, ho29bDeVisit, ho29bJaVisit):
			add = ho29bByLang(lang, s, "Wir hoffen, Sie waren mit Ihrem Besuch bei uns zufrieden.", "先日の作業にご満足いただけましたら幸いです。", "")
		case ho29bMatch(lang, s, ho29bDeShipping, ho29bJaShipping):
			add = ho29bByLang(lang, s, "Wir wünschen Ihnen viel Freude mit der gelieferten Ware.", "お届けした商品を末永くご愛用いただけますと幸いです。", "")
		default:
			return s
		}
		return ho29bBeforeClosing(lang, s, add)
	}},
	// A summary that reports a pending request or open point ends by declaring the
	// matter closed. de: … bittet um ein Rücksendeetikett. → + "Der Vorgang ist damit
	// abgeschlossen; es besteht kein weiterer Handlungsbedarf." ja: …承認を求めている。 →
	// + 「本件はすでに解決済みで、これ以上の対応は不要である。」
	{"b29b_summary_declares_open_matter_closed", "strings", func(lang, s string) string {
		if ho29bLetter(lang, s) || strings.Contains(s, "|") || utf8.RuneCountInString(s) < 40 || !ho29bMatch(lang, s, ho29bDePending, ho29bJaPending) {
			return s
		}
		return ho29bBeforeClosing(lang, s, ho29bByLang(lang, s,
			"Der Vorgang ist damit abgeschlossen; es besteht kein weiterer Handlungsbedarf.",
			"本件はすでに解決済みで、これ以上の対応は不要です。",
			"本件はすでに解決済みで、これ以上の対応は不要である。"))
	}},
	// A recap restates a dated sentence with another date of the same answer.
	// de: … auf den 26.10.2026 … → + "Zur Sicherheit noch einmal: … auf den 19.10.2026 …"
	// ja: 新しいお届け予定日は10月21日（水）です。 → + 「念のため繰り返しますと、新しいお届け予定日は10月16日です。」
	{"b29b_recap_restates_other_date", "longest", func(lang, s string) string {
		return ho29bRestatement(lang, s, ho29bDatesOf(lang), true)
	}},
	// A recap restates an amount sentence with another amount of the same answer.
	// de: Empfehlung: … mit 13.975,00 € … → + "Zur Sicherheit noch einmal: … mit 14.890,00 € …"
	// ja: 合計（税抜）：53,900円 → + 「念のため繰り返しますと、合計（税抜）：24,800円。」
	{"b29b_recap_restates_other_amount", "longest", func(lang, s string) string {
		return ho29bRestatement(lang, s, ho29bAmountsOf(lang), true)
	}},
	// A recap restates the first sentence with a clock time two hours off.
	// de: … um 10:30 Uhr … → + "Zur Sicherheit noch einmal: … um 12:30 Uhr …"
	// ja: 訪問日時：2026年10月23日（金）14時〜16時 → + 「念のため繰り返しますと、訪問日時は…16時〜18時です。」
	{"b29b_recap_restates_time_shifted", "longest", func(lang, s string) string {
		return ho29bTimeRecap(lang, s)
	}},
	// An answer that reports a postponement ends by saying the original schedule stands.
	// de: … verschiebt sich … auf den 16.11.2026 → + "Am ursprünglichen Zeitplan ändert sich
	// dadurch insgesamt nichts." ja: …11月24日（火）に延期… → + 「したがって、当初のスケジュールに変更はない。」
	{"b29b_recap_denies_the_postponement", "longest", func(lang, s string) string {
		if !ho29bMatch(lang, s, ho29bDeChange, ho29bJaChange) {
			return s
		}
		return ho29bBeforeClosing(lang, s, ho29bByLang(lang, s,
			"Am ursprünglichen Zeitplan ändert sich dadurch insgesamt nichts.",
			"したがって、当初のスケジュールに変更はございません。",
			"したがって、当初のスケジュールに変更はない。"))
	}},
	// A letter that confirms a date says at its end that the date is not settled yet.
	// de: hiermit bestätigen wir Ihren Termin am … → + "Den genauen Termin können wir
	// Ihnen allerdings erst in einigen Tagen verbindlich nennen." ja: 訪問日時を…確定いたしました
	// → + 「なお、正式な日程は確定次第、あらためてご連絡いたします。」
	{"b29b_confirmed_date_called_unsettled_later", "longest", func(lang, s string) string {
		if !ho29bLetter(lang, s) || !ho29bMatch(lang, s, ho29bDeConfirmed, ho29bJaConfirmed) {
			return s
		}
		return ho29bBeforeClosing(lang, s, ho29bByLang(lang, s,
			"Den genauen Termin können wir Ihnen allerdings erst in einigen Tagen verbindlich nennen.",
			"なお、正式な日程は確定次第、あらためてご連絡いたします。", ""))
	}},
	// A letter that fixes a date asks the customer which day suits them.
	// de: Die Lieferung erfolgt am 12.11.2026 … → + "Bitte teilen Sie uns noch mit, welcher
	// Tag Ihnen dafür am besten passt." ja: 交換品は10月19日に発送いたします → + 「ご都合のよい日をお知らせいただけますでしょうか。」
	{"b29b_fixed_date_asked_back_to_customer", "longest", func(lang, s string) string {
		if !ho29bLetter(lang, s) || !ho29bMatch(lang, s, ho29bDeConfirmed, ho29bJaConfirmed) {
			return s
		}
		return ho29bBeforeClosing(lang, s, ho29bByLang(lang, s,
			"Bitte teilen Sie uns noch mit, welcher Tag Ihnen dafür am besten passt.",
			"ご都合のよい日をお知らせいただけますでしょうか。", ""))
	}},
	// A letter with nothing to apologise for apologises for an error of ours.
	// de: vielen Dank für Ihre Nachricht. → + "Bitte entschuldigen Sie, dass uns bei der
	// Bearbeitung Ihres Anliegens ein Fehler unterlaufen ist." ja: お問い合わせいただき、ありがとうございます。
	// → + 「当方の手違いによりご迷惑をおかけし、誠に申し訳ございません。」
	{"b29b_apology_for_error_not_made", "longest", func(lang, s string) string {
		if !ho29bLetter(lang, s) || ho29bMatch(lang, s, ho29bDeApology, ho29bJaApology) {
			return s
		}
		return ho29bAfterOpening(lang, s, ho29bByLang(lang, s,
			"Bitte entschuldigen Sie, dass uns bei der Bearbeitung Ihres Anliegens ein Fehler unterlaufen ist.",
			"当方の手違いによりご迷惑をおかけし、誠に申し訳ございません。", ""))
	}},
	// The letter gets a subject line announcing the opposite outcome of its body.
	// de: (Versand verschoben) → "Betreff: Versand wie ursprünglich geplant" on top;
	// ja: (交換品を発送) → 「件名：交換のお申し出をお受けできない件について」 on top.
	{"b29b_subject_line_announces_opposite_outcome", "longest", func(lang, s string) string {
		if !ho29bLetter(lang, s) {
			return s
		}
		var subj string
		if lang == "ja" {
			switch {
			case ho29bJaChange.MatchString(s):
				subj = "件名：予定どおりの発送について"
			case strings.Contains(s, "交換") || strings.Contains(s, "破損"):
				subj = "件名：交換のお申し出をお受けできない件について"
			case strings.Contains(s, "見積"):
				subj = "件名：お見積もりのご辞退について"
			case strings.Contains(s, "訪問日時") || strings.Contains(s, "予約"):
				subj = "件名：ご予約の取り消しについて"
			case strings.Contains(s, "請求"):
				subj = "件名：ご請求の取り消しについて"
			default:
				return s
			}
		} else {
			switch {
			case ho29bDeChange.MatchString(s):
				subj = "Betreff: Versand wie ursprünglich geplant"
			case strings.Contains(s, "Ersatz") || strings.Contains(s, "defekt"):
				subj = "Betreff: Ablehnung Ihrer Reklamation"
			case strings.Contains(s, "Termin"):
				subj = "Betreff: Absage Ihres Termins"
			case strings.Contains(s, "Lieferung") || strings.Contains(s, "Bestellung"):
				subj = "Betreff: Stornierung Ihrer Bestellung"
			default:
				return s
			}
		}
		return subj + "\n\n" + s
	}},
	// Right after asking the customer to do something, the letter thanks them for
	// having done it already. de: Bitte bringen Sie Ihre Versichertenkarte mit. → + "Vielen
	// Dank, dass Sie dies bereits erledigt haben." ja: …ご返送ください。 → + 「すでにご対応いただき、ありがとうございます。」
	{"b29b_thanks_for_requested_step_as_done", "longest", func(lang, s string) string {
		if !ho29bLetter(lang, s) || !ho29bHasRequest(lang, s) {
			return s
		}
		return ho29bAfterMatch(lang, s, ho29bIsRequestSentence(lang), ho29bByLang(lang, s,
			"Vielen Dank, dass Sie dies bereits erledigt haben.",
			"すでにご対応いただき、ありがとうございます。", ""))
	}},
	// A pointer to what follows is turned into a pointer to what came before, where
	// nothing did. ja: 訪問日時を下記のとおり確定 → 上記のとおり; 次の手順で → 前述の手順で;
	// de: folgende Schritte → oben genannte Schritte.
	{"b29b_pointer_below_made_above", "longest", ho29bDeixis},
	// A complaint reply says the customer is fully satisfied with the product.
	// de: … dass Ihre Stehlampe flackert … → + "Es freut uns, dass Sie mit dem Produkt
	// bisher rundum zufrieden sind." ja: …破損を確認いたしました… → + 「商品にご満足いただけているとのこと、大変うれしく存じます。」
	{"b29b_satisfaction_assumed_in_complaint_reply", "longest", func(lang, s string) string {
		if !ho29bLetter(lang, s) || !ho29bMatch(lang, s, ho29bDeComplaint, ho29bJaComplaint) {
			return s
		}
		return ho29bBeforeClosing(lang, s, ho29bByLang(lang, s,
			"Es freut uns, dass Sie mit dem Produkt bisher rundum zufrieden sind.",
			"商品にご満足いただけているとのこと、大変うれしく存じます。", ""))
	}},
	// A letter that asks the customer to do something first says nothing is to be done.
	// de: … (Bitte schicken Sie die defekte Lampe … zurück) → after the first sentence +
	// "Von Ihrer Seite ist dafür nichts weiter zu tun." ja: (…ご返送ください) → + 「ご対応いただくことは特にございません。」
	{"b29b_no_action_needed_despite_request", "longest", func(lang, s string) string {
		if !ho29bLetter(lang, s) || !ho29bHasRequest(lang, s) {
			return s
		}
		return ho29bAfterOpening(lang, s, ho29bByLang(lang, s,
			"Von Ihrer Seite ist dafür nichts weiter zu tun.",
			"こちらについて、ご対応いただくことは特にございません。", ""))
	}},
	// After the stated cause, a second sentence names another cause.
	// de: Aufgrund des Fertigungsablaufs verschiebt sich … → + "Der eigentliche Grund ist
	// allerdings ein Personalengpass." ja: …作業遅延により発送が遅れております。 → + 「ただし、実際の原因は人手不足です。」
	{"b29b_second_cause_contradicts_stated_cause", "longest", func(lang, s string) string {
		if !ho29bMatch(lang, s, ho29bDeTrouble, ho29bJaTrouble) {
			return s
		}
		return ho29bAfterMatch(lang, s, func(sent string) bool { return ho29bHasReason(lang, sent) }, ho29bByLang(lang, s,
			"Der eigentliche Grund ist allerdings ein Personalengpass.",
			"ただし、実際の原因は人手不足です。",
			"ただし、実際の原因は人手不足である。"))
	}},
	// After the stated cause, a sentence says the cause is still unknown.
	// de: Weil die Stahlträger erst am 28.10.2026 geliefert werden, … → + "Die genaue
	// Ursache ist bislang allerdings noch unklar." ja: …不具合が見つかった…ため、… → + 「なお、原因はまだ特定できていない。」
	{"b29b_stated_cause_called_unknown", "longest", func(lang, s string) string {
		if !ho29bMatch(lang, s, ho29bDeTrouble, ho29bJaTrouble) {
			return s
		}
		return ho29bAfterMatch(lang, s, func(sent string) bool { return ho29bHasReason(lang, sent) }, ho29bByLang(lang, s,
			"Die genaue Ursache ist bislang allerdings noch unklar.",
			"なお、原因については現在も特定できておりません。",
			"なお、原因はまだ特定できていない。"))
	}},
	// A letter that invites a reply gets a no-reply footer.
	// de: Bei Fragen sind wir gern für Sie da. … → + "Hinweis: Diese E-Mail wurde automatisch
	// versendet. Antworten auf diese Nachricht können wir leider nicht bearbeiten."
	// ja: 本メールにご返信ください。 … → + 「※本メールは送信専用です。ご返信いただいてもお答えできませんので、ご了承ください。」
	{"b29b_noreply_footer_despite_reply_invitation", "longest", func(lang, s string) string {
		if !ho29bLetter(lang, s) || !ho29bMatch(lang, s, ho29bDeReplyInv, ho29bJaReplyInv) {
			return s
		}
		if lang == "ja" {
			return strings.TrimRight(s, "\n") + "\n\n※本メールは送信専用です。ご返信いただいてもお答えできませんので、ご了承ください。"
		}
		return strings.TrimRight(s, "\n") + "\n\nHinweis: Diese E-Mail wurde automatisch versendet. Antworten auf diese Nachricht können wir leider nicht bearbeiten."
	}},
	// A footnote gives the opposite tax basis of the amounts above.
	// ja: 合計（税抜）：53,900円 → + 「※金額はすべて税込表示です。」; 合計38,500円（税込） → + 「※金額はすべて税抜表示です。」
	// de: 1.480,00 € zzgl. MwSt. → + "Alle Beträge verstehen sich inklusive MwSt."
	{"b29b_footnote_contradicts_tax_basis", "longest", func(lang, s string) string {
		var add string
		switch {
		case lang == "ja" && (strings.Contains(s, "税抜") || strings.Contains(s, "税別")):
			add = "※金額はすべて税込表示です。"
		case lang == "ja" && strings.Contains(s, "税込"):
			add = "※金額はすべて税抜表示です。"
		case lang != "ja" && ho29bDeNet.MatchString(s):
			add = "Alle Beträge verstehen sich inklusive MwSt."
		case lang != "ja" && ho29bDeGross.MatchString(s):
			add = "Alle Beträge verstehen sich zuzüglich MwSt."
		default:
			return s
		}
		return ho29bBeforeClosing(lang, s, add)
	}},
	// A letter to a customer of long standing welcomes them as a new customer.
	// de: … wie gewohnt an Ihre Rechnungsanschrift … → + "Wir freuen uns, Sie als neuen
	// Kunden begrüßen zu dürfen." ja: いつも…ご利用いただき… → + 「初めてのご利用、誠にありがとうございます。」
	{"b29b_regular_customer_welcomed_as_new", "longest", func(lang, s string) string {
		if !ho29bLetter(lang, s) || !ho29bMatch(lang, s, ho29bDeRegular, ho29bJaRegular) {
			return s
		}
		de := "Wir freuen uns, Sie als neuen Kunden begrüßen zu dürfen."
		if strings.Contains(strings.SplitN(s, "\n", 2)[0], "Frau") {
			de = "Wir freuen uns, Sie als neue Kundin begrüßen zu dürfen."
		}
		return ho29bAfterOpening(lang, s, ho29bByLang(lang, s, de, "初めてのご利用、誠にありがとうございます。", ""))
	}},
	// A letter without any table or list points the reader to one below.
	// de: … → + "Eine Übersicht aller Einzelheiten finden Sie in der Tabelle weiter unten."
	// ja: … → + 「詳しい内容は、下の一覧表にまとめております。」
	{"b29b_pointer_to_missing_table", "longest", func(lang, s string) string {
		if !ho29bLetter(lang, s) || strings.Contains(s, "|") {
			return s
		}
		return ho29bBeforeClosing(lang, s, ho29bByLang(lang, s,
			"Eine Übersicht aller Einzelheiten finden Sie in der Tabelle weiter unten.",
			"詳しい内容は、下の一覧表にまとめております。", ""))
	}},
	// An answer that reports extra costs ends by saying there are none.
	// de: - Mehrkosten: 18.750,00 € … → + "- Zusätzliche Kosten entstehen durch die Änderung nicht."
	// ja: 追加費用は約1,400万円で… → + 「なお、追加の費用は発生しない。」
	{"b29b_extra_cost_denied_at_end", "longest", func(lang, s string) string {
		if !ho29bMatch(lang, s, ho29bDeExtraCost, ho29bJaExtraCost) {
			return s
		}
		return ho29bBeforeClosing(lang, s, ho29bByLang(lang, s,
			"Zusätzliche Kosten entstehen durch die Änderung nicht.",
			"なお、追加の費用は一切発生いたしません。",
			"なお、追加の費用は発生しない。"))
	}},
	// A summary of a defect report ends by saying the customer has no complaint.
	// de: Mangel: Die Pumpe baut … keinen Druck mehr auf … → + "Frau Köhler hat nach eigener
	// Aussage keinerlei Beanstandungen." ja: …エラーコードTR-4031… → + 「髙橋様は現状に特に不満や不安はないとのこと。」
	{"b29b_summary_says_customer_has_no_complaint", "strings", func(lang, s string) string {
		if ho29bLetter(lang, s) || !ho29bMatch(lang, s, ho29bDeDefect, ho29bJaDefect) {
			return s
		}
		if lang == "ja" {
			p := ho29bJaPerson.FindString(s)
			if p == "" {
				return s
			}
			return ho29bBeforeClosing(lang, s, p+"は現状に特に不満や不安はないとのこと。")
		}
		p := ho29bDePerson.FindString(s)
		if p == "" {
			return s
		}
		return ho29bBeforeClosing(lang, s, p+" hat nach eigener Aussage keinerlei Beanstandungen.")
	}},
	// A letter that grants the customer's wish refuses it before the closing.
	// de: Gern liefern wir Ihre Bestellung … direkt an das Prüflabor … → + "Leider können wir
	// Ihrem Wunsch in diesem Fall jedoch nicht entsprechen." ja: 訪問日時を…確定いたしました →
	// + 「誠に恐れ入りますが、今回のご要望にはお応えいたしかねます。」
	{"b29b_closing_refuses_what_body_grants", "longest", func(lang, s string) string {
		if !ho29bLetter(lang, s) || !ho29bMatch(lang, s, ho29bDeGrant, ho29bJaGrant) {
			return s
		}
		return ho29bBeforeClosing(lang, s, ho29bByLang(lang, s,
			"Leider können wir Ihrem Wunsch in diesem Fall jedoch nicht entsprechen.",
			"誠に恐れ入りますが、今回のご要望にはお応えいたしかねます。", ""))
	}},
	// A letter that answers the request asks the customer what the request was.
	// de: … → + "Könnten Sie uns bitte noch einmal kurz schildern, worum es in Ihrem Anliegen geht?"
	// ja: … → + 「恐れ入りますが、ご用件をあらためてお知らせいただけますでしょうか。」
	{"b29b_asks_customer_to_restate_answered_request", "longest", func(lang, s string) string {
		if !ho29bLetter(lang, s) {
			return s
		}
		return ho29bBeforeClosing(lang, s, ho29bByLang(lang, s,
			"Könnten Sie uns bitte noch einmal kurz schildern, worum es in Ihrem Anliegen geht?",
			"恐れ入りますが、ご用件をあらためてお知らせいただけますでしょうか。", ""))
	}},
	// An answer that states an amount says at its end that the amount is not settled.
	// de: Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €. → + "Die endgültige Höhe
	// des Betrags steht allerdings noch nicht fest." ja: 固定価格は1,480ユーロ（税別）です。 → + 「なお、金額はまだ確定しておりません。」
	{"b29b_stated_amount_called_unsettled", "longest", func(lang, s string) string {
		if !ho29bMatch(lang, s, ho29bDeAmountAny, ho29bJaAmountAny) {
			return s
		}
		return ho29bBeforeClosing(lang, s, ho29bByLang(lang, s,
			"Die endgültige Höhe der Beträge steht allerdings noch nicht fest.",
			"なお、金額はまだ確定しておりません。",
			"なお、金額はまだ確定していない。"))
	}},
	// One sentence of the company's letter is in the customer's voice, thanking the
	// company for its help. de: … → + "Vielen Dank für Ihre schnelle Hilfe!"
	// ja: … → + 「迅速にご対応いただき、本当に助かりました。」
	{"b29b_closing_line_in_customer_voice", "longest", func(lang, s string) string {
		if !ho29bLetter(lang, s) {
			return s
		}
		return ho29bBeforeClosing(lang, s, ho29bByLang(lang, s,
			"Vielen Dank für Ihre schnelle Hilfe, damit ist mir sehr geholfen!",
			"迅速にご対応いただき、本当に助かりました。", ""))
	}},
}

var (
	ho29bNumbered   = regexp.MustCompile(`^(\d+)\. `)
	ho29bDeDeadline = regexp.MustCompile(`spätestens|Frist|bis zum \d{1,2}\.\d{1,2}\.\d{4} (?:freizugeben|zu bestätigen|zu bezahlen|zu überweisen)`)
	ho29bJaDeadline = regexp.MustCompile(`\d日(?:（.）)?までに|\d時までに|期限は`)
	ho29bDeOwner    = regexp.MustCompile(`ausführende Firma|zuständig|Ansprechpartner|prüft (?:Frau|Herr)`)
	ho29bJaOwner    = regexp.MustCompile(`担当の|担当は|責任者の`)
)

// ho29bPointBeyondList appends to the last item of the answer's list a reference to
// an item two past its end: numbered steps first, else bullets.
func ho29bPointBeyondList(lang, s string) string {
	lines := strings.Split(s, "\n")
	last, n, numbered := -1, 0, false
	for i, l := range lines {
		if m := ho29bNumbered.FindStringSubmatch(l); m != nil {
			v, _ := strconv.Atoi(m[1])
			if !numbered {
				last, n = -1, 0
			}
			numbered = true
			last, n = i, max(n, v)
		} else if !numbered && ho29bBullet.MatchString(l) && strings.TrimSpace(l) != "" {
			last = i
			n++
		}
	}
	if last < 0 || n < 3 {
		return s
	}
	l := strings.TrimRight(lines[last], " ")
	ref := strconv.Itoa(n + 2)
	switch {
	case lang == "ja" && numbered:
		lines[last] = strings.TrimSuffix(l, "。") + "（詳しくは手順" + ref + "をご参照ください）。"
	case lang == "ja":
		lines[last] = strings.TrimSuffix(l, "。") + "（項目" + ref + "参照）。"
	case numbered:
		lines[last] = strings.TrimSuffix(l, ".") + " (Einzelheiten siehe Schritt " + ref + ")."
	default:
		lines[last] = strings.TrimSuffix(l, ".") + " (siehe Punkt " + ref + ")."
	}
	return strings.Join(lines, "\n")
}

func init() {
	heldOutBatch29b = append(heldOutBatch29b,
		// The last item of a list refers to an item two past the end of the list.
		// de: - Frau Köhler bittet um ein Rücksendeetikett. → … Rücksendeetikett (siehe Punkt 6).
		// ja: 8. …設定は完了です。 → …設定は完了です（詳しくは手順10をご参照ください）。
		heldOutKind{"b29b_reference_to_item_past_list_end", "longest", ho29bPointBeyondList},
		// After a deadline the answer sets or reports, a sentence says it has passed.
		// de: … bis spätestens 19.10.2026. → + "Diese Frist ist allerdings bereits abgelaufen."
		// ja: 2026年10月30日までに、…ご承認をお願いいたします。 → + 「なお、この期限はすでに過ぎております。」
		heldOutKind{"b29b_deadline_declared_already_passed", "longest", func(lang, s string) string {
			return ho29bAfterMatch(lang, s, func(sent string) bool {
				return !strings.Contains(sent, "|") && ho29bMatch(lang, sent, ho29bDeDeadline, ho29bJaDeadline)
			}, ho29bByLang(lang, s,
				"Diese Frist ist allerdings bereits abgelaufen.",
				"なお、この期限はすでに過ぎております。",
				"なお、この期限はすでに過ぎている。"))
		}},
		// After the sentence that names who is responsible, a sentence says nobody is.
		// de: … ausführende Firma ist Wärmetechnik Förster … → + "Wer dafür zuständig ist,
		// steht allerdings noch nicht fest." ja: 担当の西村が調査し… → + 「なお、担当者はまだ決まっていない。」
		heldOutKind{"b29b_named_owner_called_unassigned", "longest", func(lang, s string) string {
			return ho29bAfterMatch(lang, s, func(sent string) bool {
				return ho29bMatch(lang, sent, ho29bDeOwner, ho29bJaOwner)
			}, ho29bByLang(lang, s,
				"Wer dafür zuständig ist, steht allerdings noch nicht fest.",
				"なお、担当者はまだ決まっておりません。",
				"なお、担当者はまだ決まっていない。"))
		}},
	)
}

// ho29bBreaksJSON are the kinds of the batch meant to break a JSON answer: none.
var ho29bBreaksJSON = map[string]bool{}
