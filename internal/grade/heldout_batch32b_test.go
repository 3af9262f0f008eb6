package grade

// Blind batch 32b: conditions, causes and obligations. A model that keeps every fact
// word but garbles the logical links between statements: a condition read as
// "unless", "even if" or "regardless of whether"; a stated cause declared irrelevant,
// hedged, or hung on the next sentence; "until then" and "as soon as" reversed; "cannot"
// weakened to "need not", "advise against" or hardened to "must"; instructions
// softened to recommendations and invitations hardened to duties; our firm commitment
// told as a mere possibility; a request turned into the requester's own act; "not A
// but B" or "A or B" turned into "A and B"; "as agreed" told as "contrary to"; two
// juxtaposed facts given an invented "therefore"; "then" read as "instead"; a
// prerequisite step negated ("without"); the source of a report told as its cause.

import (
	"regexp"
	"strings"
	"unicode"
)

func ho32bLit(to string) func(m []string) string {
	return func([]string) string { return to }
}

// ho32bJaDict turns a Japanese te-form verb ending (…して, …入れて) into its dictionary
// form (…する, …入れる); ok is false for a form it does not know.
func ho32bJaDict(te string) (string, bool) {
	switch {
	case strings.HasSuffix(te, "して"):
		return strings.TrimSuffix(te, "して") + "する", true
	case strings.HasSuffix(te, "て"):
		stem := []rune(strings.TrimSuffix(te, "て"))
		if len(stem) == 0 {
			return "", false
		}
		// Ichidan verbs: the stem ends in an e- or i-row kana (入れ, 閉じ, 見).
		if strings.ContainsRune("えけげせぜてでねへべぺめれいきぎしじちにひびぴみり", stem[len(stem)-1]) {
			return string(stem) + "る", true
		}
	}
	return "", false
}

