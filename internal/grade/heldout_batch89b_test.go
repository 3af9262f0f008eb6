package grade

import (
	"regexp"
	"strings"
)

// Batch 89b: faults of quantifier and scope, as found by a reviewer reading a
// quantized model's ja/de business answers line by line against the source. The
// answers kept nearly all of the words, names and figures, but said a statement held
// for more or less than it does: the named person became everyone involved, a whole
// result became a partial one, one alternative became both, the exception became
// also affected, "all the tips" became "the first tip", a standing arrangement became
// a one-off. The customer acting on such an answer does the wrong thing.

// b89bPair is one realistic rewrite of a phrase: from is the phrase as the golden
// says it, to the phrase as the damaged answer says it.
type b89bPair struct{ from, to string }

// b89bFirstPair rewrites the first occurrence of the first pair whose phrase the text
// holds; s unchanged when it holds none.
func b89bFirstPair(s string, pairs []b89bPair) string {
	for _, p := range pairs {
		if i := strings.Index(s, p.from); i >= 0 {
			return s[:i] + p.to + s[i+len(p.from):]
		}
	}
	return s
}

// b89bRe is one regex rewrite: the first match of re becomes repl (with $1 etc.).
type b89bRe struct {
	re   *regexp.Regexp
	repl string
}

// b89bFirstRe applies the first rewrite whose regex matches, to its first match only.
func b89bFirstRe(s string, rs []b89bRe) string {
	for _, r := range rs {
		if loc := r.re.FindStringSubmatchIndex(s); loc != nil {
			var out []byte
			out = r.re.ExpandString(out, r.repl, s, loc)
			return s[:loc[0]] + string(out) + s[loc[1]:]
		}
	}
	return s
}

var (
	b89bDeActorBittet = regexp.MustCompile(`(?:Herr|Frau|Prof\. Dr\.) (?:Dr\. )?\p{Lu}\p{L}+ bittet\b`)
	b89bDeActorMeldet = regexp.MustCompile(`(?:Herr|Frau|Prof\. Dr\.) (?:Dr\. )?\p{Lu}\p{L}+ meldet\b`)
	b89bDeActorKann   = regexp.MustCompile(`(?:Herr|Frau|Prof\. Dr\.) (?:Dr\. )?\p{Lu}\p{L}+ kann\b`)
	b89bDeActorHat    = regexp.MustCompile(`(?:Herr|Frau|Prof\. Dr\.) (?:Dr\. )?\p{Lu}\p{L}+ hat\b`)
	b89bJaTanto       = regexp.MustCompile(`担当の\p{Han}{1,4}が`)
	b89bJaSekinin     = regexp.MustCompile(`責任者の\p{Han}{1,4}が`)
	b89bJaSamaWa      = regexp.MustCompile(`\p{Han}{1,4}様は`)
	b89bJaSamaYori    = regexp.MustCompile(`^\p{Han}{1,4}様より、`)
	b89bDeCheapest    = regexp.MustCompile(`(günstigste Angebot) mit mindestens [^;.]+`)
	b89bDeBisher      = regexp.MustCompile(`bisher sind ([\d.,]+ €) abgerechnet`)
	b89bJaFax         = regexp.MustCompile(`(FAX番号（[^）]+）)は変わりません`)
	b89bJaUntilNormal = regexp.MustCompile(`(\d{1,2}月分)までは正常`)
)

