package score

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// The rules of this file judge how an answer's sentences hang together: a closing
// line that says the opposite of the body, an apology that points at good news, a
// "then" that goes back in time, a reason or a consequence the case never gives.
// Every fact can be right and the answer still wrong.

var (
	// nothingToDo tells the reader there is nothing left for them to do.
	nothingToDo = regexp.MustCompile(`(?i:nichts (?:weiter(?:es)?|mehr|anderes) zu (?:tun|veranlassen|unternehmen|erledigen)|kein(?:en|erlei)? (?:weiteren )?Handlungsbedarf|(?:müssen|brauchen) (?:Sie )?(?:also |daher )?nichts (?:weiter |mehr )?(?:zu )?(?:tun|unternehmen|veranlassen))|(?:ご対応|ご対処|お手続き|ご準備|ご返送|ご連絡)(?:いただく(?:こと|必要)|の必要)は[^。\n]{0,8}(?:ございません|ありません|ない)|対応(?:が|の)必要な(?:事項|こと)は(?:ない|ありません|ございません)|(?:お客様|皆様)(?:に|の)(?:ご対応|お手続き)(?:いただくこと)?は(?:特に)?(?:ございません|不要)`)
	// readerAsked is a request to the reader: what nothingToDo contradicts.
	readerAsked = regexp.MustCompile(`(?:ください|くださいませ|お願い(?:いたし|し)ます|お願い申し上げます)|(?i:\bbitte\b|bitten (?:wir )?Sie\b|senden Sie|schicken Sie|geben Sie|wenden Sie sich)`)
)

// nothingLeftToDo names an answer that tells its reader there is nothing left for
// them to do while it asks them to do something, where the case never says so.
func nothingLeftToDo(said, grounds string) []string {
	if !readerAsked.MatchString(said) {
		return nil
	}
	var out []string
	for _, m := range newMatches(nothingToDo, said, grounds) {
		out = append(out, fmt.Sprintf("%q: tells the reader there is nothing for them to do, yet the answer asks them to act", m))
	}
	return out
}

var (
	// costDenial says that no (further) cost or charge arises.
	costDenial = regexp.MustCompile(`(?i:keine(?:rlei)? (?:zusätzlichen |weiteren |extra )?(?:Kosten|Mehrkosten|Gebühren|Zusatzkosten)|ohne (?:zusätzliche |weitere )?(?:Kosten|Mehrkosten)|(?:kosten|gebühren)(?:frei|los))|(?:追加の?)?(?:料金|費用|代金|コスト)(?:は|が)(?:一切|特に|何も)?(?:発生(?:し(?:ない|ません|ておりません|ていません)|いたしません)|かかり(?:ません|ません)|ございません|ありません)|追加(?:の)?(?:料金|費用)(?:は|が)?(?:一切)?(?:ございません|ない|ありません)`)
	// costAdded says a cost or charge was added or raised.
	costAdded = regexp.MustCompile(`(?i:Mehrkosten|Aufpreis|Zuschlag|Zusatzkosten|zusätzliche[nr]? (?:Kosten|Gebühr))|追加(?:費用|料金|ユーザー(?:分の)?料金)|追加の(?:費用|料金)|割増|加算`)
)

// costsDenied names an answer that says no extra cost arises where the case states
// an added cost or charge and never says there is none.
func costsDenied(said, grounds string) []string {
	if !costAdded.MatchString(grounds) {
		return nil
	}
	var out []string
	for _, m := range newMatches(costDenial, said, grounds) {
		added := costAdded.FindString(grounds)
		out = append(out, fmt.Sprintf("%q: the answer denies a cost the case states (%s)", m, added))
	}
	return out
}