var (
	// Conditions.
	ho32bDeFalls     = regexp.MustCompile(`(^|\n|[.:] )Falls `)
	ho32bDeWenn      = regexp.MustCompile(`, wenn `)
	ho32bDeBeiFragen = regexp.MustCompile(`\bBei Fragen\b`)
	ho32bDeFallsCl   = regexp.MustCompile(`(^|\n|[.:] )Falls ([^,.:;\n]+), `)
	ho32bJaBaai      = regexp.MustCompile(`場合は、`)
	ho32bJaBaaiCl    = regexp.MustCompile(`(\p{Han}+の|[\p{Hiragana}\p{Han}」]+?)場合は、`)
	ho32bJaGozai     = regexp.MustCompile(`がございましたら、`)
	ho32bJaGozaiNext = regexp.MustCompile(`がございましたら、((?:お|ご)?[\p{Hiragana}\p{Han}]{0,2})`)

	// Causes.
	ho32bDeAufgrund = regexp.MustCompile(`(^|\n|[.;] )Aufgrund (des|der) (\p{Lu}\p{L}+)`)
	ho32bDeWeil     = regexp.MustCompile(`(^|\n|[.;] |- )Weil `)
	ho32bDeDa       = regexp.MustCompile(`, da `)
	ho32bJaNiyori   = regexp.MustCompile(`(\p{Han}+)により`)
	ho32bJaTame     = regexp.MustCompile(`([\p{Hiragana}\p{Han}])ため、`)
	ho32bJaCauseCl  = regexp.MustCompile(`^((?:\d+\. |[-・] ?)?)(.{6,}?(?:ため|ので|により)、)(.{8,})$`)

	// Time links.
	ho32bDeSobald   = regexp.MustCompile(`(^|\n|[.:] |\d\. )Sobald `)
	ho32bDeBisDahin = regexp.MustCompile(`\bbis dahin\b`)
	ho32bJaSoremade = regexp.MustCompile(`それまで`)
	ho32bJaSuruTo   = regexp.MustCompile(`(\p{Han}+)すると、`)

	// Modality.
	ho32bJaDekimasen  = regexp.MustCompile(`(\p{Han}+)はできません`)
	ho32bDeNichtPass  = regexp.MustCompile(`werden ([^.]+?) nicht (\p{Ll}+t)\.`)
	ho32bDeNurUndNich = regexp.MustCompile(`nur (\p{Ll}+) und nicht (am|an|im) (\p{Lu}\p{L}+) (\p{Ll}+en)([.,;])`)
	ho32bJaKigaru     = regexp.MustCompile(`お気軽に`)
	ho32bDeKannHelfen = regexp.MustCompile(`kann helfen`)
	ho32bJaItashimasu = regexp.MustCompile(`((?:お|ご)\p{Han}+\p{Hiragana}?|\p{Han}{2,})いたします。`)
	ho32bDeWirSepVerb = regexp.MustCompile(`(^|\n|[.] )Wir (\p{Ll}+en) (Ihnen (?:[^.]|\.\d)+?) (zu|mit|ab|zurück)\.`)
	ho32bDeVerbWir    = regexp.MustCompile(`(^|\n|[.] )(Die|Der|Das) (\p{Lu}\p{L}+) (\p{Ll}+en) wir ([^.:]+?)([.:])`)
	ho32bJaKudasai    = regexp.MustCompile(`([をにで])(ご\p{Han}+|お問い合わせ)ください。`)
	ho32bJaMadeToi    = regexp.MustCompile(`までお問い合わせください。`)
	ho32bDeBitteSep   = regexp.MustCompile(`(^|\n|[.] )Bitte (\p{Ll}+en) Sie ([^.;]+?) (mit|zurück|ab|an|zu)([.;])`)

	// Requests in reports.
	ho32bDeBittetDarum = regexp.MustCompile(`(\p{L}+) bittet darum, dass ([^.]+)\.`)
	ho32bDeBittetZu    = regexp.MustCompile(`bittet, ((?:[^.;]|\.\d)+?) (?:zu |(frei|ab|an|auf|aus|ein|mit|zurück|fest|weiter)zu)(\p{Ll}+en)\b`)
	ho32bDeBittetUm    = regexp.MustCompile(`bittet um (ein|eine|einen) (\p{Lu}\p{L}+)([.,])`)
	ho32bJaMotomeru    = regexp.MustCompile(`の(\p{Han}+)を求めている`)

	// Alternatives and bases.
	ho32bDeSondern    = regexp.MustCompile(`\bkein(e|en)? (\p{Lu}\p{L}+), sondern `)
	ho32bDeOder       = regexp.MustCompile(` oder `)
	ho32bJaMataha     = regexp.MustCompile(`または`)
	ho32bDeWieGewohnt = regexp.MustCompile(`\bwie gewohnt\b`)
	ho32bDeLaut       = regexp.MustCompile(`(^|\n|[.] |- )Laut `)
	ho32bJaToori      = regexp.MustCompile(`(お打ち合わせ|ご相談|お約束|ご依頼)のとおり`)
	ho32bJaHikitsuzu  = regexp.MustCompile(`引き続き`)

	// Sequence.
	ho32bDeAnschl = regexp.MustCompile(`\banschließend\b`)
	ho32bJaTekara = regexp.MustCompile(`([\p{Hiragana}\p{Han}\p{Katakana}ー]*?[\p{Han}\p{Katakana}ー])([\p{Hiragana}]{0,2}て)から、`)
	ho32bJaAtoni  = regexp.MustCompile(`(\p{Han}+(?:（[^）]*）)?)後に`)

	// Prerequisites.
	ho32bJaTekaraNeg = regexp.MustCompile(`([\p{Han}\p{Katakana}ー][\p{Hiragana}]{0,2}て)から、`)
	ho32bDeTwoImpv   = regexp.MustCompile(`(\p{Lu}\p{Ll}+[elr]n) Sie (den|die|das) (\p{Lu}\p{L}+) und (\p{Ll}+[elr]n) Sie (ihn|sie|es) ([^.]+)\.`)

	// Reporters.
	ho32bDeLautWegen   = regexp.MustCompile(`(^|\n|[.] |- )Laut `)
	ho32bDeMeldetDass  = regexp.MustCompile(`\bmeldet, dass `)
	ho32bJaYoriRenraku = regexp.MustCompile(`(\p{Han}+様)(?:より|から)、([^。]+?)との(?:連絡|問い合わせがあった)`)

	// Juxtaposed facts.
	ho32bListPrefix = regexp.MustCompile(`^(\s*(?:[-*•・] ?|\d+\. ))`)
	ho32bDeArtVerb  = regexp.MustCompile(`^(Die|Der|Das)((?: \p{Ll}+e)? \p{Lu}\p{L}+) (\p{Ll}+t) (\p{Ll}|\d)`)
	ho32bDeWirVerb  = regexp.MustCompile(`^Wir (\p{Ll}+en) (\p{Lu}|\p{Ll})`)
	ho32bDeSieVerb  = regexp.MustCompile(`^Sie (\p{Ll}+t) `)
)

