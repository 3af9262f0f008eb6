package grade

// Batch 25a of the held-out study, written blind (from the goldens, the prompts, the
// shared helpers in heldout_test.go and the list of kind names only) by an outside
// evaluator who has measured this gate three times with undisclosed sets of damage
// kinds and now writes the next undisclosed set. The issue it was filed under names
// what earlier misses had in common: facts that must agree with one another, the
// script and characters of the case's language, the same sentence or item repeated,
// register markers in formal text, a number kept with its unit changed, polarity,
// lists duplicated, reordered or merged, and text that stops mid-sentence. The gate
// has been tuned on 1,300+ earlier kinds, so each kind here is meant as a new idea
// within those families or beyond them (what a careful reviewer of Japanese or German
// business text rejects): chat and social-media markers (#tag, @mention, ♪, (!),
// leaked retrieval citations, a noun written as an emoji), charset artefacts (a
// CP932 yen backslash, "?" for characters the target charset lacks, full-width digits
// in German), double keigo, title case and academic titles out of order, a surname
// cut to its initial, mit made ohne, sentences nobody stated that change what the
// letter commits to (a disclaimer, an attachment that does not exist, a question for
// a detail the letter itself gives, a legal threat, an advertisement), a pair of
// coordinated nouns with one lost to the other, JSON arrays reversed or turned into
// columns, tables transposed or with a row said twice, a list's lead-in moved below
// it, the closing formula put before the last sentence, a cross-reference to the
// wrong step, a length stop with a continuation notice, a floor turned into a room or
// a basement, and Chinese weekday names in Japanese. Each damages one place.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	ho25aDeMit       = regexp.MustCompile(`\b([Mm])it („[^“]+“|\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?)( |,|\.|$)`)
	ho25aDeMitDet    = regexp.MustCompile(`\b([Mm])it (dem|der) ((?:\p{Ll}+en )?)(\p{Lu}[\p{L}-]+)`)
	ho25aDeAdj       = regexp.MustCompile(`\b(der|die|das|den|dem|des|ein|eine|einen|einem|einer|Ihre|Ihren|Ihrem|Ihrer) ([a-zäöü][a-zäöüß]{2,}(?:e|en|er|es|em)) (\p{Lu})`)
	ho25aDePerson    = regexp.MustCompile(`(Herr|Frau) ((?:Prof\. )?(?:Dr\. )?)(\p{Lu}[\p{Ll}ßäöü]+)`)
	ho25aJaSurname   = regexp.MustCompile(`(松本|髙橋|小林|渡辺|中島|松田|小西|石井|森|西村|岡田|佐藤|山田)(様|部長|課長)`)
	ho25aJaPerson    = regexp.MustCompile(`(\p{Han}{1,3})(様|部長|課長)`)
	ho25aJaWeekday   = regexp.MustCompile(`（([月火水木金土日])）`)
	ho25aJaYen       = regexp.MustCompile(`(^|[^\d,])(\d[\d,]*)円`)
	ho25aDePair      = regexp.MustCompile(`([^.\n] )(\p{Lu}[\p{L}-]{3,}) (und|oder) (\p{Lu}[\p{L}-]{3,})\b`)
	ho25aJaPair      = regexp.MustCompile(`([\p{Han}\p{Katakana}ー]{2,})と([\p{Han}\p{Katakana}ー]{2,})`)
	ho25aJaPairLatin = regexp.MustCompile(`([A-Za-z][A-Za-z0-9]{3,}) と([\p{Han}\p{Katakana}ー]{2,})`)
	ho25aWordDe      = regexp.MustCompile(`\p{L}{6,}`)
	ho25aWordJa      = regexp.MustCompile(`[A-Za-z]{5,}|[\p{Katakana}ー]{3,}|\p{Han}{2,}`)
	ho25aStepLine    = regexp.MustCompile(`^(\d+)\. (.*)$`)
	ho25aBullet      = regexp.MustCompile(`^(?:[-*•] |・)(.*)$`)
)

var ho25aDeHashWord = regexp.MustCompile(`\p{Lu}[\p{Ll}ßäöü]{6,}`)
var ho25aJaHashWord = regexp.MustCompile(`[\p{Katakana}ー]{3,}|\p{Han}{2,4}`)

// ho25aEndsWithStop reports whether a sentence (its trailing spaces dropped) ends
// with a full stop.
func ho25aEndsWithStop(sen string) bool {
	t := strings.TrimRight(sen, " ")
	return strings.HasSuffix(t, ".") || strings.HasSuffix(t, "。")
}

