package grade

// Batch 74a: additions a model invents. Every kind keeps each golden fact in place and
// adds ONE thing the case never gives, written fluently in the case's language and
// register: the weight of a parcel, a staff member who signs, a customer number, a
// customer e-mail or fee or date in the extracted JSON, a grace period for a deadline,
// the age of a named person, parking or a loading ramp at an address, an earlier letter
// the reply declares void, a converted amount in another currency, a count of similar
// reports, a colleague who has already approved. The additions go to different places
// (after the opening sentence, in the middle, inside a list item, before the closing,
// after the signature, inside a JSON object) so that no single position gives them away.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// b74aIsLetter says whether a text is a letter: a German one opens with "Sehr geehrte…",
// a Japanese one with a short line that names the addressee (…様, …部長).
func b74aIsLetter(lang, s string) bool {
	first := strings.TrimSpace(strings.SplitN(s, "\n", 2)[0])
	if lang == "ja" {
		return len([]rune(first)) <= 20 && (strings.HasSuffix(first, "様") || strings.HasSuffix(first, "部長"))
	}
	return strings.HasPrefix(first, "Sehr geehrte")
}

// b74aJaPolite says whether a Japanese text is written in です・ます調.
func b74aJaPolite(s string) bool {
	return strings.Contains(s, "ます。") || strings.Contains(s, "です。")
}

// b74aInsertAfter adds the sentence add(sentence) after the first sentence, in text
// order, for which add returns something; s unchanged when none does.
func b74aInsertAfter(lang, s string, add func(sentence string) string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		old := split[r.line][r.idx]
		a := add(old)
		if a == "" {
			continue
		}
		trimmed := strings.TrimRight(old, " ")
		trail := old[len(trimmed):]
		sep := ""
		if lang != "ja" {
			sep = " "
		}
		split[r.line][r.idx] = trimmed + sep + a + trail
		return hoJoin(split)
	}
	return s
}

// b74aEndsSentence says whether a sentence ends with a full stop of its language.
func b74aEndsSentence(lang, x string) bool {
	x = strings.TrimRight(x, " ")
	if lang == "ja" {
		return strings.HasSuffix(x, "。")
	}
	return strings.HasSuffix(x, ".")
}

var (
	b74aDeShip      = regexp.MustCompile(`\b(senden|Versand|Lieferung erfolgt)\b`)
	b74aJSONParty   = regexp.MustCompile(`"(name|kunde|company)": "([^"]*)"`)
	b74aDePerson    = regexp.MustCompile(`\b(?:Frau|Herrn?) (?:Prof\. )?(?:Dr\. )?\p{Lu}\p{Ll}+`)
	b74aJaSama      = regexp.MustCompile(`\p{Han}{1,4}様(?:から|より|は|が|の)`)
	b74aJaTitle     = regexp.MustCompile(`\p{Han}{2}(?:部長|課長)`)
	b74aDeStreet    = regexp.MustCompile(`\p{L}+(?:straße|weg|platz|gasse|allee) \d+`)
	b74aDeEuro      = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*),(\d{2}) €`)
	b74aJaMoney     = regexp.MustCompile(`(\d{1,3}(?:,\d{3})*)(円|ユーロ)(（税[込抜別]）)?`)
	b74aDeProblem   = regexp.MustCompile(`\b(Mangel|tropft|flackert)\b`)
	b74aDeApproval  = regexp.MustCompile(`\b(freizugeben|freigegeben|gibt die Mehrkosten frei)\b`)
	b74aJSONFeeRule = []struct {
		re  *regexp.Regexp
		add string
	}{
		{regexp.MustCompile(`"mwst": [\d.]+`), `, "versandkosten": 12.50`},
		{regexp.MustCompile(`"monthly_fee": \d+`), `, "initial_fee": 11000`},
		{regexp.MustCompile(`"currency": "EUR"`), `, "shipping_fee": 4.90`},
		{regexp.MustCompile(`"currency": "JPY"`), `, "shipping_fee": 550`},
	}
	b74aJSONDateRule = []struct {
		re  *regexp.Regexp
		add string
	}{
		{regexp.MustCompile(`"rechnungsdatum": "[^"]*"`), `, "lieferdatum": "2026-10-16"`},
		{regexp.MustCompile(`"order_id": "[^"]*"`), `, "order_date": "2026-10-12"`},
		{regexp.MustCompile(`"contract_id": "[^"]*"`), `, "signed_date": "2026-11-10"`},
	}
)

