package grade

// Blind batch 47b: structure and document-level damage. A model under load or with a
// truncated context damages the shape of an answer while most of its words stay
// right: the salutation slides into the body, the dated commitment ends up below the
// signature or is marked as quoted text, the letter starts over after its sign-off,
// the closing formula climbs up to the salutation, a condition is cut off from the
// instruction it governs, a list item becomes a heading (or a table row the header),
// two items trade their second halves, the last item becomes the lead of the list,
// the answer's head is lost so it starts mid-text, a dated parenthesis lands on the
// next sentence, a JSON object comes back as one-member objects, key/value records, a
// double-encoded string or a Markdown table, and a prose answer comes back wrapped in
// JSON.

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	ho47bDeSalut   = regexp.MustCompile(`^(?:Sehr geehrte[rs]?|Guten Tag|Liebe[rs]?|Hallo) .*,\s*$`)
	ho47bJaSalut   = regexp.MustCompile(`^[^。、！？\s].{0,24}(?:様|部長|課長|教授|先生|御中|殿)\s*$`)
	ho47bDeClosing = regexp.MustCompile(`^(?:Mit freundlichen Grüßen|Freundliche Grüße|Viele Grüße|Beste Grüße|Herzliche Grüße)\s*$`)
	ho47bJaClosing = regexp.MustCompile(`(?:よろしく|宜しく)お願い(?:いた|致)?(?:します|申し上げます)。\s*$`)
	ho47bDigit     = regexp.MustCompile(`\p{Nd}`)
	ho47bBlankRuns = regexp.MustCompile(`\n{3,}`)
	ho47bListItem  = regexp.MustCompile(`^(\d+\. |[-*] |・)(.+)$`)
	ho47bTableSep  = regexp.MustCompile(`^\|[-:| ]+\|\s*$`)

	// A leading condition clause (Falls …, …) and a trailing one (…, wenn …).
	ho47bDeCondLead  = regexp.MustCompile(`(?:^|[.!?:] |\n)((?:Falls|Wenn|Sofern|Sollten) [^,.\n]{3,80}), (\p{Ll})`)
	ho47bDeCondTrail = regexp.MustCompile(`, ((?:wenn|falls|sofern|sobald) [^,.\n]{3,80})\.`)
	ho47bJaCond      = regexp.MustCompile(`(場合は|場合には|ましたら|でしたら|ようでしたら)、`)

	// A parenthesis worth moving: not a bare weekday or tax note.
	ho47bDeParen     = regexp.MustCompile(` \(([^()\n]{6,60})\)`)
	ho47bJaParen     = regexp.MustCompile(`（([^（）\n]{4,40})）`)
	ho47bParenSkipJa = regexp.MustCompile(`^(?:[月火水木金土日]|税込|税別|税抜)$`)
	ho47bMarker      = regexp.MustCompile(`^\s*(?:\d+\. |[-*] |・)`)
)

// ho47bParenFact says whether a parenthesis holds a fact that belongs to its own
// statement: a date, a phone number, or a code listed together with another fact.
func ho47bParenFact(c string) bool {
	if hoJaDate.MatchString(c) || hoDeDate.MatchString(c) || hoPhone.MatchString(c) {
		return true
	}
	return hoID.MatchString(c) && strings.ContainsAny(c, "、,")
}

// ho47bLetter is a letter split into its parts: the salutation line, the body's
// non-blank lines, the closing formula line (de) and the first signature line, as
// indices into lines; -1 where a part is missing.
type ho47bLetter struct {
	lines   []string
	sal     int
	body    []int
	closing int
	sig     int
}

