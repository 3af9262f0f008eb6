package grade

// Blind batch 67c: omissions that leave a fluent, plausible answer. Every kind takes
// something out at one place and adds nothing: the old value of a change, the one
// sentence that carries a reader's deadline or a figure of money, the "how" or "with
// what" of a step, a statement of what cannot be done or is refused, the named person
// behind a unit or role, an interim or still pending state, the customer's own wish
// or worry in a summary, the trailing note of a list item, our own dated commitment,
// the one sentence that gives an address, and the count of a counted noun. What is
// left reads complete, and says less, or more widely, than the case allows.

import (
	"regexp"
	"strings"
)

// ho67cRule is one pattern and its replacement template.
type ho67cRule struct {
	re   *regexp.Regexp
	repl string
}

func ho67cR(pattern, repl string) ho67cRule {
	return ho67cRule{regexp.MustCompile(pattern), repl}
}

// ho67cFirstRule applies the first rule that matches, at its first match only.
func ho67cFirstRule(s string, rules []ho67cRule) string {
	for _, r := range rules {
		loc := r.re.FindStringSubmatchIndex(s)
		if loc == nil {
			continue
		}
		var dst []byte
		dst = r.re.ExpandString(dst, r.repl, s, loc)
		if out := s[:loc[0]] + string(dst) + s[loc[1]:]; out != s {
			return out
		}
	}
	return s
}

var (
	ho67cMarker    = regexp.MustCompile(`^(?:[-*•] |・|\d+\. )`)
	ho67cNumMarker = regexp.MustCompile(`^\d+\.$`)
)

// ho67cIsMarkerOnly reports whether a line holds nothing but a list marker.
func ho67cIsMarkerOnly(line string) bool {
	t := strings.TrimSpace(line)
	return t == "" || t == "-" || t == "・" || t == "*" || t == "•" || ho67cNumMarker.MatchString(t)
}

// ho67cDropSentence removes the first sentence for which pred is true (pred sees the
// sentence without its list marker and surrounding spaces). A line left empty, or
// with nothing but its marker, is removed whole; a list item that loses its first
// sentence keeps its marker on the next one.
func ho67cDropSentence(lang, s string, pred func(sent string) bool) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		ss := split[r.line]
		sent := ss[r.idx]
		bare := strings.TrimSpace(sent)
		marker := ""
		if r.idx == 0 {
			marker = ho67cMarker.FindString(bare)
			bare = strings.TrimSpace(strings.TrimPrefix(bare, marker))
		}
		if bare == "" || !pred(bare) {
			continue
		}
		rest := append(append([]string{}, ss[:r.idx]...), ss[r.idx+1:]...)
		if r.idx == 0 && marker != "" && len(rest) > 0 {
			rest[0] = marker + strings.TrimLeft(rest[0], " ")
		}
		lines := strings.Split(hoJoin(split), "\n")
		newLine := strings.TrimRight(strings.Join(rest, ""), " ")
		if ho67cIsMarkerOnly(newLine) {
			lines = append(lines[:r.line], lines[r.line+1:]...)
		} else {
			lines[r.line] = newLine
		}
		return strings.Join(lines, "\n")
	}
	return s
}

// ho67cDropLine removes the first line that re matches.
func ho67cDropLine(s string, re *regexp.Regexp) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if re.MatchString(l) {
			return strings.Join(append(lines[:i:i], lines[i+1:]...), "\n")
		}
	}
	return s
}

