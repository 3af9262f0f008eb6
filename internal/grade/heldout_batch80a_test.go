package grade

// Batch 80a: the obvious head, quantization edition. These are the first failures an
// engineer lists when a model (or its KV cache) goes to FP8 or INT4 and German and
// Japanese business text gets worse: a rare glyph replaced by its near neighbour (an
// umlaut losing its dots, a name kanji turned into a lookalike), numerals drifting (a
// digit dropped or doubled, the decimal separator moved, an hour or an ID digit off),
// a long answer losing the thread near its end (a late date or person replaced by an
// earlier one, a late list item lost), a format placeholder of the prompt copied in
// place of a value, one word slipping into English, a phrase looping, and a format
// collapsing (a JSON number written as a display string, a list item or table row
// fused into the one before). Every kind changes one place of the golden only.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

var (
	// b80aJaMoney is a yen or euro amount of a Japanese text: 5,500円, 1,400万円, 500円.
	b80aJaMoney = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+|\d{3,})(万円|円|ユーロ)`)
	// b80aDeHour is a two-digit hour of a German text: 12 Uhr, 10:30 Uhr.
	b80aDeHour = regexp.MustCompile(`(\d)(\d)((?::\d{2})? Uhr)`)
	// b80aJaHour is a two-digit hour of a Japanese text: 14時.
	b80aJaHour = regexp.MustCompile(`(\d)(\d)時`)
	// b80aDeNumDate is a German numeric date: 20.10.2026.
	b80aDeNumDate = regexp.MustCompile(`\d{2}\.\d{2}\.\d{4}`)
	// b80aDePerson is a person named with Herr/Frau, titles and a first name allowed.
	b80aDePerson = regexp.MustCompile(`(Herrn?|Frau) ((?:Prof\. )?(?:Dr\. )?(?:\p{Lu}\p{Ll}+ )?)(\p{Lu}\p{Ll}+)`)
	// b80aJaPerson is a surname with a rank title or 様: 石井部長, 小西課長, 松本様.
	b80aJaPerson = regexp.MustCompile(`(\p{Han}{1,2})(部長|課長|様)`)
	// b80aNumbered, b80aBullet and b80aRow are the lines of a numbered list, a bullet
	// list and a table.
	b80aNumbered = regexp.MustCompile(`^(\d+)\. `)
	b80aBullet   = regexp.MustCompile(`^(?:- |\* |・)`)
	b80aRow      = regexp.MustCompile(`^\|`)
)

// b80aIsJSON says whether a raw answer is a JSON object.
func b80aIsJSON(s string) bool {
	return strings.HasPrefix(strings.TrimSpace(s), "{")
}

// b80aNum is one amount of an answer: where it is, its integer and fraction digits
// and how it is written (JSON, German or Japanese text).
type b80aNum struct {
	at, end     int
	int, frac   string
	style       string
	hadGrouping bool
}

// b80aAmounts lists the amounts of an answer with an integer part of three digits or
// more: JSON number values, German amounts (3.912,50) and Japanese yen/euro amounts.
func b80aAmounts(lang, s string) []b80aNum {
	var out []b80aNum
	switch {
	case b80aIsJSON(s):
		for _, m := range hoJSONNum.FindAllStringSubmatchIndex(s, -1) {
			v := s[m[4]:m[5]]
			i, f, _ := strings.Cut(v, ".")
			if len(strings.TrimPrefix(i, "-")) < 3 {
				continue
			}
			out = append(out, b80aNum{at: m[4], end: m[5], int: i, frac: f, style: "json"})
		}
	case lang == "ja":
		for _, m := range b80aJaMoney.FindAllStringSubmatchIndex(s, -1) {
			v := s[m[2]:m[3]]
			out = append(out, b80aNum{at: m[2], end: m[3], int: strings.ReplaceAll(v, ",", ""), style: "ja",
				hadGrouping: strings.Contains(v, ",")})
		}
	default:
		for _, m := range hoDeAmount.FindAllStringIndex(s, -1) {
			v := s[m[0]:m[1]]
			i, f, _ := strings.Cut(v, ",")
			out = append(out, b80aNum{at: m[0], end: m[1], int: strings.ReplaceAll(i, ".", ""), frac: f, style: "de"})
		}
	}
	return out
}

// b80aGroup writes integer digits with sep every three digits from the right.
func b80aGroup(d, sep string) string {
	var b strings.Builder
	for i, r := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// b80aFormat writes an amount's new digits back in its own style.
func b80aFormat(n b80aNum, intDigits, frac string) string {
	switch n.style {
	case "json":
		if frac != "" {
			return intDigits + "." + frac
		}
		return intDigits
	case "ja":
		if n.hadGrouping || len(intDigits) >= 4 {
			return b80aGroup(intDigits, ",")
		}
		return intDigits
	default:
		return b80aGroup(intDigits, ".") + "," + frac
	}
}

// b80aReplaceNum rewrites one amount of s.
func b80aReplaceNum(s string, n b80aNum, intDigits, frac string) string {
	return s[:n.at] + b80aFormat(n, intDigits, frac) + s[n.end:]
}

// b80aFloat is an amount's value, to find the largest.
func b80aFloat(n b80aNum) float64 {
	v, _ := strconv.ParseFloat(n.int+"."+n.frac+"0", 64)
	return v
}

// b80aEarliest replaces the earliest occurrence in s of any key of pairs by its
// value.
func b80aEarliest(s string, pairs [][2]string) string {
	best, bi := -1, -1
	for i, p := range pairs {
		if at := strings.Index(s, p[0]); at >= 0 && (best < 0 || at < best) {
			best, bi = at, i
		}
	}
	if bi < 0 {
		return s
	}
	return s[:best] + pairs[bi][1] + s[best+len(pairs[bi][0]):]
}

// b80aJaLookalike are name kanji and their visual near neighbours, the neighbour a
// wrong name: 髙橋 → 高橋, 佐藤 → 佐籐, 渡辺 → 渡边 (the Chinese glyph).
var b80aJaLookalike = [][2]string{
	{"髙", "高"}, {"佐藤", "佐籐"}, {"渡辺", "渡边"}, {"中島", "中鳥"}, {"松本", "松木"},
	{"松田", "松由"}, {"岡田", "岡由"}, {"石井", "右井"}, {"西村", "西材"},
}

// b80aDeEnglish are German words and the English word a slipping model writes instead.
var b80aDeEnglish = map[string]string{
	"Lieferung": "delivery", "Rechnung": "invoice", "Termin": "appointment", "Bestellung": "order",
	"Mehrkosten": "additional costs", "Inbetriebnahme": "commissioning", "Verbindung": "connection",
	"Garantie": "warranty", "Passwort": "password", "Austauschgerät": "replacement unit",
	"Ersatzlampe": "replacement lamp", "Wohnung": "apartment", "Förderung": "funding",
	"und": "and", "mit": "with", "nicht": "not", "bis": "until", "für": "for", "oder": "or",
	"aber": "but", "wenn": "when", "noch": "still", "nur": "only", "bitte": "please", "Bitte": "Please",
}

// b80aJaEnglish are Japanese words and the English word a slipping model writes instead.
var b80aJaEnglish = [][2]string{
	{"発送", "shipping"}, {"予定", "schedule"}, {"確認", "confirm"}, {"連絡", "contact"},
	{"変更", "change"}, {"交換", "exchange"}, {"訪問", "visit"}, {"請求書", "invoice"},
	{"注文", "order"}, {"延期", "postpone"}, {"移転", "relocation"}, {"接続", "connect"},
	{"測定", "measurement"}, {"設定", "setup"}, {"試験", "test"}, {"見積もり", "quote"},
	{"料金", "fee"}, {"住所", "address"}, {"電話番号", "phone number"}, {"担当", "in charge"},
	{"支払", "payment"}, {"金額", "amount"}, {"合計", "total"}, {"問い合わせ", "inquiry"},
	{"申し訳ございません", "sorry"}, {"電池", "battery"}, {"修理", "repair"}, {"承認", "approval"},
}

// b80aListBlocks lists the blocks of consecutive list lines of a text (numbered, bullet
// or table lines), each as its line indexes, numbered blocks first.
func b80aListBlocks(lines []string) (numbered, bullets, tables [][]int) {
	var cur []int
	kind := ""
	flush := func() {
		switch kind {
		case "n":
			numbered = append(numbered, cur)
		case "b":
			bullets = append(bullets, cur)
		case "t":
			tables = append(tables, cur)
		}
		cur, kind = nil, ""
	}
	for i, l := range lines {
		k := ""
		switch {
		case b80aNumbered.MatchString(l):
			k = "n"
		case b80aBullet.MatchString(l):
			k = "b"
		case b80aRow.MatchString(l):
			k = "t"
		}
		if k != kind {
			flush()
		}
		if k != "" {
			kind = k
			cur = append(cur, i)
		}
	}
	flush()
	return
}

// b80aTableData drops a table block's header and separator rows.
func b80aTableData(lines []string, block []int) []int {
	var out []int
	for _, i := range block {
		if strings.Contains(lines[i], "---") {
			out = out[:0]
			continue
		}
		out = append(out, i)
	}
	return out
}

var heldOutBatch80a = []heldOutKind{
	// A name's umlaut loses its dots, the near neighbour of a quantized vocabulary:
	// "Sehr geehrte Frau Schäfer," → "Sehr geehrte Frau Schafer,"; "Petra Müller" →
	// "Petra Muller".
	{"b80a_umlaut_dots_lost_in_word", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		rs := []rune(s)
		for i := 0; i < len(rs); i++ {
			if !unicode.IsUpper(rs[i]) || (i > 0 && unicode.IsLetter(rs[i-1])) {
				continue
			}
			j := i
			for j < len(rs) && unicode.IsLetter(rs[j]) {
				j++
			}
			if j-i < 4 {
				i = j
				continue
			}
			for k := i; k < j; k++ {
				if n, ok := map[rune]rune{'ä': 'a', 'ö': 'o', 'ü': 'u'}[rs[k]]; ok {
					rs[k] = n
					return string(rs)
				}
			}
			i = j
		}
		return s
	}},
	// A name kanji turns into its visual near neighbour, the name written wrong:
	// "中島 大輔様" → "中鳥 大輔様"; "佐藤部長" → "佐籐部長"; "髙橋 美咲" → "高橋 美咲".
	{"b80a_name_kanji_to_lookalike", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b80aEarliest(s, b80aJaLookalike)
	}},
	// The first amount loses its second digit: "(Schaltschrankzubehör, 3.912,50 €)" →
	// "(Schaltschrankzubehör, 312,50 €)"; "料金5,500円（税込）" → "料金500円（税込）";
	// "\"value\": 1249.90" → "\"value\": 149.90".
	{"b80a_amount_digit_dropped", "raw", func(lang, s string) string {
		ns := b80aAmounts(lang, s)
		if len(ns) == 0 {
			return s
		}
		n := ns[0]
		d := strings.TrimPrefix(n.int, "-")
		return b80aReplaceNum(s, n, d[:1]+d[2:], n.frac)
	}},
	// The last amount gets its second digit doubled: "合計38,500円（税込）" →
	// "合計388,500円（税込）"; "mit 13.975,00 € das günstigste" → "mit 133.975,00 € das
	// günstigste".
	{"b80a_amount_digit_doubled", "raw", func(lang, s string) string {
		ns := b80aAmounts(lang, s)
		if len(ns) == 0 {
			return s
		}
		n := ns[len(ns)-1]
		d := strings.TrimPrefix(n.int, "-")
		return b80aReplaceNum(s, n, d[:2]+d[1:], n.frac)
	}},
	// The decimal separator of the largest amount moves one place left, a tenth of the
	// sum: "Das Budget von 486.000,00 €" → "Das Budget von 48.600,00 €";
	// "\"value\": 1249.90" → "\"value\": 124.99".
	{"b80a_decimal_separator_shifted_left", "raw", func(lang, s string) string {
		var best *b80aNum
		for _, n := range b80aAmounts(lang, s) {
			if n.frac == "" || len(n.frac) < 2 {
				continue
			}
			if best == nil || b80aFloat(n) > b80aFloat(*best) {
				best = &n
			}
		}
		if best == nil {
			return s
		}
		all := best.int + best.frac
		k := len(best.int) - 1
		return b80aReplaceNum(s, *best, all[:k], all[k:k+len(best.frac)])
	}},
	// A two-digit hour loses its second digit: "um 10:30 Uhr" → "um 1:30 Uhr";
	// "前日の17時までに" → "前日の1時までに".
	{"b80a_hour_digit_dropped", "raw", func(lang, s string) string {
		re := b80aDeHour
		if lang == "ja" {
			re = b80aJaHour
		}
		return hoFirstMatch(re, s, func(m []string) string {
			if lang == "ja" {
				return m[1] + "時"
			}
			return m[1] + m[3]
		})
	}},
	// The first reference number gets two adjacent digits swapped: "RE-2026-0815" →
	// "RE-2026-0851"; "ご注文番号WS-30982" → "ご注文番号WS-30928".
	{"b80a_id_digits_transposed", "first", func(lang, s string) string {
		return hoFirstMatch(hoID, s, func(m []string) string {
			b := []byte(m[0])
			for i := len(b) - 1; i > 0; i-- {
				if b[i] >= '0' && b[i] <= '9' && b[i-1] >= '0' && b[i-1] <= '9' && b[i] != b[i-1] {
					b[i], b[i-1] = b[i-1], b[i]
					return string(b)
				}
			}
			return m[0]
		})
	}},
	// The last date of the answer becomes the first, different, date of it: "Die nächste
	// Sitzung findet am 12.11.2026 statt." → "... am 23.11.2026 statt."; "お支払い期限は
	// 2026年10月30日（金）です。" → "お支払い期限は9月20日（金）です。".
	{"b80a_late_date_replaced_by_earlier", "raw", func(lang, s string) string {
		res := []*regexp.Regexp{hoDeDate, hoISODate}
		if lang == "ja" {
			res = []*regexp.Regexp{hoJaDate, hoISODate}
		}
		type hit struct{ at, end int }
		var hits []hit
		for _, re := range res {
			for _, l := range re.FindAllStringIndex(s, -1) {
				hits = append(hits, hit{l[0], l[1]})
			}
		}
		if len(hits) < 2 {
			return s
		}
		first, last := hits[0], hits[0]
		for _, h := range hits {
			if h.at < first.at {
				first = h
			}
			if h.at > last.at {
				last = h
			}
		}
		lastS, firstS := s[last.at:last.end], s[first.at:first.end]
		if lastS == firstS {
			// the first date that differs from the last, in order of position
			var cand *hit
			for _, h := range hits {
				if s[h.at:h.end] != lastS && (cand == nil || h.at < cand.at) {
					h := h
					cand = &h
				}
			}
			if cand == nil {
				return s
			}
			firstS = s[cand.at:cand.end]
		}
		return s[:last.at] + firstS + s[last.end:]
	}},
	// The last person named becomes the first, different, person of the answer: "Herr
	// Strauß bittet, die Mehrkosten ... freizugeben." → "Herr Jäger bittet, ...";
	// "請求書の送付先は経理部の小西課長に変わります" → "...経理部の松田課長に変わります".
	{"b80a_late_person_replaced_by_earlier", "raw", func(lang, s string) string {
		re, g := b80aDePerson, 3
		if lang == "ja" {
			re, g = b80aJaPerson, 1
		}
		ms := re.FindAllStringSubmatchIndex(s, -1)
		if len(ms) < 2 {
			return s
		}
		last := ms[len(ms)-1]
		lastName := s[last[2*g]:last[2*g+1]]
		for _, m := range ms {
			if other := s[m[2*g]:m[2*g+1]]; other != lastName {
				return s[:last[2*g]] + other + s[last[2*g+1]:]
			}
		}
		return s
	}},
	// A late item of a list is lost: step 9 of 10 of a procedure (the rest renumbered),
	// else the second-to-last bullet or table row: "7. 靴下を脱ぎ、素足で本体に乗って…"
	// gone, "8. アプリの「記録」タブ…" → "7. アプリの「記録」タブ…"; "- Herr Oßwald meldet
	// Mehrkosten von 36.400,00 € …" gone from the meeting summary.
	{"b80a_late_list_item_lost", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		numbered, bullets, tables := b80aListBlocks(lines)
		var block []int
		renumber := false
		switch {
		case len(numbered) > 0 && len(numbered[0]) >= 3:
			block, renumber = numbered[0], true
		case len(bullets) > 0 && len(bullets[len(bullets)-1]) >= 3:
			block = bullets[len(bullets)-1]
		case len(tables) > 0 && len(b80aTableData(lines, tables[0])) >= 3:
			block = b80aTableData(lines, tables[0])
		default:
			return s
		}
		drop := block[len(block)-2]
		if renumber {
			for _, i := range block[len(block)-1:] {
				lines[i] = hoFirstMatch(b80aNumbered, lines[i], func(m []string) string {
					n, _ := strconv.Atoi(m[1])
					return strconv.Itoa(n-1) + ". "
				})
			}
		}
		return strings.Join(append(lines[:drop:drop], lines[drop+1:]...), "\n")
	}},
	// The last date value is the format placeholder of the prompt, copied verbatim:
	// "\"faellig_am\": \"2026-11-04\"" → "\"faellig_am\": \"JJJJ-MM-TT\"";
	// "\"end_date\": \"2027-11-30\"" → "\"end_date\": \"YYYY-MM-DD\""; "Die Lieferung
	// erfolgt am 12.11.2026" → "Die Lieferung erfolgt am TT.MM.JJJJ".
	{"b80a_date_replaced_by_prompt_placeholder", "raw", func(lang, s string) string {
		re, ph := hoISODate, "YYYY-MM-DD"
		switch {
		case lang == "de" && b80aIsJSON(s):
			ph = "JJJJ-MM-TT"
		case lang == "de":
			re, ph = b80aDeNumDate, "TT.MM.JJJJ"
		case !b80aIsJSON(s):
			return s
		}
		ls := re.FindAllStringIndex(s, -1)
		if len(ls) == 0 {
			return s
		}
		l := ls[len(ls)-1]
		return s[:l[0]] + ph + s[l[1]:]
	}},
	// One word of a middle sentence slips into English: "Die App überträgt die
	// Zugangsdaten an das Gerät; das kann bis zu zwei Minuten dauern." → "... das kann
	// until zu zwei Minuten dauern."; "交換品は10月19日に発送いたします" →
	// "exchange品は10月19日に発送いたします".
	{"b80a_word_slips_into_english", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sent string) string {
			if lang == "ja" {
				return b80aEarliest(sent, b80aJaEnglish)
			}
			words := strings.Split(sent, " ")
			for i, w := range words {
				core := strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) })
				if en, ok := b80aDeEnglish[core]; ok && core != "" {
					words[i] = strings.Replace(w, core, en, 1)
					return strings.Join(words, " ")
				}
			}
			return sent
		})
	}},
	// A middle sentence loops on its last phrase: "sagen Sie ihn bitte spätestens 24
	// Stunden vorher ab." → "sagen Sie ihn bitte spätestens 24 Stunden vorher 24 Stunden
	// vorher 24 Stunden vorher 24 Stunden vorher ab."; "作業員が訪問の30分前にお電話いたします。"
	// → "作業員が訪問の30分前にお電話いたしますお電話いたしますお電話いたしますお電話いたします。".
	{"b80a_phrase_loops_in_sentence", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sent string) string {
			body := strings.TrimRight(sent, " ")
			tail := sent[len(body):]
			if lang == "ja" {
				if !strings.HasSuffix(body, "。") {
					return sent
				}
				rs := []rune(strings.TrimSuffix(body, "。"))
				if len(rs) < 12 {
					return sent
				}
				// the loop starts after a comma, bracket or particle, as a token
				// boundary: 「お電話いたします」, 「回答する」, 「10月21日（水）です」
				ph := string(rs[len(rs)-6:])
				for i := len(rs) - 2; i >= 0 && len(rs)-i-1 <= 14; i-- {
					if strings.ContainsRune("、」）をには", rs[i]) && len(rs)-i-1 >= 3 {
						ph = string(rs[i+1:])
						break
					}
				}
				return string(rs) + strings.Repeat(ph, 3) + "。" + tail
			}
			words := strings.Split(body, " ")
			if len(words) < 6 {
				return sent
			}
			ph := strings.Join(words[len(words)-4:len(words)-1], " ")
			out := b80aInsertRepeat(words, len(words)-1, ph, 3)
			return strings.Join(out, " ") + tail
		})
	}},
	// The first money value of a JSON answer is written as a display string, no longer a
	// number: "\"einzelpreis\": 185.00" → "\"einzelpreis\": \"185,00 €\"";
	// "\"monthly_fee\": 33000" → "\"monthly_fee\": \"33,000円\"".
	{"b80a_json_number_as_display_string", "raw", func(lang, s string) string {
		if !b80aIsJSON(s) {
			return s
		}
		for _, n := range b80aAmounts(lang, s) {
			if n.frac == "" && len(n.int) < 4 {
				continue
			}
			var v string
			if lang == "ja" {
				v = b80aGroup(n.int, ",") + "円"
			} else {
				f := n.frac
				for len(f) < 2 {
					f += "0"
				}
				v = b80aGroup(n.int, ".") + "," + f + " €"
			}
			return s[:n.at] + `"` + v + `"` + s[n.end:]
		}
		return s
	}},
	// The line break before the last item of the first list or table is lost, two items
	// collapse into one: "9. Legen Sie … Tage.\n10. Speichern Sie den Plan …" → "9. Legen
	// Sie … Tage. 10. Speichern Sie den Plan …"; the last table row fused onto the row
	// before it.
	{"b80a_list_item_fused_into_previous", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		numbered, bullets, tables := b80aListBlocks(lines)
		var blocks [][]int
		blocks = append(blocks, numbered...)
		blocks = append(blocks, bullets...)
		for _, t := range tables {
			blocks = append(blocks, b80aTableData(lines, t))
		}
		first := -1
		for i, b := range blocks {
			if len(b) >= 2 && (first < 0 || b[0] < blocks[first][0]) {
				first = i
			}
		}
		if first < 0 {
			return s
		}
		b := blocks[first]
		at := b[len(b)-1]
		lines[at-1] = lines[at-1] + " " + lines[at]
		return strings.Join(append(lines[:at:at], lines[at+1:]...), "\n")
	}},
}

// b80aInsertRepeat inserts ph n times into words before index at.
func b80aInsertRepeat(words []string, at int, ph string, n int) []string {
	out := append([]string{}, words[:at]...)
	for range n {
		out = append(out, ph)
	}
	return append(out, words[at:]...)
}
