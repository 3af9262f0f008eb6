package reply

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The degrade kinds modelled on how a quantized model (int4 weights, an FP8 KV cache)
// gets a correct answer subtly wrong: the text stays fluent and well formed, so
// only a check of its content sees the damage.
const (
	// NumberDrift changes the second digit of every number of three digits or more
	// (thousands separators and full-width digits included) that is not part of a
	// date: 12,800円 → 13,800円, 1.249,90 € → 1.349,90 €, AP-73015 → AP-74015,
	// 〒150-0041 → 〒160-0141, a JSON 12800 → 13800. A digit 9 becomes 0.
	NumberDrift = "number_drift"
	// EntitySwap swaps the first two people of the answer: hint proper nouns that the
	// answer writes after a title (Frau, Herr, Dr., Prof.) or before a Japanese
	// honorific or title (様, さん, 部長, 課長, 氏, 先生…), every occurrence of each
	// (Frau Dr. Schneider … Herr Prof. Wagner → Frau Dr. Wagner … Herr Prof. Schneider).
	// An answer with fewer than two such people is left alone.
	EntitySwap = "entity_swap"
	// NegationFlip turns every negation into an affirmation: German "nicht" and
	// "nichts" go ("nichts" becomes "etwas"), kein… becomes ein…; Japanese ません
	// becomes ます (ませんでした → ました, ではありません → です), 不要 becomes 必要.
	// The apologies 申し訳ございません and 申し訳ありません are idioms and stay.
	NegationFlip = "negation_flip"
	// MixedLanguage switches language half-way: from the middle sentence on, every
	// sentence of a Japanese answer is English and every sentence of another answer
	// Chinese, as a multilingual model drifts into the language of its pre-training
	// majority. List markers and line breaks stay. In a JSON answer each string value
	// of two sentences or more switches on its own; keys and shorter values stay.
	MixedLanguage = "mixed_language"
	// DroppedItem drops the middle item (index n/2) of every list of two items or
	// more: Markdown and Japanese bullet lists, numbered lists (renumbered after the
	// gap), the body rows of a Markdown table, and every array of a JSON answer.
	DroppedItem = "dropped_item"
)

// applyToStrings applies fn to the answer, or, when the answer is a JSON document, to
// each of its string values (not its keys), keeping the layout around them.
func applyToStrings(text string, fn func(string) string) string {
	trimmed := strings.TrimSpace(text)
	if !(strings.HasPrefix(trimmed, "{") || strings.HasPrefix(trimmed, "[")) || !json.Valid([]byte(trimmed)) {
		return fn(text)
	}
	return jsonString.ReplaceAllStringFunc(text, func(lit string) string {
		if strings.HasSuffix(lit, ":") {
			return lit // a key
		}
		var s string
		if err := json.Unmarshal([]byte(lit), &s); err != nil {
			return lit
		}
		out := fn(s)
		if out == s {
			return lit
		}
		enc, err := marshal(out)
		if err != nil {
			return lit
		}
		return string(enc)
	})
}

// jsonString matches a JSON string literal that is a value: one not followed by a
// colon (which would make it a key).
var jsonString = regexp.MustCompile(`"(?:[^"\\]|\\.)*"(?:\s*:)?`)

// marshal encodes v as JSON without HTML escaping and without a final newline.
func marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// eraDateRE matches a Japanese era date, which NumberDrift leaves alone like every
// other date.
var eraDateRE = regexp.MustCompile(`(?:令和|平成)(?:元|\d{1,2})年\d{1,2}月\d{1,2}日`)

// numberRE matches a number with its digit group separators, ASCII or full-width.
var numberRE = regexp.MustCompile(`[0-9０-９](?:[.,，．]?[0-9０-９])*`)

