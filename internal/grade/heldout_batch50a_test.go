package grade

// Blind batch 50a: logic inside the answer. A quantized model keeps the words of the
// answer but breaks how they connect. Every kind changes one connector, bound, pointer
// or premise at one place so that what follows from what, what holds under which
// condition, or which facts are meant no longer matches the case: a reason's premise
// turned round while its conclusion stays, a reason turned into a time order ("before"),
// a condition asserted as a concession or turned into a purpose, a joint pair made
// "one instead of the other", an exact count made a floor, a total negation made a
// partial one, a sentence opened with "otherwise" or "on the contrary", a presupposing
// "again", a postponement verb made an advancement with its dates kept, a time window
// made its complement, a text pointer (above/below) flipped, an accordance marker
// ("as discussed", "laut") made a contrary one, and a reason kept while its consequence
// is negated.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ho50aRules applies the rule list of the answer's language (first rule that matches).
func ho50aRules(ja, de []hoRule) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ja)
		}
		if lang == "de" {
			return hoReplaceFirst(s, de)
		}
		return s
	}
}

// A reason's premise turned round, its conclusion kept.
var (
	ho50aPremiseDe = []hoRule{
		hoR(`(Weil [^,]*?)\berst\b`, "${1}bereits"),
		hoR(`(, da [^;.]*?)\bhöher\b`, "${1}niedriger"),
		hoR(`\bAufgrund des (\p{Lu}\p{L}+)`, "Aufgrund des reibungslosen $1"),
	}
	ho50aPremiseJa = []hoRule{
		hoR(`していただいたため、`, "していただいていないため、"),
		hoR(`が必要なため、`, "が不要なため、"),
		hoR(`ますので、`, "ませんので、"),
		hoR(`遅延により`, "の前倒しにより"),
	}
)

// A reason turned into a time order: weil/da/aufgrund, ため/ので/により → bevor/vor/前に.
var (
	ho50aReasonBeforeDe = []hoRule{
		hoR(`\bWeil `, "Bevor "),
		hoR(`, da (die|der|das|es|wir|Sie) `, ", bevor $1 "),
		hoR(`\bAufgrund des (\p{Lu}\p{L}+?)s\b`, "Vor dem $1"),
	}
	ho50aReasonBeforeJa = []hoRule{
		hoR(`していただいたため、`, "していただく前に、"),
		hoR(`が必要なため、`, "が必要になる前に、"),
		hoR(`遅延により`, "遅延の前に"),
		hoR(`いたしますので、`, "する前に、"),
		hoR(`ありますので、`, "ある前に、"),
		hoR(`出ますので、`, "出る前に、"),
	}
)

// A condition asserted as a concession: falls/wenn/sobald → obwohl; 場合は → にもかかわらず.
var (
	ho50aCondConcDe = []hoRule{
		hoR(`\bFalls (Sie|die|der|das|es) `, "Obwohl $1 "),
		hoR(`\bSobald (Sie|die|der|das|es) `, "Obwohl $1 "),
		hoR(`, wenn (die|der|das|Sie|es) `, ", obwohl $1 "),
	}
	ho50aCondConcJa = []hoRule{
		hoR(`(ない|ている)場合は、`, "${1}にもかかわらず、"),
		hoR(`をご希望の場合は、`, "をご希望にもかかわらず、"),
		hoR(`ございましたら、`, "ございますにもかかわらず、"),
	}
)

// A condition turned into a purpose: falls/wenn → damit; 場合は → ように.
var (
	ho50aCondPurposeDe = []hoRule{
		hoR(`\bFalls (Sie|die|der|das|es) `, "Damit $1 "),
		hoR(`, wenn (die|der|das|Sie|es) `, ", damit $1 "),
	}
	ho50aCondPurposeJa = []hoRule{
		hoR(`ない場合は、`, "ないように、"),
		hoR(`ている場合は、`, "るように、"),
		hoR(`をご希望の場合は、`, "をご希望いただけるよう、"),
	}
)

