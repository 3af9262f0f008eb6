package grade

// Blind batch 44a: a fuzzing engineer's generic damage. Each kind is one small
// mutation operator that works on the answer's structure rather than on its words:
// it moves a sentence into another list item, echoes a sentence further down with one
// value (date, amount, code, person, polarity) changed, deletes the last sentence that
// carries a condition or exception, lets a dated line take its neighbour's date,
// exchanges the trailing figures of two neighbouring rows or items, splits an item so
// that two carry one number, cuts a German sentence before its figure phrase, moves a
// Japanese まで-deadline into the next sentence, clones a JSON array's last element with
// one field changed and exchanges two JSON scalars of one type. Each acts at one place.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	ho44aMarker    = regexp.MustCompile(`^\s*(?:[-*•・] ?|\d+\. )`)
	ho44aNumMarker = regexp.MustCompile(`^(\s*)(\d+)\. `)
	ho44aDigit     = regexp.MustCompile(`\d`)
	ho44aJaCond    = regexp.MustCompile(`場合|ただし|なお、|以外|を除き|限り|ません|できない|ないよう`)
	ho44aDeCond    = regexp.MustCompile(`(?i)\b(?:falls|wenn|sofern|außer|ausgenommen|nur|nicht|kein|keine|keinen|keiner)\b`)
	ho44aJaBoiler  = regexp.MustCompile(`申し訳|ご不明|問い合わせ|よろしく`)
	ho44aDeBoiler  = regexp.MustCompile(`Fragen|freundlichen|Grüße`)
	ho44aDePrep    = regexp.MustCompile(`\b(?:am|bis|ab|vom|von|auf|bei|um|zum|zur|mit|für|seit|zwischen)\b`)
	ho44aDeAux     = map[string]bool{"ist": true, "sind": true, "war": true, "hat": true, "haben": true, "wird": true,
		"werden": true, "kann": true, "können": true, "soll": true, "muss": true, "bleibt": true, "kommt": true}
	ho44aJaYen      = regexp.MustCompile(`\d{1,3}(?:,\d{3})+`)
	ho44aJaPerson   = regexp.MustCompile(`\p{Han}{1,3}(?:部長|課長|係長|様)`)
	ho44aDePerson   = regexp.MustCompile(`(?:Herrn?|Frau|Prof\.)(?: (?:Prof\.|Dr\.))* \p{Lu}\p{Ll}+`)
	ho44aJaMade     = regexp.MustCompile(`(?:前日の)?(?:(?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（.）)?)?(?:\d{1,2}時)?までに、?`)
	ho44aLabel      = regexp.MustCompile(`^\s*[^\s:：]{2,20}[:：]`)
	ho44aDeSub      = regexp.MustCompile(`^(?:da|weil|dass|wenn|falls|ob|sobald|die|der|das|den|dem|deren|dessen|bis)\b`)
	ho44aDePreps    = map[string]bool{"am": true, "bis": true, "ab": true, "vom": true, "von": true, "auf": true, "bei": true, "um": true, "zum": true, "zur": true, "mit": true, "für": true, "seit": true, "zwischen": true}
	ho44aDeCondLead = regexp.MustCompile(`(?i)\b(?:falls|wenn|sofern)\b`)
	ho44aDeConjLead = regexp.MustCompile(`^(?:Da|Weil|Dass|Wenn|Falls|Ob|Sobald|Obwohl|Nachdem)\b`)
	ho44aISOVal     = regexp.MustCompile(`("[^"]+"\s*:\s*)"(\d{4}-\d{2}-\d{2})"`)
	ho44aNumVal     = regexp.MustCompile(`("[^"]+"\s*:\s*)(-?\d+(?:\.\d+)?)(\s*[,}\]])`)
)

func ho44aIsItem(l string) bool  { return ho44aMarker.MatchString(l) }
func ho44aIsTable(l string) bool { return strings.HasPrefix(strings.TrimSpace(l), "|") }

// ho44aTerminated reports whether a sentence ends with a sentence mark.
func ho44aTerminated(s string) bool {
	t := strings.TrimRight(s, " ")
	for _, e := range []string{"。", ".", "！", "？", "!", "?"} {
		if strings.HasSuffix(t, e) {
			return true
		}
	}
	return false
}

