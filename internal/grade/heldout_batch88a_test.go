package grade

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// Batch 88a: the obvious head. An on-call inference engineer reviews one day of
// answers after the deployment moved its KV cache to CPU offload (LMCache) and got a
// new chunked-prefill budget; some requests were served from a prefix cache that other
// customers' prompts had filled. These are the faults such an engineer notices first,
// the frequent and plain ones: another customer's name, order number, product, time or
// whole sentence in the answer; a foreign system prompt or chat-template turn leaking
// in; corrupted KV blocks giving garbage, loops, doubled or cut answers; a lost prefill
// chunk dropping a fact or swapping the old and new date; digits scrambled in amounts;
// and the register or output format of another tenant's prompt taking over.

var (
	b88aJaPerson   = regexp.MustCompile(`(\p{Han}{1,3})( \p{Han}{1,3})?(様|部長|課長|さん)`)
	b88aDePerson   = regexp.MustCompile(`(?:Herrn?|Frau)(?: Prof\.)?(?: Dr\.)? (\p{Lu}\p{Ll}+)`)
	b88aRefID      = regexp.MustCompile(`[A-Z]{1,5}-\d[\d-]*\d|\d{2}-\d{4}-[A-Z]{2}`)
	b88aJaMoney    = regexp.MustCompile(`\d{1,3}(?:,\d{3})+(?:万)?(?:円|ユーロ)|\d+円`)
	b88aJSONMoney  = regexp.MustCompile(`(:\s*)(\d{3,})(\.\d+)?`)
	b88aDateHit    = regexp.MustCompile(`(?:\d{4}年)?\d{1,2}月\d{1,2}日|\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?: \d{4})?|\d{4}-\d{2}-\d{2}`)
	b88aJaHour     = regexp.MustCompile(`(\d{1,2})時`)
	b88aDeTime     = regexp.MustCompile(`(?:zwischen |von |ab )?(\d{1,2})(?::\d{2})?(?: (?:und|bis) (\d{1,2}))? Uhr`)
	b88aDeQuoted   = regexp.MustCompile(`„([^“]{3,40})“`)
	b88aJaQuoted   = regexp.MustCompile(`「([^」]{3,40})」`)
	b88aSnakeKey   = regexp.MustCompile(`"([a-z]+(?:_[a-z]+)+)"(\s*:)`)
	b88aDigitRun   = regexp.MustCompile(`\d+`)
	b88aMarker     = regexp.MustCompile(`^(?:[-*•・] ?|\d+\. )`)
	b88aWordEnd    = regexp.MustCompile(`^\P{L}|^$`)
	b88aJaPolite   = []string{"ください", "いたします", "いたしました", "ございます", "ございません"}
	b88aJaPlainMap = []struct{ from, to string }{
		{"ありがとうございました。", "ありがとう。"},
		{"ありがとうございます。", "ありがとう。"},
		{"ございません。", "ない。"},
		{"いたしました。", "した。"},
		{"いたします。", "する。"},
		{"ております。", "ている。"},
		{"おります。", "いる。"},
		{"しました。", "した。"},
		{"なります。", "なる。"},
		{"行います。", "行う。"},
		{"できます。", "できる。"},
		{"あります。", "ある。"},
		{"します。", "する。"},
		{"ません。", "ない。"},
		{"てください。", "て。"},
		{"です。", "だ。"},
		{"ですか。", "か。"},
	}
)

// b88aReplaceWord replaces every occurrence of word in s that no letter follows.
func b88aReplaceWord(s, word, with string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, word)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		rest := s[i+len(word):]
		b.WriteString(s[:i])
		if b88aWordEnd.MatchString(rest) {
			b.WriteString(with)
		} else {
			b.WriteString(word)
		}
		s = rest
	}
}

// b88aPick returns the first candidate that s does not contain.
func b88aPick(s string, cands ...string) string {
	for _, c := range cands {
		if !strings.Contains(s, c) {
			return c
		}
	}
	return cands[0]
}

// b88aIsJSON says whether s is a JSON object answer.
func b88aIsJSON(s string) bool {
	return strings.HasPrefix(strings.TrimSpace(s), "{")
}