// ho32bJaBaaiRegardless rewrites the first "…場合は、" as "…かどうかにかかわらず、".
func ho32bJaBaaiRegardless(s string) string {
	return hoFirstMatch(ho32bJaBaaiCl, s, func(m []string) string {
		return strings.TrimSuffix(m[1], "の") + "かどうかにかかわらず、"
	})
}

// ho32bDeUnlessNicht drops the first "nicht" of a clause, for "regardless of whether".
func ho32bDeDropNicht(cl string) string {
	return strings.Replace(strings.Replace(cl, " nicht ", " ", 1), " nicht", "", 1)
}

// ho32bJaCauseMoved detaches the cause clause (…ため、/…ので、/…により、) at the head of
// a Japanese sentence and puts it in front of the next sentence of the same line.
func ho32bJaCauseMoved(lang, s string) string {
	if lang != "ja" {
		return s
	}
	split, refs := hoAllSentences(lang, s)
	for k, r := range refs {
		if k+1 >= len(refs) {
			continue
		}
		nr := refs[k+1]
		// The next sentence: on the same line, or opening the next line of prose
		// (not a list item).
		if nr.line != r.line && (nr.line != r.line+1 || ho32bListPrefix.MatchString(split[nr.line][0]) ||
			strings.TrimSpace(split[nr.line][0]) == "") {
			continue
		}
		cur := split[r.line][r.idx]
		m := ho32bJaCauseCl.FindStringSubmatch(cur)
		if m == nil || strings.ContainsAny(m[2], "。") {
			continue
		}
		next := split[nr.line][nr.idx]
		split[r.line][r.idx] = m[1] + m[3]
		split[nr.line][nr.idx] = m[2] + next
		return hoJoin(split)
	}
	return s
}

var (
	ho32bRequest   = regexp.MustCompile(`ください|お願い|申し訳|詫び|ございません|(?i:bitte)|entschuldig|leid|Dank|ありがとう`)
	ho32bProblem   = regexp.MustCompile(`問い合わせ|不具合|遅延|遅れ|破損|割れ|故障|Mangel|defekt|kaputt|Verzögerung|flacker|tropft|verschiebt`)
	ho32bStepLine  = regexp.MustCompile(`^\s*\d+\. `)
	ho32bCauseWord = regexp.MustCompile(`ため|ので|により|から、|weil|\bda\b|aufgrund|wegen|deshalb|daher`)
)

// ho32bFactOnly reports whether a sentence states a figure and asks nothing.
func ho32bFactOnly(s string) bool {
	return strings.ContainsFunc(s, unicode.IsDigit) && !ho32bRequest.MatchString(s)
}