// ho25aAfterSentence appends add (a sentence of its own, with its leading space in
// German) after the first sentence, from the middle of the text on, that ends with
// a stop, has at least 12 runes and satisfies ok; s unchanged without one.
func ho25aAfterSentence(lang, s, add string, ok func(string) bool) string {
	return hoMiddleSentence(lang, s, func(sen string) string {
		if !ho25aEndsWithStop(sen) || utf8.RuneCountInString(strings.TrimSpace(sen)) < 12 || (ok != nil && !ok(sen)) {
			return sen
		}
		t := strings.TrimRight(sen, " ")
		return t + add + sen[len(t):]
	})
}

// ho25aIsLetter tells a letter (salutation on the first line) from other text.
func ho25aIsLetter(lang, s string) bool {
	first := strings.SplitN(s, "\n", 2)[0]
	if lang == "ja" {
		return strings.HasSuffix(strings.TrimSpace(first), "様") || strings.HasSuffix(strings.TrimSpace(first), "部長")
	}
	return strings.HasPrefix(first, "Sehr geehrte")
}

// ho25aFullWidthDigits writes ASCII digits full-width.
func ho25aFullWidthDigits(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r + 0xFEE0
		}
		return r
	}, s)
}

// ho25aSplitTop splits the inside of a JSON array or object (the text between its
// brackets) at its top-level commas; the parts keep their whitespace.
func ho25aSplitTop(inner string) []string {
	var parts []string
	depth, start, inStr, esc := 0, 0, false, false
	for i := 0; i < len(inner); i++ {
		c := inner[i]
		switch {
		case inStr:
			if esc {
				esc = false
			} else if c == '\\' {
				esc = true
			} else if c == '"' {
				inStr = false
			}
		case c == '"':
			inStr = true
		case c == '[' || c == '{':
			depth++
		case c == ']' || c == '}':
			depth--
		case c == ',' && depth == 0:
			parts = append(parts, inner[start:i])
			start = i + 1
		}
	}
	return append(parts, inner[start:])
}

