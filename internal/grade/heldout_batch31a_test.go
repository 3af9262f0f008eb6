package grade

// Blind batch 31a: superseded, conditional and quoted facts. The model reads the
// request's history wrongly and the answer binds a value or a state to the wrong point
// of that history: a move "from A to B" read as the period A to B or as the choice A or
// B, the old date offered as a fallback, the new value leaking into the slot that stays
// unchanged or the unchanged one told as restored, a new value called the old one, the
// new date taken from the event that caused the move or from the other party's approval
// deadline, a past event's date (ordered, arrived, visited) reused for a pending one, a
// change put down to the customer's wish, an interim state told as lasting beyond the
// change, a reported claim told as our own finding, our commitment told as the
// customer's wish, and a pending request or approval told as withdrawn or refused.

import (
	"regexp"
	"strings"
)

// ho31aJaD and ho31aDeD match one date with its weekday in brackets, if any, as two
// groups (the date, the weekday).
const (
	ho31aJaD = `((?:\d{4}年)?\d{1,2}月\d{1,2}日)((?:（[月火水木金土日]）)?)`
	ho31aDeD = `(\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4})((?: \((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\))?)`
)

var (
	ho31aJaDate = regexp.MustCompile(ho31aJaD)
	ho31aDeDate = regexp.MustCompile(ho31aDeD)

	// A move from one date to another.
	ho31aDeVomAuf    = regexp.MustCompile(`vom ` + ho31aDeD + ` auf den ` + ho31aDeD)
	ho31aDeVerschVom = regexp.MustCompile(`verschiebt sich ([^.;]*?)vom ` + ho31aDeD + ` auf den ` + ho31aDeD)
	ho31aDeErstStatt = regexp.MustCompile(`erst am ` + ho31aDeD + ` statt am ` + ho31aDeD)
	ho31aJaKaraNi    = regexp.MustCompile(ho31aJaD + `から` + ho31aJaD + `に(延期|変更)`)
	ho31aJaWasPlan   = regexp.MustCompile(ho31aJaD + `に[^。、]*予定でした`)
	ho31aJaNewIs     = regexp.MustCompile(`(新しい[^。、]*?は)` + ho31aJaD + `です`)
)

// ho31aDate is the date regexp of the language.
func ho31aDate(lang string) *regexp.Regexp {
	if lang == "ja" {
		return ho31aJaDate
	}
	return ho31aDeDate
}

// ho31aOnce replaces the first match of re in s by repl (with $n expansion).
func ho31aOnce(re *regexp.Regexp, s, repl string) string {
	loc := re.FindStringSubmatchIndex(s)
	if loc == nil {
		return s
	}
	var dst []byte
	dst = re.ExpandString(dst, repl, s, loc)
	return s[:loc[0]] + string(dst) + s[loc[1]:]
}

// ho31aFirstOf tries the rules in order and applies the first that matches.
func ho31aFirstOf(s string, rules ...func(string) string) string {
	for _, r := range rules {
		if nw := r(s); nw != s {
			return nw
		}
	}
	return s
}

// ho31aRule is a rule replacing the first match of re by repl.
func ho31aRule(re *regexp.Regexp, repl string) func(string) string {
	return func(s string) string { return ho31aOnce(re, s, repl) }
}

