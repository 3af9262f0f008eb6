package grade

// Blind batch 66a: attribution and reported speech — who said, asked, found,
// apologised, ordered or vouched for what. Every kind changes one place so that a
// statement, request, apology, order or check is credited to a party that did not
// make it: the reader's own message told as a colleague's or relative's, a reported
// party's stance verb turned against what they said, our own rule or instruction
// credited to the reader's wish, our apology passed off as a carrier's, the reader's
// order credited to someone else, invented praise put in a complainant's mouth, an
// enquiry told as a protest, a named speaker replaced by their superior or relative,
// a report framed as the speaker reversing an earlier statement, our request to the
// reader relayed as a third party's demand, a person's report credited to an
// automatic system, and an independent check told as the checked party's own
// declaration.

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// ho66aReaderActRules credit the reader's own message, enquiry, visit or photos to
// someone on the reader's side.
var ho66aReaderActRulesDe = []hoRule{
	hoR(`\bfür Ihre Nachricht\b`, "für die Nachricht Ihrer Kollegin"),
	hoR(`\bfür Ihre (Anfrage|E-Mail)\b`, "für die $1 Ihrer Kollegin"),
	hoR(`\bfür Ihren Besuch\b`, "für den Besuch Ihres Kollegen"),
}

var ho66aReaderActRulesJa = []hoRule{
	hoR(`お問い合わせいただき`, "ご同僚の方からお問い合わせいただき"),
	hoR(`(修理の)?ご依頼をいただき`, "ご家族の方から${1}ご依頼をいただき"),
	hoR(`当研究室をご訪問いただき`, "貴社のご同僚の方に当研究室をご訪問いただき"),
	hoR(`お送りいただいた写真`, "ご家族の方がお送りくださった写真"),
}

// ho66aStanceRules turn a reported party's stance verb against what they said.
var ho66aStanceRulesDe = []hoRule{
	hoR(`\bmeldet, dass\b`, "bestreitet, dass"),
	hoR(`\bmeldet (Mehrkosten|einen|eine|ein)\b`, "bestreitet $1"),
	hoR(`\bbittet, (die|den|das) `, "rät davon ab, $1 "),
	hoR(`\bbittet um (ein|eine|einen) ([^.;\n]+)`, "lehnt $1 $2 ab"),
}

var ho66aStanceRulesJa = []hoRule{
	hoR(`ことを提案している`, "ことに反対している"),
	hoR(`かを心配されている`, "かについては心配ないとおっしゃっている"),
	hoR(`到着を希望`, "到着は希望しない"),
}

// ho66aRuleWishRules credit our own rule or instruction to the reader's own wish.
var ho66aRuleWishRulesDe = []hoRule{
	hoR(`\b(Bitte beachten Sie, dass wir )`, "${1}auf Ihren ausdrücklichen Wunsch "),
	hoR(`\b(Bitte (?:bringen|schicken|senden) Sie)\b`, "$1, wie von Ihnen selbst gewünscht,"),
}

var ho66aRuleWishRulesJa = []hoRule{
	hoR(`(日程の変更をご希望の場合は、)`, "${1}お客様ご自身のご要望により、"),
	hoR(`契約期間中の途中解約は`, "お客様のご要望により、契約期間中の途中解約は"),
	hoR(`破損品は、`, "ご要望どおり、破損品は、"),
	hoR(`(試料|書類|商品)は次の宛先`, "ご要望どおり、${1}は次の宛先"),
}

// ho66aApologyRules pass our own apology off as a third party's.
var ho66aApologyRulesDe = []hoRule{
	hoR(`\bes tut uns leid, dass\b`, "unser Lieferant lässt ausrichten, es tue ihm leid, dass"),
	hoR(`\bWir bitten Sie, die Unannehmlichkeiten zu entschuldigen\b`, "Unser Logistikpartner bittet Sie, die Unannehmlichkeiten zu entschuldigen"),
	hoR(`\bWir entschuldigen uns\b`, "Unser Logistikpartner entschuldigt sich"),
}