// ho47bParseLetter finds the parts of a letter; nil when s does not open with a
// salutation or has no body.
func ho47bParseLetter(lang, s string) *ho47bLetter {
	lines := strings.Split(s, "\n")
	l := &ho47bLetter{lines: lines, sal: -1, closing: -1, sig: -1}
	for i, ln := range lines {
		if strings.TrimSpace(ln) != "" {
			l.sal = i
			break
		}
	}
	if l.sal < 0 {
		return nil
	}
	salRe := ho47bDeSalut
	if lang == "ja" {
		salRe = ho47bJaSalut
	}
	if !salRe.MatchString(lines[l.sal]) {
		return nil
	}
	end := len(lines)
	if lang != "ja" {
		for i := l.sal + 1; i < len(lines); i++ {
			if ho47bDeClosing.MatchString(lines[i]) {
				l.closing = i
				end = i
				for j := i + 1; j < len(lines); j++ {
					if strings.TrimSpace(lines[j]) != "" {
						l.sig = j
						break
					}
				}
				break
			}
		}
	} else {
		// The last paragraph is a signature when it is at most two short lines
		// without a sentence end.
		lastBlank := -1
		for i := len(lines) - 1; i > l.sal; i-- {
			if strings.TrimSpace(lines[i]) == "" {
				lastBlank = i
				break
			}
		}
		if lastBlank > 0 && len(lines)-lastBlank-1 >= 1 && len(lines)-lastBlank-1 <= 2 {
			ok := true
			for _, ln := range lines[lastBlank+1:] {
				if utf8.RuneCountInString(ln) > 40 || strings.Contains(ln, "。") || ln == "" {
					ok = false
				}
			}
			if ok {
				l.sig = lastBlank + 1
				end = lastBlank
			}
		}
	}
	for i := l.sal + 1; i < end; i++ {
		if strings.TrimSpace(lines[i]) != "" {
			l.body = append(l.body, i)
		}
	}
	if len(l.body) == 0 {
		return nil
	}
	return l
}

// signedOff says whether the letter has a sign-off: a closing formula, a signature
// or (ja) a last body sentence that is a closing formula.
func (l *ho47bLetter) signedOff() bool {
	if l.closing >= 0 || l.sig >= 0 {
		return true
	}
	return ho47bJaClosing.MatchString(l.lines[l.body[len(l.body)-1]])
}

// datedLine is the first body line after the first that carries a date (or the
// first line, when only it does); last picks the last dated body line instead.
func (l *ho47bLetter) datedLine(lang string, last bool) int {
	var dated []int
	for _, i := range l.body {
		if len(hoDates(lang, l.lines[i])) > 0 {
			dated = append(dated, i)
		}
	}
	switch {
	case len(dated) == 0:
		return -1
	case last:
		return dated[len(dated)-1]
	case dated[0] == l.body[0] && len(dated) > 1:
		return dated[1]
	}
	return dated[0]
}

func ho47bTidy(s string) string {
	return strings.Trim(ho47bBlankRuns.ReplaceAllString(s, "\n\n"), "\n")
}

func ho47bRemoveLine(lines []string, i int) []string {
	out := make([]string, 0, len(lines)-1)
	out = append(out, lines[:i]...)
	return append(out, lines[i+1:]...)
}

func ho47bInsertLines(lines []string, at int, add ...string) []string {
	out := make([]string, 0, len(lines)+len(add))
	out = append(out, lines[:at]...)
	out = append(out, add...)
	return append(out, lines[at:]...)
}

// ho47bList is a run of list item lines: their indices, markers and texts.
type ho47bList struct {
	idx     []int
	markers []string
	texts   []string
}

// ho47bFirstList is the first run of at least min consecutive list item lines.
func ho47bFirstList(lines []string, min int) *ho47bList {
	var cur *ho47bList
	for i := 0; i <= len(lines); i++ {
		var m []string
		if i < len(lines) {
			m = ho47bListItem.FindStringSubmatch(lines[i])
		}
		if m != nil {
			if cur == nil {
				cur = &ho47bList{}
			}
			cur.idx = append(cur.idx, i)
			cur.markers = append(cur.markers, m[1])
			cur.texts = append(cur.texts, m[2])
			continue
		}
		if cur != nil && len(cur.idx) >= min {
			return cur
		}
		cur = nil
	}
	return nil
}

