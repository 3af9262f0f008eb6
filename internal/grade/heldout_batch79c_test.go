package grade

import (
	"regexp"
	"strings"
)

// Blind batch 79c of the held-out study: quantifiers, modality and scope. ONE word or
// phrase changes how much, how sure or how binding a statement is, and everything
// else of the golden is kept: a categorical "no/cannot" becomes "in some cases", a
// kept or unchanged state gets "voraussichtlich/見込み", a one-off duration becomes a
// recurring interval, a requested deadline gets "möglichst/可能な限り", a firm fact
// gets the epistemic "dürfte/はず", a passed or settled state is only "fast/ほぼ"
// reached, our promised act is done only "ggf./必要に応じて" or is merely being
// considered, a reported request is softened to a suggestion, a possibility is told
// as a certainty, and an apology or thanks is scaled down to "a little".

// b79cFirst applies the first of the rewrites that matches, earliest in s first.
func b79cFirst(s string, rules []b79cRule) string {
	best, at := -1, len(s)+1
	for i, r := range rules {
		if loc := r.re.FindStringIndex(s); loc != nil && loc[0] < at {
			best, at = i, loc[0]
		}
	}
	if best < 0 {
		return s
	}
	r := rules[best]
	return hoFirstMatch(r.re, s, r.f)
}

type b79cRule struct {
	re *regexp.Regexp
	f  func(m []string) string
}

func b79cLit(re string, rep string) b79cRule {
	x := regexp.MustCompile(re)
	return b79cRule{x, func(m []string) string {
		out := rep
		for i := len(m) - 1; i >= 1; i-- {
			out = strings.ReplaceAll(out, "$"+string(rune('0'+i)), m[i])
		}
		return out
	}}
}

var (
	b79cNegDe = []b79cRule{
		b79cLit(`werden ([^.;]*?)nicht unterstützt`, "werden $1in manchen Fällen nicht unterstützt"),
		b79cLit(`entstehen ([^.;]*?)keine Kosten`, "entstehen $1in manchen Fällen keine Kosten"),
		b79cLit(`und nicht am Wochenende`, "und in manchen Fällen nicht am Wochenende"),
	}
	b79cNegJa = []b79cRule{
		b79cLit(`できません。`, "できない場合があります。"),
		b79cLit(`は不要です。`, "は不要な場合があります。"),
		b79cLit(`は変わりません。`, "は変わらない場合があります。"),
	}
	b79cKeptDe = []b79cRule{
		b79cLit(`bleibt (unverändert|eingehalten)`, "bleibt voraussichtlich $1"),
		b79cLit(`wir wie gewohnt`, "wir voraussichtlich wie gewohnt"),
	}
	b79cKeptJa = []b79cRule{
		b79cLit(`は変わりません。`, "は変わらない見込みです。"),
	}
	b79cIntervalDe = []b79cRule{
		b79cLit(`bleibt (\d+) Minuten aktiv`, "wird alle $1 Minuten aktiv"),
	}
	b79cIntervalJa = []b79cRule{
		b79cLit(`の(\d+)分前に`, "まで$1分ごとに"),
		b79cLit(`(\d+)週間の`, "$1週間ごとの"),
		b79cLit(`約(\d+)秒で`, "約$1秒ごとに"),
	}
	b79cDeadlineDe  = regexp.MustCompile(`bis (?:spätestens |zum )?\d{1,2}\.\d{1,2}\.\d{4}`)
	b79cDeadlineAsk = regexp.MustCompile(`[Bb]itte|Gewünscht|freizugeben`)
	b79cDeadlineJa  = regexp.MustCompile(`(?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（.）)?(?:\d{1,2}時)?まで[にの]`)
	b79cProbDe      = []b79cRule{
		b79cLit(`(\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+) erfolgt ([^\n]+?)\.( |$)`, "$1 dürfte $2 erfolgen.$3"),
		b79cLit(`(\p{Lu}\p{Ll}+ \p{Ll}+ \p{Lu}\p{Ll}+) findet ([^\n]+?) statt\.`, "$1 dürfte $2 stattfinden."),
		b79cLit(`ist (bis zum [\d.]+) verreist`, "dürfte $1 verreist sein"),
	}
	b79cProbJa   = regexp.MustCompile(`^(.*[\d）階円])です。(\s*)$`)
	b79cAlmostDe = []b79cRule{
		b79cLit(`ist bestanden`, "ist fast bestanden"),
		b79cLit(`bleibt eingehalten`, "bleibt fast eingehalten"),
		b79cLit(`freigegeben hat`, "fast freigegeben hat"),
	}
	b79cAlmostJa = []b79cRule{
		b79cLit(`確定いたしました`, "ほぼ確定いたしました"),
		b79cLit(`設定は完了です`, "設定はほぼ完了です"),
		b79cLit(`確認済み`, "ほぼ確認済み"),
	}
	b79cIfNeedDe = []b79cRule{
		b79cLit(`(Wir senden Ihnen|Die Lieferung erfolgt|Die Rechnung senden wir) `, "$1 ggf. "),
	}
	b79cOurActJa   = regexp.MustCompile(`(お送り|発送|お電話)いたします`)
	b79cConsiderDe = []b79cRule{
		b79cLit(`Wir senden Ihnen ([^\n]+?) zu\.`, "Wir erwägen, Ihnen $1 zuzusenden."),
		b79cLit(`Gern liefern wir ([^:\n]+?):`, "Wir erwägen, $1 zu liefern:"),
	}
	b79cAskDe = []b79cRule{
		b79cLit(`bittet darum, dass`, "regt an, dass"),
		b79cLit(`bittet, `, "regt an, "),
		b79cLit(`bittet um (ein|eine|einen) ([^.]+)\.`, "würde $1 $2 begrüßen."),
	}
	b79cAskJa = []b79cRule{
		b79cLit(`を希望。`, "があればありがたいとのこと。"),
		b79cLit(`を求めている。`, "が得られればありがたいとしている。"),
	}
	b79cKannDe  = regexp.MustCompile(`\bkann (\S+)`)
	b79cMayJa   = regexp.MustCompile(`できないことがあります`)
	b79cSorryDe = []b79cRule{
		b79cLit(`es tut uns leid`, "es tut uns ein wenig leid"),
		b79cLit(`die Unannehmlichkeiten`, "die kleinen Unannehmlichkeiten"),
	}
	b79cSorryJa  = regexp.MustCompile(`誠に申し訳ございません`)
	b79cThanksDe = regexp.MustCompile(`(^|\n)(v|V)ielen Dank`)
	b79cThanksJa = regexp.MustCompile(`誠にありがとうございま`)
)