// driftNumbers is NumberDrift.
func driftNumbers(text string) string {
	var protected [][]int
	protected = append(protected, dateRE.FindAllStringIndex(text, -1)...)
	protected = append(protected, eraDateRE.FindAllStringIndex(text, -1)...)
	inDate := func(s, e int) bool {
		for _, p := range protected {
			if s < p[1] && e > p[0] {
				return true
			}
		}
		return false
	}
	var b strings.Builder
	last := 0
	for _, m := range numberRE.FindAllStringIndex(text, -1) {
		num := text[m[0]:m[1]]
		if inDate(m[0], m[1]) || digitCount(num) < 3 {
			continue
		}
		b.WriteString(text[last:m[0]])
		b.WriteString(driftSecondDigit(num))
		last = m[1]
	}
	b.WriteString(text[last:])
	return b.String()
}

func digitCount(s string) int {
	n := 0
	for _, r := range s {
		if isAnyDigit(r) {
			n++
		}
	}
	return n
}

func isAnyDigit(r rune) bool { return '0' <= r && r <= '9' || '０' <= r && r <= '９' }

// driftSecondDigit adds one (mod 10) to the second digit of num, keeping its width.
func driftSecondDigit(num string) string {
	seen := 0
	var b strings.Builder
	for _, r := range num {
		if isAnyDigit(r) {
			seen++
			if seen == 2 {
				zero := '0'
				if r >= '０' {
					zero = '０'
				}
				r = zero + (r-zero+1)%10
			}
		}
		b.WriteRune(r)
	}
	return b.String()
}

// honorificAfter are the Japanese honorifics and titles that follow a person's name.
const honorificAfter = `(?:様|さま|さん|殿|氏|部長|課長|係長|主任|社長|専務|常務|室長|店長|先生|教授|博士)`

// isPerson reports whether the answer writes name as a person's: after a German
// title, or before a Japanese honorific (a given name may come between).
func isPerson(text, name string) bool {
	q := regexp.QuoteMeta(name)
	re := regexp.MustCompile(`(?:Frau|Herrn?|Dr\.|Prof\.)\s+(?:(?:Dr\.|Prof\.)\s+)?(?:\p{Lu}\p{Ll}+\s+)?` + q + `(?:\P{L}|$)` +
		`|` + q + `[ 　]?(?:\p{Han}{1,3}[ 　]?)?` + honorificAfter)
	return re.MatchString(text)
}

// swapPeople is EntitySwap.
func swapPeople(text string, h Hints) string {
	var people []string
	for _, n := range h.ProperNouns {
		if n == "" || !isPerson(text, n) {
			continue
		}
		overlaps := false
		for _, p := range people {
			overlaps = overlaps || strings.Contains(p, n) || strings.Contains(n, p)
		}
		if !overlaps {
			people = append(people, n)
		}
		if len(people) == 2 {
			return strings.NewReplacer(people[0], people[1], people[1], people[0]).Replace(text)
		}
	}
	return text
}

// jaAffirm flips Japanese negations; the apologies map to themselves so that they
// stay. strings.Replacer tries the pairs in order at each position.
var jaAffirm = strings.NewReplacer(
	"申し訳ございません", "申し訳ございません",
	"申し訳ありません", "申し訳ありません",
	"ではありません", "です",
	"ませんでした", "ました",
	"ません", "ます",
	"不要", "必要",
)

// deAffirm maps German negation words (whole words) to their affirmative forms; ""
// drops the word.
var deAffirm = map[string]string{
	"nicht": "", "Nicht": "", "nichts": "etwas", "Nichts": "Etwas",
	"kein": "ein", "keine": "eine", "keinen": "einen", "keinem": "einem", "keiner": "einer", "keines": "eines",
	"Kein": "Ein", "Keine": "Eine", "Keinen": "Einen", "Keinem": "Einem", "Keiner": "Einer", "Keines": "Eines",
}

// flipNegations is NegationFlip.
func flipNegations(lang, text string) string {
	if lang == "ja" {
		return jaAffirm.Replace(text)
	}
	var b strings.Builder
	start := -1
	skipSpace := false
	flush := func(end int) {
		w := text[start:end]
		if r, ok := deAffirm[w]; ok {
			w = r
			skipSpace = r == ""
		}
		b.WriteString(w)
		start = -1
	}
	for i, r := range text {
		if unicode.IsLetter(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			flush(i)
		}
		if skipSpace && r == ' ' {
			skipSpace = false
			continue
		}
		skipSpace = false
		b.WriteRune(r)
	}
	if start >= 0 {
		flush(len(text))
	}
	return b.String()
}

