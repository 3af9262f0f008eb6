package grade

// Blind batch 44c: a support team lead's damage. These are the faults a
// customer-service or back-office lead finds when reviewing a model's replies and
// ticket summaries: a promise the company never offered (express shipping, a loaner,
// refunded shipping costs), a policy the case does not state (original packaging,
// changes only in writing, no receipt no service), the customer sent to the wrong
// department or to their insurer, information asked for that the answer itself
// quotes, a neighbouring non-answer instead of the asked date, a next step put too
// late, a light lecture of the customer, a colleague or third party over-committed,
// thanks or an apology for the wrong thing, and an open case declared closed or
// triaged wrongly. Each is one sentence or phrase at one natural place.

import (
	"regexp"
	"strings"
)

var (
	// ho44cLetterDe / ho44cLetterJa: the text is a letter or mail to a reader.
	ho44cLetterDe = regexp.MustCompile(`(?m)^(?:Sehr geehrte|Liebe[rs]? |Hallo )`)
	ho44cLetterJa = regexp.MustCompile(`^[^\n。]{1,24}(?:様|部長|課長|御中|先生)[ \t]*\n`)
	// closing cues: the sentence before which a letter's last body sentence goes.
	ho44cCloseDe   = regexp.MustCompile(`^(?:Bei Fragen|Bei Rückfragen|Für Rückfragen|Falls Sie (?:noch )?Fragen|Mit freundlichen Grüßen|Freundliche Grüße|Viele Grüße|Herzliche Grüße)`)
	ho44cSignoffDe = regexp.MustCompile(`^(?:Mit freundlichen Grüßen|Freundliche Grüße|Viele Grüße|Herzliche Grüße)`)
	ho44cCloseJa   = regexp.MustCompile(`^(?:ご不明な点|今後とも|引き続き|よろしくお願い|何卒よろしく)`)
	ho44cSentEnd   = regexp.MustCompile(`[。.!?！？]\s*$`)

	ho44cShipDe     = regexp.MustCompile(`(?i)liefer|versand|versend|zustell|senden (?:wir )?Ihnen`)
	ho44cShipJa     = regexp.MustCompile(`お届け|発送|配送|出荷`)
	ho44cOrderDe    = regexp.MustCompile(`(?i)bestell|liefer|versand|versend|senden (?:wir )?Ihnen`)
	ho44cOrderJa    = regexp.MustCompile(`注文|お届け|発送|配送|出荷`)
	ho44cDefectDe   = regexp.MustCompile(`(?i)defekt|flacker|Mangel|Reparatur|Ersatz|Austausch|keinen Druck`)
	ho44cDefectJa   = regexp.MustCompile(`修理|交換品|破損|故障|冷えない|割れ`)
	ho44cReturnDe   = regexp.MustCompile(`(?i)rücksend|zurück(?:schick|send|geb)|\bzurück\b|Rückgabe|Umtausch|Austausch`)
	ho44cReturnJa   = regexp.MustCompile(`返送|返品|返却|交換品`)
	ho44cReplaceDe  = regexp.MustCompile(`Ersatz|Austausch`)
	ho44cReplaceJa  = regexp.MustCompile(`交換品|代替品`)
	ho44cDeviceDe   = regexp.MustCompile(`Gerät|Lampe|Maschine|Wärmepumpe`)
	ho44cDeviceJa   = regexp.MustCompile(`本体|冷蔵庫|ポット|ケトル|機器`)
	ho44cChangeDe   = regexp.MustCompile(`(?i)absag|änder|verschieb|Termin|Lieferung`)
	ho44cChangeJa   = regexp.MustCompile(`変更|キャンセル|日程|お届け予定|訪問`)
	ho44cDelayDe    = regexp.MustCompile(`(?i)verschieb|verzöger|verspät|Unannehmlichkeit`)
	ho44cDelayJa    = regexp.MustCompile(`遅れ|遅延|延期|お待たせ`)
	ho44cThanksDe   = regexp.MustCompile(`Dank|danke`)
	ho44cThanksJa   = regexp.MustCompile(`ありがとう`)
	ho44cAddressDe  = regexp.MustCompile(`\b\d{5} \p{Lu}|(?:straße|weg|platz|gasse) \d`)
	ho44cAddressJa  = regexp.MustCompile(`〒|丁目|\d{5} \p{Lu}|straße \d`)
	ho44cSupportDe  = regexp.MustCompile(`(?i)Kundendienst|Kundenservice|rücksend|zurück|Ersatz|Reparatur`)
	ho44cSupportJa  = regexp.MustCompile(`サポート窓口|修理|交換品|返送`)
	ho44cCompanyDe  = regexp.MustCompile(`Firma|GmbH|\bAG\b|\bKG\b|Lieferant|Anbieter`)
	ho44cCompanyJa  = regexp.MustCompile(`[\p{Katakana}ー]+物流|業者|ベンダー|委託先`)
	ho44cComplainDe = regexp.MustCompile(`(?i)tropft|defekt|Mangel|keinen Druck|flacker|beschädigt`)
	ho44cComplainJa = regexp.MustCompile(`破損|割れ|取り込めない|エラー|冷えない|故障`)
	ho44cPersonDe   = regexp.MustCompile(`\b(?:Frau|Herr) (?:Dr\. )?\p{Lu}\p{L}+`)
	ho44cPersonJa   = regexp.MustCompile(`[\p{Han}\p{Katakana}]{1,4}様`)
	ho44cStepsRe    = regexp.MustCompile(`(?m)^1\. `)

	ho44cPraiseDe = regexp.MustCompile(`([Vv]ielen )?Dank für Ihre (?:Nachricht|Anfrage|E-Mail|Mail|gute Zusammenarbeit)`)
	ho44cPraiseJa = regexp.MustCompile(`(?:このたびは[^、。\n]*?)?(?:お問い合わせ|ご連絡|ご依頼を?)いただき`)
	ho44cSalesDe  = regexp.MustCompile(`an unseren (?:Kundendienst|Kundenservice|Support)|Bei Fragen sind wir gern für Sie da\.`)
	ho44cSalesJa  = regexp.MustCompile(`サポート窓口|お気軽にお問い合わせください|本メールにご返信ください`)
	ho44cPickupDe = regexp.MustCompile(`Die Lieferung erfolgt (am [^.]*?)\.|Wir senden Ihnen (am \S+) (.*?) zu\.`)
	ho44cPickupJa = regexp.MustCompile(`お届け予定日|お届けできる見込み|お届けいたします`)
	ho44cSorryDe  = regexp.MustCompile(`es tut uns leid, dass|Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen\.`)
	ho44cSorryJa  = regexp.MustCompile(`(ご迷惑をおかけし|お待たせしてしまい|ご不便をおかけし)、(?:誠に|大変)?申し訳ございません`)
)