var (
	// pointedApology is an apology for "this": it takes its object from the sentence
	// before it.
	pointedApology = regexp.MustCompile(`^(?:(?:この|その)(?:こと|件|点)(?:につきまして|について|に関しまして|に関して)?、?[^。]{0,12}(?:お詫び申し上げ|申し訳(?:ございません|ありません))|(?i:(?:dafür|hierfür|deshalb|deswegen|das|dies)\b[^.!]{0,30}(?:Entschuldigung|entschuldigen|bedauern)))`)
	// faultMark is a word of a fault, a delay or a trouble: what an apology is for.
	faultMark = regexp.MustCompile(`(?i:fehler|defekt|verzöger|verspät|unannehmlich|schaden|beschädig|ärger|leider|versehen|mangel|falsch|problem|ausfall|ausgefallen|nicht\b|kein|undicht|kaputt|bruch|gebrochen|störung|warte|umstände)|迷惑|不便|ご不快|申し訳|破損|不具合|故障|遅れ|遅延|誤|ミス|不備|欠品|割れ|漏れ|手数|問題|できず|できません|届かない|冷えない|使えない|ご心配|ご不安|お待たせ`)
	// apologyAsRemedy is an apology named as the reason of a remedy (お詫びとして),
	// which is not the fault itself.
	apologyAsRemedy = regexp.MustCompile(`お詫びとして|お詫びのしるし(?:として)?|(?i:als Entschuldigung)`)
)

// parenthetical is a label in brackets (冷凍室が冷えない症状), which names the matter
// and states nothing.
var parenthetical = regexp.MustCompile(`（[^）]*）|\([^)]*\)`)

// apologyForGoodNews names an apology for "this" put after a sentence that states
// nothing to apologise for (a remedy, an unchanged price, a confirmed visit), where
// the case never apologises so.
func apologyForGoodNews(as []string, grounds string) []string {
	var prev string
	for _, a := range as {
		a = strings.TrimSpace(stripMarker(strings.TrimSpace(a)))
		if a == "" {
			continue
		}
		if pointedApology.MatchString(a) && !strings.Contains(grounds, a) && prev != "" &&
			!faultMark.MatchString(apologyAsRemedy.ReplaceAllString(parenthetical.ReplaceAllString(prev, ""), "")) {
			return []string{fmt.Sprintf("%q apologises for %q, which is no fault", clipRunes(a, 40), clipRunes(prev, 50))}
		}
		prev = a
	}
	return nil
}

// thenConnector opens a sentence as the next in time: Danach, Anschließend, その後.
var thenConnector = regexp.MustCompile(`^(?:(?:\p{L}+:\s*)?(?i:danach|anschließend|im anschluss|daraufhin|darauf folgend|dann)\b|その後|それから|続いて|次いで)`)

// laterToldEarlier names an answer sentence opened as coming after the ones before
// it (Danach, その後) whose dates lie before the latest date of the last dated sentence
// before it: a sequence that goes back in time. The case's own "then" is its own.
func laterToldEarlier(lang string, as []string, grounds string, refYear int) []string {
	var last []string
	for _, a := range as {
		s := strings.TrimSpace(stripMarker(strings.TrimSpace(a)))
		dates := ExtractDates(lang, s, refYear)
		if loc := thenConnector.FindStringIndex(s); loc != nil && len(dates) > 0 && len(last) > 0 {
			rest := strings.TrimLeft(s[loc[1]:], " ,、:")
			if !strings.Contains(grounds, s) && !thenConnector.MatchString(groundSentenceOf(grounds, rest)) &&
				slices.Max(dates) < slices.Max(last) {
				return []string{fmt.Sprintf("%q is told as coming after %s, yet its date is earlier", clipRunes(s, 50), slices.Max(last))}
			}
		}
		if len(dates) > 0 {
			last = dates
		}
	}
	return nil
}

// groundSentenceOf returns the line of grounds that holds rest's first words, or "".
func groundSentenceOf(grounds, rest string) string {
	head := []rune(rest)
	probe := string(head[:min(12, len(head))])
	for line := range strings.SplitSeq(grounds, "\n") {
		if i := strings.Index(line, probe); i >= 0 {
			return strings.TrimSpace(line[max(0, i-24):])
		}
	}
	return ""
}