// ho31aSentenceRule applies f to the first sentence f changes.
func ho31aSentenceRule(lang string, f func(string) string) func(string) string {
	return func(s string) string {
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
}

// ho31aOldNewPair finds, in an answer, an old and a new date of one move: "vom A auf
// den B", "erst am B statt am A", "AからBに延期", or "A…予定でした" followed by
// "新しい…はBです". It gives the old and new date strings (weekday included).
func ho31aOldNewPair(lang, s string) (old, nw string, ok bool) {
	if lang == "ja" {
		if m := ho31aJaKaraNi.FindStringSubmatch(s); m != nil {
			return m[1] + m[2], m[3] + m[4], true
		}
		p := ho31aJaWasPlan.FindStringSubmatchIndex(s)
		if p == nil {
			return "", "", false
		}
		if m := ho31aJaNewIs.FindStringSubmatch(s[p[1]:]); m != nil {
			return s[p[2]:p[3]] + s[p[4]:p[5]], m[2] + m[3], true
		}
		return "", "", false
	}
	if m := ho31aDeVomAuf.FindStringSubmatch(s); m != nil {
		return m[1] + m[2], m[3] + m[4], true
	}
	if m := ho31aDeErstStatt.FindStringSubmatch(s); m != nil {
		return m[3] + m[4], m[1] + m[2], true
	}
	return "", "", false
}

// ho31aBare is a date string without its weekday.
func ho31aBare(d string) string {
	if i := strings.IndexAny(d, "（("); i > 0 {
		return strings.TrimSpace(d[:i])
	}
	return d
}

// ho31aWithYear gives a year-less Japanese date the year of ref, if ref has one.
func ho31aWithYear(d, ref string) string {
	if strings.Contains(d, "年") || !strings.Contains(ref, "年") {
		return d
	}
	return ref[:strings.Index(ref, "年")+len("年")] + d
}

// ho31aReplaceDateAt puts date d (its weekday dropped) at the match loc[0]:loc[1] of
// s, whose weekday, if any, ends at loc[1] too.
func ho31aReplaceDateAt(lang, s string, loc []int, d string) string {
	old := s[loc[0]:loc[1]]
	nd := ho31aBare(d)
	if lang == "ja" {
		nd = ho31aWithYear(nd, old)
	}
	return s[:loc[0]] + nd + s[loc[1]:]
}

var (
	// Markers of a slot that stays as it was.
	ho31aKeptMarker = regexp.MustCompile(`変わりません|変わらず|引き続き|従来どおり|予定でした|wie gewohnt|unverändert|weiterhin|wie bisher`)
	ho31aJaPerson   = regexp.MustCompile(`\p{Han}{1,4}(?:部長|課長|係長|主任)`)
	ho31aDePLZ      = regexp.MustCompile(`(?m)(?:^|[ ,:])(\d{5}) \p{Lu}`)
	ho31aPhone      = regexp.MustCompile(`\b0\d{1,4}-\d{2,4}-\d{3,4}\b`)

	// Interim states bound to the time before a change.
	ho31aDeBisDahin  = regexp.MustCompile(`\b([Bb])is dahin\b`)
	ho31aDeBisAway   = regexp.MustCompile(`(ist|sind) bis (?:zum )?` + ho31aDeD + ` (verreist|abwesend|im Urlaub|ausgebucht|geschlossen)`)
	ho31aJaSoreMade  = regexp.MustCompile(`それまで(は)?`)
	ho31aDeCauseAuf  = regexp.MustCompile(`Aufgrund (?:des|der|von) [^,.;]*? (verschiebt sich)`)
	ho31aDeCauseWeil = regexp.MustCompile(`Weil [^,;\n]+?, (verschiebt sich)`)
	ho31aJaCauseNi   = regexp.MustCompile(`、([^、。]*?)により、?(発送|出荷|お届け|納品)`)
	ho31aJaCauseTame = regexp.MustCompile(`(^|。)([^、。]*?が必要なため)、(出荷開始日|発送日|出荷日|納期|納品日)`)

	// A new value called the unchanged one.
	ho31aJaNewLabel = regexp.MustCompile(`新しい(\p{Han}[^、。]*?|お[^、。]*?)は`)
	ho31aJaNewKanji = regexp.MustCompile(`新(住所|電話番号|所在地|担当)は`)
	ho31aDeVersAuf  = regexp.MustCompile(`(die|der|das) (\p{Lu}\p{L}+) verschiebt sich (?:deshalb |daher |damit )?auf den ` + ho31aDeD)
	ho31aDeDirektAn = regexp.MustCompile(`direkt an (das|die|den) `)

	// Reported claims.
	ho31aJaRenraku = regexp.MustCompile(`との(?:ご)?連絡`)
	ho31aJaToiawas = regexp.MustCompile(`との(?:お)?問い合わせがあった`)
	ho31aJaFrom    = regexp.MustCompile(`(\p{Han}+様)(?:より|から)、`)
	ho31aDeMeldet  = regexp.MustCompile(`^(- )?[^.]*? (?:meldet|berichtet|teilt mit), dass `)

	// Pending requests and approvals.
	ho31aJaShonin    = regexp.MustCompile(`承認を求めている`)
	ho31aJaTeian     = regexp.MustCompile(`提案している`)
	ho31aDeBittetKom = regexp.MustCompile(`(Herr|Frau) (\p{Lu}\p{L}+) bittet, `)
	ho31aDeAussteht  = regexp.MustCompile(`steht noch aus`)
	ho31aDeBittetDas = regexp.MustCompile(`(Sie|Er|(?:Frau|Herr) \p{Lu}\p{L}+) bittet darum, (dass [^.]+)\.`)
	ho31aDeBittetUm  = regexp.MustCompile(`(Sie|Er|(?:Frau|Herr) \p{Lu}\p{L}+) bittet um ([^.]+)\.`)
	ho31aDeBittetInf = regexp.MustCompile(`(Herr|Frau) (\p{Lu}\p{L}+) bittet, ([^\n]+?)\.(\s|$)`)
	ho31aJaKibou     = regexp.MustCompile(`を希望。`)
	ho31aJaShoninEnd = regexp.MustCompile(`承認を求めている。`)

	// Past events and pending ones, for the date reused.
	ho31aPastMarker    = regexp.MustCompile(`着|ご訪問いただき|届きました|追加していただいた|ご注文いただいた|ご購入いただいた|bestellt|gekauft|erhalten haben|eingegangen|besucht`)
	ho31aPendingMarker = regexp.MustCompile(`までに|までの|期限|早くても|発送予定|いたします|bis spätestens|spätestens|bis zum|erfolgt am|senden wir`)

	// The other party's deadline, and the event it is not.
	ho31aDeDeadline = regexp.MustCompile(`bis (?:zum |spätestens )?` + ho31aDeD + `[^.]*?(?:freizugeben|zu bestätigen|bestätigen|freigeben|zu genehmigen)`)
	ho31aJaDeadline = regexp.MustCompile(ho31aJaD + `(?:までに、?[^。]*?(?:承認|ご連絡|ご返信)|の[^。]*?会議で[^。]*?承認)`)
	ho31aDeAufDen   = regexp.MustCompile(`auf den ` + ho31aDeD)
	ho31aJaEvent    = regexp.MustCompile(ho31aJaD + `に延期|早くても` + ho31aJaD)

	// The date of the event that caused a move.
	ho31aDeCauseDate = regexp.MustCompile(`erst am ` + ho31aDeD + ` (?:geliefert|statt)`)
	ho31aJaCauseDate = regexp.MustCompile(`（` + ho31aJaD + `）後に|` + ho31aJaD + `に(?:提供|納品|入荷)`)
	ho31aDeVersTgt   = regexp.MustCompile(`verschiebt sich (?:[^;\n]*? )?auf den ` + ho31aDeD)

	// Unchanged told as restored.
	ho31aDeBleibtUnv = regexp.MustCompile(`bleibt unverändert bei ([^\n]+?)\.(\s|$)`)
	ho31aDeWieGewohn = regexp.MustCompile(`wie gewohnt an`)
	ho31aJaPhoneSame = regexp.MustCompile(`（(0\d{1,4}-\d{2,4}-\d{3,4})）は変わりません`)
	ho31aJaHikitsu   = regexp.MustCompile(`引き続き(\p{Han}{1,4}(?:部長|課長|係長|主任))で、`)

	// Our commitment told as the customer's wish.
	ho31aJaHassoYotei = regexp.MustCompile(ho31aJaD + `に発送予定`)
	ho31aJaKaitou     = regexp.MustCompile(`(担当の[^、。]+?が調査)し、` + ho31aJaD + `(\d{1,2}時)?までに回答する。`)
	ho31aDeWirSenden  = regexp.MustCompile(`Wir senden Ihnen am ` + ho31aDeD + ` ([^.]+?) zu\.`)
	ho31aDeLieferErf  = regexp.MustCompile(`Die Lieferung erfolgt am ` + ho31aDeD + ` `)

	// An upcoming change told as in effect already.
	ho31aDeLaeuftWeiter = regexp.MustCompile(`bis dahin läuft (die|der|das) ([^.;]+?) weiter`)
	ho31aDeAwayBack     = regexp.MustCompile(`((?:Herr|Frau) \p{Lu}\p{L}+|Er|Sie) ist bis (?:zum )?` + ho31aDeD + ` (?:verreist|abwesend|im Urlaub)`)
	ho31aJaEigyoMade    = regexp.MustCompile(`(での営業|の営業)は` + ho31aJaD + `までです`)

	// The onset of a fault or a charge moved into the period before it.
	ho31aJaKongetsu = regexp.MustCompile(`今月から`)
	ho31aJaMonthBun = regexp.MustCompile(`(\d{1,2})月分の`)
	ho31aJaMonthOK  = regexp.MustCompile(`(\d{1,2})月分までは`)
	ho31aDeSeitNTag = regexp.MustCompile(`seit dem (?:zweiten|dritten|vierten) Tag ([^.;]*?) mehr `)

	// A confirmation told as a rescheduling.
	ho31aJaKakutei   = regexp.MustCompile(`確定いたしました`)
	ho31aDeBestaetig = regexp.MustCompile(`hiermit bestätigen wir Ihren (\p{L}+) am `)
	ho31aDeLiefAm    = regexp.MustCompile(`Die Lieferung erfolgt am `)

	// The cause of a move told as cleared.
	ho31aDeWeilErst  = regexp.MustCompile(`Weil (die|der|das) ([^,;\n]+?) erst am ` + ho31aDeD + ` geliefert (?:werden|wird),`)
	ho31aJaTeikyoAto = regexp.MustCompile(`([^、。]*?)の提供（` + ho31aJaD + `）後に([^、。]*?)が必要なため、`)
	ho31aJaChienNi   = regexp.MustCompile(`、([^、。]*?遅延)により、?(発送|出荷|お届け)が遅れて`)
)

// ho31aKeptTakesNew puts, into the clause of a slot that stays as it was, a value of
// the same type named elsewhere in the answer (the new one).
func ho31aKeptTakesNew(lang, s string) string {
	// The value is a match's first group if it has groups, else the match.
	values := func(re *regexp.Regexp, text string) []string {
		var out []string
		for _, m := range re.FindAllStringSubmatch(text, -1) {
			if len(m) > 1 {
				out = append(out, m[1])
			} else {
				out = append(out, m[0])
			}
		}
		return out
	}
	types := []*regexp.Regexp{ho31aPhone, ho31aJaPerson, ho31aDePLZ, ho31aDate(lang)}
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		sent := split[r.line][r.idx]
		mk := ho31aKeptMarker.FindStringIndex(sent)
		if mk == nil {
			continue
		}
		// The clause of the marker: for Japanese up to the commas around it.
		from, to := 0, len(sent)
		if lang == "ja" {
			if i := strings.LastIndex(sent[:mk[0]], "、"); i >= 0 {
				from = i + len("、")
			}
			if i := strings.Index(sent[mk[1]:], "、"); i >= 0 {
				to = mk[1] + i
			}
		}
		clause := sent[from:to]
		rest := strings.Replace(s, sent, "", 1) + "\n" + sent[:from] + "\n" + sent[to:]
		for _, re := range types {
			vs := values(re, clause)
			if len(vs) == 0 {
				continue
			}
			v, w := vs[0], ""
			for _, cand := range values(re, rest) {
				if cand != v {
					w = cand
					break
				}
			}
			if w == "" {
				continue
			}
			split[r.line][r.idx] = sent[:from] + strings.Replace(clause, v, w, 1) + sent[to:]
			return hoJoin(split)
		}
	}
	return s
}