func ho44cSep(lang string) string {
	if lang == "ja" {
		return ""
	}
	return " "
}

func ho44cPick(lang string, de, ja *regexp.Regexp) *regexp.Regexp {
	if lang == "ja" {
		return ja
	}
	return de
}

// ho44cLetter reports whether s is a letter or mail to a reader (a reply).
func ho44cLetter(lang, s string) bool {
	if lang == "ja" {
		return ho44cLetterJa.MatchString(s)
	}
	return ho44cLetterDe.MatchString(s)
}

// ho44cBeforeClosing puts the sentence add before a letter's closing: before its
// "Bei Fragen …" / "ご不明な点…" sentence, or at the end of the last body line before
// the sign-off; s unchanged without one.
func ho44cBeforeClosing(lang, s, add string) string {
	split, refs := hoAllSentences(lang, s)
	cue, sep := ho44cPick(lang, ho44cCloseDe, ho44cCloseJa), ho44cSep(lang)
	for _, r := range refs {
		sent := strings.TrimLeft(split[r.line][r.idx], " ")
		if !cue.MatchString(sent) {
			continue
		}
		if lang != "ja" && ho44cSignoffDe.MatchString(sent) {
			for l := r.line - 1; l >= 0; l-- {
				if strings.TrimSpace(strings.Join(split[l], "")) == "" {
					continue
				}
				last := len(split[l]) - 1
				split[l][last] = strings.TrimRight(split[l][last], " ") + sep + add
				return hoJoin(split)
			}
			return s
		}
		if r.idx == 0 && lang == "ja" {
			split[r.line][0] = add + "\n" + split[r.line][0]
		} else {
			split[r.line][r.idx] = add + sep + split[r.line][r.idx]
		}
		return hoJoin(split)
	}
	return s
}

// ho44cAfter appends the sentence add after the first (or last) full sentence that
// pred accepts; s unchanged without one.
func ho44cAfter(lang, s string, pred func(string) bool, add string, last bool) string {
	split, refs := hoAllSentences(lang, s)
	for k := range refs {
		r := refs[k]
		if last {
			r = refs[len(refs)-1-k]
		}
		sent := split[r.line][r.idx]
		if !ho44cSentEnd.MatchString(sent) || !pred(sent) {
			continue
		}
		trimmed := strings.TrimRight(sent, " ")
		split[r.line][r.idx] = trimmed + ho44cSep(lang) + add + sent[len(trimmed):]
		return hoJoin(split)
	}
	return s
}

