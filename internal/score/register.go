package score

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Default marker lists for de_formal.
var (
	// deFormalMarkers count as formal address when not sentence-initial.
	deFormalMarkers = []string{"Sie", "Ihnen", "Ihr", "Ihre", "Ihrem", "Ihren", "Ihrer", "Ihres"}
	// deInformalMarkers fail de_formal anywhere outside quotation marks.
	// Lowercase plural "ihr" is left out: it is also the third-person
	// dative ("ich gebe ihr").
	deInformalMarkers = []string{
		"du", "dich", "dir", "dein", "deine", "deinem", "deinen", "deiner", "deines",
		"euch", "euer", "eure", "eurem", "euren", "eurer", "eures",
		"Du", "Dich", "Dir", "Dein", "Deine", "Deinem", "Deinen", "Deiner", "Deines",
		"Euch", "Euer", "Eure", "Eurem", "Euren", "Eurer", "Eures",
	}
	// deSalutations are accepted by require_salutation.
	deSalutations = []string{"Sehr geehrte", "Guten Tag"}
	// deClosings are accepted by require_closing.
	deClosings = []string{"Mit freundlichen Grüßen", "Freundliche Grüße"}
	// deInformalGreetings fail de_formal (matched as whole words).
	deInformalGreetings = []string{"Liebe Grüße", "LG", "VG", "Hallo"}
)

var deQuoted = regexp.MustCompile(`„[^“”"]*[“”"]|“[^”]*”|"[^"]*"|»[^«]*«|«[^»]*»`)

type deToken struct {
	word    string
	initial bool
}

// deTokens splits text into letter/number tokens, marking those at the start
// of the text or of a sentence (after . ! ? followed by space, or a newline).
func deTokens(text string) []deToken {
	var out []deToken
	atStart := true
	rs := []rune(text)
	for i := 0; i < len(rs); {
		r := rs[i]
		if unicode.IsLetter(r) || unicode.IsNumber(r) {
			j := i
			for j < len(rs) && (unicode.IsLetter(rs[j]) || unicode.IsNumber(rs[j])) {
				j++
			}
			out = append(out, deToken{string(rs[i:j]), atStart})
			atStart = false
			i = j
			continue
		}
		switch {
		case r == '\n':
			atStart = true
		case (r == '.' || r == '!' || r == '?') && (i+1 == len(rs) || unicode.IsSpace(rs[i+1])):
			atStart = true
		}
		i++
	}
	return out
}

// deSentences splits text at a newline or at . ! ? followed by whitespace, but not
// at a full stop after a digit (19. Oktober, 2. OG, a list's "10. ") unless a full
// date or a year ends there and a capital follows, dropping empty parts.
func deSentences(text string) []string {
	var out []string
	rs := []rune(text)
	start := 0
	flush := func(end int) {
		if s := strings.TrimSpace(string(rs[start:end])); s != "" {
			out = append(out, s)
		}
		start = end
	}
	for i, r := range rs {
		switch {
		case r == '\n':
			flush(i + 1)
		case r == '.' && i > 0 && unicode.IsDigit(rs[i-1]):
			// A full date or a year ends its sentence where a capital follows
			// (am 12.11.2026. Bitte …); a day's or a step's number does not.
			if i+2 < len(rs) && rs[i+1] == ' ' && unicode.IsUpper(rs[i+2]) && dateOrYearEnd.MatchString(string(rs[max(0, i-10):i])) {
				flush(i + 1)
			}
		case r == '.' && i+2 < len(rs) && rs[i+1] == ' ' && (unicode.IsLower(rs[i+2]) || unicode.IsDigit(rs[i+2])) && abbreviatedBefore(rs[:i]):
			// An abbreviation inside a sentence (ggf. am 20.10., ca. 5 Minuten, bzw.
			// per Post) ends nothing.
		case (r == '.' || r == '!' || r == '?') && (i+1 == len(rs) || unicode.IsSpace(rs[i+1])):
			flush(i + 1)
		}
	}
	flush(len(rs))
	return out
}

// abbreviatedBefore reports whether rs ends in one of the abbreviations.
func abbreviatedBefore(rs []rune) bool {
	j := len(rs)
	for j > 0 && unicode.IsLetter(rs[j-1]) {
		j--
	}
	return abbreviations[string(rs[j:])]
}

// dateOrYearEnd matches text that ends in a full date (12.11.2026) or a year.
var dateOrYearEnd = regexp.MustCompile(`(?:^|[^\d.])(?:\d{1,2}\.\d{1,2}\.\d{2,4}|\d{4})$`)

// informalSentences are the sentences of text with an informal marker outside
// quotation marks, as written and clipped to 160 characters: what a reader must fix,
// found in a long answer at a glance.
func informalSentences(text string) []string {
	var out []string
	for _, s := range deSentences(text) {
		toks := deTokens(deQuoted.ReplaceAllString(s, " "))
		if slices.ContainsFunc(toks, func(t deToken) bool { return slices.Contains(deInformalMarkers, t.word) }) {
			out = append(out, clipRunes(s, 160))
		}
	}
	return out
}

