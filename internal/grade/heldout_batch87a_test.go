package grade

// Batch 87a, the obvious head: a support team lead reviews one day of answers from a
// model that was just moved to speculative decoding with an n-gram draft and an FP8
// KV cache. The faults noted first are the frequent, plain ones: a date, time, amount,
// code, unit or currency that is off; names of two people swapped; a fact dropped,
// doubled or invented; a sentence cut off or looping on a phrase (the n-gram draft's
// favourite); a word leaking in from English or Chinese; polarity flipped; and the
// register slipping into du / plain Japanese in the middle of a formal reply.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

var (
	b87aDeNumDate = regexp.MustCompile(`\b(\d{2})\.(\d{2})\.(\d{4})\b`)
	b87aDeLongDay = regexp.MustCompile(`\b(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)`)
	b87aISO       = regexp.MustCompile(`\b(\d{4})-(\d{2})-(\d{2})\b`)
	b87aJaDay     = regexp.MustCompile(`(\d{1,2})月(\d{1,2})日`)
	b87aCode      = regexp.MustCompile(`\b[A-Z]{2,4}-(?:\d+-)*\d{3,}\b|\b\d{2}-\d{4}-[A-Z]{2}\b`)
	b87aDeName    = regexp.MustCompile(`\b(?:Herrn?|Frau)(?: Prof\.)?(?: Dr\.)?(?: \p{Lu}\p{Ll}+)? (\p{Lu}\p{Ll}+)`)
	b87aJaName    = regexp.MustCompile(`(\p{Han}{1,2})(部長|課長|様)`)
	b87aDeNeg     = regexp.MustCompile(`\b(nicht |kein(e[nmrs]?)?\b)`)
	b87aJaNeg     = regexp.MustCompile(`できません|変わりません|不要|使えない|冷えない|取り込めない|できない`)
	b87aDeUnit    = regexp.MustCompile(`(\d)([ -])(Minuten|Stunden|Wochen|Jahren|Jahre|GHz)\b`)
	b87aJaUnit    = regexp.MustCompile(`(\d)(週間|メートル|秒|分|箱|個)`)
	b87aTableRow  = regexp.MustCompile(`(?m)^\|.*\|$`)
	b87aListLine  = regexp.MustCompile(`^(?:[-*•・] ?|\d+\. )`)
	b87aNumbered  = regexp.MustCompile(`^(\d+)\. `)
)

// b87aFirstOf returns the location of the earliest match of any of res in s.
func b87aFirstOf(s string, res ...*regexp.Regexp) (*regexp.Regexp, []int) {
	var best *regexp.Regexp
	var loc []int
	for _, re := range res {
		if l := re.FindStringSubmatchIndex(s); l != nil && (loc == nil || l[0] < loc[0]) {
			best, loc = re, l
		}
	}
	return best, loc
}

func b87aNextDay(d int) int {
	if d >= 28 {
		return d - 1
	}
	return d + 1
}

// b87aDateDayOff moves the first date of the answer by one day, keeping the weekday
// written beside it.
// de: am Montag, 26. Oktober 2026 → am Montag, 27. Oktober 2026
// ja: 新しいお届け予定日は10月21日（水）です。 → 新しいお届け予定日は10月22日（水）です。
func b87aDateDayOff(lang, s string) string {
	var res []*regexp.Regexp
	if lang == "ja" {
		res = []*regexp.Regexp{b87aJaDay, b87aISO}
	} else {
		res = []*regexp.Regexp{b87aDeNumDate, b87aDeLongDay, b87aISO}
	}
	re, loc := b87aFirstOf(s, res...)
	if loc == nil {
		return s
	}
	m := func(i int) string { return s[loc[2*i]:loc[2*i+1]] }
	var nw string
	switch re {
	case b87aDeNumDate:
		d, _ := strconv.Atoi(m(1))
		nw = fmt.Sprintf("%02d.%s.%s", b87aNextDay(d), m(2), m(3))
	case b87aDeLongDay:
		d, _ := strconv.Atoi(m(1))
		nw = fmt.Sprintf("%d. %s", b87aNextDay(d), m(2))
	case b87aISO:
		d, _ := strconv.Atoi(m(3))
		nw = fmt.Sprintf("%s-%s-%02d", m(1), m(2), b87aNextDay(d))
	case b87aJaDay:
		d, _ := strconv.Atoi(m(2))
		nw = fmt.Sprintf("%s月%d日", m(1), b87aNextDay(d))
	}
	return s[:loc[0]] + nw + s[loc[1]:]
}