var ho66aApologyRulesJa = []hoRule{
	hoR(`(お待たせしてしまい|ご迷惑をおかけし)、誠に申し訳ございません`, "配送業者より、${1}誠に申し訳ないとの伝言を預かっております"),
}

// ho66aOrderRules credit the reader's order, booking or invoice to a relative or
// colleague of theirs.
var ho66aOrderRulesDe = []hoRule{
	hoR(`\bIhre Bestellung\b`, "die Bestellung Ihres Kollegen"),
	hoR(`\bIhre Stehlampe\b`, "die Stehlampe Ihrer Nachbarin"),
	hoR(`\bIhren (Kontrolltermin|Termin)\b`, "den $1 Ihres Sohnes"),
	hoR(`\bder von Ihnen bestellten\b`, "der von Ihrem Kollegen bestellten"),
	hoR(`(?m)^- (Frau|Herr) (\p{Lu}\p{L}+) hat am\b`, "- $1 ${2}s Ehepartner hat am"),
}

var ho66aOrderRulesJa = []hoRule{
	hoR(`ご注文番号`, "ご家族の方のご注文番号"),
	hoR(`(様より、)注文番号`, "${1}ご家族名義の注文番号"),
	hoR(`請求書(INV)`, "ご同僚の方の請求書$1"),
	hoR(`修理受付番号`, "ご家族の方の修理受付番号"),
}

// ho66aDeCustomerSpeaker finds a sentence in which a named customer reports or asks.
var ho66aDeCustomerSpeaker = regexp.MustCompile(`\b(Frau|Herr) (\p{Lu}\p{L}+)\b[^.;]*?\b(meldet, dass|bittet um|bittet darum)\b`)

// ho66aJaCustomerSpeaker finds a summary sentence that reports a customer's contact.
var ho66aJaCustomerSpeaker = regexp.MustCompile(`(\p{Han}{1,4})様(から|より)、`)

// ho66aEnquiryRules tell an enquiry or request as a protest.
var ho66aEnquiryRulesJa = []hoRule{
	hoR(`お問い合わせいただき`, "ご抗議をいただき"),
	hoR(`との問い合わせがあった`, "との抗議があった"),
	hoR(`修理のご依頼をいただき`, "修理に関するご抗議をいただき"),
}

var ho66aEnquiryDe = regexp.MustCompile(`\bfür Ihre (Nachricht|Anfrage|E-Mail)\b`)

// ho66aSuperiorRules replace a named speaker by their colleague, superior or relative.
var ho66aSuperiorRulesDe = []hoRule{
	hoR(`\bFrau (\p{Lu}\p{L}+) bittet um\b`, "Ein Angehöriger von Frau $1 bittet um"),
	hoR(`\bFrau (\p{Lu}\p{L}+) ((?:von der [^,.;]+? )?)(meldet|bittet)\b`, "Eine Kollegin von Frau $1 $2$3"),
	hoR(`\bHerr (\p{Lu}\p{L}+) ((?:von der [^,.;]+? )?)(meldet|bittet)\b`, "Ein Kollege von Herrn $1 $2$3"),
}

var ho66aSuperiorRulesJa = []hoRule{
	hoR(`(\p{Han}{1,4})様から、`, "${1}様の上司の方から、"),
	hoR(`(\p{Han}{1,4})様より、`, "${1}様のご家族より、"),
	hoR(`責任者の(\p{Han}{1,4})が`, "責任者の${1}の上司が"),
}

// ho66aReversalRules frame a report as the speaker reversing an earlier statement.
var ho66aReversalRulesDe = []hoRule{
	hoR(`\bFrau ((?:Dr\. )?\p{Lu}\p{L}+) ((?:von der [^,.;]+? )?)(meldet|bittet),?`, "Frau $1 $2$3 nun, entgegen ihrer früheren Aussage,"),
	hoR(`\bHerr ((?:Dr\. )?\p{Lu}\p{L}+) ((?:von der [^,.;]+? )?)(meldet|bittet),?`, "Herr $1 $2$3 nun, entgegen seiner früheren Aussage,"),
}

