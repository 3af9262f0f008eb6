package grade

import (
	"regexp"
	"strings"
)

// Batch 84c: the scope of negation and restriction. Each kind leaves the negation or
// restriction words of one place of the answer nearly as they were and changes what
// they are about or how far they reach: a flat "nicht"/〜ません graded to "hardly" or
// to "maybe not", "nur" turned into "nicht einmal", a dated statement put under "not
// necessarily" (nicht unbedingt, 必ずしも〜ない), the domain of a negation swapped for
// the complement the text itself recommends, a "kein" narrowed to "no further" (which
// presupposes some), a negated failure condition turned into a success trigger, a
// contrast pair (nur … und nicht, kein … sondern, erst … statt) put under weder …
// noch, and a Japanese negative statement turned into a negative question. The
// answer keeps its facts, figures and sentence count; only the logic of one place
// breaks.
var heldOutBatch84c = []heldOutKind{
	// A flat German negation graded to "kaum" (hardly): what is excluded becomes rare.
	// de-procedure: "werden von der Nordwärme L9 nicht unterstützt" → "… kaum unterstützt";
	// de-reply-formal: "für Sie entstehen dabei keine Kosten" → "… kaum Kosten".
	{"b84c_de_flat_negation_graded_to_kaum_hardly", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b84cDeNegSentence(s, func(sent string, loc []int) string {
			return sent[:loc[0]] + "kaum" + sent[loc[1]:]
		})
	}},
	// A Japanese negative predicate graded with ほとんど (hardly ever / almost not).
	// ja-extract-contract: "契約期間中の途中解約はできません。" → "…途中解約はほとんどできません。";
	// ja-summary-address: "FAX番号（06-6345-7790）は変わりません。" → "…はほとんど変わりません。".
	{"b84c_ja_negative_predicate_graded_with_hotondo_hardly", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, m := range b84cJaNegPred.FindAllStringSubmatchIndex(s, -1) {
			pred := s[m[4]:m[5]]
			if strings.Contains(pred, "て") || strings.Contains(pred, "ござ") {
				continue
			}
			return s[:m[3]] + "ほとんど" + s[m[3]:]
		}
		return s
	}},
	// The restriction "nur" turned into "nicht einmal" (not even): the limited thing is
	// now denied as well.
	// de-reply-address: "dass wir nur werktags und nicht am Wochenende zustellen" →
	// "dass wir nicht einmal werktags und nicht am Wochenende zustellen";
	// de-table-offers: "bietet aber nur 2 Jahre Garantie" → "bietet aber nicht einmal 2 Jahre Garantie".
	{"b84c_de_nur_restriction_made_nicht_einmal_not_even", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		for _, m := range b84cDeNur.FindAllStringIndex(s, -1) {
			if strings.HasSuffix(s[:m[0]], "nicht ") {
				continue
			}
			return s[:m[0]] + "nicht einmal" + s[m[1]:]
		}
		return s
	}},
	// A dated German statement put under "nicht unbedingt" (not necessarily): the fixed
	// date becomes an open possibility.
	// de-reply-address: "Die Lieferung erfolgt am 12.11.2026" → "Die Lieferung erfolgt nicht unbedingt am 12.11.2026";
	// de-summary-meeting: "Die nächste Sitzung findet am 12.11.2026 statt." → "… findet nicht unbedingt am 12.11.2026 statt.".
	{"b84c_de_dated_statement_made_nicht_unbedingt_not_necessarily", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		for _, m := range b84cDeAmDate.FindAllStringSubmatchIndex(s, -1) {
			prev := strings.Trim(s[m[2]:m[3]], ",;:()„“")
			if b84cDeDateSkip[strings.ToLower(prev)] {
				continue
			}
			return s[:m[4]] + "nicht unbedingt " + s[m[4]:]
		}
		return s
	}},
	// A dated Japanese statement put under 必ずしも〜ない (not necessarily).
	// ja-reply-apology: "新しいお届け予定日は10月21日（水）です。" → "新しいお届け予定日は必ずしも10月21日（水）ではありません。";
	// ja-support-summary-reply: "交換品は10月19日に発送いたしますので" → "交換品は必ずしも10月19日に発送するとは限りませんので".
	{"b84c_ja_dated_statement_made_kanarazushimo_not_necessarily", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		best, bestAt := -1, len(s)+1
		var bestLoc []int
		for i, re := range b84cJaDateStmt {
			if loc := re.FindStringSubmatchIndex(s); loc != nil && loc[0] < bestAt {
				best, bestAt, bestLoc = i, loc[0], loc
			}
		}
		if best < 0 {
			return s
		}
		var out []byte
		out = b84cJaDateStmt[best].ExpandString(out, b84cJaDateRepl[best], s, bestLoc)
		return s[:bestLoc[0]] + string(out) + s[bestLoc[1]:]
	}},
	// The domain a German negation or restriction is about swapped for its complement,
	// the negation words kept: the excluded and the allowed trade places.
	// de-reply-address: "nur werktags und nicht am Wochenende" → "nur am Wochenende und nicht werktags";
	// de-reply-formal: "für Sie entstehen dabei keine Kosten" → "für uns entstehen dabei keine Kosten";
	// de-procedure: "Netze, die nur im 5-GHz-Band funken, werden … nicht unterstützt" → "… nur im 2,4-GHz-Band …".
	{"b84c_de_negated_domain_swapped_for_its_complement", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b84cFirstOf(s, []b84cRule{
			{b84cDeBand, func(s string, m []int) string {
				to := "5"
				if s[m[2]:m[3]] == "5" {
					to = "2,4"
				}
				return "nur im " + to + "-GHz-Band"
			}},
			{b84cDeNurUndNicht, func(s string, m []int) string {
				return "nur " + s[m[4]:m[5]] + " und nicht " + s[m[2]:m[3]]
			}},
			{b84cDeFuerSieKeine, func(s string, m []int) string {
				return "für uns " + s[m[2]:m[3]]
			}},
		})
	}},
	// The domain a Japanese negation is about swapped for the complement the text names
	// itself: the recommended surface, the later slot, the month that still worked.
	// ja-procedure: "じゅうたんや畳の上では正しく測定できないことがあります" → "フローリングの上では正しく測定できないことがあります";
	// ja-translate-de: "それより早い実施はできません" → "それより遅い実施はできません";
	// ja-summary-katakana: "10月分の勤怠データが取り込めない" → "9月分の勤怠データが取り込めない".
	{"b84c_ja_negated_domain_swapped_for_its_complement", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		rules := []b84cRule{
			{b84cJaYoriHayai, func(s string, m []int) string {
				w := "遅い"
				if s[m[2]:m[3]] == "遅い" {
					w = "早い"
				}
				return "より" + w + s[m[4]:m[5]]
			}},
		}
		if alt := b84cJaRecommended.FindStringSubmatch(s); alt != nil {
			rules = append(rules, b84cRule{b84cJaSurface, func(s string, m []int) string {
				return alt[1] + "の上では" + s[m[4]:m[5]]
			}})
		}
		if ok := b84cJaMonthOK.FindStringSubmatch(s); ok != nil {
			rules = append(rules, b84cRule{b84cJaMonthNeg, func(s string, m []int) string {
				if s[m[2]:m[3]] == ok[1] {
					return s[m[0]:m[1]]
				}
				return ok[1] + s[m[3]:m[1]]
			}})
		}
		return b84cFirstOf(s, rules)
	}},
	// A "kein" narrowed to "no further"/追加の (no additional): the negation now
	// presupposes that some already exist.
	// de-reply-formal: "für Sie entstehen dabei keine Kosten" → "… keine weiteren Kosten";
	// de-summary-ticket: "Gewünscht ist keine Reparatur, sondern ein Austauschgerät" → "Gewünscht ist keine weitere Reparatur, …";
	// ja-extract-contract: "初期費用は不要です。" → "追加の初期費用は不要です。".
	{"b84c_negation_narrowed_to_further_items_presupposing_some", "first", func(lang, s string) string {
		if lang == "ja" {
			return b84cFirstOf(s, []b84cRule{{b84cJaFuyou, func(s string, m []int) string {
				return "追加の" + s[m[0]:m[1]]
			}}})
		}
		for _, m := range b84cDeKeinNoun.FindAllStringSubmatchIndex(s, -1) {
			if strings.HasPrefix(s[m[1]:], " mehr") {
				continue
			}
			kein, noun := s[m[2]:m[3]], s[m[4]:m[5]]
			adj := "weitere"
			if kein != "keine" || strings.HasSuffix(noun, "en") {
				adj = "weiteren"
			}
			return s[:m[3]] + " " + adj + s[m[3]:]
		}
		return s
	}},
	// A negated failure condition turned into a success trigger: the fallback is now
	// to be done once things work.
	// de-procedure: "Falls die Verbindung nicht klappt:" → "Sobald die Verbindung klappt:";
	// de-reply-appointment: "Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn … ab" → "Sobald Sie den Termin wahrnehmen können, …";
	// ja-procedure: "うまくつながらない場合は、以下の点をご確認ください。" → "うまくつながった場合は、…".
	{"b84c_negated_failure_condition_made_success_trigger", "longest", func(lang, s string) string {
		return b84cFirstOf(s, []b84cRule{
			{b84cDeFallsNicht, func(s string, m []int) string {
				return "Sobald " + s[m[2]:m[3]] + " " + s[m[4]:m[5]] + s[m[6]:m[7]]
			}},
			{b84cJaNaiBaai, func(s string, m []int) string {
				end := "った"
				if s[m[4]:m[5]] == "しない" {
					end = "した"
				}
				return s[m[2]:m[3]] + end + "場合は"
			}},
		})
	}},
	// A contrast pair (nur … und nicht, kein … sondern, erst … statt; AとB) put under
	// weder … noch / AもBも〜ない: both members excluded.
	// de-summary-ticket: "Gewünscht ist keine Reparatur, sondern ein Austauschgerät" → "Gewünscht ist weder eine Reparatur noch ein Austauschgerät";
	// de-summary-meeting: "kommt der Verdichter erst am 23.11.2026 statt am 02.11.2026" → "kommt der Verdichter weder am 23.11.2026 noch am 02.11.2026";
	// ja-summary-long-context: "延期と予備費支出の承認を求めている" → "延期と予備費支出のいずれの承認も求めていない".
	{"b84c_contrast_or_pair_put_under_weder_noch_neither_nor", "longest", func(lang, s string) string {
		return b84cFirstOf(s, []b84cRule{
			{b84cDeNurUndNicht, func(s string, m []int) string {
				return "weder " + s[m[2]:m[3]] + " noch " + s[m[4]:m[5]]
			}},
			{b84cDeKeinSondern, func(s string, m []int) string {
				return "weder " + strings.TrimPrefix(s[m[2]:m[3]], "k") + " " + s[m[4]:m[5]] + " noch " + s[m[6]:m[7]]
			}},
			{b84cDeErstStatt, func(s string, m []int) string {
				return "weder " + s[m[2]:m[3]] + " noch " + s[m[4]:m[5]]
			}},
			{b84cJaPairShown, func(s string, m []int) string {
				return s[m[2]:m[3]] + "も" + s[m[4]:m[5]] + "も表示されていないこと"
			}},
			{b84cJaPairAsked, func(s string, m []int) string {
				return s[m[2]:m[3]] + "と" + s[m[4]:m[5]] + "のいずれの" + s[m[6]:m[7]] + "も求めていない"
			}},
		})
	}},
	// A Japanese negative statement turned into a negative question (〜ませんか): the
	// stated rule or fact becomes an open query or a request.
	// ja-extract-contract: "契約期間中の途中解約はできません。" → "契約期間中の途中解約はできませんか。";
	// ja-translate-de: "それより早い実施はできません。" → "それより早い実施はできませんか。".
	{"b84c_ja_negative_statement_made_masen_ka_question", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, m := range b84cJaMasen.FindAllStringIndex(s, -1) {
			if strings.HasSuffix(s[:m[1]], "ございません。") {
				continue
			}
			return s[:m[1]-len("。")] + "か。" + s[m[1]:]
		}
		return s
	}},
	// A flat negation put under "maybe" (vielleicht / 〜かもしれません): the certain
	// exclusion becomes a guess.
	// de-procedure: "werden von der Nordwärme L9 nicht unterstützt" → "werden von der Nordwärme L9 vielleicht nicht unterstützt";
	// ja-summary-address: "FAX番号（06-6345-7790）は変わりません。" → "…は変わらないかもしれません。".
	{"b84c_flat_negation_hedged_vielleicht_kamoshirenai", "first", func(lang, s string) string {
		if lang == "ja" {
			return b84cFirstOf(s, []b84cRule{{b84cJaHedgeable, func(s string, m []int) string {
				return b84cJaHedge[s[m[0]:m[1]]]
			}}})
		}
		return b84cDeNegSentence(s, func(sent string, loc []int) string {
			return sent[:loc[0]] + "vielleicht " + sent[loc[0]:]
		})
	}},
}