// A joint pair made "one instead of the other": A und B → A statt B; AとB → AではなくB.
var (
	ho50aPairDe = regexp.MustCompile(`\b(die|den|der|das|dem|eine|einen|ein) ((?:\p{Ll}+ )?\p{Lu}[\p{L}-]+) und ((?:die|den|der|das|dem|eine|einen|ein) (?:\p{Ll}+ )?\p{Lu}[\p{L}-]+|\p{Lu}\p{Ll}[\p{L}-]+)`)
	ho50aPairJa = regexp.MustCompile(`([\p{Han}\p{Katakana}ー」）])と((?:「|[\p{Han}\p{Katakana}ー]{2}))`)
)

var ho50aPronouns = map[string]bool{"Sie": true, "Ihr": true, "Ihre": true, "Ihnen": true, "Frau": true, "Herr": true, "Herrn": true}

// An exact count made a floor.
var (
	ho50aCountDe = []hoRule{
		hoR(`\| (\d{1,2}) Jahre \|`, "| mindestens $1 Jahre |"),
		hoR(`\b(zwei|drei|vier|fünf) (Wärmepumpen|Stahlträger|Wochen)\b`, "mindestens $1 $2"),
		hoR(`\bbleibt (\d{1,2}) Minuten\b`, "bleibt mindestens $1 Minuten"),
	}
	ho50aCountJa = regexp.MustCompile(`(\d{1,3})(個|名|桁|週間|台|箱)([をのがはで、 ）]|追加)`)
)

// A total negation made a partial one (German).
var ho50aNotAllDe = []hoRule{
	hoR(`\bkeine Kosten\b`, "nicht alle Kosten"),
	hoR(`\bnicht am Wochenende\b`, "nicht an jedem Wochenende"),
	hoR(`\bwerden ([^.;,]{0,40}?) nicht unterstützt\b`, "werden $1 nicht alle unterstützt"),
	hoR(`\bist keine (\p{Lu}\p{Ll}+),`, "ist nicht in jedem Fall eine $1,"),
}

// A postponement made an advancement, its dates kept.
var (
	ho50aAdvanceDe = []hoRule{
		hoR(`verschiebt sich ((?:[^;\n]{0,120}? )?auf den \d{1,2}\.\d{1,2}\.\d{4}(?: \(\p{L}+\))?)`, "rückt $1 vor"),
	}
	ho50aAdvanceJa = []hoRule{
		hoR(`に延期する`, "に前倒しする"),
		hoR(`が遅れております`, "が早まっております"),
		hoR(`延期`, "前倒し"),
	}
)

// A time window or period made its complement.
var (
	ho50aComplementDe = []hoRule{
		hoR(`\bzwischen (\d{1,2}) und (\d{1,2}) Uhr\b`, "außerhalb der Zeit von $1 bis $2 Uhr"),
		hoR(`\bvon (\d{1,2}) bis (\d{1,2}) Uhr\b`, "außer von $1 bis $2 Uhr"),
	}
	ho50aComplementJa = []hoRule{
		hoR(`(\d{1,2}時)〜(\d{1,2}時)`, "$1〜${2}以外の時間帯"),
		hoR(`期間中の`, "期間外の"),
	}
)

// A text pointer flipped (Japanese): 下記 → 上記, 以下の → 以上の, 次の → 前述の.
var ho50aPointerJa = []hoRule{
	hoR(`下記のとおり`, "上記のとおり"),
	hoR(`以下の点`, "以上の点"),
	hoR(`次の宛先`, "前述の宛先"),
	hoR(`次の手順`, "前述の手順"),
}

// An accordance marker made a contrary one.
var (
	ho50aContraryDe = []hoRule{
		hoR(`\bLaut (Frau|Herrn?) `, "Entgegen der Aussage von $1 "),
		hoR(`\bwie gewohnt\b`, "anders als gewohnt"),
		hoR(`\bwie besprochen\b`, "anders als besprochen"),
	}
	ho50aContraryJa = []hoRule{
		hoR(`(お打ち合わせ|下記|ご案内|ご依頼|ご希望)のとおり`, "${1}とは異なり"),
	}
)

