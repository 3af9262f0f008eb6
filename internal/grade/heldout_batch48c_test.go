package grade

// Blind batch 48c: instruction-following failures. The answer keeps most of its
// content right but bends what the prompt asked for at one place: a value the prompt
// gave is left as a template slot ([Datum], 〇月〇日, XX:XX Uhr, 〇〇部長, [Nummer],
// „[Produktname]“, 〇〇株式会社, X Minuten, （〇）), a requested fact or request to
// the addressee is replaced by a clarifying question to the person who wrote the
// prompt, a fixed date the prompt gave is made vague, an unasked "alternative
// wording" is appended, and a list or letter keeps an empty template slot.

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

var (
	ho48cDigit      = regexp.MustCompile(`\p{Nd}`)
	ho48cMarker     = regexp.MustCompile(`^\s*(?:[-*・]|\d+\.) ?`)
	ho48cListLine   = regexp.MustCompile(`^(\s*)(?:([-*・])|(\d+)\.)( ?)(.*)$`)
	ho48cRef        = regexp.MustCompile(`\b(?:[A-Z]{2,3}-\d{4}(?:-\d{4})?|[A-Z]{2,3}-\d{5}|\d{2}-\d{4}-[A-Z]{2})\b`)
	ho48cJaDate     = regexp.MustCompile(`((?:\d{4}|令和\d{1,2})年)?\d{1,2}月\d{1,2}日`)
	ho48cDeTime     = regexp.MustCompile(`\b\d{1,2}(?::\d{2})?(?: (?:und|bis) \d{1,2}(?::\d{2})?)? Uhr\b`)
	ho48cJaTime     = regexp.MustCompile(`\d{1,2}時(?:\d{1,2}分)?(?:〜\d{1,2}時(?:\d{1,2}分)?)?([^間]|$)`)
	ho48cDigits     = regexp.MustCompile(`\d+`)
	ho48cDePerson   = regexp.MustCompile(`\b(Herrn?|Frau) ((?:Prof\. )?(?:Dr\. )?)(?:\p{Lu}\p{Ll}+ )?\p{Lu}\p{L}+`)
	ho48cJaPerson   = regexp.MustCompile(`(\p{Han}{1,3})(部長|課長|教授|様)`)
	ho48cJaStaff    = regexp.MustCompile(`(担当|責任者)の(\p{Han}{2,3})`)
	ho48cDeStreet   = regexp.MustCompile(`\p{Lu}\p{Ll}*(?:straße|str\.|weg|gasse|platz|allee) \d+[a-z]?\b`)
	ho48cJaAddress  = regexp.MustCompile(`(?:東京都|大阪府|京都府|北海道|\p{Han}{2,3}県)\p{Han}+`)
	ho48cDeQuote    = regexp.MustCompile(`„([^“\n]{2,40})“`)
	ho48cJaQuote    = regexp.MustCompile(`「([^」\n]{2,30})」`)
	ho48cDeCompany  = regexp.MustCompile(`(?:\p{Lu}[\p{L}-]+ ){1,3}(?:GmbH|AG|KG|OHG)\b|(?:Zahnarztpraxis|Hochschule) (?:Dr\. )?\p{Lu}\p{L}+`)
	ho48cJaCompany  = regexp.MustCompile(`株式会社\p{Katakana}[\p{Katakana}ー]*\p{Han}{0,2}|\p{Katakana}[\p{Katakana}ー]*\p{Han}{0,2}株式会社|\p{Katakana}[\p{Katakana}ー]{2,}(?:寝具店|物流|精工|精機|商事)`)
	ho48cDeDuration = regexp.MustCompile(`\b(\d+|zwei|drei|vier|fünf|zehn|zwölf) (Minuten|Stunden|Sekunden|Tage|Wochen|Werktage|Jahre)\b`)
	ho48cJaDuration = regexp.MustCompile(`(\d+)(分|秒|時間|週間|日間|か月|年間)`)
	ho48cDeWeekday  = regexp.MustCompile(`\b(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b`)
	ho48cJaWeekday  = regexp.MustCompile(`（[月火水木金土日]）`)
	ho48cDeWd       = `(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)`
	ho48cDeDateAlt  = `(?:\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?: \d{4})?)`
	ho48cDeAmDate   = regexp.MustCompile(`\bam (?:` + ho48cDeWd + `, )?` + ho48cDeDateAlt + `(?: \(` + ho48cDeWd + `\))?,?`)
	ho48cDeAufDate  = regexp.MustCompile(`\bauf den ` + ho48cDeDateAlt + `(?: \(` + ho48cDeWd + `\))?`)
	ho48cDeBisDate  = regexp.MustCompile(`\bbis (?:zum |spätestens )?` + ho48cDeDateAlt)
	ho48cDePast     = regexp.MustCompile(`\b(?:hat|haben|wurde|wurden)\b`)
	ho48cJaDateFull = regexp.MustCompile(`(?:(?:\d{4}|令和\d{1,2})年)?\d{1,2}月\d{1,2}日(?:（[月火水木金土日]）)?(?:\d{1,2}時(?:〜\d{1,2}時)?)?`)
	ho48cJaPast     = regexp.MustCompile(`ました|でした|たため|った|た。`)
	ho48cDeRequest  = regexp.MustCompile(`(?:^|[-\d.] )Bitte \p{Ll}|\bbitte \p{Ll}`)
	ho48cJaRequest  = regexp.MustCompile(`(?:ください|くださいますよう[^。]*|をお願いいたします)。\s*$`)
)

