package grade

// Blind batch 69a: single-token and two-token substitutions as a quantized decoder makes
// them in fluent text. A content word (noun, verb, loanword, modifier) is replaced by
// ANOTHER word of the same kind that occurs elsewhere in the same answer — the copy bias
// of a degraded decoder, which prefers tokens already in its context — or two content
// words of one sentence are traded. The word pair is picked from the text itself
// (same German determiner form or same Japanese case particle, so that the sentence
// stays grammatical), never from a fixed list, and never a synonym or the same word.
// Every kind changes one place.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ho69aTok is one content word of a text: its byte span, its text and, for a noun,
// the slot it fills (German: the determiner form and whether a preposition governs it;
// Japanese: the case particle after it).
type ho69aTok struct {
	start, end int
	text       string
	det        string // de: lower-case determiner (or contracted preposition)
	slot       string // "subj", "obj", "prep", "gen"
	particle   string // ja
	sent       int    // sentence number in the text
	line       int
}

var (
	ho69aDeWord = regexp.MustCompile(`[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*`)
	ho69aHanRun = regexp.MustCompile(`\p{Han}+`)
	ho69aKata   = regexp.MustCompile(`[\p{Katakana}ー]{3,}`)
	// ho69aDeVerbSie finds a verb in first or second position beside Sie/wir.
	ho69aDeVerbSie = regexp.MustCompile(`(^|[\s(])([\p{L}]+en) (Sie|wir)([\s,.;:])`)
	ho69aDeWirVerb = regexp.MustCompile(`(^|[\s(])(Wir|wir) ([\p{Ll}]+en)([\s,.;:])`)
	// ho69aDeAdj is an attributive adjective between a determiner and a noun.
	ho69aDeAdj = regexp.MustCompile(`(^|\s)(der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|Ihre|Ihren|Ihrem|Ihrer|keine|keinen|zwei|für|mit|aus|auf|im|am|vom|zum|zur) (\p{Ll}{3,}?)(e|en|er|es|em) (\p{Lu}\p{L}+)`)
)

var ho69aDeDets = map[string]bool{"der": true, "die": true, "das": true, "den": true, "dem": true, "des": true,
	"ein": true, "eine": true, "einen": true, "einem": true, "einer": true, "eines": true,
	"ihre": true, "ihren": true, "ihrem": true, "ihrer": true, "ihres": true,
	"unsere": true, "unseren": true, "unserem": true, "unserer": true, "unseres": true,
	"im": true, "am": true, "vom": true, "zum": true, "zur": true, "beim": true}

var ho69aDeContracted = map[string]bool{"im": true, "am": true, "vom": true, "zum": true, "zur": true, "beim": true}

var ho69aDePreps = map[string]bool{"mit": true, "an": true, "in": true, "auf": true, "für": true, "von": true, "zu": true,
	"bei": true, "aus": true, "über": true, "nach": true, "durch": true, "unter": true, "vor": true, "seit": true,
	"gegen": true, "ohne": true, "um": true, "zwischen": true, "wegen": true, "statt": true, "laut": true}

var ho69aDeNotNoun = map[string]bool{"Sie": true, "Ihnen": true, "Ihr": true, "Ihre": true, "Ihren": true, "Ihrem": true,
	"Herr": true, "Herrn": true, "Frau": true, "Bitte": true, "Dr": true, "Prof": true, "Wir": true, "Uhr": true}

// ho69aJaStop are nouns of set phrases (お手数, ご迷惑, 場合は …) that carry no fact.
var ho69aJaStop = map[string]bool{"場合": true, "以降": true, "以内": true, "以下": true, "以上": true, "自動的": true,
	"十分": true, "気軽": true, "手数": true, "迷惑": true, "今後": true, "不明": true, "何卒": true, "下記": true, "本日": true}

// ho69aDeSeparable are particles a German verb leaves at the end of its clause; a verb
// with one is not replaced (the particle would no longer fit).
var ho69aDeSeparable = map[string]bool{"an": true, "ab": true, "auf": true, "aus": true, "ein": true, "mit": true,
	"zu": true, "zurück": true, "herunter": true, "fest": true, "vor": true, "nach": true, "weiter": true,
	"hin": true, "her": true, "durch": true, "um": true, "bereit": true, "los": true}

var ho69aDeVerbStop = map[string]bool{"können": true, "werden": true, "haben": true, "sind": true, "müssen": true,
	"dürfen": true, "möchten": true, "wollen": true, "sollen": true, "Können": true, "Werden": true, "Haben": true}

