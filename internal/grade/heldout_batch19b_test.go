package grade

// Held-out batch 19b, written blind: what a MISCONFIGURED SERVING STACK does to an
// otherwise correct answer. The model's answer is right; the stack around it is not:
//   - a wrong chat template: a system prompt said back in front of the answer, the
//     user's request restated as the answer's opening;
//   - a wrong or missing stop token: the answer runs on into a second closing with a
//     placeholder signature, or into the user's next turn, bare;
//   - max_tokens too small: the text cut at a token boundary inside a word, a JSON
//     answer cut inside its last string and "repaired" by a client that closes it;
//   - a detokenizer bug: the bytes of one multi-byte character lost or merged into a
//     neighbouring code point, a space inserted after the comma of an amount;
//   - a streaming client bug: the first delta dropped, two small chunks reordered;
//   - a response_format / guided-decoding bug: two adjacent keys emitted in the
//     schema's other order with the values left in place, a number cut by a digit;
//   - a too-high temperature: one digit of a figure replaced by a random digit, one
//     word replaced by a random word of the same script;
//   - a repetition penalty too high: the second mention of a repeated name or term
//     replaced by another name or term of the same answer.
// Each kind damages one thing where it can, is a pattern (no fixture's phrases), and
// leaves an answer it does not apply to unchanged.