// ho31aPastReused replaces the first date of a pending event after a past event's date
// by the past one.
func ho31aPastReused(lang, s string) string {
	re := ho31aDate(lang)
	split, refs := hoAllSentences(lang, s)
	past := ""
	for _, r := range refs {
		sent := split[r.line][r.idx]
		locs := re.FindAllStringSubmatchIndex(sent, -1)
		if len(locs) == 0 {
			continue
		}
		if past == "" {
			if ho31aPastMarker.MatchString(sent) {
				past = sent[locs[0][2]:locs[0][3]]
				if len(locs) < 2 {
					continue
				}
				locs = locs[1:]
			} else {
				continue
			}
		}
		for _, loc := range locs {
			d := sent[loc[2]:loc[3]]
			if d == past || !ho31aPendingMarker.MatchString(sent[loc[0]:]) && !ho31aPendingMarker.MatchString(sent[:loc[0]]) {
				continue
			}
			split[r.line][r.idx] = ho31aReplaceDateAt(lang, sent, []int{loc[0], loc[1]}, past)
			return hoJoin(split)
		}
	}
	return s
}

// ho31aGroupLoc is the span of the first non-empty group from g on, in pairs.
func ho31aGroupLoc(loc []int, groups ...int) []int {
	for _, g := range groups {
		if loc[2*g] >= 0 {
			return []int{loc[2*g], loc[2*g+1]}
		}
	}
	return nil
}