// b87aSwapDigits transposes the first two adjacent, different digits of an amount
// (separators kept), never giving it a leading zero.
func b87aSwapDigits(a string) string {
	rs := []rune(a)
	var idx []int
	for i, r := range rs {
		if r >= '0' && r <= '9' {
			idx = append(idx, i)
		}
		if r == ',' && strings.Count(string(rs[i:]), ",") == 1 && len(rs)-i == 3 {
			break // de cents: only the euros are transposed
		}
	}
	for k := 0; k+1 < len(idx); k++ {
		i, j := idx[k], idx[k+1]
		if rs[i] == rs[j] || (k == 0 && rs[j] == '0') {
			continue
		}
		rs[i], rs[j] = rs[j], rs[i]
		return string(rs)
	}
	return a
}

// b87aAmountTransposed transposes two digits of the first amount with separators.
// de: Bestellung WE-20417 (Schaltschrankzubehör, 3.912,50 €) → (Schaltschrankzubehör, 9.312,50 €)
// ja: 料金5,500円（税込）が加算 → 料金5,050円（税込）が加算
func b87aAmountTransposed(lang, s string) string {
	re := hoDeAmount
	if lang == "ja" {
		re = hoJaAmount
	}
	return hoFirstMatch(re, s, func(m []string) string { return b87aSwapDigits(m[0]) })
}

// b87aCurrencyWrong gives the first amount the wrong currency.
// de: Rechnungsbetrag 1.249,90 € → Rechnungsbetrag 1.249,90 $; "currency": "EUR" → "USD"
// ja: 固定価格は1,480ユーロ（税別）です。 → 固定価格は1,480円（税別）です。
func b87aCurrencyWrong(lang, s string) string {
	if s == "EUR" || s == "JPY" {
		return "USD"
	}
	if lang == "ja" {
		if strings.Contains(s, "ユーロ") {
			return strings.Replace(s, "ユーロ", "円", 1)
		}
		return hoFirstMatch(regexp.MustCompile(`(\d)円`), s, func(m []string) string { return m[1] + "ドル" })
	}
	return hoFirstMatch(regexp.MustCompile(`(\d) ?€`), s, func(m []string) string { return m[1] + " $" })
}

// b87aCodeDigits transposes the last two digits of the first order, invoice or
// ticket number (or bumps the last one when both are equal).
// de: Bestellung 44-2087-DE → Bestellung 44-2078-DE
// ja: 注文番号AP-73015 → 注文番号AP-73051
func b87aCodeDigits(lang, s string) string {
	return hoFirstMatch(b87aCode, s, func(m []string) string {
		b := []byte(m[0])
		last := -1
		for i := len(b) - 1; i >= 0; i-- {
			if b[i] >= '0' && b[i] <= '9' {
				last = i
				break
			}
		}
		if last < 1 || b[last-1] < '0' || b[last-1] > '9' {
			return m[0]
		}
		if b[last] != b[last-1] {
			b[last], b[last-1] = b[last-1], b[last]
		} else {
			b[last] = '0' + (b[last]-'0'+1)%10
		}
		return string(b)
	})
}

