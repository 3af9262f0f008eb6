package grade

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/width"
)

// The seventh blind batch of the held-out study: damage kinds and harmless variants
// written after reading only the goldens, the prompts, the study harness and the names
// of the earlier kinds, before reading any check. The kinds are modelled on what broken
// inference does to ja/de text: detokenizer and tokenizer artefacts, stop tokens and
// chat templates misconfigured, repetition penalties and temperatures out of range, and
// the numeric drift of a quantized model. TestHeldOutDamage measures them with the
// others and logs their total as "batch 7".
//
// Measured at first sight (no check changed for them): 386 of 480 damaged answers
// caught (80.4 %) by 40 kinds, and 3 false alarms on 100 new harmless variants. The
// very first run was 388 of 483; two kinds were then fixed where they did not do what
// they describe (register_drift_last_paragraph turned the "Sie" of "she" in a summary
// into du; sentence_switched_english replaced lines that are no sentence: a JSON
// product name, an address line, a table row). Misses were again whole kinds:
// subword spaces 4/21, line break in a word 7/23, rare word 3/20, kanji lookalike 4/10,
// misplaced hyphen 1/11. (Measured while the checks that batch 6 prompted were being
// written, some of them already in: a first sight of the batch, not of the checks
// before batch 6.) After the checks they prompted in turn (well_formed: a word of the
// case broken by a space, hyphen or line break, tokenizer pieces, no space after
// German punctuation, a noun dropped before an article, one kanji or umlaut changed
// in a sentence otherwise the golden's; plain imperatives in ja_politeness; JSON keys
// with blanks before their colons): 456 of 480 (95.0 %), 0 false alarms.

// ho7JSON is a JSON value with its object keys in order and its numbers as written.
type ho7JSON struct {
	kind byte // '{' an object, '[' an array, 's' a string, 'n' a number or literal
	keys []string
	vals []*ho7JSON
	str  string
	lit  string
}

// ho7Parse reads a JSON object; nil if s is not one.
func ho7Parse(s string) *ho7JSON {
	t := strings.TrimSpace(s)
	if !strings.HasPrefix(t, "{") || !json.Valid([]byte(t)) {
		return nil
	}
	dec := json.NewDecoder(strings.NewReader(t))
	dec.UseNumber()
	n, err := ho7Read(dec)
	if err != nil {
		return nil
	}
	return n
}

func ho7Read(dec *json.Decoder) (*ho7JSON, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch v := tok.(type) {
	case json.Delim:
		n := &ho7JSON{kind: byte(v)}
		for dec.More() {
			if v == '{' {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				n.keys = append(n.keys, kt.(string))
			}
			e, err := ho7Read(dec)
			if err != nil {
				return nil, err
			}
			n.vals = append(n.vals, e)
		}
		if _, err := dec.Token(); err != nil {
			return nil, err
		}
		return n, nil
	case string:
		return &ho7JSON{kind: 's', str: v}, nil
	case json.Number:
		return &ho7JSON{kind: 'n', lit: v.String()}, nil
	case bool:
		return &ho7JSON{kind: 'n', lit: strconv.FormatBool(v)}, nil
	default:
		return &ho7JSON{kind: 'n', lit: "null"}, nil
	}
}

// ho7Style is how a JSON value is written. The zero style with colon ": " and comma
// ", " is the goldens' own.
type ho7Style struct {
	colon, comma    string
	indent, newline string // a pretty-printed document; "" writes one line
	quote           func(string) string
	literal         func(string) string
	reverse         bool // object members in reverse order
}

var ho7Golden = ho7Style{colon: ": ", comma: ", "}

// ho7Quote writes a JSON string as encoding/json does, without HTML escapes.
func ho7Quote(s string) string {
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	_ = e.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}

func (n *ho7JSON) write(b *strings.Builder, st ho7Style, depth int) {
	quote := st.quote
	if quote == nil {
		quote = ho7Quote
	}
	switch n.kind {
	case 's':
		b.WriteString(quote(n.str))
		return
	case 'n':
		if st.literal != nil {
			b.WriteString(st.literal(n.lit))
		} else {
			b.WriteString(n.lit)
		}
		return
	}
	open, closing := "{", "}"
	if n.kind == '[' {
		open, closing = "[", "]"
	}
	b.WriteString(open)
	if len(n.vals) == 0 {
		b.WriteString(closing)
		return
	}
	order := make([]int, len(n.vals))
	for i := range order {
		order[i] = i
	}
	if st.reverse && n.kind == '{' {
		slices.Reverse(order)
	}
	pad := func(d int) string {
		if st.indent == "" {
			return ""
		}
		return st.newline + strings.Repeat(st.indent, d)
	}
	for k, i := range order {
		if k > 0 {
			if st.indent == "" {
				b.WriteString(st.comma)
			} else {
				b.WriteString(",")
			}
		}
		b.WriteString(pad(depth + 1))
		if n.kind == '{' {
			b.WriteString(quote(n.keys[i]))
			b.WriteString(st.colon)
		}
		n.vals[i].write(b, st, depth+1)
	}
	b.WriteString(pad(depth))
	b.WriteString(closing)
}

func (n *ho7JSON) String(st ho7Style) string {
	var b strings.Builder
	n.write(&b, st, 0)
	return b.String()
}

// ho7WalkJSON visits every value, parents first, until f returns false.
func ho7WalkJSON(n *ho7JSON, f func(*ho7JSON) bool) bool {
	if !f(n) {
		return false
	}
	for _, e := range n.vals {
		if !ho7WalkJSON(e, f) {
			return false
		}
	}
	return true
}

// ho7Trail splits a sentence into its text and the spaces after it.
func ho7Trail(sen string) (string, string) {
	t := strings.TrimRight(sen, " ")
	return t, sen[len(t):]
}

// ho7Marker is the list marker a line starts with.
var ho7Marker = regexp.MustCompile(`^(?:\d+\. |- |・|\* |• )`)