// ho69aProse says whether a line is running text (not a signature, address or table line).
func ho69aProse(lang, line string) bool {
	if lang == "ja" {
		return strings.ContainsAny(line, "。、：")
	}
	return strings.ContainsAny(line, ".!?:;,")
}

// ho69aSentIndex numbers the sentences of s up to each byte offset.
func ho69aSentAt(lang, s string, at int) (sent, line int) {
	for i, r := range s[:at] {
		switch {
		case r == '\n':
			sent++
			line++
		case r == '。' || r == '！' || r == '？':
			sent++
		case lang != "ja" && (r == '.' || r == '!' || r == '?' || r == ';'):
			if i+1 < len(s) && s[i+1] == ' ' {
				// a full stop after a digit or an abbreviation ends no sentence
				j := i
				for j > 0 {
					pr, sz := utf8.DecodeLastRuneInString(s[:j])
					if !unicode.IsLetter(pr) && !unicode.IsDigit(pr) {
						break
					}
					j -= sz
				}
				w := s[j:i]
				if r == '.' && (deAbbrev[w] || (w != "" && unicode.IsDigit([]rune(w)[len([]rune(w))-1]))) {
					continue
				}
				sent++
			}
		}
	}
	return sent, line
}

func ho69aLineOf(s string, at int) string {
	a := strings.LastIndex(s[:at], "\n") + 1
	b := strings.Index(s[at:], "\n")
	if b < 0 {
		return s[a:]
	}
	return s[a : at+b]
}

// ho69aDeNouns lists German nouns after a determiner (with at most one adjective).
func ho69aDeNouns(s string) []ho69aTok {
	locs := ho69aDeWord.FindAllStringIndex(s, -1)
	var out []ho69aTok
	for i, l := range locs {
		w := s[l[0]:l[1]]
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) || ho69aDeNotNoun[w] || ho69aDeDets[strings.ToLower(w)] || !strings.ContainsFunc(w, unicode.IsLower) {
			continue
		}
		if strings.ContainsFunc(w, unicode.IsDigit) || i == 0 {
			continue
		}
		// the word after: a name or a model code goes on with a capital or a digit
		if i+1 < len(locs) && s[l[1]:locs[i+1][0]] == " " {
			nr, _ := utf8.DecodeRuneInString(s[locs[i+1][0]:])
			if unicode.IsUpper(nr) || unicode.IsDigit(nr) {
				continue
			}
		}
		if rest := s[l[1]:]; strings.HasPrefix(rest, "“") || strings.HasPrefix(rest, `"`) || strings.HasPrefix(rest, "'") {
			continue
		}
		d := i - 1
		if s[locs[d][1]:l[0]] != " " {
			continue
		}
		dw := s[locs[d][0]:locs[d][1]]
		if !ho69aDeDets[strings.ToLower(dw)] {
			// one attributive adjective between determiner and noun
			if d == 0 || !unicode.IsLower([]rune(dw)[0]) || s[locs[d-1][1]:locs[d][0]] != " " {
				continue
			}
			d--
			dw = s[locs[d][0]:locs[d][1]]
			if !ho69aDeDets[strings.ToLower(dw)] {
				continue
			}
		}
		slot := "obj"
		before := s[:locs[d][0]]
		switch {
		case ho69aDeContracted[strings.ToLower(dw)]:
			slot = "prep"
		case d > 0 && s[locs[d-1][1]:locs[d][0]] == " " && ho69aDePreps[strings.ToLower(s[locs[d-1][0]:locs[d-1][1]])]:
			slot = "prep"
		case unicode.IsUpper([]rune(dw)[0]):
			t := strings.TrimRight(before, " ")
			if t == "" || strings.HasSuffix(t, "\n") || strings.HasSuffix(t, "\n-") || strings.HasSuffix(t, ".") ||
				strings.HasSuffix(t, ":") || strings.HasSuffix(t, ";") || t == "-" {
				slot = "subj"
			}
		}
		// a genitive attribute follows a noun directly
		if slot == "obj" && (strings.EqualFold(dw, "der") || strings.EqualFold(dw, "des")) && d > 0 &&
			s[locs[d-1][1]:locs[d][0]] == " " && unicode.IsUpper([]rune(s[locs[d-1][0]:locs[d-1][1]])[0]) {
			slot = "gen"
		}
		sent, line := ho69aSentAt("de", s, l[0])
		out = append(out, ho69aTok{start: l[0], end: l[1], text: w, det: strings.ToLower(dw), slot: slot, sent: sent, line: line})
	}
	return out
}