var (
	// A date in either language, to tell dated sentences apart.
	ho67cAnyDate = regexp.MustCompile(`\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)|\d{1,2}月\d{1,2}日`)

	// b67c_change_origin_value_dropped_only_new_value_left
	ho67cOrigin = []ho67cRule{
		ho67cR(`( erst am \d{1,2}\.\d{1,2}\.\d{4}) statt (?:am |dem )?\d{1,2}\.\d{1,2}\.\d{4}`, "$1"),
		ho67cR(` vom \d{1,2}\.\d{1,2}\.\d{4}(?: \(\p{L}+\))? (auf den )`, " $1"),
		ho67cR(`(\d{1,3}(?:\.\d{3})*,\d{2} €) statt \d{1,3}(?:\.\d{3})*,\d{2} €`, "$1"),
		ho67cR(`(\d{4}年)\d{1,2}月\d{1,2}日(?:（\p{Han}）)?から(\d{1,2}月\d{1,2}日)`, "$1$2"),
		ho67cR(`\d{1,2}月\d{1,2}日(?:（\p{Han}）)?から(\d{1,2}月\d{1,2}日)`, "$1"),
		ho67cR(`、\d{1,2}月\d{1,2}日に(お届けする予定でしたが)`, "、$1"),
	}

	// b67c_sole_deadline_sentence_dropped_rest_kept
	ho67cDeDeadline = regexp.MustCompile(`\bspätestens\b|\bbis zum \d{1,2}\.\d{1,2}\.\d{4} (?:\p{Ll}+ )?(?:freizugeben|zu bestätigen|zu bezahlen|zu zahlen|zurückzusenden|mitzuteilen|einzureichen)`)
	ho67cJaDeadline = regexp.MustCompile(`までに|期限`)
	ho67cJaEstimate = regexp.MustCompile(`見込み|予定`)

	// b67c_sole_money_sentence_dropped_rest_kept
	ho67cDeNoCost   = regexp.MustCompile(`[;,] (?:für Sie )?(?:entstehen|fallen) (?:dabei |Ihnen |hierfür )?keine (?:weiteren )?Kosten(?: an)?`)
	ho67cDeMoneyW   = regexp.MustCompile(`Mehrkosten|Rechnungsbetrag|Festpreis|Preis|Kosten|Gebühr`)
	ho67cDeMoneyFig = regexp.MustCompile(`\d,\d{2} ?(?:€|EUR|Euro)`)
	ho67cJaMoneyW   = regexp.MustCompile(`追加費用|固定価格|料金|価格|クーポン|手数料`)
	ho67cJaMoneyFig = regexp.MustCompile(`\d(?:万)?円|ユーロ`)

	// b67c_step_loses_its_how_where_or_with_what_requirement
	ho67cStepMeans = []ho67cRule{
		ho67cR(` am Bedienteil(?: der [\p{L}-]+)?( zu )`, "$1"),
		ho67cR(` mit (?:dem|der|den) beiliegenden [\p{L}-]+( an uns)`, "$1"),
		ho67cR(`、プラス面が上になるように(入れ)`, "$1"),
		ho67cR(`(は、)(?:\p{Han}+に)?同梱の返送用伝票で(ご返送)`, "$1$2"),
		ho67cR(`本体を硬く平らな床に`, "本体を床に"),
	}

	// b67c_cannot_or_refusal_statement_dropped_option_left_open
	ho67cDeCannot   = regexp.MustCompile(`nicht unterstützt|nicht möglich|nicht am Wochenende|nicht verfügbar`)
	ho67cDeRefusal  = regexp.MustCompile(`\b(ist|sind|wird) keine \p{Lu}\p{Ll}+, sondern `)
	ho67cJaCannotEl = regexp.MustCompile(`"[^"]{2,60}(?:できません|不可)。?",\s*`)

	// b67c_named_person_dropped_only_unit_or_role_left
	ho67cPerson = []ho67cRule{
		ho67cR(`(?m)^z\. ?Hd\. [^\n]+\n`, ""),
		ho67cR(`(\p{Han}部)の\p{Han}{1,3}(?:部長|課長|係長|室長)(に|へ|が)`, "$1$2"),
		ho67cR(`(担当|責任者)の\p{Han}{1,3}(?: ?\p{Han}{1,3})?(が|は)`, "$1$2"),
	}

	// b67c_interim_or_pending_state_clause_dropped
	ho67cInterim = []ho67cRule{
		ho67cR(`[,;] [^,;.\n]{3,60} steht noch aus`, ""),
		ho67cR(`; bis dahin [^;.\n]+`, ""),
		ho67cR(`(?:Herr|Frau) \p{Lu}\p{L}+ ist bis (?:zum )?\d{1,2}\.\d{1,2}\.\d{4} (?:verreist|abwesend|im Urlaub|nicht erreichbar), aber `, ""),
		ho67cR(`、\d{1,2}月分までは(?:正常|問題なく[^）。]*)`, ""),
	}
	ho67cJaOldSite = regexp.MustCompile(`^・旧\p{Han}+.*までです。?$`)

	// b67c_customers_own_wish_or_worry_dropped_from_summary
	ho67cDeWish = regexp.MustCompile(`\bbittet (?:um|darum)\b`)
	ho67cJaWish = regexp.MustCompile(`を希望|を心配`)

	// b67c_list_item_keeps_action_loses_its_note_sentence
	ho67cListLine = regexp.MustCompile(`^(?:\d+\. |- |・)`)
	ho67cDeImper  = regexp.MustCompile(`\bSie\b|^Bitte\b`)
	ho67cDigit    = regexp.MustCompile(`\d`)

	// b67c_own_dated_commitment_sentence_dropped
	ho67cDeWe        = regexp.MustCompile(`\b[Ww]ir\b|^Die Lieferung erfolgt\b`)
	ho67cJaCommit    = regexp.MustCompile(`(?:お電話|発送|お届け|お送り|お伺い)いたします`)
	ho67cJaWhenWords = regexp.MustCompile(`\d{1,2}月\d{1,2}日|当日|前日|\d+分前`)

	// b67c_sole_address_or_destination_sentence_dropped
	ho67cJaAddrLine = regexp.MustCompile(`^(?:・)?(?:新住所|[^\n]{0,12}宛先|送付先住所)[^\n]*(?:〒|\d{5}|\d{3}-\d{4})`)
	ho67cDeAddrSent = regexp.MustCompile(`[Aa]nschrift: .*\d{5} `)

	// b67c_count_dropped_from_counted_noun
	ho67cJaCount = []ho67cRule{
		ho67cR(`(\p{Han}|\p{Katakana}|）)\d{1,3}(?:個|台|本|枚|冊)(を|の)`, "$1$2"),
		ho67cR(`を\d{1,3}名(追加|登録|削除)`, "を$1"),
		ho67cR(`\d{1,2}週間の(再テスト|テスト|研修|工事)`, "$1"),
	}
)