var ho66aReversalRulesJa = []hoRule{
	hoR(`(\p{Han}{1,4})様から、`, "${1}様から、以前のお話を翻す形で、"),
	hoR(`(\p{Han}{1,4})様より、`, "${1}様より、前回のご連絡を翻す形で、"),
	hoR(`責任者の(\p{Han}{1,4})が`, "責任者の${1}が前回の報告を翻す形で"),
}

// ho66aDemandRules relay our own request to the reader as a third party's demand.
var ho66aDemandRulesDe = []hoRule{
	hoR(`\bBitte schicken Sie ([^.;\n]+?) zurück\b`, "Unser Paketdienst verlangt, dass Sie $1 zurückschicken"),
	hoR(`\bsagen Sie ihn bitte (spätestens [^.;\n]+?) ab\.`, "verlangt Ihre Krankenkasse, dass Sie ihn $1 absagen."),
}

var ho66aDemandRulesJa = []hoRule{
	hoR(`破損品は、([^。\n]+?)でご返送ください`, "配送業者より、破損品は${1}で返送いただくよう求められております"),
	hoR(`(前日の\d{1,2}時までに)ご連絡くださいますようお願いいたします`, "${1}ご連絡いただくよう、委託先の作業会社から求められております"),
}

// ho66aSystemRules credit a person's report or request to an automatic system.
var ho66aSystemRulesDe = []hoRule{
	hoR(`\b(?:Frau|Herr) (?:Prof\. )?(?:Dr\. )?\p{Lu}\p{L}+ (?:von der [^,.;]+? )?meldet\b`, "Das System meldet automatisch"),
	hoR(`\b(?:Frau|Herr) \p{Lu}\p{L}+ bittet um ([^.;\n]+)`, "Das Ticketsystem fordert automatisch $1 an"),
	hoR(`\b(?:Frau|Herr) \p{Lu}\p{L}+ bittet, `, "Das Projektmanagement-System fordert automatisch, "),
}

var ho66aSystemRulesJa = []hoRule{
	hoR(`(?:株式会社\p{Katakana}+の)?\p{Han}{1,4}様から、(.+?)との問い合わせがあった`, "監視システムから、${1}との自動アラートがあった"),
	hoR(`\p{Han}{1,4}様より、(.+?)との連絡。`, "配送管理システムより、${1}との自動通知。"),
	hoR(`責任者の\p{Han}{1,4}が(.+?)を報告した`, "進捗管理システムが${1}を自動で報告した"),
}

// ho66aSelfCheckRules tell an independent check or finding as the checked party's own
// declaration.
var ho66aSelfCheckRulesDe = []hoRule{
	hoR(`\bDie Druckbehälterprüfung ist bestanden\b`, "Die Druckbehälterprüfung ist laut Selbstauskunft des Herstellers bestanden"),
	hoR(`\bdie Statik prüft (?:Frau |Herr )?(?:Prof\. )?(?:Dr\. )?\p{Lu}\p{L}+`, "die Statik prüft die ausführende Firma selbst"),
}

var ho66aSelfCheckRulesJa = []hoRule{
	hoR(`写真で破損を確認済み`, "破損はお客様ご自身で確認済み"),
	hoR(`受注システムとの連携テストでセット商品`, "開発元の自己点検で、受注システムとの連携時にセット商品"),
}

// ho66aAppendAfterFirst appends add to the first sentence re matches; s unchanged
// without one.
func ho66aAppendAfterFirst(lang, s string, re *regexp.Regexp, add func(m []string) string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		sent := split[r.line][r.idx]
		m := re.FindStringSubmatch(sent)
		if m == nil {
			continue
		}
		trimmed := strings.TrimRight(sent, " ")
		split[r.line][r.idx] = trimmed + add(m) + sent[len(trimmed):]
		return hoJoin(split)
	}
	return s
}

