package grade

import (
	"regexp"
	"strings"
)

// Batch 82b (blind): WHO DID WHAT. Letters, summaries and minutes say which party
// sends, pays, confirms, postpones, checks or reports. Each kind moves one
// attribution and keeps every other word of the golden: our own commitment turned
// into a request to the reader (and the writer's check credited to the reader), the
// two parties of one German clause traded, a delay that simply happened told as a
// named party's deliberate act, an agentless step given an agent named elsewhere in
// the answer, a plain fact or the writer's own commitment relayed as a named third
// party's statement, a second named party slipped in beside the one actor, the payer
// and the payee of a letter traded, and a named party replaced by the writer's firm.

// b82bRule is one rewrite: the first match of re is replaced by what repl returns,
// or left alone when repl returns "".
type b82bRule struct {
	re   *regexp.Regexp
	repl func(s string, m []string) string
}

// b82bEarliest applies the rule whose match starts first in s (one place only).
func b82bEarliest(s string, rules []b82bRule) string {
	best, at := -1, len(s)+1
	for i, r := range rules {
		loc := r.re.FindStringIndex(s)
		if loc != nil && loc[0] < at {
			if r.repl(s, r.re.FindStringSubmatch(s)) == "" {
				continue
			}
			best, at = i, loc[0]
		}
	}
	if best < 0 {
		return s
	}
	r := rules[best]
	return hoFirstMatch(r.re, s, func(m []string) string { return r.repl(s, m) })
}

// b82bLit is a rule with a fixed replacement template ($1 … expanded).
func b82bLit(re, tmpl string) b82bRule {
	rx := regexp.MustCompile(re)
	return b82bRule{rx, func(_ string, m []string) string {
		out := tmpl
		for i := len(m) - 1; i >= 1; i-- {
			d := string(rune('0' + i))
			out = strings.ReplaceAll(out, "${"+d+"}", m[i])
			out = strings.ReplaceAll(out, "$"+d, m[i])
		}
		return out
	}}
}

var (
	b82bDePerson  = regexp.MustCompile(`(?:Herrn?|Frau) (?:Prof\. )?(?:Dr\. )?\p{Lu}[\p{L}ß]+|Prof\. Dr\. \p{Lu}[\p{L}ß]+`)
	b82bDeFirm    = regexp.MustCompile(`[Ff]irma ist ([^,;.\n]+)`)
	b82bDeZHd     = regexp.MustCompile(`z\. Hd\. ((?:Frau|Herrn?) [^\n,]+)`)
	b82bDeTblFirm = regexp.MustCompile(`(?m)^Empfehlung: (\p{Lu}[^\n]*? (?:GmbH|AG|KG|OHG)) `)
	b82bJaFirm    = regexp.MustCompile(`[\p{Katakana}ー]+物流`)
	b82bJaSama    = regexp.MustCompile(`(\p{Han}{1,3})様`)
	b82bJaStaff   = regexp.MustCompile(`担当の(\p{Han}{1,3})が`)
	b82bJaManager = regexp.MustCompile(`\p{Han}{1,3}(?:部長|課長)`)
)

// b82bDeNom turns a dative "Herrn X" into "Herr X".
func b82bDeNom(p string) string { return strings.Replace(p, "Herrn ", "Herr ", 1) }

// b82bDeDat turns "Herr X" into the dative "Herrn X".
func b82bDeDat(p string) string {
	if strings.HasPrefix(p, "Herr ") {
		return "Herrn " + p[len("Herr "):]
	}
	return p
}

// b82bDeOtherPerson is the first person of s (nominative) whose surname differs from
// the one in subj, or "".
func b82bDeOtherPerson(s, subj string) string {
	fs := strings.Fields(subj)
	last := ""
	if len(fs) > 0 {
		last = fs[len(fs)-1]
	}
	for _, p := range b82bDePerson.FindAllString(s, -1) {
		pf := strings.Fields(p)
		if pf[len(pf)-1] != last {
			return b82bDeNom(p)
		}
	}
	return ""
}

// b82bDeFirstFirm is the firm named by "Firma ist X", or "".
func b82bDeFirstFirm(s string) string {
	if m := b82bDeFirm.FindStringSubmatch(s); m != nil {
		return strings.TrimSpace(m[1])
	}
	return ""
}