var heldOutBatch67c = []heldOutKind{
	// The old value of a change is dropped, only the new one is left, so the answer no
	// longer says what changed: "kommt der Verdichter erst am 23.11.2026 statt am
	// 02.11.2026" → "erst am 23.11.2026"; "出荷開始日を2026年11月9日から11月24日（火）に延期"
	// → "出荷開始日を2026年11月24日（火）に延期".
	{"b67c_change_origin_value_dropped_only_new_value_left", "first", func(lang, s string) string {
		return ho67cFirstRule(s, ho67cOrigin)
	}},
	// The one sentence that carries the reader's (or the requested) deadline is dropped,
	// the rest kept: "Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte
	// spätestens 24 Stunden vorher ab." → (gone); "お支払い期限は2026年10月30日（金）です。"
	// → (gone).
	{"b67c_sole_deadline_sentence_dropped_rest_kept", "first", func(lang, s string) string {
		return ho67cDropSentence(lang, s, func(sent string) bool {
			if lang == "ja" {
				return ho67cJaDeadline.MatchString(sent) && !ho67cJaEstimate.MatchString(sent)
			}
			return ho67cDeDeadline.MatchString(sent)
		})
	}},
	// The one sentence (or clause) that carries a figure of money, a cost or a
	// compensation is dropped: "Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €."
	// → (gone); "追加費用は約1,400万円で、予備費から支出する。" → (gone); "…zurück; für Sie
	// entstehen dabei keine Kosten." → "…zurück."
	{"b67c_sole_money_sentence_dropped_rest_kept", "first", func(lang, s string) string {
		if lang == "de" {
			if out := ho67cFirstRule(s, []ho67cRule{{ho67cDeNoCost, ""}}); out != s {
				return out
			}
		}
		return ho67cDropSentence(lang, s, func(sent string) bool {
			if strings.HasPrefix(sent, "|") || ho67cAnyDate.MatchString(sent) {
				return false
			}
			if lang == "ja" {
				return ho67cJaMoneyW.MatchString(sent) && ho67cJaMoneyFig.MatchString(sent)
			}
			return ho67cDeMoneyW.MatchString(sent) && ho67cDeMoneyFig.MatchString(sent)
		})
	}},
	// A step keeps its action and loses the how, where or with what it must be done:
	// "Gehen Sie am Bedienteil der Wärmepumpe zu „Einstellungen > Netzwerk“" → "Gehen
	// Sie zu „Einstellungen > Netzwerk“"; "2個を、プラス面が上になるように入れてから" →
	// "2個を入れてから"; "破損品は、交換品に同梱の返送用伝票でご返送ください" → "破損品は、ご返送ください".
	{"b67c_step_loses_its_how_where_or_with_what_requirement", "first", func(lang, s string) string {
		return ho67cFirstRule(s, ho67cStepMeans)
	}},
	// The statement of what cannot be done, is not supported or was refused is dropped,
	// so the option reads open: "Bitte beachten Sie, dass wir nur werktags und nicht am
	// Wochenende zustellen." → (gone); "Gewünscht ist keine Reparatur, sondern ein
	// Austauschgerät" → "Gewünscht ist ein Austauschgerät"; notes ["契約期間中の途中解約は
	// できません。", "初期費用は不要です。"] → ["初期費用は不要です。"].
	{"b67c_cannot_or_refusal_statement_dropped_option_left_open", "raw", func(lang, s string) string {
		if lang == "ja" {
			return ho67cFirstRule(s, []ho67cRule{{ho67cJaCannotEl, ""}})
		}
		if out := ho67cFirstRule(s, []ho67cRule{{ho67cDeRefusal, "$1 "}}); out != s {
			return out
		}
		return ho67cDropSentence(lang, s, func(sent string) bool {
			return ho67cDeCannot.MatchString(sent) && !strings.HasPrefix(sent, "{")
		})
	}},
	// The named person is dropped and only the unit or role is left, so anyone there
	// seems meant: "z. Hd. Frau Dr. Julia Schulze" line → (gone); "送付先は経理部の小西課長に
	// 変わります" → "送付先は経理部に変わります"; "担当の西村が調査し" → "担当が調査し".
	{"b67c_named_person_dropped_only_unit_or_role_left", "first", func(lang, s string) string {
		return ho67cFirstRule(s, ho67cPerson)
	}},
	// An interim or still pending state is dropped, so the settled part reads as the
	// whole: "Die Druckbehälterprüfung ist bestanden, die Genehmigung der Gewerbeaufsicht
	// steht noch aus." → "Die Druckbehälterprüfung ist bestanden."; "…auf den 16.11.2026;
	// bis dahin läuft die alte Anlage weiter." → "…auf den 16.11.2026."; "・旧事務所…での
	// 営業は11月13日（金）までです。" → (gone).
	{"b67c_interim_or_pending_state_clause_dropped", "first", func(lang, s string) string {
		if out := ho67cFirstRule(s, ho67cInterim); out != s {
			return out
		}
		if lang == "ja" {
			return ho67cDropLine(s, ho67cJaOldSite)
		}
		return s
	}},
	// A summary drops the customer's own wish, request or worry, the rest kept: "Frau
	// Köhler bittet um ein Rücksendeetikett." → (gone); "髙橋様は月末の給与計算に間に合うかを
	// 心配されている。" → (gone); "10月22日（木）までの交換品到着を希望。" → (gone).
	{"b67c_customers_own_wish_or_worry_dropped_from_summary", "first", func(lang, s string) string {
		return ho67cDropSentence(lang, s, func(sent string) bool {
			if lang == "ja" {
				return ho67cJaWish.MatchString(sent)
			}
			return ho67cDeWish.MatchString(sent)
		})
	}},
	// A list item keeps its action and loses the note sentence after it that carries a
	// figure (a not-supported note is left to the kind above): "4. … wählen Sie
	// „Kopplung starten“. Der Kopplungsmodus bleibt 10 Minuten aktiv." → "4. … wählen Sie
	// „Kopplung starten“."; "3. …ダウンロードします。対応OSはiOS 16以降、Android 11以降です。"
	// → "3. …ダウンロードします。".
	{"b67c_list_item_keeps_action_loses_its_note_sentence", "first", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if !ho67cListLine.MatchString(l) {
				continue
			}
			ss := hoSentences(lang, l)
			if len(ss) < 2 {
				continue
			}
			last := strings.TrimSpace(ss[len(ss)-1])
			if !ho67cDigit.MatchString(last) || ho67cDeCannot.MatchString(last) || strings.Contains(last, "できません") {
				continue
			}
			if lang == "ja" && strings.Contains(last, "ください") {
				continue
			}
			if lang != "ja" && ho67cDeImper.MatchString(last) {
				continue
			}
			lines[i] = strings.TrimRight(strings.Join(ss[:len(ss)-1], ""), " ")
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// Our own dated commitment is dropped from a letter, the frame kept: "Die Lieferung
	// erfolgt am 12.11.2026 zwischen 8 und 12 Uhr." → (gone); "当日は、作業員が訪問の30分前に
	// お電話いたします。" → (gone); "Wir senden Ihnen am 20.10.2026 kostenlos eine
	// Ersatzlampe zu." → (gone).
	{"b67c_own_dated_commitment_sentence_dropped", "first", func(lang, s string) string {
		return ho67cDropSentence(lang, s, func(sent string) bool {
			if lang == "ja" {
				return ho67cJaCommit.MatchString(sent) && ho67cJaWhenWords.MatchString(sent)
			}
			return ho67cDeWe.MatchString(sent) && ho67cAnyDate.MatchString(sent) && !strings.Contains(sent, "bitte") && !strings.HasPrefix(sent, "Bitte")
		})
	}},
	// The one sentence that gives an address the reader needs is dropped: "Die Rechnung
	// senden wir wie gewohnt an Ihre Rechnungsanschrift: Hochschule Rheinstadt, …, 67002
	// Ludwigshafen am Rhein." → (gone); "・新住所は〒530-0001 …です。" → (gone).
	{"b67c_sole_address_or_destination_sentence_dropped", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho67cDropLine(s, ho67cJaAddrLine)
		}
		return ho67cDropSentence(lang, s, func(sent string) bool {
			return ho67cDeAddrSent.MatchString(sent + " ")
		})
	}},
	// The count of a counted noun is dropped, the noun kept: "コイン形電池（CR2032）2個を"
	// → "コイン形電池（CR2032）を"; "ユーザーを1名追加" → "ユーザーを追加"; "2週間の再テストが必要" →
	// "再テストが必要".
	{"b67c_count_dropped_from_counted_noun", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho67cFirstRule(s, ho67cJaCount)
	}},
}

// ho67cChangedSpan gives the part of golden and damaged that differ, widened to the
// lines around it and cut to a readable length.
func ho67cChangedSpan(golden, damaged string) (string, string) {
	g, d := []rune(golden), []rune(damaged)
	p := 0
	for p < len(g) && p < len(d) && g[p] == d[p] {
		p++
	}
	q := 0
	for q < len(g)-p && q < len(d)-p && g[len(g)-1-q] == d[len(d)-1-q] {
		q++
	}
	span := func(rs []rune, end int) string {
		a := p
		for a > 0 && rs[a-1] != '\n' && p-a < 80 {
			a--
		}
		b := end
		for b < len(rs) && rs[b] != '\n' && b-end < 80 {
			b++
		}
		if a > b {
			a = b
		}
		return string(rs[a:b])
	}
	return span(g, len(g)-q), span(d, len(d)-q)
}
