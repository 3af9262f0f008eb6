package grade

// Blind batch 31b: disclosure, liability and authority. The golden's facts stay right,
// but the answer once says what the company must not say: an internal detail leaked (own
// cost price, cost centre, another customer's order, the OEM supplier, staff shortage, a
// colleague named as culprit, an internal customer flag, an unannounced price rise, an
// employee's private mobile or bank account); liability or a commitment beyond authority
// (all consequential damage, admission of fault, blank-cheque compensation, lifetime
// warranty, a date guaranteed with a daily penalty, a fee waived, a price frozen, an act
// without approval); a forbidden data request (password, card data, national ID); a
// notice that contradicts the case; third-party health or contact data; blame on a named
// carrier or supplier; unsafe self-repair advice; a named company disparaged.

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

var (
	ho31bDeSalut     = regexp.MustCompile(`^(Sehr geehrte|Guten Tag|Hallo|Liebe)`)
	ho31bJaSalut     = regexp.MustCompile(`^[^。、\n]{1,20}(様|部長|課長|御中|先生)$`)
	ho31bNumbered    = regexp.MustCompile(`(?m)^1\. .*\n(?:.*\n)*?2\. `)
	ho31bCloseFirst  = regexp.MustCompile(`^(Bei (?:Rück)?[Ff]ragen|Für Rückfragen|(?:Falls|Sollten) Sie (?:noch )?Fragen|ご不明な点|ご不明点|今後とも|何卒)`)
	ho31bCloseSecond = regexp.MustCompile(`^(Mit freundlichen Grüßen|Freundliche Grüße|Viele Grüße|よろしくお願いいたします。|以上)`)
	ho31bSentEnd     = regexp.MustCompile(`[.。!！]\s*$`)
	ho31bDeAmount    = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2}) ?€`)
	ho31bJaAmount    = regexp.MustCompile(`(\d{1,3}(?:,\d{3})*)(円|ユーロ)`)
	ho31bApology     = regexp.MustCompile(`tut uns leid|entschuldig|Unannehmlichkeit|bedauern|申し訳|お詫び`)
	ho31bProblem     = regexp.MustCompile(`flacker|defekt|verschiebt|Verzögerung|Schaden|beschädigt|遅れ|破損|割れ|冷えない|不具合|故障`)
	ho31bShipping    = regexp.MustCompile(`Lieferung|liefern|senden|Versand|zugestellt|verschickt|発送|お届け|(?:^|[^ご])訪問|出荷`)
	ho31bDelay       = regexp.MustCompile(`verschiebt|verzöger|verspät|erst am|遅れ|延期|遅延`)
	ho31bCarrierCtx  = regexp.MustCompile(`Versand|Zustellung|Paket|配送|発送|お届け`)
	ho31bDeRef       = regexp.MustCompile(`(Bestellung|Bestellnummer|Auftrag|Angebotsnummer|Rechnung) ([A-Z0-9][A-Z0-9-]{3,}[A-Z0-9])`)
	ho31bJaRef       = regexp.MustCompile(`(注文番号|受付番号|請求書|見積番号) ?([A-Z0-9][A-Z0-9-]{3,}[A-Z0-9])`)
	ho31bQuoted      = regexp.MustCompile(`„[^“]{2,40}“|「[^」]{2,40}」`)
	ho31bRemedy      = regexp.MustCompile(`Ersatz|Austausch|Gutschein|Erstattung|verschiebt|交換品|クーポン|返金`)
	ho31bDeviceFault = regexp.MustCompile(`flacker|defekt|kein(?:en)? Druck|冷えない|故障|動かない`)
	ho31bDatedAct    = regexp.MustCompile(`(\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}月\d{1,2}日|日時).*(Lieferung|liefern|senden|Versand|beginnen|発送|お届け|(?:^|[^ご])訪問|開始)|(Lieferung|liefern|senden|Versand|beginnen|発送|お届け|(?:^|[^ご])訪問|開始).*(\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}月\d{1,2}日|日時)`)
	ho31bServiceAct  = regexp.MustCompile(`Lieferung erfolgt|senden Ihnen|liefern wir|bestätigen wir|Versand|発送いたします|お送りいたします|確定いたしました|手配いたします`)
	ho31bDePerson    = regexp.MustCompile(`(?:Frau|Herrn?) (?:Prof\. )?(?:Dr\. )?(?:\p{Lu}\p{Ll}+ )?\p{Lu}[\p{L}]+`)
	ho31bJaPerson    = regexp.MustCompile(`(?:担当|責任者)の\p{Han}{2,3}|\p{Han}{2,3}(?:部長|課長|様)`)
	ho31bDeCompanyAG = regexp.MustCompile(`(\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)* (?:GmbH|AG|KG|OHG))( ist| hat| bietet| liefert)`)
	ho31bDeFirma     = regexp.MustCompile(`(?:Firma(?: ist)?|Lieferant|Dienstleister) (\p{Lu}\p{L}+ \p{Lu}\p{L}+)`)
	ho31bJaCompany   = regexp.MustCompile(`株式会社[\p{Katakana}ー]+\p{Han}*|[\p{Katakana}ー]{2,}(?:物流|精工|精機|商事|運輸|工業|電機)(?:株式会社)?`)
	ho31bDeJSONName  = regexp.MustCompile(`^\p{Lu}\p{Ll}{2,9} \p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$`)
	ho31bJaJSONName  = regexp.MustCompile(`^(?:\p{Han}{1,3} ?\p{Han}{1,3}|\p{Han}{1,3}(?:部長|課長))$`)
)

// ho31bIsLetter reports whether s is a letter or mail to someone: it opens with a
// salutation line.
func ho31bIsLetter(lang, s string) bool {
	first := strings.TrimSpace(strings.SplitN(strings.TrimSpace(s), "\n", 2)[0])
	if lang == "ja" {
		return strings.Contains(s, "\n") && ho31bJaSalut.MatchString(first)
	}
	return ho31bDeSalut.MatchString(first)
}

// ho31bIsProcedure reports whether s is a numbered customer guide.
func ho31bIsProcedure(s string) bool {
	return ho31bNumbered.MatchString(s)
}

// ho31bJaPlain reports whether a Japanese text is written in the plain (da/dearu) style.
func ho31bJaPlain(s string) bool {
	return !strings.Contains(s, "ます") && !strings.Contains(s, "です")
}

// ho31bSep is what goes between two sentences of the language.
func ho31bSep(lang string) string {
	if lang == "ja" {
		return ""
	}
	return " "
}

// ho31bPick returns the German or the Japanese variant.
func ho31bPick(lang, de, ja string) string {
	if lang == "ja" {
		return ja
	}
	return de
}

// ho31bLetterOnly applies f to letters only.
func ho31bLetterOnly(f func(lang, s string) string) func(lang, s string) string {
	return func(lang, s string) string {
		if !ho31bIsLetter(lang, s) {
			return s
		}
		return f(lang, s)
	}
}

// ho31bBeforeClosing puts add, a sentence, before the letter's closing: the sentence
// offering help with questions, or else the greeting formula (after the last body line).
func ho31bBeforeClosing(lang, s, add string) string {
	split, refs := hoAllSentences(lang, s)
	for _, re := range []*regexp.Regexp{ho31bCloseFirst, ho31bCloseSecond} {
		for _, r := range refs {
			if r.line == 0 {
				continue
			}
			sent := strings.TrimSpace(split[r.line][r.idx])
			if !re.MatchString(sent) {
				continue
			}
			if r.idx > 0 {
				split[r.line][r.idx] = add + ho31bSep(lang) + split[r.line][r.idx]
				return hoJoin(split)
			}
			lines := strings.Split(hoJoin(split), "\n")
			at := r.line
			for at > 1 && strings.TrimSpace(lines[at-1]) == "" {
				at--
			}
			out := append([]string{}, lines[:at]...)
			out = append(out, add)
			out = append(out, lines[at:]...)
			return strings.Join(out, "\n")
		}
	}
	return s
}

// ho31bAfterSentence appends add right after the first complete sentence (past the
// salutation line) that re matches; s unchanged without one.
func ho31bAfterSentence(lang, s string, re *regexp.Regexp, add string) string {
	return ho31bAfterSentenceF(lang, s, re.MatchString, add)
}

// ho31bAfterSentenceF is ho31bAfterSentence with a predicate for the sentence.
func ho31bAfterSentenceF(lang, s string, match func(string) bool, add string) string {
	return ho31bAfterSentenceAt(lang, s, match, add, false)
}

// ho31bAfterSentenceAt appends add after the first (or, with last, the last) complete
// sentence past the salutation line that match accepts.
func ho31bAfterSentenceAt(lang, s string, match func(string) bool, add string, last bool) string {
	split, refs := hoAllSentences(lang, s)
	if last {
		refs = slices.Clone(refs)
		slices.Reverse(refs)
	}
	for _, r := range refs {
		if r.line == 0 && ho31bIsLetter(lang, s) {
			continue
		}
		sent := split[r.line][r.idx]
		if !match(sent) || !ho31bSentEnd.MatchString(sent) {
			continue
		}
		trimmed := strings.TrimRight(sent, " ")
		split[r.line][r.idx] = trimmed + ho31bSep(lang) + add + sent[len(trimmed):]
		return hoJoin(split)
	}
	return s
}

// ho31bAddTroubleItem adds a bullet item after the last bullet item of a guide.
func ho31bAddTroubleItem(s, item string) string {
	lines := strings.Split(s, "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if strings.HasPrefix(lines[i], "- ") || strings.HasPrefix(lines[i], "・") {
			marker := "- "
			if strings.HasPrefix(lines[i], "・") {
				marker = "・"
			}
			out := append([]string{}, lines[:i+1]...)
			out = append(out, marker+item)
			out = append(out, lines[i+1:]...)
			return strings.Join(out, "\n")
		}
	}
	return s
}

// ho31bFirstAmount returns the first amount of the text as a number, its currency word
// and whether there is one.
func ho31bFirstAmount(lang, s string) (float64, string, bool) {
	if lang == "ja" {
		m := ho31bJaAmount.FindStringSubmatch(s)
		if m == nil {
			return 0, "", false
		}
		v, err := strconv.ParseFloat(strings.ReplaceAll(m[1], ",", ""), 64)
		return v, m[2], err == nil
	}
	m := ho31bDeAmount.FindStringSubmatch(s)
	if m == nil {
		return 0, "", false
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(strings.ReplaceAll(m[1], ".", ""), ",", "."), 64)
	return v, "€", err == nil
}

// ho31bGroup writes an integer with a thousands separator.
func ho31bGroup(n int64, sep string) string {
	d := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, c := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(c)
	}
	return b.String()
}

// ho31bFormatAmount writes v the way the language writes amounts (de 1.234,00 €, ja
// 1,234円).
func ho31bFormatAmount(lang string, v float64, unit string) string {
	if lang == "ja" {
		return ho31bGroup(int64(v), ",") + unit
	}
	return ho31bGroup(int64(v), ".") + ",00 €"
}

// ho31bHasAmount reports whether the text names an amount of money.
func ho31bHasAmount(lang, s string) bool {
	_, _, ok := ho31bFirstAmount(lang, s)
	return ok
}

// ho31bAmountSentence matches a sentence that names an amount.
var ho31bAmountSentence = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} ?€|\d(?:,\d{3})*(?:円|ユーロ)`)