var heldOutBatch79c = []heldOutKind{
	// A categorical "no / not / cannot" is said to hold only in some cases.
	// de-reply-formal: "für Sie entstehen dabei keine Kosten" → "für Sie entstehen
	// dabei in manchen Fällen keine Kosten"; ja-translate-de: "それより早い実施はでき
	// ません。" → "それより早い実施はできない場合があります。"
	{"b79c_categorical_negative_made_in_some_cases", "first", func(lang, s string) string {
		if lang == "ja" {
			return b79cFirst(s, b79cNegJa)
		}
		return b79cFirst(s, b79cNegDe)
	}},
	// A kept or unchanged state is hedged as only expected.
	// de-translate-ja: "Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €" → "…
	// bleibt voraussichtlich unverändert …"; ja-summary-address: "FAX番号（…）は変わり
	// ません。" → "FAX番号（…）は変わらない見込みです。"
	{"b79c_unchanged_or_kept_claim_hedged_voraussichtlich_mikomi", "first", func(lang, s string) string {
		if lang == "ja" {
			return b79cFirst(s, b79cKeptJa)
		}
		return b79cFirst(s, b79cKeptDe)
	}},
	// A one-off duration or lead time is read as a recurring interval.
	// ja-summary-long-context: "2週間の再テストが必要" → "2週間ごとの再テストが必要";
	// de-procedure: "Der Kopplungsmodus bleibt 10 Minuten aktiv." → "Der Kopplungsmodus
	// wird alle 10 Minuten aktiv."
	{"b79c_duration_or_lead_time_made_recurring_interval_alle_gotoni", "first", func(lang, s string) string {
		if lang == "ja" {
			return b79cFirst(s, b79cIntervalJa)
		}
		return b79cFirst(s, b79cIntervalDe)
	}},
	// A requested or promised dated deadline (not a notice period) is softened to
	// "if possible".
	// de-summary-ticket: "ein Austauschgerät bis spätestens 19.10.2026" → "ein
	// Austauschgerät möglichst bis spätestens 19.10.2026"; ja-summary-katakana:
	// "10月19日（月）17時までに回答する" → "可能な限り10月19日（月）17時までに回答する"
	{"b79c_dated_deadline_given_moeglichst_or_kanou_na_kagiri", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b79cDeadlineJa, s, func(m []string) string { return "可能な限り" + m[0] })
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			if !b79cDeadlineAsk.MatchString(sen) {
				return sen
			}
			return hoFirstMatch(b79cDeadlineDe, sen, func(m []string) string { return "möglichst " + m[0] })
		})
	}},
	// A firm fact is given the epistemic "dürfte / はず": the writer only supposes it.
	// de-reply-address: "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr." →
	// "Die Lieferung dürfte am 12.11.2026 zwischen 8 und 12 Uhr erfolgen.";
	// ja-reply-invoice: "お支払い期限は2026年10月30日（金）です。" → "…（金）のはずです。"
	{"b79c_firm_fact_given_epistemic_duerfte_or_hazu", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoMiddleSentence(lang, s, func(sen string) string {
				return b79cProbJa.ReplaceAllString(sen, "${1}のはずです。${2}")
			})
		}
		return b79cFirst(s, b79cProbDe)
	}},
	// A passed, met or settled state is only almost reached (so it is not).
	// de-summary-meeting: "Die Druckbehälterprüfung ist bestanden" → "… ist fast
	// bestanden"; ja-reply-appointment: "訪問日時を下記のとおり確定いたしました" →
	// "訪問日時を下記のとおりほぼ確定いたしました"
	{"b79c_completed_or_met_state_given_almost_fast_hobo", "first", func(lang, s string) string {
		if lang == "ja" {
			return b79cFirst(s, b79cAlmostJa)
		}
		return b79cFirst(s, b79cAlmostDe)
	}},
	// Our promised act is done only "if need be".
	// de-reply-formal: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu."
	// → "Wir senden Ihnen ggf. am 20.10.2026 …"; ja-reply-apology: "…クーポンをお送り
	// いたします。" → "…クーポンを必要に応じてお送りいたします。"
	{"b79c_our_promised_act_given_ggf_or_hitsuyou_ni_oujite", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b79cOurActJa, s, func(m []string) string { return "必要に応じて" + m[0] })
		}
		return b79cFirst(s, b79cIfNeedDe)
	}},
	// Our promised act is only being considered.
	// de-reply-formal: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu." →
	// "Wir erwägen, Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zuzusenden.";
	// ja-support: "交換品は10月19日に発送いたしますので" → "交換品は10月19日に発送する
	// ことを検討しておりますので"
	{"b79c_own_promise_made_under_consideration_erwaegen_kentou", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b79cOurActJa, s, func(m []string) string {
				return m[1] + "することを検討しております"
			})
		}
		return b79cFirst(s, b79cConsiderDe)
	}},
	// A reported request or demand is softened into a suggestion or a nice-to-have.
	// de-summary-names: "Sie bittet darum, dass noch am selben Tag ein Installateur
	// kommt." → "Sie regt an, dass …"; ja-summary-long-context: "延期と予備費支出の承認を
	// 求めている。" → "延期と予備費支出の承認が得られればありがたいとしている。"
	{"b79c_reported_request_softened_to_suggestion_or_nice_to_have", "first", func(lang, s string) string {
		if lang == "ja" {
			return b79cFirst(s, b79cAskJa)
		}
		return b79cFirst(s, b79cAskDe)
	}},
	// A possibility ("kann", "…ことがあります") is told as a certainty.
	// de-procedure: "ein WLAN-Repeater in der Nähe des Heizungsraums kann helfen" → "…
	// wird helfen"; ja-procedure: "正しく測定できないことがあります" → "正しく測定でき
	// ません"
	{"b79c_possibility_kann_or_koto_ga_aru_stated_as_certain", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b79cMayJa, s, func(m []string) string { return "できません" })
		}
		for _, loc := range b79cKannDe.FindAllStringSubmatchIndex(s, -1) {
			if next := s[loc[2]:loc[3]]; next == "bis" {
				continue
			}
			return s[:loc[0]] + "wird " + s[loc[2]:]
		}
		return s
	}},
	// The apology is scaled down to "a little".
	// de-reply-formal: "es tut uns leid, dass Ihre Stehlampe … flackert" → "es tut uns
	// ein wenig leid, …"; ja-reply-apology: "お待たせしてしまい、誠に申し訳ございません。"
	// → "お待たせしてしまい、少々申し訳ございません。"
	{"b79c_apology_degree_cut_to_a_little_ein_wenig_shoushou", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b79cSorryJa, s, func(m []string) string { return "少々申し訳ございません" })
		}
		return b79cFirst(s, b79cSorryDe)
	}},
	// The thanks is scaled down to "a little".
	// de-reply-address: "vielen Dank für Ihre Nachricht" → "ein wenig Dank für Ihre
	// Nachricht"; ja-reply-appointment: "誠にありがとうございます" → "少しばかりありが
	// とうございます"
	{"b79c_thanks_degree_cut_to_a_little_ein_wenig_sukoshi", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b79cThanksJa, s, func(m []string) string { return "少しばかりありがとうございま" })
		}
		return hoFirstMatch(b79cThanksDe, s, func(m []string) string {
			if m[2] == "V" {
				return m[1] + "Ein wenig Dank"
			}
			return m[1] + "ein wenig Dank"
		})
	}},
}
