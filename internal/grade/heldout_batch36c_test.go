package grade

// Blind batch 36c: reasoning-model leakage and self-correction. A reasoning model served
// with a wrong chat template, or whose reasoning channel is parsed wrongly, leaves traces
// of its thinking in an answer that otherwise stays right: planning sentences, "Moment," /
// "待って、" / "Wait, actually", self-questions, stray or reopened think tags, an end-of-turn
// token, an untagged reasoning paragraph or "reasoning" JSON member, an English reasoning
// heading, a Chinese thinking line. It corrects itself mid-answer to another value (date,
// amount, hour, count), strikes a draft value, leaves a draft list item or JSON key beside
// the final one, hedges a fact in its own voice, adds a confidence score, notes to itself
// or the user (editing notes, notes denying or rounding stated facts), checklists, length
// and constraint checks, a final-answer marker, a draft preamble or an offer to rework.

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

var (
	ho36cMarker    = regexp.MustCompile(`^(\s*(?:[-*•・] ?|\d+\. +))`)
	ho36cDeAmount  = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2})( ?€)`)
	ho36cJaAmount  = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+|\d+)(万円|円|ユーロ)`)
	ho36cDeTime    = regexp.MustCompile(`(\d{1,2})(:\d{2})? Uhr`)
	ho36cJaTime    = regexp.MustCompile(`(\d{1,2})時(\d{1,2}分)?`)
	ho36cDeCount   = regexp.MustCompile(`(^|[^\d.,])(\d{1,3}) (Wochen|Woche|Jahre|Jahren|Minuten|Stunden|Tage|Tagen|Monate|Monaten|Stück)\b`)
	ho36cJaCount   = regexp.MustCompile(`(^|[^\d,.])(\d{1,3})(個|箱|名|週間|メートル|桁|分前|秒|冊|枚|か月|ヶ月|日間)`)
	ho36cDeNumDate = regexp.MustCompile(`^(\d{1,2})\.(\d{1,2})\.(\d{4})$`)
	ho36cDeLong    = regexp.MustCompile(`^(\d{1,2})\. (\p{L}+)(?: (\d{4}))?$`)
	ho36cJaDateP   = regexp.MustCompile(`^(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日$`)
	ho36cISOP      = regexp.MustCompile(`^(\d{4})-(\d{2})-(\d{2})$`)
	ho36cJSONDate  = regexp.MustCompile(`("[A-Za-z_]+"\s*:\s*)"(\d{4}-\d{2}-\d{2})"`)
	// ho36cDeStarters are sentence openers that are no nouns: after an interjection and a
	// comma they are written in lower case.
	ho36cDeStarters = map[string]bool{"Die": true, "Der": true, "Das": true, "Den": true, "Dem": true, "Des": true,
		"Ein": true, "Eine": true, "Einen": true, "Wir": true, "Ich": true, "Bitte": true, "Bei": true, "Falls": true,
		"Mit": true, "Hier": true, "Aufgrund": true, "Laut": true, "Weil": true, "Sobald": true, "Im": true, "In": true,
		"Am": true, "Auf": true, "Zu": true, "Für": true, "Von": true, "Nach": true, "Vor": true, "Gern": true,
		"Gerne": true, "Hilft": true, "Geben": true, "Gehen": true, "Legen": true, "Laden": true, "Öffnen": true,
		"Prüfen": true, "Speichern": true, "Starten": true, "Stellen": true, "Achten": true, "Tippen": true,
		"Diese": true, "Dieser": true, "Dies": true, "Es": true, "Er": true, "Gewünscht": true,
		"Vielen": true, "Hiermit": true, "Wenden": true}
)

// ho36cFactRe finds the facts of a text a reasoning model checks: dates, amounts, times.
func ho36cFactRe(lang string) *regexp.Regexp {
	if lang == "ja" {
		return regexp.MustCompile(hoJaDate.String() + `|` + hoISODate.String() + `|` + ho36cJaAmount.String() + `|` + ho36cJaTime.String())
	}
	return regexp.MustCompile(hoDeDate.String() + `|` + hoISODate.String() + `|` + ho36cDeAmount.String() + `|` + ho36cDeTime.String())
}

// ho36cCategory names the kind of a fact: date, amount or time.
func ho36cCategory(lang, fact string) string {
	switch {
	case hoISODate.MatchString(fact) || (lang == "ja" && hoJaDate.MatchString(fact)) || (lang != "ja" && hoDeDate.MatchString(fact)):
		return "date"
	case (lang == "ja" && ho36cJaAmount.MatchString(fact)) || (lang != "ja" && ho36cDeAmount.MatchString(fact)):
		return "amount"
	}
	return "time"
}

// ho36cNoun is the category's noun: de accusative with article, ja bare.
func ho36cNoun(lang, cat string) string {
	if lang == "ja" {
		return map[string]string{"date": "日付", "amount": "金額", "time": "時刻"}[cat]
	}
	return map[string]string{"date": "das Datum", "amount": "den Betrag", "time": "die Uhrzeit"}[cat]
}

// ho36cCategories lists the fact categories of s in order of first appearance.
func ho36cCategories(lang, s string) []string {
	var out []string
	for _, f := range ho36cFactRe(lang).FindAllString(s, -1) {
		c := ho36cCategory(lang, f)
		if !strings.Contains(strings.Join(out, ","), c) {
			out = append(out, c)
		}
	}
	return out
}

func ho36cSplitMarker(sent string) (string, string) {
	if m := ho36cMarker.FindString(sent); m != "" {
		return m, sent[len(m):]
	}
	return "", sent
}

func ho36cIsTable(sent string) bool { return strings.HasPrefix(strings.TrimSpace(sent), "|") }

