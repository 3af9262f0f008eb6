package grade

// Blind batch 63a: the speech act of a single sentence. Every kind keeps the facts of
// one sentence and changes what the sentence does: a firm commitment of the writer
// becomes an offer the reader has to take up (a "shall we?" question, an "if you wish"
// condition) or a matter still under consideration; an apology becomes a bare noting of
// the inconvenience; a help offer becomes a do-it-yourself instruction or a
// condescending check whether the reader understood; a development or proposal someone
// reported becomes the writer's own advice; a fixed term or constraint is put up for the
// reader's consent; a reported request becomes a mere inquiry or a mere consent, a
// reported statement a reported question; a request to the reader becomes a presumption
// that the reader will do it anyway; a thanks becomes a reproach for not acting sooner
// or an apology that admits a fault; a request for approval (or an approval given)
// becomes a mere noting.

import (
	"regexp"
	"strings"
)

// ho63aJaOwnAct finds the writer's own humble act in the present (お送りいたします,
// お電話いたします, ご説明いたします, 発送いたします), ending a sentence or going on
// with ので.
var ho63aJaOwnAct = regexp.MustCompile(`((?:お|ご)\p{Han}{1,4}り?|発送)いたします(。|ので、)`)

// ho63aJaOwnActSentence is the same act with the sentence it stands in, from its start.
var ho63aJaOwnActSentence = regexp.MustCompile(`(^|[。\n])([^。\n]*?(?:(?:お|ご)\p{Han}{1,4}り?|発送)いたします(?:。|ので、))`)

// ho63aJaKudasai finds a polite request to the reader: ご返送ください, お送りください,
// ご連絡くださいますようお願いいたします.
var ho63aJaKudasai = regexp.MustCompile(`((?:お|ご)\p{Han}{1,4}り?)(くださいますようお願いいたします|ください)([。：:])`)

// ho63aDeBitte finds a sentence-initial "Bitte <verb> Sie".
var ho63aDeBitte = regexp.MustCompile(`(?m)(^|[.!?;] )Bitte (\p{Ll}+) Sie([ ,])`)

// ho63aDeBittetUm finds a reported request for an object: "Frau Köhler bittet um ein
// Rücksendeetikett."
var ho63aDeBittetUm = regexp.MustCompile(`(\p{Lu}\p{L}+ \p{Lu}\p{L}+) bittet um (ein|eine|einen) (\p{Lu}\p{L}+)\.`)

// ho63aDeShift finds a development reported with "verschiebt sich" and its new date.
var ho63aDeShift = regexp.MustCompile(`(?:verschiebt sich (die|der) ([^;]+?) (auf den \d{1,2}\.\d{1,2}\.\d{4}(?: \(\p{L}+\))?))|(?:(die|der) (\p{L}+) verschiebt sich (auf den \d{1,2}\.\d{1,2}\.\d{4}))`)

// ho63aDeLaut finds a statement told on someone's word: "Laut Frau Dr. Vogt kommt …;".
var ho63aDeLaut = regexp.MustCompile(`Laut (Frau|Herrn?) ((?:Dr\. |Prof\. )*\p{Lu}\p{L}+) kommt ([^;]+);`)

// ho63aJaThanksReq finds a thanks for a request: 修理のご依頼をいただき、誠にありがとうございます。
var ho63aJaThanksReq = regexp.MustCompile(`(?:このたびは)?(\p{Han}+)のご依頼をいただき、誠にありがとうございます。`)

// ho63aAcc gives the accusative of a nominative definite article.
func ho63aAcc(art string) string {
	if art == "der" {
		return "den"
	}
	return art
}

// ho63aDat gives the dative of an indefinite article.
func ho63aDat(art string) string {
	if art == "eine" {
		return "einer"
	}
	return "einem"
}