// ho69aJaNouns lists Japanese kanji nouns of two or more characters with the case
// particle after them.
func ho69aJaNouns(s string) []ho69aTok {
	var out []ho69aTok
	for _, l := range ho69aHanRun.FindAllStringIndex(s, -1) {
		w := s[l[0]:l[1]]
		if utf8.RuneCountInString(w) < 2 || ho69aJaStop[w] || strings.HasSuffix(w, "様") {
			continue
		}
		if l[0] > 0 {
			pr, _ := utf8.DecodeLastRuneInString(s[:l[0]])
			if unicode.IsDigit(pr) || pr == 'お' || pr == 'ご' || unicode.Is(unicode.Katakana, pr) || pr == 'ー' ||
				unicode.IsLetter(pr) && pr < 0x3000 {
				continue
			}
		}
		rest := s[l[1]:]
		var p, slot string
		switch {
		case strings.HasPrefix(rest, "から"):
			p, slot = "から", "prep"
		case strings.HasPrefix(rest, "が"), strings.HasPrefix(rest, "は"):
			p, slot = rest[:3], "subj"
		case strings.HasPrefix(rest, "を"):
			p, slot = "を", "obj"
		case strings.HasPrefix(rest, "です"), strings.HasPrefix(rest, "でし"), strings.HasPrefix(rest, "でき"),
			strings.HasPrefix(rest, "で、"), strings.HasPrefix(rest, "であ"), strings.HasPrefix(rest, "でも"):
			continue
		case strings.HasPrefix(rest, "に"), strings.HasPrefix(rest, "で"), strings.HasPrefix(rest, "へ"):
			p, slot = rest[:3], "prep"
		case strings.HasPrefix(rest, "の"):
			p, slot = "の", "gen"
		default:
			continue
		}
		sent, line := ho69aSentAt("ja", s, l[0])
		out = append(out, ho69aTok{start: l[0], end: l[1], text: w, particle: p, slot: slot, sent: sent, line: line})
	}
	return out
}

func ho69aNouns(lang, s string) []ho69aTok {
	if lang == "ja" {
		return ho69aJaNouns(s)
	}
	return ho69aDeNouns(s)
}

// ho69aDistinct says whether two words are different words, neither part of the other.
func ho69aDistinct(a, b string) bool {
	a, b = strings.ToLower(a), strings.ToLower(b)
	return a != b && !strings.Contains(a, b) && !strings.Contains(b, a)
}

func ho69aSubst(s string, t ho69aTok, w string) string {
	return s[:t.start] + w + s[t.end:]
}

// ho69aFits says whether noun src can stand in tgt's slot: the same slot and, in
// German, the same determiner form (so gender and case still agree).
func ho69aFits(lang string, tgt, src ho69aTok) bool {
	if tgt.slot != src.slot || !ho69aDistinct(tgt.text, src.text) {
		return false
	}
	return lang == "ja" || tgt.det == src.det
}

// ho69aReplaceFromEarlier replaces the last noun of slot that has an earlier noun of the
// same slot with the nearest such earlier noun: the decoder copies a word it has
// already written into the place of another.
func ho69aReplaceFromEarlier(lang, s, slot string) string {
	toks := ho69aNouns(lang, s)
	for i := len(toks) - 1; i > 0; i-- {
		t := toks[i]
		if t.slot != slot || !ho69aProse(lang, ho69aLineOf(s, t.start)) {
			continue
		}
		for j := i - 1; j >= 0; j-- {
			src := toks[j]
			if src.sent != t.sent && ho69aFits(lang, t, src) && ho69aProse(lang, ho69aLineOf(s, src.start)) {
				return ho69aSubst(s, t, src.text)
			}
		}
	}
	return s
}

// ho69aJaSuru lists kanji nouns used as a する-verb (発送いたします, 確認し, 調査する …).
var ho69aJaSuruTail = []string{"いたし", "いただ", "します", "しま", "した", "して", "し、", "しており", "する", "され", "さ"}

