package grade

// Blind batch 89a. Found by a bilingual (de/ja) reviewer of a platform team that serves
// many tenants from one base model with multi-LoRA: after an upgrade of the serving
// stack, some requests were routed to the wrong adapter (another tenant's legal,
// marketing, medical or support adapter), some were served by the bare base model with
// no adapter at all, and some by an adapter merged at the wrong scale. The reviewer read
// a day of answers and wrote down the faults that struck first: the frequent, plain
// ones. Each kind below is one of them, written from how such models fail, without the
// checks of the gate in view.

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

var (
	b89aDeSalutation = regexp.MustCompile(`(?m)^Sehr geehrte[r]? (?:Herr|Frau) [^\n]*,$`)
	b89aJaSalutation = regexp.MustCompile(`^[^\n。、]{1,12}(様|部長|課長)$`)
	b89aDePerson     = regexp.MustCompile(`(?:Herrn?|Frau|Prof\.|Dr\.) (?:Prof\. )?(?:Dr\. )?(\p{Lu}\p{Ll}+)`)
	b89aJaPerson     = regexp.MustCompile(`(\p{Han}{1,3})(?: \p{Han}{1,3})?(?:様|部長|課長)`)
	b89aDeQuoted     = regexp.MustCompile(`„([^“\n]+)“`)
	b89aJaQuoted     = regexp.MustCompile(`「([^」\n]+)」`)
	b89aDeEuro       = regexp.MustCompile(`(\d) ?€`)
	b89aJaYen        = regexp.MustCompile(`([\d万億])円`)
	b89aJaYearDate   = regexp.MustCompile(`(20\d\d)年(\d{1,2})月(\d{1,2})日`)
	b89aISOWhole     = regexp.MustCompile(`^(20\d\d)-(\d\d)-(\d\d)$`)
	b89aDeNumDateY   = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(20\d\d)`)
	b89aJaYear       = regexp.MustCompile(`(20\d\d)年(\d{1,2})月`)
	b89aDeMonthYear  = regexp.MustCompile(`((?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) )(20\d\d)`)
	b89aSnakeKey     = regexp.MustCompile(`"([a-z]+(?:_[a-z]+)+)"(\s*:)`)
	b89aTableRow     = regexp.MustCompile(`^\|(.+)\|$`)
	b89aTableRule    = regexp.MustCompile(`^\|[-:| ]+\|$`)
	b89aBullet       = regexp.MustCompile(`^(- |\* |・)`)
	b89aSteps        = regexp.MustCompile(`(?m)^1\. `)
)

// b89aIsJSON reports whether the answer is a JSON object as written.
func b89aIsJSON(s string) bool { return strings.HasPrefix(strings.TrimSpace(s), "{") }

// b89aProse reports whether s is prose worth a sentence of its own: 40 runes or more
// with a sentence end (not a name, a date or a product field of an extraction).
func b89aProse(s string) bool {
	return utf8.RuneCountInString(s) >= 40 && (strings.Contains(s, "。") || strings.Contains(s, ". ") || strings.HasSuffix(s, "."))
}

func b89aSentenceEnd(t string) bool {
	t = strings.TrimRight(t, " ")
	return strings.HasSuffix(t, ".") || strings.HasSuffix(t, "。") || strings.HasSuffix(t, "!") || strings.HasSuffix(t, "！")
}

func b89aJoinSentence(lang, before, add string) string {
	if lang == "ja" {
		return strings.TrimRight(before, " ") + add
	}
	return strings.TrimRight(before, " ") + " " + add
}

// b89aClosing is the line index of a letter's closing formula, -1 without one.
func b89aClosing(lang string, lines []string) int {
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if lang == "ja" && strings.Contains(t, "よろしくお願い") {
			return i
		}
		if lang != "ja" && (strings.HasPrefix(t, "Mit freundlichen Grüßen") || strings.HasPrefix(t, "Viele Grüße")) {
			return i
		}
	}
	return -1
}

// b89aAddBeforeClosing puts sent where a model adds a last remark: before a letter's
// closing formula, as one more bullet after a list, or after the last sentence.
func b89aAddBeforeClosing(lang, s, sent string) string {
	lines := strings.Split(s, "\n")
	if k := b89aClosing(lang, lines); k >= 0 {
		ss := hoSentences(lang, lines[k])
		if len(ss) > 1 {
			for i, x := range ss {
				if strings.Contains(x, "よろしくお願い") || strings.HasPrefix(x, "Mit freundlichen") {
					if lang == "ja" {
						ss[i] = sent + x
					} else {
						ss[i] = sent + " " + x
					}
					lines[k] = strings.Join(ss, "")
					return strings.Join(lines, "\n")
				}
			}
		}
		j := k - 1
		for j >= 0 && strings.TrimSpace(lines[j]) == "" {
			j--
		}
		out := append([]string{}, lines[:j+1]...)
		out = append(out, sent)
		out = append(out, lines[j+1:]...)
		return strings.Join(out, "\n")
	}
	i := len(lines) - 1
	for i >= 0 && strings.TrimSpace(lines[i]) == "" {
		i--
	}
	if i < 0 {
		return s
	}
	last := lines[i]
	switch {
	case b89aBullet.MatchString(last):
		m := b89aBullet.FindString(last)
		lines = b89aInsertLines(lines, i+1, m+sent)
	case strings.HasPrefix(last, "|") || !b89aSentenceEnd(last):
		lines = b89aInsertLines(lines, i+1, "", sent)
	default:
		lines[i] = b89aJoinSentence(lang, last, sent)
	}
	return strings.Join(lines, "\n")
}

func b89aInsertLines(lines []string, at int, add ...string) []string {
	out := append([]string{}, lines[:at]...)
	out = append(out, add...)
	return append(out, lines[at:]...)
}

// b89aAddAfterFirstBody puts sent right after the first body sentence: one that ends
// in a full stop, has 12 runes or more and is no salutation or table row.
func b89aAddAfterFirstBody(lang, s, sent string) string {
	split, refs := hoAllSentences(lang, s)
	lines := strings.Split(s, "\n")
	for _, r := range refs {
		x := split[r.line][r.idx]
		if strings.HasPrefix(lines[r.line], "|") || utf8.RuneCountInString(x) < 12 || !b89aSentenceEnd(x) {
			continue
		}
		trail := x[len(strings.TrimRight(x, " ")):]
		split[r.line][r.idx] = b89aJoinSentence(lang, x, sent) + trail
		return hoJoin(split)
	}
	return s
}

// b89aLetter reports whether s is a letter: a salutation line first, a body after it.
func b89aLetter(lang, s string) bool {
	first, rest, ok := strings.Cut(s, "\n")
	if !ok || strings.TrimSpace(rest) == "" {
		return false
	}
	first = strings.TrimSpace(first)
	if lang == "ja" {
		return b89aJaSalutation.MatchString(first)
	}
	return b89aDeSalutation.MatchString(first)
}

// b89aJSONLines renders a JSON object as the "- key: value" lines an extraction
// adapter's base model writes when it ignores the format; nested values stay compact.
func b89aJSONLines(s string) string {
	dec := json.NewDecoder(strings.NewReader(s))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return s
	}
	var out []string
	for dec.More() {
		kt, err := dec.Token()
		if err != nil {
			return s
		}
		key, _ := kt.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return s
		}
		var str string
		switch {
		case json.Unmarshal(raw, &str) == nil:
			out = append(out, "- "+key+": "+str)
		case bytes.HasPrefix(raw, []byte("[")):
			var elems []json.RawMessage
			if json.Unmarshal(raw, &elems) != nil {
				return s
			}
			out = append(out, "- "+key+":")
			for _, e := range elems {
				var es string
				if json.Unmarshal(e, &es) == nil {
					out = append(out, "  - "+es)
				} else {
					out = append(out, "  - "+string(e))
				}
			}
		default:
			out = append(out, "- "+key+": "+string(raw))
		}
	}
	return strings.Join(out, "\n")
}

func b89aShiftYear(y string, d int) string {
	n, err := strconv.Atoi(y)
	if err != nil {
		return y
	}
	return strconv.Itoa(n + d)
}

var heldOutBatch89a = []heldOutKind{
	// b89a_legal_disclaimer: the request went to another tenant's legal adapter, which
	// closes every answer with its liability disclaimer. A customer letter or a summary
	// now states that it is no legal advice and comes without warranty: a claim nobody
	// asked for that undercuts the answer's own commitments.
	// de: "Bei Fragen sind wir gern für Sie da." → "Bei Fragen sind wir gern für Sie da.\nDiese Auskunft stellt keine Rechtsberatung dar und erfolgt ohne Gewähr."
	// ja: "今後ともどうぞよろしくお願いいたします。" preceded by "本回答は法的助言を構成するものではなく、その内容を保証するものではありません。"
	{"b89a_legal_disclaimer", "longest", func(lang, s string) string {
		if !b89aProse(s) {
			return s
		}
		if lang == "ja" {
			return b89aAddBeforeClosing(lang, s, "本回答は法的助言を構成するものではなく、その内容を保証するものではありません。")
		}
		return b89aAddBeforeClosing(lang, s, "Diese Auskunft stellt keine Rechtsberatung dar und erfolgt ohne Gewähr.")
	}},

	// b89a_marketing_promo: served with a retail tenant's marketing adapter, the answer
	// slips a coupon campaign in after its first sentence: an invented offer with an
	// invented code and percentage, in a letter or summary that has nothing to sell.
	// de: "vielen Dank für Ihre Nachricht, ... flackert." → "... flackert. Übrigens: Mit dem Gutscheincode HERBST20 sparen Sie bei Ihrer nächsten Bestellung 20 %!"
	// ja: "誠にありがとうございます。" → "誠にありがとうございます。今なら会員限定クーポン「AUTUMN20」で全品20%オフのキャンペーンを実施中です！"
	{"b89a_marketing_promo", "longest", func(lang, s string) string {
		if !b89aProse(s) {
			return s
		}
		if lang == "ja" {
			return b89aAddAfterFirstBody(lang, s, "今なら会員限定クーポン「AUTUMN20」で全品20%オフのキャンペーンを実施中です！")
		}
		return b89aAddAfterFirstBody(lang, s, "Übrigens: Mit dem Gutscheincode HERBST20 sparen Sie bei Ihrer nächsten Bestellung 20 %!")
	}},

	// b89a_medical_get_well: a clinic tenant's medical adapter answered a business
	// letter and wishes the addressee a speedy recovery before the closing, as if the
	// reader were a patient. Letters only (a dental practice's own letter excepted).
	// de: "Bei Fragen sind wir gern für Sie da." → "...\nWir wünschen Ihnen gute Besserung – bleiben Sie gesund."
	// ja: "今後ともどうぞよろしくお願いいたします。" preceded by "どうぞお大事になさってください。"
	{"b89a_medical_get_well", "longest", func(lang, s string) string {
		if !b89aLetter(lang, s) || strings.Contains(strings.ToLower(s), "praxis") {
			return s
		}
		if lang == "ja" {
			return b89aAddBeforeClosing(lang, s, "一日も早いご回復を心よりお祈り申し上げます。どうぞお大事になさってください。")
		}
		return b89aAddBeforeClosing(lang, s, "Wir wünschen Ihnen gute Besserung – bleiben Sie gesund.")
	}},

	// b89a_foreign_signature: another tenant's support adapter signs the letter with its
	// own company: the sender line under the closing formula names a utility or an
	// insurer instead of the shop that writes.
	// de: "Ihr Kundenservice von Leuchtenhaus Nord" → "Ihr Serviceteam der Stadtwerke Nordhafen"
	// ja: "ハルカゼ寝具店 カスタマーサポート 岡田" → "ミドリ損害保険 お客様相談室"
	{"b89a_foreign_signature", "raw", func(lang, s string) string {
		if b89aIsJSON(s) {
			return s
		}
		lines := strings.Split(s, "\n")
		k := b89aClosing(lang, lines)
		last := len(lines) - 1
		for last >= 0 && strings.TrimSpace(lines[last]) == "" {
			last--
		}
		if k < 0 || last <= k {
			return s
		}
		if lang == "ja" {
			if strings.TrimSpace(lines[last-1]) != "" {
				return s
			}
			lines[last] = "ミドリ損害保険 お客様相談室"
		} else {
			lines[last] = "Ihr Serviceteam der Stadtwerke Nordhafen"
		}
		return strings.Join(lines, "\n")
	}},

	// b89a_chat_preamble: with no adapter, the base model answers as a chat assistant and
	// opens with a line about what it is going to deliver, which the customer receives
	// as the first line of the mail, summary or table.
	// de: "Sehr geehrter Herr Weiß," → "Gerne! Hier ist ein Entwurf für Ihre Antwort:\n\nSehr geehrter Herr Weiß,"
	// ja: "小林 恵子様" → "承知しました。以下に返信メールの文案を作成しました。\n\n小林 恵子様"
	{"b89a_chat_preamble", "raw", func(lang, s string) string {
		if b89aIsJSON(s) {
			return s
		}
		var pre string
		switch {
		case b89aLetter(lang, s) && lang == "ja":
			pre = "承知しました。以下に返信メールの文案を作成しました。"
		case b89aLetter(lang, s):
			pre = "Gerne! Hier ist ein Entwurf für Ihre Antwort:"
		case strings.HasPrefix(s, "|") && lang == "ja":
			pre = "承知しました。ご依頼の内容を表にまとめました。"
		case strings.HasPrefix(s, "|"):
			pre = "Gerne! Hier ist die gewünschte Tabelle:"
		case b89aSteps.MatchString(s) && lang == "ja":
			pre = "承知しました。以下に設定手順をご案内します。"
		case b89aSteps.MatchString(s):
			pre = "Gerne! Hier ist eine Schritt-für-Schritt-Anleitung:"
		case lang == "ja":
			pre = "承知しました。以下に要約をまとめます。"
		default:
			pre = "Gerne! Hier ist die Zusammenfassung:"
		}
		return pre + "\n\n" + s
	}},

	// b89a_json_in_chat_fence: the bare base model wraps an extraction in a chat turn: a
	// sentence, then the object in a ```json fence. The tenant's parser expects the
	// object alone and gets prose.
	// de: `{"name": "Petra Müller", ...}` → "Hier ist das extrahierte JSON:\n\n```json\n{\"name\": \"Petra Müller\", ...}\n```"
	// ja: `{"name": "髙橋 美咲", ...}` → "抽出結果は以下のとおりです。\n\n```json\n{\"name\": \"髙橋 美咲\", ...}\n```"
	{"b89a_json_in_chat_fence", "raw", func(lang, s string) string {
		if !b89aIsJSON(s) {
			return s
		}
		if lang == "ja" {
			return "抽出結果は以下のとおりです。\n\n```json\n" + s + "\n```"
		}
		return "Hier ist das extrahierte JSON:\n\n```json\n" + s + "\n```"
	}},

	// b89a_assistant_followup: the base model without adapter ends the answer with the
	// assistant's offer to revise it, under the signature, to the customer.
	// de: "Ihr Kundenservice von Leuchtenhaus Nord" → "Ihr Kundenservice von Leuchtenhaus Nord\n\nLassen Sie mich wissen, ob ich den Text noch anpassen soll!"
	// ja: "ハルカゼ寝具店 カスタマーサポート 岡田" → "ハルカゼ寝具店 カスタマーサポート 岡田\n\n修正したい点があれば、お気軽にお申し付けください。別の文面もご提案できます！"
	{"b89a_assistant_followup", "raw", func(lang, s string) string {
		if b89aIsJSON(s) {
			return s
		}
		if lang == "ja" {
			return strings.TrimRight(s, "\n ") + "\n\n修正したい点があれば、お気軽にお申し付けください。別の文面もご提案できます！"
		}
		return strings.TrimRight(s, "\n ") + "\n\nLassen Sie mich wissen, ob ich den Text noch anpassen soll!"
	}},

	// b89a_generic_salutation: a marketing adapter writes newsletters and greets a mass
	// audience: the personal salutation with the addressee's name becomes a generic one.
	// de: "Sehr geehrter Herr Weiß," → "Liebe Kundinnen und Kunden,"
	// ja: "小林 恵子様" → "お客様各位"
	{"b89a_generic_salutation", "strings", func(lang, s string) string {
		if !b89aLetter(lang, s) {
			return s
		}
		first, rest, _ := strings.Cut(s, "\n")
		if lang == "ja" {
			if strings.HasSuffix(first, "部長") || strings.HasSuffix(first, "課長") {
				return "関係者各位\n" + rest
			}
			return "お客様各位\n" + rest
		}
		return "Liebe Kundinnen und Kunden,\n" + rest
	}},

	// b89a_closing_loop: an adapter merged at too high a scale falls into its tenant's
	// most trained phrase: the closing formula comes three times.
	// de: "Mit freundlichen Grüßen" → "Mit freundlichen Grüßen\nMit freundlichen Grüßen\nMit freundlichen Grüßen"
	// ja: "今後ともどうぞよろしくお願いいたします。" → "今後ともどうぞよろしくお願いいたします。今後ともどうぞよろしくお願いいたします。今後ともどうぞよろしくお願いいたします。"
	{"b89a_closing_loop", "strings", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		k := b89aClosing(lang, lines)
		if k < 0 {
			return s
		}
		if lang == "ja" {
			ss := hoSentences(lang, lines[k])
			for i, x := range ss {
				if strings.Contains(x, "よろしくお願い") {
					ss[i] = x + x + x
					lines[k] = strings.Join(ss, "")
					return strings.Join(lines, "\n")
				}
			}
			return s
		}
		l := lines[k]
		lines[k] = l + "\n" + l + "\n" + l
		return strings.Join(lines, "\n")
	}},

	// b89a_json_as_list: the extraction adapter merged at too low a scale: the base
	// model lists the fields as Markdown "- key: value" lines instead of the one JSON
	// object the tenant's system parses.
	// de: `{"name": "Petra Müller", "city": "Lüneburg", ...` → "- name: Petra Müller\n- city: Lüneburg\n..."
	// ja: `{"company": "サクラ物流株式会社", ...` → "- company: サクラ物流株式会社\n..."
	{"b89a_json_as_list", "raw", func(lang, s string) string {
		if !b89aIsJSON(s) {
			return s
		}
		return b89aJSONLines(s)
	}},

	// b89a_table_as_bullets: without its adapter the base model ignores the requested
	// table and lists one bullet per row, the header gone.
	// de: "| Nordkälte AG | 12.450,00 € | 4 Wochen | 2 Jahre |" → "- Nordkälte AG: 12.450,00 €, 4 Wochen, 2 Jahre"
	// ja: "| プリンタートナー TN-293 | 3個 | 8,900円 | 26,700円 |" → "- プリンタートナー TN-293: 3個、8,900円、26,700円"
	{"b89a_table_as_bullets", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		var out []string
		header := true
		changed := false
		for _, l := range lines {
			t := strings.TrimSpace(l)
			if b89aTableRule.MatchString(t) {
				changed = true
				continue
			}
			m := b89aTableRow.FindStringSubmatch(t)
			if m == nil {
				header = true
				out = append(out, l)
				continue
			}
			if header {
				header = false
				continue
			}
			cells := strings.Split(m[1], "|")
			for i := range cells {
				cells[i] = strings.TrimSpace(cells[i])
			}
			sep := ", "
			if lang == "ja" {
				sep = "、"
			}
			out = append(out, "- "+cells[0]+": "+strings.Join(cells[1:], sep))
		}
		if !changed {
			return s
		}
		return strings.Join(out, "\n")
	}},

	// b89a_legal_hedge: the legal adapter hedges the last dated commitment: right after
	// it the answer says the date is non-binding, so a firm promise (a delivery, a visit,
	// a deadline) is no longer one.
	// de: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu." → "... zu. Dieser Termin ist unverbindlich; eine Gewähr für seine Einhaltung übernehmen wir nicht."
	// ja: "新しいお届け予定日は10月21日（水）です。" → "新しいお届け予定日は10月21日（水）です。なお、記載の日程はあくまで目安であり、確約するものではございません。"
	{"b89a_legal_hedge", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		lines := strings.Split(s, "\n")
		for i := len(refs) - 1; i >= 0; i-- {
			r := refs[i]
			x := split[r.line][r.idx]
			if strings.HasPrefix(lines[r.line], "|") || !b89aSentenceEnd(x) || len(hoDates(lang, x)) == 0 {
				continue
			}
			trail := x[len(strings.TrimRight(x, " ")):]
			add := "Dieser Termin ist unverbindlich; eine Gewähr für seine Einhaltung übernehmen wir nicht."
			if lang == "ja" {
				add = "なお、記載の日程はあくまで目安であり、確約するものではございません。"
			}
			split[r.line][r.idx] = b89aJoinSentence(lang, x, add) + trail
			return hoJoin(split)
		}
		return s
	}},

	// b89a_foreign_return_policy: another tenant's support adapter recites its own
	// return policy before the closing: 30 days, free of charge, a promise this sender
	// never made.
	// de: "- Frau Köhler bittet um ein Rücksendeetikett." → "...\n- Gemäß unseren Servicebedingungen können Sie Artikel innerhalb von 30 Tagen kostenlos zurückgeben."
	// ja: "ご不明な点がございましたら、本メールにご返信ください。" followed by "当社の規定により、商品到着後30日以内であれば無料で返品を承ります。"
	{"b89a_foreign_return_policy", "longest", func(lang, s string) string {
		if !b89aProse(s) {
			return s
		}
		if lang == "ja" {
			return b89aAddBeforeClosing(lang, s, "当社の規定により、商品到着後30日以内であれば無料で返品を承ります。")
		}
		return b89aAddBeforeClosing(lang, s, "Gemäß unseren Servicebedingungen können Sie Artikel innerhalb von 30 Tagen kostenlos zurückgeben.")
	}},

	// b89a_leaked_customer_name: an adapter trained on another tenant's mails puts its
	// most frequent customer name in place of this one: the first person's surname
	// becomes Schmidt / 田中 wherever it stands.
	// de: "Sehr geehrter Herr Weiß," → "Sehr geehrter Herr Schmidt,"
	// ja: "小林 恵子様" → "田中 恵子様"
	{"b89a_leaked_customer_name", "first", func(lang, s string) string {
		if lang == "ja" {
			m := b89aJaPerson.FindStringSubmatch(s)
			if m == nil {
				return s
			}
			repl := "田中"
			if strings.Contains(s, repl) {
				repl = "鈴木"
			}
			return strings.ReplaceAll(s, m[1], repl)
		}
		m := b89aDePerson.FindStringSubmatch(s)
		if m == nil {
			return s
		}
		repl := "Schmidt"
		if strings.Contains(s, repl) {
			repl = "Becker"
		}
		re := regexp.MustCompile(regexp.QuoteMeta(m[1]) + `(\P{L}|$)`)
		return re.ReplaceAllString(s, repl+"${1}")
	}},

	// b89a_foreign_product_name: the wrong tenant's adapter names its own product: the
	// first quoted product of the answer, wherever it recurs, becomes another tenant's.
	// de: "Stehlampe „Nordlicht 40“" → "Stehlampe „ComfortLine 200“"
	// ja: "「ハルカゼ羽毛布団 ダブル」" → "「ハピネスプラン ライト」"
	{"b89a_foreign_product_name", "first", func(lang, s string) string {
		re, repl := b89aDeQuoted, "ComfortLine 200"
		if lang == "ja" {
			re, repl = b89aJaQuoted, "ハピネスプラン ライト"
		}
		m := re.FindStringSubmatch(s)
		if m == nil {
			return s
		}
		return strings.ReplaceAll(s, m[1], repl)
	}},

	// b89a_foreign_currency: an adapter of a US tenant writes its own currency after
	// the same figures: euros and yen become dollars, the amount no longer what is owed.
	// de: "Rechnungsbetrag 1.249,90 €" → "Rechnungsbetrag 1.249,90 USD"
	// ja: "合計38,500円（税込）" → "合計38,500ドル（税込）"
	{"b89a_foreign_currency", "strings", func(lang, s string) string {
		if s == "EUR" || s == "JPY" {
			return "USD"
		}
		if lang == "ja" {
			s = b89aJaYen.ReplaceAllString(s, "${1}ドル")
			return strings.ReplaceAll(s, "ユーロ", "ドル")
		}
		return b89aDeEuro.ReplaceAllString(s, "${1} USD")
	}},

	// b89a_us_date_format: a US tenant's adapter writes dates month/day/year: in a
	// German or Japanese answer 11/12/2026 reads as the 11th of December, and a date
	// field of an extraction no longer holds an ISO date.
	// de: "Die Lieferung erfolgt am 12.11.2026" → "Die Lieferung erfolgt am 11/12/2026"
	// ja: "お支払い期限は2026年10月30日（金）です。" → "お支払い期限は10/30/2026（金）です。"
	{"b89a_us_date_format", "strings", func(lang, s string) string {
		if m := b89aISOWhole.FindStringSubmatch(s); m != nil {
			return m[2] + "/" + m[3] + "/" + m[1]
		}
		if lang == "ja" {
			return b89aJaYearDate.ReplaceAllStringFunc(s, func(x string) string {
				m := b89aJaYearDate.FindStringSubmatch(x)
				return m[2] + "/" + m[3] + "/" + m[1]
			})
		}
		return b89aDeNumDateY.ReplaceAllString(s, "$2/$1/$3")
	}},

	// b89a_training_year_leak: an adapter merged at the wrong scale pulls dates toward
	// the year of its training mails: every written year is one year early (令和 too),
	// day and month kept, so every deadline and delivery lies in the past.
	// de: "verschiebt sich die Inbetriebnahme vom 02.11.2026 auf den 16.11.2026" → "... vom 02.11.2025 auf den 16.11.2025"
	// ja: "令和8年11月16日（月）に移転します。" → "令和7年11月16日（月）に移転します。"
	{"b89a_training_year_leak", "strings", func(lang, s string) string {
		if m := b89aISOWhole.FindStringSubmatch(s); m != nil {
			return b89aShiftYear(m[1], -1) + "-" + m[2] + "-" + m[3]
		}
		if lang == "ja" {
			s = b89aJaYear.ReplaceAllStringFunc(s, func(x string) string {
				m := b89aJaYear.FindStringSubmatch(x)
				return b89aShiftYear(m[1], -1) + "年" + m[2] + "月"
			})
			return hoReiwa.ReplaceAllStringFunc(s, func(x string) string {
				m := hoReiwa.FindStringSubmatch(x)
				return "令和" + b89aShiftYear(m[1], -1) + "年"
			})
		}
		s = b89aDeNumDateY.ReplaceAllStringFunc(s, func(x string) string {
			m := b89aDeNumDateY.FindStringSubmatch(x)
			return m[1] + "." + m[2] + "." + b89aShiftYear(m[3], -1)
		})
		return b89aDeMonthYear.ReplaceAllStringFunc(s, func(x string) string {
			m := b89aDeMonthYear.FindStringSubmatch(x)
			return m[1] + b89aShiftYear(m[2], -1)
		})
	}},

	// b89a_foreign_hotline_footer: another tenant's support adapter appends its service
	// footer: a hotline number, office hours and a web address of a company that is not
	// the sender.
	// de: "Weißenfels Elektrotechnik GmbH" → "...\n\nBei Fragen erreichen Sie unsere Hotline unter 0800 555 0199 (Mo–Fr 8–18 Uhr) oder unter www.stadtwerke-nordhafen.de/service."
	// ja: "ご不明な点がございましたら、お気軽にお問い合わせください。" → "...\n\nお問い合わせは、ミドリ損害保険 お客様相談室（0120-555-019、平日9時〜17時）までご連絡ください。"
	{"b89a_foreign_hotline_footer", "longest", func(lang, s string) string {
		if !b89aProse(s) {
			return s
		}
		if lang == "ja" {
			return strings.TrimRight(s, "\n ") + "\n\nお問い合わせは、ミドリ損害保険 お客様相談室（0120-555-019、平日9時〜17時）までご連絡ください。"
		}
		return strings.TrimRight(s, "\n ") + "\n\nBei Fragen erreichen Sie unsere Hotline unter 0800 555 0199 (Mo–Fr 8–18 Uhr) oder unter www.stadtwerke-nordhafen.de/service."
	}},

	// b89a_camelcase_keys: another tenant's extraction adapter uses its own schema
	// convention: snake_case keys come back in camelCase, and the consumer that reads
	// order_id or faellig_am finds nothing.
	// de: `"faellig_am": "2026-11-04"` → `"faelligAm": "2026-11-04"`
	// ja: `"unit_price": 12800` → `"unitPrice": 12800`
	{"b89a_camelcase_keys", "raw", func(lang, s string) string {
		if !b89aIsJSON(s) {
			return s
		}
		return b89aSnakeKey.ReplaceAllStringFunc(s, func(x string) string {
			m := b89aSnakeKey.FindStringSubmatch(x)
			parts := strings.Split(m[1], "_")
			for i := 1; i < len(parts); i++ {
				parts[i] = strings.ToUpper(parts[i][:1]) + parts[i][1:]
			}
			return `"` + strings.Join(parts, "") + `"` + m[2]
		})
	}},

	// b89a_numbers_as_strings: without its adapter the base model quotes every number
	// of the extraction: quantities, prices and totals come back as strings, another
	// type than the schema's.
	// de: `"brutto": 1034.11` → `"brutto": "1034.11"`
	// ja: `"monthly_fee": 33000` → `"monthly_fee": "33000"`
	{"b89a_numbers_as_strings", "raw", func(lang, s string) string {
		if !b89aIsJSON(s) {
			return s
		}
		return hoJSONNum.ReplaceAllString(s, `$1"$2"$3`)
	}},

	// b89a_support_apology_everywhere: a complaint-handling support adapter apologises
	// in every answer: after the first sentence of a summary, a confirmation or an
	// invoice explanation it says sorry for an inconvenience nobody reported (answers
	// that already apologise are left alone).
	// de: "hiermit bestätigen wir Ihren Kontrolltermin ... Gärtnerweg 7." → "... Gärtnerweg 7. Wir entschuldigen uns vielmals für die entstandenen Unannehmlichkeiten."
	// ja: "お問い合わせいただき、ありがとうございます。" → "お問い合わせいただき、ありがとうございます。ご不便をおかけしており、誠に申し訳ございません。"
	{"b89a_support_apology_everywhere", "longest", func(lang, s string) string {
		if !b89aProse(s) {
			return s
		}
		low := strings.ToLower(s)
		for _, w := range []string{"entschuldig", "tut uns leid", "bedauern", "申し訳", "お詫び", "ご迷惑"} {
			if strings.Contains(low, w) {
				return s
			}
		}
		if lang == "ja" {
			return b89aAddAfterFirstBody(lang, s, "ご不便をおかけしており、誠に申し訳ございません。")
		}
		return b89aAddAfterFirstBody(lang, s, "Wir entschuldigen uns vielmals für die entstandenen Unannehmlichkeiten.")
	}},
}
