package grade

// Blind batch 27a: what a model answering from a long context (a long document, a
// retrieval-augmented prompt) gets wrong while staying fluent. The strength of a
// statement changes (an estimate or proposal stated as settled, a firm date or a
// confirmed booking hedged, a rule given exceptions, a deadline made a target), an
// obligation becomes an option, a condition becomes a given fact or is dropped, a
// bound or a scope qualifier is reversed or broadened, an exception to a change is
// folded into the change, two facts of the answer (dates, amounts, people) are traded
// across sentences, a neighbouring question is answered (a deadline read as a start,
// an extra cost as the total, a wish as a commitment) and a superseded or interim value
// is presented as the current or final one.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ho27aRule is one rewrite: the regexp and its replacement template (${1} …).
type ho27aRule struct {
	re   *regexp.Regexp
	repl string
}

func ho27aR(expr, repl string) ho27aRule {
	return ho27aRule{regexp.MustCompile(expr), repl}
}

func ho27aL(old, repl string) ho27aRule {
	return ho27aRule{regexp.MustCompile(regexp.QuoteMeta(old)), strings.ReplaceAll(repl, "$", "$$")}
}

// ho27aApplyAt rewrites the match of rule r at loc.
func ho27aApplyAt(s string, r ho27aRule, loc []int) string {
	out := r.re.ExpandString(nil, r.repl, s, loc)
	return s[:loc[0]] + string(out) + s[loc[1]:]
}

// ho27aEarliest rewrites the earliest match of any rule, once (the first rule on a tie).
func ho27aEarliest(s string, rules []ho27aRule) string {
	var best []int
	bi := -1
	for i, r := range rules {
		loc := r.re.FindStringSubmatchIndex(s)
		if loc != nil && (best == nil || loc[0] < best[0]) {
			best, bi = loc, i
		}
	}
	if best == nil {
		return s
	}
	return ho27aApplyAt(s, rules[bi], best)
}

// ho27aFirstRule rewrites the first match of the first rule that matches, once.
func ho27aFirstRule(s string, rules []ho27aRule) string {
	for _, r := range rules {
		if loc := r.re.FindStringSubmatchIndex(s); loc != nil {
			return ho27aApplyAt(s, r, loc)
		}
	}
	return s
}

// ho27aByLang rewrites the earliest match of the language's rules.
func ho27aByLang(ja, de []ho27aRule) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return ho27aEarliest(s, ja)
		}
		return ho27aEarliest(s, de)
	}
}

// ho27aMiddle rewrites, from the middle sentence of the text on, the first sentence
// one of the language's rules matches.
func ho27aMiddle(ja, de []ho27aRule) func(lang, s string) string {
	return func(lang, s string) string {
		rules := de
		if lang == "ja" {
			rules = ja
		}
		return hoMiddleSentence(lang, s, func(sent string) string { return ho27aEarliest(sent, rules) })
	}
}

const (
	ho27aDeDateS   = `\d{1,2}\.\d{1,2}\.\d{4}`
	ho27aJaDateS   = `(?:\d{4}年)?\d{1,2}月\d{1,2}日`
	ho27aDeAmountS = `\d{1,3}(?:\.\d{3})*,\d{2} €`
)

