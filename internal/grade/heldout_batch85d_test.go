package grade

// Batch 85d: state and sequence. A business answer says what has already happened,
// what is happening and what is still to come, and in which order: a delivery that
// is planned, an approval that is still awaited, a step that comes after another, a
// figure that is only the running total so far. These kinds move one such thing to
// the wrong side of "now" or of its neighbour: a done act told as still to come (or
// the reverse), an awaited decision told as granted, two steps of a procedure told in
// the wrong order, a signal that follows a completion told as shown until it, a
// deadline on the day before moved onto the day itself. Each changes one place and
// keeps the rest of the answer as it was.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

var heldOutBatch85d = []heldOutKind{
	// A numbered step's first two sentences told the other way round, so the step
	// does its second action before its first.
	// de: "2. Öffnen Sie die App und legen Sie ein Benutzerkonto an. Bestätigen Sie anschließend Ihre E-Mail-Adresse …"
	//   → "2. Bestätigen Sie anschließend Ihre E-Mail-Adresse … Öffnen Sie die App und legen Sie ein Benutzerkonto an."
	// ja: "1. 箱から本体を取り出し、底面の電池カバーを開けます。付属のコイン形電池…入れてから、カバーを閉じてください。"
	//   → "1. 付属のコイン形電池…入れてから、カバーを閉じてください。箱から本体を取り出し、底面の電池カバーを開けます。"
	{"b85d_step_first_two_sentences_reversed", "longest", func(lang, s string) string {
		return b85dStepSentencesReversed(lang, s, false)
	}},
	// The same, on the last numbered step that has two sentences.
	// de: "9. Legen Sie … fest, … Mit „Tag kopieren“ übernehmen Sie einen fertigen Tag …"
	//   → "9. Mit „Tag kopieren“ übernehmen Sie einen fertigen Tag … Legen Sie … fest, …"
	// ja: "7. 靴下を脱ぎ、素足で本体に乗って、動かずにお待ちください。約10秒で測定が終わり、…送られます。"
	//   → "7. 約10秒で測定が終わり、…送られます。靴下を脱ぎ、素足で本体に乗って、動かずにお待ちください。"
	{"b85d_step_last_two_sentence_step_reversed", "longest", func(lang, s string) string {
		return b85dStepSentencesReversed(lang, s, true)
	}},
	// "the same day" moved onto the day after: the urgent visit or the call comes a
	// day late.
	// de: "dass noch am selben Tag ein Installateur kommt" → "dass am Tag darauf ein Installateur kommt"
	// ja: "当日は、作業員が訪問の30分前にお電話いたします" → "翌日は、作業員が訪問の30分前にお電話いたします"
	{"b85d_same_day_made_day_after", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b85dJaSameDay, s, func(m []string) string { return "翌日" })
		}
		return hoFirstMatch(b85dDeSameDay, s, func(m []string) string { return "am Tag darauf" })
	}},
	// A running total "so far" / "as of" told as the final figure.
	// de: "bisher sind 212.400,00 € abgerechnet" → "insgesamt sind 212.400,00 € abgerechnet"
	// ja: "9月末時点の支出は2億1,500万円" → "最終的な支出は2億1,500万円"
	{"b85d_so_far_figure_made_final_total", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b85dJaSoFar, s, func(m []string) string { return "最終的な" })
		}
		return hoFirstMatch(b85dDeSoFar, s, func(m []string) string {
			if unicode.IsUpper([]rune(m[0])[0]) {
				return "Insgesamt"
			}
			return "insgesamt"
		})
	}},
	// A reported act in the Perfekt ("hat … vorgestellt") told as still to come
	// ("wird … vorstellen").
	// de: "Prof. Dr. Kühn hat das Sicherheitsgutachten vorgestellt:" → "Prof. Dr. Kühn wird das Sicherheitsgutachten vorstellen:"
	// de: "Frau Köhler hat am 08.10.2026 … bestellt," → "Frau Köhler wird am 08.10.2026 … bestellen,"
	{"b85d_de_hat_perfect_made_wird_future", "first", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		return b85dDePerfectToFuture(s)
	}},
	// The first announced act (ます/する at the end of a sentence, or a noun + 予定)
	// told as already done.
	// ja: "クーポンをお送りいたします。" → "クーポンをお送りいたしました。"
	// ja: "令和8年11月16日（月）に移転します。" → "令和8年11月16日（月）に移転しました。"
	// ja: "交換品は10月19日に発送予定。" → "交換品は10月19日に発送済み。"
	{"b85d_ja_first_announced_act_made_done", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b85dJaPlannedToDone(s)
	}},
	// The first done act (〜いたしました / 〜した after a verbal noun) told as still to
	// come.
	// ja: "お送りいただいた写真で、…破損を確認いたしました。" → "…破損を確認いたします。"
	// ja: "責任者の髙橋が第3回進捗を報告した。" → "責任者の髙橋が第3回進捗を報告する。"
	{"b85d_ja_first_done_act_made_nonpast", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b85dJaDoneToNonpast(s)
	}},
	// A present-tense commitment or scheduled event told in the Perfekt, as if it had
	// already happened.
	// de: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu." → "Wir haben Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zugesandt."
	// de: "kommt der Verdichter erst am 23.11.2026 statt am 02.11.2026;" → "ist der Verdichter erst am 23.11.2026 statt am 02.11.2026 gekommen;"
	{"b85d_de_present_commitment_made_perfekt_done", "first", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		return b85dDePresentToPerfekt(s)
	}},
	// Two actions chained in one sentence trade places, objects kept: the second act
	// is done first.
	// de: "Speichern Sie den Plan und aktivieren Sie ihn …" → "Aktivieren Sie den Plan und speichern Sie ihn …"
	// ja: "担当の西村が調査し、10月19日（月）17時までに回答する。" → "担当の西村が回答し、10月19日（月）17時までに調査する。"
	{"b85d_two_chained_action_verbs_traded", "first", b85dChainedVerbsTraded},
	// An awaited approval or a request told as already granted.
	// de: "die Genehmigung der Gewerbeaufsicht steht noch aus." → "die Genehmigung der Gewerbeaufsicht liegt bereits vor."
	// de: "Herr Strauß bittet, die Mehrkosten … freizugeben." → "Herr Strauß hat die Mehrkosten … bereits freigegeben."
	// ja: "延期と予備費支出の承認を求めている。" → "延期と予備費支出の承認を得ている。"
	{"b85d_awaited_approval_or_request_made_granted", "first", b85dPendingMadeGranted},
	// An act already done, named in a modifier, told as still to come.
	// ja: "お送りいただいた写真で" → "お送りいただく写真で"; "追加していただいたため" → "追加していただくため"
	// de: "der von Ihnen bestellten Teile" → "der von Ihnen zu bestellenden Teile"
	// de: "…, die der Ausschuss freigegeben hat." → "…, die der Ausschuss freigeben wird."
	// de: "mit dem beiliegenden Rücksendeetikett" → "mit dem später folgenden Rücksendeetikett"
	{"b85d_done_act_in_modifier_made_future", "first", b85dModifierDoneToFuture},
	// A deadline on the day before (or hours before) moved onto the day itself.
	// ja: "前日の17時までにご連絡ください" → "当日の17時までにご連絡ください"
	// de: "spätestens 24 Stunden vorher ab" → "spätestens am selben Tag ab"
	{"b85d_day_before_deadline_made_same_day", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b85dJaDayBefore, s, func(m []string) string { return "当日" })
		}
		return hoFirstMatch(b85dDeDayBefore, s, func(m []string) string { return "spätestens am selben Tag" })
	}},
	// The new state of a change told as the old one: "changes to X" made "changes from
	// X", "postponed to D" made "postponed from D".
	// ja: "請求書の送付先は経理部の小西課長に変わります。" → "請求書の送付先は経理部の小西課長から変わります。"
	// de: "die Inbetriebnahme verschiebt sich deshalb auf den 07.12.2026." → "die Inbetriebnahme verschiebt sich deshalb vom 07.12.2026."
	{"b85d_change_target_made_change_origin", "first", b85dChangeTargetToOrigin},
	// A signal that comes once something is complete told as shown until it is.
	// de: "Sobald die Verbindung steht, zeigt das Bedienteil ein WLAN-Symbol" → "Solange die Verbindung noch nicht steht, zeigt …"
	// ja: "接続が完了すると、本体に「OK」と表示されます。" → "接続が完了するまで、本体に「OK」と表示されます。"
	{"b85d_completion_signal_made_shown_until_completion", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b85dJaOnComplete, s, func(m []string) string { return m[1] + "が完了するまで" })
		}
		return hoFirstMatch(b85dDeOnComplete, s, func(m []string) string {
			return "Solange " + m[1] + " " + m[2] + " noch nicht " + m[3]
		})
	}},
	// A state that lasts until a coming date told as already over.
	// de: "Herr Weiß ist bis zum 22.10.2026 verreist" → "Herr Weiß war bis zum 22.10.2026 verreist"
	// ja: "旧事務所での営業は11月13日（金）までです。" → "旧事務所での営業は11月13日（金）まででした。"
	{"b85d_state_until_coming_date_put_in_past", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b85dJaUntilState, s, func(m []string) string { return m[1] + "まででした。" })
		}
		return hoFirstMatch(b85dDeUntilState, s, func(m []string) string {
			aux := map[string]string{"ist": "war", "sind": "waren"}[m[1]]
			return aux + " bis " + m[2]
		})
	}},
	// A check or test already passed told as still awaited.
	// de: "Die Druckbehälterprüfung ist bestanden," → "Die Druckbehälterprüfung steht noch aus,"
	// ja: "写真で破損を確認済みで、" → "写真で破損を確認待ちで、"
	{"b85d_passed_check_told_as_still_awaited", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b85dJaCheckDone, s, func(m []string) string { return m[1] + "待ち" })
		}
		return hoFirstMatch(b85dDeCheckDone, s, func(m []string) string { return m[1] + " steht noch aus" })
	}},
	// A state that holds until the coming change ("until then the old plant keeps
	// running") told as already ended.
	// de: "bis dahin läuft die alte Anlage weiter." → "die alte Anlage ist bereits abgeschaltet."
	// ja: "当方の試験台はそれまで予約で埋まっており、" → "当方の試験台はすでに予約が空いており、"
	{"b85d_interim_until_then_state_told_as_already_ended", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b85dJaUntilThen, s, func(m []string) string { return "すでに" + m[1] + "が空いて" })
		}
		return hoFirstMatch(b85dDeUntilThen, s, func(m []string) string { return m[1] + " ist bereits abgeschaltet" })
	}},
}