func ho69aJaSuru(s string) []ho69aTok {
	var out []ho69aTok
	for _, l := range ho69aHanRun.FindAllStringIndex(s, -1) {
		w := s[l[0]:l[1]]
		if utf8.RuneCountInString(w) < 2 || ho69aJaStop[w] {
			continue
		}
		if l[0] > 0 {
			pr, _ := utf8.DecodeLastRuneInString(s[:l[0]])
			if unicode.IsDigit(pr) || unicode.Is(unicode.Katakana, pr) || pr == 'ー' || pr == 'お' || pr == 'ご' ||
				unicode.IsLetter(pr) && pr < 0x3000 {
				continue
			}
		}
		rest := s[l[1]:]
		if strings.HasPrefix(rest, "しい") {
			continue
		}
		ok := false
		for _, tl := range ho69aJaSuruTail {
			if strings.HasPrefix(rest, tl) {
				ok = true
				break
			}
		}
		if !ok {
			continue
		}
		sent, line := ho69aSentAt("ja", s, l[0])
		out = append(out, ho69aTok{start: l[0], end: l[1], text: w, sent: sent, line: line})
	}
	return out
}

// ho69aDeVerbs lists German verbs in first or second position beside Sie/wir whose
// clause leaves no separable particle at its end.
func ho69aDeVerbs(s string) []ho69aTok {
	var out []ho69aTok
	add := func(start, end int, delim string) {
		w := s[start:end]
		if ho69aDeVerbStop[w] || ho69aDeVerbStop[strings.ToLower(w)] || ho69aDeDets[strings.ToLower(w)] ||
			utf8.RuneCountInString(w) < 5 || delim == "," {
			return
		}
		// a verb with a fixed complement (wenden Sie sich, achten Sie darauf, stellen
		// Sie sicher) takes no other verb
		for _, fx := range []string{" Sie sich", " Sie darauf", " Sie daran", " Sie sicher", " wir uns"} {
			if strings.HasPrefix(s[end:], fx) {
				return
			}
		}
		for _, o := range out {
			if o.start == start {
				return
			}
		}
		// the clause's last word
		rest := s[end:]
		stop := strings.IndexAny(rest, ".;!?\n")
		if stop < 0 {
			stop = len(rest)
		}
		clause := rest[:stop]
		if c := strings.Index(clause, ","); c >= 0 {
			clause = clause[:c]
		}
		if k := strings.Index(clause, " und "); k >= 0 {
			clause = clause[:k]
		}
		f := strings.Fields(clause)
		if len(f) > 0 && ho69aDeSeparable[strings.ToLower(strings.Trim(f[len(f)-1], "“”„\"'()"))] {
			return
		}
		sent, line := ho69aSentAt("de", s, start)
		out = append(out, ho69aTok{start: start, end: end, text: w, sent: sent, line: line})
	}
	for _, m := range ho69aDeVerbSie.FindAllStringSubmatchIndex(s, -1) {
		add(m[4], m[5], s[m[8]:m[9]])
	}
	for _, m := range ho69aDeWirVerb.FindAllStringSubmatchIndex(s, -1) {
		add(m[6], m[7], s[m[8]:m[9]])
	}
	// in text order
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].start < out[j-1].start; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// ho69aNearVerbs are verb pairs of one act (a swap between them would be a harmless
// variant, not damage).
var ho69aNearVerbs = map[[2]string]bool{{"starten", "aktivieren"}: true, {"senden", "schicken"}: true,
	{"senden", "liefern"}: true, {"schicken", "liefern"}: true, {"öffnen", "starten"}: true, {"laden", "installieren"}: true,
	{"確認", "確定"}: true, {"導入", "設置"}: true, {"発送", "送付"}: true}

// ho69aOtherVerb says whether b is another act than a (not the same verb, not a near synonym).
func ho69aOtherVerb(a, b string) bool {
	a, b = strings.ToLower(a), strings.ToLower(b)
	return ho69aDistinct(a, b) && !ho69aNearVerbs[[2]string{a, b}] && !ho69aNearVerbs[[2]string{b, a}]
}

// ho69aCaseLike gives w the case of its first letter from like.
func ho69aCaseLike(w, like string) string {
	lr, _ := utf8.DecodeRuneInString(like)
	wr, n := utf8.DecodeRuneInString(w)
	if unicode.IsUpper(lr) {
		return string(unicode.ToUpper(wr)) + w[n:]
	}
	return string(unicode.ToLower(wr)) + w[n:]
}

func ho69aVerbs(lang, s string) []ho69aTok {
	if lang == "ja" {
		return ho69aJaSuru(s)
	}
	return ho69aDeVerbs(s)
}