// ho44aBody is a sentence without its list marker or leading spaces, capitalised in
// German, ready to be said again elsewhere.
func ho44aBody(lang, s string) string {
	s = strings.TrimSpace(ho44aMarker.ReplaceAllString(s, ""))
	if lang == "de" && s != "" {
		r, n := utf8.DecodeRuneInString(s)
		s = string(unicode.ToUpper(r)) + s[n:]
	}
	return s
}

// ho44aAppend adds sentence add after sentence x, keeping x's trailing spaces.
func ho44aAppend(lang, x, add string) string {
	t := strings.TrimRight(x, " ")
	sep := " "
	if lang == "ja" {
		sep = ""
	}
	return t + sep + add + x[len(t):]
}

func ho44aDateRes(lang string) []*regexp.Regexp {
	if lang == "ja" {
		return []*regexp.Regexp{hoJaDate, hoISODate}
	}
	return []*regexp.Regexp{hoDeDate, hoISODate}
}

// ho44aFirstDate is the location of the earliest date in s, nil without one.
func ho44aFirstDate(lang, s string) []int {
	var best []int
	for _, re := range ho44aDateRes(lang) {
		if loc := re.FindStringIndex(s); loc != nil && (best == nil || loc[0] < best[0]) {
			best = loc
		}
	}
	return best
}

func ho44aBumpDay(d int) int {
	if d >= 28 {
		return d - 1
	}
	return d + 1
}

// ho44aShiftDate moves a date by one day, keeping its format.
func ho44aShiftDate(d string) string {
	if m := regexp.MustCompile(`^(\d{4})-(\d{2})-(\d{2})$`).FindStringSubmatch(d); m != nil {
		n, _ := strconv.Atoi(m[3])
		return m[1] + "-" + m[2] + "-" + ho44aPad(ho44aBumpDay(n), len(m[3]))
	}
	if m := regexp.MustCompile(`(\d{1,2})日$`).FindStringSubmatchIndex(d); m != nil {
		n, _ := strconv.Atoi(d[m[2]:m[3]])
		return d[:m[2]] + strconv.Itoa(ho44aBumpDay(n)) + d[m[3]:]
	}
	if m := regexp.MustCompile(`^(\d{1,2})\.`).FindStringSubmatch(d); m != nil {
		n, _ := strconv.Atoi(m[1])
		return ho44aPad(ho44aBumpDay(n), len(m[1])) + d[len(m[1]):]
	}
	return d
}

func ho44aPad(n, width int) string {
	s := strconv.Itoa(n)
	for len(s) < width {
		s = "0" + s
	}
	return s
}

// ho44aTargets lists the sentence refs after n that end with a sentence mark and are
// not in a table row.
func ho44aTargets(split [][]string, refs []sentenceRef, lines []string, n int) []int {
	var out []int
	for m := n + 1; m < len(refs); m++ {
		r := refs[m]
		if ho44aIsTable(lines[r.line]) || !ho44aTerminated(split[r.line][r.idx]) {
			continue
		}
		out = append(out, m)
	}
	return out
}

// ho44aEcho finds the first sentence (not in a table) that pick accepts, and says it
// again, as pick rewrites it, after the later sentence that where chooses (n itself
// when where finds none).
func ho44aEcho(lang, s string, prose bool, pick func(sent string) string, where func(n int, targets []int) int) string {
	split, refs := hoAllSentences(lang, s)
	lines := strings.Split(s, "\n")
	for n, r := range refs {
		line := lines[r.line]
		if ho44aIsTable(line) || (prose && ho44aIsItem(line)) {
			continue
		}
		sent := split[r.line][r.idx]
		if !ho44aTerminated(sent) || utf8.RuneCountInString(strings.TrimSpace(sent)) < 12 {
			continue
		}
		cp := pick(sent)
		if cp == "" || cp == sent {
			continue
		}
		cp = ho44aBody(lang, cp)
		t := where(n, ho44aTargets(split, refs, lines, n))
		if t < 0 {
			t = n
		}
		tr := refs[t]
		split[tr.line][tr.idx] = ho44aAppend(lang, split[tr.line][tr.idx], cp)
		return hoJoin(split)
	}
	return s
}