var (
	ho27aDateTok = map[string]*regexp.Regexp{
		"ja": regexp.MustCompile(ho27aJaDateS + `(?:（[月火水木金土日]）)?|\d{4}-\d{2}-\d{2}`),
		"de": regexp.MustCompile(ho27aDeDateS + ` \((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\)|` +
			ho27aDeDateS + `|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}|\d{4}-\d{2}-\d{2}`),
	}
	ho27aAmountTok = map[string]*regexp.Regexp{
		"ja": regexp.MustCompile(`\d{1,3}(?:,\d{3})+円|\d{1,3}(?:,\d{3})*ユーロ`),
		"de": regexp.MustCompile(ho27aDeAmountS),
	}
	ho27aPersonTok = map[string]*regexp.Regexp{
		"ja": regexp.MustCompile(`(?:担当の|責任者の)(\p{Han}{2,3})|(\p{Han}{1,3}(?:部長|課長))|(\p{Han}{1,3})(?:様|さん)`),
		"de": regexp.MustCompile(`(Herrn?|Frau) ((?:(?:Prof|Dr)\. )*\p{Lu}\p{L}+)|((?:Prof|Dr)\. (?:(?:Prof|Dr)\. )*\p{Lu}\p{L}+)`),
	}
	ho27aJaWeekdayParen = regexp.MustCompile(`（[月火水木金土日]）$`)
	ho27aDeWeekdayParen = regexp.MustCompile(` \(\p{L}+\)$`)
	ho27aJaYear         = regexp.MustCompile(`^\d{4}年`)
	ho27aDigits         = regexp.MustCompile(`\D`)
	ho27aJaNewDate      = regexp.MustCompile(`新しい[^。\n]*?は(` + ho27aJaDateS + `)(（[月火水木金土日]）)?`)
	ho27aJaOldPlan      = regexp.MustCompile(`(` + ho27aJaDateS + `)に[^。\n]*?(?:予定でした|当初|もともと|従来)`)
	ho27aJaOldPostal    = regexp.MustCompile(`旧[^。\n]*?〒(\d{3}-\d{4})`)
	ho27aJaNewPostal    = regexp.MustCompile(`新[^。\n]*?〒(\d{3}-\d{4})`)
	ho27aDeCondLead     = regexp.MustCompile(`^(- )?(?:Falls|Wenn|Sofern) ([^,]+), (\p{Ll})`)
	ho27aDeVerbCondLead = regexp.MustCompile(`^(- )?(?:Hilft|Klappt|Funktioniert|Gelingt) [^,]+ nicht, (\p{Ll})`)
	ho27aDeDenNoun      = regexp.MustCompile(`\bden (\p{Lu}\p{Ll}+)`)
	ho27aJaCondLead     = regexp.MustCompile(`^(\s*)([^、。]*?(?:場合は|ましたら))、(.+)$`)
	ho27aJaRequestEnd   = regexp.MustCompile(`ください|お願いいたします|お願いします`)
)

// ho27aSpans lists the byte spans of the text's sentences, in order.
func ho27aSpans(lang, s string) [][2]int {
	split, _ := hoAllSentences(lang, s)
	var spans [][2]int
	pos := 0
	for _, line := range split {
		for _, sent := range line {
			spans = append(spans, [2]int{pos, pos + len(sent)})
			pos += len(sent)
		}
		pos++ // the newline
	}
	return spans
}

// ho27aUnit is the unit of the text an offset lies in: its sentence and, in a JSON
// text, its string value, so that two JSON values count as two units.
func ho27aUnit(s string, spans [][2]int, at int) int {
	sent := 0
	for i, sp := range spans {
		if at >= sp[0] && at < sp[1] {
			sent = i
			break
		}
	}
	if !strings.HasPrefix(strings.TrimSpace(s), "{") {
		return sent
	}
	quotes := 0
	for i := 0; i < at; i++ {
		if s[i] == '"' && (i == 0 || s[i-1] != '\\') {
			quotes++
		}
	}
	return sent*100000 + quotes/2
}

// ho27aSalutationLine reports whether the first line is a letter's salutation.
func ho27aSalutationLine(s string) (int, bool) {
	first, _, ok := strings.Cut(s, "\n")
	if !ok {
		return 0, false
	}
	t := strings.TrimSpace(first)
	if strings.HasPrefix(t, "Sehr geehrte") || (utf8.RuneCountInString(t) <= 20 && (strings.HasSuffix(t, "様") || strings.HasSuffix(t, "部長") || strings.HasSuffix(t, "課長"))) {
		return len(first), true
	}
	return 0, false
}

// ho27aTok is one fact of a text that can be traded: its span, text, key and unit.
type ho27aTok struct {
	a, b      int
	text, key string
	pre       string // Herr, Herrn or Frau for a German person
	unit      int
}

// ho27aTrade trades the first two facts of the text (matches of re) that differ and sit in different
// sentences (or JSON values), with ok to accept the pair and strict to ask that
// neither unit names the other fact already.
func ho27aTrade(lang, s string, re *regexp.Regexp, key func(t ho27aTok) string, ok func(x, y ho27aTok) bool, strict bool, render func(string) string) string {
	spans := ho27aSpans(lang, s)
	skip, hasSal := ho27aSalutationLine(s)
	var toks []ho27aTok
	for _, loc := range re.FindAllStringIndex(s, -1) {
		t := ho27aTok{a: loc[0], b: loc[1]}
		if hasSal && t.a < skip {
			continue
		}
		t.text = s[t.a:t.b]
		t.key = key(t)
		t.unit = ho27aUnit(s, spans, t.a)
		toks = append(toks, t)
	}
	has := func(unit int, k string) bool {
		for _, t := range toks {
			if t.unit == unit && t.key == k {
				return true
			}
		}
		return false
	}
	for i, x := range toks {
		for _, y := range toks[i+1:] {
			if x.unit == y.unit || x.key == y.key || !ok(x, y) || has(x.unit, y.key) || (strict && has(y.unit, x.key)) {
				continue
			}
			return s[:x.a] + render(y.text) + s[x.b:y.a] + render(x.text) + s[y.b:]
		}
	}
	return s
}