var (
	b85dStepLine     = regexp.MustCompile(`^(\d+\.\s+)(.+)$`)
	b85dJaSameDay    = regexp.MustCompile(`当日|同日`)
	b85dDeSameDay    = regexp.MustCompile(`(?:noch )?am (?:selben|gleichen|selbigen) Tag`)
	b85dJaSoFar      = regexp.MustCompile(`(?:\d{1,2}月末|\d{1,2}月\d{1,2}日|現在)時点の|これまでの`)
	b85dDeSoFar      = regexp.MustCompile(`\b(?:[Bb]isher|[Bb]islang|[Bb]is dato)\b`)
	b85dDeHat        = regexp.MustCompile(`\b(hat|haben) `)
	b85dDeClauseWord = regexp.MustCompile(`(\p{Ll}{3,})([.,;:])(?:\s|$)`)
	b85dJaDone       = regexp.MustCompile(`(\p{Han}{2})(いたしました|しました|した)([。、（]|$)`)
	b85dDeAfterPart  = regexp.MustCompile(`(\p{Ll}*ge\p{Ll}{3,}) (hat|haben)([.,;])`)
	b85dDeVonIhnen   = regexp.MustCompile(`von Ihnen (\p{Ll}{3,})ten\b`)
	b85dJaGiven      = regexp.MustCompile(`いただいた(\p{Han}|ため)`)
	b85dJaDayBefore  = regexp.MustCompile(`前日`)
	b85dDeDayBefore  = regexp.MustCompile(`spätestens \d+ (?:Stunden|Tage) vorher|spätestens am Vortag`)
	b85dJaOnComplete = regexp.MustCompile(`(\p{Han}{2})が完了すると`)
	b85dDeOnComplete = regexp.MustCompile(`Sobald (die|der|das) (\p{Lu}\p{Ll}+) (steht|abgeschlossen ist|hergestellt ist|fertig ist)`)
	b85dJaUntilState = regexp.MustCompile(`(\d{1,2}日(?:（.）)?)までです。`)
	b85dDeUntilState = regexp.MustCompile(`\b(ist|sind) bis ((?:zum )?\d{1,2}\.\d{1,2}\.\d{4})`)
	b85dJaCheckDone  = regexp.MustCompile(`(確認|検査|点検|審査|承認)済み`)
	b85dDeCheckDone  = regexp.MustCompile(`(\p{Lu}\p{Ll}*(?:prüfung|abnahme|kontrolle|Prüfung|Abnahme|Kontrolle)) ist (?:bestanden|abgeschlossen|erfolgt)`)
	b85dJaUntilThen  = regexp.MustCompile(`それまで(予約|在庫)で埋まって`)
	b85dDeUntilThen  = regexp.MustCompile(`[Bb]is dahin (?:läuft|bleibt|arbeitet) ((?:die|der|das) [^.;\n]+?) weiter`)
	b85dDeEnclosed   = regexp.MustCompile(`\bbeiliegende(n|m|r|s)?\b`)
	b85dDeChainVerbs = regexp.MustCompile(`(\p{Lu}\p{Ll}+) Sie ([^.;:\n]+?) und (\p{Ll}+) Sie (ihn|sie|es)\b`)
	b85dJaChainVerbs = regexp.MustCompile(`(\p{Han}{2})し、([^。\n]{0,40}?)(\p{Han}{2})(する|します|いたします)`)
	b85dJaChangeTo   = regexp.MustCompile(`に(変わります|変更されます|変更となります|延期)`)
	b85dDeShiftTo    = regexp.MustCompile(`verschiebt sich ([^;.\n]*?)auf den (\d)`)
)