// ho44aItemSentenceToLastItem moves the last sentence of the first list item that has
// two or more to the end of the list's last item.
func ho44aItemSentenceToLastItem(lang, s string) string {
	lines := strings.Split(s, "\n")
	for i := 0; i < len(lines); {
		if !ho44aIsItem(lines[i]) {
			i++
			continue
		}
		j := i
		for j < len(lines) && ho44aIsItem(lines[j]) {
			j++
		}
		if j-i >= 3 {
			for k := i; k < j-1; k++ {
				m := ho44aMarker.FindString(lines[k])
				ss := hoSentences(lang, lines[k][len(m):])
				if len(ss) >= 2 {
					moved := strings.TrimSpace(ss[len(ss)-1])
					lines[k] = strings.TrimRight(m+strings.Join(ss[:len(ss)-1], ""), " ")
					lines[j-1] = ho44aAppend(lang, strings.TrimRight(lines[j-1], " "), moved)
					return strings.Join(lines, "\n")
				}
			}
		}
		i = j
	}
	return s
}

// ho44aLastFactLineRestatesFirst overwrites the last prose line with a figure by the
// first one; in a one-paragraph text, the last sentence with a figure by the first
// sentence.
func ho44aLastFactLineRestatesFirst(lang, s string) string {
	lines := strings.Split(s, "\n")
	var idx []int
	structured := false
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if ho44aIsItem(l) || ho44aIsTable(l) {
			structured = true
			continue
		}
		if t == "" || !ho44aDigit.MatchString(t) {
			continue
		}
		if !strings.Contains(t, "。") && !strings.Contains(t, ". ") && !strings.HasSuffix(t, ".") {
			continue
		}
		idx = append(idx, i)
	}
	if len(idx) >= 2 {
		a, b := idx[0], idx[len(idx)-1]
		if lines[a] == lines[b] {
			return s
		}
		lines[b] = lines[a]
		if lang == "de" {
			lines[b] = ho44aBody(lang, lines[a])
		}
		return strings.Join(lines, "\n")
	}
	if structured || len(idx) != 1 {
		return s
	}
	ss := hoSentences(lang, lines[idx[0]])
	if len(ss) < 2 {
		return s
	}
	for k := len(ss) - 1; k >= 1; k-- {
		if ho44aDigit.MatchString(ss[k]) {
			first := strings.TrimRight(ss[0], " ")
			ss[k] = first + ss[k][len(strings.TrimRight(ss[k], " ")):]
			lines[idx[0]] = strings.Join(ss, "")
			return strings.Join(lines, "\n")
		}
	}
	return s
}

// ho44aLastConditionDropped deletes the last sentence that carries a condition, a
// restriction or an exception (not a courtesy formula, not a list item's only one).
func ho44aLastConditionDropped(lang, s string) string {
	split, refs := hoAllSentences(lang, s)
	lines := strings.Split(s, "\n")
	cond, boiler := ho44aDeCond, ho44aDeBoiler
	if lang == "ja" {
		cond, boiler = ho44aJaCond, ho44aJaBoiler
	}
	for k := len(refs) - 1; k >= 0; k-- {
		r := refs[k]
		sent := split[r.line][r.idx]
		if ho44aIsTable(lines[r.line]) || !ho44aTerminated(sent) || !cond.MatchString(sent) || boiler.MatchString(sent) {
			continue
		}
		if ho44aIsItem(lines[r.line]) && (len(split[r.line]) < 2 || r.idx == 0) {
			continue
		}
		if strings.TrimSpace(sent) == strings.TrimSpace(s) || ho44aLabel.MatchString(sent) {
			continue
		}
		split[r.line][r.idx] = ""
		out := strings.Split(hoJoin(split), "\n")
		out[r.line] = strings.TrimRight(out[r.line], " ")
		if strings.TrimSpace(out[r.line]) == "" {
			out = append(out[:r.line], out[r.line+1:]...)
		}
		return strings.Join(out, "\n")
	}
	return s
}