// ho47bSplitItem splits a list item's text into a head and a tail it can trade:
// after its first sentence, or (de) after its first "; ". kind tells which.
func ho47bSplitItem(lang, t string) (head, tail, kind string) {
	ss := hoSentences(lang, t)
	if len(ss) >= 2 {
		return ss[0], strings.Join(ss[1:], ""), "sentence"
	}
	if lang != "ja" {
		if i := strings.Index(t, "; "); i > 0 && i+2 < len(t) {
			return t[:i+2], t[i+2:], "semicolon"
		}
	}
	return "", "", ""
}

func ho47bUpperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// ho47bMembers reads the top-level members of a JSON object in order, each value as
// written.
func ho47bMembers(s string) (keys []string, vals []json.RawMessage, ok bool) {
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil || tok != json.Delim('{') {
		return nil, nil, false
	}
	for dec.More() {
		kt, err := dec.Token()
		if err != nil {
			return nil, nil, false
		}
		k, isStr := kt.(string)
		if !isStr {
			return nil, nil, false
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, nil, false
		}
		keys = append(keys, k)
		vals = append(vals, v)
	}
	if _, err := dec.Token(); err != nil {
		return nil, nil, false
	}
	return keys, vals, len(keys) > 0
}

func ho47bJSONString(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		return ""
	}
	return strings.TrimRight(b.String(), "\n")
}

