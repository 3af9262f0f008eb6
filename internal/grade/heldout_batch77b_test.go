package grade

import (
	"regexp"
	"strings"
)

// heldOutBatch77b: business-letter register, one slip each. The angle is the word
// choice a careful reader of a German or Japanese business letter rejects, some of it
// blurring the fact it touches: slang for the currency, a rubber-stamp verb or "OK" for an
// approval, an apology worded so that nobody apologises, a particle that undercuts a
// commitment (eigentlich, 本来), spoken contractions and spellings ('ne, nich, じゃ,
// ちゃう), cute diminutives, an archaic servile "gütigst" in a request, youth-speak
// padding (的には), a vague colloquial tail (oder so, みたいです), the wrong honorific
// prefix (お連絡, ご問い合わせ) and the honorific お on a loanword (おクーポン). Kinds
// the existing names already describe (du, bare imperatives, salutation and closing
// formulas, titles, wir/Sie swaps, Denglisch verbs, なさい, のほう) are left out.
var heldOutBatch77b = []heldOutKind{
	// "14.890,00 €" → "14.890,00 Euronen"; "Rechnungsbetrag … bei 1.850,00 €." → "… bei
	// 1.850,00 Euronen."
	{"b77b_de_euro_amount_in_slang_euronen", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(b77bEuro, s, func(m []string) string { return m[1] + " Euronen" })
	}},
	// "die Mehrkosten und den neuen Termin bis zum 21.10.2026 freizugeben" → "… abzunicken";
	// "お見積もりへのご承認をお願いいたします" → "お見積もりへのOKをお願いいたします"
	{"b77b_approval_made_colloquial_abnicken_or_ok", "first", func(lang, s string) string {
		if lang == "ja" {
			return b77bFirstOf(s, "へのご承認を", "へのOKを", "の承認を求めている", "のOKを求めている", "ご承認", "OK")
		}
		return b77bFirstOf(s, "freizugeben", "abzunicken", "freigegeben hat", "abgenickt hat", "freigegeben", "abgenickt")
	}},
	// "es tut uns leid, dass Ihre Stehlampe … flackert" → "es wird bedauert, dass …";
	// "お待たせしてしまい、誠に申し訳ございません" → "お待たせする形となり、誠に申し訳ございません"
	{"b77b_apology_made_agentless", "first", func(lang, s string) string {
		if lang == "ja" {
			return b77bFirstOf(s, "お待たせしてしまい、", "お待たせする形となり、", "ご迷惑をおかけし、", "ご迷惑が生じ、")
		}
		return b77bFirstOf(s, "es tut uns leid, dass", "es wird bedauert, dass",
			"Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen.", "Die Unannehmlichkeiten werden bedauert.")
	}},
	// "Die nächste Sitzung findet am 12.11.2026 statt" → "… findet eigentlich am
	// 12.11.2026 statt"; "新しいお届け予定日は10月21日（水）です" → "新しいお届け予定日は本来10月21日（水）です"
	{"b77b_stated_fact_undercut_by_eigentlich_or_honrai", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b77bJaTopic, s, func(m []string) string { return m[1] + "は本来" })
		}
		return hoFirstMatch(b77bDeFiniteVerb, s, func(m []string) string { return m[1] + " eigentlich " })
	}},
	// "kostenlos eine Ersatzlampe zu" → "kostenlos 'ne Ersatzlampe zu"; "ein Installateur
	// kommt" → "'n Installateur kommt"
	{"b77b_de_indefinite_article_spoken_ne_n", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(b77bDeIndef, s, func(m []string) string {
			short := map[string]string{"ein": "'n", "eine": "'ne", "einen": "'nen"}[m[2]]
			return m[1] + short + " " + m[3]
		})
	}},
	// "Bitte bringen Sie Ihre Versichertenkarte mit" → "Bitte bringen Sie Ihr
	// Versichertenkärtchen mit"; "der von Ihnen bestellten Teile" → "… bestellten Teilchen"
	{"b77b_de_noun_made_cutesy_diminutive", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b77bFirstOf(s, "Ihre Versichertenkarte", "Ihr Versichertenkärtchen",
			"Ihre Stehlampe", "Ihr Stehlämpchen",
			"Ihre Wärmepumpe", "Ihr Wärmepümpchen",
			"die Siebträgermaschine", "das Siebträgermaschinchen",
			"zwei Wärmepumpen", "zwei Wärmepümpchen",
			"bestellten Teile", "bestellten Teilchen")
	}},
	// "Bitte schicken Sie die defekte Lampe …" → "Bitte schicken Sie gütigst die defekte
	// Lampe …"; "Wir bitten Sie, die Unannehmlichkeiten …" → "Wir bitten Sie gütigst, …"
	{"b77b_de_request_made_archaic_guetigst", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(b77bDeRequest, s, func(m []string) string { return m[1] + " gütigst" })
	}},
	// "お支払い期限は2026年10月30日（金）です" → "お支払い期限的には2026年10月30日（金）です";
	// "固定価格は1,480ユーロ（税別）です" → "固定価格的には1,480ユーロ（税別）です"
	{"b77b_ja_topic_padded_with_teki_ni_wa", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b77bJaTopic, s, func(m []string) string { return m[1] + "的には" })
	}},
	// "Frau Köhler bittet um ein Rücksendeetikett." → "… Rücksendeetikett oder so.";
	// "…割れていて使えないとの連絡" → "…割れていて使えないみたいな連絡"; "新しいお届け予定日は10月21日（水）です。" → "…10月21日（水）みたいです。"
	{"b77b_fact_hedged_colloquially_oder_so_or_mitai", "first", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			t := strings.TrimRight(sen, " ")
			tail := sen[len(t):]
			rs := []rune(t)
			if lang == "ja" {
				if loc := b77bJaQuote.FindStringIndex(sen); loc != nil {
					return sen[:loc[0]] + "みたいな" + sen[loc[0]+len("との"):]
				}
				if strings.HasSuffix(t, "です。") && len(rs) > 4 {
					prev := rs[len(rs)-4]
					if prev == '）' || prev == '階' || b77bDigit(prev) || b77bHan(prev) {
						return strings.TrimSuffix(t, "です。") + "みたいです。" + tail
					}
				}
				return sen
			}
			if len(rs) < 30 || !strings.HasSuffix(t, ".") || strings.Contains(t, ":") {
				return sen
			}
			last := rs[len(rs)-2]
			if !(last >= 'a' && last <= 'z') && last != 'ß' && last != 'ä' && last != 'ö' && last != 'ü' {
				return sen
			}
			return strings.TrimSuffix(t, ".") + " oder so." + tail
		})
	}},
	// "ご不明な点がございましたら、本メールにご返信ください" → "…本メールにお返信ください";
	// "お問い合わせいただき、ありがとうございます" → "ご問い合わせいただき、…"
	{"b77b_ja_honorific_prefix_o_go_swapped", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b77bJaPrefix, s, func(m []string) string {
			if strings.HasPrefix(m[0], "ご") {
				return "お" + strings.TrimPrefix(m[0], "ご")
			}
			return "ご" + strings.TrimPrefix(m[0], "お")
		})
	}},
	// "500円分のクーポンをお送りいたします" → "500円分のおクーポンをお送りいたします";
	// "ユーザーを1名追加していただいた" → "おユーザーを1名追加していただいた"
	{"b77b_ja_honorific_o_on_loanword", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b77bJaLoan, s, func(m []string) string { return m[1] + "お" + m[2] })
	}},
	// "wenn … nicht am Wochenende zustellen" → "… nich am Wochenende zustellen";
	// "Herr Weiß ist bis zum 22.10.2026 verreist" → "Herr Weiß is bis …";
	// "お待たせしてしまい" → "お待たせしちゃい"
	{"b77b_spoken_spelling_nich_is_ja_chau", "first", func(lang, s string) string {
		if lang == "ja" {
			return b77bFirstOf(s, "してしまい", "しちゃい", "の上では", "の上じゃ")
		}
		if nw := hoFirstMatch(b77bDeNicht, s, func(m []string) string { return m[1] + "nich" + m[2] }); nw != s {
			return nw
		}
		return hoFirstMatch(b77bDeIst, s, func(m []string) string { return m[1] + "is" + m[2] })
	}},
}