// ho44cReplace replaces the first (or last) full sentence pred accepts with repl.
func ho44cReplace(lang, s string, pred func(string) bool, repl string, last bool) string {
	split, refs := hoAllSentences(lang, s)
	for k := range refs {
		r := refs[k]
		if last {
			r = refs[len(refs)-1-k]
		}
		sent := split[r.line][r.idx]
		if !pred(sent) {
			continue
		}
		trimmed := strings.TrimRight(sent, " ")
		lead := trimmed[:len(trimmed)-len(strings.TrimLeft(trimmed, " "))]
		split[r.line][r.idx] = lead + repl + sent[len(trimmed):]
		return hoJoin(split)
	}
	return s
}

// ho44cAppendEnd adds add at the end of a summary: as a new list item when it ends
// in a list, else as its last sentence.
func ho44cAppendEnd(lang, s, add string) string {
	body := strings.TrimRight(s, " \n")
	tail := s[len(body):]
	lastLine := body[strings.LastIndex(body, "\n")+1:]
	switch {
	case strings.HasPrefix(lastLine, "- "):
		return body + "\n- " + add + tail
	case strings.HasPrefix(lastLine, "・"):
		return body + "\n・" + add + tail
	}
	return body + ho44cSep(lang) + add + tail
}

func ho44cMatch(lang string, de, ja *regexp.Regexp) func(string) bool {
	re := ho44cPick(lang, de, ja)
	return re.MatchString
}

func ho44cHasDate(lang string) func(string) bool {
	return func(s string) bool { return len(hoDates(lang, s)) > 0 }
}

// ho44cTicketSummary: a summary (not a letter) of a customer's complaint.
func ho44cTicketSummary(lang, s string) bool {
	return !ho44cLetter(lang, s) && ho44cPick(lang, ho44cComplainDe, ho44cComplainJa).MatchString(s) &&
		(lang != "ja" || strings.Contains(s, "様"))
}

// ho44cLangAdd picks the German or the Japanese sentence.
func ho44cLangAdd(lang, de, ja string) string {
	if lang == "ja" {
		return ja
	}
	return de
}