// ho27aDateKey is a date's key: without its weekday, and a Japanese one without year.
func ho27aDateKey(t ho27aTok) string {
	k := ho27aJaWeekdayParen.ReplaceAllString(t.text, "")
	k = ho27aDeWeekdayParen.ReplaceAllString(k, "")
	return ho27aJaYear.ReplaceAllString(k, "")
}

func ho27aAmountValue(t ho27aTok) float64 {
	d := ho27aDigits.ReplaceAllString(t.text, "")
	v := 0.0
	for _, c := range d {
		v = v*10 + float64(c-'0')
	}
	return v
}

// ho27aTradeDates trades two dates of different sentences (or JSON values); a weekday
// next to either is dropped, as a model that moves the dates without it writes them.
func ho27aTradeDates(lang, s string) string {
	return ho27aTrade(lang, s, ho27aDateTok[lang], ho27aDateKey, func(x, y ho27aTok) bool { return true }, true,
		func(d string) string {
			return ho27aDeWeekdayParen.ReplaceAllString(ho27aJaWeekdayParen.ReplaceAllString(d, ""), "")
		})
}

// ho27aTradeAmounts trades two amounts of different sentences within a factor of ten.
func ho27aTradeAmounts(lang, s string) string {
	return ho27aTrade(lang, s, ho27aAmountTok[lang], func(t ho27aTok) string { return ho27aDigits.ReplaceAllString(t.text, "") },
		func(x, y ho27aTok) bool {
			a, b := ho27aAmountValue(x), ho27aAmountValue(y)
			return a > 0 && b > 0 && a/b <= 10 && b/a <= 10
		}, false, func(a string) string { return a })
}

// ho27aTradePersons trades two named people of different sentences (not the salutation).
func ho27aTradePersons(lang, s string) string {
	re := ho27aPersonTok[lang]
	spans := ho27aSpans(lang, s)
	skip, hasSal := ho27aSalutationLine(s)
	var toks []ho27aTok
	for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
		t := ho27aTok{}
		switch {
		case lang == "de" && loc[2] >= 0:
			t.pre = s[loc[2]:loc[3]]
			t.a, t.b = loc[0], loc[1]
			t.text = s[loc[4]:loc[5]]
		case lang == "de":
			t.a, t.b = loc[6], loc[7]
			t.text = s[t.a:t.b]
		default:
			for g := 1; g <= 3; g++ {
				if loc[2*g] >= 0 {
					t.a, t.b = loc[2*g], loc[2*g+1]
					break
				}
			}
			t.text = s[t.a:t.b]
		}
		if hasSal && t.a < skip {
			continue
		}
		if lang == "ja" && (t.text == "客" || t.text == "皆" || strings.HasSuffix(t.text, "客")) {
			continue
		}
		words := strings.Fields(t.text)
		t.key = strings.TrimSuffix(strings.TrimSuffix(words[len(words)-1], "部長"), "課長")
		t.unit = ho27aUnit(s, spans, t.a)
		toks = append(toks, t)
	}
	has := func(unit int, k string) bool {
		for _, t := range toks {
			if t.unit == unit && t.key == k {
				return true
			}
		}
		return false
	}
	// render gives person in into the slot of person at, keeping the slot's case.
	render := func(at, in ho27aTok) string {
		if lang == "ja" {
			return in.text
		}
		pre := in.pre
		switch {
		case at.pre == "Herrn" && in.pre == "Herr":
			pre = "Herrn"
		case at.pre == "Herr" && in.pre == "Herrn":
			pre = "Herr"
		}
		if pre == "" {
			return in.text
		}
		return pre + " " + in.text
	}
	for i, x := range toks {
		for _, y := range toks[i+1:] {
			if x.unit == y.unit || x.key == y.key || has(x.unit, y.key) || has(y.unit, x.key) {
				continue
			}
			return s[:x.a] + render(x, y) + s[x.b:y.a] + render(y, x) + s[y.b:]
		}
	}
	return s
}

