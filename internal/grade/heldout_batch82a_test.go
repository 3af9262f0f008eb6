package grade

// Batch 82a: the obvious head, reviewer's checklist edition. An outside QA lead who
// must approve a model build for a Japanese and German customer service deployment
// writes the first checks of the review sheet and turns each into one plain, precise
// damage of the golden: a fact of the request altered (order number, date, amount,
// time, postcode, the customer's name), an instruction ignored (Sie-form / です・ます,
// the language), a polite formula lost, something invented, a negation lost, a
// sentence cut off, a list item lost or doubled, a structured output (JSON, markdown
// table) broken. Each kind changes one place and keeps the rest of the golden as it is.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

var (
	b82aDeOrderID  = regexp.MustCompile(`\d{2}-\d{4}-[A-Z]{2}`)
	b82aDeLongDate = regexp.MustCompile(`(\d{1,2})\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)`)
	b82aISODay     = regexp.MustCompile(`\d{4}-\d{2}-(\d{2})`)
	b82aDeNumDay   = regexp.MustCompile(`(\d{1,2})\.\d{1,2}\.\d{4}`)
	b82aJaDay      = regexp.MustCompile(`\d{1,2}月(\d{1,2})日`)
	b82aSalDe      = regexp.MustCompile(`(?m)^(Sehr geehrte[r]? (?:Herr|Frau) (?:Prof\. )?(?:Dr\. )?)(\p{Lu}\p{L}+),`)
	b82aSalJa      = regexp.MustCompile(`(?m)^(\p{Han}{1,3})((?: \p{Han}+)?(?:様|部長|課長))$`)
	b82aDePossess  = regexp.MustCompile(`\b(Ihre|Ihren|Ihrer|Ihrem|Ihres|Ihnen)\b`)
	b82aDeNicht    = regexp.MustCompile(` nicht\b`)
	b82aJaNegMasen = regexp.MustCompile(`(でき|変わり)ません`)
	b82aJaNegNai   = regexp.MustCompile(`(使え|取り込め|冷え)ない`)
	b82aTableSep   = regexp.MustCompile(`(?m)^\|[-:| ]+\|\n`)
	b82aJSONStrKV  = regexp.MustCompile(`, "[A-Za-z_]+": "(?:[^"\\]|\\.)*"`)
	b82aDeSurname  = regexp.MustCompile(`(Großmann|Schößler|Schäfer|Köhler|Müller|Oßwald|Strauß|Öztürk|Jäger|Kühn|Weiß|Groß)(\P{L}|$)`)
	b82aJaSurname  = regexp.MustCompile(`渡辺|中島|松本|小林|髙橋|石井|佐藤|西村|岡田|山田|小西`)
	b82aPLZDe      = regexp.MustCompile(`(^|[^\d.,\-])(\d{5})($|[^\d.,\-])`)
	b82aPLZJa      = regexp.MustCompile(`(^|[^\d\-])(\d{3}-\d{4})($|[^\d\-])`)
)

var b82aJaSurnameSwap = map[string]string{
	"渡辺": "渡部", "中島": "中山", "松本": "松元", "小林": "小森", "髙橋": "高梨", "石井": "石田",
	"佐藤": "佐野", "西村": "西川", "岡田": "岡本", "山田": "山本", "小西": "小池",
}

var b82aDeDu = map[string]string{
	"Ihre": "deine", "Ihren": "deinen", "Ihrer": "deiner", "Ihrem": "deinem", "Ihres": "deines", "Ihnen": "dir",
}

