package grade

import (
	"regexp"
	"strings"
	"unicode"
)

// Batch 84d: the tone toward the reader. Each kind keeps every fact of the golden and
// changes how one place of a letter, reply or summary speaks to (or about) the reader:
// a salutation inflated into mocking flattery, an exasperated "as we have explained
// several times" aside, a sarcastic remark after the apology or under a request, an
// insult ("even you can manage that") after an instruction, a granted request called
// an imposition, a reported defect put down to the reader's mishandling, a request
// backed by the threat of ending the business relationship, a thanks made ironic, a
// closing that declares the matter closed or hopes never to hear from the reader
// again, and a snide aside about the customer in an internal summary. A careful
// reviewer would send every one of these back, though no date, amount or name moved.

// b84dIsLetter tells a letter or reply (it opens with a salutation) from a summary,
// table or procedure.
func b84dIsLetter(lang, s string) bool {
	first, _, _ := strings.Cut(s, "\n")
	if lang == "ja" {
		first = strings.TrimSpace(first)
		return strings.Contains(s, "\n") && (strings.HasSuffix(first, "様") || strings.HasSuffix(first, "部長"))
	}
	return strings.HasPrefix(s, "Sehr geehrte")
}

// b84dCore splits a sentence into its text and the spaces after it.
func b84dCore(sent string) (string, string) {
	core := strings.TrimRight(sent, " ")
	return core, sent[len(core):]
}

func b84dHasDigit(s string) bool {
	return strings.IndexFunc(s, unicode.IsDigit) >= 0
}

// b84dEndsSentence reports whether a sentence ends with a full stop of its language.
func b84dEndsSentence(lang, core string) bool {
	if lang == "ja" {
		return strings.HasSuffix(core, "。")
	}
	return strings.HasSuffix(core, ".")
}

// b84dAppendSentence adds a sentence after the sentence at ref.
func b84dAppendSentence(lang string, split [][]string, ref sentenceRef, add string) string {
	core, trail := b84dCore(split[ref.line][ref.idx])
	if lang == "ja" {
		split[ref.line][ref.idx] = core + add + trail
	} else {
		split[ref.line][ref.idx] = core + " " + add + trail
	}
	return hoJoin(split)
}

var (
	b84dDeRequest   = regexp.MustCompile(`(?i)\bbitte\b`)
	b84dJaRequest   = regexp.MustCompile(`ください|お願いいたします|お願い申し上げます`)
	b84dJaNoRequest = regexp.MustCompile(`ご不明|お問い合わせ|よろしくお願い`)
	b84dDeApology   = regexp.MustCompile(`es tut uns leid|entschuldigen|bedauern`)
	b84dJaApology   = regexp.MustCompile(`申し訳(?:ございません|ありません)|お詫び申し上げ`)
	b84dDeSalute    = regexp.MustCompile(`^Sehr geehrte(r?) (Herr|Frau) `)
)

// b84dIsRequest reports whether a sentence asks the reader to do something.
func b84dIsRequest(lang, sent string) bool {
	if lang == "ja" {
		return b84dJaRequest.MatchString(sent) && !b84dJaNoRequest.MatchString(sent)
	}
	// "Bitte beachten Sie, dass …" only informs; it asks the reader to do nothing.
	return b84dDeRequest.MatchString(sent) && strings.Contains(sent, "Sie") && !strings.Contains(sent, "beachten")
}

// b84dRequests lists the request sentences of a text that end with a full stop.
func b84dRequests(lang, s string) ([][]string, []sentenceRef) {
	split, refs := hoAllSentences(lang, s)
	var out []sentenceRef
	for _, r := range refs {
		core, _ := b84dCore(split[r.line][r.idx])
		if b84dIsRequest(lang, core) && b84dEndsSentence(lang, core) {
			out = append(out, r)
		}
	}
	return split, out
}

// b84dFirstOf applies the first of the rules whose pattern matches s, once.
func b84dFirstOf(s string, rules []b84dRule) string {
	for _, r := range rules {
		if r.re.MatchString(s) {
			return hoFirstMatch(r.re, s, func(m []string) string {
				return r.re.ReplaceAllString(m[0], r.repl)
			})
		}
	}
	return s
}

type b84dRule struct {
	re   *regexp.Regexp
	repl string
}