// ho69aJaLoanwords lists katakana words of at least three characters that stand alone
// (not glued to Latin letters or digits).
func ho69aJaLoanwords(s string) []ho69aTok {
	var out []ho69aTok
	for _, l := range ho69aKata.FindAllStringIndex(s, -1) {
		w := s[l[0]:l[1]]
		if strings.HasPrefix(w, "ー") {
			continue
		}
		sent, line := ho69aSentAt("ja", s, l[0])
		out = append(out, ho69aTok{start: l[0], end: l[1], text: w, sent: sent, line: line})
	}
	return out
}

// ho69aSameCompound says whether the text between two words leaves them in one
// compound (nothing but kanji and katakana between them).
func ho69aSameCompound(s string, from, to int) bool {
	if from > to {
		return true
	}
	for _, r := range s[from:to] {
		if !unicode.Is(unicode.Han, r) && !unicode.Is(unicode.Katakana, r) && r != 'ー' {
			return false
		}
	}
	return true
}

// ho69aJaAdjStem recognises a Japanese い-adjective (its stem and ending) before a
// noun or verb; the pair is then taken from the text.
var ho69aJaAdjStem = regexp.MustCompile(`(新し|正し|早|硬|古|遅|大き|小さ|高|安|短|長|広|狭|強|弱|重|軽|詳し|難し|易し|美し|低|近|遠)(い|く)`)