var (
	b77bEuro         = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2}) €`)
	b77bJaTopic      = regexp.MustCompile(`(お届け予定日|お支払い期限|固定価格|対応OS|新住所|予算|交換品)は`)
	b77bDeFiniteVerb = regexp.MustCompile(`\b(erfolgt|bleibt|findet|senden Ihnen|kann die Wohnung|KG ist) `)
	b77bDeIndef      = regexp.MustCompile(`(^|[^\p{L}])(eine|einen|ein) (\p{L})`)
	b77bDeRequest    = regexp.MustCompile(`(Bitte \p{Ll}+ Sie|\p{Ll}+ Sie sich bitte|Wir bitten Sie)`)
	b77bJaPrefix     = regexp.MustCompile(`ご(?:連絡|返信|返送|確認|利用|依頼|注文|迷惑|心配)|お(?:問い合わせ|支払い|届け|見積もり|打ち合わせ)`)
	b77bJaLoan       = regexp.MustCompile(`(^|[をにはがのもで、（「])(クーポン|アプリ|カバー|ユーザー|データ|フィルター|エラーコード)`)
	b77bJaQuote      = regexp.MustCompile(`との(?:連絡|問い合わせ|こと|報告|相談)`)
	b77bDeNicht      = regexp.MustCompile(`(^|[^\p{L}])nicht([^\p{L}]|$)`)
	b77bDeIst        = regexp.MustCompile(`(^|[^\p{L}])ist([^\p{L}]|$)`)
)

// b77bFirstOf replaces the first occurrence of the first of the old/new pairs found in s.
func b77bFirstOf(s string, pairs ...string) string {
	for i := 0; i+1 < len(pairs); i += 2 {
		if strings.Contains(s, pairs[i]) {
			return strings.Replace(s, pairs[i], pairs[i+1], 1)
		}
	}
	return s
}

func b77bDigit(r rune) bool { return r >= '0' && r <= '9' }

func b77bHan(r rune) bool { return r >= 0x4E00 && r <= 0x9FFF }