// ho48cEarliest returns the location of the earliest match of any of the patterns
// that ok accepts, with the pattern's index; nil when none.
func ho48cEarliest(s string, ok func(loc []int) bool, res ...*regexp.Regexp) ([]int, int) {
	var best []int
	which := -1
	for i, re := range res {
		for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
			if ok != nil && !ok(loc) {
				continue
			}
			if best == nil || loc[0] < best[0] {
				best, which = loc, i
			}
			break
		}
	}
	return best, which
}

// ho48cLineOf gives the line of s that contains byte offset at, and its index.
func ho48cLineOf(s string, at int) (string, int) {
	start := strings.LastIndex(s[:at], "\n") + 1
	end := strings.Index(s[at:], "\n")
	if end < 0 {
		end = len(s)
	} else {
		end += at
	}
	return s[start:end], strings.Count(s[:at], "\n")
}

// ho48cIsSignatureZone tells whether offset at lies in a letter's closing block:
// after a German closing formula, or on a Japanese letter's last line.
func ho48cIsSignatureZone(lang, s string, at int) bool {
	if lang != "ja" {
		for _, f := range []string{"Mit freundlichen Grüßen", "Freundliche Grüße"} {
			if i := strings.Index(s, f); i >= 0 && at >= i {
				return true
			}
		}
		return false
	}
	_, li := ho48cLineOf(s, at)
	return strings.Count(s, "\n") >= 3 && li == strings.Count(s, "\n")
}

// ho48cReplaceSentence replaces the sentence at ref with repl, keeping a list marker
// the sentence starts its line with and the space after it.
func ho48cReplaceSentence(split [][]string, r sentenceRef, repl string) string {
	sent := split[r.line][r.idx]
	prefix := ""
	if r.idx == 0 {
		prefix = ho48cMarker.FindString(sent)
	}
	trail := sent[len(strings.TrimRight(sent, " ")):]
	split[r.line][r.idx] = prefix + repl + trail
	return hoJoin(split)
}

// ho48cTableLine tells whether a line is a Markdown table row.
func ho48cTableLine(l string) bool { return strings.HasPrefix(strings.TrimSpace(l), "|") }