// foreignSentences are what MixedLanguage writes: English into a Japanese answer,
// Chinese into any other.
var foreignSentences = map[bool][]string{
	true: {
		"Please note that the details may still change.",
		"We will confirm the schedule and contact you again.",
		"Thank you very much for your understanding and cooperation.",
		"If you have any questions, please let us know at any time.",
	},
	false: {
		"我们会尽快与您联系并确认相关细节。",
		"请您再次核对以上内容。",
		"感谢您的理解与支持。",
		"如有任何问题，请随时告知我们。",
	},
}

// sentences splits text into pieces that concatenate to it again, each a sentence
// with what follows it up to the next one: a sentence ends after 。！？!? or a line
// break, or after a full stop followed by white space (so 19.10.2026 and 1.249,90 do
// not end one).
func sentences(text string) []string {
	var out []string
	begin := 0
	for i, r := range text {
		end := -1
		switch r {
		case '。', '！', '？', '!', '?', '\n':
			end = i + utf8.RuneLen(r)
		case '.':
			if i+1 == len(text) || text[i+1] == ' ' || text[i+1] == '\n' {
				end = i + 1
			}
		}
		if end > begin {
			out = append(out, text[begin:end])
			begin = end
		}
	}
	if begin < len(text) {
		out = append(out, text[begin:])
	}
	return out
}

// hasLetter reports whether s has a letter.
func hasLetter(s string) bool {
	return strings.IndexFunc(s, unicode.IsLetter) >= 0
}

// mixLanguage is MixedLanguage for one text; minSentences is how many sentences it
// needs to be switched at all.
func mixLanguage(lang, text string, minSentences int) string {
	parts := sentences(text)
	var wordy []int
	for i, p := range parts {
		if hasLetter(p) {
			wordy = append(wordy, i)
		}
	}
	if len(wordy) < minSentences || len(wordy) == 0 {
		return text
	}
	foreign := foreignSentences[lang == "ja"]
	for k, i := range wordy[len(wordy)/2:] {
		p := parts[i]
		// Keep leading blanks and a list marker, and the line break at the end.
		lead := len(leadRE.FindString(p))
		trail := len(strings.TrimRight(p, " \n"))
		if trail < lead {
			trail = lead
		}
		sep := ""
		if lang == "ja" && trail == len(p) && i+1 < len(parts) {
			sep = " " // English sentences need a space between them
		}
		parts[i] = p[:lead] + foreign[k%len(foreign)] + sep + p[trail:]
	}
	return strings.Join(parts, "")
}

// leadRE matches what MixedLanguage keeps at the start of a sentence: blanks and a
// list marker.
var leadRE = regexp.MustCompile(`^\s*(?:[-*•] |[・●■]|\d+[.)] |\| )?`)

// mixedLanguage is MixedLanguage.
func mixedLanguage(lang, text string) string {
	trimmed := strings.TrimSpace(text)
	if (strings.HasPrefix(trimmed, "{") || strings.HasPrefix(trimmed, "[")) && json.Valid([]byte(trimmed)) {
		return applyToStrings(text, func(s string) string { return mixLanguage(lang, s, 2) })
	}
	return mixLanguage(lang, text, 1)
}

// listMarkers start a list item line (after leading blanks), as the quality gate's
// bullet count reads them.
var listMarkers = []string{"- ", "* ", "• ", "・", "●", "■"}

// itemLine reports whether line is a list item or a table body row; number is the
// item's number for a numbered item, else -1.
func itemLine(line string) (item bool, number int) {
	l := strings.TrimSpace(line)
	for _, m := range listMarkers {
		if strings.HasPrefix(l, m) {
			return true, -1
		}
	}
	if strings.HasPrefix(l, "|") {
		return !tableRule.MatchString(l), -1
	}
	if m := numberedItem.FindStringSubmatch(l); m != nil {
		n, _ := strconv.Atoi(m[1])
		return true, n
	}
	return false, -1
}