// ho36cProse reports whether s is a text of some length, not a short JSON value.
func ho36cProse(s string) bool {
	return utf8.RuneCountInString(s) >= 40 && !strings.HasPrefix(strings.TrimSpace(s), "{")
}

// ho36cEndsSentence reports whether the sentence ends in a full stop or mark.
func ho36cEndsSentence(sent string) bool {
	t := strings.TrimRight(sent, " ")
	return strings.HasSuffix(t, ".") || strings.HasSuffix(t, "。") || strings.HasSuffix(t, "?") || strings.HasSuffix(t, "？") || strings.HasSuffix(t, "!")
}

// ho36cAfterComma writes a German sentence as it goes on after "Moment, ".
func ho36cAfterComma(lang, rest string) string {
	if lang == "ja" {
		return rest
	}
	w, _, _ := strings.Cut(rest, " ")
	if ho36cDeStarters[w] {
		r, n := utf8.DecodeRuneInString(rest)
		return string(unicode.ToLower(r)) + rest[n:]
	}
	return rest
}

// ho36cPrefixSentence prefixes a sentence, after its list marker.
func ho36cPrefixSentence(lang, sent, pre string, lower bool) string {
	m, rest := ho36cSplitMarker(sent)
	if lower {
		rest = ho36cAfterComma(lang, rest)
	}
	return m + pre + rest
}

// ho36cBeforeEnd inserts add before the sentence's final stop (or at its end).
func ho36cBeforeEnd(sent, add string) string {
	trail := sent[len(strings.TrimRight(sent, " ")):]
	t := strings.TrimRight(sent, " ")
	for _, p := range []string{"。", ".", "！", "!", "？", "?"} {
		if strings.HasSuffix(t, p) {
			return strings.TrimSuffix(t, p) + add + p + trail
		}
	}
	return t + add + trail
}

// ho36cFirstSentence applies f to the first sentence f changes, from the start.
func ho36cFirstSentence(lang, s string, f func(string) string) string {
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

// ho36cLastSentence applies f to the last sentence f changes.
func ho36cLastSentence(lang, s string, f func(string) string) string {
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

// ho36cShape says what kind of text s is: letter, table, steps, list or text.
func ho36cShape(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	first := strings.TrimSpace(lines[0])
	switch {
	case strings.Contains(s, "\n|---") || strings.HasPrefix(first, "|"):
		return "table"
	case regexp.MustCompile(`(?m)^1\. `).MatchString(s):
		return "steps"
	case ho36cMarker.MatchString(first):
		return "list"
	case len(lines) >= 2 && (strings.HasSuffix(first, ",") || strings.HasSuffix(first, "様") || strings.HasSuffix(first, "部長") || strings.HasSuffix(first, "課長")):
		return "letter"
	}
	return "text"
}

var ho36cWeekdayAfter = regexp.MustCompile(`^(?:[（(][月火水木金土日][）)]| \((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\))`)

// ho36cPastWeekday moves an end offset past a weekday in brackets right after it.
func ho36cPastWeekday(s string, end int) int {
	return end + len(ho36cWeekdayAfter.FindString(s[end:]))
}

// ho36cShiftDate moves a date string by days, in its own format; "" if it is none.
func ho36cShiftDate(d string, days int) string {
	if m := ho36cDeNumDate.FindStringSubmatch(d); m != nil {
		day, _ := strconv.Atoi(m[1])
		mon, _ := strconv.Atoi(m[2])
		y, _ := strconv.Atoi(m[3])
		t := time.Date(y, time.Month(mon), day, 0, 0, 0, 0, time.UTC).AddDate(0, 0, days)
		if len(m[1]) == 2 {
			return t.Format("02.01.2006")
		}
		return t.Format("2.1.2006")
	}
	if m := ho36cDeLong.FindStringSubmatch(d); m != nil {
		day, _ := strconv.Atoi(m[1])
		mon := 0
		for i, n := range deMonths {
			if n == m[2] {
				mon = i + 1
			}
		}
		if mon == 0 {
			return ""
		}
		y := 2026
		if m[3] != "" {
			y, _ = strconv.Atoi(m[3])
		}
		t := time.Date(y, time.Month(mon), day, 0, 0, 0, 0, time.UTC).AddDate(0, 0, days)
		out := fmt.Sprintf("%d. %s", t.Day(), deMonths[t.Month()-1])
		if m[3] != "" {
			out += fmt.Sprintf(" %d", t.Year())
		}
		return out
	}
	if m := ho36cJaDateP.FindStringSubmatch(d); m != nil {
		y := 2026
		if m[1] != "" {
			y, _ = strconv.Atoi(m[1])
		}
		mon, _ := strconv.Atoi(m[2])
		day, _ := strconv.Atoi(m[3])
		t := time.Date(y, time.Month(mon), day, 0, 0, 0, 0, time.UTC).AddDate(0, 0, days)
		out := fmt.Sprintf("%d月%d日", t.Month(), t.Day())
		if m[1] != "" {
			out = fmt.Sprintf("%d年", t.Year()) + out
		}
		return out
	}
	if m := ho36cISOP.FindStringSubmatch(d); m != nil {
		t, err := time.Parse("2006-01-02", d)
		if err != nil {
			return ""
		}
		return t.AddDate(0, 0, days).Format("2006-01-02")
	}
	return ""
}

// ho36cProseDate finds the first (or last) prose date of s: its position and text.
func ho36cProseDate(lang, s string, last bool) (int, int) {
	re := hoDeDate
	if lang == "ja" {
		re = hoJaDate
	}
	locs := re.FindAllStringIndex(s, -1)
	if len(locs) == 0 {
		return -1, -1
	}
	l := locs[0]
	if last {
		l = locs[len(locs)-1]
	}
	return l[0], l[1]
}

// ho36cOtherFigure writes another plausible figure for an amount: two neighbouring
// digits of its integer part swapped (from the right), or its first digit raised.
func ho36cOtherFigure(lang, a string) string {
	intPart, frac, hasFrac := a, "", false
	sep := ","
	if lang != "ja" {
		sep = "."
		intPart, frac, hasFrac = strings.Cut(a, ",")
	}
	digits := []byte(strings.ReplaceAll(intPart, sep, ""))
	done := false
	for i := len(digits) - 2; i >= 0; i-- {
		if digits[i] != digits[i+1] && !(i == 0 && digits[1] == '0') {
			digits[i], digits[i+1] = digits[i+1], digits[i]
			done = true
			break
		}
	}
	if !done {
		if digits[0] == '9' {
			digits[0] = '8'
		} else {
			digits[0]++
		}
	}
	var b strings.Builder
	for i, d := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 && strings.Contains(intPart, sep) {
			b.WriteString(sep)
		}
		b.WriteByte(d)
	}
	if hasFrac {
		return b.String() + "," + frac
	}
	return b.String()
}

// ho36cAmount finds the first amount of s: span of the whole, and of the figure.
func ho36cAmount(lang, s string) []int {
	if lang == "ja" {
		return ho36cJaAmount.FindStringSubmatchIndex(s)
	}
	return ho36cDeAmount.FindStringSubmatchIndex(s)
}

// ho36cChangeFirstFact writes the first fact of s with another value: a date a day
// later, an amount with other digits, a count or hour one more.
func ho36cChangeFirstFact(lang, s string) string {
	loc := ho36cFactRe(lang).FindStringIndex(s)
	if loc == nil {
		return s
	}
	f := s[loc[0]:loc[1]]
	var nw string
	switch ho36cCategory(lang, f) {
	case "date":
		nw = ho36cShiftDate(f, 1)
	case "amount":
		if a := ho36cAmount(lang, f); a != nil {
			nw = ho36cOtherFigure(lang, f[a[2]:a[3]]) + f[a[3]:]
		}
	default:
		re := ho36cDeTime
		if lang == "ja" {
			re = ho36cJaTime
		}
		nw = hoFirstMatch(re, f, func(m []string) string {
			h, _ := strconv.Atoi(m[1])
			return strings.Replace(m[0], m[1], strconv.Itoa(h+1), 1)
		})
	}
	if nw == "" || nw == f {
		return s
	}
	return s[:loc[0]] + nw + s[loc[1]:]
}

// ho36cMiddleLine inserts line before the middle prose line of s (not the first), or,
// in a single paragraph, before its middle sentence; ok false when s has neither.
func ho36cMiddleLine(lang, s, line, inline string) string {
	lines := strings.Split(s, "\n")
	var prose []int
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if i > 0 && utf8.RuneCountInString(t) >= 20 && !ho36cIsTable(t) && ho36cEndsSentence(t) {
			prose = append(prose, i)
		}
	}
	if len(prose) >= 2 {
		i := prose[len(prose)/2]
		out := append([]string{}, lines[:i]...)
		out = append(out, line)
		return strings.Join(append(out, lines[i:]...), "\n")
	}
	split, refs := hoAllSentences(lang, s)
	if len(refs) < 3 {
		return s
	}
	for k := range refs {
		r := refs[(len(refs)/2+k)%len(refs)]
		sent := split[r.line][r.idx]
		if (r.line == 0 && r.idx == 0) || ho36cIsTable(sent) || strings.TrimSpace(sent) == "" {
			continue
		}
		if r.idx == 0 {
			split[r.line][r.idx] = line + "\n" + sent
		} else {
			split[r.line][r.idx] = ho36cPrefixSentence(lang, sent, inline, false)
		}
		return hoJoin(split)
	}
	return s
}