// b85dStepSentencesReversed swaps the first two sentences of the first (or last)
// numbered step that has at least two.
func b85dStepSentencesReversed(lang, s string, last bool) string {
	lines := strings.Split(s, "\n")
	pick := -1
	var pickBody string
	for i, l := range lines {
		m := b85dStepLine.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		ss := hoSentences(lang, m[2])
		if len(ss) < 2 || !b85dEndsSentence(ss[0]) || !b85dEndsSentence(ss[1]) {
			continue
		}
		sep := ""
		if lang != "ja" {
			sep = " "
		}
		a := strings.TrimRight(ss[0], " ")
		b := strings.TrimRight(ss[1], " ")
		body := b + sep + a
		if rest := strings.Join(ss[2:], ""); rest != "" {
			body += sep + rest
		}
		pick, pickBody = i, m[1]+body
		if !last {
			break
		}
	}
	if pick < 0 {
		return s
	}
	lines[pick] = pickBody
	return strings.Join(lines, "\n")
}

func b85dEndsSentence(x string) bool {
	x = strings.TrimRight(x, " ")
	r, _ := utf8.DecodeLastRuneInString(x)
	return strings.ContainsRune(".!?。！？", r)
}

var b85dDeSepPrefixes = []string{"zurück", "weiter", "heraus", "herunter", "frei", "fest", "statt", "vor", "auf", "aus", "ein", "mit", "nach", "an", "ab", "zu"}