var heldOutBatch89b = []heldOutKind{
	// b89b_named_person_action_credited_to_whole_group: what one named person asks,
	// reports or can do is told as what everyone involved does, as a model that loses
	// track of the subject of a summary sentence writes it. The reader then thinks a
	// group decided or acts, and asks the wrong people.
	// de: "Herr Strauß bittet, die Mehrkosten …" → "Alle Beteiligten bitten, die Mehrkosten …"
	// ja: "担当の西村が調査し" → "担当者全員が調査し"
	{"b89b_named_person_action_credited_to_whole_group", "strings", func(lang, s string) string {
		if lang == "ja" {
			return b89bFirstRe(s, []b89bRe{
				{b89bJaTanto, "担当者全員が"},
				{b89bJaSekinin, "責任者全員が"},
				{b89bJaSamaYori, "複数のお客様より、"},
				{b89bJaSamaWa, "関係者の皆様は"},
			})
		}
		return b89bFirstRe(s, []b89bRe{
			{b89bDeActorBittet, "Alle Beteiligten bitten"},
			{b89bDeActorMeldet, "Alle Beteiligten melden"},
			{b89bDeActorKann, "Alle Beteiligten können"},
			{b89bDeActorHat, "Alle Beteiligten haben"},
		})
	}},

	// b89b_possible_outcome_made_certain_every_time: a "may happen / can help" is told
	// as "always happens / helps in every case", the hedge a weak model drops. The
	// customer is promised a fix that only sometimes works, or told a surface never
	// works when it only sometimes fails.
	// de: "ein WLAN-Repeater … kann helfen." → "ein WLAN-Repeater … hilft in jedem Fall."
	// ja: "正しく測定できないことがありますので" → "正しく測定できませんので"
	{"b89b_possible_outcome_made_certain_every_time", "strings", func(lang, s string) string {
		return b89bFirstPair(s, []b89bPair{
			{"できないことがあります", "できません"},
			{" kann helfen", " hilft in jedem Fall"},
		})
	}},

	// b89b_cheapest_claim_loses_its_qualifying_condition: "the cheapest offer with at
	// least 3 years of warranty" loses its condition and becomes "the cheapest offer",
	// which the table beside it shows false: the superlative now ranges over every row.
	// de: "das günstigste Angebot mit mindestens 3 Jahren Garantie;" → "das günstigste Angebot;"
	// ja: (no ja golden ranks offers under a condition; a ja "最も安い見積もり（保証3年以上）" would lose its parenthesis)
	{"b89b_cheapest_claim_loses_its_qualifying_condition", "raw", func(lang, s string) string {
		return b89bFirstRe(s, []b89bRe{{b89bDeCheapest, "$1"}})
	}},

	// b89b_standing_arrangement_made_this_time_only: "as usual / continues" becomes
	// "exceptionally / this time only", so a lasting arrangement reads as a one-off and
	// the reader expects a change next time.
	// de: "Die Rechnung senden wir wie gewohnt an Ihre Rechnungsanschrift" → "… wir ausnahmsweise an …"
	// ja: "営業の担当は引き続き松田部長で" → "営業の担当は今回に限り松田部長で"
	{"b89b_standing_arrangement_made_this_time_only", "strings", func(lang, s string) string {
		return b89bFirstPair(s, []b89bPair{
			{"wie gewohnt", "ausnahmsweise"},
			{"引き続き", "今回に限り"},
		})
	}},

	// b89b_whole_result_or_scope_made_partial: a whole result (passed, replaced,
	// confirmed, unchanged, not needed at all) is told as holding only in part, as a
	// model hedging a statement it half-remembers writes it. The reader doubts a
	// settled fact or expects a bill, a fault or a gap that is not there.
	// de: "Die Druckbehälterprüfung ist bestanden" → "Die Druckbehälterprüfung ist nur teilweise bestanden"
	// ja: "写真で破損を確認済み" → "写真で破損の一部を確認済み"
	{"b89b_whole_result_or_scope_made_partial", "strings", func(lang, s string) string {
		return b89bFirstPair(s, []b89bPair{
			{"ist bestanden", "ist nur teilweise bestanden"},
			{" ersetzt;", " teilweise ersetzt;"},
			{"nicht unterstützt", "nur teilweise unterstützt"},
			{"bleibt unverändert", "bleibt größtenteils unverändert"},
			{"破損を確認", "破損の一部を確認"},
			{"を導入するが", "を一部の業務に導入するが"},
			{"設定は完了です", "設定は一部完了です"},
			{"予約で埋まっており", "予約で一部埋まっており"},
			{"発送が遅れております", "発送が一部遅れております"},
			{"初期費用は不要です", "初期費用は一部不要です"},
		})
	}},

	// b89b_alternative_source_made_both_required: "from A or B" (either will do) is
	// told as "from A and B" / "from both", so the customer thinks he needs both.
	// de: "aus dem App Store oder von Google Play herunter" → "aus dem App Store und von Google Play herunter"
	// ja: "App Store または Google Play から" → "App Store と Google Play の両方から"
	{"b89b_alternative_source_made_both_required", "strings", func(lang, s string) string {
		return b89bFirstPair(s, []b89bPair{
			{" oder von Google Play", " und von Google Play"},
			{"App Store または Google Play から", "App Store と Google Play の両方から"},
		})
	}},

	// b89b_collective_body_act_narrowed_to_one_member: what a committee or board
	// decides or is asked is told as one person's act alone, so the approval reads as
	// a single member's and the reader goes to the wrong forum.
	// de: "die der Ausschuss freigegeben hat" → "die Prof. Dr. Kühn allein freigegeben hat"
	// ja: "10月20日の経営会議で、延期と予備費支出の承認を求めている" → "10月20日に社長一人から、延期と…の承認を求めている"
	{"b89b_collective_body_act_narrowed_to_one_member", "strings", func(lang, s string) string {
		return b89bFirstPair(s, []b89bPair{
			{"die der Ausschuss freigegeben hat", "die Prof. Dr. Kühn allein freigegeben hat"},
			{"10月20日の経営会議で", "10月20日に社長一人から"},
		})
	}},

	// b89b_amount_to_date_made_final_total: a figure spent or billed so far is told as
	// the final total, so the budget reads as (nearly) closed when most is still open.
	// de: "bisher sind 212.400,00 € abgerechnet" → "insgesamt werden 212.400,00 € abgerechnet"
	// ja: "9月末時点の支出は2億1,500万円" → "最終的な支出総額は2億1,500万円"
	{"b89b_amount_to_date_made_final_total", "strings", func(lang, s string) string {
		if lang == "ja" {
			return b89bFirstPair(s, []b89bPair{{"9月末時点の支出は", "最終的な支出総額は"}})
		}
		return b89bFirstRe(s, []b89bRe{{b89bDeBisher, "insgesamt werden $1 abgerechnet"}})
	}},

	// b89b_excluded_case_told_as_also_affected: the case the text keeps out of a
	// statement is pulled into it: "networks that only use 5 GHz" becomes "networks
	// that also use 5 GHz", the unchanged fax number also changes, the months that
	// worked also fail. The reader changes or distrusts what is fine.
	// de: "Netze, die nur im 5-GHz-Band funken" → "Netze, die auch im 5-GHz-Band funken"
	// ja: "FAX番号（06-6345-7790）は変わりません" → "FAX番号（06-6345-7790）も変わります"
	{"b89b_excluded_case_told_as_also_affected", "strings", func(lang, s string) string {
		if lang == "ja" {
			return b89bFirstRe(s, []b89bRe{
				{b89bJaFax, "${1}も変わります"},
				{b89bJaUntilNormal, "${1}以前も同様"},
			})
		}
		return b89bFirstPair(s, []b89bPair{{"Netze, die nur im", "Netze, die auch im"}})
	}},

	// b89b_all_listed_items_narrowed_to_first: a statement about every day / all the
	// listed inputs is told about the first one only, so the customer sets up one day,
	// or thinks the other inputs do not matter.
	// de: "Legen Sie für jeden Wochentag die gewünschten Heizzeiten … fest" → "Legen Sie nur für Montag die gewünschten Heizzeiten … fest"
	// ja: "これらは体脂肪率などの計算に使われます" → "このうち身長だけが体脂肪率などの計算に使われます"
	{"b89b_all_listed_items_narrowed_to_first", "strings", func(lang, s string) string {
		return b89bFirstPair(s, []b89bPair{
			{"für jeden Wochentag", "nur für Montag"},
			{"これらは体脂肪率", "このうち身長だけが体脂肪率"},
		})
	}},

	// b89b_this_one_widened_to_all_of_its_kind: a statement about this delivery, this
	// test, the next meeting, this office's number, this site is told about all of
	// them, as a model generalising from the one case it read writes it.
	// de: "Die nächste Sitzung findet am 12.11.2026 statt." → "Alle weiteren Sitzungen finden am 12.11.2026 statt."
	// ja: "新しい電話番号は06-6345-7781です" → "全営業所の新しい電話番号は06-6345-7781です"
	{"b89b_this_one_widened_to_all_of_its_kind", "strings", func(lang, s string) string {
		return b89bFirstPair(s, []b89bPair{
			{"Die Lieferung erfolgt", "Alle Lieferungen erfolgen"},
			{"Die Druckbehälterprüfung ist bestanden", "Alle Prüfungen sind bestanden"},
			{"Die nächste Sitzung findet", "Alle weiteren Sitzungen finden"},
			{"Der Rechnungsbetrag bleibt", "Alle Rechnungsbeträge bleiben"},
			{"Die alte Gasheizung im Verwaltungsgebäude Lübeck wird", "Alle alten Gasheizungen der Verwaltungsgebäude werden"},
			{"新しい電話番号は", "全営業所の新しい電話番号は"},
			{"新センターはソラノ物流が運営し", "全センターをソラノ物流が運営し"},
			{"作業遅延により発送が", "作業遅延により全商品の発送が"},
		})
	}},

	// b89b_escalation_after_all_tips_made_after_first_tip: "if none of this helps,
	// contact support" becomes "if the first point does not help", so the customer
	// calls support before trying the other checks.
	// de: "Hilft das alles nicht, wenden Sie sich …" → "Hilft der erste Punkt nicht, wenden Sie sich …"
	// ja: "それでも解決しない場合は" → "1つ目の点で解決しない場合は"
	{"b89b_escalation_after_all_tips_made_after_first_tip", "strings", func(lang, s string) string {
		return b89bFirstPair(s, []b89bPair{
			{"Hilft das alles nicht", "Hilft der erste Punkt nicht"},
			{"それでも解決しない場合は", "1つ目の点で解決しない場合は"},
		})
	}},

	// b89b_named_recipient_widened_to_whole_department: papers or goods meant for one
	// named person are told as going to a whole team, so nobody in particular is
	// responsible and the person who must receive them is not named.
	// de: "z. Hd. Frau Dr. Julia Schulze" → "z. Hd. aller Mitarbeitenden des Labors"
	// ja: "請求書の送付先は経理部の小西課長に変わります" → "請求書の送付先は経理部の全員に変わります"
	{"b89b_named_recipient_widened_to_whole_department", "strings", func(lang, s string) string {
		return b89bFirstPair(s, []b89bPair{
			{"z. Hd. Frau Dr. Julia Schulze", "z. Hd. aller Mitarbeitenden des Labors"},
			{"経理部の小西課長に", "経理部の全員に"},
		})
	}},

	// b89b_single_reported_fault_told_as_whole_series_issue: the one customer's fault
	// is told as a fault of every unit of the product (or of every customer), which
	// the source does not say and which a firm must not admit lightly.
	// de: "dass Ihre Stehlampe „Nordlicht 40“ … flackert" → "dass alle Stehlampen „Nordlicht 40“ dieser Serie flackern, auch Ihre …"
	// ja: "フィルター差し込み口が割れていて" → "同ロットの全製品でフィルター差し込み口が割れていて"
	{"b89b_single_reported_fault_told_as_whole_series_issue", "strings", func(lang, s string) string {
		return b89bFirstPair(s, []b89bPair{
			{"dass Ihre Stehlampe „Nordlicht 40“ aus der Bestellung 44-2087-DE flackert", "dass alle Stehlampen „Nordlicht 40“ dieser Serie flackern, auch Ihre aus der Bestellung 44-2087-DE"},
			{"Mangel: Die Pumpe baut", "Mangel: Wie bei allen Geräten dieser Serie baut die Pumpe"},
			{"フィルター差し込み口が割れていて", "同ロットの全製品でフィルター差し込み口が割れていて"},
			{"（冷凍室が冷えない症状）", "（同型機すべてで冷凍室が冷えない症状）"},
			{"の連携で10月分の勤怠データが", "の連携で全顧客の10月分の勤怠データが"},
		})
	}},

	// b89b_whole_amount_made_per_piece_or_per_run: an amount that covers the whole
	// order, series or invoice is told as a price per part, per item or per run, so
	// the customer expects a bill many times higher (or a coupon per item).
	// de: "Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €." → "Der Rechnungsbetrag bleibt unverändert bei 1.850,00 € je Teil."
	// ja: "固定価格は1,480ユーロ（税別）です。" → "固定価格は測定1回あたり1,480ユーロ（税別）です。"
	{"b89b_whole_amount_made_per_piece_or_per_run", "strings", func(lang, s string) string {
		return b89bFirstPair(s, []b89bPair{
			{"bei 1.850,00 €.", "bei 1.850,00 € je Teil."},
			{"Schaltschrankzubehör, 3.912,50 €)", "Schaltschrankzubehör, 3.912,50 € je Position)"},
			{"固定価格は1,480ユーロ", "固定価格は測定1回あたり1,480ユーロ"},
			{"お詫びとして、次回", "お詫びとして、ご注文の商品1点ごとに、次回"},
			{"追加ユーザー分の料金5,500円（税込）が加算", "ユーザー1名ごとに料金5,500円（税込）が加算"},
		})
	}},
}