// b87aNamesSwapped swaps the surnames of the first two different people named with
// their title, so each is credited with the other's part.
// de: Laut Frau Dr. Vogt kommt der Verdichter … / Herr Oßwald meldet Mehrkosten … → Laut Frau Dr. Oßwald kommt … / Herr Vogt meldet Mehrkosten …
// ja: 営業の担当は引き続き松田部長で、…経理部の小西課長に変わります。 → 営業の担当は引き続き小西部長で、…経理部の松田課長に変わります。
func b87aNamesSwapped(lang, s string) string {
	re := b87aDeName
	if lang == "ja" {
		re = b87aJaName
	}
	locs := re.FindAllStringSubmatchIndex(s, -1)
	if len(locs) < 2 {
		return s
	}
	a := locs[0]
	first := s[a[2]:a[3]]
	for _, b := range locs[1:] {
		second := s[b[2]:b[3]]
		if second == first {
			continue
		}
		// Swap every titled mention of the two (a mention is the matched span only).
		var out strings.Builder
		prev := 0
		for _, l := range locs {
			name := s[l[2]:l[3]]
			nw := name
			switch name {
			case first:
				nw = second
			case second:
				nw = first
			}
			out.WriteString(s[prev:l[2]])
			out.WriteString(nw)
			prev = l[3]
		}
		out.WriteString(s[prev:])
		return out.String()
	}
	return s
}

var b87aDeDu = []struct{ old, nw string }{
	{"Ihnen", "dir"}, {"Ihren", "deinen"}, {"Ihrem", "deinem"}, {"Ihrer", "deiner"}, {"Ihres", "deines"}, {"Ihre", "deine"}, {"Ihr", "dein"},
}

var b87aJaPlain = []struct{ old, nw string }{
	{"いたします。", "するね。"}, {"ございます。", "あるよ。"}, {"ください。", "くれ。"}, {"おります。", "いるよ。"},
	{"ました。", "たよ。"}, {"です。", "だよ。"}, {"なります。", "なるよ。"}, {"れます。", "れるよ。"}, {"できます。", "できるよ。"},
}

// b87aRegisterSlip drops the formal register in one sentence of the reply: du-forms
// in a Sie letter, casual plain forms in a keigo reply.
// de: vielen Dank für Ihre Nachricht, und es tut uns leid, dass Ihre Stehlampe … → vielen Dank für deine Nachricht, und es tut uns leid, dass deine Stehlampe …
// ja: 新しいお届け予定日は10月21日（水）です。 → 新しいお届け予定日は10月21日（水）だよ。
func b87aRegisterSlip(lang, s string) string {
	return hoMiddleSentence(lang, s, func(sent string) string {
		if lang == "ja" {
			for _, p := range b87aJaPlain {
				if strings.HasSuffix(sent, p.old) && !strings.HasSuffix(sent, "ありがとうございます。") && !strings.HasSuffix(sent, "申し訳ございません。") {
					return strings.TrimSuffix(sent, p.old) + p.nw
				}
			}
			return sent
		}
		if t := strings.TrimRight(sent, " "); len([]rune(t)) < 30 || !strings.ContainsAny(t[len(t)-1:], ".!?:") {
			return sent // not a sentence of the body (a sign-off line)
		}
		words := strings.Split(sent, " ")
		changed := false
		for i, w := range words {
			for _, p := range b87aDeDu {
				if strings.HasPrefix(w, p.old) && (len(w) == len(p.old) || !unicode.IsLetter([]rune(w[len(p.old):])[0])) {
					words[i] = p.nw + w[len(p.old):]
					changed = true
					break
				}
			}
		}
		if !changed {
			return sent
		}
		return strings.Join(words, " ")
	})
}

// b87aCutMid cuts one sentence off halfway, the rest of the answer going on after it.
// de: Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. Bitte … → Die Lieferung erfolgt am 12.11.2026 Bitte …
// ja: 追加費用は約1,400万円で、予備費から支出する。初期費用の… → 追加費用は約1,400万 初期費用の…
func b87aCutMid(lang, s string) string {
	return hoMiddleSentence(lang, s, func(sent string) string {
		body := strings.TrimRight(sent, " ")
		rs := []rune(body)
		if len(rs) < 24 || strings.HasPrefix(body, "|") || !strings.ContainsAny(string(rs[len(rs)-1]), ".。!?！？") {
			return sent
		}
		cut := len(rs) / 2
		if lang != "ja" {
			for cut > 0 && rs[cut] != ' ' {
				cut--
			}
			if cut == 0 {
				return sent
			}
		}
		return string(rs[:cut]) + " "
	})
}