var (
	// jaReasonClause is a Japanese reason put before a statement: 業務拡大に伴い,
	// 契約の満了に伴う, 需要の増加を受けて.
	jaReasonClause = regexp.MustCompile(`([^、。「」\n・]{2,24}?)(?:に伴(?:い|う|いまして)|を受けて|を機に|の影響で|が理由で)`)
	// deReasonClause is a German one: wegen …, aufgrund …, infolge …, or a thing
	// "made necessary by …" (nach Beschwerden der Anwohner nötig gewordene).
	deReasonClause = regexp.MustCompile(`(?i:\b(?:wegen|aufgrund|auf grund|infolge|angesichts)\s+([^,.;:]{3,60})|\b(?:nach|durch)\s+([^,.;:]{3,60}?)\s+(?:nötig|notwendig|erforderlich)\s+geworden)`)
)

// unfoundedCauses names a reason the answer gives that the case never gives: a
// cause clause whose words the case does not have.
func unfoundedCauses(lang, said, grounds string) []string {
	low := strings.ToLower(grounds)
	var out []string
	if lang == "ja" {
		for _, m := range jaReasonClause.FindAllStringSubmatch(said, -1) {
			if strings.Contains(grounds, m[0]) {
				continue
			}
			for _, w := range contentWords("ja", m[1]) {
				if !supportedWord("ja", w, grounds, low) || newPair(w, grounds) {
					out = append(out, fmt.Sprintf("%q: a reason the case never gives (%s)", m[0], w))
					break
				}
			}
		}
		return out
	}
	for _, m := range deReasonClause.FindAllStringSubmatch(said, -1) {
		clause := m[1] + m[2]
		if strings.Contains(grounds, m[0]) {
			continue
		}
		var missing []string
		for _, w := range contentWords("de", clause) {
			if w == strings.ToLower(w) {
				continue
			}
			if !supportedWord("de", w, grounds, low) {
				missing = append(missing, w)
			}
		}
		if len(missing) >= 2 {
			out = append(out, fmt.Sprintf("%q: a reason the case never gives (%s)", clipRunes(strings.TrimSpace(m[0]), 50), strings.Join(missing, ", ")))
		}
	}
	return out
}

// newPair reports a kanji compound the case does not write whose pairs of
// characters, read from its start (業務|拡大), include one the case never writes: a
// compound joined from one known word and one new.
func newPair(w, grounds string) bool {
	rs := []rune(w)
	if strings.Contains(grounds, w) || len(rs) < 4 {
		return false
	}
	for i := 0; i+2 <= len(rs); i += 2 {
		if !strings.Contains(grounds, string(rs[i:i+2])) {
			return true
		}
	}
	return false
}

// unfoundedGift is a remedy told as a present or a thanks for loyalty (als
// Dankeschön für Ihre Treue, 日頃のご愛顧への感謝のしるし): a motive only the case
// can give, and a fault's remedy turned into a favour.
var unfoundedGift = regexp.MustCompile(`(?i:als (?:kleines )?(?:Dankeschön|Geschenk|Präsent|Zeichen (?:unserer|der) (?:Wertschätzung|Dankbarkeit|Anerkennung))|für Ihre (?:langjährige |treue )?(?:Treue|Kundentreue)|Treuebonus|Treuerabatt)|感謝のしるし|感謝の印|ご愛顧(?:への|に対する)?(?:感謝|お礼)|日頃のご愛顧|プレゼント(?:として|いたします)`)

// jaConsequence is a Japanese sentence that opens on a condition (…場合、) and says
// what then follows.
var jaConsequence = regexp.MustCompile(`^[^。]{2,40}(?:場合(?:は|には)?|ますと|なければ)、([^。]{4,})`)

// inventedConsequences names a Japanese sentence of the answer, opened on a condition,
// whose consequence has a word the case never writes: a sanction or an outcome made up.
// A consequence that asks the reader to act is advice, which inventedAdvice judges.
func inventedConsequences(lang string, as []string, grounds string) []string {
	if lang != "ja" {
		return nil
	}
	low := strings.ToLower(grounds)
	for _, a := range as {
		a = strings.TrimSpace(stripMarker(strings.TrimSpace(a)))
		m := jaConsequence.FindStringSubmatch(a)
		if m == nil || strings.Contains(grounds, a) || readerAsked.MatchString(m[1]) {
			continue
		}
		for _, w := range contentWords("ja", m[1]) {
			if !supportedWord("ja", w, grounds, low) {
				return []string{fmt.Sprintf("%q: a consequence the case never states (%s)", clipRunes(a, 50), w)}
			}
		}
	}
	return nil
}