// ho32bTherefore prefixes one fact sentence that follows another with "therefore"
// (そのため、/ Deshalb with the verb moved up), inventing a causal link.
func ho32bTherefore(lang, s string) string {
	split, refs := hoAllSentences(lang, s)
	n := len(refs)
	for k := range refs {
		ref := refs[(n/2+k)%n]
		flat := (n/2 + k) % n
		if flat == 0 {
			continue
		}
		prev := refs[flat-1]
		prevS := strings.TrimSpace(split[prev.line][prev.idx])
		if !strings.HasSuffix(prevS, "。") && !strings.HasSuffix(prevS, ".") {
			continue
		}
		// The previous sentence must be on this line or the line right before.
		if prev.line != ref.line && prev.line != ref.line-1 {
			continue
		}
		cur := split[ref.line][ref.idx]
		prefix := ""
		if ref.idx == 0 {
			if p := ho32bListPrefix.FindString(cur); p != "" {
				prefix = p
			} else if prev.line != ref.line {
				// A new paragraph line without a bullet: only for a line of prose
				// that goes on from the previous one.
				if strings.TrimSpace(split[prev.line][0]) == "" {
					continue
				}
			}
		}
		body := strings.TrimPrefix(cur, prefix)
		// Both sentences state figures, neither is a request or an apology, the
		// previous one reports no problem, and this one gives no cause of its own: a
		// "therefore" between them is invented, not a link the writer left implicit.
		if !ho32bFactOnly(prevS) || !ho32bFactOnly(body) || ho32bProblem.MatchString(prevS) ||
			ho32bCauseWord.MatchString(prevS) || ho32bCauseWord.MatchString(body) ||
			ho32bStepLine.MatchString(split[ref.line][0]) || ho32bStepLine.MatchString(split[prev.line][0]) {
			continue
		}
		var nw string
		if lang == "ja" {
			if !strings.HasSuffix(strings.TrimSpace(body), "。") || strings.HasPrefix(body, "そのため") ||
				strings.HasPrefix(body, "なお") || strings.HasPrefix(body, "また") ||
				!strings.ContainsFunc(body, unicode.IsDigit) || strings.Contains(body, "ため") {
				continue
			}
			nw = prefix + "そのため、" + body
		} else {
			switch {
			case ho32bDeArtVerb.MatchString(body):
				m := ho32bDeArtVerb.FindStringSubmatch(body)
				nw = prefix + "Deshalb " + m[3] + " " + strings.ToLower(m[1]) + m[2] + " " + body[len(m[0])-len(m[4]):]
			case ho32bDeWirVerb.MatchString(body):
				m := ho32bDeWirVerb.FindStringSubmatch(body)
				nw = prefix + "Deshalb " + m[1] + " wir " + body[len(m[0])-len(m[2]):]
			case ho32bDeSieVerb.MatchString(body):
				m := ho32bDeSieVerb.FindStringSubmatch(body)
				nw = prefix + "Deshalb " + m[1] + " sie " + body[len(m[0]):]
			default:
				continue
			}
		}
		split[ref.line][ref.idx] = nw
		return hoJoin(split)
	}
	return s
}

// ho32bJaNeg turns a te-form (入れて, オンにして) into its "without doing" form
// (入れずに, オンにせずに); ok is false for a form it does not know.
func ho32bJaNeg(te string) (string, bool) {
	if strings.HasSuffix(te, "して") {
		return strings.TrimSuffix(te, "して") + "せずに", true
	}
	d, ok := ho32bJaDict(te)
	if !ok {
		return "", false
	}
	return strings.TrimSuffix(d, "る") + "ずに", true
}

