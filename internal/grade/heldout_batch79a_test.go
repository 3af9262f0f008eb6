package grade

// Batch 79a, "the obvious head": the fifteen faults an outside reviewer lists first
// when asked what a quantized, badly sampled or misconfigured LLM gets wrong in a
// Japanese or German business answer. Nothing clever: a transposed amount or order
// number, a shifted day, last year's year, the wrong person's name, a name whose
// umlaut or itaiji kanji was folded away, a dropped negation, an English closing or
// leaked Chinese tokens, a sentence looping, an answer cut off by max_tokens, a
// casual register, a list item lost, a chatty preamble, an invented commitment.
// Each kind is one precise change at one place of the golden; the rest is kept.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

var (
	b79aDeMoney   = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2})( ?(?:€|EUR|Euro))`)
	b79aJaMoney   = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+|\d{3,})(円|ユーロ|万円)`)
	b79aDeTitled  = regexp.MustCompile(`(^|[^\p{L}])(Herrn?|Frau) ((?:Prof\. )?(?:Dr\. )?)(\p{Lu}\p{Ll}+)((?: \p{Lu}\p{Ll}+)?)`)
	b79aJaNamed   = regexp.MustCompile(`(^|[^\p{Han}])(\p{Han}{2})((?: ?\p{Han}{1,3})?(?:様|部長|課長))`)
	b79aDeWord    = regexp.MustCompile(`\p{Lu}[\p{L}]+`)
	b79aDeNamed   = []*regexp.Regexp{regexp.MustCompile(`(„)(\p{Lu}\p{L}+)`), regexp.MustCompile(`(^|[^\p{L}])(\p{Lu}\p{L}*straße)`)}
	b79aDeNeg     = regexp.MustCompile(`(^|[^\p{L}])(nicht |keinen |keine |keiner |kein |unverändert)`)
	b79aJaNeg     = regexp.MustCompile(`できません|変わりません|ありません|不要|できない|[えけせてねめれべげ]ない`)
	b79aDeImper   = regexp.MustCompile(`^((?:\d+\. |- )?(?:Bitte )?)(\p{L}+)en Sie([ ,])`)
	b79aDeVerbSie = regexp.MustCompile(`(^|[^\p{L}])(\p{Ll}+)en Sie([ ,.])`)
	b79aDePoss    = regexp.MustCompile(`(^|[^\p{L}])Ihr(e|en|em|er|es)?([^\p{L}])`)
	b79aMarker    = regexp.MustCompile(`^(?:\d+\. |[-*•・] ?)`)
	b79aJaCasual  = regexp.MustCompile(`誠に申し訳ございません|申し訳ございません|誠にありがとうございました|誠にありがとうございます|ありがとうございました|ありがとうございます|お願いいたします|です。`)
)

// b79aSwapDigits swaps the rightmost pair of adjacent, different digits of the
// integer part of a number written with separators, keeping the separators in place;
// ok is false when no swap keeps a non-zero leading digit.
func b79aSwapDigits(num string, decimal byte) (string, bool) {
	intPart := num
	if i := strings.IndexByte(num, decimal); i >= 0 {
		intPart = num[:i]
	}
	var pos []int
	for i := 0; i < len(intPart); i++ {
		if intPart[i] >= '0' && intPart[i] <= '9' {
			pos = append(pos, i)
		}
	}
	b := []byte(num)
	for k := len(pos) - 1; k > 0; k-- {
		a, c := pos[k-1], pos[k]
		if b[a] == b[c] || (k-1 == 0 && b[c] == '0') {
			continue
		}
		b[a], b[c] = b[c], b[a]
		return string(b), true
	}
	return num, false
}

// b79aReplaceGroup replaces submatch group g of the first match of re for which f
// says ok.
func b79aReplaceGroup(re *regexp.Regexp, s string, g int, f func(m []string) (string, bool)) string {
	for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
		m := make([]string, len(loc)/2)
		for i := range m {
			if loc[2*i] >= 0 {
				m[i] = s[loc[2*i]:loc[2*i+1]]
			}
		}
		if nw, ok := f(m); ok {
			return s[:loc[2*g]] + nw + s[loc[2*g+1]:]
		}
	}
	return s
}