// A reason kept, its consequence negated.
var (
	ho50aConseqDe = []hoRule{
		hoR(`(Weil [^,]+, verschiebt sich (?:die|der|das) \p{Lu}\p{L}+) `, "$1 nicht "),
		hoR(`\bbleibt eingehalten, da\b`, "wird überschritten, da"),
		hoR(`(Aufgrund [^.]*?) (vom \d)`, "$1 nicht $2"),
	}
	ho50aConseqJa = []hoRule{
		hoR(`(いただいたため、[^。]*?)加算されております`, "${1}加算されておりません"),
		hoR(`(ますので、[^。]*?)設置してください`, "${1}設置しないでください"),
		hoR(`(ますので、[^。]*?)見込みです`, "${1}見込みはありません"),
		hoR(`(必要なため、[^。]*?)延期することを`, "${1}延期しないことを"),
		hoR(`(により[^。]*?)遅れております`, "${1}遅れておりません"),
	}
)

// "again" before a dated act: am DATE → erneut am DATE; DATEに → DATEに再度.
var (
	ho50aAgainDe = regexp.MustCompile(`(\p{L}+) (am (?:\d{1,2}\.\d{1,2}\.\d{4}|(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\.))`)
	ho50aAgainJa = regexp.MustCompile(`(\d{1,2}月\d{1,2}日(?:（.）)?に)([^はもでご])`)
)

var ho50aAgainSkipDe = map[string]bool{"erst": true, "statt": true, "bis": true, "vom": true, "seit": true, "ab": true, "noch": true, "bereits": true, "schon": true, "spätestens": true, "frühestens": true}

// Sentences opened with a connector at the start of a sentence, after any list marker.
var (
	ho50aLead       = regexp.MustCompile(`^(\s*(?:- |\d+\. |・)?)(.*)$`)
	ho50aBitte      = regexp.MustCompile(`^Bitte (\p{Ll}+) Sie `)
	ho50aWir        = regexp.MustCompile(`^Wir (\p{Ll}+) `)
	ho50aArtObjWir  = regexp.MustCompile(`^(Die|Der|Das) ((?:\p{Ll}+ )?\p{Lu}[\p{L}-]*) (\p{Ll}+) (wir|Sie) `)
	ho50aArtSubj    = regexp.MustCompile(`^(Die|Der|Das) ((?:\p{Ll}+ )?\p{Lu}[\p{L}-]*) (\p{Ll}+) `)
	ho50aPerson     = regexp.MustCompile(`^(Herr|Frau) ((?:Prof\. |Dr\. )*\p{Lu}\p{Ll}+) (\p{Ll}+) `)
	ho50aImperative = regexp.MustCompile(`^(\p{Lu}\p{Ll}+) Sie `)
)

// ho50aDePrep are words after a noun that are no finite verb.
var ho50aDePrep = map[string]bool{"von": true, "für": true, "mit": true, "im": true, "in": true, "an": true, "auf": true, "aus": true,
	"bei": true, "der": true, "des": true, "zum": true, "zur": true, "vom": true, "und": true, "oder": true, "nach": true, "über": true}

var ho50aNotImperative = map[string]bool{"Bitte": true, "Falls": true, "Wenn": true, "Sehr": true, "Da": true, "Weil": true,
	"Obwohl": true, "Damit": true, "Sobald": true, "Wie": true, "Wir": true, "Gern": true, "Gerne": true, "Können": true, "Hiermit": true}

// ho50aJaFormula marks Japanese sentences that are letter formulas or follow-up offers,
// not statements a connector could be hung on.
var ho50aJaFormula = regexp.MustCompile(`ありがとう|申し訳|よろしく|お願い申し上げ|お問い合わせ|ご確認ください|ご不明|いつも|このたび|今後とも|それでも|うまく`)

