package grade

// Blind batch 36a: certainty, evaluation and urgency drift. Every fact of the answer
// stays, but at one place it is said with a different degree of certainty, a judgement
// or an urgency the case does not support, so the reader acts on it wrongly: a routine
// request is made urgent or a deadline request told to have no hurry; a delay is called
// major or minor, an extra cost trivial or substantial; a summary speculates about a
// defect's cause, further delays, further costs or other affected units; a reported wish
// turns into a demand or a mere suggestion, or the summary takes its side or doubts that
// it can be met; a pending approval is forecast as sure; a stated event becomes a mere
// possibility (könnte, 可能性があります) and a Japanese commitment something under
// consideration (検討しております); invented threats and priority claims raise the stakes.

import (
	"regexp"
	"strings"
)

// ho36aFirstSentence applies f to the first sentence of the text that f changes.
func ho36aFirstSentence(lang, s string, f func(string) string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		old := split[r.line][r.idx]
		if nw := f(old); nw != old {
			split[r.line][r.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

// ho36aAddSentence appends add as a sentence of its own after sent, which must end a
// sentence (。 or . ! ?); sent unchanged otherwise.
func ho36aAddSentence(lang, sent, add string) string {
	trimmed := strings.TrimRight(sent, " ")
	tail := sent[len(trimmed):]
	if lang == "ja" {
		if !strings.HasSuffix(trimmed, "。") {
			return sent
		}
		return trimmed + add + tail
	}
	if !strings.HasSuffix(trimmed, ".") && !strings.HasSuffix(trimmed, "!") {
		return sent
	}
	return trimmed + " " + add + tail
}

// ho36aJaPolite says whether a Japanese sentence is in the polite (desu/masu) style.
func ho36aJaPolite(sent string) bool {
	return strings.Contains(sent, "ます") || strings.Contains(sent, "です") || strings.Contains(sent, "ください") ||
		strings.Contains(sent, "ござい") || strings.Contains(sent, "まし")
}

// ho36aAppendWhere appends a sentence after the first sentence matching re (and not
// matching skip, when set); polite and plain give the Japanese wording for the two
// styles, de the German one.
func ho36aAppendWhere(re, skip *regexp.Regexp, de, jaPolite, jaPlain string) func(lang, s string) string {
	return func(lang, s string) string {
		return ho36aFirstSentence(lang, s, func(sent string) string {
			if !re.MatchString(sent) || (skip != nil && skip.MatchString(sent)) {
				return sent
			}
			switch {
			case lang != "ja":
				if de == "" {
					return sent
				}
				return ho36aAddSentence(lang, sent, de)
			case ho36aJaPolite(sent):
				if jaPolite == "" {
					return sent
				}
				return ho36aAddSentence(lang, sent, jaPolite)
			default:
				if jaPlain == "" {
					return sent
				}
				return ho36aAddSentence(lang, sent, jaPlain)
			}
		})
	}
}

// ho36aRule rewrites one match of re with repl (regexp template syntax).
type ho36aRule struct {
	re   *regexp.Regexp
	repl string
}

func ho36aR(pat, repl string) ho36aRule { return ho36aRule{regexp.MustCompile(pat), repl} }

// ho36aEarliest rewrites the earliest match, in the text, of any of the rules.
func ho36aEarliest(s string, rules []ho36aRule) string {
	best, bestAt := -1, len(s)+1
	for i, r := range rules {
		if loc := r.re.FindStringIndex(s); loc != nil && loc[0] < bestAt {
			best, bestAt = i, loc[0]
		}
	}
	if best < 0 {
		return s
	}
	r := rules[best]
	loc := r.re.FindStringSubmatchIndex(s)
	var out []byte
	out = r.re.ExpandString(out, r.repl, s, loc)
	return s[:loc[0]] + string(out) + s[loc[1]:]
}

// ho36aRules picks the German or the Japanese rule list and rewrites the earliest match.
func ho36aRules(de, ja []ho36aRule) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return ho36aEarliest(s, ja)
		}
		return ho36aEarliest(s, de)
	}
}

// ho36aRulesInSentence is ho36aRules applied to the first sentence that a rule changes
// and that skip (when set) does not match.
func ho36aRulesInSentence(de, ja []ho36aRule, skip *regexp.Regexp) func(lang, s string) string {
	return func(lang, s string) string {
		rules := de
		if lang == "ja" {
			rules = ja
		}
		return ho36aFirstSentence(lang, s, func(sent string) string {
			if skip != nil && skip.MatchString(sent) {
				return sent
			}
			return ho36aEarliest(sent, rules)
		})
	}
}