var (
	b84dMishandling = map[string][]b84dRule{
		"de": {
			{regexp.MustCompile(`\bflackert\b`), "infolge Ihrer unsachgemäßen Handhabung flackert"},
			{regexp.MustCompile(`Die Pumpe baut`), "Die Pumpe baut infolge eines Bedienfehlers der Kundin"},
		},
		"ja": {
			{regexp.MustCompile(`冷凍室が冷えない`), "お客様の誤ったご使用による冷凍室が冷えない"},
			{regexp.MustCompile(`フィルター差し込み口が割れて`), "お客様の取り扱いミスでフィルター差し込み口が割れて"},
			{regexp.MustCompile(`フィルター差し込み口の破損`), "お客様の取り扱いミスによるフィルター差し込み口の破損"},
			{regexp.MustCompile(`(\d+月分の勤怠データが取り込めない)`), "先方の設定ミスにより$1"},
		},
	}
	b84dImposition = map[string][]b84dRule{
		"de": {
			{regexp.MustCompile(`Gern liefern wir`), "Obwohl Ihr Wunsch eigentlich eine Zumutung ist, liefern wir"},
			{regexp.MustCompile(`Wir senden Ihnen`), "Obwohl Ihr Anliegen eigentlich eine Zumutung ist, senden wir Ihnen"},
			{regexp.MustCompile(`Gewünscht ist keine`), "Gewünscht ist – eine ziemliche Zumutung – keine"},
		},
		"ja": {
			{regexp.MustCompile(`交換品は(\d+月\d+日に発送いたします)`), "本来であれば応じかねる無理なご要望ですが、交換品は$1"},
			{regexp.MustCompile(`(請求書\S*の金額についてご説明いたします)`), "本来はご説明するまでもないことですが、$1"},
			{regexp.MustCompile(`訪問日時を下記のとおり確定いたしました`), "無理なご要望ではございますが、訪問日時を下記のとおり確定いたしました"},
		},
	}
	b84dSnide = map[string][]b84dRule{
		"de": {
			{regexp.MustCompile(`(\S+) bittet\b`), "$1 bittet – wie nicht anders zu erwarten –"},
		},
		"ja": {
			{regexp.MustCompile(`心配されている`), "例によって大げさに心配されている"},
			{regexp.MustCompile(`(までの交換品到着を希望)`), "$1（例によって注文の多いお客様）"},
			{regexp.MustCompile(`承認を求めている`), "承認を、例によって大げさに求めている"},
		},
	}
	b84dIronicThanks = map[string][]b84dRule{
		"de": {
			{regexp.MustCompile(`vielen Dank für Ihre Nachricht`), "vielen Dank für Ihre wie immer erschöpfend lange Nachricht"},
			{regexp.MustCompile(`vielen Dank für Ihre gute Zusammenarbeit`), "vielen Dank für Ihre – nun ja – „gute“ Zusammenarbeit"},
		},
		"ja": {
			{regexp.MustCompile(`お問い合わせいただき、ありがとうございます`), "いつもながら実にご丁寧な長文のお問い合わせをいただき、ありがとうございます"},
			{regexp.MustCompile(`このたびは修理のご依頼を`), "このたびも懲りずに修理のご依頼を"},
		},
	}
	b84dDeGoodwillClosing = regexp.MustCompile(`Bei Fragen sind wir gern für Sie da\.`)
	b84dJaGoodwillClosing = regexp.MustCompile(`^(?:今後とも.*よろしくお願いいたします。|よろしくお願いいたします。|ご不明な点がございましたら、お気軽にお問い合わせください。)$`)
)