// heldAnyway says a thing stays as it is: with the date the case moves away from,
// it restores that date even where ursprünglich or 当初 marks it as the old one.
var heldAnyway = regexp.MustCompile(`(?i)ändert sich (?:damit |daran |dadurch )?nichts|bleibt (?:es )?(?:bestehen|gültig|unverändert|dabei)|gilt (?:weiterhin|unverändert|nach wie vor)|のまま|変わら(?:ない|ず)|変わりません|変更(?:は|が)?(?:ありません|ございません|なし|ない)`)

// jaSuperlative and deSuperlative are a note that names the dearest or cheapest row
// of a table: 最も金額が大きいのは「X」, Das günstigste Angebot ist das von X.
var (
	jaSuperlative = regexp.MustCompile(`最も(金額が大きい|高い|高額な|金額が小さい|安い|安価な)(?:の|品目|品)は「([^」]+)」`)
	// deNamedSuperlative names the row first: Kühltechnik Straßburger GmbH ist mit
	// 13.975,00 € das günstigste Angebot; a qualifier after it (mit mindestens 3 Jahren
	// Garantie), on its line or the next, makes it another claim, which this does not
	// read.
	deNamedSuperlative = regexp.MustCompile(`(?m)(?:^|[-*•]\s|[.;:]\s)(\p{Lu}[\p{L}\p{N} .&-]{1,40}?) (?:ist|bietet) (?:mit [^;\n]{1,30}? )?das (teuerste|günstigste|billigste|preiswerteste) Angebot[ \t]*(?:[;,]|\.(?:\s|$))`)
	deSuperlative      = regexp.MustCompile(`(?i)(?:das|die|der) (teuerste|günstigste|billigste|preiswerteste)\s+\p{L}+\s+(?:ist|kommt von|stammt von)\s+(?:das |die |der )?(?:von |der |die )?([\p{L}][\p{L}\p{N} .&-]{1,40}?)(?:[.,;]|$)`)
)

// superlativeRows names a note under a table that calls a row the dearest or the
// cheapest when the rows' last amounts say another row is.
func superlativeRows(lang, answer string) []string {
	var kind, name string
	if lang == "ja" {
		if m := jaSuperlative.FindStringSubmatch(answer); m != nil {
			kind, name = m[1], m[2]
		}
	} else if m := deSuperlative.FindStringSubmatch(answer); m != nil {
		kind, name = strings.ToLower(m[1]), strings.TrimSpace(m[2])
	} else if m := deNamedSuperlative.FindStringSubmatch(answer); m != nil {
		kind, name = strings.ToLower(m[2]), strings.TrimSpace(m[1])
	}
	if name == "" {
		return nil
	}
	high := kind == "金額が大きい" || kind == "高い" || kind == "高額な" || kind == "teuerste"
	for _, tb := range markdownTables(answer) {
		type row struct {
			first string
			cells []string
			value float64
		}
		var rows []row
		for _, cells := range tb.rows {
			for i := len(cells) - 1; i >= 0; i-- {
				if a, ok := cellAmount(lang, cells[i]); ok {
					if v, err := strconv.ParseFloat(a.Value, 64); err == nil && len(cells) > 0 {
						rows = append(rows, row{strings.TrimSpace(cells[0]), cells, v})
					}
					break
				}
			}
		}
		if len(rows) < 2 {
			continue
		}
		best := 0
		for i, r := range rows {
			if high && r.value > rows[best].value || !high && r.value < rows[best].value {
				best = i
			}
		}
		named := slices.IndexFunc(rows, func(r row) bool {
			return slices.ContainsFunc(r.cells, func(c string) bool {
				c = strings.TrimSpace(c)
				return c != "" && (strings.Contains(c, name) || strings.Contains(name, c))
			})
		})
		if named >= 0 && rows[named].value != rows[best].value {
			return []string{fmt.Sprintf("the note calls %q the %s, the table says %q", name, kind, rows[best].first)}
		}
	}
	return nil
}