// ho25aMatchClose returns the index of the bracket closing the one at open.
func ho25aMatchClose(s string, open int) int {
	depth, inStr, esc := 0, false, false
	for i := open; i < len(s); i++ {
		c := s[i]
		switch {
		case inStr:
			if esc {
				esc = false
			} else if c == '\\' {
				esc = true
			} else if c == '"' {
				inStr = false
			}
		case c == '"':
			inStr = true
		case c == '[' || c == '{':
			depth++
		case c == ']' || c == '}':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// ho25aArrays lists the [open, close] indexes of the JSON arrays of s in order,
// skipping brackets inside strings.
func ho25aArrays(s string) [][2]int {
	var out [][2]int
	inStr, esc := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case inStr:
			if esc {
				esc = false
			} else if c == '\\' {
				esc = true
			} else if c == '"' {
				inStr = false
			}
		case c == '"':
			inStr = true
		case c == '[':
			if j := ho25aMatchClose(s, i); j > 0 {
				out = append(out, [2]int{i, j})
			}
		}
	}
	return out
}

// ho25aTable finds the first Markdown table of s: its first line index and rows of
// cells (the delimiter row left out), and the index after its last line.
func ho25aTable(lines []string) (start, end int, rows [][]string) {
	start = -1
	for i := 0; i+1 < len(lines); i++ {
		if strings.HasPrefix(lines[i], "|") && strings.HasPrefix(lines[i+1], "|---") {
			start = i
			break
		}
	}
	if start < 0 {
		return -1, -1, nil
	}
	end = start
	for end < len(lines) && strings.HasPrefix(lines[end], "|") {
		if end != start+1 {
			cells := strings.Split(strings.Trim(lines[end], "|"), "|")
			for k := range cells {
				cells[k] = strings.TrimSpace(cells[k])
			}
			rows = append(rows, cells)
		}
		end++
	}
	return start, end, rows
}

func ho25aRow(cells []string) string { return "| " + strings.Join(cells, " | ") + " |" }

var heldOutBatch25a = []heldOutKind{
	// --- register markers in formal text ---

	// A social-media hashtag, made from a noun of the sentence, put after one sentence
	// of a letter or summary (… zu. #Ersatzlampe, …です。#冷凍室).
	{"b25a_hashtag_after_sentence", "longest", func(lang, s string) string {
		if strings.Contains(s, " \n") || strings.HasSuffix(s, " ") {
			return s
		}
		out := hoMiddleSentence(lang, s, func(sen string) string {
			if !ho25aEndsWithStop(sen) {
				return sen
			}
			re := ho25aDeHashWord
			if lang == "ja" {
				re = ho25aJaHashWord
			}
			body := sen
			if lang == "de" {
				if i := strings.IndexByte(strings.TrimLeft(sen, "-0123456789. "), ' '); i >= 0 {
					body = strings.TrimLeft(sen, "-0123456789. ")[i:]
				}
			}
			w := re.FindString(body)
			if w == "" {
				return sen
			}
			t := strings.TrimRight(sen, " ")
			if lang == "ja" {
				return t + "#" + w + " "
			}
			return t + " #" + w + sen[len(t):]
		})
		out = strings.ReplaceAll(out, " \n", "\n")
		return strings.TrimSuffix(out, " ")
	}},
	// A chat @mention for a person named in the body (Frau Müller → @Frau Müller,
	// 松田部長 → @松田部長); the salutation is left alone.
	{"b25a_at_mention_for_person", "longest", func(lang, s string) string {
		if lang == "ja" {
			for _, loc := range ho25aJaPerson.FindAllStringSubmatchIndex(s, -1) {
				if loc[0] == 0 || s[loc[0]-1] == '\n' || s[loc[0]-1] == ' ' {
					continue
				}
				name := s[loc[2]:loc[3]]
				if strings.HasSuffix(name, "客") || strings.HasSuffix(name, "皆") {
					continue
				}
				return s[:loc[0]] + "@" + s[loc[0]:]
			}
			return s
		}
		for _, loc := range ho25aDePerson.FindAllStringIndex(s, -1) {
			before := s[:loc[0]]
			if strings.HasSuffix(before, "geehrter ") || strings.HasSuffix(before, "geehrte ") || strings.HasSuffix(before, "Hd. ") {
				continue
			}
			return before + "@" + s[loc[0]:]
		}
		return s
	}},
	// Japanese: one polite sentence ends in a music note instead of its stop
	// (…お送りいたします♪), the casual mark of chat and advertising.
	{"b25a_ja_music_note_ending", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			t := strings.TrimRight(sen, " ")
			if !strings.HasSuffix(t, "ます。") && !strings.HasSuffix(t, "です。") {
				return sen
			}
			return strings.TrimSuffix(t, "。") + "♪" + sen[len(t):]
		})
	}},
	// An editorial "(!)" put after a date, as a note to oneself
	// (bis spätestens 19.10.2026 (!), 10月21日（水）（！）).
	{"b25a_editorial_exclamation_in_parens", "longest", func(lang, s string) string {
		var re *regexp.Regexp
		mark := " (!)"
		if lang == "ja" {
			re = regexp.MustCompile(`(?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（.）)?`)
			mark = "（！）"
		} else {
			re = regexp.MustCompile(`\d{1,2}\.\d{1,2}\.\d{4}(?: \(\p{L}+\))?|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}`)
		}
		locs := re.FindAllStringIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		loc := locs[0]
		if len(locs) > 1 {
			loc = locs[1]
		}
		return s[:loc[1]] + mark + s[loc[1]:]
	}},
	// A retrieval citation marker of a chat front end left after a sentence
	// (…ab.【4:0†source】).
	{"b25a_citation_marker_leaked", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			if !ho25aEndsWithStop(sen) {
				return sen
			}
			t := strings.TrimRight(sen, " ")
			return t + "【4:0†source】" + sen[len(t):]
		})
	}},
	// A noun written as an emoji in a sentence (eine Ersatzlampe → eine 💡,
	// お電話いたします → お📞いたします).
	{"b25a_noun_written_as_emoji", "longest", func(lang, s string) string {
		pairs := [][2]string{{"Ersatzlampe", "💡"}, {"Versichertenkarte", "💳"}, {"Smartphone", "📱"}, {"Espresso", "☕"},
			{"Wasser", "💧"}, {"Rechnung", "🧾"}, {"E-Mail", "📧"}, {"Telefon", "📞"}, {"Gasheizung", "🔥"}, {"Kalender", "📅"}, {"Verdichter", "⚙️"}, {"Sitzung", "📅"}}
		if lang == "ja" {
			pairs = [][2]string{{"電話", "📞"}, {"写真", "📷"}, {"クーポン", "🎟️"}, {"電池", "🔋"}, {"スマートフォン", "📱"}, {"メール", "📧"},
				{"冷蔵庫", "🧊"}, {"請求書", "🧾"}, {"羽毛布団", "🛏️"}, {"給与", "💴"}, {"見積もり", "📄"}, {"試料", "🧪"}}
		}
		first := strings.IndexByte(s, '\n')
		if first < 0 || !ho25aIsLetter(lang, s) {
			first = 0
		}
		best, bestAt := [2]string{}, -1
		whole := func(at int, w string) bool {
			before, _ := utf8.DecodeLastRuneInString(s[:at])
			after, _ := utf8.DecodeRuneInString(s[at+len(w):])
			if lang == "ja" {
				return !unicode.Is(unicode.Katakana, before) && before != 'ー' && !unicode.Is(unicode.Han, after) && !unicode.Is(unicode.Katakana, after)
			}
			return !unicode.IsLetter(before) && !unicode.IsLetter(after) && after != '-'
		}
		for _, p := range pairs {
			for off := first; ; {
				i := strings.Index(s[off:], p[0])
				if i < 0 {
					break
				}
				if at := off + i; whole(at, p[0]) {
					if bestAt < 0 || at-first < bestAt {
						best, bestAt = p, at-first
					}
					break
				}
				off += i + len(p[0])
			}
		}
		if bestAt < 0 {
			return s
		}
		at := first + bestAt
		return s[:at] + best[1] + s[at+len(best[0]):]
	}},
	// Japanese double keigo: なる-honorific and then られる on top of it in a request
	// (お問い合わせください → お問い合わせになられてください).
	{"b25a_ja_double_honorific_narareru", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		re := regexp.MustCompile(`([おご]\p{Han}[\p{Han}\p{Hiragana}]{0,5}?)(ください)`)
		return hoFirstMatch(re, s, func(m []string) string { return m[1] + "になられて" + m[2] })
	}},
	// An advertisement in a service text (Entdecken Sie … unsere aktuellen Angebote,
	// ぜひキャンペーンもチェックしてみてください！).
	{"b25a_marketing_plug_inserted", "longest", func(lang, s string) string {
		add := " Entdecken Sie bei dieser Gelegenheit auch unsere aktuellen Angebote – es lohnt sich!"
		if lang == "ja" {
			add = "この機会にぜひ、お得なキャンペーン中の新商品もチェックしてみてください！"
		}
		return ho25aAfterSentence(lang, s, add, nil)
	}},

	// --- script and characters ---

	// German: one date written with full-width digits, as copied from a Japanese
	// source (19.10.2026 → １９.１０.２０２６, 2026-10-21 → ２０２６-１０-２１).
	{"b25a_de_fullwidth_digits_in_date", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		re := regexp.MustCompile(`\d{1,2}\.\d{1,2}\.\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}`)
		return hoFirstMatch(re, s, func(m []string) string { return ho25aFullWidthDigits(m[0]) })
	}},
	// Japanese: a CP932 yen sign shown as a backslash (500円 → \500).
	{"b25a_ja_yen_as_backslash", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho25aJaYen, s, func(m []string) string { return m[1] + `\` + m[2] })
	}},
	// A character the target charset lacks written as "?" (1.249,90 € → 1.249,90 ?;
	// 14時〜16時 → 14時?16時; 髙橋 → ?橋, the IBM-extension kanji).
	{"b25a_charset_fallback_question_mark", "first", func(lang, s string) string {
		if lang == "de" {
			return strings.Replace(s, "€", "?", 1)
		}
		best := -1
		var which string
		for _, c := range []string{"〜", "髙", "～", "①"} {
			if i := strings.Index(s, c); i >= 0 && (best < 0 || i < best) {
				best, which = i, c
			}
		}
		if best < 0 {
			return s
		}
		return s[:best] + "?" + s[best+len(which):]
	}},
	// German: an adjective written with a capital, in English title case (Mit
	// freundlichen Grüßen → Mit Freundlichen Grüßen, die defekte Lampe → die Defekte
	// Lampe).
	{"b25a_de_adjective_capitalised", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		if strings.Contains(s, "Mit freundlichen Grüßen") {
			return strings.Replace(s, "Mit freundlichen Grüßen", "Mit Freundlichen Grüßen", 1)
		}
		return hoFirstMatch(ho25aDeAdj, s, func(m []string) string {
			r, n := utf8.DecodeRuneInString(m[2])
			return m[1] + " " + string(unicode.ToUpper(r)) + m[2][n:] + " " + m[3]
		})
	}},
	// Japanese: a weekday in the Chinese form (10月21日（水） → 10月21日（星期三）).
	{"b25a_ja_weekday_chinese_xingqi", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		cn := map[string]string{"月": "星期一", "火": "星期二", "水": "星期三", "木": "星期四", "金": "星期五", "土": "星期六", "日": "星期日"}
		return hoFirstMatch(ho25aJaWeekday, s, func(m []string) string { return "（" + cn[m[1]] + "）" })
	}},

	// --- names and forms of address ---

	// Academic titles out of order (Herr Prof. Dr. Hoffmann → Herr Dr. Prof.
	// Hoffmann, Frau Dr. Jäger → Dr. Frau Jäger).
	{"b25a_academic_titles_reordered", "strings", func(lang, s string) string {
		if strings.Contains(s, "Prof. Dr.") {
			return strings.Replace(s, "Prof. Dr.", "Dr. Prof.", 1)
		}
		return hoFirstMatch(regexp.MustCompile(`\b(Herr|Frau) Dr\. `), s, func(m []string) string { return "Dr. " + m[1] + " " })
	}},
	// A surname cut to its initial, as a privacy filter does (Herr Oßwald → Herr O.,
	// Petra Müller → Petra M., 松田部長 → M部長, 松本様 → M様); the German salutation
	// is left alone.
	{"b25a_surname_cut_to_initial", "first", func(lang, s string) string {
		if lang == "ja" {
			ini := map[string]string{"松本": "M", "髙橋": "T", "小林": "K", "渡辺": "W", "中島": "N", "松田": "M", "小西": "K", "石井": "I",
				"森": "M", "西村": "N", "岡田": "O", "佐藤": "S", "山田": "Y"}
			return hoFirstMatch(ho25aJaSurname, s, func(m []string) string { return ini[m[1]] + m[2] })
		}
		for _, loc := range ho25aDePerson.FindAllStringSubmatchIndex(s, -1) {
			before := s[:loc[0]]
			if strings.HasSuffix(before, "geehrter ") || strings.HasSuffix(before, "geehrte ") {
				continue
			}
			if rest := s[loc[1]:]; strings.HasPrefix(rest, " ") && len(rest) > 1 && unicode.IsUpper([]rune(rest[1:])[0]) {
				continue
			}
			name := s[loc[6]:loc[7]]
			r, _ := utf8.DecodeRuneInString(name)
			dot := "."
			if strings.HasPrefix(s[loc[7]:], ".") {
				dot = ""
			}
			return s[:loc[6]] + string(r) + dot + s[loc[7]:]
		}
		if m := regexp.MustCompile(`^(\p{Lu}\p{Ll}{1,9}) (\p{Lu})\p{Ll}{1,9}$`).FindStringSubmatch(s); m != nil {
			return m[1] + " " + m[2] + "."
		}
		return s
	}},

	// --- polarity ---

	// German: "mit" made "ohne" (zwei Wärmepumpen mit Gas-Spitzenlastkessel → ohne
	// Gas-Spitzenlastkessel, mit dem beiliegenden Rücksendeetikett → ohne das
	// beiliegende Rücksendeetikett).
	{"b25a_de_mit_made_ohne", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		if out := hoFirstMatch(ho25aDeMit, s, func(m []string) string {
			o := "ohne"
			if m[1] == "M" {
				o = "Ohne"
			}
			return o + " " + m[2] + m[3]
		}); out != s {
			return out
		}
		return hoFirstMatch(ho25aDeMitDet, s, func(m []string) string {
			o := "ohne"
			if m[1] == "M" {
				o = "Ohne"
			}
			adj := strings.TrimSuffix(m[3], "n ")
			if m[3] != "" {
				adj += " "
			}
			noun := m[4]
			art := "die"
			if m[2] == "dem" {
				art = "den"
				for _, suf := range []string{"ett", "chen", "ment", "um", "o", "gerät", "formular"} {
					if strings.HasSuffix(noun, suf) {
						art = "das"
					}
				}
				if art == "den" && m[3] != "" {
					adj = m[3]
				}
			} else if m[3] != "" {
				adj = strings.TrimSuffix(m[3], "n ") + " "
			}
			return o + " " + art + " " + adj + noun
		})
	}},
	// A disclaimer that takes back what the text commits to (Alle Angaben ohne
	// Gewähr., 本メールの内容は保証するものではありません。).
	{"b25a_disclaimer_no_guarantee", "longest", func(lang, s string) string {
		add := " Alle Angaben erfolgen ohne Gewähr und sind unverbindlich."
		if lang == "ja" {
			add = "なお、上記の内容は確定したものではなく、当社が保証するものではありません。"
		}
		return ho25aAfterSentence(lang, s, add, nil)
	}},

	// --- facts that must agree ---

	// A letter that states a detail asks the reader for it all the same (… WE-20417 …
	// Bitte teilen Sie uns noch Ihre Bestellnummer mit.).
	{"b25a_asks_for_detail_it_gives", "longest", func(lang, s string) string {
		if !ho25aIsLetter(lang, s) {
			return s
		}
		var add string
		if lang == "ja" {
			switch {
			case strings.Contains(s, "注文番号"):
				add = "恐れ入りますが、ご注文番号をお知らせいただけますでしょうか。"
			case strings.Contains(s, "受付番号"):
				add = "恐れ入りますが、修理受付番号をお知らせいただけますでしょうか。"
			case strings.Contains(s, "請求書"):
				add = "恐れ入りますが、対象の請求書番号をお知らせいただけますでしょうか。"
			case strings.Contains(s, "見積番号"):
				add = "恐れ入りますが、お見積もりの見積番号をお知らせいただけますでしょうか。"
			default:
				return s
			}
		} else {
			switch {
			case strings.Contains(s, "Bestellung") || strings.Contains(s, "Bestellnummer"):
				add = " Bitte teilen Sie uns noch Ihre Bestellnummer mit, damit wir den Vorgang zuordnen können."
			case strings.Contains(s, "Termin"):
				add = " Bitte teilen Sie uns noch mit, an welchem Tag und zu welcher Uhrzeit Ihr Termin stattfinden soll."
			default:
				return s
			}
		}
		return ho25aAfterSentence(lang, s, add, nil)
	}},
	// A reference to an attachment the answer does not have (Weitere Einzelheiten
	// entnehmen Sie bitte dem beigefügten PDF-Dokument.).
	{"b25a_attachment_that_does_not_exist", "longest", func(lang, s string) string {
		add := " Weitere Einzelheiten entnehmen Sie bitte dem beigefügten PDF-Dokument."
		if lang == "ja" {
			add = "詳細につきましては、添付のPDFファイルをご確認ください。"
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sen := split[r.line][r.idx]
			if ho25aEndsWithStop(sen) && utf8.RuneCountInString(strings.TrimSpace(sen)) >= 12 {
				t := strings.TrimRight(sen, " ")
				split[r.line][r.idx] = t + add + sen[len(t):]
				return hoJoin(split)
			}
		}
		return s
	}},
	// A legal threat after a request in a service text (Sollten wir bis dahin nichts
	// von Ihnen hören, … rechtliche Schritte …, 法的措置を検討いたします。).
	{"b25a_legal_threat_after_request", "longest", func(lang, s string) string {
		add := " Andernfalls sehen wir uns gezwungen, rechtliche Schritte gegen Sie einzuleiten."
		if lang == "ja" {
			add = "ご対応いただけない場合は、法的措置を検討させていただきますので、あらかじめご了承ください。"
		}
		if !ho25aIsLetter(lang, s) {
			return s
		}
		return ho25aAfterSentence(lang, s, add, func(sen string) bool {
			return strings.Contains(sen, "Bitte") || strings.Contains(sen, "bitte") || strings.Contains(sen, "ください") || strings.Contains(sen, "お願い")
		})
	}},
	// A cross-reference to the wrong step put into a troubleshooting item (… erneut
	// (siehe Schritt 6)., Bluetooth … （手順7を参照）).
	{"b25a_cross_reference_wrong_step", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		steps := map[int]string{}
		last := 0
		for i, l := range lines {
			if m := ho25aStepLine.FindStringSubmatch(l); m != nil {
				n, _ := strconv.Atoi(m[1])
				steps[n] = m[2]
				last = i
			}
		}
		if len(steps) < 4 {
			return s
		}
		re := ho25aWordDe
		if lang == "ja" {
			re = ho25aWordJa
		}
		for i := last + 1; i < len(lines); i++ {
			m := ho25aBullet.FindStringSubmatch(lines[i])
			if m == nil {
				continue
			}
			words := re.FindAllString(m[1], -1)
			shared := func(n int) int {
				c := 0
				for _, w := range words {
					if strings.Contains(steps[n], w) {
						c++
					}
				}
				return c
			}
			right, most := 0, 0
			for n := 1; n <= len(steps); n++ {
				if c := shared(n); c > most {
					right, most = n, c
				}
			}
			if right == 0 {
				continue
			}
			wrong := 0
			for _, d := range []int{2, -2, 3, -3, 1, -1} {
				if n := right + d; n >= 1 && n <= len(steps) && shared(n) == 0 {
					wrong = n
					break
				}
			}
			if wrong == 0 {
				continue
			}
			l := lines[i]
			switch {
			case lang == "ja" && (strings.HasSuffix(l, "。") || strings.HasSuffix(l, "か。")):
				lines[i] = strings.TrimSuffix(l, "。") + "（手順" + strconv.Itoa(wrong) + "を参照）。"
			case lang == "de" && strings.HasSuffix(l, "."):
				lines[i] = strings.TrimSuffix(l, ".") + " (siehe Schritt " + strconv.Itoa(wrong) + ")."
			default:
				continue
			}
			return strings.Join(lines, "\n")
		}
		return s
	}},

	// --- a number kept, its unit changed ---

	// A floor turned into a basement or a room (Brückenstraße 12, 2. OG → 2. UG,
	// ブリーゼタワー12階 → ブリーゼタワー12号室).
	{"b25a_floor_made_basement_or_room", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(\d+)階`), s, func(m []string) string { return m[1] + "号室" })
		}
		return hoFirstMatch(regexp.MustCompile(`(\d+)\. (?:OG|Obergeschoss|Stock)`), s, func(m []string) string { return m[1] + ". UG" })
	}},

	// --- repetition and lists ---

	// One of two coordinated nouns lost to the other (Heizzeiten und
	// Raumtemperaturen → Heizzeiten und Heizzeiten, 体重と体脂肪率 → 体重と体重).
	{"b25a_pair_member_repeated", "longest", func(lang, s string) string {
		if lang == "ja" {
			for _, loc := range ho25aJaPair.FindAllStringSubmatchIndex(s, -1) {
				a, b := s[loc[2]:loc[3]], s[loc[4]:loc[5]]
				if a == b || strings.HasSuffix(s[:loc[0]], "「") {
					continue
				}
				return s[:loc[0]] + a + "と" + a + s[loc[1]:]
			}
			return hoFirstMatch(ho25aJaPairLatin, s, func(m []string) string { return m[1] + " と " + m[1] })
		}
		return hoFirstMatch(ho25aDePair, s, func(m []string) string {
			if m[2] == "Sie" || m[2] == m[4] {
				return m[0]
			}
			return m[1] + m[2] + " " + m[3] + " " + m[2]
		})
	}},
	// One table row said twice in a row, unchanged.
	{"b25a_table_row_said_twice", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		start, end, rows := ho25aTable(lines)
		if start < 0 || len(rows) < 3 {
			return s
		}
		mid := start + 2 + (end-start-2)/2
		out := append(append([]string{}, lines[:mid+1]...), lines[mid])
		return strings.Join(append(out, lines[mid+1:]...), "\n")
	}},
	// A Markdown table transposed: its columns are rows, against the columns the
	// request names.
	{"b25a_table_transposed", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		start, end, rows := ho25aTable(lines)
		if start < 0 || len(rows) < 2 {
			return s
		}
		cols := len(rows[0])
		var tab []string
		for c := 0; c < cols; c++ {
			var cells []string
			for _, r := range rows {
				if c < len(r) {
					cells = append(cells, r[c])
				} else {
					cells = append(cells, "")
				}
			}
			tab = append(tab, ho25aRow(cells))
			if c == 0 {
				tab = append(tab, "|"+strings.Repeat("---|", len(rows)))
			}
		}
		out := append(append([]string{}, lines[:start]...), tab...)
		return strings.Join(append(out, lines[end:]...), "\n")
	}},
	// A JSON array's elements in reverse order (positionen, items, notes): Pos. 2
	// before Pos. 1.
	{"b25a_json_array_reversed", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		for _, a := range ho25aArrays(s) {
			parts := ho25aSplitTop(s[a[0]+1 : a[1]])
			if len(parts) < 2 {
				continue
			}
			trimmed := make([]string, len(parts))
			for i := range parts {
				trimmed[len(parts)-1-i] = strings.TrimSpace(parts[i])
			}
			return s[:a[0]+1] + strings.Join(trimmed, ", ") + s[a[1]:]
		}
		return s
	}},
	// A JSON array of records written as columns, one array per field
	// ("items": {"product": [...], "quantity": [...], ...}).
	{"b25a_json_records_as_columns", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		for _, a := range ho25aArrays(s) {
			elems := ho25aSplitTop(s[a[0]+1 : a[1]])
			if len(elems) < 2 {
				continue
			}
			var keys []string
			vals := map[string][]string{}
			ok := true
			for _, e := range elems {
				e = strings.TrimSpace(e)
				if !strings.HasPrefix(e, "{") || !strings.HasSuffix(e, "}") {
					ok = false
					break
				}
				for _, mem := range ho25aSplitTop(e[1 : len(e)-1]) {
					mem = strings.TrimSpace(mem)
					i := strings.Index(mem, `":`)
					if !strings.HasPrefix(mem, `"`) || i < 0 {
						ok = false
						break
					}
					k := mem[:i+1]
					if _, seen := vals[k]; !seen {
						keys = append(keys, k)
					}
					vals[k] = append(vals[k], strings.TrimSpace(mem[i+2:]))
				}
			}
			if !ok || len(keys) == 0 {
				continue
			}
			var mems []string
			for _, k := range keys {
				mems = append(mems, k+": ["+strings.Join(vals[k], ", ")+"]")
			}
			return s[:a[0]] + "{" + strings.Join(mems, ", ") + "}" + s[a[1]+1:]
		}
		return s
	}},
	// The lead-in of a list or address block moved below it, so the list follows
	// the wrong sentence and the lead-in points at nothing.
	{"b25a_lead_in_moved_below_list", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		isItem := func(l string) bool { return ho25aStepLine.MatchString(l) || ho25aBullet.MatchString(l) }
		for i := len(lines) - 2; i >= 1; i-- {
			l := lines[i]
			if l == "" || isItem(l) || strings.HasPrefix(l, "|") {
				continue
			}
			j := i + 1
			if j < len(lines) && lines[j] == "" {
				j++
			}
			k := j
			for k < len(lines) && lines[k] != "" && (isItem(lines[k]) || strings.HasSuffix(l, ":")) {
				k++
			}
			n := k - j
			if n < 2 || (!isItem(lines[j]) && n < 3) || !(strings.HasSuffix(l, ":") || strings.HasSuffix(l, "：") || strings.HasSuffix(l, "。")) {
				continue
			}
			var out []string
			out = append(out, lines[:i]...)
			out = append(out, lines[j:k]...)
			out = append(out, "", l)
			rest := lines[k:]
			if len(rest) > 0 && rest[0] != "" {
				out = append(out, "")
			}
			return strings.Join(append(out, rest...), "\n")
		}
		return s
	}},
	// German letters: the closing formula put before the last line of the body
	// (… Mit freundlichen Grüßen / Bei Fragen sind wir gern für Sie da. / Ihr …).
	{"b25a_closing_formula_before_last_line", "raw", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if !strings.HasPrefix(l, "Mit freundlichen Grüßen") && !strings.HasPrefix(l, "Freundliche Grüße") {
				continue
			}
			b := i - 1
			for b > 0 && lines[b] == "" {
				b--
			}
			if b < 2 || lines[b-1] == "" && b-1 <= 1 {
				return s
			}
			var out []string
			out = append(out, lines[:b]...)
			if lines[b-1] != "" {
				out = append(out, "")
			}
			out = append(out, l, lines[b])
			return strings.Join(append(out, lines[i+1:]...), "\n")
		}
		return s
	}},

	// --- text that stops mid-sentence ---

	// A length stop in the middle of a sentence about half-way, with a notice that
	// the rest follows in the next message.
	{"b25a_cut_with_continuation_notice", "longest", func(lang, s string) string {
		rs := []rune(s)
		if len(rs) < 80 {
			return s
		}
		at := len(rs) * 55 / 100
		stops := ".。!?！？\n:："
		ok := func(p int) bool {
			if lang == "de" && rs[p] != ' ' {
				return false
			}
			if unicode.IsDigit(rs[p]) && unicode.IsDigit(rs[p-1]) {
				return false
			}
			for k := 1; k <= 8; k++ {
				if p-k < 0 || strings.ContainsRune(stops, rs[p-k]) {
					return false
				}
			}
			for k := 0; k < 5; k++ {
				if p+k >= len(rs) || strings.ContainsRune(stops, rs[p+k]) {
					return false
				}
			}
			return true
		}
		for at < len(rs)-5 && !ok(at) {
			at++
		}
		if at >= len(rs)-5 {
			return s
		}
		notice := " …\n\n(Die Antwort wurde wegen der Längenbegrenzung gekürzt; die Fortsetzung folgt in der nächsten Nachricht.)"
		if lang == "ja" {
			notice = "…\n\n（文字数の上限に達したため、続きは次のメッセージでお送りします）"
		}
		return strings.TrimRight(string(rs[:at]), " ") + notice
	}},
}
