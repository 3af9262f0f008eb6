package grade

// Blind batch 33a: qualifiers, exceptions and scope. The model keeps every fact word
// but changes how far one statement reaches. A promise is made subject to stock, to a
// request, to the addressee in person, to a customer group, a minimum order, the home
// country or the warranty; a free service shrinks to one part of it; an end date
// becomes "until further notice"; an exact price becomes a from-price, a subtotal, a
// price plus shipping or one valid only for a larger volume; a lower bound (早くても,
// 以降, ab 8 Uhr) or a restriction on a fault (nur im 5-GHz-Band, 10月分の) is dropped;
// a caveat sentence is dropped; a remedy is widened to all customers; an approval or a
// move is made partial. Each kind makes one such edit, at one natural place.

import (
	"regexp"
	"strconv"
	"strings"
)

// ho33aEachSentence applies f to the first sentence, in text order, that f changes.
func ho33aEachSentence(lang, s string, f func(line, sent string) string) string {
	split, refs := hoAllSentences(lang, s)
	lines := strings.Split(s, "\n")
	for _, r := range refs {
		old := split[r.line][r.idx]
		if nw := f(lines[r.line], old); nw != old {
			split[r.line][r.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

// ho33aFirstOf rewrites the earliest match of any of the patterns.
func ho33aFirstOf(s string, rules []hoFuncRule) string {
	best, bestAt := -1, len(s)+1
	for i, r := range rules {
		if loc := r.re.FindStringIndex(s); loc != nil && loc[0] < bestAt {
			best, bestAt = i, loc[0]
		}
	}
	if best < 0 {
		return s
	}
	return hoFirstMatch(rules[best].re, s, rules[best].f)
}

func ho33aLit(re string, f func(m []string) string) hoFuncRule {
	return hoFuncRule{regexp.MustCompile(re), f}
}

// ho33aBullet reports whether a line is a list item or a table row.
func ho33aBullet(line string) bool {
	t := strings.TrimSpace(line)
	return strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "・") || strings.HasPrefix(t, "|") || hoListItem.MatchString(t)
}

var (
	ho33aDeAmt         = `\d{1,3}(?:\.\d{3})*,\d{2}`
	ho33aJaAmt         = `\d{1,3}(?:,\d{3})+`
	ho33aDeShipPromise = regexp.MustCompile(`\b(?:senden|schicken|liefern) (?:wir )?Ihnen\b|\bLieferung erfolgt\b|\bverschiebt sich der Versand\b`)
	ho33aJaShipPromise = regexp.MustCompile(`発送|お届け|配送|出荷`)
	ho33aJaTopicWa     = regexp.MustCompile(`([\p{Han}\p{Katakana}ー])は`)
	ho33aJaCond        = regexp.MustCompile(`場合|たら|なら|れば`)
	ho33aDeRemedy      = regexp.MustCompile(`Ersatz|Austausch|Gutschein|Gutschrift|Erstattung`)
	ho33aJaRemedy      = regexp.MustCompile(`交換品|代替品|クーポン|返金|無償`)
)

var heldOutBatch33a = []heldOutKind{
	// A shipment promise made subject to stock. de: Die Lieferung erfolgt am 12.11.2026
	// zwischen 8 und 12 Uhr. → … 12 Uhr, solange der Vorrat reicht. ja: 交換品は10月19日に
	// 発送いたします → 交換品は在庫がある限り10月19日に発送いたします
	{"b33a_promise_subject_to_stock", "longest", func(lang, s string) string {
		return ho33aEachSentence(lang, s, func(line, sent string) string {
			if lang == "ja" {
				if !ho33aJaShipPromise.MatchString(sent) || strings.Contains(sent, "ください") || strings.Contains(sent, "在庫") {
					return sent
				}
				return hoFirstMatch(ho33aJaTopicWa, sent, func(m []string) string { return m[0] + "在庫がある限り" })
			}
			t := strings.TrimRight(sent, " ")
			if !ho33aDeShipPromise.MatchString(t) || !strings.HasSuffix(t, ".") || strings.Contains(t, "Vorrat") {
				return sent
			}
			return strings.TrimSuffix(t, ".") + ", solange der Vorrat reicht." + sent[len(t):]
		})
	}},
	// A free benefit restricted to a customer group. de: Wir senden Ihnen … kostenlos eine
	// Ersatzlampe zu → … für Stammkunden kostenlos …; ja: 初期費用は不要です → 初期費用は
	// 会員様のみ不要です; 無料アプリ → 会員様限定の無料アプリ
	{"b33a_benefit_limited_to_customer_group", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho33aFirstOf(s, []hoFuncRule{
				ho33aLit(`(費用|料金|手数料)は不要`, func(m []string) string { return m[1] + "は会員様のみ不要" }),
				ho33aLit(`無料`, func(m []string) string { return "会員様限定の無料" }),
				ho33aLit(`(\d[\d,]*円分の)(クーポン|割引券|ポイント)`, func(m []string) string { return "会員様限定の" + m[1] + m[2] }),
			})
		}
		return ho33aFirstOf(s, []hoFuncRule{
			ho33aLit(`\bkostenlos(e[nrs]?)?\b`, func(m []string) string { return "für Stammkunden kostenlos" + m[1] }),
			ho33aLit(`\bgratis\b`, func(m []string) string { return "für Stammkunden gratis" }),
		})
	}},
	// An exact price gains shipping on top. de: Rechnungsbetrag 1.249,90 € → Rechnungsbetrag
	// 1.249,90 € zzgl. Versandkosten; ja (goods): 合計（税抜）：53,900円 → 合計（税抜）：
	// 53,900円（送料別）
	{"b33a_price_made_plus_shipping", "longest", func(lang, s string) string {
		if lang == "ja" {
			if !regexp.MustCompile(`\d+[個箱点本台冊]`).MatchString(s) || strings.Contains(s, "送料") {
				return s
			}
			return hoFirstMatch(regexp.MustCompile(`(合計[^\d\n]{0,8}`+ho33aJaAmt+`円)((?:（[^）]*）)?)`), s, func(m []string) string {
				return m[1] + m[2] + "（送料別）"
			})
		}
		if strings.Contains(s, "Versandkosten") {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`(`+ho33aDeAmt+`) ?€`), s, func(m []string) string {
			return m[0] + " zzgl. Versandkosten"
		})
	}},
	// An exact price or cost made a lower bound. de: | 14.890,00 € | → | ab 14.890,00 € |;
	// Mehrkosten von 36.400,00 € → Mehrkosten von mindestens 36.400,00 €; ja: | 2,480円 |
	// → | 2,480円〜 |; 固定価格は1,480ユーロ → 固定価格は1,480ユーロ〜
	{"b33a_exact_price_made_from_price", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho33aFirstOf(s, []hoFuncRule{
				ho33aLit(`\| (`+ho33aJaAmt+`円) \|`, func(m []string) string { return "| " + m[1] + "〜 |" }),
				ho33aLit(`(価格|料金|費用)は(\d[\d,]*(?:円|ユーロ|ドル))`, func(m []string) string { return m[1] + "は" + m[2] + "〜" }),
			})
		}
		return ho33aFirstOf(s, []hoFuncRule{
			ho33aLit(`\| (`+ho33aDeAmt+` €) \|`, func(m []string) string { return "| ab " + m[1] + " |" }),
			ho33aLit(`\b((?:Mehr)?[Kk]osten|Preis|Festpreis|Pauschale)( von|:) (`+ho33aDeAmt+` €)`, func(m []string) string {
				return m[1] + m[2] + " mindestens " + m[3]
			}),
		})
	}},
	// A remedy declared a one-time goodwill gesture. de: … eine Ersatzlampe zu. → … zu.
	// Bitte beachten Sie, dass es sich dabei um eine einmalige Kulanzleistung handelt.
	// ja: …クーポンをお送りいたします。→ …。なお、本対応は今回限りの特別対応となります。
	{"b33a_remedy_declared_one_time_goodwill", "longest", func(lang, s string) string {
		return ho33aEachSentence(lang, s, func(line, sent string) string {
			if ho33aBullet(line) {
				return sent
			}
			t := strings.TrimRight(sent, " ")
			if lang == "ja" {
				if !ho33aJaRemedy.MatchString(t) || !strings.HasSuffix(t, "。") || strings.Contains(t, "ください") {
					return sent
				}
				return t + "なお、本対応は今回限りの特別対応となります。" + sent[len(t):]
			}
			if !ho33aDeRemedy.MatchString(t) || !strings.HasSuffix(t, ".") {
				return sent
			}
			return t + " Bitte beachten Sie, dass es sich dabei um eine einmalige Kulanzleistung handelt." + sent[len(t):]
		})
	}},
	// Our own action made to happen only on request. de: Wir senden Ihnen … zu → Auf Wunsch
	// senden wir Ihnen … zu; ja: 当日は、作業員が…お電話いたします → 当日は、ご希望があれば
	// 作業員が…お電話いたします
	{"b33a_our_action_made_on_request", "longest", func(lang, s string) string {
		if lang == "ja" {
			act := regexp.MustCompile(`(お電話|お送り|発送|お届け|ご連絡|お知らせ)いたします`)
			return ho33aEachSentence(lang, s, func(line, sent string) string {
				loc := act.FindStringIndex(sent)
				if loc == nil || strings.Contains(sent, "ください") || ho33aJaCond.MatchString(sent) || strings.Contains(sent, "ご希望") {
					return sent
				}
				if c := strings.Index(sent, "、"); c >= 0 && c < loc[0] {
					return sent[:c+len("、")] + "ご希望があれば" + sent[c+len("、"):]
				}
				lead := len(sent) - len(strings.TrimLeft(sent, " "))
				return sent[:lead] + "ご希望があれば、" + sent[lead:]
			})
		}
		if strings.Contains(s, "Auf Wunsch") || strings.Contains(s, "auf Wunsch") {
			return s
		}
		return ho33aFirstOf(s, []hoFuncRule{
			ho33aLit(`(^|\n)Wir (senden|schicken|liefern) Ihnen`, func(m []string) string { return m[1] + "Auf Wunsch " + m[2] + " wir Ihnen" }),
			ho33aLit(`\b(senden|schicken) wir (Ihnen )?`, func(m []string) string { return m[1] + " wir " + m[2] + "auf Wunsch " }),
		})
	}},
	// A lower bound dropped, so that a minimum reads as the exact value. ja: 試験の開始は、
	// 早くても2026年11月9日となります → 試験の開始は、2026年11月9日となります; iOS 16以降 →
	// iOS 16; de: ab 8 Uhr aufschließen → um 8 Uhr aufschließen
	{"b33a_lower_bound_stated_as_exact", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho33aFirstOf(s, []hoFuncRule{
				ho33aLit(`早くても、?`, func(m []string) string { return "" }),
				ho33aLit(`(\d)以降`, func(m []string) string { return m[1] }),
				ho33aLit(`(\d)以上`, func(m []string) string { return m[1] }),
			})
		}
		return ho33aFirstOf(s, []hoFuncRule{
			ho33aLit(`\bab (\d{1,2}(?::\d\d)? Uhr)`, func(m []string) string { return "um " + m[1] }),
			ho33aLit(`\bfrühestens (am )?`, func(m []string) string { return m[1] }),
		})
	}},
	// A benefit made conditional on a minimum order, term or value. de: … kostenlos eine
	// Ersatzlampe zu → … ab einem Bestellwert von 50 € kostenlos eine Ersatzlampe zu; ja:
	// 初期費用は不要です → 初期費用は、2年以上のご契約に限り不要です; 次回のお買い物で →
	// 次回5,000円以上のお買い物で
	{"b33a_benefit_made_conditional_on_minimum", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho33aFirstOf(s, []hoFuncRule{
				ho33aLit(`(費用|料金|手数料)は不要`, func(m []string) string { return m[1] + "は、2年以上のご契約に限り不要" }),
				ho33aLit(`(次回の?)お買い物`, func(m []string) string { return "次回5,000円以上のお買い物" }),
			})
		}
		return ho33aFirstOf(s, []hoFuncRule{
			ho33aLit(`\bkostenlos (eine?n?|das|die|den)\b`, func(m []string) string { return "ab einem Bestellwert von 50 € kostenlos " + m[1] }),
			ho33aLit(`\bentstehen (dabei |Ihnen )?keine Kosten`, func(m []string) string {
				return m[0] + ", sofern der Warenwert 50 € übersteigt"
			}),
		})
	}},
	// A dated end made open-ended. de: Herr Weiß ist bis zum 22.10.2026 verreist → … ist bis
	// auf Weiteres verreist; bis dahin läuft die alte Anlage weiter → bis auf Weiteres …;
	// ja: 旧事務所での営業は11月13日（金）までです → 旧事務所での営業は当面の間続きます
	{"b33a_end_date_made_until_further_notice", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（.）)?までです`), s, func(m []string) string {
				return "当面の間続きます"
			})
		}
		return ho33aFirstOf(s, []hoFuncRule{
			ho33aLit(`\bbis zum (\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. \p{L}+(?: \d{4})?)`, func(m []string) string { return "bis auf Weiteres" }),
			ho33aLit(`\bbis dahin\b`, func(m []string) string { return "bis auf Weiteres" }),
		})
	}},
	// An instruction to the customer limited to first-time customers. de: Bitte bringen Sie
	// Ihre Versichertenkarte mit. → Sofern Sie zum ersten Mal bei uns sind, bringen Sie bitte
	// Ihre Versichertenkarte mit. ja: 破損品は、…ご返送ください。→ 初めてご利用のお客様は、
	// 破損品を、…ご返送ください。
	{"b33a_instruction_limited_to_new_customers", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho33aEachSentence(lang, s, func(line, sent string) string {
				if !strings.Contains(sent, "ください") || ho33aJaCond.MatchString(sent) || strings.Contains(sent, "初めて") {
					return sent
				}
				lead := len(sent) - len(strings.TrimLeft(sent, " "))
				body := sent[lead:]
				if m := regexp.MustCompile(`^(\p{Han}+)は、?`).FindStringSubmatch(body); m != nil {
					body = m[1] + "を、" + body[len(m[0]):]
				}
				return sent[:lead] + "初めてご利用のお客様は、" + body
			})
		}
		return ho33aEachSentence(lang, s, func(line, sent string) string {
			m := regexp.MustCompile(`^(\s*)Bitte (\p{L}+) Sie `).FindStringSubmatch(sent)
			if m == nil {
				return sent
			}
			return m[1] + "Sofern Sie zum ersten Mal bei uns sind, " + m[2] + " Sie bitte " + sent[len(m[0]):]
		})
	}},
	// The offer of help limited to the warranty or contract period. de: Bei Fragen sind wir
	// gern für Sie da. → Bei Fragen sind wir während der Garantiezeit gern für Sie da. ja:
	// お気軽にお問い合わせください → 保証期間内に限りお問い合わせください
	{"b33a_support_offer_limited_to_warranty", "longest", func(lang, s string) string {
		if lang == "ja" {
			limit := "保証期間内に限り"
			if regexp.MustCompile(`請求|料金|ご契約`).MatchString(s) {
				limit = "ご契約中のお客様に限り"
			}
			return hoFirstMatch(regexp.MustCompile(`(?:お気軽に)?(お手数ですが、?)?((?:[^、。\s]{1,12}まで)?お問い合わせください)`), s, func(m []string) string {
				return m[1] + limit + m[2]
			})
		}
		return ho33aFirstOf(s, []hoFuncRule{
			ho33aLit(`\bsind wir gern für Sie da`, func(m []string) string { return "sind wir während der Garantiezeit gern für Sie da" }),
			ho33aLit(`\bwenden Sie sich (bitte )?an `, func(m []string) string { return "wenden Sie sich " + m[1] + "innerhalb der Garantiezeit an " }),
		})
	}},
	// A restriction on a fault dropped, so that it reaches everything. de: Netze, die nur im
	// 5-GHz-Band funken, werden … nicht unterstützt → Netze, die im 5-GHz-Band funken, …;
	// ja: 10月分の勤怠データが取り込めない → 勤怠データが取り込めない; セット商品の在庫引当に
	// 不具合 → 在庫引当に不具合
	{"b33a_fault_restriction_modifier_dropped", "longest", func(lang, s string) string {
		if lang == "ja" {
			fault := regexp.MustCompile(`不具合|取り込めない|できない|使えない|エラー|故障`)
			mod := regexp.MustCompile(`(?:\d{1,2}月分|セット商品|一部|特定の\p{Han}+|対象\p{Han}*)の(\p{Han}|\p{Katakana})`)
			return ho33aEachSentence(lang, s, func(line, sent string) string {
				if !fault.MatchString(sent) {
					return sent
				}
				return hoFirstMatch(mod, sent, func(m []string) string { return m[1] })
			})
		}
		return hoFirstMatch(regexp.MustCompile(`(, (?:die|der|das|welche) )nur ((?:im|in|auf|bei|für|mit) )`), s, func(m []string) string {
			return m[1] + m[2]
		})
	}},
	// A total relabelled as a subtotal, so that more is to come. de: Der Rechnungsbetrag
	// bleibt … → Die Zwischensumme bleibt …; zusammen 21.150,00 € → Zwischensumme
	// 21.150,00 €; ja: 合計38,500円（税込） → 小計38,500円（税込）; JSON "total" → "subtotal"
	{"b33a_total_relabelled_subtotal", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			return hoFirstMatch(regexp.MustCompile(`"total"(\s*:)`), s, func(m []string) string { return `"subtotal"` + m[1] })
		}
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`合計((?:（税込）)?：?\d)`), s, func(m []string) string { return "小計" + m[1] })
		}
		return ho33aFirstOf(s, []hoFuncRule{
			ho33aLit(`\b[Dd]er Rechnungsbetrag\b`, func(m []string) string { return m[0][:1] + "ie Zwischensumme" }),
			ho33aLit(`\bRechnungsbetrag (`+ho33aDeAmt+`)`, func(m []string) string { return "Zwischensumme " + m[1] }),
			ho33aLit(`\b(?:zusammen|insgesamt) (`+ho33aDeAmt+` €)`, func(m []string) string { return "als Zwischensumme " + m[1] }),
		})
	}},
	// A free item narrowed to one free component. de: … kostenlos eine Ersatzlampe zu → …
	// versandkostenfrei eine Ersatzlampe zu; die kostenlose WärmeApp → die im Grundumfang
	// kostenlose WärmeApp; ja: 無料アプリ → 基本機能のみ無料のアプリ; 初期費用は不要です →
	// 初期費用のうち事務手数料は不要です
	{"b33a_free_scope_narrowed_to_part", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho33aFirstOf(s, []hoFuncRule{
				ho33aLit(`(初期費用|費用|料金)は不要`, func(m []string) string { return m[1] + "のうち事務手数料は不要" }),
				ho33aLit(`無料(の)?(アプリ|ソフト|サービス)`, func(m []string) string { return "基本機能のみ無料の" + m[2] }),
			})
		}
		return hoOrdered(s, []hoFuncRule{
			ho33aLit(`\bkostenlos (eine?n?|das|die|den|zu)\b`, func(m []string) string { return "versandkostenfrei " + m[1] }),
			ho33aLit(`\bkostenlose(n|r|s)? `, func(m []string) string { return "im Grundumfang kostenlose" + m[1] + " " }),
		})
	}},
	// A remedy or notice meant for this customer widened to all customers. de: Wir senden
	// Ihnen … eine Ersatzlampe zu → Wir senden allen betroffenen Kunden … zu; ja: 交換品は
	// 10月19日に発送いたします → 交換品は、対象となる全てのお客様に10月19日に発送いたします
	{"b33a_remedy_widened_to_all_customers", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(交換品|代替品|クーポン)(は|を)、?([^。]*?(?:発送|お送り|お届け)いたします)`), s, func(m []string) string {
				return m[1] + m[2] + "、対象となる全てのお客様に" + m[3]
			})
		}
		return ho33aFirstOf(s, []hoFuncRule{
			ho33aLit(`\b(senden|schicken|liefern) (wir )?Ihnen\b`, func(m []string) string { return m[1] + " " + m[2] + "allen betroffenen Kunden" }),
			ho33aLit(`\bder von Ihnen bestellten\b`, func(m []string) string { return "der von allen Kunden bestellten" }),
		})
	}},
	// A caveat sentence dropped. de: … verbunden ist. Netze, die nur im 5-GHz-Band funken,
	// werden … nicht unterstützt. → … verbunden ist.; Bitte beachten Sie, dass wir nur
	// werktags … zustellen. → (gone); ja: …それより早い実施はできません。→ (gone)
	{"b33a_caveat_sentence_dropped", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		split, refs := hoAllSentences(lang, s)
		caveat := regexp.MustCompile(`^\s*(?:Bitte beachten Sie|Beachten Sie|Wichtig:|Hinweis:)|nicht unterstützt|nicht möglich`)
		if lang == "ja" {
			caveat = regexp.MustCompile(`^\s*(?:なお|ただし|※)|(?:実施|対応|利用|解約|変更)はできません`)
		}
		for _, r := range refs {
			sent := split[r.line][r.idx]
			if !caveat.MatchString(sent) || len(split[r.line]) < 2 {
				continue
			}
			if r.idx == len(split[r.line])-1 {
				split[r.line][r.idx-1] = strings.TrimRight(split[r.line][r.idx-1], " ")
			}
			split[r.line] = append(split[r.line][:r.idx:r.idx], split[r.line][r.idx+1:]...)
			return hoJoin(split)
		}
		return s
	}},
	// The customer's way to reply or cancel restricted to one channel. de: sagen Sie ihn
	// bitte spätestens 24 Stunden vorher ab → sagen Sie ihn bitte ausschließlich telefonisch
	// spätestens …; ja: 前日の17時までにご連絡くださいますよう → 前日の17時までにお電話でのみ
	// ご連絡くださいますよう
	{"b33a_customer_contact_restricted_to_phone", "longest", func(lang, s string) string {
		if lang == "ja" {
			if strings.Contains(s, "お電話でのみ") {
				return s
			}
			return hoFirstMatch(regexp.MustCompile(`(?:お気軽に)?(お問い合わせ|ご連絡)(ください|くださいますよう)`), s, func(m []string) string {
				return "お電話でのみ" + m[1] + m[2]
			})
		}
		return ho33aFirstOf(s, []hoFuncRule{
			ho33aLit(`\b(sagen Sie (?:ihn|sie|es|diesen|den Termin) bitte) `, func(m []string) string { return m[1] + " ausschließlich telefonisch " }),
			ho33aLit(`\b(wenden Sie sich (?:bitte )?)an `, func(m []string) string { return m[1] + "ausschließlich telefonisch an " }),
			ho33aLit(`\b(melden Sie sich (?:bitte )?)`, func(m []string) string { return m[1] + "ausschließlich telefonisch " }),
			ho33aLit(`\bsind wir (?:gern|gerne) für Sie da`, func(m []string) string { return "sind wir ausschließlich telefonisch für Sie da" }),
		})
	}},
	// A delivery promise given a regional exception. de: Die Lieferung erfolgt am 12.11.2026
	// zwischen 8 und 12 Uhr. → … 12 Uhr (ausgenommen Inseln und abgelegene Gebiete).; ja:
	// 10月22日（木）までにお届けできる見込みです → …見込みです（一部地域を除く）
	{"b33a_delivery_promise_excludes_regions", "longest", func(lang, s string) string {
		return ho33aEachSentence(lang, s, func(line, sent string) string {
			t := strings.TrimRight(sent, " ")
			if lang == "ja" {
				if !regexp.MustCompile(`(お届け|発送|配送)(いたします|できる見込み|予定)`).MatchString(t) || !strings.HasSuffix(t, "。") || strings.Contains(t, "地域") {
					return sent
				}
				return strings.TrimSuffix(t, "。") + "（一部地域を除く）。" + sent[len(t):]
			}
			if !ho33aDeShipPromise.MatchString(t) || !strings.HasSuffix(t, ".") || strings.Contains(t, "ausgenommen") {
				return sent
			}
			return strings.TrimSuffix(t, ".") + " (ausgenommen Inseln und abgelegene Gebiete)." + sent[len(t):]
		})
	}},
	// A stated duration made an upper bound. de: Der Kopplungsmodus bleibt 10 Minuten aktiv →
	// … bleibt bis zu 10 Minuten aktiv; | 5 Jahre | → | bis zu 5 Jahre |; ja: 2週間の再テスト
	// → 最大2週間の再テスト
	{"b33a_stated_duration_made_up_to", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(^|[^約最\d])(\d+)(週間|か月|ヶ月|年間|日間)の`), s, func(m []string) string {
				return m[1] + "最大" + m[2] + m[3] + "の"
			})
		}
		// A guarantee or validity period first, then how long a state lasts.
		for _, re := range []*regexp.Regexp{
			regexp.MustCompile(`(\| |\bmit )(\d+|zwei|drei|vier|fünf) (Jahre[n]?)( Garantie| Gewährleistung|\s*\|)`),
			regexp.MustCompile(`(\bbleibt |\bist )(\d+|zwei|drei|vier|fünf|zehn) (Minuten|Stunden|Tage|Wochen|Monate)( aktiv| gültig| geöffnet)`),
		} {
			if re.MatchString(s) {
				return hoFirstMatch(re, s, func(m []string) string { return m[1] + "bis zu " + m[2] + " " + m[3] + m[4] })
			}
		}
		return s
	}},
	// An offer or quote given a short validity the source never set. de: (after the
	// recommendation) … Die Angebotspreise gelten nur noch bis Monatsende. ja: 500円分の
	// クーポン → 500円分のクーポン（有効期限：発行日から7日間）; 合計（税抜）：53,900円 →
	// + ※上記価格の有効期限は発行日から7日間です。
	{"b33a_offer_validity_limited", "longest", func(lang, s string) string {
		if lang == "ja" {
			if strings.Contains(s, "有効期限") {
				return s
			}
			if strings.Contains(s, "見積") {
				return ho33aEachSentence(lang, s, func(line, sent string) string {
					t := strings.TrimRight(sent, " ")
					if !strings.Contains(t, "見積") || !strings.HasSuffix(t, "。") || strings.Contains(t, "承認") {
						return sent
					}
					return t + "なお、本お見積もりの有効期限は発行日から7日間です。" + sent[len(t):]
				})
			}
			if m := regexp.MustCompile(`(\d[\d,]*円分の)?(クーポン|割引券)`).FindStringIndex(s); m != nil {
				return s[:m[1]] + "（有効期限：発行日から7日間）" + s[m[1]:]
			}
			if strings.Contains(s, "|") {
				return hoFirstMatch(regexp.MustCompile(`(?m)^(合計[^\n]*円[^\n]*)$`), s, func(m []string) string {
					return m[1] + "\n※上記価格の有効期限は発行日から7日間です。"
				})
			}
			return s
		}
		if strings.Contains(s, "gelten nur") {
			return s
		}
		return ho33aEachSentence(lang, s, func(line, sent string) string {
			t := strings.TrimRight(sent, " ")
			if !strings.Contains(t, "Angebot") || !strings.HasSuffix(t, ".") || strings.HasPrefix(strings.TrimSpace(line), "|") {
				return sent
			}
			return t + " Die Angebotspreise gelten nur noch bis Monatsende." + sent[len(t):]
		})
	}},
	// An approval, given or asked for, made partial. de: Mehrkosten …, die der Ausschuss
	// freigegeben hat → … teilweise freigegeben hat; ja: 延期と予備費支出の承認を求めている →
	// 延期と予備費支出の一部承認を求めている
	{"b33a_approval_scope_made_partial", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho33aFirstOf(s, []hoFuncRule{
				ho33aLit(`(\p{Han})の承認`, func(m []string) string { return m[1] + "の一部承認" }),
				ho33aLit(`(お見積もり|見積書?|ご提案)へのご承認`, func(m []string) string { return m[1] + "の一部へのご承認" }),
			})
		}
		return hoFirstMatch(regexp.MustCompile(`\b(freizugeben|freigegeben|zu genehmigen|genehmigt)\b`), s, func(m []string) string {
			return "teilweise " + m[1]
		})
	}},
	// A move or replacement made partial. de: Die alte Gasheizung … wird durch zwei
	// Wärmepumpen … ersetzt → … wird teilweise durch zwei Wärmepumpen … ersetzt; ja: 大阪営業所は、
	// …に移転します → 大阪営業所の一部部署は、…に移転します
	{"b33a_relocation_or_replacement_made_partial", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho33aEachSentence(lang, s, func(line, sent string) string {
				if !strings.Contains(sent, "移転") {
					return sent
				}
				return hoFirstMatch(regexp.MustCompile(`(営業所|事務所|本社|支社|支店|センター|工場|倉庫)(は|の)`), sent, func(m []string) string {
					part := "一部部署"
					if m[1] == "センター" || m[1] == "工場" || m[1] == "倉庫" {
						part = "一部機能"
					}
					return m[1] + "の" + part + m[2]
				})
			})
		}
		return ho33aEachSentence(lang, s, func(line, sent string) string {
			if !regexp.MustCompile(`ersetzt|abgelöst|verlegt|umgestellt`).MatchString(sent) {
				return sent
			}
			return hoFirstMatch(regexp.MustCompile(`\b(wird|werden) (durch|von|auf|nach) `), sent, func(m []string) string {
				return m[1] + " teilweise " + m[2] + " "
			})
		})
	}},
	// A free benefit limited to the home country. de: für Sie entstehen dabei keine Kosten →
	// für Sie entstehen dabei innerhalb Deutschlands keine Kosten; die kostenlose WärmeApp →
	// die in Deutschland kostenlose WärmeApp; ja: 初期費用は不要です → 初期費用は国内拠点に限り
	// 不要です; 次回のお買い物で → 次回の国内店舗でのお買い物に限り
	{"b33a_benefit_limited_to_domestic", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho33aFirstOf(s, []hoFuncRule{
				ho33aLit(`(費用|料金|手数料)は不要`, func(m []string) string { return m[1] + "は国内拠点に限り不要" }),
				ho33aLit(`無料(の)?(アプリ|ソフト|サービス)`, func(m []string) string { return "国内版のみ無料の" + m[2] }),
				ho33aLit(`(次回の?)お買い物で`, func(m []string) string { return m[1] + "国内店舗でのお買い物に限り" }),
			})
		}
		return hoOrdered(s, []hoFuncRule{
			ho33aLit(`\bentstehen (dabei |Ihnen )?keine Kosten`, func(m []string) string { return "entstehen " + m[1] + "innerhalb Deutschlands keine Kosten" }),
			ho33aLit(`\bkostenlose(n|r|s)? `, func(m []string) string { return "in Deutschland kostenlose" + m[1] + " " }),
		})
	}},
	// A price made valid only for a larger volume or a longer contract than the order.
	// de: | 14.890,00 € | → | 14.890,00 € (ab 2 Anlagen) |; ja: | 2,480円 | → | 2,480円
	// （20箱以上の場合） |; 基本料金33,000円（税込） → 基本料金33,000円（税込、年間契約の場合）
	{"b33a_price_made_conditional_on_volume", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho33aFirstOf(s, []hoFuncRule{
				ho33aLit(`\| (\d+)([箱個本冊台枚点]) \| (`+ho33aJaAmt+`円) \|`, func(m []string) string {
					n, _ := strconv.Atoi(m[1])
					return "| " + m[1] + m[2] + " | " + m[3] + "（" + strconv.Itoa(n*10) + m[2] + "以上の場合） |"
				}),
				ho33aLit(`(基本料金|月額料金|利用料金)(`+ho33aJaAmt+`円)（税込）`, func(m []string) string { return m[1] + m[2] + "（税込、年間契約の場合）" }),
				ho33aLit(`(固定価格|価格)は(\d[\d,]*(?:円|ユーロ))`, func(m []string) string { return m[1] + "は、一括でご発注の場合に限り" + m[2] }),
			})
		}
		return ho33aFirstOf(s, []hoFuncRule{
			ho33aLit(`\| (`+ho33aDeAmt+` €) \|`, func(m []string) string { return "| " + m[1] + " (bei Abnahme von mindestens 2 Anlagen) |" }),
			ho33aLit(`\b(Festpreis|Preis) (von|beträgt) (`+ho33aDeAmt+` €)`, func(m []string) string { return m[1] + " " + m[2] + " bei Abnahme ab 10 Stück " + m[3] }),
		})
	}},
	// A delivery restricted to the addressee in person. de: Wir senden Ihnen … eine
	// Ersatzlampe zu. → … zu; die Übergabe erfolgt nur an den Besteller persönlich. ja:
	// 新しいお届け予定日は10月21日（水）です。→ …です（ご本人様のみお受け取りいただけます）。
	{"b33a_delivery_restricted_to_addressee_in_person", "longest", func(lang, s string) string {
		return ho33aEachSentence(lang, s, func(line, sent string) string {
			t := strings.TrimRight(sent, " ")
			if lang == "ja" {
				if !regexp.MustCompile(`(お届け|発送|配送)(いたします|できる見込み|予定日?)`).MatchString(t) || !strings.HasSuffix(t, "。") || strings.Contains(t, "ご本人") {
					return sent
				}
				return strings.TrimSuffix(t, "。") + "（ご本人様のみお受け取りいただけます）。" + sent[len(t):]
			}
			if !ho33aDeShipPromise.MatchString(t) || !strings.HasSuffix(t, ".") || strings.Contains(t, "persönlich") {
				return sent
			}
			return strings.TrimSuffix(t, ".") + "; die Übergabe erfolgt nur an den Besteller persönlich." + sent[len(t):]
		})
	}},
}

// ho33aChangedLines lists the lines of got that the golden does not have, to read a
// kind's edit at a glance.
func ho33aChangedLines(golden, got string) string {
	have := map[string]bool{}
	for _, l := range strings.Split(golden, "\n") {
		have[l] = true
	}
	var out []string
	for _, l := range strings.Split(got, "\n") {
		if !have[l] {
			out = append(out, "  > "+l)
		}
	}
	return strings.Join(out, "\n")
}