var heldOutBatch47b = []heldOutKind{
	// The salutation slides below the body's first sentence, so the letter opens
	// mid-body and greets the reader in the middle: "Sehr geehrte Frau Schäfer,\n\nhiermit
	// bestätigen wir Ihren Kontrolltermin …" → "hiermit bestätigen wir Ihren
	// Kontrolltermin …\nSehr geehrte Frau Schäfer,\nBitte bringen Sie …".
	{"b47b_salutation_moved_below_first_body_sentence", "strings", func(lang, s string) string {
		l := ho47bParseLetter(lang, s)
		if l == nil {
			return s
		}
		first := l.body[0]
		ss := hoSentences(lang, l.lines[first])
		if len(l.body) < 2 && len(ss) < 2 {
			return s
		}
		sal := strings.TrimRight(l.lines[l.sal], " ")
		lines := append([]string(nil), l.lines...)
		if len(ss) >= 2 {
			lines[first] = strings.TrimRight(ss[0], " ") + "\n" + sal + "\n" + strings.Join(ss[1:], "")
		} else {
			lines[first] = lines[first] + "\n" + sal
		}
		// Drop the salutation and the blank lines after it.
		j := l.sal + 1
		for j < first && strings.TrimSpace(lines[j]) == "" {
			j++
		}
		lines = append(lines[:l.sal], lines[j:]...)
		return ho47bTidy(strings.Join(lines, "\n"))
	}},

	// The body line that carries the dated commitment is moved below the signature,
	// as a postscript after the sign-off, and the body reads on without it: "Wir senden
	// Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. …" now stands after "Ihr
	// Kundenservice von Leuchtenhaus Nord".
	{"b47b_dated_line_moved_below_signature", "strings", func(lang, s string) string {
		l := ho47bParseLetter(lang, s)
		if l == nil || (l.closing < 0 && l.sig < 0) {
			return s
		}
		i := l.datedLine(lang, false)
		if i < 0 || len(l.body) < 2 {
			return s
		}
		line := l.lines[i]
		lines := ho47bRemoveLine(l.lines, i)
		out := ho47bTidy(strings.Join(lines, "\n"))
		return out + "\n\n" + line
	}},

	// After its sign-off the letter starts over: the salutation and the first body
	// line follow the signature again, as a model that lost its place does:
	// "… Ihr Kundenservice von Leuchtenhaus Nord" → "… Ihr Kundenservice von
	// Leuchtenhaus Nord\n\nSehr geehrter Herr Weiß,\n\nvielen Dank für Ihre Nachricht …".
	{"b47b_letter_restarted_after_signoff", "strings", func(lang, s string) string {
		l := ho47bParseLetter(lang, s)
		if l == nil || !l.signedOff() {
			return s
		}
		first := l.lines[l.body[0]]
		if lang == "ja" || len(l.body) == 1 {
			// A ja opening line, or a one-line body: restart with its first sentence.
			if ss := hoSentences(lang, first); len(ss) > 0 {
				first = strings.TrimRight(ss[0], " ")
			}
		}
		return strings.TrimRight(s, "\n") + "\n\n" + strings.TrimRight(l.lines[l.sal], " ") + "\n\n" + first
	}},

	// The closing formula climbs up to just below the salutation, so the letter says
	// goodbye before its body and the signature stands alone at the end:
	// "Sehr geehrter Herr Groß,\n\nvielen Dank …" → "Sehr geehrter Herr Groß,\nMit
	// freundlichen Grüßen\n\nvielen Dank …"; ja "今後ともどうぞよろしくお願いいたします。"
	// directly under "小林 恵子様".
	{"b47b_closing_formula_moved_up_under_salutation", "strings", func(lang, s string) string {
		l := ho47bParseLetter(lang, s)
		if l == nil {
			return s
		}
		lines := append([]string(nil), l.lines...)
		var closing string
		if l.closing >= 0 {
			closing = lines[l.closing]
			lines = ho47bRemoveLine(lines, l.closing)
		} else {
			last := l.body[len(l.body)-1]
			if !ho47bJaClosing.MatchString(lines[last]) {
				return s
			}
			ss := hoSentences(lang, lines[last])
			if len(ss) == 1 {
				if len(l.body) < 2 {
					return s
				}
				closing = lines[last]
				lines = ho47bRemoveLine(lines, last)
			} else {
				closing = strings.TrimRight(ss[len(ss)-1], " ")
				lines[last] = strings.TrimRight(strings.Join(ss[:len(ss)-1], ""), " ")
			}
		}
		lines = ho47bInsertLines(lines, l.sal+1, closing)
		return ho47bTidy(strings.Join(lines, "\n"))
	}},

	// A condition is cut off into a sentence of its own, so the instruction after it
	// stands unconditional and the condition dangles: "Falls Sie den Termin nicht
	// wahrnehmen können, sagen Sie ihn bitte … ab." → "Falls Sie den Termin nicht
	// wahrnehmen können. Sagen Sie ihn bitte … ab."; "ご不明な点がございましたら、本メール
	// にご返信ください。" → "ご不明な点がございましたら。本メールにご返信ください。".
	{"b47b_condition_cut_off_as_fragment", "strings", func(lang, s string) string {
		if lang == "ja" {
			for _, loc := range ho47bJaCond.FindAllStringSubmatchIndex(s, -1) {
				rest := s[loc[1]:]
				if strings.HasPrefix(rest, "以下") || strings.HasPrefix(rest, "次の") {
					continue
				}
				return s[:loc[3]] + "。" + s[loc[1]:]
			}
			return s
		}
		lead := ho47bDeCondLead.FindStringSubmatchIndex(s)
		trail := ho47bDeCondTrail.FindStringSubmatchIndex(s)
		switch {
		case lead != nil && (trail == nil || lead[2] < trail[0]):
			return s[:lead[3]] + ". " + strings.ToUpper(s[lead[4]:lead[5]]) + s[lead[5]:]
		case trail != nil:
			return s[:trail[0]] + ". " + ho47bUpperFirst(s[trail[2]:trail[3]]) + "." + s[trail[1]:]
		}
		return s
	}},

	// The last body line with a date is marked as quoted text ("> "), as if the
	// commitment or deadline were the customer's own words cited back rather than the
	// writer's statement: "お支払い期限は2026年10月30日（金）です。" → "> お支払い期限は
	// 2026年10月30日（金）です。".
	{"b47b_dated_line_marked_as_quoted_text", "strings", func(lang, s string) string {
		l := ho47bParseLetter(lang, s)
		if l == nil {
			return s
		}
		i := l.datedLine(lang, true)
		if i < 0 {
			return s
		}
		lines := append([]string(nil), l.lines...)
		lines[i] = "> " + lines[i]
		return strings.Join(lines, "\n")
	}},

	// A list item is promoted to a heading, so it stops being an item and heads the
	// items after it; in a table the first data row is promoted to the header row:
	// "6. Geben Sie das Passwort Ihres WLANs ein. …" → "## Geben Sie das Passwort Ihres
	// WLANs ein. …", so steps 7 to 10 stand under it; "| 品名 | 数量 | …\n|---|…\n| コピー用紙A4 …" → "| コピー
	// 用紙A4 …\n|---|…\n| 品名 | 数量 | …".
	{"b47b_item_or_row_promoted_to_header", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i := 1; i+1 < len(lines); i++ {
			if ho47bTableSep.MatchString(lines[i]) && strings.HasPrefix(lines[i-1], "|") && strings.HasPrefix(lines[i+1], "|") {
				out := append([]string(nil), lines...)
				out[i-1], out[i+1] = lines[i+1], lines[i-1]
				return strings.Join(out, "\n")
			}
		}
		lst := ho47bFirstList(lines, 3)
		if lst == nil {
			return s
		}
		k := len(lst.idx) / 2
		out := append([]string(nil), lines...)
		out[lst.idx[k]] = "## " + lst.texts[k]
		return strings.Join(out, "\n")
	}},

	// Two list items trade their second halves (the sentence after the first, or the
	// clause after "; "), so each keeps its opening and gets the other's rest:
	// "1. 箱から本体を取り出し、底面の電池カバーを開けます。付属のコイン形電池…" and
	// "2. 本体を硬く平らな床に置きます。じゅうたんや畳の上では…" → "1. …開けます。じゅう
	// たんや畳の上では…" and "2. …置きます。付属のコイン形電池…".
	{"b47b_list_items_second_halves_traded", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		lst := ho47bFirstList(lines, 2)
		if lst == nil {
			return s
		}
		n := len(lst.texts)
		heads, tails, kinds := make([]string, n), make([]string, n), make([]string, n)
		for i, t := range lst.texts {
			heads[i], tails[i], kinds[i] = ho47bSplitItem(lang, t)
		}
		a, b := -1, -1
		for i := 0; i+1 < n && a < 0; i++ {
			if kinds[i] != "" && kinds[i] == kinds[i+1] && tails[i] != tails[i+1] {
				a, b = i, i+1
			}
		}
		for i := 0; i < n && a < 0; i++ {
			for j := i + 1; j < n && a < 0; j++ {
				if kinds[i] != "" && kinds[i] == kinds[j] && tails[i] != tails[j] {
					a, b = i, j
				}
			}
		}
		if a < 0 {
			return s
		}
		out := append([]string(nil), lines...)
		out[lst.idx[a]] = lst.markers[a] + heads[a] + tails[b]
		out[lst.idx[b]] = lst.markers[b] + heads[b] + tails[a]
		return strings.Join(out, "\n")
	}},

	// The last list item loses its marker and becomes the lead line above the list,
	// so a final step or point is presented first as the headline and the list is
	// one item short: "10. Speichern Sie den Plan und aktivieren Sie ihn …" now stands,
	// unnumbered, above "1. Laden Sie die kostenlose WärmeApp …"; "- Die nächste Sitzung
	// findet am 12.11.2026 statt." above the other three points.
	{"b47b_last_item_made_lead_above_list", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		lst := ho47bFirstList(lines, 3)
		if lst == nil {
			return s
		}
		last := lst.idx[len(lst.idx)-1]
		text := lst.texts[len(lst.texts)-1]
		out := ho47bRemoveLine(lines, last)
		out = ho47bInsertLines(out, lst.idx[0], text, "")
		return ho47bTidy(strings.Join(out, "\n"))
	}},

	// The head of the answer is lost, as when the first tokens fall out of a
	// truncated context: everything before a point a few words into the first long
	// line is gone, so the answer starts mid-sentence (or mid-JSON) without its
	// salutation or opening: "Sehr geehrte Frau Schäfer,\n\nhiermit bestätigen wir Ihren
	// Kontrolltermin …" → "wir Ihren Kontrolltermin …"; {"name": "Petra Müller", …} →
	// Müller", "city": "Lüneburg", ….
	{"b47b_answer_head_lost_starts_mid_text", "raw", func(lang, s string) string {
		rs := []rune(s)
		lineStart := 0
		for i := 0; i <= len(rs); i++ {
			if i < len(rs) && rs[i] != '\n' {
				continue
			}
			if ln := string(rs[lineStart:i]); i-lineStart >= 30 && !ho47bDeSalut.MatchString(ln) && !ho47bJaSalut.MatchString(ln) {
				break
			}
			lineStart = i + 1
		}
		if lineStart >= len(rs) {
			return s
		}
		cut := -1
		if lang == "ja" && !strings.HasPrefix(s, "{") {
			cut = lineStart + 10
		} else {
			for i := lineStart + 12; i < len(rs) && i < lineStart+80; i++ {
				if rs[i] == ' ' {
					cut = i
					break
				}
			}
		}
		if cut < 0 || cut >= len(rs)-20 {
			return s
		}
		return strings.TrimLeft(string(rs[cut:]), " ")
	}},

	// A parenthesis leaves its own sentence and lands at the end of the next one,
	// where it qualifies the wrong statement: "…修正版の提供（10月23日）後に2週間の再テスト
	// が必要なため、…提案している。" → "…修正版の提供後に…提案している。追加費用は約1,400
	// 万円で、予備費から支出する（10月23日）。"
	{"b47b_parenthesis_moved_to_next_sentence", "strings", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		re := ho47bDeParen
		if lang == "ja" {
			re = ho47bJaParen
		}
		for k, r := range refs {
			sent := split[r.line][r.idx]
			loc := re.FindStringSubmatchIndex(sent)
			for loc != nil && lang == "ja" && ho47bParenSkipJa.MatchString(sent[loc[2]:loc[3]]) {
				next := re.FindStringSubmatchIndex(sent[loc[1]:])
				if next == nil {
					loc = nil
					break
				}
				for x := range next {
					next[x] += loc[1]
				}
				loc = next
			}
			if loc == nil || k+1 >= len(refs) || !ho47bParenFact(sent[loc[2]:loc[3]]) {
				continue
			}
			nr := refs[k+1]
			nxt := split[nr.line][nr.idx]
			trimmed := strings.TrimRight(nxt, " ")
			endRune, size := utf8.DecodeLastRuneInString(trimmed)
			if size == 0 || !strings.ContainsRune(".。!！?？", endRune) || utf8.RuneCountInString(trimmed) < 10 || !ho47bDigit.MatchString(ho47bMarker.ReplaceAllString(trimmed, "")) {
				continue
			}
			paren := sent[loc[0]:loc[1]]
			split[r.line][r.idx] = sent[:loc[0]] + sent[loc[1]:]
			body := trimmed[:len(trimmed)-size]
			split[nr.line][nr.idx] = body + paren + string(endRune) + nxt[len(trimmed):]
			return hoJoin(split)
		}
		return s
	}},

	// The JSON object comes back as a list of one-member objects, so no key can be
	// looked up on the answer and the record is split into pieces:
	// {"name": "Petra Müller", "city": "Lüneburg", …} → [{"name": "Petra Müller"},
	// {"city": "Lüneburg"}, …].
	{"b47b_json_object_as_list_of_singleton_objects", "raw", func(lang, s string) string {
		keys, vals, ok := ho47bMembers(s)
		if !ok || len(keys) < 2 {
			return s
		}
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = "{" + ho47bJSONString(k) + ": " + string(vals[i]) + "}"
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}},

	// The JSON object comes back as key/value records, the keys demoted to data:
	// {"company": "サクラ物流株式会社", …} → [{"key": "company", "value": "サクラ物流株式会社"},
	// …].
	{"b47b_json_object_as_key_value_records", "raw", func(lang, s string) string {
		keys, vals, ok := ho47bMembers(s)
		if !ok || len(keys) < 2 {
			return s
		}
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = `{"key": ` + ho47bJSONString(k) + `, "value": ` + string(vals[i]) + "}"
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}},

	// The whole JSON object is encoded a second time, so the answer is one JSON string
	// that contains the object's text rather than the object:
	// {"name": "Petra Müller", …} → "{\"name\": \"Petra Müller\", …}".
	{"b47b_json_document_double_encoded_as_string", "raw", func(lang, s string) string {
		if _, _, ok := ho47bMembers(s); !ok {
			return s
		}
		if q := ho47bJSONString(s); q != "" {
			return q
		}
		return s
	}},
	// The JSON answer is rendered as a Markdown table of keys and values, as a model
	// that forgot the output format does; nested values stay JSON in their cells:
	// {"name": "Petra Müller", "city": "Lüneburg", …} → "| Schlüssel | Wert |\n|---|---|\n|
	// name | Petra Müller |\n| city | Lüneburg |…".
	{"b47b_json_answer_rendered_as_markdown_table", "raw", func(lang, s string) string {
		keys, vals, ok := ho47bMembers(s)
		if !ok || len(keys) < 2 {
			return s
		}
		head := "| Schlüssel | Wert |"
		if lang == "ja" {
			head = "| キー | 値 |"
		}
		rows := []string{head, "|---|---|"}
		for i, k := range keys {
			v := string(vals[i])
			var str string
			if json.Unmarshal(vals[i], &str) == nil {
				v = strings.ReplaceAll(str, "\n", "<br>")
			}
			rows = append(rows, "| "+k+" | "+strings.ReplaceAll(v, "|", "\\|")+" |")
		}
		return strings.Join(rows, "\n")
	}},

	// A text or Markdown answer comes back wrapped as a JSON object, as a model stuck
	// in a structured-output mode does, so the reader gets a JSON string with escaped
	// line breaks instead of the letter, summary or list: "Sehr geehrter Herr Weiß,\n\n…"
	// → {"text": "Sehr geehrter Herr Weiß,\\n\\n…"}.
	{"b47b_prose_answer_wrapped_as_json_object", "raw", func(lang, s string) string {
		t := strings.TrimSpace(s)
		if t == "" || strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[") {
			return s
		}
		q := ho47bJSONString(s)
		if q == "" {
			return s
		}
		return `{"text": ` + q + "}"
	}},
}

// ho47bDiff shows where a damaged answer differs from its golden: the differing lines
// (or, in a one-line answer, a window around the first difference).
func ho47bDiff(golden, got string) string {
	gl, dl := strings.Split(golden, "\n"), strings.Split(got, "\n")
	p := 0
	for p < len(gl) && p < len(dl) && gl[p] == dl[p] {
		p++
	}
	q := 0
	for q < len(gl)-p && q < len(dl)-p && gl[len(gl)-1-q] == dl[len(dl)-1-q] {
		q++
	}
	clip := func(ls []string) string {
		t := strings.Join(ls, "⏎")
		rs := []rune(t)
		if len(rs) > 260 {
			return string(rs[:260]) + "…"
		}
		return t
	}
	a, b := gl[p:len(gl)-q], dl[p:len(dl)-q]
	if len(gl) == 1 && len(dl) == 1 {
		ga, da := []rune(golden), []rune(got)
		i := 0
		for i < len(ga) && i < len(da) && ga[i] == da[i] {
			i++
		}
		from := max(0, i-40)
		return clip([]string{string(ga[from:min(len(ga), i+120)])}) + "  →  " + clip([]string{string(da[from:min(len(da), i+120)])})
	}
	return clip(a) + "  →  " + clip(b)
}