// ho44aDeCutBeforeFigure cuts a German sentence before the prepositional phrase that
// carries its first figure and closes it with a full stop.
func ho44aDeCutBeforeFigure(lang, s string) string {
	if lang != "de" {
		return s
	}
	return hoMiddleSentence(lang, s, func(sent string) string {
		if !ho44aTerminated(sent) || strings.Contains(sent, "Beispiel") || strings.Contains(sent, "z. B.") {
			return sent
		}
		for _, loc := range ho44aDePrep.FindAllStringIndex(sent, -1) {
			end := min(len(sent), loc[1]+16)
			if !ho44aDigit.MatchString(sent[loc[1]:end]) {
				continue
			}
			prefix := strings.TrimRight(sent[:loc[0]], " ,;:(")
			words := strings.Fields(ho44aMarker.ReplaceAllString(prefix, ""))
			if len(words) < 4 || ho44aDeAux[words[len(words)-1]] || ho44aDePreps[words[len(words)-1]] || strings.ContainsAny(prefix, "(\"„") {
				continue
			}
			if k := strings.LastIndex(prefix, ", "); k >= 0 && ho44aDeSub.MatchString(prefix[k+2:]) {
				continue
			}
			if ho44aDeConjLead.MatchString(strings.Join(words, " ")) {
				continue
			}
			t := strings.TrimRight(sent, " ")
			return prefix + "." + sent[len(t):]
		}
		return sent
	})
}

// ho44aJSONArrays lists the element spans of each array of the raw JSON text, in
// order of opening.
func ho44aJSONArrays(s string) [][][2]int {
	var arrays [][][2]int
	inStr, esc := false, false
	depth := 0
	type frame struct {
		arr      int
		elemFrom int
		depth    int
	}
	var frames []frame
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
		case '[':
			arrays = append(arrays, nil)
			depth++
			frames = append(frames, frame{len(arrays) - 1, i + 1, depth})
		case '{':
			depth++
		case '}':
			depth--
		case ',', ']':
			if len(frames) > 0 && frames[len(frames)-1].depth == depth {
				f := &frames[len(frames)-1]
				if strings.TrimSpace(s[f.elemFrom:i]) != "" {
					arrays[f.arr] = append(arrays[f.arr], [2]int{f.elemFrom, i})
				}
				f.elemFrom = i + 1
				if c == ']' {
					frames = frames[:len(frames)-1]
					depth--
				}
			} else if c == ']' {
				depth--
			}
		}
	}
	return arrays
}

// ho44aArrayTailCloned appends a copy of the first array's last element with one
// field changed: an object's last number raised, a string's negation turned.
func ho44aArrayTailCloned(lang, s string) string {
	for _, elems := range ho44aJSONArrays(s) {
		if len(elems) < 2 {
			continue
		}
		last := elems[len(elems)-1]
		el := strings.TrimSpace(s[last[0]:last[1]])
		var cl string
		switch {
		case strings.HasPrefix(el, "{"):
			locs := ho44aNumVal.FindAllStringSubmatchIndex(el, -1)
			if locs == nil {
				continue
			}
			l := locs[len(locs)-1]
			num := el[l[4]:l[5]]
			intPart, frac, _ := strings.Cut(num, ".")
			n, _ := strconv.Atoi(intPart)
			step := 1
			for k := 2; k < len(intPart); k++ {
				step *= 10
			}
			nv := strconv.Itoa(n + step)
			if frac != "" {
				nv += "." + frac
			}
			cl = el[:l[4]] + nv + el[l[5]:]
		case strings.HasPrefix(el, `"`):
			for _, p := range [][2]string{{"不要です", "必要です"}, {"できません", "できます"}, {"ません", "ます"}, {" nicht ", " "}, {" keine ", " eine "}} {
				if strings.Contains(el, p[0]) {
					cl = strings.Replace(el, p[0], p[1], 1)
					break
				}
			}
		}
		if cl == "" || cl == el {
			continue
		}
		return s[:last[1]] + ", " + cl + s[last[1]:]
	}
	return s
}

// ho44aConformDate writes date b in the shape of date a, "" when they differ in kind.
func ho44aConformDate(lang, a, b string) string {
	if hoISODate.MatchString(a) != hoISODate.MatchString(b) {
		return ""
	}
	if lang == "ja" {
		ya := regexp.MustCompile(`^\d{4}年`)
		switch {
		case ya.MatchString(a) && !ya.MatchString(b):
			return ya.FindString(a) + b
		case !ya.MatchString(a) && ya.MatchString(b):
			return ya.ReplaceAllString(b, "")
		}
		return b
	}
	if hoDeNumDate.MatchString(a) != hoDeNumDate.MatchString(b) {
		return ""
	}
	return b
}