// b88aTranspose swaps the first two adjacent, different digits of num (separators
// skipped) that do not put a zero in front; "" when none.
func b88aTranspose(num string) string {
	rs := []rune(num)
	var pos []int
	for i, r := range rs {
		if r >= '0' && r <= '9' {
			pos = append(pos, i)
		}
	}
	for k := 0; k+1 < len(pos); k++ {
		a, b := rs[pos[k]], rs[pos[k+1]]
		if a == b || (k == 0 && b == '0') {
			continue
		}
		rs[pos[k]], rs[pos[k+1]] = b, a
		return string(rs)
	}
	return ""
}

// b88aIsTableRow says whether a sentence is (part of) a Markdown table row.
func b88aIsTableRow(s string) bool {
	return strings.Contains(s, "|")
}

// b88aEndsSentence says whether a sentence ends with a full stop of its language.
func b88aEndsSentence(lang, s string) bool {
	t := strings.TrimRight(s, " ")
	if lang == "ja" {
		return strings.HasSuffix(t, "。")
	}
	return strings.HasSuffix(t, ".") || strings.HasSuffix(t, "!") || strings.HasSuffix(t, "?")
}

var heldOutBatch88a = []heldOutKind{
	// b88a_foreign_addressee: the addressee (the first person named with a title or
	// honorific) becomes another customer, everywhere in the answer, as when the
	// prefix cache served the start of someone else's conversation. Realistic: the
	// most visible cross-tenant leak; the customer gets a letter to a stranger.
	// de: "Sehr geehrter Herr Weiß," → "Sehr geehrter Herr Lindner,"
	// ja: "小林 恵子様" → "山口 恵子様"
	{"b88a_foreign_addressee", "raw", func(lang, s string) string {
		if lang == "ja" {
			m := b88aJaPerson.FindStringSubmatch(s)
			if m == nil {
				return s
			}
			return strings.ReplaceAll(s, m[1], b88aPick(s, "山口", "藤井", "村上"))
		}
		m := b88aDePerson.FindStringSubmatch(s)
		if m == nil {
			return s
		}
		return b88aReplaceWord(s, m[1], b88aPick(s, "Lindner", "Brandt", "Seidel"))
	}},

	// b88a_foreign_reference_id: the order, invoice, ticket or quote number is another
	// customer's: the last digit run of the first reference id has every digit moved
	// on by three, everywhere it occurs. Realistic: ids sit in the cached prefix of
	// other tenants' prompts and are copied from there; the customer cannot find the
	// order.
	// de: "Bestellnummer 77-3190-DE" → "Bestellnummer 77-6423-DE"
	// ja: "ご注文番号WS-30982" → "ご注文番号WS-63215"
	{"b88a_foreign_reference_id", "raw", func(lang, s string) string {
		id := b88aRefID.FindString(s)
		if id == "" {
			return s
		}
		runs := b88aDigitRun.FindAllStringIndex(id, -1)
		last := runs[len(runs)-1]
		digits := []byte(id[last[0]:last[1]])
		for i, d := range digits {
			digits[i] = '0' + (d-'0'+3)%10
		}
		nid := id[:last[0]] + string(digits) + id[last[1]:]
		return strings.ReplaceAll(s, id, nid)
	}},

	// b88a_amount_digits_transposed: in the first money amount two adjacent digits
	// change places, as corrupted KV blocks make a model copy a number wrongly. The
	// amount stays plausible, so nothing but the facts shows it.
	// de: "Rechnungsbetrag 1.249,90 €" → "Rechnungsbetrag 2.149,90 €"
	// ja: "料金5,500円（税込）" → "料金5,050円（税込）"
	{"b88a_amount_digits_transposed", "raw", func(lang, s string) string {
		var re *regexp.Regexp
		switch {
		case b88aIsJSON(s):
			re = b88aJSONMoney
		case lang == "ja":
			re = b88aJaMoney
		default:
			re = hoDeAmount
		}
		for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
			a, b := loc[0], loc[1]
			if re == b88aJSONMoney {
				a, b = loc[4], loc[5]
			}
			if t := b88aTranspose(s[a:b]); t != "" {
				return s[:a] + t + s[b:]
			}
		}
		return s
	}},

	// b88a_old_new_dates_swapped: the first two different dates of the answer change
	// places: the old date is given as the new one, the order date as the due date,
	// the start as the end. Realistic: after a chunk boundary the model attends to the
	// wrong one of two dates of the request.
	// de: "vom 19.10.2026 (Montag) auf den 26.10.2026 (Montag)" → "vom 26.10.2026 (Montag) auf den 19.10.2026 (Montag)"
	// ja: "10月16日にお届けする予定でしたが" … "10月21日（水）です" → "10月21日にお届けする予定でしたが" … "10月16日（水）です"
	{"b88a_old_new_dates_swapped", "raw", func(lang, s string) string {
		locs := b88aDateHit.FindAllStringIndex(s, -1)
		if len(locs) < 2 {
			return s
		}
		a := locs[0]
		for _, b := range locs[1:] {
			if s[b[0]:b[1]] != s[a[0]:a[1]] {
				return s[:a[0]] + s[b[0]:b[1]] + s[a[1]:b[0]] + s[a[0]:a[1]] + s[b[1]:]
			}
		}
		return s
	}},

	// b88a_foreign_sentence_inserted: after the middle sentence comes a sentence about
	// another customer's order (name, id, amount, date), leaked from a prefix another
	// tenant filled. Realistic and the plainest data leak an engineer finds.
	// de: "…für Sie entstehen dabei keine Kosten." → "…für Sie entstehen dabei keine Kosten. Ihre Bestellung 58-4410-DE über 2.340,00 € wird am 03.11.2026 an Frau Lindner in Kassel geliefert."
	// ja: "新しいお届け予定日は10月21日（水）です。" → "新しいお届け予定日は10月21日（水）です。なお、山口様のご注文（注文番号KD-48120、3,960円）は11月5日に発送済みです。"
	{"b88a_foreign_sentence_inserted", "longest", func(lang, s string) string {
		add := " Ihre Bestellung 58-4410-DE über 2.340,00 € wird am 03.11.2026 an Frau Lindner in Kassel geliefert."
		if lang == "ja" {
			add = "なお、山口様のご注文（注文番号KD-48120、3,960円）は11月5日に発送済みです。"
		}
		return hoMiddleSentence(lang, s, func(x string) string {
			if len([]rune(x)) < 12 || b88aIsTableRow(x) || !b88aEndsSentence(lang, x) {
				return x
			}
			t := strings.TrimRight(x, " ")
			return t + add + x[len(t):]
		})
	}},

	// b88a_english_assistant_tail: the answer ends with an English chat-assistant
	// sign-off from another tenant's system prompt. Realistic: a cached English
	// assistant prefix steers the end of the generation.
	// de: "Weißenfels Elektrotechnik GmbH" → "Weißenfels Elektrotechnik GmbH\n\nI hope this helps! Let me know if you have any other questions."
	// ja: "Prof. Dr. Katharina Weber教授" → "Prof. Dr. Katharina Weber教授\n\nI hope this helps! Let me know if you have any other questions."
	{"b88a_english_assistant_tail", "raw", func(lang, s string) string {
		return s + "\n\nI hope this helps! Let me know if you have any other questions."
	}},

	// b88a_template_next_turn: the answer does not stop at the end-of-turn token: it
	// is written out, and the next user turn of another customer's conversation
	// follows. Realistic: a stale prefix-cache block with another request's template
	// tokens; the stop token is text now.
	// de: "Ihr Kundenservice von Leuchtenhaus Nord" → "… Leuchtenhaus Nord<|im_end|>\n<|im_start|>user\nFassen Sie die folgende Beschwerde von Herrn Lindner (Kundennr. 58-4410) kurz zusammen:"
	// ja: "ハルカゼ寝具店 カスタマーサポート 岡田" → "… 岡田<|im_end|>\n<|im_start|>user\n次の問い合わせに丁寧に返信してください。お客様：山口 和子様"
	{"b88a_template_next_turn", "raw", func(lang, s string) string {
		next := "Fassen Sie die folgende Beschwerde von Herrn Lindner (Kundennr. 58-4410) kurz zusammen:"
		if lang == "ja" {
			next = "次の問い合わせに丁寧に返信してください。お客様：山口 和子様"
		}
		return s + "<|im_end|>\n<|im_start|>user\n" + next
	}},

	// b88a_foreign_system_prompt_echo: the answer starts by repeating another tenant's
	// system prompt, then gives the answer. Realistic: the prefix cache handed the
	// request a foreign system prefix and the model recites it; a confidentiality
	// leak and a wrong start.
	// de: "Sehr geehrte Frau Schäfer," → "Du bist der Kundenservice-Assistent der Stadtwerke Ostfalen. Antworte immer höflich und auf Deutsch.\n\nSehr geehrte Frau Schäfer,"
	// ja: "渡辺 弘様" → "あなたはミドリ保険株式会社のカスタマーサポート担当です。丁寧な敬語で回答してください。\n\n渡辺 弘様"
	{"b88a_foreign_system_prompt_echo", "raw", func(lang, s string) string {
		pre := "Du bist der Kundenservice-Assistent der Stadtwerke Ostfalen. Antworte immer höflich und auf Deutsch.\n\n"
		if lang == "ja" {
			pre = "あなたはミドリ保険株式会社のカスタマーサポート担当です。丁寧な敬語で回答してください。\n\n"
		}
		return pre + s
	}},

	// b88a_runaway_loop: after its last sentence the model falls into a loop, saying
	// that sentence five times more and stopping inside the sixth at the token budget.
	// Realistic: the classic symptom of a corrupted KV cache.
	// de: "Bei Fragen sind wir gern für Sie da." → the same sentence six times, then "Bei Fragen sind wi"
	// ja: "今後ともどうぞよろしくお願いいたします。" → the same sentence six times, then "今後ともどうぞよろし"
	{"b88a_runaway_loop", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for k := len(refs) - 1; k >= 0; k-- {
			x := strings.TrimSpace(split[refs[k].line][refs[k].idx])
			x = strings.TrimSpace(b88aMarker.ReplaceAllString(x, ""))
			if len([]rune(x)) < 8 || b88aIsTableRow(x) || !b88aEndsSentence(lang, x) {
				continue
			}
			sep := " "
			if lang == "ja" {
				sep = ""
			}
			xs := []rune(x)
			loop := strings.Repeat(sep+x, 5) + sep + string(xs[:len(xs)/2])
			split[refs[k].line][refs[k].idx] = strings.TrimRight(split[refs[k].line][refs[k].idx], " ") + loop +
				split[refs[k].line][refs[k].idx][len(strings.TrimRight(split[refs[k].line][refs[k].idx], " ")):]
			return hoJoin(split)
		}
		return s
	}},

	// b88a_cut_at_budget: the answer stops at 55 % of its length, inside a word, as
	// when the new chunked-prefill budget leaves too few tokens for the output; a JSON
	// answer is left unclosed.
	// de: "Bitte schicken Sie die defekte Lampe mit dem beiliegenden Rücksendeetikett …" → "Bitte schicken Sie die defek" (end of answer)
	// ja: "新しいお届け予定日は10月21日（水）です。" → "新しいお届け予定日は" (end of answer)
	{"b88a_cut_at_budget", "raw", func(lang, s string) string {
		rs := []rune(s)
		n := len(rs) * 55 / 100
		for n > 1 && !(unicode.IsLetter(rs[n-1]) || unicode.IsDigit(rs[n-1])) {
			n--
		}
		if n < 2 || n >= len(rs) {
			return s
		}
		return string(rs[:n])
	}},

	// b88a_answer_twice: the whole answer comes twice, one after the other, as when a
	// request restored from offloaded KV blocks is decoded again behind its own first
	// answer. A JSON answer becomes two objects.
	// de: "Mit freundlichen Grüßen\nKen Yamada\nKobayashi Seiki Co., Ltd." → followed by "\n\nSehr geehrter Herr Groß,…" again
	// ja: "…どうぞよろしくお願いいたします。\n\nハルカゼ寝具店 カスタマーサポート 岡田" → followed by "\n\n小林 恵子様…" again
	{"b88a_answer_twice", "raw", func(lang, s string) string {
		return s + "\n\n" + s
	}},

	// b88a_kv_garbage_span: the second half of the middle sentence comes out as
	// garbage (its characters in reverse order), as a corrupted offloaded KV block
	// makes the model emit nonsense for a stretch.
	// de: "…, sagen Sie ihn bitte spätestens 24 Stunden vorher ab." → "…, sagba rehrov nednutS 42 snetsetäps ettib nhi eiS ne."
	// ja: "新しいお届け予定日は10月21日（水）です。" → "新しいお届け予定日は1すで）水（日12月0。"
	{"b88a_kv_garbage_span", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(x string) string {
			t := strings.TrimRight(x, " ")
			rs := []rune(t)
			if len(rs) < 16 || b88aIsTableRow(t) {
				return x
			}
			end := len(rs)
			if b88aEndsSentence(lang, t) {
				end--
			}
			half := len(rs) / 2
			tail := rs[half:end]
			rev := make([]rune, len(tail))
			for i, r := range tail {
				rev[len(tail)-1-i] = r
			}
			return string(rs[:half]) + string(rev) + string(rs[end:]) + x[len(t):]
		})
	}},

	// b88a_middle_chunk_lost: the middle sentence that carries a fact (a digit) is
	// gone, as when a prefill chunk of the request was lost and the model skipped what
	// it said; a list item that is only that sentence goes with its line.
	// de: "Herr Weiß ist bis zum 22.10.2026 verreist, aber Frau Müller kann die Wohnung am Montag, 19.10.2026, ab 8 Uhr aufschließen." → gone
	// ja: "新しいお届け予定日は10月21日（水）です。" → gone
	{"b88a_middle_chunk_lost", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		if len(refs) < 2 {
			return s
		}
		for k := range refs {
			ref := refs[(len(refs)/2+k)%len(refs)]
			x := split[ref.line][ref.idx]
			if len([]rune(x)) < 10 || b88aIsTableRow(x) || !strings.ContainsAny(x, "0123456789") {
				continue
			}
			split[ref.line][ref.idx] = b88aMarker.FindString(x)
			rest := strings.TrimSpace(strings.Join(split[ref.line], ""))
			if strings.Trim(rest, "-*•・0123456789. ") == "" {
				lines := strings.Split(hoJoin(split), "\n")
				lines = append(lines[:ref.line], lines[ref.line+1:]...)
				return strings.Join(lines, "\n")
			}
			return strings.TrimRight(hoJoin(split), " ")
		}
		return s
	}},

	// b88a_register_lost: the polite register of the answer is dropped, as when the
	// system prompt's prefix was replaced by another tenant's casual one: Japanese
	// sentence ends in plain form (いたします → する, です → だ, てください → て),
	// German possessives and objects in du form inside a Sie letter (Ihre → deine,
	// Ihnen → dir). Only answers that are polite to begin with change.
	// de: "Bitte bringen Sie Ihre Versichertenkarte mit." → "Bitte bringen Sie deine Versichertenkarte mit."
	// ja: "誠にありがとうございます。" → "誠にありがとう。"
	{"b88a_register_lost", "longest", func(lang, s string) string {
		if lang == "ja" {
			polite := false
			for _, p := range b88aJaPolite {
				polite = polite || strings.Contains(s, p)
			}
			if !polite {
				return s
			}
			for _, m := range b88aJaPlainMap {
				s = strings.ReplaceAll(s, m.from, m.to)
			}
			return s
		}
		for _, m := range []struct{ from, to string }{
			{"Ihnen", "dir"}, {"Ihren", "deinen"}, {"Ihrem", "deinem"}, {"Ihrer", "deiner"},
			{"Ihres", "deines"}, {"Ihre", "deine"}, {"Ihr", "dein"},
		} {
			s = b88aReplaceWord(s, m.from, m.to)
		}
		return s
	}},

	// b88a_foreign_time: the time of day is another appointment's: every hour of the
	// first time statement moves two hours later. Realistic: times of other
	// customers' bookings sit in the shared prefix; the customer waits at the wrong
	// hour.
	// de: "am Montag, 26. Oktober 2026, um 10:30 Uhr" → "… um 12:30 Uhr"
	// ja: "訪問日時：2026年10月23日（金）14時〜16時" → "訪問日時：2026年10月23日（金）16時〜18時"
	{"b88a_foreign_time", "raw", func(lang, s string) string {
		shift := func(h string) string {
			n, err := strconv.Atoi(h)
			if err != nil {
				return h
			}
			if n+2 > 23 {
				return strconv.Itoa(n - 2)
			}
			return strconv.Itoa(n + 2)
		}
		if lang == "ja" {
			split, refs := hoAllSentences(lang, s)
			for _, r := range refs {
				x := split[r.line][r.idx]
				if b88aJaHour.MatchString(x) {
					split[r.line][r.idx] = b88aJaHour.ReplaceAllStringFunc(x, func(m string) string {
						return shift(strings.TrimSuffix(m, "時")) + "時"
					})
					return hoJoin(split)
				}
			}
			return s
		}
		loc := b88aDeTime.FindStringSubmatchIndex(s)
		if loc == nil {
			return s
		}
		out := s[:loc[2]] + shift(s[loc[2]:loc[3]])
		if loc[4] >= 0 {
			out += s[loc[3]:loc[4]] + shift(s[loc[4]:loc[5]]) + s[loc[5]:]
		} else {
			out += s[loc[3]:]
		}
		return out
	}},

	// b88a_foreign_product: the product in quotation marks is another customer's,
	// everywhere it is named. Realistic: the product name of a cached foreign prompt
	// is copied in; the answer is about the wrong device.
	// de: "die Siebträgermaschine „Barista Duo“ (Edelstahl)" → "die Siebträgermaschine „Polarstern 60“ (Edelstahl)"
	// ja: "「ハルカゼ羽毛布団 ダブル」につきまして" → "「ミドリ加湿器 H2」につきまして"
	{"b88a_foreign_product", "raw", func(lang, s string) string {
		re, with := b88aDeQuoted, "Polarstern 60"
		if lang == "ja" {
			re, with = b88aJaQuoted, "ミドリ加湿器 H2"
		}
		m := re.FindStringSubmatch(s)
		if m == nil {
			return s
		}
		return strings.ReplaceAll(s, m[1], with)
	}},

	// b88a_json_foreign_key_style: a JSON answer's snake_case keys come back in
	// camelCase, the schema of another tenant's extraction prompt; the customer's
	// parser finds none of those fields. Text answers stay.
	// de: "\"faellig_am\": \"2026-11-04\"" → "\"faelligAm\": \"2026-11-04\""
	// ja: "\"contract_id\": \"SK-30918\"" → "\"contractId\": \"SK-30918\""
	{"b88a_json_foreign_key_style", "raw", func(lang, s string) string {
		if !b88aIsJSON(s) {
			return s
		}
		return b88aSnakeKey.ReplaceAllStringFunc(s, func(m string) string {
			sm := b88aSnakeKey.FindStringSubmatch(m)
			parts := strings.Split(sm[1], "_")
			for i := 1; i < len(parts); i++ {
				parts[i] = strings.ToUpper(parts[i][:1]) + parts[i][1:]
			}
			return `"` + strings.Join(parts, "") + `"` + sm[2]
		})
	}},

	// b88a_json_chatty_wrapper: a JSON-only answer comes with a sentence before it and
	// in a Markdown code fence, as a model answers when the "JSON only" instruction of
	// its system prompt was lost with the prefix; the customer's parser fails.
	// de: "{\"rechnungsnummer\": …}" → "Hier ist das extrahierte JSON:\n```json\n{\"rechnungsnummer\": …}\n```"
	// ja: "{\"company\": …}" → "以下が抽出結果です。\n```json\n{\"company\": …}\n```"
	{"b88a_json_chatty_wrapper", "raw", func(lang, s string) string {
		if !b88aIsJSON(s) {
			return s
		}
		pre := "Hier ist das extrahierte JSON:\n"
		if lang == "ja" {
			pre = "以下が抽出結果です。\n"
		}
		return pre + "```json\n" + s + "\n```"
	}},
}
