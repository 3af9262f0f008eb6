package grade

// A blind batch (20c) on omissions and additions a model makes while its answer stays
// fluent: one fact silently left out (a date, a deadline, an amount, a reason, the
// sender's name, a whole sentence with a figure, a JSON array element or member) or
// one unsupported detail put in (a phone number, opening hours, a discount, a time
// limit on the customer, a JSON array element, a table row, a list item, a closing
// sentence with a date). Each answer is damaged in exactly one place and still reads
// like a good answer: a reviewer rejects it because it no longer says all the case
// requires, or says something the case does not support. The kinds are general
// patterns of ja/de business text, not edits of particular fixtures; where a pattern
// does not occur they return the answer unchanged. An omission only takes a fact the
// answer states once, so the fact is really gone.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

var (
	// ho20cDeDate is a German date in figures or with the month's name.
	ho20cDeDate = `(?:\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4})`
	// ho20cJaDate is a Japanese date, with an optional year (Western or Reiwa) and
	// weekday.
	ho20cJaDate = `(?:(?:\d{4}|令和\d{1,2})年)?\d{1,2}月\d{1,2}日(?:（.）)?`
	// ho20cDeAmt is a German euro amount.
	ho20cDeAmt = `\d{1,3}(?:\.\d{3})*,\d{2} ?€`

	ho20cDeEventDate = regexp.MustCompile(` am (?:\p{L}+, )?(` + ho20cDeDate + `)(?: \(\p{L}+\))?,?`)
	ho20cJaEventDate = regexp.MustCompile(`(` + ho20cJaDate + `)(?:には|に)、?`)
	ho20cDeLimit     = regexp.MustCompile(`,? (?:bis spätestens|spätestens|bis zum) (?:\p{L}+, )?(` + ho20cDeDate + `|\d+ (?:Stunden|Tage|Werktage|Wochen) vorher)(?: \(\p{L}+\))?`)
	ho20cJaLimit     = regexp.MustCompile(`(` + ho20cJaDate + `(?:\d{1,2}時)?|前日の\d{1,2}時|\d+(?:時間|日)前)までに、?`)
	ho20cDeAmount    = regexp.MustCompile(`(?: (?:von|über|bei|mit)|,(?: \p{Lu}\p{L}+| zusammen| insgesamt)?) (` + ho20cDeAmt + `)`)
	ho20cJaAmount    = regexp.MustCompile(`(\d[\d,]*円)分の|(料金|費用|金額)(\d[\d,]*円)(?:（税込）|（税抜）|（税別）)?(が|を)|(は)約?(\d[\d,]*(?:億[\d,]*)?万?円)で、`)
	ho20cJaReason    = regexp.MustCompile(`(^|[。、\n「（])([^。、\n]{4,}?(?:により|ため、))`)
	ho20cDeReasonEnd = regexp.MustCompile(`, (?:da|weil) [^.;\n]+`)
	ho20cDeReasonSt  = regexp.MustCompile(`(?m)^(- )?(?:Weil|Da) [^,\n]+, (\p{Ll}+) (sich )?(die|der|das) (\p{Lu}\p{Ll}+)`)
	ho20cDigit       = regexp.MustCompile(`\d`)
	ho20cDeName      = regexp.MustCompile(`^(?:(?:Prof\.|Dr\.) )*\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)+$`)
	ho20cJaSigName   = regexp.MustCompile(`^(.+?)[ 　](\p{Han}{1,3})$`)
	ho20cLatinSender = regexp.MustCompile(`^(?:(?:Prof\.|Dr\.) )+\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+`)
	ho20cBullet      = regexp.MustCompile(`^(?:- |・)`)
	ho20cCellNumber  = regexp.MustCompile(`\d[\d.,]*`)
	ho20cCents       = regexp.MustCompile(`[.,]\d{1,2}$`)
	ho20cJSONMember  = regexp.MustCompile(`"([^"\\]+)"(\s*:\s*)("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?)`)
)

// ho20cOnce reports whether sub occurs exactly once in s: an omission must take the
// answer's only mention of a fact.
func ho20cOnce(s, sub string) bool { return strings.Count(s, sub) == 1 }

