package grade

// Blind batch 61a: epistemic status and certainty. Every kind keeps the answer's facts
// and changes at one place how sure the answer is of them, or on what ground it holds
// them: a fact put "in theory", a lasting state limited to "for now", a firm rule
// softened to "as a rule", an invented probability or confidence label, new information
// presented as known to the reader, a neutral report turned into a disputed claim, a
// fact limited to the writer's knowledge, a stated cause or sequence turned into an
// if-clause, a fact turned into an inferred expectation (はず, müsste), a statement
// turned into a tag question, a figure flagged for rechecking, a fact stamped with a
// stale as-of date, an invented conflicting source and an outcome left to luck.

import (
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

var (
	// ho61aDeFinite finds a finite verb of a German main clause in the goldens' facts,
	// with an inverted subject or a dative pronoun kept beside it.
	ho61aDeFinite = regexp.MustCompile(`\b(?:erfolgt|bleibt|verschiebt sich|kommt|findet|ist|tropft|läuft|beträgt|senden wir|liefern wir|bestätigen wir|zeigt|baut)(?: Ihnen)?\b`)
	// ho61aDeInfVerb is a finite verb ho61aDeExpect can put after müsste.
	ho61aDeInfVerb = regexp.MustCompile(`\b(ist|bleibt|erfolgt|beträgt|kommt|tropft|läuft|findet|verschiebt sich) `)
	// ho61aMarker is a list marker at the start of a line.
	ho61aMarker = regexp.MustCompile(`^\s*(?:\d+\. |[-*・] ?)`)
	ho61aDigit  = regexp.MustCompile(`\d`)
	// ho61aDeDate is a German date with an optional weekday in brackets after it.
	ho61aDeDate = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4})(?: \((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\))?|(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (\d{4})`)
	// ho61aDePrepDate is a German date with the preposition before it.
	ho61aDePrepDate = regexp.MustCompile(`\b(?:am|bis zum|bis|vom|auf den|ab) (?:(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), )?(?:\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4})`)
	// ho61aJaDate is a Japanese date with an optional weekday after it.
	ho61aJaDate = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日(?:（[月火水木金土日]）)?`)
	// ho61aJaDateUse is a Japanese date followed by what makes it a fact of the sentence.
	ho61aJaDateUse = regexp.MustCompile(`(^|[^年\d])((?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（[月火水木金土日]）)?(?:\d{1,2}時)?(?:に|まで|です|から|へ|となります))`)
	ho61aISO       = regexp.MustCompile(`(\d{4})-(\d{2})-(\d{2})`)
	ho61aDeAmount  = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} ?€`)
	ho61aJaAmount  = regexp.MustCompile(`\d[\d,]*(?:億\d[\d,]*)?万?(?:円|ユーロ)(?:（税[込抜別]）)?`)
	// ho61aJaPolite is a sentence that ends in a plain statement.
	ho61aJaStatement = regexp.MustCompile(`(?:です|ます|する|した|いる|ある|た)。\s*$`)
	ho61aJaRequest   = regexp.MustCompile(`お願い|ください|ございましたら|ありがとう`)
	ho61aJaHazu      = regexp.MustCompile(`([\p{Han}\p{Katakana}ー\d）]|まで)です。(\s*)$|する。(\s*)$`)
	ho61aJaTag       = regexp.MustCompile(`(です)。(\s*)$`)
	ho61aDeEnd       = regexp.MustCompile(`\.(\s*)$`)
	// ho61aJaFigure is a date, amount or counted figure of a Japanese sentence (not an ID).
	ho61aJaFigure = regexp.MustCompile(`\d{1,2}月\d{1,2}日|\d[\d,]*(?:億\d[\d,]*)?万?(?:円|ユーロ)|\d+(?:秒|分|時|個|名|週間|階|メートル|%)|\d{2,4}-\d{2,4}-\d{3,4}`)
	// ho61aDeEvent is a German finite verb of an event or a commitment, which luck can decide.
	ho61aDeEvent = regexp.MustCompile(`\b(?:erfolgt|kommt|findet|verschiebt sich|senden wir|liefern wir|bleibt|zeigt)(?: Ihnen)?\b`)
	// ho61aJaEvent is a Japanese event or commitment, which luck can decide.
	ho61aJaEvent = regexp.MustCompile(`発送|お届け|お電話|回答|移転|表示|送られ|終わり`)
	ho61aDeAsk   = regexp.MustCompile(`(?i)\bbitte|Gewünscht`)
	ho61aJaEnd   = regexp.MustCompile(`。(\s*)$`)
)

var ho61aDeMonths = map[string]int{"Januar": 1, "Februar": 2, "März": 3, "April": 4, "Mai": 5, "Juni": 6, "Juli": 7,
	"August": 8, "September": 9, "Oktober": 10, "November": 11, "Dezember": 12}

// ho61aBody strips a sentence's list marker; the marker and the rest.
func ho61aBody(sent string) (string, string) {
	m := ho61aMarker.FindString(sent)
	return m, sent[len(m):]
}

// ho61aPick applies f to one sentence of s that f changes: the first ("first"), the last
// ("last") or the first from the middle on ("middle"); s unchanged when f changes none.
func ho61aPick(lang, s, which string, f func(string) string) string {
	if which == "middle" {
		return hoMiddleSentence(lang, s, f)
	}
	split, refs := hoAllSentences(lang, s)
	for k := range refs {
		ref := refs[k]
		if which == "last" {
			ref = refs[len(refs)-1-k]
		}
		old := split[ref.line][ref.idx]
		if nw := f(old); nw != old {
			split[ref.line][ref.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

// ho61aDeFact finds where a German fact sentence's finite verb ends: the sentence holds
// a figure (not counting its list marker), is no table row or request, and its verb is
// followed by a word. -1 when the sentence is none.
func ho61aDeFact(sent string) int {
	return ho61aDeFactVerb(sent, ho61aDeFinite)
}

// ho61aDeFactVerb is ho61aDeFact with the finite verbs of verbs.
func ho61aDeFactVerb(sent string, verbs *regexp.Regexp) int {
	_, body := ho61aBody(sent)
	if strings.HasPrefix(strings.TrimSpace(sent), "|") || strings.HasPrefix(body, "Bitte") || !ho61aDigit.MatchString(body) {
		return -1
	}
	for _, m := range verbs.FindAllStringIndex(sent, -1) {
		rest := sent[m[1]:]
		if len(rest) < 2 || rest[0] != ' ' {
			continue
		}
		r, _ := utf8.DecodeRuneInString(rest[1:])
		if strings.ContainsRune(".,;:!?", r) {
			continue
		}
		return m[1]
	}
	return -1
}

// ho61aJaFact says whether a Japanese sentence is a statement of fact with a figure.
func ho61aJaFact(sent string) bool {
	_, body := ho61aBody(sent)
	return ho61aJaFigure.MatchString(body) && ho61aJaStatement.MatchString(body) && !ho61aJaRequest.MatchString(body)
}

// ho61aInsert puts de after the finite verb of a German fact sentence, or ja before a
// Japanese fact sentence (after its list marker).
func ho61aInsert(lang, s, which, de, ja string) string {
	return ho61aInsertIn(lang, s, which, de, ja, ho61aDeFinite, nil)
}

// ho61aInsertIn is ho61aInsert for sentences with one of deVerbs, or (Japanese) a match
// of jaNeed when it is not nil.
func ho61aInsertIn(lang, s, which, de, ja string, deVerbs, jaNeed *regexp.Regexp) string {
	return ho61aPick(lang, s, which, func(sent string) string {
		if lang == "ja" {
			if !ho61aJaFact(sent) || (jaNeed != nil && !jaNeed.MatchString(sent)) {
				return sent
			}
			m, body := ho61aBody(sent)
			return m + ja + body
		}
		at := ho61aDeFactVerb(sent, deVerbs)
		if at < 0 {
			return sent
		}
		return sent[:at] + de + sent[at:]
	})
}

// ho61aNextDay is the day after a date, written as the date was.
func ho61aNextDay(lang, date string) string {
	if m := ho61aISO.FindStringSubmatch(date); m != nil {
		y, _ := strconv.Atoi(m[1])
		mo, _ := strconv.Atoi(m[2])
		d, _ := strconv.Atoi(m[3])
		return time.Date(y, time.Month(mo), d+1, 0, 0, 0, 0, time.UTC).Format("2006-01-02")
	}
	if lang == "ja" {
		m := ho61aJaDate.FindStringSubmatch(date)
		if m == nil {
			return ""
		}
		y, _ := strconv.Atoi(m[1])
		mo, _ := strconv.Atoi(m[2])
		d, _ := strconv.Atoi(m[3])
		if y == 0 {
			n := time.Date(2026, time.Month(mo), d+1, 0, 0, 0, 0, time.UTC)
			return strconv.Itoa(int(n.Month())) + "月" + strconv.Itoa(n.Day()) + "日"
		}
		n := time.Date(y, time.Month(mo), d+1, 0, 0, 0, 0, time.UTC)
		return strconv.Itoa(n.Year()) + "年" + strconv.Itoa(int(n.Month())) + "月" + strconv.Itoa(n.Day()) + "日"
	}
	m := ho61aDeDate.FindStringSubmatch(date)
	if m == nil {
		return ""
	}
	if m[1] != "" {
		d, _ := strconv.Atoi(m[1])
		mo, _ := strconv.Atoi(m[2])
		y, _ := strconv.Atoi(m[3])
		return time.Date(y, time.Month(mo), d+1, 0, 0, 0, 0, time.UTC).Format("02.01.2006")
	}
	d, _ := strconv.Atoi(m[4])
	y, _ := strconv.Atoi(m[6])
	n := time.Date(y, time.Month(ho61aDeMonths[m[5]]), d+1, 0, 0, 0, 0, time.UTC)
	for name, v := range ho61aDeMonths {
		if v == int(n.Month()) {
			return strconv.Itoa(n.Day()) + ". " + name + " " + strconv.Itoa(n.Year())
		}
	}
	return ""
}

// ho61aDateLoc finds the first or last date of s (ISO dates too): its start and end.
func ho61aDateLoc(lang, s string, last bool) []int {
	var locs [][]int
	if lang == "ja" {
		locs = ho61aJaDate.FindAllStringIndex(s, -1)
	} else {
		locs = ho61aDeDate.FindAllStringIndex(s, -1)
	}
	locs = append(locs, ho61aISO.FindAllStringIndex(s, -1)...)
	var best []int
	for _, l := range locs {
		if best == nil || (last && l[0] > best[0]) || (!last && l[0] < best[0]) {
			best = l
		}
	}
	return best
}

// ho61aExpectDe turns a German fact into an inferred expectation: "Die Lieferung erfolgt
// am 12.11.2026 …" → "Die Lieferung müsste am 12.11.2026 … erfolgen".
func ho61aExpectDe(sent string) string {
	_, body := ho61aBody(sent)
	if strings.HasPrefix(strings.TrimSpace(sent), "|") || strings.HasPrefix(body, "Gewünscht") || !ho61aDigit.MatchString(body) {
		return sent
	}
	inf := map[string]string{"ist": "sein", "bleibt": "bleiben", "erfolgt": "erfolgen", "beträgt": "betragen", "kommt": "kommen",
		"tropft": "tropfen", "läuft": "laufen", "findet": "finden", "verschiebt sich": "verschieben"}
	for _, m := range ho61aDeInfVerb.FindAllStringSubmatchIndex(sent, -1) {
		verb := sent[m[2]:m[3]]
		rest := sent[m[1]:]
		end := len(rest)
		for _, sep := range []string{"; ", ", ", ";"} {
			if i := strings.Index(rest, sep); i >= 0 && i < end {
				end = i
			}
		}
		if loc := ho61aDeEnd.FindStringIndex(rest); loc != nil && loc[0] < end {
			end = loc[0]
		}
		clause := rest[:end]
		if clause == "" || strings.Contains(clause, "Dr.") || strings.Contains(clause, "Nr.") || strings.Contains(clause, " dass ") {
			continue
		}
		v := inf[verb]
		if verb == "findet" {
			if !strings.HasSuffix(clause, " statt") {
				continue
			}
			clause, v = strings.TrimSuffix(clause, " statt"), "stattfinden"
		}
		head := "müsste "
		if verb == "verschiebt sich" {
			head = "müsste sich "
		}
		return sent[:m[0]] + head + clause + " " + v + rest[end:]
	}
	return sent
}

var heldOutBatch61a = []heldOutKind{
	// A fact put "in theory", which tells the reader it may not hold in practice:
	// Die Lieferung erfolgt am 12.11.2026 → Die Lieferung erfolgt theoretisch am 12.11.2026;
	// 固定価格は1,480ユーロ（税別）です。→ 理論上は、固定価格は1,480ユーロ（税別）です。
	{"b61a_fact_qualified_in_theory", "first", func(lang, s string) string {
		return ho61aInsert(lang, s, "first", " theoretisch", "理論上は、")
	}},
	// A lasting state or rule limited to "for now", which announces a change nobody
	// stated: Der Rechnungsbetrag bleibt unverändert → bleibt vorerst unverändert;
	// FAX番号（06-6345-7790）は変わりません → は当面変わりません.
	{"b61a_lasting_state_limited_to_for_now", "first", hoByLang(
		[]hoRule{
			hoR(`は変わりません`, "は当面変わりません"),
			hoR(`はできません`, "は当面できません"),
			hoR(`は不要です`, "は当面不要です"),
			hoR(`引き続き`, "当面"),
		},
		[]hoRule{
			hoR(`\bbleibt (unverändert|eingehalten)\b`, "bleibt vorerst $1"),
			hoR(`\bnicht unterstützt\b`, "vorerst nicht unterstützt"),
			hoR(`\bkeine Kosten\b`, "vorerst keine Kosten"),
			hoR(`\bnur werktags\b`, "vorerst nur werktags"),
			hoR(`\bkeine Reparatur\b`, "vorerst keine Reparatur"),
		})},
	// A firm rule softened to "as a rule", which admits exceptions the case does not
	// have: 契約期間中の途中解約はできません → 途中解約は原則としてできません;
	// kostenlos eine Ersatzlampe → in der Regel kostenlos eine Ersatzlampe.
	{"b61a_firm_rule_softened_to_as_a_rule", "first", hoByLang(
		[]hoRule{
			hoR(`は変わりません`, "は原則として変わりません"),
			hoR(`はできません`, "は原則としてできません"),
			hoR(`は不要です`, "は原則として不要です"),
			hoR(`前日の(\d{1,2})時までに`, "原則として前日の${1}時までに"),
		},
		[]hoRule{
			hoR(`\bkostenlos\b`, "in der Regel kostenlos"),
			hoR(`\bnicht unterstützt\b`, "in der Regel nicht unterstützt"),
			hoR(`\bkeine Kosten\b`, "in der Regel keine Kosten"),
			hoR(`\bnur werktags\b`, "in der Regel nur werktags"),
		})},
	// An invented probability put on the last dated fact: auf den 26.10.2026 → mit
	// 90-prozentiger Wahrscheinlichkeit auf den 26.10.2026; 10月21日（水）です →
	// 90%の確率で10月21日（水）です.
	{"b61a_dated_fact_given_invented_probability", "first", func(lang, s string) string {
		return ho61aPick(lang, s, "last", func(sent string) string {
			if lang == "ja" {
				if ho61aJaRequest.MatchString(sent) {
					return sent
				}
				locs := ho61aJaDateUse.FindAllStringSubmatchIndex(sent, -1)
				if locs == nil {
					return sent
				}
				l := locs[len(locs)-1]
				return sent[:l[4]] + "90%の確率で" + sent[l[4]:]
			}
			if ho61aDeAsk.MatchString(sent) {
				return sent
			}
			locs := ho61aDePrepDate.FindAllStringIndex(sent, -1)
			if locs == nil {
				return sent
			}
			l := locs[len(locs)-1]
			return sent[:l[0]] + "mit 90-prozentiger Wahrscheinlichkeit " + sent[l[0]:]
		})
	}},
	// New information presented as already known to the reader: Die Lieferung erfolgt
	// am 12.11.2026 → Die Lieferung erfolgt, wie Sie wissen, am 12.11.2026;
	// お支払い期限は… → ご存じのとおり、お支払い期限は….
	{"b61a_new_information_presented_as_known_to_reader", "first", func(lang, s string) string {
		return ho61aInsert(lang, s, "last", ", wie Sie wissen,", "ご存じのとおり、")
	}},
	// A neutral report turned into a disputed claim: Frau Müller … meldet, dass →
	// behauptet, dass; Mangel: → Angeblicher Mangel:; 取り込めないとの問い合わせ →
	// 取り込めないと主張する問い合わせ.
	{"b61a_neutral_report_made_disputed_claim", "first", hoByLang(
		[]hoRule{
			hoR(`との問い合わせ`, "と主張する問い合わせ"),
			hoR(`との連絡`, "との主張"),
		},
		[]hoRule{
			hoR(`\bmeldet, dass\b`, "behauptet, dass"),
			hoR(`\bmeldet (\p{Lu}\p{Ll}+)`, "meldet angebliche $1"),
			hoR(`(?m)^(- )?Mangel:`, "${1}Angeblicher Mangel:"),
			hoR(`\bLaut (Frau|Herrn?) `, "Nach Behauptung von $1 "),
		})},
	// A fact limited to what the writer happens to know: Der Rechnungsbetrag bleibt
	// unverändert → bleibt, soweit uns bekannt, unverändert; 固定価格は1,480ユーロ（税別）です
	// → 当方で把握している限りでは、固定価格は….
	{"b61a_fact_limited_to_writers_knowledge", "first", func(lang, s string) string {
		return ho61aInsert(lang, s, "first", ", soweit uns bekannt,", "当方で把握している限りでは、")
	}},
	// A stated cause or a sure sequence turned into an if-clause, so that what happened
	// becomes a hypothesis: Weil die nötigen Stahlträger … erst am 28.10.2026 geliefert
	// werden → Falls die nötigen Stahlträger …; 追加していただいたため、→ 追加していただいた場合は、.
	{"b61a_stated_cause_or_sequence_made_if_clause", "first", hoByLang(
		[]hoRule{
			hoR(`(た|な)ため、`, "${1}場合は、"),
			hoR(`いたしますので、`, "できた場合は、"),
			hoR(`が完了すると、`, "が完了した場合は、"),
		},
		[]hoRule{
			hoR(`(?m)(^|[.;:] |- )Weil `, "${1}Falls "),
			hoR(`\bSobald `, "Falls "),
			hoR(`, da `, ", falls "),
		})},
	// A fact turned into an inferred expectation (はず, müsste): Die Lieferung erfolgt am
	// 12.11.2026 zwischen 8 und 12 Uhr → Die Lieferung müsste am 12.11.2026 zwischen 8 und
	// 12 Uhr erfolgen; お支払い期限は2026年10月30日（金）です → …（金）のはずです.
	{"b61a_fact_made_inferred_expectation", "first", func(lang, s string) string {
		return ho61aPick(lang, s, "first", func(sent string) string {
			if lang != "ja" {
				return ho61aExpectDe(sent)
			}
			_, body := ho61aBody(sent)
			if !ho61aDigit.MatchString(body) || ho61aJaRequest.MatchString(body) {
				return sent
			}
			return hoFirstMatch(ho61aJaHazu, sent, func(m []string) string {
				if m[1] != "" {
					return m[1] + "のはずです。" + m[2]
				}
				return "するはずだ。" + m[3]
			})
		})
	}},
	// A statement of fact turned into a tag question that asks the reader to confirm
	// it: Die Rechnung … 1.850,00 €. → …1.850,00 €, nicht wahr?; 新しいお届け予定日は
	// 10月21日（水）です。→ …（水）ですよね。
	{"b61a_fact_turned_into_tag_question", "first", func(lang, s string) string {
		return ho61aPick(lang, s, "last", func(sent string) string {
			if lang == "ja" {
				if !ho61aJaFact(sent) {
					return sent
				}
				return hoFirstMatch(ho61aJaTag, sent, func(m []string) string { return m[1] + "よね。" + m[2] })
			}
			if ho61aDeFact(sent) < 0 {
				return sent
			}
			return hoFirstMatch(ho61aDeEnd, sent, func(m []string) string { return ", nicht wahr?" + m[1] })
		})
	}},
	// A confidence label put after the first date, as a model unsure of it would:
	// "2026-10-21" → "2026-10-21 (Konfidenz: mittel)"; 10月16日に → 10月16日（確度：中）に.
	{"b61a_date_given_confidence_label", "first", func(lang, s string) string {
		l := ho61aDateLoc(lang, s, false)
		if l == nil {
			return s
		}
		if lang == "ja" {
			return s[:l[1]] + "（確度：中）" + s[l[1]:]
		}
		return s[:l[1]] + " (Konfidenz: mittel)" + s[l[1]:]
	}},
	// The last amount flagged for rechecking, so the writer does not vouch for it:
	// Rechnungsbetrag 1.249,90 € → 1.249,90 € (bitte nachrechnen); 合計（税抜）：53,900円 →
	// 53,900円（要検算）.
	{"b61a_amount_flagged_for_recheck", "first", func(lang, s string) string {
		re, add := ho61aDeAmount, " (bitte nachrechnen)"
		if lang == "ja" {
			re, add = ho61aJaAmount, "（要検算）"
		}
		locs := re.FindAllStringIndex(s, -1)
		if locs == nil {
			return s
		}
		l := locs[len(locs)-1]
		return s[:l[1]] + add + s[l[1]:]
	}},
	// The first dated fact stamped as information of a past date, so it may be
	// outdated: …zwischen 8 und 12 Uhr. → …zwischen 8 und 12 Uhr (Stand: Januar 2025).;
	// 試験の開始は、早くても2026年11月9日となります。→ …となります（2025年1月時点の情報）。
	{"b61a_dated_fact_stamped_with_stale_as_of", "first", func(lang, s string) string {
		return ho61aPick(lang, s, "first", func(sent string) string {
			if lang == "ja" {
				if ho61aJaDate.FindString(sent) == "" || !ho61aJaFact(sent) {
					return sent
				}
				return hoFirstMatch(ho61aJaEnd, sent, func(m []string) string { return "（2025年1月時点の情報）。" + m[1] })
			}
			if ho61aDeDate.FindString(sent) == "" || ho61aDeFact(sent) < 0 {
				return sent
			}
			return hoFirstMatch(ho61aDeEnd, sent, func(m []string) string { return " (Stand: Januar 2025)." + m[1] })
		})
	}},
	// An invented source that gives the day after the last date: auf den 26.10.2026
	// (Montag) → … (Montag) (anderen Angaben zufolge der 27.10.2026); 10月30日（金）→
	// 10月30日（金）（別の資料では10月31日）.
	{"b61a_invented_conflicting_source_for_date", "first", func(lang, s string) string {
		l := ho61aDateLoc(lang, s, true)
		if l == nil {
			return s
		}
		next := ho61aNextDay(lang, s[l[0]:l[1]])
		if next == "" {
			return s
		}
		if lang == "ja" {
			return s[:l[1]] + "（別の資料では" + next + "）" + s[l[1]:]
		}
		return s[:l[1]] + " (anderen Angaben zufolge der " + next + ")" + s[l[1]:]
	}},
	// An outcome left to luck: Der Kopplungsmodus bleibt 10 Minuten aktiv → bleibt mit
	// etwas Glück 10 Minuten aktiv; 交換品は10月19日に発送いたしますので → うまくいけば、交換品は….
	{"b61a_outcome_left_to_luck", "first", func(lang, s string) string {
		return ho61aInsertIn(lang, s, "middle", " mit etwas Glück", "うまくいけば、", ho61aDeEvent, ho61aJaEvent)
	}},
}

// ho61aChangedSentence is the first sentence of golden that damaged changes, and what it
// became.
func ho61aChangedSentence(lang, golden, damaged string) (string, string) {
	gs, gr := hoAllSentences(lang, golden)
	ds, dr := hoAllSentences(lang, damaged)
	for i := 0; i < len(gr) && i < len(dr); i++ {
		g, d := gs[gr[i].line][gr[i].idx], ds[dr[i].line][dr[i].idx]
		if g != d {
			return g, d
		}
	}
	return golden, damaged
}
