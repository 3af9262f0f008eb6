package grade

// Blind batch 68c: conditions, hypotheticals and open questions turned into facts, and
// facts into conditions or open questions, at one place. A condition on the reader
// becomes the writer's presumption, an invitation to get in touch "if" something
// happens becomes a contact that already took place, two conditional instructions
// trade their conditions, a possibility or a standby becomes a past event, a stated
// cause becomes a remote eventuality (sollte / 万一), an open check or worry is
// reported as confirmed, a condition becomes an instruction to bring it about, the
// writer's confirmation or a stated fact of a reply becomes a check "whether" still
// under way, a summarised fact becomes an open question, a reported wish or request
// becomes conditional on its own deadline, and a settled fact is made to hang on an
// approval that is still pending. Every number and name is kept.

import (
	"regexp"
	"strings"
)

// ho68cRule is one rewrite: the first match of re becomes to (with $n groups).
type ho68cRule struct {
	re *regexp.Regexp
	to string
}

func ho68cR(re, to string) ho68cRule { return ho68cRule{regexp.MustCompile(re), to} }

// ho68cEarliest rewrites the earliest match among rules (the first rule wins a tie), at
// one place only; s unchanged when no rule matches.
func ho68cEarliest(s string, rules []ho68cRule) string {
	best, bestAt := -1, -1
	var bestLoc []int
	for i, r := range rules {
		loc := r.re.FindStringSubmatchIndex(s)
		if loc == nil {
			continue
		}
		if bestAt < 0 || loc[0] < bestAt {
			best, bestAt, bestLoc = i, loc[0], loc
		}
	}
	if best < 0 {
		return s
	}
	var dst []byte
	dst = rules[best].re.ExpandString(dst, rules[best].to, s, bestLoc)
	return s[:bestLoc[0]] + string(dst) + s[bestLoc[1]:]
}

// ho68cByLang picks the rule list of the answer's language.
func ho68cByLang(lang, s string, de, ja []ho68cRule) string {
	if lang == "ja" {
		return ho68cEarliest(s, ja)
	}
	if lang == "de" {
		return ho68cEarliest(s, de)
	}
	return s
}

