package grade

// Batch 83a: the obvious head, customer's complaint edition. Each kind is the fault a
// customer, colleague or manager who receives the answer would complain about first:
// "you got my name wrong", "that is not the date we agreed", "the amount is wrong",
// "you promised something you cannot keep", "this sentence makes no sense", "half of
// it is in English", "you forgot the second item", "this is rude", "the table is
// broken", "you answered a different question", and the plain neighbours of these
// (wrong time, wrong house number, wrong order number, wrong title, the opposite of
// what was said, no signature). Every kind damages one place of the golden and keeps
// the rest exactly; a kind that finds nothing to damage returns the answer unchanged.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

var (
	b83aDeName      = regexp.MustCompile(`(Frau|Herrn?)((?: Prof\.)?(?: Dr\.)?) (\p{Lu}\p{Ll}+)( \p{Lu}\p{Ll}+)?`)
	b83aJaName      = regexp.MustCompile(`(\p{Han}{1,2})( \p{Han}{1,3})?(様|部長|課長)`)
	b83aDeDayNum    = regexp.MustCompile(`^(\d{1,2})\.`)
	b83aISODay      = regexp.MustCompile(`^(\d{4}-\d{2}-)(\d{2})$`)
	b83aJaDay       = regexp.MustCompile(`(\d{1,2})日$`)
	b83aJSONNumber  = regexp.MustCompile(`(:\s*)(\d+(?:\.\d+)?)([,}\]\s])`)
	b83aDeMoney     = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2}(?: ?€| EUR| Euro)`)
	b83aJaMoney     = regexp.MustCompile(`\d{1,3}(?:,\d{3})+(?:円|万円|ユーロ)`)
	b83aListLine    = regexp.MustCompile(`^(?:[-*•] |・|\d+\. )`)
	b83aNumbered    = regexp.MustCompile(`^(\d+)\. `)
	b83aTableSep    = regexp.MustCompile(`^\|(?:\s*:?-+:?\s*\|)+\s*$`)
	b83aDeNegation  = regexp.MustCompile(`(?:^|[ (])(nicht|keinen|keine|kein) `)
	b83aJaVerbNeg   = regexp.MustCompile(`([えけせてねべめれきしちにびみりい])ない`)
	b83aDeStreet    = regexp.MustCompile(`(\p{L}(?:straße|weg|platz|allee|gasse|ring|damm)) (\d{1,3})\b`)
	b83aJaBan       = regexp.MustCompile(`(\d{1,3})番(\d{1,3})号`)
	b83aDeTime      = regexp.MustCompile(`(zwischen |von |ab |um )(\d{1,2})((?::\d{2})? Uhr| und | bis )`)
	b83aDeGender    = regexp.MustCompile(`(Sehr geehrter? )?(Frau|Herrn?) `)
	b83aJaTitle     = regexp.MustCompile(`部長|課長`)
	b83aRef         = regexp.MustCompile(`[A-Z]{1,5}-?\d[\d-]{2,}[A-Z]*|\d{2,}-\d{3,}-[A-Z]{2}`)
	b83aDeSalute    = regexp.MustCompile(`^Sehr geehrter? (?:Frau|Herr) (?:Prof\. )?(?:Dr\. )?(\p{Lu}\p{Ll}+),`)
	b83aJaSalute    = regexp.MustCompile(`^(\p{Han}{1,3}(?: \p{Han}{1,3})?)(様|部長)$`)
	b83aDeCloseWord = regexp.MustCompile(`\nMit freundlichen Grüßen`)
)

// b83aLetter reports whether s opens like a letter: a salutation on its own first line.
func b83aLetter(lang, s string) bool {
	first, _, ok := strings.Cut(s, "\n")
	if !ok {
		return false
	}
	if lang == "ja" {
		return b83aJaSalute.MatchString(first)
	}
	return strings.HasPrefix(first, "Sehr geehrte")
}

// b83aShiftDay moves a day-of-month number by two days, staying inside the month.
func b83aShiftDay(day string) string {
	n, err := strconv.Atoi(day)
	if err != nil {
		return day
	}
	if n <= 26 {
		n += 2
	} else {
		n -= 2
	}
	out := strconv.Itoa(n)
	for len(out) < len(day) {
		out = "0" + out
	}
	return out
}

// b83aBumpLead changes the leading digit of a number: 1→2, …, 8→9, 9→8.
func b83aBumpLead(num string) string {
	for i, r := range num {
		if r >= '0' && r <= '9' {
			d := r + 1
			if r == '9' {
				d = '8'
			}
			if r == '0' {
				continue
			}
			return num[:i] + string(d) + num[i+1:]
		}
	}
	return num
}

// b83aDateSpans lists the date matches of a text by position.
func b83aDateSpans(lang, s string) [][]int {
	res := []*regexp.Regexp{hoDeDate, hoISODate}
	if lang == "ja" {
		res = []*regexp.Regexp{hoJaDate, hoISODate}
	}
	var spans [][]int
	for _, re := range res {
		for _, loc := range re.FindAllStringIndex(s, -1) {
			overlap := false
			for _, sp := range spans {
				if loc[0] < sp[1] && sp[0] < loc[1] {
					overlap = true
				}
			}
			if !overlap {
				spans = append(spans, loc)
			}
		}
	}
	for i := 1; i < len(spans); i++ {
		for j := i; j > 0 && spans[j][0] < spans[j-1][0]; j-- {
			spans[j], spans[j-1] = spans[j-1], spans[j]
		}
	}
	return spans
}

// b83aSplitArray splits the first JSON array of s into its top-level elements: the
// offsets of the array's brackets and of each element's start and end.
func b83aSplitArray(s string) (open, end int, elems [][2]int) {
	open = strings.IndexByte(s, '[')
	if open < 0 {
		return -1, -1, nil
	}
	depth, inStr, esc := 0, false, false
	start := open + 1
	for i := open + 1; i < len(s); i++ {
		c := s[i]
		if inStr {
			switch {
			case esc:
				esc = false
			case c == '\\':
				esc = true
			case c == '"':
				inStr = false
			}
			continue
		}
		switch c {
		case '"':
			inStr = true
		case '[', '{':
			depth++
		case '}':
			depth--
		case ']':
			if depth == 0 {
				elems = append(elems, [2]int{start, i})
				return open, i, elems
			}
			depth--
		case ',':
			if depth == 0 {
				elems = append(elems, [2]int{start, i})
				start = i + 1
			}
		}
	}
	return -1, -1, nil
}

// b83aCutSentence cuts a sentence off in its middle: German after half its words, Japanese
// after the last particle or comma before its middle, with its end mark kept.
func b83aCutSentence(lang, sen string) string {
	body := strings.TrimRight(sen, " ")
	trail := sen[len(body):]
	if lang == "ja" {
		rs := []rune(body)
		if len(rs) < 16 || rs[len(rs)-1] != '。' {
			return sen
		}
		for i := len(rs) / 2; i >= 4; i-- {
			if strings.ContainsRune("はをにがで", rs[i]) {
				return string(rs[:i+1]) + "。" + trail
			}
		}
		return sen
	}
	if !strings.HasSuffix(body, ".") {
		return sen
	}
	words := strings.Fields(body)
	if len(words) < 8 {
		return sen
	}
	// The fragment ends on a word that cannot end a sentence, so that it reads as broken
	// off, not as a shorter sentence.
	for n := len(words) / 2; n >= 3; n-- {
		if b83aDeDangling[strings.ToLower(words[n-1])] {
			return strings.Join(words[:n], " ") + "." + trail
		}
	}
	return sen
}

// b83aDeDangling are German words a sentence cannot end on.
var b83aDeDangling = map[string]bool{"der": true, "die": true, "das": true, "dem": true, "den": true, "des": true,
	"ein": true, "eine": true, "einen": true, "einem": true, "einer": true, "mit": true, "von": true, "vom": true,
	"an": true, "am": true, "auf": true, "für": true, "zu": true, "zum": true, "zur": true, "bis": true, "und": true,
	"zwischen": true, "sondern": true, "dass": true, "aus": true, "in": true, "im": true, "bei": true, "nach": true,
	"ihre": true, "ihren": true, "ihr": true, "ihrem": true, "unsere": true, "unseren": true, "sie": true, "wir": true}

// b83aListPrefix is the list marker a line opens with, or "".
func b83aListPrefix(sen string) string {
	return b83aListLine.FindString(sen)
}

// b83aEnglish are stock phrases of the goldens' kind of text with the English a model
// slips into; the earliest one in the answer is switched.
var b83aEnglish = []struct {
	re *regexp.Regexp
	en string
}{
	{regexp.MustCompile(`vielen Dank für Ihre Nachricht`), "thank you for your message"},
	{regexp.MustCompile(`vielen Dank für Ihre gute Zusammenarbeit\.`), "thank you for your good cooperation."},
	{regexp.MustCompile(`Bitte bringen Sie Ihre Versichertenkarte mit\.`), "Please bring your insurance card."},
	{regexp.MustCompile(`Falls die Verbindung nicht klappt:`), "If the connection fails:"},
	{regexp.MustCompile(`Entscheidung:`), "Decision:"},
	{regexp.MustCompile(`Mangel:`), "Defect:"},
	{regexp.MustCompile(`Empfehlung:`), "Recommendation:"},
	{regexp.MustCompile(`Die nächste Sitzung findet am (\S+) statt\.`), "The next meeting will take place on $1."},
	{regexp.MustCompile(`Frau Müller von der Hausverwaltung Schößler meldet, dass`), "Ms Müller from the property management Schößler reports that"},
	{regexp.MustCompile(`Mit freundlichen Grüßen`), "Kind regards"},
	{regexp.MustCompile(`いつもハルカゼ寝具店をご利用いただき、誠にありがとうございます。`), "Thank you very much for always shopping at ハルカゼ寝具店."},
	{regexp.MustCompile(`このたびは修理のご依頼をいただき、誠にありがとうございます。`), "Thank you very much for your repair request."},
	{regexp.MustCompile(`お問い合わせいただき、ありがとうございます。`), "Thank you for your inquiry."},
	{regexp.MustCompile(`誠に申し訳ございません。`), "We sincerely apologize."},
	{regexp.MustCompile(`うまくつながらない場合は、以下の点をご確認ください。`), "If the connection fails, please check the following."},
	{regexp.MustCompile(`新しい電話番号は(\S+?)です。`), "The new phone number is $1."},
	{regexp.MustCompile(`髙橋様は月末の給与計算に間に合うかを心配されている。`), "Mr. Takahashi is worried whether this will be fixed in time for the month-end payroll."},
	{regexp.MustCompile(`よろしくお願いいたします。`), "Best regards."},
}

var heldOutBatch83a = []heldOutKind{
	// "You got my name wrong": the first surname with a form of address or title is
	// another person's. "Sehr geehrte Frau Schäfer," → "Sehr geehrte Frau Becker,";
	// "小林 恵子様" → "佐藤 恵子様"; "Frau Dr. Julia Schulze" is never reached first.
	{"b83a_addressee_surname_mixed_up", "first", func(lang, s string) string {
		if lang == "ja" {
			for _, m := range b83aJaName.FindAllStringSubmatchIndex(s, -1) {
				sur := s[m[2]:m[3]]
				if sur == "客" || sur == "皆" || strings.HasSuffix(sur, "客") {
					continue
				}
				nw := "佐藤"
				if sur == "佐藤" {
					nw = "鈴木"
				}
				return s[:m[2]] + nw + s[m[3]:]
			}
			return s
		}
		m := b83aDeName.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		a, b := m[6], m[7]
		if m[8] >= 0 {
			a, b = m[8]+1, m[9]
		}
		nw := "Becker"
		if s[a:b] == "Becker" {
			nw = "Wagner"
		}
		return s[:a] + nw + s[b:]
	}},
	// "That is not the date we agreed": the first date is two days off.
	// "am Montag, 26. Oktober 2026" → "am Montag, 28. Oktober 2026"; "10月16日にお届けする予定" →
	// "10月18日にお届けする予定"; "rechnungsdatum": "2026-10-21" → "2026-10-23".
	{"b83a_first_date_two_days_off", "first", func(lang, s string) string {
		spans := b83aDateSpans(lang, s)
		if len(spans) == 0 {
			return s
		}
		d := s[spans[0][0]:spans[0][1]]
		var nd string
		switch {
		case b83aISODay.MatchString(d):
			m := b83aISODay.FindStringSubmatch(d)
			nd = m[1] + b83aShiftDay(m[2])
		case lang == "ja":
			m := b83aJaDay.FindStringSubmatchIndex(d)
			if m == nil {
				return s
			}
			nd = d[:m[2]] + b83aShiftDay(d[m[2]:m[3]]) + d[m[3]:]
		default:
			m := b83aDeDayNum.FindStringSubmatchIndex(d)
			if m == nil {
				return s
			}
			nd = b83aShiftDay(d[m[2]:m[3]]) + d[m[3]:]
		}
		return s[:spans[0][0]] + nd + s[spans[0][1]:]
	}},
	// "You turned the postponement around": the two closest dates of one sentence trade
	// places. "vom 19.10.2026 (Montag) auf den 26.10.2026 (Montag)" → "vom 26.10.2026
	// (Montag) auf den 19.10.2026 (Montag)"; "2026年11月9日から11月24日（火）に延期" →
	// "11月24日から2026年11月9日（火）に延期".
	{"b83a_two_dates_of_a_sentence_swapped", "first", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sen := split[r.line][r.idx]
			spans := b83aDateSpans(lang, sen)
			best := -1
			for i := 0; i+1 < len(spans); i++ {
				if sen[spans[i][0]:spans[i][1]] == sen[spans[i+1][0]:spans[i+1][1]] {
					continue
				}
				if best < 0 || spans[i+1][0]-spans[i][1] < spans[best+1][0]-spans[best][1] {
					best = i
				}
			}
			if best < 0 {
				continue
			}
			a, b := spans[best], spans[best+1]
			split[r.line][r.idx] = sen[:a[0]] + sen[b[0]:b[1]] + sen[a[1]:b[0]] + sen[a[0]:a[1]] + sen[b[1]:]
			return hoJoin(split)
		}
		return s
	}},
	// "The amount is wrong": the leading digit of the first money amount is off by one.
	// "(Schaltschrankzubehör, 3.912,50 €)" → "(Schaltschrankzubehör, 4.912,50 €)";
	// "\"einzelpreis\": 185.00" → "\"einzelpreis\": 285.00"; "5,500円（税込）" → "6,500円（税込）".
	{"b83a_first_amount_leading_digit_wrong", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			for _, m := range b83aJSONNumber.FindAllStringSubmatchIndex(s, -1) {
				f, err := strconv.ParseFloat(s[m[4]:m[5]], 64)
				if err != nil || f < 100 {
					continue
				}
				return s[:m[4]] + b83aBumpLead(s[m[4]:m[5]]) + s[m[5]:]
			}
			return s
		}
		re := b83aDeMoney
		if lang == "ja" {
			re = b83aJaMoney
		}
		return hoFirstMatch(re, s, func(m []string) string { return b83aBumpLead(m[0]) })
	}},
	// "You promised something we cannot keep": a letter grants a compensation nobody
	// authorised, right after its first sentence. "…dass Ihre Stehlampe „Nordlicht 40“
	// aus der Bestellung 44-2087-DE flackert." → "…flackert. Als Entschädigung erstatten
	// wir Ihnen außerdem den vollen Kaufpreis."; "…誠にありがとうございます。" →
	// "…誠にありがとうございます。お詫びのしるしとして、ご請求額を全額返金いたします。".
	{"b83a_letter_promises_unauthorised_refund", "first", func(lang, s string) string {
		if !b83aLetter(lang, s) {
			return s
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			if r.line == 0 {
				continue
			}
			sen := split[r.line][r.idx]
			body := strings.TrimRight(sen, " ")
			if lang == "ja" && strings.HasSuffix(body, "。") {
				split[r.line][r.idx] = body + "お詫びのしるしとして、ご請求額を全額返金いたします。" + sen[len(body):]
				return hoJoin(split)
			}
			if lang != "ja" && strings.HasSuffix(body, ".") {
				split[r.line][r.idx] = body + " Als Entschädigung erstatten wir Ihnen außerdem den vollen Kaufpreis." + sen[len(body):]
				return hoJoin(split)
			}
		}
		return s
	}},
	// "This sentence makes no sense": a sentence from the middle of the answer breaks off
	// halfway, on a word no sentence ends on. "Bitte schicken Sie die defekte Lampe mit dem
	// beiliegenden Rücksendeetikett an uns zurück; für Sie entstehen dabei keine Kosten." →
	// "Bitte schicken Sie die defekte Lampe mit dem."; "新しいお届け予定日は10月21日（水）です。" →
	// "新しいお届け予定日は。".
	{"b83a_middle_sentence_breaks_off", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string { return b83aCutSentence(lang, sen) })
	}},
	// "Half of it is in English": one stock phrase or sentence of the answer is in
	// English. "Mangel: Die Pumpe…" → "Defect: Die Pumpe…";
	// "お問い合わせいただき、ありがとうございます。" → "Thank you for your inquiry.".
	{"b83a_one_phrase_slips_into_english", "first", func(lang, s string) string {
		best, at := -1, len(s)+1
		var loc []int
		for i, e := range b83aEnglish {
			if l := e.re.FindStringSubmatchIndex(s); l != nil && l[0] < at {
				best, at, loc = i, l[0], l
			}
		}
		if best < 0 {
			return s
		}
		en := string(b83aEnglish[best].re.ExpandString(nil, b83aEnglish[best].en, s, loc))
		if strings.HasSuffix(en, ".") && loc[1] < len(s) && s[loc[1]] != ' ' && s[loc[1]] != '\n' {
			en += " "
		}
		return s[:loc[0]] + en + s[loc[1]:]
	}},
	// "You forgot the second item": the second item of the first list, table or JSON
	// array is gone (a numbered list renumbered as a model would write it).
	// "| Nordkälte AG | 12.450,00 € | 4 Wochen | 2 Jahre |" row gone; "・新住所は…" gone;
	// "positionen": [{…Gärkorbreinigungsservice…}, {…Präzisa…}] → only the first position.
	{"b83a_second_item_dropped", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			open, _, elems := b83aSplitArray(s)
			if open < 0 || len(elems) < 2 {
				return s
			}
			return s[:elems[0][1]] + s[elems[1][1]:]
		}
		lines := strings.Split(s, "\n")
		for i := 0; i < len(lines); i++ {
			if strings.HasPrefix(lines[i], "|") && i+1 < len(lines) && b83aTableSep.MatchString(lines[i+1]) {
				if i+3 < len(lines) && strings.HasPrefix(lines[i+2], "|") && strings.HasPrefix(lines[i+3], "|") {
					return strings.Join(append(lines[:i+3:i+3], lines[i+4:]...), "\n")
				}
				return s
			}
			if b83aListPrefix(lines[i]) != "" {
				if i+1 >= len(lines) || b83aListPrefix(lines[i+1]) == "" {
					continue
				}
				out := append(lines[:i+1:i+1], lines[i+2:]...)
				if b83aNumbered.MatchString(lines[i]) {
					for j := i + 1; j < len(out) && b83aNumbered.MatchString(out[j]); j++ {
						m := b83aNumbered.FindStringSubmatch(out[j])
						n, _ := strconv.Atoi(m[1])
						out[j] = strconv.Itoa(n-1) + ". " + out[j][len(m[0]):]
					}
				}
				return strings.Join(out, "\n")
			}
		}
		return s
	}},
	// "This is rude": the letter drops the courtesy of its salutation and hails the
	// reader by bare surname. "Sehr geehrter Herr Weiß," → "Hey Weiß,"; "中島 大輔様" →
	// "中島 大輔"; "佐藤部長" → "佐藤".
	{"b83a_salutation_turned_rude", "first", func(lang, s string) string {
		first, rest, ok := strings.Cut(s, "\n")
		if !ok {
			return s
		}
		if lang == "ja" {
			m := b83aJaSalute.FindStringSubmatch(first)
			if m == nil {
				return s
			}
			return m[1] + "\n" + rest
		}
		m := b83aDeSalute.FindStringSubmatchIndex(first)
		if m == nil {
			return s
		}
		return "Hey " + first[m[2]:m[3]] + "," + first[m[1]:] + "\n" + rest
	}},
	// "The table is broken": the second data row of a table loses its second cell, so
	// every later value sits under the wrong heading; a JSON answer loses its closing
	// brace. "| Nordkälte AG | 12.450,00 € | 4 Wochen | 2 Jahre |" → "| Nordkälte AG |
	// 4 Wochen | 2 Jahre |"; "…\"faellig_am\": \"2026-11-04\"}" → "…\"faellig_am\": \"2026-11-04\"".
	{"b83a_table_row_cell_lost_or_json_unclosed", "raw", func(lang, s string) string {
		t := strings.TrimRight(s, " \n")
		if strings.HasPrefix(strings.TrimSpace(t), "{") && strings.HasSuffix(t, "}") {
			return t[:len(t)-1] + s[len(t):]
		}
		lines := strings.Split(s, "\n")
		for i := 0; i+3 < len(lines); i++ {
			if strings.HasPrefix(lines[i], "|") && b83aTableSep.MatchString(lines[i+1]) && strings.HasPrefix(lines[i+3], "|") {
				cells := strings.Split(lines[i+3], "|")
				if len(cells) < 5 {
					return s
				}
				cells = append(cells[:2:2], cells[3:]...)
				lines[i+3] = strings.Join(cells, "|")
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},
	// "You answered a different question": a sentence from the middle of the answer is
	// replaced by one about opening hours, which nobody asked for. "Die Lieferung erfolgt
	// am 12.11.2026 zwischen 8 und 12 Uhr." → "Unsere Geschäftsstelle ist montags bis
	// freitags von 8 bis 17 Uhr erreichbar."; "新しいお届け予定日は10月21日（水）です。" →
	// "当社の営業時間は平日9時から18時までです。".
	{"b83a_middle_sentence_answers_other_question", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			body := strings.TrimRight(sen, " ")
			trail := sen[len(body):]
			prefix := b83aListPrefix(body)
			if lang == "ja" {
				if len([]rune(body)) < 12 || !strings.HasSuffix(body, "。") {
					return sen
				}
				return prefix + "当社の営業時間は平日9時から18時までです。" + trail
			}
			if len(strings.Fields(body)) < 6 || !strings.HasSuffix(body, ".") {
				return sen
			}
			return prefix + "Unsere Geschäftsstelle ist montags bis freitags von 8 bis 17 Uhr erreichbar." + trail
		})
	}},
	// "You said the opposite": the first negation of the answer is gone ("kein Druck mehr"
	// becomes "Druck wieder"). "für Sie entstehen
	// dabei keine Kosten" → "für Sie entstehen dabei Kosten"; "途中解約はできません。" →
	// "途中解約はできます。"; "取り込めないとの問い合わせ" → "取り込めるとの問い合わせ".
	{"b83a_first_negation_dropped", "first", func(lang, s string) string {
		if lang == "ja" {
			idx := -1
			for off := 0; ; {
				i := strings.Index(s[off:], "ません")
				if i < 0 {
					break
				}
				if !strings.HasSuffix(s[:off+i], "ござい") {
					idx = off + i
					break
				}
				off += i + len("ません")
			}
			m := b83aJaVerbNeg.FindStringSubmatchIndex(s)
			if m != nil && (idx < 0 || m[0] < idx) {
				return s[:m[3]] + "る" + s[m[1]:]
			}
			if idx >= 0 {
				return s[:idx] + "ます" + s[idx+len("ません"):]
			}
			return s
		}
		m := b83aDeNegation.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		rest := s[m[3]+1:]
		if w, after, ok := strings.Cut(rest, " "); ok && s[m[2]:m[3]] != "nicht" && strings.HasPrefix(after, "mehr ") {
			rest = w + " wieder " + after[len("mehr "):]
		}
		return s[:m[2]] + rest
	}},
	// "That is not my address": the house number (Japanese: the 番 of the address) is two
	// higher. "Gießereistraße 14" → "Gießereistraße 16"; "道玄坂1丁目12番1号" → "道玄坂1丁目14番1号".
	{"b83a_house_number_wrong", "first", func(lang, s string) string {
		re := b83aDeStreet
		if lang == "ja" {
			re = b83aJaBan
		}
		return hoFirstMatch(re, s, func(m []string) string {
			n, _ := strconv.Atoi(m[2])
			if lang == "ja" {
				n, _ = strconv.Atoi(m[1])
				return strconv.Itoa(n+2) + "番" + m[2] + "号"
			}
			return m[1] + " " + strconv.Itoa(n+2)
		})
	}},
	// "That is not the time we agreed": the first appointed hour is one hour later
	// (an example in an instruction is left alone). "um 10:30 Uhr" → "um 11:30 Uhr";
	// "zwischen 8 und 12 Uhr" → "zwischen 9 und 12 Uhr"; "14時〜16時" → "15時〜16時".
	{"b83a_appointed_hour_one_later", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(hoJaHour, s, func(m []string) string {
				n, _ := strconv.Atoi(m[1])
				if n >= 23 {
					return m[0]
				}
				return strconv.Itoa(n+1) + "時"
			})
		}
		for _, m := range b83aDeTime.FindAllStringSubmatchIndex(s, -1) {
			if strings.Contains(s[max(0, m[0]-60):m[0]], "Beispiel") {
				continue
			}
			n, _ := strconv.Atoi(s[m[4]:m[5]])
			if n >= 23 {
				continue
			}
			return s[:m[4]] + strconv.Itoa(n+1) + s[m[5]:]
		}
		return s
	}},
	// "I am not a Mr" / "I am not a section chief": the first Frau/Herr is the other one
	// (with the salutation's ending and the dative to match), the first 部長/課長 the
	// other rank. "Laut Frau Dr. Vogt" → "Laut Herrn Dr. Vogt";
	// "Sehr geehrte Frau Schäfer," → "Sehr geehrter Herr Schäfer,"; "石井部長" → "石井課長".
	{"b83a_gender_or_rank_of_person_swapped", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b83aJaTitle, s, func(m []string) string {
				if m[0] == "部長" {
					return "課長"
				}
				return "部長"
			})
		}
		m := b83aDeGender.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		before := strings.Fields(s[max(0, m[0]-12):m[0]])
		dative := len(before) > 0 && strings.Contains(" Laut laut von an mit bei für ", " "+before[len(before)-1]+" ")
		return s[:m[0]] + func(m []string) string {
			sal := m[1]
			if m[2] == "Frau" {
				if sal != "" {
					sal = "Sehr geehrter "
				}
				if dative {
					return "Herrn "
				}
				return sal + "Herr "
			}
			if sal != "" {
				sal = "Sehr geehrte "
			}
			return sal + "Frau "
		}([]string{s[m[0]:m[1]], s[max(m[2], 0):max(m[3], 0)], s[m[4]:m[5]]}) + s[m[1]:]
	}},
	// "I cannot find that order number": the last two digits of the first reference
	// number or product code are transposed. "Bestellung WE-20417" → "Bestellung WE-20471"; "ご注文番号WS-30982" →
	// "ご注文番号WS-30928"; "44-2087-DE" → "44-2078-DE".
	{"b83a_reference_number_digits_transposed", "first", func(lang, s string) string {
		return hoFirstMatch(b83aRef, s, func(m []string) string {
			rs := []rune(m[0])
			last := -1
			for i := len(rs) - 1; i >= 0; i-- {
				if unicode.IsDigit(rs[i]) {
					last = i
					break
				}
			}
			if last < 1 || !unicode.IsDigit(rs[last-1]) {
				return m[0]
			}
			if rs[last] == rs[last-1] {
				rs[last] = '0' + (rs[last]-'0'+1)%10
			} else {
				rs[last], rs[last-1] = rs[last-1], rs[last]
			}
			return string(rs)
		})
	}},
	// "Who sent this?": the letter ends without its closing and signature.
	// "…keine Kosten.\nBei Fragen sind wir gern für Sie da.\n\nMit freundlichen Grüßen\nIhr
	// Kundenservice von Leuchtenhaus Nord" → ends at "…gern für Sie da."; the apology loses
	// "ハルカゼ寝具店 カスタマーサポート 岡田".
	{"b83a_letter_closing_and_signature_missing", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		if lang != "ja" {
			loc := b83aDeCloseWord.FindStringIndex(s)
			if loc == nil {
				return s
			}
			return strings.TrimRight(s[:loc[0]], "\n ")
		}
		i := strings.LastIndex(s, "\n\n")
		if i < 0 {
			return s
		}
		last := strings.TrimSpace(s[i:])
		if last == "" || strings.ContainsAny(last, "\n。：:|") || len([]rune(last)) > 40 || b83aListPrefix(last) != "" {
			return s
		}
		return strings.TrimRight(s[:i], "\n ")
	}},
}