var (
	b84cDeNeg      = regexp.MustCompile(`\b(?:nicht|keine[nmrs]?|kein)\b`)
	b84cDeCond     = regexp.MustCompile(`(?i)\b(?:falls|wenn|sondern|ob)\b|^\s*(?:[-*] |\d+\. )?Hilft\b`)
	b84cJaNegPred  = regexp.MustCompile(`([はがを])([\p{Han}\p{Hiragana}]+?(?:ません|ない))(?:[。、とで]|$)`)
	b84cDeNur      = regexp.MustCompile(`\bnur\b`)
	b84cDeAmDate   = regexp.MustCompile(`(\S+) (am (?:(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), )?\d{1,2}\.(?:\d{1,2}\.\d{4}| (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}))`)
	b84cDeDateSkip = map[string]bool{"erst": true, "statt": true, "bis": true, "zum": true, "vom": true, "ab": true,
		"seit": true, "spätestens": true, "frühestens": true, "noch": true, "nur": true, "nicht": true}

	b84cJaDate     = `(?:令和\d{1,2}年|\d{4}年)?\d{1,2}月\d{1,2}日(?:（.）)?`
	b84cJaDateStmt = []*regexp.Regexp{
		regexp.MustCompile(`は(` + b84cJaDate + `)です。`),
		regexp.MustCompile(`(` + b84cJaDate + `)に(\p{Han}+)(?:いたします|します)`),
		regexp.MustCompile(`(` + b84cJaDate + `)(\d{1,2}時)?までに(\p{Han}+)する。`),
	}
	b84cJaDateRepl = []string{
		`は必ずしも${1}ではありません。`,
		`必ずしも${1}に${2}するとは限りません`,
		`必ずしも${1}${2}までに${3}するとは限らない。`,
	}

	b84cDeBand         = regexp.MustCompile(`nur im (\d+(?:,\d+)?)-GHz-Band`)
	b84cDeNurUndNicht  = regexp.MustCompile(`nur (\p{L}+) und nicht ((?:am|an|im) \p{L}+)`)
	b84cDeFuerSieKeine = regexp.MustCompile(`für Sie (entstehen\b[^.;]*?\bkeine)`)
	b84cJaYoriHayai    = regexp.MustCompile(`より(早い|遅い)([^。]*?でき(?:ません|ない))`)
	b84cJaRecommended  = regexp.MustCompile(`([\p{Katakana}ー]+)などの上に`)
	b84cJaSurface      = regexp.MustCompile(`([^\s、。]+や[^\s、。]+)の上では([^。]*?できない)`)
	b84cJaMonthOK      = regexp.MustCompile(`(\d{1,2})月分までは正常`)
	b84cJaMonthNeg     = regexp.MustCompile(`(\d{1,2})月分の[^。、]*?(?:めない|えない|きない)`)

	b84cJaFuyou    = regexp.MustCompile(`\p{Han}+は不要です`)
	b84cDeKeinNoun = regexp.MustCompile(`\b(keine[nm]?|kein) (\p{Lu}\p{L}+)`)

	b84cDeFallsNicht = regexp.MustCompile(`Falls ([^,:.]+?) nicht ([^,:.]+)([,:])`)
	b84cJaNaiBaai    = regexp.MustCompile(`([\p{Han}\p{Hiragana}]+?)(らない|しない)場合は`)

	b84cDeKeinSondern = regexp.MustCompile(`(keine[nm]?|kein) (\p{Lu}\p{L}+), sondern ((?:ein|eine|einen) \p{Lu}\p{L}+)`)
	b84cDeErstStatt   = regexp.MustCompile(`erst (am \d{1,2}\.\d{1,2}\.\d{4}) statt (am \d{1,2}\.\d{1,2}\.\d{4})`)
	b84cJaPairShown   = regexp.MustCompile(`(\p{Han}+)と(\p{Han}+)が表示されていること`)
	b84cJaPairAsked   = regexp.MustCompile(`(\p{Han}+)と(\p{Han}+)の(承認|同意|確認)を求めている`)

	b84cJaMasen     = regexp.MustCompile(`\p{Hiragana}ません。`)
	b84cJaHedgeable = regexp.MustCompile(`できません。|変わりません。|不要です。|めないとの`)
	b84cJaHedge     = map[string]string{
		"できません。":  "できないかもしれません。",
		"変わりません。": "変わらないかもしれません。",
		"不要です。":   "不要かもしれません。",
		"めないとの":   "めないかもしれないとの",
	}
)