var heldOutBatch69a = []heldOutKind{
	// The subject or topic noun of a statement replaced by the nearest subject noun of an
	// earlier sentence (German: same determiner form; Japanese: a kanji noun before が/は):
	// 破損品は、交換品に同梱の返送用伝票でご返送ください → 交換品は、交換品に同梱の…;
	// Die Rechnung senden wir wie gewohnt an … → Die Lieferung senden wir wie gewohnt an ….
	{"b69a_subject_noun_replaced_by_earlier_subject_of_text", "raw", func(lang, s string) string {
		return ho69aReplaceFromEarlier(lang, s, "subj")
	}},
	// The object noun of a clause replaced by the nearest object noun of an earlier
	// sentence (German: same determiner, no preposition; Japanese: a noun before を):
	// フィルター差し込み口の破損を確認いたしました → …の交換品到着を確認いたしました;
	// bittet, die Mehrkosten und den neuen Termin … freizugeben → bittet, die Förderung und ….
	{"b69a_object_noun_replaced_by_earlier_object_of_text", "raw", func(lang, s string) string {
		return ho69aReplaceFromEarlier(lang, s, "obj")
	}},
	// The noun governed by a preposition (German) or marked by に/で/から/へ (Japanese)
	// replaced by the nearest such noun of an earlier sentence:
	// 交換品に同梱の返送用伝票でご返送ください → 交換品に同梱の写真でご返送ください;
	// keine Leerzeichen am Anfang oder Ende → keine Leerzeichen am Bedienteil oder Ende.
	{"b69a_place_or_means_noun_replaced_by_earlier_one_of_text", "raw", func(lang, s string) string {
		return ho69aReplaceFromEarlier(lang, s, "prep")
	}},
	// A genitive modifier replaced by the nearest one of an earlier sentence (Japanese A
	// in AのB; German A in "B der/des A", which the goldens rarely offer twice):
	// 延期と予備費支出の承認を求めている → 延期と初期費用の承認を求めている;
	// 電池の残量は十分ですか → 位置情報の残量は十分ですか.
	{"b69a_genitive_modifier_replaced_by_earlier_modifier_of_text", "raw", func(lang, s string) string {
		return ho69aReplaceFromEarlier(lang, s, "gen")
	}},
	// Two nouns of one sentence traded, from the middle of the answer on: Japanese the
	// が/は noun with a を/に/で/から noun, German two nouns after the same determiner form:
	// 追加費用は約1,400万円で、予備費から支出する → 予備費は約1,400万円で、追加費用から支出する;
	// in der Wohnung von Herrn Weiß … aus der Badezimmerdecke tropft → in der
	// Badezimmerdecke von Herrn Weiß … aus der Wohnung tropft.
	{"b69a_two_case_nouns_of_one_sentence_traded", "raw", func(lang, s string) string {
		toks := ho69aNouns(lang, s)
		if len(toks) == 0 {
			return s
		}
		mid := toks[len(toks)/2].sent
		order := make([]int, 0, len(toks))
		for i, t := range toks {
			if t.sent >= mid {
				order = append(order, i)
			}
		}
		for i, t := range toks {
			if t.sent < mid {
				order = append(order, i)
			}
		}
		for _, i := range order {
			a := toks[i]
			if !ho69aProse(lang, ho69aLineOf(s, a.start)) {
				continue
			}
			for _, b := range toks[i+1:] {
				if b.sent != a.sent || !ho69aDistinct(a.text, b.text) {
					continue
				}
				ok := false
				if lang == "ja" {
					ok = a.slot == "subj" && (b.slot == "obj" || b.slot == "prep") ||
						b.slot == "subj" && (a.slot == "obj" || a.slot == "prep")
				} else {
					ok = a.det == b.det && a.slot != "gen" && b.slot != "gen"
				}
				if ok {
					return s[:a.start] + b.text + s[a.end:b.start] + a.text + s[b.end:]
				}
			}
		}
		return s
	}},
	// The last act a text reports or asks for replaced by an earlier act of the answer
	// (Japanese する-verb noun, German verb beside Sie/wir without a separable particle):
	// 交換品は10月19日に発送いたします → 交換品は10月19日に確認いたします;
	// Starten Sie den Kopplungsmodus erneut → Übernehmen Sie den Kopplungsmodus erneut.
	{"b69a_act_verb_replaced_by_earlier_act_verb_of_text", "raw", func(lang, s string) string {
		vs := ho69aVerbs(lang, s)
		for i := len(vs) - 1; i > 0; i-- {
			t := vs[i]
			if !ho69aProse(lang, ho69aLineOf(s, t.start)) {
				continue
			}
			for j := i - 1; j >= 0; j-- {
				if ho69aOtherVerb(t.text, vs[j].text) {
					return ho69aSubst(s, t, ho69aCaseLike(vs[j].text, t.text))
				}
			}
		}
		return s
	}},
	// The first act verb of the answer replaced by a later one (the decoder jumps ahead):
	// 写真で、フィルター差し込み口の破損を確認いたしました → …の破損を発送いたしました;
	// So verbinden Sie Ihre Wärmepumpe … → So installieren Sie Ihre Wärmepumpe ….
	{"b69a_act_verb_replaced_by_later_act_verb_of_text", "raw", func(lang, s string) string {
		vs := ho69aVerbs(lang, s)
		for i := 0; i+1 < len(vs); i++ {
			t := vs[i]
			if !ho69aProse(lang, ho69aLineOf(s, t.start)) {
				continue
			}
			for j := i + 1; j < len(vs); j++ {
				if ho69aOtherVerb(t.text, vs[j].text) {
					return ho69aSubst(s, t, ho69aCaseLike(vs[j].text, t.text))
				}
			}
		}
		return s
	}},
	// Two act verbs of one sentence traded (who does which act, or their order):
	// ソラノ物流が運営し、在庫管理に「ハコブネ WMS」を導入する → ソラノ物流が導入し、…を運営する;
	// Gehen Sie am Bedienteil … zu „Einstellungen > Netzwerk“ und wählen Sie „Kopplung
	// starten“ → Wählen Sie am Bedienteil … und gehen Sie „Kopplung starten“.
	{"b69a_two_act_verbs_of_one_sentence_traded", "raw", func(lang, s string) string {
		vs := ho69aVerbs(lang, s)
		for i := 0; i+1 < len(vs); i++ {
			a, b := vs[i], vs[i+1]
			if a.sent != b.sent || !ho69aOtherVerb(a.text, b.text) ||
				!ho69aProse(lang, ho69aLineOf(s, a.start)) {
				continue
			}
			return s[:a.start] + ho69aCaseLike(b.text, a.text) + s[a.end:b.start] + ho69aCaseLike(a.text, b.text) + s[b.end:]
		}
		return s
	}},
	// A Japanese loanword replaced by another katakana word of the answer (not one of its
	// own compound): フィルター差し込み口の破損 → ポット差し込み口の破損;
	// "payment": "クレジットカード" → "payment": "パッキン".
	{"b69a_ja_loanword_replaced_by_other_loanword_of_text", "raw", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		ws := ho69aJaLoanwords(s)
		for i := len(ws) - 1; i > 0; i-- {
			if l := ho69aLineOf(s, ws[i].start); !ho69aProse(lang, l) && !strings.Contains(l, "|") && !strings.Contains(l, `"`) {
				continue
			}
			for j := i - 1; j >= 0; j-- {
				if ho69aDistinct(ws[i].text, ws[j].text) && !ho69aSameCompound(s, ws[j].end, ws[i].start) {
					return ho69aSubst(s, ws[i], ws[j].text)
				}
			}
		}
		return s
	}},
	// A later noun of a sentence replaced by an earlier noun of the same sentence (the
	// decoder repeats a word it has just written): Die Druckbehälterprüfung ist bestanden,
	// die Genehmigung der Gewerbeaufsicht steht noch aus → …, die Druckbehälterprüfung der
	// Gewerbeaufsicht steht noch aus; 作業遅延により発送が遅れております → 作業遅延により作業遅延が遅れております.
	{"b69a_noun_replaced_by_earlier_noun_of_same_sentence", "raw", func(lang, s string) string {
		toks := ho69aNouns(lang, s)
		for i := len(toks) - 1; i > 0; i-- {
			t := toks[i]
			if !ho69aProse(lang, ho69aLineOf(s, t.start)) {
				continue
			}
			for j := i - 1; j >= 0 && toks[j].sent == t.sent; j-- {
				src := toks[j]
				if !ho69aDistinct(t.text, src.text) || lang == "de" && src.det != t.det {
					continue
				}
				return ho69aSubst(s, t, src.text)
			}
		}
		return s
	}},
	// The answer's most frequent noun put in the place of another noun of the same slot
	// (the topic word attracts the decoder): Die App überträgt die Zugangsdaten an das
	// Gerät → Die App überträgt die App an das Gerät; 性別を入力してください → 本体を入力してください.
	{"b69a_noun_replaced_by_most_frequent_noun_of_text", "raw", func(lang, s string) string {
		toks := ho69aNouns(lang, s)
		count := map[string]int{}
		for _, t := range toks {
			count[t.text]++
		}
		best := -1
		for i, t := range toks {
			if count[t.text] >= 2 && (best < 0 || count[t.text] > count[toks[best].text]) {
				best = i
			}
		}
		if best < 0 {
			return s
		}
		f := toks[best]
		for i := best + 1; i < len(toks); i++ {
			t := toks[i]
			if !ho69aProse(lang, ho69aLineOf(s, t.start)) || !ho69aFits(lang, t, f) {
				continue
			}
			return ho69aSubst(s, t, f.text)
		}
		return s
	}},
	// A compound replaced by another compound of the answer that shares its head, so
	// another thing of the same sort is meant (Japanese: the later takes the earlier;
	// German, heads of five letters or more: the first takes the later):
	// ・旧事務所（〒541-0041）での営業は11月13日（金）までです → ・新住所（〒541-0041）での営業は…;
	// dass Ihre Stehlampe „Nordlicht 40“ … flackert → dass Ihre Ersatzlampe „Nordlicht 40“ … flackert.
	{"b69a_compound_replaced_by_sibling_compound_of_text", "raw", func(lang, s string) string {
		type w struct {
			start, end int
			text       string
		}
		var ws []w
		if lang == "ja" {
			for _, l := range ho69aHanRun.FindAllStringIndex(s, -1) {
				t := s[l[0]:l[1]]
				if utf8.RuneCountInString(t) < 2 || strings.HasSuffix(t, "様") {
					continue
				}
				if l[0] > 0 {
					pr, _ := utf8.DecodeLastRuneInString(s[:l[0]])
					if unicode.IsDigit(pr) || unicode.Is(unicode.Katakana, pr) || pr == 'お' || pr == 'ご' ||
						unicode.IsLetter(pr) && pr < 0x3000 {
						continue
					}
				}
				if l[1] < len(s) {
					nr, _ := utf8.DecodeRuneInString(s[l[1]:])
					if unicode.Is(unicode.Katakana, nr) {
						continue
					}
				}
				ws = append(ws, w{l[0], l[1], t})
			}
		} else {
			for _, l := range ho69aDeWord.FindAllStringIndex(s, -1) {
				t := s[l[0]:l[1]]
				r, _ := utf8.DecodeRuneInString(t)
				if unicode.IsUpper(r) && utf8.RuneCountInString(t) >= 8 && !strings.ContainsAny(t, "-0123456789") {
					ws = append(ws, w{l[0], l[1], t})
				}
			}
		}
		head := func(a, b string) bool {
			ra, rb := []rune(a), []rune(b)
			n := 0
			for n < len(ra) && n < len(rb) && ra[len(ra)-1-n] == rb[len(rb)-1-n] {
				n++
			}
			if lang == "ja" {
				// persons (部長/課長) are no things of one sort
				return n >= 1 && n < len(ra) && n < len(rb) && ra[len(ra)-1] != '長'
			}
			return n >= 5 && len(ra)-n >= 3 && len(rb)-n >= 3
		}
		if lang == "ja" {
			for i := len(ws) - 1; i > 0; i-- {
				if !ho69aProse(lang, ho69aLineOf(s, ws[i].start)) {
					continue
				}
				for j := i - 1; j >= 0; j-- {
					if ho69aDistinct(ws[i].text, ws[j].text) && head(ws[i].text, ws[j].text) {
						return s[:ws[i].start] + ws[j].text + s[ws[i].end:]
					}
				}
			}
			return s
		}
		// German: the first compound takes the head-sharing compound met later
		// (Ihre Stehlampe flackert → Ihre Ersatzlampe flackert).
		for i := 0; i+1 < len(ws); i++ {
			if !ho69aProse(lang, ho69aLineOf(s, ws[i].start)) {
				continue
			}
			for j := i + 1; j < len(ws); j++ {
				if ho69aDistinct(ws[i].text, ws[j].text) && head(ws[i].text, ws[j].text) {
					return s[:ws[i].start] + ws[j].text + s[ws[i].end:]
				}
			}
		}
		return s
	}},
	// An attributive adjective replaced by another adjective of the answer, its ending
	// fitted to the slot: die defekte Lampe mit dem beiliegenden Rücksendeetikett → mit
	// dem defekten Rücksendeetikett; den neuen Termin → den mobilen Termin; Japanese (the
	// adjective recognised by its stem, the pair taken from the text): 新しい電池に交換 →
	// 正しい電池に交換.
	{"b69a_adjective_replaced_by_other_adjective_of_text", "raw", func(lang, s string) string {
		if lang == "ja" {
			ms := ho69aJaAdjStem.FindAllStringSubmatchIndex(s, -1)
			for i := len(ms) - 1; i > 0; i-- {
				m := ms[i]
				for j := i - 1; j >= 0; j-- {
					o := ms[j]
					if s[o[2]:o[3]] != s[m[2]:m[3]] {
						// the other adjective's stem, the target's ending (い or く)
						return s[:m[2]] + s[o[2]:o[3]] + s[m[3]:]
					}
				}
			}
			return s
		}
		ms := ho69aDeAdj.FindAllStringSubmatchIndex(s, -1)
		bad := map[string]bool{"zweit": true, "dritt": true, "erst": true, "nächst": true, "jed": true, "weit": true, "ander": true, "selb": true, "jen": true, "dies": true, "all": true, "viel": true, "wenig": true}
		for i := len(ms) - 1; i > 0; i-- {
			m := ms[i]
			stem := s[m[6]:m[7]]
			if bad[stem] {
				continue
			}
			for j := i - 1; j >= 0; j-- {
				o := ms[j]
				ostem := s[o[6]:o[7]]
				if bad[ostem] || !ho69aDistinct(stem, ostem) {
					continue
				}
				return s[:m[6]] + ostem + s[m[7]:]
			}
		}
		return s
	}},
}