// yearOf is the first year (20xx) the text writes, 0 when none: what resolves the
// case's year-less dates when the check is given no reference year.
func yearOf(text string) int {
	if m := caseYear.FindString(text); m != "" {
		return atoi(m)
	}
	if m := reiwaYear.FindStringSubmatch(text); m != nil {
		return 2018 + atoi(m[1])
	}
	return 0
}

// caseYear is a year of this century written as digits, reiwaYear one of the Reiwa
// era (令和8年 is 2026).
var (
	caseYear  = regexp.MustCompile(`20\d\d`)
	reiwaYear = regexp.MustCompile(`令和(\d{1,2})年`)
)

// fullApology is an apology said as one (申し訳ございません。, お詫び申し上げます, Wir
// entschuldigen uns): not a cushion before a request (申し訳ございませんが、…) nor a
// remedy's name (お詫びとして).
var fullApology = regexp.MustCompile(`申し訳(?:ございません|ありません)(?:でした)?[。！]|お詫び(?:を)?申し上げ|(?i:entschuldigen uns|bitten (?:Sie )?(?:vielmals |nochmals )?um Entschuldigung|es tut uns (?:sehr )?leid)`)

// troubleReported is a fault, a delay or a loss the case may report, which an answer
// may apologise for in its own words.
var troubleReported = regexp.MustCompile(`(?i:fehler|defekt|verzöger|verspät|unannehmlich|schaden|beschädig|ärger|leider|versehen|mangel|problem|ausfall|ausgefallen|undicht|kaputt|störung|flacker|tropft)|迷惑|不便|ご不快|破損|不具合|故障|遅れ|遅延|誤り|ミス|不備|欠品|割れ|漏れ|冷えない|使えない|届かない|できない|ご心配`)

// apologyAdded names an apology in an answer where neither the golden nor the request
// apologises or reports a trouble: a fault admitted that the case never has.
func apologyAdded(golden, request, said string) []string {
	grounds := golden + "\n" + request
	if apologyWord.MatchString(grounds) || troubleReported.MatchString(grounds) {
		return nil
	}
	if m := fullApology.FindString(said); m != "" {
		return []string{fmt.Sprintf("%q: an apology the golden never makes, for a fault the case never reports", m)}
	}
	return nil
}

var (
	// scopeStretch widens a statement to a whole group or series (alle Beteiligten,
	// wie bei allen Geräten dieser Serie, 関係者全員, 全センター) or narrows a body's act
	// to one person acting alone (allein freigegeben, 社長一人から).
	scopeStretch = regexp.MustCompile(`(?i:alle Beteiligten|sämtliche Beteiligten?|alle Anwesenden|alle Teilnehmenden|das gesamte Team|wie bei allen [\p{L}-]+ dieser (?:Serie|Baureihe|Modellreihe)|alle Geräte dieser (?:Serie|Baureihe)|die gesamte (?:Serie|Baureihe)|im Alleingang|eigenmächtig|\ballein (?:freigegeben|entschieden|genehmigt|beschlossen|zugestimmt))|関係者全員|関係者一同|全員(?:が|で|に)|全(?:センター|店舗|拠点|製品|機種|商品|部署|社員|ユーザー|工場)|シリーズ全体|全機種|同(?:シリーズ|型)の(?:全|すべての)|\p{Han}{1,3}一人(?:から|で)|単独で|独断で`)
	// replacedByOld has the new thing replaced by the old one (durch die alte
	// Gasheizung ersetzt, 旧システムに置き換え).
	replacedByOld = regexp.MustCompile(`(?i:durch (?:die|den|das|eine[n]?) (?:alte|bisherige|vorherige)n? [\p{L}-]+ (?:ersetzt|abgelöst))|(?:旧|古い|従来の)[^。、]{1,12}(?:に|へ)(?:置き換え|入れ替え|交換)`)
	// contactTurned has the firm get in touch where the case asks the reader to (wendet
	// sich unser Kundendienst an Sie, 窓口からお問い合わせいたします).
	contactTurned = regexp.MustCompile(`(?i:wendet sich (?:unser|der|die|das) [\p{L}-]+ an Sie)|(?:こちら|弊社|当社|窓口)から(?:お客様(?:へ|に))?(?:お問い合わせ|ご連絡)いたします`)
)