// ho7ByteLevel writes s as a byte-level BPE vocabulary spells it when its byte decoder
// is missing (GPT-2's bytes_to_unicode): a space is Ġ, a newline Ċ, ü is Ã¼.
func ho7ByteLevel(s string) string {
	var table [256]rune
	n := 0
	for b := range 256 {
		if (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE && b <= 0xFF) {
			table[b] = rune(b)
		} else {
			table[b] = rune(256 + n)
			n++
		}
	}
	var out strings.Builder
	for _, c := range []byte(s) {
		out.WriteRune(table[c])
	}
	return out.String()
}

// ho7Mojibake is s's UTF-8 read as the legacy code page a misconfigured client uses:
// Windows-1252 for German (Müller → MÃ¼ller), Shift_JIS for Japanese (確認 → 遒ｺ隱).
func ho7Mojibake(lang, s string) string {
	var out string
	var err error
	if lang == "ja" {
		out, err = japanese.ShiftJIS.NewDecoder().String(s)
	} else {
		out, err = charmap.Windows1252.NewDecoder().String(s)
	}
	if err != nil {
		return latin1Mojibake(s)
	}
	return out
}

// ho7Kanji writes n in kanji numerals (3850 → 三千八百五十).
func ho7Kanji(n int64) string {
	if n == 0 {
		return "〇"
	}
	digits := []string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"}
	group := func(g int64) string {
		var b strings.Builder
		for i, u := range []string{"千", "百", "十", ""} {
			p := int64(math.Pow10(3 - i))
			d := g / p % 10
			if d == 0 {
				continue
			}
			if d > 1 || u == "" {
				b.WriteString(digits[d])
			}
			b.WriteString(u)
		}
		return b.String()
	}
	var b strings.Builder
	for _, u := range []struct {
		s string
		v int64
	}{{"億", 100000000}, {"万", 10000}, {"", 1}} {
		if g := n / u.v % 10000; g > 0 {
			b.WriteString(group(g) + u.s)
		}
	}
	return b.String()
}

// ho7JaHomophones are names (and one shop word) with a kanji replaced by another of the
// same reading: what a sampler at too high a temperature picks among near-equal tokens.
var ho7JaHomophones = [][2]string{
	{"恵子", "慶子"}, {"弘", "博"}, {"大輔", "大介"}, {"松本", "松元"}, {"中島", "中嶋"}, {"髙橋", "高箸"},
	{"石井", "石居"}, {"西村", "西邑"}, {"岡田", "丘田"}, {"佐藤", "佐東"}, {"美咲", "美崎"}, {"寝具店", "寝具点"},
	{"和也", "和哉"}, {"松田", "松多"}, {"小西", "小錫"}, {"森課長", "守課長"},
}

// ho7Casual puts one German paragraph into the du register, grammatically.
var ho7Casual = []struct {
	re  *regexp.Regexp
	out string
}{
	{regexp.MustCompile(`\b(\p{L}+)en Sie sich\b`), "${1}e dich"},
	{regexp.MustCompile(`\b(bitten|für|an|um) Sie\b`), "$1 dich"},
	{regexp.MustCompile(`\b(Bitte |bitte )?(\p{Lu}?\p{Ll}+)en Sie\b`), "$1${2}e"},
	{regexp.MustCompile(`\b(Falls|Wenn|dass|ob|wie) Sie\b`), "$1 du"},
	{regexp.MustCompile(`\bSie\b`), "du"},
	{regexp.MustCompile(`\bIhnen\b`), "dir"},
	{regexp.MustCompile(`\bIhr(e|en|em|er|es)?\b`), "dein$1"},
}

// ho7JaPlain puts Japanese keigo into the plain register.
var ho7JaPlain = strings.NewReplacer(
	"くださいますようお願いいたします。", "ほしい。", "ございましたら", "あったら", "ございます。", "ある。",
	"いたしました。", "した。", "いたします。", "する。", "しました。", "した。", "します。", "する。",
	"ております。", "ている。", "ています。", "ている。", "ります。", "る。", "きます。", "く。", "ちます。", "つ。",
	"ません。", "ない。", "でした。", "だった。", "です。", "だ。", "ください。", "くれ。", "ます。", "る。",
	"お気軽に", "気軽に", "ご返信", "返信", "お問い合わせ", "問い合わせ")

