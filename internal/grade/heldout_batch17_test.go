package grade

// The seventeenth blind batch of the held-out study: 29 damage kinds and 5 harmless
// variants, written by a helper that read the fixtures, the study's harness and the
// earlier kinds' names only (no check, no earlier kind's body). Its angle is an
// independent evaluator's fresh mix, spread evenly over four families: (1) facts that
// must agree with each other or with the request (an amount's leading digit, a day's
// digits reversed, an ID's digits sorted, a measure ten times larger, house numbers,
// a time window's start, quantity and unit price swapped); (2) language, script and
// register (a blunt imperative くれ, Kansai dialect, お/ご stripped, ちゃん for 様, a
// laughter marker, mathematical bold letters, Bavarian words); (3) structure (a list
// reversed, a table's header at the bottom, JSON numbers boxed in arrays, every line
// cut after its first sentence, the closing paragraph moved up, a cut at the last
// comma, JSON keys and values swapped, a JSON object split in two); (4) meaning (a
// replacement made a refund, "unchanged" made "changed", on and off reversed, an
// offer made a polite refusal いたしかねます, a cause made a concession, "your" made
// "our", "since" made "until").
// First sight (2026-12-04): 167 of 215 changed answers caught (77.7 %): facts 56 of 59
// (94.9 %), language and register 56 of 69 (81.2 %), structure 47 of 61 (77.0 %),
// meaning 8 of 26 (30.8 %); 0 false alarms on 32 variant answers (no check of any
// severity fired). Missed whole: お/ご stripped 0/6, the closing paragraph moved up
// 0/9, いたしかねます for いたします 0/5, a cause made a concession 0/4, Ihr… made
// unser… 0/5; mostly missed: a bulleted summary's items reversed 2/6, a replacement
// made a refund 1/3, "unchanged" made "changed" 2/4, a time window's start 2/4.
// After the rules they prompted in the session's last half hour (お/ご dropped three
// times, a closing formula before the body, いたしかねます, a cause made a concession,
// Ihr… made unser…, wie gewohnt made ausnahmsweise): 191 of 215 (88.8 %), 0 false
// alarms; held at that floor. Left: a summary's bullets reversed, the closing
// paragraph moved in Japanese and in a procedure, Bavarian and Kansai words, a
// replacement made a refund, a time window's start.

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// ---- helpers ----

var (
	ho17DeAmountOrJSON = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2}`)
	ho17JaAmount       = regexp.MustCompile(`\d[\d,]*(?:円|ユーロ)`)
	ho17JSONBigNum     = regexp.MustCompile(`(:\s*)(\d{3,}(?:\.\d+)?)([,}\]\s])`)
	ho17JaMD           = regexp.MustCompile(`(\d{1,2})月(\d{1,2})日`)
	ho17DeNumDate      = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.\d{4}`)
	ho17ISODate        = regexp.MustCompile(`\d{4}-(\d{2})-(\d{2})`)
	ho17Measure        = regexp.MustCompile(`(^|[^\d.,])(\d+)( ?)(Minuten|Stunden|Wochen|Jahre|Tage|Sekunden|個|箱|秒|分前|週間|メートル|桁|冊|名|枚)`)
	ho17JaChome        = regexp.MustCompile(`(\d+)丁目(\d+)番`)
	ho17DeStreet       = regexp.MustCompile(`(\p{L}+(?:straße|strasse|weg|platz|gasse|allee)) (\d+)\b`)
	ho17JaWindow       = regexp.MustCompile(`(\d{1,2})時〜(\d{1,2})時`)
	ho17DeWindow       = regexp.MustCompile(`\b(zwischen|von|ab) (\d{1,2})( und| bis)? `)
	ho17JSONQtyPrice   = regexp.MustCompile(`("(?:menge|quantity)":\s*)(\d+)(,\s*"(?:einzelpreis|unit_price)":\s*)(\d+)(\.\d+)?`)
	ho17TableQtyPrice  = regexp.MustCompile(`\| (\d+)(箱|個|Stück) \| ([\d,.]+)(円| €) \|`)
	ho17JaBikago       = regexp.MustCompile(`([^\p{Han}]|^)[おご](\p{Han})`)
	ho17JSONStrMember  = regexp.MustCompile(`"([a-z_]+)":\s*"((?:[^"\\]|\\.)*)"`)
	ho17JSONNum        = regexp.MustCompile(`(:\s*)(-?\d+(?:\.\d+)?)([,}\]\s])`)
	ho17DeIhr          = regexp.MustCompile(`\bIhr(e|en|em|er|es)?\b`)
	ho17ListLine       = regexp.MustCompile(`^([-*•・] ?|\d+\. )(.+)$`)
)