// b82aEnglish are sentences of the goldens and how a model that slips into English
// writes them.
var b82aEnglish = [][2]string{
	{"Bitte bringen Sie Ihre Versichertenkarte mit.", "Please bring your insurance card."},
	{"Bei Fragen sind wir gern für Sie da.", "If you have any questions, we are happy to help."},
	{"Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen.", "We apologize for the inconvenience."},
	{"Bitte beachten Sie, dass wir nur werktags und nicht am Wochenende zustellen.", "Please note that we only deliver on weekdays and not at weekends."},
	{"Hilft das alles nicht, wenden Sie sich bitte an unseren Kundendienst.", "If none of this helps, please contact our customer service."},
	{"Frau Köhler bittet um ein Rücksendeetikett.", "Ms Köhler asks for a return label."},
	{"Die nächste Sitzung findet am 12.11.2026 statt.", "The next meeting will take place on 12.11.2026."},
	{"お待たせしてしまい、誠に申し訳ございません。", "We sincerely apologize for the delay."},
	{"ご不明な点がございましたら、お気軽にお問い合わせください。", "If you have any questions, please feel free to contact us."},
	{"それでも解決しない場合は、お手数ですがサポート窓口までお問い合わせください。", "If the problem persists, please contact our support desk."},
	{"このたびはご迷惑をおかけし、誠に申し訳ございません。", "We are very sorry for the inconvenience."},
	{"髙橋様は月末の給与計算に間に合うかを心配されている。", "Mr. Takahashi is worried whether it will be fixed in time for the payroll at the end of the month."},
	{"よろしくお願いいたします。", "Best regards."},
}

// b82aEarliest is the submatch index of the earliest match of any of res in s.
func b82aEarliest(s string, res ...*regexp.Regexp) []int {
	var best []int
	for _, re := range res {
		if loc := re.FindStringSubmatchIndex(s); loc != nil && (best == nil || loc[0] < best[0]) {
			best = loc
		}
	}
	return best
}

// b82aBumpLastDigit raises the last digit of s by one (9 becomes 0).
func b82aBumpLastDigit(s string) string {
	b := []byte(s)
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] >= '0' && b[i] <= '9' {
			b[i] = '0' + (b[i]-'0'+1)%10
			return string(b)
		}
	}
	return s
}

// b82aBumpLeadingDigit raises the first digit of s by one (9 becomes 8).
func b82aBumpLeadingDigit(s string) string {
	b := []byte(s)
	for i := range b {
		if b[i] >= '0' && b[i] <= '9' {
			if b[i] == '9' {
				b[i] = '8'
			} else {
				b[i]++
			}
			return string(b)
		}
	}
	return s
}

// b82aShiftNumber rewrites the number at s[at:end] as f(number), keeping its width.
func b82aShiftNumber(s string, at, end int, f func(int) int) string {
	n, err := strconv.Atoi(s[at:end])
	if err != nil {
		return s
	}
	nw := strconv.Itoa(f(n))
	for len(nw) < end-at {
		nw = "0" + nw
	}
	return s[:at] + nw + s[end:]
}

func b82aIsJSON(s string) bool {
	t := strings.TrimSpace(s)
	return strings.HasPrefix(t, "{") && strings.HasSuffix(t, "}")
}

// b82aListLines are the line indexes of the list items of s.
func b82aListLines(s string) ([]string, []int) {
	lines := strings.Split(s, "\n")
	var idx []int
	for i, l := range lines {
		if hoListItem.MatchString(l) {
			idx = append(idx, i)
		}
	}
	return lines, idx
}

func b82aDigitOrLatin(r rune) bool {
	return unicode.IsDigit(r) || r < 128 && unicode.IsLetter(r)
}

func b82aEndsSentence(s string) bool {
	t := strings.TrimRight(s, " ")
	return strings.HasSuffix(t, ".") || strings.HasSuffix(t, "。") || strings.HasSuffix(t, "!") || strings.HasSuffix(t, "?")
}