// ho44aDatedLineTakesNext gives the first dated line the date of the next dated line
// within three lines.
func ho44aDatedLineTakesNext(lang, s string) string {
	lines := strings.Split(s, "\n")
	for i := range lines {
		di := ho44aFirstDate(lang, lines[i])
		if di == nil {
			continue
		}
		for j := i + 1; j < len(lines) && j <= i+3; j++ {
			dj := ho44aFirstDate(lang, lines[j])
			if dj == nil {
				continue
			}
			a, b := lines[i][di[0]:di[1]], lines[j][dj[0]:dj[1]]
			nb := ho44aConformDate(lang, a, b)
			if nb == "" || nb == a {
				break
			}
			lines[i] = lines[i][:di[0]] + nb + lines[i][di[1]:]
			return strings.Join(lines, "\n")
		}
	}
	return s
}

func ho44aAmountRe(lang string) *regexp.Regexp {
	if lang == "ja" {
		return ho44aJaYen
	}
	return hoDeAmount
}

// ho44aNeighbourAmountsExchanged exchanges the last amounts of the first two
// neighbouring lines (rows, items) that both carry one.
func ho44aNeighbourAmountsExchanged(lang, s string) string {
	re := ho44aAmountRe(lang)
	lines := strings.Split(s, "\n")
	for i := 0; i+1 < len(lines); i++ {
		a := re.FindAllStringIndex(lines[i], -1)
		b := re.FindAllStringIndex(lines[i+1], -1)
		if a == nil || b == nil {
			continue
		}
		la, lb := a[len(a)-1], b[len(b)-1]
		va, vb := lines[i][la[0]:la[1]], lines[i+1][lb[0]:lb[1]]
		if va == vb {
			continue
		}
		lines[i] = lines[i][:la[0]] + vb + lines[i][la[1]:]
		lines[i+1] = lines[i+1][:lb[0]] + va + lines[i+1][lb[1]:]
		return strings.Join(lines, "\n")
	}
	return s
}

// ho44aPersons lists the persons named in s, in order, by surname.
func ho44aPersons(lang, s string) [][2]string {
	re := ho44aDePerson
	if lang == "ja" {
		re = ho44aJaPerson
	}
	var out [][2]string
	seen := map[string]bool{}
	for _, m := range re.FindAllString(s, -1) {
		f := strings.Fields(m)
		key := f[len(f)-1]
		if lang == "ja" {
			key = m
		}
		if !seen[key] {
			seen[key] = true
			out = append(out, [2]string{key, m})
		}
	}
	return out
}

// ho44aSplitItemSameNumber splits the first list item with two sentences into two
// items that carry the same marker (and number).
func ho44aSplitItemSameNumber(lang, s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if !ho44aIsItem(l) {
			continue
		}
		m := ho44aMarker.FindString(l)
		ss := hoSentences(lang, l[len(m):])
		if len(ss) < 2 {
			continue
		}
		first := strings.TrimRight(m+strings.Join(ss[:len(ss)-1], ""), " ")
		second := m + strings.TrimSpace(ss[len(ss)-1])
		out := ho44aInsert(lines, i, first, second)
		return strings.Join(out, "\n")
	}
	return s
}

func ho44aInsert(lines []string, i int, a, b string) []string {
	out := append([]string{}, lines[:i]...)
	out = append(out, a, b)
	return append(out, lines[i+1:]...)
}