// ho50aDeOtherwise reorders a German main clause after "Andernfalls" (verb second).
func ho50aDeOtherwise(body string) string {
	if m := ho50aBitte.FindStringSubmatch(body); m != nil {
		return "Andernfalls " + m[1] + " Sie bitte " + body[len(m[0]):]
	}
	if m := ho50aWir.FindStringSubmatch(body); m != nil {
		return "Andernfalls " + m[1] + " wir " + body[len(m[0]):]
	}
	if m := ho50aArtObjWir.FindStringSubmatch(body); m != nil {
		return "Andernfalls " + m[3] + " " + m[4] + " " + strings.ToLower(m[1]) + " " + m[2] + " " + body[len(m[0]):]
	}
	if m := ho50aArtSubj.FindStringSubmatch(body); m != nil && !ho50aDePrep[m[3]] {
		return "Andernfalls " + m[3] + " " + strings.ToLower(m[1]) + " " + m[2] + " " + body[len(m[0]):]
	}
	if m := ho50aPerson.FindStringSubmatch(body); m != nil {
		return "Andernfalls " + m[3] + " " + m[1] + " " + m[2] + " " + body[len(m[0]):]
	}
	if m := ho50aImperative.FindStringSubmatch(body); m != nil && !ho50aNotImperative[m[1]] {
		return "Andernfalls " + strings.ToLower(m[1]) + " Sie " + body[len(m[0]):]
	}
	return body
}

// ho50aEligible says whether a sentence is a statement of the answer's body that a
// sentence connector can open: it ends a sentence, is long enough and is no formula.
func ho50aEligible(lang, sent string) bool {
	t := strings.TrimSpace(sent)
	if lang == "ja" {
		return strings.HasSuffix(t, "。") && !strings.HasSuffix(t, "か。") && !strings.Contains(t, "場合") &&
			utf8.RuneCountInString(t) >= 12 && !ho50aJaFormula.MatchString(t)
	}
	return strings.HasSuffix(t, ".") && len(strings.Fields(t)) >= 4
}

// ho50aOpenSentence applies open to one eligible sentence that is not the text's first,
// trying them from the last one back (fromEnd) or from the middle on, wrapping.
func ho50aOpenSentence(lang, s string, fromEnd bool, open func(lang, body string) string) string {
	split, refs := hoAllSentences(lang, s)
	n := len(refs)
	for k := 0; k < n; k++ {
		var i int
		if fromEnd {
			i = n - 1 - k
		} else {
			i = (n/2 + k) % n
		}
		if i == 0 {
			continue
		}
		ref := refs[i]
		old := split[ref.line][ref.idx]
		if !ho50aEligible(lang, old) {
			continue
		}
		m := ho50aLead.FindStringSubmatch(old)
		if m == nil || m[2] == "" {
			continue
		}
		first, _ := utf8.DecodeRuneInString(m[2])
		if lang != "ja" && !unicode.IsUpper(first) {
			continue
		}
		nb := open(lang, m[2])
		if nb == m[2] {
			continue
		}
		split[ref.line][ref.idx] = m[1] + nb
		return hoJoin(split)
	}
	return s
}