var (
	ho68cPresumeDe = []ho68cRule{
		ho68cR(`\b(?:Falls|Wenn) ([^,:.\n]*?)\bnicht\b`, "Da ${1}voraussichtlich nicht"),
	}
	ho68cPresumeJa = []ho68cRule{
		ho68cR(`([^、。\n]{1,30}?ない)場合は、`, "${1}と思われますので、"),
		ho68cR(`ご希望の場合は、`, "ご希望かと存じますので、"),
	}

	ho68cPastContactDe = []ho68cRule{
		ho68cR(`Hilft das alles nicht, wenden Sie sich bitte an ([^.\n]+)\.`, "Da das alles nicht geholfen hat, haben Sie sich bereits an $1 gewandt."),
		ho68cR(`Falls Sie ([^,\n]+?) können, sagen Sie ihn bitte ([^.\n]+?) ab\.`, "Da Sie $1 können, haben Sie ihn bereits $2 abgesagt."),
	}
	ho68cPastContactJa = []ho68cRule{
		ho68cR(`ご不明な点がございましたら、(?:お気軽に)?([^。\n]*?)(ご返信|お問い合わせ|ご連絡)ください`, "ご不明な点については、すでに${1}${2}いただいております"),
		ho68cR(`それでも解決しない場合は、(?:お手数ですが)?([^。\n]*?)お問い合わせください`, "それでも解決しなかったため、すでに${1}お問い合わせいただいております"),
	}

	// ho68cJaCond splits a Japanese sentence into a list marker, its condition and the rest.
	ho68cJaCond      = regexp.MustCompile(`^((?:[-・] ?)?)([^。\n]*?(?:場合は|ございましたら)、)(.+)$`)
	ho68cDeWhenAfter = regexp.MustCompile(`(Starten Sie [^,\n]+?), wenn die ([^.\n]+?) abgelaufen sind\.`)
	ho68cDeV1Cond    = regexp.MustCompile(`Hilft das alles nicht, (wenden Sie sich [^.\n]+)\.`)

	ho68cPastEventDe = []ho68cRule{
		ho68cR(`\bdas kann bis zu (\S+ \S+) dauern`, "das hat bis zu $1 gedauert"),
		ho68cR(`\bkann ([^;\n]*?) aufschließen`, "hat $1 aufgeschlossen"),
		ho68cR(`Bereitschaftspauschale für eine mobile Heizzentrale`, "Einsatzpauschale für die bereits aufgestellte mobile Heizzentrale"),
	}
	ho68cPastEventJa = []ho68cRule{
		ho68cR(`(\p{Han}*)できないことがありますので`, "${1}できませんでしたので"),
		ho68cR(`お届けできる見込みです`, "お届けいたしました"),
	}

	ho68cEventualityDe = []ho68cRule{
		ho68cR(`\bWeil ([^,\n]+?) werden, `, "Sollten $1 werden, "),
		ho68cR(`\bAufgrund des (\p{L}+?)s `, "Sollte der $1 es erfordern, "),
	}
	ho68cEventualityJa = []ho68cRule{
		ho68cR(`(?m)^([^。\n]*?)ていただいたため、`, "万一、${1}ていただいた場合は、"),
		ho68cR(`(。)([^。\n]*?)が必要なため、`, "${1}万一、${2}が必要となった場合に備え、"),
		ho68cR(`([^、。\n]{2,20}?)により(発送|出荷|お届け)が遅れております`, "万一${1}が発生した場合は、${2}が遅れます"),
	}

	ho68cConfirmedDe = []ho68cRule{
		ho68cR(`Prüfen Sie, ob `, "Sie haben bereits bestätigt, dass "),
		ho68cR(`\bsteht noch aus\b`, "liegt bereits vor"),
	}
	ho68cConfirmedJa = []ho68cRule{
		ho68cR(`([^。\n]{2,30}?)かを心配されている`, "${1}ことを確認されている"),
		ho68cR(`ていますか。`, "ていることを確認済みです。"),
	}

	ho68cBringAboutDe = []ho68cRule{
		ho68cR(`Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte `, "Nehmen Sie den Termin bitte nicht wahr und sagen Sie ihn "),
		ho68cR(`Falls die Verbindung nicht klappt:`, "Trennen Sie danach die Verbindung wieder:"),
	}
	ho68cBringAboutJa = []ho68cRule{
		ho68cR(`([^、。\n]{2,30}?)と出ている場合は、`, "${1}と出るまでお待ちになってから、"),
		ho68cR(`(\p{Han}+)の変更をご希望の場合は、`, "${1}を変更のうえ、"),
	}

	ho68cDeConfirmOwn = regexp.MustCompile(`hiermit bestätigen wir (Ihren [^\n]*?)\.(\n|$)`)
	ho68cDeGernAct    = regexp.MustCompile(`Gern (\p{Ll}+) wir ([^:\n]+):`)
	ho68cCheckOwnJa   = []ho68cRule{
		ho68cR(`を下記のとおり確定いたしました`, "を下記のとおり確定できるかどうか、現在確認しております"),
		ho68cR(`([^、。\n]{1,10}?)は(\d{1,2}月\d{1,2}日)に発送いたします`, "${1}を${2}に発送できるかどうか確認いたします"),
	}

	ho68cStillCheckedDe = []ho68cRule{
		ho68cR(`Wir senden Ihnen am (\S+) ([^.\n]+?) zu\.`, "Wir prüfen noch, ob wir Ihnen am $1 $2 zusenden können."),
		ho68cR(`Der Rechnungsbetrag bleibt (unverändert bei [\d.,]+ €)\.`, "Ob der Rechnungsbetrag $1 bleibt, prüfen wir noch."),
		ho68cR(`Die Lieferung erfolgt (am [^\n]+? Uhr)\.`, "Ob die Lieferung $1 erfolgen kann, prüfen wir noch."),
	}
	ho68cStillCheckedJa = []ho68cRule{
		ho68cR(`(固定価格|お支払い期限)は([^。\n]+?)です。`, "${1}が${2}かどうかは、現在確認中です。"),
		ho68cR(`新しいお届け予定日は([^。\n]+?)です。`, "新しいお届け予定日が${1}となるかどうかは、現在確認中です。"),
	}

	ho68cOpenDe = []ho68cRule{
		ho68cR(`Die (\p{L}+) ist bestanden`, "Ob die $1 bestanden ist, ist noch offen"),
		ho68cR(`\b(Herr|Frau) (\p{Lu}\p{L}+) ist (bis zum [\d.]+\d) verreist`, "Ob $1 $2 $3 verreist ist, ist unklar"),
		ho68cR(`Mangel: Die (\p{L}+) baut ([^;\n]+?) auf;`, "Mangel: Ob die $1 $2 aufbaut, ist noch ungeklärt;"),
		ho68cR(`Das Budget (von [\d.,]+ €) bleibt eingehalten`, "Ob das Budget $1 eingehalten bleibt, ist noch offen"),
	}
	ho68cOpenJa = []ho68cRule{
		ho68cR(`(\p{Han}+)の担当は引き続き(\p{Han}+)で、`, "${1}の担当が引き続き${2}かどうかは未定で、"),
		ho68cR(`(\d{1,2}月分までは)正常`, "${1}正常だったかどうかも不明"),
		ho68cR(`(\d{1,2}月末時点の支出)は([^。\n]+?)。`, "${1}が${2}かどうかは未確認。"),
	}

	ho68cDeadlineDe = []ho68cRule{
		ho68cR(`(ein \p{L}+) bis spätestens ([\d.]+\d)`, "$1, falls es bis spätestens $2 lieferbar ist"),
		ho68cR(`dass noch am selben Tag ([^.\n]+?) kommt\.`, "dass $1 kommt, falls das noch am selben Tag möglich ist."),
		ho68cR(`bittet, ([^.\n]+?) bis zum ([\d.]+\d) freizugeben`, "bittet, $1 freizugeben, falls das bis zum $2 möglich ist"),
	}
	ho68cDeadlineJa = []ho68cRule{
		ho68cR(`(\d{1,2}月\d{1,2}日（.）)までの交換品到着を希望`, "${1}までに届く場合に限り、交換を希望"),
		ho68cR(`(\d{4}年\d{1,2}月\d{1,2}日)までに、([^。\n]+?)をお願いいたします`, "${1}までにご判断いただける場合に限り、${2}をお願いいたします"),
	}

	ho68cPendingDe = []ho68cRule{
		ho68cR(`Die nächste Sitzung findet (am [\d.]+\d) statt\.`, "Die nächste Sitzung findet $1 statt, sofern bis dahin die Genehmigung der Gewerbeaufsicht vorliegt."),
		ho68cR(`ausführende Firma ist ([^,;\n]+)`, "ausführende Firma ist $1, sofern die Geschäftsführung die Mehrkosten freigibt"),
	}
	ho68cPendingJa = []ho68cRule{
		ho68cR(`新センターは([^、。\n]{2,12}?)が運営し`, "経営会議で承認されれば、新センターは${1}が運営し"),
	}
)