// ho20cFirstOnce rewrites the first match of re whose group g occurs only once in s
// and that keep accepts (nil: all).
func ho20cFirstOnce(re *regexp.Regexp, s string, g int, keep func(s string, loc []int) bool, f func(m []string) string) string {
	for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
		if loc[2*g] < 0 || !ho20cOnce(s, s[loc[2*g]:loc[2*g+1]]) || (keep != nil && !keep(s, loc)) {
			continue
		}
		m := make([]string, len(loc)/2)
		for i := range m {
			if loc[2*i] >= 0 {
				m[i] = s[loc[2*i]:loc[2*i+1]]
			}
		}
		return s[:loc[0]] + f(m) + s[loc[1]:]
	}
	return s
}

// ho20cSpans lists the members (or elements) of the JSON object (or array) that opens
// at s[open], as trimmed byte spans, and where it closes; strings are skipped.
func ho20cSpans(s string, open int) ([][2]int, int) {
	var spans [][2]int
	add := func(a, b int) {
		for a < b && strings.ContainsRune(" \t\r\n", rune(s[a])) {
			a++
		}
		for b > a && strings.ContainsRune(" \t\r\n", rune(s[b-1])) {
			b--
		}
		if a < b {
			spans = append(spans, [2]int{a, b})
		}
	}
	depth, start, inStr := 0, open+1, false
	for j := open + 1; j < len(s); j++ {
		c := s[j]
		if inStr {
			if c == '\\' {
				j++
			} else if c == '"' {
				inStr = false
			}
			continue
		}
		switch c {
		case '"':
			inStr = true
		case '{', '[':
			depth++
		case '}', ']':
			if depth == 0 {
				add(start, j)
				return spans, j
			}
			depth--
		case ',':
			if depth == 0 {
				add(start, j)
				start = j + 1
			}
		}
	}
	return nil, -1
}

// ho20cFirstArray is the offset of the first '[' of a JSON text outside its strings,
// -1 without one.
func ho20cFirstArray(s string) int {
	inStr := false
	for j := 0; j < len(s); j++ {
		switch c := s[j]; {
		case inStr && c == '\\':
			j++
		case c == '"':
			inStr = !inStr
		case !inStr && c == '[':
			return j
		}
	}
	return -1
}

// ho20cDropSpan removes element k of spans from s with its separator.
func ho20cDropSpan(s string, spans [][2]int, k int) string {
	if k+1 < len(spans) {
		return s[:spans[k][0]] + s[spans[k+1][0]:]
	}
	return s[:spans[k-1][1]] + s[spans[k][1]:]
}

func ho20cIsJSONObject(s string) bool { return strings.HasPrefix(strings.TrimSpace(s), "{") }

// ho20cBumpLead raises the leading digit of a number by one (9 → 1), keeping its
// format: 13.975,00 → 23.975,00, 8 → 9.
func ho20cBumpLead(n string) string {
	d := n[0]
	return string(rune('0'+(d-'0')%9+1)) + n[1:]
}

// ho20cCellInt reads a table cell holding one whole number, thousands separators
// allowed (2,480円, 10箱, 3 Jahre); false for a cell with cents (12.450,00 €), with
// two numbers or with none.
func ho20cCellInt(cell string) (int, bool) {
	ms := ho20cCellNumber.FindAllString(cell, -1)
	if len(ms) != 1 || ho20cCents.MatchString(ms[0]) {
		return 0, false
	}
	n := 0
	for _, r := range ms[0] {
		if r >= '0' && r <= '9' {
			n = n*10 + int(r-'0')
		}
	}
	return n, true
}

// ho20cGroup writes n with a thousands separator (, when comma, else .).
func ho20cGroup(n int, comma bool) string {
	sep := "."
	if comma {
		sep = ","
	}
	d := strconv.Itoa(n)
	var b strings.Builder
	for i, r := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}