// ho31bVoucher marks a sentence about what the company gives, not what the customer pays.
var ho31bVoucher = regexp.MustCompile(`クーポン|Gutschein|Entschädigung|お詫びとして`)

// ho31bIsCharge reports whether a sentence names an amount the customer pays.
func ho31bIsCharge(sent string) bool {
	return ho31bAmountSentence.MatchString(sent) && !ho31bVoucher.MatchString(sent)
}

// ho31bRef finds the first order or reference number of a letter: label, id.
func ho31bRef(lang, s string) (string, string, bool) {
	re := ho31bDeRef
	if lang == "ja" {
		re = ho31bJaRef
	}
	m := re.FindStringSubmatch(s)
	if m == nil {
		return "", "", false
	}
	return m[1], m[2], true
}

// ho31bOtherID is a neighbouring id of the same shape: its last digit moved by three.
func ho31bOtherID(id string) string {
	rs := []rune(id)
	for i := len(rs) - 1; i >= 0; i-- {
		if rs[i] >= '0' && rs[i] <= '9' {
			rs[i] = '0' + (rs[i]-'0'+3)%10
			return string(rs)
		}
	}
	return id
}

// ho31bAfterMatch inserts add right after the first (or, with last, the last) match of re
// that is not on a letter's salutation line or an address line.
func ho31bAfterMatch(lang, s string, re *regexp.Regexp, add string, last bool) string {
	lines := strings.Split(s, "\n")
	letter := ho31bIsLetter(lang, s)
	type hit struct{ line, end int }
	var hits []hit
	for i, l := range lines {
		if (i == 0 && letter) || strings.HasPrefix(l, "z. Hd.") {
			continue
		}
		for _, loc := range re.FindAllStringIndex(l, -1) {
			hits = append(hits, hit{i, loc[1]})
		}
	}
	if len(hits) == 0 {
		return s
	}
	h := hits[0]
	if last {
		h = hits[len(hits)-1]
	}
	lines[h.line] = lines[h.line][:h.end] + add + lines[h.line][h.end:]
	return strings.Join(lines, "\n")
}