// ho27aSuperseded puts the old value of a change into the new value's slot.
func ho27aSuperseded(lang, s string) string {
	if lang != "ja" {
		return ho27aEarliest(s, []ho27aRule{
			ho27aR(`vom (`+ho27aDeDateS+`)( \(\p{L}+\))? auf den (`+ho27aDeDateS+`)( \(\p{L}+\))?`, "auf den ${1}${2}"),
			ho27aR(`erst am (`+ho27aDeDateS+`) statt am (`+ho27aDeDateS+`)`, "am ${2}"),
			ho27aR(`(`+ho27aDeAmountS+`) statt (`+ho27aDeAmountS+`)`, "${2}"),
		})
	}
	if out := ho27aEarliest(s, []ho27aRule{
		ho27aR(`(`+ho27aJaDateS+`)から(`+ho27aJaDateS+`)(?:（.）)?に(延期|変更)`, "${1}に${3}"),
	}); out != s {
		return out
	}
	if old := ho27aJaOldPlan.FindStringSubmatch(s); old != nil {
		if loc := ho27aJaNewDate.FindStringSubmatchIndex(s); loc != nil && s[loc[2]:loc[3]] != old[1] {
			end := loc[3]
			if loc[4] >= 0 {
				end = loc[5]
			}
			return s[:loc[2]] + old[1] + s[end:]
		}
	}
	if old := ho27aJaOldPostal.FindStringSubmatch(s); old != nil {
		if loc := ho27aJaNewPostal.FindStringSubmatchIndex(s); loc != nil && s[loc[2]:loc[3]] != old[1] {
			return s[:loc[2]] + old[1] + s[loc[3]:]
		}
	}
	return s
}