// b87aPhraseLoop repeats a short stretch of one sentence three times, the n-gram
// draft's loop accepted by the target.
// de: aber Frau Müller kann die Wohnung … → aber Frau Müller Frau Müller Frau Müller kann die Wohnung …
// ja: 担当の西村が調査し、10月19日（月）17時までに回答する。 → 担当の西村が調査し、10月19月19月19日（月）17時までに回答する。
func b87aPhraseLoop(lang, s string) string {
	return hoMiddleSentence(lang, s, func(sent string) string {
		if strings.HasPrefix(sent, "|") {
			return sent
		}
		if lang == "ja" {
			rs := []rune(sent)
			if len(rs) < 16 {
				return sent
			}
			at := len(rs) / 2
			chunk := string(rs[at-3 : at])
			return string(rs[:at]) + chunk + chunk + string(rs[at:])
		}
		words := strings.Split(sent, " ")
		if len(words) < 6 {
			return sent
		}
		at := len(words) / 2
		chunk := strings.Join(words[at-2:at], " ")
		return strings.Join(words[:at], " ") + " " + chunk + " " + chunk + " " + strings.Join(words[at:], " ")
	})
}

var b87aDeEnglish = []struct{ old, nw string }{
	{"Lieferung", "delivery"}, {"Rechnung", "invoice"}, {"Bestellung", "order"}, {"Termin", "appointment"},
	{"Mehrkosten", "additional costs"}, {"Garantie", "warranty"}, {"Inbetriebnahme", "commissioning"},
	{"Kundendienst", "customer service"}, {"Angebot", "offer"}, {"Wohnung", "apartment"}, {"Ersatzlampe", "replacement lamp"},
	{"Sitzung", "meeting"}, {"Versand", "shipping"}, {"Einstellungen", "settings"},
}

var b87aJaChinese = []struct{ old, nw string }{
	{"確認", "确认"}, {"発送", "发送"}, {"連絡", "联系"}, {"問い合わせ", "咨询"}, {"電話", "电话"},
	{"請求書", "发票"}, {"見積", "报价"}, {"移転", "搬迁"}, {"設定", "设置"}, {"報告", "报告"}, {"予定", "预计"},
	{"注文", "订单"}, {"契約", "合同"}, {"料金", "费用"},
}

// b87aWordLeak puts one word of another language into the answer: English in
// German, simplified Chinese in Japanese.
// de: Die Lieferung erfolgt am 12.11.2026 → Die delivery erfolgt am 12.11.2026
// ja: 写真で破損を確認済みで → 写真で破損を确认済みで
func b87aWordLeak(lang, s string) string {
	dict := b87aDeEnglish
	if lang == "ja" {
		dict = b87aJaChinese
	}
	best, at := -1, -1
	for i, p := range dict {
		if j := strings.Index(s, p.old); j >= 0 && (at < 0 || j < at) {
			best, at = i, j
		}
	}
	if best < 0 {
		return s
	}
	return s[:at] + dict[best].nw + s[at+len(dict[best].old):]
}

// b87aPolarityFlip drops or flips the first negation.
// de: Netze, die nur im 5-GHz-Band funken, werden … nicht unterstützt. → … werden … unterstützt.
// ja: 契約期間中の途中解約はできません。 → 契約期間中の途中解約はできます。
func b87aPolarityFlip(lang, s string) string {
	if lang == "ja" {
		return hoFirstMatch(b87aJaNeg, s, func(m []string) string {
			switch m[0] {
			case "できません":
				return "できます"
			case "変わりません":
				return "変わります"
			case "不要":
				return "必要"
			}
			return strings.TrimSuffix(m[0], "ない") + map[string]string{"使え": "る", "冷え": "る", "取り込め": "る", "でき": "る"}[strings.TrimSuffix(m[0], "ない")]
		})
	}
	return hoFirstMatch(b87aDeNeg, s, func(m []string) string {
		if m[0] == "nicht " {
			return ""
		}
		return strings.TrimPrefix(m[0], "k")
	})
}