var heldOutBatch66a = []heldOutKind{
	// The reader's own message, enquiry, visit or photos credited to a colleague or
	// relative of theirs: vielen Dank für Ihre Nachricht → für die Nachricht Ihrer
	// Kollegin; お問い合わせいただき → ご同僚の方からお問い合わせいただき.
	{"b66a_reader_message_or_visit_credited_to_someone_on_readers_side", "first", hoByLang(ho66aReaderActRulesJa, ho66aReaderActRulesDe)},
	// A reported party's stance verb turned against what they said: Frau Müller …
	// meldet, dass … tropft → bestreitet, dass; Herr Strauß bittet, … freizugeben → rät
	// davon ab, …; 延期することを提案している → 延期することに反対している.
	{"b66a_reported_partys_stance_verb_inverted", "first", hoByLang(ho66aStanceRulesJa, ho66aStanceRulesDe)},
	// Our own rule or instruction credited to the reader's own wish: Bitte beachten
	// Sie, dass wir nur werktags … zustellen → dass wir auf Ihren ausdrücklichen Wunsch
	// nur werktags …; 契約期間中の途中解約はできません → お客様のご要望により、契約期間中の….
	{"b66a_our_rule_or_reader_instruction_credited_to_readers_own_wish", "first", hoByLang(ho66aRuleWishRulesJa, ho66aRuleWishRulesDe)},
	// Our own apology passed off as a third party's: es tut uns leid, dass Ihre
	// Stehlampe … flackert → unser Lieferant lässt ausrichten, es tue ihm leid, dass …;
	// お待たせしてしまい、誠に申し訳ございません → 配送業者より、…申し訳ないとの伝言を預かっております.
	{"b66a_own_apology_relayed_as_third_partys_apology", "first", hoByLang(ho66aApologyRulesJa, ho66aApologyRulesDe)},
	// The reader's order, booking or invoice credited to a relative or colleague:
	// Gern liefern wir Ihre Bestellung WE-20417 → die Bestellung Ihres Kollegen
	// WE-20417; ご注文番号WS-30982 → ご家族の方のご注文番号WS-30982.
	{"b66a_readers_order_or_booking_credited_to_their_relative_or_colleague", "first", hoByLang(ho66aOrderRulesJa, ho66aOrderRulesDe)},
	// Praise nobody gave put in a reporting customer's mouth: Frau Köhler bittet um ein
	// Rücksendeetikett. → … Sie lobt ausdrücklich unseren bisherigen Kundenservice.;
	// 松本様より、…との連絡。 → … 松本様は当社のこれまでの対応を高く評価されている。
	{"b66a_summary_credits_reported_customer_with_invented_praise", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho66aAppendAfterFirst(lang, s, ho66aJaCustomerSpeaker, func(m []string) string {
				return m[1] + "様は当社のこれまでの対応を高く評価されている。"
			})
		}
		return ho66aAppendAfterFirst(lang, s, ho66aDeCustomerSpeaker, func(m []string) string {
			if m[1] == "Frau" {
				return " Sie lobt ausdrücklich unseren bisherigen Kundenservice."
			}
			return " Er lobt ausdrücklich unseren bisherigen Kundenservice."
		})
	}},
	// An enquiry or request told as a protest: vielen Dank für Ihre Nachricht (a
	// delivery request) → für Ihre Beschwerde; お問い合わせいただき → ご抗議をいただき;
	// との問い合わせがあった → との抗議があった.
	{"b66a_enquiry_or_request_reported_as_protest", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ho66aEnquiryRulesJa)
		}
		// A reply that regrets a defect answers a complaint; only a plain request or
		// question is misnamed by "Beschwerde".
		if strings.Contains(s, "leid") || strings.Contains(s, "entschuldig") {
			return s
		}
		return hoFirstMatch(ho66aEnquiryDe, s, func(m []string) string { return "für Ihre Beschwerde" })
	}},
	// A named speaker replaced by a colleague, superior or relative: Frau Müller von
	// der Hausverwaltung Schößler meldet → Eine Kollegin von Frau Müller …; 髙橋様から、
	// → 髙橋様の上司の方から、.
	{"b66a_reported_speaker_replaced_by_their_colleague_or_relative", "first", hoByLang(ho66aSuperiorRulesJa, ho66aSuperiorRulesDe)},
	// A report framed as the speaker reversing an earlier statement nobody made:
	// Herr Oßwald meldet Mehrkosten → Herr Oßwald meldet nun, entgegen seiner früheren
	// Aussage, Mehrkosten; 松本様より、 → 松本様より、前回のご連絡を翻す形で、.
	{"b66a_report_framed_as_speaker_reversing_earlier_statement", "first", hoByLang(ho66aReversalRulesJa, ho66aReversalRulesDe)},
	// Our own request to the reader relayed as a third party's demand: Bitte schicken
	// Sie die defekte Lampe … zurück → Unser Paketdienst verlangt, dass Sie … zurückschicken;
	// 前日の17時までにご連絡くださいますようお願いいたします → …委託先の作業会社から求められております.
	{"b66a_own_request_to_reader_relayed_as_third_partys_demand", "first", hoByLang(ho66aDemandRulesJa, ho66aDemandRulesDe)},
	// A person's report or request credited to an automatic system: Frau Müller von
	// der Hausverwaltung Schößler meldet → Das System meldet automatisch; 髙橋様から、…
	// との問い合わせがあった → 監視システムから、…との自動アラートがあった.
	{"b66a_persons_report_or_request_credited_to_automatic_system", "first", hoByLang(ho66aSystemRulesJa, ho66aSystemRulesDe)},
	// An independent check or our own finding told as the checked party's own
	// declaration: Die Druckbehälterprüfung ist bestanden (external expert) → laut
	// Selbstauskunft des Herstellers bestanden; 写真で破損を確認済み → 破損はお客様ご自身で確認済み.
	{"b66a_independent_check_told_as_checked_partys_self_declaration", "first", hoByLang(ho66aSelfCheckRulesJa, ho66aSelfCheckRulesDe)},
}