// b74aDeSlug makes a German name fit for an e-mail address: Bäckerei Großmann →
// baeckerei-grossmann (sep "-").
func b74aDeSlug(words []string, sep string) string {
	r := strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss")
	var out []string
	for _, w := range words {
		w = r.Replace(strings.ToLower(w))
		w = strings.Map(func(c rune) rune {
			if (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') {
				return c
			}
			return -1
		}, w)
		if w != "" {
			out = append(out, w)
		}
	}
	return strings.Join(out, sep)
}

// b74aEmailFor invents a plausible e-mail address for a party of an extraction.
func b74aEmailFor(lang, key, value string) string {
	if lang == "ja" {
		if key == "company" {
			return "keiyaku@logi-center.co.jp"
		}
		return "hikari.mail2026@gmail.com"
	}
	words := strings.Fields(value)
	if n := len(words); n > 1 {
		switch words[n-1] {
		case "GmbH", "OHG", "KG", "AG", "GbR", "e.K.":
			return "info@" + b74aDeSlug(words[:n-1], "-") + ".de"
		}
	}
	return b74aDeSlug(words, ".") + "@web.de"
}

// b74aDeGroup writes n with German thousands dots: 4539 → 4.539.
func b74aDeGroup(n int, sep string) string {
	s := strconv.Itoa(n)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(c)
	}
	return b.String()
}