// ho44aJaMadeToNext moves a Japanese 〜までに deadline out of its sentence into the
// next one, after that one's first comma.
func ho44aJaMadeToNext(lang, s string) string {
	if lang != "ja" {
		return s
	}
	split, refs := hoAllSentences(lang, s)
	lines := strings.Split(s, "\n")
	for n, r := range refs {
		sent := split[r.line][r.idx]
		loc := ho44aJaMade.FindStringIndex(sent)
		if loc == nil || loc[1]-loc[0] <= len("までに、") || ho44aIsTable(lines[r.line]) {
			continue
		}
		if n+1 >= len(refs) {
			return s
		}
		nr := refs[n+1]
		next := split[nr.line][nr.idx]
		if !ho44aTerminated(next) || ho44aIsTable(lines[nr.line]) {
			return s
		}
		phrase := strings.TrimSuffix(sent[loc[0]:loc[1]], "、")
		rest := sent[:loc[0]] + sent[loc[1]:]
		if strings.HasPrefix(rest, "、") || strings.HasSuffix(sent[:loc[0]], "、") && strings.HasPrefix(sent[loc[1]:], "、") {
			rest = strings.Replace(rest, "、、", "、", 1)
		}
		split[r.line][r.idx] = rest
		if k := strings.Index(next, "、"); k >= 0 {
			next = next[:k+len("、")] + phrase + next[k+len("、"):]
		} else {
			m := ho44aMarker.FindString(next)
			next = next[:len(m)] + phrase + next[len(m):]
		}
		split[nr.line][nr.idx] = next
		return hoJoin(split)
	}
	return s
}