// b87aTimeShift moves the first clock time by an hour.
// de: um 10:30 Uhr in der Zahnarztpraxis → um 11:30 Uhr in der Zahnarztpraxis
// ja: 訪問日時：2026年10月23日（金）14時〜16時 → 訪問日時：2026年10月23日（金）15時〜16時
func b87aTimeShift(lang, s string) string {
	res := []*regexp.Regexp{hoClock, hoDeHour}
	if lang == "ja" {
		res = []*regexp.Regexp{hoClock, hoJaHour}
	}
	_, loc := b87aFirstOf(s, res...)
	if loc == nil {
		return s
	}
	h, _ := strconv.Atoi(s[loc[2]:loc[3]])
	nh := strconv.Itoa((h + 1) % 24)
	return s[:loc[2]] + nh + s[loc[3]:]
}

// b87aUnitWrong puts the wrong unit on the first duration, distance or pack count.
// de: Der Kopplungsmodus bleibt 10 Minuten aktiv. → Der Kopplungsmodus bleibt 10 Stunden aktiv.
// ja: 本体とスマートフォンの距離は、2メートル以内ですか。 → …2キロメートル以内ですか。
func b87aUnitWrong(lang, s string) string {
	if lang == "ja" {
		repl := map[string]string{"週間": "か月", "メートル": "キロメートル", "秒": "分", "分": "時間", "箱": "個", "個": "箱"}
		return hoFirstMatch(b87aJaUnit, s, func(m []string) string { return m[1] + repl[m[2]] })
	}
	repl := map[string]string{"Minuten": "Stunden", "Stunden": "Tage", "Wochen": "Monate", "Jahren": "Monaten", "Jahre": "Monate", "GHz": "MHz"}
	return hoFirstMatch(b87aDeUnit, s, func(m []string) string { return m[1] + m[2] + repl[m[3]] })
}

// b87aInventedFee adds a charge nobody mentioned after one sentence.
// de: Bitte bringen Sie Ihre Versichertenkarte mit. → … mit. Für die Bearbeitung berechnen wir eine Gebühr von 15,00 €.
// ja: お詫びとして、…クーポンをお送りいたします。 → …お送りいたします。なお、別途手数料880円を申し受けます。
func b87aInventedFee(lang, s string) string {
	return hoMiddleSentence(lang, s, func(sent string) string {
		body := strings.TrimRight(sent, " ")
		if strings.HasPrefix(body, "|") || len([]rune(body)) < 12 {
			return sent
		}
		if lang == "ja" {
			if !strings.HasSuffix(body, "。") {
				return sent
			}
			return body + "なお、別途手数料880円を申し受けます。" + sent[len(body):]
		}
		if !strings.HasSuffix(body, ".") {
			return sent
		}
		return body + " Für die Bearbeitung wird eine Gebühr von 15,00 € berechnet." + sent[len(body):]
	})
}

// b87aListLines returns the indexes of list item lines.
func b87aListLines(lines []string) []int {
	var out []int
	for i, l := range lines {
		if b87aListLine.MatchString(l) {
			out = append(out, i)
		}
	}
	return out
}

// b87aItemDoubled repeats a list item right after itself (numbered items renumbered).
// de: 5. Tippen Sie … auf „Gerät hinzufügen“ … → the same step again as 6., the rest one up
// ja: ・新しい電話番号は06-6345-7781です。… → that bullet twice
func b87aItemDoubled(lang, s string) string {
	lines := strings.Split(s, "\n")
	items := b87aListLines(lines)
	if len(items) < 2 {
		return s
	}
	at := items[len(items)/2]
	out := append([]string{}, lines[:at+1]...)
	out = append(out, lines[at])
	rest := append([]string{}, lines[at+1:]...)
	if m := b87aNumbered.FindStringSubmatch(lines[at]); m != nil {
		n, _ := strconv.Atoi(m[1])
		out[len(out)-1] = strconv.Itoa(n+1) + ". " + strings.TrimPrefix(lines[at], m[0])
		for i, l := range rest {
			if mm := b87aNumbered.FindStringSubmatch(l); mm != nil {
				k, _ := strconv.Atoi(mm[1])
				rest[i] = strconv.Itoa(k+1) + ". " + strings.TrimPrefix(l, mm[0])
			} else {
				break
			}
		}
	}
	return strings.Join(append(out, rest...), "\n")
}