var heldOutBatch82b = []heldOutKind{
	// Our own German commitment made a request to the reader: the reader now has to
	// send, confirm or deliver.
	// "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu." → "Bitte senden
	// Sie uns am 20.10.2026 kostenlos eine Ersatzlampe zu."; "hiermit bestätigen wir
	// Ihren Kontrolltermin" → "bitte bestätigen Sie uns Ihren Kontrolltermin".
	{"b82b_de_own_commitment_turned_into_bitte_sie_request", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b82bEarliest(s, []b82bRule{
			b82bLit(`\bWir (senden|schicken|liefern) Ihnen ([^\n]+?) zu\.`, "Bitte $1 Sie uns $2 zu."),
			b82bLit(`\bhiermit bestätigen wir Ihren\b`, "bitte bestätigen Sie uns Ihren"),
			b82bLit(`\bGerne? (liefern|senden|schicken) wir Ihre\b`, "Bitte $1 Sie Ihre"),
		})
	}},
	// Our own Japanese commitment (…いたします) made a request to the reader (…ください):
	// the customer is to send the coupon, the quote, or to ship the replacement.
	// "500円分のクーポンをお送りいたします。" → "500円分のクーポンをお送りください。";
	// "当日は、作業員が訪問の30分前にお電話いたします。" → "当日は、訪問の30分前に作業員へ
	// お電話ください。"
	{"b82b_ja_own_itashimasu_commitment_turned_into_kudasai_request", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b82bEarliest(s, []b82bRule{
			b82bLit(`お送りいたします。`, "お送りください。"),
			b82bLit(`作業員が(訪問の\d+分前に)お電話いたします`, "${1}作業員へお電話ください"),
			b82bLit(`(\d+月\d+日に)発送いたしますので`, "$1ご発送いただきますので"),
			b82bLit(`ご説明いたします。`, "ご説明ください。"),
		})
	}},
	// The two parties of one German clause traded: wir ↔ Sie, uns ↔ Ihnen, unser ↔ Ihr,
	// so that the reader does what we do for the reader.
	// "Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen." → "Sie bitten uns, die
	// Unannehmlichkeiten zu entschuldigen."; "Gern liefern wir Ihre Bestellung WE-20417"
	// → "Gern liefern Sie unsere Bestellung WE-20417".
	{"b82b_de_wir_and_sie_traded_within_one_clause", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b82bEarliest(s, []b82bRule{
			b82bLit(`\bWir (\p{Ll}+) (?:Ihnen|Sie)\b`, "Sie $1 uns"),
			b82bLit(`\b(\p{Ll}+) wir Ihre\b`, "$1 Sie unsere"),
			b82bLit(`\b(\p{Ll}+) wir Ihren\b`, "$1 Sie unseren"),
		})
	}},
	// A German delay that happened (verschiebt sich) told as the deliberate act of a
	// party named in the answer.
	// "verschiebt sich der Versand der von Ihnen bestellten Teile" → "verschiebt Herr
	// Groß den Versand der von Ihnen bestellten Teile"; "die Inbetriebnahme verschiebt
	// sich auf den 07.12.2026" → "Frau Dr. Vogt verschiebt die Inbetriebnahme auf den
	// 07.12.2026".
	{"b82b_de_reflexive_delay_made_deliberate_act_of_named_party", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		acc := map[string]string{"der": "den", "die": "die", "das": "das"}
		party := b82bDeOtherPerson(s, "")
		if party == "" {
			return s
		}
		return b82bEarliest(s, []b82bRule{
			{regexp.MustCompile(`verschiebt sich (der|die|das) `), func(_ string, m []string) string {
				return "verschiebt " + party + " " + acc[m[1]] + " "
			}},
			{regexp.MustCompile(`\b[Dd](er|ie|as) (\p{Lu}\p{L}+) verschiebt sich\b`), func(_ string, m []string) string {
				return party + " verschiebt " + acc["d"+m[1]] + " " + m[2]
			}},
		})
	}},
	// An agentless step or event given an agent that the answer names for something
	// else: the delivery's recipient made its carrier, the operator made the supplier of
	// the fix, the customer made the one who checked the damage.
	// "Die Lieferung erfolgt am 12.11.2026" → "Die Lieferung durch Frau Dr. Julia
	// Schulze erfolgt am 12.11.2026"; "修正版の提供（10月23日）" → "ソラノ物流による修正版の
	// 提供（10月23日）"; "写真で破損を確認済みで" → "松本様が写真で破損を確認済みで".
	{"b82b_agentless_step_given_named_party_of_case_as_agent", "strings", func(lang, s string) string {
		if lang == "ja" {
			return b82bEarliest(s, []b82bRule{
				{regexp.MustCompile(`修正版の提供`), func(s string, _ []string) string {
					f := b82bJaFirm.FindString(s)
					if f == "" {
						return ""
					}
					return f + "による修正版の提供"
				}},
				{regexp.MustCompile(`それまで予約で埋まって`), func(s string, _ []string) string {
					n := regexp.MustCompile(`^(\p{Han}{1,3}(?:部長|課長|様))\n`).FindStringSubmatch(s)
					if n == nil {
						return ""
					}
					return "それまで" + n[1] + "の予約で埋まって"
				}},
				{regexp.MustCompile(`写真で(\p{Han}+)を確認済み`), func(s string, m []string) string {
					n := b82bJaSama.FindStringSubmatch(s)
					if n == nil {
						return ""
					}
					return n[1] + "様が写真で" + m[1] + "を確認済み"
				}},
			})
		}
		return b82bEarliest(s, []b82bRule{
			{regexp.MustCompile(`Die Lieferung erfolgt`), func(s string, _ []string) string {
				m := b82bDeZHd.FindStringSubmatch(s)
				if m == nil {
					return ""
				}
				return "Die Lieferung durch " + b82bDeNom(m[1]) + " erfolgt"
			}},
			{regexp.MustCompile(`bisher sind ([\d.,]+ €) abgerechnet`), func(s string, m []string) string {
				p := b82bDeOtherPerson(s, "")
				if p == "" {
					return ""
				}
				return "bisher hat " + p + " " + m[1] + " abgerechnet"
			}},
		})
	}},
	// A plain German fact relayed as the statement of a party the answer names: the
	// budget as the contractor's word, the recommendation as the vendor's own, the next
	// meeting date as hearsay from one member.
	// "Das Budget von 486.000,00 € bleibt eingehalten" → "Laut Wärmetechnik Förster
	// bleibt das Budget von 486.000,00 € eingehalten"; "Empfehlung: Eisblock
	// Systemtechnik KG ist …" → "Empfehlung der Eisblock Systemtechnik KG: Eisblock
	// Systemtechnik KG ist …".
	{"b82b_de_plain_fact_prefixed_laut_named_party", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b82bEarliest(s, []b82bRule{
			{regexp.MustCompile(`Das Budget von ([\d.,]+ €) bleibt`), func(s string, m []string) string {
				f := b82bDeFirstFirm(s)
				if f == "" {
					return ""
				}
				return "Laut " + f + " bleibt das Budget von " + m[1]
			}},
			{regexp.MustCompile(`Die Lieferung erfolgt am`), func(s string, _ []string) string {
				m := b82bDeZHd.FindStringSubmatch(s)
				if m == nil {
					return ""
				}
				return "Laut " + b82bDeDat(b82bDeNom(m[1])) + " erfolgt die Lieferung am"
			}},
			{regexp.MustCompile(`Der Rechnungsbetrag bleibt`), func(s string, _ []string) string {
				for _, p := range b82bDePerson.FindAllString(s, -1) {
					if strings.HasPrefix(p, "Herr") {
						return "Laut " + b82bDeDat(b82bDeNom(p)) + " bleibt der Rechnungsbetrag"
					}
				}
				return ""
			}},
			{b82bDeTblFirm, func(_ string, m []string) string {
				return "Empfehlung der " + m[1] + ": " + m[1] + " "
			}},
			{regexp.MustCompile(`Die nächste Sitzung findet`), func(s string, _ []string) string {
				for _, p := range b82bDePerson.FindAllString(s, -1) {
					if strings.HasPrefix(p, "Herr") {
						return "Laut " + b82bDeDat(b82bDeNom(p)) + " findet die nächste Sitzung"
					}
				}
				return ""
			}},
		})
	}},
	// A plain Japanese fact or the writer's own commitment relayed as hearsay from a
	// party the answer names (…によると / …によれば).
	// "初期費用の予算は3億2,000万円" → "ソラノ物流によると、初期費用の予算は3億2,000万円";
	// "9月分までは正常" → "西村によれば9月分までは正常"; "新しいお届け予定日は10月21日（水）
	// です。" → "配送センターによると、新しいお届け予定日は10月21日（水）です。"
	{"b82b_ja_plain_fact_prefixed_niyoruto_named_party", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b82bEarliest(s, []b82bRule{
			{regexp.MustCompile(`初期費用の予算は`), func(s string, _ []string) string {
				f := b82bJaFirm.FindString(s)
				if f == "" {
					return ""
				}
				return f + "によると、初期費用の予算は"
			}},
			{regexp.MustCompile(`(\d+月分までは正常)`), func(s string, m []string) string {
				n := b82bJaStaff.FindStringSubmatch(s)
				if n == nil {
					return ""
				}
				return n[1] + "によれば" + m[1]
			}},
			{regexp.MustCompile(`新しいお届け予定日は`), func(s string, _ []string) string {
				if !strings.Contains(s, "配送センター") {
					return ""
				}
				return "配送センターによると、新しいお届け予定日は"
			}},
			{regexp.MustCompile(`固定価格は`), func(s string, _ []string) string {
				n := regexp.MustCompile(`^(\p{Han}{1,3}(?:部長|課長|様))\n`).FindStringSubmatch(s)
				if n == nil {
					return ""
				}
				return n[1] + "によると、固定価格は"
			}},
			{regexp.MustCompile(`内訳は、`), func(s string, _ []string) string {
				n := regexp.MustCompile(`^(\p{Han}{1,3}) \p{Han}{1,3}様\n`).FindStringSubmatch(s)
				if n == nil {
					return ""
				}
				return n[1] + "様によると、内訳は、"
			}},
			{regexp.MustCompile(`(、|。)(交換品は\d+月\d+日に発送予定)`), func(s string, m []string) string {
				n := b82bJaSama.FindStringSubmatch(s)
				if n == nil {
					return ""
				}
				return m[1] + n[1] + "様によると、" + m[2]
			}},
			{regexp.MustCompile(`新しい電話番号は`), func(s string, _ []string) string {
				ms := b82bJaManager.FindAllString(s, -1)
				if len(ms) == 0 {
					return ""
				}
				return ms[len(ms)-1] + "によると、新しい電話番号は"
			}},
		})
	}},
	// A second German party named in the answer slipped in beside the one actor (verb
	// made plural): the absent tenant unlocks, the project lead co-presents.
	// "Frau Müller kann die Wohnung … aufschließen" → "Frau Müller und Herr Weiß können
	// die Wohnung … aufschließen"; "Prof. Dr. Kühn hat das Sicherheitsgutachten
	// vorgestellt" → "Prof. Dr. Kühn und Frau Dr. Vogt haben das Sicherheitsgutachten
	// vorgestellt".
	{"b82b_de_second_named_party_added_as_co_actor", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		p := b82bDePerson.String()
		return b82bEarliest(s, []b82bRule{
			{regexp.MustCompile(`(` + p + `) kann `), func(s string, m []string) string {
				o := b82bDeOtherPerson(s, m[1])
				if o == "" {
					return ""
				}
				return m[1] + " und " + o + " können "
			}},
			{regexp.MustCompile(`(` + p + `) hat ([^.:;\n]+?) vorgestellt`), func(s string, m []string) string {
				o := b82bDeOtherPerson(s, m[1])
				if o == "" {
					return ""
				}
				return m[1] + " und " + o + " haben " + m[2] + " vorgestellt"
			}},
			{regexp.MustCompile(`prüft (` + p + `)`), func(s string, m []string) string {
				o := b82bDeOtherPerson(s, m[1])
				if o == "" {
					return ""
				}
				return "prüfen " + m[1] + " und " + o
			}},
		})
	}},
	// A second Japanese party named in the answer slipped in beside the one actor
	// (…と…が): the customer investigates with our handler, the operator reports with
	// the project lead, the accounting manager shares the sales account.
	// "担当の西村が調査し" → "担当の西村と髙橋様が調査し"; "営業の担当は引き続き松田部長で" →
	// "営業の担当は引き続き松田部長と小西課長で".
	{"b82b_ja_second_named_party_added_as_co_actor", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		other := func(s, subj string) string {
			type hit struct {
				at int
				s  string
			}
			var hits []hit
			for _, re := range []*regexp.Regexp{b82bJaFirm, b82bJaManager} {
				for _, loc := range re.FindAllStringIndex(s, -1) {
					hits = append(hits, hit{loc[0], s[loc[0]:loc[1]]})
				}
			}
			for _, loc := range b82bJaSama.FindAllStringIndex(s, -1) {
				hits = append(hits, hit{loc[0], s[loc[0]:loc[1]]})
			}
			best := hit{len(s) + 1, ""}
			for _, h := range hits {
				if h.at < best.at && !strings.Contains(h.s, subj) && !strings.Contains(subj, strings.TrimSuffix(h.s, "様")) {
					best = h
				}
			}
			return best.s
		}
		return b82bEarliest(s, []b82bRule{
			{regexp.MustCompile(`(担当|責任者)の(\p{Han}{1,3})が`), func(s string, m []string) string {
				o := other(s, m[2])
				if o == "" {
					return ""
				}
				return m[1] + "の" + m[2] + "と" + o + "が"
			}},
			{regexp.MustCompile(`担当は引き続き(\p{Han}{1,3}(?:部長|課長))で`), func(s string, m []string) string {
				o := other(s, m[1])
				if o == "" {
					return ""
				}
				return "担当は引き続き" + m[1] + "と" + o + "で"
			}},
		})
	}},
	// The writer's own check, fixing or explanation (…いたしました / …いたします)
	// credited to the reader (ご…いただきました / ご…いただきます).
	// "フィルター差し込み口の破損を確認いたしました" → "フィルター差し込み口の破損をご確認
	// いただきました"; "訪問日時を下記のとおり確定いたしました" → "訪問日時を下記のとおりご確定
	// いただきました"; "金額についてご説明いたします" → "金額についてご説明いただきます".
	{"b82b_ja_own_check_or_explanation_credited_to_reader_itadaku", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b82bEarliest(s, []b82bRule{
			b82bLit(`を確認いたしました`, "をご確認いただきました"),
			b82bLit(`確定いたしました`, "ご確定いただきました"),
			b82bLit(`ご説明いたします`, "ご説明いただきます"),
		})
	}},
	// Payer and payee of the letter traded: the costs fall on the customer instead of
	// on us, the supplier pays the invoice amount, the vendor pays the customer.
	// "für Sie entstehen dabei keine Kosten" → "für uns entstehen dabei keine Kosten";
	// "Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €" → "Der von uns an Sie zu
	// zahlende Betrag bleibt unverändert bei 1.850,00 €"; "お支払い期限は2026年10月30日
	// （金）です。" → "弊社からのお支払い期限は2026年10月30日（金）です。"
	{"b82b_payer_and_payee_of_the_letter_traded", "strings", func(lang, s string) string {
		if lang == "ja" {
			return b82bEarliest(s, []b82bRule{
				b82bLit(`(^|\n|。)お支払い期限は`, "${1}弊社からのお支払い期限は"),
				b82bLit(`(^|\n)固定価格は`, "${1}当方からお支払いする固定価格は"),
			})
		}
		return b82bEarliest(s, []b82bRule{
			b82bLit(`\bfür Sie entstehen\b`, "für uns entstehen"),
			b82bLit(`\bDer Rechnungsbetrag bleibt\b`, "Der von uns an Sie zu zahlende Betrag bleibt"),
			{regexp.MustCompile(`, Rechnungsbetrag ([\d.,]+ €)`), func(s string, m []string) string {
				p := b82bDeOtherPerson(s, "")
				if p == "" {
					return ""
				}
				return ", von uns an " + p + " zu zahlender Betrag " + m[1]
			}},
		})
	}},
	// A Japanese party named in the answer replaced by the writer's own firm (当社 /
	// 弊社): the customer's inquiry and report become ours, the operator's job becomes
	// ours.
	// "松本様より、注文番号AP-73015…との連絡。" → "弊社より、注文番号AP-73015…との連絡。";
	// "新センターはソラノ物流が運営し" → "新センターは当社が運営し".
	{"b82b_ja_named_party_replaced_by_tousha_heisha", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b82bEarliest(s, []b82bRule{
			b82bLit(`^(\p{Han}{1,3})様より、`, "弊社より、"),
			b82bLit(`(株式会社[\p{Katakana}ー]+の)?(\p{Han}{1,3})様から、`, "当社から、"),
			b82bLit(`は([\p{Katakana}ー]+物流)が運営し`, "は当社が運営し"),
			b82bLit(`^・株式会社[\p{Katakana}ー]+\p{Han}*の(\p{Han}+営業所)は`, "・当社の${1}は"),
			b82bLit(`^[\p{Katakana}ー]+物流株式会社$`, "当社"),
		})
	}},
}