// b85dDeStem turns the tail of a participle (stellt, geben, meldet) into an
// infinitive tail (stellen, geben, melden).
func b85dDeStem(x string) (string, bool) {
	switch {
	case len(x) < 3:
		return "", false
	case strings.HasSuffix(x, "en"):
		return x, true
	case strings.HasSuffix(x, "ert") || strings.HasSuffix(x, "elt"):
		return x[:len(x)-1] + "n", true
	case strings.HasSuffix(x, "det") || strings.HasSuffix(x, "tet"):
		return x[:len(x)-2] + "en", true
	case strings.HasSuffix(x, "t"):
		return x[:len(x)-1] + "en", true
	}
	return "", false
}

// b85dDeInfinitive gives the infinitive of a German past participle, or false when
// the word does not look like one.
func b85dDeInfinitive(p string) (string, bool) {
	for _, pre := range b85dDeSepPrefixes {
		if strings.HasPrefix(p, pre+"ge") && len(p) > len(pre)+4 {
			st, ok := b85dDeStem(p[len(pre)+2:])
			return pre + st, ok
		}
	}
	if strings.HasPrefix(p, "ge") && len(p) > 5 {
		return b85dDeStem(p[2:])
	}
	for _, pre := range []string{"be", "ver", "er", "ent", "zer", "emp", "miss"} {
		if strings.HasPrefix(p, pre) && len(p) > len(pre)+3 && strings.HasSuffix(p, "t") {
			return b85dDeStem(p)
		}
	}
	if strings.HasSuffix(p, "iert") {
		return b85dDeStem(p)
	}
	return "", false
}