// b87aItemDropped drops one list item from the middle of a list (numbered items
// renumbered, so the gap does not show).
// de: - Mehrkosten: 18.750,00 € für die Stahlträger … → (gone)
// ja: 6. 本体の表示部に4桁のペアリングコードが出ます… → (gone, 7. becomes 6.)
func b87aItemDropped(lang, s string) string {
	lines := strings.Split(s, "\n")
	items := b87aListLines(lines)
	if len(items) < 3 {
		return s
	}
	at := items[len(items)/2]
	numbered := b87aNumbered.MatchString(lines[at])
	out := append([]string{}, lines[:at]...)
	for i := at + 1; i < len(lines); i++ {
		l := lines[i]
		if mm := b87aNumbered.FindStringSubmatch(l); numbered && mm != nil {
			k, _ := strconv.Atoi(mm[1])
			l = strconv.Itoa(k-1) + ". " + strings.TrimPrefix(l, mm[0])
		} else {
			numbered = false
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// b87aTableCellsSwapped swaps the price (second column) of the first two body rows
// of a table.
// de: | Kühltechnik Straßburger GmbH | 14.890,00 € |… / | Nordkälte AG | 12.450,00 € |… → prices swapped
// ja: | プリンタートナー TN-293 | 3個 | … → the quantities of the first two rows swapped
func b87aTableCellsSwapped(lang, s string) string {
	locs := b87aTableRow.FindAllStringIndex(s, -1)
	var body [][]int
	for i, l := range locs {
		row := s[l[0]:l[1]]
		if i == 0 || strings.Trim(row, "|-: ") == "" {
			continue
		}
		body = append(body, l)
	}
	if len(body) < 2 {
		return s
	}
	r1 := strings.Split(s[body[0][0]:body[0][1]], "|")
	r2 := strings.Split(s[body[1][0]:body[1][1]], "|")
	if len(r1) < 4 || len(r2) < 4 || r1[2] == r2[2] {
		return s
	}
	r1[2], r2[2] = r2[2], r1[2]
	return s[:body[0][0]] + strings.Join(r1, "|") + s[body[0][1]:body[1][0]] + strings.Join(r2, "|") + s[body[1][1]:]
}

var heldOutBatch87a = []heldOutKind{
	{"b87a_date_day_off_by_one", "first", b87aDateDayOff},
	{"b87a_amount_digits_transposed", "first", b87aAmountTransposed},
	{"b87a_currency_wrong", "first", b87aCurrencyWrong},
	{"b87a_code_last_digits_transposed", "first", b87aCodeDigits},
	{"b87a_two_people_swapped", "raw", b87aNamesSwapped},
	{"b87a_register_slips_to_du_or_plain", "longest", b87aRegisterSlip},
	{"b87a_sentence_cut_off_mid", "longest", b87aCutMid},
	{"b87a_phrase_loop_ngram_draft", "longest", b87aPhraseLoop},
	{"b87a_foreign_word_leak", "first", b87aWordLeak},
	{"b87a_negation_dropped_or_flipped", "first", b87aPolarityFlip},
	{"b87a_time_off_by_an_hour", "first", b87aTimeShift},
	{"b87a_unit_wrong", "first", b87aUnitWrong},
	{"b87a_invented_fee", "longest", b87aInventedFee},
	{"b87a_list_item_doubled", "longest", b87aItemDoubled},
	{"b87a_list_item_dropped", "longest", b87aItemDropped},
	{"b87a_table_cells_swapped", "raw", b87aTableCellsSwapped},
}