var (
	ho63aDeOfferQuestion = []hoRule{
		hoR(`\bWir senden Ihnen (.+?) zu\.`, "Sollen wir Ihnen $1 zusenden?"),
		hoR(`\bGern liefern wir ([^:\n]+?):`, "Sollen wir $1 liefern?"),
	}
	ho63aDeIfYouWish = []hoRule{
		hoR(`\bWir senden Ihnen\b`, "Wenn Sie möchten, senden wir Ihnen"),
		hoR(`\bGern liefern wir\b`, "Wenn Sie möchten, liefern wir"),
		hoR(`\bhiermit bestätigen wir\b`, "wenn Sie möchten, bestätigen wir"),
	}
	ho63aDeApologyNoted = []hoRule{
		hoR(`\bes tut uns leid, dass\b`, "wir nehmen zur Kenntnis, dass"),
		hoR(`\bWir bitten Sie, die Unannehmlichkeiten zu entschuldigen\.`, "Die Unannehmlichkeiten nehmen wir zur Kenntnis."),
	}
	ho63aJaApologyNoted = []hoRule{
		hoR(`お待たせしてしまい、誠に申し訳ございません。`, "お待たせしていることは承知しております。"),
		hoR(`ご迷惑をおかけし、誠に申し訳ございません。`, "ご迷惑をおかけしたことは承知しております。"),
	}
	ho63aDeSelfHelp = []hoRule{
		hoR(`\bBei Fragen sind wir gern für Sie da\.`, "Bei Fragen informieren Sie sich bitte selbst."),
		hoR(`\bwenden Sie sich bitte an unseren Kundendienst\.`, "suchen Sie bitte selbst nach einer Lösung."),
	}
	ho63aJaSelfHelp = []hoRule{
		hoR(`ご不明な点がございましたら、[^。\n]*?ください。`, "ご不明な点がございましたら、ご自身でお調べください。"),
		hoR(`サポート窓口までお問い合わせください。`, "ご自身で解決方法をお調べください。"),
	}
	ho63aDeUnderstood = []hoRule{
		hoR(`\bBei Fragen sind wir gern für Sie da\.`, "Haben Sie das auch wirklich verstanden?"),
		hoR(`\bHilft das alles nicht, wenden Sie sich bitte an unseren Kundendienst\.`, "Haben Sie das auch wirklich verstanden?"),
	}
	ho63aJaUnderstood = []hoRule{
		hoR(`ご不明な点がございましたら、[^。\n]*?ください。`, "ここまでの内容は、ご理解いただけましたでしょうか。"),
		hoR(`それでも解決しない場合は、[^。\n]*?ください。`, "ここまでの内容は、ご理解いただけましたでしょうか。"),
	}
	ho63aJaOwnAdvice = []hoRule{
		hoR(`延期することを提案している。`, "延期すべきである。"),
	}
	ho63aDeConsent = []hoRule{
		hoR(`\bDer Rechnungsbetrag bleibt unverändert bei (.+? €)\.`, "Sind Sie einverstanden, dass der Rechnungsbetrag unverändert bei $1 bleibt?"),
		hoR(`\bBitte beachten Sie, dass (wir [^.\n]+?)\.`, "Sind Sie einverstanden, dass $1?"),
	}
	ho63aJaConsent = []hoRule{
		hoR(`お支払い期限は([^。\n]+?)です。`, "お支払い期限を${1}としてもよろしいでしょうか。"),
		hoR(`新しいお届け予定日は([^。\n]+?)です。`, "新しいお届け予定日を${1}としてもよろしいでしょうか。"),
		hoR(`固定価格は([^。\n]+?)です。`, "固定価格を${1}としてもよろしいでしょうか。"),
		hoR(`途中解約はできません。`, "途中解約はできませんが、よろしいでしょうか。"),
	}
	ho63aDeInquiry = []hoRule{
		hoR(`\bSie bittet darum, dass (.+?) kommt\.`, "Sie fragt, ob $1 kommen kann."),
		hoR(`\bbittet, (.+?) freizugeben\.`, "fragt, ob man $1 freigeben kann."),
		hoR(`\bGewünscht ist keine Reparatur, sondern (ein [^.\n]+?) bis spätestens ([\d.]+\d)\.`, "Gefragt wird, ob statt einer Reparatur $1 bis spätestens $2 möglich ist."),
	}
	ho63aJaInquiry = []hoRule{
		hoR(`の承認を求めている。`, "の承認が得られるかを尋ねている。"),
		hoR(`までの交換品到着を希望。`, "までに交換品が届くかを質問。"),
	}
	ho63aDeReproach = []hoRule{
		hoR(`\bvielen Dank für Ihre Nachricht\b`, "Ihre Nachricht hätte uns früher erreichen sollen"),
	}
	ho63aDeApologyFault = []hoRule{
		hoR(`\bvielen Dank für Ihre Nachricht\b`, "entschuldigen Sie bitte, dass Sie uns schreiben mussten"),
	}
	ho63aJaApologyFault = []hoRule{
		hoR(`お問い合わせいただき、ありがとうございます。`, "お問い合わせいただくことになり、申し訳ございません。"),
		hoR(`(\p{Han}+)のご依頼をいただき、誠にありがとうございます。`, "${1}のご依頼をいただくことになり、誠に申し訳ございません。"),
		hoR(`ご訪問いただき、誠にありがとうございました。`, "ご訪問いただくことになり、誠に申し訳ございませんでした。"),
	}
	ho63aDeNoting = []hoRule{
		hoR(`\bdie der Ausschuss freigegeben hat\b`, "die der Ausschuss zur Kenntnis genommen hat"),
		hoR(`\bbittet, (.+?) freizugeben\.`, "bittet, $1 zur Kenntnis zu nehmen."),
	}
	ho63aJaNoting = []hoRule{
		hoR(`の承認を求めている。`, "を報告する予定である。"),
		hoR(`お見積もりへのご承認をお願いいたします。`, "お見積もりをご一読ください。"),
	}
	ho63aDeAskedQuestion = []hoRule{
		hoR(`\bmeldet, dass `, "fragt, ob "),
	}
	ho63aJaAskedQuestion = []hoRule{
		hoR(`との連絡。`, "かとの問い合わせ。"),
		hoR(`第3回進捗を報告した。`, "第3回進捗について質問した。"),
	}
	ho63aDeConsented = []hoRule{
		hoR(`\bSie bittet darum, dass (.+?) kommt\.`, "Sie ist damit einverstanden, dass $1 kommt."),
		hoR(`\bbittet, (.+?) freizugeben\.`, "ist einverstanden, $1 freizugeben."),
	}
	ho63aJaConsented = []hoRule{
		hoR(`までの交換品到着を希望。`, "までの交換品到着でも差し支えないとのこと。"),
		hoR(`の承認を求めている。`, "を了承している。"),
	}
	ho63aDeConsider = []hoRule{
		hoR(`\bWir senden Ihnen (.+?) zu\.`, "Wir prüfen, ob wir Ihnen $1 zusenden."),
		hoR(`\bGern liefern wir ([^:\n]+?):`, "Wir prüfen, ob wir $1 liefern können:"),
	}
)