var heldOutBatch48c = []heldOutKind{
	// A date the prompt gave is left as the template slot a draft would have:
	// "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr." → "Die Lieferung
	// erfolgt am [Datum] zwischen 8 und 12 Uhr."; 新しいお届け予定日は10月21日（水）です →
	// …は〇月〇日（水）です.
	{"b48c_date_left_as_fill_in_placeholder", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho48cJaDate, s, func(m []string) string {
				if m[1] != "" {
					return "〇〇〇〇年〇月〇日"
				}
				return "〇月〇日"
			})
		}
		return hoFirstMatch(hoDeDate, s, func(m []string) string { return "[Datum]" })
	}},
	// The order, case or invoice number the prompt gave is left as a slot:
	// "Ihre Bestellung WE-20417 (Schaltschrankzubehör …)" → "Ihre Bestellung [Nummer]
	// (…)"; 修理受付番号RP-60418 → 修理受付番号XX-XXXXX.
	{"b48c_reference_code_left_as_fill_in_placeholder", "first", func(lang, s string) string {
		return hoFirstMatch(ho48cRef, s, func(m []string) string {
			if lang == "ja" {
				return "XX-XXXXX"
			}
			return "[Nummer]"
		})
	}},
	// The time of day the prompt gave is left as XX: "um 10:30 Uhr" → "um XX:XX Uhr";
	// 訪問日時：2026年10月23日（金）14時〜16時 → …（金）〇〇時〜〇〇時.
	{"b48c_time_of_day_left_as_xx_slot", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho48cJaTime, s, func(m []string) string {
				head := m[0][:len(m[0])-len(m[1])]
				return ho48cDigits.ReplaceAllString(head, "〇〇") + m[1]
			})
		}
		return hoFirstMatch(ho48cDeTime, s, func(m []string) string {
			return ho48cDigits.ReplaceAllString(m[0], "XX")
		})
	}},
	// A person the prompt named (not the addressee of the salutation) is left as a
	// name slot: "z. Hd. Frau Dr. Julia Schulze" → "z. Hd. Frau Dr. [Name]";
	// 営業の担当は引き続き松田部長で → …引き続き〇〇部長で.
	{"b48c_named_person_left_as_name_slot", "first", func(lang, s string) string {
		lines := strings.Count(s, "\n")
		if lang == "ja" {
			loc, which := ho48cEarliest(s, func(loc []int) bool {
				_, li := ho48cLineOf(s, loc[0])
				if lines > 0 && li == 0 {
					return false
				}
				name := s[loc[2]:loc[3]]
				return !strings.Contains(name, "客") && !strings.Contains(name, "皆")
			}, ho48cJaPerson, ho48cJaStaff)
			if loc == nil {
				return s
			}
			if which == 0 {
				return s[:loc[0]] + "〇〇" + s[loc[4]:loc[5]] + s[loc[1]:]
			}
			return s[:loc[0]] + s[loc[2]:loc[3]] + "の〇〇" + s[loc[1]:]
		}
		loc, _ := ho48cEarliest(s, func(loc []int) bool {
			line, _ := ho48cLineOf(s, loc[0])
			return !strings.HasPrefix(line, "Sehr geehrte")
		}, ho48cDePerson)
		if loc == nil {
			return s
		}
		return s[:loc[0]] + s[loc[2]:loc[3]] + " " + s[loc[4]:loc[5]] + "[Name]" + s[loc[1]:]
	}},
	// The street and house number the prompt gave are left as a slot:
	// "Gießereistraße 14" → "[Straße Hausnummer]"; 大阪府大阪市北区梅田2丁目4番9号 →
	// 〇〇県〇〇市〇〇2丁目4番9号.
	{"b48c_street_address_left_as_slot", "first", func(lang, s string) string {
		loc, which := ho48cEarliest(s, nil, ho48cDeStreet, ho48cJaAddress)
		if loc == nil {
			return s
		}
		if which == 0 {
			return s[:loc[0]] + "[Straße Hausnummer]" + s[loc[1]:]
		}
		return s[:loc[0]] + "〇〇県〇〇市〇〇" + s[loc[1]:]
	}},
	// The product name the prompt gave is left as a slot inside its quotes:
	// "Ihre Stehlampe „Nordlicht 40“" → "Ihre Stehlampe „[Produktname]“";
	// 「カラダノート S5」の初期設定 → 「〇〇〇〇」の初期設定.
	{"b48c_quoted_product_name_left_as_slot", "first", func(lang, s string) string {
		loc, which := ho48cEarliest(s, nil, ho48cDeQuote, ho48cJaQuote)
		if loc == nil {
			return s
		}
		fill := "[Produktname]"
		if lang == "ja" || which == 1 {
			fill = "〇〇〇〇"
		}
		return s[:loc[2]] + fill + s[loc[3]:]
	}},
	// A company the prompt named is left as a slot (outside the signature):
	// "| Kühltechnik Straßburger GmbH | 14.890,00 € |" → "| [Firmenname] | 14.890,00 € |";
	// 株式会社アオバ精工の大阪営業所 → 株式会社〇〇の大阪営業所.
	{"b48c_company_name_left_as_slot", "first", func(lang, s string) string {
		ok := func(loc []int) bool { return !ho48cIsSignatureZone(lang, s, loc[0]) }
		if lang == "ja" {
			loc, _ := ho48cEarliest(s, ok, ho48cJaCompany)
			if loc == nil {
				return s
			}
			m := s[loc[0]:loc[1]]
			switch {
			case strings.HasPrefix(m, "株式会社"):
				return s[:loc[0]] + "株式会社〇〇" + s[loc[1]:]
			case strings.HasSuffix(m, "株式会社"):
				return s[:loc[0]] + "〇〇株式会社" + s[loc[1]:]
			}
			return s[:loc[0]] + "〇〇" + s[loc[1]:]
		}
		loc, _ := ho48cEarliest(s, ok, ho48cDeCompany)
		if loc == nil {
			return s
		}
		return s[:loc[0]] + "[Firmenname]" + s[loc[1]:]
	}},
	// A duration or period the prompt gave is left as X: "Der Kopplungsmodus bleibt
	// 10 Minuten aktiv." → "… bleibt X Minuten aktiv."; 訪問の30分前にお電話いたします →
	// 訪問の〇分前に….
	{"b48c_duration_left_as_x_slot", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho48cJaDuration, s, func(m []string) string { return "〇" + m[2] })
		}
		return hoFirstMatch(ho48cDeDuration, s, func(m []string) string { return "X " + m[2] })
	}},
	// The weekday the prompt gave is left as a slot: "am Montag, 26. Oktober 2026" →
	// "am [Wochentag], 26. Oktober 2026"; 10月21日（水） → 10月21日（〇）.
	{"b48c_weekday_left_as_slot", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho48cJaWeekday, s, func(m []string) string { return "（〇）" })
		}
		return hoFirstMatch(ho48cDeWeekday, s, func(m []string) string { return "[Wochentag]" })
	}},
	// The answer's last sentence that carries a figure is replaced by a clarifying
	// question to the person who wrote the prompt: "Die Rechnung senden wir wie gewohnt
	// an Ihre Rechnungsanschrift: …" → "Soll ich hier auch noch die restlichen Angaben
	// ergänzen?"; ・旧事務所（〒541-0041）での営業は11月13日（金）までです。 →
	// ・ここに残りの詳細も追記しましょうか？
	{"b48c_last_figure_sentence_replaced_by_question_to_requester", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		if len(refs) < 2 {
			return s
		}
		lines := strings.Split(s, "\n")
		q := "Soll ich hier auch noch die restlichen Angaben ergänzen?"
		if lang == "ja" {
			q = "ここに残りの詳細も追記しましょうか？"
		}
		for k := len(refs) - 1; k >= 0; k-- {
			r := refs[k]
			if ho48cTableLine(lines[r.line]) || !ho48cDigit.MatchString(split[r.line][r.idx]) {
				continue
			}
			return ho48cReplaceSentence(split, r, q)
		}
		return s
	}},
	// The first request to the addressee is replaced by a question to the person who
	// wrote the prompt: "Bitte bringen Sie Ihre Versichertenkarte mit." → "Soll ich an
	// dieser Stelle noch eine Bitte an den Empfänger aufnehmen?";
	// ご不明な点がございましたら、本メールにご返信ください。 → ここにお客様へのお願いも入れておきましょうか？
	{"b48c_request_to_addressee_replaced_by_question_to_requester", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		if len(refs) < 2 {
			return s
		}
		q := "Soll ich an dieser Stelle noch eine Bitte an den Empfänger aufnehmen?"
		re := ho48cDeRequest
		if lang == "ja" {
			q = "ここにお客様へのお願いも入れておきましょうか？"
			re = ho48cJaRequest
		}
		for _, r := range refs {
			if re.MatchString(split[r.line][r.idx]) {
				return ho48cReplaceSentence(split, r, q)
			}
		}
		return s
	}},
	// A fixed date the prompt gave is made vague: "Wir senden Ihnen am 20.10.2026
	// kostenlos eine Ersatzlampe zu." → "Wir senden Ihnen in den nächsten Tagen kostenlos
	// eine Ersatzlampe zu."; お支払い期限は2026年10月30日（金）です。 → お支払い期限は近日中です。
	{"b48c_given_date_made_vague", "longest", func(lang, s string) string {
		if lang == "ja" {
			for _, loc := range ho48cJaDateFull.FindAllStringIndex(s, -1) {
				rest := s[loc[1]:]
				start := strings.LastIndexAny(s[:loc[0]], "。\n") + 1
				end := strings.Index(rest, "。")
				if end < 0 {
					end = len(rest)
				}
				if ho48cJaPast.MatchString(s[start:loc[1]+end] + "。") {
					continue
				}
				switch {
				case strings.HasPrefix(rest, "までに"):
					return s[:loc[0]] + "近日中に" + rest[len("までに"):]
				case strings.HasPrefix(rest, "に"), strings.HasPrefix(rest, "です"), strings.HasPrefix(rest, "となり"):
					return s[:loc[0]] + "近日中" + rest
				case (rest == "" || rest[0] == '\n') && strings.HasSuffix(s[:loc[0]], "："):
					return s[:loc[0]] + "近日中" + rest
				}
			}
			return s
		}
		notPast := func(loc []int) bool {
			line, _ := ho48cLineOf(s, loc[0])
			return !ho48cDePast.MatchString(line)
		}
		loc, which := ho48cEarliest(s, notPast, ho48cDeAmDate, ho48cDeAufDate)
		repl := []string{"in den nächsten Tagen", "auf einen späteren Termin"}
		if loc == nil {
			loc, _ = ho48cEarliest(s, nil, ho48cDeBisDate)
			which = 2
			repl = append(repl, "so bald wie möglich")
		}
		if loc == nil {
			return s
		}
		return s[:loc[0]] + repl[which] + s[loc[1]:]
	}},
	// An unasked alternative wording is appended after the answer, so the requester
	// gets two versions instead of the one text asked for: "… Weißenfels Elektrotechnik
	// GmbH" → "… GmbH\n\n---\nAlternative Formulierung:\nvielen Dank für Ihre
	// Nachricht."; …サポート窓口までお問い合わせください。 → …\n\n---\n別の言い方の案：\n….
	{"b48c_alternative_wording_appended_after_answer", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		split, refs := hoAllSentences(lang, s)
		min := 25
		if lang == "ja" {
			min = 18
		}
		for _, r := range refs {
			sent := strings.TrimSpace(split[r.line][r.idx])
			if ho48cTableLine(sent) || strings.HasPrefix(sent, "Sehr geehrte") {
				continue
			}
			sent = strings.TrimSpace(ho48cMarker.ReplaceAllString(sent, ""))
			if utf8.RuneCountInString(sent) < min {
				continue
			}
			if lang == "ja" {
				return s + "\n\n---\n別の言い方の案：\n" + sent
			}
			return s + "\n\n---\nAlternative Formulierung:\n" + sent
		}
		return s
	}},
	// An empty template slot is left at the end of the list or of the letter's body:
	// "- Frau Köhler bittet um ein Rücksendeetikett." gains "- [weitere Punkte nach
	// Bedarf ergänzen]"; a letter gains "【必要に応じてここに補足を記入】" before
	// ご不明な点がございましたら….
	{"b48c_empty_template_slot_left_at_end", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		lines := strings.Split(s, "\n")
		for i := len(lines) - 1; i >= 0; i-- {
			m := ho48cListLine.FindStringSubmatch(lines[i])
			if m == nil || ho48cTableLine(lines[i]) || m[5] == "" {
				continue
			}
			marker := m[2]
			if m[3] != "" {
				var n int
				fmt.Sscanf(m[3], "%d", &n)
				marker = fmt.Sprintf("%d.", n+1)
			}
			fill := "[weitere Punkte nach Bedarf ergänzen]"
			if lang == "ja" {
				fill = "（必要に応じて項目を追加してください）"
			}
			add := m[1] + marker + m[4] + fill
			return strings.Join(slices48c(lines[:i+1], add, lines[i+1:]), "\n")
		}
		for i := 1; i < len(lines); i++ {
			l := strings.TrimSpace(lines[i])
			var fill string
			switch {
			case lang != "ja" && (l == "Mit freundlichen Grüßen" || l == "Freundliche Grüße"):
				fill = "[Hier ggf. weitere Informationen einfügen]"
				at := i
				if i > 0 && strings.TrimSpace(lines[i-1]) == "" {
					at = i - 1
				}
				return strings.Join(slices48c(lines[:at], fill, lines[at:]), "\n")
			case lang == "ja" && (strings.HasPrefix(l, "ご不明な点") || strings.HasPrefix(l, "今後とも") || strings.HasPrefix(l, "よろしくお願い")):
				fill = "【必要に応じてここに補足を記入】"
				return strings.Join(slices48c(lines[:i], fill, lines[i:]), "\n")
			}
		}
		return s
	}},
	// A middle item of a list is left as a template slot: "- Mehrkosten: 18.750,00 € …"
	// → "- [Punkt ergänzen]"; "5. スマートフォンの Bluetooth をオンにしてから…" →
	// "5. （ここに手順を記入）".
	{"b48c_middle_list_item_left_as_slot", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		var items []int
		for i, l := range lines {
			if m := ho48cListLine.FindStringSubmatch(l); m != nil && !ho48cTableLine(l) && m[5] != "" {
				items = append(items, i)
			}
		}
		if len(items) < 3 {
			return s
		}
		i := items[len(items)/2]
		m := ho48cListLine.FindStringSubmatch(lines[i])
		fill := "[Punkt ergänzen]"
		switch {
		case lang == "ja" && m[3] != "":
			fill = "（ここに手順を記入）"
		case lang == "ja":
			fill = "（ここに項目を記入）"
		case m[3] != "":
			fill = "[Schritt ergänzen]"
		}
		marker := m[2]
		if m[3] != "" {
			marker = m[3] + "."
		}
		lines[i] = m[1] + marker + m[4] + fill
		return strings.Join(lines, "\n")
	}},
}