var (
	// deReporter is a named person who reports (Herr Oßwald meldet, Frau Müller teilt
	// mit), and deReportedTo the same person told of it (Herrn Oßwald werden …
	// gemeldet, Frau Müller wird mitgeteilt).
	deReporter   = regexp.MustCompile(`(?:Herr|Frau) (?:(?:Prof\.|Dr\.) )*(\p{Lu}[\p{L}]+)(?:[^.;\n]|\.\d){0,60}?\b(?:meldet|berichtet|teilt|informiert)\b`)
	deReportedTo = `(?:Herrn|Frau) (?:(?:Prof\.|Dr\.) )*%s\b(?:[^.;\n]|\.\d){0,120}?\b(?:wird|werden|wurde|wurden)\b(?:[^.;\n]|\.\d){0,120}?\b(?:gemeldet|mitgeteilt|berichtet)`
	// jaReporter is one who reports (髙橋が…を報告した); jaReportedTo the same told of it
	// (髙橋に…が報告された).
	jaReporter   = regexp.MustCompile(`(\p{Han}{1,4})(?:様|部長|課長|さん)?が[^。]{0,30}?を報告`)
	jaReportedTo = `%s(?:様|部長|課長|さん)?に[^。]{0,30}?(?:が|を)?報告(?:され|を受け)`
)

// reportTurned names a person who reports in the golden and is reported to in the
// answer: who told whom, turned round.
func reportTurned(lang, golden, said string) []string {
	reporter, turned := deReporter, deReportedTo
	if lang == "ja" {
		reporter, turned = jaReporter, jaReportedTo
	}
	for _, m := range reporter.FindAllStringSubmatch(golden, -1) {
		// Most answers never name the reporter where it could be turned round: compile
		// the name's pattern only for those that do.
		if !strings.Contains(said, m[1]) {
			continue
		}
		re := regexp.MustCompile(fmt.Sprintf(turned, regexp.QuoteMeta(m[1])))
		if loc := re.FindString(said); loc != "" && !re.MatchString(golden) {
			return []string{fmt.Sprintf("%q: %s reports in the golden and is reported to in the answer", clipRunes(loc, 60), m[1])}
		}
	}
	return nil
}

var (
	// sentOut is a thing sent off (senden, versenden, in den Versand, 発送, お送り) and
	// arrived one received (erhalten, eintreffen, kommt, 届, 到着).
	sentOut = regexp.MustCompile(`(?i:\b(?:senden|sendet|schicken|schickt|versenden|versendet|verschicken|verschickt|Versand|abgeschickt|verschickt)\b)|発送|お送り|出荷`)
	arrived = regexp.MustCompile(`(?i:\b(?:erhalten|erhält|bekommen|bekommt|ankommen|kommt|kommen|eintreffen|trifft|zugestellt)\b)|届|到着`)
	// dateClause is a date written out in full (20.10.2026, 10月19日).
	dateClause = regexp.MustCompile(`\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}月\d{1,2}日`)
	// dateClauseBreak ends a clause: a comma, semicolon or stop before a blank, 、 or 。.
	dateClauseBreak = regexp.MustCompile(`[;,.!?]\s|[、。；]|\n`)
)

// dispatchAsArrival names a date the golden gives for a thing sent off that the answer
// gives for its arrival, or the other way round: the day the lamp leaves told as the
// day it arrives.
func dispatchAsArrival(golden, said string) []string {
	class := func(c string) int {
		s, a := sentOut.MatchString(c), arrived.MatchString(c)
		switch {
		case s && !a:
			return 1
		case a && !s:
			return 2
		}
		return 0
	}
	byDate := map[string]int{}
	for _, c := range dateClauseBreak.Split(golden, -1) {
		for _, d := range dateClause.FindAllString(c, -1) {
			if k, seen := byDate[d]; !seen {
				byDate[d] = class(c)
			} else if k != class(c) {
				byDate[d] = 0
			}
		}
	}
	for _, c := range dateClauseBreak.Split(said, -1) {
		for _, d := range dateClause.FindAllString(c, -1) {
			if g := byDate[d]; g != 0 && class(c) != 0 && class(c) != g {
				what := "sent off"
				if g == 2 {
					what = "arriving"
				}
				return []string{fmt.Sprintf("%q: the golden's %s is the day a thing is %s, the answer's is not", clipRunes(strings.TrimSpace(c), 60), d, what)}
			}
		}
	}
	return nil
}