func ho17IsJSON(s string) bool { return strings.HasPrefix(strings.TrimSpace(s), "{") }

// ho17BumpLeading adds one to the first digit of a figure (9 becomes 10).
func ho17BumpLeading(fig string) string {
	for i, r := range fig {
		if r >= '0' && r <= '9' {
			return fig[:i] + strconv.Itoa(int(r-'0')+1) + fig[i+1:]
		}
	}
	return fig
}

// ho17ReverseDay reverses a day's two digits when that gives another valid day.
func ho17ReverseDay(day string, month int) (string, bool) {
	if len(day) != 2 || day[0] == day[1] {
		return "", false
	}
	r := string([]byte{day[1], day[0]})
	n, _ := strconv.Atoi(r)
	limit := 30
	if month == 2 {
		limit = 28
	}
	if n < 1 || n > limit {
		return "", false
	}
	return r, true
}

// ho17SortDigitRuns sorts the digits of each run of digits in an ID.
func ho17SortDigitRuns(id string) string {
	rs := []rune(id)
	for i := 0; i < len(rs); {
		if !unicode.IsDigit(rs[i]) {
			i++
			continue
		}
		j := i
		for j < len(rs) && unicode.IsDigit(rs[j]) {
			j++
		}
		slices.Sort(rs[i:j])
		i = j
	}
	return string(rs)
}

// ho17ReverseDigits reverses a house number's digits; a single digit gets a 1 before it.
func ho17ReverseDigits(n string) string {
	if len(n) == 1 {
		return "1" + n
	}
	b := []byte(n)
	slices.Reverse(b)
	return string(b)
}

func ho17MathBold(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'A' && r <= 'Z':
			return 0x1D400 + (r - 'A')
		case r >= 'a' && r <= 'z':
			return 0x1D41A + (r - 'a')
		}
		return r
	}, s)
}

func ho17CountASCIILetters(s string) int {
	n := 0
	for _, r := range s {
		if r < 128 && unicode.IsLetter(r) {
			n++
		}
	}
	return n
}

// ho17TopLevelCommas lists the byte offsets of a JSON object's top-level commas.
func ho17TopLevelCommas(s string) []int {
	var out []int
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
		switch c {
		case '"':
			inStr = true
		case '{', '[':
			depth++
		case '}', ']':
			depth--
		case ',':
			if depth == 1 {
				out = append(out, i)
			}
		}
	}
	return out
}