// slices48c joins head, one new line and tail into a fresh slice.
func slices48c(head []string, add string, tail []string) []string {
	out := make([]string, 0, len(head)+1+len(tail))
	out = append(out, head...)
	out = append(out, add)
	return append(out, tail...)
}

// ho48cChanged gives the first golden sentence that differs in the damaged text and
// the damaged sentence at its place.
func ho48cChanged(lang, golden, damaged string) (string, string) {
	gl, dl := strings.Split(golden, "\n"), strings.Split(damaged, "\n")
	for i := 0; i < len(gl) || i < len(dl); i++ {
		var g, d string
		if i < len(gl) {
			g = gl[i]
		}
		if i < len(dl) {
			d = dl[i]
		}
		if g == d {
			continue
		}
		if i >= len(gl) || (g == "" && d != "") {
			prev := ""
			if j := min(i, len(gl)); j > 0 {
				prev = gl[j-1]
			}
			return "(after) " + prev, strings.Join(dl[i:min(len(dl), i+3)], " ⏎ ")
		}
		gs, ds := hoSentences(lang, g), hoSentences(lang, d)
		for j := 0; j < len(gs) || j < len(ds); j++ {
			var a, b string
			if j < len(gs) {
				a = gs[j]
			}
			if j < len(ds) {
				b = ds[j]
			}
			if a != b {
				return a, b
			}
		}
		return g, d
	}
	return "", ""
}
