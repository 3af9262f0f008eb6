package grade

// Blind batch 50b: serving bugs of a misconfigured inference engine, as seen in the
// text it returns. Batch bleed and prefix-cache mix-ups put an amount, date, clock
// time, postcode, instruction sentence, request line or answer opening of ANOTHER
// fixture into this answer; a chat template leaks an Alpaca "### Response:" header or
// echoes the request's first line after the answer; a repetition penalty turns the
// second mention of a named product, firm or institution into another name of the
// same text; a detokenizer drops the first kanji of a Japanese surname or a kana from
// a katakana name; a stop sequence fires after the first list item or table row, or
// on a German semicolon or Japanese 読点; max_tokens ends a JSON answer inside its
// last number or right after the first member of its first nested object or array.

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

var (
	ho50bDeAmount  = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} ?€`)
	ho50bJaAmount  = regexp.MustCompile(`(^|[^\d,億])(\d{1,3}(?:,\d{3})+)(万?)円`)
	ho50bDeNumDate = regexp.MustCompile(`\b\d{2}\.\d{2}\.\d{4}\b`)
	ho50bDeLongDat = regexp.MustCompile(`\b\d{1,2}\. (?:Oktober|November|Dezember) 2026\b`)
	ho50bISODate   = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
	ho50bJaMonDay  = regexp.MustCompile(`\d{1,2}月\d{1,2}日`)
	ho50bDeClock   = regexp.MustCompile(`\b\d{1,2}(?::\d{2})? Uhr\b`)
	ho50bJaClock   = regexp.MustCompile(`(^|[^\d])(\d{1,2}時)($|[^間点\d])`)
	ho50bPLZ       = regexp.MustCompile(`(^|[^\w.,\-])(\d{5})($|[^\w.,\-])`)
	ho50bJaPostal  = regexp.MustCompile(`(^|[^\d\-])(\d{3}-\d{4})($|[^\d\-])`)
	ho50bKatakana  = regexp.MustCompile(`[\p{Katakana}ー]{4,}`)
	ho50bListItem  = regexp.MustCompile(`^(?:\d+\. |- |\* |・)`)
	ho50bTableSep  = regexp.MustCompile(`^\|[-:| ]+\|$`)
	ho50bJSONNum   = regexp.MustCompile(`:\s*(-?\d+(?:\.\d+)?)`)
)

// ho50bFirstAbsent gives the first entry of pool that s does not contain ("" if none).
func ho50bFirstAbsent(pool []string, s string) string {
	for _, p := range pool {
		if !strings.Contains(s, p) {
			return p
		}
	}
	return ""
}

// ho50bReplaceGroup replaces the first match of group g of re by rep(match).
func ho50bReplaceGroup(re *regexp.Regexp, g int, s string, rep func(m string) string) string {
	loc := re.FindStringSubmatchIndex(s)
	if loc == nil || loc[2*g] < 0 {
		return s
	}
	m := s[loc[2*g]:loc[2*g+1]]
	r := rep(m)
	if r == "" {
		return s
	}
	return s[:loc[2*g]] + r + s[loc[2*g+1]:]
}

// ho50bRequest is one fixture's request first line (or first sentence), with a string
// only its golden holds.
type ho50bRequest struct{ lang, marker, line string }

var ho50bRequests = []ho50bRequest{
	{"de", "RE-2026-0815", "Extrahieren Sie aus der Rechnung ein JSON-Objekt mit den Schlüsseln rechnungsnummer, rechnungsdatum (JJJJ-MM-TT), kunde, strasse, plz (als Text), ort, positionen (Liste von Objekten mit bezeichnung, menge, einzelpreis), netto, mwst, brutto (Zahlen in Euro mit Punkt als Dezimaltrennzeichen) und faellig_am (JJJJ-MM-TT)."},
	{"de", "DE-55102", "Extrahiere aus der E-Mail ein JSON-Objekt mit den Schlüsseln name, city, order_id, total (value als Zahl, currency) und delivery_date (YYYY-MM-DD)."},
	{"de", "Nordwärme L9", `Schreibe eine ausführliche Schritt-für-Schritt-Anleitung (nummerierte Markdown-Liste) für Kunden, die ihre Wärmepumpe "Nordwärme L9" zum ersten Mal mit der App "WärmeApp" verbinden und einen Wochenplan für die Heizung einrichten möchten.`},
	{"de", "WE-20417", "Beantworten Sie die folgende E-Mail. Bestätigen Sie die neue Lieferadresse (als Anschriftblock) und den Liefertermin, und nennen Sie die unveränderte Rechnungsanschrift."},
	{"de", "Gärtnerweg 7", "Bestätige Frau Lena Schäfer ihren Termin zur Kontrolle am Montag, 26. Oktober 2026, um 10:30 Uhr in der Zahnarztpraxis Dr. Öztürk, Gärtnerweg 7."},
	{"de", "Nordlicht 40", `Schreibe eine kurze, höfliche Antwort an den Kunden. Anrede mit "Sehr geehrter Herr Weiß", Gruß mit "Mit freundlichen Grüßen" und "Ihr Kundenservice von Leuchtenhaus Nord".`},
	{"de", "Wärmetechnik Förster", `Fasse den folgenden Bericht in 4 bis 6 Stichpunkten (Markdown-Liste mit "- ") für die Geschäftsführung zusammen. Nenne Termine, Beträge und die erbetene Entscheidung.`},
	{"de", "Oßwald", `Fassen Sie das Protokoll in genau 4 Stichpunkten zusammen (Markdown-Liste mit "- "). Nennen Sie Personen mit Titel und Nachnamen, und übernehmen Sie alle Daten und Beträge.`},
	{"de", "Brückenstraße", "Fasse die Telefonnotiz in zwei bis drei Sätzen für die Kollegin zusammen, die den Fall übernimmt. Schreibe alle Namen exakt wie in der Notiz."},
	{"de", "Barista Duo", `Fasse das folgende Kundenanliegen in 3 bis 5 Stichpunkten zusammen (Markdown-Liste mit "- ").`},
	{"de", "Eisblock", "Stellen Sie die drei Angebote für die Kühlzellenerneuerung in einer Markdown-Tabelle mit den Spalten Anbieter, Preis, Lieferzeit und Garantie gegenüber, in der Reihenfolge des Eingangs."},
	{"de", "KS-7741", "Jürgen Groß様"},
	{"ja", "SK-30918", "次の契約内容からJSONを作成してください。"},
	{"ja", "JP-58217", "次の注文情報からJSONを作成してください。"},
	{"ja", "カラダノート", "スマート体重計「カラダノート S5」を初めて使うお客様向けに、開封してからスマートフォンのアプリ「カラダノート」で測定結果を確認できるようになるまでの手順を、番号付きのMarkdownリストで詳しく説明してください。"},
	{"ja", "WS-30982", "小林 恵子様へ、配送遅延のお詫びメールを書いてください。です・ます調で、件名は不要です。"},
	{"ja", "RP-60418", "渡辺 弘様に、出張修理の訪問日時を確認するメールを、です・ます調で書いてください。"},
	{"ja", "INV-88213", "次のお問い合わせに、です・ます調で返信してください。"},
	{"ja", "ブリーゼタワー", "次のお知らせを、「・」で始まる5項目の箇条書きに、です・ます調で要約してください。"},
	{"ja", "TR-4031", "次の問い合わせ記録を3文で要約してください。固有名詞とエラーコードは原文どおりに書いてください。"},
	{"ja", "ハコブネ", "次の報告書を、経営会議向けに300字以内で要約してください。日付・金額・固有名詞は正確に残してください。"},
	{"ja", "AP-73015", "以下はお客様とのやり取りです。要約（200字以内）と返信文をJSONで出力してください。"},
	{"ja", "TN-293", "次の見積依頼を、Markdownの表（列：品名、数量、単価、金額）にまとめてください。"},
	{"ja", "TU-4471", "次のドイツ語のメールを日本語に翻訳してください。"},
}

// ho50bOwnRequest finds the request whose marker s holds; -1 without one.
func ho50bOwnRequest(lang, s string) int {
	for i, r := range ho50bRequests {
		if r.lang == lang && strings.Contains(s, r.marker) {
			return i
		}
	}
	return -1
}

// ho50bOpenings are the first two lines of other answers in a batch: a salutation and
// the start of the body.
var ho50bOpenings = []struct{ lang, head, body string }{
	{"de", "Sehr geehrte Frau Schäfer,", "hiermit bestätigen wir Ihren Kontrolltermin am Montag, 26. Oktober 2026, um 10:30 Uhr in der Zahnarztpraxis Dr. Öztürk, Gärtnerweg 7."},
	{"de", "Sehr geehrter Herr Weiß,", "vielen Dank für Ihre Nachricht, und es tut uns leid, dass Ihre Stehlampe „Nordlicht 40“ aus der Bestellung 44-2087-DE flackert."},
	{"ja", "渡辺 弘様", "このたびは修理のご依頼をいただき、誠にありがとうございます。"},
	{"ja", "中島 大輔様", "お問い合わせいただき、ありがとうございます。"},
}

// ho50bInstructions are instruction sentences from other fixtures' replies, each with
// a marker of its own fixture.
var ho50bInstructions = []struct{ lang, marker, sentence string }{
	{"de", "Versichertenkarte", "Bitte bringen Sie Ihre Versichertenkarte mit."},
	{"de", "Ersatzlampe", "Bitte schicken Sie die defekte Lampe mit dem beiliegenden Rücksendeetikett an uns zurück."},
	{"ja", "RP-60418", "日程の変更をご希望の場合は、前日の17時までにご連絡くださいますようお願いいたします。"},
	{"ja", "AP-73015", "破損品は、交換品に同梱の返送用伝票でご返送ください。"},
}

var ho50bClosing = regexp.MustCompile(`^(?:Mit freundlichen Grüßen|Bei Fragen|Hilft das alles nicht|ご不明な点|今後とも|よろしくお願いいたします|それでも解決しない)`)

// ho50bSurnames are the two-kanji surnames of the Japanese fixtures.
var ho50bSurnames = []string{"小林", "渡辺", "中島", "髙橋", "石井", "松本", "佐藤", "松田", "西村", "岡田", "小西", "山田"}

// ho50bNameGroups are names of one kind that share a text: products, apps, firms and
// institutions.
var ho50bNameGroups = [][]string{
	{"Nordwärme L9", "WärmeApp"},
	{"Eisblock Systemtechnik KG", "Nordkälte AG", "Kühltechnik Straßburger GmbH"},
	{"Hochschule Rheinstadt", "Weißenfels Elektrotechnik GmbH"},
	{"「カラダノート S5」", "「カラダノート」"},
}

var ho50bSmallKana = "ァィゥェォッャュョヮヵヶー"

// ho50bDropKana drops one inner kana of a katakana word, avoiding small kana, long
// vowels, a doubled long vowel and a small kana left after a full one it belonged to.
func ho50bDropKana(w string) string {
	rs := []rune(w)
	n := len(rs)
	if n < 4 {
		return ""
	}
	order := []int{n / 2}
	for d := 1; d < n; d++ {
		order = append(order, n/2+d, n/2-d)
	}
	for _, i := range order {
		if i < 1 || i > n-2 {
			continue
		}
		if strings.ContainsRune(ho50bSmallKana, rs[i]) || strings.ContainsRune(ho50bSmallKana, rs[i+1]) {
			continue
		}
		out := string(rs[:i]) + string(rs[i+1:])
		if strings.Contains(out, "ーー") || strings.Contains(out, "ッン") {
			continue
		}
		return out
	}
	return ""
}

// ho50bJSONScan walks s and calls f at every byte outside string literals with the
// current nesting depth before that byte; f returns true to stop.
func ho50bJSONScan(s string, f func(i, depth int) bool) {
	depth, inStr, esc := 0, false, false
	for i := 0; i < len(s); i++ {
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
		if f(i, depth) {
			return
		}
		switch c {
		case '"':
			inStr = true
		case '{', '[':
			depth++
		case '}', ']':
			depth--
		}
	}
}

var heldOutBatch50b = []heldOutKind{
	// Batch bleed: the first amount is another fixture's amount, same format.
	// Mehrkosten von 36.400,00 € → Mehrkosten von 1.249,90 €; 5,500円（税込） → 12,800円（税込）.
	{"b50b_bleed_amount_from_other_fixture", "first", func(lang, s string) string {
		if lang == "de" {
			pool := []string{"1.249,90", "3.912,50", "36.400,00", "1.850,00", "14.890,00", "21.150,00"}
			return hoFirstMatch(ho50bDeAmount, s, func(m []string) string {
				p := ho50bFirstAbsent(pool, s)
				if p == "" {
					return m[0]
				}
				return p + strings.TrimLeft(m[0], "0123456789.,")
			})
		}
		pool := []string{"12,800", "38,500", "33,000", "5,500", "24,800", "15,000"}
		for _, loc := range ho50bJaAmount.FindAllStringSubmatchIndex(s, -1) {
			if loc[6] < loc[7] { // 万円: no other fixture states one
				continue
			}
			p := ho50bFirstAbsent(pool, s)
			if p == "" {
				return s
			}
			return s[:loc[4]] + p + s[loc[5]:]
		}
		return s
	}},
	// Batch bleed: the first date is a date of another fixture's answer.
	// vom 19.10.2026 (Montag) → vom 22.10.2026 (Montag); 10月16日にお届け → 10月21日にお届け.
	{"b50b_bleed_date_from_other_fixture", "first", func(lang, s string) string {
		if ho50bISODate.MatchString(s) {
			if p := ho50bFirstAbsent([]string{"2026-10-19", "2026-11-12", "2026-10-21"}, s); p != "" {
				return p
			}
			return s
		}
		if lang == "de" {
			pool := []string{"22.10.2026", "12.11.2026", "08.10.2026", "20.10.2026", "26.10.2026", "23.11.2026"}
			p := ho50bFirstAbsent(pool, s)
			if p == "" {
				return s
			}
			if ho50bDeNumDate.MatchString(s) {
				return hoFirstMatch(ho50bDeNumDate, s, func([]string) string { return p })
			}
			return hoFirstMatch(ho50bDeLongDat, s, func([]string) string { return "12. November 2026" })
		}
		p := ho50bFirstAbsent([]string{"10月21日", "10月23日", "10月16日", "11月13日", "10月19日", "10月30日"}, s)
		if p == "" {
			return s
		}
		return hoFirstMatch(ho50bJaMonDay, s, func([]string) string { return p })
	}},
	// Batch bleed: the first clock time is another fixture's.
	// um 10:30 Uhr → um 17 Uhr; 17時までに回答 → 14時までに回答.
	{"b50b_bleed_clock_time_from_other_fixture", "first", func(lang, s string) string {
		if lang == "de" {
			p := ho50bFirstAbsent([]string{"10:30 Uhr", "17 Uhr", "14 Uhr"}, s)
			if p == "" {
				return s
			}
			return hoFirstMatch(ho50bDeClock, s, func([]string) string { return p })
		}
		p := ho50bFirstAbsent([]string{"17時", "14時", "8時"}, s)
		if p == "" {
			return s
		}
		return ho50bReplaceGroup(ho50bJaClock, 2, s, func(string) string { return p })
	}},
	// Batch bleed: a postcode is another fixture's postcode.
	// 67059 Ludwigshafen am Rhein → 01067 Ludwigshafen am Rhein; 〒530-0001 → 〒150-0043.
	{"b50b_bleed_postcode_from_other_fixture", "first", func(lang, s string) string {
		if ho50bJaPostal.MatchString(s) {
			p := ho50bFirstAbsent([]string{"150-0043", "530-0001", "541-0041"}, s)
			return ho50bReplaceGroup(ho50bJaPostal, 2, s, func(string) string { return p })
		}
		p := ho50bFirstAbsent([]string{"01067", "67059", "80331", "67002"}, s)
		return ho50bReplaceGroup(ho50bPLZ, 2, s, func(string) string { return p })
	}},
	// Prefix-cache mix-up: another fixture's request line heads the answer.
	// Sehr geehrte Frau Schäfer, → Schreibe eine kurze, höfliche Antwort an den Kunden. … \n\nSehr geehrte Frau Schäfer,
	{"b50b_bleed_other_fixture_request_line_on_top", "raw", func(lang, s string) string {
		own := ho50bOwnRequest(lang, s)
		if own < 0 {
			return s
		}
		for k := 1; k < len(ho50bRequests); k++ {
			r := ho50bRequests[(own+k)%len(ho50bRequests)]
			if r.lang == lang {
				return r.line + "\n\n" + s
			}
		}
		return s
	}},
	// Batch bleed: another fixture's instruction to its customer stands before the closing.
	// … gern für Sie da.\n\nMit freundlichen Grüßen → … gern für Sie da.\nBitte bringen Sie Ihre Versichertenkarte mit.\n\nMit freundlichen Grüßen
	{"b50b_bleed_other_fixture_instruction_before_closing", "longest", func(lang, s string) string {
		if utf8.RuneCountInString(s) < 40 {
			return s
		}
		add := ""
		for _, in := range ho50bInstructions {
			if in.lang == lang && !strings.Contains(s, in.marker) {
				add = in.sentence
				break
			}
		}
		if add == "" {
			return s
		}
		lines := strings.Split(s, "\n")
		at := len(lines)
		for i, l := range lines {
			if i > 0 && ho50bClosing.MatchString(l) {
				at = i
				if lines[i-1] == "" {
					at = i - 1
				}
				break
			}
		}
		if at == len(lines) && !strings.Contains(s, "\n") {
			sep := " "
			if lang == "ja" {
				sep = ""
			}
			return s + sep + add
		}
		out := append([]string{}, lines[:at]...)
		out = append(out, add)
		out = append(out, lines[at:]...)
		return strings.Join(out, "\n")
	}},
	// Batch bleed: the answer runs on into the opening of another customer's answer.
	// …\nIhre Zahnarztpraxis Dr. Öztürk → …\nIhre Zahnarztpraxis Dr. Öztürk\n\nSehr geehrter Herr Weiß,\n\nvielen Dank für Ihre Nachricht, …
	{"b50b_bleed_other_answer_opening_appended", "raw", func(lang, s string) string {
		for _, o := range ho50bOpenings {
			if o.lang == lang && !strings.Contains(s, o.head) {
				return strings.TrimRight(s, "\n ") + "\n\n" + o.head + "\n\n" + o.body
			}
		}
		return s
	}},
	// Chat template leak: an Alpaca-style response header heads the answer.
	// Sehr geehrter Herr Groß, → ### Response:\nSehr geehrter Herr Groß,
	{"b50b_tpl_alpaca_response_header_first", "raw", func(lang, s string) string {
		if strings.TrimSpace(s) == "" {
			return s
		}
		return "### Response:\n" + s
	}},
	// Chat template leak: the answer's own request first line is echoed after it.
	// …請求書INV-88213… よろしくお願いいたします。 → …よろしくお願いいたします。\n\n次のお問い合わせに、です・ます調で返信してください。
	{"b50b_tpl_own_request_line_echoed_at_bottom", "raw", func(lang, s string) string {
		own := ho50bOwnRequest(lang, s)
		if own < 0 {
			return s
		}
		return strings.TrimRight(s, "\n ") + "\n\n" + ho50bRequests[own].line
	}},
	// Repetition penalty: the second mention of a named product, firm or institution
	// becomes another name of the same kind from the text.
	// Netze … werden von der Nordwärme L9 nicht unterstützt → … von der WärmeApp nicht unterstützt.
	{"b50b_reppen_second_named_thing_other_name_of_text", "longest", func(lang, s string) string {
		for _, g := range ho50bNameGroups {
			for _, name := range g {
				if strings.Count(s, name) < 2 {
					continue
				}
				other := ""
				for _, o := range g {
					if o != name && strings.Contains(s, o) {
						other = o
						break
					}
				}
				if other == "" {
					continue
				}
				first := strings.Index(s, name) + len(name)
				second := first + strings.Index(s[first:], name)
				return s[:second] + other + s[second+len(name):]
			}
		}
		return s
	}},
	// Detokenizer: one inner kana of the first katakana word (4+ kana) is dropped.
	// 「ハコブネ WMS」 → 「ハコネ WMS」; ヒエール冷蔵庫 → ヒール冷蔵庫.
	{"b50b_detok_ja_katakana_inner_kana_dropped", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, loc := range ho50bKatakana.FindAllStringIndex(s, -1) {
			if nw := ho50bDropKana(s[loc[0]:loc[1]]); nw != "" {
				return s[:loc[0]] + nw + s[loc[1]:]
			}
		}
		return s
	}},
	// Detokenizer: the first kanji token of the first two-kanji surname is lost.
	// 小林 恵子様 → 林 恵子様; 中島 大輔様 → 島 大輔様; 石井部長 → 井部長.
	{"b50b_detok_ja_surname_first_kanji_dropped", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		at, name := -1, ""
		for _, n := range ho50bSurnames {
			if i := strings.Index(s, n); i >= 0 && (at < 0 || i < at) {
				at, name = i, n
			}
		}
		if at < 0 {
			return s
		}
		_, w := utf8.DecodeRuneInString(name)
		return s[:at] + name[w:] + s[at+len(name):]
	}},
	// Stop sequence on a list marker: the answer ends after its first list item or
	// first table row.
	// … herunter und installieren Sie sie auf Ihrem Smartphone.\n2. Öffnen Sie … → ends after item 1.
	{"b50b_stop_after_first_list_item_or_table_row", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			end := -1
			if ho50bListItem.MatchString(l) {
				end = i
			} else if i+2 < len(lines) && strings.HasPrefix(l, "|") && ho50bTableSep.MatchString(lines[i+1]) {
				end = i + 2
			}
			if end >= 0 {
				if end == len(lines)-1 {
					return s
				}
				return strings.Join(lines[:end+1], "\n")
			}
		}
		return s
	}},
	// Stop sequence on a clause separator: the answer ends at its first German
	// semicolon or Japanese 読点.
	// … keinen Druck mehr auf; der Espresso … → … keinen Druck mehr auf (end);
	// いつもハルカゼ寝具店をご利用いただき、誠に… → いつもハルカゼ寝具店をご利用いただき (end).
	{"b50b_stop_on_semicolon_or_touten", "raw", func(lang, s string) string {
		sep := ";"
		if lang == "ja" {
			sep = "、"
		}
		i := strings.Index(s, sep)
		if i <= 0 {
			return s
		}
		return strings.TrimRight(s[:i], " ")
	}},
	// max_tokens inside a number: a JSON answer ends in the middle of its last number.
	// …, "netto": 869.00, "mwst": 165.11, "brutto": 1034.11, … → …, "brutto": 103
	{"b50b_maxtok_json_cut_mid_last_number", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		all := ho50bJSONNum.FindAllStringSubmatchIndex(s, -1)
		for k := len(all) - 1; k >= 0; k-- {
			st, en := all[k][2], all[k][3]
			if en-st < 2 {
				continue
			}
			keep := (en - st) / 2
			if s[st+keep-1] == '.' {
				keep--
			}
			if keep < 1 {
				continue
			}
			return s[:st+keep]
		}
		return s
	}},
	// max_tokens in a nested value: a JSON answer ends after the first member of its
	// first nested object or array.
	// "total": {"value": 1249.90, "currency": "EUR"}, … → "total": {"value": 1249.90, (end)
	{"b50b_maxtok_json_cut_after_first_nested_member", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		nested, cut := -1, -1
		ho50bJSONScan(s, func(i, depth int) bool {
			c := s[i]
			if nested < 0 {
				if depth == 1 && (c == '{' || c == '[') {
					nested = depth + 1
				}
				return false
			}
			if depth < nested {
				return true
			}
			if depth == nested && c == ',' {
				cut = i
				return true
			}
			return false
		})
		if cut < 0 {
			return s
		}
		return s[:cut+1] + " "
	}},
}

// ho50bSnippet gives the changed place of a damaged answer: the golden's and the
// damaged text's runes around their first and last difference.
func ho50bSnippet(golden, damaged string) (string, string) {
	a, b := []rune(golden), []rune(damaged)
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	q := 0
	for q < len(a)-p && q < len(b)-p && a[len(a)-1-q] == b[len(b)-1-q] {
		q++
	}
	const ctx = 45
	from := max(p-ctx, 0)
	clip := func(rs []rune) string {
		to := min(len(rs)-q+ctx, len(rs))
		end := len(rs) - q
		if end-from > 220 {
			return string(rs[from:from+110]) + " … " + string(rs[end-60:to])
		}
		return string(rs[from:to])
	}
	return clip(a), clip(b)
}