// heldOutBatch17 is the seventeenth blind batch (see the file comment).
var heldOutBatch17 = []heldOutKind{
	// ---- (1) facts that must agree ----

	// The first amount's leading digit is one higher: 1.249,90 € becomes 2.249,90 €,
	// 33000 becomes 43000, so it no longer agrees with the request or the total.
	{"ho17_amount_leading_digit_plus_one", "raw", func(lang, s string) string {
		if ho17IsJSON(s) {
			if ho17JSONBigNum.MatchString(s) {
				return hoFirstMatch(ho17JSONBigNum, s, func(m []string) string { return m[1] + ho17BumpLeading(m[2]) + m[3] })
			}
		}
		re := ho17DeAmountOrJSON
		if lang == "ja" {
			re = ho17JaAmount
		}
		return hoFirstMatch(re, s, func(m []string) string { return ho17BumpLeading(m[0]) })
	}},
	// The first date whose day reads as another valid day gets its two digits
	// reversed: 12.11.2026 becomes 21.11.2026, 2026-12-01 becomes 2026-12-10.
	{"ho17_date_day_digits_reversed", "first", func(lang, s string) string {
		type cand struct {
			at, end int
			repl    string
		}
		var cs []cand
		for _, m := range ho17JaMD.FindAllStringSubmatchIndex(s, -1) {
			mo, _ := strconv.Atoi(s[m[2]:m[3]])
			if r, ok := ho17ReverseDay(s[m[4]:m[5]], mo); ok {
				r = strings.TrimLeft(r, "0")
				cs = append(cs, cand{m[4], m[5], r})
			}
		}
		for _, m := range ho17DeNumDate.FindAllStringSubmatchIndex(s, -1) {
			mo, _ := strconv.Atoi(s[m[4]:m[5]])
			if r, ok := ho17ReverseDay(s[m[2]:m[3]], mo); ok {
				cs = append(cs, cand{m[2], m[3], r})
			}
		}
		for _, m := range ho17ISODate.FindAllStringSubmatchIndex(s, -1) {
			mo, _ := strconv.Atoi(s[m[2]:m[3]])
			if r, ok := ho17ReverseDay(s[m[4]:m[5]], mo); ok {
				cs = append(cs, cand{m[4], m[5], r})
			}
		}
		if len(cs) == 0 {
			return s
		}
		slices.SortFunc(cs, func(a, b cand) int { return a.at - b.at })
		return s[:cs[0].at] + cs[0].repl + s[cs[0].end:]
	}},
	// The first order, contract or ticket number has the digits of each run sorted
	// (SK-30918 becomes SK-01389), everywhere it occurs.
	{"ho17_id_digits_sorted_ascending", "strings", func(lang, s string) string {
		for _, id := range hoID.FindAllString(s, -1) {
			if nw := ho17SortDigitRuns(id); nw != id {
				return strings.ReplaceAll(s, id, nw)
			}
		}
		return s
	}},
	// The first measure with a unit (minutes, weeks, pieces, metres, people) is ten
	// times larger: 10 Minuten becomes 100 Minuten, 2週間 becomes 20週間.
	{"ho17_measure_number_times_ten", "strings", func(lang, s string) string {
		return hoFirstMatch(ho17Measure, s, func(m []string) string { return m[1] + m[2] + "0" + m[3] + m[4] })
	}},
	// The house number is wrong: its digits reversed (Gießereistraße 14 becomes 41,
	// 12番 becomes 21番), a single digit made 1x, or 丁目 and 番 swapped.
	{"ho17_address_numbers_digits_reversed", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho17JaChome, s, func(m []string) string {
				if len(m[2]) >= 2 && m[2][0] != m[2][1] {
					return m[1] + "丁目" + ho17ReverseDigits(m[2]) + "番"
				}
				if m[1] != m[2] {
					return m[2] + "丁目" + m[1] + "番"
				}
				return m[1] + "丁目" + "1" + m[2] + "番"
			})
		}
		return hoFirstMatch(ho17DeStreet, s, func(m []string) string {
			n := ho17ReverseDigits(m[2])
			if n == m[2] {
				n = "1" + m[2]
			}
			return m[1] + " " + n
		})
	}},
	// A time window starts later than the request says: 14時〜16時 becomes 15時〜16時,
	// zwischen 8 und 12 Uhr becomes zwischen 10 und 12 Uhr.
	{"ho17_time_window_start_moved_later", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho17JaWindow, s, func(m []string) string {
				h, _ := strconv.Atoi(m[1])
				return strconv.Itoa(h+1) + "時〜" + m[2] + "時"
			})
		}
		loc := ho17DeWindow.FindStringSubmatchIndex(s)
		if loc == nil || !strings.Contains(s[loc[1]:min(len(s), loc[1]+12)], "Uhr") && loc[6] < 0 {
			return s
		}
		return hoFirstMatch(ho17DeWindow, s, func(m []string) string {
			h, _ := strconv.Atoi(m[2])
			return m[1] + " " + strconv.Itoa(h+2) + m[3] + " "
		})
	}},
	// A line's quantity and unit price trade places: 4 × 185,00 becomes 185 × 4,00,
	// | 10箱 | 2,480円 | becomes | 2,480箱 | 10円 |.
	{"ho17_quantity_and_unit_price_swapped", "raw", func(lang, s string) string {
		if ho17IsJSON(s) {
			return hoFirstMatch(ho17JSONQtyPrice, s, func(m []string) string {
				frac := m[5]
				return m[1] + m[4] + m[3] + m[2] + frac
			})
		}
		return hoFirstMatch(ho17TableQtyPrice, s, func(m []string) string {
			return "| " + m[3] + m[2] + " | " + m[1] + m[4] + " |"
		})
	}},

	// ---- (2) language, script and register ----

	// Every polite request ください is the blunt imperative くれ (ご確認くれ).
	{"ho17_ja_request_as_blunt_imperative_kure", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return strings.ReplaceAll(s, "ください", "くれ")
	}},
	// The business letter slips into Kansai dialect: おおきに, まへん, や for です.
	{"ho17_ja_kansai_dialect_endings", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return strings.NewReplacer("ありがとうございました", "おおきに", "ありがとうございます", "おおきに",
			"ございません", "おまへん", "ません", "まへん", "です。", "や。", "です（", "や（").Replace(s)
	}},
	// The honorific prefixes お and ご are stripped before kanji (届けする, 注文, 連絡),
	// which leaves humble forms broken and the letter blunt.
	{"ho17_ja_bikago_o_go_stripped", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho17JaBikago.ReplaceAllString(s, "$1$2")
	}},
	// The customer is called ちゃん instead of 様.
	{"ho17_ja_sama_as_chan", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return strings.ReplaceAll(s, "様", "ちゃん")
	}},
	// A sentence from the middle on ends with a laughter marker: （笑） or (lol).
	{"ho17_laughter_marker_in_sentence", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(x string) string {
			t := strings.TrimRight(x, " ")
			if len([]rune(t)) < 12 {
				return x
			}
			if lang == "ja" && strings.HasSuffix(t, "。") {
				return strings.TrimSuffix(t, "。") + "（笑）。" + x[len(t):]
			}
			if lang == "de" && strings.HasSuffix(t, ".") {
				return strings.TrimSuffix(t, ".") + " (lol)." + x[len(t):]
			}
			return x
		})
	}},
	// A sentence from the middle on is written in mathematical bold letters (𝐖𝐢𝐫
	// 𝐬𝐞𝐧𝐝𝐞𝐧), which look styled but are other characters to search and screen readers.
	{"ho17_sentence_math_bold_letters", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(x string) string {
			if ho17CountASCIILetters(x) < 10 {
				return x
			}
			return ho17MathBold(x)
		})
	}},
	// The German answer slips into Bavarian: ned, is, mir, a, ham.
	{"ho17_de_bavarian_dialect_words", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		r := strings.NewReplacer(" nicht ", " ned ", " nicht.", " ned.", " ist ", " is ", "Wir ", "Mir ", " wir ", " mir ",
			" eine ", " a ", " ein ", " a ", " haben ", " ham ", " Sie ", " Se ")
		return r.Replace(s)
	}},

	// ---- (3) structure ----

	// Each run of three or more list items has its items in reverse order, markers
	// kept: step 1 now says what step 10 said.
	{"ho17_list_items_reversed_order", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i := 0; i < len(lines); {
			if !ho17ListLine.MatchString(lines[i]) {
				i++
				continue
			}
			j := i
			for j < len(lines) && ho17ListLine.MatchString(lines[j]) {
				j++
			}
			if j-i >= 3 {
				var markers, bodies []string
				for _, l := range lines[i:j] {
					m := ho17ListLine.FindStringSubmatch(l)
					markers, bodies = append(markers, m[1]), append(bodies, m[2])
				}
				slices.Reverse(bodies)
				for k := range bodies {
					lines[i+k] = markers[k] + bodies[k]
				}
			}
			i = j
		}
		return strings.Join(lines, "\n")
	}},
	// A table's header row and rule come after its data rows, so the first offer is
	// read as the header and the header as a row.
	{"ho17_table_header_moved_to_bottom", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i := 0; i+1 < len(lines); i++ {
			if strings.HasPrefix(lines[i], "|") && strings.HasPrefix(lines[i+1], "|-") {
				j := i + 2
				for j < len(lines) && strings.HasPrefix(lines[j], "|") {
					j++
				}
				if j == i+2 {
					return s
				}
				out := slices.Concat(lines[:i], lines[i+2:j], lines[i:i+2], lines[j:])
				return strings.Join(out, "\n")
			}
		}
		return s
	}},
	// Every JSON number is boxed in a one-element array: "menge": [4].
	{"ho17_json_numbers_boxed_in_arrays", "raw", func(lang, s string) string {
		if !ho17IsJSON(s) {
			return s
		}
		return ho17JSONNum.ReplaceAllString(s, "$1[$2]$3")
	}},
	// Every line keeps only its first sentence: the rest of each paragraph, step or
	// item is lost.
	{"ho17_each_line_cut_after_first_sentence", "strings", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if ss := hoSentences(lang, l); len(ss) > 1 {
				lines[i] = strings.TrimRight(ss[0], " ")
			}
		}
		return strings.Join(lines, "\n")
	}},
	// The last paragraph (closing formula and signature, or the troubleshooting list)
	// comes right after the first one, before the body.
	{"ho17_last_paragraph_moved_after_first", "longest", func(lang, s string) string {
		ps := strings.Split(s, "\n\n")
		if len(ps) < 3 {
			return s
		}
		last := ps[len(ps)-1]
		out := slices.Concat(ps[:1], []string{last}, ps[1:len(ps)-1])
		return strings.Join(out, "\n\n")
	}},
	// The answer stops right after its last comma (、 or ", ") with 30 or more
	// characters after it, mid-sentence.
	{"ho17_cut_at_last_comma", "longest", func(lang, s string) string {
		sep := ", "
		if lang == "ja" {
			sep = "、"
		}
		for i := strings.LastIndex(s, sep); i >= 0; i = strings.LastIndex(s[:i], sep) {
			if len([]rune(s[i+len(sep):])) >= 30 {
				return strings.TrimRight(s[:i+len(sep)], " ")
			}
		}
		return s
	}},
	// Every JSON string member has key and value swapped: {"SK-30918": "contract_id"}.
	{"ho17_json_string_members_key_value_swapped", "raw", func(lang, s string) string {
		if !ho17IsJSON(s) {
			return s
		}
		return ho17JSONStrMember.ReplaceAllString(s, `"$2": "$1"`)
	}},
	// The JSON object is split at its middle member into two objects, one after the
	// other: no longer one JSON document.
	{"ho17_json_object_split_in_two", "raw", func(lang, s string) string {
		if !ho17IsJSON(s) {
			return s
		}
		cs := ho17TopLevelCommas(s)
		if len(cs) == 0 {
			return s
		}
		i := cs[len(cs)/2]
		return s[:i] + "}\n{" + strings.TrimLeft(s[i+1:], " ")
	}},

	// ---- (4) meaning ----

	// The remedy changes: a replacement is now a refund (Erstattung, 返金).
	{"ho17_replacement_made_refund", "strings", func(lang, s string) string {
		if lang == "ja" {
			return strings.ReplaceAll(s, "交換品", "返金")
		}
		return strings.NewReplacer("eine Ersatzlampe", "eine Erstattung des Kaufpreises",
			"ein Austauschgerät", "eine Erstattung des Kaufpreises").Replace(s)
	}},
	// What stays the same is said to change: bleibt unverändert becomes erhöht sich,
	// 変わりません becomes 変わります, 引き続き becomes 新たに.
	{"ho17_unchanged_stated_as_changed", "strings", func(lang, s string) string {
		if lang == "ja" {
			return strings.NewReplacer("は変わりません", "も変わります", "引き続き", "新たに").Replace(s)
		}
		return strings.NewReplacer("bleibt unverändert bei", "erhöht sich auf", "bleibt eingehalten", "wird überschritten",
			"läuft die alte Anlage weiter", "wird die alte Anlage abgeschaltet", "wie gewohnt", "ausnahmsweise").Replace(s)
	}},
	// An instruction is reversed: turn Bluetooth off instead of on, deactivate the plan
	// instead of activating it, end the pairing instead of starting it.
	{"ho17_device_setting_on_off_reversed", "strings", func(lang, s string) string {
		if lang == "ja" {
			return strings.NewReplacer("オンに", "オフに", "開けます", "閉じます").Replace(s)
		}
		return strings.NewReplacer("aktivieren Sie ihn", "deaktivieren Sie ihn", "„Kopplung starten“", "„Kopplung beenden“",
			"Starten Sie den Kopplungsmodus", "Beenden Sie den Kopplungsmodus").Replace(s)
	}},
	// The company's first promise いたします is the polite refusal いたしかねます
	// (お送りいたしかねます: we cannot send it).
	{"ho17_ja_offer_as_itashikaneru_refusal", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for i := 0; ; {
			j := strings.Index(s[i:], "いたします")
			if j < 0 {
				return s
			}
			j += i
			if !strings.HasSuffix(s[:j], "願い") {
				return s[:j] + "いたしかねます" + s[j+len("いたします"):]
			}
			i = j + len("いたします")
		}
	}},
	// A cause is made a concession: weil and da become obwohl, aufgrund becomes trotz,
	// ため becomes にもかかわらず.
	{"ho17_cause_turned_concession", "strings", func(lang, s string) string {
		if lang == "ja" {
			return strings.NewReplacer("なため、", "であるにもかかわらず、", "ため、", "にもかかわらず、").Replace(s)
		}
		return strings.NewReplacer("Weil ", "Obwohl ", " weil ", " obwohl ", ", da ", ", obwohl ", "Aufgrund des ", "Trotz des ").Replace(s)
	}},
	// The customer's things become the company's: Ihre Bestellung becomes unsere
	// Bestellung, Ihre Rechnungsanschrift unsere Rechnungsanschrift.
	{"ho17_de_your_made_our_possessive", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho17DeIhr.ReplaceAllStringFunc(s, func(w string) string { return "unser" + strings.TrimPrefix(w, "Ihr") })
	}},
	// "Since" becomes "until": seit Mittwoch becomes bis Mittwoch, iOS 16以降 becomes
	// iOS 16以前.
	{"ho17_since_made_until", "strings", func(lang, s string) string {
		if lang == "ja" {
			return strings.NewReplacer("以降", "以前", "以後", "以前").Replace(s)
		}
		return strings.NewReplacer(" seit dem ", " bis zum ", " seit ", " bis ").Replace(s)
	}},
}