// b84cRule rewrites one match of re; f gets the text and the match's submatch indexes.
type b84cRule struct {
	re *regexp.Regexp
	f  func(s string, m []int) string
}

// b84cFirstOf applies the rule whose match comes first in s (the earlier rule on a
// tie), once; s unchanged when no rule matches or the rewrite changes nothing.
func b84cFirstOf(s string, rules []b84cRule) string {
	best := -1
	var loc []int
	for i, r := range rules {
		if m := r.re.FindStringSubmatchIndex(s); m != nil && (loc == nil || m[0] < loc[0]) {
			best, loc = i, m
		}
	}
	if best < 0 {
		return s
	}
	return s[:loc[0]] + rules[best].f(s, loc) + s[loc[1]:]
}

// b84cDeNegSentence applies f to the first "nicht"/"kein…" of the first German
// sentence that has one and is no condition, contrast or indirect question.
func b84cDeNegSentence(s string, f func(sent string, loc []int) string) string {
	split, refs := hoAllSentences("de", s)
	for _, r := range refs {
		sent := split[r.line][r.idx]
		if b84cDeCond.MatchString(sent) {
			continue
		}
		loc := b84cDeNeg.FindStringIndex(sent)
		if loc == nil {
			continue
		}
		split[r.line][r.idx] = f(sent, loc)
		return hoJoin(split)
	}
	return s
}