// ho66aChangedSentence gives the stretch of golden and damaged text around their
// first difference, widened to sentence or line boundaries.
func ho66aChangedSentence(golden, damaged string) (string, string) {
	p := 0
	for p < len(golden) && p < len(damaged) && golden[p] == damaged[p] {
		p++
	}
	for p > 0 && p < len(golden) && !utf8.RuneStart(golden[p]) {
		p--
	}
	q := 0
	for q < len(golden)-p && q < len(damaged)-p && golden[len(golden)-1-q] == damaged[len(damaged)-1-q] {
		q++
	}
	isEnd := func(s string, i int) bool {
		r, _ := utf8.DecodeLastRuneInString(s[:i])
		return r == '\n' || r == '。' || r == '"' || ((r == '.' || r == ';') && i < len(s) && s[i] == ' ')
	}
	start := p
	for start > 0 && !isEnd(golden, start) {
		start--
	}
	widen := func(s string, end int) int {
		for end < len(s) {
			r, size := utf8.DecodeRuneInString(s[end:])
			end += size
			if r == '\n' || r == '。' || r == '"' || ((r == '.' || r == ';') && (end >= len(s) || s[end] == ' ' || s[end] == '\n')) {
				break
			}
		}
		return end
	}
	ge := widen(golden, len(golden)-q)
	de := widen(damaged, len(damaged)-q)
	if ge < start {
		ge = start
	}
	if de < start {
		de = start
	}
	return strings.TrimSpace(golden[start:ge]), strings.TrimSpace(damaged[start:de])
}