var heldOutBatch44a = []heldOutKind{
	// Later sentence of a list item moved to the list's last item.
	// ja: ・新しい電話番号は…です。FAX番号（…）は変わりません。 → the FAX sentence ends the last bullet
	// de: 2. … Bestätigen Sie anschließend Ihre E-Mail-Adresse … → that sentence ends step 10
	{"b44a_item_later_sentence_moved_to_last_item", "longest", ho44aItemSentenceToLastItem},

	// Last prose line with a figure overwritten by the first one (one paragraph: the last
	// sentence with a figure by the first sentence).
	// ja: お支払い期限は2026年10月30日（金）です。 → 請求書INV-88213の金額についてご説明いたします。
	// de: Die Rechnung senden wir … 67002 Ludwigshafen am Rhein. → the delivery line again
	{"b44a_last_fact_line_restates_first_fact_line", "longest", ho44aLastFactLineRestatesFirst},

	// A prose sentence with a date said again two sentences later, the date a day off.
	// ja: 新しいお届け予定日は10月21日（水）です。…お送りいたします。新しいお届け予定日は10月22日（水）です。
	// de: Die Lieferung erfolgt am 12.11.2026 … Die Lieferung erfolgt am 13.11.2026 …
	{"b44a_date_sentence_echoed_two_later_day_shifted", "longest", func(lang, s string) string {
		return ho44aEcho(lang, s, true, func(sent string) string {
			loc := ho44aFirstDate(lang, sent)
			if loc == nil {
				return ""
			}
			return sent[:loc[0]] + ho44aShiftDate(sent[loc[0]:loc[1]]) + sent[loc[1]:]
		}, func(n int, ts []int) int {
			if len(ts) >= 2 {
				return ts[1]
			}
			if len(ts) == 1 {
				return ts[0]
			}
			return -1
		})
	}},

	// A sentence with an amount said again before the last sentence with another amount
	// of the answer in its place.
	// ja: 追加費用は約1,400万円で… → …追加費用は約2,000万円で、予備費から支出する。
	// de: Empfehlung: … mit 13.975,00 € … → … Empfehlung: … mit 14.890,00 € …
	{"b44a_amount_sentence_echoed_with_other_amount", "longest", func(lang, s string) string {
		re := ho44aAmountRe(lang)
		all := re.FindAllString(s, -1)
		return ho44aEcho(lang, s, false, func(sent string) string {
			loc := re.FindStringIndex(sent)
			if loc == nil {
				return ""
			}
			for _, o := range all {
				if o != sent[loc[0]:loc[1]] {
					return sent[:loc[0]] + o + sent[loc[1]:]
				}
			}
			return ""
		}, func(n int, ts []int) int {
			if len(ts) >= 2 {
				return ts[len(ts)-2]
			}
			return -1
		})
	}},

	// The last sentence that carries a condition, restriction or exception deleted.
	// ja: 日程の変更をご希望の場合は、前日の17時までにご連絡ください… → (gone)
	// de: Bitte beachten Sie, dass wir nur werktags und nicht am Wochenende zustellen. → (gone)
	{"b44a_last_condition_sentence_deleted", "longest", ho44aLastConditionDropped},

	// de: a sentence cut before the phrase that carries its figure, closed with a stop.
	// de: Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. → Die Lieferung erfolgt.
	{"b44a_de_sentence_cut_before_figure_phrase", "longest", ho44aDeCutBeforeFigure},

	// JSON: the first array's last element cloned with one field changed.
	// ja: "notes": [..., "初期費用は不要です。"] → …, "初期費用は必要です。"]
	// de: {"bezeichnung": "Backofenthermometer Präzisa", "menge": 2, "einzelpreis": 64.50} cloned with 65.50
	{"b44a_json_array_tail_cloned_one_field_changed", "raw", ho44aArrayTailCloned},

	// A dated line takes the date of the next dated line (within three lines).
	// ja: 10月16日にお届けする予定でしたが → 10月21日にお届けする予定でしたが
	// de: - Frau Köhler hat am 08.10.2026 … → … am 19.10.2026 …
	{"b44a_dated_line_takes_next_dated_lines_date", "longest", ho44aDatedLineTakesNext},

	// The last amounts of two neighbouring rows, items or lines exchanged.
	// ja: | … | 2,480円 | 24,800円 | / | … | 8,900円 | 26,700円 | → 26,700円 / 24,800円
	// de: | Kühltechnik Straßburger GmbH | 14.890,00 € | … / | Nordkälte AG | 12.450,00 € | … → prices traded
	{"b44a_neighbour_rows_last_amounts_exchanged", "longest", ho44aNeighbourAmountsExchanged},

	// A sentence about one person said again at the end with another person of the
	// answer in it.
	// ja: ・営業の担当は引き続き松田部長で… → … 営業の担当は引き続き小西課長で…
	// de: Prof. Dr. Kühn hat das Sicherheitsgutachten vorgestellt … → … Frau Dr. Vogt hat das Sicherheitsgutachten vorgestellt …
	{"b44a_person_sentence_echoed_at_end_other_person", "longest", func(lang, s string) string {
		ps := ho44aPersons(lang, s)
		if len(ps) < 2 {
			return s
		}
		return ho44aEcho(lang, s, false, func(sent string) string {
			for i, p := range ps {
				if k := strings.Index(sent, p[1]); k >= 0 {
					o := ps[(i+1)%len(ps)][1]
					o = strings.Replace(o, "Herrn ", "Herr ", 1)
					return sent[:k] + o + sent[k+len(p[1]):]
				}
			}
			return ""
		}, func(n int, ts []int) int {
			if len(ts) > 0 {
				return ts[len(ts)-1]
			}
			return -1
		})
	}},

	// JSON: the last two number members (else two ISO date members) exchange their values.
	// ja: "unit_price": 1100, … "value": 15000 → "unit_price": 15000, … "value": 1100
	// de: "mwst": 165.11, "brutto": 1034.11 → "mwst": 1034.11, "brutto": 165.11
	{"b44a_json_last_two_same_type_scalars_exchanged", "raw", func(lang, s string) string {
		swap := func(locs [][]int, g int) string {
			var pick [][]int
			for k := len(locs) - 1; k >= 0 && len(pick) < 2; k-- {
				if len(pick) == 1 && s[locs[k][2*g]:locs[k][2*g+1]] == s[pick[0][2*g]:pick[0][2*g+1]] {
					continue
				}
				pick = append(pick, locs[k])
			}
			if len(pick) < 2 {
				return ""
			}
			b, a := pick[0], pick[1]
			va, vb := s[a[2*g]:a[2*g+1]], s[b[2*g]:b[2*g+1]]
			return s[:a[2*g]] + vb + s[a[2*g+1]:b[2*g]] + va + s[b[2*g+1]:]
		}
		if out := swap(ho44aNumVal.FindAllStringSubmatchIndex(s, -1), 2); out != "" {
			return out
		}
		if out := swap(ho44aISOVal.FindAllStringSubmatchIndex(s, -1), 2); out != "" {
			return out
		}
		return s
	}},

	// The first dated list item repeated as a new last item with another date of the
	// answer in place of its own.
	// ja: ・…令和8年11月16日（月）に移転します。 → new last bullet …令和8年11月13日（月）に移転します。
	// de: - Die nächste Sitzung … / new last item - Laut Frau Dr. Vogt kommt der Verdichter erst am 02.11.2026 …
	{"b44a_dated_item_repeated_as_last_item_other_date", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		dates := hoDates(lang, s)
		for i, l := range lines {
			if !ho44aIsItem(l) {
				continue
			}
			loc := ho44aFirstDate(lang, l)
			if loc == nil {
				continue
			}
			d := l[loc[0]:loc[1]]
			nd := ""
			for _, o := range dates {
				if c := ho44aConformDate(lang, d, o); c != "" && c != d && !strings.Contains(l, c) {
					nd = c
					break
				}
			}
			if nd == "" {
				nd = ho44aShiftDate(d)
			}
			j := i
			for j+1 < len(lines) && ho44aIsItem(lines[j+1]) {
				j++
			}
			m := ho44aMarker.FindString(lines[j])
			if mm := ho44aNumMarker.FindStringSubmatch(m); mm != nil {
				n, _ := strconv.Atoi(mm[2])
				m = mm[1] + strconv.Itoa(n+1) + ". "
			}
			item := m + strings.TrimSpace(ho44aMarker.ReplaceAllString(l[:loc[0]]+nd+l[loc[1]:], ""))
			out := append([]string{}, lines[:j+1]...)
			out = append(out, item)
			out = append(out, lines[j+1:]...)
			return strings.Join(out, "\n")
		}
		return s
	}},

	// A sentence with a reference code said again before the last sentence, one digit
	// of the code off.
	// ja: ご注文番号WS-30982の… → … ご注文番号WS-30983の…
	// de: … (Bestellnummer KS-7741) … → … (Bestellnummer KS-7742) …
	{"b44a_code_sentence_echoed_before_last_code_digit_off", "strings", func(lang, s string) string {
		return ho44aEcho(lang, s, false, func(sent string) string {
			loc := hoID.FindStringIndex(sent)
			if loc == nil {
				return ""
			}
			code := []byte(sent[loc[0]:loc[1]])
			for k := len(code) - 1; k >= 0; k-- {
				if code[k] >= '0' && code[k] <= '9' {
					code[k] = '0' + (code[k]-'0'+1)%10
					break
				}
			}
			return sent[:loc[0]] + string(code) + sent[loc[1]:]
		}, func(n int, ts []int) int {
			if len(ts) >= 2 {
				return ts[len(ts)-2]
			}
			return -1
		})
	}},

	// A negative statement said again one sentence later without its negation.
	// ja: FAX番号（06-6345-7790）は変わりません。 → … FAX番号（06-6345-7790）は変わります。
	// de: … nur werktags und nicht am Wochenende zustellen. → … nur werktags und am Wochenende zustellen.
	{"b44a_negative_sentence_echoed_affirmative_next", "strings", func(lang, s string) string {
		return ho44aEcho(lang, s, false, func(sent string) string {
			t := strings.TrimRight(sent, " ")
			if lang == "ja" {
				if strings.Contains(t, "申し訳") || !strings.HasSuffix(t, "ません。") {
					return ""
				}
				return strings.TrimSuffix(t, "ません。") + "ます。"
			}
			if k := strings.Index(t, " nicht "); k >= 0 && !ho44aDeCondLead.MatchString(t) {
				return t[:k] + t[k+len(" nicht"):]
			}
			return ""
		}, func(n int, ts []int) int {
			if len(ts) >= 1 {
				return ts[0]
			}
			return -1
		})
	}},

	// The first list item with two sentences split into two items of one marker, so two
	// steps share a number (or the bullet count is off).
	// ja: 1. 箱から…開けます。付属の…閉じてください。 → 1. 箱から…開けます。 / 1. 付属の…
	// de: 2. Öffnen Sie die App … / 2. Bestätigen Sie anschließend …
	{"b44a_item_split_in_two_same_number", "longest", ho44aSplitItemSameNumber},

	// ja: a 〜までに deadline moved out of its sentence into the next one.
	// ja: 前日の17時までにご連絡ください…。ご不明な点がございましたら、… → ご連絡ください…。ご不明な点がございましたら、前日の17時までに…
	{"b44a_ja_made_deadline_moved_into_next_sentence", "strings", ho44aJaMadeToNext},
}