var heldOutBatch63a = []heldOutKind{
	// A firm commitment of the writer turned into an offer asked as a question, so that
	// nothing happens unless the reader answers: Wir senden Ihnen am 20.10.2026 kostenlos
	// eine Ersatzlampe zu. → Sollen wir Ihnen am 20.10.2026 kostenlos eine Ersatzlampe
	// zusenden?; クーポンをお送りいたします。 → クーポンをお送りいたしましょうか。
	{"b63a_own_commitment_made_shall_we_offer_question", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho63aJaOwnAct, s, func(m []string) string {
				if m[2] != "。" {
					return m[0]
				}
				return m[1] + "いたしましょうか。"
			})
		}
		return hoReplaceFirst(s, ho63aDeOfferQuestion)
	}},
	// The same commitment made conditional on the reader's wish: Gern liefern wir Ihre
	// Bestellung … direkt an das Prüflabor → Wenn Sie möchten, liefern wir …; 当日は、
	// 作業員が訪問の30分前にお電話いたします。 → ご希望であれば、当日は、…お電話いたします。
	{"b63a_own_commitment_made_if_you_wish_offer", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho63aJaOwnActSentence, s, func(m []string) string {
				return m[1] + "ご希望であれば、" + m[2]
			})
		}
		return hoReplaceFirst(s, ho63aDeIfYouWish)
	}},
	// An apology turned into a bare noting of the inconvenience: Wir bitten Sie, die
	// Unannehmlichkeiten zu entschuldigen. → Die Unannehmlichkeiten nehmen wir zur
	// Kenntnis.; お待たせしてしまい、誠に申し訳ございません。 → お待たせしていることは承知
	// しております。
	{"b63a_apology_reduced_to_noting_the_inconvenience", "longest", hoByLang(ho63aJaApologyNoted, ho63aDeApologyNoted)},
	// A help offer turned into an instruction to help oneself: Bei Fragen sind wir gern für
	// Sie da. → Bei Fragen informieren Sie sich bitte selbst.; ご不明な点がございましたら、
	// お気軽にお問い合わせください。 → ご不明な点がございましたら、ご自身でお調べください。
	{"b63a_help_offer_made_do_it_yourself_instruction", "longest", hoByLang(ho63aJaSelfHelp, ho63aDeSelfHelp)},
	// A development or a proposal someone reported turned into the writer's own advice:
	// die Inbetriebnahme verschiebt sich auf den 07.12.2026 → ich empfehle, die
	// Inbetriebnahme auf den 07.12.2026 zu verschieben; 延期することを提案している。 →
	// 延期すべきである。
	{"b63a_reported_development_made_writers_own_advice", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ho63aJaOwnAdvice)
		}
		return hoFirstMatch(ho63aDeShift, s, func(m []string) string {
			if m[1] != "" {
				return "empfehle ich, " + ho63aAcc(m[1]) + " " + m[2] + " " + m[3] + " zu verschieben"
			}
			return "ich empfehle, " + ho63aAcc(m[4]) + " " + m[5] + " " + m[6] + " zu verschieben"
		})
	}},
	// A fixed term or constraint put up for the reader's consent: お支払い期限は2026年10月
	// 30日（金）です。 → お支払い期限を2026年10月30日（金）としてもよろしいでしょうか。;
	// Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €. → Sind Sie einverstanden,
	// dass der Rechnungsbetrag unverändert bei 1.850,00 € bleibt?
	{"b63a_fixed_term_or_constraint_put_up_for_consent", "first", hoByLang(ho63aJaConsent, ho63aDeConsent)},
	// A reported request, wish or call for approval turned into a mere inquiry: Sie
	// bittet darum, dass noch am selben Tag ein Installateur kommt. → Sie fragt, ob noch
	// am selben Tag ein Installateur kommen kann.; 承認を求めている → 承認が得られるかを
	// 尋ねている.
	{"b63a_reported_request_made_mere_inquiry", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ho63aJaInquiry)
		}
		if out := hoFirstMatch(ho63aDeBittetUm, s, func(m []string) string {
			return m[1] + " fragt, ob es " + m[2] + " " + m[3] + " gibt."
		}); out != s {
			return out
		}
		return hoReplaceFirst(s, ho63aDeInquiry)
	}},
	// A request to the reader turned into a presumption that the reader will do it
	// anyway: Bitte bringen Sie Ihre Versichertenkarte mit. → Sie bringen ja ohnehin Ihre
	// Versichertenkarte mit.; 破損品は、…ご返送ください。 → 破損品は、…ご返送いただけるも
	// のと存じます。
	{"b63a_reader_request_made_presumption_about_reader", "longest", func(lang, s string) string {
		if lang == "ja" {
			for _, loc := range ho63aJaKudasai.FindAllStringSubmatchIndex(s, -1) {
				stem := s[loc[2]:loc[3]]
				if strings.Contains(stem, "問い合わせ") || strings.Contains(stem, "問合") {
					continue
				}
				return s[:loc[0]] + stem + "いただけるものと存じます" + s[loc[6]:loc[7]] + s[loc[1]:]
			}
			return s
		}
		return hoFirstMatch(ho63aDeBitte, s, func(m []string) string {
			return m[1] + "Sie " + m[2] + " ja ohnehin" + m[3]
		})
	}},
	// A thanks turned into a reproach for not acting sooner: vielen Dank für Ihre
	// Nachricht → Ihre Nachricht hätte uns früher erreichen sollen; お問い合わせいただき、
	// ありがとうございます。 → もっと早くお問い合わせいただきたかったです。
	{"b63a_thanks_turned_reproach_for_not_acting_sooner", "longest", func(lang, s string) string {
		if lang == "ja" {
			if strings.Contains(s, "お問い合わせいただき、ありがとうございます。") {
				return strings.Replace(s, "お問い合わせいただき、ありがとうございます。", "もっと早くお問い合わせいただきたかったです。", 1)
			}
			return hoFirstMatch(ho63aJaThanksReq, s, func(m []string) string {
				return m[1] + "のご依頼は、もっと早くいただきたかったです。"
			})
		}
		return hoReplaceFirst(s, ho63aDeReproach)
	}},
	// A request for approval (or an approval given) reduced to a request to take note:
	// Herr Strauß bittet, die Mehrkosten und den neuen Termin bis zum 21.10.2026
	// freizugeben. → … bittet, die Mehrkosten … zur Kenntnis zu nehmen.; お見積もりへのご
	// 承認をお願いいたします。 → お見積もりをご一読ください。
	{"b63a_approval_asked_or_given_reduced_to_noting", "longest", hoByLang(ho63aJaNoting, ho63aDeNoting)},
	// A thanks for the reader's message or visit turned into an apology that admits a
	// fault: vielen Dank für Ihre Nachricht → entschuldigen Sie bitte, dass Sie uns
	// schreiben mussten; お問い合わせいただき、ありがとうございます。 → お問い合わせいた
	// だくことになり、申し訳ございません。
	{"b63a_thanks_turned_apology_admitting_fault", "longest", hoByLang(ho63aJaApologyFault, ho63aDeApologyFault)},
	// A help offer turned into a condescending check whether the reader understood: Bei
	// Fragen sind wir gern für Sie da. → Haben Sie das auch wirklich verstanden?;
	// ご不明な点がございましたら、お気軽にお問い合わせください。 → ここまでの内容は、ご理解
	// いただけましたでしょうか。
	{"b63a_help_offer_made_comprehension_check_question", "longest", hoByLang(ho63aJaUnderstood, ho63aDeUnderstood)},
	// A reported statement turned into a reported question: Frau Müller … meldet, dass in
	// der Wohnung … Wasser … tropft → Frau Müller … fragt, ob in der Wohnung … Wasser …
	// tropft; 割れていて使えないとの連絡。 → 割れていて使えないかとの問い合わせ。
	{"b63a_reported_statement_made_reported_question", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ho63aJaAskedQuestion)
		}
		if out := hoReplaceFirst(s, ho63aDeAskedQuestion); out != s {
			return out
		}
		return hoFirstMatch(ho63aDeLaut, s, func(m []string) string {
			who := m[1]
			if who == "Herrn" {
				who = "Herr"
			}
			return who + " " + m[2] + " fragt, ob " + m[3] + " kommt;"
		})
	}},
	// A reported request or wish turned into the speaker's mere consent: Frau Köhler
	// bittet um ein Rücksendeetikett. → Frau Köhler ist mit einem Rücksendeetikett
	// einverstanden.; 10月22日（木）までの交換品到着を希望。 → …までの交換品到着でも差し
	// 支えないとのこと。
	{"b63a_reported_request_made_mere_consent", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ho63aJaConsented)
		}
		if out := hoFirstMatch(ho63aDeBittetUm, s, func(m []string) string {
			return m[1] + " ist mit " + ho63aDat(m[2]) + " " + m[3] + " einverstanden."
		}); out != s {
			return out
		}
		return hoReplaceFirst(s, ho63aDeConsented)
	}},
	// A firm commitment of the writer turned into a matter under consideration: 交換品は
	// 10月19日に発送いたしますので → 交換品は10月19日に発送することを検討いたしますので;
	// Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. → Wir prüfen, ob wir
	// Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zusenden.
	{"b63a_own_commitment_made_matter_under_consideration", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho63aJaOwnAct, s, func(m []string) string {
				return m[1] + "することを検討いたします" + m[2]
			})
		}
		return hoReplaceFirst(s, ho63aDeConsider)
	}},
}

// ho63aChangedSentence gives the first sentence of damaged that golden lacks, with the
// golden sentence at its place.
func ho63aChangedSentence(lang, golden, damaged string) (string, string) {
	gs, gr := hoAllSentences(lang, golden)
	ds, dr := hoAllSentences(lang, damaged)
	have := map[string]bool{}
	for _, r := range gr {
		have[strings.TrimSpace(gs[r.line][r.idx])] = true
	}
	for i, r := range dr {
		d := strings.TrimSpace(ds[r.line][r.idx])
		if have[d] {
			continue
		}
		g := ""
		if i < len(gr) {
			g = strings.TrimSpace(gs[gr[i].line][gr[i].idx])
		}
		return g, d
	}
	return "", ""
}