// ho36cPlainSentence is a middle-length prose sentence a leak can go before.
func ho36cPlainSentence(sent string) bool {
	return utf8.RuneCountInString(strings.TrimSpace(sent)) >= 15 && !ho36cIsTable(sent) && ho36cEndsSentence(sent)
}

// ho36cAppendBlock appends a last paragraph to a prose text.
func ho36cAppendBlock(s, block string) string {
	if !ho36cProse(s) {
		return s
	}
	return strings.TrimRight(s, "\n ") + "\n\n" + block
}

var heldOutBatch36c = []heldOutKind{
	// A planning sentence before the middle sentence that states a fact.
	// de: "Die Lieferung erfolgt am 12.11.2026 …" → "Zunächst prüfe ich das Datum: Die Lieferung erfolgt am 12.11.2026 …"
	// ja: 「新しいお届け予定日は10月21日（水）です。」→「まず日付を確認します。新しいお届け予定日は…」
	{"b36c_plan_step_sentence_before_fact", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sent string) string {
			f := ho36cFactRe(lang).FindString(sent)
			if f == "" || ho36cIsTable(sent) {
				return sent
			}
			noun := ho36cNoun(lang, ho36cCategory(lang, f))
			if lang == "ja" {
				return ho36cPrefixSentence(lang, sent, "まず"+noun+"を確認します。", false)
			}
			return ho36cPrefixSentence(lang, sent, "Zunächst prüfe ich "+noun+": ", false)
		})
	}},
	// A native "wait" at the start of a middle sentence.
	// de: "Bitte bringen Sie Ihre Versichertenkarte mit." → "Moment, bitte bringen Sie Ihre Versichertenkarte mit."
	// ja: 「お待たせしてしまい、…」→「待って、お待たせしてしまい、…」
	{"b36c_native_wait_interjection_opens_sentence", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sent string) string {
			if !ho36cPlainSentence(sent) {
				return sent
			}
			if lang == "ja" {
				return ho36cPrefixSentence(lang, sent, "待って、", false)
			}
			return ho36cPrefixSentence(lang, sent, "Moment, ", true)
		})
	}},
	// An English "Wait, actually," before the last sentence that states a fact.
	// de: "Die nächste Sitzung findet am 12.11.2026 statt." → "Wait, actually, die nächste Sitzung findet am 12.11.2026 statt."
	// ja: 「お支払い期限は…」→「Wait, actually, お支払い期限は…」
	{"b36c_english_wait_actually_before_last_fact", "longest", func(lang, s string) string {
		return ho36cLastSentence(lang, s, func(sent string) string {
			if ho36cIsTable(sent) || !ho36cFactRe(lang).MatchString(sent) {
				return sent
			}
			return ho36cPrefixSentence(lang, sent, "Wait, actually, ", true)
		})
	}},
	// A self-question and its answer before the first sentence that states a fact.
	// de: "Wir senden Ihnen am 20.10.2026 …" → "Stimmt das Datum? Ja – wir senden Ihnen am 20.10.2026 …"
	// ja: 「ご注文番号…10月16日に…」→「日付は合っているか？はい。ご注文番号…」
	{"b36c_self_question_before_first_fact", "longest", func(lang, s string) string {
		return ho36cFirstSentence(lang, s, func(sent string) string {
			f := ho36cFactRe(lang).FindString(sent)
			if f == "" || ho36cIsTable(sent) {
				return sent
			}
			cat := ho36cCategory(lang, f)
			if lang == "ja" {
				return ho36cPrefixSentence(lang, sent, ho36cNoun(lang, cat)+"は合っているか？はい。", false)
			}
			q := map[string]string{"date": "Stimmt das Datum? Ja – ", "amount": "Stimmt der Betrag? Ja – ", "time": "Stimmt die Uhrzeit? Ja – "}[cat]
			return ho36cPrefixSentence(lang, sent, q, true)
		})
	}},
	// The answer opens by calling itself a draft of what was asked.
	// de: "Sehr geehrte Frau Schäfer, …" → "Hier ist mein Entwurf für die Antwort:\n\nSehr geehrte Frau Schäfer, …"
	// ja: 「小林 恵子様 …」→「以下、返信文の案です。\n\n小林 恵子様 …」
	{"b36c_preamble_presents_answer_as_draft", "longest", func(lang, s string) string {
		if !ho36cProse(s) || !strings.ContainsAny(s, ".。") {
			return s
		}
		de := map[string]string{"letter": "Hier ist mein Entwurf für die Antwort:", "table": "Hier ist mein Entwurf der Vergleichstabelle:",
			"steps": "Hier ist mein Entwurf der Anleitung:", "list": "Hier ist mein Entwurf der Zusammenfassung:", "text": "Hier ist mein Entwurf der Zusammenfassung:"}
		ja := map[string]string{"letter": "以下、返信文の案です。", "table": "以下、表の案です。", "steps": "以下、手順の案です。",
			"list": "以下、要約の案です。", "text": "以下、要約の案です。"}
		pre := de[ho36cShape(s)]
		if lang == "ja" {
			pre = ja[ho36cShape(s)]
		}
		return pre + "\n\n" + s
	}},
	// The answer closes with an offer to the prompt's author to rework the text.
	// de: "… Ihre Zahnarztpraxis Dr. Öztürk" → "…\n\nSoll ich die Antwort noch förmlicher formulieren?"
	// ja: 「…今後ともどうぞよろしくお願いいたします。」→「…\n\n返信文をもう少しくだけた表現にしましょうか？」
	{"b36c_closing_offer_to_rework_text", "longest", func(lang, s string) string {
		de := map[string]string{"letter": "Soll ich die Antwort noch förmlicher formulieren?", "table": "Soll ich die Tabelle noch nach Preis sortieren?",
			"steps": "Soll ich die Anleitung noch kürzen?", "list": "Soll ich die Zusammenfassung noch kürzen?", "text": "Soll ich die Zusammenfassung noch kürzen?"}
		ja := map[string]string{"letter": "返信文をもう少しくだけた表現にしましょうか？", "table": "表を金額順に並べ替えましょうか？",
			"steps": "手順をもっと短くまとめましょうか？", "list": "要約をさらに短くしましょうか？", "text": "要約をさらに短くしましょうか？"}
		add := de[ho36cShape(s)]
		if lang == "ja" {
			add = ja[ho36cShape(s)]
		}
		return ho36cAppendBlock(s, add)
	}},
	// A checklist of the facts it verified, as a last line.
	// de: "… Mit freundlichen Grüßen\nIhr Kundenservice" → "…\n\n✓ Datum geprüft ✓ Betrag geprüft"
	// ja: 「…よろしくお願いいたします。」→「…\n\n確認済み：日付・金額」
	{"b36c_verified_facts_checklist_appended", "longest", func(lang, s string) string {
		cats := ho36cCategories(lang, s)
		if len(cats) == 0 {
			return s
		}
		var parts []string
		for _, c := range cats {
			if lang == "ja" {
				parts = append(parts, ho36cNoun(lang, c))
			} else {
				parts = append(parts, "✓ "+map[string]string{"date": "Datum", "amount": "Betrag", "time": "Uhrzeit"}[c]+" geprüft")
			}
		}
		if lang == "ja" {
			return ho36cAppendBlock(s, "確認済み："+strings.Join(parts, "・"))
		}
		return ho36cAppendBlock(s, strings.Join(parts, " "))
	}},
	// A verification line that flags a fact the answer states as not found in the source.
	// de: "…" → "…\n\nPrüfung: Betrag ✗ – in der Vorlage nicht gefunden"
	// ja: 「…」→「…\n\n検証：金額 ✗（原文に記載なし）」
	{"b36c_verification_line_flags_stated_fact", "longest", func(lang, s string) string {
		cats := ho36cCategories(lang, s)
		if len(cats) == 0 {
			return s
		}
		c := cats[len(cats)-1]
		if lang == "ja" {
			return ho36cAppendBlock(s, "検証："+ho36cNoun(lang, c)+" ✗（原文に記載なし）")
		}
		return ho36cAppendBlock(s, "Prüfung: "+map[string]string{"date": "Datum", "amount": "Betrag", "time": "Uhrzeit"}[c]+" ✗ – in der Vorlage nicht gefunden")
	}},
	// A final-answer marker in the middle, as if what came before were scratch work.
	// de: "…zustellen.\nDie Rechnung senden wir …" → "…zustellen.\nAntwort:\nDie Rechnung senden wir …"
	// ja: 「…確認いたしました。交換品は…」→「…確認いたしました。最終回答：交換品は…」
	{"b36c_final_answer_marker_mid_text", "longest", func(lang, s string) string {
		if !ho36cProse(s) {
			return s
		}
		if lang == "ja" {
			return ho36cMiddleLine(lang, s, "最終回答：", "最終回答：")
		}
		return ho36cMiddleLine(lang, s, "Antwort:", "Antwort: ")
	}},
	// A stray closing think tag after the first line (or sentence) of the answer.
	// de: "Sehr geehrter Herr Weiß,\n\nvielen Dank …" → "Sehr geehrter Herr Weiß,\n</think>\n\nvielen Dank …"
	// ja: 「佐藤部長\n\n2026年10月14日には…」→「佐藤部長\n</think>\n\n2026年10月14日には…」
	{"b36c_stray_close_think_after_first_line", "longest", func(lang, s string) string {
		if !ho36cProse(s) {
			return s
		}
		if ho36cIsTable(s) {
			return "</think>\n\n" + s
		}
		if first, rest, ok := strings.Cut(s, "\n"); ok {
			return first + "\n</think>\n" + rest
		}
		split, refs := hoAllSentences(lang, s)
		if len(refs) < 2 {
			return s
		}
		split[0][0] = strings.TrimRight(split[0][0], " ") + "\n</think>\n\n"
		return hoJoin(split)
	}},
	// The model opens a new think block after its answer and is cut off in it.
	// de: "… Mit freundlichen Grüßen\nKen Yamada …" → "…\n\n<think>\nDer Nutzer wollte eine Antwort. Ich prüfe noch einmal, ob"
	// ja: 「…」→「…\n\n<think>\nユーザーは回答を求めている。念のため確認すると、」
	{"b36c_think_block_reopened_after_answer", "raw", func(lang, s string) string {
		if lang == "ja" {
			return strings.TrimRight(s, "\n") + "\n\n<think>\nユーザーは回答を求めている。念のため確認すると、"
		}
		return strings.TrimRight(s, "\n") + "\n\n<think>\nDer Nutzer wollte eine Antwort. Ich prüfe noch einmal, ob"
	}},
	// A think-tag pair with a remark right after the first fact.
	// de: "am 12.11.2026 zwischen …" → "am 12.11.2026<think>aus der Anfrage übernommen</think> zwischen …"
	// ja: 「10月16日に」→「10月16日<think>依頼文のとおり</think>に」
	{"b36c_inline_think_pair_after_first_fact", "first", func(lang, s string) string {
		loc := ho36cFactRe(lang).FindStringIndex(s)
		if loc == nil {
			return s
		}
		tag := "<think>aus der Anfrage übernommen</think>"
		if lang == "ja" {
			tag = "<think>依頼文のとおり</think>"
		}
		e := ho36cPastWeekday(s, loc[1])
		return s[:e] + tag + s[e:]
	}},
	// A Llama end-of-turn token at the end of the paragraph before the last one.
	// de: "…zustellen.\n…\n\nMit freundlichen Grüßen" → "…Ludwigshafen am Rhein.<|eot_id|>\n\nMit freundlichen Grüßen"
	// ja: 「…お問い合わせください。\n\n・…」→「…<|eot_id|>\n\n…」
	{"b36c_eot_token_before_last_paragraph", "longest", func(lang, s string) string {
		if !ho36cProse(s) {
			return s
		}
		if i := strings.LastIndex(strings.TrimRight(s, "\n "), "\n\n"); i > len(s)/2 {
			return s[:i] + "<|eot_id|>" + s[i:]
		}
		split, refs := hoAllSentences(lang, strings.TrimRight(s, "\n "))
		for k := len(refs) - 1; k > 0; k-- {
			p := refs[k-1]
			sent := split[p.line][p.idx]
			if strings.TrimSpace(split[refs[k].line][refs[k].idx]) == "" || strings.TrimSpace(sent) == "" {
				continue
			}
			trail := sent[len(strings.TrimRight(sent, " ")):]
			split[p.line][p.idx] = strings.TrimRight(sent, " ") + "<|eot_id|>" + trail
			return hoJoin(split) + s[len(strings.TrimRight(s, "\n ")):]
		}
		return s
	}},
	// The reasoning channel lands in the JSON answer as a "reasoning" member.
	// de: {"name": …} → {"reasoning": "Die Felder wurden aus der E-Mail übernommen …", "name": …}
	// ja: {"company": …} → {"reasoning": "メール本文から各項目を抽出し…", "company": …}
	{"b36c_json_reasoning_member_added", "raw", func(lang, s string) string {
		t := strings.TrimSpace(s)
		if !strings.HasPrefix(t, "{") || !json.Valid([]byte(t)) {
			return s
		}
		r := "Die Felder wurden aus der E-Mail übernommen, Datumsangaben ins ISO-Format umgerechnet."
		if lang == "ja" {
			r = "メール本文から各項目を抽出し、日付はISO形式に変換した。"
		}
		b, _ := json.Marshal(r)
		i := strings.Index(s, "{")
		return s[:i+1] + `"reasoning": ` + string(b) + ", " + s[i+1:]
	}},
	// An untagged reasoning paragraph before the answer (reasoning channel merged in).
	// de: "- Frau Köhler hat …" → "Der Nutzer möchte eine Zusammenfassung in Stichpunkten. Ich übernehme das Datum unverändert aus der Anfrage.\n\n- Frau Köhler hat …"
	// ja: 「小林 恵子様…」→「ユーザーは丁寧な返信文を求めている。日付は依頼文のまま使う。\n\n小林 恵子様…」
	{"b36c_untagged_reasoning_paragraph_first", "longest", func(lang, s string) string {
		if !ho36cProse(s) {
			return s
		}
		cats := ho36cCategories(lang, s)
		cat := "date"
		if len(cats) > 0 {
			cat = cats[0]
		}
		shape := ho36cShape(s)
		if lang == "ja" {
			task := map[string]string{"letter": "丁寧な返信文", "table": "比較表", "steps": "手順の説明", "list": "箇条書きの要約", "text": "簡潔な要約"}[shape]
			return "ユーザーは" + task + "を求めている。" + ho36cNoun(lang, cat) + "は依頼文のまま使う。\n\n" + s
		}
		task := map[string]string{"letter": "eine höfliche Antwort an den Kunden", "table": "eine Vergleichstabelle", "steps": "eine Schritt-für-Schritt-Anleitung",
			"list": "eine Zusammenfassung in Stichpunkten", "text": "eine kurze Zusammenfassung"}[shape]
		return "Der Nutzer möchte " + task + ". Ich übernehme " + ho36cNoun(lang, cat) + " unverändert aus der Anfrage.\n\n" + s
	}},
	// The first prose date is "corrected" to the next day in place.
	// de: "am 12.11.2026 zwischen" → "am 12.11.2026 (nein, korrekt ist der 13.11.2026) zwischen"
	// ja: 「10月16日に」→「10月16日（訂正：10月17日）に」
	{"b36c_date_self_corrected_to_next_day", "first", func(lang, s string) string {
		a, b := ho36cProseDate(lang, s, false)
		if a < 0 {
			return s
		}
		nw := ho36cShiftDate(s[a:b], 1)
		if nw == "" {
			return s
		}
		b = ho36cPastWeekday(s, b)
		if lang == "ja" {
			return s[:b] + "（訂正：" + nw + "）" + s[b:]
		}
		return s[:b] + " (nein, korrekt ist der " + nw + ")" + s[b:]
	}},
	// The first amount is followed by a self-correction to other digits.
	// de: "3.912,50 €)" → "3.912,50 €, nein, 3.921,50 €)"
	// ja: 「料金5,500円（税込）」→「料金5,500円、いえ、5,050円（税込）」
	{"b36c_amount_self_corrected_other_digits", "first", func(lang, s string) string {
		m := ho36cAmount(lang, s)
		if m == nil {
			return s
		}
		other := ho36cOtherFigure(lang, s[m[2]:m[3]]) + s[m[4]:m[5]]
		if lang == "ja" {
			return s[:m[1]] + "、いえ、" + other + s[m[1]:]
		}
		return s[:m[1]] + ", nein, " + other + s[m[1]:]
	}},
	// The first hour is followed by a "wait" that moves it an hour later.
	// de: "um 10:30 Uhr in der" → "um 10:30 Uhr (Moment – 11:30 Uhr) in der"
	// ja: 「14時〜16時」→「14時（待って、15時）〜16時」
	{"b36c_hour_self_corrected_one_later", "first", func(lang, s string) string {
		re := ho36cDeTime
		if lang == "ja" {
			re = ho36cJaTime
		}
		return hoFirstMatch(re, s, func(m []string) string {
			h, _ := strconv.Atoi(m[1])
			other := strings.Replace(m[0], m[1], strconv.Itoa(h+1), 1)
			if lang == "ja" {
				return m[0] + "（待って、" + other + "）"
			}
			return m[0] + " (Moment – " + other + ")"
		})
	}},
	// The first counted quantity is "corrected" to one more.
	// de: "6 Wochen" → "6 Wochen (korrigiere: 7 Wochen)"
	// ja: 「2個」→「2個（訂正します：3個）」
	{"b36c_count_self_corrected_one_more", "first", func(lang, s string) string {
		re := ho36cDeCount
		if lang == "ja" {
			re = ho36cJaCount
		}
		return hoFirstMatch(re, s, func(m []string) string {
			n, _ := strconv.Atoi(m[2])
			if lang == "ja" {
				return m[1] + m[2] + m[3] + "（訂正します：" + strconv.Itoa(n+1) + m[3] + "）"
			}
			return m[1] + m[2] + " " + m[3] + " (korrigiere: " + strconv.Itoa(n+1) + " " + m[3] + ")"
		})
	}},
	// The last prose date is struck through as a draft and followed by a day earlier.
	// de: "am 12.11.2026 statt" → "am ~~12.11.2026~~ 11.11.2026 statt"
	// ja: 「11月13日（金）まで」→「~~11月13日~~ 11月12日（金）まで」
	{"b36c_last_date_struck_and_replaced", "first", func(lang, s string) string {
		a, b := ho36cProseDate(lang, s, true)
		if a < 0 {
			return s
		}
		nw := ho36cShiftDate(s[a:b], -1)
		if nw == "" {
			return s
		}
		return s[:a] + "~~" + s[a:b] + "~~ " + nw + s[b:]
	}},
	// A JSON date member is emitted twice: the value, then a "corrected" day later.
	// de: "delivery_date": "2026-10-19"} → "delivery_date": "2026-10-19", "delivery_date": "2026-10-20"}
	// ja: "start_date": "2026-12-01" → "start_date": "2026-12-01", "start_date": "2026-12-02"
	{"b36c_json_date_member_repeated_corrected", "raw", func(lang, s string) string {
		return hoFirstMatch(ho36cJSONDate, s, func(m []string) string {
			nw := ho36cShiftDate(m[2], 1)
			if nw == "" {
				return m[0]
			}
			return m[0] + ", " + m[1] + `"` + nw + `"`
		})
	}},
	// A list item or table row with a fact is left in twice: the draft with another
	// value, then the final one.
	// de: "- Die nächste Sitzung findet am 12.11.2026 statt." → "- … am 13.11.2026 statt.\n- … am 12.11.2026 statt."
	// ja: 「| プリンタートナー TN-293 | 3個 | 8,900円 | 26,700円 |」→ row with 9,800円, then the row
	{"b36c_draft_list_item_left_before_final", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			t := strings.TrimSpace(l)
			isItem := ho36cMarker.MatchString(t) || (ho36cIsTable(t) && !strings.Contains(t, "---") && i > 0)
			if !isItem {
				continue
			}
			draft := ho36cChangeFirstFact(lang, l)
			if draft == l {
				continue
			}
			out := append([]string{}, lines[:i]...)
			out = append(out, draft)
			return strings.Join(append(out, lines[i:]...), "\n")
		}
		return s
	}},
	// A first-person hedge on the middle sentence that states a fact.
	// de: "…zwischen 8 und 12 Uhr." → "…zwischen 8 und 12 Uhr – sofern ich die Anfrage richtig verstanden habe."
	// ja: 「…10月21日（水）です。」→「…10月21日（水）です（私の理解が正しければ）。」
	{"b36c_first_person_understanding_hedge", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sent string) string {
			if ho36cIsTable(sent) || !ho36cFactRe(lang).MatchString(sent) {
				return sent
			}
			if lang == "ja" {
				return ho36cBeforeEnd(sent, "（私の理解が正しければ）")
			}
			return ho36cBeforeEnd(sent, " – sofern ich die Anfrage richtig verstanden habe")
		})
	}},
	// A confidence score after the last fact.
	// de: "bis zum 21.10.2026 freizugeben" → "bis zum 21.10.2026 (Konfidenz: 80 %) freizugeben"
	// ja: 「10月20日の経営会議」→「10月20日（確信度：80%）の経営会議」
	{"b36c_confidence_score_after_last_fact", "first", func(lang, s string) string {
		locs := ho36cFactRe(lang).FindAllStringIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		e := ho36cPastWeekday(s, locs[len(locs)-1][1])
		if lang == "ja" {
			return s[:e] + "（確信度：80%）" + s[e:]
		}
		return s[:e] + " (Konfidenz: 80 %)" + s[e:]
	}},
	// An editing note to the user after the first sentence (or the salutation).
	// de: "Sehr geehrte Frau Schäfer," → "Sehr geehrte Frau Schäfer, (Anm.: Anrede und Ton an die Anfrage angepasst.)"
	// ja: 「いつもハルカゼ寝具店を…ありがとうございます。」→「…ありがとうございます。（※原文に合わせて敬語を調整しました）」
	{"b36c_editing_note_after_first_sentence", "longest", func(lang, s string) string {
		if !ho36cProse(s) {
			return s
		}
		return ho36cFirstSentence(lang, s, func(sent string) string {
			if utf8.RuneCountInString(strings.TrimSpace(sent)) < 12 || ho36cIsTable(sent) {
				return sent
			}
			trail := sent[len(strings.TrimRight(sent, " ")):]
			letter := ho36cShape(s) == "letter"
			note := " (Anm.: Formulierungen gekürzt und an die Vorlage angepasst.)"
			switch {
			case lang == "ja" && letter:
				note = "（※原文に合わせて敬語を調整しました）"
			case lang == "ja":
				note = "（※原文の表現を一部言い換えています）"
			case letter:
				note = " (Anm.: Anrede und Ton an die Anfrage angepasst.)"
			}
			return strings.TrimRight(sent, " ") + note + trail
		})
	}},
	// A note after the first fact's sentence says that kind of fact was not given.
	// de: "…am 20.10.2026 kostenlos eine Ersatzlampe zu." → "… zu. (Hinweis: Ein Datum war in der Anfrage nicht angegeben.)"
	// ja: 「…10月16日に…遅れております。」→「…遅れております。（※依頼文に日付の記載はありませんでした）」
	{"b36c_note_denies_stated_fact", "longest", func(lang, s string) string {
		return ho36cFirstSentence(lang, s, func(sent string) string {
			f := ho36cFactRe(lang).FindString(sent)
			if f == "" || ho36cIsTable(sent) {
				return sent
			}
			cat := ho36cCategory(lang, f)
			trail := sent[len(strings.TrimRight(sent, " ")):]
			if lang == "ja" {
				return strings.TrimRight(sent, " ") + "（※依頼文に" + ho36cNoun(lang, cat) + "の記載はありませんでした）" + trail
			}
			what := map[string]string{"date": "Ein Datum", "amount": "Ein Betrag", "time": "Eine Uhrzeit"}[cat]
			return strings.TrimRight(sent, " ") + " (Hinweis: " + what + " war in der Anfrage nicht angegeben.)" + trail
		})
	}},
	// A note after the first amount's sentence claims the exact amounts are rounded.
	// de: "…Rechnungsbetrag 1.249,90 €." → "…1.249,90 €. (Hinweis: Beträge auf volle Hundert gerundet.)"
	// ja: 「…合計38,500円（税込）となります。」→「…となります。（※金額は千円未満を四捨五入しています）」
	{"b36c_note_claims_amounts_rounded", "longest", func(lang, s string) string {
		return ho36cFirstSentence(lang, s, func(sent string) string {
			if ho36cAmount(lang, sent) == nil || ho36cIsTable(sent) {
				return sent
			}
			trail := sent[len(strings.TrimRight(sent, " ")):]
			if lang == "ja" {
				return strings.TrimRight(sent, " ") + "（※金額は千円未満を四捨五入しています）" + trail
			}
			return strings.TrimRight(sent, " ") + " (Hinweis: Beträge auf volle Hundert gerundet.)" + trail
		})
	}},
	// The model's length check is left at the end.
	// de: "…" → "…\n\n(Wortanzahl: 84)"
	// ja: 「…」→「…\n\n（文字数：約290字）」
	{"b36c_length_check_remark_appended", "longest", func(lang, s string) string {
		if lang == "ja" {
			n := (utf8.RuneCountInString(s) + 5) / 10 * 10
			return ho36cAppendBlock(s, fmt.Sprintf("（文字数：約%d字）", n))
		}
		return ho36cAppendBlock(s, fmt.Sprintf("(Wortanzahl: %d)", len(strings.Fields(s))))
	}},
	// The model's check of the prompt's form constraints is left at the end.
	// de: "…" → "…\n\nVorgaben erfüllt: Sie-Form ✓, Grußformel ✓"
	// ja: 「…」→「…\n\n条件確認：敬語 ✓、署名 ✓」
	{"b36c_constraint_compliance_line_appended", "longest", func(lang, s string) string {
		de := map[string]string{"letter": "Vorgaben erfüllt: Sie-Form ✓, Grußformel ✓", "table": "Vorgaben erfüllt: Tabellenformat ✓, Empfehlung ✓",
			"steps": "Vorgaben erfüllt: nummerierte Schritte ✓, Sie-Form ✓", "list": "Vorgaben erfüllt: Stichpunkte ✓, alle Zahlen übernommen ✓",
			"text": "Vorgaben erfüllt: ein Absatz ✓, alle Namen übernommen ✓"}
		ja := map[string]string{"letter": "条件確認：敬語 ✓、署名 ✓", "table": "条件確認：表形式 ✓、合計 ✓", "steps": "条件確認：番号付き手順 ✓、敬語 ✓",
			"list": "条件確認：箇条書き ✓、数字の転記 ✓", "text": "条件確認：一段落 ✓、固有名詞の転記 ✓"}
		add := de[ho36cShape(s)]
		if lang == "ja" {
			add = ja[ho36cShape(s)]
		}
		return ho36cAppendBlock(s, add)
	}},
	// A Chinese thinking sentence (Qwen-style reasoning) before a middle sentence.
	// de: "Bitte bringen Sie …" → "好的，我再核对一下日期。Bitte bringen Sie …"
	// ja: 「新しいお届け予定日は…」→「好的，我再核对一下日期。新しいお届け予定日は…」
	{"b36c_chinese_thinking_sentence_left", "longest", func(lang, s string) string {
		cats := ho36cCategories(lang, s)
		noun := "内容"
		if len(cats) > 0 {
			noun = map[string]string{"date": "日期", "amount": "金额", "time": "时间"}[cats[0]]
		}
		return hoMiddleSentence(lang, s, func(sent string) string {
			if !ho36cPlainSentence(sent) {
				return sent
			}
			sep := ""
			if lang != "ja" {
				sep = " "
			}
			return ho36cPrefixSentence(lang, sent, "好的，我再核对一下"+noun+"。"+sep, false)
		})
	}},
	// An English reasoning-summary heading above the answer.
	// de: "Sehr geehrter Herr Groß, …" → "**Verifying the dates**\n\nSehr geehrter Herr Groß, …"
	// ja: 「中島 大輔様 …」→「**Verifying the amounts**\n\n中島 大輔様 …」
	{"b36c_english_reasoning_summary_heading", "longest", func(lang, s string) string {
		if !ho36cProse(s) {
			return s
		}
		h := "**Drafting the response**"
		if cats := ho36cCategories(lang, s); len(cats) > 0 {
			h = map[string]string{"date": "**Verifying the dates**", "amount": "**Verifying the amounts**", "time": "**Confirming the time**"}[cats[0]]
		}
		return h + "\n\n" + s
	}},
	// The model dithers over the first fact and keeps it: a leaked "or? – yes".
	// de: "am 20.10.2026 kostenlos" → "am 20.10.2026 (oder? – doch, 20.10.2026) kostenlos"
	// ja: 「10月16日に」→「10月16日（あれ？…いや、10月16日で合っています）に」
	{"b36c_dithering_over_first_fact_kept", "first", func(lang, s string) string {
		loc := ho36cFactRe(lang).FindStringIndex(s)
		if loc == nil {
			return s
		}
		f := s[loc[0]:loc[1]]
		if hoISODate.MatchString(f) {
			return s
		}
		e := ho36cPastWeekday(s, loc[1])
		if lang == "ja" {
			return s[:e] + "（あれ？…いや、" + f + "で合っています）" + s[e:]
		}
		return s[:e] + " (oder? – doch, " + f + ")" + s[e:]
	}},
}

// ho36cBreaksJSON are the kinds meant to leave a JSON answer invalid.
var ho36cBreaksJSON = map[string]bool{"b36c_think_block_reopened_after_answer": true}