var (
	// A request to the reader: Japanese お/ご + verb noun + ください/をお願い, German
	// "Bitte <verb> Sie" or "<verb> Sie sich bitte".
	ho36aJaRequest    = regexp.MustCompile(`[おご]\p{Han}{1,4}り?(?:ください|をお願い)`)
	ho36aDeRequest    = regexp.MustCompile(`\b[Bb]itte (?:schicken|senden|überweisen|melden|rufen|bestätigen|teilen|geben|reichen|füllen|kontaktieren|wenden|prüfen|zahlen|begleichen|informieren|antworten|retournieren) Sie (?:sich |uns |es |ihn |sie )?`)
	ho36aDeRequest2   = regexp.MustCompile(`\p{L}+ Sie (?:sich|uns|ihn|es) bitte `)
	ho36aReqSkipJa    = regexp.MustCompile(`場合|ございましたら|お気軽|までに|の[おご]\p{Han}{1,4}り?(?:ください|をお願い)`)
	ho36aReqSkipDe    = regexp.MustCompile(`spätestens|bis zum|umgehend|sofort|^(?:Falls|Wenn|Hilft|Sollte)`)
	ho36aReqSkipDeLow = regexp.MustCompile(`umgehend|sofort|^(?:- )?(?:Falls|Wenn|Hilft|Sollte)`)

	// A request of ours with a deadline (second person), or a stated payment deadline.
	ho36aOwnDeadlineDe = regexp.MustCompile(`\b[Bb]itte\b.*(?:spätestens|bis zum|bis spätestens)|(?:spätestens|bis zum|bis spätestens).*\b[Bb]itte\b`)
	ho36aOwnDeadlineJa = regexp.MustCompile(`までに.*(?:ください|お願い)|期限は`)

	// A third party's reported wish or request.
	ho36aWishDe         = regexp.MustCompile(`\b(?:bittet|wünscht|Gewünscht|fordert)\b`)
	ho36aWishJa         = regexp.MustCompile(`希望|求めて|心配され|依頼`)
	ho36aWishDeadlineDe = regexp.MustCompile(`(?:\bbittet|\bwünscht|Gewünscht).*(?:\bbis\b|spätestens|selben Tag)`)
	ho36aWishDeadlineJa = regexp.MustCompile(`まで.*(?:希望|求めて)|間に合う.*心配`)
	ho36aJaPoliteSkip   = regexp.MustCompile(`ます|ください`)

	// A delay.
	ho36aDelayDe = regexp.MustCompile(`verschiebt sich|verzögert sich|Verzögerung|verspätet`)
	ho36aDelayJa = regexp.MustCompile(`遅れ|延期|遅延|ずれ込`)

	// A defect or malfunction (not in parentheses-only mentions).
	ho36aDefectDe    = regexp.MustCompile(`flacker|tropft|Mangel|defekt|keinen Druck|undicht|Störung`)
	ho36aDefectJa    = regexp.MustCompile(`割れ|破損|不具合|冷えない|取り込めない|故障|動かない`)
	ho36aProductDe   = regexp.MustCompile(`flacker|Mangel|defekt|keinen Druck`)
	ho36aSoftwareJa  = regexp.MustCompile(`データ|システム|連携|エラー|WMS|アプリ|在庫引当`)
	ho36aCostDe      = regexp.MustCompile(`Mehrkosten`)
	ho36aCostJa      = regexp.MustCompile(`追加費用|追加料金|が加算`)
	ho36aListBullet  = regexp.MustCompile(`^(\s*(?:[-*•]|・) ?)(.+)$`)
	ho36aNumbered    = regexp.MustCompile(`^\d+\. `)
	ho36aThanksDe    = regexp.MustCompile(`\b[Dd]ank\b|[Dd]anke`)
	ho36aThanksJa    = regexp.MustCompile(`ありがとうございます|ありがとうございました`)
	ho36aReturnDe    = regexp.MustCompile(`\b(?:schicken|senden) Sie .*zurück|Rücksend.*(?:schicken|senden)`)
	ho36aReturnJa    = regexp.MustCompile(`ご返送ください|ご返送をお願い`)
	ho36aDeDateAfter = regexp.MustCompile(` am (\d{1,2}\.\d{1,2}\.\d{4})`)
	ho36aUrgentWords = regexp.MustCompile(`selben Tag|sofort|umgehend|dringend|unverzüglich|至急|早急|直ちに|すぐに|当日中`)
)