// ho68cTradeJaConditions swaps the conditions of the last two conditional sentences.
func ho68cTradeJaConditions(s string) string {
	split, refs := hoAllSentences("ja", s)
	type hit struct {
		ref              sentenceRef
		mark, cond, rest string
	}
	var hits []hit
	for _, r := range refs {
		m := ho68cJaCond.FindStringSubmatch(split[r.line][r.idx])
		if m == nil {
			continue
		}
		hits = append(hits, hit{r, m[1], m[2], m[3]})
	}
	if len(hits) < 2 {
		return s
	}
	a, b := hits[len(hits)-2], hits[len(hits)-1]
	if a.cond == b.cond {
		return s
	}
	split[a.ref.line][a.ref.idx] = a.mark + b.cond + a.rest
	split[b.ref.line][b.ref.idx] = b.mark + a.cond + b.rest
	return hoJoin(split)
}

// ho68cTradeDeConditions swaps a postposed "wenn …" condition with a verb-first one.
func ho68cTradeDeConditions(s string) string {
	a := ho68cDeWhenAfter.FindStringSubmatchIndex(s)
	b := ho68cDeV1Cond.FindStringSubmatchIndex(s)
	if a == nil || b == nil || a[1] > b[0] {
		return s
	}
	first := s[a[2]:a[3]] + ", wenn das alles nicht hilft."
	second := "Sind die " + s[a[4]:a[5]] + " abgelaufen, " + s[b[2]:b[3]] + "."
	return s[:a[0]] + first + s[a[1]:b[0]] + second + s[b[1]:]
}