// ho27aLastSentence applies f to the last sentence of the text that f changes.
func ho27aLastSentence(lang, s string, f func(string) string) string {
	split, refs := hoAllSentences(lang, s)
	for i := len(refs) - 1; i >= 0; i-- {
		r := refs[i]
		old := split[r.line][r.idx]
		if nw := f(old); nw != old {
			split[r.line][r.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

// ho27aDropCondition drops the condition of the last conditional instruction.
func ho27aDropCondition(lang, s string) string {
	return ho27aLastSentence(lang, s, func(sent string) string {
		if lang == "ja" {
			m := ho27aJaCondLead.FindStringSubmatch(sent)
			if m == nil || !ho27aJaRequestEnd.MatchString(m[3]) || strings.HasPrefix(m[3], "お気軽に") {
				return sent
			}
			return m[1] + m[3]
		}
		if m := ho27aDeCondLead.FindStringSubmatchIndex(sent); m != nil {
			cond := sent[m[4]:m[5]]
			rest := sent[m[6]:]
			r, n := utf8.DecodeRuneInString(rest)
			rest = string(unicode.ToUpper(r)) + rest[n:]
			if noun := ho27aDeDenNoun.FindStringSubmatch(cond); noun != nil && strings.Contains(rest, " ihn ") {
				rest = strings.Replace(rest, " ihn ", " den "+noun[1]+" ", 1)
			}
			pre := ""
			if m[2] >= 0 {
				pre = sent[m[2]:m[3]]
			}
			return pre + rest
		}
		if m := ho27aDeVerbCondLead.FindStringSubmatchIndex(sent); m != nil {
			rest := sent[m[4]:]
			r, n := utf8.DecodeRuneInString(rest)
			pre := ""
			if m[2] >= 0 {
				pre = sent[m[2]:m[3]]
			}
			return pre + string(unicode.ToUpper(r)) + rest[n:]
		}
		return sent
	})
}

// ho27aOptionalInstruction makes an instruction optional: Bitte … → Wenn Sie möchten,
// … gern; 〜てください → 〜ていただいても構いません (not a conditional one).
func ho27aOptionalInstruction(lang, s string) string {
	if lang != "ja" {
		return ho27aEarliest(s, []ho27aRule{
			ho27aR(`Bitte (bringen|schicken|senden|geben|legen|füllen|rufen|reichen|unterschreiben) Sie `, "Wenn Sie möchten, ${1} Sie gern "),
		})
	}
	rules := []ho27aRule{
		ho27aL("ご返送ください", "ご返送いただいても構いません"),
		ho27aL("お送りください", "お送りいただいても構いません"),
		ho27aL("ご連絡くださいますようお願いいたします", "ご連絡いただいても構いません"),
		ho27aR(`(\p{Hiragana})てください`, "${1}ていただいても構いません"),
	}
	return hoMiddleSentence(lang, s, func(sent string) string {
		if strings.Contains(sent, "場合は") || strings.Contains(sent, "ましたら") || strings.Contains(sent, "お気軽に") {
			return sent
		}
		return ho27aEarliest(sent, rules)
	})
}

var heldOutBatch27a = []heldOutKind{
	// An estimate, plan or proposal stated as settled: 発送予定 → 発送確定, お届けできる見込みです →
	// お届けできることが確定しております, 延期を提案している → 延期を決定した; Empfehlung: → Beschluss:.
	{"b27a_estimate_or_proposal_stated_as_settled", "first", ho27aByLang(
		[]ho27aRule{
			ho27aL("できる見込みです", "できることが確定しております"),
			ho27aL("発送予定", "発送確定"),
			ho27aL("お届け予定日", "お届け確定日"),
			ho27aL("を提案している", "を決定した"),
			ho27aR(`(\p{Hiragana})予定です`, "${1}ことが決定しております"),
		},
		[]ho27aRule{
			ho27aL("voraussichtlich", "definitiv"),
			ho27aL("Empfehlung:", "Beschluss:"),
			ho27aL("vorläufig", "verbindlich"),
			ho27aR(`\bist geplant`, "steht fest"),
		})},
	// A firm German date or booking made provisional: hiermit bestätigen wir Ihren Termin → hiermit
	// reservieren wir vorläufig Ihren Termin; Die Lieferung erfolgt am → erfolgt voraussichtlich am.
	{"b27a_de_firm_date_made_expected", "first", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		return ho27aEarliest(s, []ho27aRule{
			ho27aL("hiermit bestätigen wir Ihren", "hiermit reservieren wir vorläufig Ihren"),
			ho27aL("Die Lieferung erfolgt am", "Die Lieferung erfolgt voraussichtlich am"),
			ho27aR(`(Wir senden Ihnen) am`, "${1} voraussichtlich am"),
			ho27aR(`findet am (\S+) statt`, "findet voraussichtlich am ${1} statt"),
			ho27aR(`verschiebt sich (der|die|das|auf) `, "verschiebt sich voraussichtlich ${1} "),
		})
	}},
	// A settled Japanese statement hedged to a 見込み or a provisional hold: 確定いたしました →
	// 仮で押さえております, 移転します → 移転する見込みです, 合計38,500円となります → となる見込みです.
	{"b27a_ja_settled_made_mikomi", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho27aEarliest(s, []ho27aRule{
			ho27aL("確定いたしました", "仮で押さえております"),
			ho27aL("に移転します", "に移転する見込みです"),
			ho27aL("発送いたしますので", "発送できる見込みですので"),
			ho27aL("までに回答する", "までに回答できる見込み"),
			ho27aL("となります。", "となる見込みです。"),
		})
	}},
	// An instruction made optional: Bitte bringen Sie Ihre Versichertenkarte mit → Wenn Sie
	// möchten, bringen Sie gern …; 破損品はご返送ください → ご返送いただいても構いません.
	{"b27a_instruction_made_optional", "first", ho27aOptionalInstruction},
	// A condition stated as a given fact: Falls Sie den Termin nicht wahrnehmen können → Da Sie
	// den Termin nicht wahrnehmen können; 日程の変更をご希望の場合は → ご希望とのことですので.
	{"b27a_condition_made_given_fact", "first", ho27aByLang(
		[]ho27aRule{
			ho27aR(`の?場合は、`, "とのことですので、"),
		},
		[]ho27aRule{
			ho27aR(`Falls Sie ([^,.]+), `, "Da Sie ${1}, "),
			ho27aR(`Sofern Sie ([^,.]+), `, "Da Sie ${1}, "),
			ho27aR(`(?m)(^|- )Hilft (das|es|dies)( alles)? nicht, `, "${1}Da ${2}${3} nicht hilft, "),
		})},
	// The last conditional instruction made unconditional: Falls Sie den Termin nicht wahrnehmen können,
	// sagen Sie ihn … ab → Sagen Sie den Termin … ab; ご希望の場合は、前日までにご連絡 → 前日までにご連絡.
	{"b27a_condition_clause_dropped_before_instruction", "first", ho27aDropCondition},
	// A bound word reversed: spätestens 24 Stunden vorher → frühestens …, bis zu zwei Minuten →
	// mindestens …, ab 8 Uhr → bis 8 Uhr; 早くても11月9日 → 遅くとも11月9日, 2メートル以内 → 2メートル以上.
	{"b27a_bound_word_reversed", "first", ho27aMiddle(
		[]ho27aRule{
			ho27aL("早くても", "遅くとも"),
			ho27aL("遅くとも", "早くても"),
			ho27aR(`(\d[^\s、。（）]{0,5}?)以降`, "${1}以前"),
			ho27aR(`(\d[^\s、。（）]{0,5}?)以内`, "${1}以上"),
			ho27aR(`(\d[^\s、。（）]{0,5}?)以上`, "${1}以下"),
			ho27aR(`(\d[^\s、。（）]{0,5}?)以下`, "${1}以上"),
			ho27aR(`(\d[^\s、。（）]{0,5}?)未満`, "${1}以上"),
		},
		[]ho27aRule{
			ho27aL("mindestens", "höchstens"),
			ho27aL("höchstens", "mindestens"),
			ho27aL("bis spätestens", "nicht vor dem"),
			ho27aL("frühestens", "spätestens"),
			ho27aL("spätestens", "frühestens"),
			ho27aL("bis zu ", "mindestens "),
			ho27aR(`\bab (\d{1,2}) Uhr`, "bis ${1} Uhr"),
		})},
	// The superseded value in the new value's slot: vom 19.10. auf den 26.10. → auf den 19.10., erst am
	// 23.11. statt am 02.11. → am 02.11.; 新しいお届け予定日は10月21日 → 10月16日 (the old one), 新住所は〒(old).
	{"b27a_superseded_value_in_new_slot", "raw", ho27aSuperseded},
	// A pending request or approval reported as granted: bittet, die Mehrkosten … freizugeben → hat die
	// Mehrkosten … bereits freigegeben, steht noch aus → liegt inzwischen vor; 承認を求めている → 承認を得た.
	{"b27a_pending_request_reported_granted", "first", ho27aByLang(
		[]ho27aRule{
			ho27aL("の承認を求めている", "の承認を得た"),
			ho27aL("の承認を求めています", "の承認を得ています"),
		},
		[]ho27aRule{
			ho27aR(`bittet, (.+?) (?:bis zum \S+ )?freizugeben`, "hat ${1} bereits freigegeben"),
			ho27aL("steht noch aus", "liegt inzwischen vor"),
			ho27aR(`bittet um (ein|eine|einen) ([^.]+)\.`, "hat bereits ${1} ${2} erhalten."),
			ho27aR(`(Sie|Er) bittet darum, dass`, "Es ist bereits zugesagt, dass"),
		})},
	// A scope qualifier broadened to all: 10月分の勤怠データ → すべての勤怠データ, セット商品の → 全商品の;
	// Netze, die nur im 5-GHz-Band funken, werden nicht unterstützt → Netze im 5-GHz-Band werden ….
	{"b27a_scope_broadened_to_all", "first", ho27aByLang(
		[]ho27aRule{
			ho27aR(`追加([\p{Katakana}ー]+)分の`, "全${1}分の"),
			ho27aR(`\d{1,2}月分の`, "すべての"),
			ho27aR(`[\p{Katakana}ー]+商品の`, "全商品の"),
			ho27aL("一部の", "すべての"),
		},
		[]ho27aRule{
			ho27aR(`(\p{Lu}\p{Ll}+), die nur (im|in|am|für|mit) ([^,]+?) \p{Ll}+, `, "${1} ${2} ${3} "),
			ho27aR(`\beinige `, "alle "),
			ho27aR(`\bmanche `, "alle "),
		})},
	// The exception to a change folded into it: FAX番号は変わりません → FAX番号も変わります; Der Betrag bleibt
	// unverändert bei → ändert sich ebenfalls auf, bis dahin läuft die alte Anlage weiter → … stillgelegt.
	{"b27a_exception_to_change_dropped", "first", ho27aByLang(
		[]ho27aRule{
			ho27aL("は変わりません", "も変わります"),
			ho27aL("は変更ありません", "も変更となります"),
		},
		[]ho27aRule{
			ho27aL("bleibt unverändert bei", "ändert sich ebenfalls auf"),
			ho27aR(`läuft (die|der|das) alte (\p{Lu}\p{Ll}+) weiter`, "wird ${1} alte ${2} bereits stillgelegt"),
			ho27aR(`nur (\p{Ll}+) und nicht (am|an) (\p{Lu}\p{Ll}+)`, "${1} und auch ${2} ${3}"),
		})},
	// Two dates of different sentences traded (weekdays dropped): bestellt am 08.10. … bis 19.10. →
	// bestellt am 19.10. … bis 08.10.; 11月16日（月）に移転 … 11月13日（金）まで → 11月13日に移転 … 11月16日まで.
	{"b27a_dates_traded_across_sentences", "raw", ho27aTradeDates},
	// Two amounts of different sentences or rows traded: | 14.890,00 € | … | 12.450,00 € | →
	// rows' prices traded; 料金5,500円が加算 … 基本料金33,000円 → 料金33,000円 … 基本料金5,500円.
	{"b27a_amounts_traded_across_sentences", "raw", ho27aTradeAmounts},
	// Two named people of different sentences traded: Prof. Dr. Kühn hat … Laut Frau Dr. Vogt … →
	// Frau Dr. Vogt hat … Laut Prof. Dr. Kühn …; 髙橋様から…担当の西村が調査 → 西村様から…担当の髙橋が調査.
	{"b27a_persons_traded_across_sentences", "raw", ho27aTradePersons},
	// A wish reported as a commitment: Gewünscht ist … ein Austauschgerät bis 19.10. → Zugesagt
	// ist …; 納品希望日 → 納品確定日, 交換品到着を希望。 → 交換品到着を確約済み。
	{"b27a_wish_reported_as_commitment", "first", ho27aByLang(
		[]ho27aRule{
			ho27aL("希望日", "確定日"),
			ho27aR(`を希望。`, "を確約済み。"),
			ho27aR(`を希望している`, "が確約されている"),
		},
		[]ho27aRule{
			ho27aL("Gewünscht ist", "Zugesagt ist"),
			ho27aL("gewünscht ist", "zugesagt ist"),
			ho27aR(`wünscht sich`, "hat die Zusage für"),
		})},
	// An interim figure or meeting reported as final: bisher sind 212.400 € abgerechnet →
	// abschließend sind …, Die nächste Sitzung → Die abschließende Sitzung; 9月末時点の支出 → 最終的な支出.
	{"b27a_interim_figure_reported_final", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho27aFirstRule(s, []ho27aRule{
				ho27aR(`\d{1,2}月末時点の`, "最終的な"),
				ho27aL("現時点で", "最終的に"),
				ho27aR(`第\d+回進捗`, "最終進捗"),
			})
		}
		return ho27aFirstRule(s, []ho27aRule{
			ho27aL("bisher sind", "abschließend sind"),
			ho27aL("Die nächste Sitzung", "Die abschließende Sitzung"),
			ho27aL("vorläufig", "endgültig"),
		})
	}},
	// Something ongoing or usual made one-off or temporary: 今月から加算 → 今月のみ加算, 引き続き → 当面のあいだ;
	// wie gewohnt → ausnahmsweise, baut keinen Druck mehr auf → baut vorübergehend keinen Druck auf.
	{"b27a_ongoing_made_one_time", "first", ho27aByLang(
		[]ho27aRule{
			ho27aL("今月から", "今月のみ"),
			ho27aL("引き続き", "当面のあいだ"),
		},
		[]ho27aRule{
			ho27aL("wie gewohnt", "ausnahmsweise"),
			ho27aL("ab sofort", "einmalig"),
			ho27aR(`keinen (\p{Lu}\p{Ll}+) mehr`, "vorübergehend keinen ${1}"),
		})},
	// A German deadline read as a start: bis zum 21.10.2026 freizugeben → ab dem 21.10.2026
	// freizugeben, ist bis zum 22.10. verreist → ist ab dem 22.10. verreist.
	{"b27a_de_until_date_read_as_from_date", "first", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		return ho27aEarliest(s, []ho27aRule{
			ho27aR(`bis zum (`+ho27aDeDateS+`)`, "ab dem ${1}"),
			ho27aR(`bis spätestens (`+ho27aDeDateS+`)`, "ab dem ${1}"),
		})
	}},
	// A Japanese deadline read as a start: 10月30日までにご承認を → 10月30日以降にご承認を,
	// 17時までに回答する → 17時以降に回答する.
	{"b27a_ja_madeni_read_as_ikou", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho27aEarliest(s, []ho27aRule{
			ho27aR(`(日|時|日（[月火水木金土日]）)までに`, "${1}以降に"),
			ho27aR(`(日|日（[月火水木金土日]）)までの`, "${1}以降の"),
		})
	}},
	// A possibility stated as certain: ein WLAN-Repeater kann helfen → hilft in jedem Fall, Frau Müller
	// kann aufschließen → wird aufschließen; 正しく測定できないことがあります → 正しく測定できません.
	{"b27a_possibility_made_certain", "first", ho27aByLang(
		[]ho27aRule{
			ho27aL("できないことがあります", "できません"),
			ho27aL("できない場合があります", "できません"),
		},
		[]ho27aRule{
			ho27aL("kann helfen", "hilft in jedem Fall"),
			ho27aR(`(Frau|Herr) (\p{Lu}\p{Ll}+) kann `, "${1} ${2} wird "),
		})},
	// An absolute rule given exceptions: 途中解約はできません → 途中解約は原則としてできません; für Sie
	// entstehen keine Kosten → in der Regel keine Kosten, nicht unterstützt → in der Regel nicht ….
	{"b27a_absolute_rule_given_exceptions", "first", ho27aByLang(
		[]ho27aRule{
			ho27aR(`は(できません)`, "は原則として${1}"),
			ho27aL("は不要です", "は原則不要です"),
		},
		[]ho27aRule{
			ho27aL("keine Kosten", "in der Regel keine Kosten"),
			ho27aR(`werden ([^.]*?)nicht unterstützt`, "werden ${1}in der Regel nicht unterstützt"),
			ho27aL("nur werktags", "in der Regel nur werktags"),
		})},
	// A German deadline made a target: spätestens 24 Stunden vorher → möglichst 24 Stunden vorher,
	// bis zum 21.10. freizugeben → möglichst bis zum 21.10. freizugeben.
	{"b27a_de_deadline_made_target", "first", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		return ho27aEarliest(s, []ho27aRule{
			ho27aL("bis spätestens", "möglichst bis"),
			ho27aL("spätestens", "möglichst"),
			ho27aR(`bis zum (`+ho27aDeDateS+`) (freizugeben|zu )`, "möglichst bis zum ${1} ${2}"),
		})
	}},
	// A Japanese deadline made a rough target: お支払い期限は → お支払いの目安は, 17時までに →
	// 17時頃までに.
	{"b27a_ja_deadline_made_meyasu", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho27aEarliest(s, []ho27aRule{
			ho27aL("お支払い期限は", "お支払いの目安は"),
			ho27aR(`(日|時|日（[月火水木金土日]）)までに`, "${1}頃までに"),
		})
	}},
	// Free of charge made free for now only: die kostenlose WärmeApp → die zunächst kostenlose WärmeApp;
	// 無料アプリ → 初月無料のアプリ, 初期費用は不要です → 初期費用は当面不要です.
	{"b27a_free_made_initially_free", "first", ho27aByLang(
		[]ho27aRule{
			ho27aL("無料アプリ", "初月無料のアプリ"),
			ho27aL("は不要です", "は当面不要です"),
			ho27aL("無料で", "初回のみ無料で"),
		},
		[]ho27aRule{
			ho27aL("kostenlose", "zunächst kostenlose"),
			ho27aL("kostenlos", "vorerst kostenlos"),
			ho27aL("keine Kosten", "zunächst keine Kosten"),
		})},
	// The extra cost stated as the total cost: Mehrkosten von 36.400 € → Gesamtkosten von
	// 36.400 €; 追加費用は約1,400万円 → 総費用は約1,400万円.
	{"b27a_extra_cost_stated_as_total_cost", "first", ho27aByLang(
		[]ho27aRule{
			ho27aL("追加費用は", "総費用は"),
			ho27aL("追加費用として", "総費用として"),
		},
		[]ho27aRule{
			ho27aL("Mehrkosten", "Gesamtkosten"),
			ho27aL("Aufpreis", "Gesamtpreis"),
		})},
	// Both required made either: Bluetooth と位置情報の設定 → Bluetooth または位置情報の設定; die Mehrkosten
	// und den neuen Termin freizugeben → die Mehrkosten oder den neuen Termin freizugeben.
	{"b27a_both_required_made_either", "first", ho27aByLang(
		[]ho27aRule{
			ho27aR(`([\p{Han}\p{Katakana}A-Za-z] ?)と(\p{Han}+(?:の設定|の承認|の確認|の提出|の入力))`, "${1}または${2}"),
		},
		[]ho27aRule{
			ho27aR(`(\b(?:die|den|das) [^,]+?) und (\b(?:den|die|das) [^,]+? (?:bis zum \S+ )?(?:freizugeben|zu genehmigen|zu bestätigen|mitzubringen))`, "${1} oder ${2}"),
		})},
	// An established cause made a condition: Weil die Stahlträger … → Falls die Stahlträger …, Aufgrund
	// des Fertigungsablaufs → Je nach Fertigungsablauf; 1名追加していただいたため → 追加していただいた場合.
	{"b27a_established_cause_made_condition", "first", ho27aByLang(
		[]ho27aRule{
			ho27aL("なため、", "となった場合、"),
			ho27aR(`(\p{Hiragana})ため、`, "${1}場合、"),
		},
		[]ho27aRule{
			ho27aR(`(?m)(^|- )Weil `, "${1}Falls "),
			ho27aR(`, da (die|der|das) `, ", sofern ${1} "),
			ho27aR(`Aufgrund des (\p{Lu}\p{Ll}+?)e?s `, "Je nach ${1} "),
		})},
	// A fixed amount labelled an estimate: 固定価格は1,480ユーロ → 概算価格は1,480ユーロ, 合計（税抜）
	// → 概算合計（税抜）; Der Rechnungsbetrag bleibt … → Der voraussichtliche Rechnungsbetrag ….
	{"b27a_fixed_amount_labelled_estimate", "first", ho27aByLang(
		[]ho27aRule{
			ho27aL("固定価格は", "概算価格は"),
			ho27aL("合計（税抜）：", "概算合計（税抜）："),
			ho27aL("で、合計", "で、概算合計"),
		},
		[]ho27aRule{
			ho27aL("Der Rechnungsbetrag", "Der voraussichtliche Rechnungsbetrag"),
			ho27aL(", Rechnungsbetrag ", ", voraussichtlicher Rechnungsbetrag "),
			ho27aL("Festpreis", "Richtpreis"),
		})},
}