// ho36aListItem applies f to the middle bulleted (not numbered) list item of the text.
func ho36aListItem(s string, f func(prefix, item string) string) string {
	lines := strings.Split(s, "\n")
	var idx []int
	for i, l := range lines {
		if ho36aListBullet.MatchString(l) && !strings.HasPrefix(strings.TrimSpace(l), "|") {
			idx = append(idx, i)
		}
	}
	if len(idx) == 0 {
		return s
	}
	i := idx[len(idx)/2]
	m := ho36aListBullet.FindStringSubmatch(lines[i])
	lines[i] = f(m[1], m[2])
	return strings.Join(lines, "\n")
}

// ho36aMiddleNumberedStep appends add to the sentence that ends the middle numbered step.
func ho36aMiddleNumberedStep(lang, s, add string) string {
	lines := strings.Split(s, "\n")
	var idx []int
	for i, l := range lines {
		if ho36aNumbered.MatchString(l) {
			idx = append(idx, i)
		}
	}
	if len(idx) < 3 {
		return s
	}
	i := idx[len(idx)/2]
	ss := hoSentences(lang, lines[i])
	last := len(ss) - 1
	nw := ho36aAddSentence(lang, ss[last], add)
	if nw == ss[last] {
		return s
	}
	ss[last] = nw
	lines[i] = strings.Join(ss, "")
	return strings.Join(lines, "\n")
}

// ho36aDeKoennte recasts the first main clause whose finite verb is one of a small set of
// event verbs with "könnte … <infinitive>": "Die Sitzung findet am 12.11. statt." → "Die
// Sitzung könnte am 12.11. stattfinden.". Clauses led by "wir" and clauses with a comma
// are left alone.
func ho36aDeKoennte(s string) string {
	type verb struct{ finite, particle, inf string }
	verbs := []verb{
		{"findet", " statt", "stattfinden"},
		{"läuft", " weiter", "weiterlaufen"},
		{"verschiebt sich", "", "verschieben"},
		{"erfolgt", "", "erfolgen"},
		{"kommt", "", "kommen"},
		{"bleibt", "", "bleiben"},
	}
	lines := strings.Split(s, "\n")
	for li, line := range lines {
		sents := hoSentences("de", line)
		for si, sent := range sents {
			// clauses separated by "; "
			parts := strings.Split(sent, "; ")
			for pi, part := range parts {
				trimmed := strings.TrimRight(part, " ")
				tail := part[len(trimmed):]
				end := ""
				body := trimmed
				if strings.HasSuffix(body, ".") {
					end, body = ".", strings.TrimSuffix(body, ".")
				} else if pi == len(parts)-1 {
					continue
				}
				if strings.Contains(body, ",") || strings.Contains(strings.ToLower(body), "wir ") {
					continue
				}
				for _, v := range verbs {
					at := strings.Index(body, " "+v.finite+" ")
					if at < 0 {
						continue
					}
					rest := body[at+len(v.finite)+2:]
					if v.particle != "" {
						if !strings.HasSuffix(rest, v.particle) {
							continue
						}
						rest = strings.TrimSuffix(rest, v.particle)
					}
					inf := v.inf
					if v.finite == "verschiebt sich" {
						rest = "sich " + rest
					}
					nw := body[:at] + " könnte " + rest + " " + inf + end + tail
					parts[pi] = nw
					sents[si] = strings.Join(parts, "; ")
					lines[li] = strings.Join(sents, "")
					return strings.Join(lines, "\n")
				}
			}
		}
	}
	return s
}

// ho36aJaKanousei recasts the first plain statement ending in する/します/なります/
// 変わります as a mere possibility; commitments in humble form (いたします) are left alone.
var ho36aJaKanouseiRules = []ho36aRule{
	ho36aR(`(\p{Han})します。`, "${1}する可能性があります。"),
	ho36aR(`となります。`, "となる可能性があります。"),
	ho36aR(`になります。`, "になる可能性があります。"),
	ho36aR(`変わります。`, "変わる可能性があります。"),
	ho36aR(`(\p{Han})する。`, "${1}する可能性がある。"),
}