var heldOutBatch68c = []heldOutKind{
	// A condition on the reader or the device made the writer's presumption that it
	// holds: Falls Sie den Termin nicht wahrnehmen können → Da Sie den Termin
	// voraussichtlich nicht wahrnehmen können; うまくつながらない場合は →
	// うまくつながらないと思われますので.
	{"b68c_reader_condition_made_writers_presumption", "first", func(lang, s string) string {
		return ho68cByLang(lang, s, ho68cPresumeDe, ho68cPresumeJa)
	}},
	// An invitation to get in touch if something happens made a contact that already
	// took place: ご不明な点がございましたら、本メールにご返信ください →
	// ご不明な点については、すでに本メールにご返信いただいております; Hilft das alles
	// nicht, wenden Sie sich bitte an unseren Kundendienst → Da das alles nicht geholfen
	// hat, haben Sie sich bereits an unseren Kundendienst gewandt.
	{"b68c_conditional_contact_invitation_made_past_contact", "first", func(lang, s string) string {
		if lang == "ja" && strings.Contains(s, "お問い合わせいただき、ありがとう") {
			// The customer did write in: a past inquiry would be true.
			return s
		}
		return ho68cByLang(lang, s, ho68cPastContactDe, ho68cPastContactJa)
	}},
	// Two conditional instructions trade their conditions, so each consequence hangs on
	// the wrong condition: 「Lo」と出ている場合は、新しい電池に交換してください /
	// それでも解決しない場合は、…お問い合わせください → 「Lo」と出ている場合は、
	// …お問い合わせください / それでも解決しない場合は、新しい電池に交換してください;
	// Starten Sie den Kopplungsmodus erneut, wenn die 10 Minuten abgelaufen sind →
	// …, wenn das alles nicht hilft.
	{"b68c_two_conditions_traded_between_instructions", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho68cTradeJaConditions(s)
		}
		if lang == "de" {
			return ho68cTradeDeConditions(s)
		}
		return s
	}},
	// A possibility, an ability or a standby made a past event: Frau Müller kann die
	// Wohnung am Montag … aufschließen → hat die Wohnung am Montag … aufgeschlossen;
	// 10月22日（木）までにお届けできる見込みです → 10月22日（木）までにお届けいたしました.
	{"b68c_possibility_or_standby_made_past_event", "first", func(lang, s string) string {
		return ho68cByLang(lang, s, ho68cPastEventDe, ho68cPastEventJa)
	}},
	// A stated cause made a remote eventuality (sollte / 万一): Weil die nötigen
	// Stahlträger … erst am 28.10.2026 geliefert werden → Sollten die nötigen Stahlträger
	// … erst am 28.10.2026 geliefert werden; 9月20日にユーザーを1名追加していただいたため →
	// 万一、9月20日にユーザーを1名追加していただいた場合は.
	{"b68c_cause_made_remote_sollte_manichi_eventuality", "first", func(lang, s string) string {
		return ho68cByLang(lang, s, ho68cEventualityDe, ho68cEventualityJa)
	}},
	// An open check or worry reported as already confirmed: 月末の給与計算に間に合うかを
	// 心配されている → 間に合うことを確認されている; Prüfen Sie, ob Ihr Smartphone … →
	// Sie haben bereits bestätigt, dass Ihr Smartphone …; die Genehmigung … steht noch
	// aus → liegt bereits vor.
	{"b68c_open_check_or_worry_reported_as_confirmed", "first", func(lang, s string) string {
		return ho68cByLang(lang, s, ho68cConfirmedDe, ho68cConfirmedJa)
	}},
	// A condition made an instruction to bring it about: Falls Sie den Termin nicht
	// wahrnehmen können, sagen Sie ihn bitte … ab → Nehmen Sie den Termin bitte nicht wahr
	// und sagen Sie ihn … ab; 日程の変更をご希望の場合は、前日の17時までにご連絡… →
	// 日程を変更のうえ、前日の17時までにご連絡….
	{"b68c_condition_made_instruction_to_bring_it_about", "first", func(lang, s string) string {
		return ho68cByLang(lang, s, ho68cBringAboutDe, ho68cBringAboutJa)
	}},
	// The writer's confirmation or promise made a check "whether" still under way:
	// hiermit bestätigen wir Ihren Kontrolltermin am … → wir prüfen noch, ob wir Ihren
	// Kontrolltermin am … bestätigen können; 訪問日時を下記のとおり確定いたしました →
	// 確定できるかどうか、現在確認しております.
	{"b68c_writers_confirmation_made_check_whether", "first", func(lang, s string) string {
		switch lang {
		case "de":
			if loc := ho68cDeConfirmOwn.FindStringSubmatchIndex(s); loc != nil {
				return s[:loc[0]] + "wir prüfen noch, ob wir " + s[loc[2]:loc[3]] + " bestätigen können." + s[loc[4]:loc[5]] + s[loc[1]:]
			}
			if loc := ho68cDeGernAct.FindStringSubmatchIndex(s); loc != nil {
				return s[:loc[0]] + "Wir prüfen noch, ob wir " + s[loc[4]:loc[5]] + " " + s[loc[2]:loc[3]] + " können:" + s[loc[1]:]
			}
			return s
		case "ja":
			return ho68cEarliest(s, ho68cCheckOwnJa)
		}
		return s
	}},
	// A date or amount stated in a reply made a question still being checked: Wir senden
	// Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu → Wir prüfen noch, ob wir Ihnen am
	// 20.10.2026 kostenlos eine Ersatzlampe zusenden können; お支払い期限は2026年10月30日
	// （金）です → お支払い期限が2026年10月30日（金）かどうかは、現在確認中です.
	{"b68c_stated_reply_fact_made_still_checked_whether", "first", func(lang, s string) string {
		return ho68cByLang(lang, s, ho68cStillCheckedDe, ho68cStillCheckedJa)
	}},
	// A fact of a summary made an open question: Die Druckbehälterprüfung ist bestanden
	// → Ob die Druckbehälterprüfung bestanden ist, ist noch offen; 営業の担当は引き続き
	// 松田部長で → 営業の担当が引き続き松田部長かどうかは未定で.
	{"b68c_summary_fact_made_open_whether_question", "first", func(lang, s string) string {
		return ho68cByLang(lang, s, ho68cOpenDe, ho68cOpenJa)
	}},
	// A reported wish or a request made conditional on its own deadline, so the deadline
	// is no longer demanded: ein Austauschgerät bis spätestens 19.10.2026 → ein
	// Austauschgerät, falls es bis spätestens 19.10.2026 lieferbar ist;
	// 10月22日（木）までの交換品到着を希望 → 10月22日（木）までに届く場合に限り、交換を希望.
	{"b68c_wish_or_request_made_conditional_on_its_deadline", "first", func(lang, s string) string {
		return ho68cByLang(lang, s, ho68cDeadlineDe, ho68cDeadlineJa)
	}},
	// A settled fact made to hang on an approval that is still pending: Die nächste
	// Sitzung findet am 12.11.2026 statt → …, sofern bis dahin die Genehmigung der
	// Gewerbeaufsicht vorliegt; 新センターはソラノ物流が運営し →
	// 経営会議で承認されれば、新センターはソラノ物流が運営し.
	{"b68c_settled_fact_hung_on_pending_approval", "first", func(lang, s string) string {
		if lang == "de" && !strings.Contains(s, "freizugeben") && !strings.Contains(s, "steht noch aus") {
			return s
		}
		if lang == "ja" && !strings.Contains(s, "承認を求めている") {
			return s
		}
		return ho68cByLang(lang, s, ho68cPendingDe, ho68cPendingJa)
	}},
}

// ho68cFirstChangedSentence gives the first sentence of the damaged text that differs
// from the golden's, with the golden's sentence at that place.
func ho68cFirstChangedSentence(lang, golden, damaged string) (string, string) {
	var g, d []string
	gs, gr := hoAllSentences(lang, golden)
	for _, r := range gr {
		g = append(g, gs[r.line][r.idx])
	}
	ds, dr := hoAllSentences(lang, damaged)
	for _, r := range dr {
		d = append(d, ds[r.line][r.idx])
	}
	for i := range d {
		if i >= len(g) || g[i] != d[i] {
			if i < len(g) {
				return g[i], d[i]
			}
			return "", d[i]
		}
	}
	return "", ""
}