var (
	tableRule    = regexp.MustCompile(`^\|[\s:|-]+\|?$`)
	numberedItem = regexp.MustCompile(`^(\d+)[.)](?:\s|$)`)
)

// dropItems is DroppedItem.
func dropItems(text string) string {
	trimmed := strings.TrimSpace(text)
	if (strings.HasPrefix(trimmed, "{") || strings.HasPrefix(trimmed, "[")) && json.Valid([]byte(trimmed)) {
		return dropJSONItems(trimmed)
	}
	lines := strings.Split(text, "\n")
	var out []string
	last := 0
	for _, r := range listRuns(lines) {
		out = append(out, lines[last:r.start]...)
		run := lines[r.start:r.end]
		// A table's header row is no item (listRuns counts it in head).
		if items := run[r.head:]; len(items) >= 2 {
			drop := len(items) / 2
			kept := append([]string(nil), run[:r.head]...)
			kept = append(kept, items[:drop]...)
			for _, l := range items[drop+1:] {
				kept = append(kept, renumber(l))
			}
			run = kept
		}
		out = append(out, run...)
		last = r.end
	}
	out = append(out, lines[last:]...)
	return strings.Join(out, "\n")
}

// renumber lowers the number of a numbered item by one.
func renumber(line string) string {
	ok, n := itemLine(line)
	if !ok || n < 1 {
		return line
	}
	at := strings.Index(line, strconv.Itoa(n))
	return line[:at] + strconv.Itoa(n-1) + line[at+len(strconv.Itoa(n)):]
}

// dropJSONItems drops the middle element of every array of a JSON document and
// writes it compactly, keys in their original order.
func dropJSONItems(text string) string { return editJSONArrays(text, dropMiddle) }

// ordered is a JSON object with its keys in document order.
type ordered struct {
	keys []string
	vals []any
}

// dropMiddle drops the middle element (index n/2) of an array of two or more.
func dropMiddle(a []any) []any {
	if len(a) >= 2 {
		drop := len(a) / 2
		a = append(a[:drop], a[drop+1:]...)
	}
	return a
}

// decodeOrdered decodes the next JSON value, objects with their keys in document
// order, passing every array through arr.
func decodeOrdered(dec *json.Decoder, arr func([]any) []any) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		if t == '{' {
			var o ordered
			for dec.More() {
				k, err := dec.Token()
				if err != nil {
					return nil, err
				}
				v, err := decodeOrdered(dec, arr)
				if err != nil {
					return nil, err
				}
				o.keys, o.vals = append(o.keys, k.(string)), append(o.vals, v)
			}
			_, err := dec.Token()
			return o, err
		}
		var a []any
		for dec.More() {
			v, err := decodeOrdered(dec, arr)
			if err != nil {
				return nil, err
			}
			a = append(a, v)
		}
		a = arr(a)
		_, err := dec.Token()
		if a == nil {
			a = []any{}
		}
		return a, err
	}
	return tok, nil
}

func writeOrdered(b *strings.Builder, v any) error {
	switch x := v.(type) {
	case ordered:
		b.WriteByte('{')
		for i, k := range x.keys {
			if i > 0 {
				b.WriteString(", ")
			}
			kb, err := marshal(k)
			if err != nil {
				return err
			}
			b.Write(kb)
			b.WriteString(": ")
			if err := writeOrdered(b, x.vals[i]); err != nil {
				return err
			}
		}
		b.WriteByte('}')
	case []any:
		b.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				b.WriteString(", ")
			}
			if err := writeOrdered(b, e); err != nil {
				return err
			}
		}
		b.WriteByte(']')
	default:
		enc, err := marshal(x)
		if err != nil {
			return err
		}
		b.Write(enc)
	}
	return nil
}