// ho69aChangedSentence gives the first sentence of golden that damaged changed and
// what it became.
func ho69aChangedSentence(lang, golden, damaged string) (string, string) {
	_, gr := hoAllSentences(lang, golden)
	gs, _ := hoAllSentences(lang, golden)
	ds, dr := hoAllSentences(lang, damaged)
	flat := func(split [][]string, refs []sentenceRef) []string {
		out := make([]string, len(refs))
		for i, r := range refs {
			out[i] = split[r.line][r.idx]
		}
		return out
	}
	g, d := flat(gs, gr), flat(ds, dr)
	for i := 0; i < len(g) && i < len(d); i++ {
		if g[i] != d[i] {
			return ho69aWindow(g[i], d[i])
		}
	}
	return ho69aWindow(golden, damaged)
}

// ho69aWindow cuts a long sentence pair (a one-line JSON answer) to the stretch around
// their difference.
func ho69aWindow(a, b string) (string, string) {
	ra, rb := []rune(a), []rune(b)
	if len(ra) <= 160 && len(rb) <= 160 {
		return a, b
	}
	p := 0
	for p < len(ra) && p < len(rb) && ra[p] == rb[p] {
		p++
	}
	q := 0
	for q < len(ra)-p && q < len(rb)-p && ra[len(ra)-1-q] == rb[len(rb)-1-q] {
		q++
	}
	from := max(0, p-40)
	cut := func(r []rune) string {
		to := min(len(r), len(r)-q+40)
		return "…" + string(r[from:to]) + "…"
	}
	return cut(ra), cut(rb)
}