// b79aShiftDay moves a date string by one day (back when the day is 28 or later).
func b79aShiftDay(d string) string {
	re := []*regexp.Regexp{
		regexp.MustCompile(`^(\d{4}-\d{2}-)(\d{2})$`),
		regexp.MustCompile(`^()(\d{1,2})(\..*)$`),
		regexp.MustCompile(`^(.*月)(\d{1,2})(日)$`),
	}
	for _, r := range re {
		m := r.FindStringSubmatch(d)
		if m == nil {
			continue
		}
		n, _ := strconv.Atoi(m[2])
		if n >= 28 {
			n--
		} else {
			n++
		}
		ns := strconv.Itoa(n)
		if len(m[2]) == 2 && n < 10 {
			ns = "0" + ns
		}
		rest := ""
		if len(m) > 3 {
			rest = m[3]
		}
		return m[1] + ns + rest
	}
	return d
}

// b79aFold folds umlauts and ß to ASCII, as a broken normaliser does.
var b79aFold = strings.NewReplacer("ä", "a", "ö", "o", "ü", "u", "Ä", "A", "Ö", "O", "Ü", "U", "ß", "ss")

func b79aIsJSON(s string) bool { return strings.HasPrefix(strings.TrimSpace(s), "{") }

var heldOutBatch79a = []heldOutKind{
	// One money amount has two adjacent digits transposed, the slip a low-bit model
	// makes when copying numbers:
	//   Schaltschrankzubehör, 3.912,50 € → Schaltschrankzubehör, 3.921,50 €
	//   "total": {"value": 1249.90, … → "total": {"value": 1294.90, …
	{"b79a_amount_digits_transposed", "raw", func(lang, s string) string {
		if b79aIsJSON(s) {
			return b79aReplaceGroup(hoJSONNum, s, 2, func(m []string) (string, bool) {
				v, err := strconv.ParseFloat(m[2], 64)
				if err != nil || v < 100 {
					return "", false
				}
				return b79aSwapDigits(m[2], '.')
			})
		}
		if lang == "ja" {
			return b79aReplaceGroup(b79aJaMoney, s, 1, func(m []string) (string, bool) {
				return b79aSwapDigits(m[1], '.')
			})
		}
		return b79aReplaceGroup(b79aDeMoney, s, 1, func(m []string) (string, bool) {
			return b79aSwapDigits(m[1], ',')
		})
	}},
	// The first date of the answer is off by one day:
	//   am Montag, 26. Oktober 2026, um 10:30 Uhr → am Montag, 27. Oktober 2026, um 10:30 Uhr
	//   2026年10月14日には当研究室をご訪問いただき → 2026年10月15日には当研究室をご訪問いただき
	{"b79a_date_day_shifted", "first", func(lang, s string) string {
		ds := hoDates(lang, s)
		if len(ds) == 0 {
			return s
		}
		d := ds[0]
		if nd := b79aShiftDay(d); nd != d {
			return strings.Replace(s, d, nd, 1)
		}
		return s
	}},
	// The year of the first dated date falls back to the previous year, the model's
	// training-time "now":
	//   "rechnungsdatum": "2026-10-21" → "rechnungsdatum": "2025-10-21"
	//   訪問日時：2026年10月23日（金）14時〜16時 → 訪問日時：2025年10月23日（金）14時〜16時
	{"b79a_date_year_previous", "first", func(lang, s string) string {
		for _, d := range hoDates(lang, s) {
			if i := strings.Index(d, "2026"); i >= 0 {
				return strings.Replace(s, d, d[:i]+"2025"+d[i+4:], 1)
			}
		}
		return s
	}},
	// The order, invoice or contract number has two digits transposed:
	//   Bestellung WE-20417 → Bestellung WE-20471
	//   注文番号AP-73015 → 注文番号AP-73051
	{"b79a_reference_number_transposed", "first", func(lang, s string) string {
		return b79aReplaceGroup(hoID, s, 0, func(m []string) (string, bool) {
			return b79aSwapDigits(m[0], 0)
		})
	}},
	// The addressed or reported person gets another surname:
	//   Sehr geehrte Frau Schäfer, → Sehr geehrte Frau Schmidt,
	//   小林 恵子様 → 小田 恵子様
	{"b79a_person_surname_replaced", "first", func(lang, s string) string {
		if lang == "ja" {
			return b79aReplaceGroup(b79aJaNamed, s, 2, func(m []string) (string, bool) {
				rs := []rune(m[2])
				if rs[1] == '田' {
					rs[1] = '川'
				} else {
					rs[1] = '田'
				}
				return string(rs), true
			})
		}
		return b79aReplaceGroup(b79aDeTitled, s, 0, func(m []string) (string, bool) {
			name := m[4]
			if m[5] != "" {
				// first name and surname: replace the surname
				name = strings.TrimSpace(m[5])
			}
			nw := "Schmidt"
			if name == nw {
				nw = "Becker"
			}
			if m[5] != "" {
				return m[1] + m[2] + " " + m[3] + m[4] + " " + nw, true
			}
			return m[1] + m[2] + " " + m[3] + nw, true
		})
	}},
	// One proper name loses its spelling: a German name its umlaut or ß (ASCII
	// folding), a Japanese name its itaiji kanji 髙 (folded to 高):
	//   Sehr geehrte Frau Schäfer, → Sehr geehrte Frau Schafer,
	//   株式会社ミナトデザインの髙橋様から → 株式会社ミナトデザインの高橋様から
	{"b79a_name_diacritics_stripped", "first", func(lang, s string) string {
		if lang == "ja" {
			if strings.Contains(s, "髙") {
				return strings.Replace(s, "髙", "高", 1)
			}
			return s
		}
		hasUml := func(w string) bool { return strings.ContainsAny(w, "äöüÄÖÜ") }
		// a titled name with an umlaut, then a titled name with ß, then any capitalised
		// word with an umlaut
		for _, pass := range []func(m []string) bool{
			func(m []string) bool { return hasUml(m[4] + m[5]) },
			func(m []string) bool { return strings.Contains(m[4]+m[5], "ß") },
		} {
			if nw := b79aReplaceGroup(b79aDeTitled, s, 0, func(m []string) (string, bool) {
				if !pass(m) {
					return "", false
				}
				return m[1] + m[2] + " " + m[3] + b79aFold.Replace(m[4]) + b79aFold.Replace(m[5]), true
			}); nw != s {
				return nw
			}
		}
		// a quoted product name or a street name
		for _, re := range b79aDeNamed {
			if nw := b79aReplaceGroup(re, s, 2, func(m []string) (string, bool) {
				if !strings.ContainsAny(m[2], "äöüÄÖÜß") {
					return "", false
				}
				return b79aFold.Replace(m[2]), true
			}); nw != s {
				return nw
			}
		}
		return b79aReplaceGroup(b79aDeWord, s, 0, func(m []string) (string, bool) {
			if !hasUml(m[0]) {
				return "", false
			}
			return b79aFold.Replace(m[0]), true
		})
	}},
	// The first negation is lost and the statement says the opposite:
	//   werden von der Nordwärme L9 nicht unterstützt → werden von der Nordwärme L9 unterstützt
	//   途中解約はできません。 → 途中解約はできます。
	{"b79a_negation_dropped", "first", func(lang, s string) string {
		if lang == "ja" {
			loc := b79aJaNeg.FindStringIndex(s)
			if loc == nil {
				return s
			}
			m := s[loc[0]:loc[1]]
			var nw string
			switch m {
			case "できません":
				nw = "できます"
			case "変わりません":
				nw = "変わります"
			case "ありません":
				nw = "あります"
			case "不要":
				nw = "必要"
			case "できない":
				nw = "できる"
			default:
				r, _ := utf8.DecodeRuneInString(m)
				nw = string(r) + "る"
			}
			return s[:loc[0]] + nw + s[loc[1]:]
		}
		loc := b79aDeNeg.FindStringSubmatchIndex(s)
		if loc == nil {
			return s
		}
		neg, rest := s[loc[4]:loc[5]], s[loc[5]:]
		if neg == "unverändert" {
			return s[:loc[4]] + "verändert" + rest
		}
		// "keinen Druck mehr" loses its "mehr" with the "keinen"
		if strings.HasPrefix(neg, "kein") {
			clause := rest
			if i := strings.IndexAny(clause, ".;,"); i >= 0 {
				clause = clause[:i]
			}
			if i := strings.Index(clause, " mehr "); i >= 0 {
				rest = rest[:i] + rest[i+len(" mehr"):]
			}
		}
		return s[:loc[4]] + rest
	}},
	// The closing formula comes out in English:
	//   Mit freundlichen Grüßen → Best regards
	//   今後ともどうぞよろしくお願いいたします。 → We look forward to serving you again.
	{"b79a_closing_switched_to_english", "first", func(lang, s string) string {
		if lang != "ja" {
			for _, f := range []string{"Mit freundlichen Grüßen", "Bei Fragen sind wir gern für Sie da."} {
				if strings.Contains(s, f) {
					en := "Best regards"
					if strings.HasSuffix(f, ".") {
						en = "If you have any questions, we are happy to help."
					}
					return strings.Replace(s, f, en, 1)
				}
			}
			return s
		}
		split, refs := hoAllSentences(lang, s)
		for k := len(refs) - 1; k >= 0; k-- {
			r := refs[k]
			old := split[r.line][r.idx]
			var en string
			switch {
			case strings.Contains(old, "今後とも"):
				en = "We look forward to serving you again."
			case strings.Contains(old, "よろしくお願い"):
				en = "Best regards."
			case strings.Contains(old, "お問い合わせください"):
				en = "If you have any questions, please feel free to contact us."
			default:
				continue
			}
			split[r.line][r.idx] = en
			return hoJoin(split)
		}
		return s
	}},
	// One word comes out as a Simplified Chinese token (a Qwen-family model drifting
	// into Chinese):
	//   交換品は10月19日に発送予定 → 交換品は10月19日に发送予定
	//   Gern liefern wir Ihre Bestellung WE-20417 → Gern liefern wir Ihre 订单 WE-20417
	{"b79a_chinese_token_leaked", "first", func(lang, s string) string {
		var dict [][2]string
		if lang == "ja" {
			dict = [][2]string{{"発送", "发送"}, {"確認", "确认"}, {"連絡", "联系"}, {"請求書", "发票"}, {"電話番号", "电话号码"},
				{"変更", "变更"}, {"契約", "合同"}, {"移転", "搬迁"}, {"注文", "订单"}, {"問い合わせ", "咨询"}, {"見積", "报价"},
				{"設定", "设置"}, {"訪問", "访问"}, {"報告", "报告"}, {"金額", "金额"}, {"交換", "交换"}, {"納品", "交货"}, {"合計", "合计"}}
		} else {
			dict = [][2]string{{"Bestellung", "订单"}, {"Lieferung", "交货"}, {"Rechnung", "发票"}, {"Termin", "预约"},
				{"Verbindung", "连接"}, {"Angebot", "报价"}, {"Garantie", "保修"}, {"Inbetriebnahme", "投产"},
				{"Mehrkosten", "额外费用"}, {"Wohnung", "公寓"}, {"Versand", "发货"}, {"Sitzung", "会议"}, {"Pumpe", "泵"}}
		}
		best, bestAt := -1, len(s)+1
		for i, e := range dict {
			re := regexp.MustCompile(`(^|[^\p{L}])` + regexp.QuoteMeta(e[0]) + `($|[^\p{L}])`)
			if lang == "ja" {
				re = regexp.MustCompile(regexp.QuoteMeta(e[0]))
			}
			if loc := re.FindStringIndex(s); loc != nil && loc[0] < bestAt {
				best, bestAt = i, loc[0]
			}
		}
		if best < 0 {
			return s
		}
		i := strings.Index(s[bestAt:], dict[best][0]) + bestAt
		return s[:i] + dict[best][1] + s[i+len(dict[best][0]):]
	}},
	// One sentence from the middle of the answer loops four times (degenerate
	// sampling):
	//   Bitte bringen Sie Ihre Versichertenkarte mit. → Bitte bringen Sie Ihre Versichertenkarte mit. Bitte bringen Sie Ihre Versichertenkarte mit. …
	//   お待たせしてしまい、誠に申し訳ございません。 → お待たせしてしまい、誠に申し訳ございません。お待たせしてしまい、…（×4）
	{"b79a_sentence_repeated_loop", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			t := strings.TrimRight(sen, " ")
			if utf8.RuneCountInString(t) < 15 || !strings.HasSuffix(t, ".") && !strings.HasSuffix(t, "。") {
				return sen
			}
			body := b79aMarker.ReplaceAllString(t, "")
			sep := " "
			if lang == "ja" {
				sep = ""
			}
			return t + strings.Repeat(sep+body, 3) + sen[len(t):]
		})
	}},
	// The answer stops in the middle of its last long sentence (max_tokens reached);
	// a JSON answer stops inside its text, unclosed:
	//   10月20日の経営会議で、延期と予備費支出の承認を求めている。 → 10月20日の経営会議で、延期
	//   {"name": "Petra Müller", … "delivery_date": "2026-10-19"} → {"name": "Petra Müller", … "total": {"value": 1249
	{"b79a_truncated_mid_sentence", "raw", func(lang, s string) string {
		if b79aIsJSON(s) {
			rs := []rune(s)
			return string(rs[:len(rs)*7/10])
		}
		split, refs := hoAllSentences(lang, s)
		// the last long sentence that ends in a full stop, else the last long one
		// (a signature line such as "Kobayashi Seiki Co., Ltd." is not one)
		pick, long := -1, 30
		if lang == "ja" {
			long = 25
		}
		for k := len(refs) - 1; k >= 0 && pick < 0; k-- {
			t := strings.TrimRight(split[refs[k].line][refs[k].idx], " ")
			if utf8.RuneCountInString(t) >= long && (strings.HasSuffix(t, ".") || strings.HasSuffix(t, "。")) {
				pick = k
			}
		}
		for k := len(refs) - 1; k >= 0; k-- {
			r := refs[k]
			sen := []rune(split[r.line][r.idx])
			if len(sen) < 20 || (pick >= 0 && k != pick) {
				continue
			}
			cut := len(sen) / 2
			if lang != "ja" {
				for cut > 0 && sen[cut] != ' ' {
					cut--
				}
			}
			split[r.line][r.idx] = string(sen[:cut])
			split[r.line] = split[r.line][:r.idx+1]
			split = split[:r.line+1]
			return hoJoin(split)
		}
		return s
	}},
	// One sentence drops into a casual register: German du-imperatives inside a
	// Sie-letter, Japanese plain/casual forms in a keigo answer:
	//   Bitte bringen Sie Ihre Versichertenkarte mit. → Bitte bringe deine Versichertenkarte mit.
	//   このたびはご迷惑をおかけし、誠に申し訳ございません。 → このたびはご迷惑をおかけし、ごめんね。
	{"b79a_register_casual", "first", func(lang, s string) string {
		if lang == "ja" {
			loc := b79aJaCasual.FindStringIndex(s)
			if loc == nil {
				return s
			}
			var nw string
			switch m := s[loc[0]:loc[1]]; {
			case strings.Contains(m, "申し訳"):
				nw = "ごめんね"
			case strings.Contains(m, "ありがとう"):
				nw = "ありがとね"
			case m == "お願いいたします":
				nw = "頼むね"
			default:
				nw = "だよ。"
			}
			return s[:loc[0]] + nw + s[loc[1]:]
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sen := split[r.line][r.idx]
			m := b79aDeImper.FindStringSubmatch(sen)
			if m == nil {
				continue
			}
			sen = m[1] + m[2] + "e" + m[3] + sen[len(m[0]):]
			sen = b79aDeVerbSie.ReplaceAllString(sen, "${1}${2}e${3}")
			sen = b79aDePoss.ReplaceAllString(sen, "${1}dein${2}${3}")
			sen = strings.NewReplacer("für Sie", "für dich", "an Sie", "an dich", "Ihnen", "dir", " Sie ", " du ").Replace(sen)
			split[r.line][r.idx] = sen
			return hoJoin(split)
		}
		return s
	}},
	// The middle item of a list (or the middle row of a table) is missing:
	//   4. Gehen Sie am Bedienteil … (whole step gone; the numbering jumps 3 → 5)
	//   | プリンタートナー TN-293 | 3個 | 8,900円 | 26,700円 | (row gone, 合計 still 53,900円)
	{"b79a_list_item_dropped", "raw", func(lang, s string) string {
		if b79aIsJSON(s) {
			return s
		}
		lines := strings.Split(s, "\n")
		var items []int
		for i, l := range lines {
			if hoListItem.MatchString(l) {
				items = append(items, i)
			}
		}
		if len(items) < 3 {
			items = items[:0]
			for i, l := range lines {
				if strings.HasPrefix(l, "|") && !strings.HasPrefix(l, "|-") && !strings.HasPrefix(l, "|:") && i > 0 {
					items = append(items, i)
				}
			}
		}
		if len(items) < 2 {
			return s
		}
		drop := items[len(items)/2]
		return strings.Join(append(lines[:drop:drop], lines[drop+1:]...), "\n")
	}},
	// A chatty preamble is put in front of the answer (chat template or system prompt
	// lost): an answer that should be only JSON, a letter or a summary now begins with
	// talk to the requester:
	//   {"name": "Petra Müller", … → Gerne! Hier ist das gewünschte JSON-Objekt:\n\n{"name": …
	//   佐藤部長 → かしこまりました。以下が回答です。\n\n佐藤部長
	{"b79a_chatty_preamble_added", "raw", func(lang, s string) string {
		if lang == "ja" {
			if b79aIsJSON(s) {
				return "かしこまりました。以下がJSONです。\n\n" + s
			}
			return "かしこまりました。以下が回答です。\n\n" + s
		}
		if b79aIsJSON(s) {
			return "Gerne! Hier ist das gewünschte JSON-Objekt:\n\n" + s
		}
		return "Gerne! Hier ist meine Antwort:\n\n" + s
	}},
	// An invented commitment is added after a sentence in the middle of the answer, a
	// discount nobody granted:
	//   Bitte bringen Sie Ihre Versichertenkarte mit. → … mit. Zusätzlich wird ein Rabatt von 15 % auf den Rechnungsbetrag gewährt.
	//   新しいお届け予定日は10月21日（水）です。 → …です。なお、請求額から特別に15%が割り引かれます。
	{"b79a_hallucinated_discount_added", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			t := strings.TrimRight(sen, " ")
			if utf8.RuneCountInString(t) < 15 {
				return sen
			}
			if lang == "ja" {
				if !strings.HasSuffix(t, "。") {
					return sen
				}
				return t + "なお、請求額から特別に15%が割り引かれます。" + sen[len(t):]
			}
			if !strings.HasSuffix(t, ".") {
				return sen
			}
			return t + " Zusätzlich wird ein Rabatt von 15 % auf den Rechnungsbetrag gewährt." + sen[len(t):]
		})
	}},
}