var (
	// jaAskedFor is a thing the golden asks the reader for (ご承認をお願いいたします,
	// ご返送ください), and jaGranted the same thing told as given at a sentence's end
	// (ご承認をいただきました。); ご連絡いただきました件 names the matter, not its state.
	jaAskedFor = regexp.MustCompile(`([\p{Han}\p{Katakana}ー]{2,})を?(?:お願い(?:いたし|致し|し|申し上げ)ます|くださ|下さ)`)
	jaGranted  = regexp.MustCompile(`([\p{Han}\p{Katakana}ー]{2,})を?(?:いただき|頂き|賜り|頂戴し)ました(?:[。！\n]|$)`)
)

// requestGranted names a thing the golden asks the reader for that the answer reports
// as already given (2026年10月30日までに、ご承認をお願いいたします → ご承認をいただき
// ました): the reader, told the matter is settled, does not act. A case that reports
// the same thing as given somewhere writes it so itself.
func requestGranted(golden, grounds, said string) []string {
	asked := map[string]bool{}
	for _, m := range jaAskedFor.FindAllStringSubmatch(golden, -1) {
		asked[m[1]] = true
	}
	if len(asked) == 0 {
		return nil
	}
	for _, m := range jaGranted.FindAllStringSubmatch(said, -1) {
		if asked[m[1]] && !slices.ContainsFunc(jaGranted.FindAllStringSubmatch(grounds, -1), func(g []string) bool { return g[1] == m[1] }) {
			return []string{fmt.Sprintf("%q reports as given what the case asks the reader for", m[0])}
		}
	}
	return nil
}