// ho7English writes Japanese dates, hours and amounts as an English sentence does.
var ho7English = func() *strings.Replacer {
	var pairs []string
	months := []string{"", "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
	for m := 12; m >= 1; m-- {
		for d := 31; d >= 1; d-- {
			pairs = append(pairs, fmt.Sprintf("2026年%d月%d日", m, d), fmt.Sprintf("%s %d, 2026", months[m], d),
				fmt.Sprintf("%d月%d日", m, d), fmt.Sprintf("%s %d", months[m], d))
		}
	}
	for h := 23; h >= 0; h-- {
		pairs = append(pairs, fmt.Sprintf("%d時", h), fmt.Sprintf("%d:00", h))
	}
	return strings.NewReplacer(append(pairs, "円", " yen", "ユーロ", " euros")...)
}()

// ho7ToEnglish writes a Japanese sentence's dates, hours and amounts as English does
// (10月21日 → October 21, 1,400万円 → 14,000,000 yen).
func ho7ToEnglish(s string) string {
	s = regexp.MustCompile(`(\d[\d,]*)万円`).ReplaceAllStringFunc(s, func(m string) string {
		n, _ := strconv.ParseInt(strings.ReplaceAll(strings.TrimSuffix(m, "万円"), ",", ""), 10, 64)
		return ho5JaGroup(n*10000) + "円"
	})
	return ho7English.Replace(s)
}

var (
	ho7Number   = regexp.MustCompile(`\d(?:[\d.,]*\d)?`)
	ho7LongWord = regexp.MustCompile(`\p{L}{11,}`)
	ho7JaCount  = regexp.MustCompile(`(\d[\d,]*)(円|ユーロ|名|個|箱|分|桁|台|枚|冊|件|社|階|時間|日間|週間)`)
)

// ho7Script is 1 for a kanji, 2 for hiragana, 3 for katakana, 0 for anything else.
func ho7Script(r rune) int {
	switch {
	case unicode.Is(unicode.Han, r):
		return 1
	case unicode.Is(unicode.Hiragana, r):
		return 2
	case unicode.Is(unicode.Katakana, r) || r == 'ー':
		return 3
	}
	return 0
}

// ho7LastBodyLine applies f to the last line of the body that f changes: the lines
// before a German closing formula, or a Japanese line with a sentence end that is not
// the closing formula.
func ho7LastBodyLine(lang, s string, f func(string) string) string {
	lines := strings.Split(s, "\n")
	end := len(lines)
	if lang == "de" {
		for i, l := range lines {
			if strings.HasPrefix(l, "Mit freundlichen Grüßen") {
				end = i
				break
			}
		}
	}
	for i := end - 1; i >= 0; i-- {
		l := lines[i]
		if lang == "de" && strings.HasPrefix(l, "Sehr geehrt") {
			continue
		}
		if lang == "ja" && (!strings.Contains(l, "。") || strings.Contains(l, "よろしくお願い")) {
			continue
		}
		if nw := f(l); nw != l {
			lines[i] = nw
			return strings.Join(lines, "\n")
		}
	}
	return s
}

// ho7MiddleWord applies f to the first match of re, from the middle sentence of the
// text on, that f changes.
func ho7MiddleWord(lang, s string, re *regexp.Regexp, f func(string) string) string {
	return hoMiddleSentence(lang, s, func(sen string) string {
		return hoFirstMatch(re, sen, func(m []string) string { return f(m[0]) })
	})
}

// ho7TableRows finds a Markdown table: the line indexes of its data rows.
func ho7TableRows(lines []string) []int {
	var rows []int
	for i, l := range lines {
		if strings.HasPrefix(l, "|") && i >= 2 && strings.HasPrefix(lines[i-1], "|") &&
			(strings.HasPrefix(lines[i-1], "|-") || strings.HasPrefix(lines[i-1], "|:") || slices.Contains(rows, i-1)) {
			rows = append(rows, i)
		}
	}
	return rows
}

func ho7Cells(row string) []string {
	return strings.Split(strings.Trim(row, "|"), "|")
}

// heldOutBatch7 is the seventh blind batch.
var heldOutBatch7 = []heldOutKind{
	// A detokenizer that writes a space at every subword boundary: German long words
	// split in the middle (Versichertenkarte → Versicher tenkarte), Japanese written
	// with a space at every change of script (本体を硬く → 本体 を 硬 く).
	{"subword_spaces", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			if lang == "ja" {
				rs := []rune(sen)
				var b strings.Builder
				n := 0
				for i, r := range rs {
					if i > 0 && ho7Script(r) != 0 && ho7Script(rs[i-1]) != 0 && ho7Script(r) != ho7Script(rs[i-1]) {
						b.WriteRune(' ')
						n++
					}
					b.WriteRune(r)
				}
				if n < 3 {
					return sen
				}
				return b.String()
			}
			return ho7LongWord.ReplaceAllStringFunc(sen, func(w string) string {
				rs := []rune(w)
				return string(rs[:len(rs)/2]) + " " + string(rs[len(rs)/2:])
			})
		})
	}},
	// Mojibake in only two words: the client decoded some chunks with a legacy code
	// page (Müller → MÃ¼ller, お届け → 縺雁ｱ翫￠).
	{"mojibake_two_words", "strings", func(lang, s string) string {
		re := regexp.MustCompile(`[\p{L}]*[^\x00-\x7f][\p{L}]*`)
		if lang == "ja" {
			re = regexp.MustCompile(`\p{Han}{2,}`)
		}
		n := 0
		return re.ReplaceAllStringFunc(s, func(w string) string {
			if n >= 2 || !unicode.IsLetter([]rune(w)[0]) {
				return w
			}
			n++
			return ho7Mojibake(lang, w)
		})
	}},
	// Byte-fallback tokens printed instead of decoded: one character of the middle
	// sentence as <0xE7><0xA2><0xBA> (確 in 確認), ü as <0xC3><0xBC>.
	{"byte_fallback_tokens", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			rs := []rune(sen)
			for i := len(rs) / 2; i < len(rs)+len(rs)/2; i++ {
				r := rs[i%len(rs)]
				if r > 0x7f && unicode.IsLetter(r) {
					var b strings.Builder
					for _, c := range []byte(string(r)) {
						fmt.Fprintf(&b, "<0x%02X>", c)
					}
					return string(rs[:i%len(rs)]) + b.String() + string(rs[i%len(rs)+1:])
				}
			}
			return sen
		})
	}},
	// German: the detokenizer drops the space after every comma and full stop
	// (Nachricht,und es tut uns leid,dass …).
	{"no_space_after_punct", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return regexp.MustCompile(`([,.;:!?]) (\p{L})`).ReplaceAllString(s, "$1$2")
	}},
	// A line break in the middle of a word of the middle sentence (Versicher\ntenkarte,
	// 確\n認).
	{"linebreak_mid_word", "longest", func(lang, s string) string {
		re := regexp.MustCompile(`\p{L}{8,}`)
		if lang == "ja" {
			re = regexp.MustCompile(`\p{Han}{2,}`)
		}
		return ho7MiddleWord(lang, s, re, func(w string) string {
			rs := []rune(w)
			return string(rs[:len(rs)/2]) + "\n" + string(rs[len(rs)/2:])
		})
	}},
	// A byte-level BPE vocabulary without its byte decoder: the middle sentence as the
	// tokens spell it (BitteĠbringenĠSie…, æĸ°ãģĹãģĦ…).
	{"bytelevel_bpe_leak", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			t, trail := ho7Trail(sen)
			if utf8.RuneCountInString(t) < 12 {
				return sen
			}
			return ho7ByteLevel(t) + trail
		})
	}},
	// A stop token that ends the answer right after a number in its second half
	// (… bleibt unverändert bei 1.850,00, お支払い期限は2026).
	{"stop_after_number", "raw", func(lang, s string) string {
		for _, loc := range ho7Number.FindAllStringIndex(s, -1) {
			if loc[0] >= len(s)/2 && loc[1] < len(strings.TrimRight(s, " \n。.")) {
				return s[:loc[1]]
			}
		}
		return s
	}},
	// JSON: the stop token ends the document inside its longest string value.
	{"stop_inside_json_string", "raw", func(lang, s string) string {
		if ho7Parse(s) == nil {
			return s
		}
		best := []int(nil)
		for _, loc := range regexp.MustCompile(`"(?:[^"\\]|\\.)*"`).FindAllStringIndex(s, -1) {
			if best == nil || loc[1]-loc[0] > best[1]-best[0] {
				best = loc
			}
		}
		if best == nil || best[1]-best[0] < 8 {
			return s
		}
		rs := []rune(s[best[0]:best[1]])
		return s[:best[0]] + string(rs[:len(rs)/2])
	}},
	// A chat template's turn tokens in the middle of the answer, after its first
	// paragraph (or its first sentence): the model ended its turn and began another.
	{"template_turn_midtext", "longest", func(lang, s string) string {
		const turn = "<|im_end|>\n<|im_start|>assistant\n"
		if i := strings.Index(s, "\n\n"); i >= 0 && i < len(s)-2 {
			return s[:i+2] + turn + s[i+2:]
		}
		split, refs := hoAllSentences(lang, s)
		if len(refs) < 2 {
			return s
		}
		r := refs[0]
		t, _ := ho7Trail(split[r.line][r.idx])
		split[r.line][r.idx] = t + turn
		return hoJoin(split)
	}},
	// The answer starts over after its end and is cut off: its beginning up to the
	// first full sentence said again (a JSON document begun again).
	{"answer_restarts", "raw", func(lang, s string) string {
		if ho7Parse(s) != nil {
			rs := []rune(s)
			return s + "\n" + string(rs[:len(rs)/3])
		}
		// the prefix of s up to the end of its first sentence of 15 runes or more
		off := 0
		for _, line := range strings.Split(s, "\n") {
			at := off
			for _, sen := range hoSentences(lang, line) {
				t, _ := ho7Trail(sen)
				if utf8.RuneCountInString(t) >= 15 {
					return strings.TrimRight(s, "\n") + "\n\n" + s[:at+len(t)]
				}
				at += len(sen)
			}
			off += len(line) + 1
		}
		return s
	}},
	// A repetition penalty too strong: the second mention of an id, an amount or a name
	// written differently from the first (13.975,00 € → 13.957,00 €, Frau Köhler → Frau
	// Kohler, 髙橋様 → 高橋様).
	{"second_mention_altered", "raw", func(lang, s string) string {
		res := []*regexp.Regexp{hoID, ho5Money(lang), regexp.MustCompile(`(?:Herrn?|Frau|Dr\.) \p{Lu}[\p{Ll}ß]+`),
			regexp.MustCompile(`\p{Han}{1,2}(?:様|部長|課長)`), regexp.MustCompile(`[\p{Katakana}ー]{4,}`)}
		alter := func(tok string) string {
			rs := []rune(tok)
			for i := len(rs) - 1; i > 0; i-- {
				if unicode.IsDigit(rs[i]) && unicode.IsDigit(rs[i-1]) && rs[i] != rs[i-1] {
					rs[i], rs[i-1] = rs[i-1], rs[i]
					return string(rs)
				}
			}
			if strings.ContainsFunc(tok, unicode.IsDigit) {
				return tok
			}
			if unicode.Is(unicode.Han, rs[0]) {
				if strings.HasPrefix(tok, "髙") {
					return "高" + string(rs[1:])
				}
				for _, p := range ho7JaHomophones {
					if strings.HasPrefix(tok, p[0]) {
						return p[1] + strings.TrimPrefix(tok, p[0])
					}
				}
				return tok
			}
			if unicode.Is(unicode.Katakana, rs[0]) {
				return string(slices.Delete(rs, 1, 2))
			}
			if out := strings.NewReplacer("ä", "a", "ö", "o", "ü", "u", "ß", "s").Replace(tok); out != tok {
				return out
			}
			return tok[:len(tok)-1]
		}
		type hit struct{ at, end int }
		best := hit{-1, -1}
		for _, re := range res {
			seen := map[string]bool{}
			for _, loc := range re.FindAllStringIndex(s, -1) {
				tok := s[loc[0]:loc[1]]
				if seen[tok] && alter(tok) != tok {
					if best.at < 0 || loc[0] < best.at {
						best = hit{loc[0], loc[1]}
					}
					break
				}
				seen[tok] = true
			}
		}
		if best.at < 0 {
			return s
		}
		return s[:best.at] + alter(s[best.at:best.end]) + s[best.end:]
	}},
	// A repetition penalty too weak: the end of the middle sentence looped three times
	// before the sentence closes (… Ihre Versichertenkarte mit Ihre Versichertenkarte mit
	// Ihre Versichertenkarte mit.).
	{"mid_phrase_loop", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			t, trail := ho7Trail(sen)
			end := ""
			if r, _ := utf8.DecodeLastRuneInString(t); strings.ContainsRune("。.!?！？", r) {
				end = string(r)
				t = strings.TrimSuffix(t, end)
			}
			if lang == "ja" {
				rs := []rune(t)
				if len(rs) < 12 {
					return sen
				}
				tail := string(rs[len(rs)-6:])
				return t + tail + tail + tail + end + trail
			}
			ws := strings.Fields(t)
			if len(ws) < 5 {
				return sen
			}
			tail := " " + strings.Join(ws[len(ws)-3:], " ")
			return t + tail + tail + tail + end + trail
		})
	}},
	// A temperature too high: one rare, unrelated word in the middle sentence
	// (Bitte bringen Sie Quittengelee Ihre …, 本体を蜃気楼硬く…).
	{"rare_word_inserted", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			if lang == "ja" {
				rs := []rune(sen)
				if len(rs) < 12 {
					return sen
				}
				for i := len(rs) / 2; i < len(rs)-1; i++ {
					if strings.ContainsRune("をにがはでと", rs[i]) {
						return string(rs[:i+1]) + "蜃気楼" + string(rs[i+1:])
					}
				}
				return sen
			}
			ws := strings.SplitAfter(sen, " ")
			if len(ws) < 5 {
				return sen
			}
			return strings.Join(ws[:3], "") + "Quittengelee " + strings.Join(ws[3:], "")
		})
	}},
	// A digit in the middle of the first amount replaced (3.912,50 € → 3.942,50 €,
	// 38,500円 → 38,800円, JSON 1034.11 → 1064.11).
	{"amount_middle_digit", "raw", func(lang, s string) string {
		bump := func(num string) string {
			var at []int
			for i, c := range num {
				if c >= '0' && c <= '9' {
					at = append(at, i)
				}
			}
			i := at[(len(at)-1)/2]
			if i == at[0] && len(at) > 1 {
				i = at[1]
			}
			return num[:i] + string(rune('0'+(num[i]-'0'+3)%10)) + num[i+1:]
		}
		if doc := ho7Parse(s); doc != nil {
			done := false
			ho7WalkJSON(doc, func(n *ho7JSON) bool {
				if f, err := strconv.ParseFloat(n.lit, 64); err == nil && n.kind == 'n' && f >= 100 {
					n.lit = bump(n.lit)
					done = true
					return false
				}
				return true
			})
			if !done {
				return s
			}
			return doc.String(ho7Golden)
		}
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`\d{1,3}(?:,\d{3})+`), s, func(m []string) string { return bump(m[0]) })
		}
		return hoFirstMatch(hoDeAmount, s, func(m []string) string { return bump(m[0]) })
	}},
	// Japanese: a name's kanji replaced by another of the same reading (小林 恵子様 → 小林
	// 慶子様, 髙橋 → 高箸, ハルカゼ寝具店 → ハルカゼ寝具点).
	{"kanji_homophone", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		best, at := -1, len(s)
		for i, p := range ho7JaHomophones {
			if k := strings.Index(s, p[0]); k >= 0 && k < at {
				best, at = i, k
			}
		}
		if best < 0 {
			return s
		}
		p := ho7JaHomophones[best]
		return s[:at] + p[1] + s[at+len(p[0]):]
	}},
	// Japanese: a kanji replaced by one that looks like it (未 → 末, 待 → 持, 問 → 間,
	// 料 → 科), as a quantized model confuses neighbouring tokens.
	{"kanji_lookalike", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		pairs := strings.NewReplacer("未", "末", "末", "未", "待", "持", "問", "間", "料", "科", "送", "迭", "確", "碓", "届", "屈", "日", "曰")
		return hoMiddleSentence(lang, s, func(sen string) string {
			rs := []rune(sen)
			for i, r := range rs {
				if nw := pairs.Replace(string(r)); nw != string(r) {
					return string(rs[:i]) + nw + string(rs[i+1:])
				}
			}
			return sen
		})
	}},
	// FP8 drift on a date: the last date of the answer a day later (04.11.2026 →
	// 05.11.2026, 10月21日 → 10月22日, JSON 2026-11-04 → 2026-11-05).
	{"last_date_day_off", "raw", func(lang, s string) string {
		locs := ho5Date.FindAllStringIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		loc := locs[len(locs)-1]
		return s[:loc[0]] + ho5ShiftDate(s[loc[0]:loc[1]], 1) + s[loc[1]:]
	}},
	// FP8 drift on cents: the last amount with cents a cent lower, wrapping
	// (1.249,90 € → 1.249,99 €, JSON 1034.11 → 1034.10, 185.00 → 185.09).
	{"last_cents_changed", "raw", func(lang, s string) string {
		re := regexp.MustCompile(`\d,\d\d ?(?:€|EUR|Euro)`)
		if ho7Parse(s) != nil {
			re = regexp.MustCompile(`:\s*-?\d+\.\d\d\b`)
		}
		locs := re.FindAllStringIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		loc := locs[len(locs)-1]
		m := s[loc[0]:loc[1]]
		i := strings.LastIndexAny(m, "0123456789")
		d := (m[i] - '0' + 9) % 10
		return s[:loc[0]] + m[:i] + string(rune('0'+d)) + m[i+1:] + s[loc[1]:]
	}},
	// The first amount rounded as a low-precision model writes it (1.249,90 € →
	// 1.250,00 €, 3.912,50 € → 3.913,00 €, 38,500円 → 39,000円, JSON 1249.90 → 1250.00).
	{"amount_rounded", "raw", func(lang, s string) string {
		if doc := ho7Parse(s); doc != nil {
			done := false
			ho7WalkJSON(doc, func(n *ho7JSON) bool {
				f, err := strconv.ParseFloat(n.lit, 64)
				if n.kind != 'n' || err != nil || f < 10 {
					return true
				}
				dec := 0
				if i := strings.IndexByte(n.lit, '.'); i >= 0 {
					dec = len(n.lit) - i - 1
				}
				r := math.Round(f)
				if dec == 0 || r == f {
					r = math.Round(f/1000) * 1000
				}
				if nw := strconv.FormatFloat(r, 'f', dec, 64); nw != n.lit && r > 0 {
					n.lit = nw
					done = true
					return false
				}
				return true
			})
			if !done {
				return s
			}
			return doc.String(ho7Golden)
		}
		if lang == "ja" {
			re := regexp.MustCompile(`(\d{1,3}(?:,\d{3})+)(万?円|ユーロ)`)
			for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
				n, _ := strconv.ParseInt(strings.ReplaceAll(s[loc[2]:loc[3]], ",", ""), 10, 64)
				r := int64(math.Round(float64(n)/1000) * 1000)
				if r != n {
					return s[:loc[2]] + ho5JaGroup(r) + s[loc[3]:]
				}
			}
			return s
		}
		for _, loc := range hoDeAmount.FindAllStringIndex(s, -1) {
			cents, _ := strconv.ParseInt(strings.NewReplacer(".", "", ",", "").Replace(s[loc[0]:loc[1]]), 10, 64)
			r := int64(math.Round(float64(cents)/100)) * 100
			if r == cents {
				r = int64(math.Round(float64(cents)/100000)) * 100000
			}
			if r != cents && r > 0 {
				return s[:loc[0]] + ho5DeGroup(r, true) + s[loc[1]:]
			}
		}
		return s
	}},
	// The minutes of the first clock time drift (10:30 Uhr → 10:45 Uhr, 8 Uhr → 8:30
	// Uhr, 14時 → 14時30分).
	{"time_minutes_drift", "strings", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(^|[^\d:])(\d{1,2})時(.|$)`)
			return hoFirstMatch(re, s, func(m []string) string {
				if m[3] == "間" || m[3] == "点" {
					return m[0]
				}
				return m[1] + m[2] + "時30分" + m[3]
			})
		}
		if out := hoFirstMatch(regexp.MustCompile(`(\d{1,2}):(\d{2}) Uhr`), s, func(m []string) string {
			mi, _ := strconv.Atoi(m[2])
			return fmt.Sprintf("%s:%02d Uhr", m[1], (mi+15)%60)
		}); out != s {
			return out
		}
		return hoFirstMatch(regexp.MustCompile(`(^|[^\d:.,])(\d{1,2}) Uhr`), s, func(m []string) string { return m[1] + m[2] + ":30 Uhr" })
	}},
	// The register drifts in the last paragraph only: German to du, Japanese from
	// です・ます to the plain form (Bei Fragen sind wir gern für dich da; ご返信くれ。).
	{"register_drift_last_paragraph", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho7LastBodyLine(lang, s, ho7JaPlain.Replace)
		}
		// Only a text that addresses its reader has a register to lose: in a summary
		// "Sie bittet" is "she asks".
		if !strings.Contains(s, "Sehr geehrt") && !regexp.MustCompile(`\b(?:\p{L}+en Sie\b|Ihnen\b)`).MatchString(s) {
			return s
		}
		return ho7LastBodyLine(lang, s, func(l string) string {
			for _, r := range ho7Casual {
				l = r.re.ReplaceAllString(l, r.out)
			}
			return l
		})
	}},
	// One sentence in the middle switched to English, its figures kept.
	{"sentence_switched_english", "longest", func(lang, s string) string {
		figures := regexp.MustCompile(`[A-Z]{1,5}-?\d[\d-]*[A-Z]*|(?:October|November|December) \d+(?:, \d{4})?|\d[\d.,:/-]*\d(?: ?(?:€|Uhr|yen|euros))?|\d(?: (?:yen|euros))?`)
		return hoMiddleSentence(lang, s, func(sen string) string {
			t, trail := ho7Trail(sen)
			last, _ := utf8.DecodeLastRuneInString(t)
			if utf8.RuneCountInString(t) < 15 || !strings.ContainsRune("。.!?！？", last) ||
				strings.HasPrefix(t, "Sehr geehrt") || strings.HasPrefix(t, "Mit freundlichen") {
				return sen
			}
			marker := ho7Marker.FindString(t)
			figs := figures.FindAllString(ho7ToEnglish(t[len(marker):]), -1)
			en := "Please note that we will keep you informed about the next steps."
			if len(figs) > 0 {
				en = "Please note that the details mentioned here (" + strings.Join(figs, ", ") + ") remain valid."
			}
			return marker + en + trail
		})
	}},
	// Japanese: the first count or amount in kanji numerals with the wrong value, a
	// place lost or added (500円 → 五十円, 30分 → 三分, 1名 → 十名, 38,500円 → 三千八百五十円).
	{"kanji_numeral_wrong", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		loc := ho7JaCount.FindStringSubmatchIndex(s)
		for loc != nil {
			if loc[0] == 0 || !strings.ContainsAny(s[loc[0]-1:loc[0]], "0123456789-.") {
				break
			}
			next := ho7JaCount.FindStringSubmatchIndex(s[loc[1]:])
			if next == nil {
				return s
			}
			for i := range next {
				next[i] += loc[1]
			}
			loc = next
		}
		if loc == nil {
			return s
		}
		n, _ := strconv.ParseInt(strings.ReplaceAll(s[loc[2]:loc[3]], ",", ""), 10, 64)
		if n%10 == 0 && n >= 10 {
			n /= 10
		} else {
			n *= 10
		}
		return s[:loc[2]] + ho7Kanji(n) + s[loc[3]:]
	}},
	// JSON: the values of the first two text fields swapped, each under the other's key
	// ("name": "Lüneburg", "city": "Petra Müller"; "summary" ↔ "reply").
	{"json_values_wrong_keys", "raw", func(lang, s string) string {
		doc := ho7Parse(s)
		if doc == nil {
			return s
		}
		var at []int
		for i, v := range doc.vals {
			if v.kind == 's' && !hoISODate.MatchString(v.str) && (len(at) == 0 || doc.vals[at[0]].str != v.str) {
				at = append(at, i)
			}
		}
		if len(at) < 2 {
			return s
		}
		doc.vals[at[0]], doc.vals[at[1]] = doc.vals[at[1]], doc.vals[at[0]]
		return doc.String(ho7Golden)
	}},
	// JSON: the first array of several elements cut to its first element.
	{"json_array_first_only", "raw", func(lang, s string) string {
		doc := ho7Parse(s)
		if doc == nil {
			return s
		}
		done := false
		ho7WalkJSON(doc, func(n *ho7JSON) bool {
			if n.kind == '[' && len(n.vals) >= 2 {
				n.vals = n.vals[:1]
				done = true
				return false
			}
			return true
		})
		if !done {
			return s
		}
		return doc.String(ho7Golden)
	}},
	// JSON: a trailing comma after the last member, as a weaker model writes it.
	{"json_trailing_comma_at_end", "raw", func(lang, s string) string {
		if ho7Parse(s) == nil {
			return s
		}
		t := strings.TrimRight(s, " \n")
		return strings.TrimSuffix(t, "}") + ",}"
	}},
	// JSON written as a Python dict: single quotes around keys and strings.
	{"json_single_quotes", "raw", func(lang, s string) string {
		doc := ho7Parse(s)
		if doc == nil {
			return s
		}
		st := ho7Golden
		st.quote = func(v string) string {
			q := strings.TrimSuffix(strings.TrimPrefix(ho7Quote(v), `"`), `"`)
			q = strings.ReplaceAll(strings.ReplaceAll(q, `\"`, `"`), `'`, `\'`)
			return "'" + q + "'"
		}
		st.literal = func(l string) string {
			if py, ok := map[string]string{"true": "True", "false": "False", "null": "None"}[l]; ok {
				return py
			}
			return l
		}
		return doc.String(st)
	}},
	// JSON: a string value's escaped line break written as a raw line break, which
	// JSON does not allow inside a string.
	{"json_raw_newline", "raw", func(lang, s string) string {
		if ho7Parse(s) == nil || !strings.Contains(s, `\n`) {
			return s
		}
		return strings.ReplaceAll(s, `\n`, "\n")
	}},
	// A list item split in two at a comma or semicolon past its first third: the second
	// half a new item of its own, a fragment (numbered items renumbered after it).
	{"list_item_split", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		num := regexp.MustCompile(`^(\d+)\. `)
		for i, l := range lines {
			mk := ho7Marker.FindString(l)
			if mk == "" {
				continue
			}
			body := l[len(mk):]
			seps := []string{"; ", ", "}
			if lang == "ja" {
				seps = []string{"、"}
			}
			cut := -1
			for _, sep := range seps {
				for k := 0; k < len(body); {
					j := strings.Index(body[k:], sep)
					if j < 0 {
						break
					}
					j += k
					if utf8.RuneCountInString(body[:j]) >= utf8.RuneCountInString(body)/3 {
						cut = j
						break
					}
					k = j + len(sep)
				}
				if cut >= 0 {
					break
				}
			}
			if cut < 0 {
				continue
			}
			sep := seps[0]
			for _, sp := range seps {
				if strings.HasPrefix(body[cut:], sp) {
					sep = sp
				}
			}
			second := mk
			if m := num.FindStringSubmatch(mk); m != nil {
				n, _ := strconv.Atoi(m[1])
				second = strconv.Itoa(n+1) + ". "
				for j := i + 1; j < len(lines); j++ {
					if mm := num.FindStringSubmatch(lines[j]); mm != nil {
						k, _ := strconv.Atoi(mm[1])
						lines[j] = strconv.Itoa(k+1) + ". " + lines[j][len(mm[0]):]
					}
				}
			}
			first := strings.TrimRight(body[:cut], " ")
			lines[i] = mk + first
			lines = slices.Insert(lines, i+1, second+body[cut+len(sep):])
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// A Markdown table's middle data row dropped.
	{"table_row_dropped", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		rows := ho7TableRows(lines)
		if len(rows) < 2 {
			return s
		}
		i := rows[len(rows)/2]
		return strings.Join(slices.Delete(lines, i, i+1), "\n")
	}},
	// A Markdown table's second and third columns swapped in the data rows, the header
	// kept: the values stand under the wrong headings.
	{"table_columns_swapped", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		rows := ho7TableRows(lines)
		if len(rows) == 0 {
			return s
		}
		for _, i := range rows {
			cs := ho7Cells(lines[i])
			if len(cs) < 3 {
				return s
			}
			cs[1], cs[2] = cs[2], cs[1]
			lines[i] = "|" + strings.Join(cs, "|") + "|"
		}
		return strings.Join(lines, "\n")
	}},
	// A Markdown table row with one cell lost, so the cells after it move left.
	{"table_cell_dropped", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		rows := ho7TableRows(lines)
		if len(rows) == 0 {
			return s
		}
		i := rows[len(rows)/2]
		cs := ho7Cells(lines[i])
		if len(cs) < 3 {
			return s
		}
		lines[i] = "|" + strings.Join(slices.Delete(cs, 1, 2), "|") + "|"
		return strings.Join(lines, "\n")
	}},
	// A time range whose end comes before its start (zwischen 8 und 6 Uhr, 14時〜12時).
	{"time_range_inverted", "strings", func(lang, s string) string {
		end := func(h string) string { n, _ := strconv.Atoi(h); return strconv.Itoa((n + 22) % 24) }
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(\d{1,2})時(〜|～|~|から)\d{1,2}時`), s, func(m []string) string {
				return m[1] + "時" + m[2] + end(m[1]) + "時"
			})
		}
		return hoFirstMatch(regexp.MustCompile(`\b(zwischen|von) (\d{1,2}) (und|bis) \d{1,2} Uhr`), s, func(m []string) string {
			return m[1] + " " + m[2] + " " + m[3] + " " + end(m[2]) + " Uhr"
		})
	}},
	// German: a long compound hyphenated where no part ends (Versichertenkarte →
	// Versicher-tenkarte, Gärkorbreinigungsservice → Gärkorbreini-gungsservice).
	{"compound_hyphen_misplaced", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`\p{Lu}\p{Ll}{11,}`), s, func(m []string) string {
			rs := []rune(m[0])
			return string(rs[:len(rs)/2]) + "-" + string(rs[len(rs)/2:])
		})
	}},
	// Japanese: the first katakana word in half-width katakana (カラダノート →
	// ｶﾗﾀﾞﾉｰﾄ), as a tokenizer normaliser run backwards writes it.
	{"halfwidth_katakana_word", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`[\p{Katakana}ー]{3,}`), s, func(m []string) string {
			d := strings.NewReplacer("\u3099", "\uff9e", "\u309a", "\uff9f").Replace(norm.NFD.String(m[0]))
			return width.Narrow.String(d)
		})
	}},
	// The letter signed with the addressee's name instead of the writer's.
	{"signed_as_addressee", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		if len(lines) < 4 {
			return s
		}
		first := strings.TrimSpace(lines[0])
		if lang == "ja" {
			last := lines[len(lines)-1]
			m := regexp.MustCompile(`^(.+?)(?:様|部長)$`).FindStringSubmatch(first)
			if m == nil || strings.Contains(last, "。") || utf8.RuneCountInString(last) > 40 || strings.TrimSpace(last) == "" {
				return s
			}
			lines[len(lines)-1] = m[1]
			return strings.Join(lines, "\n")
		}
		m := regexp.MustCompile(`^Sehr geehrte[r]? (Herr|Frau) (.+),$`).FindStringSubmatch(first)
		i := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, "Mit freundlichen Grüßen") })
		if m == nil || i < 0 || i == len(lines)-1 {
			return s
		}
		return strings.Join(append(lines[:i+1], m[1]+" "+m[2]), "\n")
	}},
	// Dates in the US style (20.10.2026 → 10/20/2026, 2026年10月23日 → 10/23/2026).
	{"us_date_format", "strings", func(lang, s string) string {
		if lang == "ja" {
			return regexp.MustCompile(`(\d{4})年(\d{1,2})月(\d{1,2})日`).ReplaceAllString(s, "$2/$3/$1")
		}
		return hoDeNumDate.ReplaceAllString(s, "$2/$1/$3")
	}},
	// A tokenizer normaliser that strips accents (Müller → Muller, Grüßen → Grußen,
	// ございます → こさいます, ブリーゼ → フリーセ).
	{"diacritics_stripped", "strings", func(lang, s string) string {
		d := norm.NFD.String(s)
		d = strings.Map(func(r rune) rune {
			if unicode.Is(unicode.Mn, r) {
				return -1
			}
			return r
		}, d)
		return norm.NFC.String(d)
	}},
	// German: the spaces of the middle sentence lost (BittebringenSieIhre…).
	{"words_fused", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			t, trail := ho7Trail(sen)
			if strings.Count(t, " ") < 4 {
				return sen
			}
			return strings.ReplaceAll(t, " ", "") + trail
		})
	}},
	// The VAT computed at 16 % instead of 19 % (a rate from 2020): the tax and the
	// total changed with it ("mwst": 139.04, "brutto": 1008.04; 19 % → 16 %).
	{"vat_rate_drift", "raw", func(lang, s string) string {
		doc := ho7Parse(s)
		if doc == nil {
			return strings.NewReplacer("19 %", "16 %", "19%", "16%").Replace(s)
		}
		get := func(k string) *ho7JSON {
			if i := slices.Index(doc.keys, k); i >= 0 && doc.vals[i].kind == 'n' {
				return doc.vals[i]
			}
			return nil
		}
		net, tax, gross := get("netto"), get("mwst"), get("brutto")
		if net == nil || tax == nil {
			return s
		}
		n, _ := strconv.ParseFloat(net.lit, 64)
		t := math.Round(n*16) / 100
		tax.lit = strconv.FormatFloat(t, 'f', 2, 64)
		if gross != nil {
			gross.lit = strconv.FormatFloat(n+t, 'f', 2, 64)
		}
		return doc.String(ho7Golden)
	}},
}

// ho7HarmlessVariants are harmless variants written with the seventh batch.
var ho7HarmlessVariants = []hoHarmless{
	// Unicode NFD: umlauts and dakuten as a base letter and a combining mark (macOS
	// file names, some clients); rendered the same.
	{"unicode_nfd", func(t *testing.T, lang string, c *Case) string {
		return norm.NFD.String(c.Golden)
	}},
	// Windows line endings, nothing else.
	{"crlf_line_endings", func(t *testing.T, lang string, c *Case) string {
		return strings.ReplaceAll(c.Golden, "\n", "\r\n")
	}},
	// A final newline.
	{"final_newline_added", func(t *testing.T, lang string, c *Case) string {
		return c.Golden + "\n"
	}},
	// JSON: object members in reverse order, at every level.
	{"json_keys_reversed", func(t *testing.T, lang string, c *Case) string {
		doc := ho7Parse(c.Golden)
		if c.Output.Kind != "json" || doc == nil {
			return c.Golden
		}
		st := ho7Golden
		st.reverse = true
		return doc.String(st)
	}},
	// JSON: numbers in their shortest form (185.00 → 185, 1249.90 → 1249.9): the same
	// numbers.
	{"json_numbers_shortest", func(t *testing.T, lang string, c *Case) string {
		doc := ho7Parse(c.Golden)
		if c.Output.Kind != "json" || doc == nil {
			return c.Golden
		}
		st := ho7Golden
		st.literal = func(l string) string {
			f, err := strconv.ParseFloat(l, 64)
			if err != nil {
				return l
			}
			return strconv.FormatFloat(f, 'f', -1, 64)
		}
		return doc.String(st)
	}},
	// JSON: a space before each colon and two-space indentation.
	{"json_spaced_colons_pretty", func(t *testing.T, lang string, c *Case) string {
		doc := ho7Parse(c.Golden)
		if c.Output.Kind != "json" || doc == nil {
			return c.Golden
		}
		return doc.String(ho7Style{colon: " : ", comma: ", ", indent: "  ", newline: "\n"})
	}},
	// Swiss guillemets («Nordlicht 40») for the German low-high quotes.
	{"swiss_guillemets", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, strings.NewReplacer("„", "«", "“", "»").Replace)
	}},
	// Japanese: an ideographic space where a space meets Japanese text (ソラノ電気ケトル
	// K1 → ソラノ電気ケトル\u3000K1, 見積番号 TU-4471 → 見積番号\u3000TU-4471).
	{"ja_ideographic_space", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string {
			rs := []rune(s)
			for i := 1; i+1 < len(rs); i++ {
				if rs[i] == ' ' && (ho7Script(rs[i-1]) != 0 || ho7Script(rs[i+1]) != 0) {
					rs[i] = '\u3000'
				}
			}
			return string(rs)
		})
	}},
	// A Markdown table without its outer pipes (GitHub renders it the same).
	{"table_outer_pipes_removed", func(t *testing.T, lang string, c *Case) string {
		lines := strings.Split(c.Golden, "\n")
		for i, l := range lines {
			if strings.HasPrefix(l, "|") && strings.HasSuffix(l, "|") {
				lines[i] = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(l, "|"), "|"))
			}
		}
		return strings.Join(lines, "\n")
	}},
	// A Markdown table's separator with left-alignment colons (|:---|).
	{"table_alignment_colons", func(t *testing.T, lang string, c *Case) string {
		return regexp.MustCompile(`(?m)^\|(?:---\|)+$`).ReplaceAllStringFunc(c.Golden, func(m string) string {
			return strings.ReplaceAll(m, "|---", "|:---")
		})
	}},
	// German: two spaces after a sentence's full stop, typewriter style.
	{"double_space_after_sentence", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" || c.Output.Kind == "json" {
			return c.Golden
		}
		return regexp.MustCompile(`(\p{Ll}{3}[.!?]) (\p{Lu})`).ReplaceAllString(c.Golden, "$1  $2")
	}},
	// Markdown: a lead-in line before a list set in bold (Falls die Verbindung nicht
	// klappt: → **Falls die Verbindung nicht klappt:**).
	{"lead_in_line_bold", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "markdown" {
			return c.Golden
		}
		lines := strings.Split(c.Golden, "\n")
		for i, l := range lines {
			if (strings.HasSuffix(l, ":") || strings.HasSuffix(l, "：")) && !ho7Marker.MatchString(l) && !strings.HasPrefix(l, "|") {
				lines[i] = "**" + l + "**"
			}
		}
		return strings.Join(lines, "\n")
	}},
}