// b85dDePerfectToFuture rewrites the first main-clause "hat … <participle>" as
// "wird … <infinitive>".
func b85dDePerfectToFuture(s string) string {
	for _, loc := range b85dDeHat.FindAllStringSubmatchIndex(s, -1) {
		rest := s[loc[1]:]
		w := b85dDeClauseWord.FindStringSubmatchIndex(rest)
		if w == nil {
			continue
		}
		between := rest[:w[2]]
		if strings.ContainsAny(between, "\n;:") || strings.Contains(between, ". ") {
			continue
		}
		inf, ok := b85dDeInfinitive(rest[w[2]:w[3]])
		if !ok {
			continue
		}
		aux := "wird"
		if s[loc[2]:loc[3]] == "haben" {
			aux = "werden"
		}
		return s[:loc[2]] + aux + " " + between + inf + rest[w[3]:]
	}
	return s
}

// b85dJaPlannedToDone puts the first announced act of the text in the past.
func b85dJaPlannedToDone(s string) string {
	split, refs := hoAllSentences("ja", s)
	for n, r := range refs {
		sent := split[r.line][r.idx]
		if n == 0 && strings.Contains(sent, "次の") {
			continue // the sentence that announces what follows
		}
		nw := b85dJaSentencePast(sent)
		if nw != sent {
			split[r.line][r.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

func b85dJaSentencePast(sent string) string {
	if !strings.HasSuffix(sent, "。") {
		return sent
	}
	body := strings.TrimSuffix(sent, "。")
	for _, skip := range []string{"ございます", "おります", "お願いいたします", "お願いします", "ください", "ません", "できます", "なります", "あります", "ております", "説明いたします", "案内いたします"} {
		if strings.HasSuffix(body, skip) {
			return sent
		}
	}
	if strings.HasSuffix(body, "送りいたします") && strings.ContainsAny(body, "見資添") {
		return sent // a document sent with this very letter
	}
	lastHan := func(x string) bool {
		r, _ := utf8.DecodeLastRuneInString(x)
		return unicode.Is(unicode.Han, r)
	}
	switch {
	case strings.HasSuffix(body, "ます"):
		return strings.TrimSuffix(body, "ます") + "ました。"
	case strings.HasSuffix(body, "する") && lastHan(strings.TrimSuffix(body, "する")):
		return strings.TrimSuffix(body, "する") + "した。"
	case strings.HasSuffix(body, "予定") && lastHan(strings.TrimSuffix(body, "予定")):
		return strings.TrimSuffix(body, "予定") + "済み。"
	}
	return sent
}

// b85dJaDoneToNonpast puts the first done act after a verbal noun in the non-past;
// performatives (確定いたしました …) stay, as their non-past reads the same.
func b85dJaDoneToNonpast(s string) string {
	for _, loc := range b85dJaDone.FindAllStringSubmatchIndex(s, -1) {
		noun := s[loc[2]:loc[3]]
		end := s[loc[4]:loc[5]]
		if end != "した" && strings.Contains("確定決定説明案内承知", noun) {
			continue
		}
		nw := map[string]string{"いたしました": "いたします", "しました": "します", "した": "する"}[end]
		return s[:loc[4]] + nw + s[loc[5]:]
	}
	return s
}

type b85dDeVerb struct {
	verb, aux, particle, part, partNoParticle string
}

// b85dDeVerbs are present-tense verbs of commitments and scheduled events with the
// Perfekt that reports them as done.
var b85dDeVerbs = []b85dDeVerb{
	{"erfolgt", "ist", "", "erfolgt", "erfolgt"},
	{"findet", "hat", "statt", "stattgefunden", ""},
	{"senden", "haben", "zu", "zugesandt", "gesendet"},
	{"schicken", "haben", "zu", "zugeschickt", "geschickt"},
	{"liefern", "haben", "", "geliefert", "geliefert"},
	{"kommt", "ist", "", "gekommen", "gekommen"},
	{"läuft", "ist", "weiter", "weitergelaufen", ""},
	{"erstatten", "haben", "", "erstattet", "erstattet"},
	{"tauschen", "haben", "aus", "ausgetauscht", "getauscht"},
}

// b85dDeClauseEnd finds the end of the clause that starts at from: a ';' or ':', a
// line end, or a full stop that ends a sentence (not one inside a date or number).
func b85dDeClauseEnd(s string, from int) int {
	for i := from; i < len(s); i++ {
		switch s[i] {
		case ';', ':', '\n':
			return i
		case '.':
			prevDigit := i > 0 && s[i-1] >= '0' && s[i-1] <= '9'
			nextEnd := i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\n'
			if nextEnd && !prevDigit {
				return i
			}
		}
	}
	return len(s)
}

func b85dDePresentToPerfekt(s string) string {
	best, bestEnd := -1, -1
	var bestV b85dDeVerb
	for _, v := range b85dDeVerbs {
		re := regexp.MustCompile(`(?:^|[\s(])(` + v.verb + `) `)
		for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
			if best >= 0 && loc[2] >= best {
				break
			}
			// a verb that ends its clause is in a subordinate clause: leave it
			end := b85dDeClauseEnd(s, loc[3])
			mid := strings.TrimSpace(s[loc[3]:end])
			if !strings.Contains(mid, " ") && v.particle == "" {
				continue
			}
			if mid == "" {
				continue
			}
			best, bestEnd, bestV = loc[2], end, v
			break
		}
	}
	if best < 0 {
		return s
	}
	v := bestV
	vEnd := best + len(v.verb)
	mid := s[vEnd:bestEnd]
	part := v.partNoParticle
	if v.particle != "" && strings.HasSuffix(mid, " "+v.particle) {
		mid = strings.TrimSuffix(mid, " "+v.particle)
		part = v.part
	}
	if part == "" || strings.TrimSpace(mid) == "" {
		return s
	}
	return s[:best] + v.aux + mid + " " + part + s[bestEnd:]
}

// b85dChainedVerbsTraded trades the two actions of "V1 Sie X und v2 Sie ihn" or
// "〜し、…〜する".
func b85dChainedVerbsTraded(lang, s string) string {
	if lang == "ja" {
		return hoFirstMatch(b85dJaChainVerbs, s, func(m []string) string {
			return m[3] + "し、" + m[2] + m[1] + m[4]
		})
	}
	for _, loc := range b85dDeChainVerbs.FindAllStringSubmatchIndex(s, -1) {
		obj := s[loc[4]:loc[5]]
		words := strings.Fields(obj)
		lastWord := words[len(words)-1]
		sep := false
		for _, p := range b85dDeSepPrefixes {
			if lastWord == p || lastWord == "herunter" || lastWord == "hin" || lastWord == "her" {
				sep = true
			}
		}
		if sep {
			continue
		}
		v1 := s[loc[2]:loc[3]]
		v2 := s[loc[6]:loc[7]]
		r2 := []rune(v2)
		r2[0] = unicode.ToUpper(r2[0])
		r1 := []rune(v1)
		r1[0] = unicode.ToLower(r1[0])
		return s[:loc[0]] + string(r2) + " Sie " + obj + " und " + string(r1) + " Sie " + s[loc[8]:loc[9]] + s[loc[1]:]
	}
	return s
}

var (
	b85dDeStehtAus   = regexp.MustCompile(`steht (?:noch )?aus`)
	b85dDeBittetZu   = regexp.MustCompile(`bittet, ([^;\n]+?) (\p{Ll}*?)zu(\p{Ll}{3,}en)([.;])`)
	b85dDeBittetUm   = regexp.MustCompile(`bittet um (ein|eine|einen|die|den|das) ([^.;\n]+?)([.;]|$)`)
	b85dDeBittetDas  = regexp.MustCompile(`bittet darum, dass`)
	b85dDeGewuenscht = regexp.MustCompile(`Gewünscht ist`)
	b85dJaMotomeru   = regexp.MustCompile(`(\p{Han}{2})を求めている`)
	b85dJaKibou      = regexp.MustCompile(`(\p{Han}{2})を希望`)
)

// b85dPendingMadeGranted rewrites the first awaited approval or request of the text
// as granted.
func b85dPendingMadeGranted(lang, s string) string {
	type rule struct {
		re *regexp.Regexp
		f  func(m []string) string
	}
	var rules []rule
	if lang == "ja" {
		rules = []rule{
			{b85dJaMotomeru, func(m []string) string { return m[1] + "を得ている" }},
			{b85dJaKibou, func(m []string) string { return m[1] + "で合意済み" }},
		}
	} else {
		rules = []rule{
			{b85dDeStehtAus, func(m []string) string { return "liegt bereits vor" }},
			{b85dDeBittetZu, func(m []string) string { return "hat " + m[1] + " bereits " + m[2] + "ge" + m[3] + m[4] }},
			{b85dDeBittetUm, func(m []string) string { return "hat bereits " + m[1] + " " + m[2] + " erhalten" + m[3] }},
			{b85dDeBittetDas, func(m []string) string { return "bestätigt, dass" }},
			{b85dDeGewuenscht, func(m []string) string { return "Vereinbart ist" }},
		}
	}
	best := -1
	for i, r := range rules {
		if loc := r.re.FindStringIndex(s); loc != nil && (best < 0 || loc[0] < rules[best].re.FindStringIndex(s)[0]) {
			best = i
		}
	}
	if best < 0 {
		return s
	}
	return hoFirstMatch(rules[best].re, s, rules[best].f)
}

// b85dModifierDoneToFuture turns the first done act in a modifier into one still to
// come.
func b85dModifierDoneToFuture(lang, s string) string {
	if lang == "ja" {
		return hoFirstMatch(b85dJaGiven, s, func(m []string) string { return "いただく" + m[1] })
	}
	type cand struct {
		at int
		f  func() string
	}
	var cs []cand
	if loc := b85dDeVonIhnen.FindStringIndex(s); loc != nil {
		cs = append(cs, cand{loc[0], func() string {
			return hoFirstMatch(b85dDeVonIhnen, s, func(m []string) string { return "von Ihnen zu " + m[1] + "enden" })
		}})
	}
	if loc := b85dDeEnclosed.FindStringIndex(s); loc != nil {
		cs = append(cs, cand{loc[0], func() string {
			return hoFirstMatch(b85dDeEnclosed, s, func(m []string) string { return "später folgende" + m[1] })
		}})
	}
	if b := b85dDeAfterPart.FindStringSubmatchIndex(s); b != nil {
		if inf, ok := b85dDeInfinitive(s[b[2]:b[3]]); ok {
			cs = append(cs, cand{b[0], func() string {
				aux := "wird"
				if s[b[4]:b[5]] == "haben" {
					aux = "werden"
				}
				return s[:b[2]] + inf + " " + aux + s[b[6]:]
			}})
		}
	}
	if len(cs) == 0 {
		return s
	}
	first := cs[0]
	for _, c := range cs[1:] {
		if c.at < first.at {
			first = c
		}
	}
	return first.f()
}

// b85dChangeTargetToOrigin makes the new state of a change its old one.
func b85dChangeTargetToOrigin(lang, s string) string {
	if lang == "ja" {
		split, refs := hoAllSentences("ja", s)
		for _, r := range refs {
			sent := split[r.line][r.idx]
			if strings.Contains(sent, "から") {
				continue
			}
			if nw := hoFirstMatch(b85dJaChangeTo, sent, func(m []string) string { return "から" + m[1] }); nw != sent {
				split[r.line][r.idx] = nw
				return hoJoin(split)
			}
		}
		return s
	}
	for _, loc := range b85dDeShiftTo.FindAllStringSubmatchIndex(s, -1) {
		if strings.Contains(s[loc[2]:loc[3]], "vom ") {
			continue
		}
		return s[:loc[3]] + "vom " + s[loc[4]:]
	}
	return s
}