var (
	// wishClaim says the writer acts as the reader wished (wie von Ihnen gewünscht,
	// Ihrem Wunsch entsprechend, ご希望どおり); wishWord marks a sentence of the
	// request that states a wish or asks (bitte liefern Sie …, 到着を希望).
	wishClaim = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(wie (?:von Ihnen |Sie es )?gewünscht|wie Sie es wünschen|Ihrem Wunsch (?:entsprechend|gemäß)|entsprechend Ihrem Wunsch|wünschen Sie sich)(?:[^\p{L}]|$)|(ご(?:希望|要望)(?:どおり|通り|のとおり|に沿|に合わせ|にお応え))`)
	wishWord  = regexp.MustCompile(`(?i)bitte|möchte|wünsch|wunsch|希望|要望|お願い|ください|たい`)
)

// wishClaimed names an answer sentence that says the writer acts as the reader
// wished (Wie von Ihnen gewünscht, senden wir Ihnen eine Ersatzlampe zu; ご希望どおり、
// 新しいお届け予定日は10月21日です) where no wish or request of the case's speaks of
// it: no sentence of the request with a wish shares two of its words or figures. A
// customer who asked for the thing (bitte liefern Sie die Bestellung WE-20417 an …)
// is answered "wie gewünscht" rightly.
func wishClaimed(lang, golden, request, said string) []string {
	if wishClaim.MatchString(golden) {
		return nil
	}
	var wishes []map[string]bool
	for _, r := range sentencesOf(lang, request) {
		if wishWord.MatchString(r) {
			wishes = append(wishes, wishTerms(lang, r))
		}
	}
	for _, a := range sentencesOf(lang, said) {
		m := wishClaim.FindStringSubmatch(a)
		if m == nil {
			continue
		}
		terms := wishTerms(lang, strings.Replace(a, m[0], " ", 1))
		if !slices.ContainsFunc(wishes, func(w map[string]bool) bool {
			n := 0
			for t := range terms {
				if w[t] {
					n++
				}
			}
			return n >= 2
		}) {
			return []string{fmt.Sprintf("%q says the writer does as the reader wished, which the reader never asked", strings.TrimSpace(m[1]+m[2]))}
		}
	}
	return nil
}

// wishTerms are a sentence's content words and figures, without the words of a wish.
func wishTerms(lang, s string) map[string]bool {
	terms := alignWords(lang, s)
	for t := range terms {
		if wishWord.MatchString(t) {
			delete(terms, t)
		}
	}
	for _, d := range digitRun.FindAllString(s, -1) {
		terms["#"+d] = true
	}
	return terms
}

// jaDoneNoun is an act written as done with 済み (お送り済み, 発送済み); group 1 is
// its kanji stem.
var jaDoneNoun = regexp.MustCompile(`(?:お|ご)?(\p{Han}+)[りけしち]?済み`)

// doneAhead names an act the golden's writer still has to do (クーポンをお送りいた
// します, 10月19日に発送いたします) that the answer writes as done with 済み (お送り
// 済みです): the reader waits for nothing, or writes to ask where it is. Only the
// writer's humble promise counts: a plan in a summary (予備費から支出する) may sit
// beside the same act done before (9月末時点で支出済み), and an act the golden
// reports as done (確認いたしました, 確認済み) may be written with 済み.
func doneAhead(golden, said string) []string {
	for _, m := range jaDoneNoun.FindAllStringSubmatch(said, -1) {
		stem := m[1]
		future := regexp.MustCompile(regexp.QuoteMeta(stem) + `[りけしち]?(?:いたします|致します)`)
		done := regexp.MustCompile(regexp.QuoteMeta(stem) + `[りけしち]?(?:いたしました|致しました|しました|した|済み|ました)`)
		if future.MatchString(golden) && !done.MatchString(golden) {
			return []string{fmt.Sprintf("%q tells as done what the case's writer has still to do", m[0])}
		}
	}
	return nil
}

// stateForProcess names a German sentence of the golden whose werden-passive (Die
// alte Gasheizung wird durch zwei Wärmepumpen ersetzt) the answer keeps word for
// word but with sein (… ist durch zwei Wärmepumpen ersetzt): a change under way or
// planned told as one already made.
func stateForProcess(lang, golden, said string) []string {
	if lang != "de" {
		return nil
	}
	for _, p := range [][2]string{{" wird ", " ist "}, {" werden ", " sind "}} {
		alt := keptWithEdit(lang, golden, said, func(g string) string {
			if !strings.Contains(g, p[0]) {
				return ""
			}
			return strings.Replace(g, p[0], p[1], 1)
		})
		if alt != "" {
			return []string{fmt.Sprintf("%q: the golden's %q made %q, a process told as done", clipRunes(alt, 50), strings.TrimSpace(p[0]), strings.TrimSpace(p[1]))}
		}
	}
	return nil
}

// keptWithEdit returns the first sentence of the golden, edited by edit ("" for a
// sentence it leaves alone), that the answer holds word for word and the golden does
// not: the golden's sentence kept but for that one edit.
func keptWithEdit(lang, golden, said string, edit func(string) string) string {
	for _, g := range sentencesOf(lang, golden) {
		if alt := edit(g); alt != "" && strings.Contains(said, alt) && !strings.Contains(golden, alt) {
			return alt
		}
	}
	return ""
}

// genderedPronoun names a German sentence of the golden that opens on a person (Frau
// Köhler bittet um …) kept word for word in the answer with the pronoun of the other
// gender in the name's place (Er bittet um …): the sentence now speaks of someone else.
func genderedPronoun(lang, golden, said string) []string {
	if lang != "de" {
		return nil
	}
	var name, wrong string
	alt := keptWithEdit(lang, golden, said, func(g string) string {
		body := strings.TrimPrefix(strings.TrimSpace(g), "- ")
		m := deTitledName.FindStringIndex(body)
		if m == nil || m[0] != 0 {
			return ""
		}
		name, wrong = body[:m[1]], "Er"
		if strings.HasPrefix(body, "Herr") {
			wrong = "Sie"
		}
		if alt := wrong + body[m[1]:]; len(alt) > 12 {
			return alt
		}
		return ""
	})
	if alt == "" {
		return nil
	}
	return []string{fmt.Sprintf("%q: %q made %q", clipRunes(alt, 50), name, wrong)}
}