var heldOutBatch84d = []heldOutKind{
	// Sehr geehrter Herr Weiß, → Sehr geehrter, unvergleichlich weiser Herr Weiß,
	// 中島 大輔様 → この世で最も聡明でいらっしゃる中島 大輔様
	{"b84d_salutation_inflated_to_mocking_flattery", "strings", func(lang, s string) string {
		if !b84dIsLetter(lang, s) {
			return s
		}
		if lang == "ja" {
			lead := len(s) - len(strings.TrimLeft(s, " 　"))
			return s[:lead] + "この世で最も聡明でいらっしゃる" + s[lead:]
		}
		return hoFirstMatch(b84dDeSalute, s, func(m []string) string {
			if m[1] == "r" {
				return "Sehr geehrter, unvergleichlich weiser " + m[2] + " "
			}
			return "Sehr geehrte, unvergleichlich weise " + m[2] + " "
		})
	}},

	// Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. → … zwischen 8 und
	// 12 Uhr, wie wir Ihnen bereits mehrfach erklärt haben.
	// お支払い期限は2026年10月30日（金）です。 → 何度も申し上げておりますが、お支払い期限は…
	{"b84d_exasperated_as_repeatedly_explained_aside", "strings", func(lang, s string) string {
		if !b84dIsLetter(lang, s) {
			return s
		}
		return hoMiddleSentence(lang, s, func(sent string) string {
			core, trail := b84dCore(sent)
			if len([]rune(core)) < 20 || !b84dHasDigit(core) || !b84dEndsSentence(lang, core) ||
				b84dIsRequest(lang, core) || b84dDeApology.MatchString(core) || b84dJaApology.MatchString(core) ||
				strings.Contains(core, "Dank") || strings.Contains(core, "ありがとう") {
				return sent
			}
			if lang == "ja" {
				return "何度も申し上げておりますが、" + core + trail
			}
			return strings.TrimSuffix(core, ".") + ", wie wir Ihnen bereits mehrfach erklärt haben." + trail
		})
	}},

	// Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen. → … zu entschuldigen.
	// Aber daran sind Sie ja inzwischen gewöhnt.
	// お待たせしてしまい、誠に申し訳ございません。 → …申し訳ございません。もっとも、お客様はもう
	// 慣れていらっしゃるでしょうが。
	{"b84d_apology_followed_by_sarcastic_you_are_used_to_it", "strings", func(lang, s string) string {
		re, add := b84dDeApology, "Aber daran sind Sie ja inzwischen gewöhnt."
		if lang == "ja" {
			re, add = b84dJaApology, "もっとも、お客様はもう慣れていらっしゃるでしょうが。"
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			core, _ := b84dCore(split[r.line][r.idx])
			if re.MatchString(core) && b84dEndsSentence(lang, core) {
				return b84dAppendSentence(lang, split, r, add)
			}
		}
		return s
	}},

	// dass Ihre Stehlampe … flackert → dass Ihre Stehlampe … infolge Ihrer
	// unsachgemäßen Handhabung flackert
	// 冷凍室が冷えない症状 → お客様の誤ったご使用による冷凍室が冷えない症状
	{"b84d_reported_defect_put_down_to_readers_mishandling", "first", func(lang, s string) string {
		return b84dFirstOf(s, b84dMishandling[lang])
	}},

	// Bitte bringen Sie Ihre Versichertenkarte mit. → … mit. Andernfalls sehen wir uns
	// gezwungen, die Geschäftsbeziehung mit Ihnen zu beenden.
	// …ご返送ください。 → …ご返送ください。ご対応いただけない場合は、今後のお取引をお断りさせていただきます。
	{"b84d_reader_request_backed_by_ending_business_threat", "strings", func(lang, s string) string {
		if !b84dIsLetter(lang, s) {
			return s
		}
		split, reqs := b84dRequests(lang, s)
		if len(reqs) == 0 {
			return s
		}
		add := "Andernfalls sehen wir uns gezwungen, die Geschäftsbeziehung mit Ihnen zu beenden."
		if lang == "ja" {
			add = "ご対応いただけない場合は、今後のお取引をお断りさせていただきます。"
		}
		return b84dAppendSentence(lang, split, reqs[0], add)
	}},

	// Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. → … Bitte lesen Sie
	// unsere Schreiben künftig aufmerksamer.
	// 9月20日にユーザーを1名追加していただいたため、…加算されております。 → …今後は、
	// 弊社からのご案内をよくお読みくださいますようお願いいたします。
	{"b84d_answer_followed_by_read_more_carefully_reproach", "strings", func(lang, s string) string {
		if !b84dIsLetter(lang, s) {
			return s
		}
		add := "Bitte lesen Sie unsere Schreiben künftig aufmerksamer."
		if lang == "ja" {
			add = "今後は、弊社からのご案内をよくお読みくださいますようお願いいたします。"
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs[1:] {
			core, _ := b84dCore(split[r.line][r.idx])
			if len([]rune(core)) >= 20 && b84dHasDigit(core) && b84dEndsSentence(lang, core) {
				return b84dAppendSentence(lang, split, r, add)
			}
		}
		return s
	}},

	// …für Sie entstehen dabei keine Kosten.\nBei Fragen sind wir gern für Sie da.
	// (before the closing) → …gern für Sie da. Damit ist die Angelegenheit für uns
	// erledigt; auf weitere Schreiben werden wir nicht mehr eingehen.
	// 今後ともどうぞよろしくお願いいたします。 → 本件はこれをもって終了とし、今後のお問い合わせには
	// 応じかねます。今後ともどうぞよろしくお願いいたします。
	{"b84d_letter_declares_matter_closed_no_further_replies", "strings", func(lang, s string) string {
		if !b84dIsLetter(lang, s) {
			return s
		}
		if lang != "ja" {
			i := strings.Index(s, "\n\nMit freundlichen Grüßen")
			if i < 0 {
				return s
			}
			return s[:i] + " Damit ist die Angelegenheit für uns erledigt; auf weitere Schreiben werden wir nicht mehr eingehen." + s[i:]
		}
		add := "本件はこれをもって終了とし、今後のお問い合わせには応じかねます。"
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			if sent := split[r.line][r.idx]; strings.HasPrefix(sent, "今後とも") || strings.HasPrefix(sent, "よろしくお願い") {
				split[r.line][r.idx] = add + sent
				return hoJoin(split)
			}
		}
		for k := len(refs) - 1; k > 0; k-- {
			if core, _ := b84dCore(split[refs[k].line][refs[k].idx]); b84dEndsSentence(lang, core) {
				return b84dAppendSentence(lang, split, refs[k], add)
			}
		}
		return s
	}},

	// Bitte bringen Sie Ihre Versichertenkarte mit. → … mit – sofern Ihnen das nicht
	// zu viel Mühe macht.
	// 破損品は、…ご返送ください。 → …ご返送ください。さすがにそれくらいはお願いできますよね。
	{"b84d_first_request_given_sarcastic_not_too_much_trouble", "strings", func(lang, s string) string {
		split, reqs := b84dRequests(lang, s)
		if len(reqs) == 0 {
			return s
		}
		if lang == "ja" {
			return b84dAppendSentence(lang, split, reqs[0], "さすがにそれくらいはお願いできますよね。")
		}
		// The tail goes after the clause that asks, before a "; …" that follows it.
		r := reqs[0]
		core, trail := b84dCore(split[r.line][r.idx])
		head, rest := strings.TrimSuffix(core, "."), "."
		if i := strings.Index(head, ";"); i > 0 {
			head, rest = head[:i], head[i:]+"."
		}
		split[r.line][r.idx] = head + " – sofern Ihnen das nicht zu viel Mühe macht" + rest + trail
		return hoJoin(split)
	}},

	// Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte spätestens 24
	// Stunden vorher ab. → … ab. Das bekommen sogar Sie hin.
	// 2026年10月30日までに、お見積もりへのご承認をお願いいたします。 → …お願いいたします。
	// お客様でもおできになるはずです。
	{"b84d_last_request_followed_by_even_you_can_manage_insult", "strings", func(lang, s string) string {
		split, reqs := b84dRequests(lang, s)
		if len(reqs) == 0 {
			return s
		}
		add := "Das bekommen sogar Sie hin."
		if lang == "ja" {
			add = "お客様でもおできになるはずです。"
		}
		return b84dAppendSentence(lang, split, reqs[len(reqs)-1], add)
	}},

	// Gern liefern wir Ihre Bestellung WE-20417 … → Obwohl Ihr Wunsch eigentlich eine
	// Zumutung ist, liefern wir Ihre Bestellung WE-20417 …
	// 交換品は10月19日に発送いたします → 本来であれば応じかねる無理なご要望ですが、交換品は…
	{"b84d_granted_request_prefaced_as_imposition", "first", func(lang, s string) string {
		return b84dFirstOf(s, b84dImposition[lang])
	}},

	// Bei Fragen sind wir gern für Sie da. → Wir hoffen, damit nichts mehr von Ihnen zu
	// hören.
	// 今後ともどうぞよろしくお願いいたします。 → これでお客様とのやり取りが終わることを願っております。
	{"b84d_goodwill_closing_made_hope_never_to_hear_again", "strings", func(lang, s string) string {
		if !b84dIsLetter(lang, s) {
			return s
		}
		if lang != "ja" {
			return hoFirstMatch(b84dDeGoodwillClosing, s, func([]string) string {
				return "Wir hoffen, damit nichts mehr von Ihnen zu hören."
			})
		}
		lines := strings.Split(s, "\n")
		for i := len(lines) - 1; i > 0; i-- {
			sents := hoSentences(lang, lines[i])
			last := len(sents) - 1
			if last >= 0 && b84dJaGoodwillClosing.MatchString(sents[last]) {
				sents[last] = "これでお客様とのやり取りが終わることを願っております。"
				lines[i] = strings.Join(sents, "")
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},

	// Frau Köhler bittet um ein Rücksendeetikett. → Frau Köhler bittet – wie nicht anders
	// zu erwarten – um ein Rücksendeetikett.
	// 髙橋様は月末の給与計算に間に合うかを心配されている。 → …例によって大げさに心配されている。
	{"b84d_summary_gets_snide_aside_on_persons_wish", "first", func(lang, s string) string {
		if b84dIsLetter(lang, s) {
			return s
		}
		return b84dFirstOf(s, b84dSnide[lang])
	}},

	// vielen Dank für Ihre Nachricht → vielen Dank für Ihre wie immer erschöpfend lange
	// Nachricht
	// このたびは修理のご依頼をいただき → このたびも懲りずに修理のご依頼をいただき
	{"b84d_thanks_made_ironic_about_reader", "strings", func(lang, s string) string {
		return b84dFirstOf(s, b84dIronicThanks[lang])
	}},
}