var heldOutBatch32b = []heldOutKind{
	// A condition read as "unless".
	// de: Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn … ab → Außer wenn Sie …
	// ja: 日程の変更をご希望の場合は、…ご連絡ください → ご希望の場合を除き、…
	{"b32b_if_made_unless", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoOrdered(s, []hoFuncRule{
				{ho32bJaBaai, ho32bLit("場合を除き、")},
				{ho32bJaGozai, ho32bLit("がない限り、")},
			})
		}
		return hoOrdered(s, []hoFuncRule{
			{ho32bDeFalls, func(m []string) string { return m[1] + "Außer wenn " }},
			{ho32bDeWenn, ho32bLit(", außer wenn ")},
			{ho32bDeBeiFragen, ho32bLit("Außer bei Fragen")},
		})
	}},
	// A condition read as "even if".
	// de: …erneut, wenn die 10 Minuten abgelaufen sind → …erneut, selbst wenn die 10 Minuten …
	// ja: 「Lo」と出ている場合は、新しい電池に交換 → 「Lo」と出ている場合でも、新しい電池に交換
	{"b32b_condition_made_even_if", "strings", func(lang, s string) string {
		if lang == "ja" {
			for _, loc := range ho32bJaBaai.FindAllStringIndex(s, -1) {
				if strings.HasSuffix(s[:loc[0]], "ない") {
					continue // "even if it does not …" reads nearly like "if it does not …"
				}
				return s[:loc[0]] + "場合でも、" + s[loc[1]:]
			}
			return s
		}
		return hoOrdered(s, []hoFuncRule{
			{ho32bDeWenn, ho32bLit(", selbst wenn ")},
			{ho32bDeFalls, func(m []string) string { return m[1] + "Selbst wenn " }},
		})
	}},
	// A condition made "regardless of whether": the instruction holds always.
	// de: Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn … ab → Unabhängig davon, ob Sie den Termin wahrnehmen können, …
	// ja: うまくつながらない場合は、以下の点を… → うまくつながらないかどうかにかかわらず、…
	{"b32b_condition_made_regardless", "strings", func(lang, s string) string {
		if lang == "ja" {
			if ho32bJaBaaiCl.MatchString(s) {
				return ho32bJaBaaiRegardless(s)
			}
			// "If you have questions, reply" → "whether or not you have questions, reply";
			// not for an invitation (お気軽に…), which "regardless" leaves harmless.
			if m := ho32bJaGozaiNext.FindStringSubmatch(s); m != nil && !strings.HasPrefix(m[1], "お気") {
				return strings.Replace(s, "がございましたら、", "の有無にかかわらず、", 1)
			}
			return s
		}
		return hoOrdered(s, []hoFuncRule{
			{ho32bDeWenn, ho32bLit(", unabhängig davon, ob ")},
			{ho32bDeFallsCl, func(m []string) string {
				return m[1] + "Unabhängig davon, ob " + ho32bDeDropNicht(m[2]) + ", "
			}},
		})
	}},
	// A stated cause declared irrelevant.
	// de: Aufgrund des Fertigungsablaufs verschiebt sich … → Unabhängig vom Fertigungsablauf verschiebt sich …
	// ja: 作業遅延により発送が遅れております → 作業遅延とは関係なく発送が遅れております
	{"b32b_cause_made_irrelevant", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoEarliest(s, []hoFuncRule{
				{ho32bJaNiyori, func(m []string) string { return m[1] + "とは関係なく" }},
				{ho32bJaTame, func(m []string) string {
					if m[1] == "な" {
						return "であることとは関係なく、"
					}
					return m[1] + "こととは関係なく、"
				}},
			})
		}
		return hoEarliest(s, []hoFuncRule{
			{ho32bDeAufgrund, func(m []string) string {
				noun := strings.TrimSuffix(strings.TrimSuffix(m[3], "s"), "e")
				art := "vom "
				if m[2] == "der" {
					art, noun = "von der ", m[3]
				}
				return m[1] + "Unabhängig " + art + noun
			}},
			{ho32bDeWeil, func(m []string) string { return m[1] + "Unabhängig davon, dass " }},
			{ho32bDeDa, ho32bLit(", unabhängig davon, dass ")},
		})
	}},
	// A stated cause hedged as a guess, though the writer knows it.
	// de: Aufgrund des Fertigungsablaufs verschiebt sich … → Vermutlich aufgrund des Fertigungsablaufs …
	// ja: ユーザーを1名追加していただいたため、…加算 → 追加していただいたためか、…加算
	{"b32b_stated_cause_hedged", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoEarliest(s, []hoFuncRule{
				{ho32bJaNiyori, func(m []string) string { return m[1] + "のためか" }},
				{ho32bJaTame, func(m []string) string { return m[1] + "ためか、" }},
			})
		}
		return hoEarliest(s, []hoFuncRule{
			{ho32bDeAufgrund, func(m []string) string { return m[1] + "Vermutlich aufgrund " + m[2] + " " + m[3] }},
			{ho32bDeWeil, func(m []string) string { return m[1] + "Vermutlich weil " }},
			{ho32bDeDa, ho32bLit(", vermutlich da ")},
		})
	}},
	// Japanese: the cause clause at the head of a sentence hung on the next sentence.
	// ja: 追加していただいたため、料金が加算されております。内訳は… → 料金が加算されております。追加していただいたため、内訳は…
	{"b32b_ja_cause_clause_moved_to_next_sentence", "first", ho32bJaCauseMoved},
	// "Until then" and "as soon as" reversed.
	// de: Sobald die Verbindung steht, zeigt … → Noch bevor die Verbindung steht, zeigt …; bis dahin → danach
	// ja: 接続が完了すると、「OK」と表示 → 接続が完了する前に、…; それまで予約で埋まって → それ以降も…
	{"b32b_until_then_or_once_reversed", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoEarliest(s, []hoFuncRule{
				{ho32bJaSoremade, ho32bLit("それ以降も")},
				{ho32bJaSuruTo, func(m []string) string { return m[1] + "する前に、" }},
			})
		}
		return hoEarliest(s, []hoFuncRule{
			{ho32bDeSobald, func(m []string) string { return m[1] + "Noch bevor " }},
			{ho32bDeBisDahin, ho32bLit("danach")},
		})
	}},
	// "Cannot" weakened to "need not".
	// de: Netze … werden von der L9 nicht unterstützt → müssen von der L9 nicht unterstützt werden
	// ja: 途中解約はできません → 途中解約は必須ではありません
	{"b32b_cannot_made_need_not", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho32bJaDekimasen, s, func(m []string) string { return m[1] + "は必須ではありません" })
		}
		return hoEarliest(s, []hoFuncRule{
			{ho32bDeNichtPass, func(m []string) string { return "müssen " + m[1] + " nicht " + m[2] + " werden." }},
			{ho32bDeNurUndNich, func(m []string) string { return m[2] + " " + m[3] + " nicht " + m[4] + " müssen" + m[5] }},
		})
	}},
	// "Cannot" weakened to "we advise against".
	// de: … werden von der L9 nicht unterstützt → … werden für die L9 nicht empfohlen
	// ja: それより早い実施はできません → それより早い実施はお勧めしません
	{"b32b_prohibition_made_advice_against", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho32bJaDekimasen, s, func(m []string) string { return m[1] + "はお勧めしません" })
		}
		return hoEarliest(s, []hoFuncRule{
			{ho32bDeNichtPass, func(m []string) string { return "werden " + m[1] + " nicht empfohlen." }},
			{ho32bDeNurUndNich, func(m []string) string { return m[2] + " " + m[3] + " nur ungern " + m[4] + m[5] }},
		})
	}},
	// "Cannot" hardened into "must".
	// de: … werden von der L9 nicht unterstützt → … werden von der L9 vorausgesetzt
	// ja: 途中解約はできません → 途中解約が必要です
	{"b32b_prohibition_made_requirement", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho32bJaDekimasen, s, func(m []string) string { return m[1] + "が必要です" })
		}
		return hoFirstMatch(ho32bDeNichtPass, s, func(m []string) string { return "werden " + m[1] + " vorausgesetzt." })
	}},
	// An invitation or a tip hardened into a duty.
	// de: ein WLAN-Repeater … kann helfen → ein WLAN-Repeater … ist zwingend erforderlich
	// ja: お気軽にお問い合わせください → 必ずお問い合わせください
	{"b32b_invitation_made_obligation", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho32bJaKigaru, s, ho32bLit("必ず"))
		}
		return hoFirstMatch(ho32bDeKannHelfen, s, ho32bLit("ist zwingend erforderlich"))
	}},
	// An instruction softened into a recommendation.
	// de: Bitte bringen Sie Ihre Versichertenkarte mit. → Wir empfehlen, Ihre Versichertenkarte mitzubringen.
	// ja: 以下の点をご確認ください。 → 以下の点のご確認をお勧めします。
	{"b32b_instruction_made_recommendation", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoEarliest(s, []hoFuncRule{
				{ho32bJaKudasai, func(m []string) string {
					if m[1] == "に" && m[2] == "お問い合わせ" {
						return m[0] // an invitation (お気軽にお問い合わせください), not an instruction
					}
					p := map[string]string{"を": "の", "に": "への", "で": "での"}[m[1]]
					return p + m[2] + "をお勧めします。"
				}},
				{ho32bJaMadeToi, ho32bLit("へのお問い合わせをお勧めします。")},
			})
		}
		return hoFirstMatch(ho32bDeBitteSep, s, func(m []string) string {
			return m[1] + "Wir empfehlen, " + m[3] + " " + m[4] + "zu" + m[2] + m[5]
		})
	}},
	// Our firm commitment told as a mere possibility.
	// de: Wir senden Ihnen am 20.10.2026 … eine Ersatzlampe zu. → Wir können Ihnen am 20.10.2026 … eine Ersatzlampe zusenden.
	// ja: 訪問の30分前にお電話いたします。 → 訪問の30分前にお電話することも可能です。
	{"b32b_commitment_made_mere_possibility", "strings", func(lang, s string) string {
		if lang == "ja" {
			for _, m := range ho32bJaItashimasu.FindAllStringSubmatchIndex(s, -1) {
				verb := s[m[2]:m[3]]
				if strings.Contains(verb, "願") || strings.Contains(verb, "説明") || strings.Contains(verb, "詫") {
					continue
				}
				return s[:m[0]] + verb + "することも可能です。" + s[m[1]:]
			}
			return s
		}
		return hoEarliest(s, []hoFuncRule{
			{ho32bDeWirSepVerb, func(m []string) string {
				return m[1] + "Wir können " + m[3] + " " + m[4] + m[2] + "."
			}},
			{ho32bDeVerbWir, func(m []string) string {
				return m[1] + m[2] + " " + m[3] + " können wir " + m[5] + " " + m[4] + m[6]
			}},
		})
	}},
	// A reported request turned into the requester's own act.
	// de: Herr Strauß bittet, die Mehrkosten … freizugeben → Herr Strauß will die Mehrkosten … selbst freigeben
	// ja: 延期と予備費支出の承認を求めている → 延期と予備費支出を自ら承認する
	{"b32b_request_made_requesters_own_act", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho32bJaMotomeru, s, func(m []string) string { return "を自ら" + m[1] + "する" })
		}
		return hoEarliest(s, []hoFuncRule{
			{ho32bDeBittetDarum, func(m []string) string { return m[1] + " will selbst dafür sorgen, dass " + m[2] + "." }},
			{ho32bDeBittetZu, func(m []string) string { return "will " + m[1] + " selbst " + m[2] + m[3] }},
			{ho32bDeBittetUm, func(m []string) string { return "will " + m[1] + " " + m[2] + " selbst besorgen" + m[3] }},
		})
	}},
	// "Not A but B" or "A or B" turned into "A and B".
	// de: Gewünscht ist keine Reparatur, sondern ein Austauschgerät → Gewünscht ist eine Reparatur und ein Austauschgerät
	// ja: App Store または Google Play から → App Store および Google Play から
	{"b32b_alternative_made_cumulative", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho32bJaMataha, s, ho32bLit("および"))
		}
		return hoOrdered(s, []hoFuncRule{
			{ho32bDeSondern, func(m []string) string { return "ein" + m[1] + " " + m[2] + " und " }},
			{ho32bDeOder, ho32bLit(" und ")},
		})
	}},
	// "As agreed / as usual / according to" told as "contrary to".
	// de: Die Rechnung senden wir wie gewohnt an … → Die Rechnung senden wir anders als gewohnt an …
	// ja: お打ち合わせのとおり、お見積もりを → お打ち合わせとは異なり、お見積もりを; 引き続き → これまでとは異なり
	{"b32b_as_agreed_made_contrary", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoEarliest(s, []hoFuncRule{
				{ho32bJaToori, func(m []string) string { return m[1] + "とは異なり" }},
				{ho32bJaHikitsuzu, ho32bLit("これまでとは異なり")},
			})
		}
		return hoEarliest(s, []hoFuncRule{
			{ho32bDeWieGewohnt, ho32bLit("anders als gewohnt")},
			{ho32bDeLaut, func(m []string) string { return m[1] + "Entgegen der Aussage von " }},
		})
	}},
	// Two juxtaposed facts given an invented "therefore".
	// de: - Die nächste Sitzung findet am 12.11.2026 statt. → - Deshalb findet die nächste Sitzung am 12.11.2026 statt.
	// ja: 初期費用の予算は3億2,000万円… → そのため、初期費用の予算は3億2,000万円…
	{"b32b_juxtaposed_fact_given_therefore", "longest", ho32bTherefore},
	// "Then" read as "instead".
	// de: Bestätigen Sie anschließend Ihre E-Mail-Adresse → Bestätigen Sie stattdessen Ihre E-Mail-Adresse
	// ja: 電池を…入れてから、カバーを閉じて → 電池を…入れる代わりに、カバーを閉じて
	// A prerequisite step negated: "do A, then B" becomes "do B without A".
	// de: Speichern Sie den Plan und aktivieren Sie ihn mit … → Aktivieren Sie den Plan mit …, ohne ihn zu speichern.
	// ja: Bluetooth をオンにしてから、「機器を追加」を選び → Bluetooth をオンにせずに、…; 提供後に再テスト → 提供を待たずに再テスト
	{"b32b_prerequisite_step_negated", "strings", func(lang, s string) string {
		if lang == "ja" {
			for _, loc := range ho32bJaTekaraNeg.FindAllStringSubmatchIndex(s, -1) {
				te := s[loc[2]:loc[3]]
				head := string([]rune(te)[0])
				if n, ok := ho32bJaNeg(strings.TrimPrefix(te, head)); ok {
					return s[:loc[2]] + head + n + "、" + s[loc[1]:]
				}
			}
			return hoFirstMatch(ho32bJaAtoni, s, func(m []string) string { return m[1] + "を待たずに" })
		}
		return hoFirstMatch(ho32bDeTwoImpv, s, func(m []string) string {
			v := []rune(m[4])
			return string(unicode.ToUpper(v[0])) + string(v[1:]) + " Sie " + m[2] + " " + m[3] + " " + m[6] +
				", ohne " + m[5] + " zu " + strings.ToLower(m[1]) + "."
		})
	}},
	// The source of a report told as the cause of what it reports.
	// de: Laut Frau Dr. Vogt kommt der Verdichter erst am … → Wegen Frau Dr. Vogt kommt der Verdichter erst am …
	// ja: 松本様より、…が割れていて使えないとの連絡。 → 松本様の取り扱いにより、…が割れていて使えない。
	{"b32b_reporter_made_cause", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho32bJaYoriRenraku, s, func(m []string) string {
				return m[1] + "の取り扱いにより、" + m[2] + "状態になった"
			})
		}
		return hoEarliest(s, []hoFuncRule{
			{ho32bDeLautWegen, func(m []string) string { return m[1] + "Wegen " }},
			{ho32bDeMeldetDass, ho32bLit("hat verursacht, dass ")},
		})
	}},
	{"b32b_then_made_instead", "strings", func(lang, s string) string {
		if lang == "ja" {
			if loc := ho32bJaTekara.FindStringSubmatchIndex(s); loc != nil {
				if d, ok := ho32bJaDict(s[loc[4]:loc[5]]); ok {
					return s[:loc[4]] + d + "代わりに、" + s[loc[1]:]
				}
			}
			return hoFirstMatch(ho32bJaAtoni, s, func(m []string) string { return m[1] + "の代わりに" })
		}
		return hoFirstMatch(ho32bDeAnschl, s, ho32bLit("stattdessen"))
	}},
}