// ho17HarmlessVariants change serialisation or typography only.
var ho17HarmlessVariants = []hoHarmless{
	// A JSON answer's keys spell their underscores as \u005f: the same keys once parsed.
	{"ho17_json_key_underscores_escaped", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		return ho17JSONStrKey.ReplaceAllStringFunc(c.Golden, func(k string) string {
			return strings.ReplaceAll(k, "_", `\u005f`)
		})
	}},
	// Every non-empty line of a text or Markdown answer ends in one space (no hard
	// break: Markdown needs two).
	{"ho17_single_trailing_space_each_line", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" {
			return c.Golden
		}
		lines := strings.Split(c.Golden, "\n")
		for i, l := range lines {
			if l != "" {
				lines[i] = l + " "
			}
		}
		return strings.Join(lines, "\n")
	}},
	// A Markdown table's rows drop their trailing pipe (GFM renders the same table).
	{"ho17_md_table_trailing_pipe_dropped", func(t *testing.T, lang string, c *Case) string {
		lines := strings.Split(c.Golden, "\n")
		for i, l := range lines {
			if strings.HasPrefix(l, "|") && strings.HasSuffix(l, "|") && len(l) > 1 {
				lines[i] = strings.TrimRight(strings.TrimSuffix(l, "|"), " ")
			}
		}
		return strings.Join(lines, "\n")
	}},
	// Markdown dash bullets are written with asterisks.
	{"ho17_md_dash_bullets_as_asterisks", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "markdown" {
			return c.Golden
		}
		lines := strings.Split(c.Golden, "\n")
		for i, l := range lines {
			if strings.HasPrefix(l, "- ") {
				lines[i] = "* " + l[2:]
			}
		}
		return strings.Join(lines, "\n")
	}},
	// A JSON answer escapes its fullwidth punctuation（）、。「」 as \uXXXX inside strings.
	{"ho17_json_fullwidth_punct_escaped", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		return strings.NewReplacer("（", `\uff08`, "）", `\uff09`, "、", `\u3001`, "。", `\u3002`,
			"「", `\u300c`, "」", `\u300d`).Replace(c.Golden)
	}},
}

var ho17JSONStrKey = regexp.MustCompile(`"[a-z_]+":`)