var heldOutBatch74a = []heldOutKind{
	// A sentence about the shipment is followed by an invented parcel weight.
	// de-reply-formal: "…kostenlos eine Ersatzlampe zu." → "…kostenlos eine Ersatzlampe
	// zu. Die Sendung wiegt rund 4,2 kg."; ja-reply-apology: "…発送が遅れております。" →
	// "…発送が遅れております。お荷物の重量は約4.2kgです。"
	{"b74a_shipment_gains_invented_parcel_weight_sentence", "first", func(lang, s string) string {
		return b74aInsertAfter(lang, s, func(x string) string {
			if lang == "ja" {
				if !strings.Contains(x, "発送") || !b74aEndsSentence(lang, x) {
					return ""
				}
				if b74aJaPolite(s) && (strings.Contains(x, "ます") || strings.Contains(x, "です")) {
					return "お荷物の重量は約4.2kgです。"
				}
				return "荷物の重量は約4.2kg。"
			}
			if !b74aDeShip.MatchString(x) || !b74aEndsSentence(lang, x) {
				return ""
			}
			return "Die Sendung wiegt rund 4,2 kg."
		})
	}},

	// A letter gains a staff member nobody named, on a line of its own at the very end.
	// de-reply-appointment: "…Ihre Zahnarztpraxis Dr. Öztürk" → "…Ihre Zahnarztpraxis
	// Dr. Öztürk\nSandra Vogel"; ja-reply-invoice: "…よろしくお願いいたします。" →
	// "…よろしくお願いいたします。\n\n担当：山口 真理子"
	{"b74a_letter_end_gains_invented_staff_name_line", "first", func(lang, s string) string {
		if !b74aIsLetter(lang, s) {
			return s
		}
		body := strings.TrimRight(s, "\n ")
		if lang == "ja" {
			lines := strings.Split(body, "\n")
			if !strings.HasSuffix(lines[len(lines)-1], "。") {
				return s
			}
			return body + "\n\n担当：山口 真理子" + s[len(body):]
		}
		if !strings.Contains(s, "Mit freundlichen Grüßen\n") {
			return s
		}
		return body + "\nSandra Vogel" + s[len(body):]
	}},

	// The first sentence after a letter's salutation is followed by an invented customer
	// (or patient) number. de-reply-formal: "vielen Dank für Ihre Nachricht, und es tut
	// uns leid, …flackert." → "…flackert. Ihre Kundennummer lautet 100482.";
	// ja-reply-appointment: "…誠にありがとうございます。" → "…誠にありがとうございます。お客様番号はC-104825です。"
	{"b74a_letter_opening_gains_invented_customer_number", "first", func(lang, s string) string {
		if !b74aIsLetter(lang, s) {
			return s
		}
		add := "Ihre Kundennummer lautet 100482."
		if strings.Contains(strings.ToLower(s), "praxis") {
			add = "Ihre Patientennummer lautet 100482."
		}
		if lang == "ja" {
			add = "お客様番号はC-104825です。"
		}
		done := false
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			old := split[r.line][r.idx]
			if r.line == 0 || strings.TrimSpace(old) == "" || !b74aEndsSentence(lang, old) {
				continue
			}
			trimmed := strings.TrimRight(old, " ")
			sep := " "
			if lang == "ja" {
				sep = ""
			}
			split[r.line][r.idx] = trimmed + sep + add + old[len(trimmed):]
			done = true
			break
		}
		if !done {
			return s
		}
		return hoJoin(split)
	}},

	// The party of an extraction (name, kunde, company) gains an invented "email" member.
	// de-extract-order: {"name": "Petra Müller", "city": …} → {"name": "Petra Müller",
	// "email": "petra.mueller@web.de", "city": …}; ja-extract-contract: {"company":
	// "サクラ物流株式会社", …} → {"company": "サクラ物流株式会社", "email":
	// "keiyaku@logi-center.co.jp", …}
	{"b74a_json_party_gains_invented_email_member", "raw", func(lang, s string) string {
		return hoFirstMatch(b74aJSONParty, s, func(m []string) string {
			return m[0] + `, "email": "` + b74aEmailFor(lang, m[1], m[2]) + `"`
		})
	}},

	// A deadline is followed by a grace period or an exception nobody granted.
	// de-reply-appointment: "…spätestens 24 Stunden vorher ab." → "…spätestens 24
	// Stunden vorher ab. In Ausnahmefällen nehmen wir Absagen auch noch am Morgen des
	// Termins entgegen."; ja-reply-invoice: "お支払い期限は2026年10月30日（金）です。" →
	// "…です。なお、期限から1週間以内のお支払いであれば、延滞料はかかりません。"
	{"b74a_deadline_gains_invented_grace_or_exception", "first", func(lang, s string) string {
		return b74aInsertAfter(lang, s, func(x string) string {
			if !b74aEndsSentence(lang, x) {
				return ""
			}
			if lang == "ja" {
				switch {
				case strings.Contains(x, "期限は"):
					return "なお、期限から1週間以内のお支払いであれば、延滞料はかかりません。"
				case strings.Contains(x, "までに") && strings.Contains(x, "承認"):
					return "ご都合がつかない場合は、期限を1週間延長することも可能です。"
				case strings.Contains(x, "までにご連絡"):
					return "当日の朝9時までのご連絡でも、変更を承ります。"
				}
				return ""
			}
			switch {
			case strings.Contains(x, "spätestens") && strings.Contains(x, "vorher"):
				return "In Ausnahmefällen nehmen wir Absagen auch noch am Morgen des Termins entgegen."
			case strings.Contains(x, "bis zum") && (strings.Contains(x, "freizugeben") || strings.Contains(x, "bestätigen") || strings.Contains(x, "zahlen")):
				return "Eine Verlängerung dieser Frist um eine Woche ist möglich."
			}
			return ""
		})
	}},

	// The first named person of a summary (not of a letter) gains an invented age.
	// de-summary-ticket: "- Frau Köhler hat am 08.10.2026 …" → "- Frau Köhler (54) hat am
	// 08.10.2026 …"; ja-summary-katakana: "…ミナトデザインの髙橋様から、…" →
	// "…ミナトデザインの髙橋様（45歳）から、…"
	{"b74a_named_person_in_summary_gains_invented_age", "first", func(lang, s string) string {
		if b74aIsLetter(lang, s) {
			return s
		}
		if lang == "ja" {
			at, end := -1, -1
			if loc := b74aJaSama.FindStringIndex(s); loc != nil {
				at = loc[0]
				end = loc[0] + strings.Index(s[loc[0]:loc[1]], "様") + len("様")
			}
			if loc := b74aJaTitle.FindStringIndex(s); loc != nil && (at < 0 || loc[0] < at) {
				at, end = loc[0], loc[1]
			}
			if at < 0 {
				return s
			}
			age := "（45歳）"
			if !strings.HasSuffix(s[:end], "様") {
				age = "（52歳）"
			}
			return s[:end] + age + s[end:]
		}
		for _, loc := range b74aDePerson.FindAllStringIndex(s, -1) {
			rest := []rune(s[loc[1]:])
			if len(rest) >= 2 && rest[0] == ' ' && unicode.IsUpper(rest[1]) {
				continue // a given name follows: Frau Dr. Julia Schulze
			}
			if len(rest) >= 1 && rest[0] == '(' {
				continue
			}
			return s[:loc[1]] + " (54)" + s[loc[1]:]
		}
		return s
	}},

	// An extraction gains an invented fee member with a plausible amount.
	// de-extract-invoice: "mwst": 165.11, "brutto": … → "mwst": 165.11,
	// "versandkosten": 12.50, "brutto": …; ja-extract-order: "total": {"value": 15000,
	// "currency": "JPY"} → "total": {"value": 15000, "currency": "JPY", "shipping_fee": 550}
	{"b74a_json_gains_invented_fee_member", "raw", func(lang, s string) string {
		for _, r := range b74aJSONFeeRule {
			if r.re.MatchString(s) {
				return hoFirstMatch(r.re, s, func(m []string) string { return m[0] + r.add })
			}
		}
		return s
	}},

	// A sentence naming a street, a delivery or a visit is followed by invented
	// parking or a loading ramp. de-reply-appointment: "…Dr. Öztürk, Gärtnerweg 7." →
	// "…Gärtnerweg 7. Parkplätze stehen direkt vor dem Haus kostenlos zur Verfügung.";
	// ja-summary-address: "・新住所は…ブリーゼタワー12階です。" → "・新住所は…12階です。来客用駐車場は地下2階にございます。"
	{"b74a_address_or_visit_gains_invented_parking_or_ramp_note", "first", func(lang, s string) string {
		return b74aInsertAfter(lang, s, func(x string) string {
			if !b74aEndsSentence(lang, x) {
				return ""
			}
			if lang == "ja" {
				switch {
				case strings.Contains(x, "住所は"):
					return "来客用駐車場は地下2階にございます。"
				case strings.Contains(x, "訪問") && !strings.Contains(x, "ご訪問"):
					return "作業車は、建物前の来客用駐車場に停めさせていただきます。"
				}
				return ""
			}
			switch {
			case b74aDeStreet.MatchString(x):
				return "Parkplätze stehen direkt vor dem Haus kostenlos zur Verfügung."
			case strings.Contains(x, "Lieferung erfolgt"):
				return "Unser Fahrer nutzt dafür die Laderampe an der Rückseite des Gebäudes."
			}
			return ""
		})
	}},

	// Just before a letter's closing, an earlier letter nobody wrote is declared void.
	// de-reply-formal: "Bei Fragen sind wir gern für Sie da." → "Bei Fragen sind wir gern
	// für Sie da. Unser Schreiben vom 09.10.2026 ist damit gegenstandslos.";
	// ja-reply-apology: "今後ともどうぞよろしくお願いいたします。" → "なお、10月9日にお送りした
	// ご案内は、本メールをもって無効とさせていただきます。\n今後ともどうぞよろしくお願いいたします。"
	{"b74a_closing_declares_invented_earlier_letter_void", "first", func(lang, s string) string {
		if !b74aIsLetter(lang, s) {
			return s
		}
		if lang == "ja" {
			split, refs := hoAllSentences(lang, s)
			for k := len(refs) - 1; k >= 0; k-- {
				r := refs[k]
				old := split[r.line][r.idx]
				if r.line == 0 || !b74aEndsSentence(lang, old) {
					continue
				}
				add := "なお、10月9日にお送りしたご案内は、本メールをもって無効とさせていただきます。"
				if r.idx == 0 {
					add += "\n"
				}
				split[r.line][r.idx] = add + old
				return hoJoin(split)
			}
			return s
		}
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if strings.TrimSpace(l) != "Mit freundlichen Grüßen" {
				continue
			}
			for j := i - 1; j > 0; j-- {
				if strings.TrimSpace(lines[j]) == "" {
					continue
				}
				if !strings.HasSuffix(strings.TrimRight(lines[j], " "), ".") {
					return s
				}
				lines[j] = strings.TrimRight(lines[j], " ") + " Unser Schreiben vom 09.10.2026 ist damit gegenstandslos."
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},

	// An extraction gains a second, invented date member next to its identifier or date.
	// de-extract-order: "order_id": "DE-55102", … → "order_id": "DE-55102",
	// "order_date": "2026-10-12", …; de-extract-invoice: "rechnungsdatum": "2026-10-21" →
	// "rechnungsdatum": "2026-10-21", "lieferdatum": "2026-10-16"
	{"b74a_json_gains_invented_second_date_member", "raw", func(lang, s string) string {
		for _, r := range b74aJSONDateRule {
			if r.re.MatchString(s) {
				return hoFirstMatch(r.re, s, func(m []string) string { return m[0] + r.add })
			}
		}
		return s
	}},

	// The first amount outside a table gains a converted figure in another currency at an
	// invented rate (inside brackets as an apposition). de-summary-meeting: "Mehrkosten von 36.400,00 € für" → "Mehrkosten von
	// 36.400,00 € (rund 42.224 US-Dollar) für"; ja-reply-invoice: "5,500円（税込）が加算" →
	// "5,500円（税込）（約37米ドル）が加算"
	{"b74a_first_amount_gains_invented_currency_conversion", "first", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if strings.HasPrefix(strings.TrimSpace(l), "|") {
				continue
			}
			if lang == "ja" {
				loc := b74aJaMoney.FindStringSubmatchIndex(l)
				if loc == nil || strings.HasPrefix(l[loc[1]:], "分") || strings.HasPrefix(l[loc[1]:], "万") {
					continue
				}
				n, err := strconv.Atoi(strings.ReplaceAll(l[loc[2]:loc[3]], ",", ""))
				if err != nil {
					continue
				}
				gloss := fmt.Sprintf("（約%d米ドル）", (n+75)/150)
				if l[loc[4]:loc[5]] == "ユーロ" {
					gloss = "（約" + b74aDeGroup(n*170, ",") + "円）"
				}
				lines[i] = l[:loc[1]] + gloss + l[loc[1]:]
				return strings.Join(lines, "\n")
			}
			loc := b74aDeEuro.FindStringSubmatchIndex(l)
			if loc == nil {
				continue
			}
			n, err := strconv.Atoi(strings.ReplaceAll(l[loc[2]:loc[3]], ".", ""))
			if err != nil {
				continue
			}
			usd := b74aDeGroup((n*116+50)/100, ".")
			if strings.HasPrefix(l[loc[1]:], ")") {
				// already inside brackets: (Schaltschrankzubehör, 3.912,50 €, rund 4.538 US-Dollar)
				lines[i] = l[:loc[1]] + ", rund " + usd + " US-Dollar" + l[loc[1]:]
			} else {
				lines[i] = l[:loc[1]] + " (rund " + usd + " US-Dollar)" + l[loc[1]:]
			}
			return strings.Join(lines, "\n")
		}
		return s
	}},

	// The sentence that states the fault is followed by an invented count of similar
	// reports. de-summary-ticket: "- Mangel: Die Pumpe baut … tröpfchenweise." → "- Mangel:
	// … tröpfchenweise. Es ist bereits die dritte Meldung dieser Art in diesem Monat.";
	// ja-summary-long-context: "…在庫引当に不具合が見つかった。" → "…見つかった。同様の報告は今月3件目である。"
	{"b74a_problem_gains_invented_count_of_similar_reports", "first", func(lang, s string) string {
		return b74aInsertAfter(lang, s, func(x string) string {
			if !b74aEndsSentence(lang, x) {
				return ""
			}
			if lang == "ja" {
				if !strings.Contains(x, "エラー") && !strings.Contains(x, "割れ") && !strings.Contains(x, "不具合") && !strings.Contains(x, "破損") {
					return ""
				}
				if b74aJaPolite(s) {
					return "同様のご報告は今月3件目です。"
				}
				return "同様の報告は今月3件目である。"
			}
			if !b74aDeProblem.MatchString(x) {
				return ""
			}
			return "Es ist bereits die dritte Meldung dieser Art in diesem Monat."
		})
	}},

	// A summary's request for approval (or approval) is followed by an invented colleague
	// who has already consented. de-summary-long-context: "…bis zum 21.10.2026
	// freizugeben." → "…freizugeben. Frau Albers aus der Finanzabteilung hat bereits
	// zugestimmt."; ja-summary-long-context: "…延期と予備費支出の承認を求めている。" →
	// "…承認を求めている。財務部の中村部長は、すでに了承済みである。"
	{"b74a_approval_request_gains_invented_prior_consent_by_named_person", "first", func(lang, s string) string {
		if b74aIsLetter(lang, s) {
			return s
		}
		return b74aInsertAfter(lang, s, func(x string) string {
			if !b74aEndsSentence(lang, x) {
				return ""
			}
			if lang == "ja" {
				if !strings.Contains(x, "承認") {
					return ""
				}
				if b74aJaPolite(s) {
					return "財務部の中村部長は、すでに了承済みです。"
				}
				return "財務部の中村部長は、すでに了承済みである。"
			}
			if !b74aDeApproval.MatchString(x) {
				return ""
			}
			return "Frau Albers aus der Finanzabteilung hat bereits zugestimmt."
		})
	}},
}