var heldOutBatch82a = []heldOutKind{
	// The order / ticket / invoice number loses its last digit to the next one:
	// "Bestellung WE-20417" → "Bestellung WE-20418"; "ご注文番号WS-30982" → "ご注文番号WS-30983";
	// "77-3190-DE" → "77-3191-DE".
	{"b82a_order_number_last_digit_changed", "first", func(lang, s string) string {
		loc := b82aEarliest(s, hoID, b82aDeOrderID)
		if loc == nil {
			return s
		}
		return s[:loc[0]] + b82aBumpLastDigit(s[loc[0]:loc[1]]) + s[loc[1]:]
	}},
	// The first date of the answer moves by one day: "am 26. Oktober 2026" →
	// "am 27. Oktober 2026"; "10月16日にお届けする予定" → "10月17日にお届けする予定";
	// "delivery_date": "2026-10-19" → "2026-10-20".
	{"b82a_first_date_off_by_one_day", "first", func(lang, s string) string {
		res := []*regexp.Regexp{b82aISODay, b82aDeNumDay, b82aDeLongDate}
		if lang == "ja" {
			res = []*regexp.Regexp{b82aISODay, b82aJaDay}
		}
		loc := b82aEarliest(s, res...)
		if loc == nil {
			return s
		}
		return b82aShiftNumber(s, loc[2], loc[3], func(d int) int {
			if d >= 28 {
				return d - 1
			}
			return d + 1
		})
	}},
	// The first money amount gets a wrong leading digit: "(Schaltschrankzubehör,
	// 3.912,50 €)" → "(Schaltschrankzubehör, 4.912,50 €)"; "追加ユーザー分の料金5,500円" →
	// "6,500円"; JSON "einzelpreis": 185.00 → 285.00.
	{"b82a_first_amount_leading_digit_wrong", "raw", func(lang, s string) string {
		if b82aIsJSON(s) {
			for _, loc := range hoJSONNum.FindAllStringSubmatchIndex(s, -1) {
				v, err := strconv.ParseFloat(s[loc[4]:loc[5]], 64)
				if err != nil || v < 100 {
					continue
				}
				return s[:loc[4]] + b82aBumpLeadingDigit(s[loc[4]:loc[5]]) + s[loc[5]:]
			}
			return s
		}
		re := hoDeAmount
		if lang == "ja" {
			re = hoJaAmount
		}
		loc := re.FindStringIndex(s)
		if loc == nil {
			return s
		}
		return s[:loc[0]] + b82aBumpLeadingDigit(s[loc[0]:loc[1]]) + s[loc[1]:]
	}},
	// The addressee line names another person: "Sehr geehrte Frau Schäfer," →
	// "Sehr geehrte Frau Schneider,"; "中島 大輔様" → "田中 大輔様"; "佐藤部長" → "田中部長";
	// in an extraction the contact field: "primary_contact": "石井部長" → "田中部長".
	{"b82a_addressee_surname_replaced", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b82aSalJa, s, func(m []string) string {
				if m[1] == "田中" {
					return "鈴木" + m[2]
				}
				return "田中" + m[2]
			})
		}
		return hoFirstMatch(b82aSalDe, s, func(m []string) string {
			if m[2] == "Schneider" {
				return m[1] + "Schmidt,"
			}
			return m[1] + "Schneider,"
		})
	}},
	// The register slips once: German Sie-form to du, Japanese です to plain だ:
	// "vielen Dank für Ihre Nachricht" → "vielen Dank für deine Nachricht";
	// "新しいお届け予定日は10月21日（水）です。" → "新しいお届け予定日は10月21日（水）だ。".
	{"b82a_register_slips_to_informal", "longest", func(lang, s string) string {
		if lang == "ja" {
			return strings.Replace(s, "です。", "だ。", 1)
		}
		return hoFirstMatch(b82aDePossess, s, func(m []string) string { return b82aDeDu[m[1]] })
	}},
	// The closing formula is lost: the line "Mit freundlichen Grüßen" before the
	// signature is gone; "今後ともどうぞよろしくお願いいたします。" is gone before the
	// signature.
	{"b82a_closing_formula_dropped", "first", func(lang, s string) string {
		if lang != "ja" {
			if i := strings.Index(s, "Mit freundlichen Grüßen\n"); i >= 0 {
				return s[:i] + s[i+len("Mit freundlichen Grüßen\n"):]
			}
			return s
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			if strings.Contains(split[r.line][r.idx], "よろしくお願い") {
				if len(split[r.line]) == 1 {
					split = append(split[:r.line], split[r.line+1:]...)
				} else {
					split[r.line] = append(split[r.line][:r.idx], split[r.line][r.idx+1:]...)
				}
				return hoJoin(split)
			}
		}
		return s
	}},
	// One sentence comes out in English: "Bei Fragen sind wir gern für Sie da." →
	// "If you have any questions, we are happy to help."; "お待たせしてしまい、誠に
	// 申し訳ございません。" → "We sincerely apologize for the delay."
	{"b82a_one_sentence_in_english", "first", func(lang, s string) string {
		for _, p := range b82aEnglish {
			if strings.Contains(s, p[0]) {
				return strings.Replace(s, p[0], p[1], 1)
			}
		}
		return s
	}},
	// The middle list item is lost: the bullet "- Mehrkosten: 18.750,00 € … zusammen
	// 21.150,00 €." is gone; "・新しい電話番号は06-6345-7781です。…" is gone; step "8." of
	// a numbered guide is gone.
	{"b82a_middle_list_item_dropped", "raw", func(lang, s string) string {
		lines, idx := b82aListLines(s)
		if len(idx) < 3 {
			return s
		}
		i := idx[len(idx)/2]
		return strings.Join(append(lines[:i:i], lines[i+1:]...), "\n")
	}},
	// The middle list item is written twice: "- Herr Oßwald meldet Mehrkosten von
	// 36.400,00 € …" appears twice in a row; "8. Öffnen Sie in der App den Bereich
	// „Zeitprogramm“ …" appears twice.
	{"b82a_middle_list_item_duplicated", "raw", func(lang, s string) string {
		lines, idx := b82aListLines(s)
		if len(idx) < 3 {
			return s
		}
		i := idx[len(idx)/2]
		out := append(lines[:i+1:i+1], lines[i])
		return strings.Join(append(out, lines[i+1:]...), "\n")
	}},
	// A sentence in the middle breaks off halfway: "Falls Sie den Termin nicht
	// wahrnehmen können, sagen Sie ihn bitte spätestens 24 Stunden vorher ab." → "Falls
	// Sie den Termin nicht wahrnehmen können, sagen"; "当日は、作業員が訪問の30分前に
	// お電話いたします。" → "当日は、作業員が訪問".
	{"b82a_middle_sentence_cut_off", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			body := strings.TrimRight(sen, " ")
			trail := sen[len(body):]
			if !b82aEndsSentence(body) {
				return sen
			}
			rs := []rune(body)
			if len(rs) < 20 {
				return sen
			}
			if lang == "ja" {
				// Half way, never inside a number or a Latin word and never right
				// after a comma, so that the stump reads as cut off.
				cut := len(rs) / 2
				for cut > 1 && (b82aDigitOrLatin(rs[cut-1]) || b82aDigitOrLatin(rs[cut]) || rs[cut-1] == '、' || rs[cut] == '、') {
					cut--
				}
				return string(rs[:cut]) + trail
			}
			words := strings.Fields(body)
			if len(words) < 4 {
				return sen
			}
			return strings.Join(words[:len(words)/2], " ") + trail
		})
	}},
	// A compensation the request never mentions is added after a middle sentence:
	// "… keine Kosten. Zusätzlich erhalten Sie eine Gutschrift über 50,00 €.";
	// "…配送センターでの作業遅延により発送が遅れております。なお、お詫びとして5,000円を返金いたします。".
	{"b82a_invented_compensation_added", "longest", func(lang, s string) string {
		add := " Zusätzlich erhalten Sie eine Gutschrift über 50,00 €."
		if lang == "ja" {
			add = "なお、お詫びとして5,000円を返金いたします。"
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			body := strings.TrimRight(sen, " ")
			if !b82aEndsSentence(body) || len([]rune(body)) < 12 {
				return sen
			}
			return body + add + sen[len(body):]
		})
	}},
	// The first negation is lost, the fact turns into its opposite: "werden von der
	// Nordwärme L9 nicht unterstützt" → "werden von der Nordwärme L9 unterstützt";
	// "FAX番号（06-6345-7790）は変わりません。" → "…は変わります。"; "途中解約はできません。" →
	// "途中解約はできます。".
	{"b82a_first_negation_dropped", "first", func(lang, s string) string {
		if lang == "ja" {
			loc := b82aEarliest(s, b82aJaNegMasen, b82aJaNegNai)
			if loc == nil {
				return s
			}
			stem := s[loc[2]:loc[3]]
			if strings.HasSuffix(s[loc[0]:loc[1]], "ません") {
				return s[:loc[0]] + stem + "ます" + s[loc[1]:]
			}
			return s[:loc[0]] + stem + "る" + s[loc[1]:]
		}
		if loc := b82aDeNicht.FindStringIndex(s); loc != nil {
			return s[:loc[0]] + s[loc[1]:]
		}
		return strings.Replace(s, "keine Kosten", "Kosten", 1)
	}},
	// The structure does not parse / render: the JSON object loses its closing brace
	// (… "faellig_am": "2026-11-04"); the markdown table loses its separator row
	// "|---|---|---|---|" and is no table any more.
	{"b82a_structure_closing_or_separator_lost", "raw", func(lang, s string) string {
		if b82aIsJSON(s) {
			t := strings.TrimRight(s, " \n")
			return strings.TrimSuffix(t, "}")
		}
		return b82aTableSep.ReplaceAllStringFunc(s, func(string) string { return "" })
	}},
	// The last string field of the JSON is missing: `, "delivery_date": "2026-10-19"`
	// is gone; `, "faellig_am": "2026-11-04"` is gone.
	{"b82a_json_last_string_field_dropped", "raw", func(lang, s string) string {
		if !b82aIsJSON(s) {
			return s
		}
		locs := b82aJSONStrKV.FindAllStringIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		l := locs[len(locs)-1]
		return s[:l[0]] + s[l[1]:]
	}},
	// A person's name is altered at its last mention, German umlauts and ß lost,
	// Japanese surnames turned into a neighbouring one: "aber Frau Müller kann" →
	// "aber Frau Muller kann"; "Herr Oßwald meldet" → "Herr Oswald meldet";
	// "経理部の小西課長" → "経理部の小池課長".
	{"b82a_person_name_altered_last_mention", "first", func(lang, s string) string {
		if lang == "ja" {
			locs := b82aJaSurname.FindAllStringIndex(s, -1)
			if len(locs) == 0 {
				return s
			}
			l := locs[len(locs)-1]
			return s[:l[0]] + b82aJaSurnameSwap[s[l[0]:l[1]]] + s[l[1]:]
		}
		locs := b82aDeSurname.FindAllStringSubmatchIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		l := locs[len(locs)-1]
		name := strings.NewReplacer("ä", "a", "ö", "o", "ü", "u", "Ö", "O", "ß", "s").Replace(s[l[2]:l[3]])
		return s[:l[2]] + name + s[l[3]:]
	}},
	// The first postcode gets a wrong last digit: "67059 Ludwigshafen am Rhein" →
	// "67050 Ludwigshafen am Rhein"; "〒530-0001" → "〒530-0002"; "plz": "01067" → "01068".
	{"b82a_postcode_last_digit_changed", "first", func(lang, s string) string {
		loc := b82aEarliest(s, b82aPLZDe, b82aPLZJa)
		if loc == nil {
			return s
		}
		return s[:loc[4]] + b82aBumpLastDigit(s[loc[4]:loc[5]]) + s[loc[5]:]
	}},
	// The first appointment time moves by an hour: "um 10:30 Uhr" → "um 11:30 Uhr";
	// "2026年10月23日（金）14時〜16時" → "15時〜16時"; "ab 8 Uhr aufschließen" → "ab 9 Uhr".
	// An hour in a sentence that only gives an example is left alone.
	{"b82a_first_time_one_hour_off", "first", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sen := split[r.line][r.idx]
			if strings.Contains(sen, "zum Beispiel") || strings.Contains(sen, "例えば") {
				continue
			}
			loc := b82aEarliest(sen, hoClock, hoDeHour, hoJaHour)
			if loc == nil {
				continue
			}
			split[r.line][r.idx] = b82aShiftNumber(sen, loc[2], loc[3], func(h int) int {
				if h >= 23 {
					return h - 1
				}
				return h + 1
			})
			return hoJoin(split)
		}
		return s
	}},
}