var heldOutBatch50a = []heldOutKind{
	// A reason's premise turned round while its conclusion is kept, so the conclusion
	// no longer follows: da die Förderung … höher ausfällt → … niedriger ausfällt (and
	// the budget is still said to hold); 正しく測定できないことがありますので、フローリングなどの
	// 上に設置してください → …ことがありませんので、….
	{"b50a_reason_premise_flipped_conclusion_kept", "first", ho50aRules(ho50aPremiseJa, ho50aPremiseDe)},

	// A reason turned into a bare time order: Weil die nötigen Stahlträger … erst am
	// 28.10.2026 geliefert werden, verschiebt sich … → Bevor die nötigen Stahlträger …;
	// ユーザーを1名追加していただいたため、今月から… → 追加していただく前に、今月から….
	{"b50a_reason_link_made_before_link", "first", ho50aRules(ho50aReasonBeforeJa, ho50aReasonBeforeDe)},

	// A condition asserted as a concession: Falls Sie den Termin nicht wahrnehmen
	// können, sagen Sie ihn … ab → Obwohl Sie den Termin nicht wahrnehmen können, …;
	// 表示部に「Lo」と出ている場合は、新しい電池に交換してください → 出ているにもかかわらず、….
	{"b50a_condition_made_asserted_concession", "first", ho50aRules(ho50aCondConcJa, ho50aCondConcDe)},

	// A condition turned into a purpose: Falls die Verbindung nicht klappt: → Damit die
	// Verbindung nicht klappt:; うまくつながらない場合は、以下の点をご確認ください →
	// うまくつながらないように、以下の点をご確認ください.
	{"b50a_condition_made_purpose", "first", ho50aRules(ho50aCondPurposeJa, ho50aCondPurposeDe)},

	// A joint pair made "one instead of the other": die Mehrkosten und den neuen Termin
	// freizugeben → die Mehrkosten statt den neuen Termin freizugeben; 延期と予備費支出の承認
	// → 延期ではなく予備費支出の承認.
	{"b50a_joint_pair_made_one_instead_of_other", "first", func(lang, s string) string {
		switch lang {
		case "de":
			for _, loc := range ho50aPairDe.FindAllStringSubmatchIndex(s, -1) {
				second := s[loc[6]:loc[7]]
				if ho50aPronouns[strings.Fields(second)[0]] {
					continue
				}
				return s[:loc[0]] + s[loc[2]:loc[3]] + " " + s[loc[4]:loc[5]] + " statt " + second + s[loc[1]:]
			}
		case "ja":
			if strings.Contains(s, "のほか、") {
				return strings.Replace(s, "のほか、", "の代わりに、", 1)
			}
			return hoFirstMatch(ho50aPairJa, s, func(m []string) string { return m[1] + "ではなく" + m[2] })
		}
		return s
	}},

	// An exact count made a floor: durch zwei Wärmepumpen → durch mindestens zwei
	// Wärmepumpen; | 2 Jahre | → | mindestens 2 Jahre |; ユーザーを1名追加 → 1名以上追加;
	// コイン形電池（CR2032）2個を → 2個以上を.
	{"b50a_exact_count_made_at_least", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho50aCountJa, s, func(m []string) string { return m[1] + m[2] + "以上" + m[3] })
		}
		if lang == "de" {
			return hoReplaceFirst(s, ho50aCountDe)
		}
		return s
	}},

	// A total negation made a partial one, so part of what was excluded is allowed
	// again: nur werktags und nicht am Wochenende → … nicht an jedem Wochenende; für Sie
	// entstehen dabei keine Kosten → … nicht alle Kosten.
	{"b50a_de_negation_scope_made_not_all", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoReplaceFirst(s, ho50aNotAllDe)
	}},

	// A later statement opened with "otherwise", so it holds only if the one before
	// does not: Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €. → Andernfalls
	// bleibt der Rechnungsbetrag unverändert …; お詫びとして、…クーポンをお送りいたします。→
	// そうでない場合は、お詫びとして、….
	{"b50a_sentence_opened_with_otherwise", "longest", func(lang, s string) string {
		return ho50aOpenSentence(lang, s, true, func(lang, body string) string {
			if lang == "ja" {
				return "そうでない場合は、" + body
			}
			if lang == "de" {
				return ho50aDeOtherwise(body)
			}
			return body
		})
	}},

	// A middle statement opened with "on the contrary", so it claims to deny the one
	// before it: Bitte bringen Sie Ihre Versichertenkarte mit. → Im Gegenteil: Bitte
	// bringen Sie …; 新しいお届け予定日は10月21日（水）です。→ それどころか、新しいお届け予定日は….
	{"b50a_sentence_opened_with_on_the_contrary", "longest", func(lang, s string) string {
		return ho50aOpenSentence(lang, s, false, func(lang, body string) string {
			switch lang {
			case "ja":
				return "それどころか、" + body
			case "de":
				return "Im Gegenteil: " + body
			}
			return body
		})
	}},

	// "again" before a dated act presupposes an earlier occurrence that never was: Wir
	// senden Ihnen am 20.10.2026 … → Wir senden Ihnen erneut am 20.10.2026 …;
	// 交換品を10月19日に発送 → 10月19日に再度発送.
	{"b50a_again_presupposes_earlier_occurrence", "first", func(lang, s string) string {
		switch lang {
		case "de":
			for _, loc := range ho50aAgainDe.FindAllStringSubmatchIndex(s, -1) {
				if ho50aAgainSkipDe[s[loc[2]:loc[3]]] {
					continue
				}
				return s[:loc[3]] + " erneut " + s[loc[4]:]
			}
		case "ja":
			return hoFirstMatch(ho50aAgainJa, s, func(m []string) string { return m[1] + "再度" + m[2] })
		}
		return s
	}},

	// A postponement told as an advancement, its dates kept: verschiebt sich die
	// Inbetriebnahme vom 02.11.2026 auf den 16.11.2026 → rückt die Inbetriebnahme vom
	// 02.11.2026 auf den 16.11.2026 vor; 11月24日（火）に延期する → 11月24日（火）に前倒しする.
	{"b50a_postponement_verb_made_advancement_dates_kept", "first", ho50aRules(ho50aAdvanceJa, ho50aAdvanceDe)},

	// A time window or period made its complement: zwischen 8 und 12 Uhr → außerhalb der
	// Zeit von 8 bis 12 Uhr; 14時〜16時 → 14時〜16時以外の時間帯; 契約期間中の途中解約 → 契約期間外の途中解約.
	{"b50a_time_window_made_its_complement", "first", ho50aRules(ho50aComplementJa, ho50aComplementDe)},

	// A text pointer flipped so it points at text that is not there: 訪問日時を下記のとおり
	// 確定いたしました → 上記のとおり; 以下の点をご確認ください → 以上の点; 次の宛先 → 前述の宛先.
	{"b50a_ja_text_pointer_above_below_flipped", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoReplaceFirst(s, ho50aPointerJa)
	}},

	// An accordance marker made a contrary one: Laut Frau Dr. Vogt kommt der Verdichter
	// … → Entgegen der Aussage von Frau Dr. Vogt kommt …; Die Rechnung senden wir wie
	// gewohnt → anders als gewohnt; お打ち合わせのとおり → お打ち合わせとは異なり.
	{"b50a_accordance_marker_made_contrary", "first", ho50aRules(ho50aContraryJa, ho50aContraryDe)},

	// A reason kept while its consequence is negated, so the sentence no longer follows:
	// Das Budget … bleibt eingehalten, da … → wird überschritten, da …; 追加していただいた
	// ため、…が加算されております → …が加算されておりません.
	{"b50a_reason_kept_consequence_negated", "first", ho50aRules(ho50aConseqJa, ho50aConseqDe)},
}

// ho50aChangedSentence gives the first sentence of golden that damaged changed and
// its damaged form.
func ho50aChangedSentence(lang, golden, damaged string) (string, string) {
	flat := func(s string) []string {
		split, refs := hoAllSentences(lang, s)
		out := make([]string, len(refs))
		for i, r := range refs {
			out[i] = strings.TrimSpace(split[r.line][r.idx])
		}
		return out
	}
	g, d := flat(golden), flat(damaged)
	for i := 0; i < len(g) && i < len(d); i++ {
		if g[i] != d[i] {
			return g[i], d[i]
		}
	}
	if len(d) > len(g) {
		return "", d[len(g)]
	}
	return "", ""
}
