package grade

// Blind batch 39a: speech acts and commitments changed. Each kind keeps the facts of
// the answer but changes, at one place, what kind of act a sentence performs: the
// writer's promise becomes a mere possibility or a question asking leave, an estimate
// becomes a guarantee, a thanks becomes a regret or a request, a request to the reader
// becomes a permission or a suggestion to consider, a conditional offer becomes a
// demand, a refusal is softened into an acceptance, a confirmation the writer gives is
// asked of the reader, and in summaries a reported request, complaint or proposal is
// retold as a thanks, an offer, an enquiry or an order.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ho39aFirstOf applies the first of the rewrites that changes s.
func ho39aFirstOf(s string, fs ...func(string) string) string {
	for _, f := range fs {
		if nw := f(s); nw != s {
			return nw
		}
	}
	return s
}

// ho39aRe returns a rewrite of the first match of re by the template repl.
func ho39aRe(re *regexp.Regexp, repl string) func(string) string {
	return func(s string) string {
		loc := re.FindStringSubmatchIndex(s)
		if loc == nil {
			return s
		}
		var dst []byte
		dst = re.ExpandString(dst, repl, s, loc)
		return s[:loc[0]] + string(dst) + s[loc[1]:]
	}
}

func ho39aUpperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

var (
	ho39aJaPromise      = regexp.MustCompile(`((?:お|ご)\p{Han}+[りし]?|\p{Han}{2,})いたします(。|、|ので)`)
	ho39aJaPromiseEnd   = regexp.MustCompile(`((?:お|ご)\p{Han}+[りし]?)いたします。`)
	ho39aJaRequestGo    = regexp.MustCompile(`(ご\p{Han}{2}|お問い合わせ)ください`)
	ho39aJaThanksFor    = regexp.MustCompile(`(いただき|くださり)、(誠に)?ありがとうございま(す|した)`)
	ho39aDeThanksFor    = regexp.MustCompile(`(?i)(^|[\n,.] ?)(vielen|herzlichen) dank für (Ihre|Ihren|Ihr) `)
	ho39aJaProspect     = regexp.MustCompile(`できる見込みです`)
	ho39aJaPlanned      = regexp.MustCompile(`(\p{Han}{2})予定。`)
	ho39aJaPlannedDay   = regexp.MustCompile(`予定日は`)
	ho39aJaEarliest     = regexp.MustCompile(`早くても([^、。]+?)となります`)
	ho39aJaRegretNot    = regexp.MustCompile(`(?:誠に)?残念ながら、([^。]*?)(\p{Han}+)はできません`)
	ho39aJaCannot       = regexp.MustCompile(`(\p{Han}{2,})はできません`)
	ho39aDeNotPossible  = regexp.MustCompile(`leider nicht möglich`)
	ho39aDeNotSupported = regexp.MustCompile(`werden ([^.]*?) nicht unterstützt`)
	ho39aDeOnlyNot      = regexp.MustCompile(`nur (\p{L}+) und nicht (am|an) `)
	ho39aJaConfirmed    = regexp.MustCompile(`(確認|確定|承認)いたしました。`)
	ho39aDeWeConfirm    = regexp.MustCompile(`(?i)(hiermit )?bestätigen wir (Ihnen )?`)
	ho39aJaIfQuestions  = regexp.MustCompile(`ご不明な点がございましたら、(お気軽に)?`)
	ho39aJaIfUnsolved   = regexp.MustCompile(`(それでも)?解決しない場合は、(お手数ですが)?`)
	ho39aDeIfQuestions  = regexp.MustCompile(`Bei (weiteren )?Fragen (sind wir gern für Sie da|stehen wir Ihnen gern zur Verfügung)\.`)
	ho39aDeIfUnhelped   = regexp.MustCompile(`Hilft das (alles )?nicht, wenden Sie sich bitte an`)
	ho39aDeAsksThat     = regexp.MustCompile(`bittet darum, dass`)
	ho39aDeAsksFor      = regexp.MustCompile(`bittet um (ein|eine|einen|die|den|das) `)
	ho39aDeAsksTo       = regexp.MustCompile(`bittet, `)
	ho39aJaSeeks        = regexp.MustCompile(`を求めている`)
	ho39aJaWishes       = regexp.MustCompile(`を希望。`)
	ho39aJaCheckQ       = regexp.MustCompile(`(?m)^([-・] ?[^\n]*?)(ています|ですか|ますか)(か?)。`)
	ho39aJaWorryIf      = regexp.MustCompile(`(\p{Hiragana})かを心配されている`)
	ho39aDeCheckIf      = regexp.MustCompile(`(Prüfen|Kontrollieren) Sie, ob (\p{L}+ \p{L}+) ([^.]+) (ist|sind)\.`)
	ho39aJaIfCase       = regexp.MustCompile(`^(\s*(?:[-・] ?)?)([^、。]*?場合は、)`)
	ho39aDeIfClause     = regexp.MustCompile(`(Falls|Wenn) Sie [^,.]+, (\p{Ll}+) Sie `)
	ho39aJaTeKudasai    = regexp.MustCompile(`([てで])ください([。、）：]|$)`)
	ho39aJaGoKudasai    = regexp.MustCompile(`((?:ご|お)\p{Han}+[りし]?)ください([。、）：]|$)`)
	ho39aDeBitte        = regexp.MustCompile(`Bitte (\p{Ll}+) Sie `)
	ho39aDeWeSendYou    = regexp.MustCompile(`(?m)(^|\. )Wir (\p{Ll}+en) Ihnen ([^?!\n]+?) (zu|zurück|mit|an)\.`)
	ho39aDeReports      = regexp.MustCompile(`meldet, dass`)
	ho39aJaReportsNot   = regexp.MustCompile(`ないとの(連絡|問い合わせ)`)
	ho39aJaProposes     = regexp.MustCompile(`することを提案している`)
	ho39aDeWished       = regexp.MustCompile(`Gewünscht ist`)
	ho39aDeRecommend    = regexp.MustCompile(`(?m)^Empfehlung: `)
)