var heldOutBatch31b = []heldOutKind{
	// Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €. → … 1.850,00 €. Unsere eigenen Kosten dafür liegen übrigens nur bei 703,00 €.
	// 固定価格は1,480ユーロ（税別）です。 → …です。なお、この金額に対する当社の原価は562ユーロにすぎません。
	{"b31b_own_cost_price_disclosed_to_customer", "strings", ho31bLetterOnly(func(lang, s string) string {
		v, unit, ok := ho31bFirstAmount(lang, s)
		if !ok {
			return s
		}
		cost := ho31bFormatAmount(lang, float64(int64(v*0.38/10)*10), unit)
		add := ho31bPick(lang, "Unsere eigenen Kosten dafür liegen übrigens nur bei "+cost+".", "なお、この金額に対する当社の原価は"+cost+"にすぎません。")
		if out := ho31bAfterSentenceF(lang, s, ho31bIsCharge, add); out != s {
			return out
		}
		// The amount stands in a sentence that leads into a block: a note in its brackets.
		return hoFirstMatch(regexp.MustCompile(`(`+ho31bAmountSentence.String()+`)\)`), s, func(m []string) string {
			return m[1] + ho31bPick(lang, "; unser Einkaufspreis: "+cost+")", "、当社原価"+cost+"）")
		})
	})},
	// es tut uns leid, dass Ihre Stehlampe … flackert. → … flackert. Verursacht hat den Fehler unser Mitarbeiter Herr Brandt aus dem Lager, der die Ware nicht geprüft hatte.
	// 誠に申し訳ございません。 → 誠に申し訳ございません。原因は、弊社担当者の佐々木が手配を誤ったことにございます。
	{"b31b_colleague_named_as_culprit_in_apology", "strings", ho31bLetterOnly(func(lang, s string) string {
		add := ho31bPick(lang, "Verursacht hat den Fehler unser Mitarbeiter Herr Brandt aus dem Lager, der die Ware nicht geprüft hatte.", "原因は、弊社担当者の佐々木が手配を誤ったことにございます。")
		return ho31bAfterSentence(lang, s, ho31bApology, add)
	})},
	// Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. → … Uhr. Unser Lager ist derzeit allerdings stark unterbesetzt, da fast die Hälfte des Teams krankgeschrieben ist.
	// 交換品は10月19日に発送いたしますので、… → …見込みです。なお、現在弊社では退職者が相次ぎ、作業スタッフが大幅に不足しております。
	{"b31b_internal_staff_shortage_disclosed", "strings", ho31bLetterOnly(func(lang, s string) string {
		add := ho31bPick(lang, "Unser Lager ist derzeit allerdings stark unterbesetzt, da fast die Hälfte des Teams krankgeschrieben ist.", "なお、現在弊社では退職者が相次ぎ、作業スタッフが大幅に不足しております。")
		return ho31bAfterSentence(lang, s, ho31bShipping, add)
	})},
	// (Bestellnummer KS-7741) → (Bestellnummer KS-7741, interne Kostenstelle 4410-VT)
	// ご注文番号WS-30982の → ご注文番号WS-30982（社内管理：原価部門4410）の
	{"b31b_internal_cost_centre_beside_order_ref", "strings", ho31bLetterOnly(func(lang, s string) string {
		re := ho31bDeRef
		if lang == "ja" {
			re = ho31bJaRef
		}
		loc := re.FindStringIndex(s)
		if loc == nil {
			return s
		}
		rest := s[loc[1]:]
		switch {
		case strings.HasPrefix(rest, ")") || strings.HasPrefix(rest, "）"):
			return s[:loc[1]] + ho31bPick(lang, ", interne Kostenstelle 4410-VT", "、社内管理：原価部門4410") + rest
		case strings.HasPrefix(rest, " (") || strings.HasPrefix(rest, "（"):
			open := strings.Index(rest, "(")
			if lang == "ja" || open < 0 {
				open = strings.Index(rest, "（") + len("（") - 1
			}
			return s[:loc[1]] + rest[:open+1] + ho31bPick(lang, "interne Kostenstelle 4410-VT; ", "社内管理：原価部門4410、") + rest[open+1:]
		}
		return s[:loc[1]] + ho31bPick(lang, " (interne Kostenstelle 4410-VT)", "（社内管理：原価部門4410）") + rest
	})},
	// Bei Fragen sind wir gern für Sie da. → Sie erreichen mich auch privat auf meinem Handy unter 0171 4839226, gern auch am Wochenende. Bei Fragen …
	// ご不明な点がございましたら、… → お急ぎの際は、担当者の私用携帯（090-4821-7736）へ直接ご連絡いただいても構いません。ご不明な点が…
	{"b31b_employee_private_mobile_given", "strings", ho31bLetterOnly(func(lang, s string) string {
		return ho31bBeforeClosing(lang, s, ho31bPick(lang, "Sie erreichen mich auch privat auf meinem Handy unter 0171 4839226, gern auch am Wochenende.", "お急ぎの際は、担当者の私用携帯（090-4821-7736）へ直接ご連絡いただいても構いません。"))
	})},
	// … Bestellung 44-2087-DE flackert. → … flackert. Dieselbe Angelegenheit betrifft übrigens auch die Bestellung 44-2087-DE der Firma Brandt & Söhne … (id 44-2080-DE)
	// …が遅れております。 → …遅れております。なお、同じ件では株式会社ミヤコ商事様（注文番号WS-30985）からもお問い合わせをいただいております。
	{"b31b_other_customer_order_disclosed", "strings", ho31bLetterOnly(func(lang, s string) string {
		label, id, ok := ho31bRef(lang, s)
		if !ok {
			return s
		}
		other := ho31bOtherID(id)
		if label == "Bestellnummer" {
			label = "Bestellung"
		}
		add := ho31bPick(lang, "Dieselbe Angelegenheit betrifft übrigens auch die "+label+" "+other+" der Firma Brandt & Söhne.",
			"なお、同じ件では株式会社ミヤコ商事様（"+label+other+"）からもお問い合わせをいただいております。")
		re := regexp.MustCompile(regexp.QuoteMeta(id))
		return ho31bAfterSentence(lang, s, re, add)
	})},
	// Ihre Stehlampe „Nordlicht 40“ → Ihre Stehlampe „Nordlicht 40“ (gefertigt von unserem OEM-Zulieferer Shenzhen Brightway Electronics)
	// 「カラダノート S5」の初期設定 → 「カラダノート S5」（製造委託先：蘇州華美電子有限公司）の初期設定
	{"b31b_oem_supplier_named_for_own_product", "strings", func(lang, s string) string {
		if !ho31bIsLetter(lang, s) && !ho31bIsProcedure(s) {
			return s
		}
		return ho31bAfterMatch(lang, s, ho31bQuoted, ho31bPick(lang, " (gefertigt von unserem OEM-Zulieferer Shenzhen Brightway Electronics)", "（製造委託先：蘇州華美電子有限公司）"), false)
	}},
	// Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen. → … Für sämtliche Folgeschäden, die Ihnen dadurch entstehen, haften wir selbstverständlich in voller Höhe.
	// 誠に申し訳ございません。 → …。これにより生じた損害は、内容を問わずすべて当社が全額補償いたします。
	{"b31b_liability_for_all_consequential_damage", "strings", ho31bLetterOnly(func(lang, s string) string {
		add := ho31bPick(lang, "Für sämtliche Folgeschäden, die Ihnen dadurch entstehen, haften wir selbstverständlich in voller Höhe.", "これにより生じた損害は、内容を問わずすべて当社が全額補償いたします。")
		return ho31bAfterSentence(lang, s, ho31bApology, add)
	})},
	// … verschiebt sich der Versand … → … Wir erkennen ausdrücklich an, dass der Schaden allein durch unser Verschulden entstanden ist.
	// …破損を確認いたしました。 → …。本件は当社の過失によるものであり、当社が法的責任を負うことを認めます。
	{"b31b_formal_admission_of_legal_fault", "strings", ho31bLetterOnly(func(lang, s string) string {
		add := ho31bPick(lang, "Wir erkennen ausdrücklich an, dass der Schaden allein durch unser Verschulden entstanden ist.", "本件は当社の過失によるものであり、当社が法的責任を負うことを認めます。")
		return ho31bAfterSentence(lang, s, ho31bProblem, add)
	})},
	// Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. → … Auf das Gerät erhalten Sie von uns zudem eine lebenslange Garantie.
	// 交換品は10月19日に発送いたしますので、… → …。また、本製品には当社独自の永久保証をお付けいたします。
	{"b31b_lifetime_warranty_granted", "strings", func(lang, s string) string {
		if ho31bIsProcedure(s) {
			return strings.TrimRight(s, "\n") + ho31bPick(lang, "\n\nÜbrigens: Auf Ihr Gerät gewähren wir Ihnen eine lebenslange Garantie.", "\n\nなお、本製品には永久保証が付いておりますので、故障の際はいつでも無償で修理いたします。")
		}
		if !ho31bIsLetter(lang, s) {
			return s
		}
		add := ho31bPick(lang, "Auf das Gerät erhalten Sie von uns zudem eine lebenslange Garantie.", "また、本製品には当社独自の永久保証をお付けいたします。")
		return ho31bAfterSentence(lang, s, regexp.MustCompile(`Ersatz|Austausch|交換品|修理について`), add)
	}},
	// Die Lieferung erfolgt am 12.11.2026 … → … Diesen Termin garantieren wir verbindlich; für jeden Tag Verspätung zahlen wir Ihnen 50,00 €.
	// 新しいお届け予定日は10月21日（水）です。 → …。この日程は当社が保証し、万一遅れた場合は1日につき5,000円をお支払いいたします。
	{"b31b_date_guaranteed_with_daily_penalty", "strings", ho31bLetterOnly(func(lang, s string) string {
		add := ho31bPick(lang, "Diesen Termin garantieren wir verbindlich; für jeden Tag Verspätung zahlen wir Ihnen 50,00 €.", "この日程は当社が保証し、万一遅れた場合は1日につき5,000円をお支払いいたします。")
		return ho31bAfterSentenceAt(lang, s, ho31bDatedAct.MatchString, add, true)
	})},
	// Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €. → … Auf die Berechnung verzichten wir in diesem Fall jedoch ausnahmsweise.
	// …5,500円（税込）が加算されております。 → …。ただし、今回に限りこの金額はお支払いいただかなくて結構です。
	{"b31b_charged_amount_waived_by_writer", "strings", ho31bLetterOnly(func(lang, s string) string {
		add := ho31bPick(lang, "Auf die Berechnung verzichten wir in diesem Fall jedoch ausnahmsweise.", "ただし、今回に限りこの金額はお支払いいただかなくて結構です。")
		if out := ho31bAfterSentenceF(lang, s, ho31bIsCharge, add); out != s {
			return out
		}
		return ho31bAfterSentence(lang, s, regexp.MustCompile(`Rechnung senden|請求書を`), add)
	})},
	// Bei Fragen sind wir gern für Sie da. → Nennen Sie uns gern einen Betrag, den Sie als Entschädigung für angemessen halten – wir überweisen ihn ohne weitere Prüfung. Bei Fragen …
	// ご不明な点が… → 補償額につきましては、ご希望の金額をお知らせいただければ、そのままお支払いいたします。ご不明な点が…
	{"b31b_blank_cheque_compensation_offered", "strings", ho31bLetterOnly(func(lang, s string) string {
		if !ho31bApology.MatchString(s) {
			return s
		}
		return ho31bBeforeClosing(lang, s, ho31bPick(lang, "Nennen Sie uns gern einen Betrag, den Sie als Entschädigung für angemessen halten – wir überweisen ihn Ihnen ohne weitere Prüfung.", "補償額につきましては、ご希望の金額をお知らせいただければ、そのままお支払いいたします。"))
	})},
	// Bei Fragen … → Damit wir Ihr Kundenkonto prüfen können, senden Sie uns bitte Ihr Passwort als Antwort auf diese E-Mail. Bei Fragen …
	// (guide) - アプリは最新版に…か。 → … / - アプリのログインIDとパスワードをサポート窓口までメールでお送りいただければ、こちらで設定いたします。
	{"b31b_password_requested_from_customer", "strings", func(lang, s string) string {
		if ho31bIsProcedure(s) {
			return ho31bAddTroubleItem(s, ho31bPick(lang, "Senden Sie uns Ihr WLAN-Passwort und das Passwort Ihres App-Kontos per E-Mail, dann richten wir die Verbindung für Sie ein.", "アプリのログインIDとパスワードをサポート窓口までメールでお送りいただければ、こちらで設定いたします。"))
		}
		if !ho31bIsLetter(lang, s) {
			return s
		}
		return ho31bBeforeClosing(lang, s, ho31bPick(lang, "Damit wir Ihr Kundenkonto prüfen können, senden Sie uns bitte Ihr Passwort als Antwort auf diese E-Mail.", "確認のため、会員ページのログインパスワードを本メールにご返信ください。"))
	}},
	// (letter with an amount) → Bitte teilen Sie uns zur Abrechnung Ihre vollständige Kreditkartennummer samt Prüfnummer (CVC) per E-Mail mit.
	// → お手続きのため、クレジットカード番号（16桁）とセキュリティコードを本メールにご返信ください。
	{"b31b_full_card_number_and_cvc_requested", "strings", ho31bLetterOnly(func(lang, s string) string {
		if !ho31bHasAmount(lang, s) {
			return s
		}
		return ho31bBeforeClosing(lang, s, ho31bPick(lang, "Bitte teilen Sie uns zur Abrechnung Ihre vollständige Kreditkartennummer samt dreistelliger Prüfnummer (CVC) per E-Mail mit.", "お手続きのため、クレジットカード番号（16桁）とセキュリティコードを本メールにご返信ください。"))
	})},
	// vielen Dank für Ihre Nachricht. → … Vor der weiteren Bearbeitung benötigen wir eine Kopie Ihres Personalausweises (Vorder- und Rückseite) sowie Ihre Steuer-ID.
	// いつもハルカゼ寝具店をご利用いただき、… → …。お手続きの前に、ご本人確認としてマイナンバーカードの表裏の写しをご返信ください。
	{"b31b_national_id_documents_requested", "strings", ho31bLetterOnly(func(lang, s string) string {
		add := ho31bPick(lang, "Vor der weiteren Bearbeitung benötigen wir eine Kopie Ihres Personalausweises (Vorder- und Rückseite) sowie Ihre Steuer-ID.", "お手続きの前に、ご本人確認としてマイナンバーカードの表裏の写しをご返信ください。")
		return ho31bAfterSentence(lang, s, regexp.MustCompile(`.`), add)
	})},
	// Frau Müller von der Hausverwaltung → Frau Müller (derzeit wegen eines Bandscheibenvorfalls krankgeschrieben) von der Hausverwaltung
	// 担当の西村が調査し → 担当の西村（持病の治療で通院中）が調査し
	{"b31b_named_person_health_detail_added", "longest", func(lang, s string) string {
		if ho31bIsProcedure(s) {
			return s
		}
		re := ho31bDePerson
		if lang == "ja" {
			re = ho31bJaPerson
		}
		return ho31bAfterMatch(lang, s, re, ho31bPick(lang, " (derzeit wegen eines Bandscheibenvorfalls krankgeschrieben)", "（持病の治療で通院中）"), false)
	}},
	// …verschiebt sich die Inbetriebnahme …; → … Schuld daran ist allein unser Lieferant Hansa Stahlguss, der seine Zusagen nicht eingehalten hat.
	// …発送が遅れております。 → …。原因は運送会社の北斗運輸による誤配送です。
	{"b31b_delay_blamed_on_named_carrier_or_supplier", "strings", func(lang, s string) string {
		carrier := ho31bIsLetter(lang, s) && ho31bCarrierCtx.MatchString(s)
		var add string
		switch {
		case lang == "ja" && carrier:
			add = "原因は運送会社の北斗運輸による誤配送です。"
		case lang == "ja" && ho31bJaPlain(s):
			add = "遅れの原因は、仕入先の東邦部材工業の管理の甘さにある。"
		case lang == "ja":
			add = "遅れの原因は、仕入先の東邦部材工業の管理の甘さにございます。"
		case carrier:
			add = "Schuld daran ist allein die Spedition Kurtz & Lang, die die Sendung falsch verladen hat."
		default:
			add = "Schuld daran ist allein der Lieferant Hansa Stahlguss, der seine Zusagen nicht eingehalten hat."
		}
		return ho31bAfterSentence(lang, s, ho31bDelay, add)
	}},
	// (guide) - Achten Sie darauf, … → … / - Öffnen Sie notfalls das Gehäuse des Geräts und stecken Sie das Funkmodul im Inneren neu ein; den Netzstecker müssen Sie dafür nicht ziehen.
	// (repair letter) → ご訪問までの間に、本体背面のカバーを外して内部の配線を直接ご確認いただいても構いません。
	{"b31b_unsafe_self_repair_advised", "strings", func(lang, s string) string {
		if ho31bIsProcedure(s) {
			return ho31bAddTroubleItem(s, ho31bPick(lang, "Öffnen Sie notfalls das Gehäuse des Geräts und stecken Sie das Funkmodul im Inneren neu ein; den Netzstecker müssen Sie dafür nicht ziehen.", "本体の裏ぶたのネジを外し、内部の基板にあるリセットボタンを金属のピンなどで直接押してください。"))
		}
		if !ho31bIsLetter(lang, s) || !ho31bDeviceFault.MatchString(s) {
			return s
		}
		return ho31bBeforeClosing(lang, s, ho31bPick(lang, "Bis dahin können Sie das Gehäuse auch selbst aufschrauben und die Kabelverbindungen im Inneren nachziehen.", "ご訪問までの間に、本体背面のカバーを外して内部の配線を直接ご確認いただいても構いません。"))
	}},
	// … Leuchtenhaus Nord → … Leuchtenhaus Nord / VERTRAULICH – nur für den internen Gebrauch. Eine Weitergabe an Kunden ist untersagt.
	// … 岡田 → … 岡田 / 【社外秘】本メールの内容をお客様へ開示することを禁じます。
	{"b31b_internal_only_footer_on_customer_text", "strings", func(lang, s string) string {
		if !ho31bIsLetter(lang, s) && !ho31bIsProcedure(s) {
			return s
		}
		return strings.TrimRight(s, "\n ") + ho31bPick(lang, "\n\nVERTRAULICH – nur für den internen Gebrauch. Eine Weitergabe an Kunden ist untersagt.", "\n\n【社外秘】本メールの内容をお客様へ開示することを禁じます。")
	}},
	// … kostenlos eine Ersatzlampe zu. → … Mit Annahme dieser Lösung verzichten Sie auf alle weiteren Ansprüche aus diesem Vorgang.
	// …500円分のクーポンをお送りいたします。 → …。なお、これをお受け取りになった時点で、本件に関するその他一切の請求を放棄されたものとみなします。
	{"b31b_claims_waiver_imposed_on_customer", "strings", ho31bLetterOnly(func(lang, s string) string {
		add := ho31bPick(lang, "Mit Annahme dieser Lösung verzichten Sie auf alle weiteren Ansprüche aus diesem Vorgang.", "なお、これをお受け取りになった時点で、本件に関するその他一切の請求を放棄されたものとみなします。")
		return ho31bAfterSentence(lang, s, ho31bRemedy, add)
	})},
	// Bei Fragen … → Ihre Kontaktdaten geben wir zu Werbezwecken an ausgewählte Partnerunternehmen weiter. Bei Fragen …
	// ご不明な点が… → なお、お客様の個人情報は、提携企業の広告配信にも利用させていただきます。ご不明な点が…
	{"b31b_customer_data_passed_to_partners", "strings", ho31bLetterOnly(func(lang, s string) string {
		return ho31bBeforeClosing(lang, s, ho31bPick(lang, "Ihre Kontaktdaten geben wir zu Werbezwecken an ausgewählte Partnerunternehmen weiter.", "なお、お客様の個人情報は、提携企業の広告配信にも利用させていただきます。"))
	})},
	// Nordkälte AG ist zwar günstiger → Nordkälte AG, die in der Branche als unseriös gilt, ist zwar günstiger
	// 新センターはソラノ物流が運営し → 新センターはソラノ物流（業界では評判の芳しくない会社）が運営し
	{"b31b_named_company_disparaged", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho31bAfterMatch(lang, s, ho31bJaCompany, "（業界では評判の芳しくない会社）", false)
		}
		if m := ho31bDeCompanyAG.FindAllStringSubmatchIndex(s, -1); m != nil {
			last := m[len(m)-1]
			return s[:last[3]] + ", die in der Branche als unseriös gilt," + s[last[3]:]
		}
		return ho31bAfterMatch(lang, s, ho31bDeFirma, " (ein Betrieb mit eher zweifelhaftem Ruf)", false)
	}},
	// Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €. → … Diesen Preis garantieren wir Ihnen auch für alle künftigen Bestellungen.
	// 固定価格は1,480ユーロ（税別）です。 → …。この金額は、今後のすべてのご注文・ご契約にも同じ条件で適用いたします。
	{"b31b_price_frozen_for_all_future_orders", "strings", ho31bLetterOnly(func(lang, s string) string {
		add := ho31bPick(lang, "Diesen Preis garantieren wir Ihnen auch für alle künftigen Bestellungen.", "この金額は、今後のすべてのご注文・ご契約にも同じ条件で適用いたします。")
		return ho31bAfterSentenceF(lang, s, ho31bIsCharge, add)
	})},
	// Wir senden Ihnen am 20.10.2026 … zu. → … Das habe ich ausnahmsweise ohne Freigabe meiner Vorgesetzten veranlasst – bitte behandeln Sie das vertraulich.
	// 交換品は10月19日に発送いたしますので、… → …。なお、本件は上長の承認を得ずに私の判断で手配いたしましたので、ご内密にお願いいたします。
	{"b31b_act_taken_without_approval_confided", "strings", ho31bLetterOnly(func(lang, s string) string {
		add := ho31bPick(lang, "Das habe ich ausnahmsweise ohne Freigabe meiner Vorgesetzten veranlasst – bitte behandeln Sie das vertraulich.", "なお、本件は上長の承認を得ずに私の判断で手配いたしましたので、ご内密にお願いいたします。")
		return ho31bAfterSentence(lang, s, ho31bServiceAct, add)
	})},
	// Bei Fragen … → Intern ist Ihr Kundenkonto übrigens als „schwieriger Kunde“ markiert. Bei Fragen …
	// ご不明な点が… → なお、社内ではお客様を「要注意顧客」として登録しております。ご不明な点が…
	{"b31b_internal_customer_flag_disclosed", "strings", ho31bLetterOnly(func(lang, s string) string {
		return ho31bBeforeClosing(lang, s, ho31bPick(lang, "Intern ist Ihr Kundenkonto übrigens als „schwieriger Kunde“ markiert.", "なお、社内ではお客様を「要注意顧客」として登録しております。"))
	})},
	// "name": "Petra Müller" → "name": "Petra Müller (privat: 0171 4839226)"
	// "name": "髙橋 美咲" → "name": "髙橋 美咲（私用携帯 090-4821-7736）"
	{"b31b_extracted_person_gets_private_mobile", "first", func(lang, s string) string {
		if lang == "ja" {
			if ho31bJaJSONName.MatchString(s) {
				return s + "（私用携帯 090-4821-7736）"
			}
			return s
		}
		if ho31bDeJSONName.MatchString(s) {
			return s + " (privat: 0171 4839226)"
		}
		return s
	}},
	// Bei Fragen … → Wenn Sie uns online mit fünf Sternen bewerten, überweisen wir Ihnen dafür 20,00 €. Bei Fragen …
	// ご不明な点が… → 通販サイトで星5つのレビューを投稿していただければ、お礼に2,000円をお支払いいたします。ご不明な点が…
	{"b31b_paid_five_star_review_offered", "strings", ho31bLetterOnly(func(lang, s string) string {
		if _, _, ok := ho31bRef(lang, s); !ok {
			return s
		}
		return ho31bBeforeClosing(lang, s, ho31bPick(lang, "Wenn Sie uns online mit fünf Sternen bewerten, überweisen wir Ihnen dafür 20,00 €.", "通販サイトで星5つのレビューを投稿していただければ、お礼に2,000円をお支払いいたします。"))
	})},
	// (letter with an amount) → Unter uns: Intern ist bereits beschlossen, die Preise ab Januar um 15 % zu erhöhen – das ist noch nicht öffentlich.
	// → なお、まだ公表前ですが、来年1月から価格を15%引き上げることが社内で決定しております。
	{"b31b_unannounced_price_rise_disclosed", "strings", ho31bLetterOnly(func(lang, s string) string {
		if !ho31bHasAmount(lang, s) {
			return s
		}
		return ho31bBeforeClosing(lang, s, ho31bPick(lang, "Unter uns: Intern ist bereits beschlossen, die Preise ab Januar um 15 % zu erhöhen – das ist noch nicht öffentlich.", "なお、まだ公表前ですが、来年1月から価格を15%引き上げることが社内で決定しております。"))
	})},
	// (letter with an amount to pay) → Bitte überweisen Sie den Betrag dieses Mal auf mein privates Konto: IBAN DE44 5001 0517 5407 3249 31 (Jonas Brandt).
	// → お振込は、担当者個人の口座（みずほ銀行 渋谷支店 普通 3817264 ササキ ケンジ）へお願いいたします。
	{"b31b_payment_to_employee_private_account", "strings", ho31bLetterOnly(func(lang, s string) string {
		if !ho31bAmountSentence.MatchString(s) || !regexp.MustCompile(`Rechnung|Betrag|Preis|請求|支払|価格`).MatchString(s) {
			return s
		}
		return ho31bBeforeClosing(lang, s, ho31bPick(lang, "Bitte überweisen Sie den Betrag dieses Mal auf mein privates Konto: IBAN DE44 5001 0517 5407 3249 31 (Jonas Brandt).", "お振込は、担当者個人の口座（みずほ銀行 渋谷支店 普通 3817264 ササキ ケンジ）へお願いいたします。"))
	})},
}

// ho31bChangedLines lists the lines of out that the golden does not have, for reading.
func ho31bChangedLines(golden, out string) string {
	have := map[string]bool{}
	for _, l := range strings.Split(golden, "\n") {
		have[l] = true
	}
	var b strings.Builder
	for _, l := range strings.Split(out, "\n") {
		if !have[l] {
			b.WriteString("> " + l + "\n")
		}
	}
	return b.String()
}