import (
	"encoding/json"
	"hash/fnv"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ho19bHash is a deterministic stand-in for a sampler's randomness.
func ho19bHash(s string) uint32 {
	h := fnv.New32a()
	_, _ = h.Write([]byte(s))
	return h.Sum32()
}

// ho19bIsJSON reports whether s is a JSON object answer.
func ho19bIsJSON(s string) bool {
	return strings.HasPrefix(strings.TrimSpace(s), "{") && json.Valid([]byte(s))
}

// ho19bMember is one member of a JSON object: its key's span (quotes included), its
// value's span and the value's kind: 'n' number, 'd' ISO date string, 's' other
// string, 'o' object, 'a' array, 'l' literal.
type ho19bMember struct {
	ks, ke, vs, ve int
	kind           byte
}

// ho19bJSON is what ho19bScanJSON finds: every object's members (in order of
// opening, with the object's depth), every value string's span and every number's.
type ho19bJSON struct {
	objs   [][]ho19bMember
	depth  []int
	strs   [][2]int
	nums   [][2]int
	failed bool
}

// ho19bScanJSON scans a JSON text keeping byte offsets (the answer's own formatting
// is kept by the kinds that rewrite it).
func ho19bScanJSON(s string) *ho19bJSON {
	j := &ho19bJSON{}
	i := 0
	ws := func() {
		for i < len(s) && strings.ContainsRune(" \t\r\n", rune(s[i])) {
			i++
		}
	}
	str := func() (int, int) {
		a := i
		i++
		for i < len(s) && s[i] != '"' {
			if s[i] == '\\' {
				i++
			}
			i++
		}
		i++
		return a, i
	}
	var value func(depth int) byte
	value = func(depth int) byte {
		ws()
		if i >= len(s) {
			j.failed = true
			return 0
		}
		switch s[i] {
		case '{':
			idx := len(j.objs)
			j.objs = append(j.objs, nil)
			j.depth = append(j.depth, depth)
			i++
			ws()
			if i < len(s) && s[i] == '}' {
				i++
				return 'o'
			}
			for i < len(s) && !j.failed {
				ws()
				ks, ke := str()
				ws()
				i++ // colon
				ws()
				vs := i
				k := value(depth + 1)
				j.objs[idx] = append(j.objs[idx], ho19bMember{ks, ke, vs, i, k})
				ws()
				if i < len(s) && s[i] == ',' {
					i++
					continue
				}
				i++ // closing brace
				break
			}
			return 'o'
		case '[':
			i++
			ws()
			if i < len(s) && s[i] == ']' {
				i++
				return 'a'
			}
			for i < len(s) && !j.failed {
				value(depth + 1)
				ws()
				if i < len(s) && s[i] == ',' {
					i++
					continue
				}
				i++
				break
			}
			return 'a'
		case '"':
			a, b := str()
			j.strs = append(j.strs, [2]int{a, b})
			if hoISODate.MatchString(s[a:b]) && b-a == 12 {
				return 'd'
			}
			return 's'
		default:
			a := i
			for i < len(s) && strings.ContainsRune("+-0123456789.eE", rune(s[i])) {
				i++
			}
			if i > a {
				j.nums = append(j.nums, [2]int{a, i})
				return 'n'
			}
			for i < len(s) && s[i] >= 'a' && s[i] <= 'z' {
				i++
			}
			if i == a {
				j.failed = true
			}
			return 'l'
		}
	}
	value(0)
	return j
}

// ho19bCloseOpen returns the closing brackets a JSON prefix (ending outside any
// string) needs.
func ho19bCloseOpen(prefix string) string {
	var stack []byte
	in, esc := false, false
	for k := 0; k < len(prefix); k++ {
		c := prefix[k]
		switch {
		case esc:
			esc = false
		case in && c == '\\':
			esc = true
		case c == '"':
			in = !in
		case in:
		case c == '{':
			stack = append(stack, '}')
		case c == '[':
			stack = append(stack, ']')
		case c == '}' || c == ']':
			stack = stack[:len(stack)-1]
		}
	}
	var b strings.Builder
	for k := len(stack) - 1; k >= 0; k-- {
		b.WriteByte(stack[k])
	}
	return b.String()
}

// ho19bLetterHead is a letter's salutation line (Sehr geehrte…, 小林 恵子様, 佐藤部長),
// or "".
func ho19bLetterHead(lang, s string) string {
	first := strings.TrimSpace(strings.SplitN(s, "\n", 2)[0])
	if !strings.Contains(s, "\n") {
		return ""
	}
	if lang == "de" && strings.HasPrefix(first, "Sehr geehrte") {
		return first
	}
	if lang == "ja" && utf8.RuneCountInString(first) <= 12 {
		for _, suf := range []string{"様", "部長", "課長", "御中"} {
			if strings.HasSuffix(first, suf) {
				return first
			}
		}
	}
	return ""
}

// ho19bSystemEcho is a default system prompt in the answer's language, as a chat
// template that puts the system turn where the model takes it for its own says it back.
var ho19bSystemEcho = map[string]string{
	"de": "Sie sind ein hilfreicher Assistent. Antworten Sie stets höflich, sachlich und auf Deutsch.",
	"ja": "あなたは優秀なアシスタントです。常に丁寧な日本語で、正確に回答してください。",
}

// ho19bDeNouns and ho19bJaNouns are words a sampler at too high a temperature can
// draw: real words of the script, of no business text.
var (
	ho19bDeNouns = []string{"Gießkanne", "Eichhörnchen", "Tischdecke", "Regenschirm", "Leuchtturm", "Schneeflocke", "Briefmarke", "Sandburg", "Zitronenbaum", "Fahrradklingel", "Kartoffelsalat", "Seepferdchen"}
	ho19bJaNouns = []string{"天気", "野菜", "階段", "花火", "鉛筆", "金魚", "温泉", "雪山", "台所", "昆虫"}
)

var (
	ho19bDeNoun     = regexp.MustCompile(`[ („]\p{Lu}\p{Ll}{4,}`)
	ho19bJaHanRun   = regexp.MustCompile(`\p{Han}{2,4}`)
	ho19bFigure     = regexp.MustCompile(`\d+(?:[.,:/\-]\d+)*`)
	ho19bDeLongWord = regexp.MustCompile(`\p{L}{6,}`)
	ho19bJaWord     = regexp.MustCompile(`[\p{Han}\p{Katakana}ー]{2,}`)
	ho19bDePerson   = regexp.MustCompile(`(?:Herrn?|Frau|Dr\.)(?: Prof\.)?(?: Dr\.)? (\p{Lu}\p{L}+)`)
	ho19bDeCompany  = regexp.MustCompile(`(\p{Lu}\p{L}+(?: \p{Lu}\p{L}+){0,2} (?:GmbH|AG|KG|OHG|SE))`)
	ho19bDeQuoted   = regexp.MustCompile(`„([^“\n]+)“`)
	ho19bJaPerson   = regexp.MustCompile(`(\p{Han}{1,3})(?:様|部長|課長)`)
	ho19bJaKatakana = regexp.MustCompile(`([\p{Katakana}ー]{3,})`)
)

// ho19bSecondMention replaces the second mention of the first repeated name of re's
// class (group 1) by another name of the same class in s, the one nearest in length;
// s unchanged without one. It reports where it changed s (-1 when it did not).
func ho19bSecondMention(re *regexp.Regexp, s string) (string, int) {
	locs := re.FindAllStringSubmatchIndex(s, -1)
	type mention struct {
		name string
		a, b int
	}
	var ms []mention
	count := map[string]int{}
	for _, l := range locs {
		ms = append(ms, mention{s[l[2]:l[3]], l[2], l[3]})
		count[s[l[2]:l[3]]]++
	}
	seen := map[string]bool{}
	for _, m := range ms {
		if !seen[m.name] {
			seen[m.name] = true
			continue
		}
		// m is a second mention: another name of the class, nearest in length.
		best, bestD := "", 1<<30
		for _, o := range ms {
			if o.name == m.name || strings.Contains(o.name, m.name) || strings.Contains(m.name, o.name) {
				continue
			}
			d := utf8.RuneCountInString(o.name) - utf8.RuneCountInString(m.name)
			if d < 0 {
				d = -d
			}
			if d < bestD {
				best, bestD = o.name, d
			}
		}
		if best == "" {
			return s, -1
		}
		return s[:m.a] + best + s[m.b:], m.a
	}
	return s, -1
}

var heldOutBatch19b = []heldOutKind{
	// Wrong chat template: the system turn rendered where the model reads it as its own
	// and says it back, a generic system prompt in the answer's language in front of the
	// answer (before a JSON object too, which no grammar constrained).
	{"ho19b_tpl_system_prompt_echoed_first", "raw", func(lang, s string) string {
		echo, ok := ho19bSystemEcho[lang]
		if !ok || strings.TrimSpace(s) == "" {
			return s
		}
		return echo + "\n\n" + s
	}},
	// Wrong chat template: the model first restates the user's request, in the user's
	// voice, then answers it. The request is told from the answer's shape: a letter to
	// its addressee, a table, numbered steps, a list or a summary.
	{"ho19b_tpl_user_request_restated_first", "longest", func(lang, s string) string {
		head := ho19bLetterHead(lang, s)
		body := strings.TrimSpace(s)
		var req string
		switch {
		case head != "" && lang == "de":
			to := strings.TrimSuffix(regexp.MustCompile(`^Sehr geehrter? `).ReplaceAllString(head, ""), ",")
			if strings.HasPrefix(to, "Herr ") {
				to = "Herrn " + strings.TrimPrefix(to, "Herr ")
			}
			req = "Schreiben Sie eine höfliche Antwort an " + to + " in der Sie-Form."
		case head != "":
			req = head + "へのメールを、です・ます調で書いてください。"
		case strings.HasPrefix(body, "|"):
			req = map[string]string{"de": "Stellen Sie die Angaben in einer Markdown-Tabelle gegenüber.", "ja": "次の内容を、Markdownの表にまとめてください。"}[lang]
		case regexp.MustCompile(`(?m)^1\. `).MatchString(s):
			req = map[string]string{"de": "Schreiben Sie eine ausführliche Schritt-für-Schritt-Anleitung für Kunden.", "ja": "お客様向けの手順を、番号付きリストで詳しく説明してください。"}[lang]
		case strings.HasPrefix(body, "- ") || strings.HasPrefix(body, "・"):
			req = map[string]string{"de": "Fassen Sie den folgenden Text in Stichpunkten zusammen.", "ja": "次の内容を、箇条書きで要約してください。"}[lang]
		case utf8.RuneCountInString(body) >= 60:
			req = map[string]string{"de": "Fassen Sie den folgenden Text kurz zusammen.", "ja": "次の文章を要約してください。"}[lang]
		}
		if req == "" {
			return s
		}
		return req + "\n\n" + s
	}},
	// Stop token missing: after the letter's signature the model goes on with a second
	// closing formula and a placeholder signature.
	{"ho19b_stop_second_closing_with_placeholder", "longest", func(lang, s string) string {
		if ho19bLetterHead(lang, s) == "" {
			return s
		}
		body := strings.TrimRight(s, " \n")
		if lang == "de" {
			if !strings.Contains(s, "Mit freundlichen Grüßen") && !strings.Contains(s, "Freundliche Grüße") {
				return s
			}
			return body + "\n\nMit freundlichen Grüßen\n[Ihr Name]"
		}
		return body + "\n\n以上、よろしくお願いいたします。\n\n[署名]"
	}},
	// Stop token missing under a template whose role markers are all control tokens
	// (skipped when decoding): the answer runs on into the user's next turn, bare.
	{"ho19b_stop_runon_bare_user_turn", "raw", func(lang, s string) string {
		turn := map[string]string{
			"de": "Danke, das passt so. Können Sie mir das Ganze bitte noch einmal auf Englisch schicken?",
			"ja": "ありがとうございます。同じ内容を英語でもお願いできますか。",
		}[lang]
		if turn == "" || strings.TrimSpace(s) == "" {
			return s
		}
		return strings.TrimRight(s, " \n") + "\n\n" + turn
	}},
	// max_tokens too small: a text or Markdown answer cut at a token boundary inside a
	// word late in the answer (German: in a word of six letters or more; Japanese:
	// inside a kanji or katakana word).
	{"ho19b_maxtok_cut_inside_late_word", "raw", func(lang, s string) string {
		if ho19bIsJSON(s) {
			return s
		}
		re := ho19bDeLongWord
		if lang == "ja" {
			re = ho19bJaWord
		}
		from := len(s) * 75 / 100
		for from < len(s) && !utf8.RuneStart(s[from]) {
			from++
		}
		loc := re.FindStringIndex(s[from:])
		if loc == nil {
			return s
		}
		w := []rune(s[from+loc[0] : from+loc[1]])
		return s[:from+loc[0]] + string(w[:len(w)/2])
	}},
	// max_tokens too small for a JSON answer: cut inside its last string value, then
	// "repaired" by a client that closes the open string and brackets, so the object
	// parses with that value truncated and what followed it gone.
	{"ho19b_maxtok_json_cut_then_repaired", "raw", func(lang, s string) string {
		if !ho19bIsJSON(s) {
			return s
		}
		j := ho19bScanJSON(s)
		if j.failed || len(j.strs) == 0 {
			return s
		}
		last := j.strs[len(j.strs)-1]
		content := []rune(s[last[0]+1 : last[1]-1])
		if len(content) < 4 {
			return s
		}
		cut := len(content) * 6 / 10
		// never cut inside an escape
		for cut > 0 && strings.HasSuffix(string(content[:cut]), `\`) {
			cut--
		}
		prefix := s[:last[0]+1] + string(content[:cut]) + `"`
		return prefix + ho19bCloseOpen(prefix)
	}},
	// Detokenizer bug: the byte-level pieces of one multi-byte character in the middle
	// of the answer lost, so the character vanishes (Großmann → Gromann, 物流 → 流).
	{"ho19b_detok_multibyte_char_lost", "longest", func(lang, s string) string {
		rs := []rune(s)
		for i := len(rs) / 2; i < len(rs); i++ {
			r := rs[i]
			if r <= 0x7f || !unicode.IsLetter(r) {
				continue
			}
			if lang == "ja" && !unicode.Is(unicode.Han, r) && !unicode.Is(unicode.Katakana, r) {
				continue
			}
			return string(rs[:i]) + string(rs[i+1:])
		}
		return s
	}},
	// Detokenizer bug: the last byte of one multi-byte character taken from the next
	// piece, so the character becomes its neighbouring code point (Müller → Mýller,
	// 髙橋 → 髚橋).
	{"ho19b_detok_char_next_codepoint", "first", func(lang, s string) string {
		rs := []rune(s)
		for i := len(rs) / 3; i < len(rs); i++ {
			r := rs[i]
			if r <= 0x7f || !unicode.IsLetter(r) {
				continue
			}
			if lang == "ja" && !unicode.Is(unicode.Han, r) {
				continue
			}
			nr := r + 1
			if !unicode.IsLetter(nr) || (lang == "ja" && !unicode.Is(unicode.Han, nr)) || nr&0x3f == 0 {
				nr = r - 1
			}
			if !unicode.IsLetter(nr) {
				continue
			}
			rs[i] = nr
			return string(rs)
		}
		return s
	}},
	// Detokenizer bug: a space added after the comma inside one amount, as a piece with
	// a leading-space marker is joined (3.912,50 € → 3.912, 50 €; 38,500円 → 38, 500円):
	// the figure now reads as two numbers.
	{"ho19b_detok_space_after_comma_in_amount", "strings", func(lang, s string) string {
		re := hoDeAmount
		if lang == "ja" {
			re = hoJaAmount
		}
		locs := re.FindAllStringIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		l := locs[len(locs)/2]
		m := s[l[0]:l[1]]
		k := strings.Index(m, ",")
		if lang == "de" {
			k = strings.LastIndex(m, ",")
		}
		return s[:l[0]] + m[:k+1] + " " + m[k+1:] + s[l[1]:]
	}},
	// Streaming client bug: the first delta (sent together with the role) ignored, so
	// the answer's first tokens are lost: {" of a JSON object; a list, table or quote
	// marker with the word after it; else the first word, or the first kanji or katakana
	// of a name or company.
	{"ho19b_stream_first_delta_dropped", "raw", func(lang, s string) string {
		t := strings.TrimLeft(s, " \n")
		if t == "" {
			return s
		}
		if strings.HasPrefix(t, `{"`) {
			return t[2:]
		}
		for _, m := range []string{"| ", "|", "- ", "・", "「"} {
			if strings.HasPrefix(t, m) {
				t = t[len(m):]
				break
			}
		}
		rs := []rune(t)
		n := 0
		if lang == "ja" {
			for _, tab := range []*unicode.RangeTable{unicode.Han, unicode.Katakana} {
				for n < len(rs) && unicode.Is(tab, rs[n]) {
					n++
				}
				if n > 0 {
					break
				}
			}
			n = max(1, min(2, n-1))
		} else {
			for n < len(rs) && !unicode.IsSpace(rs[n]) {
				n++
			}
		}
		return strings.TrimLeft(string(rs[n:]), " ")
	}},
	// Streaming client bug: two small chunks in the middle of a sentence delivered in
	// the wrong order (four characters a chunk in German, two in Japanese).
	{"ho19b_stream_two_chunks_reordered", "longest", func(lang, s string) string {
		size := 4
		if lang == "ja" {
			size = 2
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			rs := []rune(sen)
			if len(rs) < 6*size {
				return sen
			}
			a := (len(rs) / size / 2) * size
			x, y := string(rs[a:a+size]), string(rs[a+size:a+2*size])
			if x == y {
				return sen
			}
			return string(rs[:a]) + y + x + string(rs[a+2*size:])
		})
	}},
	// Guided decoding: two adjacent members of one object (numbers first, then ISO
	// dates, then strings; the outermost object first) emitted with their keys in the
	// schema's other order while the values stay where the model put them, so each
	// value sits under the other's key.
	{"ho19b_guided_adjacent_keys_reordered", "raw", func(lang, s string) string {
		if !ho19bIsJSON(s) {
			return s
		}
		j := ho19bScanJSON(s)
		if j.failed {
			return s
		}
		rank := map[byte]int{'n': 0, 'd': 1, 's': 2}
		bestO, bestI, bestScore := -1, -1, 1<<30
		for o, ms := range j.objs {
			for i := 0; i+1 < len(ms); i++ {
				r, ok := rank[ms[i].kind]
				if !ok || ms[i].kind != ms[i+1].kind || s[ms[i].vs:ms[i].ve] == s[ms[i+1].vs:ms[i+1].ve] {
					continue
				}
				if score := r*100 + j.depth[o]; score < bestScore {
					bestO, bestI, bestScore = o, i, score
				}
			}
		}
		if bestO < 0 {
			return s
		}
		a, b := j.objs[bestO][bestI], j.objs[bestO][bestI+1]
		return s[:a.ks] + s[b.ks:b.ke] + s[a.ke:b.ks] + s[a.ks:a.ke] + s[b.ke:]
	}},
	// Guided decoding: a number's last digit cut by the grammar's length limit (the
	// first number of three digits or more whose value that changes: 165.11 → 165.1,
	// 12800 → 1280).
	{"ho19b_guided_number_last_digit_cut", "raw", func(lang, s string) string {
		if !ho19bIsJSON(s) {
			return s
		}
		j := ho19bScanJSON(s)
		if j.failed {
			return s
		}
		for _, n := range j.nums {
			t := s[n[0]:n[1]]
			digits := strings.Count(t, "") - 1 - strings.Count(t, ".") - strings.Count(t, "-")
			if digits < 3 {
				continue
			}
			u := strings.TrimSuffix(t[:len(t)-1], ".")
			x, err1 := strconv.ParseFloat(t, 64)
			y, err2 := strconv.ParseFloat(u, 64)
			if err1 != nil || err2 != nil || x == y {
				continue
			}
			return s[:n[0]] + u + s[n[1]:]
		}
		return s
	}},
	// Temperature too high: one digit of the figure nearest the middle of the answer
	// (an amount, date, time, code or postcode) replaced by a random other digit.
	{"ho19b_temp_one_digit_random", "raw", func(lang, s string) string {
		var locs [][]int
		for _, l := range ho19bFigure.FindAllStringIndex(s, -1) {
			d := 0
			for _, c := range s[l[0]:l[1]] {
				if unicode.IsDigit(c) {
					d++
				}
			}
			if d >= 2 {
				locs = append(locs, l)
			}
		}
		if len(locs) == 0 {
			return s
		}
		l := locs[len(locs)/2]
		var pos []int
		for k := l[0]; k < l[1]; k++ {
			if s[k] >= '0' && s[k] <= '9' {
				pos = append(pos, k)
			}
		}
		h := ho19bHash(s)
		p := pos[int(h%uint32(len(pos)))]
		d := s[p] - '0'
		nd := (d + 1 + byte((h/7)%9)) % 10
		if p == l[0] && nd == 0 {
			nd = (d + 1) % 10
			if nd == 0 {
				nd = 2
			}
		}
		return s[:p] + string('0'+nd) + s[p+1:]
	}},
	// Temperature too high: one word in the middle of the answer replaced by a random
	// word of the same script (a German noun by another noun, a kanji word by another).
	{"ho19b_temp_word_random_same_script", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			h := ho19bHash(sen)
			if lang == "ja" {
				locs := ho19bJaHanRun.FindAllStringIndex(sen, -1)
				if len(locs) == 0 {
					return sen
				}
				l := locs[len(locs)/2]
				w := ho19bJaNouns[h%uint32(len(ho19bJaNouns))]
				if w == sen[l[0]:l[1]] {
					w = ho19bJaNouns[(h+1)%uint32(len(ho19bJaNouns))]
				}
				return sen[:l[0]] + w + sen[l[1]:]
			}
			var locs [][]int
			for _, l := range ho19bDeNoun.FindAllStringIndex(sen, -1) {
				if w := sen[l[0]+1 : l[1]]; w != "Ihnen" && w != "Bitte" {
					locs = append(locs, l)
				}
			}
			if len(locs) == 0 {
				return sen
			}
			l := locs[len(locs)/2]
			_, n := utf8.DecodeRuneInString(sen[l[0]:])
			return sen[:l[0]+n] + ho19bDeNouns[h%uint32(len(ho19bDeNouns))] + sen[l[1]:]
		})
	}},
	// Repetition penalty too high: the second mention of a repeated name or term
	// (a person, a company with its legal form, a quoted product or label; a person with
	// 様 or a title, a katakana word) replaced by another of the same class that the
	// answer names, since the repeated tokens were penalised.
	{"ho19b_reppen_second_mention_other_name", "longest", func(lang, s string) string {
		classes := []*regexp.Regexp{ho19bDePerson, ho19bDeCompany, ho19bDeQuoted}
		if lang == "ja" {
			classes = []*regexp.Regexp{ho19bJaPerson, ho19bJaKatakana}
		}
		best, bestAt := s, -1
		for _, re := range classes {
			if out, at := ho19bSecondMention(re, s); at >= 0 && (bestAt < 0 || at < bestAt) {
				best, bestAt = out, at
			}
		}
		return best
	}},
}

// ho19bDiff shows where out differs from golden: the changed middle with a little
// context on each side.
func ho19bDiff(golden, out string) string {
	g, o := []rune(golden), []rune(out)
	p := 0
	for p < len(g) && p < len(o) && g[p] == o[p] {
		p++
	}
	q := 0
	for q < len(g)-p && q < len(o)-p && g[len(g)-1-q] == o[len(o)-1-q] {
		q++
	}
	from := max(0, p-25)
	show := func(rs []rune) string {
		end := min(len(rs), len(rs)-q+25)
		return strings.ReplaceAll(string(rs[from:p])+"[["+string(rs[p:len(rs)-q])+"]]"+string(rs[len(rs)-q:end]), "\n", "⏎")
	}
	return show(g) + "  →  " + show(o)
}