var heldOutBatch44c = []heldOutKind{
	// Die Lieferung erfolgt am 12.11.2026. → … am 12.11.2026. Der Versand erfolgt per Express und ohne Aufpreis für Sie.
	// …発送が遅れております。 → …発送が遅れております。なお、速達便にて追加料金なしでお届けいたします。
	{"b44c_express_shipping_upgrade_promised", "longest", func(lang, s string) string {
		if !ho44cLetter(lang, s) {
			return s
		}
		return ho44cAfter(lang, s, ho44cMatch(lang, ho44cShipDe, ho44cShipJa), ho44cLangAdd(lang,
			"Der Versand erfolgt per Express und ohne Aufpreis für Sie.",
			"なお、速達便にて追加料金なしでお届けいたします。"), false)
	}},
	// (before the closing) → Die Versandkosten für diese Bestellung erstatten wir Ihnen selbstverständlich in voller Höhe.
	// → また、今回の送料は全額返金させていただきます。
	{"b44c_shipping_costs_refund_promised", "longest", func(lang, s string) string {
		if !ho44cLetter(lang, s) || !ho44cPick(lang, ho44cOrderDe, ho44cOrderJa).MatchString(s) {
			return s
		}
		return ho44cBeforeClosing(lang, s, ho44cLangAdd(lang,
			"Die Versandkosten für diese Bestellung erstatten wir Ihnen selbstverständlich in voller Höhe.",
			"また、今回の送料は全額返金させていただきます。"))
	}},
	// …Kontrolltermin am 26. Oktober 2026 … → … Zusätzlich ruft Sie unser Techniker heute noch persönlich an.
	// 請求書INV-88213の金額についてご説明いたします。 → …また、本日中に担当の技術者から直接お電話いたします。
	{"b44c_technician_same_day_call_overcommitted", "longest", func(lang, s string) string {
		if !ho44cLetter(lang, s) {
			return s
		}
		pred := func(x string) bool { return hoID.MatchString(x) || len(hoDates(lang, x)) > 0 }
		return ho44cAfter(lang, s, pred, ho44cLangAdd(lang,
			"Zusätzlich ruft Sie unser Techniker heute noch persönlich an.",
			"また、本日中に担当の技術者から直接お電話いたします。"), false)
	}},
	// Wir senden Ihnen am 20.10.2026 … zu. → … Der Paketdienst hat uns eine Zustellung garantiert bis 10 Uhr zugesagt.
	// 新しいお届け予定日は10月21日（水）です。 → …配送業者からは、午前中に必ずお届けするとの確約を得ております。
	{"b44c_carrier_delivery_hour_guaranteed", "longest", func(lang, s string) string {
		if !ho44cLetter(lang, s) {
			return s
		}
		re := ho44cPick(lang, regexp.MustCompile(`(?i)liefer|versand|versend|zustell|senden (?:wir )?Ihnen`), ho44cShipJa)
		return ho44cAfter(lang, s, re.MatchString, ho44cLangAdd(lang,
			"Der Paketdienst hat uns eine Zustellung garantiert bis 10 Uhr zugesagt.",
			"配送業者からは、午前中に必ずお届けするとの確約を得ております。"), true)
	}},
	// Mangel: Die Pumpe baut … keinen Druck mehr auf; … → … Ein kostenloses Leihgerät für die Zwischenzeit wurde bereits zugesagt.
	// …出張修理について… → …修理が完了するまでの間、代替機を無償でお貸しいたします。
	{"b44c_loaner_device_promised", "first", func(lang, s string) string {
		var add string
		if ho44cLetter(lang, s) {
			add = ho44cLangAdd(lang, "Für die Zwischenzeit stellen wir Ihnen kostenlos ein Leihgerät zur Verfügung.",
				"また、対応が完了するまでの間、代替機を無償でお貸しいたします。")
		} else {
			add = ho44cLangAdd(lang, "Ein kostenloses Leihgerät für die Zwischenzeit wurde bereits zugesagt.",
				"対応完了までの代替機の無償貸し出しも約束済み。")
		}
		return ho44cAfter(lang, s, ho44cMatch(lang, ho44cDefectDe, ho44cDefectJa), add, false)
	}},
	// Bitte schicken Sie die defekte Lampe … zurück; … → … Bitte beachten Sie, dass wir Rücksendungen nur in der Originalverpackung annehmen können.
	// 破損品は…ご返送ください。 → …なお、返品・返送は未開封の商品に限り承っております。
	{"b44c_return_policy_original_packaging_invented", "longest", func(lang, s string) string {
		var add string
		if ho44cLetter(lang, s) {
			add = ho44cLangAdd(lang, "Bitte beachten Sie, dass wir Rücksendungen nur in der Originalverpackung annehmen können.",
				"なお、返品・返送は未開封の商品に限り承っております。")
		} else {
			add = ho44cLangAdd(lang, "Rücksendungen werden nur in der Originalverpackung angenommen.",
				"返品は未開封品に限られる。")
		}
		return ho44cAfter(lang, s, ho44cMatch(lang, ho44cReturnDe, ho44cReturnJa), add, false)
	}},
	// …sagen Sie ihn bitte spätestens 24 Stunden vorher ab. → … Bitte beachten Sie, dass wir Änderungswünsche ausschließlich schriftlich per Post annehmen.
	// 日程の変更をご希望の場合は…ご連絡ください… → …なお、日程等の変更は書面（郵送）でのみ承っております。
	{"b44c_changes_accepted_only_in_writing_invented", "longest", func(lang, s string) string {
		if !ho44cLetter(lang, s) {
			return s
		}
		return ho44cAfter(lang, s, ho44cMatch(lang, ho44cChangeDe, ho44cChangeJa), ho44cLangAdd(lang,
			"Bitte beachten Sie, dass wir Änderungswünsche ausschließlich schriftlich per Post annehmen.",
			"なお、日程等の変更は書面（郵送）でのみ承っております。"), true)
	}},
	// 1. …Wärmepumpe „Nordwärme L9“… → … Bitte beachten Sie, dass die Garantie erlischt, sobald das Gehäuse geöffnet wird.
	// 1. 箱から本体を取り出し… → …なお、本体を分解・開封された場合は保証の対象外となります。
	{"b44c_warranty_void_on_opening_invented", "longest", func(lang, s string) string {
		if !ho44cLetter(lang, s) && !ho44cStepsRe.MatchString(s) {
			return s
		}
		return ho44cAfter(lang, s, ho44cMatch(lang, ho44cDeviceDe, ho44cDeviceJa), ho44cLangAdd(lang,
			"Bitte beachten Sie, dass die Garantie erlischt, sobald das Gehäuse geöffnet wird.",
			"なお、本体を分解・開封された場合は保証の対象外となります。"), false)
	}},
	// wenden Sie sich bitte an unseren Kundendienst → … an unseren Vertrieb
	// サポート窓口までお問い合わせください → 営業部までお問い合わせください
	{"b44c_support_contact_routed_to_sales", "longest", func(lang, s string) string {
		return hoFirstMatch(ho44cPick(lang, ho44cSalesDe, ho44cSalesJa), s, func(m []string) string {
			switch {
			case m[0] == "サポート窓口":
				return "営業部"
			case m[0] == "お気軽にお問い合わせください":
				return "お気軽に営業部までお問い合わせください"
			case m[0] == "本メールにご返信ください":
				return "営業部までお問い合わせください"
			case strings.HasPrefix(m[0], "Bei Fragen"):
				return "Bei Fragen wenden Sie sich bitte an unseren Vertrieb."
			}
			return "an unseren Vertrieb"
		})
	}},
	// (reply quoting WE-20417) → Damit wir Ihren Vorgang zuordnen können, nennen Sie uns bitte noch Ihre Bestellnummer.
	// (reply quoting WS-30982) → お手数ですが、確認のためご注文番号をお知らせいただけますでしょうか。
	{"b44c_reference_number_asked_though_quoted", "longest", func(lang, s string) string {
		if !ho44cLetter(lang, s) || !hoID.MatchString(s) {
			return s
		}
		var add string
		if lang == "ja" {
			label := "受付番号"
			switch {
			case strings.Contains(s, "注文番号"):
				label = "ご注文番号"
			case strings.Contains(s, "請求書"):
				label = "請求書番号"
			case strings.Contains(s, "見積番号"):
				label = "見積番号"
			}
			add = "お手数ですが、確認のため" + label + "をお知らせいただけますでしょうか。"
		} else {
			label := "die Vorgangsnummer"
			switch {
			case strings.Contains(s, "Bestell"):
				label = "Ihre Bestellnummer"
			case strings.Contains(s, "Rechnung"):
				label = "die Rechnungsnummer"
			}
			add = "Damit wir Ihren Vorgang zuordnen können, nennen Sie uns bitte noch " + label + "."
		}
		return ho44cBeforeClosing(lang, s, add)
	}},
	// (reply naming the full address) → Bitte teilen Sie uns außerdem noch die vollständige Anschrift mit.
	// → お手数ですが、ご住所を改めてお知らせいただけますでしょうか。
	{"b44c_address_asked_though_given", "longest", func(lang, s string) string {
		if !ho44cLetter(lang, s) || !ho44cPick(lang, ho44cAddressDe, ho44cAddressJa).MatchString(s) {
			return s
		}
		return ho44cBeforeClosing(lang, s, ho44cLangAdd(lang,
			"Bitte teilen Sie uns außerdem noch die vollständige Anschrift mit.",
			"お手数ですが、ご住所を改めてお知らせいただけますでしょうか。"))
	}},
	// Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. → Den aktuellen Stand können Sie jederzeit in Ihrem Kundenkonto einsehen.
	// 新しいお届け予定日は10月21日（水）です。 → 最新の状況は、マイページからいつでもご確認いただけます。
	{"b44c_asked_date_answered_with_account_lookup_hint", "longest", func(lang, s string) string {
		if !ho44cLetter(lang, s) {
			return s
		}
		pred := func(x string) bool {
			return len(hoDates(lang, x)) > 0 && !strings.Contains(x, "bestätig") && !strings.Contains(x, "確定")
		}
		return ho44cReplace(lang, s, pred, ho44cLangAdd(lang,
			"Den aktuellen Stand können Sie jederzeit in Ihrem Kundenkonto einsehen.",
			"最新の状況は、マイページからいつでもご確認いただけます。"), true)
	}},
	// Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. → … Den Ersatz versenden wir allerdings erst, wenn Ihre Rücksendung bei uns eingegangen ist.
	// 交換品は10月19日に発送予定。 → …ただし交換品の発送は、破損品の返送到着を確認してからとなる。
	{"b44c_replacement_held_until_return_received", "first", func(lang, s string) string {
		var add string
		if ho44cLetter(lang, s) {
			add = ho44cLangAdd(lang, "Den Ersatz versenden wir allerdings erst, wenn Ihre Rücksendung bei uns eingegangen ist.",
				"なお、交換品の発送は、お送りいただいた商品の到着を確認してからとなります。")
		} else {
			add = ho44cLangAdd(lang, "Der Ersatz wird allerdings erst nach Eingang der Rücksendung verschickt.",
				"ただし交換品の発送は、返送品の到着を確認してからとなる。")
		}
		return ho44cAfter(lang, s, ho44cMatch(lang, ho44cReplaceDe, ho44cReplaceJa), add, true)
	}},
	// (before the closing) → Bitte prüfen Sie künftig Ihre Angaben vor dem Absenden sorgfältig, damit solche Fälle nicht mehr vorkommen.
	// → 今後は、お手続きの際に入力内容を十分にご確認くださいますようお願いいたします。
	{"b44c_customer_lectured_to_check_input", "longest", func(lang, s string) string {
		if !ho44cLetter(lang, s) {
			return s
		}
		return ho44cBeforeClosing(lang, s, ho44cLangAdd(lang,
			"Bitte prüfen Sie künftig Ihre Angaben vor dem Absenden sorgfältig, damit solche Fälle nicht mehr vorkommen.",
			"今後は、お手続きの際に入力内容を十分にご確認くださいますようお願いいたします。"))
	}},
	// vielen Dank für Ihre Nachricht → vielen Dank für Ihr freundliches Lob
	// お問い合わせいただき、ありがとうございます → このたびは温かいお褒めの言葉をいただき、ありがとうございます
	{"b44c_thanks_for_praise_instead_of_query", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho44cPraiseJa, s, func([]string) string { return "このたびは温かいお褒めの言葉をいただき" })
		}
		return hoFirstMatch(ho44cPraiseDe, s, func(m []string) string { return m[1] + "Dank für Ihr freundliches Lob" })
	}},
	// vielen Dank für Ihre Nachricht. → … Bitte entschuldigen Sie zudem die verspätete Lieferung.
	// お問い合わせいただき、ありがとうございます。 → …また、お届けが遅れましたことを深くお詫び申し上げます。
	{"b44c_apology_for_delay_that_did_not_occur", "longest", func(lang, s string) string {
		if !ho44cLetter(lang, s) || ho44cPick(lang, ho44cDelayDe, ho44cDelayJa).MatchString(s) {
			return s
		}
		add := ho44cLangAdd(lang, "Bitte entschuldigen Sie zudem die verspätete Lieferung.",
			"また、お届けが遅れましたことを深くお詫び申し上げます。")
		if out := ho44cAfter(lang, s, ho44cMatch(lang, ho44cThanksDe, ho44cThanksJa), add, false); out != s {
			return out
		}
		return ho44cBeforeClosing(lang, s, add)
	}},
	// Wir senden Ihnen am 20.10.2026 … zu. → … Damit ist Ihr Anliegen für uns erledigt, und wir schließen den Vorgang.
	// …10月22日（木）までにお届けできる見込みです。 → …本件はこれにて解決済みとさせていただきます。
	{"b44c_reply_closes_case_while_step_pending", "longest", func(lang, s string) string {
		if !ho44cLetter(lang, s) {
			return s
		}
		return ho44cAfter(lang, s, ho44cHasDate(lang), ho44cLangAdd(lang,
			"Damit ist Ihr Anliegen für uns erledigt, und wir schließen den Vorgang.",
			"本件はこれにて解決済みとさせていただきます。"), true)
	}},
	// …Bestellung 44-2087-DE flackert. → … Die Priorität dieses Falls stufen wir als niedrig ein.
	// …9月分までは正常）。 → …緊急度：低（急ぎの対応は不要）。
	{"b44c_complaint_summary_triaged_low_priority", "first", func(lang, s string) string {
		if !ho44cTicketSummary(lang, s) {
			return s
		}
		return ho44cAppendEnd(lang, s, ho44cLangAdd(lang, "Priorität: niedrig, keine Eile geboten.", "緊急度：低（急ぎの対応は不要）。"))
	}},
	// vielen Dank für Ihre Nachricht. → … Ihre Anfrage haben wir an unsere Fachabteilung weitergeleitet, die sich in den nächsten Tagen bei Ihnen meldet.
	// → …なお、本件は専門部署へ引き継ぎましたので、後日担当者よりご連絡いたします。
	{"b44c_answered_request_handed_to_specialist_team", "longest", func(lang, s string) string {
		if !ho44cLetter(lang, s) {
			return s
		}
		add := ho44cLangAdd(lang, "Ihre Anfrage haben wir an unsere Fachabteilung weitergeleitet, die sich in den nächsten Tagen bei Ihnen meldet.",
			"なお、本件は専門部署へ引き継ぎましたので、後日担当者よりご連絡いたします。")
		if out := ho44cAfter(lang, s, ho44cMatch(lang, ho44cThanksDe, ho44cThanksJa), add, false); out != s {
			return out
		}
		return ho44cBeforeClosing(lang, s, add)
	}},
	// …wenden Sie sich bitte an unseren Kundendienst. → … Ohne Kaufbeleg können wir Ihr Anliegen leider nicht bearbeiten.
	// …サポート窓口までお問い合わせください。 → …なお、購入時のレシートがない場合は対応いたしかねます。
	{"b44c_service_made_conditional_on_receipt", "longest", func(lang, s string) string {
		add := ho44cLangAdd(lang, "Ohne Kaufbeleg können wir Ihr Anliegen leider nicht bearbeiten.",
			"なお、購入時のレシートがない場合は対応いたしかねます。")
		switch {
		case ho44cStepsRe.MatchString(s):
			add = ho44cLangAdd(lang, "Halten Sie dazu unbedingt Ihren Kaufbeleg bereit; ohne Beleg ist keine Bearbeitung möglich.",
				"なお、購入時のレシートがない場合は対応いたしかねます。")
		case !ho44cLetter(lang, s):
			add = ho44cLangAdd(lang, "Eine Bearbeitung ist nur mit Kaufbeleg möglich.", "購入時のレシートがない場合は対応不可。")
		}
		return ho44cAfter(lang, s, ho44cMatch(lang, ho44cSupportDe, ho44cSupportJa), add, false)
	}},
	// Die Lieferung erfolgt am 12.11.2026 … → … Bitte beachten Sie, dass die Bearbeitung bis zu zehn Werktage dauern kann.
	// …10月21日（水）です。 → …なお、対応には最大10営業日ほどお時間をいただく場合がございます。
	{"b44c_processing_time_up_to_ten_days_invented", "longest", func(lang, s string) string {
		if !ho44cLetter(lang, s) {
			return s
		}
		return ho44cAfter(lang, s, ho44cHasDate(lang), ho44cLangAdd(lang,
			"Bitte beachten Sie, dass die Bearbeitung bis zu zehn Werktage dauern kann.",
			"なお、対応には最大10営業日ほどお時間をいただく場合がございます。"), false)
	}},
	// - Frau Köhler bittet um ein Rücksendeetikett. → … - Zuständig für die Bearbeitung: Buchhaltung.
	// …との連絡。…発送予定。 → …担当部署：経理部。
	{"b44c_complaint_summary_routed_to_accounting", "first", func(lang, s string) string {
		if !ho44cTicketSummary(lang, s) {
			return s
		}
		return ho44cAppendEnd(lang, s, ho44cLangAdd(lang, "Zuständig für die Bearbeitung: Buchhaltung.", "担当部署：経理部。"))
	}},
	// …dass noch am selben Tag ein Installateur kommt. → … Frau Müller zeigt sich mit dem bisherigen Vorgehen zufrieden.
	// …心配されている。 → …髙橋様は、これまでの対応に満足されている。
	{"b44c_complaint_summary_claims_customer_satisfied", "first", func(lang, s string) string {
		if !ho44cTicketSummary(lang, s) {
			return s
		}
		var add string
		if lang == "ja" {
			who := ho44cPersonJa.FindString(s)
			if who == "" {
				who = "お客様"
			}
			add = who + "は、これまでの対応に満足されている。"
		} else {
			who := ho44cPersonDe.FindString(s)
			if who == "" {
				return s
			}
			add = who + " zeigt sich mit dem bisherigen Vorgehen zufrieden."
		}
		return ho44cAppendEnd(lang, s, add)
	}},
	// Gern liefern wir Ihre Bestellung WE-20417 … → … Eine Stornierung der Bestellung ist leider nicht mehr möglich.
	// ご注文番号WS-30982の…遅れております。 → …なお、ご注文のキャンセルはお受けできかねます。
	{"b44c_unasked_cancellation_refusal_added", "longest", func(lang, s string) string {
		if !ho44cLetter(lang, s) {
			return s
		}
		var re *regexp.Regexp
		var add string
		if lang == "ja" {
			noun := ""
			switch {
			case strings.Contains(s, "注文"):
				noun = "ご注文"
			case strings.Contains(s, "依頼"):
				noun = "ご依頼"
			case strings.Contains(s, "見積"):
				noun = "ご発注"
			default:
				return s
			}
			re = regexp.MustCompile(`注文|依頼|見積`)
			add = "なお、" + noun + "のキャンセルはお受けできかねます。"
		} else {
			re = regexp.MustCompile(`Bestell|Auftrag`)
			add = "Eine Stornierung der Bestellung ist leider nicht mehr möglich."
		}
		return ho44cAfter(lang, s, re.MatchString, add, false)
	}},
	// Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. → Die Abholung in unserer Filiale ist am 12.11.2026 zwischen 8 und 12 Uhr möglich.
	// 新しいお届け予定日は → 新しい店頭でのお受け取り可能日は
	{"b44c_delivery_turned_into_store_pickup", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho44cPickupJa, s, func(m []string) string {
				switch m[0] {
				case "お届け予定日":
					return "店頭でのお受け取り可能日"
				case "お届けできる見込み":
					return "店頭でお受け取りいただける見込み"
				}
				return "店頭でお渡しいたします"
			})
		}
		return hoFirstMatch(ho44cPickupDe, s, func(m []string) string {
			if m[1] != "" {
				return "Die Abholung in unserer Filiale ist " + m[1] + " möglich."
			}
			return "Sie können " + m[3] + " " + m[2] + " in unserer Filiale abholen."
		})
	}},
	// - Weil die Stahlträger … geliefert werden … → … Die ausführende Firma hat verbindlich zugesagt, etwaige Verzögerungen kostenlos aufzuholen.
	// 新センターはソラノ物流が運営し… → …同社は、遅れが生じた場合も追加費用なしで取り戻すと確約している。
	{"b44c_third_party_commitment_overstated", "longest", func(lang, s string) string {
		if ho44cLetter(lang, s) {
			return s
		}
		return ho44cAfter(lang, s, ho44cMatch(lang, ho44cCompanyDe, ho44cCompanyJa), ho44cLangAdd(lang,
			"Die Firma hat verbindlich zugesagt, etwaige Verzögerungen kostenlos aufzuholen.",
			"同社は、遅れが生じた場合も追加費用なしで取り戻すと確約している。"), false)
	}},
	// es tut uns leid, dass Ihre Stehlampe … flackert → wir bitten um Ihr Verständnis dafür, dass Ihre Stehlampe … flackert
	// お待たせしてしまい、誠に申し訳ございません → お待たせいたしますが、何卒ご了承ください
	{"b44c_apology_turned_into_request_for_acceptance", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho44cSorryJa, s, func(m []string) string {
				switch m[1] {
				case "お待たせしてしまい":
					return "お待たせいたしますが、何卒ご了承ください"
				case "ご迷惑をおかけし":
					return "ご迷惑をおかけしますが、何卒ご了承ください"
				}
				return "ご不便をおかけしますが、何卒ご了承ください"
			})
		}
		return hoFirstMatch(ho44cSorryDe, s, func(m []string) string {
			if strings.HasPrefix(m[0], "es tut") {
				return "wir bitten um Ihr Verständnis dafür, dass"
			}
			return "Wir bitten Sie, diese Änderung hinzunehmen."
		})
	}},
	// …dass Ihre Stehlampe … flackert. → … Für etwaige Folgeschäden wenden Sie sich bitte an Ihre Versicherung.
	// …破損を確認いたしました。 → …なお、損害につきましては、ご加入の保険会社へご相談ください。
	{"b44c_damage_claim_redirected_to_customer_insurer", "longest", func(lang, s string) string {
		if !ho44cLetter(lang, s) {
			return s
		}
		return ho44cAfter(lang, s, ho44cMatch(lang, ho44cDefectDe, ho44cDefectJa), ho44cLangAdd(lang,
			"Für etwaige Folgeschäden wenden Sie sich bitte an Ihre Versicherung.",
			"なお、損害につきましては、ご加入の保険会社へご相談ください。"), true)
	}},
	// (before the closing) → Zur weiteren Bearbeitung benötigen wir außerdem eine Kopie Ihres Personalausweises.
	// → お手続きのため、運転免許証など本人確認書類の写しをお送りください。
	{"b44c_identity_document_copy_requested", "longest", func(lang, s string) string {
		if !ho44cLetter(lang, s) {
			return s
		}
		return ho44cBeforeClosing(lang, s, ho44cLangAdd(lang,
			"Zur weiteren Bearbeitung benötigen wir außerdem eine Kopie Ihres Personalausweises.",
			"お手続きのため、運転免許証など本人確認書類の写しをお送りください。"))
	}},
}