// ho31aMoveTargetTakes puts date d into the target slot of a move or of the main
// event: "auf den B", "Bに延期", "早くても B".
func ho31aMoveTargetTakes(lang, s, d string, deRe *regexp.Regexp) string {
	if lang == "ja" {
		loc := ho31aJaEvent.FindStringSubmatchIndex(s)
		if loc == nil {
			return s
		}
		// Groups: 1,2 date and weekday of "に延期"; 3,4 of "早くても".
		var span []int
		if loc[2] >= 0 {
			span = []int{loc[2], loc[5]}
		} else {
			span = []int{loc[6], loc[9]}
		}
		if ho31aBare(s[span[0]:span[1]]) == ho31aBare(d) {
			return s
		}
		return ho31aReplaceDateAt(lang, s, span, d)
	}
	loc := deRe.FindStringSubmatchIndex(s)
	if loc == nil {
		return s
	}
	n := len(loc) / 2
	span := []int{loc[2*(n-2)], loc[2*(n-1)+1]}
	if ho31aBare(s[span[0]:span[1]]) == ho31aBare(d) {
		return s
	}
	return ho31aReplaceDateAt(lang, s, span, d)
}

// heldOutBatch31a is the batch.
var heldOutBatch31a = []heldOutKind{
	// A move read as a period. de: "verschiebt sich die Inbetriebnahme vom 02.11.2026 auf
	// den 16.11.2026" → "erstreckt sich die Inbetriebnahme vom 02.11.2026 bis zum
	// 16.11.2026"; ja: "11月9日から11月24日（火）に延期する" → "…までの間に設定する".
	{"b31a_move_read_as_period", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho31aOnce(ho31aJaKaraNi, s, "${1}${2}から${3}${4}までの間に設定")
		}
		return ho31aFirstOf(s,
			ho31aRule(ho31aDeVerschVom, "erstreckt sich ${1}vom ${2}${3} bis zum ${4}${5}"),
			ho31aRule(ho31aDeErstStatt, "im Zeitraum vom ${3}${4} bis zum ${1}${2}"))
	}},
	// The old and the new date given as a choice. de: "vom 19.10.2026 auf den 26.10.2026"
	// → "auf den 19.10.2026 oder den 26.10.2026"; ja: "新しいお届け予定日は10月21日（水）です"
	// → "…は10月16日または10月21日（水）です".
	{"b31a_old_and_new_date_given_as_choice", "first", func(lang, s string) string {
		if lang == "ja" {
			if nw := ho31aOnce(ho31aJaKaraNi, s, "${1}${2}または${3}${4}に${5}"); nw != s {
				return nw
			}
			old, _, ok := ho31aOldNewPair(lang, s)
			if !ok {
				return s
			}
			return ho31aOnce(ho31aJaNewIs, s, "${1}"+ho31aBare(old)+"または${2}${3}です")
		}
		return ho31aFirstOf(s,
			ho31aRule(ho31aDeVomAuf, "auf den ${1}${2} oder den ${3}${4}"),
			ho31aRule(ho31aDeErstStatt, "am ${3}${4} oder am ${1}${2}"))
	}},
	// The superseded date offered as a fallback. de: "… auf den 16.11.2026." + " Sollte sich
	// der neue Termin nicht halten lassen, gilt wieder der 02.11.2026."; ja: "…に延期…。" +
	// "日程が合わない場合は、当初の11月9日のままとなります。"
	{"b31a_superseded_date_offered_as_fallback", "first", func(lang, s string) string {
		old, nw, ok := ho31aOldNewPair(lang, s)
		if !ok {
			return s
		}
		return ho31aSentenceRule(lang, func(sent string) string {
			if !strings.Contains(sent, ho31aBare(nw)) {
				return sent
			}
			tail := strings.TrimRight(sent, " ")
			sp := sent[len(tail):]
			if lang == "ja" {
				if !strings.HasSuffix(tail, "。") {
					return sent
				}
				return tail + "なお、新しい日程で対応できない場合は、当初の" + ho31aBare(old) + "のままとなります。" + sp
			}
			if !strings.HasSuffix(tail, ".") {
				return sent
			}
			return tail + " Sollte sich der neue Termin nicht halten lassen, gilt wieder der " + ho31aBare(old) + "." + sp
		})(s)
	}},
	// The slot that stays gets the new value. ja: "FAX番号（06-6345-7790）は変わりません" →
	// "FAX番号（06-6345-7781）は変わりません"; de: "wie gewohnt an …, 67002 Ludwigshafen" →
	// "…, 67059 Ludwigshafen".
	{"b31a_unchanged_slot_takes_new_value", "first", ho31aKeptTakesNew},
	// The unchanged told as restored. de: "Der Rechnungsbetrag bleibt unverändert bei
	// 1.850,00 €." → "Der Rechnungsbetrag wird wieder auf 1.850,00 € zurückgesetzt."; ja:
	// "FAX番号（06-6345-7790）は変わりません" → "FAX番号は06-6345-7790に戻ります".
	{"b31a_unchanged_told_as_restored", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho31aFirstOf(s,
				ho31aRule(ho31aJaPhoneSame, "は${1}に戻ります"),
				ho31aRule(ho31aJaHikitsu, "再び${1}に戻り、"))
		}
		return ho31aFirstOf(s,
			ho31aRule(ho31aDeBleibtUnv, "wird wieder auf ${1} zurückgesetzt.${2}"),
			ho31aRule(ho31aDeWieGewohn, "ab sofort wieder an"))
	}},
	// A new value called the old one. ja: "新しい電話番号は06-6345-7781です" →
	// "電話番号は従来どおり06-6345-7781です"; de: "die Inbetriebnahme verschiebt sich auf den
	// 07.12.2026" → "die Inbetriebnahme findet wie geplant am 07.12.2026 statt".
	{"b31a_new_value_called_unchanged", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho31aFirstOf(s,
				ho31aRule(ho31aJaNewKanji, "${1}は従来どおり"),
				ho31aRule(ho31aJaNewLabel, "${1}は従来どおり"))
		}
		return ho31aFirstOf(s,
			ho31aRule(ho31aDeVersAuf, "${1} ${2} findet wie geplant am ${3}${4} statt"),
			ho31aRule(ho31aDeDirektAn, "wie bisher an ${1} "))
	}},
	// An interim state told as lasting beyond the change. de: "bis dahin läuft die alte
	// Anlage weiter" → "auch danach läuft …"; "ist bis zum 22.10.2026 verreist" → "ist auch
	// nach dem 22.10.2026 noch verreist"; ja: "試験台はそれまで予約で埋まっており" → "その後も…".
	{"b31a_interim_state_told_as_lasting_after", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho31aOnce(ho31aJaSoreMade, s, "その後も")
		}
		return ho31aFirstOf(s,
			func(s string) string {
				loc := ho31aDeBisDahin.FindStringSubmatchIndex(s)
				if loc == nil {
					return s
				}
				a := "auch danach"
				if s[loc[2]:loc[3]] == "B" {
					a = "Auch danach"
				}
				return s[:loc[0]] + a + s[loc[1]:]
			},
			ho31aRule(ho31aDeBisAway, "${1} auch nach dem ${2}${3} noch ${4}"))
	}},
	// A move put down to the customer's wish. de: "Aufgrund des Fertigungsablaufs verschiebt
	// sich" → "Auf Ihren Wunsch verschiebt sich"; ja: "作業遅延により発送が遅れております" →
	// "お客様のご要望により発送が遅れております".
	{"b31a_move_put_down_to_customer_wish", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho31aFirstOf(s,
				ho31aRule(ho31aJaCauseNi, "、お客様のご要望により${2}"),
				ho31aRule(ho31aJaCauseTame, "${1}取引先の要望により、${3}"))
		}
		return ho31aFirstOf(s,
			ho31aRule(ho31aDeCauseAuf, "Auf Ihren Wunsch ${1}"),
			ho31aRule(ho31aDeCauseWeil, "Auf Wunsch des Auftraggebers ${1}"))
	}},
	// The new date taken from the event that caused the move. de: "Stahlträger erst am
	// 28.10.2026 geliefert …, verschiebt sich … auf den 16.11.2026" → "auf den 28.10.2026";
	// ja: "修正版の提供（10月23日）後に…11月24日（火）に延期" → "10月23日に延期".
	{"b31a_new_date_taken_from_cause_event", "first", func(lang, s string) string {
		if lang == "ja" {
			loc := ho31aJaCauseDate.FindStringSubmatchIndex(s)
			if loc == nil {
				return s
			}
			span := ho31aGroupLoc(loc, 1, 3)
			return ho31aMoveTargetTakes(lang, s, s[span[0]:span[1]], nil)
		}
		m := ho31aDeCauseDate.FindStringSubmatch(s)
		if m == nil {
			return s
		}
		return ho31aMoveTargetTakes(lang, s, m[1], ho31aDeVersTgt)
	}},
	// The new date taken from the other party's approval deadline. de: "auf den 16.11.2026
	// … bis zum 21.10.2026 freizugeben" → "auf den 21.10.2026"; ja: "早くても2026年11月9日 …
	// 2026年10月30日までに…ご承認" → "早くても2026年10月30日".
	{"b31a_event_date_taken_from_approval_deadline", "first", func(lang, s string) string {
		if lang == "ja" {
			m := ho31aJaDeadline.FindStringSubmatch(s)
			if m == nil {
				return s
			}
			return ho31aMoveTargetTakes(lang, s, m[1], nil)
		}
		m := ho31aDeDeadline.FindStringSubmatch(s)
		if m == nil {
			return s
		}
		return ho31aMoveTargetTakes(lang, s, m[1], ho31aDeAufDen)
	}},
	// A past event's date (ordered, arrived, visited) reused for a pending one. de: "am
	// 08.10.2026 … bestellt … bis spätestens 19.10.2026" → "bis spätestens 08.10.2026"; ja:
	// "（10月14日着）… 10月22日（木）までの交換品到着を希望" → "10月14日までの…".
	{"b31a_past_event_date_reused_for_pending", "first", ho31aPastReused},
	// A reported claim told as our own finding. ja: "…割れていて使えないとの連絡" →
	// "…割れていて使えないことを当社で確認"; de: "Frau Müller … meldet, dass … tropft" →
	// "Wir haben festgestellt, dass … tropft".
	{"b31a_reported_claim_told_as_our_finding", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho31aSentenceRule(lang, func(sent string) string {
				nw := ho31aFirstOf(sent,
					ho31aRule(ho31aJaRenraku, "ことを当社で確認"),
					ho31aRule(ho31aJaToiawas, "ことを当社の調査で確認した"))
				if nw == sent {
					return sent
				}
				return ho31aOnce(ho31aJaFrom, nw, "${1}の件で、")
			})(s)
		}
		return ho31aSentenceRule(lang, func(sent string) string {
			return ho31aOnce(ho31aDeMeldet, sent, "${1}Wir haben festgestellt, dass ")
		})(s)
	}},
	// A pending approval told as refused. de: "die Genehmigung … steht noch aus" → "…
	// wurde verweigert"; ja: "承認を求めている" → "承認を求めたが、否決された".
	{"b31a_pending_approval_told_as_refused", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho31aFirstOf(s,
				ho31aRule(ho31aJaShonin, "承認を求めたが、否決された"),
				ho31aRule(ho31aJaTeian, "提案したが、却下された"))
		}
		return ho31aFirstOf(s,
			ho31aRule(ho31aDeAussteht, "wurde verweigert"),
			ho31aRule(ho31aDeBittetKom, "${1} ${2} hatte erfolglos darum gebeten, "))
	}},
	// A standing request told as withdrawn. de: "Frau Köhler bittet um ein
	// Rücksendeetikett." → "Frau Köhler hat ihre Bitte um ein Rücksendeetikett inzwischen
	// zurückgezogen."; ja: "…交換品到着を希望。" → "…交換品到着の希望は、その後取り下げ。"
	{"b31a_standing_request_told_as_withdrawn", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho31aFirstOf(s,
				ho31aRule(ho31aJaKibou, "の希望は、その後取り下げ。"),
				ho31aRule(ho31aJaShoninEnd, "承認を求めていたが、その後取り下げた。"))
		}
		poss := func(who string) string {
			if strings.HasPrefix(who, "Er") || strings.HasPrefix(who, "Herr") {
				return "seine"
			}
			return "ihre"
		}
		return ho31aFirstOf(s,
			func(s string) string {
				m := ho31aDeBittetDas.FindStringSubmatchIndex(s)
				if m == nil {
					return s
				}
				who := s[m[2]:m[3]]
				return s[:m[0]] + who + " hat " + poss(who) + " Bitte, " + s[m[4]:m[5]] + ", inzwischen zurückgezogen." + s[m[1]:]
			},
			func(s string) string {
				m := ho31aDeBittetUm.FindStringSubmatchIndex(s)
				if m == nil {
					return s
				}
				who := s[m[2]:m[3]]
				return s[:m[0]] + who + " hat " + poss(who) + " Bitte um " + s[m[4]:m[5]] + " inzwischen zurückgezogen." + s[m[1]:]
			},
			func(s string) string {
				m := ho31aDeBittetInf.FindStringSubmatchIndex(s)
				if m == nil {
					return s
				}
				who := s[m[2]:m[3]]
				return s[:m[0]] + who + " " + s[m[4]:m[5]] + " hat " + poss(who) + " Bitte, " + s[m[6]:m[7]] + ", inzwischen zurückgezogen." + s[m[8]:m[9]] + s[m[1]:]
			})
	}},
	// Our commitment told as the customer's wish. de: "Wir senden Ihnen am 20.10.2026
	// kostenlos eine Ersatzlampe zu." → "Sie wünschen, dass wir Ihnen am 20.10.2026 … zusenden.";
	// ja: "交換品は10月19日に発送予定" → "交換品は10月19日の発送を希望".
	{"b31a_our_commitment_told_as_customer_wish", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho31aFirstOf(s,
				ho31aRule(ho31aJaHassoYotei, "${1}${2}の発送を希望"),
				ho31aRule(ho31aJaKaitou, "${1}し、お客様は${2}${3}${4}までの回答を希望している。"))
		}
		return ho31aFirstOf(s,
			ho31aRule(ho31aDeWirSenden, "Sie wünschen, dass wir Ihnen am ${1}${2} ${3} zusenden."),
			ho31aRule(ho31aDeLieferErf, "Sie wünschen die Lieferung am ${1}${2} "))
	}},
	// The event that caused a move given the new date. de: "Stahlträger erst am
	// 28.10.2026 geliefert …, verschiebt sich … auf den 16.11.2026" → "Stahlträger erst am
	// 16.11.2026 geliefert"; ja: "修正版の提供（10月23日）後に" → "修正版の提供（11月24日）後に".
	{"b31a_cause_event_takes_new_date", "first", func(lang, s string) string {
		var cause, target []int
		if lang == "ja" {
			loc := ho31aJaCauseDate.FindStringSubmatchIndex(s)
			t := regexp.MustCompile(ho31aJaD + `に延期`).FindStringSubmatchIndex(s)
			if loc == nil || t == nil {
				return s
			}
			cause, target = ho31aGroupLoc(loc, 1, 3), []int{t[2], t[3]}
		} else {
			loc := ho31aDeCauseDate.FindStringSubmatchIndex(s)
			t := ho31aDeVersTgt.FindStringSubmatchIndex(s)
			if loc == nil || t == nil {
				return s
			}
			cause, target = []int{loc[2], loc[3]}, []int{t[2], t[3]}
		}
		nd := s[target[0]:target[1]]
		if nd == s[cause[0]:cause[1]] {
			return s
		}
		if lang == "ja" && !strings.Contains(s[cause[0]:cause[1]], "年") && strings.Contains(nd, "年") {
			nd = nd[strings.Index(nd, "年")+len("年"):]
		}
		return s[:cause[0]] + nd + s[cause[1]:]
	}},
	// An upcoming change told as in effect already. de: "bis dahin läuft die alte Anlage
	// weiter" → "die alte Anlage ist bereits außer Betrieb"; "Herr Weiß ist bis zum
	// 22.10.2026 verreist" → "Herr Weiß ist bereits wieder zurück"; ja: "旧事務所での営業は
	// 11月13日（金）までです" → "旧事務所での営業はすでに終了しています".
	{"b31a_upcoming_change_told_as_in_effect", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho31aOnce(ho31aJaEigyoMade, s, "${1}はすでに終了しています")
		}
		return ho31aFirstOf(s,
			ho31aRule(ho31aDeLaeuftWeiter, "${1} ${2} ist bereits außer Betrieb"),
			ho31aRule(ho31aDeAwayBack, "${1} ist bereits wieder zurück"))
	}},
	// The onset of a fault or a charge moved into the period before it. ja: "今月から追加
	// ユーザー分の料金…が加算" → "先月から…"; "10月分の勤怠データが取り込めない（9月分までは
	// 正常）" → "9月分の…"; de: "Die Pumpe baut seit dem zweiten Tag keinen Druck mehr auf" →
	// "Die Pumpe baut von Anfang an keinen Druck auf".
	{"b31a_onset_moved_into_prior_period", "first", func(lang, s string) string {
		if lang == "ja" {
			if nw := ho31aOnce(ho31aJaKongetsu, s, "先月から"); nw != s {
				return nw
			}
			ok := ho31aJaMonthOK.FindStringSubmatch(s)
			bun := ho31aJaMonthBun.FindStringSubmatchIndex(s)
			if ok == nil || bun == nil || s[bun[2]:bun[3]] == ok[1] {
				return s
			}
			return s[:bun[2]] + ok[1] + s[bun[3]:]
		}
		return ho31aOnce(ho31aDeSeitNTag, s, "von Anfang an ${1} ")
	}},
	// A confirmation told as a rescheduling. ja: "訪問日時を下記のとおり確定いたしました" →
	// "…変更いたしました"; de: "hiermit bestätigen wir Ihren Kontrolltermin am Montag" →
	// "hiermit verlegen wir Ihren Kontrolltermin auf Montag".
	{"b31a_confirmation_told_as_rescheduling", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho31aOnce(ho31aJaKakutei, s, "変更いたしました")
		}
		return ho31aFirstOf(s,
			ho31aRule(ho31aDeBestaetig, "hiermit verlegen wir Ihren ${1} auf "),
			ho31aRule(ho31aDeLiefAm, "Die Lieferung verschiebt sich auf den "))
	}},
	// The cause of a move told as cleared, so the move has none. de: "Weil die nötigen
	// Stahlträger erst am 28.10.2026 geliefert werden," → "Obwohl die nötigen Stahlträger
	// bereits geliefert wurden,"; ja: "作業遅延により発送が遅れております" →
	// "作業遅延は解消したものの、発送が遅れております".
	{"b31a_cause_of_move_told_as_cleared", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho31aFirstOf(s,
				ho31aRule(ho31aJaTeikyoAto, "${1}は既に提供され、${4}も完了したが、"),
				ho31aRule(ho31aJaChienNi, "、${1}は解消したものの、${2}が遅れて"))
		}
		return ho31aOnce(ho31aDeWeilErst, s, "Obwohl ${1} ${2} bereits geliefert wurden,")
	}},
}