var heldOutBatch36a = []heldOutKind{
	// A routine request gets an urgency the case does not give it.
	// de: "Bitte schicken Sie die defekte Lampe …" → "Bitte schicken Sie umgehend die defekte Lampe …"
	// ja: "返送用伝票でご返送ください" → "返送用伝票で至急ご返送ください"
	{"b36a_routine_request_made_urgent", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho36aRulesInSentence(nil, []ho36aRule{ho36aR(`([おご]\p{Han}{1,4}り?(?:ください|をお願い))`, "至急$1")}, ho36aReqSkipJa)(lang, s)
		}
		return ho36aRulesInSentence([]ho36aRule{
			{ho36aDeRequest, "${0}umgehend "},
			{ho36aDeRequest2, "${0}umgehend "},
		}, nil, ho36aReqSkipDe)(lang, s)
	}},
	// A request is made one the reader may fulfil whenever convenient.
	// de: "Bitte schicken Sie die defekte Lampe …" → "Bitte schicken Sie bei Gelegenheit die defekte Lampe …"
	// ja: "10月30日までに、お見積もりへのご承認をお願いいたします" → "…お手すきの際にご承認をお願いいたします"
	{"b36a_request_made_whenever_convenient", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho36aRulesInSentence(nil, []ho36aRule{ho36aR(`([おご]\p{Han}{1,4}り?(?:ください|をお願い))`, "お手すきの際に$1")}, ho36aReqSkipJa)(lang, s)
		}
		return ho36aRulesInSentence([]ho36aRule{
			{ho36aDeRequest, "${0}bei Gelegenheit "},
			{ho36aDeRequest2, "${0}bei Gelegenheit "},
		}, nil, ho36aReqSkipDeLow)(lang, s)
	}},
	// A request of ours with a deadline is followed by the assurance that there is no hurry.
	// de: "… sagen Sie ihn bitte spätestens 24 Stunden vorher ab." → "… ab. Das hat allerdings keine Eile."
	// ja: "お支払い期限は2026年10月30日（金）です。" → "…です。なお、お急ぎいただく必要はございません。"
	{"b36a_own_deadline_request_told_no_hurry", "first", func(lang, s string) string {
		re := ho36aOwnDeadlineDe
		if lang == "ja" {
			re = ho36aOwnDeadlineJa
		}
		return ho36aAppendWhere(re, nil, "Das hat allerdings keine Eile.", "なお、お急ぎいただく必要はございません。", "")(lang, s)
	}},
	// A summary judges a third party's time-bound wish as not pressing.
	// de: "Sie bittet darum, dass noch am selben Tag ein Installateur kommt." → "… kommt. Eilig ist das allerdings nicht."
	// ja: "10月22日（木）までの交換品到着を希望。" → "…希望。なお、急ぎの対応は必要ないと思われる。"
	{"b36a_reported_wish_judged_not_pressing", "first", func(lang, s string) string {
		re := ho36aWishDe
		if lang == "ja" {
			re = ho36aWishJa
		}
		var skip *regexp.Regexp
		if lang == "ja" {
			skip = ho36aJaPoliteSkip
		}
		return ho36aAppendWhere(re, skip, "Eilig ist das allerdings nicht.", "", "なお、急ぎの対応は必要ないと思われる。")(lang, s)
	}},
	// A delay gets a speculated knock-on delay the case never states.
	// de: "… verschiebt sich die Inbetriebnahme … auf den 07.12.2026." → "… 07.12.2026. Dies dürfte weitere Verzögerungen nach sich ziehen."
	// ja: "発送が遅れております。" → "…遅れております。今後、さらに遅れが生じるおそれもございます。"
	{"b36a_delay_knockon_delays_speculated", "first", func(lang, s string) string {
		re := ho36aDelayDe
		if lang == "ja" {
			re = ho36aDelayJa
		}
		return ho36aAppendWhere(re, nil, "Dies dürfte weitere Verzögerungen nach sich ziehen.",
			"今後、さらに遅れが生じるおそれもございます。", "今後さらに遅れが生じるおそれもある。")(lang, s)
	}},
	// A delay is declared harmless, a reassurance the case does not give.
	// de: "… verschiebt sich der Versand … auf den 26.10.2026 (Montag)." → "… Weitere Auswirkungen hat das nicht."
	// ja: "…延期することを提案している。" → "…提案している。これによる影響は特にない。"
	{"b36a_delay_declared_without_consequence", "first", func(lang, s string) string {
		re := ho36aDelayDe
		if lang == "ja" {
			re = ho36aDelayJa
		}
		return ho36aAppendWhere(re, nil, "Weitere Auswirkungen hat das nicht.",
			"なお、これによる影響は特にございません。", "これによる影響は特にない。")(lang, s)
	}},
	// A defect gets a speculated cause.
	// de: "… dass Ihre Stehlampe … flackert." → "… flackert. Ursache ist vermutlich ein Materialfehler."
	// ja: "…取り込めないとの問い合わせがあった（…）。" → "…。原因はシステム側の設定ミスと思われる。"
	{"b36a_defect_cause_speculated", "first", func(lang, s string) string {
		if lang != "ja" {
			return ho36aAppendWhere(ho36aDefectDe, nil, "Ursache ist vermutlich ein Materialfehler.", "", "")(lang, s)
		}
		return ho36aFirstSentence(lang, s, func(sent string) string {
			if !ho36aDefectJa.MatchString(sent) {
				return sent
			}
			cause := "製造時の不良"
			if ho36aSoftwareJa.MatchString(sent) {
				cause = "システム側の設定ミス"
			}
			if ho36aJaPolite(sent) {
				return ho36aAddSentence(lang, sent, "原因は"+cause+"と思われます。")
			}
			return ho36aAddSentence(lang, sent, "原因は"+cause+"と思われる。")
		})
	}},
	// A defect is speculated to affect other units or customers too.
	// de: "- Mangel: Die Pumpe baut … keinen Druck mehr auf; …" → "…; … tröpfchenweise. Möglicherweise sind weitere Geräte derselben Serie betroffen."
	// ja: "フィルター差し込み口が割れていて使えないとの連絡。" → "…連絡。同じ製品の他の個体にも同様の不具合がある可能性がある。"
	{"b36a_defect_spread_to_other_units_speculated", "first", func(lang, s string) string {
		if lang != "ja" {
			return ho36aAppendWhere(ho36aProductDe, nil, "Möglicherweise sind weitere Geräte derselben Serie betroffen.", "", "")(lang, s)
		}
		return ho36aFirstSentence(lang, s, func(sent string) string {
			if !ho36aDefectJa.MatchString(sent) {
				return sent
			}
			add := "同じ製品の他の個体にも同様の不具合がある可能性があ"
			if ho36aSoftwareJa.MatchString(sent) {
				add = "他のお客様の環境でも同様の不具合が起きている可能性があ"
			}
			if ho36aJaPolite(sent) {
				return ho36aAddSentence(lang, sent, add+"ります。")
			}
			return ho36aAddSentence(lang, sent, add+"る。")
		})
	}},
	// A delay of days or a couple of weeks is called major.
	// de: "… verschiebt sich der Versand …" → "… verschiebt sich erheblich der Versand …"
	// ja: "発送が遅れております" → "発送が大幅に遅れております"
	{"b36a_delay_called_major", "first", ho36aRules(
		[]ho36aRule{ho36aR(`(verschiebt|verzögert) sich `, "$1 sich erheblich ")},
		[]ho36aRule{ho36aR(`が遅れて`, "が大幅に遅れて"), ho36aR(`(に|を)延期`, "${1}大幅に延期")},
	)},
	// A delay is played down as slight.
	// de: "… verschiebt sich die Inbetriebnahme auf den 07.12.2026" → "… verschiebt sich nur geringfügig die Inbetriebnahme auf …"
	// ja: "出荷開始日を…11月24日（火）に延期する" → "…に若干延期する"
	{"b36a_delay_played_down", "first", ho36aRules(
		[]ho36aRule{ho36aR(`(verschiebt|verzögert) sich `, "$1 sich nur geringfügig ")},
		[]ho36aRule{ho36aR(`が遅れて`, "が少しだけ遅れて"), ho36aR(`(に|を)延期`, "${1}若干延期")},
	)},
	// An extra cost is played down.
	// de: "Mehrkosten von 36.400,00 €" → "Mehrkosten von lediglich 36.400,00 €"
	// ja: "追加費用は約1,400万円" → "追加費用はわずか約1,400万円"
	{"b36a_extra_cost_played_down", "first", ho36aRules(
		[]ho36aRule{ho36aR(`Mehrkosten(:| von) `, "Mehrkosten$1 lediglich ")},
		[]ho36aRule{ho36aR(`(追加費用|追加料金)は`, "${1}はわずか"), ho36aR(`(\d[\d,]*円(?:（税込）)?)が加算`, "わずか${1}が加算")},
	)},
	// An extra cost is called substantial.
	// de: "Herr Oßwald meldet Mehrkosten von …" → "Herr Oßwald meldet erhebliche Mehrkosten von …"
	// ja: "追加費用は約1,400万円で" → "多額の追加費用は約1,400万円で"
	{"b36a_extra_cost_called_substantial", "first", ho36aRules(
		[]ho36aRule{ho36aR(`(^|\n)(- )?Mehrkosten`, "$1${2}Erhebliche Mehrkosten"), ho36aR(` Mehrkosten`, " erhebliche Mehrkosten")},
		[]ho36aRule{ho36aR(`(追加費用|追加料金)`, "多額の$1"), ho36aR(`(\d[\d,]*円(?:（税込）)?)が加算`, "${1}という大きな金額が加算")},
	)},
	// An extra cost gets a speculated further rise.
	// de: "- Mehrkosten: 18.750,00 € … zusammen 21.150,00 €." → "… Weitere Nachforderungen sind wahrscheinlich."
	// ja: "…5,500円（税込）が加算されております。" → "…。今後さらに増額となる可能性がございます。"
	{"b36a_extra_cost_further_rise_speculated", "first", func(lang, s string) string {
		re := ho36aCostDe
		if lang == "ja" {
			re = ho36aCostJa
		}
		return ho36aAppendWhere(re, nil, "Weitere Nachforderungen sind wahrscheinlich.",
			"今後さらに増額となる可能性がございます。", "今後さらに膨らむ可能性が高い。")(lang, s)
	}},
	// A reported polite request or wish is told as an insistent demand.
	// de: "Frau Köhler bittet um ein Rücksendeetikett." → "Frau Köhler verlangt nachdrücklich ein Rücksendeetikett."
	// ja: "交換品到着を希望。" → "交換品到着を強く要求。"
	{"b36a_reported_request_made_demand", "first", ho36aRules(
		[]ho36aRule{
			ho36aR(`\bbittet darum, dass`, "verlangt nachdrücklich, dass"),
			ho36aR(`\bbittet, `, "fordert nachdrücklich, "),
			ho36aR(`\bbittet um `, "verlangt nachdrücklich "),
			ho36aR(`\bGewünscht ist`, "Gefordert wird ausdrücklich"),
		},
		[]ho36aRule{ho36aR(`を希望`, "を強く要求"), ho36aR(`を求めている`, "を強く要求している")},
	)},
	// A reported request is weakened to a mere suggestion.
	// de: "Herr Strauß bittet, die Mehrkosten … freizugeben." → "Herr Strauß regt an, die Mehrkosten … freizugeben."
	// ja: "延期と予備費支出の承認を求めている" → "延期と予備費支出の承認を、可能であれば求めている"
	{"b36a_reported_request_made_mere_suggestion", "first", ho36aRules(
		[]ho36aRule{
			ho36aR(`\bbittet darum, dass`, "fände es gut, wenn"),
			ho36aR(`\bbittet, `, "regt an, "),
			ho36aR(`\bbittet um `, "würde sich gegebenenfalls freuen über "),
			ho36aR(`\bGewünscht ist`, "Denkbar wäre"),
		},
		[]ho36aRule{ho36aR(`を希望`, "を、できれば希望"), ho36aR(`を求めている`, "を、可能であれば求めている")},
	)},
	// One bulleted item of a summary or list is flagged urgent.
	// de: "- Mehrkosten: 18.750,00 € …" → "- **Dringend:** Mehrkosten: 18.750,00 € …"
	// ja: "・新しい電話番号は06-6345-7781です。" → "・【至急】新しい電話番号は06-6345-7781です。"
	{"b36a_list_item_flagged_urgent", "first", func(lang, s string) string {
		return ho36aListItem(s, func(prefix, item string) string {
			if lang == "ja" {
				return prefix + "【至急】" + item
			}
			return prefix + "**Dringend:** " + item
		})
	}},
	// A summary takes the side of a reported claim or wish.
	// de: "Sie bittet darum, dass noch am selben Tag …" → "Sie bittet zu Recht darum, dass noch am selben Tag …"
	// ja: "承認を求めている。" → "承認を求めており、これは妥当な要望である。"
	{"b36a_summary_endorses_reported_claim", "first", ho36aRules(
		[]ho36aRule{
			ho36aR(`\bbittet\b`, "bittet zu Recht"),
			ho36aR(`\bGewünscht ist`, "Zu Recht gewünscht ist"),
		},
		[]ho36aRule{
			ho36aR(`を希望。`, "を希望（もっともな要望である）。"),
			ho36aR(`を求めている。`, "を求めており、これは妥当な要望である。"),
			ho36aR(`を心配されている。`, "を心配されており、その懸念はもっともである。"),
		},
	)},
	// The timing judgement of a date flips: "erst" (later than wished) becomes "bereits"
	// (early), or a plain date gets "erst"; ja 早くても (not before) becomes 早ければ.
	// de: "kommt der Verdichter erst am 23.11.2026" → "kommt der Verdichter bereits am 23.11.2026"
	// ja: "試験の開始は、早くても2026年11月9日となります" → "試験の開始は、早ければ2026年11月9日となります"
	{"b36a_timing_judgement_erst_bereits_flipped", "first", func(lang, s string) string {
		if lang == "ja" {
			return strings.Replace(s, "早くても", "早ければ", 1)
		}
		if strings.Contains(s, " erst am ") {
			return strings.Replace(s, " erst am ", " bereits am ", 1)
		}
		return ho36aFirstSentence(lang, s, func(sent string) string {
			if strings.Contains(sent, " hat ") || strings.Contains(sent, " haben ") || strings.Contains(sent, "seit") {
				return sent
			}
			loc := ho36aDeDateAfter.FindStringIndex(sent)
			if loc == nil {
				return sent
			}
			return sent[:loc[0]] + " erst" + sent[loc[0]:]
		})
	}},
	// A Japanese commitment (いたします) becomes something under consideration.
	// ja: "500円分のクーポンをお送りいたします。" → "…クーポンをお送りすることを検討しております。"
	{"b36a_ja_commitment_made_under_consideration", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho36aEarliest(s, []ho36aRule{ho36aR(`(お送り|ご送付|発送|お届け|お電話|ご連絡|手配|返金|交換|ご返金)いたします`, "${1}することを検討しております")})
	}},
	// An instruction gets an invented threat: not following it voids the warranty.
	// de: "… schicken Sie die defekte Lampe … an uns zurück; …" → "… keine Kosten. Ohne diese Rücksendung erlischt Ihr Garantieanspruch."
	// ja: "5. …「カラダノート S5」を選択します。" → "…選択します。この手順を省略した場合、保証の対象外となります。"
	{"b36a_instruction_warranty_void_threat", "first", func(lang, s string) string {
		add := "Wird dieser Schritt ausgelassen, erlischt die Garantie."
		if lang == "ja" {
			add = "この手順を省略した場合、保証の対象外となります。"
		}
		if nw := ho36aMiddleNumberedStep(lang, s, add); nw != s {
			return nw
		}
		re := ho36aReturnDe
		if lang == "ja" {
			re = ho36aReturnJa
			add = "ご返送いただけない場合、保証の対象外となります。"
		} else {
			add = "Ohne diese Rücksendung erlischt Ihr Garantieanspruch."
		}
		return ho36aAppendWhere(re, nil, add, add, "")(lang, s)
	}},
	// A pending approval is forecast as certain.
	// de: "die Genehmigung der Gewerbeaufsicht steht noch aus." → "… steht noch aus, gilt aber als sicher."
	// ja: "延期と予備費支出の承認を求めている。" → "…承認を求めており、承認は確実とみられる。"
	{"b36a_pending_approval_forecast_as_sure", "first", ho36aRules(
		[]ho36aRule{
			ho36aR(`steht noch aus`, "steht noch aus, gilt aber als sicher"),
			ho36aR(`(\bbittet, [^;]*?freizugeben)`, "$1; die Freigabe gilt als sicher"),
			ho36aR(`(Genehmigung|Freigabe) (ist|wurde) beantragt`, "$1 $2 beantragt und gilt als sicher"),
		},
		[]ho36aRule{
			ho36aR(`承認を求めている。`, "承認を求めており、承認は確実とみられる。"),
			ho36aR(`申請中`, "申請中（承認は確実）"),
		},
	)},
	// A deadline of ours is declared non-extendable, a strictness the case does not give.
	// de: "… sagen Sie ihn bitte spätestens 24 Stunden vorher ab." → "… ab. Eine Fristverlängerung ist ausgeschlossen."
	// ja: "…前日の17時までにご連絡くださいますようお願いいたします。" → "…。なお、期限の延長は一切お受けできません。"
	{"b36a_own_deadline_declared_non_extendable", "first", func(lang, s string) string {
		re := ho36aOwnDeadlineDe
		if lang == "ja" {
			re = ho36aOwnDeadlineJa
		}
		return ho36aAppendWhere(re, nil, "Eine Fristverlängerung ist ausgeschlossen.", "なお、期限の延長は一切お受けできません。", "")(lang, s)
	}},
	// A summary doubts that a reported time-bound wish can be met.
	// de: "Gewünscht ist … ein Austauschgerät bis spätestens 19.10.2026." → "… Das dürfte kaum zu schaffen sein."
	// ja: "…間に合うかを心配されている。" → "…。ただし、期限内の対応は難しい見込み。"
	{"b36a_reported_deadline_feasibility_doubted", "first", func(lang, s string) string {
		re := ho36aWishDeadlineDe
		if lang == "ja" {
			re = ho36aWishDeadlineJa
		}
		var skip *regexp.Regexp
		if lang == "ja" {
			skip = ho36aJaPoliteSkip
		}
		return ho36aAppendWhere(re, skip, "Das dürfte kaum zu schaffen sein.", "", "ただし、期限内の対応は難しい見込み。")(lang, s)
	}},
	// A delay or fault is called surprising, a judgement the case does not make.
	// de: "… verschiebt sich der Versand …" → "… verschiebt sich überraschend der Versand …"
	// ja: "在庫引当に不具合が見つかった" → "在庫引当に予想外の不具合が見つかった"
	{"b36a_surprise_evaluation_added", "first", ho36aRules(
		[]ho36aRule{ho36aR(` erst am `, " überraschend erst am "), ho36aR(`(verschiebt|verzögert) sich `, "$1 sich überraschend ")},
		[]ho36aRule{ho36aR(`が遅れて`, "が予想外に遅れて"), ho36aR(`に不具合`, "に予想外の不具合"), ho36aR(`(に|を)延期`, "${1}予想外に延期")},
	)},
	// A stated German event becomes a mere possibility with "könnte".
	// de: "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr." → "Die Lieferung könnte am 12.11.2026 zwischen 8 und 12 Uhr erfolgen."
	{"b36a_de_event_recast_with_koennte", "first", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		return ho36aDeKoennte(s)
	}},
	// A stated Japanese event or amount becomes a mere possibility (可能性があります).
	// ja: "合計38,500円（税込）となります。" → "合計38,500円（税込）となる可能性があります。"
	{"b36a_ja_statement_recast_as_possibility", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho36aFirstSentence(lang, s, func(sent string) string {
			if strings.Contains(sent, "いたします") || strings.Contains(sent, "ください") || ho36aNumbered.MatchString(sent) {
				return sent
			}
			return ho36aEarliest(sent, ho36aJaKanouseiRules)
		})
	}},
	// A reply claims top-priority handling, an urgency the matter does not have.
	// de: "vielen Dank für Ihre Nachricht." → "… Nachricht. Wir bearbeiten Ihr Anliegen mit höchster Priorität."
	// ja: "…誠にありがとうございます。" → "…ありがとうございます。本件は最優先で対応いたします。"
	{"b36a_reply_claims_top_priority_handling", "first", func(lang, s string) string {
		re := ho36aThanksDe
		if lang == "ja" {
			re = ho36aThanksJa
		}
		return ho36aAppendWhere(re, nil, "Wir bearbeiten Ihr Anliegen mit höchster Priorität.", "本件は最優先で対応いたします。", "")(lang, s)
	}},
	// A one-paragraph summary ends with a verdict that immediate action is needed.
	// ja: "…月末の給与計算に間に合うかを心配されている。" → "…心配されている。早急な対応が必要である。"
	// de: "… Der Termin ist abgestimmt." → "… Der Termin ist abgestimmt. Sofortiges Handeln ist dringend geboten."
	{"b36a_summary_verdict_immediate_action", "first", func(lang, s string) string {
		t := strings.TrimRight(s, "\n ")
		if strings.Contains(t, "\n") || ho36aJaPoliteSkip.MatchString(t) || len([]rune(t)) < 80 || ho36aUrgentWords.MatchString(t) {
			return s
		}
		add := " Sofortiges Handeln ist dringend geboten."
		if lang == "ja" {
			if !strings.HasSuffix(t, "。") {
				return s
			}
			add = "早急な対応が必要である。"
		} else if !strings.HasSuffix(t, ".") {
			return s
		}
		return t + add + s[len(t):]
	}},
}
