package grade

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"
)

// The ninth blind batch of the held-out study: damage kinds and harmless variants
// written after reading only the goldens, the prompts, the harness and the names of
// the earlier kinds, before reading any check (the helper saw 40 lines of batch 8's
// header and the fixtures' check lists). TestHeldOutDamage logs its total as "batch
// 9". At first sight (2026-12-04): 258 of 327 (78.9 %) and 9 false alarms on 70
// variant answers; after the rules it prompted 310 of 327 (94.8 %), 0 false alarms.

var (
	ho9DeNumDate  = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4})`)
	ho9JaDate     = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	ho9DeEuro     = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*),(\d{2})( ?€)`)
	ho9JaYen      = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+|\d+)(万?円)`)
	ho9ID         = `(?:RE-\d{4}-\d{4}|[A-Z]{2,3}-\d{4,5}|\d{2}-\d{4}-[A-Z]{2})`
	ho9DeRef      = regexp.MustCompile(`(?: \((?:Bestellnummer|Angebotsnummer|Nr\.) ` + ho9ID + `\)|,? Bestellnummer ` + ho9ID + `| ` + ho9ID + `)`)
	ho9JaRef      = regexp.MustCompile(`（(?:見積|注文)番号 ?` + ho9ID + `）|番号 ?` + ho9ID + `|請求書` + ho9ID)
	ho9DeTime     = regexp.MustCompile(` (?:um \d{1,2}:\d{2} Uhr|zwischen \d{1,2} und \d{1,2} Uhr|ab \d{1,2} Uhr)`)
	ho9JaTime     = regexp.MustCompile(`の?\d{1,2}時(?:〜\d{1,2}時)?`)
	ho9DePLZ      = regexp.MustCompile(`(^|[^\d])(\d{5})( \p{Lu})`)
	ho9JaZip      = regexp.MustCompile(`〒(\d{3}-\d{4})`)
	ho9Model      = regexp.MustCompile(`(^|[\s「“„(（])([A-Z]{1,2})(\d{1,4})($|[\s」”“)）、。,.:;])`)
	ho9ListLine   = regexp.MustCompile(`^(?:(\d+)\. |- |・)`)
	ho9JaCounter  = regexp.MustCompile(`(\d)(箱|個|名|桁|枚|冊)`)
	ho9JaSama     = regexp.MustCompile(`([\p{Han}\p{Katakana}ー])様`)
	ho9JaParticle = regexp.MustCompile(`([\p{Han}\p{Katakana}ー」）])[はがをの]`)
	ho9DeArticle  = regexp.MustCompile(`(^| )(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer) `)
	ho9DeSalute   = regexp.MustCompile(`(?m)^(Sehr geehrte[r]? (?:Herr|Frau) )(.+),$`)
	ho9JaSalute   = regexp.MustCompile(`(?m)^(.+?)様$`)
	ho9TableRow   = regexp.MustCompile(`(?m)^\| ([^|]+) \| (\d+)(\p{Han}) \| ([\d,]+)円 \| ([\d,]+)円 \|$`)
	ho9JaApprox   = regexp.MustCompile(`約(\d)`)
	ho9DeApprox   = regexp.MustCompile(`kann bis zu ([^;.]+?) dauern|(?:etwa|rund|ca\.) (\d)`)
	ho9DeAbbrev   = map[string]bool{"Dr": true, "Prof": true, "Hd": true, "z": true, "B": true, "Nr": true, "Co": true, "Ltd": true, "ca": true, "inkl": true, "zzgl": true, "bzw": true}
)

var (
	ho9DeWeekdays = []string{"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"}
	ho9JaWeekdays = []string{"日", "月", "火", "水", "木", "金", "土"}
)

// ho9ParseJSON decodes a JSON text keeping its key order, or reports that it is none.
func ho9ParseJSON(s string) (*jsonNode, bool) {
	if !strings.HasPrefix(strings.TrimSpace(s), "{") {
		return nil, false
	}
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	n, err := readNode(dec)
	if err != nil || dec.More() {
		return nil, false
	}
	return n, true
}

func ho9Encode(n *jsonNode) string {
	var b bytes.Buffer
	n.encode(&b, same, false)
	return b.String()
}

// ho9Quote writes s as a JSON string without HTML escapes.
func ho9Quote(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}

// ho9Walk visits every node of a JSON document in document order.
func ho9Walk(n *jsonNode, f func(n *jsonNode)) {
	f(n)
	for _, v := range n.vals {
		ho9Walk(v, f)
	}
	for _, e := range n.elems {
		ho9Walk(e, f)
	}
}

// ho9ReplaceFirst replaces the first match of re in s by what f makes of its submatches.
func ho9ReplaceFirst(re *regexp.Regexp, s string, f func(m []string) string) string {
	loc := re.FindStringSubmatchIndex(s)
	if loc == nil {
		return s
	}
	m := make([]string, len(loc)/2)
	for i := range m {
		if loc[2*i] >= 0 {
			m[i] = s[loc[2*i]:loc[2*i+1]]
		}
	}
	return s[:loc[0]] + f(m) + s[loc[1]:]
}

// ho9FirstPair replaces the first pair (in list order) whose old text occurs in s, once.
func ho9FirstPair(s string, pairs [][2]string, all bool) string {
	for _, p := range pairs {
		if strings.Contains(s, p[0]) {
			if all {
				return strings.ReplaceAll(s, p[0], p[1])
			}
			return strings.Replace(s, p[0], p[1], 1)
		}
	}
	return s
}

func ho9Digits(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

// ho9DeMoney writes cents as a German amount: 123456 → 1.234,56.
func ho9DeMoney(cents int64) string {
	return ho9Group(strconv.FormatInt(cents/100, 10), ".") + fmt.Sprintf(",%02d", cents%100)
}

// ho9Group inserts sep between groups of three digits.
func ho9Group(d, sep string) string {
	var b strings.Builder
	for i, r := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// ho9Sentences splits a line into sentences (each keeps its end and the space after it).
func ho9Sentences(lang, line string) []string {
	var out []string
	start := 0
	rs := []rune(line)
	for i, r := range rs {
		end := false
		if lang == "ja" {
			end = r == '。' && (i+1 >= len(rs) || (rs[i+1] != '」' && rs[i+1] != '）'))
		} else if (r == '.' || r == '!' || r == '?') && i+2 < len(rs) && rs[i+1] == ' ' && unicode.IsUpper(rs[i+2]) {
			w := i
			for w > 0 && unicode.IsLetter(rs[w-1]) {
				w--
			}
			word := string(rs[w:i])
			end = w < i && !ho9DeAbbrev[word] && unicode.IsLower(rs[i-1])
		}
		if end {
			stop := i + 1
			if lang != "ja" {
				stop = i + 2
			}
			out = append(out, string(rs[start:stop]))
			start = stop
		}
	}
	if start < len(rs) {
		out = append(out, string(rs[start:]))
	}
	return out
}

// ho9LongestSentence applies f to the longest sentence of s that f changes.
func ho9LongestSentence(lang, s string, f func(string) string) string {
	lines := strings.Split(s, "\n")
	bi, bj, bl := -1, -1, 0
	for i, line := range lines {
		for j, sen := range ho9Sentences(lang, line) {
			if n := utf8.RuneCountInString(sen); n > bl && f(sen) != sen {
				bi, bj, bl = i, j, n
			}
		}
	}
	if bi < 0 {
		return s
	}
	sens := ho9Sentences(lang, lines[bi])
	sens[bj] = f(sens[bj])
	lines[bi] = strings.Join(sens, "")
	return strings.Join(lines, "\n")
}

// ho9ListRuns finds the runs of consecutive list lines: [first, last] line indexes.
func ho9ListRuns(lines []string) [][2]int {
	var runs [][2]int
	for i := 0; i < len(lines); i++ {
		if !ho9ListLine.MatchString(lines[i]) {
			continue
		}
		j := i
		for j+1 < len(lines) && ho9ListLine.MatchString(lines[j+1]) {
			j++
		}
		runs = append(runs, [2]int{i, j})
		i = j
	}
	return runs
}

// ho9YAML writes an object or array as a YAML block at the indentation ind.
func ho9YAML(b *strings.Builder, n *jsonNode, ind string) {
	scalar := func(v *jsonNode) string {
		if v.str != nil {
			return ho9Quote(*v.str)
		}
		return v.scalar
	}
	switch {
	case n.object:
		for i, k := range n.keys {
			v := n.vals[i]
			if (v.object && len(v.keys) > 0) || (v.array && len(v.elems) > 0) {
				b.WriteString(ind + k + ":\n")
				ho9YAML(b, v, ind+"  ")
				continue
			}
			b.WriteString(ind + k + ": " + scalar(v) + "\n")
		}
	case n.array:
		for _, e := range n.elems {
			if e.object {
				var sub strings.Builder
				ho9YAML(&sub, e, ind+"  ")
				b.WriteString(ind + "- " + strings.TrimPrefix(sub.String(), ind+"  "))
				continue
			}
			b.WriteString(ind + "- " + scalar(e) + "\n")
		}
	}
}

func ho9Camel(k string) string {
	parts := strings.Split(k, "_")
	for i := 1; i < len(parts); i++ {
		if parts[i] != "" {
			parts[i] = strings.ToUpper(parts[i][:1]) + parts[i][1:]
		}
	}
	return strings.Join(parts, "")
}

// ho9FormatLike writes v with as many decimals as the number written as like.
func ho9FormatLike(v float64, like string) string {
	dec := 0
	if i := strings.IndexByte(like, '.'); i >= 0 {
		dec = len(like) - i - 1
	}
	return strconv.FormatFloat(v, 'f', dec, 64)
}

var heldOutBatch9 = []heldOutKind{
	// A weekday the prompt never gave is added to a date, and it is the wrong one (the
	// model "helpfully" names the day and is off by one).
	{"weekday_added_wrong", "first", func(lang, s string) string {
		if lang == "ja" {
			for _, loc := range ho9JaDate.FindAllStringSubmatchIndex(s, -1) {
				rest := s[loc[1]:]
				if strings.HasPrefix(rest, "（") || strings.HasPrefix(rest, "(") || strings.HasSuffix(s[:loc[0]], "和8年") {
					continue
				}
				y := 2026
				if loc[2] >= 0 {
					y, _ = strconv.Atoi(s[loc[2]:loc[3]])
				}
				m, _ := strconv.Atoi(s[loc[4]:loc[5]])
				d, _ := strconv.Atoi(s[loc[6]:loc[7]])
				wd := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC).Weekday()
				return s[:loc[1]] + "（" + ho9JaWeekdays[(wd+1)%7] + "）" + rest
			}
			return s
		}
		for _, loc := range ho9DeNumDate.FindAllStringSubmatchIndex(s, -1) {
			before := s[max(0, loc[0]-14):loc[0]]
			if strings.Contains(before, "tag") || strings.Contains(before, "woch") || strings.HasPrefix(s[loc[1]:], " (") {
				continue
			}
			d, _ := strconv.Atoi(s[loc[2]:loc[3]])
			m, _ := strconv.Atoi(s[loc[4]:loc[5]])
			y, _ := strconv.Atoi(s[loc[6]:loc[7]])
			wd := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC).Weekday()
			return s[:loc[0]] + ho9DeWeekdays[(wd+1)%7] + ", " + s[loc[0]:]
		}
		return s
	}},
	// A person's rank or academic title is raised or lowered (部長 → 副部長, Frau Dr. →
	// Frau Prof. Dr., Prof. Dr. → Dr.): the model misremembers who is who.
	{"title_rank_altered", "strings", func(lang, s string) string {
		if lang == "ja" {
			return strings.NewReplacer("部長", "副部長", "課長", "係長", "Prof. Dr. ", "Dr. ").Replace(s)
		}
		return strings.NewReplacer("Herr Prof. Dr. ", "Herr Dr. ", "Frau Dr. ", "Frau Prof. Dr. ", "Prof. Dr. ", "Dr. ",
			"praxis Dr. ", "praxis Prof. Dr. ", "Herr Oßwald", "Herr Dr. Oßwald", "Herr Strauß", "Herr Dr. Strauß",
			"Herr Groß", "Herr Dr. Groß", "Herr Weiß", "Herr Dr. Weiß").Replace(s)
	}},
	// The middle item of the longest list is left out and the rest renumbered, so the
	// list still looks whole: a step or point silently missing.
	{"middle_item_omitted_renumbered", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		var best [2]int
		found := false
		for _, r := range ho9ListRuns(lines) {
			if r[1]-r[0] >= 2 && (!found || r[1]-r[0] > best[1]-best[0]) {
				best, found = r, true
			}
		}
		if !found {
			return s
		}
		mid := best[0] + (best[1]-best[0]+1)/2
		for i := mid + 1; i <= best[1]; i++ {
			if m := ho9ListLine.FindStringSubmatch(lines[i]); m[1] != "" {
				n, _ := strconv.Atoi(m[1])
				lines[i] = strconv.Itoa(n-1) + ". " + strings.TrimPrefix(lines[i], m[0])
			}
		}
		return strings.Join(append(lines[:mid:mid], lines[mid+1:]...), "\n")
	}},
	// The order, invoice or quotation number the prompt gave is left out of the text
	// (a requested element omitted; the sentence stays grammatical enough).
	{"reference_number_omitted", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho9JaRef.ReplaceAllStringFunc(s, func(m string) string {
				if strings.HasPrefix(m, "請求書") {
					return "請求書"
				}
				return ""
			})
		}
		return ho9DeRef.ReplaceAllString(s, "")
	}},
	// A status word is replaced by its opposite (freigegeben → abgelehnt, 延期 → 前倒し,
	// 確認済み → 未確認): the summary or reply contradicts the source.
	{"status_word_antonym", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho9FirstPair(s, [][2]string{{"延期", "前倒し"}, {"確認済み", "未確認"}, {"確定いたしました", "保留といたしました"},
				{"加算されて", "減額されて"}, {"変わりません", "変わります"}, {"引き続き", "今回から"}, {"確認いたしました", "確認できませんでした"},
				{"オンにして", "オフにして"}, {"無料アプリ", "有料アプリ"}, {"遅れております", "早まっております"}, {"正常", "異常"},
				{"ありがとうございました", "申し訳ございませんでした"}}, false)
		}
		return ho9FirstPair(s, [][2]string{{"freigegeben", "abgelehnt"}, {"freizugeben", "abzulehnen"}, {"ist bestanden", "ist nicht bestanden"},
			{"bleibt eingehalten", "wird überschritten"}, {"bestätigen wir", "stornieren wir"}, {"bleibt unverändert bei", "erhöht sich auf"},
			{"keine Reparatur, sondern ein Austauschgerät", "kein Austauschgerät, sondern eine Reparatur"}, {"verreist", "zu Hause"},
			{"Lieferung erfolgt", "Lieferung entfällt"}, {"das günstigste Angebot", "das teuerste Angebot"}, {"aktivieren Sie", "deaktivieren Sie"},
			{"kostenlos", "kostenpflichtig"}}, false)
	}},
	// An amount is turned into a percentage (36.400,00 € → 36,4 %): absolute and
	// relative figures confused.
	{"amount_as_percentage", "first", func(lang, s string) string {
		pct := func(d, comma string) string {
			d = strings.TrimLeft(d, "0")
			switch {
			case len(d) >= 3 && d[2] != '0':
				return d[:2] + comma + d[2:3]
			case len(d) >= 2:
				return d[:2]
			}
			return d
		}
		if lang == "ja" {
			return ho9ReplaceFirst(ho9JaYen, s, func(m []string) string { return pct(ho9Digits(m[1]), ".") + "%" })
		}
		return ho9ReplaceFirst(ho9DeEuro, s, func(m []string) string { return pct(ho9Digits(m[1]), ",") + " %" })
	}},
	// The unit price of a line with several pieces is given as the line total (4 ×
	// 185,00 → einzelpreis 740.00): unit price and amount confused.
	{"unit_price_as_line_total", "raw", func(lang, s string) string {
		if doc, ok := ho9ParseJSON(s); ok {
			done := false
			ho9Walk(doc, func(n *jsonNode) {
				if done || !n.object {
					return
				}
				qi, pi := -1, -1
				for i, k := range n.keys {
					switch k {
					case "quantity", "menge":
						qi = i
					case "unit_price", "einzelpreis":
						pi = i
					}
				}
				if qi < 0 || pi < 0 {
					return
				}
				q, err1 := strconv.ParseFloat(n.vals[qi].scalar, 64)
				p, err2 := strconv.ParseFloat(n.vals[pi].scalar, 64)
				if err1 != nil || err2 != nil || q <= 1 {
					return
				}
				n.vals[pi].scalar = ho9FormatLike(q*p, n.vals[pi].scalar)
				done = true
			})
			return ho9Encode(doc)
		}
		return ho9ReplaceFirst(ho9TableRow, s, func(m []string) string {
			return "| " + m[1] + " | " + m[2] + m[3] + " | " + m[5] + "円 | " + m[5] + "円 |"
		})
	}},
	// Function words are stripped from the longest sentence (articles in German, case
	// particles in Japanese): telegraphic output of an over-quantized model.
	{"function_words_stripped", "longest", func(lang, s string) string {
		return ho9LongestSentence(lang, s, func(sen string) string {
			// Only a sentence that loses at least three function words: one missing
			// article alone would be a slip, not broken output.
			re := ho9DeArticle
			if lang == "ja" {
				re = ho9JaParticle
			}
			if len(re.FindAllStringIndex(sen, -1)) < 3 {
				return sen
			}
			for {
				nw := re.ReplaceAllString(sen, "$1")
				if nw == sen {
					return sen
				}
				sen = nw
			}
		})
	}},
	// Shipping and arrival (or ordering and delivery) are confused: the date of one
	// event is given as the date of the other.
	{"ship_vs_arrive_confused", "strings", func(lang, s string) string {
		if lang == "ja" {
			return strings.NewReplacer("にお届けする予定", "に発送する予定", "に発送予定", "に到着予定", "に発送いたします", "にお届けいたします",
				"出荷開始日", "納品開始日").Replace(s)
		}
		return strings.NewReplacer("verschiebt sich der Versand", "verschiebt sich die Zustellung", "Wir senden Ihnen am", "Wir stellen Ihnen am",
			"(Edelstahl) bestellt,", "(Edelstahl) erhalten,", "erst am 28.10.2026 geliefert", "erst am 28.10.2026 bestellt",
			"Die Lieferung erfolgt am", "Der Versand erfolgt am").Replace(s)
	}},
	// A digit of a model designation changes (Nordwärme L9 → L8, R450 → R451, K1 →
	// K2): the customer is told about another product.
	{"model_designation_digit_changed", "strings", func(lang, s string) string {
		return ho9ReplaceFirst(ho9Model, s, func(m []string) string {
			d := []byte(m[3])
			if last := d[len(d)-1]; last < '9' {
				d[len(d)-1] = last + 1
			} else {
				d[len(d)-1] = last - 1
			}
			return m[1] + m[2] + string(d) + m[4]
		})
	}},
	// The addressee's name is replaced by a template placeholder ([Nachname], 〇〇様):
	// a template reply sent unfilled.
	{"addressee_placeholder", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho9ReplaceFirst(ho9JaSalute, s, func(m []string) string { return "〇〇 〇〇様" })
		}
		return ho9ReplaceFirst(ho9DeSalute, s, func(m []string) string { return m[1] + "[Nachname]," })
	}},
	// Chatter in the answer's own language wraps the answer ("Gerne! Hier ist …",
	// "承知いたしました。…"), also around JSON that was to stand alone.
	{"native_chatter_wrap", "raw", func(lang, s string) string {
		if lang == "ja" {
			return "承知いたしました。以下のとおり作成しました。\n\n" + s + "\n\n修正が必要な箇所があれば、お気軽にお申し付けください。"
		}
		return "Gerne! Hier ist meine Antwort:\n\n" + s + "\n\nIch hoffe, das hilft Ihnen weiter. Sagen Sie Bescheid, wenn ich noch etwas anpassen soll!"
	}},
	// The answer comes back as a function call in the chat template's tool syntax,
	// as a server with tool parsing misconfigured returns it.
	{"wrapped_in_tool_call", "raw", func(lang, s string) string {
		args := `{"text": ` + ho9Quote(s) + `}`
		if _, ok := ho9ParseJSON(s); ok {
			args = s
		}
		return "<tool_call>\n{\"name\": \"send_response\", \"arguments\": " + args + "}\n</tool_call>"
	}},
	// Small kana are written large (ッ → ツ, ょ → よ): a broken Japanese tokenizer or
	// normalisation, which misspells words and names.
	{"small_kana_enlarged", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return strings.NewReplacer("ッ", "ツ", "ャ", "ヤ", "ュ", "ユ", "ョ", "ヨ", "ァ", "ア", "ィ", "イ", "ゥ", "ウ", "ェ", "エ", "ォ", "オ",
			"っ", "つ", "ゃ", "や", "ゅ", "ゆ", "ょ", "よ").Replace(s)
	}},
	// HTML entities leak into the text (M&uuml;ller, &bdquo;, &#65288;): output of a
	// model fine-tuned on scraped HTML.
	{"html_entities_leaked", "strings", func(lang, s string) string {
		if lang == "ja" {
			return strings.NewReplacer("（", "&#65288;", "）", "&#65289;", "「", "&#12300;", "」", "&#12301;", "〜", "&#12316;", "&", "&amp;").Replace(s)
		}
		return strings.NewReplacer("ä", "&auml;", "ö", "&ouml;", "ü", "&uuml;", "Ä", "&Auml;", "Ö", "&Ouml;", "Ü", "&Uuml;", "ß", "&szlig;",
			"„", "&bdquo;", "“", "&ldquo;", "€", "&euro;", ">", "&gt;").Replace(s)
	}},
	// A person is named by the given name where the surname belongs (Herr Konrad, 恵子様):
	// the name parts confused, too familiar and wrong in a business letter.
	{"given_name_for_surname", "strings", func(lang, s string) string {
		if lang == "ja" {
			return strings.NewReplacer("小林 恵子様", "恵子様", "渡辺 弘様", "弘様", "中島 大輔様", "大輔様", "髙橋 美咲", "美咲",
				"髙橋様", "誠様", "髙橋が", "和也が").Replace(s)
		}
		return strings.NewReplacer("Herr Prof. Dr. Hoffmann", "Herr Prof. Dr. Stefan", "Frau Schäfer", "Frau Lena", "Herr Weiß", "Herr Konrad",
			"Herr Groß", "Herr Jürgen", "Frau Köhler", "Frau Sabine", "Frau Müller", "Frau Hannelore", "Frau Dr. Vogt", "Frau Dr. Anke",
			"Herr Oßwald", "Herr Jens", "Herr Strauß", "Herr Tobias", "Frau Dr. Jäger", "Frau Dr. Annette").Replace(s)
	}},
	// 様 is written さん (customer addressed like a colleague): register slip in a
	// Japanese business message.
	{"honorific_sama_to_san", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho9JaSama.ReplaceAllStringFunc(s, func(m string) string {
			if m == "客様" || m == "皆様" {
				return m
			}
			return strings.TrimSuffix(m, "様") + "さん"
		})
	}},
	// A Japanese counter is replaced by another (10箱 → 10本, 2個 → 2枚, 1名 → 1台):
	// what or how much is counted changes.
	{"ja_counter_swapped", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		swap := map[string]string{"箱": "本", "個": "枚", "名": "台", "桁": "個", "枚": "冊", "冊": "枚"}
		return ho9JaCounter.ReplaceAllStringFunc(s, func(m string) string {
			_, size := utf8.DecodeRuneInString(m)
			return m[:size] + swap[m[size:]]
		})
	}},
	// One sentence of a polite Japanese text ends in slang (です。 → っす！).
	{"ja_ssu_slang", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if strings.Contains(s, "です。") {
			return strings.Replace(s, "です。", "っす！", 1)
		}
		return strings.Replace(s, "ます。", "ますよ〜！", 1)
	}},
	// The city is replaced by a neighbouring one (Ludwigshafen → Mannheim, 相模原 →
	// 海老名): a plausible but wrong place.
	{"city_substituted_nearby", "strings", func(lang, s string) string {
		if lang == "ja" {
			return strings.NewReplacer("大阪府大阪市", "大阪府堺市", "東京都渋谷区", "東京都目黒区", "相模原", "海老名", "München", "Augsburg").Replace(s)
		}
		return strings.NewReplacer("Ludwigshafen am Rhein", "Mannheim", "Dresden", "Leipzig", "Lüneburg", "Uelzen", "Lübeck", "Kiel").Replace(s)
	}},
	// The last two digits of the first postal code are swapped (67059 → 67095,
	// 〒530-0001 → 〒530-0010).
	{"postal_code_digits_swapped", "strings", func(lang, s string) string {
		swap := func(code string) string {
			b := []byte(code)
			n := len(b)
			if b[n-1] == b[n-2] {
				b[n-2], b[n-3] = b[n-3], b[n-2]
			} else {
				b[n-1], b[n-2] = b[n-2], b[n-1]
			}
			return string(b)
		}
		if regexp.MustCompile(`^\d{5}$|^\d{3}-\d{4}$`).MatchString(s) {
			return swap(s)
		}
		if lang == "ja" {
			return ho9ReplaceFirst(ho9JaZip, s, func(m []string) string { return "〒" + swap(m[1]) })
		}
		return ho9ReplaceFirst(ho9DePLZ, s, func(m []string) string { return m[1] + swap(m[2]) + m[3] })
	}},
	// Tax is added to an amount that already was the one to give (×1.19 in German,
	// ×1.1 in Japanese): the model "helpfully" recomputes.
	{"amount_tax_added", "raw", func(lang, s string) string {
		rate := 1.19
		if lang == "ja" {
			rate = 1.1
		}
		if doc, ok := ho9ParseJSON(s); ok {
			done := false
			ho9Walk(doc, func(n *jsonNode) {
				if done || n.object || n.array || n.str != nil {
					return
				}
				if v, err := strconv.ParseFloat(n.scalar, 64); err == nil && v >= 100 {
					n.scalar = ho9FormatLike(math.Round(v*rate*100)/100, n.scalar)
					done = true
				}
			})
			return ho9Encode(doc)
		}
		if lang == "ja" {
			return ho9ReplaceFirst(ho9JaYen, s, func(m []string) string {
				v, _ := strconv.ParseInt(ho9Digits(m[1]), 10, 64)
				return ho9Group(strconv.FormatInt(int64(math.Round(float64(v)*rate)), 10), ",") + m[2]
			})
		}
		return ho9ReplaceFirst(ho9DeEuro, s, func(m []string) string {
			v, _ := strconv.ParseInt(ho9Digits(m[1]+m[2]), 10, 64)
			return ho9DeMoney(int64(math.Round(float64(v)*rate))) + m[3]
		})
	}},
	// The time of day given in the prompt is left out of the first date (um 10:30 Uhr,
	// 14時〜16時, 17時までに → までに).
	{"time_of_day_omitted", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho9ReplaceFirst(ho9JaTime, s, func([]string) string { return "" })
		}
		return ho9ReplaceFirst(ho9DeTime, s, func([]string) string { return "" })
	}},
	// An estimate is stated as exact (約1,400万円 → ちょうど1,400万円, kann bis zu zwei
	// Minuten dauern → dauert genau zwei Minuten, 見込みです → 確約).
	{"approximation_made_exact", "strings", func(lang, s string) string {
		if lang == "ja" {
			s = ho9JaApprox.ReplaceAllString(s, "ちょうど$1")
			return strings.ReplaceAll(s, "お届けできる見込みです", "必ずお届けいたします")
		}
		return ho9DeApprox.ReplaceAllStringFunc(s, func(m string) string {
			g := ho9DeApprox.FindStringSubmatch(m)
			if g[1] != "" {
				return "dauert genau " + g[1]
			}
			return "genau " + g[2]
		})
	}},
	// One detail of an address is dropped (the z. Hd. line, the floor, the building,
	// the street): the delivery goes nowhere or to the wrong door.
	{"address_detail_omitted", "strings", func(lang, s string) string {
		res := []*regexp.Regexp{regexp.MustCompile(`(?m)^z\. Hd\. .*\n`), regexp.MustCompile(`, \d+\. OG`), regexp.MustCompile(`Postfach [\d ]+\d, `),
			regexp.MustCompile(`[ 　]?[\p{Katakana}ー]+(?:タワー|ビル)\d+階`), regexp.MustCompile(`(\d+丁目)\d+番\d+号`),
			regexp.MustCompile(`\p{Lu}\p{Ll}+(?:straße|weg|platz) \d+, `)}
		for _, re := range res {
			if re.MatchString(s) {
				return ho9ReplaceFirst(re, s, func(m []string) string {
					if len(m) > 1 {
						return m[1]
					}
					return ""
				})
			}
		}
		return s
	}},
	// A condition is inverted (Falls die Verbindung nicht klappt → klappt; ご希望の場合は
	// → ご希望でない場合は): the instruction applies in the wrong case.
	{"condition_polarity_flipped", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho9FirstPair(s, [][2]string{{"うまくつながらない場合は", "うまくつながった場合は"}, {"ご希望の場合は", "ご希望でない場合は"},
				{"出ている場合は", "出ていない場合は"}, {"解決しない場合は", "解決した場合は"}, {"ございましたら", "ございませんでしたら"}}, false)
		}
		return ho9FirstPair(s, [][2]string{{"Falls die Verbindung nicht klappt", "Falls die Verbindung klappt"},
			{"Falls Sie den Termin nicht wahrnehmen können", "Falls Sie den Termin wahrnehmen können"},
			{"wenn die 10 Minuten abgelaufen sind", "bevor die 10 Minuten abgelaufen sind"}, {"Hilft das alles nicht", "Hilft das alles"}}, false)
	}},
	// A nested JSON value (an object or list) is emitted as a string holding its JSON,
	// as a tool-call serialiser double-encodes it.
	{"json_nested_value_stringified", "raw", func(lang, s string) string {
		doc, ok := ho9ParseJSON(s)
		if !ok {
			return s
		}
		for i, v := range doc.vals {
			if v.object || v.array {
				str := ho9Encode(v)
				doc.vals[i] = &jsonNode{str: &str}
				return ho9Encode(doc)
			}
		}
		return s
	}},
	// Every snake_case key is written camelCase (order_id → orderId), against the keys
	// the prompt named.
	{"json_keys_camel_cased", "raw", func(lang, s string) string {
		doc, ok := ho9ParseJSON(s)
		if !ok {
			return s
		}
		ho9Walk(doc, func(n *jsonNode) {
			for i, k := range n.keys {
				n.keys[i] = ho9Camel(k)
			}
		})
		return ho9Encode(doc)
	}},
	// A // comment is written into the JSON (invalid JSON), as a model used to JSONC
	// annotates its output.
	{"json_inline_comment", "raw", func(lang, s string) string {
		if _, ok := ho9ParseJSON(s); !ok {
			return s
		}
		c := "// aus der Nachricht übernommen"
		if lang == "ja" {
			c = "// 原文より抽出"
		}
		return strings.Replace(s, `", "`, `", `+c+"\n  \"", 1)
	}},
	// The JSON that was asked for is written as YAML.
	{"json_emitted_as_yaml", "raw", func(lang, s string) string {
		doc, ok := ho9ParseJSON(s)
		if !ok {
			return s
		}
		var b strings.Builder
		ho9YAML(&b, doc, "")
		return strings.TrimSuffix(b.String(), "\n")
	}},
	// JSON numbers are written with the locale's separators, unquoted (185,00 or
	// 33,000): the document no longer parses, or parses to other numbers.
	{"json_number_locale_separators", "raw", func(lang, s string) string {
		doc, ok := ho9ParseJSON(s)
		if !ok {
			return s
		}
		ho9Walk(doc, func(n *jsonNode) {
			if n.object || n.array || n.str != nil || n.scalar == "" || (n.scalar[0] < '0' || n.scalar[0] > '9') {
				return
			}
			if lang == "ja" {
				if !strings.Contains(n.scalar, ".") && len(n.scalar) > 3 {
					n.scalar = ho9Group(n.scalar, ",")
				}
				return
			}
			n.scalar = strings.Replace(n.scalar, ".", ",", 1)
		})
		return ho9Encode(doc)
	}},
	// Contact details nobody gave are added (a phone number, opening hours, an
	// e-mail address): hallucinated facts the customer will act on.
	{"contact_details_invented", "longest", func(lang, s string) string {
		if utf8.RuneCountInString(s) < 80 && !strings.Contains(s, "\n") {
			return s
		}
		if lang == "ja" {
			line := "お急ぎの場合は、フリーダイヤル0120-48-7711（平日9時〜18時）までお電話ください。"
			lines := strings.Split(s, "\n")
			for i, l := range lines {
				if strings.Contains(l, "よろしくお願い") {
					return strings.Join(append(lines[:i:i], append([]string{line}, lines[i:]...)...), "\n")
				}
			}
			return s + "\n" + line
		}
		line := "Sie erreichen uns auch telefonisch unter 0800 4711 230 (Mo–Fr 8–18 Uhr) oder per E-Mail an info@kundendienst24.de."
		if i := strings.Index(s, "\n\nMit freundlichen Grüßen"); i >= 0 {
			return s[:i] + "\n" + line + s[i:]
		}
		return s + "\n" + line
	}},
	// Empty list items run on after the last list (11. 12. 13. …, - - -): the list
	// pattern degenerates at the end of generation.
	{"empty_list_items_runaway", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		runs := ho9ListRuns(lines)
		if len(runs) == 0 {
			return s
		}
		last := runs[len(runs)-1][1]
		m := ho9ListLine.FindStringSubmatch(lines[last])
		var add []string
		for k := 1; k <= 6; k++ {
			if m[1] != "" {
				n, _ := strconv.Atoi(m[1])
				add = append(add, strconv.Itoa(n+k)+".")
			} else {
				add = append(add, strings.TrimSpace(m[0]))
			}
		}
		return strings.Join(append(lines[:last+1:last+1], append(add, lines[last+1:]...)...), "\n")
	}},
	// The last sentence end is repeated thirty times (。。。。, ......): a punctuation
	// loop before the stop token.
	{"terminal_punctuation_flood", "longest", func(lang, s string) string {
		// The last line (or string) that ends a sentence, not an abbreviation.
		lines := strings.Split(s, "\n")
		for i := len(lines) - 1; i >= 0; i-- {
			l := strings.TrimRight(lines[i], " ")
			r, size := utf8.DecodeLastRuneInString(l)
			if !strings.ContainsRune("。.!?！", r) {
				continue
			}
			if r == '.' {
				f := strings.Fields(l)
				if w := strings.TrimSuffix(f[len(f)-1], "."); ho9DeAbbrev[w] || strings.Contains(w, ".") {
					continue
				}
			}
			lines[i] = l[:len(l)-size] + strings.Repeat(string(r), 30)
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// A beautifying prefix is put on the wrong words (お注文, ご問い合わせ, お連絡):
	// plainly wrong Japanese.
	{"ja_bikago_prefix_swapped", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho9FirstPair(s, [][2]string{{"ご注文", "お注文"}, {"お問い合わせ", "ご問い合わせ"}, {"お支払い", "ご支払い"}, {"ご依頼", "お依頼"},
			{"ご迷惑", "お迷惑"}, {"ご連絡", "お連絡"}, {"ご利用", "お利用"}, {"ご確認", "お確認"}, {"お届け", "ご届け"}, {"ご訪問", "お訪問"}}, true)
	}},
}

// ho9Wrap wraps a line at word boundaries so that no line is longer than width runes.
func ho9Wrap(line string, width int) string {
	words := strings.Split(line, " ")
	var out []string
	cur := ""
	for _, w := range words {
		switch {
		case cur == "":
			cur = w
		case utf8.RuneCountInString(cur)+1+utf8.RuneCountInString(w) > width:
			out = append(out, cur)
			cur = w
		default:
			cur += " " + w
		}
	}
	return strings.Join(append(out, cur), "\n")
}

// ho9TextOnly gives a text answer to f; a JSON answer stays as it is.
func ho9TextOnly(c *Case, f func(string) string) string {
	if c.Output.Kind == "json" {
		return c.Golden
	}
	return f(c.Golden)
}

var ho9HarmlessVariants = []hoHarmless{
	{"euro_dash_for_zero_cents", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		re := regexp.MustCompile(`(\d),00( ?€)`)
		return hoStringsOrText(t, c, func(s string) string { return re.ReplaceAllString(s, "$1,–$2") })
	}},
	{"de_date_spaced", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string { return ho9DeNumDate.ReplaceAllString(s, "$1. $2. $3") })
	}},
	{"soft_hyphens_in_compounds", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		sh := "\u00ad"
		return hoStringsOrText(t, c, strings.NewReplacer("Gärkorbreinigungsservice", "Gärkorb"+sh+"reinigungs"+sh+"service",
			"Druckbehälterprüfung", "Druck"+sh+"behälter"+sh+"prüfung", "Sicherheitsgutachten", "Sicherheits"+sh+"gutachten",
			"Schallschutzwände", "Schall"+sh+"schutz"+sh+"wände", "Versichertenkarte", "Versicherten"+sh+"karte",
			"Rücksendeetikett", "Rücksende"+sh+"etikett", "Siebträgermaschine", "Siebträger"+sh+"maschine",
			"Hochspannungstechnik", "Hochspannungs"+sh+"technik", "Schaltschrankzubehör", "Schaltschrank"+sh+"zubehör",
			"Bereitschaftspauschale", "Bereitschafts"+sh+"pauschale", "Verwaltungsgebäude", "Verwaltungs"+sh+"gebäude",
			"Zahnarztpraxis", "Zahnarzt"+sh+"praxis", "Fertigungsablaufs", "Fertigungs"+sh+"ablaufs",
			"Großkundenbetreuung", "Großkunden"+sh+"betreuung", "Vorlauftemperatur", "Vorlauf"+sh+"temperatur").Replace)
	}},
	{"email_hard_wrap_72", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" || c.Output.Kind != "text" {
			return c.Golden
		}
		lines := strings.Split(c.Golden, "\n")
		for i, l := range lines {
			if utf8.RuneCountInString(l) > 72 {
				lines[i] = ho9Wrap(l, 72)
			}
		}
		return strings.Join(lines, "\n")
	}},
	{"sentence_per_line", func(t *testing.T, lang string, c *Case) string {
		return ho9TextOnly(c, func(s string) string {
			lines := strings.Split(s, "\n")
			for i, l := range lines {
				if ho9ListLine.MatchString(l) || strings.HasPrefix(l, "|") {
					continue
				}
				sens := ho9Sentences(lang, l)
				for j := range sens {
					sens[j] = strings.TrimRight(sens[j], " ")
				}
				lines[i] = strings.Join(sens, "\n")
			}
			return strings.Join(lines, "\n")
		})
	}},
	{"ja_corner_to_curly_quotes", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, strings.NewReplacer("「", "“", "」", "”").Replace)
	}},
	{"json_decimals_extra_zero", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		doc := parseJSONNode(t, c.Golden)
		ho9Walk(doc, func(n *jsonNode) {
			if n.str == nil && strings.Contains(n.scalar, ".") {
				n.scalar += "0"
			}
		})
		return ho9Encode(doc)
	}},
	{"json_uppercase_unicode_escapes", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		return regexp.MustCompile(`\\u[0-9a-f]{4}`).ReplaceAllStringFunc(asciiEscaped(c.Golden), func(m string) string {
			return `\u` + strings.ToUpper(m[2:])
		})
	}},
	{"json_arrays_one_item_per_line", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		doc := parseJSONNode(t, c.Golden)
		var b strings.Builder
		b.WriteString("{\n")
		for i, k := range doc.keys {
			v := doc.vals[i]
			b.WriteString("  " + ho9Quote(k) + ": ")
			if v.array && len(v.elems) > 0 {
				b.WriteString("[\n")
				for j, e := range v.elems {
					b.WriteString("    " + ho9Encode(e))
					if j < len(v.elems)-1 {
						b.WriteString(",")
					}
					b.WriteString("\n")
				}
				b.WriteString("  ]")
			} else {
				b.WriteString(ho9Encode(v))
			}
			if i < len(doc.keys)-1 {
				b.WriteString(",")
			}
			b.WriteString("\n")
		}
		b.WriteString("}")
		return b.String()
	}},
	{"unicode_hyphen_in_codes", func(t *testing.T, lang string, c *Case) string {
		re := regexp.MustCompile(ho9ID + `|\d{2,4}-\d{2,4}-\d{3,4}`)
		return ho9TextOnly(c, func(s string) string {
			return re.ReplaceAllStringFunc(s, func(m string) string { return strings.ReplaceAll(m, "-", "\u2011") })
		})
	}},
	{"table_separator_spaced", func(t *testing.T, lang string, c *Case) string {
		return ho9TextOnly(c, func(s string) string {
			return regexp.MustCompile(`(?m)^\|(?:---\|)+$`).ReplaceAllStringFunc(s, func(m string) string {
				return "|" + strings.Repeat(" --- |", strings.Count(m, "---"))
			})
		})
	}},
	{"lead_in_as_heading", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "markdown" {
			return c.Golden
		}
		lines := strings.SplitN(c.Golden, "\n", 3)
		if len(lines) < 3 || lines[1] != "" || ho9ListLine.MatchString(lines[0]) || strings.HasPrefix(lines[0], "|") {
			return c.Golden
		}
		return "## " + c.Golden
	}},
	{"ja_paragraph_indent", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return ho9TextOnly(c, func(s string) string {
			lines := strings.Split(s, "\n")
			for i, l := range lines {
				if strings.HasSuffix(l, "。") && !ho9ListLine.MatchString(l) {
					lines[i] = "\u3000" + l
				}
			}
			return strings.Join(lines, "\n")
		})
	}},
}