func containsPhrase(tokens []deToken, phrase string) bool {
	want := strings.FieldsFunc(phrase, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsNumber(r) })
	if len(want) == 0 {
		return false
	}
	for i := 0; i+len(want) <= len(tokens); i++ {
		ok := true
		for j, w := range want {
			if tokens[i+j].word != w {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

func (c Check) deFormal(res Result, text string) Result {
	unquoted := deQuoted.ReplaceAllString(text, " ")
	toks := deTokens(unquoted)
	var problems []string
	var informal []string
	formal := 0
	for _, t := range toks {
		if slices.Contains(deInformalMarkers, t.word) && !slices.Contains(informal, t.word) {
			informal = append(informal, t.word)
		}
		if !t.initial && slices.Contains(deFormalMarkers, t.word) {
			formal++
		}
	}
	if len(informal) > 0 {
		problems = append(problems, "informal markers "+quoteList(informal)+" in "+quoteList(informalSentences(text)))
	}
	need := 1.0
	if c.Min != nil {
		need = *c.Min
	}
	if float64(formal) < need {
		problems = append(problems, fmt.Sprintf("%d formal markers (Sie/Ihnen/Ihr*) outside sentence start, fewer than min %g", formal, need))
	}
	var greet []string
	for _, g := range slices.Concat(deInformalGreetings, c.ForbidAny) {
		if containsPhrase(toks, g) {
			greet = append(greet, g)
		}
	}
	if len(greet) > 0 {
		problems = append(problems, "forbidden "+quoteList(greet))
	}
	sal := c.RequireSalutationAny
	if len(sal) == 0 && c.RequireSalutation {
		sal = deSalutations
	}
	if len(sal) > 0 && !slices.ContainsFunc(sal, func(s string) bool { return strings.Contains(text, s) }) {
		problems = append(problems, "no salutation (want one of "+quoteList(sal)+")")
	}
	clo := c.RequireClosingAny
	if len(clo) == 0 && c.RequireClosing {
		clo = deClosings
	}
	if len(clo) > 0 && !slices.ContainsFunc(clo, func(s string) bool { return strings.Contains(text, s) }) {
		problems = append(problems, "no closing (want one of "+quoteList(clo)+")")
	}
	if len(c.RequireAny) > 0 && !slices.ContainsFunc(c.RequireAny, func(s string) bool { return strings.Contains(text, s) }) {
		problems = append(problems, "none of "+quoteList(c.RequireAny)+" present")
	}
	if len(problems) > 0 {
		return fail(res, 0, "%s", strings.Join(problems, "; "))
	}
	return pass(res, 1, "formal register: %d formal markers, no informal markers", formal)
}

// Japanese sentence classes returned by ClassifyJaSentence.
const (
	jaPolite  = "polite"
	JaPlain   = "plain"
	jaNeutral = "neutral"
)

// defaultJaCasualMarkers always fail ja_politeness, in addition to ForbidAny.
var defaultJaCasualMarkers = []string{"だよ", "じゃん", "だね", "ごめん", "っす"}

var (
	jaPoliteEndings = []string{
		"です", "ます", "ました", "ません", "でした", "ましょう", "でしょう",
		"ください", "くださいませ", "ございます", "いたします", "存じます", "ませ",
	}
	// jaPlainEndings are plain verb, adjective and copula endings, and the plain
	// imperatives (問い合わせてくれ, 確認しろ, 送付せよ, 待ちなさい), which order the
	// reader about where a polite text asks (ください).
	jaPlainEndings = []string{
		"だ", "である", "た", "だった", "い", "う", "く", "ぐ", "す", "つ", "ぬ", "ぶ", "む", "る", "て",
		"くれ", "しろ", "せよ", "なさい", "ちょうだい",
	}
	jaFinalParticles = "かねよなわぞぜ"
	jaInterjections  = []string{"はい", "いいえ"}
)

// classifyJaSentence classifies one Japanese sentence as polite, plain or
// neutral with rules on the sentence ending (no morphological analyser): trailing symbols and sentence-final particles (か ね よ な わ
// ぞ ぜ) are stripped; a です/ます-family, ください(ませ), ございます,
// いたします or 存じます ending is polite; a plain verb, adjective or copula
// ending (だ, である, た, い, u-row kana, て) or a plain imperative (くれ, しろ, せよ,
// なさい) is plain; anything else (noun
// endings, 体言止め) is neutral.
func classifyJaSentence(s string) string {
	s = strings.TrimRightFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.IsSymbol(r)
	})
	for {
		r, size := utf8.DecodeLastRuneInString(s)
		if size == 0 || !strings.ContainsRune(jaFinalParticles, r) || utf8.RuneCountInString(s) == 1 {
			break
		}
		s = s[:len(s)-size]
	}
	if slices.Contains(jaInterjections, s) {
		return jaNeutral
	}
	for _, e := range jaPoliteEndings {
		if strings.HasSuffix(s, e) {
			return jaPolite
		}
	}
	for _, e := range jaPlainEndings {
		if strings.HasSuffix(s, e) {
			return JaPlain
		}
	}
	return jaNeutral
}

// splitJaSentences splits text at 。！？!? and newlines, dropping empty parts. An
// emoji, a kaomoji, laughter (ｗｗ, （笑）) or a ♪ ends a sentence as well: casual
// writing ends its sentences with them instead of 。, and "確認したｗ今後とも
// よろしくお願いいたします。" holds a plain sentence to judge on its own.
func splitJaSentences(text string) []string {
	text = casualBreaks.ReplaceAllString(kanaLaughter.ReplaceAllString(text, "${1}。${2}"), "。")
	parts := strings.FieldsFunc(text, func(r rune) bool {
		return strings.ContainsRune("。！？!?\n", r) || isEmoji(r)
	})
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// politeKana writes the polite forms a writer may put in kanji the way the endings and
// markers are listed (ご返信下さい is ご返信ください, お願い致します お願いいたします):
// the same register either way.
var politeKana = strings.NewReplacer("下さい", "ください", "致し", "いたし", "御座い", "ござい", "頂き", "いただき", "戴き", "いただき", "頂け", "いただけ")

// labelledValue is a line of a label and its value (症状：冷凍室が冷えない), a list
// marker allowed before it; checklistItem a list item that ends in the question
// particle か (…がオンになっているか).
var (
	labelledValue = regexp.MustCompile(`^(?:[-*•・]\s*|\d{1,2}[.)．]\s*)?[^：:、。（(「]{1,12}[：:]`)
	checklistItem = regexp.MustCompile(`^(?:[-*•・□]|\[[ x]\])\s*.*か$`)
)

// politeRatio returns polite/(polite+plain) over the sentences of text, and
// the sentences by class. It is 1 when no sentence is polite or plain.
func politeRatio(text string) (float64, map[string][]string) {
	by := map[string][]string{}
	for _, s := range splitJaSentences(text) {
		k := classifyJaSentence(s)
		if k == JaPlain && (labelledValue.MatchString(s) || checklistItem.MatchString(s)) {
			// A record's line (症状：冷凍室が冷えない) quotes its value, and a checklist
			// item under a polite request (「次の点をご確認ください」) asks in the plain
			// form (位置情報がオンになっているか): both are data, not the writer's register.
			k = jaNeutral
		}
		by[k] = append(by[k], s)
	}
	p, q := len(by[jaPolite]), len(by[JaPlain])
	if p+q == 0 {
		return 1, by
	}
	return float64(p) / float64(p+q), by
}

func (c Check) jaPoliteness(res Result, text string) Result {
	text = politeKana.Replace(text)
	minR := 1.0
	if c.MinPoliteRatio != nil {
		minR = *c.MinPoliteRatio
	}
	ratio, by := politeRatio(text)
	var problems []string
	if ratio < minR {
		problems = append(problems, fmt.Sprintf("polite ratio %.2f below min %.2f; plain sentences: %s",
			ratio, minR, quoteList(by[JaPlain])))
	}
	var casual []string
	for _, m := range slices.Concat(defaultJaCasualMarkers, c.ForbidAny) {
		if m != "" && strings.Contains(text, m) && !slices.Contains(casual, m) {
			casual = append(casual, m)
		}
	}
	if len(casual) > 0 {
		problems = append(problems, "forbidden "+quoteList(casual))
	}
	if len(c.RequireAny) > 0 && !slices.ContainsFunc(c.RequireAny, func(s string) bool { return strings.Contains(text, s) }) {
		problems = append(problems, "none of "+quoteList(c.RequireAny)+" present")
	}
	summary := fmt.Sprintf("%d polite, %d plain, %d neutral sentences", len(by[jaPolite]), len(by[JaPlain]), len(by[jaNeutral]))
	if len(problems) > 0 {
		return fail(res, ratio, "%s (%s)", strings.Join(problems, "; "), summary)
	}
	return pass(res, ratio, "polite ratio %.2f (%s)", ratio, summary)
}

// TypeRegisterSymbols is the general check of the register's symbols, over every
// sentence of the answer: emoji, kaomoji ((^^), (´・ω・`)), laughter (ｗｗ, （笑）,
// lol, :)), chatty tag questions (…, okay?; …ですよね), imperious words (gefälligst,
// さっさと), reproaches (wie bereits mehrfach erwähnt, 何度も申し上げ) and off-tone
// remarks (Mehr gibt es dazu nicht zu sagen, 待ちきれません, Bitte, bitte; see offTone),
// keigo misused (ご利用なさられ, ごクーポン, 送ってやります; see keigoSlip) and speech
// written down (みたいです, しちゃい, 'ne, gütigst; see spokenForm) fail in every case, for no
// business answer of the gate uses them; in a
// formal case (Formal: keigo, ja_politeness, de_formal) also runs of exclamation
// marks (!!, ！！, ‼), three exclamation marks or more, ♪ ☆, a sentence trailing
// off in a tilde (〜, ~), a sign for a word (8 & 12 Uhr, 02.11.2026 → 16.11.2026,
// 必要な⇒). What the
// golden writes is allowed, and in an informal case what the request writes too (a
// summary may quote the customer).
const TypeRegisterSymbols = "register_symbols"

var (
	// kaomoji are faces in brackets: two to ten characters with an eye or mouth (^ ´
	// ; _ > ω Д…) and no letter or digit but the few that draw faces.
	kaomoji = regexp.MustCompile(`[(（]` + faceChar + `{0,4}[\^＾´｀;；＿_><≧≦◕ಠ゜ﾟ°•]` + faceChar + `{0,6}[)）]|\^[_oO]?\^|＾＾|(?:^|[^\p{L}])orz(?:[^\p{L}]|$)`)
	// jaLaughter is ｗ/w after Japanese text at a sentence end, and 笑 as laughter.
	jaLaughter = regexp.MustCompile(`[\p{Hiragana}\p{Katakana}\p{Han}ー。、！？!?][wｗ]+(?:[^\p{Latin}0-9]|$)|[(（][笑汗泣涙][)）]|[\p{Hiragana}\p{Katakana}ー！!？?]笑(?:[\s。！？!?]|$)`)
	// latinLaughter is lol, haha, xD (not XD, a product name) and the ASCII emoticons.
	latinLaughter = regexp.MustCompile(`(?:^|[^\p{L}-])(?:(?i:lol|rofl|lmao|haha(?:ha)*|hihi)|xD)(?:[^\p{L}-]|$)|(?:^|\s)(?::-?[)(DPp|]|;-?[)D]|<3|:'\()(?:[\s.,!?]|$)`)
	// bangs are runs of exclamation marks, and ! with ? (informal in formal text).
	bangs = regexp.MustCompile(`[!！]{2,}|‼|⁉|[!！][?？]|[?？][!！]`)
	// tildeTail is a sentence trailing off in a tilde after kana or a Latin letter
	// (ございます〜, Bis bald~); after a kanji or digit it is a range (14時〜, 10:00~).
	tildeTail = regexp.MustCompile(`[\p{Hiragana}\p{Katakana}\p{Latin}ー][~〜～]+(?:[ \t]*(?:\n|$)|[。！？!?])`)
	// casualBreaks end a Japanese sentence like 。 does (SplitJaSentences).
	casualBreaks = regexp.MustCompile(`[wｗ]{2,}|[(（]笑[)）]|[♪♫☆★]|` + kaomoji.String())
	// kanaLaughter is one ｗ after kana, which ends the sentence it follows.
	kanaLaughter = regexp.MustCompile(`([\p{Hiragana}\p{Katakana}ー])[wｗ]([^\p{Latin}0-9]|$)`)
)

// manyBangs is how many exclamation marks a formal answer may not reach: one "Vielen
// Dank!" or "ありがとうございます！" is formal, a letter shouting in every sentence is not.
const manyBangs = 3

// faceChar is what a kaomoji draws with: no letter or digit but the few that make
// faces (ω Д ∀ o T ノ), so that "(a; b)" and "(>10 °C)" are no faces.
const faceChar = `(?:[^()（）\n\p{L}\p{N}]|[ωДд∀oOTｏεﾉノ])`

// isEmoji reports an emoji: the Extended_Pictographic characters, except the
// symbols business text writes in text style (© ® ™, arrows, ▶ ▪ bullets, ☎ ✉ ☑ ✔ ✖,
// ⚠ ⚙, ➕ ➖ ➗); the regional indicators of flags count too.
func isEmoji(r rune) bool {
	switch {
	case r < 0x2300:
		return false
	case r == 0x260E || r == 0x2611 || r == 0x2709 || r == 0x2714 || r == 0x2716 || r == 0x26A0 || r == 0x2699:
		return false
	case r >= 0x231A && r <= 0x231B, r >= 0x23E9 && r <= 0x23F3, r >= 0x23F8 && r <= 0x23FA:
		return true
	case r >= 0x2600 && r <= 0x2605, r >= 0x2607 && r <= 0x2612, r >= 0x2614 && r <= 0x2685, r >= 0x2690 && r <= 0x2705,
		r >= 0x2708 && r <= 0x2712, r == 0x271D, r == 0x2721, r == 0x2728, r >= 0x2733 && r <= 0x2734, r == 0x2744,
		r == 0x2747, r == 0x274C, r == 0x274E, r >= 0x2753 && r <= 0x2755, r == 0x2757, r >= 0x2763 && r <= 0x2767,
		r == 0x27B0, r == 0x27BF, r >= 0x2B1B && r <= 0x2B1C, r == 0x2B50, r == 0x2B55, r == 0x3030, r == 0x303D,
		r == 0x3297, r == 0x3299:
		return true
	case r >= 0x1F000 && r <= 0x1F0FF, r >= 0x1F170 && r <= 0x1F251, r >= 0x1F300 && r <= 0x1F64F,
		r >= 0x1F680 && r <= 0x1F6FF, r >= 0x1F7E0 && r <= 0x1F7FF, r >= 0x1F90C && r <= 0x1FAFF:
		return true
	}
	return false
}

// registerMarkers lists what text writes against the register, each once: emoji,
// kaomoji and laughter always, and with formal the formal-only markers.
func registerMarkers(text string, formal bool) []string {
	key := "0" + text
	if formal {
		key = "1" + text
	}
	return slices.Clone(markerMemo.get(key, func(k string) []string { return registerMarkersOnce(k[1:], k[0] == '1') }))
}

var markerMemo memo[[]string]

// registerMarkersOnce is registerMarkers without its memo.
func registerMarkersOnce(text string, formal bool) []string {
	var out []string
	add := func(kind, m string) {
		m = strings.TrimFunc(m, func(r rune) bool { return unicode.IsSpace(r) || r == '。' })
		if e := fmt.Sprintf("%s %q", kind, m); !slices.Contains(out, e) {
			out = append(out, e)
		}
	}
	rs := []rune(text)
	for i, r := range rs {
		if isEmoji(r) || (r == 0xFE0F && i > 0 && !unicode.IsLetter(rs[i-1]) && !unicode.IsDigit(rs[i-1])) {
			add("emoji", string(r))
		}
	}
	for _, m := range kaomoji.FindAllString(text, -1) {
		add("kaomoji", m)
	}
	for _, re := range []*regexp.Regexp{jaLaughter, latinLaughter} {
		for _, m := range re.FindAllString(text, -1) {
			m = strings.TrimLeftFunc(m, func(r rune) bool { return !strings.ContainsRune("wｗ笑(（lLrRhHxX:;<", r) })
			add("laughter", strings.TrimRightFunc(m, func(r rune) bool { return !strings.ContainsRune("wｗ笑)）lLfFoOaAiIdD(|P<3", r) }))
		}
	}
	// A chatty tag question or an imperious particle is no business register, formal
	// or not.
	for _, m := range tagQuestion.FindAllString(text, -1) {
		add("tag question", strings.TrimSpace(m))
	}
	for _, m := range imperious.FindAllString(text, -1) {
		add("imperious", m)
	}
	for _, m := range reproach.FindAllString(text, -1) {
		add("reproach", m)
	}
	for _, m := range outdatedAddress.FindAllString(text, -1) {
		add("outdated address", m)
	}
	for _, m := range casualEnding.FindAllString(text, -1) {
		add("casual ending", strings.TrimRight(m, "。！!？?"))
	}
	for _, m := range colloquial.FindAllString(text, -1) {
		add("colloquial", strings.TrimSpace(m))
	}
	for _, m := range articledName.FindAllString(text, -1) {
		add("article before a name", strings.TrimSpace(m))
	}
	for _, m := range jargonWords.FindAllString(text, -1) {
		add("katakana jargon", m)
	}
	for _, m := range chatMarks.FindAllString(text, -1) {
		add("chat or editorial mark", strings.TrimSpace(m))
	}
	for _, m := range filler.FindAllStringSubmatch(text, -1) {
		add("spoken filler", m[1])
	}
	for _, m := range condescending.FindAllString(text, -1) {
		add("condescending preface", m)
	}
	for _, m := range belittling.FindAllString(text, -1) {
		add("belittling remark", strings.TrimSpace(m))
	}
	for _, m := range offTone.FindAllString(text, -1) {
		add("off-tone remark", strings.TrimSpace(m))
	}
	for _, m := range keigoSlip.FindAllString(text, -1) {
		add("keigo misused", strings.TrimRight(m, "。、"))
	}
	for _, m := range spokenForm.FindAllString(text, -1) {
		add("spoken form", strings.TrimSpace(strings.TrimRight(m, "。、,.")))
	}
	if !formal {
		return out
	}
	for _, m := range casualAddress.FindAllString(text, -1) {
		add("casual address", strings.TrimSpace(m))
	}
	for _, m := range modalMal.FindAllString(text, -1) {
		add("spoken particle", strings.TrimSpace(m))
	}
	for _, m := range inHouse.FindAllString(text, -1) {
		add("in-house or calqued phrase", m)
	}
	for _, m := range shopTalk.FindAllString(text, -1) {
		add("service-counter or spoken form", strings.TrimRight(m, "、。,\n"))
	}
	for _, m := range plainFavour.FindAllString(text, -1) {
		add("plain favour", m)
	}

	for _, m := range bangs.FindAllString(text, -1) {
		add("exclamation run", m)
	}
	if strings.Count(text, "!")+strings.Count(text, "！") >= manyBangs {
		add("exclamation marks", fmt.Sprintf("%d or more", manyBangs))
	}
	for _, r := range text {
		if r == '♪' || r == '♫' || r == '☆' {
			add("symbol", string(r))
		}
	}
	for _, m := range tildeTail.FindAllString(text, -1) {
		add("tilde tail", m)
	}
	for _, loc := range symbolForWord.FindAllStringIndex(text, -1) {
		m := text[loc[0]:loc[1]]
		start := strings.LastIndexByte(text[:loc[0]], '\n') + 1
		end := strings.IndexByte(text[loc[1]:], '\n')
		if end < 0 {
			end = len(text) - loc[1]
		}
		if strings.ContainsAny(m, "+＋") && strings.ContainsAny(text[start:loc[1]+end], "=＝") {
			continue // a sum worked out on its line: 33,000円＋5,500円＝38,500円
		}
		add("symbol for a word", m)
	}
	return out
}

// symbolForWord is a sign written for a word in a formal text's sentences: & or + for
// und (zwischen 8 & 12 Uhr), an arrow for auf, bis or から after a date or word
// (vom 02.11.2026 → 16.11.2026, 11月9日→, 必要な⇒), ＋ for と. An arrow between words
// or quoted menu items (Einstellungen → Netzwerk, 「設定」→「通知」) is a path, and +
// before a digit a dialling code; & before a capital joins names (Müller & Söhne), and
// a line with = is a sum worked out.
var symbolForWord = regexp.MustCompile(`[\p{L}\d,][ \t]+[&＆+＋][ \t]+[\p{Ll}\d]|\d[ \t]*[→⇒➡⟶]|[→⇒➡⟶][ \t]*\d|[\p{Han}\p{Hiragana}\p{Katakana}][→⇒➡⟶]|[\p{Han}\p{Hiragana}\p{Katakana}ー）][＋＆][\p{Han}\p{Hiragana}\p{Katakana}]`)

// casualEnding is a Japanese sentence ending of talk among friends (だよ, じゃん, っす)
// or a blunt order (送ってくれ, 確認しろ), which no business text writes.
var casualEnding = regexp.MustCompile(`(?:だよ|だね|じゃん|だぜ|だぞ|っす|くれ|しろ)(?:[。！!？?\n：:]|$)`)

// casualAddress is how a formal text does not address its reader or speak: あなた and
// its rude forms for the customer (a Japanese letter names them, 松本様), a name with
// ちゃん or くん, 親愛なる (English "Dear" calqued), Kansai words (おおきに, ほんま,
// あかん), and German spoken
// contractions ('ne, nen, gibt's, is mit).
var casualAddress = regexp.MustCompile(`\bIhr (?:den|die|das|dem|der|ein|eine|einen|uns|mir|es|sie|nicht|bitte|noch|auch|euch)\b|\p{Han}(?:ちゃん|くん)|親愛なる|おおきに|ほんま|あかん|めっちゃ|せやから|せやけど|やねん|へんで|ちゃうで|あなた|あんた|お前|\s'n(?:e|en|em|er)\b|\b(?:nen|nem)\b|\b(?:gibt|geht|hat|wie|so)'s\b|\bis (?:mit|der|die|das|ein|eine|nicht|noch|schon)\b`)

// chatMarks are marks of a chat, a social post or an editor, not of a business text: a
// hashtag (#Rücksendeetikett), an @-mention before a name, an editorial (!) and a
// chat tool's citation marker (【4:0†source】), and double keigo (お待ちになられて).
var chatMarks = regexp.MustCompile(`(?:^|[\s。、.,])#\p{L}[\p{L}\p{N}_]+|(?:^|[^A-Za-z0-9._%+-])@\p{L}|[(（][!！][)）]|【\d+:\d+†[^】]*】|になられ[てまる]`)

// jargonWords are English words in katakana that Japanese business text writes in
// kanji (依頼, 変更, 連絡, 説明, 承認, 確認, 合意, 保留, 担当): consultant's jargon, not
// the loanwords Japanese has taken in (メール, スケジュール, キャンセル, サポート).
var jargonWords = regexp.MustCompile(`リクエスト|チェンジ|コンタクト|エクスプレイン|アプルーバル|アプルーブ|コンファーム|コンファメーション|アグリー|ペンディング|アサイン|エビデンス|フィックス|リスケ|アジェンダ|プライオリティ|デッドライン|レスポンス|リプライ|アンサー|クエスチョン|アクセプト|リジェクト|サジェスト|ディスカッション|ペイメント|リファンド|デリバリー|インフォーム|ノーティス|アレンジメント|コンセンサス|ジャストアイデア|ネゴる|ディシジョン`)

// plainFavour is a favour received in plain Japanese (利用してもらい, 送ってもらった):
// a formal text receives the reader's acts with いただく (ご利用いただき).
var plainFavour = regexp.MustCompile(`[てで]もら[いうえっわお]`)

// colloquial is talk among friends in a formal text: dialect (is keine for ist keine,
// a Ersatzlampe for eine), slang intensifiers (マジで, mega
// gern, für lau, ほんとに), slang words (わかんない, 悪いけど, ビビって; umsonst,
// abgenickt, kriegen, ist weg, Klar, …), a polite request softened with ね or よ and an
// exclamation (くださいね！), and German spoken forms (noch was, einfach kurz melden!).
var colloquial = regexp.MustCompile(`(?:[しっんいきけせべめれえねげみりさ]て|んで)る(?:こと|の[でにはがを]|ため|よう|から|場合|[。、])|」って|っていう|\bis (?:keine?|zwar|mit|nicht|noch|schon|auch)\b|(?:^|[ ,])a \p{Lu}\p{Ll}{3,}|マジで|マジ[にな]|[てで]くれ(?:て|た|る)|ヤバ[いく]|ガチで|ほんとに|ほんとう?に|わかんな|悪いけど|ビビ[っるり]|やっぱ(?:り)?|っす[。！!]|じゃん[。！!]|(?i:\b(?:umsonst|abgenickt|abnicken|abzunicken|kriegen|kriegt|gekriegt|checken|gecheckt)\b)|(?:^|[.!?]\s+)Klar[, ]|\b(?:ist|sind) weg\b|\bweg[,.;]|\bGratis-|(?:ください|ます|です)[ねよ][！!]|てね[！!。]|(?i:\b(?:mega|voll (?:gern|leid|gut|nett)|für lau|krass|geil|sorry|irgendwie)\b)|\p{Ll} halt\b|\b(?:noch|so|irgend) was\b|\beinfach (?:mal |kurz )?\p{Ll}+en!|(?:\p{Hiragana}|\p{Han})けど[、,]|ちゃんと|だいたい(?:\d|の|同じ)|すみません|すいません|ごめんなさい|〆`)

// condescending prefaces a request or a fact as something the reader should know
// (言うまでもありませんが, was sich von selbst versteht, wie Sie sicher wissen): a
// business text informs its reader, it does not lecture them.
var condescending = regexp.MustCompile(`言うまでも(?:ありませんが|ないことですが|なく)|当然のことながら|(?i:was sich (?:eigentlich |ja |doch )?von selbst versteht|es versteht sich von selbst|wie (?:Sie|jeder) (?:sicher(?:lich)? |ja |natürlich |bestimmt )?(?:wissen|weiß)|wie allgemein bekannt)`)

// belittling makes light of what the reader reports or suffers (halb so wild, kein
// Beinbruch; 大したことではありません), or of the writer's own thanks and apology
// (der Form halber vielen Dank; 一応ありがとうございます; ein wenig Dank, die kleinen
// Unannehmlichkeiten, 少々申し訳ございません): no business text says it.
var belittling = regexp.MustCompile(`(?i:\bhalb so (?:wild|schlimm)\b|\bnicht (?:so |weiter |allzu |besonders )?(?:wild|tragisch)\b|\bkein (?:Beinbruch|Drama|Weltuntergang)\b|\bkeine große Sache\b|\bnicht der Rede wert\b|\bder Form halber\b|\bpro forma\b|\b(?:ein (?:wenig|bisschen)|etwas|kaum) (?:Dank|leid)\b|\b(?:kleinen|geringen|leichten|geringfügigen|minimalen) Unannehmlichkeit\p{L}*)|(?:少し|少々|ちょっと|わずかに|多少)(?:ばかり)?(?:ありがと|感謝|申し訳|お詫び|すみません)|一応(?:ありがとう|お詫び|申し訳|感謝)|形式的に(?:お詫び|感謝|お礼)|大したこと(?:では|じゃ)?(?:ない|ありません|ございません)|どうってことな|気にするほどのことでは`)

// offTone is a remark whose tone no business text takes, whatever its facts: a curt
// end (Mehr gibt es dazu nicht zu sagen, これ以上申し上げることはございません; danke. or
// どうも。 as a whole sentence), gushing or hype (Wir können es kaum erwarten, 待ちきれま
// せん, ein echtes Schnäppchen, お買い得), pleading (Bitte, bitte; Wir flehen Sie an;
// 後生ですから, 懇願いたします), a dare (Das schaffen Sie ja wohl), news spun as good (Gute Nachrichten:,
// うれしいお知らせです), melodrama (am Boden zerstört, 胸が張り裂ける), a confidence (Unter
// uns gesagt, ここだけの話), an endearment (meine Liebe) and the writer's mood (私事で
// すが, bester Laune).
var offTone = regexp.MustCompile(`(?i:mehr gibt es (?:dazu |hierzu )?nicht zu sagen|(?:wir )?können es kaum erwarten|gute nachrichten:|\bbitte, bitte\b|\bflehen sie an\b|\bwir flehen\b|\bflehentlich|\bbetteln\b|das schaffen sie (?:ja|doch) (?:wohl|sicher|bestimmt)|(?:ein )?echtes schnäppchen|am boden zerstört|unter uns gesagt|\bmeine? liebe[rn]?\b|bester laune)|(?m:(?:^|[.!?]\s+)[Dd]anke\.)|これ以上申し上げることは(?:ございません|ありません)|待ちきれません|うれしいお知らせです|後生ですから|懇願|お買い得|胸が張り裂け|ここだけの話|私事ですが|(?:^|[。\n])どうも[。！]`)

// filler is a word of speech that opens a written sentence: Also, Ähm, Na ja, Tja;
// えっと, あのー, まあ. (Also without a comma is "therefore", and stays.)
var filler = regexp.MustCompile(`(?m)(?:^|[.!?。！？]\s*)(?:- |\d{1,3}\. )?((?:Also|Naja|Na ja|Tja|Nun ja|Okay|Ok|So),|(?:Ähm|Äh|Öhm|[Hh]mm)[,.!\s]|えっと|えーと|えーっと|あのー|あのう|あの、|まあ、|えー、|うーん|んー)`)

// inHouse is what colleagues write to each other, not a company to its customer: the
// greeting お疲れ様です and ご苦労様, the hasty sign-off 取り急ぎ, and 私たち or 我々 as
// the writer's side, translated from "we" where a letter writes 弊社 or 私ども; and
// English letter phrases calqued (Fühlen Sie sich frei, uns zu kontaktieren; 自由に連絡
// してください).
var inHouse = regexp.MustCompile(`(?i:fühlen sie sich frei|bitte notieren sie, dass|wir sind (?:sehr )?traurig, dass|haben sie einen (?:schönen|guten|tollen) tag|ich hoffe, (?:diese|meine|die) (?:e-mail|mail|nachricht) (?:findet|erreicht) sie (?:gut|wohlauf|bei guter gesundheit))|自由に(?:私たち|弊社|当社|私ども)?に?(?:ご?連絡|お?問い合わせ|ご?質問)|(?:友好的な|親しみを込めた|心からの|敬意を込めた)(?:挨拶|ご挨拶)|お疲れ(?:様|さま)|ご苦労(?:様|さま)|取り急ぎ|(?:^|[。\n、「])(?:私たち|私達|我々|僕たち|僕ら)[はがもの]`)

// articledName is a German name after its title given an article as a subject
// (die Frau Müller hat …, Der Herr Strauß bittet …): spoken German, which no written
// text uses, a summary no more than a letter.
var articledName = regexp.MustCompile(`\b(?:[Dd]ie|[Dd]er) (?:Frau|Herr) \p{Lu}\p{Ll}+ (?:hat|ist|meldet|bittet|möchte|wünscht|kann|wird|teilt|schreibt)\b|(?m:(?:^[ \t]*(?:[-*] )?|[.!?]\s+)(?:Die Frau|Der Herr) \p{Lu}\p{Ll}+\b)`)

// shopTalk is what a formal text writes neither in Japanese nor German: バイト敬語 (の
// ほうを, 様へ as a salutation), spoken contractions (届いてます, ないです for ません),
// a service done as a favour (修理してあげます), 了解しました to a customer, けど as a
// connective; Tausend Dank and an apology
// made conditional (falls Ihnen Unannehmlichkeiten entstanden sein sollten; ご迷惑を
// おかけしたのであれば) and があったら for がございましたら. One exclamation mark stays formal (see manyBangs), and so
// does a comma after Mit freundlichen Grüßen: the study's harmless variants write it.
var shopTalk = regexp.MustCompile(`のほう(?:を|が|は|で|に|から)|様へ(?:\n|$|、)|[てで]ま(?:す|した|せん)(?:[。、]|$)|[えけせてねべめれげしきいみり]ないです|[てで]あげ(?:ます|る|た)|了解(?:しました|いたしました|です)|けど[、,]|[Tt]ausend Dank|(?:[Ff]alls|[Ss]ofern|[Ww]enn) [^.\n]{0,50}(?:Unannehmlichkeiten|Umstände)[^.\n]{0,30}(?:sein sollten|haben sollten|sollten)|(?:ご迷惑|ご不便|ご不快)[^。\n]{0,20}(?:のであれば|としたら|ようでしたら)|(?:しまった|した|おかけした)のであれば、?(?:誠に|大変)?申し訳|(?:[Ff]alls|[Ss]ollten) Sie (?:den Eindruck|das Gefühl)|お\p{Han}\p{Hiragana}{1,2}させていただ|[がもは]あったら`)

// keigoSlip is keigo put wrong in a way no business text writes, formal or not: a
// double honorific (ご利用なさられ, おっしゃられる, ご覧になられる), a double humble
// (お願い申し上げさせていただきます), ご or お on a katakana loan (ごクーポン), ご…して
// いただく for ご…いただく (ご利用していただき), a polite ending stacked on another
// (ございますです, ましたです), the archaic くださいまし, a favour done down to the
// reader (送ってやります), the blunt よろしく頼みます, a casual ちょうだい and a shop
// counter's いらっしゃいませ in a letter, and the causative passive (利用させられ: made
// to use) for a favour the reader did, and the humble いたす in a request to the reader
// (ご返信いたしてください). なお before a loan (なおメール) is no prefix.
// Also a potential verb given a れ too many (できれません, いただけれる) and an
// i-adjective given な before its noun (新しいな電話番号).
var keigoSlip = regexp.MustCompile(`(?:でき|[めけせえべ])れ(?:ない|ません|る|ます)|(?:し|[早高安低長近遠広狭強弱重軽深浅暑寒新古良悪痛多])いな[\p{Han}\p{Katakana}おご]|なさられ|おっしゃられ|ご覧になられ|お越しになられ|お見えになられ|いらっしゃられ|召し上がられ|申し上げさせて|(?:^|[^な])[ごお]\p{Katakana}[\p{Katakana}ー]+|[ごお]\p{Han}(?:\p{Han}|[いわせりみきえけちつ])*?していただ|(?:ます|ました|ません|でした)です|くださいまし(?:[^ょ]|$)|[ぁ-ゖ][てで]や(?:る|ります|りました|った)(?:[。、]|$)|よろしく頼み|いらっしゃいませ|ちょうだい(?:[。、：:！!\n]|$)|させられ|いたしてくださ|致してくださ`)

// spokenForm is speech written down in a business text: thanks cut short (ありがとね),
// a plain form ending on ね or よ (待ってるね, 送ったよ), ～みたいです for ようです (not
// てみたい, to try), a contraction (しちゃい, 上じゃ, じゃない, 閉じといて, 送っときます),
// ちょっと, the explanatory なんです and んで, なので opening a sentence, the persona's
// ますわ, さん after a rank, a chat's greeting or sign-off (Moin, Hey, Bis dann, またね),
// a filler or buzzword (sozusagen, quasi, irgendwie, FYI, ASAP), an amount judged
// (stolze 36.400 €, なんと5,500円), super, a German article clipped ('ne, 'n), a
// servile or archaic courtesy (gütigst, ergebenst, Ihre ehrenwerte Nachricht), and an
// apology made agentless (es wird bedauert, dass), which says no one is sorry.
var spokenForm = regexp.MustCompile(`ありがと(?:ね|よ|な|ー|っ|[。！!\n]|$)|(?:[るたいう]|って|てる|ない)(?:よね|ね|よ)(?:[。！!\n]|$)|(?:^|[^てで])みたい(?:です|だ|な|に)|ちょっと|[しじっ]と(?:いて|きます|きました|いた)|なんです|(?:なん|ますん|ません)で[、,]|(?:^|[。\n])なので、|(?:ます|です)わ[。！!]|(?:部長|課長|社長|係長|主任)さん|またね|じゃあね|\b(?:Moin|Servus|Hey)\b|\bBis (?:dann|bald|später)\b|\b(?:sozusagen|quasi|irgendwie)\b|\b(?:FYI|ASAP|BTW|IMHO)\b|\bstolze[nmrs]? \d|なんと\d|\b[Ss]uper\b|\bsuper(?:günstig|gut|schnell|toll|einfach)\p{L}*|[しっれけ]ちゃ[いうっ]|\p{Han}じゃ[、\p{Han}]|じゃ(?:ない|なく)|(?:^|\s)'n(?:e|en|em)?\s|\b(?:gütigst|ergebenst|untertänigst)\b|\b[Ii]hr\p{L}* (?:ehrenwert|hochverehrt|geehrt)\p{L}*|\b(?:wird|werden) (?:sehr |zutiefst )?bedauert\b`)

// exclaimedAmount is a sentence that states an amount and ends in an exclamation
// mark: a price announced as news, where a business text states it.
var exclaimedAmount = regexp.MustCompile(`\d[\d.,]*\s?(?:€|EUR|Euro|円|ユーロ)[^.!?。！？\n]{0,60}[!！]`)

// modalMal is the spoken particle mal in a request (Bitte rufen Sie doch mal an, noch
// mal, mal eben), which a formal letter writes without it or as einmal.
var modalMal = regexp.MustCompile(`(?:^|\s)(?:doch|eben|halt|noch|schon|kurz|schnell) mal(?:[\s.,!?]|$)|(?:^|\s)mal (?:eben|kurz|schnell)(?:\s|$)`)

// outdatedAddress is Fräulein for a woman: German business text has addressed every
// woman as Frau for decades, and Fräulein before a name belittles her.
var outdatedAddress = regexp.MustCompile(`\bFräulein\b`)

// reproach is a reminder that the reader was told before (wie bereits mehrfach
// erwähnt, 何度も申し上げておりますが): a business answer informs, it does not
// reproach.
var reproach = regexp.MustCompile(`[Ww]ie (?:bereits|schon) (?:mehrfach|mehrmals|wiederholt|x-mal|zigmal) (?:erwähnt|gesagt|mitgeteilt|erklärt|betont|geschrieben)|何度も申し上げ|再三(?:申し上げ|お伝え|ご案内)|繰り返し申し上げ`)

// imperious are words that order the reader about rudely (Bringen Sie gefälligst …,
// 早くしろ), or ask the reader to act in the writer's humble form (拝見してください);
// business text asks, and honours the reader's acts.
var imperious = regexp.MustCompile(`[Gg]efälligst|さっさと|早くしろ|(?:拝見し|拝読し|拝聴し|拝借し|伺っ|参っ|申し上げ)て(?:ください|下さい)|(?:お伺い|拝見|拝読|拝聴|拝借|参上)(?:ください|下さい|いただ|頂)`)

// tagQuestion is a chatty tag after a statement (…, okay? …, gell? …, nicht wahr?
// …ですよね！ …ますよね),
// which a formal text never puts to its reader.
var tagQuestion = regexp.MustCompile(`,\s*(?i:okay|ok|gell|ne|nä|näh|oder nicht|nicht wahr|stimmt['’]?s|richtig)\s*[?？]|(?:です|ます)よね[。！？!?]?`)

// registerSymbols lists the markers of each string of a JSON answer (or the whole
// text) that the golden (or, in an informal case, the request) does not write.
func (c Check) registerSymbols(res Result, text string) Result {
	allowed := registerMarkers(Tidy(c.Golden), c.Formal)
	if !c.Formal {
		allowed = append(allowed, registerMarkers(Tidy(c.Request), false)...)
	}
	var found []string
	for _, part := range factTexts(text) {
		for _, m := range registerMarkers(part, c.Formal) {
			if !slices.Contains(allowed, m) && !slices.Contains(found, m) {
				found = append(found, m)
			}
		}
	}
	if c.Lang == "ja" {
		found = append(found, receivedMadeDone(Tidy(c.Golden), text)...)
		found = append(found, ownStateHonoured(Tidy(c.Golden), text)...)
		found = append(found, styleMixed(Tidy(c.Golden), text)...)
	}
	if c.Lang == "de" {
		found = append(found, duImperatives(Tidy(c.Golden), Tidy(c.Request), text)...)
		found = append(found, shoutedWords(Tidy(c.Golden), Tidy(c.Request), text)...)
		found = append(found, bareSurnames(Tidy(c.Golden), text)...)
	}
	// Sentences ended with an exclamation mark where the golden ends none so: two in
	// Japanese (a report or letter states, it does not exclaim), three in German, whose
	// letters may thank with one (Vielen Dank!).
	if n, limit := exclamations(text), map[string]int{"ja": 2, "de": 3}[c.Lang]; limit > 0 && n >= limit && exclamations(Tidy(c.Golden)) == 0 {
		found = append(found, fmt.Sprintf("%d sentences end in an exclamation mark", n))
	}
	if exclamations(Tidy(c.Golden)) == 0 {
		for _, m := range exclaimedRequest.FindAllString(text, -1) {
			found = append(found, fmt.Sprintf("a request to the reader exclaimed %q", strings.TrimSpace(m)))
		}
		for _, m := range exclaimedAmount.FindAllString(text, -1) {
			found = append(found, fmt.Sprintf("an amount exclaimed %q", clipRunes(strings.TrimSpace(m), 40)))
		}
	}
	register := "business"
	if c.Formal {
		register = "formal"
	}
	if len(found) > 0 {
		return fail(res, 0, "out of a %s register: %s", register, strings.Join(found, ", "))
	}
	return pass(res, 1, "no emoji, kaomoji, laughter or casual symbols in a %s register", register)
}

// prefixedDone is a reader's act with ご or お and the passive of respect (ご利用され,
// お問い合わせされ): its group 2 is the act.
var prefixedDone = regexp.MustCompile(`([ごお])(\p{Han}{2}|\p{Han}[りいちしきせえけめれ](?:\p{Han}わせ)?)され[、。てたるまずれ]`)

// receivedMadeDone names the reader's acts the golden receives with ご…いただく
// (ご利用いただき, お問い合わせいただき) and the answer writes with ご…される: the
// humble prefix put on the reader's own act, keigo a business letter does not write
// where it had the right form.
func receivedMadeDone(golden, text string) []string {
	var out []string
	for _, m := range prefixedDone.FindAllStringSubmatch(text, -1) {
		if strings.Contains(golden, m[1]+m[2]+"いただ") && !strings.Contains(golden, m[1]+m[2]+"され") {
			out = append(out, fmt.Sprintf("keigo misused %q for %q", strings.TrimRight(m[0], "、。"), m[1]+m[2]+"いただく"))
		}
	}
	return out
}

// ownStateHonoured names a state the golden states humbly with ており (発送が遅れており,
// 加算されております) that the answer gives the respect of ておられ, which is for the
// reader or a third person, never for the writer's side or a thing.
func ownStateHonoured(golden, text string) []string {
	var out []string
	rs := []rune(text)
	for i := 0; i+4 <= len(rs); i++ {
		if s := string(rs[i : i+4]); s != "ておられ" && s != "でおられ" {
			continue
		}
		for l := min(4, i); l >= 2; l-- {
			stem := string(rs[i-l : i+1])
			if strings.Contains(golden, stem+"おり") && !strings.Contains(golden, stem+"おられ") {
				out = append(out, fmt.Sprintf("keigo misused %q for %q", stem+"おられ", stem+"おり"))
				break
			}
		}
	}
	return out
}

// sieImperative is a German imperative of the polite form that opens a sentence, a
// list item or a request (Öffnen Sie, 8. Tippen Sie, Bitte beachten Sie): its verb is
// the first group.
var sieImperative = regexp.MustCompile(`(?m)(?:^[ \t]*(?:[-*] |\d{1,2}\. )?|[.!?:][ \t]+|[Bb]itte )(\p{L}+e?n) Sie(?:[^\p{L}]+(\p{L}*)|$)`)

// duImperatives names the imperatives of a German answer written in the du form (Öffne
// in der App …, Bitte beachte, dass …) where the golden asks with the same verb in the
// Sie form (Öffnen Sie, beachten Sie): the reader addressed as a friend in a text that
// says Sie. The du form is the Sie form without its -n or -en (öffne, tipp), found where
// a sentence, a list item or a request opens and followed by the word that follows the
// golden's Sie; a form the golden or request writes itself (a noun: die Folge, die
// Stelle) is none.
func duImperatives(golden, request, text string) []string {
	known := golden + "\n" + request
	var out []string
	for _, m := range sieImperative.FindAllStringSubmatch(golden, -1) {
		verb := m[1]
		for _, du := range []string{strings.TrimSuffix(verb, "n"), strings.TrimSuffix(verb, "en")} {
			if runeLen(du) < 3 || du == verb || strings.EqualFold(du, "bitte") {
				continue
			}
			re := regexp.MustCompile(`(?m)(?:^[ \t]*(?:[-*] |\d{1,2}\. )?|[.!?:][ \t]+|[Bb]itte )((?i:` + regexp.QuoteMeta(du) + `))(?:[^\p{L}]+(\p{L}*)|$)`)
			for _, am := range re.FindAllStringSubmatch(text, -1) {
				// The golden's sentence goes on as it did (Öffnen Sie in … → Öffne in …):
				// a noun opening another sentence (Folge davon ist …) is no imperative.
				if am[2] != m[2] || containsWord(strings.ToLower(known), strings.ToLower(am[1])) {
					continue
				}
				if w := fmt.Sprintf("the du form %q where the golden says %q", am[1], verb+" Sie"); !slices.Contains(out, w) {
					out = append(out, w)
				}
			}
		}
	}
	return out
}

// capsWord is a German word of three letters or more in capitals.
var capsWord = regexp.MustCompile(`\b[A-ZÄÖÜ]{3,}\b`)

// shoutedWords names the words of a German answer written in capitals (NUR werktags,
// KEINEN Druck) that the golden writes in small letters: emphasis shouted, which a
// business text does not do. An acronym (WLAN, MwSt) is written so in the golden or
// the request too, or not at all in small letters.
func shoutedWords(golden, request, text string) []string {
	known := golden + "\n" + request
	var out []string
	for _, w := range capsWord.FindAllString(text, -1) {
		if strings.Contains(known, w) {
			continue
		}
		low := strings.ToLower(w)
		r, size := utf8.DecodeRuneInString(low)
		title := string(unicode.ToUpper(r)) + low[size:]
		if !containsWord(known, low) && !containsWord(known, title) {
			continue
		}
		if m := fmt.Sprintf("a word shouted in capitals %q", w); !slices.Contains(out, m) {
			out = append(out, m)
		}
	}
	return out
}

// exclaimedRequest is a request to the reader that ends in an exclamation mark
// (Bitte bringen Sie … mit!, ご返送ください！): an order, not a request, in a text
// whose golden exclaims nothing. Thanks and wishes (Vielen Dank! Viel Freude!) are no
// requests.
var exclaimedRequest = regexp.MustCompile(`(?:ください|くださいませ|お願い(?:いた)?します|願います)[！!]|(?m)(?:^|[.!?:;]\s+|^[ \t]*(?:[-*] |\d{1,2}\. ))[^.!?:;\n]*(?:\b[Bb]itte\b|\b\p{Lu}\p{Ll}+en Sie\b)[^.!?:;\n]*!`)

// exclamations counts the sentences of a text that end in one exclamation mark (not a
// run: bangs are register_symbols' own marker).
func exclamations(text string) int {
	return len(exclaimed.FindAllString(text, -1))
}

// exclaimed is a sentence's end in one exclamation mark, after a letter or a closing
// bracket.
var exclaimed = regexp.MustCompile(`[\p{L}）)」』][!！](?:[^!！?？]|$)`)

// styleMixed names a polite sentence (です, ます) in a part of the answer written in
// the plain style (だ, である, た) or in noun-ended notes (…との連絡。…発送予定。),
// where the golden's part has no polite sentence and two or more others: a summary or
// memo slipping into a letter's register mid-text (…17時までに回答します。 among
// …を心配されている。), which Japanese house style does not mix. A JSON answer's
// values pair with the golden's by order; a letter with a plain slip is the
// politeness check's.
func styleMixed(golden, text string) []string {
	gp, ap := factTexts(golden), factTexts(text)
	if len(gp) != len(ap) {
		return nil
	}
	for i := range gp {
		// A table's rows are no register; its caption may be polite (合計は53,900円です).
		if strings.Contains(gp[i], "\n|") || strings.HasPrefix(gp[i], "|") {
			continue
		}
		_, gby := politeRatio(politeKana.Replace(gp[i]))
		if len(gby[jaPolite]) > 0 || len(gby[JaPlain])+len(gby[jaNeutral]) < 2 {
			continue
		}
		_, by := politeRatio(politeKana.Replace(ap[i]))
		if p := len(by[jaPolite]); p > 0 && p <= len(by[JaPlain])+len(by[jaNeutral]) {
			return []string{fmt.Sprintf("a polite sentence in plain-style text %q", clipRunes(strings.TrimSpace(by[jaPolite][0]), 40))}
		}
	}
	return nil
}

// deTitledName is a person the text calls Herr or Frau, with any academic titles;
// group 1 is the surname.
var deTitledName = regexp.MustCompile(`(?:Herrn?|Frau)\s+(?:(?:Dr\.|Prof\.)\s+)*(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)`)

// bareSurnames names a person the golden always calls Herr or Frau (Frau Köhler) whom
// the answer calls by the bare surname (Köhler bittet um ein Rücksendeetikett): in a
// German business text a customer or colleague is named with the title, or with the
// given name before the surname. A surname after any capitalised word (Julia Schulze,
// Dr. Schulze) or in the genitive (Köhlers) is left alone.
func bareSurnames(golden, text string) []string {
	titled := map[string]bool{}
	for _, m := range deTitledName.FindAllStringSubmatch(golden, -1) {
		titled[m[1]] = true
	}
	names := slices.Sorted(maps.Keys(titled))
	for _, name := range names {
		re := regexp.MustCompile(`(?:^|[^\p{L}.])(\p{L}*\.?)(\s*)` + regexp.QuoteMeta(name) + `(?:[^\p{L}]|$)`)
		bare := func(s string) int {
			n := 0
			for _, m := range re.FindAllStringSubmatch(s, -1) {
				if prev := []rune(m[1]); len(prev) == 0 || m[2] == "" || !unicode.IsUpper(prev[0]) {
					n++
				}
			}
			return n
		}
		if bare(golden) == 0 && bare(text) > 0 {
			return []string{fmt.Sprintf("%s called by the bare surname, which the golden titles (Herr, Frau)", name)}
		}
	}
	return nil
}