var heldOutBatch39a = []heldOutKind{
	// The writer's promise told as a mere possibility:
	// クーポンをお送りいたします。 → クーポンをお送りできる場合がございます。
	{"b39a_ja_promise_made_possible_case", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho39aRe(ho39aJaPromise, "${1}できる場合がございます${2}")(s)
	}},
	// A request to the reader softened into a suggestion to consider:
	// ご返送ください → ご返送いただくことをご検討ください
	{"b39a_ja_request_made_please_consider", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			old := split[r.line][r.idx]
			if strings.Contains(old, "ございましたら") || strings.Contains(old, "お気軽に") {
				continue // an offer to get in touch, not a request
			}
			if nw := ho39aRe(ho39aJaRequestGo, "${1}いただくことをご検討ください")(old); nw != old {
				split[r.line][r.idx] = nw
				return hoJoin(split)
			}
		}
		return s
	}},
	// The opening thanks turned into a regret for what the reader did:
	// ご依頼をいただき、誠にありがとうございます → ご依頼をいただき、誠に申し訳ございません;
	// vielen Dank für Ihre Nachricht → wir bedauern Ihre Nachricht
	{"b39a_thanks_turned_regret", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho39aFirstOf(s,
				ho39aRe(regexp.MustCompile(`(いただき|くださり)、(誠に)?ありがとうございました`), "${1}、${2}申し訳ございませんでした"),
				ho39aRe(ho39aJaThanksFor, "${1}、${2}申し訳ございません"))
		}
		return hoFirstMatch(ho39aDeThanksFor, s, func(m []string) string {
			w := "wir"
			if m[2] == "Vielen" || m[2] == "Herzlichen" {
				w = "Wir"
			}
			return m[1] + w + " bedauern " + m[3] + " "
		})
	}},
	// An estimate told as a guarantee: お届けできる見込みです → お届けできることをお約束いたします;
	// 発送予定。 → 発送が確定。; 早くても11月9日となります → 11月9日に確定しております
	{"b39a_ja_estimate_made_guaranteed", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho39aFirstOf(s,
			ho39aRe(ho39aJaEarliest, "${1}に確定しております"),
			ho39aRe(ho39aJaPlanned, "${1}が確定。"),
			ho39aRe(ho39aJaProspect, "できることをお約束いたします"),
			ho39aRe(ho39aJaPlannedDay, "確約日は"))
	}},
	// A refusal softened into an acceptance: 途中解約はできません → 途中解約も可能です;
	// werden … nicht unterstützt → werden … ebenfalls unterstützt
	{"b39a_refusal_softened_into_acceptance", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho39aFirstOf(s,
				ho39aRe(ho39aJaRegretNot, "ご希望があれば、${1}${2}も可能です"),
				ho39aRe(ho39aJaCannot, "${1}も可能です"))
		}
		return ho39aFirstOf(s,
			ho39aRe(ho39aDeNotPossible, "gern möglich"),
			ho39aRe(ho39aDeNotSupported, "werden ${1} ebenfalls unterstützt"),
			ho39aRe(ho39aDeOnlyNot, "${1} und auch ${2} "))
	}},
	// A confirmation the writer gives turned into one the writer asks for:
	// 破損を確認いたしました。 → 破損をご確認いただけますでしょうか。;
	// hiermit bestätigen wir Ihren Termin → bitte bestätigen Sie uns Ihren Termin
	{"b39a_given_confirmation_made_asked", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho39aRe(ho39aJaConfirmed, "ご${1}いただけますでしょうか。")(s)
		}
		return hoFirstMatch(ho39aDeWeConfirm, s, func(m []string) string {
			if m[0][0] == 'H' || m[0][0] == 'B' {
				return "Bitte bestätigen Sie uns "
			}
			return "bitte bestätigen Sie uns "
		})
	}},
	// A conditional offer to get in touch made a demand:
	// ご不明な点がございましたら、お気軽にお問い合わせください → ご不明な点がなくても、必ずお問い合わせください;
	// Bei Fragen sind wir gern für Sie da. → Bitte melden Sie sich in jedem Fall bei uns.
	{"b39a_contact_offer_made_mandatory", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho39aFirstOf(s,
				ho39aRe(ho39aJaIfQuestions, "ご不明な点がなくても、必ず"),
				ho39aRe(ho39aJaIfUnsolved, "解決した場合も、必ず"))
		}
		return ho39aFirstOf(s,
			ho39aRe(ho39aDeIfQuestions, "Bitte melden Sie sich in jedem Fall bei uns."),
			ho39aRe(ho39aDeIfUnhelped, "Wenden Sie sich in jedem Fall an"))
	}},
	// A reported request retold as a thanks: Sie bittet darum, dass … → Sie bedankt sich
	// dafür, dass …; 承認を求めている → 承認に感謝している
	{"b39a_reported_request_turned_thanks", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho39aFirstOf(s,
				ho39aRe(ho39aJaSeeks, "に感謝している"),
				ho39aRe(ho39aJaWishes, "に感謝。"))
		}
		return ho39aFirstOf(s,
			ho39aRe(ho39aDeAsksThat, "bedankt sich dafür, dass"),
			ho39aRe(ho39aDeAsksFor, "bedankt sich für ${1} "),
			ho39aRe(ho39aDeAsksTo, "dankt dafür, "))
	}},
	// A question the reader is to check, or a worry, told as an established fact:
	// 設定は、オンになっていますか。 → 設定は、オンになっています。;
	// Prüfen Sie, ob Ihr Smartphone … verbunden ist. → Ihr Smartphone ist bereits … verbunden.
	{"b39a_check_question_made_assertion", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho39aFirstOf(s,
				ho39aRe(ho39aJaWorryIf, "${1}と確信されている"),
				func(s string) string {
					return hoFirstMatch(ho39aJaCheckQ, s, func(m []string) string {
						switch m[2] {
						case "ですか":
							return m[1] + "です。"
						case "ますか":
							return m[1] + "ます。"
						}
						if m[3] == "か" {
							return m[1] + m[2] + "。"
						}
						return m[0]
					})
				})
		}
		return hoFirstMatch(ho39aDeCheckIf, s, func(m []string) string {
			return ho39aUpperFirst(m[2]) + " " + m[4] + " bereits " + m[3] + "."
		})
	}},
	// A conditional instruction made unconditional: 日程の変更をご希望の場合は、前日の17時までに
	// ご連絡ください → 前日の17時までにご連絡ください; Falls Sie … nicht wahrnehmen können, sagen Sie
	// ihn bitte ab → Sagen Sie ihn bitte ab
	{"b39a_conditional_instruction_made_unconditional", "first", func(lang, s string) string {
		if lang == "ja" {
			split, refs := hoAllSentences(lang, s)
			for _, r := range refs {
				old := split[r.line][r.idx]
				loc := ho39aJaIfCase.FindStringSubmatchIndex(old)
				if loc == nil {
					continue
				}
				clause := old[loc[4]:loc[5]]
				rest := old[loc[1]:]
				if strings.HasPrefix(clause, "それでも") || strings.Contains(rest, "以下") || !strings.Contains(rest, "ください") {
					continue
				}
				split[r.line][r.idx] = old[:loc[4]] + rest
				return hoJoin(split)
			}
			return s
		}
		return hoFirstMatch(ho39aDeIfClause, s, func(m []string) string {
			return ho39aUpperFirst(m[2]) + " Sie "
		})
	}},
	// A request to the reader made a mere permission: ご返送ください → ご返送いただいても構いません;
	// Bitte bringen Sie Ihre Versichertenkarte mit. → Wenn Sie möchten, bringen Sie Ihre Versichertenkarte mit.
	{"b39a_request_made_permission", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoMiddleSentence(lang, s, func(sen string) string {
				if strings.Contains(sen, "ございましたら") || strings.Contains(sen, "お問い合わせ") || strings.Contains(sen, "以下") {
					return sen
				}
				return ho39aFirstOf(sen,
					ho39aRe(ho39aJaTeKudasai, "${1}も構いません${2}"),
					ho39aRe(ho39aJaGoKudasai, "${1}いただいても構いません${2}"))
			})
		}
		return hoFirstMatch(ho39aDeBitte, s, func(m []string) string {
			if m[1] == "beachten" {
				return m[0]
			}
			return "Wenn Sie möchten, " + m[1] + " Sie "
		})
	}},
	// The thanks for what the reader did turned into a request to do it:
	// お問い合わせいただき、ありがとうございます → お問い合わせいただけますよう、お願いいたします;
	// vielen Dank für Ihre Nachricht → wir bitten um Ihre Nachricht
	{"b39a_thanks_turned_request", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho39aJaThanksFor, s, func(m []string) string {
				if m[1] == "くださり" {
					return "くださいますよう、お願いいたします"
				}
				return "いただけますよう、お願いいたします"
			})
		}
		return hoFirstMatch(ho39aDeThanksFor, s, func(m []string) string {
			w := "wir"
			if m[2] == "Vielen" || m[2] == "Herzlichen" {
				w = "Wir"
			}
			return m[1] + w + " bitten um " + m[3] + " "
		})
	}},
	// The writer's promise turned into a question asking leave:
	// クーポンをお送りいたします。 → クーポンをお送りしてもよろしいでしょうか。;
	// Wir senden Ihnen … eine Ersatzlampe zu. → Dürfen wir Ihnen … eine Ersatzlampe zusenden?
	{"b39a_promise_made_permission_question", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho39aRe(ho39aJaPromiseEnd, "${1}してもよろしいでしょうか。")(s)
		}
		return hoFirstMatch(ho39aDeWeSendYou, s, func(m []string) string {
			return m[1] + "Dürfen wir Ihnen " + m[3] + " " + m[4] + m[2] + "?"
		})
	}},
	// A reported complaint retold as a mere enquiry: 割れていて使えないとの連絡 →
	// 割れていて使えるかとの問い合わせ; meldet, dass … tropft → fragt nach, ob … tropft
	{"b39a_reported_complaint_made_enquiry", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho39aRe(ho39aJaReportsNot, "るかとの問い合わせ")(s)
		}
		return ho39aRe(ho39aDeReports, "fragt nach, ob")(s)
	}},
	// A proposal, wish or recommendation retold as a directive: 延期することを提案している →
	// 延期するよう指示している; Gewünscht ist … → Verlangt wird …; Empfehlung: → Beschluss:
	{"b39a_proposal_or_wish_made_directive", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho39aFirstOf(s,
				ho39aRe(ho39aJaProposes, "するよう指示している"),
				ho39aRe(ho39aJaWishes, "を要求。"))
		}
		return ho39aFirstOf(s,
			ho39aRe(ho39aDeWished, "Verlangt wird"),
			ho39aRe(ho39aDeRecommend, "Beschluss: "))
	}},
	// A reported request retold as an offer by the one who asked:
	// Frau Köhler bittet um ein Rücksendeetikett. → Frau Köhler bietet ein Rücksendeetikett an.
	{"b39a_de_reported_request_made_offer", "first", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		return ho39aFirstOf(s,
			ho39aRe(ho39aDeAsksThat, "bietet an, dass"),
			ho39aRe(regexp.MustCompile(`bittet um ([^.;,\n]+)([.;])`), "bietet ${1} an${2}"),
			ho39aRe(ho39aDeAsksTo, "bietet an, "))
	}},
}