var heldOutBatch20c = []heldOutKind{
	// OMISSIONS.
	// The date of an event dropped from its sentence, which still reads well (Wir
	// senden Ihnen am 20.10.2026 kostenlos … → Wir senden Ihnen kostenlos …, 交換品は
	// 10月19日に発送予定 → 交換品は発送予定). Only a date the text states once, and not
	// one that a comparison (erst … statt …) still needs.
	{"ho20c_event_date_omitted", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho20cFirstOnce(ho20cJaEventDate, s, 1, nil, func(m []string) string { return "" })
		}
		keep := func(s string, loc []int) bool {
			before, after := s[:loc[0]], s[loc[1]:]
			return !strings.HasSuffix(before, " erst") && !strings.HasSuffix(before, " statt") && !strings.HasPrefix(after, " statt")
		}
		return ho20cFirstOnce(ho20cDeEventDate, s, 1, keep, func(m []string) string { return "" })
	}},
	// A deadline or time limit dropped (sagen Sie ihn bitte spätestens 24 Stunden
	// vorher ab → sagen Sie ihn bitte ab, 前日の17時までにご連絡ください → ご連絡ください):
	// the reader no longer learns by when.
	{"ho20c_time_limit_omitted", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho20cFirstOnce(ho20cJaLimit, s, 1, nil, func(m []string) string { return "" })
		}
		return ho20cFirstOnce(ho20cDeLimit, s, 1, nil, func(m []string) string { return "" })
	}},
	// An amount dropped from its phrase (Mehrkosten von 36.400,00 € für … → Mehrkosten
	// für …, 500円分のクーポン → クーポン, 追加費用は約1,400万円で、予備費から → 追加費用は
	// 予備費から), where the answer states it nowhere else.
	{"ho20c_amount_omitted", "first", func(lang, s string) string {
		if lang == "ja" {
			for _, loc := range ho20cJaAmount.FindAllStringSubmatchIndex(s, -1) {
				m := make([]string, len(loc)/2)
				for i := range m {
					if loc[2*i] >= 0 {
						m[i] = s[loc[2*i]:loc[2*i+1]]
					}
				}
				var amt, repl string
				switch {
				case m[1] != "":
					amt, repl = m[1], ""
				case m[3] != "":
					amt, repl = m[3], m[2]+m[4]
				default:
					amt, repl = m[6], m[5]
				}
				if ho20cOnce(s, amt) {
					return s[:loc[0]] + repl + s[loc[1]:]
				}
			}
			return s
		}
		return ho20cFirstOnce(ho20cDeAmount, s, 1, nil, func(m []string) string { return "" })
	}},
	// The cause left out, the consequence kept (配送センターでの作業遅延により発送が遅れて
	// おります → 発送が遅れております, 1名追加していただいたため、今月から… → 今月から…;
	// Weil die Stahlträger erst am 28.10.2026 geliefert werden, verschiebt sich die
	// Inbetriebnahme … → Die Inbetriebnahme verschiebt sich …).
	{"ho20c_reason_omitted", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho20cJaReason, s, func(m []string) string { return m[1] })
		}
		if out := hoFirstMatch(ho20cDeReasonSt, s, func(m []string) string {
			return m[1] + strings.ToUpper(m[4][:1]) + m[4][1:] + " " + m[5] + " " + m[2] + strings.TrimSuffix(" "+m[3], " ")
		}); out != s {
			return out
		}
		return hoFirstMatch(ho20cDeReasonEnd, s, func(m []string) string { return "" })
	}},
	// The sender's personal name left out of the signature, the company or department
	// kept (ハルカゼ寝具店 カスタマーサポート 岡田 → ハルカゼ寝具店 カスタマーサポート; Mit
	// freundlichen Grüßen / Ken Yamada / Kobayashi Seiki … → without Ken Yamada; a
	// translation's closing "Prof. Dr. Katharina Weber" line).
	{"ho20c_signature_name_omitted", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		last := len(lines) - 1
		for last >= 0 && strings.TrimSpace(lines[last]) == "" {
			last--
		}
		if last < 2 {
			return s
		}
		if lang == "ja" {
			l := lines[last]
			if m := ho20cJaSigName.FindStringSubmatch(l); m != nil && !strings.ContainsAny(l, "。：") && utf8.RuneCountInString(m[1]) >= 4 {
				lines[last] = m[1]
				return strings.Join(lines, "\n")
			}
			if ho20cLatinSender.MatchString(l) && strings.TrimSpace(lines[last-1]) == "" {
				return strings.TrimRight(strings.Join(lines[:last-1], "\n"), "\n")
			}
			return s
		}
		for i, l := range lines {
			if !strings.HasPrefix(l, "Mit freundlichen Grüßen") && !strings.HasPrefix(l, "Freundliche Grüße") {
				continue
			}
			for j := i + 1; j < last; j++ { // a line after the name must remain
				n := strings.TrimSpace(lines[j])
				if ho20cDeName.MatchString(n) && !strings.HasPrefix(n, "Ihr") {
					return strings.Join(append(lines[:j:j], lines[j+1:]...), "\n")
				}
			}
		}
		return s
	}},
	// A whole one-sentence line carrying a figure dropped from the body of a letter:
	// the payment deadline, the billing address, the cancellation rule, the coupon.
	// Not a paragraph's first line, a list item or a table row.
	{"ho20c_fact_line_omitted", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		nonEmpty := 0
		for _, l := range lines {
			if strings.TrimSpace(l) != "" {
				nonEmpty++
			}
		}
		if nonEmpty < 4 {
			return s
		}
		for i := len(lines) - 1; i > 0; i-- {
			l := strings.TrimSpace(lines[i])
			if l == "" || strings.TrimSpace(lines[i-1]) == "" || ho20cBullet.MatchString(l) || hoListItem.MatchString(l) || strings.HasPrefix(l, "|") {
				continue
			}
			if !strings.HasSuffix(l, "。") && !strings.HasSuffix(l, ".") {
				continue
			}
			if !ho20cDigit.MatchString(l) || len(hoSentences(lang, l)) != 1 {
				continue
			}
			return strings.Join(append(lines[:i:i], lines[i+1:]...), "\n")
		}
		return s
	}},
	// JSON: the first element of the first array left out (the first invoice position,
	// the first ordered item, the first contract note), the rest kept as it was.
	{"ho20c_json_first_element_omitted", "raw", func(lang, s string) string {
		if !ho20cIsJSONObject(s) {
			return s
		}
		open := ho20cFirstArray(s)
		if open < 0 {
			return s
		}
		spans, _ := ho20cSpans(s, open)
		if len(spans) < 2 {
			return s
		}
		return ho20cDropSpan(s, spans, 0)
	}},
	// JSON: a member from the middle of the object left out (of four or more), as a
	// model that forgets one of the keys the prompt lists.
	{"ho20c_json_middle_member_omitted", "raw", func(lang, s string) string {
		if !ho20cIsJSONObject(s) {
			return s
		}
		spans, _ := ho20cSpans(s, strings.Index(s, "{"))
		if len(spans) < 4 {
			return s
		}
		return ho20cDropSpan(s, spans, len(spans)/2)
	}},

	// ADDITIONS.
	// A phone number nobody gave put into the contact sentence (wenden Sie sich bitte
	// an unseren Kundendienst unter der Telefonnummer 0800 4471 230, お気軽にお電話
	// （0120-384-227）でお問い合わせください).
	{"ho20c_phone_number_invented", "first", func(lang, s string) string {
		var pairs [][2]string
		if lang == "ja" {
			pairs = [][2]string{
				{"お気軽にお問い合わせください", "お気軽にお電話（0120-384-227）でお問い合わせください"},
				{"窓口までお問い合わせください", "窓口（0120-384-227）までお問い合わせください"},
				{"本メールにご返信ください", "本メールにご返信いただくか、お電話（0120-384-227）にてご連絡ください"},
			}
		} else {
			pairs = [][2]string{
				{"an unseren Kundendienst", "an unseren Kundendienst unter der Telefonnummer 0800 4471 230"},
				{"sind wir gern für Sie da", "sind wir unter 0800 4471 230 gern für Sie da"},
				{"sind wir gerne für Sie da", "sind wir unter 0800 4471 230 gerne für Sie da"},
				{"melden Sie sich gern bei uns", "melden Sie sich gern unter 0800 4471 230 bei uns"},
			}
		}
		for _, p := range pairs {
			if strings.Contains(s, p[0]) {
				return strings.Replace(s, p[0], p[1], 1)
			}
		}
		return s
	}},
	// A goodwill discount the case never grants, right after the apology (… es tut uns
	// leid, dass … flackert. Als kleine Entschädigung erhalten Sie 10 % Rabatt auf Ihre
	// nächste Bestellung.; 誠に申し訳ございません。お詫びのしるしとして…10%割引…).
	{"ho20c_goodwill_discount_invented", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sen := split[r.line][r.idx]
			if lang == "ja" {
				if strings.Contains(sen, "申し訳ございません") && strings.HasSuffix(strings.TrimSpace(sen), "。") {
					split[r.line][r.idx] = sen + "お詫びのしるしとして、次回のご注文にご利用いただける10%割引もご用意いたしました。"
					return hoJoin(split)
				}
				continue
			}
			if (strings.Contains(sen, "tut uns leid") || strings.Contains(sen, "entschuldigen") || strings.Contains(sen, "Entschuldigung")) &&
				strings.HasSuffix(strings.TrimSpace(sen), ".") {
				add := "Als kleine Entschädigung erhalten Sie 10 % Rabatt auf Ihre nächste Bestellung."
				if strings.HasSuffix(sen, " ") {
					split[r.line][r.idx] = sen + add + " "
				} else {
					split[r.line][r.idx] = sen + " " + add
				}
				return hoJoin(split)
			}
		}
		return s
	}},
	// A time limit on the customer's action that the case never sets (Bitte schicken
	// Sie innerhalb von 14 Tagen die defekte Lampe …, 返送用伝票で7日以内にご返送ください).
	{"ho20c_action_deadline_invented", "longest", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(ご返送|お送り|ご提出|ご返却)(ください)`)
			for _, loc := range re.FindAllStringIndex(s, -1) {
				if strings.HasSuffix(s[:loc[0]], "までに") || strings.HasSuffix(s[:loc[0]], "以内に") {
					continue
				}
				return s[:loc[0]] + "7日以内に" + s[loc[0]:]
			}
			return s
		}
		re := regexp.MustCompile(`\b(Bitte (?:schicken|senden|bestätigen|übermitteln) Sie |(?:Bestätigen|Schicken|Senden) Sie anschließend )`)
		return hoFirstMatch(re, s, func(m []string) string { return m[1] + "innerhalb von 14 Tagen " })
	}},
	// JSON: an invented element added to the first array: a shipping line item with a
	// price (Versandkostenpauschale 9.90, 送料 550) or a contract note with a condition
	// nobody stated (自動更新).
	{"ho20c_json_element_invented", "raw", func(lang, s string) string {
		if !ho20cIsJSONObject(s) {
			return s
		}
		open := ho20cFirstArray(s)
		if open < 0 {
			return s
		}
		spans, end := ho20cSpans(s, open)
		if len(spans) == 0 {
			return s
		}
		lastEl := s[spans[len(spans)-1][0]:spans[len(spans)-1][1]]
		var add string
		switch {
		case strings.HasPrefix(lastEl, `"`):
			add = `"Bei Zahlung innerhalb von 10 Tagen werden 2 % Skonto gewährt."`
			if lang == "ja" {
				add = `"期間満了の1か月前までに申し出がない場合、契約は1年間自動更新されます。"`
			}
		case strings.HasPrefix(lastEl, "{"):
			label, price := "Versandkostenpauschale", "9.90"
			if lang == "ja" {
				label, price = "送料", "550"
			}
			first := true
			add = ho20cJSONMember.ReplaceAllStringFunc(lastEl, func(m string) string {
				g := ho20cJSONMember.FindStringSubmatch(m)
				key := strings.ToLower(g[1])
				switch {
				case strings.HasPrefix(g[3], `"`):
					if first {
						first = false
						return `"` + g[1] + `"` + g[2] + `"` + label + `"`
					}
				case strings.Contains(key, "menge") || strings.Contains(key, "quantity") || strings.Contains(key, "anzahl"):
					return `"` + g[1] + `"` + g[2] + "1"
				case strings.Contains(key, "preis") || strings.Contains(key, "price") || strings.Contains(key, "betrag") || strings.Contains(key, "amount"):
					return `"` + g[1] + `"` + g[2] + price
				}
				return m
			})
		default:
			return s
		}
		return s[:spans[len(spans)-1][1]] + ", " + add + s[spans[len(spans)-1][1]:end] + s[end:]
	}},
	// A Markdown table given one more row than the case has: an invented offer or
	// item after the last row, its figures in the table's own format.
	{"ho20c_table_row_invented", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		sep := -1
		for i, l := range lines {
			if strings.HasPrefix(l, "|") && strings.Trim(l, "|-: ") == "" && i > 0 {
				sep = i
				break
			}
		}
		if sep < 0 {
			return s
		}
		last := sep
		for last+1 < len(lines) && strings.HasPrefix(lines[last+1], "|") {
			last++
		}
		if last == sep {
			return s
		}
		cells := strings.Split(strings.Trim(lines[last], "|"), "|")
		if len(cells) < 2 {
			return s
		}
		head := lines[sep-1]
		name := "Wartungspaket Premium"
		switch {
		case lang == "ja":
			name = "クリアファイル A4（10枚入）"
		case strings.Contains(head, "Anbieter") || strings.Contains(head, "Firma") || strings.Contains(head, "Lieferant"):
			name = "Kältetechnik Brandt GmbH"
		}
		cells[0] = " " + name + " "
		// A row whose last figure is the product of the two before it (amount =
		// quantity × unit price) keeps that relation, as a model inventing a row would.
		product := false
		var nums []int
		for i := 1; i < len(cells); i++ {
			if n, ok := ho20cCellInt(cells[i]); ok {
				nums = append(nums, n)
			}
		}
		if k := len(nums); k >= 3 && k == len(cells)-1 && nums[k-3]*nums[k-2] == nums[k-1] {
			product = true
		}
		for i := 1; i < len(cells); i++ {
			cells[i] = ho20cCellNumber.ReplaceAllStringFunc(cells[i], ho20cBumpLead)
		}
		if product {
			q, _ := ho20cCellInt(cells[len(cells)-3])
			p, _ := ho20cCellInt(cells[len(cells)-2])
			last := cells[len(cells)-1]
			cells[len(cells)-1] = ho20cCellNumber.ReplaceAllString(last, ho20cGroup(q*p, strings.Contains(last, ",")))
		}
		row := "|" + strings.Join(cells, "|") + "|"
		return strings.Join(append(lines[:last+1:last+1], append([]string{row}, lines[last+1:]...)...), "\n")
	}},
	// Opening hours nobody stated added at the end of a letter's body (Sie erreichen
	// uns montags bis freitags von 8 bis 17 Uhr., 受付時間は平日9時〜18時です。).
	{"ho20c_opening_hours_invented", "longest", func(lang, s string) string {
		if lang == "de" {
			i := strings.Index(s, "\n\nMit freundlichen Grüßen")
			if i < 0 {
				return s
			}
			return s[:i] + "\nSie erreichen uns montags bis freitags von 8 bis 17 Uhr." + s[i:]
		}
		add := "受付時間は平日9時〜18時です。"
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if i > 0 && (strings.HasPrefix(l, "今後とも") || l == "よろしくお願いいたします。") {
				return strings.Join(append(lines[:i:i], append([]string{add}, lines[i:]...)...), "\n")
			}
		}
		for i := len(lines) - 1; i > 0; i-- {
			if strings.HasSuffix(lines[i], "お問い合わせください。") {
				return strings.Join(append(lines[:i+1:i+1], append([]string{add}, lines[i+1:]...)...), "\n")
			}
		}
		return s
	}},
	// An invented item put before the last item of the answer's last bullet list: a
	// troubleshooting tip with a reset button the case never mentions, or a summary
	// point with a date nobody gave.
	{"ho20c_bullet_fact_invented", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		lastItem := -1
		for i, l := range lines {
			if ho20cBullet.MatchString(l) {
				lastItem = i
			}
		}
		if lastItem < 0 {
			return s
		}
		first := lastItem
		for first > 0 && ho20cBullet.MatchString(lines[first-1]) {
			first--
		}
		if lastItem-first < 1 {
			return s
		}
		marker := ho20cBullet.FindString(lines[lastItem])
		body := strings.TrimPrefix(lines[first], marker)
		var item string
		switch {
		case lang == "ja" && strings.HasSuffix(strings.TrimSpace(lines[first]), "か。"):
			item = "本体裏面のリセットボタンを5秒以上長押しして、再起動をお試しいただきましたか。"
		case lang == "ja":
			item = "詳細は11月6日（金）までに書面で案内される予定です。"
		case regexp.MustCompile(`^\p{Lu}\p{Ll}+ Sie `).MatchString(body):
			item = "Halten Sie die Reset-Taste am Bedienteil 5 Sekunden gedrückt, um die Netzwerkeinstellungen zurückzusetzen."
		default:
			item = "Eine schriftliche Bestätigung an alle Beteiligten folgt bis zum 30.10.2026."
		}
		return strings.Join(append(lines[:lastItem:lastItem], append([]string{marker + item}, lines[lastItem:]...)...), "\n")
	}},
	// A closing sentence with an invented follow-up date added to a one-paragraph
	// summary (… Eine Rückmeldung an die Beteiligten ist bis zum 30.10.2026 zugesagt.;
	// なお、11月6日（金）までに書面で回答する予定である。).
	{"ho20c_summary_closing_fact_invented", "strings", func(lang, s string) string {
		if strings.Contains(s, "\n") || utf8.RuneCountInString(s) < 60 || len(hoSentences(lang, s)) < 2 {
			return s
		}
		if lang == "ja" {
			if !strings.HasSuffix(s, "。") {
				return s
			}
			if strings.HasSuffix(s, "す。") {
				return s + "なお、11月6日（金）までに書面で回答する予定です。"
			}
			return s + "なお、11月6日（金）までに書面で回答する予定である。"
		}
		if !strings.HasSuffix(s, ".") {
			return s
		}
		return s + " Eine Rückmeldung an die Beteiligten ist bis zum 30.10.2026 zugesagt."
	}},
}
